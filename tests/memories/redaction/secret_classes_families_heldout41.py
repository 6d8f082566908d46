# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, forty-first corpus: written blind, without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to thirty-eighth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/` (above all `memories/redaction/`), the tuning
corpus, the round corpora, any test, the report nor the value model's trainer, and the scrubber was
never run on it. Its own seed, password words, names, places, templates, tools, vendors and layouts,
the way the drivers, dispatchers, depot fitters, ticket-machine crew, roster office and
lost-property clerks of a fictional regional bus and tram operator (Rakita Regional Transit, with
tram lines and bus routes around Kovylkino, Medvedevo, Olonets and Kondopoga, Sheltozero and
Rybreka, Abakan and Chernogorsk, Gorno-Altaysk and Chemal, Buynaksk and Kaspiysk, Nazran and
Karabulak, a control centre in Medvedevo and a lost-property office in Kondopoga) leak secrets into
an assistant's memory: Twake, Stoat, Cheogram, Quicksy, Blabber, Max, Dion, Kontur.Talk, Telemost,
SberJazz, TrueConf, Vinteo, Sferum, VK WorkSpace, Talk-Me, Carrot quest, Chat2Desk, Wazzup, Umnico,
Mango Office, Sipuni, Novofon, MTS Link and Webinar.ru chats, calls and transcripts; Naumen
ServiceDesk, Okdesk, HelpDeskEddy, SimpleOne, ITSM 365, Yandex Tracker, amoCRM, Nextcloud Deck and
Kanbanize tickets and cards; Yandex Notes, Xiaomi Notes, Huawei Notepad, Keep My Notes, Notally,
Orgzly, Jota, gedit, Mousepad, Pluma, Notepad3, AkelPad, EmEditor, PSPad, CotEditor and TextEdit
notes to self; text dictated through Yandex Keyboard, Gboard, SwiftKey, Speechnotes and Marusya;
e-mails, runbooks, README fragments and requests to the assistant itself; shell history under
Remote Desktop Manager, darktile, Total Commander's command line, TeraTerm and the Secure Shell App;
commands of pt-kill, pt-stalk, pt-deadlock-logger, pt-table-sync, pt-heartbeat, pt-mysql-summary,
innotop, mytop, zmu, sqoop, nzload, clickhouse-benchmark, check_pgsql, check_ldap, check_smtp,
pg_dumpall, vacuumdb, reindexdb, clusterdb, gost, udp2raw, kcptun, glider, squidclient, cntlm,
emqx_ctl, notarytool, riak-admin, cvs, moosh, mkstore, orapki, naviseccli and mssql-scripter;
configs of a Debian preseed, a kickstart file, Moodle, OneBusAway, ZoneMinder, ProFTPD's SQL module,
Graylog, Keycloak, authentik, Paperless, Druid, Centrifugo, Soketi, pgcat, Odyssey and KeyDB (some
of that software is named in earlier corpora; the keys and files here are not); and
the web pages and service menus of transit hardware (Krauth, Atron, Prodata, Mobitec, Luminator,
Annax, Gorba, Lumiplan, Infotec, Stadler, Uraltransmash, Kempower, Heliox, Ekoenergetyka,
Stoneridge, Optac, Tachosys, Stertil-Koni, MAHA, Istobal, WashTec, Dallmeier, March Networks,
Eurotech, Hella, Ventura, Bode, Konvekta, Eberspächer, Orpak, Gilbarco, Fuelmaster, Vossloh Kiepe,
Škoda, Inekon, Voith, Allison, Yutong, Karsan, LiAZ, KAMAZ, Galileosky, Navtelecom, Streamax, Howen,
Shtrih-M, Dreamkas, Evotor, Frontol, Transnavi, Omnicomm, Glosav, Fort Monitor and Jimi). About 60 %
English (or language-neutral config and shell), the rest in Moksha, Meadow Mari, Karelian, Veps,
Khakas, Southern Altai, Kumyk and Ingush (no earlier held-out docstring names them), and Russian,
Tatar, Finnish, German, Czech, Polish, Simplified Chinese and Turkish in wordings of their own.
Vendors whose keys are planted (Masabi, Moovit, Optibus, Swiftly, Passio, Cubic, Flowbird, Scheidt
& Bachmann, Clever Devices, GMV, ioki, Padam, Trafi, Ridango, Citymapper, Remix, TransLoc, Token
Transit, Littlepay, Fairtiq, Bytemark, Liftango, Zeelo, Busbud, Omio, Navitia, Bestmile, Zenbus,
IVU, Mentz, HaCon, Pysae, Syncromatics, Kapsch, Vivacity, ViriCiti, Ticketer, Elavon, Stancer, Tyro,
Navixy, flespi, Omnicomm, Evotor, amoCRM, Mango Office, Sbis and Transnavi) are ones heldouts 5 to
38 do not name; their key shapes are made up here, not read from any vendor. The ids are kinds
those corpora do not use: Russia's OGRNIP (a sole trader's fifteen-digit registration number), drawn
until python-stdnum's `ru.ogrn` validates its mod-13 check digit (an earlier corpus drew a company's
thirteen-digit OGRN from that module, never a sole trader's); a Russian tachograph driver
card, a residence permit, a work patent, a migration card, a vehicle registration certificate
(STS), an electronic vehicle passport (EPTS) and a birth certificate, which carry no check a library
or this file verifies (no check-digit algorithm is written here). Card numbers pass Luhn (Prostir,
Naranja, Shetab and Sorocred prefixes drawn here and checked with python-stdnum's `luhn`, beside the
helpers' Visa, Mastercard, Amex and UnionPay). The IBANs are of countries used least by a rough
count over heldouts 5 to 38 (Russia, Sao Tome and Principe, Timor-Leste, Mauritania, Greenland,
Sudan, Yemen and the British Virgin Islands), drawn until `stdnum.iban` validates them; seed phrases
come from `mnemonic`'s English, Russian, Czech, Italian, Korean and Simplified Chinese lists.
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
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 72_217_907
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


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


_TRANSIT = ["Pantograph", "Bogie", "Catenary", "Turnstile", "Headway", "Terminus", "Flange",
            "Sandbox", "Trolley", "Validator", "Kingpin", "Tramline", "Railgrind", "Wheelset",
            "Coupler", "Farebox"]  # fmt: skip
_LOCAL = ["Onega", "Kivach", "Katun", "Sulak", "Kokshaga", "Insar", "Yenisei", "Sunzha", "Chemal",
          "Askiz", "Olonets", "Kondopoga", "Kovylkino", "Medvedevo", "Rybreka", "Buynaksk",
          "Nazran", "Abakan"]  # fmt: skip
_NAMES = ["Vedyava", "Kirdyai", "Aivika", "Akpars", "Iivo", "Nasto", "Nikoi", "Ksenja", "Chalbak",
          "Kunney", "Temene", "Arzhan", "Zaur", "Bariyat", "Bashir", "Khava", "Ildar", "Alsu",
          "Veikko", "Tereza"]  # fmt: skip
_SMALL = ["birch", "sleet", "ferry", "lumen", "ochre", "gravel", "spruce", "lichen", "thaw",
          "kettle", "mitten", "sledge", "rowan", "cinder", "fjord", "tinder"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~^"
_LEET = ["P4nt0gr4ph", "C4t3n4ry", "T3rm1nus", "V4l1d4t0r", "Tr0ll3yB", "H34dw4y", "Wh33ls3t",
         "F4r3b0x"]  # fmt: skip


def _generated(g: random.Random) -> str:
    """Three capitalised small words and a digit, as a password manager's passphrase mode joins
    them."""
    return "-".join(w.capitalize() for w in g.sample(_SMALL, 3)) + str(g.randrange(10))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TRANSIT)}{g.choice(_LOCAL)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_TRANSIT, 2)) + f".{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.choice(_SYMBOLS)}{g.randrange(1965, 2012)}{g.choice(_LOCAL)}",
    lambda g: _r(g, ALNUM + "%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"Route{g.randrange(1, 130)}{g.choice(_LOCAL)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_LOCAL).lower()}_{g.choice(_TRANSIT).lower()}_{g.randrange(1, 100):02d}",
    lambda g: f"Tram{g.randrange(1000, 4000)}{g.choice(_SYMBOLS)}{g.choice(_LOCAL)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 2) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: f"{g.choice(_LOCAL).upper()}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_TRANSIT).lower()}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Drives{g.randrange(2, 130)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 18),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Twake chat, #depot-olonets: the Krauth ticket machine service password is {pw}",
    "Stoat DM from Iivo: Atron validator back-office password {pw}",
    "Cheogram text from Aivika: Prodata validator web password {pw}",
    "Quicksy message, Zaur: Mobitec destination sign controller password {pw}",
    "Blabber chat with Temene: Luminator sign manager password {pw}",
    "Max message from Bashir: Annax passenger-information server password {pw}",
    "Dion meeting chat: the Gorba display manager password is {pw}",
    "Kontur.Talk chat during the control-room call: Lumiplan stop display password {pw}",
    "Telemost chat, roster call: Infotec LED sign admin password {pw}",
    "SberJazz chat: Stadler tram diagnostic laptop password {pw}",
    "TrueConf chat with the Uraltransmash engineer: tram TCMS service password {pw}",
    "Vinteo room 'Depot Abakan', chat: Kempower charger web password {pw}",
    "Sferum chat (driver school group): Heliox depot charger admin password {pw}",
    "VK WorkSpace message from Ildar: Ekoenergetyka pantograph charger password {pw}",
    "Naumen ServiceDesk call 40817: Stoneridge tachograph web portal password {pw}",
    "Okdesk ticket 2291: Optac 3 reader password {pw}, please rotate",
    "HelpDeskEddy #5512: Tachosys digiDL admin password {pw}",
    "SimpleOne incident INC0041: the Stertil-Koni lift controller password {pw} is on a sticker",
    "ITSM 365 request 771: MAHA brake tester PC password {pw}",
    "Yandex Tracker DEPOT-318: Istobal bus wash panel password {pw}",
    "amoCRM note on the school-bus contract: WashTec SoftCare password {pw}",
    "Nextcloud Deck card 'CCTV': Dallmeier recorder admin password {pw}",
    "Kanbanize card 88: March Networks NVR password {pw}",
    "Talk-Me chat with the installer: Eurotech passenger counter password {pw}",
    "Carrot quest chat: Hella people-counter gateway password {pw}",
    "Chat2Desk transcript: Ventura door controller password {pw}",
    "Wazzup chat, depot foreman: Bode door test tool password {pw}",
    "Umnico inbox: Konvekta HVAC service password {pw}",
    "Mango Office call note: Eberspächer heater telematics password {pw}",
    "Sipuni call summary: Orpak fuel station controller password {pw}",
    "Novofon voicemail transcript: the Gilbarco pump console password is {pw}",
    "MTS Link webinar chat (oops, public): Fuelmaster depot fuel password {pw}",
    "Webinar.ru Q&A box: Vossloh Kiepe traction diagnostics password {pw}",
    "Yandex Notes: Škoda tram service laptop password {pw}",
    "Xiaomi Notes on the foreman's phone: Inekon tram PLC password {pw}",
    "Huawei Notepad: Voith gearbox tool password {pw}",
    "Keep My Notes: Allison transmission diagnostics password {pw}",
    "Notally note 'Yutong': Yutong fleet portal password {pw}",
    "Orgzly TODO: rotate the Karsan telematics password (now {pw})",
    "Jota text file on the roster PC: LiAZ CAN gateway password {pw}",
    "gedit, shifts.txt: KAMAZ telematics portal password {pw}",
    "Mousepad scratch file: Galileosky tracker config password {pw}",
    "Pluma note: Navtelecom tracker password {pw}",
    "Notepad3 file on the control-centre PC: Streamax recorder admin password {pw}",
    "AkelPad: Howen DVR password {pw}",
    "EmEditor macro comment: Shtrih-M cash register admin password {pw}",
    "PSPad file 'lostprop.txt': Dreamkas till password {pw}",
    "CotEditor on the iMac in the lost-property office: Evotor terminal password {pw}",
    "TextEdit note: Frontol POS admin password {pw}",
    "Hi Ildar,\n\nthe root password on the Olonets validator server is {pw}. Please put it in Passwarden and delete this mail.\n\nThanks,\nNasto",
    "Incident 2032-09-03: the Streamax recorder on bus 4417 was reachable from the depot guest wifi with password {pw}",
    "Runbook: clearing a frozen ticket machine\n1. open the Krauth service door\n2. log into the maintenance menu as service\n3. password {pw}\n4. reset the coin-jam counter",
    "README (control-centre rack)\nthe Transnavi dispatcher console runs at https://dispatch.rakita.lan, admin password `{pw}`.",
    "my T-Bank app password is {pw} now",
    "can you remember my Gosuslugi password? it's {pw}",
    "the Pochta Bank online banking password is {pw}",
    "dictated via Yandex Keyboard: the Omnicomm portal password is {pw} period",
    "Gboard voice typing: the Glosav dispatcher password is {pw}",
    "note to self: Fort Monitor password {pw}",
    "after the reflash the Jimi tracker password became {pw}",
    "Монь почтань паролезе {pw}",
    "Депань компьютерть паролесь: {pw}",
    "Ведява: сервертнень од паролесь {pw}, тят азонда никинди",
    "Мыйын почто паролем {pw}",
    "Депо компьютерын паролжо: {pw}",
    "Айвика: серверын у паролжо {pw}, нигӧлан ит ойло",
    "Minun počtan salasana on {pw}",
    "Deponan kompjuuteran salasana: {pw}",
    "Iivo: serveran uuzi salasana on {pw}, älä sano nikel",
    "Minun počtan salasana om {pw}",
    "Depon kompjuteran salasana: {pw}",
    "Nikoi: serveran uz' salasana om {pw}, ala sanu nikenele",
    "Минің почтамның паролі {pw}",
    "Депоның компьютерінің паролі: {pw}",
    "Чалбак: серверның наа паролі {pw}, кемге дее чоохтаба",
    "Мениҥ почтамныҥ пароли {pw}",
    "Депоныҥ компьютериниҥ пароли: {pw}",
    "Темене: серверниҥ јаҥы пароли {pw}, кемге де айтпа",
    "Мени почтамны паролю {pw}",
    "Депону компьютерини паролю: {pw}",
    "Заур: серверни янгы паролю {pw}, бир кимге де айтма",
    "Са почтан пароль {pw} я",
    "Депон компьютеран пароль: {pw}",
    "Башир: серверан керда пароль {pw} я, цхьаннена а ма алалахь",
    "слушай, пароль от кассового ПК на автовокзале — {pw}",
    "диспетчер компьютерының серсүзе {pw}",
    "raitiovaunuvarikon huoltokoneen salasana on {pw}",
    "das Kennwort für den Service am Fahrkartenautomaten lautet {pw}",
    "heslo k diagnostice tramvaje je {pw}",
    "hasło do ładowarki w zajezdni to {pw}",
    "车载录像机的管理员密码是 {pw}",
    "Karsan otobüsün telematik şifresi {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["vedyava", "kirdyai.m", "aivika", "akpars", "iivo", "nasto.k", "nikoi", "ksenja",
          "chalbak", "kunney.a", "temene", "arzhan", "zaur", "bariyat.g", "bashir", "khava.e",
          "ildar", "alsu.s", "veikko", "svc-validators", "svc-roster", "dispatch", "lostprop"]  # fmt: skip
