# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, ninety-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the ninety-fourth's docstring, the fifth to
ninety-fourth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and
IBAN countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora,
the corpora written at the same time, any test nor the reports, and the scrubber was never run on
it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
curators, germination-lab technicians, cold-room and seed-cleaning crews, herbarium staff, the
motorbike extension team and the office of a network of community seed banks leak secrets into an
assistant's memory: the Mesob Seed Commons (fictional), with its crop-research station on Tsadkan
Hill outside Gondar (germination lab, cold rooms at minus 18 °C, a seed-cleaning plant), community
seed banks at Lalibela, Axum, Keren and Sekota, a seed-cleaning and drying shed in Mekelle, a
herbarium and cold-room annex in Asmara, the coffee field genebank at Jimma, an enset in-vitro lab at
Hawassa, extension riders on Yamaha AG200 motorbikes, and partner genebanks at Muguga (Kenya),
NordGen and the Svalbard vault (Norway), Gatersleben (Germany), ICARDA at Terbol (Lebanon, once Tel
Hadya in Syria) and ICRISAT at Patancheru (India). The texts are Telegram, Viber, imo, Signal,
WhatsApp, Element, Zulip, Briar, Zello (transcribed), Delta Chat, Wire, Threema, Teams, Mattermost,
Rocket.Chat, Messenger, Google Chat, Session, Jami and Slack messages, Google Keep, Standard Notes,
Joplin, Logseq, Zim, Trilium, Markor, Orgzly, Notesnook and Cherrytree notes to self, Zammad, GLPI,
Redmine, Request Tracker, Znuny, FreeScout, Kanboard, YouTrack and MantisBT tickets, e-mails,
incident notes, runbooks, README fragments, shell history (bash and zsh history, fish, PowerShell,
Termux, tmux, screen, Zellij, Tabby, Warp, WezTerm, mintty, Xshell, SecureCRT, Bitvise, mRemoteNG,
Cmder, ConEmu), configs, code, voice-dictated text and requests to the assistant itself, around the
panels of seed-bank, lab, cold-room, cleaning-plant, power, weather, network and office hardware
(Conviron Adaptis and Central Management, Memmert IPP260eco, Binder KBWF 240, Percival E-41L2,
Danfoss AK-CC 550 and AK-SM 720, Dixell XWEB300D, Munters ML690, Testo Saveris 2, Tinytag,
Sartorius Cubis II, Pfeuffer Contador, DICKEY-john GAC 2700, Perten DA 7250, a MARVIN seed analyser,
Videometer SeedLab, Faxitron UltraFocus, Westrup and Akyürek cleaners, Siemens LOGO! 8, Weintek
cMT3072, Henkelman Boxer, Epson DS-50000, Canon EOS R6, Bio-Rad CFX96, LI-COR LI-6800, SMA Sunny
Island, Huawei SUN2000, APC Smart-UPS SRT, Eaton 9SX, a Kipor genset's DSE7320, TAHMO and Davis
stations, Huawei B535, ZTE MF286D, Teltonika RUT241, Thuraya XT-Pro, Garmin trackers, Hikvision,
Synology DS920+, Grandstream UCM6302, a Raspberry Pi). Tools none of heldouts 5 to 94 names:
sentinelsat, landsatxplore, pyModis' modis_download.py, eodag, openEO's `authenticate_basic`, the
ODK-X Suitcase, Breedbase's BrAPI token call, Gigwa's generateToken, NodeODM's `--token`, ffprobe,
MediaWiki's changePassword.php, Raspberry Pi OS's `imager_custom set_wlan`, comitup's config, UUCP's
call file, and the configs of Germinate, GRIN-Global, BioCASe, Breedbase (sgn_local.conf) and
CSPro's CSWeb; beside them the commands the product names (sshpass, mysql, curl, smbclient,
redis-cli, mosquitto_pub, ipmitool, 7z, zip, openssl, gpg, htpasswd, docker login, lftp, sqlcmd,
net use, xfreerdp, ldapsearch, sudo -S, sqlplus, ssh-keygen, passwd --stdin) in layouts of its
own. About 40 % of the texts are in other languages than English (by a rough count of the drawn
samples): Blin (Bilen), Saho, Kunama,
Xamtanga (Khamtanga), Awngi, Kafa (Kafi noonoo), Gedeo and Sebat Bet Gurage, which no earlier
docstring names, and Amharic, Tigrinya, Afaan Oromo, Somali, Levantine Arabic, Swahili, Norwegian
(Bokmål), German, Hindi, Telugu, Italian, French, Spanish, Russian, Turkish, Greek and Czech in
wordings of their own. The eight new languages' wordings are the author's approximations, checked by no
speaker, built around their pronouns and the loanwords people text (password, wifi, code, PIN,
username, API key, kompyuter): Blin's `an` ("I") and `enti` ("you"), Kunama's `aba` ("I"), `ena`
("you"), `unu` ("he, she"), `inna` ("have") and `kosa` ("be") after published lessons; Saho's `anu`
("I") and `yi` ("my") after its sister Afar; Xamtanga's and Awngi's `ɨn`/`án` ("I") after the
Agaw pronoun (Xamtanga written in Ge'ez letters); Kafa's `taa` and `nee` ("I", "you"); Gedeo's
`ani` and `ati` ("I", "you") after its Highland East Cushitic sisters, with `galatoomi`
("thanks") and `lakkoofsa` ("number") taken from its neighbours; Sebat Bet Gurage's `əya` ("I"),
in Latin and Ge'ez letters; the rest is loanwords, unchecked too. Vendors (AfroMessage, YenePay,
HelloCash, GeezSMS, M-Birr, Kifiya, Gebeya, Lesan AI, Addis AI, PesaLink, Amitruck, iProcure, Onfon
Media, DigiFarm, Apollo Agriculture, Sendega, LINK Mobility, Altinn, 24SevenOffice, Signicat,
Criipto, Dintero, Deutsche Post's Internetmarke, Mittwald, Netcup, all-inkl, CleverReach,
rapidmail, Whish Money, Areeba, SMSCountry, Easy-SMTA, the Treaty's GLIS, DArT, Intertek AgriTech,
GOBii, Phenome Networks, the Biodiversity Heritage Library, Oikolab, TAHMO, Filebase, kDrive,
SurveyToGo, Teamscope, GPSWOX, Beem, Lelapa AI and Tupaia) are ones heldouts 5 to 94 do not name;
almost none publishes a token shape, so the shapes here are the author's guesses (Lesan AI's
`lsn_live_`, Addis AI's `sk_`, Teamscope's `ts_` and most plain runs are invented; AfroMessage's,
CleverReach's and GOBii's JWTs, the Biodiversity Heritage Library's GUID, Areeba's 32-hex API
password, Filebase's 40-character secret and GPSWOX's `$2y$10$` hash follow what their pages show).
The ids are kinds heldouts 5 to 94 do not use, and none carries a check a library or this file
verifies (python-stdnum has no module for any of them, and no check-digit algorithm is written
here): an Ethiopian kebele identity card number, an Ethiopian Origin ID ("Yellow Card"), an
Ethiopian residence permit of a foreign researcher, an Ethiopian community-based health insurance
(CBHI) membership number, an Eritrean exit visa number, an Eritrean driving licence, a Kenyan alien
card number, a Syrian passport, a Syrian family booklet (دفتر العائلة) number, a UN laissez-passer
and India's AgriStack Farmer ID, drawn in the shape the author believes they are printed in, under
English, Amharic, Tigrinya, Arabic, Swahili, Hindi, Saho, Kunama, Blin, Kafa, Gedeo, Awngi,
Gurage and Xamtanga words. Card numbers pass Luhn (RuPay prefixes drawn here and checked with python-stdnum's `luhn`,
the rest from the value helpers). The IBANs are of the countries used least by a rough count over
heldouts 5 to 94 (Switzerland, Spain, Türkiye, Tunisia, Estonia, Lithuania, Slovenia and Greece,
about seven corpora each), drawn until `stdnum.iban` validates them (Spain's national check digits
included); seed phrases come from `mnemonic`'s English, Italian, French, Russian, Turkish, Czech
and Spanish lists, each from random entropy, so its checksum holds. 390 texts hold a secret, 20
field pairs and 20 metadata samples (430 scored), with 60 clean texts and 10 clean metadata samples
that must be kept: digests after the word that names them, a commit, versions, a request's UUID, a
purchase order, tickets, a booking, a phone number, an ISBN, a motorbike's plate, accession
numbers, cold-room temperatures, rainfall and prose about passwords in the languages above.
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

