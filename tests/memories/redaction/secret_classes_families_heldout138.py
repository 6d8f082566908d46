# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-thirty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirty-fourth's docstring,
the fifth to hundred-and-thirty-fourth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a crop and a
harvest year, a locomotive's nickname and its class number, a football club and its founding
year, a name with a birth year and a town, a town, a crop and a year, a pálinka and its fruit, a
track word, a number and a crop, a couple's names, generated groups), names, places, templates,
tools, vendors and layouts, the way the staff of the Körös-Tisza Agrorail cooperative (KTA, a
fictional cross-border rail-freight, grain-terminal and beet-sugar network: a grain terminal with
its elevator SCADA at Szeged-Kiskundorozsma, the broad-gauge transshipment yard and its dispatch
at Záhony across from Chop, a beet-sugar factory's diffuser line at Vrbas near Novi Sad, a customs
brokerage in Timișoara with a desk at the Nădlac crossing, a veterinary border post at Záhony-Chop
for livestock coming through Uzhhorod, and the head office and IT in Debrecen with a depot at
Oradea; staff from the Palóc villages of Nógrád, the Csángó villages of Moldavia, the Romanian
Banat, Bačka's Bunjevci and Šokci, Carașova's Krashovani, Hungary's Romungro Roma, the Boyko
highlands and Zakarpattia's Rusyns, Ukraine, Slovakia, the Banat Swabians and one English
contractor) leak secrets into an assistant's memory. The texts are Viber, Telegram, WhatsApp,
Teams, Signal, Messenger, Slack, Google Chat, Threema, Element, Discord, Mattermost, Rocket.Chat,
Webex, Zoom and SMS messages, Google Keep, Samsung Notes, OneNote, Notion, Obsidian and Todoist
notes to self, Jira Service Management, Zammad, GLPI, YouTrack and Freshdesk tickets, e-mails, an incident
note, a runbook, README fragments, shell history (bash, zsh, fish, PowerShell, tmux, Windows
Terminal, cron, a Jenkins and a GitLab CI log, an Ansible task), configs, code, voice-dictated text
and requests to the assistant itself, around the panels of grain, rail, sugar, weighing, lab,
veterinary and network hardware (a Tornum IntelliGrain control, Sukup and Riela dryers, a Petkus
seed cleaner, a Skiold mill, Symaga and Mysilo temperature cables, an Akron bin monitor, a Foss
Infratec NOVA analyser, a Tenzotech weighbridge, a Pfister weighfeeder, an Alstom Smartlock
interlocking workstation, CZ Loko remote diagnostics, a Plasser & Theurer tamper, Emerson DeltaV
and Rockwell PlantPAx stations, an Elipse E3 viewer, a Putsch slicer, Silver Engineering
centrifuges, a Flottweg decanter, a Schmidt+Haensch polarimeter, a K-Patents refractometer, a
Jumo LOGOSCREEN recorder, a Tecnosoft logger, Fatek PLCs, Samson positioners, an Eltako gateway, a
Gewiss panel and a Speedport router). Tools none of heldouts 5 to 134 names: BOINC's boinccmd,
ARK's ShooterGameServer, the OpenRA, Project Zomboid, Killing Floor 2, Rust, DDNet and Teeworlds
dedicated servers, Abiotic Factor's server, ownCloud Infinite Scale's `ocis init` and a Subsonic
API call on the command line; configs of Euro Truck Simulator 2, Farming Simulator, DayZ, Conan
Exiles, Assetto Corsa, Simutrans, Enshrouded and Don't Starve Together; beside them the commands
the product names (sshpass, mysql, redis-cli, curl -u, docker login, htpasswd, smbclient, 7z,
openssl, gpg --passphrase, plink, xfreerdp, net use, sqlplus, lftp, ipmitool, mosquitto_pub, sudo
-S, ldapsearch, keytool, xh, sqlcmd, rabbitmqctl) and the formats it names (.pgpass, PHP's
`define`, Terraform's `default`, pgbouncer's userlist, chap-secrets, nslcd's `bindpw`, an INI
`[credentials]` section, unattend.xml), in layouts of its own. About 45 % of the texts are in
other languages than English (by a rough count of the drawn samples): Palóc Hungarian (of
Nógrád), Csángó Hungarian (of Moldavia), Banat Romanian (graiul bănățean), Romungro (the
Carpathian Romani of Hungary), Bunjevac (of Subotica), Šokac (of Sombor and Bački Monoštor),
Krashovani (of Carașova) and Boyko (of the Boyko highlands), which no earlier docstring names,
and Hungarian, Romanian, Serbian (in Cyrillic and Latin letters), Ukrainian, Rusyn, Slovak,
Swabian German, Polish, Czech, Bulgarian, Russian, Turkish, Italian, Spanish and German in
wordings of their own. The eight new languages' wordings are the author's approximations, checked
by no speaker, built around a possessive (and for some a connective) and the loanwords people
there really text (password, parola, šifra, jelszó, wifi, code, card, IBAN, API key, user,
computer, padlock, passport): Palóc's `å jelszåvå …, oszt …`; Csángó's `a parolája …` and
`szenkinek sze`; Banat Romanian's `parola … îi …`, `amu`, `tăt` and `nimeńi`; Romungro's `miro
jelszó hin …` and `ma phen kanikaske`; Bunjevac's `šifra od … je …`, `rič`, `divanit` and
`kazivat`; Šokac's `pripovidat`; Krashovani's `mója parola je …`; Boyko's `… є …`, `ня кажи`,
`файно` and `ґаздо`. The Palóc vowels, the Csángó hissing, the Romungro forms and the Boyko
negation are the thinnest guesses (after the standard languages and what the author remembers
of the dialects). Vendors (NAV Online Számla, Foxpost, MyGLS, DExpress, Soft.farm, xFarm,
Agricolus, Meteobot, Prozorro, Rozetka, SalesDrive, Shoprenter, Raillog, Cargopedia, Dachser,
Waberer's, Evertrack, Agremo, OPI Blue, IntelliFarms, Amber Agriculture, TeleSense, Farmable,
BizniSoft, Dubidoc, Taxer, Dilovod, Syrve, Kulcs-Soft, Novitax, MiniCRM, FGO, Facturis,
WinMENTOR, Nexus ERP, Tachomaster, Navirec, Trackunit, Sensolus, Hellmann, Rail Cargo Group,
Savvy Telematic, GATX, CargoBeamer, Metrans, Duvenbeck, Hoyer and GPS-Trans) are ones heldouts 5
to 134 do not name; none of them publishes a token shape the author knows, so every shape here
(Soft.farm's `sf_`, Raillog's `rlg_`, Agremo's `agr_live_`, Navirec's `nvr_`, NAV's dashed signing
key, the UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids are kinds heldouts
5 to 134 do not use: a Hungarian primary producer's card (őstermelői igazolvány), a Hungarian
Treasury agricultural client id (MÁK ügyfél-azonosító), a Hungarian Veterinary Chamber number, a
Hungarian train driver's licence, a Hungarian customs agent's card, a Hungarian residence card and
firearms licence, a Serbian farm register number (BPG) and hunting card, a Romanian freight
driver's professional certificate (atestat) and veterinary register number, a Ukrainian residence
permit (посвідка) and pension certificate, a German hunting licence, a Slovak fishing licence and
a horse's UELN, for which python-stdnum has no module and which no library or this file checks (no
check-digit algorithm is written here): they are unchecked, their shapes invented or as the
author believes them; and Hungarian, Romanian and Croatian passports under Romungro, Csángó and
Krashovani words, likewise unchecked. Card numbers pass Luhn (DinaCard and Prostir prefixes drawn
here besides the value helpers' brands, all checked with python-stdnum's `luhn`). The IBANs are
of countries used least by a rough count over the IBAN shapes of heldouts 5 to 134 (Romania, the
Czech Republic, Poland, Italy, the United Kingdom, Spain, San Marino and Belgium, in eight or
nine corpora each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Czech, Russian, Italian, Turkish and Spanish lists, each with a valid checksum. Counts:
390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and 10
clean metadata dicts.
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

SEED = 138_574_219
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


_CROPS = ["Kukorica", "Buza", "Napraforgo", "Repce", "Arpa", "Cukorrepa", "Porumb", "Grau",
          "Kukuruz", "Psenica", "Suncokret", "Kukurudza", "Sfecla", "Rozs"]  # fmt: skip
_RAIL = ["Tolato", "Gurito", "Vagon", "Vagany", "Sorompo", "Mozdony", "Plomba", "Remiza",
         "Skretnica", "Strilka", "Fordito", "Rampa", "Peron", "Siklo"]  # fmt: skip
_LOCOS = [("Szili", 1043), ("Szergej", 628), ("Taurus", 1116), ("Traxx", 480), ("Vectron", 193),
          ("Gigant", 650), ("Bobo", 2006), ("Csorgo", 2062), ("Chme", 3457), ("Dizel", 2800),
          ("Zsuzsi", 490), ("Griffin", 470)]  # fmt: skip
_CLUBS = ["DVSC1902", "Poli1921", "Vosa1914", "Fradi1899", "Hoverla1925", "Bihor1958",
          "Spartak1945", "Szeged2011", "Zakarpattia1946", "Banat1919"]  # fmt: skip
_TOWNS = ["Szeged", "Zahony", "Timisoara", "Oradea", "NoviSad", "Uzhhorod", "Debrecen", "Mako",
          "Vrbas", "Csap", "Chop", "Kelebia", "Subotica", "Sombor", "Carasova", "Berehove",
          "Nadlac", "Lugoj", "Kisvarda", "Salgotarjan"]  # fmt: skip
_NAMES = ["Gyula", "Reka", "Bence", "Boske", "Lorinc", "Magdo", "Sorin", "Mirela", "Ionel",
          "Florica", "Dragan", "Jelena", "Nemanja", "Milica", "Marija", "Tomislav", "Stipan",
          "Ivka", "Nikola", "Ivan", "Oksana", "Taras", "Janko", "Zuzana", "Zsolt", "Erika",
          "Sepp", "Anna", "Graham", "Dezso"]  # fmt: skip
_PALINKA = ["Palinka", "Tuica", "Rakija", "Horilka", "Slivovica", "Kisusi"]
_FRUITS = ["Szilva", "Barack", "Korte", "Dinnye", "Visnja", "Kajszi", "Dunja", "Birs"]
_SYMBOLS = "!#$%&*?@+=."


def _loco(g: random.Random) -> str:
    """A locomotive's nickname and its class number, the way the yard crew makes a password."""
    name, number = g.choice(_LOCOS)
    return f"{name}{number}{g.choice(['', '!', '#', '.', '*'])}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CROPS)}{g.randrange(2019, 2034)}{g.choice(_SYMBOLS)}",
    _loco,
    lambda g: f"{g.choice(_CLUBS)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2006)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "!$%&?#", 16),
    lambda g: f"{g.choice(_TOWNS).lower()}_{g.choice(_CROPS).lower()}_{g.randrange(2019, 2034)}",
    lambda g: f"{g.choice(_PALINKA)}{g.choice(_SYMBOLS)}{g.choice(_FRUITS)}{g.randrange(2015, 2034)}",
    lambda g: f"{g.choice(_RAIL)}{g.randrange(10, 1000)}{g.choice(_CROPS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, LOWER, 3),
    lambda g: f"{g.choice(_RAIL).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}{g.choice(_NAMES)}{g.randrange(1, 32):02d}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_TOWNS)}{g.randrange(2019, 2034)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, 'Szeged silo night shift', Gyula: the Tornum IntelliGrain panel password is {pw}",
    "Telegram from Oksana: Foss Infratec NOVA admin password {pw}",
    "WhatsApp, Dragan: Tenzotech weighbridge terminal password {pw}",
    "Teams chat, #zahony-yard: Alstom Smartlock workstation password {pw}",
    "Signal from Sorin: Emerson DeltaV operator station password {pw}",
    "Messenger, Zsolt: the Sukup dryer touchscreen password is {pw}",
    "Slack DM from Graham: Rockwell PlantPAx engineering workstation password {pw}",
    "Google Chat, sugar lab: Schmidt+Haensch polarimeter admin password {pw}",
    "Threema from Jelena: K-Patents refractometer web password {pw}",
    "Element room #diffuser-line: Putsch slicer HMI password {pw}",
    "Discord, yard crew server: the Speedport in the Debrecen flat, password {pw}",
    "SMS from Ionel: Petkus seed cleaner panel password {pw}",
    "Zoom chat during the audit: Silver Engineering centrifuge HMI password {pw}",
    "Webex message, Milica: Flottweg decanter controller password {pw}",
    "Mattermost, #vet-post: Jumo LOGOSCREEN recorder password {pw}",
    "Rocket.Chat, Nemanja: Riela dryer control password {pw}",
    "Google Keep 'silo 4': Symaga temperature cable reader password {pw}",
    "Samsung Notes: Skiold mill PLC password {pw}",
    "OneNote page 'Yard': CZ Loko remote diagnostics password {pw}",
    "Notion page 'Sugar campaign 2032': Elipse E3 viewer password {pw}",
    "Obsidian note: Plasser & Theurer tamper laptop password {pw}",
    "Todoist task: rotate the Fatek PLC web password (now {pw})",
    "Jira SM KTA-2207: the Mysilo sensor gateway password {pw} stopped working",
    "Zammad ticket 4481: Akron bin monitor password {pw}, please reset",
    "GLPI ticket 0912: Samson valve positioner app password {pw}",
    "YouTrack YARD-88: Eltako gateway at the Záhony office, password {pw}",
    "Hi Réka,\n\nthe root password on the Szeged weighbridge server is {pw}. Bin this mail once it's in Bitwarden.\n\nCheers,\nGraham",
    "Incident 2032-09-14: the Tecnosoft logger at the Chop vet post was reachable from the internet with password {pw}",
    "Runbook: diffuser line restart\n1. open the DeltaV console\n2. log in as operator\n3. password {pw}\n4. ramp tower 2 to 60 %",
    "README (Szeged silo rack)\nthe LOGOSCREEN web UI is at https://logoscreen.korostisza.lan, admin password `{pw}`.",
    "dictated: the Gewiss smart panel password is {pw} full stop",
    "note to self: OTP SmartBank password {pw}",
    "can you remember my Banca Transilvania app password? it's {pw}",
    "a szárítóvezérlő jelszava: {pw}",
    "Szia Réka, a vámos gép új jelszava {pw} – ne küldd tovább senkinek",
    "Gyula: å hídmérleg gépinek å jelszåvå {pw}, oszt senkinek së mondd el",
    "Böske, mostan å szárító jelszåvå {pw}",
    "Lőrinc: a kompjuter parolája {pw}, szenkinek sze mondd meg",
    "a mü irodánkba a parola {pw}, aszondta Magdó",
    "parola de la PC-ul vamal este {pw}",
    "Sorin: parola la calculatoru' de la cântar îi {pw}, nu-i spune la nimeńi",
    "amu parola la uscător îi {pw}, tăt așa ca la ăla vechi",
    "Zsolt: miro jelszó hin {pw}, ma phen kanikaske, šunes?",
    "le mérlegoske gépesko jelszó hin {pw}",
    "лозинка за вагу у силосу је {pw}",
    "Nemanja: šifra za računar na rampi je {pw}",
    "Marija: šifra od kompjutera na vagi je {pw}, nemoj nikom kazivat",
    "divanila sam s Tomislavom, nova šifra od sušare je {pw}",
    "Stipan: moja šifra je {pw}, nemoj nikom pripovidat",
    "Nikola: mója parola je {pw}, na nikoga da ne kažeš",
    "пароль від комп'ютера на ветпосту: {pw}",
    "Іван: мій пароль тепер {pw}, нікому ня кажи, файно?",
    "пароль до сушарки є {pw}, ґаздо",
    "Янко: гесло за компютер у силосу {pw}, та нє давай го нікому",
    "Zuzka, nové heslo na colný počítač: {pw}",
    "Sepp: 's Passwort vom Diffuseur-Leitstand isch {pw}",
    "hasło do wagi kolejowej to {pw}",
    "паролата за кантара е {pw}",
    "kantardaki bilgisayarın şifresini değiştirdim, yenisi {pw}",
    "la password del PLC del diffusore è {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bence.k", "reka", "gyula.t", "boske", "lorinc", "magdo", "sorin", "mirela.p", "ionel",
          "florica", "dragan", "jelena.m", "nemanja", "milica", "marija.v", "tomislav", "stipan",
          "ivka", "nikola.f", "ivan.b", "oksana", "taras", "janko.h", "zuzana", "zsolt.l",
          "erika", "sepp", "anna.l", "graham", "svc-scada", "svc-yard", "vetpost"]  # fmt: skip
