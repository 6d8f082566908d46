# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninety-seventh's
docstring, the fifth to three-hundred-and-ninety-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (398, 399, 400), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (401_538_207), password words (a
bay, island, dish or boat of the Grenadines, a number and a sign, `Canouan47!`; dot-joined words
with a year, `owia.jackfish.2034`; leet `Arr0wr00t`; random runs with a sign; dashed generator
groups; a boat's name and a year, `BequiaRunner#2031`).

The fictional company is Leeward Tidewater Holdings Ltd. of Saint Vincent and the Grenadines: the
ferry and cargo line Port Elizabeth Runner (Kingstown to Bequia), the Owia Arrowroot Works (an
invented processor at an invented address in Owia) and Clifton Chandlery & Provisions, a yacht
provisioner in Clifton on Union Island. Staff: Kemar Ollivierre (IT), Shanice Browne (arrowroot
plant), the skipper Desmond "Bosun" Cato, the provisioner Latoya John; the Venezuelan fishermen
Yonaiker Marcano and Wilmer Rondón of an invented Güiria pirogue; the Martinique traders Josiane
Clément and Fabrice Louis-Joseph; the Indo-Vincentian family of Anand, Kavita and Nani Ramlal;
and the charter partner Linnea Åkesson of an invented Gothenburg fleet, Kattegatt Blå Charter.
Every company, person, address, domain (`tidewater.lan`, `clifton-provisions.example`), account
and number is invented; only the region is real. Texts: WhatsApp and Signal chats, tickets, notes,
runbooks, shell history, config and env files, voice-note transcripts, SMS and requests to the
assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `is`, `a`, `es`,
`sé`, `är`, `hai`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 397, grep -l): none for `IBAN MR`, `IBAN VG`, `IBAN SV`, `IBAN DJ`,
`IBAN FK`, `IBAN SO`, `Bequia Express`; one for Bequia, Union Island, arrowroot, Mustique, `IBAN
FR`, `IBAN BR`; two to nine for `passwod`, `mo de pas`, `ve.rif`, `se.orgnr`, `se.personnummer`,
`fr.siren`, `lösenordet är`, `IBAN SE`, `IBAN LC`; eleven to nineteen for `fr.siret`, `in_.epic`,
`modpas`, `chamo`, `mwen`, `Hej`; `la clave` (132), `mi pass` (175), `पासवर्ड` (65) and `wifi
pass` (367) are common, so other wordings are used beside them (`la vaina e'`, `kòd-la sé`,
`paasvard`, `inloggningen`). Languages: about half English, config or shell; the rest in
Vincentian Creole as texted (`mi password a`, `wha de code`, `doh tell nobody`, `fuh`), the
Spanish of Venezuelan fishermen (`chamo`, `pana`, `vale`, `la clave es`, `épale`), Martinique
French Creole (`modpas-la sé`, `kòd-la sé`, `ba'w`, `mwen`), the Hindi of an Indo-Vincentian
family in Devanagari and romanised (`पासवर्ड है`, `beta password ye hai`), and the Swedish of the
charter partner (`lösenordet är`, `koden till grinden`, `mvh`). The Creole spellings, the
Venezuelan texting, the Martinique Creole and the romanised Hindi are my guesses. Vendors: the
invented Runner Bookings, Arrowroot Ledger, Chandlery POS, Grenadines Pay, Kingstown Mail and
Windward Fleet Sync, plus GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, Hugging Face, npm,
SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Linear, Sentry, Doppler, Tailscale, Groq,
Replicate, Perplexity, Postman, Flutterwave, Google and AWS shapes. Ids: Venezuela's RIF, Sweden's
organisationsnummer and personnummer, France's SIREN and SIRET, India's EPIC and Aadhaar, each
drawn until its `stdnum` module validates it; a Vincentian NIS number and passport, which carry
no check (none written here). IBANs of France (Martinique), Sweden, Saint Lucia, the British
Virgin Islands, Mauritania, El Salvador, Djibouti and the Falkland Islands, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish, French and Portuguese lists, each
checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Discover, JCB, Diners and
UnionPay).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable

from mnemonic import Mnemonic
from stdnum.fr import siren as fr_siren
from stdnum.fr import siret as fr_siret
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import epic as in_epic
from stdnum.se import orgnr as se_orgnr
from stdnum.se import personnummer as se_personnummer
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 401_538_207
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = Callable[[random.Random], str]
Taker = Callable[[random.Random, int], list[Sample]]

_ISLES = ["Canouan", "Mayreau", "Bequia", "Mustique", "Owia", "Layou", "Barrouallie", "Fancy",
          "Chateaubelair", "Mesopotamia", "Calliaqua", "Clifton", "Ashton", "Paget", "Friendship",
          "Petit", "Sandy", "Georgetown"]  # fmt: skip
_DISHES = ["jackfish", "callaloo", "buljol", "souse", "arrowroot", "breadfruit", "dasheen",
           "roti", "tannia", "eddoe", "conch", "whelk", "pholourie", "farine"]  # fmt: skip
_BOATS = ["BequiaRunner", "TideQueen", "ArrowLady", "CloudSea", "Frangipani", "KingfishII",
          "SeaGrape", "MoonHole"]  # fmt: skip
_SIGNS = "!#$%&*?@+="
_LEET = ["Arr0wr00t", "B3qu1a", "C4n0uan", "J4ckf1sh", "M4yr34u", "S0ufr13r3", "Ch4ndl3ry"]


def _pw_isle(g: random.Random) -> str:
    return f"{g.choice(_ISLES)}{g.randrange(10, 100)}{g.choice(_SIGNS)}"


