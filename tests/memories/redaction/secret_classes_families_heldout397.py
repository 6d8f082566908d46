# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-ninety-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninety-third's
docstring, the fifth to three-hundred-and-ninety-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (394, 395, 396), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (397_264_813), password words (a
bay, hill, dish or boat of the islands, a number and a sign, `Fungee58!`; dot-joined words with a
year, `ducana.shirley.2033`; leet `D0cky4rd`; random runs with a sign; dashed generator groups).

The fictional company is Frigate Bird Holdings Ltd. of Antigua and Barbuda: the yacht-charter and
marina firm Dockyard Blue Charters in English Harbour, the Pineapple Crust bakery on an invented
Redcliffe Street number in St. John's, and the Frigate Reef Lodge near Codrington on Barbuda.
Staff: Kerwin Joseph (IT), Shernelle Francis (bakery), the skipper Dwight "Boat" Samuel, the lodge
manager Marcia Desouza; the Dominican workers Yokasta Peralta and Wander Reyes; the Guyanese
mechanic Devon Persaud; the Syrian-Lebanese merchants Elias Hadeed and Rania Khoury of an invented
St. John's cloth store; and the charter partner Matteo Boschetti of an invented Sardinian fleet.
Every company, person, address, domain (`frigatebird.lan`, `dockyardblue.example`), account and
number is invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks,
shell history, config and env files, voice-note transcripts and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `/`, `|`, `a`, `da`, `es`, `è`, `huwe`, `هي`, a new line, a
question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 393, grep -l): none for an `IBAN LB` or `IBAN LC`, `passwòd`,
`kilmit`, `Bolletta`, `do.ncf`; one for English Harbour, Barbuda, Codrington and `wifi ki`; three
to nine for Antigua, Satispay, Whish, `do.cedula`, `kelmet el ser`; ten to thirty for `do.rnc`,
`it.iva`, `it.codicefiscale`, Arabizi, `di password`, OMT, `parola d`; `la clave` (129) and Nexi
(120) are common, so other wordings are used too (`la clave e'`, `la contra e'`). Languages:
about half in English, config or shell; the rest in Antiguan and Barbudan Creole as texted (`mi
passwod a`, `wah di code`, `gyal`, `tanks`), the Spanish of Dominican workers (`la clave e'`,
`ta`, `dique`, `klk`, `vaina`), Guyanese Creole (`de password deh`, `bai`, `me a tell yuh`), the
Arabic of Syrian-Lebanese merchants in its script (`كلمة السر`, `الباسورد هو`) and in Arabizi
(`el password huwe`, `kelmet el ser`, `3anjad`), and the Italian of the charter partner (`la
password è`, `ti giro`, `cmq`). The Creole spellings, the Dominican texting, the Arabizi and the
Levantine wordings are my guesses. Vendors, mostly invented or little used: Satispay, Whish
Money, OMT, Nexi, Bolletta (invented), Dockyard Bookings (invented), Reef Lodge PMS (invented),
Crust POS (invented), Halyard Sync (invented), Wadadli Pay (invented), Mastic Mail (invented),
plus GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, Hugging Face, Groq, Shopify, DigitalOcean,
Linear, Sentry, Notion, Doppler, npm, SendGrid, Twilio, Telegram and Mailgun shapes. Ids: the
Dominican cédula and RNC (`stdnum.do`), the Italian codice fiscale and partita IVA (`stdnum.it`),
each drawn until its module validates it; Antigua and Barbuda social security and passport numbers
and a Lebanese passport, which carry no check (none written here); IBANs of Lebanon, Saint Lucia,
the Dominican Republic, Italy, San Marino, the British Virgin Islands and Jordan (checked with
`stdnum.iban`); seed phrases from `mnemonic`'s English, Spanish, Italian and French lists, each
checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Discover and JCB).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 397_264_813
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker

_WORDS = [
    "Fungee",
    "Ducana",
    "Shirley",
    "Dockyard",
    "Halyard",
    "Frigate",
    "Boggy",
    "Mamora",
    "Pillar",
    "Codrington",
    "Wadadli",
    "Pepperpot",
    "Seagrape",
    "Nelson",
    "Jolly",
    "Galleon",
    "Darkwood",
    "Tamarind",
    "Soursop",
    "Blackpine",
    "Ffryes",
    "Cocobay",
]
_LEET = [
    "D0cky4rd",
    "Fr1g4t3",
    "W4d4dl1",
    "H4ly4rd",
    "B0ggyP34k",
    "F3nch3s",
    "S34gr4p3",
    "T4m4r1nd",
    "C0dr1ngt0n",
    "Sh1rl3y",
]
_SIGNS = "!#$%&*?@+=^"


