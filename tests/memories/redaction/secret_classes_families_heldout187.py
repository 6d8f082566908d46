# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eighty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-fifth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, `secret_classes_families.py`, the round corpora, the corpora written
at the same time (the hundred-and-eighty-sixth to hundred-and-eighty-ninth), any test, the reports,
the benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (187462039), password words (a sheep breed or ranch word, a turquoise mine, a number and a
sign; two rodeo events joined by a dash with a number; a name, a birth year, a sign and a Four
Corners town; leet words of the sheep, Chinle wool, Shiprock, turquoise, the rodeo queen, the
hogan, frybread, the microgrid, the bus yard and the silversmith with a year; `Bus`, a route
number, a town and a sign; a town, a ranch word and a year; a mine, a carat weight and `ct`;
`TubaSolar` with kilowatt-hours; a rodeo event in capitals, a sign and a number; `Ropes` between a
name and an event; a generator's four groups and random runs), names, places, templates, tools,
vendors and layouts, the way the staff of Turquoise Mesa Enterprises (fictional: a Navajo-Churro
sheep ranch and wool warehouse at Chinle, a turquoise and silver jewellery shop in Gallup and Zuni,
chapter-house IT at Window Rock, a school-bus contract out of the Kayenta bus yard, a solar
microgrid at Tuba City, a trading post at Shiprock and a rodeo at Second Mesa) leak secrets into an
assistant's memory. The texts are Zello, GroupMe, Remind, Band, Marco Polo, Voxer, Viber, Kik,
Messenger, Teams, Google Chat, Signal, Slack and Discord messages, chat logs with times, Spiceworks,
Freshdesk and Zendesk tickets, BookStack pages and tables, Apple Notes and Google Keep notes, an
e-mail, a runbook, a README fragment, shell, PowerShell, Termux, Git Bash, WSL, Blink and tmux
prompts and a shell history, code (Python, Go, Rust, Ruby, PHP, C#, Kotlin, Swift, NodeMCU Lua,
Elixir, Julia, Arduino C++ and JavaScript), configs, Otter and voice-memo transcripts, spelled-out
and dictated text and requests to the assistant itself; the label's separators run from a colon,
"is" and a dash to an arrow, an emoji (👉, 🔑), a new line, quotes (`"…"`, `'…'`, `«…»`),
backticks, parentheses and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 185 names (each grepped for the
command, flag or variable itself): `rdpy-rdpclient.py -u … -p`, sqlpackage's `/TargetPassword:`,
WeeChat's `/secure set` (through `weechat -r`), LibreOffice's `DocumentOpenPassword` filter option,
`pkcs15-init --store-pin … --pin`, newsboat's `freshrss-password` and `ttrss-password`,
TransitClock's `transitclock.db.dbPassword`, an OpenEMS Edge InfluxDB config, solaranzeige's
`$InfluxPassword`, a LemonPOS `lemonposrc`, unpoller's `UP_UNIFI_DEFAULT_PASS`, and the company's
own `MICROGRID_HISTORIAN_PASSWORD`, `TME_BUSYARD_DB_PASS`, `BUSYARD_ACCESS_TOKEN`,
`MICROGRID_DB_URL` and `HEILA_EDGE_TOKEN`. Beside them commands of lightly used tools (each in one
or two earlier corpora by that grep: `teamviewer passwd`, meshctrl's `--loginpass`, `nxc smb`,
bloodhound-python, ldapdomaindump, yafc, `sunshine --creds`, vncdotool, ncrack, patator, wfuzz's
`--basic`, `IPERF3_PASSWORD` with `--rsa-public-key-path`, cpdf's `-encrypt`, keepassxc-cli fed by
an `echo`, mqttui, rtl_433's MQTT output, dsmadmc, orapki's `-pwd`, `artemis create`, `splunk add
user`, `realm join --one-time-password`, `samba-tool … --adminpass`, `step ca init
--password-file`, dbisql and pyhoca-cli), and common layouts (env files, compose, systemd,
Kubernetes secrets, fish and PowerShell variables, a wifi QR code, `otpauth://`, JWTs, PEM blocks,
Basic and Bearer headers, connection strings, `.netrc`, `.my.cnf`, pgbouncer's userlist, Home
Assistant's secrets and a Mumble server ini) in wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 183 of 390): Navajo (Diné bizaad), Hopi, Zuni (Shiwi'ma), Western Apache, Keres,
northern New Mexican Spanish and Spanglish texting, and Korean, Czech, Russian and Italian only in
seed-phrase lines. The wordings are the author's approximations, checked by no speaker, built
around a few marker words and the loanwords people there really text (password, wifi, PIN, token,
API key, server, username, backup codes): Navajo's `Yá'át'ééh`, `Ahéhee'`, `k'ad`, `wolyé`, `dóó`,
`índa`, `hágoónee'`, `t'áá ákót'é`, `shik'éí`, the possessive prefixes `shi-`, `ni-`, `bi-` and
`nihi-` on loanwords (`bipassword`, `nipassword`), `doo bił hólne' da`, `díí`, `dibé bighan`,
`ólta' chidí`, `naalyéhé bá hooghan` and the place names `Ch'ínílį́`, `Tségháhoodzání`, `Naat'áanii
Nééz`, `Tó Naneesdizí` and `Tó Dínéeshzheé` with their tone marks and nasal hooks; Hopi's `Um
waynuma`, `Askwali`, `kwakwhá`, `Owí`, `Nu'`, `i'-`, `pam`, `pay`, `pu'`, `lolma` and `Songòopavi`;
Zuni's `Keshhi`, `Elahkwa`, `hom` and `Halona:wa`; Western Apache's `Dagot'ee`, `ahi'yi'ee`, `shi`,
`nohwi` and `Ndee`; Keres' `Guwaatsi` and `da'waa'e`; northern New Mexican Spanish's `ándale pues`,
`híjole`, `mijo`, `mija`, `primo`, `la troca`, `la compiuter`, `la marketa`, `naiden`, `ay te
watcho`, `ya mero`, `borregas`, `el fierro`, `la traila`; Spanglish texting's `q onda`, `k onda`,
`bro`, `porfa`, `xfa`, `xq`, `ntp`, `checa si jala`, `te texteo`. The glottal stop is typed as the
ASCII apostrophe, as people text it, though
print writes `’` (`Yá’át’ééh`, `Ahéhee’`). The thinnest guesses: all the Keres lines (only the greeting
and the thanks around English), the Zuni and Western Apache lines beyond their greetings and
thanks (`hom`, `nohwi`, `shi` before a loanword), Hopi `i'password`, `pam`, `pay` and `pu'` in
those roles, Navajo `ólta' chidí` for a school bus, `vault biyi' sinil`, `díí command bee
naashnish`, `k'ad díí ííshłaa`, `t'áá ła'ígo ła'ígo` for spelling a key out, and `ako` in the Apache
spelled line.

Vendors (Here Comes The Bus, BusPatrol, Synovia, SafeStop, Edulog, Transfinder, Versatrans,
Skyward, Aeries, Edupoint, Raptor Technologies, Frontline Education, Gradelink, SchoolMint,
ParentSquare, Bloomz, Jewelers Mutual, Ross-Simons, Stuller, Gemvision, JTV, ProRodeo, RodeoHQ,
Rodeo Logic, Cowboy Channel, Vendini, SimpliPhi, Heila, Okra Solar, Fortress Power, Electriq,
Powin, Sunverge, Superior Livestock, CattleUSA, Bovisync, Moo Monitor, SwipeSimple, Payanywhere,
Shift4, Sacred Wind, Commnet, Choice Wireless and Baicells) are ones heldouts 5 to 185 do not name
(grepped by name). Their shapes are guesses (hex, base64, URL-safe and alphanumeric runs, UUIDs,
Gemvision's five dashed groups of five, JWTs for Versatrans, JTV and Heila, and the prefixes
`ss_live_`, `rhq_sk_`, `glk_`, `okra_`, `sws_live_` and `live_…_` for a stream key); the author
believes only two real: Shift4's `sk_live_` secret key (from SecurionPay) and Aeries' 32-hex
`AERIES-CERT` header, and the JWTs are well-formed.

The ids are kinds heldouts 5 to 185 do not use, except two lightly used ones that carry a check:
the US EIN, drawn until `stdnum.us.ein` accepts its campus prefix, and the PTIN, whose format
`stdnum.us.ptin` checks (each in one earlier corpus). The others are invented shapes that no
library or this file checks (no check-digit algorithm is written here): a Navajo Nation census
number, a Hopi enrollment number, a Zuni tribal ID, a White Mountain Apache enrollment number, a
New Mexico livestock brand registration, a PRCA membership card, an Arizona fingerprint clearance
card, a USDOT number, a New Mexico CDL, Arizona and Utah driver licences, a Navajo Nation business
licence and a New Mexico CRS tax number. Card numbers pass Luhn (the value helpers' Visa,
Mastercard, Amex, Discover, JCB, Diners, UnionPay and Maestro, checked with python-stdnum's `luhn`).
The IBANs are of countries used least by a rough count over heldouts 5 to 185 (Malta in fourteen
corpora by that count; Belarus, Greenland, Iceland, Libya, Mauritania, Mauritius and Kosovo in
fifteen), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Spanish, Korean, Czech, Russian and Italian lists, each with a valid checksum. Counts: 390 secret
samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum.us import ein as us_ein
from stdnum.us import ptin as us_ptin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 187_462_039
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
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    already planted in this corpus is drawn again, so that every secret stays unique."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(100):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_RANCH = ["Churro", "Rambouillet", "Merino", "Ewe", "Lamb", "Shearing", "Hogan", "Corral",
          "Mutton", "Frybread", "Bluecorn", "Piki", "Kneeldown", "Sumac", "Juniper", "Pinon",
          "Yucca", "Loom"]  # fmt: skip
_MINES = ["Kingman", "Morenci", "Bisbee", "Royston", "LoneMountain", "SleepingBeauty", "Number8",
          "Carico", "Cerrillos", "Damele", "Spiderweb", "Candelaria", "Pilot", "Blue Gem"]  # fmt: skip
_RODEO = ["Bronc", "Barrel", "Tiedown", "Breakaway", "Bulldog", "Bullrider", "Goat", "Steer",
          "Roper", "Chute", "Buckle", "Arena", "Header", "Heeler"]  # fmt: skip
_PLACES = ["WindowRock", "Shiprock", "Chinle", "TubaCity", "Kayenta", "Gallup", "Zuni",
           "SecondMesa", "Ganado", "Crownpoint", "Tohatchi", "Lukachukai", "Kykotsmovi", "Teesto",
           "Dilkon", "Acoma", "Laguna", "Whiteriver"]  # fmt: skip
_NAMES = ["Naomi", "Lorenzo", "Darlene", "Verna", "Harrison", "Kee", "Nizhoni", "Shaundiin",
          "Ahiga", "Hoskie", "Lomasi", "Loren", "Marisol", "Eloy", "Ruben", "Frances", "Benny",
          "Delphine", "Wilfred", "Tazbah", "Orlando", "Lucinda", "Vernon", "Priscilla"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Dib3", "Ch1nl3W00l", "Sh1pr0ck", "Turqu01s3", "R0d30Qu33n", "H0g4n", "Frybr34d",
         "M1cr0gr1d", "Bu5Y4rd", "S1lv3rsm1th"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RANCH)}{g.choice(_MINES).replace(' ', '')}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_RODEO, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"Bus{g.randrange(2, 60)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_RANCH).lower()}_{g.randrange(1960, 2034)}",
    lambda g: f"{g.choice(_MINES).replace(' ', '')}{g.randrange(3, 40)}ct{g.choice(_SYMBOLS)}",
    lambda g: f"TubaSolar{g.randrange(20, 400)}kWh{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_RODEO).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Ropes{g.choice(_RODEO)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Zello channel 'Chinle Ranch', Lorenzo: the Sol-Ark 15K installer password is {pw}",
    "GroupMe 'Kayenta Bus Yard': Synovia tablet admin password → {pw}",
    "Remind message to the drivers: Edulog driver app password - {pw}",
    "Band post in 'Shiprock Trading Post': the Clover back-office password is \"{pw}\"",
    "Marco Polo transcript, Verna: the Gallagher TW-3 scale head password is {pw}",
    "Voxer note from Harrison: the MidNite Classic 250 web password (it's {pw})",
    "Viber, Kee: Schneider Conext Gateway password 👉 {pw}",
    "Kik from Darlene: OutBack Mate3s password 🔑 {pw}",
    "Messenger, Second Mesa rodeo committee: arena scoreboard PC password\n{pw}",
    "Teams, #tuba-city-microgrid: Morningstar TriStar MPPT LiveView password: {pw}",
    "Google Chat, Window Rock chapter IT: the Baicells Nova eNB admin password is '{pw}'",
    "Signal, Nizhoni: Jewelers Mutual portal password = {pw}",
    "text de Eloy Archuleta: el password de la PC del laser welder es {pw}",
    "Slack #gallup-shop: Epilog Fusion Pro laser password — {pw}",
    "Discord #rodeo-office: FarmTek timer laptop password: «{pw}»",
    "Spiceworks ticket 4412: the Chinle chapter house UISP password {pw} stopped working",
    "Freshdesk #2290: reset the Shiprock trading post Lightspeed password, current one {pw}",
    "Zendesk ticket 7781: bus 14 dashcam admin password {pw}, please rotate",
    "Hi Kee,\n\nthe new root password for the microgrid controller at Tuba City is {pw}. Delete this after you vault it.\n\nNaomi",
    "Runbook: Tuba City microgrid black start\n1. open the Heila EDGE console\n2. log in as operator\n3. password: {pw}\n4. close breaker B2",
    "README (bus yard NUC)\nThe Transfinder Routefinder PLUS admin password is `{pw}`.",
    "BookStack page 'Sheep Camp Laptops': shared laptop password {pw}",
    "Apple Notes: Stuller supplier portal password (turquoise and silver orders): {pw}",
    "Google Keep: laptop de la secretaria del rodeo, la contraseña: {pw}",
    "voice memo, transcribed: the password for the wool warehouse computer is {pw} okay got it",
    "Otter transcript 09:14 Harrison: so the password for the Gallagher app is {pw}",
    "can you remember my Native American Bank online password? it's {pw}",
    "shi credit union app bipassword: {pw}, ahéhee'",
    "nota pa' mí: Ross-Simons portal, contraseña {pw}",
    "después del update, el password del Sol-Ark quedó {pw}",
    "ProRodeo entry i'password pam {pw}",
    "| system | password |\n|---|---|\n| Heila EDGE | {pw} |",
    "Yá'át'ééh, shik'éí! Ch'ínílį́ chapter house computer bipassword k'ad {pw} wolyé. Ahéhee'",
    "Naomi: shi email bipassword: {pw} — doo bił hólne' da",
    "nihi server bipassword → {pw}, t'áá ákót'é",
    "dibé bighan laptop bipassword: {pw}",
    "Kee: ólta' chidí 14 bi tablet password {pw} wolyé, hágoónee'",
    "Naat'áanii Nééz naalyéhé bá hooghan computer bipassword \"{pw}\"",
    "Ahéhee'! Tó Naneesdizí microgrid k'ad nipassword {pw} wolyé",
    "Um waynuma! Songòopavi wifi password pam {pw}. Askwali",
    "Nu' i'password pay {pw}, kwakwhá",
    "Second Mesa rodeo laptop password pam: {pw} — lolma",
    "Owí, i'email password (pam {pw})",
    "Keshhi! hom password {pw}, elahkwa",
    "Halona:wa jewelry shop computer password: {pw} elahkwa",
    "hom email password → {pw}",
    "Keshhi, hom server password: {pw}. Elahkwa",
    "Dagot'ee! shi password {pw}, ahi'yi'ee",
    "Ndee rodeo office computer: shi password – {pw}",
    "Dagot'ee, nohwi laptop password: {pw}",
    "Guwaatsi! Acoma feast committee laptop password: {pw}, da'waa'e",
    "Guwaatsi, Laguna bus yard password {pw}",
    "ándale pues, mijo, la contraseña de la compiuter del trading post es {pw}",
    "híjole, se me olvidaba: la contraseña de la laptop de la troca es {pw}",
    "oye primo, el password de la cuenta del banco: {pw}, no se lo digas a naiden",
    "la contraseña nueva del rancho de borregas en Chinle → {pw}",
    "Marisol: la clave de la compiuter de la marketa en Gallup es {pw}, ay te watcho",
    "mija, apúntame esto: contraseña (para el rodeo) {pw}",
    "ya mero se me va: la contraseña del email es «{pw}»",
    "q onda bro, el password del server es {pw} lol",
    "porfa no lo compartas, el pass del laptop es {pw}",
    "k onda, te texteo el password: {pw}",
    "bro the password pa' la cuenta de Etsy es {pw}, xq Marisol lo cambió",
    "ntp, el password del POS is {pw}, checa si jala",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["naomi.b", "lorenzo", "darlene.t", "verna", "harrison.b", "kee", "nizhoni", "shaundiin",
          "ahiga", "hoskie", "lomasi", "loren.s", "marisol", "eloy.a", "ruben", "frances.g",
          "benny", "delphine", "wilfred", "tazbah", "eriacho", "altaha", "chino.l", "svc-heila",
          "busyard", "pos-admin"]  # fmt: skip
