# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninety-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-ninety-seventh only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninety-eighth, two-hundredth and two-hundred-and-first), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(199604317), password words (a sled dog's name, a year and a sign; a salmon, a smokehouse word and
a number; a bush plane's type and tail digits; a delta village in small letters, a fish-camp word
and a year; leet words of the Kuskokwim, the qasgiq, the alder smoke and the Beaver; `Ferry`, a
deck number, a sign and a port; a name, a birth year, a sign and a river; a generator's three groups
and random runs), names, places, templates, tools, vendors and layouts, the way the staff of
Northwind Delta Enterprises (fictional: a sled-dog kennel and race team in Bethel, a fish
smokehouse in Dillingham, a bush-plane outfit flying out of Nome and Kotzebue, an oil-field
catering crew on the North Slope, a tribal clinic in Bethel, a ferry booking desk in Unalaska and a
credit union in Nome) leak secrets into an assistant's memory. The texts are Facebook Messenger,
GroupMe, Signal, Teams, Slack, WhatsApp, iMessage and Marco Polo messages, chat logs with times, a
VHF and a CB radio log, Jira-style and Freshdesk-style tickets, Confluence tables, Google Keep and
Apple Notes notes, e-mails, runbooks, README fragments, bash, PowerShell, tmux and Termux prompts,
code (Python, Go, Rust, Ruby, JavaScript, C#, Kotlin, Swift, PHP and Lua), env files, compose,
Kubernetes and systemd configs, voice-memo transcripts, dictated text and requests to the assistant
itself; the label's separators run from a colon, "is" and a dash to an arrow, an emoji, a new line,
quotes (`"…"`, `'…'`, `“…”`), parentheses, a tab and a table's bar.

Tools, flags and files none of heldouts 5 to 197 names (each grepped for the command or flag
itself): pywhisker's `-p`, `pdsh -w` and `clush -w` feeding `chpasswd`, `parallel-ssh -h … -i` and
`dsh -g` feeding `sudo -S`, `pg_timetable --password=`, `x2goclient --password=`, `sshpass -f`
fed by a process substitution, `cryptsetup luksAddKey … --key-file=-`, ZFS's
`keylocation=file://` beside an `echo`, `akeyless create-secret --value`, `p4 -P`, sqltool's
`--inlineRc=…password=`, `meltano config … set password` and HylaFAX's `hosts.hfaxd`. Beside them
commands each in one or two earlier corpora by that grep: `bw unlock`, `conjur variable set -v`,
`sensuctl configure`, `duck --username … --password`, `mariabackup --backup --password=`, pgcli
with a URL, `atlas migrate apply --url`, golang-migrate's `-database`, `PGPASSWORD=… pgbench`,
`sling conns set`, `ocpasswd -c`, RockBLOCK's MT endpoint with `curl -d`, `smbtar -p`,
`svnsync --source-password`, `rexec -p`, `fossil user password` and `ftp-upload --password`. The
variables are the company's own (`KENNEL_GPS_DB_PASSWORD`, `SMOKEHOUSE_SCADA_PASS`,
`FERRY_BOOKING_DB_PASSWORD`, `CU_CORE_API_SECRET`, `CLINIC_FAX_PASSWORD`, …) and the vendors'
`<VENDOR>_API_KEY` names.

About 45 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 177 of 390): Central Yup'ik, Iñupiaq, Aleut (Unangam Tunuu), Alutiiq (Sugpiaq), Gwich'in and
Alaska Native (village) English texting, with Russian, Korean, Czech, Japanese, Chinese and Turkish
only in seed-phrase word lists. The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people there really text (password,
wifi, PIN, token, server, API key, code): Yup'ik `Waqaa`, `Cama-i`, `Quyana` / `quyana cakneq`,
`nutaan` (new), `una` (this), `wiinga` (me), the possessive `-ka`, `tua-ll'u` (and then), `ii-i`,
`aren`, `Mamterilleq` (Bethel); Iñupiaq `Uvlaalluataq`, `Quyanaqpak`, `Taikuu` (Kotzebue's
thanks), `Aarigaa`, `nutaaq`, `uvaŋa`, the possessive `-ga`, `Ii`, `Naumi`, `Qikiqtaġruk`
(Kotzebue); Unangam Tunuu `Aang`, `Qaĝaasakung`, `ting`, `tanax̂`, `Iluulux̂` (Unalaska); Alutiiq
`Cama'i`, `Quyanaa`, `Quyanaasinaq`, `gui`, `Qik'rtaq`; Gwich'in `Drin gwiinzii`, `Mahsi' choo`,
`shi`, `Aaha'`, `Gwichyaa Zhee` (Fort Yukon); village English's `ink` (I think), `cuz`, `eh`,
`dat`, `ahnuh`, `sure ah`; the apostrophe is typed as ASCII, as people text it, though print
writes `’` (`Cama’i`, `tua-ll’u`, `Mahsi’`). The thinnest guesses are the Unangam Tunuu sentences
(`ting` as "my", `tanax̂` as the village), the Gwich'in lines beyond the greeting and thanks (`shi`
as "my", `Aaha'`), the Alutiiq `gui` as "my", the Yup'ik and Iñupiaq possessives and locatives
glued to English loanwords (`password-aka`, `passwordga`, `laptop-ami`, `Deadhorse-mi`), Yup'ik
`cimirtuq` (it changed) and the clean line's `qanrutekuvkenaku ellimeggnun`, and Iñupiaq `tavra`
(then).

Vendors (Galley Solutions, Medent, CureMD, Larky, isolved, Paylocity, Wisetail, 7taps, Q2 Open,
Phreesia, Spruce Health, Updox, ModMed, Veradigm, WebPT, TherapyNotes, Valant, Qualifacts,
Streamline Healthcare, Finxact, Savvi, Kinective, TripWorks, eLandings, Quintillion, Northern Air
Cargo, Lynden, Crowley and the Alaska Marine Highway) are ones heldouts 5 to 181 do not name
(grepped by name). No shape here is one the author knows to be real: every one is a guess (hex,
base64, URL-safe and alphanumeric runs, UUIDs, `gs_live_`, `mdt_`, `pyl_`, `q2o_`, `elx_` and
`qtl_` prefixes, JWTs for Phreesia and Crowley); the JWTs are well-formed.

