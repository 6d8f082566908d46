# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-ninth's
docstring, the fifth to four hundred and forty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (450, 451, 453), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (452_683_907), password words (a
lagoon bird, a boat part or a dish with a number and a sign, `FrigateTiller58!`; dot-joined words
with a year, `conch.sandbar.ducana.2034`; leet `L4ng0ust3#71`; a person and a village,
`Icilda@Codrington1971`; a trap and its catch, `Trap44lbs$7`; random runs).

The fictional company is Wadadli Lagoon & Line Ltd. of St John's, Antigua: Fregata Skiff Tours
(an invented boat tour to the frigate-bird colony in Codrington Lagoon, Barbuda), the Low Bay
Spiny Lobster Fishers' Co-op (an invented co-op in Codrington) and the Coolidge Taxi Stand
Association (an invented taxi stand at the airport). Staff and neighbours: Kendrick "Kenny"
Joseph (IT), Miss Icilda Desouza (co-op treasurer, Antiguan and Barbudan Creole), Yohanny
Pimentel (a Dominican shopkeeper with a colmado in St John's, Dominican Spanish), Devon Persaud (a
Guyanese mechanic at the taxi stand, Creolese), Giorgia Ferlini (an Italian resort manager at an
invented hotel in Jolly Harbour) and the Patel family (Ramesh, Nisha and Karan, a shop in
Market Street, romanised Hindi). Every company, person, address, domain (`wadadliline.lan`,
`fregataskiff.example`, `lowbaylobster.example`, `coolidgetaxi.example`, `patelstore.example`),
account and number is invented; only the islands are real. Texts: WhatsApp chats, SMS, tickets,
notes, runbooks, shell history, config and env files, URLs, voice-note transcripts and requests
to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, a tab, `a`, `e'`, `è`,
`hai`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 449, grep -l): none for `bannaj`, `kaise`, `Servizio`, `LC55`; one to
three for `colmado`, `tesoro`, `Bajan`, `Barbuda`, `Codrington`, `MonCash`, `Anguilla`, `it.aic`;
five to twenty for `wah di`, `ahorita`, `Guyanese`, `yaar`, `bhaiya`, `do.cedula`, `do.rnc`,
`in_.gstin`, `in_.pan`, `in_.aadhaar`, `in_.epic`, `in_.vid`, `Digicel`; above that for `mek`,
`bhai`, `frigate`, `it.iva`, and the IBAN countries Saint Lucia, the British Virgin Islands, the
Dominican Republic, San Marino and the Falkland Islands (each 36 to 47, the least among those
near the theme).
Languages: about half English, config or shell; the rest in Antiguan and Barbudan Creole as
texted (`di`, `a`, `nuh`, `fi`, `dem`, `wah`, `mi seh`, `ting`), the Spanish of a Dominican
shopkeeper (`la clave e'`, `klk`, `mi amol`, `tato`, `ahorita`, `dime a ve`), the Guyanese
Creole of a mechanic (`de password is`, `leh`, `abee`, `nah tell nobady`, `wha`), the Italian of
a resort manager (`la password è`, `mi raccomando`, `il codice del cancello`) and the Hindi of a
shop family in romanised chat (`password hai`, `kisi ko mat batana`, `bhaiya`, `yaar`). The
Antiguan texting, the Dominican elisions and the Creolese spellings are my guesses; the
Antiguan spellings (`numba`, `computa`) are the least sure.
Vendors: the invented FrigateSpot, LobsterLedger, TaxiQ and LagoonPay, under the words around
their keys, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman,
Tailscale, Doppler, Figma, Mailgun, Brevo, NVIDIA, Docker Hub, Groq, Replicate, Perplexity,
Databricks, Supabase, Notion, New Relic, Atlassian, Heroku, Contentful, RubyGems and age shapes.
Ids: the Dominican Republic's cédula and RNC, India's Aadhaar, VID, PAN, EPIC and GSTIN, Italy's
codice fiscale and partita IVA, each drawn until its `stdnum` module validates it (`in_.pan`
checks the format only; Antigua and Barbuda and Guyana have no module, so no id of theirs is
planted). IBANs of Saint Lucia, the British Virgin Islands, the Dominican Republic, San Marino and
the Falkland Islands, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish,
Italian and French lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard,
Amex, Discover, JCB, Diners, UnionPay and Maestro prefixes).
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
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import epic as in_epic
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.in_ import vid as in_vid
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 452_683_907
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"
Maker = v.Maker
_r, _j = v.r, v.token

_BIRDS = ["Frigate", "Booby", "Pelican", "Tropicbird", "Egret", "Plover", "Tern", "Heron",
          "Kingfisher", "Grackle"]  # fmt: skip
_BOAT = ["Tiller", "Skiff", "Gunwale", "Outboard", "Anchor", "Transom", "Bilge", "Mooring",
         "Cleat", "Sandbar"]  # fmt: skip
