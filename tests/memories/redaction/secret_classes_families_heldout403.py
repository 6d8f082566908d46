# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-first's docstring, the
fifth to four-hundred-and-first only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(402, 404, 405), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (403_716_259), password words (a spice, a boat, a parish or a
festival of Grenada, a number and a sign, `Oildown58!`; dot-joined words with a year,
`mace.sloop.2036`; leet `Nutm3g`; random runs with a sign; dashed generator groups; a sloop's
name and a year, `TyrrelQueen#2031`).

The fictional company is Isle of Spice Growers' Guild Ltd. of Grenada: the Gouyave Spice Guild
Co-operative (an invented nutmeg and cocoa co-operative at an invented address on Lower Depradine
Street, Gouyave), Tyrrel Bay Sloop Co. (an invented Carriacou sloop charter, the sloops
`Windward Belle` and `Paradise Runner`) and Lance aux Épines Student Lets, a St George's landlord
renting rooms to medical students. Staff: Rondell Charles (IT), Marcia Bain (fermentery), the
skipper Lennox "Bones" Alexis, the landlord Cuthbert Noel; the Venezuelan traders Yorbelis Salazar
and Keiber Guaiquirima of an invented Güiria peñero; the Martinique yacht broker Solène
Jean-Baptiste of an invented Le Marin brokerage, Marin Yachting Courtage; the Indo-Grenadian shop
family of Suresh, Priya and Dadi Ramdial (Ramdial's Mini Mart, Grenville); and the charter partner
Maarten Visser of an invented Harlingen fleet, Zeilvaart Waddenwind. Every company, person,
address, domain (`spiceguild.lan`, `tyrrelsloop.example`, `lae-lets.example`), account and number
is invented; only the region is real. Texts: WhatsApp and Signal chats, tickets, notes, runbooks,
shell history, config and env files, voice-note transcripts, SMS, e-mails and requests to the
assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `is`, `es`, `c'est`,
`is` in Dutch, `hai`, `है`, a new line, a question then its answer, a value said first and named
after.

Grep counts (heldouts 5 to 401, grep -l): none for `IBAN LY`, `IBAN IQ`, `IBAN SD`, `IBAN XK`,
`nl.brin`, `nl.postcode`, `Hawkins`, `Wekeepa`; one for `IBAN NL`, `IBAN TL`, `fr.accise`; two for
Grenada, Gouyave, Carriacou, Hillsborough, `IBAN BY`; three to nine for `ww is`, `mo de pas`,
nutmeg, `ve.rif`, `nl.btw`, `fr.tva`, `ClickUp`, `Airtable`; twelve to seventeen for `chamo`,
`nl.bsn`, `fr.nir`, `in_.pan`, `in_.gstin`, `in_.aadhaar`, `yuh password`; `mi password` (174),
`la clave` (135), `mot de passe` (169), `पासवर्ड` (66), `wachtwoord is` (23) and `wifi pass`
(371) are common, so other wordings are used beside them (`de ting fuh`, `la vaina es`, `le code
c'est`, `wachtwoordje`, `dukaan wala password`). Languages: about half English, config or shell;
the rest in Grenadian Creole as texted (`wha de password`, `doh tell nobody`, `fuh`, `allyuh`),
the Spanish of Venezuelan traders (`chamo`, `pana`, `vale`, `la clave es`, `epa`), the French of a
Martinique yacht broker (`le mot de passe c'est`, `mdp :`, `identifiants`, `bises`), the Hindi of
an Indo-Grenadian shop family in Devanagari and romanised (`पासवर्ड है`, `beta password ye
hai`), and the Dutch of the charter partner (`het wachtwoord is`, `ww:`, `de code van het hek`,
`groetjes`). The Creole spellings, the Venezuelan texting and the romanised Hindi are my guesses.
Vendors: the invented Spice Ledger, Sloop Bookings, Nutmeg Grader, Lets Portal, Carriacou Pay and
Waddenwind Fleet, plus GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, Hugging Face, npm,
SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Sentry, Doppler, Tailscale, Groq, Postman,
Linear, Flutterwave, Google and AWS shapes. Ids: Venezuela's RIF, the Netherlands' BSN and BTW
number, France's NIR and TVA number, India's PAN, GSTIN and Aadhaar, each drawn until its `stdnum`
module validates it; a Grenadian NIS number, passport and driver's permit, which carry no check
(none written here). IBANs of the Netherlands, France (Martinique), Libya, Iraq, Sudan, Kosovo,
Timor-Leste and Belarus, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English,
Spanish, French and Portuguese lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa,
Mastercard, Amex, Discover, JCB, Diners and UnionPay).
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
from stdnum import luhn, verhoeff
from stdnum.fr import nir as fr_nir
from stdnum.fr import tva as fr_tva
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 403_716_259
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_SPICE = ["Nutmeg", "Mace", "Cocoa", "Clove", "Cinnamon", "Pimento", "Tonka", "Soursop",
          "Callaloo", "Oildown", "Breadfruit", "Sorrel", "Bluggoe", "Dasheen"]  # fmt: skip
_BOAT = ["Sloop", "Bowsprit", "Gaff", "Mainsheet", "Keel", "Tiller", "Jib", "Schooner",
         "Boom", "Halyard", "Windlass", "Cleat"]  # fmt: skip
_PLACES = ["Gouyave", "Sauteurs", "Grenville", "Hillsborough", "Windward", "Tyrrel", "Lauriston",
           "Paradise", "Harvey Vale", "Grand Anse", "Morne Rouge", "Victoria", "Belmont",
           "Petite Martinique", "Lance aux Epines", "True Blue"]  # fmt: skip