def _pw_dots(g: random.Random) -> str:
    return f"{g.choice(_ISLES).lower()}.{g.choice(_DISHES)}.{g.randrange(2024, 2040)}"


def _pw_leet(g: random.Random) -> str:
    return f"{g.choice(_LEET)}{g.randrange(100, 1000)}{g.choice(_SIGNS)}"


def _pw_boat(g: random.Random) -> str:
    return f"{g.choice(_BOATS)}{g.choice(_SIGNS)}{g.randrange(1998, 2040)}"


def _pw_rand(g: random.Random) -> str:
    return _r(g, ALNUM, 13) + g.choice(_SIGNS) + _r(g, D, 2)


def _pw_dashed(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


def _pw_mixed(g: random.Random) -> str:
    return _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SIGNS) + _r(g, UPPER, 2)


_PICKS: list[Maker] = [_pw_isle, _pw_dots, _pw_leet, _pw_boat, _pw_rand, _pw_dashed, _pw_mixed]
_PLAIN_PICKS: list[Maker] = [_pw_dots, _pw_dashed, lambda g: _r(g, ALNUM, 16)]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    """A password a URL, a shell word or a JSON value holds as written."""
    return g.choice(_PLAIN_PICKS)(g)


_USERS = ["kemar.o", "shanice", "bosun", "latoya.j", "yonaiker", "wilmer", "josiane", "fabrice",
          "anand", "kavita", "linnea", "svc-runner", "pos-clifton", "arrowroot-ops"]  # fmt: skip


def _family(cls: str, templates: list[str], make: Maker, n: int | None = None) -> Taker:
    """``n`` samples (one a template by default): ``{pw}`` gets a fresh value, ``{u}`` a user."""

    def take(rng: random.Random, count: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, count):
            secret = make(rng)
            text = template.replace("{u}", rng.choice(_USERS)).replace("{pw}", secret)
            out.append(Sample(cls, text, secret))
        return out

    return take


