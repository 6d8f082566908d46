# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundredth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninety-seventh's
docstring, the fifth to three-hundred-and-ninety-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (398, 399, 401), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (400_518_263), password words (a
grape, a gorge, a dish or a salt flat of the northwest, a number and a sign, `Torrontes47Cardon!`;
dot-joined words with a year, `cachi.vicuna.2031`; leet `T0rr0nt3s`; random runs with a sign;
dashed generator groups; a chango's name and a year).

The fictional company is Altos del Cardón S.A. of Salta and Jujuy: the wine cellar Bodega
Yacochuya Alta on an invented road out of Cafayate, the tour agency Siete Colores Viajes on an
invented Purmamarca street, and the lithium-brine lab Salar Blanco Lab near the Salinas Grandes.
Staff: Facundo Guaymás (IT), Rocío Mamaní (tours), the winemaker Aníbal Chocobar, the lab chief
Dra. Valeria Cruz; the Bolivian seasonal workers Wilmer Quispe and Elva Condori from Tupiza and
Villazón; the Quechua-speaking driver Teodoro Sajama and the Aymara-speaking cook Basilia Mamani;
the battery buyer Takeshi Morioka of an invented Nagoya trading house; and the Israeli backpacker
guides Noa Ben-David and Itai Levinson. Every company, person, address, domain
(`altoscardon.lan`, `sietecolores.example`, `salarblanco.lan`), account and number is invented;
only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history, config
and env files, voice-note transcripts and requests to the assistant; separators: a colon, `=`,
`->`, `→`, `=>`, `/`, `|`, `es`, `ka`, `-mi`, `は`, `היא`, a new line, a question then its answer,
a value said first and named after.

Grep counts (heldouts 5 to 397, grep -l): none for `IBAN IL`, `IBAN UA`, `IBAN MR`, `IBAN QA`, `IBAN
IQ`, `IBAN GL`, `ססמה`; one for Cafayate, Purmamarca, Humahuaca, Tilcara, `IBAN BR`, `Bancor`,
`סיסמת הוויפי`; two to seven for Jujuy, Salta, Cabify, Despegar, MODO, Naranja X, Torrontés, Potosí,
`imantat`, litio; ten to thirty-three for Quechua, Aymara, Hebrew, `ar.cbu`, `ar.cuit`, `il.idnr`,
`il.hp`, `jp.cn`, `jp.in_`, `cl.rut`, `pe.ruc`, `pakasqa`, `yaykuna`, `nomás`, Cabal; `la clave`
(132) and `パスワードは` (119) are common, so other wordings are used too (`la contra es`, `la clave del
wifi quedó`, `パスワード` with a full-width colon). Languages: about half in English, config or shell;
the rest in the Spanish of the Argentine northwest as texted (`che`, `q`, `x`, `chango`, `ahicito`,
`la contra es`), the Spanish of Bolivian seasonal workers (`pues`, `siempre`, `ya`, `harto`,
`oiga`), Quechua (`pakasqa simi`, `wifipa pakasqa siminqa`, `-mi`), Aymara (`imantat aru`,
`contraseñax`, `-wa`), the Japanese of the battery buyer (`パスワード`, `暗証番号`, `認証コード`) and the Hebrew
of the backpacker guides (`הסיסמה היא`, `ססמה`, `קוד`). The Quechua and Aymara wordings, the
Bolivian and Jujeño texting and the Hebrew chat register are my guesses. Vendors: Mercado Pago,
Ualá, MODO, Naranja X, Despegar, Cabify and Tiendanube beside invented ones (Viñedo Cloud, Salmuera
LIMS, Quebrada Booking, Cardón Pay, Puna Telemetry, Yavi Mail), plus GitHub, GitLab, Slack, Stripe,
OpenAI, Anthropic, Hugging Face, Groq, Shopify, DigitalOcean, Linear, Notion, npm, SendGrid, Twilio,
Telegram, Mailgun, Google, AWS, Replicate, Perplexity, Postman, Supabase, Pulumi, OpenRouter, Brevo
and HubSpot shapes. Ids: Argentina's CUIT and CBU, Chile's RUT, Peru's RUC, Israel's teudat zehut
and company number, Japan's My Number and corporate number, each drawn until its python-stdnum
module validates it; IBANs of Israel, Ukraine, Mauritania, Qatar, Iraq, Greenland and Brazil
(checked with `stdnum.iban`); seed phrases from `mnemonic`'s English, Spanish and Japanese lists,
each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Cabal and Naranja
prefixes).
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
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.cl import rut as cl_rut
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 400_518_263
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker

_WORDS = ["Torrontes", "Cardon", "Vicuna", "Humita", "Tamal", "Yacoraite", "Coplas", "Carnaval",
          "Pachamama", "Salina", "Quebrada", "Puna", "Llareta", "Tolar", "Chango", "Alfajor",
          "Malbec", "Tannat", "Yavi", "Cachi"]  # fmt: skip
_PLACES = ["cafayate", "purmamarca", "tilcara", "humahuaca", "cachi", "molinos", "angastaco",
           "tupiza", "villazon", "susques", "iruya", "maimara", "uquia", "seclantas"]  # fmt: skip
