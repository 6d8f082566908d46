# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-forty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-first's
docstring, the fifth to four hundred and forty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (442, 443, 445), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (444_618_093), password words (a
Bermuda bird, fish, parish or landmark with a number and a sign, `Kiskadee2741!`; dot-joined
words with a year, `cahow.flatts.wahoo.2031`; leet `L0ngt41l#88`; random runs with a sign; a
person and a parish, `Dezzy@Sandys1984`).

The fictional company is Longtail Harbour Holdings Ltd. of Hamilton, Bermuda: Moongate Re (an
invented reinsurance office on an invented Cedar Quay, Hamilton), the Cahow Ferry Company (an
invented ferry operator running Dockyard, Hamilton and St. George's) and the Paget Cedars staff
house (an invented golf-resort staff house in Southampton). Staff: Ashley Trott (IT), Dwayne
"Tiny" Outerbridge (ferry captain, Bermudian English as texted), Fátima Furtado (ferry office,
the Portuguese of Azorean-descended Bermudians), Jennilyn Bautista (housekeeping, Tagalog),
Desmond "Dezzy" Campbell (landscaper, Jamaican Patois) and Reto Käslin (reinsurance analyst from
Zürich, Swiss German). Every company, person, address, domain (`longtail.lan`,
`moongatere.example`, `cahowferry.example`, `pagetcedars.example`), account and number is
invented; only the island is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell
history, config and env files, URLs, voice-note transcripts, SMS and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, a tab, `is`, `é`, `ay`, `a`, `isch`, `—`,
a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 441, grep -l): none for `Cahow`, `Gombey`, `Moongate`, `Longtail`,
`Guidewire`, `Verisk`, `Clubessential`, `Jonas Club`, `Lightspeed Golf`; one for `Bermuda` and
`ace boy`; three for `Azorean`; five for `Patois`; six to twelve for `Swiss German`, `ch.ssn`,
`ch.uid`, `us.ein`, `pt.nif`, `pt.cc`, `ca.sin`, `gb.vat`, `Sertifi`; above twenty for
`Tagalog`, `palavra-passe`, `isch`, `di password`, `ang password`, and the IBAN countries tried
(Liechtenstein, Switzerland, Portugal and the United Kingdom, 28 to 41 each).
Languages: about half English, config or shell; the rest in Bermudian English as texted (`bye`,
`ace boy`, `onion`, `yeah bye`, `ey`), the Portuguese of Azorean-descended Bermudians (`a senha
é`, `a palavra-passe do`, `não digas a ninguém`, `olha`), the Tagalog of a hotel worker (`ang
password ay`, `yung code`, `po`, `huwag ipagsabi`), the Jamaican Patois of a landscaper (`di
password a`, `nuh tell nobody`, `mi seh`, `a deh so`) and the Swiss German of a reinsurance
analyst (`s Passwort isch`, `gäll`, `nöd wiitergäh`, `Grüessli`). The Bermudian texting, the
Azorean Portuguese register, the Tagalog, the Patois and the Swiss German spellings are my
guesses.
Vendors: the invented CahowPay, ReefLedger, GombeyTix, TideSlot and FairwayBook, plus Guidewire,
Verisk, Clubessential, Jonas Club and Lightspeed Golf under the words around their keys, and the
GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm,
SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault,
Tailscale, Groq, Replicate, Perplexity, xAI, Brevo, NVIDIA, Docker Hub, Databricks, Pulumi,
Supabase, Figma, Doppler, Netlify, Mailchimp, Square, Discord-webhook and age shapes. Ids:
Portugal's NIF and Cartão de Cidadão number, Switzerland's AHV number and UID, the US SSN and
EIN and Canada's SIN, each drawn until its `stdnum` module validates it. IBANs of Liechtenstein,
Switzerland, Portugal and the United Kingdom, checked with `stdnum.iban`; seed phrases from
`mnemonic`'s English, Portuguese and Spanish lists, each checked with `Mnemonic.check`; cards
pass Luhn (Visa, Mastercard, Amex, Discover and JCB prefixes).
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
from stdnum.ca import sin as ca_sin
from stdnum.ch import ssn as ch_ssn
from stdnum.ch import uid as ch_uid
from stdnum.pt import cc as pt_cc
from stdnum.pt import nif as pt_nif
from stdnum.us import ein as us_ein
from stdnum.us import ssn as us_ssn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 444_618_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
UPPER_DIGITS = UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

# Which stdnum module checks each id class (check.py reads this too).
ID_CHECKS: dict[str, Any] = {
    "id_pt_nif": pt_nif, "id_pt_cc": pt_cc, "id_ch_ssn": ch_ssn, "id_ch_uid": ch_uid,
    "id_us_ssn": us_ssn, "id_us_ein": us_ein, "id_ca_sin": ca_sin,
}  # fmt: skip

