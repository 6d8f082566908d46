# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-ninth's
docstring, the fifth to three-hundred-and-forty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (350, 352, 353), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (351_270_863), password words (a boat
word, an Antiguan village and a number, `HalyardBolans47!`; dot-joined village, dish and year,
`parham.ducana.2004`; leet `J0llyH4rb0r`; a name, a year and a boat word; `Wadadli` with a dish
and a number; a generator's dashed groups; random runs).

The fictional company is Mamora Sails & Provisions Ltd. (a chandlery in English Harbour, a
marina office in Jolly Harbour, a shop in St. John's and a lodge in Codrington), with Antiguan
staff, Dominican workers (relatives in Santo Domingo), a Syrian-Lebanese shop family (relatives in
Beirut), Italian yacht crews and Guyanese-Indian staff (relatives in Georgetown), plus relatives
in Leicester, Toronto and Brooklyn; every company, person, address, domain (`mamora.lan`,
`mamorasails.example`), account and number is invented, only the region is real. Texts: chats,
WhatsApp and voice-note transcripts, tickets, notes, runbooks, shell prompts, config and env files
and requests to the assistant; separators: a colon, `=`, `→`, `—`, `a`, `es`, `e'`, `è`, `heye`,
`hai`, `है`, `هي`, a slash, a new line, a table cell and none.

Grep counts (heldouts 5 to 349 naming each, grep -l): none for Barbuda, English Harbour, Jolly
Harbour, Codrington, Mamora, WadadliPay, HarbourLink, Codrington Cloud, Cardnet, Anghami,
BanReservas, `kelmet el ser`; one to five for St. John's (1), Whish (1), Fygaro, Paywise, Dockwa,
Navily, Boatsetter (1 each), Razorpay, Navionics, artemis producer (3 each), Loyverse, klk (4
each), Antigua (5); six to nine for pure-pw, nerdctl, buildah login (7 each), ldapmodify,
regctl, nats context, pg_basebackup, jf config, `parola d'ordine` (6 each), dolt, ejabberdctl
(8), mgconsole, rpk, keepassxc-cli, memtier (9); ten to seventeen for kcat, usql, mycli, vault
login, iwctl, pdftk, Cloudbeds, etcdctl, mc alias, qpdf; and more for the rest (`tato`, `hai`,
Jio, sshpass, mysql, redis-cli, docker login, the big vendors).

About half of the secret samples are not in English: Antiguan Creole as texted (`di password a`,
`wah de … pass`, `tek dis`, `nah tell nobody`, `fi`, `me change`), the Spanish of Dominican
workers (`klk`, `la contraseña … e'`, `ta' en`, `tato`, `loco`, `pa'`), the Arabic of
Syrian-Lebanese shop families in script (`كلمة السر … هي`, `الرمز السري`, `رمز التحقق`) and Arabizi
(`kelmet el ser taba3`, `l password el jdide`, `shou l pass`, `ma t2ouliya la 7ada`), the Italian
of yacht crews (`la password … è`, `parola d'ordine`, `codici di backup`, `chiave API di`) and the
Hindi of Guyanese-Indian relatives in Devanagari (`पासवर्ड … है`, `आधार नंबर`) and romanised
(`laptop ka password … hai`, `beta`, `bhaiya`). Dominican Spanish, Italian, Arabic and Hindi in
script are ordinary usage; the author's guesses, checked by no speaker, are every Antiguan Creole
spelling, the Arabizi spellings (`taba3`, `t2ouliya`, `heye`, `l kilme`, `ده l token`) and the
romanised Hindi.

Vendors: invented ones (WadadliPay `wdp_live_`, HarbourLink SMS `hls_`, Codrington Cloud `ccld-`,
Jolly Moor Telemetry `jmt.`; shapes guessed) and Caribbean, marine, Dominican, Lebanese, Italian
and Indian ones with guessed shapes (Fygaro, Paywise, Dockwa, Navily, PredictWind, Boatsetter,
Cloudbeds, Loyverse, Anghami, Satispay, Paytm, Zomato, Navionics, Cardnet, OMT, Whish Money,
Razorpay, Jio Pay), beside the documented shapes of GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Mailchimp, Square,
Shopify, DigitalOcean, Doppler, Sentry, Tailscale, Groq, Notion, Linear and Fly; the JWTs are
well-formed.

Ids: the Dominican cédula and RNC (`do.cedula`, `do.rnc`), Italy's codice fiscale and partita IVA
(`it.codicefiscale`, `it.iva`), India's Aadhaar and PAN (`in_.aadhaar`, `in_.pan`), the UK's NHS
number (`gb.nhs`), Canada's SIN (`ca.sin`) and the US ITIN (`us.itin`), each drawn until its
python-stdnum module validates it. Cards pass Luhn (`stdnum.luhn`; Visa, Mastercard, Amex,
Discover, JCB and UnionPay prefixes); IBANs of Saint Lucia, the British Virgin Islands, the
Dominican Republic, Lebanon, Jordan and the Holy See (countries of the staff's suppliers and
relatives, picked among the less used by a rough grep count), checked with `stdnum.iban`; seed
phrases from mnemonic's English, Spanish and Italian lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum import luhn
from stdnum.ca import sin as ca_sin
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.gb import nhs as gb_nhs
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import pan as in_pan
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.us import itin as us_itin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 351_270_863
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_PLACES = ["Falmouth", "Codrington", "JollyHarbour", "Dickenson", "Darkwood", "Nonsuch", "Bolans",
           "Liberta", "Parham", "Urlings", "Freetown", "Willikies", "Cedar", "Potters",
           "Piggotts", "Greenbay"]  # fmt: skip
_BOAT = ["Halyard", "Bimini", "Dinghy", "Mainsheet", "Jib", "Spinnaker", "Cleat", "Transom",
         "Bowline", "Genoa", "Mooring", "Keelson", "Shackle", "Winch"]  # fmt: skip
_FOOD = ["fungee", "ducana", "pepperpot", "blackpine", "seasonedrice", "saltfish", "tamarind",
         "sorrel", "kibbeh", "mangu", "sancocho", "dhal", "roti", "focaccia"]  # fmt: skip
_NAMES = ["Kelvin", "Shernell", "Dion", "Yolanda", "Rafael", "Nadia", "Georges", "Elias",
          "Marco", "Chiara", "Ravi", "Savitri", "Tameka", "Julio", "Rania", "Anil"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["D0ckyard", "J0llyH4rb0r", "C0dr1ngt0n", "B4rbud4", "Fung33", "S41lW33k", "N3ls0n"]


def _sail(g: random.Random) -> str:
    return f"{g.choice(_BOAT)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    _sail,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FOOD)}.{g.randrange(1981, 2031)}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_BOAT)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"Wadadli{g.choice(_FOOD).capitalize()}{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM + "!%&?", 16),
    lambda g: f"{g.choice(_FOOD).capitalize()}_{g.choice(_BOAT)}_{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _family(cls: str, templates: list[str], **makers: Maker) -> Taker:
    """``n`` samples of ``cls``: each template's slots filled; the first slot is the secret."""
    first = next(iter(makers))

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            fields = {name: make(rng) for name, make in makers.items()}
            fields |= {"name": rng.choice(_NAMES), "user": rng.choice(_USERS)}
            out.append(Sample(cls, template.format_map(fields), fields[first]))
        return out

    return take


_USERS = ["kelvin.j", "shernell", "yolanda.m", "rafa", "nadia.h", "gkassab", "elias",
          "marco.b", "chiara", "ravi.p", "savitri", "tameka", "julio", "ops"]  # fmt: skip

# Passwords said in chats, notes and voice notes, about half not in English.
_SAID = [
    "WhatsApp, Kelvin: boss, di office laptop password a {pw}",
    "Shernell (voice note): mi new password fi di booking system a {pw}, nah tell nobody",
    "text from Dion: wah de Starboard POS pass? ... ok is {pw}",
    "Tameka: tek dis, di Jolly Harbour gate PC password {pw} — lock it after",
    "Kelvin to Dion: me change di chandlery admin pass to {pw} dis mornin",
    "voice note, Codrington dock: di password fi di freezer monitor a {pw} ya hear",
    "Dion: me cyaan remember, but Shernell seh di router pass {pw}",
    "Yolanda: klk, la contraseña del sistema de nómina e' {pw}",
    "Rafael: mi clave del correo de la empresa es {pw} loco, no la pase",
    "Julio (nota de voz): la contraseña nueva del almacén quedó en {pw}",
    "Yolanda a su prima en Santo Domingo: la clave del BanReservas app ta' en {pw}",
    "Rafael: tato, contraseña del portátil de la cocina: {pw}",
    "Nadia: كلمة السر تبع كمبيوتر المحل هي {pw}",
    "Georges to Rania: الرمز السري للحساب الجديد {pw}",
    "رسالة من إلياس: كلمة المرور الجديدة للبريد {pw}",
    "Nadia: kelmet el ser taba3 l computer bel ma7al heye {pw}",
    "Georges: ya Rania, l password el jdide {pw} ma t2ouliya la 7ada",
    "Elias (voice note): shou l pass? eh, {pw}",
    "Rania: habibi l password taba3 l email sar {pw}",
    "Marco: la password del plotter in plancia è {pw}",
    "Chiara (nota vocale): la parola d'ordine del Wi-Fi di bordo è cambiata, ora è {pw}",
    "Marco al comandante: la password del portale Capitaneria: {pw}",
    "Chiara: password nuova per il gestionale della cambusa → {pw}",
    "Savitri: बेटा, ईमेल का पासवर्ड {pw} है",
    "Ravi ke chacha (Georgetown): नया पासवर्ड {pw} है, किसी को मत बताना",
    "Anil: bhaiya, laptop ka password {pw} hai",
    "Savitri (voice note): beta mera naya password hai {pw}, likh lo",
    "Ravi: Mamora Sails ke POS ka password {pw} hai",
    "assistant, remember: the Mamora office NAS password is {pw}",
    "Note to self: chandlery till password changed to {pw} on Monday",
    "Runbook, English Harbour shop: the back-office PC logs in with password {pw}",
    "Ticket MS-4471 — reset done, temporary password {pw}, user must change it",
    "Slack #docks: Jolly Harbour marina office password is now {pw}",
    "please store this: Codrington lodge booking password = {pw}",
    "the password for the charter calendar account → {pw}",
    "Password for the fuel dock tablet — {pw}",
]
_said = _family("chat_password", _SAID, pw=_pw)

_LOGINS = [
    "Dockwa partner login: {user} / {pw}",
    "login fi di Navily backoffice: {user} an {pw}",
    "usuario {user}, contraseña {pw} (portal de la aduana)",
    "sign in as {user} with {pw} on the Boatsetter host page",
    "creds for the Raymarine Axiom admin: {user}:{pw}",
    "{user}@mamorasails.example:{pw}",
    "اسم المستخدم {user} وكلمة السر {pw}",
    "username {user} w password {pw} ya Georges",
    "utente {user}, password {pw} per la dashboard PredictWind",
    "यूज़रनेम {user}, पासवर्ड {pw}",
    "user {user} pass {pw} — Fygaro merchant panel",
    "u={user} p={pw}",
]
_logins = _family("login_pair", _LOGINS, pw=_pw)

_WORDS = ["fungee", "ducana", "mooring", "pelican", "frigatebird", "tamarind", "halyard",
          "sorrel", "pepperpot", "dinghy", "anchor", "conch"]  # fmt: skip


def _spelled_take(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "the password is the word {w} followed by {d}",
        "di password a di word {w} den {d}",
        "la contraseña es la palabra {w} y después {d}",
        "la password è la parola {w} e poi {d}",
        "kelmet el ser heye l kilme {w} w ba3da {d}",
        "पासवर्ड है शब्द {w} और फिर {d}",
        "{W} with a capital first letter and {d} at the end — that's the admin password",
        "type {w}, then {d}; that's the chandlery wifi password",
        "the name of Kelvin's boat, {W}, followed by {d}",
        "{w}{d}, that's what I set for the marina router",
        "password fi di safe: {w} an den {d}, all small letters",
        "it's {W}{d}, Savitri beta, password for the Jio account",
    ]
    out = []
    for t in v.cycle(rng, templates, n):
        w, d = rng.choice(_WORDS), str(rng.randrange(100, 10000))
        text = t.format(w=w, W=w.capitalize(), d=d)
        secret = (w.capitalize() + d) if "{W}{d}" in t else (w + d if "{w}{d}" in t else w)
        if "{W}" in t and "{W}{d}" not in t:
            secret = w.capitalize()
        out.append(Sample("spelled_password", text, secret))
    return out


_CLI = [
    "$ pure-pw useradd {user} -u ftpuser -d /srv/ftp <<< $'{pw}\\n{pw}'",
    "ops@mamora-nas:~$ ldapmodify -x -D cn=admin,dc=mamora,dc=lan -w '{pw}' -f add.ldif",
    "mgconsole --host 10.4.0.7 --username {user} --password '{pw}'",
    "dolt login && dolt sql-server -u {user} -p '{pw}'",
    "regctl registry login registry.mamora.lan -u {user} -p '{pw}'",
    "nerdctl login -u {user} -p '{pw}' harbor.mamora.lan",
    "buildah login --username {user} --password '{pw}' quay.mamora.lan",
    "kcat -b kafka.mamora.lan:9093 -X sasl.username={user} -X sasl.password='{pw}' -L",
    "rpk topic list --user {user} --password '{pw}' --sasl-mechanism SCRAM-SHA-256",
    "ejabberdctl register {user} chat.mamora.lan '{pw}'",
    "echo '{pw}' | keepassxc-cli open ~/Mamora.kdbx",
    "pdftk crew_list.pdf output crew_locked.pdf user_pw '{pw}'",
    "qpdf --encrypt '{pw}' '{pw}' 256 -- manifest.pdf manifest-enc.pdf",
    "jf config add mamora --url https://art.mamora.lan --user {user} --password '{pw}'",
    "usql postgres://{user}:{pw}@db.mamora.lan/charters",
    "mycli -h 10.4.0.12 -u {user} -p '{pw}' chandlery",
    "mc alias set mamora https://s3.mamora.lan {user} '{pw}'",
    "iwctl --passphrase '{pw}' station wlan0 connect Mamora-Shop",
    "artemis producer --user {user} --password '{pw}' --url tcp://mq.mamora.lan:61616",
    "memtier_benchmark -s cache.mamora.lan -a '{pw}' --test-time=30",
    "etcdctl --user root:{pw} --endpoints https://10.4.0.21:2379 member list",
    "vault login -method=userpass username={user} password='{pw}'",
    "nats context add mamora --server nats://10.4.0.9 --user {user} --password '{pw}'",
    "PGPASSWORD='{pw}' pg_basebackup -h db.mamora.lan -U replicator -D /backup/base",
    "sshpass -p '{pw}' rsync -av {user}@10.4.0.30:/srv/photos/ ./photos/",
    "curl -u {user}:{pw} https://dockwa-sync.mamora.lan/api/slips",
    "smbclient //nas.mamora.lan/accounts -U {user}%{pw}",
    "mysql -u {user} -p'{pw}' -h 10.4.0.12 stock",
    "redis-cli -h 10.4.0.14 -a '{pw}' INFO",
    "docker login -u {user} -p '{pw}' registry.mamora.lan",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/marina_bot",
    "7z a -p'{pw}' payroll-2032.7z payroll/",
    "zip -P '{pw}' crew_passports.zip scans/*.jpg",
    "openssl enc -aes-256-cbc -in pos.db -out pos.enc -pass pass:{pw}",
    "sqlcmd -S 10.4.0.40 -U sa -P '{pw}' -Q 'SELECT 1'",
    "htpasswd -b /etc/nginx/.htpasswd {user} '{pw}'",
]
_PROMPTS = ["{c}", "kelvin@mamora-pos:~$ {c}", "PS C:\\Users\\rafa> {c}",
            "root@codrington-lodge:/srv# {c}", "# history | tail -3\n  412  {c}",
            "Runbook step 4:\n    {c}", "Marco: prova questo\n{c}",
            "Ravi: ye chalao\n{c}"]  # fmt: skip


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    base = _family("cli_password", _CLI, pw=_plain_pw)(rng, n)
    return v.framed(rng, base, _PROMPTS)


_URLS = [
    "DATABASE_URL=postgres://{user}:{pw}@db.mamora.lan:5432/charters",
    "mongodb+srv://{user}:{pw}@stock.mamora.example/inventory",
    "amqp://{user}:{pw}@mq.mamora.lan:5672/%2F",
    "redis://default:{pw}@cache.mamora.lan:6379/0",
    "Server=10.4.0.40;Database=Payroll;User Id=sa;Password={pw};",
    "jdbc:mysql://10.4.0.12:3306/stock?user={user}&password={pw}",
    "smtp://{user}:{pw}@mail.mamora.example:587",
    "sftp://{user}:{pw}@files.mamora.example/inbox",
    "la conexión: mysql://{user}:{pw}@10.4.0.12/nomina",
    "stringa di connessione: postgresql://{user}:{pw}@10.9.0.3/bordo",
    "clickhouse://{user}:{pw}@olap.mamora.lan:9000/sales",
    "https://{user}:{pw}@git.mamora.lan/shop/pos.git",
    "Data Source=bookings;User ID={user};Password={pw}",
    "nats://{user}:{pw}@10.4.0.9:4222",
]
_urls = _family("connection_string", _URLS, pw=_plain_pw)


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = v.b64url({"sub": g.choice(_USERS), "iss": "mamorasails.example",
                       "exp": 2_000_000_000 + g.randrange(10**6)})  # fmt: skip
    return f"{head}.{claims}.{_r(g, URLSAFE, 43)}"


# Vendors: invented (shapes guessed) and Caribbean, Dominican, Lebanese, Italian, Indian.
_VENDORS: list[tuple[str, Maker]] = [
    ("WadadliPay secret key: {t}", _j("wdp_live_", (ALNUM, 32))),
    ("HarbourLink SMS token {t}", _j("hls_", (LOWER_DIGITS, 40))),
    ("Codrington Cloud API key → {t}", _j("ccld-", (HEX, 40))),
    ("JMT_TELEMETRY_KEY={t}", _j("jmt.", (ALNUM, 36))),
    ("Fygaro API key: {t}", _j((HEX, 40))),
    ("Paywise merchant key {t}", _j("pw_sk_", (ALNUM, 30))),
    ("Dockwa integration broken, current key {t}", _j((HEX, 32))),
    ("Navily partner API key: {t}", lambda g: v.uuid4(g, "b")),
    ("PredictWind API key for the fleet: {t}", _j((ALNUM, 40))),
    ("Boatsetter API token {t}", _j("bst_", (ALNUM, 36))),
    ("Integrations › Cloudbeds: {t}", _j("cbat_", (ALNUM, 32))),
    ("Loyverse access token: {t}", _j((HEX, 32))),
    ("Anghami partner key {t}", _j((HEX, 48))),
    ("Satispay key id {t}", _j((LOWER_DIGITS, 36))),
    ("Paytm merchant key: {t}", _j((ALNUM, 16), "#", (ALNUM, 3))),
    ("Zomato API key: {t}", _j((HEX, 32))),
    ("chiave API di Navionics: {t}", _j((ALNUM, 40))),
    ("la API key de Cardnet: {t}", _j((HEX, 40))),
    ("مفتاح API تبع OMT: {t}", _j((ALNUM, 36))),
    ("Whish Money API key: {t}", _j("whm_", (ALNUM, 32))),
    ("Razorpay key secret (Ravi's shop): {t}", _j((ALNUM, 24))),
    ("Razorpay key id {t}", _j("rzp_live_", (ALNUM, 14))),
    ("API की Jio Pay: {t}", _j((HEX, 40))),
    ("GitHub token for the pos repo: {t}", _j("ghp_", (ALNUM, 36))),
    ("gitlab: {t}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe: {t}", _j("sk_live_", (ALNUM, 48))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 64))),
    ("anthropic key {t}", _j("sk-ant-api03-", (URLSAFE, 80), "AA")),
    ("AWS access key id {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("Google Maps key for the marina map: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF token: {t}", _j("hf_", (ALNUM, 34))),
    ("npm publish token {t}", _j("npm_", (ALNUM, 36))),
    ("SendGrid: {t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio auth token {t}", _j((HEX, 32))),
    ("Telegram bot token {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("pypi token {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Mailchimp key {t}", _j((HEX, 32), "-us21")),
    ("Square access token {t}", _j("EAAA", (URLSAFE, 60))),
    ("Shopify admin token {t}", _j("shpat_", (HEX, 32))),
    ("DigitalOcean token {t}", _j("dop_v1_", (HEX, 64))),
    ("Doppler token {t}", _j("dp.st.prd.", (ALNUM, 40))),
    ("Sentry auth token {t}", _j("sntrys_", (ALNUM, 60))),
    ("Tailscale auth key {t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Groq key {t}", _j("gsk_", (ALNUM, 52))),
    ("Notion integration secret {t}", _j("ntn_", (ALNUM, 46))),
    ("Linear API key {t}", _j("lin_api_", (ALNUM, 40))),
    ("Authorization: Bearer {t}", _jwt),
    ("Fly deploy token: {t}", _j("FlyV1 fm2_", (URLSAFE, 80))),
]


def _vendors_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        t = make(rng)
        frame = rng.choice(["{c}", "Ravi: {c}", "ticket MS-{n}: {c}", "note: {c}",
                            ".env.local\n{c}", "Georges pasted: {c}"])  # fmt: skip
        text = frame.format(c=template.format(t=t), n=rng.randrange(1000, 9999))
        out.append(Sample("vendor_token", text, t))
    return out


_BARE = ["{t}", "Kelvin: {t}", "it only shows once, so:\n{t}", "copia questo {t}",
         "ده l token: {t}", "yeh raha {t}", "aquí ta': {t}", "keep: {t}"]  # fmt: skip
_bare = _family("bare_token", _BARE, t=_j((ALNUM, 46)))
_HEXES = ["MARINA_HMAC_KEY={t}", "signing secret for the Dockwa webhook: {t}",
          "encryption_key: {t}", "la llave de cifrado: {t}", "chiave di cifratura {t}",
          "BACKUP_MASTER_KEY = {t}"]  # fmt: skip
_hexes = _family("hex_key", _HEXES, t=v.hex_key)
_JWTS = ["session cookie: {t}", "Authorization: Bearer {t}", "jwt={t}",
         "di app token a {t}", "el token del portal: {t}", "il token JWT: {t}",
         "टोकन: {t}", "access_token: {t}"]  # fmt: skip
_jwts = _family("jwt", _JWTS, t=_jwt)


def _pem(g: random.Random) -> str:
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(4, 8)))
    kind = g.choice(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = ["deploy key for the pos box:\n{t}", "Ravi: ye key daal do\n{t}",
         "cat ~/.ssh/id_mamora\n{t}", "la llave del servidor:\n{t}",
         "chiave privata del router di bordo\n{t}", "tls.key: |\n{t}"]  # fmt: skip
_pems = _family("pem_key", _PEMS, t=_pem)

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian")}
_SEEDS = {
    "Kelvin's wallet backup words: {t}": "english",
    "di 12 word dem fi di crypto: {t}": "english",
    "Elias: l recovery phrase taba3 l wallet: {t}": "english",
    "frase semilla de la billetera de Julio: {t}": "spanish",
    "palabras de recuperación: {t}": "spanish",
    "frase di recupero del wallet di Marco: {t}": "italian",
    "le 24 parole: {t}": "italian",
    "रिकवरी फ्रेज़: {t}": "english",
}


def _seeds_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(rng, list(_SEEDS), n):
        lang = _SEEDS[t]
        words = rng.choice([12, 24, 12, 18])
        bits = {12: 16, 18: 24, 24: 32}[words]
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))
        out.append(Sample("seed_phrase", t.format(t=phrase), phrase))
    return out


_CARDS = ["card fi di fuel order: {c} exp 08/34", "tarjeta {c} vence 11/33",
          "رقم البطاقة {c}", "Georges: l card number {c}", "carta di bordo {c} scad. 02/35",
          "कार्ड नंबर {c}", "charge it to {c}", "Visa on file: {c}",
          "la tarjeta del negocio: {c}", "numero carta: {c}"]  # fmt: skip


def _cards_take(rng: random.Random, n: int) -> list[Sample]:
    brands = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay"]
    out = []
    for t in v.cycle(rng, _CARDS, n):
        number = v.card(rng, rng.choice(brands))
        shown = v.grouped(number, rng.choice([" ", "-", "", " "]), rng)
        out.append(Sample("card_number", t.format(c=shown), shown))
    return out


_CVVS = ["Mastercard ending 4410, the three digits on the back are {c}",
         "el código de seguridad atrás: {c}", "codice di sicurezza sul retro: {c}",
         "CVV {c} for the chandlery card", "el CVV e' {c}", "पीछे वाला CVV {c} है"]  # fmt: skip
_cvvs = _family("card_code", _CVVS, c=_j((D, 3)))

_IBAN_SHAPES = {"LC": "aaaa" + "c" * 24, "VG": "aaaa" + "n" * 16, "DO": "cccc" + "n" * 20,
                "LB": "nnnn" + "c" * 20, "JO": "aaaa" + "nnnn" + "c" * 18,
                "VA": "n" * 18}  # fmt: skip


def _iban_take(rng: random.Random, n: int) -> list[Sample]:
    templates = ["IBAN for the Castries supplier: {i}", "cuenta IBAN de mi mamá: {i}",
                 "IBAN taba3 khalto b Beirut: {i}", "IBAN per il bonifico: {i}",
                 "send it to IBAN {i}", "رقم الآيبان {i}"]  # fmt: skip
    countries = list(_IBAN_SHAPES)
    out = []
    for i, t in enumerate(v.cycle(rng, templates, n)):
        number = v.iban_shaped(rng, countries[i % len(countries)], _IBAN_SHAPES)
        shown = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", t.format(i=shown), shown))
    return out


def _mc(g: random.Random) -> str:
    return v.card(g, "mastercard")


def _cedula(g: random.Random) -> str:
    return v.until(g, _j((D, 11)), do_cedula.is_valid)


def _rnc(g: random.Random) -> str:
    body = "1" + _r(g, D, 7)
    return body + do_rnc.calc_check_digit(body)


def _codfis(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        head = f"{_r(h, UPPER, 6)}{_r(h, D, 2)}{h.choice('ABCDEHLMPRST')}{day:02d}"
        body = head + h.choice("ABDFGHL") + _r(h, D, 3)
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _aadhaar(g: random.Random) -> str:
    number = v.until(g, _j((D, 12)), in_aadhaar.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _pan(g: random.Random) -> str:
    return v.until(g, _j((UPPER, 3), "P", (UPPER, 1), (D, 4), (UPPER, 1)), in_pan.is_valid)


def _nhs(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), gb_nhs.is_valid)


def _sin(g: random.Random) -> str:
    return v.until(g, v.sin_number, ca_sin.is_valid)


def _itin(g: random.Random) -> str:
    return v.until(g, _j("9", (D, 2), "-7", (D, 1), "-", (D, 4)), us_itin.is_valid)


def _iva(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7) + h.choice(["001", "015", "058", "100"])
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, it_iva.is_valid)


_IDS: list[tuple[str, Maker, Callable[[str], bool]]] = [
    ("cédula de Yolanda: {t}", _cedula, do_cedula.is_valid),
    ("mi cédula e' {t}, pa' la remesa", _cedula, do_cedula.is_valid),
    ("RNC del suplidor en Santiago: {t}", _rnc, do_rnc.is_valid),
    ("codice fiscale di Marco: {t}", _codfis, it_cf.is_valid),
    ("il mio codice fiscale è {t}", _codfis, it_cf.is_valid),
    ("partita IVA dell'armatore: {t}", _iva, it_iva.is_valid),
    ("Savitri ka Aadhaar {t} hai", _aadhaar, in_aadhaar.is_valid),
    ("आधार नंबर: {t}", _aadhaar, in_aadhaar.is_valid),
    ("PAN card number of Ravi's uncle: {t}", _pan, in_pan.is_valid),
    ("NHS number (Auntie in Leicester): {t}", _nhs, gb_nhs.is_valid),
    ("Shernell's cousin in Toronto, SIN {t}", _sin, ca_sin.is_valid),
    ("ITIN for Dion's brother in Brooklyn: {t}", _itin, us_itin.is_valid),
]


def _ids_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for t, make, valid in v.cycle(rng, _IDS, n):
        value = make(rng)
        assert valid(value), value
        out.append(Sample("national_id", t.format(t=value), value))
    return out


def _backup_take(rng: random.Random, n: int) -> list[Sample]:
    templates = ["Mamora Google Workspace backup codes:\n{codes}",
                 "códigos de respaldo de la cuenta: {codes}", "codici di backup: {codes}",
                 "backup codes fi di bank app {codes}", "رموز الاحتياط: {codes}",
                 "बैकअप कोड: {codes}", "recovery codes (Dockwa)\n{codes}",
                 "Elias: l backup codes {codes}"]  # fmt: skip
    out = []
    for i, t in enumerate(v.cycle(rng, templates, n)):
        codes = v.backup_codes(rng, rng.randrange(5, 9), i % 4)
        joined = rng.choice(["\n", ", ", " "]).join(codes)
        out.append(Sample("backup_codes", t.format(codes=joined), joined))
    return out


_TOTP = ["otpauth://totp/Mamora:{user}?secret={t}&issuer=Mamora",
         "2FA setup key for the WadadliPay dashboard: {t}",
         "TOTP secret (manual key): {t}", "la clave 2FA del banco: {t}",
         "chiave TOTP: {t}", "2FA ka setup key {t}"]  # fmt: skip
_totp = _family("totp_secret", _TOTP, t=lambda g: v.totp_secret(g, spaced=False))
_CODES = ["{c} is your WadadliPay verification code", "tu código de verificación es {c}",
          "il codice di verifica: {c}", "رمز التحقق: {c}", "आपका OTP {c} है",
          "di code dem sen me a {c}", "Use {c} to sign in to Dockwa",
          "verification code: {c}"]  # fmt: skip
_codes = _family("otp_code", _CODES, c=_j((D, 6)))

_SSIDS = ["Mamora-Shop-5G", "Codrington Lodge Guest", "JollyHbr-Office", "MY Stella Maris Crew",
          "Digicel_Kelvin", "Casa Yolanda"]  # fmt: skip
_WIFI = ["wifi {ssid} / {pw}", "di wifi pass fi {ssid} a {pw}",
         "la clave del wifi ({ssid}) e' {pw}", "password del Wi-Fi {ssid}: {pw}",
         "كلمة سر الواي فاي {ssid}: {pw}", "wifi ka password {pw} hai ({ssid})",
         "WIFI:T:WPA;S:{ssid};P:{pw};;", "Network: {ssid} / key {pw}"]  # fmt: skip


def _wifi_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(rng, _WIFI, n):
        pw = _plain_pw(rng)
        out.append(Sample("wifi_key", t.format(ssid=rng.choice(_SSIDS), pw=pw), pw))
    return out


def _spell_take(rng: random.Random, n: int) -> list[Sample]:
    templates = ["reading it out: {t}", "[voice note] di key a {t}",
                 "letra por letra: {t}", "lettera per lettera: {t}"]  # fmt: skip
    out = []
    for t in v.cycle(rng, templates, n):
        raw = _r(rng, ALNUM, rng.randrange(20, 28))
        sep = rng.choice([" ", " . ", " - ", "·"])
        spelled = sep.join(raw)
        out.append(Sample("spelled_token", t.format(t=spelled), spelled))
    return out


_PINS = ["gate code fi di Jolly Harbour villa: {p}", "PIN del cajero: {p}",
         "il PIN della carta è {p}", "l PIN taba3 l card {p}", "ATM पिन {p} है",
         "alarm code at the English Harbour shop is {p}", "door code Codrington lodge {p}#",
         "SIM pin: {p}"]  # fmt: skip
_pins = _family("pin_code", _PINS, p=lambda g: _r(g, D, g.choice([4, 4, 6])))


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_WORDS, 4))