The ids are kinds heldouts 5 to 197 do not use or use lightly: the IRS PTIN (`P` and eight digits,
drawn until `stdnum.us.ptin` accepts it; a format check only), the ITIN (drawn until
`stdnum.us.itin` validates its area and group), and a DEA registration number, whose check digit
is computed here by the published rule (odd places plus twice the even places, last digit). The
others are invented shapes that no library or this file checks: an IHS health record number, an
Alaska ID card and an Alaska driver's licence number, a Native regional corporation shareholder
number, an ADF&G commercial crewmember licence, an FAA Tracking Number, a TSA PreCheck Known
Traveler Number, a CFEC limited-entry permit, a tribal enrollment number, a US passport card and a
Merchant Mariner credential reference number. Card numbers pass Luhn (the value helpers' brands,
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
the IBAN shapes and calls of heldouts 5 to 197 (Brazil, Liechtenstein, Pakistan, Sweden, San
Marino, Tunisia, Türkiye and Azerbaijan, in fifteen or sixteen corpora each by that count), drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Russian, Korean,
Czech, Japanese, Simplified Chinese and Turkish lists, each with a valid checksum. Counts: 390
secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean
texts and 10 clean metadata dicts.
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
from stdnum.us import itin as us_itin
from stdnum.us import ptin as us_ptin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 199_604_317
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


_DOGS = ["Kobuk", "Tuluk", "Nanuq", "Siku", "Kiana", "Aklaq", "Tulugaq", "Balto", "Togo",
         "Qimmiq", "Sitka", "Kenai", "Yukon", "Denali", "Mukluk", "Parka", "Ulu", "Nukka"]  # fmt: skip
_FISH = ["Chinook", "Sockeye", "Coho", "Chum", "Pink", "Dolly", "Whitefish", "Sheefish",
         "Burbot", "Pike", "Halibut", "Herring", "Smelt", "Grayling"]  # fmt: skip
_SMOKE = ["Alder", "Strip", "Brine", "Rack", "Cottonwood", "Kippered", "Fillet", "Cache",
          "Drift", "Setnet", "Fishwheel", "Smokehouse"]  # fmt: skip
_PLANES = ["Beaver", "Otter", "Caravan", "Navajo", "Cub", "Cessna207", "Islander", "Casa212",
           "Dash8", "Porter", "Husky", "Maule"]  # fmt: skip
_VILLAGES = ["Akiak", "Akiachak", "Kwethluk", "Napaskiak", "Tuntutuliak", "Quinhagak", "Kipnuk",
             "Toksook", "Hooper", "Chevak", "Emmonak", "Aniak", "Shishmaref", "Kivalina",
             "Noorvik", "Selawik", "Unalakleet", "Togiak", "Naknek", "Akutan", "Atka",
             "Ouzinkie", "Venetie"]  # fmt: skip
_NAMES = ["Agatha", "Moses", "Nora", "Evon", "Sophie", "Wassillie", "Alexie", "Martha", "Yako",
          "Bobby", "Cyril", "Annie", "Dora", "Teddy", "Lena", "Fritz", "Olga", "Nick", "Mary",
          "Jacob", "Tiffany", "Aaluk", "Ilanaq", "Paniyak", "Sven", "Trudy"]  # fmt: skip
_RIVERS = ["Kuskokwim", "Yukon", "Nushagak", "Kobuk", "Noatak", "Johnson", "Kwethluk", "Wood"]
_PORTS = ["DutchHarbor", "Kodiak", "Homer", "Akutan", "ColdBay", "Chignik", "SandPoint"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Kusk0kw1m", "Qasg1q", "Ald3rSm0k3", "B3av3r", "Mu5h3r", "S0ck3y3", "Ch1n00k", "T00ks00k",
         "N0rth51ope"]  # fmt: skip


def _musher(g: random.Random) -> str:
    return f"{g.choice(_DOGS)}{g.randrange(1990, 2036)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Three random groups of five, letters and digits, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _musher,
    lambda g: f"{g.choice(_FISH)}{g.choice(_SMOKE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLANES)}N{g.randrange(100, 1000)}{g.choice(UPPER)}{g.choice(UPPER)}",
    lambda g: f"{g.choice(_VILLAGES).lower()}_{g.choice(_SMOKE).lower()}_{g.randrange(1970, 2036)}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 10_000)) + g.choice(_SYMBOLS),
    lambda g: f"Ferry{g.randrange(1, 9)}Deck{g.choice(_SYMBOLS)}{g.choice(_PORTS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2010)}{g.choice(_SYMBOLS)}{g.choice(_RIVERS)}",
    _generator,
    lambda g: _r(g, ALNUM + "!$%&?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: "-".join(w.lower() for w in g.sample(_DOGS, 2)) + str(g.randrange(100, 1000)),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Facebook Messenger, kennel group: the Garmin inReach portal password is {pw}",
    "GroupMe 'Smokehouse crew': the Dillingham freezer controller password → {pw}",
    "Signal from Evon: hangar PC admin password - {pw}",
    "Teams chat, Nome CU ops: core banking test login password is {pw}",
    "Slack #ferry-desk: booking terminal password 🔑 {pw}",
    "WhatsApp from Sven on the slope: camp kitchen laptop password: {pw}",
    "iMessage from Trudy: password for the clinic fax box is \"{pw}\"",
    "Marco Polo transcript: okay so the new dispatch password is {pw} got it",
    "VHF log 14:05 Nome base to 3 Kilo Papa: weather PC password ({pw})",
    "CB log, Kotzebue ramp: fuel truck tablet password\n{pw}",
    "Jira NDE-311: kennel GPS collar server password '{pw}' expired, please reset",
    "Freshdesk #8812: member can't log into the CU app with password {pw}",
    "Confluence › Clinic IT › Printers: | HP M404 | admin | {pw} |",
    "Google Keep: smokehouse SCADA pw: {pw}",
    "Apple Notes, 'Ferry desk': ticket printer password → “{pw}”",
    "Hi Moses,\n\nthe password for the hangar NAS is {pw}. Delete this once it's in the vault.\n\nNora",
    "Runbook: restart the clinic PACS\n1. RDP to pacs-01\n2. user svc-pacs\n3. password {pw}\n4. restart the DICOM service",
    "README (catering tablets)\nKiosk exit password: `{pw}`",
    "voice memo: the Toughbook password is {pw} all one word",
    "dictated: password for the fish-ticket laptop, {pw}, period",
    "Quyana, remember my credit union password-aka: {pw}",
    "Otter avionics database, uvaŋa password nutaaq {pw}",
    "can you keep dat kennel camera password for me? it's {pw} eh",
    "Aang, after the reset ting dispatch password {pw}",
    "Waqaa! Nutaan password-aka una: {pw}",
    "Cama-i Agatha, clinic computer password una {pw}, quyana",
    "wiinga email password-aka {pw}",
    "Mamterilleq kennel server password nutaan: {pw}",
    "aren, password-aka cimirtuq, nutaan una: {pw}",
    "tua-ll'u smokehouse wifi-ka password {pw}, quyana cakneq",
    "ii-i, una password: {pw}",
    "Uvlaalluataq! passwordga nutaaq {pw}",
    "uvaŋa email passwordga: {pw}",
    "Qikiqtaġruk hangar computer passwordga nutaaq → {pw}, Taikuu",
    "Ii, server passwordga una {pw}, Quyanaqpak",
    "Aarigaa, dispatch password nutaaq: {pw}",
    "Aang! ting password {pw}",
    "Iluulux̂ ferry desk password: {pw}, Qaĝaasakung",
    "ting tanax̂ computer password {pw}",
    "Aang, ting email password: {pw}",
    "Cama'i! gui password nutaan: {pw}",
    "Qik'rtaq office computer, gui password {pw}, Quyanaa",
    "gui email password: {pw}, Quyanaasinaq",
    "Drin gwiinzii, shi password {pw}",
    "Gwichyaa Zhee clinic computer, shi password: {pw}, Mahsi' choo",
    "Aaha', shi email password {pw}",
    "ink da new password is {pw} cuz",
    "cuz dat server password is {pw} eh",
    "sure ah, my email password {pw} lol",
    "ahnuh, kennel wifi password {pw} don't tell",
    "Alaska USA app password-aka nutaan {pw}",
    "Wells Fargo passwordga nutaaq {pw}, Quyanaqpak",
    "Denali State Bank app, ting password: {pw}",
    "Northrim online banking, gui password → {pw}",
    "Bering Air booking, shi password {pw}",
    "ink my Ravn login password is {pw} cuz",
    "myAlaska password-aka (PFD-ami) {pw}",
    "Teams DM from Alexie: password (clinic lab analyzer): {pw}",
    "Slack #slope-galley, 05:12: inventory tablet pw is {pw}",
    "Jira NDE-412: ferry kiosk password {pw} leaked on the screen, rotate",
    "Signal, Paniyak: the Shishmaref school wifi-uplink admin password is {pw}",
    "GroupMe from Wassillie: Navajo engine-monitor laptop password = {pw}",
    "Messenger from Olga: password for the Togiak fish camp tablet: {pw}",
    "ticket NDE-520 (Freshdesk): reset done, temporary password {pw}",
    "Confluence 'Nome CU › Branch': teller PC local admin password is {pw}",
    "Waqaa Yako, password-aka kennel laptop-ami {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["agatha", "moses.k", "nora", "evon", "sophie.a", "wassillie", "alexie", "martha.n",
          "yako", "bobby", "cyril", "annie.p", "dora", "teddy", "lena", "fritz", "olga.s", "nick",
          "mary.j", "jacob", "tiffany", "aaluk", "ilanaq", "paniyak", "sven", "trudy",
          "svc-kennel", "svc-ferry", "cu-teller3", "galley-ops"]  # fmt: skip
_LOGINS = [
    "Messenger, Nora: the kennel NVR login is {u} / {pw}",
    "Freshdesk #8820: {u} locked out of the ferry desk, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Hangar › Avionics PCs: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| fish ticket laptop | {u} | {pw} |",
    "sign into the clinic EHR test box as {u} with {pw}",
    "smokehouse HMI login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: cu-core-test\n  user: {u}\n  password: {pw}",
    "Teams-ami account-aka {u}, password-aka {pw}",
    "Evon says the dispatch account is {u} and the password is {pw}",
    "system,user,password\ngalley-pos,{u},{pw}",
    "ssh {u}@kennel-gps.ndelta.lan (password {pw})",
    "Signal: creds for the hangar NAS are {u} and {pw}",
    "Waqaa, user-aka {u}, password-aka {pw}",
    "username-aka {u} tua-ll'u password {pw}",
    "usernamega {u}, passwordga {pw}, Taikuu",
    "uvaŋa user {u}, password {pw}",
    "Aang, ting user {u}, ting password {pw}",
    "gui username {u}, gui password {pw}",
    "Drin gwiinzii, shi user {u}, shi password {pw}",
    "ink da login is {u} an da password {pw} cuz",
    "my user {u} pw {pw} eh",
    "u={u} p={pw}",
    "creds {u}:{pw}",
    "account for the CU teller test: {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kobuk", "sheefish", "akutaq", "qasgiq", "maqi", "uluaq", "mukluk", "kuspuk",
               "agutuk", "muktuk", "tundra", "fishwheel", "setnet", "kayak", "umiaq", "qaspeq",
               "nushagak", "aniak"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then the number {d}",
    "password: it's {w}, right after it {d}",
    "for the smokehouse PC it's {w} and {d} at the end",
    "voice memo: kennel wifi password is {w} and then {d}, no space",
    "type {w}, then {d}; that's the hangar password",
    "it's {w}{d}, word and digits joined",
    "password-aka {w} tua-ll'u {d}",
    "passwordga {w}, tavra {d}",
    "ting password {w}, {d} also",
    "gui password {w}, {d} at the end",
    "shi password {w} an' {d}",
    "ink da password is da word {w} den {d} cuz",
    "spell it: {w}, then the digits {d}, that's the clinic fax password",
    "the name of my lead dog, {w}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 7 % len(_SAID_WORDS)]  # a different word each time
    number = str(rng.randrange(100, 100_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "pywhisker -d ndelta.lan -u {u} -p '{pw}' --target CLINIC-WS07$ --action list",
    "pdsh -w galley[1-4] \"echo '{u}:{pw}' | chpasswd\"",
    "clush -w smokehouse[01-03] \"echo '{u}:{pw}' | sudo chpasswd\"",
    "parallel-ssh -h ferry-hosts.txt -i \"echo '{pw}' | sudo -S systemctl restart ticketd\"",
    "dsh -g kennel -M -c -- \"echo '{pw}' | sudo -S reboot\"",
    "pg_timetable --host=pg.ndelta.lan --dbname=timetable --user={u} --password='{pw}' --clientname=smokehouse",
    "x2goclient --session=clinic-ws --user={u} --password='{pw}'",
    "sshpass -f <(printf '%s\\n' '{pw}') ssh {u}@nome-cu-01",
    "net user {u} {pw} /add",
    "printf '%s' '{pw}' | cryptsetup luksAddKey /dev/sdb1 --key-file=-",
    "bw unlock '{pw}' --raw",
    "akeyless create-secret --name /ferry/booking-db --value '{pw}'",
    "conjur variable set -i clinic/db/password -v '{pw}'",
    "sensuctl configure -n --username {u} --password '{pw}' --url https://sensu.ndelta.lan:8080",
    "duck --username {u} --password '{pw}' --upload sftp://files.ndelta.lan/manifests/ manifest.csv",
    "mariabackup --backup --target-dir=/backup/cu --user={u} --password='{pw}'",
    "pgcli postgres://{u}:{pw}@pg.ndelta.lan/clinic",
    "sqltool --inlineRc=url=jdbc:hsqldb:hsql://localhost/ferry,user={u},password={pw}",
    "atlas migrate apply --url \"postgres://{u}:{pw}@pg.ndelta.lan:5432/cu?sslmode=disable\"",
    "migrate -database \"mysql://{u}:{pw}@tcp(db.ndelta.lan:3306)/kennel\" -path db/migrations up",
    "PGPASSWORD='{pw}' pgbench -h pg.ndelta.lan -U {u} -c 10 -T 60 clinic",
    "meltano config tap-postgres set password '{pw}'",
    "sling conns set FERRY_PG type=postgres host=pg.ndelta.lan user={u} password={pw}",
    "echo -e '{pw}\\n{pw}' | ocpasswd -c /etc/ocserv/ocpasswd {u}",
    "curl -d 'imei=300434065930110&username={u}&password={pw}&data=48656c6c6f' https://rockblock.rock7.com/rockblock/MT",
    "echo -n '{pw}' > /root/zkey && zfs create -o encryption=on -o keyformat=passphrase -o keylocation=file:///root/zkey tank/clinic",
    "p4 -u {u} -P '{pw}' -p ssl:p4.ndelta.lan:1666 sync //depot/dispatch/...",
    "smbtar -s fs01.ndelta.lan -x clinic -u {u} -p '{pw}' -t /tmp/clinic.tar",
    "svnsync sync --source-username {u} --source-password '{pw}' file:///srv/svn/mirror",
    "rexec -l {u} -p '{pw}' galley-3 uptime",
    "fossil user password {u} '{pw}' -R kennel.fossil",
    "ftp-upload -h ftp.ndelta.lan --user {u} --password '{pw}' catch-2036.csv",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "nora@kennel-gps:~$ {c}", "PS C:\\ops> {c}", "[tmux 0:bash] evon@hangar ~ $ {c}",
    "Termux on the phone, ~ $ {c}", "root@cu-core-test:~# {c}", "sven@slope-galley:/opt$ {c}",
    "Jira NDE-433, what I ran:\n{c}", "Slack #ops: ran {c}", "bash history, line 412: {c}",
    "Waqaa, command-aka: {c}", "uvaŋa command: {c}", "ting command: {c}",
    "gui command: {c}", "ink I ran dis cuz: {c}",
    "command-aka una: {c}", "commandga: {c}", "shi command: {c}", "dat command I ran eh: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql+psycopg://{u}:{pw}@pg.ndelta.lan:5432/clinic",
    "mssql+pytds://{u}:{pw}@sql.ndelta.lan:1433/CreditUnion",
    "oracle+oracledb://{u}:{pw}@ora.ndelta.lan:1521/?service_name=FERRY",
    "redis+sentinel://{u}:{pw}@sentinel.ndelta.lan:26379/mymaster/0",
    "couchbases://{u}:{pw}@cb.ndelta.lan/kennel",
    "clickhouse+native://{u}:{pw}@ch.ndelta.lan:9000/telemetry",
    "rediss://{u}:{pw}@cache.ndelta.lan:6380/2",
    "mongodb+srv://{u}:{pw}@cluster0.ndelta.lan/dispatch?retryWrites=true",
    "ftps://{u}:{pw}@ftp.ndelta.lan:990/fish-tickets/",
    "davs://{u}:{pw}@files.ndelta.lan/remote.php/dav/files/{u}/",
    "imaps://{u}:{pw}@mail.ndelta.lan:993/INBOX",
    "jdbc:db2://db2.ndelta.lan:50000/CUCORE:user={u};password={pw};",
    "Server=sql.ndelta.lan;Database=Galley;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "CLINIC_DATABASE_URL={c}", "Confluence 'Databases': {c}", "keep this connection string: {c}",
    "Jira NDE-440: {c}", "connection-aka: {c}", "uvaŋa connection string: {c}",
    "ink da db url is {c}", "Google Keep: {c}", "gui connection string: {c}",
    "connection stringga {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 2_080_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "northwind-delta", "sub": f"org_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Galley Solutions", "GALLEY_SOLUTIONS_API_KEY", _j("gs_live_", (ALNUM, 32))),
    ("Medent", "MEDENT_API_KEY", _j("mdt_", (HEX, 40))),
    ("CureMD", "CUREMD_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Larky", "LARKY_API_TOKEN", _j((ALNUM, 40))),
    ("isolved", "ISOLVED_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Paylocity", "PAYLOCITY_CLIENT_SECRET", _j("pyl_", (B64, 56), "==")),
    ("Wisetail", "WISETAIL_API_KEY", _j((HEX, 32))),
    ("7taps", "SEVENTAPS_API_TOKEN", _j((ALNUM, 36))),
    ("Q2 Open", "Q2_OPEN_CLIENT_SECRET", _j("q2o_", (URLSAFE, 40))),
    ("Phreesia", "PHREESIA_ACCESS_TOKEN", _vendor_jwt("https://api.phreesia.net")),
    ("Spruce Health", "SPRUCE_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Updox", "UPDOX_APP_PASSWORD", _j((HEX, 64))),
    ("ModMed", "MODMED_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Veradigm", "VERADIGM_API_KEY", _j((UPPER_HEX, 40))),
    ("WebPT", "WEBPT_API_TOKEN", _j((URLSAFE, 48))),
    ("TherapyNotes", "THERAPYNOTES_API_KEY", _j((ALNUM, 44))),
    ("Valant", "VALANT_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Qualifacts", "QUALIFACTS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Streamline Healthcare", "STREAMLINE_API_SECRET", _j((HEX, 48))),
    ("Finxact", "FINXACT_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Savvi", "SAVVI_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Kinective", "KINECTIVE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("TripWorks", "TRIPWORKS_API_KEY", _j((ALNUM, 32))),
    ("eLandings", "ELANDINGS_API_KEY", _j("elx_", (ALNUM, 36))),
    ("Quintillion", "QUINTILLION_PORTAL_TOKEN", _j("qtl_", (HEX, 40))),
    ("Northern Air Cargo", "NAC_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Lynden", "LYNDEN_API_KEY", _j((HEX, 40))),
    ("Crowley", "CROWLEY_ACCESS_TOKEN", _vendor_jwt("https://api.crowley.com")),
    ("Alaska Marine Highway", "AMHS_BOOKING_API_KEY", _j((ALNUM, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "k8s Secret:\nstringData:\n  {env}: \"{tok}\"",
    "NDE portal › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence 'Integrations': | {vendor} | prod | {tok} |",
    "Jira NDE-450: {vendor} integration broken, current key {tok}",
    "Freshdesk #8840: {vendor} sync returns 401, configured key {tok}",
    "Slack #it: the {vendor} API key we use now is {tok}, old one revoked",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API key-aka: {tok}",
    "{vendor} API key nutaan una {tok}, quyana",
    "{vendor} API keyga: {tok}",
    "{vendor} API key nutaaq {tok}, Taikuu",
    "ting {vendor} API key {tok}",
    "gui {vendor} API key: {tok}",
    "shi {vendor} API key {tok}, Mahsi'",
    "ink da {vendor} API key is {tok} cuz",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    galley = _r(rng, HEX, 32)
    lynden = _r(rng, ALNUM, 40)
    tripworks = _r(rng, ALNUM, 32)
    spruce = _r(rng, UPPER_DIGITS, 32)
    elandings = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.galleysolutions.com/v1/recipes", headers={{"X-Api-Key": "{galley}"}})', galley),
        Sample("vendor_token", f"curl -H 'Authorization: Token {lynden}' https://api.lynden.com/shipments?status=in_transit", lynden),
        Sample("vendor_token", f'const tw = new TripWorks({{ apiKey: "{tripworks}" }});', tripworks),
        Sample("vendor_token", f'let spruce = SpruceClient(apiKey: "{spruce}")', spruce),
        Sample("vendor_token", f"$client = new ELandingsClient('ndelta-smokehouse', '{elandings}');", elandings),
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


_BARE_PLACES = ["{t}", "Messenger: {t}", "it shows only once, so here:\n{t}", "token-aka {t}",
                "tokenga: {t}", "hang on to this one for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the smokehouse temperature probe SH-04: {h}": 32,
    "HMAC secret for the ferry booking webhook: {h}": 64,
    "WireGuard-over-Starlink pre-shared key for the Kotzebue hangar (hex): {h}": 64,
    "AES key of the kennel GPS collars' uplink: {h}": 32,
    "backup encryption key-aka: {h}": 64,
    "backup encryption keyga: {h}": 48,
    "ting backup key: {h}": 64,
    "gui backup encryption key {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira NDE-455: token copied out of the browser's network tab {t}",
    "Cookie: theme=dark; nde_session={t}",
    "DISPATCH_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token-aka una {t}",
    "tokenga {t}",
    "ink da token is {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 2_080_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@ndelta.ak"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.ndelta.ak/realms/staff", "azp": "dispatch-web",
                   "roles": ["dispatch", "kennel"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the kennel GPS server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.ndelta.ak.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FAX_GATEWAY_PRIVATE_KEY": "{key}", "clinic": "bethel"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_cu <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk #8851, pasted by the vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "server private key-aka:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "ting PGP key:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger backup words for the race-purse wallet: {p}": "english",
    "Trezor recovery seed\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "seed phrase-aka: {p}": "english",
    "uvaŋa wallet seed words: {p}": "english",
    "фраза восстановления кошелька (от Ольги): {p}": "russian",
    "Olga's old wallet, русская сид-фраза: {p}": "russian",
    "지갑 복구 구문: {p}": "korean",
    "obnovovací fráze peněženky: {p}": "czech",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "钱包助记词：{p}": "chinese_simplified",
    "cüzdan kurtarma ifadesi: {p}": "turkish",
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
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    if lang in {"japanese", "chinese_simplified", "korean"}:
        return {"p": " ".join(words)}
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Messenger, Nora: the kennel card for the dog food order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Freshdesk #8860: pay the Otter prop overhaul with card {c}",
    "card number-aka: {c}, {mm}/{yy}",
    "card numberga {c}",
    "ting card number {c}, {mm}/{yy}",
    "gui card number: {c}",
    "shi card number {c}",
    "ink my card number is {c} cuz, {mm}/{yy}",
    "galley fuel card-aka Deadhorse-mi: {c}",
    "CU member called, card {c}, wants it blocked",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(37, 45))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 08/39, CVV {cvv}",
               "the three digits on the back of the kennel card are {cvv}",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "card-aka back-ani numbers {cvv}",
               "ink da three numbers on da back is {cvv}",
               "cardga security code: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 197; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"BR": "n" * 23 + "ac", "LI": "n" * 5 + "c" * 12, "PK": "aaaa" + "c" * 16,
                "SE": "n" * 20, "SM": "a" + "n" * 10 + "c" * 12, "TN": "n" * 20,
                "TR": "n" * 5 + "0" + "c" * 16, "AZ": "aaaa" + "c" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice NDE-2036-77: pay the Vaduz freezer maker to {i} within 30 days",
    "save the Belém smoker-parts supplier's IBAN: {i}",
    "IBAN: {i}\nReference: smokehouse racks, May",
    "Teams, Nome CU ops: wire for the member's son in Stockholm, IBAN {i}",
    "IBAN-aka: {i}",
    "IBANga {i}",
    "ting IBAN: {i}",
    "gui IBAN {i}",
    "shi IBAN: {i}",
    "ink my IBAN is {i} cuz",
    "Karachi sled supplier's bank account, IBAN {i}",
    "CU wire desk: beneficiary IBAN {i}, Baku",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ptin(g: random.Random) -> str:
    """An IRS preparer tax id: P and eight digits (stdnum checks the format)."""
    return v.until(g, lambda h: "P" + _r(h, D, 8), us_ptin.is_valid)


def _itin(g: random.Random) -> str:
    """An ITIN: 9, two digits, a group in the issued ranges, four digits."""

    def make(h: random.Random) -> str:
        group = h.choice([*range(50, 66), *range(70, 89), 90, 91, 92, *range(94, 100)])
        return f"9{_r(h, D, 2)}-{group:02d}-{_r(h, D, 4)}"

    return v.until(g, make, us_itin.is_valid)


def _dea(g: random.Random) -> str:
    """A DEA registration number: two letters and seven digits, the last one a check digit."""
    digits = [int(c) for c in _r(g, D, 6)]
    check = (digits[0] + digits[2] + digits[4] + 2 * (digits[1] + digits[3] + digits[5])) % 10
    return g.choice("ABFGM") + g.choice(UPPER) + "".join(map(str, digits)) + str(check)


def _shape(*parts: tuple[str, int] | str) -> Maker:
    return _j(*parts)


_ID_PLACES: dict[str, Maker] = {
    "PTIN of the CU's tax preparer, for the form: {s}": _ptin,
    "preparer PTIN-aka: {s}": _ptin,
    "my ITIN for the smokehouse payroll: {s}": _itin,
    "ITINga: {s}": _itin,
    "DEA number of the clinic's PA, for the pharmacy order: {s}": _dea,
    "ting DEA registration: {s}": _dea,
    "IHS health record number (HRN) of the patient: {s}": _shape("HRN-", (D, 6)),
    "health record number-aka {s}": _shape((D, 7)),
    "my Alaska ID card number: {s}": _shape((D, 7)),
    "Alaska driver's licence-ga: {s}": _shape((D, 7)),
    "Calista shareholder number-aka: {s}": _shape("C", (D, 6)),
    "ADF&G commercial crewmember licence: {s}": _shape("CM", (D, 7)),
    "FAA Tracking Number (IACRA) gui: {s}": _shape("C", (D, 7)),
    "TSA PreCheck Known Traveler Number: {s}": _shape("TT", (UPPER_DIGITS, 7)),
    "CFEC permit S03T-{s}, Bristol Bay drift": _shape((D, 5), (UPPER, 1)),
    "tribal enrollment number-aka: {s}": _shape("ONC-", (D, 5)),
    "ting passport card: {s}": _shape("C", (D, 8)),
    "shi passport card number {s}": _shape("C", (D, 8)),
    "Merchant Mariner credential reference number, ferry deckhand: {s}": _shape((D, 7)),
    "ink my Alaska license is {s} cuz": _shape((D, 7)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["CU online banking 2FA recovery codes\n{codes}", "spare sign-in codes for the clinic's Microsoft 365: {codes}",
            "Slack backup codes: {codes}", "2FA backup code-aka:\n{codes}",
            "2FA backup codega: {codes}", "ink da backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/NDE%20Dispatch:evon@ndelta.ak?secret={s}&issuer=NDE%20Dispatch&digits=6",
              "Authy manual setup key for the CU admin console: {s}",
              "TOTP secret of the hangar VPN: {s}",
              "2FA key-aka: {s}", "ting 2FA secret: {s}", "2FA setup key ink {s}"]  # fmt: skip
_CODES = ["{c} is your Northwind CU verification code", "Your clinic portal code is {c}",
          "code-aka {c}, quyana", "codega {c}", "ink da code is {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["NDE-Kennel", "NDE-Smokehouse-5G", "Quintillion-Nome", "Hangar-OTZ", "Clinic-Staff",
          "Slope-Galley-Camp", "Ferry-Desk-UNA", "NomeCU-Branch", "Bethel-Dogyard", "FishCamp-Togiak"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA3 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "kennel network {s}, password {pw}",
    "wifi at the Dillingham smokehouse: {s} / {pw}",
    "Starlink router at fish camp: SSID {s}, passphrase {pw}",
    "the key printed under the Quintillion box: {pw}",
    "wifi-ka {s} password {pw}",
    "{s} wifi password-aka una {pw}, quyana",
    "wifiga {s} passwordga {pw}",
    "{s} wifi password nutaaq {pw}, Taikuu",
    "ting wifi {s} password {pw}",
    "gui wifi {s} password: {pw}",
    "shi wifi {s} password {pw}",
    "ink da wifi {s} password is {pw} cuz",
    "{s} wifi password {pw} eh",
    "Iluulux̂ ferry desk wifi {s}, password {pw}, Qaĝaasakung",
    "Gwichyaa Zhee clinic wifi {s}: {pw}, Mahsi' choo",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 18)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("gs_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("elx_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the sat phone] {t}",
          "(spaced so the Messenger preview hides it) {t}", "token-aka, one by one: {t}",
          "ink da key letter by letter: {t}", "VHF, Nome base reading the key: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "."][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kennel gate code-aka: {pw}", "smokehouse freezer lock code-ka {pw}, quyana",
          "hangar door codega: {pw}", "fuel shed padlock code nutaaq {pw}, Taikuu",
          "ting ferry locker code {pw}", "gui door code: {pw}", "shi clinic door code {pw}",
          "ink da galley door code is {pw}", "the CU night-deposit keypad takes {pw} then #",
          "PIN for the clinic pharmacy cabinet: {pw}", "debit card PIN-ga {pw}",
          "dog-food container lock at the Bethel yard: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 8][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kobuk", "sheefish", "akutaq", "qasgiq", "mukluk", "kuspuk", "fishwheel",
                 "setnet", "umiaq", "alder", "tundra", "beaver", "otter", "halibut", "musher",
                 "iditarod"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the dispatch vault: {p}": " ",
            "KeePass database passphrase: {p}": "-",
            "master passphrase-aka: {p}": " ", "passphrasega {p}": ".",
            "ting passphrase: {p}": " ", "gui master passphrase {p}": "_",
            "ink da passphrase is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Bruno request: Authorization: Bearer {v}": False,
    "Paw export of the Larky call: authorization: bearer {v}": False,
    "Jira NDE-470: the failing request had Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nKENNEL_GPS_DB_USER=kennel\nKENNEL_GPS_DB_PASSWORD={pw}",
    "smokehouse.env:\nSMOKEHOUSE_SCADA_USER=hmi\nSMOKEHOUSE_SCADA_PASS={pw}",
    "compose.yaml:\nservices:\n  booking:\n    environment:\n      FERRY_BOOKING_DB_PASSWORD: \"{pw}\"",
    "k8s secret for the CU core adapter:\napiVersion: v1\nkind: Secret\nstringData:\n  CU_CORE_API_SECRET: {pw}",
    "/etc/systemd/system/faxgw.service:\n[Service]\nEnvironment=CLINIC_FAX_PASSWORD={pw}",
    "/var/spool/hylafax/etc/hosts.hfaxd:\n^clinic@.*\\.ndelta\\.lan$:1004:{pw}",
    "direwolf.conf:\nIGSERVER noam.aprs2.net\nIGLOGIN KL7NDE-10 {pw}",
    "galley-pos appsettings.json:\n{{\"ConnectionStrings\": {{\"Pos\": \"Server=sql;User Id=pos;Password={pw}\"}}}}",
    "application.yml (dispatch):\nspring:\n  datasource:\n    username: dispatch\n    password: {pw}",
    "kennel-gps/config.toml:\n[db]\nuser = \"gps\"\npassword = \"{pw}\"",
    "ferry-desk/.npmrc:\n//npm.ndelta.lan/:_password={pw}",
    "clinic-pacs/orthanc.json:\n\"RegisteredUsers\": {{ \"pacs\": \"{pw}\" }}",
    "Nome CU core/wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "smokehouse/grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "hangar-nas/rsyncd.secrets:\nbackup:{pw}",
    "slope-galley/.pgpass:\npg.ndelta.lan:5432:galley:galley_app:{pw}",
    "kotzebue-hangar/msmtprc:\naccount hangar\nuser ops@ndelta.ak\npassword {pw}",
    "ferry.ini:\n[booking]\ndb_user = ferry\ndb_pass = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "kennel_sync.py:\nGPS_API_KEY = \"{tok}\"",
    "main.go:\nconst dispatchToken = \"{tok}\"",
    "src/fax.rs:\nconst FAX_API_SECRET: &str = \"{tok}\";",
    "booking.rb:\nFERRY_API_KEY = '{tok}'",
    "galley.js:\nconst inventoryApiKey = \"{tok}\";",
    "CuAdapter.cs:\nprivate const string CoreSecret = \"{tok}\";",
    "Dispatch.kt:\nval apiToken = \"{tok}\"",
    "Kennel.swift:\nlet collarSecret = \"{tok}\"",
    "smokehouse.php:\n$scadaApiKey = '{tok}';",
    "hangar.lua:\nlocal weather_api_key = \"{tok}\"",
]  # fmt: skip
_CODE_MAKERS = [_j((HEX, 40)), _j((ALNUM, 36)), _j((URLSAFE, 44)), _j((HEX, 32)), _j((B64, 40))]
_code = _Family(
    "code_key", _CODE, lambda g, i, t: {"tok": _CODE_MAKERS[i % len(_CODE_MAKERS)](g)}, "tok"
)


_CHATS = [
    "Moses: kennel wifi password?\nNora: {pw}",
    "[05:40] sven: galley laptop pw?\n[05:41] trudy: {pw}",
    "Agatha: nutaan password-aka {pw}, quyana",
    "Aaluk: passwordga nutaaq {pw}",
    "Yako: ting nutaan password {pw}",
    "Bobby: ink da new password is {pw} cuz",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 28), (_spelled, 14), (_cli, 34), (_urls, 13), (_vendors, 40),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 5), (_wifi, 18),
    (_spelled_tokens, 6), (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 18), (_code, 10),
    (_chats, 6),
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
    "the kennel NVR admin password is": "{s}", "smokehouse HMI pw:": "{s} (since the March refit)",
    "password-aka": "{s}", "hangar NAS password": "{s}\nchange it after breakup",
    "passwordga": "{s}", "ting password": "{s}", "gui password:": "{s}",
    "ink da password is": "{s} cuz",
    "the password Evon read out over the VHF was": "{s}, I think", "shi password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Wisetail API key", "{s}", _j((HEX, 32))),
    ("split_token", "eLandings key:", "{s} (fish tickets)", _j("elx_", (ALNUM, 36))),
    ("split_token", "ModMed client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Trezor backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/39", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_backup", "CU recovery codes", "{s}\nqwke-4821-plmz\nrtvb-0937-hxnc", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ITIN", "{s}", _itin),
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
    '{"kennel": {"url": "https://nvr.ndelta.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password-aka": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "evon", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmis": [{"name": "smoker-a"}, {"name": "smoker-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariabackup", "--backup", "--user", "cu", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "passwordga nutaaq {s}"}': ("meta_password", _plain_pw),
    '{"ting_password": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the fax gateway as clinic with the password {s}"}': ("meta_password", _plain_pw),
    '{"wisetail": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"finxactSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"lynden_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/40"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SM")),
    '{"preparer": {"ptin": "{s}"}}': ("meta_id", _ptin),
    '{"mfa": {"recovery_codes": ["{s}", "qwke-4821-plmz", "rtvb-0937-hxnc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"race_purse_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "NDE-Kennel", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"garmin-g1000-nxi-2036.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ndelta/dispatch:7.1").hexdigest()
_COMMIT = hashlib.sha1(b"kennel: add bootie count column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert fare table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fish-tickets-2036-07.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cu-statements-2036.zip").hexdigest()

CLEAN = [
    "Remind me to change the kennel NVR password before the Kuskokwim 300.",
    "Moses asked for the smokehouse wifi password; it's on the card in the office drawer.",
    "Policy: NDE passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Messenger; send a vault link instead.",
    "The `.env.example` line `WISETAIL_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The hangar NAS asks for a new admin password after every firmware update.",
    "Replace <YOUR_ELANDINGS_KEY> in the README with the key from your eLandings account.",
    "LYNDEN_API_KEY and FINXACT_CLIENT_SECRET must be set before the nightly sync runs.",
    "Waqaa! Password-aka qanrutekuvkenaku ellimeggnun, quyana.",
    "Quyana cakneq for fixing the kennel camera.",
    "Uvlaalluataq! Passwordga nutaaq atchu, Taikuu.",
    "Aarigaa, the Kotzebue flight left on time.",
    "Aang, Qaĝaasakung for the halibut.",
    "Cama'i, Quyanaa for the smoked salmon.",
    "Drin gwiinzii, Mahsi' choo for the ride to Fort Yukon.",
    "ink da password on da sticky note cuz, ask Nora.",
    "sure ah, I'll change my password tomorrow eh",
    "Пароль должен быть не короче четырнадцати символов.",
    "The clinic password policy: 14 characters, no dog names, changed every 90 days.",
    "비밀번호는 14자 이상이어야 합니다.",
    "Upgraded the kennel GPS server from Ubuntu 22.04 to 24.04 and pyserial to 3.5.",
    f"commit {_COMMIT} adds the bootie count column to the race log.",
    f"Rolled back to {_SHORT} after the fare table broke the ferry desk.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The G1000 NXi update image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cu-statements-2036.zip: {_SHA512}",
    f"The dispatch container runs ghcr.io/ndelta/dispatch@sha256:{_IMAGE}.",
    f"MD5 of fish-tickets-2036-07.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f2a8c91-7d4e-4b06-a1c5-9e8d7f6a5b43 is the slow one in the booking logs.",
    "Purchase order PO-2036-00412 for 60 bags of kibble ships on the Friday barge.",
    "Jira NDE-511: the smokehouse freezer alarm keeps tripping at night.",
    "Call the Bethel clinic front desk on +1 907 543 0198 before noon.",
    "Tail number N4821K, the Beaver, is down for a 100-hour inspection.",
    "Ferry reservation AMH-7731-UNA, two passengers and one truck, Dutch Harbor to Homer.",
    "Fish ticket E36-0041782 covers 1,240 lb of sockeye from the Nushagak district.",
    "Smoker 2 runs at 74 °C for six hours; the brine is 8 % salt.",
    "After five wrong passwords the CU app locks the account for 30 minutes.",
    "The Bethel dog yard has 42 dogs and 3 sleds; the race team takes 14.",
    "The secret of good strips is alder smoke and patience.",
    "Ask Evon for the hangar keypad code, I don't have it.",
    "My card ending 4417 was declined at the Nome AC store.",
    "The Vaduz supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the CU admin console and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ELANDINGS_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the fuel shed freezes shut in January; use de-icer.",
    "Paylocity moved the API key page under Settings › Integrations in its spring release.",
    "The guest wifi 'NDE-Guest' is open, no password needed.",
    "Routing the Kotzebue–Noatak mail run through Kivalina adds 40 minutes.",
    "Member number 004417 asked about the share certificate rate, 4.25 % APY.",
    "Flight NDE 227 from Nome to Shishmaref, 5 passengers, 310 lb of freight.",
    "Room 12 of the slope camp needs a new mattress; the galley opens at 04:30.",
    "The DEA requires the controlled-substance log to be kept for two years.",
    "A PTIN is needed by anyone who prepares federal tax returns for pay.",
    "The PIN pad at the CU drive-through is broken again.",
    "The door code changes on the first of every month.",
    "MMSI 367123450 belongs to the ferry tender; call sign WDK4821.",
    "VIN 1FTFW1E50NFA12345 is the kennel truck.",
    "ISBN 978-1-60223-123-4 is the Yup'ik dictionary on the clinic shelf.",
    "Order 77-20361 for smoked sockeye, 12 jars, ships to Anchorage.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2036-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/nde/kennel-nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 417}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "NDE-511", "purchase_order": "PO-2036-00412"}',
    '{"dog": {"name": "Kobuk", "position": "lead", "age": 5}}',
    '{"phone": "+1 907 543 0198", "city": "Bethel"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "dogs_in_yard": 42}',
    '{"tail_number": "N4821K", "type": "DHC-2 Beaver", "base": "OTZ"}',
    '{"reservation": "AMH-7731-UNA", "vessel": "Tustumena", "sailing": "2036-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