_BIRDS = ["Longtail", "Cahow", "Kiskadee", "Catbird", "Bluebird", "Egret", "Petrel", "Ternling"]
_FISH = ["Wahoo", "Rockfish", "Hogfish", "Snapper", "Bonefish", "Parrotfish", "Amberjack"]
_SPOTS = ["Flatts", "Somerset", "Dockyard", "Paget", "Sandys", "Warwick", "Pembroke", "Tuckers",
          "Horseshoe", "Elbow", "Spittal", "Devonshire", "Smiths", "Southampton", "Ferry",
          "Moongate", "Gombey", "Loquat", "Palmetto", "Coralita", "Swizzle"]  # fmt: skip
_WORDS = _BIRDS + _FISH + _SPOTS
_PEOPLE = ["Dezzy", "Tiny", "Fatima", "Jennilyn", "Reto", "Ashley", "Shondae", "Marvin", "Kwame",
           "Leonor", "Rosalie", "Beat", "Ursina", "Tevin", "Jomar"]  # fmt: skip
_SYM = "!#$%&*?@+=^~"
_LEET = ["L0ngt41l", "C4h0w", "K1sk4d33", "W4h00", "G0mb3y", "P4lm3tt0", "Fl4tt5", "S0m3r53t"]


def _leetw(g: random.Random) -> str:
    return f"{g.choice(_LEET)}{g.choice(_SYM)}{g.randrange(10, 100)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.randrange(100, 10_000)}{g.choice(_SYM)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 3)) + f".{g.randrange(2024, 2040)}",
    _leetw,
    lambda g: _r(g, ALNUM + "!#%*", 14),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_SPOTS)}{g.randrange(1960, 2010)}",
    lambda g: f"{g.choice(_FISH)}{g.choice(_SYM)}{g.choice(_BIRDS)}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: f"Ferry{g.randrange(10, 100)}{g.choice(_SPOTS)}{g.choice(_SYM)}",
    lambda g: "-".join(_r(g, LOWER + D, 5) for _ in range(3)),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(g, _pw, lambda s: _PLAIN.fullmatch(s) is not None)


