# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-thirty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirtieth's docstring, the
fifth to hundred-and-thirtieth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a species of
wood and a lumber cut, a salmon species and a net-pen number, a ferry's name and the year it was
built, a name with a birth year and a coastal town, a kiln's schedule and its dry-bulb temperature,
a float plane's type and an invented registration, a hockey team and a year, a town, a fish and a
number, two woods and a number, leet words for the salmon, the cedar, the kiln, the ferry dock, the
Beaver, the float plane and the barge, generated groups), names, places, templates, tools, vendors
and layouts, the way the staff of the Raven Narrows Cooperative (a fictional forestry, sawmill,
salmon-farm, ferry and air-charter network of the north coast: a sawmill with dry kilns at Port
Edward, a salmon farm at Squall Point and Brodie Channel with its feed barges, the Narrows Ferries
booking office in Prince Rupert with its two ferries to Haida Gwaii, the office of the fictional
Kwinamass Nation, the Taku Narrows Air float-plane charter at Juneau and Sitka, a warehouse in
Whitehorse and a shop in Kodiak and Unalaska; staff from the coast's First Nations and Alaska
Native communities, Punjab, the Philippines, Hong Kong, Japan, Quebec, Germany, Norway, Ukraine,
Vietnam, Korea, Mexico and Brazil) leak secrets into an assistant's memory. The texts are WhatsApp,
Signal, Teams, GroupMe, Messenger, Viber, Marco Polo, Slack, Zello, Discord, Google Chat, iMessage,
SMS, Wire, Threema, Telegram, KakaoTalk, Zalo, LINE, WeChat, Workplace and RingCentral messages,
Google Keep, Samsung Notes, Apple Notes, OneNote, Obsidian and Todoist notes to self, Jira Service
Management and Freshservice tickets, e-mails, an incident note, a runbook, README fragments, shell
history (bash, fish, PowerShell, Termius, Blink, Windows Terminal, cron, a GitHub Actions step, an
Ansible task, HexChat and Konversation), configs, code, voice-dictated text and requests to the
assistant itself, around the panels of kiln, sawmill, feed-barge, ferry-office, band-office, hangar
and network hardware (a Wellons, a Kiln-Direct, a Valutec, a Brunner-Hildebrand and an
Irvington-Moore kiln control, a Lignomat kiln monitor and a Wagner Orion moisture meter, GreCon and
Flamex spark detection, a Maple Systems HMI, a Stetson-Ross planer, a Valon Kone debarker, a
Vollmer sharpener and an Iseli grinder, an Orlaco camera server and an Aerzen blower on the barge,
a Digi IX20 router, a Stentofon intercom exchange, a Clover Flex terminal, a Xerox VersaLink
copier, a Kantech EntraPass door system, a QT Pod fuel terminal, a Sentry ADS-B receiver, a Stratus
3, a JP Instruments EDM-930, an MVP-50 engine monitor and an ACR ResQLink beacon). Tools none of
heldouts 5 to 130 names: systemd-firstboot, mkosi, OpenTTD, Wesnoth, pyicloud's `icloud`, you-get,
IRC's NickServ (Anope, Atheme) and Eggdrop's partyline on the command line; configs of Buildroot,
archinstall, Solanum, Anope, Freeciv's fcdb.conf, RetroArch, JDownloader's MyJDownloader settings,
woob, Xonotic and mkosi; beside them the commands the product names (sshpass, mysql, redis-cli,
curl -u, docker login, htpasswd, smbclient, 7z, openssl, gpg --passphrase, plink, xfreerdp, net
use, sqlplus, lftp, ipmitool, mosquitto_pub, sudo -S, ldapsearch, zip -P, keytool, xh, kinit,
sqlcmd, rabbitmqctl) and configs of Home Assistant, Grafana, .pgpass, NetworkManager, Docker
Compose and phpMyAdmin, in layouts of its own. About 44 % of the texts are in other languages than
English (by a rough count of the drawn samples): Sm'algyax (Coast Tsimshian, of Prince Rupert, Lax
Kw'alaams and Hartley Bay), Nisga'a (of the Nass Valley), Gitxsan (of the upper Skeena at
Hazelton), Haisla (of Kitamaat Village), Heiltsuk (of Bella Bella), Southern Tutchone (of
Whitehorse and Haines Junction), Alutiiq (Sugpiaq, of Kodiak) and Unangam Tunuu (Aleut, of
Unalaska), which no earlier docstring names, and Punjabi (in Gurmukhi), Tagalog, Cantonese (written
in traditional characters), Japanese, Canadian French, German, Mexican Spanish, Korean, Vietnamese,
Ukrainian, Norwegian, Mandarin (simplified characters), Brazilian Portuguese, Russian, Haida and
Tlingit in wordings of their own. The eight new languages' wordings are the author's
approximations, checked by no speaker, built around a possessive (and for some a connective) and
the loanwords people there really text (password, email, wifi, code, number, card, IBAN, API key,
user, server, computer, padlock, passport): Sm'algyax's `… password-u a …`, `t'oyaxsut 'nüün` and
`ada`; Nisga'a's `hli … password-'y, …` and `t'ooyaksiy niin`; Gitxsan's `'nii'y … password-'y 'nit
…` and `ha'miiyaa`; Haisla's `nugwa … password-ən …` and `Ǥiáxsixa`; Heiltsuk's `… password-ṇ wa …`
and `Ǧiáxsix̌a`; Southern Tutchone's `se-… password …` and `shäw nithän`; Alutiiq's `wiinga …
password-qa …`, `kiingan` and `quyanaa`; Unangam Tunuu's `… password-ng …`, `ama` and
`qaĝaasakung`. The thanks are as the author remembers them; the possessive suffixes of Sm'algyax,
Nisga'a, Gitxsan, Haisla and Heiltsuk and all the negations in the clean texts are the thinnest
guesses (after neighbouring languages: Kwak'wala for the Wakashan two, Yup'ik for Alutiiq, other
Athabaskan languages for Southern Tutchone). Vendors (Coflyt, Airplane Manager, Avsched, ePlaneAI,
Bluetail, MyFlightbook, SkyVector, FltPlan, Flight Schedule Pro, Myairops, Flight Circle, Avfuel,
Observe Technologies, BioSort, Aquaticode, Storvik, Poseidon Ocean Systems, Ecomerden, Remsoft,
Silvacom, Forest Metrix, Tesera, Forsite, Cengea, LogTrakker, Lim Geomatics, Comact, USNR,
Lucidyne, FinScan, MaxiFleet, Pachama, ThinkReservations, Frontdesk Anywhere, Campspot, Firefly
Reservations, ResortSuite, Rome2Rio, Payworks, Knit People, Nethris, Ceridian, PaymentEvolution,
Zum Rails, Wave Financial, Venn, Veem, NationBuilder and Fongo) are ones heldouts 5 to 130 do not
name; none of them publishes a token shape the author knows, so every shape here (BioSort's
`bs_live_`, ePlaneAI's `epl_`, LogTrakker's `ltk_`, Pachama's `pch_sk_`, Venn's `venn_`, the UUIDs,
hex runs, base64 runs and JWTs) is the author's guess. The ids are kinds heldouts 5 to 130 do not
use: a US Adoption Taxpayer Identification Number (ATIN), drawn until python-stdnum's `us.atin`
accepts it (a format check: that module has no check digit); an FAA airman certificate number, a
Transport Canada marine Candidate Document Number (CDN), a WorkSafeBC claim number, a Sealaska
shareholder number, a Diver Certification Board of Canada card, a BC registered trapline, a Punjab
driving licence and a German Sportbootführerschein See, for which python-stdnum has no module and
which no library or this file checks (no check-digit algorithm is written here): they are
unchecked, their shapes invented or as the author believes them; and Canadian and US passports
under Sm'algyax and Alutiiq words, likewise unchecked. Card numbers pass Luhn (drawn by the value
helpers and checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over the IBAN shapes of heldouts 5 to 130 (the United Kingdom, Italy, Germany, Switzerland,
the Netherlands, Ireland, Finland and Belgium, in eight or nine corpora each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Japanese,
Traditional Chinese, Simplified Chinese, Korean, Spanish and Portuguese lists, each with a valid
checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean
texts and 10 clean metadata dicts.
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
from stdnum.us import atin as us_atin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 134_580_227
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


_WOODS = ["Cedar", "Hemlock", "Spruce", "Balsam", "Alder", "Cypress", "Yellowcedar", "Lodgepole",
          "Tamarack", "Cottonwood", "Redcedar", "Douglasfir"]  # fmt: skip
_CUTS = ["2x4", "2x6", "2x10", "4x4", "No2", "Btr", "Clr", "Shop", "Cant", "Flitch"]
_FISH = ["Coho", "Chinook", "Sockeye", "Chum", "Steelhead", "Oolichan", "Halibut", "Sablefish",
         "Lingcod", "Herring"]  # fmt: skip
_VESSELS = ["PorcherSpirit", "DundasQueen", "KwinitsaDawn", "SkeenaTide", "StephensLady",
            "ChathamBelle", "TongassRover", "KennedyIsle"]  # fmt: skip
_PLANES = ["Beaver", "Otter", "Caravan", "SuperCub", "Husky", "Goose", "Norseman", "Cessna185"]
_PLACES = ["PrinceRupert", "PortEdward", "Masset", "Skidegate", "Juneau", "Sitka", "Whitehorse",
           "Terrace", "Kitimat", "Haines", "Ketchikan", "Hazelton", "Carcross", "Kodiak",
           "Unalaska", "Atlin", "Stewart", "Klemtu", "BellaBella", "Gitlaxtaamiks"]  # fmt: skip
_NAMES = ["harjit", "gurpreet", "manjit", "jaspreet", "rowena", "marites", "kenji", "yuki",
          "wingyan", "kaho", "sebastien", "marieeve", "lukas", "anneliese", "ole", "ingrid",
          "oksana", "taras", "thanh", "jiwoo", "diego", "joao", "wilma", "darlene", "clifford",
          "lorraine", "dustin", "jolene", "raymond", "tanisha"]  # fmt: skip
_TEAMS = ["Canucks", "Oilers", "Kraken", "Whitecaps", "Seawolves", "Flames"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S4lm0n", "C3d4r", "K1lnDry", "F3rryD0ck", "B34v3r", "H3mL0ck", "Sp4wn", "Fl04tPl4n3",
         "B4rg3"]  # fmt: skip


def _kiln(g: random.Random) -> str:
    """A kiln's schedule and dry-bulb temperature, the way the kiln crew builds its passwords."""
    return f"K{g.randrange(1, 5)}Sched{g.randrange(10, 99)}at{g.choice([71, 77, 82, 88, 93])}C{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as the band office's vault writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


def _tail(g: random.Random) -> str:
    """A float plane's type and its (invented) Canadian registration's last letters."""
    return f"{g.choice(_PLANES)}-CF{_r(g, UPPER, 3)}{g.randrange(1, 10)}{g.choice(_SYMBOLS)}"


# The ways people on the coast pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WOODS)}{g.choice(_CUTS)}#{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_FISH)}-Pen{g.randrange(1, 24)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"MV{g.choice(_VESSELS)}{g.randrange(1966, 2012)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1958, 2008)}@{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!$%&?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    _kiln,
    _tail,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FISH).lower()}.{g.randrange(10, 1000)}",
    lambda g: f"{g.choice(_TEAMS)}{g.choice(_SYMBOLS)}{g.randrange(1994, 2031)}{_r(g, LOWER, 2)}",
    _generated,
    lambda g: "-".join(w.lower() for w in g.sample(_WOODS, 2)) + "-" + str(g.randrange(100, 1000)),
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS) + _r(g, UPPER, 2),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Mill night shift', Harjit: the Wellons kiln controller password is {pw}",
    "Signal from Ole at Squall Point: the feed barge PC password {pw}",
    "Teams chat, #kilns: Kiln-Direct touchscreen admin password {pw}",
    "GroupMe 'Dock crew': Valutec kiln PC login password {pw}",
    "Messenger from Darlene (band office): the Xerox VersaLink C7000 admin password is {pw}",
    "Viber, Rowena: Clover Flex manager password {pw}",
    "Marco Polo transcript, Dustin: the Stentofon exchange web password is {pw}",
    "Slack DM from Lukas: Brunner-Hildebrand kiln PC password {pw}",
    "Zello channel 'barge-ops', typed: Orlaco camera server password {pw}",
    "Discord #hangar: JP Instruments EDM-930 download software password {pw}",
    "Google Chat, Yuki: Kantech EntraPass admin password {pw}",
    "iMessage from Clifford: Irvington-Moore kiln control password {pw}",
    "SMS from the Juneau hangar: Sentry ADS-B receiver admin password {pw}",
    "Wire message from Anneliese: GreCon spark detection panel password {pw}",
    "Threema from Ingrid: Aerzen blower HMI password {pw}",
    "Telegram, Taras: Digi IX20 router admin password {pw}",
    "KakaoTalk from Ji-woo: Lignomat kiln monitor password {pw}",
    "Zalo from Thanh: Maple Systems HMI password on the planer {pw}",
    "LINE from Kenji: Iseli grinder service password {pw}",
    "WeChat from Ka-ho: QT Pod fuel terminal manager password {pw}",
    "Workplace chat, Marie-Ève: Flamex spark panel password {pw}",
    "RingCentral text from Jolene: Vollmer sharpening machine password {pw}",
    "Google Keep, 'hangar': Stratus 3 receiver admin password {pw}",
    "Samsung Notes: Valon Kone debarker HMI password {pw}",
    "Apple Notes 'ferry office': the ticket counter PC password {pw}",
    "OneNote page 'Kiln 3': Wagner Orion meter sync password {pw}",
    "Obsidian daily note: Stetson-Ross planer PLC password {pw}",
    "Jira SD ticket NR-5521: the MVP-50 configuration password {pw} was mistyped on the Otter",
    "Freshservice ticket 3088: Digi IX20 at Squall Point, password {pw}, please rotate",
    "Hi Gurpreet,\n\nthe admin password on the Kiln 2 PC is {pw}. Delete this once it's in the vault.\n\nWilma",
    "Incident 2033-02-11: the ACR ResQLink registration portal was left signed in; its password {pw} must be changed",
    "Runbook: cold start of the Squall Point feed barge\n1. start the Orlaco server\n2. log in as barge\n3. password {pw}\n4. open the feeding software",
    "README (hangar tablet)\nEFB kiosk image, local admin password `{pw}`.",
    "my Coast Capital online banking password is {pw}",
    "remember my Northern Savings app password for me: {pw}",
    "dictated: the Juneau hangar office PC password is {pw} period",
    "note to self: Kiln-Direct remote support password {pw}",
    "after the Stentofon firmware update the password became {pw}",
    "ਕਿਲਨ ਵਾਲੇ ਕੰਪਿਊਟਰ ਦਾ ਪਾਸਵਰਡ {pw} ਹੈ",
    "ਹਰਜੀਤ: ਨਵਾਂ ਪਾਸਵਰਡ {pw} ਆ, ਕਿਸੇ ਨੂੰ ਨਾ ਦੱਸੀਂ",
    "Rowena: yung password ng booking PC sa ferry office ay {pw}",
    "password ng Gmail ko: {pw}, wag mo ipagsabi ha",
    "嘉豪：乾燥窯部電腦嘅密碼係 {pw}",
    "我 email 嘅密碼係 {pw}，千祈唔好講俾其他人聽",
    "フェリー予約端末のパスワード：{pw}",
    "le mot de passe du séchoir numéro 3, c'est {pw} là",
    "Marie-Ève : mon mot de passe pour le portail de la bande, c'est {pw}",
    "Das Passwort für den Trockenkammer-PC lautet jetzt {pw}",
    "Diego: la contraseña de la compu de la barcaza es {pw}",
    "사료 바지선 PC 비번: {pw}",
    "mật khẩu máy tính ở quầy vé phà là {pw}",
    "Тарас: пароль від ноутбука на баржі — {pw}",
    "Ole: passordet til PC-en på fôringsflåten er {pw}",
    "烘干窑那台电脑的密码是 {pw}",
    "João: a senha do PC da serraria é {pw}",
    "пароль от кассового компьютера на пароме: {pw}",
    "Darlene: email password-u a {pw}, t'oyaxsut 'nüün",
    "band office server password-u a {pw}",
    "hli email password-'y, {pw}. T'ooyaksiy niin",
    "Clifford: hli kiln password-'y {pw}",
    "'nii'y email password-'y 'nit {pw}",
    "Raymond: hangar laptop password-'y 'nit {pw}, ha'miiyaa",
    "nugwa email password-ən {pw}. Ǥiáxsixa",
    "Tanisha: Kitimat office server password-ən {pw}",
    "email password-ṇ wa {pw}, Ǧiáxsix̌a",
    "Lorraine: Bella Bella clinic PC password-ṇ wa {pw}",
    "se-email password {pw}, shäw nithän",
    "Jolene: Whitehorse warehouse se-computer password {pw}",
    "wiinga email password-qa {pw}. Quyanaa",
    "Kodiak office server password-qa: {pw}",
    "email password-ng {pw}, qaĝaasakung",
    "Unalaska shop computer password-ng: {pw}",
    "dii kiln computer password {pw}, háw'aa",
    "ax̱ email password-í: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["harjit.s", "gurpreet", "manjit.d", "jaspreet", "rowena", "marites.dc", "kenji", "yuki.o",
          "wingyan", "kaho.lam", "sebastien", "marieeve.t", "lukas", "anneliese", "ole.h",
          "ingrid", "oksana", "taras.k", "thanh", "jiwoo", "diego", "joao.p", "wilma", "darlene",
          "clifford", "lorraine.w", "dustin", "jolene", "raymond", "tanisha", "svc-kilns",
          "barge-ops"]  # fmt: skip
