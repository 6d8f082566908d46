# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-eleventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-ninth's docstring, the
fifth to four-hundred-and-ninth only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(410, 412, 413), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (411_527_063), password words (a river bird, tree or fish of the
Tambopata, a number and a sign, `Shansho58!`; dot-joined words with a year,
`castana.lupuna.2033`; leet `M4ch4w4y#Tamb0`; random runs with a sign; dashed generator groups;
a river boat's name and a year, `PequePeque-Ayla#2032`).

The fictional company is Shiringa Verde S.A.C. of Madre de Dios, Peru: the Lupuna Roja Eco-Lodge
(an invented lodge on an invented street of Puerto Maldonado), Castañas del Tambopata (an invented
Brazil-nut exporter with a shelling plant near Planchón) and the Cooperativa Peque Peque (an
invented river-taxi co-op on the Tambopata). Staff: Rolando Huamán (IT), Kelly Sihuincha (the
lodge), Edwin Quispe Mamani (the shelling plant, from Cusco, who texts in Quechua), the Acre
trader Raimundo Nonato Feitosa of Assis Brasil, the boatman Wilder Shapiama, the Texas birding
guide Dale Whitcomb and the Israeli backpackers Noa Ben-Ami and Itay Levi. Every company,
person, address, domain (`shiringa-verde.lan`, `lupunaroja.example`, `castanas-tambo.example`,
`pequepeque.example`), account and number is invented; only the region is real. Texts: WhatsApp
chats, tickets, notes, runbooks, shell history, config and env files, voice-note transcripts, SMS
and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab,
`es`, `é`, `kashan`, `היא`, `is`, a new line, a question then its answer, a value said first and
named after.

Grep counts (heldouts 5 to 409, grep -l): none for `Tambopata`, `Puerto Maldonado`, `Madre de
Dios`, `פסוורד`; one for `Brazil nut`, `IBAN IL`; two for `Texas`, `castaña`; three for `IBAN CR`;
six for `IBAN BR`; twelve to twenty-five for `il.hp`, `il.idnr`, `pe.cui`, `pe.ruc`, `br.cnpj`,
`IBAN PE`, `Quechua`, `Hebrew`, `סיסמה`; `contraseña es` (58) and `senha é` (48) are common, so
other wordings stand beside them (`la clave es pe`, `a senha tá`, `pasawordqa ... kashan`,
`הפסוורד זה`). Languages: about half English, config or shell; the rest in the Spanish of the
Peruvian Amazon as texted (`oe`, `causa`, `ya pe`, `al toque`), the Portuguese of Acre traders
(`égua`, `mano`, `tá`, `visse`), Cusco Quechua of migrants (`pasawordqa`, `clave-qa`, `kashan`,
`ama pimanpas willankichu`), the English of Texas birding guides (`y'all`, `fixin' to`) and the
Hebrew of backpackers (`הסיסמה היא`, `הקוד זה`, `אחי`). The Amazonian Spanish slang, the Acre
Portuguese, the Quechua and the Hebrew are my guesses. Vendors: the invented BirdLog Amazonia,
RioTaxi Dispatch, CastañaTrace, Maldonado Pay and LodgeKeeper, plus GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify,
DigitalOcean, Linear, Groq, Notion, Postman, Tailscale, Doppler and PyPI shapes. Ids: Peru's RUC
and CUI (DNI), Brazil's CPF and CNPJ, Israel's Teudat Zehut and company number (`il.hp`), each
drawn until its `stdnum` module validates it. IBANs of Brazil, Israel and Costa Rica, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and Portuguese lists, each checked
with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Discover and Diners prefixes).
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
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 411_527_063
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = Callable[[random.Random], str]

_WILD = ["Shansho", "Guacamayo", "Lupuna", "Shihuahuaco", "Paiche", "Doncella", "Tigrillo",
         "Sachavaca", "Huangana", "Lobo", "Aguaje", "Shiringa", "Castana", "Capirona", "Tucan",
         "Manacaraco", "Sachacol", "Ayahuasca"]  # fmt: skip