_PHRASES = ["Bitwarden master passphrase: {t}", "la frase de paso: {t}",
            "passphrase del disco cifrato: {t}", "di passphrase a {t}",
            "KeePassXC passphrase = {t}", "passphrase fi di backup drive: {t}"]  # fmt: skip
_phrases = _family("passphrase", _PHRASES, t=_phrase)


def _basic(g: random.Random) -> str:
    raw = f"{g.choice(_USERS)}:{_plain_pw(g)}"
    return base64.b64encode(raw.encode()).decode()


_AUTH = ["Authorization: Basic {t}", "curl -H 'Authorization: Basic {t}' https://api.mamora.lan",
         "header: Basic {t}", "el header de auth: Basic {t}"]  # fmt: skip
_auth = _family("basic_auth", _AUTH, t=_basic)
_BEARER = ["Authorization: Bearer {t}", "curl -H \"Authorization: Bearer {t}\" https://x.lan",
           "Bearer {t}", "l header: Bearer {t}"]  # fmt: skip
_bearer = _family("bearer_token", _BEARER, t=_j((URLSAFE, 40)))

_CONFIGS = [
    "# .env (pos)\nDB_HOST=10.4.0.12\nDB_PASSWORD={pw}\n",
    "[mysql]\nuser = pos\npassword = {pw}\n",
    'smtp:\n  host: mail.mamora.example\n  password: "{pw}"\n',
    "define('DB_PASSWORD', '{pw}');",
    "spring.datasource.password={pw}",
    '<add key="SmtpPassword" value="{pw}" />',
    'variable "db_password" {{ default = "{pw}" }}',
    "environment:\n  - POSTGRES_PASSWORD={pw}",
    '{{"charter_api": {{"secret": "{pw}"}}}}',
    "db.mamora.lan:5432:charters:pos:{pw}",
    "[dockwa]\napi_secret = {pw}",
    "ssid,psk\nMamora-Shop-5G,{pw}",
    'MAIL_PASSWORD="{pw}"  # Ravi',
    "auth_pass {pw}",
    'contraseña_bd = "{pw}"',
    "password_bordo: {pw}",
    "kelmet_el_ser={pw}",
    "CODRINGTON_SFTP_PASS={pw}",
]
_configs = _family("config_password", _CONFIGS, pw=_plain_pw)

# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled_take, 12), (_cli_take, 36), (_urls, 14),
    (_vendors_take, 50), (_bare, 8), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds_take, 12),
    (_cards_take, 12), (_cvvs, 6), (_iban_take, 12), (_ids_take, 20), (_backup_take, 8),
    (_totp, 6), (_codes, 8), (_wifi_take, 16), (_spell_take, 8), (_pins, 12), (_phrases, 8),
    (_auth, 4), (_bearer, 4), (_configs, 18),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "di office password a", "{s}", _pw),
    ("split_password", "la contraseña del sistema es", "{s} (no la compartas)", _pw),
    ("split_password", "كلمة السر:", "{s}", _pw),
    ("split_password", "kelmet el ser heye", "{s} ya Rania", _pw),
    ("split_password", "la password del plotter è", "{s}", _pw),
    ("split_password", "नया पासवर्ड:", "{s}", _pw),
    ("split_password", "Ravi: laptop ka password", "{s} hai", _pw),
    ("split_password", "Password for the chandlery till:", "{s}\nchange after Sailing Week", _pw),
    ("split_password", "wifi key fi Mamora-Shop-5G", "{s}", _plain_pw),
    ("split_password", "mysql -u pos -p", "{s} stock", _plain_pw),
    ("split_token", "WadadliPay secret key", "{s}", _j("wdp_live_", (ALNUM, 32))),
    ("split_token", "Fygaro API key:", "{s}", _j((HEX, 40))),
    ("split_token", "chiave API di Navionics", "{s}", _j((ALNUM, 40))),
    ("split_seed", "Kelvin's backup words", "{s}", _english_seed),
    ("split_card", "tarjeta:", "{s} vence 09/35", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_shaped(g, "LC", _IBAN_SHAPES)),
    ("split_id", "cédula", "{s}", _cedula),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_pin", "gate code fi di villa:", "{s}", _j((D, 5))),
    ("split_phrase", "Bitwarden passphrase", "{s}", _phrase),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pos": {"url": "https://pos.mamora.lan", "admin_pw": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"كلمة_السر": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "marco.b", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mycli", "-u", "pos", "--password", "{s}", "stock"]}': ("meta_password", _plain_pw),
    '{"transcript": "di freezer monitor password a {s}"}': ("meta_password", _plain_pw),
    '{"bordo": [{"n": "plotter"}, {"n": "rtr", "password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"wadadlipay": {"api_key": "{s}"}}': ("meta_token", _j("wdp_live_", (ALNUM, 32))),
    '{"dockwaToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/35"}}': ("meta_card", _mc),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: v.iban_shaped(g, "DO", _IBAN_SHAPES)),
    '{"crew": {"codice_fiscale": "{s}"}}': ("meta_id", _codfis),
    '{"relative": {"aadhaar": "{s}"}}': ("meta_id", _aadhaar),
    '{"mfa": {"backup_codes": ["{s}", "48213377", "90125584"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"villa": {"gate_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Mamora-Shop-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"pos: add EC$ rounding", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"charters: fix slip dates", usedforsecurity=False).hexdigest()[:9]