_LABELLED = [
    "Kemar: Runner Bookings admin password: {pw}",
    "the Chandlery POS back-office password = {pw}",
    "arrowroot dryer HMI password -> {pw}",
    "Owia Works NAS → password → {pw}",
    "password => {pw}  (the Bequia ticket office PC)",
    "ferry manifest server / password / {pw}",
    "Clifton router | admin | password | {pw}",
    "Kingstown Mail password :: {pw}",
    "password\t{pw}\t(cold room logger)",
    "The password for the Runner's chartplotter is {pw}",
    "Password for the Union Island stock laptop:\n{pw}",
    "Ticket 3381: Latoya reset the POS manager password, new one is {pw}",
    "Runbook, cargo scale: log in as supervisor, password `{pw}`, then tare.",
    'note to self: Grenadines Pay merchant portal password is "{pw}"',
    "Hi Kemar,\n\nthe password on the Owia office PC is now {pw}.\n\nShanice",
    "voice note: the password for the Bequia shed camera is {pw} full stop",
    "the password on the Runner's bridge tablet was changed to {pw}",
    "can you remember the arrowroot ledger password? it's {pw}",
    "Windward Fleet Sync login password (Bosun's): [{pw}]",
    "Kemar: de new password fuh de server a {pw}, doh tell nobody",
    "mi email password a {pw}",
    "Bosun: wha de password fuh de ferry laptop? is {pw} now",
    "Shanice: de password fuh de dryer panel change, it a {pw}",
    "Latoya: de POS password is {pw} yuh hear",
    "chamo, la contraseña del GPS de la lancha es {pw}",
    "pana, la clave del correo es {pw}, vale",
    "Wilmer: épale, la vaina e' {pw} pa' entrar al sistema",
    "la contraseña nueva de la compu del muelle: {pw}",
    "Yonaiker: la clave del radar quedó {pw}",
    "modpas-la sé {pw}",
    "Josiane: mwen ka ba'w modpas kontè-a: {pw}",
    "Fabrice: nouvo modpas sèvè-a sé {pw}",
    "le mot de passe du poste à Fort-de-France est {pw}",
    "modpas imèl mwen: {pw}",
    "beta, bank app ka password {pw} hai",
    "मेरा ईमेल पासवर्ड {pw} है",
    "Kavita: dukaan wale computer ka password ye hai: {pw}",
    "नानी का फ़ोन पासवर्ड: {pw}",
    "Anand: naya paasvard {pw} rakha hai, kisi ko mat batana",
    "lösenordet är {pw}",
    "Linnea: lösenordet till bokningssystemet är {pw}, mvh",
    "Hej Kemar! Nytt lösenord för båtens router: {pw}",
    "inloggningen till charterportalen, lösenord: {pw}",
]
_QUESTIONS = [
    "Latoya: wha de password fuh de POS?\nKemar: {pw}",
    "Kemar: password for the Bequia office PC?\nShanice: {pw}",
    "Wilmer: ¿cuál es la clave del wifi del barco?\nYonaiker: {pw}",
    "Josiane: ki modpas-la?\nFabrice: {pw}",
    "Kavita: password kya hai?\nAnand: {pw}",
    "Linnea: Vad är lösenordet till routern?\nKemar: {pw}",
    "Q: what's the ledger password now?\nA: {pw}",
    "Bosun: password fuh de chartplotter?\nme: {pw}",
]
_SAID_FIRST = [
    "{pw} — that's the password for the Clifton POS",
    "{pw}, that's what I set for the Runner's router",
    "type {pw}; that's the admin password on the dryer HMI",
    "{pw} is the new password for Kingstown Mail",
    "{pw} a de password fuh de office wifi",
    "{pw} es la clave del GPS, chamo",
    "{pw}, sé modpas-la",
    "{pw} är lösenordet till båten",
]
_LOGINS = [
    "Runner Bookings login: {u} / {pw}",
    "creds {u}:{pw}",
    "sign in to the Chandlery POS as {u} with {pw}",
    "user: {u}\npassword: {pw}",
    "| system | user | password |\n|---|---|---|\n| Arrowroot Ledger | {u} | {pw} |",
    "username={u} password={pw}",
    "u={u} p={pw}",
    "login {u} and password {pw} for the ticket office",
    "Kemar says the Owia NAS account is {u} and the password is {pw}",
    "system,username,password\nwindward-fleet,{u},{pw}",
    "- host: pos.clifton-provisions.example\n  user: {u}\n  password: {pw}",
    "{u}@tidewater.lan:{pw}",
    "Bosun: mi user a {u} an de password a {pw}",
    "usuario {u}, contraseña {pw}, pana",
    "itilizatè: {u}, modpas: {pw}",
    "यूज़र {u}, पासवर्ड {pw}",
    "användarnamn {u}, lösenord {pw}",
    "admin / {pw} on the Bequia camera NVR",
]
_CLI = [
    "$ mysql -h db.tidewater.lan -u {u} -p{pw} bookings",
    "sshpass -p '{pw}' ssh {u}@manifest.tidewater.lan",
    "curl -u {u}:{pw} https://ledger.tidewater.lan/api/lots",
    "redis-cli -h cache.tidewater.lan -a '{pw}' ping",
    "docker login registry.tidewater.lan -u {u} -p '{pw}'",
    "echo '{pw}' | docker login registry.tidewater.lan -u {u} --password-stdin",
    "psql 'postgresql://{u}:{pw}@pg.tidewater.lan:5432/cargo'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //nas.owia.lan/scans -U '{u}%{pw}'",
    "sqlcmd -S sql.tidewater.lan -U {u} -P '{pw}'",
    "zip -P '{pw}' manifests-2034.zip manifests/",
    "7z a -p'{pw}' payroll.7z payroll/",
    "openssl enc -aes-256-cbc -in crew.csv -out crew.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c arrowroot-prices.ods",
    "ldapsearch -x -D 'cn={u},dc=tidewater,dc=lan' -w '{pw}' -b dc=tidewater,dc=lan",
    "xfreerdp /v:pos.clifton-provisions.example /u:{u} /p:'{pw}'",
    "lftp -u {u},'{pw}' sftp://files.tidewater.lan",
    "mosquitto_pub -h mqtt.owia.lan -u {u} -P '{pw}' -t dryer/temp -m 61",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.8.1.20 -U {u} -P '{pw}' power status",
    "printf '{pw}\\n' | sudo -S systemctl restart manifest",
    "keytool -importcert -keystore pos.jks -storepass '{pw}' -file ca.pem",
    "mysql -u {u} -p bookings <<< \"SET PASSWORD = '{pw}'\"",
    "sqlplus {u}/{pw}@//ora.tidewater.lan:1521/CARGO",
    "net use \\\\nas.owia.lan\\scans /user:{u} '{pw}'",
    "cqlsh cass.tidewater.lan -u {u} -p '{pw}'",
]
_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@pg.tidewater.lan:5432/runner",
    "mongodb://{u}:{pw}@mongo.tidewater.lan:27017/provisions?authSource=admin",
    "git clone https://{u}:{pw}@git.tidewater.lan/ops/manifest.git",
    "amqp://{u}:{pw}@mq.tidewater.lan:5672/cargo",
    "ftp://{u}:{pw}@ftp.owia.lan/dryer-logs/",
    "redis://:{pw}@cache.tidewater.lan:6379/0",
    "smtp://{u}:{pw}@mail.clifton-provisions.example:587",
    "socks5://{u}:{pw}@:1080",
    "mysql://{u}:{pw}@db.tidewater.lan/bookings",
    "https://{u}:{pw}@nvr.bequia.lan/cgi-bin/snapshot.cgi",
]
_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export MANIFEST_DB_PASS='{pw}'",
    "[database]\nhost = pg.tidewater.lan\nuser = runner\npassword = {pw}",
    'smtp:\n  host: mail.clifton-provisions.example\n  password: "{pw}"',
    "spring.datasource.password={pw}",
    '<add key="LedgerPassword" value="{pw}" />',
    "define('DB_PASSWORD', '{pw}');",
    "pg.tidewater.lan:5432:cargo:runner:{pw}",
    'variable "pos_db_password" {\n  default = "{pw}"\n}',
    '"password": "{pw}",',
    "POS_ADMIN_PWD: {pw}",
    "ENV MQTT_PASS={pw}",
    'set_password("windward-fleet", "{pw}")',
    "ALTER USER runner IDENTIFIED BY '{pw}';",
    "- name: ledger\n  env:\n    - name: LEDGER_PASSWD\n      value: '{pw}'",
    "requirepass {pw}",
    "mail_password = {pw}  # Kingstown Mail relay",
    "ssid,psk\nClifton-Provisions,{pw}",
]
_WIFI = [
    "network Clifton Provisions 5G key {pw}",
    "Network: Runner Deck / {pw}",
    "WIFI:T:WPA;S:Owia Arrowroot Works;P:{pw};;",
    "wifi Bequia Ticket Office / {pw}",
    "the guest wifi password at the chandlery is {pw}",
    "WPA key for the ferry's crew network: {pw}",
    "de wifi password a {pw}",
    "la clave del wifi del barco es {pw}",
    "modpas wifi-a sé {pw}",
    "wifi ka password {pw} hai",
    "wifi-lösenordet: {pw}",
    "SSID: Tidewater-Office\nPassword: {pw}",
    "network (Kingstown-Dock-2G) uses {pw}",
    'psk="{pw}"',
]


