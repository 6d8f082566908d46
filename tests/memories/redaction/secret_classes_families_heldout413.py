# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirteenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-ninth's docstring, the
fifth to four-hundred-and-ninth only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(410, 411, 412), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (413_572_986), password words (a tree, bird, dance or river word
of Santiago del Estero with a number and a sign, `Quebracho47!`; dot-joined words with a year,
`mistol.chanar.2031`; leet `Ch4c4r3r4#Bombo42`; random runs with a sign; dashed generator groups; a
bombo maker's name and a year, `Bombo-Vidala#2029`).

The fictional company is Quebrachal Mishki S.R.L. of Santiago del Estero, Argentina: the
Aserradero Yanta Pozo (an invented quebracho-timber yard at an invented paraje off Ruta 34), the
Hotel Termal Sumaj Yaku (an invented spa hotel in Termas de Río Hondo) and the Escuela de Chacarera
La Salamanca Nueva (an invented music school in the capital). Staff: Ramiro Ledesma (IT), Nélida
"Ñata" Paz (the yard, who texts in Quichua), Darío Suárez (the school), the Haddad family of the
hotel (Karim and Samira, Syrian-Lebanese, who text in Arabic script and in Arabizi), the partner
Giorgio Bertola in Turin and the spa buyer Aoi Mizuno of an invented onsen chain in Beppu. Every
company, person, address, domain (`quebrachal.lan`, `sumajyaku.example`,
`salamanca-nueva.example`, `yantapozo.example`), account and number is invented; only the region
is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history, config and env files,
voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `/`, `|`, `::`, a tab, `es`, `è`, `は`, `هي`, `heye`, `kan`, a new line, a question then its
answer, a value said first and named after.

Grep counts (heldouts 5 to 409, grep -l): none for `kay contraseña`, `chabon`; one for
`chacarera`, `IBAN LB`; two for `Santiago del Estero`, `IBAN PS`, `IBAN SM`, `shukran`; three to
five for `Quichua`, `yalla`, `IBAN JO`, `IBAN IT`, `Torino`, `quebracho`; eight to twenty-four for
`Termas`, `ar.dni`, `jp.cn`, `jp.in_`, `ar.cbu`, `Arabizi`, `it.codicefiscale`, `it.iva`,
`ar.cuit`, `Mercado Pago`, `Ualá`; `la password è` (32), `كلمة السر` (47) and `パスワードは` (121)
are common, so other wordings stand beside them (`la pw del gestionale è`, `الباسورد تبع`, `パスは`,
`la contra es`). Languages: about half English, config or shell; the rest in the Argentine
Spanish of the north as texted (`la contra es`, `che`, `mirá`, `no se la pasés a nadie`, `ñaño`),
Santiagueño Quichua (`kayqa clave`, `ama pimanpas willaychu`, `yusulpayki`), the Levantine Arabic
of the Haddads in script (`الباسورد تبع الواي فاي`, `يا خيي`) and in Arabizi (`el password heye`,
`ma t2ol la 7ada`, `ya 3ammo`), the Italian of the partner in Turin (`ti giro la pw`, `ciao,
bôgia nen`) and the Japanese of the spa buyer (`パスは`, `暗証番号`, `よろしくお願いします`). The
Quichua, the Arabizi spellings and the northern Argentine slang are my guesses. Vendors: the
invented Quebrachal ERP, Yaku Booking, Salamanca Tickets and Mistol Pay, plus Mercado Pago,
GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid,
Twilio, Telegram, Shopify, DigitalOcean, Linear, Groq, Replicate, Perplexity, Notion, Postman,
Doppler, Vault, Sentry, Supabase, Tailscale, Figma, Grafana, Docker Hub, Brevo, NVIDIA and age
shapes. Ids: Argentina's CUIT, DNI and CBU, Italy's codice fiscale and partita IVA and Japan's
corporate number and My Number, each drawn until its `stdnum` module validates it (the DNI's
module checks its length only). IBANs of Lebanon, Palestine, Jordan, San Marino and Italy,
checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish, Italian and Japanese
lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Naranja and
Cabal prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 413_572_986
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"
_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int], dict[str, str]]


def _fill(template: str, fields: dict[str, str]) -> str:
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


def _take(
    rng: random.Random, cls: str, templates: list[str], n: int, draw: Draw, *, key: str = "pw"
) -> list[Sample]:
    """``n`` samples of ``cls``, every template used before any repeats."""
    out = []
    for index, template in enumerate(v.cycle(rng, templates, n)):
        fields = draw(rng, index)
        out.append(Sample(cls, _fill(template, fields), fields.get("secret", fields[key])))
    return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(rng: random.Random, index: int) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_TREES = [
    "Quebracho",
    "Mistol",
    "Chanar",
    "Algarrobo",
    "Itin",
    "Brea",
    "Tusca",
    "Guayacan",
    "Palo",
    "Vinal",
    "Tala",
    "Molle",
]
_DANCE = [
    "Chacarera",
    "Vidala",
    "Gato",
    "Escondido",
    "Bombo",
    "Violin",
    "Salamanca",
    "Zamba",
    "Malambo",
    "Aloja",
    "Yaku",
    "Termas",
    "Dulce",
    "Sumaj",
    "Mishki",
]
_NAMES = [
    "ramiro",
    "nata",
    "dario",
    "karim",
    "samira",
    "giorgio",
    "aoi",
    "rosendo",
    "chela",
    "yamil",
    "nadia",
    "beppe",
]
_SYMBOLS = "!#$%&*?@+="
_LEET = ["Qu3br4ch0", "Ch4c4r3r4", "V1d4l4", "S4l4m4nc4", "M1st0l", "Alg4rr0b0", "T3rm4s"]


