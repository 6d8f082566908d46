# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-ninety-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-ninth's
docstring, the fifth to three-hundred-and-eighty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (390, 391, 392), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (393_418_067), password words (a peak,
tree, lake or sweet of the region, a number and a sign, `Coihue47!`; dot-joined words with a year,
`lenga.tronador.2034`; leet `Tr0n4d0r`; random runs with a sign; dashed generator groups).

The fictional company is Cacao Lenga y Lagos S.R.L. of San Carlos de Bariloche: a chocolate maker
on an invented Calle Mitre number, the Escuela de Esquí Lenga at the foot of Cerro Catedral and the
lake-boat line Lancha Quetrihue, which sails the Nahuel Huapi arms to Isla Victoria and Puerto
Blest. Staff: Facu Arrieta (IT), la Colo Benítez (chocolate shop), Tincho Sosa (ski school), the
skipper Rulo Cárdenas; the Chilean partners in Osorno (Nicolás Oyarzún, la Cata Vera); the Swiss
buyer Reto Bühlmann of a Bernese confiseur; the Mapuche tour guide Ayelén Painemal; and the
Brazilian tour agents Thaís and Diego of an invented São Paulo agency. Every company, person,
address, domain (`lenga.lan`, `cacaolenga.example`), account and number is invented; only the
region is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history, config and env
files, voice-note transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`/`, `|`, `es`, `é`, `isch`, `lautet`, `ta`, a new line, a question then its answer, a value said
first and named after.

Grep counts (heldouts 5 to 389, grep -l): none for `Nahuel Huapi`, `Cerro Catedral`, `Chocolater`,
`escuela de esqu`, `Grüessech`, `huevón`, `wachtwort` and a Costa Rican `IBAN CR`; one or two for
Schweiz, Osorno, PostFinance, Twint, Brubank, `maquininha`, `Kennwort isch`, `pwsafe`, FalkorDB;
three to nine for Bariloche, Llao, `al tiro`, `tañi`, `Mari mari`, `blz`, `boludo`, Ualá, Naranja
X, Khipu, PagSeguro, Iugu, `ch.uid`, `ch.ssn`, `uy.rut`, `pfsense`, `ddclient`; the Portuguese
`senha do` (89) and German `s Passwort` (113) are common, so other wordings are used too (`a senha
tá`, `s Kennwort isch`). Languages: about half in English, config or shell; the rest in Rioplatense
Spanish as texted (`che`, `la contra es`, `posta`, `xq`, `dale`), the Chilean Spanish of the Osorno
partners (`wena`, `po`, `cachai`, `al tiro`), the Swiss German of the buyer (`s Passwort isch`,
`Grüessech`, `merci vilmal`), Mapudungun of the guide (`Mari mari`, `tañi kontraseña ta`,
`feychi`), and Brazilian Portuguese of the tour agents (`vc`, `blz`, `a senha tá`, `pra`). The
Mapudungun wordings are my guesses (loans like `kontraseña` included), as are the Swiss German
spellings and the texted abbreviations. Vendors, mostly invented or little used: Mercado Pago,
Ualá, Brubank, Khipu, PagSeguro, Iugu, Twint, PostFinance, Tiendanube, Catedral Pass (invented),
Huapi Boats (invented), Lenga Ski ERP (invented), Cacao Cloud (invented), Quetrihue Tickets
(invented), Traful Mail (invented), Frey Sensors (invented), plus GitHub, GitLab, Slack, Stripe,
OpenAI, Anthropic, Hugging Face, Groq, Replicate, Shopify, DigitalOcean, Linear, Postman, Doppler,
Sentry, Notion, Figma, Tailscale, npm and SendGrid shapes. Ids: Argentina's CUIT and CBU
(`stdnum.ar`), Chile's RUT (`stdnum.cl`), Switzerland's AHV number and UID (`stdnum.ch`), Brazil's
CPF and CNPJ (`stdnum.br`), each drawn until its module validates it; IBANs of Switzerland,
Liechtenstein, Brazil, Costa Rica and the British Virgin Islands (checked with `stdnum.iban`);
seed phrases from `mnemonic`'s English, Spanish, Portuguese and French lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Elo and Cabal prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.br import cnpj as br_cnpj
from stdnum.ch import ssn as ch_ssn
from stdnum.ch import uid as ch_uid
from stdnum.cl import rut as cl_rut

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 393_418_067
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
_j = v.token
Maker = v.Maker
Row = tuple[str, Maker]
_MP = _j(
    "APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9)
)  # a Mercado Pago access token

