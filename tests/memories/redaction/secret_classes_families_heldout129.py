# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-twenty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-twenty-sixth's docstring,
the fifth to hundred-and-twenty-sixth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a reindeer's coat
colour and a calf-marking year, a snowmobile and its engine's cc, a turbine unit and its megawatts,
a weather satellite and a catalogue number, a mine level and its depth, a fell or a reservoir and
its regulated water level, a name with a birth year and a fell, leet Sámi words for the reindeer,
the calf and the lavvu, polar-night words, two field words and a number, generated groups),
names, places, templates, tools, vendors and layouts, the way the staff of Verdde Barents Network
(a fictional reindeer-herding, hydro-power and research network across northern Fennoscandia and
the Kola peninsula) leak secrets into an assistant's memory: herders' GPS collars, bells and
snowmobiles around Kautokeino, Karasjok, Inari, Nellim and Jokkmokk, the control room of the
Ravdnje hydro dam by Jokkmokk, the Čuoika satellite ground station outside Kiruna, the IT room of
the Anára Sámi school in Inari, the rescue station of the Vuolleroggi mine, and a field station at
Varzuga on the Ter coast by the Murmansk border area, with staff from Norway, Finland, Sweden and
Russia, Thai berry pickers, a Polish miner and an Estonian hydrologist. The texts are Signal,
Telegram, WhatsApp, VK, Viber, Teams, Slack, Mattermost, Element, Zulip, Google Chat, Discord,
Wire, Threema, Messenger, iMessage, Workplace, Snapchat and SMS messages, Joplin, Obsidian,
Standard Notes, Apple Notes, Google Keep, OneNote and Notion notes, TOPdesk, Efecte, Easit, Jira
Service Management, GLPI, OTRS and Zendesk tickets, a Confluence page, e-mails, incident notes,
runbooks, README fragments, shell history (bash, PowerShell, cmd, WSL, Termux, tmux, a serial
console, cron, a Jenkins step), configs, code, voice-dictated text and requests to the assistant
itself, around the panels of dam, ground-station, herding, school, mine-rescue and network
hardware (an ABB 800xA, a Voith HyCon governor, an Andritz HIPASE, Hitachi Energy's MicroSCADA X,
an SEL-451 relay, a Woodward 505, a Basler DECS-250, a Siemens SICAM A8000, a WAGO PFC200, a
Westermo Lynx, a Kratos quantumRadio, a Comtech CDM-625A, an Orbit AL-4018 antenna controller, an
Ettus USRP N310, a Meinberg LANTIME M300, an R&S FSW, Vectronic, Followit and Lotek collars, a
Telespor bell, a Garmin inReach, a Promethean ActivPanel, a SMART Board, a Synology NAS, a Dräger
Test-it 6100, an MSA ALTAIR 5X, an Industrial Scientific iNet Exchange, a MineARC refuge chamber,
Sepura radios, a Bauer Mariner compressor, a Campbell CR1000X, an OTT netDL 1000, a Vaisala
WXT536, a Teltonika RUT955, a Cambium ePMP 3000, a Thales MissionLINK, a Cobham EXPLORER 710, an
Axis gate camera, a Lynx, a Buran and a Tayga snowmobile). Tools none of heldouts 5 to 126 names:
Kaspersky's `klbackup`, `vipnetclient`, GAM's `gam update user`, WAGO's `config_user`,
`setregproptool`, `veyon-cli`, `amtctrl` and Axis VAPIX's `pwdgrp.cgi` on the command
line, and the configs of MDT's CustomSettings.ini, LTSP's ltsp.conf, pam_radius_auth.conf, OpenC3
COSMOS's .env and Yamcs' Python client; beside them the commands the product names (sshpass,
mysql, redis-cli, curl -u, docker login, htpasswd, smbclient, 7z, openssl, plink, xfreerdp, net
use, sqlplus, ipmitool, sudo -S, mosquitto_pub, lftp, ldapsearch -w, zip -P, gpg --passphrase,
kinit, cqlsh, SNMPv3's -A, sqlcmd, rabbitmqctl add_user, mega-login, isql, xh -a) and configs of
Telegraf, Traccar, hostapd, wpa_supplicant, chap-secrets, Grafana, Mosquitto, Spring, a compose
file, an Ansible inventory, WordPress and NUT, in layouts of its own. About 40 % of the texts are
in other languages than English (by a rough count of the drawn samples): Ter Sámi (of Kanevka and
Lovozero, in Cyrillic letters), Pomor (the Russian speech of the Ter and Murman coasts), Russenorsk
(the old Pomor-trade pidgin, as border staff still joke in it), Kalix Swedish (Kalixmål),
Westrobothnian (the speech of Skellefteå and Norsjö), North Ostrobothnian Finnish (the speech of
Oulu), Finnish Kale (Finnish Romani) and Scandoromani (the Romani of Norwegian and Swedish
Travellers), which no earlier docstring names (Northern, Inari, Skolt, Kildin, Lule, Pite, Ume and
Southern Sami, Meänkieli, Kven, Northern Norwegian, Arli and Vlax Romani are named before; these
are not), and Norwegian, Swedish, Finnish, Russian, Northern Sámi, German, Polish, Ukrainian,
Estonian, Lithuanian, Thai, French, Spanish, Italian, Dutch and Czech in wordings of their own.
The eight new languages' wordings are the author's approximations, checked by no speaker, built
around their pronouns, possessives, copulas and particles and the loanwords people there really
text (password, пароль, salasana, lösenord, passord, wifi, kod, PIN, IBAN, API, server, login):
Ter Sámi's `мӯнн` ("my"), `лӣ` ("is"), `одт` ("new"), `маңңа` ("after"), `ӯкс` ("door") and `иг
сāрн кӣннэ` ("tell no one"), after Kildin and published word lists; Pomor's postposed particles
(`пароль-от`, `слова-те`, `код-от`), the clatter `ц` for `ч` (`цё`), `дак`, `ужо`, `опосля`, `баско`
and `не сказывай`; Russenorsk's `moja`, `tvoja`, `på`, `kak sprek`, `potom` and `paroli`; Kalix's
`he e` ("it is"), `nyy`, `int sä åt nån` and the dropped `-t` (`lösenorde`); Westrobothnian's `hä
ä`, `nô`, `ti` and `säj int åt nå'n`; Oulu's `mää`, `mun`, `o` for `on`, `uus`, `elä`, `osote`, `kolome`,
the dropped `d` (`vaihoin`, `perrään`) and `kellekkää`; Finnish Kale's `miro` ("my"), `tiro` ("your"), `hin`
("is"), `nevo` ("new") and `na phen kaanikkaske` ("tell no one"); Scandoromani's `mandes`,
`dinna`, `rakkre`/`rakla` and `gadjo`: all guesses after published descriptions or neighbouring
varieties. Vendors (Fingrid, ENTSO-E, Nord Pool, Volue, Montel, Statnett, Svenska kraftnät,
Energinet, Vattenfall, Statkraft, Skellefteå Kraft, TGK-1, Kolenergo, Kuva Space, Reaktor Space,
NanoAvionics, GomSpace, Kepler, Space Norway, Andøya Space, Telespor, Smartbell, MSA Grid, Normet,
LKAB, Boliden, Nornickel, Lantmäteriet, Digitransit, Trafiklab, Finnair, Widerøe, Norrtåg, Skolon,
Unikum, SchoolSoft, Edlevo, Peda.net, Dnevnik.ru, Uchi.ru, ЯКласс, СБИС, SberBusiness, Mosyle,
Showbie, Uni Micro, Freja eID and SkiStar) are ones heldouts 5 to 126 do not name; ENTSO-E's
security token is a UUID and Trafiklab's and Digitransit's keys 32 hex digits as far as the author
knows, and every other shape here (Vattenfall's `vf_sup_`, Kuva Space's `kuva_`, Kepler's `kpl_`,
Showbie's `sbk_`, the UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids are
kinds heldouts 5 to 126 do not use, the herders', miners' and border staff's documents: Norway's
local border traffic permit (grenseboerbevis) for the Pasvik border, a Russian self-propelled
machine passport (ПСМ) of a snowmobile, a Finnish reindeer owner's number, a Norwegian siida
share number, a Swedish sameby member number, a Swedish ID06 card, a Swedish SSG Entre
certificate, a Finnish occupational safety card (työturvallisuuskortti), hot work card
(tulityökortti) and Valtti card, and a Russian mine rescuer's certificate (удостоверение
горноспасателя); python-stdnum has a module for none of them (its Norwegian, Swedish, Finnish and
Russian modules are all used by earlier corpora) and none is checked by a library or this file:
they are unchecked, their shapes guessed. Card numbers pass Luhn (Mir prefixes drawn here, the
others from the value helpers, each checked with python-stdnum's `luhn`). The IBANs are of
countries used least by a rough count over the IBAN shapes of heldouts 5 to 126 (the United
Kingdom and Italy in eight corpora each, Norway, Sweden, Finland, Germany, Switzerland and Poland
in nine), drawn until `stdnum.iban` validates them, national checks included; seed phrases come
from `mnemonic`'s English, Russian, French, Spanish, Italian and Czech lists, with a valid
checksum. 390 secret-bearing samples, 20 field pairs and 20 metadata samples (430 scored), 60
clean texts and 10 clean metadata dicts.
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

SEED = 129_604_377
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


# Reindeer coat colours (Northern Sámi, written without their diacritics as people type them in
# password fields), snowmobiles, weather satellites, fells, reservoirs and stations.
_COLOURS = ["Jievja", "Cuoivvat", "Gabba", "Muzet", "Ruskat", "Cahppes", "Savvat", "Rievssat",
            "Borjjat", "Cuovgat"]  # fmt: skip
_SLEDS = ["Lynx69Ranger", "SkandicWT", "Expedition", "Buran", "Tayga", "VK540", "Alpina",
          "TundraLT"]  # fmt: skip
_SATS = ["NOAA19", "MetopC", "Aqua", "SuomiNPP", "Sentinel3B", "Terra", "FY3D", "Meteor23"]
_FELLS = ["Saana", "Halti", "Akka", "Kebne", "Ailigas", "Paistunturi", "Khibiny", "Ravdnje",
          "Cuoika", "Vuolleroggi", "Varzuga", "Nellim", "Kanevka", "Pasvik", "Suorva"]  # fmt: skip
_NAMES = ["Maret", "Ande", "Biret", "Aslak", "Inga", "Elle", "Aila", "Veikko", "Satu", "Jouni",
          "Jonna", "Henrik", "Elsa", "Olga", "Yegor", "Vera", "Kirill", "Evdokia", "Anfisa",
          "Reidar", "Kimmo", "Somchai", "Bartosz", "Kaidi"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B0azu", "H34rg1", "M13ss1", "L4vvu", "G04ht1", "K44m0s", "Pulkk4", "Tunt0r1", "S13id1"]
_DARK = ["Kaamos", "Revontulet", "Ruska", "Polarnatt", "Midnattsol", "Sever", "Skabma"]
_FIELD = ["lichen", "pulka", "lavvu", "spillway", "penstock", "aurora", "cloudberry", "siida",
          "headlamp", "refuge", "tailrace", "antenna"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people in the network pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_COLOURS)}{g.randrange(2018, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SLEDS)}{g.choice([550, 600, 640, 850, 900])}{g.choice(_SYMBOLS)}",
    lambda g: f"G{g.randrange(1, 5)}{g.choice(['Kaplan', 'Francis', 'Pelton'])}{g.choice([18, 45, 62, 110])}MW",
    lambda g: f"{g.choice(_SATS)}-{g.randrange(25_000, 60_000)}",
    lambda g: f"Niva{g.choice([540, 775, 1045, 1365, 1540])}m{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FELLS)}+{g.randrange(300, 700)}.{g.randrange(10)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    _manager,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice(_FELLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_DARK)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: "-".join(g.sample(_FIELD, 2)) + str(g.randrange(100, 1000)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Signal, group 'Ravdnje control room', Henrik: ABB 800xA operator workplace password {pw}",
    "Teams chat with Lars-Erik: Voith HyCon governor HMI password {pw}",
    "Mattermost #dam-ops: the Andritz HIPASE engineering login password is {pw}",
    "WhatsApp from Aslak: Hitachi Energy MicroSCADA X password {pw}",
    "Element room #relays: SEL-451 level 2 password {pw}",
    "Slack DM from Jonna: Woodward 505 governor service password {pw}",
    "SMS from the night operator: Basler DECS-250 AVR web password {pw}",
    "Telegram, Kirill: Siemens SICAM A8000 RTU admin password {pw}",
    "Zulip stream 'ground-station', topic 'radios': Kratos quantumRadio web password {pw}",
    "Google Chat, Tuomas: Comtech CDM-625A modem admin password {pw}",
    "Discord #antenna: Orbit AL-4018 ACU password {pw}",
    "Wire message from Elsa: Ettus USRP N310 root password {pw}",
    "Threema from Satu: Meinberg LANTIME M300 super-user password {pw}",
    "Viber from Olga: the R&S FSW analyser's Windows password is {pw}",
    "Messenger from Nils Mikkel: Vectronic GPS Plus X collar software password {pw}",
    "iMessage from Biret: Followit Geo portal password {pw}",
    "VK message from Yegor: Lotek base station password {pw}",
    "Snapchat (yes, really) from Ande: Garmin inReach Explore account password {pw}",
    "SMS from Inga: bell-collar app password {pw}",
    "Workplace chat, school IT: Promethean ActivPanel admin password {pw}",
    "Joplin note 'skuvla IT': SMART Board 7000R admin password {pw}",
    "Obsidian note 'rescue station': Dräger Test-it 6100 PC password {pw}",
    "Standard Notes: MSA ALTAIR 5X Galaxy GX2 dock password {pw}",
    "Apple Notes on the rescue iPad: Industrial Scientific iNet Exchange password {pw}",
    "Google Keep: MineARC refuge chamber controller password {pw}",
    "OneNote page 'Radios': Sepura SC21 programming password {pw}",
    "Notion page 'Compressor': Bauer Mariner control PC password {pw}",
    "TOPdesk call I 2031-0417: Campbell CR1000X datalogger password {pw}",
    "Efecte ticket INC-5521: the OTT netDL 1000 password {pw} has expired",
    "Easit ärende 88213: Vaisala WXT536 config password {pw}",
    "Jira SM VBN-311: Teltonika RUT955 admin password {pw}, rotate before the calving season",
    "GLPI ticket 4410: Cambium ePMP 3000 admin password {pw}",
    "OTRS #2031061210000018: Thales MissionLINK terminal password {pw}",
    "Zendesk ticket 7731: Cobham EXPLORER 710 admin password {pw}",
    "Hi Jouni,\n\nthe root password on the ground-station archive server is {pw}. Once it's in Bitwarden, please delete this mail.\n\nRiikka",
    "Incident 2031-02-03: the Westermo Lynx at the intake gate answered over the LTE link with password {pw}",
    "Runbook: raising spillway gate 2 by hand\n1. open the WAGO PFC200 panel\n2. enter operator as the user\n3. password {pw}\n4. jog gate 2 up 10 cm",
    "README (ground-station rack)\nYamcs console: https://yamcs.vbn.lan, admin password `{pw}`.",
    "dictated: the Synology in the school IT room, admin password is {pw} full stop",
    "remember my Sparebank 1 Nord-Norge netbank password: {pw}",
    "my OP mobile bank password is {pw} now",
    "note to self: the Buran's GPS tracker portal password {pw}",
    "please store this, the UniFi controller at the summer camp: password {pw}",
    "after the reset the Axis gate camera's root password became {pw}",
    "Мӯнн пароль лӣ {pw}",
    "Анфиса: серверэ одт пароль лӣ {pw}, иг сāрн кӣннэ",
    "Пароль-от от компутера на тоне: {pw}, никому не сказывай, дак",
    "Новой пароль-от на рации ужо {pw}, цё",
    "Евдокия: пароль-то от почты {pw}, баско?",
    "Moja paroli på wifi: {pw}, tvoja ikke sprek på anner",
    "Kak sprek? Moja paroli på kompjuter {pw}",
    "Lösenorde tå datorn he e {pw}, int sä åt nån",
    "Ja ha bytt lösenorde på radion, nyy e {pw}",
    "Hä nye lösenorde ä {pw}, säj int åt nå'n",
    "Lösenorde ti servern ä {pw} nô",
    "Mää vaihoin sen salasanan, uus o {pw}",
    "Serverin salasana o {pw}, elä kerro kellekkää",
    "Aila: läppärin salasana o {pw}",
    "Miro salasana hin {pw}, na phen kaanikkaske",
    "Kimmo: tiro nevo salasana hin {pw}",
    "Mandes passord ær {pw}, rakkre inte til gadjo",
    "Reidar: dinna nye lösen är {pw}, rakla inte för gajon",
    "passordet til dammens SCADA-klient er {pw}",
    "Máret: nytt passord på gjerdekameraet er {pw}",
    "lösenordet till räddningsstationens kompressordator är {pw}",
    "koulun Chromebook-hallinnan salasana on {pw}",
    "пароль от пульта на плотине теперь {pw}",
    "Mu beassansátni lea {pw}",
    "skuvlla dihtora beassansátni lea {pw}",
    "пароль від ноутбука на станції: {pw}",
    "hasło do komputera w stacji ratownictwa górniczego to {pw}",
    "Das Kennwort der Bodenstation-Workstation lautet {pw}",
    "vaatlusjaama arvuti parool on {pw}",
    "รหัสผ่านคอมที่แคมป์เก็บเบอร์รี่คือ {pw}",
    "kasyklos serverio slaptažodis yra {pw}",
    "le mot de passe du poste de la station sol, c'est {pw}",
    "la contraseña del portátil de la presa es {pw}",
    "la password del PC della stazione di terra è {pw}",
    "het wachtwoord van de grondstation-pc is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["maret.s", "ande", "biret", "nils.mikkel", "inga", "aslak", "aila.k", "veikko",
          "tuomas", "satu.h", "jouni", "riikka", "lars-erik", "jonna", "henrik.b", "elsa",
          "olga.p", "yegor", "vera", "anatoly", "nadya", "kirill.s", "reidar", "kimmo",
          "somchai", "bartosz", "oksana", "svc-scada", "gs-ops", "elev-admin", "gruvr"]  # fmt: skip
_LOGINS = [
    "Signal, Henrik: the ABB 800xA login is {u} / {pw}",
    "TOPdesk I 2031-0433: {u} locked out of the HyCon HMI, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Dam › Relays › SEL-451: {u} — {pw}",
    "| device | account | pass |\n|---|---|---|\n| Meinberg M300 | {u} | {pw} |",
    "log into Yamcs as {u} with {pw}",
    "MSA login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: acu-1.gs.vbn.lan\n  user: {u}\n  pass: {pw}",
    "Teams DM — account {u}, password {pw}",
    "Jonna says Veyon master: user {u}, pw {pw}",
    "rtu,login,pass\nsicam-rtu-2,{u},{pw}",
    "ssh {u}@scada-hist.vbn.lan   # pw {pw}",
    "Slack: creds for the Comtech modem are {u} and {pw}",
    "brukernavn {u}, passord {pw}",
    "kontot heter {u}, lösenordet {pw}",
    "tunnuksena {u}, salasanana {pw}",
    "логин {u}, пароль {pw}",
    "mu geavaheaddji lea {u} ja beassansátni {pw}",
    "мӯнн логин {u}, пароль лӣ {pw}",
    "логин-от {u}, пароль-от {pw}, дак",
    "moja login {u}, moja paroli {pw}",
    "användarnamne he e {u}, lösenorde {pw}",
    "inloggninga ä {u}, lösenorde ä {pw} nô",
    "tunnus o {u} ja salasana o {pw}",
    "miro tunnus hin {u}, salasana hin {pw}",
    "mandes brukernavn ær {u} og passord ær {pw}",
    "ชื่อผู้ใช้ {u} รหัสผ่าน {pw}",
    "login {u}, hasło {pw}",
    "Zugang {u}, dazu das Kennwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["boazu", "heargi", "miessi", "lavvu", "goahti", "sieidi", "kaamos", "ruska",
               "tunturi", "pulkka", "lakka", "vaadin", "gakti", "bierdna", "rievssat",
               "morosjka"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password — word {w} (lowercase), digits {d} right after",
    "password: {w}, and tacked on after it {d}",
    "for the dam historian it's {w} with {d} on the end",
    "voice memo: school wifi password is {w} then {d}, no gaps",
    "type {w} followed by {d}",
    "it's {w}{d}, word plus number with nothing between",
    "passord: ordet {w} og deretter {d}",
    "salasana o sana {w}, perrään {d}",
    "пароль лӣ {w}, маңңа {d}",
    "пароль-от — слово {w}, опосля {d}",
    "lösenorde he e {w}, å ette he {d}",
    "passordet ær ordet {w}, og etter {d}",
    "paroli: ord {w}, potom {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "klbackup -path \\\\nas01\\ksc-backup -use_ts -savecert '{pw}'",
    "vipnetclient installkeys /home/{u}/keys/abn_0417.dst --psw '{pw}'",
    "gam update user {u}@skuvla.verdde.net password '{pw}' changepassword on",
    "/etc/config-tools/config_user user={u} new-password={pw} confirm-password={pw}",
    "sudo setregproptool -m command -p '{pw}'",
    "xh -a {u}:{pw} GET https://yamcs.vbn.lan/api/instances",
    "veyon-cli config set LDAP/BindPassword '{pw}'",
    "amtctrl add klasse3-nuc 10.31.3.41 '{pw}'",
    "curl --digest -u root:\"$AXIS_OLD\" 'http://cam-gate2.vbn.lan/axis-cgi/pwdgrp.cgi?action=update&user={u}&pwd={pw}'",
    "sshpass -p '{pw}' scp historian-2031-03.csv {u}@hist.vbn.lan:/srv/inbox/",
    "mysql --host=skuvla-db.vbn.lan --user={u} --password='{pw}' elevregister",
    "redis-cli -h telemetry.vbn.lan -p 6380 --user {u} -a '{pw}' XLEN collars",
    "curl -u {u}:{pw} -F file=@pass-2031-061.tle https://gs.vbn.lan/upload",
    "echo '{pw}' | docker login registry.vbn.lan -u {u} --password-stdin",
    "htpasswd -b -B /etc/nginx/.htpasswd-collars {u} '{pw}'",
    "smbclient //fs.vbn.lan/rescue -U 'VBN\\{u}%{pw}' -c 'get checklist.pdf'",
    "7z a -mhe=on -p'{pw}' boazu-kartta-2031.7z kartta/",
    "openssl pkcs12 -export -in gs.crt -inkey gs.key -out gs.p12 -passout pass:{pw}",
    "plink -ssh -pw '{pw}' {u}@10.40.2.7 \"systemctl restart yamcs\"",
    "xfreerdp /v:opws-2.vbn.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use R: \\\\gruv-fs\\raddning /user:VBN\\{u} {pw}",
    "sqlplus {u}/{pw}@//scada-ora.vbn.lan:1521/HIST",
    "ipmitool -I lanplus -H 10.40.9.11 -U {u} -P '{pw}' chassis power status",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart chrony",
    "mosquitto_pub -h mqtt.vbn.lan -u {u} -P '{pw}' -t collars/cmd -m ping",
    "lftp -u {u},{pw} sftp://tle.vbn.lan -e 'mirror tle/ ~/tle; bye'",
    "ldapsearch -x -H ldaps://dc.vbn.lan -D 'cn={u},ou=svc,dc=vbn,dc=lan' -w '{pw}' '(uid=elev*)'",
    "zip -P '{pw}' -r rescue-drill-2031.zip drill/",
    "gpg --quiet --batch --pinentry-mode loopback --passphrase '{pw}' --decrypt seeds.tar.gpg > seeds.tar",
    "echo '{pw}' | kinit {u}@VBN.LAN",
    "cqlsh cass.vbn.lan -u {u} -p '{pw}' -e 'SELECT * FROM collars.fixes LIMIT 5'",
    "snmpget -v 3 -u {u} -l authPriv -a SHA-256 -A '{pw}' -x AES -X \"$SNMP_PRIV\" 10.40.0.1 sysUpTime.0",
    "sqlcmd -S sql.vbn.lan -U {u} -P '{pw}' -Q \"SELECT TOP 5 * FROM Gates\"",
    "rabbitmqctl add_user {u} '{pw}'",
    "mega-login {u}@verdde.net '{pw}'",
    "isql HIST {u} '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "henrik@scada-eng:~$ {c}", "root@gs-acu:/opt# {c}",
    "PS C:\\Users\\lars-erik> {c}", "C:\\ops> {c}", "Termux on Aslak's phone:\n~ $ {c}",
    "WSL (Ubuntu) ~/dam $ {c}", "tmux, pane 2 on the ground-station jump host:\n{c}",
    " 1042  {c}", "from .bash_history on gs-jump:\n{c}", "crontab -l\n15 3 * * * {c}",
    "Jenkins step 'nightly pass archive':\nsh \"{c}\"", "serial console on the RTU, 115200 8N1:\n# {c}",
    "terminaalissa ajettu: {c}", "körde detta i terminalen: {c}", "limte dette inn i terminalen: {c}",
    "вот что я набрал в консоли: {c}", "Mää ajoin tämän: {c}", "Ja körd he hänna: {c}",
    "Команду-то эку запускал: {c}", "Moja kommand: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-fence3.vbn.lan:554/Streaming/Channels/101",
    "ntrip://{u}:{pw}@caster.vbn.lan:2101/KAUT0",
    "mqtts://{u}:{pw}@mqtt.vbn.lan:8883/collars",
    "influxdb://{u}:{pw}@influx.vbn.lan:8086/dam",
    "postgresql://{u}:{pw}@hist.vbn.lan:5432/historian?sslmode=require",
    "mongodb://{u}:{pw}@mongo-1.vbn.lan:27017,mongo-2.vbn.lan:27017/herd?replicaSet=rs0",
    "sftp://{u}:{pw}@tle.vbn.lan:22/incoming/",
    "ftps://{u}:{pw}@ftp.vbn.lan:990/drills/",
    "amqp://{u}:{pw}@mq.vbn.lan:5672/%2Fgs",
    "redis://{u}:{pw}@telemetry.vbn.lan:6380/2",
    "jdbc:postgresql://hist.vbn.lan:5432/historian?user={u}&password={pw}&ssl=true",
    "Server=sql.vbn.lan;Database=Gates;User Id={u};Password={pw};TrustServerCertificate=True",
    "oracle+oracledb://{u}:{pw}@scada-ora.vbn.lan:1521/?service_name=HIST",
    "smb://{u}:{pw}@gruv-fs.vbn.lan/raddning",
]  # fmt: skip
_URL_PLACES = [
    "DAM_HISTORIAN_URL={c}", "Grafana, decommissioned Postgres source: {c}",
    "note the historian connection for me: {c}", "koblingsstrengen til historikken: {c}", "строчка для подключения к базе: {c}",
    "tietokannan osote o {c}", "TOPdesk I 2031-0450: {c}", "Confluence 'Historian / connections': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(3_000_000)
        claims = {"iss": issuer, "aud": "verdde-barents", "sub": f"client_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400, "scope": "read:data"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Fingrid", "FINGRID_API_KEY", _j((HEX, 32))),
    ("ENTSO-E", "ENTSOE_SECURITY_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Nord Pool", "NORDPOOL_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Volue", "VOLUE_INSIGHT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Montel", "MONTEL_API_SECRET", _j((B64, 44))),
    ("Statnett", "STATNETT_DATA_KEY", _j((HEX, 40))),
    ("Svenska kraftnät", "SVK_API_TOKEN", _j((UPPER_DIGITS, 32))),
    ("Energinet", "ENERGINET_DATAHUB_TOKEN", _vendor_jwt("https://api.energinet.dk")),
    ("Vattenfall", "VATTENFALL_SUPPLIER_KEY", _j("vf_sup_", (ALNUM, 32))),
    ("Statkraft", "STATKRAFT_API_KEY", _j((HEX, 64))),
    ("Skellefteå Kraft", "SKEKRAFT_API_TOKEN", _j((ALNUM, 36))),
    ("TGK-1", "TGK1_PORTAL_TOKEN", _j((HEX, 32))),
    ("Kolenergo", "KOLENERGO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Kuva Space", "KUVA_API_TOKEN", _j("kuva_", (ALNUM, 40))),
    ("Reaktor Space", "REAKTOR_SPACE_TOKEN", _j((URLSAFE, 48))),
    ("NanoAvionics", "NANOAVIONICS_MOC_KEY", _j((HEX, 48))),
    ("GomSpace", "GOMSPACE_API_KEY", _j((UPPER_HEX, 32))),
    ("Kepler", "KEPLER_API_TOKEN", _j("kpl_", (ALNUM, 36))),
    ("Space Norway", "SPACENORWAY_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Andøya Space", "ANDOYA_RANGE_TOKEN", _vendor_jwt("https://range.andoyaspace.no")),
    ("Telespor", "TELESPOR_API_KEY", _j((ALNUM, 32))),
    ("Smartbell", "SMARTBELL_TOKEN", _j((HEX, 40))),
    ("MSA Grid", "MSA_GRID_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Normet", "NORMET_SMARTSCAN_KEY", _j((B64, 60))),
    ("LKAB", "LKAB_CONTRACTOR_TOKEN", _j((URLSAFE, 40))),
    ("Boliden", "BOLIDEN_SUPPLIER_KEY", _j((HEX, 32))),
    ("Nornickel", "NORNICKEL_PORTAL_KEY", _j((ALNUM, 40))),
    ("Lantmäteriet", "LANTMATERIET_CONSUMER_SECRET", _j((ALNUM, 28))),
    ("Digitransit", "DIGITRANSIT_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Trafiklab", "TRAFIKLAB_API_KEY", _j((HEX, 32))),
    ("Finnair", "FINNAIR_NDC_KEY", _j((ALNUM, 32))),
    ("Widerøe", "WIDEROE_AGENT_TOKEN", _j((URLSAFE, 43))),
    ("Norrtåg", "NORRTAG_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Skolon", "SKOLON_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Unikum", "UNIKUM_API_KEY", _j((HEX, 40))),
    ("SchoolSoft", "SCHOOLSOFT_APP_KEY", _j((UPPER_DIGITS, 24))),
    ("Edlevo", "EDLEVO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Peda.net", "PEDANET_API_TOKEN", _j((ALNUM, 32))),
    ("Dnevnik.ru", "DNEVNIK_ACCESS_TOKEN", _j((ALNUM, 32))),
    ("Uchi.ru", "UCHIRU_API_KEY", _j((HEX, 32))),
    ("ЯКласс", "YAKLASS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("СБИС", "SBIS_APP_SECRET", _j((ALNUM, 30))),
    ("SberBusiness", "SBBOL_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Mosyle", "MOSYLE_ACCESS_TOKEN", _j((HEX, 64))),
    ("Showbie", "SHOWBIE_API_KEY", _j("sbk_", (ALNUM, 32))),
    ("Uni Micro", "UNIMICRO_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Freja eID", "FREJA_API_TOKEN", _j((ALNUM, 40))),
    ("SkiStar", "SKISTAR_PARTNER_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "PS> $env:{env} = '{tok}'",
    "set {env}={tok}",
    ".env.dam:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "kubectl -n dam set env deploy/price-import {env}={tok}",
    "docker run -e {env}={tok} ghcr.io/verdde/price-import:2.3",
    "price-import/values.yaml:\n  env:\n    - name: {env}\n      value: \"{tok}\"",
    "appsettings.Dam.json: \"{env}\": \"{tok}\"",
    "~/Library/LaunchAgents/no.verdde.import.plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "fish shell on the import box: set -Ux {env} {tok}",
    "/etc/default/price-import:\n{env}='{tok}'",
    "Forgejo Actions secret {env}, pasted here by mistake: {tok}",
    "Verdde portal › Admin › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'External data feeds': | {vendor} | prod | {tok} |",
    "Joplin task: rotate the {vendor} key {tok}",
    "Signal, Henrik: {vendor} key for the nightly import: {tok}",
    "Teams, Lars-Erik: {vendor} token as of Monday is {tok}",
    "TOPdesk I 2031-0488: {vendor} import fails with 401, configured key {tok}",
    "Efecte INC-5590: {vendor} feed down since 03:00, key in use {tok}",
    "{vendor} API key, for your notes: {tok}",
    "{vendor} sin API-nøkkel (prisimporten): {tok}",
    "vi kör {vendor} med API-nyckel {tok}",
    "{vendor}: API-avaimemme on {tok}",
    "API-ключ {vendor} для выгрузки: {tok}",
    "{vendor} API-čoavdda: {tok}",
    "{vendor} API-ключ лӣ {tok}",
    "ключ-от API {vendor}: {tok}, дак",
    "{vendor}-avain o nyt {tok}",
    "API-nyckel åt {vendor}: he e {tok}",
    "{vendor} API-nyckel ä nô {tok}",
    "{vendor} API-avain hin {tok}",
    "{vendor} API-nøkkel ær {tok}, rakkre inte",
    "moja API-nøkkel på {vendor}: {tok}",
    "klucz API {vendor} do importu: {tok}",
    "{vendor}-API-Schlüssel im Leitstand: {tok}",
    "คีย์ API {vendor} ที่ใช้ตอนนี้: {tok}",
    "ключ API {vendor} для станції: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    fingrid = _r(rng, HEX, 32)
    trafiklab = _r(rng, HEX, 32)
    entsoe = v.uuid4(rng, "9")
    telespor = _r(rng, ALNUM, 32)
    skolon = _r(rng, ALNUM, 40)
    mosyle = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'r = requests.get("https://data.fingrid.fi/api/datasets/75/data", headers={{"x-api-key": "{fingrid}"}})', fingrid),
        Sample("vendor_token", f"curl 'https://api.resrobot.se/v2.1/departureBoard?id=740000089&format=json&accessId={trafiklab}'", trafiklab),
        Sample("vendor_token", f"client = EntsoePandasClient(api_key='{entsoe}')", entsoe),
        Sample("vendor_token", f'const telespor = new TelesporClient("{telespor}");', telespor),
        Sample("vendor_token", f"$skolon = new SkolonApi('anara-skuvla', '{skolon}');", skolon),
        Sample("vendor_token", f"curl -X POST https://managerapi.mosyle.com/v2/listdevices -H 'accessToken: {mosyle}' -d '{{\"os\": \"ios\"}}'", mosyle),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "shown a single time in the portal, so:\n{t}", "tokenet: {t}",
                "токен-от: {t}", "{t}\n^ regenerated today, previous one dead",
                "hang on to the string below, please:\n{t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "CCSDS SDLS key 3 (AES-256) for the Čuoika uplink: {h}": 64,
    "AES-128 key of collar 7731's Iridium payload: {h}": 32,
    "LoRaWAN AppKey of the spillway level sensor: {h}": 32,
    "NTP key 12 on the LANTIME (SHA1, hex): {h}": 40,
    "IEC 62351 pre-shared key for the RTU link, hex: {h}": 64,
    "bell-collar AES key (hex), from the Telespor export: {h}": 32,
    "krypteringsnøkkelen for backupen: {h}": 64,
    "этим ключом шифруются бэкапы: {h}": 64,
    "varmuuskopion salausavain o {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "TOPdesk I 2031-0461: pasted from the browser's dev tools {t}",
    "Cookie: lang=se; vbn_session={t}",
    "YAMCS_ACCESS_TOKEN={t}",
    "save this bearer token, it's for the Yamcs API {t}",
    "tokenet er {t}",
    "токен-от {t}",
    "Efecte transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.verdde.net/realms/barents",
            "azp": "yamcs-web",
            "realm_access": {"roles": ["gs-operator", "dam-viewer"]},
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the historian, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/gs.vbn.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GS_TLS_KEY": "{key}", "station": "cuoika"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/acu1_ecdsa <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Jira SM VBN-340, attached by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "serverin yksityinen avain, elä jaa:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the TLE drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "copied off the steel plate of the Sparrow wallet: {p}": "english",
    "Nunchuk seed backup (the herders' fund, emptied): {p}": "english",
    "BlueWallet, 'Kautokeino sled fund':\n{p}": "english",
    "Coinomi words from the old phone in the lavvu: {p}": "english",
    "dictated: Exodus wallet, the words are {p} end of list": "english",
    "Confluence page 'Snowmobile fund wallet (retired)': {p}": "english",
    "мнемоника старого кошелька Tonkeeper: {p}": "russian",
    "слова-те от кошелька: {p}, никому не сказывай, дак": "russian",
    "les mots de secours du portefeuille Zengo : {p}": "french",
    "frase semilla de la cartera Atomic: {p}": "spanish",
    "frase di recupero del wallet Trust: {p}": "italian",
    "záložní slova k Trezoru (starému): {p}": "czech",
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
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Signal, Henrik: the station card for the Dräger spare parts is {c}, exp {mm}/{yy}",
    "backup card if the main one gets blocked again: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "TOPdesk I 2031-0477: pay the Kratos support renewal with card {c}",
    "nummeret på kortet mitt er {c}, går ut {mm}/{yy}",
    "номер карты Мир: {c}",
    "номер-от карты {c}, до {mm}/{yy}",
    "мӯнн кāрт номер лӣ {c}",
    "mun kortin numero o {c}, {mm}/{yy}",
    "miro kortin numero hin {c}",
    "kortet: {c}, gäller t.o.m. {mm}/{yy}",
    "เลขบัตรเครดิตที่ใช้จองที่พัก: {c}",
]  # fmt: skip


_BRANDS = ["visa", "mir", "mastercard", "maestro", "mir", "amex", "visa", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mir {c} exp 09/34, CVC2 on the back {cvv}",
               "three digits by the signature strip on the back: {cvv}",
               "Amex {c}, CID (four digits, front, right of the logo): {cvv}",
               "koden bak på kortet (tre siffer): {cvv}",
               "CVC с обратной стороны: {cvv}",
               "kortin takana olevat kolome numeroa: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mir" if "Mir" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 126; their BBAN shapes are the value
# helpers' (`secret_classes_values.IBAN_SHAPES`).
_IBAN_COUNTRIES = ["GB", "IT", "NO", "SE", "FI", "DE", "CH", "PL"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice VBN-2031-207 (turbine seal kit), net 30, to {i}",
    "save the Narvik snowmobile dealer's IBAN: {i}",
    "IBAN: {i}\nReference: collar batteries, March",
    "Signal #treasury: the Oulu sledge maker's new bank details, IBAN {i}",
    "IBAN-en min: {i}",
    "mitt IBAN: {i}",
    "mun IBAN o {i}",
    "мӯнн IBAN лӣ {i}",
    "IBAN-от мой: {i}",
    "IBAN:e mitt he e {i}",
    "miro IBAN hin {i}",
    "IBAN del fornitore di Bolzano per i cingoli: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _grenseboer(g: random.Random) -> str:
    """Norway's local border traffic permit (grenseboerbevis) for the Pasvik border: NOR and nine
    digits, the author's guess; no public check."""
    return "NOR" + g.choice("123456789") + _r(g, D, 8)


def _psm(g: random.Random) -> str:
    """A Russian self-propelled machine passport (ПСМ): RU, a series of two Cyrillic letters and
    six digits, as the author believes it; no public check."""
    return f"RU {g.choice(['СВ', 'ТТ', 'СК', 'ТК'])} {g.choice('123456789')}{_r(g, D, 5)}"


def _poro(g: random.Random) -> str:
    """A Finnish reindeer owner's number: the herding cooperative's two digits and four, a guess."""
    return f"{g.randrange(1, 55):02d}-{g.choice('123456789')}{_r(g, D, 3)}"


def _siida(g: random.Random) -> str:
    """A Norwegian siida share number: the grazing district, the siida, the share, a guess."""
    return f"{g.choice(['16', '30A', '30C', '41', '19', '23'])}/{g.randrange(1, 12)}/{g.randrange(101, 400)}"


def _sameby(g: random.Random) -> str:
    """A Swedish sameby member number: the sameby's letters and five digits, a guess."""
    return f"{g.choice(['GAB', 'LAI', 'SIR', 'TUO', 'UNB'])}-{g.choice('123456789')}{_r(g, D, 4)}"


def _id06(g: random.Random) -> str:
    """A Swedish ID06 card number: twelve digits in three groups, a guess."""
    return f"{_r(g, D, 4)} {_r(g, D, 4)} {_r(g, D, 4)}"


def _ssg(g: random.Random) -> str:
    """A Swedish SSG Entre certificate number: six digits and a two-digit suffix, a guess."""
    return f"{g.choice('123456789')}{_r(g, D, 5)}-{_r(g, D, 2)}"


def _ttk(g: random.Random) -> str:
    """A Finnish occupational safety card (työturvallisuuskortti) number: eight digits, a guess."""
    return g.choice("123456789") + _r(g, D, 7)


def _tulityo(g: random.Random) -> str:
    """A Finnish hot work card (tulityökortti) number: T and seven digits, a guess."""
    return "T" + g.choice("123456789") + _r(g, D, 6)


def _valtti(g: random.Random) -> str:
    """A Finnish Valtti card number: V and nine digits, a guess."""
    return "V" + g.choice("123456789") + _r(g, D, 8)


def _vgsch(g: random.Random) -> str:
    """A Russian mine rescuer's certificate: ВГСЧ, the unit's two digits and five, a guess."""
    return f"ВГСЧ {g.randrange(10, 90)}-{g.choice('123456789')}{_r(g, D, 4)}"


_ID_PLACES: dict[str, Maker] = {
    "grenseboerbeviset til Vera har nummer {s}": _grenseboer,
    "номер разрешения на местное приграничное передвижение (Норвегия): {s}": _grenseboer,
    "ПСМ на снегоход Буран: {s}": _psm,
    "паспорт-от самоходной машины на Тайгу: {s}": _psm,
    "poronomistajan numero: {s}": _poro,
    "mun poronomistajanumero o {s}": _poro,
    "siidaoasi nummar: {s}": _siida,
    "siidaandelsnummeret mitt er {s}": _siida,
    "medlemsnummer i samebyn: {s}": _sameby,
    "mitt medlemsnummer i samebyn he e {s}": _sameby,
    "ID06-kortets nummer: {s}": _id06,
    "my ID06 card number for the Vuolleroggi gate: {s}": _id06,
    "SSG Entre-certifikatets nummer: {s}": _ssg,
    "SSG Entre-numre mitt ä {s}": _ssg,
    "työturvallisuuskortin numero: {s}": _ttk,
    "mun työturvallisuuskortin numero o {s}": _ttk,
    "tulityökortin numero {s}": _tulityo,
    "miro tulityökortin numero hin {s}": _tulityo,
    "Valttikortin numero: {s}": _valtti,
    "Kimmo's Valtti card number for the mine gate: {s}": _valtti,
    "удостоверение горноспасателя № {s}": _vgsch,
    "удостоверение-то горноспасателя: {s}": _vgsch,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 2)}{_r(rng, D, 4)}{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Freja eID recovery codes\n{codes}", "backup codes for the school's Google Workspace admin {codes}",
            "Nord Pool portal backup codes: {codes}", "2FA-reservkoder:\n{codes}",
            "varakoodit: {codes}", "коды восстановления для двухфакторки: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Statnett:jonna@verdde.net?secret={s}&issuer=Statnett&period=30",
              "Aegis, manual setup key for the SberBusiness login: {s}",
              "Bitwarden Authenticator, secret key for the Montel account: {s}",
              "2FA-hemlighet (TOTP) för Lantmäteriet: {s}"]  # fmt: skip
_CODES = ["{c} is your Trafiklab verification code", "СберБизнес: код {c} для входа. Не говорите его никому",
          "Vahvistuskoodisi Edlevo-palveluun: {c}", "Engangskode fra Uni Micro: {c}",
          "Din kod till Skolon: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["VBN-Ravdnje-Ctrl", "Cuoika-GS-5G", "Skuvla-Elev", "Skuvla-Oahpaheaddji",
          "Gruvraddning", "Lavvu-Starlink", "Telia-4G-7731", "Elisa-Mokkula-2G", "MTS-Router-5G",
          "Vuolleroggi-Rescue", "Varzuga-Station", "Nellim-Camp", "Sommerleir-Kautokeino"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "control-room network {s}, password {pw}",
    "wifi at the summer camp: {s} / {pw}",
    "the key on the sticker under the Teltonika: {pw}",
    "passord på wifi {s}: {pw}",
    "wifi {s}, lösen {pw}",
    "wifin {s} salasana o {pw}",
    "вайфай {s}, пароль на него {pw}",
    "{s} wifi beassansátni lea {pw}",
    "{s} вайфай пароль лӣ {pw}",
    "вайфай-от {s}, пароль {pw}",
    "wifi-e {s}, lösenorde he e {pw}",
    "wifi {s} รหัส {pw}",
    "wifi {s}, paroli på den: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("kuva_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sbk_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["spelling it for you letter by letter: {t}", "[read out on channel 2 of the VHF] {t}",
          "(with gaps, so the notification preview stays unreadable) {t}", "bokstav for bokstav: {t}",
          "по буквам: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the snowmobile shed at Nellim: {pw}", "the spillway hut keypad takes {pw} then #",
          "kodelåsen på kraftstasjonsdøra: {pw}", "portkoden till räddningsstationen: {pw}",
          "kodan riippulukon koodi: {pw}", "код на калитке у плотины: {pw}",
          "код-от на амбаре: {pw}", "ӯкс код лӣ {pw}", "varaston oven koodi o {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["lichen", "pulka", "lavvu", "penstock", "spillway", "aurora", "cloudberry",
                 "siida", "headlamp", "tailrace", "antenna", "snowdrift", "birchbark", "kaamos",
                 "ptarmigan", "turbine"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the dam vault: {p}": " ",
            "Proton Pass passphrase for the ground-station vault: {p}": " ",
            "Enpass vault (school IT) master passphrase: {p}": "-", "Strongbox, the ground-station database, passphrase: {p}": ".",
            "backup-passfrasen (offsite): {p}": " ", "tunnuslause varmuuskopioille: {p}": "_",
            "парольная фраза для бэкапа: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request 'list passes', header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Insomnia export of the Yamcs call: Authorization: Bearer {v}": False,
    "HTTPie session file, auth header Basic {v}": True,
    "Hoppscotch environment: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "CustomSettings.ini (MDT deployment share):\n[Default]\nJoinDomain=vbn.lan\nDomainAdmin=svc_mdt\nDomainAdminDomain=VBN\nDomainAdminPassword={pw}",
    "ltsp.conf:\n[clients]\nPASSWORDS_ELEV=\"elev[0-9]*/{pw}\"",
    "/etc/pam_radius_auth.conf:\n# server[:port]   shared_secret   timeout\nradius.vbn.lan:1812   {pw}   3",
    "OpenC3 COSMOS .env:\nOPENC3_API_USER=ops\nOPENC3_API_PASSWORD={pw}",
    "pass_report.py:\nclient = YamcsClient('yamcs.vbn.lan:8090', credentials=Credentials(username='ops', password='{pw}'))",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"https://influx.vbn.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "hostapd.conf for the lavvu AP:\ninterface=wlan0\nssid=Lavvu-AP\nwpa=2\nwpa_passphrase={pw}",
    "wpa_supplicant.conf on the collar base station:\nnetwork={{\n    ssid=\"VBN-Field\"\n    psk=\"{pw}\"\n}}",
    "/etc/ppp/chap-secrets (Iridium RUDICS link):\n# client   server   secret   IP\nvbn-rudics   *   {pw}   *",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "bridge section of mosquitto.conf:\nconnection gs-bridge\naddress mqtt.verdde.net:8883\nremote_username gs\nremote_password {pw}",
    "application.properties (collar ingest):\nspring.datasource.username=ingest\nspring.datasource.password={pw}",
    "compose.yaml:\n  historian-db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "host_vars/acu-1.yml:\nansible_user: ops\nansible_become_password: {pw}",
    "wp-config.php (skuvla.verdde.net):\ndefine('DB_PASSWORD', '{pw}');",
    "upsd.users:\n[monuser]\n    password = {pw}\n    upsmon primary",
]  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = _plain_pw(rng)
    if template.startswith("ltsp.conf"):  # LTSP keeps a client's password base64-encoded
        value = base64.b64encode(value.encode()).decode()
    return {"pw": value}


_configs = _Family("config_file", _CONFIGS, _config_draw, "pw")


_CHATS = [
    "Jonna: control-room wifi password?\nHenrik: {pw}",
    "[05:40] aslak: root pw for the collar base station?\n[05:41] nils.mikkel: {pw}",
    "Satu: {pw} is the new Chromebook admin password",
    "Tuomas: use {pw}, that's what the ACU has now",
    "Máret: nytt passord er {pw}",
    "Вера: новый пароль {pw}",
    "Евдокия: пароль-от новой {pw}, дак",
    "Veikko: uus salasana o {pw}",
    "Lars-Erik: nyy lösenorde he e {pw}",
    "Анфиса: одт пароль лӣ {pw}",
    "Jonna: hä nye lösenorde ä {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "раsswоrd = {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "pass\u200bord: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 → {pw}", "lösen\u00adord: {pw}", "ѕаlаѕаnа: {pw}", "ᴘᴀssᴡᴏʀᴅ - {pw}",
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
    "admin password on the ACU:": "{s}", "HyCon service pw:": "{s} (since the governor upgrade)",
    "nytt passord blir": "{s}", "salasana o": "{s}", "пароль-от": "{s}, дак",
    "lösenorde he e": "{s}", "LANTIME pw": "{s}\nchange it after the audit",
    "мӯнн пароль лӣ": "{s}", "the password Aslak read out over the VHF was": "{s}, I think",
    "miro salasana hin": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Fingrid API key", "{s}", _j((HEX, 32))),
    ("split_token", "Trafiklab key:", "{s} (departure boards)", _j((HEX, 32))),
    ("split_token", "ENTSO-E security token", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "words from the Sparrow backup", "{s}", _english_seed),
    ("split_card", "Mir card number", "{s} exp 03/35", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NO"))),
    ("split_backup", "Freja eID recovery codes", "{s}\nkp4471sd\nwq8830ne", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "grenseboerbevis nr.", "{s}", _grenseboer),
    ("split_phrase", "the vault passphrase (Bitwarden)", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"acu": {"url": "https://acu-1.gs.vbn.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"passord": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "aslak", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"rtus": [{"name": "rtu-1"}, {"name": "rtu-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "ops@hist.vbn.lan"]}': ("meta_password", _plain_pw),
    '{"note": "serverin salasana o {s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Yamcs console as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"fingrid": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"entsoeSecurityToken": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "9")),
    '{"trafiklab_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SE")),
    '{"herder": {"grenseboerbevis": "{s}"}}': ("meta_id", _grenseboer),
    '{"mfa": {"backup_codes": ["{s}", "kp4471sd", "wq8830ne"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"retired_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"uplink": {"sdls_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Cuoika-GS-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyproj-3.7.1-cp312-cp312-manylinux_2_28_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"lantime-m300-fw-7.08.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/verdde/yamcs-gs:5.10.2").hexdigest()
_COMMIT = hashlib.sha1(
    b"gates: add limit switch for spillway gate 2", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"collars: revert fix timestamp parsing", usedforsecurity=False).hexdigest()[
    :10
]
_MD5 = hashlib.md5(b"calf-marking-2031.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"fixes-2031-winter.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Meinberg LANTIME password before the audit on 2031-09-14.",
    "Henrik asked for the control-room wifi password; it's on the laminated card in the shift binder.",
    "House rule for the dam network: passwords of 16 characters or more, kept only in the team vault.",
    "Please don't paste passwords into Signal; send a vault link instead.",
    "The `.env.example` line `FINGRID_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The HyCon HMI asks for a new password after every governor firmware update.",
    "Replace <YOUR_TRAFIKLAB_KEY> in the README with the key from your Trafiklab account.",
    "ENTSOE_SECURITY_TOKEN and NORDPOOL_CLIENT_SECRET must be set before the nightly price import runs.",
    "Иг сāрн пароль кӣннэ.",
    "Пароль-от никому не сказывай, дак.",
    "Tvoja paroli ikke sprek på anner mann.",
    "Sä int lösenorde åt nån, he e int bra.",
    "Säj int lösenorde åt nå'n, hä ä hemligt.",
    "Älä sano sun salasanaa kellekkää.",
    "Na phen tiro salasana kaanikkaske.",
    "Rakkre aldri passordet til gadjo.",
    "Et godt passord har minst seksten tegn, helst flere.",
    "Lösenordet måste bytas var nittionde dag.",
    "Salasanan pitää olla vähintään kuusitoista merkkiä pitkä.",
    "В пароле должно быть от шестнадцати знаков.",
    "Ale muitalit iežat beassansáni earáide.",
    "Kennwörter schicken wir grundsätzlich nicht per Mail.",
    "อย่าบอกรหัสผ่านกับใคร",
    "Nigdy nie podawaj hasła przez telefon.",
    f"commit {_COMMIT} adds the limit switch for spillway gate 2.",
    f"Rolled back to {_SHORT} after the collar import broke the fix timestamps.",
    f"requirements.txt: pyproj==3.7.1 --hash=sha256:{_WHEEL_SUM}",
    f"The LANTIME firmware 7.08 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of fixes-2031-winter.parquet: {_SHA512}",
    f"The Yamcs container runs ghcr.io/verdde/yamcs-gs@sha256:{_IMAGE}.",
    f"MD5 of calf-marking-2031.csv is {_MD5}, same as the copy on the siida share.",
    "Request id 3c9d27e1-8b4f-4a60-9e25-71f0b6d8a4c3 is the slow one in the Yamcs logs.",
    "Purchase order PO-2031-00877 for 12 collar batteries ships on Monday.",
    "TOPdesk I 2031-0419: the intake gate heater trips at night.",
    "Call the Inari school office on +358 16 671 2240 before noon.",
    "The Lynx is registered as snowmobile plate HJK-417; the Buran still has its old Murmansk plate 4417 МК 51.",
    "Booking VBN-HTL-2031-0418 at the Kiruna hotel covers three nights for the Dräger course.",
    "Flight AY 601 to Ivalo lands at 10:35; the booking reference is on the travel page.",
    "Reservoir level 432.6 m above sea level, inflow 118 m³/s, unit G2 at 45 MW.",
    "The ground station tracked pass 2031-061 at 12.4° maximum elevation for 8 minutes 40 seconds.",
    "After five wrong passwords the HyCon HMI locks the account for 30 minutes.",
    "The spillway hut is 6 m by 4 m; the snow load on its roof was 2.8 kN/m² in March.",
    "The secret of a good lavvu fire is dry birch bark.",
    "Ask Henrik for the spillway keypad code, I don't have it.",
    "The card ending 4417 bounced at the Ivalo fuel station, so I paid cash.",
    "The Oulu sledge maker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the school admin account and keep them in the safe.",
    "Nobody from a wallet company will ever need your recovery words.",
    "Keep `TRAFIKLAB_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the snowmobile shed freezes at minus 30; spray it with lock de-icer.",
    "Fingrid moved the API key page under My account › Subscriptions in its spring release.",
    "ISBN 978-0-306-40615-7 is the reindeer-herding handbook on the school shelf.",
    "The guest wifi 'Skuvla-Guest' is open, no password needed.",
    "Calf marking in siida 3: 412 calves, mean weight 21.4 kg; the snow at Nellim was 84 cm deep.",
    "Upgraded Yamcs from 5.9.4 to 5.10.2 and OpenC3 COSMOS to 6.1.0 over the weekend.",
    "Versions on the classroom image: Veyon 4.9.3, LTSP 23.02, the Mosyle agent 3.2.1.",
    "Пароль от плотины хранится в сейфе начальника смены.",
    "Salasanat o siinä holvissa, ei paperilla.",
    "Цё, пароль-от опять забыл? Спроси у Веры в конторе.",
    "password: ask Vera at the dam office, it's in the vault",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/dam/hycon", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyproj", "version": "3.7.1"}}',
    '{"ticket": "I 2031-0419", "purchase_order": "PO-2031-00877"}',
    '{"calf_marking": {"siida": 3, "calves": 412, "mean_weight_kg": 21.4}}',
    '{"phone": "+358 16 671 2240", "site": "Inari"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "collars_online": 1184}',
    '{"reservoir": {"level_m": 432.6, "inflow_m3s": 118, "unit": "G2"}}',
    '{"pass": {"id": "2031-061", "max_elevation_deg": 12.4, "satellite": "NOAA 19"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