def _pw(rng: random.Random) -> str:
    pick = rng.randrange(8)
    if pick == 0:
        return f"{rng.choice(_TREES)}{rng.randrange(10, 100)}{rng.choice(_SYMBOLS)}"
    if pick == 1:
        words = rng.sample(_TREES + _DANCE, 2)
        return f"{words[0].lower()}.{words[1].lower()}.{rng.randrange(2024, 2040)}"
    if pick == 2:
        return (
            f"{rng.choice(_LEET)}{rng.choice(_SYMBOLS)}{rng.choice(_DANCE)}{rng.randrange(10, 99)}"
        )
    if pick == 3:
        return _r(rng, ALNUM, 11) + rng.choice(_SYMBOLS) + _r(rng, ALNUM, 3)
    if pick == 4:
        return "-".join(_r(rng, LOWER_DIGITS, 6) for _ in range(3))
    if pick == 5:
        return f"Bombo-{rng.choice(_DANCE)}#{rng.randrange(2020, 2040)}"
    if pick == 6:
        return f"{rng.choice(_NAMES).capitalize()}{rng.choice(_TREES)}{rng.randrange(100, 999)}"
    return _r(rng, UPPER, 2) + _r(rng, LOWER, 5) + _r(rng, D, 3) + rng.choice(_SYMBOLS)


_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp from Ramiro: the Quebrachal ERP admin password is {pw}",
    "password for the sawmill PC: {pw}",
    "router at the yard office, password = {pw}",
    "Hotel PMS login password -> {pw}",
    "new password for the booking desk → {pw}",
    "ticket #4471 | password | {pw}",
    "backup NAS password :: {pw}",
    "passwd\t{pw}",
    "pwd => {pw}",
    "the school's Zoom password is {pw} (for the Thursday chacarera class)",
    "Password for the spa kiosk:\n{pw}",
    "what's the password for the camera DVR?\nRamiro: {pw}",
    "{pw} — that's the password for the timber-scale PC, don't change it",
    "{pw} is the new admin password on the hotel's firewall",
    "che, la contra del wifi del aserradero es {pw}",
    "mirá ñaño, la contraseña del sistema es {pw}, no se la pasés a nadie",
    "la clave de la compu de la balanza: {pw}",
    "Contraseña del mail de la escuela → {pw}",
    "la contraseña nueva quedó {pw} che",
    "kayqa clave del sistema: {pw} — ama pimanpas willaychu",
    "Ñata: kay contraseña {pw}, yusulpayki",
    "clave de la máquina de aserrar, kayqa: {pw}",
    "يا خيي الباسورد تبع الكمبيوتر بالفندق هو {pw}",
    "كلمة المرور للنظام الجديد: {pw}",
    "الباسورد تبع الإيميل: {pw} لا تقول لحدا",
    "ya 3ammo el password heye {pw}, ma t2ol la 7ada",
    "Samira: el pass taba3 el booking {pw}",
    "password el laptop kan {pw} bas ghayyarto",
    "ciao Ramiro, ti giro la pw del gestionale: {pw}",
    "la pw del gestionale è {pw}, bôgia nen",
    "Giorgio: parola d'ordine per la VPN di Torino → {pw}",
    "password nuova del server: {pw} (ciao da Torino)",
    "予約システムのパスは {pw} です。よろしくお願いします",
    "管理画面のパスワード：{pw}",
    "ログイン情報：パスワード {pw}（水野）",
    "Aoi: the onsen order portal password is {pw}",
    "Note to self: Hikvision DVR at the yard gate, admin password {pw}",
    "voice note transcript: okay the password for the printer is {pw} okay bye",
    "Remember the PMS password: {pw}",
    "Quebrachal ERP / password / {pw}",
]


def _said_draw(rng: random.Random, index: int) -> dict[str, str]:
    return {"pw": _pw(rng)}


_USERS = [
    "rledesma",
    "npaz",
    "dsuarez",
    "khaddad",
    "samira.h",
    "gbertola",
    "amizuno",
    "admin",
    "root",
    "recepcion",
    "aserradero",
    "escuela",
]
_LOGINS = [
    "login: {u} / {pw}",
    "creds for the Yaku Booking back office are {u} and {pw}",
    "{u} / {pw}",
    "{u}:{pw}",
    "{u}@quebrachal.lan:{pw}",
    "usuario {u}, contraseña {pw}",
    "usuario: {u} | clave: {pw}",
    "user {u} pass {pw} (the sawmill scale)",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "ID：{u}　パス：{pw}",
    "utente {u}, password {pw}",
    "username: {u}\npassword: {pw}",
    "el user {u} w el password {pw}",
    "| {u} | {pw} | hotel PMS |",
    "المستخدم {u} وكلمة المرور {pw}",
]