_WORDS = [
    "Tronador",
    "Catedral",
    "Lenga",
    "Coihue",
    "Arrayan",
    "Huemul",
    "Notro",
    "Cipres",
    "Traful",
    "Mascardi",
    "Quetrihue",
    "Frey",
    "Llao",
    "Fondue",
    "Bombon",
    "Cauquen",
    "Pudu",
    "Nirre",
    "Radal",
    "Maqui",
    "Calafate",
    "Chucao",
    "Lancha",
    "Gutierrez",
]
_SIGNS = "!#$%*?@&+"
_LEET = str.maketrans({"a": "4", "e": "3", "o": "0", "i": "1"})


def _word_pw(g: random.Random) -> str:
    return f"{g.choice(_WORDS)}{g.randrange(10, 1000)}{g.choice(_SIGNS)}"


def _dotted_pw(g: random.Random) -> str:
    a, b = g.sample(_WORDS, 2)
    return f"{a.lower()}.{b.lower()}.{g.randrange(2026, 2041)}"


def _leet_pw(g: random.Random) -> str:
    return g.choice(_WORDS).translate(_LEET) + str(g.randrange(10, 100))


def _random_pw(g: random.Random) -> str:
    return v.r(g, ALNUM, g.randrange(11, 17)) + g.choice(_SIGNS) + v.r(g, D, 2)


def _dashed_pw(g: random.Random) -> str:
    return "-".join(v.r(g, LOWER + D, 5) + g.choice(UPPER) for _ in range(3))


def _pw(g: random.Random) -> str:
    return g.choice([_word_pw, _dotted_pw, _leet_pw, _random_pw, _dashed_pw])(g)