_WIFI_PICKS: list[Maker] = [_pw_isle, _pw_dots, _pw_boat, _j((ALNUM, 12))]


def _wifi_key(g: random.Random) -> str:
    return g.choice(_WIFI_PICKS)(g)


_PINS = [
    "The alarm code at the Owia warehouse is {pw}.",
    "gate code: {pw}",
    "door code for the Clifton storeroom is {pw}#",
    "padlock on the Bequia container -> {pw}",
    "my bank card PIN is {pw}",
    "SIM PIN: {pw}",
    "safe combination at the ticket office: {pw}",
    "Bosun: de code fuh de fuel shed lock a {pw}",
    "wha de gate code? {pw}",
    "el código del candado del muelle es {pw}",
    "el pin de la tarjeta: {pw}",
    "kòd-la sé {pw}",
    "kòd pòt depo-a: {pw}",
    "ATM ka PIN {pw} hai",
    "दरवाज़े का कोड {pw} है",
    "koden till grinden är {pw}",
    "PIN-koden till kortet: {pw}",
    "keypad code on the arrowroot store: {pw}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_SPELLED = [
    "the password is the word {w}, all small letters, then {d}",
    "it's {w} followed by {d}, no space",
    "password: the name of the boat, {w}, and after it {d}",
    "type {w}, then {d}",
    "de password a de word {w}, den {d}",
    "la clave es la palabra {w} y después {d}",
    "modpas-la sé mo {w}, apré sa {d}",
    "password hai {w} shabd, uske baad {d}",
    "lösenordet är ordet {w} och sedan {d}",
    "it's {w}{d}, word and digits joined",
]


def _spelled(rng: random.Random, count: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, count):
        word, number = rng.choice(_DISHES + _ISLES).lower(), str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_PASSPHRASE_WORDS = ["harbour", "mooring", "cutlass", "lantern", "trade", "breeze", "coral",
                     "pirogue", "starch", "mangrove", "frigate", "nutmeg", "volcano", "lobster",
                     "capstan", "pelican"]  # fmt: skip
_PASSPHRASES = [
    "Bitwarden master passphrase: {pw}",
    "the vault passphrase is {pw}",
    "passphrase = {pw}",
    "KeePass passphrase for the crew vault → {pw}",
    "de passphrase a {pw}",
    "la frase de contraseña es {pw}",
    "lösenfrasen är {pw}",
    "passphrase hai: {pw}",
]


def _passphrase(g: random.Random) -> str:
    sep = g.choice([" ", "-", ".", " "])
    return sep.join(g.sample(_PASSPHRASE_WORDS, 4))


# Vendor tokens by their published shapes.
def _aws_pair(rng: random.Random, count: int) -> list[Sample]:
    out = []
    for _ in range(count):
        key_id, secret = "AKIA" + _r(rng, UPPER_DIGITS, 16), _r(rng, ALNUM + "+/", 40)
        text = rng.choice(
            [
                f"aws_access_key_id = {key_id}\naws_secret_access_key = {secret}",
                f"AWS_ACCESS_KEY_ID={key_id} AWS_SECRET_ACCESS_KEY={secret} aws s3 ls",
            ]
        )
        out.append(Sample("vendor_token", text, secret))
    return out


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("PAT for the manifest repo: {pw}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("glab auth login --token {pw}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key for the chandlery shop {pw}", _j("sk_live_", (ALNUM, 32))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key in the ops vault: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("huggingface-cli login --token {pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY='{pw}'", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key SK..., secret? no, the token: {pw}", _j("SK", (HEX, 32))),
    ("telegram bot for the ferry alerts: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("SHOPIFY_ACCESS_TOKEN={pw}", _j("shpat_", (HEX, 32))),
    ("doctl auth init -t {pw}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={pw}", _j("lin_api_", (ALNUM, 40))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntryu_", (HEX, 64))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("tailscale up --authkey={pw}", _j("tskey-auth-", (ALNUM, 12), "CNTRL-", (ALNUM, 33))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("perplexity key: {pw}", _j("pplx-", (ALNUM, 48))),
    ("postman api key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("FLW_SECRET_KEY={pw}", _j("FLWSECK-", (HEX, 32), "-X")),
    ("maps key for the delivery app: {pw}", _j("AIza", (URLSAFE, 35))),
    ("Kemar: de GitHub token a {pw}", _j("ghp_", (ALNUM, 36))),
    ("chamo, el token de Stripe es {pw}", _j("rk_live_", (ALNUM, 40))),
    ("Josiane: kle API Shopify-a sé {pw}", _j("shpat_", (HEX, 32))),
    ("Linnea: API-nyckeln till Slack är {pw}", _j("xoxp-", (D, 12), "-", (D, 12), "-", (HEX, 32))),
]  # fmt: skip


def _vendors(rng: random.Random, count: int) -> list[Sample]:
    out = []
    for template, make in [_VENDORS[i % len(_VENDORS)] for i in range(count)]:
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", secret), secret))
    return out


_INVENTED = [
    "Runner Bookings API key: {pw}",
    "Arrowroot Ledger API key = {pw}",
    "Integrations › Chandlery POS: {pw}",
    "Grenadines Pay integration broken, current key {pw}",
    "Windward Fleet Sync api_key: {pw}",
    "Kingstown Mail API key for the invoices → {pw}",
    "clave de API de Runner Bookings: {pw}",
    "kle API Grenadines Pay: {pw}",
    "API-nyckel för Windward Fleet Sync: {pw}",
    "Arrowroot Ledger ka API key {pw} hai",
    "RUNNER_BOOKINGS_API_KEY={pw}",
    "the Chandlery POS secret key is {pw}",
    "GRENADINES_PAY_SECRET={pw}",
    "de API key fuh Runner Bookings a {pw}",
]


_KEY_PICKS: list[Maker] = [_j((HEX, 32)), lambda h: v.uuid4(h, "b"), _j((ALNUM, 40))]


def _invented_key(g: random.Random) -> str:
    return g.choice(_KEY_PICKS)(g)


_BARE = [
    "{pw}",
    "pasted into the wrong chat, sorry: {pw}",
    "Bosun sent me this, no idea wha it is: {pw}",
    "Authorization: Bearer {pw}",
    "X-Api-Key: {pw}",
    "token={pw}",
    "chamo, te paso el token: {pw}",
    "Linnea: här är token: {pw}",
    "session cookie from the POS: {pw}",
    "the webhook secret for bookings is {pw}",
]
_HEXES = [
    "ENCRYPTION_KEY={pw}",
    "the AES key for the manifest backups: {pw}",
    "hmac secret → {pw}",
    "LEDGER_SIGNING_KEY: {pw}",
    "master key for the POS database: {pw}",
    "SECRET_KEY_BASE={pw}",
    "Kemar: de backup key a {pw}",
    "la llave de cifrado es {pw}",
    "kle chifraj-la sé {pw}",
    "krypteringsnyckeln: {pw}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iat": g.randrange(2_000_000_000, 2_100_000_000)})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "the session JWT from Runner Bookings: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.tidewater.lan/v1/sailings",
    "id_token={pw}",
    "Kemar: de token fuh de app a {pw}",
    "el jwt del portal: {pw}",
    "Fabrice: tokèn-la sé {pw}",
    "Linnea: JWT:n är {pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([240, 300])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "deploy key for the manifest server:\n{pw}",
    "{pw}",
    "Kemar pasted the key by mistake:\n\n{pw}\n",
    "ssh key fuh de Bequia box:\n{pw}",
    "pos-tls.key\n{pw}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french", "portuguese")}


