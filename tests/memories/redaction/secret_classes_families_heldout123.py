# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-twenty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-twenty-second's docstring, the
fifth to hundred-and-twenty-second only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a Tatra or Julian peak
and its height, a mountain word and a number, an avalanche dog's name and the year it qualified, a
helicopter's registration and its hours, an avalanche danger level in Slovak, Slovene, Polish or
German spelling, a rescue callsign, a frost and a wind speed, a snow depth, a radio channel and its
frequency, a volunteer "on" a peak, the vault's generated groups and random runs), names, places,
templates, tools, vendors and layouts, the way the crews of the Kamzik Alpine Rescue Network (KARN,
a fictional organisation) leak secrets into an assistant's memory: helicopter bases at Poprad and
Zakopane, a base at Bovec, ski-patrol radio rooms at Kranjska Gora and Jasná, huts with solar
micro-grids (Chata pod Sivým hrebeňom, Koča pod Rombonom), a snow-weather station on Kanin and a
dog-handler unit with its van, with volunteers from Slovakia (Prešov and Záhorie), Poland (Warsaw
and Zakopane), Slovenia (Gorenjska, Prekmurje and, across the Italian border, the Resia valley) and
Austria (Vienna and Carinthia). The texts are WhatsApp, Signal, Threema, Viber, Teams, Element,
Slack, Mattermost, Rocket.Chat, Telegram, Briar, Delta Chat, Nextcloud Talk, Google Chat, Webex,
Discord, Wire, Skype, Gadu-Gadu, Azet chat, SchoolFox, Edupage and Messenger messages and a
transcribed Zello channel, Obsidian, Joplin, Google Keep, OneNote, Apple Notes, Trilium, Cherrytree,
Standard Notes, Memos, UpNote, Anytype and Coda notes, OMNITRACKER, Redmine, Znuny, TOPdesk and
Jitbit tickets, an e-mail, an incident note, a runbook, a README fragment, shell history (Tabby,
Konsole, GNOME Terminal, xterm, urxvt, Terminology, cool-retro-term, Extraterm, Wave Terminal,
Ptyxis, Black Box, QTerminal, LXTerminal, MATE Terminal, Sakura, Tilda, ConEmu, Cmder, SecureCRT,
Xshell, Termius, a zsh history file), configs, code, voice-dictated text and requests to the
assistant itself, around the panels of helicopter, radio, snow-science, power, camera, tracking and
field hardware (an Outerlink IRIS tracker, a Becker AR6201, TRBOnet and SmartPTT dispatch, a DAMM
TetraFlex and a Teltronic NEBULA TETRA network, an Omnitronics omniDispatch console, an Eventide
NexLog recorder, a Tait TB9400 base station, an Alinco DR-MD520, an Airbus Tactilon Agnet console, a
Jenoptik SHM30 snow-depth sensor, an OTT Parsivel² disdrometer, a Theodor Friedrichs combilog, a
Boschung road-weather station, a CHC Navi i73, a Kaco blueplanet and a Solarmax inverter, a Senec
battery, a Hoppecke battery monitor, an Iskraemeco AM550 meter, Victron, Kostal and E3/DC gear, a
bintec be.IP plus router, Nx Witness, Digifort, Mirasys and Qognify VMS, a Bosch Autodome, a Yuneec
H520E, a Getac F110, Garmin Montana 700i and Alpha 200 handhelds and Tracker Hunter dog collars).
Tools none of heldouts 5 to 122 names: victron-ble, mpp-solar, libuser's `luseradd`, pykoplenti,
E3/DC's Python library (`E3DC(…, key=…)`), seqcli, arduino-cloud-cli, proxmox-backup-manager,
gvfs-mount, nitropy, onionshare-cli, bt-agent, LocalSend, mu4e's `~/.authinfo`, ReaR's
`BACKUP_PROG_CRYPT_KEY`, MDT's `Bootstrap.ini`, GPSLogger and OsmAnd; beside them the commands the
product names (sshpass, mysql, redis-cli, curl, smbclient, htpasswd, 7z, openssl, gpg, plink,
xfreerdp, net use, sqlplus, ipmitool, mosquitto_pub, sudo -S, ldapsearch, zip, lftp, kinit, cqlsh,
snmpget, docker login, xh, sqlcmd) and configs of Traccar, Icecast, a Zabbix proxy, Spring, a
compose file, `.pgpass`, WordPress, fstab, Django, Home Assistant, msmtp, Laravel and wpa_supplicant
in layouts of its own. About 42 % of the texts are in other languages than English (by a rough count
of the drawn samples): Šariš (the Eastern Slovak of Prešov), Záhorie Slovak (záhoráčtina), Warsaw
street Polish (gwara warszawska), Resian (rozajanski), Upper Carniolan Slovene (gorenjščina),
Prekmurje Slovene (prekmürščina), Carinthian German (Kärntnerisch) and Viennese German (Wienerisch),
which no earlier docstring names (Slovak, Polish, Slovene, Austrian German, Bavarian, Tyrolean and
the Goral of Podhale are named before; these are not), and Slovak, Polish, Slovene, German, Czech,
Hungarian, Ukrainian, Croatian, Italian, Russian, Romanian, Dutch, Spanish, French and Simplified
Chinese in wordings of their own. The eight new languages' wordings are the author's approximations,
checked by no speaker, built around their pronouns, possessives, copulas and particles and the
loanwords people there really text (password, wifi, PIN, IBAN, API key, token, login, user): Šariš's
`ta` ("well"), `mojo` ("my", its vowels short), `čislo`, `ňikomu ňehutor` ("tell no one"), `potim`
("then"), `dzveri` ("door") and `kľuč`; Záhorie's `ogári` ("lads"), `šak`, `néni` ("isn't"),
`wifina` and `vodičák`; Warsaw's `ferajna` ("the gang"), `tera` ("now"), `se` (for `sobie`), `weź se
zapisz` and `kumasz?` ("get it?"); Resian's `jë` ("is"), `ma` and `moj` ("my"), `nu` ("and"), `ta
nova` ("the new"), `tu-w koči` ("in the hut"), `nikar` ("don't") and `nikëmur` ("to no one"), with
the Italian loan `password`; Upper Carniolan's `zdej` ("now"), `gesl` (`geslo` clipped), `nobenmu`
("to nobody"), `pol` ("then") and `tud` ("also"); Prekmurje's `nouvo` ("new"), `gnes` ("today"),
`nikomi` ("to nobody"), `ne pravi` ("don't say") and `domanji` ("the family at home"); Carinthian's
`lei` ("only"), `gell`, `kan` ("no one"), `nit` ("not"), `vo` ("of") and `Schlüssl`; Viennese's
`Oida`, `Hawara` ("mate"), `neich` ("new"), `kanem` ("to no one"), `ned amoi` ("not even"), `mei`
("my") and `Kartn` ("card"): all guesses after published word lists or neighbouring varieties.
Vendors (Websupport, Finstat, Exponea, Heureka, SuperFaktura, TrustPay, Besteron, Synerise,
Bitpanda, Smartlook, Brand24, CallPage, Emplifi, Whispir, Alertus, SARCALL, TracPlus, FlightLogger,
Skywise, LAWIS, Senec, Kaco, Airbus's Agnet, TRBOnet, SmartPTT, Freemap, Alpify, Tatra banka, NLB,
Telekom Slovenije, A1 Telekom, ZEN.com, enova365, Depo.sk, Balíkobox, Profitroom, KWHotel, Hotres,
Dotykačka, Storyous, hellotess, Pycom's Pybytes, Truphone, Wireless Logic, Eseye, Simbase and
Datalust's Seq) are ones heldouts 5 to 122 do not name; none of them publishes a token shape the
author knows, so every shape here (Alpify's `alp_`, the UUIDs, hex runs, base64 and random runs and
the JWTs of FlightLogger and Senec) is the author's guess. The ids are kinds heldouts 5 to 122 do
not use, the crews', pilots', handlers' and guides' documents: a Slovak insured person's number
(číslo poistenca), a citizen's birth number drawn until python-stdnum's `sk.rc` validates it; a
Slovak passport, a Slovak vehicle's registration certificate (osvedčenie o evidencii), an Austrian
Zulassungsschein, a Slovene prometno dovoljenje, a Slovak and a Slovene driving licence (vodičský
preukaz, vozniško dovoljenje), the EU pet passports of two avalanche dogs (an Austrian
Heimtierausweis, a Polish paszport dla zwierzęcia), a Slovak blaster's licence (preukaz
strelmajstra), a Polish SEP electrician's certificate (świadectwo kwalifikacji), a Slovak hunting
licence (lovecký lístok), a Slovene hunting card (lovska izkaznica) and firearms licence (orožni
list), an Austrian radiotelephony certificate (BZF I), an Austrian Bergführerausweis and the guide's
cards of a Slovak mountain guide, a Tatra guide (legitymacja przewodnika tatrzańskiego) and a
Slovene mountain guide (izkaznica gorskega vodnika); python-stdnum has no module for any of these
and none carries a check a library or this file verifies (no check-digit algorithm is written here):
they are unchecked, their shapes as the author believes them or guessed. Card numbers pass Luhn
(Visa, Mastercard, Maestro, Amex, JCB, UnionPay, Discover and Diners prefixes from the value
helpers, each checked with python-stdnum's `luhn`). The IBANs are of the countries used least by a
rough count over the IBAN shapes of heldouts 5 to 122 (Sweden in nine corpora; Slovakia, Slovenia,
Croatia, Bosnia and Herzegovina, Montenegro, Liechtenstein and North Macedonia in ten), a bank code
in front (real ones where the author knows them) and, where a national scheme fixes them, its check
digits (Slovenia's 56, Bosnia's 39, Montenegro's 25, North Macedonia's 07), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Czech, Italian, Spanish,
French, Russian and Simplified Chinese lists, with valid checksums. 390 samples + 20 split fields +
20 metadata = 430 scored, and 60 clean texts and 10 clean metadata dicts that must stay as they are.
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
from stdnum.sk import rc as sk_rc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 123_640_289
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


def _per_template(makers: dict[str, Maker], default: Maker, **pools: list[str]) -> Draw:
    """Like ``_with``, but a template listed in ``makers`` draws its ``pw`` from its own maker."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        make = makers.get(template, default)
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


# Peaks of the Tatra, the Low Tatra and the Julian Alps with their heights, as the crews know them.
_PEAKS = [("Gerlach", 2655), ("Lomnica", 2634), ("Rysy", 2501), ("Krivan", 2494), ("Svinica", 2301),
          ("Giewont", 1894), ("Kasprowy", 1987), ("Chopok", 2024), ("Dumbier", 2043),
          ("Triglav", 2864), ("Mangart", 2679), ("Jalovec", 2645), ("Kanin", 2587),
          ("Prisojnik", 2547), ("Rombon", 2208), ("Dobratsch", 2166)]  # fmt: skip
_MOUNTAIN = ["kosodrevina", "kamzik", "svistok", "limba", "kozica", "kosowka", "halny", "smreka",
             "macesen", "rusevje", "gams", "murmeltier", "latschen", "plaz", "lawina", "zleb",
             "sutina", "skrbina"]  # fmt: skip
_DOGS = ["Brix", "Aska", "Dunaj", "Rys", "Bora", "Kira", "Bleki", "Tara", "Lupo", "Ajda", "Fenja",
         "Baksis"]  # fmt: skip
_TAILS = ["OMKRN", "OMATS", "SPKZC", "S5HKA", "OEXKM", "SPHXT"]
_NAMES = ["Maros", "Zuzka", "Lubo", "Janka", "Jozko", "Marek", "Ferko", "Vierka", "Wojtek", "Kasia",
          "Bartek", "Gosia", "Mariusz", "Zbyszek", "Matevz", "Spela", "Nejc", "Urska", "Primoz",
          "Jure", "Sandro", "Luigina", "Stefan", "Marjeta", "Hannes", "Ferdl", "Poldi", "Sepp",
          "Gerhild", "Hias", "Radek"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["Tr1gl4v", "G3rl4ch", "Kr1v4n", "M4ng4rt", "Ch0p0k", "R0mb0n", "G13w0nt", "K4n1n", "Ry5y"]
_CALLS = ["Alfa", "Bravo", "Delta", "Tango", "Sierra", "Kilo", "Oscar"]
_LEVELS = ["Stupen", "Stopnja", "Stopien", "Stufe"]


def _peak(g: random.Random) -> str:
    name, height = g.choice(_PEAKS)
    return f"{name}{height}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as the vault's generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways the crews pick passwords, one maker each.
_PICKS: list[Maker] = [
    _peak,
    lambda g: f"{g.choice(_MOUNTAIN)}{g.randrange(10, 100)}{g.choice(['', '!', '.', '#'])}",
    lambda g: f"{g.choice(_DOGS)}{g.randrange(2011, 2025)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TAILS)}#{g.randrange(800, 9000)}",
    lambda g: f"Lavina{g.randrange(1, 6)}{g.choice(_LEVELS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "!$%&?", 16),
    _manager,
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"Kamzik{g.randrange(1, 10)}-{g.choice(_CALLS)}{g.choice(_SYMBOLS)}",
    lambda g: f"minus{g.randrange(5, 32)}Wind{g.randrange(40, 160)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PEAKS)[0].lower()}_{g.choice(_MOUNTAIN)}_{g.randrange(1975, 2026)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"Sneh{g.randrange(40, 400)}cm{g.choice(_SYMBOLS)}{_r(g, LOWER, 3)}",
    lambda g: f"Ch{g.randrange(1, 17):02d}_{g.choice(['148', '149', '150', '168'])}.{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_NAMES)}Na{g.choice(_PEAKS)[0]}{g.randrange(2, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Heli base Poprad': the Outerlink IRIS portal password is {pw}",
    "Signal from Radek: Becker AR6201 config tool password {pw}",
    "Threema, Matevž: TRBOnet dispatcher password for the Bovec console {pw}",
    "Viber message from Gosia: SmartPTT dispatcher password {pw}",
    "Teams chat, radio room Kranjska Gora: DAMM TetraFlex web password {pw}",
    "Element room #radio-room: Teltronic NEBULA base station web password {pw}",
    "Zello channel 'KARN ops', transcribed: the Omnitronics omniDispatch admin password is {pw}",
    "Slack #snow-station: Jenoptik SHM30 service password {pw}",
    "Mattermost ~snow: OTT Parsivel² web config password {pw}",
    "Rocket.Chat from Ľubo: Theodor Friedrichs combilog logger password {pw}",
    "Telegram from Primož: Boschung road-weather station admin password {pw}",
    "Briar message relayed down from the hut (no signal up there): Kaco blueplanet inverter password {pw}",
    "Delta Chat from Hias: Solarmax MaxWeb password for the hut micro-grid {pw}",
    "Nextcloud Talk, 'Huts': Senec battery portal password {pw}",
    "Google Chat, Janka: bintec be.IP plus router admin password {pw}",
    "Webex chat during the shift handover: Nx Witness admin password {pw}",
    "Discord DM from Bartek: Digifort VMS password at the Zakopane base {pw}",
    "Wire message from Urška: Mirasys VMS admin password {pw}",
    "Skype from Ferdl: Qognify VMS password {pw}",
    "Gadu-Gadu from Mariusz: Bosch Autodome camera password {pw}",
    "Azet chat, Jožko: Tracker Hunter account password {pw}",
    "SchoolFox message (wrong app, sorry) from Gerhild: Garmin Alpha 200 Explore password {pw}",
    "Edupage message from Vierka: Getac F110 tablet BIOS password {pw}",
    "Messenger, Kasia: Airbus Tactilon Agnet console password {pw}",
    "Obsidian note 'Heli base': flight-planning PC password {pw}",
    "Joplin note 'Radio room': Tait TB9400 base station web password {pw}",
    "Google Keep: Alinco DR-MD520 programming software password {pw}",
    "OneNote page 'Snow station': CHC Navi i73 GNSS receiver web password {pw}",
    "Apple Notes: Yuneec H520E ground station password {pw}",
    "Trilium note 'Huts': Iskraemeco AM550 meter portal password {pw}",
    "Cherrytree node 'Koča pod Rombonom': Hoppecke battery monitor password {pw}",
    "Standard Notes: Garmin Montana 700i Explore password {pw}",
    "OMNITRACKER ticket 4410: the Nx Witness server at Bovec rejects {pw} since the update",
    "Redmine #2217: Jenoptik SHM30 on Kanin, service password {pw}, please rotate",
    "Znuny ticket 2031081410000123: Outerlink password {pw} went out in a plain mail, reset please",
    "TOPdesk call I-2410-077: the Kaco inverter password {pw} no longer accepted since the firmware update",
    "Jitbit ticket #883: Tait base station admin password {pw} must be rotated",
    "Hi Wojtek,\n\nthe password for the SmartPTT server in Zakopane is {pw}. Shred this mail as soon as it's in Bitwarden.\n\nCheers,\nŠpela",
    "Incident 2031-02-11: the Senec portal of Chata pod Sivým hrebeňom was shared with a guest, password {pw}",
    "Runbook: hut micro-grid reset\n1. open the Solarmax MaxWeb on 10.40.2.5\n2. log in as installer\n3. password {pw}\n4. clear the fault log",
    "README (radio-room rack)\nTetraFlex UI: https://tetra.karn.lan, admin password `{pw}`.",
    "dictated: the Boschung station password is {pw} full stop",
    "note to self: dog-unit laptop password {pw}",
    "remember my Tatra banka internet banking password: {pw}",
    "my NLB Klik password is now {pw}",
    "heslo k tabletu Getac v zásahovom aute je {pw}",
    "hasło do rejestratora NexLog w dyżurce: {pw}",
    "geslo za usmerjevalnik v koči je {pw}",
    "Das Kennwort vom Tait-Funkgerät im Funkraum lautet {pw}",
    "heslo na meteostanici pod Kaninem je {pw}",
    "a hóállomás számítógépének jelszava: {pw}",
    "пароль до ноутбука кінологів: {pw}",
    "lozinka za kameru na vrhu glasi {pw}",
    "la password del PC della base elicotteri è {pw}",
    "пароль от компа в радиорубке: {pw}",
    "parola de la laptopul echipei canine este {pw}",
    "wachtwoord sneeuwstation-pc (van Joost): {pw}",
    "Ta heslo ku novemu routeru na chace je {pw}, ňikomu ho ňehutor",
    "Ogári, heslo do počítača v garáži je {pw}, šak to néni ťažké",
    "Ferajna, tera hasło do kompa w bazie to {pw}, weź se zapisz",
    "Ma password od kompjutra tu-w koči jë {pw}",
    "Zdej je gesl od računalnika v dežurni {pw}, nobenmu ne povej",
    "Nouvo geslo za računalnik v garaži gnes je {pw}, nikomi ne pravi",
    "Des Passwort fürn Funkraum-PC is {pw}, sog's lei kan Fremdn, gell",
    "Oida, des neiche Passwort vom Hubschrauber-PC is {pw}, sog's kanem",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["maros", "zuzka.h", "lubo", "janka.k", "jozko", "marek.p", "ferko", "vierka", "wojtek",
          "kasia.z", "bartek", "gosia", "mariusz", "zbyszek", "matevz", "spela.r", "nejc", "urska",
          "primoz", "jure.k", "sandro", "luigina", "stefan.h", "marjeta", "hannes", "ferdl", "poldi",
          "sepp.g", "gerhild", "hias", "radek", "svc-heli", "radio-room"]  # fmt: skip
_LOGINS = [
    "Signal, Radek: the Outerlink login is {u} / {pw}",
    "Redmine #2230: {u} locked out of TRBOnet, last password {pw}",
    "user {u} pass {pw}",
    "Coda › Radio room › SmartPTT: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Nx Witness Bovec | {u} | {pw} |",
    "log into the Kaco blueplanet as {u} with {pw}",
    "TetraFlex login {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: senec-hut-3\n  user: {u}\n  pass: {pw}",
    "Teams: account {u}, password {pw}",
    "Hannes says the Digifort account is {u} and the password is {pw}",
    "host,user,password\nnexlog-kg,{u},{pw}",
    "ssh {u}@wx-kanin.karn.lan (pw {pw})",
    "prihlasovacie meno {u}, heslo {pw}",
    "login {u}, hasło {pw}",
    "uporabnik {u}, geslo {pw}",
    "Benutzername {u} und Passwort {pw}",
    "mojo meno je {u} a heslo {pw}",
    "login {u}, a hasło to {pw}, kumasz?",
    "User is {u}, Passwort {pw}, passt?",
    "Da User is {u} und des Passwort {pw}, gell",
    "uporabnik je {u}, geslo pa {pw}",
    "user jë {u} nu password {pw}",
    "a felhasználónév {u}, a jelszava {pw}",
    "jméno {u}, heslo {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kamzik", "svistok", "kosodrevina", "limba", "smrekovec", "kozica", "gams", "lawina",
               "plaz", "macesen", "murmeltier", "triglav", "rombon", "giewont", "chopok", "krivan",
               "halny", "sutina"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password: {w} written in lower case, the number {d} behind it",
    "password: {w}, right after it comes {d}",
    "for the dog-unit laptop it's {w} and then {d}, no space",
    "dictated in the van: the hut wifi is {w} followed by {d}",
    "type {w}, then {d}; that's the radio-room PC",
    "it's {w}{d}, it's all one token",
    "heslo tvorí slovo {w}, za ním hneď {d}",
    "hasło składa się ze słowa {w} i liczby {d}",
    "geslo: najprej beseda {w}, potem še {d}",
    "Passwort: zuerst das Wort {w}, gleich danach {d}",
    "ta heslo to slovo {w}, a potim {d}",
    "Des Passwort is des Wort {w} und dann {d}, Oida",
    "gesl je beseda {w}, pol pa {d}",
    "hasło to {w}, a zaraz za nim {d}, ferajna",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


def _e3dc_key(g: random.Random) -> str:
    """The RSCP key typed into an E3/DC's display: letters and digits the owner chose."""
    return _r(g, ALNUM, g.randrange(12, 20))


def _victron_key(g: random.Random) -> str:
    """A Victron device's instant-readout encryption key: 32 hex digits."""
    return _r(g, HEX, 32)


_CLI: dict[str, Maker] = {  # template: the maker of its secret
    'victron-ble read "d4:3a:2c:91:07:e5@{pw}"': _victron_key,
    "mpp-solar -p /dev/hidraw0 -P PI30 -c QPIGS -o mqtt -q mqtt.karn.lan --mqttuser {u} --mqttpass '{pw}'": _plain_pw,
    "luseradd -P '{pw}' {u}": _plain_pw,
    "pykoplenti --host 10.40.3.8 --password '{pw}' read-processdata devices:local/Dc_P": _plain_pw,
    'e3 = E3DC(E3DC.CONNECT_LOCAL, username=USER, password=os.environ["E3DC_PW"], ipAddress="10.40.3.9", key="{pw}")': _e3dc_key,
    "seqcli ingest -s https://seq.karn.lan --apikey={pw} -i avalanche-obs.json": _j((ALNUM, 20)),
    "ARDUINO_CLOUD_CLIENT=$HUT_CLIENT_ID ARDUINO_CLOUD_SECRET={pw} arduino-cloud-cli device list": _j((ALNUM, 64)),
    "proxmox-backup-manager user create sync@pbs --password '{pw}'": _plain_pw,
    "printf '%s\\n' {u} KARN '{pw}' | gvfs-mount smb://fs.karn.lan/avalanche-obs": _plain_pw,
    "sshpass -p '{pw}' ssh {u}@wx-kanin.karn.lan": _plain_pw,
    "mysql -h db.karn.lan -u {u} -p'{pw}' huts": _plain_pw,
    "redis-cli -h 10.40.0.12 -a '{pw}' --no-auth-warning info keyspace": _plain_pw,
    "curl -u {u}:{pw} https://tetra.karn.lan/api/v1/subscribers": _plain_pw,
    "smbclient //fs.karn.lan/dogs -U '{u}%{pw}'": _plain_pw,
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'": _plain_pw,
    "7z a -p'{pw}' -mhe=on incident-2031-02.7z incident/": _plain_pw,
    "openssl enc -aes-256-cbc -pbkdf2 -in roster.xlsx -out roster.enc -pass pass:{pw}": _plain_pw,
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d hut-keys.gpg": _plain_pw,
    "plink -ssh -pw {pw} {u}@10.40.2.1": _plain_pw,
    "xfreerdp /v:dispatch.karn.lan /u:{u} /p:'{pw}' /cert:ignore": _plain_pw,
    "net use Z: \\\\fs.karn.lan\\heli {pw} /user:KARN\\{u}": _plain_pw,
    "sqlplus {u}/{pw}@//ora.karn.lan:1521/DISPATCH": _plain_pw,
    "ipmitool -I lanplus -H 10.40.0.40 -U {u} -P '{pw}' chassis power status": _plain_pw,
    "mosquitto_pub -h mqtt.karn.lan -u {u} -P '{pw}' -t huts/rombon/soc -m 87": _plain_pw,
    "echo '{pw}' | sudo -S systemctl restart tetra-gw": _plain_pw,
    "ldapsearch -x -H ldap://dc.karn.lan -D 'cn={u},ou=staff,dc=karn,dc=lan' -w '{pw}' '(uid=*)'": _plain_pw,
    "zip -P '{pw}' dog-certs.zip dog-certs/*.pdf": _plain_pw,
    "lftp -u {u},{pw} sftp://files.kamzik-rescue.eu": _plain_pw,
    "echo '{pw}' | kinit {u}@KARN.LAN": _plain_pw,
    "cqlsh tsdb.karn.lan -u {u} -p '{pw}'": _plain_pw,
    "snmpget -v3 -l authNoPriv -u {u} -a SHA -A '{pw}' 10.40.0.1 sysUpTime.0": _plain_pw,
    "docker login registry.kamzik-rescue.eu -u {u} -p '{pw}'": _plain_pw,
    "xh -a {u}:{pw} https://senec.karn.lan/api/status": _plain_pw,
    "sqlcmd -S sql.karn.lan -U {u} -P '{pw}' -Q 'select 1'": _plain_pw,
}  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Tabby, radek@heli-ops:~$ {c}", "Konsole, profile 'wx-kanin': {c}",
    "GNOME Terminal ~/huts $ {c}", "xterm on the radio-room box: {c}", "urxvt: {c}",
    "Terminology, tab 2:\n{c}", "cool-retro-term (Ferdl's idea of a joke): {c}",
    "Extraterm ~/dispatch $ {c}", "Wave Terminal block: {c}", "Ptyxis, toolbox 'ops': {c}",
    "Black Box: {c}", "QTerminal on the Getac: {c}", "LXTerminal, pi@hut-rombon:~ $ {c}",
    "MATE Terminal: {c}", "Sakura ~ $ {c}", "Tilda (F12) {c}", "ConEmu, PS C:\\karn> {c}",
    "Cmder λ {c}", "SecureCRT session 'tetra-gw': {c}", "Xshell 7, session 'Bovec NVR': {c}",
    "Termius, host 'snow-station': {c}", "~/.zsh_history:\n: 1928374650:0;{c}",
    "príkaz, čo som spustil: {c}", "odpalona komenda: {c}", "ukaz, ki sem ga pognal: {c}",
    "den Befehl hab i so eingebn: {c}", "ta tu je komand: {c}", "des hob i eintippt: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_CLI), n):
        secret = _CLI[template](rng)
        text = template.format(pw=secret, u=rng.choice(_USERS))
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=text), secret))
    return out


_URLS = [
    "rtsp://{u}:{pw}@cam-rombon.karn.lan:554/Streaming/Channels/101",
    "mqtts://{u}:{pw}@mqtt.karn.lan:8883",
    "postgresql://{u}:{pw}@pg.karn.lan:5432/avalanche",
    "sftp://{u}:{pw}@files.kamzik-rescue.eu:22/incidents",
    "smb://{u}:{pw}@fs.karn.lan/heli",
    "ftp://{u}:{pw}@wx-kanin.karn.lan/data/",
    "https://{u}:{pw}@nexlog.karn.lan/api/recordings",
    "mongodb+srv://{u}:{pw}@huts.kamzik-rescue.eu/bookings",
    "amqp://{u}:{pw}@mq.karn.lan:5672/dispatch",
    "redis://:{pw}@10.40.0.12:6379/0",
    "Server=sql.karn.lan;Database=Dispatch;User Id={u};Password={pw};TrustServerCertificate=True",
    "GPSLogger › Custom URL: https://{u}:{pw}@track.karn.lan/log?lat=%LAT&lon=%LON&t=%TIME",
    "OsmAnd › Online tracking › web address: http://{u}:{pw}@track.karn.lan:5055/?id=dog-brix&lat={{0}}&lon={{1}}",
]  # fmt: skip
_URL_PLACES = [
    "HUTS_DB_URL={c}", "Memos: {c}", "note this connection string down: {c}",
    "pripojenie do databázy: {c}", "adres bazy: {c}", "Verbindung zur DB: {c}",
    "Znuny ticket 2031021110000088: {c}", "UpNote 'Links': {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for sample in v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS):
        if sample.text.startswith(("GPSLogger", "OsmAnd")):  # a tracker app's own field
            out.append(sample)
        else:
            out.append(
                Sample(sample.cls, rng.choice(_URL_PLACES).format(c=sample.text), sample.secret)
            )
    return out


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(3_000_000)
        claims = {"iss": issuer, "aud": "kamzik-rescue", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# None of these vendors publishes a token shape the author knows: every shape below is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Websupport", "WEBSUPPORT_API_SECRET", _j((HEX, 40))),
    ("Finstat", "FINSTAT_PRIVATE_KEY", _j((HEX, 40))),
    ("Exponea", "EXPONEA_API_SECRET", _j((URLSAFE, 64))),
    ("Heureka", "HEUREKA_API_KEY", _j((UPPER_DIGITS, 32))),
    ("SuperFaktura", "SUPERFAKTURA_API_TOKEN", _j((HEX, 32))),
    ("TrustPay", "TRUSTPAY_SECRET_KEY", _j((ALNUM, 32))),
    ("Besteron", "BESTERON_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Synerise", "SYNERISE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Bitpanda", "BITPANDA_API_KEY", _j((URLSAFE, 96))),
    ("Smartlook", "SMARTLOOK_API_KEY", _j((HEX, 40))),
    ("Brand24", "BRAND24_API_TOKEN", _j((ALNUM, 48))),
    ("CallPage", "CALLPAGE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Emplifi", "EMPLIFI_TOKEN", _j((B64, 60))),
    ("Whispir", "WHISPIR_API_KEY", _j((ALNUM, 24))),
    ("Alertus", "ALERTUS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("SARCALL", "SARCALL_API_KEY", _j((UPPER_HEX, 32))),
    ("TracPlus", "TRACPLUS_API_KEY", _j((ALNUM, 40))),
    ("FlightLogger", "FLIGHTLOGGER_API_TOKEN", _vendor_jwt("https://api.flightlogger.net")),
    ("Skywise", "SKYWISE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("LAWIS", "LAWIS_API_KEY", _j((HEX, 32))),
    ("Senec", "SENEC_API_TOKEN", _vendor_jwt("https://app-gateway.senec.com")),
    ("Kaco", "KACO_PORTAL_TOKEN", _j((B64, 43), "=")),
    ("Airbus Agnet", "AGNET_API_KEY", _j((ALNUM, 48))),
    ("TRBOnet", "TRBONET_API_TOKEN", _j((HEX, 64))),
    ("SmartPTT", "SMARTPTT_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Freemap", "FREEMAP_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Alpify", "ALPIFY_API_KEY", _j("alp_", (ALNUM, 32))),
    ("Tatra banka", "TATRABANKA_CLIENT_SECRET", _j((ALNUM, 40))),
    ("NLB", "NLB_PSD2_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Telekom Slovenije", "TS_SMS_API_KEY", _j((HEX, 32))),
    ("A1 Telekom", "A1_SMS_API_TOKEN", _j((ALNUM, 36))),
    ("ZEN.com", "ZEN_API_KEY", _j((HEX, 64))),
    ("enova365", "ENOVA_API_TOKEN", _j((B64, 86), "==")),
    ("Depo.sk", "DEPO_API_KEY", _j((HEX, 40))),
    ("Balíkobox", "BALIKOBOX_TOKEN", _j((ALNUM, 32))),
    ("Profitroom", "PROFITROOM_API_KEY", _j((ALNUM, 40))),
    ("KWHotel", "KWHOTEL_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Hotres", "HOTRES_API_KEY", _j((HEX, 32))),
    ("Dotykačka", "DOTYKACKA_REFRESH_TOKEN", _j((ALNUM, 48))),
    ("Storyous", "STORYOUS_CLIENT_SECRET", _j((HEX, 40))),
    ("hellotess", "HELLOTESS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Pybytes", "PYBYTES_TOKEN", _j((URLSAFE, 40))),
    ("Truphone", "TRUPHONE_API_KEY", _j((HEX, 40))),
    ("Wireless Logic", "SIMPRO_API_SECRET", _j((ALNUM, 32))),
    ("Eseye", "ESEYE_API_SECRET", _j((ALNUM, 40))),
    ("Simbase", "SIMBASE_API_KEY", _j((ALNUM, 32))),
    ("Seq", "SEQ_API_KEY", _j((ALNUM, 20))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "$env:{env} = \"{tok}\"",
    "setx {env} {tok}",
    "docker run -d -e {env}={tok} ghcr.io/kamzik/dispatch-bridge:3.1",
    "dokku config:set dispatch-bridge {env}={tok}",
    "fly secrets set {env}={tok} -a karn-huts",
    ".gitlab-ci.yml:\nvariables:\n  {env}: \"{tok}\"",
    "php-fpm pool www.conf:\nenv[{env}] = {tok}",
    "Apache vhost:\nSetEnv {env} {tok}",
    "supervisord [program:bridge]\nenvironment={env}=\"{tok}\"",
    "crontab -l\n*/5 * * * * {env}={tok} /opt/karn/sync.sh",
    "Portainer stack 'huts', env: {env}={tok}",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "Coda › Integrations › {vendor} › key: {tok}",
    "Anytype page 'Integrations': | {vendor} | live | {tok} |",
    "UpNote: rotate the {vendor} key {tok} after the season",
    "Threema, Nejc: {vendor} key for the hut bookings: {tok}",
    "Slack: new {vendor} token since the rotation on Monday: {tok}",
    "Redmine #2291: {vendor} returns 401 for the key {tok}",
    "TOPdesk call I-2411-012: {vendor} connector down since Monday, key in use {tok}",
    "please remember my {vendor} API key: {tok}",
    "kľúč k API od {vendor}: {tok}",
    "klucz API do {vendor}: {tok}",
    "{vendor}: ključ od API-ja se glasi {tok}",
    "{vendor}-Zugang fürs Hüttenbuchungssystem, API-Key {tok}",
    "API klíč k {vendor}: {tok}",
    "{vendor} API-kulcs: {tok}",
    "{vendor} API ključ glasi {tok}",
    "API kľuč od {vendor} je {tok}, ňikomu ho ňedavaj",
    "klucz API do {vendor}, weź se zapisz: {tok}",
    "Da {vendor} API-Key is {tok}, Oida",
    "Da API-Schlüssl vo {vendor} is {tok}, gell",
    "{vendor}, ključ od API-ja: {tok}, nobenmu ne povej",
    "ključ od API-ja za {vendor} je {tok}, nikomi ne pravi",
    "API key od {vendor} jë {tok}",
    "API kľúč do {vendor} je {tok}, ogári, nedávajte ho nikomu",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    lawis = _r(rng, HEX, 32)
    sarcall = _r(rng, UPPER_HEX, 32)
    freemap = _r(rng, LOWER_DIGITS, 32)
    tracplus = _r(rng, ALNUM, 40)
    superfaktura = _r(rng, HEX, 32)
    whispir = _r(rng, ALNUM, 24)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.lawis.at/api/profile", headers={{"X-Api-Key": "{lawis}"}})', lawis),
        Sample("vendor_token", f"curl -H 'Authorization: ApiKey {sarcall}' https://api.sarcall.net/v2/callouts", sarcall),
        Sample("vendor_token", f'L.tileLayer("https://outdoor.tiles.freemap.sk/{{z}}/{{x}}/{{y}}?key={freemap}").addTo(map);', freemap),
        Sample("vendor_token", f"const tp = new TracPlusClient({{ apiKey: '{tracplus}' }});", tracplus),
        Sample("vendor_token", f"$sf = new SFAPIclient('ucto@kamzik-rescue.eu', '{superfaktura}', 'KARN', 123456);", superfaktura),
        Sample("vendor_token", f"local.properties:\nwhispir.apiKey={whispir}", whispir),
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


_BARE: dict[str, Maker] = {  # template: the maker of its token
    "{t}": _j((ALNUM, 44)),
    "onionshare-cli --receive ~/incoming\n…\nGive this private key to the sender:\n{t}": _j((BASE32, 52)),
    "Zello: {t}": _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    "the portal shows it one single time:\n{t}": _j((B64, 56), "=="),
    "ten token: {t}": _j((LOWER_DIGITS, 48)),
    "{t}\n^ rotated this morning": _j((URLSAFE, 50)),
    "drop this token here: {t}": _j((ALNUM, 36)),
}  # fmt: skip
_bare = _Family("bare_token", list(_BARE), lambda g, i, t: {"t": _BARE[t](g)}, "t")


_HEX_PLACES = {  # template: the key's length in hex digits
    "Iskraemeco AM550 customer-port key (GUEK) of the Rombon hut meter: {h}": 32,
    "Iskraemeco AM550 authentication key (GAK): {h}": 32,
    "TetraFlex static cipher key SCK 3 for the rescue talkgroups: {h}": 20,
    "AES-256 key of the Tait P25 handhelds, hex: {h}": 64,
    "HMAC secret for the Senec webhook: {h}": 64,
    "LoRaWAN AppKey of the snow-depth node SN-04 (OTAA): {h}": 32,
    "kľúč na šifrovanie záloh (hex): {h}": 64,
    "klucz AES do szyfrowania rejestratora: {h}": 32,
    "Da Schlüssl fürs Backup vom Funkraum, hex: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Redmine #2302: token copied from the browser's dev tools {t}",
    "Cookie: lang=sk; karn_session={t}",
    "DISPATCH_BRIDGE_TOKEN={t}",
    "put this bearer somewhere safe {t}",
    "token do panelu: {t}",
    "da Token is {t}",
    "Jitbit chat transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@kamzik-rescue.eu"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.kamzik-rescue.eu/realms/karn",
            "azp": "dispatch-console",
            "roles": ["dispatcher", "heli-crew"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the snow-station Pi, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/dispatch.kamzik-rescue.eu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TETRA_GW_TLS_KEY": "{key}", "site": "kranjska-gora"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_heli <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "TOPdesk call I-2410-090, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "súkromný kľúč servera:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the insurers' SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, off the card before I shred it: {p}": "english",
    "BlueWallet, exported words:\n{p}": "english",
    "Nunchuk key backup (the old hut fund, emptied): {p}": "english",
    "voice memo: the Keystone recovery words are {p}, that was the last word": "english",
    "Anytype page 'Hut fund wallet (retired)': {p}": "english",
    "obnovovací fráze peněženky Trezor Safe 3: {p}": "czech",
    "záložné slová k peňaženke (Trezor, po česky): {p}": "czech",
    "frase di recupero del portafoglio Ledger di Sandro: {p}": "italian",
    "frase de recuperación de la cartera de Kasia: {p}": "spanish",
    "phrase de récupération du portefeuille de la cabane : {p}": "french",
    "мнемоника от кошелька хижины: {p}": "russian",
    "钱包助记词：{p}": "chinese_simplified",
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
        " / ".join(words),
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Slack, Janka: the KARN card for the Tait spare batteries is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} valid until {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Redmine #2340: pay the Outerlink renewal with card {c}",
    "moja karta: {c}, platí do {mm}/{yy}",
    "numer karty: {c}, ważna do {mm}/{yy}",
    "kartica {c}, veljavna do {mm}/{yy}",
    "Kartennummer {c}, läuft ab {mm}/{yy}",
    "mojo čislo karty je {c}",
    "Oida, mei Kartn: {c}, {mm}/{yy}",
    "numer karty, tylko nie zgub: {c}",
    "številka od kartice je {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "maestro", "amex", "visa", "jcb", "mastercard", "unionpay",
           "discover", "diners"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/34, CVC {cvv}",
               "CVC from the back of the KARN card: {cvv}",
               "Amex {c}; the CID, small print on the front above the number: {cvv}",
               "tri čísla na zadnej strane karty: {cvv}",
               "kod CVV z rewersu karty: {cvv}",
               "die drei Ziffern hinten auf da Kartn: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 122 (Sweden in nine corpora, the others
# in ten): a bank's code in front, the rest drawn, and for Slovenia, Bosnia, Montenegro and North
# Macedonia the check digits their national schemes fix (56, 39, 25, 07).
_IBAN_BANKS: dict[str, tuple[list[str], str, str]] = {  # country: bank codes, rest's shape, check
    "SE": (["500", "600", "800", "300"], "n" * 17, ""),
    "SK": (["1100", "0900", "0200", "7500", "5600"], "n" * 16, ""),
    "SI": (["02", "03", "04", "10", "19", "61"], "n" * 13, "56"),
    "HR": (["2340009", "2484008", "2402006", "2360000"], "n" * 10, ""),
    "BA": (["161", "338", "141", "154"], "n" * 13, "39"),
    "ME": (["510", "520", "535", "555"], "n" * 15, "25"),
    "LI": (["08800", "08810", "08802"], "c" * 12, ""),
    "MK": (["300", "250", "210"], "c" * 10 + "nn", "07"),
}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_BANKS)


def _iban(rng: random.Random, country: str) -> str:
    banks, shape, check = _IBAN_BANKS[country]
    alphabet = {"n": D, "c": UPPER_DIGITS}

    def make(g: random.Random) -> str:
        bban = g.choice(banks) + "".join(g.choice(alphabet[c]) for c in shape)
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, lambda n: std_iban.is_valid(n) and n[2:4] == (check or n[2:4]))


_IBAN_PLACES = [
    "Invoice KARN-2031-044: pay the Hoppecke batteries for the Rombon hut to {i} within 14 days",
    "save the Stockholm avalanche-probe supplier's IBAN: {i}",
    "IBAN: {i}\nReference: hut levy 2031",
    "Slack #treasury: the Sarajevo radio workshop's new bank details, IBAN {i}",
    "moje IBAN: {i}",
    "mój IBAN: {i}",
    "moj IBAN je {i}",
    "Mei IBAN: {i}",
    "ta mojo IBAN je {i}",
    "IBAN na žiro račun: {i}",
    "IBAN od mene: {i}",
    "Überweisung an die Vaduzer Bergschule, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _sk_insured(g: random.Random) -> str:
    """A Slovak insured person's number (číslo poistenca): a citizen's birth number, the birth date
    (a woman's month plus 50) and four digits, the whole divisible by 11 (`sk.rc` checks it)."""

    def make(h: random.Random) -> str:
        year, month, day = h.randrange(1955, 2006), h.randrange(1, 13), h.randrange(1, 29)
        month += h.choice([0, 50])
        return f"{year % 100:02d}{month:02d}{day:02d}/{_r(h, D, 4)}"

    return v.until(g, make, sk_rc.is_valid)


def _shape(*parts: tuple[str, int] | str) -> Maker:
    """A document number of a shape the author believes or guesses; no check is computed."""
    return _j(*parts)


_ID_PLACES: dict[str, Maker] = {
    "číslo poistenca (kartička Dôvery) zraneného lyžiara: {s}": _sk_insured,
    "Slovak health insurance number of the injured climber, for the HEMS report: {s}": _sk_insured,
    "mojo čislo poistenca: {s}": _sk_insured,
    "cestovný pas: {s}": _shape((UPPER, 2), (D, 7)),
    "moj orožni list jë {s}": _shape("OL", (D, 6)),
    "osvedčenie o evidencii zásahového auta: {s}": _shape((UPPER, 2), (D, 6)),
    "Zulassungsschein-Nummer vom Hundebus: {s}": _shape((D, 8)),
    "prometno dovoljenje (kombi za pse): {s}": _shape("S", (D, 7)),
    "vodičák: {s}": _shape("E", (UPPER, 1), (D, 6)),
    "vodičský preukaz: {s}": _shape("E", (UPPER, 1), (D, 6)),
    "vozniško dovoljenje: {s}": _shape((D, 8)),
    "Mei Heimtierausweis fürn Lawinenhund Brix: {s}": _shape("AT0", (D, 9)),
    "paszport dla zwierzęcia (suka Kira): {s}": _shape("PL", (D, 11)),
    "preukaz strelmajstra (trhacie práce, lavínová služba): {s}": _shape("SM-", (D, 5)),
    "świadectwo kwalifikacji SEP (E1) elektryka od mikrosieci: {s}": _shape("E/", (D, 3), "/", (D, 3), "/24"),
    "lovecký lístok: {s}": _shape("LL", (D, 6)),
    "lovska izkaznica: {s}": _shape((D, 6)),
    "Flugfunkzeugnis (BZF I): {s}": _shape("BZF-", (D, 5)),
    "Da Bergführerausweis vom Sepp: {s}": _shape("K-BF-", (D, 4)),
    "preukaz horského vodcu: {s}": _shape("HV", (D, 4)),
    "legitymacja przewodnika tatrzańskiego, weź zapisz: {s}": _shape("PT/", (D, 3), "/", (D, 2)),
    "izkaznica gorskega vodnika: {s}": _shape("GV-", (D, 4)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Outerlink IRIS 2FA backup codes\n{codes}",
            "záložné kódy pre Google účet KARN: {codes}",
            "kody zapasowe do konta Microsoft z dyżurki: {codes}",
            "rezervne kode za Proton račun: {codes}",
            "Backup-Codes fürs GitHub-Konto vom Funkraum: {codes}",
            "recovery codes for the TRBOnet cloud admin: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/KARN%20VPN:radek@kamzik-rescue.eu?secret={s}&issuer=KARN%20VPN&period=30",
              "nitropy nk3 secrets register --kind totp --issuer KARN-VPN radek {s}",
              "Aegis, manual entry for the Outerlink login, secret key: {s}",
              "tajný kľúč pre 2FA (Tatra banka business): {s}"]  # fmt: skip
_CODES = ["Tatra banka: {c} je váš overovací kód. Nikomu ho neposkytujte.",
          "Twój kod BLIK to {c}, nie podawaj go nikomu",
          "NLB Klik: vaša enkratna koda je {c}",
          "Ihr Bestätigungscode für die Bergrettungs-App lautet {c}",
          "Use {c} to sign in to Outerlink IRIS"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = index % 2 == 1 and "otpauth" not in template and "nitropy" not in template
    secret = v.totp_secret(rng, spaced=spaced)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["KARN-Radio", "Chata-Sivy-Hreben", "Koca-Rombon", "Schronisko-CzP", "HeliBase-Poprad",
          "Bovec-Base-5G", "Jasna-Patrol", "KG-Radio-Room", "Kanin-WX", "Starlink-Hut3",
          "DogUnit-Van", "A1-Kranjska-Gora", "Telekom-SK-Zakopane"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "hut network {s}, password {pw}",
    "wpa_supplicant-wlan0.conf on the snow-station Pi:\nnetwork={{\n  ssid=\"{s}\"\n  psk={pw}\n}}",
    "wifi {s} má heslo {pw}",
    "wifi {s} ma hasło {pw}",
    "wifi {s} ima geslo {pw}",
    "WLAN {s}, Schlüssel {pw}",
    "heslo na wifinu {s} je {pw}",
    "wifi {s}, hasło {pw}, tylko se nie zgub",
    "Des WLAN-Passwort vom {s} is {pw}",
    "Des WLAN {s} hot des Passwort {pw}",
    "wifi {s}, gesl {pw}",
    "password od wifi {s} jë {pw}",
    "heslo od wifiny {s} je {pw}",
    "the key printed under the bintec box: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 16)
    return _plain_pw(rng)


_WIFI_MAKERS = {_WIFI_PLACES[4]: _j((HEX, 64))}  # wpa_passphrase wrote the derived PSK there
_wifi = _Family("wifi_key", _WIFI_PLACES, _per_template(_WIFI_MAKERS, _wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("alp_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28)),
                 _j((LOWER_DIGITS, 32))]  # fmt: skip
_SPELL = ["as Radek read it off the screen: {t}", "[dictated over the Tetra radio] {t}",
          "(so the preview won't show it) {t}", "po jednom znaku: {t}",
          "znak po znaku: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kód od kladky na sklade lyží: {pw}", "kod do kłódki na skrzyni z liną: {pw}",
          "koda za ključavnico na depoju goriva: {pw}",
          "Da Code fürs Vorhängschloss beim Hangar is {pw}",
          "bt-agent -c NoInputNoOutput -p /etc/bluetooth/pin.conf\n# pin.conf:\n* {pw}",
          "LocalSend PIN on the radio-room PC: {pw}",
          "the key safe at the Rombon hut door: {pw}",
          "kod od dzveri do garažu je {pw}",
          "Da Tastencode vom Spind is {pw}, Oida",
          "SIM PIN of the Getac in car 2: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kosodrevina", "kamzik", "svistok", "limba", "kozica", "halny", "macesen", "gams",
                 "murmeltier", "sutina", "skrbina", "zleb", "plaz", "smreka", "latschen", "kosowka"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the radio room: {p}": " ",
            "Bitwarden master passphrase (dog unit): {p}": "-",
            "prístupová fráza k trezoru: {p}": " ",
            "hasło główne do sejfu: {p}": ".",
            "Da Passphrase vom Tresor: {p}": " ",
            "geslo za trezor je fraza {p}": "_",
            "Proton Pass unlock phrase (dog unit): {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request 'subscribers', header Authorization: Basic {v}": True,
    'HAProxy backend: http-request set-header Authorization "Basic {v}"': True,
    "Hoppscotch, saved request 'senec soc': Authorization: Bearer {v}": False,
    "Insomnia, request 'hut status', Authorization: Basic {v}": True,
    "Thunder Client request to the Senec gateway: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/rear/local.conf:\nOUTPUT=ISO\nBACKUP=NETFS\nBACKUP_URL=nfs://nas.karn.lan/rear\nBACKUP_PROG_CRYPT_ENABLED=1\nBACKUP_PROG_CRYPT_KEY=\"{pw}\"",
    "~/.authinfo for mu4e's smtpmail:\nmachine smtp.kamzik-rescue.eu login radek@kamzik-rescue.eu port 587 password {pw}",
    "MDT Bootstrap.ini:\n[Settings]\nPriority=Default\n[Default]\nDeployRoot=\\\\mdt.karn.lan\\Deploy$\nUserID=mdt-svc\nUserDomain=KARN\nUserPassword={pw}",
    "traccar.xml (dog-unit GPS server):\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "icecast.xml (airband stream of the radio room):\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "zabbix_proxy.conf at the Rombon hut:\nDBName=zabbix_proxy\nDBUser=zabbix\nDBPassword={pw}",
    "application.yml of the dispatch bridge:\nspring:\n  datasource:\n    username: dispatch\n    password: {pw}",
    "compose.yaml:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_USER: huts\n      POSTGRES_PASSWORD: {pw}",
    "~/.pgpass:\npg.karn.lan:5432:avalanche:forecaster:{pw}",
    "wp-config.php of the hut-booking site:\ndefine('DB_PASSWORD', '{pw}');",
    "/etc/fstab:\n//fs.karn.lan/heli  /mnt/heli  cifs  username=heli,password={pw},uid=1000  0  0",
    "settings.py (hut bookings):\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'USER': 'huts', 'PASSWORD': '{pw}'}}}}",
    "Home Assistant secrets.yaml at the hut:\nsenec_password: {pw}",
    "tait-gw.ini:\n[auth]\nuser = tait\npass = {pw}",
    "~/.msmtprc:\naccount karn\nhost smtp.kamzik-rescue.eu\nuser alerts@kamzik-rescue.eu\npassword {pw}",
    "Laravel .env of the avalanche bulletin:\nDB_USERNAME=bulletin\nDB_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Maroš: hut wifi password?\nJanka: {pw}",
    "[05:40] ferdl: root pw for the NexLog?\n[05:41] hannes: {pw}",
    "Radek: {pw} is the new Outerlink password",
    "Nejc: use {pw}, that's what the Tait has now",
    "Jožko: ta nove heslo je {pw}",
    "Ferko: nové heslo je {pw}, ogári",
    "Mariusz: tera hasło jest {pw}",
    "Sandro: ta nova password jë {pw}",
    "Primož: novo gesl je {pw}",
    "Štefan: nouvo geslo je {pw}",
    "Sepp: des neiche Passwort is {pw}",
    "Poldi: Oida, neiches Passwort: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060wort: {pw}", "has\u200bło = {pw}", "ges\u00adlo → {pw}", "hes\u200clo: {pw}",
    "Pаsswоrt: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ＰＡＳＳＷＯＲＤ={pw}", "pass\u200dword: {pw}",
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


def _czech_seed(g: random.Random) -> str:
    return str(_MNEMO["czech"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Outerlink password is": "{s}", "TetraFlex admin pw:": "{s} (since the radio swap in May)",
    "heslo na chatu je": "{s}", "Kaco password": "{s}\nto be changed after the winter season",
    "gesl od koče je": "{s}", "hasło do bazy to": "{s}", "Des Passwort is": "{s}, gell",
    "Nx Witness password": "{s}",
    "the password Radek read out over the radio was": "{s}, I think", "ta heslo je": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "LAWIS API key", "{s}", _j((HEX, 32))),
    ("split_token", "Alpify key:", "{s} (hut check-ins)", _j("alp_", (ALNUM, 32))),
    ("split_token", "SmartPTT API key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Trezor záložné slová", "{s}", _czech_seed),
    ("split_card", "card number", "{s} exp 05/35", lambda g: v.grouped(v.card(g, "maestro"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SK"))),
    ("split_backup", "Outerlink recovery codes", "{s}\nqmzt-4410-vbra\nkhew-9021-psod", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "číslo poistenca", "{s}", _sk_insured),
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
    '{"outerlink": {"url": "https://iris.karn.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"heslo_chata": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hias", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"huts": [{"name": "rombon"}, {"name": "sivy-hreben", "inverter_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["luseradd", "-P", "{s}", "radio-room"]}': ("meta_password", _plain_pw),
    '{"note": "tera hasło do kompa w bazie to {s}"}': ("meta_password", _plain_pw),
    '{"geslo": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the TRBOnet console as dispatcher with the password {s}"}': ("meta_password", _plain_pw),
    '{"lawis": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"trbonetToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"hotres_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/35"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SI")),
    '{"patient": {"cislo_poistenca": "{s}"}}': ("meta_id", _sk_insured),
    '{"mfa": {"recovery_codes": ["{s}", "qmzt-4410-vbra", "khew-9021-psod"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"hut_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"victron": {"encryption_key": "{s}"}}': ("meta_key", _victron_key),
    '{"hangar": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Koca-Rombon", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"shm30-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kamzik/dispatch-bridge:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"bulletin: add the wind-slab problem", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"huts: revert the SOC alarm", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"snowprofile_2031-01-17.caaml", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"incident-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the TetraFlex admin password before the radio audit on 2031-11-04.",
    "Janka asked for the hut wifi password; it's on the card behind the bar at Koča pod Rombonom.",
    "Policy: KARN passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the Zello channel; share a vault link instead.",
    "The `.env.example` line `LAWIS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Kaco inverter asks for a new installer password after every firmware update.",
    "Replace <YOUR_FREEMAP_KEY> in the README with the key from your Freemap account.",
    "SENEC_API_TOKEN and HOTRES_API_KEY must be set before the nightly hut sync runs.",
    "Ta heslo ňikomu ňehutor, ani kamarátovi z chaty.",
    "Ogári, heslo si pamatujte a nepište ho na papír.",
    "Ferajna, hasła nikomu nie podawaj, nawet kumplowi z bazy.",
    "Nikar na dajte password nikëmur, nu ni tu-w koči.",
    "Gesla nobenmu ne povej, tud šefu ne.",
    "Gesla nikomi ne pravi, niti domanjim.",
    "Des Passwort sog lei kan, a nit am Chef, gell.",
    "Oida, des Passwort sogst kanem, ned amoi am Hawara.",
    "Kratšie heslo ako štrnásť znakov systém neprijme.",
    "System nie przyjmie hasła krótszego niż czternaście znaków.",
    "Sistem ne sprejme gesla, krajšega od štirinajst znakov.",
    "Ein Passwort unter vierzehn Zeichen nimmt das System nicht an.",
    "Upgraded the SHM30 firmware from 2.6 to 2.7 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the wind-slab problem to the bulletin.",
    f"Rolled back to {_SHORT} after the SOC alarm flooded the radio room.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The SHM30 firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of incident-export-2031.parquet: {_SHA512}",
    f"The dispatch bridge runs ghcr.io/kamzik/dispatch-bridge@sha256:{_IMAGE}.",
    f"MD5 of snowprofile_2031-01-17.caaml is {_MD5}, the forecasters' share holds an identical copy.",
    "Request id 3f6c2a81-7d4e-4b19-a0c5-e28d91b7f604 is the slow one in the TRBOnet logs.",
    "Purchase order PO-2031-00217 for 12 Hoppecke cells for the Rombon hut ships on Tuesday.",
    "Redmine #2217: the Kanin snow-depth sensor reads 0 cm after every storm.",
    "Call the Bovec base on +386 5 388 61 20 before noon.",
    "The dog van's plate is ZA-482KR; the heli crew's car is PP 317 GN.",
    "Booking HR-2031-0815 at Chata pod Sivým hrebeňom: 6 beds, 14–16 February.",
    "Avalanche danger level 3 (considerable) above 1800 m, wind slabs on north-east aspects.",
    "Snow depth at Kanin 312 cm, 24-hour new snow 38 cm, air temperature −14.2 °C.",
    "After five wrong passwords the Outerlink portal locks the account for 30 minutes.",
    "The Rombon hut's battery bank is 48 V, 1200 Ah; the PV array is 6.4 kWp.",
    "The secret of a good snow profile is a clean pit wall and a sharp card.",
    "Ask Hias for the hangar padlock code, I don't have it.",
    "My card ending 4411 was declined at the hardware store in Poprad.",
    "The Stockholm supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Outerlink account and keep them in the base safe.",
    "A real wallet helpdesk never asks anyone for the recovery words.",
    "Keep `TRBONET_API_TOKEN` in the secrets store, never in the repository.",
    "The key safe at the Rombon hut freezes shut below −20 °C; bring the de-icer.",
    "LAWIS moved the API key page under Profile › Developer in its autumn release.",
    "ISBN 978-3-7022-3615-4 is the avalanche handbook on the radio-room shelf.",
    "The guest wifi 'KARN-Gast' is open, no password needed.",
    "Helicopter OM-KRN flew 3.4 hours today; the hoist did 11 cycles.",
    "Frequency 148.2625 MHz is the rescue channel; the TETRA talkgroup is 4401.",
    "Brix passed the IRO avalanche test with a find time of 4 min 12 s.",
    "Heslo do wifi je na lístku za barom, opýtaj sa Janky.",
    "Geslo za wifi je na listku za šankom, vprašaj Špelo.",
    "Hasło do wifi jest na kartce za barem, zapytaj Gosię.",
    "Das WLAN-Passwort steht auf dem Zettel hinter der Bar.",
    "Пароль от вайфая на бумажке за стойкой.",
    "A wifi jelszava a pult mögötti cetlin van.",
    "La password del wifi è sul foglietto dietro il bancone.",
    "Lozinka za wifi je na papiriću iza šanka.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/karn/outerlink", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2217", "purchase_order": "PO-2031-00217"}',
    '{"snow": {"station": "kanin", "depth_cm": 312, "new_cm": 38, "temp_c": -14.2}}',
    '{"phone": "+386 5 388 61 20", "city": "Bovec"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "beds_free": 4}',
    '{"avalanche": {"level": 3, "aspects": ["N", "NE", "E"], "elevation_m": 1800}}',
    '{"helicopter": "OM-KRN", "hours": 3.4, "hoist_cycles": 11}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