def _login_draw(rng: random.Random, index: int) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}


_CLI = [
    "$ mysql -u erp -p{pw} -h db.quebrachal.lan quebrachal",
    "sshpass -p '{pw}' ssh npaz@sierra.quebrachal.lan",
    "redis-cli -h cache.sumajyaku.example -a {pw} ping",
    "docker login registry.quebrachal.lan -u ramiro -p {pw}",
    "curl -u ramiro:{pw} https://erp.quebrachal.lan/api/stock",
    "htpasswd -b /etc/nginx/.htpasswd escuela {pw}",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/yard",
    "smbclient //nas.quebrachal.lan/planillas -U ramiro%{pw}",
    "PGPASSWORD={pw} psql -h db.sumajyaku.example -U pms",
    "zip -P {pw} nominas-2031.zip nominas/*.xlsx",
    "7z a -p{pw} backup-aserradero.7z /srv/balanza",
    "openssl enc -aes-256-cbc -in cbu.csv -out cbu.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c facturas.tar",
    "echo '{pw}' | sudo -S systemctl restart balanza",
    "echo {pw} | docker login -u ramiro --password-stdin",
    "ldapsearch -x -D cn=admin,dc=quebrachal,dc=lan -w {pw}",
    "sqlcmd -S pms.sumajyaku.example -U sa -P {pw}",
    "mongosh mongodb://erp.quebrachal.lan --username erp --password {pw}",
    "keytool -importcert -keystore yaku.jks -storepass {pw} -file ca.crt",
    "lftp -u escuela,{pw} ftp.salamanca-nueva.example",
    "xfreerdp /v:hotel-pc /u:recepcion /p:{pw}",
    "ipmitool -I lanplus -H 10.34.0.9 -U admin -P {pw} power status",
    "mosquitto_pub -h mqtt.yantapozo.example -u sensor -P {pw} -t horno/temp -m 71",
    "rabbitmqctl add_user erp {pw}",
    "net use Z: \\\\nas\\planillas {pw} /user:ramiro",
    "plink -ssh npaz@sierra -pw {pw}",
    "cqlsh cass.quebrachal.lan -u erp -p {pw}",
    "mysql -uerp --password={pw} -e 'show databases'",
    "kinit ramiro@QUEBRACHAL.LAN <<< '{pw}'",
    "ALTER USER pms IDENTIFIED BY '{pw}';",
]


def _cli_draw(rng: random.Random, index: int) -> dict[str, str]:
    return {"pw": _plain_pw(rng)}


_SHELL_FRAMES = ["{c}", "ramiro@yard:~$ {c}", "history | 212  {c}", "# run on the hotel box\n{c}"]

_URLS = [
    "postgres://erp:{pw}@db.quebrachal.lan:5432/stock",
    "mysql://pms:{pw}@db.sumajyaku.example/hotel",
    "DATABASE_URL=mongodb://escuela:{pw}@mongo.salamanca-nueva.example/alumnos",
    "amqp://erp:{pw}@rabbit.quebrachal.lan:5672/",
    "redis://:{pw}@cache.sumajyaku.example:6379/0",
    "https://ramiro:{pw}@git.quebrachal.lan/yard/balanza.git",
    "ftp://escuela:{pw}@ftp.salamanca-nueva.example/partituras",
    "smtp://reservas:{pw}@mail.sumajyaku.example:587",
    "che, conectate con postgres://npaz:{pw}@10.34.0.12/balanza",
    "socks5://ramiro:{pw}@:1080",
    "la URL es sftp://gbertola:{pw}@torino.quebrachal.lan/",
    "接続先：mysql://mizuno:{pw}@db.sumajyaku.example/orders",
]

_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export PMS_PASSWORD='{pw}'",
    'SMTP_PASS="{pw}"',
    "password: {pw}\nhost: db.quebrachal.lan",
    "[client]\nuser=erp\npassword={pw}",
    "spring.datasource.password={pw}",
    '  admin_password: "{pw}"',
    '<add key="DbPassword" value="{pw}" />',
    "define('DB_PASSWORD', '{pw}');",
    "db.quebrachal.lan:5432:stock:erp:{pw}",
    "ERP_DB_PASS = '{pw}'",
    '"password": "{pw}",',
    'variable "pms_db_password" {\n  default = "{pw}"\n}',
    "requirepass {pw}",
    "bindpw {pw}",
    "MYSQL_ROOT_PASSWORD: {pw}",
    'secret = "{pw}"',
    "clave_bd={pw}",
    "[smtp]\nuser = reservas@sumajyaku.example\npass = {pw}",
    "--password {pw}",
]