_SUM = hashlib.sha256(b"mamora-pos-4.2.1.tar.gz").hexdigest()
_IMAGE = hashlib.sha256(b"registry.mamora.lan/pos:4.2").hexdigest()

CLEAN = [
    "Remind me to change the chandlery till password before Sailing Week.",
    "Kelvin asked for di wifi password; it's on the card behind the counter.",
    "Policy: Mamora passwords are 14 characters or more and live only in the vault.",
    "Please don't paste passwords in WhatsApp; send a vault link instead.",
    "`.env.example` has `WADADLIPAY_KEY=replace-me`; the real key is in the vault.",
    "Replace <YOUR_DOCKWA_KEY> in the README with the key from the Dockwa dashboard.",
    "Nah tell nobody yuh password, yuh hear?",
    "No le digas la contraseña a nadie, mi amor.",
    "لا تعطي كلمة السر لحدا.",
    "ma t2oul l password la 7ada ya habibi",
    "Non dire a nessuno la password del Wi-Fi di bordo.",
    "पासवर्ड किसी को मत बताना।",
    "beta, password kisi ko mat batana",
    "La contraseña debe tener por lo menos catorce caracteres.",
    "La password deve avere almeno quattordici caratteri.",
    f"commit {_COMMIT} adds EC$ rounding to the POS.",
    f"Rolled back to {_SHORT} after the slip dates broke.",
    f"mamora-pos-4.2.1.tar.gz sha256: {_SUM}",
    f"The POS runs registry.mamora.lan/pos@sha256:{_IMAGE}.",
    "Request id 3f1c2a9e-7b44-4d10-8e2f-5a6b7c8d9e01 was the slow one in the Dockwa logs.",
    "Order MS-2032-00871: 12 cases of Wadadli beer, EC$ 1,140.00, delivered Thursday.",
    "Ticket MS-4471: the Jolly Harbour fuel dock pump shows error E-23.",
    "Call the English Harbour shop on +1 268 555 0142 before noon.",
    "Slip B-14 at Jolly Harbour is booked from 2032-12-03 to 2032-12-17.",
    "The ferry to Codrington leaves at 08:30 and costs EC$ 125 return.",
    "Upgraded the POS from 4.1.9 to 4.2.1 and PostgreSQL to 16.4 on Sunday.",
    "After five wrong passwords the POS locks the till for 15 minutes.",
    "The secret of good ducana is grated sweet potato and a little coconut.",
    "Ask Dion for the villa gate code, I don't have it.",
    "My card ending 4410 was declined at the St. John's hardware store.",
    "The Castries supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the WadadliPay account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `FYGARO_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'Mamora-Guest' is open, no password needed.",
    "Invoice INV-2032-0417, 38 ft catamaran haul-out, EC$ 2,450.00 plus 17 % ABST.",
    "Kelvin: di password reset link expire in 30 minutes, check yuh mail.",
    "Yolanda: olvidé la contraseña otra vez, ¿cómo la reseteo?",
    "Marco: il codice fiscale serve per il contratto, lo mando domani.",
    "Ravi: Aadhaar update ke liye mausi ko center jaana padega.",
    "Nadia: bokra mnghayyer l password taba3 l computer.",
    "The PIN pad at the fuel dock is broken; cash only today.",
    "Token limit for the assistant is 8000 tokens per call.",
    "Sailing Week race 4 starts at 10:00; wind ENE 15 to 18 knots.",
    "The Codrington frigatebird tour runs Tuesdays and Fridays, EC$ 90 a head.",
    "Passport photos for the crew list are due by 2032-11-20.",
    "The MMSI of the workboat is on the VHF; call sign is on the licence.",
    "Password strength meter on the Dockwa page says 'weak' for dictionary words.",
    "The door code changes every month; ask the office.",
    "Two-factor login is now required for every Mamora account.",
    "Backup drive rotation: Monday's drive goes to the Codrington lodge safe.",
    "The Jolly Harbour office opens at 07:30 and closes at 16:00 on Saturdays.",
    "EAN 5012345678900 is the case of bottled water on the shelf.",
    "The API key page moved under Settings › Developers in Fygaro's June release.",
    "Version 2.31.0 of requests is pinned until the build is fixed.",
    "Chiara: la password è scaduta, ne chiedo una nuova all'ufficio.",
    "Rafael: el código de seguridad llega por SMS, espera un momento.",
    "Tameka: di gate code change tomorrow, Dion will sen it.",
    "The chandlery sells 3/8 in shackles at EC$ 18.50 each.",
    "Hotline of the St. John's shop: +1 268 555 0199, open daily.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/mamora/pos", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_SUM}", "package": "mamora-pos", "version": "4.2.1"}}',
    '{"ticket": "MS-4471", "order": "MS-2032-00871"}',
    '{"slip": {"id": "B-14", "marina": "Jolly Harbour", "length_ft": 42}}',
    '{"phone": "+1 268 555 0142", "city": "English Harbour"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cases_in_stock": 212}',
    '{"ferry": {"route": "St. John\'s-Codrington", "departs": "08:30"}}',
    '{"invoice": "INV-2032-0417", "total_xcd": 2450.0, "tax": "ABST 17%"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