_LOGINS = [
    "Teams, Lukas: the Kiln-Direct login is {u} / {pw}",
    "Freshservice #3102: {u} locked out of the booking PC, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Mill › Kilns › Wellons K2: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Valutec K4 | {u} | {pw} |",
    "log into the Orlaco server as {u} with {pw}",
    "EDM-930 software {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: kiln-hmi-3\n  user: {u}\n  pass: {pw}",
    "Signal: account {u}, password {pw}",
    "Ole says the feeding software account is {u} and the password is {pw}",
    "host,user,password\nbarge-squall,{u},{pw}",
    "ssh {u}@kiln-srv.rnc.lan, pw {pw}",
    "Slack: creds for the Stentofon are {u} and {pw}",
    "ਯੂਜ਼ਰ {u}, ਪਾਸਵਰਡ {pw}",
    "sa booking PC, {u} yung username at {pw} yung password",
    "用戶名 {u}，密碼 {pw}，記住呀",
    "サインイン用：{u} ／ パスワードは {pw}",
    "mon login pour le portail, c'est {u}, pis le mot de passe qui va avec : {pw}",
    "angemeldet wird mit {u}, Kennwort hinterher: {pw}",
    "acc của em là {u}, còn mk là {pw} nha",
    "логін {u}, пароль {pw}",
    "brukeren er {u}, bruk passordet {pw}",
    "user-u a {u}, password-u a {pw}",
    "user-qa {u}, password-qa {pw}",
    "user-'y 'nit {u}, password-'y 'nit {pw}",
    "user-ṇ wa {u}, password-ṇ wa {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["oolichan", "sockeye", "hemlock", "muskeg", "skookum", "tamarack", "eulachon",
               "kelp", "spruce", "otter", "tyee", "herring", "cedar", "chinook", "saltchuck",
               "bannock"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w} and right after it {d}",
    "for the kiln PC it's {w} with {d} on the end",
    "voice memo: the barge wifi password is {w}, then the digits {d}, no spaces",
    "type {w} and then {d}",
    "it's {w}{d}, one word",
    "ਪਾਸਵਰਡ ਹੈ {w} ਸ਼ਬਦ, ਫਿਰ {d}",
    "ang password: salitang {w} at kasunod ang {d}",
    "密碼係 {w} 呢個英文字，之後加 {d}",
    "{w}, pis {d} collé au bout, c'est ça le mot de passe",
    "Kennwort geht so: {w} und direkt danach {d}",
    "password-u a {w}, ada {d}",
    "password-qa {w}, kiingan {d}",
    "password-ng {w}, ama {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "systemd-firstboot --root=/mnt/kiln-img --root-password='{pw}' --hostname=kiln-hmi-4",
    "mkosi --root-password='{pw}' --hostname=barge-pc -f build",
    "openttd -n ttd.bunkhouse.rnc.lan:3979 -p '{pw}'",
    "wesnoth --server=wesnoth.bunkhouse.rnc.lan --username={u} --password='{pw}'",
    "icloud --username={u}@ravennarrows.ca --password='{pw}' --list",
    "you-get --password '{pw}' https://vimeo.com/881234567",
    "/msg NickServ IDENTIFY {u} {pw}",
    "eggdrop partyline (telnet tidebot 3333): .chpass {u} {pw}",
    "sshpass -p '{pw}' ssh {u}@kiln-hmi-2.rnc.lan 'systemctl restart kilnd'",
    "mysql -h booking-db.rnc.lan -u {u} -p'{pw}' reservations -e 'select count(*) from sailings'",
    "redis-cli -h 10.40.2.7 -a '{pw}' --no-auth-warning INFO keyspace",
    "curl -u {u}:{pw} https://kiln-hist.rnc.lan/api/v1/charges?kiln=3",
    "docker login registry.rnc.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.kiln_htpasswd {u} '{pw}'",
    "smbclient //fs-prupert/bandoffice -U '{u}%{pw}' -c 'ls Minutes/*'",
    "7z a -p'{pw}' -mhe=on payroll-2033-03.7z payroll/",
    "openssl enc -aes-256-cbc -pbkdf2 -in manifest.csv -out manifest.enc -pass pass:{pw}",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d charter-rates.xlsx.gpg",
    "plink -ssh -pw {pw} {u}@barge-squall.rnc.lan",
    "xfreerdp /v:booking-pc2.rnc.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use R: \\\\fs-juneau\\maint {pw} /user:RNC\\{u}",
    "sqlplus {u}/{pw}@//ora-fin.rnc.lan:1521/FINPRD",
    "lftp -u {u},'{pw}' sftp://edi.ravennarrows.ca",
    "ipmitool -I lanplus -H 10.40.9.11 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.rnc.lan -u {u} -P '{pw}' -t barge/squall/feed/rate -m 42.5",
    "echo '{pw}' | sudo -S systemctl restart feed-bridge",
    "ldapsearch -x -H ldaps://dc1.rnc.lan -D 'cn={u},ou=staff,dc=rnc,dc=lan' -w '{pw}' '(sAMAccountName=wilma)'",
    "zip -P '{pw}' crew-list.zip crew.xlsx",
    "keytool -importkeystore -srckeystore booking.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore booking.jks",
    "xh -a {u}:{pw} get https://barge-gw.rnc.lan/api/status",
    "kinit {u}@RNC.LAN <<< '{pw}'",
    "sqlcmd -S sql-payroll.rnc.lan -U {u} -P '{pw}' -d BandPayroll -Q 'select top 5 * from runs'",
    "rabbitmqctl add_user {u} '{pw}'",
    "psql 'host=pg-booking.rnc.lan dbname=sailings user={u} password={pw}' -c '\\dt'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\wilma> {c}", "harjit@kiln-srv:~$ {c}",
    "Termius on the barge iPad: {c}", "Blink shell: {c}", "Windows Terminal (Ubuntu tab): {c}",
    "~/.bash_history:\n{c}", "fish history:\n- cmd: {c}\n  when: 1985432211",
    "GitHub Actions step 'deploy':\n  run: {c}", "crontab -l:\n15 3 * * * {c}",
    "Ansible task:\n- name: bootstrap\n  shell: {c}", "Slack snippet from Lukas:\n{c}",
    "HexChat on the bunkhouse PC: {c}", "Konversation, #rnc-crew: {c}",
    "ਮੈਂ ਇਹ ਕਮਾਂਡ ਚਲਾਈ: {c}", "tinype ko 'to sa terminal: {c}", "我喺 terminal 打咗：{c}",
    "ターミナルで叩いたやつ：{c}", "la commande que j'ai pitchée dans le terminal : {c}", "ось що я запускав у терміналі: {c}",
    "em chạy lệnh này: {c}", "kjørte dette på kiln-serveren i går: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg-booking.rnc.lan:5432/sailings",
    "mysql://{u}:{pw}@kiln-db.rnc.lan/kilnlog",
    "mongodb://{u}:{pw}@mongo1.rnc.lan:27017/barge?authSource=admin",
    "redis://default:{pw}@cache.rnc.lan:6379/2",
    "ftp://{u}:{pw}@ftp.ravennarrows.ca/manifests/",
    "rtsp://{u}:{pw}@10.40.3.21:554/Streaming/Channels/101",
    "https://{u}:{pw}@grafana.rnc.lan/d/kilns",
    "mssql+pyodbc://{u}:{pw}@sql-payroll.rnc.lan/Payroll?driver=ODBC+Driver+18+for+SQL+Server",
    "influxdb://{u}:{pw}@influx.rnc.lan:8086/barge",
    "amqp://{u}:{pw}@rabbit.rnc.lan:5672/feed",
    "mqtt://{u}:{pw}@mqtt.rnc.lan:1883",
    "sqlserver://sql-payroll.rnc.lan:1433;database=Payroll;user={u};password={pw}",
    "Server=sql-payroll.rnc.lan;Database=BandPayroll;User Id={u};Password={pw};TrustServerCertificate=True",
    "clickhouse://{u}:{pw}@ch.rnc.lan:9000/telemetry",
    "sftp://{u}:{pw}@edi.ravennarrows.ca:2222/outbound/",
]  # fmt: skip
_URL_PLACES = [
    "BOOKING_DB_URL={c}", "Metabase connection, the old one: {c}",
    "save this connection string for me: {c}", "連接字串係 {c}", "la cadena para conectarse a la base: {c}",
    "Freshservice #3120: {c}", "Obsidian note 'databases': {c}", "chuỗi để kết nối vô database nè: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "raven-narrows", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# None of these vendors publishes a token shape the author knows: every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Coflyt", "COFLYT_API_KEY", _j((ALNUM, 40))),
    ("Airplane Manager", "AIRPLANE_MANAGER_TOKEN", _j((HEX, 40))),
    ("Avsched", "AVSCHED_API_KEY", lambda g: v.uuid4(g, "9")),
    ("ePlaneAI", "EPLANEAI_API_KEY", _j("epl_", (ALNUM, 36))),
    ("Bluetail", "BLUETAIL_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("MyFlightbook", "MYFLIGHTBOOK_AUTH_TOKEN", _j((B64, 44))),
    ("SkyVector", "SKYVECTOR_API_KEY", _j((HEX, 32))),
    ("FltPlan", "FLTPLAN_API_KEY", _j((UPPER_DIGITS, 28))),
    ("Flight Schedule Pro", "FSP_API_KEY", _j((HEX, 64))),
    ("Myairops", "MYAIROPS_API_TOKEN", _vendor_jwt("https://api.myairops.com")),
    ("Flight Circle", "FLIGHTCIRCLE_API_KEY", _j((ALNUM, 32))),
    ("Avfuel", "AVFUEL_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Observe Technologies", "OBSERVE_API_TOKEN", _j((HEX, 40))),
    ("BioSort", "BIOSORT_API_KEY", _j("bs_live_", (ALNUM, 32))),
    ("Aquaticode", "AQUATICODE_TOKEN", _j((ALNUM, 48))),
    ("Storvik", "STORVIK_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Poseidon Ocean Systems", "POSEIDON_API_KEY", _j((UPPER_HEX, 32))),
    ("Ecomerden", "ECOMERDEN_SECRET", _j((HEX, 48))),
    ("Remsoft", "REMSOFT_API_KEY", _j((ALNUM, 40))),
    ("Silvacom", "SILVACOM_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Forest Metrix", "FORESTMETRIX_TOKEN", _j((B64, 60))),
    ("Tesera", "TESERA_API_KEY", _j((HEX, 32))),
    ("Forsite", "FORSITE_API_TOKEN", _vendor_jwt("https://auth.forsite.ca")),
    ("Cengea", "CENGEA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("LogTrakker", "LOGTRAKKER_KEY", _j("ltk_", (LOWER_DIGITS, 32))),
    ("Lim Geomatics", "LIMGEO_API_KEY", _j((ALNUM, 36))),
    ("Comact", "COMACT_SERVICE_TOKEN", _j((HEX, 40))),
    ("USNR", "USNR_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Lucidyne", "LUCIDYNE_API_TOKEN", _j((URLSAFE, 64))),
    ("FinScan", "FINSCAN_LICENSE_TOKEN", _j((B64, 86), "==")),
    ("MaxiFleet", "MAXIFLEET_API_KEY", _j((HEX, 32))),
    ("Pachama", "PACHAMA_API_KEY", _j("pch_sk_", (ALNUM, 40))),
    ("ThinkReservations", "THINKRES_API_KEY", _j((ALNUM, 32))),
    ("Frontdesk Anywhere", "FDA_API_SECRET", _j((HEX, 64))),
    ("Campspot", "CAMPSPOT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Firefly Reservations", "FIREFLY_RES_TOKEN", _j((ALNUM, 44))),
    ("ResortSuite", "RESORTSUITE_API_KEY", _j((UPPER_HEX, 40))),
    ("Rome2Rio", "ROME2RIO_API_KEY", _j((ALNUM, 24))),
    ("Payworks", "PAYWORKS_API_TOKEN", _j((B64, 43), "=")),
    ("Knit People", "KNIT_API_KEY", _j((HEX, 40))),
    ("Nethris", "NETHRIS_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Ceridian", "CERIDIAN_CLIENT_SECRET", _j((ALNUM, 40))),
    ("PaymentEvolution", "PAYMENTEVOLUTION_API_KEY", _j((HEX, 32))),
    ("Zum Rails", "ZUMRAILS_API_KEY", _j((ALNUM, 48))),
    ("Wave Financial", "WAVE_FULL_ACCESS_TOKEN", _j((ALNUM, 30))),
    ("Venn", "VENN_API_KEY", _j("venn_", (ALNUM, 32))),
    ("Veem", "VEEM_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("NationBuilder", "NATIONBUILDER_API_TOKEN", _j((HEX, 64))),
    ("Fongo", "FONGO_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok} -a rnc-booking",
    "heroku config:set {env}={tok} -a rnc-kilns",
    "docker run --rm -e {env}={tok} ghcr.io/ravennarrows/sync:2.4",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "GitLab CI/CD variable {env} (not masked): {tok}",
    "launchctl setenv {env} {tok}",
    "setx {env} \"{tok}\"",
    "[Environment]::SetEnvironmentVariable('{env}', '{tok}', 'User')",
    "kiln-sync.service:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Raven Narrows ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "Todoist task: rotate the {vendor} key {tok}",
    "Teams, Lukas: {vendor} key for the nightly sync: {tok}",
    "Signal: the {vendor} token is {tok} now, the old one is revoked",
    "Freshservice #3131: {vendor} sync fails with 401, configured key {tok}",
    "Jira NR-5560: {vendor} integration broken, current key {tok}",
    "keep my {vendor} API key please: {tok}",
    "{vendor} ਦੀ API key {tok} ਹੈ",
    "para sa barge, ito ang API key galing {vendor}: {tok}",
    "{vendor} 個 API key 幫我記低：{tok}",
    "{vendor} 連携用のAPIキー、控えておいて：{tok}",
    "{vendor}, la clé pour l'API du moulin à scie, note-la : {tok}",
    "API-Schlüssel vom {vendor}-Konto fürs Sägewerk: {tok}",
    "{vendor} nos dio esta llave pa' la API de la barcaza: {tok}",
    "{vendor} 연동 API 키 적어둬요: {tok}",
    "{vendor} API key đây anh: {tok}",
    "ключ до API від {vendor}, що дали бухгалтерії: {tok}",
    "{vendor} sin API-nøkkel, skriv den ned: {tok}",
    "{vendor} 那边给的 API 密钥，先记一下：{tok}",
    "{vendor} API key-u a {tok}",
    "hli {vendor} API key-'y, {tok}",
    "{vendor} API key-qa: {tok}",
    "{vendor} API key-ṇ wa {tok}",
    "se-{vendor} API key {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    observe = _r(rng, HEX, 40)
    think = _r(rng, ALNUM, 32)
    remsoft = _r(rng, ALNUM, 40)
    circle = _r(rng, ALNUM, 32)
    coflyt = _r(rng, ALNUM, 40)
    nation = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.observe.tech/v2/sites/squall-point/feeding", headers={{"X-Api-Key": "{observe}"}})', observe),
        Sample("vendor_token", f'curl -H "Authorization: Token {think}" https://api.thinkreservations.com/v1/properties/ferry-lodge/bookings', think),
        Sample("vendor_token", f'const remsoft = new RemsoftClient({{ tenant: "raven-narrows", apiKey: "{remsoft}" }});', remsoft),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "FLIGHT_CIRCLE_KEY", "\\"{circle}\\"")\n  }}\n}}', circle),
        Sample("vendor_token", f"Info.plist:\n<key>CoflytAPIKey</key>\n<string>{coflyt}</string>", coflyt),
        Sample("vendor_token", f"$nb = new NationBuilder('kwinamassnation', '{nation}');", nation),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "it only shows this once, so:\n{t}", "eto ang token, isang beses lang lalabas: {t}",
                "個 token 喺度：{t}", "{t}\n^ the new one, old one's dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 42)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the oxygen sensor on pen 7 (OTAA): {h}": 32,
    "NwkSKey of the kiln 4 wet-bulb node (ABP): {h}": 32,
    "HMAC secret for the Campspot booking webhook: {h}": 64,
    "AES key of the kiln historian export: {h}": 32,
    "IPsec pre-shared key of the barge's tunnel to Prince Rupert (hex): {h}": 64,
    "ਬੈਕਅੱਪ ਦੀ encryption key: {h}": 64,
    "NAS 備份用嘅加密 key：{h}": 64,
    "backup encryption key-u a {h}": 48,
    "NAS バックアップ用の暗号化キー：{h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira NR-5577: token copied from the browser's dev tools {t}",
    "Cookie: lang=fr-CA; rnc_session={t}",
    "BOOKING_PORTAL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "yung bearer token: {t}",
    "瀏覽器度抄落嚟嘅 token：{t}",
    "Freshservice transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@ravennarrows.ca"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.ravennarrows.ca/realms/staff",
            "azp": "booking-desk",
            "roles": ["ticketing", "dispatch"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the kiln server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.ravennarrows.ca.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_SIGNING_KEY": "{key}", "partner": "fuel-dock"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_barge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshservice #3140, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "server 嘅私鑰：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the payroll SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
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
    "Exodus wallet backup, copied off the card before I shred it: {p}": "english",
    "recovery phrase of the old band fund wallet\n{p}": "english",
    "Sparrow wallet words (the kiln crew's pool, emptied): {p}": "english",
    "Nunchuk seed backup: {p}": "english",
    "voice memo: the Zengo recovery words are {p} and that's all of them": "english",
    "phrase de récupération du portefeuille, garde-la : {p}": "french",
    "ウォレットの復元フレーズ（Juneau の古いスマホ）：{p}": "japanese",
    "銀包嘅助記詞：{p}": "chinese_traditional",
    "钱包助记词，别弄丢：{p}": "chinese_simplified",
    "예전 지갑 복구 단어들 (종이에 적어둔 거): {p}": "korean",
    "frase semilla de la billetera de Diego: {p}": "spanish",
    "frase de recuperação da carteira do João: {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    assert _MNEMO[lang].check(phrase)
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


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Teams, Wilma: the co-op card for the kiln parts order is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Jira NR-5583: pay the Valutec service visit with card {c}",
    "ਮੇਰਾ card number: {c}, {mm}/{yy}",
    "ito ang card ko, {c}, exp {mm}/{yy}",
    "我張卡號碼：{c}，{mm}/{yy}",
    "ma carte de crédit : {c}, exp {mm}/{yy}",
    "card number-u a {c}",
    "card number-qa {c}, {mm}/{yy}",
    "card number-ng: {c}",
    "thẻ của em số {c}, HSD {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/37, CVV {cvv}",
               "the three digits on the back by the signature: {cvv}",
               "Amex {c}, the four little digits above the number: {cvv}",
               "卡背面嗰三個數字：{cvv}",
               "CVV sa likod ng debit card ko: {cvv}",
               "card back-u, three number a {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 130 (eight or nine corpora each).
_IBAN_COUNTRIES = ["GB", "IT", "DE", "CH", "NL", "IE", "FI", "BE"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, v.IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice SV-2033-041: pay the Aberdeen net-pen supplier to {i} within 30 days": "GB",
    "save the Bergamo saw-blade maker's IBAN: {i}": "IT",
    "IBAN: {i}\nReference: kiln controls, March": "DE",
    "Teams #finance: the Swiss kiln-sensor distributor's new bank details, IBAN {i}": "CH",
    "ਮੇਰਾ IBAN: {i}": "GB",
    "ito yung IBAN ko: {i}": "NL",
    "我個 IBAN 號碼：{i}": "IE",
    "mon IBAN de Belgique : {i}": "BE",
    "IBAN-u a {i}": "DE",
    "IBAN-qa: {i}": "NL",
    "Lukas: mein IBAN für die Spesen ist {i}": "DE",
    "Ingrid: IBAN-en til lønnskontoen i Finland er {i}": "FI",
}  # fmt: skip


assert set(_IBAN_PLACES.values()) == set(_IBAN_COUNTRIES)


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _atin(g: random.Random) -> str:
    """A US Adoption Taxpayer Identification Number: 9, two digits, 93, four digits."""
    return str(
        us_atin.format(v.until(g, lambda h: f"9{_r(h, D, 2)}93{_r(h, D, 4)}", us_atin.is_valid))
    )


def _airman(g: random.Random) -> str:
    """An FAA airman certificate number: seven digits as drawn here, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _cdn(g: random.Random) -> str:
    """A Transport Canada marine Candidate Document Number: six digits as drawn here, unchecked."""
    return g.choice("123456789") + _r(g, D, 5)


def _worksafe(g: random.Random) -> str:
    """A WorkSafeBC claim number: eight digits as drawn here, unchecked."""
    return g.choice("3456789") + _r(g, D, 7)


def _sealaska(g: random.Random) -> str:
    """A Sealaska shareholder number, in a shape the author invented: unchecked."""
    return f"{g.randrange(10, 99)}-{_r(g, D, 5)}"


def _dcbc(g: random.Random) -> str:
    """A Diver Certification Board of Canada card number, as the author imagines it: unchecked."""
    return f"DCBC-{g.choice(['U', 'S', 'R'])}{_r(g, D, 5)}"


def _trapline(g: random.Random) -> str:
    """A BC registered trapline number (region, management unit, T, serial): unchecked."""
    return f"TR{g.randrange(5, 8):02d}{g.randrange(10, 40):02d}T{_r(g, D, 3)}"


def _pb_licence(g: random.Random) -> str:
    """A Punjab driving licence: PB, the RTO, the year issued and seven digits; unchecked."""
    return f"PB{g.randrange(1, 90):02d} {g.randrange(2005, 2024)}{_r(g, D, 7)}"


def _sbf(g: random.Random) -> str:
    """A German Sportbootführerschein See number, as drawn here: unchecked."""
    return f"{g.choice(['A', 'B', 'H'])}{_r(g, D, 7)}"


def _ca_passport(g: random.Random) -> str:
    """A Canadian passport: two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _us_passport(g: random.Random) -> str:
    """A US passport book number: a letter and eight digits."""
    return g.choice("ACEF") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "FAA airman certificate number for the Otter's insurance renewal: {s}": _airman,
    "Juneau pilot roster, Dustin's airman certificate no. {s}": _airman,
    "mon certificat de pilote FAA (airman certificate) : {s}": _airman,
    "Transport Canada CDN for the deckhand's MED course: {s}": _cdn,
    "my CDN (marine candidate document number) is {s}": _cdn,
    "hli CDN-'y, {s}": _cdn,
    "ATIN for the adoption tax credit: {s}": _atin,
    "Darlene: our son's ATIN came in the mail, {s}": _atin,
    "WorkSafeBC claim number for Harjit's wrist: {s}": _worksafe,
    "ਮੇਰਾ WorkSafeBC claim number {s} ਹੈ": _worksafe,
    "WorkSafeBC claim-u a {s}": _worksafe,
    "Sealaska shareholder number for the dividend form: {s}": _sealaska,
    "ax̱ Sealaska shareholder number-í: {s}": _sealaska,
    "DCBC card of the net diver at Squall Point: {s}": _dcbc,
    "DCBC number-qa {s}": _dcbc,
    "registered trapline held by the band office, certificate {s}": _trapline,
    "trapline number-ng: {s}": _trapline,
    "ਮੇਰਾ ਡਰਾਈਵਿੰਗ ਲਾਇਸੈਂਸ ਨੰਬਰ (ਪੰਜਾਬ): {s}": _pb_licence,
    "Gurpreet's Punjab driving licence for the ferry vehicle form: {s}": _pb_licence,
    "Nummer von meinem Sportbootführerschein See: {s}": _sbf,
    "passport-u a {s}": _ca_passport,
    "wiinga passport-qa {s}": _us_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Wave Financial 2FA backup codes\n{codes}",
            "spare sign-in codes for the band office's Microsoft 365: {codes}",
            "Remsoft recovery codes: {codes}", "2FA 後備 code（印咗出嚟）：\n{codes}",
            "naka-print na backup code para sa 2FA: {codes}", "2FA backup code-u a:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Payworks:wilma@ravennarrows.ca?secret={s}&issuer=Payworks",
              "Aegis, manual entry for the Nethris login: {s}",
              "2FAS setup key for the Veem account: {s}",
              "TOTP secret-qa: {s}"]  # fmt: skip