_NAMES = ["facu", "rocio", "anibal", "vale", "wilmer", "elva", "teodoro", "basilia", "takeshi",
          "noa", "itai", "mauro", "yanina", "ramiro"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["T0rr0nt3s", "C4rd0n", "V1cun4", "Y4c0r41t3", "P4ch4m4m4", "S4l1n4s", "Qu3br4d4"]


def _gen_groups(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: "".join(g.sample(_WORDS, 2)) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES)}.{g.choice(_WORDS).lower()}.{g.randrange(1990, 2036)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2036)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 12) + g.choice(_SYMBOLS) + _r(g, D, 2),
    _gen_groups,
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1970, 2012)}{g.choice(_SYMBOLS)}{g.choice(_WORDS)}",
    lambda g: f"{g.choice(_WORDS)}_{g.choice(_PLACES).capitalize()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 16),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _take(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker, **pools: list[str]
) -> list[Sample]:
    return v.fill(rng, cls, templates, n, make, **pools)


_USERS = ["facundo.g", "rocio", "achocobar", "vcruz", "wquispe", "econdori", "tsajama", "bmamani",
          "t.morioka", "noa.bd", "itai", "ops", "admin", "bodega"]  # fmt: skip

_LABELLED = [
    "Facundo, ticket #3141: the Tiendanube admin password is {pw}",
    "WhatsApp 'Bodega Yacochuya - IT': password for the barrel-room tablet: {pw}",
    "note to self: fermentation PLC web login password = {pw}",
    "Password for the Salar Blanco ICP-OES workstation -> {pw}",
    "lab NAS password → {pw}",
    "runbook, section 4:\nPassword:\n{pw}",
    "tour van tablet | password | {pw}",
    "Siete Colores back office // password // {pw}",
    "Aníbal: the new password for the cellar's SCADA is {pw} (changed after the harvest)",
    "che la contra del router de la bodega es {pw}",
    "la contraseña del Despegar de la agencia quedó {pw}, no la cambien x fa",
    "Rocío: chango, la clave del MODO es {pw} q la olvidaste",
    "contraseña nueva de la compu de la oficina de Purmamarca: {pw}",
    "ahicito te paso la contra del panel: {pw}",
    "oiga, la contraseña del celular de la finca siempre es {pw} pues",
    "ya, la contraseña nomás es {pw}, harto fácil",
    "Wilmer: la clave de la compu del galpón es {pw} pues",
    "pakasqa simi kaymi: {pw}",
    "wifipa pakasqa siminqa {pw}-mi",
    "computadorapa pakasqa siminqa: {pw}",
    "imantat aru: {pw}",
    "contraseñax {pw}-wa",
    "Basilia: cocina tabletan imantat aruparu {pw}",
    "在庫システムのパスワード：{pw}",
    "森岡です。ポータルのパスワードは「{pw}」です",
    "見積もりPDFのパスワード => {pw}",
    "הסיסמה היא {pw}",
    "נועה: הססמה לטאבלט של הטיולים {pw}",
    "איתי - סיסמה: {pw}",
    "password ~ {pw} (Elva's phone)",
    "passwd={pw}",
    "The Salinas Grandes weather station admin password was set to {pw}",
    "pwd for the tasting-room POS: `{pw}`",
    "Dra. Cruz: LIMS password is now {pw}",
    "Itai's tablet password (don't tell Noa): {pw}",
    "Naranja X business login password: {pw}",
]

_LOGINS = [
    "login: {u} / {pw}",
    "creds for the Cabify corporate portal are {u} and {pw}",
    "user {u} pass {pw}",
    "{u}:{pw}",
    "sign in to the Ualá business account as {u} with {pw}",
    "usuario: {u}, contraseña: {pw}",
    "usuario {u} / clave {pw} (compu del laboratorio)",
    "ユーザー名：{u}　パスワード：{pw}",
    "שם משתמש: {u} סיסמה: {pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | bodega-pc |",
    "Mercado Pago dashboard -> user {u}, password {pw}",
    "iDRAC lab server: {u} — {pw}",
    "Teodoro: usuario {u}, pakasqa simi {pw}",
    "login {u} and {pw} for the Quebrada Booking extranet",
]

