# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing", up to
"Scrubbing figures"), the thirty-second held-out corpus as a format example and the four hundred
and sixty-first's docstring, the fifth to four hundred and sixty-first only through grep -l counts
(languages, wordings, tools, vendors, id kinds and IBAN countries already used), the sample types,
the value helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round
or concurrent corpora (462, 464, 465), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (463_497_527), password words (a
mangrove thing, a sign and two digits, `Fragata#58`; dot-joined estuary words with a year,
`garza.estero.canoa.2031`; leet `C0nch4N3gr4!27`; a person and a place, `Achang@Zarumilla1962`;
Portuguese surf words with a number, `prancha-quilha-44`; a Cantonese-Peruvian dish and a place,
`siumaiCancas512%`; random runs and generator groups).

The fictional companies are Manglares del Norte S.A.C. of Tumbes (an invented eco-tour, boat and
shrimp-pond outfit working the mangroves and islands of Puerto Pizarro), the Sal e Onda Escola de
Surf (an invented surf school at Punta Sal), the Bodega Chang Lau (an invented corner shop in
Tumbes) and Cambios Cedeño (an invented money changer in Huaquillas). Staff and neighbours: Yesenia
"Yese" Zapata (IT and bookings, tumbesino Spanish as texted), Don Washington Cedeño (an
Ecuadorian trader from Huaquillas), Rafaela "Rafa" Nogueira (the Brazilian surf-school owner),
Don Alberto "Achang" Chang Lau (a Chinese-Peruvian shopkeeper) and Dr Imogen Pratt (a British
mangrove researcher, English). Every company, person, address, domain (`manglaresnorte.lan`,
`pizarrotours.example`, `salsurf.example`, `bodegachanglau.example`, `cambioscedeno.example`),
account and number is invented; only the region is real. Texts: WhatsApp and Telegram chats, SMS,
GLPI and Zammad tickets, notes to self, runbooks, e-mails, shell history, env and config files,
URLs, voice-note transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`/`, a dash, `es`, `é`, `is`, a new line, a question then its answer, a value said first and
named after, a word spelled out with its number.

Grep counts (heldouts 5 to 461, grep -l): none for `Punta Sal`, `Sal e Onda`, `ManglarPay`,
`PizarroTrack`, `ConchaSMS`, `OndaBook`, `CambioYa`, `EsteroIoT`, `ChifaPOS`, `TumbesCargo`,
`cachaco`, `conchas negras`, `m goi`, `sik fan`, `唔該`, `kaifong`; one for `PayPhone`,
`paisano`, `MercadoPago`; two for `Tumbes`, `Puerto Pizarro`, `Huaquillas`, `Zorritos`, `churre`,
`chuta`, `langostino`, `Hotmart`; three to nine for `Máncora`, `chévere`, `manglar`, `chifa`,
`choche`, `mat ma`, `kitesurf`, `Taishan`, `ec.ci`, `ec.ruc`, `age1`, `NuGet`, `Typeform`,
`Datafast`; eleven to seventeen for `ñaño`, `pt.nif`, `pt.cc`, `Contentful`, `PlanetScale`,
`Heroku`, `HubSpot`, `Alibaba`, `Tencent`, `RubyGems`, `Grandstream`, `Dropbox`; twenty-eight to
forty-one for `br.cpf`, `cn.uscc`, `pe.ruc`, `pe.cui`, `br.cnpj`, `cn.ric`. IBAN country codes by a
rough count of their quoting (every country has some): CZ, LU, PT and MU among the least, BR among
the most (the surf school's bank), PK and SA in between.
Languages: about half English, config or shell; the rest in the coastal Spanish of Tumbes as
texted (`oe`, `choche`, `causa`, `pe`, `al toque`, `ya fue`, `contra`), the Ecuadorian Spanish of
a Huaquillas trader (`ñaño`, `chuta`, `mijo`, `de ley`, `pana`, `dame pasando`, `no sea malito`,
the usted of the coast), the Brazilian Portuguese of a surf-school owner (`galera`, `cara`,
`beleza`, `tipo`, `valeu`, `kkkk`, `a senha é`) and a Chinese-Peruvian shopkeeper's Spanish with
Cantonese words (`aiya`, `m goi`, `mat ma`/`密碼`, `lou baan`, `sik fan`, `paisano`, `ok la`,
`身份證`, `助記詞`). The Brazilian Portuguese and the Ecuadorian coast are close to what I know;
the tumbesino slang and above all the shopkeeper's Cantonese-laced Spanish are my guesses.
Vendors: the invented ManglarPay, PizarroTrack, ConchaSMS, OndaBook, CambioYa, EsteroIoT, ChifaPOS
and TumbesCargo under the words around their keys, plus the GitHub, GitLab, Slack, Stripe,
OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify,
DigitalOcean, Linear, Grafana, Postman, Doppler, Supabase, Groq, Replicate, PlanetScale, NuGet,
Typeform, Contentful, RubyGems, HubSpot, Alibaba Cloud, Tencent Cloud, Docker Hub, Brevo, age,
Mailgun, Databricks and Flutterwave shapes. Ids: Peru's DNI (its CUI with the check digit) and
RUC, Ecuador's cédula and RUC, Brazil's CPF and CNPJ, China's resident identity card number
(Taishan) and Portugal's NIF, each drawn until its `stdnum` module validates it. IBANs of Brazil,
Portugal, Mauritius, Czechia, Luxembourg, Pakistan and Saudi Arabia, checked with `stdnum.iban`;
seed phrases from `mnemonic`'s English, Spanish, Portuguese, Traditional and Simplified Chinese
lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Hipercard,
UnionPay, JCB, Discover and Diners prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.cn import ric as cn_ric
from stdnum.ec import ci as ec_ci
from stdnum.ec import ruc as ec_ruc
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc
from stdnum.pt import nif as pt_nif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 463_497_527
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


@dataclass(frozen=True)
class _Kind:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    already planted, or one a clean text happens to hold, is drawn again."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, used: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(200):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in used and not _in_clean(secret):
                    break
            used.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _in_clean(value: str) -> bool:
    return any(value in text for text in CLEAN) or any(
        value in json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA
    )


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


# Password words from the mangroves, the estuary and the kitchens of Tumbes.
_MANGLE = ["Mangle", "Conchanegra", "Cangrejo", "Fragata", "Garza", "Estero", "Zarapito",
           "Cocodrilo", "Majarisco", "Chilcano", "Ceviche", "Langostino", "Pelicano", "Mojarra",
           "Canoa", "Bufeo", "Algarrobo", "Ceibo", "Corvina", "Chinguirito"]  # fmt: skip
_ISLAS = ["Hueso", "Amor", "Pajaros", "Matapalo", "Zorritos", "Huaquillas", "Aguasverdes",
          "Corrales", "Pizarro", "Zarumilla", "Canoas", "PuntaSal", "Cancas", "Acapulco"]  # fmt: skip
_SURF = ["onda", "prancha", "parafina", "quilha", "leash", "tubo", "crista", "vaca", "drop",
         "rabeta", "maré", "swell"]  # fmt: skip
_CANTON = ["wonton", "chaufa", "siumai", "kaipai", "taipa", "sillao", "kion", "chisuy",
           "tipakay", "wantan", "fuyong", "saopao"]  # fmt: skip
_NAMES = ["Yesenia", "Washington", "Rafaela", "Achang", "Imogen", "Jhonny", "Marleny", "Kevin",
          "Tereza", "Lucho", "Pochita", "Anthony", "Mirian", "Wilmer", "Chabuca"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["C4ngr3j0", "M4ngl3", "Fr4g4t4", "G4rz4", "C0nch4N3gr4", "L4ng0st1n0", "Z4r4p1t0",
         "P3l1c4n0"]  # fmt: skip


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MANGLE)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: ".".join(w.lower() for w in g.sample(_MANGLE, 3)) + "." + str(g.randrange(2024, 2036)),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_ISLAS)}{g.randrange(1950, 2012)}",
    lambda g: "-".join(g.sample(_SURF, 2)) + "-" + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_CANTON)}{g.choice(_ISLAS)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "#%&!?", 16),
    lambda g: f"Isla{g.choice(_ISLAS)}_{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_MANGLE).lower()}{g.randrange(1000, 10_000)}{g.choice(_ISLAS)}",
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._~-")
    return v.until(rng, _pw, lambda value: set(value) <= ok)