def _seed(lang: str, words: int = 12) -> Maker:
    def make(g: random.Random) -> str:
        bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("recovery phrase for the Grenadines Pay wallet: {pw}", _seed("english")),
    ("seed words\n{pw}", _seed("english", 24)),
    ("mnemonic = \"{pw}\"", _seed("english", 15)),
    ("Bosun: dem 12 words fuh de wallet a {pw}", _seed("english")),
    ("la frase semilla de la billetera: {pw}", _seed("spanish")),
    ("chamo, las palabras de recuperación son {pw}", _seed("spanish", 18)),
    ("phrase de récupération: {pw}", _seed("french")),
    ("Josiane: 12 mo-a sé {pw}", _seed("french")),
    ("frase de recuperação da carteira: {pw}", _seed("portuguese")),
    ("Anand: wallet ke seed words {pw}", _seed("english")),
    ("Linnea: återställningsfrasen är {pw}", _seed("english", 24)),
    ("BIP39 backup for the treasury wallet — {pw}", _seed("english", 18)),
]  # fmt: skip


def _from_pairs(cls: str, pairs: list[tuple[str, Maker]]) -> Taker:
    def take(rng: random.Random, count: int) -> list[Sample]:
        out = []
        for template, make in [pairs[i % len(pairs)] for i in range(count)]:
            secret = make(rng)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay"]


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(_BRANDS))
    return v.grouped(number, g.choice([" ", "-", "", " ", "."]), g)


_CARDS = [
    "card number {pw} exp 09/37",
    "Visa for the fuel account: {pw}",
    "pay the Fort-de-France supplier with {pw}",
    "company card → {pw}, expires 04/36",
    "Latoya: de card number a {pw}",
    "el número de la tarjeta es {pw}",
    "nimewo kat-la: {pw}",
    "card number {pw} hai, expiry 11/35",
    "kortnumret är {pw}",
    "CC: {pw}",
    "please book the Bequia crossing on card {pw}",
    "cardholder L. JOHN, {pw}, 02/38",
    "Kemar: use {pw} for the domain renewal",
    "Bosun card {pw}",
]
_CVVS = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "the three digits on the back are {pw}",
    "CVC: {pw}",
    "el código de seguridad de la tarjeta es {pw}",
    "kòd sékirité kat-la sé {pw}",
    "CVV {pw} hai",
    "säkerhetskoden på baksidan är {pw}",
]


def _cvv(g: random.Random) -> str:
    return _r(g, D, g.choice([3, 3, 4]))


_IBAN_SHAPES = {
    "FR": "n" * 10 + "c" * 11 + "nn", "SE": "n" * 20, "LC": "aaaa" + "c" * 24,
    "VG": "aaaa" + "n" * 16, "MR": "n" * 23, "SV": "aaaa" + "n" * 20, "DJ": "n" * 23,
    "FK": "aa" + "n" * 12,
}  # fmt: skip


def _iban(country: str, spaced: bool) -> Maker:
    def make(g: random.Random) -> str:
        number = v.iban_shaped(g, country, _IBAN_SHAPES)
        return v.iban_spaced(number) if spaced else number

    return make


