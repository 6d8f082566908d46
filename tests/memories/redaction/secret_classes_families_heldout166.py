# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixty-second's docstring, the
fifth to hundred-and-sixty-second only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-sixty-third to hundred-and-sixty-fifth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (166480273),
password words (a lake fish, an ore word, a number and a sign; two wine grapes joined by a dot with
a number; a name, a birth year, a sign and a place; leet words of the lake, the cellar and the mine
with a year; a wine, a vintage, its alcohol and a sign; a place, a fish and a year; `Ferry`, a
number and a port; an ore word in capitals, a sign and a number; a name, `Fishes` and a fish; a
generator's four groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Ohrid-Prespa Holding (fictional: a copper mine with its flotation plant, a
winery, a trout farm and hatchery, a lake hospital, a lake ferry between Ohrid, Struga and Sveti
Naum, a savings bank and a hotel chain from Lakes Ohrid and Prespa down to the Albanian coast, in
North Macedonia, Albania, Greece's Florina and Kosovo's Prizren) leak secrets into an assistant's
memory. The texts are Viber, WhatsApp, Telegram, Signal, Teams, Slack and Element messages, chat
logs with times, Jira-style tickets, Confluence pages and tables, Keep, OneNote and Obsidian notes,
an Outlook draft, an e-mail, a runbook, a README fragment, shell and PowerShell prompts, code
(Python, PHP, Kotlin, JavaScript, Swift plists), configs, voice memos, dictated text and requests
to the assistant itself.

