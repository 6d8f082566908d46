# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples and of their description)
"""Held-out secret families, hundred-and-thirty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirty-fourth's docstring,
the fifth to hundred-and-thirty-fourth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a crop or a
dish and a word of the yard or the warehouse with a number, two crops and a number, a name with a
birth year and a town, a crop and the weight of its sack, a cashew grade and a town, a town, a crop
and a year, a football club and a number, an agent's name with "Momo", a quay's number and a yard
word, leet words for cocoa, cashew, shea, banku, garba, attiéké, the reefer, the weighbridge, the
gantry and kenkey, generated groups), names, places, templates, tools, vendors and layouts, the way
the staff of the Bandama-Mono Produce Alliance (a fictional cocoa, cashew and port-logistics
network: a cocoa warehouse with its weighbridge at San-Pédro and buying stations at Soubré and
Méagui, a cashew-processing line at Glo-Djigbé near Cotonou buying raw nuts from Parakou and
Bondoukou, a container yard at Lomé and a warehouse at Takoradi, a mobile-money agent network in
Abidjan's Adjamé, Yopougon and Treichville, a rural health mutual at Méagui and an office in
Abidjan; staff from Côte d'Ivoire, Ghana, Togo, Benin, Nigeria, Lebanon and India) leak secrets
into an assistant's memory. The texts are WhatsApp, WhatsApp Business, Telegram, imo, Messenger,
Viber, Signal, Teams, Google Chat, Slack, Zoom, Skype, Botim, WeChat, Kaizala, Viva Engage,
Workvivo, Element, Wire, Threema and SMS messages, Google Keep, Samsung Notes, ColorNote, Notion,
OneNote, Evernote, Joplin, Obsidian, Simplenote, Standard Notes and Trello notes to self, GLPI,
osTicket, Freshdesk, Spiceworks and Zoho Desk tickets, a private GitHub issue, e-mails, an incident
note, a runbook, README fragments, shell history (bash, PowerShell, cmd, Termux, Git Bash, PuTTY,
Windows Terminal, tmux, cron, a GitLab CI job, a Jenkins log, an Ansible task, Task Scheduler),
configs, code, voice notes and requests to the assistant itself, around the panels of weighbridge,
moisture, processing, yard, reefer, payment, network, identity, solar and power hardware (a Yaohua
XK3190-DS3, a Keli D2008FA, a Baykon BX24, a Rinstrum R420 and a Cardinal 225 weighbridge
indicator, a Draminski TG Pro, a Wile 55 and an AquaBoy moisture meter, a Siemens KTP700, a Weintek
cMT3072 and a Delta DOP HMI, a Thermax boiler, Meyer, Taiho and Anysort colour sorters, SANY,
Hyster and Liebherr reach stackers, Carrier PrimeLINE, Star Cool, Daikin Zestia and Thermo King
Magnum reefers, a Navis N4 client, a Kenwood radio, a PAX A920 and an Urovo i9000s terminal, an
Xprinter and a Zebra printer, Huawei and ZTE MiFis, a Teltonika router, a SecuGen and a Futronic
fingerprint scanner, an Evolis card printer, a Canon copier, Deye, Felicity and Must inverters, a
DSE7320 and a ComAp generator controller, an APC UPS, Hikvision and Dahua recorders, MikroTik,
Omada and UniFi network gear). Tools none of heldouts 5 to 134 names: the Proxmark3 client (`pm3 -c
"lf t55xx … -p"`, `hf mf … -k`), MySQLInstallerConsole (`rootpasswd=`), Kaspersky Endpoint
Security's `avp.com` (`/password=`), makepasswd (`--clearfrom=-`), tightvncpasswd, Exchange's
`New-Mailbox`, CommuniGate Pro's CLI (`SETACCOUNTPASSWORD`, `CREATEACCOUNT`), ZPL's `^KP` sent to a
printer's port, and the HTTP APIs of the Ozeki NG and NowSMS gateways; configs of openIMIS, Kalkun,
HumHub, Elgg and OpenCBS; beside them the commands the product names (sshpass, mysql, redis-cli,
curl -u, docker login, htpasswd, smbclient, 7z, zip -P, openssl, gpg --passphrase, plink, xfreerdp,
net use, sqlplus, lftp, ipmitool, mosquitto_pub, sudo -S, ldapsearch, keytool, xh, kinit, sqlcmd,
rabbitmqctl, isql, passwd --stdin) and configs of .pgpass, NetworkManager, Docker Compose,
Terraform, wp-config, pgbouncer, chap-secrets, davfs2, nslcd, an INI `[credentials]` section,
msmtp's `passwordeval` and a Snom phone's export, in layouts of its own. About 43 % of the texts
are in other languages than English (by a rough count of the drawn samples): Bété (of Gagnoa, Daloa
and Soubré), Wè (Guéré, of Duékoué and Guiglo), Gouro (of Bouaflé), Attié (Akyé, of Adzopé and
Agboville), Koulango (of Bondoukou), Ahanta (of Sekondi-Takoradi), Gungbe (Gun, of Porto-Novo) and
Bariba (Baatonum, of Parakou), which no earlier docstring names, and Ivorian French, Nouchi,
Ghanaian Pidgin, Baoulé, Dioula, Ewe, Fon, Mina, Yoruba, Twi, Hausa, Lebanese Arabic (in Arabic
letters and in Arabizi), Hindi, Dutch, Mandarin (simplified characters) and Portuguese in wordings
of their own, and Spanish, Italian and Czech beside the seed phrases of their word lists. The eight
new languages' wordings are the author's approximations, checked by no speaker, built around a
possessive and a copula and the loanwords people there really text (password, code, username, wifi,
API key, card, carte du producteur, passeport, IBAN, cadenas, ordinateur, bascule): Bété's `ń … ɩ`,
Wè's `ḿ … ɛ`, Gouro's `ŋ … lè`, Attié's `mɛ … yi`, Koulango's `mɩ … nɩ`, Ahanta's `me … lɛ` (after
Nzema), Gungbe's `… ṣie wẹ yin` (after Fon's `cé wɛ nyí`) and Bariba's `na … wi`; their possessives
and copulas and all their negations in the clean texts are the thinnest guesses, and Mina's `nyɛ …
nyi` is a guess after Ewe. Vendors (PaiementPro, Lygos, GuTouch, Squad, Leatherback, Kippa, Bitnob,
Ejara, Cofina, Letexto, Nexah, BulkSMSGH, Hollatags, GUCE, GCNet, UNIPASS, SEGUB, Webb Fontaine,
Solvo, GT Nexus, BigSchedules, Cargoes Flow, Shippabo, GeoTraceability, Cool Farm Tool,
Agridigital, Releaf, Overstory, Mergdata, Ulula, Prewave, IntegrityNext, Sustainabill, Silae, EBP,
Mooncard, Expensya, N2F, PaySpace, Turaco, Curacel, Inclusivity Solutions, MicroEnsure, Pula,
Logidoo and Kamtar) are ones heldouts 5 to 134 do not name; none of them publishes a token shape
the author knows, so every shape here (Squad's `sq_live_`, Leatherback's `lb_sk_`, Bitnob's `sk.`,
Cargoes Flow's `cf_`, Releaf's `rlf_live_`, the UUIDs, hex runs, base64 runs and JWTs) is the
author's guess. The ids are kinds heldouts 5 to 134 do not use: the Conseil du Café-Cacao's
producer card, a COCOBOD farmer's passbook, Côte d'Ivoire's taxpayer account number (NCC), the
health mutual's member number, an ONECI attestation d'identité, a Lebanese civil-register extract
(ikhraj qaid), a road haulier's card (carte de transporteur), Benin's RAVIP number, a mobile-money
agent's card, a Togolese trader's card, and Beninese and Togolese passports under Gungbe, Bariba
and Ewe words; python-stdnum has no module for any of them and no library or this file checks them
(no check-digit algorithm is written here): they are unchecked, their shapes invented or as the
author believes them. Card numbers pass Luhn (RuPay prefixes drawn here, the other brands by the
value helpers, all checked with python-stdnum's `luhn`). The IBANs are of countries used least by a
rough count over the IBAN shapes of heldouts 5 to 134 (the United Kingdom and Italy in eight
corpora, the Czech Republic, Spain, Honduras, Poland, Romania and San Marino in nine), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Portuguese,
Spanish, Italian, Czech and Simplified Chinese lists, each with a valid checksum. Counts: 390
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
from stdnum import ean, iso6346, luhn
from stdnum import iban as std_iban
from stdnum import isbn as std_isbn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 136_540_271
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


# The words the alliance's staff build passwords from: crops and dishes, the yard's and the
# warehouse's words, towns, people, clubs, cashew grades and the weight of a sack.
_CROPS = ["Cacao", "Anacarde", "Cajou", "Kola", "Karite", "Hevea", "Robusta", "Palmiste",
          "Attieke", "Garba", "Alloco", "Kedjenou", "Placali", "Foutou", "Banku", "Kenkey",
          "Waakye", "Kelewele", "Akassa", "Amiwo", "Gari", "Abolo"]  # fmt: skip
_YARD = ["Portique", "Reefer", "Bascule", "Quai", "Darse", "Cavalier", "Stacker", "Twistlock",
         "Spreader", "Sacherie", "Magasin", "Tally", "Pesage", "Fumigation", "Sechoir",
         "Decortiqueuse"]  # fmt: skip
_PLACES = ["SanPedro", "Soubre", "Meagui", "Gagnoa", "Daloa", "Duekoue", "Guiglo", "Bouafle",
           "Agboville", "Adzope", "Bondoukou", "Yopougon", "Adjame", "Treichville", "Vridi",
           "Takoradi", "Sekondi", "Tarkwa", "Lome", "Kpalime", "Aneho", "Cotonou", "PortoNovo",
           "Ouidah", "Parakou", "GloDjigbe"]  # fmt: skip
_NAMES = ["Kouassi", "Adjoua", "Akissi", "Konan", "Drissa", "Fanta", "Seydou", "Gnahore", "Zadi",
          "Sery", "Tape", "Kwame", "Akosua", "Yaw", "Ekow", "Esi", "Kossi", "Afi", "Dodzi", "Edem",
          "Segla", "Mahougnon", "Codjo", "Folake", "Tunde", "Rami", "Nour", "Ziad", "Anil",
          "Sunita", "Venkatesh"]  # fmt: skip
_CLUBS = ["ASEC", "AFRICASPORTS", "SEWE", "KOTOKO", "HEARTS", "ELEPHANTS", "BLACKSTARS",
          "ECUREUILS", "EPERVIERS", "DYNAMIC"]  # fmt: skip
_GRADES = ["W180", "W210", "W240", "W320", "W450", "SW240", "SW320", "LWP", "SWP", "BB"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C4c40", "An4c4rd3", "K4r1t3", "B4nku", "G4rb4", "Att13k3", "R33f3r", "B4scul3",
         "P0rt1qu3", "K3nk3y"]  # fmt: skip


def _sack(g: random.Random) -> str:
    """A crop and the weight of its sack, the way the warehouse crews joke a password together."""
    return f"{g.choice(_CROPS)}{g.choice([64, 65, 80, 85, 50, 25])}kg{g.choice(_SYMBOLS)}"


def _grade(g: random.Random) -> str:
    """A cashew grade, a town and a sign: the processing line's habit."""
    return f"{g.choice(_GRADES)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, letters and digits, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CROPS)}{g.choice(_YARD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_CROPS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    _sack,
    _grade,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CROPS).lower()}_{g.randrange(1970, 2032)}",
    lambda g: f"{g.choice(_CLUBS)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _manager,
    lambda g: f"{g.choice(_NAMES)}Momo{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"Quai{g.randrange(1, 30)}{g.choice(_YARD)}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, groupe 'Magasin SP': the Yaohua XK3190-DS3 weighbridge indicator password is {pw}",
    "Telegram from Drissa: Keli D2008FA truck-scale terminal password {pw}",
    "imo message from Sery: Baykon BX24 indicator admin password {pw}",
    "Messenger, Zadi: the Rinstrum R420 setup password is {pw}",
    "Viber from Kwame: Cardinal 225 weighbridge display password {pw}",
    "Signal, Akosua: the Draminski TG Pro moisture meter's PC app password {pw}",
    "Teams chat, #magasin-takoradi: Wile 55 moisture logger sync password {pw}",
    "Google Chat, Ekow: AquaBoy KAM calibration station password {pw}",
    "Slack, #cashew-line: Siemens KTP700 panel password on the steaming line {pw}",
    "Zoom chat during the Glo-Djigbé call: Weintek cMT3072 HMI password {pw}",
    "Skype from Venkatesh: Delta DOP-107 HMI password for the dryer {pw}",
    "SMS from Anil: Thermax boiler controller password {pw}",
    "Botim from Rami: the Meyer colour sorter service password is {pw}",
    "WeChat from the sorter technician: Hefei Taiho colour sorter password {pw}",
    "Kaizala group 'Line 2': Anysort CCD sorter admin password {pw}",
    "Viva Engage post, Lomé yard: SANY SRSC45 reach stacker telematics password {pw}",
    "WhatsApp Business, Kossi: Hyster reach stacker display password {pw}",
    "Workvivo post: the Liebherr LiDAT portal password for the Lomé stackers is {pw}",
    "Telegram, reefer crew: Carrier PrimeLINE controller password {pw}",
    "Signal, Dodzi: Star Cool reefer service laptop password {pw}",
    "Element room 'Yard ops': Daikin Zestia reefer tool password {pw}",
    "Wire message from Afi: Thermo King Magnum service password {pw}",
    "Threema from Edem: Navis N4 client password for the night shift {pw}",
    "SMS from Kossi: the Kenwood NX-3320 radio programming password is {pw}",
    "WhatsApp, agent Adjamé 3: PAX A920 terminal admin password {pw}",
    "Telegram, agent network: Urovo i9000s supervisor password {pw}",
    "Messenger, Fanta: Xprinter XP-58 web config password {pw}",
    "imo from Seydou: Huawei E5576 MiFi admin password {pw}",
    "Viber, agent Yopougon: ZTE MF927U hotspot admin password {pw}",
    "Signal, Mahougnon: Teltonika RUT241 router password at the Parakou booth {pw}",
    "Google Keep note 'Mutuelle': SecuGen Hamster Pro 20 enrolment PC password {pw}",
    "Samsung Notes: Futronic FS88 scanner workstation password {pw}",
    "ColorNote on the Infinix: Evolis Primacy 2 card printer password {pw}",
    "Notion page 'Mutuelle Méagui IT': Lenovo Tab M10 kiosk admin password {pw}",
    "OneNote, Sunita's notebook: Canon imageRUNNER 2425 admin password {pw}",
    "Evernote note 'solar': Deye SUN-8K inverter cloud password {pw}",
    "Joplin note: Felicity Solar IVEM inverter Wi-Fi module password {pw}",
    "Obsidian daily note: Must PV18 inverter monitoring password {pw}",
    "Simplenote: DSE7320 generator controller password for the Perkins set {pw}",
    "Standard Notes: ComAp InteliLite password at the cashew line {pw}",
    "Trello card 'UPS': APC Smart-UPS network card password {pw}",
    "GLPI ticket #4467: the Hikvision DS-7608NI NVR password {pw} no longer works",
    "osTicket #1175: Dahua XVR5108 recorder password {pw}, please reset",
    "Freshdesk ticket 8812: MikroTik hAP ax² admin password {pw}",
    "Spiceworks ticket 301: TP-Link Omada OC200 controller password {pw} must be rotated",
    "Zoho Desk #5520: Ubiquiti UniFi Cloud Key password {pw}",
    "Hi Kwame,\n\nthe admin password for the Takoradi weighbridge PC is {pw}. Please delete this mail once it's in Bitwarden.\n\nThanks,\nEsi",
    "Incident 2031-11-08: the Hikvision NVR at San-Pédro was reachable from the internet with password {pw}",
    "Runbook: reefer alarm reset at the Lomé yard\n1. open the Carrier PrimeLINE\n2. log in as service\n3. password {pw}\n4. clear alarm AL05",
    "README (weighbridge PC)\nthe Yaohua export tool runs at http://10.21.4.5:8080, admin password `{pw}`.",
    "remember my Ecobank Omni Lite password: {pw}",
    "my Société Générale CI app password is {pw} now",
    "dictated: the Deye inverter portal password is {pw} full stop",
    "note to self: Thermax boiler HMI service password {pw}",
    "after the firmware update the PAX admin password became {pw}",
    "hey, can you hold on to the Navis N4 night-shift password for me? it's {pw}",
    "remind me tomorrow: the Baykon indicator at Soubré now takes {pw}",
    "the Liebherr stacker's service menu wants {pw} as its password",
    "Meyer sorter: the engineer set the service password to {pw} before he flew back",
    "Wi-Fi module of the Felicity inverter at the mutual: admin / password {pw}",
    "for the record, the DSE7320 PIN screen is off; the web password is {pw}",
    "SMS to myself: Thermo King TracKing portal password {pw}",
    "call notes, Venkatesh: the Thermax HMI engineer password is {pw}, do not give it to the operators",
    "the Hikvision NVR at the Lomé yard gate: admin password {pw}",
    "RustDesk on the weighbridge PC: permanent password {pw}",
    "TeamViewer on the Sage server, unattended password {pw}",
    "Starlink router at Parakou, admin password {pw}",
    "le mot de passe de l'indicateur de la bascule, c'est {pw}",
    "mot de passe du PC de pesage à Soubré : {pw}",
    "Adjoua : le nouveau mot de passe du NVR du magasin est {pw}",
    "mon code là c'est {pw} dè, pour le Sage",
    "le code du PC de la caisse là, c'est {pw} hein",
    "chaley, the password for the Takoradi scale PC be {pw}",
    "Yaw: the MiFi password wey we dey use now be {pw}",
    "n password'n ti {pw}",
    "bascule PC'n i password'n ti {pw}",
    "n ka password ye {pw} ye",
    "bascule ordinateur ka password ye {pw} ye",
    "nye password la enye {pw}",
    "reefer laptop la password la enye {pw}",
    "password cé wɛ nyí {pw}",
    "nyɛ password nyi {pw}",
    "password mi ni {pw}",
    "password kọ̀mpútà ìwọ̀n ni {pw}",
    "me password no yɛ {pw}",
    "scale computer no ho password yɛ {pw}",
    "kalmar sirri ta na kwamfutar sikeli ita ce {pw}",
    "الباسوورد تبعي هو {pw}",
    "shou pass el PC bel mizen? {pw}",
    "मेरा नया पासवर्ड {pw} है",
    "ड्रायर वाले पैनल का पासवर्ड {pw} है",
    "het wachtwoord van de weegbrug-pc in San-Pédro is {pw}",
    "过磅那台电脑密码：{pw}",
    "a senha do PC da balança em Lomé é {pw}",
    "ń password ɩ {pw}",
    "bascule ordinateur ń password ɩ {pw}",
    "ḿ password ɛ {pw}",
    "magasin PC ḿ password ɛ {pw}",
    "ŋ password lè {pw}",
    "ŋ bascule password lè {pw}",
    "mɛ password yi {pw}",
    "mɛ ordinateur password yi {pw}",
    "mɩ password nɩ {pw}",
    "mɩ cajou ligne password nɩ {pw}",
    "me password lɛ {pw}",
    "me scale computer password lɛ {pw}",
    "password ṣie wẹ yin {pw}",
    "password ordinateur ṣie tọn wẹ yin {pw}",
    "na password wi {pw}",
    "na cajou ligne password wi {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kouassi.k", "adjoua", "akissi.b", "konan", "drissa.t", "fanta", "seydou", "gnahore",
          "zadi.s", "sery", "kwame.a", "akosua", "yaw", "ekow.m", "esi", "kossi", "afi.d",
          "dodzi", "edem", "segla", "mahougnon", "codjo", "folake", "tunde.o", "rami.h", "nour",
          "anil.k", "sunita", "venkatesh", "pesage-sp", "yard-ops", "agent-adj3"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Drissa: the Navis N4 login is {u} / {pw}",
    "GLPI #4471: {u} locked out of the weighbridge PC, last password {pw}",
    "user {u} pass {pw}",
    "Notion › IT › Magasin SP › Yaohua export tool: {u} — {pw}",
    "| appareil | identifiant | mot de passe |\n|---|---|---|\n| NVR magasin SP | {u} | {pw} |",
    "sign into the Omada controller as {u} with {pw}",
    "Sage 100 login {u}:{pw}",
    "Login: {u}\nPassword: {pw}",
    "- host: bascule-sp\n  user: {u}\n  pass: {pw}",
    "Teams: account {u}, password {pw}",
    "Kossi says the reefer laptop account is {u} and the password is {pw}",
    "host,login,password\nnvr-lome-yard,{u},{pw}",
    "ssh {u}@tos-lome.bandamono.lan (password {pw})",
    "Telegram: creds for the PAX TMS are {u} and {pw}",
    "Omada controller — username: {u} password: {pw}",
    "the Sage 100 account for the night clerk: {u} with password {pw}",
    "SecuGen enrolment PC: log in as {u}, password {pw}",
    "{u} / {pw} for the Deye cloud portal",
    "identifiant : {u}\nmot de passe : {pw}",
    "accès mutuelle — identifiant {u}, mdp {pw}",
    "chaley, the username be {u} and the password be {pw}",
    "n username'n ti {u}, n password'n ti {pw}",
    "n ka username ye {u} ye, password ye {pw} ye",
    "nye username la enye {u}, nye password la enye {pw}",
    "username cé wɛ nyí {u}, password cé wɛ nyí {pw}",
    "username mi ni {u}, password mi ni {pw}",
    "me username yɛ {u}, me password yɛ {pw}",
    "يوزرنيم {u} وباسوورد {pw}",
    "लॉग-इन नाम {u}, और पासवर्ड {pw}",
    "ń username ɩ {u}, ń password ɩ {pw}",
    "ŋ username lè {u}, ŋ password lè {pw}",
    "me username lɛ {u}, me password lɛ {pw}",
    "username ṣie wẹ yin {u}, password ṣie wẹ yin {pw}",
    "na username wi {u}, na password wi {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["attieke", "kedjenou", "placali", "foutou", "alloco", "garba", "banku", "kenkey",
               "waakye", "kelewele", "akassa", "amiwo", "abolo", "gbofloto", "aloko", "djoumblé",
               "anacarde", "sacherie"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, and straight after it the number {d}",
    "for the weighbridge PC it's {w} with {d} at the end",
    "voice note: the magasin wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "the reefer laptop password: the dish {w}, lower case, then {d}",
    "Kossi said on the radio: {w}, then the numbers {d}",
    "password is just {w} and then {d} straight after",
    "it's {w}{d}, the word and the digits stuck together",
    "pour le mot de passe, écris d'abord {w}, et ensuite {d}",
    "c'est {w} en minuscules, et derrière tu mets {d}",
    "n password'n ti {w} su {d}",
    "n ka password ye {w} ye, o kɔ {d}",
    "nye password la enye nya {w}, emegbe {d}",
    "password mi ni ọ̀rọ̀ {w}, lẹ́yìn náà {d}",
    "me password yɛ {w}, na ɛno akyi {d}",
    "ń password ɩ {w}, ɛ {d}",
    "password ṣie wẹ yin {w}, bọ {d}",
    "me password lɛ {w}, na {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

