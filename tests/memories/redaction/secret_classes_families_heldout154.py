# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fiftieth's docstring, the
fifth to hundred-and-fiftieth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-first to hundred-and-fifty-third), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed, password words
(a Roatán dive site, its depth in feet and a sign; a coffee variety and the mill's altitude in
`msnm`; a Garifuna dish or feast and 1797, the year the Garifuna landed on Roatán, or another year;
a shrimp pond's number and its salinity in `ppt`; leet Garifuna and farm words with a year; `Koh`
and a Mennonite cow's name with a number; fish and seafood names joined by dots with a number;
two Central American and Caribbean slang words around a sign; a banana lot and its variety; a
place, a dish and a year joined by underscores; generated groups and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Caribe Garífuna Holdings (a
fictional group of the Caribbean coast of Honduras, Nicaragua, Belize and Guatemala: a banana
plantation and packing station near La Ceiba with its reefers at Puerto Castilla, a shrimp farm
and ice house at Marcovia on the Gulf of Fonseca, a Garifuna fishing cooperative at Sambo Creek, a
dive shop in West End on Roatán, a coffee mill near Cobán in the Guatemalan highlands, a
Mennonite-run dairy at Spanish Lookout in Belize and a clinic in Bluefields; staff speaking
Garifuna, Miskito, Bay Islands English, Belizean Kriol, Nicaraguan Creole English, Q'eqchi',
Mopan, Honduran, Nicaraguan and Guatemalan Spanish, Plautdietsch, Palestinian Arabic, Mandarin and
English, with Cuban and Venezuelan workers, Poqomchi' pickers at the mill, and Ch'orti', Tawahka,
Ulwa and Rama patients and boatmen) leak secrets into an assistant's memory. The texts are
WhatsApp, Telegram, Signal, Teams, Messenger, Slack, Zoho Cliq, Viber, Google Chat, Element,
Discord and Wire messages, SMS, chat logs with times, Google Keep notes, Trello cards, Jira,
Zendesk and Freshdesk tickets, a Notion table, a Confluence page, e-mails, an incident note, a
runbook, a README fragment, shell history (bash, PowerShell, Termux, MobaXterm, iTerm2, Warp,
tmux, Windows Terminal and VS Code prompts, `history`, a git diff, a code review comment), code
(Java, C#, Ruby, Rust, Haskell, JavaScript, Kotlin, Perl, PHP, Python), configs and CI files, voice
memos, dictated text and requests to the assistant itself, around the panels of packing, reefer,
pond, boat, dive, mill, dairy and clinic hardware (an Aweta grader and a Unitec sorter, Thermo
King TracKing, Star Cool, Carrier Lynx Fleet and Daikin LXE reefers, an Aquasend Beacon gateway and
a YSI ProDSS, a Victron Cerbo GX, a Simrad NSS evo3, a Lowrance HDS, a Garmin GPSMAP, an Iridium
GO! and a Starlink Mini, a Coltri MCH16 compressor and a Nuvair nitrox membrane, Penagos and
Pinhalense dryers, a DeLaval VMS and GEA DairyPlan, a Mindray BC-5150, a Sysmex XN-350 and
OpenEMR).

Tools, calls, flags, variables and files none of heldouts 5 to 150 names (each grepped for the
call, flag or file itself; a few of the tools appear there in other uses): SMBJ's
`AuthenticationContext`, Ruby's `Net::SFTP.start` and `Net::IMAP#login`, the Rust mysql crate's
`OptsBuilder`, python-arango's `ArangoClient`, clickhouse-driver's `Client`, MailKit's
`AuthenticateAsync`, Haskell's `connectPostgreSQL`, Node mysql2's `createConnection`,
`snowflake.connector.connect`, Ktor's `BasicAuthCredentials`, HTTParty's `basic_auth:`,
influxdb-python's `InfluxDBClient`, Perl's `Net::LDAP` `bind`, JNDI's
`Context.SECURITY_CREDENTIALS`, `SardineFactory.begin`, Office365-REST-Python-Client's
`UserCredential`, node ssh2's `conn.connect`, ovirtsdk4's `Connection`, Puppeteer's `page.type`,
the swift client's `-U … -K`, `knife ssh -P`, StackStorm's `st2 login -p`, Pentaho's `pan.sh
-pass=`, `pdm config repository.….password`, ftplib's `FTP_TLS(host, user, passwd)`, phpseclib's
`$ssh->login`, .NET's `PrincipalContext`, php-amqplib's `AMQPStreamConnection`,
python-garminconnect's `Garmin`; connection strings `gel://`, `jdbc:gbase:`, `jdbc:highgo:`,
`jdbc:ignite:thin:`, `jdbc:kylin:`, `jdbc:oscar:`, `memsql://`, `memcache://`, `ts3server://`,
`steam://connect/`, `xmlrpc.client.ServerProxy` and Tryton proteus' `config.set_xmlrpc` with a
login in the URL, and a CardDAV address; configs `/etc/mysql/debian.cnf`, stunnel's `PSKsecrets`
file, Factorio's `game_password`, naiveproxy's `config.json`, `N8N_BASIC_AUTH_PASSWORD`,
`MLFLOW_TRACKING_PASSWORD`, Open Liberty's `<basicRegistry>`, Kafka's `ssl.keystore.password`,
Capistrano's `set :password`, Hurl's `[BasicAuth]`, `NEO4J_AUTH`, `RABBITMQ_DEFAULT_PASS`,
Pi-hole's `WEBPASSWORD`, wg-easy's `WG_PASSWORD`, `OPENSEARCH_INITIAL_ADMIN_PASSWORD`,
`-Djavax.net.ssl.trustStorePassword`, `ARANGO_ROOT_PASSWORD`, `GF_SECURITY_ADMIN_PASSWORD`,
`ORACLE_PWD`, `WORDPRESS_DB_PASSWORD`; wifi keys in CircuitPython's `settings.toml`
(`CIRCUITPY_WIFI_PASSWORD`), Mbed's `mbed_app.json` (`wifi-password`) and `meshtastic --set
network.wifi_psk`; vendor keys set by `docker buildx build --build-arg`, kaniko's `--build-arg`,
`.bazelrc`'s `--action_env`, `.drone.yml`, `.travis.yml`, `.woodpecker.yml` and a devcontainer's
`containerEnv`, and given to msal's `ConfidentialClientApplication`, `pynetbox.api(token=…)`,
`PLEX_CLAIM`, `gitlab-runner register --registration-token`, `b2 authorize-account` and a
`databricks://token:` URL; headers set by OpenResty's `more_set_input_headers`, k6's `http.get`
and a Bruno `.bru` file; an ASP.NET `<machineKey validationKey=…>`. Beside them the commands and
formats the product names (sshpass, mysql -p, redis-cli -a, curl -u, docker login -p, htpasswd
-b, smbclient -U, 7z -p, xfreerdp /p:, net use, a wifi QR code, `otpauth://`, a JWT, PEM blocks),
in layouts of its own.

About 47 % of the texts are in other languages than English (by a rough count of the drawn
samples): Bay Islands English (Roatán's), Nicaraguan Creole English (Bluefields'), Poqomchi',
Ch'orti', Tawahka (the Twahka variety of Sumu), Ulwa, Rama, Palestinian Arabic (as Honduras'
Palestinian families speak it; earlier corpora name Levantine Arabic, never this variety), Honduran
Spanish and Nicaraguan Spanish, which no earlier docstring names, and Garifuna, Miskito, Belizean
Kriol, Q'eqchi', Mopan, Plautdietsch, Guatemalan, Cuban and Venezuelan Spanish and Mandarin
(simplified, and traditional as Belize's Taiwanese families write it), with French and Portuguese
in two seed lines, in wordings of their own. The wordings are the author's approximations, checked
by no speaker, built around a few marked words and the loanwords people there really text
(password, wifi, user, email, API key, card, IBAN, token, code, command): Bay Islands English's
`fa`, `doan`, `computa`, `bwoy` and `ya hear`; Nicaraguan Creole English's `a` as "is", `unu`,
`nobadi` and `seen?`; Honduran Spanish's `contra` for the password, `vos`, `maje`, `va` and
`cheque`; Nicaraguan Spanish's `ideay`, `chavalo`, `¿oíste?` and voseo; Palestinian Arabic's `تبع`,
`ولك`, `صار` and `ما تحكيه لحدا`; the Poqomchi' `nu` and `re'`; the Ch'orti' `ni`, `e`, `tama`
and `ja'x`; Tawahka's `yang`; Ulwa's possessive `-ki`; Rama's `na`. The Poqomchi', Ch'orti', Tawahka,
Ulwa and Rama lines are the thinnest guesses (a marker word or two beside loanwords), and so are
the Garifuna (`buiti binafi`, `nu`, `lun`, `seremein`), Miskito (`ai … ba … sa`, `apia`, `bara`,
`raya`), Q'eqchi' (`lin … a'an`, `li aatin`, `chirix`, `ak'`, `bantiox`), Mopan (`in … leti'`) and
Plautdietsch (`mien`, `daut`, `Passwuat`, `es`, `fa'm`, `Brucka`) lines.

Vendors (Ficohsa, Banco Atlántida, Banpaís, Banco de Occidente, Ficensa, BAC Credomatic, Banco
Industrial, G&T Continental, Bantrab, Banco Agromercantil, Promerica, Heritage Bank, Atlantic Bank,
CIBC FirstCaribbean, DigiWallet, E-Kyash, PixelPay, Recurrente, Cubo Pago, PagaloGT, NeoNet,
Hondutel, Smart Belize, Belize Telemedia, Tigo Business, Claro Empresas, Cargo Expreso, Forza
Delivery, Hugo App, Tropic Air, Maya Island Air, CM Airlines, La Costeña, Galaxy Wave, Hedman
Alas, iFinca, Aquasend, Yalo and Bind ERP) are ones heldouts 5 to 150 do not name. Their shapes are
the author's guesses (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs, BAC's `cred_live_`,
E-Kyash's `ek_live_`, iFinca's `ifn_`, PixelPay's numeric key id and 32-hex hash, Recurrente's
`pk_live_`/`sk_live_` pair in `X-PUBLIC-KEY` and `X-SECRET-KEY` headers), since none of them
publishes one the author knows; the shapes the author believes real are Microsoft Entra's client
secret (three characters, a digit, `Q~`, thirty-four more), NetBox's 40-hex token, Plex's
`claim-` code, GitLab's `GR1348941` runner registration token, Backblaze B2's `K005` application
key and Databricks' `dapi` token.

The ids are kinds heldouts 5 to 150 do not use: an IHCAFE coffee producer's registration, an
Anacafé producer code, a DIGEPESCA artisanal fisher's card, a Mosquitia lobster diver's licence,
a Nicaraguan doctor's MINSA code, a Honduran nurse's college registration, a Honduran
pharmacist's registration, a Guatemalan boletín de ornato, a Honduran resident's card, a Belize
Tax Service TIN, a Honduran merchant marine fishing master's licence, a Guatemalan tarjeta de salud
y pulmones, a Honduran licencia de manejo, a Belize driver's licence, a Venezuelan carnet de la
patria and a Belize Nurses and Midwives Council registration, for which python-stdnum has no
module and which no library or this file checks (no check-digit algorithm is written here): they
are unchecked, their shapes as the author believes them or invented; passports (Belizean,
Honduran, Venezuelan, Palestinian, Chinese, Taiwanese) under Bay Islands English, Honduran and
Venezuelan Spanish, Palestinian Arabic and Mandarin words, likewise unchecked. Card numbers pass
Luhn (the value helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of countries
used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 150 (Turkey, in
nine corpora, and Austria, Belgium, Estonia, the United Kingdom, Italy, Luxembourg and Portugal,
in ten each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Spanish, Simplified Chinese, Traditional Chinese, Portuguese and French lists, each with a
valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored),
60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 154_738_261
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            secret = fields.get("secret", fields[self.key])
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


# The password words of this corpus: dive sites of Roatán, coffee varieties of the highland mill,
# Garifuna dishes and feasts, the shrimp ponds of the Gulf of Fonseca, the dairy's cows.
_DIVE_SITES = ["MarysPlace", "SpookyChannel", "ElAguila", "OddPlayground", "BlackRock",
               "CocoView", "HoleInTheWall", "PrinceAlbert", "BearsDen", "JadoTrader",
               "PeliPoint", "OverheatReef"]  # fmt: skip
_VARIETIES = ["Pacamara", "Caturra", "Bourbon", "Catuai", "Geisha", "Lempira", "Parainema",
              "Typica", "Maragogipe", "Villalobos"]  # fmt: skip
_DISHES = ["Hudut", "Tapou", "Machuca", "Bundiga", "Darasa", "Ereba", "Baleada", "Rondon",
           "Tapado", "Gifiti", "Sere", "Dabledu", "Wanaragua", "Yurumein", "Chugu"]  # fmt: skip
_COWS = ["Marieke", "Tjeeske", "Anneke", "Griet", "Helena", "Agatha", "Sushe", "Liesbet",
         "Trientje", "Elsie"]  # fmt: skip
_FISH = ["hogfish", "barracuda", "snapper", "grouper", "wahoo", "tarpon", "snook", "jurel",
         "pargo", "robalo", "langosta", "caracol", "jaiba", "camaron"]  # fmt: skip
_PLACES = ["LaCeiba", "Tela", "Trujillo", "SamboCreek", "Corozal", "Triunfo", "Dangriga",
           "Hopkins", "SeineBight", "Livingston", "PuntaGorda", "Coban", "Carcha", "Bluefields",
           "PearlLagoon", "Bilwi", "Waspam", "PuertoLempira", "WestEnd", "OakRidge", "Utila",
           "Guanaja", "Marcovia", "Amapala", "SpanishLookout", "BlueCreek"]  # fmt: skip
_SLANG = ["Catracho", "Pisto", "Cipote", "Chele", "Maje", "Chunche", "Tuani", "Chilero",
          "Asere", "Chamo", "Pana", "Bwoy"]  # fmt: skip
_LEET = ["B4l34d4", "C4tr4ch0", "Yurum31n", "P4c4m4r4", "H0lst31n", "V4nn4m31", "W4n4r4gu4",
         "S4tuy3", "G4r1fun4"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people at the holdings pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DIVE_SITES)}{g.choice([40, 60, 80, 90, 110, 130])}ft{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_VARIETIES)}{g.randrange(1100, 1900)}msnm",
    lambda g: f"{g.choice(_DISHES)}{g.choice([1797, g.randrange(1960, 2034)])}{g.choice(_SYMBOLS)}",
    lambda g: f"Estanque{g.randrange(1, 40):02d}-{g.randrange(18, 42)}ppt{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"Koh{g.choice(_COWS)}{g.randrange(100, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_FISH, 2)) + "." + str(g.randrange(10, 100)),
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"{g.choice(_SLANG)}{g.choice(_SYMBOLS)}{g.choice(_SLANG)}{g.randrange(10, 100)}",
    lambda g: f"Lote{g.randrange(100, 1000)}{g.choice(['Williams', 'GrandeNaine', 'Valery'])}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_DISHES).lower()}_{g.randrange(1960, 2034)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp from Wilmer at the La Ceiba packing station: the Aweta grader's web password is {pw}",
    "Telegram, Shirlene (West End dive shop): Coltri MCH16 compressor panel password {pw}",
    "Signal note from Dr. Hodgson, Bluefields clinic: Mindray BC-5150 service password {pw}",
    "Teams chat, #fonseca-ponds: the Aquasend Beacon gateway admin password is {pw}",
    "SMS from Isaak Friesen: DeLaval VMS robot terminal password {pw}",
    "Messenger, Domingo at the Cobán mill: Penagos dryer controller password {pw}",
    "Slack DM from Jorge Handal: Thermo King TracKing portal password {pw}",
    "Zoho Cliq message: Star Cool reefer service laptop password {pw}",
    "Viber message from Yusniel: Victron Cerbo GX remote console password {pw}",
    "Google Chat, packing-station space: Unitec sorter HMI password {pw}",
    "Element room #dive-ops: Nuvair nitrox membrane panel password {pw}",
    "Discord, coop server, #lanchas: Simrad NSS evo3 wifi admin password {pw}",
    "Wire message from Nubia: Sysmex XN-350 supervisor password {pw}",
    "Keep note 'Golfo de Fonseca': YSI ProDSS handheld password {pw}",
    "Trello card 'Reefer plugs': Carrier Lynx Fleet password {pw}, rotate after the season",
    "Jira CGH-218: the Pinhalense dryer web UI password {pw} no longer works",
    "Zendesk ticket 5512: reset the Lowrance HDS network password, current {pw}",
    "Freshdesk #884: the Iridium GO! exec admin password is {pw}, please change it",
    "Hi Kensy,\n\nthe new root password for the packing-station server is {pw}. Delete this mail once it's in Bitwarden.\n\nWilmer",
    "Incident 2033-02-09: the Garmin GPSMAP on the coop boat Yurumein was reachable from the marina wifi with password {pw}",
    "Runbook: reefer plug-in at Puerto Castilla\n1. open the Daikin LXE panel\n2. log in as service\n3. password {pw}\n4. set 13.3 °C for the Grande Naine boxes",
    "README (dairy barn PC)\nthe GEA DairyPlan web UI is at https://dairyplan.cgh.lan, admin password `{pw}`.",
    "my Ficohsa online banking password is {pw}",
    "can you remember my BAC app password? it's {pw}",
    "dictated: the Starlink Mini on the Sambo Creek boat, router password {pw} full stop",
    "after the firmware update the Cerbo GX password became {pw}",
    "the clinic's OpenEMR admin password is now {pw}",
    "voice memo from the shrimp farm: the feeder controller password is {pw}, write that down",
    "Vos maje, la contra del grader de la empacadora es {pw}, va",
    "la contra del wifi de la camaronera quedó {pw}, cheque",
    "Ideay chavalo, la clave del Sysmex es {pw}, ¿oíste? no andés regándola",
    "Patojo, la contraseña del secador del beneficio es {pw}, cabal",
    "Asere, la contraseña del compresor es {pw}, no se la des a nadie",
    "Chamo, la clave del correo de la tienda de buceo es {pw}, pana",
    "Buiti binafi! Password nu email: {pw}. Seremein",
    "password lun router nu: {pw}",
    "Ai email password ba {pw} sa",
    "Clinic kompiuta password ba {pw} sa, upla kumi ra wiaia apia",
    "Bwoy, di password fa di dive shop computa is {pw}, doan tell nobody from West End",
    "Da new password fa di compressor is {pw}, ya hear",
    "Mi email password a {pw}, mek unu no tel nobadi",
    "Di clinic kompiuta password a {pw}, seen?",
    "Mi paaswod fi di dairy kompyuta da {pw}",
    "Di paaswod fi di milk tank da {pw}, noh tel nobadi",
    "Lin password re li email a'an {pw}, bantiox",
    "Nu password re li computadora re' {pw}",
    "Ni password tama e computadora ja'x {pw}",
    "Yang password, clinic kompiuta: {pw}",
    "Passwordki {pw}, clinic email",
    "Na password, Rama Cay radio: {pw}",
    "Mien Passwuat fe dee Malkjmaschien es {pw}",
    "Daut niee Passwuat fa'm Komputa em Stall es {pw}",
    "الباسورد تبع الإيميل تبعي هو {pw}",
    "ولك الباسورد تبع كمبيوتر المحل صار {pw}، ما تحكيه لحدا",
    "冷库电脑的密码是 {pw}，别告诉别人",
    "店裡電腦的密碼改成 {pw} 了",
    "In password ti' in correo leti' {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wilmer", "kensy.m", "shirlene.e", "dwight", "nolis", "enid.downs", "hodgson",
          "isaak.f", "aganetha", "jakob.w", "domingo.x", "matilde", "jhandal", "rania",
          "chenwei", "yusniel", "orangel", "yorbelis", "celeo", "nubia", "osmin", "lesly",
          "svc-reefer", "ops-ponds", "clinica", "lab-blf"]  # fmt: skip
