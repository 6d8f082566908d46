# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twelfth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-ninth's docstring, the
fifth to four-hundred-and-ninth only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(410, 411, 413), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (412_583_069), password words (a Montserrat bird, dish, hill or
village word, a number and a sign, `Galliwasp58!`; dot-joined words with a year,
`goatwater.oriole.2033`; leet `J0mb13B34d#`; random runs with a sign; dashed generator groups; a
ferry's name and a year, `EmeraldRunner-2031`).

The fictional company is Oriole Crossing Holdings Ltd of Montserrat: the Oriole Ferry Desk (an
invented ticket desk at the Little Bay jetty), Oriole Fieldgear (an invented supplier of sensors,
batteries and radios to the volcano observatory at Flemings) and the Galliwasp Guesthouse (an
invented guesthouse in Brades). Staff and partners: Kendra Farrell (IT), Desmond Cassell (the
ferry desk), Aunty Merlene Greenaway (the guesthouse, who texts in Creole), the Dominican workers
Yokasta Peña and Ramón Almonte, Siobhán Ní Bhriain of an invented heritage-festival partner in
Connemara, Thierry Bélair of an invented supplier in Baie-Mahault (Guadeloupe) and the Bhatia
shop family of Brades (Rakesh, Sunita, Arjun). Every company, person, address, domain
(`oriole-crossing.lan`, `galliwasp.example`, `fieldgear.example`), account and number is invented;
only the region is real. Texts: WhatsApp and SMS chats, tickets, notes, runbooks, shell history,
config and env files, voice-note transcripts, e-mails and requests to the assistant; separators:
a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `||`, `::`, a tab, `is`, `a` (Creole), `e'` and `es`,
`c'est`, `ná`, `hai`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 409, grep -l): none for `Gaeilge`, `IBAN GB`, `Basse-Terre`, `wi
pasword`, `ne karo`, `tyeh`; one for `gb.sedol`, `uimhir PPS`, `pasfhocal atá`, `mi pasword`,
`do.ncf`, `Soufrière`; two or three for `Montserrat`, `Little Bay`, `Brades`, `IBAN FR`, `IBAN VG`,
`ie.vat`, `focal faire`, `contraseña e'`; four to nine for `IBAN IE`, `IBAN LC`, `ie.pps`,
`gb.vat`, `pasfhocal`, `bhaiya`, `kya hai`; `do.cedula` (10), `do.rnc` (11), `MVO` (11), `volcano`
(13), `in_.aadhaar` (17), `IBAN DO` (36), `contraseña es` (58), `पासवर्ड` (67), `ferry` (120) and
`mot de passe` (172) are common, so other wordings stand beside them. Languages: about half
English, config or shell; the rest in Montserratian Creole as texted (`di password a`, `mi set
am`, `doan tell nobody`), the Spanish of Dominican Republic workers (`la clave e'`, `klk`, `tú
sabe`, `mi loco`), the Irish of the festival partner (`an pasfhocal ná`, `focal faire`, `cód`,
`eochair API`), the French of the Guadeloupe supplier (`le code d'accès c'est`, `mdp`, `bizz`,
`à tout'`) and the Hindi of the shop family, in Devanagari and in Latin letters (`password hai`,
`kisi ko mat batana`, `bhaiya`). The Creole, the Dominican Spanish, the Irish and the texted Hindi
spellings are my guesses. Vendors: the invented FerryDesk Pro, Emerald Tickets, Soufriere Sense,
Galliwasp Bookings and Brades Pay, plus GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic,
OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean,
Groq, Replicate, Docker Hub, Brevo, RubyGems, Flutterwave, NVIDIA and Postman shapes. Ids: the
UK VAT number, Ireland's PPS and VAT numbers, the Dominican Republic's cédula and RNC, India's
Aadhaar and GSTIN and France's SIREN, each drawn until its `stdnum` module validates it. IBANs of
the United Kingdom, Ireland, France, Saint Lucia, the British Virgin Islands and the Dominican
Republic, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and French
lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Discover, JCB
and RuPay prefixes).
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
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.fr import siren as fr_siren
from stdnum.gb import vat as gb_vat
from stdnum.ie import pps as ie_pps
from stdnum.ie import vat as ie_vat
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import gstin as in_gstin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 412_583_069
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"
_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_WORDS = ["Galliwasp", "Oriole", "Goatwater", "Ducana", "Heliconia", "Jumbie", "Soufriere",
          "Centrehills", "Rendezvous", "Woodlands", "Cassava", "Shamrock", "Redonda", "Katy",
          "Runaway", "Chance", "Garibaldi", "Nantes", "Fleming", "Salem"]  # fmt: skip