def _templ(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.fill(rng, cls, templates, n, make, **pools)

    return take


_USERS = ["atrott", "douterbridge", "ffurtado", "jbautista", "dcampbell", "rkaeslin", "ops",
          "svc-ferry", "admin", "backup"]  # fmt: skip

_LABELLED = [
    "Moongate Re VPN password: {pw}",
    "password = {pw}",
    "Cedar Quay printer admin pw -> {pw}",
    "the Guidewire test tenant password is {pw}",
    "Password → {pw}",
    "pwd => {pw}",
    "ferry ticket kiosk | password | {pw}",
    "passwd\t{pw}",
    "Staff house laptop password:\n{pw}",
    "new Verisk portal password set to {pw} (Ashley)",
    "Dockyard terminal pw / {pw}",
    "admin password (router in the wheelhouse): {pw}",
    "Password for the Paget Cedars pro shop till — {pw}",
    "Remember for me: the Clubessential back-office password is {pw}",
    "[ticket 4471] reset done, temp password {pw}",
    "ey bye the password for the booking laptop is {pw}",
    "yeah bye Tiny said the wheelhouse tablet password {pw}, don't lose it",
    "ace boy, office wifi password changed to {pw} onion",
    "bye the pw for the ticket machine at Dockyard is {pw} ok",
    "Olha, a senha do computador da bilheteira é {pw}",
    "a palavra-passe do email da Fátima é {pw} — não digas a ninguém",
    "Senha: {pw}",
    "querida, a senha nova do portal é {pw}",
    "Ang password ng laptop sa staff house ay {pw} po",
    "yung password ng housekeeping tablet: {pw}, huwag ipagsabi ha",
    "Ate, password po ng Jonas Club: {pw}",
    "di password fi di irrigation box a {pw}",
    "mi seh di password a {pw}, nuh tell nobody",
    "Password fi di mower shed computer: {pw} yuh zimmi",
    "s Passwort fürs Guidewire-Testsystem isch {pw}, gäll",
    "Kennwort vom Modell-Server: {pw} — bitte nöd wiitergäh",
    "s neue Passwort isch {pw}. Grüessli, Reto",
]
_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "user {u} pass {pw}",
    "username: {u}\npassword: {pw}",
    "{u} / {pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | ferry-ops |",
    "The creds for the Lightspeed Golf back office are {u} and {pw}",
    "Utilizador {u}, senha {pw}",
    "user: {u} at password: {pw} po",
    "Benutzer {u}, Passwort {pw}",
    "login fi di sprinkler app: {u} / {pw}",
    "bye log in as {u} and {pw} for the tablet",
]
_CLI = [
    "$ mysql -u {u} -p{pw} bookings",
    "sshpass -p '{pw}' ssh {u}@wheelhouse.cahowferry.example",
    "redis-cli -h cache.longtail.lan -a {pw} ping",
    "docker login registry.longtail.lan -u {u} -p {pw}",
    "curl -u {u}:{pw} https://tideslot.cahowferry.example/api/sailings",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    'psql "postgresql://{u}:{pw}@db.moongatere.example:5432/treaties"',
    'sqlcmd -S sql.moongatere.example -U {u} -P {pw} -Q "select 1"',
    "zip -P {pw} cat-model-2033.zip losses.csv",
    "7z a -p{pw} renewals.7z renewals/",
    "openssl enc -aes-256-cbc -in treaty.pdf -out treaty.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c payroll-staffhouse.xlsx",
    "ldapsearch -x -D cn={u},dc=longtail,dc=lan -w {pw} uid=jbautista",
    "smbclient //files.longtail.lan/ferry -U {u}%{pw}",
    "xfreerdp /v:rds.moongatere.example /u:{u} /p:{pw}",
    "echo '{pw}' | sudo -S systemctl restart tideslot",
    "keytool -importkeystore -srckeystore old.jks -srcstorepass {pw} -destkeystore new.jks",
    "lftp -u {u},{pw} sftp://upload.verisk.example",
    "mosquitto_pub -h mqtt.longtail.lan -u {u} -P {pw} -t ferry/fuel -m 71",
    "ipmitool -I lanplus -H 10.44.8.12 -U {u} -P {pw} power status",
    "plink -ssh {u}@10.44.2.7 -pw {pw}",
    "net use Z: \\\\files.longtail.lan\\golf {pw} /user:LONGTAIL\\{u}",
    "sqlplus {u}/{pw}@//ora.moongatere.example:1521/RISK",
    "rabbitmqctl add_user {u} {pw}",
    'mongosh "mongodb://{u}:{pw}@mongo.longtail.lan:27017/crew"',
    "cqlsh cass.longtail.lan -u {u} -p {pw}",
    "printf '%s\\n' '{pw}' | docker login -u {u} --password-stdin ghcr.io",
    "kinit {u}@LONGTAIL.LAN <<< '{pw}'",
    "hydra -l {u} -p {pw} ssh://10.44.2.9",
    "mysqldump --user={u} --password={pw} golf_bookings > golf.sql",
]
_URLS = [
    "https://{u}:{pw}@grafana.longtail.lan/d/ferry-fuel",
    "ftp://{u}:{pw}@ftp.moongatere.example/bordereaux/",
    "redis://:{pw}@cache.cahowferry.example:6379/2",
    "amqp://{u}:{pw}@mq.longtail.lan:5672/%2F",
    "DATABASE_URL=postgres://{u}:{pw}@10.44.3.20/golf",
    "smtp://{u}%40pagetcedars.example:{pw}@mail.pagetcedars.example:587",
    "socks5://{u}:{pw}@proxy.longtail.lan:1080",
    "git clone https://{u}:{pw}@git.longtail.lan/ferry/timetable.git",
    "jdbc:sqlserver://sql.moongatere.example;user={u};password={pw}",
    "mysql://{u}:{pw}@staffhouse-db.pagetcedars.example/rota",
]
_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export TIDESLOT_DB_PASS={pw}",
    'password: "{pw}"',
    "  smtp_password: {pw}",
    "[database]\nhost = 10.44.3.20\nuser = ferry\npassword = {pw}",
    "spring.datasource.password={pw}",
    '<add key="RiskDbPassword" value="{pw}" />',
    "define('DB_PASSWORD', '{pw}');",
    "ENV MYSQL_ROOT_PASSWORD={pw}",
    "db.pgpass: pg.longtail.lan:5432:crew:ferry:{pw}",
    '"password": "{pw}",',
    'variable "db_password" {{ default = "{pw}" }}',
    "REDIS_PASS='{pw}'",
    'settings.py: EMAIL_HOST_PASSWORD = "{pw}"',
    "rootpw {pw}",
    "ssid,psk\nPagetCedars-Staff,{pw}",
    "smtp_password,{pw}",
    "ini: pwd={pw}",
    "POSTGRES_PASSWORD: {pw}",
    "admin_pass = '{pw}'  # golf pro shop",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    rows: list[tuple[str, Maker]] = [
        ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
        ("timetable repo PAT: {pw}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
        ("gitlab deploy token {pw}", _j("glpat-", (URLSAFE, 20))),
        ("Slack bot for #ferry-ops: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
        ("STRIPE_SECRET_KEY={pw}", _j("sk_live_", (ALNUM, 99))),
        ("Stripe webhook signing secret {pw}", _j("whsec_", (ALNUM, 32))),
        ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 74))),
        ("claude key for the treaty summariser: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
        ("openrouter: {pw}", _j("sk-or-v1-", (HEX, 64))),
        ("aws_access_key_id = AKIA7Q3F2K8LMZ4PXR2D\naws_secret_access_key = {pw}", _j((B64, 40))),
        ("maps key {pw}", _j("AIza", (URLSAFE, 35))),
        ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
        ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
        ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
        ("twilio auth token {pw}", _j((HEX, 32))),
        ("TELEGRAM_BOT_TOKEN={pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
        (
            "[pypi]\nusername = __token__\npassword = {pw}",
            _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60)),
        ),
        ("Shopify admin token (pro shop store): {pw}", _j("shpat_", (HEX, 32))),
        ("doctl auth init -t {pw}", _j("dop_v1_", (HEX, 64))),
        ("LINEAR_API_KEY={pw}", _j("lin_api_", (ALNUM, 40))),
        ("grafana service account token {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
        ("postman key: {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
        ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 91))),
        ("tailscale up --authkey={pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 33))),
        ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
        ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
        ("perplexity key {pw}", _j("pplx-", (ALNUM, 48))),
        ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
        ("brevo api key: {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
        ("NVIDIA_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
        ("docker hub token {pw}", _j("dckr_pat_", (URLSAFE, 27))),
        ("DATABRICKS_TOKEN={pw}", _j("dapi", (HEX, 32))),
        ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
        ("# age identity\n{pw}", _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))),
        ("SUPABASE_ACCESS_TOKEN={pw}", _j("sbp_", (HEX, 40))),
        ("figma token {pw}", _j("figd_", (URLSAFE, 40))),
        ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
        ("NETLIFY_AUTH_TOKEN={pw}", _j("nfp_", (ALNUM, 36))),
        ("mailchimp key {pw}", _j((HEX, 32), "-us21")),
        ("Square access token: {pw}", _j("EAAA", (URLSAFE, 60))),
        ("alerts go to https://discord.com/api/webhooks/{pw}", _j((D, 19), "/", (URLSAFE, 68))),
    ]
    out = []
    for template, make in v.cycle(rng, rows, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(pw=secret), secret))
    return out


