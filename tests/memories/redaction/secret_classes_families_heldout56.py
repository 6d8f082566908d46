# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fifty-sixth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to fifty-fourth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written at the same time, their tests nor the reports, and the scrubber was never run
on it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way
the growers, compost-yard crew, pickers, packing shed and farm shop of a commercial mushroom farm
(Pūriri Hollow Mushrooms: grow rooms and spawn-run rooms at Levin, Phase I bunkers and Phase II/III
tunnels in a compost yard at Ōhau, a packing shed, and a farm shop at Foxton, with pickers and
staff from Tokelau, Norfolk Island, Pitcairn, Futuna, the Santal villages round Dumka, Fiji, the
Livonian coast and Älvdalen) leak secrets into an assistant's memory: shift notes and broadcasts
of Humanforce, Roubler, Ento and Tanda, comments in Hectre, FlexiTime, iPayroll, Thankyou Payroll
and Ace Payroll, Stashpad, Ellipsus, Quire and Rnote notes to self, texts, handover books, typed-up
whiteboards, tickets, e-mails, incident notes, runbooks, READMEs, shell history, configs,
voice-dictated text and requests to the assistant itself; the passwords are those of climate
computers, compost and tunnel controllers, packing, weighing and labelling machines, cameras,
solar, boiler, humidifier and building controls, loggers and banks (Christiaens, Dacom, Hotraco,
Priva, GTL, Limax, Dalsem, Gicom, Sylvan, Amycel, Mycelia, Komptech, Backhus, Proseal, Ulma, Loma,
Sealpac, Teraoka, Espera, SATO, TSC, Rinstrum, Swann, Selectronic, Solis, Redback, Polytechnik,
Condair, Tridium, Carlo Gavazzi, Escort, TandD, Temperzone, Farmlands, Kiwibank, ASB,
HFC Bank, Swedbank). Tools none of heldouts 5 to 54 names: openGauss' gsql, gs_dump and
gs_restore, DM's dexp and dimp, DataStax's dsbulk, tarantoolctl, testsaslauthd, SonicWall's
netExtender, Check Point's snx, Sysinternals' pspasswd, psinfo, psservice, psshutdown and pskill,
Tableau's tsm, trivy, MediaWiki's createAndPromote, lpass, tscon, ksetup, hass-cli, youtube-dl,
Mimer's bsql, Scylla Manager's sctool, rabtap, the check_snmp plugin, xtightvncviewer, the CLI for
Microsoft 365 (m365), credhub, uaac, QNAP's qcli, addprinc (through kadmin.local) and the ydb
CLI; shells framed as tio, crosh, tsh and rxvt sessions. About 60 % of the texts are English (or
language-neutral config and shell), the rest in Tokelauan, Norf'k (Norfuk), Pitkern, East
Futunan, Santali (in Ol Chiki), Fiji Hindi, Livonian and Elfdalian (Övdalian) (no earlier
docstring names them), and in Māori, Samoan, Tongan, Hindi, Nepali, German, Dutch, Swedish,
Latvian, Italian, Czech, Russian, Korean, Japanese, Chinese, Spanish and French in wordings of
their own. Vendors (Akahu, Blinkpay, Centrapay, Windcave, Laybuy, Fat Zebra, Basiq, PayHero,
Employment Hero, Fergus, Tradify, ServiceM8, Starshipit, GoSweetSpot, Shippit, Marsello, Posboss,
Campaign Monitor, FarmIQ, Figured, Flick Electric, Amber Electric, Wattwatchers, UbiBot, Autogrow,
Timely, Hnry, Smartly, MYOB, Frollo, Eway, NZ Post, Mainfreight, Aramex, Tanda, Humanforce,
Roubler, iPayroll, FlexiTime, Hectre, Growlink, Datto, MetService, HortPlus, TandD, Ravensdown;
wallets Terra Station, Surf and Venly; vaults True Key, Encryptr, Nordlocker, Internxt and Koofr)
are ones heldouts 5 to 54 do not name; the ids are kinds they do not use: New Zealand's NZBN (a
GS1 GLN, drawn until python-stdnum's `ean` validates its check digit), New Zealand's NHI number
(its published mod-11 check digit computed here, drawn so that the check digit is 1 to 9, and
the check tried on the test-range numbers ZZZ0008, ZZZ0016 and ZZZ0024) and a Swedish bankgiro
number (its Luhn digit checked with python-stdnum's `luhn`); Australia's Centrelink CRN and
Unique Student Identifier, a New Zealand driver licence, Fiji's TIN and FNPF member number, India's
PM-KISAN registration number and a Latvian eID card number, which carry no check a library or
this file verifies (no other check-digit algorithm is written here); passports (Indian, New
Zealand, Latvian, Swedish, Pitcairn, Australian and French) under Santali, Tokelauan, Livonian,
Elfdalian, Pitkern, Norf'k and East Futunan words, likewise unchecked. Card numbers pass Luhn
(RuPay prefixes drawn here and checked with python-stdnum's `luhn`). The IBANs are of the
countries used least by a rough count over heldouts 5 to 54 (Switzerland, Germany, the United
Kingdom and the Netherlands, three earlier corpora each; Belgium, Denmark, Sweden and Norway, four
each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Italian, Czech, Russian, Korean, Simplified Chinese, Spanish and French lists.
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
from stdnum import ean as std_ean
from stdnum import iban as std_iban
from stdnum import luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 23_274_754
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


_MUSH = ["Portobello", "Shiitake", "Enoki", "Oyster", "Lionsmane", "Pinhead", "Mycelium",
         "Buttoncup", "Swissbrown", "Maitake", "Kingoyster", "Pioppino", "Chestnut", "Nameko",
         "Reishi", "Flatcap"]  # fmt: skip
_YARD = ["Windrow", "Bunker", "Tunnel", "Gypsum", "Casing", "Spawnrun", "Peat", "Straw",
         "Turner", "Loader", "Flush", "Veil", "Stipe", "Gill", "Pinning", "Ammonia"]  # fmt: skip
_BIRDS = ["Kereru", "Tui", "Kaka", "Weka", "Tieke", "Hihi", "Kokako", "Kea", "Piwakawaka",
          "Matuku", "Toutouwai", "Korimako"]  # fmt: skip
_PLACES = ["Levin", "Ohau", "Foxton", "Shannon", "Manakau", "Fakaofo", "Nukunonu", "Atafu",
           "Kingston", "BurntPine", "Adamstown", "Sigave", "Leava", "Dumka", "Sahibganj",
           "Lautoka", "Labasa", "Kolka", "Mazirbe", "Alvdalen", "Evertsberg"]  # fmt: skip
_NAMES = ["Ioane", "Meleane", "Kelihiano", "Teleise", "Tennyson", "Darlene", "Meralda", "Dennis",
          "Soane", "Falakika", "Sosefo", "Sido", "Phulmoni", "Lakhan", "Champa", "Ravinesh",
          "Shalini", "Avinesh", "Pritika", "Ilze", "Valts", "Gundega", "Olle", "Kersti",
          "Margit", "Hemi", "Aroha", "Bryce", "Shona", "Wiremu", "Kirsty"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~."
_LEET = ["Sh11t4k3", "P0rt0b3ll0", "M1c3l1um", "3n0k1P4ck", "Wndr0w", "G1llsUp", "C4s1ng",
         "Sp4wnRun"]  # fmt: skip
_PHASES = ["Phase1", "Phase2", "Phase3", "Pasteur", "Conditioning", "Filling"]


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MUSH)}{g.choice(_BIRDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_YARD, 3)) + str(g.randrange(10, 100)),
    lambda g: f"GrowRoom{g.randrange(1, 13)}{g.choice(_PLACES)}{g.randrange(20, 32)}",
    lambda g: _r(g, ALNUM + "!%&*#", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(1990, 2032)),
    lambda g: f"Bunker{g.randrange(1, 9)}_{g.choice(_PHASES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_MUSH).lower()}.{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}{g.choice(_MUSH)}{g.randrange(1970, 2010)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 2) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_MUSH).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: ".".join(_r(g, ALNUM, 5) for _ in range(4)),
    lambda g: f"{g.choice(_PLACES)}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_BIRDS)}{g.choice(_SYMBOLS)}{g.choice(_BIRDS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_MUSH)}Flush{g.randrange(1, 5)}-{_r(g, UPPER_DIGITS, 4)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Humanforce shift note for the night grower: the Christiaens climate computer admin password is {pw}",
    "Roubler message to the growing team: Dacom climate PC password {pw}",
    "Ento broadcast (sent to every picker by mistake): Hotraco Horti-Maximizer password {pw}",
    "Tanda announcement for the weekend crew: Priva Connext web password for grow room 4 {pw}",
    "Hectre comment on block 'Tunnel 3': GTL picking-trolley tablet password {pw}",
    "Stashpad note: Limax harvest console password {pw}",
    "Ellipsus doc 'night checks', line 12: Dalsem tunnel controller password {pw}",
    "Quire task 'fill tunnels 2 and 3': Gicom Phase III PLC password {pw}",
    "Rnote page, handwriting converted to text: Sylvan spawn ordering portal password {pw}",
    "Thankyou Payroll payslip note (wrong field, sorry): Amycel customer portal password {pw}",
    "FlexiTime timesheet comment from Wiremu: Mycelia order site password {pw}",
    "text from Shalini in the packing shed: Proseal GT1e tray sealer HMI password {pw}",
    "packing-shed whiteboard, photo typed up: Ulma FR 400 flow-wrapper operator password {pw}",
    "handover book, Tuesday night: Loma IQ4 metal detector supervisor password {pw}",
    "iPayroll query from Kersti: the Sealpac A7 service password {pw} stopped working",
    "Ace Payroll support chat (pasted into the wrong box): Teraoka DPS-5600 scale admin password {pw}",
    "Espera ES 7000 labeller supervisor password for the farm-shop packs: {pw}",
    "SATO CL4NX web config password {pw}",
    "TSC MH241T printer web admin password {pw}",
    "Rinstrum R420 weighbridge indicator full-setup password {pw}",
    "the Swann NVR password for the compost yard cameras is {pw}",
    "Selectronic SP PRO installer password {pw}",
    "SolisCloud password for the shed-roof inverter: {pw}",
    "Redback portal password {pw}, don't let the kids near it",
    "Polytechnik boiler visualisation password {pw}, ask Hemi before changing setpoints",
    "Condair RH2+ humidifier web password for GR7 {pw}",
    "Tridium Niagara station admin password (spawn-run rooms) {pw}",
    "Carlo Gavazzi UWP 3.0 gateway password {pw}",
    "Escort Console password for the chiller loggers: {pw}",
    "TandD WebStorage account password {pw}",
    "Temperzone UC8 chiller controller service password {pw}",
    "Kia ora Bryce,\n\nthe root password for the packing-shed server is {pw}. Delete this email once it's in the safe.\n\nCheers,\nShona",
    "Incident 2031-09-02: the Priva Connext at grow room 9 was reachable from the internet with password {pw}",
    "Runbook: emergency CO2 purge, grow room 6\n1. open the Christiaens climate PC\n2. sign in as grower\n3. password {pw}\n4. set fresh air to 100 % and watch the RH",
    "README (compost yard NUC)\nthe Komptech telematics bridge is at http://yard-nuc.phm.lan:8080, admin password `{pw}`.",
    "dictated in the ute: the Backhus turner panel password is {pw} full stop",
    "remember my Kiwibank internet banking password for me: {pw}",
    "note to self: Farmlands card online password {pw}",
    # other languages
    "Ko te upu fakalilo o taku imeli ko {pw}",
    "Ioane: ko te upu fakalilo fou o te komepiuta i te fale ko {pw}",
    "Mais pasword fer i-mel es {pw}",
    "daa pasword fer daa Dacom es {pw}, yu nor tal enibodi",
    "Dar pasword f' mi email es {pw}",
    "Meralda: dar nue pasword f' da computer down a shed es {pw}",
    "Ko toku kupu fakapulipuli o te imeli ko {pw}",
    "Soane: ko te kupu fakapulipuli fo'ou o te Hotraco ko {pw}",
    "ᱤᱧᱟᱜ ᱤᱢᱮᱞ ᱨᱮᱱᱟᱜ ᱯᱟᱥᱣᱟᱨᱰ ᱫᱚ {pw} ᱠᱟᱱᱟ",
    "ᱥᱤᱫᱚ: ᱱᱟᱣᱟ ᱠᱚᱢᱯᱭᱩᱴᱟᱨ ᱨᱮᱱᱟᱜ ᱯᱟᱥᱣᱟᱨᱰ {pw}",
    "hamar email ke password hai {pw}",
    "Ravinesh: Teraoka scale ke naya password {pw} hai, koi ke mat bataana",
    "Mi̮n e-pāst salāsõnā um {pw}",
    "Ilze: Sealpac ūž salāsõnā um {pw}",
    "Lösenuordeð mitt fer e-posten ir {pw}",
    "Olle: nyä lösenuordeð fer Espera-etikettskrivern ir {pw}",
    "Te kupuhipa mō te pūnaha Polytechnik: {pw}",
    "O le upu faʻataga o le Solis e {pw}",
    "Ko e lea fakapulipuli ʻo e komipiuta ʻi he feleoko: {pw}",
    "पैकिंग शेड वाले कंप्यूटर का नया पासवर्ड है {pw}",
    "कम्पोस्ट यार्डको कम्प्युटरको पासवर्ड {pw} हो",
    "Das Kennwort vom Klimarechner in Raum 5 ist jetzt {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ioane", "meleane.k", "kelihiano", "teleise", "tennyson.q", "darlene", "meralda.c",
          "dennis", "soane", "falakika", "sosefo", "sido.h", "phulmoni", "lakhan", "champa.m",
          "ravinesh", "shalini.p", "avinesh", "pritika", "ilze", "valts.k", "gundega", "olle",
          "kersti.m", "margit", "hemi", "aroha.t", "bryce", "shona", "wiremu", "kirsty",
          "grower", "svc-climate", "packshed"]  # fmt: skip
_LOGINS = [
    "Humanforce: the Christiaens login is {u} / {pw}",
    "user {u} pass {pw}",
    "Stashpad › Compost › Backhus turner: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Priva Connext GR4 | {u} | {pw} |",
    "log into the Dacom PC as {u} using {pw}",
    "Proseal HMI {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: packshed-srv\n  user: {u}\n  pass: {pw}",
    "Kersti says the Loma account is {u} and the password is {pw}",
    "system;user;password\nteraoka-dps;{u};{pw}",
    "ssh {u}@climate-pc.phm.lan, pw {pw}",
    "creds for the Sealpac service menu: {u} and {pw}",
    # other languages
    "Igoa: {u}, upu fakalilo: {pw}",
    "Mais yuusa niem es {u} en mais pasword es {pw}",
    "Dar user name es {u}, dar pasword es {pw}",
    "Igoa: {u}, kupu fakapulipuli: {pw}",
    "ᱭᱩᱡᱟᱨ ᱧᱩᱛᱩᱢ {u}, ᱯᱟᱥᱣᱟᱨᱰ {pw}",
    "username hai {u} aur password hai {pw}",
    "nimī {u}, salāsõnā {pw}",
    "Användernamneð ir {u}, lösenuordeð ir {pw}",
    "Ingoa kaiwhakamahi {u}, kupuhipa {pw}",
    "प्रयोगकर्ता {u}, पासवर्ड {pw}",
    "Användare {u}, lösen {pw}",
    "lietotājs {u}, parole {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["pinhead", "windrow", "gypsum", "stipe", "kereru", "tieke", "fakaofo", "sohrai",
               "baha", "kava", "piragi", "kantarell", "araucaria", "hihi", "portobello", "maitake",
               "kokako", "bunker"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} in small letters, and after it {d}",
    "for the packing-shed PC it's {w} and then {d} on the end",
    "type {w}, then {d}",
    "it's {w}{d}, the word with the number glued on",
    "ko te upu fakalilo ko te upu {w}, ka mulimai ai te numela {d}",
    "daa pasword es daa werd {w}, den daa namba {d}",
    "dar pasword es dar word {w}, arter dat {d}",
    "ko te kupu fakapulipuli ko te kupu {w}, pea mulimai ai {d}",
    "ᱯᱟᱥᱣᱟᱨᱰ ᱫᱚ {w} ᱥᱟᱵᱟᱫ, ᱛᱟᱭᱚᱢ ᱛᱮ {d}",
    "password hai {w} wala word, uske baad {d}",
    "salāsõnā um sõnā {w}, sīe pierrõ {d}",
    "lösenuordeð ir uordeð {w}, og se {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "gsql -d growdb -h og1.phm.lan -p 26000 -U {u} -W '{pw}' -c 'select * from rooms'",
    "gs_dump growdb -h og1.phm.lan -p 26000 -U {u} -W '{pw}' -F c -f /backup/growdb.dmp",
    "gs_restore -h og2.phm.lan -p 26000 -U {u} -W '{pw}' -d growdb /backup/growdb.dmp",
    "dexp USERID={u}/{pw}@dm1.phm.lan:5236 FILE=harvest.dmp TABLES=picks",
    "dimp USERID={u}/{pw}@dm2.phm.lan:5236 FILE=harvest.dmp FULL=Y",
    "dsbulk load -url picks-2031-09.csv -k harvest -t picks -h cass1.phm.lan -u {u} -p '{pw}'",
    "tarantoolctl connect {u}:{pw}@tnt.phm.lan:3301",
    "testsaslauthd -u {u} -p '{pw}' -s smtp",
    "netExtender -u {u} -p '{pw}' -d LocalDomain vpn.puririhollow.nz:4433",
    "echo '{pw}' | snx -s vpn2.puririhollow.nz -u {u}",
    "pspasswd \\\\climate-pc -u {u} -p '{pw}' grower",
    "psinfo \\\\packshed-pc -u {u} -p '{pw}' -d -s",
    "psservice \\\\grow-scada -u {u} -p '{pw}' restart NiagaraStation",
    "psshutdown \\\\shop-till -r -t 30 -u {u} -p '{pw}'",
    "pskill \\\\dalsem-hmi -u {u} -p '{pw}' TunnelView.exe",
    "tsm login -s https://tableau.phm.lan:8850 -u {u} -p '{pw}'",
    "trivy image --username {u} --password '{pw}' registry.phm.lan/harvest-api:2.3",
    "php maintenance/run.php createAndPromote --sysop {u} '{pw}'",
    "echo '{pw}' | lpass login --trust {u}@puririhollow.nz",
    "tscon 2 /dest:console /password:{pw}",
    "ksetup /setcomputerpassword {pw}",
    "hass-cli --server http://ha.phm.lan:8123 --password '{pw}' state list sensor.gr4_co2",
    "youtube-dl -u {u} -p '{pw}' https://vimeo.com/showcase/phm-picker-training",
    "bsql -u {u} -p '{pw}' growdb",
    "sctool cluster add --host scylla1.phm.lan --name harvest --username {u} --password '{pw}'",
    "rabtap tap --uri 'amqp://{u}:{pw}@mq.phm.lan:5672/' climate:#",
    "check_snmp -H rh-sensor-gr2.phm.lan -P 3 -L authNoPriv -U {u} -a SHA -A '{pw}' -o .1.3.6.1.4.1.41542.2.1",
    "echo '{pw}' | xtightvncviewer -autopass climate-pc.phm.lan:1",
    "m365 login --authType password --userName {u}@puririhollow.nz --password '{pw}'",
    "credhub login -s https://credhub.phm.lan:8844 -u {u} -p '{pw}' --skip-tls-validation",
    "uaac token owner get cf {u} -s '' -p '{pw}'",
    "qcli -l user={u} pw='{pw}' saveauthsid=yes",
    "kadmin.local -q 'addprinc -pw {pw} {u}@PHM.LAN'",
    "YDB_PASSWORD='{pw}' ydb -e grpcs://ydb.phm.lan:2135 -d /farm --user {u} scheme ls",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\grower> {c}", "root@packshed-srv:~# {c}", "C:\\> {c}",
    "tio on the Dalsem serial console:\n{c}", "crosh on the packing-shed Chromebook, shell:\n$ {c}",
    "tsh ssh ops@climate-pc, then:\n{c}", "rxvt on the old yard PC: {c}",
    "bash history on og1:\n  512  {c}", "from last night's cron mail: {c}",
    "the command Valts ran before the restore: {c}",
    "ko te poloaki na fai e Ioane: {c}", "daa komaand Tennyson ran: {c}",
    "ᱞᱟᱠᱷᱚᱱ ᱨᱮᱱᱟᱜ ᱠᱚᱢᱟᱸᱰ: {c}", "Ravinesh ii command chalais: {c}",
    "Kommandoð Olle kyörd: {c}", "ko te fakatonu ne fai e Soane: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "tarantool://{u}:{pw}@tnt.phm.lan:3301",
    "clickhouse+native://{u}:{pw}@ch.phm.lan:9000/climate",
    "neo4j+s://{u}:{pw}@graph.phm.lan:7687",
    "couchbases://{u}:{pw}@cb.phm.lan/harvest",
    "oracle+oracledb://{u}:{pw}@ora.phm.lan:1521/?service_name=FARM",
    "db2+ibm_db://{u}:{pw}@db2.phm.lan:50000/SHOPDB",
    "hana://{u}:{pw}@hana.phm.lan:30015",
    "vertica+vertica_python://{u}:{pw}@vertica.phm.lan:5433/yield",
    "trino://{u}:{pw}@trino.phm.lan:8443/hive",
    "influxdb://{u}:{pw}@influx.phm.lan:8086/climate",
    "ftps://{u}:{pw}@edi.phm.lan:990/orders/",
    "rtsp://{u}:{pw}@cam-yard2.phm.lan:554/Streaming/Channels/101",
    "Server=sql.phm.lan;Database=Packhouse;User Id={u};Password={pw};TrustServerCertificate=True",
    "rediss://{u}:{pw}@cache.phm.lan:6380/0",
]  # fmt: skip
_URL_PLACES = [
    "HARVEST_DB_URL={c}", "sqlalchemy.url = {c}", "keep this connection string for me: {c}",
    "Stashpad note 'databases': {c}", "database ke URL hai {c}", "datubāzes savienojums: {c}",
    "daa database URL es {c}", "ko te URL o te database: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_948_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "puriri-hollow", "sub": f"farm_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "farm:read budgets:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Akahu", "AKAHU_APP_SECRET", _j((ALNUM, 32))),
    ("Blinkpay", "BLINKPAY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Centrapay", "CENTRAPAY_API_KEY", _j((ALNUM, 40))),
    ("Windcave", "WINDCAVE_API_KEY", _j((HEX, 32))),
    ("Laybuy", "LAYBUY_MERCHANT_KEY", _j((ALNUM, 32))),
    ("Fat Zebra", "FATZEBRA_TOKEN", _j((HEX, 40))),
    ("Basiq", "BASIQ_API_KEY", _j((B64, 86), "==")),
    ("PayHero", "PAYHERO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Employment Hero", "EMPLOYMENT_HERO_API_KEY", _j((HEX, 32))),
    ("Fergus", "FERGUS_PAT", _j("fergus_pat_", (ALNUM, 36))),
    ("Tradify", "TRADIFY_API_TOKEN", _j((ALNUM, 36))),
    ("ServiceM8", "SERVICEM8_API_KEY", _j("smk-", (HEX, 6), "-", (HEX, 24))),
    ("Starshipit", "STARSHIPIT_API_KEY", _j((HEX, 32))),
    ("GoSweetSpot", "GSS_ACCESS_KEY", _j((UPPER_HEX, 40))),
    ("Shippit", "SHIPPIT_API_KEY", _j((ALNUM, 22))),
    ("Marsello", "MARSELLO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Posboss", "POSBOSS_TOKEN", _j((ALNUM, 48))),
    ("Campaign Monitor", "CAMPAIGN_MONITOR_API_KEY", _j((B64, 64))),
    ("FarmIQ", "FARMIQ_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Figured", "FIGURED_API_TOKEN", _vendor_jwt("https://auth.figured.com")),
    ("Flick Electric", "FLICK_CLIENT_SECRET", _j((HEX, 64))),
    ("Amber Electric", "AMBER_API_KEY", _j("psk_", (HEX, 32))),
    ("Wattwatchers", "WATTWATCHERS_API_KEY", _j("key_", (ALNUM, 32))),
    ("UbiBot", "UBIBOT_ACCOUNT_KEY", _j((HEX, 32))),
    ("Autogrow", "AUTOGROW_API_KEY", _j((ALNUM, 40))),
    ("Timely", "TIMELY_API_TOKEN", _j((URLSAFE, 40))),
    ("Hnry", "HNRY_API_TOKEN", _j((HEX, 40))),
    ("Smartly", "SMARTLY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("MYOB", "MYOB_CLIENT_SECRET", _j((ALNUM, 24))),
    ("Frollo", "FROLLO_ACCESS_TOKEN", _vendor_jwt("https://id.frollo.us")),
    ("Eway", "EWAY_API_KEY", _j((B64, 64))),
    ("NZ Post", "NZPOST_CLIENT_SECRET", _j((HEX, 32))),
    ("Mainfreight", "MAINFREIGHT_API_KEY", _j((ALNUM, 48))),
    ("Aramex", "ARAMEX_API_SECRET", _j((URLSAFE, 32))),
    ("Tanda", "TANDA_ACCESS_TOKEN", _j((HEX, 64))),
    ("Humanforce", "HUMANFORCE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Roubler", "ROUBLER_CLIENT_SECRET", _j((ALNUM, 40))),
    ("iPayroll", "IPAYROLL_API_KEY", _j((HEX, 32))),
    ("FlexiTime", "FLEXITIME_API_TOKEN", _j((ALNUM, 32))),
    ("Hectre", "HECTRE_API_KEY", _j((URLSAFE, 40))),
    ("Growlink", "GROWLINK_API_TOKEN", _j((ALNUM, 40))),
    ("Datto", "DATTO_API_SECRET", _j((HEX, 32))),
    ("MetService", "METSERVICE_API_KEY", _j((ALNUM, 32))),
    ("HortPlus", "HORTPLUS_API_KEY", _j((HEX, 40))),
    ("TandD", "TANDD_API_KEY", _j((HEX, 64))),
    ("Ravensdown", "RAVENSDOWN_HAWKEYE_TOKEN", _j((URLSAFE, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "setx {env} \"{tok}\"",
    "$env:{env} = \"{tok}\"",
    "set -gx {env} {tok}",
    "launchctl setenv {env} {tok}",
    ".env.production:\n{env}={tok}",
    "terraform.tfvars:\n{env_lower} = \"{tok}\"",
    "Jenkinsfile:\nenvironment {{\n    {env} = '{tok}'\n}}",
    ".gitlab-ci.yml:\nvariables:\n  {env}: \"{tok}\"",
    "netlify.toml:\n[build.environment]\n  {env} = \"{tok}\"",
    "crontab -l:\n15 * * * * {env}={tok} /opt/phm/bin/sync-orders",
    "sudo systemctl set-environment {env}={tok}",
    "wp-config.php:\ndefine( '{env}', '{tok}' );",
    "settings.py:\n{env} = \"{tok}\"",
    "appsettings.Production.json: {{ \"{vendor}\": {{ \"Key\": \"{tok}\" }} }}",
    "PHM admin › Connected apps › {vendor} › secret: {tok}",
    "Stashpad table 'integrations': | {vendor} | prod | {tok} |",
    "Quire task: rotate the {vendor} key {tok}",
    "text from Bryce: {vendor} key for the order sync: {tok}",
    "the {vendor} token in use now is {tok}, the old one is revoked",
    "Ticket 4475: {vendor} webhook fails with 401, the configured key is {tok}",
    "Ticket 4480: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    # other languages
    "Ko te ki API o {vendor} ko {tok}",
    "Daa {vendor} API kii es {tok}",
    "Dar {vendor} API key es {tok}",
    "Ko te kii API o {vendor} ko {tok}",
    "{vendor} ᱨᱮᱱᱟᱜ API ᱠᱤ ᱫᱚ {tok}",
    "{vendor} ke API key hai {tok}",
    "{vendor} API võtīm um {tok}",
    "API-nykkeln fer {vendor} ir {tok}",
    "Te kī API o {vendor}: {tok}",
    "O le ki API a {vendor}: {tok}",
    "Ko e kī API ʻa {vendor}: {tok}",
    "{vendor} की API कुंजी {tok} है",
    "{vendor} को API key: {tok}",
    "API-nyckeln till {vendor}: {tok}",
    "{vendor} API atslēga: {tok}",
    "API-Schlüssel von {vendor} für den Hofladen: {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} のAPIキー：{tok}",
    "{vendor} 的 API 密钥：{tok}",
    "la clave API de {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    akahu = _r(rng, ALNUM, 32)
    windcave = _r(rng, HEX, 32)
    flick = _r(rng, HEX, 64)
    tanda = _r(rng, HEX, 64)
    starshipit = _r(rng, HEX, 32)
    hnry = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'client = Akahu(app_token=os.environ["AKAHU_APP_TOKEN"], app_secret="{akahu}")', akahu),
        Sample("vendor_token", f"const windcave = new Windcave({{ username: 'PuririHollow_REST', apiKey: '{windcave}' }});", windcave),
        Sample("vendor_token", f'cfg := flick.Config{{ClientID: "phm-meter", ClientSecret: "{flick}"}}', flick),
        Sample("vendor_token", f'appsettings.json:\n{{\n  "Tanda": {{ "AccessToken": "{tanda}" }}\n}}', tanda),
        Sample("vendor_token", f'const val STARSHIPIT_API_KEY = "{starshipit}"', starshipit),
        Sample("vendor_token", f"Invoke-RestMethod -Uri https://api.hnry.co.nz/v1/invoices -Headers @{{ 'X-Api-Key' = '{hnry}' }}", hnry),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "text from Hemi: {t}", "it's only shown once, so:\n{t}", "daa token es {t}",
                "token: {t} (Ravinesh ne bheja)", "{t}\n^ new one, the old one's revoked",
                "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the GR4 CO2 sensor (OTAA): {h}": 32,
    "NwkSKey of the tunnel-3 compost probe (ABP): {h}": 32,
    "HMAC secret for the Windcave payment webhook: {h}": 64,
    "AES key for the Rinstrum serial link, hex: {h}": 32,
    "IPsec pre-shared key for the compost-yard link (hex): {h}": 64,
    "Modbus/TCP security PSK for the Dalsem PLC: {h}": 48,
    "ᱵᱮᱠᱟᱯ ᱮᱱᱠᱨᱤᱯᱥᱚᱱ ᱠᱤ: {h}": 64,
    "backup ke encryption key hai {h}": 64,
    "ko te ki fakalilo o te backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket 4431: session token copied from the browser's dev tools {t}",
    "Cookie: lang=en-NZ; phm_session={t}",
    "HARVEST_API_ACCESS_TOKEN={t}",
    "hang on to this bearer token for me {t}",
    "token hai {t}",
    "ko te token ko {t}",
    "curl -H 'Authorization: Bearer {t}' https://harvest.phm.lan/api/rooms",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_948_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "PS384", "HS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@puririhollow.nz"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.puririhollow.nz/realms/farm",
            "azp": "harvest-console",
            "roles": ["grower", "packshed"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "PS384": 342, "HS256": 43}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the packing-shed server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.puririhollow.nz.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SHOP_SIGNING_KEY": "{key}", "issuer": "phm-shop"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_yard <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket 4450, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "ᱥᱟᱨᱵᱷᱟᱨ ᱨᱮᱱᱟᱜ ᱯᱨᱟᱭᱣᱮᱴ ᱠᱤ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the supermarket EDI drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Terra Station recovery phrase, copying it off the card before I shred it: {p}": "english",
    "Surf wallet backup\n{p}": "english",
    "steel plate for the farm-shop bitcoin tip jar (wallet emptied): {p}": "english",
    "voice memo: the Venly wallet recovery words are {p} and that's all of them": "english",
    "Stashpad note 'old wallet': {p}": "english",
    "frase di recupero del portafoglio del fornitore di micelio: {p}": "italian",
    "obnovovací fráze peněženky, co mi poslal bratr: {p}": "czech",
    "фраза восстановления кошелька для фермы: {p}": "russian",
    "농장 지갑 복구 문구: {p}": "korean",
    "蘑菇场钱包的助记词：{p}": "chinese_simplified",
    "frase semilla de la cartera vieja de la tienda: {p}": "spanish",
    "phrase mnémonique du portefeuille de la ferme : {p}": "french",
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
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        "  ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["508512", "508630", "606985", "607154", "652150", "652873"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Humanforce note: the farm card for the Komptech parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Ticket 4462: pay the Condair service visit with card {c}",
    "Ko te numela o taku kaata: {c}, {mm}/{yy}",
    "Mais kaad namba es {c}, {mm}/{yy}",
    "Dar number o' mi card es {c}",
    "Ko te numela o toku kata: {c}",
    "ᱤᱧᱟᱜ ᱠᱟᱨᱰ ᱱᱚᱢᱵᱚᱨ: {c}, {mm}/{yy}",
    "hamar card number hai {c}, {mm}/{yy}",
    "Mi̮n kārt numbõr um {c}",
    "Kortnumbreð mitt ir {c}, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "rupay", "mastercard", "amex", "unionpay", "jcb", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVC {cvv}",
               "the 3 numbers printed on the white strip at the back: {cvv}",
               "Amex {c}, the 4 small digits on the front above the number: {cvv}",
               "card ke peeche wala teen number hai {cvv}",
               "daa thrii namba orn daa bak a daa kaad es {cvv}",
               "ᱠᱟᱨᱰ ᱛᱟᱭᱚᱢ ᱥᱮᱫ ᱨᱮᱱᱟᱜ ᱯᱮ ᱜᱚᱴᱟᱝ ᱱᱚᱢᱵᱚᱨ: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 54 (three or four earlier corpora each);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CH": "n" * 5 + "c" * 12, "DE": "n" * 18, "GB": "aaaa" + "n" * 14,
                "NL": "aaaa" + "n" * 10, "BE": "n" * 12, "DK": "n" * 14, "SE": "n" * 20,
                "NO": "n" * 11}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice ZK-2031-447 from the casing-peat supplier: pay to {i} within 20 days",
    "save the Dutch spawn lab's bank details: IBAN {i}",
    "IBAN: {i}\nReference: PHM compost turner spare parts",
    "Humanforce note to accounts: new IBAN for the Belgian tunnel builder {i}",
    "IBAN mitt ir {i}",
    "Mi̮n IBAN um {i}",
    "Ko toku IBAN ko {i}",
    "Mais IBAN es {i}",
    "hamar IBAN hai {i}",
    "IBAN der Brutanlage in Niedersachsen: {i}",
    "IBAN van de broedhuisleverancier: {i}",
    "IBAN till leverantören i Dalarna: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # I and O are never used; A is 1, Z is 24


def _nhi_valid(number: str) -> bool:
    """New Zealand's NHI number (old format, three letters and four digits): the letters' values
    and the first three digits weighted 7 down to 2, modulo 11; a remainder of 0 is invalid, the
    check digit is 11 minus the remainder (10 is written 0)."""
    if not re.fullmatch(f"[{_NHI_LETTERS}]{{3}}[0-9]{{4}}", number):
        return False
    values = [_NHI_LETTERS.index(c) + 1 for c in number[:3]] + [int(c) for c in number[3:6]]
    rest = sum(x * w for x, w in zip(values, range(7, 1, -1), strict=True)) % 11
    return rest != 0 and (11 - rest) % 10 == int(number[6])


assert all(_nhi_valid(test) for test in ("ZZZ0008", "ZZZ0016", "ZZZ0024"))
assert not _nhi_valid("ZZZ0017")


def _nhi(g: random.Random) -> str:
    """An NHI number whose check digit is 1 to 9 (never the 10 written as 0)."""

    def make(h: random.Random) -> str:
        return _r(h, _NHI_LETTERS, 3) + _r(h, D, 4)

    return v.until(g, make, lambda s: _nhi_valid(s) and s[6] != "0")


def _nzbn(g: random.Random) -> str:
    """A New Zealand Business Number: a GS1 GLN of thirteen digits from 94, its check digit."""
    body = "9429" + _r(g, D, 8)
    number = body + std_ean.calc_check_digit(body)
    assert std_ean.is_valid(number)
    return number


def _bankgiro(g: random.Random) -> str:
    """A Swedish bankgiro number: seven or eight digits, the last a Luhn check digit."""
    body = g.choice("123456789") + _r(g, D, g.choice([5, 6]))
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return f"{number[:-4]}-{number[-4:]}"


def _crn(g: random.Random) -> str:
    """An Australian Centrelink CRN: nine digits and a letter, no public check."""
    return f"{g.choice('23456')}{_r(g, D, 2)} {_r(g, D, 3)} {_r(g, D, 3)}{g.choice(UPPER)}"


def _usi(g: random.Random) -> str:
    """An Australian Unique Student Identifier: ten characters without 0, 1, I or O (unchecked)."""
    return _r(g, "23456789ABCDEFGHJKLMNPQRSTUVWXYZ", 10)


def _nz_licence(g: random.Random) -> str:
    """A New Zealand driver licence number: two letters and six digits, no public check."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _fj_tin(g: random.Random) -> str:
    """A Fiji TIN as drawn here: nine digits, no public check."""
    return g.choice("5678") + _r(g, D, 8)


def _fnpf(g: random.Random) -> str:
    """A Fiji National Provident Fund member number as drawn here: nine digits, no public check."""
    return g.choice("123") + _r(g, D, 8)


def _pm_kisan(g: random.Random) -> str:
    """A PM-KISAN registration number as drawn here: the state's code and nine digits, unchecked."""
    return "JH" + _r(g, D, 9)


def _lv_eid(g: random.Random) -> str:
    """A Latvian eID card number: PA and seven digits, no public check."""
    return "PA" + _r(g, D, 7)


_PASSPORTS: dict[str, Maker] = {
    "india": lambda g: g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7),
    "nz": lambda g: g.choice(["LA", "LH", "RA"]) + _r(g, D, 6),
    "latvia": lambda g: "LV" + _r(g, D, 7),
    "sweden": lambda g: g.choice("89") + _r(g, D, 7),
    "pitcairn": lambda g: "P" + _r(g, D, 7),
    "australia": lambda g: g.choice(["PA", "PB", "RA"]) + _r(g, D, 7),
    "france": lambda g: f"{g.randrange(10, 32)}{_r(g, UPPER, 2)}{_r(g, D, 5)}",
}  # fmt: skip

_ID_PLACES: dict[str, Maker] = {
    "NHI number for Meleane's clinic form: {s}": _nhi,
    "Ko toku numela NHI ko {s}": _nhi,
    "Mi NHI namba es {s}": _nhi,
    "NZBN of the casing-peat supplier, for the new-creditor form: {s}": _nzbn,
    "NZBN unseres Kompostlieferanten für die Lieferantenanlage: {s}": _nzbn,
    "Bankgiro fer Evertsbergs Kantarell ir {s}": _bankgiro,
    "Centrelink CRN for Tennyson's paperwork: {s}": _crn,
    "Mais Centrelink CRN es {s}": _crn,
    "my USI for the forklift course: {s}": _usi,
    "NZ driver licence no. {s}, needed for the ute insurance": _nz_licence,
    "Ko toku numela laiseni fakaheke ko {s}": _nz_licence,
    "hamar Fiji TIN hai {s}": _fj_tin,
    "Avinesh ke FNPF number hai {s}": _fnpf,
    "ᱤᱧᱟᱜ PM-KISAN ᱨᱮᱡᱤᱥᱴᱨᱮᱥᱚᱱ ᱱᱚᱢᱵᱚᱨ ᱫᱚ {s}": _pm_kisan,
    "ᱤᱧᱟᱜ ᱯᱟᱥᱯᱚᱴ ᱱᱚᱢᱵᱚᱨ ᱫᱚ {s}": _PASSPORTS["india"],
    "Ko te numela o taku tusi folau ko {s}": _PASSPORTS["nz"],
    "Mi̮n pasē numbõr um {s}": _PASSPORTS["latvia"],
    "Mi̮n ID kārtõ numbõr um {s}": _lv_eid,
    "Passnumbreð mitt ir {s}": _PASSPORTS["sweden"],
    "Dar number o' mi passport es {s}": _PASSPORTS["pitcairn"],
    "Mais Orstrielyan paaspot namba es {s}": _PASSPORTS["australia"],
    "Ko te numela o toku paseporo ko {s}": _PASSPORTS["france"],
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Akahu 2FA recovery codes\n{codes}", "spare sign-in codes for the farm's Microsoft 365 {codes}",
            "Windcave backup codes: {codes}", "ko nā numela fakaola o te 2FA:\n{codes}",
            "2FA ᱵᱮᱠᱟᱯ ᱠᱳᱰ ᱠᱚ: {codes}", "hamar 2FA backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Employment%20Hero:shona@puririhollow.nz?secret={s}&issuer=EmploymentHero&period=30",
              "MYOB login, manual setup key from the QR page: {s}",
              "authenticator backup sheet, secret for the Hnry account: {s}",
              "daa 2FA kii es {s}"]  # fmt: skip
_CODES = ["{c} is your Kiwibank security code. Don't share it.",
          "ASB: use {c} to approve the payment to Sylvan",
          "HFC Bank: apka OTP {c} hai, kisi ko mat batao",
          "Swedbank: jūsu verifikācijas kods {c}",
          "ᱟᱢᱟᱜ OTP ᱫᱚ {c}, ᱡᱟᱦᱟᱸᱭ ᱦᱮ ᱟᱞᱚᱢ ᱞᱟᱹᱭ ᱟᱭᱟ"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["PHM-GrowRooms", "PHM-Compost-5G", "PuririHollow-Packshed", "2degrees-7F3A",
          "OneNZ-Levin-2G", "Teletok-Fakaofo", "NorfolkTelecom-Kingston", "Adamstown-Hall",
          "Sigave-Fale", "JioFiber-Dumka", "Lautoka-Home-5G", "Kolka-Maja", "Alvdalen-Stuga"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "grow-room network {s}, password {pw}",
    "wifi at the compost yard: {s} / {pw}",
    "ESPHome secrets.yaml:\nwifi_ssid: \"{s}\"\nwifi_password: \"{pw}\"",
    "the key on the sticker under the 2degrees modem: {pw}",
    "LoRa gateway uplink wifi: ssid {s}, psk {pw}",
    "Ko te upu fakalilo o te wifi {s} ko {pw}",
    "daa wifi {s} pasword es {pw}",
    "dar wifi {s} pasword es {pw}",
    "ko te kupu fakapulipuli o te wifi {s} ko {pw}",
    "ᱣᱟᱭᱯᱷᱟᱭ {s} ᱨᱮᱱᱟᱜ ᱯᱟᱥᱣᱟᱨᱰ ᱫᱚ {pw}",
    "wifi {s} ke password hai {pw}",
    "wifi {s} salāsõnā um {pw}",
    "lösenuordeð fer wifi {s} ir {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 13)
    if roll < 0.3:
        return _r(rng, D, 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("psk_", (HEX, 32)), _j((HEX, 32)), _j("fergus_pat_", (ALNUM, 20)),
                 _j((UPPER_HEX, 40)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter over the radio: {t}", "[voice-to-text, while driving] {t}",
          "spaced out so the preview doesn't show it: {t}", "ek ek akshar: {t}",
          "tahi ma te tahi: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " – ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " ; ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "_", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the compost yard gate keypad wants {pw} and the green button",
          "padlock on the chemical store (casing lime, fungicide): {pw}",
          "key safe by the boiler house door takes {pw}",
          "farm shop alarm: key in {pw} then OFF",
          "Ko te numela o te loka o te fale teuteu: {pw}",
          "daa kood fer daa shed padlock es {pw}",
          "ᱫᱩᱣᱟᱹᱨ ᱨᱮᱱᱟᱜ ᱠᱳᱰ: {pw}",
          "packing shed ke darwaaza ke code hai {pw}",
          "kodn fer heŋlåseð ir {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["pinhead", "gypsum", "windrow", "mycelium", "casing", "stipe", "flush", "veil",
                 "spawnrun", "bunker", "peat", "tunnel", "kereru", "tieke", "kokako", "matuku"]  # fmt: skip
_PHRASES = {"True Key master passphrase for the office: {p}": " ",
            "Encryptr passphrase: {p}": "-", "Nordlocker locker passphrase: {p}": " ",
            "Internxt backup passphrase: {p}": ".", "Koofr Vault safe key: {p}": " ",
            "backup ke passphrase hai {p}": "_", "lösenfrasen fer backupen ir {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HAR export from the farm-shop till: Authorization: Basic {v}": True,
    "HAProxy backend, phm.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "wget --header='Authorization: Bearer {v}' https://api.phm.lan/v2/rooms": False,
    "Node-RED http request node, headers: {{\"Authorization\": \"Basic {v}\"}}": True,
    "Invoke-RestMethod -Uri https://harvest.phm.lan/api/picks -Headers @{{Authorization = \"Bearer {v}\"}}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Home Assistant secrets.yaml:\nmqtt_password: {pw}\nlatitude_home: -40.62",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://mqtt.phm.lan\n  user: z2m\n  password: {pw}",
    "mosquitto conf.d/bridge.conf:\nconnection yard-bridge\naddress yard-nuc.phm.lan:8883\nremote_username bridge\nremote_password {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.phm.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "icinga2 conf.d/api-users.conf:\nobject ApiUser \"dashboard\" {{\n  password = \"{pw}\"\n  permissions = [ \"status/query\" ]\n}}",
    "zabbix_server.conf:\nDBHost=pg.phm.lan\nDBUser=zabbix\nDBPassword={pw}",
    "odoo.conf:\n[options]\ndb_host = pg.phm.lan\ndb_user = odoo\ndb_password = {pw}",
    "sites/phm.local/site_config.json:\n{{\"db_name\": \"_phm\", \"db_password\": \"{pw}\"}}",
    "LocalSettings.php:\n$wgDBuser = \"wiki\";\n$wgDBpassword = \"{pw}\";",
    "gitea app.ini:\n[database]\nDB_TYPE = postgres\nUSER = gitea\nPASSWD = {pw}",
    "bacula-dir.conf:\nDirector {{\n  Name = phm-dir\n  Password = \"{pw}\"\n}}",
    "/etc/postfix/sasl_passwd:\n[smtp.phm-mail.nz]:587 alerts@puririhollow.nz:{pw}",
    "ddclient.conf:\nprotocol=dyndns2\nlogin=phm-yard\npassword={pw}\nyard.phm-dyn.nz",
    "haproxy.cfg:\nuserlist stats-users\n  user ops insecure-password {pw}",
    "FreeRADIUS clients.conf:\nclient packshed-ap {{\n  ipaddr = 10.40.2.11\n  secret = {pw}\n}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Bryce: grow room 4 wifi pw?\nShona: {pw}",
    "[05:41] wiremu: what's the Dacom password again?\n[05:42] aroha: {pw}",
    "Kirsty: {pw} is the new Proseal admin password",
    "Hemi: try {pw}, that's what I set on the Loma",
    "Meleane: ko te upu fakalilo fou ko {pw}",
    "Darlene: daa nyuu pasword es {pw}",
    "Falakika: ko te kupu fakapulipuli fo'ou ko {pw}",
    "Pritika: naya password hai {pw}",
    "Gundega: ūž salāsõnā um {pw}",
    "Margit: nyä lösenuordeð ir {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "passw\u00adord = {pw}", "pass\u2063word: {pw}", "pass\u180eword → {pw}",
    "p\u200da\u200ds\u200ds\u200dw\u200do\u200dr\u200dd: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱: {pw}", "passwοrd: {pw}",
    "\u2066password\u2069: {pw}",
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
    "the Christiaens admin password is": "{s}", "Proseal HMI pw:": "{s} (since the sealer swap)",
    "ko te upu fakalilo ko": "{s}", "Dacom password": "{s}\nchange it after the next flush",
    "ᱯᱟᱥᱣᱟᱨᱰ ᱫᱚ": "{s}", "daa pasword es": "{s}", "password hai": "{s}",
    "lösenuordeð ir": "{s}", "the password Hemi shouted across the yard was": "{s}, I think",
    "salāsõnā:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tanda access token", "{s}", _j((HEX, 64))),
    ("split_token", "Amber key:", "{s} (shed battery)", _j("psk_", (HEX, 32))),
    ("split_token", "PayHero API key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Terra Station recovery words", "{s}", _english_seed),
    ("split_card", "card no.", "{s} exp 02/35", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GB"))),
    ("split_backup", "Windcave recovery codes", "{s}\nqmzt4408\nhrwb1937", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NHI", "{s}", _nhi),
    ("split_phrase", "True Key passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"christiaens": {"url": "https://climate.phm.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kupu_fakapulipuli": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "aroha", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"rooms": [{"id": "GR3"}, {"id": "GR4", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["gsql", "-d", "growdb", "-U", "grower", "-W", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "daa pasword fer daa Dacom es {s}"}': ("meta_password", _plain_pw),
    '{"ᱯᱟᱥᱣᱟᱨᱰ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Loma as supervisor, the password is {s}"}': ("meta_password", _plain_pw),
    '{"tanda": {"access_token": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"windcaveApiKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"starshipit_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card": "{s}", "expiry": "11/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DK")),
    '{"worker": {"nhi": "{s}"}}': ("meta_id", _nhi),
    '{"2fa": {"spare_codes": ["{s}", "wmrp5093", "tbxa7716"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"gr4_co2": {"appkey": "{s}"}}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"chem_store": {"padlock": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "PHM-GrowRooms", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"loma-iq4-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.phm.lan/harvest-api:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"rooms: add CO2 setpoint column for GR9", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tunnels: revert temperature export", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"picks_2031-09-12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"harvest-2031-q3.parquet").hexdigest()
_EAN = "942190551234" + std_ean.calc_check_digit("942190551234")

CLEAN = [
    "Remind me to rotate the Christiaens admin password before the auditor comes on 2031-10-14.",
    "Shona asked for the grow-room wifi password; it's in the office safe, not in here.",
    "Policy: farm passwords are 16 characters or longer and live in the shared vault only.",
    "Please don't paste passwords into the shift notes; send a vault link instead.",
    "The `.env.example` line `TANDA_ACCESS_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Proseal HMI asks for a new operator password after every software update.",
    "Replace <YOUR_AKAHU_APP_SECRET> in the README with the secret from your Akahu dashboard.",
    "WINDCAVE_API_KEY and STARSHIPIT_API_KEY must be set before the nightly order sync runs.",
    "Aua e tuku atu tau upu fakalilo ki se tino.",
    "Yu nor tal enibodi yu pasword.",
    "Nawa tell nobody yorla pasword.",
    "Aua e ke fakaha tau kupu fakapulipuli ki se tahi.",
    "ᱟᱢᱟᱜ ᱯᱟᱥᱣᱟᱨᱰ ᱡᱟᱦᱟᱸᱭ ᱦᱮ ᱟᱞᱚᱢ ᱞᱟᱹᱭ ᱟᱭᱟ᱾",
    "Aapan password koi ke mat bataao.",
    "Ala ānda ēņtš salāsõnā ni ikškiz.",
    "Sai int lösenuordeð dett að noðum.",
    "Kaua e tuhia tō kupuhipa ki te papa mā.",
    "पासवर्ड कम से कम सोलह अक्षरों का होना चाहिए।",
    "Das Passwort muss mindestens sechzehn Zeichen haben.",
    "Lösenordet måste vara minst sexton tecken långt.",
    "Upgraded the Priva Connext from 4.8 to 5.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the CO2 setpoint column for grow room 9.",
    f"Rolled back to {_SHORT} after the tunnel temperature export broke.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Loma IQ4 firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of harvest-2031-q3.parquet: {_SHA512}",
    f"The harvest API container runs registry.phm.lan/harvest-api@sha256:{_IMAGE}.",
    f"MD5 of picks_2031-09-12.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8e4d-4b26-9a03-5d7e1c6b2f90 is the slow one in the harvest API logs.",
    "Purchase order PO-31-00872 for 12 tonnes of casing peat arrives on Wednesday.",
    "Ticket 4418: the GR6 humidifier keeps faulting at 3 am.",
    "Call the compost yard office on 06 368 2194 before 10.",
    "Consignment note NZC-2031-0091 covers 40 pallets of punnets to the Palmerston North DC.",
    "Grow room 4 is at 17.5 °C, 91 % RH and 1 150 ppm CO2 on day 3 of the second flush.",
    "After five wrong passwords the Dacom PC locks the account for 15 minutes.",
    "Phase II pasteurisation holds the compost at 58 °C for 8 hours, then conditions it at 45–48 °C.",
    "The secret to big first flushes is an even casing layer of about 5 cm.",
    "Ask Hemi for the yard gate code, I don't have it.",
    "My card ending 4471 was declined at the Levin hardware store.",
    "The Dutch spawn lab wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the farm's Akahu account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FLICK_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the chemical store seizes in the wet; spray it every month.",
    "Starshipit moved the API key page under Settings in its March release.",
    f"The EAN on the 400 g Swiss brown punnets is {_EAN}.",
    "The guest wifi 'PHM-Visitors' is open, no password needed.",
    "Batch B31-0412: 380 kg of Swiss browns, 11 % downgrade, shelf life 7 days.",
    "Aua le tusia lau upu faʻataga i luga o le laupapa.",
    "ʻOua naʻa ke vahevahe hoʻo lea fakapulipuli.",
    "आफ्नो पासवर्ड कसैलाई नभन्नुहोस्।",
    "Parolei jābūt vismaz sešpadsmit rakstzīmes garai.",
    "Het wachtwoord van de klimaatcomputer wordt elk kwartaal vervangen.",
    "비밀번호는 열여섯 자 이상이어야 합니다.",
    "パスワードは共有の金庫にだけ保存してください。",
    "The Komptech turner's service interval is 250 hours; the last one was at 4 310 h.",
    "Invoice INV-31-2207 from Rinstrum NZ: NZD 1 480.00 incl. GST, due 20 October.",
    "Version 5.1.3 of the climate software adds a CO2 ramp for pinning.",
    "The NVR keeps 30 days of footage from the 8 yard cameras at 4 Mbit/s each.",
    "ᱥᱤᱫᱚ ᱫᱚ ᱜᱟᱹᱛᱤ ᱠᱚ ᱥᱟᱶ ᱛᱟᱦᱮᱸ ᱠᱟᱱᱟ, ᱯᱟᱥᱣᱟᱨᱰ ᱵᱟᱝ ᱵᱟᱰᱟᱭᱟ᱾",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-09-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/phm/christiaens", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 288}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "4418", "purchase_order": "PO-31-00872"}',
    '{"batch": {"id": "B31-0412", "weight_kg": 380, "downgrade_pct": 11}}',
    '{"phone": "06 368 2194", "site": "compost yard"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "punnets_packed": 14210}',
    '{"room": "GR4", "temp_c": 17.5, "rh_pct": 91, "co2_ppm": 1150}',
    '{"request_id": "3f9c2a71-8e4d-4b26-9a03-5d7e1c6b2f90", "status": 504}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