_BOATS = ["PequePeque", "Chalupa", "Bote", "Deslizador", "Balsa", "Canoa"]
_BOAT_NAMES = ["Ayla", "Rosita", "Negrita", "Shapaja", "Inambari", "Heath", "Malinowski"]
_SIGNS = "!#$%&*?@+="
_LEET = ["M4ch4w4y", "C4st4n4", "Sh1r1ng4", "L0bu", "Gu4c4m4y0", "P41ch3", "T4mb0"]


def _wild(g: random.Random) -> str:
    return f"{g.choice(_WILD)}{g.randrange(10, 100)}{g.choice(_SIGNS)}"


def _dotted(g: random.Random) -> str:
    return ".".join(w.lower() for w in g.sample(_WILD, 2)) + f".{g.randrange(2020, 2040)}"


def _leet(g: random.Random) -> str:
    return f"{g.choice(_LEET)}{g.choice(_SIGNS)}{g.choice(_LEET)[:4]}{g.randrange(10, 100)}"


def _boat(g: random.Random) -> str:
    return f"{g.choice(_BOATS)}-{g.choice(_BOAT_NAMES)}{g.choice(_SIGNS)}{g.randrange(2024, 2040)}"


def _gen(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


def _rand(g: random.Random) -> str:
    return _r(g, ALNUM, 12) + g.choice(_SIGNS) + _r(g, D, 2)


_PICKS: list[Maker] = [_wild, _dotted, _leet, _boat, _gen, _rand]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


_PLAIN_PICKS: list[Maker] = [
    _dotted,
    _gen,
    lambda h: _r(h, ALNUM, 14),
    lambda h: _r(h, ALNUM, 11) + "7",
]


def _plain_pw(g: random.Random) -> str:
    """A password with no character a URL, a shell word or JSON would treat specially."""
    return g.choice(_PLAIN_PICKS)(g)


def _family(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker, **pools: list[str]
) -> list[Sample]:
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        extra = {k: rng.choice(p) for k, p in pools.items()}
        out.append(Sample(cls, template.format(pw=secret, **extra), secret))
    return out


_USERS = ["rolando.h", "kelly", "edwin.qm", "raimundo", "wilder", "dwhitcomb", "noa", "itay",
          "admin", "root", "recepcion", "planta01", "svc-backup"]  # fmt: skip

_LABELLED = [
    "Rolando: the LodgeKeeper admin password is {pw}",
    "ticket 4471 (lodge Wi-Fi controller): admin password: {pw}",
    "UniFi controller at the lodge -> password = {pw}",
    "shelling plant scale PC pwd => {pw}",
    "the NAS in the Puerto Maldonado office | password | {pw}",
    "router de la recepción / password / {pw}",
    "Password:\n{pw}",
    "what's the password for the booking laptop?\n{pw}",
    "Kelly asked what the Starlink admin password was. Answer: {pw}",
    "note to self: radio-room PC password → {pw}",
    "runbook step 3: log in to the pfSense box, password :: {pw}",
    "password\t{pw}",
    "DB_PASSWORD={pw}",
    "Remember that the Castañas del Tambopata ERP password is now {pw}",
    "voice note: the password for the dispatch tablet is {pw} full stop",
    "after the reset the co-op accounts password changed to {pw}",
    "oe causa, la contraseña del router de la lancha es {pw}, ya pe",
    "la clave del sistema de la planta es pe {pw}, no le pases a nadie",
    "Kelly: contraseña de la compu de recepción: {pw} al toque cámbiala",
    "contraseña del wifi del albergue → {pw}",
    "oe Wilder, la contraseña de RioTaxi es {pw}",
    "égua mano, a senha do sistema da balança tá {pw}",
    "a senha do computador do armazém em Assis Brasil: {pw}",
    "Raimundo: senha nova do CastañaTrace = {pw}, visse",
    "mano, a senha é {pw}, não passa pra ninguém",
    "pasawordqa {pw} kashan, ama pimanpas willankichu",
    "Edwin: compu planta pasawordnin {pw} kashan",
    "clave-qa {pw}, yachankichu?",
    "y'all, the BirdLog Amazonia password is {pw}",
    "Dale: fixin' to change it, but for now the eBird group password is {pw}",
    "howdy, the lodge tablet password's {pw}",
    "הסיסמה היא {pw}",
    "אחי, הפסוורד של הוויפי זה {pw}",
    "Noa: סיסמה למחשב בקבלה: {pw}",
    "Itay: הסיסמה החדשה ל-LodgeKeeper היא {pw}",
]  # fmt: skip

_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "https://{u}:{pw}@nas.shiringa-verde.lan/share",
    "{u}@lupunaroja.example:{pw}",
    "user {u}\npassword {pw}",
    "u={u} p={pw}",
    "sign in to the LodgeKeeper panel as {u} with {pw}",
    "| system | user | password |\n|---|---|---|\n| Castaña ERP | {u} | {pw} |",
    "usuario: {u} contraseña: {pw}",
    "usuário {u}, senha {pw}",
    "user-qa {u}, pasaword-qa {pw}",
    "שם משתמש {u} סיסמה {pw}",
    "creds for the boat GPS portal are {u} and {pw}",
    "postgres://{u}:{pw}@db.shiringa-verde.lan:5432/castanas",
    "ftp://{u}:{pw}@files.castanas-tambo.example/exports",
]  # fmt: skip

