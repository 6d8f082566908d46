# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, ninety-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the ninety-fourth's docstring, the fifth to
ninety-fourth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and
IBAN countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round corpora,
the corpora written at the same time, any test nor the reports, and the scrubber was never run on
it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
bridge officers, engineers, ROV pilots, jointers, electro-technical officer, deck crew and depot
staff of a deep-sea cable repair ship leak secrets into an assistant's memory: Siripbiru Subsea
(fictional), with the repair ship CS Ombak Jaya (home port Batu Ampar, Batam), its work-class ROV
and ROV van, a jointing (splicing) room, cable tanks, a bridge with dynamic positioning, an engine
room and VSAT, Starlink and Iridium links; a landing-station and depot team at Kabil (Batam), a
store at East Arm Wharf (Darwin) and a depot at Ducos (Nouméa); a crew from Indonesia (Batam, Nias,
the Sangihe islands), the Philippines, Fiji, Tonga, Kiribati, Papua New Guinea (the Trobriands),
Norway and France (New Caledonia), and Tiwi and Torres Strait Islander staff at the Darwin store.
The texts are WhatsApp, Viber, Telegram, Signal, Messenger, Teams, Element, Rocket.Chat, Zulip,
Slack, Google Chat, LINE, KakaoTalk and Discord messages, OneNote, Google Keep, Apple Notes, Notion
and Confluence notes, Jira, ServiceNow, Freshservice, GLPI, Redmine and Trello tickets, e-mails,
incident notes, runbooks, README fragments, shell history (bash, zsh, fish, PowerShell, cmd.exe,
PuTTY, MobaXterm, Termius, Windows Terminal's WSL tab, GNOME Terminal, tmux, GNU screen, Termux,
iTerm2, Git Bash), configs, code, voice-dictated text and requests to the assistant itself, around
the panels of bridge, engine-room, ROV, jointing, landing-station, satellite and depot hardware
(Kongsberg K-Pos DP, K-Chief 600 and cJoy, Furuno FAR-3320, JRC JAN-9201 ECDIS, a Sperry Marine
gyro, Intellian v240MT, Cobham Sailor 900 VSAT, KVH TracPhone LTE-1, Thales VesseLINK, Starlink,
Peplink MAX HD4, a Telkomsel Orbit modem, a Schilling HD ROV, Tritech Gemini 720im, Sonardyne Ranger
2, Teledyne Workhorse DVL, Fujikura 90S+ splicer, EXFO FTB-4 Pro and Yokogawa AQ7280 OTDRs, Ciena
6500, Nokia 1620 SOFTNODE, a Nokia SR OS router, Alfa Laval PureBallast 3, Wärtsilä Expert Insight,
Zebra ZT411, Hikvision, Synology, SonarWiz, XBee radios, a RAK3172 sensor, an RNode and a MikroTik
access point). Tools none of heldouts 5 to 94 names: TL1's `ACT-USER` on the line terminals, gnoic,
UDPspeeder's `speederv2`, AIS-catcher's sharing key, px (`PX_PASSWORD`), Nokia SR OS MD-CLI's
`local-user` password, minicom runscripts, openNDS's `faskey`, fastd's `secret`, RouterOS 7's
`wifiwave2` security profiles, XCTU's `ATKY` on an XBee, the RAK3172's `AT+APPKEY`, Reticulum's
interface passphrase, PowerShell's `Add-VpnConnection -L2tpPsk`, speedify_cli, MLVPN, glorytun and
hey; beside them the commands the product names (sshpass, mysql, curl, smbclient, redis-cli,
mosquitto_pub, ipmitool, 7z, zip, openssl, gpg, htpasswd, docker login, lftp, sqlcmd, net use,
xfreerdp, ldapsearch, rabbitmqctl, keytool, sudo -S, plink, kinit, sqlplus, cqlsh, xh, passwd
--stdin, mega-login, ssh-keygen) in layouts of its own. About 40 % of the texts are in other
languages than English (by a rough count of the drawn samples): Tiwi, Meriam Mir, Tayo (the French
creole of Saint-Louis), Nengone, Paicî, Nias (Li Niha), Kilivila and Sangirese, which no earlier
docstring names, and Indonesian, Malay, Tagalog (and Taglish), Cebuano, Fijian, Tongan, Gilbertese,
Tok Pisin, Norwegian (Bokmål), New Caledonian French, German, Spanish, Japanese, Korean and
Simplified Chinese in wordings of their own (Czech, Russian and Italian only around seed phrases).
The eight new languages' wordings are the author's approximations, checked by no speaker: Tiwi's
`ngiya` ("I, my"), `nginja` ("you"), `ngawa` ("we, our") and `awungarra` ("here"); Meriam Mir's
`kara` and `mara` ("my", "your"), `ma` ("you") and `eso` ("thanks"); Tayo's `mo` and `to` ("I, my",
"you, your"), `se` ("is"), `pur` and `ape`; Nengone's `inu` ("I") after the article `ore` and `ne`
("of"); Paicî's `gö` ("I, my"); Nias' suffix `-gu` ("my"), `ba` ("at"), `awö` ("with"), the greeting
`ya'ahowu` and `saohagölö` ("thanks"); Kilivila's `agu` ("my"), `bwoina` ("good") and `agutoki`
("thanks"); Sangirese's `iạ` ("I") and suffix `-ku` ("my") with Manado Malay loans; around them the
loanwords people there really text (password, pasword, modpas, kompyuta, kod, wifi, API key,
passport), and the Fijian, Tongan and Gilbertese wordings are unchecked too. Vendors (aisstream.io,
BarentsWatch, MET Norway's Frost, Altinn, Maskinporten, Kystverket, Pole Star's PurpleTRAC, Sea-web,
ShipAtlas, VesselTracker, Kongsberg Kognifai, Cloud Fleet Manager, DA-Desk, Viasat, Intelsat
FlexMaritime, Ground Control, Digicel MyCash, KlickEx, Zepto, SecurePay, MessageMedia, Cellcast,
StarTrack, Machship, Transdirect, Salarium, OctoPush, SMSFactor, Allmysms, Spot-Hit, Sendega, LINK
Mobility, Puzzel, Unimicro, Xledger, Instabox, and aiscatcher.org's sharing key) are ones heldouts 5
to 94 do not name; where a vendor publishes no token shape the shape here is the author's guess
(ShipAtlas's `sa_live_`, Cellcast's `CELLCAST` prefix, the UUIDs of Kystverket, DA-Desk, StarTrack
and Sendega, the JWTs of Intelsat and SMSFactor and most of the plain runs are guesses; Altinn's is
an API gateway's 32 hex digits). The ids are kinds heldouts 5 to 94 do not use, and none carries a
check a library or this file verifies (python-stdnum's modules for Indonesia, Norway, France and
Australia are all used by earlier corpora, and these documents have none): an Indonesian seafarer
code (Kode Pelaut), a French numéro d'inscrit maritime, the number of a Norwegian seafarer's medical
certificate (helseerklæring), a Fijian MSAF certificate of competency, a Tongan national ID card, a
Papua New Guinea IRC TIN, a Kiribati Provident Fund member number, an Australian Maritime Crew Visa
grant number and a New Caledonian permis bateau, drawn in the shape the author believes they are
printed in; and Indonesian, Papua New Guinean, French, Australian and Philippine passports under
Nias, Sangirese, Kilivila, Nengone, Paicî, Tiwi, Meriam Mir and Tagalog words, likewise unchecked.
Card numbers pass Luhn (the value helpers' brands, checked again with python-stdnum's `luhn`). The
IBANs are of the countries used least by a rough count over heldouts 5 to 94 (Czechia, the United
Kingdom, Switzerland, Poland, Denmark, Finland, Norway and Germany), each paid to a payee in its own
country and drawn until `stdnum.iban` validates it (Norway's national check digit included); seed
phrases come from `mnemonic`'s English, French, Spanish, Italian, Czech, Russian, Korean and
Simplified Chinese lists, each from random entropy, so its checksum holds. 390 texts hold a secret,
20 field pairs and 20 metadata samples (430 scored), with 60 clean texts and 10 clean metadata
samples that must be kept: digests after the word that names them, a commit, versions, a request's
UUID, a purchase order, tickets, a booking, a phone number, an ISBN, a Batam plate, an IMO number,
fault distances, depths, cable tension and OTDR loss, and prose about passwords in the languages
above.
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

SEED = 96_530_417
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


# The words this crew builds its passwords from: cable-ship gear, ports, food, cable systems.
_GEAR = ["Grapnel", "Bowsheave", "Capstan", "Fairlead", "Repeater", "Bight", "Jointbox", "Sheave",
         "Tether", "Umbilical", "Thruster", "Drogue", "Armour", "Tensioner", "Gimbal", "Cutter",
         "Holdback", "Stopper"]  # fmt: skip
_PLACES = ["Batam", "Kabil", "Nongsa", "BatuAmpar", "Darwin", "EastArm", "Noumea", "Ducos", "Numbo",
           "Suva", "Lautoka", "Nukualofa", "Vavau", "Betio", "Tarawa", "Alotau", "Losuia",
           "Gunungsitoli", "Tahuna", "Tadine", "Poindimie", "Wurrumiyanga", "Erub", "Alesund",
           "Kristiansund"]  # fmt: skip
_FOOD = ["Bula", "Malo", "Mauri", "Salamat", "Kava", "Buai", "Lovo", "Kokoda", "Sambal", "Rendang",
         "Adobo", "Bougna", "Otai", "Brunost", "Kumala", "Palusami", "Sinigang", "Lapulu",
         "Babuk", "Tinutuan"]  # fmt: skip
_CABLES = ["Arafura", "CoralLoop", "NatunaSouth", "LagonSud", "Banda", "Kiriwina", "Tasman",
           "Sangihe", "Tonga2"]  # fmt: skip
_NAMES = ["Agus", "Wayan", "Dewi", "Rudi", "Faisal", "Putri", "Yohanes", "Yafao", "Otanius",
          "Frangky", "Meiske", "Rommel", "Jomar", "Kristine", "Dindo", "Sitiveni", "Mere", "Jone",
          "Sione", "Mele", "Tevita", "Tiaon", "Kaitara", "Boas", "Wilma", "Sigurd", "Ingrid",
          "Hakon", "Solveig", "Eirik", "Lucie", "Kaloi", "Ernest", "Ginette", "Tahnee",
          "Josiah"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Gr4pn3l", "C4bl3Sh1p", "Omb4kJ4y4", "R3p34t3r", "Spl1c3R00m", "K4b1lD3p0t", "Bowsh34v3",
         "Kud4L4ut", "Dr0gu3", "Arm0urW1r3"]  # fmt: skip


def _segment(g: random.Random) -> str:
    """A cable system and its repair segment, the way the jointers name their work."""
    return f"{g.choice(_CABLES)}Seg{g.randrange(1, 15)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _position(g: random.Random) -> str:
    """A repair position in degrees and minutes, south and east, as the bridge writes it."""
    return f"S{g.randrange(1, 24):02d}{g.randrange(60):02d}E{g.randrange(104, 170)}{g.randrange(60):02d}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GEAR)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_GEAR, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    _segment,
    _position,
    lambda g: f"{g.choice(_FOOD)}{g.choice(_PLACES)}{g.randrange(2020, 2034)}",
    lambda g: f"Rov{g.randrange(1, 10)}{g.choice(_GEAR)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_FOOD).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FOOD).lower()}.{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Ombak Jaya bridge', Sigurd: the K-Pos DP operator station password is {pw}",
    "Viber from Rommel (2/E): Kongsberg K-Chief 600 engineer-level password {pw}",
    "Telegram, #rov-van: Tritech Gemini 720im sonar PC password {pw}",
    "Signal from Ingrid: Intellian v240MT antenna control unit web password {pw}",
    "Teams chat, Darwin store: Cobham Sailor 900 VSAT admin password {pw}",
    "Messenger from Tiaon: Thales VesseLINK (Iridium Certus) web password {pw}",
    "Element room 'jointing': Fujikura 90S+ splicer maintenance password {pw}",
    "Rocket.Chat #otdr: EXFO FTB-4 Pro OTDR admin password {pw}",
    "Zulip stream 'landing stations', topic Kabil: Ciena 6500 Site Manager password {pw}",
    "Slack DM from Hakon (ETO): Nokia 1620 SOFTNODE craft terminal password {pw}",
    "Google Chat, Ducos depot: Yokogawa AQ7280 OTDR remote password {pw}",
    "LINE message from Kristine: Sonardyne Ranger 2 USBL topside PC password {pw}",
    "KakaoTalk from the Samsung Heavy service engineer: ECDIS service-mode password {pw}",
    "Discord, crew welfare server: Starlink captive portal admin password {pw}",
    "Jira CBL-412: JRC JAN-9201 ECDIS service password {pw} stops working after the chart update",
    "ServiceNow INC0081734: Peplink MAX HD4 admin password {pw}, rotate it after the port call",
    "Freshservice #2210: Alfa Laval PureBallast 3 HMI password {pw}",
    "GLPI ticket 5531: Furuno FAR-3320 radar service password {pw}",
    "Redmine #88 (ROV): Teledyne Workhorse DVL config password {pw}",
    "Trello card 'Darwin store': Zebra ZT411 label printer web password {pw}",
    "OneNote, ETO notebook › Comms: KVH TracPhone LTE-1 password {pw}",
    "Google Keep: cable tank CCTV (Hikvision NVR) password {pw}",
    "Apple Notes 'Ducos depot': Synology DS923+ admin password {pw}",
    "Notion page 'ROV spread': Schilling HD pilot console password {pw}",
    "Hi Sigurd,\n\nthe DP trainer laptop's local admin password is {pw}. Put it in the vault and then bin this mail, please.\n\nRegards,\nWayan",
    "Incident 2031-11-03: the aft bridge cJoy panel still had its default login; password changed to {pw}",
    "Runbook: reset an OCLD card at Kabil landing station\n1. open the Ciena 6500 shelf page\n2. log in as admin\n3. password {pw}\n4. cold-restart the card in slot 3",
    "README (ROV van rack)\nthe Gemini PC answers at http://10.40.2.15, admin password `{pw}`.",
    "my BNI mobile banking password is {pw} now",
    "can you remember my BSP Fiji internet banking password? it's {pw}",
    "dictated: the Wärtsilä Expert Insight portal password is {pw} full stop",
    "note to self: Sperry Marine gyro service menu password {pw}",
    "after the reinstall the SonarWiz survey PC password became {pw}",
    "Mas Agus, kata sandi PC ruang splicing sekarang {pw} ya",
    "sandi buat laptop kapten udah diganti, yang baru: {pw}",
    "kata laluan PC stor di Kabil ialah {pw}",
    "Kuya Jomar, yung bagong password ng ECDIS laptop ay {pw}",
    "ang password sa printer sa bodega kay {pw}, salamat bai",
    "Sitiveni: na noqu password vou ni kompiuta sa {pw}",
    "Sione: ko e password fo'ou 'o e komipiuta 'i he loki misini ko {pw}",
    "Tiaon: e a bita te password ibukin te kambiuta, ngkai {pw}",
    "Boas: password bilong kompiuta long ROV van i senis pinis, nau em {pw}",
    "passordet til DP-treneren er nå {pw}, ikke del det",
    "le mot de passe du poste du dépôt de Ducos, c'est {pw}",
    "Zugangskennwort vom Spleißgerät im Jointing-Raum: {pw}",
    "la contraseña del portátil del ROV quedó en {pw}",
    "ROVコンソールのパスワード：{pw}（メーカーの技術者より）",
    "ECDIS 서비스 모드 비번은 {pw} 입니다",
    "接头间电脑的新密码：{pw}",
    "ngiya pasword for the depot kompyuta: {pw}",
    "Tahnee: ngawa store laptop pasword awungarra {pw}",
    "kara pasword for the Darwin laptop: {pw}, eso",
    "Josiah: mara new pasword ko {pw}",
    "mo modpas pur kompyuter depo se {pw}",
    "ore password ne inu: {pw}",
    "Kaloi: ore password vou ne kompyuter: {pw}",
    "gö password kompyuter Ducos: {pw}",
    "Ya'ahowu! password laptop-gu: {pw}, saohagölö",
    "Yafao: password komputer-gu ba kapal {pw}",
    "agu password bwoina: {pw}, agutoki",
    "Wilma: agu laptop password {pw}",
    "password laptop-ku {pw}, iạ kasi tau",
    "Frangky: iạ password kapal-ku {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["agus.s", "wayan", "dewi.l", "rudi", "faisal.n", "putri", "yohanes", "yharefa",
          "olaoli", "frangky", "meiske", "rommel", "jomar.b", "kristine.v", "dindo", "sitiveni",
          "mere.t", "jone", "sione", "mele.f", "tevita", "tiaon", "kaitara", "boas", "wilma.m",
          "sigurd", "ingrid.s", "hakon", "solveig", "eirik", "jmperrin", "lucie.w", "kaloi",
          "tahnee", "josiah", "svc-rov", "eto-ombak"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Sigurd: the K-Pos login is {u} / {pw}",
    "Jira CBL-431: {u} locked out of the Intellian ACU, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Ombak Jaya › Bridge › ECDIS: {u} — {pw}",
    "| box | login | pw |\n|---|---|---|\n| Sailor 900 VSAT | {u} | {pw} |",
    "log into the Ciena shelf as {u} with {pw}",
    "Peplink login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: slte-kabil\n  user: {u}\n  pass: {pw}",
    "Teams DM: {u} / pw {pw}",
    "Hakon says the Sonardyne login is {u}, with {pw} as its password",
    "box,login,pw\nkvh-tracphone,{u},{pw}",
    "ssh {u}@rov-gw.ombak.lan (pw {pw})",
    "Viber: creds for the Starlink router are {u} and {pw}",
    "user {u}, sandi {pw}, jangan lupa ya",
    "ang user ay {u}, pass ay {pw}",
    "na yaca ni user {u}, kei na nomu password {pw}",
    "hingoa {u}, password {pw}",
    "yusanem {u}, password {pw}",
    "logg inn som {u}, passordet blir {pw}",
    "login : {u}, mdp : {pw}",
    "user-gu {u}, password-gu {pw}",
    "mo user se {u}, mo modpas se {pw}",
    "ユーザー名 {u} ／ パスワード {pw}",
    "agu user {u}, agu password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["grapnel", "bowsheave", "fairlead", "capstan", "kokoda", "lovo", "buai", "kava",
               "sambal", "rendang", "adobo", "bilum", "bougna", "otai", "kumala", "palusami",
               "tinutuan", "drogue", "holdback"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password = the word {w}, lowercase, and {d} after it",
    "ROV van PC: {w}, then straight away {d}",
    "for the splicer: {w}, {d} tacked onto it",
    "voice memo: the mess wifi is {w} then {d}, no spaces",
    "type {w}, then {d}",
    "it's {w}{d}, word plus number, nothing between",
    "sandi: pakai kata {w}, disambung {d}",
    "salitang {w} ang password, sunod ang {d}",
    "passord: først ordet {w}, så tallet {d}",
    "password: namba wan em tok {w}, bihain {d}",
    "password-gu: {w} awö {d}",
    "modpas se mo {w}, ape {d}",
    "na password na vosa {w}, oti {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ACT-USER:SLTE-KABIL:{u}:100::{pw};",
    "gnoic -a 10.60.0.5:57400 -u {u} -p '{pw}' --skip-verify system time",
    "./speederv2 -c -l0.0.0.0:3333 -r 203.0.113.40:4096 -f20:10 -k '{pw}'",
    "PX_PASSWORD='{pw}' px --username=SIRIP\\{u} --port=3128 --gateway",
    "[ex:/configure system security user-params local-user user \"{u}\"]\nA:admin@pe1-darwin# password \"{pw}\"",
    "minicom -D /dev/ttyUSB0 -S slte-login.run\n# slte-login.run:\nexpect \"login:\"\nsend {u}\nexpect \"Password:\"\nsend \"{pw}\"",
    "Add-VpnConnection -Name 'Darwin store' -ServerAddress vpn.siripbiru.net -TunnelType L2tp -L2tpPsk '{pw}' -AuthenticationMethod MSChapv2 -Force",
    "speedify_cli login {u}@siripbiru.net '{pw}'",
    "hey -n 200 -c 20 -a {u}:{pw} https://crewportal.siripbiru.lan/api/health",
    "sshpass -p '{pw}' ssh {u}@slte-kabil.siripbiru.lan 'show alarms'",
    "mysql -h pms.ombak.lan -u {u} -p'{pw}' planned_maintenance",
    "curl -u {u}:{pw} https://acu.ombak.lan/cgi-bin/status.cgi",
    "smbclient //nas-darwin/splice-reports -U '{u}%{pw}' -c 'ls'",
    "redis-cli -h 10.40.1.9 -a '{pw}' --no-auth-warning KEYS 'rov:*'",
    "mosquitto_pub -h mqtt.ombak.lan -u {u} -P '{pw}' -t ship/engine/me1/load -m 71",
    "ipmitool -I lanplus -H 10.40.0.21 -U {u} -P '{pw}' chassis power cycle",
    "7z a -p'{pw}' -mhe=on otdr-traces-seg4.7z traces/",
    "zip -P '{pw}' joint-report-J17.zip J17/*.pdf",
    "openssl enc -aes-256-cbc -pbkdf2 -in crewlist.xlsx -out crewlist.enc -pass pass:'{pw}'",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d payroll-nov.csv.gpg",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "docker login registry.siripbiru.net -u {u} -p '{pw}'",
    "lftp -u {u},'{pw}' sftp://files.siripbiru.net",
    "sqlcmd -S sql-noumea -U {u} -P '{pw}' -Q \"SELECT TOP 5 * FROM Spares\"",
    "net use Z: \\\\fs-batam\\drawings /user:SIRIP\\{u} {pw}",
    "xfreerdp /v:ecdis-planning.ombak.lan /u:{u} /p:'{pw}' /cert:ignore",
    "ldapsearch -H ldap://dc-batam -D 'cn={u},ou=crew,dc=siripbiru,dc=lan' -w '{pw}' -b dc=siripbiru,dc=lan",
    "rabbitmqctl add_user {u} '{pw}'",
    "keytool -importkeystore -srckeystore crewapp.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore crewapp.jks",
    "echo '{pw}' | sudo -S systemctl restart gpsd",
    "plink -ssh {u}@10.40.3.2 -pw '{pw}' \"show interfaces\"",
    "echo '{pw}' | kinit {u}@SIRIPBIRU.LAN",
    "sqlplus {u}/{pw}@//ora-batam:1521/PMS",
    "cqlsh cass-telemetry 9042 -u {u} -p '{pw}'",
    "xh -a {u}:{pw} get https://vsat.ombak.lan/api/v1/status",
    "echo '{pw}' | passwd --stdin {u}",
    "mega-login {u}@siripbiru.net '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/rov_van",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "bash history, eto@rov-gw:~$ {c}", "zsh: ~/ops % {c}", "fish: {c}",
    "PS C:\\Users\\hakon> {c}", "PuTTY session 'SLTE Kabil': {c}", "MobaXterm tab 'ROV van':\n{c}",
    "Termius on the chief mate's iPad: {c}", "Windows Terminal (Ubuntu) $ {c}",
    "GNOME Terminal on the survey PC: {c}", "tmux pane 2, bridge-nuc:\n{c}",
    "screen -r splice, then: {c}", "Termux on Boas's phone: {c}", "iTerm2 ~/siripbiru $ {c}",
    "Git Bash, MINGW64 ~/runbooks $ {c}", "cmd.exe on the ECDIS planning PC:\n{c}",
    "history | tail -n 3\n  512  cd /opt/slte\n  513  {c}\n  514  exit",
    "the command I ran from the ROV van: {c}", "ini yang saya ketik di terminal: {c}",
    "ito ang tinype ko sa terminal: {c}", "dette kjørte jeg i terminalen: {c}",
    "ce que j'ai tapé dans le terminal : {c}", "dispela command mi ranim: {c}",
    "ngiya command: {c}", "command-gu: {c}", "agu command: {c}", "mo komand: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-cabletank.ombak.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@files.siripbiru.net:22/otdr/",
    "postgresql://{u}:{pw}@pg-batam.siripbiru.lan:5432/cable_faults",
    "mysql://{u}:{pw}@pms.ombak.lan:3306/maintenance",
    "mongodb+srv://{u}:{pw}@telemetry.siripbiru.net/rov?retryWrites=true",
    "redis://{u}:{pw}@10.40.1.9:6379/2",
    "mqtt://{u}:{pw}@mqtt.ombak.lan:1883",
    "ftp://{u}:{pw}@ecdis-updates.ombak.lan/charts/",
    "https://{u}:{pw}@git.siripbiru.net/ops/runbooks.git",
    "ldap://{u}:{pw}@dc-noumea.siripbiru.lan:389",
    "smb://{u}:{pw}@nas-darwin.siripbiru.lan/splice-reports",
    "http://{u}:{pw}@10.40.2.15:8080/snapshot.jpg",
    "Server=sql-noumea;Database=Spares;User Id={u};Password={pw};TrustServerCertificate=True",
    "socks5h://{u}:{pw}@proxy.siripbiru.lan:1080",
]  # fmt: skip
_URL_PLACES = [
    "FAULT_DB_URL={c}", "old Grafana datasource URL: {c}", "remember this connection string for the fault DB: {c}",
    "URL database-nya: {c}", "koblingsstreng til feildatabasen: {c}", "Jira CBL-450: {c}",
    "Confluence page 'Databases': {c}", "dispela URL bilong database: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "siripbiru-subsea", "sub": f"client_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400, "scope": "vessels:read alerts:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


# Vendors no heldout 5 to 94 names; where one publishes no key shape, the shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("aisstream.io", "AISSTREAM_API_KEY", _j((HEX, 40))),
    ("BarentsWatch", "BARENTSWATCH_CLIENT_SECRET", _j((ALNUM, 32))),
    ("MET Norway Frost", "FROST_CLIENT_SECRET", _j((HEX, 32))),
    ("Altinn", "ALTINN_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Maskinporten", "MASKINPORTEN_ACCESS_TOKEN", _vendor_jwt("https://maskinporten.no/")),
    ("Kystverket", "KYSTVERKET_API_KEY", _uuid("8")),
    ("Pole Star PurpleTRAC", "POLESTAR_API_KEY", _j((ALNUM, 40))),
    ("Sea-web", "SEAWEB_API_KEY", _j((UPPER_HEX, 32))),
    ("ShipAtlas", "SHIPATLAS_TOKEN", _j("sa_live_", (ALNUM, 32))),
    ("VesselTracker", "VESSELTRACKER_API_KEY", _j((HEX, 32))),
    ("Kongsberg Kognifai", "KOGNIFAI_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Cloud Fleet Manager", "CFM_API_TOKEN", _j((B64, 64))),
    ("DA-Desk", "DADESK_API_KEY", _uuid("9")),
    ("Viasat", "VIASAT_API_KEY", _j((ALNUM, 48))),
    ("Intelsat FlexMaritime", "INTELSAT_FLEX_TOKEN", _vendor_jwt("https://flexmaritime.intelsat.com")),
    ("Ground Control", "GROUNDCONTROL_API_KEY", _j((HEX, 64))),
    ("Digicel MyCash", "MYCASH_MERCHANT_SECRET", _j((ALNUM, 40))),
    ("KlickEx", "KLICKEX_API_SECRET", _j((B64, 43), "=")),
    ("Zepto", "ZEPTO_ACCESS_TOKEN", _j((URLSAFE, 64))),
    ("SecurePay", "SECUREPAY_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("MessageMedia", "MESSAGEMEDIA_API_SECRET", _j((ALNUM, 30))),
    ("Cellcast", "CELLCAST_APPKEY", _j("CELLCAST", (HEX, 32))),
    ("StarTrack", "STARTRACK_API_KEY", _uuid("a")),
    ("Machship", "MACHSHIP_TOKEN", _j((B64, 43), "=")),
    ("Transdirect", "TRANSDIRECT_API_KEY", _j((HEX, 32))),
    ("Salarium", "SALARIUM_API_TOKEN", _j((ALNUM, 64))),
    ("OctoPush", "OCTOPUSH_API_KEY", _j((ALNUM, 40))),
    ("SMSFactor", "SMSFACTOR_TOKEN", _vendor_jwt("https://api.smsfactor.com")),
    ("Allmysms", "ALLMYSMS_API_KEY", _j((HEX, 32))),
    ("Spot-Hit", "SPOTHIT_API_KEY", _j((HEX, 32))),
    ("Sendega", "SENDEGA_API_KEY", _uuid("b")),
    ("LINK Mobility", "LINKMOBILITY_API_SECRET", _j((ALNUM, 32))),
    ("Puzzel", "PUZZEL_ACCESS_TOKEN", _j((URLSAFE, 48))),
    ("Unimicro", "UNIMICRO_CLIENT_SECRET", _j((ALNUM, 44))),
    ("Xledger", "XLEDGER_API_TOKEN", _j((B64, 86), "==")),
    ("Instabox", "INSTABOX_CLIENT_SECRET", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set --export --universal {env} {tok}",
    "[Environment]::SetEnvironmentVariable('{env}', '{tok}', 'Machine')",
    ".env.ship:\n{env}={tok}",
    "docker run -d --name ais-bridge -e {env}={tok} siripbiru/ais-bridge:2.3",
    "kubectl apply -f - <<EOF\nkind: Secret\nstringData:\n  {env}: {tok}\nEOF",
    "appsettings.Ship.json: \"{env}\": \"{tok}\"",
    "crontab -l\n*/5 * * * * {env}={tok} /opt/ais/bin/push.sh",
    "~/Library/LaunchAgents/net.siripbiru.ais.plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "Ansible group_vars/ombak_jaya.yml:\n{env}: \"{tok}\"",
    "setx {env} {tok}",
    "Crew portal › Admin › Integrations › {vendor} › API key: {tok}",
    "Confluence › Integrations table: | {vendor} | prod | {tok} |",
    "Trello card 'Key rotation': {vendor} key {tok} due in December",
    "WhatsApp, Hakon: {vendor} key for the AIS bridge: {tok}",
    "Viber: switched the AIS bridge to a fresh {vendor} token {tok}; revoked the previous one",
    "Jira CBL-466: {vendor} returns 401 since Tuesday, key in the config is {tok}",
    "Freshservice #2290: {vendor} feed down again, key we send: {tok}",
    "store this {vendor} API key for me, I keep losing it: {tok}",
    "API key {vendor} untuk kapal: {tok}",
    "kunci API {vendor} untuk stor Kabil: {tok}",
    "ito yung API key ng {vendor}: {tok}",
    "kini ang API key para sa {vendor}: {tok}",
    "na API key ni {vendor}: {tok}",
    "ko e kī API 'o e {vendor}: {tok}",
    "te API key ibukin {vendor}: {tok}",
    "holim dispela {vendor} API ki: {tok}",
    "{vendor} sin API-nøkkel om bord: {tok}",
    "clé API {vendor} pour le dépôt de Ducos : {tok}",
    "{vendor}-Zugangsschlüssel (API) an Bord: {tok}",
    "la API de {vendor} usa esta clave en el barco: {tok}",
    "{vendor} の APIキー: {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "ngiya {vendor} API key: {tok}",
    "kara {vendor} API key: {tok}",
    "API key {vendor} pur mo: {tok}",
    "ore API key ne {vendor}: {tok}",
    "gö API key {vendor}: {tok}",
    "API key {vendor}-gu: {tok}",
    "agu {vendor} API key: {tok}",
    "API key {vendor}-ku: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    ais = v.uuid4(rng, "b")
    aisstream = _r(rng, HEX, 40)
    frost = _r(rng, HEX, 32)
    altinn = _r(rng, HEX, 32)
    cellcast = "CELLCAST" + _r(rng, HEX, 32)
    machship = _r(rng, B64, 43) + "="
    return [
        Sample("vendor_token", f"AIS-catcher -d:0 -s 1536K -X {ais} -N 8100", ais),
        Sample("vendor_token", f'ws.send(json.dumps({{"APIKey": "{aisstream}", "BoundingBoxes": [[[-12.6, 130.6], [-12.3, 131.0]]]}}))', aisstream),
        Sample("vendor_token", f"requests.get('https://frost.met.no/observations/v0.jsonld', auth=('{v.uuid4(rng, '9')}', '{frost}'))", frost),
        Sample("vendor_token", f"curl -H 'Ocp-Apim-Subscription-Key: {altinn}' https://platform.altinn.no/authentication/api/v1/exchange/maskinporten", altinn),
        Sample("vendor_token", f"$ch = curl_init('https://cellcast.com.au/api/v3/send-sms');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ['APPKEY: {cellcast}']);", cellcast),
        Sample("vendor_token", f'const client = new MachshipClient({{ token: "{machship}" }});', machship),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "the page shows it just once, pasting it here:\n{t}", "tokennya {t}",
                "tok hait (token): {t}", "{t}\n^ fresh one, the previous token is dead",
                "keep this somewhere for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 54), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "XCTU console, the tail-buoy radio (XBee):\n+++\nATKY {h}\nATWR": 32,
    "RAK3172 on the cable tank level sensor: AT+APPKEY={h}": 32,
    "glorytun keygen output for the Darwin bond link: {h}": 64,
    "/etc/fastd/ombak/fastd.conf:\nsecret \"{h}\";": 64,
    "HMAC secret for the crew portal webhook: {h}": 64,
    "AES key of the ROV telemetry link (hex): {h}": 32,
    "nøkkel for kryptering av sikkerhetskopien: {h}": 64,
    "kunci enkripsi backup PMS: {h}": 64,
    "agu encryption key for the backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if "ATKY" in template or index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira CBL-471: token copied out of the browser's network tab {t}",
    "Cookie: lang=id; sbs_session={t}",
    "CREWPORTAL_ACCESS_TOKEN={t}",
    "hold onto the bearer token from the portal: {t}",
    "tokennya: {t}",
    "token bilong crew portal: {t}",
    "Freshservice transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@siripbiru.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.siripbiru.net/realms/fleet",
            "azp": "crew-portal",
            "roles": ["rov", "bridge"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the SLTE jump host, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/crewportal.siripbiru.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"AIS_BRIDGE_PRIVATE_KEY": "{key}", "vessel": "ombak-jaya"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_rov <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI ticket 5560, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "kunci privat server Kabil:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Darwin customs broker's drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Coldcard backup, copying it off the steel plate before the audit: {p}": "english",
    "Sparrow wallet, recovery words in order\n{p}": "english",
    "Nunchuk wallet words (the crew fund's old wallet, emptied): {p}": "english",
    "voice memo: BlueWallet recovery words, in order, {p}, end of list": "english",
    "Confluence page 'Welfare fund wallet (retired)': {p}": "english",
    "mots de secours du Keystone, recopiés de la carte : {p}": "french",
    "palabras de respaldo de la OneKey: {p}": "spanish",
    "parole di ripristino del SafePal: {p}": "italian",
    "záložní slova k Trezoru z lodi: {p}": "czech",
    "слова восстановления Zengo: {p}": "russian",
    "BitBox02 백업 문구(시드): {p}": "korean",
    "Exodus 钱包的恢复短语是：{p}": "chinese_simplified",
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


_CARD_PLACES = [
    "WhatsApp, Ingrid: the ship's card for the Fujikura electrodes is {c}, exp {mm}/{yy}",
    "my second card for the trip home: {c} exp {mm}/{yy}",
    "CARD {c}\nEXP {mm}/{yy}",
    "Jira CBL-480: pay the Darwin crane hire with card {c}",
    "kartu kredit kapal, nomornya {c}, berlaku {mm}/{yy}",
    "card ko (BDO): {c}",
    "na noqu naba ni kadi: {c}, {mm}/{yy}",
    "kortet mitt (Visa): {c}, gyldig til {mm}/{yy}",
    "ma carte bleue : {c}, exp. {mm}/{yy}",
    "namba long kredit kad: {c}",
    "nomor kartu-gu: {c}, {mm}/{yy}",
    "mo numéro kart se {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} valid to 09/36, CVV {cvv}",
               "the three digits on the back by the signature strip: {cvv}",
               "Amex {c}; front CID {cvv}",
               "tiga angka di balik kartu kapal: {cvv}",
               "tiga numba long baksait bilong kad: {cvv}",
               "au dos de la carte du dépôt, le cryptogramme : {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 94 (shapes from the value helpers),
# each template naming a payee in its country.
_IBAN_PLACES = {
    "Invoice SBS-2031-207: the Bergen winch overhaul is payable to {i}, net 30": "NO",
    "save the Gdynia cable-joint supplier's IBAN: {i}": "PL",
    "Southampton armour-wire supplier\nIBAN: {i}\nReference: Arafura repair, segment 4": "GB",
    "Teams, #finance: the Brno OTDR calibration lab's new bank details, IBAN {i}": "CZ",
    "Zürcher Werkstatt für die Spleißgeräte, Bankverbindung IBAN {i}": "CH",
    "Esbjerg-reperbanen har ny konto, IBAN {i}": "DK",
    "IBAN bilong ROV wokshop long Turku: {i}": "FI",
    "rekening bengkel di Bremen, IBAN {i}": "DE",
    "kontoen min i Bergen, IBAN {i}": "NO",
    "IBAN ng supplier sa Gdańsk: {i}": "PL",
    "IBAN bengkel ba Kiel: {i}": "DE",
    "IBAN du fournisseur de fibre à Genève : {i}": "CH",
}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, v.IBAN_SHAPES), std_iban.is_valid)


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# The id kinds below carry no check a library or this file verifies: each is drawn in the shape
# its author believes it is printed in.
def _kode_pelaut(g: random.Random) -> str:
    """An Indonesian seafarer code (Kode Pelaut): ten digits."""
    return "62" + _r(g, D, 8)


def _inscrit(g: random.Random) -> str:
    """A French numéro d'inscrit maritime (numéro de marin): eight digits."""
    return g.choice("12") + _r(g, D, 7)


def _helse(g: random.Random) -> str:
    """The number of a Norwegian seafarer's medical certificate (helseerklæring): eight digits."""
    return g.choice("3456") + _r(g, D, 7)


def _msaf_coc(g: random.Random) -> str:
    """A Fijian MSAF certificate of competency number: COC and six digits."""
    return "COC" + _r(g, D, 6)


def _to_nid(g: random.Random) -> str:
    """A Tongan national ID card number: nine digits."""
    return g.choice("123456789") + _r(g, D, 8)


def _png_tin(g: random.Random) -> str:
    """A Papua New Guinea IRC taxpayer identification number: nine digits."""
    return "50" + _r(g, D, 7)


def _kpf(g: random.Random) -> str:
    """A Kiribati Provident Fund member number: seven digits."""
    return g.choice("123") + _r(g, D, 6)


def _mcv(g: random.Random) -> str:
    """An Australian Maritime Crew Visa grant number: thirteen digits."""
    return "0" + g.choice("6789") + _r(g, D, 11)


def _permis(g: random.Random) -> str:
    """A French permis bateau number from Nouméa: NC and seven digits."""
    return "NC" + _r(g, D, 7)


def _id_passport(g: random.Random) -> str:
    return g.choice("BCEX") + _r(g, D, 7)


def _png_passport(g: random.Random) -> str:
    return "P" + _r(g, UPPER, 1) + _r(g, D, 6)


def _fr_passport(g: random.Random) -> str:
    return _r(g, D, 2) + _r(g, UPPER, 2) + _r(g, D, 5)


def _au_passport(g: random.Random) -> str:
    return g.choice(["PA", "PB", "PE", "N"]) + _r(g, D, 7)


def _ph_passport(g: random.Random) -> str:
    return "P" + _r(g, D, 7) + _r(g, UPPER, 1)


_ID_PLACES: dict[str, Maker] = {
    "Kode Pelaut of the new AB from Tahuna, for the crew list: {s}": _kode_pelaut,
    "kode pelaut saya: {s}": _kode_pelaut,
    "Kode Pelaut-ku: {s}": _kode_pelaut,
    "numéro d'inscrit maritime de Lucie pour le rôle d'équipage : {s}": _inscrit,
    "mo numéro marin se {s}": _inscrit,
    "helseerklæringen min for sjøfolk har nummer {s}": _helse,
    "Sigurd's seafarer medical certificate (helseerklæring) no.: {s}": _helse,
    "MSAF certificate of competency number for Jone: {s}": _msaf_coc,
    "na noqu CoC mai MSAF: {s}": _msaf_coc,
    "ko hoku fika ID fakafonua: {s}": _to_nid,
    "Tongan national ID card of Tevita, for the visa form: {s}": _to_nid,
    "TIN bilong mi long IRC: {s}": _png_tin,
    "PNG IRC TIN of the Alotau agent: {s}": _png_tin,
    "au nambwa n te Kiribati Provident Fund: {s}": _kpf,
    "Maritime Crew Visa grant number for Rommel: {s}": _mcv,
    "permis bateau de Kaloi (Ducos) : {s}": _permis,
    "ore passport ne inu: {s}": _fr_passport,
    "gö passport: {s}": _fr_passport,
    "paspor-gu: {s}, saohagölö": _id_passport,
    "iạ paspor-ku: {s}": _id_passport,
    "agu passport: {s}": _png_passport,
    "ngiya passport namba: {s}": _au_passport,
    "kara passport: {s}": _au_passport,
    "numero ng pasaporte ko: {s}": _ph_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Cloud Fleet Manager 2FA recovery codes\n{codes}", "spare sign-in codes for the fleet's Microsoft 365 {codes}",
            "Viasat portal backup codes: {codes}", "kode pemulihan akun crew portal:\n{codes}",
            "ol backup kod bilong 2FA: {codes}", "engangskoder til gjenoppretting: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Kognifai:ingrid.s@siripbiru.net?secret={s}&issuer=Kognifai&period=30",
              "Aegis, setup key entered by hand for the Zepto login: {s}",
              "2FAS, secret key for the BarentsWatch account: {s}",
              "kunci TOTP untuk akun DA-Desk: {s}"]  # fmt: skip
_CODES = ["{c} is your Viasat verification code", "Kode OTP BNI Anda {c}. Kode ini rahasia, jangan dibagikan.",
          "{c} — yan ang OTP sa crew portal, wag ibigay", "Bruk {c} for å logge inn på mannskapsportalen", "Connexion au portail du dépôt, code : {c}"]  # fmt: skip


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


_SSIDS = ["OmbakJaya-Crew", "OJ-Bridge", "OJ ROV Van", "Kabil-Depot-5G", "SBS Darwin Store",
          "Ducos-Atelier", "Starlink-OJ", "SpliceRoom 2G", "Telkomsel-Orbit-KB", "Mess Deck",
          "Digicel-Suva-4G", "ERUB-HOME", "Numbo Wifi"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2-PSK {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "ship network {s}\npass key: {pw}",
    "crew wlan {s}, password {pw}",
    "wifi in the splicing room: {s} / {pw}",
    "/interface wifiwave2 security add name=crew authentication-types=wpa2-psk passphrase=\"{pw}\"  # for {s}",
    "the key printed under the Orbit modem: {pw}",
    "wifi {s} sandinya {pw}",
    "wifi {s} — pass niya: {pw}",
    "na password ni wifi {s}: {pw}",
    "ko e password 'o e wifi {s}: {pw}",
    "passordet til wifi {s} er {pw}",
    "le code du wifi {s} : {pw}",
    "wifi {s} password bilong en: {pw}",
    "nginja wifi pasword awungarra ({s}): {pw}",
    "wifi kapal-ku {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("CELLCAST", (HEX, 24)), _j((UPPER_HEX, 40)),
                 _j("sa_live_", (ALNUM, 22)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time over the VHF: {t}",
          "[dictated during the Teams call] {t}", "(spaced out so it doesn't show in the Viber preview) {t}",
          "satu per satu: {t}", "olgeta leta wanwan: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ROV van door keypad: {pw} and the key button",
          "padlock on cable tank 2's hatch: {pw}",
          "gembok gudang Kabil, kodenya {pw}",
          "cadenas du conteneur à Ducos, combinaison : {pw}",
          "bond store combination (captain only): {pw}",
          "namba bilong lok bilong haus stoa: {pw}",
          "koden til safen i kapteinens lugar: {pw}",
          "Darwin store gate code {pw}#",
          "ngiya gate kod: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["grapnel", "bowsheave", "fairlead", "capstan", "drogue", "holdback", "kokoda",
                 "lovo", "sambal", "bougna", "otai", "kumala", "repeater", "umbilical",
                 "tinutuan", "palusami"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the bridge vault: {p}": " ",
            "Enpass master passphrase (ship laptop): {p}": " ",
            "Psono passphrase for the ETO's account: {p}": "-", "Buttercup vault passphrase, crew welfare: {p}": ".",
            "frasa sandi untuk cadangan PMS: {p}": " ", "passfrase (sikkerhetskopi på broen): {p}": "_",
            "tok hait bilong backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request 'VSAT status', header Authorization: Basic {v}": True,
    "nginx on the AIS bridge: proxy_set_header Authorization \"Basic {v}\";": True,
    "Hoppscotch collection 'VSAT', header Authorization: Bearer {v}": False,
    "Insomnia export of the Kognifai call: authorization: bearer {v}": False,
    "Node-RED http request node, header Authorization = Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.reticulum/config:\n  [[Ship LoRa]]\n    type = RNodeInterface\n    network_name = ombak\n    passphrase = {pw}",
    "/etc/mlvpn/darwin.conf:\n[general]\nmode = \"client\"\npassword = \"{pw}\"",
    "/etc/config/opennds:\nconfig opennds\n\toption fasport '2080'\n\toption faskey '{pw}'",
    "crew-portal/.env:\nPOSTGRES_USER=crew\nPOSTGRES_PASSWORD={pw}",
    "ais-bridge/config.yaml:\nmqtt:\n  host: mqtt.ombak.lan\n  username: ais\n  password: {pw}",
    "ecdis-sync.ini:\n[ftp]\nhost = ecdis-updates.ombak.lan\nuser = charts\npass = {pw}",
    "rov-logger/appsettings.json:\n{{\"ConnectionStrings\": {{\"Telemetry\": \"Host=pg-rov;Username=rov;Password={pw}\"}}}}",
    "telemetry/influx.toml:\n[influx]\nurl = \"http://10.40.1.7:8086\"\nusername = \"engine\"\npassword = \"{pw}\"",
    "/root/.smbcred:\nusername=splice\npassword={pw}\ndomain=SIRIP",
    "splice-reports/settings.py:\nDATABASES = {{\"default\": {{\"USER\": \"splice\", \"PASSWORD\": \"{pw}\"}}}}",
    "opcua-gateway.yml:\nendpoint: opc.tcp://kchief.ombak.lan:4840\nuser: reader\npassword: '{pw}'",
    "/etc/openvpn/client/darwin-auth.txt:\nombak-jaya\n{pw}",
    "starlink-exporter.env:\nGRAFANA_ADMIN_USER=eto\nGRAFANA_ADMIN_PASSWORD={pw}",
    "pms.properties:\npms.db.user=pms\npms.db.password={pw}",
    "wp-config.php on the crew blog:\ndefine( 'DB_USER', 'crewblog' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "camera-archiver.toml:\n[nvr]\nhost = \"10.40.5.2\"\nuser = \"archiver\"\npassword = \"{pw}\"",
    "docker-compose.yml:\n  environment:\n    MARIADB_ROOT_PASSWORD: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ingrid: bridge wifi password?\nSigurd: {pw}",
    "[05:41] jomar: root pw for the ROV gateway?\n[05:42] kristine: {pw}",
    "Rommel: {pw} is the new K-Chief engineer password",
    "Hakon: use {pw}, that's what the Intellian has now",
    "Dewi: sandi baru server Kabil {pw}",
    "Mele: ko e password fo'ou ko {pw}",
    "Boas: nupela password em {pw}",
    "Lucie : nouveau mot de passe du NAS, {pw}",
    "Tahnee: ngiya new pasword {pw}",
    "Yafao: password baru-gu {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "ᴘᴀssᴡᴏʀᴅ = {pw}", "pass\u200bword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 24), (_spelled, 12), (_cli, 38), (_urls, 13), (_vendors, 52),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 24), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
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
    "the K-Pos operator password is": "{s}", "Intellian ACU pw:": "{s} (since the antenna swap in Darwin)",
    "sandinya": "{s}", "Sailor 900 password": "{s}\nchange it after the dry dock",
    "DP-treneren, nytt passord:": "{s}", "mot de passe :": "{s}", "password bilong mi em": "{s}",
    "Ciena password": "{s}", "the password Boas read out over the UHF was": "{s}, I think",
    "password-gu": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "aisstream.io API key", "{s}", _j((HEX, 40))),
    ("split_token", "ShipAtlas token:", "{s} (AIS overlay)", _j("sa_live_", (ALNUM, 32))),
    ("split_token", "DA-Desk API key", "{s}", _uuid("9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CH"))),
    ("split_backup", "Viasat recovery codes", "{s}\nqmzk-4812-tpvo\nhrbw-0937-lcea", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Kode Pelaut", "{s}", _kode_pelaut),
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
    '{"intellian": {"url": "https://acu.ombak.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "rommel", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"slte": [{"site": "darwin"}, {"site": "kabil", "craft_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["speedify_cli", "login", "eto@siripbiru.net", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "passordet til ECDIS-PCen er {s}"}': ("meta_password", _plain_pw),
    '{"modpas": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the K-Chief as engineer with the password {s}"}': ("meta_password", _plain_pw),
    '{"aisstream": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"viasatToken": "{s}"}': ("meta_token", _j((ALNUM, 48))),
    '{"securepay_client_secret": "{s}"}': ("meta_token", _j((URLSAFE, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PL")),
    '{"crew": {"kode_pelaut": "{s}"}}': ("meta_id", _kode_pelaut),
    '{"mfa": {"recovery_codes": ["{s}", "qmzk-4812-tpvo", "hrbw-0937-lcea"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"welfare_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"xbee": {"encryption_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"rov_van": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "OmbakJaya-Crew", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyais-2.8.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"intellian-acu-1.92.4.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.siripbiru.net/ais-bridge:2.3").hexdigest()
_COMMIT = hashlib.sha1(
    b"ais-bridge: drop duplicate type 5 messages", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"runbooks: fix OCLD slot numbering", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"otdr-seg4-2031-11-02.sor", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"joint-report-J17.pdf").hexdigest()

CLEAN = [
    "Remind me to change the Intellian ACU password before the class survey on 2031-12-09.",
    "Jomar asked for the mess wifi password; it's on the card by the coffee machine.",
    "Policy: fleet passwords are at least 14 characters and live only in the shared vault.",
    "Passwords don't go in the Viber group chat; a vault link does.",
    "The `.env.example` line `AISSTREAM_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The K-Pos station asks for a new operator password after every software update.",
    "Replace <YOUR_VIASAT_KEY> in the README with the key from the Viasat portal.",
    "SALARIUM_API_TOKEN and ZEPTO_ACCESS_TOKEN must be set before the payroll sync runs.",
    "Jangan pernah membagikan kata sandi kepada siapa pun, termasuk kepada kapten.",
    "Huwag mong ibigay ang password mo kahit kanino, kahit sa kapitan.",
    "Ayaw ihatag imong password bisan kinsa sa barko.",
    "Kakua ni solia na nomu password vei ira tale eso.",
    "'Oua na'a ke vahevahe ho'o password mo ha taha 'i he vaka.",
    "Tai anganga am password nakon te aomata teuana.",
    "No ken givim password bilong yu long narapela man long sip.",
    "Passordet må ha minst fjorten tegn og byttes hvert kvartal.",
    "Le mot de passe doit comporter au moins quatorze caractères, même au dépôt de Ducos.",
    "Das Kennwort wird alle neunzig Tage geändert, auch auf See.",
    "Nunca compartas tu contraseña por WhatsApp, ni con el capitán.",
    "パスワードは紙に書かずに保管庫に入れてください。",
    "비밀번호는 보관함에만 저장하세요.",
    "请不要把密码写在驾驶台的白板上。",
    "Tahnee says ngawa never share a pasword on Facebook.",
    "Saohagölö, Yafao changed the laptop password yesterday; it is in the vault.",
    "Agutoki Wilma, the new password policy starts on Monday.",
    "to pa done to modpas a persone, mem a to kamarad.",
    "Kaloi says inu keep every password in the vault now.",
    "Josiah: eso, ma already moved the passwords to the vault.",
    "Upgraded the Intellian ACU from 1.92.3 to 1.92.4 and pyais to 2.8.1 while alongside in Darwin.",
    f"commit {_COMMIT} drops duplicate type 5 messages in the AIS bridge.",
    f"Rolled back to {_SHORT} after the OCLD slot renumbering broke the Kabil runbook.",
    f"requirements.txt: pyais==2.8.1 --hash=sha256:{_WHEEL_SUM}",
    f"The ACU firmware 1.92.4 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of joint-report-J17.pdf: {_SHA512}",
    f"The AIS bridge runs registry.siripbiru.net/ais-bridge@sha256:{_IMAGE}.",
    f"MD5 of otdr-seg4-2031-11-02.sor is {_MD5}, same as the copy on the Darwin NAS.",
    "Request id 3f9c2a71-8d4e-4b6a-9f10-2c7e5b8a1d34 is the slow one in the Kognifai logs.",
    "Purchase order PO-SBS-2031-0733 for 12 universal joint kits ships from Calais on Monday.",
    "Jira CBL-412: the ECDIS chart update failed again on the planning station.",
    "Booking ref GA-152-BTH for the relief crew, Jakarta to Batam on 14 December.",
    "Call the Kabil landing station on +62 778 467 215 before the shift change.",
    "ISBN 978-0-12-396960-6 is the submarine cable handbook in the ship's library.",
    "The depot pickup is the Hilux with plate BP 1742 QK, parked by gate 2.",
    "Fault located 1,482.6 km from Kabil in 3,412 m of water; OTDR loss is 0.19 dB/km on the good fibre.",
    "Cable tension on the bowsheave peaked at 4.2 t during recovery; the ROV was at 2,150 m.",
    "After five wrong passwords the K-Pos station locks the account for 15 minutes.",
    "A universal joint on the Arafura cable takes about 18 hours in the jointing room.",
    "The secret of a good kokoda is fresh lime and coconut cream.",
    "Ask Sigurd for the bond store combination, I don't have it.",
    "My card ending 4417 was declined at the Darwin chandlery.",
    "The Bergen workshop wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Viasat portal and keep them in the captain's safe.",
    "Nobody from a wallet's support desk will ever ask for the recovery words.",
    "Keep `SHIPATLAS_TOKEN` in the secrets store, never in the repository.",
    "The padlock on cable tank 2 seizes in the salt air; grease it every week.",
    "Viasat moved the API key page under Settings › Developers in its June release.",
    "The guest wifi 'OJ-Visitors' in the Batu Ampar office is open, no password needed.",
    "IMO 9176187 is the Ombak Jaya's number; her MMSI is 525012345 and her call sign YDAB2.",
    "Repeater 17 on the Coral Loop sits at 14°32'S 154°08'E, 4,105 m deep.",
    "The splicer's electrodes are changed every 3,000 arcs; two spare pairs are in the jointing room.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-11-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/fleet/intellian", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 734}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyais", "version": "2.8.1"}}',
    '{"ticket": "CBL-412", "purchase_order": "PO-SBS-2031-0733"}',
    '{"fault": {"distance_km": 1482.6, "depth_m": 3412, "cable": "Arafura"}}',
    '{"phone": "+62 778 467 215", "site": "Kabil landing station"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "joints_in_stock": 12}',
    '{"vessel": {"imo": "9176187", "mmsi": "525012345", "call_sign": "YDAB2"}}',
    '{"crew_change": {"port": "Nouméa", "date": "2031-12-20", "on": 6, "off": 6}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