_BOATS = ["EmeraldRunner", "JaydenExpress", "BayQueen", "SilverHills", "OrioleStar"]
_SYMBOLS = "!#$%&*?@+="
_LEET = ["J0mb13B34d", "G4ll1w4sp", "S0ufr13r3", "0r10l3", "D7c4n4", "H3l1c0n14"]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 2)) + f".{g.randrange(1995, 2036)}",
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    lambda g: _r(g, ALNUM, 12) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3)),
    lambda g: f"{g.choice(_BOATS)}-{g.randrange(2024, 2036)}",
    lambda g: f"{g.choice(_WORDS)}{g.choice(_WORDS)}{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _fam(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples of ``templates``, each with a fresh ``{pw}`` and a pick of each pool."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.fill(rng, cls, templates, n, make, **pools)

    return take


_LABELLED = [
    "Kendra: the FerryDesk Pro admin password is {pw}",
    "ferry desk till login password: {pw}",
    "Galliwasp Bookings password = {pw}",
    "guesthouse router admin pw -> {pw}",
    "observatory shed NAS password → {pw}",
    "password => {pw}  (the Little Bay kiosk)",
    "ticket printer web UI | password | {pw}",
    "Fieldgear VPN password || {pw}",
    "radio repeater config :: password :: {pw}",
    "Brades POS\tpassword\t{pw}",
    "The new password for the booking laptop is now {pw}, Desmond set it this morning.",
    "Hi Kendra,\n\nthe password for the ferry manifest server is {pw}.\nDelete this after.\n\nD.",
    "Runbook: reboot the turnstiles\n1. open the controller\n2. password {pw}\n3. reboot",
    "password for the guesthouse Wi-Fi portal admin page:\n{pw}",
    "What's the password for the ferry tablet?\n{pw}",
    "voice note: the password for the battery charger portal is {pw} full stop",
    "Remember for me: my email password is {pw}",
    "the old Emerald Tickets password ({pw}) still works, change it",
    "password changed to {pw} after the audit",
    "Aunty Merlene: di password fi di guesthouse computer a {pw}",
    "di new password a {pw}, doan tell nobody",
    "Merlene: mi set di booking password to {pw} yesterday",
    "passwud fi di router: {pw}",
    "klk, la clave de la computadora del muelle e' {pw}",
    "Yokasta: la contraseña del sistema es {pw}, tú sabe",
    "Ramón: mi loco la clave nueva e' {pw}",
    "la contraseña del wifi de la bodega: {pw}",
    "Siobhán: an pasfhocal don suíomh ná {pw}",
    "Is é {pw} an pasfhocal nua don ríomhaire.",
    "focal faire an fhéile: {pw}",
    "pasfhocal: {pw} (ná tabhair d'éinne é)",
    "Thierry: le mdp du portail fournisseur c'est {pw}",
    "le code d'accès de l'extranet c'est {pw}, bizz",
    "mot de passe de la boutique en ligne : {pw}",
    "Identifiant oriole, mdp {pw}, à tout'",
    "Rakesh bhaiya: dukaan ke computer ka password {pw} hai",
    "Sunita: naya password hai {pw}, kisi ko mat batana",
    "दुकान के कंप्यूटर का पासवर्ड {pw} है",
    "Arjun: UPI app ka password {pw} rakha hai",
    "पासवर्ड: {pw}",
]  # fmt: skip

_SAID_FIRST = [
    "{pw} — that's the ferry desk password now",
    "{pw} is what I set for the guesthouse router",
    "type {pw}; that's the admin password for the ticket kiosk",
    "{pw}, that's the one for the observatory supplier portal",
    "{pw} a di password fi di shop laptop",
    "{pw}, esa e' la clave del muelle",
    "{pw} an pasfhocal, a Kendra",
    "{pw} c'est le mdp du portail, ok?",
    "{pw} ye password hai dukaan wale laptop ka",
    "Q: what's the Galliwasp wifi admin password?\nA: {pw}",
    "Desmond: wha di password fi di printer?\nKendra: {pw}",
    "¿cuál e' la clave del sistema?\nRamón: {pw}",
    "Cad é an pasfhocal?\nSiobhán: {pw}",
    "C'est quoi le mdp ?\nThierry : {pw}",
    "password kya hai?\nArjun: {pw}",
]  # fmt: skip

_USERS = ["kfarrell", "dcassell", "merlene", "yokasta.p", "ramon", "siobhan", "tbelair",
          "rakesh", "sunita.b", "arjun", "ferrydesk", "admin", "root", "fieldgear-svc"]  # fmt: skip
_LOGINS = [
    "FerryDesk Pro login: {u} / {pw}",
    "creds {u}:{pw}",
    "login {u} and {pw} for the booking site",
    "sign in as {u} with {pw}",
    "user: {u}\npassword: {pw}",
    "| system | user | password |\n|---|---|---|\n| kiosk | {u} | {pw} |",
    "u={u} p={pw}",
    "{u}@oriole-crossing.lan:{pw}",
    "username {u}, password {pw}",
    "system,user,password\nmanifest,{u},{pw}",
    "di username a {u} an di password a {pw}",
    "usuario {u} y contraseña {pw}",
    "ainm úsáideora {u}, pasfhocal {pw}",
    "identifiant {u} / mot de passe {pw}",
    "user {u} aur password {pw} hai",
]  # fmt: skip

