# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-nineteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-eighteenth's docstring, the
fifth to hundred-and-eighteenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a dive site and its
depth, a nitrox mix and a reef, a wreck and the year it sank, a fish and its weight, a boat and a
year, a home word from Abruzzo, Ukraine, the Cape or Sudan and a town, a desalination or diving
word and a number), names, places, templates, tools, vendors and layouts, the way the dive
centres, liveaboards, recompression chamber, reverse-osmosis plant, fish market cold store and
marina office of Sambuk Reef & Water (a fictional company) leak secrets into an assistant's
memory: Aqaba (Tala Bay) and Eilat (the marina, the fuel dock), Hurghada (the chamber, El Gouna),
Safaga, Port Sudan and Suakin (the RO plant, the fish auction), Massawa (a cold-store shed, the
Dahlak islands), Jeddah (Obhur jetty) and Djibouti (the fish market's cold store, Tadjoura,
Moucha), with instructors from Italy (Pescara, Chieti), Ukraine (Odesa, Mykolaiv) and South Africa
(Cape Town, Gansbaai), Egyptian, Sudanese (Beja and Nubian), Eritrean, Djiboutian, Jordanian,
Israeli, Saudi, Ethiopian and Filipino staff. The texts are WhatsApp, Telegram, Signal, Teams,
Slack, Viber, Google Chat, Messenger, Element, Threema, Wire and SMS messages, Google Keep, Apple
Notes, Samsung Notes, Obsidian, Joplin, Notion and OneNote notes, Jira Service Management,
Freshdesk, Zendesk, osTicket, Trello and ClickUp tickets, an e-mail, an incident note, a runbook, a
README fragment, shell history (bash's, zsh's and fish's history, PowerShell, cmd, Termux,
MobaXterm, PuTTY and SecureCRT logs, Royal TSX, Termius, tmux, iTerm2, Windows Terminal, Warp,
kitty, WezTerm, a PLC's serial console), configs and code (Python, PHP, .NET, Spring, Gradle,
Home Assistant, compose files, a Kubernetes secret, GitHub Actions and fly.io secrets, Postman,
Insomnia, Bruno and a HAR export), voice-dictated text and requests to the assistant itself,
around the panels of diving, hyperbaric, water-treatment, refrigeration, weighing, navigation,
network, camera and payment hardware (a Bauer B-Control Micro and a Coltri MCH-16 compressor, a
Nuvair NitroxMaker, an Analox O2EII, a Haux-Starmed Quadro chamber, a Dräger Oxylog 3000 plus, a
Siemens WinCC Unified panel, a Beckhoff CX5140, an ABB ACS880 drive, a KSB PumpDrive, a ProMinent
DULCOMARIN 3, a Yokogawa FLXA402, a Mettler Toledo M800, a Frick Quantum HD panel, Testo Saveris
2, Thermo King TracKing, Sensitech TempTale, a Marel M2200 and a Digi SM-6000 scale, a Raymarine
Axiom, a Simrad NSS evo3S, an Icom IC-M510, a Vesper Cortex, a Starlink router, a Teltonika
RUTX50, a Cisco 3504 wireless controller, a Dell S5248F-ON, an Extreme X440-G2, an Intel server
board, a Qualcomm-based LTE modem, a Hikvision DS-7616NXI NVR, an Axis Q6135-LE, FreePBX, a PAX
A77, an IPMI controller, LoRaWAN cold-room sensors and an Open5GS private LTE core). Tools none of
heldouts 5 to 118 names: TwinCAT's `adstool … addroute --password`, FreePBX's `fwconsole
setting AMPMGRPASS`, Courier's `userdbpw`, Dell OS10's `username … password … role`,
ExtremeXOS's `create account`, Intel's `syscfg /bap` and `/bup`, a modem's `AT$QCPDPP` typed in
`microcom`, Knot's `knsupdate -y`, dbatools' `Connect-DbaInstance`, iproute2's `ip xfrm state
add`, `dmsetup create … crypt`, `open5gs-dbctl add`, Cisco AireOS's `config wlan security wpa akm
psk set-key`, WiFiDog's `HTTPDPassword`, Floreant POS's properties, instagrapi's `Client.login`
and Gradle's `ossrhPassword`; beside them the commands the product names (sshpass, mysql,
redis-cli, docker login, htpasswd, ssh-keygen, smbclient, zip, 7z, openssl, gpg, plink, xfreerdp,
sqlplus, ipmitool, mosquitto_pub, sqlcmd, sudo -S, curl, lftp, net use) and configs of FreePBX,
Home Assistant, Telegraf, Grafana, MariaDB, WordPress, Spring, msmtp, Zabbix, NUT, pgbouncer and
.NET in layouts of its own. About 43 % of the texts are in other languages than English (by a
rough count of the drawn samples): Sudanese Arabic, Sa'idi (Upper Egyptian) Arabic, the Bedouin
Arabic of the Negev and Sinai, Bedawiyet (Beja), Nobiin (Nubian), Dahalik (of the Dahlak
islands), Kaaps (Cape Afrikaans) and Abruzzese, which no earlier docstring names (Egyptian,
Jordanian, Levantine, Gulf, Hijazi and Adeni Arabic, Afar, Tigre, Juba Arabic, Afrikaans and
Neapolitan are named before; these are not), and Modern Standard Arabic, Hebrew, Italian,
Ukrainian, Russian, Afrikaans, French, German, Polish, Czech, Dutch, Tigrinya, Amharic, Somali
and Tagalog in wordings of their own. The eight new languages' wordings are the author's
approximations, checked by no speaker, built around their pronouns, possessives, copulas, articles
and sound changes and the loanwords people there really text (password, باسورد, كود, wifi, API,
card, IBAN, server, laptop): Sudanese Arabic's `حق`/`حقت` ("of"), `هسي` ("now"), `يا زول`,
`ما تديهو زول` ("don't give it to anyone"), `أوعك`, `نمرة` ("number") and `طبلة` ("padlock");
Sa'idi's `q` written as `g` (`جلتهالك`, `ماتجولهوش`, `الأرجام`, `الجفل`, `رجم`), `دلوك` ("now"),
`حداك`/`حدانا` ("with you", "at ours"), `بتاع` and `يا واد عمي`; Bedouin Arabic's `k` written as
`ch` (`چلمة`) and `q` as `g` (`حگ`, `الگفل`), `هسّاع` ("now"), `ترى` and `يا خوي`; Bedawiyet's
articles `oo-` and `tu-`, copula `-u`, `-uu` and `-ook` ("my", "your"), `oon` ("this"), `ka-`
("not"), `barook` ("you") and `-iib` ("of", a guess); Nobiin's `ann` ("my"), `inn` ("your"),
`in` ("this"), genitive `-n`, `-ro` (a guessed copula), `-gi`, `weer` and `tokki` (guesses) and
the loan `bataaga` ("card"); Dahalik's `la` ("the"), `tu` ("is"), `-ye` and `-ka` ("my",
"your"), `nay` ("of"), `əlli` ("this") and `wa` ("and"), after Tigre; Kaaps' `vi` ("for"),
`djou` ("your"), `ek sê`, `my bra`, `daai`, `moenie … nie`, `sonner` ("without") and `agteraan`;
Abruzzese's `lu` ("the"), `de` ("of"), `mé` ("my"), `tè` ("has"), `mo'` ("now"), `nen` ("not"),
`nisciune` ("no one"), `e ddope` ("and then"), `nove` ("new") and `mitte` ("put"): all guesses
after published word lists or neighbouring varieties. Vendors (Pelecard, Z-Credit, Yaad Sarig,
Invoice4u, Zain Cash, eFAWATEERcom, Edfapay, ClickPay, Neoleap, Salla, Foodics, Qoyod, Daftra,
Khazna, Bosta, Mylerz, Victorylink, Cequens, SMS Misr, Bankak, Syber, D-Money, LiqPay, WayForPay,
Fondy, Nova Poshta, TurboSMS, Checkbox, KeyCRM, Skebby, MailUp, Openapi.it, SnapScan, Zapper,
Panacea Mobile, The Courier Guy, Pargo, Bob Go, Bloowatch, Zuus, ScubaTribe, Shearwater Cloud,
Marinanow, Theyr, Tracey, WaterTrax, Ovarro and Xylem Vue) are ones heldouts 5 to 118 do not
name; where a vendor publishes no token shape the shape here is the author's guess (Nova Poshta's
32 hex digits, LiqPay's 40-character private key beside an `i` and eleven digits, ClickPay's
PayTabs-style `S…-…-…` server key, Salla's `ory_at_` token and Foodics' RS256 JWT are as the
author believes them; Bloowatch's `bw_live_` and every other shape are guesses). The ids are
kinds heldouts 5 to 118 do not use, the divers', skippers', doctors' and fishermen's documents:
an Egyptian CDWS dive-guide card, an Aqaba (ASEZA) dive-guide licence, a PADI professional
number, a CMAS instructor card, a TDI instructor number, a DAN Europe membership number, an
NBDHMT hyperbaric technologist certification, an Italian Ordine dei Medici register number, an
RYA Yachtmaster certificate, a SAMSA skipper certificate, a South African licence card with its
PrDP, an Israeli driving licence, a Djiboutian identity card, a Sudanese national number, an
Italian libretto di navigazione, a Ukrainian small-craft skipper licence, an Eritrean fishing
licence and a Saudi Border Guard sea permit; python-stdnum has no module for any of them and none
carries a check a library or this file verifies, each drawn in the shape the author believes it
is printed in (the CDWS, ASEZA, CMAS, NBDHMT, SAMSA, PrDP, Djiboutian, libretto, skipper, fishing
licence and sea permit layouts wholly invented). Card numbers pass Luhn (Visa, Mastercard, Amex,
Maestro, UnionPay and JCB from the value helpers; Meeza, mada and Prostir, whose prefixes are the
author's belief, drawn here; all checked with python-stdnum's `luhn`). The IBANs are of
countries used least by a rough count over the IBAN tables of heldouts 5 to 118 (Romania,
Hungary, Albania, Austria, Ireland, Portugal, Russia and Sudan, five to seven corpora each),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian,
Russian, Czech and French lists, with valid checksums. 390 secret-bearing texts, 20 split field
pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 119_583_061
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