# Tools none of heldouts 5 to 134 names, then the commands the product names in layouts of their
# own, each with where it runs ("unix": a shell, "win": cmd or PowerShell, "raw": a session of its
# own, written as it was). A template's secret is its ``{pw}``, or its ``{hex8}`` (a T5577 tag's
# password), ``{hex12}`` (a MIFARE Classic sector key) or ``{pin4}`` (a Zebra printer's password).
_CLI: list[tuple[str, str]] = [
    ('pm3 -c "lf t55xx detect -p {hex8}"', "unix"),
    ('proxmark3 /dev/ttyACM0 -c "lf t55xx dump -p {hex8}"', "unix"),
    ('pm3 -c "hf mf rdbl --blk 8 -a -k {hex12}"', "unix"),
    ("[usb] pm3 --> hf mf rdsc --sec 2 -b -k {hex12}", "raw"),
    ("MySQLInstallerConsole.exe community install server;8.0.36;x64:*:type=config;openfirewall=true;port=3306;rootpasswd={pw};servicename=MySQL80 --silent", "win"),
    ('"C:\\Program Files (x86)\\Kaspersky Lab\\KES.12.3.0\\avp.com" STOP RTP /login=KLAdmin /password={pw}', "win"),
    ("avp.com EXIT /login=KLAdmin /password={pw}", "win"),
    ("echo '{pw}' | makepasswd --crypt-md5 --clearfrom=-", "unix"),
    ("printf '%s\\n' '{pw}' | tightvncpasswd -f > ~/.vnc/passwd", "unix"),
    ("[PS] C:\\Windows\\system32>New-Mailbox -Name '{u}' -Alias {u} -UserPrincipalName {u}@bandamono.ci -Password (ConvertTo-SecureString -String '{pw}' -AsPlainText -Force)", "raw"),
    ('telnet cgp.bandamono.lan 106\n200 CommuniGate Pro CLI ready\nUSER postmaster\nSETACCOUNTPASSWORD {u}@bandamono.ci PASSWORD "{pw}"\n200 OK', "raw"),
    ('CommuniGate CLI, mutual domain:\nCREATEACCOUNT {u}@mutuelle.bandamono.ci {{Password = "{pw}"; RealName = "Agent mutuelle";}}', "raw"),
    ("printf '^XA^KP{pin4}^JUS^XZ' | nc zebra-quai2.lome-yard.lan 9100", "unix"),
    ("sshpass -p '{pw}' ssh {u}@bascule-sp.bandamono.lan 'tail -n 50 /var/log/pesage.log'", "unix"),
    ("mysql -h 10.21.4.5 -u{u} -p'{pw}' pesage -e 'select * from tickets order by id desc limit 5'", "unix"),
    ("redis-cli -h cache.momo.bandamono.lan -p 6380 -a '{pw}' --no-auth-warning llen agent:queue", "unix"),
    ("curl -s -u {u}:{pw} 'https://tos.lome-yard.lan/api/v1/units?category=reefer'", "unix"),
    ("docker login registry.bandamono.ci -u {u} -p '{pw}'", "unix"),
    ("htpasswd -b -c /etc/nginx/.mutuelle_htpasswd {u} '{pw}'", "unix"),
    ("smbclient //fs-abj.bandamono.lan/paie -U 'BMPA/{u}%{pw}' -c 'get bulletins_mars.zip'", "unix"),
    ("7z a -p'{pw}' -mhe=on releves_agents_mars.7z releves/", "unix"),
    ("zip -P '{pw}' -r pesees_novembre.zip pesees/", "unix"),
    ("openssl enc -aes-256-cbc -pbkdf2 -in adherents.csv -out adherents.csv.enc -pass pass:'{pw}'", "unix"),
    ("gpg --batch --yes --passphrase '{pw}' -c bordereaux_cacao.xlsx", "unix"),
    ('plink -ssh {u}@10.40.0.2 -pw "{pw}" "/ip hotspot active print"', "win"),
    ("xfreerdp /v:sage100.bandamono.lan /u:{u} /p:'{pw}' /cert:ignore /dynamic-resolution", "unix"),
    ("net use Z: \\\\fs-lome\\yard /user:BMPA\\{u} {pw} /persistent:no", "win"),
    ("sqlplus {u}/{pw}@//ora-tos.lome-yard.lan:1521/TOSPRD", "unix"),
    ("lftp -u {u},'{pw}' sftp://edi.bandamono.ci -e 'mirror coparn/ ./coparn; bye'", "unix"),
    ("ipmitool -I lanplus -H 10.10.0.21 -U {u} -P '{pw}' chassis power status", "unix"),
    ("mosquitto_pub -h mqtt.glo.lan -u {u} -P '{pw}' -t sechoir/4/temperature -m 61.5", "unix"),
    ("echo '{pw}' | sudo -S systemctl restart pesage-export", "unix"),
    ("ldapsearch -x -H ldap://dc1.bandamono.lan -D 'cn={u},ou=staff,dc=bandamono,dc=lan' -w '{pw}' '(uid=adjoua)'", "unix"),
    ("keytool -genkeypair -alias agentapp -keyalg RSA -keystore agent-release.jks -storepass '{pw}' -dname 'CN=BMPA'", "unix"),
    ("xh -a {u}:{pw} https://mutuelle.bandamono.ci/api/adherents?page=2", "unix"),
    ("echo '{pw}' | kinit {u}@BANDAMONO.LAN", "unix"),
    ('sqlcmd -S sage-sql.bandamono.lan -U {u} -P "{pw}" -Q "SELECT TOP 5 * FROM F_DOCENTETE"', "win"),
    ("rabbitmqctl add_user {u} '{pw}'", "unix"),
    ("isql MUTUELLE_DSN {u} '{pw}' -v", "unix"),
    ("printf '{pw}\\n' | passwd --stdin {u}", "unix"),
]  # fmt: skip
_ANY_SHELL = [
    "{c}", "la commande que Konan a tapée : {c}", "la commande de Drissa : {c}",
    "na this command Yaw type for the yard: {c}", "mɩ command nɩ: {c}", "command ṣie: {c}",
    "ń command ɩ: {c}", "me command lɛ: {c}", "टर्मिनल में यह चलाया था: {c}", "我在终端里敲的：{c}",
]  # fmt: skip
_SHELLS: dict[str, list[str]] = {
    "unix": [
        *_ANY_SHELL, "$ {c}", "kouassi@bascule-sp:~$ {c}", "Termux on the agent's phone ~ $ {c}",
        "Git Bash, MINGW64 ~/mutuelle-api $ {c}", "PuTTY session 'bascule-sp':\n{c}",
        "pi@gate-ocr:~ $ {c}", "Windows Terminal (Ubuntu-22.04) $ {c}",
        "history | grep pass\n  412  {c}", "~/.bash_history, line 88: {c}",
        "crontab -l\n15 2 * * * {c}", "GitLab CI job log:\n$ {c}", "Jenkins console output:\n+ {c}",
        "Ansible task:\n  - name: run it\n    ansible.builtin.shell: |\n      {c}",
        "VS Code terminal (Remote-SSH tos-lome) $ {c}", "tmux pane 'reefer': {c}",
    ],
    "win": [
        *_ANY_SHELL, "PS C:\\Users\\kouassi> {c}", "C:\\Windows\\system32>{c}",
        "cmd.exe on the Sage server: {c}", "Task Scheduler action on the weighbridge PC: {c}",
        "ConsoleHost_history.txt on the yard PC:\n{c}", "deploy.bat, line 12: {c}",
    ],
    "raw": ["{c}"],
}  # fmt: skip
_CLI_SLOTS: dict[str, Maker] = {
    "{hex8}": _j((UPPER_HEX, 8)),
    "{hex12}": _j((UPPER_HEX, 12)),
    "{pin4}": _j((D, 4)),
    "{pw}": _plain_pw,
}


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, where in v.cycle(rng, _CLI, n):
        slot = next(s for s in _CLI_SLOTS if s in template)
        secret = _CLI_SLOTS[slot](rng)
        fields = {"u": rng.choice(_USERS), slot.strip("{}"): secret}
        text = rng.choice(_SHELLS[where]).format(c=template.format_map(fields))
        out.append(Sample("cli_password", text, secret))
    return out