_CLI = [
    "mysql -h db.altoscardon.lan -u {u} -p{pw} bodega",
    "sshpass -p '{pw}' ssh {u}@lims.salarblanco.lan",
    "curl -u {u}:{pw} https://api.sietecolores.example/v2/tours",
    "redis-cli -h cache.altoscardon.lan -a '{pw}' ping",
    "docker login registry.altoscardon.lan -u {u} -p {pw}",
    "psql 'postgresql://{u}:{pw}@pg.salarblanco.lan:5432/brine'",
    "smbclient //nas.salarblanco.lan/muestras -U {u}%{pw}",
    "sqlcmd -S ventas.altoscardon.lan -U {u} -P '{pw}'",
    "zip -P '{pw}' liquidaciones.zip *.pdf",
    "7z a -p{pw} ensayos-litio.7z ensayos/",
    "openssl enc -aes-256-cbc -in lotes.csv -out lotes.enc -pass pass:{pw}",
    "xfreerdp /v:10.20.0.14 /u:{u} /p:'{pw}'",
    "lftp -u {u},{pw} ftp.sietecolores.example",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "ldapsearch -x -D 'uid={u},dc=altoscardon,dc=lan' -w '{pw}' -b dc=altoscardon,dc=lan",
    "echo '{pw}' | sudo -S systemctl restart lims",
    "mosquitto_pub -h mqtt.salarblanco.lan -u {u} -P '{pw}' -t piletas/3 -m 21.4",
    "keytool -importcert -keystore lims.jks -storepass '{pw}' -file ca.crt",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.20.0.9 -U {u} -P '{pw}' chassis status",
    "gpg --batch --passphrase '{pw}' -d contratos.tar.gpg",
    "net use Z: \\\\fs01\\vendimia /user:ALTOS\\{u} {pw}",
    "plink -ssh {u}@10.20.0.21 -pw {pw}",
    "mega-login {u}@altoscardon.lan '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/bodega",
]
_SHELLS = ["{c}", "$ {c}", "facundo@bodega-nuc:~$ {c}", "history | tail:\n  512  {c}",
           "corrí esto: {c}", "lo que tipeé en la terminal: {c}", "ターミナルで実行：{c}",
           "הרצתי: {c}", "runbook step 3:\n    {c}"]  # fmt: skip

_URLS = [
    "postgres://{u}:{pw}@pg.salarblanco.lan:5432/brine",
    "mongodb+srv://{u}:{pw}@vendimia.altoscardon.lan/cosecha",
    "amqp://{u}:{pw}@mq.altoscardon.lan:5672/",
    "ftp://{u}:{pw}@ftp.sietecolores.example/fotos/",
    "rtsp://{u}:{pw}@cam-barricas.altoscardon.lan:554/live",
    "https://{u}:{pw}@git.altoscardon.lan/bodega/etiquetas.git",
    "mysql://{u}:{pw}@10.20.0.5:3306/reservas",
    "smtp://{u}:{pw}@mail.sietecolores.example:587",
    "redis://:{pw}@cache.altoscardon.lan:6379/0",
    "socks5://{u}:{pw}@:1080",
]

_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export LIMS_DB_PASS='{pw}'",
    "spring.datasource.password={pw}",
    "[mysql]\nuser = {u}\npassword = {pw}",
    'smtp:\n  host: mail.sietecolores.example\n  password: "{pw}"',
    "define('DB_PASSWORD', '{pw}');",
    "pg.salarblanco.lan:5432:brine:{u}:{pw}",
    "ssid,psk\nBodega-Barricas,{pw}",
    "smtp_password,{pw}",
    'variable "db_password" {{\n  default = "{pw}"\n}}',
    '<add key="SmtpPassword" value="{pw}" />',
    "REDIS_PASSWORD: {pw}",
    '"password": "{pw}",',
    'admin_pass = "{pw}"  # Siete Colores booking engine',
    'MAIL_PASSWORD="{pw}"',
    "docker-compose.yml:\n  environment:\n    - POSTGRES_PASSWORD={pw}",
    "bindpw {pw}",
    "requirepass {pw}",
]


