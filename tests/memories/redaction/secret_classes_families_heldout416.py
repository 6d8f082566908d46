# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixteenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-thirteenth's
docstring, the fifth to four-hundred-and-thirteenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (414, 415, 417), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (416_238_705), password words (a
Tobago reef, bird, bay or cocoa word with a number and a sign, `Cocrico58!`; dot-joined words with
a year, `manta.buccoo.2031`; leet `C4st4r4#Reef42`; random runs with a sign; dashed generator
groups; a boat's name and a year, `GlassBottom-Jacana#2030`).

The fictional company is Leeward Jacana Holdings Ltd. of Tobago, Trinidad and Tobago: Blue Jacana
Reef Tours (an invented glass-bottom boat operator on the Speyside waterfront), Tanty Merle's
Cocoa-Tea (an invented cocoa-tea maker off Bacolet Street, Scarborough) and Breadfruit Hill
Guesthouse (an invented guesthouse above Castara Bay). Staff: Kerwin Phillip (IT), Merle
Cruickshank and her grandson Akeem (the cocoa tea, who text in Tobagonian Creole), Yusbely Rondón
and Wilmer Castillo (boat crew from Maturín, who text in Venezuelan Spanish), the Ramdass family
of the guesthouse (Indira, Sunil and Nani, who text a Hindi and Bhojpuri-flavoured English), the
dive partner Jörg Wendisch of an invented dive school in Kiel and the chef Thiago Albuquerque from
Recife. Every company, person, address, domain (`leewardjacana.lan`, `bluejacana.example`,
`tantymerle.example`, `breadfruithill.example`), account and number is invented; only the region
is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history, config and env files,
voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `/`, `|`, `::`, a tab, `is`, `es`, `ist`, `é`, `hai`, `eh`, a new line, a question then its
answer, a value said first and named after.

Grep counts (heldouts 5 to 413, grep -l): none for `Castara`, `wha yuh`, `bacano`, `IBAN HN`; one
for `Speyside`, `cocoa tea`, `IBAN FK`, `IBAN DJ`, `IBAN SC`; two for `Tobago`, `Scarborough`,
`hamaar`; three to nine for `IBAN VG`, `IBAN BR`, `Bhojpuri`, `Geheimzahl`, `ve.rif`; ten to
twenty-five for `chamo`, `bhaiya`, `Zugangsdaten`, `in_.pan`, `in_.aadhaar`, `br.cpf`, `br.cnpj`,
`de.idnr`, `Trini`, `Digicel`; `Senha do` (95) is common, so other wordings stand beside it (`a
senha do wifi é`, `senha nova:`). Languages: about half English, config or shell; the rest in
Tobagonian Creole as texted (`de password is`, `doh tell nobody`, `wha yuh need`, `eh`), the
Venezuelan Spanish of the boat crew (`la clave es`, `chamo`, `pana`, `vale`, `bacano`), the Hindi
and Bhojpuri-flavoured English of the Ramdass family (`password hai`, `beta`, `hamaar`, `ka
password`), the German of the dive partner (`Passwort ist`, `Zugangsdaten`, `Geheimzahl`) and the
Brazilian Portuguese of the chef (`a senha é`, `valeu`, `beleza`). The Creole spellings, the
Bhojpuri mixing and the Venezuelan slang are my guesses. Vendors: the invented Jacana Dispatch,
ReefLedger, Castara Stay and Bacolet Pay, plus GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic,
AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Linear, Groq,
Replicate, Doppler, Vault, Postman, Supabase, Databricks, Pulumi, Brevo, New Relic, PyPI and age
shapes. Ids: Venezuela's RIF, Germany's Steuer-ID, India's PAN and Aadhaar and Brazil's CPF and
CNPJ, each drawn until its `stdnum` module validates it (PAN's module checks its format only).
IBANs of Honduras, the British Virgin Islands, the Falkland Islands, Djibouti, Brazil and
Germany, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and
Portuguese lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex,
Discover and Elo prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.de import idnr as de_idnr
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import pan as in_pan
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 416_238_705
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker

_WORDS = ["Cocrico", "Jacana", "Speyside", "Buccoo", "Castara", "Bacolet", "Manta", "Parrotfish",
          "Goatrace", "Breadfruit", "Crusoe", "Argyle", "Pawi", "Motmot", "Brain-coral",
          "Sorrel", "Provision", "Coconut", "Flyingfish", "Dumpling", "Kingfish",
          "Tanty"]  # fmt: skip
_LOW = ["manta", "buccoo", "cocrico", "jacana", "castara", "bacolet", "sorrel", "cassava",
        "kingfish", "motmot", "reef", "cocoa", "argyle", "speyside", "pawi",
        "charlotte"]  # fmt: skip
_LEET = ["C4st4r4", "Sp3ys1d3", "B4c0l3t", "J4c4n4", "C0cr1c0", "M4nt4", "Bucc00", "T4nty"]
_SYM = "!#$%&*?@+=^~"
_BOATS = ["Jacana", "Pawi", "Motmot", "Cocrico", "Tanty", "Kingfisher"]


def _word_pw(g: random.Random) -> str:
    return f"{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYM)}"


def _dotted(g: random.Random) -> str:
    return ".".join(g.sample(_LOW, 2)) + f".{g.randrange(2025, 2040)}"


def _leet(g: random.Random) -> str:
    tail = g.choice(["Reef", "Tea", "Boat"])
    return f"{g.choice(_LEET)}{g.choice(_SYM)}{tail}{g.randrange(10, 99)}"


def _run(g: random.Random) -> str:
    return _r(g, ALNUM, g.randrange(10, 15)) + g.choice(_SYM) + _r(g, D, 2)


def _groups(g: random.Random) -> str:
    return "-".join(_r(g, LOWER + D, 5) for _ in range(3)) + g.choice(UPPER)


def _boat(g: random.Random) -> str:
    return f"GlassBottom-{g.choice(_BOATS)}#{g.randrange(2026, 2040)}"


_PW_MAKERS: list[Maker] = [_word_pw, _dotted, _leet, _run, _groups, _boat]


def _pw(g: random.Random) -> str:
    return g.choice(_PW_MAKERS)(g)


def _plain_pw(g: random.Random) -> str:
    """A password with no sign that could end a sentence (for values said in prose)."""
    return f"{g.choice(_WORDS).replace('-', '')}{g.randrange(100, 1000)}{g.choice(UPPER)}"


_USERS = ["kerwin.p", "merle", "akeem.c", "yusbely", "wilmer.c", "indira", "sunil.r", "nani",
          "joerg", "thiago.a", "frontdesk", "boatdesk", "kitchen", "ops"]  # fmt: skip
_HOSTS = ["pos.tantymerle.example", "db.leewardjacana.lan", "nas.breadfruithill.example",
          "book.bluejacana.example", "cam.leewardjacana.lan",
          "router.breadfruithill.example"]  # fmt: skip
_NETS = ["Breadfruit Hill Guests", "Jacana Dock 5G", "Tanty Merle Kitchen", "Castara Verandah",
         "Speyside Boathouse", "Bacolet Shop WiFi"]  # fmt: skip


def _fill(template: str, fields: dict[str, str]) -> str:
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


def _take(
    rng: random.Random, cls: str, templates: list[str], make: Maker, n: int, **pools: list[str]
) -> list[Sample]:
    """``n`` samples of ``cls``: templates in turn, ``{pw}`` a fresh value, pools picked once."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        fields = {"pw": secret} | {name: rng.choice(pool) for name, pool in pools.items()}
        out.append(Sample(cls, _fill(template, fields), secret))
    return out


_LABELLED = [
    "password: {pw}",
    "Castara Stay admin password = {pw}",
    "boat tablet pw -> {pw}",
    "POS password → {pw}",
    "guesthouse router pwd => {pw}",
    "NAS login / password / {pw}",
    "password | {pw} | rotated Monday",
    "db password :: {pw}",
    "password\t{pw}",
    "The office printer password is {pw}",
    "Kerwin, the new Bacolet Pay password is {pw}",
    "passwd='{pw}'",
    'PASSWORD="{pw}"',
    "password (kitchen tablet): {pw}",
    "reset done, new password: `{pw}`",
    "password for the booking laptop:\n{pw}",
    "FYI the CCTV password was changed to {pw}",
    "the dock camera password is “{pw}”",
    "pw [{pw}]",
    "secret: {pw}",
    "Email for Speyside desk\npassword -> {pw}\nthanks",
    "the admin pass on the weather station is {pw} now",
]

_OTHER_LANG = [
    # Tobagonian Creole
    "Akeem, de password fuh de shop tablet is {pw} eh, doh tell nobody",
    "wha yuh need? de POS password? is {pw}",
    "Tanty say de password for de laptop is {pw}",
    "password fuh de cocoa-tea Insta: {pw} yuh hear",
    "de wifi password in de back kitchen eh {pw}",
    "boy de password change again, now it is {pw}",
    "Merle: ent de password was {pw}? try it nah",
    # Venezuelan Spanish
    "chamo la clave del bote es {pw}",
    "pana, la contraseña del router: {pw} vale",
    "la contra de la tablet es {pw}, no se la pases a nadie",
    "Wilmer: contraseña nueva → {pw}",
    "clave del correo de reservas: {pw} bacano",
    "la contraseña del wifi del muelle es {pw} chamo",
    "mira la clave es {pw}, la cambié ayer",
    # Hindi / Bhojpuri-flavoured English
    "beta, guesthouse laptop ka password hai {pw}",
    "Sunil bhaiya, hamaar booking account ke password {pw} ba",
    "Nani ke phone ka password: {pw}",
    "password hai {pw}, kisi ko mat batana",
    "Indira: front desk PC ka password {pw} hai, theek hai?",
    "hamaar wifi ke password hai {pw}",
    "पासवर्ड है {pw}",
    # German
    "Jörg: das Passwort ist {pw}",
    "Zugangsdaten Tauchbasis-Laptop: Passwort {pw}",
    "Kennwort für den Kompressor-Log: {pw}",
    "das neue Passwort lautet {pw}, bitte nicht weitergeben",
    "Passwort vom Boots-Tablet → {pw}",
    "Passwort geändert auf {pw}",
    # Brazilian Portuguese
    "Thiago: a senha é {pw} valeu",
    "senha nova: {pw} beleza?",
    "a senha do wifi é {pw}",
    "a senha do tablet da cozinha: {pw}",
    "senha do e-mail do restaurante = {pw}",
    "mano, a senha mudou pra {pw}",
    "senha → {pw}",
]

_SAID_FIRST = [
    "{pw} — that's the guesthouse wifi password",
    "{pw} is the new POS password, Kerwin set it",
    "type {pw}; that's the admin password for the boat tablet",
    "{pw} es la clave del bote, chamo",
    "{pw} ist das Passwort für den Tauch-Laptop",
    "{pw} é a senha do tablet",
    "{pw} hai password, beta",
    "{pw} eh de password fuh de shop",
]
_QA = [
    "Akeem: wha is de tablet password?\nMerle: {pw}",
    "what's the booking laptop password?\n{pw}",
    "Jörg: Passwort vom Kompressor?\nKerwin: {pw}",
    "cuál es la clave del wifi?\n{pw}",
    "qual é a senha da cozinha?\nThiago: {pw}",
    "Nani: beta password kya hai?\nSunil: {pw}",
]


def _passwords(rng: random.Random) -> list[Sample]:
    out = _take(rng, "password_label", _LABELLED, _pw, 38)
    out += _take(rng, "password_language", _OTHER_LANG, _pw, 35)
    out += _take(rng, "password_said_first", _SAID_FIRST, _plain_pw, 10)
    out += _take(rng, "password_question", _QA, _pw, 10)
    return out


_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "{u} / {pw}",
    "user {u}, password {pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "Benutzer {u}, Passwort {pw}",
    "usuario {u} contraseña {pw}",
    "usuário {u} senha {pw}",
    "creds for the dock camera are {u} and {pw}",
    "| {u} | {pw} | front desk |",
    "{u}@bluejacana.example:{pw}",
    "admin / {pw}",
    "root:{pw}",
]
_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@db.leewardjacana.lan:5432/bookings",
    "mysql://{u}:{pw}@pos.tantymerle.example/shop",
    "redis://:{pw}@cache.leewardjacana.lan:6379/0",
    "amqp://{u}:{pw}@mq.leewardjacana.lan:5672/",
    "https://{u}:{pw}@nas.breadfruithill.example/share",
    "mongodb+srv://{u}:{pw}@cluster0.bluejacana.example/tours",
    "ftp://{u}:{pw}@cam.leewardjacana.lan/clips",
    "SMTP_PASSWORD={pw}",
    "DB_PASS={pw}",
    "export CASTARA_STAY_PASSWORD='{pw}'",
    "smtp_pass: {pw}",
    "  password: {pw}  # bookings db",
    '{"user": "{u}", "password": "{pw}"}',
    "define('DB_PASSWORD', '{pw}');",
    "db.leewardjacana.lan:5432:bookings:{u}:{pw}",
    "ssid,psk\nSpeyside Boathouse,{pw}",
]
_SAFE_PW = _j((ALNUM, 12), "-", (ALNUM, 4))


def _logins(rng: random.Random) -> list[Sample]:
    out = _take(rng, "login_pair", _LOGINS, _pw, 27, u=_USERS)
    out += _take(rng, "login_config", _URLS, _SAFE_PW, 22, u=_USERS)
    return out


_CLI = [
    "curl -u {u}:{pw} https://book.bluejacana.example/api/trips",
    "sshpass -p '{pw}' ssh {u}@nas.breadfruithill.example",
    "mysql -u {u} -p{pw} shop",
    "redis-cli -a {pw} -h cache.leewardjacana.lan",
    "docker login -u {u} -p {pw} registry.leewardjacana.lan",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //nas/boats -U {u}%{pw}",
    "ldapsearch -x -D cn=admin,dc=jacana,dc=lan -w {pw}",
    "sqlcmd -S pos -U {u} -P {pw}",
    "zip -P {pw} receipts-march.zip *.pdf",
    "7z a -p{pw} photos.7z reef/",
    "openssl enc -aes-256-cbc -in cams.tar -out cams.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c guests.csv",
    "xfreerdp /v:pos.tantymerle.example /u:{u} /p:{pw}",
    "net use Z: \\\\nas\\menu {pw} /user:{u}",
    "lftp -u {u},{pw} ftp.bluejacana.example",
    "echo '{pw}' | sudo -S systemctl restart pos",
    "keytool -importcert -keystore pos.jks -storepass {pw} -file ca.pem",
    "ipmitool -I lanplus -H 10.4.0.9 -U admin -P {pw} power status",
    "mosquitto_pub -h mq -u {u} -P {pw} -t boat/gps -m on",
    "rabbitmqctl add_user {u} {pw}",
    "plink -ssh {u}@10.4.0.2 -pw {pw}",
    'psql "postgresql://{u}:{pw}@db.leewardjacana.lan/bookings"',
    "CREATE USER {u} IDENTIFIED BY '{pw}';",
    "passwd --stdin {u} <<< '{pw}'",
    "restic -r /srv/backup --password-command 'echo {pw}' backup /home",
    "wp user update 3 --user_pass={pw}",
]


def _cli(rng: random.Random) -> list[Sample]:
    return _take(rng, "cli_password", _CLI, _SAFE_PW, 27, u=_USERS)


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": _r(g, D, 6), "iss": "book.bluejacana.example", "exp": 1893456000})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITHUB_TOKEN={pw}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab deploy token {pw}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key for Bacolet Pay: {pw}", _j("sk_live_", (ALNUM, 34))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 64))),
    ("anthropic key {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER + "234567", 16))),
    ("maps key: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SendGrid: {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key SID {pw}", _j("SK", (HEX, 32))),
    ("telegram bot for bookings: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("shopify token {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("linear: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("replicate token {pw}", _j("r8_", (ALNUM, 37))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 24))),
    ("postman key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("supabase access token: {pw}", _j("sbp_", (HEX, 40))),
    ("DATABRICKS_TOKEN={pw}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
    ("brevo smtp key {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER + D, 27))),
    ("pypi token {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("age key: {pw}", _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", secret), secret))
    return out


_INVENTED = [
    "Jacana Dispatch API key: {pw}",
    "ReefLedger api_key={pw}",
    "Castara Stay integration broken, current key {pw}",
    "Integrations › Bacolet Pay: {pw}",
    "clave API de Jacana Dispatch: {pw}",
    "ReefLedger API-Schlüssel: {pw}",
    "chave da API do Castara Stay: {pw}",
    "Bacolet Pay ka API key hai {pw}",
    "API key fuh ReefLedger: {pw}",
    "JACANA_DISPATCH_SECRET_KEY={pw}",
    "the Castara Stay key for prod: {pw}",
    "X-ReefLedger-Key: {pw}",
]
_INV_MAKERS: list[Maker] = [
    _j((HEX, 32)),
    v.uuid4,
    _j((ALNUM, 40)),
    _j("bp_live_", (ALNUM, 32)),
]


def _invented(rng: random.Random) -> list[Sample]:
    return _take(rng, "invented_vendor", _INVENTED, lambda g: g.choice(_INV_MAKERS)(g), 12)


_BARE = [
    "{pw}",
    "here, it only shows once:\n{pw}",
    "token {pw}",
    "Authorization: Bearer {pw}",
    "chamo pégalo ahí: {pw}",
    "copy dis: {pw}",
    "session cookie was {pw}",
    "SESSION_SECRET={pw}",
    "bitte eintragen: {pw}",
    "cola aí: {pw}",
]
_HEXES = [
    "ENCRYPTION_KEY={pw}",
    "app secret key: {pw}",
    "{pw}",
    "aes key for the cams → {pw}",
    "signing_key: {pw}",
    "Schlüssel: {pw}",
    "HMAC key {pw}",
    "la llave del webhook: {pw}",
    "master key fuh de backups: {pw}",
    "webhook secret = {pw}",
]
_JWTS = [
    "Authorization: Bearer {pw}",
    "id_token={pw}",
    "jwt: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://book.bluejacana.example/api",
    "o token do painel: {pw}",
    "refresh_token: {pw}",
    "access token eh {pw}",
    "JWT Castara Stay: {pw}",
]


def _tokens(rng: random.Random) -> list[Sample]:
    bare: list[Maker] = [_j((ALNUM, 44)), _j((URLSAFE, 40)), _j((ALNUM, 32), (D, 4))]
    out = _take(rng, "bare_token", _BARE, lambda g: g.choice(bare)(g), 10)
    out += _take(rng, "hex_key", _HEXES, lambda g: _r(g, HEX, g.choice([40, 64])), 10)
    out += _take(rng, "jwt", _JWTS, _jwt, 8)
    return out


_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"]
_PEM_PLACES = [
    "deploy key for the booking box:\n{pw}",
    "{pw}",
    "id_ed25519 for nas:\n{pw}",
    "Jörg, der Schlüssel:\n{pw}",
    "key.pem\n{pw}",
    "a chave do servidor:\n{pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(_PEM_KINDS)
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([144, 192])))).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese")}
_SEED_PLACES: list[tuple[str, str]] = [
    ("recovery phrase for the Bacolet Pay wallet: {pw}", "english"),
    ("seed words:\n{pw}", "english"),
    ("Akeem, de wallet words is {pw}", "english"),
    ("frase semilla: {pw}", "spanish"),
    ("las palabras de recuperación, chamo: {pw}", "spanish"),
    ("frase de recuperação da carteira: {pw}", "portuguese"),
    ("as 12 palavras: {pw}", "portuguese"),
    ("Wiederherstellungsphrase: {pw}", "english"),
    ("wallet ka seed phrase hai {pw}", "english"),
    ("{pw}", "english"),
    ("mnemonic = {pw}", "english"),
    ("palabras semilla del wallet:\n{pw}", "spanish"),
]


def _seeds(rng: random.Random) -> list[Sample]:
    out = []
    for template, lang in _SEED_PLACES:
        words = rng.choice([12, 12, 24])
        entropy = bytes(rng.randrange(256) for _ in range(words * 4 // 3))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        if "\n" in template and rng.random() < 0.5:
            phrase = "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.replace("{pw}", phrase), phrase))
    return out


def seed_words(secret: str) -> str:
    """The phrase's words in order, without list numbers (for `Mnemonic.check`)."""
    return " ".join(w for w in secret.split() if not w.endswith("."))


_CARD_PREFIXES = {"visa": (["4"], 16), "mastercard": (["51", "53", "2221"], 16),
                  "amex": (["34", "37"], 15), "discover": (["6011"], 16),
                  "elo": (["636368", "504175"], 16)}  # fmt: skip


def _card(g: random.Random) -> str:
    prefixes, length = _CARD_PREFIXES[g.choice(list(_CARD_PREFIXES))]
    body = g.choice(prefixes) + _r(g, D, length - 1 - len(prefixes[0]))
    body = body[: length - 1]
    return body + luhn.calc_check_digit(body)


def _card_text(g: random.Random) -> str:
    number = _card(g)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "card number {pw}",
    "Visa for the fuel account: {pw} exp 09/31",
    "charge it to {pw}",
    "Tanty card: {pw}",
    "tarjeta {pw} vence 03/30",
    "cartão {pw} validade 11/29",
    "Kreditkarte {pw}",
    "card ka number {pw} hai",
    "{pw}",
    "de company card is {pw}",
    "CC: {pw}",
    "pay the dive shop with {pw}",
    "número da tarjeta: {pw}",
    "guest card on file {pw}",
]
_CVVS = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "the three digits on the back are {pw}",
    "código de seguridad {pw}",
    "código de segurança: {pw}",
    "Prüfnummer {pw}",
    "CVC: {pw}",
    "card cvv eh {pw}",
]