def _take(g: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples: each template (cycled) with a fresh value in place of ``{s}``."""
    out = []
    for template in v.cycle(g, templates, n):
        secret = make(g)
        out.append(Sample(cls, template.replace("{s}", secret), secret))
    return out


def _rows(g: random.Random, cls: str, rows: list[Row], n: int) -> list[Sample]:
    """``n`` samples from (template, maker) rows, every row before any repeats."""
    out = []
    for template, make in v.cycle(g, rows, n):
        secret = make(g)
        out.append(Sample(cls, template.replace("{s}", secret), secret))
    return out


# --- passwords after labels ------------------------------------------------------------------

_LABELLED = [
    "password: {s}",
    "Password = {s}",
    "admin password -> {s}",
    "pw → {s}",
    "login pw / {s}",
    "chocolate-shop POS | password | {s}",
    "the boat office PC password is {s}",
    "Password for the Catedral rental kiosk:\n{s}",
    "pwd={s}",
    "password:{s} (ski school laptop)",
    "che la contra del server de la fábrica es {s}",
    "la clave nueva quedó {s}, no la cambies xq sí",
    "contraseña del mail de ventas: {s}",
    "posta, la contraseña es {s}",
    "dale, te paso la clave → {s}",
    "contra del NAS: {s} (la cambió Facu)",
    "wena, la clave del sistema de Osorno es {s} po",
    "cachai? la contraseña quedó {s}",
    "la pass del router de la oficina de Osorno: {s} al tiro la cambiamos",
    "Grüessech Facu, s Passwort isch {s}",
    "s Kennwort fürs Lieferantenportal isch {s}",
    "Das Passwort lautet {s}, merci vilmal",
    "Kennwort: {s}",
    "Mari mari Facu! tañi kontraseña ta {s}",
    "feychi kontraseña ta {s}, pewkallal",
    "oi Facu, a senha do portal tá {s}",
    "a senha é {s} blz?",
    "senha pra agência: {s}",
    "vc pode usar a senha {s} pra entrar",
    "PASSWORD || {s}",
]

_SAID = [
    "Facu: what's the wifi password at the pier office?\nRulo: {s}",
    "Tincho: contra del sistema de alquiler?\nColo: {s}",
    "Reto: Wie isch s Passwort vom Shop?\nColo: {s}",
    "Thaís: qual a senha do painel?\nFacu: {s}",
    "Nicolás: ¿cuál es la clave del ERP po?\nFacu: {s}",
    "{s} — that's the admin password for the tempering machine",
    "{s} es la contraseña del mail nuevo, anotala",
    "type {s}, that's the root password on the boat tracker",
    "{s}, that's what I set for the chocolate-shop router",
    "{s} isch s nöie Passwort für d Bstellige",
    "{s} é a senha nova do painel, tá?",
    "{s} es la clave del sistema po, no la pierdai",
    "Q: password for the Lenga ski-rental tablet?\nA: {s}",
    "[09:14] facu: pw del pos?\n[09:15] colo: {s}",
    "Ayelén: feychi clave?\nFacu: {s}",
]

# --- logins ----------------------------------------------------------------------------------

_LOGINS = [
    "login: colo / {s}",
    "user facu, pass {s}",
    "creds tincho:{s}",
    "admin / {s}",
    "rulo@cacaolenga.example:{s}",
    "u=reto p={s}",
    "sign in as thais with {s}",
    "usuario: nico.oyarzun contraseña: {s}",
    "Benutzer reto, Passwort {s}",
    "usuário: diego.agencia senha: {s}",
    "root:{s}",
    "the creds for the boat tracker are rulo and {s}",
    "| skischool | {s} |",
    "user: ayelen\npassword: {s}",
]

_CLI = [
    "$ mysql -u choco -p{s} -h db.lenga.lan ventas",
    "sshpass -p '{s}' ssh rulo@tracker.lenga.lan",
    "curl -u facu:{s} https://erp.lenga.lan/api/stock",
    "redis-cli -h cache.lenga.lan -a {s}",
    "docker login registry.lenga.lan -u ci -p {s}",
    "htpasswd -b /etc/nginx/.htpasswd colo {s}",
    "smbclient //nas.lenga.lan/fotos -U tincho%{s}",
    "zip -P {s} nomina-julio.zip nomina.xlsx",
    "7z a -p{s} backup-ski.7z ./reservas",
    "openssl enc -aes-256-cbc -in precios.csv -pass pass:{s}",
    "gpg --batch --passphrase '{s}' -c recetas.tar",
    "xfreerdp /v:caja.lenga.lan /u:colo /p:{s}",
    "lftp -u choco,{s} sftp://files.cacaolenga.example",
    "ldapsearch -D cn=admin,dc=lenga -w {s}",
    "sqlcmd -S pos.lenga.lan -U sa -P {s}",
    "mosquitto_pub -h mq.lenga.lan -u boat -P {s} -t gps",
    "echo '{s}' | sudo -S systemctl restart tempering",
    'psql "postgresql://choco:{s}@db.lenga.lan/ventas"',
    "keytool -importkeystore -srcstorepass {s} -srckeystore pos.p12",
    "rabbitmqctl add_user reservas {s}",
    "ipmitool -H 10.4.1.9 -U admin -P {s} power status",
    "nmcli dev wifi connect Lancha-Quetrihue password {s}",
    "mariadb-dump -u backup --password={s} reservas > r.sql",
    "export PGPASSWORD={s}; pg_dumpall -h db.lenga.lan > all.sql",
]

_URLS = [
    "mongodb://tickets:{s}@mongo.lenga.lan:27017/quetrihue",
    "ftp://fotos:{s}@nas.lenga.lan/temporada",
    "DATABASE_URL=postgres://ski:{s}@10.4.0.12:5432/escuela",
    "amqp://boats:{s}@mq.lenga.lan:5672/",
    "https://reto:{s}@dav.cacaolenga.example/bestellungen/",
    "redis://:{s}@cache.lenga.lan:6379/2",
]

_CONFIGS = [
    ".env:\nDB_USER=choco\nDB_PASSWORD={s}",
    'settings.py:\nEMAIL_HOST_PASSWORD = "{s}"',
    "config.yaml:\nsmtp:\n  user: avisos@cacaolenga.example\n  password: '{s}'",
    "[database]\nuser = escuela\npasswd = {s}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{s}');",
    "ddclient.conf:\nlogin=lenga\npassword='{s}'",
    "application.properties:\nspring.datasource.password={s}",
    "docker-compose.yml:\n  environment:\n    MYSQL_ROOT_PASSWORD: {s}",
    "~/.pgpass\ndb.lenga.lan:5432:ventas:choco:{s}",
    'pfSense OpenVPN user facu, password "{s}"',
]

# --- vendor tokens ---------------------------------------------------------------------------

_VENDORS: list[Row] = [
    ("GITHUB_TOKEN=ghp_{s}", _j((ALNUM, 36))),
    ("token for the shop repo: {s}", _j("github_pat_11", (UPPER + D, 20), "_", (ALNUM, 59))),
    ("gitlab deploy: {s}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={s}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key {s}", _j("sk_live_", (ALNUM, 24))),
    ('OPENAI_API_KEY="{s}"', _j("sk-proj-", (URLSAFE, 48))),
    ("la key de Anthropic que usa el bot: {s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
    ("groq: {s}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={s}", _j("r8_", (ALNUM, 37))),
    ("Tiendanube→Shopify migration token {s}", _j("shpat_", (HEX, 32))),
    ("doctl auth init -t {s}", _j("dop_v1_", (HEX, 64))),
    ("Linear key {s}", _j("lin_api_", (ALNUM, 40))),
    ("Postman: {s}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={s}", _j("dp.st.prd.", (ALNUM, 40))),
    ("sentry auth {s}", _j("sntrys_", (ALNUM, 60))),
    ("NOTION_TOKEN={s}", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("figma token pa los diseños: {s}", _j("figd_", (URLSAFE, 40))),
    ("tailscale up --authkey={s}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("MP_ACCESS_TOKEN={s}", _MP),
    ("Mercado Pago access token de la tienda: {s}", _MP),
    ("API key de Ualá para cobros: {s}", _j((HEX, 40))),
    ("Brubank API-Key → {s}", lambda g: v.uuid4(g, "b")),
    ("Khipu secret: {s}", _j((HEX, 40))),
    ("chave da API do PagSeguro: {s}", _j((UPPER + D, 32))),
    ("token do Iugu pra agência: {s}", _j((HEX, 32))),
    ("Twint API-Schlüssel: {s}", lambda g: v.uuid4(g, "9")),
    ("PostFinance Checkout API-Key isch {s}", _j((URLSAFE, 44))),
    ("Catedral Pass API key: {s}", _j("cp_live_", (ALNUM, 32))),
    ("Huapi Boats api_key = {s}", _j((HEX, 48))),
    ("Integrations › Lenga Ski ERP: {s}", _j((HEX, 32))),
    ("Cacao Cloud key for prod: {s}", _j((ALNUM, 40))),
    ("Quetrihue Tickets integration broken, current key {s}", lambda g: v.uuid4(g, "8")),
    ("TRAFUL_MAIL_API_KEY={s}", _j("tm_", (ALNUM, 36))),
    ("clave de API de Frey Sensors: {s}", _j((HEX, 64))),
    ("Authorization: Bearer {s}", _j((ALNUM, 40))),
]

_BARE: list[Row] = [
    ("{s}", _j((ALNUM, 40))),
    ("pegá esto en el panel: {s}", _j((ALNUM, 32))),
    ("new one {s}", _j((URLSAFE, 43))),
    ("{s} <- this is the one for the kiosk", _j((ALNUM, 36))),
]

_HEXES = [
    "AES key for the booking export: {s}",
    "HMAC_SECRET={s}",
    "la key de cifrado del POS es {s}",
    "encryption_key: {s}",
    "LoRa AppKey {s}",
    "Schlüssel für d Waage: {s}",
    "{s}",
]


def _hex_key(g: random.Random) -> str:
    return v.r(g, HEX, g.choice([32, 64])) if g.random() < 0.7 else v.r(g, HEX.upper(), 32)


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    sub = g.choice(["facu", "colo", "tincho", "rulo", "reto", "thais"])
    body = v.b64url(
        {"sub": sub, "iss": "auth.lenga.lan", "exp": g.randrange(2_000_000_000, 2_100_000_000)}
    )
    return f"{head}.{body}.{v.r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {s}",
    "session JWT del panel: {s}",
    "token={s}",
    "curl -H 'Authorization: Bearer {s}' https://api.lenga.lan/reservas",
    "o token JWT da agência: {s}",
    "{s}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = bytes(g.randrange(256) for _ in range(g.choice([180, 240, 300])))
    body = base64.b64encode(raw).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "deploy key for the boat tracker:\n{s}",
    "id_ed25519 de Facu:\n{s}",
    "{s}",
    "tls.key (pos.lenga.lan):\n{s}",
    "o certificado privado da agência:\n{s}",
]

# --- seeds, cards, IBANs, ids ----------------------------------------------------------------

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese", "french")}


def _seed(g: random.Random, lang: str) -> str:
    words = g.choice([12, 12, 24])
    entropy = bytes(g.randrange(256) for _ in range(16 if words == 12 else 32))
    return str(_MNEMO[lang].to_mnemonic(entropy))


_SEEDS: list[tuple[str, str]] = [
    ("seed phrase of the shop's crypto wallet: {s}", "english"),
    ("las 12 palabras de la billetera: {s}", "spanish"),
    ("frase semilla de la cuenta de Nico po: {s}", "spanish"),
    ("as palavras de recuperação da carteira: {s}", "portuguese"),
    ("Wiederherstellungswörter vom Wallet: {s}", "english"),
    ("recovery words\n{s}", "english"),
    ("phrase de récupération (Reto's Ledger): {s}", "french"),
    ("{s}", "english"),
]


def _card(g: random.Random, brand: str) -> str:
    prefix, length = {
        "visa": ("4" + g.choice(["517", "509", "940"]), 16),
        "mastercard": (g.choice(["51", "53", "55", "2223"]), 16),
        "amex": (g.choice(["34", "37"]), 15),
        "elo": (g.choice(["636368", "504175", "650031"]), 16),
        "cabal": ("604" + g.choice(["201", "244", "400"]), 16),
    }[brand]
    body = prefix + v.r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card_text(g: random.Random) -> str:
    number = _card(g, g.choice(["visa", "mastercard", "amex", "elo", "cabal"]))
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "card for the cacao supplier: {s} exp 09/31",
    "tarjeta de la empresa {s}",
    "número de tarjeta: {s}",
    "cartão da agência {s} validade 03/30",
    "Kreditkarte: {s}",
    "pagá con {s} vence 11/29",
    "VISA {s}",
    "{s}",
]

_CVVS = [
    "the three digits on the back are {s}",
    "código de seguridad: {s}",
    "CVV {s}",
    "Prüfnummer: {s}",
    "código de segurança {s}",
    "CVC: {s}",
]


def _iban(g: random.Random, country: str) -> str:
    shapes = {
        "CH": "n" * 5 + "c" * 12,
        "LI": "n" * 5 + "c" * 12,
        "BR": "n" * 23 + "ac",
        "CR": "0" + "n" * 17,
        "VG": "aaaa" + "n" * 16,
    }
    return v.iban_shaped(g, country, shapes)


def _iban_text(g: random.Random) -> str:
    number = _iban(g, g.choice(["CH", "LI", "BR", "CR", "VG"]))
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN for the Swiss invoice: {s}",
    "überwiise uf {s}",
    "IBAN: {s}",
    "transferí al {s}",
    "IBAN da agência {s}",
    "beneficiary account {s}",
]


def _cuit(g: random.Random) -> str:
    make = _j(g.choice(["20", "23", "27", "30", "33"]), (D, 9))
    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


def _cbu(g: random.Random) -> str:
    return v.until(g, _j((D, 22)), ar_cbu.is_valid)


def _rut(g: random.Random) -> str:
    body = str(g.randrange(6_000_000, 26_000_000))
    return str(cl_rut.format(body + cl_rut.calc_check_digit(body)))


def _ahv(g: random.Random) -> str:
    return str(ch_ssn.format(v.until(g, _j("756", (D, 10)), ch_ssn.is_valid)))


def _uid(g: random.Random) -> str:
    return str(ch_uid.format(v.until(g, _j("CHE", (D, 9)), ch_uid.is_valid)))


def _cnpj(g: random.Random) -> str:
    return str(br_cnpj.format(v.until(g, _j((D, 8), "0001", (D, 2)), br_cnpj.is_valid)))


_IDS: list[Row] = [
    ("CUIT de la empresa: {s}", _cuit),
    ("mi CUIL es {s}", _cuit),
    ("CBU para el pago: {s}", _cbu),
    ("pasame a este CBU {s}", _cbu),
    ("RUT de Nicolás: {s}", _rut),
    ("el RUT de la Cata es {s} po", _rut),
    ("AHV-Nummer: {s}", _ahv),
    ("AHV-Nr. vom Reto isch {s}", _ahv),
    ("UID der Confiserie: {s}", _uid),
    ("CPF da Thaís: {s}", v.cpf_number),
    ("CNPJ da agência {s}", _cnpj),
]

# --- codes, wifi, PINs, phrases, spelled -----------------------------------------------------

_TOTPS = [
    "otpauth://totp/Lenga:facu?secret={s}&issuer=Lenga",
    "TOTP secret for the bank portal: {s}",
    "setup key (si no anda el QR): {s}",
    "2FA seed del panel de Ualá: {s}",
    "chave 2FA manual: {s}",
]

_OTPS: list[Row] = [
    ("{s} is your Catedral Pass verification code", _j((D, 6))),
    ("Tu código de verificación es {s}", _j((D, 6))),
    ("Mercado Pago: {s} es tu código. No lo compartas.", _j((D, 6))),
    ("Ihr Bestätigungscode lautet {s}", _j((D, 6))),
    ("Seu código de verificação: {s}", _j((D, 6))),
    ("Use {s} to sign in to Huapi Boats", _j((D, 6))),
    ("el código que me llegó es {s}, rápido", _j((D, 3), " ", (D, 3))),
    ("one-time code: {s}", _j((D, 8))),
]

_BACKUPS = [
    "Backup codes for the shop's Google account:\n{s}",
    "códigos de recuperación de GitHub: {s}",
    "códigos de backup da conta: {s}",
    "Notfallcodes fürs Microsoft-Konto:\n{s}",
    "2FA recovery codes (Tiendanube)\n{s}",
]


def _backup_list(g: random.Random) -> str:
    codes = v.backup_codes(g, g.choice([5, 6, 8]), g.randrange(4))
    return g.choice(["\n", ", ", " "]).join(codes)


_SSIDS = [
    "Lancha-Quetrihue",
    "Chocolateria Mitre 5G",
    "Escuela Lenga Staff",
    "Muelle Puerto Pañuelo",
    "Osorno-Oficina",
    "Refugio Frey Wifi",
]
_WIFIS = [
    "WIFI:T:WPA;S:{n};P:{s};;",
    "wifi {n} / {s}",
    "red: {n}\nclave: {s}",
    "Network: {n} key {s}",
    "la clave del wifi {n} es {s}",
    "a senha do wifi ({n}) é {s}",
    "WLAN {n}, Passwort: {s}",
    'wpa_passphrase="{s}"  # {n}',
    "psk para {n} po: {s}",
]


def _wifi_key(g: random.Random) -> str:
    if g.random() < 0.5:
        return _word_pw(g)
    return (
        g.choice(["chocolate", "nieve", "lancha", "fondue"])
        + g.choice(_WORDS)
        + str(g.randrange(10, 100))
    )


_LOCKS = [
    "alarm code at the chocolate shop: {s}",
    "el candado del galpón de esquís es {s}",
    "código de la puerta del muelle: {s}#",
    "PIN de la tarjeta de la empresa: {s}",
    "Türcode vom Lager isch {s}",
    "PIN da maquininha: {s}",
    "keypad at the boat shed -> {s}",
    "la combinación del locker de Tincho: {s}",
    "tañi PIN ta {s}",
    "SIM PIN of the skipper's phone: {s}",
]

_PHRASE_WORDS = [
    "nieve",
    "lenga",
    "cacao",
    "lancha",
    "bote",
    "muelle",
    "coihue",
    "fondue",
    "huemul",
    "tronador",
    "arrayan",
    "cauquen",
    "glaciar",
    "refugio",
]
_PHRASES = [
    "Bitwarden master passphrase: {s}",
    'passphrase = "{s}"',
    "la frase clave del disco es {s}",
    "KeePass Masterpasswort: {s}",
    "passphrase: {s}",
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " "]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_SPOKEN_PW = [
    "the password is the word coihue, all lower case, then {n}",
    "la clave es la palabra tronador con mayúscula y después {n}",
    "s Passwort isch s Wort Schoggi, dänn {n}",
    "a senha é a palavra lancha e depois o número {n}",
    "the name of the boat, Quetrihue, followed by {n}",
]


def _spaced(g: random.Random) -> str:
    t = g.choice([_j("ghp_", (ALNUM, 36)), _j((ALNUM, 24)), _j("glpat-", (ALNUM, 20))])(g)
    sep = g.choice([" ", " - ", " · ", "."])
    if g.random() < 0.5:
        return sep.join(t)
    return sep.join(t[i : i + 4] for i in range(0, len(t), 4))


_SPELLED_TOKENS = [
    "[nota de voz] te lo dicto letra por letra: {s}",
    "reading it out: {s}",
    "o token, letra por letra: {s}",
    "{s}",
]


def _spoken(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _SPOKEN_PW, n):
        num = str(g.randrange(100, 10000))
        out.append(Sample("spelled_password", template.replace("{n}", num), num))
    return out


def _wifi(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(g, _WIFIS, n):
        secret = _wifi_key(g)
        text = template.replace("{n}", g.choice(_SSIDS)).replace("{s}", secret)
        out.append(Sample("wifi_key", text, secret))
    return out


def _seeds(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template, lang in v.cycle(g, _SEEDS, n):
        secret = _seed(g, lang)
        out.append(Sample("seed_phrase", template.replace("{s}", secret), secret))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    g = random.Random(SEED)
    out: list[Sample] = []
    out += _take(g, "labelled_password", _LABELLED, 60, _pw)
    out += _take(g, "said_password", _SAID, 30, _pw)
    out += _take(g, "login", _LOGINS, 28, _pw)
    out += _take(g, "cli_password", _CLI, 30, _pw)
    out += _take(g, "url_credentials", _URLS, 8, _random_pw)
    out += _take(g, "config_file", _CONFIGS, 14, _pw)
    out += _rows(g, "vendor_token", _VENDORS, 44)
    out += _rows(g, "bare_token", _BARE, 8)
    out += _take(g, "hex_key", _HEXES, 10, _hex_key)
    out += _take(g, "jwt", _JWTS, 8, _jwt)
    out += _take(g, "pem_key", _PEMS, 6, _pem)
    out += _seeds(g, 12)
    out += _take(g, "card", _CARDS, 14, _card_text)
    out += _take(g, "card_code", _CVVS, 6, lambda r: v.r(r, D, r.choice([3, 3, 4])))
    out += _take(g, "iban", _IBANS, 12, _iban_text)
    out += _rows(g, "national_id", _IDS, 20)
    out += _take(g, "totp_secret", _TOTPS, 8, lambda r: v.totp_secret(r, r.random() < 0.3))
    out += _rows(g, "one_time_code", _OTPS, 10)
    out += _take(g, "backup_codes", _BACKUPS, 8, _backup_list)
    out += _wifi(g, 16)
    out += _take(g, "pin_code", _LOCKS, 14, lambda r: v.r(r, D, r.choice([4, 4, 5, 6])))
    out += _take(g, "passphrase", _PHRASES, 8, _phrase)
    out += _spoken(g, 6)
    out += _take(g, "spelled_token", _SPELLED_TOKENS, 10, _spaced)
    return out


# --- split fields ----------------------------------------------------------------------------

_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contraseña del POS es", "{s}", _pw),
    ("split_password", "Password for the boat tracker:", "{s}\nrotate after the season", _pw),
    ("split_password", "s Passwort isch", "{s}", _pw),
    ("split_password", "a senha do painel é", "{s} blz", _pw),
    ("split_password", "clave del ERP po:", "{s}", _pw),
    ("split_password", "tañi kontraseña ta", "{s}", _pw),
    ("split_password", "root pw", "{s} (no la compartas)", _pw),
    ("split_password", "mysql -u choco -p", "{s} ventas", _random_pw),
    ("split_token", "Huapi Boats API key", "{s}", _j((HEX, 32))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Mercado Pago access token:", "{s}", _MP),
    ("split_seed", "seed words of the shop wallet", "{s}", lambda g: _seed(g, "english")),
    ("split_card", "número de tarjeta", "{s} vence 08/30", _card_text),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CH"))),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_backup", "códigos de recuperación:", "{s}", _backup_list),
    ("split_wifi", "wifi Lancha-Quetrihue clave", "{s}", _word_pw),
    ("split_pin", "código de la alarma de la chocolatería:", "{s}", _j((D, 5))),
    ("split_phrase", "Bitwarden passphrase", "{s}", _phrase),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    g = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = make(g)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


# --- metadata --------------------------------------------------------------------------------

_METADATA: list[tuple[str, str, Maker]] = [
    ('{"pos": {"host": "pos.lenga.lan", "admin_password": "{s}"}}', "meta_password", _pw),
    ('{"contraseña": "{s}"}', "meta_password", _pw),
    ('{"account": {"user": "reto", "Passwort": "{s}"}}', "meta_password", _pw),
    ('{"senha": "{s}", "agencia": "SP"}', "meta_password", _pw),
    (
        '{"boats": [{"name": "Quetrihue I"}, {"name": "Quetrihue II", "tracker_pw": "{s}"}]}',
        "meta_password",
        _pw,
    ),
    (
        '{"argv": ["sshpass", "-p", "{s}", "ssh", "rulo@tracker.lenga.lan"]}',
        "meta_password",
        _random_pw,
    ),
    ('{"nota": "la clave del wifi del muelle es {s}"}', "meta_password", _word_pw),
    (
        '{"transcript": "log into the ski-rental tablet as tincho with the password {s}"}',
        "meta_password",
        _pw,
    ),
    ('{"huapi_boats": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"mpAccessToken": "{s}"}', "meta_token", _MP),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"github": {"token": "{s}"}}', "meta_token", _j("ghp_", (ALNUM, 36))),
    ('{"pago": {"tarjeta": "{s}", "vence": "04/31"}}', "meta_card", _card_text),
    ('{"lieferant": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "LI")),
    ('{"socio": {"rut": "{s}"}}', "meta_id", _rut),
    (
        '{"mfa": {"recovery_codes": ["{s}", "QX4R7-MK2PD", "BZ8WN-T3VH9"]}}',
        "meta_otp",
        _j((LOWER + D, 5), "-", (LOWER + D, 5)),
    ),
    ('{"wallet": {"seed_words": "{s}"}}', "meta_seed", lambda g: _seed(g, "spanish")),
    ('{"lora": {"app_key": "{s}"}}', "meta_key", _j((HEX.upper(), 32))),
    ('{"galpon": {"codigo_candado": "{s}"}}', "meta_pin", _j((D, 4))),
    ('{"wifi": {"ssid": "Chocolateria Mitre 5G", "psk": "{s}"}}', "meta_wifi", _wifi_key),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    g = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        secret = make(g)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


# --- clean -----------------------------------------------------------------------------------

_TAR_SUM = hashlib.sha256(b"tempering-firmware-3.2.1.bin").hexdigest()
_CSV_MD5 = hashlib.md5(b"reservas_2032-07.csv", usedforsecurity=False).hexdigest()
_COMMIT = hashlib.sha1(b"pos: add fondue combo", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"boats: fix Puerto Blest timetable", usedforsecurity=False).hexdigest()[:9]
_IMAGE = hashlib.sha256(b"registry.lenga.lan/reservas:2.4").hexdigest()

CLEAN = [
    "Remind me to change the tempering machine password before the Easter rush.",
    "Policy: every Lenga password has at least 14 characters and lives only in the vault.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "The `.env.example` line `MP_ACCESS_TOKEN=replace-me` is a placeholder.",
    "Replace <YOUR_HUAPI_KEY> in the README with the key from the dashboard.",
    f"sha256 of tempering-firmware-3.2.1.bin: {_TAR_SUM}",
    f"md5 reservas_2032-07.csv = {_CSV_MD5}",
    f"merged in commit {_COMMIT}",
    f"revert {_SHORT} (Puerto Blest timetable)",
    f"image digest sha256:{_IMAGE}",
    "Pedido #48213-B: 40 kg de chocolate semiamargo, entrega el 14/07.",
    "Ticket LENGA-2291: the ski-rental tablet freezes on login.",
    "Tracking del envío a Osorno: AR482910355BR.",
    "CP 8400, San Carlos de Bariloche, Río Negro.",
    "Llamame al +54 294 442-1187 después de las 18.",
    "Nicolás: fono +56 64 223 4471, llámame al tiro po.",
    "La lancha a Isla Victoria sale a las 10:30 desde Puerto Pañuelo, ARS 38.500 por persona.",
    "Tableta 70% cacao, código de producto LEN-TAB-070, precio CHF 7.90.",
    "Coordenadas del muelle: -41.0512, -71.5238.",
    "Version 2.4.1 of the booking app is out; 2.4.0 had the timetable bug.",
    "la contraseña del wifi está pegada en la heladera, no la mandes por acá",
    "che, me olvidé la contra del mail, ¿cómo la reseteo?",
    "wena, ¿me mandai el link para cambiar la clave po?",
    "Grüessech Facu, s Passwort vom Portal funktioniert nöd, chönd Sie s zrüggsetze?",
    "Das Passwort muss mindestens zwölf Zeichen haben.",
    "Mari mari lamngen, tañi kontraseña ñamüy, pewkallal.",
    "oi Facu, esqueci a senha do painel, vc pode resetar?",
    "a senha tem que ter 12 caracteres, blz?",
    "Card ending in 4417 was charged ARS 92.300.",
    "Tarjeta **** **** **** 0912, vence 06/29.",
    "IBAN: CH** **** **** **** ****0 (masked in the export)",
    "Your verification code will arrive by SMS in a minute.",
    "Ihr Bestätigungscode ist 10 Minuten gültig.",
    "El código de la alarma lo tiene Colo, pedíselo a ella.",
    "The PIN pad at the shop is broken again; use the second terminal.",
    "Backup codes are printed and kept in the office safe.",
    "Store the seed phrase on paper, never in a chat.",
    "The API key field in the Catedral Pass settings is required.",
    "token limit for the assistant: 8000 tokens per call",
    "Rotate the Mercado Pago token every 90 days.",
    "Temporada de invierno: del 20/06 al 30/09, 112 días de nieve.",
    "Room 204, reservation 77-3190-AR, check-in 15:00.",
    "Lote de cacao 2032-15, humedad 6,8%, cosecha Ghana.",
    "ISBN 978-987-1234-56-7 for the Nahuel Huapi guidebook reprint.",
    "Reto: Bstellnummer 2032-0457, Liferig am 3. Juli.",
    "Thaís: grupo de 18 pax, voo G3 1752 chega 14h20.",
    "Tincho: la clase de esquí es a las 9 en la base del Catedral, no olviden el casco.",
    "Ayelén: chaltu may, mañana la excursión sale 8:15.",
    "Model number of the tempering machine: TM-450X, serial 22A-0918.",
    "The door code changed last week; ask Rulo in person.",
    "Wifi for guests is open; the staff network needs the key from the manager.",
    "UUID of the order export job is in the logs, not here.",
    "Precio mayorista: USD 14,50 el kilo, mínimo 25 kg.",
    "Puerto Blest: 2 h 30 min de navegación, salida 9:00.",
    "The two-factor codes come by SMS to the shop phone, ending 1187.",
    "RUT de la empresa chilena: ver la factura adjunta.",
    "Passphrase policy: four random words, chosen by the password manager.",
    "Temperatura de templado: 31-32 °C para el semiamargo.",
    "Python 3.12.4, Django 5.0.7, psycopg 3.2.1 on the booking server.",
    "Lancha Quetrihue II: matrícula 04-1187, capacidad 60 pasajeros.",
]

_CLEAN_METADATA_JSON = [
    '{"order_id": "48213-B", "kg": 40, "product": "semiamargo"}',
    f'{{"file": "reservas_2032-07.csv", "md5": "{_CSV_MD5}"}}',
    f'{{"commit": "{_COMMIT}", "branch": "main"}}',
    '{"password_policy": "14 chars min", "rotation_days": 90}',
    '{"auth": {"method": "oauth", "provider": "google"}}',
    '{"boat": "Quetrihue II", "departure": "10:30", "pier": "Puerto Pañuelo"}',
    '{"card_last4": "4417", "amount_ars": 92300}',
    '{"token_count": 812, "model": "assistant"}',
    '{"coords": [-41.0512, -71.5238], "postcode": "8400"}',
    '{"version": "2.4.1", "tracking": "AR482910355BR"}',
]

CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