_CLI = [
    "curl -u {u}:{pw} https://api.lupunaroja.example/v1/bookings",
    "sshpass -p '{pw}' ssh {u}@radio.shiringa-verde.lan",
    "mysql -u {u} -p'{pw}' lodge",
    "redis-cli -h cache.shiringa-verde.lan -a '{pw}' ping",
    "docker login registry.shiringa-verde.lan -u {u} -p '{pw}'",
    "echo '{pw}' | docker login -u {u} --password-stdin",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //nas.shiringa-verde.lan/fotos -U '{u}%{pw}'",
    "sqlcmd -S erp.shiringa-verde.lan -U {u} -P '{pw}'",
    "zip -P '{pw}' facturas_2033.zip *.pdf",
    "7z a -p'{pw}' exportes.7z exportes/",
    "openssl enc -aes-256-cbc -in rutas.csv -out rutas.enc -pass pass:{pw}",
    "lftp -u {u},'{pw}' ftp.castanas-tambo.example",
    "ldapsearch -x -D cn={u},dc=shiringa -w '{pw}' -b dc=shiringa",
    "printf '{pw}\\n' | sudo -S systemctl restart dispatch",
    "mosquitto_pub -h mqtt.shiringa-verde.lan -u {u} -P '{pw}' -t boats/gps -m ok",
    "keytool -importcert -keystore lodge.jks -storepass '{pw}' -file ca.pem",
    "xfreerdp /v:erp.shiringa-verde.lan /u:{u} /p:'{pw}'",
    "psql 'postgresql://{u}:{pw}@10.20.0.5/castanas'",
    "gpg --batch --passphrase '{pw}' -c planilla.xlsx",
    "mongosh 'mongodb://{u}:{pw}@mongo.shiringa-verde.lan/trace'",
    "rabbitmqctl add_user {u} '{pw}'",
]  # fmt: skip


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": _r(g, D, 6), "iss": "lupunaroja.example", "exp": g.randrange(2**31)})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_VENDOR: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("gitlab deploy token: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot token {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key for the lodge bot: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("google maps key {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio auth: {pw}", _j("SK", (HEX, 32))),
    ("telegram bot token for the boat alerts: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("shopify admin token {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("linear api key: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("notion integration secret {pw}", _j("secret_", (ALNUM, 43))),
    ("postman key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("tailscale auth key: {pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("pypi token {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("BirdLog Amazonia API key: {pw}", _j((HEX, 40))),
    ("RioTaxi Dispatch api key → {pw}", lambda g: v.uuid4(g, "b")),
    ("CastañaTrace API key = {pw}", _j("ctr_", (ALNUM, 32))),
    ("Maldonado Pay integration broken, current key {pw}", _j((HEX, 32))),
    ("clave API de LodgeKeeper: {pw}", _j((ALNUM, 36))),
    ("chave da API do CastañaTrace: {pw}", _j((ALNUM, 32))),
    ("Integrations › RioTaxi Dispatch: {pw}", _j((HEX, 36))),
    ("מפתח API של BirdLog: {pw}", _j((ALNUM, 40))),
]  # fmt: skip

_TOKENS: list[tuple[str, Maker]] = [
    ("here's the session token, don't lose it: {pw}", _j((ALNUM, 40))),
    ("{pw}", _j((URLSAFE, 44))),
    ("Authorization: Bearer {pw}", _j((ALNUM, 48))),
    ("el token que me pasaste: {pw}", _j((ALNUM, 32))),
    ("webhook signing secret {pw}", _j("whsec_", (ALNUM, 32))),
    ("SESSION_SECRET={pw}", _j((HEX, 64))),
    ("encryption key (hex): {pw}", _j((HEX, 64))),
    ("AES key for the GPS trackers = {pw}", _j((HEX, 32))),
    ("LORAWAN_APP_KEY={pw}", _j((HEX.upper(), 32))),
    ("lodge_master_key: {pw}", _j((HEX, 64))),
    ("jwt {pw}", _jwt),
    ("Authorization: Bearer {pw}", _jwt),
    ("guarda este token: {pw}", _jwt),
]  # fmt: skip


def _pem(g: random.Random) -> str:
    lines = [_r(g, ALNUM + "+/", 64) for _ in range(g.randrange(5, 9))]
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(lines)
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, ALNUM, 20)}==\n-----END {kind}-----"


_PEM = [
    "deploy key for the dispatch server:\n{pw}",
    "Rolando pasteó esto en el grupo 😬\n{pw}",
    "id_ed25519 from the radio-room PC\n{pw}\nplease rotate",
    "a chave do servidor:\n{pw}",
]

_MNEMO = {k: Mnemonic(k) for k in ("english", "spanish", "portuguese")}


def _seed(lang: str, words: int) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]

    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("recovery phrase for the lodge's donation wallet: {pw}", _seed("english", 12)),
    ("seed words:\n{pw}", _seed("english", 24)),
    ("Dale's Ledger backup: {pw}", _seed("english", 18)),
    ("frase semilla de la billetera: {pw}", _seed("spanish", 12)),
    ("oe guarda esto, son las palabras de recuperación: {pw}", _seed("spanish", 24)),
    ("frase de recuperação da carteira: {pw}", _seed("portuguese", 12)),
    ("mano, as palavras da carteira: {pw}", _seed("portuguese", 15)),
    ("12 מילים של הארנק: {pw}", _seed("english", 12)),
]  # fmt: skip


def _card(brand: str) -> Maker:
    return lambda g: v.card(g, brand)


def _card_grouped(brand: str, sep: str) -> Maker:
    return lambda g: v.grouped(v.card(g, brand), sep, g)


_CARDS: list[tuple[str, Maker]] = [
    ("card for the lodge's Booking account: {pw} exp 08/34", _card_grouped("visa", " ")),
    ("tarjeta: {pw} vence 11/33", _card_grouped("mastercard", "-")),
    ("cartão {pw} validade 04/35", _card_grouped("visa", " ")),
    ("Dale's Amex {pw}, exp 02/31", _card_grouped("amex", " ")),
    ("pay the boat parts with {pw}", _card("discover")),
    ("כרטיס אשראי {pw} תוקף 09/32", _card_grouped("mastercard", " ")),
    ("Diners {pw}", _card_grouped("diners", " ")),
    ("card number: {pw}", _card("mastercard")),
]  # fmt: skip
_CVV = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "el código de seguridad de la tarjeta es {pw}",
    "código de segurança: {pw}",
    "the three digits on the back are {pw}",
    "קוד אבטחה {pw}",
]

_IBAN_SHAPES = {"BR": "n" * 23 + "ac", "IL": "n" * 19, "CR": "0" + "n" * 17}


def _iban(country: str) -> Maker:
    return lambda g: v.iban_shaped(g, country, _IBAN_SHAPES)


def _iban_sp(country: str) -> Maker:
    return lambda g: v.iban_spaced(v.iban_shaped(g, country, _IBAN_SHAPES))


_IBANS: list[tuple[str, Maker]] = [
    ("Raimundo's IBAN for the nut payment: {pw}", _iban("BR")),
    ("IBAN {pw}", _iban_sp("BR")),
    ("conta do Raimundo (IBAN): {pw}", _iban_sp("BR")),
    ("Noa's IBAN for the refund: {pw}", _iban("IL")),
    ("מספר IBAN: {pw}", _iban_sp("IL")),
    ("IBAN del proveedor de motores en Costa Rica: {pw}", _iban("CR")),
    ("wire to {pw} before Friday", _iban_sp("CR")),
]  # fmt: skip


def _until(make: Maker, valid: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, make, valid)


_RUC = _until(lambda g: g.choice(["10", "20"]) + _r(g, D, 9), pe_ruc.is_valid)
_CUI = _until(lambda g: _r(g, D, 8) + g.choice(D + "ABCDEFGHIJK"), pe_cui.is_valid)
_CPF = _until(lambda g: br_cpf.format(_r(g, D, 11)), br_cpf.is_valid)
_CNPJ = _until(lambda g: br_cnpj.format(_r(g, D, 8) + "0001" + _r(g, D, 2)), br_cnpj.is_valid)
_TZ = _until(lambda g: _r(g, D, 9), il_idnr.is_valid)
_HP = _until(lambda g: "51" + _r(g, D, 7), il_hp.is_valid)

_IDS: list[tuple[str, Maker]] = [
    ("RUC de Castañas del Tambopata: {pw}", _RUC),
    ("my RUC for the invoices is {pw}", _RUC),
    ("DNI (CUI) de Edwin: {pw}", _CUI),
    ("número de DNI {pw}", _CUI),
    ("CPF do Raimundo: {pw}", _CPF),
    ("meu CPF é {pw}", _CPF),
    ("CNPJ da exportadora em Rio Branco: {pw}", _CNPJ),
    ("teudat zehut {pw}", _TZ),
    ("מספר תעודת זהות: {pw}", _TZ),
    ("ח.פ. של החברה {pw}", _HP),
]  # fmt: skip

_TOTP = [
    "TOTP secret for the Stripe account: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/LodgeKeeper:kelly?secret={pw}&issuer=LodgeKeeper",
    "clave manual del autenticador (2FA): {pw}",
    "chave do 2FA: {pw}",
]
_OTP = [
    "your verification code is {pw}",
    "{pw} is your RioTaxi Dispatch verification code",
    "Use {pw} to sign in to LodgeKeeper",
    "tu código de verificación es {pw}",
    "seu código de verificação: {pw}",
    "קוד האימות שלך: {pw}",
    "Maldonado Pay: código {pw}, no lo compartas",
]


def _backup_draw(rng: random.Random, style: int) -> tuple[str, str]:
    codes = v.backup_codes(rng, 8, style)
    return "\n".join(codes), codes[3]


_BACKUP = [
    "GitHub recovery codes:\n{pw}",
    "códigos de respaldo de Google:\n{pw}",
    "códigos de backup do Gmail do Raimundo:\n{pw}",
    "2FA backup codes for the lodge Booking account\n{pw}",
    "קודי גיבוי:\n{pw}",
    "backup codes (Dale's eBird):\n{pw}",
]

_WIFI = [
    "wifi Lupuna Roja Guest / {pw}",
    "Network: CastañasPlanta-5G / {pw}",
    "WIFI:T:WPA;S:PequePeque-Muelle;P:{pw};;",
    "wifi password for the canopy tower: {pw}",
    "WPA key {pw}",
    "la clave del wifi del albergue es {pw}",
    "senha do wifi do barracão: {pw}",
    "wifi-pa clave-n {pw} kashan",
    "y'all, the wifi at the clay lick camp is {pw}",
    "הסיסמה לוויפי היא {pw}",
    'wpa_passphrase="{pw}"',
    "psk={pw}",
]
_PIN = [
    "door code for the storeroom is {pw}#",
    "PIN de la tarjeta: {pw}",
    "o PIN do cartão é {pw}",
    "gate code: {pw}",
    "the padlock on the fuel shed: {pw}",
    "clave del candado del bote: {pw}",
    "My SIM PIN is {pw}",
    "קוד לכספת בחדר: {pw}",
    "alarm code → {pw}",
    "safe in the lodge office, combination {pw}",
]

_PHRASE_WORDS = ["canoa", "lupuna", "paiche", "garza", "brasil", "lluvia", "ribera", "shiringa",
                 "tortuga", "aguaje", "martin", "caiman", "niebla", "orilla", "mono"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "vault passphrase = {pw}",
    "frase de paso: {pw}",
    "the KeePass master passphrase is {pw}",
    "frase-senha do cofre: {pw}",
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-"]).join(g.sample(_PHRASE_WORDS, 4 + g.randrange(2)))


_SPELL_WORDS = ["shansho", "huangana", "sachavaca", "aguaje", "capirona", "tigrillo", "doncella"]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "la contraseña es la palabra {w} y luego el número {d}",
    "a senha é a palavra {w}, depois {d}",
    "pasawordqa {w} simi, chaymanta {d}",
    "הסיסמה היא המילה {w} ואחריה {d}",
    "{W} with a capital first letter and {d} at the end",
    "type {w}, then {d}; that's the admin password",
]
_SAID_FIRST = [
    "{pw} — that's the wifi password",
    "{pw}, that's what I set for the boat router",
    "{pw} es la contraseña del router, oe",
    "{pw} é a senha do armazém",
    "{pw} -- esa es la clave de la compu",
    "{pw} זאת הסיסמה לוויפי",
    "{pw}: the password Dale uses for everything",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_SPELL_WORDS), str(rng.randrange(100, 10_000))
        text = t.format(w=w, W=w.capitalize(), d=d)
        out.append(Sample("spelled_password", text, w.capitalize() if "{W}" in t else w))
    return out


def _pairs(rng: random.Random, cls: str, rows: list[tuple[str, Maker]], n: int) -> list[Sample]:
    out = []
    for t, make in v.cycle(rng, rows, n):
        secret = make(rng)
        out.append(Sample(cls, t.replace("{pw}", secret), secret))
    return out


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, t in enumerate(v.cycle(rng, _BACKUP, n)):
        codes, secret = _backup_draw(rng, i % 4)
        out.append(Sample("backup_codes", t.format(pw=codes), secret))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    g = random.Random(SEED)
    out: list[Sample] = []
    out += _family(g, "labelled_password", _LABELLED, 70, _pw)
    out += _family(g, "login_pair", _LOGINS, 35, _plain_pw, u=_USERS)
    out += _family(g, "cli_password", _CLI, 35, _plain_pw, u=_USERS)
    out += _pairs(g, "vendor_token", _VENDOR, 35)
    out += _pairs(g, "token", _TOKENS, 26)
    out += _family(g, "pem_key", _PEM, 4, _pem)
    out += _pairs(g, "seed_phrase", _SEEDS, 15)
    out += _pairs(g, "card", _CARDS, 14)
    out += _family(g, "card_code", _CVV, 6, lambda h: _r(h, D, 3))
    out += _pairs(g, "iban", _IBANS, 15)
    out += _pairs(g, "national_id", _IDS, 20)
    out += _family(g, "totp", _TOTP, 10, lambda h: _r(h, BASE32, 32))
    out += _family(g, "otp", _OTP, 10, lambda h: _r(h, D, 6))
    out += _backups(g, 12)
    out += _family(g, "wifi", _WIFI, 20, _plain_pw)
    out += _family(g, "pin_code", _PIN, 20, lambda h: _r(h, D, h.choice([4, 5, 6])))
    out += _family(g, "passphrase", _PHRASES, 13, _phrase)
    out += _spelled(g, 15)
    out += _family(g, "said_first", _SAID_FIRST, 15, _wild)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the LodgeKeeper admin password is", "{s}", _pw),
    ("split_password", "contraseña:", "{s} (la de la planta)", _pw),
    ("split_password", "a senha tá", "{s}\nmuda depois", _pw),
    ("split_password", "pasawordqa", "{s} kashan", _pw),
    ("split_password", "הסיסמה היא", "{s}", _pw),
    ("split_password", "Dale's eBird password", "{s}", _pw),
    ("split_password", "router pwd =", "{s}", _pw),
    ("split_password", "clave del wifi del muelle", "{s}", _plain_pw),
    ("split_token", "BirdLog Amazonia API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Stripe secret", "{s}", _j("sk_live_", (ALNUM, 24))),
    ("split_seed", "frase semilla", "{s}", _seed("spanish", 12)),
    ("split_card", "card number", "{s} exp 05/34", _card_grouped("visa", " ")),
    ("split_card", "CVV", "{s}", lambda g: _r(g, D, 3)),
    ("split_iban", "IBAN", "{s}", _iban_sp("BR")),
    ("split_id", "CPF", "{s}", _CPF),
    ("split_id", "RUC", "{s}", _RUC),
    ("split_otp", "TOTP secret", "{s}", lambda g: _r(g, BASE32, 32)),
    ("split_pin", "door code for the dry store:", "{s}", lambda g: _r(g, D, 5)),
    ("split_phrase", "passphrase", "{s}", _phrase),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, a, *_fill(rng, b, make)) for cls, a, b, make in _SPLIT]