def _pw(g: random.Random) -> str:
    kind = g.randrange(5)
    if kind == 0:
        return f"{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SIGNS)}"
    if kind == 1:
        a, b = g.sample(_WORDS, 2)
        return f"{a.lower()}.{b.lower()}.{g.randrange(2025, 2040)}"
    if kind == 2:
        return f"{g.choice(_LEET)}{g.choice(_SIGNS)}{g.randrange(1, 99)}"
    if kind == 3:
        return _r(g, ALNUM, 10) + g.choice(_SIGNS) + _r(g, D, 2)
    return "-".join(_r(g, LOWER + D, 6) for _ in range(3))


def _plain_pw(g: random.Random) -> str:
    if g.random() < 0.5:
        return f"{g.choice(_WORDS)}{g.randrange(100, 1000)}{g.choice('AKQZ')}"
    return _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3)


# (class, templates, maker): `{pw}` is the secret; `{u}` a user, `{ssid}` a network.
Family = tuple[str, list[str], Maker]

_SAID = [
    "Kerwin, the bookings admin password: {pw}",
    "charter portal password = {pw}",
    "Crust POS manager password -> {pw}",
    "reef lodge PMS password → {pw}",
    "marina gate controller / password / {pw}",
    "Dockyard Bookings | password | {pw}",
    "the backup NAS password is {pw}",
    "Password for the fuel dock tablet:\n{pw}",
    "what's the password for the chandlery laptop?\n{pw}",
    "{pw} — that's the password for the lodge's office PC",
    "type {pw}; that's the admin password on the new router",
    "Boat, the password for the Garmin account is {pw}, don't lose it",
    "password (new one since the hurricane prep): {pw}",
    "pwd: {pw}",
    "passwd={pw}",
    "mi passwod a {pw}",
    "di passwod fi di bakery computer da {pw}",
    "gyal wah di password? — {pw} tanks",
    "Shernelle: passwod fi Crust POS: {pw}",
    "{pw} dat a di new passwod fi di oven timer app",
    "klk, la clave e' {pw}",
    "la contra e' {pw} mi hermano",
    "la contraseña del sistema de la marina es {pw}",
    "dique la clave nueva ta: {pw}",
    "contraseña de la computadora del almacén → {pw}",
    "bai de password deh {pw}",
    "me a tell yuh, de password fuh de workshop PC a {pw}",
    "de password: {pw} (Devon change am)",
    "كلمة السر تبع الكمبيوتر بالمحل هي {pw}",
    "الباسورد هو {pw}",
    "كلمة المرور: {pw}",
    "el password huwe {pw} ya Elias",
    "kelmet el ser tab3 el kompyuter: {pw}",
    "ya Rania, el pass el jdid {pw}",
    "la password è {pw}",
    "ti giro la password del portale: {pw}",
    "cmq la pw del gestionale Bolletta è {pw}",
    "Matteo: password del wifi a bordo → {pw}",
]

_USERS = [
    "kerwin",
    "shernelle.f",
    "boat",
    "marcia",
    "yokasta",
    "wander.r",
    "devon",
    "elias",
    "rania.k",
    "matteo.b",
    "ops",
    "admin",
    "frontdesk",
]
_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "user {u} pass {pw}",
    "Username: {u}\nPassword: {pw}",
    "sign in as {u} with {pw}",
    "the creds for the marina cameras are {u} and {pw}",
    "{u} / {pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | reef lodge PMS |",
    "usuario {u}, clave {pw}",
    "user a {u}, passwod a {pw}",
    "utente {u} password {pw}",
    "اسم المستخدم {u} وكلمة السر {pw}",
    "user {u} w el password {pw}",
]