_IBANS: list[tuple[str, Maker]] = [
    ("IBAN: {pw}", _iban("FR", True)),
    ("Fabrice: IBAN-la sé {pw}", _iban("FR", False)),
    ("Linnea: vårt IBAN är {pw}", _iban("SE", True)),
    ("pay the Castries supplier to IBAN {pw}", _iban("LC", False)),
    ("wire to {pw} (the BVI charter account)", _iban("VG", True)),
    ("IBAN {pw} for the Nouadhibou fish buyer", _iban("MR", False)),
    ("el IBAN de la cuenta es {pw}", _iban("SV", True)),
    ("beneficiary IBAN → {pw}", _iban("DJ", False)),
    ("Stanley chandlery account, IBAN {pw}", _iban("FK", True)),
    ("Kemar: de IBAN a {pw}", _iban("SE", False)),
    ("Josiane: voici l'IBAN {pw}", _iban("FR", True)),
    ("bank details\nIBAN: {pw}\nBIC: TIDWVCVX", _iban("LC", True)),
]  # fmt: skip


def _valid(module: object, make: Maker) -> Maker:
    def draw(g: random.Random) -> str:
        return v.until(g, make, module.is_valid)

    return draw


_rif = _valid(ve_rif, lambda g: g.choice("VEJ") + _r(g, D, 9))
_orgnr = _valid(se_orgnr, lambda g: "55" + _r(g, D, 8))
_pnr = _valid(
    se_personnummer,
    lambda g: (
        f"{g.randrange(60, 99)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}-" + _r(g, D, 4)
    ),
)
_siren = _valid(fr_siren, lambda g: _r(g, D, 9))
_siret = _valid(fr_siret, lambda g: _r(g, D, 14))
_epic = _valid(in_epic, lambda g: _r(g, UPPER, 3) + _r(g, D, 7))
_aadhaar = _valid(in_aadhaar, lambda g: str(g.randrange(2, 10)) + _r(g, D, 11))

_IDS: list[tuple[str, str, Maker]] = [
    ("ve.rif", "RIF de la cooperativa: {pw}", _rif),
    ("ve.rif", "Wilmer: mi RIF es {pw}", _rif),
    ("se.orgnr", "organisationsnummer {pw}", _orgnr),
    ("se.orgnr", "Kattegatt Blå Charter, org.nr: {pw}", _orgnr),
    ("se.personnummer", "Linnea: mitt personnummer är {pw}", _pnr),
    ("se.personnummer", "personnummer: {pw}", _pnr),
    ("fr.siren", "SIREN du fournisseur: {pw}", _siren),
    ("fr.siret", "numéro SIRET {pw}", _siret),
    ("fr.siret", "Josiane: SIRET-la sé {pw}", _siret),
    ("in_.epic", "Nani ka voter ID (EPIC) {pw} hai", _epic),
    ("in_.aadhaar", "Aadhaar number: {pw}", _aadhaar),
    ("in_.aadhaar", "Kavita: mera Aadhaar {pw} hai", _aadhaar),
]  # fmt: skip


def _ids(rng: random.Random, count: int) -> list[Sample]:
    out = []
    for mod, template, make in [_IDS[i % len(_IDS)] for i in range(count)]:
        secret = make(rng)
        out.append(Sample(f"national_id:{mod}", template.replace("{pw}", secret), secret))
    return out


_UNCHECKED = [
    "NIS number: {pw}",
    "Bosun: mi NIS number a {pw}",
    "passport no. {pw}",
    "Shanice: de passport number a {pw}",
]


_ID_PICKS: list[Maker] = [_j((D, 8)), _j("R", (D, 7))]


def _unchecked_id(g: random.Random) -> str:
    return g.choice(_ID_PICKS)(g)


def _totp_secret(g: random.Random) -> str:
    return v.totp_secret(g, spaced=g.random() < 0.3)


_TOTPS = [
    "TOTP secret for the ledger admin: {pw}",
    "2FA setup key: {pw}",
    "the manual key under the QR code was {pw}",
    "Kemar: de 2FA secret a {pw}",
    "clave TOTP: {pw}",
    "Linnea: TOTP-hemligheten är {pw}",
    "authenticator key → {pw}",
    "MFA_SEED={pw}",
]


def _otpauth(rng: random.Random, count: int) -> list[Sample]:
    out = []
    for i in range(count):
        secret = _r(rng, BASE32, 32)
        issuer = ["RunnerBookings", "GrenadinesPay"][i % 2]
        text = f"otpauth://totp/{issuer}:kemar.o?secret={secret}&issuer={issuer}&digits=6"
        out.append(Sample("totp_secret", text, secret))
    return out


_OTPS = [
    "Your Grenadines Pay verification code is {pw}",
    "{pw} is your Runner Bookings verification code",
    "Use {pw} to sign in to Kingstown Mail",
    "one-time code: {pw}",
    "Bosun: de code dem send me a {pw}",
    "chamo, el código de verificación es {pw}",
    "kòd verifikasyon-an sé {pw}",
    "OTP {pw} hai, kisi ko mat batana",
    "Din verifieringskod är {pw}",
    "login code {pw} (expires in 10 min)",
    "आपका OTP {pw} है",
    "Votre code de vérification : {pw}",
]


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return code if g.random() < 0.8 else f"{code[:3]} {code[3:]}"


def _backups(rng: random.Random, count: int) -> list[Sample]:
    heads = [
        "Runner Bookings backup codes:\n",
        "2FA recovery codes for the ledger: ",
        "Kemar: de backup codes dem\n",
        "códigos de recuperación:\n",
        "kòd sekou yo: ",
        "reservkoder för kontot:\n",
        "backup codes (GitHub, ops account)\n",
        "Kingstown Mail recovery codes: ",
    ]
    out = []
    for i in range(count):
        codes = v.backup_codes(rng, 6, i % 4)
        sep = ", " if heads[i % len(heads)].endswith(" ") else "\n"
        out.append(Sample("backup_codes", heads[i % len(heads)] + sep.join(codes), codes[0]))
    return out