_SLACK = _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))
_MC = _card_grouped("mastercard", " ")


def _code(g: random.Random) -> str:
    return f"{_r(g, D, 4)}-{_r(g, D, 4)}"


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pms": {"url": "https://pms.lodge.lan", "admin_pw": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}", "usuario": "raimundo"}': ("meta_password", _plain_pw),
    '{"account": {"user": "wilder", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "planta", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la contraseña del router es {s}"}': ("meta_password", _plain_pw),
    '{"סיסמה": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "tablet login admin, password {s}"}': ("meta_password", _plain_pw),
    '{"birdlog": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"riotaxiToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"slack_bot_token": "{s}"}': ("meta_token", _SLACK),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", _MC),
    '{"exporter": {"iban": "{s}"}}': ("meta_iban", _iban("IL")),
    '{"proveedor": {"ruc": "{s}"}}': ("meta_id", _RUC),
    '{"mfa": {"backup_codes": ["{s}", "4817-2290", "7731-0482"]}}': ("meta_otp", _code),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed("english", 12)),
    '{"gps_tracker": {"aes_key": "{s}"}}': ("meta_key", _j((HEX, 32))),
    '{"bodega": {"codigo_candado": "{s}"}}': ("meta_pin", lambda g: _r(g, D, 4)),
    '{"wifi": {"ssid": "LupunaRoja-Staff", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_APK_SUM = hashlib.sha256(b"birdlog-amazonia-3.2.1.apk").hexdigest()