_LOGINS = [
    "Twake, Iivo: the Krauth service login is {u} / {pw}",
    "Okdesk #2304: {u} locked out of the Atron back office, last password {pw}",
    "acct={u} pw={pw}",
    "Yandex Tracker › Depot › Chargers › Kempower: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Transnavi | {u} | {pw} |",
    "log into the Streamax CMS as {u} with {pw}",
    "Howen login {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: validator-srv-2\n  user: {u}\n  pass: {pw}",
    "Kontur.Talk: account {u}, password {pw}",
    "Aivika says the Omnicomm account is {u} and the password is {pw}",
    "system,user,password\nfort-monitor,{u},{pw}",
    "ssh {u}@roster.rakita.lan (password {pw})",
    "Лемезе {u}, паролезе {pw}",
    "Лӱмем {u}, паролем {pw}",
    "Tunnus {u}, salasana {pw}",
    "Nimi {u}, salasana om {pw}",
    "Адым {u}, паролім {pw}",
    "Адым {u}, паролим {pw}",
    "Атым {u}, паролюм {pw}",
    "Са цӀи {u} я, пароль {pw}",
    "логин {u}, пароль {pw}",
    "логин {u}, серсүз {pw}",
    "käyttäjätunnus {u}, salasana {pw}",
    "uživatel {u}, heslo {pw}",
    "账号：{u} 密码：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kivach", "onega", "kokshaga", "insar", "katun", "sulak", "sunzha", "yenisei",
               "pantograf", "bogie", "turnstile", "headway", "catenary", "flange", "terminus",
               "kalitka", "sampo", "kondiki"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is {w} in lower case, then the digits {d}",
    "for the validator server: {w}, and right after it {d}",
    "voice note: the depot wifi password is {w} followed by {d}, all joined",
    "key in {w} and then {d}",
    "it's {w}{d}, the word and the number together",
    "Паролесь — вал «{w}», мейле {d}",
    "Пароль — «{w}» мут, вара {d}",
    "Salasana on sana {w}, sit {d}",
    "Salasana om sana {w}, sen jäl'ghe {d}",
    "Пароль — «{w}» сӧс, анаң {d}",
    "Пароль — «{w}» деген сӧс, оноҥ {d}",
    "Пароль — «{w}» деген сёз, сонг {d}",
    "Пароль — «{w}» дош, цул тӀехьа {d}",
    "пароль — слово {w} латиницей, потом {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "pt-kill --host mysql-fares.rakita.lan --user {u} --password '{pw}' --busy-time 60 --print --kill",
    "pt-stalk --host mysql-fares.rakita.lan --user={u} --password='{pw}' --variable Threads_running --threshold 40",
    "pt-deadlock-logger h=mysql-fares.rakita.lan,u={u},p={pw} --dest D=percona,t=deadlocks",
    "pt-table-sync --execute h=mysql-a.rakita.lan,u={u},p={pw} h=mysql-b.rakita.lan",
    "pt-heartbeat --update --database percona --host mysql-a.rakita.lan --user {u} --password '{pw}' --daemonize",
    "pt-mysql-summary --host mysql-fares.rakita.lan -- --user={u} --password='{pw}'",
    "innotop -h mysql-fares.rakita.lan -u {u} -p '{pw}'",
    "mytop -u {u} --pass='{pw}' -h mysql-roster.rakita.lan -d roster",
    "zmu -m 3 -U {u} -P '{pw}' --state",
    "sqoop import --connect jdbc:mysql://mysql-fares.rakita.lan/fares --username {u} --password '{pw}' --table validations --target-dir /data/taps",
    "nzload -host nz.rakita.lan -u {u} -pw '{pw}' -db ridership -t taps -df taps_2032_09.csv",
    "clickhouse-benchmark --host ch.rakita.lan --user {u} --password '{pw}' -i 200 < gtfs_queries.sql",
    "check_pgsql -H pg.rakita.lan -l {u} -p '{pw}' -d roster",
    "check_ldap -H ldap.rakita.lan -b dc=rakita,dc=lan -D uid={u},ou=svc,dc=rakita,dc=lan -P '{pw}' -3",
    "check_smtp -H mail.rakita.lan -p 587 -S -A LOGIN -U {u} -P '{pw}'",
    "pg_dumpall --dbname='postgresql://{u}:{pw}@pg.rakita.lan/postgres' -f all-2032-09.sql",
    "vacuumdb --dbname='postgresql://{u}:{pw}@pg.rakita.lan/roster' --analyze-in-stages",
    "reindexdb --dbname='postgresql://{u}:{pw}@pg.rakita.lan/ridership' --concurrently",
    "clusterdb --dbname='host=pg.rakita.lan user={u} password={pw} dbname=roster' --verbose",
    "gost -L 'socks5://{u}:{pw}@:1080' -F 'relay+tls://gw.rakitabus.net:8443'",
    "udp2raw -c -l 0.0.0.0:3333 -r 203.0.113.40:4096 -k '{pw}' --raw-mode faketcp -a",
    "client_linux_amd64 -r gw.rakitabus.net:29900 -l :12948 --key '{pw}' --crypt aes-192 --mode fast2  # kcptun",
    "glider -listen 'http://{u}:{pw}@:8443' -forward 'socks5://127.0.0.1:1080'",
    "squidclient -h proxy.rakita.lan -p 3128 -u {u} -w '{pw}' mgr:info",
    "cntlm -u {u}@RAKITA -p '{pw}' -l 3128 proxy.rakita.lan:8080",
    "emqx_ctl admins passwd {u} '{pw}'",
    "xcrun notarytool submit RakitaTickets.zip --apple-id {u}@rakitabus.net --team-id RAKITABUS1 --password '{pw}' --wait",
    "riak-admin security add-user {u} password={pw} groups=ops",
    "cvs -d :pserver:{u}:{pw}@cvs.rakita.lan:/cvsroot checkout timetables-1998",
    "moosh -n user-create --password '{pw}' --email {u}@rakitabus.net --firstname Depot --lastname Trainee {u}",
    "mkstore -wrl /u01/app/wallet -createCredential FARES {u} '{pw}'",
    "orapki wallet create -wallet /u01/app/wallet -pwd '{pw}' -auto_login",
    "naviseccli -h san-a.rakita.lan -user {u} -password '{pw}' -scope 0 getagent",
    "mssql-scripter -S sql.rakita.lan -d Roster -U {u} -P '{pw}' --schema-and-data > roster.sql",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@validator-srv:~# {c}", "PS C:\\depot> {c}",
    "Remote Desktop Manager, SSH entry 'depot-abakan': {c}", "darktile on the roster box:\n{c}",
    "Total Commander command line: {c}", "TeraTerm log, COM1 session:\n{c}",
    "Secure Shell App (Chrome) to the control centre: {c}", "~/.bash_history:\n{c}",
    ": 1975003311:0;{c}", "history | tail -2\n  511  {c}\n  512  history | tail -2",
    "командась, кона ульнесь: {c}", "мый колтышым команда: {c}", "komando, kudaman käytin: {c}",
    "мин ізертенгем команда: {c}", "команда, которую я запускал: {c}", "мин эшләткән команда: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mongodb+srv://{u}:{pw}@cluster0.rakita.lan/ridership?retryWrites=true",
    "rediss://{u}:{pw}@redis.rakita.lan:6380/2",
    "clickhouse://{u}:{pw}@ch.rakita.lan:9000/taps",
    "oracle+oracledb://{u}:{pw}@ora.rakita.lan:1521/?service_name=FARES",
    "mssql+pymssql://{u}:{pw}@sql.rakita.lan/Roster",
    "davs://{u}:{pw}@cloud.rakita.lan/remote.php/dav/files/{u}/",
    "ftps://{u}:{pw}@ftp.rakita.lan/timetables/",
    "imaps://{u}:{pw}@mail.rakita.lan:993/INBOX",
    "smtps://{u}:{pw}@mail.rakita.lan:465",
    "socks5://{u}:{pw}@proxy.rakita.lan:1080",
    "http://{u}:{pw}@squid.rakita.lan:3128",
    "neo4j+s://{u}:{pw}@graph.rakita.lan:7687",
    "hana://{u}:{pw}@hana.rakita.lan:30015",
    "vertica+vertica_python://{u}:{pw}@vertica.rakita.lan:5433/ridership",
    "Server=pg.rakita.lan;Port=5432;Database=roster;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "RIDERSHIP_DB_URL={c}", "the dashboard's old database URI: {c}",
    "keep this connection string for me: {c}", "строка подключения: {c}", "yhtevyön rivi: {c}",
    "Okdesk #2330: {c}", "Yandex Notes 'Databases': {c}", "Notally: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "rakita-transit", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "vehicles:read trips:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Masabi", "MASABI_JUSTRIDE_API_KEY", _j((ALNUM, 40))),
    ("Moovit", "MOOVIT_PARTNER_KEY", lambda g: v.uuid4(g, "8")),
    ("Optibus", "OPTIBUS_API_TOKEN", _vendor_jwt("https://api.optibus.co")),
    ("Swiftly", "SWIFTLY_API_KEY", _j((HEX, 32))),
    ("Passio", "PASSIO_GO_API_KEY", _j((ALNUM, 32))),
    ("Cubic", "CUBIC_UMO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Flowbird", "FLOWBIRD_API_SECRET", _j((HEX, 40))),
    ("Scheidt & Bachmann", "SB_FARE_API_KEY", _j((UPPER_HEX, 64))),
    ("Clever Devices", "CLEVER_BUSTIME_KEY", _j((ALNUM, 25))),
    ("GMV", "GMV_SAE_TOKEN", _j((B64, 60))),
    ("ioki", "IOKI_CLIENT_SECRET", _j((HEX, 64))),
    ("Padam", "PADAM_API_KEY", _j("pdm_live_", (ALNUM, 32))),
    ("Trafi", "TRAFI_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Ridango", "RIDANGO_API_SECRET", _j((ALNUM, 48))),
    ("Citymapper", "CITYMAPPER_API_KEY", _j((HEX, 32))),
    ("Remix", "REMIX_API_TOKEN", _j((URLSAFE, 40))),
    ("TransLoc", "TRANSLOC_API_KEY", _j((ALNUM, 50))),
    ("Token Transit", "TOKENTRANSIT_SECRET", _j("tt_sk_", (ALNUM, 32))),
    ("Littlepay", "LITTLEPAY_CLIENT_SECRET", _j((B64, 44))),
    ("Fairtiq", "FAIRTIQ_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Bytemark", "BYTEMARK_API_KEY", _j((HEX, 40))),
    ("Liftango", "LIFTANGO_API_TOKEN", _vendor_jwt("https://auth.liftango.com")),
    ("Zeelo", "ZEELO_API_KEY", _j((ALNUM, 36))),
    ("Busbud", "BUSBUD_X_TOKEN", _j("PARTNER_", (URLSAFE, 32))),
    ("Omio", "OMIO_PARTNER_SECRET", _j((HEX, 64))),
    ("Navitia", "NAVITIA_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Bestmile", "BESTMILE_API_KEY", _j((B64, 43), "=")),
    ("Zenbus", "ZENBUS_API_KEY", _j((LOWER_DIGITS, 40))),
    ("IVU", "IVU_SUITE_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Mentz", "MENTZ_EFA_TOKEN", _j((UPPER_DIGITS, 32))),
    ("HaCon", "HACON_HAFAS_ACCESS_ID", _j((HEX, 32))),
    ("Pysae", "PYSAE_API_KEY", _j((ALNUM, 40))),
    ("Syncromatics", "SYNCROMATICS_API_KEY", _j((HEX, 32))),
    ("Kapsch", "KAPSCH_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Vivacity", "VIVACITY_API_TOKEN", _j((B64, 56), "==")),
    ("ViriCiti", "VIRICITI_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Ticketer", "TICKETER_API_KEY", _j((UPPER_DIGITS, 28))),
    ("Elavon", "ELAVON_SSL_PIN", _j((UPPER_DIGITS, 64))),
    ("Stancer", "STANCER_SECRET_KEY", _j("sprod_", (ALNUM, 24))),
    ("Tyro", "TYRO_API_KEY", _j((ALNUM, 32))),
    ("Navixy", "NAVIXY_API_HASH", _j((HEX, 32))),
    ("flespi", "FLESPI_TOKEN", _j((ALNUM, 64))),
    ("Omnicomm", "OMNICOMM_JWT", _vendor_jwt("https://online.omnicomm.ru")),
    ("Evotor", "EVOTOR_CLOUD_TOKEN", lambda g: v.uuid4(g, "9")),
    ("amoCRM", "AMOCRM_LONG_TOKEN", _vendor_jwt("https://rakita.amocrm.ru")),
    ("Mango Office", "MANGO_VPBX_API_SALT", _j((LOWER_DIGITS, 32))),
    ("Sbis", "SBIS_APP_SECRET", _j((ALNUM, 40))),
    ("Transnavi", "TRANSNAVI_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "Containerfile:\nENV {env}={tok}",
    "printf '{tok}' | podman secret create {env} -",
    "echo -n '{tok}' | systemd-creds encrypt --name={env} - /etc/credstore.encrypted/{env}",
    "dispatch-api.service:\n[Service]\nSetCredential={env}:{tok}",
    "nixpacks.toml:\n[variables]\n{env} = '{tok}'",
    "Tiltfile: os.putenv('{env}', '{tok}')",
    "ecosystem.config.js, env_production: {{ {env}: '{tok}' }}",
    "buildspec.yml:\nenv:\n  variables:\n    {env}: \"{tok}\"",
    ".chalice/config.json: \"environment_variables\": {{\"{env}\": \"{tok}\"}}",
    "envconsul -prefix dispatch env | grep {env}\n{env}={tok}",
    "Rakita back office › Settings › Integrations › {vendor} › API key: {tok}",
    "Yandex Tracker DEPOT-402: {vendor} sync returns 401, configured key {tok}",
    "Okdesk #2355: {vendor} integration broken, current key {tok}",
    "Nextcloud Deck card: rotate the {vendor} key {tok}",
    "Twake, Iivo: {vendor} key for the ridership feed: {tok}",
    "Kontur.Talk: the {vendor} token we use now is {tok}, the old one is revoked",
    "please keep my {vendor} API key: {tok}",
    "Integrations:\n| vendor | env | key |\n|---|---|---|\n| {vendor} | prod | {tok} |",
    "{vendor} API ключесь: {tok}",
    "{vendor} API ключшо: {tok}",
    "{vendor}-n API-avain on {tok}",
    "{vendor}-n API-avaim om {tok}",
    "{vendor} API ключі: {tok}",
    "{vendor} API-ныҥ ачкыжы: {tok}",
    "{vendor} API ачгъычы: {tok}",
    "{vendor} API догӀа: {tok}",
    "токен {vendor} для диспетчерской: {tok}",
    "{vendor} өчен API ачкычы: {tok}",
    "{vendor}-rajapinnan avain: {tok}",
    "API-Token von {vendor} für die Leitstelle: {tok}",
    "API klíč pro {vendor}: {tok}",
    "klucz API {vendor} do zajezdni: {tok}",
    "{vendor} 的接口密钥：{tok}",
    "{vendor} API anahtarı: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    citymapper = _r(rng, HEX, 32)
    stancer = "sprod_" + _r(rng, ALNUM, 24)
    navitia = v.uuid4(rng, "b")
    moovit = v.uuid4(rng, "8")
    flespi = _r(rng, ALNUM, 64)
    transloc = _r(rng, ALNUM, 50)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.external.citymapper.com/api/1/traveltimes", params=q, headers={{"Citymapper-Partner-Key": "{citymapper}"}})', citymapper),
        Sample("vendor_token", f"curl -u '{stancer}:' https://api.stancer.com/v1/refunds/", stancer),
        Sample("vendor_token", f'const navitia = new NavitiaClient({{ token: "{navitia}", coverage: "ru-karelia" }});', navitia),
        Sample("vendor_token", f"Config/Secrets.xcconfig:\nMOOVIT_PARTNER_KEY = {moovit}", moovit),
        Sample("vendor_token", f'let flespi = FlespiClient(token: "{flespi}")', flespi),
        Sample("vendor_token", f"config/services.php:\n'transloc' => ['key' => env('TRANSLOC_API_KEY', '{transloc}')],", transloc),
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


_BARE_PLACES = ["{t}", "Twake: {t}", "copy it now, the page won't show it again:\n{t}",
                "{t}\n^ this is the live one, the test one is gone", "stash this for me: {t}",
                "вот, сохрани: {t}", "тидым аралаш: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 20), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "DESFire EV3 AES master key for ticket-card batch 2032-A: {h}": 32,
    "SAM unlock key of the Krauth validators: {h}": 32,
    "HMAC secret for the YooMoney payment notifications: {h}": 64,
    "IPsec PSK between the control centre and the Abakan depot (hex): {h}": 64,
    "GTFS-RT feed signing secret: {h}": 48,
    "Mifare Plus SL3 sector key for the school passes: {h}": 32,
    "резервной копиянь шифровкань ключесь: {h}": 64,
    "резерв копийын шифр ключшо: {h}": 48,
    "шифран догӀа: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Okdesk #2371: token copied from the dispatcher web app's local storage {t}",
    "Cookie: lang=krl; rkt_sess={t}",
    "DISPATCH_API_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен доступа: {t}",
    "tokeni: {t}",
    "SimpleOne incident note: header Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 900,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.rakitabus.net/realms/transit",
            "azp": "dispatch-console",
            "roles": ["dispatcher", "roster"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "validator-srv: /root/.ssh/id_rsa_deploy\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/dispatch.rakitabus.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GTFS_RT_SIGNING_KEY": "{key}", "feed": "abakan-trams"}}': ("PRIVATE KEY", "\\n"),
    "tee /etc/openvpn/depot-olonets/client.key <<'KEY'\n{key}\nKEY": ("EC PRIVATE KEY", "\n"),
    "Okdesk ticket 2402, pasted by the Streamax installer:\n{key}": ("PRIVATE KEY", "\n"),
    "закрытый ключ сервера диспетчерской:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the fare clearing house's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 22) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Keevo wallet backup, copying it off the card before I shred it: {p}": "english",
    "OpenMask recovery phrase\n{p}": "english",
    "Wallet in Telegram, the old staff-fund wallet (emptied): {p}": "english",
    "Bybit Wallet seed backup: {p}": "english",
    "voice memo: the Gate Wallet recovery words are {p} and that is all of them": "english",
    "Nextcloud Deck card 'Wallet handed in at lost property, owner found': {p}": "english",
    "Tokenary-kukkaron palautussanat: {p}": "english",
    "фраза восстановления кошелька AlphaWallet: {p}": "russian",
    "obnovovací fráze peněženky Ledger Flex: {p}": "czech",
    "frase di recupero del portafoglio Nabox: {p}": "italian",
    "Opera Wallet 복구 구문: {p}": "korean",
    "HaloWallet 助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Prostir's, Naranja's, Shetab's,
    Sorocred's: schemes the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "prostir":
        return _card_of(rng, ["9804"], [16])
    if brand == "naranja":
        return _card_of(rng, ["589562"], [16])
    if brand == "shetab":
        return _card_of(rng, ["603799", "627412", "610433"], [16])
    if brand == "sorocred":
        return _card_of(rng, ["627892", "636414"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Lost-property ledger L-2032-0918: wallet found on tram line 3, card {c}, exp {mm}/{yy}",
    "keep my fuel card number: {c}, valid until {mm}/{yy}",
    "Card number {c}\nExpires {mm}/{yy}",
    "Okdesk #2390: charge the Stertil-Koni lift repair to card {c}",
    "Монь картазе: {c}, {mm}/{yy}",
    "Мыйын картын номерже: {c}",
    "minun kartan numeru: {c}, {mm}/{yy}",
    "minun kartan nomer om {c}",
    "минің картамның номері: {c}",
    "мениҥ картамныҥ номери: {c}, {mm}/{yy}",
    "мени картамны номери: {c}",
    "са картан номер: {c}, {mm}/{yy}",
    "номер карты: {c}, срок {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "prostir", "mastercard", "naranja", "amex", "shetab", "unionpay", "sorocred"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} valid 03/36, CVC2 {cvv}",
               "the 3 digits on the back strip: {cvv}",
               "Amex {c}, the 4-digit code on the front: {cvv}",
               "три цифры на обороте карты: {cvv}",
               "kolme numerua kartan tagan: {cvv}",
               "картаның соондағы ӱс сан: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 38; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RU": "n" * 14 + "c" * 15, "ST": "n" * 21, "TL": "n" * 19, "MR": "n" * 23,
                "GL": "n" * 14, "SD": "n" * 14, "YE": "aaaa" + "nnnn" + "c" * 18,
                "VG": "aaaa" + "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Lost-property refund: send the deposit back to {i}",
    "save the tour operator's IBAN for the excursion-bus refunds: {i}",
    "IBAN {i}\nPurpose: refund for lost-property item L-0922",
    "Twake #finance: the bus-parts dealer's new IBAN {i}",
    "Монь IBAN-озе: {i}",
    "Мыйын IBAN: {i}",
    "minun IBAN: {i}",
    "minun IBAN om {i}",
    "минің IBAN: {i}",
    "мениҥ IBAN: {i}",
    "мени IBAN: {i}",
    "са IBAN: {i}",
    "IBAN для возврата: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_REGIONS = ["10", "12", "13", "19", "04", "05", "06"]


def _ogrnip(g: random.Random) -> str:
    """Russia's OGRNIP: 3, the year, the region, nine digits and a mod-13 check digit."""

    def make(h: random.Random) -> str:
        return f"3{h.randrange(4, 33):02d}{h.choice(_REGIONS)}{_r(h, D, 10)}"

    return v.until(g, make, ru_ogrn.is_valid)


def _tacho_card(g: random.Random) -> str:
    """A Russian tachograph driver card: RUD and thirteen digits, no public check."""
    return "RUD" + _r(g, D, 13)


def _residence(g: random.Random) -> str:
    """A Russian residence permit: a two-digit series and seven digits, no public check."""
    return f"{g.choice(['82', '83'])} {_r(g, D, 7)}"


def _patent(g: random.Random) -> str:
    """A Russian work patent: a region's two digits and ten digits, no public check."""
    return f"{g.choice(_REGIONS)} {_r(g, D, 10)}"


def _migration(g: random.Random) -> str:
    """A Russian migration card: four digits and seven digits, no public check."""
    return f"{_r(g, D, 4)} {_r(g, D, 7)}"


def _sts(g: random.Random) -> str:
    """A vehicle registration certificate (STS): four digits and six, no public check."""
    return f"{_r(g, D, 2)} {_r(g, D, 2)} {_r(g, D, 6)}"


def _epts(g: random.Random) -> str:
    """An electronic vehicle passport (EPTS): fifteen digits, no public check."""
    return "1643" + _r(g, D, 11)


def _birth(g: random.Random) -> str:
    """A Russian birth certificate: a Roman series, two Cyrillic letters, six digits."""
    return f"{g.choice(['I', 'II', 'III', 'IV'])}-{g.choice(['ИК', 'ГД', 'ТН', 'ОБ', 'АЛ'])} {_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "ОГРНИП перевозчика-субподрядчика: {s}": _ogrnip,
    "OGRNIP of the minibus subcontractor on route 112: {s}": _ogrnip,
    "yksityisyrittäjän OGRNIP: {s}": _ogrnip,
    "Arzhan's tachograph driver card: {s}": _tacho_card,
    "тахограф картазының номері: {s}": _tacho_card,
    "minun tahograf-kartan nomer: {s}": _tacho_card,
    "вид на жительство водителя: {s}": _residence,
    "са вид на жительство: {s}": _residence,
    "патент на работу (Бахтияр): {s}": _patent,
    "мени патентимни номери: {s}": _patent,
    "миграционная карта: {s}": _migration,
    "мениҥ миграционный картам: {s}": _migration,
    "STS of bus 4417, for the insurer: {s}": _sts,
    "СТС автобуса 2210: {s}": _sts,
    "EPTS of the new Yutong, from the dealer's mail: {s}": _epts,
    "свидетельство о рождении (для детского проездного): {s}": _birth,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["T-Bank business 2FA recovery codes\n{codes}", "VK ID backup codes: {codes}",
            "Twake 2FA backup codes, printed for the safe: {codes}",
            "резервные коды Сбер ID:\n{codes}", "varakoodit: {codes}", "запас кодтар: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Evotor:ildar@rakitabus.net?issuer=Evotor&secret={s}&period=30",
              "Step Two, manual entry key for the flespi account: {s}",
              "Bitwarden Authenticator, setup key for VK WorkSpace: {s}",
              "ключ для Яндекс Ключа (ввести вручную): {s}"]  # fmt: skip
_CODES = ["{c} — your T-Bank login code. Don't share it", "VK ID: код подтверждения {c}",
          "Госуслуги: код {c}", "Use {c} to sign in to Omnicomm Online", "раслау коды: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", "  ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Rakita-Depot", "RKT-Control-5G", "Beeline_Kovylkino", "MTS_Router_Abakan",
          "Rostelecom_Olonets", "TP-Link_Kondopoga", "Keenetic-Nazran", "Keenetic-Chemal",
          "Depot_Buynaksk_5G", "LostProperty-Office", "Tram-Yard-2G", "Sheltozero-Bus"]  # fmt: skip
_WIFI_PLACES = [
    "depot wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "control centre network {s}, password {pw}",
    "wifi at the lost-property office: {s} / {pw}",
    "nvram set wl0_ssid={s}\nnvram set wl0_wpa_psk={pw}\nnvram commit",
    "MikroTik: /interface wireless security-profiles set [find default=yes] wpa2-pre-shared-key={pw}",
    "the key on the Keenetic sticker: {pw}",
    "{s} вайфаень паролесь {pw}",
    "{s} вайфайын паролжо {pw}",
    "wifi {s}, salasana on {pw}",
    "wifi {s}: salasana om {pw}",
    "{s} вайфайның паролі {pw}",
    "{s} вайфайдыҥ пароли: {pw}",
    "{s} вайфайны паролю {pw}",
    "{s} вайфайн пароль {pw} я",
    "пароль от вайфая {s} — {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sprod_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tt_sk_", (ALNUM, 22)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out character by character: {t}", "[dictated on the TrueConf call] {t}",
          "(spaced so the Twake preview won't show it) {t}", "по одной букве: {t}",
          "yksi merki kerrallah: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["depot gate keypad: {pw}#", "the lost-property safe opens with {pw}",
          "key box at tram yard 2: {pw}", "кенкшень кодось: {pw}", "омсан кодшо: {pw}",
          "uksen koodu: {pw}", "воротаның коды: {pw}", "эшикни коду: {pw}", "неӀан код: {pw}",
          "эжиктиҥ коды: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["pantograph", "bogie", "catenary", "turnstile", "headway", "terminus", "flange",
                 "sandbox", "kingpin", "trolley", "timetable", "ratchet", "onega", "kivach",
                 "katun", "sulak"]  # fmt: skip
_PHRASES = {"Passwarden master passphrase for the dispatch vault: {p}": " ",
            "Devolutions vault passphrase: {p}": "-",
            "Pleasant Password database passphrase: {p}": " ",
            "TeamPass personal saltkey phrase: {p}": ".",
            "Passky master phrase: {p}": " ",
            "парольная фраза от бэкапа: {p}": " ",
            "varmuskopien salalauze: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Posting (TUI) request, header Authorization: Basic {v}": True,
    "Angie config: proxy_set_header Authorization 'Basic {v}';": True,
    "Insomnium request header: Authorization: Bearer {v}": False,
    "Wireshark, Follow HTTP Stream: Authorization: Basic {v}": True,
    "APISIX route, proxy-rewrite headers: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "preseed.cfg:\nd-i passwd/root-login boolean true\nd-i passwd/root-password password {pw}\nd-i passwd/root-password-again password {pw}",
    "ks.cfg:\nlang ru_RU.UTF-8\nkeyboard us\nrootpw --plaintext {pw}",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "onebusaway data-sources.xml:\n<property name=\"username\" value=\"oba\" />\n<property name=\"password\" value=\"{pw}\" />",
    "/etc/zm/conf.d/01-db.conf:\nZM_DB_USER=zmuser\nZM_DB_PASS={pw}",
    "proftpd sql.conf:\nSQLBackend mysql\nSQLConnectInfo ftpusers@db.rakita.lan proftpd {pw}",
    "graylog server.conf:\nis_leader = true\npassword_secret = {pw}",
    "keycloak.env:\nKC_DB=postgres\nKC_DB_USERNAME=keycloak\nKC_DB_PASSWORD={pw}",
    "authentik .env:\nAUTHENTIK_POSTGRESQL__USER=authentik\nAUTHENTIK_POSTGRESQL__PASSWORD={pw}",
    "paperless docker-compose.env (lost-property scans):\nPAPERLESS_DBUSER=paperless\nPAPERLESS_DBPASS={pw}",
    "druid common.runtime.properties:\ndruid.metadata.storage.connector.user=druid\ndruid.metadata.storage.connector.password={pw}",
    "centrifugo config.json:\n{{\"admin\": true, \"admin_password\": \"{pw}\"}}",
    "soketi .env:\nSOKETI_DEFAULT_APP_ID=rakita\nSOKETI_DEFAULT_APP_KEY=rakita-app\nSOKETI_DEFAULT_APP_SECRET={pw}",
    "pgcat.toml:\n[pools.roster.users.0]\nusername = \"roster\"\npassword = \"{pw}\"",
    "odyssey.conf:\nroute \"roster\" \"dispatch\" {{\n  authentication \"md5\"\n  password \"{pw}\"\n}}",
    "keydb.conf:\nbind 10.20.0.5\nrequirepass {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Iivo: depot wifi password?\nNasto: {pw}",
    "[05:41] arzhan: root pw for the validator server?\n[05:42] temene: {pw}",
    "Zaur: {pw} is the new Streamax admin password",
    "Aivika: use {pw}, that's what the Kempower has now",
    "Ведява: од паролесь {pw}",
    "Акпарс: у пароль {pw}",
    "Nasto: uuzi salasana on {pw}",
    "Кунней: наа пароль {pw}",
    "Хава: керда пароль {pw} я",
    "Барият: янгы пароль {pw}",
    "Ksenja: uz' salasana om {pw}",
    "Аржан: јаҥы пароль {pw}",
    "Ильдар: новый пароль — {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pass\u200dword → {pw}", "p\u0430ssword: {pw}",
    "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥 {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "pass\u202aword = {pw}", "паро\u2060ль: {pw}",
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
    "the Krauth service password is": "{s}", "Streamax admin pw:": "{s} (since the recorder swap in August)",
    "паролесь": "{s}", "Kempower password": "{s}\nchange it after the winter check",
    "паролем": "{s}", "salasana on": "{s}", "пароль —": "{s}", "Transnavi password": "{s}",
    "the password Zaur read out over the radio was": "{s}, I think", "паролюм": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Citymapper API key", "{s}", _j((HEX, 32))),
    ("split_token", "Stancer key:", "{s} (refunds)", _j("sprod_", (ALNUM, 24))),
    ("split_token", "Navitia token", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Keevo backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "prostir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "RU"))),
    ("split_backup", "T-Bank recovery codes", "{s}\nkrtq-4821-mvlo\nbsen-0937-hqaz", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "Step Two setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ОГРНИП", "{s}", _ogrnip),
    ("split_phrase", "Passwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"krauth": {"url": "https://tvm-07.rakita.lan", "service_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"паролесь": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "arzhan", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"validators": [{"id": "v-01"}, {"id": "v-02", "admin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pt-kill", "--host", "mysql-fares", "--user", "ops", "--password", "{s}", "--kill"]}': ("meta_password", _plain_pw),
    '{"note": "диспетчерская, пароль от планшета: {s}"}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Streamax CMS as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"citymapper": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"flespiToken": "{s}"}': ("meta_token", _j((ALNUM, 64))),
    '{"navixy_hash": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"request": {"headers": {"X-Api-Key": "{s}"}}}': ("meta_token", _j((URLSAFE, 40))),
    '{"refund": {"card_number": "{s}", "exp": "02/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "naranja"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ST")),
    '{"subcontractor": {"ogrnip": "{s}"}}': ("meta_id", _ogrnip),
    '{"2fa": {"backup_codes": ["{s}", "krtq-4821-mvlo", "bsen-0937-hqaz"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"old_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"ticket_cards": {"desfire_master_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"key_box": {"code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "RKT-Control-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"gtfs_kit-6.1.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"krauth-validator-4.12.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/rakita/dispatch:7.3").hexdigest()
_COMMIT = hashlib.sha1(b"roster: add headway column to export", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"gtfs: revert stop name casing", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"roster_2032-09-05.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ridership-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Krauth service password before the audit on 2032-10-14.",
    "Iivo asked for the depot wifi password; it's on the card in the dispatcher's drawer.",
    "Policy: Rakita passwords are at least 16 characters and live only in Passwarden.",
    "Please don't paste passwords into Twake; share a Passwarden link instead.",
    "The `.env.example` line `NAVITIA_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Kempower charger asks for a new admin password after every firmware update.",
    "Replace <YOUR_CITYMAPPER_KEY> in the README with the key from the Citymapper dashboard.",
    "FLESPI_TOKEN and NAVIXY_API_HASH must be set before the nightly GPS import runs.",
    "Тят азонда паролесь никинди.",
    "Паролетым нигӧлан ит ойло.",
    "Älä sano salasanua nikel.",
    "Ala sanu salasanad nikenele.",
    "Паролің кемге дее чоохтаба.",
    "Паролиҥди кемге де айтпа.",
    "Паролюнгню бир кимге де айтма.",
    "Хьа пароль цхьаннена а ма алалахь.",
    "Пароль должен быть не короче шестнадцати символов.",
    "Salasanan on oltava vähintään kuusitoista merkkiä pitkä.",
    "Das Kennwort für den Automaten wird jedes Quartal geändert.",
    "密码至少要十六个字符。",
    "Серсүзне беркемгә дә әйтмәгез.",
    "Heslo se mění každé tři měsíce.",
    "Hasło do ładowarki zmienia się co kwartał.",
    "Upgraded the Transnavi dispatcher from 5.2 to 5.4 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the headway column to the roster export.",
    f"Rolled back to {_SHORT} after the GTFS export broke the stop names.",
    f"requirements.txt: gtfs-kit==6.1.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Krauth validator firmware 4.12 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ridership-2031.parquet: {_SHA512}",
    f"The dispatch API runs ghcr.io/rakita/dispatch@sha256:{_IMAGE}.",
    f"MD5 of roster_2032-09-05.csv is {_MD5}, same as the copy on the roster share.",
    "Request id 3f8a2c17-9b4e-4d61-a0c5-7e2b9d14f063 is the slow one in the Navitia logs.",
    "Purchase order PO-2032-00731 for 12 pantograph carbon strips ships on Friday.",
    "Okdesk #2291: the validator on tram 7 keeps rebooting at night.",
    "Call the Kondopoga lost-property office on +7 814 517 22 40 before noon.",
    "Bus 4417 is back from the wash bay and out on route 12 again.",
    "Route 12 runs every 8 minutes at peak and every 15 minutes after 21:00.",
    "Tram 3012 is in the Abakan depot for a bogie inspection until Thursday.",
    "At minus 25 °C the Eberspächer heater needs 20 minutes before the first departure.",
    "After five wrong passwords the Transnavi console locks the account for 30 minutes.",
    "The Olonets depot has 14 bays; each bay fits one articulated bus.",
    "The secret of a smooth tram ride is well-ground rails.",
    "Ask Nasto for the key box code at tram yard 2, I don't have it.",
    "My card ending 4471 was declined at the depot canteen.",
    "The Sao Tome tour operator wants the IBAN on the refund form without spaces.",
    "Print the 2FA backup codes for the T-Bank business account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `STANCER_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the sand silo freezes in January; spray it with de-icer.",
    "Citymapper moved the API key page under Account › Developer in its spring release.",
    "The guest wifi 'Rakita-Guest' is open, no password needed.",
    "Lost-property item L-2032-0918: black umbrella, tram line 3, found on 2032-09-18 at 07:40.",
    "Roster week 38: 46 drivers, 9 on relief, 3 on sick leave.",
    "Bogie inspection interval is 60 000 km or six months, whichever comes first.",
    "GTFS feed version 2032-09-01.3 was published at 04:10.",
    "Kernel 6.8.0-45 is on the validator servers now.",
    "Radio channel 4 at the control centre is reserved for tram dispatch.",
    "Ticket machine TVM-07 at the bus station printed receipt 000418 twice.",
    "The new drivers' training on the Moodle site starts on 2032-10-01 at 09:00.",
    "How do I reset a forgotten password on the Omnicomm portal?",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-09-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "passwarden/rakita/kempower", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "gtfs-kit", "version": "6.1.1"}}',
    '{"ticket": "2291", "purchase_order": "PO-2032-00731"}',
    '{"vehicle": {"fleet_no": 4417, "model": "Yutong E12", "depot": "Abakan"}}',
    '{"phone": "+7 814 517 22 40", "city": "Kondopoga"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "drivers_on_shift": 46}',
    '{"route": "12", "headway_min": 8, "stops": 31}',
    '{"lost_item": {"id": "L-2032-0918", "kind": "umbrella", "line": "3"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