_LOGINS = [
    "Telegram, Shirlene: the DiveShop360 login is {u} / {pw}",
    "Zendesk #5520: {u} locked out of DelPro, last password {pw}",
    "| system | user | password |\n|---|---|---|\n| Unitec HMI | {u} | {pw} |",
    "sign into the Mindray LIS as {u} with {pw}",
    "user: {u}\npass: {pw}",
    "- host: pond-ctl-03\n  user: {u}\n  pass: {pw}",
    "creds for the Thermo King portal are {u} and {pw}",
    "system,user,password\nstarcool-laptop,{u},{pw}",
    "nu usuario {u}, nu password {pw}",
    "Slack, Jorge: the Aquasend account is {u} and the password is {pw}",
    "usuario {u}, contra {pw}, va",
    "usuario: {u} / clave: {pw}, ideay",
    "el usuario es {u} y la contraseña {pw}, asere",
    "usuario {u} y clave {pw}, chamo",
    "ai user ba {u} sa, password ba {pw} sa",
    "user nu {u}, password nu {pw}",
    "di user is {u} an di password is {pw}",
    "mi user a {u} an mi password a {pw}",
    "mi yooza da {u}, mi paaswod da {pw}",
    "lin usuario a'an {u}, lin password a'an {pw}",
    "Brucka {u}, Passwuat {pw}",
    "اليوزر {u} والباسورد {pw}",
    "用户名 {u}，密码 {pw}",
    "ni usuario ja'x {u}, ni password ja'x {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hudut", "tapou", "machuca", "bundiga", "darasa", "ereba", "baleada", "rondon",
               "pacamara", "caturra", "hogfish", "wahoo", "tarpon", "marieke", "yurumein",
               "chugu", "langosta", "caracol"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "for the Cerbo GX it's {w} followed by {d}",
    "voice memo: the reefer laptop password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits stuck together",
    "la contra es la palabra {w} y después {d}",
    "es la palabra {w} y luego {d}, asere",
    "password ba {w} sa, bara {d}",
    "di password is di word {w}, den {d}",
    "di password a di wod {w}, den {d}",
    "di paaswod da di wod {w}, den {d}",
    "daut Passwuat es daut Wuat {w}, dan {d}",
    "الباسورد هو كلمة {w} وبعدها {d}",
    "密码是 {w} 这个词，后面加 {d}",
    "lin password a'an li aatin {w}, chirix {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    # the commands the product names, in layouts of this corpus
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@10.40.2.11 'systemctl restart reefer-sync'",
    "mysql -h db.cgh.lan -u {u} -p'{pw}' empacadora -e 'select count(*) from cajas'",
    "redis-cli -h cache.cgh.lan -a '{pw}' --no-auth-warning keys 'pond:*'",
    "curl -u {u}:{pw} 'https://erp.cgh.lan/api/v1/lotes?fecha=2033-03-02'",
    "docker login registry.cgh.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd-clinica {u} '{pw}'",
    "smbclient //nas.cgh.lan/planillas -U {u}%{pw} -c 'ls'",
    "7z a -p'{pw}' -mhe=on expedientes-2033.7z expedientes/",
    "xfreerdp /v:10.40.5.20 /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\nas.cgh.lan\\fotos /user:CGH\\{u} {pw}",
    # tools, calls and flags no earlier corpus names
    "AuthenticationContext ac = new AuthenticationContext(\"{u}\", \"{pw}\".toCharArray(), \"CGH\");",
    "Net::SFTP.start(\"sftp.cgh.lan\", \"{u}\", password: \"{pw}\") {{ |sftp| sftp.download!(\"/out/cajas.csv\", \"cajas.csv\") }}",
    "let opts = OptsBuilder::new().ip_or_hostname(Some(\"db.cgh.lan\")).user(Some(\"{u}\")).pass(Some(\"{pw}\")).db_name(Some(\"lecheria\"));",
    "db = ArangoClient(hosts=\"http://arango.cgh.lan:8529\").db(\"estanques\", username=\"{u}\", password=\"{pw}\")",
    "client = Client(host=\"ch.cgh.lan\", user=\"{u}\", password=\"{pw}\", database=\"reefers\")",
    "await smtp.AuthenticateAsync(\"{u}@caribegarifuna.hn\", \"{pw}\");",
    "conn <- connectPostgreSQL \"host=pg.cgh.lan dbname=clinica user={u} password={pw}\"",
    "const conn = await mysql.createConnection({{ host: 'db.cgh.lan', user: '{u}', password: '{pw}', database: 'buceo' }});",
    "ctx = snowflake.connector.connect(user=\"{u}\", password=\"{pw}\", account=\"cgh-ceiba\", warehouse=\"EXPORT_WH\")",
    "install(Auth) {{ basic {{ credentials {{ BasicAuthCredentials(username = \"{u}\", password = \"{pw}\") }} }} }}",
    "HTTParty.get(\"https://erp.cgh.lan/api/cajas\", basic_auth: {{ username: \"{u}\", password: \"{pw}\" }})",
    "client = InfluxDBClient(\"influx.cgh.lan\", 8086, \"{u}\", \"{pw}\", \"oxigeno\")",
    "$ldap->bind(\"uid={u},ou=staff,dc=cgh,dc=lan\", password => \"{pw}\");",
    "env.put(Context.SECURITY_PRINCIPAL, \"uid={u},ou=staff,dc=cgh,dc=lan\");\nenv.put(Context.SECURITY_CREDENTIALS, \"{pw}\");",
    "Sardine sardine = SardineFactory.begin(\"{u}\", \"{pw}\");",
    "ctx = ClientContext(site_url).with_credentials(UserCredential(\"{u}@caribegarifuna.hn\", \"{pw}\"))",
    "conn.connect({{ host: '10.40.1.5', port: 22, username: '{u}', password: '{pw}' }});",
    "imap = Net::IMAP.new(\"mail.cgh.lan\", ssl: true)\nimap.login(\"{u}\", \"{pw}\")",
    "connection = sdk.Connection(url=\"https://engine.cgh.lan/ovirt-engine/api\", username=\"{u}@internal\", password=\"{pw}\", insecure=True)",
    "await page.type('#password', '{pw}');",
    "swift -A https://swift.cgh.lan/auth/v1.0 -U {u} -K '{pw}' list fotos-buceo",
    "knife ssh 'role:pos' 'sudo chef-client' -x {u} -P '{pw}'",
    "st2 login {u} -p '{pw}'",
    "./pan.sh -file=/opt/etl/cajas.ktr -rep=cgh -user={u} -pass={pw} -level=Basic",
    "pdm config repository.cgh.password {pw}",
    "ftps = FTP_TLS(\"ftp.cgh.lan\", \"{u}\", \"{pw}\")",
    "$ssh = new SSH2('10.40.2.7');\nif (!$ssh->login('{u}', '{pw}')) exit('login failed');",
    "using var ctx = new PrincipalContext(ContextType.Domain, \"CGH\", \"{u}\", \"{pw}\");",
    "$conn = new AMQPStreamConnection('mq.cgh.lan', 5672, '{u}', '{pw}');",
    "api = Garmin(\"{u}@caribegarifuna.hn\", \"{pw}\")",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\buceo> {c}", "wilmer@empaque:~$ {c}",
    "history on the packing-station PC:\n  412  {c}", "from the reefer sync script:\n{c}",
    "the line that logs in, pasted in the ticket:\n{c}", "git diff, the line to drop:\n+{c}",
    "code review comment: hardcoded here → {c}", "the booking tool's source, line 18: {c}",
    "Jupyter cell in the lab notebook:\n{c}", "VS Code terminal, ~/cgh-erp $ {c}",
    "Termux on Celeo's phone: {c}", "Windows Terminal (Ubuntu) ~/lecheria $ {c}",
    "MobaXterm session 'beneficio-coban': {c}", "iTerm2, jorge@mbp ~ % {c}",
    "Warp terminal: {c}", "tmux pane 2 on the clinic server: {c}",
    "el comando que corrí en la compu de la empacadora: {c}", "lo que pegó Yusniel en el chat: {c}",
    "ai command ba: {c}", "di command Dwight run: {c}", "di kománd weh Isaak ron: {c}",
    "الأمر اللي شغلته: {c}", "我跑的命令：{c}", "daut Kommando fonn Jakob: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a file, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        samples = v.fill(rng, cls, templates, n, _plain_pw, u=_USERS)
        pairs = zip(samples, v.cycle(rng, frames, n), strict=True)  # every frame before repeats
        return [Sample(s.cls, frame.format(c=s.text), s.secret) for s, frame in pairs]

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "gel://{u}:{pw}@gel.cgh.lan:5656/clinica",
    "jdbc:gbase://gbase.cgh.lan:5258/exportacion?user={u}&password={pw}",
    "jdbc:highgo://highgo.cgh.lan:5866/laboratorio?user={u}&password={pw}",
    "jdbc:ignite:thin://ignite.cgh.lan:10800/PUBLIC?user={u}&password={pw}",
    "jdbc:kylin://kylin.cgh.lan:7070/banano?user={u}&password={pw}",
    "jdbc:oscar://oscar.cgh.lan:2003/OSRDB?user={u}&password={pw}",
    "memsql://{u}:{pw}@memsql.cgh.lan:3306/camaron",
    "memcache://{u}:{pw}@cache.cgh.lan:11211",
    "ts3server://ts.cgh.lan?port=9987&nickname={u}&password={pw}",
    "steam://connect/203.0.113.40:27015/{pw}",
    "xmlrpc.client.ServerProxy('https://{u}:{pw}@erp.cgh.lan/xmlrpc/2/object')",
    "config.set_xmlrpc('https://{u}:{pw}@salud.cgh.lan:8000/clinica/')",
    "https://{u}:{pw}@nube.cgh.lan/remote.php/dav/addressbooks/users/{u}/contactos/",
]  # fmt: skip
_URL_PLACES = [
    "CLINICA_DB_URL={c}", "la cadena de conexión vieja: {c}", "ai connection string ba {c} sa",
    "di connection string fa di dive shop: {c}", "連接字串：{c}", "Zendesk #5541: {c}",
    "Confluence, 'Bases de datos': {c}", "keep this for me: {c}", "رابط الاتصال: {c}",
    "Celeo's phone, account settings: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "caribe-garifuna", "sub": f"merchant_{_r(g, D, 9)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "orders:read pagos:write"}  # fmt: skip
        return _jwt_of(
            g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, LOWER_DIGITS, 16)}, claims, 342
        )

    return make