_FEAST = ["Spicemas", "JabJab", "Fisherman", "Regatta", "Parang", "Shortknee", "Jouvert"]
_NAMES = ["rondell", "marcia", "lennox", "cuthbert", "yorbelis", "keiber", "solene", "suresh",
          "priya", "maarten", "kenisha", "devon", "akil", "shermaine"]  # fmt: skip
_SYM = "!#$%&*?@+=^~"
_LEET = ["Nutm3g", "C0c0a", "Sp1c3m4s", "M4c3", "Gr3n4d4", "Sl00p", "C4rr14c0u", "G0uy4v3"]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _sym(g: random.Random) -> str:
    return g.choice(_SYM)


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SPICE)}{g.randrange(10, 100)}{_sym(g)}",
    lambda g: (
        ".".join(w.lower() for w in (g.choice(_SPICE), g.choice(_BOAT)))
        + f".{g.randrange(2024, 2040)}"
    ),
    lambda g: g.choice(_LEET) + str(g.randrange(100, 1000)) + _sym(g),
    lambda g: _r(g, ALNUM + "!$%&?", 15),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_PLACES).replace(' ', '')}Queen{_sym(g)}{g.randrange(2020, 2040)}",
    lambda g: f"{g.choice(_FEAST)}{g.choice(_BOAT)}{g.randrange(10, 100)}{_sym(g)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1965, 2008)}{_sym(g)}{g.choice(_SPICE)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + _sym(g),
    lambda g: (
        f"{g.choice(_SPICE).lower()}_{g.choice(_PLACES).split()[0].lower()}_{g.randrange(10, 100)}"
    ),
    lambda g: _r(g, ALNUM, 16),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _family(cls: str, templates: list[str], make: Maker, **fixed: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.fill(rng, cls, templates, n, make, **fixed)

    return take


_USERS = ["rondell", "mbain", "lennox.alexis", "cnoel", "yorbelis", "keiber.g", "solene.jb",
          "suresh.ramdial", "priya", "mvisser", "admin", "root", "ops"]  # fmt: skip

_LABELLED = [
    "WhatsApp, Rondell: the Nutmeg Grader tablet password is {pw}",
    "Ticket SG-2291: fermentery scale web login reset, new password: {pw}",
    "Note to self: pool station 3 laptop password = {pw}",
    "Signal from Lennox: Windward Belle chartplotter password -> {pw}",
    "runbook, cocoa dryer PLC: admin password → {pw}",
    "SMS from Cuthbert: the Lets Portal password => {pw}",
    "password | {pw}",
    "Guild office NAS :: password :: {pw}",
    "Receipting PC\tpassword\t{pw}",
    "password:\n{pw}",
    "Marcia's e-mail: the password for the fermentery camera DVR is now {pw}",
    "Voice note transcript: okay so the new Sloop Bookings password is {pw} got it",
    "The password for the Gouyave weighbridge terminal was changed to {pw} today.",
    "Please remember for me: the Hillsborough office printer admin password is {pw}",
    "Windward Belle VHF/AIS web UI — pass: {pw}",
    "Tenant handbook draft, room 4 smart lock app password / {pw}",
    "pw={pw}",
    "Password (Spice Ledger, finance user): {pw}",
    "Email from Solène to the guild: your broker portal password: {pw}",
    "Can you store this? cold-room logger password {pw}",
    "new nutmeg receiving station pwd: {pw}",
    "Ticket SG-2317 closed. Temp password given to the clerk: {pw}",
    "passwd for the cocoa warehouse UPS card is {pw}",
    "Lennox (Signal): the Paradise Runner starlink router admin pass {pw}",
    "Lets Portal › Settings › Security › Password: {pw}",
]
_CREOLE = [
    "Rondell: boy wha de password fuh de grader tablet again?\nMarcia: {pw}",
    "Marcia: de fermentery computer password is {pw} doh tell nobody eh",
    "Lennox: allyuh de boat wifi password change, it is {pw} now",
    "Cuthbert: de ting fuh de tenant portal is {pw}, write it down",
    "Kenisha: mi password fuh de guild email is {pw} but doh share it",
    "wha de password fuh de receiving station? {pw} — same as last crop",
    "Devon: password fuh de weighbridge: {pw}",
    "Akil: yuh need de dryer login? password is {pw} boss",
    "Lennox: de chartplotter password? is {pw}, Bones set it",
    "Shermaine: {pw} — dat is de office printer password, doh lose it",
]
_SPANISH = [
    "Yorbelis: chamo la clave del portal es {pw}, vale?",
    "Keiber: pana, te paso la contraseña del correo: {pw}",
    "epa, la vaina es {pw} para entrar al sistema de pedidos",
    "Yorbelis: la contraseña nueva del peñero (el router) → {pw}",
    "Keiber: clave: {pw}\nno se la pases a nadie chamo",
    "mi pana, contraseña del banco de la empresa es {pw}, bórralo después",
    "Yorbelis: ¿cuál es la clave del wifi de la cooperativa?\nMarcia: {pw}",
    "Keiber: {pw} esa es la clave del portal de pedidos, vale",
]
_FRENCH = [
    "Solène : le mot de passe du portail courtier c'est {pw}",
    "Solène : mdp : {pw}\nbises",
    "Solène : voici le nouveau mot de passe pour l'espace propriétaire : {pw}",
    "Bonjour Lennox, le mot de passe de la box du catamaran est {pw}. Bonne journée, Solène",
    "Solène : mot de passe = {pw} (compte Marin Yachting Courtage)",
    "Solène : {pw} — c'est le mot de passe du coffre, ne le transmets pas",
    "Le code d'accès à l'extranet : {pw}. Cordialement, Solène Jean-Baptiste",
]
_HINDI = [
    "Suresh: beta, dukaan ke computer ka password ye hai: {pw}",
    "Priya: पासवर्ड है {pw}",
    "Dadi ko bolo, till machine ka password {pw} hai",
    "Suresh: dukaan wala password {pw} hai, kisi ko mat batana",
    "Priya: ईमेल का पासवर्ड: {pw}",
    "Suresh: नया पासवर्ड {pw} रखा है, याद रखना",
    "Priya: bhaiya, POS ka password change kar diya → {pw}",
]
_DUTCH = [
    "Maarten: het wachtwoord van de vlootportal is {pw}",
    "Maarten: ww: {pw}\ngroetjes",
    "Maarten: nieuw wachtwoordje voor de boot-router → {pw}",
    "Maarten: inloggen op Waddenwind Fleet met wachtwoord {pw}, groetjes uit Harlingen",
    "Maarten: wachtwoord = {pw} (boekingssysteem)",
    "Maarten: {pw} is het wachtwoord van de charterkluis, niet doorsturen hè",
    "Maarten: het wachtwoord is gewijzigd naar {pw}",
]
_QA = [
    "Rondell: what's the Spice Ledger admin password?\nMarcia: {pw}",
    "Q: password for the Sauteurs buying post laptop?\nA: {pw}",
    "Akil: pass for the fermentery wifi?\nRondell: {pw}",
    "{pw} — that's the password for the dryer's HMI, don't change it",
    "type {pw}; that's the admin password on the grader tablet",
    "I set {pw} for the Lets Portal, write it in the book",
    "Lennox: sloop laptop login?\nBones: {pw}",
]

_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "{u} / {pw}",
    "user {u} pass {pw}",
    "Spice Ledger — username: {u}, password: {pw}",
    "u={u} p={pw}",
    "sign in as {u} with {pw}",
    "{u}@spiceguild.lan:{pw}",
    "| {u} | {pw} | grader tablet |",
    "Solène : identifiants {u} / {pw}",
    "Keiber: usuario {u} y clave {pw}",
    "Maarten: gebruikersnaam {u}, wachtwoord {pw}",
    "Suresh: user {u}, password {pw} hai",
    "Cuthbert: login {u} and {pw} fuh de portal",
]
_URLS = [
    "postgres://{u}:{pw}@db.spiceguild.lan:5432/ledger",
    "mysql://{u}:{pw}@bookings.tyrrelsloop.example/charters",
    "https://{u}:{pw}@nas.spiceguild.lan/share",
    "ftp://{u}:{pw}@ftp.lae-lets.example/leases",
    "amqp://{u}:{pw}@mq.spiceguild.lan:5672/",
    "redis://:{pw}@cache.spiceguild.lan:6379/0",
    "mongodb://{u}:{pw}@mongo.tyrrelsloop.example/bookings?authSource=admin",
    "smtp://{u}:{pw}@mail.lae-lets.example:587",
    "export DATABASE_URL=postgresql://{u}:{pw}@10.12.0.4/spiceledger",
]
_CLI = [
    "$ sshpass -p '{pw}' ssh ops@grader.spiceguild.lan",
    "mysql -u {u} -p'{pw}' -h db.tyrrelsloop.example charters",
    "$ redis-cli -a '{pw}' -h cache.spiceguild.lan",
    "docker login -u {u} -p '{pw}' registry.spiceguild.lan",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "curl -u {u}:{pw} https://ledger.spiceguild.lan/api/lots",
    "smbclient //nas.spiceguild.lan/fermentery -U {u}%{pw}",
    "ldapsearch -x -D cn={u},dc=spiceguild,dc=lan -w '{pw}' uid=marcia",
    "sqlcmd -S 10.12.0.9 -U sa -P '{pw}' -Q 'select 1'",
    "zip -P '{pw}' payroll_2033.zip payroll_2033.xlsx",
    "7z a -p'{pw}' leases.7z leases/",
    "openssl enc -aes-256-cbc -in tenants.csv -out tenants.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c crop_report.pdf",
    "plink -ssh {u}@sloop-pi.tyrrelsloop.example -pw {pw}",
    "xfreerdp /v:10.12.0.20 /u:{u} /p:{pw}",
    "net use Z: \\\\nas\\guild {pw} /user:{u}",
    "lftp -u {u},{pw} sftp://backup.spiceguild.lan",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.12.0.30 -U admin -P '{pw}' power status",
    "mosquitto_pub -h mqtt.spiceguild.lan -u {u} -P '{pw}' -t dryer/1 -m on",
    "keytool -genkey -alias ledger -keystore ledger.jks -storepass '{pw}'",
    "pg_dump 'host=db.spiceguild.lan user={u} password={pw}' ledger > ledger.sql",
    "mongosh 'mongodb://db.tyrrelsloop.example' -u {u} -p '{pw}'",
    "CREATE USER grader IDENTIFIED BY '{pw}';",
    "psql> ALTER ROLE {u} WITH PASSWORD '{pw}';",
    "sqlplus {u}/{pw}@LEDGER",
    "twine upload -u {u} -p '{pw}' dist/*",
    "cqlsh db.spiceguild.lan -u {u} -p '{pw}'",
]
_STDIN = [
    "echo '{pw}' | docker login -u {u} --password-stdin registry.tyrrelsloop.example",
    "echo '{pw}' | sudo -S systemctl restart grader",
    "printf '%s\\n' '{pw}' | passwd --stdin {u}",
    "kinit {u}@SPICEGUILD.LAN <<< '{pw}'",
    "helm registry login charts.spiceguild.lan -u {u} --password-stdin <<< '{pw}'",
    "echo -n '{pw}' | podman secret create ledger_db_pw -",
    "echo '{pw}' | kinit {u}",
    "podman login -u {u} --password-stdin quay.spiceguild.lan <<< {pw}",
]
_CONFIGS = [
    "DB_PASSWORD={pw}",
    'SPICE_LEDGER_PASSWORD="{pw}"',
    "  password: {pw}",
    "smtp_pass = '{pw}'",
    "[database]\nhost = db.spiceguild.lan\nuser = {u}\npassword = {pw}",
    "define('DB_PASSWORD', '{pw}');",
    "spring.datasource.password={pw}",
    '<add key="LedgerPassword" value="{pw}" />',
    "db.spiceguild.lan:5432:ledger:{u}:{pw}",
    'variable "db_password" {{ default = "{pw}" }}',
    'MAIL_PASSWORD: "{pw}"',
    "auth_pass {pw}",
    "export GRADER_ADMIN_PASS='{pw}'",
    '"password": "{pw}",',
    "requirepass {pw}",
    "ssid,psk\nGuild-Office,{pw}",
    "smtp_password,{pw}",
    "bindpw {pw}",
]

