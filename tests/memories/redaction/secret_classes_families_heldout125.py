# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-twenty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-twenty-second's docstring, the
fifth to hundred-and-twenty-second only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (an ore or a bush word
and a Pilbara town with a number, a roster swing glued to a word, a locomotive's number and an ore
word, a footy, rugby, soccer, PBA or Gaelic team and a year, a worker's name, a birth year and a
town, a cyclone and its year, a town and a summer's top temperature, a Filipino `Mahal` and a name,
three dotted bush words and a number, leet Pilbara words), names, places, templates, tools, vendors
and layouts, the way the staff of Red Plover Iron (a fictional company) leak secrets into an
assistant's memory: the Spinifex Village fly-in fly-out camp at Newman, the Rail Operations Centre
at Port Hedland (Finucane, the ore trains of 236 cars), the Goldsworthy pit and its explosives
magazine, the Marble Bar pump station, an Aboriginal ranger station out of Kununurra, the
flying-doctor clinic at Karratha and the Plover Pearls lease at Barred Creek north of Broome, with
workers from the Philippines (Tagalog, Cebuano and Ilocano speakers), New Zealand (Māori), South
Africa (Zulu, Sotho and Afrikaans speakers and the mines' Fanagalo) and Ireland (a Donegal Gaeltacht
crew), Japanese and Indonesian pearling hands and Aboriginal rangers. The texts are Teams, WhatsApp,
Zello, Beekeeper, Workplace, Viber, Messenger, Signal, Google Chat, Slack, Discord, iMessage,
Mattermost, Telegram and Element messages and SMS, Apple Notes, OneNote, Samsung Notes, Simplenote
and Evernote notes, Confluence pages, ServiceNow, Jira Service Management, Freshservice, TOPdesk,
SysAid and Zendesk tickets and a Maximo work order, an e-mail, an incident note, a runbook, a README
fragment, shell history (Windows Terminal, JuiceSSH, MobaXterm, Termius, SecureCRT, Xshell,
ConnectBot, VS Code, a bash history, tmux, Konsole, PowerShell 7, WSL), configs, code,
voice-dictated text and requests to the assistant itself, around the panels of rail, SCADA, radio,
weighing, camp, access, network, breath-testing, clinic, marine, water-quality and off-grid power
hardware (a Wabtec Trip Optimizer office server, Citect SCADA, an ABB 800xA, SIMATIC WinCC, a
Honeywell Experion, Motorola MOTOTRBO, a Tait TN9300, a Codan Envoy X2, a Thermo Ramsey belt scale,
a Schenck MULTICONT, VingCard Visionline, Salto ProAccess SPACE, Gallagher Command Centre, a Ruckus
SmartZone, Cambium cnPilot, a FortiGate 100F, a MikroTik, a Starlink router, a Lion Alcolmeter
SD-400, a Dräger Alcotest 7510, an LG Pro:Centric server, a Rinnai controller, a Philips IntelliVue
Information Center, a Cepheid GeneXpert, a Mindray BeneHeart D6, a Butterfly iQ3, a Tinytag logger,
a Furuno NavNet TZtouch3, a YSI EXO2, a Hach SC4500, Victron VRM, a Selectronic SP PRO, a Song Meter
Micro, a Garmin inReach and an iDRAC). Tools none of heldouts 5 to 122 names: CrowdSec's `cscli
machines add`, Tenable's `nessuscli fetch --register`, git-tfs, CrateDB's `crash` (with `CRATEPW`),
JD Edwards' `runube`, Oracle E-Business Suite's `adautocfg.sh` and `adstpall.sh`, bloodyAD,
`gsettings` setting Vino's `vnc-password`, `xrdp-sesadmin` and `aws configure set`; beside them the
commands the product names (sshpass, `curl -u`, mysql, redis-cli, docker login, htpasswd,
`ssh-keygen -N`, smbclient, 7z, openssl, gpg, plink, xfreerdp, `net use`, sqlplus, ipmitool,
mosquitto_pub, `sudo -S`, kinit, ldapsearch, `zip -P`, `rabbitmqctl add_user`, lftp, sqlcmd, cqlsh)
and configs of MikroORM, PgHero, PoWA, temBoard, Mezzanine, JD Edwards (`jde.ini`), Maximo
(`maximo.properties`) and the UniFi controller (`system.properties`), which none of heldouts 5 to
122 names, and of wpa_supplicant, Telegraf, a compose file, a MySQL client, Spring, pppd, a
Mosquitto bridge and unixODBC, in layouts of its own. About 42 % of the texts are in other languages
than English (by a rough count of the drawn samples): Fanagalo (Fanakalo, the pidgin of South
Africa's mines), Tsotsitaal (the township slang of Gauteng), Ulster Irish (the Irish of the Donegal
Gaeltacht), Yindjibarndi (of Roebourne), Nyangumarta (of Eighty Mile Beach), Yawuru (of Broome),
Miriwoong (of Kununurra) and Walmajarri (of Fitzroy Crossing), which no earlier docstring names
(Irish, Ulster Scots, Afrikaans, Kaaps, Kriol, Martu, Jaru and Warlpiri are named before; these are
not), and Tagalog, Cebuano, Ilocano, Irish, Afrikaans, isiZulu, Sesotho, Māori, Japanese,
Indonesian, Simplified Chinese, Spanish, German, French and Vietnamese in wordings of their own. The
eight new languages' wordings are the author's approximations, checked by no speaker, built around
their pronouns, possessives, copulas and particles and the loanwords people there really text
(password, wifi, code, PIN, IBAN, API key, card, login, token, command): Fanagalo's `lo` (its one
article), `ka mina` ("my"), `yena` (read here as "is"), `hayikona` ("don't"), `tshela muntu` ("tell
anyone"), `faka` ("put in"), `lapha` ("here"), `futhi` ("and then"), `lo gama` ("the name"), `lo
khodi` and `lo loko`; Tsotsitaal's `heita`, `mjita`, `ntwana`, `sho`, `bra`, `sharp`, `yami`
("mine"), the Zulu copula `yi` and prefix `ye-` and Afrikaans' `hou dit stil`; Ulster Irish's `úr`
("new"), `s'agam` ("mine"), `caidé` ("what") and `cha`; Yindjibarndi's greeting `wanthiwa`,
`nganaju` ("my") and `yinha` ("this"); Nyangumarta's `palya` ("good", borrowed from its Western
Desert neighbours), `ngajunga` ("my") and `-ku`; Yawuru's `nyamba` ("this") and `ngayu-ngan` ("my");
Miriwoong's `ngenang-ngarri` ("mine"); Walmajarri's `ngajukura` ("my") and `nyanarti` ("this"). The
author knows the four Aboriginal languages only by a few words, so their lines are English and
Kriol-like loans around those pronouns, which are guesses after published word lists or neighbouring
languages. Vendors (Maptek, Deswik, Datamine, Micromine, Wenco, Modular Mining, Mobilaris, Newtrax,
Plotlogic, Dyno Nobel, Epiroc, Sandvik, MineSense, IntelliSense.io, K2fly, Emesent, Abyss Solutions,
Falkonry, TwinThread, Crosser, Canary Labs, dataPARC, Avetta, ISNetworld, SiteDocs, HammerTech,
Assignar, Aconex, Noggin, Rapid Global, Lyrebird Health, Clinic to Cloud, Communicare, Pen CS,
Medtasker, Splose, Jane App, JobAdder, PageUp, Whispir, Modica, Evervault, Realex, Flipdish, EROAD,
Linxio, Serko, Geoscape, Addressfinder, the Atlas of Living Australia and OzRunways) are ones
heldouts 5 to 122 do not name; none of them publishes a token shape the author knows except
Evervault's API key (`ev:key:1:` and two random runs, as the author believes it), so every other
shape here (Wenco's `wnc_`, IntelliSense.io's `isio_`, HammerTech's `ht_`, Lyrebird Health's
`lyr_live_`, Splose's `splose_`, the UUIDs, hex runs, base64 runs and JWTs) is the author's guess.
The ids are kinds heldouts 5 to 122 do not use, the crews' tickets, licences and papers: a WA High
Risk Work Licence, a WA dangerous goods driver licence, a WA licence to use explosives, a WA quarry
manager's certificate, a WA Responsible Service of Alcohol certificate, a Pensioner Concession Card,
a New Zealand Site Safe passport, a South African passport, a South African UIF reference number and
trade test certificate, an Irish Garda vetting reference, medical card, naturalisation certificate
and Public Services Card number, a Philippine DMW e-Registration number, a CAAP aircraft maintenance
engineer licence, a Philippine voter's ID number and a Japanese diver's licence (潜水士免許);
python-stdnum has no module for any of them and none carries a check a library or this file verifies
(no check-digit algorithm is written here): they are unchecked, their shapes as the author believes
them or guessed. Card numbers pass Luhn (the value helpers' brands, each checked with
python-stdnum's `luhn`). The IBANs are of the countries used least by a rough count over the IBAN
shapes of heldouts 5 to 122 (Azerbaijan, Bahrain, Georgia, Honduras, Israel, Lithuania, Pakistan and
Qatar, in nine corpora each), a bank code as the author believes one looks and random digits, drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Japanese, Spanish,
French, Portuguese, Italian and Simplified Chinese lists, from random entropy (so their checksum
holds). Counts: 390 secrets, 20 split fields and 20 metadata samples (430 scored), 60 clean texts
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 125_460_913
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


_ORE = ["Hematite", "Goethite", "Magnetite", "Ironstone", "Spinifex", "Pindan", "Mulga", "Boab",
        "Brolga", "Goanna", "Barramundi", "Wattle", "Bilby", "Stacker", "Reclaimer", "Haulpak",
        "Roadtrain", "Willywilly", "Pinctada", "Keshi", "Nacre", "Dozer", "Ripper", "Ballast"]  # fmt: skip
_TOWNS = ["Hedland", "Karratha", "Newman", "Broome", "Kununurra", "Wickham", "Dampier",
          "TomPrice", "MarbleBar", "Nullagine", "Roebourne", "Derby", "Wyndham", "Onslow",
          "Cossack", "Finucane", "BarredCreek", "Pardoo", "Paraburdoo", "Goldsworthy"]  # fmt: skip
_TEAMS = ["GoDockers", "Eagles", "Ginebra", "Bokke", "AllBlacks", "Donegal", "Munster", "Glory",
          "Magnolia", "Kaizer", "Pirates", "Warriors", "Sharks", "Tyrone"]  # fmt: skip
_CYCLONES = ["Ilsa", "Veronica", "Damien", "Kelvin", "Seroja", "Olwyn", "Christine", "Marcus",
             "Narelle", "Laurence"]  # fmt: skip
_FIRST = ["junjun", "marites", "rowena", "jericho", "arnel", "lorna", "ramil", "nesto",
          "kristine", "tama", "aroha", "hemi", "liam", "sipho", "thabo", "pieter", "lindiwe",
          "themba", "siobhan", "cathal", "aoife", "ciaran", "kelvin", "rosie", "dwayne",
          "shanelle", "marlon", "trudy", "bazza", "shaz", "mick", "tash", "kylie", "brett",
          "kenji", "aiko", "wayan", "agus"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["H3m4t1t3", "Sp1n1f3x", "B0abTr33", "P1lb4r4", "K1mb3rl3y", "Br00m3", "B4rr4mund1",
         "R34cl41m3r", "P1nd4n"]  # fmt: skip
_SWINGS = ["8x6", "14x7", "2x1", "9x5", "4x4", "21x7", "8and6", "2on1off"]


def _swing(g: random.Random) -> str:
    """A roster swing glued to a Pilbara word: the way FIFO crews pick one."""
    return f"{g.choice(_ORE)}{g.choice(_SWINGS)}{g.choice(_SYMBOLS)}"


def _dotted(g: random.Random) -> str:
    words = [w.lower() for w in g.sample(_ORE, 3)]
    return ".".join(words) + str(g.randrange(2, 100))


# The ways people in the Pilbara and the Kimberley pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ORE)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _swing,
    lambda g: f"Loco{g.randrange(4401, 4499)}{g.choice(_ORE)}",
    lambda g: f"{g.choice(_TEAMS)}{g.randrange(1960, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FIRST)}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "!#%*@", 16),
    lambda g: f"Cyclone{g.choice(_CYCLONES)}{g.randrange(1999, 2031)}",
    lambda g: f"{g.choice(_TOWNS)}{g.randrange(44, 51)}deg{g.choice(_SYMBOLS)}",
    lambda g: f"Mahal{g.choice(_FIRST).capitalize()}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _dotted,
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2031)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 20),
    lambda g: f"{g.choice(_ORE)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}{g.choice(_ORE).lower()}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Teams chat, #hedland-roc: the Wabtec Trip Optimizer office server password is {pw}",
    "WhatsApp from Jun-Jun: Citect SCADA engineer login password {pw}",
    "Zello channel 'Rail Maintenance', transcribed: ABB 800xA operator password {pw}",
    "Beekeeper post to the Spinifex Village crew: VingCard Visionline front-desk password {pw}",
    "Workplace chat with Kylie: Salto ProAccess SPACE admin password {pw}",
    "Viber from Marites: the Gallagher Command Centre operator password is {pw}",
    "Messenger, Rowena: Ruckus SmartZone admin password {pw}",
    "Signal, Tama: the Starlink router at the ranger station has password {pw}",
    "Google Chat, Liam: FortiGate 100F admin password {pw}",
    "SMS from Brett: Lion Alcolmeter SD-400 download software password {pw}",
    "Slack DM from Shaz: Dräger Alcotest 7510 admin password {pw}",
    "Discord, camp rec-room server: the LG Pro:Centric server password {pw}",
    "iMessage from Aoife: Philips IntelliVue Information Center password {pw}",
    "Teams, RFDS clinic Karratha: Cepheid GeneXpert Dx admin password {pw}",
    "Mattermost #pearl-ops: Furuno NavNet TZtouch3 service password {pw}",
    "Telegram, Kenji: YSI EXO2 KorEXO software password {pw}",
    "Element room 'Barred Creek': Victron VRM portal password {pw}",
    "Apple Notes 'ranger gear': Song Meter Micro config app password {pw}",
    "OneNote page 'ROC cheat sheet': SIMATIC WinCC password {pw}",
    "Samsung Notes: Selectronic SP PRO SP LINK password {pw}",
    "Simplenote: Codan Envoy X2 HF programming password {pw}",
    "Evernote 'Clinic IT': Mindray BeneHeart D6 service password {pw}",
    "ServiceNow INC0081342: Honeywell Experion station password {pw} no longer accepted",
    "Jira SM ticket ROC-2291: Motorola MOTOTRBO CPS 2.0 password {pw}, please rotate",
    "Freshservice #4410: Thermo Ramsey belt scale web password {pw}",
    "TOPdesk call 7781: Tait TN9300 network manager password {pw}",
    "SysAid 3312: Cambium cnPilot camp AP admin password {pw}",
    "Maximo work order 66012, long description: Schenck MULTICONT password {pw}",
    "Hi Ciarán,\n\nthe iDRAC on the rail historian is back, root password {pw}. Bin this email once it's in the vault.\n\nCheers,\nBrett",
    "Incident 2031-02-11: the MikroTik at the Marble Bar pump station was reachable from outside with password {pw}",
    "Runbook: clear a stuck ore-car counter\n1. open the Citect HMI on ROC-WS3\n2. log in as eng\n3. password {pw}\n4. acknowledge CAR-CNT-07",
    "README (pearl shed NUC)\nthe Hach SC4500 web UI is at https://sc4500.plover.lan, admin password `{pw}`.",
    "voice note: uh the clinic vaccine fridge logger, the Tinytag password is {pw} ok",
    "dictated: the password for the Garmin inReach portal is {pw} full stop",
    "can you remember my Westpac password? it's {pw}",
    "keep my myGov password for me: {pw}",
    "note to self: Butterfly iQ3 cloud password {pw}",
    "after the firmware update the Rinnai hot-water controller password became {pw}",
    "Ang password ng Citect sa control room ay {pw}, 'wag ipagsasabi kahit kanino",
    "Jun-Jun: bagong password ng VingCard sa front desk: {pw}",
    "Ang password sa Gallagher nga terminal kay {pw}, ayaw ipakita bisan kang kinsa",
    "Kristine: ang bag-ong password sa PC sa clinic kay {pw}",
    "Ti password ti router idiay kampo ket {pw}",
    "Is é {pw} an focal faire nua don ríomhaire sa chlinic",
    "Seo an pasfhocal úr don Starlink ag stáisiún na maor: {pw}",
    "Cathal: an pasfhocal s'agam don ríomhphost oibre ná {pw}",
    "Pieter: die wagwoord vir die spoorlyn-bediener is nou {pw}",
    "Sipho: iphasiwedi entsha ye-Citect ithi {pw}",
    "Thabo: phasewete e ntjha ya khomphutha ya ofisi ke {pw}",
    "Tama: kupuhipa hōu mō te Starlink kei raro: {pw}",
    "吉田: 真珠小屋のパソコンのパスワード、{pw} に変えました",
    "Agus: kata sandi laptop di kapal sekarang {pw}",
    "控制室那台电脑的新密码：{pw}",
    "ojo, la contraseña del portátil de la clínica es {pw}, no se la des a nadie",
    "das Passwort für den Laptop im Camp-Büro lautet jetzt {pw}",
    "le mot de passe du PC de la station des rangers : {pw}",
    "mật khẩu máy tính văn phòng trại là {pw}",
    "Lo password ka lo kompyutha ka control room yena {pw}, hayikona tshela muntu",
    "Sipho: faka lo password {pw} lapha ku lo Citect",
    "Heita mjita, i-password ye-Starlink yi {pw}, hou dit stil",
    "Sho ntwana, die nuwe password yami yi {pw}",
    "Wanthiwa! password nganaju yinha {pw}",
    "Palya, password ngajunga ranger laptop-ku {pw}",
    "Nyamba password ngayu-ngan, ranger computer: {pw}",
    "ngenang-ngarri password, ranger office computer: {pw}",
    "ngajukura password nyanarti {pw}, ranger truck laptop",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jdelacruz", "mbautista", "rsantos", "jvillanueva", "apacquing", "ltiongson",
          "ebalagtas", "kabella", "tngata", "awhaanga", "lmckenzie", "sdlamini", "tmokoena",
          "pvdmerwe", "lkhumalo", "sninghallchoir", "cmacgiollabhride", "abrennan", "cdoherty",
          "kwalker", "rcox", "dtaylor", "bnguyen", "skowalski", "mfitzgerald", "kross",
          "bholloway", "kyoshida", "svc-roc", "svc-camp", "clinic-admin", "ranger01"]  # fmt: skip