def _jwt(rng: random.Random) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = v.b64url(
        {
            "sub": rng.choice(_USERS),
            "iss": "yaku-booking",
            "iat": 1_900_000_000 + rng.randrange(10**6),
        }
    )
    return f"{header}.{claims}.{_r(rng, URLSAFE, 43)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the balanza repo: {t}", _j("ghp_", (ALNUM, 36))),
    ("GITHUB_TOKEN={t}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("GitLab deploy: {t}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot token {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key (hotel shop): {t}", _j("sk_live_", (ALNUM, 24))),
    ("stripe restricted {t}", _j("rk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("la key de OpenAI que usa el bot de reservas: {t}", _j("sk-", (ALNUM, 48))),
    ("ANTHROPIC_API_KEY={t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((ALNUM + "/+", 40))),
    ("Google Maps key for the hotel site {t}", _j("AIza", (URLSAFE, 35))),
    ("HF token: {t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio SID {u} and auth token {t}", _j((HEX, 32))),
    ("bot de Telegram de la escuela: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Shopify admin token {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("Linear API key: {t}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("replicate: {t}", _j("r8_", (ALNUM, 37))),
    ("perplexity key {t}", _j("pplx-", (ALNUM, 48))),
    ("Notion integration secret {t}", _j("ntn_", (ALNUM, 46))),
    ("Postman API key: {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 40))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("SENTRY_AUTH_TOKEN={t}", _j("sntrys_", (ALNUM, 60))),
    ("supabase access token {t}", _j("sbp_", (HEX, 40))),
    ("tailscale up --authkey={t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30))),
    ("Figma token: {t}", _j("figd_", (URLSAFE, 40))),
    ("grafana service account {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("docker hub PAT {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo key {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={t}", _j("nvapi-", (URLSAFE, 64))),
    (
        "age key for the backups: {t}",
        _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)),
    ),
    (
        "Mercado Pago access token: {t}",
        _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9)),
    ),
    ("MP_ACCESS_TOKEN={t}", _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ("Quebrachal ERP API key: {t}", _j((HEX, 40))),
    ("API key de Yaku Booking: {t}", lambda g: v.uuid4(g, "b")),
    ("clave API de Salamanca Tickets → {t}", _j((ALNUM, 32))),
    ("Mistol Pay integration broken, current key {t}", _j((HEX, 32))),
    ("Integrations › Yaku Booking: {t}", _j((ALNUM, 40))),
    ("مفتاح API تبع Yaku Booking: {t}", _j((HEX, 36))),
    ("chiave API di Quebrachal ERP: {t}", _j((ALNUM, 36))),
    ("Salamanca Tickets の API キー：{t}", _j((HEX, 32))),
    ("Authorization: Bearer {t}", _j((ALNUM, 48))),
    ("Authorization: Bearer {t}", _jwt),
    ("YAKU_BOOKING_SECRET_KEY={t}", _j((ALNUM, 44))),
    ("Mistol Pay webhook secret: whsec_{t}", _j((ALNUM, 32))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        token = make(rng)
        text = _fill(template, {"t": token, "u": "AC" + _r(rng, HEX, 32)})
        out.append(Sample("vendor_token", text, token))
    return out


_BARE = [
    "{t}",
    "here, it only shows once:\n{t}",
    "ahí va: {t}",
    "جاري: {t}",
    "copiá esto {t}",
    "token {t}",
    "これです {t}",
    "eccolo: {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    _j((ALNUM + "+/", 56), "=="),
]

_HEXES = [
    "hmac key: {t}",
    "SECRET_KEY_BASE={t}",
    "encryption key {t}",
    "la llave AES es {t}",
    "wg private key? no, the PSK: {t}",
    "master key:\n{t}",
    "session_secret = {t}",
    "مفتاح التشفير {t}",
    "chiave di cifratura: {t}",
    "暗号鍵：{t}",
]

_JWTS = [
    "session cookie: {t}",
    "id_token={t}",
    "el jwt del bot es {t}",
    "token: {t}",
    "JWTはこちら {t}",
    "curl -H 'Authorization: Bearer {t}' https://erp.quebrachal.lan/api",
    "access_token: {t}",
    "Giorgio, il token: {t}",
]

_PEMS = ["RSA", "EC", "OPENSSH", "", "RSA", "OPENSSH"]


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    frames = [
        "{k}",
        "ssh key for the yard box:\n{k}",
        "la clave privada:\n{k}",
        "key.pem\n{k}\n(ya la subí)",
        "deploy key →\n{k}",
        "秘密鍵です\n{k}",
    ]
    for index in range(n):
        kind = _PEMS[index % len(_PEMS)]
        label = f"{kind} PRIVATE KEY".strip()
        body = "\n".join(_r(rng, ALNUM + "+/", 64) for _ in range(rng.randrange(5, 9)))
        key = f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"
        out.append(Sample("pem_key", frames[index % len(frames)].replace("{k}", key), key))
    return out


_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "spanish", "italian", "japanese"]}
_SEEDS = [
    ("seed phrase of the hotel's Ledger: {s}", "english"),
    ("frase semilla de la billetera de la escuela: {s}", "spanish"),
    ("las 12 palabras: {s}", "spanish"),
    ("recovery words\n{s}", "english"),
    ("le parole di recupero del wallet: {s}", "italian"),
    ("ウォレットの復元フレーズ：{s}", "japanese"),
    ("el seed taba3 el wallet: {s}", "english"),
    ("Ñata: palabras de la billetera {s}", "spanish"),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index in range(n):
        template, lang = _SEEDS[index % len(_SEEDS)]
        size = [16, 32, 16, 24][index % 4]
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
        if index % 3 == 2 and lang != "japanese":
            phrase = " ".join(f"{k}. {w}" for k, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.replace("{s}", phrase), phrase))
    return out


def _card(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_KINDS = [("4", 16), ("51", 16), ("37", 15), ("589562", 16), ("6042", 16), ("5895", 16)]
_CARDS = [
    "tarjeta de la empresa: {c} vence 08/33",
    "card {c} exp 02/34",
    "la Naranja: {c}",
    "Cabal corporativa {c}",
    "بطاقة الفندق {c}",
    "carta aziendale {c} scad. 11/32",
    "カード番号 {c}",
    "pay with {c}, name Quebrachal Mishki SRL",
]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _CARDS, n)):
        prefix, length = _CARD_KINDS[index % len(_CARD_KINDS)]
        number = _card(rng, prefix, length)
        shown = v.grouped(number, ["", " ", "-", " "][index % 4], rng)
        out.append(Sample("card_number", template.replace("{c}", shown), shown))
    return out


_CVVS = [
    "Visa ending 4410, security code on the back: {c}",
    "código de seguridad: {c}",
    "CVV {c}",
    "the three digits on the back are {c}",
    "codice di sicurezza {c}",
    "セキュリティコード：{c}",
]

_IBAN_SHAPES = {
    "LB": "nnnn" + "c" * 20,
    "PS": "aaaa" + "c" * 21,
    "JO": "aaaa" + "nnnn" + "c" * 18,
    "SM": "a" + "n" * 10 + "c" * 12,
    "IT": "a" + "n" * 10 + "c" * 12,
}
_IBANS = [
    "IBAN: {i}",
    "transfer to {i} (Haddad, Beirut)",
    "حوّل على الآيبان {i}",
    "l'IBAN di Torino è {i}",
    "IBAN del proveedor {i}",
    "beneficiary IBAN {i}",
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    countries = list(_IBAN_SHAPES)
    for index, template in enumerate(v.cycle(rng, _IBANS, n)):
        number = v.iban_shaped(rng, countries[index % len(countries)], _IBAN_SHAPES)
        shown = v.iban_spaced(number) if index % 2 else number
        out.append(Sample("iban", template.replace("{i}", shown), shown))
    return out


def _cuit(g: random.Random) -> str:
    number = v.until(
        g, lambda h: h.choice(["20", "27", "30", "33"]) + _r(h, D, 9), ar_cuit.is_valid
    )
    return str(ar_cuit.format(number))


def _cbu(g: random.Random) -> str:
    first = _r(g, D, 7)
    second = _r(g, D, 13)
    number = first + ar_cbu.calc_check_digit(first) + second + ar_cbu.calc_check_digit(second)
    assert ar_cbu.is_valid(number)
    return number


def _dni(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(20_000_000, 46_000_000)), ar_dni.is_valid)


def _codice(g: random.Random) -> str:
    body = (
        _r(g, UPPER, 6)
        + _r(g, D, 2)
        + g.choice("ABCDEHLMPRST")
        + f"{g.choice([g.randrange(1, 29), g.randrange(41, 69)]):02d}"
        + g.choice("ABCDEFGHL")
        + _r(g, D, 3)
    )
    return body + it_cf.calc_check_digit(body)


def _iva(g: random.Random) -> str:
    return v.until(
        g, lambda h: _r(h, D, 7) + f"{h.randrange(1, 101):03d}" + _r(h, D, 1), it_iva.is_valid
    )


def _jp_cn(g: random.Random) -> str:
    body = _r(g, D, 12)
    return jp_cn.calc_check_digit(body) + body


def _my_number(g: random.Random) -> str:
    body = str(g.randrange(1, 10)) + _r(g, D, 10)
    return body + jp_in.calc_check_digit(body)


_IDS: list[tuple[str, Maker]] = [
    ("CUIT de Quebrachal Mishki: {n}", _cuit),
    ("mi CUIL es {n}", _cuit),
    ("DNI {n} (Nélida Paz)", _dni),
    ("el DNI del chango nuevo: {n}", _dni),
    ("CBU para el pago de la madera: {n}", _cbu),
    ("CBU {n} — Banco de Santiago (inventado)", _cbu),
    ("codice fiscale di Giorgio: {n}", _codice),
    ("Codice Fiscale {n}", _codice),
    ("partita IVA della società di Torino: {n}", _iva),
    ("P.IVA {n}", _iva),
    ("法人番号：{n}", _jp_cn),
    ("corporate number of the Beppu onsen chain: {n}", _jp_cn),
    ("マイナンバー {n}（水野）", _my_number),
    ("My Number card: {n}", _my_number),
    ("رقم الCUIT تبع كريم {n}", _cuit),
    ("Samira's DNI: {n}", _dni),
    ("tax id (CUIT): {n}", _cuit),
    ("individual number {n} for the payroll form", _my_number),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        number = make(rng)
        out.append(Sample("national_id", template.replace("{n}", number), number))
    return out


_BACKUPS = [
    "GitHub recovery codes\n{codes}",
    "códigos de recuperación de la cuenta de Google: {codes}",
    "backup codes for the hotel's Microsoft account:\n{codes}",
    "codici di backup: {codes}",
    "バックアップコード\n{codes}",
    "Quebrachal ERP 2FA backup codes: {codes}",
]
_TOTPS = [
    "TOTP secret for the ERP admin: {s}",
    "2FA setup key {s}",
    "otpauth://totp/Quebrachal:ramiro?secret={s}&issuer=Quebrachal",
    "la clave del autenticador (manual key): {s}",
    "2FA secret taba3 el PMS: {s}",
    "二段階認証のセットアップキー：{s}",
    "manual entry key for the QR code: {s}",
    "chiave TOTP: {s}",
]
_CODES = [
    "{c} is your Mercado Pago verification code",
    "Tu código de verificación es {c}",
    "Use {c} to sign in to Yaku Booking",
    "رمز التحقق: {c}",
    "il tuo codice di verifica è {c}",
    "認証コード：{c}",
    "one-time code {c}",
    "Ualá: tu código es {c}. No lo compartas.",
    "código de seguridad de WhatsApp: {c}",
    "verification code: {c}",
]

_SSIDS = [
    "YantaPozo-Oficina",
    "SumajYaku Huespedes",
    "Salamanca Nueva Aulas",
    "Aserradero 5G",
    "Termas Spa Staff",
    "Quebrachal-Invitados",
]
_WIFI = [
    "wifi {s} / {pw}",
    "Network: {s}\nPassword: {pw}",
    "la clave del wifi {s} es {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi password for {s}: {pw}",
    "باسورد الواي فاي {s}: {pw}",
    "wifi della sala: {s}, password {pw}",
    "Wi-Fi {s} のパスワードは {pw}",
    "psk={pw}",
    "WPA key for {s} → {pw}",
    "wifi? \nKarim: {pw}",
    "el wifi {s} kalimet el ser {pw}",
    "kayqa wifi-pa clave {pw}",
    "{s} key {pw}",
]

_LOCKS = [
    "door code for the sawmill office: {pw}",
    "código del portón: {pw}#",
    "la alarma del hotel: {pw}",
    "PIN de la tarjeta: {pw}",
    "رمز الخزنة {pw}",
    "il PIN del bancomat è {pw}",
    "金庫の暗証番号は {pw}",
    "padlock on the timber shed: {pw}",
    "gate keypad takes {pw} then #",
    "candado del depósito de bombos: {pw}",
    "SIM PIN {pw}",
    "kayqa punku-pa código: {pw}",
]
_PHRASE_WORDS = [
    "quebracho",
    "mistol",
    "chanar",
    "bombo",
    "vidala",
    "legüero",
    "aloja",
    "termas",
    "salamanca",
    "algarrobo",
    "sachayoj",
    "violin",
    "yaku",
    "mishki",
]
_PHRASES = {
    "KeePassXC master passphrase: {p}": " ",
    "Bitwarden passphrase: {p}": "-",
    "la frase de la bóveda es {p}": " ",
    "passphrase for the backup disk: {p}": ".",
    "passphrase del vault: {p}": " ",
    "パスフレーズ：{p}": "-",
}

_SPELL = [
    "reading it out one character at a time: {t}",
    "(dictado por audio) {t}",
    "spaced so the preview hides it: {t}",
    "key in groups: {t}",
]
_SPOKEN = [
    "the password is the word {w} followed by {d}",
    "la contraseña es la palabra {w} y después {d}",
    "{w} with a capital first letter and {d} at the end",
    "type {w}, then {d}; that's the admin password",
    "la password è la parola {w} e poi {d}",
    "the name of the school's dog, {w}, followed by {d}",
    "{w}{d}, that's what I set for the router",
    "el password heye {w} w ba3den {d}",
]
_SPOKEN_WORDS = [
    "quebracho",
    "chacarera",
    "mistol",
    "salamanca",
    "vidala",
    "bombo",
    "tusca",
    "aloja",
    "guayacan",
    "chanar",
]


def _spoken(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPOKEN, n):
        word, number = rng.choice(_SPOKEN_WORDS), str(rng.randrange(100, 10_000))
        text = template.replace("{w}", word).replace("{d}", number)
        secret = word + number if "{w}{d}" in template else number
        out.append(Sample("spoken_password", text, secret))
    return out


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    makers = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j((ALNUM, 28))]
    for index, template in enumerate(v.cycle(rng, _SPELL, n)):
        token = makers[index % len(makers)](rng)
        if index % 2:
            shown = " - ".join(token[k : k + 4] for k in range(0, len(token), 4))
        else:
            shown = " ".join(token)
        out.append(Sample("spaced_token", template.replace("{t}", shown), shown))
    return out


def _simple(cls: str, templates: list[str], key: str, make: Maker) -> Callable[..., list[Sample]]:
    def taker(rng: random.Random, n: int) -> list[Sample]:
        return _take(rng, cls, templates, n, lambda g, i: {key: make(g)}, key=key)

    return taker


def _framed(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, _take(rng, "cli_password", _CLI, n, _cli_draw), _SHELL_FRAMES)


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, rng.randrange(6, 11), index % 4)
        joined = "\n".join(codes) if "\n{codes}" in template else ", ".join(codes)
        out.append(Sample("backup_codes", template.replace("{codes}", joined), codes[0]))
    return out


def _totp(rng: random.Random, n: int) -> list[Sample]:
    def draw(g: random.Random, index: int) -> dict[str, str]:
        return {"s": v.totp_secret(g, spaced=index % 3 == 1)}

    samples = _take(rng, "otp_secret", _TOTPS, n, draw, key="s")
    return [
        s if "otpauth" not in s.text or " " not in s.secret else _retotp(rng, s) for s in samples
    ]


def _retotp(rng: random.Random, sample: Sample) -> Sample:
    secret = v.totp_secret(rng, spaced=False)
    return Sample(sample.cls, sample.text.replace(sample.secret, secret), secret)


def _wifi_key(rng: random.Random) -> str:
    return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12) if rng.random() < 0.3 else _plain_pw(rng)


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, list(_PHRASES), n)):
        phrase = _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))
        out.append(Sample("passphrase", template.replace("{p}", phrase), phrase))
    return out