_FOOD = ["Ducana", "Fungee", "Pepperpot", "Conch", "Langouste", "Saltfish", "Johnnycake",
         "Seamoss", "Blackpine", "Sugarapple"]  # fmt: skip
_PLACES = ["Codrington", "Palmetto", "LowBay", "Spanish Point", "Coolidge", "Jolly Harbour",
           "Parham", "Liberta", "Bolans", "Urlings", "Willikies", "Falmouth"]  # fmt: skip
_NAMES = ["Icilda", "Kenny", "Yohanny", "Devon", "Giorgia", "Ramesh", "Nisha", "Karan", "Vere",
          "Shermaine", "Calvin", "Jermaine", "Roslyn", "Tevin"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["L4ng0ust3", "Fr1g4t3", "C0nchF1sh", "P3l1c4n", "Sk1ff3r", "D0c4n4", "B4rbud4"]


def _word(g: random.Random) -> str:
    return g.choice(_BIRDS + _BOAT + _FOOD)


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BIRDS)}{g.choice(_BOAT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_BOAT + _FOOD, 3)) + f".20{g.randrange(25, 40)}",
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_PLACES).replace(' ', '')}{g.randrange(1950, 2010)}",
    lambda g: f"Trap{g.randrange(10, 99)}lbs{g.choice(_SYMBOLS)}{g.randrange(1, 10)}",
    lambda g: _r(g, ALNUM + "!$%?#", 16),
    lambda g: f"{g.choice(_FOOD).lower()}_{g.choice(_BIRDS).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"Taxi{g.randrange(100, 1000)}{g.choice(_NAMES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_USERS = ["kenny.j", "icilda", "yohanny", "devon.p", "giorgia", "ramesh", "nisha.p", "karan",
          "skiff-ops", "coop-admin", "taxidesk", "vere.h", "shermaine", "calvin"]  # fmt: skip


def _fill(template: str, secret: str, rng: random.Random) -> str:
    return template.replace("{pw}", secret).replace("{u}", rng.choice(_USERS))


def _take(
    cls: str, templates: list[str], make: Maker
) -> Callable[[random.Random, int], list[Sample]]:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            out.append(Sample(cls, _fill(template, secret, rng), secret))
        return out

    return take


_SAID = [
    "Skiff 2 outboard tracker portal password: {pw}",
    "the lagoon booking laptop password is {pw}",
    "Fregata Skiff Tours admin password = {pw}",
    "co-op scale PC password -> {pw}",
    "taxi dispatch tablet password → {pw}",
    "LobsterLedger login password => {pw}",
    "password / {pw} (the dock camera NVR)",
    "NVR | password | {pw}",
    "router password\t{pw}",
    "The password for the Codrington office printer is {pw}.",
    "password:\n{pw}",
    "Q: what's the password for the fuel pump controller?\nA: {pw}",
    "{pw} - that's the password for the booking site's admin page",
    "pwd for the chiller at the lobster pens: {pw}",
    "passwd={pw}",
    "Kenny: new password on the Skiff 3 GPS is {pw}",
    "the password got changed to {pw} after the storm",
    "Reminder for myself: airport stand kiosk password is \"{pw}\"",
    "Jolly Harbour resort POS password ({pw})",
    "password: `{pw}`",
    "Icilda: di co-op computa password a {pw}, nuh tell nobody",
    "Icilda: mi seh di password fi di lobster scale a {pw}",
    "di new password fi di boat booking ting: {pw}",
    "wah di password? a {pw} dem put",
    "Yohanny: la clave de la computadora del colmado e' {pw}",
    "klk, la contraseña del POS e' {pw}, no se la de a nadie",
    "mi amol la clave nueva del inventario: {pw}",
    "contraseña del wifi de atrás → {pw}",
    "Devon: de password fuh de diagnostic laptop is {pw}",
    "abee change de garage PC password, now it is {pw}",
    "de scanner password is {pw}, nah tell nobady",
    "Giorgia: la password del gestionale è {pw}",
    "Giorgia: la password della cassa del bar è {pw}, mi raccomando",
    "nuova password del portale prenotazioni: {pw}",
    "password del Wi-Fi della reception → {pw}",
    "Ramesh: dukaan ke computer ka password {pw} hai",
    "Nisha: billing software ka password hai {pw}, kisi ko mat batana",
    "bhaiya naya password {pw} hai",
    "Karan: yaar Tally ka password {pw} rakha hai",
    "note to self — skiff fuel card portal: password {pw}",
]  # fmt: skip

_LOGINS = [
    "login: {u} / {pw}",
    "user {u} pass {pw}",
    "creds for the booking site are {u} and {pw}",
    "sign in as {u} with {pw}",
    "{u}:{pw}",
    "| system | user | password |\n|---|---|---|\n| co-op ledger | {u} | {pw} |",
    "username: {u}\npassword: {pw}",
    "account,username,password\ntaxiq,{u},{pw}",
    "Kenny says the dispatch login is {u} / {pw}",
    "- host: nvr-lagoon\n  user: {u}\n  password: {pw}",
    "di login a {u} an di password a {pw}",
    "usuario {u}, contraseña {pw}",
    "de username is {u} an de password is {pw}",
    "utente {u}, password {pw}",
    "user id {u} hai aur password {pw}",
]  # fmt: skip

_SPELL_WORDS = ["frigate", "tiller", "ducana", "fungee", "pelican", "conch", "sandbar", "mooring",
                "langouste", "saltfish", "gunwale", "booby"]  # fmt: skip
_SPELLED = [
    "the password is the word {w} in small letters followed by {d}",
    "it's {w} with a capital first letter and {d} at the end",
    "voice note: lagoon tour laptop password is {w} then {d}, no space",
    "type {w}, then {d}; that's the admin password",
    "di password a di word {w} an den {d}",
    "la clave e' la palabra {w} y despué' {d}",
    "de password is de word {w}, den {d}",
    "la password è la parola {w} seguita da {d}",
    "password hai {w} word, uske baad {d}",
    "{w}{d}, word and number together, is the co-op wifi password",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_SPELL_WORDS), str(rng.randrange(100, 10_000))
        text = template.replace("{w}", word).replace("{d}", number)
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", text, secret))
    return out


_CLI = [
    "mysql -h db.wadadliline.lan -u {u} -p'{pw}' bookings",
    "sshpass -p '{pw}' ssh {u}@nvr.lowbaylobster.example",
    "curl -u {u}:{pw} https://api.fregataskiff.example/v1/trips",
    "redis-cli -h cache.wadadliline.lan -a '{pw}' ping",
    "docker login registry.wadadliline.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "psql 'postgresql://{u}:{pw}@pg.wadadliline.lan/tours'",
    "smbclient //files.wadadliline.lan/coop -U '{u}%{pw}'",
    "ldapsearch -x -D 'cn={u},dc=wadadliline,dc=lan' -w '{pw}' -b 'dc=wadadliline,dc=lan'",
    "sqlcmd -S sql.wadadliline.lan -U {u} -P '{pw}' -d Taxi",
    "zip -P '{pw}' catch-2034.zip catch-2034.xlsx",
    "7z a -p'{pw}' receipts.7z receipts/",
    "openssl enc -aes-256-cbc -in members.csv -out members.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c payroll.ods",
    "plink -ssh {u}@10.44.2.8 -pw '{pw}'",
    "xfreerdp /v:kiosk.coolidgetaxi.example /u:{u} /p:'{pw}'",
    "net use Z: \\\\files.wadadliline.lan\\tours '{pw}' /user:{u}",
    "sqlplus {u}/{pw}@//ora.wadadliline.lan:1521/LEDGER",
    "lftp -u {u},'{pw}' sftp://backup.wadadliline.lan",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.44.2.20 -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.lowbaylobster.example -u {u} -P '{pw}' -t pens/temp -m 21.4",
    "cqlsh cass.wadadliline.lan -u {u} -p '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart dispatch",
    "keytool -genkeypair -alias taxiq -keystore taxiq.jks -storepass '{pw}'",
    "mongosh 'mongodb://{u}:{pw}@mongo.wadadliline.lan:27017/trips'",
    "rclone config create coopbox webdav url https://dav.lowbay.example user {u} pass '{pw}'",
    "restic -r sftp:{u}@backup.wadadliline.lan:/srv --password-command \"echo {pw}\" backup",
]  # fmt: skip
_SHELLS = ["{c}", "$ {c}", "kenny@skiff-nuc:~$ {c}", "PS C:\\tours> {c}", "history | 214  {c}",
           "run dis fi mi: {c}", "corre esto: {c}", "leh we run: {c}", "lanciato: {c}",
           "ye command chalao: {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = _take("cli_password", _CLI, _plain_pw)(rng, n)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg.wadadliline.lan:5432/tours",
    "mysql://{u}:{pw}@db.lowbaylobster.example/catch",
    "amqp://{u}:{pw}@mq.coolidgetaxi.example:5672/dispatch",
    "https://{u}:{pw}@nvr-lagoon.fregataskiff.example/cgi-bin/snapshot",
    "ftp://{u}:{pw}@ftp.patelstore.example/invoices",
    "redis://:{pw}@cache.wadadliline.lan:6379/0",
    "mongodb+srv://{u}:{pw}@cluster0.wadadliline.lan/trips",
    "rtsp://{u}:{pw}@cam-dock.lowbaylobster.example:554/stream1",
    "smtp://{u}:{pw}@mail.wadadliline.lan:587",
    "socks5://{u}:{pw}@:1080",
]  # fmt: skip
_URL_FRAMES = ["DATABASE_URL={c}", "connection string: {c}", "keep dis link: {c}",
               "el link del sistema: {c}", "stringa di connessione: {c}", "{c}"]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, _take("connection_string", _URLS, _plain_pw)(rng, n), _URL_FRAMES)


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("gitlab deploy token: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot token, #skiff: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={pw}", _j("sk_live_", (ALNUM, 32))),
    ("openai key {pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("ANTHROPIC_API_KEY={pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {pw}", _j((ALNUM + "+/", 40))),
    ("Google Maps key for the taxi app: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key sid {pw}", _j("SK", (HEX, 32))),
    ("telegram bot token for the taxi queue: {pw}", _j((D, 10), ":", (URLSAFE, 35))),
    ("PyPI upload token {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token (patelstore): {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("linear key: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("postman key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("tailscale auth key {pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 40))),
    ("figma token {pw}", _j("figd_", (URLSAFE, 40))),
    ("mailgun key: {pw}", _j("key-", (HEX, 32))),
    ("brevo api key {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub PAT {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("replicate token {pw}", _j("r8_", (ALNUM, 37))),
    ("perplexity: {pw}", _j("pplx-", (ALNUM, 48))),
    ("databricks token {pw}", _j("dapi", (HEX, 32))),
    ("supabase access token {pw}", _j("sbp_", (HEX, 40))),
    ("NOTION_TOKEN={pw}", _j("secret_", (ALNUM, 43))),
    ("new relic user key {pw}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("atlassian api token {pw}", _j("ATATT3xFfGF0", (URLSAFE, 180), "=", (UPPER_DIGITS, 8))),
    ("HEROKU_API_KEY={pw}", lambda g: v.uuid4(g, "b")),
    ("contentful management token {pw}", _j("CFPAT-", (URLSAFE, 43))),
    ("rubygems api key {pw}", _j("rubygems_", (HEX, 48))),
    ("age identity: {pw}", _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))),
    ("FrigateSpot API key: {pw}", _j((HEX, 32))),
    ("LobsterLedger api key for the co-op → {pw}", _j((ALNUM, 40))),
    ("TaxiQ integration broken, current key {pw}", lambda g: v.uuid4(g, "8")),
    ("Integrations › LagoonPay: {pw}", _j((HEX, 40))),
    ("di LobsterLedger API key a {pw}", _j((HEX, 32))),
    ("la API key de LagoonPay e' {pw}", _j((ALNUM, 36))),
    ("chiave API di FrigateSpot: {pw}", _j((HEX, 32))),
    ("TaxiQ ki API key {pw} hai", _j((ALNUM, 32))),
    ("de TaxiQ API key is {pw}", lambda g: v.uuid4(g, "9")),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", secret), secret))
    return out


_BARE = ["{pw}", "paste from Kenny, no context: {pw}", "saved this from the dispatch box: {pw}",
         "di ting Kenny send: {pw}", "lo que mandó Kenny: {pw}"]  # fmt: skip
_HEXES = [
    "booking API signing secret: {pw}",
    "SESSION_SECRET_KEY={pw}",
    "AES key for the member list: {pw}",
    "webhook secret (LagoonPay) {pw}",
    "encryption_key: {pw}",
    "la chiave di cifratura è {pw}",
]  # fmt: skip


def _jwt(g: random.Random) -> str:
    issued = 2_040_000_000 + g.randrange(1_000_000)
    claims = {"iss": "https://auth.wadadliline.lan", "sub": f"usr_{_r(g, LOWER_DIGITS, 12)}",
              "iat": issued, "exp": issued + 86_400, "role": "dispatcher"}  # fmt: skip
    header = {"alg": "HS256", "typ": "JWT"}
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(g, URLSAFE, 43)}"


_JWTS = ["Authorization: Bearer {pw}", "taxi app session token {pw}", "jwt={pw}",
         "the skipper app's token: {pw}", "di token fi di app: {pw}"]  # fmt: skip


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([120, 180])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = ["deploy key for the booking server:\n{pw}", "{pw}", "id_ed25519 of skiff-nuc:\n{pw}",
         "chiave privata del server:\n{pw}"]  # fmt: skip

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "french")}