_URLS = [
    "rtsp://{u}:{pw}@10.21.4.18:554/Streaming/Channels/101",
    "http://sms-gw.bandamono.lan:9501/api?action=sendmessage&username={u}&password={pw}&recipient=%2B2250758214693&messagetype=SMS:TEXT&messagedata=Pesee+terminee",
    "http://10.30.0.9:8800/?User={u}&Password={pw}&PhoneNumber=%2B233244518807&Text=Reefer+alarm+Lome",
    "postgresql://{u}:{pw}@imis-db.mutuelle.lan:5432/openimis",
    "mysql://{u}:{pw}@kalkun-db.bandamono.lan:3306/kalkun",
    "mongodb+srv://{u}:{pw}@agents.bandamono.ci/momo?retryWrites=true&w=majority",
    "ftp://{u}:{pw}@10.21.4.2/exports/pesees/",
    "ftps://{u}:{pw}@edi.lome-yard.lan:990/coparn/",
    "redis://{u}:{pw}@cache.momo.bandamono.lan:6380/2",
    "smb://BMPA;{u}:{pw}@fs-abj.bandamono.lan/paie",
    "Server=sage-sql.bandamono.lan;Database=SAGE100;User Id={u};Password={pw};TrustServerCertificate=True;",
    "amqp://{u}:{pw}@mq.lome-yard.lan:5672/%2Fgate",
    "opc.tcp://{u}:{pw}@plc-sechoir.glo.lan:4840",
    "davs://{u}:{pw}@cloud.bandamono.ci/remote.php/dav/files/compta/",
    "jdbc:postgresql://imis-db.mutuelle.lan:5432/openimis?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "the old line in the Kalkun config: {c}",
    "garde-moi cette chaîne de connexion : {c}", "keep this for the yard: {c}",
    "GLPI #4473: {c}", "Notion page 'Serveurs': {c}", "database connection string no yɛ {c}",
    "connection string ṣie: {c}", "这是数据库的连接地址：{c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_952_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bandama-mono", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "declarations:write manifests:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# No vendor here publishes a token shape the author knows: every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("PaiementPro", "PAIEMENTPRO_API_KEY", _j((ALNUM, 32))),
    ("Lygos", "LYGOS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("GuTouch", "GUTOUCH_AGENCY_SECRET", _j((HEX, 40))),
    ("Squad", "SQUAD_SECRET_KEY", _j("sq_live_", (ALNUM, 40))),
    ("Leatherback", "LEATHERBACK_SECRET_KEY", _j("lb_sk_", (ALNUM, 32))),
    ("Kippa", "KIPPA_API_KEY", _j((HEX, 32))),
    ("Bitnob", "BITNOB_SECRET_KEY", _j("sk.", (HEX, 48))),
    ("Ejara", "EJARA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Cofina", "COFINA_API_SECRET", _j((B64, 43), "=")),
    ("Letexto", "LETEXTO_API_TOKEN", _j((HEX, 32))),
    ("Nexah", "NEXAH_API_KEY", _j((ALNUM, 28))),
    ("BulkSMSGH", "BULKSMSGH_API_KEY", _j((ALNUM, 32))),
    ("Hollatags", "HOLLATAGS_API_PASS", _j((ALNUM, 30))),
    ("GUCE", "GUCE_CI_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("GCNet", "GCNET_API_KEY", _j((UPPER_HEX, 32))),
    ("UNIPASS", "UNIPASS_GH_TOKEN", _vendor_jwt("https://api.unipassghana.com")),
    ("SEGUB", "SEGUB_API_KEY", _j((HEX, 40))),
    ("Webb Fontaine", "WEBBFONTAINE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Solvo", "SOLVO_TOS_API_KEY", _j((HEX, 64))),
    ("GT Nexus", "GTNEXUS_DATAKEY", _j((HEX, 40))),
    ("BigSchedules", "BIGSCHEDULES_API_KEY", _j((ALNUM, 32))),
    ("Cargoes Flow", "CARGOESFLOW_API_KEY", _j("cf_", (ALNUM, 40))),
    ("Shippabo", "SHIPPABO_API_TOKEN", _j((URLSAFE, 43))),
    ("GeoTraceability", "GEOTRACEABILITY_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Cool Farm Tool", "COOLFARM_API_KEY", _j((HEX, 32))),
    ("Agridigital", "AGRIDIGITAL_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Releaf", "RELEAF_API_KEY", _j("rlf_live_", (ALNUM, 32))),
    ("Overstory", "OVERSTORY_API_TOKEN", _vendor_jwt("https://api.overstory.com")),
    ("Mergdata", "MERGDATA_TOKEN", _j((HEX, 40))),
    ("Ulula", "ULULA_API_KEY", _j((ALNUM, 36))),
    ("Prewave", "PREWAVE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("IntegrityNext", "INTEGRITYNEXT_CLIENT_SECRET", _j((B64, 64))),
    ("Sustainabill", "SUSTAINABILL_API_KEY", _j((HEX, 64))),
    ("Silae", "SILAE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("EBP", "EBP_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Mooncard", "MOONCARD_API_TOKEN", _j((ALNUM, 40))),
    ("Expensya", "EXPENSYA_API_KEY", _j((HEX, 32))),
    ("N2F", "N2F_CLIENT_SECRET", _j((ALNUM, 32))),
    ("PaySpace", "PAYSPACE_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Turaco", "TURACO_API_KEY", _j((HEX, 40))),
    ("Curacel", "CURACEL_API_KEY", _j((ALNUM, 64))),
    ("Inclusivity Solutions", "ASPIN_API_KEY", lambda g: v.uuid4(g, "8")),
    ("MicroEnsure", "MICROENSURE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Pula", "PULA_API_KEY", _j((HEX, 32))),
    ("Logidoo", "LOGIDOO_API_KEY", _j((ALNUM, 40))),
    ("Kamtar", "KAMTAR_API_TOKEN", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "setx {env} \"{tok}\"",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "docker run -d -e {env}={tok} bandamono/agent-sync:2.3",
    "kubectl create secret generic agent-sync --from-literal={env}={tok}",
    "fly secrets set {env}={tok} -a mutuelle-api",
    "heroku config:set {env}={tok} -a bmpa-traceability",
    "GitHub Actions repository secret {env}: {tok}",
    "supervisord.conf:\n[program:sync]\nenvironment={env}=\"{tok}\"",
    "wp-config.php:\ndefine('{env}', '{tok}');",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "BMPA ERP › Paramètres › Intégrations › {vendor} › Clé API : {tok}",
    "Notion table 'Intégrations': | {vendor} | prod | {tok} |",
    "Trello card: rotate the {vendor} key {tok}",
    "WhatsApp, Drissa: {vendor} key for the agents' sync: {tok}",
    "Teams: the {vendor} token we use now is {tok}, the old one is revoked",
    "GLPI #4480: {vendor} sync fails with 401, configured key {tok}",
    "osTicket #1182: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} support gave us a new key: {tok}",
    "store this for the {vendor} integration: {tok}",
    "{vendor} dashboard › Developers › API keys: {tok}",
    "Zoho Desk #5534: {vendor} webhook rejected, key on file {tok}",
    "Slack, #integrations: {vendor} prod key {tok} (sandbox one is in the vault)",
    "Notion 'Vendors' page: {vendor} — API key {tok}",
    "email from the {vendor} account manager: your live API key is {tok}",
    "the {vendor} secret in the agent app's build is {tok}",
    "Obsidian note 'keys': {vendor} {tok}",
    "GitHub issue #88 (private repo): {vendor} calls fail; current token {tok}",
    "clé API {vendor} du pont-bascule de San-Pédro : {tok}",
    "la clé API qu'on utilise pour {vendor}, c'est {tok}",
    "la clé {vendor} là c'est {tok} dè",
    "chaley, {vendor} key dey here: {tok}",
    "{vendor} API key'n ti {tok}",
    "{vendor} ka API key ye {tok} ye",
    "{vendor} API key la nye {tok}",
    "{vendor} API key ɔ wɛ nyí {tok}",
    "API key {vendor} ni {tok}",
    "{vendor} API key no yɛ {tok}",
    "API key ɗin {vendor} shi ne {tok}",
    "الـAPI key تبع {vendor} هو {tok}",
    "{vendor} का API key यह है: {tok}",
    "{vendor} API-sleutel voor de cacao-export: {tok}",
    "{vendor} 给我们的 API key：{tok}",
    "a chave API que a {vendor} nos deu para o armazém de Lomé é {tok}",
    "ń {vendor} API key ɩ {tok}",
    "ḿ {vendor} API key ɛ {tok}",
    "ŋ {vendor} API key lè {tok}",
    "mɛ {vendor} API key yi {tok}",
    "mɩ {vendor} API key nɩ {tok}",
    "me {vendor} API key lɛ {tok}",
    "{vendor} API key ṣie wẹ yin {tok}",
    "na {vendor} API key wi {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    squad = "sq_live_" + _r(rng, ALNUM, 40)
    releaf = "rlf_live_" + _r(rng, ALNUM, 32)
    paiementpro = _r(rng, ALNUM, 32)
    cargoes = "cf_" + _r(rng, ALNUM, 40)
    letexto = _r(rng, HEX, 32)
    solvo = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'const squad = new SquadClient({{ secretKey: "{squad}", env: "live" }});', squad),
        Sample("vendor_token", f'buildConfigField("String", "RELEAF_API_KEY", "\\"{releaf}\\"")', releaf),
        Sample("vendor_token", f"$pp = new PaiementPro('MERCH-0412', '{paiementpro}');", paiementpro),
        Sample("vendor_token", f'requests.get("https://connect.cargoes.com/flow/api/public_tracking/v1/shipments", headers={{"X-DPW-ApiKey": "{cargoes}"}})', cargoes),
        Sample("vendor_token", f'res/values/secrets.xml:\n<string name="letexto_token">{letexto}</string>', letexto),
        Sample("vendor_token", f'"Solvo": {{ "BaseUrl": "https://tos.lome-yard.lan", "ApiKey": "{solvo}" }}', solvo),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "le token : {t}",
                "{t}\n^ the new one, the old one is dead", "conserve-moi ce jeton : {t}", "token ṣie: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the silo moisture sensor SM-12 at Soubré (OTAA): {h}": 32,
    "AppSKey of the reefer plug monitor, stack B7 at Lomé (ABP): {h}": 32,
    "HMAC secret for the mobile-money webhook of the agent app: {h}": 64,
    "WPA-PSK of the yard's OCR gate, as the Raspberry Pi stores it (hex): {h}": 64,
    "MIFARE DESFire AES master key of the mutual's member cards: {h}": 32,
    "clé AES de chiffrement des exports de la bascule (hex) : {h}": 64,
    "backup encryption key ṣie: {h}": 64,
    "me backup encryption key lɛ: {h}": 48,
    "备份加密用的钥匙（十六进制）：{h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #4490: token copied from the browser's network tab {t}",
    "Cookie: lang=fr-CI; mutuelle_session={t}",
    "AGENT_APP_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "jeton copié depuis l'app agent : {t}",
    "chaley, the token be {t}",
    "Freshdesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_952_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@bandamono.ci"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.bandamono.ci/realms/agents",
            "azp": "agent-app",
            "roles": ["agent", "cash-out"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the weighbridge PC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/mutuelle.bandamono.ci.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"UNIPASS_SIGNING_KEY": "{key}", "declarant": "BMPA-GH"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_yard <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "osTicket #1190, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "la clé privée SSH du serveur de la mutuelle, au cas où :\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP drop at Takoradi:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQcYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I burn it: {p}": "english",
    "Valora recovery phrase (the cooperative's Celo wallet)\n{p}": "english",
    "Muun wallet emergency words for the drivers' fuel float: {p}": "english",
    "BlueWallet seed backup: {p}": "english",
    "voice note: the Exodus recovery words are {p} and that's all of them": "english",
    "phrase de récupération du portefeuille Ejara : {p}": "french",
    "mots Bitnob à garder hors ligne : {p}": "french",
    "backup da Atomic Wallet (palavras): {p}": "portuguese",
    "la semilla de SafePal, no compartir: {p}": "spanish",
    "parole segrete del wallet Phoenix: {p}": "italian",
    "seed Trezoru od kupce z Ostravy: {p}": "czech",
    "币安 Web3 钱包助记词：{p}": "chinese_simplified",
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
        " | ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
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
        return _card_of(rng, ["6070", "6080", "6521", "6529", "5085", "8172"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Esi: the company card for the reefer spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "GLPI #4502: pay the Deye inverter repair with card {c}",
    "Card for the Starlink subscription: {c} (exp {mm}/{yy})",
    "Amex for the Navis licence renewal: {c}, valid until {mm}/{yy}",
    "card on file for the fuel supplier: {c}",
    "my Ecobank debit card {c}, expires {mm}/{yy}",
    "le numéro de la carte de la boîte : {c}, expire {mm}/{yy}",
    "ma carte Visa là : {c}, {mm}/{yy}",
    "chaley, take my card number: {c}, {mm}/{yy}",
    "n ka carte numéro ye {c} ye",
    "nye card number la enye {c}, {mm}/{yy}",
    "رقم الكارت تبعي: {c}",
    "कंपनी वाला कार्ड: {c}, {mm}/{yy}",
    "ń carte numéro ɩ {c}, {mm}/{yy}",
    "carte numéro ṣie wẹ yin {c}",
    "me card number lɛ {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "rupay", "amex", "unionpay", "maestro", "discover", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV {cvv}",
               "the three little digits at the back of the Ecobank card: {cvv}",
               "Amex {c}, the four-digit code printed on the front: {cvv}",
               "cryptogramme de la carte de la boîte : {cvv}",
               "the three number for back of the card be {cvv}",
               "الـCVV تبع الكارت: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 134 (the United
# Kingdom and Italy in eight corpora, the Czech Republic, Spain, Honduras, Poland, Romania and San
# Marino in nine); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's
# iban.dat.
_IBAN_SHAPES = {"GB": "aaaa" + "n" * 14, "IT": "a" + "n" * 10 + "c" * 12, "CZ": "n" * 20,
                "ES": "n" * 20, "HN": "aaaa" + "n" * 20, "PL": "n" * 24, "RO": "aaaa" + "c" * 16,
                "SM": "a" + "n" * 10 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BMPA-2031-0418: please pay the jute sacks to {i} within 30 days",
    "save the cocoa broker's IBAN: {i}",
    "bank details for the shea butter buyer, IBAN {i}, BIC on the invoice",
    "IBAN: {i}\nReference: contract CC-2031-77, Soubré main crop",
    "Teams, #treasury: the chocolate maker's new bank details, IBAN {i}",
    "IBAN du torréfacteur pour la facture : {i}",
    "mon IBAN là c'est {i}",
    "n ka banki IBAN ye {i} ye",
    "nye IBAN la enye {i}",
    "IBAN mi ni {i}",
    "الـIBAN تبعي: {i}",
    "ń IBAN ɩ {i}",
    "IBAN ṣie wẹ yin {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Identity numbers and documents of kinds heldouts 5 to 134 do not use. python-stdnum has no module
# for any of them, and no check digit is computed here: each shape is invented or as the author
# believes it, and unchecked.
def _producer_card(g: random.Random) -> str:
    """The Conseil du Café-Cacao's producer card (carte du producteur): a region, a serial and a
    letter; shape invented."""
    return f"{g.choice(['SP', 'SB', 'GA', 'DL', 'DK'])}{g.randrange(10, 100)}-{_r(g, D, 6)}-{g.choice(UPPER)}"


def _passbook(g: random.Random) -> str:
    """A COCOBOD farmer's passbook number: a region's and a district's letters and six digits;
    shape invented."""
    return f"WN-{g.choice(['SEF', 'JUA', 'BIA', 'ENC'])}-{_r(g, D, 6)}"


def _ncc(g: random.Random) -> str:
    """Côte d'Ivoire's taxpayer account number (numéro de compte contribuable): seven digits and a
    letter, as the author believes it; its letter is not checked here."""
    return f"{g.choice('1234567')}{_r(g, D, 6)} {g.choice(UPPER)}"


def _member(g: random.Random) -> str:
    """The health mutual's member number (numéro d'adhérent): the mutual, a year, six digits."""
    return f"MAS-{g.randrange(2019, 2032)}-{_r(g, D, 6)}"


def _attestation(g: random.Random) -> str:
    """An ONECI attestation d'identité number: two letters and ten digits; shape invented."""
    return f"AI{_r(g, D, 10)}"


def _ikhraj(g: random.Random) -> str:
    """A Lebanese civil-register extract (إخراج قيد) number: eight digits; shape invented."""
    return g.choice("123456789") + _r(g, D, 7)


def _haulier_card(g: random.Random) -> str:
    """A road haulier's card (carte de transporteur) in Côte d'Ivoire: a town, a serial and two
    letters; shape invented."""
    return f"TR-{g.choice(['SP', 'ABJ', 'DL'])}-{_r(g, D, 5)}-{_r(g, UPPER, 2)}"


def _ravip(g: random.Random) -> str:
    """Benin's personal identification number from the RAVIP census: ten digits, as believed."""
    return g.choice("123456789") + _r(g, D, 9)


def _agent_card(g: random.Random) -> str:
    """A mobile-money agent's registration card: AG and eight digits; shape invented."""
    return f"AG{_r(g, D, 8)}"


def _bj_passport(g: random.Random) -> str:
    """A Beninese passport: a letter and seven digits, as the author believes it."""
    return g.choice("BC") + _r(g, D, 7)


def _tg_passport(g: random.Random) -> str:
    """A Togolese passport: a letter and seven digits; shape invented."""
    return f"{g.choice('ABC')}{_r(g, D, 7)}"


def _trader_card(g: random.Random) -> str:
    """A Togolese trader's card (carte de commerçant): the town, a year and a serial; invented."""
    return f"TG-LFW-{g.randrange(2015, 2032)}-{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "le numéro sur ma carte du producteur (CCC) : {s}": _producer_card,
    "Gnahoré's producer card (Conseil du Café-Cacao), for the premium: {s}": _producer_card,
    "ń carte du producteur numéro ɩ {s}": _producer_card,
    "my COCOBOD farmer passbook number: {s}": _passbook,
    "me cocoa passbook number lɛ {s}": _passbook,
    "numéro de compte contribuable (NCC) de ma boutique : {s}": _ncc,
    "NCC of Seydou's shop, for the tax office: {s}": _ncc,
    "mon numéro d'adhérent à la mutuelle : {s}": _member,
    "mɛ mutuelle numéro d'adhérent yi {s}": _member,
    "numéro de mon attestation d'identité (ONECI) : {s}": _attestation,
    "ḿ attestation d'identité numéro ɛ {s}": _attestation,
    "رقم إخراج القيد تبعي: {s}": _ikhraj,
    "Rami's Lebanese civil-register extract (ikhraj qaid) number: {s}": _ikhraj,
    "haulier card of the Daloa truck driver (carte de transporteur): {s}": _haulier_card,
    "ŋ carte de transporteur numéro lè {s}": _haulier_card,
    "my RAVIP number for the Ecobank Benin form: {s}": _ravip,
    "RAVIP numéro ṣie wẹ yin {s}": _ravip,
    "n ka carte d'agent MoMo numéro ye {s} ye": _agent_card,
    "passeport ṣie tọn wẹ yin {s}": _bj_passport,
    "na passeport numéro wi {s}": _bj_passport,
    "nye passport number la enye {s}": _tg_passport,
    "nyɛ carte de commerçant numéro nyi {s}": _trader_card,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Codes de secours Google pour compta@bandamono.ci :\n{codes}",
            "Microsoft 365 backup codes (Kwame's account): {codes}",
            "Bitnob 2FA recovery codes\n{codes}", "n ka 2FA backup codes ye: {codes}",
            "2FA backup codes ṣie lẹ: {codes}", "2FA backup codes siwo le asinye: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Ejara:ama@bandamono.ci?secret={s}&issuer=Ejara&digits=6",
              "secret TOTP (Aegis) pour le compte Silae : {s}",
              "setup key for the Mooncard admin's authenticator: {s}",
              "me 2FA secret key lɛ {s}"]  # fmt: skip
_CODES = ["Votre code de validation Orange Money est {c}. Ne le communiquez à personne.",
          "{c} is your MTN MoMo verification code. Do not share it with anyone.",
          "Wave : ton code de connexion est {c}", "Moov Money Bénin : votre code OTP est {c}, valable 5 min",
          "Celtiis: {c} ni code OTP rẹ, ma fi han ẹnikẹ́ni"]  # fmt: skip


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


_SSIDS = ["BMPA-Magasin-SP", "Bascule_SanPedro", "MOOV-4G-Soubre", "Orange-Fibre-Yop",
          "MTN_4G_Takoradi", "Telecel-Sekondi-Yard", "Togocom-Lome-Quai", "Moov-Africa-Lome",
          "Celtiis-GloDjigbe", "MTN-Benin-Cajou", "Mutuelle-Sante-Meagui", "AgentMoMo-Adjame3",
          "Reefer-Lome-B7", "Starlink-Parakou"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};;",
    "Réseau : {s}\nClé de sécurité : {pw}",
    "warehouse network {s}, password {pw}",
    "wifi at the office: {s} / {pw}",
    "guest network for the auditors: {s}, key {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "the key printed under the Huawei box: {pw}",
    "MiFi at the Adjamé booth: network {s}, password {pw}",
    "wifi for the reefer techs: {s} — {pw}",
    "hotspot {s} on the agent's phone, password {pw}",
    "pour se connecter au {s}, tape {pw}",
    "chaley, the {s} wifi password be {pw}",
    "wifi {s} password'n ti {pw}",
    "wifi {s} ka password ye {pw} ye",
    "wifi {s} password la enye {pw}",
    "wifi {s} tɔn password wɛ nyí {pw}",
    "wifi {s}: password rẹ̀ ni {pw}",
    "شبكة {s} والباسوورد تبعها {pw}",
    "wifi {s} ń password ɩ {pw}",
    "wifi {s} mɩ password nɩ {pw}",
    "wifi {s} tọn password wẹ yin {pw}",
    "na wifi {s} password wi {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sq_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("rlf_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[voice note, dictated] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "je te le dicte signe par signe : {t}",
          "I dey spell am one by one: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["le cadenas de l'entrepôt n°3 (San-Pédro) s'ouvre avec {pw}", "code du coffre de la caisse MoMo d'Adjamé : {pw}",
          "the reefer plug room keypad at the Lomé yard takes {pw} then #",
          "padlock on the raw-nut store at Glo-Djigbé: {pw}",
          "combination of the fuel store at Takoradi: {pw}",
          "safe in the mutual's office opens with {pw}",
          "the key box at the Lomé yard gate: {pw}",
          "le code du portail de la mutuelle là, c'est {pw}",
          "ń cadenas code ɩ {pw}", "cadenas code ṣie wẹ yin {pw}", "me padlock code lɛ {pw}",
          "نمرة القفل تبع المخزن: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["attieke", "kedjenou", "placali", "foutou", "alloco", "banku", "kenkey",
                 "waakye", "akassa", "amiwo", "sacherie", "portique", "spreader", "darse",
                 "bascule", "sechoir", "decortiqueuse", "twistlock"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the finance vault: {p}": " ",
            "KeePassXC database passphrase (mutuelle.kdbx): {p}": " ",
            "Enpass master passphrase: {p}": "-", "mot de passe maître du coffre Proton Pass (une phrase) : {p}": ".",
            "passphrase du volume chiffré de la paie : {p}": " ", "me passphrase lɛ {p}": "_",
            "ḿ passphrase ɛ {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection 'Mutuelle API', header Authorization: Basic {v}": True,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Bruno request 'Lygos payout': Authorization: Bearer {v}": False,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch export of the GUCE call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "openIMIS backend .env:\nDB_HOST=imis-db\nDB_NAME=openimis\nDB_USER=imis\nDB_PASSWORD={pw}",
    "Kalkun application/config/database.php:\n$db['default']['username'] = 'kalkun';\n$db['default']['password'] = '{pw}';",
    "HumHub protected/config/dynamic.php:\n'db' => ['dsn' => 'mysql:host=localhost;dbname=humhub', 'username' => 'humhub', 'password' => '{pw}'],",
    "Elgg elgg-config/settings.php:\n$CONFIG->dbuser = 'elgg';\n$CONFIG->dbpass = '{pw}';",
    "OpenCBS.exe.config:\n<add key=\"DatabaseUser\" value=\"opencbs\" />\n<add key=\"DatabasePassword\" value=\"{pw}\" />",
    "~/.pgpass on the mutual's server:\nimis-db.mutuelle.lan:5432:openimis:imis:{pw}",
    "/etc/NetworkManager/system-connections/Magasin-SP.nmconnection:\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={pw}",
    "docker-compose.yml:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "variables.tf:\nvariable \"tos_db_password\" {{\n  default = \"{pw}\"\n}}",
    "wp-config.php of the cooperative's site:\ndefine('DB_PASSWORD', '{pw}');",
    "/etc/pgbouncer/userlist.txt:\n\"imis\" \"{pw}\"",
    "/etc/ppp/chap-secrets:\n# client  server  secret  IP\nmifi-adjame3  *  {pw}  *",
    "/etc/davfs2/secrets:\nhttps://cloud.bandamono.ci/remote.php/dav/files/compta compta {pw}",
    "/etc/nslcd.conf:\nbinddn cn=nslcd,dc=bandamono,dc=lan\nbindpw {pw}",
    "bascule.ini:\n[credentials]\nuser=pesage\npassword={pw}",
    "~/.msmtprc:\naccount mutuelle\nuser alertes@bandamono.ci\npasswordeval \"echo {pw}\"",
    "Snom D735 settings export:\nuser_name1: 2104\nuser_pass1: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kwame: weighbridge PC password?\nAma: {pw}",
    "[07:02] drissa: c'est quoi le code du PC de pesée ?\n[07:03] adjoua: {pw}",
    "Folake: {pw} is the new password for the Sage login",
    "Rami: use {pw}, that's what the reefer laptop has now",
    "Esi: new Navis password?\nKwame: {pw}",
    "[18:40] ekow: reset the Omada admin, it's {pw} now",
    "Konan: password nga be kacili'n ti {pw}",
    "Seydou: an ka password ye {pw} ye bi",
    "Edem: password si wotrɔ la nye {pw}",
    "Tunde: password tuntun ni {pw}",
    "Yaw: password a ɛyɛ foforɔ no yɛ {pw}",
    "Gnahoré: ń password nouveau ɩ {pw}",
    "Sègla: password yọyọ lọ wẹ yin {pw}",
    "अनिल: नया पासवर्ड {pw} है",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "mot de pa\u200bsse : {pw}", "pass\u200dword = {pw}", "pass\u00adword → {pw}",
    "\u0440\u0430\u0455\u0455word: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｍｏｔ ｄｅ ｐａｓｓｅ : {pw}", "ᴍᴏᴛ ᴅᴇ ᴘᴀssᴇ : {pw}",
    "pass\u2063word: {pw}",
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
    "le code d'accès du poste de pesée est": "{s}", "Yaohua indicator pw:": "{s} (since the board swap in August)",
    "n ka password ye": "{s} ye", "Navis N4 password": "{s}\nchange it after the main crop",
    "nye password la enye": "{s}", "mot de passe :": "{s}", "chaley, the password be": "{s}",
    "Sage 100 password": "{s}", "the password Kossi read out over the radio was": "{s}, I think",
    "password ṣie wẹ yin": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Lygos API key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_token", "GCNet key:", "{s} (customs declarations)", _j((UPPER_HEX, 32))),
    ("split_token", "Squad secret key", "{s}", _j("sq_live_", (ALNUM, 40))),
    ("split_seed", "Valora recovery words", "{s}", _english_seed),
    ("split_card", "numéro de carte", "{s} exp 08/35", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PL"))),
    ("split_backup", "Bitnob recovery codes", "{s}\nqhzt-4417-m2k8\nwpra-0932-x7d1", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "carte du producteur", "{s}", _producer_card),
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


def _json_pw(g: random.Random) -> str:
    """A password that JSON holds as written (no quote or backslash to escape)."""
    return v.until(g, _pw, lambda value: '"' not in value and "\\" not in value)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"bascule": {"url": "http://10.21.4.5:8080", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"compte": {"utilisateur": "pesage-sp", "mdp": "{s}"}}': ("meta_password", _plain_pw),
    '{"reefers": [{"unit": "B7-01"}, {"unit": "B7-02", "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "pesage@bascule-sp"]}': ("meta_password", _plain_pw),
    '{"note": "n ka password ye {s} ye"}': ("meta_password", _json_pw),
    '{"password ṣie": "{s}"}': ("meta_password", _json_pw),
    '{"transcript": "log into the Navis client as yard-ops with the password {s}"}': ("meta_password", _json_pw),
    '{"lygos": {"api_key": "{s}"}}': ("meta_token", lambda g: v.uuid4(g, "8")),
    '{"solvoApiKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"letexto_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"paiement": {"numero_carte": "{s}", "expiration": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"exportateur": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SM")),
    '{"planteur": {"carte_producteur": "{s}"}}': ("meta_id", _producer_card),
    '{"mfa": {"codes_de_secours": ["{s}", "qhzt-4417-m2k8", "wpra-0932-x7d1"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"wallet_valora": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"magasin_3": {"code_cadenas": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "BMPA-Magasin-SP", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"xk3190-ds3-firmware-2.07.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.bandamono.ci/mutuelle-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"pesage: add moisture column for cocoa lots", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"tos: revert reefer setpoint mapping", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"bordereaux_2031-11-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"export-traceabilite-2031.parquet").hexdigest()
_SHA1_ISO = hashlib.sha1(b"debian-12.8.0-amd64-netinst.iso", usedforsecurity=False).hexdigest()
_CONTAINER = "MSCU482173" + iso6346.calc_check_digit("MSCU482173")
_ISBN_BODY = "978274531962"
_ISBN = str(std_isbn.format(_ISBN_BODY + ean.calc_check_digit(_ISBN_BODY)))

CLEAN = [
    "Remind me to change the weighbridge PC password before the calibration visit on 2031-12-04.",
    "Kwame asked for the magasin wifi password; it's on the card in the storekeeper's drawer.",
    "Policy: alliance passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into the WhatsApp groups; share a Bitwarden Send link instead.",
    "The `.env.example` line `LYGOS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Navis client asks for a new password every 90 days.",
    "Replace <YOUR_SQUAD_SECRET_KEY> in the README with the key from your Squad dashboard.",
    "SOLVO_TOS_API_KEY and GCNET_API_KEY must be set before the nightly customs sync runs.",
    "Aucun agent ne vous demandera votre code secret Orange Money.",
    "Ton code là, faut pas le lâcher à quelqu'un dêh.",
    "Chaley, no give your MoMo PIN to anybody o.",
    "I ka password kana fɔ mɔgɔ si ye.",
    "Mègaɖe wò password fia ame o.",
    "Ma na password towe mɛ ɖěbǔ ó.",
    "Má ṣe fi password rẹ han ẹnikẹ́ni.",
    "Mfa wo password mma obi biara.",
    "Kar ka gaya wa kowa lambar sirrinka.",
    "ما تعطي الباسوورد تبعك لحدا.",
    "पासवर्ड व्हाट्सऐप ग्रुप में कभी मत डालो।",
    "Een wachtwoord korter dan veertien tekens accepteert het systeem niet.",
    "密码只能自己知道，别发到群里。",
    "A senha é pessoal: não a mande por WhatsApp.",
    "Ɔ ka password ɲɩ́ ɲɔ́ kʋ̀.",
    "Ɲ́ɔ password ɓɛ ɲɔn kpɛ.",
    "Ka password kpa wɛ̃ kɔ.",
    "Ba ma password ɓo ɛ̃ nɛ.",
    "Ma kɩ password naa ɔ.",
    "Mma ɛ password ahyɛ bie.",
    "Ma na password towe mẹdepope ó.",
    "A ku password wɛ̃ gɔ̃ra.",
    "Upgraded the Yaohua indicator firmware from 2.05 to 2.07 and pyserial to 3.5 on Sunday.",
    f"commit {_COMMIT} adds the moisture column for cocoa lots.",
    f"Rolled back to {_SHORT} after the reefer setpoint mapping broke the TOS export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The XK3190-DS3 firmware 2.07 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of export-traceabilite-2031.parquet: {_SHA512}",
    f"The mutual's API runs registry.bandamono.ci/mutuelle-api@sha256:{_IMAGE}.",
    f"MD5 de bordereaux_2031-11-03.csv : {_MD5}, identique à la copie du serveur.",
    f"sha1sum debian-12.8.0-amd64-netinst.iso gave {_SHA1_ISO}, matching the mirror.",
    "Request id 3f9c2a71-8d4e-4b06-a1f3-6e20b7c5d984 is the slow one in the GUCE logs.",
    "Purchase order PO-2031-00877 for 1 200 jute sacks ships on Thursday.",
    "GLPI #4467: the San-Pédro NVR keeps rebooting at night.",
    "Call the Soubré warehouse on +225 07 58 21 46 93 before noon, or Takoradi on +233 24 451 8807.",
    f"Container {_CONTAINER} with the Méagui cocoa is at the Lomé yard, stack B7.",
    "Booking BK-LFW-2031-00412, bill of lading BMPA-ABJ-2031-0931: 18 containers of cashew kernels.",
    "HS code 1801.00 is cocoa beans; 0801.31 is cashew in shell and 0801.32 shelled.",
    "Weighbridge ticket T-2031-55120: gross 42 350 kg, tare 14 220 kg, net 28 130 kg.",
    "Lot SP-2031-0311: moisture 7.2 %, bean count 98 per 100 g, 2 % mouldy in the cut test.",
    "Raw cashew from Bondoukou: outturn 48 lbs, nut count 185 per kg, moisture 9 %.",
    "Reefer B7-02 holds +13 °C with 75 % relative humidity; the kernels' room is at 24 °C.",
    "After five wrong passwords the PAX terminal locks the agent out for 30 minutes.",
    "Truck 4821 HK 01 from Daloa arrived at 06:40; the Ghana truck GR 7215-21 came at noon.",
    f"ISBN {_ISBN} is the cocoa quality handbook on the lab shelf.",
    "Ask Adjoua for the raw-nut store padlock code, I don't have it.",
    "My card ending 4417 was declined at the Treichville hardware shop.",
    "The Valencia roaster wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the alliance's Google account and keep them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "The guest wifi 'BMPA-Visiteurs' is open, no password needed.",
    "The secret of a good kedjenou is to cook it slowly in a canari, without water.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-11-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/bmpa/navis", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "4467", "purchase_order": "PO-2031-00877"}',
    '{"lot": {"id": "SP-2031-0311", "weight_kg": 28130, "moisture_pct": 7.2}}',
    '{"phone": "+225 07 58 21 46 93", "town": "Soubré"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacks_in_stock": 1200}',
    '{"hs_code": "0801.32", "origin": "BJ", "description": "cashew kernels W320"}',
    f'{{"container": "{_CONTAINER}", "carrier": "MSC", "eta": "2031-12-09"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
