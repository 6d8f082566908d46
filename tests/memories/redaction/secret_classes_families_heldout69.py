# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixty-ninth corpus: written blind, without reading the scrubber's code.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to sixty-sixth only to search them
with grep for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/` (nor `memories/redaction/`), the tuning corpus, the
round corpora, any test, the reports, the value model's trainer nor the corpora written beside it at
the same time, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the sugarmakers, grading lab, bottling plant, barrel
warehouse, sugar-shack kitchen and office of a maple and birch syrup cooperative (Northsap: maple
sugarbushes at Manawan and Wemotaci with a bottling plant and barrel warehouse at
Saint-Michel-des-Saints and a sugar shack at Saint-Zénon, Eskasoni with a tasting room at
Wagmatcook, Crandon in Forest County, box elder and wild rice at Camperville, birch syrup at Fort
Yukon, Aniak and Shungnak, spruce-tip syrup and a visitor kitchen at Haines, a shipping office in
Juneau and a lab in Fairbanks) leak secrets into an assistant's memory: Microsoft Teams, Google
Chat, iMessage, Facebook Messenger, Zello, Voxer, GroupMe, Viber, Band, Slack, Signal, Telegram,
WhatsApp, Discord, RingCentral, Webex, Skype and Google Voice messages, voicemail transcripts,
Apple Notes, Google Keep, Simplenote, OneNote, Evernote, Bear, Todoist and TickTick notes to self,
Zammad, osTicket, FreeScout, Help Scout, Jira Service Management and GLPI tickets, Front and
Missive comments, e-mails, runbooks, README fragments, zsh's extended history, fish's history file,
bash history and the terminals of Warp, Ghostty, WezTerm, kitty, Alacritty, Tabby, Termius,
MobaXterm, SecureCRT, Xshell, Tera Term, Termux, Blink, JuiceSSH, Windows Terminal, Git Bash,
Cloud Shell, Codespaces and tmux, configs of Telegraf, Icecast, WeeWX, Zigbee2MQTT, ESPHome, NUT,
Net-SNMP, Redis, pgbouncer, unixODBC, WordPress, Rails, Spring, Nextcloud, Home Assistant, Gitea,
Metabase and ddclient, the web pages of sugarbush, evaporator, reverse-osmosis, refractometer,
bottling, labelling, forklift, gateway, PLC, HMI, off-grid power, sawmill, snowmobile, lock,
thermostat and sensor hardware (Smartrek, CDL, Lapierre, Leader Evaporator, H2O Innovation,
Dominion & Grimm, Marcland, Atago, Misco, Raymond, RAKwireless, AutomationDirect, Horner, OutBack,
Magnum Energy, Wood-Mizer, Ski-Doo, Accutek, Zalkin, Weber Packaging, cab, Schlage, Kwikset,
Latch, Master Lock, Ecobee, Sensibo, Govee, SwitchBot, Sonoff, Aqara, Wyze), voice-dictated text
and requests to the assistant itself. About 60 % English (or language-neutral config and shell),
the rest in Tlingit, Central Alaskan Yup'ik, Iñupiaq, Gwich'in, Mi'kmaq, Atikamekw, Michif and
Potawatomi (no earlier docstring names them; written as members text, with the English loanwords
password, wifi, email, server and key), and Quebec French, Japanese, Korean, Simplified Chinese,
Gulf Arabic, German, Russian, Italian and Greek (and, in two wallet notes, Spanish and Czech)
in wordings of their own. The command lines are of tools heldouts 5 to 66 do not name (dblab,
domainjoin-cli, sequelize-cli, Diesel's CLI, sea-orm-cli, sqlx-cli, shmig, mcrcon, rcon-cli,
Puppet Bolt, TiUP, VPNCredentialsHelper's Set-VpnConnectionUsernamePassword, wpull,
netconf-console, drizzle-kit, Alembic, Ecto's mix tasks, Parse Server, Reshape and Graphile
Migrate) and of a few well-known ones. Vendors
(Purolator, Canpar, Loomis Express, Freightcom, Chit Chats, Stallion Express, ShipTime, Canada
Post, ShipperHQ, Pirate Ship, Acomba, Hubdoc, Plooto, Rotessa, Payfacto, Clik2pay, Global
Payments, Resova, Constant Contact, ConvertKit, SimpleTexting, Maropost, Attentive, Postscript,
Judge.me, Yotpo, Okendo, Trustpilot, Bazaarvoice, LoyaltyLion, Recharge, Skio, Ordergroove,
TaxJar, Quaderno, Trustwell, Recipal) are ones heldouts 5 to 66 do not name, their token shapes
drawn here (Canada Post's key as its two hex halves joined by a colon). The ids are kinds they do
not use: a CUSIP, a Canadian ISIN, a SEDOL and a FIGI, each drawn until python-stdnum's module
(`cusip`, `isin`, `gb.sedol`, `figi`) validates its check digit, and a German WKN, whose module
(`de.wkn`) checks its format only; a Métis citizenship card number, a CDIB card number, a Canadian
firearms PAL number, Alaska and Wisconsin driver's licence numbers, an Ontario Outdoors Card, an
FAA pilot certificate number, a D-U-N-S number, Nova Scotia and Yukon health card numbers, an
ANMC medical record number and a SEVIS ID carry no check a library or this file verifies (no
check-digit algorithm is written here); US and Canadian passports under Tlingit, Yup'ik, Iñupiaq,
Atikamekw and Michif words, likewise unchecked. Card numbers pass Luhn (Mir and RuPay prefixes
drawn here beside the value helpers' brands, checked with python-stdnum's `luhn`). The IBANs are
of countries used least by a rough count over heldouts 5 to 66 (Belarus, Cyprus, Monaco, Malta,
Saudi Arabia, San Marino, the Holy See and Oman, each in four earlier corpora), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Spanish,
Italian, Czech, Russian, Korean and Simplified Chinese lists.
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
from stdnum import cusip as std_cusip
from stdnum import figi as std_figi
from stdnum import iban as std_iban
from stdnum import isin as std_isin
from stdnum import luhn
from stdnum.de import wkn as de_wkn
from stdnum.gb import sedol as gb_sedol

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 70_940_272
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
NO_VOWELS = "0123456789BCDFGHJKLMNPQRSTVWXYZ"

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


_SAP = ["Spile", "Taphole", "Lateral", "Mainline", "Releaser", "Firebox", "Drawoff", "Taffy",
        "Sugarhouse", "Sapline", "Tamarack", "Boxelder", "Birchbark", "Spruce", "Preheater",
        "Flue"]  # fmt: skip
_NORTH = ["Kobuk", "Kuskokwim", "Yukon", "Chilkat", "Porcupine", "Tanana", "Manawan", "Eskasoni",
          "Crandon", "Camperville", "Aniak", "Shungnak", "Haines", "Wemotaci", "Wagmatcook",
          "Zenon"]  # fmt: skip
_CRITTERS = ["Moose", "Caribou", "Raven", "Beaver", "Lynx", "Loon", "Ptarmigan", "Muskrat", "Otter",
             "Marten", "Grouse", "Sturgeon", "Wolverine"]  # fmt: skip
_GRADES = ["Golden", "Amber", "Dark", "VeryDark"]
_NAMES = ["Simone", "Mathias", "Délia", "JeanRoch", "Mali", "Piel", "Tapit", "Nancy", "Shelby",
          "Dakota", "Wanda", "Travis", "Angélique", "Rémi", "Norbert", "Josette", "Agnes", "Evon",
          "Nastasia", "Moses", "Aaluk", "Rosalie", "Clement", "Dorothy", "Kenneth", "Marilyn",
          "Jacob", "Ernestine", "Harold", "Lorraine", "Skye", "Réal"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~^"
_LEET = ["Sp1l3", "T4ph0l3", "R3l34s3r", "F1r3b0x", "T4ffy", "B1rchb4rk", "Ch1lk4t", "Kusk0kw1m",
         "T4m4r4ck"]  # fmt: skip


def _grade(g: random.Random) -> str:
    """A syrup grade and the Brix it was drawn off at, the way a sugarmaker jokes a password."""
    return f"{g.choice(_GRADES)}{g.randrange(660, 680) / 10}Brix{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SAP)}{g.choice(_CRITTERS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _grade,
    lambda g: "-".join(w.lower() for w in g.sample(_SAP, 2)) + "-" + str(g.randrange(1000, 10_000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_NORTH)}",
    lambda g: _r(g, ALNUM + "!@#%^&*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NORTH).lower()}.{g.choice(_SAP).lower()}.{g.randrange(1970, 2034)}",
    lambda g: f"Tap{g.randrange(1000, 10_000)}{g.choice(_CRITTERS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, D, 4) + _r(g, LOWER, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_SAP).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Boils{g.choice(_SAP)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_NORTH)}{g.randrange(1980, 2034)}{g.choice(_CRITTERS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Microsoft Teams, #sugarbush-manawan, Mathias: the Smartrek gateway password is {pw}",
    "Google Chat from Délia: CDL vacuum pump panel (VP-40) password {pw}",
    "iMessage from Piel: Lapierre reverse-osmosis web login password {pw}",
    "Facebook Messenger, Wanda: Leader Evaporator Max-Flue controller password {pw}",
    "Zello voice note, transcribed, Camperville: H2O Innovation Maple Hub password {pw}",
    "Voxer message from Evon: Dominion & Grimm evaporator touchscreen password {pw}",
    "GroupMe 'Fort Yukon birch crew': Marcland R.O. panel password {pw}",
    "Viber from the Saint-Zénon kitchen: Atago refractometer data app password {pw}",
    "Band post, Crandon sugarbush: Misco refractometer cloud password {pw}",
    "Slack DM from Réal: Raymond iWAREHOUSE portal password {pw}",
    "Teams chat, #fairbanks-lab: RAKwireless WisGate Edge Pro admin password {pw}",
    "Teams chat, bottling line: AutomationDirect Productivity2000 PLC password {pw}",
    "Google Chat, bottling line: Horner XL7 OCS HMI password {pw}",
    "Signal from Kenneth: OutBack MATE3s installer password {pw}",
    "Telegram, Haines kitchen: Magnum Energy MagWeb password {pw}",
    "WhatsApp from Josette: Wood-Mizer LT40 sawmill tablet password {pw}",
    "Discord #snowmobiles: BRP Go! login for the Ski-Doo Skandic fleet, password {pw}",
    "Zello channel 'bottling': Accutek filler HMI password {pw}",
    "Teams: Zalkin capper recipe screen password {pw}",
    "RingCentral text: Weber Packaging Legitronic labeler password {pw}",
    "Webex chat: cab SQUIX 4 label printer web password {pw}",
    "Skype message from Gilles: Schlage ENGAGE admin password {pw}",
    "Google Voice text from Travis: Kwikset Halo app password {pw}",
    "iMessage from Harold: Latch manager portal password for the Haines kitchen {pw}",
    "Messenger, Shelby: Master Lock Vault Enterprise password {pw}",
    "Apple Notes: Ecobee account for the Wagmatcook tasting room, password {pw}",
    "Google Keep: Sensibo Air in the Fairbanks lab, password {pw}",
    "Simplenote: Govee Home account (freezer sensors) password {pw}",
    "OneNote page 'Sugarhouse IoT': SwitchBot Hub 2 password {pw}",
    "Evernote: Sonoff eWeLink password {pw}",
    "Bear note: Aqara Home password for the barrel warehouse {pw}",
    "Todoist task: change the Wyze Cam password at Shungnak (now {pw})",
    "TickTick reminder: Smartrek web password for Wemotaci, current {pw}",
    "Zammad ticket #2207: the CDL releaser monitor password {pw} stopped working",
    "osTicket #55120: reset the Lapierre Sap Pro 3 password; last known {pw}",
    "FreeScout conversation 'Eskasoni pumps': Leader Evaporator Steam-Away password {pw}",
    "Help Scout #8812: the Raymond iWAREHOUSE password {pw} is shared by the whole night shift, please rotate",
    "Jira Service Management NSP-419: RAKwireless gateway admin password {pw}",
    "GLPI ticket 3041: Horner HMI password {pw} must be changed after the audit",
    "Hi Jean-Roch,\n\nthe admin password on the bottling-plant NAS is {pw}. Please put it in the vault and delete this mail.\n\nMerci,\nSimone",
    "Incident 2033-03-19: the Smartrek gateway at Manawan answered on its public address with password {pw}",
    "Runbook: cold start of the Fort Yukon birch evaporator\n1. open the Marcland panel\n2. log in as operator\n3. password {pw}\n4. set the draw-off to 66.5 Brix",
    "README (grading lab)\nthe Misco bridge is at http://brix.northsap.lan, admin password `{pw}`.",
    "my Desjardins AccèsD password is {pw} now",
    "can you remember my Northrim Bank app password? it's {pw}",
    "the Denali State Bank online banking password is {pw}",
    "password for my Assiniboine Credit Union app: {pw}",
    "dictated: the Leader evaporator portal password is {pw} period",
    "note to self: Schlage ENGAGE master password {pw}",
    "after the firmware update the Lapierre password became {pw}",
    "Front, comment on the Wagmatcook thread: the Ecobee login for the tasting room is {pw}",
    "Missive comment: the Latch password for the Haines kitchen is {pw}",
    "Voicemail transcript: hi it's Harold from Haines, the walk-in cooler Sensibo password is {pw}, call me back",
    "remind me: OutBack MATE3s installer password {pw}",
    "Salut! Le mot de passe du panneau Lapierre à Manawan, c'est {pw}, correct là?",
    "mdp de l'osmose à Wemotaci : {pw} (changé après le gel)",
    "Réal : le nouveau mot de passe du PC de la cabane, c'est {pw}",
    "メープル輸入元ポータルのパスワードは {pw} です",
    "수입사 포털 비밀번호는 {pw} 입니다",
    "经销商后台的密码是 {pw}",
    "كلمة السر حق بوابة الموزع في جدة: {pw}",
    "Kennwort fürs Händlerportal in Hamburg: {pw}",
    "пароль от кабинета дилера в Минске — {pw}",
    "la password del portale del distributore di San Marino è {pw}",
    "ο κωδικός για την πύλη του διανομέα στη Λεμεσό είναι {pw}",
    "Ax̱ email password {pw} áwé. Gunalchéesh!",
    "Haa hít router password: {pw}",
    "Lorraine: yées server password {pw} áwé",
    "Waqaa! Email-ama password-aa {pw}. Quyana.",
    "Enema router-am password-aa: {pw}",
    "Agnes: nutaraq server password-aa {pw}, tua-i",
    "Email-ma password-ŋa {pw}. Quyanaq!",
    "Iglu-ma router password-ŋa: {pw}",
    "Aaluk: nutaaq server password-ŋa {pw}",
    "Drin gwiinzii! Shi email password {pw}. Mahsi' choo.",
    "Shi zhèh router password: {pw}",
    "Kenneth: shi server password {pw}, mahsi'",
    "Kwe'! Ni'n nt-email password {pw}. Wela'lin.",
    "Nt-wikuom router password: {pw}",
    "Piel: pilei server password {pw}",
    "Kwei! Nin email password {pw}. Mikwetc.",
    "Ni mitcwap router password: {pw}",
    "Délia: oski server password {pw}",
    "Taanishi! Mon email password {pw}. Maarsii.",
    "Li router password dans la maezoon: {pw}",
    "Rémi: li nouvo server password {pw}",
    "Bozho! Nin email password {pw}. Migwetth.",
    "Nde wigwam router password: {pw}",
    "Shelby: oshki server password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["simone", "mathias", "delia.o", "jeanroch", "mali", "piel", "tapit", "nancy.g", "shelby",
          "dakota.w", "wanda", "travis", "angelique", "remi", "norbert", "josette.f", "agnes",
          "evon", "nastasia", "moses.a", "aaluk", "rosalie", "clement", "dorothy", "kenneth",
          "marilyn.j", "jacob", "ernestine", "harold", "lorraine", "skye.h", "svc-evap",
          "grading-lab"]  # fmt: skip
_LOGINS = [
    "Teams, Mathias: the Smartrek login is {u} / {pw}",
    "Zammad #2219: {u} locked out of the Lapierre panel, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Sugarbush › Manawan › CDL vacuum: {u} — {pw}",
    "| site | user | password |\n|---|---|---|\n| Crandon releaser | {u} | {pw} |",
    "log into the Leader controller as {u} with {pw}",
    "Raymond login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: evap-fortyukon\n  user: {u}\n  pass: {pw}",
    "site,user,password\nwemotaci-ro,{u},{pw}",
    "ssh {u}@sugarhouse-pi.northsap.lan, password {pw}",
    "Délia says the Accutek account is {u} and the password is {pw}",
    "identifiant {u}, mot de passe {pw}",
    "Ax̱ username {u} áwé, ax̱ password {pw} áwé",
    "Atqa {u}, password-aqa {pw}",
    "Atiga {u}, password-ga {pw}",
    "Shi username {u}, shi password {pw}",
    "Teluisi {u}, nt-password {pw}",
    "Nitisinikason {u}, nin password {pw}",
    "Mon username {u}, mon password {pw}",
    "Ndezhnekas {u}, nin password {pw}",
    "ユーザー名 {u}　パスワード {pw}",
    "계정 {u} / 비밀번호 {pw}",
    "логин {u}, пароль {pw}",
    "اسم المستخدم {u} وكلمة السر {pw}",
    "χρήστης {u}, κωδικός {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["spile", "taphole", "releaser", "firebox", "drawoff", "taffy", "tamarack", "boxelder",
               "ptarmigan", "muskeg", "chilkat", "kobuk", "birchbark", "sapling", "snowshoe",
               "toboggan", "bannock", "moosehide"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "pw: {w} and right after it {d}",
    "for the RO panel it's {w} with {d} on the end",
    "voice memo: the sugar shack wifi is {w} then {d}, no spaces",
    "type {w}, then the digits {d}",
    "it's {w}{d}, all one word",
    "le mot de passe, c'est le mot {w} pis {d} après",
    "Ax̱ password {w} áwé, ḵa {d}",
    "Password-aqa {w}, cali {d}",
    "Password-ga {w}, suli {d}",
    "Shi password {w}, then {d}, mahsi'",
    "Nt-password {w}, aq {d}",
    "Nin password {w}, kaie {d}",
    "Mon password {w}, pi {d}",
    "Nin password {w}, mine {d}",
    "パスワードは {w} という単語、そのあとに {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "dblab --host pg.northsap.lan --user {u} --pass '{pw}' --db grading --port 5432 --driver postgres --ssl require",
    "domainjoin-cli join northsap.lan {u} '{pw}'",
    "npx sequelize-cli db:migrate --url 'mysql://{u}:{pw}@shop-db.northsap.lan:3306/shop'",
    "diesel migration run --database-url postgres://{u}:{pw}@pg.northsap.lan/grading",
    "sea-orm-cli generate entity -u postgres://{u}:{pw}@pg.northsap.lan/grading -o src/entities",
    "sqlx migrate run --database-url postgres://{u}:{pw}@pg.northsap.lan:5432/barrels",
    "shmig -t postgresql -H pg.northsap.lan -d grading -l {u} -p '{pw}' up",
    "mcrcon -H mc.northsap.lan -P 25575 -p '{pw}' 'whitelist add {u}'",
    "rcon-cli --host mc.northsap.lan --port 25575 --password {pw} list",
    "bolt command run 'systemctl restart evap-logger' --targets sugarhouse-pi --user {u} --password '{pw}'",
    "tiup bench tpcc --host tidb.northsap.lan --port 4000 --user {u} --password '{pw}' --warehouses 4 prepare",
    "Set-VpnConnectionUsernamePassword -connectionname 'Northsap VPN' -username {u} -password '{pw}'",
    "wpull https://intranet.northsap.lan/grading/ --user {u} --password '{pw}' --recursive --warc-file grading",
    "netconf-console --host=sw-bottling.northsap.lan --port=830 -u {u} -p '{pw}' --get-config",
    "npx drizzle-kit push --dialect=postgresql --url='postgres://{u}:{pw}@pg.northsap.lan:5432/shop'",
    "alembic -x db_url=postgresql://{u}:{pw}@pg.northsap.lan/grading upgrade head",
    "DATABASE_URL=ecto://{u}:{pw}@pg.northsap.lan/barrels mix ecto.migrate",
    "parse-server --appId northsap-tasting --masterKey '{pw}' --databaseURI mongodb://mongo.northsap.lan/tasting",
    "reshape migrate --host pg.northsap.lan --port 5432 --database grading --username {u} --password '{pw}'",
    "DATABASE_URL=postgres://{u}:{pw}@pg.northsap.lan/shop npx graphile-migrate migrate",
    "sudo /System/Library/CoreServices/RemoteManagement/ARDAgent.app/Contents/Resources/kickstart -configure -clientopts -setvnclegacy -vnclegacy yes -setvncpw -vncpw '{pw}'",
    "security import northsap-signing.p12 -k ~/Library/Keychains/login.keychain-db -P '{pw}' -T /usr/bin/codesign",
    "mosquitto_pub -h mqtt.northsap.lan -u {u} -P '{pw}' -t sap/flow/manawan -m 12.4",
    "sshpass -p '{pw}' ssh {u}@sugarhouse-pi.northsap.lan",
    "curl -u {u}:{pw} https://grading.northsap.lan/api/lots?grade=amber",
    "smbclient //nas.northsap.lan/grading -U '{u}%{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "redis-cli -h cache.northsap.lan -a '{pw}' --no-auth-warning keys 'cart:*'",
    "psql 'host=pg.northsap.lan dbname=grading user={u} password={pw}'",
    "mysql -h shop-db.northsap.lan -u {u} -p'{pw}' shop",
    "kcadm.sh config credentials --server https://auth.northsap.coop --realm master --user {u} --password '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart evap-logger",
    "openssl pkcs12 -export -in shop.crt -inkey shop.key -out shop.p12 -passout pass:{pw}",
    "7z a -p'{pw}' -mhe=on acomba-backup.7z acomba/",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "sugarhouse-pi:~ $ {c}", "PS C:\\grading> {c}",
    "~/.zsh_history:\n: 1762031187:0;{c}", "~/.local/share/fish/fish_history:\n- cmd: {c}\n  when: 1762031187",
    "~/.bash_history, line 212: {c}", "Warp block 'grading deploy': {c}", "Ghostty, ~/grading-api: {c}",
    "WezTerm pane 2: {c}", "kitty, ssh to the Fairbanks lab: {c}", "Alacritty on the lab laptop: {c}",
    "Tabby SSH tab 'crandon-pi': {c}", "Termius snippet 'restart logger': {c}",
    "MobaXterm session log:\n[2033-03-19 05:41] {c}", "SecureCRT button bar, 'Evap reset': {c}",
    "Xshell 8, session fort-yukon: {c}", "Tera Term macro, sendln line: {c}", "Termux on my phone: {c}",
    "Blink Shell on the iPad: {c}", "JuiceSSH snippet: {c}", "Windows Terminal, Ubuntu tab: {c}",
    "Git Bash: {c}", "Cloud Shell: {c}", "GitHub Codespaces terminal: {c}", "tmux window 'ops': {c}",
    "la commande que j'ai lancée : {c}", "Ax̱ command {c} áwé", "Command-aqa: {c}", "Command-ga: {c}",
    "Nin command: {c}", "Mon command: {c}", "コマンド履歴: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg.northsap.lan:5432/grading",
    "redis://{u}:{pw}@cache.northsap.lan:6379/2",
    "mongodb+srv://{u}:{pw}@tasting.x8kqe.mongodb.net/orders?retryWrites=true",
    "ftps://{u}:{pw}@edi.northsap.coop:990/outbound/",
    "davs://{u}:{pw}@files.northsap.coop/remote.php/dav/files/{u}/",
    "imaps://{u}:{pw}@mail.northsap.coop:993",
    "smtp+starttls://{u}:{pw}@smtp.northsap.coop:587",
    "rtsp://{u}:{pw}@cam-sugarshack.northsap.lan:554/h264",
    "clickhouse://{u}:{pw}@ch.northsap.lan:9000/telemetry",
    "mysql+pymysql://{u}:{pw}@shop-db.northsap.lan/shop",
    "mssql+pyodbc://{u}:{pw}@acomba-sql.northsap.lan/Compta?driver=ODBC+Driver+18+for+SQL+Server",
    "https://{u}:{pw}@couch.northsap.lan:6984/sap_logs",
    "Server=acomba-sql.northsap.lan;Database=Compta;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.northsap.lan/grading?user={u}&password={pw}&ssl=true",
    "influxdb://{u}:{pw}@influx.northsap.lan:8086/sapflow",
]  # fmt: skip
_URL_PLACES = [
    "GRADING_DB_URL={c}", "Metabase connection, the old one: {c}",
    "save this connection string for me: {c}", "chaîne de connexion : {c}", "接続文字列: {c}",
    "Zammad #2231: {c}", "DokuWiki page 'connections': {c}", "Ax̱ database URL {c} áwé",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "northsap-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "labels:write shipments:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "ES256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 86)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Purolator", "PUROLATOR_API_KEY", _j((HEX, 32))),
    ("Canpar", "CANPAR_API_TOKEN", _j((ALNUM, 40))),
    ("Loomis Express", "LOOMIS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Freightcom", "FREIGHTCOM_API_KEY", _j((ALNUM, 48))),
    ("Chit Chats", "CHITCHATS_ACCESS_TOKEN", _j((ALNUM, 40))),
    ("Stallion Express", "STALLION_API_TOKEN", _j((ALNUM, 60))),
    ("ShipTime", "SHIPTIME_API_SECRET", _j((HEX, 40))),
    ("Canada Post", "CANADAPOST_API_KEY", _j((HEX, 16), ":", (HEX, 22))),
    ("ShipperHQ", "SHIPPERHQ_AUTH_CODE", _j((HEX, 32))),
    ("Pirate Ship", "PIRATESHIP_TOKEN", _vendor_jwt("https://ship.pirateship.com")),
    ("Acomba", "ACOMBA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Hubdoc", "HUBDOC_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Plooto", "PLOOTO_API_KEY", _j((ALNUM, 32))),
    ("Rotessa", "ROTESSA_API_KEY", _j((HEX, 32))),
    ("Payfacto", "PAYFACTO_COMPANY_KEY", lambda g: v.uuid4(g, "a")),
    ("Clik2pay", "CLIK2PAY_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Global Payments", "GP_APP_KEY", _j((ALNUM, 32))),
    ("Resova", "RESOVA_API_KEY", _j((ALNUM, 40))),
    ("Constant Contact", "CTCT_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("ConvertKit", "CONVERTKIT_API_SECRET", _j((URLSAFE, 43))),
    ("SimpleTexting", "SIMPLETEXTING_API_TOKEN", _j((HEX, 32))),
    ("Maropost", "MAROPOST_AUTH_TOKEN", _j((URLSAFE, 40))),
    ("Attentive", "ATTENTIVE_API_KEY", _j((ALNUM, 40))),
    ("Postscript", "POSTSCRIPT_API_KEY", _j("sk_", (HEX, 32))),
    ("Judge.me", "JUDGEME_API_TOKEN", _j((URLSAFE, 27))),
    ("Yotpo", "YOTPO_SECRET_KEY", _j((ALNUM, 40))),
    ("Okendo", "OKENDO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Trustpilot", "TRUSTPILOT_API_SECRET", _j((ALNUM, 32))),
    ("Bazaarvoice", "BV_PASSKEY", _j((ALNUM, 45))),
    ("LoyaltyLion", "LOYALTYLION_SECRET", _j((HEX, 32))),
    ("Recharge", "RECHARGE_API_TOKEN", _j((HEX, 56))),
    ("Skio", "SKIO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Ordergroove", "ORDERGROOVE_API_KEY", _j((ALNUM, 40))),
    ("TaxJar", "TAXJAR_API_TOKEN", _j((HEX, 32))),
    ("Quaderno", "QUADERNO_PRIVATE_KEY", _j((ALNUM, 28))),
    ("Trustwell", "TRUSTWELL_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Recipal", "RECIPAL_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "fish: set -Ux {env} {tok}",
    "setx {env} \"{tok}\"",
    "$env:{env} = \"{tok}\"",
    "launchctl setenv {env} {tok}",
    "fly secrets set {env}={tok} -a northsap-shop",
    "netlify env:set {env} {tok}",
    "railway variables --set \"{env}={tok}\"",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} northsap/shop-sync:2.3",
    "secret.yaml:\nstringData:\n  {env}: {tok}",
    ".github/workflows/sync.yml:\n    env:\n      {env}: {tok}",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "WooCommerce › Settings › Integrations › {vendor}: {tok}",
    "Zammad #2240: {vendor} webhook returns 401, key in use {tok}",
    "Jira NSP-431: {vendor} integration broken, current key {tok}",
    "Todoist: rotate the {vendor} key {tok}",
    "Teams, Réal: {vendor} key for the shop sync: {tok}",
    "keep my {vendor} API key for me: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "Confluence table 'Integrations': | {vendor} | shop | {tok} |",
    "la clé d'API {vendor} pour la boutique : {tok}",
    "{vendor} API key {tok} áwé",
    "{vendor}-am API key-aa {tok}",
    "{vendor}-ŋum API key-ŋa {tok}",
    "Drin gwiinzii, {vendor} API key {tok}",
    "Kwe', {vendor} API key {tok}, wela'lin",
    "Kwei, {vendor} API key {tok}, mikwetc",
    "Li {vendor} API key: {tok}, maarsii",
    "Bozho, {vendor} API key {tok}, migwetth",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} API 키는 {tok} 입니다",
    "{vendor} 的 API 密钥：{tok}",
    "مفتاح API حق {vendor}: {tok}",
    "API-Schlüssel für {vendor} (Händlerportal): {tok}",
    "ключ API {vendor} для магазина: {tok}",
    "chiave API di {vendor} per il negozio: {tok}",
    "κλειδί API του {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    taxjar = _r(rng, HEX, 32)
    rotessa = _r(rng, HEX, 32)
    convertkit = _r(rng, URLSAFE, 43)
    canada_post = f"{_r(rng, HEX, 16)}:{_r(rng, HEX, 22)}"
    yotpo = _r(rng, ALNUM, 40)
    judgeme = _r(rng, URLSAFE, 27)
    return [
        Sample("vendor_token", f"const Taxjar = require('taxjar');\nconst client = new Taxjar({{ apiKey: '{taxjar}' }});", taxjar),
        Sample("vendor_token", f'curl -H "Authorization: Token token={rotessa}" https://api.rotessa.com/v1/customers', rotessa),
        Sample("vendor_token", f'requests.get("https://api.convertkit.com/v3/subscribers", params={{"api_secret": "{convertkit}"}})', convertkit),
        Sample("vendor_token", f"curl -u '{canada_post}' -H 'Accept: application/vnd.cpc.ship.rate-v4+xml' https://soa-gw.canadapost.ca/rs/ship/price", canada_post),
        Sample("vendor_token", f'client = YotpoClient(app_key="northsap-shop", secret_key="{yotpo}")', yotpo),
        Sample("vendor_token", f"https://judge.me/api/v1/reviews?shop_domain=northsap.myshopify.com&api_token={judgeme}", judgeme),
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


_BARE_PLACES = ["{t}", "Teams: {t}", "it's only shown once, pasting it here:\n{t}", "Ax̱ token {t} áwé",
                "{t}\n^ that's the new one", "save this for me please: {t}", "Taanishi, token {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 20), ".", (URLSAFE, 44)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of Smartrek sap sensor SM-12 (OTAA): {h}": 32,
    "AppSKey of the Crandon vacuum sensor (ABP): {h}": 32,
    "HMAC signing secret for the Recharge webhook: {h}": 64,
    "AES key for the evaporator log export: {h}": 32,
    "IPsec pre-shared key for the Fort Yukon tunnel, hex: {h}": 64,
    "DESFire master key for the sugar shack's staff badges: {h}": 32,
    "Nin backup encryption key: {h}": 64,
    "Bozho, nin backup key: {h}": 64,
    "Backup encryption key-aa: {h}": 48,
    "バックアップの暗号鍵: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #2250: token copied from the browser devtools {t}",
    "Cookie: lang=fr-CA; nsap_session={t}",
    "SHOP_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me: {t}",
    "Ax̱ token {t} áwé",
    "jeton d'accès : {t}",
    "Help Scout transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "email": f"{rng.choice(_USERS)}@northsap.coop"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://auth.northsap.coop/realms/members",
            "azp": "shop-admin",
            "roles": ["graders", "sugarmakers"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the sugarhouse Pi, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.northsap.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SHOP_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_evap <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "osTicket #55190, pasted by the integrator:\n{key}": ("EC PRIVATE KEY", "\n"),
    "clé privée du serveur de la cabane :\n{key}": ("PRIVATE KEY", "\n"),
    "GPG key for the Acomba backup drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    rows = 8 if kind != "EC PRIVATE KEY" else 3
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * rows - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % (rows - 1)]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup words, copying them off the card before I burn it: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "BlueWallet words (the syrup-fund wallet, emptied): {p}": "english",
    "voice memo: the Phoenix wallet words are {p} and that's all of them": "english",
    "Cake Wallet seed: {p}": "english",
    "Ax̱ wallet seed words {p} áwé": "english",
    "phrase de récupération du portefeuille Aqua : {p}": "french",
    "frase de recuperación de Guarda: {p}": "spanish",
    "frase di recupero di Coinomi: {p}": "italian",
    "fráze pro obnovení peněženky Atomic: {p}": "czech",
    "сид-фраза кошелька SafePal: {p}": "russian",
    "Keystone 지갑 복구 문구: {p}": "korean",
    "Trust Wallet 助记词：{p}": "chinese_simplified",
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
        "\n".join("  ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " · ".join(words),
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, RuPay's: brands the value helpers
    do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "8171", "8220", "5085"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Teams, Réal: the coop card for the Lapierre parts order is {c}, exp {mm}/{yy}",
    "save my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Zammad #2260: pay the CDL tubing order with card {c}",
    "numéro de carte : {c}, exp. {mm}/{yy}",
    "Ax̱ card number {c} áwé, {mm}/{yy}",
    "Card-ama number-aa: {c}",
    "Card-ma number-ŋa: {c}, {mm}/{yy}",
    "Shi card number: {c}",
    "Nt-card number: {c}, {mm}/{yy}",
    "Nin card number: {c}",
    "Mon card number: {c}, {mm}/{yy}",
    "Bozho! Nin card number {c}, {mm}/{yy}",
    "カード番号：{c}（{mm}/{yy}）",
]  # fmt: skip


_BRANDS = ["visa", "mir", "mastercard", "amex", "rupay", "discover", "jcb", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the 3 digits on the back by the signature: {cvv}",
               "Amex {c}, the 4-digit code on the front: {cvv}",
               "code de sécurité au verso de la carte : {cvv}",
               "Card-ama CVV-aa {cvv}",
               "カード裏のセキュリティコード：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 66 (each in four earlier corpora); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BY": "cccc" + "nnnn" + "c" * 16, "CY": "n" * 8 + "c" * 16,
                "MC": "n" * 10 + "c" * 11 + "nn", "MT": "aaaa" + "n" * 5 + "c" * 18,
                "SA": "nn" + "c" * 18, "SM": "a" + "n" * 10 + "c" * 12, "VA": "n" * 18,
                "OM": "nnn" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Refund for the Minsk importer's damaged barrels goes to {i}",
    "save the Monaco épicerie's IBAN: {i}",
    "IBAN: {i}\nReference: amber syrup, 40 barrels, March",
    "Teams #finance: the Jeddah distributor's new bank details, IBAN {i}",
    "l'IBAN du distributeur à Malte : {i}",
    "IBAN del negozio di San Marino: {i}",
    "IBAN {i} for the Vatican museum shop's order 118",
    "رقم الآيبان حق الموزع في مسقط: {i}",
    "Ax̱ IBAN {i} áwé",
    "Mon IBAN: {i}",
    "IBAN του διανομέα στη Λευκωσία: {i}",
    "IBAN импортёра в Минске: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cusip_body(h: random.Random) -> str:
    return _r(h, D, 5) + h.choice(UPPER_DIGITS) + _r(h, UPPER_DIGITS, 2)


def _cusip(g: random.Random) -> str:
    """A CUSIP: a six-character issuer, a two-character issue and its check digit."""

    def make(h: random.Random) -> str:
        body = _cusip_body(h)
        return body + std_cusip.calc_check_digit(body)

    return v.until(g, make, std_cusip.is_valid)


def _isin(g: random.Random) -> str:
    """A Canadian ISIN: CA, a CUSIP and the ISIN's own check digit."""

    def make(h: random.Random) -> str:
        body = "CA" + _cusip(h)
        return body + std_isin.calc_check_digit(body)

    return v.until(g, make, std_isin.is_valid)


def _sedol(g: random.Random) -> str:
    """A new-style SEDOL: a letter, five characters of no vowels and its weighted check digit."""

    def make(h: random.Random) -> str:
        body = h.choice("BCDFGHJKLMNPQRSTVWXYZ") + _r(h, NO_VOWELS, 5)
        return body + gb_sedol.calc_check_digit(body)

    return v.until(g, make, gb_sedol.is_valid)


def _figi(g: random.Random) -> str:
    """A FIGI: BBG, eight characters of no vowels and its check digit."""

    def make(h: random.Random) -> str:
        body = "BBG" + _r(h, NO_VOWELS, 8)
        return body + std_figi.calc_check_digit(body)

    return v.until(g, make, std_figi.is_valid)


def _wkn(g: random.Random) -> str:
    """A German WKN: six characters, no I or O; its module checks the format only."""
    return v.until(
        g, lambda h: h.choice("A" + D) + _r(h, D + "ABCDEFGHJKLMNPQRSTUVWXYZ", 5), de_wkn.is_valid
    )


def _metis(g: random.Random) -> str:
    """A Métis citizenship card number: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _cdib(g: random.Random) -> str:
    """A Certificate of Degree of Indian Blood card number: six digits, no public check."""
    return g.choice("123456789") + _r(g, D, 5)


def _pal(g: random.Random) -> str:
    """A Canadian firearms Possession and Acquisition Licence number: no public check."""
    return f"{g.choice('123456789')}{_r(g, D, 7)}.{_r(g, D, 4)}"


def _ak_licence(g: random.Random) -> str:
    """An Alaska driver's licence number: seven digits, no public check."""
    return g.choice("1234567") + _r(g, D, 6)


def _wi_licence(g: random.Random) -> str:
    """A Wisconsin driver's licence number: a letter and thirteen digits, no public check."""
    return f"{g.choice(UPPER)}{_r(g, D, 3)}-{_r(g, D, 4)}-{_r(g, D, 4)}-{_r(g, D, 2)}"


def _outdoors(g: random.Random) -> str:
    """An Ontario Outdoors Card number: fifteen digits, no check verified here."""
    return "708158" + _r(g, D, 9)


def _pilot(g: random.Random) -> str:
    """An FAA pilot certificate number: seven digits, no public check."""
    return g.choice("1234") + _r(g, D, 6)


def _duns(g: random.Random) -> str:
    """A D-U-N-S number: nine digits, no public check."""
    return f"{_r(g, D, 2)}-{_r(g, D, 3)}-{_r(g, D, 4)}"


def _ns_health(g: random.Random) -> str:
    """A Nova Scotia health card number: ten digits, no public check."""
    return f"{g.choice('0123')}{_r(g, D, 3)} {_r(g, D, 3)} {_r(g, D, 3)}"


def _yk_health(g: random.Random) -> str:
    """A Yukon health care card number: nine digits, no public check."""
    return f"{g.choice('0123456789')}{_r(g, D, 2)}-{_r(g, D, 3)}-{_r(g, D, 3)}"


def _mrn(g: random.Random) -> str:
    """An ANMC medical record number: seven digits, no public check."""
    return g.choice("123456789") + _r(g, D, 6)


def _sevis(g: random.Random) -> str:
    """A SEVIS ID: N and ten digits."""
    return "N00" + _r(g, D, 8)


def _us_passport(g: random.Random) -> str:
    """A US passport book number: a letter and eight digits."""
    return g.choice("ACEF") + _r(g, D, 8)


def _ca_passport(g: random.Random) -> str:
    """A Canadian passport: two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "CUSIP of the municipal bond in the coop's syrup-reserve account: {s}": _cusip,
    "ISIN du fonds de réserve de la coop, pour le formulaire de la caisse : {s}": _isin,
    "SEDOL of the London-listed holding in my RRSP: {s}": _sedol,
    "FIGI of the Treasury bill in my brokerage sweep: {s}": _figi,
    "WKN der Anleihe im Depot (für den Hamburger Importeur): {s}": _wkn,
    "Mon Métis citizenship card number: {s}": _metis,
    "Nin CDIB card number, for the clinic form: {s}": _cdib,
    "PAL (firearms licence) number for the bear-safety course at Fort Yukon: {s}": _pal,
    "Ax̱ Alaska driver's license number {s} áwé": _ak_licence,
    "Wisconsin driver's license, for the truck rental at Crandon: {s}": _wi_licence,
    "Ontario Outdoors Card number (Réal's, for the fishing trip): {s}": _outdoors,
    "FAA pilot certificate number, for the Aniak charter paperwork: {s}": _pilot,
    "D-U-N-S number of the coop, for the retailer's supplier form: {s}": _duns,
    "Nt-Nova Scotia health card number: {s}": _ns_health,
    "Shi Yukon health card number: {s}": _yk_health,
    "ANMC medical record number-aqa: {s}": _mrn,
    "SEVIS ID of the summer intern from Hamburg: {s}": _sevis,
    "Ax̱ passport number {s} áwé": _us_passport,
    "Passport-ama number-aa: {s}": _us_passport,
    "Passport-ma number-ŋa {s}": _us_passport,
    "Nin passport number: {s}": _ca_passport,
    "Mon passport: {s}": _ca_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, LOWER_DIGITS, 4) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Plooto 2FA backup codes\n{codes}", "spare sign-in codes for the coop's Microsoft 365 {codes}",
            "Recharge recovery codes: {codes}", "codes de récupération du compte Shopify : {codes}",
            "Ax̱ 2FA backup codes: {codes}", "2FA backup code-aat: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Plooto:simone@northsap.coop?secret={s}&issuer=Plooto&period=30",
              "Aegis, manual entry key for the Global Payments portal: {s}",
              "2FAS, secret key for the Freightcom login: {s}",
              "2FA key-ŋa: {s}"]  # fmt: skip
_CODES = ["{c} is your Plooto verification code", "Desjardins : votre code de vérification est {c}",
          "Northrim Bank: use {c} to finish signing in", "Ax̱ verification code {c} áwé",
          "楽天の認証コード：{c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["NorthSap-Sugarhouse", "NSAP-Bottling-5G", "Manawan-Cabane", "Wemotaci_RO",
          "Eskasoni-Sugarbush", "Crandon-Sap-2G", "Camperville_Rice", "FortYukon-Birch",
          "GCI-Aniak-Home", "Shungnak-Birchhouse", "Haines-Kitchen-5G", "BELL742",
          "Xplornet-Wagmatcook", "Videotron-4B2F"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "sugarhouse network {s}, password {pw}",
    "wifi in the Haines kitchen: {s} / {pw}",
    "Raspberry Pi Imager, advanced options: SSID {s}, password {pw}",
    "the key on the sticker under the Bell box: {pw}",
    "réseau {s}, mot de passe {pw}",
    "Haa wifi {s}, password {pw} áwé",
    "Wifi {s}-am password-aa {pw}",
    "Wifi {s}-ŋum password-ŋa {pw}",
    "Wifi {s}, shi password {pw}",
    "Wifi {s} password: {pw}, wela'lin",
    "Wifi {s}, password {pw}, mikwetc",
    "Li wifi {s}, li password {pw}",
    "Wifi {s}, password {pw}, migwetth",
    "ESPHome secrets.yaml:\nwifi_ssid: \"{s}\"\nwifi_password: \"{pw}\"",
    "Wi-Fi「{s}」のパスワードは {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, UPPER_HEX, 10)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sk_", (HEX, 32)), _j((HEX, 32)), _j((UPPER_DIGITS, 36)),
                 _j((ALNUM, 27)), _j((LOWER_DIGITS, 30))]  # fmt: skip
_SPELL = ["reading it out slowly for you: {t}", "[read over the radio from Fort Yukon] {t}",
          "(spaced so the Teams preview won't show it) {t}", "lettre par lettre : {t}",
          "Ax̱ key, letter by letter: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    if style == 4:
        return {"t": " · ".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": [" ", ".", " - "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["code du cadenas de la cabane : {pw}", "the sugarhouse keypad takes {pw} then the lock button",
          "padlock on the Crandon releaser shed: {pw}", "Haa hít door code {pw} áwé",
          "Lock-am code-aa {pw}", "Lock-ŋum code-ŋa {pw}", "Nt-lock code {pw}",
          "Li code pour li padlock: {pw}", "bank card PIN (Desjardins): {pw}", "Nin PIN {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["spile", "taphole", "tamarack", "boxelder", "birchbark", "muskeg", "ptarmigan",
                 "snowshoe", "toboggan", "bannock", "sapling", "firebox", "releaser", "caribou",
                 "wolverine", "sturgeon"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the coop vault: {p}": " ",
            "Enpass vault passphrase: {p}": "-",
            "Keeper master passphrase: {p}": " ", "RoboForm master password, four words: {p}": ".",
            "phrase de passe du coffre KeePassXC : {p}": " ", "Ax̱ passphrase {p} áwé": "_",
            "Mon passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    count = 4 if "four words" in template else 4 + index % 3
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, count))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Thunder Client environment, header Authorization = Basic {v}": True,
    "RapidAPI (Paw) request: Authorization: Bearer {v}": False,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "httpyac file:\nGET https://api.northsap.coop/orders\nAuthorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.northsap.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "icecast.xml:\n<authentication>\n    <source-password>{pw}</source-password>\n</authentication>",
    "weewx.conf:\n[StdRESTful]\n    [[Wunderground]]\n        station = KAKHAINE12\n        password = {pw}",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://mqtt.northsap.lan\n  user: z2m\n  password: {pw}",
    "esphome secrets.yaml:\nota_password: \"{pw}\"",
    "upsd.users:\n[monuser]\n    password = {pw}\n    upsmon primary",
    "snmpd.conf:\ncreateUser opsv3 SHA \"{pw}\" AES",
    "redis.conf:\nbind 10.40.0.5\nrequirepass {pw}",
    "pgbouncer userlist.txt:\n\"shop\" \"{pw}\"",
    "odbc.ini:\n[Acomba]\nDriver=ODBC Driver 18 for SQL Server\nServer=acomba-sql.northsap.lan\nUID=report\nPWD={pw}",
    "wp-config.php:\ndefine( 'DB_USER', 'shop' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "config/database.yml:\nproduction:\n  adapter: postgresql\n  username: grading\n  password: {pw}",
    "application.yml:\nspring:\n  datasource:\n    username: barrels\n    password: {pw}",
    "Nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "Home Assistant secrets.yaml:\nsmartrek_password: {pw}",
    "Gitea app.ini:\n[database]\nDB_TYPE = postgres\nUSER = gitea\nPASSWD = {pw}",
    "Metabase env file:\nMB_DB_USER=metabase\nMB_DB_PASS={pw}",
    "ddclient.conf:\nprotocol=dyndns2\nlogin=northsap\npassword='{pw}'\nsugarhouse.northsap.coop",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Mathias: sugarhouse wifi password?\nDélia: {pw}",
    "[05:41] travis: root pw for the Crandon Pi?\n[05:42] shelby: {pw}",
    "Josette: {pw} is the new Lapierre admin password",
    "Rémi: use {pw}, that's what I set on the Raymond portal",
    "Simone : le nouveau mot de passe, c'est {pw}",
    "Lorraine: yées password {pw} áwé",
    "Agnes: nutaraq password-aa {pw}",
    "Rosalie: nutaaq password-ŋa {pw}",
    "Dorothy: shi password {pw}, mahsi'",
    "Mali: pilei password {pw}",
    "Jean-Roch: oski password {pw}",
    "Angélique: li nouvo password {pw}",
    "Wanda: oshki password {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pass\u180eword: {pw}", "pαsswοrd: {pw}",
    "ℙ𝕒𝕤𝕤𝕨𝕠𝕣𝕕: {pw}", "p a s s w o r d: {pw}", "PASS\u00a0WORD → {pw}", "ᴾᵃˢˢʷᵒʳᵈ {pw}",
    "pass\u2063word: {pw}", "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 = {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's counts).
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
    "the Lapierre admin password is": "{s}", "Raymond portal pw:": "{s} (since the forklift swap)",
    "le mot de passe, c'est": "{s}", "Smartrek password": "{s}\nchange it after sugaring season",
    "Ax̱ password": "{s} áwé", "Password-aqa": "{s}", "Nin password": "{s}, mikwetc",
    "Accutek password": "{s}", "the password Travis read out over the radio was": "{s}, I think",
    "Mon password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "TaxJar API token", "{s}", _j((HEX, 32))),
    ("split_token", "Chit Chats token:", "{s} (shipping labels)", _j((ALNUM, 40))),
    ("split_token", "Acomba API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MT"))),
    ("split_backup", "Plooto recovery codes", "{s}\nq7rk-2mxd-p9wt\nh3vn-8cza-k4ye", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUSIP", "{s}", _cusip),
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
    '{"lapierre": {"url": "https://ro.northsap.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "travis", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"evaporators": [{"name": "evap-a"}, {"name": "evap-b", "panel_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"cmd": ["dblab", "--host", "pg.northsap.lan", "--user", "grading", "--pass", "{s}", "--db", "grading"]}': ("meta_password", _plain_pw),
    '{"note": "Ax̱ email password {s} áwé"}': ("meta_password", _plain_pw),
    '{"password-aqa": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Smartrek portal as delia with the password {s}"}': ("meta_password", _plain_pw),
    '{"taxjar": {"api_token": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"chitChatsToken": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"recharge_key": "{s}"}': ("meta_token", _j((HEX, 56))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card": "{s}", "expiry": "11/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"distributor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SM")),
    '{"holding": {"cusip": "{s}"}}': ("meta_id", _cusip),
    '{"mfa": {"backup_codes": ["{s}", "q7rk-2mxd-p9wt", "h3vn-8cza-k4ye"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"reserve_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"nwk_s_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"sugarhouse": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "NSAP-Bottling-5G", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"smartrek-gateway-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/northsap/shop-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"grading: add Brix column to the export", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"labels: revert bilingual template", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"brix_2033-03-19.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"grading-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Lapierre panel password before sugaring season starts on 2033-02-20.",
    "Travis asked for the sugarhouse wifi password; it's on the laminated card by the evaporator.",
    "Policy: coop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Teams; share a vault link instead.",
    "The `.env.example` line `TAXJAR_API_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Smartrek gateway asks for a new admin password after every firmware update.",
    "Replace <YOUR_CHITCHATS_TOKEN> in the README with the token from your Chit Chats account.",
    "RECHARGE_API_TOKEN and YOTPO_SECRET_KEY must be set before the nightly order sync runs.",
    "Upgraded the Lapierre firmware from 5.1 to 5.3 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Brix column to the grading export.",
    f"Rolled back to {_SHORT} after the label template broke the bilingual labels.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Smartrek gateway firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of grading-export-2032.parquet: {_SHA512}",
    f"The shop sync container runs ghcr.io/northsap/shop-sync@sha256:{_IMAGE}.",
    f"MD5 of brix_2033-03-19.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f6c2a91-8b4e-4d17-a5c3-0e9b7d2f14a6 is the slow one in the TaxJar logs.",
    "Purchase order PO-2033-00731 for 120 barrels of amber syrup ships on Tuesday.",
    "Zammad #2207: the Crandon releaser keeps tripping at night.",
    "Call the Manawan sugar shack at +1 819 555 0143 before noon.",
    "Barrel NS-BBL-04417, 286 kg, grade A amber, rich taste; Brix 66.4.",
    "Lot LOT-2033-FYU-0081: birch syrup, 40 bottles of 250 ml, light transmittance 44 %.",
    "After five wrong passwords the Lapierre panel locks the account for 15 minutes.",
    "The Fort Yukon birch run lasts about three weeks, and it takes some 100 litres of sap for a litre of syrup.",
    "The secret of good taffy is boiling the syrup to 112 °C before pouring it on the snow.",
    "Ask Délia for the sugarhouse keypad code, I don't have it.",
    "My card ending 4410 was declined at the Haines hardware store.",
    "The Monaco shop wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Plooto account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CHITCHATS_ACCESS_TOKEN` in the secrets store, never in the repository.",
    "The guest wifi 'NorthSap-Guest' at the tasting room is open, no password needed.",
    "ISBN 978-0-14-312755-0 is the sugaring handbook on the lab shelf.",
    "Purolator tracking number 332104551833 is the pallet of jugs going to Crandon.",
    "HS code 1702.20 covers maple sugar and maple syrup.",
    "The evaporator draws off between 66.0 and 67.0 Brix; the lab checks every barrel twice.",
    "Version 2.14.1 of the grading app fixes the colour-class rounding bug.",
    "We compared Proton Pass, Keeper and Enpass as password managers and picked Keeper.",
    "The PIN pad at the sugar shack till is broken again; use the other terminal.",
    "The tasting room card reader asks for a PIN on every purchase over $100.",
    "Le mot de passe doit avoir au moins quatorze caractères, pis on le met dans le coffre.",
    "Oublie pas : on partage jamais un mot de passe par texto.",
    "Le code du cadenas a changé la semaine passée; demande à Simone.",
    "Ax̱ password haa vault-x' yéi yatee, gunalchéesh.",
    "Password-aqa vault-ami uitauq. Quyana.",
    "Password-ga vault-mi. Quyanaq!",
    "Drin gwiinzii! The password is in the vault, mahsi' choo.",
    "Kwe'! Mu iknmuaw'ik password. Wela'lin.",
    "Kwei! Nama awiyak password ki ka miran. Mikwetc.",
    "Taanishi! Pas dii li password à personne, maarsii.",
    "Bozho! Kego wiya password, migwetth.",
    "パスワードは14文字以上にして、保管庫にだけ保存してください。",
    "비밀번호는 문자로 보내지 마세요.",
    "请不要把密码发到群里。",
    "لا تشارك كلمة السر مع أي أحد.",
    "Das Kennwort bitte nie per Chat schicken.",
    "Никогда не отправляйте пароль в чат.",
    "La password non va mai mandata per messaggio.",
    "Μην στέλνετε ποτέ τον κωδικό με μήνυμα.",
    "The CUSIP lookup is under Reports › Holdings in the treasury app.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/lapierre", "rotate_every_days": 120}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2207", "purchase_order": "PO-2033-00731"}',
    '{"barrel": {"id": "NS-BBL-04417", "weight_kg": 286, "brix": 66.4}}',
    '{"phone": "+1 819 555 0143", "site": "Manawan"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "barrels_in_stock": 2417}',
    '{"hs_code": "1702.20", "origin": "CA", "description": "maple syrup"}',
    '{"request_id": "3f6c2a91-8b4e-4d17-a5c3-0e9b7d2f14a6", "status": 504, "vendor": "TaxJar"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