# (vendor, maker): real published shapes and invented vendors' keys
_REAL: list[tuple[str, Maker]] = [
    ("GitHub", _j("ghp_", (ALNUM, 36))),
    ("GitHub", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("GitLab", _j("glpat-", (URLSAFE, 20))),
    ("Slack", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", _j("sk_live_", (ALNUM, 99))),
    ("Stripe", _j("rk_live_", (ALNUM, 34))),
    ("OpenAI", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("Anthropic", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Hugging Face", _j("hf_", (ALNUM, 34))),
    ("Groq", _j("gsk_", (ALNUM, 52))),
    ("Shopify", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", _j("dop_v1_", (HEX, 64))),
    ("Linear", _j("lin_api_", (ALNUM, 40))),
    ("Notion", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("npm", _j("npm_", (ALNUM, 36))),
    ("SendGrid", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", _j("SK", (HEX, 32))),
    ("Telegram", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Mailgun", _j("key-", (HEX, 32))),
    ("Google", _j("AIza", (URLSAFE, 35))),
    ("Replicate", _j("r8_", (ALNUM, 37))),
    ("Perplexity", _j("pplx-", (ALNUM, 48))),
    ("Postman", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Supabase", _j("sbp_", (HEX, 40))),
    ("Pulumi", _j("pul-", (HEX, 40))),
    ("OpenRouter", _j("sk-or-v1-", (HEX, 64))),
    ("Brevo", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("HubSpot", lambda g: "pat-na1-" + v.uuid4(g, "b")),
]
_INVENTED: list[tuple[str, Maker]] = [
    ("Viñedo Cloud", _j((HEX, 32))),
    ("Salmuera LIMS", lambda g: v.uuid4(g, "8")),
    ("Quebrada Booking", _j((ALNUM, 40))),
    ("Cardón Pay", _j((HEX, 40))),
    ("Puna Telemetry", _j((ALNUM, 32))),
    ("Yavi Mail", _j((HEX, 48))),
    ("Mercado Pago", _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ("Ualá", _j((ALNUM, 36))),
    ("MODO", lambda g: v.uuid4(g, "9")),
    ("Tiendanube", _j((HEX, 40))),
]
_REAL_PLACES = [
    "{name} token for the bodega's CI: {pw}",
    "the {name} key we use in the Salar Blanco pipeline is {pw}",
    "Facundo pegó esto en el grupo: {pw} ({name})",
    "{name}のキー：{pw}",
    "המפתח של {name}: {pw}",
    "export TOKEN={pw}  # {name}, rotate in March",
    "{name} => {pw}",
    "Rocío: el token de {name} es {pw}",
]
_INVENTED_PLACES = [
    "{name} API key: {pw}",
    "clave API de {name}: {pw}",
    "Integrations › {name}: {pw}",
    "{name} integration broken, current key {pw}",
    "API key for {name} (prod) → {pw}",
    "{name}のAPIキー：{pw}",
    "מפתח API של {name}: {pw}",
    "la API key de {name} quedó {pw}",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        real = i % 3 != 2
        name, make = rng.choice(_REAL if real else _INVENTED)
        template = rng.choice(_REAL_PLACES if real else _INVENTED_PLACES)
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(name=name, pw=secret), secret))
    return out


def _aws(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for _ in range(n):
        key_id = "AKIA" + _r(rng, UPPER_DIGITS, 16)
        secret = _r(rng, B64, 40)
        text = rng.choice(
            [
                f"[salar-blanco]\naws_access_key_id = {key_id}\naws_secret_access_key = {secret}",
                f"AWS_ACCESS_KEY_ID={key_id}\nAWS_SECRET_ACCESS_KEY={secret}",
            ]
        )
        out.append(Sample("vendor_token", text, secret))
    return out


_BARE = ["{pw}", "Facundo: {pw}", "te lo paso acá, lo muestra una sola vez:\n{pw}",
         "トークン {pw}", "{pw} <- from the Cardón Pay dashboard",
         "X-Session: {pw}", "Authorization: Bearer {pw}", "access_token={pw}"]  # fmt: skip
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 44)), _j((URLSAFE, 48)), _j((B64, 56), "=="),
                             _j((ALNUM, 32), (URLSAFE, 12))]  # fmt: skip

_HEXES = [
    "encryption key for the lab backups: {pw}",
    "LIMS_SECRET_KEY={pw}",
    "clave de cifrado del NAS: {pw}",
    "暗号化キー：{pw}",
    "{pw}",
    "session secret → {pw}",
    "hmac_secret: {pw}",
    "מפתח הצפנה {pw}",
]


def _jwt(rng: random.Random) -> str:
    header = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    claims = {"sub": rng.choice(_USERS), "iss": "https://auth.altoscardon.lan",
              "exp": rng.randrange(2_000_000_000, 2_100_000_000)}  # fmt: skip
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "the booking API session token: {pw}",
    "cookie: sc_session={pw}",
    "el JWT que devuelve el login es {pw}",
    "{pw}",
    "トークン：{pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.sietecolores.example/v2/me",
    "id_token={pw}",
]


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    kinds = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]
    frames = ["{k}", "deploy key for the lab server:\n{k}", "la clave privada del VPN:\n{k}",
              "id_ed25519 (Facundo's laptop):\n{k}"]  # fmt: skip
    for i in range(n):
        kind = kinds[i % len(kinds)]
        lines = [_r(rng, B64, 64) for _ in range(rng.randrange(6, 12))] + [_r(rng, B64, 20) + "=="]
        block = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
        out.append(Sample("pem_key", rng.choice(frames).format(k=block), lines[2]))
    return out


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "japanese")}


def _seed(rng: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]
    return str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    frames = {
        "english": ["seed phrase for the bodega's treasury wallet: {s}", "recovery words:\n{s}",
                    "{s}"],
        "spanish": ["frase semilla de la billetera: {s}", "las 12 palabras son {s}",
                    "palabras de recuperación, no las pierdan:\n{s}"],
        "japanese": ["リカバリーフレーズ：{s}", "シードフレーズは{s}です"],
    }  # fmt: skip
    out = []
    langs = ["english", "spanish", "japanese"]
    for i in range(n):
        lang = langs[i % 3]
        phrase = _seed(rng, lang, rng.choice([12, 12, 24]))
        out.append(Sample("seed_phrase", rng.choice(frames[lang]).format(s=phrase), phrase))
    return out


_CARD_PREFIXES = {"visa": ["4"], "mastercard": ["51", "54", "2223"], "amex": ["37"],
                  "cabal": ["604201", "650272"], "naranja": ["589562"]}  # fmt: skip


def _card(rng: random.Random, brand: str) -> str:
    prefix = rng.choice(_CARD_PREFIXES[brand])
    length = 15 if brand == "amex" else 16
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _cards(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "card number {c} exp 09/31",
        "tarjeta de la agencia: {c}",
        "la Naranja de la bodega es {c} vence 11/30",
        "カード番号：{c}",
        "מספר כרטיס: {c}",
        "Cabal corporativa {c}",
        "{c} — that's the card for the Despegar bookings",
        "pay the lab supplier with {c}",
    ]
    brands = list(_CARD_PREFIXES)
    out = []
    for i in range(n):
        number = _card(rng, brands[i % len(brands)])
        shown = v.grouped(number, rng.choice([" ", "-", "", "."]), rng)
        out.append(Sample("card_number", rng.choice(templates).format(c=shown), shown))
    return out


_CVVS = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "código de seguridad: {pw}",
    "los tres números de atrás son {pw}",
    "セキュリティコード：{pw}",
    "קוד אבטחה {pw}",
    "CVC => {pw}",
]


def _iban(rng: random.Random, country: str) -> str:
    shapes = {"IL": "n" * 19, "UA": "n" * 6 + "c" * 19, "MR": "n" * 23, "QA": "aaaa" + "c" * 21,
              "IQ": "aaaa" + "n" * 15, "GL": "n" * 14, "BR": "n" * 23 + "a" + "c"}  # fmt: skip
    return v.until(
        rng,
        lambda g: v.iban_shaped(g, country, shapes),
        std_iban.is_valid,
    )


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "IBAN: {i}",
        "transferí a este IBAN {i}",
        "buyer's account IBAN {i} (Nagoya office pays from here)",
        "IBAN הוא {i}",
        "振込先IBAN：{i}",
        "the lab's supplier IBAN → {i}",
        "iban={i}",
    ]
    countries = ["IL", "UA", "MR", "QA", "IQ", "GL", "BR"]
    out = []
    for i in range(n):
        number = _iban(rng, countries[i % len(countries)])
        shown = v.iban_spaced(number) if i % 2 else number
        out.append(Sample("iban", rng.choice(templates).format(i=shown), shown))
    return out


def _digits_valid(mod: Any, n: int, prefix: str = "") -> Maker:
    def make(g: random.Random) -> str:
        return v.until(g, _j(prefix, (D, n - len(prefix))), lambda x: bool(mod.is_valid(x)))

    return make


def _rut(g: random.Random) -> str:
    body = str(g.randrange(10_000_000, 27_000_000))
    return str(cl_rut.format(body + cl_rut.calc_check_digit(body)))


_IDS: list[tuple[str, Maker]] = [
    ("CUIT", lambda g: str(ar_cuit.format(_digits_valid(ar_cuit, 11, "20")(g)))),
    ("CUIL", _digits_valid(ar_cuit, 11, "27")),
    ("CBU", _digits_valid(ar_cbu, 22, "0110")),
    ("RUT", _rut),
    ("RUC", _digits_valid(pe_ruc, 11, "20")),
    ("teudat zehut", _digits_valid(il_idnr, 9)),
    ("ח.פ.", _digits_valid(il_hp, 9, "51")),
    ("マイナンバー", _digits_valid(jp_in, 12)),
    ("法人番号", _digits_valid(jp_cn, 13)),
]
_ID_PLACES = [
    "{name}: {pw}",
    "mi {name} es {pw}",
    "{name} of the Cafayate cellar, for the export invoice: {pw}",
    "{name} → {pw}",
    "pasame tu {name} pues, ya: {pw}",
    "{name}は{pw}です",
    "{name} שלי {pw}",
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        name, make = _IDS[i % len(_IDS)]
        secret = make(rng)
        text = rng.choice(_ID_PLACES).format(name=name, pw=secret)
        out.append(Sample("national_id", text, secret))
    return out


_TOTP = [
    "TOTP secret for the Mercado Pago admin: {pw}",
    "otpauth://totp/AltosCardon:facundo?secret={pw}&issuer=AltosCardon",
    "2FA setup key (the QR didn't scan): {pw}",
    "clave de configuración del 2FA: {pw}",
    "2段階認証のセットアップキー：{pw}",
    "מפתח 2FA: {pw}",
]
_CODES = [
    "Tu código de verificación de Ualá es {pw}",
    "{pw} is your Cabify verification code",
    "Use {pw} to sign in to Despegar",
    "認証コード：{pw}",
    "קוד האימות שלך הוא {pw}",
    "el código que me llegó por SMS: {pw}",
    "one-time code {pw}, expires in 5 min",
    "MODO: tu código es {pw}. No lo compartas.",
]


def _code(g: random.Random) -> str:
    digits = _r(g, D, 6)
    return g.choice([digits, f"{digits[:3]} {digits[3:]}", digits])


def _backups(rng: random.Random, n: int) -> list[Sample]:
    heads = ["GitHub recovery codes:", "códigos de recuperación de la cuenta de Google:",
             "バックアップコード", "קודי גיבוי:", "Tiendanube backup codes",
             "códigos de respaldo 2FA (Mercado Pago)"]  # fmt: skip
    out = []
    for i in range(n):
        codes = v.backup_codes(rng, rng.randrange(6, 11), i % 4)
        joiner = "\n" if i % 2 == 0 else ", "
        text = f"{heads[i % len(heads)]}\n{joiner.join(codes)}"
        out.append(Sample("backup_codes", text, codes[rng.randrange(len(codes))]))
    return out


_NETS = ["Bodega-Barricas", "SieteColores_5G", "SalarBlanco-Lab", "Hostal Pucará", "Finca Cardón",
         "Tilcara-Wifi"]  # fmt: skip
_WIFI = [
    "wifi {net} / {pw}",
    "la clave del wifi quedó {pw} (red {net})",
    "network: {net}, key {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "red {net}\n{pw}",
    "wifi? / Rocío: {pw}",
    "wifipa pakasqa siminqa {pw}",
    "Wi-Fiのパスワード：{pw}",
    "סיסמת הוויפי: {pw}",
    "WPA key for {net}: {pw}",
    "{pw} — that's the wifi password at the hostel",
    "wifi de la finca, pues: {net} / {pw}",
]


def _wifi_key(g: random.Random) -> str:
    return g.choice([_plain_pw, _j((UPPER_DIGITS, 12)), _j((HEX, 26))])(g)


_LOCKS = [
    "door code for the barrel room: {pw}",
    "el código del portón es {pw}#",
    "alarm code {pw}",
    "candado del galpón: {pw}",
    "PIN de la tarjeta: {pw}",
    "暗証番号：{pw}",
    "הקוד לדלת {pw}",
    "keypad at the lab: {pw}",
    "PIN {pw} for the company phone",
    "combination {pw}",
]


def _pairs(g: random.Random) -> str:
    return "-".join(_r(g, D, 2) for _ in range(3))


_LOCK_MAKERS: list[Maker] = [_j((D, 4)), _j((D, 6)), _pairs]


def _lock(g: random.Random) -> str:
    return g.choice(_LOCK_MAKERS)(g)


_PHRASE_WORDS = ["cardon", "vicuna", "salina", "quebrada", "tolar", "llareta", "coplas",
                 "carnaval", "humita", "vendimia", "barrica", "flamenco", "puna", "aguayo",
                 "charango", "quena", "alpaca", "garganta"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "the LUKS passphrase for the lab laptop is {pw}",
    "frase de contraseña: {pw}",
    "KeePass master passphrase → {pw}",
    "パスフレーズ：{pw}",
    "BORG_PASSPHRASE={pw}",
]


def _phrase(g: random.Random) -> str:
    words = g.sample(_PHRASE_WORDS, g.choice([4, 5]))
    sep = g.choice([" ", "-", "."])
    return sep.join(words) + (str(g.randrange(10, 100)) if sep != " " else "")


_SPELLED_WORDS = ["yacoraite", "torrontes", "cachi", "chango", "llareta", "vicuna", "quena"]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        ("the word {w} followed by {d}", "{w}"),
        ("la contraseña es la palabra {w} y después {d}", "{w}"),
        ("password: {W} with a capital first letter and {d} at the end", "{W}"),
        ("el nombre del perro, {W}, seguido de {d}", "{W}"),
        ("type {w}, then {d}; that's the admin password", "{w}"),
        ("{w}{d}, that's what I set for the router", "{w}{d}"),
        ("{w}{d} — esa es la contra del wifi", "{w}{d}"),
        ("パスワードは {w} のあとに {d}", "{w}"),
        ("הסיסמה היא המילה {w} ואחריה {d}", "{w}"),
    ]
    out = []
    for i in range(n):
        text, secret = templates[i % len(templates)]
        word = rng.choice(_SPELLED_WORDS) + _r(rng, LOWER, 2)
        fields = {"w": word, "W": word.capitalize(), "d": str(rng.randrange(100, 10_000))}
        out.append(Sample("spelled_password", text.format(**fields), secret.format(**fields)))
    return out


def _dictated(rng: random.Random, n: int) -> list[Sample]:
    out = []
    frames = ["token dictated over the phone: {t}", "Facundo lo leyó así: {t}",
              "API key in groups: {t}", "トークン（読み上げ）：{t}"]  # fmt: skip
    for i in range(n):
        raw = _r(rng, ALNUM, 24)
        sep = [" ", " - ", "·", " | "][i % 4]
        size = [4, 4, 1, 6][i % 4]
        shown = sep.join(raw[k : k + size] for k in range(0, len(raw), size))
        out.append(Sample("spelled_token", rng.choice(frames).format(t=shown), shown))
    return out


_QUESTIONS = [
    "Noa: what's the password for the tour tablet?\nItai: {pw}",
    "¿cuál es la contra del wifi de la bodega?\n{pw}",
    "Rocío: clave del Despegar?\nFacundo: {pw}",
    "森岡：ポータルのパスワードは？\nVale：{pw}",
    "נועה: מה הסיסמה?\nאיתי: {pw}",
    "Wilmer: ¿y la contraseña de la compu, pues?\nElva: {pw}",
]
_SAID_FIRST = [
    "{pw} — that's the password for the Salar Blanco VPN",
    "{pw} es la contraseña del mail de la agencia",
    "{pw} is what Aníbal set as the SCADA admin password",
    "{pw}: la clave del panel, no la anoten en el pizarrón",
    "{pw} ← password of the weather station",
    "{pw} でログインできます（在庫システムのパスワード）",
]

_PLAN: list[tuple[str, list[str], int, Maker]] = [
    ("labelled_password", _LABELLED, 64, _pw),
    ("login_pair", _LOGINS, 25, _pw),
    ("config_password", _CONFIGS, 20, _plain_pw),
    ("url_password", _URLS, 12, _plain_pw),
    ("hex_key", _HEXES, 10, _j((HEX, 64))),
    ("jwt", _JWTS, 8, _jwt),
    ("card_code", _CVVS, 7, _j((D, 3))),
    ("totp_secret", _TOTP, 8, lambda g: v.totp_secret(g, spaced=False)),
    ("one_time_code", _CODES, 10, _code),
    ("wifi_key", _WIFI, 16, _wifi_key),
    ("pin_code", _LOCKS, 14, _lock),
    ("passphrase", _PHRASES, 8, _phrase),
    ("question_answer", _QUESTIONS, 6, _pw),
    ("said_first", _SAID_FIRST, 6, _pw),
]
_TAKERS: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_vendors, 40), (_aws, 4), (_pems, 6), (_seeds, 12), (_cards, 14), (_ibans, 14), (_ids, 20),
    (_backups, 8), (_spelled, 9), (_dictated, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for cls, templates, n, make in _PLAN:
        out += _take(rng, cls, templates, n, make, u=_USERS, net=_NETS)
    cli = _take(rng, "cli_password", _CLI, 35, _plain_pw, u=_USERS)
    out += v.framed(rng, cli, _SHELLS)
    for taker, n in _TAKERS:
        out += taker(rng, n)
    bare = []
    for i in range(8):
        token = _BARE_MAKERS[i % len(_BARE_MAKERS)](rng)
        bare.append(Sample("bare_token", _BARE[i].format(pw=token), token))
    return out + bare


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Tiendanube admin password is", "{s}", _pw),
    ("split_password", "la contra del router:", "{s} (no la cambien)", _pw),
    ("split_password", "pakasqa simi", "{s}", _pw),
    ("split_password", "imantat aru:", "{s}", _pw),
    ("split_password", "パスワード：", "{s}\n来週変更します", _pw),
    ("split_password", "הסיסמה היא", "{s}", _pw),
    ("split_password", "Wilmer: la contraseña de la compu es", "{s} pues", _pw),
    ("split_password", "LIMS password", "{s}", _pw),
    ("split_password", "wifi Bodega-Barricas", "{s}", _wifi_key),
    ("split_password", "contraseñax", "{s}", _pw),
    ("split_token", "Viñedo Cloud API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla", "{s}", lambda g: _seed(g, "spanish")),
    ("split_card", "card number", "{s} exp 04/32", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IL"))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIT", "{s}", _digits_valid(ar_cuit, 11, "30")),
    ("split_id", "マイナンバー", "{s}", _digits_valid(jp_in, 12)),
    ("split_pin", "código del portón:", "{s}", _j((D, 6))),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


_METADATA: list[tuple[str, str, Maker]] = [
    (
        "meta_password",
        '{"scada": {"url": "https://scada.altoscardon.lan", "admin_password": "{s}"}}',
        _plain_pw,
    ),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "wquispe", "passwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"パスワード": "{s}"}', _plain_pw),
    ("meta_password", '{"סיסמה": "{s}"}', _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "ops", "--password", "{s}", "bodega"]}', _plain_pw),
    ("meta_password", '{"note": "la contra del panel es {s}"}', _plain_pw),
    ("meta_password", '{"pakasqa_simi": "{s}"}', _plain_pw),
    ("meta_token", '{"vinedo_cloud": {"api_key": "{s}"}}', _j((HEX, 32))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    (
        "meta_token",
        '{"mercadopagoAccessToken": "{s}"}',
        _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9)),
    ),
    (
        "meta_token",
        '{"slack": {"bot_token": "{s}"}}',
        _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    ),
    (
        "meta_card",
        '{"payment": {"card_number": "{s}", "exp": "02/33"}}',
        lambda g: v.grouped(_card(g, "mastercard"), " ", g),
    ),
    ("meta_iban", '{"supplier": {"iban": "{s}"}}', lambda g: _iban(g, "QA")),
    ("meta_id", '{"cuit": "{s}"}', _digits_valid(ar_cuit, 11, "23")),
    ("meta_id", '{"teudat_zehut": "{s}"}', _digits_valid(il_idnr, 9)),
    ("meta_otp", '{"2fa": {"backup": ["{s}", "48213377", "90125566", "31874420"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_words": "{s}"}}', lambda g: _seed(g, "english")),
    ("meta_pin", '{"galpon": {"padlock_code": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "SalarBlanco-Lab", "psk": "{s}"}}', _wifi_key),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        filled, secret = _fill(rng, text, make)
        out.append(MetadataSample(cls, json.loads(filled), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"icp-oes-firmware-2.9.4.bin").hexdigest()
_COMMIT = hashlib.sha1(b"lims: add lithium carbonate column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tours: fix Purmamarca pickup", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"vendimia_2033-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"brine-assays-2032.parquet").hexdigest()
_B64_LOGO = base64.b64encode(b"Siete Colores logo v3").decode()

CLEAN = [
    "Remind me to change the SCADA password before the harvest starts on 2033-02-20.",
    "Rocío asked for the hostel wifi password; it's on the card at reception.",
    "Policy: Altos del Cardón passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords in the WhatsApp group; share a vault link instead.",
    "`VINEDO_CLOUD_API_KEY=replace-me` in .env.example is a placeholder.",
    "The ICP-OES panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_TIENDANUBE_TOKEN> in the README with the token from your dashboard.",
    "che, no pasen contraseñas por el grupo, usen el gestor",
    "la contra del wifi está en el cartel de la recepción, fijate ahí",
    "oiga, la contraseña no le digan a nadie pues",
    "ya, mañana siempre le pido la clave a Facundo",
    "pakasqa simiykita ama pimanpas willaychu.",
    "imantat aru janiw khitirus yatiyañamäkiti.",
    "パスワードは誰にも教えないでください。",
    "パスワードは14文字以上にしてください。",
    "אל תשלחו סיסמאות בקבוצה, תודה",
    "הסיסמה לוויפי כתובה על הלוח בקבלה",
    "Upgraded the LIMS from 4.2 to 4.3 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the lithium carbonate column.",
    f"Rolled back to {_SHORT} after the Purmamarca pickup times broke.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The ICP-OES firmware 2.9.4 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of brine-assays-2032.parquet: {_SHA512}",
    f"MD5 of vendimia_2033-03-14.csv is {_MD5}, same as the copy on the NAS.",
    f"logo.png base64 preview starts {_B64_LOGO[:12]}…",
    "Request id 4c2e81a7-93b1-4d6f-a0e2-7f15c3d9b846 is the slow one in the booking logs.",
    "Purchase order OC-2033-00712 for 1,200 Torrontés bottles ships on Thursday.",
    "Ticket #3318: the barrel-room humidity sensor reads 0 % since Monday.",
    "Llamá a la agencia al +54 388 490-7712 antes del mediodía.",
    "Envío Andreani 360002418837210 con las muestras de salmuera, llega el jueves.",
    "Código postal de Cafayate: A4427; el de Purmamarca: Y4618.",
    "Salinas Grandes, -23.6180, -65.8570, altitude 3,450 m.",
    "Pileta 3: Li 812 mg/L, Mg/Li 4.1, density 1.21 g/cm³.",
    "After five wrong passwords the LIMS locks the account for 20 minutes.",
    "Tour Purmamarca–Salinas Grandes: ARS 48.500 por persona, salida 8:30.",
    "El secreto de un buen Torrontés es la noche fría de los Valles Calchaquíes.",
    "Pedile a Aníbal el código del portón, yo no lo tengo.",
    "My card ending 4418 was declined at the Tilcara market.",
    "The Nagoya buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the agency's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MERCADOPAGO_ACCESS_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the shed rusts in the salty wind; oil it every month.",
    "El PIN de la tarjeta nueva llega por correo en un sobre aparte.",
    "La clave tiene que tener una mayúscula y un número, nomás eso.",
    "The guest wifi 'SieteColores-Invitados' is open, no password needed.",
    "Lote LT-2033-CAF-0412, barrica 27, 13.8 % vol; puntaje de cata 91.",
    "The password field is masked as ••••••••; the reset link expires in 30 minutes.",
    "CBU ending in …4471 — ask Vale for the full number.",
    "Card on file: **** **** **** 9012, exp 03/31.",
    "サンプルは名古屋の倉庫に4月12日着の予定です。",
    "炭酸リチウムの純度は99.5%以上でお願いします。",
    "המדריכה נועה מחכה בתחנה של פורממרקה בשעה 9:00",
    "ISBN 978-987-1234-56-7 es la guía de vinos de altura en la biblioteca.",
    "Chassis serial SN-7C41-22B9 of the lab server, model PowerEdge R650.",
    "Version 2.31.0 of the booking engine fixes the Humahuaca timezone bug.",
    "Wilmer trabaja en la cosecha de febrero a abril, después vuelve a Tupiza.",
    "Kay p'unchaw Purmamarcaman risaq, Teodoro.",
    "Jichhürux Salinas Grandes ukar sarañani.",
    "The OTP is sent by SMS; it is six digits long and expires after five minutes.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/altos/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "3318", "purchase_order": "OC-2033-00712"}',
    '{"lot": {"id": "LT-2033-CAF-0412", "barrel": 27, "abv": 13.8}}',
    '{"phone": "+54 388 490-7712", "city": "Purmamarca"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bottles_in_stock": 8412}',
    '{"coords": {"lat": -23.618, "lon": -65.857}, "site": "Salinas Grandes"}',
    '{"card_last4": "9012", "tracking": "360002418837210", "postcode": "A4427"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