def _seed(lang: str, words: int) -> Maker:
    def make(g: random.Random) -> str:
        bits = {12: 16, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("co-op treasury wallet recovery phrase: {pw}", _seed("english", 12)),
    ("seed words for the tour deposits wallet:\n{pw}", _seed("english", 24)),
    ("Icilda wrote down di wallet words: {pw}", _seed("english", 12)),
    ("frase semilla de la billetera: {pw}", _seed("spanish", 12)),
    ("las palabras de recuperación, mi amol: {pw}", _seed("spanish", 18)),
    ("frase di recupero del wallet: {pw}", _seed("italian", 12)),
    ("le parole del portafoglio, mi raccomando: {pw}", _seed("italian", 24)),
    ("phrase de récupération (client de Guadeloupe): {pw}", _seed("french", 12)),
    ("wallet ke seed words hai: {pw}", _seed("english", 18)),
    ("{pw}\n^ recovery phrase for the LagoonPay crypto wallet", _seed("english", 12)),
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_text(g: random.Random) -> str:
    number = v.card(g, g.choice(_BRANDS))
    return v.grouped(number, g.choice(["", " ", "-", " "]), g)


_CARDS = [
    "card for the fuel account: {pw} exp 08/36",
    "company card {pw}",
    "Nisha: card number {pw} hai, expiry 04/35",
    "la tarjeta del colmado: {pw}",
    "carta aziendale {pw}, scadenza 11/34",
    "di co-op card numba a {pw}",
    "pay the outboard parts with {pw}",
]  # fmt: skip
_CVVS = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "the three digits on the back are {pw}",
    "el código de atrá' e' {pw}",
    "codice di sicurezza {pw}",
    "CVV code {pw} hai",
]  # fmt: skip
_IBAN_SHAPES = {"LC": "aaaa" + "c" * 24, "VG": "aaaa" + "n" * 16, "DO": "aaaa" + "n" * 20,
                "SM": "a" + "n" * 10 + "c" * 12, "FK": "aa" + "n" * 12}  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(sorted(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN for the co-op payout: {pw}",
    "send the deposit to IBAN {pw}",
    "Yohanny: mi cuenta IBAN e' {pw}",
    "IBAN del fornitore: {pw}",
    "Ramesh: supplier ka IBAN {pw} hai",
    "bank details — IBAN {pw}, ref skiff charter",
]  # fmt: skip


def _digits(n: int) -> Maker:
    return _j((D, n))


def _cedula(g: random.Random) -> str:
    return v.until(g, _digits(11), do_cedula.is_valid)


def _rnc(g: random.Random) -> str:
    return v.until(g, _j(g.choice("1345"), (D, 8)), do_rnc.is_valid)


def _aadhaar(g: random.Random) -> str:
    value = v.until(g, _j(g.choice("23456789"), (D, 11)), in_aadhaar.is_valid)
    return f"{value[:4]} {value[4:8]} {value[8:]}"


def _vid(g: random.Random) -> str:
    return v.until(g, _j(g.choice("23456789"), (D, 15)), in_vid.is_valid)


def _pan(g: random.Random) -> str:
    return v.until(g, _j((UPPER, 3), "P", (UPPER, 1), (D, 4), (UPPER, 1)), in_pan.is_valid)


def _epic(g: random.Random) -> str:
    return v.until(g, _j((UPPER, 3), (D, 7)), in_epic.is_valid)


def _gstin(g: random.Random) -> str:
    return v.until(g, lambda h: f"{h.randrange(1, 38):02d}{_pan(h)}1Z{h.choice(UPPER_DIGITS)}",
                   in_gstin.is_valid)  # fmt: skip


def _codice(g: random.Random) -> str:
    day = g.randrange(1, 29) + g.choice([0, 40])
    body = f"{_r(g, 'BCDFGLMNPRSTVZ', 6)}{g.randrange(50, 100)}{g.choice('ABCDEHLMPRST')}"
    body += f"{day:02d}{g.choice('FHLG')}{_r(g, D, 3)}"
    return body + it_cf.calc_check_digit(body)


def _iva(g: random.Random) -> str:
    return v.until(g, _j((D, 7), "0", g.choice(["01", "36", "58"]), (D, 1)), it_iva.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("Yohanny: mi cédula e' {pw}", _cedula),
    ("cédula de identidad: {pw}", _cedula),
    ("RNC del colmado: {pw}", _rnc),
    ("el RNC pa' la factura e' {pw}", _rnc),
    ("Aadhaar number: {pw}", _aadhaar),
    ("Nisha: mera Aadhaar {pw} hai", _aadhaar),
    ("Aadhaar VID {pw}", _vid),
    ("PAN card: {pw}", _pan),
    ("Ramesh bhaiya ka PAN {pw} hai", _pan),
    ("voter id (EPIC) {pw}", _epic),
    ("GSTIN of the Surat supplier: {pw}", _gstin),
    ("codice fiscale: {pw}", _codice),
    ("Giorgia: il mio codice fiscale è {pw}", _codice),
    ("partita IVA del resort: {pw}", _iva),
]  # fmt: skip


def _pairs(cls: str, rows: list[tuple[str, Maker]]) -> Callable[[random.Random, int], list[Sample]]:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in v.cycle(rng, rows, n):
            secret = make(rng)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


def _backup_list(g: random.Random) -> list[str]:
    return v.backup_codes(g, g.randrange(5, 9), g.randrange(4))


_BACKUP_HEADS = [
    "Google backup codes for the tours account:",
    "2FA backup codes (LagoonPay)",
    "di backup codes fi di co-op email:",
    "códigos de respaldo del correo:",
    "codici di backup del portale:",
    "backup codes hai ye:",
    "recovery codes — Fregata Skiff Tours Microsoft account",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for head in v.cycle(rng, _BACKUP_HEADS, n):
        codes = _backup_list(rng)
        sep = rng.choice(["\n", ", ", "\n- "])
        out.append(Sample("backup_codes", head + sep + sep.join(codes), codes[0]))
    return out


_TOTP = [
    "TOTP secret for the dispatch admin: {pw}",
    "otpauth://totp/Wadadli:kenny.j?secret={pw}&issuer=Wadadli",
    "2FA setup key {pw}",
    "can't scan the QR code, manual key is {pw}",
    "la chiave TOTP: {pw}",
]  # fmt: skip
_CODES = [
    "Your LagoonPay verification code is {pw}",
    "{pw} is your Fregata Skiff Tours sign-in code",
    "Use {pw} to sign in to TaxiQ",
    "Icilda: di code dem send a {pw}",
    "Yohanny: el código de verificación e' {pw}",
    "codice di verifica: {pw}",
    "Karan: OTP {pw} hai, jaldi batao",
]  # fmt: skip


def _code(g: random.Random) -> str:
    value = _r(g, D, 6)
    return f"{value[:3]} {value[3:]}" if g.random() < 0.2 else value


_WIFI_NAMES = ["Skiff Deck 5G", "LowBay Coop", "Coolidge Taxi Stand", "Patel Store Back",
               "Colmado Yohanny", "Jolly Resort Staff", "Lagoon Dock"]  # fmt: skip
_WIFI = [
    "WIFI:T:WPA;S:{n};P:{pw};;",
    "wifi {n} / {pw}",
    "network {n} key {pw}",
    "Network: {n}\nWPA key: {pw}",
    "wifi password for {n} is {pw}",
    "di wifi password a {pw}",
    "la clave del wifi e' {pw}",
    "de wifi password is {pw}",
    "password del Wi-Fi: {pw}",
    "wifi ka password {pw} hai",
    "{n} wifi? → {pw}",
]  # fmt: skip


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _WIFI, n):
        secret = _plain_pw(rng)
        text = template.replace("{n}", rng.choice(_WIFI_NAMES)).replace("{pw}", secret)
        out.append(Sample("wifi_key", text, secret))
    return out


def _spaced_token(g: random.Random) -> str:
    raw = _r(g, ALNUM, g.choice([24, 32]))
    style = g.randrange(3)
    if style == 0:
        return " ".join(raw)
    if style == 1:
        return " - ".join(raw[i : i + 4] for i in range(0, len(raw), 4))
    return "·".join(raw[i : i + 3] for i in range(0, len(raw), 3))


_SPACED = ["read me the token: {pw}", "API token as Kenny read it out: {pw}",
           "dispatch token {pw}", "el token, letra por letra: {pw}"]  # fmt: skip

_LOCKS = [
    "gate code at the lobster pens is {pw}",
    "alarm code: {pw}",
    "the PIN for the fuel card is {pw}",
    "padlock on the bait freezer: {pw}",
    "taxi stand key lockbox code -> {pw}",
    "door code for the Codrington office is {pw}#",
    "di gate code a {pw}",
    "el PIN de la tarjeta e' {pw}",
    "de shop alarm code is {pw}",
    "il codice del cancello è {pw}",
    "locker ka PIN {pw} hai",
    "SIM PIN {pw}",
]  # fmt: skip
_PHRASE_WORDS = ["frigate", "mangrove", "lagoon", "anchor", "lobster", "taxi", "runway", "conch",
                 "pelican", "sunrise", "pepperpot", "outboard", "tern", "sandbar",
                 "breeze"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "KeePass master passphrase is {pw}",
    "the vault passphrase → {pw}",
    "di passphrase a {pw}",
    "la frase de paso e' {pw}",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-"]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()).decode()


_AUTH: list[tuple[str, Maker]] = [
    ("Authorization: Basic {pw}", _basic),
    ("curl -H 'Authorization: Bearer {pw}' https://api.coolidgetaxi.example/q", _j((ALNUM, 40))),
    ("header X-Api-Key: {pw}", _j((HEX, 40))),
    ("proxy-authorization: Basic {pw}", _basic),
    ("Sanctum token {pw}", lambda g: f"{g.randrange(1, 999)}|{_r(g, ALNUM, 40)}"),
]  # fmt: skip
_CONFIGS = [
    ".env:\nDB_USER=tours\nDB_PASSWORD={pw}",
    "config.yaml:\ndatabase:\n  user: coop\n  password: {pw}",
    "[smtp]\nuser = bookings@wadadliline.lan\npassword = {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.password={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "~/.pgpass:\npg.wadadliline.lan:5432:tours:tours:{pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "appsettings.json: {\"Taxi\": \"Server=sql;User Id=taxi;Password={pw};\"}",
    "[client]\nuser=coop\npassword={pw}",
    "odoo.conf:\nadmin_passwd = {pw}",
    "old .netrc: machine dav.lowbaylobster.example login coop password {pw}",
    "msmtprc:\naccount coop\nuser coop@lowbaylobster.example\npassword {pw}",
]  # fmt: skip
_CHATS = [
    "Kenny: wifi password for the skiff dock?\nCalvin: {pw}",
    "[07:02] devon: wha de password fuh de garage PC?\n[07:03] kenny: {pw}",
    "Shermaine: {pw} is the new password for the co-op email",
    "Vere: use {pw}, that's what I set for the dispatch tablet",
    "Icilda: {pw} — dat a di new password",
    "Yohanny: {pw}, esa e' la clave nueva del POS",
    "Giorgia: {pw} è la nuova password della reception",
    "Nisha: {pw} yahi naya password hai",
    "Tevin: what's the NVR password?\nKenny: {pw}",
    "Roslyn: password fi di booking site?\nIcilda: {pw}",
]  # fmt: skip
_HEX_MAKERS: list[Maker] = [_j((HEX, 64)), _j((HEX, 32)), _j((HEX, 48))]


def _hex(g: random.Random) -> str:
    return g.choice(_HEX_MAKERS)(g)


_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_take("labelled_password", _SAID, _pw), 66),
    (_take("login_pair", _LOGINS, _pw), 26),
    (_spelled, 12),
    (_cli, 34),
    (_urls, 14),
    (_vendors, 50),
    (_take("bare_token", _BARE, _j((ALNUM, 40))), 8),
    (_take("hex_key", _HEXES, _hex), 9),
    (_take("jwt", _JWTS, _jwt), 8),
    (_take("pem_key", _PEMS, _pem), 6),
    (_pairs("seed_phrase", _SEEDS), 12),
    (_take("card", _CARDS, _card_text), 12),
    (_take("card_code", _CVVS, _j((D, 3))), 6),
    (_take("iban", _IBANS, _iban), 12),
    (_pairs("national_id", _IDS), 20),
    (_backups, 7),
    (_take("totp_secret", _TOTP, lambda g: v.totp_secret(g, spaced=False)), 5),
    (_take("one_time_code", _CODES, _code), 7),
    (_wifi, 16),
    (_take("spelled_token", _SPACED, _spaced_token), 8),
    (_take("pin_code", _LOCKS, lambda g: _r(g, D, g.choice([4, 5, 6]))), 12),
    (_take("passphrase", _PHRASES, _phrase), 7),
    (_pairs("auth_header", _AUTH), 5),
    (_take("config_file", _CONFIGS, _plain_pw), 16),
    (_take("chat_password", _CHATS, _pw), 12),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the co-op ledger password is", "{s}", _pw),
    ("split_password", "Skiff booking admin pw:", "{s} (since the storm)", _pw),
    ("split_password", "di password a", "{s}", _pw),
    ("split_password", "la clave e'", "{s}", _pw),
    ("split_password", "de password is", "{s}\nchange it after Carnival", _pw),
    ("split_password", "la password è", "{s}", _pw),
    ("split_password", "password hai", "{s}, kisi ko mat batana", _pw),
    ("split_password", "dispatch tablet password", "{s}", _pw),
    ("split_password", "the password Kenny read over the VHF was", "{s}, I think", _pw),
    ("split_wifi", "Skiff Deck 5G wifi key:", "{s}", _plain_pw),
    ("split_token", "FrigateSpot API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "TaxiQ client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "wallet recovery words", "{s}", _seed("english", 12)),
    ("split_card", "card number", "{s} exp 02/37", _card_text),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_id", "cédula:", "{s}", _cedula),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_pin", "gate code at the pens:", "{s}", _j((D, 5))),
    ("split_phrase", "Bitwarden passphrase", "{s}", _phrase),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_META: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"nvr": {"host": "nvr-lagoon", "admin_password": "{s}"}}', _plain_pw),
    ("meta_password", '{"clave": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "icilda", "passwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"kiosks": [{"id": "k1"}, {"id": "k2", "web_password": "{s}"}]}', _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "coop", "--password", "{s}", "catch"]}', _plain_pw),
    ("meta_password", '{"note": "di co-op password a {s}"}', _plain_pw),
    ("meta_password", '{"password_gestionale": "{s}"}', _plain_pw),
    ("meta_password", '{"transcript": "log in to dispatch as taxidesk, password {s}"}', _plain_pw),
    ("meta_token", '{"frigatespot": {"api_key": "{s}"}}', _j((HEX, 32))),
    ("meta_token", '{"lagoonpayToken": "{s}"}', _j((HEX, 64))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"stripe": {"secret": "{s}"}}', _j("sk_live_", (ALNUM, 32))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "09/36"}}', _card_text),
    ("meta_iban", '{"supplier": {"iban": "{s}"}}', _iban),
    ("meta_id", '{"owner": {"aadhaar": "{s}"}}', _aadhaar),
    ("meta_otp", '{"mfa": {"recovery_codes": ["{s}", "48213377", "90125546"]}}', _j((D, 8))),
    ("meta_seed", '{"coop_wallet": {"seed_words": "{s}"}}', _seed("english", 12)),
    ("meta_key", '{"lorawan": {"app_key": "{s}"}}', _j(("0123456789ABCDEF", 32))),
    ("meta_pin", '{"bait_freezer": {"padlock_code": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "LowBay Coop", "psk": "{s}"}}', _plain_pw),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _META:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"skiff-gps-fw-2.7.1.bin").hexdigest()