_SITES = ["Sanganeb", "Shaab", "Elphinstone", "Daedalus", "Brothers", "AbuNuhas", "Dahlak",
          "Moucha", "Giftun", "Sakkala", "Suakin", "Zabargad", "Obhur", "Taulud", "Tadjoura",
          "Gordon", "Jackson", "RasMohammed"]  # fmt: skip
_WRECKS = [("Thistlegorm", 1941), ("Umbria", 1940), ("CedarPride", 1982), ("Salem", 1991),
           ("Carnatic", 1869), ("Yolanda", 1980), ("Kingston", 1881), ("Satil", 1994),
           ("Dunraven", 1876), ("GiannisD", 1983)]  # fmt: skip
_FISH = ["Hamour", "Nagil", "Shaour", "Bayad", "Barracuda", "Napoleon", "Trevally", "Kingfish",
         "Sultan", "Dentex", "Wahoo", "Jobfish", "Sardine", "Grouper"]  # fmt: skip
_BOATS = ["Zahra", "Sambuk", "Jalbut", "Houri", "Nakhoda", "Marjan", "Kheiran", "Tala",
          "SanganebStar", "DahlakPearl"]  # fmt: skip
_GEAR = ["Regulator", "Octopus", "Trimix", "Deco", "Mooring", "Scrubber", "Manifold", "Membrane",
         "Permeate", "Brine", "Chamber", "Bailout"]  # fmt: skip
_PLACES = ["Aqaba", "Eilat", "Hurghada", "ElGouna", "Safaga", "PortSudan", "Suakin", "Massawa",
           "Jeddah", "Djibouti", "Tadjoura", "Pescara", "Chieti", "Sulmona", "Odesa", "Mykolaiv",
           "KalkBay", "Gansbaai", "Qena", "WadiHalfa", "Dongola"]  # fmt: skip
_NAMES = ["Gianluca", "Serena", "Matteo", "Chiara", "Oksana", "Taras", "Yulia", "Dmytro", "Riaan",
          "Shireen", "Thabo", "Lindiwe", "Mahmoud", "Hosni", "Mina", "Ayman", "Osman", "Adarob",
          "NasrEldin", "Awadia", "Idris", "Mebrahtu", "Selam", "Houssein", "Fatouma", "Suleiman",
          "Rania", "Noa", "Yossi", "Faisal", "Rommel", "Tigist"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S4ng4n3b", "Th1stl3g0rm", "B4rr4cud4", "N4p0l30n", "3lph1nst0n3", "H4m0ur", "D4hl4k",
         "M4nt4R4y", "L10nf1sh"]  # fmt: skip
_HOME_WORDS = ["Kalyna", "Sonechko", "Zironka", "Vyshyvanka", "Arrosticini", "Maiella",
               "Confetti", "LekkerBraai", "Bokkie", "Vetkoek", "Koeksister", "Fuul", "Kisra",
               "Jebena", "Shahi"]  # fmt: skip


def _depth(g: random.Random) -> str:
    """A dive site and its depth, the way an instructor makes a password of the last dive."""
    return f"{g.choice(_SITES)}{g.choice([18, 24, 28, 30, 35, 40, 45, 60])}m{g.choice(_SYMBOLS)}"