_CLI = [
    "curl -u {u}:{pw} https://bookings.frigatebird.lan/api/export",
    "sshpass -p '{pw}' ssh {u}@nas.frigatebird.lan",
    "mysql -u {u} -p'{pw}' crust_pos",
    "redis-cli -h cache.frigatebird.lan -a '{pw}' ping",
    "docker login registry.frigatebird.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //nas/bakery -U {u}%'{pw}'",
    "ldapsearch -x -D 'cn={u},dc=frigatebird,dc=lan' -w '{pw}' '(uid=*)'",
    "sqlcmd -S pos.frigatebird.lan -U {u} -P '{pw}'",
    "zip -P '{pw}' payroll.zip payroll.xlsx",
    "7z a -p'{pw}' charter-contracts.7z contracts/",
    "openssl enc -aes-256-cbc -in crew.csv -out crew.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -d manifest.gpg",
    "plink -ssh {u}@10.4.0.7 -pw '{pw}'",
    "xfreerdp /v:office.frigatebird.lan /u:{u} /p:'{pw}'",
    "lftp -u {u},'{pw}' sftp://files.dockyardblue.example",
    "echo '{pw}' | sudo -S systemctl restart nginx",
    "printf '%s\\n' '{pw}' | docker login -u {u} --password-stdin registry.frigatebird.lan",
    "psql 'postgresql://{u}:{pw}@db.frigatebird.lan:5432/bookings'",
    "mosquitto_pub -h mqtt.frigatebird.lan -u {u} -P '{pw}' -t dock/fuel -m on",
    "ipmitool -I lanplus -H 10.4.0.20 -U {u} -P '{pw}' power status",
    "keytool -importkeystore -srckeystore old.jks -srcstorepass '{pw}' -destkeystore new.jks",
    "rabbitmqctl add_user {u} '{pw}'",
    "net use Z: \\\\nas\\charters /user:{u} '{pw}'",
    "sqlplus {u}/{pw}@bookingsdb",
    "hydra -l {u} -p '{pw}' ssh://10.4.0.9",
    "twine upload -u {u} -p '{pw}' dist/*",
    "mongosh 'mongodb://{u}:{pw}@mongo.frigatebird.lan/lodge'",
]
_FRAMES = [
    "{c}",
    "$ {c}",
    "kerwin@dockyard-nuc:~$ {c}",
    "history | tail:\n  512  {c}",
    "ran this: {c}",
    "mi run dis: {c}",
    "corrí esto: {c}",
    "de command me run: {c}",
    "شغلت هالأمر: {c}",
    "ho lanciato: {c}",
]

_URLS = [
    "https://{u}:{pw}@bookings.frigatebird.lan/admin",
    "ftp://{u}:{pw}@ftp.dockyardblue.example/manifests",
    "DATABASE_URL=postgres://{u}:{pw}@db.frigatebird.lan:5432/crust",
    "redis://:{pw}@cache.frigatebird.lan:6379/0",
    "amqp://{u}:{pw}@mq.frigatebird.lan:5672/",
    "smtp://{u}:{pw}@mail.frigatebird.lan:587",
    "the lodge camera stream: rtsp://{u}:{pw}@10.4.2.11:554/stream1",
    "socks5://{u}:{pw}@proxy.frigatebird.lan:1080",
]

_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export CRUST_POS_PASSWORD='{pw}'",
    'SMTP_PASS="{pw}"',
    "[database]\nuser = {u}\npassword = {pw}",
    "spring.datasource.password={pw}",
    'db:\n  host: db.frigatebird.lan\n  password: "{pw}"',
    '"password": "{pw}",',
    "define('DB_PASSWORD', '{pw}');",
    'variable "db_password" {{ default = "{pw}" }}',
    "mail_password: !unsafe '{pw}'",
    "db.frigatebird.lan:5432:bookings:{u}:{pw}",
    "admin_pass ='{pw}'  # reef lodge PMS",
    '<add key="MarinaDbPassword" value="{pw}" />',
    "ssid,psk\nReefLodge-Guest,{pw}",
]

