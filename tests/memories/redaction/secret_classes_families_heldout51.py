# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fifty-first corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fiftieth only to search them (grep)
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora, any test, the
report, the trainer nor the corpora written beside it at the same time, and the scrubber was never
run on it. Its own seed, password words (strokes, sauna words, swim-school badges, café orders),
names, places, templates, tools, vendors and layouts, the way the lifeguards, plant-room
technicians, reception, café and swim-school teachers of a municipal swimming pool and sauna complex
(Fennick Road Baths, run by the fictional Ashdene Borough Council's leisure service: a 25 m main
pool, a teaching pool with a movable floor, a sauna and steam suite, a plant room, turnstiles and
wristband lockers, a poolside café and the Ashdene Otters swim school, with staff whose families
come from Calabar, Benin City, Makurdi, Condet in Jakarta, Kapit, Vihiga, Kisii and Abbottabad, and
a sauna master from Tampere) leak secrets into an assistant's memory: Yapster, Oak Engage, Claap and
7punches messages, Lumiform, GoAudits, FMX and Brightly notes and tickets, whiteboards, logbooks and
handover books, e-mails, runbooks, READMEs, shell history and crontabs, Makefiles, justfiles,
Jenkins and Task Scheduler lines, EditPlus' and Brackets' command lines, voice-dictated text and
requests to the assistant itself; the web pages and apps of sauna, locker, turnstile, café, timing,
air-handling, heating, metering, first-aid, water-treatment, drowning-detection, cleaning, cash,
radio, key-cabinet, gym and pool-floor hardware (Harvia, Klafs, Tylö, EOS, Sentiotec, HUUM, Kusatek,
Saunatec, Gantner, Ojmar, Safe-o-Tronic, Wintec, TDSi, Schaerer, WMF, La Marzocco, Colorado Time
Systems, Swiss Timing, Menerga, Calorex, Dantherm, Systemair, Swegon, Trend Controls, Kamstrup,
Philips HeartStart, Lovibond, Dryden Aqua, Lowara, Poseidon, AngelEye, SwimEye, Lynxight, Coral
Manta, Maytronics, Zodiac, LaMotte, Wallace & Tiernan, AstralPool, Certikin, Chemtrol, Stranco,
Hanovia, Wedeco, Ozonia, Hoval, Hamworthy, Remeha, Weishaupt, EC Power, Merrychef, Meiko, Eversys,
Selecta, Azkoyen, CashGuard, Glory, Midland, Cloud Electronics, Traka, Codelocks, Digilock,
Technogym, Concept2, Myzone, Stramatel, SwimTopia, TeamUnify, Variopool, Covrex); commands of
ustreamer, libmemcached's memstat and memcp, mysqltuner, Sysinternals' Autologon, Tableau's tabcmd,
PocketBase, librespot, tnftp, No-IP's noip-duc, fusioninventory-agent, X2Go's pyhoca-cli, sq,
golang-migrate, csvkit's sql2csv and check_postgres (tools no earlier held-out corpus names), and of
mosquitto_ctrl, cortextool, ts3server, Wazuh's agent-auth, LibreNMS' lnms, Observium's adduser.php,
sshpass, mysqldump, curl, wget and smbclient; configs of nodejs-poolController, aqualinkd,
TeamSpeak, Moodle, ZoneMinder, Gotify, Roundcube, SOGo, LimeSurvey, Matomo, Mautic, phpBB, OpenCart,
Leantime, Firefly III, Invoice Ninja, Snipe-IT, mailcow, Frigate, go2rtc, Baïkal, NUT and net-snmp;
README fragments, split fields and metadata. About 40 % of the texts are in other languages: Efik,
Edo (Bini), Tiv, Betawi, Iban, Luhya, Ekegusii and Hindko (in Latin letters), which no earlier
docstring names, and Finnish, Swahili, Indonesian, Malay, Urdu, Nigerian Pidgin, Yoruba, Polish,
German, Spanish, French, Portuguese, Dutch and Turkish in wordings of their own, with Italian,
Czech, Russian, Korean and Simplified Chinese only around seed phrases of their own word lists.
Vendors (Glofox, Mindbody, Zen Planner, Pike13, Jackrabbit Class, iClassPro, Daxko, Virtuagym,
Perfect Gym, Bookwhen, RecDesk, ActiveNet, Gladstone, Clubright, Clubwise, Upper Hand,
SimplyBook.me, Acuity Scheduling, Setmore, Vagaro, Fresha, Booksy, Mariana Tek, Exerp, Hapana,
Wodify, PushPress, Gymdesk, Smartwaiver, WaiverForever, Blueriiot, iopool, Flipr, Poster POS,
Teamtailor, Kenjo, Staffology, BrightHR, Expensify, Formstack, Wufoo, Paperform) are ones heldouts 5
to 50 do not name; their token shapes are guesses, not published formats. The ids are kinds those
corpora do not use, and none has a python-stdnum module: a UK DBS certificate number, a biometric
residence permit's number, a right-to-work share code, a Nigerian passport, a Nigerian voter
identification number, an Indonesian driving licence (SIM), a Malaysian EPF (KWSP) member number, a
Malaysian passport issued in Sarawak, a Kenyan Huduma Namba and a Finnish passport carry no check a
library or this file verifies (unchecked); the UK's Unique Learner Number carries a mod-11 check
digit that this file computes by the published rule (weights 10 down to 2, the digit is 10 less the
remainder), with no library to confirm it. Card numbers pass Luhn (ArCa's 9051 prefix drawn here and
checked with python-stdnum's `luhn`, the rest from the value helpers). The IBANs are of countries
used least by a rough count over heldouts 5 to 50 (Finland, Estonia, Latvia, Lithuania, Luxembourg,
Serbia, Tunisia and Ireland, each in about three earlier corpora), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Italian, Czech, Russian, Korean,
Simplified Chinese and Spanish lists. 430 samples hold a secret (390 texts, 20 field pairs, 20
metadata samples); 60 clean texts and 10 clean metadata samples hold none (digests after the word
that names them, order and booking numbers, phone numbers, versions, request ids, prose about
passwords).
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

SEED = 28_132_803
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


_POOL = ["Backstroke", "Butterfly", "Freestyle", "Medley", "Tumbleturn", "Kickboard", "Lifebuoy",
         "Backwash", "Skimmer", "Flume", "Deepend", "Shallows", "Lanerope", "Verruca", "Goggles",
         "Snorkel", "Otter", "Breaststroke"]  # fmt: skip
_SAUNA = ["Kiuas", "Loyly", "Vihta", "Kiulu", "Laude", "Avanto", "Steamroom", "Plunge", "Cedar",
          "Aspen", "Eucalyptus", "Birch"]  # fmt: skip
_BADGES = ["Otter", "Seal", "Dolphin", "Turtle", "Penguin", "Orca", "Puffin", "Stingray"]
_CAFE = ["Flatwhite", "Cortado", "Flapjack", "Hotchoc", "Panini", "Toastie", "Babyccino"]
_PLACES = ["Ashdene", "Fennick", "Quarrybank", "Calabar", "CreekTown", "Ikot", "BeninCity",
           "Ugbowo", "Makurdi", "Gboko", "Condet", "Kemayoran", "Kapit", "Sibu", "Vihiga",
           "Maragoli", "Kisii", "Keroka", "Abbottabad", "Mansehra", "Tampere", "Kuopio"]  # fmt: skip
_NAMES = ["Eno", "Etim", "Affiong", "Bassey", "Osagie", "Osaro", "Ivie", "Eghosa", "Terver",
          "Doosuur", "Msughter", "Iveren", "Rojali", "Juleha", "Mamat", "Ipeh", "Jimbai",
          "Empiang", "Langgi", "Wekesa", "Nafula", "Simiyu", "Nyaboke", "Moraa", "Ombati",
          "Zarwali", "Palwasha", "Shahzaib", "Gemma", "Callum", "Dale", "Bethany", "Aatu",
          "Kerttu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=:;"
_LEET = ["Chl0r1n3", "B4ckw4sh", "L1f3gu4rd", "Turnst1l3", "K1ckb04rd", "Sk1mm3r", "V3rruc4",
         "S4un4M4st3r", "Fl4pj4ck"]  # fmt: skip


def _badge(g: random.Random) -> str:
    """A swim-school stage and its badge animal, the way the teachers build passwords."""
    return f"Stage{g.randrange(1, 11)}{g.choice(_BADGES)}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of four, mixed case and digits, as a vault's generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways the pool's staff pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_POOL)}{g.randrange(1, 9)}Lane{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SAUNA)}{g.choice([70, 80, 85, 90, 95, 100])}C{g.choice(_SYMBOLS)}{g.choice(_SAUNA).lower()}",
    _badge,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!$%*#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: ".".join(w.lower() for w in g.sample(_POOL + _SAUNA, 3)) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_CAFE)}{g.randrange(150, 495)}p{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).upper()}_{g.randrange(1990, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 4) + _r(g, UPPER, 2),
    _generated,
    lambda g: f"Lane{g.randrange(1, 9)}-{g.choice(_SAUNA)}-{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 18),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Yapster post in #plantroom, Dale: the Menerga ResoLair touch panel password is {pw}",
    "Oak Engage message from Gemma: Harvia Xenio WiFi admin password {pw}",
    "Claap comment on the handover video: Klafs sauna control password {pw}",
    "Lumiform inspection note: Tylö Elite panel service password {pw}",
    "GoAudits finding 41: EOS Saunatechnik EmoTec password {pw} is written on the panel",
    "FMX work order 2207: Sentiotec Pronto touch password {pw}",
    "Brightly asset note, sauna 2: HUUM UKU WiFi controller password {pw}",
    "staff-room whiteboard, photographed: Kusatek controller password {pw}",
    "7punches shift message: Saunatec Combi control password {pw}",
    "Yapster DM from Callum: Gantner GAT Relaxx locker manager password {pw}",
    "Oak Engage post, front desk: Ojmar OCS locker admin password {pw}",
    "Lumiform note 'changing village': Safe-o-Tronic access manager password {pw}",
    "GoAudits action 63: Wintec locker terminal password {pw}",
    "FMX request 2231: TDSi EXgarde turnstile server password {pw}",
    "Yapster #cafe, Bethany: Schaerer Coffee Art Plus service password {pw}",
    "café handover book: WMF 1500 S+ service menu password {pw}",
    "Claap thread under the café walkthrough: La Marzocco Linea Micra app password {pw}",
    "gala prep note: Colorado Time Systems System 6 console password {pw}",
    "Yapster #galas: Swiss Timing Quantum timer PC password {pw}",
    "plant-room logbook, page 14: Calorex Delta dehumidifier controller password {pw}",
    "Brightly work order 5510: Dantherm CDP controller password {pw}",
    "FMX asset 'AHU-2': Systemair Access web password {pw}",
    "Lumiform checklist remark: Swegon GOLD web password {pw}",
    "Oak Engage message from the BMS contractor: Trend IQ4 supervisor password {pw}",
    "GoAudits finding 77: Kamstrup READy Manager password {pw} shared on a sticky note",
    "first-aid room note: Philips HeartStart Event Review password {pw}",
    "pool test kit box: Lovibond MD 100 data export password {pw}",
    "Yapster #plantroom: Dryden Aqua DAISY controller password {pw}",
    "Brightly asset note: Lowara Hydrovar pump drive password {pw}",
    "lifeguard office sticky note: Poseidon drowning detection console password {pw}",
    "Yapster DM from Dale: AngelEye LifeGuard tablet admin password {pw}",
    "handover book, Saturday: SwimEye admin password {pw}",
    "Oak Engage post: Lynxight dashboard password {pw}",
    "FMX request 2260: Coral Manta 3000 password {pw}",
    "Lumiform note: Maytronics MyDolphin app password {pw} (the robot cleaner)",
    "plant-room logbook: Zodiac Tri Expert web password {pw}",
    "GoAudits note: LaMotte WaterLink Spin Touch cloud password {pw}",
    "Brightly work order 5533: Wallace & Tiernan Depolox controller password {pw}",
    "Yapster #plantroom, Wekesa: AstralPool Control Pro password {pw}",
    "FMX asset 'teaching pool heat pump': Certikin app password {pw}",
    "Lumiform remark: Chemtrol CT-2000 password {pw}",
    "Oak Engage message: Stranco Strantrol dosing controller password {pw}",
    "plant-room logbook: Hanovia UV system HMI password {pw}",
    "Brightly asset note: Wedeco UV controller password {pw}",
    "FMX work order 2302: Ozonia ozone generator PLC password {pw}",
    "boiler-house clipboard: Hoval TopTronic password {pw}",
    "Yapster #maintenance: Hamworthy boiler web password {pw}",
    "GoAudits action 90: Remeha Gas 620 service password {pw}",
    "Lumiform note: Weishaupt WCM burner password {pw}",
    "Oak Engage post from the energy officer: EC Power XRGI web password {pw}",
    "café handover book: Merrychef eikon e2s password {pw}",
    "Yapster #cafe: Meiko M-iClean dishwasher password {pw}",
    "Claap comment, café tour: Eversys Cameo service password {pw}",
    "vending notes: Selecta machine service password {pw}",
    "vending notes, second machine: Azkoyen service password {pw}",
    "cash office note: CashGuard Premium password {pw}",
    "cash office note: Glory CI-10 recycler password {pw}",
    "Yapster #lifeguards: Midland radio programming password {pw}",
    "AV cupboard label: Cloud Electronics DCM1e PA password {pw}",
    "duty manager's notes: Traka key cabinet admin password {pw}",
    "Brightly asset note: Codelocks Netcode portal password {pw}",
    "Lumiform note, staff lockers: Digilock admin password {pw}",
    "gym handover: Technogym Mywellness password {pw}",
    "Yapster #gym: Concept2 logbook password for the club account {pw}",
    "Oak Engage post: Myzone Connect password {pw}",
    "gala prep note: Stramatel scoreboard password {pw}",
    "Yapster #swimschool: SwimTopia admin password {pw}",
    "swim club committee mail: TeamUnify admin password {pw}",
    "FMX request 2311: Variopool movable floor PLC password {pw}",
    "plant-room logbook: Covrex pool cover controller password {pw}",
    "Hi Wekesa,\n\nthe root password on the turnstile server is {pw}. Delete this once it's in Passbolt.\n\nThanks,\nGemma",
    "Incident 2032-03-02: the Harvia Xenio at Fennick Road was reachable from the internet with password {pw}",
    "Runbook: manual backwash of filter 2\n1. open the Dryden Aqua DAISY\n2. log in as service\n3. password {pw}\n4. start backwash on F2 for 4 minutes",
    "README (plant room Pi)\nthe chlorine logger UI is at https://chlorine.fennick.lan, admin password `{pw}`.",
    "my Nationwide password is {pw} now",
    "can you remember my Zenith Bank app password? it's {pw}",
    "the Maybank2u password is {pw}",
    "password for my Equity Bank app: {pw}",
    "dictated: the Harvia cloud password is {pw} full stop",
    "note to self: Klafs service password {pw}",
    "after the firmware update the Menerga password became {pw}",
    "Password email mi edi {pw}",
    "Password router ufọk mi: {pw}",
    "Eno: obufa password server edi {pw}, kûtọt owo",
    "Password email mwẹn ọrẹ {pw}",
    "Password router owa mwẹn: {pw}",
    "Osaro: password ọgbọn server ọrẹ {pw}, ghẹ tama omwan",
    "Password u email wam ka {pw}",
    "Password u router ken ya yam: {pw}",
    "Terver: password u he u server ka {pw}, de ôron or ga",
    "Pasword imel aye entu {pw}",
    "pasword router rume aye: {pw}",
    "Rojali: pasword baru server entu {pw}, jangan bilangin siape-siape ye",
    "Password email aku nya {pw}",
    "password router rumah aku: {pw}",
    "Jimbai: password baru server nya {pw}, anang madah ka orang bukai",
    "Pasiwedi ya email yange ni {pw}",
    "pasiwedi ya router mu nyumba yange: {pw}",
    "Wekesa: pasiwedi impya ya server ni {pw}",
    "Pasiwedi ya email yane ne {pw}",
    "pasiwedi ya router y'enyomba yane: {pw}",
    "Nyaboke: pasiwedi embia ya server ne {pw}",
    "Mera email na password {pw} ae",
    "ghar ne router na password: {pw}",
    "Zarwali: server na nawa password {pw} ae, kisay ko na dassein",
    "saunaohjaimen salasana on {pw}",
    "nenosiri la kompyuta ya mapokezi ni {pw}",
    "kata sandi komputer kasir kafe: {pw}",
    "kata laluan PC kaunter ialah {pw}",
    "ریسیپشن والے کمپیوٹر کا پاس ورڈ {pw} ہے",
    "abeg the password wey dey the café till na {pw}",
    "ọ̀rọ̀ aṣínà kọ̀ǹpútà ọ́fíìsì ni {pw}",
    "hasło do komputera przy bramkach to {pw}",
    "das Passwort für die Saunasteuerung lautet {pw}",
    "la contraseña del PC de los tornos es {pw}",
    "le mot de passe de la caisse du café, c'est {pw}",
    "a senha do computador da receção é {pw}",
    "het wachtwoord van de kassa-pc is {pw}",
    "kafedeki kasa bilgisayarının şifresi {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["eno.etim", "affiong", "bassey", "osagie", "osaro.i", "ivie", "eghosa", "terver",
          "doosuur", "msughter", "rojali", "juleha.s", "mamat", "jimbai", "empiang", "langgi",
          "wekesa", "nafula.s", "simiyu", "nyaboke", "moraa", "ombati", "zarwali", "palwasha",
          "gemma.r", "callum", "dale.p", "bethany", "svc-turnstile", "plantroom"]  # fmt: skip
_LOGINS = [
    "Yapster DM, Gemma: Harvia Xenio login {u} / {pw}",
    "GoAudits action 118: {u} can't get into the Gantner locker admin, last password {pw}",
    "user={u} pass={pw}",
    "Brightly › Plant room › Menerga ResoLair: {u} — {pw}",
    "| system | user | pass |\n|---|---|---|\n| Klafs sauna | {u} | {pw} |",
    "log into the Kamstrup READy portal as {u} with {pw}",
    "Lynxight console {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: turnstile-srv\n  user: {u}\n  pass: {pw}",
    "Lumiform note: account {u}, password {pw}",
    "Callum says the SwimEye login is {u} and the password is {pw}",
    "system;user;password\nharvia-cloud;{u};{pw}",
    "ssh {u}@plantroom-pi.fennick.lan   # pw {pw}",
    "creds for the Swegon GOLD unit: {u} + {pw}",
    "username mi edi {u}, password mi edi {pw}",
    "username mwẹn ọrẹ {u}, password mwẹn ọrẹ {pw}",
    "username wam ka {u}, password wam ka {pw}",
    "username aye {u}, paswordnye {pw}",
    "username aku {u}, password aku {pw}",
    "lisina lya username ni {u}, pasiwedi ni {pw}",
    "erieta ria username ne {u}, pasiwedi ne {pw}",
    "username mera {u} ae te password {pw} ae",
    "käyttäjätunnus {u}, salasana {pw}",
    "jina la mtumiaji {u}, nenosiri {pw}",
    "login {u}, hasło {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "kullanıcı adı {u}, şifre {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kiuas", "vihta", "avanto", "kickboard", "backwash", "tumbleturn", "lanerope",
               "verruca", "otter", "afang", "edikaikong", "ukodo", "mbaaka", "kerak", "ondel",
               "tuak", "ingokho", "obokima", "chapli"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, followed by the digits {d}",
    "write {w} and then the number {d} straight after",
    "it's {w}{d}, no gaps",
    "voice note from poolside: turnstile admin password, {w}, then {d}",
    "password edi ikọ {w}, ekem {d}",
    "password ọrẹ ẹmwẹ {w}, kevbe {d}",
    "password ka kwaghôron {w}, shi {d}",
    "paswordnye kate {w}, abis entu {d}",
    "password nya leka jaku {w}, lalu {d}",
    "pasiwedi ni likhuwa {w}, ne {d} inyuma",
    "pasiwedi ne egento {w}, na {d}",
    "password lafz {w} ae, fir {d}",
    "salasana on sana {w} ja perään {d}",
    "nenosiri ni neno {w}, kisha {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ustreamer --host 0.0.0.0 --port 8080 --device /dev/video0 --user {u} --passwd '{pw}'",
    "memstat --servers=cache.fennick.lan:11211 --binary --username={u} --password='{pw}'",
    "memcp --servers=cache.fennick.lan --binary --username={u} --password='{pw}' timetable.json",
    "mysqltuner --host db.fennick.lan --user {u} --pass '{pw}' --forcemem 16384",
    "Autologon64.exe {u} ASHDENE {pw} /accepteula",
    "tabcmd login -s https://tableau.ashdene.gov.uk -t leisure -u {u} -p '{pw}'",
    "./pocketbase superuser create {u}@fennickbaths.org '{pw}'",
    "librespot --name 'Poolside speakers' --username {u} --password '{pw}' --backend alsa",
    "tnftp ftp://{u}:{pw}@scoreboard.fennick.lan/results/",
    "noip-duc -g all.ddnskey.com --username {u} --password '{pw}'",
    "fusioninventory-agent --server https://glpi.ashdene.lan/plugins/fusioninventory/ --user {u} --password '{pw}'",
    "pyhoca-cli --server x2go.fennick.lan -u {u} --password '{pw}' -c MATE",
    "sq add 'postgres://{u}:{pw}@bookings.fennick.lan/bookings' --handle @bookings",
    "migrate -path ./migrations -database 'mysql://{u}:{pw}@tcp(db.fennick.lan:3306)/turnstiles' up",
    "sql2csv --db 'mssql+pyodbc://{u}:{pw}@ledger.fennick.lan/Ledger?driver=ODBC+Driver+18+for+SQL+Server' --query 'select * from till_z'",
    "check_postgres.pl --action=backends --host=pg.fennick.lan --dbuser={u} --dbpass='{pw}'",
    "mosquitto_ctrl -h mqtt.fennick.lan -u {u} -P '{pw}' dynsec createClient chlorine-probe",
    "cortextool rules sync --address=https://mimir.ashdene.lan --id={u} --key='{pw}' plant-rules.yaml",
    "./ts3server serveradmin_password='{pw}' license_accepted=1",
    "/var/ossec/bin/agent-auth -m wazuh.ashdene.lan -P '{pw}' -A plantroom-pc",
    "lnms user:add --password='{pw}' --role=admin {u}",
    "php adduser.php {u} '{pw}' 10",
    "sshpass -p '{pw}' ssh {u}@plantroom-pi.fennick.lan",
    "mysqldump -h db.fennick.lan -u{u} -p'{pw}' bookings > bookings-2032-05.sql",
    "curl -u {u}:{pw} http://chlorine.fennick.lan/cgi-bin/log.csv -o chlorine.csv",
    "wget --user={u} --password='{pw}' https://intranet.ashdene.gov.uk/leisure/rota.xlsx",
    "smbclient //files.ashdene.lan/leisure -U '{u}%{pw}' -c 'get rota.xlsx'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Plant> {c}", "plantroom-pi:~ $ {c}", "pi@chlorine-logger:~ $ {c}",
    "from the café laptop's history:\n  412  {c}", "bash_history on the turnstile server:\n{c}",
    "crontab -l\n*/15 * * * * {c}", "Lumiform inspection note, 'plant room': ran {c}",
    "GoAudits finding: the contractor typed {c}", "Yapster #it: {c}", "Makefile:\nsync:\n\t{c}",
    "justfile:\nsync:\n    {c}", "ansible task:\n  - shell: {c}", "Jenkins console: + {c}",
    "Task Scheduler action, 'nightly export': {c}", "EditPlus 'User tools' command line: {c}",
    "Brackets, Shell panel: {c}",
    "command edi: {c}", "command mwẹn ọrẹ: {c}", "perintah nyang aye jalanin: {c}",
    "command ti dikena aku: {c}", "main eh command chalai: {c}", "amri niliyoendesha: {c}",
    "perintah yang saya jalankan: {c}", "polecenie, które odpaliłem: {c}",
    "hab das hier laufen lassen: {c}", "ajoin tämän komennon: {c}", "na dis command I run: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mssql://{u}:{pw}@ledger.fennick.lan:1433/Ledger",
    "redis://{u}:{pw}@cache.fennick.lan:6379/2",
    "mongodb+srv://{u}:{pw}@swimschool.x7k2q.mongodb.net/enrolments",
    "clickhouse://{u}:{pw}@ch.fennick.lan:9000/footfall",
    "oracle+oracledb://{u}:{pw}@erp.ashdene.gov.uk:1521/?service_name=FIN",
    "ftps://{u}:{pw}@scoreboard.fennick.lan/results",
    "davs://{u}:{pw}@cloud.fennick.lan/remote.php/dav/files/{u}/",
    "imaps://{u}:{pw}@mail.ashdene.gov.uk:993",
    "smtp+starttls://{u}:{pw}@smtp.ashdene.gov.uk:587",
    "neo4j+s://{u}:{pw}@graph.fennick.lan:7687",
    "https://{u}:{pw}@couch.fennick.lan:6984/lanes",
    "Server=tcp:ledger.fennick.lan,1433;Initial Catalog=Ledger;User ID={u};Password={pw};TrustServerCertificate=True",
    "http://{u}:{pw}@influx.fennick.lan:8086/write?db=plant",
]  # fmt: skip
_URL_PLACES = [
    "BOOKINGS_DATABASE_URL={c}", "Lumiform asset note: {c}", "keep this connection string for me: {c}",
    "alamat databasenye {c}", "kiungo cha hifadhidata ni {c}", "GoAudits action 131: rotate {c}",
    "database na URL {c} ae", "Yapster #it: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "fennick-baths", "sub": f"site_{_r(g, D, 6)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "classes:read bookings:write"}  # fmt: skip
        return _jwt_of(
            g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, LOWER_DIGITS, 16)}, claims, 342
        )

    return make


def _poster(g: random.Random) -> str:
    """Poster POS writes its token as the account's number, a colon and a hex run."""
    return f"{g.randrange(100_000, 999_999)}:{_r(g, HEX, 32)}"


def _wufoo(g: random.Random) -> str:
    """Wufoo's key: four groups of four capitals and digits."""
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(4))


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Glofox", "GLOFOX_API_KEY", _j((ALNUM, 40))),
    ("Mindbody", "MINDBODY_API_KEY", _j((HEX, 32))),
    ("Zen Planner", "ZENPLANNER_API_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Pike13", "PIKE13_ACCESS_TOKEN", _j((ALNUM, 40))),
    ("Jackrabbit Class", "JACKRABBIT_ORG_KEY", _j((UPPER_DIGITS, 24))),
    ("iClassPro", "ICLASSPRO_API_TOKEN", _vendor_jwt("https://app.iclasspro.com")),
    ("Daxko", "DAXKO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Virtuagym", "VIRTUAGYM_CLUB_SECRET", _j((ALNUM, 32))),
    ("Perfect Gym", "PERFECTGYM_CLIENT_SECRET", _j((HEX, 64))),
    ("Bookwhen", "BOOKWHEN_API_TOKEN", _j((LOWER_DIGITS, 40))),
    ("RecDesk", "RECDESK_API_KEY", lambda g: v.uuid4(g, "a")),
    ("ActiveNet", "ACTIVENET_API_KEY", _j((LOWER_DIGITS, 24))),
    ("Gladstone", "GLADSTONE_API_SECRET", _j((B64, 43), "=")),
    ("Clubright", "CLUBRIGHT_TOKEN", _j((HEX, 40))),
    ("Clubwise", "CLUBWISE_API_KEY", lambda g: v.uuid4(g, "9").upper()),
    ("Upper Hand", "UPPERHAND_API_KEY", _j((ALNUM, 48))),
    ("SimplyBook.me", "SIMPLYBOOK_API_KEY", _j((HEX, 64))),
    ("Acuity Scheduling", "ACUITY_API_KEY", _j((HEX, 32))),
    ("Setmore", "SETMORE_REFRESH_TOKEN", _j((URLSAFE, 40))),
    ("Vagaro", "VAGARO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Fresha", "FRESHA_API_KEY", _j((ALNUM, 36))),
    ("Booksy", "BOOKSY_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Mariana Tek", "MARIANATEK_API_TOKEN", _j((ALNUM, 30))),
    ("Exerp", "EXERP_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Hapana", "HAPANA_API_KEY", _j((B64, 56))),
    ("Wodify", "WODIFY_API_KEY", _j((UPPER_HEX, 32))),
    ("PushPress", "PUSHPRESS_API_KEY", _j((ALNUM, 48))),
    ("Gymdesk", "GYMDESK_API_KEY", _j((HEX, 40))),
    ("Smartwaiver", "SMARTWAIVER_API_KEY", _j((HEX, 32))),
    ("WaiverForever", "WAIVERFOREVER_API_KEY", _j((ALNUM, 40))),
    ("Blueriiot", "BLUERIIOT_API_KEY", _j((B64, 40))),
    ("iopool", "IOPOOL_API_KEY", _j((ALNUM, 64))),
    ("Flipr", "FLIPR_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Poster POS", "POSTER_TOKEN", _poster),
    ("Teamtailor", "TEAMTAILOR_API_KEY", _j((ALNUM, 40))),
    ("Kenjo", "KENJO_API_KEY", _j((HEX, 48))),
    ("Staffology", "STAFFOLOGY_API_KEY", lambda g: v.uuid4(g, "a")),
    ("BrightHR", "BRIGHTHR_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Expensify", "EXPENSIFY_PARTNER_USER_SECRET", _j((HEX, 40))),
    ("Formstack", "FORMSTACK_ACCESS_TOKEN", _j((HEX, 32))),
    ("Wufoo", "WUFOO_API_KEY", _wufoo),
    ("Paperform", "PAPERFORM_API_KEY", _vendor_jwt("https://api.paperform.co")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "set {env}={tok}",
    "$env:{env} = \"{tok}\"",
    "fish: set -Ux {env} {tok}",
    ".env.production\n{env}=\"{tok}\"",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "kubectl create secret generic bookings-sync --from-literal={env}={tok}",
    "docker run -e {env}={tok} ghcr.io/ashdene/bookings-sync:2.3",
    "Procfile.dev env:\n{env}={tok} bin/sync",
    "wrangler.toml [vars]\n{env} = \"{tok}\"",
    "terraform.tfvars:\n{env} = \"{tok}\"",
    "GitHub Actions, workflow env:\n  {env}: {tok}",
    "Ashdene intranet › Leisure › Integrations › {vendor} › API key: {tok}",
    "Lumiform table 'Integrations': | {vendor} | 2032 | {tok} |",
    "GoAudits action: rotate the {vendor} key {tok}",
    "Yapster, Gemma: {vendor} key for the swim-school sync: {tok}",
    "Oak Engage: the {vendor} token we use now is {tok}, the old one is revoked",
    "FMX request 2344: {vendor} sync fails with 401, configured key {tok}",
    "Brightly ticket 5602: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "API key {vendor} edi {tok}",
    "API key {vendor} ọrẹ {tok}",
    "API key u {vendor} ka {tok}",
    "API key {vendor} entu {tok}",
    "API key {vendor} nya {tok}",
    "API key ya {vendor} ni {tok}",
    "API key ya {vendor} ne {tok}",
    "{vendor} ni API key {tok} ae",
    "{vendor}-rajapinnan API-avain: {tok}",
    "ufunguo wa API wa {vendor} ni {tok}",
    "kunci API {vendor} untuk kasir: {tok}",
    "kunci API {vendor}: {tok}",
    "{vendor} کی API کلید {tok} ہے",
    "the {vendor} API key wey we dey use na {tok}",
    "klucz API {vendor} do grafiku: {tok}",
    "API-Schlüssel für {vendor} (Kursbuchung): {tok}",
    "clave API de {vendor} para las reservas: {tok}",
    "clé API {vendor} pour l'école de natation : {tok}",
    "chave da API do {vendor}: {tok}",
    "API-sleutel van {vendor} voor de zwemschool: {tok}",
    "{vendor} API anahtarı: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    smartwaiver = _r(rng, HEX, 32)
    mindbody = _r(rng, HEX, 32)
    wufoo = _wufoo(rng)
    glofox = _r(rng, ALNUM, 40)
    acuity = _r(rng, HEX, 32)
    poster = _poster(rng)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.smartwaiver.com/v4/waivers", headers={{"sw-api-key": "{smartwaiver}"}})', smartwaiver),
        Sample("vendor_token", f"curl -H 'Api-Key: {mindbody}' -H 'SiteId: 41172' https://api.mindbodyonline.com/public/v6/class/classes", mindbody),
        Sample("vendor_token", f'const wufoo = new WufooClient("fennickbaths", "{wufoo}");', wufoo),
        Sample("vendor_token", f"const glofoxKey = String.fromEnvironment('GLOFOX_KEY', defaultValue: '{glofox}');", glofox),
        Sample("vendor_token", f"$acuity = new AcuityScheduling(['userId' => 21884412, 'apiKey' => '{acuity}']);", acuity),
        Sample("vendor_token", f'var poster = new PosterClient("{poster}");', poster),
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


_BARE_PLACES = ["{t}", "Yapster: {t}", "copy this before the page closes:\n{t}", "token edi {t}",
                "tokennye {t}", "{t}\n^ the new one, the old one is revoked", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 58), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "wmbusmeters --format=json auto:t1 PoolMakeup iperl 71450293 {h}": 32,
    "Kamstrup MULTICAL 403 wM-Bus AES key, calorifier 2: {h}": 32,
    "DESFire EV3 application master key for the locker wristbands (AES-128): {h}": 32,
    "KNX IP Secure backbone key of the plant-room line: {h}": 32,
    "HMAC signing secret for the Smartwaiver webhook: {h}": 64,
    "Gantner GAT NET.Lock system key: {h}": 48,
    "saunaohjaimen AES-avain (hex): {h}": 32,
    "key encryption backup mi: {h}": 64,
    "backup na encryption key: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "FMX request 2350: token copied out of devtools {t}",
    "localStorage['leisure.session'] = '{t}'",
    "BOOKING_PORTAL_JWT={t}",
    "keep this bearer token for me {t}",
    "token mi edi {t}",
    "tokennye {t}",
    "tokeni ni {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.ashdene.gov.uk/realms/leisure",
            "azp": "bookings-portal",
            "roles": ["duty-manager", "reception"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, LOWER_DIGITS, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the turnstile server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bookings.fennickbaths.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"BOOKINGS_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_plant <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "FMX attachment, pasted by the contractor:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "server na private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the payroll SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI",
               "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Keystone wallet backup, copying it off the card before I shred it: {p}": "english",
    "Sparrow wallet recovery words\n{p}": "english",
    "Nunchuk seed (the old swim-club float wallet, emptied): {p}": "english",
    "voice memo: the Yoroi recovery phrase is {p} and that's all of it": "english",
    "seed phrase wallet mi edi {p}": "english",
    "kate-kate seed dompet aye: {p}": "english",
    "frase di recupero del portafoglio Coinomi: {p}": "italian",
    "obnovovací fráze peněženky BlueWallet: {p}": "czech",
    "сид-фраза кошелька SafePal: {p}": "russian",
    "OneKey 지갑 복구 문구: {p}": "korean",
    "imToken 钱包助记词：{p}": "chinese_simplified",
    "palabras de respaldo de la cartera Guarda, no las pierdas: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 15, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 15: 20, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    """A Luhn-valid card number, ungrouped: ArCa's (Armenia, a brand the value helpers do not
    know) drawn and checked here with python-stdnum's `luhn`, the rest by the value helpers."""
    if brand == "arca":
        body = "9051" + _r(rng, D, 11)
        number = body + luhn.calc_check_digit(body)
        assert luhn.is_valid(number)
        return number
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Yapster, Gemma: the centre's card for the Harvia spare parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "FMX request 2371: pay the Menerga service visit with card {c}",
    "number card mi: {c}, {mm}/{yy}",
    "nomor kartu aye: {c}",
    "number kadi wam ka {c}, {mm}/{yy}",
    "card number mera {c} ae",
    "nombor kad aku: {c}, {mm}/{yy}",
    "kortin numero: {c}, voimassa {mm}/{yy}",
    "namba ya kadi yangu: {c}",
    "numer mojej karty: {c}, ważna do {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "mastercard", "arca", "amex", "discover", "maestro", "diners", "unionpay", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["card {c} expiring 09/36, the code on the back is {cvv}",
               "last three digits printed on the reverse: {cvv}",
               "Amex {c}, the four small digits above the long number on the front: {cvv}",
               "number ita ke edem card: {cvv}",
               "angka tige di belakang kartu: {cvv}",
               "card ne pichhe wale trai number: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 50 (each in about three earlier
# corpora); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"FI": "n" * 14, "EE": "n" * 16, "LV": "aaaa" + "c" * 13, "LT": "n" * 16,
                "LU": "nnn" + "c" * 13, "RS": "n" * 18, "TN": "n" * 20, "IE": "aaaa" + "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KT-2032-044 from the Tampere sauna-stove supplier: please pay to {i} within 14 days",
    "save the Riga birch-whisk wholesaler's IBAN: {i}",
    "IBAN: {i}\nReference: lane ropes, order 3",
    "Yapster #finance: the Tunis tile contractor's new bank details, IBAN {i}",
    "IBAN mi edi {i}",
    "IBAN aye: {i}",
    "mera IBAN {i} ae",
    "IBAN yangu ni {i}",
    "tilinumero (IBAN): {i}",
    "IBAN du fournisseur de Sfax : {i}",
    "IBAN van de leverancier in Luxemburg: {i}",
    "Kaunas pool-cover workshop, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _dbs(g: random.Random) -> str:
    """A DBS certificate number: twelve digits, no public check."""
    return "00" + g.choice("1234567") + _r(g, D, 9)


def _brp(g: random.Random) -> str:
    """A biometric residence permit's number: two letters and seven digits, no public check."""
    return g.choice(["ZR", "ZU", "RF", "ZX"]) + _r(g, D, 7)


def _share_code(g: random.Random) -> str:
    """A right-to-work share code: W and eight characters, read out in threes; no public check."""
    code = "W" + _r(g, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8)
    return " ".join(code[k : k + 3] for k in range(0, 9, 3))


def _uln(g: random.Random) -> str:
    """A Unique Learner Number: nine digits and a check digit, 10 less the weighted sum
    (weights 10 down to 2) modulo 11, computed here (no library module checks it)."""

    def make(h: random.Random) -> str:
        body = h.choice("123456789") + _r(h, D, 8)
        rest = sum(int(c) * w for c, w in zip(body, range(10, 1, -1), strict=True)) % 11
        return body + str(10 - rest) if rest > 0 else ""

    return v.until(g, make, lambda value: len(value) == 10)


def _ng_passport(g: random.Random) -> str:
    """A Nigerian passport: A or B and eight digits, no public check."""
    return g.choice("AB") + _r(g, D, 8)


def _ng_vin(g: random.Random) -> str:
    """A Nigerian voter identification number (on the PVC): nineteen characters, no public check."""
    return _r(g, D, 2) + g.choice(UPPER) + _r(g, UPPER_HEX, 16)


def _id_sim(g: random.Random) -> str:
    """An Indonesian driving licence (SIM) number: twelve digits in three groups of four, no public check."""
    born = f"{g.randrange(70, 100):02d}{g.randrange(1, 13):02d}"
    return f"{born}-{_r(g, D, 4)}-{_r(g, D, 4)}"


def _kwsp(g: random.Random) -> str:
    """A Malaysian EPF (KWSP) member number: eight digits, no public check."""
    return g.choice("12") + _r(g, D, 7)


def _my_passport(g: random.Random) -> str:
    """A Malaysian passport issued in Sarawak: H and eight digits, no public check."""
    return "H" + _r(g, D, 8)


def _huduma(g: random.Random) -> str:
    """A Kenyan Huduma Namba: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _fi_passport(g: random.Random) -> str:
    """A Finnish passport: two letters and seven digits, no public check."""
    return g.choice(["FP", "XP", "PA"]) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "DBS certificate number for the new lifeguard, Terver: {s}": _dbs,
    "enhanced DBS cert no. (swim teacher Nyaboke): {s}": _dbs,
    "BRP number from Wekesa's right-to-work check: {s}": _brp,
    "mera BRP number {s} ae": _brp,
    "right to work share code for Jimbai: {s}": _share_code,
    "ULN for the apprentice's NPLQ course: {s}": _uln,
    "Unique Learner Number of Juleha (level 2 swim teaching): {s}": _uln,
    "number passport Nigeria mi edi {s}": _ng_passport,
    "Nigerian passport number (Osagie's, for the visa letter): {s}": _ng_passport,
    "VIN voter's card mwẹn ọrẹ {s}": _ng_vin,
    "VIN u kadi u votu wam ka {s}": _ng_vin,
    "my voter card VIN na {s}": _ng_vin,
    "nomor SIM aye {s}": _id_sim,
    "nomor SIM A saya: {s}": _id_sim,
    "nombor KWSP aku: {s}": _kwsp,
    "nombor ahli KWSP saya ialah {s}": _kwsp,
    "nombor pasport Malaysia aku: {s}": _my_passport,
    "Huduma Namba yange ni {s}": _huduma,
    "Huduma Namba yane ne {s}": _huduma,
    "Huduma Namba yangu ni {s}": _huduma,
    "passin numero: {s}": _fi_passport,
    "Kerttu's Finnish passport number, for the sauna course booking: {s}": _fi_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER_DIGITS, 4)} {_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Glofox admin 2FA recovery codes:\n{codes}", "Smartwaiver backup codes (print them for the safe) {codes}",
            "varakoodit: {codes}", "kode cadangan 2FA:\n{codes}",
            "backup codes 2FA mi: {codes}", "kody zapasowe do konta Microsoft: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Daxko:frontdesk@fennickbaths.org?secret={s}&issuer=Daxko&period=30",
              "2FAS, secret key for the Staffology login: {s}",
              "ufunguo wa siri wa 2FA: {s}",
              "2FA ni setup key {s} ae"]  # fmt: skip
_CODES = ["{c} is your Mindbody sign-in code", "Maybank2u: Your TAC for transfer to FENNICK BATHS is {c}",
          "BCA: Kode OTP Anda {c}. JANGAN berikan kode ini kepada siapa pun",
          "Nambari yako ya uthibitisho ni {c}", "Vahvistuskoodisi on {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Fennick-Staff", "FennickBaths-Plant", "PlantRoom-IoT", "Cafe-DeepEnd", "SwimSchool-iPads",
          "Sauna-Sensors", "Ashdene-Corp", "Turnstile-Net", "Lifeguard-Tabs", "Reception_2G",
          "VM8841237", "BT-7HQ2XK", "SKY3F9A1", "EE-Hub-8K2P"]  # fmt: skip
_WIFI_PLACES = [
    "WIFI:S:{s};T:SAE;P:{pw};H:false;;",
    "Tasmota console: Backlog SSID1 {s}; Password1 {pw}",
    "ESPHome secrets.yaml:\nwifi_ssid: \"{s}\"\nwifi_password: \"{pw}\"",
    "uci set wireless.default_radio0.ssid='{s}'\nuci set wireless.default_radio0.key='{pw}'",
    "staff wifi is {s}, key {pw}",
    "sticker on the café router: SSID {s} / WPA2 key {pw}",
    "password wifi {s} edi {pw}",
    "password wifi {s} ọrẹ {pw}",
    "password u wifi {s} ka {pw}",
    "wifi {s} paswordnye {pw}",
    "password wifi {s} nya {pw}",
    "pasiwedi ya wifi {s} ni {pw}",
    "pasiwedi ya wifi {s} ne {pw}",
    "wifi {s} na password {pw} ae",
    "WLAN {s}, salasana {pw}",
    "nenosiri la wifi {s} ni {pw}",
    "hasło do wifi {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, "abcdef0123456789", 26)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((ALNUM, 30)), _j((HEX, 40)), _j((LOWER_DIGITS, 24)), _j((UPPER_HEX, 32)),
                 _j((URLSAFE, 28))]  # fmt: skip
_SPELL = ["reading it out slowly: {t}", "[voice note from the plant room] {t}", "kiet kiet: {t}",
          "aye ejain satu-satu: {t}", "herufi moja moja: {t}", "ik ik harf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 2:
        return {"t": ".".join(token)}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    if style == 4:
        return {"t": " ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": " ".join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the chlorine store: {pw}", "keysafe by the plant-room door, for the out-of-hours engineer: {pw}",
          "the Codelocks on the staff-room door takes {pw} then C", "code padlock store edi {pw}",
          "kode gembok gudang kaporit: {pw}", "kod kunci stor: {pw}", "taale na code {pw} ae",
          "riippulukon koodi: {pw}", "szyfr do kłódki w magazynie chloru: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kiuas", "loyly", "vihta", "backwash", "skimmer", "lifebuoy", "kickboard", "flume",
                 "verruca", "calorifier", "turnstile", "tumbleturn", "otter", "medley", "goggles",
                 "lanerope"]  # fmt: skip
_PHRASES = {"Passbolt passphrase for the leisure vault: {p}": " ",
            "Psono master passphrase: {p}": " ", "Buttercup archive passphrase: {p}": "-",
            "Enpass vault passphrase: {p}": "_", "backup passphrase mi edi {p}": " ",
            "varmuuskopion tunnuslause: {p}": " ", "paspres bekap aye: {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno .bru file:\nheaders {{\n  Authorization: Basic {v}\n}}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch history: Authorization: Bearer {v}": False,
    "Yaak request header: authorization = Basic {v}": True,
    "Thunder Client export of the Glofox call: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "nodejs-poolController config.json:\n{{\"web\": {{\"servers\": {{\"http\": {{\"enabled\": true, \"port\": 4200, \"authentication\": \"basic\", \"authFile\": \"\"}}}}}}, \"controller\": {{\"comms\": {{\"netConnect\": true, \"netHost\": \"screenlogic.fennick.lan\", \"netPassword\": \"{pw}\"}}}}}}",
    "aqualinkd.conf:\nweb_directory=/var/www/aqualinkd/\nmqtt_address = mqtt.fennick.lan:1883\nmqtt_user = aqualinkd\nmqtt_passwd = {pw}",
    "ts3server.ini:\ndbplugin=ts3db_mariadb\ndbsqlcreatepath=create_mariadb/\n[config]\nhost=db.fennick.lan\nusername=teamspeak\npassword={pw}",
    "Moodle config.php:\n$CFG->dbtype = 'pgsql';\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "zm.conf:\nZM_DB_HOST=localhost\nZM_DB_USER=zmuser\nZM_DB_PASS={pw}",
    "gotify config.yml:\ndefaultuser:\n  name: admin\n  pass: {pw}",
    "Roundcube config.inc.php:\n$config['db_dsnw'] = 'mysql://roundcube:{pw}@localhost/roundcubemail';",
    "sogo.conf:\nSOGoProfileURL = \"postgresql://sogo:{pw}@pg.fennick.lan:5432/sogo/sogo_user_profile\";",
    "LimeSurvey application/config/config.php:\n'username' => 'limesurvey',\n'password' => '{pw}',",
    "Matomo config/config.ini.php:\n[database]\nhost = \"db.fennick.lan\"\nusername = \"matomo\"\npassword = \"{pw}\"",
    "Mautic config/local.php:\n'db_user' => 'mautic',\n'db_password' => '{pw}',",
    "phpBB config.php:\n$dbuser = 'phpbb';\n$dbpasswd = '{pw}';",
    "OpenCart config.php:\ndefine('DB_USERNAME', 'shop');\ndefine('DB_PASSWORD', '{pw}');",
    "Leantime config/.env:\nLEAN_DB_USER='leantime'\nLEAN_DB_PASSWORD='{pw}'",
    "Firefly III .env:\nDB_CONNECTION=pgsql\nDB_USERNAME=firefly\nDB_PASSWORD={pw}",
    "Invoice Ninja .env:\nDB_USERNAME=ninja\nDB_PASSWORD={pw}",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    "mailcow.conf:\nDBNAME=mailcow\nDBUSER=mailcow\nDBPASS={pw}",
    "frigate config.yml:\nmqtt:\n  host: mqtt.fennick.lan\n  user: frigate\n  password: {pw}",
    "go2rtc.yaml:\nstreams:\n  pooldeck: rtsp://admin:{pw}@192.168.40.21:554/Streaming/Channels/101",
    "Baïkal config/baikal.yaml:\ndatabase:\n  mysql_username: baikal\n  mysql_password: '{pw}'",
    "upsd.users:\n[upsmon]\n    password = {pw}\n    upsmon primary",
    "snmpd.conf:\ncreateUser plantmon SHA \"{pw}\" AES \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Gemma: café till password?\nOsagie: {pw}",
    "[07:02] callum: what's the sauna panel pw?\n[07:03] nyaboke: {pw}",
    "Terver: {pw} is the new turnstile admin password",
    "Wekesa: use {pw}, that's what the plant PC has now",
    "Eno: obufa password edi {pw}",
    "Osaro: password ọgbọn ọrẹ {pw}",
    "Doosuur: password u he ka {pw}",
    "Rojali: pasword barunye {pw}",
    "Jimbai: password baru nya {pw}",
    "Zarwali: nawa password {pw} ae",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "p\u200bassword: {pw}", "pass\u200cword = {pw}", "pa\u034fssword: {pw}", "passw\u2063ord {pw}",
    "pasѕword → {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ = {pw}", "p̲a̲s̲s̲w̲o̲r̲d̲: {pw}",
    "ρassword: {pw}", "P A S S W O R D : {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, held-out 32's proportions).
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
    "the Harvia cloud password is": "{s}", "Klafs panel pw:": "{s} (since the stove swap in May)",
    "password mi edi": "{s}", "Menerga password": "{s}\nchange it after shutdown week",
    "paswordnye": "{s}", "pasiwedi ni": "{s}", "salasana:": "{s}", "Gantner password": "{s}",
    "the password Dale shouted across the plant room was": "{s}, I think", "mera password": "{s} ae",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Smartwaiver API key", "{s}", _j((HEX, 32))),
    ("split_token", "Wufoo key:", "{s} (swim-school sign-up form)", _wufoo),
    ("split_token", "Staffology client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "arca"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "EE"))),
    ("split_backup", "Glofox recovery codes", "{s}\nq7mz 41kp\nrv2n 0x9w", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "DBS certificate number", "{s}", _dbs),
    ("split_phrase", "Passbolt passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"harvia": {"url": "https://sauna2.fennick.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "wekesa", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"panels": [{"name": "sauna-1"}, {"name": "sauna-2", "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqltuner", "--host", "db.fennick.lan", "--user", "tuner", "--pass", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "pasiwedi ya kompyuta ya plant room ni {s}"}': ("meta_password", _plain_pw),
    '{"salasana": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Menerga panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"smartwaiver": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"perfectGymSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"acuity_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "11/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "discover"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LT")),
    '{"staff": {"dbs_certificate": "{s}"}}': ("meta_id", _dbs),
    '{"mfa": {"recovery_codes": ["{s}", "q7mz 41kp", "rv2n 0x9w"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"float_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"wristbands": {"desfire_app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"chlorine_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "PlantRoom-IoT", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"xenio-wifi-firmware-2.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ashdene/bookings-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(
    b"sync: add lane-hire bookings to the export", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(
    b"turnstiles: revert the concession price table", usedforsecurity=False
).hexdigest()[:9]
_MD5 = hashlib.md5(b"pool_tests_2032-05.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"footfall-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Harvia panel password before the service visit on 2032-06-18.",
    "Callum asked for the staff wifi password; it's on the card in the duty manager's drawer.",
    "Policy: leisure passwords are at least 14 characters and live only in Passbolt.",
    "Please don't paste passwords into Yapster; share a Passbolt link instead.",
    "The `.env.example` line `GLOFOX_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Menerga panel asks for a new service password after every firmware update.",
    "Replace <YOUR_SMARTWAIVER_KEY> in the README with the key from your Smartwaiver dashboard.",
    "MINDBODY_API_KEY and ACUITY_API_KEY must be set before the nightly class sync runs.",
    "Kûtọt owo password fo.",
    "Ghẹ tama omwan password ruẹ.",
    "De ôron or password wou ga.",
    "Jangan kasih tau pasword ente ke siape-siape, ye.",
    "Anang madah ka orang bukai password nuan.",
    "Olabolela mundu pasiwedi yiyo tawe.",
    "Apna password kisay ko na dassein.",
    "Älä kerro salasanaasi kenellekään.",
    "Usimwambie mtu yeyote nenosiri lako.",
    "Jangan beri tahu kata sandi Anda kepada siapa pun.",
    "Hasło musi mieć co najmniej czternaście znaków.",
    "Das Kennwort der Saunasteuerung wird jedes Quartal geändert.",
    "Upgraded the Xenio firmware from 2.6 to 2.7.3 and paho-mqtt to 2.1.0 last night.",
    f"commit {_COMMIT} adds lane-hire bookings to the export.",
    f"Rolled back to {_SHORT} after the concession price table broke the turnstiles.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Xenio WiFi firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of footfall-export-2031.parquet: {_SHA512}",
    f"The bookings sync runs ghcr.io/ashdene/bookings-sync@sha256:{_IMAGE}.",
    f"MD5 of pool_tests_2032-05.csv is {_MD5}, same as the copy on the plant-room share.",
    "Request id 3f6c2a9e-81d4-4b7a-9e05-6d2b1c8a4f37 is the slow one in the Glofox logs.",
    "Purchase order PO-ASH-2032-00731 for 25 kg of sodium hypochlorite arrives on Tuesday.",
    "FMX request 2207: the teaching pool's UV lamp alarm keeps tripping overnight.",
    "Call the Fennick Road reception on 01632 960 482 before 9 am.",
    "Booking reference FEN-88213 is the Otters gala on Saturday, lanes 1 to 6.",
    "Invoice INV-2032-0412 from the tile contractor covers the shower block, 14 m².",
    "Main pool: pH 7.4, free chlorine 1.6 mg/l, combined chlorine 0.2 mg/l at 07:00.",
    "The sauna runs at 85 °C and the steam room at 45 °C; the plunge pool is 12 °C.",
    "After five wrong passwords the Gantner admin locks the account for 15 minutes.",
    "The main pool is 25 m with six lanes; the teaching pool is 12 m by 7 m.",
    "The secret of a good löyly is a small ladle of water on hot stones, not a bucket.",
    "Ask Dale for the chlorine store padlock code, I don't have it.",
    "My card ending 4417 was declined at the plumbers' merchant.",
    "The Tampere supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the centre's Glofox account and keep them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `SMARTWAIVER_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the chlorine store rusts in the damp; oil it every month.",
    "Wufoo moved the API key page under Account › API Information in its spring release.",
    "ISBN 978-1-5272-9951-1 is the pool plant handbook on the duty office shelf.",
    "The guest wifi 'Fennick-Guest' is open, no password needed.",
    "Swim school term starts 2032-09-08; Stage 4 has 11 children and Stage 7 has 6.",
    "Backwash filter 2 when the pressure difference reaches 0.5 bar.",
    "Turnstile 3 counted 1 284 entries on Sunday; the café took £2 915.",
    "Version 4.12.1 of the bookings portal fixes the double-booked lane bug.",
    "The NPLQ refresher is on 2032-07-02 from 18:00 to 21:00 in the teaching pool.",
    "Please reset my password through the Ashdene self-service page, not by email.",
    "The DBS renewal letters go out in June; HR keeps the certificates, not us.",
    "Order 7731 for 40 kickboards and 20 pull buoys shipped via DPD, parcel 15501 9384 2271.",
    "Lane 4 is closed on Thursday for the club's timing trials with the Stramatel board.",
    "The calorifier was descaled on 2032-04-29; next service in six months.",
    "Dehumidifier setpoint is 60 % relative humidity and air 1 °C above water temperature.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "passbolt/leisure/harvia", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 741}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"request": "2207", "purchase_order": "PO-ASH-2032-00731"}',
    '{"pool": {"name": "main", "ph": 7.4, "free_chlorine_mg_l": 1.6}}',
    '{"phone": "01632 960 482", "site": "Fennick Road"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "swimmers_today": 1284}',
    '{"request_id": "3f6c2a9e-81d4-4b7a-9e05-6d2b1c8a4f37", "status": 504, "latency_ms": 8120}',
    '{"booking": "FEN-88213", "lanes": [1, 2, 3, 4, 5, 6], "date": "2032-06-14"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