_VENDOR_SHAPES: list[tuple[str, Maker]] = [
    ("GitHub", _j("ghp_", (ALNUM, 36))),
    ("GitHub", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("GitLab", _j("glpat-", (URLSAFE, 20))),
    ("Slack", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", _j("sk_live_", (ALNUM, 32))),
    ("Stripe", _j("rk_live_", (ALNUM, 32))),
    ("OpenAI", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Hugging Face", _j("hf_", (ALNUM, 34))),
    ("npm", _j("npm_", (ALNUM, 36))),
    ("SendGrid", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", _j("SK", (HEX, 32))),
    ("Telegram", lambda g: f"{g.randrange(10**9, 10**10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Shopify", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", _j("dop_v1_", (HEX, 64))),
    ("Sentry", _j("sntrys_", (ALNUM, 60))),
    ("Doppler", _j("dp.st.prd.", (ALNUM, 40))),
    ("Tailscale", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30))),
    ("Groq", _j("gsk_", (ALNUM, 52))),
    ("Postman", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Linear", _j("lin_api_", (ALNUM, 40))),
    ("Flutterwave", _j("FLWSECK_TEST-", (HEX, 32), "-X")),
    ("Google", _j("AIza", (URLSAFE, 35))),
    ("AWS", _j("AKIA", (UPPER_DIGITS, 16))),
]
_VENDOR_FRAMES = [
    "Rondell: {v} token for the guild CI is {k}",
    "{v} key: {k}",
    "export TOKEN={k}  # {v}",
    "Ticket SG-2340: rotated the {v} secret, new one {k}",
    "Maarten: de {v} sleutel is {k}",
    "Keiber: chamo el token de {v}: {k}",
    "Solène : la clé {v} → {k}",
    "note: {v} → {k}",
    "Priya: {v} ka token {k} hai",
    "Marcia: de {v} ting is {k}",
]
_INVENTED: list[tuple[str, Maker]] = [
    ("Spice Ledger", _j((HEX, 40))),
    ("Sloop Bookings", lambda g: v.uuid4(g, "b")),
    ("Nutmeg Grader", _j((ALNUM, 32))),
    ("Lets Portal", _j((HEX, 32))),
    ("Carriacou Pay", _j((ALNUM, 40))),
    ("Waddenwind Fleet", lambda g: v.uuid4(g, "8")),
]
_INVENTED_FRAMES = [
    "{v} API key: {k}",
    "API key for {v}: {k}",
    "Integrations › {v}: {k}",
    "{v} integration broken, current key {k}",
    "Maarten: API-sleutel {v}: {k}",
    "Solène : clé d'API {v} : {k}",
    "Keiber: la clave API de {v} es {k}",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    shapes = v.cycle(rng, _VENDOR_SHAPES, n)
    for vendor, make in shapes:
        key = make(rng)
        text = rng.choice(_VENDOR_FRAMES).format(v=vendor, k=key)
        out.append(Sample("vendor_token", text, key))
    return out


def _invented(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for frame in v.cycle(rng, _INVENTED_FRAMES, n):
        vendor, make = rng.choice(_INVENTED)
        key = make(rng)
        out.append(Sample("invented_vendor_key", frame.format(v=vendor, k=key), key))
    return out


_BARE = [
    "Rondell pasted this in the group by mistake: {pw}",
    "{pw}",
    "Authorization: Bearer {pw}",
    "curl -H 'X-Auth: {pw}' https://ledger.spiceguild.lan/v2/lots",
    "Marcia: wha is dis {pw} in de config?",
    "session cookie sid={pw}",
    "Maarten: hier is hij {pw}",
    "Keiber: {pw} ← pégalo en el panel",
]
_HEXES = [
    "AES key for the tenant backups: {pw}",
    "ENCRYPTION_KEY={pw}",
    "Lennox: de chartplotter pairing key {pw}",
    "secret_key_base: {pw}",
    "HMAC secret → {pw}",
    "Maarten: versleutelingssleutel {pw}",
    "LoRa AppKey {pw}",
    "master.key\n{pw}",
    "{pw}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_NAMES), "iss": "ledger.spiceguild.lan",
                     "iat": g.randrange(1_900_000_000, 2_000_000_000)})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "Rondell: the ledger session token is {pw}",
    "LEDGER_JWT={pw}",
    "Keiber: el token del portal {pw}",
    "cookie: access_token={pw}",
    "Maarten: token voor de API → {pw}",
    "{pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(4, 8)))
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = [
    "Rondell: here's the grader server key, keep it safe\n{pw}",
    "{pw}",
    "deploy key for the sloop Pi:\n{pw}\n",
    "Maarten: sleutel van de vlootserver:\n{pw}",
    "tls.key: |\n{pw}",
    "Solène : la clé privée du serveur :\n{pw}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french", "portuguese")}


def _seed(g: random.Random, lang: str = "english") -> str:
    words = g.choice([12, 12, 15, 18, 24])
    size = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))


_SEEDS: list[tuple[str, str]] = [
    ("Rondell: guild treasury wallet recovery phrase: {pw}", "english"),
    ("seed words for the cocoa futures wallet\n{pw}", "english"),
    ("Lennox: de wallet words is {pw}", "english"),
    ("Keiber: la frase semilla de la billetera es {pw}", "spanish"),
    ("Yorbelis: palabras de recuperación: {pw}", "spanish"),
    ("Solène : phrase de récupération du portefeuille : {pw}", "french"),
    ("Solène : les 12 mots : {pw}", "french"),
    ("Maarten: herstelzin: {pw}", "english"),
    ("Priya: wallet ke words {pw}", "english"),
    ("backup da carteira do Keiber: {pw}", "portuguese"),
    ("{pw}", "english"),
    ("Marcia: mnemonic fuh de Ledger Nano — {pw}", "english"),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, lang in v.cycle(rng, _SEEDS, n):
        phrase = _seed(rng, lang)
        if rng.random() < 0.3:
            phrase = "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.format(pw=phrase), phrase))
    return out


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay"]
_CARDS = [
    "card number {pw} exp 09/35",
    "Cuthbert: tenant paid with {pw}, keep on file",
    "Keiber: la tarjeta es {pw} vence 04/34",
    "Solène : carte {pw} exp 11/33",
    "Priya: card {pw} hai, expiry 02/36",
    "Maarten: creditcard {pw} geldig tot 07/35",
    "Lennox: charter deposit card {pw}",
    "{pw}",
    "CC: {pw}",
    "Marcia: de guild card number {pw} fuh de fertilizer order",
]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CARDS, n):
        number = v.card(rng, rng.choice(_BRANDS))
        shown = v.grouped(number, rng.choice([" ", "-", "", "."]), rng)
        out.append(Sample("card_number", template.format(pw=shown), shown))
    return out


_CVVS = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "Keiber: el código de seguridad es {pw}",
    "Solène : cryptogramme visuel {pw}",
    "the three digits on the back are {pw}",
    "Maarten: beveiligingscode {pw}",
]

_IBAN_SHAPES = {
    "NL": "aaaa" + "n" * 10, "FR": "n" * 10 + "c" * 11 + "nn", "LY": "n" * 21,
    "IQ": "aaaa" + "n" * 15, "SD": "n" * 14, "XK": "n" * 16, "TL": "n" * 19,
    "BY": "cccc" + "n" * 4 + "c" * 16,
}  # fmt: skip
_IBANS = [
    "IBAN {pw}",
    "Maarten: ons IBAN is {pw}",
    "Solène : RIB / IBAN : {pw}",
    "pay the sloop deposit to {pw}",
    "Keiber: la cuenta IBAN {pw}",
    "beneficiary account: {pw}",
    "Priya: bhaiya ka IBAN {pw} hai",
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, country in zip(
        v.cycle(rng, _IBANS, n), v.cycle(rng, list(_IBAN_SHAPES), n), strict=True
    ):
        number = v.iban_shaped(rng, country, _IBAN_SHAPES)
        shown = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.format(pw=shown), shown))
    return out