_CODES = ["{c} is your Koho verification code. Don't share it.",
          "Your Coast Capital one-time code: {c}",
          "【中國銀行(香港)】驗證碼 {c}，5分鐘內有效",
          "Ang OTP mo ay {c}. Wag mong ibibigay sa iba.",
          "{c} — код для входу в Monobank. Нікому не кажіть."]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["RNC-Mill", "RNC-Barge-Squall", "NarrowsFerries-Staff", "Kwinamass-BandOffice",
          "TakuAir-Hangar", "Starlink-Barge2", "TELUS7721", "Rupert-Bunkhouse", "GCI-Juneau-5G",
          "Whitehorse-WHSE", "Kiln-HMI-AP", "Sitka-Dock"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassword: {pw}",
    "bunkhouse network {s}, password {pw}",
    "wifi at the hangar: {s} / {pw}",
    "the key on the sticker under the Starlink router: {pw}",
    "the Digi IX20 on the barge broadcasts {s}, WPA key {pw}",
    "ਵਾਈਫਾਈ {s} ਦਾ ਪਾਸਵਰਡ {pw} ਹੈ",
    "ang password para sa wifi {s}: {pw}",
    "{s} 個 wifi，密碼：{pw}",
    "事務所のWi-Fi（{s}）のパスワード：{pw}",
    "pour le wifi {s}, c'est {pw}, c'est écrit sur la boîte",
    "WLAN {s}, Schlüssel {pw}",
    "wifi {s} password-u a {pw}",
    "wifi {s} password-ən {pw}",
    "{s} wifi se-password {pw}",
    "wifi {s} password-ng {pw}",
    "hli wifi {s} password-'y, {pw}",
    "dii wifi {s} password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ltk_", (LOWER_DIGITS, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("bs_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the VHF, ch 68] {t}",
          "(spaced so the Teams preview hides it) {t}", "逐個字母讀出嚟：{t}", "binasa ko nang paisa-isang character: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the padlock on the feed shed at Squall Point: {pw}",
          "the kiln yard gate keypad takes {pw} then #",
          "ਗੇਟ ਵਾਲੇ ਤਾਲੇ ਦਾ code: {pw}",
          "kombinasyon ng kandado sa storage: {pw}",
          "貨倉把鎖嘅密碼：{pw}",
          "le code du cadenas du hangar : {pw}",
          "Zahlenschloss am Werkzeugcontainer: {pw}",
          "padlock code-u a {pw}",
          "padlock code-qa: {pw}",
          "hli padlock code-'y, {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 4, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cedar", "tideline", "muskeg", "oolichan", "kelp", "floatplane", "bunkhouse",
                 "skookum", "herring", "deadhead", "boomstick", "chokerman", "greenchain",
                 "saltchuck", "spruce", "eagle"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the band office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master passphrase: {p}": " ",
            "LUKS passphrase of the hangar laptop: {p}": ".",
            "備份嘅 passphrase：{p}": " ",
            "ਬੈਕਅੱਪ ਦਾ passphrase: {p}": "_",
            "backup passphrase-u a {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Bruno collection, auth: bearer {v}": False,
    "HTTPie history: Authorization:Basic {v}": True,
    "Hoppscotch export of the Observe call: authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "configs/kiln_hmi_defconfig (Buildroot):\nBR2_TARGET_GENERIC_HOSTNAME=\"kiln-hmi\"\nBR2_TARGET_GENERIC_ROOT_PASSWD=\"{pw}\"",
    "user_credentials.json (archinstall, hangar laptop):\n{{\"!root-password\": \"{pw}\"}}",
    "ircd.conf (solanum, the bunkhouse IRC):\noperator \"ole\" {{\n    user = \"*@10.40.*\";\n    password = \"{pw}\";\n    flags = ~encrypted;\n}};",
    "services.conf (Anope):\nuplink\n{{\n    host = \"127.0.0.1\"\n    port = 6667\n    password = \"{pw}\"\n}}",
    "fcdb.conf (freeciv-server --auth):\n[fcdb]\nbackend=\"mysql\"\nuser=\"freeciv\"\npassword=\"{pw}\"\ndatabase=\"freeciv\"",
    "retroarch.cfg on the bunkhouse Pi:\nnetplay_nickname = \"barge\"\nnetplay_password = \"{pw}\"",
    "cfg/org.jdownloader.api.myjdownloader.MyJDownloaderSettings.json:\n{{\"email\": \"it@ravennarrows.ca\", \"password\": \"{pw}\", \"devicename\": \"barge-nas\"}}",
    "~/.config/woob/backends:\n[bank]\n_module = creditmutuel\nlogin = 40118527\npassword = {pw}",
    "server.cfg (Xonotic, crew LAN night):\nhostname \"RNC bunkhouse\"\nrcon_password \"{pw}\"",
    "mkosi.conf:\n[Content]\nHostname=barge-pc\nRootPassword={pw}",
    "secrets.yaml (Home Assistant on the barge):\nfeed_modbus_password: {pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "~/.pgpass:\npg-booking.rnc.lan:5432:sailings:booking:{pw}",
    "RNC-VPN.nmconnection:\n[vpn-secrets]\npassword={pw}",
    "docker-compose.yml:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "config.inc.php (band office intranet):\n$cfg['Servers'][$i]['password'] = '{pw}';",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ole: barge wifi password?\nIngrid: {pw}",
    "[05:40] harjit: root pw for kiln-srv?\n[05:41] lukas: {pw}",
    "Diego: {pw} is the new Stentofon password",
    "Wilma: use {pw}, that's what the copier has now",
    "ਗੁਰਪ੍ਰੀਤ: ਨਵਾਂ ਪਾਸਵਰਡ ਹੁਣ {pw}",
    "Marites: bago ko nang password, {pw}",
    "家豪：新密碼 {pw}",
    "Sébastien : nouveau mot de passe, {pw}",
    "Darlene: new password-u a {pw}",
    "Lorraine: new password-ṇ wa {pw}",
    "Dustin: new password-ng {pw}",
    "Clifford: hli new password-'y, {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u034fword = {pw}", "passwоrd → {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}",
    "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 {pw}", "p\u00adassword: {pw}", "ρassword = {pw}", "pass\u2063word: {pw}",
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
    "the Wellons kiln password is": "{s}", "Orlaco server pw:": "{s} (since the barge refit)",
    "乾燥窯部電腦嘅密碼係": "{s}", "Stentofon password": "{s}\nchange it after the sailing season",
    "ਪਾਸਵਰਡ ਹੈ": "{s}", "mot de passe :": "{s}", "email password-u a": "{s}",
    "hli password-'y,": "{s}", "the password Dustin read out over the radio was": "{s}, I think",
    "password-qa": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "SkyVector API key", "{s}", _j((HEX, 32))),
    ("split_token", "LogTrakker key:", "{s} (log scaling sync)", _j("ltk_", (LOWER_DIGITS, 32))),
    ("split_token", "Veem client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 04/37", lambda g: v.grouped(_card(g, "discover"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IE"))),
    ("split_backup", "Wave Financial recovery codes", "{s}\n48213-90614\n77305-12958", lambda g: _backup_list(g, 1, 0)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ATIN", "{s}", _atin),
    ("split_phrase", "Proton Pass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"kiln": {"host": "kiln-hmi-2.rnc.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"motDePasseSechoir": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ole.h", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"barges": [{"name": "squall"}, {"name": "brodie", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["wesnoth", "--server=wesnoth.bunkhouse.rnc.lan", "--username=ole", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "乾燥窯部電腦嘅密碼係 {s}"}': ("meta_password", _plain_pw),
    '{"ਪਾਸਵਰਡ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Orlaco server as barge with the password {s}"}': ("meta_password", _plain_pw),
    '{"skyvector": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"frontdeskAnywhereSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"remsoft_key": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "10/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CH")),
    '{"pilot": {"faa_airman_certificate": "{s}"}}': ("meta_id", _airman),
    '{"mfa": {"backup_codes": ["{s}", "48213-90614", "77305-12958"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 1)[0]),
    '{"band_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"pen7_app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"feed_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "RNC-Barge-Squall", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ix20-firmware-24.9.118.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ravennarrows/booking-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"kilns: log wet-bulb depression per charge", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(
    b"booking: revert the vehicle-length fare rule", usedforsecurity=False
).hexdigest()[:10]
_MD5 = hashlib.md5(b"tally_2033-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"sailings-export-2032.parquet").hexdigest()
_SHA1 = hashlib.sha1(b"edm930-download-2033-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Wellons kiln password before the inspection on 2033-04-18.",
    "Ole asked for the barge wifi password; it's on the laminated card in the galley.",
    "Policy: co-op passwords are at least 15 characters and live only in the shared vault.",
    "Please don't paste passwords into Teams; send a vault link instead.",
    "The `.env.example` line `SKYVECTOR_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Kiln-Direct panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_REMSOFT_KEY> in the README with the key from your Remsoft dashboard.",
    "FORSITE_API_TOKEN and CAMPSPOT_API_KEY must be set before the nightly sync runs.",
    "ਆਪਣਾ ਪਾਸਵਰਡ ਕਿਸੇ ਨਾਲ ਵੀ ਸਾਂਝਾ ਨਾ ਕਰੋ।",
    "Huwag mong ibigay ang password mo kahit kanino, kahit sa IT.",
    "唔好將你嘅密碼話俾任何人知。",
    "パスワードは同僚にも教えちゃだめだよ。",
    "Ne donnez jamais votre mot de passe à personne, même pas au support.",
    "Das Passwort muss mindestens fünfzehn Zeichen lang sein.",
    "La contraseña tiene que ser de por lo menos quince caracteres.",
    "비밀번호는 절대 남한테 말하지 마.",
    "Đừng chia sẻ mật khẩu của bạn với bất kỳ ai.",
    "Нікому не повідомляйте свій пароль.",
    "Passordet skal ha minst femten tegn.",
    "password-u, akadi da 'nüün dm gyilks.",
    "hli password-'y, akadi ligi naa.",
    "password-'y 'nit, nee dii 'wahl ligi naa.",
    "nugwa password-ən, k̓ʷis ǥax̌ ligi.",
    "password-ṇ wa, k̓ʷis ǥax̌ ligi, Ǧiáxsix̌a.",
    "se-password, ła ye dän dana.",
    "wiinga password-qa, kinkunut-llu.",
    "password-ng, ixchim aĝna.",
    "Upgraded the Digi IX20 from 24.6 to 24.9.118 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} logs the wet-bulb depression for every kiln charge.",
    f"Rolled back to {_SHORT} after the vehicle-length fare rule broke the booking page.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The IX20 firmware 24.9.118 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of sailings-export-2032.parquet: {_SHA512}",
    f"The booking API container runs ghcr.io/ravennarrows/booking-api@sha256:{_IMAGE}.",
    f"MD5 of tally_2033-03-14.csv is {_MD5}, same as the copy on the mill share.",
    f"sha1sum edm930-download-2033-02.csv gave {_SHA1}.",
    "Request id 3f9c2a71-8e4b-4d26-a1c5-7b0e93d4f618 is the slow one in the booking logs.",
    "Purchase order PO-2033-00752 for 12 kiln fans ships from Portland on Thursday.",
    "Freshservice #3088: the Squall Point barge camera drops offline at high tide.",
    "Booking RN-7Q4K2 for two adults and a pickup on the 06:30 sailing to Masset.",
    "Call the Prince Rupert ferry office on +1 250 555 0147 before noon.",
    "Truck plate MK4 82J is booked on the Dundas Queen's 14:10 sailing.",
    "Kiln 3 ran 96 hours at 82 °C dry bulb; the hemlock came out at 14 % moisture content.",
    "The feed barge holds 450 tonnes of feed; pen 7 got 3.2 tonnes today at 9.4 °C.",
    "After five wrong passwords the booking PC locks the account for 15 minutes.",
    "The Beaver's float check is due at 100 hours; it's at 91.4 on the Hobbs meter.",
    "The secret of a good smoked sockeye is alder, not cedar.",
    "Ask Harjit for the kiln yard gate code, I don't have it.",
    "My card ending 4417 was declined at the Terrace hardware store.",
    "The Bergamo saw-blade maker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the band office account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NATIONBUILDER_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the feed shed rusts in the salt air; oil it every month.",
    "Remsoft moved the API key page under Settings › Developer in its spring release.",
    "ISBN 978-1-55017-712-4 is the coastal plants guide on the band office shelf.",
    "The guest wifi 'NarrowsFerries-Guest' is open, no password needed.",
    "Tally ticket TL-2033-0318, 2x6 hemlock No2&Btr, 14 ft, 1 216 pieces.",
    "ਕਿਲਨ ਨੰਬਰ 3 ਦਾ ਤਾਪਮਾਨ 82 ਡਿਗਰੀ ਹੈ।",
    "Ang susunod na biyahe ng ferry ay 06:30, puwesto 14.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T07:00:00Z", "password_min_length": 15}',
    '{"secret_ref": "vault/mill/kiln-2", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 718}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "3088", "purchase_order": "PO-2033-00752"}',
    '{"kiln": {"id": "K3", "dry_bulb_c": 82, "moisture_pct": 14}}',
    '{"phone": "+1 250 555 0147", "city": "Prince Rupert"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pens_stocked": 12}',
    '{"booking": "RN-7Q4K2", "sailing": "06:30", "vessel": "Dundas Queen"}',
    '{"aircraft": "DHC-2", "hobbs": 91.4, "next_check_hours": 100}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