_INVENTED = [
    "CahowPay API key: {pw}",
    "API key for ReefLedger → {pw}",
    "GombeyTix integration broken, current key {pw}",
    "Integrations › TideSlot: {pw}",
    "FairwayBook API key {pw} (tee sheet sync)",
    "Guidewire API key for the sandbox tenant: {pw}",
    "Verisk API key = {pw}",
    "chave API do CahowPay: {pw}",
    "yung API key ng GombeyTix ay {pw} po",
    "di FairwayBook API key a {pw}",
    "API-Schlüssel vo ReefLedger isch {pw}",
    "Clubessential API key: {pw}",
    "Jonas Club API key → {pw}",
    "Lightspeed Golf integration broken, current key {pw}",
    "bye the TideSlot API key is {pw}",
]


def _invented_key(g: random.Random) -> str:
    return g.choice([_j((HEX, 32)), v.uuid4, _j((ALNUM, 40)), _j((HEX, 40))])(g)


_BARE = [
    "{pw}",
    "paste this into the kiosk config: {pw}",
    "token {pw} expires Friday",
    "got this from Ashley: {pw}",
    "`{pw}`",
    "Bearer {pw}",
    "Authorization: Bearer {pw}",
    "session cookie was {pw}",
]
_HEXES = [
    "AES key for the manifest export: {pw}",
    "encryption_key = {pw}",
    "HMAC secret {pw}",
    "MASTER_KEY={pw}",
    "the cat model licence key is {pw}",
    "wireguard psk: {pw}",
    "signing key → {pw}",
    "{pw}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iat": g.randrange(1_900_000_000, 2_000_000_000),
                     "aud": "tideslot"})  # fmt: skip
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{head}.{body}.{sig}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "jwt={pw}",
    "the kiosk token is {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.cahowferry.example/v2/sailings",
    "TIDESLOT_JWT: {pw}",
    "o token de sessão é {pw}",
    "ito po yung token: {pw}",
    "id_token {pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([180, 240])))).decode()
    lines = "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "{pw}",
    "deploy key for the timetable repo:\n{pw}",
    "cat ~/.ssh/id_ferry\n{pw}",
    "tls.key: |\n{pw}",
    "Reto, here's the SFTP key for Verisk:\n{pw}",
    "a chave privada do servidor:\n{pw}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "portuguese", "spanish")}


def _seed(lang: str, words: int) -> Maker:
    def make(g: random.Random) -> str:
        bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    rows: list[tuple[str, Maker]] = [
        ("seed phrase for the staff savings wallet: {pw}", _seed("english", 12)),
        ("recovery phrase\n{pw}", _seed("english", 24)),
        ("Ledger words (Tiny's): {pw}", _seed("english", 12)),
        ("as palavras de recuperação da carteira: {pw}", _seed("portuguese", 12)),
        ("frase semente: {pw}", _seed("portuguese", 18)),
        ('mnemonic = "{pw}"', _seed("english", 15)),
        ("yung seed words ng wallet ko: {pw}", _seed("english", 12)),
        ("di wallet words dem: {pw}", _seed("english", 12)),
        ("Seed-Phrase vo mim Wallet: {pw}", _seed("english", 24)),
        ("frase de recuperación: {pw}", _seed("spanish", 12)),
        ("MetaMask secret recovery phrase → {pw}", _seed("english", 12)),
        ("bye write these down for me: {pw}", _seed("english", 18)),
    ]
    out = []
    for template, make in v.cycle(rng, rows, n):
        secret = make(rng)
        out.append(Sample("seed_phrase", template.format(pw=secret), secret))
    return out


