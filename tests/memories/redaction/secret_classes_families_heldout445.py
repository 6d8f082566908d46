# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-forty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-first's
docstring, the fifth to four hundred and forty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (442, 443, 444), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (445_618_093), password words (a
river, a fish, a palm or a boat part with a number and a sign, `BufeoChalana47!`; dot-joined
words with a year, `jatata.bufeo.orthon.2031`; leet `C4st4n4#52`; a person and a town,
`Rosendo@Riberalta1983`; a box of shelled nuts and its grade, `Caja20Midget$`; random runs).

The fictional company is Corporación Amazónica Yata-Mamoré S.R.L. of Riberalta, Beni, Bolivia:
Beneficiadora La Esperanza del Orthon (an invented Brazil-nut processing plant), Naviera Cachuela
(an invented river-boat line to Guayaramerín and Cachuela Esperanza) and the Sindicato de
Mototaxistas Rueda Libre (an invented motorbike-taxi union). Staff and neighbours: Ana Lucía Roca
(IT), Rosendo Vaca (plant shift boss, camba Spanish), Don Ernesto Nate (a Tsimane boatman), Seu
Raimundo Cavalcante (a trader in Guajará-Mirim, Portuguese), Wang Jianguo (a Chinese road
contractor, Mandarin in pinyin and characters) and Maëlle Vandeputte (a Belgian nurse at the
Tumichucua health post, French). Every company, person, address, domain (`yatamamore.lan`,
`castanaesperanza.example`, `navieracachuela.example`, `ruedalibre.example`), account and number
is invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell
history, config and env files, URLs, voice-note transcripts, SMS and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `/`, `|`, a tab, `es`, `é`, `是`, `c'est`, a new line, a
question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 441, grep -l): none for `Tsimane`, `septante`, `vixe`, `Cachuela
Esperanza`, `高德`; one to three for `Riberalta`, `Guajará`, `mototaxi`, `Brazil nut`,
`Libélula`, `Payconiq`, `Itsme`, `be.nn`, `be.bis`, `be.vat`, `Sao Tome`; four to eleven for
`castaña`, `égua`, `Mollie`; above twelve for `Beni`, `pinyin`, `Belgian`, `br.cpf`, `br.cnpj`,
`cn.ric`, `cn.uscc`, and the IBAN countries Brazil, Belgium, Kosovo and Timor-Leste.
Languages: about half English, config or shell; the rest in the Spanish of the Bolivian Amazon as
texted (`chango`, `pue`, `cuñao`, `mirá`, `pasés`, `nomás`, `ya?`, `q`, `xq`), Tsimane mixed with
Spanish loan words (`ojñi'`, `jäm'`, `mo'`, `-dye'`), the Portuguese of Guajará-Mirim traders
(`mano`, `égua`, `vixe`, `blz`, `valeu`), the Mandarin of a Chinese road contractor in pinyin and
characters (`mima shi`, `工地电脑密码`, `别告诉别人`) and the French of a Belgian nurse (`mdp`,
`GSM`, `tu sais`, `à tantôt`, `une fois`, `septante`). The camba texting, every Tsimane word and
the Belgian and Guajará registers are my guesses; the Tsimane is the least sure.
Vendors: the invented CastañaTrack, RíoPago, PayúLog and MotoRuta, plus Libélula, Payconiq,
Mollie, itsme, BNB Movil and 高德 under the words around their keys or codes, and the GitHub,
GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm, SendGrid,
Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault, Tailscale,
Doppler, Figma, Mailgun, Brevo, NVIDIA, Docker Hub, Pulumi, age, Groq, Replicate, Perplexity, xAI,
Alibaba, Tencent, Databricks, Supabase, Notion and Square shapes. Ids: Brazil's CPF and CNPJ,
Belgium's national number, BIS number and VAT number, China's resident identity number and
unified social credit code, each drawn until its `stdnum` module validates it (Bolivia has no
module, so no Bolivian id is planted). IBANs of Brazil, Belgium, São Tomé and Príncipe, Kosovo and
Timor-Leste, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish,
Portuguese, French and Simplified Chinese lists, each checked with `Mnemonic.check`; cards pass
Luhn (Visa, Mastercard, Amex, Elo, Hipercard, UnionPay, Maestro and Diners prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.be import bis as be_bis
from stdnum.be import nn as be_nn
from stdnum.be import vat as be_vat
from stdnum.br import cnpj as br_cnpj
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 445_618_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]
_SLOT = re.compile(r"\{([A-Za-z]+)\}")