_CHARTER = [
    "Dockyard Bookings",
    "Reef Lodge PMS",
    "Crust POS",
    "Halyard Sync",
    "Wadadli Pay",
    "Mastic Mail",
    "Bolletta",
]
_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GitHub token: {pw}", _j("ghp_", (ALNUM, 36))),
    ("the deploy bot uses {pw}", _j("github_pat_11", (UPPER + D, 20), "_", (ALNUM, 59))),
    ("GitLab PAT {pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key {pw}", _j("sk_live_", (ALNUM, 48))),
    ("restricted Stripe key for the bakery: {pw}", _j("rk_live_", (ALNUM, 40))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("HF token {pw}", _j("hf_", (ALNUM, 34))),
    ("groq: {pw}", _j("gsk_", (ALNUM, 52))),
    ("Shopify admin token for the bakery shop: {pw}", _j("shpat_", (HEX, 32))),
    ("DigitalOcean {pw}", _j("dop_v1_", (HEX, 64))),
    ("linear api {pw}", _j("lin_api_", (ALNUM, 40))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 60))),
    ("Notion integration secret {pw}", _j("secret_", (ALNUM, 43))),
    ("doppler service token {pw}", _j("dp.st.prd.", (ALNUM, 40))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SendGrid: {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio auth token {pw}", _j((HEX, 32))),
    ("Twilio API key {pw}", _j("SK", (HEX, 32))),
    ("telegram bot token for the charter bot {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("mailgun {pw}", _j("key-", (HEX, 32))),
    ("AWS_SECRET_ACCESS_KEY={pw}", _j((B64, 40))),
    ("aws access key id {pw}", _j("AKIA", (UPPER + "234567", 16))),
    ("Google Maps key {pw}", _j("AIza", (URLSAFE, 35))),
    ("Dockyard Bookings API key: {pw}", _j((HEX, 32))),
    ("API key for Reef Lodge PMS → {pw}", lambda g: v.uuid4(g, "b")),
    ("Crust POS integration broken, current key {pw}", _j((ALNUM, 40))),
    ("Integrations › Halyard Sync: {pw}", _j((HEX, 40))),
    ("Wadadli Pay secret key = {pw}", _j("wp_sk_", (ALNUM, 32))),
    ("Mastic Mail API key {pw}", _j((HEX, 36))),
    ("chiave API di Bolletta: {pw}", _j((ALNUM, 36))),
    ("Satispay key id {pw}", _j((HEX, 48))),
    ("la API key de Whish Money e' {pw}", _j((HEX, 32))),
    ("OMT api key: {pw}", lambda g: v.uuid4(g, "8")),
    ("Nexi XPay alias key → {pw}", _j((ALNUM, 32))),
    ("mifta7 el API tab3 Whish: {pw}", _j((HEX, 40))),
    ("مفتاح API تبع OMT: {pw}", _j((ALNUM, 40))),
    ("di API key fi di booking site a {pw}", _j((HEX, 32))),
    ("la chiave API del Halyard Sync è {pw}", lambda g: v.uuid4(g, "9")),
]

_BARE = [
    "{pw}",
    "here, it only shows once:\n{pw}",
    "Boat paste dis: {pw}",
    "mira esto {pw}",
    "pasted from the dashboard → {pw}",
]
_HEXES = [
    "ENCRYPTION_KEY={pw}",
    "aes key for the backup: {pw}",
    "master key {pw}",
    "SECRET_KEY_BASE={pw}",
    "HMAC secret → {pw}",
    "la chiave di cifratura: {pw}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url({"sub": _r(g, D, 8), "iss": "bookings.frigatebird.lan", "exp": 2_000_000_000
                     + g.randrange(10**7)})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "token={pw}",
    "the session jwt: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://bookings.frigatebird.lan/api",
    "el token {pw}",
    "copia questo token {pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    lines = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(4, 9)))
    return f"-----BEGIN {kind}-----\n{lines}\n{_r(g, B64, 20)}==\n-----END {kind}-----"


_PEMS = [
    "{pw}",
    "deploy key for the marina box:\n{pw}",
    "ssh key fi di lodge server\n{pw}",
    "```\n{pw}\n```",
    "la chiave privata:\n{pw}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "french")}


def _seed_of(lang: str) -> Maker:
    def make(g: random.Random) -> str:
        bits = g.choice([16, 32])
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS = [
    ("english", "recovery phrase for the marina's USDT wallet: {pw}"),
    ("english", "seed words\n{pw}"),
    ("english", "Ledger backup: {pw}"),
    ("spanish", "las palabras de la billetera: {pw}"),
    ("spanish", "frase semilla {pw}"),
    ("italian", "le parole di recupero del wallet: {pw}"),
    ("italian", "seed: {pw}"),
    ("french", "phrase de récupération {pw}"),
    ("english", "mi seed phrase a {pw}"),
    ("english", "كلمات الاسترجاع: {pw}"),
]

_CARD_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb"]
_CARDS = [
    "card {pw} exp 09/31",
    "Visa: {pw}",
    "charge the deposit to {pw}",
    "número de la tarjeta {pw}",
    "numero carta {pw} scad. 03/32",
    "رقم البطاقة {pw}",
    "di card numba a {pw}",
    "CC# {pw}",
]
_CVVS = [
    "card {c} exp 05/33 CVV {pw}",
    "security code on the back: {pw}",
    "the three digits on the back are {pw}",
    "CVC {pw} (card ending {e})",
    "il codice di sicurezza è {pw}",
    "el código de seguridad e' {pw}",
]

_IBAN_SHAPES = {"LB": "n" * 4 + "c" * 20, "LC": "aaaa" + "c" * 24, "DO": "aaaa" + "n" * 20,
                "IT": "a" + "n" * 10 + "c" * 12, "SM": "a" + "n" * 10 + "c" * 12,
                "VG": "aaaa" + "n" * 16, "JO": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBANS = [
    "IBAN {pw}",
    "send the charter deposit to IBAN: {pw}",
    "ibán pa' mandar: {pw}",
    "IBAN del conto: {pw}",
    "رقم الآيبان {pw}",
    "di bank IBAN a {pw}",
    "Matteo's IBAN → {pw}",
]


def _iban(g: random.Random, country: str) -> str:
    value = v.iban_shaped(g, country, _IBAN_SHAPES)
    return v.iban_spaced(value) if g.random() < 0.5 else value


def _until(g: random.Random, make: Maker, valid: Callable[[str], bool]) -> str:
    return v.until(g, make, valid)


def _cedula(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "0" + _r(h, D, 9)
        return body + luhn.calc_check_digit(body)

    number = _until(g, make, do_cedula.is_valid)
    return f"{number[:3]}-{number[3:10]}-{number[10]}" if g.random() < 0.6 else number


def _rnc(g: random.Random) -> str:
    return _until(g, _j("1", (D, 8)), do_rnc.is_valid)


def _cf(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (_r(h, UPPER, 6) + _r(h, D, 2) + h.choice("ABCDEHLMPRST")
                + f"{h.randrange(1, 29):02d}" + h.choice("ADFHLMZ") + _r(h, D, 3))  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return _until(g, make, it_cf.is_valid)


def _iva(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7) + f"{h.randrange(1, 101):03d}"
        return body + luhn.calc_check_digit(body)

    return _until(g, make, it_iva.is_valid)


_IDS: list[tuple[str, str, Maker]] = [
    ("id_cedula", "cédula de Yokasta: {pw}", _cedula),
    ("id_cedula", "mi cédula e' {pw}", _cedula),
    ("id_cedula", "Wander's Dominican cédula number {pw}", _cedula),
    ("id_rnc", "RNC de la empresa de Wander: {pw}", _rnc),
    ("id_rnc", "RNC {pw}", _rnc),
    ("id_cf", "codice fiscale di Matteo: {pw}", _cf),
    ("id_cf", "il mio codice fiscale è {pw}", _cf),
    ("id_cf", "CF {pw}", _cf),
    ("id_iva", "partita IVA del charter sardo: {pw}", _iva),
    ("id_iva", "P.IVA {pw}", _iva),
    ("id_unchecked", "Antigua and Barbuda social security number: {pw}", _j((D, 6))),
    ("id_unchecked", "Kerwin's passport number {pw}", _j("AB", (D, 7))),
    ("id_unchecked", "رقم جواز سفر رانيا {pw}", _j("RL", (D, 7))),
]

_BACKUPS = [
    "Google Workspace backup codes:\n{pw}",
    "2FA backup codes for the marina Stripe: {pw}",
    "códigos de recuperación\n{pw}",
    "codici di backup: {pw}",
    "recovery codes fi di bakery Shopify:\n{pw}",
]
_TOTP = [
    "TOTP secret: {pw}",
    "otpauth://totp/Dockyard:kerwin?secret={pw}&issuer=Dockyard",
    "2FA setup key {pw}",
    "can't scan the QR code, the manual key is {pw}",
    "la clave 2FA (TOTP) e' {pw}",
]
_CODES = [
    "{pw} is your Wadadli Pay verification code",
    "Your Satispay code: {pw}",
    "código de verificación {pw}",
    "il codice di verifica è {pw}",
    "رمز التحقق: {pw}",
    "Use {pw} to sign in to Dockyard Bookings",
    "di OTP a {pw}",
    "verification code → {pw}",
]

_SSIDS = ["Dockyard Blue Crew", "Pineapple Crust 5G", "Frigate Reef Lodge", "Marina Office 2G"]
_WIFI = [
    "wifi {ssid} / {pw}",
    "Network: {ssid}\nPassword: {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "the wifi password is {pw}",
    "wpa_passphrase={pw}",
    "di wifi passwod da {pw}",
    "la clave del wifi e' {pw}",
    "password del wifi a bordo: {pw}",
    "باسورد الواي فاي {pw}",
    "el wifi pass huwe {pw}",
    "network {ssid} key {pw}",
    "wifi? / Shernelle: {pw}",
]
_LOCKS = [
    "gate code: {pw}",
    "the safe PIN is {pw}",
    "door code fi di bakery a {pw}#",
    "PIN de la tarjeta {pw}",
    "il PIN del lucchetto è {pw}",
    "alarm code → {pw}",
    "رمز القفل {pw}",
    "keypad code for the fuel dock: {pw}",
    "lockbox code {pw}",
    "de padlock code deh {pw}",
]
_PHRASE_WORDS = [
    "mango",
    "halyard",
    "coral",
    "pelican",
    "ducana",
    "lobster",
    "sunset",
    "anchor",
    "frigate",
    "tamarind",
    "breeze",
    "lantern",
    "reef",
    "schooner",
    "pepper",
]
_PHRASES = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    "la frase d'accesso è {pw}",
    "BitLocker passphrase = {pw}",
]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "Das Passwort? no, di passwod a di word {w} den {d}",
    "la clave e' la palabra {w} y el número {d}",
    "{W} with a capital first letter and {d} at the end",
    "password: the name of the lodge dog, {W}, followed by {d}",
    "la password è la parola {w} e poi {d}",
]
_SPELL_WORDS = ["biscuit", "mongoose", "pelican", "hibiscus", "conch", "frigate", "scallop"]
_SAID_FIRST = ["{w}{d}, that's what I set for the router", "{w}{d} a wah mi set fi di printer"]


def _fill(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = template.replace("{u}", rng.choice(_USERS)).replace("{ssid}", rng.choice(_SSIDS))
        text = text.replace("{pw}", secret).replace("{{", "{").replace("}}", "}")
        out.append(Sample(cls, text, secret))
    return out


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, _fill(rng, "cli_password", _CLI, n, _plain_pw), _FRAMES)


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    return [
        Sample("vendor_token", t.replace("{pw}", s := make(rng)), s)
        for t, make in v.cycle(rng, _VENDOR_MAKERS, n)
    ]


def _bare(rng: random.Random, n: int) -> list[Sample]:
    makers = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "==")]
    return _fill(rng, "bare_token", _BARE, n, lambda g: g.choice(makers)(g))


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "hex_key", _HEXES, n, lambda g: _r(g, HEX, g.choice([32, 64])))


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    return [
        Sample("seed_phrase", t.replace("{pw}", s := _seed_of(lang)(rng)), s)
        for lang, t in v.cycle(rng, _SEEDS, n)
    ]


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(_CARD_BRANDS))
    return v.grouped(number, g.choice([" ", "-", ""]), g)


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVVS, n):
        number = v.card(rng, "visa")
        cvv = _r(rng, D, 3)
        text = template.replace("{c}", v.grouped(number, " ", rng)).replace("{e}", number[-4:])
        out.append(Sample("card_cvv", text.replace("{pw}", cvv), cvv))
    return out


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    countries = list(_IBAN_SHAPES)
    return _fill(rng, "iban", _IBANS, n, lambda g: _iban(g, g.choice(countries)))