def _cards(rng: random.Random) -> list[Sample]:
    out = _take(rng, "card_number", _CARDS, _card_text, 14)
    out += _take(rng, "card_code", _CVVS, lambda g: _r(g, D, 3), 8)
    return out


_IBAN_SHAPES = {"HN": "aaaa" + "n" * 20, "VG": "aaaa" + "n" * 16, "FK": "aa" + "n" * 12,
                "DJ": "n" * 23, "BR": "n" * 23 + "ac", "DE": "n" * 18}  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN: {pw}",
    "send it to {pw}",
    "Kontonummer (IBAN) {pw}",
    "meu IBAN é {pw}",
    "IBAN del pana: {pw}",
    "account {pw} (Leeward Jacana Holdings)",
    "iban={pw}",
    "pay de supplier, IBAN {pw}",
    "beneficiary IBAN → {pw}",
    "IBAN ist {pw}",
    "IBAN hai {pw}",
    "{pw}",
    "wire to {pw} ref TOB-44",
    "conta internacional: {pw}",
]


def _ibans(rng: random.Random) -> list[Sample]:
    return _take(rng, "iban", _IBANS, _iban, 14)


def _until(make: Maker, valid: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, make, valid)


_RIF = _until(
    lambda g: (b := g.choice("VEJ") + _r(g, D, 8)) + ve_rif.calc_check_digit(b), ve_rif.is_valid
)
_IDNR = _until(_j((D, 11)), de_idnr.is_valid)
_PAN = _until(_j((UPPER, 3), "P", (UPPER, 1), (D, 4), (UPPER, 1)), in_pan.is_valid)
_AADHAAR = _until(_j(("23456789", 1), (D, 11)), in_aadhaar.is_valid)
_CPF = _until(_j((D, 11)), br_cpf.is_valid)
_CNPJ = _until(_j((D, 8), "0001", (D, 2)), br_cnpj.is_valid)

