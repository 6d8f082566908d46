# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fourteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-tenth's docstring, the
fifth to hundred-and-tenth only to search them (grep) for the languages, wordings, tools, vendors,
id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a peak and a height,
a hut and its altitude, an animal above the tree line and a valley's dish, a lift and a snow word,
a snow cat's model and a year, the avalanche danger level, a radio call sign), names, places,
templates, tools, vendors and layouts, the way the lift control rooms, snowmaking crews, snow-cat
drivers, avalanche-control teams, ski patrol, heliport, weather station, hut-booking office and
huts of the Tuc & Piz Mountain Network (a fictional network) leak secrets into an assistant's
memory: lifts and huts in Andorra (Soldeu, El Tarter, Pas de la Casa, Arinsal, Arcalís), in Val
d'Aran (Baqueira, Beret, Salardú) and the Pallars next to it (Esterri d'Àneu, Espot), at Chamonix
(Argentière, Le Tour, the Brévent and the Flégère), in the Engadine (Diavolezza, Lagalb,
Pontresina, Samedan, the Chamanna da Fex) and Val Bregaglia below Maloja, in South Tyrol's Val
Gardena (Ortisei, Selva, the Seceda gondola), with lift engineers from the Bernese Oberland and
guests from the UK, the US and Israel. The texts are Signal, Threema, Olvid, Tchap, WhatsApp,
Wire, Element, Slack, Teams, Google Chat, Mattermost, Delta Chat, Voxer, Discord and Viber
messages, Google Keep, Apple Notes, Joplin and Obsidian notes, Zammad, TOPdesk, osTicket, iTop and
Jira Service Management tickets, an e-mail, an incident note, a runbook, a README fragment, shell
history (bash, zsh's and fish's history files, Ghostty, WezTerm, Terminator, ConEmu, Termux,
Secure ShellFish, VS Code, Zed, Emacs' eshell, xterm, st, tmux, a Jenkins and a GitLab log, a
cron mail), configs, code (Python, PHP, an ASP.NET appsettings file, a Caddyfile, HAProxy, a
launchd plist), voice-dictated text and requests to the assistant itself, around the panels of
lift, snowmaking, grooming, avalanche, rescue, radio, weather, heating, power, camera, ticketing,
payment and network hardware (a Frey AG lift-control HMI, a Sigmatek drive HMI, COPA-DATA's zenon
on a gondola, TechnoAlpin snowmaking and a Snowmatic pump station, Leica iCON alpine on the snow
cats, Wyssen avalanche towers and a Geopraevent avalanche radar, a corpuls3 defibrillator, Becker
radios, a Campbell Scientific CR1000X logger and a Sommer SHM30 snow-depth sensor, LoRaWAN
snow-depth nodes, a Fröling P4 pellet boiler and Hoval heating, a Kostal Piko inverter, Roundshot
and Mobotix cameras, Skidata, Gantner and TeamAxess gates and MIFARE DESFire ski passes, a
Worldline Yomani terminal, DrayTek, Teltonika and Moxa boxes, Cisco and Juniper SRX network gear,
a UPS under NUT and a server's BMC). Tools none of heldouts 5 to 110 names: Xspice,
live555ProxyServer, rq-dashboard, mariadb-check, mariadb-import, mariadb-show, mariadb-binlog,
mysql_upgrade, createdb (under PGPASSWORD), cbstats, passh, MicroStrategy's cmdmgr, Reporting
Services' rs.exe, smbtorture, sc create, snmpbulkget, snmptable, httpstat, nz_migrate,
elasticsearch-certutil, cmk-agent-ctl, dsget, dseditgroup, fscrypt (a password echoed into it),
aspnet_regsql, sqlmetal, wsdl.exe, installutil, mount.smb3, and Python's and Perl's crypt; beside
them the commands the product names (sshpass, redis-cli, 7z, ipmitool, net use) and configs of
Cisco IOS (`password 0`, `key-string`, `snmp-server user`, `ppp chap password`), Junos (an IKE
`pre-shared-key ascii-text`), cloud-init (`plain_text_passwd`), CoovaChilli, HotelDruid, Drone,
SvxLink's EchoLink module, DarkIce, Liquidsoap, Mumble's murmur.ini, the Zabbix server, NUT's
upsd.users and FreeRADIUS in layouts of its own. About 42 % of the texts are in other languages
than English (by a rough count of the drawn samples, Geordie and Yeshivish counted as languages of
their own; about 36 % without them): Savoyard (the Franco-Provençal of Chamonix and Haute-Savoie),
Puter (the Romansh of the Upper Engadine), Gherdëina (the Ladin of Val Gardena), Pallarese (the
north-western Catalan of the Pallars, by Val d'Aran and Andorra), Bargajot (the Lombard of Val
Bregaglia), Bernese German (Bärndütsch), Geordie (Tyneside English) and Yeshivish (the English,
laced with Hebrew and Yiddish, of Orthodox guests from the US and Israel), which no earlier
docstring names (Franco-Provençal as Valdôtain, Romansh, the Ladin of Val Badia, Catalan, Lombard
as Milanese and Swiss German are named before; these varieties are not), and French, Catalan,
Spanish, Italian, German, Hebrew, European Portuguese, Dutch, Polish, Swedish, Czech, Japanese,
Russian, Danish and Hungarian in wordings of their own. The eight new languages' wordings are the
author's approximations, checked by no speaker, built around their pronouns, possessives and
articles and the loanwords people there really text (password, Passwort, code, wifi, WLAN, IBAN,
API, token, server, router): Savoyard's `lo mot de pâssa`, `y est` ("it is"), `novél` ("new"),
`apré` ("after"), `nion` ("no one"), `fôt pas lo dére` ("mustn't say it"), `cabena` ("hut") and
`compto`; Puter's `pled-clev` ("password"), `mieu` ("my"), `es` ("is"), `nouv`, `zieva`
("after"), `ingün` ("no one"), `chamanna` and `clev` ("key"); Gherdëina's `mi` ("my"), `ie`
("is"), `nuef` ("new"), `śën` ("now"), `degun` ("no one"), `ovovia` ("gondola") and `tlé`
("key"); Pallarese's articles `lo` and `los`, `astí` ("here"), `dimpués` ("then"), `dingú` ("no
one"), `tamé` ("also") and `la meua`; Bargajot's `mè` ("my"), `l'è` ("is"), `növa` ("new"), `pö`
("then"), `minga` ("not") and `nissün` ("no one"); Bernese's `ds`, `isch`, `lutet`, `itz`
("now"), `niemerem` ("to no one"), `nöi`, `u` ("and"), `Schlüssu`, `Sessubahn`, `Sprängusweis`
and `Füehrerusweis`; Geordie's `howay`, `divvent`, `neebody`, `wor` ("our"), `yem` ("home"), `aa`
("I") and `pet`; Yeshivish's `b'kitzur` ("in short"), `b'li neder` ("without a vow"), `l'maaseh` ("in practice"), `mamesh` ("really"),
`stam` ("just"), `takeh` ("indeed") and `chas v'shalom`: all guesses after published word lists
or neighbouring varieties. Vendors (SnoCountry, OnTheSnow, Weather Unlocked, Campbell Konect,
hut-reservation.org, RMS Cloud, myallocator, Zeevou, Bookassist, Simple Booking, Vertical Booking,
D-EDGE, ResNexus, Skiperformance, Alturos, PostFinance Checkout, Monei, Concardis, Threema Gateway,
ASPSMS, websms, LOX24, IGN Géoplateforme, Skitourenguru, Purple WiFi, Cloud4Wi, Sesame HR, Woffu,
Guestline, Oracle OPERA Cloud, Aplazame, Tranzila, Cardcom, iCount, Green Invoice, Opayo,
Rescuetrack, HiJiffy, Hotelkit, SuitePad, Oaky, Mirai, DIRS21, Hotel Spider, Casablanca,
opentransportdata.swiss, TeamAxess and Andorra Telecom) are ones heldouts 5 to 110 do not name;
where a vendor publishes no token shape the shape here is the author's guess (Monei's `pk_live_`
and 32 hex digits, Weather Unlocked's 32-hex `app_key` beside an `app_id`, SnoCountry's UUID
`apiKey`, ASPSMS's twelve-character userkey and opentransportdata.swiss's key, base64 of a small
JSON with `org`, `id` and `h`, are as the author believes them; Alturos's `alt_live_`, iCount's
`API` prefix, LOX24's `id:hex` token, Threema Gateway's sixteen-character secret,
Skiperformance's JWT and every other shape are guesses). The ids are kinds heldouts 5 to 110 do
not use, the avalanche blasters', the seasonal staff's and the guests' documents: a Swiss blasting
licence (Sprengausweis), a French shot-firer's certificate (préposé aux tirs), an Italian
blaster's licence (patentino da fochino), a Spanish blaster's card (carné de artillero), Swiss
foreigners' permits G and L and a SYMIC number, an Andorran CASS number, seasonal work
authorisation and passport, a UK Global Health Insurance Card (GHIC) number, an Israeli passport
and driving licence, a Swiss driving licence (Führerausweis) and a French pisteur-secouriste's
card; python-stdnum has no module for any of them and none carries a check a library or this file
verifies, each drawn in the shape the author believes it is printed in (the blasting, permit,
CASS, seasonal-work and pisteur numbering wholly invented). Card numbers pass Luhn (Visa,
Mastercard, Amex, Maestro, Discover, JCB, Diners and UnionPay from the value helpers, checked with
python-stdnum's `luhn`). The IBANs are of the countries used least by a rough count over the IBAN
shape tables of heldouts 5 to 110 (Andorra, Italy, the United Kingdom, Germany, the Netherlands,
Ireland, Poland and Norway, seven corpora each), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, French, Italian, Spanish, Czech, Portuguese and Japanese
lists, with valid checksums. 390 secret-bearing texts, 20 split field pairs and 20 metadata
samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 114_602_873
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


# What the network's staff build passwords from: peaks and their heights, the huts, the animals
# above the tree line, the valleys' dishes, the snow's own words, the lifts and the snow cats.
_PEAKS = ["Corvatsch", "Diavolezza", "Lagalb", "Languard", "Muottas", "Brevent", "Flegere",
          "Montets", "Balme", "Comapedrosa", "Casamanya", "Arcalis", "Tristaina", "Montardo",
          "Saboredo", "Beret", "Seceda", "Ciampinoi", "Saslonch", "Resciesa", "Cacciabella",
          "Gletscherhorn"]  # fmt: skip
_HUTS = ["Boval", "Coaz", "Fex", "Tschierva", "Albigna", "Sciora", "NeveBlanc", "Argentiere",
         "Couvercle", "Estanys", "Colomina", "Restanca", "Saboredo", "Firenze", "Regensburger",
         "Juac"]  # fmt: skip
_FAUNA = ["Marmotta", "Isard", "Steinbock", "Chamois", "Bouquetin", "Stambuoch", "Tschierv",
          "Gipeto", "Urogallo", "Lagopede", "Edelweiss", "Genziana"]  # fmt: skip
_FOOD = ["Capuns", "Pizokel", "Tartiflette", "Reblochon", "Trinxat", "Escudella", "Canederli",
         "Schlutzkrapfen", "Genepi", "Raclette", "Nusstorte", "Crespelle", "Farinata"]  # fmt: skip
_SNOW = ["Firn", "Sastrugi", "Graupel", "Cornice", "Couloir", "Serac", "Moraine", "Bergschrund",
         "Neve", "Powder", "Windslab", "Spindrift"]  # fmt: skip
_LIFTS = ["Gondola", "Sessel", "Telecabina", "Telesiege", "Funivia", "Skilift", "Ovovia",
          "Tbar"]  # fmt: skip
_CATS = ["PB600", "PB400", "Leitwolf", "Husky", "Bison", "Everest", "Beast"]
_PLACES = ["Soldeu", "ElTarter", "PasDeLaCasa", "Arinsal", "Ordino", "Baqueira", "Vielha",
           "Salardu", "Esterri", "Espot", "Chamonix", "Argentiere", "LesHouches", "LeTour",
           "Pontresina", "Samedan", "Celerina", "Silvaplana", "Maloja", "Soglio", "Casaccia",
           "Ortisei", "Selva", "SCristina", "Adelboden"]  # fmt: skip
_NAMES = ["Anthelme", "Joris", "Maelle", "Gaetan", "Clotilde", "GianReto", "Curdin", "Seraina",
          "Flurina", "Ladina", "Ujep", "Tresl", "Lois", "Matie", "Jaume", "Roser", "Quim",
          "Mireia", "Remo", "Ursina", "Fulvio", "Nives", "Ueli", "Res", "Kathrin", "Vreni"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_CALLS = ["Alfa", "Bravo", "Delta", "Echo", "Kilo", "Lima", "Romeo", "Tango", "Sierra"]


def _peak(g: random.Random) -> str:
    """A peak and a height, the way the patrol names its passwords after the summit it skis."""
    return f"{g.choice(_PEAKS)}{g.randrange(2100, 3460)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _peak,
    lambda g: f"{g.choice(_FAUNA).lower()}-{g.choice(_FOOD).lower()}{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2011)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: f"{g.choice(_LIFTS)}{g.randrange(2, 30)}{g.choice(_SNOW)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CATS)}{g.choice(_SYMBOLS)}{g.randrange(2014, 2032)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FOOD).lower()}_{g.randrange(1990, 2032)}",
    lambda g: f"Stufe{g.randrange(1, 6)}{g.choice(_SNOW)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_FAUNA).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Skis{g.choice(_PEAKS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
    lambda g: f"{g.choice(['Piz', 'Tuc', 'Patrol', 'Heli'])}{g.randrange(1, 30)}-{g.choice(_CALLS)}{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_HUTS)}{g.randrange(1900, 3260)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Signal, #lift-control Diavolezza, Gian-Reto: Frey AG lift-control HMI password {pw}",
    "Threema from Seraina: TechnoAlpin snowmaking supervisor password {pw}",
    "Olvid message from Joris: Snowmatic pump-station panel password {pw}",
    "Tchap group 'Refuge du Névé-Blanc': Kostal Piko inverter installer password {pw}",
    "WhatsApp from Jaume: Skidata Freemotion gate server password {pw}",
    "Wire chat with Ueli: Sigmatek HMI on the Sessubahn drive, admin password {pw}",
    "Element room #heliport: Becker AR6201 radio programming password {pw}",
    "Slack #snowcats: Leica iCON alpine dashboard password {pw}",
    "Teams chat, avalanche control: the Geopraevent avalanche radar web password is {pw}",
    "Google Chat from Ladina: Campbell Scientific CR1000X logger password {pw}",
    "Mattermost ~weather-station: Sommer SHM30 snow-depth sensor password {pw}",
    "Delta Chat from Tresl: zenon runtime on the Seceda gondola, engineer password {pw}",
    "у ноута в кассе проката пароль {pw}",
    "adgangskoden til pc'en i skiudlejningen: {pw}",
    "Google Keep: Fröling P4 pellet boiler web password at Chamanna da Fex {pw}",
    "Zammad ticket #5521: DrayTek Vigor at Salardú, admin password {pw}, please rotate",
    "a síkölcsönzőben a gép jelszava: {pw}",
    "iTop request R-004412: Moxa NPort on the Beret chairlift, password {pw}",
    "Hi Anthelme,\n\nthe root password on the lift-control jump host is {pw}. Please bin this mail when it's in the vault.\n\nCheers,\nKathrin",
    "Incident 2031-02-03 06:40: the Geopraevent radar UI at Lagalb was reachable from outside with password {pw}",
    "Runbook: manual avalanche release, Lagalb gully\n1. close the Bernina road\n2. open the Wyssen control app\n3. log in as patrol\n4. password {pw}\n5. arm tower T4 only",
    "README (lift control room rack)\nzenon web engineering at https://zenon.tucpiz.lan, engineer password `{pw}`.",
    "my Andbank app password is {pw} now",
    "voice note, transcribed: heliport fuel pump terminal password {pw}, over",
    "Adieu Joris! lo mot de pâssa de la cabena, y est {pw}",
    "Discord DM on the guides' server: Roundshot livecam admin password {pw}",
    "Anthelme: lo novél mot de pâssa du sèrvor, y est {pw}, fôt pas lo dére a nion",
    "Allegra! mieu pled-clev da l'e-mail es {pw}",
    "Viber from Remo: Mobotix M16 camera at the Maloja pass, admin password {pw}",
    "Curdin: il nouv pled-clev dal server es {pw}, nu'l di ad ingün",
    "TOPdesk call I 2031 118: Hoval TopTronic E lodge heating password {pw}",
    "Ujep: l password nuef dl server ie {pw}, no l dì a degun",
    "śën ie l password dla ovovia {pw}",
    "Apple Notes, 'Pas de la Casa': Worldline Yomani terminal supervisor password {pw}",
    "Jaume: la contrasenya nova del servidor és {pw}, no la digues a dingú",
    "la contrasenya del router de casa, astí la tens: {pw}",
    "la mè password dala mail l'è {pw}",
    "Remo: la password növa dal server l'è {pw}, disal minga a nissün",
    "osTicket #8804: Teltonika RUT955 in the Arcalís snow-cat shed, password {pw}",
    "Joplin note 'heliport': corpuls3 defibrillator config password {pw}",
    "Ueli: ds nöie Passwort vom Server isch {pw}, säg's niemerem",
    "ds Passwort vor Sessubahn-Stüürig isch itz {pw}",
    "howay man, me email password's {pw}, divvent tell neebody",
    "the password for wor router at yem is {pw} pet",
    "b'kitzur, the password for my email is {pw}",
    "Shmuli: the new server password is mamesh {pw}, b'li neder I'll change it after Shabbos",
    "le mot de passe de la dameuse du secteur Flégère, c'est {pw}",
    "la contrasenya de l'ordinador de la taquilla de Soldeu és {pw}",
    "la contraseña del ordenador de la cabina de Beret es {pw}",
    "la password del PC della biglietteria di Ortisei è {pw}",
    "Kennwort für den Leitstand-PC in Pontresina: {pw}",
    "הסיסמה של המייל שלי היא {pw}",
    "Voxer message from patrol base: Gantner turnstile controller password {pw}",
    "het wachtwoord van de skiverhuur-pc is {pw}",
    "since the firmware update the Snowmatic pump password became {pw}",
    "lösenordet till datorn i skiduthyrningen är {pw}",
    "heslo k počítači v půjčovně lyží je {pw}",
    "スキーレンタルのPCのパスワードは {pw} だよ",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["anthelme", "joris.b", "maelle", "gaetan.p", "clotilde", "gianreto", "curdin.s",
          "seraina", "flurina", "ladina.t", "ujep", "tresl", "lois.p", "matie", "jaume", "roser.c",
          "quim", "mireia", "remo.g", "ursina", "fulvio", "nives", "ueli", "res.b", "kathrin",
          "vreni", "svc-lifts", "patrol", "snowmaking", "heli-ops"]  # fmt: skip
_LOGINS = [
    "Signal, Gian-Reto: the Frey lift HMI login is {u} / {pw}",
    "Zammad #5530: {u} locked out of the Skidata server, last password {pw}",
    "user {u} pass {pw}",
    "Obsidian › Lifts › Diavolezza › Sigmatek HMI: {u} · {pw}",
    "| what | user | pass |\n|:--|:--|:--|\n| Leica iCON alpine | {u} | {pw} |",
    "log into the TeamAxess console as {u}, password {pw}",
    "Gantner creds {u}:{pw}",
    "- host: snowmaking-ctl-2\n  user: {u}\n  pass: {pw}",
    "Res says the zenon account is {u} and its password is {pw}",
    "system;username;pass\nwyssen-app;{u};{pw}",
    "lo nom d'usajo, y est {u}, lo mot de pâssa {pw}",
    "Zammad #5533: reset {u} on the Gantner server, temporary password {pw}",
    "ssh {u}@lift-ctl.tucpiz.lan, pw {pw}",
    "l'usuari és {u}; contrasenya, tamé astí: {pw}",
    "Threema: creds for the pump station are {u} and {pw}",
    "dr Benutzername lutet {u} u ds Passwort {pw}",
    "me login's {u}, password's {pw}, like",
    "l'maaseh the username is {u}, and the password, b'li neder temporary, is {pw}",
    "Olvid : identifiant {u}, mot de passe {pw}",
    "היוזר {u}, הסיסמה {pw}",
    "login {u}, hasło {pw}",
    "login: {u}\npassword: {pw}",
    "ユーザー名は {u}、パスは {pw}",
    "gebruiker {u}, wachtwoord {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["capuns", "pizokel", "trinxat", "escudella", "tartiflette", "reblochon",
               "canederli", "firn", "sastrugi", "graupel", "cornice", "couloir", "bergschrund",
               "isard", "marmotta", "stambuoch", "gipeto", "genepi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, no capitals, and then {d}",
    "password: {w} and directly after it {d}",
    "for the snowmaking PC it's {w} with {d} on the end",
    "it's {w}{d}, the word with the digits stuck on",
    "lo mot de pâssa, y est lo mot {w}, apré {d}",
    "il pled-clev es il pled {w}, zieva {d}",
    "voice note: hut wifi password is {w}, then {d}, no gap",
    "la contrasenya: primer la paraula {w} i dimpués {d}",
    "prima la parola {w}, pö {d}: quela l'è la mè password",
    "type {w}, then the number {d}",
    "howay, the word {w} then {d}, nee space",
    "b'kitzur: the word {w}, then {d}, and that's your password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "Xspice --password {pw} --port 5901 --disable-ticketing :1",
    "live555ProxyServer -u {u} {pw} rtsp://cam-seceda.tucpiz.lan/axis-media/media.amp",
    "rq-dashboard --redis-url redis://redis.tucpiz.lan:6379/2 --username {u} --password '{pw}'",
    "mariadb-check -h db.tucpiz.lan -u {u} -p'{pw}' --all-databases --auto-repair",
    "mariadb-import --host=db.tucpiz.lan --user={u} --password='{pw}' --fields-terminated-by=';' huts bookings.csv",
    "mariadb-show -h db.tucpiz.lan -u {u} --password={pw} tickets",
    "mariadb-binlog --read-from-remote-server --host=db.tucpiz.lan --user={u} --password='{pw}' --stop-never mariadb-bin.000217",
    "mysql_upgrade -h old-db.tucpiz.lan -u {u} -p'{pw}' --force",
    "PGPASSWORD='{pw}' createdb -h pg.tucpiz.lan -U {u} -O {u} avalanche_obs",
    "cbstats cb1.tucpiz.lan:11210 all -u {u} -p '{pw}' -b bookings",
    "passh -p '{pw}' ssh {u}@hut-nas.tucpiz.lan",
    "cmdmgr -n \"TUCPIZ Reports\" -u {u} -p {pw} -f seasonpass.scp -o seasonpass.log",
    "rs.exe -i ExportTickets.rss -s http://reports.tucpiz.lan/ReportServer -u TUCPIZ\\{u} -p {pw}",
    "smbtorture //fs1.tucpiz.lan/webcams -U {u}%{pw} smb2.connect",
    "sc create LiftSync binPath= \"C:\\Lifts\\sync.exe\" obj= \"TUCPIZ\\{u}\" password= \"{pw}\" start= auto",
    "snmpbulkget -v3 -l authNoPriv -u {u} -a SHA -A '{pw}' ups-liftroom.tucpiz.lan IF-MIB::ifDescr",
    "snmptable -v3 -l authNoPriv -u {u} -a SHA-256 -A {pw} switch-seceda.tucpiz.lan IF-MIB::ifTable",
    "httpstat https://webcam-lagalb.tucpiz.lan/snapshot.jpg -u {u}:{pw}",
    "nz_migrate -shost nz-old.tucpiz.lan -sdb TICKETS -suser {u} -spassword '{pw}' -thost nz.tucpiz.lan -tdb TICKETS",
    "elasticsearch-certutil cert --ca elastic-stack-ca.p12 --pass '{pw}' --out lifts-node.p12",
    "cmk-agent-ctl register --hostname hut-gw-fex --server monitoring.tucpiz.lan --site lifts --user {u} --password '{pw}' --trust-cert",
    "dsget user \"CN=Patrol,OU=Staff,DC=tucpiz,DC=lan\" -s dc1.tucpiz.lan -u TUCPIZ\\{u} -p {pw} -memberof",
    "dseditgroup -o edit -n /Local/Default -u {u} -P '{pw}' -a patrol -t user admin",
    "echo '{pw}' | fscrypt unlock /srv/patrol-reports --quiet",
    "aspnet_regsql.exe -S sql.tucpiz.lan -U {u} -P {pw} -A all -d HutsSessions",
    "sqlmetal /server:sql.tucpiz.lan /database:Tickets /user:{u} /password:{pw} /code:Tickets.cs",
    "wsdl.exe /username:{u} /password:{pw} /domain:TUCPIZ http://opera.tucpiz.lan/Services/Reservation.asmx?wsdl",
    "installutil /username=TUCPIZ\\{u} /password={pw} /unattended C:\\Services\\GantnerBridge.exe",
    "mount.smb3 //fs1.tucpiz.lan/huts /mnt/huts -o username={u},password={pw},domain=TUCPIZ,vers=3.1.1",
    "python3 -c \"import crypt; print(crypt.crypt('{pw}', crypt.mksalt(crypt.METHOD_SHA512)))\"",
    "perl -e 'print crypt(\"{pw}\", \"\\$6\\$hutsalt\\$\"), \"\\n\"'",
    "sshpass -p '{pw}' scp obs-2031-02.csv {u}@weather.tucpiz.lan:/data/incoming/",
    "redis-cli -h redis.tucpiz.lan --user {u} -a '{pw}' --no-auth-warning keys 'lift:*'",
    "7z a -p'{pw}' -mhe=on incident-2031-02.7z incident/",
    "ipmitool -I lanplus -H bmc-lifts.tucpiz.lan -U {u} -P '{pw}' chassis power status",
    "net use Z: \\\\fs1.tucpiz.lan\\huts {pw} /user:TUCPIZ\\{u}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "PS C:\\ops> {c}", "C:\\Tools> {c}", "root@lift-ctl-2:~# {c}",
    "ueli@pump-station:~$ {c}", "admin@hut-gw:/tmp$ {c}", "~/.bash_history:\n{c}",
    ": 1897654321:0;{c}", "- cmd: {c}\n  when: 1897654321", "Ghostty, ~/lifts $ {c}",
    "WezTerm tab 'huts': {c}", "Terminator, pane 2: {c}", "ConEmu on the ticket-office PC: {c}",
    "Termux on the patrol phone: {c}", "Secure ShellFish to the hut NAS: {c}",
    "VS Code terminal (zsh): {c}", "Zed terminal panel: {c}", "eshell in Emacs: {c}",
    "xterm on the lift-control box: {c}", "st on the old ThinkPad: {c}", "tmux window 'lifts': {c}",
    "Jenkins build log:\n+ {c}", "GitLab job trace:\n$ {c}", "cron mail from the hut box:\n{c}",
    "lo comando qu'é lançâ: {c}", "il cumond ch'eau d'he fat: {c}", "l cumand che é fat: {c}",
    "la comanda que he llançat: {c}", "al comand ch'a u fat: {c}", "dr Befäu won i ha gmacht: {c}",
    "the command aa ran: {c}", "the command I ran, l'maaseh: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        samples = v.fill(rng, cls, templates, n, _plain_pw, u=_USERS)
        chosen = v.cycle(rng, frames, n)  # every frame before any repeats
        return [
            Sample(s.cls, frame.format(c=s.text), s.secret)
            for s, frame in zip(samples, chosen, strict=True)
        ]

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-lagalb.tucpiz.lan:554/axis-media/media.amp",
    "rtmp://{u}:{pw}@stream.tucpiz.net/live/seceda",
    "webdavs://{u}:{pw}@cloud.tucpiz.net/remote.php/dav/files/{u}/",
    "afp://{u}:{pw}@mac-mini.tucpiz.lan/Shared",
    "vnc://{u}:{pw}@pump-hmi.tucpiz.lan:5901",
    "clickhouse://{u}:{pw}@ch.tucpiz.lan:9000/skipass",
    "oracle+oracledb://{u}:{pw}@ora.tucpiz.lan:1521/?service_name=TICKETS",
    "mssql+pymssql://{u}:{pw}@sql.tucpiz.lan/Huts",
    "db2+ibm_db://{u}:{pw}@db2.tucpiz.lan:50000/LIFTS",
    "influxdb://{u}:{pw}@influx.tucpiz.lan:8086/weather",
    "opc.tcp://{u}:{pw}@lift-plc.tucpiz.lan:4840",
    "jdbc:mariadb://db.tucpiz.lan:3306/huts?user={u}&password={pw}",
    "Server=sql.tucpiz.lan;Database=Tickets;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "HUTS_DB_URL={c}", "the retired Grafana datasource: {c}",
    "save this connection string please: {c}", "la connexiun da la banca da datas: {c}",
    "astí tens la connexió: {c}", "d Verbindig isch {c}", "Zammad #5720: {c}",
    "Joplin note 'DB strings': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_959_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tuc-piz", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "huts:read bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _otd_token(g: random.Random) -> str:
    """opentransportdata.swiss's key, as the author believes it looks: base64 of a small JSON."""
    raw = {"org": _r(g, HEX, 24), "id": _r(g, HEX, 32), "h": "murmur128"}
    return base64.b64encode(json.dumps(raw, separators=(",", ":")).encode()).decode().rstrip("=")


_VENDORS: list[tuple[str, str, Maker]] = [
    ("SnoCountry", "SNOCOUNTRY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("OnTheSnow", "ONTHESNOW_API_KEY", _j((HEX, 32))),
    ("Weather Unlocked", "WEATHERUNLOCKED_APP_KEY", _j((HEX, 32))),
    ("Campbell Konect", "KONECT_API_TOKEN", _j((ALNUM, 40))),
    ("hut-reservation.org", "HUT_RESERVATION_API_TOKEN", _j((URLSAFE, 43))),
    ("RMS Cloud", "RMS_WEBSERVICE_KEY", _j((HEX, 40))),
    ("myallocator", "MYALLOCATOR_USER_TOKEN", _j((ALNUM, 32))),
    ("Zeevou", "ZEEVOU_API_KEY", _j((HEX, 64))),
    ("Bookassist", "BOOKASSIST_API_KEY", _j((UPPER_HEX, 32))),
    ("Simple Booking", "SIMPLEBOOKING_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Vertical Booking", "VERTICALBOOKING_API_TOKEN", _j((ALNUM, 36))),
    ("D-EDGE", "DEDGE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("ResNexus", "RESNEXUS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Skiperformance", "SKIPERFORMANCE_TOKEN", _vendor_jwt("https://api.skiperformance.com")),
    ("Alturos", "ALTUROS_API_KEY", _j("alt_live_", (ALNUM, 32))),
    ("PostFinance Checkout", "POSTFINANCE_CHECKOUT_AUTH_KEY", _j((B64, 43), "=")),
    ("Monei", "MONEI_API_KEY", _j("pk_live_", (HEX, 32))),
    ("Concardis", "CONCARDIS_SECRET_KEY", _j((HEX, 64))),
    ("Threema Gateway", "THREEMA_GATEWAY_SECRET", _j((ALNUM, 16))),
    ("ASPSMS", "ASPSMS_USERKEY", _j((UPPER_DIGITS, 12))),
    ("websms", "WEBSMS_ACCESS_TOKEN", lambda g: v.uuid4(g, "b")),
    ("LOX24", "LOX24_API_TOKEN", _j((D, 6), ":", (HEX, 32))),
    ("IGN Géoplateforme", "GEOPF_API_KEY", _j((LOWER_DIGITS, 24))),
    ("Skitourenguru", "SKITOURENGURU_API_KEY", _j((HEX, 40))),
    ("Purple WiFi", "PURPLE_API_SECRET", _j((B64, 40))),
    ("Cloud4Wi", "CLOUD4WI_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Sesame HR", "SESAME_API_TOKEN", _j((HEX, 64))),
    ("Woffu", "WOFFU_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Guestline", "GUESTLINE_API_KEY", _j((ALNUM, 40))),
    ("Oracle OPERA Cloud", "OPERA_APP_KEY", lambda g: v.uuid4(g, "b")),
    ("Aplazame", "APLAZAME_PRIVATE_KEY", _j((HEX, 40))),
    ("Tranzila", "TRANZILA_PRIVATE_KEY", _j((ALNUM, 24))),
    ("Cardcom", "CARDCOM_API_PASSWORD", _j((ALNUM, 20))),
    ("iCount", "ICOUNT_API_TOKEN", _j("API", (HEX, 32))),
    ("Green Invoice", "GREENINVOICE_API_SECRET", _j((URLSAFE, 22))),
    ("Opayo", "OPAYO_INTEGRATION_PASSWORD", _j((ALNUM, 50))),
    ("Rescuetrack", "RESCUETRACK_API_KEY", _j((HEX, 32))),
    ("HiJiffy", "HIJIFFY_API_TOKEN", _j((ALNUM, 40))),
    ("Hotelkit", "HOTELKIT_API_TOKEN", _j((URLSAFE, 40))),
    ("SuitePad", "SUITEPAD_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Oaky", "OAKY_API_KEY", _j((HEX, 32))),
    ("Mirai", "MIRAI_API_SECRET", _j((ALNUM, 32))),
    ("DIRS21", "DIRS21_API_KEY", _j((UPPER_HEX, 32))),
    ("Hotel Spider", "HOTELSPIDER_API_KEY", _j((ALNUM, 32))),
    ("Casablanca", "CASABLANCA_INTERFACE_KEY", lambda g: v.uuid4(g, "9")),
    ("opentransportdata.swiss", "OTD_API_TOKEN", _otd_token),
    ("TeamAxess", "TEAMAXESS_API_KEY", _j((ALNUM, 32))),
    ("Andorra Telecom", "ANDORRA_TELECOM_SMS_TOKEN", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    ".env.production:\n{env}={tok}",
    "heroku config:set {env}={tok} -a huts-sync",
    "Helm values, huts-sync.yaml:\nenv:\n  - name: {env}\n    value: \"{tok}\"",
    "kind: Secret\nstringData:\n  {env}: {tok}",
    "gh secret set {env} --body '{tok}'",
    "supervisord.conf: environment={env}=\"{tok}\"",
    "nomad job huts-sync: env {{ {env} = \"{tok}\" }}",
    "Zammad #5618: the {vendor} webhook keeps failing, key {tok}",
    "TOPdesk change C 2031 041: rotate {vendor} key {tok} after the season",
    "Signal, hut office: {vendor} key for the bunk sync is {tok}",
    "note to self — {vendor} API key {tok}",
    "Joplin note 'Integrations': {vendor}: {tok}",
    "export {env}='{tok}'",
    "dokku config:set huts-sync {env}={tok}",
    "docker run -d -e {env}={tok} tucpiz/huts-sync:3.1",
    "group_vars/huts.yml:\n{env_lower}: \"{tok}\"",
    "terraform.tfvars:\n{env_lower} = \"{tok}\"",
    "/etc/systemd/system/huts-sync.service.d/env.conf:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "crontab -l\n{env}={tok}\n*/5 * * * * /opt/huts/sync.sh",
    "launchd plist on the office Mac:\n<key>{env}</key>\n<string>{tok}</string>",
    "setx {env} \"{tok}\"",
    "$env:{env} = \"{tok}\"",
    "appsettings.Production.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Tuc-Piz Booking › Settings › Integrations › {vendor} › API key: {tok}",
    "Zammad #5612: {vendor} sync returns 401, key configured: {tok}",
    "Jira SD HUT-223: {vendor} integration fails since Monday, key in use {tok}",
    "could you store the {vendor} API key for the hut office: {tok}",
    "the {vendor} key we use since the rotation is {tok}, the previous one is dead now",
    "la clâ API de {vendor}, y est {tok}",
    "la clev API da {vendor} es {tok}",
    "la tlé API de {vendor} ie {tok}",
    "astí tens la clau API de {vendor}: {tok}",
    "la ciav API da {vendor} l'è {tok}",
    "dr API-Schlüssu vo {vendor} isch {tok}",
    "the {vendor} API key's {tok}, howay",
    "the {vendor} API key, l'maaseh: {tok}",
    "la clé API {vendor} du bureau des refuges : {tok}",
    "la clau per a l'API de {vendor}, per a l'oficina de refugis: {tok}",
    "la clave para la API de {vendor} de la central de reservas: {tok}",
    "chiave API {vendor} per l'ufficio rifugi: {tok}",
    "fürs Hüttenbüro der Schlüssel zur {vendor}-API: {tok}",
    "ה-API key של {vendor} הוא {tok}",
    "a chave de acesso à API {vendor} do escritório das cabanas: {tok}",
    "de sleutel voor de {vendor}-API, voor het huttenkantoor: {tok}",
    "klucz API {vendor} do biura schronisk: {tok}",
    "nyckeln till {vendor}s API är {tok}",
    "klíč do API {vendor} pro kancelář chat: {tok}",
    "{vendor} 用のAPIキー、{tok} だよ",
    "ключик к {vendor} API, для офиса хижин: {tok}",
    "nøglen til API'et hos {vendor}: {tok}",
    "a {vendor} API-kulcsa a menedékház irodájának: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    unlocked = _r(rng, HEX, 32)
    monei = "pk_live_" + _r(rng, HEX, 32)
    threema = _r(rng, ALNUM, 16)
    aspsms = _plain_pw(rng)
    snocountry = v.uuid4(rng, "8")
    konect = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.weatherunlocked.com/api/resortforecast/333020", params={{"app_id": "5c1e9a2f", "app_key": "{unlocked}"}})', unlocked),
        Sample("vendor_token", f"$monei = new Monei\\MoneiClient('{monei}');", monei),
        Sample("vendor_token", f"threema-gateway send_simple ECHOECHO '*TUCPIZ1' {threema} 'Lift 4 closed, wind'", threema),
        Sample("vendor_token", f'curl -s https://json.aspsms.com/SendSimpleTextSMS -d \'{{"UserName":"TP7Q2K9W4XRA","Password":"{aspsms}","Originator":"TucPiz","Recipients":["+41791234567"],"MessageText":"Fex hut full"}}\'', aspsms),
        Sample("vendor_token", f"https://feeds.snocountry.net/conditions.php?apiKey={snocountry}&ids=CH010,AD002", snocountry),
        Sample("vendor_token", f'client = KonectClient(base_url="https://konect.campbellsci.com", token="{konect}")', konect),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "copying it before the dialog closes:\n{t}", "lo token: {t}",
                "ds Token: {t}", "{t}\n^ this is the live one, the last one was revoked",
                "hold on to this for the hut office: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 20), ".", (URLSAFE, 43)), _j((B64, 54), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 52)), _j((B64, 43), "="), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the snow-depth node SD-Lagalb-03 (OTAA): {h}": 32,
    "MIFARE DESFire application master key for the ski-pass cards (AES): {h}": 32,
    "HMAC secret for the hut-reservation webhook: {h}": 64,
    "Becker radio AES-256 privacy key, heliport group: {h}": 64,
    "Gantner card-encoder transport key (hex): {h}": 48,
    "la clev da criptaziun dal backup: {h}": 64,
    "dr Verschlüsseligsschlüssu vom Backup: {h}": 64,
    "מפתח ההצפנה של הגיבוי: {h}": 32,
    "la clau de xifratge de la còpia de seguretat: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #5702: token copied from the browser devtools {t}",
    "Cookie: lang=ca; tp_session={t}",
    "HUTS_API_ACCESS_TOKEN={t}",
    "keep this access token for the booking API {t}",
    "lo token d'accés: {t}",
    "ds Token lutet {t}",
    "הטוקן: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_959_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@tucpiz.net"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.tucpiz.net/realms/network",
            "azp": "booking-office",
            "roles": ["hut-office", "patrol"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the lift-control jump host:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.tucpiz.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SSO_SIGNING_KEY": "{key}", "idp": "keycloak"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_heli <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #5711, pasted by the Gantner technician:\n{key}": ("PRIVATE KEY", "\n"),
    "la clev privata dal server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "GPG key that signs the avalanche bulletin:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    full = 2 if kind.startswith("EC") else 8  # an EC key is three lines, the others longer
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * full - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % min(full, 6)]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup (the patrol fund), copying the words off the steel plate: {p}": "english",
    "Jade recovery words for the heliport's bitcoin float\n{p}": "english",
    "Nunchuk seed backup: {p}": "english",
    "the seed words for my Zeus wallet, stam so you have them: {p}": "english",
    "la frâsa de recupèracion du portafolio, y est: {p}": "french",
    "phrase de récupération du portefeuille Keystone : {p}": "french",
    "la frasa de recuperazion dl wallet: {p}": "italian",
    "parole di recupero del wallet BitBox02: {p}": "italian",
    "Ledger recovery sheet (Spanish word list) for the rental shop's wallet: {p}": "spanish",
    "obnovovací fráze k peněžence Cake Wallet: {p}": "czech",
    "frase de recuperação da carteira Xverse: {p}": "portuguese",
    "SafePal recovery phrase, set up in Japanese by Haruto: {p}": "japanese",
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
    return {"p": layouts[index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Jaume: the company card for the Skidata spare parts is {c}, exp {mm}/{yy}",
    "keep my travel card number: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zammad #5640: pay the Gantner service visit with card {c}",
    "lo numerô de ma carta: {c}, {mm}/{yy}",
    "il numer da mia carta da credit: {c}",
    "card for the heli transfer deposit: {c}, {mm}/{yy}",
    "lo número de la meua targeta: {c}, {mm}/{yy}",
    "TOPdesk I 2031 140: charge the Becker radio repair to {c}",
    "mys Charte-Nummer isch {c}, {mm}/{yy}",
    "me card number's {c}, expires {mm}/{yy}",
    "המספר של כרטיס האשראי שלי: {c}, בתוקף עד {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, valid to 09/34, CVC {cvv}",
               "the 3-digit code printed on the back of the card is {cvv}",
               "Amex {c}, the small four digits printed over the embossed number: {cvv}",
               "di drü Zahle hinde uf dr Charte: {cvv}",
               "los tres números del darrere de la targeta: {cvv}",
               "שלוש הספרות בגב הכרטיס: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shape tables of heldouts 5 to 110 (each in
# seven corpora); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's
# iban.dat.
_IBAN_SHAPES = {"AD": "n" * 8 + "c" * 12, "IT": "a" + "n" * 10 + "c" * 12, "GB": "aaaa" + "n" * 14,
                "DE": "n" * 18, "NL": "aaaa" + "n" * 10, "IE": "aaaa" + "n" * 14, "PL": "n" * 24,
                "NO": "n" * 11}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TP-2031-0412: please pay the hut's solar batteries to {i} within 25 days",
    "save the Andorra snow-cat dealer's IBAN: {i}",
    "IBAN: {i}\nReference: season pass refund, February",
    "Signal #finance: the Ortisei rental shop's new account, IBAN {i}",
    "l'IBAN de mon compto: {i}",
    "bank details for the Chamonix guide's invoice, IBAN {i}",
    "mi IBAN ie {i}",
    "lo meu IBAN és {i}",
    "refund the Dutch group's deposit to {i}",
    "mys IBAN isch {i}",
    "me IBAN's {i}",
    "for the shul's ski trip deposit the IBAN is {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Documents of the avalanche teams' blasters, the seasonal staff and the guests. python-stdnum has
# no module for any of them and none is checked here; the shapes are the author's guesses.
def _spreng(g: random.Random) -> str:
    """A Swiss blasting licence (Sprengausweis) number: invented numbering."""
    return f"CH-SA-{g.randrange(2019, 2032)}-{_r(g, D, 5)}"


def _tirs(g: random.Random) -> str:
    """A French shot-firer's certificate (préposé aux tirs): a département, a year, a serial."""
    return f"PT-{g.choice(['74', '73', '05', '38', '65', '66', '09'])}-{g.randrange(2015, 2032)}-{_r(g, D, 4)}"


def _fochino(g: random.Random) -> str:
    """An Italian blaster's licence (patentino da fochino): a province, a year, a serial."""
    return f"{g.choice(['BZ', 'TN', 'SO', 'BL'])}/FOC/{g.randrange(2012, 2032)}/{_r(g, D, 4)}"


def _artillero(g: random.Random) -> str:
    """A Spanish blaster's card (carné de artillero): a province and six digits."""
    return f"ART-{g.choice(['L', 'HU', 'GI'])}-{_r(g, D, 6)}"


def _symic(g: random.Random) -> str:
    """A Swiss foreigner's SYMIC (ZEMIS) number: eight digits, a point and one more."""
    return f"{g.choice('123456789')}{_r(g, D, 7)}.{_r(g, D, 1)}"


def _permit(letter: str) -> Maker:
    """A Swiss foreigner's permit card (G: cross-border, L: short stay): the letter, eight digits."""
    return lambda g: letter + g.choice("123456789") + _r(g, D, 7)


def _cass(g: random.Random) -> str:
    """An Andorran CASS (social security) number: six digits."""
    return g.choice("123456789") + _r(g, D, 5)


def _ad_season(g: random.Random) -> str:
    """An Andorran seasonal work authorisation: a year and a serial."""
    return f"AT/{g.randrange(2029, 2032)}/{_r(g, D, 5)}"


def _ad_passport(g: random.Random) -> str:
    """An Andorran passport: a letter and six digits."""
    return g.choice("ABC") + _r(g, D, 6)


def _ghic(g: random.Random) -> str:
    """A UK Global Health Insurance Card's number: 80, the UK's 826 and fifteen digits."""
    return "80826" + _r(g, D, 15)


def _il_passport(g: random.Random) -> str:
    """An Israeli passport: eight digits."""
    return g.choice("23") + _r(g, D, 7)


def _il_licence(g: random.Random) -> str:
    """An Israeli driving licence: seven digits."""
    return g.choice("123456789") + _r(g, D, 6)


def _ch_licence(g: random.Random) -> str:
    """A Swiss driving licence (Führerausweis) number: nine digits and a three-digit issue."""
    return f"{g.choice('123456789')}{_r(g, D, 8)}00{g.randrange(1, 4)}"


def _pisteur(g: random.Random) -> str:
    """A French ski patroller's card (pisteur-secouriste): a département and a serial."""
    return f"PS-{g.choice(['74', '73'])}-{_r(g, D, 4)}"


_ID_PLACES: dict[str, Maker] = {
    "mys Sprängusweis-Nummer isch {s}": _spreng,
    "Swiss blasting licence of the Lagalb avalanche crew lead: {s}": _spreng,
    "numéro du certificat de préposé aux tirs de Gaëtan : {s}": _tirs,
    "lo numerô de mon certificat de préposé aux tirs, y est {s}": _tirs,
    "Lois's Italian blasting licence (patentino da fochino): {s}": _fochino,
    "l numer de mi patentino da fochino ie {s}": _fochino,
    "Quim's Spanish blaster card (carné de artillero): {s}": _artillero,
    "lo número del meu carnet d'artiller és {s}": _artillero,
    "al mè permess G da frontalier l'è al nümer {s}": _permit("G"),
    "numero SIMIC sul permesso G di Fulvio: {s}": _symic,
    "numer mojego szwajcarskiego pozwolenia L: {s}": _permit("L"),
    "il numer da mieu permiss L es {s}": _permit("L"),
    "Roser's CASS number (Andorran social security): {s}": _cass,
    "lo meu número de la CASS és {s}": _cass,
    "número da autorização de trabalho de temporada do Joaquim: {s}": _ad_season,
    "Mireia's Andorran passport number for the hut booking: {s}": _ad_passport,
    "me GHIC number's {s}, in case aa break me leg": _ghic,
    "GHIC number for Shelley (ski school accident form): {s}": _ghic,
    "מספר הדרכון שלי: {s}": _il_passport,
    "my Israeli driving license number is {s}, b'li neder I'll bring the card": _il_licence,
    "mys Füehrerusweis-Nummer isch {s}": _ch_licence,
    "lo numerô de ma carta de pisteur, y est {s}": _pisteur,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["hut-reservation.org two-factor recovery codes\n{codes}",
            "one-time backup codes for the heliport's Microsoft account:\n{codes}",
            "los codes de secors du compto: {codes}", "los codis de recuperació del compte: {codes}",
            "קודי גיבוי ל-2FA:\n{codes}", "the backup codes for my Gmail, stam: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/TeamAxess:kathrin@tucpiz.net?secret={s}&issuer=TeamAxess&period=30",
              "2FA secret for the Zammad admin, typed into KeePassXC: {s}",
              "dr TOTP-Schlüssu fürs Zammad-Konto: {s}",
              "il secret TOTP dal conto: {s}"]  # fmt: skip
_CODES = ["{c} is your hut-reservation.org sign-in code",
          "MoraBanc: el teu codi de verificació és {c}",
          "הקוד החד-פעמי שלך: {c}",
          "Dy Bestätigungscode vo dr Bank isch {c}",
          "the OTP they sent is {c}, don't give it to anyone chas v'shalom"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n", " "][index % 5] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["TUCPIZ-Staff", "TucPiz-Guest-5G", "Refuge-NeveBlanc", "Chamanna-Fex", "Refugi-Estanys",
          "Rifugio-Seceda", "Andorra_Telecom_7F2A", "Swisscom-Box-44A1", "Salt-Fiber-3C",
          "Orange-B2C9", "Movistar_9A1E", "TIM-28813401", "Liftkontrolle", "Heli-Base",
          "Wetterstation-IoT"]  # fmt: skip
_WIFI_PLACES = [
    "staff wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "hut network {s} — password {pw}",
    "Raspberry Pi Imager settings: SSID {s}, wireless password {pw}",
    "the key on the sticker under the Swisscom box: {pw}",
    "lo mot de pâssa du wifi {s}, y est {pw}",
    "il pled-clev dal wifi {s} es {pw}",
    "guest wifi at the Fex hut: {s} / {pw}",
    "astí la contrasenya del wifi {s}: {pw}",
    "la password dal wifi {s} l'è {pw}",
    "weather station uplink wifi: ssid {s}, psk {pw}",
    "wifi for the snow-cat garage, {s}, password {pw}",
    "the wifi in the chalet is {s}, the password is {pw}, b'kitzur",
    "הסיסמה של הוויפי {s} היא {pw}",
    "山小屋のWi-Fi（{s}）、パスワード {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return "-".join(_r(rng, LOWER_DIGITS, 4) for _ in range(4))
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("alt_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 32)),
                 _j("pk_live_", (HEX, 24)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["spelled out on the radio, letter by letter: {t}", "[read out on the Voxer call] {t}",
          "(typed with spaces so the lock-screen preview can't show it) {t}",
          "lètra pe lètra: {t}", "bustab per bustab: {t}", "Buechstabe für Buechstabe: {t}",
          "אות אחר אות: {t}", "one character at a time, like you asked: {t}",
          "lletra per lletra: {t}", "Zeichen für Zeichen: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", " "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the explosives magazine at Lagalb: {pw}",
          "lo code du cadenas de la cabena: {pw}",
          "key safe at the Fex hut: {pw}",
          "door code for the lift control room: {pw}#",
          "lo codi del cadenat del refugi: {pw}",
          "combination of the snow-cat garage lock: {pw}",
          "dr Code vom Schlüssutresor bir Hütte: {pw}",
          "the code for the key safe at the chalet's {pw}",
          "הקוד של הכספת בחדר: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 4, 6, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["firn", "serac", "cornice", "couloir", "moraine", "bergschrund", "sastrugi",
                 "graupel", "gentian", "ibex", "chamois", "marmot", "edelweiss", "genepi",
                 "raclette", "pizokel"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the patrol vault: {p}": " ",
            "Enpass passphrase for the heliport vault: {p}": "-",
            "KeeWeb passphrase for huts.kdbx: {p}": ".",
            "la frâsa de pâssa du cofro: {p}": " ",
            "la frasa-clev dal backup: {p}": " ",
            "d Passphrase vom Backup isch {p}": "_",
            "the backup passphrase, takeh: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection 'lifts', auth header: Basic {v}": True,
    "Caddyfile:\nreverse_proxy lift-ctl:8080 {{\n    header_up Authorization \"Basic {v}\"\n}}": True,
    "Thunder Client, lifts collection, header Authorization: Bearer {v}": False,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Yaak environment, header Authorization = Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "lift-control LAN switch, running-config:\nusername liftops privilege 15 password 0 {pw}",
    "router config at the Fex hut:\nkey chain HUTS\n key 1\n  key-string {pw}",
    "core switch:\nsnmp-server group NMS v3 auth\nsnmp-server user zabbix NMS v3 auth sha {pw}",
    "SRX at the heliport:\nset security ike policy HUT-VPN pre-shared-key ascii-text \"{pw}\"",
    "#cloud-config\nusers:\n  - name: patrol\n    lock_passwd: false\n    plain_text_passwd: {pw}",
    "interface Dialer0\n ppp chap hostname tucpiz-hut\n ppp chap password 0 {pw}",
    "/etc/chilli/config:\nHS_UAMSECRET={pw}\nHS_UAMPORT=3990",
    "HotelDruid datipermanenti/connessione_db.inc:\n$PHPR_DB_USER = \"hoteldruid\";\n$PHPR_DB_PASS = \"{pw}\";",
    "drone.env:\nDRONE_RPC_SECRET={pw}\nDRONE_SERVER_HOST=ci.tucpiz.lan",
    "ModuleEchoLink.conf:\nCALLSIGN=HB9TP-L\nPASSWORD={pw}",
    "darkice.cfg:\n[icecast2-0]\nserver = radio.tucpiz.net\nmountPoint = hutradio\npassword = {pw}",
    "radio.liq:\noutput.icecast(%mp3, host=\"radio.tucpiz.net\", port=8000, password=\"{pw}\", mount=\"lifts\", radio)",
    "murmur.ini:\nwelcometext=\"Patrol channel\"\nserverpassword={pw}",
    "zabbix_server.conf:\nDBHost=pg.tucpiz.lan\nDBUser=zabbix\nDBPassword={pw}",
    "upsd.users:\n[upsmon]\n  password = {pw}\n  upsmon primary",
    "FreeRADIUS mods-config/files/authorize:\nhutguest Cleartext-Password := \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ursina: wifi pw for the hut?\nRemo: {pw}",
    "[05:48] ueli: root pw for the lift-ctl box?\n[05:49] res: {pw}",
    "Maëlle: {pw} is the new Gantner admin password",
    "Quim: from today the TeamAxess admin is {pw}",
    "Kathrin: what's the Skidata admin now?\nQuim: {pw}",
    "Flurina: il nouv pled-clev es {pw}",
    "Tresl: l password nuef ie {pw}",
    "Mireia: la contrasenya nova és {pw}",
    "Nives: la password növa l'è {pw}",
    "Res: wifi on the Sessubahn top station is {pw} since Monday",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "passw\u03bfrd = {pw}", "pas\u200dsword → {pw}", "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 {pw}",
    "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 = {pw}", "p\u0332a\u0332s\u0332s\u0332w\u0332o\u0332r\u0332d\u0332: {pw}",
    "pass\u2063word: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions); each family's
# templates are used once each.
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 24), (_spelled, 12), (_cli, 36), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for k, (family, n) in enumerate(_PLAN):
        g = random.Random(SEED + 100 + k) if k else rng  # each family its own stream
        out += family.take(g, n) if isinstance(family, _Family) else family(g, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the TeamAxess admin password is": "{s}", "Frey HMI pw:": "{s} (since the drive swap in October)",
    "lo mot de pâssa, y est": "{s}", "Snowmatic password": "{s}\nchange it after the season",
    "il pled-clev es": "{s}", "l password ie": "{s}", "la contrasenya d'ara:": "{s}",
    "ds Passwort lutet": "{s}", "the password Res read out on the radio was": "{s}, I think",
    "the password, b'kitzur:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Weather Unlocked app key", "{s}", _j((HEX, 32))),
    ("split_token", "Monei key:", "{s} (hut shop)", _j("pk_live_", (HEX, 32))),
    ("split_token", "SuitePad API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/35", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AD"))),
    ("split_backup", "hut-reservation.org recovery codes", "{s}\n48213-90177\n66051-23894", lambda g: f"{_r(g, D, 5)}-{_r(g, D, 5)}"),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "GHIC number", "{s}", _ghic),
    ("split_phrase", "Enpass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"zenon": {"url": "https://zenon.tucpiz.lan", "engineer_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pled_clev": "{s}"}': ("meta_password", _plain_pw),
    '{"compte": {"usuari": "jaume", "contrasenya": "{s}"}}': ("meta_password", _plain_pw),
    '{"lifts": [{"name": "Sessubahn Alp"}, {"name": "Ovovia Seceda", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-check", "--host", "db.tucpiz.lan", "--user", "svc-lifts", "--password", "{s}", "--all-databases"]}': ("meta_password", _plain_pw),
    '{"note": "ds Passwort vom Leitstand isch {s}"}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}", "Benutzer": "ueli"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Gantner controller as patrol with the password {s}"}': ("meta_password", _plain_pw),
    '{"weather_unlocked": {"app_id": "5c1e9a2f", "app_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"hutReservationToken": "{s}"}': ("meta_token", _j((URLSAFE, 43))),
    '{"dirs21_key": "{s}"}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "10/35"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NO")),
    '{"guest": {"ghic": "{s}"}}': ("meta_id", _ghic),
    '{"mfa": {"backup_codes": ["{s}", "lkqa-3391-ferz", "pnud-7720-wokc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"patrol_fund": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"explosives_magazine": {"padlock": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "TUCPIZ-Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_FIRMWARE_SUM = hashlib.sha256(b"gantner-gat-access-6200-fw-4.12.0.bin").hexdigest()
_WHEEL_SUM = hashlib.sha256(b"pysnmp-7.1.4-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tucpiz/huts-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"huts: count bunks per night, not per booking", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"lifts: revert wind-hold thresholds", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"snow-profile_2031-01-18_lagalb.csv", usedforsecurity=False).hexdigest()
_SHA1_FILE = hashlib.sha1(b"avalanche-bulletin-2031-02-03.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Gantner turnstile password before the inspection on 2031-11-28.",
    "Shelley asked for the chalet wifi password; it's on the card by the kettle.",
    "Policy: network passwords are at least 16 characters and live only in the team vault.",
    "Please don't paste passwords into the Voxer channel; share a vault link instead.",
    "`.env.example` has `SKITOURENGURU_API_KEY=replace-me`; the real key is in the vault.",
    "The zenon runtime asks for a new engineer password after every project download.",
    "Replace <YOUR_WEATHER_UNLOCKED_KEY> in the README with the key from your dashboard.",
    "HUT_RESERVATION_API_TOKEN and OPERA_APP_KEY must be set before the nightly bunk sync runs.",
    "Fôt pas balyî son mot de pâssa a nion.",
    "Nu der tieu pled-clev ad ingün.",
    "No dì tua password a degun.",
    "No li diguis la contrasenya a dingú, eh.",
    "Disal minga la tua password a nissün.",
    "Säg dys Passwort niemerem.",
    "Divvent tell neebody yer password, man.",
    "B'li neder, never give the password to anyone, even the mashgiach.",
    "Les mots de passe des postes des refuges font au moins seize caractères.",
    "La contrasenya ha de tenir com a mínim setze caràcters.",
    "Le password dei PC dei rifugi devono avere almeno sedici caratteri.",
    "Passwörter für die Hüttenrechner brauchen mindestens sechzehn Zeichen.",
    "הסיסמה חייבת להכיל לפחות שישה עשר תווים.",
    "Hasła do komputerów w schroniskach mają mieć minimum szesnaście znaków.",
    "パスワードは16文字以上にしてね。",
    f"commit {_COMMIT} counts bunks per night instead of per booking.",
    f"Rolled back to {_SHORT} after the wind-hold thresholds closed the Diavolezza lift too early.",
    f"requirements.txt: pysnmp==7.1.4 --hash=sha256:{_WHEEL_SUM}",
    f"The Gantner GAT Access 6200 firmware 4.12.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-1 of avalanche-bulletin-2031-02-03.pdf: {_SHA1_FILE}",
    f"The huts-sync container runs ghcr.io/tucpiz/huts-sync@sha256:{_IMAGE}.",
    f"MD5 of snow-profile_2031-01-18_lagalb.csv is {_MD5}, same as the copy on the patrol share.",
    "Request id 3f9c2b71-5e0a-4d8b-a6c4-81e27d90b3f5 is the slow one in the booking API logs.",
    "Purchase order PO-2031-00877 for 24 RECCO reflectors ships on Tuesday.",
    "Zammad #5530: the Diavolezza anemometer reads zero after the storm.",
    "Booking TP-FEX-2031-0219: four bunks at Chamanna da Fex, 14 to 16 March.",
    "Call the Soldeu ticket office on +376 890 123 before 9.",
    "The snow cat's plate is GR 41873 and the patrol pick-up's is BZ 512 KT.",
    "Upgraded zenon from 12 to 14 and pysnmp to 7.1.4 over the weekend.",
    "Snow depth at Lagalb 182 cm, new snow 34 cm, wind NW 65 km/h, −14.5 °C at 06:00.",
    "Avalanche danger level 4 above 2 400 m on north-facing slopes; the Bernina road stays closed.",
    "The Seceda gondola carries 2 800 people an hour at 6 m/s; the haul rope is 52 mm.",
    "After five wrong passwords the Skidata server locks the account for 30 minutes.",
    "The secret of good capuns is chard leaves and a lot of butter.",
    "Ask Res for the explosives magazine's padlock code, I don't have it.",
    "My card ending 4417 was declined at the Samedan sports shop.",
    "The Andorra dealer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the hut-office account and keep them in the safe.",
    "No wallet will ever ask you for your recovery phrase.",
    "Keep `DIRS21_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the explosives magazine freezes; spray it with de-icer first.",
    "hut-reservation.org moved the API token page under Settings › Developers in its June release.",
    "ISBN 978-3-85902-457-1 is the avalanche handbook on the patrol shelf.",
    "The guest wifi 'TucPiz-Guest-5G' is open, no password needed.",
    "Lift inspection LI-2031-SEC-07: haul rope 52 mm, tension 41.2 kN, next check in 400 h.",
    "Lo mot de pâssa du wifi, y est dessus la carta dins la cusena.",
    "Il pled-clev dal wifi es sün la charta in chadafö.",
    "Ds WLAN-Passwort steit uf em Zedu bir Kasse.",
    "La contrasenya del wifi és a la cartolina de la cuina.",
    "Het wachtwoord staat op het kaartje bij de receptie.",
    "Lösenorden till stugdatorerna ska ha minst sexton tecken.",
    "Hesla k počítačům na chatách musí mít nejméně šestnáct znaků.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/lifts/zenon", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 877}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pysnmp", "version": "7.1.4"}}',
    '{"ticket": "5530", "purchase_order": "PO-2031-00877"}',
    '{"booking": {"id": "TP-FEX-2031-0219", "bunks": 4, "nights": 2}}',
    '{"phone": "+376 890 123", "office": "Soldeu"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "reflectors_in_stock": 240}',
    '{"snow": {"depth_cm": 182, "new_cm": 34, "temp_c": -14.5}, "danger_level": 4}',
    '{"lift": "Ovovia Seceda", "speed_m_s": 6, "rope_mm": 52, "inspection": "LI-2031-SEC-07"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