_CLI = [
    "curl -u {u}:{pw} https://manifest.oriole-crossing.lan/api/v1/sailings",
    "sshpass -p '{pw}' ssh {u}@kiosk.oriole-crossing.lan",
    "mysql -h db.oriole-crossing.lan -u {u} -p'{pw}' bookings",
    "redis-cli -h cache.oriole-crossing.lan -a '{pw}' ping",
    "docker login registry.oriole-crossing.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //nas.fieldgear.example/sensors -U '{u}%{pw}'",
    "psql 'postgresql://{u}:{pw}@pg.oriole-crossing.lan/ferry'",
    "echo '{pw}' | sudo -S systemctl restart ticketd",
    "lftp -u {u},'{pw}' sftp://files.galliwasp.example",
    "zip -P '{pw}' manifests-2033.zip manifests/",
    "7z a -p'{pw}' crew-rota.7z rota/",
    "openssl enc -aes-256-cbc -in sailings.csv -out s.enc -pass pass:'{pw}'",
    "ldapsearch -x -D 'cn={u},dc=oriole,dc=lan' -w '{pw}' -b dc=oriole,dc=lan",
    "sqlcmd -S sql.oriole-crossing.lan -U {u} -P '{pw}' -Q 'select 1'",
    "mosquitto_pub -h mqtt.fieldgear.example -u {u} -P '{pw}' -t tilt/1 -m 0.3",
    "ipmitool -I lanplus -H 10.40.0.9 -U {u} -P '{pw}' power status",
    "gpg --batch --passphrase '{pw}' -d backup-bookings.gpg",
    "xfreerdp /v:pos.galliwasp.example /u:{u} /p:'{pw}'",
    "keytool -importkeystore -srckeystore old.jks -storepass '{pw}' -destkeystore new.jks",
    "rabbitmqctl add_user {u} '{pw}'",
    "plink -ssh {u}@radio.fieldgear.example -pw '{pw}'",
    "net use \\\\nas\\manifests /user:ORIOLE\\{u} '{pw}'",
    "sqlplus {u}/{pw}@//ora.oriole-crossing.lan:1521/TICKETS",
    "kinit {u}@ORIOLE.LAN <<< '{pw}'",
    "twine upload -u {u} -p '{pw}' dist/*",
    "mega-login {u}@galliwasp.example '{pw}'",
    "cqlsh cass.fieldgear.example -u {u} -p '{pw}'",
    "hydra -l {u} -p '{pw}' ssh://10.40.0.12",
    "wget --user={u} --password='{pw}' https://files.fieldgear.example/tiltmeter.tar",
]  # fmt: skip
_SHELLS = ["{c}", "$ {c}", "kendra@ferry-desk:~$ {c}", "history | tail -3\n  512  {c}",
           "di command mi run: {c}", "el comando que corrí: {c}", "lancé : {c}",
           "an t-ordú: {c}", "ye command chalaya: {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.oriole-crossing.lan:5432/ferry",
    "mysql://{u}:{pw}@db.galliwasp.example/bookings",
    "mongodb+srv://{u}:{pw}@cluster0.fieldgear.example/sensors",
    "redis://:{pw}@cache.oriole-crossing.lan:6379/0",
    "amqp://{u}:{pw}@mq.oriole-crossing.lan:5672/tickets",
    "ftp://{u}:{pw}@ftp.fieldgear.example/firmware/",
    "https://{u}:{pw}@git.oriole-crossing.lan/ferry/manifest.git",
    "rtsp://{u}:{pw}@cam-jetty.oriole-crossing.lan:554/stream1",
    "socks5://{u}:{pw}@:1080",
    "smtp://{u}:{pw}@mail.galliwasp.example:587",
]  # fmt: skip
_URL_PLACES = ["DATABASE_URL={c}", "keep this connection string: {c}", "di link a {c}",
               "la conexión: {c}", "chaîne de connexion : {c}", "connection: {c}"]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


_CONFIGS = [
    "# .env (ferry desk)\nDB_HOST=db.oriole-crossing.lan\nDB_PASSWORD={pw}\n",
    "[smtp]\nhost = mail.galliwasp.example\nuser = bookings\npassword = {pw}\n",
    "database:\n  host: pg.oriole-crossing.lan\n  user: ferry\n  password: \"{pw}\"\n",
    "export MANIFEST_PASS='{pw}'",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "{{\"db\": {{\"user\": \"ferry\", \"passwd\": \"{pw}\"}}}}",
    "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "pg.oriole-crossing.lan:5432:ferry:ferry:{pw}",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "ALTER USER ticketing IDENTIFIED BY '{pw}';",
    "wpa_passphrase=(unused) admin_pass: {pw}",
    "[mysql]\nuser=bookings\npwd={pw}",
    "RADIO_GATEWAY_SECRET=\"{pw}\"",
]  # fmt: skip