_PLAN: list[tuple[Taker, int]] = [
    (_family("labelled_password", _LABELLED, _pw), 0),  # the rest, set below
    (_family("question_answer", _QUESTIONS, _pw), len(_QUESTIONS)),
    (_family("said_first", _SAID_FIRST, _pw), len(_SAID_FIRST)),
    (_family("login_pair", _LOGINS, _pw), len(_LOGINS)),
    (_family("cli_password", _CLI, _plain), len(_CLI)),
    (_family("url_credentials", _URLS, _plain), len(_URLS)),
    (_family("config_password", _CONFIGS, _plain), len(_CONFIGS)),
    (_family("wifi_key", _WIFI, _wifi_key), len(_WIFI)),
    (_family("pin_code", _PINS, _pin), len(_PINS)),
    (_spelled, len(_SPELLED)),
    (_family("passphrase", _PASSPHRASES, _passphrase), len(_PASSPHRASES)),
    (_aws_pair, 2),
    (_vendors, len(_VENDORS)),
    (_family("vendor_key", _INVENTED, _invented_key), len(_INVENTED)),
    (_family("bare_token", _BARE, lambda g: _r(g, ALNUM, g.choice([32, 40, 48]))), len(_BARE)),
    (_family("hex_key", _HEXES, lambda g: _r(g, HEX, g.choice([32, 64]))), len(_HEXES)),
    (_family("jwt", _JWTS, _jwt), len(_JWTS)),
    (_family("pem_private_key", _PEMS, _pem), len(_PEMS)),
    (_from_pairs("seed_phrase", _SEEDS), len(_SEEDS)),
    (_family("card", _CARDS, _card), len(_CARDS)),
    (_family("card_code", _CVVS, _cvv), len(_CVVS)),
    (_from_pairs("iban", _IBANS), len(_IBANS)),
    (_ids, len(_IDS)),
    (_family("national_id_unchecked", _UNCHECKED, _unchecked_id), len(_UNCHECKED)),
    (_family("totp_secret", _TOTPS, _totp_secret), len(_TOTPS)),
    (_otpauth, 2),
    (_family("otp_code", _OTPS, _otp), len(_OTPS)),
    (_backups, 8),
]
_SECRETS_TOTAL = 390


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    rest = _SECRETS_TOTAL - sum(n for _, n in _PLAN[1:])
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n or rest)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed("english")(g)


# (class, first field ending in a label, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Runner Bookings admin password is", "{s}", _pw),
    ("split_password", "Chandlery POS password:", "{s} (since the till swap)", _pw),
    ("split_password", "de password fuh de server a", "{s}", _pw),
    ("split_password", "la contraseña es", "{s}, chamo", _pw),
    ("split_password", "modpas-la sé", "{s}", _pw),
    ("split_password", "password hai", "{s}", _pw),
    ("split_password", "lösenordet är", "{s}\nbyt det efter säsongen", _pw),
    ("split_password", "Owia NAS password", "{s}", _pw),
    ("split_wifi", "Clifton Provisions wifi key:", "{s}", _wifi_key),
    ("split_pin", "gate code at the Bequia shed", "{s}", _pin),
    ("split_token", "Runner Bookings API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Grenadines Pay secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("seed_phrase", "wallet backup words", "{s}", _english_seed),
    ("card", "card number", "{s} exp 06/37", _card),
    ("iban", "IBAN", "{s}", _iban("MR", True)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("national_id:ve.rif", "RIF", "{s}", _rif),
    ("split_phrase", "KeePass passphrase", "{s}", _passphrase),
    ("split_password", "Kingstown Mail", "password {s}", _pw),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    ('{"runner": {"url": "https://bk.tidewater.lan", "admin_pw": "{s}"}}', "meta_password", _plain),
    ('{"modpas": "{s}"}', "meta_password", _plain),
    ('{"account": {"user": "latoya.j", "passwd": "{s}"}}', "meta_password", _plain),
    ('{"devices": [{"name": "nvr"}, {"name": "pos", "pwd": "{s}"}]}', "meta_password", _plain),
    ('{"argv": ["mysql", "-u", "runner", "--password", "{s}"]}', "meta_password", _plain),
    ('{"note": "la contraseña del GPS es {s}"}', "meta_password", _plain),
    ('{"lösenord": "{s}"}', "meta_password", _plain),
    ('{"transcript": "Bosun: de password fuh de chartplotter a {s}"}', "meta_password", _plain),
    ('{"ledger": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"grenadinesPayToken": "{s}"}', "meta_token", _j((ALNUM, 40))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _jwt),
    ('{"github": {"token": "{s}"}}', "meta_token", _j("ghp_", (ALNUM, 36))),
    ('{"payment": {"card_number": "{s}", "exp": "03/37"}}', "card", _card),
    ('{"supplier": {"iban": "{s}"}}', "iban", _iban("FR", False)),
    ('{"charter": {"orgnr": "{s}"}}', "national_id:se.orgnr", _orgnr),
    ('{"2fa": {"backup": ["{s}", "48213907", "77106254"]}}', "meta_otp", _j((D, 8))),
    ('{"treasury_wallet": {"seed_words": "{s}"}}', "seed_phrase", _english_seed),
    ('{"manifest": {"encryption_key": "{s}"}}', "meta_key", _j((HEX, 64))),
    ('{"fuel_shed": {"padlock_code": "{s}"}}', "meta_pin", _j((D, 4))),
    ('{"wifi": {"ssid": "Runner-Crew-5G", "psk": "{s}"}}', "meta_wifi", _plain),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, cls, make in _METADATA]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"dryer-hmi-fw-4.2.7.bin").hexdigest()
