# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, ninety-second corpus: written blind, without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example (and the ninetieth's docstring), the fifth to
ninetieth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and IBAN
countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time, any test nor the reports, and the scrubber was
never run on it. Its own seed, password words, names, places, templates, tools, vendors and
layouts, the way the washing-station crews, dry-mill and warehouse staff, cupping lab, credit desk
and solar technicians of a highlands coffee network leak secrets into an assistant's memory:
Kundu Highlands Coffee (fictional), with washing stations at Asaro, Kainantu, Kerowagi, Gumine,
Minj, Tambul, Wapenamanda and Tari (Eastern Highlands, Simbu, Jiwaka, Western Highlands, Enga and
Hela), a dry mill at Banz, a cupping lab in Goroka, a warehouse at Voco Point in Lae, a grower
micro-finance desk in Kundiawa and solar mini-grids at Gumine, Tambul, Laiagam and Koroba; its
roasters buy from Australia, New Zealand, Korea, Germany and the USA. The texts are WhatsApp,
Viber, Messenger, Signal, Telegram, KakaoTalk, Threema, Teams, Google Chat, Slack, Zalo, Element,
Discord, Skype, Workplace, Wire, Rocket.Chat, Mattermost and SMS messages, Google Keep, Samsung
Notes, ColorNote, OneNote, Evernote, Notion, Apple Notes, Obsidian and Joplin notes to self, Jira,
Freshdesk, Zendesk, osTicket, GLPI, Trello, Asana, monday.com, ClickUp and Odoo Helpdesk tickets,
e-mails, incident notes, runbooks, README fragments, shell history (Termux, PuTTY, JuiceSSH,
MobaXterm, Windows Terminal, iTerm2, GNOME Terminal, Konsole, Tabby, the VS Code terminal, bash,
zsh and PowerShell history), configs, voice-dictated text and requests to the assistant itself,
around the panels of mill, lab, warehouse, power, radio and office hardware (Pinhalense hullers,
Penagos pulpers, Cimbria gravity tables, Meyer colour sorters, Siemens LOGO!, Rinstrum weighbridge
indicators, Aillio, Toper, Stronghold and Neuhaus Neotec roasters, Lighttells and DiFluid meters,
Hyster Tracker, Zebra printers, Dahua, Milesight and Hikvision cameras and door terminals, SMA
Sunny Island, Selectronic SP PRO, Studer Xtender, BYD Battery-Box, Schneider Conext, SteamaCo
meters, Deep Sea and Denyo gensets, Huawei, MikroTik and Ubiquiti radios, Kacific VSAT, Ecowitt,
QNAP, Grandstream and Yealink, PAX and Epson at the credit desk). Tools none of heldouts 5 to 90
names: EasyEngine's `ee`, landscape-config, tile38-cli, CPAU, newusers, db_load (for pam_userdb),
dsconfigad, dsenableroot, sojuctl, an iPXE script, Dell's cctk, sc-hsm-tool, mbimcli, adb's
locksettings, xrdp-sesrun, snmptrap, Magic Wormhole's code, gnokii, comgt and gsmctl (a SIM's
PIN), Ubuntu Pro's `pro attach` and Localtonet's `authtoken`; beside them the commands the product
names (sshpass, mysql, curl, smbclient, mosquitto_pub, ipmitool, 7z, openssl, gpg, htpasswd,
docker login, lftp, sqlcmd, net use, ldapsearch, sudo -S) in layouts of its own, and configs of
soju, Landscape, Tile38, ChirpStack, Odoo, Frappe, Zabbix, NUT, Grafana, Telegraf, ESPHome,
OpenWrt, msmtp, WordPress, Spring and Mifos X. About 40 % of the texts are in other languages than
English (by a rough count of the drawn samples, clean ones included): Kuman (Chimbu), Golin,
Alekano (Gahuku), Kamano-Kafe, Maring, Umbu-Ungu (Kaugel), Duna and Yabem (Jabêm), which no
earlier docstring names, and Tok Pisin, Korean, German, Japanese, Simplified Chinese, Indonesian,
Tagalog, Vietnamese, Hindi, te reo Māori, Spanish, French, Portuguese, Dutch and Italian in
wordings of their own. The eight new languages' wordings are the author's approximations, checked
by no speaker, written the way people in the highlands text: short, code-switched with Tok Pisin
(`em`, `long`, `bilong`, `nupela`, `namba`) and with the loanwords password, username, API key,
wifi and PIN. Only a few words come from published descriptions: Golin's `ná` and `í` ("I",
"you") and `yalíni` ("he"), Kamano-Kafe's `nagra` and `kagra` ("I", "you"), Alekano's `alekano`
("bring it") and `ánesí` ("enough"), and Umbu-Ungu's numeral `tele` ("one"); the rest are guesses
built around the pronouns and possessives of their families (Kuman's `nanga` and `ere`, Alekano's
`nene`, Kamano-Kafe's `nagri` and `'a`, Maring's `yembo`, Umbu-Ungu's `nanu`, Duna's `noa` and
`ko`, Yabem's `aê`, `ŋoc`, `ec` and `ma`). Vendors (SteamaCo, Angaza, PaygOps, AMMP, Bboxx, Solaris
Offgrid, Musoni, Oradian, Loandisk, ODK Central, TaroWorks, Akvo, iFormBuilder, TraceX, Bext360,
Fairfood, farmer connect, Algrano, Typica, Roastify, Trade Coffee, Beanz, Covoya, Sucafina,
Aillio, DiFluid, Lighttells, Post PNG, Australia Post, CourierPost, DEAR Inventory, Paystation,
OFX, PortOne, Channel Talk, Solapi, Bootpay, Cafe24, Sweet Tracker, Shipcloud, finAPI, Weclapp,
Billbee, Mondu, Gusto, Bill.com, Tipalti, WorldRemit, EOS Data Analytics, Ubuntu Pro and
Localtonet) are ones heldouts 5 to 90 do not name; most publish no token shape, and where they do
not the shape here is the author's guess (the prefixes `pgo_live_`, `tx_`, `rfy_` and `apk.` are
made up). The ids are kinds heldouts 5 to 90 do not use, and none is checked: Papua New Guinea
has no python-stdnum module and the modules of the other countries here are used by earlier
corpora, so each is drawn in the shape the author believes it is printed in, with no check digit a
library or this file verifies: a PNG Internal Revenue Commission TIN, a Nambawan Super member
number, a PNG driver's licence (NLTA) number, a PNG Common Roll (electoral) number, a Coffee
Industry Corporation export licence, a PNG IPA certificate of incorporation number, a US FDA food
facility registration number and a New Zealand passport number, and, in shapes guessed outright,
a New Zealand Customs client code, a CQI Q Arabica Grader licence and a New Zealand ACC claim
number. Card numbers pass Luhn (drawn by the value helpers, each checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over heldouts 5 to 90 (Norway,
Denmark, Hungary, Ireland, Italy, Luxembourg, Romania and Austria), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Korean, Japanese, Simplified
Chinese, Spanish, Italian, Portuguese and French lists, each from random entropy, so its checksum
holds. 390 texts hold a secret, 20 field pairs and 20 metadata samples (430 scored), with 60 clean
texts and 10 clean metadata samples that must be kept: digests after the word that names them, a
commit, versions, a request's UUID, a purchase order, tickets, a flight booking, a phone number,
an ISBN, a vehicle's plate, a container, intake measurements, placeholders and prose about
passwords in the languages above.
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
from stdnum import isbn as std_isbn
from stdnum import luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 92_604_317
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


# The words the growers, mill crews and lab staff build their passwords from.
_COFFEE = ["Typica", "Bourbon", "Arusha", "Catimor", "Parchment", "Cherry", "Peaberry",
           "Mucilage", "Greenbean", "Cupping", "Hulling", "Pulper", "Drybed", "Sorter"]  # fmt: skip
_TOKPLES = ["Kaukau", "Bilum", "Kundu", "Kumul", "Mumu", "Buai", "Singsing", "Wantok", "Kapul",
            "Muruk", "Pitpit", "Balus", "Rumbim", "Kaiko", "Kina", "Tambu"]  # fmt: skip
_PLACES = ["Goroka", "Asaro", "Kainantu", "Henganofi", "Okapa", "Kundiawa", "Gumine", "Kerowagi",
           "Chuave", "Gembogl", "Banz", "Minj", "Kudjip", "Hagen", "Tambul", "Baiyer", "Wabag",
           "Laiagam", "Wapenamanda", "Tari", "Koroba", "Kopiago", "Lae", "VocoPoint"]  # fmt: skip
_NAMES = ["Dorish", "Kila", "Mathias", "Philomena", "Nelson", "Wesley", "Hosea", "Tobias",
          "Rosemary", "Elizah", "Naomi", "Kapi", "Yakam", "Pius", "Jacklyn", "Lucy", "Gabriel",
          "Rodel", "Dewi", "Hannah", "Minjun", "Tama", "Brooke", "Diego", "Thanh", "Anjali"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P4rchm3nt", "Ch3rryR3d", "Wahg1V4lley", "Kumu1B1rd", "B1lumM3ri", "T1p1caG0ld",
         "Kundu8eat", "Mumu0ven", "Pe4b3rry"]  # fmt: skip
_PIDGIN = ["Gutpela", "Nambawan", "Strongpela", "Planti", "Bikpela", "Liklik"]


def _manager(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people there pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_COFFEE)}{g.choice(_TOKPLES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TOKPLES).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1968, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES)}{g.choice([30, 50, 60, 69])}kg{g.choice(_SYMBOLS)}",
    lambda g: f"Lot{g.randrange(100, 1000)}{g.choice(_COFFEE)}{g.choice(_SYMBOLS)}",
    lambda g: f"K{g.choice([20, 50, 100, 250, 500])}{g.choice(_TOKPLES)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    _manager,
    lambda g: f"{g.choice(_TOKPLES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_NAMES)}Cup{g.choice(_COFFEE)}{g.randrange(2, 100)}",
    lambda g: f"{g.choice(_PIDGIN)}{g.choice(_COFFEE)}{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# Passwords said with a label, in the languages of the staff. The eight tok ples (Kuman, Golin,
# Alekano, Kamano-Kafe, Maring, Umbu-Ungu, Duna, Yabem) are written as people there text them,
# code-switched with Tok Pisin and the loanword "password"; see the module docstring.
_SAID = [
    "WhatsApp, 'Banz dry mill' group, Mathias: the Pinhalense huller panel password is {pw}",
    "Viber from Kila: Rinstrum R420 weighbridge indicator web password {pw}",
    "Messenger chat, Asaro wet mill: Penagos pulper PLC password {pw}",
    "Signal from Dorish: Aillio Bullet RoasTime account password {pw}",
    "Telegram, #cuplab: Lighttells CM-100 colour meter admin password {pw}",
    "KakaoTalk from Minjun (the Busan roastery): Stronghold S7X roaster account password {pw}",
    "Threema from Hannah in Hamburg: the Neuhaus Neotec roaster HMI password is {pw}",
    "Teams chat, Lae warehouse: Hyster Tracker portal password {pw}",
    "Google Chat, Voco Point: Zebra ZT411 printer web password {pw}",
    "Slack #solar: SMA Sunny Portal password for the Gumine mini-grid {pw}",
    "Zalo from Thanh: Meyer colour sorter service password {pw}",
    "Element room 'minigrids': Selectronic SP LINK password {pw}",
    "Discord DM: Studer Xcom-LAN portal password {pw}",
    "Skype chat with the installer: BYD Battery-Box Be Connect password {pw}",
    "SMS from Pius: Deep Sea DSE7320 genset controller password {pw}",
    "Workplace chat: Denyo generator remote panel password {pw}",
    "Wire message from Hannah: Schneider Conext Gateway password {pw}",
    "Rocket.Chat, #drymill: Siemens LOGO! 8 web server password {pw}",
    "Mattermost, #weather: Ecowitt GW2000 gateway password {pw}",
    "Google Keep note: Huawei B618 router admin password {pw}",
    "Samsung Notes: Dahua NVR4108 admin password {pw}",
    "ColorNote memo 'Lae cams': Milesight bullet camera password {pw}",
    "OneNote page 'Lae WH': Hikvision door terminal password {pw}",
    "Evernote: QNAP TS-464 admin password {pw}",
    "Notion page 'Solar': SteamaCo meter dashboard password {pw}",
    "Apple Notes: Ubiquiti airMAX link to Kudjip, password {pw}",
    "Obsidian note 'Tari station': MikroTik hAP ax² password {pw}",
    "Joplin note: Grandstream UCM6302 PBX admin password {pw}",
    "Jira KHC-418: the Yealink T54W phone admin password {pw} does not work any more",
    "Freshdesk #2290: PAX A920 terminal supervisor password {pw}, please reset",
    "Zendesk ticket 7731: Epson TM-T82X web config password {pw}",
    "osTicket #553: Ricoh IM C3000 admin password {pw}",
    "GLPI ticket 1204: HP LaserJet at the Kundiawa credit desk, EWS password {pw}",
    "Trello card 'Kerowagi wet mill': Toper sample roaster PLC password {pw}",
    "Asana task: change the Cimbria gravity table HMI password (now {pw})",
    "monday.com item: Kacific VSAT modem password {pw}",
    "ClickUp task: the DiFluid Omni app account password is {pw}",
    "Odoo Helpdesk ticket 88: Mifos X admin password {pw}",
    "Rodel -\n\nfor Monday: weighbridge PC at Banz, root, {pw}. Move it into the vault and bin this mail, pls.\n\nPhilomena",
    "Incident 2031-09-02: the Selectronic SP PRO at Tambul was reachable from the internet with password {pw}",
    "Runbook: restart the Banz huller line\n1. open the Siemens LOGO! web UI\n2. user admin\n3. password {pw}\n4. reset fault F17",
    "README (cup lab rack)\nthe RoasTime sync PC is at https://roast-pc.khc.lan, local admin password `{pw}`.",
    "my Kina Bank app password is {pw} since the new phone",
    "can you remember my MiBank app password? it is {pw}",
    "dictated: the SMA portal password is {pw} period new line",
    "note to self: Zebra printer password {pw}",
    "after the factory reset the Huawei router password became {pw}",
    "nanga email password ere {pw}",
    "Kerowagi wet mill komputa password ere {pw}, ene no ken tokim narapela",
    "Kila: nanga wifi password nupela ere {pw}",
    "ná inín email password: {pw}",
    "Gumine solar password, ná raitim: {pw}",
    "yalíni Nelson password em {pw}",
    "alekano password: {pw}, ánesí",
    "nene Asaro komputa password {pw}",
    "Rosemary alekano: password {pw}",
    "Nagra email password'a {pw}",
    "nagri Henganofi router password {pw}",
    "kagra password askim? nagra raitim {pw}",
    "yembo email password {pw}",
    "Minj mill komputa, yembo password {pw}",
    "Tobias: yembo nupela password {pw}",
    "nanu email password {pw}",
    "Tambul solar inverter password nanu raitim: {pw}",
    "Yakam: nanu password tele: {pw}",
    "noa email password {pw}",
    "Koroba mini-grid password noa: {pw}",
    "Gabriel: ko password? noa {pw}",
    "password ŋoc email {pw}",
    "aê password Lae warehouse {pw}",
    "Hosea: password ŋoc nupela {pw}",
    "pasword bilong komputa long Banz dry mill em {pw}",
    "Kila, pasword bilong wifi long haus kofi em {pw}",
    "부산 로스터리 Stronghold 로스터 관리자 비밀번호는 {pw}",
    "Kennwort für die Neotec-Röstmaschine in Hamburg: {pw}",
    "ゴロカのカッピングラボPCのパスワードは {pw} です",
    "莱城仓库电脑的密码是 {pw}",
    "kata sandi laptop QC di Goroka adalah {pw}",
    "ang password ng weighbridge PC sa Banz ay {pw}",
    "mật khẩu máy phân loại Meyer là {pw}",
    "गोरोका लैब वाले लैपटॉप का पासवर्ड {pw} है",
    "Ko te kupuhipa mō te rorohiko tunu kawhe ko {pw}",
    "la contraseña del tostador de muestras de Goroka es {pw}",
    "le mot de passe du torréfacteur d'échantillons à Goroka : {pw}",
    "a senha do descascador Pinhalense em Banz é {pw}",
    "het wachtwoord van de brander in de Amsterdamse branderij is {pw}",
    "la password della macchina espresso del laboratorio di Goroka è {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["dorish.k", "kila", "mathias.w", "philomena", "nelson.t", "wesley", "hosea", "tobias.m",
          "rosemary", "elizah", "naomi.p", "kapi", "yakam", "pius", "jacklyn", "rodel", "dewi.q",
          "hannah.b", "minjun", "tama", "svc-weigh", "cuplab", "drymill", "lae-wh"]  # fmt: skip
_LOGINS = [
    "Viber, Kila: the Rinstrum login is {u} / {pw}",
    "Freshdesk #2301: {u} locked out of the SteamaCo dashboard, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Solar › Gumine › SMA Sunny Island: {u} — {pw}",
    "| device | login | pass |\n|---|---|---|\n| Banz huller HMI | {u} | {pw} |",
    "log into the Mifos X desk as {u} with {pw}",
    "Meyer sorter login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: weigh-banz-1\n  user: {u}\n  pass: {pw}",
    "Teams DM: the Hyster portal account {u}, pw {pw}",
    "Dorish: for the Studer portal use {u}, the pass is {pw}",
    "site;user;pass\nselectronic-tambul;{u};{pw}",
    "ssh {u}@drymill-nuc.khc.lan (pw {pw})",
    "Signal: creds for the Aillio PC are {u} and {pw}",
    "nanga user {u}, password {pw}",
    "ná inín user {u}, password {pw}",
    "Nagra username'a {u}, password'a {pw}",
    "noa username {u}, noa password {pw}",
    "username ŋoc {u}, password ŋoc {pw}",
    "yusa nem bilong mi {u}, pasword {pw}",
    "아이디는 {u}, 비번은 {pw}",
    "Anmeldung Röster-Tablet: Konto {u}, Kennwort dazu {pw}",
    "akun Dewi di laptop QC: {u} dengan sandi {pw}",
    "gamitin mo ang {u} tapos {pw} ang ilagay mo sa password",
    "đăng nhập bằng {u}, mk {pw}",
    "ユーザー名 {u} / パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kaukau", "bilum", "kundu", "kumul", "mumu", "buai", "singsing", "kapul", "muruk",
               "pitpit", "rumbim", "typica", "arusha", "parchment", "balus", "sipsip"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "it's just {w} in lower case and {d} behind it",
    "the weighbridge one: {w} followed by {d}",
    "Banz PC login is {w}, ending with the digits {d}",
    "voice memo: cup lab wifi is {w} and then {d} with no gap",
    "type {w}, then {d}",
    "it's {w}{d}, all as one",
    "raitim {w} pastaim, bihain yu putim {d}, em tasol pasword",
    "nanga password ere {w}, {d} i kam bihain",
    "nanu password {w} wantaim {d}",
    "Nagra password'a {w}, bihain {d}",
    "password ŋoc ec {w} ma numba {d}",
    "fürs Kennwort zuerst {w} tippen, hinten die Ziffern {d} dran",
    "비밀번호는 {w} 라는 단어 다음에 {d}",
    "sandi: kata {w} disambung angka {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# Tools none of heldouts 5 to 90 names, then the commands the product names in layouts of this
# corpus's own.
_CLI = [
    "ee site create kunducoffee.com.pg --type=wp --admin-user={u} --admin-pass={pw} --admin-email=web@kunducoffee.com.pg",
    "sudo landscape-config --computer-title banz-drymill-nuc --account-name standalone --url https://landscape.khc.lan/message-system --ping-url http://landscape.khc.lan/ping --registration-key {pw}",
    "tile38-cli -h geo.khc.lan -p 9851\ngeo.khc.lan:9851> AUTH {pw}",
    "tile38-cli -h geo.khc.lan\n> CONFIG SET requirepass {pw}\n> CONFIG REWRITE",
    "CPAU.exe -u KHC\\{u} -p {pw} -ex \"msiexec /i weighbridge-4.2.msi /qn\" -LWP",
    "sudo newusers /root/cuplab-users.txt\n# cuplab-users.txt:\n# {u}:{pw}:2107:2107:Cup lab:/home/{u}:/bin/bash",
    "printf '%s\\n' {u} {pw} > /tmp/vusers.txt && db_load -T -t hash -f /tmp/vusers.txt /etc/vsftpd/virtual_users.db",
    "sudo dsconfigad -add khc.lan -computer GKA-CUPLAB-MAC -username {u} -password '{pw}' -ou 'OU=Macs,DC=khc,DC=lan'",
    "sudo dsenableroot -d -u {u} -p '{pw}'",
    "sojuctl user create -username {u} -password '{pw}' -admin",
    "#!ipxe\ndhcp\nset username {u}\nset password {pw}\nchain http://boot.khc.lan/menu.ipxe",
    "X:\\Dell\\cctk.exe --setuppwd={pw}",
    "sc-hsm-tool --initialize --so-pin 3537363231383830 --pin {pw} --label cuplab-signing",
    "sudo mbimcli -d /dev/cdc-wdm0 -p --connect=\"apn=khc.digicelpng,auth=pap,username={u},password={pw}\"",
    "adb -s R58N91XK shell locksettings set-password {pw}",
    "xrdp-sesrun 127.0.0.1 {u} {pw} 1920 1080 24",
    "snmptrap -v 3 -u {u} -l authNoPriv -a SHA -A '{pw}' nms.khc.lan '' 1.3.6.1.6.3.1.1.5.3",
    "sshpass -p {pw} scp weigh-export.csv {u}@backup.khc.lan:/weigh/",
    "mysql -h traceability-db.khc.lan -u {u} -p'{pw}' lots -e 'select count(*) from parchment_receipts'",
    "curl -u {u}:{pw} -F file=@cupping-2031-09.csv https://api.khc.lan/v1/cuppings",
    "smbclient //fs-lae.khc.lan/shipping -U 'KHC/{u}%{pw}' -c 'put manifest-418.pdf'",
    "mosquitto_pub -h mqtt.khc.lan -u {u} -P '{pw}' -t minigrid/gumine/soc -m 81",
    "ipmitool -H bmc-weigh.khc.lan -I lanplus -U {u} -P '{pw}' sel list | tail -20",
    "7z x -p'{pw}' grower-loans-2031.7z -o/tmp/loans",
    "openssl aes-256-cbc -salt -pbkdf2 -iter 200000 -pass pass:{pw} -in loans-2031.xlsx -out loans-2031.xlsx.enc",
    "gpg --symmetric --batch --yes --pinentry-mode=loopback --passphrase '{pw}' cupping-2031.tar",
    "sudo htpasswd -b -B /etc/apache2/cuplab.htpasswd {u} '{pw}'",
    "echo '{pw}' | docker login registry.khc.lan -u {u} --password-stdin",
    "lftp -u {u},'{pw}' sftp://edi.khc.lan -e 'mirror -R outbound /in; bye'",
    "sqlcmd -S weigh-sql.khc.lan -U {u} -P '{pw}' -Q \"SELECT TOP 5 * FROM Tickets\"",
    "net use Z: \\\\fs-goroka\\cuplab /user:KHC\\{u} {pw}",
    "ldapsearch -H ldap://dc1.khc.lan -D 'cn={u},ou=staff,dc=khc,dc=lan' -w '{pw}' -b dc=khc,dc=lan '(uid=kila)'",
    "echo '{pw}' | sudo -S systemctl restart steama-bridge",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux ~ $ {c}", "PuTTY session 'drymill-nuc':\n{c}",
    "JuiceSSH on the Android tablet: {c}", "MobaXterm, banz-weigh:\n{c}",
    "Windows Terminal, PS C:\\khc> {c}", "iTerm2 ~/khc $ {c}",
    "GNOME Terminal, kila@cuplab:~$ {c}", "Konsole: {c}", "Tabby tab 'lae-wh': {c}",
    "VS Code terminal, khc-traceability $ {c}", "~/.bash_history:\n{c}",
    ".zsh_history:\n: 1947293811:0;{c}", "ConsoleHost_history.txt:\n{c}",
    "nanga command: {c}", "dispela komand mi ranim long Banz: {c}", "방금 돌린 명령: {c}",
    "ausgeführter Befehl: {c}", "perintah yang tadi saya ketik: {c}", "lệnh đã gõ: {c}",
    "noa command: {c}", "aê command: {c}",
]  # fmt: skip

# Magic Wormhole's code: a channel number and two words of its even and odd lists.
_EVEN = ["adrift", "banjo", "beehive", "bison", "cobra", "cowbell", "drumbeat", "egghead",
         "gremlin", "hamlet", "indoors", "keyboard", "mohawk", "offload", "ratchet", "stagehand"]  # fmt: skip
_ODD = ["amulet", "caravan", "candidate", "consensus", "crossover", "equipment", "gravity",
        "hydraulic", "molecule", "pedigree", "rebellion", "souvenir", "tambourine", "vagabond"]  # fmt: skip


def _wormhole(rng: random.Random) -> Sample:
    code = f"{rng.randrange(2, 30)}-{rng.choice(_EVEN)}-{rng.choice(_ODD)}"
    text = rng.choice(
        [
            f"wormhole send --code {code} cupping-2031-09.xlsx",
            f"Termux ~ $ wormhole receive {code}",
        ]
    )
    return Sample("cli_password", text, code)


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = [_wormhole(rng)]
    filled = v.fill(rng, "cli_password", _CLI, n - len(out), _plain_pw, u=_USERS)
    return out + v.framed(rng, filled, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@traceability-db.khc.lan:5432/lots",
    "mongodb+srv://{u}:{pw}@cluster0.kundu.mongodb.net/cupping",
    "amqp://{u}:{pw}@mq.khc.lan:5672/minigrid",
    "mqtt://{u}:{pw}@mqtt.khc.lan:1883",
    "rtsp://{u}:{pw}@10.40.2.31:554/cam/realmonitor?channel=1&subtype=0",
    "ftp://{u}:{pw}@ftp.khc.lan/scans/",
    "https://{u}:{pw}@dav.khc.lan/remote.php/dav/files/{u}/",
    "smtp://{u}:{pw}@mail.kunducoffee.com.pg:587",
    "imaps://{u}:{pw}@mail.kunducoffee.com.pg:993",
    "mysql+pymysql://{u}:{pw}@weigh-db.khc.lan/weighbridge",
    "influxdb://{u}:{pw}@influx.khc.lan:8086/solar",
    "socks5://{u}:{pw}@proxy.khc.lan:1080",
    "sqlserver://{u}:{pw}@weigh-sql.khc.lan:1433?database=Tickets",
    "ws://{u}:{pw}@steama-bridge.khc.lan:8080/ws",
    "redis://{u}:{pw}@cache.khc.lan:6379/2",
]  # fmt: skip
_URL_PLACES = [
    "LOTS_DB_DSN={c}", "save the lots database address: {c}", "database URL bilong ol lot: {c}",
    "로트 DB 접속 주소: {c}", "Verbindungs-URL fürs Lager in Lae: {c}", "Jira KHC-431: {c}",
    "nanga database URL: {c}", "Notion page 'Lot databases': {c}", "URL ŋoc: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    filled = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, filled, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_957_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kundu-highlands-coffee", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read lots:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors none of heldouts 5 to 90 names; where a vendor publishes no token shape, the shape is a
# guess (the prefixes `pgo_live_`, `tx_`, `rfy_` and `apk.` are made up).
_VENDORS: list[tuple[str, str, Maker]] = [
    ("SteamaCo", "STEAMA_API_TOKEN", _j((HEX, 40))),
    ("Angaza", "ANGAZA_API_KEY", _j((ALNUM, 32))),
    ("PaygOps", "PAYGOPS_API_KEY", _j("pgo_live_", (ALNUM, 32))),
    ("AMMP", "AMMP_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Bboxx", "BBOXX_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Solaris Offgrid", "SOLARIS_API_KEY", _j((HEX, 32))),
    ("Musoni", "MUSONI_API_KEY", _j((ALNUM, 32))),
    ("Oradian", "ORADIAN_API_TOKEN", _j((URLSAFE, 48))),
    ("Loandisk", "LOANDISK_AUTH_CODE", _j((ALNUM, 40))),
    ("ODK Central", "ODK_CENTRAL_TOKEN", _j((ALNUM + "!$", 64))),
    ("TaroWorks", "TAROWORKS_API_KEY", _j((ALNUM, 40))),
    ("Akvo", "AKVO_FLOW_API_SECRET", _j((B64, 44))),
    ("iFormBuilder", "IFB_CLIENT_SECRET", _j((HEX, 40))),
    ("TraceX", "TRACEX_API_KEY", _j("tx_", (ALNUM, 36))),
    ("Bext360", "BEXT360_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Fairfood", "FAIRFOOD_API_TOKEN", _j((HEX, 40))),
    ("farmer connect", "FARMERCONNECT_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Algrano", "ALGRANO_API_TOKEN", _j((ALNUM, 48))),
    ("Typica", "TYPICA_API_KEY", _j((HEX, 64))),
    ("Roastify", "ROASTIFY_API_KEY", _j("rfy_", (ALNUM, 32))),
    ("Trade Coffee", "TRADE_COFFEE_PARTNER_TOKEN", _vendor_jwt("https://partners.drinktrade.com")),
    ("Beanz", "BEANZ_API_KEY", _j((ALNUM, 40))),
    ("Covoya", "COVOYA_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Sucafina", "SUCAFINA_API_KEY", _j((UPPER_HEX, 32))),
    ("Aillio", "AILLIO_ROASTTIME_TOKEN", _j((URLSAFE, 50))),
    ("DiFluid", "DIFLUID_APP_SECRET", _j((HEX, 32))),
    ("Lighttells", "LIGHTTELLS_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Post PNG", "POSTPNG_API_KEY", _j((ALNUM, 32))),
    ("Australia Post", "AUSPOST_API_KEY", lambda g: v.uuid4(g, "8")),
    ("CourierPost", "COURIERPOST_CLIENT_SECRET", _j((ALNUM, 32))),
    ("DEAR Inventory", "DEAR_APPLICATION_KEY", lambda g: v.uuid4(g, "a")),
    ("Paystation", "PAYSTATION_HMAC_KEY", _j((ALNUM, 32))),
    ("OFX", "OFX_CLIENT_SECRET", _j((ALNUM, 40))),
    ("PortOne", "PORTONE_API_SECRET", _j((ALNUM, 80))),
    ("Channel Talk", "CHANNEL_TALK_ACCESS_SECRET", _j((HEX, 32))),
    ("Solapi", "SOLAPI_API_SECRET", _j((UPPER_DIGITS, 32))),
    ("Bootpay", "BOOTPAY_PRIVATE_KEY", _j((B64, 43), "=")),
    ("Cafe24", "CAFE24_CLIENT_SECRET", _j((ALNUM, 22))),
    ("Sweet Tracker", "SWEETTRACKER_T_KEY", _j((ALNUM, 22))),
    ("Shipcloud", "SHIPCLOUD_API_KEY", _j((HEX, 32))),
    ("finAPI", "FINAPI_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Weclapp", "WECLAPP_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Billbee", "BILLBEE_API_KEY", _j((UPPER_HEX, 32))),
    ("Mondu", "MONDU_API_KEY", _j((URLSAFE, 43))),
    ("Gusto", "GUSTO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Bill.com", "BILL_DEV_KEY", _j("01", (UPPER_DIGITS, 18))),
    ("Tipalti", "TIPALTI_API_KEY", _j((B64, 64))),
    ("WorldRemit", "WORLDREMIT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("EOS Data Analytics", "EOSDA_API_KEY", _j("apk.", (HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.local (traceability-web):\n{env}=\"{tok}\"",
    "compose.prod.yaml:\n    environment:\n      - {env}={tok}",
    "kubectl -n khc create secret generic integrations --from-literal={env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "GitHub Actions › Settings › Secrets › {env}: {tok}",
    "launchd plist on the roast Mac:\n<key>{env}</key>\n<string>{tok}</string>",
    "setx {env} \"{tok}\" /M",
    "Microsoft.PowerShell_profile.ps1: $env:{env} = '{tok}'",
    "crontab:\n30 3 * * 1-5 {env}={tok} /opt/khc/bin/sync-lots",
    "KHC ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion DB 'Keys & integrations': | {vendor} | live | {tok} |",
    "Keep note, pinned: {vendor} key {tok}",
    "WhatsApp, Rodel: {vendor} key for the 2 a.m. job: {tok}",
    "Viber: switched {vendor} to {tok} this morning",
    "Jira KHC-455: {vendor} returns 401 Unauthorized with {tok}",
    "Freshdesk #2344: {vendor} webhook rejected, key on file {tok}",
    "store my {vendor} API key somewhere: {tok}",
    "nanga {vendor} API key ere {tok}",
    "ná inín {vendor} API key: {tok}",
    "alekano {vendor} API key: {tok}",
    "Nagra {vendor} API key'a {tok}",
    "yembo {vendor} API key {tok}",
    "nanu {vendor} API key {tok}",
    "noa {vendor} API key {tok}",
    "{vendor} API key ŋoc {tok}",
    "{vendor} API ki bilong mipela: {tok}",
    "{vendor} API 시크릿 키: {tok}",
    "{vendor}-API-Schlüssel für die Röstereikasse: {tok}",
    "{vendor} のAPIシークレット：{tok}",
    "{vendor} API 密钥（莱城仓库用）：{tok}",
    "API key {vendor} buat gudang Lae: {tok}",
    "{vendor} (bodega sa Lae), API key: {tok}",
    "{vendor} API key kho Lae: {tok}",
    "{vendor}, clave para el tostador: {tok}",
    "clé API {vendor} pour la torréfaction : {tok}",
    "chave {vendor} (API) da torrefação: {tok}",
    "{vendor} वाली API key: {tok}",
    "Ko te kī API mō {vendor}: {tok}",
    "{vendor} API-sleutel branderij: {tok}",
    "{vendor}, chiave API torrefazione: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    pro = "C1" + _r(rng, ALNUM, 28)
    localtonet = _r(rng, ALNUM, 36)
    shipcloud = _r(rng, HEX, 32)
    bootpay = _r(rng, B64, 43) + "="
    channel = _r(rng, HEX, 32)
    ammp = v.uuid4(rng, "a")
    return [
        Sample("vendor_token", f"sudo pro attach {pro}", pro),
        Sample("vendor_token", f"localtonet authtoken {localtonet}", localtonet),
        Sample("vendor_token", f"curl -u {shipcloud}: https://api.shipcloud.io/v1/shipments?carrier=dhl", shipcloud),
        Sample("vendor_token", f"bootpay = BootpayBackend('{_r(rng, HEX, 24)}', '{bootpay}')", bootpay),
        Sample("vendor_token", f'headers = {{"x-access-key": "{_r(rng, HEX, 24)}", "x-access-secret": "{channel}"}}', channel),
        Sample("vendor_token", f'requests.post("https://data-api.ammp.io/v1/token", headers={{"x-api-key": "{ammp}"}})', ammp),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "copy before the page closes:\n{t}", "token em {t}",
                "토큰: {t}", "{t}\n^ fresh from the console", "hold on to this: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Gumine meter gateway (OTAA): {h}": 32,
    "NwkSKey of the Tambul rain gauge (ABP): {h}": 32,
    "HMAC secret for the Paystation callback: {h}": 64,
    "AES key of the weighbridge ticket export: {h}": 32,
    "IPsec pre-shared key (hex) of the Lae–Banz tunnel: {h}": 64,
    "SteamaCo meter encryption key for Koroba: {h}": 48,
    "nanga backup encryption key ere {h}": 64,
    "백업용 암호화 키: {h}": 64,
    "Schlüssel der Backup-Verschlüsselung im Röstlabor: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira KHC-460: token copied out of the browser's network tab {t}",
    "Cookie: lang=tpi; khc_session={t}",
    "MIFOS_BRIDGE_ACCESS_TOKEN={t}",
    "the bearer from the Mifos bridge: {t}",
    "token bilong API em {t}",
    "토큰은 {t}",
    "Freshdesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_957_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kunducoffee.com.pg"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.kunducoffee.com.pg/realms/khc",
            "azp": "traceability-console",
            "roles": ["cuplab", "drymill"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Banz weighbridge PC, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/traceability.kunducoffee.com.pg.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"edi_as2_key": "{key}", "partner": "lae-port"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_cuplab <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk #2360, pasted by the solar installer:\n{key}": ("PRIVATE KEY", "\n"),
    "nanga server private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the roaster's SFTP drop in Hamburg:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Tangem backup card died, the recovery words I wrote down: {p}": "english",
    "OneKey wallet recovery phrase\n{p}": "english",
    "SafePal seed (the old grower-fund wallet, emptied): {p}": "english",
    "voice memo: the Coinomi recovery words are {p}, end of list": "english",
    "Notion page 'Kina stablecoin test wallet (retired)': {p}": "english",
    "Keystone 지갑 복구 구문: {p}": "korean",
    "Guarda ウォレットの復元フレーズ：{p}": "japanese",
    "Zengo 钱包助记词：{p}": "chinese_simplified",
    "frase de recuperación de la cartera Exodus del tostador: {p}": "spanish",
    "frase di recupero del wallet Trezor: {p}": "italian",
    "frase de recuperação da carteira BlueWallet: {p}": "portuguese",
    "les mots pour restaurer le Ledger du torréfacteur : {p}": "french",
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
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Philomena: the company card for the Pinhalense spare parts is {c}, exp {mm}/{yy}",
    "spare card for the Lae trip: {c} exp {mm}/{yy}",
    "Card no {c}\nValid to {mm}/{yy}",
    "Freshdesk #2372: pay the Meyer service visit with card {c}",
    "nanga kad namba: {c}, {mm}/{yy}",
    "noa card namba {c}",
    "namba bilong kad bilong mi em {c}, {mm}/{yy}",
    "카드 번호: {c}, 유효기간 {mm}/{yy}",
    "Nummer der Firmen-Kreditkarte: {c}",
    "no. kartu kredit perusahaan: {c}, {mm}/{yy}",
    "thẻ công ty số {c}",
    "ang numero ng card ko: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["MC {c} 09/34, code on the back {cvv}",
               "CVV from the back of the fuel card: {cvv}",
               "Amex {c}, the four-digit CID above the number: {cvv}",
               "3pela namba long baksait long kad: {cvv}",
               "카드 뒷면 CVC 세 자리: {cvv}",
               "Kartenprüfnummer auf der Rückseite der Firmenkarte: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 90; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"NO": "n" * 11, "DK": "n" * 14, "HU": "n" * 24, "IE": "aaaa" + "n" * 14,
                "IT": "a" + "n" * 10 + "c" * 12, "LU": "nnn" + "c" * 13, "RO": "aaaa" + "c" * 16,
                "AT": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Kila, the Copenhagen roastery's refund for the damaged sacks goes to IBAN {i}",
    "save the Oslo roastery's IBAN: {i}",
    "IBAN: {i}\nReference: PSC-A lot 418, September",
    "WhatsApp #finance: the Budapest roaster's new bank details, IBAN {i}",
    "pay the Milan espresso-parts supplier to {i} by end of month",
    "Dublin roaster IBAN for the sample refund: {i}",
    "IBAN bilong kampani kofi long Vienna em {i}",
    "nanga IBAN: {i}",
    "룩셈부르크 무역회사 IBAN: {i}",
    "IBAN der Wiener Rösterei für die Gutschrift: {i}",
    "IBAN del fornitore di ricambi per la macchina espresso: {i}",
    "IBAN van de koffiebar in Cluj: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids and documents of kinds heldouts 5 to 90 do not use. None is checked: Papua New Guinea has
# no python-stdnum module, and the shapes below are the author's belief of how they are printed.
def _png_tin(g: random.Random) -> str:
    """A PNG Internal Revenue Commission TIN: nine digits, no check verified here."""
    return g.choice(["500", "501", "100"]) + _r(g, D, 6)


def _nambawan(g: random.Random) -> str:
    """A Nambawan Super member number: eight digits, no check verified here."""
    return g.choice("3469") + _r(g, D, 7)


def _nlta(g: random.Random) -> str:
    """A PNG driver's licence (NLTA) number: a letter and seven digits, no check verified here."""
    return g.choice("ABCEHKLMNPSTW") + _r(g, D, 7)


def _common_roll(g: random.Random) -> str:
    """A PNG Common Roll (electoral) number: a province and eight digits, unchecked."""
    return f"{g.choice(['EHP', 'SIM', 'JIW', 'WHP', 'ENG', 'HEL'])}-{_r(g, D, 8)}"


def _cic(g: random.Random) -> str:
    """A Coffee Industry Corporation export licence number, unchecked."""
    return f"CIC/EXP/{g.randrange(2029, 2033)}/{_r(g, D, 4)}"


def _ipa(g: random.Random) -> str:
    """A PNG IPA certificate of incorporation number, unchecked."""
    return f"1-{g.randrange(10_000, 140_000)}"


def _fda(g: random.Random) -> str:
    """A US FDA food facility registration number: eleven digits, unchecked."""
    return g.choice("123") + _r(g, D, 10)


def _nz_passport(g: random.Random) -> str:
    """A New Zealand passport number: two letters and six digits, unchecked."""
    return g.choice(["LA", "LB", "LC", "LD", "LF", "LH", "LK", "LM", "RA"]) + _r(g, D, 6)


def _nz_client_code(g: random.Random) -> str:
    """A New Zealand Customs client code, in a shape guessed here, unchecked."""
    return f"CC{_r(g, D, 7)}{g.choice(UPPER)}"


def _q_grader(g: random.Random) -> str:
    """A CQI Q Arabica Grader licence number, in a shape guessed here, unchecked."""
    return f"QA-{g.randrange(2012, 2032)}-{_r(g, D, 5)}"


def _acc_claim(g: random.Random) -> str:
    """A New Zealand ACC claim number, in a shape guessed here, unchecked."""
    return f"{g.choice(UPPER)}{g.choice(UPPER)}{_r(g, D, 8)}"


_ID_PLACES: dict[str, Maker] = {
    "PNG TIN for the Banz dry mill payroll: {s}": _png_tin,
    "TIN namba bilong mi long IRC em {s}": _png_tin,
    "Nagra TIN'a {s}": _png_tin,
    "my Nambawan Super member number: {s}": _nambawan,
    "ná inín Nambawan Super namba: {s}": _nambawan,
    "PNG driver's licence (NLTA) no. {s} for the Hilux insurance": _nlta,
    "noa draiva laisens namba {s}": _nlta,
    "Common Roll (electoral) number of Dorish: {s}": _common_roll,
    "nanu common roll namba {s}": _common_roll,
    "CIC coffee export licence for the Lae shipments: {s}": _cic,
    "CIC export licence ŋoc: {s}": _cic,
    "IPA certificate of incorporation no. {s}": _ipa,
    "yembo kampani IPA namba {s}": _ipa,
    "FDA food facility registration number of the Banz mill: {s}": _fda,
    "FDA-Registriernummer der Trockenmühle in Banz: {s}": _fda,
    "Tama's NZ passport number: {s}": _nz_passport,
    "te nama uruwhenua o Tama: {s}": _nz_passport,
    "NZ Customs client code of the Wellington roaster: {s}": _nz_client_code,
    "alekano NZ Customs client code: {s}": _nz_client_code,
    "Q Arabica Grader licence of the Goroka lab head: {s}": _q_grader,
    "ACC claim number for Tama's wrist injury: {s}": _acc_claim,
    "nanga ACC claim namba ere {s}": _acc_claim,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Gusto recovery codes\n{codes}", "backup codes for the KHC Google Workspace {codes}",
            "DEAR Inventory 2FA backup codes: {codes}", "2FA bekap kod bilong mi:\n{codes}",
            "2단계 인증 백업 코드:\n{codes}", "Wiederherstellungscodes fürs Weclapp-Konto:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Gusto:rodel@kunducoffee.com.pg?secret={s}&issuer=Gusto&period=30",
              "Aegis, manual entry key for the OFX login: {s}",
              "2FAS setup key for the Tipalti account: {s}",
              "OTP 설정 키: {s}"]  # fmt: skip
_CODES = ["{c} is your Kina Bank one-time code", "[Web발신] 카페24 인증번호는 {c} 입니다. 3분 안에 입력하세요",
          "Ihr Bestätigungscode für finAPI lautet {c}",
          "MiBank kod bilong yu: {c}. Noken soim wanpela man", "Kode verifikasi WorldRemit Anda: {c}"]  # fmt: skip


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


_SSIDS = ["Digicel_4G_Banz", "bmobile-Gumine", "KHC-CupLab-5G", "Telikom-Lae-WH",
          "Kacific-Tambul", "HUAWEI-B618-3F2A", "ZTE_MF286_Kerowagi", "VodafonePNG-Tari",
          "KHC-DryMill", "Kudjip-Office", "Asaro-WetMill", "TP-Link_7C30"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2-PSK {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};;",
    "SSID: {s}\npassphrase: {pw}",
    "cup lab network {s}, password {pw}",
    "wifi at the Banz dry mill: {s} / {pw}",
    "Pi Imager OS customisation: SSID {s}, password {pw}",
    "the key on the sticker under the Huawei router: {pw}",
    "SteamaCo gateway wifi: ssid {s}, psk {pw}",
    "wifi {s}, pasword bilong en: {pw}",
    "nanga wifi {s} password ere {pw}",
    "ná wifi {s}, password: {pw}",
    "wifi {s} password'a {pw}",
    "wifi {s} password ŋoc {pw}",
    "와이파이 {s} 비번 {pw}",
    "password wifi {s} sekarang: {pw}",
    "yung wifi na {s}, password: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pgo_live_", (ALNUM, 20)), _j((HEX, 40)), _j((UPPER_DIGITS, 32)),
                 _j("rfy_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["letter by letter as Rodel read it: {t}", "[from the Viber voice call] {t}",
          "(spaced so the Messenger preview hides it) {t}", "mi ritim wanwan leta: {t}",
          "한 글자씩 불러줄게: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " / ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  ", " ", "_"][style].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["echo {pw} | gnokii --entersecuritycode PIN", "COMGTPIN={pw} comgt -d /dev/ttyUSB2 PIN",
          "gsmctl -A 'AT+CPIN=\"{pw}\"'", "mbimcli -d /dev/cdc-wdm0 -p --enter-pin={pw}",
          "padlock on the store room at Voco Point: {pw}", "stoa padlock code nanga: {pw}",
          "noa padlock code {pw}", "창고 도어락 번호: {pw}",
          "kod bilong lok long stoa em {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 4, 6, 4, 5, 4, 4, 6, 4][index % 9])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kaukau", "bilum", "kundu", "kumul", "mumu", "buai", "pitpit", "muruk", "kapul",
                 "balus", "typica", "arusha", "parchment", "pulper", "drybed", "cherry"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the finance vault: {p}": " ",
            "Bitwarden master passphrase (finance org): {p}": "-",
            "VeraCrypt container on the loans laptop: {p}": " ",
            "LUKS passphrase of the cup lab NUC: {p}": ".",
            "bekap pasfres em {p}": " ",
            "백업 암호 문구: {p}": "_",
            "Passphrase fürs Backup der Röstdaten: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Mifos X call from the credit desk app: Authorization: Basic {v}": True,
    "Hoppscotch collection, header Authorization: Bearer {v}": False,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Bruno request to the SteamaCo API: Authorization: Token {v}": False,
    "Thunder Client, Authorization = Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "soju.conf:\nlisten ircs://0.0.0.0:6697\ndb postgres \"host=pg.khc.lan user=soju password={pw} dbname=soju\"",
    "/etc/landscape/client.conf:\n[client]\naccount_name = standalone\nregistration_key = {pw}\nurl = https://landscape.khc.lan/message-system",
    "tile38 data/config:\n{{\"requirepass\": \"{pw}\", \"protected_mode\": \"yes\"}}",
    "chirpstack.toml:\n[postgresql]\n  dsn = \"postgres://chirpstack:{pw}@pg.khc.lan/chirpstack?sslmode=disable\"",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.khc.lan",
    "sites/khc.local/site_config.json:\n{{\"db_name\": \"khc\", \"db_password\": \"{pw}\"}}",
    "zabbix_server.conf:\nDBHost=pg.khc.lan\nDBUser=zabbix\nDBPassword={pw}",
    "/etc/nut/upsd.users:\n[monuser]\n    password = {pw}\n    upsmon primary",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.khc.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "ESPHome secrets.yaml:\nwifi_ssid: \"KHC-CupLab-5G\"\nwifi_password: \"{pw}\"",
    "/etc/config/wireless:\n\toption ssid 'KHC-Tambul'\n\toption encryption 'psk2'\n\toption key '{pw}'",
    "~/.msmtprc:\naccount khc\nhost mail.kunducoffee.com.pg\nuser alerts@kunducoffee.com.pg\npassword {pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.yml (traceability API):\nspring:\n  datasource:\n    username: lots\n    password: {pw}",
    "docker-compose.yml (Mifos X):\n    environment:\n      FINERACT_HIKARI_USERNAME: root\n      FINERACT_HIKARI_PASSWORD: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kila: cup lab wifi password?\nDorish: {pw}",
    "[07:02] mathias: root pw for the weighbridge PC?\n[07:04] rodel: {pw}",
    "Hannah: {pw} is the new RoasTime admin password",
    "Pius: use {pw}, that's what the Denyo panel has now",
    "Yakam: nupela pasword em {pw}",
    "Nelson: nanga password nupela ere {pw}",
    "Gabriel: noa password nupela {pw}",
    "민준: 새 비밀번호는 {pw}",
    "Hannah: das neue Passwort ist {pw}",
    "Dewi: kata sandi barunya {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "ＰＡＳＳＷＯＲＤ: {pw}", "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 {pw}",
    "passwοrd → {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "pass\u2064word {pw}", "p\u0430ssw\u043erd: {pw}",
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
    "the RoasTime admin password is": "{s}", "weighbridge service pw:": "{s} (since the scale swap in June)",
    "nanga password ere": "{s}", "SteamaCo password": "{s}\nchange it after the audit",
    "Nagra password'a": "{s}", "nupela pasword i olsem:": "{s}", "password ŋoc": "{s}",
    "Meyer sorter password": "{s}", "the password Pius read out over the radio was": "{s}, I think",
    "비밀번호:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Shipcloud API key", "{s}", _j((HEX, 32))),
    ("split_token", "Bootpay private key:", "{s} (server side only)", _j((B64, 43), "=")),
    ("split_token", "DEAR Inventory application key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "OneKey backup words", "{s}", _english_seed),
    ("split_card", "fuel card no.", "{s} exp 05/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IE"))),
    ("split_backup", "Gusto recovery codes", "{s}\nkwip42-7qm2dx\nbanz81-h3vz9a", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "Gusto authenticator key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NZ passport", "{s}", _nz_passport),
    ("split_phrase", "KeePassXC master phrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"roastime": {"url": "https://roast-pc.khc.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword_nupela": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kila", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"weighbridges": [{"site": "banz-1"}, {"site": "banz-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sojuctl", "user", "create", "-username", "tama", "-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "nanga komputa password ere {s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Studer portal as solar-ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"shipcloud": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"steamaToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"typica_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"request": {"hdr_authorization": "Bearer {s}", "url": "https://api.khc.lan/v1/lots"}}': ("meta_token", _j((ALNUM, 40))),
    '{"puma_fuel_card": {"pan": "{s}", "expiry": "2036-11"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"roaster": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DK")),
    '{"grower": {"png_tin": "{s}"}}': ("meta_id", _png_tin),
    '{"gusto": {"2fa": {"backup": ["{s}", "kwip42-7qm2dx", "banz81-h3vz9a"]}}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"grower_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"meter_gateway": {"site": "gumine", "appkey": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"store_room": {"lock_combination": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "KHC-CupLab-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sp-pro-firmware-9.14.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.khc.lan/traceability-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"lots: parchment moisture at intake", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cupping: revert score rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cupping_2031-09-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"grower-loans-export-2031.parquet").hexdigest()
_ISBN = str(std_isbn.format("9781742235196"))
assert std_isbn.is_valid(_ISBN)

CLEAN = [
    "Remind me to change the Rinstrum indicator password before the calibration visit on 2031-10-06.",
    "Kila asked for the cup lab wifi password; it is on the card in the lab manager's drawer.",
    "Policy: KHC passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp groups; share a vault link instead.",
    "The `.env.example` line `SHIPCLOUD_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The SMA portal asks for a new password after every firmware update.",
    "Replace <YOUR_TYPICA_KEY> in the README with the key from your Typica dashboard.",
    "STEAMA_API_TOKEN and PAYGOPS_API_KEY must be set before the nightly meter sync runs.",
    "nanga password, ene no ken tokim narapela.",
    "ná inín password, í no ken askim mi long en.",
    "alekano password? nogat, ánesí.",
    "Nagra password'a mi no ken givim kagra.",
    "yembo password mi holim long het tasol.",
    "nanu password mi no raitim long pepa.",
    "noa password ko no ken save.",
    "aê password ŋoc mi no ken salim long WhatsApp.",
    "No ken tokim narapela man pasword bilong yu.",
    "비밀번호는 절대 다른 사람에게 알려주지 마세요.",
    "Ein Kennwort unter vierzehn Zeichen nimmt das Lagersystem nicht an.",
    "パスワードは十四文字以上にしてください。",
    "密码至少要十四个字符。",
    "Jangan pernah berikan kata sandi Anda kepada siapa pun.",
    "Huwag ibigay ang password mo sa kahit sino.",
    "Đừng bao giờ chia sẻ mật khẩu của bạn.",
    "अपना पासवर्ड किसी को मत बताइए।",
    "Kaua e hoatu tō kupuhipa ki tētahi atu.",
    "El sistema no acepta contraseñas de menos de catorce caracteres.",
    "Le système refuse tout mot de passe de moins de quatorze caractères.",
    "Upgraded the Selectronic firmware from 9.12 to 9.14 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} records parchment moisture at intake.",
    f"Rolled back to {_SHORT} after the score rounding broke the cupping export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The SP PRO firmware 9.14 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of grower-loans-export-2031.parquet: {_SHA512}",
    f"The traceability API runs registry.khc.lan/traceability-api@sha256:{_IMAGE}.",
    f"MD5 of cupping_2031-09-14.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 4c8d2e71-93b0-4f5a-a6d2-17e9c0b83f45 is the slow one in the SteamaCo logs.",
    "Purchase order PO-2031-00733 for 320 sacks of Banz PSC-A ships from Lae on Friday.",
    "Jira KHC-418: the Banz weighbridge display flickers in the afternoon heat.",
    "Call the Banz dry mill on +675 7452 8813 before noon.",
    "Air Niugini booking ref KQ7PLM, Goroka to Port Moresby on 14 October.",
    "Container TCLU 4471183 with the Wahgi Valley lots is at the Lae tidal basin.",
    "The Hilux with plate HBQ 318 goes to Kerowagi on Tuesday.",
    "Parchment at intake: moisture 11.4 %, 60 kg sacks, altitude 1,650 m, screen 17/18.",
    "After five wrong passwords the SteamaCo dashboard locks the account for 15 minutes.",
    "The Gumine mini-grid battery bank is 48 V, 600 Ah; the array is 24 kWp.",
    "The secret of a clean Wahgi cup is a long, cool fermentation.",
    "Ask Pius for the store room padlock code, I don't have it.",
    "My card ending 4412 was declined at the Goroka hardware store.",
    "The Oslo roaster wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Gusto account and keep them in the safe.",
    "Nobody from a wallet company will ever ask for your recovery words.",
    "Keep `TYPICA_API_KEY` in the secrets store, never in the repository.",
    f"ISBN {_ISBN} is the roasting handbook on the cup lab shelf.",
    "The guest wifi 'KHC-Guest' is open, no password needed.",
    "Lot LOT-2031-BANZ-0418, 60 kg, moisture 11.2 %; the cupping score was 84.25.",
    "Die Röstung für Hamburg ist am 3. November fertig, 18 Säcke.",
    "부산 로스터리 샘플은 다음 주 화요일에 도착합니다.",
    "Kofi bilong Tambul i redi long wik neks.",
    "Ticket osTicket #561: replace the toner in the Kundiawa printer.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-09-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/khc/roastime", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "KHC-418", "purchase_order": "PO-2031-00733"}',
    '{"lot": {"id": "LOT-2031-BANZ-0418", "weight_kg": 60, "moisture_pct": 11.2}}',
    '{"phone": "+675 7452 8813", "site": "Banz dry mill"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacks_in_stock": 2140}',
    '{"grade": "PSC-A", "origin": "PG", "screen": "17/18"}',
    '{"container": "TCLU 4471183", "port": "Lae", "eta": "2031-11-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