SEED = 95_260_417
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


# The Ethiopian calendar's months and years (E.C.), crops and varieties, places and their heights,
# the coffee ceremony and the kitchen: what the station's staff build passwords from.
_MONTHS = ["Meskerem", "Tikimt", "Hidar", "Tahsas", "Tir", "Yekatit", "Megabit", "Miyazia",
           "Ginbot", "Sene", "Hamle", "Nehase", "Pagume"]  # fmt: skip
_CROPS = ["Teff", "Quncho", "Sorghum", "Gubiye", "Barley", "Holker", "Durum", "Assassa",
          "Chickpea", "Natoli", "Enset", "Mazia", "Noug", "Korarima", "Gesha", "Ababuna",
          "GrassPea", "Linseed", "Abish", "Dagusa"]  # fmt: skip
_HEIGHTS = {"Gondar": 2133, "Lalibela": 2500, "Axum": 2131, "Mekelle": 2254, "Asmara": 2325,
            "Keren": 1460, "Jimma": 1780, "Hawassa": 1708, "Sekota": 2200, "Tsadkan": 2240}  # fmt: skip
_PLACES = list(_HEIGHTS)
_KITCHEN = ["buna", "jebena", "sini", "rekebot", "abol", "tona", "bereka", "kolo", "dabo",
            "injera", "tella", "kocho", "bulla", "ambasha", "shiro", "berbere"]  # fmt: skip
_WILD = ["Gelada", "Walia", "Nyala", "Lammergeier", "Simien", "RasDashen", "Guna", "AbunaYosef"]
_NAMES = ["Tsion", "Yonas", "Mekdes", "Abrehet", "Tesfaye", "Hiwot", "Dawit", "Selam", "Fikre",
          "Genet", "Berhane", "Senait", "Kibrom", "Luwam", "Meron", "Habtom", "Tirhas", "Chaltu",
          "Gemechu", "Lensa", "Idris", "Saleh", "Kalu", "Wanjiru", "Otieno"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T3ffQunch0", "K0r4r1m4", "3ns3tM4z14", "G3sh4", "S0rghum", "N0ug", "L1ns33d", "Ab1sh"]


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


def _height(g: random.Random) -> str:
    place = g.choice(_PLACES)
    return f"{place}{_HEIGHTS[place]}m{g.choice(_SYMBOLS)}"


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MONTHS)}{g.randrange(2010, 2019)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CROPS)}_Acc{g.randrange(1000, 10_000)}",
    _height,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: "-".join(g.sample(_KITCHEN, 3)) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1970, 2006)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"ColdRoom{g.randrange(1, 5)}-Minus{g.choice([18, 20])}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CROPS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_WILD)}Seeds{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_CROPS).lower()}{g.choice(_PLACES).lower()}{g.randrange(10, 19)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, group 'Tsadkan germination lab': the Conviron Adaptis A1000 touchscreen password is {pw}",
    "Viber from Mekdes: Memmert IPP260eco AtmoCONTROL password {pw}",
    "imo message from Habtom (Keren): Binder KBWF 240 web password {pw}",
    "Signal, Yonas: Percival E-41L2 IntellusUltra controller password {pw}",
    "Element room #coldroom-gondar: Danfoss AK-CC 550 service password {pw}",
    "Zulip stream 'cleaning-plant', topic 'Westrup': the Siemens LOGO! 8 web server password is {pw}",
    "Briar message from the Lalibela seed bank (no signal, synced over Bluetooth): Huawei B535 admin password {pw}",
    "Zello channel 'moto-team', transcribed: the Garmin Explore account password is {pw}",
    "Delta Chat from Tesfaye: DSE7320 genset controller password {pw}",
    "Wire message from Ingrid at NordGen: the Svalbard deposit portal password {pw}",
    "Threema from Katrin in Gatersleben: GBIS curator account password {pw}",
    "Teams chat with Rania (Terbol): the Sartorius Cubis II balance password is {pw}",
    "Mattermost #herbarium: Epson DS-50000 scan station password {pw}",
    "Rocket.Chat, Venkat (Patancheru): Perten DA 7250 NIR instrument password {pw}",
    "Messenger from Otieno at Muguga: the MARVIN seed analyser PC password {pw}",
    "Google Chat, Selam: Videometer SeedLab workstation password {pw}",
    "Session message from Dawit: Faxitron UltraFocus x-ray cabinet password {pw}",
    "Jami call chat: SMA Sunny Island 6.0H installer password {pw}",
    "WhatsApp, Chaltu (Jimma): Huawei SUN2000 FusionSolar installer password {pw}",
    "Slack #ops, Gemechu: APC Smart-UPS SRT network card password {pw}",
    "Google Keep: Munters ML690 dehumidifier panel password {pw}",
    "Standard Notes, 'cold rooms': Dixell XWEB300D password {pw}",
    "Joplin note 'Mekelle cleaning shed': Weintek cMT3072 HMI password {pw}",
    "Logseq journal: Testo Saveris 2 cloud password {pw}",
    "Zim wiki page 'Asmara annex': Tinytag Explorer PC password {pw}",
    "Trilium note: TAHMO station portal password {pw}",
    "Markor note on the extension tablet: Samsung Galaxy Tab Active3 admin password {pw}",
    "Orgzly TODO: change the Teltonika RUT241 password ({pw}) before the kiremt rains",
    "Notesnook: Davis WeatherLink Live password {pw}",
    "Cherrytree node 'Herbarium': Canon EOS R6 copy-stand laptop password {pw}",
    "Zammad ticket #2207: Pfeuffer Contador seed counter PC password {pw} doesn't work after the update",
    "GLPI ticket 4410: Eaton 9SX UPS web password {pw}, needs rotating",
    "Redmine issue #918: the DICKEY-john GAC 2700 export PC password is {pw}",
    "RT #5521: Hikvision DVR at the Axum seed store, admin password {pw}",
    "Znuny ticket 2033041210000017: Grandstream UCM6302 admin password {pw} was pinned on the notice board",
    "FreeScout conversation with the Hawassa lab: Synology DS920+ admin password {pw}",
    "Kanboard card 'Keren community seed bank': ZTE MF286D router password {pw}",
    "YouTrack MSC-311: Bio-Rad CFX96 PC password {pw}",
    "MantisBT #774: LI-COR LI-6800 console admin password {pw}",
    "Hi Lensa,\n\nthe root password on the Jimma genebank server is {pw}. Delete this mail once it's in the KeePassXC file.\n\nRegards,\nTesfaye",
    "Incident 2033-03-02: the Dixell XWEB at the Gondar cold room was reachable from outside with password {pw}",
    "Runbook: cold room 2 alarm reset\n1. open the Danfoss AK-SM 720\n2. sign in with the service account\n3. password {pw}\n4. acknowledge alarm A17 and restart the compressor delay",
    "README (germination lab rack)\nthe Conviron Central Management server is at https://ccm.mesob.lan, admin password `{pw}`.",
    "my Awash Birr app password is {pw} now",
    "hold on to my Equity Bank app password for me: {pw}",
    "dictated: the DSEWebNet password for the Kipor genset is {pw} full stop",
    "note to self: Henkelman Boxer vacuum packer service password {pw}",
    "after the reset the Westrup cleaner's HMI password became {pw}",
    "የጀርሚኔሽን ላቡ ኮምፒውተር የይለፍ ቃል {pw} ነው",
    "ሰላም ሂዎት፣ የቀዝቃዛ ክፍሉ ፓስወርድ {pw} ነው፤ ለማንም እንዳትሰጪ",
    "ናይ ሄርባሪየም ኮምፒተር መሕለፊ ቃል {pw} እዩ",
    "Jecha icciitii kompiitara mana kuusaa sanyii Jimmaa: {pw}",
    "erayga sirta ah ee kombiyuutarka shaybaarka waa {pw}",
    "كلمة السر تبع كمبيوتر بنك البذور بتربل هي {pw}",
    "nenosiri la kompyuta ya hifadhi ya mbegu Muguga ni {pw}",
    "passordet til PC-en i fryselageret er {pw}",
    "Kennwort vom Keimschrank-Rechner in Gatersleben: {pw}",
    "बीज बैंक वाले कंप्यूटर का पासवर्ड {pw} है",
    "విత్తన బ్యాంక్ కంప్యూటర్ పాస్‌వర్డ్ {pw}",
    "la password del computer della cella frigorifera di Asmara è {pw}",
    "le mot de passe de l'étuve de germination est {pw}",
    "la contraseña del secador de semillas es {pw}",
    "пароль от компьютера в семенохранилище Мекелле: {pw}",
    "tohum eleme makinesinin panel şifresi: {pw}",
    "an kompyuter password: {pw}",
    "ኣን ራውተር ፓስዎርድ {pw}",
    "yi email password {pw}",
    "yi kombiyuter password: {pw}",
    "aba email password inna: {pw}",
    "ena laptop password {pw}",
    "እን ኢሜል ፓስወርድ {pw}",
    "እን ኮምፒውተር ፓስወርድ፡ {pw}",
    "án email password: {pw}",
    "án laptop password {pw}",
    "taa email password {pw}",
    "taa kompiyuter password: {pw}",
    "ani email password {pw}, galatoomi",
    "ani laptop password: {pw}",
    "əya email password {pw}",
    "እያ ኮምፒውተር ፓስወርድ {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["tsion", "yonas.g", "mekdes", "abrehet", "tesfaye", "hiwot.a", "dawit", "selam",
          "fikre", "genet.b", "berhane", "senait", "kibrom", "luwam", "meron", "habtom", "tirhas",
          "chaltu", "gemechu", "lensa", "idris", "saleh", "kalu", "wanjiru", "otieno", "ingrid.n",
          "katrin", "rania", "venkat", "svc-germinate", "curator"]  # fmt: skip