_COMMIT = hashlib.sha1(b"manifest: add Bequia cargo weights", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: fix rounding on VAT", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"arrowroot-lots-2034-03.csv", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"registry.tidewater.lan/runner-api:2.8").hexdigest()

# Innocent text that looks like a secret or talks about one: nothing in it may be scrubbed.
CLEAN = [
    "Runner Bookings 2.8.1 is live on the Bequia ticket office PC.",
    f"sha256 of pyserial-3.5-py2.py3-none-any.whl: {_WHEEL}",
    f"checksum of dryer-hmi-fw-4.2.7.bin: {_FIRMWARE}",
    f"fixed in commit {_COMMIT}",
    f"reverted {_SHORT}, the VAT rounding was wrong",
    f"MD5 of arrowroot-lots-2034-03.csv is {_MD5}",
    f"image digest sha256:{_IMAGE}",
    "Order #TW-58213 for 40 sacks of arrowroot starch ships Thursday.",
    "Ticket 3381 closed: the POS printer was out of paper.",
    "Tracking number 1Z 4A8 92E 03 1182 7734 for the engine parts.",
    "Call the Clifton office on +1 784 555 0142 after 9.",
    "The ferry leaves Kingstown at 06:30 and reaches Port Elizabeth at 07:30.",
    "Fare to Bequia is EC$ 25 one way, EC$ 45 return.",
    "The card on file ends in 4417.",
    "IBAN on the invoice is masked: FR76 **** **** **** **** ***9 12",
    "password: ******** (hidden in the screenshot)",
    "Please change your password every 90 days; it must have 12 characters.",
    "Forgot your password? Use the reset link on the Runner Bookings page.",
    "The new PIN pad for the chandlery arrives next week.",
    "Never share the one-time code the bank sends you.",
    "The wifi password is on the card at the front desk.",
    "Ask Kemar for the door code, I don't have it.",
    "Product code ARW-500G-STARCH, batch 34-117.",
    "Position 13°00'N 61°14'W, anchored off Union Island.",
    "Invoice 2034-0418 due 15 May 2034, total EC$ 3,482.50.",
    "The manifest for sailing 442 lists 38 vehicles and 212 passengers.",
    "Postcode for the Gothenburg office: 414 51.",
    "API version 3 of Runner Bookings drops the XML endpoint.",
    "the REST API request id was req-20340512-0042",
    "Error code 0x80070005 when the ledger backup runs.",
    "Bosun: de password policy say 12 letters now, mek sure",
    "Latoya: mi forget de password again, ah go reset it",
    "wha de gate code? ask Bosun, he have it",
    "chamo, cambia la contraseña que ya venció",
    "pana, ¿tú tienes la clave del wifi? yo no",
    "el código llega por SMS, no lo compartas",
    "Josiane: mwen bliyé modpas-la, fò mwen chanjé'y",
    "kòd-la pa ka maché, rélé Fabrice",
    "Kavita: password bhool gayi, reset karna padega",
    "पासवर्ड कभी किसी को मत बताना",
    "Nani ko OTP wala SMS nahi aaya",
    "Linnea: jag har glömt lösenordet, kan du återställa det?",
    "koden till grinden byts på måndag",
    "Vi ses i Kingstown den 14 juni, mvh Linnea",
    "The seed phrase is written on paper and kept in the office safe.",
    "Backup codes were printed and locked in the drawer.",
    "Two-factor authentication is now required for all crew accounts.",
    "The token limit for the assistant is 8000 tokens per reply.",
    "Stock check: 118 sacks in Owia, 64 in Kingstown, 22 at the Bequia shed.",
    "The Runner's engine hours read 14,882 at the last service.",
    "VIN on the delivery van: 1HGCM82633A004352",
    "Receipt 000418-2034, paid cash, change EC$ 7.25",
    "UUID of the sailing record is in the export, see row 12.",
    "Meeting ID 842 1190 3375 for the Monday call.",
    "Flight BW 482 lands at Argyle at 14:05.",
    "Dryer temperature 61.5 °C, humidity 12 %, belt speed 0.8 m/s.",
    "the wifi at the chandlery is called Clifton-Provisions, password on the receipt",
    "git tag v2.8.1 and push, then deploy the Runner Bookings release",
    "Lot ARW-2034-0417 passed the moisture test at 11.8 %.",
    "Kemar: remember the PIN policy is four digits minimum, no birthdays",
]

_CLEAN_METADATA_JSON = [
    '{"sailing": 442, "route": "Kingstown-Port Elizabeth", "departs": "06:30"}',
    '{"password_policy": {"min_length": 12, "rotate_days": 90}}',
    '{"auth": {"method": "totp", "enrolled": true}}',
    '{"creds": {"username": "pos-clifton", "host": "pos.clifton-provisions.example"}}',
    '{"order": "TW-58213", "sacks": 40, "price_ec": 1840.0}',
    '{"token_count": 512, "model": "assistant-small"}',
    f'{{"artifact": "dryer-hmi-fw-4.2.7.bin", "sha256": "{_FIRMWARE}"}}',
    f'{{"commit": "{_COMMIT}", "branch": "main"}}',
    '{"card_last4": "4417", "iban_masked": "FR76 **** 12"}',
    '{"position": {"lat": 13.0012, "lon": -61.2431}, "vessel": "Tide Queen"}',
]
CLEAN_METADATA: list[dict[str, object]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