def _card_maker(g: random.Random) -> str:
    brand = g.choice(["visa", "mastercard", "amex", "discover", "jcb"])
    number = v.card(g, brand)
    while len(number) not in (15, 16):
        number = v.card(g, brand)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "company card {pw} exp 09/34",
    "Card number: {pw}",
    "charge the fuel to {pw}",
    "o cartão da Fátima é {pw}, validade 03/33",
    "card ko po: {pw}",
    "use di card {pw} fi di fertiliser order",
    "Kreditkarte {pw}, gültig bis 11/35",
    "pay the Guidewire invoice with {pw}",
    "bye card is {pw}",
    "cc={pw}",
    "Visa {pw} 08/32",
    "card on file → {pw}",
]
_CVVS = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "the three digits on the back are {pw}",
    "o código de segurança é {pw}",
    "CVC: {pw}",
    "Prüfnummer {pw}",
]

_IBAN_SHAPES = {"LI": "n" * 5 + "c" * 12, "CH": "n" * 5 + "c" * 12, "PT": "n" * 21,
                "GB": "aaaa" + "n" * 14}  # fmt: skip


def _iban(g: random.Random, cc: str) -> str:
    return v.iban_shaped(g, cc, _IBAN_SHAPES)


def _iban_any(g: random.Random) -> str:
    number = _iban(g, g.choice(sorted(_IBAN_SHAPES)))
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN: {pw}",
    "pay the broker at {pw}",
    "o meu IBAN é {pw}",
    "IBAN vo de Bank in Vaduz: {pw}",
    "Kontonummer (IBAN) {pw}",
    "send di money to {pw}",
    "IBAN ko po: {pw}",
    "beneficiary IBAN → {pw}",
    "wire the premium to {pw}",
    "bye my IBAN {pw}",
    "iban={pw}",
    "account: Moongate Re Ltd, {pw}",
]


def _id(module: Any, make: Maker) -> Maker:
    return lambda g: v.until(g, make, module.is_valid)


def _pt_cc(g: random.Random) -> str:
    body = _r(g, D, 9) + _r(g, UPPER, 2) + _r(g, D, 1)
    return f"{body[:8]} {body[8]} {body[9:]}"


_AHV = _id(ch_ssn, lambda g: f"756.{_r(g, D, 4)}.{_r(g, D, 4)}.{_r(g, D, 2)}")
_UID = _id(ch_uid, lambda g: f"CHE-{_r(g, D, 3)}.{_r(g, D, 3)}.{_r(g, D, 3)}")
_NIF2 = _id(pt_nif, lambda g: "2" + _r(g, D, 8))
_EIN = _id(us_ein, lambda g: f"{g.choice(['20', '27', '45', '81'])}-{_r(g, D, 7)}")

_ID_ROWS: list[tuple[str, str, Maker]] = [
    ("id_pt_nif", "NIF: {pw}", _id(pt_nif, lambda g: g.choice("12356") + _r(g, D, 8))),
    ("id_pt_nif", "o meu número de contribuinte é {pw}", _NIF2),
    ("id_pt_cc", "Cartão de Cidadão n.º {pw}", _id(pt_cc, _pt_cc)),
    ("id_pt_cc", "número do CC da Fátima: {pw}", _id(pt_cc, _pt_cc)),
    ("id_ch_ssn", "AHV-Nummer: {pw}",
     _AHV),
    ("id_ch_ssn", "mini AHV-Nr. isch {pw}",
     _AHV),
    ("id_ch_uid", "UID der Zürcher Tochter: {pw}",
     _UID),
    ("id_ch_uid", "company UID {pw}",
     _UID),
    ("id_us_ssn", "SSN: {pw}", v.ssn_number),
    ("id_us_ssn", "my social security number is {pw}", v.ssn_number),
    ("id_us_ssn", "social security no. {pw} (for the US payroll)", v.ssn_number),
    ("id_us_ein", "EIN {pw}", _EIN),
    ("id_us_ein", "tax id of the US branch: {pw}", _id(us_ein, lambda g: f"46-{_r(g, D, 7)}")),
    ("id_ca_sin", "SIN: {pw}", v.sin_number),
    ("id_ca_sin", "Reto needs my social insurance number, it's {pw}", v.sin_number),
    ("id_ca_sin", "Canadian SIN {pw}", v.sin_number),
]  # fmt: skip


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for cls, template, make in v.cycle(rng, _ID_ROWS, n):
        secret = make(rng)
        out.append(Sample(cls, template.format(pw=secret), secret))
    return out