_USERS = ["yzapata", "wcedeno", "rafa", "achang", "ipratt", "guia01", "operaciones", "caja",
          "admin", "root"]  # fmt: skip


_SAID = [
    "WhatsApp, Yese: oe choche, la clave del router del embarcadero es {pw} pe, no la pases",
    "Yese (audio transcrito): ya causa, anota, contraseña del wifi de la caseta {pw}, ya fue",
    "SMS de Yese: habla mano, la clave del NVR del muelle -> {pw}",
    "Yese: la contra del correo de reservas: {pw} bacán?",
    "Yese al toque: contraseña de la laptop de boletería = {pw}",
    "nota de Yese en el celu: clave admin del Mikrotik de Puerto Pizarro\n{pw}",
    "Washington: ñaño, la clave del sistema de caja es {pw}, de ley no la cambie",
    "Washington (audio): chuta mijo, la contraseña del correo del local de Huaquillas es {pw}, ya?",
    "Don Washington por Telegram: pana, dame pasando... ah no, ahí le va: contraseña {pw}",
    "Washington: qué fue ñaño, clave del facturador -> {pw} no sea malito y no la riegue",
    "Rafa: galera, a senha do wifi da escola é {pw} beleza?",
    "Rafa (áudio transcrito): cara, a senha do painel da Sal e Onda é {pw}, tá?",
    "Rafaela no grupo dos instrutores: senha do Instagram da escola: {pw} kkkk não muda não",
    "Rafa: tipo, a senha do notebook da recepção -> {pw}, valeu",
    "Achang: aiya, paisano, mat ma (密碼) de la computadora de la bodega es {pw}, m goi",
    "Achang por WhatsApp: clave del POS de la bodega Chang Lau: {pw} ok la",
    "Achang: lou baan dice contraseña del correo es {pw}, no dice a nadie ah",
    "Achang (audio): ya ya, el 密碼 del wifi de la tienda es {pw}, sik fan primero",
    "Imogen: the password for the mangrove sensor dashboard is {pw}, cheers",
    "Imogen Pratt, e-mail: the field laptop's admin password is now {pw}. Brilliant, thanks.",
    "Zammad ticket #4471 (Manglares del Norte): reset done, temporary password {pw}",
    "GLPI #218: Grandstream UCM at the boat office, admin password {pw}",
    "note to self: Tumbes VPN password -> {pw}",
    "runbook, step 3: log into the Ubiquiti controller (password: {pw})",
    "Remember for me: the booking site's admin password is {pw}",
    "e-mail from ops@manglaresnorte.lan: the new password for the shrimp-pond SCADA is {pw}",
    "assistant, keep this: Hikvision DVR at the crocodile farm, password {pw}",
    "Reservas Puerto Pizarro › Ajustes › Usuario admin › Contraseña: {pw}",
]  # fmt: skip
_said = _Kind("labelled_password", _SAID, _with(_pw), "pw")


