# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fifty-fourth's docstring, the
fifth to hundred-and-fifty-fourth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-fifth to hundred-and-fifty-seventh), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed, password words
(a Visayan or Mindanao festival and a year and a sign; two dishes of the islands joined by dots
with a number; a pineapple variety, `Brix` and the syrup's sugar; `MV`, a port and a voyage number;
`Hull`, a hull number and a shipyard word; leet Bisaya words with a year; `Sangla`, a pawn ticket's
number and a town; a call-centre shift, its start time and a town; a name, a birth year and a
town; a Hokkien surname, a lucky number and a town; a dish, `sa` and a town; a phone's suggested
groups and random runs), names, places, templates, tools, vendors and layouts, the way the staff
of Visayas-Mindanao Ventures (a fictional group of the central and southern Philippines: a
pineapple cannery in Bukidnon, a call centre in Cebu's IT park, a shipyard at Balamban, a
coconut-oil mill, a provincial hospital running iHOMIS, the inter-island RoRo ferry MV San Isidro
between Hagnaya and Santa Fe, and a pawnshop-remittance chain with branches from Jolo to Dipolog;
staff speaking Cebuano, Hiligaynon, Waray, Kinaray-a, Chavacano, Tausug, Maranao, Maguindanaon,
Surigaonon, Tagalog, Taglish and English, lumad workers at the cannery, Hokkien-speaking traders,
Korean students in Cebu, Japanese-descended families in Davao) leak secrets into an assistant's
memory. The texts are Viber, Messenger, Teams, Google Chat, Telegram and Slack messages, SMS, chat
logs with times, Trello cards, Jira and Zendesk tickets, Confluence pages
and tables, an e-mail, a runbook, a README fragment, a bridge notebook, shell and PowerShell
prompts, a code review comment, code (Elixir, Erlang, Python, JavaScript, Java, Go, PHP, Clojure,
Scala, Haskell, Objective-C, Apps Script), configs and CI files, voice memos, dictated text and
requests to the assistant itself, around the panels of cannery, shipyard, ferry, hospital, pawnshop
and call-centre systems (a Zacmi seamer, a Soudronic can-body welder, a Lanico lid line, an FMC
FoodTech Ginaca, a Hiperbaric and an Avure press, a Fran Rica filler, a Rossi & Catelli evaporator,
a Tropical Food Machinery extractor, a Bertocchi juice line, an Allpax retort and Datatrace
loggers; an OTC Daihen robot, a Manitowoc CraneSTAR, Autodesk Vault and Teamcenter; a Samyung AIS
and an Alphatron AlphaChart ECDIS; a Mediana monitor, a Maquet Servo-i, a Nipro Surdial, iHOMIS and
PhilHealth eClaims; an Olympus Vanta XRF, Mosaic POS, SWIFT Alliance Lite2,
Sargent & Greenleaf and SentrySafe locks; Cisco Finesse and UCCX, XiVO, Asterisk and FreeSWITCH).

Tools, calls, flags, variables and files none of heldouts 5 to 154 names (each grepped for the
call, flag or file itself; a few of the tools appear there in other uses): Teamcenter's `make_user`
and `clearlocks` with `-u=infodba -p=…`, Windchill's `wt.load.LoadFromFile … -u … -p …`, Autodesk
Vault's `Connectivity.ADMSConsole.exe … -VU… -VP…`, Veeam's `Connect-VBRServer -User -Password`,
Elixir's `:ssh.connect`, Erlang's `ssh:connect`, pyrad's `Client(secret=b"…")`, fortiosapi's
`login`, Locust's `self.client.post`, Cypress' `cy.get(…).type(…)`, TestCafe's `typeText`,
Gatling's `formParam`, Lettuce's `RedisURI.builder().withPassword`, Apps Script's
`Jdbc.getConnection`, SwiftMailer's `Swift_SmtpTransport … setPassword`, JsSIP's `JsSIP.UA`,
SIP.js' `authorizationPassword`, pjsua2's `AuthCredInfo`, FreeSWITCH's `ESL.ESLconnection`,
asterisk-manager (`new AsteriskManager(…)`), ari-client's `ari.connect`, clj-http's `:basic-auth`,
sttp's `.auth.basic`, http-client's `applyBasicAuth`, Foundation's `credentialWithUser:password:`,
acitoolkit's `Session`, ibis' `postgres.connect`, SQLAlchemy's `URL.create`, minio-go's
`credentials.NewStaticV4`; connection strings: Cisco IOS' `copy running-config scp://user:…@`,
`jdbc:monetdb:`, `jdbc:crate:`, `jdbc:yugabytedb:`, `jdbc:singlestore:`, `jdbc:virtuoso:` (`UID=…/
PWD=…`), `jdbc:voltdb:`, `jdbc:teiid:`, `jdbc:Sqream:`, `jdbc:com.nuodb:`, `rethinkdb://`, and a
login in `HTTP_PROXY=` and git's `http.proxy`; configs: Synapse's `registration_shared_secret`,
`macaroon_secret_key` and its database `args`, Jitsi's `JVB_AUTH_PASSWORD`, Asterisk's
`cdr_mysql.conf`, `res_config_mysql.conf` (`dbpass`) and `agents.conf`, FreeSWITCH's
`event_socket.conf.xml` and a directory user's `vm-password`, a JBoss `-ds.xml` datasource, Windows
MySQL's `my.ini`, php.ini's `mysql.default_password`, Maven's `<servers>`, Bun's `bunfig.toml`
scopes, CPAN's `~/.pause`, fastlane's `MATCH_PASSWORD`, Godot's `keystore/release_password`,
Leiningen's `:repositories`; wifi keys given to MicroPython's `wlan.connect` and a Shelly's
`/settings/sta`; vendor keys sent to Acumatica's token endpoint and a `ComplyAdvantageClient`.
Beside them the commands and formats the product names (sshpass, mysql -p,
redis-cli -a, curl -u, docker login -p, smbclient -U, xfreerdp /p:, net use, sqlcmd -P, sudo -S, a
wifi QR code, `otpauth://`, a JWT, PEM blocks), in layouts of its own.