_TOTP = [
    "TOTP secret: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/TideSlot:ops?secret={pw}&issuer=TideSlot",
    "manual key for the authenticator: {pw}",
    "a chave 2FA é {pw}",
    "can't scan the QR code, use {pw}",
    "2FA seed fürs Guidewire-Konto: {pw}",
    "MFA secret → {pw}",
]
_CODES = [
    "Your TideSlot verification code is {pw}",
    "{pw} is your Cahow Ferry sign-in code",
    "Use {pw} to sign in",
    "one-time code: {pw}",
    "o código de verificação é {pw}",
    "ang code mo ay {pw}, huwag ibigay kahit kanino",
    "di code dem sen me: {pw}",
    "Bestätigungscode: {pw}",
    "OTP {pw} valid for 5 minutes",
    "bye what's the code? {pw}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    heads = [
        "2FA backup codes for the ferry Google account:\n{list}",
        "Recovery codes: {list}",
        "códigos de recuperação\n{list}",
        "backup codes po ng email ko: {list}",
        "Notfallcodes fürs Microsoft-Konto:\n{list}",
        "di backup codes dem: {list}",
        "2FA backup code: {list}",
        "Verisk MFA backup codes\n{list}",
    ]
    out = []
    for i, head in enumerate(v.cycle(rng, heads, n)):
        count = 1 if head.startswith("2FA backup code:") else rng.choice([5, 8, 10])
        codes = v.backup_codes(rng, count, i % 4)
        sep = "\n" if head.endswith("\n{list}") else rng.choice([", ", " ", "\n"])
        out.append(Sample("backup_codes", head.format(list=sep.join(codes)), codes[0]))
    return out


def _wifi(g: random.Random) -> str:
    return g.choice([_pw, lambda r: "".join(r.sample(_WORDS, 3)) + str(r.randrange(10, 100)),
                     _j((ALNUM, 16))])(g)  # fmt: skip


_WIFI = [
    "wifi: PagetCedars-Staff / {pw}",
    "Network: CahowFerry-Crew5G / {pw}",
    "WIFI:T:WPA;S:Moongate-Guest;P:{pw};;",
    "wifi password for the staff house is {pw}",
    "network Staff House Upstairs key {pw}",
    "a senha do wifi da bilheteira é {pw}",
    "yung wifi sa staff house: {pw} po",
    "wifi password fi di tool shed a {pw}",
    "WLAN-Passwort im Büro isch {pw}",
    "bye the wifi is {pw}",
    "WPA key: {pw}",
    "psk={pw}",
    "ssid Wheelhouse-AP\npassphrase {pw}",
    "wifi Dockyard Office / {pw}",
]


def _digits(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 5, 6]))


_PINS = [
    "The alarm code at Cedar Quay is {pw}",
    "Door code for the staff house: {pw}#",
    "PIN: {pw}",
    "lockbox code → {pw}",
    "o PIN do cartão é {pw}",
    "ang PIN ng safe sa room 12 ay {pw}",
    "di gate code a {pw}",
    "Tür-Code vom Archiv: {pw}",
    "bye the gate code is {pw}",
    "keypad code at the fuel dock: {pw}",
    "padlock combo {pw}",
    "SIM PIN {pw}",
    "the safe in the wheelhouse opens with {pw}",
    "pin for the pro shop card terminal = {pw}",
]
_PHRASE_WORDS = ["coral", "lantern", "harbour", "ginger", "cedar", "lantana", "cobble", "anchor",
                 "pelican", "mangrove", "swizzle", "onion", "pastel", "ferry", "gombey", "reef",
                 "loquat", "bluebird", "compass", "lighthouse"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    "KeePass master password = {pw}",
    "a frase-passe é {pw}",
    "passphrase ng laptop: {pw}",
    "di passphrase a {pw}",
    "Passphrase fürs Backup isch {pw}",
    "bye the 1Password master is {pw}",
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-"]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    heads = [
        "the password is the word {w} followed by {d}",
        "{W} with a capital first letter and {d} at the end",
        "the admin password is the name of Tiny's boat, {W}, followed by {d}",
        "a senha é a palavra {w} e depois {d}",
        "ang password ay yung salitang {w} tapos {d}",
        "di password a di word {w} an den {d}",
        "s Passwort isch s Wort {w}, dänn {d}",
        "bye it's {w} then {d}, all small",
        "type {w}, then {d}; that's the router password",
        "password: {w}, no spaces, then the numbers {d}",
    ]
    out = []
    for head in v.cycle(rng, heads, n):
        word = rng.choice(_WORDS)
        digits = _r(rng, D, 4)
        text = head.format(w=word.lower(), W=word, d=digits)
        out.append(Sample("spelled_password", text, digits))
    return out


_SAID_FIRST = [
    "{pw} — that's the wifi password",
    "{pw}, that's what I set for the router",
    "{pw} is the new password for the kiosk",
    "{pw} é a senha nova",
    "{pw} po yung bagong password",
    "{pw} a di new password",
    "{pw} isch s neue Passwort",
    "{pw} bye, that's the laptop one",
]
_QA = [
    "Tiny: what's the wheelhouse tablet password?\nAshley: {pw}",
    "wifi? / Jennilyn: {pw}",
    "Q: password for the cat model server?\nA: {pw}",
    "Fátima: qual é a senha do portal?\nTiny: {pw}",
    "Ano po password ng wifi?\n{pw}",
    "Dezzy: wah di password fi di irrigation?\nAshley: {pw}",
    "Reto: Wie isch s Passwort vom Share?\nAshley: {pw}",
    "bye what's the password for the ticket machine\n{pw}",
]


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    heads = [
        "the token read out: {t}",
        "key in groups: {t}",
        "API key (dictated): {t}",
        "o token é {t}",
        "di key a {t}",
        "Token isch {t}",
        "bye here the key: {t}",
    ]
    out = []
    for i, head in enumerate(v.cycle(rng, heads, n)):
        raw = _r(rng, ALNUM, 24)
        sep = [" ", " - ", " · ", "|", " / ", ", ", " "][i % 7]
        size = [1, 4, 4, 4, 4, 4, 6][i % 7]
        spaced = sep.join(raw[j : j + size] for j in range(0, len(raw), size))
        out.append(Sample("spaced_token", head.format(t=spaced), spaced))
    return out