_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw} for the Sal e Onda booking panel",
    "Yese: usuario {u}, clave {pw} pe, para el sistema de la langostinera",
    "Washington: ñaño, usuario {u} y contraseña {pw} pa' entrar al facturador",
    "Rafa: usuário {u} e senha {pw}, beleza?",
    "Achang: usuario {u}, mat ma {pw}, m goi",
    "sign in as {u} with {pw} on https://reservas.manglaresnorte.lan",
    "{u}@manglaresnorte.lan:{pw}",
    "Imogen: the creds for the tide gauge are {u} and {pw}",
]  # fmt: skip
_logins = _Kind("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_ASKED = [
    "Yese: oe cuál es la clave del wifi del embarcadero?\nWilmer: {pw}",
    "[08:14] Rafa: qual é a senha do roteador da escola?\n[08:15] Lucho: {pw}",
    "Washington: ñaño, ¿la contraseña del facturador?\nYese: {pw}",
    "Achang: paisano, clave de la cámara cuál es?\nKevin: {pw}",
    "Imogen: what's the password for the field laptop?\nYese: {pw}",
    "Q: password for the boat-office NAS?\nA: {pw}",
    "Yese: y la contra del correo de reservas?\nMarleny: {pw} causa",
    "Rafa: senha do wifi dos alunos?\nTereza: {pw}",
]  # fmt: skip
_asked = _Kind("asked_password", _ASKED, _with(_pw), "pw")


_SAID_FIRST = [
    "{pw} — esa es la clave del wifi de la caseta, choche",
    "Yese: {pw}, esa es la contraseña del router nuevo pe",
    "Washington: {pw} es la clave del local, ñaño, de ley",
    "Rafa: {pw} é a senha do wifi da escola, galera",
    "Achang: {pw}, eso es el mat ma de la bodega, aiya",
    "{pw} — that's the admin password for the Ubiquiti controller",
    "Imogen: {pw} is the password for the sensor hub, don't lose it",
    "type {pw}; that's the booking site's admin password",
    "{pw} → ésa quedó como contraseña del correo de reservas",
    "Rafa (áudio): {pw}, essa é a senha nova do Instagram, tá?",
]  # fmt: skip
_said_first = _Kind("said_first_password", _SAID_FIRST, _with(_pw), "pw")


_SPELL_WORDS = ["zarapito", "bufeo", "chinguirito", "mojarra", "algarrobo", "ceibo", "corvina",
                "majarisco", "fragata", "cocodrilo", "canoa", "pelicano"]  # fmt: skip
_SPELLED = [  # the secret is the word (each drawn once)
    "Yese: la clave es la palabra {w} en minúscula y después {d}, todo junto pe",
    "Washington: ñaño, la contraseña es {w} con mayúscula la primera y {d} al final",
    "Rafa: a senha é a palavra {w}, depois {d}, tudo junto",
    "Achang: mat ma es palabra {w}, después número {d}, ok la",
    "Imogen: the password is the word {w}, small letters, then {d}",
    "voice note: the wifi password is {w} followed by {d}, no spaces",
    "the name of our boat, {w}, followed by {d}; that's the office PC password",
    "type {w} then {d}; that's the password for the SCADA",
    "Yese (audio): la contra es {w}, ya, y luego el número {d}",
    "Rafa: é {w} com a primeira maiúscula e {d} no final, essa é a senha",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"w": _SPELL_WORDS[index % len(_SPELL_WORDS)], "d": str(rng.randrange(100, 10_000))}


_spelled = _Kind("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sshpass -p '{pw}' ssh {u}@nas.manglaresnorte.lan",
    "mysql -u {u} -p'{pw}' reservas",
    "curl -u {u}:{pw} https://api.salsurf.example/v1/bookings",
    "redis-cli -h cache.manglaresnorte.lan -a '{pw}' ping",
    "docker login registry.manglaresnorte.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "psql 'postgresql://{u}:{pw}@db.manglaresnorte.lan/langostinera'",
    "smbclient //nas.manglaresnorte.lan/fotos -U {u}%{pw}",
    "sqlcmd -S pos.bodegachanglau.example -U {u} -P '{pw}'",
    "7z a backup-bodega.7z ventas/ -p'{pw}'",
    "openssl enc -aes-256-cbc -in reservas.csv -out reservas.enc -pass pass:{pw}",
    "mosquitto_pub -h mqtt.manglaresnorte.lan -u {u} -P '{pw}' -t estanque/3/oxigeno -m 5.2",
    "ldapsearch -x -D 'cn={u},dc=manglaresnorte,dc=lan' -w '{pw}' -b 'dc=manglaresnorte,dc=lan'",
    "lftp -u {u},{pw} sftp://fotos.pizarrotours.example",
    "xfreerdp /v:caja.bodegachanglau.example /u:{u} /p:{pw}",
    "zip -P '{pw}' planilla-enero.zip planilla-enero.xlsx",
    "ipmitool -I lanplus -H 10.40.1.9 -U {u} -P '{pw}' chassis status",
    "echo '{pw}' | sudo -S systemctl restart reservas",
    "keytool -importcert -alias reservas -file ca.crt -keystore cacerts -storepass '{pw}'",
    "plink -ssh {u}@10.40.1.20 -pw '{pw}'",
    "cqlsh db.manglaresnorte.lan -u {u} -p '{pw}'",
    "gpg --batch --passphrase '{pw}' -c manifiesto-conchas.pdf",
    "rabbitmqctl add_user {u} '{pw}'",
]  # fmt: skip
_SHELLS = ["{c}", "yese@caseta:~$ {c}", "$ {c}", "  412  {c}", "# {c}",
           "rafa@salonda-mbp ~ % {c}", "PS C:\\Users\\achang> {c}"]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    pw = _plain_pw(rng)
    return {"pw": pw, "u": rng.choice(_USERS), "secret": pw}