def _pins(rng: random.Random, n: int) -> list[Sample]:
    def draw(g: random.Random, index: int) -> dict[str, str]:
        return {"pw": _r(g, D, [4, 6, 5, 4][index % 4])}

    return _take(rng, "pin_code", _LOCKS, n, draw)


Taker = Callable[[random.Random, int], list[Sample]]
_PLAN: list[tuple[Taker, int]] = [
    (lambda g, n: _take(g, "labelled_password", _SAID, n, _said_draw), 70),
    (lambda g, n: _take(g, "login_pair", _LOGINS, n, _login_draw), 30),
    (_spoken, 16),
    (_framed, 34),
    (lambda g, n: _take(g, "url_credentials", _URLS, n, _cli_draw), 12),
    (lambda g, n: _take(g, "config_file", _CONFIGS, n, _cli_draw), 20),
    (_vendors, 50),
    (
        lambda g, n: _take(
            g, "bare_token", _BARE, n, lambda h, i: {"t": _BARE_MAKERS[i % 3](h)}, key="t"
        ),
        8,
    ),
    (_simple("hex_key", _HEXES, "t", _j((HEX, 64))), 10),
    (_simple("jwt", _JWTS, "t", _jwt), 8),
    (_pems, 6),
    (_seeds, 12),
    (_cards, 12),
    (_simple("card_cvv", _CVVS, "c", _j((D, 3))), 6),
    (_ibans, 12),
    (_ids, 18),
    (_backups, 8),
    (_totp, 8),
    (_simple("otp_code", _CODES, "c", _j((D, 6))), 10),
    (lambda g, n: _take(g, "wifi_key", _WIFI, n, _with(_wifi_key, s=_SSIDS)), 14),
    (_pins, 12),
    (_phrases, 8),
    (_spelled, 6),
]


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for taker, n in _PLAN:
        out += taker(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field with the secret as {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contraseña del ERP es", "{s}", _pw),
    ("split_password", "Password:", "{s}\n(rotated monthly)", _pw),
    ("split_password", "PMS admin password", "{s}", _pw),
    ("split_password", "kayqa clave:", "{s} yusulpayki", _pw),
    ("split_password", "الباسورد تبع الفندق", "{s}", _pw),
    ("split_password", "ti giro la password:", "{s} ciao", _pw),
    ("split_password", "管理画面のパスワードは", "{s} です", _pw),
    ("split_password", "wifi del aserradero, clave", "{s}", _wifi_key),
    ("split_password", "el password heye", "{s}", _pw),
    ("split_password", "DB_PASSWORD=", "{s}", _plain_pw),
    ("split_token", "Quebrachal ERP API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Yaku Booking client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "frase semilla", "{s}", _english_seed),
    (
        "split_card",
        "número de tarjeta",
        "{s} vence 05/34",
        lambda g: v.grouped(_card(g, "4", 16), " ", g),
    ),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_shaped(g, "LB", _IBAN_SHAPES)),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_pin", "código de la alarma:", "{s}#", _j((D, 6))),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    (
        "meta_password",
        '{"erp": {"url": "https://erp.quebrachal.lan", "admin_password": "{s}"}}',
        _plain_pw,
    ),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "npaz", "passwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"كلمة المرور": "{s}"}', _plain_pw),
    ("meta_password", '{"パスワード": "{s}"}', _plain_pw),
    ("meta_password", '{"note": "la contra del PMS es {s}"}', _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "erp", "--password", "{s}"]}', _plain_pw),
    (
        "meta_password",
        '{"hosts": [{"name": "balanza"}, {"name": "dvr", "password": "{s}"}]}',
        _plain_pw,
    ),
    ("meta_token", '{"yaku_booking": {"api_key": "{s}"}}', _j((HEX, 32))),
    (
        "meta_token",
        '{"mpAccessToken": "{s}"}',
        _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9)),
    ),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"github_token": "{s}"}', _j("ghp_", (ALNUM, 36))),
    (
        "meta_card",
        '{"payment": {"card_number": "{s}", "exp": "09/33"}}',
        lambda g: v.grouped(_card(g, "589562", 16), " ", g),
    ),
    ("meta_iban", '{"supplier": {"iban": "{s}"}}', lambda g: v.iban_shaped(g, "JO", _IBAN_SHAPES)),
    ("meta_id", '{"socio": {"codice_fiscale": "{s}"}}', _codice),
    ("meta_id", '{"empleado": {"cuit": "{s}"}}', _cuit),
    ("meta_otp", '{"2fa": {"backup": ["{s}", "48213907", "55102846"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_phrase": "{s}"}}', _english_seed),
    ("meta_pin", '{"portón": {"door_code": "{s}"}}', _j((D, 5))),
    ("meta_wifi", '{"wifi": {"ssid": "SumajYaku Huespedes", "psk": "{s}"}}', _wifi_key),
]


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"balanza-fw-2.7.1.bin").hexdigest()
_COMMIT = hashlib.sha1(b"stock: add quebracho moisture column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pms: fix checkout rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"alumnos-2031.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"facturas-2031.parquet").hexdigest()