Tools, calls, flags, variables and files none of heldouts 5 to 162 names (each grepped for the
command, flag or variable itself): `immuadmin login` fed on stdin, `pixi auth login … --password`,
aria2c's `--ftp-passwd`, squid's `basic_ncsa_auth` fed a user and password, PocketBase's
`superuser upsert`, `supabase db push -p`, Strapi's `admin:create-user`, `forgejo admin user
create`, `maddy creds create`, `lldap_set_password`, NetBackup's `bpnbat -login`, `ofxget stmt`,
`dolt login`; configs with `MERCURE_PUBLISHER_JWT_KEY`, `AUTHENTIK_BOOTSTRAP_PASSWORD`,
`LLDAP_LDAP_USER_PASS`, `NC_ADMIN_PASSWORD`, `ADMIN_USER_PWD`, `KIMAI_ADMINPASS`,
`ODOO_ADMIN_PASSWD` and `BBB_SECRET`. Beside them commands of lightly used tools (mongofiles,
arangodump, gbak, myloader, pt-kill, mongotop, pgwatch, wal-g, amtool, mimirtool, kanidm,
nebula-console, mysqlslap, innotop, logcli, vegeta, cortextool, kapacitor, OrientDB's console) and
common layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code, `otpauth://`, JWTs,
PEM blocks, Basic and Bearer headers) in wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the drawn
samples, 184 of 390): the Ohrid-Struga and Prespa dialects of Macedonian, Tosk, Labërisht (Lab)
and Çam Albanian, the Slavic of Florina (Slavomacedonian, in Latin letters), Fãrshãrot Aromanian,
the Balkan Romani of Prizren and Epirote Greek, which no earlier docstring names, and standard
Macedonian (Cyrillic and Latin texting), Kosovo Gheg Albanian, Megleno-Romanian, Greek, the Turkish
of Prizren, Serbian and Bosnian. The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people there really text (password,
wifi, server, PIN, card, IBAN, API, token, backup): Ohrid's `мори` and `ајде`, Prespa's `шо` and
`ем`; Gheg's `â` ("is"), `shifra`, `kallxo`; Tosk and Lab `është`, `more`, `ore`, `o burrë`; Çam's
`çë` and `ishtë`, `ashtu`; Florina's `parolata`, `sega`, `nemoj da kažeš`; Aromanian's `easti`,
`s-nu-lj dzãts a vãrnui`; Megleno-Romanian's `ăi`; Romani's `si`, `ma mothov khanikaske`, `o
nevo`; Epirote's `μωρέ`, `ιδώ`, `κάνα`, `μαθές`, `κουδ'κός`; Prizren Turkish's `-yesin` and
`kompyuter`; Bosnian's `nikom' reć'`. The Çam, Prespa and Fãrshãrot lines are the thinnest guesses
(a marker or two beside standard words).

Vendors (Ventsim, Surpac, Leapfrog, Strayos, Vinduct, Delectable, Winerist, HotelTime, RoomCloud,
Hoteza, Avvio, Net Affinity, GuestRevu, Infor HMS, Nobeds, Bookster, Jadrolinija, Minoan Lines,
Seajets, Finshape, Salt Edge, Bankart, Halcom, KOSGIRO, Fiskalizimi, e-Albania, Pokpay, Hotelizer,
SabeeApp, Phobs, Heliant, Enolytics, GreatVines, Telekom Kosova, Makedonski Telekom, A1 Makedonija,
Credins Bank, Tirana Bank, Ohridska Banka, Asseco SEE, Moj Termin, Atomize, Pace Revenue, Optii,
Knowcross, Sojern, Rentlio and Digitalb) are ones heldouts 5 to 162 do not name. The only shape the
author believes real is Salt Edge's `App-id` and `Secret` pair of 43 URL-safe characters; every
other shape is the author's guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, dashed
licence keys for Ventsim, JWTs for Leapfrog, e-Albania and Moj Termin, `sk_live_` for Pokpay),
since none of them publishes one the author knows.

The ids are kinds heldouts 5 to 162 do not use: a Macedonian vineyard register number, a Greek
tourism register number (ΜΗΤΕ), an Albanian health card number, a Macedonian health-insurance
(ФЗОМ) insured person's number, a Medical Chamber licence, a mine blaster's permit, a lake boat
master's authorisation, a Kosovo driving licence, an Albanian seaman's book and an aquaculture
permit, for which python-stdnum has no module and which no library or this file checks (no
check-digit algorithm is written here): unchecked, their shapes guessed or invented; passports
(North Macedonian, Albanian, Kosovan, Greek, Turkish, Serbian, Bosnian) likewise unchecked. Card
numbers pass Luhn (the value helpers' Visa, Mastercard, Amex, Maestro, Discover, JCB, Diners and
UnionPay, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over the IBAN shapes and IBAN calls of heldouts 5 to 162 (Albania, Kosovo, Djibouti, the
Faroe Islands, Greenland, Iraq, Jordan and Palestine, in thirteen corpora each by that count),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Russian,
Italian, Turkish, Czech, Portuguese, French and Spanish lists, each with a valid checksum. Counts:
390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60
clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
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

SEED = 166_480_273
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


_WINES = ["Vranec", "Stanushina", "Kratoshija", "Temjanika", "Zilavka", "Kallmet", "Shesh",
          "Xinomavro", "Pulez", "Debina", "Smederevka", "Prokupac", "Cuvee", "Barrique"]  # fmt: skip
_LAKE = ["Koran", "Belvica", "Plasica", "Pastrmka", "Mrena", "Jaglica", "Galeb", "Kalin",
         "Sveti", "Drim", "Kaneo", "Zaum", "Pelister", "Galicica", "Golem", "Ezerani"]  # fmt: skip
_ORE = ["Halkopirit", "Bornit", "Malahit", "Kuprit", "Flotacija", "Jalovina", "Rudnik", "Bager"]
_PLACES = ["Ohrid", "Struga", "Resen", "Pogradec", "Korca", "Florina", "Prizren", "Bitola",
           "Vevcani", "Radozda", "Trpejca", "Pestani", "Lin", "Tushemisht", "Drilon", "Oteshevo",
           "Stenje", "Ljubojno", "Psarades", "Himare", "Sarande", "Vlore", "Dhermi", "Ksamil"]  # fmt: skip
_NAMES = ["Bojan", "Elena", "Vesna", "Goce", "Marija", "Ilija", "Dritan", "Arta", "Ermal",
          "Besa", "Fatos", "Mirela", "Vangjel", "Kiriaki", "Sotiris", "Eleni", "Nazif", "Emine",
          "Sebahate", "Ramadan", "Milica", "Nemanja", "Amra", "Senad", "Tanas", "Zoica",
          "Sabri", "Dzemile", "Lambro", "Donika"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Vr4n3c", "K0r4n", "B3lv1c4", "Pr3sp4", "0hr1d", "K4ll m3t".replace(" ", ""),
         "H4lk0p1r1t", "T3mj4n1k4", "G4l3b"]  # fmt: skip


def _vintage(g: random.Random) -> str:
    """A wine, its vintage and its alcohol, the way the cellar crew joke a password together."""
    return f"{g.choice(_WINES)}{g.randrange(2008, 2033)}{g.choice(['13', '135', '14', '145'])}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "_".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_LAKE)}{g.choice(_ORE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WINES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _vintage,
    lambda g: f"{g.choice(_PLACES).lower()}-{g.choice(_LAKE).lower()}-{g.randrange(1960, 2033)}",
    lambda g: f"Ferry{g.randrange(10, 100)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_ORE).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Fishes{g.choice(_LAKE)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    allowed = set(ALNUM + "._~-")
    return v.until(rng, _pw, lambda value: set(value) <= allowed)


_SAID = [
    "Viber group 'Flotacija smena B', Goce: the Outotec Courier analyser web password is {pw}",
    "Viber, Elena: Metso VisioRock panel password {pw}",
    "WhatsApp from Dritan: the crusher PLC HMI password is {pw}",
    "Telegram DM from Vangjel: the cellar's Della Toffola press panel password {pw}",
    "Signal message, Kiriaki: hotel Opera terminal password {pw}",
    "Teams chat, lake hospital IT: PACS viewer admin password {pw}",
    "Slack #ferry-ops: the ticket kiosk at the Struga pier, admin password {pw}",
    "note to self: trout hatchery oxygen controller password {pw}",
    "Keep note 'winery': the tank temperature system password is {pw}",
    "ticket OPH-2214: savings bank teller PC password {pw} expired, please reset",
    "ticket OPH-2290: the Ksamil hotel's door-lock encoder password {pw} stopped working",
    "Hi Bojan,\n\nthe root password on the mine's weighbridge server is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nMirela",
    "Runbook: ferry 'Ohrid 2' engine monitor\n1. open the panel on the bridge\n2. log in as engineer\n3. password {pw}\n4. check the port engine hours",
    "README (hatchery rack)\nthe feeding robot UI is at https://feeder.oph.lan, admin password `{pw}`.",
    "dictated: the flotation cell controller password is {pw} full stop",
    "please remember my Ohridska Banka app password, it's {pw}",
    "after the firmware update the ward printer password became {pw}",
    "voice memo from the ferry: the radar console password is {pw}",
    "лозинката за вагата во рудникот е {pw}",
    "мори Елено, лозинката за компјутерот во винаријата е {pw}, никому не кажувај",
    "lozinkata za wifi-to vo hotelot e {pw}, ajde ne kazuvaj nikomu",
    "шо ти е лозинката за рибникот? {pw}, ем не ја давај",
    "Goce: novata lozinka na serverot e {pw}",
    "fjalëkalimi i kompjuterit në kantinë është {pw}",
    "fjalkalimi i serverit â {pw}, mos ja kallxo kujt",
    "Dritan: shifra e re e serverit â {pw}",
    "pasvordi i tragetit në Pogradec është {pw}, more, mos ia thuaj njeriu",
    "o burrë, fjalëkalimi i hotelit në Dhërmi është {pw}, mos e thuaj",
    "shifra e wifit çë kemi në hotel ishtë {pw}, ashtu",
    "parola ali computer-lu di cantina easti {pw}, s-nu-lj dzãts a vãrnui",
    "Vangjel: parola nauã a serverlui easti {pw}",
    "šifra di computer ăi {pw}, nu zăți la ňimić",
    "o password e wifiesko si {pw}, ma mothov khanikaske",
    "Sabri: o nevo password e serveresko si {pw}",
    "parolata na kompjuterot vo kantinata e {pw}, nemoj da kažeš nikomu",
    "ο κωδικός του υπολογιστή στο οινοποιείο είναι {pw}",
    "μωρέ, ο κουδ'κός για το wifi ιδώ είναι {pw}, μην τον πεις κάνα",
    "Σωτήρης: ο νέος κωδικός του server είναι {pw}",
    "şarap evinin kompyuterin şifresi {pw}dur, kimseye söylemeyesin",
    "Nazif: serverin yeni şifresi {pw}",
    "лозинка за рачунар у подруму је {pw}",
    "Milica: nova šifra za server je {pw}, nemoj nikome da kažeš",
    "šifra ti je {pw}, nemoj nikom' reć'",
    "Amra: nova šifra od servera je {pw}",
    "Outlook draft: the pharmacy fridge logger password is {pw}",
    "OneNote page 'Mine IT': the gas detector base station password {pw}",
    "Jira OPH-2301: the Bitola branch ATM monitoring password {pw} is shared, rotate it",
    "my hotel chain HR portal password is {pw}",
    "the SCADA password for the Prespa pumping station is {pw}",
    "ferry ticketing back office: admin / password is {pw}, dont forward",
    "Obsidian note 'cellar': barrel room humidity controller password {pw}",
    "Element chat, Donika: the hospital lab analyser password is {pw}",
    "лозинката на касата во хотелот е {pw}, шо да ти кажам",
    "ο κουδ'κός της ρεσεψιόν ιδώ στα Γιάννενα είναι {pw}, μαθές",
    "parolata za kasata vo hotelot vo Lerin e {pw}, sega",
    "fjalëkalimi i recepsionit në Himarë është {pw}, more",
    "resepsiyonun şifresi {pw}dur, bilesin",
    "Zoica: lozinkata za kasata vo Resen e {pw}, em ne kažuvaj",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bojan", "elena.t", "vesna", "goce", "marija.p", "ilija", "dritan", "arta.h", "ermal",
          "besa", "fatos", "mirela", "vangjel", "kiriaki", "sotiris", "eleni.k", "nazif",
          "emine", "sebahate", "ramadan", "milica", "nemanja", "amra", "senad", "tanas",
          "svc-flotacija", "ferry-kiosk", "cellar01"]  # fmt: skip
_LOGINS = [
    "Viber, Goce: the weighbridge login is {u} / {pw}",
    "ticket OPH-2320: {u} locked out of the PACS, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Mine › Flotacija › Courier analyser: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| hatchery feeder | {u} | {pw} |",
    "sign in to the ferry back office as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: cellar-tank-01\n  user: {u}\n  password: {pw}",
    "корисник {u}, лозинка {pw}",
    "korisničko ime {u}, lozinka {pw}, ne kažuvaj",
    "përdoruesi {u}, fjalëkalimi {pw}",
    "useri â {u}, shifra â {pw}",
    "numa di user {u}, parola {pw}",
    "χρήστης {u}, κωδικός {pw}",
    "kullanıcı {u}, şifre {pw}",
    "korisnik {u}, šifra {pw}",
    "o user si {u}, o password si {pw}",
    "Dritan says the hotel PMS account is {u} and the password is {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["koran", "belvica", "vranec", "kratoshija", "pelister", "galicica", "kaneo",
               "halkopirit", "stanushina", "plasica", "drilon", "zaum", "kallmet", "trpejca"]  # fmt: skip
_SPELLED = [  # the secret is the word and the number written together in every template
    "the password is the word {w}, small letters, and then {d}; so {w}{d}",
    "for the cellar PC it's {w} with {d} at the end, written {w}{d}",
    "voice memo: the ferry wifi password is {w} and after that {d}, no space: {w}{d}",
    "лозинката е зборот {w}, па {d}, значи {w}{d}",
    "fjalëkalimi është fjala {w}, pastaj {d}, pra {w}{d}",
    "parola easti zborlu {w}, dupã {d}: {w}{d}",
    "ο κωδικός είναι η λέξη {w} και μετά {d}, δηλαδή {w}{d}",
    "šifra je riječ {w}, pa onda {d}, znači {w}{d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "echo '{pw}' | immuadmin login {u}",
    "pixi auth login repo.oph.lan --username {u} --password '{pw}'",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.oph.lan/assays/2032-05.csv",
    "printf '{u} {pw}\\n' | /usr/lib/squid/basic_ncsa_auth /etc/squid/passwd",
    "./pocketbase superuser upsert {u}@oph.mk '{pw}'",
    "supabase db push --db-url postgresql://postgres@db.oph.lan:5432/postgres -p '{pw}'",
    "npm run strapi admin:create-user -- --firstname=Ferry --email={u}@oph.mk --password='{pw}'",
    "forgejo admin user create --username {u} --email {u}@oph.mk --password '{pw}' --must-change-password=false",
    "maddy creds create --password '{pw}' {u}@oph.mk",
    "lldap_set_password --base-url http://lldap.oph.lan:17170 --admin-username admin --username {u} --password '{pw}'",
    "bpnbat -login -user {u} -password '{pw}' -domain OPH -authtype unixpwd",
    "ofxget stmt ohridska --user {u} --password '{pw}' --all",
    "dolt login --user {u} --password '{pw}' --endpoint dolt.oph.lan",
    "mongofiles --uri 'mongodb://{u}:{pw}@mongo.oph.lan/scans' list",
    "arangodump --server.endpoint tcp://arango.oph.lan:8529 --server.username {u} --server.password '{pw}' --output-directory dump",
    "gbak -b -user {u} -pas '{pw}' fb.oph.lan:/data/cellar.fdb cellar.fbk",
    "myloader --host mysql.oph.lan --user {u} --password '{pw}' --directory /backup/hotel",
    "pt-kill --host mysql.oph.lan --user {u} --password '{pw}' --busy-time 60 --kill",
    "mongotop --host mongo.oph.lan -u {u} -p '{pw}' --authenticationDatabase admin 15",
    "pgwatch --sources postgresql://{u}:{pw}@pg.oph.lan/ward --sink postgresql://pgwatch@metrics.oph.lan/pgwatch",
    "wal-g backup-push /var/lib/postgresql/16/main --pgpassword='{pw}' --pguser={u}",
    "amtool silence query --alertmanager.url=http://{u}:{pw}@alerts.oph.lan:9093",
    "mimirtool rules list --address=https://mimir.oph.lan --id=oph --user={u} --key='{pw}'",
    "kanidm login -H https://idm.oph.lan -D {u} --password '{pw}'",
    "nebula-console -addr graph.oph.lan -port 9669 -u {u} -p '{pw}'",
    "mysqlslap --host=mysql.oph.lan --user={u} --password='{pw}' --concurrency=20 --iterations=5",
    "innotop -h mysql.oph.lan -u {u} -p '{pw}'",
    "logcli query '{{job=\"ferry\"}}' --addr=https://loki.oph.lan --username={u} --password='{pw}'",
    "vegeta attack -header 'Authorization: Basic {u}:{pw}' -duration=30s < targets.txt",
    "cortextool rules sync --address=https://cortex.oph.lan --id=oph --key='{pw}'",
    "kapacitor -url http://{u}:{pw}@kapacitor.oph.lan:9092 list tasks",
    "orientdb> CONNECT remote:orient.oph.lan/ferry {u} {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "goce@flot-srv:~$ {c}", "PS C:\\ops> {c}", "root@ferry-kiosk:/# {c}",
    "cellar-nuc ~ % {c}", "Termux on the tablet: {c}", "tmux pane 2, hospital-db:\n$ {c}",
    "командата што ја пуштив: {c}", "komanda që nisa: {c}", "εντολή που έτρεξα: {c}",
    "çalıştırdığım komut: {c}", "komanda koju sam pustio: {c}",
    "мори, ова го пуштив на серверот: {c}", "e nisa këtë komandë, ore: {c}",
    "comanda tsi u-am bãgatã: {c}", "o komanda kaj kerdem: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "clickhouse://{u}:{pw}@ch.oph.lan:9000/assays",
    "sqlalchemy-access://{u}:{pw}@ward-legacy",
    "mssql+pymssql://{u}:{pw}@pms.oph.lan:1433/Hotel",
    "oracle+oracledb://{u}:{pw}@ora.oph.lan:1521/?service_name=BANK",
    "redis://{u}:{pw}@redis.oph.lan:6379/3",
    "ftps://{u}:{pw}@ftp.oph.lan:990/assays/",
    "webdavs://{u}:{pw}@dav.oph.lan/cellar/",
    "neo4j+s://{u}:{pw}@graph.oph.lan:7687",
    "couchbases://{u}:{pw}@cb.oph.lan/ferry",
    "jdbc:mariadb://mysql.oph.lan:3306/hotel?user={u}&password={pw}",
    "Server=pms.oph.lan;Database=Hotel;User Id={u};Password={pw};TrustServerCertificate=True",
    "postgres://{u}:{pw}@pg.oph.lan:5432/ward?sslmode=require",
    "stomp+ssl://{u}:{pw}@mq.oph.lan:61614",
]  # fmt: skip
_URL_PLACES = [
    "ASSAY_DB_URL={c}", "keep this connection string: {c}", "врската до базата: {c}",
    "lidhja me bazën: {c}", "ticket OPH-2351: {c}", "Confluence 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "ohrid-prespa-holding", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read rates:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ventsim", "VENTSIM_LICENSE_KEY", _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5))),
    ("Surpac", "SURPAC_LICENSE_TOKEN", _j((HEX, 40))),
    ("Leapfrog", "SEEQUENT_LEAPFROG_TOKEN", _vendor_jwt("https://id.seequent.com")),
    ("Strayos", "STRAYOS_API_KEY", _j((ALNUM, 40))),
    ("Vinduct", "VINDUCT_API_KEY", _j((HEX, 32))),
    ("Delectable", "DELECTABLE_PARTNER_TOKEN", _j((URLSAFE, 43))),
    ("Winerist", "WINERIST_API_SECRET", _j((ALNUM, 32))),
    ("HotelTime", "HOTELTIME_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("RoomCloud", "ROOMCLOUD_API_PASSWORD", _j((ALNUM, 24))),
    ("Hoteza", "HOTEZA_API_KEY", _j((HEX, 48))),
    ("Avvio", "AVVIO_API_SECRET", _j((B64, 43), "=")),
    ("Net Affinity", "NETAFFINITY_API_KEY", _j((UPPER_HEX, 32))),
    ("GuestRevu", "GUESTREVU_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Infor HMS", "INFOR_HMS_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Nobeds", "NOBEDS_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Bookster", "BOOKSTER_API_KEY", _j((HEX, 40))),
    ("Jadrolinija", "JADROLINIJA_AGENT_TOKEN", _j((ALNUM, 48))),
    ("Minoan Lines", "MINOAN_B2B_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Seajets", "SEAJETS_AGENT_SECRET", _j((HEX, 64))),
    ("Finshape", "FINSHAPE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Salt Edge", "SALTEDGE_SECRET", _j((URLSAFE, 43))),
    ("Bankart", "BANKART_SHARED_SECRET", _j((ALNUM, 30))),
    ("Halcom", "HALCOM_API_KEY", _j((UPPER_HEX, 40))),
    ("KOSGIRO", "KOSGIRO_SFTP_KEY_PASSPHRASE", _j((ALNUM, 28))),
    ("Fiskalizimi", "FISKALIZIMI_CERT_PASSWORD", _j((ALNUM, 20))),
    ("e-Albania", "EALBANIA_API_TOKEN", _vendor_jwt("https://e-albania.al")),
    ("Pokpay", "POKPAY_SECRET_KEY", _j("sk_live_", (ALNUM, 40))),
    ("Hotelizer", "HOTELIZER_API_KEY", _j((HEX, 32))),
    ("SabeeApp", "SABEE_API_KEY", _j((ALNUM, 40))),
    ("Phobs", "PHOBS_API_PASSWORD", _j((ALNUM, 32))),
    ("Heliant", "HELIANT_HIS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Enolytics", "ENOLYTICS_TOKEN", _j((HEX, 64))),
    ("GreatVines", "GREATVINES_API_KEY", _j((ALNUM, 36))),
    ("Telekom Kosova", "TELKOS_SMS_API_KEY", _j((HEX, 32))),
    ("Makedonski Telekom", "MKT_SMS_API_TOKEN", _j((B64, 44))),
    ("A1 Makedonija", "A1MK_SMS_PASSWORD", _j((ALNUM, 18))),
    ("Credins Bank", "CREDINS_API_SECRET", _j((URLSAFE, 40))),
    ("Tirana Bank", "TIRANABANK_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Ohridska Banka", "OHRIDSKA_OPENAPI_SECRET", _j((HEX, 40))),
    ("Asseco SEE", "ASSECO_SEE_MERCHANT_KEY", _j((UPPER_DIGITS, 24))),
    ("Moj Termin", "MOJTERMIN_API_TOKEN", _vendor_jwt("https://mojtermin.mk")),
    ("Atomize", "ATOMIZE_API_KEY", _j((HEX, 32))),
    ("Pace Revenue", "PACE_API_TOKEN", _j((URLSAFE, 50))),
    ("Optii", "OPTII_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Knowcross", "KNOWCROSS_API_KEY", _j((UPPER_HEX, 36))),
    ("Sojern", "SOJERN_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Rentlio", "RENTLIO_API_KEY", _j((ALNUM, 32))),
    ("Digitalb", "DIGITALB_PARTNER_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    'export {env}="{tok}"',
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "k8s Secret stringData:\n  {env}: {tok}",
    "GitHub Actions step env:\n  {env}: {tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "appsettings.Production.json: {{ \"{env}\": \"{tok}\" }}",
    "Hotel PMS › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "ticket OPH-2377: {vendor} sync fails with 401, configured key {tok}",
    "Slack #integrations: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Viber, Goce: {vendor} key for the night audit: {tok}",
    "API клуч за {vendor}: {tok}",
    "клучот за API на {vendor} е {tok}",
    "çelësi API i {vendor}: {tok}",
    "çelësi i API-së për {vendor} â {tok}",
    "API clljeai {vendor}: {tok}",
    "κλειδί API του {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "API ključ za {vendor}: {tok}",
    "o API kluči {vendor}esko si {tok}",
    "мори, клучот за {vendor} API е {tok}, не го давај",
    "шо е клучот за API на {vendor}? {tok}",
    "o klučot za API na {vendor} e {tok}, nemoj da go daeš",
    "çelësi i API-së {vendor} ishtë {tok}, ashtu",
    "ore, çelësi API i {vendor} është {tok}",
    "μωρέ, το κλειδί API του {vendor} είναι {tok}",
    "{vendor} API anahtarı {tok}dur, kimseye vermeyesin",
    "ključ od API-ja za {vendor} je {tok}, nemoj nikom' dat'",
    "klučo API {vendor}: {tok}",
    "API ключ за {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    atomize = _r(rng, HEX, 32)
    salt_id, salt_secret = _r(rng, URLSAFE, 43), _r(rng, URLSAFE, 43)
    hotelizer = _r(rng, HEX, 32)
    rentlio = _r(rng, ALNUM, 32)
    sojern = _r(rng, LOWER_DIGITS, 32)
    pokpay = "sk_live_" + _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'r = httpx.get("https://api.atomize.com/v1/rates", headers={{"X-Api-Key": "{atomize}"}})', atomize),
        Sample("vendor_token", f'curl -H "App-id: {salt_id}" -H "Secret: {salt_secret}" https://www.saltedge.com/api/v6/customers', salt_secret),
        Sample("vendor_token", f'$hotelizer = new HotelizerClient("oph-ksamil", "{hotelizer}");', hotelizer),
        Sample("vendor_token", f"val rentlio = RentlioApi(apiKey = \"{rentlio}\")", rentlio),
        Sample("vendor_token", f"Info.plist:\n<key>SojernApiKey</key>\n<string>{sojern}</string>", sojern),
        Sample("vendor_token", f"const pok = new Pokpay({{ secretKey: '{pokpay}' }});", pokpay),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows it once, so here:\n{t}", "токенот: {t}",
                "tokeni: {t}", "{t}\n^ the new one, the old one is revoked", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 41)), _j((B64, 58), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 52)), _j((B64, 42)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the trout-pond oxygen probe P-4 (OTAA): {h}": 32,
    "AppSKey of the Prespa pumping station meter (ABP): {h}": 32,
    "HMAC secret for the Pokpay webhook: {h}": 64,
    "AES key of the door-lock encoder's card format, Ksamil hotel: {h}": 32,
    "IPsec pre-shared key, mine to head office tunnel (hex): {h}": 64,
    "Mifare sector key A for the ferry cards: {h}": 12,
    "клуч за шифрирање на бекапот: {h}": 64,
    "çelësi i enkriptimit të backup-it: {h}": 64,
    "κλειδί κρυπτογράφησης του backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket OPH-2390: token copied out of the browser's network tab {t}",
    "Cookie: lang=mk; oph_session={t}",
    "PMS_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токенот е {t}",
    "tokeni â {t}",
    "Postman console: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@oph.mk"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.oph.mk/realms/holding",
            "azp": "ward-portal",
            "roles": ["nurse"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the weighbridge server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/pms.oph.mk.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FISCAL_SIGNING_KEY": "{key}", "branch": "ksamil"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ferry <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket OPH-2402, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "приватниот клуч на серверот:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the steel plate: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "voice memo: the old copper-fund wallet words are {p} and that's all": "english",
    "Confluence page 'Treasury wallet (retired)': {p}": "english",
    "фразата за враќање на паричникот: {p}": "russian",
    "fraza e rikuperimit të portofolit: {p}": "italian",
    "φράση ανάκτησης του πορτοφολιού: {p}": "english",
    "cüzdanın kurtarma kelimeleri: {p}": "turkish",
    "fraza za oporavak novčanika: {p}": "czech",
    "frase de recuperação da carteira do hotel de Lisboa: {p}": "portuguese",
    "phrase de récupération du portefeuille de la cave : {p}": "french",
    "zboarãli di recuperare a portofoliului: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Viber, Goce: the company card for the flotation spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket OPH-2411: pay the ferry dry-dock deposit with card {c}",
    "бројот на картичката: {c}, {mm}/{yy}",
    "numri i kartës: {c}, {mm}/{yy}",
    "numri i kartës sime â {c}",
    "numirlu a cartãljei: {c}",
    "αριθμός κάρτας: {c}, λήξη {mm}/{yy}",
    "kart numaram: {c}, {mm}/{yy}",
    "broj kartice: {c}",
    "o numero e kartako si {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "the three digits on the back of the company card: {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "трите бројки одзади на картичката: {cvv}",
               "tre shifrat prapa kartës: {cvv}",
               "τα τρία ψηφία στο πίσω μέρος της κάρτας: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 162 (13 corpora each by that count);
# BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"AL": "n" * 8 + "c" * 16, "XK": "n" * 16, "DJ": "n" * 23, "FO": "n" * 14,
                "GL": "n" * 14, "IQ": "aaaa" + "n" * 15, "JO": "aaaa" + "n" * 4 + "c" * 18,
                "PS": "aaaa" + "c" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice OPH-2032-077: please pay the copper concentrate freight to {i} within 30 days",
    "save the Tirana wine distributor's IBAN: {i}",
    "IBAN: {i}\nReference: Vranec 2031, pallet 12",
    "Teams #treasury: the Prishtina hotel supplier's new bank details, IBAN {i}",
    "IBAN-от на добавувачот: {i}",
    "IBAN-i i furnitorit: {i}",
    "IBAN-i jem â {i}",
    "IBAN-lu a meu: {i}",
    "το IBAN του προμηθευτή: {i}",
    "tedarikçinin IBAN'ı: {i}",
    "IBAN dobavljača: {i}",
    "o IBAN mlo si {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids no library checks (python-stdnum has no module for them): shapes guessed or invented.
def _vineyard(g: random.Random) -> str:
    return f"ЛР-{_r(g, D, 5)}/{g.randrange(10, 33)}"


def _mhte(g: random.Random) -> str:
    return f"{_r(g, D, 4)}K{_r(g, D, 3)}A{_r(g, D, 7)}"


def _al_health(g: random.Random) -> str:
    return g.choice("123456789") + _r(g, D, 11)


def _fzom(g: random.Random) -> str:
    return g.choice("123456789") + _r(g, D, 10)


def _doctor(g: random.Random) -> str:
    return f"ЛК-{_r(g, D, 5)}-{_r(g, D, 2)}"


def _blaster(g: random.Random) -> str:
    return f"MIN-{_r(g, D, 4)}/{g.randrange(2020, 2033)}"


def _boatmaster(g: random.Random) -> str:
    return f"ОХ-{_r(g, D, 4)}-{_r(g, UPPER, 2)}"


def _xk_licence(g: random.Random) -> str:
    return _r(g, D, 8)


def _seaman_book(g: random.Random) -> str:
    return "AL" + _r(g, D, 6) + g.choice("ABC")


def _aqua(g: random.Random) -> str:
    return f"АК-{_r(g, D, 3)}-{_r(g, D, 4)}"


def _mk_passport(g: random.Random) -> str:
    return g.choice("AM") + _r(g, D, 7)


def _al_passport(g: random.Random) -> str:
    return "B" + _r(g, UPPER, 1) + _r(g, D, 7)


def _xk_passport(g: random.Random) -> str:
    return "P" + _r(g, D, 8)


def _gr_passport(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _tr_passport(g: random.Random) -> str:
    return "U" + _r(g, D, 8)


def _rs_passport(g: random.Random) -> str:
    return g.choice("01") + _r(g, D, 8)


def _ba_passport(g: random.Random) -> str:
    return _r(g, UPPER, 1) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "број во винарскиот регистар на визбата: {s}": _vineyard,
    "vineyard register number of the Vevčani plot: {s}": _vineyard,
    "ΜΗΤΕ του ξενοδοχείου στην Καστοριά: {s}": _mhte,
    "Greek tourism register (MHTE) number of the Florina hotel: {s}": _mhte,
    "numri i kartës së shëndetit: {s}": _al_health,
    "my Albanian health card number: {s}": _al_health,
    "мојот број на осигуреник во ФЗОМ: {s}": _fzom,
    "лиценцата за работа од Лекарската комора: {s}": _doctor,
    "doctor's licence number from the Medical Chamber: {s}": _doctor,
    "дозвола за минер (бластер) на Бојан: {s}": _blaster,
    "leja e plasësit të minierës: {s}": _blaster,
    "овластување за заповедник на бродот 'Охрид 2': {s}": _boatmaster,
    "patentë shoferi e Kosovës: {s}": _xk_licence,
    "libreza e detarit: {s}": _seaman_book,
    "дозвола за аквакултура на пастрмкарникот: {s}": _aqua,
    "бројот на пасошот: {s}": _mk_passport,
    "numri i pasaportës â {s}": _al_passport,
    "pasaporta ime e Kosovës: {s}": _xk_passport,
    "αριθμός διαβατηρίου: {s}": _gr_passport,
    "pasaport numaram: {s}": _tr_passport,
    "broj pasoša: {s}": _rs_passport,
    "broj mog pasoša: {s}": _ba_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Salt Edge 2FA recovery codes\n{codes}", "spare sign-in codes for the holding's Microsoft account {codes}",
            "резервни кодови за 2FA:\n{codes}", "kodet rezervë të 2FA: {codes}",
            "εφεδρικοί κωδικοί 2FA: {codes}", "2FA yedek kodları: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/OPH:goce@oph.mk?secret={s}&issuer=OPH&digits=6",
              "Aegis, manual setup key for the Pokpay login: {s}",
              "тајниот клуч за 2FA: {s}",
              "çelësi sekret i 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Ohridska Banka verification code", "Вашиот код за потврда е {c}",
          "Kodi juaj i verifikimit: {c}. Mos ia jepni askujt", "Ο κωδικός επαλήθευσης είναι {c}",
          "Doğrulama kodunuz: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["OPH-Mine-Office", "OPH-Cellar-5G", "Koran-Hatchery", "Lake-Hospital-Staff",
          "Ferry-Ohrid2-Crew", "Ohridska-Branch-Bitola", "Hotel-Ksamil-BackOffice",
          "Hotel-Dhermi-Staff", "Prespa-Pumps", "Florina-Warehouse", "Prizren-Office-2G",
          "Struga-Pier-Kiosk"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "cellar network {s}, password {pw}",
    "wifi on the ferry: {s} / {pw}",
    "the key on the sticker under the hatchery router: {pw}",
    "лозинката за wifi {s} е {pw}",
    "мори, wifi-то {s}, лозинка {pw}",
    "fjalëkalimi i wifit {s} është {pw}",
    "shifra e wifit {s} â {pw}",
    "parola di wifi {s} easti {pw}",
    "ο κωδικός του wifi {s} είναι {pw}",
    "{s} wifi şifresi {pw}",
    "šifra za wifi {s} je {pw}",
    "o password e wifiesko {s} si {pw}",
    "pump station backhaul wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sk_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((URLSAFE, 26)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Viber call] {t}",
          "(spaced so the preview hides it) {t}", "буква по буква: {t}", "shkronjë për shkronjë: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["шифрата на катинарот на магацинот: {pw}", "кодот за вратата на визбата е {pw}",
          "kodi i drynit të magazinës: {pw}", "kodi i kasafortës në hotel â {pw}",
          "ο κωδικός της κλειδαριάς στην αποθήκη: {pw}", "kasanın şifresi {pw}",
          "the explosives magazine keypad takes {pw} then #", "padlock on the hatchery feed store: {pw}",
          "šifra za katanac na magacinu: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["koran", "belvica", "vranec", "pelister", "galicica", "kaneo", "plasica",
                 "halkopirit", "flotacija", "trajekt", "kantina", "drilon", "zaum", "temjanika",
                 "kallmet", "pastrmka"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the treasury vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master passphrase: {p}": ".", "restic repository passphrase: {p}": " ",
            "фразата за бекапот: {p}": " ", "fraza sekrete e backup-it: {p}": "_",
            "η μυστική φράση του backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Insomnia timeline: Authorization: Bearer {v}": False,
    "Hoppscotch header Authorization = Basic {v}": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "mercure Caddyfile env:\nMERCURE_PUBLISHER_JWT_KEY='{pw}'\nMERCURE_SUBSCRIBER_JWT_KEY='{pw}'",
    "authentik .env:\nAUTHENTIK_BOOTSTRAP_EMAIL=it@oph.mk\nAUTHENTIK_BOOTSTRAP_PASSWORD={pw}",
    "lldap compose.yaml:\n    environment:\n      - LLDAP_LDAP_BASE_DN=dc=oph,dc=mk\n      - LLDAP_LDAP_USER_PASS={pw}",
    "nocodb .env:\nNC_ADMIN_EMAIL=it@oph.mk\nNC_ADMIN_PASSWORD={pw}",
    "plausible-conf.env:\nADMIN_USER_EMAIL=it@oph.mk\nADMIN_USER_PWD={pw}",
    "kimai docker env:\nADMINMAIL=it@oph.mk\nKIMAI_ADMINPASS={pw}",
    "odoo .env:\nODOO_ADMIN_PASSWD={pw}\nPGHOST=pg.oph.lan",
    "BigBlueButton .env:\nBBB_SECRET={pw}\nBBB_URL=https://meet.oph.mk/bigbluebutton/",
    "pgbouncer userlist.txt:\n\"hotel_app\" \"{pw}\"",
    "wpa_supplicant-wlan1.conf on the ferry:\nnetwork={{\n  ssid=\"Ferry-Ohrid2-Crew\"\n  psk=\"{pw}\"\n}}",
    "application.yml:\nspring:\n  datasource:\n    username: ward\n    password: {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'cellar', 'PASSWORD': '{pw}'}}}}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Pms\": \"Server=pms.oph.lan;User Id=pms;Password={pw};\" }}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "hiera common.yaml:\nprofile::ferry::db_password: '{pw}'",
    "~/.my.cnf:\n[client]\nuser=assay\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Goce: cellar wifi password?\nElena: {pw}",
    "[06:40] dritan: root pw for the weighbridge?\n[06:41] bojan: {pw}",
    "Mirela: {pw} is the new PACS admin password",
    "Vangjel: use {pw}, that's what the press panel has now",
    "Марија: новата лозинка е {pw}",
    "Arta: fjalëkalimi i ri është {pw}",
    "Fatos: shifra e re â {pw}",
    "Κυριακή: ο νέος κωδικός είναι {pw}",
    "Emine: yeni şifre {pw}",
    "Senad: nova šifra je {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "pa\u00adssword → {pw}", "раssword: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ = {pw}", "лозинкa\u200c: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the PACS admin password is": "{s}", "weighbridge service pw:": "{s} (since the scale swap in May)",
    "лозинката е": "{s}", "cellar press password": "{s}\nchange it after the harvest",
    "fjalëkalimi është": "{s}", "shifra â": "{s}", "ο κωδικός είναι": "{s}", "şifre:": "{s}",
    "the password Dritan read out over the ferry radio was": "{s}, I think", "parola easti": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Atomize API key", "{s}", _j((HEX, 32))),
    ("split_token", "Pokpay secret key:", "{s} (hotel deposits)", _j("sk_live_", (ALNUM, 40))),
    ("split_token", "Tirana Bank client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "XK"))),
    ("split_backup", "Salt Edge recovery codes", "{s}\nkqmz41-7hd2xa\nbtwr88-h3vz9p", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "бројот на пасошот:", "{s}", _mk_passport),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"pacs": {"url": "https://pacs.oph.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"лозинка": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "goce", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "struga"}, {"name": "ohrid", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["myloader", "--host", "mysql.oph.lan", "--user", "hotel", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "fjalëkalimi i kantinës është {s}"}': ("meta_password", _plain_pw),
    '{"κωδικός": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ferry back office as purser with the password {s}"}': ("meta_password", _plain_pw),
    '{"atomize": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"enolyticsToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"hotelizer_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AL")),
    '{"crew": {"seaman_book": "{s}"}}': ("meta_id", _seaman_book),
    '{"mfa": {"recovery_codes": ["{s}", "kqmz41-7hd2xa", "btwr88-h3vz9p"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"treasury_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"feed_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "OPH-Cellar-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pydicom-3.0.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"courier-analyser-fw-6.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/oph/pms-bridge:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"ferry: add winter timetable", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cellar: revert tank sensor map", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"assays_2032-05-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ward-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the calibration visit on 2032-06-11.",
    "Goce asked for the cellar wifi password; it's on the card in the winemaker's drawer.",
    "Policy: holding passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `ATOMIZE_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The PACS asks for a new admin password after every firmware update.",
    "Replace <YOUR_POKPAY_KEY> in the README with the key from your Pokpay dashboard.",
    "ENOLYTICS_TOKEN and HOTELIZER_API_KEY must be set before the nightly sync runs.",
    "Никому не кажувај ја лозинката.",
    "Мори, лозинката е во сефот, не ја пишувај на хартија.",
    "Mos ia thuaj askujt fjalëkalimin.",
    "Mos ja kallxo kujt shifrën, a po ndigjon?",
    "Nu u spuni a vãrnui parola.",
    "Μην πεις σε κανέναν τον κωδικό σου.",
    "Şifreni kimseye söyleme.",
    "Nemoj nikome da kažeš šifru.",
    "Ma mothov khanikaske o password.",
    "Lozinkata treba da ima najmalku četirinaeset znaci.",
    "Fjalëkalimi duhet të ketë të paktën katërmbëdhjetë shkronja.",
    "Ο κωδικός πρέπει να έχει τουλάχιστον δεκατέσσερις χαρακτήρες.",
    "Upgraded the Courier analyser firmware from 6.1 to 6.2 and pydicom to 3.0.1 over the weekend.",
    f"commit {_COMMIT} adds the winter timetable for the ferry.",
    f"Rolled back to {_SHORT} after the tank sensor map broke the cellar dashboard.",
    f"requirements.txt: pydicom==3.0.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Courier firmware 6.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ward-export-2031.parquet: {_SHA512}",
    f"The PMS bridge runs ghcr.io/oph/pms-bridge@sha256:{_IMAGE}.",
    f"MD5 of assays_2032-05-14.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 4c1f7e2a-9b3d-4e61-a8f0-2d5c7b9e1a34 is the slow one in the PMS logs.",
    "Purchase order PO-2032-00733 for 12 flotation cell liners ships on Thursday.",
    "Ticket OPH-2214: the hatchery oxygen alarm keeps tripping at night.",
    "Call the Struga pier office on +389 46 781 204 before noon.",
    "The Pogradec hotel's reception number is +355 83 222 417.",
    "Lot number LOT-2032-VRN-0418: Vranec, 14.5 % vol, 2 400 bottles.",
    "Copper concentrate batch CC-2032-117 assayed at 21.4 % Cu and 6.8 g/t Au.",
    "The ferry 'Ohrid 2' carries 180 passengers; the crossing to Sveti Naum takes 1 h 45.",
    "ISBN 978-608-4632-15-3 is the lake's field guide on the hatchery shelf.",
    "The trout ponds hold 11 °C water; oxygen should stay above 8 mg/l.",
    "After five wrong passwords the ward terminal locks the account for 20 minutes.",
    "The secret of a good Vranec is a long maceration and a cool cellar.",
    "Ask Elena for the feed store padlock code, I don't have it.",
    "My card ending 4417 was declined at the Bitola hardware shop.",
    "The Tirana distributor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the treasury account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `POKPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the feed store rusts in the damp; oil it every month.",
    "Atomize moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'OPH-Hotel-Guest' is open, no password needed.",
    "Room 214 at the Ksamil hotel is booked from 2032-07-03 to 2032-07-10, rate 85 EUR.",
    "Flight JU 412 from Belgrade lands in Ohrid at 14:35.",
    "Patient wristband numbers restart at 1 every January; ward 3 has 24 beds.",
    "Invoice 2032/0418 of 1 240 EUR for 40 cases of Temjanika is paid.",
    "Копарскиот концентрат заминува со камион во понеделник.",
    "Vera e kaluar trageti nuk punoi për shkak të erës.",
    "Το ξενοδοχείο στη Φλώρινα ανοίγει ξανά τον Μάιο.",
    "Prizren'deki ofis cumartesi kapalı.",
    "Hotel u Prizrenu ima novi recepcijski broj telefona.",
    "Ferry timetable: Ohrid 09:00, Sveti Naum 10:45, back 16:00.",
    "Version 2.7.1 of the PMS bridge fixes the double-booking bug.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/oph/pacs", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pydicom", "version": "3.0.1"}}',
    '{"ticket": "OPH-2214", "purchase_order": "PO-2032-00733"}',
    '{"lot": {"id": "LOT-2032-VRN-0418", "alcohol_pct": 14.5, "bottles": 2400}}',
    '{"phone": "+389 46 781 204", "city": "Struga"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rooms_free": 17}',
    '{"batch": "CC-2032-117", "cu_pct": 21.4, "au_gpt": 6.8}',
    '{"ferry": "Ohrid 2", "departure": "09:00", "passengers": 180}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