# Vendors heldouts 5 to 150 do not name. Every shape here is the author's guess: none of them
# publishes a key format the author knows.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ficohsa", "FICOHSA_API_KEY", _j((HEX, 32))),
    ("Banco Atlántida", "ATLANTIDA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Banpaís", "BANPAIS_API_TOKEN", _j((ALNUM, 40))),
    ("Banco de Occidente", "BANCO_OCCIDENTE_KEY", lambda g: v.uuid4(g, "9")),
    ("Ficensa", "FICENSA_SECRET", _j((B64, 43), "=")),
    ("BAC Credomatic", "CREDOMATIC_API_KEY", _j("cred_live_", (ALNUM, 32))),
    ("Banco Industrial", "BI_API_SECRET", _j((HEX, 64))),
    ("G&T Continental", "GYT_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Bantrab", "BANTRAB_TOKEN", _j((ALNUM, 48))),
    ("Banco Agromercantil", "BAM_API_KEY", _j((HEX, 40))),
    ("Promerica", "PROMERICA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Heritage Bank", "HERITAGE_BZ_API_KEY", _j((HEX, 32))),
    ("Atlantic Bank", "ATLANTIC_BZ_TOKEN", _j((B64, 60))),
    ("CIBC FirstCaribbean", "FIRSTCARIBBEAN_SECRET", lambda g: v.uuid4(g, "b")),
    ("DigiWallet", "DIGIWALLET_MERCHANT_KEY", _j((HEX, 40))),
    ("E-Kyash", "EKYASH_API_KEY", _j("ek_live_", (ALNUM, 32))),
    ("Recurrente", "RECURRENTE_SECRET_KEY", _j("sk_live_", (ALNUM, 40))),
    ("Cubo Pago", "CUBOPAGO_API_KEY", _j((ALNUM, 40))),
    ("PagaloGT", "PAGALO_TOKEN", _j((HEX, 32))),
    ("NeoNet", "NEONET_MERCHANT_SECRET", _j((B64, 32))),
    ("Hondutel", "HONDUTEL_SMS_TOKEN", _j((ALNUM, 36))),
    ("Smart Belize", "SMART_BZ_SMS_KEY", _j((HEX, 32))),
    ("Belize Telemedia", "BTL_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Tigo Business", "TIGO_BUSINESS_API_SECRET", _j((URLSAFE, 48))),
    ("Claro Empresas", "CLARO_EMPRESAS_TOKEN", _vendor_jwt("https://api.claroempresas.example")),
    ("Cargo Expreso", "CARGOEXPRESO_API_KEY", _j((HEX, 40))),
    ("Forza Delivery", "FORZA_API_TOKEN", _j((ALNUM, 40))),
    ("Hugo App", "HUGO_MERCHANT_TOKEN", _vendor_jwt("https://auth.hugoapp.example")),
    ("Tropic Air", "TROPICAIR_AGENCY_KEY", _j((ALNUM, 32))),
    ("Maya Island Air", "MAYAISLAND_API_KEY", _j((HEX, 32))),
    ("CM Airlines", "CMAIRLINES_TOKEN", _j((B64, 44))),
    ("La Costeña", "LACOSTENA_API_KEY", _j((HEX, 40))),
    ("Galaxy Wave", "GALAXYWAVE_BOOKING_KEY", lambda g: v.uuid4(g, "a")),
    ("Hedman Alas", "HEDMANALAS_API_KEY", _j((UPPER_HEX, 32))),
    ("iFinca", "IFINCA_API_TOKEN", _j("ifn_", (ALNUM, 40))),
    ("Aquasend", "AQUASEND_API_KEY", _j((HEX, 64))),
    ("Yalo", "YALO_API_TOKEN", _j((URLSAFE, 64))),
    ("Bind ERP", "BINDERP_API_KEY", _vendor_jwt("https://api.bind.example")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "docker buildx build --build-arg {env}={tok} -t registry.cgh.lan/empaque-api .",
    ".bazelrc:\nbuild --action_env={env}={tok}",
    ".drone.yml:\n    environment:\n      {env}: {tok}",
    ".travis.yml:\nenv:\n  global:\n    - {env}={tok}",
    ".woodpecker.yml:\n    environment:\n      {env}: {tok}",
    ".devcontainer/devcontainer.json: \"containerEnv\": {{ \"{env}\": \"{tok}\" }}",
    "/kaniko/executor --build-arg {env}={tok} --destination registry.cgh.lan/pagos:latest",
    "ERP CGH › Configuración › Integraciones › {vendor} › API key: {tok}",
    "Notion table 'Integraciones': | {vendor} | prod | {tok} |",
    "Trello card: rotate the {vendor} key {tok}",
    "WhatsApp, Wilmer: {vendor} key for the packing sync: {tok}",
    "Zendesk #5530: {vendor} sync fails with 401, configured key {tok}",
    "Jira CGH-240: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "la API key de {vendor} es {tok}, va",
    "la llave API de {vendor}: {tok}",
    "clave de API de {vendor} para el beneficio: {tok}",
    "la API key de {vendor} es {tok}, asere",
    "la clave API de {vendor}, chamo: {tok}",
    "{vendor} API key ba {tok} sa",
    "API key nu {vendor}: {tok}",
    "di {vendor} API key is {tok}, doan lose it",
    "di {vendor} API key a {tok}",
    "di {vendor} API kee da {tok}",
    "li API key re {vendor} a'an {tok}",
    "de API-Schlätel fa {vendor} es {tok}",
    "مفتاح API تبع {vendor} هو {tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "{vendor} 的 API 金鑰：{tok}",
    "e API key tama {vendor} ja'x {tok}",
]  # fmt: skip