_LOGINS = [
    "Viber, Gyula: the Tenzotech login is {u} / {pw}",
    "Jira SM KTA-2231: {u} locked out of the IntelliGrain panel, last password {pw}",
    "user={u} pass={pw}",
    "Notion › Yard › Alstom Smartlock: {u} — {pw}",
    "| panel | user | password |\n|---|---|---|\n| Riela dryer | {u} | {pw} |",
    "log into the DeltaV station as {u} with {pw}",
    "Putsch HMI login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: weighbridge-szeged\n  user: {u}\n  pass: {pw}",
    "Teams: account {u}, password {pw}",
    "Dragan says the Infratec account is {u} and the password is {pw}",
    "panel,user,password\nsukup-dryer-2,{u},{pw}",
    "a belépéshez: felhasználónév {u}, jelszó {pw}",
    "å felhasználó {u}, å jelszåvå {pw}",
    "a juzer {u}, a parolája {pw}",
    "utilizator {u}, parola {pw}",
    "userul îi {u} și parola îi {pw}",
    "nalog {u}, lozinka {pw}",
    "korisnik je {u}, a šifra od njeg {pw}",
    "логін {u}, пароль {pw}",
    "логін {u}, а пароль є {pw}",
    "o useri {u}, o jelszó {pw}",
    "na colnom termináli som {u}, heslo mám {pw}",
    "Benutzer isch {u}, 's Passwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kukorica", "tolato", "repce", "diffuzor", "melasz", "gurito", "plomba", "kombajn",
               "porumb", "secerana", "vagonka", "zsilip", "sfecla", "kukuruz", "strilka"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the yard PC password is the word {w}, all lowercase, then {d}",
    "password: {w}, and straight after it {d}",
    "voice memo: the silo wifi password is {w} followed by {d}, no space",
    "it's {w}{d}, word and number together",
    "jelszónak a {w} szót írd kisbetűvel, mögé {d}",
    "å jelszó å {w} szó, oszt utånå {d}",
    "parola e cuvântul {w} și după el {d}",
    "parola îi vorba {w}, șî pă urmă {d}",
    "šifra je reč {w}, pa onda {d}",
    "ti ukucaj rič {w}, a odma za njom broj {d}",
    "пароль складається зі слова {w}, і зразу після нього {d}",
    "kurz: {w}{d}, Wort und Zahl zamma",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "boinccmd --host lab-pc3.korostisza.lan --passwd '{pw}' --get_tasks",
    "./ShooterGameServer TheIsland?listen?SessionName=KTA-Silo?ServerPassword=silo?ServerAdminPassword={pw} -server -log",
    "dotnet bin/OpenRA.Server.dll Engine.EngineDir=.. Game.Mod=ra Server.Name='KTA night shift' Server.ListenPort=1234 Server.Password={pw}",
    "./start-server.sh -servername ktabeet -adminpassword {pw}",
    "KFServer.exe KF-BurningParis?Difficulty=1?AdminPassword={pw} -Port=7777",
    "./RustDedicated -batchmode +server.hostname 'KTA Zahony' +rcon.port 28016 +rcon.password '{pw}' +rcon.web 1",
    "ocis init --insecure true --admin-password '{pw}'",
    "./DDNet-Server 'sv_name \"KTA yard\"; sv_rcon_password {pw}; sv_port 8303'",
    "./teeworlds_srv 'sv_name KTA-silo; sv_rcon_password {pw}'",
    "curl 'https://music.korostisza.lan/rest/ping.view?u={u}&p={pw}&v=1.16.1&c=kta-cli&f=json'",
    "AbioticFactorServer-Win64-Shipping.exe -log -SteamServerName='KTA Labs' -ServerPassword={pw} -MaxServerPlayers=6",
    "sshpass -p '{pw}' ssh {u}@silo-scada.korostisza.lan 'systemctl status intelligrain-bridge'",
    "mysql -h weigh-db.korostisza.lan -u {u} -p'{pw}' weighbridge -e 'select count(*) from tickets'",
    "redis-cli -h 10.40.2.15 -p 6380 -a '{pw}' --no-auth-warning info replication",
    "curl -u {u}:{pw} -X POST https://yard-api.korostisza.lan/v1/wagons/reweigh",
    "docker login registry.korostisza.lan -u {u} -p '{pw}'",
    "htpasswd -bB /etc/nginx/.htpasswd_vetpost {u} '{pw}'",
    "smbclient //fs-szeged/Vam -U '{u}%{pw}' -c 'ls'",
    "7z x -p'{pw}' beet-campaign-2032.7z -o/srv/lab",
    "openssl enc -d -aes-256-cbc -pbkdf2 -in ched-export.enc -out ched-export.csv -pass pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d customs-2032-q3.tar.gpg > customs.tar",
    "plink -ssh {u}@10.40.8.2 -pw {pw} \"show interfaces\"",
    "xfreerdp /v:deltav-es01.korostisza.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\fs-timisoara\\vama {pw} /user:KTA\\{u} /persistent:no",
    "sqlplus {u}/{pw}@//ora-vam.korostisza.lan:1521/VAMPDB",
    "lftp -u {u},{pw} ftps://edi.korostisza.net",
    "ipmitool -I lanplus -H 10.40.0.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.korostisza.lan -u {u} -P '{pw}' -t silo/4/temp -m 18.2",
    "echo '{pw}' | sudo -S systemctl restart weighbridge-agent",
    "ldapsearch -x -H ldaps://dc1.korostisza.lan -D 'cn={u},ou=svc,dc=korostisza,dc=lan' -w '{pw}' -b 'dc=korostisza,dc=lan' '(sAMAccountName=gyula.t)'",
    "keytool -importkeystore -srckeystore nav.p12 -srcstoretype PKCS12 -destkeystore nav.jks -deststorepass '{pw}'",
    "xh -a {u}:{pw} GET https://tornum-bridge.korostisza.lan/api/bins",
    "sqlcmd -S sql-sugar.korostisza.lan -U {u} -P '{pw}' -Q \"SELECT TOP 5 * FROM Campaign.Deliveries\"",
    "rabbitmqctl add_user {u} '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "gyula@silo-scada:~$ {c}", "PS C:\\Users\\reka> {c}", "root@yard-gw:/opt# {c}",
    "bash history:\n 1184  {c}", "tmux pane 2 (weighbridge): {c}",
    "Jenkins console, job 'nav-sync':\n+ {c}", "GitLab CI job 'deploy-lab':\n$ {c}",
    "Ansible task:\n- name: run it\n  ansible.builtin.shell: {c}", "fish> {c}", "zsh % {c}",
    "Windows Terminal (Ubuntu):\n{c}", "ezt futtattam: {c}", "ezt futtåttåm tëgnap: {c}",
    "am dat comanda asta pe server: {c}", "comanda pă care o dat-o Sorin amu: {c}",
    "komanda koju sam pustio: {c}", "ось що я запускав на сервері: {c}", "ось команда, ґаздо: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg-silo.korostisza.lan:5432/grain",
    "mysql://{u}:{pw}@weigh-db.korostisza.lan:3306/weighbridge",
    "mssql+pyodbc://{u}:{pw}@sql-sugar.korostisza.lan/Campaign?driver=ODBC+Driver+18+for+SQL+Server",
    "amqp://{u}:{pw}@rabbit.korostisza.lan:5672/yard",
    "mqtt://{u}:{pw}@10.40.2.30:1883",
    "rtsp://{u}:{pw}@10.40.6.11:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@edi.korostisza.net/ncts/outbox",
    "mongodb://{u}:{pw}@mongo-lab.korostisza.lan:27017/sugarlab?authSource=admin",
    "http://{u}:{pw}@10.40.3.9/cgi-bin/status",
    "davs://{u}:{pw}@cloud.korostisza.net/remote.php/dav/files/{u}/",
    "jdbc:oracle:thin:{u}/{pw}@ora-vam.korostisza.lan:1521/VAMPDB",
    "clickhouse://{u}:{pw}@ch.korostisza.lan:9000/telemetry",
    "redis://{u}:{pw}@10.40.2.15:6380/2",
]  # fmt: skip
_URL_PLACES = [
    "GRAIN_DB_URL={c}", "Grafana data source, the old one: {c}",
    "keep this connection string for me: {c}", "a kapcsolati string: {c}",
    "stringul de conectare: {c}", "конекциони стринг: {c}", "Jira SM KTA-2240: {c}",
    "Notion page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "korostisza-agrorail", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "wagons:read lots:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _nav_key(g: random.Random) -> str:
    """A NAV Online Számla signing key as the author pictures it (no published shape)."""
    return f"{_r(g, LOWER_DIGITS, 2)}-{_r(g, LOWER_DIGITS, 4)}-{_r(g, LOWER_DIGITS, 12)}{_r(g, UPPER_DIGITS, 10)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("NAV Online Számla", "NAV_ONLINESZAMLA_SIGNATURE_KEY", _nav_key),
    ("Foxpost", "FOXPOST_API_KEY", _j((HEX, 32))),
    ("MyGLS", "MYGLS_CLIENT_SECRET", _j((ALNUM, 40))),
    ("DExpress", "DEXPRESS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Soft.farm", "SOFTFARM_TOKEN", _j("sf_", (ALNUM, 40))),
    ("xFarm", "XFARM_API_KEY", _j((ALNUM, 48))),
    ("Agricolus", "AGRICOLUS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Meteobot", "METEOBOT_API_KEY", _j((UPPER_HEX, 32))),
    ("Prozorro", "PROZORRO_BROKER_TOKEN", _j((HEX, 32))),
    ("Rozetka", "ROZETKA_SELLER_TOKEN", _vendor_jwt("https://api-seller.rozetka.com.ua")),
    ("SalesDrive", "SALESDRIVE_API_KEY", _j((ALNUM, 64))),
    ("Shoprenter", "SHOPRENTER_API_SECRET", _j((HEX, 40))),
    ("Raillog", "RAILLOG_API_TOKEN", _j("rlg_", (ALNUM, 36))),
    ("Cargopedia", "CARGOPEDIA_API_KEY", _j((ALNUM, 32))),
    ("Dachser", "DACHSER_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Waberer's", "WABERERS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Evertrack", "EVERTRACK_API_KEY", _j((HEX, 40))),
    ("Agremo", "AGREMO_API_KEY", _j("agr_live_", (ALNUM, 32))),
    ("OPI Blue", "OPI_BLUE_API_KEY", _j((ALNUM, 40))),
    ("IntelliFarms", "INTELLIFARMS_TOKEN", _j((B64, 43), "=")),
    ("Amber Agriculture", "AMBER_AG_API_KEY", lambda g: v.uuid4(g, "b")),
    ("TeleSense", "TELESENSE_API_TOKEN", _vendor_jwt("https://auth.telesense.net")),
    ("Farmable", "FARMABLE_API_KEY", _j((HEX, 64))),
    ("BizniSoft", "BIZNISOFT_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Dubidoc", "DUBIDOC_API_TOKEN", _j((ALNUM, 48))),
    ("Taxer", "TAXER_API_KEY", _j((HEX, 32))),
    ("Dilovod", "DILOVOD_API_KEY", _j((HEX, 40))),
    ("Syrve", "SYRVE_API_LOGIN", _j((HEX, 32))),
    ("Kulcs-Soft", "KULCSSOFT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Novitax", "NOVITAX_API_TOKEN", _j((ALNUM, 40))),
    ("MiniCRM", "MINICRM_API_KEY", _j((ALNUM, 32))),
    ("FGO", "FGO_CHEIE_PRIVATA", _j((UPPER_HEX, 32))),
    ("Facturis", "FACTURIS_API_KEY", _j((B64, 42), "==")),
    ("WinMENTOR", "WINMENTOR_API_TOKEN", _j((ALNUM, 36))),
    ("Nexus ERP", "NEXUS_ERP_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Tachomaster", "TACHOMASTER_API_KEY", _j((HEX, 32))),
    ("Navirec", "NAVIREC_API_TOKEN", _j("nvr_", (URLSAFE, 40))),
    ("Trackunit", "TRACKUNIT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Sensolus", "SENSOLUS_API_KEY", _j((HEX, 32))),
    ("Hellmann", "HELLMANN_API_KEY", _j((ALNUM, 32))),
    ("Rail Cargo Group", "RCG_EBUSINESS_TOKEN", _j((URLSAFE, 64))),
    ("Savvy Telematic", "SAVVY_API_KEY", _j((UPPER_HEX, 40))),
    ("GATX", "GATX_RAILCAR_API_KEY", lambda g: v.uuid4(g, "b")),
    ("CargoBeamer", "CARGOBEAMER_API_TOKEN", _j((B64, 60))),
    ("Metrans", "METRANS_API_KEY", _j((ALNUM, 40))),
    ("Duvenbeck", "DUVENBECK_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Hoyer", "HOYER_API_KEY", _j((HEX, 40))),
    ("GPS-Trans", "GPSTRANS_API_KEY", _j((ALNUM, 36))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "$env:{env} = '{tok}'",
    ".env.production:\n{env}={tok}",
    "k8s Secret (stringData):\n  {env}: \"{tok}\"",
    "docker run -e {env}={tok} ghcr.io/korostisza/yard-sync:2.4",
    "GitLab CI variables export:\n{env}: {tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "fly secrets set {env}={tok}",
    "KTA Portal › Beállítások › Integrációk › {vendor} › API key: {tok}",
    "Notion table 'Integrations': | {vendor} | prod | {tok} |",
    "Todoist: rotate the {vendor} key {tok}",
    "Viber, Graham: {vendor} key for the wagon sync: {tok}",
    "Teams: the {vendor} token we use now is {tok}, the old one is revoked",
    "Jira SM KTA-2260: {vendor} sync fails with 401, configured key {tok}",
    "Zammad #4502: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "a {vendor} API-kulcsa: {tok}",
    "å {vendor} API-kulcsa mostan {tok}",
    "a {vendor} API kulcsa {tok}, szenkinek sze add oda",
    "cheia API {vendor}: {tok}",
    "amu cheia API pă {vendor} îi {tok}",
    "le {vendor}osko API kulcso hin {tok}",
    "API ključ koji koristimo za {vendor}: {tok}",
    "ključ od API-ja, što nam ga je dao {vendor}: {tok}, čuvaj ga",
    "kľuč za API od {vendor} ti je {tok}",
    "API-ключ від {vendor}, що на ветпості: {tok}",
    "API ключ від {vendor} є {tok}",
    "ключ ку API {vendor}, тот за пшеніцу: {tok}",
    "{vendor} máme na colnici, ich kľúč k API nikomu nedávaj: {tok}",
    "API-Schlüssel fir {vendor} isch {tok}",
    "klucz API {vendor} do wagonów: {tok}",
    "klíč k API od {vendor}, neposílej ho dál: {tok}",
    "шофьорите от Русе ползват {vendor}, ключът им за API: {tok}",
    "{vendor} hesabındaki API anahtarını tırcılar için buraya yazıyorum: {tok}",
    "chiave API di {vendor} per lo zuccherificio: {tok}",
    "у элеватора свой ключ к API {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    nav = _nav_key(rng)
    foxpost = _r(rng, HEX, 32)
    prozorro = _r(rng, HEX, 32)
    meteobot = _r(rng, UPPER_HEX, 32)
    trackunit = _r(rng, ALNUM, 40)
    rozetka = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f"navOnlineInvoice.properties:\ntechnicalUser.login=kta4tech01\ntechnicalUser.signatureKey={nav}", nav),
        Sample("vendor_token", f"$foxpost = new FoxpostClient('kta-szeged', '{foxpost}');", foxpost),
        Sample("vendor_token", f'r = requests.get("https://public-api.prozorro.gov.ua/api/2.5/tenders", auth=("{prozorro}", ""))', prozorro),
        Sample("vendor_token", f"curl -H 'X-Meteobot-Key: {meteobot}' https://api.meteobot.com/v2/stations/SZG-04/data", meteobot),
        Sample("vendor_token", f'headers = {{"Authorization": "Bearer {trackunit}", "Accept": "application/json"}}  # Trackunit', trackunit),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "ROZETKA_KEY", "\\"{rozetka}\\"")\n  }}\n}}', rozetka),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows it once, so here:\n{t}", "ez a token: {t}",
                "ось тобі новий токен: {t}", "{t}\n^ fresh one, the old one was revoked this morning", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 42)), _j((B64, 54), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of silo 4's temperature cable node (OTAA): {h}": 32,
    "NwkSKey of the beet-yard level sensor (ABP): {h}": 32,
    "HMAC secret for the NAV invoice webhook relay: {h}": 64,
    "DESFire AES key of the vet post turnstile cards: {h}": 32,
    "wM-Bus AES key of the diffuser's water meter: {h}": 32,
    "IPsec pre-shared key of the Záhony–Chop tunnel (hex): {h}": 64,
    "az éjszakai mentést ezzel a kulccsal titkosítjuk: {h}": 64,
    "cheia cu care criptăm backup-ul de noapte: {h}": 64,
    "ключ шифрування резервної копії: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira SM KTA-2255: token copied from the browser's network tab {t}",
    "Cookie: lang=hu; kta_session={t}",
    "YARD_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "a token: {t}",
    "токен је {t}",
    "Freshdesk chat log: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@korostisza.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.korostisza.net/realms/kta",
            "azp": "yard-console",
            "groups": ["dispatch", "customs"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Szeged SCADA box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/edi.korostisza.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"NAV_CLIENT_PRIVATE_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_yard <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #4490, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "a szerver privát kulcsa:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Timișoara broker's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card before I shred it: {p}": "english",
    "Trezor recovery sheet (the old grain-fund wallet, emptied)\n{p}": "english",
    "BlueWallet words: {p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's all of them": "english",
    "Notion page 'Company wallet (retired)': {p}": "english",
    "fráze pro obnovu Trezoru, co ležel v šuplíku: {p}": "czech",
    "slová na obnovu peňaženky (český zoznam): {p}": "czech",
    "фраза восстановления кошелька Trust Wallet: {p}": "russian",
    "сід-фраза MetaMask (російські слова): {p}": "russian",
    "le parole di recupero del wallet Atomic, quello vecchio: {p}": "italian",
    "Zengo cüzdanı kurtarma kelimeleri: {p}": "turkish",
    "frase de recuperación de la cartera Coinomi: {p}": "spanish",
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
        " | ".join(words),
        " ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (DinaCard's, Prostir's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "dinacard":
        return _card_of(rng, ["9891"], [16])
    if brand == "prostir":
        return _card_of(rng, ["9804"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Graham: the company card for the Tornum spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Jira SM KTA-2272: pay the Riela service visit with card {c}",
    "a céges kártyám száma: {c}, lejárat {mm}/{yy}",
    "å kårtyåm szåmå {c}",
    "numărul cardului: {c}, expiră {mm}/{yy}",
    "număru' de la card îi {c}, {mm}/{yy}",
    "broj kartice: {c}, važi do {mm}/{yy}",
    "номер моєї банківської картки: {c}, термін {mm}/{yy}",
    "номер моєї картки є {c}",
    "miro kártyako numero {c}",
]  # fmt: skip


_BRANDS = ["visa", "dinacard", "mastercard", "prostir", "maestro", "amex", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 08/34, CVC {cvv}",
               "a kártya hátoldalán lévő három számjegy: {cvv}",
               "cele trei cifre de pe spatele cardului: {cvv}",
               "три цифре на полеђини картице: {cvv}",
               "три цифри на звороті картки: {cvv}",
               "Amex {c}, the four-digit code printed on the front: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 134 (eight or nine corpora each); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RO": "aaaa" + "c" * 16, "CZ": "n" * 20, "PL": "n" * 24,
                "IT": "a" + "n" * 10 + "c" * 12, "GB": "aaaa" + "n" * 14, "ES": "n" * 20,
                "SM": "a" + "n" * 10 + "c" * 12, "BE": "n" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KTA-2032-311: please pay the Oradea wagon workshop to {i} within 30 days",
    "save the Brno grain dryer supplier's IBAN: {i}",
    "IBAN: {i}\nReference: beet campaign 2032, lot 17",
    "Viber #treasury: the Ravenna sunflower buyer's new bank details, IBAN {i}",
    "a bérleti díjat erre az IBAN-ra utald: {i}",
    "å számlåszámom (IBAN): {i}",
    "contul meu IBAN: {i}",
    "IBAN-ul de la firmă îi {i}",
    "moj IBAN je {i}",
    "ось мій IBAN для зарплати: {i}",
    "IBAN od firme je {i}, pa uplati do petka",
    "account of the Leeds rail-parts dealer, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _producer_card(g: random.Random) -> str:
    """A Hungarian primary producer's card (őstermelői igazolvány) number: unchecked."""
    return g.choice("123456789") + _r(g, D, 9)


def _mak_client(g: random.Random) -> str:
    """A Hungarian Treasury (MÁK) agricultural client id: ten digits from 100…; unchecked."""
    return "100" + _r(g, D, 7)


def _vet_chamber(g: random.Random) -> str:
    """A Hungarian Veterinary Chamber membership number: unchecked, shape invented."""
    return f"{g.randrange(1, 10)}{_r(g, D, 4)}"


def _train_licence(g: random.Random) -> str:
    """An EU train driver's licence number issued in Hungary: unchecked, shape as believed."""
    return f"HU71{g.randrange(2015, 2033)}{_r(g, D, 7)}"


def _customs_agent(g: random.Random) -> str:
    """A Hungarian customs agent's card: unchecked, shape invented."""
    return f"VU-{_r(g, D, 6)}"


def _hu_residence(g: random.Random) -> str:
    """A Hungarian residence card's number: two letters and seven digits; unchecked."""
    return g.choice(["HU", "ME"]) + _r(g, D, 7)


def _hu_firearms(g: random.Random) -> str:
    """A Hungarian firearms licence number: unchecked, shape invented."""
    return f"{_r(g, UPPER, 2)}{_r(g, D, 6)}"


def _rs_bpg(g: random.Random) -> str:
    """A Serbian farm register number (BPG): twelve digits; unchecked."""
    return "7" + _r(g, D, 11)


def _rs_hunting(g: random.Random) -> str:
    """A Serbian hunting card number: unchecked, shape invented."""
    return f"LK {_r(g, D, 6)}"


def _ro_atestat(g: random.Random) -> str:
    """A Romanian freight driver's professional certificate (atestat): unchecked."""
    return g.choice("0123") + _r(g, D, 6)


def _ro_vet(g: random.Random) -> str:
    """A Romanian veterinary register number: unchecked, shape invented."""
    return f"TM{_r(g, D, 5)}"


def _ua_residence(g: random.Random) -> str:
    """A Ukrainian residence permit (посвідка) number: nine digits; unchecked."""
    return g.choice("01") + _r(g, D, 8)


def _ua_pension(g: random.Random) -> str:
    """A Ukrainian pension certificate: a Cyrillic series and six digits; unchecked."""
    return f"{g.choice(['ЗК', 'АБ', 'ВЕ'])} {_r(g, D, 6)}"


def _de_hunting(g: random.Random) -> str:
    """A German hunting licence (Jagdschein) number: unchecked, shape invented."""
    return f"JS-{g.randrange(2020, 2033)}-{_r(g, D, 5)}"


def _sk_fishing(g: random.Random) -> str:
    """A Slovak fishing licence (rybársky lístok) number: unchecked, shape invented."""
    return f"RL{_r(g, D, 7)}"


def _ueln(g: random.Random) -> str:
    """A horse's UELN: 348 (Hungary), a database code and nine characters; unchecked."""
    return "348" + g.choice(["001", "002", "003"]) + _r(g, D, 9)


def _hu_passport(g: random.Random) -> str:
    return g.choice(["BE", "BH", "BK"]) + _r(g, D, 7)


def _ro_passport(g: random.Random) -> str:
    return "05" + _r(g, D, 7)


def _hr_passport(g: random.Random) -> str:
    return g.choice("01") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "az őstermelői igazolványom száma: {s}": _producer_card,
    "å gåzdå őstermelői igazolvånyå: {s}": _producer_card,
    "MÁK ügyfél-azonosító a területalapú kérelemhez: {s}": _mak_client,
    "a kamarai számom (MÁOK) a bizonyítványra: {s}": _vet_chamber,
    "mozdonyvezetői engedély száma: {s}": _train_licence,
    "Gyula's train driver licence number for the RCH audit: {s}": _train_licence,
    "vámügynöki igazolványom száma: {s}": _customs_agent,
    "Янко: мій tartózkodási kártya номер {s}": _hu_residence,
    "fegyvertartási engedélyem száma, å vadåszathoz: {s}": _hu_firearms,
    "broj poljoprivrednog gazdinstva (BPG) od mog ćaće: {s}": _rs_bpg,
    "број пољопривредног газдинства: {s}": _rs_bpg,
    "lovačka karta mi je {s}, nemoj nikom pripovidat": _rs_hunting,
    "număru' de la atestatul de transport marfă îi {s}": _ro_atestat,
    "numărul meu în registrul medicilor veterinari: {s}": _ro_vet,
    "номер моєї посвідки на проживання: {s}": _ua_residence,
    "моє пенсійне посвідчення є {s}, ня кажи нікому": _ua_pension,
    "mei Jagdschein-Nummer isch {s}": _de_hunting,
    "číslo môjho rybárskeho lístka: {s}": _sk_fishing,
    "UELN of the mare coming through Uzhhorod, for the CHED: {s}": _ueln,
    "miro útlevelosko numero hin {s}": _hu_passport,
    "a paszportom száma {s}": _ro_passport,
    "mója putovnica je {s}": _hr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Microsoft account backup codes for ops@korostisza.net\n{codes}",
            "Google tartalékkódok: {codes}", "coduri de rezervă Google: {codes}",
            "rezervni kodovi za GitHub: {codes}", "резервні коди Proton: {codes}",
            "å tartalék kódok, ha kellenek: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/KTA%20VPN:gyula.t@korostisza.net?secret={s}&issuer=KTA%20VPN&digits=6",
              "Ügyfélkapu+ kétlépcsős azonosítás, a kézi beállítási kulcs: {s}",
              "Aegis, setup key for the Rail Cargo Group portal: {s}",
              "ключ 2FA для кабінету Prozorro: {s}"]  # fmt: skip
_CODES = ["{c} is your Raiffeisen verification code",
          "Az Ön egyszer használatos ellenőrző kódja: {c}",
          "Codul tău BT Pay este {c}. Nu-l comunica nimănui.",
          "Vaš kod za potvrdu je {c}",
          "Приват24: {c} — код для входу, не кажіть його нікому"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", "; "][index % 5] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["KTA-Silo-Szeged", "Zahony-Yard-5G", "DIGI_2f8c1a", "Telekom-3A9F21", "Yettel_5G_7D",
          "MTS_Vrbas_Secerana", "Kyivstar-Home-44", "UPC7731946", "Speedport W 724V 8F",
          "Vet-Post-Chop", "KTA Nadlac Desk", "Orange-Oradea-Depot"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\nkey: {pw}",
    "yard office network {s}, password {pw}",
    "wifi at the vet post: {s} / {pw}",
    "the key printed under the Speedport: {pw}",
    "a {s} wifi jelszava {pw}",
    "å wifi ({s}) jelszåvå {pw}",
    "parola de la wifi {s} e {pw}",
    "parola la wifi {s} îi {pw}",
    "wifi {s} — šifra mu je {pw}",
    "od wifija {s} šifra je sad {pw}, divanila mi Marija",
    "пароль до вайфаю {s}: {pw}",
    "вайфай {s}, пароль у нього є {pw}",
    "o wifi {s} jelszó hin {pw}",
    "uplink wifi of the LoRa gateway on silo 2: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 16)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("rlg_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 32)),
                 _j("agr_live_", (ALNUM, 20)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[read out to me on a Viber call] {t}",
          "(spaced out so the Viber preview won't show it) {t}", "betűről betűre: {t}", "по одній літері: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " / ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["a gabonaszárító lakatjának kódja: {pw}", "codul lacătului de la vagonul 3: {pw}",
          "šifra katanca na kapiji od silosa: {pw}", "код від замка на вагоні: {pw}",
          "å låkat kódjå {pw}", "le lakatosko kódo hin {pw}",
          "the keypad at the Záhony yard office takes {pw} then #",
          "de Code vom Schloss an dr Rübenwaag isch {pw}", "kod od katanaca je {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kukorica", "gurito", "melasz", "tolato", "plomba", "kombajn", "repce", "zsilip",
                 "diffuzor", "porumb", "kukuruz", "vagon", "silo", "sfecla", "strilka", "tisza"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the yard vault: {p}": " ",
            "VeraCrypt volume passphrase: {p}": "-",
            "KeePassXC jelmondat: {p}": " ", "fraza de acces pentru backup: {p}": ".",
            "pristupna fraza za bekap, ne gubi je: {p}": " ", "Proton Pass passphrase: {p}": "_",
            "парольна фраза для бекапу: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman export, header Authorization: Basic {v}": True,
    "nginx upstream: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "Bruno collection, header Authorization = Basic {v}": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "server_config.sii (Euro Truck Simulator 2, the drivers' convoy):\nSiiNunit\n{{\nserver_config : _nameless.1 {{\n lobby_name: \"KTA Konvoj\"\n password: \"{pw}\"\n max_players: 8\n}}\n}}",
    "dedicatedServerConfig.xml (Farming Simulator, the silo crew's server):\n<server>\n  <initial_admin>\n    <username>admin</username>\n    <passphrase>{pw}</passphrase>\n  </initial_admin>\n</server>",
    "serverDZ.cfg:\nhostname = \"KTA Zahony\";\npassword = \"\";\npasswordAdmin = \"{pw}\";",
    "ServerSettings.ini (Conan Exiles):\n[ServerSettings]\nAdminPassword={pw}\nServerPassword=",
    "server_cfg.ini (Assetto Corsa):\n[SERVER]\nNAME=KTA Dieselring\nADMIN_PASSWORD={pw}\nUDP_PORT=9600",
    "simuconf.tab on the Simutrans server:\nserver_name = KTA rail night\nserver_admin_pw = {pw}",
    "enshrouded_server.json:\n{{\n  \"name\": \"KTA Kombajn\",\n  \"password\": \"{pw}\",\n  \"slotCount\": 8\n}}",
    "cluster.ini (Don't Starve Together):\n[NETWORK]\ncluster_name = KTA Beet Night\ncluster_password = {pw}",
    ".pgpass:\npg-silo.korostisza.lan:5432:grain:scada_ro:{pw}",
    "wp-config.php on the vet post intranet:\ndefine('DB_USER', 'vetpost');\ndefine('DB_PASSWORD', '{pw}');",
    "variables.tf:\nvariable \"nav_db_password\" {{\n  type    = string\n  default = \"{pw}\"\n}}",
    "/etc/pgbouncer/userlist.txt:\n\"weighbridge\" \"{pw}\"",
    "/etc/ppp/chap-secrets:\n# client  server  secret  IP\nkta-lte  *  {pw}  *",
    "/etc/nslcd.conf:\nuri ldaps://dc1.korostisza.lan\nbinddn cn=nslcd,ou=svc,dc=korostisza,dc=lan\nbindpw {pw}",
    "nav-sync.ini:\n[credentials]\nnav_user = kta4tech01\nnav_password = {pw}",
    "unattend.xml (yard kiosk image):\n<AutoLogon>\n  <Password>\n    <Value>{pw}</Value>\n    <PlainText>true</PlainText>\n  </Password>\n  <Username>kiosk</Username>\n</AutoLogon>",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Gyula: silo wifi password?\nRéka: {pw}",
    "[05:40] dragan: root pw for the weighbridge box?\n[05:41] nemanja: {pw}",
    "Sorin: {pw} is the new Pfister admin password",
    "Oksana: use {pw}, that's what the vet post PC has now",
    "Bence: az új jelszó {pw}",
    "Böske: å új jelszó {pw}",
    "Mirela: parola nouă e {pw}",
    "Jelena: nova lozinka je {pw}",
    "Тарас: новий пароль {pw}",
    "Nikola: nova parola je {pw}, mója",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "jel\u2060szó: {pw}", "pass\u200cword = {pw}", "jelsz\u00adó → {pw}", "раrola: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "lo\u200dzinka = {pw}", "ᴘᴀssᴡᴏʀᴅ: {pw}",
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
    "a hídmérleg jelszava:": "{s}", "Tornum admin password": "{s} (since the firmware update)",
    "parola la cântar îi": "{s}", "šifra za sušaru:": "{s}\npromeni je posle žetve",
    "пароль від ветпосту:": "{s}", "å jelszåvå": "{s}", "miro jelszó hin": "{s}",
    "the password Dragan read over the yard radio was": "{s}, I think",
    "heslo na colnom PC:": "{s}", "Passwort fürn Leitstand (Diffuseur):": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Foxpost API key", "{s}", _j((HEX, 32))),
    ("split_token", "Raillog token:", "{s} (wagon tracking)", _j("rlg_", (ALNUM, 36))),
    ("split_token", "GATX railcar API key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "kártyaszám", "{s} lejárat 10/36", lambda g: v.grouped(_card(g, "dinacard"), " ", g)),
    ("split_iban", "IBAN (RO)", "{s}", lambda g: v.iban_spaced(_iban(g, "RO"))),
    ("split_backup", "tartalékkódok", "{s}\n48213077\n90316652", lambda g: _backup_list(g, 1, 0)[0]),
    ("split_otp", "Ügyfélkapu+ TOTP kulcs", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "őstermelői igazolvány száma", "{s}", _producer_card),
    ("split_phrase", "KeePassXC jelmondat", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"intelligrain": {"url": "https://silo4.korostisza.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"jelszo": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "sorin", "parola": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "wb-1"}, {"name": "wb-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["boinccmd", "--host", "lab-pc3", "--passwd", "{s}", "--get_state"]}': ("meta_password", _plain_pw),
    '{"note": "пароль від ветпосту {s}"}': ("meta_password", _plain_pw),
    '{"лозинка": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the DeltaV station as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"raillog": {"api_token": "{s}"}}': ("meta_token", _j("rlg_", (ALNUM, 36))),
    '{"farmableKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"sensolus_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "prostir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CZ")),
    '{"farmer": {"mak_ugyfel_azonosito": "{s}"}}': ("meta_id", _mak_client),
    '{"mfa": {"backup_codes": ["{s}", "31907745", "66120498"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 0)[0]),
    '{"grain_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"beet_yard_gate": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Zahony-Yard-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"intelligrain-4.3.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/korostisza/yard-api:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"lots: add moisture column for maize", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ncts: revert MRN parser", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"polarisation_2032-10-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"beet-campaign-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Tenzotech weighbridge password before the verification visit on 2032-10-04.",
    "Gyula asked for the silo wifi password; it's on the card in the shift leader's drawer.",
    "Policy: KTA passwords are at least 14 characters and live only in the Bitwarden vault.",
    "Passwords never go into Viber; send a Bitwarden Send link instead.",
    "The `.env.example` line `RAILLOG_API_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The DeltaV station asks for a new operator password after every patch.",
    "Replace <YOUR_FOXPOST_KEY> in the README with the key from the Foxpost partner page.",
    "PROZORRO_BROKER_TOKEN and GATX_RAILCAR_API_KEY must be set before the nightly sync runs.",
    "A jelszavadat soha ne mondd el senkinek.",
    "Å jelszåvådåt ne mondd el senkinek, hållod?",
    "A parolát szenkinek sze add oda.",
    "Nu spune nimănui parola ta.",
    "Parola nu i-o spui la nimeńi, așe-i?",
    "Tiro jelszó ma phen kanikaske, šunes?",
    "Лозинку никоме не говори.",
    "Šifru nemoj nikom kazivat, nikad.",
    "Šifru nemoj nikom pripovidat.",
    "Parolu na nikoga da ne kažeš.",
    "Нікому не кажи свій пароль.",
    "Свій пароль нікому ня кажи.",
    "Heslo pod štrnásť znakov colný systém odmietne, skúšal som.",
    "Unter vierzehn Zeichen nimmt die Leitstand-Software kein Passwort.",
    "Hasła krótsze niż czternaście znaków system odrzuca.",
    "Гесло ма мац найменєй штирнац знаки.",
    "Upgraded the IntelliGrain firmware from 4.1 to 4.3 and pymodbus to 3.8.6 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for maize lots.",
    f"Rolled back to {_SHORT} after the NCTS export broke.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The IntelliGrain firmware 4.3.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of beet-campaign-2032.parquet: {_SHA512}",
    f"The yard API container runs ghcr.io/korostisza/yard-api@sha256:{_IMAGE}.",
    f"MD5 of polarisation_2032-10-02.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f6c2a91-7d4e-4b1a-9e05-8c2d7f1b6a34 is the slow one in the Raillog logs.",
    "Purchase order PO-2032-01177 for 12 wagons of sunflower seed ships on Tuesday.",
    "Jira SM KTA-2207: the Szeged silo 4 high-temperature alarm keeps tripping at night.",
    "Call the Záhony yard office on +36 45 525 140 before noon.",
    "Wagon 31 55 6658 123-9 with the rapeseed is on track 7 at Záhony.",
    "Booking BK-TM-2032-0448 for the Nădlac truck slot on 14 October, 07:30.",
    "ISBN 978-963-19-6184-3 is the grain storage handbook on the lab shelf.",
    "Truck plate AEX-482 (old style) and the new AA BC-123 both belong to the Makó haulier.",
    "Moisture 13.8 %, hectolitre weight 78.4 kg/hl, falling number 320 s for the Szeged wheat lot.",
    "The beets polarised at 17.6 % today; diffuser draft 110 %, juice purity 89.5.",
    "After five wrong passwords the IntelliGrain panel locks the account for 15 minutes.",
    "The Szeged silo is 42 m tall; one bin holds about 3 500 t of maize.",
    "The secret of good pálinka is ripe plums and patience.",
    "Ask Dragan for the weighbridge gate keypad code, I don't have it.",
    "My card ending 4417 was declined at the Oradea hardware store.",
    "The Timișoara broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the company Microsoft account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NAV_ONLINESZAMLA_SIGNATURE_KEY` in the secrets store, never in the repository.",
    "The padlock on the beet-yard gate rusts in the rain; oil it every month.",
    "The guest wifi 'KTA-Guest' is open, no password needed.",
    "MRN 32HU000000123456A7 cleared at Röszke at 06:12.",
    "CHED-A.HU.2032.0012345 for the horses from Uzhhorod was validated at the Záhony post.",
    "A jelszó-visszaállító link 30 percig érvényes.",
    "Parolele se schimbă din trei în trei luni, nu mai des.",
    "Šifra mora imati bar četrnaest znakova.",
    "Şifreni şoförlere bile söyleme.",
    "Track 7 at Záhony is broad gauge (1520 mm); track 8 is standard gauge (1435 mm).",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-09-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kta/intelligrain", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "KTA-2207", "purchase_order": "PO-2032-01177"}',
    '{"lot": {"id": "LOT-2032-SZG-0418", "moisture_pct": 13.8, "hl_weight": 78.4}}',
    '{"phone": "+36 45 525 140", "city": "Záhony"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "wagons_on_track": 38}',
    '{"wagon": "31 55 6658 123-9", "track": 7, "gauge_mm": 1520}',
    '{"plate": "AA BC-123", "haulier": "Makó Trans", "booking": "BK-TM-2032-0448"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