def _put(template: str, fields: dict[str, str]) -> str:
    """``template`` with each ``{name}`` that ``fields`` holds replaced (other braces stay)."""
    return _SLOT.sub(lambda m: fields.get(m.group(1), m.group(0)), template)


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str = "pw"

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            secret = fields.get("secret", fields[self.key])
            out.append(Sample(self.cls, _put(template, fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_RIVER = [
    "Castana",
    "Orthon",
    "Mamore",
    "Yata",
    "Jatata",
    "Motacu",
    "Asai",
    "Surubi",
    "Pacu",
    "Tambaqui",
    "Paraba",
    "Bufeo",
    "Jochi",
    "Majo",
    "Cusi",
    "Tatu",
    "Cachuela",
    "Beni",
    "Almendro",
    "Payoj",
]
_BOATS = [
    "Chalana",
    "Lancha",
    "Batelon",
    "Remolque",
    "Timon",
    "Muelle",
    "Balsa",
    "Canoa",
    "Peque",
    "Helice",
    "Proa",
    "Popa",
]
_TOWNS = [
    "Riberalta",
    "Guayaramerin",
    "Cachuela",
    "SanBorja",
    "Rurrenabaque",
    "Trinidad",
    "Cobija",
    "Puerto",
    "Tumichucua",
    "Exaltacion",
    "SantaAna",
    "Yacuma",
    "Reyes",
]
_PEOPLE = [
    "Rosendo",
    "Mirtha",
    "Yeni",
    "Wilfredo",
    "Dayana",
    "Ernesto",
    "Jhonny",
    "Roxana",
    "Raimundo",
    "Francisca",
    "Jianguo",
    "Lifen",
    "Maelle",
    "Wouter",
    "Nelly",
    "Tito",
    "Gladys",
    "Edson",
]
_SYMBOLS = "!#$%&*?@+=^"
_LEET = [
    "C4st4n4",
    "M4m0r3",
    "Buf30",
    "J4t4t4",
    "T4mb4qu1",
    "Ch4l4n4",
    "M0t4cu",
    "P4r4b4",
    "0rth0n",
]


def _nuts(g: random.Random) -> str:
    """A box of shelled nuts and its grade, the way the plant crew jokes a password together."""
    grade = g.choice(["Large", "Midget", "Tiny", "Broken"])
    return f"Caja{g.choice([20, 25, 36, 44])}{grade}{g.choice(_SYMBOLS)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RIVER)}{g.choice(_BOATS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_RIVER, 3)) + f".{g.randrange(2026, 2040)}",
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_TOWNS)}{g.randrange(1961, 2008)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    _nuts,
    lambda g: f"{g.choice(_RIVER).lower()}_{g.choice(_BOATS).lower()}_{g.randrange(1970, 2035)}",
    lambda g: f"Moto{g.randrange(100, 1000)}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM, 16),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Ana Lucía, ticket YM-2207: the Sortex camera PC at the nut plant, password: {pw}",
    "sorting line 2 HMI admin password = {pw}",
    "Naviera Cachuela booking laptop -> password {pw}",
    "boat radio console (Icom base) → pw: {pw}",
    "dispatch tablet of the moto union / password / {pw}",
    "Kobo scale at the drying shed | pass | {pw}",
    "The password for the plant's payroll PC is {pw}",
    "Password for the river-boat ticket printer:\n{pw}",
    "admin pw for the union's fare app is now {pw} (changed after Mirtha left)",
    "password for the health post laptop was set to {pw}",
    "Oye chango, la contraseña del compu de la balanza es {pw} pue",
    "mirá, la clave del sistema de planillas: {pw} no le pasés a nadie ya?",
    "cuñao la contra del router de la oficina = {pw}",
    "ya pue, contraseña del SIAT -> {pw}",
    "la clave nueva del correo de la planta es {pw}, la cambió el Jhonny",
    "Contraseña del DVR de las cámaras del muelle: {pw} (la vieja ya no sirve)",
    "q tal Yeni, la contraseña del sistema de boletos es {pw} xq la otra se bloqueó",
    "Ya' ojñi' contraseña compu planta: {pw}",
    "Jäm' ma'dye' contraseña radio chata → {pw}",
    "Ernesto yäj: contraseñadye' {pw}, mo' pasés a otro",
    "mano, a senha do sistema da balsa é {pw} valeu",
    "égua, esqueci de te mandar: senha do computador do depósito = {pw}",
    "Seu Raimundo: a senha nova do painel é {pw}, não passa pra ninguém blz",
    "vixe, senha: {pw} (a do notebook da loja)",
    "工地电脑密码是 {pw}",
    "Lao Wang: mima shi {pw}, bie fa qun li",
    "拌合站控制电脑 密码：{pw}",
    "路面摊铺机平板的密码 → {pw} 别告诉别人",
    "Le mdp du PC de la consultation c'est {pw}",
    "Mot de passe du frigo à vaccins (interface web) : {pw}",
    "Maëlle: mon mot de passe est {pw}, tu sais le noter à tantôt?",
    "mdp du GSM de garde = {pw}",
    "the Orthon plant's SCADA login password - {pw}",
    "pwd for the fuel-pump controller at the port: {pw}",
    "PASSWORD {pw} <- kiosk at the moto-taxi stand",
    "password\t{pw}\tcold room controller",
    "new password for the plant's WordPress is `{pw}`",
    "Passwort für den Trockner-PC (the German dryer vendor's panel): {pw}",
]


_said = _Family("password", _SAID, _with(_pw))

_USERS = [
    "alroca",
    "rosendo.v",
    "yeni",
    "wilfredo",
    "dayana",
    "ernesto.nate",
    "jhonny",
    "roxana.m",
    "raimundo",
    "wang.jg",
    "lifen",
    "maelle.vdp",
    "tito",
    "gladys",
    "edson",
]
_LOGINS = [
    "login for the export portal: {u} / {pw}",
    "creds {u}:{pw}",
    "sign in as {u} with {pw}",
    "the creds for the boat GPS server are {u} and {pw}",
    "user {u} pass {pw}",
    "Usuario: {u}\nContraseña: {pw}",
    "usuario {u}, clave {pw} (es la del sistema de planillas)",
    "entrá con {u} y la contraseña {pw} nomás",
    "usuário {u} senha {pw}",
    "Login: {u} | Senha: {pw}",
    "账号 {u} 密码 {pw}",
    "zhanghao: {u} mima: {pw}",
    "identifiant {u}, mot de passe {pw}",
    "utilisateur : {u} / mdp : {pw}",
    "{u} / {pw}",
    "root:{pw}",
    "{u}@yatamamore.lan:{pw}",
    "u={u} p={pw}",
    "admin / {pw}",
    "| {u} | {pw} | sorting HMI |",
    "Benutzer {u}, Passwort {pw}",
    "mototaxi app: user {u}, password {pw}",
    "log into the weighbridge as {u} with the password {pw}",
    "{u}:{pw}@ftp.castanaesperanza.example",
    "ssh {u}@planta.yatamamore.lan  # pw {pw}",
    "Usuario del muelle: {u}  Contraseña: {pw}",
]
_logins = _Family("login", _LOGINS, _with(_pw, u=_USERS))

_SAID_WORDS = [
    "bufeo",
    "tambaqui",
    "jatata",
    "motacu",
    "surubi",
    "paraba",
    "jochi",
    "payoj",
    "almendro",
    "tumichucua",
    "cachuela",
    "tatu",
]
_SPELLED = [  # {w}{d} joined: the secret is the word and the number together
    "{w}{d} — that's the wifi password at the health post",
    "type {w}{d}, then enter; that's the admin password for the scale",
    "{w}{d}, that's what I set for the river-boat router",
    "{w}{d} es la contraseña del compu de la oficina, ya?",
    "{w}{d} é a senha do wifi da loja, mano",
    "{w}{d} 就是工地WiFi的密码",
    "{w}{d}, c'est le mot de passe du wifi du dispensaire",
    "{w}{d} — esa es la clave del DVR, chango",
    "the password is the word {w} followed by {d}",
    "la contraseña es la palabra {w} y después {d}",
    "a senha é a palavra {w} seguida de {d}",
    "le mot de passe c'est le mot {w} puis {d}",
    "password: the name of the plant's dog, {w}, followed by {d}",
    "{W} with a capital first letter and {d} at the end",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, digits = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
    if "{w}{d}" in template:
        return {"w": word, "d": digits, "W": word.capitalize(), "secret": word + digits}
    if "{W}" in template:
        return {"w": word, "d": digits, "W": word.capitalize(), "secret": word.capitalize()}
    return {"w": word, "d": digits, "W": word.capitalize(), "secret": word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

_CLI = [
    "mysql -h db.yatamamore.lan -u planillas -p{pw} nomina",
    "sshpass -p '{pw}' ssh operador@balanza.yatamamore.lan",
    "curl -u roxana:{pw} https://api.castanaesperanza.example/v1/lotes",
    "redis-cli -h 10.40.2.9 -a '{pw}' ping",
    "docker login registry.yatamamore.lan -u ci -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd dispatch '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/barco",
    "smbclient //nas.yatamamore.lan/planta -U alroca%{pw}",
    "PGPASSWORD='{pw}' psql -h pg.yatamamore.lan -U boletos boletos",
    "echo '{pw}' | sudo -S systemctl restart scada",
    "zip -P '{pw}' planillas_junio.zip planillas_junio.xlsx",
    "7z a -p'{pw}' respaldo.7z /srv/boletos",
    "openssl enc -aes-256-cbc -in lotes.csv -out lotes.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c contratos.pdf",
    "plink -ssh -pw {pw} operador@192.168.50.4",
    "xfreerdp /v:10.40.2.20 /u:contabilidad /p:'{pw}'",
    "net use Z: \\\\nas\\planillas {pw} /user:YATA\\roxana",
    "sqlplus exportador/{pw}@//ora.yatamamore.lan:1521/EXP",
    "lftp -u subidas,{pw} sftp://files.navieracachuela.example",
    "ldapsearch -x -D cn=admin,dc=yata,dc=lan -w '{pw}' -b dc=yata,dc=lan",
    "sqlcmd -S 10.40.2.30 -U sa -P '{pw}'",
    "mosquitto_pub -h mqtt.yatamamore.lan -u secador -P '{pw}' -t planta/secador -m on",
    "ipmitool -I lanplus -H 10.40.9.2 -U ADMIN -P '{pw}' power status",
    "rabbitmqctl add_user fletes '{pw}'",
    "keytool -importcert -keystore planta.jks -storepass '{pw}' -file ca.crt",
    "mongosh 'mongodb://reportes:{pw}@mongo.yatamamore.lan:27017/reportes'",
    "echo '{pw}' | docker login ghcr.io -u yata-ci --password-stdin",
    "restic -r sftp:nas:/bk --password-command 'echo {pw}' snapshots",
    "ALTER USER boletos IDENTIFIED BY '{pw}';",
    "twine upload -u planta -p '{pw}' dist/*",
    "cqlsh cass.yatamamore.lan -u reportes -p '{pw}'",
    "hydra -l admin -p '{pw}' 10.40.2.1 http-get /",
    "rclone config create nube webdav url https://dav.yata.lan user alroca pass '{pw}'",
    "kubectl create secret generic planta-db --from-literal=password='{pw}'",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "wang@gongdi:~$ {c}",
    "planta> {c}",
    "# {c}",
    "history: 1043  {c}",
    "corré esto: {c}",
    "roda isso aí: {c}",
    "运行：{c}",
]


def _framed(cls: str, templates: list[str], frames: list[str], make: Maker) -> Taker:
    """A family whose texts are put in a frame (``{c}``: a prompt, a chat line)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            out.append(
                Sample(
                    cls, rng.choice(frames).replace("{c}", _put(template, {"pw": secret})), secret
                )
            )
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS, _plain_pw)

_URLS = [
    "postgres://boletos:{pw}@pg.yatamamore.lan:5432/boletos",
    "mysql://planillas:{pw}@10.40.2.12/nomina",
    "amqp://fletes:{pw}@rabbit.navieracachuela.example:5672/",
    "https://dispatch:{pw}@ruedalibre.example/admin",
    "ftp://subidas:{pw}@files.castanaesperanza.example/lotes/",
    "redis://:{pw}@redis.yatamamore.lan:6379/0",
    "mongodb+srv://reportes:{pw}@cluster0.yata.example/reportes",
    "smtp://avisos@castanaesperanza.example:{pw}@mail.yatamamore.lan:587",
    "DATABASE_URL=postgresql://scada:{pw}@scada-db:5432/scada",
    "rtsp://admin:{pw}@10.40.7.21:554/Streaming/Channels/101",
    "socks5://wang:{pw}@:1080",
    "la cámara del muelle: http://admin:{pw}@10.40.7.22/",
    "o link da câmera é rtsp://loja:{pw}@192.168.0.64:554/live",
    "sftp://export:{pw}@sftp.castanaesperanza.example:22/out",
]
_urls = _Family("url_credentials", _URLS, _with(_plain_pw))

_BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
# (template, the token's maker): a real vendor's published shape, or an invented vendor's key
# after its key word.
_VENDOR: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("token do GitHub da loja: {t}", _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59))),
    ("GitLab deploy token for the SCADA repo: {t}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot del sindicato: {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key for the boat tickets: {t}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ('ANTHROPIC_API_KEY="{t}"', _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("openrouter key for the translation bot {t}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("Google Maps key para la app de mototaxis: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF token (whisper for the Tsimane voice notes): {t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key SID/secret for SMS fares: {t}", _j("SK", (HEX, 32))),
    ("bot de Telegram de la naviera: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {t}  # ~/.pypirc", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Shopify admin token (castaña online store): {t}", _j("shpat_", (HEX, 32))),
    ("doctl auth init --access-token {t}", _j("dop_v1_", (HEX, 64))),
    ("Linear key: {t}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman API key -> {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("tailscale up --authkey={t}", _j("tskey-auth-k", (ALNUM, 12), "CNTRL-", (ALNUM, 33))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 40))),
    ("figma token {t}", _j("figd_", (URLSAFE, 40))),
    ("mailgun: {t}", _j("key-", (HEX, 32))),
    ("Brevo (ex Sendinblue) v3 key {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NGC_API_KEY={t}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub PAT {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("PULUMI_ACCESS_TOKEN={t}", _j("pul-", (HEX, 40))),
    ("age identity: {t}", _j("AGE-SECRET-KEY-1", (_BECH32, 58))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("perplexity: {t}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={t}", _j("xai-", (ALNUM, 80))),
    ("Alibaba AccessKey ID {t}", _j("LTAI5t", (ALNUM, 18))),
    ("腾讯云 SecretId：{t}", _j("AKID", (ALNUM, 32))),
    ("Databricks PAT: {t}", _j("dapi", (HEX, 32))),
    ("supabase access token {t}", _j("sbp_", (HEX, 40))),
    ("Notion integration secret: {t}", _j("ntn_", (ALNUM, 46))),
    ("Square access token {t}", _j("EAAA", (URLSAFE, 60))),
    ("clé API Mollie du dispensaire : {t}", _j("live_", (ALNUM, 30))),
    ("CastañaTrack API key: {t}", _j((HEX, 32))),
    ("clave de API de RíoPago: {t}", lambda g: v.uuid4(g, "b")),
    ("chave da API da PayúLog: {t}", _j((HEX, 40))),
    ("高德 Web服务 key：{t}", _j((HEX, 32))),
    ("MotoRuta integration broken, current key {t}", _j((ALNUM, 40))),
    ("Integrations › Libélula: {t}", lambda g: v.uuid4(g, "8")),
    ("Payconiq API-key voor de kliniek: {t}", lambda g: v.uuid4(g, "9")),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDOR, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{t}", secret), secret))
    return out


_BARE = [
    "{t}",
    "it only shows it once, so here:\n{t}",
    "pegá esto: {t}",
    "cola aí: {t}",
    "这个： {t}",
    "voilà : {t}",
    "saved in the notes app: {t}",
    "{t} <- from the console",
]
_BARE_MAKERS = [
    _j((ALNUM, 40)),
    _j((URLSAFE, 22), ".", (URLSAFE, 38)),
    _j((B64, 54), "=="),
    _j((ALNUM, 32)),
    _j((LOWER_DIGITS, 48)),
]


def _bare(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BARE, n):
        secret = rng.choice(_BARE_MAKERS)(rng)
        out.append(Sample("bare_token", template.replace("{t}", secret), secret))
    return out


_HEXES = {  # template: the key's length in hex digits
    "SECRET_KEY_BASE={h}": 128,
    "APP_KEY encryption key: {h}": 64,
    "LoRaWAN AppKey {h}": 32,
    "webhook signing secret = {h}": 64,
    "clave de cifrado del respaldo: {h}": 64,
    "chave HMAC do PIX: {h}": 64,
    "加密密钥 {h}": 32,
    "clé AES du frigo connecté : {h}": 32,
    "session_secret: {h}": 48,
    "JWT_SECRET={h}": 64,
}


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_HEXES), n):
        secret = _r(rng, rng.choice([HEX, UPPER_HEX]), _HEXES[template])
        out.append(Sample("hex_key", template.replace("{h}", secret), secret))
    return out


def _jwt(rng: random.Random, claims: dict[str, Any]) -> str:
    header = v.b64url({"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    sig = _r(rng, URLSAFE, rng.choice([43, 86, 342]))
    return f"{header}.{v.b64url(claims)}.{sig}"


_JWTS = [
    "Authorization: Bearer {t}",
    "token de sesión del sistema de boletos: {t}",
    "cookie session={t}",
    "o token do painel: {t}",
    "接口令牌 {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.ruedalibre.example/viajes",
    "jeton d'accès du logiciel de vaccination : {t}",
    "ID_TOKEN={t}",
]


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _JWTS, n):
        claims = {
            "sub": rng.choice(_USERS),
            "iat": rng.randrange(1_900_000_000, 2_000_000_000),
            "iss": rng.choice(["boletos.navieracachuela.example", "ruedalibre.example"]),
        }
        secret = _jwt(rng, claims)
        out.append(Sample("jwt", template.replace("{t}", secret), secret))
    return out


_PEMS = {  # template: the key's kind
    "id_rsa del servidor de la planta:\n{k}": "RSA PRIVATE KEY",
    "deploy key for the SCADA repo\n{k}": "OPENSSH PRIVATE KEY",
    "chave do certificado da loja:\n{k}": "PRIVATE KEY",
    "工地VPN私钥\n{k}": "EC PRIVATE KEY",
    "clé privée du serveur du dispensaire :\n{k}": "PRIVATE KEY",
    "tls.key: |\n{k}": "RSA PRIVATE KEY",
    "ssh key for the boat's router, paste in ~/.ssh/lancha\n{k}": "OPENSSH PRIVATE KEY",
}


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_PEMS), n):
        kind = _PEMS[template]
        lines = [_r(rng, B64, 64) for _ in range(rng.randrange(5, 9))] + [_r(rng, B64, 20) + "=="]
        body = "\n".join(lines)
        block = f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"
        out.append(Sample("pem_key", template.replace("{k}", block), body))
    return out


_MNEMO = {
    lang: Mnemonic(lang)
    for lang in ["english", "spanish", "portuguese", "french", "chinese_simplified"]
}
_SEEDS = {  # template: the word list's language
    "seed phrase of the union's USDT wallet: {s}": "english",
    "frase semilla de la billetera de la planta: {s}": "spanish",
    "las 12 palabras, chango, guardalas: {s}": "spanish",
    "frase de recuperação da carteira do Seu Raimundo: {s}": "portuguese",
    "palavras da carteira (não perde!): {s}": "portuguese",
    "助记词：{s}": "chinese_simplified",
    "钱包恢复短语 {s}": "chinese_simplified",
    "phrase de récupération du portefeuille : {s}": "french",
    "Trust Wallet backup words\n{s}": "english",
    "metamask recovery: {s}": "english",
    "respaldo de la wallet (Binance P2P): {s}": "spanish",
    "{s}": "english",
}


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_SEEDS), n):
        words = rng.choice([16, 16, 32, 24])
        phrase = str(
            _MNEMO[_SEEDS[template]].to_mnemonic(bytes(rng.randrange(256) for _ in range(words)))
        )
        if rng.random() < 0.3 and template != "{s}":
            phrase = "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(" "), 1))
        out.append(Sample("seed_phrase", template.replace("{s}", phrase), phrase))
    return out


# brand → (prefixes, lengths)
_CARD_BRANDS = {
    "visa": (["4"], [16]),
    "mastercard": (["51", "53", "55", "2221", "2720"], [16]),
    "amex": (["34", "37"], [15]),
    "elo": (["636368", "438935", "504175"], [16]),
    "hipercard": (["606282"], [16]),
    "unionpay": (["62"], [16, 19]),
    "maestro": (["6759", "5018"], [16]),
    "diners": (["36"], [14]),
}


def _card(rng: random.Random, brand: str) -> str:
    prefixes, lengths = _CARD_BRANDS[brand]
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARDS = [
    "card for the diesel supplier: {c} exp 09/31",
    "tarjeta de la planta {c} vence 03/30",
    "el número de la tarjeta es {c}, pagá el flete pue",
    "cartão do Seu Raimundo: {c}",
    "o número do cartão é {c} validade 11/29",
    "银行卡号 {c}",
    "卡号：{c} 有效期 07/32",
    "carte Bancontact/Maestro de Maëlle : {c}",
    "numéro de carte {c} exp 02/33",
    "Visa corporate {c}",
    "pay the Cachuela fuel dock with {c}",
    "{c} — la tarjeta del sindicato",
]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CARDS, n):
        number = _card(rng, rng.choice(list(_CARD_BRANDS)))
        secret = v.grouped(number, rng.choice([" ", "-", "", " ", "."]), rng)
        out.append(Sample("card", template.replace("{c}", secret), secret))
    return out


_CVVS = [
    "Visa ending {e}, security code {cvv}",
    "the three digits on the back are {cvv}",
    "código de seguridad de la tarjeta: {cvv}",
    "CVV {cvv} (a da loja)",
    "código de segurança {cvv}, final {e}",
    "安全码 {cvv}",
    "cryptogramme visuel : {cvv}",
    "les trois chiffres au dos c'est {cvv}",
    "CVC: {cvv} exp 06/30",
]


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVVS, n):
        cvv = _r(rng, D, rng.choice([3, 3, 4]))
        text = _put(template, {"cvv": cvv, "e": _r(rng, D, 4)})
        out.append(Sample("card_cvv", text, cvv))
    return out


_IBAN_SHAPES = {
    "BR": "n" * 23 + "ac",
    "BE": "n" * 12,
    "ST": "n" * 21,
    "XK": "n" * 16,
    "TL": "n" * 19,
}


def _iban(rng: random.Random, country: str) -> str:
    return v.until(
        rng,
        lambda g: v.iban_shaped(g, country, _IBAN_SHAPES),
        std_iban.is_valid,
    )


_IBANS = [
    ("IBAN do fornecedor em Guajará: {i}", "BR"),
    ("manda o PIX não, é transferência: {i}", "BR"),
    ("conta internacional da loja {i}", "BR"),
    ("IBAN de Maëlle (Belfius) : {i}", "BE"),
    ("virement sur {i} svp", "BE"),
    ("compte de l'ASBL : {i}", "BE"),
    ("IBAN for the cocoa buyer in São Tomé: {i}", "ST"),
    ("pay the Kosovo nut trader to {i}", "XK"),
    ("cuenta del comprador de Timor: {i}", "TL"),
    ("IBAN: {i}", "BE"),
    ("国外账户 IBAN {i}", "BR"),
    ("beneficiary IBAN {i}, ref factura 2207", "XK"),
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, country in v.cycle(rng, _IBANS, n):
        number = _iban(rng, country)
        secret = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.replace("{i}", secret), secret))
    return out


def _cpf(g: random.Random) -> str:
    return v.cpf_number(g)


def _cnpj(g: random.Random) -> str:
    body = _r(g, D, 8) + "0001"
    number = body + br_cnpj.calc_check_digits(body)
    return str(br_cnpj.format(number))


def _be_nn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        yy, mm, dd = h.randrange(40, 100), h.randrange(1, 13), h.randrange(1, 29)
        body = f"{yy:02d}{mm:02d}{dd:02d}{h.randrange(1, 998):03d}"
        return body + f"{97 - int(body) % 97:02d}"

    number = v.until(g, make, be_nn.is_valid)
    return str(be_nn.format(number))


def _be_bis(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        yy, mm, dd = h.randrange(40, 100), h.randrange(1, 13) + 40, h.randrange(1, 29)
        body = f"{yy:02d}{mm:02d}{dd:02d}{h.randrange(1, 998):03d}"
        return body + f"{97 - int(body) % 97:02d}"

    number = v.until(g, make, be_bis.is_valid)
    return str(be_bis.format(number))


def _be_vat(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "0" + str(h.randrange(2, 10)) + _r(h, D, 6)
        return body + f"{97 - int(body) % 97:02d}"

    return "BE" + v.until(g, make, be_vat.is_valid)


def _cn_ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        region = h.choice(["110105", "360426", "510104", "530102", "430102", "420106"])
        date = f"{h.randrange(1965, 2000)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = region + date + _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


def _cn_uscc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        alphabet = "0123456789ABCDEFGHJKLMNPQRTUWXY"
        body = "91" + h.choice(["110105", "510104", "430102"]) + _r(h, alphabet, 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


_NATIONAL: list[tuple[str, Maker]] = [
    ("CPF do Seu Raimundo: {n}", _cpf),
    ("meu CPF é {n}, pode fazer a nota", _cpf),
    ("CPF {n} (motorista da balsa)", _cpf),
    ("CNPJ da loja em Guajará-Mirim: {n}", _cnpj),
    ("o CNPJ do comprador é {n}", _cnpj),
    ("numéro de registre national de Maëlle : {n}", _be_nn),
    ("rijksregisternummer {n}", _be_nn),
    ("mon numéro national c'est {n}, pour la mutuelle", _be_nn),
    ("numéro BIS du coopérant : {n}", _be_bis),
    ("n° TVA de l'ASBL : {n}", _be_vat),
    ("BTW-nummer {n}", _be_vat),
    ("身份证号 {n}", _cn_ric),
    ("王建国的身份证号码是 {n}", _cn_ric),
    ("shenfenzheng haoma: {n}", _cn_ric),
    ("统一社会信用代码：{n}", _cn_uscc),
    ("the road contractor's unified social credit code is {n}", _cn_uscc),
    ("tax id of the Chinese contractor {n}", _cn_uscc),
    ("Brazilian CPF for the boat captain {n}", _cpf),
    ("Belgian national number (NISS) {n}", _be_nn),
    ("CPF: {n}", _cpf),
]


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _NATIONAL, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{n}", secret), secret))
    return out


_BACKUPS = [
    "Google backup codes for plantaorthon@gmail\n{codes}",
    "códigos de respaldo del correo de la planta: {codes}",
    "códigos de backup do Instagram da loja\n{codes}",
    "备用验证码：{codes}",
    "Codes de secours du compte Microsoft du dispensaire :\n{codes}",
    "GitHub recovery codes (yata-ci)\n{codes}",
    "2FA backup codes for the Binance account: {codes}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUPS, n):
        codes = v.backup_codes(rng, rng.choice([6, 8, 10]), rng.randrange(4))
        joiner = "\n" if "\n" in template else rng.choice([", ", " ", "\n"])
        out.append(
            Sample("backup_codes", template.replace("{codes}", joiner.join(codes)), codes[0])
        )
    return out


_TOTPS = [
    "TOTP secret for the export portal: {s}",
    "setup key (if the QR doesn't scan): {s}",
    "otpauth://totp/Yata:alroca?secret={s}&issuer=Yata",
    "clave 2FA manual del sistema de boletos: {s}",
    "chave 2FA do banco: {s}",
    "双因素密钥 {s}",
    "clé TOTP de la plateforme vaccins : {s}",
]


def _totp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _TOTPS, n):
        secret = v.totp_secret(rng, spaced="otpauth" not in template and rng.random() < 0.4)
        out.append(Sample("totp_secret", template.replace("{s}", secret), secret))
    return out


_CODES = [
    "{c} is your Naviera Cachuela verification code",
    "Tu código de verificación es {c}",
    "BNB Movil: código de confirmación {c}, no lo compartas",
    "Seu código de verificação é {c}",
    "【工地考勤】验证码 {c}，5分钟内有效",
    "Votre code de confirmation itsme : {c}",
    "use {c} to sign in to the union app",
    "one-time code: {c}",
    "el código que me llegó es {c}, pasalo rápido",
]


def _codes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CODES, n):
        code = _r(rng, D, 6)
        if rng.random() < 0.25:
            code = f"{code[:3]} {code[3:]}"
        out.append(Sample("otp_code", template.replace("{c}", code), code))
    return out


_SSIDS = [
    "Planta Orthon 2.4",
    "NAVIERA-CACHUELA",
    "Rueda Libre Base",
    "Posta Salud Tumichucua",
    "ENTEL-Riberalta-5G",
    "GongDi-WiFi",
    "Loja do Raimundo",
]


def _wifi_key(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return _plain_pw(g)
    if style == 1:
        return _r(g, ALNUM, 12)
    return f"{g.choice(_RIVER).lower()}{g.randrange(1000, 10_000)}"


_WIFI = [
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "wifi {ssid}, clave {pw}",
    "red: {ssid} / contraseña: {pw}",
    "Network: {ssid} / {pw}",
    "network ({ssid}) uses {pw}",
    "a senha do wifi {ssid} é {pw}",
    "WiFi名：{ssid} 密码：{pw}",
    "le wifi du dispensaire ({ssid}), mdp : {pw}",
    'wpa_passphrase "{ssid}" "{pw}"',
    'psk="{pw}"  # {ssid}',
    "nmcli dev wifi connect '{ssid}' password '{pw}'",
    "wifi?\nRoxana: {pw}",
    "{ssid}\n{pw}",
    "la clave del wifi de la lancha es {pw}",
    "ssid,psk\n{ssid},{pw}",
    "WPA key for {ssid}: {pw}",
]
_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, ssid=_SSIDS))

_LOCKS = [
    "door code for the nut warehouse: {pw}",
    "el candado del depósito de castaña: {pw}",
    "alarm code at the ticket office is {pw}#",
    "PIN del celular de la planta: {pw}",
    "PIN de la tarjeta del sindicato = {pw}",
    "a senha do cadeado é {pw}",
    "senha do cartão: {pw}",
    "保险柜密码 {pw}",
    "门禁密码是 {pw}",
    "le code de la porte de la pharmacie c'est {pw}",
    "code PIN du GSM de garde : {pw}",
    "keypad at the fuel dock -> {pw}",
    "safe combination: {pw}",
    "SIM PIN {pw}, PUK in the drawer",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6, 8]))


_locks = _Family("pin_code", _LOCKS, _with(_pin))

_PHRASE_WORDS = [
    "castaña",
    "lancha",
    "bufeo",
    "jatata",
    "motacú",
    "chalana",
    "surubí",
    "almendro",
    "paraba",
    "tatú",
    "payoj",
    "cachuela",
    "orilla",
    "remanso",
    "balsa",
    "majo",
]
_PHRASES = [
    "passphrase for the backup disk: {pw}",
    "frase de acceso de KeePass: {pw}",
    "a frase-senha do cofre é {pw}",
    "BitLocker passphrase on the plant laptop = {pw}",
    "密码短语：{pw}",
    "phrase de passe du coffre : {pw}",
    "Bitwarden master passphrase → {pw}",
    "la contraseña son cuatro palabras: {pw}",
]


def _phrase(g: random.Random) -> str:
    joiner = g.choice([" ", "-", ".", " "])
    return joiner.join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_phrases = _Family("passphrase", _PHRASES, _with(_phrase))

_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export PLANILLAS_DB_PASS='{pw}'",
    "spring.datasource.password={pw}",
    'password: "{pw}"\nhost: pg.yatamamore.lan',
    "[smtp]\nuser = avisos@castanaesperanza.example\npassword = {pw}",
    "define('DB_PASSWORD', '{pw}');",
    "pg.yatamamore.lan:5432:boletos:boletos:{pw}",
    'variable "db_password" {\n  default = "{pw}"\n}',
    "  MYSQL_ROOT_PASSWORD: {pw}",
    '<add key="SmtpPassword" value="{pw}" />',
    "ENV SCADA_ADMIN_PASSWORD={pw}",
    '"password": "{pw}",',
    'REDIS_PASSWORD="{pw}"',
    "smtp_password,{pw}",
    "requirepass {pw}",
    "bindpw {pw}",
    "auth_pass={pw}",
    "ansible_become_pass: !unsafe '{pw}'",
    "[client]\nuser=reportes\npassword={pw}",
]
_configs = _Family("config_password", _CONFIGS, _with(_plain_pw))

_CHATS = [
    "Ana Lucía: cuál es la contraseña del compu de la balanza?\nRosendo: {pw}",
    "password for the boat GPS?\n{pw}",
    "[09:14] Wouter: mdp du PC?\n[09:15] Maëlle: {pw}",
    "qual é a senha do notebook?\nRaimundo: {pw}",
    "Lifen: 电脑密码多少？\nJianguo: {pw}",
    "Tito: clave del sistema?\nGladys: {pw} pue",
    "Q: what's the SCADA admin password now?\nA: {pw}",
    "wifi de la lancha? -> {pw}",
    "Edson: me pasás la contraseña del correo?\nYeni: ya, {pw}",
    "Contraseña:\n{pw}",
]
_chats = _Family("chat_password", _CHATS, _with(_pw))


def _spaced_token(g: random.Random) -> str:
    raw = g.choice([_j("ghp_", (ALNUM, 36)), _j("glpat-", (URLSAFE, 20)), _j((ALNUM, 24))])(g)
    style = g.randrange(3)
    if style == 0:
        return " ".join(raw)
    if style == 1:
        return " - ".join(raw[i : i + 4] for i in range(0, len(raw), 4))
    return "·".join(raw)


_SPACED = [
    "el token, letra por letra: {pw}",
    "token (dictated on the radio): {pw}",
    "o token separado: {pw}",
    "令牌：{pw}",
    "le jeton, caractère par caractère : {pw}",
    "api token read out in groups: {pw}",
]
_spaced = _Family("spelled_token", _SPACED, _with(_spaced_token))

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60),
    (_logins, 26),
    (_spelled, 14),
    (_cli, 34),
    (_urls, 14),
    (_vendors, 50),
    (_bare, 8),
    (_hexes, 10),
    (_jwts, 8),
    (_pems, 7),
    (_seeds, 12),
    (_cards, 12),
    (_cvvs, 7),
    (_ibans, 12),
    (_national, 20),
    (_backups, 7),
    (_totp, 7),
    (_codes, 9),
    (_wifi, 16),
    (_locks, 14),
    (_phrases, 8),
    (_configs, 19),
    (_chats, 10),
    (_spaced, 6),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the payroll PC password is": "{s}",
    "contraseña del compu de la balanza:": "{s} (la cambió el Jhonny)",
    "la clave es": "{s} pue",
    "a senha da loja é": "{s}",
    "工地电脑密码：": "{s}",
    "mima shi": "{s}",
    "le mdp du PC c'est": "{s}\nà tantôt",
    "Ya' ojñi' contraseña": "{s}",
    "SCADA admin password": "{s}\nrotate after the harvest",
    "password for the river-boat router ->": "{s}",
}
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "CastañaTrack API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (yata-ci)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla de la billetera", "{s}", _english_seed),
    (
        "split_card",
        "número de tarjeta",
        "{s} vence 08/31",
        lambda g: v.grouped(_card(g, "visa"), " ", g),
    ),
    ("split_iban", "IBAN de Maëlle", "{s}", lambda g: v.iban_spaced(_iban(g, "BE"))),
    ("split_id", "CPF", "{s}", _cpf),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_wifi", "wifi Planta Orthon 2.4, clave", "{s}", _plain_pw),
    ("split_pin", "código del candado", "{s}", _pin),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"scada": {"url": "https://scada.yatamamore.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"conta": {"usuario": "raimundo", "senha": "{s}"}}': ("meta_password", _plain_pw),
    '{"boats": [{"name": "Esperanza III"}, {"name": "Orthon II", "router_pass": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["mysql", "-u", "planillas", "--password", "{s}", "nomina"]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"note": "工地电脑密码是 {s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "entrá al sistema de boletos con la contraseña {s}"}': (
        "meta_password",
        _plain_pw,
    ),
    '{"castanatrack": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"slackToken": "{s}"}': ("meta_token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"stripe_secret": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "05/31"}}': (
        "meta_card",
        lambda g: v.grouped(_card(g, "elo"), " ", g),
    ),
    '{"fornecedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BR")),
    '{"cliente": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"mfa": {"backup_codes": ["{s}", "4471-0938", "8802-1175"]}}': (
        "meta_otp",
        lambda g: v.backup_codes(g, 1, 1)[0],
    ),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"sensor": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"deposito": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "NAVIERA-CACHUELA", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.7.4-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sortex-camera-fw-5.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"boletos: add Guayaramerin route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"planillas: revert overtime rule", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"lotes_2033-04-12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"exportaciones-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the SCADA password before the dryer service visit on 2033-05-14.",
    "Roxana asked for the boat wifi password; it's on the card taped inside the wheelhouse.",
    "Policy: plant passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords in the union WhatsApp group; send a vault link instead.",
    "The `.env.example` line `CASTANATRACK_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_MOTORUTA_KEY> in the README with the key from the MotoRuta dashboard.",
    "Oye chango, no le pasés la contraseña a nadie, ni al cuñao, ya?",
    "la clave del wifi está en el cuaderno de la oficina, preguntale a la Gladys pue",
    "mano, não manda senha por aqui não, liga pra mim",
    "a senha do cartão nunca se passa por telefone, blz?",
    "密码别发群里，当面告诉你。",
    "bie ba mima fa dao weixin qun li",
    "Le mot de passe doit faire au moins douze caractères, une fois.",
    "Je t'envoie le code du cadenas par SMS à tantôt, pas ici.",
    "Mo' pasés contraseña ja' — Ernesto.",
    "La castaña grado Large sale a 2,15 USD la libra FOB Riberalta.",
    f"commit {_COMMIT} adds the Guayaramerín route to the ticket system.",
    f"Rolled back to {_SHORT} after the overtime rule broke the payroll.",
    f"requirements.txt: pymodbus==3.7.4 --hash=sha256:{_WHEEL_SUM}",
    f"The Sortex camera firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of exportaciones-2032.parquet: {_SHA512}",
    f"MD5 of lotes_2033-04-12.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f6a2c91-7d4e-4b1a-9e05-c82d17f4a6b3 is the slow one in the boletos logs.",
    "Pedido PO-2033-00127: 400 cajas de castaña para Hamburgo, salen el jueves.",
    "Ticket YM-2207: the sorting line 2 camera keeps losing focus after noon.",
    "Llamá a la oficina de Riberalta al +591 3 852 2417 antes de las 12.",
    "Contêiner MSCU 7713024 com castanha sai de Guajará-Mirim na segunda.",
    "Guía de remisión 001-004417 cubre 18 bolsas de castaña con cáscara.",
    "El barco Esperanza III sale del puerto de Riberalta a las 06:30 hacia Cachuela.",
    "NCM 0801.22 é castanha-do-pará sem casca; 0801.21 é com casca.",
    "Drying room 2 is at 38.5 °C and 12 % relative humidity.",
    "After five wrong passwords the SCADA locks the account for 15 minutes.",
    "The plant is at -10.9983, -66.0712; the port is two kilometres downstream.",
    "Ask Tito for the warehouse padlock code, I don't have it.",
    "My card ending 4417 was declined at the Guayaramerín hardware store.",
    "The buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the plant's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MOTORUTA_API_KEY` in the secrets store, never in the repository.",
    "MotoRuta moved the API key page under Settings › Developers in its March release.",
    "The guest wifi 'Planta-Invitados' is open, no password needed.",
    "Lote L-2033-RIB-0412, 20 kg, humedad 6,8 %; aflatoxina por debajo del límite.",
    "Upgraded the dispatch app from 2.14.3 to 2.15.0 and Android WebView to 124.0.6367.",
    "路段K37+450到K39+120的沥青摊铺周三完成。",
    "工期延到 2033年6月30日，合同编号 HT-2033-0219。",
    "La tournée de vaccination commence lundi à 7h30, septante enfants inscrits.",
    "Le frigo à vaccins affiche 4,6 °C, tout va bien.",
    "Tarifa de mototaxi: 5 Bs en el centro, 8 Bs hasta el aeropuerto.",
    "Placa de la moto 2317-KXD, el chofer es del sindicato Rueda Libre.",
    "O preço da castanha subiu para R$ 160 a lata em Guajará.",
    "Horario del barco: lunes, miércoles y viernes; pasaje 120 Bs.",
    "The PIN pad at the ticket office is broken; cash only until Friday.",
    "El código postal no se usa en Riberalta, poné solo la zona.",
    "SKU CAST-LRG-20KG and CAST-MDG-20KG are out of stock.",
    "Tracking number 1Z 999 AA1 01 2345 6784 for the dryer spare part.",
    "Your one-time code will arrive by SMS; it expires in 5 minutes.",
    "验证码收不到的话，换个手机号试试。",
    "Le code PIN de la carte est envoyé séparément par la poste.",
    "Invoice total: 18.450,00 Bs, due 2033-06-15.",
    "Card number: **** **** **** 4417 (masked in the receipt).",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/planta/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.7.4"}}',
    '{"ticket": "YM-2207", "purchase_order": "PO-2033-00127"}',
    '{"lote": {"id": "L-2033-RIB-0412", "peso_kg": 20, "humedad_pct": 6.8}}',
    '{"telefono": "+591 3 852 2417", "ciudad": "Riberalta"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cajas_en_stock": 1312}',
    '{"ncm": "0801.22", "origem": "BO", "descricao": "castanha-do-pará sem casca"}',
    '{"barco": "Esperanza III", "salida": "2033-05-02T06:30", "pasajeros": 48}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