def _wreck(g: random.Random) -> str:
    name, year = g.choice(_WRECKS)
    return f"{name}{year}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, letters of both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _depth,
    lambda g: f"EAN{g.choice([28, 30, 32, 34, 36])}-{g.choice(_SITES)}{g.randrange(10, 100)}",
    _wreck,
    lambda g: f"{g.choice(_FISH)}{g.randrange(3, 40)}kg{g.choice(_SYMBOLS)}",
    lambda g: f"MY{g.choice(_BOATS)}_{g.randrange(2018, 2033)}",
    lambda g: _r(g, ALNUM + "!$%&?#", 16),
    _manager,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_HOME_WORDS)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_GEAR)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FISH).lower()}.{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Tala Bay dive centre' group, Gianluca: the Bauer B-Control Micro on compressor 2 has password {pw}",
    "Telegram from Oksana: Coltri MCH-16 touchscreen service password {pw}",
    "Signal, Riaan: the Nuvair NitroxMaker panel password is {pw}",
    "Teams chat, #chamber-hurghada: Haux-Starmed Quadro control PC password {pw}",
    "Slack #ro-plant-portsudan, Osman: WinCC Unified panel admin password {pw}",
    "Viber from Mahmoud: the ABB ACS880 drive's web password is {pw}",
    "Google Chat, cold store Djibouti: Frick Quantum HD panel password {pw}",
    "Messenger, Shireen: Testo Saveris 2 account password {pw}",
    "Element room 'marina-eilat': Starlink router admin password {pw}",
    "Threema from Taras: Teltonika RUTX50 on MY Zahra, admin password {pw}",
    "Google Keep note 'boats': Raymarine Axiom on Sambuk II, service password {pw}",
    "Apple Notes, 'Massawa shed': Marel M2200 scale supervisor password {pw}",
    "Samsung Notes: Digi SM-6000 label scale admin password {pw}",
    "Obsidian daily note: Hikvision DS-7616NXI NVR at the marina gate, admin password {pw}",
    "Joplin, notebook 'Aqaba': Axis Q6135-LE camera root password {pw}",
    "Notion page 'Chamber SOP' (draft, delete later): Dräger Oxylog 3000 plus service password {pw}",
    "OneNote, tab 'RO plant': ProMinent DULCOMARIN 3 controller password {pw}",
    "Jira SD ticket OPS-2291: reset the Yokogawa FLXA402 analyser password, currently {pw}",
    "Freshdesk #5530: guest can't unlock the booking kiosk, kiosk admin password {pw}",
    "Zendesk ticket 88120: the Thermo King TracKing portal password {pw} expired",
    "osTicket #4417 (Port Sudan): Mettler Toledo M800 transmitter password is {pw}",
    "Trello card 'Sanganeb trip prep': Simrad NSS evo3S network password {pw}",
    "ClickUp task: change the Icom IC-M510 app pairing password, now {pw}",
    "Dear Matteo,\n\nthe admin password for the dive shop POS is {pw}. Please change it after the season audit.\n\nRegards,\nRania",
    "Incident 2031-08-03, Hurghada chamber: the oxygen analyser's web page was reachable from the guest wifi with password {pw}; rotated the same day",
    "Runbook: intake pump restart, Port Sudan\n1. open the KSB PumpDrive web page\n2. user: service\n3. password: {pw}\n4. clear fault F41 and restart",
    "README (marina office NUC)\nFreePBX admin UI at https://pbx.sambuk.lan, admin password `{pw}`.",
    "my Bank of Khartoum app password is {pw} since Tuesday",
    "remember my Arab Bank Jordan app password: {pw}",
    "voice note: the Vesper Cortex hub password is {pw} okay got it",
    "note to self: chamber logbook laptop password {pw}",
    "the Analox O2EII admin password after the firmware update: {pw}",
    "Wire message from Yossi: the Eilat fuel dock terminal password {pw}",
    "Rommel, engine room laptop on MV Sanganeb Star: the password is {pw}",
    "Teams, Lindiwe: the PAX A77 admin password is {pw}",
    "يا زول، باسورد الكمبيوتر حق محطة التحلية هسي {pw}، ما تديهو زول",
    "عوضية: كلمة السر حقت السيستم بتاع المخزن {pw}",
    "يا واد عمي، الباسورد بتاع جهاز الكمبروسر دلوك {pw}، ماتجولهوش لحد",
    "كلمة السر بتاعت لاب توب المركب جلتهالك: {pw}",
    "يا خوي، چلمة السر حگت الراوتر هسّاع {pw}، لا تعطيها حد",
    "الرمز حگ لابتوب المرسى {pw} ترى",
    "Adarob: oo-server oo-password-u {pw}",
    "oo-password-uu oon-u: {pw}",
    "ann kombyuutar-n password: {pw}",
    "Nasr Eldin: in router-n password-ro {pw}",
    "la password-ye tu {pw}",
    "Idris: la password nay la kombyuter əlli tu {pw}",
    "Shireen: die password vi die dive shop se laptop is {pw}, moenie vi niemand sê nie ek sê",
    "ek sê my bra, daai compressor se password is nou {pw}",
    "Gianluca: la password de lu compiùtere de la camera iperbarica mo' è {pw}, nen la dice a nisciune",
    "la password de la barca, quella nove: {pw}",
    "كلمة المرور الخاصة بلوحة التحكم في محطة التحلية: {pw}",
    "תזכיר לי: הסיסמה החדשה למחשב של תא הלחץ היא {pw}",
    "ricordami che la password del portatile della barca è {pw}",
    "пароль від адмінки дайв-центру в Акабі: {pw}",
    "новый пароль на ноутбук в компрессорной — {pw}",
    "die wagwoord vir die duikwinkel se rekenaar is nou {pw}",
    "le mot de passe du poste de la chambre froide à Djibouti, c'est {pw}",
    "Passwort für den Kompressor-Laptop im Tauchcenter: {pw}",
    "hasło do panelu rezerwacji bazy nurkowej to {pw}",
    "heslo k počítači v kompresorovně je {pw}",
    "het wachtwoord van de laptop op het duikschip is {pw}",
    "ፓስዎርድ ናይ ኮምፒተር መኽዘን {pw} እዩ",
    "የመጋዘኑ ኮምፒውተር የይለፍ ቃል {pw} ነው",
    "furaha sirta ee laptop-ka doonta waa {pw}",
    "yung password ng laptop sa bangka ay {pw}, wag mong ipamigay ha",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["gianluca", "serena.c", "matteo", "chiara.l", "oksana", "taras.m", "yulia", "dmytro",
          "riaan", "shireen.a", "thabo", "lindiwe", "mahmoud", "hosni", "mina.g", "ayman",
          "osman", "adarob", "nasreldin", "awadia", "idris", "mebrahtu", "selam", "houssein",
          "fatouma", "suleiman", "rania.h", "noa", "yossi.p", "faisal", "rommel", "tigist",
          "svc-ro", "chamber-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Serena: the booking system login is {u} / {pw}",
    "Freshdesk #5561: {u} locked out of the Frick panel, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Ops › Chamber › Haux panel: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| WinCC Unified | {u} | {pw} |",
    "log into the Testo Saveris portal as {u} with {pw}",
    "Starlink dish admin {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: ro-plc-01\n  user: {u}\n  pass: {pw}",
    "Teams: account {u}, password {pw}",
    "Taras says the Raymarine service login is {u} and the password is {pw}",
    "system,user,password\nmarel-m2200,{u},{pw}",
    "ssh {u}@chamber-pc.sambuk.lan   # password {pw}",
    "Signal: creds for the fuel dock terminal are {u} and {pw}",
    "اليوزر {u} والباسورد {pw}، أوعك تنساهم",
    "اليوزر بتاعك {u} والباسورد {pw}، خليهم حداك",
    "اليوزر {u} والرمز {pw} ترى، يا خوي",
    "oo-user-ook {u}, oo-password-ook {pw}",
    "inn user {u}, inn password {pw}",
    "la user-ka {u} wa la password-ka {pw}",
    "djou username is {u} en die password {pw}, ek sê",
    "l'utente tè {u}, la password {pw}, mo' ti li so' ditte",
    "יוזר {u}, סיסמה {pw}",
    "логін {u}, пароль {pw}",
    "login {u}, hasło {pw}",
    "username mo ay {u} at password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hamour", "nagil", "shaour", "sanganeb", "elphinstone", "dahlak", "felucca",
               "sambuk", "jalbut", "barracuda", "kingfish", "moucha", "arrosticini", "vetkoek",
               "kalyna", "suakin", "zabargad", "jebena"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password for the chamber PC: it's {w}, and straight after it {d}",
    "the fish {w} and then the number {d}, that's the booking laptop",
    "voice memo: wifi on the boat is {w} and then {d}, joined",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits together",
    "الباسورد هو كلمة {w} وبعدها {d} لازقة فيها",
    "الباسورد بتاعي هو كلمة {w} وبعديها {d} من غير مسافة",
    "dis die word {w} en dan {d} agteraan, sonner spasie",
    "è la parole {w} e ddope {d}, tutte attaccate",
    "heslo se skládá ze slova {w} a hned za ním {d}",
    "у паролі спочатку слово {w}, а одразу за ним {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "adstool 10.40.1.20 addroute --addr=10.40.1.5 --netid=10.40.1.5.1.1 --password={pw}",
    "adstool 10.40.1.21 addroute --addr=10.40.1.6 --netid=10.40.1.6.1.1 --routename=hmi-brine --password='{pw}'",
    "sudo fwconsole setting AMPMGRPASS '{pw}' && sudo fwconsole reload",
    "printf '%s\\n' '{pw}' | userdbpw -hmac-md5",
    "echo '{pw}' | userdbpw -md5 | userdb marina@sambuk-rw.net set systempw",
    "OS10(config)# username {u} password {pw} role sysadmin",
    "S5248F-ON(config)# username {u} password '{pw}' role netadmin priv-lvl 15",
    "X440-G2.1 # create account admin {u} {pw}",
    "* X440-G2.4 # create account user {u} \"{pw}\"",
    "syscfg /bap \"\" \"{pw}\"",
    "./syscfg /bup \"\" \"{pw}\"",
    "microcom -s 115200 /dev/ttyUSB2\nAT$QCPDPP=1,2,\"{pw}\",\"{u}\"\nOK",
    "AT$QCPDPP=3,1,\"{pw}\",\"sambuk\"",
    "knsupdate -y hmac-sha256:marina-ddns:{k64}",
    "knsupdate -y hmac-sha512:dhcp-upd:{k64} /tmp/berths.upd",
    "Connect-DbaInstance -SqlInstance booking-sql -SqlCredential (New-Object PSCredential('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)))",
    "sshpass -p '{pw}' ssh {u}@ro-hmi.sambuk.lan 'systemctl restart ro-logger'",
    "sshpass -p {pw} scp divelogs.db {u}@10.40.2.9:/srv/backup/",
    "mysql -h booking-db.sambuk.lan -u{u} -p'{pw}' reservations -e 'select count(*) from dives'",
    "redis-cli -h 10.40.3.4 -a '{pw}' --no-auth-warning keys 'boat:*'",
    "docker login registry.sambuk.lan -u {u} -p '{pw}'",
    "htpasswd -bB /etc/nginx/.chamber-logs {u} '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/id_zahra",
    "smbclient //nas-hrg/dive-photos -U '{u}%{pw}' -c 'ls'",
    "zip -P '{pw}' -r chamber-logs-aug.zip chamber/2031-08/",
    "7z a -p'{pw}' -mhe=on crew-passports.7z scans/",
    "openssl enc -aes-256-cbc -pbkdf2 -in fuel-ledger.csv -out fuel-ledger.enc -pass pass:'{pw}'",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d tide-tables.gpg",
    "plink -ssh {u}@192.168.88.1 -pw {pw} \"/system reboot\"",
    "xfreerdp /v:booking-srv.sambuk.lan /u:{u} /p:'{pw}' /cert:ignore",
    "sqlplus {u}/{pw}@//erp.sambuk.lan:1521/FISHMKT",
    "ipmitool -I lanplus -H 10.40.9.2 -U {u} -P '{pw}' chassis power cycle",
    "mosquitto_pub -h mqtt.sambuk.lan -u {u} -P '{pw}' -t coldstore/room2/setpoint -m -22",
    "sqlcmd -S booking-sql -U {u} -P '{pw}' -Q \"EXEC dbo.purge_holds\"",
    "echo '{pw}' | sudo -S systemctl restart chamber-logger",
    "curl -u {u}:{pw} https://plc-gw.sambuk.lan/api/v1/trend?tag=HP_PUMP_1",
    "lftp -u {u},'{pw}' sftp://auction.sambuk.lan -e 'mirror prices/ /tmp/prices; bye'",
    "net use Z: \\\\nas-eilat\\marina /user:SAMBUK\\{u} {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "~/.bash_history:\n{c}", "zsh history, ops@marina-nuc: {c}",
    "fish history: - cmd: {c}", "PS C:\\Users\\rania> {c}", "C:\\ops> {c}",
    "Termux on Osman's phone: {c}", "MobaXterm, session ro-hmi: {c}", "PuTTY log, 2031-08-14:\n{c}",
    "SecureCRT log (chamber PC): {c}", "Royal TSX tab 'booking': {c}", "Termius, host Zahra-NUC: {c}",
    "tmux pane 2 on the jump host:\n{c}", "iTerm2, gianluca@MacBook ~ % {c}",
    "Windows Terminal, Ubuntu tab: {c}", "Warp block: {c}", "kitty, root@coldstore-pi:~# {c}",
    "WezTerm on the plant laptop: {c}", "serial console on the Beckhoff CX5140: {c}",
    "the command Thabo ran: {c}",
    "الأمر اللي شغلتو: {c}", "الكوماند اللي كتبته امبارح: {c}", "ecco il comando che ha girato Matteo: {c}",
    "команда, яку я запускав: {c}", "die command wat ek gerun het: {c}", "הרצתי אתמול בשרת: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    """``n`` command lines, each in a frame; a TSIG line holds a base64 key instead of a password."""
    out = []
    for template in v.cycle(rng, _CLI, n):
        if "{k64}" in template:
            secret = base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
            text = template.replace("{k64}", secret)
        else:
            secret = _plain_pw(rng)
            text = template.replace("{pw}", secret).replace("{u}", rng.choice(_USERS))
        out.append(Sample("cli_password", rng.choice(_SHELLS).replace("{c}", text), secret))
    return out


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a variable, a ticket, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_URLS = [
    "rtsp://{u}:{pw}@10.40.5.21:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@auction.sambuk.lan:22/prices/",
    "postgresql://{u}:{pw}@pg-ro.sambuk.lan:5432/plant_historian",
    "mysql://{u}:{pw}@booking-db.sambuk.lan:3306/reservations",
    "mongodb://{u}:{pw}@10.40.3.10:27017/divelogs?authSource=admin",
    "mqtt://{u}:{pw}@mqtt.sambuk.lan:1883",
    "ftp://{u}:{pw}@nvr-gate.sambuk.lan/record/",
    "https://{u}:{pw}@dav.sambuk.lan/chamber-logs/",
    "redis://default:{pw}@10.40.3.4:6379/2",
    "Server=booking-sql;Database=Reservations;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg-ro.sambuk.lan:5432/historian?user={u}&password={pw}",
    "amqp://{u}:{pw}@rabbit.sambuk.lan:5672/%2F",
    "smb://{u}:{pw}@nas-hrg.sambuk.lan/dive-photos",
]  # fmt: skip
_URL_PLACES = [
    "HISTORIAN_URL={c}", "Grafana datasource (the old one): {c}", "save this connection string for me: {c}",
    "Jira OPS-2310: {c}", "Notion page 'Databases': {c}", "رابط الداتابيز حق المحطة: {c}",
    "рядок з'єднання з базою історіана: {c}", "stringa di connessione del gestionale: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "sambuk-reef-water", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read orders:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _clickpay_key(g: random.Random) -> str:
    """A server key in three groups of ten capitals and digits, S first (the author's belief of
    the PayTabs family's shape)."""
    return f"S{_r(g, UPPER_DIGITS, 9)}-{_r(g, UPPER_DIGITS, 10)}-{_r(g, UPPER_DIGITS, 10)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Pelecard", "PELECARD_API_KEY", _j((HEX, 32))),
    ("Z-Credit", "ZCREDIT_TERMINAL_KEY", lambda g: v.uuid4(g, "a")),
    ("Yaad Sarig", "YAAD_API_KEY", _j((HEX, 40))),
    ("Invoice4u", "INVOICE4U_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Zain Cash", "ZAINCASH_MERCHANT_SECRET", _j((ALNUM, 64))),
    ("eFAWATEERcom", "EFAWATEER_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Edfapay", "EDFAPAY_SECRET_KEY", lambda g: v.uuid4(g, "9")),
    ("ClickPay", "CLICKPAY_SERVER_KEY", _clickpay_key),
    ("Neoleap", "NEOLEAP_API_SECRET", _j((ALNUM, 40))),
    ("Salla", "SALLA_ACCESS_TOKEN", _j("ory_at_", (URLSAFE, 43), ".", (URLSAFE, 43))),
    ("Foodics", "FOODICS_API_TOKEN", _vendor_jwt("https://api.foodics.com")),
    ("Qoyod", "QOYOD_API_KEY", _j((HEX, 32))),
    ("Daftra", "DAFTRA_API_KEY", _j((HEX, 40))),
    ("Khazna", "KHAZNA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Bosta", "BOSTA_API_KEY", _j((HEX, 64))),
    ("Mylerz", "MYLERZ_API_TOKEN", _j((B64, 60))),
    ("Victorylink", "VICTORYLINK_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Cequens", "CEQUENS_API_TOKEN", _vendor_jwt("https://apis.cequens.com")),
    ("SMS Misr", "SMSMISR_SENDER_TOKEN", _j((HEX, 64))),
    ("Bankak", "BANKAK_MERCHANT_KEY", _j((UPPER_DIGITS, 32))),
    ("Syber", "SYBER_API_KEY", _j((HEX, 32))),
    ("D-Money", "DMONEY_APP_SECRET", _j((HEX, 40))),
    ("LiqPay", "LIQPAY_PRIVATE_KEY", _j((ALNUM, 40))),
    ("WayForPay", "WAYFORPAY_SECRET_KEY", _j((HEX, 40))),
    ("Fondy", "FONDY_SECRET_KEY", _j((ALNUM, 32))),
    ("Nova Poshta", "NOVA_POSHTA_API_KEY", _j((HEX, 32))),
    ("TurboSMS", "TURBOSMS_TOKEN", _j((HEX, 40))),
    ("Checkbox", "CHECKBOX_LICENSE_KEY", _j((HEX, 24))),
    ("KeyCRM", "KEYCRM_API_KEY", _j((B64, 56))),
    ("Skebby", "SKEBBY_SESSION_KEY", _j((ALNUM, 32))),
    ("MailUp", "MAILUP_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Openapi.it", "OPENAPI_IT_TOKEN", _j((HEX, 24))),
    ("SnapScan", "SNAPSCAN_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Zapper", "ZAPPER_MERCHANT_SECRET", _j((ALNUM, 32))),
    ("Panacea Mobile", "PANACEA_API_KEY", _j((HEX, 32))),
    ("The Courier Guy", "TCG_SHIPLOGIC_API_KEY", _j((HEX, 32))),
    ("Pargo", "PARGO_API_TOKEN", _vendor_jwt("https://api.pargo.co.za")),
    ("Bob Go", "BOBGO_API_TOKEN", _j((HEX, 64))),
    ("Bloowatch", "BLOOWATCH_API_KEY", _j("bw_live_", (ALNUM, 32))),
    ("Zuus", "ZUUS_API_TOKEN", _j((URLSAFE, 40))),
    ("ScubaTribe", "SCUBATRIBE_API_KEY", _j((HEX, 32))),
    ("Shearwater Cloud", "SHEARWATER_CLOUD_TOKEN", _vendor_jwt("https://cloud.shearwater.com")),
    ("Marinanow", "MARINANOW_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Theyr", "THEYR_API_KEY", _j((ALNUM, 32))),
    ("Tracey", "TRACEY_API_SECRET", _j((URLSAFE, 48))),
    ("WaterTrax", "WATERTRAX_API_KEY", _j((UPPER_HEX, 32))),
    ("Ovarro", "OVARRO_API_KEY", _j((B64, 44))),
    ("Xylem Vue", "XYLEM_VUE_CLIENT_SECRET", _j((URLSAFE, 43))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set -Ux {env} {tok}",
    "$env:{env} = \"{tok}\"",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "kubectl create secret generic booking-api --from-literal={env}={tok}",
    ".env.production:\n{env}=\"{tok}\"",
    "supervisord program:booking\nenvironment={env}=\"{tok}\"",
    "GitHub Actions secret {env}: {tok}",
    "fly secrets set {env}={tok} -a sambuk-booking",
    "Booking admin › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'Integrations': | {vendor} | live | {tok} |",
    "Trello card: rotate the {vendor} key {tok}",
    "WhatsApp, Mina: {vendor} key for the fish-market checkout: {tok}",
    "Slack: the {vendor} token in use is {tok}, the old one is revoked",
    "Freshdesk #5602: {vendor} webhook fails with 401, configured key {tok}",
    "Jira OPS-2344: {vendor} integration broken, current key {tok}",
    "keep my {vendor} API key please: {tok}",
    "{vendor} API key (live): {tok}",
    "الـ API key حق {vendor} هسي {tok}",
    "مفتاح الـ API بتاع {vendor} دلوك: {tok}",
    "مفتاح API حگ {vendor}: {tok}",
    "oo-API key {vendor}-iib: {tok}",
    "{vendor}-n API key: {tok}",
    "la API key nay {vendor}: {tok}",
    "die {vendor} API key is {tok}, ek sê",
    "la chiave de l'API de {vendor} pe' lu sito: {tok}",
    "مفتاح واجهة برمجة التطبيقات لـ {vendor}: {tok}",
    "המפתח של {vendor} לאתר ההזמנות (API): {tok}",
    "chiave API {vendor} per il sito delle prenotazioni: {tok}",
    "API-ключ {vendor} для сайту дайв-центру: {tok}",
    "API-ключ {vendor} (боевой): {tok}",
    "{vendor} se API-sleutel vir die winkel: {tok}",
    "clé API {vendor} pour la caisse de la poissonnerie : {tok}",
    "API-Key von {vendor} für unsere Tauchbasis-Buchungen: {tok}",
    "klucz API {vendor} do systemu rezerwacji: {tok}",
    "API klíč {vendor} pro rezervace: {tok}",
    "kassa-koppeling {vendor}, API-sleutel: {tok}",
    "API key ናይ {vendor}: {tok}",
    "የ{vendor} API ቁልፍ፦ {tok}",
    "furaha API-ga {vendor} waa {tok}",
    "ito yung API key natin sa {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    poshta = _r(rng, HEX, 32)
    bosta = _r(rng, HEX, 64)
    liqpay = _r(rng, ALNUM, 40)
    clickpay = _clickpay_key(rng)
    salla = f"ory_at_{_r(rng, URLSAFE, 43)}.{_r(rng, URLSAFE, 43)}"
    zapper = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'requests.post("https://api.novaposhta.ua/v2.0/json/", json={{"apiKey": "{poshta}", "modelName": "TrackingDocument", "calledMethod": "getStatusDocuments"}})', poshta),
        Sample("vendor_token", f"curl -H 'Authorization: {bosta}' https://app.bosta.co/api/v2/deliveries?pageSize=50", bosta),
        Sample("vendor_token", f"$liqpay = new LiqPay('i{_r(rng, D, 11)}', '{liqpay}');", liqpay),
        Sample("vendor_token", f'$pt = new ClickPayApi(["profile_id" => 98{_r(rng, D, 3)}, "server_key" => "{clickpay}"]);', clickpay),
        Sample("vendor_token", f"Postman collection 'Salla orders', header:\nAuthorization: Bearer {salla}", salla),
        Sample("vendor_token", f"Info.plist:\n<key>ZapperMerchantSecret</key>\n<string>{zapper}</string>", zapper),
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


_BARE_PLACES = ["{t}", "WhatsApp, Ayman: {t}", "the portal shows it once, so here:\n{t}",
                "هاك التوكن: {t}", "{t}\n^ the new one, the old one is dead",
                "hang on to this for me: {t}", "ось токен: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 56)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of cold-room sensor CS-12 (Djibouti): {h}": 32,
    "ip xfrm state add src 10.40.0.1 dst 10.50.0.1 proto esp spi 0x1007 mode tunnel enc 'cbc(aes)' 0x{h}": 64,
    "dmsetup create chamberlog --table \"0 41943040 crypt aes-xts-plain64 {h} 0 /dev/sdb1 0\"": 128,
    "open5gs-dbctl add 99970000004{imsi} {h} {opc}": 32,
    "HMAC secret for the Zain Cash payment callback: {h}": 64,
    "مفتاح تشفير الباك أب حق السيرفر: {h}": 64,
    "la chiave AES de lu backup de la barca: {h}": 48,
    "ключ шифрування для бекапу журналу занурень (hex): {h}": 64,
    "ናይ ባክኣፕ መፍትሕ: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    if index % 3 == 1 and "xfrm" not in template and "dmsetup" not in template:
        key = key.upper()
    return {"h": key, "imsi": _r(rng, D, 4), "opc": _r(rng, HEX, 32)}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira OPS-2355: token copied from the booking site's network tab {t}",
    "Cookie: lang=ar; srw_session={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "التوكن حقو {t}",
    "токен доступу: {t}",
    "Freshdesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@sambuk-rw.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.sambuk-rw.net/realms/staff",
            "azp": "booking-console",
            "roles": ["instructor", "chamber"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the RO plant historian, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.sambuk-rw.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "port-sudan-auction"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_chamber <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Jira OPS-2360, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "البرايفت كي حق سيرفر المحطة:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker in Djibouti:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet recovery phrase, copying it off the paper before I burn it: {p}": "english",
    "Exodus backup words\n{p}": "english",
    "voice memo: the Phantom wallet recovery words are {p} and that's all of them": "english",
    "Ledger recovery sheet (the tips wallet, emptied): {p}": "english",
    "كلمات الاسترداد حقت المحفظة: {p}": "english",
    "Wiederherstellungsphrase der BitBox02: {p}": "english",
    "frase di recupero del portafoglio MetaMask della barca: {p}": "italian",
    "le parole de recupere de lu portafoglie: {p}": "italian",
    "мнемоника от Tonkeeper (старый кошелёк): {p}": "russian",
    "záložní slova k peněžence Trezor Safe 3: {p}": "czech",
    "phrase de récupération du portefeuille de la poissonnerie : {p}": "french",
    "recovery phrase ng wallet ko sa Coins.ph: {p}": "english",
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
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Meeza's, mada's, Prostir's: brands the
    value helpers do not know; the prefixes are the author's belief), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "meeza":
        return _card_of(rng, ["507803", "507808", "507809"], [16])
    if brand == "mada":
        return _card_of(rng, ["588845", "968208", "636120"], [16])
    if brand == "prostir":
        return _card_of(rng, ["98040", "98041"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Rania: resort card for the compressor spares is {c}, exp {mm}/{yy}",
    "keep my card for the Hurghada chamber deposit: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Jira OPS-2371: pay the Bauer service visit with card {c}",
    "نمرة الكارت حقي {c}، ينتهي {mm}/{yy}",
    "رجم الكارت بتاعي {c}",
    "my kaart se nommer is {c}, {mm}/{yy}",
    "lu numere de la carta mé: {c}",
    "הכרטיס של החנות: {c}, בתוקף עד {mm}/{yy}",
    "картка для закупівель: {c}, дійсна до {mm}/{yy}",
    "የካርዴ ቁጥር፦ {c}",
    "eto yung card ng shop: {c}, exp {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "meeza", "mastercard", "amex", "mada", "maestro", "prostir", "unionpay", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV {cvv}",
               "the three digits on the back of the resort card: {cvv}",
               "Amex {c}, the four-digit code printed above the number: {cvv}",
               "الأرقام التلاتة ورا الكارت: {cvv}",
               "الأرجام التلاتة اللي ورا الكارت: {cvv}",
               "il codice di sicurezza sul retro della carta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN tables of heldouts 5 to 118; BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"SD": "n" * 14, "RO": "aaaa" + "c" * 16, "HU": "n" * 24, "AL": "n" * 8 + "c" * 16,
                "AT": "n" * 16, "IE": "aaaa" + "n" * 14, "PT": "n" * 21, "RU": "n" * 14 + "c" * 15}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice SRW-2031-207: please pay the membrane supplier in Constanța to {i} within 30 days": "RO",
    "save the Port Sudan fish auction's bank details: IBAN {i}": "SD",
    "IBAN: {i}\nReference: chamber deposit, August": "IE",
    "Slack #finance: the Budapest pump-seal broker's new IBAN {i}": "HU",
    "الآيبان حق الشركة في بورتسودان: {i}": "SD",
    "IBAN для оплаты поставщику гидрокостюмов: {i}": "RU",
    "my IBAN is {i}, ek sê, for the Dublin course refund": "IE",
    "l'IBAN de lu conte de lu fornitore portoghese: {i}": "PT",
    "мій IBAN для повернення депозиту: {i}": "RU",
    "IBAN der Wiener Tauchschule für die Rückzahlung: {i}": "AT",
    "IBAN du fournisseur de Lisbonne : {i}": "PT",
    "IBAN van de leverancier in Tirana: {i}": "AL",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _cdws(g: random.Random) -> str:
    """An Egyptian Chamber of Diving and Watersports guide card: a branch and five digits (invented)."""
    return f"{g.choice(['HRG', 'SSH', 'RMF'])}-{_r(g, D, 5)}"


def _aseza(g: random.Random) -> str:
    """An Aqaba (ASEZA) dive-guide licence: letters, a year, a serial (invented)."""
    return f"ASEZA/DG/{g.randrange(2024, 2032)}/{_r(g, D, 4)}"


def _padi(g: random.Random) -> str:
    """A PADI professional number: six digits, no public check."""
    return g.choice("23456789") + _r(g, D, 5)


def _cmas(g: random.Random) -> str:
    """A CMAS instructor card: a federation, a grade and a serial (invented layout)."""
    return f"{g.choice(['ITA', 'UKR', 'RSA'])}/M{g.choice('123')}/{_r(g, D, 2)}/{_r(g, D, 6)}"


def _tdi(g: random.Random) -> str:
    return _r(g, D, 5)


def _dan(g: random.Random) -> str:
    """A DAN Europe membership number: the author's guess of eight digits."""
    return g.choice("123") + _r(g, D, 7)


def _cht(g: random.Random) -> str:
    """An NBDHMT hyperbaric technologist certification number (invented)."""
    return f"CHT-{_r(g, D, 5)}"


def _omceo(g: random.Random) -> str:
    """An Italian Ordine dei Medici register number: up to five digits, no check."""
    return str(g.randrange(1000, 10_000))


def _yachtmaster(g: random.Random) -> str:
    """An RYA Yachtmaster certificate number: the author's guess."""
    return f"C{_r(g, D, 7)}"


def _samsa(g: random.Random) -> str:
    """A SAMSA skipper certificate (invented)."""
    return f"SKP{_r(g, D, 6)}"


def _prdp(g: random.Random) -> str:
    """A South African licence card number with its PrDP: twelve characters (invented)."""
    return f"{_r(g, D, 4)}{_r(g, D, 4)}{_r(g, UPPER_DIGITS, 4)}"


def _il_licence(g: random.Random) -> str:
    """An Israeli driving licence number: seven digits, no check here."""
    return g.choice("123456789") + _r(g, D, 6)


def _dj_cni(g: random.Random) -> str:
    """A Djiboutian identity card (CNI) number (invented)."""
    return g.choice("123") + _r(g, D, 8)


def _sd_national(g: random.Random) -> str:
    """A Sudanese national number (الرقم الوطني): eleven digits, no public check."""
    return g.choice("12") + _r(g, D, 10)


def _libretto(g: random.Random) -> str:
    """An Italian seaman's book (libretto di navigazione): a port office and a serial (invented)."""
    return f"{g.choice(['PE', 'OR', 'NA'])} {_r(g, D, 5)}"


def _ua_skipper(g: random.Random) -> str:
    """A Ukrainian small-craft skipper licence: a Cyrillic series and six digits (invented)."""
    return f"{g.choice(['ААВ', 'МСВ', 'ОДС'])} {_r(g, D, 6)}"


def _er_fishing(g: random.Random) -> str:
    """An Eritrean fishing licence (invented)."""
    return f"MMR/FL/{g.randrange(2028, 2032)}/{_r(g, D, 4)}"


def _sa_sea_permit(g: random.Random) -> str:
    """A Saudi Border Guard sea permit (invented)."""
    return f"{_r(g, D, 3)}-{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "my CDWS dive guide card number: {s}": _cdws,
    "رقم كارنيه CDWS بتاعي: {s}": _cdws,
    "ASEZA dive guide licence for Suleiman: {s}": _aseza,
    "رقم رخصة الغوص حگي من سلطة العقبة: {s}": _aseza,
    "PADI pro number for the instructor form: {s}": _padi,
    "il mé numere PADI: {s}": _padi,
    "номер інструкторської картки CMAS: {s}": _cmas,
    "TDI instructor no. {s}, renew before March": _tdi,
    "DAN Europe member number (for the chamber insurance form): {s}": _dan,
    "NBDHMT certification, chamber tech: {s}": _cht,
    "numero di iscrizione all'Ordine dei Medici di Pescara: {s}": _omceo,
    "RYA Yachtmaster Offshore certificate: {s}": _yachtmaster,
    "my SAMSA skipper ticket nommer is {s}": _samsa,
    "licence number with the PrDP on it: {s}": _prdp,
    "מספר רישיון הנהיגה שלי: {s}": _il_licence,
    "numéro de ma carte d'identité djiboutienne : {s}": _dj_cni,
    "الرقم الوطني حقي {s}": _sd_national,
    "ann bataaga-n number: {s}": _sd_national,
    "matricola del libretto di navigazione: {s}": _libretto,
    "посвідчення судноводія маломірного судна: {s}": _ua_skipper,
    "la fishing licence-ye tu {s}": _er_fishing,
    "تصريح حرس الحدود للقارب: {s}": _sa_sea_permit,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Zain Cash 2FA recovery codes\n{codes}", "backup codes for the resort's Google Workspace: {codes}",
            "Shearwater Cloud backup codes {codes}", "أكواد الطوارئ حقت التحقق بخطوتين:\n{codes}",
            "резервні коди 2FA для пошти:\n{codes}", "die 2FA backup codes vi die bank: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Salla:rania.h@sambuk-rw.net?secret={s}&issuer=Salla&period=30",
              "Aegis, manual entry key for the Foodics console: {s}",
              "2FA setup key for the Bloowatch admin: {s}",
              "מפתח ההגדרה של האימות הדו-שלבי: {s}"]  # fmt: skip
_CODES = ["{c} is your Bankak verification code. Do not share it.",
          "رمز التحقق الخاص بك في زين كاش هو {c}",
          "הקוד לכניסה לאפליקציה: {c}. אין למסור אותו לאיש",
          "Код підтвердження LiqPay: {c}. Не кажіть його нікому",
          "الكود اللي جالي من البنك {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Sambuk-Dive-5G", "SRW-Chamber", "MY-Zahra-Crew", "TalaBay-Staff", "Eilat-Marina-Office",
          "PortSudan-RO-Ctrl", "Massawa-ColdStore", "Djib-FishMkt", "Obhur-Jetty", "Starlink-Sanganeb",
          "HRG-Chamber-2G", "Suakin-Shed", "ElGouna Dive Base"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "staff network {s}, password {pw}",
    "wifi on the Sanganeb liveaboard: {s} / {pw}",
    "WLC-3504, WLAN 3 is {s}:\n(Cisco Controller) >config wlan security wpa akm psk set-key ascii {pw} 3",
    "the key printed under the Starlink router: {pw}",
    "الواي فاي {s} الباسورد حقو {pw}",
    "الوايفاي حدانا {s} وكلمة سره {pw}",
    "الشبكة {s} چلمة سرها {pw}",
    "tu-wifi {s} tu-password-u {pw}",
    "die wifi by die dive shop: {s}, password {pw}",
    "lu wifi de la barca {s}, pe' la password mitte {pw}",
    "הוויי-פיי בחדר הדחסנים: {s}, סיסמה {pw}",
    "wifi {s}, пароль {pw}",
    "ang wifi sa barko ay {s}, password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("bw_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the VHF, channel 72] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "حرف ورا حرف: {t}",
          "lettera per lettera: {t}", "letter vir letter: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["كود الطبلة حقت المخزن: {pw}", "رقم الجفل بتاع المخزن {pw}", "رمز الگفل حگ المخزن {pw}",
          "die kode vi die padlock by die kompressor is {pw}", "lu codice de lu lucchette de le bombole: {pw}",
          "oo-kood oo-qufl-iib {pw}", "chamber room door keypad: {pw} then #",
          "tank-room padlock at Tala Bay: {pw}", "SIM PIN of the Starlink backup modem: {pw}",
          "קוד הכספת בחנות הצלילה: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["reef", "anchor", "mooring", "nitrox", "grouper", "sanganeb", "felucca", "brine",
                 "permeate", "chamber", "regulator", "dolphin", "lionfish", "manta", "jetty",
                 "sambuk", "suakin", "dugong"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the chamber logs: {p}": " ",
            "Bitwarden master passphrase (dive shop): {p}": "-",
            "VeraCrypt volume passphrase, booking backups: {p}": " ",
            "عبارة المرور حقت الخزنة: {p}": " ", "passphrase del KeePass della barca: {p}": ".",
            "парольна фраза від сховища: {p}": " ", "die passphrase vi die vault is {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, request 'plant trend': Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia request 'bookings': Authorization: Bearer {v}": False,
    "HAR export from the booking site: authorization: Basic {v}": True,
    "Bruno collection, headers:\n  Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "wifidog.conf:\nGatewayInterface br-lan\nHTTPDName Sambuk-Guest\nHTTPDUserName admin\nHTTPDPassword {pw}",
    "Floreant POS, floreantpos.properties:\ndatabase.url=jdbc:derby://localhost:51527/posdb\ndatabase.user=app\ndatabase.password={pw}",
    "from instagrapi import Client\ncl = Client()\ncl.login(\"sambuk.divers\", \"{pw}\")",
    "gradle.properties (booking app):\nossrhUsername=sambuk\nossrhPassword={pw}",
    "freepbx.conf:\n$amp_conf['AMPDBUSER'] = 'freepbxuser';\n$amp_conf['AMPDBPASS'] = '{pw}';",
    "Home Assistant secrets.yaml:\ncoldstore_mqtt_password: {pw}",
    "telegraf.conf\n[[outputs.influxdb]]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "docker-compose.yml:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.properties (booking API):\nspring.datasource.username=booking\nspring.datasource.password={pw}",
    "msmtprc:\naccount sambuk\nhost smtp.sambuk-rw.net\nuser alerts@sambuk-rw.net\npassword {pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "upsd.users:\n[monuser]\n  password = {pw}\n  upsmon primary",
    "pgbouncer userlist.txt:\n\"historian\" \"{pw}\"",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Booking\": \"Server=booking-sql;Database=Reservations;User Id=app;Password={pw};\" }}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Noa: marina office wifi password?\nYossi: {pw}",
    "[07:41] thabo: root pw for the chamber PC?\n[07:42] gianluca: {pw}",
    "Serena: {pw} is the new booking admin password",
    "Dmytro: use {pw}, that's what the compressor panel has now",
    "عوضية: الباسورد الجديد {pw}",
    "محمود: الباسورد الجديد دلوك {pw}",
    "سليمان: الرمز الجديد {pw}",
    "Shireen: die nuwe password is {pw}",
    "Gianluca: la password nove è {pw}",
    "Оксана: новий пароль {pw}",
    "נועה: הסיסמה החדשה {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "p\u0336a\u0336s\u0336s\u0336w\u0336o\u0336r\u0336d\u0336: {pw}", "PASS\u00a0WORD = {pw}",
    "p\u0430\u0455\u0455w\u043erd = {pw}", "pa55word: {pw}", "p@ssword \u2192 {pw}",
    "P-A-S-S-W-O-R-D: {pw}", "pass_word = {pw}", "𝔭𝔞𝔰𝔰𝔴𝔬𝔯𝔡 {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli_take, 34), (_urls, 13), (_vendors, 56),
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


def _italian_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["italian"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the WinCC Unified admin password is": "{s}", "Frick panel pw:": "{s} (since the July service)",
    "باسوردي هسي": "{s}", "Haux chamber PC password": "{s}\nchange it after the audit",
    "كلمة السر بتاعت الكمبروسر": "{s}", "die password is": "{s}", "la password de la barca è": "{s}",
    "Starlink admin password": "{s}", "the password Riaan read out over the VHF was": "{s}, I think",
    "пароль від ноутбука:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Nova Poshta API key", "{s}", _j((HEX, 32))),
    ("split_token", "Bloowatch key:", "{s} (bookings sync)", _j("bw_live_", (ALNUM, 32))),
    ("split_token", "Edfapay secret key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(_card(g, "meeza"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SD"))),
    ("split_backup", "Zain Cash recovery codes", "{s}\nkbrt-4417-mnqe\nwhvp-0932-ldxs", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PADI pro number", "{s}", _padi),
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
    '{"chamber": {"panel": "haux-quadro", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"كلمة_السر_حقت_المخزن": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "osman", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"boats": [{"name": "Zahra"}, {"name": "Sanganeb Star", "router_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["adstool", "10.40.1.20", "addroute", "--addr=10.40.1.5", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "الباسورد بتاع الكمبروسر دلوك {s}"}': ("meta_password", _plain_pw),
    '{"пароль_адмінки": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Frick panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"nova_poshta": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"bostaApiKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"zapper_secret": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mada"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RO")),
    '{"instructor": {"cdws_card": "{s}"}}': ("meta_id", _cdws),
    '{"2fa": {"backup_codes": ["{s}", "kbrt-4417-mnqe", "whvp-0932-ldxs"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tips_wallet": {"recovery_phrase": "{s}"}}': ("meta_seed", _italian_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tank_room": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "SRW-Chamber", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyads-3.4.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"b-control-micro-fw-2.11.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.sambuk.lan/booking-api:7.3").hexdigest()
_COMMIT = hashlib.sha1(
    b"booking: add nitrox certification check", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(
    b"historian: revert brine conductivity scaling", usedforsecurity=False
).hexdigest()[:8]
_MD5 = hashlib.md5(b"tide-tables-2032.pdf", usedforsecurity=False).hexdigest()
_SHA1 = hashlib.sha1(b"chamber-log-2031-08.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ro-plant-trend-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the WinCC Unified panel password before the membrane audit on 2032-03-09.",
    "Thabo asked for the chamber room wifi password; it's on the card in the duty folder.",
    "Policy: resort passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords in the WhatsApp group; send a vault link instead.",
    "The `.env.example` line `NOVA_POSHTA_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Frick panel asks for a new password after every firmware update.",
    "Replace <YOUR_BLOOWATCH_KEY> in the README with the key from your Bloowatch dashboard.",
    "ZAINCASH_MERCHANT_SECRET and BOSTA_API_KEY must be set before the nightly payment sync runs.",
    "يا زول، الباسورد ما تديهو لأي زول حتى لو قال من البنك.",
    "كلمة السر بتاعتك ماتجولهاش لحد، ولا حتى لينا.",
    "يا خوي، چلمة السر لا تعطيها حد أبد.",
    "oo-password-ook ka-diya, barook.",
    "inn password weer-gi tokki.",
    "la password-ka la tənagər la ʾəssit.",
    "moenie jou password vi enige iemand gee nie, ek sê.",
    "la password nen la dice a nisciune, mo' e sempre.",
    "يُرجى عدم إرسال كلمة المرور عبر البريد الإلكتروني.",
    "אל תשתפו את הסיסמה עם אף אחד, גם לא עם התמיכה.",
    "Per il gestionale della barca serve una password lunga almeno quattordici caratteri.",
    "Пароль до адмінки змінюємо кожні дев'яносто днів.",
    "Никогда не пересылайте пароль в мессенджере.",
    "Die wagwoord moet minstens veertien karakters lank wees.",
    "Au téléphone, personne de la banque ne vous demandera votre mot de passe.",
    "Teilen Sie Ihr Passwort mit niemandem, auch nicht mit dem Tauchlehrer.",
    "Nikomu nie podawaj swojego hasła.",
    "Heslo nikomu neříkejte, ani instruktorovi.",
    "ፓስዎርድካ ንዝኾነ ሰብ ኣይተካፍል።",
    "የይለፍ ቃልሽን ለሌላ ሰው አትንገሪ።",
    "Ha la wadaagin erayga sirta ah qof kale.",
    "Kahit sino pa ang magtanong, hindi namin hihingin ang password mo.",
    "Upgraded the B-Control Micro firmware from 2.9 to 2.11 and pyads to 3.4.2 over the weekend.",
    f"commit {_COMMIT} adds the nitrox certification check to bookings.",
    f"Reverted to {_SHORT} after the brine conductivity scaling broke the historian.",
    f"requirements.txt: pyads==3.4.2 --hash=sha256:{_WHEEL_SUM}",
    f"The B-Control Micro firmware 2.11 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ro-plant-trend-export-2031.parquet: {_SHA512}",
    f"The booking API container runs registry.sambuk.lan/booking-api@sha256:{_IMAGE}.",
    f"MD5 of tide-tables-2032.pdf is {_MD5}, same as the copy on the office share.",
    f"sha1sum chamber-log-2031-08.csv → {_SHA1}",
    "Request id 4c8d2f17-93ab-4e61-a0d5-7be2c918f3a4 is the slow one in the booking API logs.",
    "Purchase order PO-2032-00731 for 12 Filmtec SW30XHR-440i membranes ships from Constanța on Monday.",
    "Jira OPS-2291: the Port Sudan high-pressure pump trips on low suction pressure at night.",
    "Booking SRW-BK-88213: 4 divers, Brothers islands, 2032-05-14 to 2032-05-21, cabin 6.",
    "Call the Hurghada chamber duty phone on +20 65 344 7102 before 8 am.",
    "ISBN 978-0-9554815-1-4 is the Red Sea fish guide on the dive shop shelf.",
    "The marina pickup truck has the plate 2-1447 ق ص and is parked at gate B.",
    "Chamber treatment table 6: 285 minutes at up to 2.8 bar, oxygen with air breaks.",
    "RO train 2: feed 1 420 m³/day at 62 bar, permeate 410 µS/cm, recovery 42 %.",
    "Cold room 2 is at −22 °C; the fish market's ice plant makes 8 t of flake ice a day.",
    "After five wrong passwords the booking console locks the account for 15 minutes.",
    "The Elphinstone reef drops to 100 m; we dive the north plateau at 25 m on air.",
    "The secret of a good safety stop is 3 minutes at 5 m with neutral buoyancy.",
    "Ask Riaan for the tank-room padlock code, I don't have it.",
    "My card ending 4471 was declined at the Hurghada chandlery.",
    "The Constanța supplier wants the IBAN on the invoice with spaces every four characters.",
    "Print the 2FA backup codes for the resort's Zain Cash account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SALLA_ACCESS_TOKEN` in the secrets store, never in the repository.",
    "Version 7.3.0 of the booking API drops support for the old kiosk app (6.x).",
    "The guest wifi 'Sambuk-Guest' is open, no password needed; staff use the other network.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-02-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/resort/frick-panel", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyads", "version": "3.4.2"}}',
    '{"ticket": "OPS-2291", "purchase_order": "PO-2032-00731"}',
    '{"booking": {"id": "SRW-BK-88213", "divers": 4, "site": "Brothers"}}',
    '{"phone": "+20 65 344 7102", "city": "Hurghada"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tanks_filled_today": 148}',
    '{"ro_train": 2, "feed_bar": 62, "permeate_us_cm": 410, "recovery_pct": 42}',
    '{"request_id": "4c8d2f17-93ab-4e61-a0d5-7be2c918f3a4", "status": 504}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