About 45 % of the texts are in other languages than English (by a rough count of the drawn
samples): Binukid (the Bukidnon language of the cannery's lumad workers), Matigsalug, Subanen,
Mandaya, Mamanwa, Kalagan, Tagabawa (Bagobo), Bantayanon, Kabalian and Jama Mapun, which no
earlier docstring names, and Cebuano, Hiligaynon, Waray, Kinaray-a, Chavacano (Zamboangueño),
Tausug, Maranao, Maguindanaon, Surigaonon, Tagalog, Taglish and Philippine Hokkien (Lan-nang, in
Chinese characters and in Latin letters), with Korean, Japanese, Spanish, Malay, Arabic and
Mandarin (simplified) lines and Italian and Czech seed lines, in wordings of their own. The wordings
are the author's approximations, checked by no speaker, built around a few marked words and the
loanwords people there really text (password, wifi, PIN, code, card, IBAN, user, username, email,
API key, token, backup codes, passphrase, command): Cebuano's `kay`, `sa akong`, `bag-ong`, `ayaw
ipakita bisan kinsa`, `dayon`, `mao ni`, `palihug`; Hiligaynon's `amo ini`, `sang akon`, `kag`,
`indi pagsugid sa iban`; Waray's `han`, `ngan`, `katapos`, `ayaw igsumat ha iba`; Kinaray-a's `kang
akon … amo dya`; Chavacano's `el … es`, `despues`, `no dale cuenta con nadie`, `ya corre yo`;
Tausug's `in … sin`, `ampa`, `kalimah`, `bag'u`; Maranao's `so … o … na`; Maguindanaon's `su … nu`;
Surigaonon's `nan … kay`; Taglish's `yung`, `pa-save`, `wag mo i-share`; Philippine Hokkien's `gua
e … si`, `是`, `毋通共別人講`, `記咧`, `後壁閣加`. The ten new languages' lines are the thinnest guesses
(a determiner and a possessive beside loanwords): Binukid `su … ku ha`, Matigsalug `ka … duon te`,
Subanen `sog … nog`, Mandaya `ya … nakô`, Mamanwa `ya … ko`, Kalagan `ya … nakan`, Tagabawa `ka …
te`, Bantayanon `an … amo ra`, Kabalian `nako … kay`, Jama Mapun `ma … iyu`.

Vendors (Convoso, CallTools, Observe.AI, Level AI, Calabrio, Verint, Playvox, Assembled,
Tymeshift, Injixo, Scorebuddy, MaestroQA, EvaluAgent, Sprinklr, ComplyAdvantage, Shufti Pro,
Socure, Au10tix, Mitek, Forter, Riskified, Ravelin, GoldAPI, Metals-API, Open Exchange Rates,
Xignite, TendoPay, Uploan, SeaBank, BayadCenter, Smart Padala, iRemit, Home Credit, Barkota,
OceanJet, Cokaliong, Lite Ferries, Starlite, GrabExpress, Angkas, SeriousMD, MedGrocer, Luma
Health, Acumatica, PayrollHero and Humaans) are ones heldouts 5 to 154 do not name. The shapes the
author believes real are GoldAPI's `goldapi-…-io` key, Open Exchange Rates' 32-hex `app_id`,
Socure's `SocureApiKey` and ComplyAdvantage's `Token` authorization schemes and Acumatica's client
id (a GUID, `@` and the tenant); the rest are the author's guesses (hex, base64, URL-safe and
alphanumeric runs, UUIDs, JWTs for Level AI and OceanJet, Barkota's `bk_live_`), since none of
them publishes a shape the author knows.

The ids are kinds heldouts 5 to 154 do not use: an IBP roll of attorneys number, an MCLE compliance
number, a notarial commission number, a PDEA S2 licence, a doctor's PhilHealth accreditation
number, a midwife's and a dentist's PRC registration, an LTO student permit, a MARINA boat
captain's licence, an ASNT certificate, a shipyard welder's performance qualification, a pawnshop
appraiser's certificate, a barangay clearance's control number, a city occupational permit, a 9(g)
work visa, a Shari'a counselor's roll number, a National Coconut Farmers Registry System number
and an able seaman's certificate, for which python-stdnum has no module and which no library or
this file checks (no check-digit algorithm is written here): they are unchecked, their shapes as
the author believes them or invented; passports (Philippine, Taiwanese, Korean) under Cebuano,
Binukid, Hokkien and Korean words, likewise unchecked. Card numbers pass Luhn (the value helpers'
brands, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over the IBAN shapes and IBAN calls of heldouts 5 to 154 (Bulgaria, Switzerland, Czechia,
Finland, Georgia, Montenegro, Serbia and Slovenia, in eleven corpora each by that count; Sweden,
also eleven, is left out), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, Traditional Chinese, Korean, Japanese, Italian and Czech lists, each
with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430
scored), 60 clean texts and 10 clean metadata dicts.
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
from stdnum import imo as std_imo
from stdnum import isbn as std_isbn
from stdnum import luhn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 158_736_204
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


# Festivals of the Visayas and Mindanao, dishes, pineapple varieties, shipyard words, places.
_FEASTS = ["Kaamulan", "Kadayawan", "Sinulog", "Dinagyang", "Pintados", "Hermosa", "Lanzones",
           "Sandugo", "Kinabayo", "Kalivungan", "BonokBonok", "Sangyaw", "Pasungay", "Dinagsa"]  # fmt: skip
_DISHES = ["ngohiong", "humba", "kinilaw", "sutukil", "balbacua", "piaparan", "pastil", "satti",
           "tiyula", "larsian", "binakol", "batchoy", "linarang", "pyanggang", "danggit", "bingka",
           "masareal", "binaki", "moron", "binagol", "sinuglaw", "otap"]  # fmt: skip
_VARIETIES = ["Queen", "Cayenne", "Formosa", "MD2", "Sarawak", "Hawaiian", "Josapine", "Smooth"]
_SHIP = ["Slipway", "Drydock", "Bulkhead", "Keelblock", "Rampdoor", "Gangway", "Ballast",
         "Thruster", "Sterntube", "Fairlead", "Davit"]  # fmt: skip
_PLACES = ["Malaybalay", "Valencia", "Impasugong", "Lantapan", "Talakag", "Sumilao", "Libona",
           "Lahug", "Mandaue", "Balamban", "Mactan", "Tagbilaran", "Dapitan", "Ormoc", "Surigao",
           "Butuan", "Jolo", "Marawi", "Cotabato", "Zamboanga", "Tacloban", "Roxas", "Dipolog",
           "Ozamiz", "Iligan", "Mati", "Bantayan", "Hagnaya", "Liloan", "Hilongos", "Bongao",
           "Tandag"]  # fmt: skip
_NAMES = ["Rhea", "Jomar", "Kristine", "Rolando", "Marites", "Junrey", "Gerald", "Lovely", "Jessa",
          "Arnel", "Baimon", "Norhaya", "Abdulwahid", "Sittie", "Alnashib", "Jerome", "Ruel",
          "Rosalie", "Hassan", "Nurhamida", "Dindo", "Maricel", "Genalyn", "Ismael", "Wilson",
          "Vicente", "Cheche", "Boyet"]  # fmt: skip
_SURNAMES = ["Uy", "Yap", "Go", "Sy", "Tan", "Chua", "Lim", "Ong", "Co", "Dy", "Ang", "Tiu", "See"]
_SHIFTS = ["Graveyard", "Midshift", "Opening", "Closing", "Swing"]
_SYMBOLS = "!#$%*?@+=~"
_LEET = ["P1ny4", "L3ch0n", "Kinil4w", "B4ngk4", "Dur14n", "M4ng0", "B4l4ng4y", "T4rs13r",
         "S1nul0g", "Bul4d", "B1s4y4"]  # fmt: skip


def _apple(g: random.Random) -> str:
    """Three groups of six small letters, one capital and one digit, as a phone suggests them."""
    groups = [list(_r(g, LOWER, 6)) for _ in range(3)]
    groups[g.randrange(3)][g.randrange(6)] = g.choice(UPPER)
    groups[g.randrange(3)][g.randrange(6)] = g.choice(D)
    return "-".join("".join(group) for group in groups)


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FEASTS)}{g.randrange(1970, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_VARIETIES)}Brix{g.randrange(11, 20)}{g.choice(_SYMBOLS)}",
    lambda g: f"MV{g.choice(_PLACES)}V{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"Hull{g.randrange(100, 1000):04d}{g.choice(_SHIP)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"Sangla{g.randrange(1000, 10_000)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_SHIFTS)}{g.choice(['2200', '2230', '0600', '1400', '0030'])}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!@#%?", 16),
    _apple,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1975, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_SURNAMES)}{g.choice(['8888', '168', '1688', '9898'])}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_DISHES).capitalize()}sa{g.choice(_PLACES)}{g.randrange(10, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber group 'Cannery Maint', Jomar: the Zacmi seamer HMI password is {pw}",
    "Messenger, Rhea: Soudronic can-body welder panel pw {pw}",
    "Teams chat #line3: Lanico lid-line supervisor password {pw}",
    "SMS from Junrey: FMC FoodTech Ginaca panel password {pw} (don't share)",
    "Google Chat, Bukidnon QA room: Hiperbaric HPP console password → {pw}",
    "Telegram, Gerald: the Avure QFP press password is {pw}",
    "Jira VMV-2291: Fran Rica aseptic filler HMI, password {pw}, please rotate",
    "Trello card 'Evaporator 2': Rossi & Catelli login password: {pw}",
    "Slack DM from Kristine: Tropical Food Machinery extractor password {pw}",
    "Zendesk #48113 internal note: the Bertocchi juice line password is {pw}",
    "Allpax retort controller password is {pw} (batch room PC)",
    "Viber, Arnel: the OTC Daihen FD11 teach pendant password is {pw}",
    "Manitowoc CraneSTAR password for the drydock crane: {pw}",
    "Autodesk Vault administrator password (Balamban drawing office): {pw}",
    "Samyung SI-30 AIS transponder password {pw}",
    "bridge notebook, MV San Isidro: Alphatron AlphaChart ECDIS admin password {pw}",
    "Barkota operator portal password {pw}",
    "Mediana YM6000 monitor service password {pw}",
    "Maquet Servo-i service password {pw} (ICU, bed 4)",
    "Nipro Surdial X dialysis service password {pw}",
    "iHOMIS admin password {pw}",
    "PhilHealth eClaims portal password {pw}",
    "Olympus Vanta XRF gold analyzer password {pw}",
    "Mosaic POS manager password at the Jolo branch: {pw}",
    "SWIFT Alliance Lite2 operator password {pw}",
    "Cisco Finesse supervisor password {pw}",
    "Hi Rolando,\n\nthe root password of the Balamban PLM server is {pw}. Please delete this mail once it's in the vault.\n\nSalamat,\nKristine",
    "Runbook: retort 3 deviation\n1. open the Allpax HMI\n2. log in as qa-lead\n3. password {pw}\n4. record the deviation and hold the lot",
    "README (call-centre floor 12)\nthe XiVO admin UI is at https://pbx.lahug.vmv.lan, admin password `{pw}`.",
    "my SeaBank app password is {pw} now",
    "can you remember my Home Credit app password? it's {pw}",
    "dictated: the Cebu Pacific account password is {pw} period",
    "ang password sa akong Gmail kay {pw}",
    "Jomar: ang bag-ong password sa server sa cannery kay {pw}, ayaw ipakita bisan kinsa",
    "ang password sang akon email amo ini: {pw}",
    "an password han akon email amo ini: {pw}",
    "ang password kang akon email amo dya: {pw}",
    "el password de mi email es {pw}",
    "in password ku ha email: {pw}",
    "so password ko sa email na {pw}",
    "su password ku sa email na {pw}",
    "an password nan akon email kay {pw}",
    "yung bagong password ng VPN is {pw}, wag mo i-share ha",
    "gua e email password si {pw}",
    "su password ku ha email: {pw}",
    "ka password ku duon te email: {pw}",
    "sog password ku nog email: {pw}",
    "ya password nakô sa email: {pw}",
    "ya password ko sa email: {pw}",
    "ya password nakan sa email: {pw}",
    "ka password ku te email: {pw}",
    "an password ko sa email amo ra: {pw}",
    "ang password nako sa email kay {pw}",
    "password ku ma email iyu {pw}",
    "학원 와이파이 비번: {pw}",
    "事務所のPCのパスワードは「{pw}」です",
    "la contraseña del ordenador de la hacienda es {pw}",
    "kata laluan emel saya ialah {pw}",
    "كلمة السر للبريد: {pw}",
    "仓库电脑的密码：{pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rhea.b", "jomar", "kristine.o", "rolando", "marites.c", "junrey", "gerald.t", "lovely",
          "jessa.m", "arnel", "baimon.d", "norhaya", "abdulwahid", "sittie.a", "alnashib",
          "jerome.u", "ruel", "rosalie.y", "hassan.m", "nurhamida", "svc-cannery", "roro-bridge",
          "pawn-jolo", "ihomis-admin", "agent1042", "qa-lead"]  # fmt: skip
_LOGINS = [
    "Viber, Jomar: the Allpax retort login is {u} / {pw}",
    "Zendesk #48201: {u} can't get into UCCX, last password {pw}",
    "user={u} pass={pw}",
    "Confluence › Shipyard › PLM › Teamcenter: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| iHOMIS | {u} | {pw} |",
    "log into Mosaic POS as {u} with {pw}",
    "Calabrio creds {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: finesse-a.vmv.lan\n  user: {u}\n  pass: {pw}",
    "ssh {u}@plm-db.balamban.vmv.lan  # pw {pw}",
    "Gerald says the Verint account is {u} and the password is {pw}",
    "system,user,password\nbarkota-portal,{u},{pw}",
    "username {u}, password {pw}, ayaw kalimti",
    "username {u} kag password {pw}",
    "username {u} ngan password {pw}",
    "usuario {u}, password {pw}",
    "username ku {u}, password ku {pw}",
    "username: {u} at password: {pw}",
    "eto yung login ko sa portal: {u} / {pw}",
    "user {u}，password {pw}，記咧",
    "username ku {u}, in password {pw}",
    "su username ku {u}, su password {pw}",
    "아이디 {u} 비번 {pw}",
    "ユーザー名 {u}／パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["pinya", "lubi", "kakanin", "binaki", "balangay", "tarsier", "marang", "lanzones",
               "danggit", "kalamay", "habal", "pumpboat", "durian", "sinamay", "bangka", "bodega",
               "tartanilla", "kulintang"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "password: {w}, right after it {d}",
    "for the Allpax PC it's {w} and {d} at the end",
    "voice memo: the ward 3 wifi password is {w} then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and number together",
    "ang password kay ang pulong {w}, dayon {d}",
    "ang password amo ang tinaga nga {w}, dayon {d}",
    "an password amo an pulong nga {w}, katapos {d}",
    "el password es el palabra {w}, despues {d}",
    "in password amu in kalimah {w}, ampa {d}",
    "password 是 {w} 這個字，後壁閣加 {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "make_user -u=infodba -p={pw} -g=dba -user={u} -person='{u}' -group=Hull -role=Designer",
    "clearlocks -u=infodba -p={pw} -g=dba -assert_all_dead",
    "windchill wt.load.LoadFromFile -d /opt/ptc/loads/B27_parts.xml -u {u} -p {pw}",
    '"C:\\Program Files\\Autodesk\\ADMS Professional 2024\\ADMS Console\\Connectivity.ADMSConsole.exe" -Obackup -B"D:\\VaultBackup" -VU{u} -VP{pw} -S',
    "Connect-VBRServer -Server vbr01.vmv.lan -User 'VMV\\{u}' -Password '{pw}'",
    '{{:ok, conn}} = :ssh.connect(~c"plm-db.vmv.lan", 22, user: ~c"{u}", password: ~c"{pw}", silently_accept_hosts: true)',
    '{{ok, Ref}} = ssh:connect("ferry-gw.vmv.lan", 22, [{{user, "{u}"}}, {{password, "{pw}"}}]).',
    'srv = Client(server="10.9.0.5", secret=b"{pw}", dict=Dictionary("dictionary"))',
    'fgt.login("10.40.0.1", "{u}", "{pw}", verify=False)',
    'self.client.post("/api/login", json={{"username": "{u}", "password": "{pw}"}})',
    "cy.get('#password').type('{pw}')",
    "await t.typeText('#username', '{u}').typeText('#password', '{pw}')",
    '.formParam("username", "{u}").formParam("password", "{pw}")',
    'RedisURI.builder().withHost("redis.vmv.lan").withPassword("{pw}".toCharArray()).build()',
    "var conn = Jdbc.getConnection('jdbc:mysql://10.8.0.4:3306/pawn', '{u}', '{pw}');",
    "$transport = (new Swift_SmtpTransport('smtp.vmv.ph', 587, 'tls'))->setUsername('{u}')->setPassword('{pw}');",
    "const ua = new JsSIP.UA({{ uri: 'sip:{u}@pbx.vmv.lan', password: '{pw}', sockets: [socket] }});",
    "userAgentOptions: {{ authorizationUsername: '{u}', authorizationPassword: '{pw}' }}",
    'acfg.sipConfig.authCreds.append(pj.AuthCredInfo("digest", "*", "{u}", 0, "{pw}"))',
    "con = ESL.ESLconnection('127.0.0.1', '8021', '{pw}')",
    "const ami = new AsteriskManager(5038, 'pbx.vmv.lan', '{u}', '{pw}', true);",
    "ari.connect('http://pbx.vmv.lan:8088', '{u}', '{pw}', clientLoaded);",
    '(client/get "https://plm.vmv.lan/api/parts" {{:basic-auth ["{u}" "{pw}"]}})',
    'basicRequest.auth.basic("{u}", "{pw}").get(uri"https://manifest.vmv.lan/voyages")',
    'let req\' = applyBasicAuth "{u}" "{pw}" req',
    '[NSURLCredential credentialWithUser:@"{u}" password:@"{pw}" persistence:NSURLCredentialPersistenceForSession]',
    "session = Session('https://apic.vmv.lan', '{u}', '{pw}')",
    'con = ibis.postgres.connect(host="pg.vmv.lan", user="{u}", password="{pw}", database="cannery")',
    'url = URL.create("mssql+pyodbc", username="{u}", password="{pw}", host="sql-ihomis", database="ihomis")',
    'minio.New("s3.vmv.lan:9000", &minio.Options{{Creds: credentials.NewStaticV4("{u}", "{pw}", ""), Secure: true}})',
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@ais-gw.mvsanisidro.lan",
    "mysql -h pawn-db.jolo.vmv.lan -u {u} -p'{pw}' sangla",
    "redis-cli -h 10.30.0.9 -a '{pw}' --no-auth-warning info replication",
    "curl -u {u}:{pw} https://finesse-a.vmv.lan/finesse/api/User/{u}",
    "docker login registry.vmv.ph -u {u} -p '{pw}'",
    "smbclient //fs-balamban/drawings -U '{u}%{pw}'",
    "xfreerdp /v:ihomis-app /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\fs-lahug\\qa /user:VMV\\{u} {pw}",
    "sqlcmd -S sql-ihomis -U {u} -P '{pw}' -Q \"select @@version\"",
    "echo '{pw}' | sudo -S systemctl restart asterisk",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\ops> {c}", "root@plm-db:~# {c}",
    "pasted in #plm-ops:\n{c}", "Confluence code block, 'Cutover night':\n{c}",
    "from the runbook, step 4:\n{c}", "code review comment: please don't commit this → {c}",
    "Zendesk #48320 internal note:\n{c}", "Teams snippet from Gerald:\n{c}",
    "mao ni ang gidagan ni Jomar: {c}", "amo ini ang ginpadalagan ko: {c}",
    "este el command ya corre yo: {c}", "eto yung pinatakbo ko kagabi: {c}",
    "這條 command 我有 run 過：{c}", "amo ini an command nga akon gin-run: {c}",
    "iyan su command nga ini-run ku: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a note, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "copy running-config scp://{u}:{pw}@10.70.0.5/backups/sw-lahug-12f.cfg",
    "jdbc:monetdb://monet.vmv.lan:50000/retort?user={u}&password={pw}",
    "jdbc:crate://crate.vmv.lan:5432/?user={u}&password={pw}",
    "jdbc:yugabytedb://yb.vmv.lan:5433/sangla?user={u}&password={pw}",
    "jdbc:singlestore://s2.vmv.lan:3306/calls?user={u}&password={pw}",
    "jdbc:virtuoso://virtuoso.vmv.lan:1111/UID={u}/PWD={pw}",
    "jdbc:voltdb://volt.vmv.lan:21212?user={u}&password={pw}",
    "jdbc:teiid:plm@mm://teiid.vmv.lan:31000;user={u};password={pw}",
    "jdbc:Sqream://sqream.vmv.lan:5000/master;user={u};password={pw};cluster=true",
    "jdbc:com.nuodb://nuo.vmv.lan/ferry?user={u}&password={pw}",
    "rethinkdb://{u}:{pw}@rethink.vmv.lan:28015/roro",
    "HTTP_PROXY=http://{u}:{pw}@proxy.lahug.vmv.lan:3128",
    "git config --global http.proxy http://{u}:{pw}@proxy.vmv.lan:8080",
]  # fmt: skip
_URL_PLACES = [
    "{c}", "Confluence 'Data sources': {c}", "i-save ni palihug: {c}", "Viber, Gerald: {c}",
    "Jira VMV-3404: {c}", "連線字串：{c}", "el connection string: {c}",
    "keep this for the cutover: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(4_000_000)
        claims = {"iss": issuer, "aud": "visayas-mindanao-ventures", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "bookings:read manifests:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _goldapi(g: random.Random) -> str:
    return f"goldapi-{_r(g, LOWER_DIGITS, 14)}-io"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Convoso", "CONVOSO_AUTH_TOKEN", _j((LOWER_DIGITS, 32))),
    ("CallTools", "CALLTOOLS_API_KEY", _j((HEX, 40))),
    ("Observe.AI", "OBSERVEAI_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Level AI", "LEVELAI_API_TOKEN", _vendor_jwt("https://api.thelevel.ai")),
    ("Calabrio", "CALABRIO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Verint", "VERINT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Playvox", "PLAYVOX_API_KEY", _j((HEX, 64))),
    ("Assembled", "ASSEMBLED_API_KEY", _j((ALNUM, 40))),
    ("Tymeshift", "TYMESHIFT_TOKEN", _j((ALNUM, 48))),
    ("Injixo", "INJIXO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Scorebuddy", "SCOREBUDDY_API_KEY", _j((UPPER_HEX, 32))),
    ("MaestroQA", "MAESTROQA_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("EvaluAgent", "EVALUAGENT_API_KEY", _j((ALNUM, 36))),
    ("Sprinklr", "SPRINKLR_API_SECRET", _j((B64, 44))),
    ("ComplyAdvantage", "COMPLYADVANTAGE_API_KEY", _j((ALNUM, 32))),
    ("Shufti Pro", "SHUFTIPRO_SECRET_KEY", _j((ALNUM, 40))),
    ("Socure", "SOCURE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Au10tix", "AU10TIX_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Mitek", "MITEK_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Forter", "FORTER_SECRET_KEY", _j((HEX, 40))),
    ("Riskified", "RISKIFIED_AUTH_TOKEN", _j((HEX, 40))),
    ("Ravelin", "RAVELIN_SECRET_KEY", _j((ALNUM, 32))),
    ("GoldAPI", "GOLDAPI_KEY", _goldapi),
    ("Metals-API", "METALS_API_ACCESS_KEY", _j((LOWER_DIGITS, 60))),
    ("Open Exchange Rates", "OXR_APP_ID", _j((HEX, 32))),
    ("Xignite", "XIGNITE_TOKEN", _j((UPPER_HEX, 32))),
    ("TendoPay", "TENDOPAY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Uploan", "UPLOAN_PARTNER_KEY", _j((HEX, 48))),
    ("SeaBank", "SEABANK_PARTNER_SECRET", _j((URLSAFE, 64))),
    ("BayadCenter", "BAYADCENTER_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Smart Padala", "SMARTPADALA_API_SECRET", _j((ALNUM, 32))),
    ("iRemit", "IREMIT_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Home Credit", "HOMECREDIT_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Barkota", "BARKOTA_API_KEY", _j("bk_live_", (ALNUM, 32))),
    ("OceanJet", "OCEANJET_BOOKING_TOKEN", _vendor_jwt("https://booking.oceanjet.net")),
    ("Cokaliong", "COKALIONG_API_KEY", _j((HEX, 32))),
    ("Lite Ferries", "LITEFERRIES_API_SECRET", _j((ALNUM, 40))),
    ("Starlite", "STARLITE_PARTNER_KEY", lambda g: v.uuid4(g, "9")),
    ("GrabExpress", "GRABEXPRESS_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Angkas", "ANGKAS_API_KEY", _j((ALNUM, 48))),
    ("SeriousMD", "SERIOUSMD_API_TOKEN", _j((HEX, 64))),
    ("MedGrocer", "MEDGROCER_API_KEY", _j((ALNUM, 32))),
    ("Luma Health", "LUMAHEALTH_API_KEY", _j((HEX, 40))),
    ("Acumatica", "ACUMATICA_CLIENT_SECRET", _j((URLSAFE, 22))),
    ("PayrollHero", "PAYROLLHERO_API_TOKEN", _j((ALNUM, 40))),
    ("Humaans", "HUMAANS_API_TOKEN", _j((ALNUM, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set {env}={tok}",
    "$env:{env} = \"{tok}\"",
    "docker run -e {env}={tok} vmv/pawn-sync:2.3",
    "stringData:\n  {env}: \"{tok}\"",
    "appsettings.Production.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Jenkinsfile: environment {{ {env} = '{tok}' }}",
    ".github/workflows/sync.yml:\n    env:\n      {env}: {tok}   # TODO move to secrets",
    "config.php: define('{env}', '{tok}');",
    "settings.py: {env} = \"{tok}\"",
    "VMV Portal › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence 'Integrations' table: | {vendor} | prod | {tok} |",
    "Viber, Kristine: {vendor} key for the sync: {tok}",
    "Zendesk #48390: {vendor} returns 401, configured key {tok}",
    "Jira VMV-3412: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Teams, Gerald: the {vendor} token we use now is {tok}, the old one is revoked",
    "ang API key sa {vendor} kay {tok}",
    "API key sang {vendor}: {tok}",
    "an API key han {vendor}: {tok}",
    "API key kang {vendor}: {tok}",
    "el API key de {vendor} es {tok}",
    "in API key sin {vendor}: {tok}",
    "so API key o {vendor} na {tok}",
    "su API key nu {vendor}: {tok}",
    "an API key nan {vendor} kay {tok}",
    "ang API key ng {vendor} ay {tok}",
    "pa-save ng {vendor} API key natin: {tok}",
    "{vendor} e API key 是 {tok}",
    "su API key ha {vendor}: {tok}",
    "ka API key te {vendor}: {tok}",
    "sog API key nog {vendor}: {tok}",
    "ya API key sa {vendor}: {tok}",
    "ya API key na {vendor} ay {tok}",
    "ka API key te {vendor} ini: {tok}",
    "an API key san {vendor}: {tok}",
    "ang API key sa {vendor} kay {tok} ra",
    "API key {vendor} iyu {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} のAPIキー: {tok}",
    "la clave API de {vendor}: {tok}",
    "kunci API {vendor}: {tok}",
    "مفتاح API الخاص بـ {vendor}: {tok}",
    "{vendor} 的 API 密钥：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    gold = _goldapi(rng)
    oxr = _r(rng, HEX, 32)
    acumatica = _r(rng, URLSAFE, 22)
    comply = _r(rng, ALNUM, 32)
    xignite = _r(rng, UPPER_HEX, 32)
    angkas = _r(rng, ALNUM, 48)
    client_id = v.uuid4(rng, "8").upper()
    return [
        Sample("vendor_token", f'r = requests.get("https://www.goldapi.io/api/XAU/PHP", headers={{"x-access-token": "{gold}"}})', gold),
        Sample("vendor_token", f'curl "https://openexchangerates.org/api/latest.json?app_id={oxr}&base=USD&symbols=PHP"', oxr),
        Sample("vendor_token", f"curl -X POST https://vmv.acumatica.com/identity/connect/token -d 'grant_type=client_credentials&client_id={client_id}@VMV&client_secret={acumatica}&scope=api'", acumatica),
        Sample("vendor_token", f'var screening = new ComplyAdvantageClient("{comply}");', comply),
        Sample("vendor_token", f'App.config:\n<appSettings>\n  <add key="XigniteToken" value="{xignite}" />\n</appSettings>', xignite),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    resValue "string", "angkas_api_key", "{angkas}"\n  }}\n}}', angkas),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows once, so here:\n{t}", "itago ni para nako: {t}",
                "這個 token：{t}", "{t}\n^ the new one, the old one is dead", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 56)), _j((B64, 40)), _j((ALNUM, 32))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "DUKPT BDK of the pawnshop PIN pads (hex): {h}": 32,
    "MIFARE DESFire master key for the hospital staff cards: {h}": 32,
    "SRTP master key and salt of the call-centre SBC trunk: {h}": 60,
    "AES-256 key for the Barkota manifest export: {h}": 64,
    "HMAC secret for the GoldAPI price webhook: {h}": 64,
    "Datatrace logger encryption key, retort 3: {h}": 32,
    "ang encryption key sa backup: {h}": 64,
    "備份 encryption key：{h}": 64,
    "el encryption key del backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #48412: token copied from the browser's devtools {t}",
    "Cookie: lang=ceb; vmv_sess={t}",
    "CALLCENTRE_API_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ang token kay {t}",
    "token 是 {t}",
    "Finesse gadget log: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.vmv.ph/realms/floor12",
            "azp": "agent-desktop",
            "roles": ["agent", "tier2"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the Balamban PLM box, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/ihomis.vmv.ph.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"BARKOTA_SIGNING_KEY": "{key}", "operator": "mv-san-isidro"}}': ("EC PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_pbx <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk #48440, pasted by the integrator:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "ang private key sa server:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the remittance SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG",
               "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ronin wallet backup of the remittance float (emptied): {p}": "english",
    "Electrum seed from the old pawnshop laptop:\n{p}": "english",
    "voice memo: the recovery words are {p} and that's all of them": "english",
    "ang recovery phrase sa wallet: {p}": "english",
    "Confluence page 'Treasury (retired wallet)': {p}": "english",
    "seed phrase sang wallet ko: {p}": "english",
    "el seed phrase de mi wallet: {p}": "spanish",
    "阿公的錢包助記詞：{p}": "chinese_traditional",
    "지갑 복구 문구: {p}": "korean",
    "ウォレットの復元フレーズ: {p}": "japanese",
    "frase di recupero del portafoglio del broker di Genova: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
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
    "Viber, Kristine: the company card for the Zacmi spare parts is {c}, exp {mm}/{yy}",
    "save my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Jira VMV-3480: pay the Hiperbaric service visit with {c}",
    "numero sa akong card: {c}, {mm}/{yy}",
    "numero sang akon card: {c}",
    "el numero de mi card: {c}, {mm}/{yy}",
    "我的 card 號碼：{c}，{mm}/{yy}",
    "in numbur sin card ku: {c}",
    "an numero han akon card: {c}",
    "pa-save ng card ko: {c}, {mm}/{yy}",
    "카드 번호: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "jcb", "unionpay", "amex", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/34, CVC {cvv}",
               "the three digits on the back: {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "ang tulo ka numero sa likod sa card: {cvv}",
               "卡後壁三個數字：{cvv}",
               "el tres numero na atras del card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 154 (their IBAN shapes and calls); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BG": "aaaa" + "n" * 6 + "c" * 8, "CH": "n" * 5 + "c" * 12, "CZ": "n" * 20,
                "FI": "n" * 14, "GE": "aa" + "n" * 16, "ME": "n" * 18, "RS": "n" * 18,
                "SI": "n" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CNO-2031-204: please refund the Plovdiv cosmetics buyer's deposit to {i}",
    "save the Zug coconut-oil trader's IBAN: {i}",
    "IBAN: {i}\nReference: canned pineapple, lot 0412",
    "Teams #treasury: the Kotka buyer's new bank details, IBAN {i}",
    "IBAN sa akong account sa Europe: {i}",
    "IBAN sang supplier: {i}",
    "el IBAN del broker: {i}",
    "我的 IBAN：{i}",
    "an IBAN han buyer: {i}",
    "Kotor ship broker, commission to IBAN {i}",
    "pa-save ng IBAN ng Batumi agent: {i}",
    "Ljubljana spare-parts supplier, IBAN {i}, due in 30 days",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_ROMAN = ["V", "VI", "VII", "VIII"]


def _roll(g: random.Random) -> str:
    """An IBP roll of attorneys number: five or six digits, no public check."""
    return str(g.randrange(30_000, 120_000))


def _mcle(g: random.Random) -> str:
    """An MCLE compliance number: the compliance period in Roman numerals and seven digits."""
    return f"{g.choice(_ROMAN)}-{_r(g, D, 7)}"


def _notarial(g: random.Random) -> str:
    """A notarial commission number, as the author imagines a city court prints it."""
    return f"NP-{g.randrange(30, 33)}-{_r(g, D, 4)}"


def _s2(g: random.Random) -> str:
    """A PDEA S2 licence number (a physician's, for dangerous drugs): invented shape."""
    return f"S2-{_r(g, D, 6)}"


def _philhealth_pan(g: random.Random) -> str:
    """A PhilHealth accreditation number of a doctor: four, seven and one digits (a guess)."""
    return f"{g.randrange(1000, 10_000)}-{_r(g, D, 7)}-{g.choice(D)}"


def _prc(g: random.Random) -> str:
    """A PRC registration number (midwife, dentist): seven digits, no public check."""
    return "00" + _r(g, D, 5)


def _student_permit(g: random.Random) -> str:
    """An LTO student permit: a letter and two digits, the year, six digits."""
    return f"{g.choice('GHK')}{_r(g, D, 2)}-{g.randrange(30, 33)}-{_r(g, D, 6)}"


def _boat_captain(g: random.Random) -> str:
    """A MARINA boat captain's licence: invented shape."""
    return f"BCL-{g.choice(_ROMAN)}-{g.randrange(28, 33)}-{_r(g, D, 5)}"


def _asnt(g: random.Random) -> str:
    """An ASNT certificate number of an NDT inspector: six digits."""
    return str(g.randrange(100_000, 400_000))


def _wpq(g: random.Random) -> str:
    """A welder performance qualification number of the shipyard: invented shape."""
    return f"WPQ-BAL-{g.choice(['3G', '4G', '6G'])}-{_r(g, D, 4)}"


def _appraiser(g: random.Random) -> str:
    """A pawnshop appraiser's certificate: invented shape."""
    return f"APR-{g.randrange(2026, 2032)}-{_r(g, D, 5)}"


def _brgy_clearance(g: random.Random) -> str:
    """A barangay clearance control number: the year, the month and five digits."""
    return f"{g.randrange(2029, 2032)}-{g.randrange(1, 13):02d}-{_r(g, D, 5)}"


def _occupational(g: random.Random) -> str:
    """A city occupational permit: OP, the year, six digits."""
    return f"OP-{g.randrange(2029, 2032)}-{_r(g, D, 6)}"


def _visa_9g(g: random.Random) -> str:
    """A 9(g) pre-arranged employment visa's number: invented shape."""
    return f"9G-{g.randrange(2029, 2032)}-{_r(g, D, 6)}"


def _sharia_roll(g: random.Random) -> str:
    """A Shari'a counselor's roll number: four digits."""
    return str(g.randrange(1000, 5000))


def _ncfrs(g: random.Random) -> str:
    """A National Coconut Farmers Registry System number: invented grouping."""
    return f"{g.randrange(10, 17)}-{_r(g, D, 4)}-{_r(g, D, 7)}"


def _able_seaman(g: random.Random) -> str:
    """An able seafarer (deck) certificate number: invented shape."""
    return "AB-" + _r(g, D, 7)


def _ph_passport(g: random.Random) -> str:
    """A Philippine e-passport: P, seven digits and a letter."""
    return f"P{_r(g, D, 7)}{g.choice('ABC')}"


def _tw_passport(g: random.Random) -> str:
    """A Taiwanese passport: nine digits."""
    return g.choice("34") + _r(g, D, 8)


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M and eight digits."""
    return "M" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "IBP roll of attorneys number of our counsel for the pawn tickets: {s}": _roll,
    "MCLE compliance no. of Atty. Macabangkit: {s}": _mcle,
    "notarial commission number, Cebu City: {s}": _notarial,
    "S2 licence no. ni Dr. Yap para sa reseta: {s}": _s2,
    "PhilHealth accreditation number sa akong doktor: {s}": _philhealth_pan,
    "PRC registration sang midwife sa ward: {s}": _prc,
    "PRC license no. sa dentista sa clinic: {s}": _prc,
    "LTO student permit ni Junrey: {s}": _student_permit,
    "MARINA boat captain's licence of the pumpboat skipper: {s}": _boat_captain,
    "ASNT certificate number of the UT inspector: {s}": _asnt,
    "welder qualification (WPQ) no. ni Arnel: {s}": _wpq,
    "pawnshop appraiser's certificate, Jolo branch: {s}": _appraiser,
    "barangay clearance control no. para sa trabaho: {s}": _brgy_clearance,
    "occupational permit number sa Mandaue: {s}": _occupational,
    "9(g) visa number of the Taiwanese retort technician: {s}": _visa_9g,
    "Shari'a counselor roll number ni Atty. Hassan: {s}": _sharia_roll,
    "NCFRS number sa akong amahan (coconut farmer): {s}": _ncfrs,
    "able seaman certificate no. of the RoRo deckhand: {s}": _able_seaman,
    "numero sa akong pasaporte: {s}": _ph_passport,
    "su pasaporte ku: {s}": _ph_passport,
    "阮頭家的護照號碼：{s}": _tw_passport,
    "여권 번호: {s}": _kr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 3)}" for _ in range(n)]


_BACKUPS = ["Acumatica 2FA recovery codes\n{codes}", "backup codes sa Google Workspace sa call centre: {codes}",
            "PayrollHero backup codes: {codes}", "2FA 備用碼：\n{codes}",
            "mga backup code sa 2FA: {codes}", "los backup codes del 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Calabrio:kristine.o@vmv.ph?secret={s}&issuer=Calabrio&period=30",
              "Aegis manual entry for the Acumatica login, setup key: {s}",
              "2FA secret key sa PayrollHero: {s}",
              "TOTP 密鑰（Humaans）：{s}"]  # fmt: skip
_CODES = ["{c} is your SeaBank verification code. Do not share it.",
          "Home Credit: Ang OTP mo ay {c}. Huwag ibigay kahit kanino.",
          "TendoPay code: {c}",
          "Cebu Pacific: {c} ang imong verification code",
          "【OceanJet】驗證碼 {c}，5 分鐘內有效"]  # fmt: skip


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


_SSIDS = ["VMV-Cannery-Ops", "VMV-Shipyard-5G", "RoRo-Crew-WiFi", "MVSanIsidro-Bridge",
          "LubiMill-Office", "Pawn-Jolo-Branch", "IHOMIS-Ward3", "CebuIT-Floor12", "Balamban-Yard",
          "Valencia-QA-Lab", "Dipolog-Remit", "Hagnaya-Terminal"]  # fmt: skip
_WIFI_PLACES = [
    "wlan.connect('{s}', '{pw}')",
    "http://192.168.33.1/settings/sta?enabled=1&ssid={s}&key={pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "network: {s}\npassword: {pw}",
    "ward 3 wifi {s}, WPA2 key {pw}",
    "wifi sa bodega: {s} / {pw}",
    "ang password sa wifi nga {s} kay {pw}",
    "password sang wifi {s}: {pw}",
    "an password han wifi {s} amo in {pw}",
    "el password del wifi {s} es {pw}",
    "in password sin wifi {s}: {pw}",
    "so password o wifi {s} na {pw}",
    "an password nan wifi {s}: {pw}",
    "pa-save naman ng Wi-Fi {s}, password {pw}",
    "wifi {s} e password 是 {pw}",
    "su password ha wifi {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, UPPER_HEX, 10)
    if roll < 0.3:
        return _r(rng, "abcdefghkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_goldapi, _j((HEX, 32)), _j((UPPER_HEX, 40)), _j("bk_live_", (ALNUM, 24)),
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out to you one letter at a time: {t}", "[dictated over the Viber call] {t}",
          "(spaced so the Teams preview doesn't show it) {t}", "usa-usa ka letra: {t}",
          "一字一字：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["agents.conf:\nagent => 1042,{pw},Lovely Cabahug",
          "directory/default/1042.xml:\n<user id=\"1042\">\n  <params>\n    <param name=\"vm-password\" value=\"{pw}\"/>",
          "Sargent & Greenleaf lock on the Jolo vault, combination {pw}",
          "SentrySafe in the pharmacy, code {pw}",
          "code sa padlock sa bodega sa lubi: {pw}",
          "el codigo del candado del bodega: {pw}",
          "保險櫃 密碼：{pw}",
          "an code han padlock ha pantalan: {pw}",
          "the gate keypad at the Balamban drydock takes {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "combination" in template:
        return {"pw": "-".join(f"{rng.randrange(0, 100):02d}" for _ in range(3))}
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["pinya", "lubi", "tuba", "balangay", "tarsier", "marang", "lanzones", "habal",
                 "pumpboat", "drydock", "durian", "kalamay", "danggit", "kulintang", "tartanilla",
                 "bodega"]  # fmt: skip
_PHRASES = {"Psono master passphrase for the pawnshop vault: {p}": " ",
            "ZFS passphrase of the iHOMIS backup pool (keyformat=passphrase): {p}": " ",
            "passphrase sa backup: {p}": "-", "備份 passphrase：{p}": " ",
            "el passphrase del backup: {p}": ".", "passphrase sang vault: {p}": " ",
            "age passphrase for the remittance exports: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: what it carries (basic: a user and a password in base64)
    "Finesse REST call from the wallboard script, header Authorization: Basic {v}": "basic",
    "curl -H 'Authorization: Token {v}' https://api.complyadvantage.com/searches": "token",
    "Socure call in the KYC log: Authorization: SocureApiKey {v}": "uuid",
    "HAProxy backend for UCCX: http-request set-header Authorization \"Basic {v}\"": "basic",
    "ang header sa request: Authorization: Bearer {v}": "token",
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _AUTH[template]
    if kind == "basic":
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    if kind == "uuid":
        return {"v": v.uuid4(rng, "a")}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 32)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "homeserver.yaml (Synapse, staff chat):\nregistration_shared_secret: \"{pw}\"",
    "homeserver.yaml:\nmacaroon_secret_key: \"{pw}\"",
    "homeserver.yaml:\ndatabase:\n  name: psycopg2\n  args:\n    user: synapse\n    password: {pw}\n    host: pg.vmv.lan",
    "/etc/jitsi/.env:\nJVB_AUTH_USER=jvb\nJVB_AUTH_PASSWORD={pw}",
    "/etc/asterisk/cdr_mysql.conf:\n[global]\nhostname=cdr-db.vmv.lan\ndbname=asteriskcdrdb\nuser=asterisk\npassword={pw}",
    "/etc/asterisk/res_config_mysql.conf:\n[general]\ndbhost = 127.0.0.1\ndbname = asterisk\ndbuser = ast\ndbpass = {pw}",
    "/etc/freeswitch/autoload_configs/event_socket.conf.xml:\n<param name=\"listen-ip\" value=\"127.0.0.1\"/>\n<param name=\"password\" value=\"{pw}\"/>",
    "deploy/pawn-ds.xml:\n<datasource jndi-name=\"java:/PawnDS\" pool-name=\"PawnDS\">\n  <connection-url>jdbc:mysql://pawn-db:3306/sangla</connection-url>\n  <security>\n    <user-name>sangla</user-name>\n    <password>{pw}</password>\n  </security>\n</datasource>",
    "C:\\ProgramData\\MySQL\\MySQL Server 8.0\\my.ini:\n[client]\nuser=pos\npassword={pw}\nport=3306",
    "php.ini on the old remittance box:\nmysql.default_user = remit\nmysql.default_password = {pw}",
    "~/.m2/settings.xml:\n<servers>\n  <server>\n    <id>vmv-nexus</id>\n    <username>deploy</username>\n    <password>{pw}</password>\n  </server>\n</servers>",
    "bunfig.toml:\n[install.scopes]\n\"@vmv\" = {{ url = \"https://npm.vmv.ph/\", username = \"ci\", password = \"{pw}\" }}",
    "~/.pause:\nuser VMVOPS\npassword {pw}",
    "fastlane/.env:\nMATCH_GIT_URL=git@git.vmv.ph:mobile/certs.git\nMATCH_PASSWORD={pw}",
    "export_presets.cfg (the ferry-kiosk Godot app):\nkeystore/release_user=\"vmvkiosk\"\nkeystore/release_password=\"{pw}\"",
    "project.clj:\n:repositories [[\"vmv\" {{:url \"https://nexus.vmv.ph/repository/clj/\" :username \"ci\" :password \"{pw}\"}}]]",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Gerald: wifi password sa ward 3?\nRhea: {pw}",
    "[22:14] jomar: root pw sa retort PC?\n[22:15] junrey: {pw}",
    "Kristine: {pw} is the new Finesse admin password",
    "Arnel: use {pw}, that's what I set for the Allpax",
    "Marites: bag-o nga password: {pw}",
    "Rosalie: ang bag-o nga password amo ini {pw}",
    "Norhaya: el nuevo password es {pw}",
    "Wilson Uy：新的 password 是 {pw}",
    "Ruel: an bag-o nga password {pw}",
    "Alnashib: in bag'u password {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "passw\u2060ord = {pw}", "p\u00adassword → {pw}", "раssword: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱: {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "passwοrd: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, roughly heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 40), (_urls, 13), (_vendors, 52),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 9), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 7),
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
    "the Allpax admin password is": "{s}", "UCCX pw:": "{s} (since the upgrade)",
    "ang password sa server kay": "{s}", "Finesse password": "{s}\nchange it after the audit",
    "el password es": "{s}", "password 是": "{s}", "in password ku": "{s}",
    "Calabrio password": "{s}", "the password Gerald read out over the radio was": "{s}, I think",
    "password sang wifi:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "GoldAPI key", "{s}", _goldapi),
    ("split_token", "Convoso auth token:", "{s} (dialer sync)", _j((LOWER_DIGITS, 32))),
    ("split_token", "Socure API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Electrum seed words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/35", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "Acumatica recovery codes", "{s}\nqmzt-4417-k2p\nrvbd-0932-x7a", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "LTO student permit no.", "{s}", _student_permit),
    ("split_phrase", "vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


def _json_safe_pw(rng: random.Random) -> str:
    """A password that a JSON string holds as written (no quote, no backslash)."""
    return v.until(rng, _pw, lambda value: '"' not in value and "\\" not in value)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"allpax": {"hmi": "https://retort3.vmv.lan", "admin_pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"password_sa_wifi": "{s}"}': ("meta_password", _plain_pw),
    '{"pbx": {"ami_user": "monitor", "ami_secret": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "finesse-a"}, {"name": "finesse-b", "login_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqlcmd", "-S", "sql-ihomis", "-U", "sa", "-P", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ang password sa retort PC kay {s}"}': ("meta_password", _json_safe_pw),
    '{"密碼": "{s}"}': ("meta_password", _json_safe_pw),
    '{"transcript": "log into UCCX as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"goldapi": {"token": "{s}"}}': ("meta_token", _goldapi),
    '{"convosoAuthToken": "{s}"}': ("meta_token", _j((LOWER_DIGITS, 32))),
    '{"oxr_app_id": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card": "{s}", "exp": "11/34"}}': ("meta_card", lambda g: v.grouped(v.card(g, "unionpay"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ME")),
    '{"rider": {"lto_student_permit": "{s}"}}': ("meta_id", _student_permit),
    '{"mfa": {"backup_codes": ["{s}", "qmzt-4417-k2p", "rvbd-0932-x7a"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"float_wallet": {"recovery_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"card_reader": {"bdk": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"vault_room": {"safe_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "IHOMIS-Ward3", "key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"openpyxl-3.1.4-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"allpax-hmi-fw-5.2.0.img").hexdigest()
_IMAGE = hashlib.sha256(b"registry.vmv.ph/pawn-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"retort: log the deviation hold", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"manifest: revert voyage ids", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"seam-check_2031-07-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ihomis-export-2031.sql.gz").hexdigest()
_IMO = v.until(random.Random(SEED + 3), lambda g: "9" + _r(g, D, 6), std_imo.is_valid)
_ISBN = v.until(random.Random(SEED + 4), lambda g: "978971" + _r(g, D, 7), std_isbn.is_valid)

CLEAN = [
    "Remind me to change the Allpax retort password before the FDA audit on 2031-08-19.",
    "Gerald asked for the ward 3 wifi password; it's on the card at the nurses' station.",
    "Policy: VMV passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; send a vault link instead.",
    "`OXR_APP_ID=` is left empty in `.env.example`; the real id is in the vault.",
    "The Finesse desktop asks agents for a new password every 90 days.",
    "Replace <YOUR_BARKOTA_KEY> in the README with the key from the operator portal.",
    "CONVOSO_AUTH_TOKEN and GOLDAPI_KEY must be set before the nightly sync runs.",
    "Ayaw ipakita ang imong password bisan kinsa.",
    "Indi pagsugid sa iban ang imo password.",
    "Ayaw igsumat ha iba an imo password.",
    "No dale cuenta con nadie tu password.",
    "Ayaw pagsuysuyun ha kaibanan in password mu.",
    "Password 毋通共別人講。",
    "Huwag ibigay ang password mo kahit kanino.",
    "Di nu igsugid ha iba su password nu.",
    "La contraseña nueva tiene que tener catorce caracteres como mínimo.",
    "パスワードは定期的に変更してください。",
    "비밀번호는 다른 사람에게 알려주지 마세요.",
    "Upgraded the Zacmi HMI firmware from 2.1 to 2.4 and Asterisk to 20.7.0 over the weekend.",
    f"commit {_COMMIT} logs the deviation hold for retort 3.",
    f"Rolled back to {_SHORT} after the voyage ids broke the manifest export.",
    f"requirements.txt: openpyxl==3.1.4 --hash=sha256:{_WHEEL_SUM}",
    f"The Allpax HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ihomis-export-2031.sql.gz: {_SHA512}",
    f"The pawn sync container runs registry.vmv.ph/pawn-sync@sha256:{_IMAGE}.",
    f"MD5 of seam-check_2031-07-14.csv is {_MD5}, same as the copy on the QA share.",
    "Request id 3c91e7a2-5b04-4d6e-9f13-7a2b8c0d5e41 is the slow one in the Finesse logs.",
    "Purchase order PO-2031-00518 for 12 pallets of pineapple tidbits ships on Friday.",
    "Zendesk #48113: the retort 3 temperature alarm keeps tripping on the night shift.",
    "Call the Malaybalay office on +63 88 221 4417 before noon.",
    "Lovely's number for the night shift is 0917 482 3310.",
    "Container TCLU 7720391 with the coconut oil is at the Cebu port.",
    "The cannery truck is plate LAB 4821; the shipyard van is GAC 7713.",
    "Retort 3 runs at 121.1 °C for 18 min; the syrup is at 16.5 °Brix.",
    "Hull B27 is 86.4 m long with a 15.8 m beam; the ramp door weighs 22 t.",
    "After five wrong passwords the Finesse desktop locks the agent for 15 minutes.",
    "The mill presses 1,250 kg of copra an hour; free fatty acid is 0.08 %.",
    "Ask Ruel for the gate keypad code at the drydock, I don't have it.",
    "My card ending 4417 was declined at the hardware store in Valencia.",
    "The Zug trader wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the call-centre Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CONVOSO_AUTH_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the lubi warehouse rusts in the salt air; oil it every month.",
    f"ISBN {_ISBN} is the cannery's HACCP handbook on the QA shelf.",
    "The guest wifi 'VMV-Visitors' is open, no password needed.",
    "Lot LOT-2031-BUK-0412: 2,400 cans, vacuum 15 inHg; the seam check passed.",
    "Voyage 318 of MV San Isidro leaves Hagnaya at 06:30, ETA Santa Fe 07:45.",
    "Pawn ticket PT-JOL-2031-008812 matures on 12 August; interest is 3 % a month.",
    "Bed 4: heart rate 82 bpm, BP 120/80 mmHg, SpO2 98 %.",
    "The secret of good kinilaw is fresh tanigue and sukang tuba.",
    "Ang password kinahanglan napulog upat ka letra o labaw pa.",
    "Cambia tu password cada tres meses.",
    "阮的 wifi 無設 password，客人會使直接用。",
    "Remittance reference RMT-2031-0812-4417 was paid out in Cotabato.",
    "Passport renewal at DFA Cebu on 3 September; bring the old passport and a photocopy.",
    "The PIN pad at the Jolo branch is broken; use the one at the counter.",
    f"MV San Isidro, IMO {_IMO}, flag Philippines, built 1998 in Onomichi.",
    "HS code 2008.20 is canned pineapple; 1513.11 is crude coconut oil.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-05-02T22:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/vmv/allpax", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 518}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "openpyxl", "version": "3.1.4"}}',
    '{"ticket": "48113", "purchase_order": "PO-2031-00518"}',
    '{"lot": {"id": "LOT-2031-BUK-0412", "cans": 2400, "vacuum_inhg": 15}}',
    '{"phone": "+63 88 221 4417", "city": "Malaybalay"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "agents_on_shift": 148}',
    '{"hs_code": "2008.20", "origin": "PH", "description": "canned pineapple"}',
    '{"voyage": 318, "vessel": "MV San Isidro", "etd": "06:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