_PLAN: list[tuple[Taker, int]] = [
    (_templ("password_labelled", _LABELLED, _pw), 66),
    (_templ("login", _LOGINS, _pw, u=_USERS), 25),
    (_templ("cli_password", _CLI, _plain, u=_USERS), 30),
    (_templ("url_credentials", _URLS, _plain, u=_USERS), 10),
    (_templ("config_password", _CONFIGS, _plain), 20),
    (_vendors, 41),
    (_templ("invented_vendor_key", _INVENTED, _invented_key), 15),
    (_templ("bare_token", _BARE, _j((ALNUM, 40))), 8),
    (_templ("hex_key", _HEXES, _j((HEX, 64))), 8),
    (_templ("jwt", _JWTS, _jwt), 8),
    (_templ("pem_private_key", _PEMS, _pem), 6),
    (_seeds, 12),
    (_templ("card", _CARDS, _card_maker), 12),
    (_templ("card_cvv", _CVVS, _j((D, 3))), 6),
    (_templ("iban", _IBANS, _iban_any), 12),
    (_ids, 16),
    (_templ("totp_secret", _TOTP, lambda g: v.totp_secret(g, spaced=False)), 8),
    (_templ("one_time_code", _CODES, _j((D, 6))), 10),
    (_backups, 8),
    (_templ("wifi_key", _WIFI, _wifi), 14),
    (_templ("pin_code", _PINS, _digits), 14),
    (_templ("passphrase", _PHRASES, _phrase), 8),
    (_spelled, 10),
    (_templ("said_first", _SAID_FIRST, _pw), 8),
    (_templ("question_answer", _QA, _pw), 8),
    (_spaced, 7),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Moongate Re VPN password is", "{s}", _pw),
    ("split_password", "Password:", "{s} (since the March rotation)", _pw),
    ("split_password", "a senha do portal é", "{s}", _pw),
    ("split_password", "ang password ng laptop ay", "{s} po", _pw),
    ("split_password", "di password a", "{s}", _pw),
    ("split_password", "s Passwort isch", "{s}\nbitte nöd wiitergäh", _pw),
    ("split_password", "bye the wifi password is", "{s}", _wifi),
    ("split_password", "Clubessential admin pw", "{s}", _pw),
    ("split_password", "Kennwort:", "{s}", _pw),
    ("split_password", "login atrott /", "{s}", _pw),
    ("split_token", "GombeyTix API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "ReefLedger client secret", "{s}", v.uuid4),
    ("split_seed", "recovery phrase", "{s}", _seed("english", 12)),
    ("split_card", "card number", "{s} exp 04/34", _card_maker),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("id_ch_ssn", "AHV-Nummer", "{s}",
     _AHV),
    ("split_pin", "door code for the staff house:", "{s}", _digits),
    ("split_phrase", "passphrase", "{s}", _phrase),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_MP = "meta_password"
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"tideslot": {"url": "https://tideslot.lan", "admin_password": "{s}"}}': (_MP, _plain),
    '{"senha": "{s}"}': (_MP, _plain),
    '{"account": {"user": "rkaeslin", "passwd": "{s}"}}': (_MP, _plain),
    '{"kiosks": [{"name": "dockyard"}, {"name": "hm", "pin_code": "{s}"}]}': ("meta_pin", _digits),
    '{"argv": ["mysql", "--user", "ferry", "--password", "{s}", "crew"]}': (_MP, _plain),
    '{"note": "ang password ng tablet ay {s} po"}': (_MP, _plain),
    '{"Passwort": "{s}"}': (_MP, _plain),
    '{"transcript": "log into the irrigation box with the password {s}"}': (_MP, _plain),
    '{"gombeytix": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"slackToken": "{s}"}': ("meta_token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"stripe_secret_key": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 99))),
    '{"payment": {"card_number": "{s}", "exp": "07/35"}}': ("meta_card", _card_maker),
    '{"broker": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PT")),
    '{"employee": {"nif": "{s}"}}': ("id_pt_nif", _NIF2),
    '{"mfa": {"recovery_codes": ["{s}", "48213907", "66102458"]}}': ("meta_otp", _j((D, 8))),
    '{"staff_wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed("portuguese", 12)),
    '{"otp": {"totp_secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"tool_shed": {"padlock_code": "{s}"}}': ("meta_pin", _digits),
    '{"wifi": {"ssid": "PagetCedars-Staff", "psk": "{s}"}}': ("meta_wifi", _plain),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"wheelhouse-ecdis-7.2.0.img").hexdigest()
_IMAGE = hashlib.sha256(b"registry.longtail.lan/tideslot:5.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"timetable: add winter Dockyard sailings", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"golf: revert tee sheet sync", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"bordereau_2033-Q2.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cat-model-results-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the kiosk password before the Dockyard season opens on 2033-04-01.",
    "Tiny asked for the crew wifi password; it's on the card in the wheelhouse drawer.",
    "Policy: Longtail passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `GOMBEYTIX_API_KEY=replace-me` is a placeholder.",
    "The Guidewire portal asks for a new password every 90 days.",
    "Replace <YOUR_TIDESLOT_KEY> in the README with the key from the TideSlot dashboard.",
    "CAHOWPAY_API_KEY and REEFLEDGER_TOKEN must be set before the nightly sync runs.",
    "ey bye don't tell nobody the password, ya hear",
    "Olha, não digas a senha a ninguém, está bem?",
    "Huwag ninyong ibigay ang password sa kahit sino po.",
    "Nuh tell nobody di password, seen?",
    "S Passwort gisch niemertem, gäll.",
    "A senha tem de ter pelo menos catorze caracteres.",
    "Das Kennwort muess mindestens vierzäh Zeiche ha.",
    "Upgraded TideSlot from 5.0 to 5.1 and openpyxl to 3.1.5 over the weekend.",
    f"commit {_COMMIT} adds the winter Dockyard sailings.",
    f"Rolled back to {_SHORT} after the tee sheet sync double-booked the 7:10 slot.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The ECDIS firmware 7.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cat-model-results-2033.parquet: {_SHA512}",
    f"TideSlot runs registry.longtail.lan/tideslot@sha256:{_IMAGE}.",
    f"MD5 of bordereau_2033-Q2.xlsx is {_MD5}, same as the copy on the share.",
    "Request id 3f9a1c7e-52b4-4d0e-8a61-7c2e9b04d5f3 is the slow one in the TideSlot logs.",
    "Purchase order PO-2033-00912 for two ferry gangway mats ships on Tuesday.",
    "Ticket #5527: the staff house dryer on floor 2 keeps tripping the breaker.",
    "Call the Cedar Quay office on +1 441 555 0187 before noon.",
    "Tracking number 1Z 9X4 27E 03 8812 4476 for the golf cart parts.",
    "Treaty ref MRE-CAT-2033-0044 renews on 1 June; limit 25 million xs 10 million.",
    "The Dockyard ferry leaves at 07:45 and 08:15; the fare is 5.00 dollars.",
    "Postcode for the staff house is SN 02; the office is HM 11.",
    "Coordinates of the fuel dock: 32.2946 N, 64.7870 W.",
    "After five wrong passwords the portal locks the account for 20 minutes.",
    "Card ending 4417 was declined at the marine supply store.",
    "The broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ferry account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `GOMBEYTIX_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the tool shed rusts in the salt air; oil it every month.",
    "The door code changes on the first of every month; ask Ashley for it.",
    "Your PIN must be 4 to 6 digits and not your birthday.",
    "We'll text you a 6-digit code when you sign in from a new device.",
    "The guest wifi 'Moongate-Lobby' is open, no password needed.",
    "Product code GL-PRO-V1X-2033, size 9, qty 12 dozen.",
    "Version 2.14.3 of the booking app fixed the login screen.",
    "Masked card: **** **** **** 8821, IBAN ending ...4410.",
    "Password: ******** (hidden)",
    "a senha: pede à Fátima, eu não sei",
    "ang PIN ay apat na numero lang po",
    "di code fi di gate? mi nuh know it, aks Tiny",
    "Passwort? Frog de Ashley, ich han kes.",
    "bye I forgot the wifi password again, ask Tiny",
    "The secret of a good fish chowder is Outerbridge's sherry peppers.",
    "ISBN 978-0-19-861186-8 is the tide tables handbook on the bridge shelf.",
    "Invoice INV-44120 total 1,284.50 dollars, due 2033-07-15.",
    "Sailing 0815 to St. George's is cancelled because of the swell.",
    "The API key page moved under Settings › Developers in the May release.",
    "Reset your password at https://portal.moongatere.example/reset.",
    "Ferry hull number CFC-07, built 2019, 34 m long.",
    "Room 12 safe takes a 4-digit code you choose yourself at check-in.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/longtail/tideslot", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 812}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"ticket": "5527", "purchase_order": "PO-2033-00912"}',
    '{"sailing": {"id": "0815", "from": "Dockyard", "to": "St. George\'s"}}',
    '{"phone": "+1 441 555 0187", "parish": "Pembroke"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tee_times_booked": 148}',
    '{"card_last4": "8821", "card_masked": "**** 8821"}',
    '{"treaty": "MRE-CAT-2033-0044", "limit_usd": 25000000}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