_LOGINS = [
    "Teams, Mick: the Wenco FMS login is {u} / {pw}",
    "ServiceNow INC0081377: {u} can't get into Ellipse, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › ROC › Systems › Citect: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Modular DISPATCH | {u} | {pw} |",
    "log into the FortiGate as {u} with {pw}",
    "Salto login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: hist-01.rplover.lan\n  user: {u}\n  pass: {pw}",
    "Viber, Marites: account {u}, password {pw}",
    "Brett reckons the MineStar account is {u}, password {pw}",
    "system,user,password\nexperion,{u},{pw}",
    "ssh {u}@loco-gw.rplover.lan (pw {pw})",
    "Zello: creds for the Codan programming PC are {u} and {pw}",
    "username {u}, password {pw}, para sa Ellipse ito",
    "user {u} ug password {pw} sa clinic",
    "úsáideoir {u}, pasfhocal {pw}",
    "my gebruiker is {u} en die wagwoord {pw}",
    "lo gama ka mina {u}, lo password {pw}",
    "bra, login yi {u}, password yi {pw}",
    "ユーザー名 {u} ／ パスワード {pw}",
    "ko {u} te ingoa, ko {pw} te kupuhipa",
    "nganaju login {u}, password {pw}",
    "user {u}, kata sandinya {pw}",
    "usuario {u} y clave {pw} para el portal",
    "Anmeldename {u}, Kennwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["spinifex", "pindan", "boab", "brolga", "goanna", "barra", "haulpak", "reclaimer",
               "keshi", "nacre", "mulga", "willywilly", "ginebra", "tayto", "braai", "kumara"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password's the word {w}, all lowercase, and then {d}",
    "it's {w}, and the number {d} straight after",
    "for the ROC desk it's {w} then {d}, no gap",
    "voice memo: the camp wifi is {w} and then {d}",
    "type {w} followed by {d}",
    "it's {w}{d}, word and digits jammed together",
    "salitang {w} muna, tapos {d}, yan ang password",
    "ang pulong {w} mao ang password, dayon {d}",
    "an focal {w} ar dtús, agus ina dhiaidh sin {d}",
    "lo password yena lo gama {w}, futhi {d}",
    "die woord {w} is die wagwoord, dan {d}",
    "ko te kupu {w} tuatahi, kātahi ko {d}",
    "password yi word {w}, then {d} bra",
    "password ngajunga {w}, {d} palya",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "cscli machines add rail-edge-01 --password '{pw}' --force",
    "git tfs clone https://tfs.rplover.lan/tfs/RailCollection '$/Rail/Main' --username={u} --password='{pw}'",
    "CRATEPW='{pw}' crash --hosts https://crate.rplover.lan:4200 --username {u}",
    "runube {u} {pw} JPD920 *ALL R09801 ZJDE0001 QBATCH Batch Hold Save",
    "$AD_TOP/bin/adautocfg.sh appspass={pw}",
    "$ADMIN_SCRIPTS_HOME/adstpall.sh apps/{pw}",
    "bloodyAD --host dc01.rplover.lan -d rplover.lan -u {u} -p '{pw}' get object 'Domain Admins' --attr member",
    "gsettings set org.gnome.Vino vnc-password $(echo -n '{pw}' | base64)",
    "xrdp-sesadmin -u={u} -p={pw} -c=list",
    "sshpass -p '{pw}' ssh {u}@10.40.2.11 'sudo systemctl restart trainlink'",
    "curl -sk -u {u}:{pw} https://experion-gw.rplover.lan/api/v1/alarms?area=CAR",
    "mysql -h camp-db.rplover.lan -u {u} -p'{pw}' village -e 'select * from rooms where block=\"C\"'",
    "redis-cli -h 10.40.8.5 -a '{pw}' --no-auth-warning INFO replication",
    "docker login harbor.rplover.lan -u {u} -p '{pw}'",
    "htpasswd -bB /etc/nginx/.camp-portal {u} '{pw}'",
    "ssh-keygen -t ed25519 -f ~/.ssh/loco_gw -C roc -N '{pw}'",
    "smbclient //fs01.rplover.lan/ranger-photos -U 'RPLOVER\\{u}%{pw}' -c 'ls'",
    "7z a -p'{pw}' -mhe=on clinic-export-2031-03.7z export/",
    "openssl enc -aes-256-cbc -pbkdf2 -in swing-roster.xlsx -out swing-roster.enc -pass pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -o payroll.csv -d payroll.csv.gpg",
    "plink -ssh -batch -pw {pw} {u}@10.40.2.20 \"show interfaces status\"",
    "xfreerdp /v:citect-hmi.rplover.lan /u:{u} /p:'{pw}' /cert:ignore +clipboard",
    "net use Z: \\\\fs01\\rail-ops /user:RPLOVER\\{u} {pw} /persistent:no",
    "sqlplus {u}/{pw}@//ellipse-db.rplover.lan:1521/ELLPRD",
    "ipmitool -I lanplus -H 10.40.9.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.plover.lan -u {u} -P '{pw}' -t pearl/line7/temp -m 29.4",
    "echo '{pw}' | sudo -S systemctl restart zello-gateway",
    "echo '{pw}' | kinit {u}@RPLOVER.LAN",
    "ldapsearch -H ldaps://dc01.rplover.lan -D '{u}@rplover.lan' -w '{pw}' -b 'dc=rplover,dc=lan' '(sAMAccountName=jdelacruz)'",
    "zip -P '{pw}' incident-photos-1103.zip IMG_*.jpg",
    "rabbitmqctl add_user {u} '{pw}'",
    "lftp -u {u},'{pw}' sftp://files.rplover.com.au",
    "sqlcmd -S bp-sql.rplover.lan -U {u} -P '{pw}' -Q \"SELECT @@VERSION\"",
    "cqlsh cass.rplover.lan -u {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "JuiceSSH on the Galaxy Tab, hist-01:\n{c}",
    "MobaXterm, ROC jump box:\n{c}", "Termius (iPad) ~ $ {c}", "SecureCRT session 'loco-gw': {c}",
    "Xshell 8: {c}", "ConnectBot from the ute at Pardoo: {c}", "Windows Terminal, cmd: {c}",
    "VS Code terminal ~/trainlink $ {c}", "bash_history on hist-01:\n  412  {c}",
    "tmux pane 2 on camp-db:\n{c}", "Konsole, marlon@ranger-nuc:~$ {c}",
    "rplover@pearl-nuc:~$ {c}", "PowerShell 7 > {c}", "WSL Ubuntu $ {c}",
    "the command Brett ran: {c}", "pinatakbo ko 'to kanina: {c}",
    "mao ni ang command nga gipadagan nako: {c}", "an t-ordú a chuir mé isteach: {c}",
    "die opdrag wat ek laat loop het: {c}", "lo command mina sebenzisa: {c}",
    "実行したコマンド: {c}", "command ye-server bra: {c}", "te whakahau i tukuna e au: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


def _cli_specials(rng: random.Random) -> list[Sample]:
    """Commands whose secret is not a password: a scanner's activation code, a cloud key."""
    nessus = "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(5))
    aws = _r(rng, B64, 40)
    return [
        Sample("cli_password", f"/opt/nessus/sbin/nessuscli fetch --register {nessus}", nessus),
        Sample("cli_password", f"aws configure set aws_secret_access_key {aws} --profile ore-lab", aws),
    ]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    specials = _cli_specials(rng)
    return specials + _framed("cli_password", _CLI, _SHELLS)(rng, n - len(specials))


_URLS = [
    "rtsp://{u}:{pw}@10.41.3.17:554/Streaming/Channels/101",
    "postgresql://{u}:{pw}@pg-ellipse.rplover.lan:5432/rail",
    "mssql+pyodbc://{u}:{pw}@bp-sql.rplover.lan/BPSPatients?driver=ODBC+Driver+18+for+SQL+Server",
    "mongodb+srv://{u}:{pw}@camp-bookings.x7k2p.mongodb.net/village?retryWrites=true",
    "ftp://{u}:{pw}@weather.plover.lan/logger/",
    "https://{u}:{pw}@nexus.rplover.lan/repository/pypi-internal/simple",
    "amqp://{u}:{pw}@mq.rplover.lan:5672/%2Ftrainlink",
    "mysql://{u}:{pw}@camp-db.rplover.lan:3306/village",
    "sftp://{u}:{pw}@files.rplover.com.au:22/outgoing/",
    "jdbc:postgresql://pg-ellipse.rplover.lan:5432/rail?user={u}&password={pw}&ssl=true",
    "Server=bp-sql.rplover.lan;Database=BPSPatients;User Id={u};Password={pw};TrustServerCertificate=True",
    "socks5h://{u}:{pw}@proxy.rplover.lan:1080",
    "http://{u}:{pw}@10.41.3.22/cgi-bin/snapshot.cgi?channel=1",
]  # fmt: skip
_URL_PLACES = [
    "SOURCE_DB_URL={c}", "connection string, the old one: {c}", "save this somewhere for me: {c}",
    "yung connection string sa prod: {c}", "seo an nasc: {c}", "Freshservice #4432: {c}",
    "OneNote 'ROC databases': {c}", "接続文字列：{c}", "die verbindingstring: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "red-plover-iron", "sub": f"client_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "fleet:read sites:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _evervault(g: random.Random) -> str:
    """An Evervault API key as the author believes it looks: ev:key:1: and two random runs."""
    return f"ev:key:1:{_r(g, ALNUM, 16)}:{_r(g, ALNUM, 44)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Maptek", "MAPTEK_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Deswik", "DESWIK_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Datamine", "DATAMINE_API_TOKEN", _j((HEX, 48))),
    ("Micromine", "MICROMINE_LICENCE_TOKEN", _j((UPPER_DIGITS, 32))),
    ("Wenco", "WENCO_API_KEY", _j("wnc_", (ALNUM, 32))),
    ("Modular Mining", "MODULAR_DISPATCH_TOKEN", _j((B64, 64))),
    ("Mobilaris", "MOBILARIS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Newtrax", "NEWTRAX_API_KEY", _j((HEX, 40))),
    ("Plotlogic", "PLOTLOGIC_TOKEN", _vendor_jwt("https://auth.plotlogic.com")),
    ("Dyno Nobel", "DYNONOBEL_API_KEY", _j((ALNUM, 36))),
    ("Epiroc", "EPIROC_CERTIQ_SECRET", lambda g: v.uuid4(g, "a")),
    ("Sandvik", "SANDVIK_OPTIMINE_TOKEN", _j((URLSAFE, 64))),
    ("MineSense", "MINESENSE_API_KEY", _j((HEX, 32))),
    ("IntelliSense.io", "INTELLISENSE_API_TOKEN", _j("isio_", (ALNUM, 40))),
    ("K2fly", "K2FLY_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Emesent", "EMESENT_API_KEY", _j((B64, 44))),
    ("Abyss Solutions", "ABYSS_API_KEY", _j((HEX, 64))),
    ("Falkonry", "FALKONRY_TOKEN", _j((ALNUM, 40))),
    ("TwinThread", "TWINTHREAD_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Crosser", "CROSSER_NODE_SECRET", _j((URLSAFE, 32))),
    ("Canary Labs", "CANARY_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("dataPARC", "DATAPARC_API_KEY", _j((UPPER_HEX, 32))),
    ("Avetta", "AVETTA_CLIENT_SECRET", _j((ALNUM, 32))),
    ("ISNetworld", "ISN_API_KEY", _j((UPPER_DIGITS, 24))),
    ("SiteDocs", "SITEDOCS_API_TOKEN", _j((HEX, 40))),
    ("HammerTech", "HAMMERTECH_API_KEY", _j("ht_", (ALNUM, 32))),
    ("Assignar", "ASSIGNAR_API_KEY", _j((B64, 40))),
    ("Aconex", "ACONEX_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Noggin", "NOGGIN_API_TOKEN", _j((HEX, 64))),
    ("Rapid Global", "RAPIDGLOBAL_API_KEY", _j((ALNUM, 40))),
    ("Lyrebird Health", "LYREBIRD_API_KEY", _j("lyr_live_", (ALNUM, 32))),
    ("Clinic to Cloud", "C2C_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Communicare", "COMMUNICARE_API_KEY", _j((UPPER_HEX, 40))),
    ("Pen CS", "PENCS_TOPBAR_TOKEN", _j((B64, 64))),
    ("Medtasker", "MEDTASKER_API_KEY", _j((ALNUM, 32))),
    ("Splose", "SPLOSE_API_KEY", _j("splose_", (ALNUM, 40))),
    ("Jane App", "JANE_API_TOKEN", _j((HEX, 40))),
    ("JobAdder", "JOBADDER_CLIENT_SECRET", _j((ALNUM, 44))),
    ("PageUp", "PAGEUP_API_SECRET", _j((URLSAFE, 40))),
    ("Whispir", "WHISPIR_API_KEY", _j((ALNUM, 24))),
    ("Modica", "MODICA_APPLICATION_SECRET", _j((ALNUM, 28))),
    ("Evervault", "EVERVAULT_API_KEY", _evervault),
    ("Realex", "REALEX_SHARED_SECRET", _j((ALNUM, 18))),
    ("Flipdish", "FLIPDISH_API_KEY", _j((ALNUM, 48))),
    ("EROAD", "EROAD_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Linxio", "LINXIO_API_TOKEN", _j((HEX, 32))),
    ("Serko", "SERKO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Geoscape", "GEOSCAPE_CONSUMER_KEY", _j((ALNUM, 32))),
    ("Addressfinder", "ADDRESSFINDER_SECRET", _j((UPPER_DIGITS, 20))),
    ("Atlas of Living Australia", "ALA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("OzRunways", "OZRUNWAYS_TOKEN", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "setx {env} \"{tok}\"",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "kubectl create secret generic ingest-keys --from-literal={env}={tok}",
    "docker run -d -e {env}={tok} harbor.rplover.lan/roc/ingest:3.1",
    "crontab on hist-01:\n15 2 * * * {env}={tok} /opt/sync/nightly.sh",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "GitLab CI variable {env} (masked? no): {tok}",
    "Red Plover Rail Ops Portal › Admin › Integrations › {vendor} › API key: {tok}",
    "Confluence 'Vendor keys' table: | {vendor} | prod | {tok} |",
    "Teams, Mick: {vendor} key for the nightly sync: {tok}",
    "ServiceNow INC0081399: {vendor} integration's been failing since Tuesday, the key in there is {tok}",
    "can you hold onto my {vendor} API key: {tok}",
    "Jira ROC-2310: {vendor} sync returns 401, configured token {tok}",
    "the {vendor} token we're using now is {tok}, the old one's been revoked",
    "Freshservice #4471: rotate the {vendor} secret {tok} after the audit",
    "heto ang API key para sa {vendor}: {tok}",
    "kani ang API key para sa {vendor}: {tok}",
    "ti API key ti {vendor} ket {tok}",
    "eochair API {vendor}: {tok}",
    "Is í {tok} an eochair API do {vendor}",
    "{vendor} se API-sleutel vir die myn: {tok}",
    "ukhiye we-API ka-{vendor}: {tok}",
    "senotlolo sa API bakeng sa {vendor}: {tok}",
    "te kī API o {vendor}: {tok}",
    "{vendor} のAPIキーは {tok}",
    "kunci API {vendor} yang baru: {tok}",
    "clave API de {vendor} (la buena): {tok}",
    "API-Schlüssel für {vendor} (Live-System): {tok}",
    "clé API {vendor} (prod) : {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "khóa API của {vendor}: {tok}",
    "lo API key ka {vendor} yena {tok}",
    "API key ye-{vendor} yi {tok}, sharp",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    geoscape = _r(rng, ALNUM, 32)
    whispir = _r(rng, ALNUM, 24)
    addressfinder = _r(rng, UPPER_DIGITS, 20)
    linxio = _r(rng, HEX, 32)
    ala = v.uuid4(rng, "b")
    return [
        Sample("vendor_token", f'r = requests.get("https://api.psma.com.au/v1/predictive/address", params={{"query": q}}, headers={{"Authorization": "{geoscape}"}})', geoscape),
        Sample("vendor_token", f"curl -H 'x-api-key: {whispir}' -u svc-roc https://api.au.whispir.com/messages", whispir),
        Sample("vendor_token", f'<script src="https://api.addressfinder.io/assets/v3/widget.js"></script>\n<!-- secret (server side only!): {addressfinder} -->', addressfinder),
        Sample("vendor_token", f'const linxio = new LinxioClient({{ token: "{linxio}" }});', linxio),
        Sample("vendor_token", f"galah <- ala_config(api_key = \"{ala}\")  # Atlas of Living Australia", ala),
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


_BARE_PLACES = ["{t}", "Teams: {t}", "the portal only shows it once:\n{t}", "heto, token: {t}",
                "{t}\n^ new one, the old one's dead", "hang onto this for me: {t}", "seo é: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey of rail-side LoRaWAN sensor RS-12 at Finucane (OTAA): {h}": 32,
    "HMAC secret for the camp booking webhook: {h}": 64,
    "Zigbee network key for the Spinifex Village room sensors: {h}": 32,
    "Citect project encryption key (hex): {h}": 64,
    "Salto site key, hex, from the installer's handover sheet: {h}": 32,
    "暗号鍵（16進）真珠小屋のバックアップ用: {h}": 48,
    "eochair chriptiúcháin don chúltaca: {h}": 64,
    "encryption key ng backup sa clinic: {h}": 64,
    "enkripsiesleutel vir die rugsteun: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Freshservice #4450: token pulled out of DevTools {t}",
    "Cookie: lang=en-AU; roc_sess={t}",
    "ROC_PORTAL_ACCESS_TOKEN={t}",
    "hang on to this bearer for me {t}",
    "yung token: {t}",
    "lo token yena {t}",
    "Zendesk ticket 90112, internal note: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "upn": f"{rng.choice(_USERS)}@rplover.com.au"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://login.rplover.com.au/realms/ops",
            "azp": "roc-portal",
            "roles": ["roc-operator", "maint"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the loco gateway, stash it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/roc-portal.rplover.com.au.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"CLINIC_HL7_TLS_KEY": "{key}", "peer": "rfds-karratha"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_pearl <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "SysAid 3340, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "private key ng server, naka-paste dito:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the payroll SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvwIBADANBgkqhkiG9w0BAQEFAASCBKkw",
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
    "Trezor backup card, copying it before I shred it: {p}": "english",
    "Sparrow wallet recovery words\n{p}": "english",
    "old camp social-club wallet (emptied) words: {p}": "english",
    "Ledger Nano recovery sheet: {p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's every one of them": "english",
    "Confluence page 'Footy tipping wallet (retired)': {p}": "english",
    "真珠組合のウォレット復元フレーズ：{p}": "japanese",
    "frase de recuperación de la cartera, la del campamento: {p}": "spanish",
    "mots de récupération (Phantom) : {p}": "french",
    "frase de recuperação da carteira do Nando: {p}": "portuguese",
    "frase di recupero del portafoglio Keplr: {p}": "italian",
    "钱包助记词（旧的）：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    sep = "\u3000" if lang == "japanese" else " "
    words = phrase.split(sep)
    layouts = [
        sep.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Teams, Kylie: the camp card for the Rinnai spare parts is {c}, exp {mm}/{yy}",
    "my spare card, in case: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Freshservice #4480: pay the Selectronic service call with card {c}",
    "card ko: {c}, exp {mm}/{yy}",
    "numero sa card nako: {c}",
    "seo uimhir an chárta s'agam: {c}, {mm}/{yy}",
    "my kaartnommer: {c}, verval {mm}/{yy}",
    "lo namba ka lo card ka mina: {c}",
    "カード番号：{c}（有効期限 {mm}/{yy}）",
    "kartu kredit saya, nomornya {c}, {mm}/{yy}",
    "card number nganaju: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV {cvv}",
               "the three digits on the back of the camp card: {cvv}",
               "Amex {c}, the four digits above the number on the front: {cvv}",
               "CVV, yung tatlong digit sa likod: {cvv}",
               "CVV op die agterkant van die kaart: {cvv}",
               "カード裏の3桁：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 122 (nine corpora
# each); a bank code as the author believes one looks, then the BBAN's digits (stdnum's iban.dat).
_IBAN_BANKS = {"AZ": ("IBAZ", 20), "BH": ("NBOB", 14), "GE": ("TB", 16), "HN": ("BACN", 20),
               "IL": ("010", 16), "LT": ("73000", 11), "PK": ("HABB", 16), "QA": ("QNBA", 21)}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_BANKS)


def _iban(rng: random.Random, country: str) -> str:
    bank, digits = _IBAN_BANKS[country]

    def make(g: random.Random) -> str:
        bban = bank + _r(g, D, digits)
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice RPI-2031-077: please pay the drilling-consumables supplier to {i} within 30 days",
    "save the freight forwarder's IBAN: {i}",
    "IBAN: {i}\nReference: swing allowance, March",
    "Teams #payroll: Lorna's sister's account for the remittance, IBAN {i}",
    "yung IBAN ng kapatid ko: {i}",
    "IBAN sa akong igsoon: {i}",
    "an IBAN s'agam: {i}",
    "my IBAN vir die oorbetaling: {i}",
    "lo IBAN ka mina: {i}",
    "IBAN yami yi {i}",
    "IBAN rekening saya: {i}",
    "cuenta del proveedor de repuestos, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Documents and ids of the crews, none of which python-stdnum has a module for and none of which
# carries a check a library or this file verifies: shapes as the author believes them, or guessed.
def _hrw(g: random.Random) -> str:
    """A WA High Risk Work Licence number (guessed: HRW and seven digits)."""
    return f"HRW{_r(g, D, 7)}"


def _dg_licence(g: random.Random) -> str:
    """A WA dangerous goods driver licence number (guessed)."""
    return f"DGD{_r(g, D, 6)}"


def _explosives(g: random.Random) -> str:
    """A WA licence to use explosives (guessed: a year, a slash and a serial)."""
    return f"LUE-{g.randrange(2024, 2032)}/{_r(g, D, 5)}"


def _quarry(g: random.Random) -> str:
    """A WA quarry manager's certificate number (guessed)."""
    return f"QM{_r(g, D, 4)}"


def _rsa(g: random.Random) -> str:
    """A WA Responsible Service of Alcohol certificate number (guessed)."""
    return f"RSA{_r(g, D, 6)}{g.choice(UPPER)}"


def _concession(g: random.Random) -> str:
    """A Pensioner Concession Card's number: a CRN's shape, nine digits and a letter (unchecked)."""
    return f"{_r(g, D, 3)} {_r(g, D, 3)} {_r(g, D, 3)}{g.choice('ABCHJKLX')}"


def _site_safe(g: random.Random) -> str:
    """A New Zealand Site Safe passport number (guessed: seven digits)."""
    return g.choice("123456789") + _r(g, D, 6)


def _za_passport(g: random.Random) -> str:
    """A South African passport: a letter and eight digits."""
    return g.choice("AMT") + _r(g, D, 8)


def _uif(g: random.Random) -> str:
    """A South African UIF reference number (guessed: eight digits, a slash and a digit)."""
    return f"{_r(g, D, 7)}/{g.randrange(1, 9)}"


def _trade_test(g: random.Random) -> str:
    """A South African trade test certificate number (guessed)."""
    return f"TT/{g.randrange(2005, 2030)}/{_r(g, D, 6)}"


def _garda(g: random.Random) -> str:
    """An Irish Garda vetting reference (guessed: NVB and nine digits)."""
    return f"NVB{_r(g, D, 9)}"


def _medical_card(g: random.Random) -> str:
    """An Irish medical card number (guessed: seven digits and a letter)."""
    return _r(g, D, 7) + g.choice(UPPER)


def _naturalisation(g: random.Random) -> str:
    """An Irish certificate of naturalisation number (guessed)."""
    return f"NAT/{g.randrange(2012, 2031)}/{_r(g, D, 5)}"


def _psc(g: random.Random) -> str:
    """An Irish Public Services Card's card number (guessed: ten digits)."""
    return _r(g, D, 10)


def _dmw(g: random.Random) -> str:
    """A Philippine DMW e-Registration number (guessed)."""
    return f"{g.randrange(2019, 2031)}-{_r(g, D, 7)}"


def _caap(g: random.Random) -> str:
    """A Philippine CAAP aircraft maintenance engineer licence number (guessed)."""
    return f"AMEL-{_r(g, D, 5)}"


def _comelec(g: random.Random) -> str:
    """A Philippine voter's identification number (guessed: the VIN's digits and letters)."""
    return (
        f"{_r(g, D, 4)}-{_r(g, D, 4)}{_r(g, UPPER, 1)}{_r(g, UPPER, 2)}{_r(g, D, 5)}-{_r(g, D, 4)}"
    )


def _jp_diver(g: random.Random) -> str:
    """A Japanese diver's licence (潜水士免許) number (guessed: six digits)."""
    return _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "my High Risk Work Licence for the induction form: {s}": _hrw,
    "HRW licence no. (LF, DG, WP classes) on the back of the card: {s}": _hrw,
    "dangerous goods driver licence number for the Newman fuel run: {s}": _dg_licence,
    "licence to use explosives, for the shot crew roster: {s}": _explosives,
    "Seo m'uimhir cheadúnais pléascán: {s}": _explosives,
    "quarry manager's certificate no. for the Goldsworthy pit: {s}": _quarry,
    "my RSA certificate number for the wet mess bar: {s}": _rsa,
    "Pensioner Concession Card number (Mum's, for the flights): {s}": _concession,
    "Site Safe passport number: {s}": _site_safe,
    "tāku nama uruwhenua Site Safe: {s}": _site_safe,
    "my Suid-Afrikaanse paspoortnommer: {s}": _za_passport,
    "lo namba ka lo passport ka mina: {s}": _za_passport,
    "UIF reference yami yi {s}": _uif,
    "trade test certificate (electrician) number: {s}": _trade_test,
    "uimhir tagartha ghrinnfhiosrú an Gharda: {s}": _garda,
    "my Irish medical card number, for Mam's prescriptions: {s}": _medical_card,
    "naturalisation certificate no. (I'm Irish now!): {s}": _naturalisation,
    "Public Services Card number: {s}": _psc,
    "DMW e-Registration number ko: {s}": _dmw,
    "ang akong CAAP AMEL licence number: {s}": _caap,
    "voter's ID number ko idiay Laoag: {s}": _comelec,
    "潜水士免許の番号：{s}": _jp_diver,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Okta recovery codes for the ROC admin account\n{codes}",
            "spare sign-in codes for the clinic's Microsoft 365: {codes}",
            "Xero backup codes: {codes}",
            "2FA backup codes ko (Okta):\n{codes}",
            "cóid chúltaca 2FA: {codes}",
            "2FA rugsteunkodes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/RedPlover:kross@rplover.com.au?secret={s}&issuer=RedPlover&period=30",
              "Microsoft Authenticator wouldn't scan, so the manual setup key for Ellipse: {s}",
              "2FA secret for the Starlink account, from the 'can't scan?' link: {s}",
              "lo 2FA secret ka mina: {s}"]  # fmt: skip
_CODES = ["{c} is your myGov code", "BDO: Your One-Time PIN is {c}. Do not share this with anyone.",
          "FNB :-) OTP {c} for your Online Banking login. Don't share.",
          "{c} ist Ihr Anmeldecode. Bitte nicht weitergeben.", "Kiwibank: {c} is your verification code"]  # fmt: skip


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


_SSIDS = ["RPI-Village-Staff", "SpinifexVillage-Guest", "Telstra5G-Hedland-7F2A", "ROC-Eng-5G",
          "Starlink-Ranger", "PloverPearls-Boat", "Clinic-KTA-Staff", "Optus_Karratha_41C",
          "NBN-Kununurra-Ranger", "BarredCreek-Shed", "Marble Bar Pump Stn", "Goldsworthy-Crib"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "crib room network {s}, password {pw}",
    "wifi: {s} / {pw}",
    "Raspberry Pi Imager → OS customisation: SSID {s}, pw {pw}",
    "the key on the sticker under the Telstra box: {pw}",
    "yung wifi na {s}, password: {pw}",
    "wifi nga {s}, password kay {pw}",
    "pasfhocal an wifi {s}: {pw}",
    "wagwoord van die wifi {s}: {pw}",
    "lo wifi {s}, password yena {pw}",
    "wifi {s}, password yi {pw}",
    "Wi-Fi「{s}」のパスワードは {pw}",
    "kupuhipa o te wifi {s}: {pw}",
    "wifi {s} password ngayu-ngan: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("wnc_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ht_", (ALNUM, 24)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out over the radio, one letter at a time: {t}",
          "[dictated on the Zello channel] {t}", "(spaced out so it doesn't show in the Teams preview) {t}",
          "binasa ko nang letra-letra: {t}", "litir ar litir: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the Goldsworthy explosives magazine: {pw}",
          "the code ng padlock sa bodega: {pw}",
          "cód an ghlais ar an tseid: {pw}",
          "lo khodi ka lo loko ka lo store: {pw}",
          "die kode van die hek by die kamp: {pw}",
          "the key safe at the ranger station takes {pw}",
          "crib room keypad at Marble Bar: {pw} then #",
          "倉庫の南京錠の番号：{pw}",
          "code ya gate yi {pw}, bra"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["spinifex", "pindan", "boab", "brolga", "goanna", "barramundi", "mulga",
                 "reclaimer", "haulpak", "ballast", "keshi", "nacre", "wattle", "bilby",
                 "roadtrain", "willywilly"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ROC vault: {p}": " ",
            "KeePassXC master key phrase for ROC.kdbx: {p}": "-",
            "Proton Pass unlock phrase: {p}": ".",
            "Dashlane master passphrase: {p}": " ",
            "passphrase sa backup drive natin: {p}": " ",
            "frása pasfhocail don chúltaca: {p}": "_",
            "die rugsteun se wagwoordfrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection 'ROC API', header Authorization: Basic {v}": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "Bruno collection, roc.bru:\nheaders {{\n  authorization: Basic {v}\n}}": True,
    "Hoppscotch, the Wenco call: authorization: bearer {v}": False,
    "HTTPie session file: \"Authorization\": \"Basic {v}\"": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "mikro-orm.config.ts:\nexport default defineConfig({{\n  dbName: 'village',\n  user: 'camp',\n  password: '{pw}',\n}});",
    "config/pghero.yml:\ndatabases:\n  village:\n    url: postgres://pghero:{pw}@camp-db.rplover.lan:5432/village",
    "/etc/powa-web.conf:\nservers={{\n  'main': {{'host': 'localhost', 'port': '5432', 'database': 'powa', 'username': 'powa', 'password': '{pw}'}}\n}}",
    "/etc/temboard-agent/temboard-agent.conf:\n[postgresql]\nhost = /var/run/postgresql\nuser = temboard\npassword = {pw}",
    "local_settings.py (the old Mezzanine intranet):\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"NAME\": \"intranet\", \"USER\": \"mezz\", \"PASSWORD\": \"{pw}\"}}}}",
    "jde.ini on the JDE deployment server:\n[SECURITY]\nDefaultEnvironment=JPD920\nUser=JDE\nPassword={pw}",
    "maximo.properties:\nmxe.db.url=jdbc:oracle:thin:@maxdb.rplover.lan:1521/MAXPRD\nmxe.db.user=maximo\nmxe.db.password={pw}",
    "/usr/lib/unifi/data/system.properties:\ndb.mongo.local=false\ndb.mongo.uri=mongodb\\://unifi\\:{pw}@127.0.0.1\\:27117/ace",
    "wpa_supplicant.conf on the weather Pi:\nnetwork={{\n    ssid=\"Starlink-Ranger\"\n    psk=\"{pw}\"\n}}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.rplover.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "docker-compose.yml (camp bookings):\n    environment:\n      POSTGRES_USER: bookings\n      POSTGRES_PASSWORD: \"{pw}\"",
    "~/.my.cnf:\n[client]\nuser=roc_ro\npassword=\"{pw}\"\nhost=camp-db.rplover.lan",
    "application.yml:\nspring:\n  datasource:\n    url: jdbc:postgresql://pg-ellipse.rplover.lan/rail\n    username: trainlink\n    password: {pw}",
    "/etc/ppp/peers/satlink:\nuser \"rpi-ranger\"\npassword \"{pw}\"",
    "mosquitto bridge.conf:\nconnection pearl-to-hq\naddress mqtt.rplover.lan:8883\nremote_username pearl\nremote_password {pw}",
    "odbc.ini:\n[BPS]\nDriver=ODBC Driver 18 for SQL Server\nServer=bp-sql.rplover.lan\nUID=bpsreport\nPWD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Shaz: crib room wifi password?\nMick: {pw}",
    "[05:41] brett: root pw for hist-01?\n[05:42] ciaran: {pw}",
    "Rowena: {pw} na yung bagong password ng Salto",
    "Kristine: {pw} na ang bag-o, ayaw kalimti",
    "Cathal: caidé an pasfhocal ar an NUC?\nSiobhán: {pw}",
    "Lindiwe: {pw}, dis wat die Citect nou het",
    "Themba: sharp, password yi {pw}",
    "Kelvin: wanthiwa, password nganaju {pw}",
    "Tama: {pw}, koia te kupuhipa hōu",
    "Kenji: 新しいパスワードは {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pas\u2063sword = {pw}", "p\u00a0a\u00a0s\u00a0s\u00a0w\u00a0o\u00a0r\u00a0d: {pw}",
    "pаsswоrd → {pw}", "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹: {pw}", "ＰＡＳＳＷＯＲＤ：{pw}", "ᵖᵃˢˢʷᵒʳᵈ {pw}", "pass\u034fword: {pw}",
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
    "the Citect engineer password is": "{s}", "Salto admin pw:": "{s} (since the lock upgrade in May)",
    "ang password ng VingCard ay": "{s}", "Experion password": "{s}\nchange it after the shutdown",
    "an pasfhocal úr:": "{s}", "wagwoord:": "{s}", "lo password yena": "{s}", "Wenco password": "{s}",
    "the password Jun-Jun read out over the radio was": "{s}, I think", "password nganaju": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Deswik API key", "{s}", _j((ALNUM, 40))),
    ("split_token", "Wenco key:", "{s} (fleet sync)", _j("wnc_", (ALNUM, 32))),
    ("split_token", "Clinic to Cloud client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow seed words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 06/35", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "QA"))),
    ("split_backup", "Okta recovery codes", "{s}\nmqzd-4410-trak\nvbnx-8822-pelu", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "HRW licence no.", "{s}", _hrw),
    ("split_phrase", "Bitwarden master passphrase (the new one)", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


def _json_pw(rng: random.Random) -> str:
    """A password that a JSON string holds as written (no quote, no backslash)."""
    return _plain_pw(rng)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"citect": {"host": "citect-hmi.rplover.lan", "engineer_password": "{s}"}}': ("meta_password", _json_pw),
    '{"pasfhocal": "{s}"}': ("meta_password", _json_pw),
    '{"login": {"user": "kross", "passwd": "{s}"}}': ("meta_password", _json_pw),
    '{"locks": [{"door": "C-12"}, {"door": "C-14", "admin_password": "{s}"}]}': ("meta_password", _json_pw),
    '{"argv": ["sqlplus", "-s", "trainlink/{s}@ELLPRD"]}': ("meta_password", _json_pw),
    '{"note": "ang password ng Salto ay {s}"}': ("meta_password", _json_pw),
    '{"wagwoord": "{s}"}': ("meta_password", _json_pw),
    '{"transcript": "log into the Experion station as eng with the password {s}"}': ("meta_password", _json_pw),
    '{"deswik": {"client_secret": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"noggin_token": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"wencoApiKey": "{s}"}': ("meta_token", _j("wnc_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"remittance": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PK")),
    '{"worker": {"hrw_licence": "{s}"}}': ("meta_id", _hrw),
    '{"mfa": {"recovery_codes": ["{s}", "mqzd-4410-trak", "vbnx-8822-pelu"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"social_club_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"rs12": {"app_key": "{s}"}}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"magazine": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Goldsworthy-Crib", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sp-pro-firmware-10.4.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"harbor.rplover.lan/roc/ingest:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"trainlink: add ore car tare weights", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"roster: revert swing parser", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"water-quality_2031-03-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"rail-historian-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Salto admin password before the lock audit on 2031-04-14.",
    "Shaz asked for the crib room wifi password; it's on the card in the supervisor's drawer.",
    "Policy: Red Plover passwords are at least 16 characters and live only in the Bitwarden vault.",
    "Please don't paste passwords into the Zello channel; share a vault link instead.",
    "The `.env.example` line `WENCO_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Citect HMI asks for a new engineer password after every project download.",
    "Replace <YOUR_DESWIK_SECRET> in the README with the secret from the Deswik portal.",
    "NOGGIN_API_TOKEN and EROAD_API_KEY must be set before the nightly sync runs.",
    "Wag ibigay ang password mo kahit kanino, kahit sa IT.",
    "Bisan kinsa pa ang mangutana, ayaw ihatag imong password.",
    "Dimo nga ited ti password mo iti asinoman.",
    "Ná tabhair do phasfhocal do dhuine ar bith.",
    "Cha chóir duit an pasfhocal s'agat a insint do dhuine ar bith.",
    "Gee nooit jou wagwoord vir enigiemand nie.",
    "Ungayinikezi muntu iphasiwedi yakho.",
    "Hayikona tshela muntu lo password ka wena.",
    "Bra, hou jou password vir jouself, ungatshele muntu.",
    "Kaua rawa e tuku i tō kupuhipa ki tētahi.",
    "Wanthiwa! Ranger rule: never give your password to anyone.",
    "パスワードは他人に絶対に教えないこと。",
    "Kata sandi jangan dikasih ke siapa-siapa.",
    "La contraseña tiene que llevar dieciséis caracteres como mínimo.",
    "Ein Passwort braucht bei uns mindestens sechzehn Zeichen.",
    "Le mot de passe doit faire au moins seize caractères, chiffres compris.",
    "Upgraded the SP PRO firmware from 10.2 to 10.4.1 and pymodbus to 3.9.2 during the shutdown.",
    f"commit {_COMMIT} adds the ore car tare weights.",
    f"Rolled back to {_SHORT} after the swing parser broke the roster import.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The SP PRO firmware 10.4.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of rail-historian-export-2031.parquet: {_SHA512}",
    f"The ingest container runs harbor.rplover.lan/roc/ingest@sha256:{_IMAGE}.",
    f"MD5 of water-quality_2031-03-02.csv is {_MD5}, same as the copy on the pearl share.",
    "Request id 4c1d7e2a-9b35-4f6e-a812-3d0f5b7c9e41 is the slow one in the Wenco logs.",
    "Purchase order PO-2031-00917 for 12 pallets of ballast sleepers ships on Tuesday.",
    "ServiceNow INC0081410: the Marble Bar pump station alarm keeps tripping at night.",
    "Call the Karratha clinic on +61 8 9144 0217 before noon.",
    "Ute 1HXR-442 is booked for the Kununurra ranger run on Friday.",
    "Flight QF1914 PER–KTA departs 05:40, booking reference KQ7M2P.",
    "Ore train 4417 left Finucane at 03:12 with 236 cars and 31,800 t.",
    "The camp's hot-water unit runs at 60 °C; the crib room fridge at 4 °C.",
    "After five wrong passwords the Experion station locks the account for 30 minutes.",
    "The pearl lines at Barred Creek are 2.4 km long; a panel holds 12 shells.",
    "The secret to a good barra is a hot plate and a squeeze of lime.",
    "Ask Mick for the crib room keypad code, I don't have it.",
    "My card ending 4471 was declined at the Newman servo.",
    "The Doha supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the clinic's Microsoft 365 and keep them in the safe.",
    "No wallet's support will ever ask for your recovery words.",
    "Keep `WENCO_API_KEY` in the secrets store, never in the repository.",
    "The magazine padlock seizes up in the red dust; spray it with dry lube every month.",
    "Deswik moved the API key page under Settings › Developer in its March release.",
    "ISBN 978-0-643-10617-8 is the Pilbara plant guide on the ranger shelf.",
    "The guest wifi 'SpinifexVillage-Guest' is open; no password needed.",
    "Swing 14x7 starts on 2031-04-02; the charter leaves Perth at 05:40.",
    "Cyclone season runs from November to April; tie down the shade cloth before it starts.",
    "O se ke wa bolella motho phasewete ya hao, leha e le motsoalle.",
    "Version 3.1 of the ingest service drops the old Wenco v1 endpoint.",
    "Đừng bao giờ gửi mật khẩu qua tin nhắn, kể cả cho quản lý.",
    "Water temperature at the lease was 29.4 °C, salinity 35.2 ppt, visibility 6 m.",
    "The Tait repeater on Mount Nicholson covers the rail line from km 112 to km 168.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-03-01T06:00:00+08:00", "password_min_length": 16}',
    '{"secret_ref": "vault/roc/citect", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 2217}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "INC0081410", "purchase_order": "PO-2031-00917"}',
    '{"train": {"id": 4417, "cars": 236, "tonnes": 31800}}',
    '{"phone": "+61 8 9144 0217", "town": "Karratha"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rooms_free": 41}',
    '{"booking": "KQ7M2P", "flight": "QF1914", "swing": "14x7"}',
    '{"ute": "1HXR-442", "driver": "kwalker", "odometer_km": 184223}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