_LOGINS = [
    "Telegram, Yonas: the Westrup HMI login is {u} / {pw}",
    "Zammad #3118: {u} locked out of the Conviron CCM, last password {pw}",
    "usr {u} pwd {pw}",
    "Trilium › Station › Power › SMA Sunny Portal: {u} — {pw}",
    "| box | username | pw |\n| --- | --- | --- |\n| Germinate curator | {u} | {pw} |",
    "sign into the Dixell XWEB as {u} with {pw}",
    "GBIS login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: genebank-db.mesob.lan\n  user: {u}\n  password: {pw}",
    "Viber: the Tinytag PC account {u}, password {pw}",
    "Habtom says: Faxitron account {u}, and its password {pw}",
    "service;username;password\ngrin-global-curator;{u};{pw}",
    "ssh {u}@cold-gw.mesob.lan (password {pw})",
    "Element: creds for the Synology are {u} and {pw}",
    "የተጠቃሚ ስም {u}፣ የይለፍ ቃል {pw}",
    "ሽም ተጠቃሚ {u}፣ መሕለፊ ቃል {pw}",
    "maqaa fayyadamaa {u}, jecha icciitii {pw}",
    "mtumiaji {u}, nenosiri lake {pw}",
    "brukernavn {u}, passord {pw}",
    "GBIS-Zugang: Nutzer {u}, Kennwort {pw}",
    "اليوزر {u} والباسورد {pw}",
    "utente {u}, password {pw}",
    "yi username {u}, yi password {pw}",
    "aba username {u}, password inna {pw}",
    "taa username {u}, password {pw}",
    "ani username {u} password {pw}",
    "an username {u} / password {pw}",
    "əya username {u}, password {pw}",
    "án username {u}, password {pw}",
    "እን ዩዘርኔም {u}፣ ፓስወርድ {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["korarima", "shiro", "berbere", "jebena", "injera", "ambasha", "gelada", "walia",
               "quncho", "mazia", "kocho", "tella", "abol", "rekebot", "fendisha", "meskel",
               "timket", "dabo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is {w} in lower case, followed by the digits {d}",
    "password: {w}, and glued to it the number {d}",
    "for the cold-room PC it's {w} with {d} on the end",
    "voice memo: germination lab wifi, the password goes {w} then {d} with no gap",
    "type {w}, then {d}",
    "it's {w}{d}: word plus number, one string",
    "የይለፍ ቃሉ መጀመሪያ {w}፣ ቀጥሎ ቁጥር {d}",
    "መሕለፊ ቃል {w} ዝብል ቃል እዩ፣ ድሕሪኡ {d}",
    "jecha icciitii: jecha {w}, itti aansee {d}",
    "yi password: {w}, then {d}",
    "aba password inna: {w}, {d}",
    "ani laptop password: {w}, lakkoofsa {d}",
    "passordet: {w} med små bokstaver, deretter tallet {d}",
    "Passwort: erst das Wort {w} in Kleinbuchstaben, dann die Zahl {d}",
    "nenosiri: anza na {w}, malizia na {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sentinelsat -u {u} -p '{pw}' --geometry trial_plots_gondar.geojson --sentinel 2 --cloud 25 --start 20330101 -d",
    "landsatxplore search --username {u} --password '{pw}' --dataset landsat_ot_c2_l2 --location 12.60 37.47 --start 2033-01-01 --end 2033-03-31",
    "modis_download.py -U {u} -P '{pw}' -t h21v07,h21v08 -f 2033-01-01 -e 2033-03-31 -p MOD13Q1.061 /data/modis",
    "EODAG__PEPS__AUTH__CREDENTIALS__USERNAME={u} EODAG__PEPS__AUTH__CREDENTIALS__PASSWORD='{pw}' eodag search -p S2_MSI_L1C -g lalibela.geojson",
    "python3 -c \"import openeo; openeo.connect('https://openeo.mesob.lan').authenticate_basic('{u}', '{pw}')\"",
    "java -jar ODK-X_Suitcase_v2.1.9.jar -download -cloudEndpointUrl https://odkx.mesob.lan -appId default -tableId seed_lots -username {u} -password '{pw}' -path /srv/exports",
    "curl -s -X POST https://breedbase.mesob.lan/brapi/v2/token -d 'username={u}' -d 'password={pw}'",
    "curl -s https://gigwa.mesob.lan/gigwa/rest/gigwa/generateToken -H 'Content-Type: application/json' -d '{{\"username\": \"{u}\", \"password\": \"{pw}\"}}'",
    "docker run -d -p 3000:3000 opendronemap/nodeodm --token '{pw}'",
    "ffprobe -v error -rtsp_transport tcp -i 'rtsp://{u}:{pw}@cam-coldroom2.mesob.lan:554/cam/realmonitor?channel=1&subtype=0'",
    "php maintenance/changePassword.php --user={u} --password='{pw}'",
    "sudo /usr/lib/raspberrypi-sys-mods/imager_custom set_wlan 'Mesob-GermLab' '{pw}' 'ET'",
    "sshpass -p '{pw}' rsync -av /srv/germ-images/ {u}@nas.mesob.lan:/volume1/germination/",
    "mysql --host=grin-db.mesob.lan --user={u} --password='{pw}' gringlobal -e 'SELECT COUNT(*) FROM accession'",
    "curl -u {u}:{pw} -T herbarium_batch_17.zip ftp://ftp.mesob.lan/incoming/",
    "smbclient //asmara-nas/herbarium -U '{u}%{pw}' -c 'put MESOB-H-004412.tif'",
    "redis-cli -h queue.mesob.lan -a '{pw}' LLEN odk:submissions",
    "mosquitto_pub -h mqtt.mesob.lan -u {u} -P '{pw}' -t coldroom/gondar/2/setpoint -m -18",
    "ipmitool -I lanplus -H 10.40.3.17 -U {u} -P '{pw}' sensor list",
    "7z a -p'{pw}' -mhe=on passport_scans_2033.7z scans/",
    "zip -P '{pw}' -r smta_shipments_2033.zip smta/",
    "openssl enc -aes-256-cbc -pbkdf2 -in accessions.csv -out accessions.csv.enc -pass pass:{pw}",
    "gpg --batch --yes --pinentry-mode loopback -o manifest.csv --passphrase '{pw}' --decrypt svalbard_manifest.csv.gpg",
    "htpasswd -b /etc/nginx/.htpasswd-germinate {u} '{pw}'",
    "docker login registry.mesob.lan -u {u} -p '{pw}'",
    "lftp -u {u},'{pw}' sftp://exchange.mesob.lan/deposits",
    "sqlcmd -S grin-sql.mesob.lan -U {u} -P '{pw}' -d gringlobal -Q \"SELECT TOP 5 * FROM inventory\"",
    "net use G: \\\\fs01\\germination /user:MESOB\\{u} {pw} /persistent:yes",
    "xfreerdp /v:herb-scan01.mesob.lan /u:{u} /p:'{pw}' /size:1600x900",
    "ldapsearch -x -H ldap://dc1.mesob.lan -D 'cn={u},ou=staff,dc=mesob,dc=lan' -w '{pw}' '(memberOf=cn=curators)'",
    "echo '{pw}' | sudo -S systemctl restart germinate",
    "sqlplus {u}/{pw}@//ora.mesob.lan:1521/HERB",
    "ssh-keygen -q -t ed25519 -C {u} -N '{pw}' -f ~/.ssh/id_svalbard",
    "printf '%s\\n' '{pw}' | passwd --stdin {u}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "tsion@tsadkan-lab:~$ {c}", "Termux on the extension tablet:\n~ $ {c}",
    "~/.local/share/fish/fish_history:\n- cmd: {c}", "PS C:\\Users\\yonas> {c}", "tmux pane 0:1, gondar-gw:\n# {c}",
    "screen -r cold, then: {c}", "Zellij tab 'herbarium': {c}", "Tabby SSH tab 'Mekelle shed':\n$ {c}",
    "Warp block:\n{c}", "WezTerm ~/brapi-sync $ {c}", "mintty, MINGW64 ~ $ {c}",
    "Xshell session 'Jimma genebank': {c}", "SecureCRT log, Asmara annex:\n{c}",
    "Bitvise terminal: {c}", "mRemoteNG tab 'axum-nas':\n{c}", "Cmder λ {c}", "ConEmu: {c}",
    ".bash_history, line 1207: {c}", "zsh history:\n: 1998237600:0;{c}",
    "ያስኬድኩት ትዕዛዝ: {c}", "ዘካየድክዎ ትእዛዝ: {c}", "niliandika amri hii: {c}",
    "ajaja ani raaseera: {c}", "der Befehl von gestern Abend: {c}", "dette kjørte jeg i terminalen: {c}",
    "anu command: {c}", "taa command: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@germinate-db.mesob.lan:5432/germinate",
    "postgres://{u}:{pw}@breedbase-db.mesob.lan:5432/cxgn",
    "jdbc:sqlserver://grin-sql.mesob.lan:1433;databaseName=gringlobal;user={u};password={pw};encrypt=false",
    "mongodb://{u}:{pw}@gigwa-mongo.mesob.lan:27017/admin?authSource=admin",
    "sftp://{u}:{pw}@deposit.mesob.lan:2222/svalbard/2033/",
    "rtsp://{u}:{pw}@cam-herbarium.mesob.lan:554/h264",
    "ftp://{u}:{pw}@ftp.mesob.lan/odk-backups/",
    "davs://{u}:{pw}@cloud.mesob.lan/remote.php/dav/files/germlab/",
    "mqtt://{u}:{pw}@mqtt.mesob.lan:1883",
    "redis://{u}:{pw}@queue.mesob.lan:6379/2",
    "amqp://{u}:{pw}@rabbit.mesob.lan:5672/odk",
    "ldap://{u}:{pw}@dc1.mesob.lan:389/dc=mesob,dc=lan",
    "Server=grin-sql.mesob.lan;Database=gringlobal;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "GERMINATE_DB_URL={c}", "Superset database URI (pre-migration): {c}",
    "save the old Germinate connection for me: {c}", "የዳታቤዝ አድራሻ: {c}", "Redmine #930: {c}",
    "Joplin note 'DB links': {c}", "databasen på Svalbard-serveren: {c}", "URL ya database ya Muguga: {c}",
    "ani database URL: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "mesob-seed-commons", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 31_536_000, "scope": "messages:send reports:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("AfroMessage", "AFROMESSAGE_TOKEN", _vendor_jwt("afromessage")),
    ("YenePay", "YENEPAY_PDT_TOKEN", _j((ALNUM, 32))),
    ("HelloCash", "HELLOCASH_API_KEY", _j((HEX, 40))),
    ("GeezSMS", "GEEZSMS_TOKEN", _j((ALNUM, 40))),
    ("M-Birr", "MBIRR_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Kifiya", "KIFIYA_API_SECRET", _j((URLSAFE, 43))),
    ("Gebeya", "GEBEYA_API_TOKEN", _j((ALNUM, 48))),
    ("Lesan AI", "LESAN_API_KEY", _j("lsn_live_", (ALNUM, 32))),
    ("Addis AI", "ADDIS_AI_KEY", _j("sk_", (URLSAFE, 40))),
    ("PesaLink", "PESALINK_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Amitruck", "AMITRUCK_API_KEY", _j((HEX, 64))),
    ("iProcure", "IPROCURE_TOKEN", _j((ALNUM, 36))),
    ("Onfon Media", "ONFON_API_KEY", _j((B64, 44))),
    ("DigiFarm", "DIGIFARM_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Apollo Agriculture", "APOLLO_PARTNER_KEY", _j((UPPER_HEX, 32))),
    ("Sendega", "SENDEGA_API_KEY", _j((ALNUM, 24))),
    ("LINK Mobility", "LINKMOBILITY_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Altinn", "ALTINN_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("24SevenOffice", "TFSO_APPLICATION_ID", lambda g: v.uuid4(g, "8")),
    ("Signicat", "SIGNICAT_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Criipto", "CRIIPTO_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Dintero", "DINTERO_CLIENT_SECRET", _j((HEX, 64))),
    ("Internetmarke", "INTERNETMARKE_SCHLUESSEL", _j((ALNUM, 32))),
    ("Mittwald", "MITTWALD_API_TOKEN", _j((URLSAFE, 64))),
    ("Netcup", "NETCUP_API_PASSWORD", _j((ALNUM, 40))),
    ("all-inkl", "KAS_AUTH_DATA", _j((ALNUM, 24))),
    ("CleverReach", "CLEVERREACH_TOKEN", _vendor_jwt("cleverreach")),
    ("rapidmail", "RAPIDMAIL_API_PASSWORD", _j((HEX, 40))),
    ("Whish Money", "WHISH_SECRET", _j((ALNUM, 40))),
    ("Areeba", "AREEBA_API_PASSWORD", _j((HEX, 32))),
    ("SMSCountry", "SMSCOUNTRY_AUTH_TOKEN", _j((ALNUM, 40))),
    ("Easy-SMTA", "EASYSMTA_API_KEY", _j((ALNUM, 40))),
    ("GLIS", "GLIS_API_TOKEN", _j((HEX, 48))),
    ("DArT", "DART_ORDER_TOKEN", _j((UPPER_DIGITS, 24))),
    ("Intertek AgriTech", "INTERTEK_API_KEY", lambda g: v.uuid4(g, "a")),
    ("GOBii", "GOBII_TOKEN", _vendor_jwt("gobii")),
    ("Phenome Networks", "PHENOME_API_TOKEN", _j((HEX, 40))),
    ("Biodiversity Heritage Library", "BHL_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Oikolab", "OIKOLAB_API_KEY", _j((HEX, 32))),
    ("TAHMO", "TAHMO_API_SECRET", _j((ALNUM, 40))),
    ("Filebase", "FILEBASE_SECRET_KEY", _j((ALNUM, 40))),
    ("kDrive", "KDRIVE_API_TOKEN", _j((URLSAFE, 80))),
    ("SurveyToGo", "SURVEYTOGO_API_KEY", _j((HEX, 32))),
    ("Teamscope", "TEAMSCOPE_API_KEY", _j("ts_", (ALNUM, 40))),
    ("GPSWOX", "GPSWOX_USER_API_HASH", _j("$2y$10$", (ALNUM + "./", 53))),
    ("Beem", "BEEM_SECRET_KEY", _j((B64, 86), "==")),
    ("Lelapa AI", "LELAPA_API_KEY", _j((URLSAFE, 48))),
    ("Tupaia", "TUPAIA_API_CLIENT_SECRET", _j((URLSAFE, 43))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set --export {env} {tok}",
    "/etc/mesob/alerts.env:\n{env}={tok}",
    "podman-compose.yml:\n    environment:\n      - {env}={tok}",
    "kustomization.yaml, secretGenerator literals:\n  - {env}={tok}",
    "crontab -l:\n{env}={tok}\n*/15 * * * * /opt/mesob/bin/sync_alerts.sh",
    "inventory/host_vars/gondar-gw/vault.yml (unencrypted!):\n{env}: \"{tok}\"",
    "CI/CD variable {env} in the gitlab project (unmasked): {tok}",
    "Mesob ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Trilium table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Orgzly: rotate the {vendor} key {tok}",
    "Telegram, Yonas: {vendor} key for the SMS alerts: {tok}",
    "Viber: {vendor} token rotated today, current value {tok}",
    "Zammad #3127: {vendor} returns 401 since Monday; key in the settings is {tok}",
    "GLPI ticket 5512: {vendor} integration down again, key on file {tok}",
    "store my {vendor} API key somewhere safe: {tok}",
    "የ{vendor} API ቁልፍ {tok} ነው",
    "ናይ {vendor} API መፍትሕ: {tok}",
    "furtuu API {vendor}: {tok}",
    "furaha API ee {vendor} waa {tok}",
    "مفتاح الـAPI تبع {vendor}: {tok}",
    "API key ya {vendor}: {tok}",
    "{vendor}-nøkkel for laben: {tok}",
    "der {vendor}-Schlüssel fürs Keimlabor: {tok}",
    "{vendor} की API की: {tok}",
    "{vendor} API కీ: {tok}",
    "la chiave di {vendor} per la cella: {tok}",
    "clé d'API {vendor} pour le labo de germination : {tok}",
    "ключ API {vendor} для семенохранилища: {tok}",
    "{vendor} entegrasyonunun anahtarı: {tok}",
    "la key de {vendor} para el banco de semillas: {tok}",
    "yi {vendor} API key: {tok}",
    "aba {vendor} API key inna: {tok}",
    "an {vendor} API key {tok}",
    "taa {vendor} API key: {tok}",
    "ani {vendor} API key {tok}",
    "እን {vendor} API ኪይ: {tok}",
    "án {vendor} API key: {tok}",
    "əya {vendor} API key {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    lelapa = _r(rng, URLSAFE, 48)
    beem = _r(rng, B64, 86) + "=="
    areeba = _r(rng, HEX, 32)
    oikolab = _r(rng, HEX, 32)
    tahmo = _r(rng, ALNUM, 40)
    yenepay = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'resp = requests.post("https://api.lelapa.ai/api/v1/translate/process", headers={{"X-CLIENT-TOKEN": "{lelapa}"}}, json=payload)', lelapa),
        Sample("vendor_token", f"curl -u 'mesob-alerts:{beem}' -X POST https://apisms.beem.africa/v1/send -d @sms.json", beem),
        Sample("vendor_token", f"$gateway = new AreebaGateway('TEST9800412', '{areeba}');", areeba),
        Sample("vendor_token", f'Sys.setenv(OIKOLAB_KEY = "{oikolab}")\nera5 <- oikolab_get(lat = 12.6, lon = 37.47)', oikolab),
        Sample("vendor_token", f"~/.netrc:\nmachine datahub.tahmo.org login mesob-stations password {tahmo}", tahmo),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "YENEPAY_PDT_TOKEN", "\\"{yenepay}\\"")\n  }}\n}}', yenepay),
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