_cli_inner = _Kind("cli_password", _CLI, _cli_draw, "pw")


def _cli(rng: random.Random, n: int, used: set[str]) -> list[Sample]:
    return v.framed(rng, _cli_inner.take(rng, n, used), _SHELLS)


_CONFIGS = [
    ".env:\nDB_HOST=db.manglaresnorte.lan\nDB_USER=reservas\nDB_PASSWORD={pw}",
    "config.yaml:\nsmtp:\n  host: mail.manglaresnorte.lan\n  user: reservas\n  password: \"{pw}\"",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.username=pos\nspring.datasource.password={pw}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "settings.ini\n[mqtt]\nuser = sensores\npass = {pw}",
    "/etc/msmtprc:\naccount salonda\nhost smtp.salsurf.example\nuser rafa\npassword {pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = db.bodegachanglau.example",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "appsettings.json: {{\"ConnectionStrings\": {{\"Caja\": \"Server=pos;User Id=sa;Password={pw};\"}}}}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "~/.my.cnf\n[client]\nuser=yzapata\npassword={pw}",
]  # fmt: skip
_configs = _Kind("config_password", _CONFIGS, _with(_plain_pw), "pw")


_URLS = [
    "postgresql://reservas:{pw}@db.manglaresnorte.lan:5432/reservas",
    "mysql://pos:{pw}@pos.bodegachanglau.example/ventas",
    "mongodb://sensores:{pw}@mongo.manglaresnorte.lan:27017/estero?authSource=admin",
    "https://rafa:{pw}@cam.salsurf.example/snapshot.jpg",
    "amqp://colas:{pw}@mq.manglaresnorte.lan:5672/",
    "redis://:{pw}@cache.manglaresnorte.lan:6379/0",
    "ftp://fotos:{pw}@ftp.pizarrotours.example/",
    "smtp://reservas%40manglaresnorte.lan:{pw}@mail.manglaresnorte.lan:587",
    "rtsp://admin:{pw}@10.40.2.15:554/Streaming/Channels/101",
    "sftp://yzapata:{pw}@backup.manglaresnorte.lan/respaldo",
    "http://caja:{pw}@192.168.50.2:8069/web/login",
    "socks5://wcedeno:{pw}@proxy.cambioscedeno.example:1080",
]  # fmt: skip
_URL_PLACES = ["{c}", "Yese: usa esta pe {c}", "DATABASE_URL={c}", "Washington: ñaño, pruebe con {c}",
               "url do painel: {c}", "Imogen: the feed is at {c}"]  # fmt: skip


def _url_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    pw = _plain_pw(rng)
    return {"pw": pw}


_urls_inner = _Kind("login_url", _URLS, _url_draw, "pw")