_FW_SUM = hashlib.sha256(b"gps-tracker-fw-2.0.7.bin").hexdigest()
_COMMIT = hashlib.sha1(b"dispatch: add Tambopata km markers", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"trace: fix lot weight rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"censo_aves_2033.csv", usedforsecurity=False).hexdigest()
_B64_LOGO = base64.b64encode(b"lupuna").decode()

CLEAN = [
    "Remind me to change the LodgeKeeper password before the high season starts on 2033-05-01.",
    "Kelly asked for the guest wifi password; it's on the card at reception.",
    "Policy: co-op passwords are at least 14 characters and live only in Bitwarden.",
    "The guest wifi 'LupunaRoja-Libre' is open, no password needed.",
    "Lot CT-2033-0417: 1,200 kg of shelled Brazil nuts, moisture 4.1 %, aflatoxin below 4 ppb.",
    f"sha256 of birdlog-amazonia-3.2.1.apk: {_APK_SUM}",
    f"firmware checksum (gps-tracker-fw-2.0.7.bin) {_FW_SUM}",
    f"fixed in commit {_COMMIT}",
    f"reverted {_SHORT}, the rounding was right after all",
    f"md5 censo_aves_2033.csv = {_MD5}",
    "version 3.2.1 of the dispatch app is out; build 20330412.",
    "Order PO-2033-00871, tracking number 1Z 4F8 29E 03 1842 7730, ETA 2033-06-14.",
    "Ticket #4471 is closed; the Wi-Fi controller was rebooted.",
    "Call the lodge at +51 82 571 394 or WhatsApp +51 984 317 206.",
    "Office: Jr. Las Shiringas 418, Puerto Maldonado 17001.",
    "Clay lick coordinates: -12.8631, -69.4127, about 3 h upriver.",
    "Boat fare Puerto Maldonado to Infierno: S/ 25.00 per person, S/ 180.00 for the whole peque.",
    "The card on file ends in 4417 (**** **** **** 4417).",
    "IBAN on the invoice is masked: BR** **** **** **** **** **** ***.",
    "Please never send passwords over WhatsApp; use the vault link instead.",
    "Your PIN must be 4 to 6 digits and not your birth year.",
    "The door code was changed on Monday; ask Kelly in person.",
    "Where do we keep the 2FA backup codes? In the safe, not on the shared drive.",
    "Product code CAST-EXP-25KG-VAC, HS code 0801.22.",
    "Room 12, booking ref LR-2033-0562, check-in 14:00.",
    "Lluvia fuerte mañana, el bote sale a las 5:30 desde el puerto Capitanía.",
    "oe causa, ¿cuál es la contraseña del wifi? pregúntale a Kelly nomás.",
    "la contraseña tiene que tener 12 caracteres como mínimo.",
    "no me acuerdo la clave, la cambio mañana al toque.",
    "el código de verificación no llega, ¿se lo reenvían?",
    "pedido 88213 de castaña, 40 cajas de 25 kg, sale el jueves.",
    "égua mano, esqueci a senha, vou pedir pro Raimundo resetar.",
    "a senha precisa ter número e letra maiúscula, visse.",
    "o caminhão sai de Assis Brasil às 6h, placa QWE-4J21 na nota 000.418.229.",
    "CEP do armazém: 69935-000, Assis Brasil - AC.",
    "pasawordta qunqarqani, Kelly-manta tapukusaq.",
    "paqarin Cusco-man ripusaq, bus 7:40-pi.",
    "Edwin: clave-qa manan kanchu, waqmanta ruwasaq.",
    "y'all, we saw 212 species on the Tambopata list this week, new record.",
    "Dale: fixin' to reset my eBird password, it keeps saying it's wrong.",
    "Harpy eagle nest at km 17.4 on the trail map, GPS track 2033-07-02.",
    "הסיסמה לוויפי כתובה על הקיר ליד הקבלה.",
    "אחי, שכחתי את הסיסמה, נבקש מקלי.",
    "הטיסה ללימה ב-2033-08-03 בשעה 10:45, מספר הזמנה LA-2291.",
    "The password reset link expires in 30 minutes.",
    "The API key field is required; generate one under Settings.",
    "Token counts per request: prompt 812, completion 204.",
    "Two-factor authentication is now required for every staff account.",
    "The safe combination is kept by the manager, never written down.",
    "Seed phrases go on paper in the lodge safe, never in chat.",
    "Wi-Fi access point model UAP-AC-M, firmware 6.6.55.",
    "Generator serial GN-4471-2033, next service at 2,500 hours.",
    "Tracking for the nut container: MSKU 7721904, booking 583201477.",
    "The co-op's landline 082-57-1394 is down until Thursday.",
    "Price list 2033: canopy tour US$ 45, night walk US$ 30, clay lick US$ 60.",
    f"logo.png as base64 starts with {_B64_LOGO}",
    "Temperature at the shelling plant: 31.4 °C, humidity 84 %.",
    "Rainfall 2033-02: 412 mm at the Tambopata station.",
    "The booking password field was renamed to 'access code' in version 4.",
    "Your verification code has expired; request a new one.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lodge/lodgekeeper", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 812}}',
    f'{{"sha256": "{_APK_SUM}", "package": "birdlog-amazonia", "version": "3.2.1"}}',
    '{"ticket": "4471", "purchase_order": "PO-2033-00871"}',
    '{"lot": {"id": "CT-2033-0417", "weight_kg": 1200, "moisture_pct": 4.1}}',
    '{"phone": "+51 82 571 394", "city": "Puerto Maldonado"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "boats_on_river": 9}',
    '{"hs_code": "0801.22", "origin": "PE", "description": "shelled Brazil nuts"}',
    '{"gps": {"lat": -12.8631, "lon": -69.4127}, "species_seen": 212}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
