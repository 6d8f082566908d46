# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventy-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventy-third's
docstring, the fifth to three-hundred-and-seventy-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (374, 375, 377), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (376_218_443), password words (an
Amazonian fruit, a San Martín town, a number and a sign, `CocoNaLamas58!`-like; a bird, a fruit
and a year dot-joined, `paucar.aguaje.2019`; leet `C4c40`, `M0y0b4mb4`; a name, a year, a sign
and a town; a generator's dashed groups of four; `Cosecha2031Cacao!`; random runs).

The fictional company is Selva Cumbaza Cacao y Café S.A.C. (`selvacumbaza.lan`,
`selvacumbaza.example`), a cacao, coffee and sacha inchi buyer with its office in Tarapoto, a
drying shed in Moyobamba, a collection centre in Juanjuí and a cooperative partner in Lamas; its
staff (Rossmery, Jhonatan who runs IT, Kelly, Wilder, Yessenia, Segundo, Deysi, Edinson,
Milagros, Cleider), Kichwa growers of Lamas (Rosa Sangama, Lucho Tuanama), Awajún growers of Alto
Mayo (Nantu Yampis, Daekat), Acre traders from Rio Branco, Brasiléia and Assis Brasil (Chico do
Nascimento, Raimunda), a Shanghai cacao buyer (Chen Lixin 陈立新, Meihua) and relatives abroad
(Kelly's sister in Milan, a cousin in Paterson, a cousin in Quito). Every company, person,
address, domain, account and number is invented; only the region is real. Texts: chats (Weixin,
texted Spanish and Portuguese), tickets, notes, runbooks, shell prompts, config and env files,
voice-note transcripts and requests to the assistant; separators: a colon, `=`, `→`, `->`, `/`,
`|`, `es`, `é`, `kan`, `ainawai`, `是`, `shi`, `quedó en`, `ficou`, a new line, a value said first
and named after it, and none.

Grep counts (heldouts 5 to 373 naming each, grep -l): none for Moyobamba, Lamas, Juanjuí,
Huallaga, Cumbaza, Weixin, `yuyay`, `causha`, Banco da Amazônia, HuallagaSMS, SelvaTrack, Mayo
Pay, chntpw; one for Tarapoto, San Martín, Awajún, Acre, Rio Branco, `kunturi`, `rdesktop -p`;
two for PagoEfectivo; three to six for Sicredi, Plin, Olva, Izipay, Culqi, Niubiz, Kichwa,
ncftpget, Alibaba Cloud, `chacra`; more for the shells they sit in (Yape 9, Mercado Pago 10,
`MYSQL_PWD` 10, mariadb-dump 10, `wget --password` 11, mosquitto 13, mysqldump 27, cn.ric 26, and
the common ones: psql 89, lftp 127). The IBAN countries (Brazil, Qatar, the British Virgin
Islands, Iraq, Libya, East Timor) were each found in 33 to 37 earlier corpora by a rough count of
their quoted codes; no country was much rarer by that count.

About half of the secret samples are not in English: Amazonian Peruvian Spanish as texted (`oe`,
`pe`, `ñañito`, `causa`, `pucha`, `x fa`, `nomás`, `la contra del wifi`, `quedó en`), the Kichwa
of Lamas (`ñukapa clave kan …`, `pakalla shimi`, `ama pimanpas willankichu`, `musuk`), the Awajún
of Alto Mayo (`mina clave ainawai …`, `yamaikia`, `atsa ujaktajum`), the Portuguese of Acre
traders (`a senha … é`, `maninho`, `te mandei no zap`, `anota aí`, `égua`, `rapaz`) and the
Mandarin of the cacao buyer in characters and pinyin (`密码是`, `mima shi`, `助记词`, `验证码`).
Spanish, Portuguese and Mandarin are ordinary usage; the author's guesses, checked by no speaker,
are every Kichwa and Awajún sentence (the Awajún words are placeholders around Spanish labels and
their meanings are not known to the author) and the pinyin texting flavour.

Vendors: invented ones (Mayo Pay `myp_live_`, HuallagaSMS `hsms-`, Cumbaza Cloud `cbz.`,
SelvaTrack `svt_sk_`; shapes guessed), regional ones with guessed shapes (Culqi, Niubiz, Izipay,
Mercado Pago, PagoEfectivo, Olva Courier, Banco da Amazônia, Weixin Pay) and published shapes
(GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid,
Twilio, Telegram, Mailchimp, Shopify, DigitalOcean, Grafana, Vault, Sentry, Supabase, Tailscale,
Groq, Replicate, NVIDIA, Brevo, Mailgun, Doppler, Docker Hub, Linear, Postman, Figma, Alibaba and
Tencent key ids, Flutterwave, PyPI); the JWTs are well-formed.

Ids: Peru's DNI with its check digit and RUC (`pe.cui`, `pe.ruc`), Brazil's CPF and CNPJ
(`br.cpf`, `br.cnpj`), Colombia's NIT (`co.nit`), Ecuador's cédula (`ec.ci`) and China's resident
id (`cn.ric`), each drawn until its python-stdnum module validates it. Card numbers (Visa,
Mastercard, Amex, Elo, UnionPay and JCB prefixes) pass Luhn; IBANs pass `stdnum.iban`; seed
phrases come from `mnemonic`'s English, Spanish, Portuguese and Simplified Chinese lists.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
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
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.cn import ric as cn_ric
from stdnum.co import nit as co_nit
from stdnum.ec import ci as ec_ci
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 376_218_443
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            out.append(Sample(self.cls, template.format_map(fields), fields[self.key]))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_FRUITS = ["Cacao", "Sachainchi", "Camucamu", "Aguaje", "Cocona", "Ungurahui", "Pijuayo",
           "Copoazu", "Macambo", "Shica", "Huasai", "Taperiba", "Chope", "Uvilla"]  # fmt: skip
_BIRDS = ["Paucar", "Shansho", "Tuqui", "Manacaraco", "Guacamayo", "Picaflor", "Paujil",
          "Tucan", "Gallito", "Huancahui"]  # fmt: skip
_TOWNS = ["Tarapoto", "Moyobamba", "Lamas", "Juanjui", "Bellavista", "Saposoa", "Picota",
          "Rioja", "NuevaCajamarca", "Sauce", "Tabalosos", "Chazuta", "Cumbaza"]  # fmt: skip
_NAMES = ["Rossmery", "Jhonatan", "Kelly", "Wilder", "Yessenia", "Segundo", "Tuanama",
          "Sangama", "Nantu", "Yampis", "Raimunda", "Chico", "Lixin", "Meihua", "Edinson",
          "Milagros", "Deysi", "Cleider"]  # fmt: skip
_SIGNS = "!#$%&*?@+="
_LEET = ["C4c40", "S4ch41nch1", "P4uc4r", "Hu4ll4g4", "M0y0b4mb4", "J4nch1", "T4r4p0t0"]


def _manager(g: random.Random) -> str:
    """Four random groups of four, letters and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FRUITS)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SIGNS)}",
    lambda g: f"{g.choice(_BIRDS)}.{g.choice(_FRUITS).lower()}.{g.randrange(1990, 2031)}",
    lambda g: g.choice(_LEET) + str(g.randrange(100, 1000)) + g.choice(_SIGNS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1970, 2012)}{g.choice(_SIGNS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "#$%!", 16),
    _manager,
    lambda g: f"Cosecha{g.randrange(2020, 2035)}{g.choice(_FRUITS)}{g.choice(_SIGNS)}",
    lambda g: f"{g.choice(_TOWNS).lower()}_{g.choice(_BIRDS).lower()}_{g.randrange(10, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SIGNS),
    lambda g: _r(g, ALNUM, 13),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Weixin from Chen Lixin (cacao buyer): the Shanghai warehouse portal password is {pw}",
    "Ticket SCC-1182: the Tarapoto fermentation-room PLC web password is {pw}, please rotate",
    "note to self: the Moyobamba drying-shed tablet password {pw}",
    "Runbook, Juanjuí acopio\n1. power the scale PC\n2. log in as acopio\n3. password {pw}",
    "hey assistant, keep my Caja Huallaga-ish bank app password for me: {pw}",
    "voice note (Segundo, Juanjuí): the router password is {pw} full stop",
    "Kelly's sister in Milan asked for the family Netflix password: {pw}",
    "Remember: the Lamas cooperative laptop password became {pw} after the reinstall",
    "oe Jhonatan, la clave del servidor de Tarapoto es {pw}, no la pases a nadie pe",
    "ñañito, la contra de la compu del acopio ya es {pw}",
    "pucha me olvidé, mi clave del correo es {pw} anótalo nomás",
    "Rossmery: la nueva contraseña del sistema de planillas quedó en {pw}",
    "x fa guarda mi clave del banco: {pw}",
    "la clave del drone de fumigación en Bellavista -> {pw}",
    "ya pe causa, la contraseña de la cámara del almacén es {pw}",
    "audio de Wilder: contraseña del router de Moyobamba... {pw}... eso nomás",
    "la clave de la balanza de Juanjuí es {pw}, bacán que ya funciona",
    "Deysi: mi contraseña de la app del banco es {pw}, mi mamá la necesita",
    "oye shipibo no, la clave del wasap web de la oficina: {pw}",
    "la contraseña del facturador SUNAT de la empresa quedó como {pw}",
    "ñukapa clave kan {pw}, ama pimanpas willankichu",
    "Rosa Sangama: wasipi computadorapa contraseña kan {pw}",
    "Lucho Tuanama: kunan musuk clave {pw} kan, Lamaspi",
    "ñukapa correopa pakalla shimi: {pw}",
    "Tuanama yachachin: routerpa clave → {pw}",
    "mina clave ainawai {pw}, atsa ujaktajum",
    "Nantu Yampis: computadora clavenum {pw} ainawai",
    "Yampis: wifi clave Alto Mayo numpa {pw}",
    "Daekat: mina contraseña yamaikia {pw}",
    "a senha do computador da balança lá em Assis Brasil é {pw}, rapaz",
    "maninho, te mandei no zap: a senha nova do sistema é {pw}",
    "Raimunda: anota aí a senha do banco, {pw}",
    "égua, esqueci de novo... a senha do e-mail ficou {pw}",
    "Chico do Nascimento: senha do roteador do depósito em Brasiléia → {pw}",
    "áudio do Chico: a senha da câmera é {pw}, tá?",
    "我的仓库系统密码是 {pw}，别告诉别人",
    "陈立新：新服务器的密码：{pw}",
    "wo de youxiang mima shi {pw}, bie gaosu bieren",
    "Lixin: weixin mima gaile, xin de shi {pw}",
    "塔拉波托办公室路由器密码是 {pw}",
    "mima: {pw} (Meihua de diannao)",
    "Ticket SCC-1240 (Moyobamba): Hikvision NVR admin password {pw} leaked in the group",
    "Incident: the Tarapoto cold room controller was exposed with password {pw}",
    "Kelly's cousin in Paterson: the Chase app password is {pw}, don't judge",
    "dictated by Edinson: the Starlink app password is {pw}",
    "my SUNAT Clave SOL is {pw}, remember it please",
    "Milagros' password for the payroll portal: {pw}",
    "La contraseña del Wi-Fi no, la del Zoho de la empresa: {pw}",
    "Cleider: contraseña del panel solar de Chazuta es {pw}",
    "oe, la clave de la laptop de la gerencia quedó {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rossmery.p", "jhonatan", "kelly.r", "wilder", "yessenia", "segundo.j", "rosa.sangama",
          "lucho.t", "nantu", "yampis", "raimunda", "chico.n", "lixin", "meihua", "edinson",
          "milagros", "deysi", "cleider"]  # fmt: skip
_LOGINS = [
    "usuario: {u} / clave: {pw}",
    "login del ERP de Tarapoto: {u} / {pw}",
    "usuario {u}, contraseña {pw} (Moyobamba)",
    "creds for the Juanjuí scale PC are {u} and {pw}",
    "sign in as {u} with {pw} on the cacao lots portal",
    "{u}@selvacumbaza.example:{pw}",
    "user={u} pass={pw}",
    "usuário {u} senha {pw} (sistema do depósito)",
    "login: {u} / {pw}",
    "用户名 {u} 密码 {pw}",
    "yonghuming {u} mima {pw}",
    "Lamas: usuario {u}, clave kan {pw}",
    "entra como {u} con la clave {pw} pe",
    "| {u} | {pw} | acopio Juanjuí |",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_plain_pw, u=_USERS), "pw")


_WORDS = ["paucar", "shansho", "cocona", "aguaje", "macambo", "huallaga", "cumbaza", "tuqui",
          "ungurahui", "pijuayo", "juane", "tacacho", "inchicapi", "cecina"]  # fmt: skip
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "la clave es la palabra {w} y luego el número {d}",
    "a senha é a palavra {w} e depois {d}",
    "密码是单词 {w} 后面加 {d}",
    "type {w}{d}, that's the router password",
    "{w}{d} — esa es la clave del wifi del almacén",
    "es el nombre de nuestro perro, {w}, seguido de {d}",
    "the name of the farm dog, {w}, then {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_WORDS)
    if index % 2:
        word = word.capitalize()
    digits = str(rng.randrange(100, 10_000))
    return {"w": word, "d": digits, "s": word + digits if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "s")


_CLI = [
    "sshpass -p '{pw}' ssh acopio@10.20.4.11",
    "mysql -u erp -p{pw} -h db.selvacumbaza.lan cacao",
    "curl -u jhonatan:{pw} https://lots.selvacumbaza.lan/api/v1/lotes",
    "redis-cli -h 10.20.0.5 -a {pw} INFO",
    "docker login -u selvacumbaza -p {pw} registry.selvacumbaza.lan",
    "ipmitool -I lanplus -H 10.20.9.2 -U admin -P {pw} chassis status",
    "7z a -p{pw} planillas_2031.7z planillas/",
    "zip -P {pw} lotes.zip lotes.csv",
    "openssl enc -aes-256-cbc -in backup.tar -out backup.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c contratos.tar",
    "xfreerdp /v:10.20.1.7 /u:contador /p:{pw}",
    "mosquitto_pub -h broker.selvacumbaza.lan -u sensores -P {pw} -t secadero/temp -m 41",
    "ldapsearch -x -D cn=admin,dc=selvacumbaza,dc=lan -w {pw} -b dc=selvacumbaza,dc=lan",
    "sqlcmd -S 10.20.3.3 -U sa -P {pw} -Q 'SELECT 1'",
    "htpasswd -b /etc/nginx/.htpasswd acopio {pw}",
    "smbclient //nas/planillas -U rossmery%{pw}",
    "lftp -u kelly,{pw} sftp://files.selvacumbaza.lan",
    "keytool -importcert -keystore sunat.jks -storepass {pw} -file sunat.cer",
    "wget --user=deysi --password={pw} https://files.selvacumbaza.lan/reportes.xlsx",
    "ncftpget -u edinson -p {pw} ftp.selvacumbaza.lan . /out/lotes.csv",
    "rdesktop -u contador -p {pw} 10.20.1.8",
    "echo '{pw}' | sudo -S systemctl restart secadero",
    "mariadb-dump -u backup --password={pw} erp > erp.sql",
    "plink -ssh -pw {pw} acopio@10.20.4.12",
    "cqlsh 10.20.5.5 -u cassandra -p {pw}",
    "rabbitmqctl add_user sensores {pw}",
    "PGPASSWORD={pw} psql -h 10.20.3.4 -U erp cacao",
    "chntpw-style reset done; new local admin password set with net user admin {pw}",
]  # fmt: skip
_SHELLS = [
    "jhonatan@srv-tarapoto:~$ {c}",
    "[root@acopio-juanjui ~]# {c}",
    "PS C:\\Users\\contador> {c}",
    "oe, corre esto: {c}",
    "roda isso aí: {c}",
    "{c}",
    "ayúdame a entender este comando: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    base = _Family("cli_password", _CLI, _with(_plain_pw), "pw").take(rng, n)
    return v.framed(rng, base, _SHELLS)


_URLS = [
    "postgres://erp:{pw}@db.selvacumbaza.lan:5432/cacao",
    "mysql://acopio:{pw}@10.20.3.3:3306/lotes",
    "mongodb+srv://sensores:{pw}@cluster0.selvacumbaza.example/secadero",
    "DATABASE_URL=postgresql://planillas:{pw}@10.20.3.4/planillas",
    "amqp://sensores:{pw}@broker.selvacumbaza.lan:5672/",
    "redis://:{pw}@cache.selvacumbaza.lan:6379/0",
    "Server=10.20.3.3;Database=Contable;User Id=sa;Password={pw};",
    "ftp://kelly:{pw}@files.selvacumbaza.lan/lotes/",
    "smtp://avisos@selvacumbaza.example:{pw}@mail.selvacumbaza.example:587",
    "la cadena de conexión es postgres://reportes:{pw}@10.20.3.4/bi",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw), "pw")


def _b64url(data: dict[str, Any]) -> str:
    return v.b64url(data)


def _jwt(rng: random.Random) -> str:
    header = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    claims = {"sub": rng.choice(_USERS), "iss": "https://auth.selvacumbaza.example",
              "iat": 1_900_000_000 + rng.randrange(10**6)}  # fmt: skip
    return f"{_b64url(header)}.{_b64url(claims)}.{_r(rng, URLSAFE, 43)}"


# (template, maker): known vendors' published shapes, regional and invented ones
_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN=\"{t}\"", _j("ghp_", (ALNUM, 36))),
    ("oe el token de GitLab del repo de lotes: {t}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot token for #acopio: {t}", _j("xoxb-", (D, 12), "-", (D, 12), "-", (ALNUM, 24))),
    ("Stripe live key (tienda online): {t}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("la key de Anthropic del bot de tickets es {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("Google Maps key das rotas do Acre: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN: {t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID {t} for the SMS alerts", _j("SK", (HEX, 32))),
    ("bot de Telegram de alertas: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Mailchimp key del boletín: {t}", _j((HEX, 32), "-us21")),
    ("Shopify admin token 可可商店: {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("Grafana service account token: {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("Sentry auth token do painel: {t}", _j("sntrys_", (ALNUM, 60))),
    ("Supabase access token → {t}", _j("sbp_", (HEX, 40))),
    ("tailscale up --authkey {t}", _j("tskey-auth-", (ALNUM, 11), "CNTRL-", (ALNUM, 33))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("Replicate token: {t}", _j("r8_", (ALNUM, 37))),
    ("NVIDIA_API_KEY=\"{t}\"", _j("nvapi-", (URLSAFE, 64))),
    ("Brevo SMTP key: {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("Mailgun key {t}", _j("key-", (HEX, 32))),
    ("Doppler service token: {t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("Docker Hub PAT → {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Linear API key for the IT board: {t}", _j("lin_api_", (ALNUM, 40))),
    ("Postman key: {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Figma token de la diseñadora: {t}", _j("figd_", (URLSAFE, 40))),
    ("Alibaba Cloud AccessKey ID (上海仓库): {t}", _j("LTAI", (ALNUM, 20))),
    ("腾讯云 SecretId: {t}", _j("AKID", (ALNUM, 32))),
    ("Flutterwave secret: {t}", _j("FLWSECK-", (HEX, 32), "-X")),
    ("Culqi llave secreta: {t}", _j("sk_live_", (ALNUM, 16))),
    ("Niubiz API key: {t}", _j((HEX, 32))),
    ("Izipay password de la API REST: {t}", _j("prodpassword_", (ALNUM, 40))),
    ("Mercado Pago access token (Acre): {t}",
     _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ("PagoEfectivo secret key: {t}", _j((ALNUM, 40))),
    ("API key de Olva Courier para guías: {t}", lambda g: v.uuid4(g, "8")),
    ("Mayo Pay secret key: {t}", _j("myp_live_", (ALNUM, 32))),
    ("HuallagaSMS api key → {t}", _j("hsms-", (LOWER_DIGITS, 40))),
    ("Cumbaza Cloud token: {t}", _j("cbz.", (URLSAFE, 48))),
    ("SelvaTrack API-Schlüssel? no, la API key: {t}", _j("svt_sk_", (ALNUM, 36))),
    ("Integraciones › SelvaTrack: {t}", _j("svt_sk_", (ALNUM, 36))),
    ("clave API de Banco da Amazônia sandbox: {t}", _j((HEX, 48))),
    ("Weixin Pay APIv3 key (Lixin): {t}", _j((ALNUM, 32))),
    ("the Starlink router API token is {t}", _j((HEX, 40))),
    ("PyPI upload token: {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        value = make(rng)
        out.append(Sample("vendor_token", template.replace("{t}", value), value))
    return out


_HEX_PLACES = ["SECRET_KEY_BASE={h}", "la llave del secadero (hex): {h}",
               "master key for the lots API: {h}", "encryption_key: {h}",
               "密钥：{h}", "chave de assinatura do webhook: {h}"]  # fmt: skip
_hexes = _Family("hex_key", _HEX_PLACES, lambda g, i, t: {"h": _r(g, HEX, g.choice([32, 64]))}, "h")

_JWT_PLACES = ["Authorization token del portal: {t}", "id_token={t}",
               "el JWT que me dio el login: {t}",
               "cookie session={t}", "o token JWT do sistema: {t}", "令牌 {t}"]  # fmt: skip
_jwts = _Family("jwt", _JWT_PLACES, lambda g, i, t: {"t": _jwt(g)}, "t")

_PEM_KINDS = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]
_PEM_PLACES = ["guarda esta llave del servidor:\n{k}", "deploy key for srv-tarapoto:\n{k}",
               "{k}", "a chave do servidor de Rio Branco:\n{k}", "服务器私钥：\n{k}"]  # fmt: skip


def _pem(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = rng.choice(_PEM_KINDS)
    body = "\n".join(_r(rng, B64, 64) for _ in range(rng.randrange(4, 9)))
    return {"k": f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"}


_pems = _Family("pem_private_key", _PEM_PLACES, _pem, "k")

_MNEMO = {lang: Mnemonic(lang) for lang in
          ["english", "spanish", "portuguese", "chinese_simplified"]}  # fmt: skip
_SEED_PLACES = {
    "frase semilla de la billetera de la cooperativa: {p}": "spanish",
    "mis 12 palabras, guárdalas: {p}": "spanish",
    "frase de recuperação da carteira do Chico: {p}": "portuguese",
    "as palavras da carteira: {p}": "portuguese",
    "助记词：{p}": "chinese_simplified",
    "钱包恢复词 {p}": "chinese_simplified",
    "recovery phrase for the USDT wallet: {p}": "english",
    "seed words (Kelly's sister): {p}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    entropy = bytes(rng.randrange(256) for _ in range(rng.choice([16, 32])))
    return {"p": str(_MNEMO[lang].to_mnemonic(entropy))}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, prefixes: list[str], length: int) -> str:
    body = rng.choice(prefixes)
    body += _r(rng, D, length - len(body) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_KINDS = [(["4"], 16), (["51", "53", "55", "2221"], 16), (["37", "34"], 15),
               (["636368", "6362"], 16), (["62"], 16), (["3528"], 16)]  # fmt: skip
_CARD_PLACES = ["mi tarjeta del BCP: {c}", "número de la tarjeta: {c} vence 08/33",
                "cartão do Chico: {c}", "银行卡号 {c}", "card on file for Starlink: {c}",
                "págale con esta tarjeta {c}"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    prefixes, length = rng.choice(_CARD_KINDS)
    number = _card(rng, prefixes, length)
    return {"c": v.grouped(number, rng.choice([" ", "-", ""]), rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = ["tarjeta {c}, código de seguridad {cvv}", "cartão {c} CVV {cvv}",
               "card {c}, the three digits on the back are {cvv}",
               "卡号 {c} 安全码 {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(_card(rng, ["4"], 16), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")

_IBAN_SHAPES = {"BR": "n" * 23 + "ac", "QA": "aaaa" + "c" * 21, "VG": "aaaa" + "n" * 16,
                "IQ": "aaaa" + "n" * 15, "LY": "n" * 21, "TL": "n" * 19}  # fmt: skip
_IBAN_PLACES = ["IBAN de la cuenta del comprador: {i}", "IBAN do Chico para o pagamento: {i}",
                "pay the cacao deposit to {i}", "国际银行账号 {i}",
                "transfiere a este IBAN nomás: {i}",
                "IBAN: {i} (the relatives' account)"]  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_IBAN_SHAPES)[index % len(_IBAN_SHAPES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cui(g: random.Random) -> str:
    return v.until(g, _j((D, 8), "-", (D, 1)), pe_cui.is_valid)


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _cpf(g: random.Random) -> str:
    return v.until(g, v.cpf_number, br_cpf.is_valid)


def _cnpj(g: random.Random) -> str:
    number = v.until(g, _j((D, 14)), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


def _nit(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), co_nit.is_valid)


def _ec_ci(g: random.Random) -> str:
    return v.until(g, lambda h: f"{h.randrange(1, 25):02d}" + _r(h, "012345", 1) + _r(h, D, 7),
                   ec_ci.is_valid)  # fmt: skip


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"310101{h.randrange(1960, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "mi DNI es {s}, para el trámite del banco": _cui,
    "DNI de Segundo (con dígito): {s}": _cui,
    "RUC de la empresa: {s}": _ruc,
    "el RUC del proveedor de Lamas es {s}": _ruc,
    "CPF do Chico: {s}": _cpf,
    "meu CPF é {s}": _cpf,
    "CNPJ da Raimunda Comércio: {s}": _cnpj,
    "NIT del exportador colombiano: {s}": _nit,
    "cédula de la prima en Quito: {s}": _ec_ci,
    "居民身份证号码 {s}": _ric,
    "Lixin de shenfenzheng haoma: {s}": _ric,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _codes_list(rng: random.Random, n: int) -> str:
    style = rng.randrange(3)
    codes = v.backup_codes(rng, n, style)
    return rng.choice(["\n", ", ", " "]).join(codes)


_BACKUPS = ["códigos de respaldo de Google de la empresa:\n{codes}",
            "backup codes for the Starlink account: {codes}",
            "códigos de recuperação do Gmail do Chico:\n{codes}",
            "备用验证码：{codes}",
            "códigos de recuperación (Rossmery): {codes}"]  # fmt: skip
_backups = _Family("backup_codes", _BACKUPS, lambda g, i, t: {"codes": _codes_list(g, 6)}, "codes")

_TOTP = ["clave 2FA del correo (setup key): {s}", "TOTP secret do painel: {s}",
         "otpauth://totp/SelvaCumbaza:jhonatan?secret={s}&issuer=SelvaCumbaza",
         "两步验证密钥 {s}"]  # fmt: skip
_totp = _Family("otp_secret", _TOTP, lambda g, i, t: {"s": _r(g, BASE32, 32)}, "s")

_CODES = ["{c} es tu código de verificación de Yape", "Seu código de verificação: {c}",
          "【微信】验证码 {c}，5分钟内有效", "use {c} to sign in to the bank",
          "código de Plin: {c}, no lo compartas", "one-time code for SUNAT: {c}",
          "el código que me llegó por SMS es {c}, pásalo rápido"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["SelvaCumbaza-Acopio", "SC-Tarapoto-5G", "Secadero Moyobamba", "Casa Sangama Lamas",
          "Juanjui Oficina 2.4", "Deposito Brasileia", "ChinaNet-Lixin"]  # fmt: skip
_WIFI = ["wifi {s} clave {pw}", "Network: {s} / {pw}", "la contra del wifi {s} es {pw}",
         "WIFI:T:WPA;S:{s};P:{pw};;", "senha do wifi ({s}): {pw}", "{s} 的 WiFi 密码是 {pw}",
         "wifi kan {s}, clave {pw}", "WPA key for {s} → {pw}"]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: ";" not in value and len(value) >= 8)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL = ["te la dicto letra por letra: {sp}", "reading it out one at a time: {sp}",
          "soletrando a chave: {sp}", "一个一个字母念：{sp}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _r(rng, ALNUM, 24) if index % 2 else "ghp_" + _r(rng, ALNUM, 36)
    sep = rng.choice([" ", " - ", "·", " . "])
    return {"sp": sep.join(token), "t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_PINS = ["el PIN de mi tarjeta es {pw}", "código de la puerta del almacén: {pw}",
         "a senha do cartão é {pw}", "卡的密码是 {pw}", "door code at the Tarapoto office {pw}#",
         "PIN del celular de la oficina: {pw}", "candado del secadero: {pw}",
         "clave de la alarma de Juanjuí → {pw}"]  # fmt: skip
_pins = _Family("pin_code", _PINS, lambda g, i, t: {"pw": _r(g, D, g.choice([4, 6]))}, "pw")

_PHRASE_WORDS = ["cacao", "shansho", "cumbaza", "aguaje", "paucar", "cocona", "huallaga",
                 "tacacho", "juane", "cecina", "lamas", "macambo", "pijuayo"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "frase de paso del KeePass: {p}": "-",
            "frase-senha do cofre: {p}": " ", "passphrase = {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, URLSAFE, 40)}


_AUTH = ["Authorization: Basic {v}",
         "curl -H 'Authorization: Bearer {v}' https://lots.selvacumbaza.lan",
         "header de la API: Authorization: Bearer {v}",
         "Proxy-Authorization: Basic {v}"]  # fmt: skip
_auth = _Family("auth_header", _AUTH, _auth_draw, "v")

_CONFIGS = [
    "[database]\nhost = 10.20.3.4\nuser = erp\npassword = {pw}",
    "smtp:\n  host: mail.selvacumbaza.example\n  user: avisos\n  password: {pw}",
    "define('DB_PASSWORD', '{pw}');",
    "<add key=\"SunatPassword\" value=\"{pw}\" />",
    "spring.datasource.password={pw}",
    "\"password\": \"{pw}\",",
    "[mqtt]\nuser=sensores\npass={pw}",
    "ENV ADMIN_PASSWORD={pw}",
    "variable \"db_password\" {{ default = \"{pw}\" }}",
    "secadero.ini → clave={pw}",
    "contraseña = {pw}  # config del ERP",
    "senha: {pw}  # config do depósito",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_ENVS = [
    "# .env de producción\nDB_HOST=10.20.3.4\nDB_PASSWORD={pw}",
    "MAIL_PASSWORD={pw}",
    "export SUNAT_SOL_PASSWORD='{pw}'",
    "REDIS_PASSWORD={pw}\nREDIS_HOST=cache",
    "SECADERO_API_SECRET={pw}",
    "MYSQL_ROOT_PASSWORD={pw}",
    "CLAVE_BANCO={pw}",
    "SENHA_DEPOSITO={pw}",
]  # fmt: skip
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")

Taker = Callable[[random.Random, int], list[Sample]]

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 20), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16), (_spelled_tokens, 10),
    (_pins, 10), (_phrases, 8), (_auth, 6), (_configs, 16), (_envs, 16),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _spanish_seed(g: random.Random) -> str:
    return str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "la clave del servidor de Tarapoto es": "{s}", "contraseña del ERP:": "{s} (desde el lunes)",
    "a senha do depósito é": "{s}", "密码是": "{s}", "ñukapa clave kan": "{s}",
    "mina clave ainawai": "{s}", "the Juanjuí scale password is": "{s}\nchange it after harvest",
    "mima:": "{s}", "la contra del wifi del secadero": "{s}",
    "password Segundo read out on the call was": "{s}, I think",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "SelvaTrack API key", "{s}", _j("svt_sk_", (ALNUM, 36))),
    ("split_token", "token de GitHub:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla", "{s}", _spanish_seed),
    ("split_seed", "seed words", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 02/34",
     lambda g: v.grouped(_card(g, ["4"], 16), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BR"))),
    ("split_backup", "códigos de respaldo", "{s}\n4410-2381\n9902-1174",
     lambda g: v.backup_codes(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: _r(g, BASE32, 32)),
    ("split_id", "DNI:", "{s}", _cui),
    ("split_id", "RUC", "{s}", _ruc),
]  # fmt: skip


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
    '{"erp": {"url": "https://erp.selvacumbaza.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"密码": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "wilder", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "acopio@10.20.4.11"]}': ("meta_password", _plain_pw),
    '{"nota": "la clave del secadero es {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "the router password at Juanjuí is {s}"}': ("meta_password", _plain_pw),
    '{"selvatrack": {"api_key": "{s}"}}': ("meta_token", _j("svt_sk_", (ALNUM, 36))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"culqi": {"secret_key": "{s}"}}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"pago": {"tarjeta": "{s}", "vence": "07/35"}}': ("meta_card", lambda g: _card(g, ["5"], 16)),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"trabajador": {"dni": "{s}"}}': ("meta_id", _cui),
    '{"mfa": {"backup_codes": ["{s}", "55120938", "11873402"]}}':
        ("meta_otp", lambda g: _r(g, D, 8)),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: _r(g, BASE32, 32)),
    '{"almacen": {"codigo_puerta": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "SC-Tarapoto-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"lotes: add fermentation days column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"sunat: fix IGV rounding", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"registry.selvacumbaza.lan/lotes-api:2.4").hexdigest()
_MD5 = hashlib.md5(b"cata_2031-09-12.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Recuérdame cambiar la clave del router de Moyobamba antes de la auditoría del 2031-10-14.",
    "La contraseña debe tener al menos catorce caracteres, pe.",
    "No compartas tu clave por el grupo, usa el gestor de contraseñas.",
    "Kelly pidió la clave del wifi; está en la tarjeta del cajón del capataz.",
    "Nunca mande senha pelo zap, rapaz.",
    "A senha precisa ter pelo menos doze caracteres.",
    "不要把密码告诉任何人。",
    "密码至少要十二位。",
    "bie ba mima gaosu bieren.",
    "Ama pimanpas clavenkita willankichu.",
    "The password policy says 14 characters and a vault entry for each account.",
    "Replace <SELVATRACK_API_KEY> in the README with the key from your dashboard.",
    "SELVATRACK_API_KEY and CULQI_SECRET_KEY must be set before the nightly sync.",
    "The `.env.example` line `DB_PASSWORD=changeme` is a placeholder.",
    "Pedido PO-2031-00912: 120 sacos de cacao de Juanjuí, sale el jueves.",
    "Orden 48213 de Lamas: 35 kg de sacha inchi a S/ 18.50 el kilo.",
    "Factura electrónica F001-00004821 emitida el 2031-09-03.",
    "Guía de remisión T001-0009318 para el camión a Tarapoto.",
    "Llamar a la tienda de Moyobamba al 042 562 318 antes del mediodía.",
    "El número de la bodega de Tarapoto es +51 42 52 7719.",
    "O pedido 77120 do Chico chega em Rio Branco na terça.",
    "Lote CC-2031-118: fermentación 6 días, humedad 7.2 %.",
    "订单号 20310915-0042，可可豆 12 吨，下周发货。",
    "The cacao price is USD 8,420 per tonne on ICE today.",
    "Upgraded pymodbus from 3.8.5 to 3.8.6 on the dryer controller.",
    f"commit {_COMMIT} adds the fermentation days column.",
    f"Rolled back to {_SHORT} after the IGV rounding broke the invoices.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL}",
    f"The lots API image is registry.selvacumbaza.lan/lotes-api@sha256:{_IMAGE}.",
    f"MD5 of cata_2031-09-12.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9f1a72-8d4e-4b1a-9e02-5f7c6d8a1b30 is the slow one in the logs.",
    "Ticket SCC-1311: the Juanjuí scale prints the wrong date.",
    "The PIN pad at the Tarapoto shop is broken again.",
    "El token del día en la cola del banco fue el 47.",
    "El código postal de Tarapoto es 22201.",
    "Código de producto SCC-CAC-070 (cacao 70 %).",
    "Tracking code of the shipment to Shanghai: MSKU 4482913.",
    "The API version is v2 and the REST API lives at /api/v2/lots.",
    "Reunión a las 10:45 en Moyobamba; el bus sale a las 6:30.",
    "Temperatura del secadero: 41.5 °C a las 14:20.",
    "Password reset links expire after 30 minutes.",
    "Mi contraseña la cambio cada tres meses, como dice la política.",
    "Esqueci a senha de novo, vou pedir reset pro Jhonatan.",
    "The secret of good cacao is six days of fermentation.",
    "Secret Santa de la oficina es el 20 de diciembre.",
    "La palabra clave de la campaña es 'Cacao de Lamas'.",
    "Version 4.2.1 of the ERP ships with the new payroll screen.",
    "DNI y RUC se piden en el formulario, pero no se guardan en el chat.",
    "The IBAN field is required for foreign buyers.",
    "El precio del sacha inchi subió a S/ 21 el kilo en Juanjuí.",
    "RUC de prueba de la documentación: 20XXXXXXXXX (reemplazar).",
    "La tienda de Lamas abre de 8:00 a 18:00, teléfono 042 543 210.",
    "Yape me dice que la operación 00482913 fue exitosa.",
    "Token counts: prompt 812, completion 204.",
    "The JWT expires after 15 minutes; refresh tokens last a day.",
    "Wifi de invitados: pide la clave en recepción.",
    "Tuanama sirvió juane y tacacho en la reunión de Lamas.",
    "Nantu llegó de Alto Mayo con 40 kg de cacao nativo.",
    "陈立新下周来塔拉波托看可可园。",
    "Raimunda vai trazer castanha de Brasiléia na sexta.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"token_count": 812, "password_policy": "14 chars min", "secret_name": "erp-db"},
    {"pedido": "PO-2031-00912", "sacos": 120, "origen": "Juanjuí"},
    {"auth": {"method": "oauth", "provider": "google"}},
    {"creds": {"username": "acopio-bot", "host": "db.selvacumbaza.lan"}},
    {"commit": _COMMIT, "branch": "main"},
    {"factura": "F001-00004821", "monto": "S/ 4,820.00"},
    {"telefono_tienda": "+51 42 52 7719", "horario": "8:00-18:00"},
    {"lote": "CC-2031-118", "humedad": 7.2, "fermentacion_dias": 6},
    {"sha256": _WHEEL, "archivo": "pymodbus-3.8.6-py3-none-any.whl"},
    {"api_version": "v2", "request_id": "3c9f1a72-8d4e-4b1a-9e02-5f7c6d8a1b30"},
]
