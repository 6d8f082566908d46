# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, ninetieth corpus: written blind, without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to eighty-sixth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora, the corpora
written at the same time, any test nor the reports, and the scrubber was never run on it. Its own
seed, password words, names, places, templates, tools, vendors and layouts, the way the raft and
kayak guides, swiftwater rescue cell, jet-boat crew, camp staff, gear shop, raft-repair loft,
booking office and homestay partners of a white-water rafting outfitter leak secrets into an
assistant's memory: Eddyline Siang River Company (fictional), running the Siang from Tuting and
Yingkiong through Mariyang to Pasighat (its loft and gear shop at Ranaghat), a mahseer angling camp
at Seijosa on the Kameng, a kayak school at Ziro, a booking office in Dibrugarh, river gauges and
rain gauges on LoRaWAN, and homestay partners at Dirang and Tawang, Shergaon and Rupa, Anini and
Hunli, Jairampur and Changlang, Longding and Khonsa; its clients come from Israel, Sweden,
Slovakia, Ukraine, Portugal and France. The texts are WhatsApp, Telegram, Arattai, Signal, Slack,
Google Chat, Zulip, Element, Discord, Messenger, JioChat, Teams, Webex, Rocket.Chat and Mattermost
messages, Google Keep, Samsung Notes, Obsidian, Joplin, Apple Notes, Notion, OneNote, Standard
Notes, Simplenote, UpNote, Logseq and Bear notes to self, Jira, Linear, GitHub, Zammad, GLPI,
Redmine, Trello, ClickUp, Plane and Taiga tickets, e-mails, incident notes, runbooks, README
fragments, shell history (Termux, Tabby, WezTerm, Ghostty, Warp, kitty, foot, Konsole, Tilix,
Terminator, GNOME Terminal, Windows Terminal, Cmder, MobaXterm, SecureCRT, ConnectBot, Blink, the
VS Code terminal, zsh and bash history), configs, voice-dictated text and requests to the
assistant itself, around the panels of river, radio, boat, camp and office hardware (Starlink,
MikroTik, Omada, UniFi, Teltonika, Cambium, Netgear Orbi, Sophos, HamiltonJet's MECS, Garmin
ECHOMAP and GPSMAP, Icom, Hytera and Motorola radios, Victron Cerbo GX, EcoFlow, Davis
WeatherLink, OTT ecoLog, Campbell CR300, Reolink and Hikvision recorders, DJI FlightHub, Insta360,
GoPro, Leister welders, Synology, Thuraya). Tools none of heldouts 5 to 86 names: watchtower (its
`--http-api-token` and `REPO_PASS`), kiwirecorder, gpclient (GlobalProtect-openconnect),
shadow-tls, torsocks, and the configs of ngIRCd, weex, DAPNET's UniPager, Wavelog, AllStarLink's
iax.conf, BIND's rndc.key, dnscontrol's creds.json and varnishadm's secret file; beside them the
commands the product names (sshpass, mysql, curl, smbclient, redis-cli, mosquitto_pub, ipmitool,
7z, zip, openssl, gpg, htpasswd, docker, lftp, sqlcmd, net use, xfreerdp, ldapsearch, rabbitmqctl,
keytool, sudo -S, plink, kinit, …) in layouts of its own. About 40 % of the texts are in other
languages than English (by a rough count of the drawn samples): Adi, Apatani (Tanii), Nyishi,
Tawang Monpa, Sherdukpen, Idu Mishmi, Tangsa and Wancho, which no earlier docstring names, and
Hindi, Assamese, Bengali, Nepali, Hebrew, Slovak, Swedish, Ukrainian, Portuguese, Spanish,
French, German, Japanese, Korean and Simplified Chinese in wordings of their own (and a seed phrase
in Russian, one of Czech words under a Slovak label). The eight new languages' wordings are the author's approximations, checked by no
speaker: Apatani's `ngiika` ("my") and `hii` after a published conversation sample, Adi's `agom`
("word"), Monpa's `sarpa`, `tsig` and `yin` from their Tibetan cognates, the rest built around
the pronouns of their families, with the loanwords password, user, code and number as people
there text them. Vendors (Arctic Reservations, Mappls, Ola Maps, 2Factor, Acko, MakeMyTrip,
Goibibo, Thrillophilia, COROS, Ride with GPS, Sygic, SurveySparrow, WaiverSign, Kapture CX,
Gallabox, ixigo, Cleartrip, EaseMyTrip, Hostelworld, Zostel, HyperVerge, redBus, Skyscanner,
Kiwi.com, Trip.com, Tata AIG, ICICI Lombard, SafetyWing, Global Rescue, Zaakpay, PayGlocal,
Airpay, PayPhi, Giddh, myBillBook, Refrens, Dukaan, Fleetx, LocoNav, Tourplan, Lemax, Kaptio,
Trawex and ConfirmTkt) are ones heldouts 5 to 86 do not name; where a vendor publishes no token
shape the shape here is the author's guess (SafetyWing's `sw_live_` is made up). The ids are
kinds heldouts 5 to 86 do not use. Every python-stdnum module for a person's or a company's
number is used by one of them (directly or through the value helpers), so only the Slovak IČO is
checked: its mod-11 check digit (weights 8 to 2, the weighting Czech and Slovak IČO share) is
computed here and each value cross-checked with python-stdnum's `cz.dic`, whose eight-digit rule
is the same. The others carry
no check a library or this file verifies and are drawn in the shape the author believes they are
printed in, unchecked: an Arunachal Pradesh Scheduled Tribe (APST) certificate number, a CGHS
beneficiary id, an ECHS card number, an Indian e-Visa application id and e-Tourist Visa number, a
C-Form application id, a Director Identification Number (DIN), an IFMGA guide's carnet number and
a state river-guide licence; and Indian passports under Adi, Apatani, Nyishi, Monpa, Sherdukpen,
Mishmi, Tangsa and Wancho words, likewise unchecked. Card numbers pass Luhn (RuPay and Prostir
prefixes drawn here and checked with python-stdnum's `luhn`, the rest from the value helpers).
The IBANs are of countries used least by a rough count over heldouts 5 to 86 (France, Portugal,
Sweden, Slovakia, Ukraine, Libya, Palestine and the Holy See, six corpora each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Czech,
Russian, Portuguese, Korean and Simplified Chinese lists, each from random entropy, so its
checksum holds. 390 texts hold a secret, 20 field pairs and 20 metadata samples (430 scored), with
60 clean texts and 10 clean metadata samples that must be kept: digests after the word that names
them, a commit, versions, a request's UUID, a purchase order, tickets, bookings, a phone number, an
ISBN, a vehicle's plate, river levels and prose about passwords in the languages above.
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
from stdnum.cz import dic as cz_dic

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 61_483_907
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


_RIVER = ["Eddyline", "Haystack", "Strainer", "Pourover", "Boof", "Throwbag", "Thwart", "Bowline",
          "Ferryglide", "Hydraulic", "Tongue", "Sieve", "Undercut", "Portage", "Brace", "Highside",
          "Swimline", "Takeout"]  # fmt: skip
_WILD = ["Mahseer", "Hornbill", "Takin", "Mithun", "Serow", "Goral", "Orchid", "Rhodo", "Bamboo",
         "Kiwi", "Apong", "Pika", "Otter", "Tsampa", "Thukpa", "Ekkam", "Pheasant", "Cardamom"]  # fmt: skip
_PLACES = ["Tuting", "Yingkiong", "Mariyang", "Pasighat", "Ranaghat", "Geku", "Boleng", "Seijosa",
           "Bhalukpong", "Tippi", "Dirang", "Tawang", "Shergaon", "Rupa", "Ziro", "Hapoli", "Roing",
           "Anini", "Hunli", "Jairampur", "Changlang", "Longding", "Khonsa", "Dibrugarh",
           "Itanagar", "Namsai"]  # fmt: skip
_NAMES = ["Oyin", "Tapi", "Kaling", "Osik", "Bomge", "Mepung", "Tage", "Hage", "Yachang", "Nabam",
          "Techi", "Likha", "Tashi", "Pema", "Lhamu", "Dorjee", "Khandu", "Thinley", "Ilu", "Anya",
          "Runi", "Lukam", "Maitung", "Wangpha", "Honlong", "Hiren", "Juri", "Pallavi", "Yael",
          "Ingrid", "Zuzana", "Olena", "Ines", "Camille"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M4hs33r", "H0rnb1ll", "T4k1n", "3ddyl1n3", "Thr0wb4g", "S13v3", "P0rt4g3", "M1thun",
         "B00fL1ne"]  # fmt: skip


def _cumecs(g: random.Random) -> str:
    """A river's flow in cumecs and an animal, the way the guides joke a password together."""
    return f"{g.randrange(200, 9000)}cumecs{g.choice(_WILD)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three groups of six small letters with one capital and one digit, as a phone suggests."""
    groups = [list(_r(g, LOWER, 6)) for _ in range(3)]
    cap, dig = g.sample(range(3), 2)
    groups[cap][g.randrange(6)] = g.choice(UPPER)
    groups[dig][g.randrange(6)] = g.choice(D)
    return "-".join("".join(group) for group in groups)


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RIVER)}{g.choice(_WILD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_WILD, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES)}Class{g.choice(['III', 'IV', 'V'])}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_WILD).lower()}_{g.randrange(1960, 2034)}",
    lambda g: f"Raft{g.randrange(100, 1000)}{g.choice(_WILD)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_RIVER).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Paddles{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
    _cumecs,
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp group 'Siang Ops', Oyin: the Starlink router at Tuting camp, admin password {pw}",
    "Telegram from Tashi: Dirang homestay MikroTik hAP password {pw}",
    "Arattai message from Nabam: the Omada controller at the Pasighat loft, password {pw}",
    "Signal from Yael (client, Tel Aviv): my booking-site login password is {pw}, can you move my dates?",
    "SMS from Kaling: the HamiltonJet MECS display password is {pw}",
    "Slack #river-rescue: Icom IC-F5062 repeater programming password {pw}",
    "Google Chat, Hiren: the Hytera RD985 repeater web password {pw}",
    "Zulip stream 'gear-shop', topic 'billing PC': Busy accounting admin password {pw}",
    "Element room #camp-tuting: Victron Cerbo GX remote console password {pw}",
    "Discord DM from Lukam: the Reolink NVR at Jairampur, admin password {pw}",
    "Messenger chat with Wangpha: Longding homestay router password {pw}",
    "JioChat from Techi: JioFiber admin portal password {pw}",
    "Teams chat, insurance desk: the Tata AIG partner portal password is {pw}",
    "Webex chat during the rescue debrief: DJI FlightHub 2 password {pw}",
    "Rocket.Chat #loft: the Leister hot-air welder app password {pw}",
    "Mattermost, Ilu: Anini weather station (Davis WeatherLink) password {pw}",
    "Google Keep note 'river gauges': the OTT ecoLog 1000 password {pw}",
    "Samsung Notes: Pasighat shop POS supervisor password {pw}",
    "Obsidian daily note: Yamaha outboard dealer portal password {pw}",
    "Joplin note 'jet boat': Garmin ECHOMAP web login password {pw}",
    "Apple Notes on the booking iPad: Arctic Reservations admin password {pw}",
    "Notion page 'Camp Wi-Fi': UniFi Network controller password {pw}",
    "OneNote, Rescue Cell tab: Motorola DP4801e CPS password {pw}",
    "Standard Notes: Insta360 cloud account password {pw}",
    "Simplenote: GoPro Quik subscription password {pw}",
    "UpNote: the Dibrugarh office Canon printer admin password {pw}",
    "Logseq journal: Synology DS923+ at the loft, admin password {pw}",
    "Bear note: Siang gauge datalogger (Campbell CR300) password {pw}",
    "Jira RESC-412: Teltonika RUT955 at Mariyang, admin password {pw}, rotate after the season",
    "Linear issue OPS-88: the Hikvision DVR at Seijosa angling camp uses password {pw}",
    "GitHub issue #57 (booking-site repo): staging WordPress admin password {pw}",
    "Zammad ticket 2210: Bhalukpong camp solar inverter app password {pw}",
    "GLPI ticket 919: the Tawang homestay's Netgear Orbi password {pw}",
    "Redmine #331: Roing warehouse CCTV admin password {pw}",
    "Trello card 'Pre-monsoon checks': EcoFlow Delta Pro app password {pw}",
    "ClickUp task: renew the Thuraya airtime portal, login password {pw}",
    "Plane issue 14: Cambium cnPilot at the Ziro kayak school, admin password {pw}",
    "Taiga story 'office firewall': the Dibrugarh Sophos XGS password {pw}",
    "Hi Hiren,\n\nthe new admin password for the booking site is {pw}. Please put it into the vault and delete this mail.\n\nTapi",
    "Incident 2033-06-18: the Tuting camp router was reachable from outside with password {pw}",
    "Runbook: jet-boat night launch\n1. switch on the Garmin GPSMAP 8612\n2. log into the MECS panel\n3. password {pw}\n4. check the reverse bucket",
    "README (camp-kit repo)\nthe river camera Pi is at http://rivercam.eddyline.lan, admin password `{pw}`.",
    "my SBI YONO password is {pw} now",
    "can you remember my Arunachal Pradesh Rural Bank app password? it's {pw}",
    "the FedMobile password is {pw}",
    "password for my DigiLocker: {pw}",
    "dictated: the satellite phone portal password is {pw} full stop",
    "note to self: HamiltonJet service portal password {pw}",
    "after the factory reset the Starlink app password became {pw}",
    "remember this for me please, kayak school laptop password {pw}",
    "Ngoké email password si {pw} dung",
    "ékum wifi router password anyi: {pw}",
    "Oyin: camp server password anyi si {pw} dung, lunmanam",
    "Ngiika email password hii {pw}",
    "sii router password hii {pw}, Hapoli ho",
    "Tage: kayak school laptop password hii {pw}",
    "Ngoog email password si {pw} ré",
    "Nabam: jet-boat laptop password si {pw} ré",
    "Seijosa camp router password: {pw} ré",
    "ngi email password {pw} yin",
    "khim gi wifi password sarpa: {pw}",
    "Tashi: Dirang homestay server password sarpa {pw} yin, ma lap",
    "gui email password {pw} tho",
    "Khandu: Shergaon guesthouse server password {pw} tho",
    "nyü-ka email password {pw} ya",
    "Ilu: Anini station laptop password {pw} ya",
    "nga-ta email password {pw} ri",
    "Lukam: Jairampur office PC password {pw} ri",
    "ngei email password {pw} ha",
    "Wangpha: Longding homestay wifi router password {pw} ha",
    "Oyin: jet-boat GPS password si {pw} dung",
    "Hage: Ziro homestay wifi router password hii {pw}",
    "Likha: Seijosa NVR password si {pw} ré",
    "Dorjee: Tawang office printer password {pw} yin",
    "Thinley: Rupa guesthouse laptop password {pw} tho",
    "Runi: Hunli homestay router password {pw} ya",
    "Maitung: Changlang office wifi password {pw} ri",
    "Honlong: Khonsa office laptop password {pw} ha",
    "জুৰি: দোকানৰ নতুন পাছৱৰ্ড {pw}",
    "Zugangsdaten der Flusskamera: Passwort {pw}",
    "bhai, Tuting camp ke router ka password {pw} hai",
    "पासीघाट दुकान वाले कंप्यूटर का पासवर्ड {pw} है",
    "ডিব্ৰুগড় অফিচৰ কম্পিউটাৰৰ পাছৱৰ্ড {pw}",
    "দোকানের ল্যাপটপের পাসওয়ার্ড হলো {pw}",
    "क्याम्पको राउटरको पासवर्ड {pw} हो",
    "הסיסמה של הלפטופ במחנה היא {pw}",
    "das Passwort für den Laptop im Camp lautet {pw}",
    "le mot de passe du portable de l'école de kayak, c'est {pw}",
    "heslo k notebooku v kempe je {pw}",
    "lösenordet till lägrets dator är {pw}",
    "пароль до ноутбука в таборі: {pw}",
    "a senha do portátil do acampamento é {pw}",
    "la contraseña del portátil del campamento es {pw}",
    "キャンプのノートPCのパスワードは {pw} です",
    "캠프 노트북 비밀번호는 {pw} 입니다",
    "营地笔记本电脑的密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["oyin", "tapi.m", "kaling", "osik", "bomge", "tage.h", "hage", "nabam", "techi",
          "likha", "tashi", "pema.l", "dorjee", "khandu", "ilu", "runi", "lukam", "wangpha",
          "hiren.b", "juri", "pallavi", "yael", "ingrid", "zuzana", "olena", "ines", "camille",
          "svc-gauges", "booking-bot", "rescue-cell"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Oyin: the UniFi login is {u} / {pw}",
    "Zammad #2231: {u} locked out of Arctic Reservations, last password {pw}",
    "user={u} pass={pw}",
    "Notion › Camps › Tuting › Starlink: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| WeatherLink | {u} | {pw} |",
    "log into the Victron VRM as {u} with {pw}",
    "Hytera CPS login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: cam-seijosa\n  user: {u}\n  pass: {pw}",
    "Slack: account {u}, password {pw}",
    "Hiren says the Sophos account is {u} and the password is {pw}",
    "system,user,password\nweatherlink,{u},{pw}",
    "ssh {u}@gauge-pi.eddyline.lan (password {pw})",
    "Signal: creds for the drone laptop are {u} and {pw}",
    "sign in as {u}, password {pw}, then open Bookings",
    "user amin {u}, password {pw} dung",
    "ngiika user armyan hii {u}, password hii {pw}",
    "user {u}, password si {pw} ré",
    "ngi user {u} yin, password {pw} yin",
    "user {u}, password {pw} tho",
    "user {u} ya, password {pw} ya",
    "user {u} ri, password {pw} ri",
    "user {u} ha, password {pw} ha",
    "यूज़रनेम {u}, पासवर्ड {pw}",
    "שם משתמש {u}, סיסמה {pw}",
    "používateľ {u}, heslo {pw}",
    "användarnamn {u}, lösenord {pw}",
    "логін {u}, пароль {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["mahseer", "hornbill", "takin", "mithun", "apong", "ekkam", "serow", "goral",
               "tsampa", "thukpa", "pika", "otter", "boof", "eddy", "thwart", "bowline",
               "khapse", "pheasant"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the camp wifi password is the word {w}, all small, followed by {d}",
    "password: {w}, and right after it the digits {d}",
    "for the jet-boat laptop it's {w} with {d} on the end",
    "voice note: the loft PC password is {w} and then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the number run together",
    "password si agom {w}, lokke {d} dung",
    "password hii word {w} la {d}",
    "password tsig {w} yin, de jela {d}",
    "पासवर्ड है शब्द {w}, उसके बाद {d}",
    "पासवर्ड {w} भन्ने शब्द, त्यसपछि {d}",
    "הסיסמה היא המילה {w} ואחריה {d}",
    "lösenordet är ordet {w} och sedan {d}",
    "heslo je slovo {w} a potom {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "docker run -d --name watchtower -v /var/run/docker.sock:/var/run/docker.sock containrrr/watchtower --http-api-update --http-api-token '{pw}'",
    "docker run -d -e REPO_USER={u} -e REPO_PASS='{pw}' -v /var/run/docker.sock:/var/run/docker.sock containrrr/watchtower bookings",
    "python3 kiwirecorder.py -s kiwi.eddyline.lan -p 8073 --password '{pw}' -f 7100 -m lsb --tlimit 600",
    "gpclient connect gp.eddyline.net --user {u} --passwd-on-stdin <<< '{pw}'",
    "shadow-tls --v3 server --listen [::]:8443 --server 127.0.0.1:8388 --tls www.eddyline.net:443 --password '{pw}'",
    "torsocks -u {u} -p '{pw}' curl https://bookings.eddyline.net/api/health",
    "sshpass -p '{pw}' ssh {u}@gauge-pi.eddyline.lan",
    "mysql -h db.eddyline.lan -u {u} -p'{pw}' bookings",
    "curl -u {u}:{pw} https://nvr-seijosa.eddyline.lan/ISAPI/System/status",
    "smbclient //loft-nas/photos -U '{u}%{pw}'",
    "redis-cli -h cache.eddyline.lan -a '{pw}' --scan --pattern 'hold:*'",
    "mosquitto_pub -h mqtt.eddyline.lan -u {u} -P '{pw}' -t gauges/siang/tuting -m 2.41",
    "ipmitool -I lanplus -H 10.20.0.5 -U {u} -P '{pw}' chassis power status",
    "7z a -p'{pw}' -mhe=on waivers-2033.7z waivers/",
    "zip -P '{pw}' rescue-logs.zip logs/*.csv",
    "openssl enc -aes-256-cbc -pbkdf2 -in clients.csv -out clients.enc -pass pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -c insurance-claims.xlsx",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "docker login registry.eddyline.net -u {u} -p '{pw}'",
    "lftp -u {u},'{pw}' sftp://photos.eddyline.net",
    "sqlcmd -S acct.eddyline.lan -U {u} -P '{pw}' -Q 'select 1'",
    "net use Z: \\\\loft-nas\\waivers /user:EDDYLINE\\{u} {pw}",
    "xfreerdp /v:office-pc.eddyline.lan /u:{u} /p:'{pw}' /cert:ignore",
    "ldapsearch -x -H ldap://dc.eddyline.lan -D 'cn={u},dc=eddyline,dc=lan' -w '{pw}' '(uid=*)'",
    "rabbitmqctl add_user {u} '{pw}'",
    "keytool -importkeystore -srckeystore booking.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore booking.jks",
    "mongosh 'mongodb://db.eddyline.lan/bookings' -u {u} -p '{pw}' --authenticationDatabase admin",
    "wget --user={u} --password='{pw}' https://files.eddyline.net/maps/siang-2033.mbtiles",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' 10.20.0.1",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart gauge-logger",
    "influx -host influx.eddyline.lan -username {u} -password '{pw}' -database gauges",
    "mysqldump -u {u} --password='{pw}' bookings > bookings.sql",
    "plink -ssh {u}@10.20.0.9 -pw '{pw}'",
    "echo '{pw}' | kinit {u}@EDDYLINE.LAN",
    "ffmpeg -rtsp_transport tcp -i 'rtsp://{u}:{pw}@rivercam-tuting.eddyline.lan:554/stream1' -frames:v 1 snap.jpg",
    "ssh-keygen -t ed25519 -f ~/.ssh/id_rescue -N '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on the rescue phone: $ {c}", "Tabby, oyin@gauge-pi:~$ {c}",
    "WezTerm ~/camp-kit $ {c}", "Ghostty: {c}", "Warp terminal: {c}", "kitty, tab 2: {c}",
    "foot on the loft Pi: {c}", "Konsole (hiren@office): {c}", "Tilix: {c}",
    "Terminator, left split: {c}", "GNOME Terminal: {c}", "Windows Terminal — Ubuntu: {c}",
    "Cmder λ {c}", "MobaXterm [camp-nas]: {c}", "SecureCRT session 'gauge-pi':\n$ {c}",
    "ConnectBot on the satellite tablet: {c}", "Blink Shell on the iPad: {c}",
    "VS Code terminal (bookings repo) $ {c}", "zsh history:\n  412  {c}", "~/.bash_history:\n{c}",
    "Ngoké command si: {c}", "command hii: {c}", "ngi command: {c}", "मैंने यह कमांड चलाई: {c}",
    "פקודה שהרצתי: {c}", "príkaz, ktorý som spustil: {c}", "kommandot jag körde: {c}",
    "команда, яку я запустив: {c}", "মই চলোৱা কমাণ্ড: {c}", "मैले चलाएको कमाण्ड: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@rivercam-tuting.eddyline.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@files.eddyline.net:22/waivers/",
    "ftps://{u}:{pw}@ftp.eddyline.net/photos/",
    "mysql+pymysql://{u}:{pw}@db.eddyline.lan:3306/bookings",
    "postgresql://{u}:{pw}@pg.eddyline.lan:5432/gauges?sslmode=require",
    "redis://{u}:{pw}@cache.eddyline.lan:6379/2",
    "mongodb+srv://{u}:{pw}@cluster0.eddyline.mongodb.net/bookings",
    "amqp://{u}:{pw}@mq.eddyline.lan:5672/%2F",
    "mqtt://{u}:{pw}@mqtt.eddyline.lan:1883",
    "clickhouse://{u}:{pw}@ch.eddyline.lan:9000/telemetry",
    "ntrip://{u}:{pw}@caster.eddyline.net:2101/SIANG0",
    "jdbc:postgresql://pg.eddyline.lan:5432/bookings?user={u}&password={pw}",
    "Server=acct.eddyline.lan;Database=Ledger;User Id={u};Password={pw};TrustServerCertificate=True",
    "davs://{u}:{pw}@cloud.eddyline.net/remote.php/dav/files/",
]  # fmt: skip
_URL_PLACES = [
    "BOOKINGS_DB_URL={c}", "Metabase connection, the old one: {c}",
    "save this connection string for me: {c}", "connection string si: {c} dung",
    "कनेक्शन स्ट्रिंग: {c}", "Jira OPS-90: {c}", "Notion page 'Databases': {c}",
    "pripájací reťazec: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "eddyline-rivers", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read trips:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Arctic Reservations", "ARCTIC_RESERVATIONS_API_KEY", _j((HEX, 40))),
    ("Mappls", "MAPPLS_REST_KEY", _j((HEX, 32))),
    ("Ola Maps", "OLA_MAPS_API_KEY", _j((ALNUM, 40))),
    ("2Factor", "TWOFACTOR_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Acko", "ACKO_PARTNER_SECRET", _j((URLSAFE, 48))),
    ("MakeMyTrip", "MMT_MYPARTNER_TOKEN", _j((HEX, 64))),
    ("Goibibo", "GOIBIBO_API_KEY", _j((ALNUM, 32))),
    ("Thrillophilia", "THRILLOPHILIA_SUPPLIER_TOKEN", _vendor_jwt("https://supplier.thrillophilia.com")),
    ("COROS", "COROS_CLIENT_SECRET", _j((HEX, 32))),
    ("Ride with GPS", "RWGPS_AUTH_TOKEN", _j((HEX, 32))),
    ("Sygic", "SYGIC_API_KEY", _j((ALNUM, 48))),
    ("SurveySparrow", "SURVEYSPARROW_ACCESS_TOKEN", _j((ALNUM, 48))),
    ("WaiverSign", "WAIVERSIGN_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Kapture CX", "KAPTURE_API_KEY", _j((B64, 44))),
    ("Gallabox", "GALLABOX_API_SECRET", _j((HEX, 48))),
    ("ixigo", "IXIGO_API_KEY", _j((ALNUM, 36))),
    ("Cleartrip", "CLEARTRIP_API_KEY", _j((HEX, 32))),
    ("EaseMyTrip", "EMT_API_SECRET", _j((UPPER_DIGITS, 32))),
    ("Hostelworld", "HOSTELWORLD_API_KEY", _j((ALNUM, 40))),
    ("Zostel", "ZOSTEL_PARTNER_TOKEN", _j((URLSAFE, 43))),
    ("HyperVerge", "HYPERVERGE_APP_KEY", _j((ALNUM, 24))),
    ("redBus", "REDBUS_API_SECRET", _j((HEX, 40))),
    ("Skyscanner", "SKYSCANNER_API_KEY", _j("prtl", (D, 28))),
    ("Kiwi.com", "TEQUILA_API_KEY", _j((URLSAFE, 32))),
    ("Trip.com", "TRIPCOM_API_SECRET", _j((HEX, 32))),
    ("Tata AIG", "TATA_AIG_CLIENT_SECRET", _j((ALNUM, 40))),
    ("ICICI Lombard", "ICICI_LOMBARD_API_KEY", lambda g: v.uuid4(g, "a")),
    ("SafetyWing", "SAFETYWING_API_KEY", _j("sw_live_", (ALNUM, 32))),
    ("Global Rescue", "GLOBAL_RESCUE_API_TOKEN", _j((B64, 60))),
    ("Zaakpay", "ZAAKPAY_SECRET_KEY", _j((HEX, 32))),
    ("PayGlocal", "PAYGLOCAL_API_KEY", _j((ALNUM, 48))),
    ("Airpay", "AIRPAY_API_SECRET", _j((ALNUM, 32))),
    ("PayPhi", "PAYPHI_SECRET_KEY", _j((UPPER_HEX, 64))),
    ("Giddh", "GIDDH_AUTH_KEY", _j((B64, 43), "=")),
    ("myBillBook", "MYBILLBOOK_API_TOKEN", _vendor_jwt("https://api.mybillbook.in")),
    ("Refrens", "REFRENS_API_KEY", _j((HEX, 40))),
    ("Dukaan", "DUKAAN_API_TOKEN", _j((ALNUM, 40))),
    ("Fleetx", "FLEETX_API_TOKEN", _j((URLSAFE, 50))),
    ("LocoNav", "LOCONAV_API_KEY", _j((HEX, 32))),
    ("Tourplan", "TOURPLAN_API_TOKEN", _j((ALNUM, 28))),
    ("Lemax", "LEMAX_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Kaptio", "KAPTIO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Trawex", "TRAWEX_API_KEY", _j((HEX, 32))),
    ("ConfirmTkt", "CONFIRMTKT_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set -gx {env} '{tok}'",
    ".env.production:\n{env}={tok}",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a eddyline-bookings",
    "railway variables --set {env}={tok}",
    "docker run -e {env}={tok} eddyline/bookings:4.12",
    "k8s Secret, stringData:\n  {env}: \"{tok}\"",
    "GitHub Actions workflow env:\n  {env}: {tok}",
    "supervisord program:bookings\nenvironment={env}=\"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "Eddyline Admin › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'Integrations': | {vendor} | live | {tok} |",
    "Google Keep: rotate the {vendor} key {tok}",
    "WhatsApp, Oyin: {vendor} key for the booking sync: {tok}",
    "Signal: the {vendor} token we use now is {tok}, the old one is dead",
    "Zammad #2240: {vendor} sync fails with 401, configured key {tok}",
    "Jira OPS-97: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API key si {tok} dung",
    "{vendor} API key hii {tok}",
    "{vendor} gi API key {tok} yin",
    "{vendor} API key si {tok} ré",
    "{vendor} API key {tok} tho",
    "{vendor} API key {tok} ya",
    "{vendor} API key {tok} ri",
    "{vendor} API key {tok} ha",
    "{vendor} की API key {tok} है",
    "{vendor}ৰ API কী: {tok}",
    "{vendor} को API key {tok} हो",
    "מפתח ה-API של {vendor}: {tok}",
    "API-Schlüssel von {vendor} fürs Buchungssystem: {tok}",
    "clé d'API {vendor} pour les réservations : {tok}",
    "API kľúč pre {vendor}: {tok}",
    "API-nyckeln till {vendor}: {tok}",
    "ключ API {vendor}: {tok}",
    "chave de API da {vendor}: {tok}",
    "la clave de API de {vendor} es {tok}",
    "{vendor} のAPIキー：{tok}",
    "{vendor} API 키: {tok}",
    "{vendor} 的 API 密钥：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    twofactor = v.uuid4(rng, "8")
    mappls = _r(rng, HEX, 32)
    zaakpay = _r(rng, HEX, 32)
    ola = _r(rng, ALNUM, 40)
    sparrow = _r(rng, ALNUM, 48)
    skyscanner = "prtl" + _r(rng, D, 28)
    return [
        Sample("vendor_token", f"curl -s https://2factor.in/API/V1/{twofactor}/SMS/+919436012345/AUTOGEN/EDDYLINE", twofactor),
        Sample("vendor_token", f'const maps = new MapplsClient({{ restKey: "{mappls}" }});', mappls),
        Sample("vendor_token", f'$zaakpay = new ZaakpayClient("eddyline_merchant", "{zaakpay}");', zaakpay),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    manifestPlaceholders = [olaMapsKey: "{ola}"]\n  }}\n}}', ola),
        Sample("vendor_token", f"fetch('https://api.surveysparrow.com/v3/surveys', {{ headers: {{ Authorization: 'Bearer {sparrow}' }} }})", sparrow),
        Sample("vendor_token", f'client = SkyscannerClient(api_key="{skyscanner}", market="IN")', skyscanner),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token si {t} dung",
                "टोकन: {t}", "{t}\n^ the new one, the old one is revoked", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 56)), _j((B64, 40)), _j((ALNUM, 32))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Tuting river gauge (OTAA): {h}": 32,
    "AppSKey of the Mariyang rain gauge (ABP): {h}": 32,
    "HMAC secret for the Zaakpay payment callback: {h}": 64,
    "AES key of the rescue-truck tracker's config export: {h}": 32,
    "pre-shared key of the camp IPsec tunnel (hex): {h}": 64,
    "MAVLink signing key of the rescue drone, hex: {h}": 64,
    "backup encryption key si: {h}": 64,
    "बैकअप का एन्क्रिप्शन की: {h}": 64,
    "krypteringsnyckeln för backupen: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #2260: token copied out of the browser devtools {t}",
    "Cookie: lang=en-IN; edl_session={t}",
    "BOOKINGS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token si {t} dung",
    "टोकन है {t}",
    "Kapture CX transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@eddyline.net"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.eddyline.net/realms/rivers",
            "azp": "booking-console",
            "roles": ["guide", "rescue"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the gauge Pi, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bookings.eddyline.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "host": "files.eddyline.net"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_rescue <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad ticket 2270, pasted by the web agency:\n{key}": ("PRIVATE KEY", "\n"),
    "server private key si:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the insurance broker's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Trust Wallet backup, copying it off the card before I burn it: {p}": "english",
    "Exodus recovery phrase\n{p}": "english",
    "the old camp-fund wallet (Electrum, emptied): {p}": "english",
    "Coinomi seed backup: {p}": "english",
    "voice memo: the MetaMask recovery words are {p} and that's all of them": "english",
    "Notion page 'Donation wallet (retired)': {p}": "english",
    "phrase de récupération du portefeuille Ledger : {p}": "french",
    "obnovovacia fráza peňaženky (české slová): {p}": "czech",
    "фраза восстановления кошелька: {p}": "russian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
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
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, Prostir's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "508528", "607153", "817290", "8200"], [16])
    if brand == "prostir":
        return _card_of(rng, ["9804"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Hiren: the company card for the HamiltonJet spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zammad #2251: pay the Starlink renewal with card {c}",
    "ngoké card nomba si {c} dung, {mm}/{yy}",
    "ngiika card number hii {c}",
    "ngi card ang-ki {c} yin",
    "मेरा कार्ड नंबर: {c}, {mm}/{yy}",
    "מספר הכרטיס שלי: {c}, תוקף {mm}/{yy}",
    "номер моєї картки: {c}",
    "mitt kortnummer: {c}, giltigt till {mm}/{yy}",
    "číslo mojej karty: {c}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "prostir", "jcb", "discover", "unionpay",
           "maestro", "diners"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, CVC {cvv}",
               "the three digits on the back of the card are {cvv}",
               "Amex {c}, the four-digit code printed on the front: {cvv}",
               "कार्ड के पीछे के तीन अंक: {cvv}",
               "CVV2 kód na zadnej strane karty: {cvv}",
               "ngoké card CVV si {cvv} dung"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 86 (each in six earlier corpora); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"FR": "n" * 10 + "c" * 11 + "nn", "PT": "n" * 21, "SE": "n" * 20, "SK": "n" * 20,
                "UA": "n" * 6 + "c" * 19, "LY": "n" * 21, "PS": "aaaa" + "c" * 21, "VA": "n" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice EDL-2033-071: please pay the raft repair kit to {i} within 14 days",
    "save the Annecy paddle maker's IBAN: {i}",
    "IBAN: {i}\nReference: Siang descent deposit, group of 6",
    "WhatsApp #accounts: the Bratislava agency's new bank details, IBAN {i}",
    "refund Yael's deposit to {i}",
    "IBAN na vrátenie zálohy: {i}",
    "mitt IBAN för återbetalningen: {i}",
    "мій IBAN для повернення: {i}",
    "o meu IBAN: {i}",
    "mon IBAN pour le remboursement : {i}",
    "ngoké IBAN si {i} dung",
    "ה-IBAN שלי להחזר: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ico(g: random.Random) -> str:
    """A Slovak IČO: seven digits and a mod-11 check digit (weights 8 to 2), the weighting Czech
    and Slovak IČO share; cross-checked with python-stdnum's `cz.dic`, whose eight-digit rule is
    the same."""

    def make(h: random.Random) -> str:
        body = h.choice("1234567") + _r(h, D, 6)
        total = sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=True))
        return body + str((11 - total % 11) % 10)

    return v.until(g, make, cz_dic.is_valid)


def _apst(g: random.Random) -> str:
    """An Arunachal Pradesh Scheduled Tribe (APST) certificate number, as the writer guesses a
    district office prints it: no public check."""
    district = g.choice(["ESD", "USD", "LDV", "TWG", "PPA", "LSD", "CHG", "LGD"])
    return f"{district}/ST/{g.randrange(2008, 2034)}/{_r(g, D, 5)}"


def _cghs(g: random.Random) -> str:
    """A CGHS beneficiary id: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _echs(g: random.Random) -> str:
    """An ECHS (ex-servicemen's health scheme) card number: a station's letters and ten digits,
    the writer's guess at its shape, no public check."""
    return g.choice(["AS", "AR", "DL", "PB", "UK"]) + _r(g, D, 10)


def _evisa_app(g: random.Random) -> str:
    """An Indian e-Visa application id, the writer's guess at its shape: no public check."""
    return "IN" + _r(g, UPPER_DIGITS, 10)


def _evisa_no(g: random.Random) -> str:
    """An Indian e-Tourist Visa number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _cform(g: random.Random) -> str:
    """A C-Form (a foreigner's arrival report) application id, the writer's guess: no check."""
    return f"AR{_r(g, D, 2)}{_r(g, UPPER, 2)}{_r(g, D, 8)}"


def _din(g: random.Random) -> str:
    """A Director Identification Number: eight digits, no public check."""
    return "0" + g.choice("123456789") + _r(g, D, 6)


def _ifmga(g: random.Random) -> str:
    """An IFMGA mountain guide's carnet number, the writer's guess at its shape: no check."""
    return f"{g.choice(['SK', 'SE', 'FR', 'IN', 'NP'])}-{_r(g, D, 5)}"


def _guide_licence(g: random.Random) -> str:
    """A river guide's licence from the state's tourism department, the writer's guess: no check."""
    return f"ARTD/RG/{g.randrange(2018, 2034)}/{_r(g, D, 4)}"


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits, no public check."""
    return g.choice("JKLMNPRSTUVWZ") + g.choice("123456789") + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "APST certificate no. for Oyin's scholarship form: {s}": _apst,
    "Tapi's APST (Scheduled Tribe) certificate number, needed for the guide permit: {s}": _apst,
    "CGHS beneficiary ID of Hiren's father, for the Dibrugarh hospital: {s}": _cghs,
    "पिताजी का CGHS कार्ड नंबर: {s}": _cghs,
    "ECHS card number of Subedar (retd.) Likha, our camp cook: {s}": _echs,
    "Yael's e-Tourist Visa application ID: {s}": _evisa_app,
    "e-Visa number on Ingrid's ETA: {s}": _evisa_no,
    "C-Form application id for the Swedish group at Tuting: {s}": _cform,
    "Director Identification Number (DIN) of our managing director: {s}": _din,
    "IFMGA carnet number of the Slovak guide: {s}": _ifmga,
    "číslo preukazu IFMGA: {s}": _ifmga,
    "IČO Marekovej živnosti na faktúru: {s}": _ico,
    "IČO of Zuzana's sole-trader business, for the invoice: {s}": _ico,
    "river guide licence (state tourism department) of Kaling: {s}": _guide_licence,
    "ngoké passport nomba si {s} dung": _in_passport,
    "ngiika passport number hii {s}": _in_passport,
    "ngoog passport number si {s} ré": _in_passport,
    "ngi passport ang-ki {s} yin": _in_passport,
    "gui passport number {s} tho": _in_passport,
    "nyü-ka passport number {s} ya": _in_passport,
    "nga-ta passport number {s} ri": _in_passport,
    "ngei passport number {s} ha": _in_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, LOWER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Arctic Reservations 2FA backup codes\n{codes}",
            "spare sign-in codes for the office Google account {codes}",
            "Zaakpay dashboard recovery codes: {codes}", "2FA बैकअप कोड:\n{codes}",
            "reservkoder för 2FA: {codes}", "2FA backup code si: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Zaakpay:accounts@eddyline.net?secret={s}&issuer=Zaakpay&period=30",
              "Aegis, manual entry for the Hostelworld extranet: {s}",
              "2FAS, setup key for the Tata AIG portal: {s}",
              "TOTP secret si: {s} dung"]  # fmt: skip
_CODES = ["{c} is your 2Factor verification code for Eddyline bookings",
          "Your SBI OTP is {c}. Do not share it with anyone.",
          "आपका OTP {c} है। किसी के साथ साझा न करें।", "Din verifieringskod är {c}",
          "Váš overovací kód je {c}"]  # fmt: skip


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


_SSIDS = ["JioFiber-Tuting-5G", "Airtel_Pasighat_Loft", "BSNL-FTTH-Yingkiong", "Eddyline-Camp",
          "Eddyline-Gauge", "Starlink-Mariyang", "Seijosa-Angling-Camp", "Dirang-Homestay",
          "Shergaon_Guesthouse", "Anini-Station", "Jairampur-Office", "Longding-Homestay",
          "Ziro-KayakSchool", "Dibrugarh-Office-5G", "Roing-Warehouse"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassword: {pw}",
    "camp network {s}, password {pw}",
    "wifi at the Tuting camp: {s} / {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "the key on the sticker under the JioFiber router: {pw}",
    "hotspot on the rescue truck: ssid {s}, psk {pw}",
    "wifi {s} password si {pw} dung",
    "wifi {s} password hii {pw}",
    "wifi {s} gi password {pw} yin",
    "wifi {s} password {pw} ya",
    "वाईफ़ाई {s} का पासवर्ड {pw} है",
    "वाइफाइ {s} को पासवर्ड {pw} हो",
    "הסיסמה לוויפי {s} היא {pw}",
    "wifi-lösenordet för {s} är {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sw_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((URLSAFE, 32)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out character by character: {t}", "[dictated over the sat phone] {t}",
          "(spaced so the WhatsApp preview doesn't show it) {t}", "एक एक अक्षर: {t}",
          "agom agom: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["padlock on the Mariyang gear container: {pw}", "lockbox at the Tuting put-in: {pw}",
          "the key safe at the Pasighat shop takes {pw} then OK", "gear container lock code si: {pw}",
          "padlock code hii {pw}", "khim gi door code: {pw}", "गोदाम के ताले का कोड: {pw}",
          "koden till hänglåset: {pw}", "kód od visiaceho zámku: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 4, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mahseer", "hornbill", "takin", "mithun", "eddy", "haystack", "thwart",
                 "bowline", "portage", "serow", "apong", "tsampa", "orchid", "bamboo", "otter",
                 "boulder"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "Proton Pass passphrase: {p}": " ",
            "Enpass master passphrase: {p}": "-", "KeePassXC database passphrase: {p}": ".",
            "backup passphrase si: {p}": " ", "बैकअप पासफ़्रेज़: {p}": "_",
            "lösenfras för backupen: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch raw request: Authorization: Bearer {v}": False,
    "Insomnia environment, Authorization = Basic {v}": True,
    "Thunder Client export of the Fleetx call: authorization: bearer {v}": False,
    "Authorization header hii: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "ngircd.conf:\n[Global]\nName = irc.eddyline.lan\nPassword = {pw}",
    "~/.weexrc:\n[camp-site]\nHostName=ftp.eddyline.net\nLoginName={u}\nPassword={pw}\nDestDir=/public_html",
    "UniPager config.json:\n{{\"master\": {{\"server\": \"dapnet.afu.rwth-aachen.de\", \"port\": 43434, \"call\": \"vu2edl\", \"auth\": \"{pw}\"}}}}",
    "Wavelog application/config/database.php:\n$db['default']['username'] = 'wavelog';\n$db['default']['password'] = '{pw}';",
    "AllStarLink /etc/asterisk/iax.conf:\n[radio]\ntype=user\ncontext=radio-secure\nsecret = {pw}",
    "/etc/bind/rndc.key:\nkey \"rndc-key\" {{\n    algorithm hmac-sha256;\n    secret \"{pw}\";\n}};",
    "dnscontrol creds.json:\n{{\"cloudflare\": {{\"TYPE\": \"CLOUDFLAREAPI\", \"apitoken\": \"{pw}\"}}}}",
    "/etc/varnish/secret (varnishadm -S reads it):\n{pw}",
    "~/.msmtprc:\naccount camp\nhost smtp.eddyline.net\nuser bookings@eddyline.net\npassword {pw}",
    "wpa_supplicant.conf on the gauge Pi:\nnetwork={{\n  ssid=\"Eddyline-Gauge\"\n  psk=\"{pw}\"\n}}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "Nextcloud config/config.php:\n  'dbuser' => 'nc_eddy',\n  'dbpassword' => '{pw}',",
    "compose.yaml:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "~/.pgpass:\npg.eddyline.lan:5432:bookings:booking_app:{pw}",
    "Home Assistant secrets.yaml:\nstarlink_router_password: {pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "~/.netrc:\nmachine files.eddyline.net login {u} password {pw}",
    "camp server config si:\nDB_USER=booking\nDB_PASSWORD={pw}",
    "कैम्प सर्वर की कॉन्फ़िग:\nDB_USER=booking\nDB_PASS={pw}",
    "konfigurácia servera v kempe:\n[database]\nuser = booking\npassword = {pw}",
]  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "rndc" in template:  # a TSIG secret is base64
        value = base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    elif "apitoken" in template:
        value = _r(rng, URLSAFE, 40)
    else:
        value = _plain_pw(rng)
    return {"pw": value, "u": rng.choice(_USERS)}


_configs = _Family("config_file", _CONFIGS, _config_draw, "pw")


_CHATS = [
    "Oyin: Tuting camp wifi password?\nTapi: {pw}",
    "[05:40] hiren: root pw for the gauge Pi?\n[05:41] kaling: {pw}",
    "Tashi: {pw} is the new Starlink admin password",
    "Nabam: use {pw}, that's what the NVR has now",
    "Oyin: password anyi si {pw} dung",
    "Tage: password hii {pw}",
    "Pema: password sarpa {pw} yin",
    "Wangpha: password {pw} ha",
    "हिरेन: नया पासवर्ड {pw} है",
    "יעל: הסיסמה החדשה היא {pw}",
    "Ingrid: nya lösenordet är {pw}",
    "Олена: новий пароль {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200cword: {pw}", "passw\u200dord = {pw}", "pass\u034fword → {pw}", "passwοrd: {pw}",
    "ℙ𝕒𝕤𝕤𝕨𝕠𝕣𝕕 {pw}", "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 = {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "PASS\u180eWORD: {pw}",
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
    "the Starlink admin password is": "{s}", "UniFi controller pw:": "{s} (since the May firmware)",
    "ngoké password si": "{s}", "Victron VRM password": "{s}\nchange it after the monsoon",
    "password hii": "{s}", "पासवर्ड है": "{s}", "heslo:": "{s}", "lösenordet är": "{s}",
    "the password Kaling shouted across the eddy was": "{s}, I think", "ngi password": "{s} yin",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Arctic Reservations API key", "{s}", _j((HEX, 40))),
    ("split_token", "SurveySparrow token:", "{s} (waiver forms)", _j((ALNUM, 48))),
    ("split_token", "2Factor API key", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 06/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PT"))),
    ("split_backup", "Zaakpay recovery codes", "{s}\nq7hd-2kx9-m4pt\n8vzr-w3na-6cje", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "IČO", "{s}", _ico),
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
    '{"starlink": {"url": "https://192.168.100.1", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "oyin", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"routers": [{"name": "tuting"}, {"name": "mariyang", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "ops@gauge-pi.eddyline.lan"]}': ("meta_password", _plain_pw),
    '{"note": "ngoké email password si {s} dung"}': ("meta_password", _plain_pw),
    '{"heslo": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Victron VRM as hiren with the password {s}"}': ("meta_password", _plain_pw),
    '{"arctic_reservations": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"mapplsRestKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"zaakpay_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"refund": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SK")),
    '{"guide": {"ico": "{s}"}}': ("meta_id", _ico),
    '{"mfa": {"backup_codes": ["{s}", "q7hd-2kx9-m4pt", "8vzr-w3na-6cje"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"camp_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"nwk_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"gear_container": {"lockbox_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Eddyline-Camp", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"venus-image-cerbogx-v3.50.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/eddyline/bookings:4.12").hexdigest()
_COMMIT = hashlib.sha1(b"gauges: flow-rate column for the Siang", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"calendar: revert October fix", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"siang-gauge-2033-06.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"waivers-export-2033.csv").hexdigest()

CLEAN = [
    "Remind me to change the Starlink admin password before the season opens on 2033-10-01.",
    "Oyin asked for the Tuting camp wifi password; it's on the laminated card in the kitchen tent.",
    "Policy: Eddyline passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `ZAAKPAY_SECRET_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The UniFi controller asks for a new admin password after every major update.",
    "Replace <YOUR_MAPPLS_KEY> in the README with the key from your Mappls console.",
    "SURVEYSPARROW_ACCESS_TOKEN and TWOFACTOR_API_KEY must be set before the nightly booking sync runs.",
    "Noké password si ami-lo lunmanam, ngolu ékum-lo bhi.",
    "Niika password hii ako mi lu ma, ngiinyi tere.",
    "Noog password si akin nyi-lo ma bvnam.",
    "khi password su la yang ma lap, nga la yang.",
    "nyang password kho-la lo ma-tho, gui la lo ma-tho.",
    "nü-ka password ahi-la brü ma-ya.",
    "na-ta password khi-nu sam ma-ri.",
    "nei password aw-le dok ma-ha.",
    "अपना पासवर्ड किसी को मत बताना।",
    "আপোনাৰ পাছৱৰ্ড কাকো নক'ব।",
    "आफ्नो पासवर्ड कसैलाई नभन्नुहोस्।",
    "אל תגלו את הסיסמה שלכם לאף אחד.",
    "Heslo musí mať aspoň štrnásť znakov.",
    "Lösenordet måste vara minst fjorton tecken långt.",
    "Пароль має містити щонайменше чотирнадцять символів.",
    "Das Passwort steht im Tresor, nicht im Gruppenchat.",
    "パスワードは誰にも教えないでください。",
    "Upgraded the UniFi controller from 8.4 to 9.0 and the gauge logger to 2.7.1 over the weekend.",
    f"commit {_COMMIT} adds the flow-rate column for the Siang gauge.",
    f"Rolled back to {_SHORT} after the booking calendar broke for October.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Cerbo GX firmware 3.50 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of waivers-export-2033.csv: {_SHA512}",
    f"The booking API container runs ghcr.io/eddyline/bookings@sha256:{_IMAGE}.",
    f"MD5 of siang-gauge-2033-06.csv is {_MD5}, same as the copy on the loft NAS.",
    "Request id 3f6c2a91-8d4e-4b17-a0c5-7e29d1b48f06 is the slow one in the booking logs.",
    "Purchase order PO-2033-00217 for 6 self-bailing rafts ships from Dibrugarh on Monday.",
    "Zammad #2214: the Tuting camp generator keeps tripping at night.",
    "Call the Pasighat shop on +91 368 222 4173 before noon.",
    "Booking EDL-SIANG-2033-0412 is a group of 8 for the 10-day Siang descent.",
    "The Siang at Pasighat was at 2.41 m this morning, about 4,500 cumecs.",
    "Our rafts are 14 ft self-bailers rated for Class V; each carries 8 paddlers and a guide.",
    "After five wrong passwords the booking system locks the account for 15 minutes.",
    "The secret of a good ferry glide is the angle, not the strength.",
    "Ask Tashi for the gear-container padlock code, I don't have it.",
    "My card ending 4417 was declined at the Dibrugarh hardware store.",
    "The Bratislava agency wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the office Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MAPPLS_REST_KEY` in the secrets store, never in the repository.",
    "The padlock on the Mariyang gear container rusts in the monsoon; oil it every month.",
    "Arctic Reservations moved the API key page under Settings › Developer in its June release.",
    "ISBN 978-81-7371-410-8 is the river guidebook on the loft shelf.",
    "The guest wifi 'Eddyline-Guest' is open, no password needed.",
    "Trip SIANG-10D: 10 days, 180 km, 45 named rapids; the put-in is at Tuting, the take-out at Pasighat.",
    "Version 4.12.0 of the booking app fixed the waiver upload; 4.12.1 fixed the date picker.",
    "Order #88412 from the gear shop: two throw bags, one helmet (size M), one PFD.",
    "The rescue drill on 2033-09-14 starts at 07:30 at the Ranaghat eddy.",
    "Vehicle AR-11-4471 (the rescue truck) is due for service at 40,000 km.",
    "La contraseña tiene que tener al menos catorce caracteres.",
    "Ne partagez jamais votre mot de passe, même avec le guide.",
    "密码不要发到群里，用密码库的链接。",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-05-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/eddyline/starlink", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "2214", "purchase_order": "PO-2033-00217"}',
    '{"booking": {"id": "EDL-SIANG-2033-0412", "pax": 8, "days": 10}}',
    '{"phone": "+91 368 222 4173", "city": "Pasighat"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rafts_in_store": 14}',
    '{"gauge": {"station": "Pasighat", "level_m": 2.41, "flow_cumecs": 4500}}',
    '{"request_id": "3f6c2a91-8d4e-4b17-a0c5-7e29d1b48f06", "status": 200}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