_BARE_PLACES = ["{t}", "Telegram: {t}", "the dashboard shows it only once, pasting it here:\n{t}", "ቶክኑ: {t}",
                "{t}\n^ regenerated this morning", "remember this string for me: {t}", "aba token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Lalibela cold-room node LS-04 (OTAA): {h}": 32,
    "AES key of the Testo Saveris base export: {h}": 32,
    "HMAC secret for the YenePay IPN callback: {h}": 64,
    "IPsec PSK of the Gondar–Asmara tunnel, hex: {h}": 64,
    "dm-crypt keyfile of the accession-database backup disk, as hex: {h}": 64,
    "የባክአፑ ምስጠራ ቁልፍ: {h}": 64,
    "ufunguo wa usimbaji wa nakala rudufu: {h}": 48,
    "yi backup encryption key: {h}": 64,
    "krypteringsnøkkel for backupen (hex): {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "GET /brapi/v2/germplasm HTTP/1.1\nAuthorization: Bearer {t}",
    "Zammad #2261: token copied from the browser dev tools {t}",
    "Cookie: lang=am; germinate_session={t}",
    "BRAPI_ACCESS_TOKEN={t}",
    "save this Keycloak token, I need it for the import: {t}",
    "ቶክኑ {t} ነው",
    "tookanii: {t}",
    "aba token inna: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.mesob.lan/realms/seeds",
            "azp": "germinate-ui",
            "groups": ["curators", "germ-lab"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 22)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Jimma genebank server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/germinate.mesobseeds.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SMTA_SIGNING_KEY": "{key}", "provider": "mesob"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_svalbard <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Redmine #955, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "የጅማ ሰርቨር ፕራይቬት ኪይ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the NordGen deposit SFTP:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the steel plate before I sell it: {p}": "english",
    "Nunchuk wallet, the words from the backup card\n{p}": "english",
    "Blockstream Green words (the old grant-fund wallet, emptied): {p}": "english",
    "Zeus (the node wallet) seed words: {p}": "english",
    "voice memo: Trust Wallet words, in order, {p}, end of list": "english",
    "Trilium page 'Seed-fund wallet (retired)': {p}": "english",
    "le parole di backup dell'Exodus di Luwam: {p}": "italian",
    "les mots de secours du Phantom de la station : {p}": "french",
    "сид-фраза от Tonkeeper (старый кошелёк гранта): {p}": "russian",
    "Bitget Wallet kurtarma kelimeleri: {p}": "turkish",
    "obnovovací fráze peněženky Trezor (od Jany z českého projektu): {p}": "czech",
    "las palabras de respaldo de Muun: {p}": "spanish",
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
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
        return _card_of(rng, ["6521", "6522", "508", "607", "817", "820"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Yonas: the station card for the Westrup spare parts is {c}, exp {mm}/{yy}",
    "note my spare Dashen card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zammad #2270: pay the Conviron service visit with card {c}",
    "የካርዴ ቁጥር: {c}፣ {mm}/{yy}",
    "ቁጽሪ ካርደይ: {c}",
    "kadi yangu ya benki: {c}, {mm}/{yy}",
    "yi card number: {c}, {mm}/{yy}",
    "aba card number inna: {c}",
    "əya card number: {c}",
    "ani kaardii number: {c}, {mm}/{yy}",
    "कार्ड नंबर लिख लो: {c}",
    "Kartennummer für die Keimschrank-Ersatzteile: {c}, gültig bis {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "unionpay", "amex", "jcb", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, security code {cvv}",
               "the three digits by the signature strip: {cvv}",
               "Amex {c}, CID above the number on the front: {cvv}",
               "ከካርዱ ጀርባ ያሉት ሦስት ቁጥሮች: {cvv}",
               "CVV ya kadi (nyuma): {cvv}",
               "die drei Ziffern hinten auf der Firmenkarte: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 94; BBAN shapes (a, n, c, 0 as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CH": "n" * 5 + "c" * 12, "ES": "n" * 20, "TR": "n" * 5 + "0" + "c" * 16,
                "TN": "n" * 20, "EE": "n" * 16, "LT": "n" * 16, "SI": "n" * 15,
                "GR": "n" * 7 + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice AK-2033-041: pay the gravity table from Konya to {i} by the end of Ginbot",
    "save the Swiss foundation's IBAN for the grant refund: {i}",
    "IBAN: {i}\nReference: germination chamber service, Tir 2025",
    "Telegram #finance: the seed-cleaning contractor's new bank details, IBAN {i}",
    "የIBAN ቁጥሬ: {i}",
    "IBAN ቁጽረይ: {i}",
    "IBAN-kayga: {i}",
    "yi IBAN: {i}",
    "taa IBAN: {i}",
    "án IBAN: {i}",
    "IBAN til leverandøren i Tallinn: {i}",
    "cuenta del proveedor de Valencia, IBAN {i}",
    "IBAN του προμηθευτή στη Θεσσαλονίκη: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _kebele(g: random.Random) -> str:
    """An Ethiopian kebele identity card number as drawn here: a town's letters, the kebele's two
    digits and a serial of six; no public check."""
    return f"{g.choice(['GND', 'LLB', 'AXM', 'MKL', 'JMA', 'HWS'])}/{g.randrange(1, 20):02d}/{_r(g, D, 6)}"


def _origin_id(g: random.Random) -> str:
    """An Ethiopian Origin ID ("Yellow Card") as drawn here: EO and seven digits; unchecked."""
    return "EO" + _r(g, D, 7)


def _et_permit(g: random.Random) -> str:
    """An Ethiopian residence permit of a foreigner as drawn here: RP, two digits, six digits."""
    return f"RP{_r(g, D, 2)}-{_r(g, D, 6)}"


def _cbhi(g: random.Random) -> str:
    """An Ethiopian CBHI membership number as drawn here: a woreda code and a household serial."""
    return f"{g.randrange(100, 1000)}-{_r(g, D, 7)}"


def _er_exit_visa(g: random.Random) -> str:
    """An Eritrean exit visa number as drawn here: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _er_licence(g: random.Random) -> str:
    """An Eritrean driving licence number as drawn here: DL and six digits."""
    return "DL" + _r(g, D, 6)


def _ke_alien(g: random.Random) -> str:
    """A Kenyan alien card number as drawn here: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _sy_passport(g: random.Random) -> str:
    """A Syrian passport as drawn here: N and nine digits."""
    return "N" + _r(g, D, 9)


def _sy_booklet(g: random.Random) -> str:
    """A Syrian family booklet (دفتر العائلة) number as drawn here: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _un_lp(g: random.Random) -> str:
    """A UN laissez-passer as drawn here: two letters and seven digits."""
    return g.choice(["UN", "LP"]) + _r(g, D, 7)


def _farmer_id(g: random.Random) -> str:
    """India's AgriStack Farmer ID as drawn here: eleven digits; no public check."""
    return g.choice("123456789") + _r(g, D, 10)


_ID_PLACES: dict[str, Maker] = {
    "kebele ID card number for the Gondar bank form: {s}": _kebele,
    "የቀበሌ መታወቂያ ቁጥሬ: {s}": _kebele,
    "Yellow Card (Ethiopian Origin ID) of the visiting curator from Minneapolis: {s}": _origin_id,
    "taa Yellow Card number: {s}": _origin_id,
    "residence permit of the German seed technologist, for the customs letter: {s}": _et_permit,
    "ani residence permit number: {s}": _et_permit,
    "CBHI membership number of the Sekota seed guardian: {s}": _cbhi,
    "የጤና መድን (CBHI) አባልነት ቁጥር: {s}": _cbhi,
    "Eritrean exit visa number for the Keren curator's trip to Nairobi: {s}": _er_exit_visa,
    "yi exit visa number: {s}": _er_exit_visa,
    "ቁጽሪ መንጃ ፍቓድ: {s}": _er_licence,
    "an DL number: {s}": _er_licence,
    "Kenyan alien card number of the Asmara herbarium intern: {s}": _ke_alien,
    "namba ya kitambulisho cha mgeni (alien card): {s}": _ke_alien,
    "رقم جواز السفر السوري تبع ريما: {s}": _sy_passport,
    "Syrian passport of the ICARDA barley breeder, for the visa letter: {s}": _sy_passport,
    "رقم دفتر العائلة: {s}": _sy_booklet,
    "family booklet number for Ziad's dependants' forms: {s}": _sy_booklet,
    "UN laissez-passer of the FAO seed officer: {s}": _un_lp,
    "aba laissez-passer number inna: {s}": _un_lp,
    "Venkat's AgriStack Farmer ID: {s}": _farmer_id,
    "किसान पहचान (Farmer ID) नंबर: {s}": _farmer_id,
    "እን ቀበሌ መታወቂያ: {s}": _kebele,
    "əya kebele ID: {s}": _kebele,
    "án CBHI number: {s}": _cbhi,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)} {_r(rng, LOWER, 4)} {_r(rng, D, 2)}" for _ in range(n)]


_BACKUPS = ["YenePay merchant portal 2FA recovery codes\n{codes}",
            "spare sign-in codes for the station's Zimbra account {codes}",
            "Easy-SMTA backup codes: {codes}", "የ2FA መጠባበቂያ ኮዶች:\n{codes}",
            "2FA backup codes zangu: {codes}", "yi 2FA backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Germinate:tsion@mesobseeds.org?secret={s}&issuer=Germinate&digits=6",
              "Aegis, manual setup key for the Altinn login: {s}",
              "FreeOTP, secret for the Signicat test account: {s}",
              "taa 2FA key: {s}"]  # fmt: skip
_CODES = ["{c} is your Dintero verification code",
          "{c} የእርስዎ ማረጋገጫ ኮድ ነው",
          "Tumia {c} kuthibitisha akaunti yako ya PesaLink.",
          "BankID: bruk kode {c} for å logge inn",
          "رمز التحقق من Whish: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "\n", " "][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Mesob-GermLab", "Tsadkan-Station-5G", "ColdRoom-Gondar", "HUAWEI-B535-7F2A",
          "Lalibela-SeedBank", "Keren-CSB", "Axum-Store", "Mekelle-Cleaning", "Jimma-Coffee-FGB",
          "Hawassa-Enset-Lab", "Asmara-Herbarium", "ZTE_MF286D_5G", "Moto-Team-Hotspot",
          "Sekota Seed Guardians"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};;",
    "SSID: {s}\nWPA key: {pw}",
    "germination lab network {s}, password {pw}",
    "wifi at the Keren community seed bank: {s} / {pw}",
    "comitup.conf on the field Pi:\nap_name: {s}\nap_password: {pw}",
    "the key on the sticker under the Huawei B535: {pw}",
    "የ{s} ዋይፋይ ፓስወርድ {pw} ነው",
    "ናይ ዋይፋይ {s} መሕለፊ ቃል {pw}",
    "jecha icciitii wifi {s}: {pw}",
    "wifi {s}, nenosiri lake {pw}",
    "yi wifi {s} password: {pw}",
    "wifi {s} password inna: {pw}",
    "an wifi {s} password {pw}",
    "እን ዋይፋይ {s}፣ ፓስወርድ {pw}",
    "án wifi {s} password: {pw}",
    "wifi {s}, taa password {pw}",
    "ani wifi {s} password {pw}",
    "əya wifi {s} password {pw}",
    "wifi {s}, passord {pw}",
    "RAK7268 gateway uplink: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("lsn_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_", (URLSAFE, 26)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["spelling it out for you letter by letter: {t}", "[dictated over the Zello channel] {t}",
          "(spaced so the Telegram preview hides it) {t}", "አንድ በአንድ: {t}", "nakusomea tarakimu kwa tarakimu: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the cold-room door keypad at Gondar takes {pw} then #", "padlock on the Axum seed store: {pw}",
          "የዘር ማከማቻው መቆለፊያ ኮድ: {pw}", "ናይ መኽዘን ቁልፊ ኮድ: {pw}", "msimbo wa kufuli ya stoo: {pw}",
          "yi padlock code: {pw}", "padlock kod inna: {pw}", "əya ቁልፍ ኮድ {pw}",
          "the safe in the Jimma office: {pw}", "SIM PIN for the Thuraya XT-Pro: {pw}",
          "alarm panel PIN at the Asmara annex: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["teff", "sorghum", "enset", "korarima", "jebena", "gelada", "walia", "meskel",
                 "injera", "berbere", "noug", "abol", "rekebot", "simien", "tella", "kocho"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the curators' vault: {p}": " ",
            "Bitwarden vault, the master passphrase: {p}": "-",
            "VeraCrypt volume passphrase (accession scans): {p}": " ",
            "LUKS passphrase of the genebank backup disk: {p}": ".",
            "የባክአፑ ሚስጥራዊ ሐረግ: {p}": " ", "kaulisiri ya hifadhi rudufu: {p}": "_",
            "ani backup passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request 'brapi germplasm', header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
    "Hoppscotch environment, header Authorization = Basic {v}": True,
    "Insomnia export of the Gigwa call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Germinate config.properties:\ndatabase.server=germinate-db.mesob.lan\ndatabase.name=germinate\ndatabase.username=germinate\ndatabase.password={pw}",
    "GRIN-Global web.config:\n<add name=\"DataManager\" connectionString=\"Data Source=grin-sql.mesob.lan;Initial Catalog=gringlobal;User ID=gg_user;Password={pw};\" providerName=\"sqlserver\" />",
    "BioCASe provider, config/config.ini:\n[config]\nadmin_login = biocase\npassword = {pw}",
    "CSWeb src/AppBundle/config.php:\ndefine('DBHOST', 'localhost');\ndefine('DBUSER', 'csweb');\ndefine('DBPASS', '{pw}');",
    "/etc/uucp/call:\nlalibela  mesob  {pw}",
    "Breedbase sgn_local.conf:\ndbhost breedbase-db\ndbname cxgn\ndbuser postgres\ndbpass {pw}",
    "zmlocalconfig -s zimbra_ldap_password\nzimbra_ldap_password = {pw}",
    "Nextcloud config/config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "zabbix_server.conf:\nDBHost=localhost\nDBUser=zabbix\nDBPassword={pw}",
    "Redmine config/database.yml:\nproduction:\n  adapter: mysql2\n  database: redmine\n  username: redmine\n  password: \"{pw}\"",
    "mosquitto.conf, bridge to the Asmara annex:\nconnection asmara\naddress 10.50.0.2:1883\nremote_username bridge\nremote_password {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.mesob.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "/etc/postfix/sasl_passwd:\n[smtp.mesobseeds.org]:587 alerts@mesobseeds.org:{pw}",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "Mattermost config.json:\n\"DataSource\": \"postgres://mmuser:{pw}@localhost/mattermost?sslmode=disable\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tsion: germination lab wifi password?\nMekdes: {pw}",
    "[06:40] yonas: root pw for the Jimma server?\n[06:41] tesfaye: {pw}",
    "Habtom: {pw} is the new Dixell admin password",
    "Chaltu: use {pw}, that's what the Westrup HMI has now",
    "ሂዎት: አዲሱ ፓስወርድ {pw} ነው",
    "ኪብሮም: ሓድሽ መሕለፊ ቃል {pw} እዩ",
    "Gemechu: jecha icciitii haaraan {pw}",
    "Idris: yi new password {pw}",
    "Kalu: aba password inna {pw}",
    "Nuredin: əya new password {pw}",
    "Alemu: án new password {pw}",
    "Wanjiru: nenosiri jipya ni {pw}",
    "Sindre: nytt passord er {pw}",
    "زياد: كلمة السر الجديدة {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2061word = {pw}", "p\u0430ssword: {pw}", "ᴾᵃˢˢʷᵒʳᵈ: {pw}",
    "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 {pw}", "Ｐａｓｓｗｏｒｄ → {pw}", "pass\u034fword: {pw}", "ፓስወ\u200dርድ: {pw}",
    "Pass\u00a0word: {pw}",
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
    "the Westrup HMI password is": "{s}", "Dixell XWEB service pw:": "{s} (since the controller swap in Tir)",
    "የይለፍ ቃሉ": "{s}", "Conviron CCM pw": "{s}\nrotate after the genebank audit", "መሕለፊ ቃል": "{s}",
    "jecha icciitii:": "{s}", "yi password": "{s}", "nenosiri ni": "{s}",
    "the password Habtom read out over the radio was": "{s}, I think", "taa password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Oikolab API key", "{s}", _j((HEX, 32))),
    ("split_token", "Teamscope key:", "{s} (field surveys)", _j("ts_", (ALNUM, 40))),
    ("split_token", "BHL API key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "words from the Nunchuk backup card", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TR"))),
    ("split_backup", "YenePay recovery codes", "{s}\n48210-77391\n90315-26648", lambda g: f"{_r(g, D, 5)}-{_r(g, D, 5)}"),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "kebele ID", "{s}", _kebele),
    ("split_phrase", "master phrase of the KeePassXC file", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"westrup": {"hmi": "https://westrup-hmi.mesob.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pwd": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "habtom", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"chambers": [{"name": "adaptis-1"}, {"name": "adaptis-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["landsatxplore", "search", "--username", "tsion", "--password", "{s}", "--dataset", "landsat_ot_c2_l2"]}': ("meta_password", _plain_pw),
    '{"note": "የቀዝቃዛ ክፍሉ ኮምፒውተር ፓስወርድ {s} ነው"}': ("meta_password", _plain_pw),
    '{"jecha_icciitii": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Dixell XWEB as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"oikolab": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"dinteroClientSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"areeba_api_password": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"request": {"headers": {"authorization": "Bearer {s}"}}}': ("meta_token", _j((ALNUM, 40))),
    '{"purchase": {"card": "{s}", "expiry": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"vendor_bank": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CH")),
    '{"visitor": {"laissez_passer": "{s}"}}': ("meta_id", _un_lp),
    '{"account_recovery": {"one_time_codes": ["{s}", "48210-77391", "90315-26648"]}}': ("meta_otp", lambda g: f"{_r(g, D, 5)}-{_r(g, D, 5)}"),
    '{"grant_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan_node": {"appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"axum_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Mesob-GermLab", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pandas-2.2.3-cp312-cp312-manylinux_2_17_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"westrup-hmi-firmware-3.6.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/mesob/germinate:4.8.0").hexdigest()
_COMMIT = hashlib.sha1(
    b"export: add moisture column to accessions", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"germination: revert viability import", usedforsecurity=False).hexdigest()[
    :9
]
_MD5 = hashlib.md5(b"herbarium_batch_17.zip", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"accessions_2033.csv").hexdigest()

CLEAN = [
    "Remind me to change the Conviron controller password before the calibration visit on 2033-05-14.",
    "Hiwot asked for the germination lab wifi password; it's on the card in the lab manager's drawer.",
    "Policy: station passwords are at least 14 characters and live only in the KeePassXC vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `TAHMO_API_SECRET=replace-me` is a placeholder; the real secret is in the vault.",
    "The Westrup HMI asks for a new password after every firmware update.",
    "Replace <YOUR_OIKOLAB_KEY> in the README with the key from your Oikolab account.",
    "AFROMESSAGE_TOKEN and BHL_API_KEY must be set before the nightly sync runs.",
    "የይለፍ ቃልህን ለማንም አትንገር።",
    "መሕለፊ ቃልካ ንዝኾነ ሰብ ኣይትሃብ።",
    "Jecha icciitii kee nama kamiifuu hin kenniin.",
    "Erayga sirta ah cidna ha u sheegin.",
    "Nenosiri lako ni lako peke yako, usilishiriki.",
    "لا تعطي كلمة السر لحدا، ولا حتى للدعم الفني.",
    "Passordet må ha minst fjorten tegn og byttes hvert halvår.",
    "Das Kennwort für den Keimschrank bekommst du nur von der Laborleitung.",
    "लैब का पासवर्ड फ़ोन पर किसी को मत बोलना।",
    "మీ పాస్‌వర్డ్‌ను ఎవరికీ చెప్పకండి.",
    "La password deve avere almeno quattordici caratteri e non va scritta sul frigorifero.",
    "Ne communiquez jamais votre mot de passe, même au support.",
    "La contraseña se cambia cada noventa días; nunca la escribas aquí.",
    "Пароль от хранилища меняем каждые три месяца.",
    "Laboratuvar şifresini telefonda kimseye söyleme.",
    "Μην δίνετε τον κωδικό σας σε κανέναν.",
    "aba password inna, ena password inna: unu vault kosa.",
    "anu password 14 characters, yi PIN 6 digits.",
    "taa password 14 characters, nee password vault.",
    "ani password 16 characters, galatoomi.",
    "Upgraded Germinate from 4.7.2 to 4.8.0 and the BrAPI plugin to 2.1 over the weekend.",
    f"commit {_COMMIT} adds the moisture column to the accession export.",
    f"Reverted to {_SHORT} after the germination-test import broke the viability curves.",
    f"requirements.txt: pandas==2.2.3 --hash=sha256:{_WHEEL_SUM}",
    f"The Westrup HMI firmware 3.6.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of accessions_2033.csv: {_SHA512}",
    f"The Germinate container runs ghcr.io/mesob/germinate@sha256:{_IMAGE}.",
    f"MD5 of herbarium_batch_17.zip is {_MD5}, same as the copy on the Asmara NAS.",
    "Request id 3f9c2a71-6b0e-4d5a-9e13-c87d04b2f6a9 is the slow one in the Gigwa logs.",
    "Purchase order PO-2033-00217 for 400 aluminium-foil seed bags ships from Nairobi on Thursday.",
    "Zammad #2207: the Gondar cold room 2 alarm keeps tripping at night.",
    "Call the Lalibela community seed bank on +251 33 336 0214 before noon.",
    "Flight booking ET-308, reference K7QH2M, for Otieno: Addis Ababa to Nairobi on 12 May.",
    "Accession ETH-2033-04412, teff, 1,200 seeds at 5 % moisture; germination 94 %.",
    "Cold room 2 holds −18 °C and 15 % relative humidity; the active collection room is at 4 °C.",
    "After five wrong passwords the Dixell XWEB locks the account for 15 minutes.",
    "The motorbike with plate AA 3-B23741 needs new brake pads before the Sekota trip.",
    "The secret of a good germination test is clean filter paper and patience.",
    "Ask Mekdes for the cold-room keypad code, I don't have it.",
    "My card ending 4471 was declined at the Gondar hardware store.",
    "The Konya supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the YenePay account and keep them in the safe.",
    "A real wallet support agent never asks for the recovery words.",
    "Keep `TAHMO_API_SECRET` in the secrets store, never in the repository.",
    "The padlock on the Axum seed store rusts in the rainy season; oil it every month.",
    "ISBN 978-99944-0-712-5 is the seed-handling manual on the germination lab shelf.",
    "The guest wifi 'Mesob-Guest' is open, no password needed.",
    "Svalbard deposit box MESOB-2033-03 holds 212 accessions, 500 seeds each.",
    "Germination chambers run 20 °C / 30 °C alternating, 8 h light and 16 h dark.",
    "Rainfall at Tsadkan Hill this Hamle: 312 mm; soil moisture 28 % at 20 cm.",
    "SMTA shipment 2033-017 to ICARDA Terbol: 45 accessions of barley and lentil, cleared by the phytosanitary office.",
    "የቀዝቃዛ ክፍሉ ሙቀት ዛሬ ከ−18 °C ወደ −16 °C ከፍ አለ።",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_last_rotated": "2033-04-01", "password_min_length": 14}',
    '{"secret_ref": "vault/station/westrup-hmi", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pandas", "version": "2.2.3"}}',
    '{"ticket": "2207", "purchase_order": "PO-2033-00217"}',
    '{"accession": {"id": "ETH-2033-04412", "crop": "teff", "moisture_pct": 5.0, "germination_pct": 94}}',
    '{"phone": "+251 33 336 0214", "site": "Lalibela"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "accessions_in_base": 61240}',
    '{"cold_room": {"id": "gondar-2", "setpoint_c": -18, "rh_pct": 15}}',
    '{"shipment": "SMTA 2033-017", "destination": "ICARDA Terbol", "accessions": 45}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