_COMMIT = hashlib.sha1(b"dispatch: fix queue order at the stand", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"booking: revert tide table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catch_2034-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"members-export-2034.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the dispatch tablet password before the new season on 2034-11-01.",
    "Calvin asked for the skiff dock wifi password; it's on the card in the office drawer.",
    "Policy: co-op passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link instead.",
    "The `.env.example` line `FRIGATESPOT_API_KEY=changeme` is a placeholder.",
    "Replace <YOUR_TAXIQ_KEY> in the README with the key from the TaxiQ dashboard.",
    "LAGOONPAY_API_KEY must be set before the nightly payout job runs.",
    "Nuh tell nobody yuh password, yuh hear?",
    "Icilda seh she change di password but she nuh remember wah she put.",
    "No le de la clave a nadie, mi amol.",
    "La clave tiene que tener catorce letra' por lo meno'.",
    "Nah tell nobady yuh password, abee.",
    "Devon seh de password nah wukkin since de update.",
    "Non dire a nessuno la password, mi raccomando.",
    "La password deve avere almeno quattordici caratteri.",
    "Apna password kisi ko mat batana, bhaiya.",
    "Karan, OTP kisi ke saath share mat karna.",
    "Upgraded the skiff GPS firmware from 2.6 to 2.7.1 and pyserial to 3.5.",
    f"commit {_COMMIT} fixes the queue order at the taxi stand.",
    f"Rolled back to {_SHORT} after the tide table broke the booking page.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"The skiff GPS firmware 2.7.1 image has SHA-256 checksum {_FIRMWARE}.",
    f"SHA-512 of members-export-2034.xlsx: {_SHA512}",
    f"MD5 of catch_2034-03.csv is {_MD5}, same as the copy on the co-op share.",
    "Request id 3f7a0c2e-91b4-4d6e-a8f2-5c1b9e7d0a43 is the slow one in the TaxiQ logs.",
    "Booking FST-2034-00712 for six guests, frigate-bird tour, Thursday 9:30.",
    "Ticket #4471: the bait freezer alarm keeps tripping at night.",
    "Call the co-op office on +1 268 460 0000 before noon.",
    "Tracking number 1Z 999 AA1 01 2345 6784 is the outboard part from Miami.",
    "The taxi fare from the airport to Jolly Harbour is EC$ 75 for up to four people.",
    "Codrington Lagoon is at 17.64° N, 61.85° W; the colony is on the north side.",
    "Lobster season closes on 1 May; minimum carapace length is 95 mm.",
    "Ask Kenny for the gate code to the pens, I don't have it.",
    "My card ending 4417 was declined at the fuel dock.",
    "The supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the tours account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "The PIN pad at the colmado is broken again.",
    "The door code changes every month; Kenny sends it on the first.",
    "The guest wifi 'Skiff-Guest' is open, no password needed.",
    "Part number YAM-6EK-14301-00 is the carburettor for the 40 hp Yamaha.",
    "Invoice INV-2034-0318, EC$ 1,284.50, due on 30 June.",
    "Version 4.12.0 of the booking app adds the tide table.",
    "Order 112-4839201-7731902 for the mooring lines ships Tuesday.",
    "Masked card on the receipt: **** **** **** 5521.",
    "The password was changed yesterday by Kenny.",
    "After five wrong passwords the dispatch tablet locks for 15 minutes.",
    "Two-factor codes arrive by SMS; they are six digits and expire after five minutes.",
    "The secret of good ducana is grated sweet potato and coconut.",
    "Token counts: prompt 512, completion 128.",
    "di code fi di gate change, ask Icilda fi it.",
    "El código postal de la tienda en Santo Domingo es 10205.",
    "Il check-in apre alle 15:00, il check-out entro le 11:00.",
    "Dukaan subah 8 baje khulti hai, Sunday band.",
    "Devon seh de taxi numba 22 need new brake pads.",
    "Flight BW 481 lands at 14:35; send two taxis to the stand.",
    "The skiff holds 12 passengers and the crossing takes 90 minutes.",
    "ISBN 978-0-14-118776-1 is the bird guide in the skiff's dry box.",
    "The API key page moved under Settings › Developers in the LagoonPay update.",
    "Lot LB-2034-017: 212 lb of lobster tails, frozen at -18 °C.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/ledger", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "4471", "booking": "FST-2034-00712"}',
    '{"lot": {"id": "LB-2034-017", "weight_lb": 212, "temp_c": -18}}',
    '{"phone": "+1 268 460 0000", "village": "Codrington"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "taxis_on_stand": 14}',
    '{"card_last4": "5521", "amount": "75.00", "currency": "XCD"}',
    '{"flight": "BW 481", "eta": "14:35", "gate": "3"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