def _urls(rng: random.Random, n: int, used: set[str]) -> list[Sample]:
    return v.framed(rng, _urls_inner.take(rng, n, used), _URL_PLACES)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 64))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_API_KEY", _j("SK", (HEX, 32))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DO_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("PlanetScale", "PLANETSCALE_TOKEN", _j("pscale_tkn_", (URLSAFE, 43))),
    ("NuGet", "NUGET_API_KEY", _j("oy2", (LOWER_DIGITS, 43))),
    ("Typeform", "TYPEFORM_TOKEN", _j("tfp_", (ALNUM, 44), "_", (ALNUM, 14))),
    ("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", _j("CFPAT-", (URLSAFE, 43))),
    ("RubyGems", "GEM_HOST_API_KEY", _j("rubygems_", (HEX, 48))),
    ("HubSpot", "HUBSPOT_PRIVATE_APP_TOKEN", lambda g: "pat-na1-" + v.uuid4(g, "8")),
    ("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_ID", _j("LTAI", (ALNUM, 20))),
    ("Tencent Cloud", "TENCENTCLOUD_SECRET_ID", _j("AKID", (ALNUM, 32))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("age", "SOPS_AGE_KEY", _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58))),
    ("Mailgun", "MAILGUN_API_KEY", _j("key-", (HEX, 32))),
    ("Databricks", "DATABRICKS_TOKEN", _j("dapi", (HEX, 32))),
    ("Flutterwave", "FLW_SECRET_KEY", _j("FLWSECK-", (HEX, 32), "-X")),
]  # fmt: skip
_NAMED = [
    ".env:\n{env}={tok}",
    "export {env}={tok}",
    "Yese: oe, el token de {vendor} pa' las reservas es {tok}, guárdalo pe",
    "Washington: ñaño, la clave API de {vendor}: {tok}",
    "Rafa: a chave de API do {vendor} é {tok}",
    "Achang: {vendor} key de la tienda {tok}, m goi",
    "Imogen: {vendor} key for the sensor uploads: {tok}",
    "GLPI #233: {vendor} integration broken, current key {tok}",
    "docker run -e {env}={tok} ghcr.io/manglaresnorte/reservas:2.3",
    "GitHub Actions secret {env} set to {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, used: set[str]) -> list[Sample]:
    out = []
    for vendor, env, make in _VENDORS[:n]:
        tok = v.until(rng, make, lambda t: t not in used and not _in_clean(t))
        used.add(tok)
        text = rng.choice(_NAMED).format(vendor=vendor, env=env, tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


# Invented vendors no table lists, known by the words around their keys.
_OWN_VENDORS = ["ManglarPay", "PizarroTrack", "ConchaSMS", "OndaBook", "CambioYa", "EsteroIoT",
                "ChifaPOS", "TumbesCargo"]  # fmt: skip
_OWN_PLACES = [
    "{vendor} API key: {tok}",
    "Yese: la API key de {vendor} es {tok} pe, no la subas al repo",
    "Washington: ñaño, clave API de {vendor} -> {tok}",
    "Rafa: chave API do {vendor}: {tok}",
    "Achang: {vendor} API key {tok}, ok la",
    "Reservas › Integraciones › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "Imogen: the {vendor} API key for the buoy is {tok}",
]  # fmt: skip
_OWN_MAKERS: list[Maker] = [_j((HEX, 32)), lambda g: v.uuid4(g, "b"), _j((ALNUM, 40)),
                            _j((HEX, 40)), _j((LOWER_DIGITS, 36))]  # fmt: skip


def _own_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"vendor": _OWN_VENDORS[index % len(_OWN_VENDORS)],
            "tok": _OWN_MAKERS[index % len(_OWN_MAKERS)](rng)}  # fmt: skip


_own = _Kind("invented_vendor_key", _OWN_PLACES, _own_draw, "tok")


_BARE_PLACES = ["{t}", "Yese: guárdame esto pe\n{t}", "Rafa: {t} (só aparece uma vez)",
                "Washington: ahí le va ñaño {t}", "Achang: esto {t} m goi",
                "{t}\n^ the new one, the old is revoked", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Kind(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the oxygen probe in pond 3: {h}": 32,
    "APP_KEY={h}": 64,
    "Yese: la llave de cifrado del backup es {h} pe": 64,
    "encryption_key: {h}": 64,
    "Rafa: chave do webhook: {h}": 40,
    "HMAC secret for the booking callback: {h}": 64,
    "Achang: llave de la caja {h} ok la": 32,
    "Washington: ñaño, secret del API {h}": 40,
    "wireguard preshared... no, the session secret: {h}": 64,
    "SECRET_KEY_BASE={h}": 128,
    "Imogen: AES key for the buoy telemetry {h}": 32,
    "signing_secret = \"{h}\"": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    n = _HEX_PLACES[template]
    return {"h": _r(rng, UPPER_HEX if index % 5 == 4 else HEX, n)}


_hexes = _Kind("hex_key", list(_HEX_PLACES), _hex_draw, "h")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Yese: el token de sesión que sale en la consola es {t}",
    "Cookie: lang=es-PE; reservas_session={t}",
    "RESERVAS_ACCESS_TOKEN={t}",
    "Rafa: o token do painel: {t}",
    "Achang: token del POS {t}",
    "Washington: ñaño, el token es {t}",
    "GLPI #240: token copied from the browser's network tab {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "HS256", "ES256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@manglaresnorte.lan"}  # fmt: skip
    if index % 2:
        claims |= {"iss": "https://sso.manglaresnorte.lan", "roles": ["guia", "caja"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "HS256": 43, "ES256": 86, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Kind("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "deploy key of the booking server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.manglaresnorte.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SIGNING_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "Yese: la llave privada del servidor pe:\n{key}": ("EC PRIVATE KEY", "\n"),
    "Rafa: a chave privada do site:\n{key}": ("PRIVATE KEY", "\n"),
    "cat > ~/.ssh/id_rsa_caja <<'EOF'\n{key}\nEOF": ("RSA PRIVATE KEY", "\n"),
    "Achang: llave del facturador electrónico\n{key}": ("PRIVATE KEY", "\n"),
    "Imogen: the buoy gateway's key\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[2 + index % 5]}


_pems = _Kind("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Yese: las palabras de la billetera del fondo de la asociación pe: {p}": "spanish",
    "Washington (audio): ñaño, la frase semilla de la billetera es {p}, ya?": "spanish",
    "Rafa: as palavras da carteira da escola: {p}": "portuguese",
    "Achang: 助記詞 de la billetera {p}": "chinese_traditional",
    "Achang: palabras de la billetera del sobrino: {p}": "chinese_simplified",
    "Imogen: recovery phrase of the grant wallet\n{p}": "english",
    "note to self, Trezor backup: {p}": "english",
    "seed words of the tips wallet: {p}": "english",
    "Rafa (áudio): frase de recuperação {p}, guarda aí": "portuguese",
    "Washington: semilla de la billetera de cambio: {p}": "spanish",
    "Imogen: the Sparrow wallet words are {p}": "english",
    "Yese: la semilla del Ledger de la caja: {p}": "spanish",
    "Rafa: seed da carteira da Sal e Onda: {p}": "portuguese",
    "Achang: la frase del monedero del hermano en Taishan: {p}": "chinese_traditional",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    assert _MNEMO[lang].check(str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " ".join(words),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "audio" in template or "áudio" in template else index % 4]}


_seeds = _Kind("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    body = rng.choice(prefixes) + ""
    body += _r(rng, D, length - len(body) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_BRANDS: list[tuple[list[str], int]] = [
    (["4"], 16), (["51", "53", "55", "2221"], 16), (["34", "37"], 15), (["606282"], 16),
    (["62"], 16), (["3528", "3589"], 16), (["6011"], 16), (["36"], 14),
]  # fmt: skip


def _grouped(number: str, sep: str) -> str:
    if len(number) in (14, 15):
        parts = [number[:4], number[4:10], number[10:]]
    else:
        parts = [number[k : k + 4] for k in range(0, len(number), 4)]
    return sep.join(parts)


_CARD_PLACES = [
    "Yese: la tarjeta de la empresa pa' pagar el hosting es {c}, vence {mm}/{yy}",
    "Washington: ñaño, mi tarjeta {c} exp {mm}/{yy}, páguese ahí",
    "Rafa: o cartão da escola: {c} validade {mm}/{yy}",
    "Achang: tarjeta de la bodega {c}, {mm}/{yy}, m goi",
    "Imogen: please book the boat with my card {c}, expiry {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "GLPI #251: pay the domain renewal with card {c}",
    "remember my backup card {c} exp {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    prefixes, length = _BRANDS[index % len(_BRANDS)]
    number = _card_of(rng, prefixes, length)
    return {"c": _grouped(number, ["-", " ", "", " "][index % 4]),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(28, 35))}  # fmt: skip


_cards = _Kind("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Visa {c} exp 09/31, security code on the back: {cvv}",
    "Yese: los tres números de atrás de la tarjeta son {cvv} pe",
    "Washington: ñaño, el código de seguridad es {cvv}",
    "Rafa: o código de segurança do cartão é {cvv}",
    "Achang: tres números atrás de la tarjeta: {cvv} ok la",
    "Imogen: CVV {cvv}, the card ending in the one I sent before",
    "the three digits on the back are {cvv}",
    "CVC: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": _grouped(_card_of(rng, ["4"], 16), " "), "cvv": _r(rng, D, 3)}


_cvvs = _Kind("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries by the grep counts (BR for the surf school; PT, MU, CZ, LU, PK and SA for buyers).
_IBAN_SHAPES = {"BR": "n" * 23 + "ac", "PT": "n" * 21, "MU": "aaaa" + "n" * 19 + "aaa",
                "CZ": "n" * 20, "LU": "nnn" + "c" * 13, "PK": "aaaa" + "n" * 16,
                "SA": "nn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Rafa: o IBAN da conta da escola é {i}",
    "Invoice MN-2032-077: conchas negras, pay to IBAN {i}",
    "Imogen: my IBAN for the reimbursement: {i}",
    "IBAN: {i}\nReferencia: langostino lote 12",
    "Washington: ñaño, el IBAN del comprador es {i}",
    "Achang: IBAN del primo {i}, m goi",
    "Yese: el IBAN pa' la transferencia {i} pe",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 2 else v.iban_spaced(number)}


_ibans = _Kind("iban", _IBAN_PLACES, _iban_draw, "i")


def _pe_dni(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 9), pe_cui.is_valid)
    return f"{number[:8]}-{number[8]}"


def _pe_ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _ec_ci(g: random.Random) -> str:
    return v.until(g, lambda h: "07" + h.choice("0123456") + _r(h, D, 7), ec_ci.is_valid)


def _ec_ruc(g: random.Random) -> str:
    return v.until(g, lambda h: _ec_ci(h) + "001", ec_ruc.is_valid)


def _cpf(g: random.Random) -> str:
    return str(br_cpf.format(v.until(g, lambda h: _r(h, D, 11), br_cpf.is_valid)))


def _cnpj(g: random.Random) -> str:
    return str(
        br_cnpj.format(v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid))
    )


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(1950, 2000)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return "440781" + born + _r(h, D, 3) + h.choice(D + "X")

    return v.until(g, make, cn_ric.is_valid)


def _nif(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 8), pt_nif.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "Yese: mi DNI es {s} pe, pa' la planilla": _pe_dni,
    "DNI del guía nuevo: {s}": _pe_dni,
    "Achang: DNI de la señora {s}, m goi": _pe_dni,
    "RUC de Manglares del Norte S.A.C.: {s}": _pe_ruc,
    "Yese: el RUC pa' la factura es {s}": _pe_ruc,
    "Achang: RUC de la bodega Chang Lau {s} ok la": _pe_ruc,
    "Washington: ñaño, mi cédula es {s}": _ec_ci,
    "cédula de identidad del proveedor de Huaquillas: {s}": _ec_ci,
    "Washington: el RUC de Cambios Cedeño es {s}, de ley": _ec_ruc,
    "RUC ecuatoriano del comprador: {s}": _ec_ruc,
    "Rafa: meu CPF é {s}": _cpf,
    "CPF da instrutora nova: {s}": _cpf,
    "Rafa: CNPJ da Sal e Onda Escola de Surf: {s}": _cnpj,
    "Achang: 身份證 de mi papá en Taishan {s}": _ric,
    "Chinese resident identity card number of the supplier: {s}": _ric,
    "Rafa: o NIF da minha sócia em Portugal é {s}": _nif,
    "Imogen: my Portuguese NIF for the invoice: {s}": _nif,
    "Washington: cédula de mi señora {s}, ya?": _ec_ci,
    "Yese: el DNI de mi choche Wilmer {s}": _pe_dni,
    "CPF do aluno: {s}": _cpf,
}  # fmt: skip
_national = _Kind("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_PINS = [
    "Yese: el código de la puerta del almacén es {pw} pe",
    "Washington: ñaño, la clave de la tarjeta (PIN) es {pw}",
    "Rafa: o PIN do cartão é {pw}",
    "Achang: PIN de la caja fuerte {pw}, no dice a nadie",
    "Imogen: PIN for the field phone SIM: {pw}",
    "alarm code for the boat office: {pw}",
    "padlock on the kayak shed at Puerto Pizarro: {pw}",
    "the safe in room 12 of the lodge: {pw}",
    "keypad at the crocodile farm gate takes {pw} then #",
]  # fmt: skip
_pins = _Kind("pin_code", _PINS, lambda g, i, t: {"pw": _r(g, D, [4, 5, 6][i % 3])}, "pw")


_SSIDS = ["Manglares Caseta", "Sal e Onda Alunos", "Bodega Chang Lau", "Embarcadero Pizarro 5G",
          "Cambios Cedeno"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} / {pw}",
    "Network: {s}\nPassword: {pw}",
    "Yese: red {s}, clave {pw} pe",
    "Rafa: rede {s}, senha {pw}",
    "Achang: wifi {s}, mat ma {pw}",
    "Washington: ñaño, el wifi {s} tiene clave {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Imogen: the {s} network key is {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: ";" not in value and len(value) >= 8)


_wifi = _Kind("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_CODES = [
    "Yese: me llegó el código {c}, pásalo al toque",
    "SMS: Tu código de verificación de Reservas es {c}",
    "{c} is your verification code",
    "Rafa: o código de verificação é {c}",
    "Achang: código del banco {c}, rápido ah",
    "Washington: ñaño, el código que llegó es {c}",
    "Imogen: the one-time code is {c}",
]  # fmt: skip
_codes = _Kind("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_BACKUPS = [
    "Yese: códigos de respaldo del Google de la empresa:\n{codes}",
    "Rafa: códigos de backup do Instagram: {codes}",
    "backup codes for the GitHub org:\n{codes}",
    "Achang: códigos de recuperación {codes}",
    "Imogen: 2FA recovery codes {codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 6, index % 4)
    sep = "\n" if template.endswith("\n{codes}") else ", "
    return {"codes": sep.join(codes), "secret": codes[0]}


_backups = _Kind("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTP = [
    "TOTP secret for the booking admin: {s}",
    "otpauth://totp/Reservas:yzapata?secret={s}&issuer=Reservas",
    "Yese: la clave de configuración del 2FA es {s}",
    "Rafa: chave do autenticador (2FA): {s}",
    "Imogen: the manual setup key for the 2FA is {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced="otpauth" not in template and index % 2 == 1)}


_totp = _Kind("totp_secret", _TOTP, _totp_draw, "s")


_PHRASE_WORDS = ["mangle", "estero", "garza", "fragata", "concha", "cangrejo", "bufeo", "canoa",
                 "ceibo", "marea", "arena", "onda", "prancha", "wonton", "sillao"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "Yese: la frase de KeePass es {p}": " ",
            "Rafa: a frase do 1Password é {p}": "-", "restic repo password {p}": " ",
            "Imogen: the disk encryption passphrase is {p}": ".",
            "Achang: frase de la copia {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Kind("passphrase", list(_PHRASES), _phrase_draw, "p")

Taker = Callable[[random.Random, int, set[str]], list[Sample]]

_PLAN: list[tuple[_Kind | Taker, int]] = [
    (_said, 56), (_vendors, 36), (_own, 15), (_cli, 23), (_logins, 18), (_national, 20),
    (_pins, 18), (_cards, 16), (_cvvs, 8), (_ibans, 14), (_seeds, 14), (_wifi, 14), (_codes, 14),
    (_hexes, 12), (_bare, 12), (_configs, 12), (_urls, 12), (_jwts, 10), (_backups, 10),
    (_phrases, 10), (_totp, 10), (_asked, 8), (_said_first, 10), (_spelled, 10), (_pems, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    used: set[str] = set()
    out: list[Sample] = []
    for kind, n in _PLAN:
        out += kind.take(rng, n, used) if isinstance(kind, _Kind) else kind(rng, n, used)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "Yese: la clave del router es": "{s} pe",
    "contraseña del facturador:": "{s}",
    "Rafa: a senha é": "{s}, beleza",
    "Achang: mat ma": "{s} ok la",
    "Washington: ñaño, la contraseña": "{s}\nno la riegue",
    "the booking admin password is": "{s}",
    "Imogen: field laptop password": "{s} (changed Monday)",
    "password:": "{s}",
    "senha do wifi da escola": "{s}",
    "clave del NVR del muelle ->": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ManglarPay API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (repo reservas)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Rafa: chave API do OndaBook", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_card", "Washington: número de tarjeta", "{s} exp 04/31", lambda g: _grouped(_card_of(g, ["4"], 16), " ")),
    ("split_iban", "Rafa: IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BR"))),
    ("split_id", "Yese: DNI", "{s}", _pe_dni),
    ("split_otp", "Yese: el código que llegó es", "{s}", _j((D, 6))),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
    ("split_pin", "Achang: PIN de la caja fuerte", "{s}", _j((D, 6))),
    ("split_seed", "Imogen: wallet recovery words", "{s}", _english_seed),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"reservas": {"url": "https://reservas.manglaresnorte.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "achang", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvr": [{"name": "muelle"}, {"name": "caseta", "password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "pos", "--password", "{s}", "ventas"]}': ("meta_password", _plain_pw),
    '{"note": "Yese: la clave del router es {s} pe"}': ("meta_password", _plain_pw),
    '{"transcript": "Rafa: a senha do painel é {s}, tá?"}': ("meta_password", _plain_pw),
    '{"manglarpay": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"stripeKey": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"ondabook_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"pago": {"card_number": "{s}", "exp": "06/32"}}': ("meta_card", lambda g: _grouped(_card_of(g, ["51"], 16), " ")),
    '{"escola": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BR")),
    '{"guia": {"dni": "{s}"}}': ("meta_id", _pe_dni),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"sms": {"verification_code": "{s}"}}': ("meta_otp", _j((D, 6))),
    '{"caja_fuerte": {"pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"wifi": {"ssid": "Manglares Caseta", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"unifi-controller-8.6.9.deb").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add mangrove tour slots", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: fix sillao price", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"censo-aves-2032.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Yese: oe choche, cambia la clave del router antes del feriado, ya?",
    "Yese: la contraseña debe tener mínimo 12 caracteres pe, no pongas tu nombre",
    "Yese: la clave está en el gestor, no la mandes por WhatsApp causa",
    "Yese: el wifi de la caseta está caído desde las 3, ya llamé a Claro",
    "Yese: pedido 2032-0418 de 40 kilos de conchas negras llega el jueves",
    "Yese: el ticket GLPI #4471 ya quedó, era el cable del NVR",
    "Washington: ñaño, la clave se la pido mañana, de ley",
    "Washington: chuta, olvidé la contraseña otra vez, ¿cómo la reseteo?",
    "Washington: el dólar está a 3.74 hoy en Huaquillas, mijo",
    "Washington: guía de remisión 001-004-000123 pa' los langostinos",
    "Washington: llámeme al +593 7 299 5140, no sea malito",
    "Rafa: galera, a senha nova tá no cofre do Bitwarden, não manda aqui",
    "Rafa: a senha precisa ter 12 caracteres, né",
    "Rafa: aula de surf às 7h, maré baixa às 6h40, swell de 1,2 m",
    "Rafa: pedido 48213 das pranchas chegou, valeu",
    "Rafa: o código de rastreio tá no e-mail da loja",
    "Achang: aiya, la clave no sé, pregunta a Yese, m goi",
    "Achang: sillao 1 litro S/ 6.50, kion 1 kilo S/ 8.00",
    "Achang: bodega abre 7 am, cierra 10 pm, domingo también",
    "Achang: mat ma no dice por teléfono, paisano",
    "Imogen: the password policy says 14 characters, no reuse",
    "Imogen: the census counted 312 frigatebirds on Isla de los Pájaros",
    "Imogen: please don't paste passwords into the group chat",
    "The API key field is required in the ManglarPay settings page.",
    "Replace <YOUR_ONDABOOK_KEY> with the key from your dashboard.",
    "MANGLARPAY_API_KEY=changeme is a placeholder in .env.example",
    "PIN codes at the lodge are 6 digits and change every month.",
    "Card ending 4417 was declined at the boat office.",
    "card: **** **** **** 4417",
    f"commit {_COMMIT} adds the mangrove tour slots",
    f"Rolled back to {_SHORT} after the sillao price bug",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"SHA-256 checksum of unifi-controller-8.6.9.deb: {_FIRMWARE_SUM}",
    f"MD5 of censo-aves-2032.csv is {_MD5}",
    "Request id 3f1c2a9e-8b7d-4e6f-a1c0-5d9e8b7a6c41 is the slow one in the booking logs.",
    "Order MN-2032-00077: 18 cajas de langostino 21/25, S/ 4,320.00",
    "Tracking Olva 9012 3345 6671 for the spare pump.",
    "Call the boat office on +51 72 523 118 before noon.",
    "Upgraded the UniFi controller from 8.5.6 to 8.6.9 on 2032-03-14.",
    "Tide table: high 2.31 m at 14:07, low 0.42 m at 20:19.",
    "The crocodile farm opens at 9:00; entry S/ 5 for adults.",
    "Password reset link expires in 30 minutes.",
    "The TOTP app must be set up before the first login.",
    "Recovery codes are printed and kept in the office safe.",
    "No wallet support will ever ask for your seed phrase.",
    "The IBAN goes on the invoice without spaces, Rafa says.",
    "The RUC goes on every factura; ask Yese for the template.",
    "Secret Santa at the lodge is on December 20th.",
    "The secret of a good ceviche is lime from Chulucanas.",
    "token limit is 4096 per request in the assistant settings",
    "Ticket GLPI #251 closed: domain renewed until 2033-05-01.",
    "Yese (audio): ya causa, mañana vamos al manglar a las 6, lleva repelente",
    "Washington (audio): ñaño, el camión pasa el puente a las 4, ahí nos vemos",
    "Rafa (áudio): cara, o swell tá massa amanhã, aula às 7",
    "Achang (audio): aiya, hoy llegó wantan fresco, ven temprano",
    "The guest wifi 'Manglares Invitados' is open, no password needed.",
    "Version 2.3.1 of the booking app ships on Friday.",
    "ISBN 978-9972-42-881-3 is the mangrove field guide on the lodge shelf.",
    "Boat permit DICAPI 2032-114 is valid until June.",
    "Lot LANG-2032-031, 420 kg, talla 21/25, temperatura -18 °C",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 12}',
    '{"secret_ref": "vault/manglares/reservas", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 231}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "4471", "order": "MN-2032-00077"}',
    '{"lote": {"id": "LANG-2032-031", "kg": 420, "talla": "21/25"}}',
    '{"phone": "+51 72 523 118", "city": "Tumbes"}',
    '{"mfa_enabled": true, "backup_codes_left": 7}',
    '{"card_last4": "4417", "brand": "visa"}',
    '{"tide": {"high_m": 2.31, "low_m": 0.42, "date": "2032-03-14"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