def _bsn(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), nl_bsn.is_valid)


def _btw(g: random.Random) -> str:
    return v.until(g, lambda h: f"NL{_bsn(h)}B{_r(h, D, 2)}", nl_btw.is_valid)


def _nir(g: random.Random) -> str:
    body = f"{g.choice('12')}{g.randrange(60, 100)}{g.randrange(1, 13):02d}972{_r(g, D, 5)}"
    return body + fr_nir.calc_check_digits(body)


def _tva(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        siren = _r(h, D, 8)
        siren += luhn.calc_check_digit(siren)
        return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"

    return v.until(g, make, fr_tva.is_valid)


def _pan(g: random.Random) -> str:
    return v.until(g, lambda h: f"{_r(h, UPPER, 3)}P{_r(h, UPPER, 1)}{_r(h, D, 4)}"
                   f"{_r(h, UPPER, 1)}", in_pan.is_valid)  # fmt: skip


def _gstin(g: random.Random) -> str:
    return v.until(g, lambda h: f"{h.randrange(1, 36):02d}{_pan(h)}{h.randrange(1, 10)}Z"
                   f"{h.choice(UPPER_DIGITS)}", in_gstin.is_valid)  # fmt: skip


def _aadhaar(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = str(h.randrange(2, 10)) + _r(h, D, 10)
        number = body + verhoeff.calc_check_digit(body)
        return f"{number[:4]} {number[4:8]} {number[8:]}"

    return v.until(g, make, in_aadhaar.is_valid)


def _rif(g: random.Random) -> str:
    body = g.choice("VJ") + _r(g, D, 8)
    return body + ve_rif.calc_check_digit(body)


_IDS: list[tuple[str, Maker]] = [
    ("Maarten: mijn BSN is {pw}", _bsn),
    ("BSN: {pw}", _bsn),
    ("Waddenwind BTW-nummer {pw}", _btw),
    ("Solène : mon numéro de sécu {pw}", _nir),
    ("NIR : {pw}", _nir),
    ("Marin Yachting Courtage, numéro de TVA {pw}", _tva),
    ("Suresh: PAN card number {pw}", _pan),
    ("Priya: मेरा PAN {pw} है", _pan),
    ("Ramdial's Mini Mart GSTIN (Delhi supplier) {pw}", _gstin),
    ("Dadi ka Aadhaar number {pw} hai", _aadhaar),
    ("Aadhaar: {pw}", _aadhaar),
    ("Keiber: el RIF de la empresa es {pw}", _rif),
    ("RIF {pw}", _rif),
]
_UNCHECKED: list[tuple[str, Maker]] = [
    ("Marcia: mi NIS number is {pw}", _j((D, 6))),
    ("Lennox passport no. {pw}", _j("GD", (D, 7))),
    ("Cuthbert: tenant driver's permit number {pw}", _j("D", (D, 8))),
    ("Kenisha NIS: {pw}", _j((D, 6))),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n - 4):
        value = make(rng)
        out.append(Sample("national_id", template.format(pw=value), value))
    for template, make in _UNCHECKED:
        value = make(rng)
        out.append(Sample("national_id_unchecked", template.format(pw=value), value))
    return out


def _otpauth(g: random.Random) -> str:
    return v.totp_secret(g, spaced=False)


_TOTP = [
    "TOTP secret for the Spice Ledger admin: {pw}",
    "2FA setup key: {pw}",
    "otpauth://totp/SpiceGuild:rondell?secret={pw}&issuer=SpiceGuild",
    "Maarten: de 2FA-sleutel is {pw}",
    "Keiber: la clave TOTP {pw}",
    "can't scan the QR code, manual key {pw}",
]
_OTP = [
    "Your Carriacou Pay verification code is {pw}",
    "{pw} is your Sloop Bookings verification code",
    "Use {pw} to sign in to Spice Ledger",
    "Keiber: el código de verificación es {pw}",
    "Solène : le code de vérification : {pw}",
    "Maarten: verificatiecode {pw}",
    "Priya: OTP aaya hai {pw}",
    "Marcia: de code dey send is {pw}",
    "one-time code: {pw}",
    "Lets Portal login code {pw}, expires in 10 min",
]
_BACKUPS = [
    "Spice Ledger 2FA backup codes:\n{pw}",
    "recovery codes: {pw}",
    "Maarten: herstelcodes voor de vlootportal\n{pw}",
    "Keiber: códigos de respaldo {pw}",
    "Solène : codes de secours\n{pw}",
    "backup codes fuh de guild email {pw}",
    "Priya: Google backup codes — {pw}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUPS, n):
        codes = v.backup_codes(rng, rng.choice([5, 6, 8]), rng.randrange(4))
        sep = "\n" if "\n" in template else ", "
        listed = sep.join(codes)
        out.append(Sample("backup_codes", template.format(pw=listed), listed))
    return out


_WIFI_PICKS: list[Maker] = [
    lambda h: f"{h.choice(_SPICE)}{h.choice(_PLACES).split()[0]}{h.randrange(10, 100)}",
    lambda h: _r(h, ALNUM, 12),
    lambda h: "-".join(w.lower() for w in h.sample(_SPICE, 3)),
    lambda h: _r(h, LOWER_DIGITS, 10),
]


def _wifi_key(g: random.Random) -> str:
    return g.choice(_WIFI_PICKS)(g)


_WIFI = [
    "wifi: Guild-Fermentery / {pw}",
    "network GouyaveSpice 5G key {pw}",
    "WIFI:T:WPA;S:TyrrelBay-Sloop;P:{pw};;",
    "Cuthbert: de wifi fuh room 3 is LAE-Lets-3, password {pw}",
    "Solène : wifi du bateau : WindwardBelle, clé {pw}",
    "Keiber: el wifi es Peñero-Guiria y la clave {pw}",
    "Maarten: wifi Waddenwind Gast, wachtwoord {pw}",
    "Priya: dukaan ka wifi password {pw}",
    "WPA key for the office: {pw}",
    "wifi Casa Guild / {pw}",
    "Rondell: wifi? \nMarcia: {pw}",
    "SSID: Spice-Office\nPassphrase: {pw}",
    'psk="{pw}"',
    "Lennox: de boat wifi key {pw}",
    "network (Lets-Lance-5G) uses {pw}",
    "{pw} — that's the wifi password for the student house",
]
_LOCKS = [
    "gate code: {pw}",
    "Cuthbert: de front door code is {pw}#",
    "the PIN for the guild card is {pw}",
    "Lennox: padlock on de dinghy is {pw}",
    "alarm code for the fermentery → {pw}",
    "Keiber: el PIN de la tarjeta es {pw}",
    "Solène : le code du portail c'est {pw}",
    "Maarten: de code van het hek is {pw}",
    "Priya: ATM PIN {pw} hai",
    "keypad code, room 6: {pw}",
    "safe combination {pw}",
    "lockbox at the Lance aux Épines house: {pw}",
    "Marcia: de cold room keypad is {pw}",
    "SIM PIN {pw}",
]


def _lock(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_PHRASE_WORDS = ["nutmeg", "harbour", "mace", "pelican", "lantern", "sloop", "mango", "drum",
                 "cocoa", "anchor", "breeze", "calabash", "turtle", "sorrel", "coral",
                 "hibiscus"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "KeePass master passphrase is {pw}",
    "Maarten: wachtzin: {pw}",
    "the backup disk passphrase → {pw}",
    "Solène : phrase de passe « {pw} »",
    "BORG_PASSPHRASE='{pw}'",
    "Rondell: vault passphrase {pw}",
    'gpg passphrase "{pw}"',
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " "]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    frames = [
        ("the password is the word {w} followed by {d}", ""),
        ("Lennox: de password is de word {w} and den {d}", ""),
        ("Maarten: het wachtwoord is het woord {w} en dan {d}", ""),
        ("{W} with a capital first letter and {d} at the end, that's the grader login", ""),
        ("Keiber: la clave es la palabra {w} y el número {d}", ""),
        ("the name of our dog, {W}, followed by {d}", ""),
        ("type {w}, then {d}; that's the admin password", ""),
        ("Solène : le mot de passe c'est le mot {w} suivi de {d}", ""),
        ("Marcia: password is {w} den {d}, all small letters", ""),
        ("Priya: password hai {w} aur phir {d}", ""),
    ]
    for template, _ in v.cycle(rng, frames, n):
        word = rng.choice(_SPICE + _BOAT + ["Biscuit", "Kaiso", "Pepperpot"]).lower()
        digits = str(rng.randrange(100, 10_000))
        text = template.format(w=word, W=word.capitalize(), d=digits)
        secret = word.capitalize() if "{W}" in template else word
        out.append(Sample("spelled_password", text, secret))
    return out


def _spaced_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    frames = [
        "Rondell read it over the phone: {k}",
        "token, letter by letter: {k}",
        "Lennox: key is {k}",
        "Maarten: sleutel in stukjes {k}",
        "API key in groups: {k}",
    ]
    for i, frame in enumerate(v.cycle(rng, frames, n)):
        raw = "ghp_" + _r(rng, ALNUM, 36) if i % 2 == 0 else _r(rng, ALNUM, 24)
        if i % 3 == 0:
            shown = " ".join(raw)
        elif i % 3 == 1:
            shown = " - ".join(raw[j : j + 4] for j in range(0, len(raw), 4))
        else:
            shown = "·".join(raw[j : j + 2] for j in range(0, len(raw), 2))
        out.append(Sample("spaced_token", frame.format(k=shown), shown))
    return out


# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_family("password", _LABELLED, _pw), 28),
    (_family("password_creole", _CREOLE, _pw), 12),
    (_family("password_spanish", _SPANISH, _pw), 9),
    (_family("password_french", _FRENCH, _pw), 8),
    (_family("password_hindi", _HINDI, _pw), 8),
    (_family("password_dutch", _DUTCH, _pw), 8),
    (_family("password_qa", _QA, _pw), 10),
    (_family("login", _LOGINS, _pw, u=_USERS), 20),
    (_family("url_credentials", _URLS, _plain_pw, u=_USERS), 12),
    (_family("cli_password", _CLI, _plain_pw, u=_USERS), 30),
    (_family("stdin_password", _STDIN, _plain_pw, u=_USERS), 8),
    (_family("config_password", _CONFIGS, _plain_pw, u=_USERS), 20),
    (_vendors, 30),
    (_invented, 14),
    (_family("bare_token", _BARE, _j((ALNUM, 40))), 8),
    (_family("hex_key", _HEXES, _j((HEX, 64))), 9),
    (_family("jwt", _JWTS, _jwt), 7),
    (_family("pem_key", _PEMS, _pem), 6),
    (_seeds, 12),
    (_cards, 12),
    (_family("card_code", _CVVS, _j((D, 3))), 6),
    (_ibans, 14),
    (_ids, 20),
    (_family("totp_secret", _TOTP, _otpauth), 6),
    (_family("one_time_code", _OTP, _j((D, 6))), 10),
    (_backups, 7),
    (_family("wifi_key", _WIFI, _wifi_key), 16),
    (_family("pin_code", _LOCKS, _lock), 14),
    (_family("passphrase", _PHRASES, _phrase), 8),
    (_spelled, 10),
    (_spaced_tokens, 8),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the grader tablet password is", "{s}", _pw),
    ("split_password", "Spice Ledger pw:", "{s} (since the crop audit)", _pw),
    ("split_password", "de password fuh de dryer is", "{s}", _pw),
    ("split_password", "la clave del portal es", "{s}, vale", _pw),
    ("split_password", "le mot de passe c'est", "{s}", _pw),
    ("split_password", "het wachtwoord is", "{s}\ngroetjes", _pw),
    ("split_password", "पासवर्ड है", "{s}", _pw),
    ("split_password", "Lets Portal password", "{s}\nchange it after move-in", _pw),
    ("split_password", "the password Bones read out on the VHF was", "{s}, I think", _pw),
    ("split_password", "login rondell /", "{s}", _pw),
    ("split_token", "Spice Ledger API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s} (guild CI)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Sloop Bookings client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "treasury wallet words", "{s}", _seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(
        v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(v.iban_shaped(g, "LY", _IBAN_SHAPES))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "BSN", "{s}", _bsn),
    ("split_wifi", "wifi Guild-Office password", "{s}", _wifi_key),
    ("split_pin", "gate code", "{s}#", _lock),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


def _mc_card(g: random.Random) -> str:
    return v.grouped(v.card(g, "mastercard"), " ", g)


def _nl_iban(g: random.Random) -> str:
    return v.iban_shaped(g, "NL", _IBAN_SHAPES)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"grader": {"host": "grader.lan", "admin_password": "{s}"}}', _plain_pw),
    ("meta_password", '{"account": {"user": "cnoel", "passwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"wachtwoord": "{s}"}', _plain_pw),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"mot_de_passe": "{s}"}', _plain_pw),
    ("meta_password", '{"पासवर्ड": "{s}"}', _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "lennox", "--password", "{s}"]}', _plain_pw),
    ("meta_password", '{"note": "de dryer password is {s}"}', _plain_pw),
    ("meta_password", '{"rooms": [{"n": 1}, {"n": 2, "lock_app_password": "{s}"}]}', _plain_pw),
    ("meta_token", '{"spice_ledger": {"api_key": "{s}"}}', _j((HEX, 40))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"stripeSecret": "{s}"}', _j("sk_live_", (ALNUM, 32))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "08/35"}}', _mc_card),
    ("meta_iban", '{"charter_partner": {"iban": "{s}"}}', _nl_iban),
    ("meta_id", '{"tenant": {"aadhaar": "{s}"}}', _aadhaar),
    ("meta_otp", '{"2fa": {"backup": ["{s}", "48213907", "77120364"]}}', _j((D, 8))),
    ("meta_seed", '{"treasury_wallet": {"seed_words": "{s}"}}', _seed),
    ("meta_key", '{"lora": {"app_key": "{s}"}}', _j((HEX.upper(), 32))),
    ("meta_pin", '{"dinghy": {"padlock_code": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "TyrrelBay-Sloop", "psk": "{s}"}}', _wifi_key),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for cls, text, make in _METADATA]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"grader-firmware-2.7.1.bin").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: add mace grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bookings: revert deposit rule", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"crop_2033-07.csv", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"registry.spiceguild.lan/ledger:3.1").hexdigest()