def _entra_secret(g: random.Random) -> str:
    """A Microsoft Entra client secret as the author believes it: three characters, a digit,
    ``Q~`` and thirty-four characters of a URL-safe alphabet with ``~`` and ``.``."""
    return _r(g, ALNUM, 3) + g.choice(D) + "Q~" + _r(g, ALNUM + "~._-", 34)


def _vendor_specials(rng: random.Random) -> list[Sample]:
    pixelpay = _r(rng, HEX, 32)
    recurrente = "sk_live_" + _r(rng, ALNUM, 40)
    entra = _entra_secret(rng)
    netbox = _r(rng, HEX, 40)
    plex = "claim-" + _r(rng, ALNUM, 20)
    runner = "GR1348941" + _r(rng, URLSAFE, 20)
    b2 = "K005" + _r(rng, ALNUM + "+/", 27)
    dapi = "dapi" + _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'settings.setupCredentials("{_r(rng, D, 10)}", "{pixelpay}"); // PixelPay, tienda de buceo', pixelpay),
        Sample("vendor_token", f'headers = {{"X-PUBLIC-KEY": "pk_live_{_r(rng, ALNUM, 40)}", "X-SECRET-KEY": "{recurrente}"}}', recurrente),
        Sample("vendor_token", f'app = msal.ConfidentialClientApplication("{v.uuid4(rng, "8")}", authority=AUTHORITY, client_credential="{entra}")', entra),
        Sample("vendor_token", f'nb = pynetbox.api("https://netbox.cgh.lan", token="{netbox}")', netbox),
        Sample("vendor_token", f"compose.yaml (the dive shop's media box):\n    environment:\n      PLEX_CLAIM: {plex}", plex),
        Sample("vendor_token", f"gitlab-runner register --non-interactive --url https://git.cgh.lan --registration-token {runner} --executor docker", runner),
        Sample("vendor_token", f"b2 authorize-account 005{_r(rng, HEX, 22)} {b2}", b2),
        Sample("vendor_token", f"databricks://token:{dapi}@adb-4471.azuredatabricks.net:443/default?http_path=/sql/1.0/warehouses/cgh", dapi),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    # every vendor at least once, and every layout too
    firsts = list(zip(_VENDORS, v.cycle(rng, _NAMED, len(_VENDORS)), strict=True))
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "di token a {t}",
                "este es el token nuevo: {t}", "{t}\n^ the new one, the old one is revoked",
                "guardame esto: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "web.config of the booking site:\n<machineKey validationKey=\"{h}\" validation=\"HMACSHA256\" />": 128,
    "LoRaWAN AppSKey of the Yurumein boat tracker (ABP): {h}": 32,
    "HMAC secret for the PixelPay webhook: {h}": 64,
    "Iridium SBD payload key (AES-256, hex): {h}": 64,
    "ESP-NOW PMK for the pond sensors: {h}": 32,
    "clave de cifrado del respaldo de la clínica (hex): {h}": 64,
    "مفتاح التشفير تبع الباك أب: {h}": 64,
    "备份的加密密钥：{h}": 64,
    "di backup encryption kee da {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if "machineKey" in template or index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #5561: token copied from the browser's network tab {t}",
    "Cookie: lang=es-HN; cgh_session={t}",
    "ERP_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "el token es {t}",
    "di token a {t}",
    "التوكن: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@caribegarifuna.hn"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.cgh.lan/realms/holding",
            "azp": "empaque-web",
            "roles": ["empaque", "reefers"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the packing-station server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.cgh.hn.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"ANACAFE_SFTP_PRIVATE_KEY": "{key}", "host": "sftp.cgh.lan"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_clinica <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk #5570, pegado por el integrador:\n{key}": ("PRIVATE KEY", "\n"),
    "ai private key ba:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Antwerp importer's drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Bitkey backup before I sell the old phone: {p}": "english",
    "Specter wallet words, the fishing coop's fund: {p}": "english",
    "Mycelium seed for the dive shop's tip-jar wallet\n{p}": "english",
    "voice memo: the SeedSigner words are {p} and that's all of them": "english",
    "frase de recuperación de la billetera Chivo, no la perdás: {p}": "spanish",
    "asere, las palabras de la Bull Bitcoin: {p}": "spanish",
    "las palabras de la wallet de OKX, chamo: {p}": "spanish",
    "助记词（店里的钱包）：{p}": "chinese_simplified",
    "錢包助記詞，收好：{p}": "chinese_traditional",
    "frase de recuperação da carteira Bitpie do instrutor: {p}": "portuguese",
    "phrase de récupération du portefeuille Jade du moniteur : {p}": "french",
    "Jorge's Unstoppable wallet seed: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Jorge: the company card for the Daikin spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zendesk #5575: pay the Aweta service visit with card {c}",
    "el número de mi tarjeta: {c}, vence {mm}/{yy}",
    "ai card namba ba {c} sa",
    "mi kaad nomba da {c}, {mm}/{yy}",
    "di card number fa di shop is {c}",
    "رقم البطاقة تبعي: {c}",
    "我的卡号：{c}，{mm}/{yy}",
    "mien Kort-Nomma es {c}",
    "asere, la tarjeta es {c}, vence {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "卡背面的三个数字：{cvv}",
               "di tree numba pan di back a di kaad da {cvv}",
               "الأرقام الثلاثة ورا البطاقة: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and calls of heldouts 5 to 150
# (Turkey in nine corpora; Austria, Belgium, Estonia, the United Kingdom, Italy, Luxembourg and
# Portugal in ten). BBAN shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`), after
# stdnum's iban.dat.
_IBAN_SHAPES = {"TR": "nnnnn0" + "c" * 16, "EE": "n" * 16, "AT": "n" * 16, "BE": "n" * 12,
                "GB": "aaaa" + "n" * 14, "IT": "a" + "n" * 10 + "c" * 12, "LU": "nnn" + "c" * 13,
                "PT": "n" * 21}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice CGH-2033-071: please pay the shrimp feed from Izmir to {i} within 30 days": "TR",
    "save the Antwerp banana importer's IBAN: {i}": "BE",
    "IBAN: {i}\nReferencia: café lavado, lote 12, Lisboa": "PT",
    "WhatsApp #tesoreria: the Vienna coffee buyer's new bank details, IBAN {i}": "AT",
    "el IBAN del tostador de Trieste es {i}": "IT",
    "ai IBAN ba {i} sa": "GB",
    "mi IBAN da {i}": "GB",
    "di IBAN fa di Tallinn dive-gear shop is {i}": "EE",
    "الآيبان تبعي: {i}": "TR",
    "我的 IBAN：{i}": "PT",
    "mien IBAN es {i}": "AT",
    "cuenta del fondo de Luxemburgo, IBAN {i}": "LU",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Ids and registrations no library checks and this file does not either: their shapes are the
# author's belief or invention.
_DEPARTMENTS = ["01", "02", "03", "05", "06", "08", "09", "12", "13", "14", "15", "16", "17"]


def _ihcafe(g: random.Random) -> str:
    """An IHCAFE coffee producer's registration: department, municipality and a serial."""
    return f"{g.choice(_DEPARTMENTS)}{g.randrange(1, 29):02d}-{_r(g, D, 6)}"


def _anacafe(g: random.Random) -> str:
    """An Anacafé producer code: AC, a region and a serial."""
    return f"AC-{g.randrange(1, 23):02d}-{_r(g, D, 6)}"


def _digepesca(g: random.Random) -> str:
    """A DIGEPESCA artisanal fisher's card: PA, a department's letters and a serial."""
    return f"PA-{g.choice(['GD', 'AT', 'CO', 'VA', 'IB'])}-{_r(g, D, 6)}"


def _lobster_diver(g: random.Random) -> str:
    """A Mosquitia lobster diver's licence: BZ, a year and a serial."""
    return f"BZ-{g.randrange(2029, 2034)}-{_r(g, D, 5)}"


def _minsa(g: random.Random) -> str:
    """A Nicaraguan doctor's MINSA code: five digits."""
    return g.choice("123456789") + _r(g, D, 4)


def _cpeh(g: random.Random) -> str:
    """A Honduran nurse's registration with the nurses' college: E and five digits."""
    return "E-" + _r(g, D, 5)


def _qf(g: random.Random) -> str:
    """A Honduran pharmacist's registration: QF and four digits."""
    return "QF-" + g.choice("123456789") + _r(g, D, 3)


def _ornato(g: random.Random) -> str:
    """A Guatemalan boletín de ornato: a series letter and eight digits."""
    return f"{g.choice('ABCD')}-{_r(g, D, 8)}"


def _residente(g: random.Random) -> str:
    """A Honduran resident's card: an office, a year and a serial."""
    return f"{g.randrange(1, 19):02d}-{g.randrange(2026, 2034)}-{_r(g, D, 6)}"


def _bz_tin(g: random.Random) -> str:
    """A Belize Tax Service TIN: six digits."""
    return g.choice("123456789") + _r(g, D, 5)


def _patron(g: random.Random) -> str:
    """A Honduran merchant marine fishing master's licence: MM, two letters and six digits."""
    return f"MM-{_r(g, UPPER, 2)}-{_r(g, D, 6)}"


def _pulmones(g: random.Random) -> str:
    """A Guatemalan health and lung card (tarjeta de salud y pulmones): seven digits."""
    return g.choice("123456789") + _r(g, D, 6)


def _hn_licence(g: random.Random) -> str:
    """A Honduran driving licence: the holder's DNI digits, department, year and serial."""
    return (
        f"{g.choice(_DEPARTMENTS)}{g.randrange(1, 29):02d}-{g.randrange(1955, 2010)}-{_r(g, D, 5)}"
    )


def _bz_licence(g: random.Random) -> str:
    """A Belize driver's licence: D and seven digits."""
    return "D" + _r(g, D, 7)


def _patria(g: random.Random) -> str:
    """A Venezuelan carnet de la patria's serial: ten digits."""
    return "00" + _r(g, D, 8)


def _bnmc(g: random.Random) -> str:
    """A Belize Nurses and Midwives Council registration: RN and four digits."""
    return "RN-" + g.choice("123456789") + _r(g, D, 3)


def _bz_passport(g: random.Random) -> str:
    return "P" + _r(g, D, 7)


def _hn_passport(g: random.Random) -> str:
    return g.choice("EFG") + _r(g, D, 7)


def _ve_passport(g: random.Random) -> str:
    return g.choice("1") + _r(g, D, 8)


def _ps_passport(g: random.Random) -> str:
    return g.choice("4") + _r(g, D, 6)


def _cn_passport(g: random.Random) -> str:
    return "EJ" + _r(g, D, 7)


def _tw_passport(g: random.Random) -> str:
    return "3" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "clave IHCAFE del productor de Marcala, para el contrato: {s}": _ihcafe,
    "código de productor Anacafé de la finca de Carchá: {s}": _anacafe,
    "carné de pescador artesanal DIGEPESCA No. {s}": _digepesca,
    "ai licencia de buzo ba {s} sa": _lobster_diver,
    "código MINSA de la doctora Downs: {s}": _minsa,
    "número de colegiación de la enfermera Nubia en el colegio de enfermería: {s}": _cpeh,
    "colegiación del químico farmacéutico de la clínica: {s}": _qf,
    "boletín de ornato 2033 de Domingo, No. {s}": _ornato,
    "carné de residente de Yusniel: {s}": _residente,
    "my Belize TIN for the tax form: {s}": _bz_tin,
    "licencia de patrón de pesca de la Marina Mercante: {s}": _patron,
    "tarjeta de salud y pulmones de Matilde, No. {s}": _pulmones,
    "licencia de manejo de Wilmer: {s}": _hn_licence,
    "mi draiva laisens nomba da {s}": _bz_licence,
    "chamo, el serial de mi carnet de la patria: {s}": _patria,
    "BNMC registration of Nurse Arzu: {s}": _bnmc,
    "di passport numba fa Dwight is {s}": _bz_passport,
    "pasaporte catracho de Kensy: {s}": _hn_passport,
    "el pasaporte de Orangel, chamo: {s}": _ve_passport,
    "رقم جواز السفر تبع رانيا: {s}": _ps_passport,
    "陈伟的护照号码是 {s}": _cn_passport,
    "林美華的護照號碼：{s}": _tw_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER_DIGITS, 4)}.{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["E-Kyash 2FA recovery codes\n{codes}", "spare sign-in codes for the holding's Microsoft account {codes}",
            "códigos de respaldo de la cuenta de Ficohsa: {codes}", "2FA backup codes ba: {codes}",
            "أكواد الاسترداد تبع الحساب:\n{codes}", "2FA 备用码：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Recurrente:kensy@caribegarifuna.hn?secret={s}&issuer=Recurrente&digits=6",
              "clave de configuración manual del 2FA de PixelPay: {s}",
              "Aegis, setup key for the Cargo Expreso account: {s}",
              "2FA key ba: {s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación de Ficohsa", "BAC Credomatic: su código de seguridad es {c}. No lo comparta",
          "Your E-Kyash verification code is {c}", "رمز التحقق تبعك {c}",
          "Tigo Money: tu código es {c}, no se lo des a nadie"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["CGH-Empacadora", "Ceiba-Packing-5G", "Fonseca-Ponds", "Tigo-Marcovia-4G",
          "Claro_SanLorenzo", "DiveShop-WestEnd", "Roatan-Reef-Staff", "Coop-SamboCreek",
          "Beneficio-Coban", "SpanishLookout-Barn", "Clinica-Bluefields", "Smart-BZ-4G",
          "Hondutel-Amapala"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "Yang wifi {s}, password: {pw}",
    "wifi at the ice house in Marcovia: {s} / {pw}",
    "settings.toml on the CircuitPython pond sensor:\nCIRCUITPY_WIFI_SSID = \"{s}\"\nCIRCUITPY_WIFI_PASSWORD = \"{pw}\"",
    "mbed_app.json of the reefer logger: \"wifi-ssid\": {{\"value\": \"\\\"{s}\\\"\"}}, \"wifi-password\": {{\"value\": \"\\\"{pw}\\\"\"}}",
    "meshtastic --set network.wifi_ssid {s} --set network.wifi_psk {pw}",
    "la contra del wifi {s} es {pw}",
    "wifi {s} password ba {pw} sa",
    "di wifi {s}, password {pw}",
    "di waifai {s} paaswod da {pw}",
    "الواي فاي {s} الباسورد تبعه {pw}",
    "Wi-Fi {s} 的密码是 {pw}",
    "daut WLAN {s} haft daut Passwuat {pw}",
    "li wifi {s}, li password a'an {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ek_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ifn_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the VHF] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra por letra: {t}",
          "wan wan leta: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["candado de la bodega de hielo: {pw}", "ai padlock code ba {pw} sa",
          "di padlak kood fi di milk room da {pw}", "رقم قفل المخزن: {pw}",
          "仓库门锁的密码：{pw}", "the dive locker keypad takes {pw} then #",
          "padlock on the ice house at Marcovia: {pw}", "padlockki kood, clinic bodega: {pw}",
          "de Code fa't Schlott aum Stall es {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hudut", "tapou", "machuca", "pacamara", "caturra", "hogfish", "wahoo",
                 "tarpon", "langosta", "caracol", "reefer", "estanque", "aireador", "marieke",
                 "yurumein", "cayuco"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the packing office: {p}": " ",
            "VeraCrypt passphrase of the clinic's backup disk: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "Enpass master passphrase: {p}": ".",
            "la frase de paso del disco de respaldo: {p}": " ",
            "ai passphrase ba: {p}": "_", "di backup passphrase da {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "OpenResty, location /erp: more_set_input_headers 'Authorization: Basic {v}';": True,
    "k6 script: http.get(url, {{ headers: {{ Authorization: 'Bearer {v}' }} }});": False,
    "Wilmer pegó esto del navegador: Authorization: Basic {v}": True,
    "Zendesk #5580, request headers: authorization: bearer {v}": False,
    "cajas.bru:\nheaders {{\n  Authorization: Basic {v}\n}}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/mysql/debian.cnf:\n[client]\nhost     = localhost\nuser     = debian-sys-maint\npassword = {pw}\nsocket   = /run/mysqld/mysqld.sock",
    "/etc/stunnel/psk.txt (PSKsecrets of the reefer tunnel):\nreefer-ceiba:{pw}",
    "server-settings.json of the crew's Factorio server:\n{{\"name\": \"Turno noche\", \"visibility\": {{\"public\": false}}, \"game_password\": \"{pw}\"}}",
    "naiveproxy config.json:\n{{\"listen\": \"socks://127.0.0.1:1080\", \"proxy\": \"https://{u}:{pw}@proxy.caribegarifuna.hn\"}}",
    "n8n compose.yaml:\n      - N8N_BASIC_AUTH_ACTIVE=true\n      - N8N_BASIC_AUTH_USER={u}\n      - N8N_BASIC_AUTH_PASSWORD={pw}",
    "~/.bashrc on the lab box:\nexport MLFLOW_TRACKING_USERNAME={u}\nexport MLFLOW_TRACKING_PASSWORD={pw}",
    "Liberty server.xml:\n<basicRegistry id=\"basic\" realm=\"clinica\">\n  <user name=\"{u}\" password=\"{pw}\" />\n</basicRegistry>",
    "kafka server.properties:\nssl.keystore.location=/etc/kafka/ssl/broker.jks\nssl.keystore.password={pw}",
    "config/deploy.rb:\nset :user, \"{u}\"\nset :password, \"{pw}\"",
    "cajas.hurl:\nGET https://erp.cgh.lan/api/cajas\n[BasicAuth]\n{u}: {pw}",
    "neo4j compose.yaml:\n    environment:\n      NEO4J_AUTH: neo4j/{pw}",
    "rabbitmq.env:\nRABBITMQ_DEFAULT_USER={u}\nRABBITMQ_DEFAULT_PASS={pw}",
    "pihole compose.yaml:\n    environment:\n      TZ: America/Tegucigalpa\n      WEBPASSWORD: '{pw}'",
    "wg-easy compose.yaml:\n      - WG_HOST=vpn.caribegarifuna.hn\n      - WG_PASSWORD={pw}",
    "opensearch compose.yaml:\n      - OPENSEARCH_INITIAL_ADMIN_PASSWORD={pw}",
    "setenv.sh (Tomcat, packing-station ERP):\nJAVA_OPTS=\"$JAVA_OPTS -Djavax.net.ssl.trustStore=/opt/erp/trust.jks -Djavax.net.ssl.trustStorePassword={pw}\"",
    "arangodb.env:\nARANGO_ROOT_PASSWORD={pw}",
    "grafana compose.yaml:\n      GF_SECURITY_ADMIN_USER: {u}\n      GF_SECURITY_ADMIN_PASSWORD: {pw}",
    "oracle-xe compose.yaml:\n    environment:\n      - ORACLE_PWD={pw}",
    "wordpress.env (dive shop site):\nWORDPRESS_DB_USER={u}\nWORDPRESS_DB_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "Kensy: wifi de la empacadora?\nWilmer: {pw}",
    "[07:41] shirlene: pw fa di compressor?\n[07:42] dwight: {pw}",
    "Yusniel: {pw} es la nueva contraseña del Cerbo",
    "Jorge: use {pw}, that's what the reefer laptop has now",
    "Miss Cornelia, Rama Cay: na wifi password {pw}",
    "رانيا: الباسورد الجديد {pw}",
    "Nolis: password raya ba {pw} sa",
    "Miss Enid: di new password a {pw}",
    "Aganetha: daut niee Passwuat es {pw}",
    "Matilde: li ak' password a'an {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "con\u200btraseña: {pw}", "pass\u2060word = {pw}", "pass\u034fword: {pw}",
    "раssword → {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱: {pw}", "ｃｌａｖｅ: {pw}", "pass\u2062word: {pw}",
    "p\u200ca\u200cs\u200cs\u200cw\u200co\u200cr\u200cd {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, near heldout32's proportions; the command,
# connection and config families hold every template once).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 57), (_logins, 24), (_spelled, 15), (_cli, 40), (_urls, 13), (_vendors, 46),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 20), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _seed_of(lang: str) -> Maker:
    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))

    return make


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "la contra del grader es": "{s}", "Cerbo GX password:": "{s} (since the January update)",
    "الباسورد تبع المحل": "{s}", "DelPro password": "{s}\nchange it after milking",
    "ai password ba": "{s} sa", "di password fa di compressor is": "{s}",
    "mi paaswod da": "{s}", "Mien Passwuat es": "{s}", "仓库电脑密码是": "{s}",
    "the password Dwight read out over the VHF was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ficohsa API key", "{s}", _j((HEX, 32))),
    ("split_token", "E-Kyash key:", "{s} (tienda de buceo)", _j("ek_live_", (ALNUM, 32))),
    ("split_token", "Banco de Occidente client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Specter backup words", "{s}", _seed_of("english")),
    ("split_card", "número de tarjeta", "{s} vence 10/37", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BE"))),
    ("split_backup", "E-Kyash recovery codes", "{s}\nQ7RM.4KZT\nW2XP.9HNB", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "clave IHCAFE", "{s}", _ihcafe),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"empacadora": {"url": "https://grader.cgh.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contra": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "wilmer", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"reefers": [{"id": "rf-1"}, {"id": "rf-2", "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["st2", "login", "kensy", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la contraseña de la compu de la clínica es {s}"}': ("meta_password", _plain_pw),
    '{"الباسورد": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign into the Aquasend gateway as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"ficohsa": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"cargoExpresoToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"hugo_merchant_key": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "08/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AT")),
    '{"productor": {"clave_ihcafe": "{s}"}}': ("meta_id", _ihcafe),
    '{"2fa": {"codigos_respaldo": ["{s}", "Q7RM.4KZT", "W2XP.9HNB"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"wallet_tienda": {"palabras": "{s}"}}': ("meta_seed", _seed_of("spanish")),
    '{"lora": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cuarto_frio": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Fonseca-Ponds", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"minimalmodbus-2.1.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cerbo-gx-venus-v3.52.swu").hexdigest()
_IMAGE = hashlib.sha256(b"registry.cgh.lan/empaque-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"empaque: add box weight column for Valery", usedforsecurity=False
).hexdigest()
_REVERT = hashlib.sha1(b"reefers: revert setpoint unit change", usedforsecurity=False)
_SHORT = _REVERT.hexdigest()[:9]
_MD5 = hashlib.md5(b"cata_2033-03-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"trazabilidad-camaron-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Aweta grader password before the calibration visit on 2033-04-14.",
    "Kensy asked for the packing-station wifi password; it's on the card in the foreman's drawer.",
    "Policy: holding passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into WhatsApp groups; share a Bitwarden link instead.",
    "The `.env.example` line `FICOHSA_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Cerbo GX asks for a new password after every firmware update.",
    "Replace <YOUR_EKYASH_KEY> in the README with the key from your E-Kyash dashboard.",
    "CARGOEXPRESO_API_KEY and HUGO_MERCHANT_TOKEN must be set before the nightly order sync runs.",
    "Vos, no le digás la contra a nadie, ¿va?",
    "Chavalo, la clave no se comparte, ¿oíste?",
    "Upla kumi ra password wiaia apia.",
    "Doan tell nobody yuh password, ya hear?",
    "No tel nobadi yu password, seen?",
    "Noh tel nobadi yu paaswod.",
    "Ink'a' taaye li password re maa'ani.",
    "Sajcht kjeenem daut Passwuat.",
    "لا تحكي الباسورد لحدا.",
    "密码不要告诉任何人。",
    "La contraseña debe tener por lo menos catorce caracteres, asere.",
    "Chamo, la clave tiene que tener mayúsculas y números, pana.",
    "Upgraded the Cerbo GX from Venus 3.50 to 3.52 and minimalmodbus to 2.1.1 over the weekend.",
    f"commit {_COMMIT} adds the box weight column for Valery bananas.",
    f"Rolled back to {_SHORT} after the setpoint unit change broke the reefer report.",
    f"requirements.txt: minimalmodbus==2.1.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.52 update file has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of trazabilidad-camaron-2032.parquet: {_SHA512}",
    f"The packing API runs registry.cgh.lan/empaque-api@sha256:{_IMAGE}.",
    f"MD5 of cata_2033-03-11.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3c9e7a21-58d4-4b6f-a0e2-7f13c8d90b45 is the slow one in the Recurrente logs.",
    "Purchase order OC-2033-00617 for 1 200 boxes of Grande Naine ships on Friday.",
    "Zendesk #5601: cold room 2 at the packing station alarms every night at 02:00.",
    "Call the Marcovia farm office on +504 2782-4419 before noon.",
    "Container SEGU 9301457 with the Valery bananas is at Puerto Cortés.",
    "Bill of lading CGH-PCR-2033-0142 covers 20 pallets of frozen shrimp.",
    "HS code 0803.90 is fresh bananas; 0306.17 is frozen shrimp.",
    "Pond 14 reads 4.8 mg/L dissolved oxygen at 29.5 °C and 32 ppt salinity.",
    "After five wrong passwords the DelPro terminal locks the account for 15 minutes.",
    "The Spanish Lookout barn is 60 m long; the bulk tank holds 6 000 litres.",
    "The secret of a good tapado is coconut milk and a slow fire.",
    "Ask Dwight for the dive-locker keypad code, I don't have it.",
    "My card ending 4471 was declined at the La Ceiba hardware store.",
    "The Antwerp importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the E-Kyash account and keep them in the office safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `PIXELPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the ice house rusts in the salt air; oil it every month.",
    "E-Kyash moved the API key page under Ajustes › Desarrolladores in its March release.",
    "ISBN 978-0-8263-1747-7 is the Garifuna history book on the clinic shelf.",
    "The guest wifi 'Roatan-Reef-Guest' is open, no password needed.",
    "Lot LOT-2033-CBN-0412, 46 kg sacks, 11.5 % moisture; cupping score 86.25.",
    "Plate HBC 4417 is the white pickup of the packing station.",
    "La lancha Yurumein sale a las 5:30 con 14 buzos y 2 000 galones de agua.",
    "Dr. Hodgson's clinic opens at 7:00 on weekdays; the pharmacy closes at 16:30.",
    "Nubia sabe la contraseña de la clínica; pregúntale a ella mañana.",
    "Di password fa di shop computa got changed yesterday, ask Shirlene fa it.",
    "La contraseña del wifi la tiene Wilmer, preguntale a él.",
    "The clinic's password manager is Bitwarden; nobody writes passwords on paper there.",
    "Isaak will send the milk tank password by Signal tomorrow, don't wait for it here.",
    "The Cobán mill dried 3 400 quintales of parchment in February.",
    "The dive briefing: max depth 60 ft at Mary's Place, 45 minutes, safety stop at 15 ft.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/holding/cerbo", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "minimalmodbus", "version": "2.1.1"}}',
    '{"ticket": "5601", "purchase_order": "OC-2033-00617"}',
    '{"lote": {"id": "LOT-2033-CBN-0412", "peso_kg": 46, "humedad_pct": 11.5}}',
    '{"telefono": "+504 2782-4419", "ciudad": "Marcovia"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cajas_en_bodega": 1840}',
    '{"hs_code": "0803.90", "origin": "HN", "description": "bananas, fresh"}',
    '{"container": "SEGU 9301457", "carrier": "Seaboard", "eta": "2033-04-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