def _vendor(g: random.Random) -> tuple[str, str]:
    """A real vendor's token shape and its name."""
    makers: list[tuple[str, Maker]] = [
        ("GitHub", _j("ghp_", (ALNUM, 36))),
        ("GitHub", _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59))),
        ("GitLab", _j("glpat-", (URLSAFE, 20))),
        ("Slack", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
        ("Stripe", _j("sk_live_", (ALNUM, 48))),
        ("OpenAI", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
        ("Anthropic", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
        ("OpenRouter", _j("sk-or-v1-", (HEX, 64))),
        ("AWS", _j("AKIA", (UPPER_DIGITS, 16))),
        ("Google", _j("AIza", (URLSAFE, 35))),
        ("Hugging Face", _j("hf_", (ALNUM, 34))),
        ("npm", _j("npm_", (ALNUM, 36))),
        ("SendGrid", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
        ("Twilio", _j("SK", (HEX, 32))),
        ("Telegram", _j((D, 10), ":AA", (URLSAFE, 33))),
        ("Shopify", _j("shpat_", (HEX, 32))),
        ("DigitalOcean", _j("dop_v1_", (HEX, 64))),
        ("Groq", _j("gsk_", (ALNUM, 52))),
        ("Replicate", _j("r8_", (ALNUM, 37))),
        ("Docker Hub", _j("dckr_pat_", (URLSAFE, 27))),
        ("Brevo", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
        ("RubyGems", _j("rubygems_", (HEX, 48))),
        ("Flutterwave", _j("FLWSECK_TEST-", (HEX, 32), "-X")),
        ("NVIDIA", _j("nvapi-", (URLSAFE, 64))),
        ("Postman", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ]
    name, make = g.choice(makers)
    return name, make(g)


_VENDOR_PLACES = [
    "{name} token for the ferry site: {pw}",
    "here's the {name} key {pw}, put it in the vault",
    "Kendra pasted {pw} into the #ops chat ({name})",
    "CI secret ({name}) = {pw}",
    "di {name} key a {pw}",
    "la llave de {name}: {pw}",
    "eochair {name}: {pw}",
    "la clé {name} c'est {pw}",
    "{name} ki key {pw} hai",
    "Authorization: Bearer {pw}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _VENDOR_PLACES, n):
        name, secret = _vendor(rng)
        out.append(Sample("vendor_token", template.format(name=name, pw=secret), secret))
    return out


_INVENTED = [
    "FerryDesk Pro API key: {pw}",
    "Emerald Tickets API key for prod → {pw}",
    "Integrations › Soufriere Sense: {pw}",
    "Galliwasp Bookings integration broken, current key {pw}",
    "Brades Pay API-Schlüssel… no, the Brades Pay api key is {pw}",
    "clé d'API Soufriere Sense : {pw}",
    "eochair API FerryDesk: {pw}",
    "Emerald Tickets key for staging: {pw}",
    "llave API de Brades Pay: {pw}",
    "Galliwasp Bookings ki API key {pw} hai",
]  # fmt: skip
_INVENTED_MAKERS = [_j((HEX, 32)), _j((HEX, 40)), lambda g: v.uuid4(g, "b"), _j((ALNUM, 32))]


def _invented(rng: random.Random, n: int) -> list[Sample]:
    return v.fill(rng, "vendor_key", _INVENTED, n, lambda g: g.choice(_INVENTED_MAKERS)(g))


_BARE = [
    "{pw}",
    "paste for later: {pw}",
    "the string Desmond sent me was {pw}",
    "Merlene send dis: {pw}",
    "me mandaron esto: {pw}",
    "copié-collé : {pw}",
]
_HEXES = [
    "AES key for the manifest export: {pw}",
    "ENCRYPTION_KEY={pw}",
    "HMAC secret {pw}",
    "radio link key: {pw}",
    "LoRaWAN AppKey {pw}",
    "master key\n{pw}",
]  # fmt: skip


def _seeded_make(makers: list[Maker]) -> Maker:
    return lambda g: g.choice(makers)(g)


def _jwt(g: random.Random) -> str:
    issued = 1_990_000_000 + g.randrange(3_000_000)
    claims = {"sub": f"user_{_r(g, D, 6)}", "iss": "https://auth.oriole-crossing.lan",
              "iat": issued, "exp": issued + 3600, "role": g.choice(["desk", "admin"])}  # fmt: skip
    head = {"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"}
    return f"{v.b64url(head)}.{v.b64url(claims)}.{_r(g, URLSAFE, g.choice([43, 86]))}"


_JWTS = [
    "session token: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.oriole-crossing.lan/sailings",
    "di token a {pw}",
    "el token: {pw}",
    "le jeton c'est {pw}",
    "cookie id_token={pw}",
]  # fmt: skip


def _pem(g: random.Random) -> str:
    kind = g.choice(["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([240, 300])))).decode()
    lines = "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "deploy key for the manifest server:\n{pw}",
    "{pw}",
    "Kendra, di key:\n{pw}",
    "la llave privada:\n{pw}",
    "clé privée du serveur :\n{pw}\nmerci",
    "save this to ~/.ssh/id_ferry\n{pw}",
]  # fmt: skip

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french")}


def _seed(g: random.Random) -> str:
    lang = g.choice(list(_MNEMO))
    size = g.choice([16, 16, 32])
    return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))


_SEEDS = [
    "wallet recovery phrase: {pw}",
    "seed words for the shop's crypto wallet\n{pw}",
    "Arjun: wallet ke 12 words {pw}",
    "frase semilla: {pw}",
    "phrase de récupération : {pw}",
    "backup words ({pw})",
    "di wallet words dem: {pw}",
    "na focail síl: {pw}",
]  # fmt: skip

_CARD_PREFIXES = {
    "visa": (["4"], [16]), "mastercard": (["51", "53", "55", "2221"], [16]),
    "amex": (["34", "37"], [15]), "discover": (["6011", "65"], [16]),
    "jcb": (["3528", "3589"], [16]), "rupay": (["6521", "6522", "508", "60"], [16]),
}  # fmt: skip


def _card(g: random.Random) -> str:
    prefixes, lengths = _CARD_PREFIXES[g.choice(list(_CARD_PREFIXES))]
    prefix = g.choice(prefixes)
    body = prefix + _r(g, D, g.choice(lengths) - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    return v.grouped(number, g.choice(["", " ", "-", " ", "."]), g)


_CARDS = [
    "card number {pw} exp 09/34",
    "charge the ferry booking to {pw}",
    "Merlene card: {pw}, exp 03/35",
    "mi tarjeta e' {pw}",
    "numéro de carte : {pw}",
    "uimhir an chárta: {pw}",
    "Sunita ka card {pw} hai",
    "pay the supplier with {pw}",
]  # fmt: skip
_CVVS = [
    "card {card} exp 11/33, security code {c}",
    "CVV: {c}",
    "the three digits on the back are {c}",
    "CVC {c} (Desmond's company card)",
    "código de seguridad: {c}",
    "cryptogramme visuel : {c}",
    "card ke peeche ke teen digit {c} hain",
    "cód slándála an chárta: {c}",
]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVVS, n):
        code = _r(rng, D, 3)
        text = template.format(card=_card(rng), c=code)
        out.append(Sample("card_code", text, code))
    return out


_IBAN_SHAPES = {
    "GB": "aaaa" + "n" * 14, "IE": "aaaa" + "n" * 14, "FR": "n" * 10 + "c" * 11 + "nn",
    "LC": "aaaa" + "c" * 24, "VG": "aaaa" + "n" * 16, "DO": "cccc" + "n" * 20,
}  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN {pw} (Oriole Crossing Holdings)",
    "pay the Fieldgear invoice to {pw}",
    "mi cuenta IBAN e' {pw}",
    "IBAN du fournisseur : {pw}",
    "IBAN na féile: {pw}",
    "di bank account a {pw}",
    "account IBAN {pw} hai",
]  # fmt: skip


def _digits_until(n: int, valid: Callable[[str], bool], prefix: str = "") -> Maker:
    return lambda g: v.until(g, lambda h: prefix + _r(h, D, n - len(prefix)), valid)


def _pps(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 7) + h.choice(UPPER[:23]), ie_pps.is_valid)


def _ie_vat(g: random.Random) -> str:
    return v.until(g, lambda h: "IE" + _r(h, D, 7) + h.choice(UPPER[:23]), ie_vat.is_valid)


def _gstin(g: random.Random) -> str:
    alphabet = UPPER_DIGITS

    def make(h: random.Random) -> str:
        pan = _r(h, UPPER, 3) + "P" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1)
        return "27" + pan + "1Z" + h.choice(alphabet)

    return v.until(g, make, in_gstin.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("UK VAT number GB{pw}", _digits_until(9, gb_vat.is_valid)),
    ("PPS number: {pw}", _pps),
    ("uimhir PPS Shiobhán: {pw}", _pps),
    ("Irish VAT no. {pw}", _ie_vat),
    ("cédula de Yokasta: {pw}", _digits_until(11, do_cedula.is_valid, "0")),
    ("mi cédula e' {pw}", _digits_until(11, do_cedula.is_valid, "4")),
    ("RNC de la empresa: {pw}", _digits_until(9, do_rnc.is_valid, "1")),
    ("Aadhaar number {pw}", _digits_until(12, in_aadhaar.is_valid, "5")),
    ("Sunita ka aadhaar {pw} hai", _digits_until(12, in_aadhaar.is_valid, "7")),
    ("GSTIN of the Bhatia shop: {pw}", _gstin),
    ("numéro SIREN du fournisseur : {pw}", _digits_until(9, fr_siren.is_valid)),
    ("tax id {pw} (Desmond)", _digits_until(9, gb_vat.is_valid)),
]  # fmt: skip


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.format(pw=secret), secret))
    return out