CLEAN = [
    "Remind me to change the grader tablet password before the crop audit on 2033-08-14.",
    "Marcia asked for the fermentery wifi password; it's in the office safe binder.",
    "Policy: guild passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the WhatsApp group; share a vault link.",
    "The `.env.example` line `SPICE_LEDGER_API_KEY=changeme` is a placeholder.",
    "Replace <YOUR_SLOOP_BOOKINGS_KEY> in the README with the key from your dashboard.",
    "Marcia: doh put no password in de group chat, allyuh hear?",
    "Lennox: boy I forget de password again, call Rondell",
    "Keiber: chamo, no me mandes la clave por aquí, mejor en persona",
    "Yorbelis: la contraseña tiene que tener catorce caracteres, vale",
    "Solène : ne m'envoie jamais de mot de passe par SMS, bises",
    "Solène : le mot de passe doit contenir au moins douze caractères.",
    "Priya: password kisi ko mat batana, beta",
    "Suresh: पासवर्ड किसी को मत बताना।",
    "Maarten: stuur nooit een wachtwoord via de app, groetjes",
    "Maarten: het wachtwoord moet minstens twaalf tekens hebben.",
    "Upgraded the grader firmware from 2.6 to 2.7.1 and pyserial to 3.5 this weekend.",
    f"commit {_COMMIT} adds the mace grade column.",
    f"Rolled back to {_SHORT} after the deposit rule broke the charter bookings.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"The grader firmware 2.7.1 image has SHA-256 checksum {_FIRMWARE}.",
    f"MD5 of crop_2033-07.csv is {_MD5}, same as the copy on the NAS.",
    f"The ledger container runs registry.spiceguild.lan/ledger@sha256:{_IMAGE}.",
    "Grenada's dialling code is +1 473; the guild's PO Box is 512, Gouyave, St John.",
    "Request id 3f9a0c2e-7b1d-4e58-a6c4-0d2e9b7f1a36 is the slow one in the ledger logs.",
    "Purchase order PO-2033-00612 for 120 sacks of nutmeg ships Thursday from Gouyave.",
    "Ticket SG-2388: the fermentery dryer alarm keeps tripping at night.",
    "Call the Gouyave office on +1 473 444 8217 before noon.",
    "Container SPGU 7731046 with the cocoa lot is at the St George's port.",
    "Bill of lading GSG-SGU-2033-0041 covers the mace, 14 pallets.",
    "HS code 0908.11 is nutmeg, neither crushed nor ground; 1801.00 is cocoa beans.",
    "The fermentery is at 45 °C on day three; the drying floor at 31 °C.",
    "Tyrrel Bay anchorage is at 12.4580° N, 61.4890° W; Hillsborough jetty is 3 km north.",
    "Windward Belle is 42 ft; the charter is EC$ 2,450 a day, deposit EC$ 1,000.",
    "After five wrong passwords the Lets Portal locks the account for 30 minutes.",
    "Ask Cuthbert for the keypad code for room 6, I don't have it.",
    "My card ending 4417 was declined at the Grenville hardware store.",
    "Maarten wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the guild's bank login and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "The PIN pad at Ramdial's Mini Mart is broken again; cash only today.",
    "Your one-time code will arrive by SMS; it expires after 10 minutes.",
    "Card number: **** **** **** 7731, exp 05/34.",
    "IBAN: NL** **** **** **** 12 (masked in the export).",
    "The sloop's lock code changes every charter; Lennox sends it the day before.",
    "Lot LOT-2033-GOU-0217, 60 kg, moisture 7.8 %, grade SUN nutmeg.",
    "Tracking number 1Z 9A4 71E 03 5512 8840 for the spare dryer fan.",
    "Order #48213 from Ramdial's Mini Mart: 24 tins of nutmeg jam.",
    "Spicemas 2033 runs from 2033-08-08 to 2033-08-13; Jouvert starts at 4 a.m.",
    "Keiber: llegamos a Güiria el 2033-06-02, son 40 sacos de cacao a USD 3,20 el kilo.",
    "Solène : le catamaran Lagoon 42 est à 285 000 €, visite au Marin jeudi.",
    "Maarten: de boot ligt in Harlingen, postcode 8861 AB, ligplaats 17.",
    "Priya: dukaan ka naya phone number +1 473 442 6190 hai.",
    "Version 4.12.3 of the booking app fixed the deposit rounding bug.",
    "Product code GSG-NTM-500G is the 500 g nutmeg pack; GSG-MCE-100G the mace.",
    "The guest wifi 'Guild-Visitors' is open, no password needed.",
    "Marcia: de code fuh de nutmeg grade is SUN and SOUND, not a password",
    "The tenancy agreement for room 4 runs from 2033-09-01 to 2034-06-30.",
    "Keiber: el código postal de la oficina en Carúpano es 6150.",
    "Rotate the Spice Ledger API key every 90 days; the next rotation is in October.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/guild/ledger", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "SG-2388", "purchase_order": "PO-2033-00612"}',
    '{"lot": {"id": "LOT-2033-GOU-0217", "weight_kg": 60, "moisture_pct": 7.8}}',
    '{"phone": "+1 473 444 8217", "city": "Gouyave"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacks_in_stock": 913}',
    '{"hs_code": "0908.11", "origin": "GD", "description": "nutmeg"}',
    '{"card_last4": "7731", "iban_masked": "NL** **** **** **** 12", "pin_set": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