_IDS: list[tuple[str, Maker]] = [
    ("RIF: {pw}", _RIF),
    ("mi RIF es {pw}", _RIF),
    ("Wilmer RIF {pw}", _RIF),
    ("Steuer-ID: {pw}", _IDNR),
    ("meine Steuer-Identifikationsnummer ist {pw}", _IDNR),
    ("Jörg Identifikationsnummer {pw}", _IDNR),
    ("PAN: {pw}", _PAN),
    ("Sunil ka PAN card number {pw}", _PAN),
    ("PAN number hai {pw}", _PAN),
    ("Aadhaar: {pw}", _AADHAAR),
    ("Nani ka aadhaar number {pw}", _AADHAAR),
    ("aadhaar no. {pw}", _AADHAAR),
    ("CPF: {pw}", _CPF),
    ("meu CPF é {pw}", _CPF),
    ("Thiago CPF {pw}", _CPF),
    ("CNPJ do fornecedor: {pw}", _CNPJ),
    ("CNPJ {pw}", _CNPJ),
    ("o CNPJ da empresa é {pw}", _CNPJ),
]


def _ids(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _IDS:
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


_TOTPS = [
    "TOTP secret: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/CastaraStay:ops?secret={pw}&issuer=CastaraStay",
    "manual key for the authenticator: {pw}",
    "chave do 2FA: {pw}",
    "clave TOTP {pw}",
    "2FA-Schlüssel: {pw}",
    "if de QR code doh scan, type {pw}",
    "authenticator secret = {pw}",
    "TOTP ka secret {pw}",
]
_OTPS = [
    "Your Castara Stay verification code is {pw}",
    "{pw} is your Bacolet Pay code",
    "Use {pw} to sign in",
    "código de verificación: {pw}",
    "Seu código de verificação é {pw}",
    "Ihr Bestätigungscode lautet {pw}",
    "OTP hai {pw}, jaldi batao",
    "de code dey send me is {pw}",
    "verification code: {pw}",
    "one-time code {pw}",
    "sign-in code → {pw}",
    "el código que me llegó: {pw}",
    "login code: {pw} (expires in 5 min)",
    "Sicherheitscode {pw}",
]


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return g.choice([code, f"{code[:3]} {code[3:]}", code])


def _backup_list(g: random.Random) -> str:
    style = g.randrange(4)
    sep = g.choice(["\n", ", ", "\n"])
    return sep.join(v.backup_codes(g, g.choice([8, 10]), style))


_BACKUPS = [
    "2FA backup codes:\n{pw}",
    "recovery codes for the Google account\n{pw}",
    "códigos de recuperación: {pw}",
    "códigos de backup do Instagram:\n{pw}",
    "Notfallcodes:\n{pw}",
    "backup codes fuh de shop email: {pw}",
    "GitHub recovery codes\n{pw}",
    "backup code list (keep safe)\n{pw}",
    "Sunil ke backup codes:\n{pw}",
    "códigos de respaldo:\n{pw}",
]


def _codes(rng: random.Random) -> list[Sample]:
    out = _take(rng, "totp_secret", _TOTPS, lambda g: v.totp_secret(g, spaced=g.random() < 0.3), 10)
    out = [
        Sample(s.cls, s.text.replace(s.secret, joined), joined)
        if "otpauth" in s.text and (joined := s.secret.replace(" ", ""))
        else s
        for s in out
    ]
    out += _take(rng, "one_time_code", _OTPS, _otp, 14)
    out += _take(rng, "backup_codes", _BACKUPS, _backup_list, 10)
    return out


_WIFIS = [
    "network {net} key {pw}",
    "Network: {net} / {pw}",
    "wifi {net} / {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "wifi password: {pw}",
    "WPA key for {net}: {pw}",
    "{net}\n{pw}",
    "de wifi for guests is {net}, password {pw}",
    "wifi {net} ka password {pw} hai",
    "la clave del wifi {net} es {pw}",
    "WLAN {net}, Passwort {pw}",
    "wi-fi {net}, senha {pw}",
    "wifi? / Indira: {pw}",
    "guest wifi passcode {pw}",
    "psk={pw}",
    "{pw} — that's the wifi for {net}",
]


def _wifi_pw(g: random.Random) -> str:
    return g.choice([_plain_pw, _dotted, _j((ALNUM, 14))])(g)


_PINS = [
    "PIN: {pw}",
    "door code for the boathouse is {pw}",
    "gate code {pw}#",
    "the safe PIN is {pw}",
    "alarm code: {pw}",
    "de lock box code is {pw}",
    "el PIN de la tarjeta es {pw}",
    "código do cadeado: {pw}",
    "Geheimzahl: {pw}",
    "Türcode Tauchbasis {pw}",
    "ATM PIN hai {pw}",
    "key safe at Breadfruit Hill: {pw}",
    "SIM PIN {pw}",
    "padlock on de cocoa store: {pw}",
    "room 4 keypad → {pw}",
    "PIN del candado: {pw}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


def _wifi_pins(rng: random.Random) -> list[Sample]:
    out = _take(rng, "wifi_key", _WIFIS, _wifi_pw, 16, net=_NETS)
    out += _take(rng, "pin_code", _PINS, _pin, 16)
    return out


_PHRASE_WORDS = ["coral", "lantern", "mango", "pelican", "harbour", "cassava", "lagoon",
                 "drum", "tamarind", "hammock", "pirogue", "cutlass", "steelpan", "nutmeg",
                 "calabash", "frigate", "rainfly", "bamboo"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "vault passphrase is {pw}",
    "die Passphrase ist {pw}",
    "frase-senha: {pw}",
    "BORG_PASSPHRASE='{pw}'",
    "1Password master passphrase → {pw}",
    "la frase clave: {pw}",
    "passphrase ka hai {pw}",
]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "la clave es la palabra {w} y después {d}",
    "a senha é a palavra {w} e depois {d}",
    "password is {w} with a capital, then {d} at de end",
    "password hai {w} aur uske baad {d}",
    "the name of our boat, {w}, followed by {d}",
    "type {w}, then {d}; that's the admin password",
    "{w} capital first letter and {d} at the end — POS password",
]


def _phrases(rng: random.Random) -> list[Sample]:
    out = _take(rng, "passphrase", _PHRASES, lambda g: " ".join(g.sample(_PHRASE_WORDS, 4)), 8)
    for template in _SPELLED:
        word, digits = rng.choice(_BOATS + _WORDS[:8]), str(rng.randrange(100, 10000))
        text = template.replace("{w}", word).replace("{d}", digits)
        secret = f"{word}{digits}" if f"{word}{digits}" in text else word  # the word said
        out.append(Sample("spelled_password", text, secret))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out = _passwords(rng) + _logins(rng) + _cli(rng) + _vendors(rng, 26) + _invented(rng)
    out += _tokens(rng) + _take(rng, "pem_key", _PEM_PLACES, _pem, 6) + _seeds(rng)
    out += _cards(rng) + _ibans(rng) + _ids(rng) + _codes(rng) + _wifi_pins(rng)
    return out + _phrases(rng)


def _seed_en(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Castara Stay admin password is", "{s}", _pw),
    ("split_password", "POS password:", "{s} (since de new till)", _pw),
    ("split_password", "la clave del bote es", "{s}\nno la compartas", _pw),
    ("split_password", "das Passwort ist", "{s}", _pw),
    ("split_password", "a senha do tablet é", "{s} valeu", _pw),
    ("split_password", "guesthouse laptop ka password", "{s}", _pw),
    ("split_password", "de password fuh de shop is", "{s}, doh tell nobody", _pw),
    ("split_password", "Kennwort", "{s}", _pw),
    ("split_token", "ReefLedger API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Stripe secret", "{s} (Bacolet Pay)", _j("sk_live_", (ALNUM, 30))),
    ("split_seed", "wallet recovery words", "{s}", _seed_en),
    ("split_card", "card number", "{s} exp 10/32", _card_text),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CPF:", "{s}", _CPF),
    ("split_wifi", "Speyside Boathouse wifi password", "{s}", _wifi_pw),
    ("split_pin", "door code for the boathouse is", "{s}", _pin),
    ("split_phrase", "vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
    ("split_password", "Passwort vom Kompressor:", "{s}\nbitte ändern", _pw),
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_META: list[tuple[str, Maker]] = [
    ("password", _pw), ("pwd", _pw), ("db_pass", _SAFE_PW), ("contraseña", _pw),
    ("senha", _pw), ("Passwort", _pw), ("clave", _pw), ("wifi_password", _wifi_pw),
    ("api_key", _j((HEX, 32))), ("stripe_secret", _j("sk_live_", (ALNUM, 30))),
    ("github_token", _j("ghp_", (ALNUM, 36))), ("door_code", _pin), ("pin", _pin),
    ("totp_secret", lambda g: v.totp_secret(g, spaced=False)), ("iban", _iban),
    ("card_number", _card_text), ("cpf", _CPF), ("aadhaar", _AADHAAR),
    ("passphrase", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))), ("seed_phrase", _seed_en),
]  # fmt: skip
_PARENTS = ["guesthouse", "boat", "shop", "creds", "pos", "settings", "wifi"]


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for key, make in _META:
        secret = make(rng)
        inner: Any = {key: secret, "host": rng.choice(_HOSTS)}
        for parent in rng.sample(_PARENTS, rng.randrange(1, 3)):
            inner = {parent: [inner]} if rng.random() < 0.3 else {parent: inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


# Lookalikes that hold no secret: nothing in them may be scrubbed.
CLEAN = [
    "Blue Jacana glass-bottom tour 10:30 from Speyside jetty, TT$250 adults, TT$150 kids",
    "Booking BJ-2026-04417 confirmed for 4 guests, Castara, 12–15 March",
    "order #88412 from Tanty Merle's: 6 cocoa-tea balls, TT$90",
    "tracking number 1Z 4W7 82E 03 8841 2290 for the compressor parts",
    "Castara Stay v3.18.2 released; changelog in the wiki",
    "sha256 of menu-2026.pdf: 9c1e4f0a7b2d83c6e5f14a09bd7c2e61f3a8d05b4c7e9a12f6b0d8e3c5a71f42",
    "commit 4f2a9c81e0b7 fixed the booking calendar",
    "call the boathouse at +1 868 660 4127",
    "Breadfruit Hill Guesthouse, Northside Road, Castara, Tobago",
    "coordinates of the reef mooring: 11.2994 N, 60.5261 W",
    "the password policy: 12 characters, one symbol, changed every 90 days",
    "Kerwin will reset your password tomorrow, doh worry",
    "card ending in 4417 was charged TT$380",
    "IBAN on file: DE** **** **** **** **12 (masked)",
    "the PIN pad at the shop is broken again",
    "never send your OTP to anybody, not even Kerwin",
    "your verification code expires in 10 minutes",
    "product code CT-250G-DARK, cocoa tea 250 g",
    "invoice INV-2026-0318 due 31/03/2026, TT$1,240.00",
    "ticket #5531: dock camera offline since 06:40",
    "boat Jacana II hull number TT-SPY-0442, inspected 02/2026",
    "de password for de tablet? ask Kerwin, I doh have it",
    "Tanty say she forget de wifi password again",
    "ent yuh change de password last week? check wid Kerwin",
    "we need a new door code for de cocoa store, Akeem go set it",
    "chamo, pídele la clave a Kerwin, yo no la tengo",
    "la contraseña tiene que tener 12 caracteres, vale",
    "el código de verificación no me llegó, pana",
    "el bote sale a las 9:15 del muelle de Speyside",
    "pedido 30417 de combustible, 220 litros",
    "beta, password bhool gaye? Kerwin se reset karwa lo",
    "Nani ka phone number +1 868 639 2251 hai",
    "guesthouse ka booking 14 March se 18 March tak",
    "OTP kisi ko mat batana, bank kabhi nahi poochta",
    "Das Passwort bekommst du von Kerwin, nicht per Mail",
    "Tauchgang 3 am Kelleston Drain, Tiefe 18 m, 47 min",
    "Bestellnummer 7741-2209 für die Flaschen",
    "der Kompressor hat Seriennummer BK-14-2217-TT",
    "a senha do wifi tá no quadro da cozinha",
    "pedido de cacau: 25 kg, R$ 1.450,00",
    "receita da moqueca de peixe-rei para sexta, 18h",
    "o código do pedido é PED-2026-118",
    "version 2.4.1 of the POS app fixes the receipt printer",
    "SSID Breadfruit Hill Guests is on channel 6 (2.4 GHz)",
    "docker image reeflrdgr/api:1.9.3@sha256 digest pinned in compose",
    "uuid of the booking: row 4418 in the export",
    "the 2FA app is Google Authenticator; codes change every 30 s",
    "backup codes are printed and locked in the office safe",
    "MAC address of the dock camera 3C:71:BF:2A:90:1E",
    "the API key field on the ReefLedger page is required",
    "set the wifi password in the router page, then reboot it",
    "flight BW 2710 POS → TAB departs 07:40",
    "ferry ticket T&T Spirit 0612, seat 14C",
    "license plate PCB 4417 for the guesthouse van",
    "receipt total TT$ 1,885.50, VAT 12.5 %",
    "build 2026.03.18-rc2 passed on the runner",
    "the old token was revoked, generate a new one in the dashboard",
    "seed phrase backup: engraved steel plate in the bank box",
    "the card's security code is on the back, never type it in chat",
    "Jörg: Geheimzahl nie aufschreiben, bitte",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"booking": "BJ-2026-04417", "guests": 4, "tour": "glass-bottom"},
    {"password_policy": "12 chars min", "rotation_days": 90},
    {"order": {"id": 88412, "item": "cocoa-tea 250 g", "price": "TT$90"}},
    {"wifi": {"ssid": "Breadfruit Hill Guests", "band": "2.4 GHz"}},
    {"card_last4": "4417", "status": "charged"},
    {"commit": "4f2a9c81e0b7", "version": "3.18.2"},
    {"creds": {"username": "boatdesk", "host": "book.bluejacana.example"}},
    {"pin_pad": "broken", "tokens": 512},
    {"sha256": "2b7d90e1c4f3a8d56e0b1c9f7a4d3e2810b6c5f4e7d9a0b1c3e5f7a9b2d4c6e8"},
    {"phone": "+1 868 660 4127", "place": "Speyside"},
]