_TOTPS = [
    "TOTP secret for the ferry admin: {pw}",
    "otpauth://totp/Oriole:kendra?secret={pw}&issuer=Oriole",
    "2FA setup key {pw}",
    "can't scan the QR code, manual key is {pw}",
    "la clave 2FA: {pw}",
    "clé TOTP : {pw}",
]  # fmt: skip


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=g.random() < 0.4)


_OTPS = [
    "{pw} is your Emerald Tickets verification code",
    "Your Brades Pay code is {pw}",
    "Use {pw} to sign in to FerryDesk Pro",
    "verification code: {pw}",
    "tu código de verificación e' {pw}",
    "votre code de vérification : {pw}",
    "OTP {pw} hai, kisi ko mat batana",
    "do chód fíoraithe: {pw}",
    "di code dem send me a {pw}",
]  # fmt: skip


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return code if g.random() < 0.7 else f"{code[:3]} {code[3:]}"


_BACKUPS = [
    "FerryDesk Pro backup codes\n{codes}",
    "2FA recovery codes: {codes}",
    "códigos de respaldo de Google:\n{codes}",
    "codes de secours : {codes}",
    "cóid chúltaca:\n{codes}",
    "backup codes dukaan ke email ke: {codes}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUPS, n):
        codes = v.backup_codes(rng, rng.randrange(5, 9), rng.randrange(4))
        sep = "\n" if "\n{codes}" in template else rng.choice([", ", " "])
        text = template.format(codes=sep.join(codes))
        out.append(Sample("backup_codes", text, codes[0]))
    return out


_SSIDS = ["Galliwasp-Guests", "OrioleFerry 5G", "Fieldgear Shed", "Bhatia Store WiFi",
          "LittleBay-Desk"]  # fmt: skip
_WIFIS = [
    "wifi {ssid} / {pw}",
    "Network: {ssid}, key {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "the wifi password for {ssid} is {pw}",
    "{ssid}\n{pw}",
    "wifi? / Merlene: {pw}",
    "di wifi password a {pw}",
    "la clave del wifi e' {pw}",
    "le code wifi c'est {pw}",
    "pasfhocal an wifi: {pw}",
    "wifi ka password {pw} hai",
    "WPA key: {pw}",
]  # fmt: skip
_PINS = [
    "door code for the ticket office: {pw}",
    "alarm code is {pw}#",
    "the PIN to the safe is {pw}",
    "padlock on the battery cage: {pw}",
    "di gate code a {pw}",
    "Merlene: key box code {pw}",
    "el código de la puerta e' {pw}",
    "code du portail : {pw}",
    "cód an dorais: {pw}",
    "ATM PIN {pw} hai",
    "SIM PIN: {pw}",
    "lockbox at Little Bay → {pw}",
]  # fmt: skip


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_PHRASE_WORDS = ["mango", "jetty", "oriole", "ash", "dome", "goatwater", "cassava", "reef",
                 "lantern", "hibiscus", "tamarind", "ferry", "ember", "pelican",
                 "breadfruit"]  # fmt: skip
_PHRASES = [
    "vault passphrase: {pw}",
    "the passphrase is {pw}",
    "passphrase = \"{pw}\"",
    "frase de paso: {pw}",
    "la phrase secrète : {pw}",
    "di passphrase a {pw}",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_SPELLED = [
    "the password is the word {w} followed by {d}",
    "{W} with a capital first letter and {d} at the end",
    "type {w}, then {d}; that's the admin password",
    "di password a di word {w}, den {d}",
    "la clave e' la palabra {w} y después {d}",
    "le mdp c'est le mot {w} puis {d}",
    "an pasfhocal ná an focal {w} agus ansin {d}",
    "password hai {w} shabd, uske baad {d}",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word = rng.choice([*_PHRASE_WORDS, "galliwasp", "heliconia"])
        digits = str(rng.randrange(100, 10_000))
        text = template.format(w=word, W=word.capitalize(), d=digits)
        out.append(Sample("spelled_password", text, digits))
    return out


_DICTATED = [
    "reading it out one character at a time: {t}",
    "dictated: {t}",
    "di key, letter by letter: {t}",
]


def _dictated(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _DICTATED, n):
        raw = _r(rng, ALNUM, 20)
        sep = rng.choice([" ", " - ", "·", ", "])
        spelled = sep.join(raw)
        out.append(Sample("spelled_token", template.format(t=spelled), spelled))
    return out


_PLAN: list[tuple[Taker, int]] = [
    (_fam("labelled_password", _LABELLED, _pw), 57),
    (_fam("said_first", _SAID_FIRST, _pw), 20),
    (_fam("login_pair", _LOGINS, _pw, u=_USERS), 30),
    (_cli, 30),
    (_urls, 15),
    (_fam("config_password", _CONFIGS, _plain_pw), 20),
    (_vendors, 30),
    (_invented, 15),
    (_fam("bare_token", _BARE, _seeded_make([_j((ALNUM, 40)), _j((URLSAFE, 32))])), 10),
    (_fam("hex_key", _HEXES, _seeded_make([_j((HEX, 64)), _j((HEX, 32)), _j((HEX, 48))])), 10),
    (_fam("jwt", _JWTS, _jwt), 8),
    (_fam("pem_key", _PEMS, _pem), 6),
    (_fam("seed_phrase", _SEEDS, _seed), 12),
    (_fam("card_number", _CARDS, _card), 15),
    (_cvvs, 8),
    (_fam("iban", _IBANS, _iban), 14),
    (_ids, 14),
    (_fam("totp_secret", _TOTPS, _totp), 8),
    (_fam("one_time_code", _OTPS, _otp), 12),
    (_backups, 8),
    (_fam("wifi_key", _WIFIS, _plain_pw, ssid=_SSIDS), 14),
    (_fam("pin_code", _PINS, _pin), 16),
    (_fam("passphrase", _PHRASES, _phrase), 8),
    (_spelled, 6),
    (_dictated, 4),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# (class, first field ending in a label, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the FerryDesk Pro admin password is", "{s}", _pw),
    ("split_password", "Password:", "{s} (since the ferry schedule change)", _pw),
    ("split_password", "di password a", "{s}", _pw),
    ("split_password", "la clave e'", "{s}\nno se la den a nadie", _pw),
    ("split_password", "an pasfhocal ná", "{s}", _pw),
    ("split_password", "le mdp c'est", "{s}, bizz", _pw),
    ("split_password", "dukaan ka password", "{s} hai", _pw),
    ("split_password", "पासवर्ड:", "{s}", _pw),
    ("split_wifi", "Galliwasp-Guests wifi key", "{s}", _plain_pw),
    ("split_token", "Emerald Tickets API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Soufriere Sense client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "wallet recovery words", "{s}", _seed),
    ("split_card", "card number", "{s} exp 02/35", _card),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_otp", "verification code:", "{s}", lambda g: _r(g, D, 6)),
    ("split_id", "PPS number", "{s}", _pps),
    ("split_pin", "door code for the ferry office", "{s}", _pin),
    ("split_phrase", "vault passphrase", "{s}", _phrase),
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


_MP: tuple[str, Maker] = ("meta_password", _plain_pw)


def _dashed8(g: random.Random) -> str:
    return f"{_r(g, D, 4)}-{_r(g, D, 4)}"


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"ferrydesk": {"url": "https://desk.oriole-crossing.lan", "admin_password": "{s}"}}': _MP,
    '{"clave": "{s}"}': _MP,
    '{"account": {"user": "merlene", "pwd": "{s}"}}': _MP,
    '{"pasfhocal": "{s}"}': _MP,
    '{"mdp": "{s}"}': _MP,
    '{"note": "dukaan ke laptop ka password {s} hai"}': _MP,
    '{"argv": ["mysql", "-u", "ferry", "--password", "{s}", "bookings"]}': _MP,
    '{"kiosks": [{"name": "a"}, {"name": "b", "web_password": "{s}"}]}': _MP,
    '{"emerald_tickets": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"stripeKey": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/35"}}': ("meta_card", _card),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", _iban),
    '{"guest": {"pps_number": "{s}"}}': ("meta_id", _pps),
    '{"mfa": {"backup_codes": ["{s}", "4820-1937", "7731-0426"]}}': ("meta_otp", _dashed8),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"battery_cage": {"padlock_code": "{s}"}}': ("meta_pin", lambda g: _r(g, D, 4)),
    '{"wifi": {"ssid": "Galliwasp-Guests", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"jwt": "{s}"}': ("meta_token", _jwt),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL = hashlib.sha256(b"ferrydesk_client-2.4.1-py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"tiltmeter-fw-5.0.3.bin").hexdigest()
_COMMIT = hashlib.sha1(b"sailings: add Saturday run", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kiosk: fix receipt width", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"manifest_2033-04-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the FerryDesk Pro password before the audit on 2033-05-14.",
    "The guesthouse wifi password is on the card at reception; ask Merlene.",
    "Policy: passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `EMERALD_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_BRADES_PAY_KEY> with the key from your dashboard.",
    "The PIN pad at the ferry desk is broken again, card payments only by tap.",
    "Verification codes expire after 10 minutes; request a new one if it fails.",
    "Backup codes are printed once; keep them in the safe, not on the laptop.",
    "Set up 2FA on the booking site by scanning the QR code with your phone.",
    "doan tell nobody yuh password, yuh hear?",
    "Merlene: mi figet di password again, Kendra come reset it",
    "no le den la clave a nadie, tú sabe",
    "Ramón: ¿dónde está la clave del wifi? no la encuentro",
    "Ná tabhair do phasfhocal d'éinne.",
    "Tá an pasfhocal rófhada, a Shiobhán.",
    "Ne donne ton mdp à personne, stp.",
    "Thierry : le mot de passe doit faire au moins 12 caractères.",
    "kisi ko password mat batana, Arjun",
    "OTP kabhi kisi ko mat batana, bank kabhi nahi poochta.",
    "पासवर्ड किसी को मत बताना।",
    "Upgraded FerryDesk Pro from 2.3.9 to 2.4.1 over the weekend.",
    f"commit {_COMMIT} adds the Saturday sailing.",
    f"Rolled back to {_SHORT} after the receipt width broke.",
    f"requirements.txt: ferrydesk-client==2.4.1 --hash=sha256:{_WHEEL}",
    f"The tiltmeter firmware 5.0.3 image has SHA-256 checksum {_FIRMWARE}.",
    f"MD5 of manifest_2033-04-02.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 5c2e8a10-7d4b-4f31-9e06-2b8c1d7a9f43 is the slow one in the logs.",
    "Purchase order PO-2033-00731 for 12 tiltmeter batteries ships on Friday.",
    "Ticket #4418: the Little Bay turnstile jams when it rains.",
    "Tracking number 1Z 999 AA1 01 2345 6784 for the radio parts from Guadeloupe.",
    "Booking ref OCX-7Q4M2 for 3 passengers, Saturday 07:30 sailing.",
    "Call the ferry desk on +1 664 491 0000 or the guesthouse on +1 664 491 0001.",
    "Postcode MSR1110 for Brades, MSR1210 for Little Bay.",
    "The observatory is at 16.7506 N, 62.2032 W.",
    "Price: EC$ 175.50 one way, EC$ 320.00 return.",
    "Card ending in 4417 was charged EC$ 320.00.",
    "IBAN on file: GB** **** **** **** 1234 (masked).",
    "The card number is masked as **** **** **** 9012 on the receipt.",
    "The door code changes every month; Desmond sends it on the first.",
    "The alarm code has six digits and no repeats.",
    "Where is the key box code kept? Not in this chat, please.",
    "The API key field is required on the Emerald Tickets settings page.",
    "Token count for the summary: prompt 512, completion 128.",
    "Product code FG-TILT-500 and FG-BATT-12V are back in stock.",
    "Serial number SN-2033-04-00128 on the new radio.",
    "Version 5.0.3 of the firmware fixes the clock drift.",
    "The seed catalogue from the garden centre arrived: tomato, callaloo, pepper.",
    "di ferry late again, it a come at half past ten",
    "la guagua sale a las 7:30, no se te olvide",
    "Tá an fhéile ar siúl ó 14 go 17 Márta.",
    "La livraison arrive mardi, numéro de suivi FR-2033-881204.",
    "दुकान रविवार को बंद रहेगी।",
    "Arjun, stock list bhej do, order number 20330417 hai",
    "The password reset link expires in 30 minutes.",
    "Enter the 6-digit code we sent you to continue.",
    "The TOTP app shows a new code every 30 seconds.",
    "The wifi network Galliwasp-Guests is down until noon.",
    "Use a passphrase of four random words for the vault.",
    "St Patrick's Day festival, 17 March, Salem park.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_policy": "14 chars min", "rotation_days": 90}',
    '{"token_count": 512, "model": "summary-v2"}',
    '{"auth": {"method": "oauth", "provider": "google"}}',
    '{"creds": {"username": "ferrydesk", "host": "db.oriole-crossing.lan"}}',
    f'{{"commit": "{_COMMIT}", "branch": "main"}}',
    f'{{"sha256": "{_FIRMWARE}", "file": "tiltmeter-fw-5.0.3.bin"}}',
    '{"order": "PO-2033-00731", "price": "EC$ 175.50"}',
    '{"card_last4": "4417", "masked_iban": "GB** **** 1234"}',
    '{"pin_pad": "broken", "door_code_rotation": "monthly"}',
    '{"booking_ref": "OCX-7Q4M2", "sailing": "2033-04-19T07:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