CLEAN = [
    f"commit {_COMMIT} adds the moisture column for quebracho logs.",
    f"Rolled back to {_SHORT} after the checkout rounding bug at the hotel.",
    f"sha256 of pyserial-3.5-py2.py3-none-any.whl: {_WHEEL}",
    f"checksum del firmware de la balanza (balanza-fw-2.7.1.bin): {_FIRMWARE}",
    f"MD5 of alumnos-2031.csv is {_MD5}",
    f"SHA-512 of facturas-2031.parquet: {_SHA512}",
    "Quebrachal ERP 4.12.3 is out; upgrade the yard PC on Monday.",
    "Pedido N.º 2031-004518: 38 toneladas de quebracho colorado, entrega el 14/05.",
    "Ticket #88217: the spa kiosk printer jams on A4.",
    "Tracking: AR402917553SE, Correo Argentino, llega el jueves.",
    "El código postal de Termas de Río Hondo es G4220.",
    "Llamame al +54 385 421-7730 después de las 18.",
    "The hotel is at -27.4967, -64.8597, two blocks from the thermal park.",
    "Precio del metro cúbico: $ 184.500 + IVA.",
    "La contraseña tiene que tener 12 caracteres como mínimo.",
    "Never send passwords by WhatsApp; use the team vault.",
    "Olvidé la contraseña del mail, ¿a quién le pido el reset?",
    "the PIN pad at reception is broken again",
    "Te va a llegar un código por SMS, no se lo pases a nadie.",
    "The card on file ends in 4410.",
    "Tarjeta **** **** **** 7731 rechazada.",
    "IBAN: LB** **** **** (ask Samira for the full one)",
    "password: ********",
    "la clave está en el sobre en la caja fuerte, no te la mando por acá",
    "كلمة المرور لازم تكون أكتر من ٨ حروف",
    "يا خيي نسيت الباسورد، بعتلي رابط التغيير",
    "el password lezim ykoun 12 7aref aw aktar",
    "ma ba3rif el password, es2al Karim",
    "la password te la dico a voce, non per messaggio",
    "Giorgio: il codice articolo è QB-7788-CL, non il PIN.",
    "パスワードは後で電話でお伝えします。",
    "暗証番号は4桁です。",
    "注文番号：JP-2031-05521、よろしくお願いします。",
    "kayqa clave mana kanchu, Ramiro-ta tapuy",
    "Ñata: ama pimanpas willaychu la clave, Ramiro-lla yachan",
    "Clase de chacarera: jueves 19:30, aula 3.",
    "Bombo legüero modelo BL-45, 45 cm, $ 210.000.",
    "version 2.31.0 of the booking widget fixes the date picker",
    "The door code changes every month; ask reception.",
    "Two-factor is mandatory for the ERP from June.",
    "Backup codes are printed and kept in the yard safe.",
    "Your verification code expires in 10 minutes.",
    "The API key field in Yaku Booking is required.",
    "token limit is 4096 per request",
    "CUIT: pedíselo a contaduría.",
    "DNI: (completar)",
    "Mercado Pago: transferencia recibida, operación 61829304557.",
    "UUID del lote: use the one printed on the log tag.",
    "room 214 guest checked out at 10:42",
    "Factura B 0004-00018273, vence el 30/06.",
    "wifi for guests: ask at reception (no password here)",
    "El wifi SumajYaku Huespedes está caído desde las 9.",
    "Serial SN QY-44-1837-20, warranty until 2033.",
    "Docker image quebrachal/erp:4.12.3 pushed.",
    "The passphrase must have four words or more.",
    "Set a new password on first login, then enable 2FA.",
    "Run `passwd` on the yard box to change yours.",
    "PIN reset takes 48 hours at the bank.",
    "Lote 3321: humedad 14 %, 2,4 t.",
    "Recuerden: la clase del sábado es a las 10, traigan el violín.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars min", "rotation_days": 90},
    {"order_id": "2031-004518", "tons": 38, "species": "quebracho colorado"},
    {"commit": _COMMIT, "branch": "main"},
    {"sha256": _WHEEL, "file": "pyserial-3.5-py2.py3-none-any.whl"},
    {"card_last4": "4410", "brand": "visa"},
    {"auth": {"method": "oauth", "provider": "google"}},
    {"creds": {"username": "npaz", "host": "erp.quebrachal.lan"}},
    {"telefono": "+54 385 421-7730", "cp": "G4220"},
    {"room": 214, "checkout": "10:42", "guest": "Mizuno"},
    {"clase": "chacarera", "dia": "jueves", "hora": "19:30"},
]