_LOGINS = [
    "Zello, Lorenzo: the Sol-Ark login is {u} / {pw}",
    "Spiceworks #4420: {u} locked out of the Heila EDGE console, last password {pw}",
    "user {u} pass {pw}",
    "BookStack › Bus Yard › Tablets: {u} — {pw}",
    "| host | user | password |\n|---|---|---|\n| microgrid-hmi | {u} | {pw} |",
    "log into the Transfinder server as {u} with {pw}",
    "Gallagher app {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: bus-yard-nvr\n  user: {u}\n  pass: {pw}",
    "Voxer: creds for the FarmTek laptop are {u} and {pw}",
    "host,user,password\nshiprock-pos,{u},{pw}",
    "ssh {u}@heila.tmesa.lan (password {pw})",
    "Yá'át'ééh! shi username {u} wolyé dóó bipassword {pw}",
    "username {u}, bipassword {pw} — Ahéhee'",
    "Um waynuma, i'username {u}, i'password pam {pw}",
    "Keshhi! hom username {u}, hom password {pw}",
    "Dagot'ee, shi username {u}, shi password {pw}",
    "Guwaatsi: usuario {u}, password {pw}",
    "el usuario es {u} y la contraseña {pw}, mijo",
    "usuario {u} / clave {pw}, ándale",
    "bro el user es {u} y el pass {pw}",
    "q onda, user: {u} pass: {pw} xfa no lo compartas",
    "Nizhoni: username {u} dóó password {pw} wolyé",
    "Halona:wa computer: hom user {u}, password {pw}, elahkwa",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["churro", "rambouillet", "kneeldown", "bluecorn", "frybread", "piki", "kingman",
               "morenci", "royston", "bisbee", "nachitti", "tsegi", "lukachukai", "mittens",
               "breakaway", "tiedown", "saddlebronc", "hogback"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, then {d}",
    "password: {w} and right after it the number {d}",
    "Zello transcript: it's {w}, then {d}, no spaces",
    "type {w} and then {d}",
    "it's {w}{d}, word and number together",
    "voice memo: the bus tablet password is {w} followed by {d}",
    "bipassword {w} wolyé, índa {d}",
    "i'password pam {w}, pu' {d}",
    "hom password {w}, {d}, elahkwa",
    "la contraseña es la palabra {w} y luego {d}, mijo",
    "el password es {w}{d} todo junto bro",
    "shi password {w}, {d} ako",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # twelve different words
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "rdpy-rdpclient.py -u {u} -p '{pw}' chapter-pc.tmesa.lan:3389",
    "sqlpackage /Action:Publish /SourceFile:BusRoster.dacpac /TargetServerName:sql.tmesa.lan /TargetDatabaseName:BusRoster /TargetUser:{u} /TargetPassword:'{pw}'",
    "weechat -r '/secure set ktnn_sasl {pw}'",
    "soffice --headless --convert-to 'pdf:writer_pdf_Export:{{\"EncryptFile\":{{\"type\":\"boolean\",\"value\":\"true\"}},\"DocumentOpenPassword\":{{\"type\":\"string\",\"value\":\"{pw}\"}}}}' payroll.odt",
    "teamviewer passwd '{pw}'",
    "meshctrl ListDevices --url wss://mesh.tmesa.net --loginuser {u} --loginpass '{pw}'",
    "nxc smb 10.40.0.0/24 -u {u} -p '{pw}' --shares",
    "bloodhound-python -d tmesa.lan -u {u} -p '{pw}' -c All -ns 10.40.0.5",
    "ldapdomaindump -u 'TMESA\\{u}' -p '{pw}' ldap://dc1.tmesa.lan",
    "yafc ftp://{u}:{pw}@ftp.tmesa.net/catalog",
    "sunshine --creds {u} '{pw}'",
    "vncdotool -s microgrid-hmi.tmesa.lan::5900 --password '{pw}' capture hmi.png",
    "ncrack -v --user {u} --pass '{pw}' rdp://10.40.0.20",
    "patator ssh_login host=10.40.0.9 user={u} password='{pw}'",
    "wfuzz -c --basic {u}:{pw} -z file,paths.txt https://pos.tmesa.lan/FUZZ",
    "IPERF3_PASSWORD='{pw}' iperf3 -c 10.40.0.7 --username {u} --rsa-public-key-path tuba.pub",
    "cpdf -encrypt AES256 '{pw}' '' wool-contract.pdf -o wool-contract-locked.pdf",
    "echo '{pw}' | keepassxc-cli ls ranch.kdbx /Microgrid",
    "mqttui --broker mqtt://broker.tmesa.lan --username {u} --password '{pw}'",
    "rtl_433 -F 'mqtt://broker.tmesa.lan:1883,user={u},pass={pw}' -M time:iso",
    "dsmadmc -id={u} -password='{pw}' q sess",
    "orapki wallet create -wallet /u01/app/wallet -pwd '{pw}' -auto_login",
    "artemis create /var/lib/bus-broker --user {u} --password '{pw}' --require-login",
    "splunk add user {u} -password '{pw}' -role power -auth admin:$SPLUNK_ADMIN",
    "realm join tmesa.lan --one-time-password='{pw}'",
    "samba-tool domain provision --realm=TMESA.LAN --domain=TMESA --adminpass='{pw}'",
    "pkcs15-init --store-pin --auth-id 01 --label {u} --pin '{pw}' --puk 00000000",
    "step ca init --name 'TMESA CA' --dns ca.tmesa.lan --address :443 --provisioner {u}@tmesa.net --password-file <(echo '{pw}')",
    "dbisql -c 'UID={u};PWD={pw};Server=rodeo_db' -nogui",
    "pyhoca-cli -u {u} --password '{pw}' -c MATE --server x2go.tmesa.lan",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "root@tuba-microgrid:~# {c}", "kee@busyard-nuc:~$ {c}",
    "Termux on Lorenzo's phone:\n$ {c}", "Git Bash (MINGW64) ~/rodeo $ {c}",
    "WSL Ubuntu, naomi@chinle-laptop:~$ {c}", "Blink Shell on the iPad: {c}",
    "tmux pane 2, bastion.tmesa.net: {c}",
    "history | tail -3\n  512  cd /opt/heila\n  513  {c}\n  514  exit",
    "bash_history on the trading-post PC:\n{c}",
    "Yá'át'ééh, díí command bee naashnish: {c}", "k'ad díí ííshłaa: {c}",
    "Um waynuma, pam command: {c}", "Keshhi, hom command: {c}", "Dagot'ee, shi command: {c}",
    "el comando que corrí, mijo: {c}", "bro corrí esto: {c}",
    "Tségháhoodzání chapter house laptop, díí: {c}", "Halona:wa shop, hom command: {c}",
    "la laptop de la troca, mijo, corrí: {c}", "Naomi bi laptop, k'ad: {c}",
    "Songòopavi, pam command (askwali): {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        samples = v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)
        seen.update(s.secret for s in samples)
        return samples

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-corral.tmesa.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@files.tmesa.net:2222/wool-receipts/",
    "ldap://{u}:{pw}@dc1.tmesa.lan:389/dc=tmesa,dc=lan",
    "postgresql+psycopg://{u}:{pw}@pg.tmesa.lan:5432/microgrid",
    "mysql+aiomysql://{u}:{pw}@pos-db.tmesa.lan/tradingpost",
    "mssql+pytds://{u}:{pw}@sql.tmesa.lan:1433/BusRoster",
    "oracle+oracledb://{u}:{pw}@ora.tmesa.lan:1521/?service_name=RODEO",
    "redis://{u}:{pw}@cache.tmesa.lan:6379/2",
    "mongodb+srv://{u}:{pw}@cluster0.tmesa.mongodb.net/jewelry",
    "amqp://{u}:{pw}@mq.tmesa.lan:5672/buses",
    "webdavs://{u}:{pw}@cloud.tmesa.net/remote.php/dav/files/",
    "jdbc:postgresql://pg.tmesa.lan:5432/transit?user={u}&password={pw}&ssl=true",
    "Server=sql.tmesa.lan;Database=Rodeo;User Id={u};Password={pw};TrustServerCertificate=True;",
    "ftps://{u}:{pw}@ftp.tmesa.net:990/",
]  # fmt: skip
_URL_PLACES = [
    "MICROGRID_DB_URL={c}", "Grafana data source (the old one): {c}",
    "keep this connection string: {c}", "la cadena de conexión, mijo: {c}",
    "nihi database bi URL: {c}", "Spiceworks #4431: {c}", "BookStack 'Databases': {c}",
    "bro el connection string: {c}", "Keshhi, hom database URL: {c}",
    "i'connection string pam {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "turquoise-mesa", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "routes:read fleet:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _licence_key(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Here Comes The Bus", "HCTB_API_KEY", lambda g: v.uuid4(g, "8")),
    ("BusPatrol", "BUSPATROL_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Synovia", "SYNOVIA_API_TOKEN", _j((HEX, 40))),
    ("SafeStop", "SAFESTOP_API_KEY", _j("ss_live_", (ALNUM, 32))),
    ("Edulog", "EDULOG_API_SECRET", _j((ALNUM, 40))),
    ("Transfinder", "TRANSFINDER_API_KEY", _j((UPPER_HEX, 32))),
    ("Versatrans", "VERSATRANS_TOKEN", _vendor_jwt("https://api.versatrans.example")),
    ("Skyward", "SKYWARD_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Aeries", "AERIES_CERT", _j((HEX, 32))),
    ("Edupoint", "EDUPOINT_SYNERGY_KEY", lambda g: v.uuid4(g, "9")),
    ("Raptor Technologies", "RAPTOR_API_KEY", _j((ALNUM, 48))),
    ("Frontline Education", "FRONTLINE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Gradelink", "GRADELINK_API_KEY", _j("glk_", (LOWER_DIGITS, 36))),
    ("SchoolMint", "SCHOOLMINT_TOKEN", _j((HEX, 64))),
    ("ParentSquare", "PARENTSQUARE_API_KEY", _j((ALNUM, 32))),
    ("Bloomz", "BLOOMZ_API_SECRET", _j((B64, 64))),
    ("Jewelers Mutual", "JM_API_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Ross-Simons", "ROSS_SIMONS_AFFILIATE_TOKEN", _j((ALNUM, 28))),
    ("Stuller", "STULLER_API_KEY", _j((B64, 40))),
    ("Gemvision", "GEMVISION_LICENSE_KEY", _licence_key),
    ("JTV", "JTV_PARTNER_TOKEN", _vendor_jwt("https://partners.jtv.example")),
    ("ProRodeo", "PRORODEO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("RodeoHQ", "RODEOHQ_SECRET_KEY", _j("rhq_sk_", (ALNUM, 40))),
    ("Rodeo Logic", "RODEOLOGIC_TOKEN", _j((HEX, 40))),
    ("Cowboy Channel", "COWBOY_CHANNEL_STREAM_KEY", _j("live_", (D, 9), "_", (ALNUM, 30))),
    ("Vendini", "VENDINI_API_KEY", _j((ALNUM, 40))),
    ("SimpliPhi", "SIMPLIPHI_ACCESS_TOKEN", _j((URLSAFE, 64))),
    ("Heila", "HEILA_EDGE_TOKEN", _vendor_jwt("https://edge.heila.example")),
    ("Okra Solar", "OKRA_API_KEY", _j("okra_", (HEX, 40))),
    ("Fortress Power", "FORTRESS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Electriq", "ELECTRIQ_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Powin", "POWIN_STACKOS_TOKEN", _j((B64, 60))),
    ("Sunverge", "SUNVERGE_API_KEY", _j((HEX, 48))),
    ("Superior Livestock", "SUPERIOR_LIVESTOCK_API_KEY", _j((ALNUM, 36))),
    ("CattleUSA", "CATTLEUSA_TOKEN", _j((HEX, 32))),
    ("Bovisync", "BOVISYNC_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Moo Monitor", "MOOMONITOR_API_SECRET", _j((ALNUM, 44))),
    ("SwipeSimple", "SWIPESIMPLE_API_KEY", _j("sws_live_", (ALNUM, 32))),
    ("Payanywhere", "PAYANYWHERE_SECRET", _j((HEX, 64))),
    ("Shift4", "SHIFT4_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("Sacred Wind", "SACREDWIND_PORTAL_TOKEN", _j((URLSAFE, 48))),
    ("Commnet", "COMMNET_API_KEY", _j((UPPER_HEX, 40))),
    ("Choice Wireless", "CHOICE_WIRELESS_API_KEY", _j((ALNUM, 30))),
    ("Baicells", "BAICELLS_OMC_TOKEN", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "set -x {env} '{tok}'   # fish, on the bus-yard NUC",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: vendor-keys\nstringData:\n  {env}: \"{tok}\"",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a tmesa-api",
    "TME admin › Settings › Integrations › {vendor}: {tok}",
    "Spiceworks #4450: {vendor} integration broken, current key {tok}",
    "Zello, Lorenzo: {vendor} API key for the bus app: {tok}",
    "please keep my {vendor} API key: {tok}",
    "BookStack table 'Vendors': | {vendor} | prod | {tok} |",
    "Otter transcript: the {vendor} key is {tok}",
    "el token de {vendor}, cámbialo el viernes: {tok}",
    "{vendor} bi API key k'ad {tok} wolyé",
    "Yá'át'ééh! {vendor} API key: {tok}, Ahéhee'",
    "Naomi: {vendor} bi token {tok} wolyé, doo bił hólne' da",
    "{vendor} API key pam {tok}, askwali",
    "Um waynuma! {vendor} token pam {tok}",
    "Keshhi, hom {vendor} API key: {tok}",
    "Halona:wa shop, {vendor} API key: {tok}, elahkwa",
    "Dagot'ee, {vendor} API key → {tok}",
    "Guwaatsi, {vendor} API key: {tok}",
    "la llave del API de {vendor} es {tok}, mijo",
    "ándale, el API key de {vendor}: {tok}",
    "clave API de {vendor} (pa'l rancho): {tok}",
    "el token nuevo de {vendor}: {tok} — ay te watcho",
    "bro el {vendor} API key es {tok}",
    "q onda, te paso el API key de {vendor}: {tok}",
    "checa, el token de {vendor} is {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    synovia = _r(rng, HEX, 40)
    aeries = _r(rng, HEX, 32)
    parentsquare = _r(rng, ALNUM, 32)
    cattleusa = _r(rng, HEX, 32)
    shift4 = "sk_live_" + _r(rng, ALNUM, 24)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.synovia.example/v2/buses", headers={{"X-Api-Key": "{synovia}"}})', synovia),
        Sample("vendor_token", f"curl -H 'AERIES-CERT: {aeries}' https://sis.tmesa.example/aeries/api/v5/schools/12/students", aeries),
        Sample("vendor_token", f'const ps = new ParentSquareClient({{ apiKey: "{parentsquare}" }});', parentsquare),
        Sample("vendor_token", f'const cattleUSAToken = "{cattleusa}" // TODO move to env', cattleusa),
        Sample("vendor_token", f"$shift4 = new \\Shift4\\Shift4Gateway('{shift4}');", shift4),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    seen.update(s.secret for s in out)
    return out


_BARE_PLACES = ["{t}", "Zello: {t}", "it only shows it once, so here:\n{t}", "díí token: {t}",
                "el token, mijo: {t}", "{t}\n^ the new one, old one's revoked", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of sheep collar C-114 (OTAA): {h}": 32,
    "NwkSKey of the Tuba City stock-tank sensor (ABP): {h}": 32,
    "HMAC secret for the Shift4 webhook: {h}": 64,
    "AES key of the Gallagher EID reader export: {h}": 32,
    "IPsec PSK (hex) of the Kayenta bus-yard tunnel: {h}": 64,
    "nihi backup bi encryption key: {h}": 64,
    "la llave de cifrado del respaldo, mijo: {h}": 48,
    "Zello channel bi key (hex), doo bił hólne' da: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Spiceworks #4461: token copied out of the browser's network tab {t}",
    "Cookie: lang=nv; tme_session={t}",
    "BUSYARD_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "díí token k'ad: {t}",
    "el token del SSO, bro: {t}",
    "Zendesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tmesa.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.tmesa.net/realms/ranch",
            "azp": "busyard-console",
            "groups": ["drivers", "dispatch"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Tuba City microgrid box, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/pos.tmesa.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "wool-buyer"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_busyard <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk #2301, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "nihi server bi private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "la llave PGP del PRCA, mijo:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "Ledger recovery sheet for the rodeo prize wallet\n{p}": "english",
    "Sparrow wallet words (the old wool-money wallet, emptied): {p}": "english",
    "Nunchuk seed backup: {p}": "english",
    "voice memo: the Zeus wallet recovery words are {p} and that's all of them": "english",
    "díí wallet bi seed words: {p}": "english",
    "frase de recuperación de la cartera, mijo, no la pierdas: {p}": "spanish",
    "bro la seed phrase del Trust Wallet: {p}": "spanish",
    "지갑 복구 문구 (Chinle 사무실): {p}": "korean",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "фраза восстановления кошелька: {p}": "russian",
    "frase di recupero del portafoglio: {p}": "italian",
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
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Zello, Naomi: the ranch card for the shearing crew's motel is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Freshdesk #2312: pay the Gemvision renewal with card {c}",
    "shi card number {c} wolyé, {mm}/{yy}",
    "i'card number pam {c}",
    "hom card number: {c}, {mm}/{yy}, elahkwa",
    "Dagot'ee, shi card: {c}",
    "el número de la tarjeta, mijo: {c}, vence {mm}/{yy}",
    "bro mi card number es {c} exp {mm}/{yy}",
    "tarjeta del rodeo: {c}",
    "Guwaatsi, card number {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, the code on the back is {cvv}",
               "CVC from the back of the ranch card: {cvv}",
               "Amex {c}, the four little digits above the number: {cvv}",
               "card bi code (back side): {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "bro el CVV es {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 185; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"MT": "aaaa" + "n" * 5 + "c" * 18, "BY": "cccc" + "nnnn" + "c" * 16,
                "GL": "n" * 14, "IS": "n" * 22, "LY": "n" * 21, "MR": "n" * 23,
                "MU": "aaaa" + "n" * 19 + "aaa", "XK": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TME-2033-071: please pay the Valletta silver buyer's deposit to {i}",
    "save the Reykjavík wool buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Churro fleece lot 12",
    "Zello #accounts: the Prizren filigree workshop's new bank details, IBAN {i}",
    "shi IBAN {i} wolyé",
    "i'IBAN pam {i}",
    "hom IBAN: {i}, elahkwa",
    "Dagot'ee, shi IBAN: {i}",
    "el IBAN del comprador de Mauricio: {i}, mijo",
    "bro el IBAN es {i}",
    "cuenta del proveedor de plata en Nuakchot, IBAN {i}",
    "IBAN of the Nuuk qiviut co-op, for the yarn swap: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _census(g: random.Random) -> str:
    """A Navajo Nation census number (invented shape: nine digits; no public check)."""
    return g.choice("123") + _r(g, D, 8)


def _hopi_enrollment(g: random.Random) -> str:
    """A Hopi tribal enrollment number (invented shape: HT- and six digits)."""
    return "HT-" + _r(g, D, 6)


def _zuni_id(g: random.Random) -> str:
    """A Zuni tribal ID (invented shape: ZT, two letters and six digits)."""
    return "ZT" + _r(g, UPPER, 2) + _r(g, D, 6)


def _apache_enrollment(g: random.Random) -> str:
    """A White Mountain Apache enrollment number (invented shape: WM and seven digits)."""
    return "WM" + _r(g, D, 7)


def _brand(g: random.Random) -> str:
    """A New Mexico livestock brand registration (invented: NMB-, five digits, a letter)."""
    return f"NMB-{_r(g, D, 5)}{g.choice(UPPER)}"


def _prca(g: random.Random) -> str:
    """A PRCA membership card number (invented shape: seven digits)."""
    return g.choice("123456789") + _r(g, D, 6)


def _ivp(g: random.Random) -> str:
    """An Arizona fingerprint clearance card number (invented shape: eight digits after FC)."""
    return "FC" + _r(g, D, 8)


def _usdot(g: random.Random) -> str:
    """A USDOT number (seven digits; no check)."""
    return g.choice("123") + _r(g, D, 6)


def _nm_cdl(g: random.Random) -> str:
    """A New Mexico CDL number (invented shape: nine digits starting with 0)."""
    return "0" + _r(g, D, 8)


def _az_dl(g: random.Random) -> str:
    """An Arizona driver licence number (a letter and eight digits; no public check)."""
    return g.choice("ABDFGHS") + _r(g, D, 8)


def _ut_dl(g: random.Random) -> str:
    """A Utah driver licence number (invented shape: ten digits)."""
    return g.choice("123") + _r(g, D, 9)


def _nn_business(g: random.Random) -> str:
    """A Navajo Nation business licence (invented: NNBRD-, the year, four digits)."""
    return f"NNBRD-{g.randrange(2028, 2034)}-{_r(g, D, 4)}"


def _nm_crs(g: random.Random) -> str:
    """A New Mexico CRS tax number (invented shape: 02-, six digits, -00-, a digit)."""
    return f"02-{_r(g, D, 6)}-00-{g.choice(D)}"


def _ein(g: random.Random) -> str:
    """A US EIN whose campus prefix python-stdnum's `us.ein` accepts."""
    number = v.until(g, lambda h: h.choice("12345689") + _r(h, D, 8), us_ein.is_valid)
    return str(us_ein.format(number))


def _ptin(g: random.Random) -> str:
    """A PTIN (P and eight digits), its format checked by python-stdnum's `us.ptin`."""
    return v.until(g, lambda h: "P" + h.choice("0123") + _r(h, D, 7), us_ptin.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "Navajo Nation census number for the scholarship form: {s}": _census,
    "shi census number {s} wolyé": _census,
    "Hopi enrollment number (for the IHS clinic): {s}": _hopi_enrollment,
    "i'enrollment number pam {s}": _hopi_enrollment,
    "hom Zuni tribal ID: {s}, elahkwa": _zuni_id,
    "Dagot'ee, shi enrollment number: {s}": _apache_enrollment,
    "NM Livestock Board brand registration for the Chinle outfit: {s}": _brand,
    "el número del fierro registrado en Nuevo México: {s}": _brand,
    "my PRCA card number → {s}": _prca,
    "Arizona fingerprint clearance card (bus drivers): {s}": _ivp,
    "la fingerprint clearance card de Ruben: {s}": _ivp,
    "el USDOT number de la traila de ganado: {s}": _usdot,
    "New Mexico CDL (S and P endorsements), Verna: {s}": _nm_cdl,
    "shi Arizona driver license number {s} wolyé": _az_dl,
    "licencia de manejar de Arizona, mijo: {s}": _az_dl,
    "Tó Dínéeshzheé route driver bi Utah driver license: {s}": _ut_dl,
    "Navajo Nation business license (trading post): {s}": _nn_business,
    "el CRS number del trading post en Gallup: {s}": _nm_crs,
    "EIN of Turquoise Mesa Ranch LLC for the W-9: {s}": _ein,
    "PTIN of the tax preparer in Gallup: {s}": _ptin,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["TME Google Workspace backup codes\n{codes}", "ParentSquare admin recovery codes: {codes}",
            "shi 2FA backup codes:\n{codes}", "códigos de respaldo del 2FA, mijo: {codes}",
            "bro mis backup codes: {codes}", "Keshhi, hom 2FA backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Heila:naomi@tmesa.net?secret={s}&issuer=Heila&period=30",
              "Aegis, manual entry for the Stuller login: {s}",
              "2FA setup key for the Shift4 dashboard: {s}",
              "la clave del 2FA (TOTP) del banco: {s}",
              "TOTP secret, Sacred Wind portal bi: {s}"]  # fmt: skip
_CODES = ["{c} is your Edulog verification code", "Your ParentSquare code: {c}",
          "Tu código de verificación de Payanywhere es {c}", "bro el código que me llegó: {c}",
          "Shift4: use {c} to sign in", "Naomi: díí SSO code {c} wolyé"]  # fmt: skip


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


_SSIDS = ["TME-Ranch", "TME-BusYard-5G", "Chinle-Chapter-Guest", "WindowRock-ChapterHouse",
          "NTUA-Wireless-Kayenta", "Shiprock-TradingPost", "Gallup-Jewelry-Shop", "Zuni-Silver",
          "SecondMesa-Rodeo", "TubaCity-Microgrid", "SheepCamp-Starlink", "Kykotsmovi-5G",
          "Acoma-Feast", "Whiteriver-Arena", "Tohatchi-Shed"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA3 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nkey: {pw}",
    "bus yard network {s}, password {pw}",
    "wifi at the sheep camp: {s} / {pw}",
    "Starlink router first setup: SSID {s}, password {pw}",
    "the key on the sticker under the router: {pw}",
    "{s} wifi bipassword {pw} wolyé",
    "Yá'át'ééh! wifi {s}: {pw}",
    "wifi {s} password pam {pw}",
    "Keshhi, wifi {s}: hom password {pw}",
    "Dagot'ee, wifi {s} password: {pw}",
    "el wifi {s}, la contraseña es {pw}, mijo",
    "bro el wifi pass de {s} es {pw}",
    "Guwaatsi, wifi {s}: {pw}",
    "LoRa gateway backhaul wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("rhq_sk_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sws_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[read out over the Zello channel] {t}",
          "(spaced so the GroupMe preview hides it) {t}", "t'áá ła'ígo ła'ígo: {t}",
          "letra por letra, mijo: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["chapter house side door keypad: {pw} then #", "bus yard gate code {pw}",
          "tack room padlock at the rodeo grounds: {pw}", "the safe in the Gallup jewelry shop: {pw}",
          "trading post alarm code: {pw}", "microgrid battery container door: {pw}",
          "dibé bighan gate bi code {pw} wolyé", "gate code pam {pw}, askwali",
          "hom safe code: {pw}", "el código del portón del corral: {pw}",
          "bro el PIN de la debit card es {pw}", "Dagot'ee, shi PIN: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["churro", "loom", "juniper", "turquoise", "hogan", "mesa", "arroyo", "buckle",
                 "saddle", "piki", "yucca", "sumac", "pinon", "corral", "silversmith", "fleece"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "Proton Pass passphrase: {p}": "-", "el master password del Enpass: {p}": " ",
            "VeraCrypt volume passphrase for the payroll drive: {p}": ".",
            "frase de contraseña del KeePass, mijo: {p}": " ",
            "shi passphrase {p} wolyé": " ", "passphrase pam {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia export, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
    "Bruno .bru file:\nheaders {{\n  Authorization: Bearer {v}\n}}": False,
    "Thunder Client request, Authorization = Basic {v}": True,
    "Yaak request header authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.newsboat/config:\nurls-source \"freshrss\"\nfreshrss-url \"https://rss.tmesa.net/api/greader.php\"\nfreshrss-login \"{u}\"\nfreshrss-password \"{pw}\"",
    "~/.newsboat/config:\nurls-source \"ttrss\"\nttrss-url \"https://news.tmesa.net/\"\nttrss-login \"{u}\"\nttrss-password \"{pw}\"",
    "transitclock.properties:\ntransitclock.db.dbUserName={u}\ntransitclock.db.dbPassword={pw}\ntransitclock.db.dbHost=pg.tmesa.lan",
    "OpenEMS Edge, /etc/openems.d/Timedata/InfluxDB/influx0.config:\nurl=\"http://influx.tmesa.lan:8086\"\nusername=\"{u}\"\npassword=\"{pw}\"",
    "solaranzeige user.config.php:\n$InfluxUser = \"{u}\";\n$InfluxPassword = \"{pw}\";",
    "lemonposrc:\n[Database]\nhostname=pos-db.tmesa.lan\nusername={u}\npassword={pw}",
    "unpoller env:\nUP_UNIFI_DEFAULT_USER={u}\nUP_UNIFI_DEFAULT_PASS={pw}\nUP_UNIFI_DEFAULT_URL=https://unifi.tmesa.lan:8443",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: historian-db\nstringData:\n  username: {u}\n  password: {pw}",
    "compose.yaml:\n  historian:\n    environment:\n      MICROGRID_HISTORIAN_USER: {u}\n      MICROGRID_HISTORIAN_PASSWORD: {pw}",
    "systemd drop-in /etc/systemd/system/busyard-sync.service.d/override.conf:\n[Service]\nEnvironment=TME_BUSYARD_DB_USER={u}\nEnvironment=TME_BUSYARD_DB_PASS={pw}",
    "Snipe-IT .env:\nDB_USERNAME={u}\nDB_PASSWORD={pw}",
    "pgbouncer userlist.txt:\n\"{u}\" \"{pw}\"",
    "Home Assistant secrets.yaml:\nsolark_username: {u}\nsolark_password: {pw}",
    ".my.cnf:\n[client]\nuser={u}\npassword=\"{pw}\"",
    "~/.netrc:\nmachine ftp.tmesa.net login {u} password {pw}",
    "mumble-server.ini on the chapter house box:\nserverpassword={pw}\nregisterName=Window Rock chapter",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw, u=_USERS), "pw")


_CODE = [
    'conn = pymssql.connect(server="sql.tmesa.lan", user="busyard", password="{pw}")',
    'db, _ := sql.Open("postgres", "host=pg.tmesa.lan user=microgrid password={pw} dbname=solar")',
    'let client = reqwest::Client::new().get(url).basic_auth("pos", Some("{pw}"));',
    "Net::SMTP.start('smtp.tmesa.net', 587, 'tmesa.net', 'alerts', '{pw}', :login)",
    "$pdo = new PDO('mysql:host=pos-db;dbname=tradingpost', 'pos', '{pw}');",
    'var cred = new NetworkCredential("rodeo", "{pw}");',
    'val props = Properties().apply {{ put("mail.smtp.user", "wool"); put("mail.smtp.password", "{pw}") }}',
    'let cred = URLCredential(user: "driver14", password: "{pw}", persistence: .permanent)',
    'wifi.sta.config({{ssid="TME-BusYard-5G", pwd="{pw}"}})',
    'config :microgrid, Microgrid.Repo, username: "heila", password: "{pw}"',
    'conn = LibPQ.Connection("host=pg.tmesa.lan user=wool password={pw}")',
    'const char* mqtt_pass = "{pw}";  // stock-tank sensor, Tuba City',
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[06:40] Kee: bus yard NUC password?\n[06:41] Verna: {pw}",
    "Lorenzo: {pw} is the new Sol-Ark password",
    "Naomi: use {pw}, the Heila got reset",
    "[Zello 07:02] Harrison: k'ad bipassword {pw} wolyé",
    "Marisol: mijo, la nueva es {pw}",
    "Ruben: bro el nuevo pass es {pw}",
    "Lomasi: pam i'password {pw}",
    "Eriacho: hom new password {pw}, elahkwa",
    "Altaha: Dagot'ee, shi new password: {pw}",
    "[12:15] Chino: Guwaatsi, the new password is {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 24), (_spelled, 12), (_cli, 30), (_urls, 13), (_vendors, 52),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 9), (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 16), (_code, 10),
    (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Sol-Ark installer password is": "{s}", "Heila EDGE operator pw:": "{s} (since the black start in May)",
    "bipassword k'ad": "{s} wolyé", "Transfinder password": "{s}\nchange it after the school year",
    "i'password pam": "{s}", "hom password:": "{s}, elahkwa", "la contraseña es": "{s}, mijo",
    "el pass del POS": "{s}", "the password Kee read out over Zello was": "{s}, I think",
    "shi password:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Synovia API key", "{s}", _j((HEX, 40))),
    ("split_token", "RodeoHQ key:", "{s} (entries sync)", _j("rhq_sk_", (ALNUM, 40))),
    ("split_token", "Electriq client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(_card(g, "discover"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IS"))),
    ("split_backup", "ParentSquare recovery codes", "{s}\nmesa-4417-loom\nhoga-9025-yucc", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Navajo Nation census number", "{s}", _census),
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
    '{"solark": {"url": "https://solark.tmesa.lan", "installer_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"bipassword": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kee", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"buses": [{"id": "bus-12"}, {"id": "bus-14", "tablet_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pyhoca-cli", "-u", "naomi.b", "--password", "{s}", "--server", "x2go.tmesa.lan"]}': ("meta_password", _plain_pw),
    '{"note": "la contraseña del trading post es {s}"}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Heila console as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"synovia": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"schoolMintToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"cattleusa_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MU")),
    '{"driver": {"az_license": "{s}"}}': ("meta_id", _az_dl),
    '{"mfa": {"recovery_codes": ["{s}", "mesa-4417-loom", "hoga-9025-yucc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"rodeo_prize_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tack_room": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "TME-BusYard-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"solark-15k-firmware-2.1.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tmesa/busyard-api:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"routes: add the Teesto loop", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert rounding change", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"wool-clip_2033-05-20.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"microgrid-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Sol-Ark installer password before the inspection on 2033-06-11.",
    "Kee asked for the bus yard wifi password; it's on the card in the dispatcher's drawer.",
    "Policy: ranch passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Zello; share a vault link instead.",
    "The `.env.example` line `SYNOVIA_API_TOKEN=replace-me` is a placeholder; the real key is in the vault.",
    "The Heila console asks for a new operator password after every firmware update.",
    "Replace <YOUR_RODEOHQ_KEY> in the README with the key from your RodeoHQ dashboard.",
    "SCHOOLMINT_TOKEN and CATTLEUSA_TOKEN must be set before the nightly sync runs.",
    "Yá'át'ééh! nipassword doo haiida bił hólne' da.",
    "Ahéhee', k'ad password vault biyi' sinil.",
    "Um waynuma? password qa'é, pam vault-it ep.",
    "Keshhi! hom password, elahkwa, is in the vault.",
    "Dagot'ee, shi password vault biyi', ahi'yi'ee.",
    "Guwaatsi! the password is in the office vault, da'waa'e.",
    "Ándale, mijo, la contraseña debe tener por lo menos catorce letras.",
    "Híjole, se me olvidó la contraseña; ahorita la cambio en la oficina.",
    "bro no mandes passwords por text, usa el vault xfa",
    "q onda, ya cambié el password, está en el vault",
    "La contraseña del wifi está en la tarjeta del escritorio.",
    "No compartas tu clave con naiden, ni con la familia.",
    "Upgraded the Sol-Ark firmware from 2.1.6 to 2.1.7 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Teesto loop to the morning routes.",
    f"Rolled back to {_SHORT} after the rounding change broke the trading-post receipts.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Sol-Ark firmware 2.1.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of microgrid-export-2033.parquet: {_SHA512}",
    f"The bus-yard API container runs ghcr.io/tmesa/busyard-api@sha256:{_IMAGE}.",
    f"MD5 of wool-clip_2033-05-20.csv is {_MD5}, same as the copy on the office share.",
    "Request id 4c1e88d2-7a3f-4b90-9e21-0d5f6a7b8c93 is the slow one in the Synovia logs.",
    "Purchase order PO-2033-00512 for 80 Churro fleeces ships on Thursday.",
    "Spiceworks #4499: the Tuba City battery container fan is noisy at night.",
    "Call the Chinle chapter house at (928) 674-2052 before noon.",
    "Route 14 leaves the Kayenta yard at 06:20 and reaches Chilchinbeto at 07:05.",
    "Invoice INV-2033-0417 covers 12 squash-blossom necklaces and 30 cuffs.",
    "The rodeo's barrel race closes entries at 2033-08-30 17:00 MDT.",
    "The microgrid made 412.6 kWh yesterday; the battery bank sat at 78 % at sunset.",
    "After five wrong passwords the Heila console locks the account for 20 minutes.",
    "The sheep camp corral is 30 m long; a Churro fleece weighs about 2.5 kg.",
    "The secret of good frybread is resting the dough for an hour.",
    "Ask Verna for the bus yard gate code, I don't have it.",
    "My card ending 4471 was declined at the Gallup feed store.",
    "The Reykjavík buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ranch's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `HEILA_EDGE_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the tack room sticks in the cold; oil it every month.",
    "RodeoHQ moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-0-8263-1186-2 is the Navajo weaving book on the office shelf.",
    "The guest wifi 'Chinle-Chapter-Guest' is open, no password needed.",
    "Lot WOOL-2033-CHN-0118, 46 fleeces, yield 62 %; the micron test read 28.4.",
    "Bus 14's odometer read 148,902 miles at the May inspection.",
    "The turquoise from Lot 7 weighs 112.5 carats; 14 cabochons were cut from it.",
    "Tracking number 1Z999AA10123456784 is the silver wire order from Albuquerque.",
    "Driver training hours: 24 classroom, 16 behind the wheel, due by 2033-08-01.",
    "The PIN pad at the trading post is broken; use the other register.",
    "Password resets for the bus tablets go through the dispatcher, not the drivers.",
    "Nizhoni's phone number changed to 505-368-4410.",
    "The API key for Synovia is rotated every 90 days by the office.",
    "Rodeo gate opens at 7 a.m., grand entry at 1 p.m., bull riding at 5.",
    "El número de orden es 2033-0418 y la entrega es el martes.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ranch/heila", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "4499", "purchase_order": "PO-2033-00512"}',
    '{"lot": {"id": "WOOL-2033-CHN-0118", "fleeces": 46, "yield_pct": 62}}',
    '{"phone": "(928) 674-2052", "chapter": "Chinle"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sheep_counted": 1284}',
    '{"route": 14, "yard": "Kayenta", "departs": "06:20"}',
    '{"tracking": "1Z999AA10123456784", "carrier": "UPS", "eta": "2033-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
