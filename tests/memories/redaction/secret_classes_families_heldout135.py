# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-thirty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirty-fourth's docstring,
the fifth to hundred-and-thirty-fourth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a grape
variety and a vintage, an olive variety with a place and a number, a name with a day and a month,
an olive variety and a press batch's kilos, a tank number and a grape, a ferry's name and a year,
the air tractor's type with an invented registration and a drop count, two winds and a number, a
cork village and a year, a harvest year, leet words for the Cannonau, the Vermentino, the mistral,
the tramontane, the cork, the Canadair, the mill, the Bosana olive and the ferry company, generated
groups), names, places, templates, tools, vendors and layouts, the way the staff of Maestrale Tre
Isole (a fictional cooperative network of three islands: the Cantina Sa Mendula winery at Serdiana
with its fermentation tanks, the Su Trapetu olive mill at Oliena, the Traghetti Maestrale and
Naviera Mestral ferry offices at Olbia, Santa Teresa Gallura, Bonifacio, Bastia, Palma, Maó and
Eivissa with their ships, the wildfire air base at Fertilia near Alghero with a detachment at
Ajaccio's Campo dell'Oro and a lookout above Sartène, and the Suberis cork cooperative at
Calangianus; staff from Sardinia, Corsica and the Balearics, and harvest and mill hands from
Romania, Morocco, Poland and Ukraine) leak secrets into an assistant's memory. The texts are
WhatsApp, Telegram, Signal, Olvid, Tchap, Threema, Element, Google Chat, Webex, Rocket.Chat, Zulip,
Delta Chat, Skype, Viber, Session, Wire, SimpleX, Infomaniak kChat, Bitrix24, Pumble, Microsoft
Teams and Slack messages, Google Keep, Apple Notes, Samsung Notes, Joplin, Standard Notes, Notion
and Evernote notes to self, Zoho Desk, Freshdesk, Help Scout and Jira Service Management tickets,
e-mails, an incident note, a runbook, README fragments, shell history (bash, zsh, fish,
PowerShell, tmux, Termux, WSL, VS Code's terminal, cron, a GitLab CI job, an Ansible ad-hoc call),
configs, code, voice-dictated text and requests to the assistant itself, around the panels of
cellar, mill, ferry, air-base, cork-yard and network hardware (a Parsec tank control, a VinWizard
controller, a Bucher Vaslin XPert press, a Gai monoblock, a Frigel chiller and a Carel c.pCO, a
Pieralisi decanter, an Alfa Laval X6 and an Oliomio mill, Boca Lemur and Zebra ZD621 printers, a
Furuno FA-170 AIS, a Sailor 6222 VHF and a Jotron VHF gateway, a Teltonika RUT955 on board, a
Meraki MX on the quay, Cisco IP phones, Axis cameras and a Kyocera TASKalfa, a Vaisala AWOS, a
Campbell CR1000X logger, a Davis WeatherLink console, an Iridium 9575, a MOTOTRBO repeater, the
air tractor's maintenance laptop and the crews' EFB iPads, a Siemens KTP700 on the cork punching
line, a Mettler weighbridge terminal, a MikroTik, a Hikvision NVR, a Synology DS923+, an APC
Smart-UPS and a FortiGate 60F). Tools none of heldouts 5 to 134 names: macOS's
createmobileaccount, RustHound, Livebook, RhodeCode's rccontrol, oCIS's `ocis init`, wbemcli,
sqlite-web, Plowshare's plowdown, `tor --hash-password`, the Snowflake CLI's `snow`, Elixir's iex
and Erlang's erl (a node's cookie), Scrapy, Lektor and Steampipe on the command line; configs of
RhodeCode, oCIS, an Erlang release's vm.args, Lektor, Scrapy, Steampipe, Monica, Gancio and
OrangeHRM; beside them the commands the product names (sshpass, mysql, redis-cli, curl -u, docker
login, htpasswd, ssh-keygen -N, smbclient, 7z, openssl -pass, gpg --passphrase, plink, xfreerdp,
sqlplus, lftp, ipmitool, mosquitto_pub, sqlcmd, rabbitmqctl, ldapsearch) and .pgpass, PHP's
define, Terraform's variable default, chap-secrets, davfs2's secrets, pgbouncer's userlist and
bindpw, in layouts of its own. About 44 % of the texts are in other languages than English (by a
rough count of the templates drawn): Logudorese Sardinian (of Sassari and the Logudoro),
Campidanese Sardinian (of Cagliari and the Campidano), Nuorese Sardinian (of Nuoro, Oliena and
Dorgali), Algherese Catalan (alguerès, of Alghero), Minorcan Catalan (menorquí, of Maó and
Ciutadella), Ibizan Catalan (eivissenc), Bonifacino (the Ligurian of Bonifacio) and Ultramontane
Corsican (pumontincu, of Sartène), which no earlier docstring names (earlier ones name Sardinian,
Corsican, Catalan, Majorcan Catalan and Ligurian, never these varieties), and Italian, French,
Castilian Spanish, Catalan, Portuguese, German, Romanian, Moroccan Arabic (in Arabic letters),
Polish, Ukrainian, Greek, Dutch, Swedish, Czech, Gallurese and Sassarese in wordings of their own.
The eight new languages' wordings are the author's approximations, checked by no speaker, built
around a possessive and a copula and the loanwords people there really text (password, wifi,
server, computer, code, token, API, IBAN, backup, 2FA, decanter, router): Logudorese's `sa
password mea est …`, `no la nerzas a nemos` and `sa crae API`; Campidanese's `sa password mia est
…`, `no dda nerist a nisciunu`, `sa crai` and `apustis`; Nuorese's `… este …`, `su trapetu` and
`kene ispàtzios`; Algherese's `la password … és`, `lo meu`, `la mia targeta`, `aqueixa` and `no la
digas a dingú`; Minorcan's `sa contrasenya … és …, idò`, `al·lota`, `es moll`, `sa targeta meua`
and `llavò`; Ibizan's `… aixina`, `vaja`, `ca nostra` and `sa clau de s'API`; Bonifacino's `a me
password … a l'è`, `l'è`, `no dilu a nisciün`, `a ciave` and `doppu`; Ultramontane Corsican's `a
me password … hè`, `quiḍḍa`, `ùn la dì à nimu`, `a chjavi` and its endings in `-i`
(`urdinatori`, `servori`). Nuorese's copula and `kene`, Bonifacino's verb forms, the Algherese
possessives, the Ultramontane retroflex spelling and endings and all the negations in the clean
texts are the thinnest guesses (after Logudorese for Nuorese, Genoese and Tabarchino for
Bonifacino, Majorcan for the Minorcan and Ibizan forms, Cismontane Corsican for Sartène). Vendors
(Agricolus, xFarm, Horta, Bluleaf, AEMET OpenData, MeteoGalicia, ARPAS, Ferryscanner, Openferry,
Seaware, Bookingkit, TourCMS, Skyrouter, Pano AI, Technosylva, Overstory, Dalenys, Sequra, CBI
Globe, Docuten, Mooncard, Axeptio, Didomi, Tannico, Winelivery, Krossbooking, Bizneo, Mobyt,
Altiria, Infocert, Namirial, Seeweb, Soisy, Logitravel, TravelgateX, W2M, Payline, Kayrros,
EarthDaily, Phytech, SupPlant, Agroptima, Hemav, Visualnacert, Portic, Corsica Linea and Baleària)
are ones heldouts 5 to 134 do not name; AEMET OpenData's keys are JWTs naming the e-mail they were
issued to, as the author remembers them, and none of the others publishes a token shape the author
knows, so every other shape here (Ferryscanner's `fs_live_`, Pano AI's `pano_sk_`, Overstory's
`ovs_`, Mooncard's `mc_`, Hemav's `hmv_`, the UUIDs, hex runs, base64 runs and Kayrros's JWT) is
the author's guess, and so are the calls around them (TourCMS's and Payline's PHP clients, Mobyt's
headers, Altiria's HTTP parameters). The ids are kinds heldouts 5 to 134 do not use: a Spanish
driving licence (carnet de conducir), whose number is the holder's DNI, drawn with python-stdnum's
`es.dni` check letter; an Italian farm's CUAA, a sole farmer's being the farmer's codice fiscale
(Sardinian birthplaces), drawn until python-stdnum's `it.codicefiscale` validates it; and a
Sardinian hunting card (tesserino venatorio), an Italian shotgun licence for hunting, a French
livret professionnel maritime, a Corsican volunteer firefighter's card, a Spanish type-E firearms
licence, a Spanish recreational skipper's title (PER), a Spanish libreta marítima, a Balearic
food-handler's card, a Spanish ROPO pesticide applicator's number and an Italian sport-fishing
licence, for which python-stdnum has no module and which no library or this file checks (no
check-digit algorithm is written here): they are unchecked, their shapes invented or as the author
believes them; and, a kind used before, Italian, Spanish and French passports under Logudorese,
Campidanese, Algherese, Ibizan, Bonifacino and Ultramontane words, likewise unchecked. Card
numbers pass Luhn (drawn by the value helpers and checked with python-stdnum's `luhn`). The IBANs
are of countries used least by a rough count over the IBAN shapes of heldouts 5 to 134 (Monaco,
San Marino, Croatia, Moldova, North Macedonia, Liechtenstein and Oman in nine corpora each, El
Salvador in eight), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Italian, Spanish, French and Portuguese lists, each with a valid checksum. Counts: 390
secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean
metadata dicts.
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
from stdnum.es import dni as es_dni
from stdnum.it import codicefiscale as it_cf

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 135_271_893
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


_GRAPES = ["Cannonau", "Vermentino", "Carignano", "Nuragus", "Bovale", "Torbato", "Nasco",
           "Callet", "MantoNegro", "Prensal", "Nielluccio", "Sciaccarellu", "Monica", "Semidano",
           "Girò", "Malvasia"]  # fmt: skip
_OLIVES = ["Bosana", "Semidana", "Tonda", "NeraOliena", "Mallorquina", "Empeltre", "Zinzala",
           "Sabina", "Paschixedda"]  # fmt: skip
_WINDS = ["Maestrale", "Mestral", "Tramuntana", "Libecciu", "Ponente", "Sciroccu", "Gregale",
          "Migjorn", "Levante"]  # fmt: skip
_SHIPS = ["SaDragonera", "IllaDelAire", "CapuPertusatu", "PuntaFalcone", "Tavolara", "Lavezzi",
          "Cabrera", "Figarolo", "Razzoli"]  # fmt: skip
_PLACES = ["Cagliari", "Olbia", "Bastia", "Aiacciu", "Palma", "Mao", "Ciutadella", "Alguer",
           "Bunifaziu", "Sartè", "Oliena", "Dorgali", "Calangianus", "Serdiana", "Eivissa",
           "Fertilia", "Tempiu", "Santa Teresa"]  # fmt: skip
_NAMES = ["Efisio", "Gavino", "Bachisio", "Antioco", "Bonaria", "Grazia", "Ghjuvanni", "Santu",
          "Anghjula", "Dumenicu", "Tomeu", "Biel", "Xisco", "Aina", "Margalida", "Xumeu",
          "Vicent", "Pasqual", "Carmela", "Nina", "Ionut", "Youssef", "Oksana", "Giorgos"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["C4nn0n4u", "V3rm3nt1n0", "M43str4l3", "Tr4munt4n4", "Sugh3r0", "C4n4d41r", "Fr4nt01u",
         "B0s4n4", "N4v1l14"]  # fmt: skip


def _press(g: random.Random) -> str:
    """An olive variety and a press batch's kilos, the way the mill crew jokes a password up."""
    return f"{g.choice(_OLIVES)}{g.choice([180, 240, 350, 420, 500, 640])}kg{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a manager's generator writes."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


def _aircraft(g: random.Random) -> str:
    """The air tractor's type, an invented registration and a drop count."""
    return f"AT802-EC{_r(g, UPPER, 3)}-{g.randrange(10, 400)}"


# The ways the staff pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.randrange(1995, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_OLIVES).lower()}-{g.choice(_PLACES).lower().replace(' ', '')}-{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "!#%&?", 14),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    _press,
    lambda g: f"Vasca{g.randrange(1, 40)}{g.choice(_GRAPES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SHIPS)}{g.randrange(1988, 2031)}",
    _aircraft,
    lambda g: f"{g.choice(_WINDS)}{g.choice(_SYMBOLS)}{g.choice(_WINDS)}{g.randrange(2, 99)}",
    _generated,
    lambda g: f"{g.choice(_WINDS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"Suru-{g.choice(['Calangianus', 'Tempiu', 'Luras', 'Aggius'])}-{g.randrange(1990, 2032)}",
    lambda g: f"Vendemmia{g.randrange(2020, 2032)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 2)}",
    lambda g: _r(g, ALNUM, 16),
    lambda g: f"{g.choice(_GRAPES).lower()}.{g.choice(_OLIVES).lower()}.{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES).lower()}_{g.choice(_SHIPS).lower()}_{g.randrange(1, 99)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Cantina Sa Mendula – cellar': Efisio says the Parsec tank-control PC password is {pw}",
    "Telegram from Gavino: VinWizard controller on tank row B, admin password {pw}",
    "Signal note from Bonaria: the Bucher Vaslin XPert press panel password is {pw}",
    "Olvid message, Bastia ticket desk: Boca Lemur printer web password {pw}",
    "Tchap DM from Dumenicu: the Furuno FA-170 AIS web config password is {pw}",
    "Threema, Fertilia hangar group: the Air Tractor maintenance laptop password is {pw}",
    "Element room #base-fertilia: Vaisala AWOS service password {pw}",
    "Google Chat from Tomeu: the Meraki MX at the Maó quay, local admin password {pw}",
    "Webex chat, ferry ops: Teltonika RUT955 on the Sa Dragonera, admin password {pw}",
    "Rocket.Chat #frantoiu: Pieralisi decanter touch panel password {pw}",
    "Zulip stream olive-mill > press line: the Alfa Laval X6 controller password is {pw}",
    "Delta Chat from Ionut: the Oliomio mill's HMI password {pw}",
    "Skype chat with the Gai technician: bottling monoblock service password {pw}",
    "Viber from Carmela: the Campbell CR1000X logger at the Alghero base, password {pw}",
    "Session message: MOTOTRBO repeater CPS password {pw}",
    "Wire message from Giorgos: Canadair crew-room PC password {pw}",
    "SimpleX chat, cork coop: Siemens KTP700 on the punching line, password {pw}",
    "Infomaniak kChat, Bastia: Kyocera TASKalfa 3554ci admin password {pw}",
    "Bitrix24 chat: Hikvision NVR at the Olbia car park, admin password {pw}",
    "Pumble DM: Synology DS923+ in the Palma office, admin password {pw}",
    "Google Keep, 'cellar': Frigel chiller controller password {pw}",
    "Apple Notes on the ferry-desk iMac: Zebra ZD621 printer password {pw}",
    "Samsung Notes: Davis WeatherLink console password {pw} (Sartène lookout)",
    "Joplin note 'harvest 2031': the Carel c.pCO chiller web password {pw}",
    "Standard Notes: APC Smart-UPS network card password {pw}",
    "Zoho Desk ticket #4471: FortiGate 60F at the olive mill, admin password {pw} (overdue for a change)",
    "Freshdesk #2093: the Axis camera at the Bonifacio ramp rejects {pw} since Friday's update",
    "Help Scout conversation: the Cisco IP phone admin password at the Maó desk is {pw}",
    "Incident 2031-08-02: the MikroTik at the cork yard was open on port 8291 with password {pw}",
    "Runbook: cooling override on tank 14\n1. open the Parsec panel\n2. user: enologo\n3. password: {pw}\n4. set 16 °C",
    "Hi Bachisio,\n\nthe root password for the harvest server is {pw}. Please delete this mail when it's in Bitwarden.\n\nGrazia",
    "README (press-line rack)\nThe Alfa Laval panel is at https://decanter.frantoiu.lan, password `{pw}`.",
    "dictated: the MOTOTRBO repeater password is {pw} full stop",
    "note to self: Iridium 9575 web portal password {pw}",
    "after the firmware update the Sailor 6222 VHF web password became {pw}",
    "can you remember my Banco di Sardegna app password? it's {pw}",
    "Jira SD-311: the Kyocera scan-to-folder account at Olbia uses password {pw}",
    "Microsoft Teams, Fertilia ops: the EFB iPad MDM admin password is {pw}",
    "Slack DM from Vicent: the Eivissa kiosk's Windows password {pw}",
    "Notion page 'Cork yard': Mettler weighbridge terminal password {pw}",
    "Evernote, 'ferry tech': the Jotron VHF gateway password is {pw}",
    "email to the cellar team: the new password for the lab PC is {pw}, please don't write it on the monitor",
    "La me password di lu computer di la cuperativa di lu suaru è {pw}, no la dìzis a nisciunu.",
    "Gavinu: la password noba di l'uffiziu d'Alghero è {pw}",
    "my Colonya online banking password is {pw} now",
    "the Crédit Agricole Corse online password is {pw}",
    "Sa password noa de su computer de sa cantina est {pw}, no la nerzas a nemos.",
    "Gavinu: sa password de su servidore de s'ufìtziu est {pw}",
    "sa password mea de sa posta elettrònica est {pw}",
    "Sa password noa de su pannellu de is cubas est {pw}, no dda nerist a nisciunu.",
    "Efisiu: sa password de su server immoi est {pw}",
    "sa password mia de sa banca est {pw}",
    "Sa password de su trapetu este {pw}, kene ispàtzios.",
    "Bachis: sa password noa de su decanter este {pw}",
    "La password nova de lo computer de la base és {pw}, no la digas a dingú.",
    "Pasqual: la password de lo radar meteo és {pw}",
    "Al·lota, sa contrasenya nova des terminal de s'oficina des moll és {pw}, idò.",
    "Biel: sa contrasenya de s'impressora de bitllets des moll de Maó és {pw}",
    "Sa contrasenya des portàtil de sa taquilla d'Eivissa és {pw}, apunta-la aixina com està.",
    "Xumeu: sa contrasenya nova des router de s'estació marítima és {pw}, vaja",
    "A me password du computer du portu a l'è {pw}, no dilu a nisciün.",
    "Ghjacumu: a password nova da biglietteria a l'è {pw}",
    "A me password di l'urdinatori di a basa hè {pw}, ùn la dì à nimu.",
    "Santu: quiḍḍa password nova di u servori hè {pw}",
    "la password del PC dell'enologo è {pw}",
    "Ciao Tonino, la password nuova del gestionale del frantoio è {pw}",
    "à la capitainerie, le poste s'ouvre avec le mot de passe {pw}",
    "Mot de passe provisoire du PC de la base de Campo dell'Oro : {pw}",
    "la contraseña del ordenador de la taquilla de Palma es {pw}",
    "al celler, l'ordinador té la contrasenya {pw}",
    "a senha do tablet da adega é {pw}",
    "das Passwort für den Laptop im Hangar lautet {pw}",
    "parola de la calculatorul din cramă este {pw}",
    "كلمة السر ديال الحاسوب فالمعصرة هي {pw}",
    "hasło do komputera w tłoczni oliwy to {pw}",
    "пароль від ноутбука на поромі: {pw}",
    "ο κωδικός του υπολογιστή στο υπόστεγο είναι {pw}",
    "het wachtwoord van de laptop op de veerboot is {pw}",
    "lösenordet till datorn i vinkällaren är {pw}",
    "heslo k počítači v lisovně oleje je {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["efisio.m", "gavino", "bachis", "antiogu", "bonaria.p", "grazia", "ghjuvanni",
          "santu.p", "anghjula", "dumenicu", "tomeu", "biel.m", "xisco", "aina.c", "margalida",
          "xumeu", "vicent.r", "pasqual", "carmela", "nina.s", "ionut", "youssef", "oksana",
          "giorgos.k", "svc-tanks", "ops-ferry", "base-fertilia", "frantoiu"]  # fmt: skip
_LOGINS = [
    "Olvid, Dumenicu: the Boca printer login is {u} / {pw}",
    "Zoho Desk #4483: {u} locked out of the Parsec panel, last password {pw}",
    "user {u} pass {pw}",
    "Joplin › Cantina › Tanks › VinWizard: {u} — {pw}",
    "| kit | username | pw |\n|-----|----------|----|\n| Pieralisi HMI | {u} | {pw} |",
    "log into the Meraki dashboard as {u} with {pw}",
    "Teltonika RMS {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: awos-fertilia\n  user: {u}\n  pass: {pw}",
    "Webex: account {u}, password {pw}",
    "Gavino: Hikvision account {u}; password on it: {pw}",
    "sistema;utente;password\nsynology-palma;{u};{pw}",
    "ssh {u}@tank-hmi.cantina.lan, pw {pw}",
    "Element: creds for the Zebra printer are {u} and {pw}",
    "utente {u}, password {pw}, gràtzias",
    "s'utenti est {u} e sa password {pw}",
    "usuari {u}, password {pw}, gràcies",
    "s'usuari és {u} i sa contrasenya {pw}, idò",
    "l'utente u l'è {u}, a password {pw}",
    "utilizatori {u}, password {pw}",
    "accesso al gestionale: utente {u}, password {pw}",
    "identifiant {u}, mot de passe {pw}",
    "usuario {u}, contraseña {pw}",
    "utilizator {u}, parola {pw}",
    "login {u}, hasło {pw}",
    "per entrar: {u} com a usuari, contrasenya {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cannonau", "bosana", "maestrale", "sughero", "tramuntana", "nuragus", "torbato",
               "lavezzi", "dragonera", "pertusatu", "callet", "trapetu", "sciaccarellu",
               "calangianus", "filindeu", "launeddas"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "hangar laptop: first {w} (no capitals), and {d} glued on",
    "password: {w}, then right away {d}",
    "for the press-line PC it's {w} with {d} at the end",
    "voice memo: the hangar laptop password is {w} and then {d}, no space",
    "type {w} first, then the number {d}",
    "it's {w}{d}, no gap between word and number",
    "sa password est sa paràula {w}, a pustis {d}",
    "sa password est su fueddu {w}, apustis {d}",
    "la password és la paraula {w}, aprés {d}",
    "sa contrasenya: primer sa paraula {w}, llavò {d}, idò",
    "pe' a password scrivi {w}, doppu {d}",
    "a password hè a parolla {w}, dopu {d}",
    "per la password scrivi {w} e subito dopo {d}",
    "escribe {w} y pegado detrás {d}, esa es la contraseña",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sudo /System/Library/CoreServices/ManagedClient.app/Contents/Resources/createmobileaccount -n {u} -p '{pw}' -v",
    "rusthound -d maestrale.local -u {u}@maestrale.local -p '{pw}' -i 10.40.0.10 -z -o /tmp/rh",
    "LIVEBOOK_PASSWORD='{pw}' livebook server --port 8090",
    "rccontrol install Community '{{\"host\": \"0.0.0.0\", \"port\": 10020, \"username\": \"{u}\", \"password\": \"{pw}\", \"email\": \"{u}@maestrale.it\", \"repo_dir\": \"/srv/repos\", \"database\": \"sqlite\"}}' --accept-license",
    "ocis init --insecure true --admin-password '{pw}'",
    "wbemcli ei 'https://{u}:{pw}@esxi-olbia.maestrale.lan:5989/root/cimv2:CIM_ComputerSystem' -noverify",
    "SQLITE_WEB_PASSWORD='{pw}' sqlite_web -H 0.0.0.0 -p 8081 -P cantina.db",
    "plowdown -a '{u}:{pw}' https://1fichier.com/?k3vq8x2m0pd7a",
    "tor --hash-password '{pw}'",
    "snow connection add --connection-name vendemmia --account mst12345.eu-central-1 --user {u} --password '{pw}' --no-interactive",
    "iex --sname ops --cookie '{pw}' --remsh dashboard@tanks01",
    "erl -sname probe -setcookie '{pw}' -remsh awos@fertilia01",
    "scrapy crawl seaware_fares -a username={u} -a password='{pw}' -o fares.json",
    "lektor deploy production --username {u} --password '{pw}'",
    "steampipe service start --database-listen network --database-password '{pw}'",
    "sshpass -p '{pw}' scp vendemmia.csv {u}@tank-hmi.cantina.lan:/data/import/",
    "mysql -h frantoiu-db.maestrale.lan -u {u} -p'{pw}' frantoiu -e 'select count(*) from molitura'",
    "redis-cli -h queue.traghetti.lan -a '{pw}' --no-auth-warning llen bookings",
    "curl -u {u}:{pw} -X POST https://awos.fertilia.lan/api/v1/metar/refresh",
    "docker login registry.maestrale.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd-cantina {u} '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -C {u}@ferry -f ~/.ssh/id_ferry",
    "smbclient //nas-olbia/biglietteria -U {u}%{pw} -c 'get turni.xlsx'",
    "7z a -p'{pw}' -mhe=on molitura-2031.7z molitura/",
    "openssl enc -aes-256-cbc -pbkdf2 -in turni.csv -out turni.enc -pass pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d listino-2032.xlsx.gpg",
    "plink -ssh -pw {pw} {u}@awos.fertilia.lan 'systemctl status awos'",
    "xfreerdp /v:ts-palma.maestrale.lan /u:{u} /p:'{pw}' /cert:ignore",
    "sqlplus {u}/{pw}@//ora.maestrale.lan:1521/NAVILIA",
    "lftp -u {u},{pw} sftp://ftp.maestrale.it -e 'mirror listini; bye'",
    "ipmitool -I lanplus -H bmc-frantoiu.lan -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.cantina.lan -u {u} -P '{pw}' -t cantina/vasca14/setpoint -m 16",
    "sqlcmd -S sql-palma.maestrale.lan -U {u} -P '{pw}' -Q 'SELECT TOP 5 * FROM Reservas'",
    "rabbitmqctl add_user {u} '{pw}'",
    "ldapsearch -x -H ldaps://dc1.maestrale.lan -D 'uid={u},ou=people,dc=maestrale,dc=lan' -w '{pw}' '(cn=*)'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "% {c}", "PS C:\\Biglietteria> {c}", "root@tank-hmi:~# {c}",
    "efisio@frantoiu-srv:~$ {c}", "history on the hangar laptop:\n  412  {c}",
    "cron on the NAS: 30 2 * * * {c}", "Zoho Desk #4512, the command that failed:\n{c}",
    "ran this from the ferry's bridge PC: {c}", "tmux on the harvest server:\n$ {c}",
    "GitLab CI, job 'fares-sync':\n  script:\n    - {c}", "Termux on the cellar tablet: ~ $ {c}",
    "fish on the Palma laptop> {c}", "WSL on the ticket PC: {c}",
    "su cumandu chi apo impreadu: {c}", "su cumandu chi apu lantzau: {c}",
    "su cumandu de eris: {c}", "aqueixa és la comanda que he usat: {c}",
    "sa comanda que vaig fer anar: {c}", "aixina vaig llançar sa comanda: {c}",
    "u cumandu c'ho lanciau: {c}", "u cumandu chì aghju lanciatu: {c}",
    "ho eseguito questo sul server: {c}", "voilà ce que j'ai lancé sur le poste : {c}",
    "el comando que ejecuté: {c}",
    "VS Code terminal on the booking repo:\n{c}", "Ansible ad-hoc from the ops laptop: {c}",
    "what I typed on the AWOS box, for the record:\n{c}", "Jira SD-318, step 3: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.maestrale.lan:5432/vendemmia",
    "mysql+pymysql://{u}:{pw}@frantoiu-db.maestrale.lan/oleificio",
    "mongodb://{u}:{pw}@mongo1.maestrale.lan:27017,mongo2.maestrale.lan:27017/biglietti?replicaSet=rs0",
    "rtsp://{u}:{pw}@cam-rampa.porto-bonifacio.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.maestrale.it:990/listini/",
    "owncloud://{u}:{pw}@cloud.maestrale.lan/remote.php/webdav/Export",
    "redis://{u}:{pw}@queue.traghetti.lan:6379/2",
    "amqp://{u}:{pw}@mq.maestrale.lan:5672/ferry",
    "smtp://{u}:{pw}@smtp.maestrale.it:587",
    "opc.tcp://{u}:{pw}@tanks.cantina.lan:4840",
    "jdbc:postgresql://pg.maestrale.lan:5432/frantoiu?user={u}&password={pw}&ssl=true",
    "Server=sql-palma.maestrale.lan;Database=Navilia;User Id={u};Password={pw};TrustServerCertificate=True",
    "https://{u}:{pw}@nexus.maestrale.lan/repository/pypi-internal/simple",
    "influxdb://{u}:{pw}@influx.fertilia.lan:8086/awos",
]  # fmt: skip
_URL_PLACES = [
    "VENDEMMIA_DB_URL={c}", "the old connection in the reporting tool: {c}",
    "jot down the reporting DB string: {c}", "s'indiritzu de sa base de datos est {c}",
    "aqueixa és la cadena de connexió: {c}", "Zoho Desk #4520: {c}", "Joplin page 'Databases': {c}",
    "sa cadena de connexió des servidor: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_945_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "maestrale-tre-isole", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "read:assets read:alerts"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _aemet(g: random.Random) -> str:
    """An AEMET OpenData key: a JWT naming the e-mail it was issued to."""
    claims = {"sub": f"{g.choice(_USERS)}@maestrale.es", "jti": v.uuid4(g, "8"), "iss": "AEMET",
              "iat": 1_945_000_000 + g.randrange(2_000_000), "userId": v.uuid4(g, "9"), "role": ""}  # fmt: skip
    return _jwt_of(g, {"alg": "HS256"}, claims, 43)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Agricolus", "AGRICOLUS_API_KEY", _j((HEX, 32))),
    ("xFarm", "XFARM_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Horta", "HORTA_VITENET_TOKEN", _j((ALNUM, 40))),
    ("Bluleaf", "BLULEAF_API_KEY", lambda g: v.uuid4(g, "8")),
    ("AEMET OpenData", "AEMET_API_KEY", _aemet),
    ("MeteoGalicia", "METEOSIX_API_KEY", _j((ALNUM, 48))),
    ("ARPAS", "ARPAS_METEO_TOKEN", _j((HEX, 40))),
    ("Ferryscanner", "FERRYSCANNER_PARTNER_KEY", _j("fs_live_", (ALNUM, 32))),
    ("Openferry", "OPENFERRY_API_TOKEN", _j((B64, 44))),
    ("Seaware", "SEAWARE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Bookingkit", "BOOKINGKIT_CLIENT_SECRET", _j((HEX, 40))),
    ("TourCMS", "TOURCMS_PRIVATE_KEY", _j((HEX, 32))),
    ("Skyrouter", "SKYROUTER_API_PASSWORD", _j((ALNUM, 24))),
    ("Pano AI", "PANO_API_TOKEN", _j("pano_sk_", (ALNUM, 40))),
    ("Technosylva", "TECHNOSYLVA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Overstory", "OVERSTORY_API_KEY", _j("ovs_", (LOWER_DIGITS, 36))),
    ("Dalenys", "DALENYS_API_KEY", _j((B64, 64))),
    ("Sequra", "SEQURA_MERCHANT_PASSWORD", _j((ALNUM, 32))),
    ("CBI Globe", "CBIGLOBE_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Docuten", "DOCUTEN_API_TOKEN", _j((HEX, 64))),
    ("Mooncard", "MOONCARD_API_KEY", _j("mc_", (ALNUM, 40))),
    ("Axeptio", "AXEPTIO_API_SECRET", _j((HEX, 48))),
    ("Didomi", "DIDOMI_API_SECRET", _j((URLSAFE, 40))),
    ("Tannico", "TANNICO_SELLER_TOKEN", _j((ALNUM, 36))),
    ("Winelivery", "WINELIVERY_PARTNER_KEY", _j((UPPER_HEX, 32))),
    ("Krossbooking", "KROSSBOOKING_API_KEY", _j((ALNUM, 32))),
    ("Bizneo", "BIZNEO_API_TOKEN", _j((HEX, 40))),
    ("Mobyt", "MOBYT_ACCESS_TOKEN", _j((ALNUM, 32))),
    ("Altiria", "ALTIRIA_API_SECRET", _j((ALNUM, 20))),
    ("Infocert", "INFOCERT_SIGN_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Namirial", "NAMIRIAL_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Seeweb", "SEEWEB_API_TOKEN", _j((HEX, 64))),
    ("Soisy", "SOISY_SHOP_TOKEN", _j((ALNUM, 48))),
    ("Logitravel", "LOGITRAVEL_API_KEY", _j((UPPER_DIGITS, 32))),
    ("TravelgateX", "TGX_API_KEY", lambda g: v.uuid4(g, "8")),
    ("W2M", "W2M_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Payline", "PAYLINE_ACCESS_KEY", _j((ALNUM, 20))),
    ("Kayrros", "KAYRROS_API_TOKEN", _vendor_jwt("https://auth.kayrros.com")),
    ("EarthDaily", "EARTHDAILY_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Phytech", "PHYTECH_API_KEY", _j((HEX, 32))),
    ("SupPlant", "SUPPLANT_API_TOKEN", _j((ALNUM, 40))),
    ("Agroptima", "AGROPTIMA_API_KEY", _j((HEX, 40))),
    ("Hemav", "HEMAV_API_KEY", _j("hmv_", (ALNUM, 32))),
    ("Visualnacert", "VISUALNACERT_TOKEN", _j((B64, 56))),
    ("Portic", "PORTIC_PCS_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Corsica Linea", "CORSICALINEA_AGENT_KEY", _j((UPPER_DIGITS, 24))),
    ("Baleària", "BALEARIA_B2B_TOKEN", _j((HEX, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -gx {env} {tok}",
    ".env.production:\n{env}=\"{tok}\"",
    "docker run -d -e {env}={tok} maestrale/sync:2.4",
    "gh secret set {env} --body '{tok}'",
    "host_vars/booking.yml (still plain text):\n{env_l}: {tok}",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "launchd plist on the ferry Mac:\n<key>{env}</key>\n<string>{tok}</string>",
    "crontab -l\n{env}={tok}\n15 * * * * /opt/sync/run.sh",
    "Portainer stack 'booking', env: {env} = {tok}",
    "Maestrale ERP › Impostazioni › Integrazioni › {vendor} › Chiave: {tok}",
    "Zoho Desk #4502: {vendor} sync 403s; the key configured is {tok}",
    "Freshdesk #2110: {vendor} integration broken since Tuesday, current key {tok}",
    "Telegram, Tomeu: {vendor} key the booking sync uses: {tok}",
    "Confluence › Booking › Partner APIs › {vendor}: {tok}",
    "Signal, Giorgos: the {vendor} token on the hangar tablet is {tok}",
    "the {vendor} key on the booking server is {tok}",
    "Zoho Desk #4519: {vendor} key rotated today → {tok}",
    "{vendor}, my personal API key (don't share): {tok}",
    "new {vendor} token {tok}; we revoked the previous this morning",
    "sa crae API de {vendor} est {tok}",
    "sa crai API de {vendor} est {tok}",
    "sa crae API de {vendor} este {tok}",
    "la clau API que usam per {vendor} és {tok}",
    "sa clau per s'API de {vendor} és {tok}, idò",
    "sa clau de s'API de {vendor} és {tok}, aixina",
    "a ciave de l'API de {vendor} l'è {tok}",
    "a chjavi API di {vendor} hè {tok}",
    "la chiave API che usa il frantoio per {vendor}: {tok}",
    "clé API {vendor} pour la billetterie de Bastia : {tok}",
    "la API de {vendor} va con esta clave: {tok}",
    "clau d'accés a l'API de {vendor}, celler: {tok}",
    "a adega usa esta chave na API {vendor}: {tok}",
    "Für die {vendor}-API im Hangar nehmen wir den Schlüssel {tok}",
    "cheia API pentru {vendor}: {tok}",
    "klucz API {vendor} do tłoczni: {tok}",
    "Το API κλειδί για {vendor}: {tok}",
    "المفتاح ديال API ديال {vendor} هو {tok}",
    "{vendor} API-sleutel (veerdienst Palma): {tok}",
    "ключ API {vendor} для порому: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tourcms = _r(rng, HEX, 32)
    ferryscanner = "fs_live_" + _r(rng, ALNUM, 32)
    bookingkit = _r(rng, HEX, 40)
    altiria = _r(rng, ALNUM, 20)
    mobyt = _r(rng, ALNUM, 32)
    payline = _r(rng, ALNUM, 20)
    return [
        Sample("vendor_token", f"$tourcms = new TourCMS(12874, '{tourcms}', 'simplexml');", tourcms),
        Sample("vendor_token", f'r = requests.get("https://api.ferryscanner.com/v2/routes", headers={{"X-Partner-Key": "{ferryscanner}"}})', ferryscanner),
        Sample("vendor_token", f'const bk = new BookingkitClient({{ clientId: "maestrale", clientSecret: "{bookingkit}" }});', bookingkit),
        Sample("vendor_token", f"curl -d 'cmd=sendsms&login=ops@maestrale.es&passwd={altiria}&dest=34971000000&msg=Retard' https://www.altiria.net/api/http", altiria),
        Sample("vendor_token", f"curl -H 'user_key: 41872' -H 'Access_token: {mobyt}' https://app.mobyt.it/API/v1.0/REST/status", mobyt),
        Sample("vendor_token", f"$payline = new PaylineSDK('38201774512934', '{payline}', '', '', '', '', PaylineSDK::ENV_PROD);", payline),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_l=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Olvid: {t}", "copied straight from the partner portal (shown once):\n{t}",
                "custu est su token: {t}", "{t}\n^ fresh one; the previous was revoked",
                "hold on to this one: {t}", "lo token nou: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the vineyard soil probe VS-12 (OTAA): {h}": 32,
    "AppSKey of the olive-fly trap node at Oliena (ABP): {h}": 32,
    "HMAC secret for the Seaware webhook: {h}": 64,
    "IPsec pre-shared key (hex) of the Sa Dragonera's tunnel to Palma: {h}": 64,
    "ZigBee network key of the cellar sensors: {h}": 32,
    "chiave AES del backup del frantoio: {h}": 64,
    "sa crae de tzifradura de su backup: {h}": 48,
    "a chjavi di cifratura di u salvamentu: {h}": 64,
    "Modbus/TLS PSK of the press line, hex: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Freshdesk #2121: token copied from the browser's dev tools {t}",
    "Cookie: lang=ca; mst_session={t}",
    "BOOKING_DESK_BEARER={t}",
    "save this bearer token for me {t}",
    "su token est {t}",
    "es token és {t}",
    "Zoho Desk chat log: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_945_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "RS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.maestrale.it/realms/tre-isole",
            "azp": "booking-desk",
            "roles": ["biglietteria", "ops"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "RS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the harvest server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.maestrale.it.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SEAWARE_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_fertilia <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zoho Desk #4530, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "sa crae privada de su server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the port authority's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet recovery words (the old cellar fund, emptied): {p}": "english",
    "BlueWallet, words of the fuel-fund wallet: {p}": "english",
    "Zeus node wallet seed\n{p}": "english",
    "Coinomi recovery phrase: {p}": "english",
    "dictated in the car: the Trust Wallet's words, {p}, over": "english",
    "Joplin page 'olive-mill wallet (retired)': {p}": "english",
    "frase di recupero del portafoglio Young Platform: {p}": "italian",
    "frase de recuperación de la cartera de Bit2Me: {p}": "spanish",
    "mots de récupération de mon Ledger Live : {p}": "french",
    "frase de recuperação da carteira Zengo: {p}": "portuguese",
    "sas paràulas de recùperu de su portafògiu: {p}": "italian",
    "ses paraules de recuperació de sa cartera: {p}": "spanish",
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


_CARD_PLACES = [
    "Telegram, Tomeu: the company card for the Pieralisi parts is {c}, exp {mm}/{yy}",
    "spare card, in case mine gets blocked: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Zoho Desk #4541: pay the Bucher service visit with card {c}",
    "su nùmeru de sa carta mea: {c}, {mm}/{yy}",
    "su nùmeru de sa carta mia est {c}",
    "lo número de la mia targeta: {c}, {mm}/{yy}",
    "es número de sa targeta meua és {c}",
    "u numeru da me carta u l'è {c}",
    "u numaru di a me carta hè {c}, {mm}/{yy}",
    "numero carta aziendale: {c}, scad. {mm}/{yy}",
    "numéro de la carte de la base : {c}, exp. {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} (09/34), CVV {cvv}",
               "three digits beside the signature: {cvv}",
               "Amex {c}, the little code on the front, right side: {cvv}",
               "le tre cifre sul retro della carta: {cvv}",
               "is tres nùmeros de palas de sa carta: {cvv}",
               "código de seguridad (detrás de la tarjeta): {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 134 (eight or nine corpora each); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"MC": "n" * 10 + "c" * 11 + "nn", "SM": "a" + "n" * 10 + "c" * 12,
                "HR": "n" * 17, "MD": "c" * 20, "MK": "nnn" + "c" * 10 + "nn",
                "LI": "n" * 5 + "c" * 12, "SV": "aaaa" + "n" * 20, "OM": "nnn" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice MST-2031-207: please pay the barriques to {i} net 30",
    "save the Monaco yacht owner's IBAN: {i}",
    "IBAN: {i}\nRef: Vermentino lot 12, September",
    "Telegram #treasury: the Split ferry broker's new bank details, IBAN {i}",
    "s'IBAN meu est {i}",
    "s'IBAN miu: {i}",
    "lo IBAN de lo meu conto és {i}",
    "s'IBAN meu és {i}, idò",
    "u me IBAN u l'è {i}",
    "u me IBAN hè {i}",
    "IBAN-ul meu din Moldova: {i}",
    "IBAN del cliente di San Marino: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _carnet(g: random.Random) -> str:
    """A Spanish driving licence (carnet de conducir): its number is the holder's DNI, eight
    digits and the letter python-stdnum's `es.dni` computes."""
    body = _r(g, D, 8)
    number = body + es_dni.calc_check_digit(body)
    assert es_dni.is_valid(number)
    return number


_BELFIORE = ["B354", "I452", "F979", "A192", "G015", "L093"]  # Cagliari, Sassari, Nuoro, ...


def _cuaa(g: random.Random) -> str:
    """A sole farmer's CUAA, which is the farmer's codice fiscale: consonants of the surname and
    name, the birth date, a Sardinian town's cadastral code and the check letter."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + (40 if h.random() < 0.5 else 0)
        body = (f"{_r(h, 'BCDFGLMNPRSTVZ', 3)}{_r(h, 'BCDFGLMNPRST', 3)}{h.randrange(45, 100):02d}"
                f"{h.choice('ABCDEHLMPRST')}{day:02d}{h.choice(_BELFIORE)}")  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _tesserino(g: random.Random) -> str:
    """A Sardinian regional hunting card (tesserino venatorio): shape invented, unchecked."""
    return f"RAS-{g.choice(['SS', 'NU', 'CA', 'OR', 'SU'])}-{_r(g, D, 6)}"


def _porto_fucile(g: random.Random) -> str:
    """An Italian shotgun licence for hunting: a province, seven digits, a letter; unchecked."""
    return f"{g.choice(['SS', 'NU', 'CA'])}{_r(g, D, 7)}{g.choice(UPPER)}"


def _livret_maritime(g: random.Random) -> str:
    """A French seafarer's professional book (livret professionnel maritime): the year of the
    first enrolment and four digits, shape as the author believes it; unchecked."""
    return f"{g.randrange(1990, 2027)}{_r(g, D, 4)}"


def _pompier(g: random.Random) -> str:
    """A Corsican volunteer firefighter's card (carte de sapeur-pompier volontaire): shape
    invented, unchecked."""
    return f"SPV-{g.choice(['2A', '2B'])}-{_r(g, D, 6)}"


def _licencia_armas(g: random.Random) -> str:
    """A Spanish type-E firearms licence of the Balearics: shape invented, unchecked."""
    return f"E-07-{_r(g, D, 6)}"


def _per(g: random.Random) -> str:
    """A Spanish recreational skipper's title (PER): shape invented, unchecked."""
    return f"PER-07-{g.randrange(2005, 2031)}-{_r(g, D, 5)}"


def _libreta(g: random.Random) -> str:
    """A Spanish seaman's book (libreta marítima): shape invented, unchecked."""
    return f"07{_r(g, D, 2)}-{_r(g, D, 5)}"


def _manipulador(g: random.Random) -> str:
    """A Spanish food-handler's card: shape invented, unchecked."""
    return f"MAN-IB-{g.randrange(2025, 2032)}-{_r(g, D, 5)}"


def _ropo(g: random.Random) -> str:
    """A Spanish pesticide applicator's ROPO registration: shape invented, unchecked."""
    return f"07{_r(g, D, 8)}{g.choice('SAU')}"


def _licenza_pesca(g: random.Random) -> str:
    """An Italian sport-fishing licence of Sardinia: shape invented, unchecked."""
    return f"LP-{g.choice(['SS', 'NU', 'CA'])}-{g.randrange(2028, 2032)}-{_r(g, D, 5)}"


def _it_passport(g: random.Random) -> str:
    """An Italian passport: two letters and seven digits."""
    return f"Y{g.choice('ABCD')}{_r(g, D, 7)}"


def _es_passport(g: random.Random) -> str:
    """A Spanish passport: three letters and six digits."""
    return f"PA{g.choice('FGHJK')}{_r(g, D, 6)}"


def _fr_passport(g: random.Random) -> str:
    """A French passport: two digits, two letters, five digits."""
    return f"{g.randrange(18, 32)}{_r(g, UPPER, 2)}{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "Toni's carnet de conducir (the number is his DNI): {s}": _carnet,
    "su nùmeru de su carnet de conducir de Tomeu: {s}": _carnet,
    "CUAA dell'azienda agricola di Efisio (è il suo codice fiscale): {s}": _cuaa,
    "su CUAA de s'azienda mea: {s}": _cuaa,
    "Gavino's Sardinian hunting card (tesserino venatorio) no. {s}": _tesserino,
    "su nùmeru de su tesserinu de sa cassa este {s}": _tesserino,
    "licenza di porto di fucile per uso caccia n. {s}": _porto_fucile,
    "numéro de mon livret professionnel maritime : {s}": _livret_maritime,
    "u numaru di a me carta di pumpieru vuluntariu hè {s}": _pompier,
    "Xisco's type-E firearms licence for the boar hunt: {s}": _licencia_armas,
    "título de Patrón de Embarcaciones de Recreo nº {s}": _per,
    "es número des meu títol de patró és {s}": _per,
    "Biel's libreta marítima (seaman's book) for the crew list: {s}": _libreta,
    "carnet de manipulador de alimentos de Aina: {s}": _manipulador,
    "número ROPO del carnet de aplicador de fitosanitarios: {s}": _ropo,
    "licenza di pesca sportiva n. {s}": _licenza_pesca,
    "su nùmeru de su passaportu meu est {s}": _it_passport,
    "su passaportu miu: {s}": _it_passport,
    "lo número de lo meu passaport és {s}": _it_passport,
    "es passaport meu: {s}, aixina com surt a sa foto": _es_passport,
    "u numeru du me passaportu u l'è {s}": _fr_passport,
    "u numaru di u me passaportu hè {s}": _fr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Bitwarden 2FA recovery codes for the booking admin\n{codes}",
            "spare sign-in codes for the cooperative's Microsoft 365 {codes}",
            "Seaware backup codes: {codes}",
            "sos còdighes de backup de su 2FA:\n{codes}",
            "los codis de backup de la 2FA: {codes}",
            "codici di backup 2FA del conto Banco di Sardegna: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Seaware:tomeu@maestrale.es?secret={s}&issuer=Seaware&digits=6",
              "2FAS, manual setup key for the Infocert account: {s}",
              "Aegis, secret key for the Bizneo login: {s}",
              "sa crai 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Bookingkit verification code",
          "Banco di Sardegna: codice di verifica {c}, valido 5 minuti. Non comunicarlo a nessuno.",
          "Colonya: tu código de verificación es {c}, no se lo digas a nadie.",
          "Votre code Crédit Agricole Corse : {c}",
          "su còdighe de verìfica est {c}"]  # fmt: skip


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


_SSIDS = ["Maestrale-Cantina", "MST-Frantoiu-5G", "Fertilia-Base", "SaDragonera-Crew",
          "Moll-Mao-Oficina", "Porto-Bonifacio", "TIM-Serdiana-2G", "Vodafone-Oliena",
          "Livebox-Bastia-7A3F", "Fibra-Palma-5G", "Suberis-Magazzino", "Eivissa-Taquilla",
          "Sarte-Vigia", "Alguer-Torre"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassword: {pw}",
    "ferry crew network {s}, password {pw}",
    "wifi at the olive mill: {s} / {pw}",
    "the key printed under the Livebox at the Bastia office: {pw}",
    "RAK gateway backhaul wifi: ssid {s}, psk {pw}",
    "sa password de su wifi {s} est {pw}",
    "sa password de su wifi {s}: {pw}",
    "su wifi {s}, password {pw}",
    "la password de la wifi {s} és {pw}",
    "es wifi {s} du aquesta contrasenya: {pw}, idò",
    "es wifi de ca nostra, {s}, té sa contrasenya {pw}",
    "a password du wifi {s} a l'è {pw}",
    "a password di u wifi {s} hè {pw}",
    "il wifi {s} ha come password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 16)
    if roll < 0.3:
        return _r(rng, UPPER_DIGITS, 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pano_sk_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("hmv_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["letter by letter, as Giorgos read it: {t}", "[dictated on the phone to the hangar] {t}",
          "(spaced out so the notification hides it) {t}", "lìtera pro lìtera: {t}",
          "una lletra a la volta: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["su còdighe de su luchete de su magasinu: {pw}",
          "su còdixi de su luchetu de sa cantina: {pw}",
          "lo codi del candau de l'hangar: {pw}",
          "es codi des candau des moll: {pw}",
          "u codice du luchettu du portu: {pw}",
          "u codici di u lucchettu di a vigia: {pw}",
          "the cellar door keypad takes {pw} then #",
          "padlock on the cork shed at Calangianus: {pw}",
          "il codice del lucchetto del cancello del frantoio è {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cannonau", "bosana", "sughero", "maestrale", "tramuntana", "lavezzi",
                 "nuraghe", "torbato", "trapetu", "canadair", "dragonera", "mirto", "pecorino",
                 "filindeu", "launeddas", "talaiot"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ferry-office vault: {p}": " ",
            "KeePassXC passphrase of the cellar database: {p}": "-",
            "Enpass, master passphrase of the ops vault: {p}": ".",
            "Cryptomator passphrase for the scans vault: {p}": " ",
            "sa frase segreta de su backup: {p}": " ",
            "la frase de pas del backup: {p}": "_",
            "passphrase del portachiavi del gestionale: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection 'awos', Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch collection, Fertilia API: Authorization: Bearer {v}": False,
    "Yaak, environment 'prod': Authorization = Basic {v}": True,
    "HTTPie Desktop, the Seaware call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "rhodecode.ini:\n[app:main]\nsqlalchemy.db1.url = postgresql://rhodecode:{pw}@pg.maestrale.lan/rhodecode",
    "ocis.yaml:\nidm:\n  service_user_passwords:\n    admin_password: {pw}",
    "rel/vm.args (the tank dashboard's release):\n-name dashboard@tanks01\n-setcookie {pw}",
    "Maestrale.lektorproject:\n[servers.production]\nname = Production\ntarget = ftps://deploy:{pw}@ftp.maestrale.it/www",
    "fares/settings.py (Scrapy):\nFTP_USER = 'listini'\nFTP_PASSWORD = '{pw}'",
    "~/.steampipe/config/frantoiu.spc:\nconnection \"frantoiu\" {{\n  plugin   = \"postgres\"\n  password = \"{pw}\"\n}}",
    "Monica .env:\nDB_USERNAME=monica\nDB_PASSWORD={pw}",
    "Gancio config.json:\n{{\"db\": {{\"dialect\": \"postgres\", \"username\": \"gancio\", \"password\": \"{pw}\"}}}}",
    "OrangeHRM lib/confs/Conf.php:\n$this->dbuser = 'orangehrm';\n$this->dbpass = '{pw}';",
    ".pgpass on the reporting box:\npg.maestrale.lan:5432:vendemmia:enologo:{pw}",
    "config.php of the booking site:\ndefine('DB_PASSWORD', '{pw}');",
    "variables.tf:\nvariable \"ferry_db_password\" {{\n  type    = string\n  default = \"{pw}\"\n}}",
    "/etc/ppp/chap-secrets (LTE backup on the Sa Dragonera):\n\"maestrale\" * \"{pw}\" *",
    "/etc/davfs2/secrets:\nhttps://cloud.maestrale.lan/remote.php/dav/files/efisio efisio {pw}",
    "pgbouncer userlist.txt:\n\"booking\" \"{pw}\"",
    "/etc/ldap.conf on the cork-coop NAS:\nbinddn cn=nas,dc=maestrale,dc=lan\nbindpw {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tomeu: password of the crew-mess laptop?\nBiel: {pw}",
    "[07:02] gavino: root pw for the tank server?\n[07:03] efisio.m: {pw}",
    "Carmela: {pw} is the new password for the AWOS laptop",
    "Xisco: use {pw}, that's what the Meraki has now",
    "Bachis: sa password noa est {pw}",
    "Antiogu: immoi sa password est {pw}",
    "Pasqual: la password nova és {pw}",
    "Margalida: sa contrasenya nova és {pw}",
    "Ghjacumu: a password nova a l'è {pw}",
    "Santu: a password nova hè {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u0430ssword = {pw}", "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹: {pw}", "pass\u034fword → {pw}",
    "P\u0391SSW\u039fRD: {pw}", "ᵖᵃˢˢʷᵒʳᵈ {pw}", "passw\u200cord = {pw}", "contra\u2060seña: {pw}",
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
    "the Parsec panel password is": "{s}", "Pieralisi HMI pw:": "{s} (since the decanter swap)",
    "sa password mea est": "{s}", "la password de lo computer és": "{s}\ncanvia-la aprés la campanya",
    "sa contrasenya nova des moll, idò:": "{s}", "a password hè": "{s}", "a password du portu l'è": "{s}",
    "AWOS laptop password": "{s}", "the password Giorgos read out on the radio was": "{s}, I think",
    "la password del gestionale è": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "TourCMS private key", "{s}", _j((HEX, 32))),
    ("split_token", "Ferryscanner key:", "{s} (partner feed)", _j("fs_live_", (ALNUM, 32))),
    ("split_token", "Technosylva key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow (harvest wallet) words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SM"))),
    ("split_backup", "Seaware recovery codes", "{s}\nqzrt4419\nmwkd8830", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "carnet de conducir", "{s}", _carnet),
    ("split_phrase", "the Enpass phrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"parsec": {"url": "https://tanks.cantina.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"sa_password": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "tomeu", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmi": [{"name": "press-1"}, {"name": "press-2", "login_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqlcmd", "-S", "sql-palma", "-U", "booking", "-P", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "sa password de su trapetu este {s}"}': ("meta_password", _plain_pw),
    '{"contrasenya_moll": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Meraki as tomeu with the password {s}"}': ("meta_password", _plain_pw),
    '{"tourcms": {"private_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"seawareSecret": "{s}"}': ("meta_token", _j((URLSAFE, 48))),
    '{"phytech_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"call": {"hdrs": {"Authorization": "Bearer {s}"}}}': ("meta_token", _j((ALNUM, 40))),
    '{"ricambi": {"carta": "{s}", "scadenza": "03/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"ferry_broker": {"bank": {"iban": "{s}"}}}': ("meta_iban", lambda g: _iban(g, "HR")),
    '{"driver": {"carnet_conducir": "{s}"}}': ("meta_id", _carnet),
    '{"security": {"2fa_backup": ["{s}", "qzrt4419", "mwkd8830"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"wallet_retired": {"words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lns": {"device": "VS-12", "nwk_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cork_shed": {"lock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Fertilia-Base", "password": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"decanter-panel-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/maestrale/booking:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"frantoiu: malaxer temperature", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"booking: revert Mao import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tank-readings_2031-09-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"vendemmia-2030.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Parsec panel password before the harvest starts on 2031-09-02.",
    "Tomeu asked for the crew wifi password; it's on the card in the purser's drawer.",
    "Policy: cooperative passwords are at least 16 characters and live only in Bitwarden.",
    "Please don't paste passwords into Telegram; send a Bitwarden Send link instead.",
    "The `.env.example` line `TOURCMS_PRIVATE_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Pieralisi panel asks for a new password after every firmware update.",
    "Replace <YOUR_FERRYSCANNER_KEY> in the README with the key from the partner portal.",
    "SEAWARE_CLIENT_SECRET and PHYTECH_API_KEY must be set before the nightly sync runs.",
    "No nerzas mai sa password tua a nemos.",
    "No scriast mai sa password in unu pabiru.",
    "Sa password no la naras a niunu, mancu a s'enologu.",
    "La password no la digas a dingú, ni menys per telèfon.",
    "Sa contrasenya no la diguis a ningú, idò, ni tan sols a s'oficina.",
    "Sa contrasenya no s'apunta a cap paper, aixina de clar.",
    "A password no dila a nisciün, manc'u au capitan.",
    "A password ùn la dì à nimu, mancu à u capu.",
    "Sotto i sedici caratteri il gestionale non accetta la password.",
    "Un mot de passe de moins de seize caractères sera refusé par le portail.",
    "El portal no acepta contraseñas de menos de dieciséis caracteres.",
    "La contrasenya ha de tenir almenys setze caràcters.",
    "Nu spune nimănui parola ta.",
    "Μην πεις σε κανέναν τον κωδικό σου.",
    "Upgraded the Parsec firmware from 4.1 to 4.3 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the malaxer temperature column.",
    f"Rolled back to {_SHORT} after the fare import broke the Maó timetable.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The decanter panel firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of vendemmia-2030.parquet: {_SHA512}",
    f"The booking API container runs ghcr.io/maestrale/booking@sha256:{_IMAGE}.",
    f"MD5 of tank-readings_2031-09-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8e4b-4d16-a0c5-7b2e91d04f63 is the slow one in the Seaware logs.",
    "Purchase order PO-2031-00772 for 120 barriques from the cooperage ships on Monday.",
    "Zoho Desk #4471: the FortiGate at the olive mill reboots every night at 03:10.",
    "Booking SEA-2031-STB-004417: two adults and a car, Santa Teresa to Bonifacio, 14 August, 09:30.",
    "Call the Oliena mill office on +39 0784 287 731 before noon.",
    "ISBN 978-88-04-70345-7 is the olive-oil handbook on the lab shelf.",
    "The ferry-office van, plate FX 482 TZ, is due for its inspection in March.",
    "Tank 14 is at 16.5 °C and 1.032 g/cm³; the Vermentino tanks sit at 14 °C.",
    "After five wrong passwords the Meraki dashboard locks the account for 30 minutes.",
    "The Calangianus cork shed is 32 m long; a bale of cork planks weighs about 60 kg.",
    "The secret of a good Bosana oil is milling within 12 hours of the harvest.",
    "Ask Biel for the quay padlock code, I don't have it.",
    "My card ending 4471 was declined at the Maó chandlery.",
    "The San Marino customer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Seaware admin and keep them in the safe.",
    "No wallet support desk will ever ask for the recovery words.",
    "Keep `TOURCMS_PRIVATE_KEY` in the secrets store, never in the repository.",
    "The padlock on the cork shed rusts in the sea air; oil it every month.",
    "Ferryscanner moved the partner key page under Settings › Developers in its June release.",
    "The guest wifi 'Maestrale-Ospiti' is open, no password needed.",
    "Lot LOT-2031-OLI-0412: 350 kg of Bosana, yield 16.8 %, acidity 0.21 %.",
    "The AT-802 Fire Boss scoops 3,000 litres in about 15 seconds.",
    "The Bonifacio crossing takes 50 minutes; the 09:30 sailing was cancelled for the mistral.",
    "Es vaixell de les 18:00 surt des moll de Maó amb vint minuts de retard.",
    "Il codice del lotto è stampato sul tappo, non sull'etichetta.",
    "Personne de la coopérative ne vous demandera votre mot de passe au téléphone.",
    "El DNI no se manda por WhatsApp, se enseña en la taquilla.",
    "The 2030 Cannonau scored 91 points: 4,800 bottles at 14.5 % vol.",
    "Ticket 2031-0418 from the ferry desk: the Boca printer jams on the third boarding pass.",
    "Version 5.2.1 of the booking app fixes the Ciutadella timetable; the API stays at v3.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/cantina/parsec", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "4471", "purchase_order": "PO-2031-00772"}',
    '{"lot": {"id": "LOT-2031-OLI-0412", "weight_kg": 350, "acidity_pct": 0.21}}',
    '{"phone": "+39 0784 287 731", "city": "Oliena"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "barrels_in_cellar": 412}',
    '{"booking": "SEA-2031-STB-004417", "route": "Santa Teresa - Bonifacio", "sailing": "09:30"}',
    '{"aircraft": "AT-802 Fire Boss", "scoop_litres": 3000, "base": "Fertilia"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