def _ids(rng: random.Random, n: int) -> list[Sample]:
    return [
        Sample(cls, t.replace("{pw}", s := make(rng)), s) for cls, t, make in v.cycle(rng, _IDS, n)
    ]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUPS, n):
        codes = v.backup_codes(rng, rng.randrange(4, 9), rng.randrange(4))
        sep = "\n" if template.endswith("\n{pw}") else rng.choice([", ", " "])
        value = sep.join(codes)
        out.append(Sample("backup_codes", template.replace("{pw}", value), value))
    return out


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED + _SAID_FIRST, n):
        w, d = rng.choice(_SPELL_WORDS), str(rng.randrange(10, 10000))
        text = template.replace("{W}", w.capitalize()).replace("{w}", w).replace("{d}", d)
        secret = f"{w}{d}" if "{w}{d}" in template else d
        out.append(Sample("spelled_password", text, secret))
    return out


_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (lambda g, n: _fill(g, "labelled_password", _SAID, n, _pw), 73),
    (lambda g, n: _fill(g, "login_pair", _LOGINS, n, _plain_pw), 30),
    (_cli, 34),
    (lambda g, n: _fill(g, "url_credentials", _URLS, n, _plain_pw), 14),
    (lambda g, n: _fill(g, "config_password", _CONFIGS, n, _plain_pw), 20),
    (_vendors, 50),
    (_bare, 8),
    (_hexes, 10),
    (lambda g, n: _fill(g, "jwt", _JWTS, n, _jwt), 8),
    (lambda g, n: _fill(g, "pem_key", _PEMS, n, _pem), 7),
    (_seeds, 12),
    (lambda g, n: _fill(g, "card", _CARDS, n, _card), 14),
    (_cvvs, 6),
    (_ibans, 14),
    (_ids, 20),
    (_backups, 8),
    (lambda g, n: _fill(g, "totp_secret", _TOTP, n, lambda h: v.totp_secret(h, False)), 6),
    (lambda g, n: _fill(g, "otp_code", _CODES, n, _j((D, 6))), 8),
    (lambda g, n: _fill(g, "wifi_key", _WIFI, n, _pw), 16),
    (lambda g, n: _fill(g, "pin_code", _LOCKS, n, lambda h: _r(h, D, h.choice([4, 5, 6]))), 14),
    (
        lambda g, n: _fill(
            g, "passphrase", _PHRASES, n, lambda h: " ".join(h.sample(_PHRASE_WORDS, 4))
        ),
        8,
    ),
    (_spelled, 10),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the marina admin password is", "{s}", _pw),
    ("split_password", "Crust POS pw:", "{s} (since the oven swap)", _pw),
    ("split_password", "mi passwod a", "{s}", _pw),
    ("split_password", "la clave e'", "{s} klk", _pw),
    ("split_password", "de password deh", "{s}", _pw),
    ("split_password", "كلمة السر", "{s}", _pw),
    ("split_password", "el password huwe", "{s}", _pw),
    ("split_password", "la password è", "{s}\ncambiala dopo la stagione", _pw),
    ("split_password", "Reef Lodge PMS password", "{s}", _pw),
    ("split_password", "the password Boat read out over the VHF was", "{s}, I think", _pw),
    ("split_token", "Dockyard Bookings API key", "{s}", _j((HEX, 32))),
    ("split_token", "Stripe secret:", "{s}", _j("sk_live_", (ALNUM, 48))),
    ("split_token", "Halyard Sync client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "wallet backup words", "{s}", _seed_of("english")),
    ("split_card", "card number", "{s} exp 10/34", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(v.iban_shaped(g, "LB", _IBAN_SHAPES))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "codice fiscale", "{s}", _cf),
    ("split_pin", "gate code", "{s}#", _j((D, 6))),
    ("split_wifi", "Frigate Reef Lodge wifi password", "{s}", _pw),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    (
        "meta_password",
        '{"marina": {"url": "https://gate.frigatebird.lan", "admin_password": "{s}"}}',
        _plain_pw,
    ),
    ("meta_password", '{"passwod": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "yokasta", "contraseña": "{s}"}}', _plain_pw),
    (
        "meta_password",
        '{"pos": [{"name": "till-a"}, {"name": "till-b", "pin_password": "{s}"}]}',
        _plain_pw,
    ),
    (
        "meta_password",
        '{"argv": ["mysql", "-u", "crust", "--password", "{s}", "crust_pos"]}',
        _plain_pw,
    ),
    ("meta_password", '{"note": "كلمة السر للمحل {s}"}', _plain_pw),
    ("meta_password", '{"transcript": "la password del gestionale è {s}"}', _plain_pw),
    ("meta_password", '{"chat": "bai de password deh {s}"}', _plain_pw),
    ("meta_token", '{"dockyard_bookings": {"api_key": "{s}"}}', _j((HEX, 32))),
    ("meta_token", '{"wadadliPayToken": "{s}"}', _j((HEX, 64))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"github": {"token": "{s}"}}', _j("ghp_", (ALNUM, 36))),
    (
        "meta_card",
        '{"payment": {"card_number": "{s}", "exp": "08/35"}}',
        lambda g: v.card(g, "mastercard"),
    ),
    ("meta_iban", '{"partner": {"iban": "{s}"}}', lambda g: v.iban_shaped(g, "IT", _IBAN_SHAPES)),
    ("meta_id", '{"worker": {"cedula": "{s}"}}', _cedula),
    ("meta_otp", '{"mfa": {"backup_codes": ["{s}", "48213907", "77120456"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_words": "{s}"}}', _seed_of("italian")),
    ("meta_key", '{"backup": {"encryption_key": "{s}"}}', _j((HEX, 64))),
    ("meta_pin", '{"fuel_dock": {"padlock_code": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "Pineapple Crust 5G", "psk": "{s}"}}', _pw),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        secret = make(rng)
        data = json.loads(text.replace("{s}", json.dumps(secret)[1:-1]))
        out.append(MetadataSample(cls, data, secret))
    return out


_PKG_SUM = hashlib.sha256(b"crust-pos-4.7.2-py3-none-any.whl").hexdigest()
_FW_SUM = hashlib.sha256(b"garmin-gpsmap-8612-fw-31.20.bin").hexdigest()
_COMMIT = hashlib.sha1(b"bookings: add Barbuda ferry slots", usedforsecurity=False).hexdigest()
_MD5 = hashlib.md5(b"charter_rates_2033.csv", usedforsecurity=False).hexdigest()
_IMG = base64.b16encode(b"lodge-pms:2.3").decode().lower()

CLEAN = [
    "Remind me to change the marina gate password before Sailing Week.",
    "Shernelle asked for the bakery wifi password; it's on the card by the till.",
    "Policy: passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords in the WhatsApp group; send a vault link.",
    "The `.env.example` line `DOCKYARD_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_WADADLI_PAY_KEY> in the README with the key from the dashboard.",
    f"sha256 of crust-pos-4.7.2-py3-none-any.whl: {_PKG_SUM}",
    f"SHA-256 checksum of the chartplotter firmware: {_FW_SUM}",
    f"fixed in commit {_COMMIT}",
    f"md5 of charter_rates_2033.csv is {_MD5}",
    "Crust POS upgraded from 4.7.1 to 4.7.2 last night.",
    "Order #PC-2033-00418: 40 coconut tarts, 12 dozen ducana, pickup Friday.",
    "Ticket DB-7712: the fuel dock pump shows E-204 again.",
    "Tracking number 1Z 999 AA1 01 2345 6784 for the Sardinian spares.",
    "Call the lodge at +1 268 555 0143 before 6 pm.",
    "The charter is 2033-12-04 to 2033-12-11, EC$ 18,450 deposit paid.",
    "Card ending 4417 was charged EC$ 312.50 at the bakery.",
    "Card: **** **** **** 9021, exp 11/34 (masked in the receipt).",
    "IBAN: LB** **** **** **** (ask Rania for the full one in person).",
    "The PIN pad at the bakery froze again; restart it from the back.",
    "The door code changes every season; ask Marcia at check-in.",
    "Your one-time code will arrive by SMS; it expires in 10 minutes.",
    "Enable 2FA on the Dockyard Bookings admin and print the backup codes.",
    "Position 17°00'26\"N 61°45'44\"W, anchored off Pigeon Beach.",
    "Part number GRM-010-02745-00, qty 2, for the radar mount.",
    "Slip B-14 is free from Monday; the 52 ft Jeanneau moves to C-03.",
    "mi passwod expire, mi haffi reset am tomorrow",
    "gyal, nuh sen di passwod pon WhatsApp, call mi",
    "di door code change, ask Marcia fi di new one",
    "la clave del wifi ta pegá en la nevera, búscala",
    "no me mandes la contraseña por aquí, dímela en persona",
    "el código llega por SMS, espérate un chin",
    "de password deh pon de paper inna de drawer, bai",
    "me nah remember de code, ask Devon",
    "كلمة السر عند رانيا، اسألها بكرا",
    "ما تبعت الباسورد عالواتساب",
    "el password 3and Elias, ma b3rfo",
    "ya Rania, el code byousal bel SMS",
    "la password del gestionale la trovi nel vault, non qui",
    "cmq il PIN della carta non lo scrivo in chat",
    "il codice di verifica arriva via SMS tra poco",
    "Ordine n. 2033/418 per le vele, consegna a English Harbour il 12/11.",
    "ssh-ed25519 public key fingerprint SHA256:Yt3R... is on the wiki page.",
    f"image lodge-pms:2.3 (hex label {_IMG})",
    "Version 2.3.9 of the lodge PMS fixed the double-booking bug.",
    "Postcode? Antigua has none; write 'St. John's, Antigua' on the form.",
    "Flight LI 322 lands at V.C. Bird at 14:05.",
    "Invoice INV-2033-0917 total EC$ 4,980.00, due in 30 days.",
    "The recovery phrase is written on paper in the lodge safe.",
    "token budget for the assistant is 8000 per call",
    "The password reset link expires in 30 minutes.",
    "API version 2024-06-20 is pinned for the Stripe webhooks.",
    "The REST API request id was req_00418, nothing sensitive in it.",
    "Wifi 'Frigate Reef Guest' is open, no password needed.",
    "Batch 33-0418 of coconut bread: 96 loaves, oven 3, 180 °C.",
    "ISBN 978-0-19-861186-8 is the sailing handbook on the shelf.",
    "Fuel: 412 litres diesel at EC$ 7.85, receipt 00418877.",
    "Barbuda ferry leaves at 09:00 and 16:30, EC$ 140 return.",
    "The backup codes were regenerated; the old sheet is shredded.",
    "tell the assistant: never store card numbers or PINs in notes",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/marina/gate", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_PKG_SUM}", "package": "crust-pos", "version": "4.7.2"}}',
    '{"ticket": "DB-7712", "order": "PC-2033-00418"}',
    '{"slip": "B-14", "length_ft": 52, "arrival": "2033-12-04"}',
    '{"phone": "+1 268 555 0143", "city": "Codrington"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "loaves": 96}',
    '{"card_last4": "4417", "amount": "312.50", "currency": "XCD"}',
    '{"position": {"lat": 17.0072, "lon": -61.7622}, "anchorage": "Pigeon Beach"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
