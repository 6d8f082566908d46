# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fifty-fourth's docstring,
the fifth to hundred-and-fifty-fourth only to search them (grep) for the languages, wordings,
tools, flags, variables, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-sixth to hundred-and-fifty-eighth), any test, the reports, `round_checks.py`,
the benchmarks, the changelog nor the git history, and the scrubber was never run on it. Seed
155804372. Its own password words (a spice's Malayalam name, `Lot` and an auction lot number and
a sign; a cashew kernel grade, a coastal town and a year; a houseboat's name, `Kettu` and a
number; an Ayurveda oil and its bottle in `ml`; leet spice and place words with a year; `MV`, a
Lakshadweep ferry's name, a berth and two capitals; a Theyyam, Yakshagana, Kambala or Kodava feast
with a year and a town; a coir product, a town and a year joined by underscores; three fish of the
coast joined by dots with a number; two Manglish or Kundapura slang words around a sign;
generated groups and random runs), names, places, templates, tools, vendors and layouts, the way
the staff of the Malabar Coast Cooperative (fictional: a cardamom and pepper auction hall at
Bodinayakanur and Kumily, a cashew factory at Kollam, houseboats on Vembanad lake, an Ayurveda
clinic, a fishing harbour and ice plant at Neendakara and Malpe, a coir works at Alappuzha and a
ferry to Kavaratti, Agatti and Minicoy, with an office in Mangaluru and a store in Bhatkal) leak
secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Arattai, JioChat,
Zoho Cliq, Google Chat and Slack messages, SMS, chat logs with times, Google Keep notes, Trello
cards, Jira and Freshdesk tickets, a Confluence breadcrumb, Notion tables, e-mails, an incident
note, a runbook, a README fragment, shell history (bash, Termux, a code review comment), code
(Python, JavaScript, PHP, Go, Swift, Dart, Crystal, OCaml, Clojure, Racket, Common Lisp, Free
Pascal, Delphi, F#, D, Julia, Kotlin), configs and env files, voice memos, dictated text and
requests to the assistant itself, around auction terminals, a borma oven's HMI, cardamom dryers,
an ice plant's PLC, Furuno and Icom marine gear, ferry kiosks and a clinic's EMR.

Tools, calls, flags, variables and files none of heldouts 5 to 154 names (each grepped for the
call, flag or variable itself; a few of the tools appear there in other uses): `ncat
--proxy-auth`, `GOOSE_DBSTRING` (goose), `TRINO_PASSWORD` with `trino --password`, `pyhoca-cli
--password`, `surreal start --pass`, `MATCH_PASSWORD` (fastlane match), `oracledb.connect`,
`ibm_db.connect`, weaviate's `AuthClientPassword`, `pysolr.Solr(…, auth=…)`, Elasticsearch's
`http_auth=`, python-jenkins' `Jenkins(…)`, `PyiCloudService`, `praw.Reddit`, `webdav3`'s
`Client`, `knex(…)`, node-firebird's `Firebird.attach`, superagent's `.auth`, `mysqli_connect`,
Crystal's `DB.open`, PostgresNIO's `PostgresConnection.Configuration`, OCaml's
`Caqti_lwt_unix.connect`, Clojure's `jdbc/get-connection`, `pgx.Connect`, `gorm.Open`, Free
Pascal's `TSQLConnector`, Racket's `postgresql-connect`, postmodern's `connect-toplevel`, Dart
mysql1's `MySqlConnection.connect(ConnectionSettings(…))`, MySQLNIO's `MySQLConfiguration`, F#'s
`SqlDataProvider`, Delphi's `ADOConnection1.ConnectionString :=`, mysql-native's
`new Connection("…pwd=…")` and Julia's `DBInterface.connect(MySQL.Connection, …)`; configs with
`EDGEDB_PASSWORD`, `SURREAL_PASS`, `QDRANT__SERVICE__API_KEY`, `AUTHENTIK_SECRET_KEY`,
`ZITADEL_MASTERKEY`, `GITEA__database__PASSWD`, `NEXTCLOUD_ADMIN_PASSWORD`,
`MATOMO_DATABASE_PASSWORD`, `LISTMONK_app__admin_password`, `MAUTIC_DB_PASSWORD`,
`SEMAPHORE_ADMIN_PASSWORD`, `GOTIFY_DEFAULTUSER_PASS`, Synapse's `registration_shared_secret`,
`JVB_AUTH_PASSWORD`, `~/.lftprc` and lighttpd's `auth.backend.plain.userfile`; wifi keys in a
PlatformIO `-DWIFI_PASS` build flag, MicroPython's `wlan.connect` and an `nmtui` screen. Beside
them wordings and layouts others have used (env files of several shells, CI files, Info.plist, a
wifi QR code, `otpauth://`, JWTs, PEM blocks, request headers), in layouts of its own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, the homoglyph labels counted as English): Beary (Byari, in Latin letters),
Arabi-Malayalam (Malayalam in Arabic letters), Kodava (Kodava takk), Havyaka Kannada, Kundapura
Kannada (Kundagannada), Nawayathi (Bhatkal's), Mahl (Minicoy's Dhivehi, in Thaana and Latin
letters) and Sambalpuri (Kosli, in Odia letters and Latin), which no earlier docstring names, and
Malayalam (in its script and as Manglish), Tulu (in Kannada letters and Latin), Mangalorean
Konkani, Kannada, Jeseri, Tamil, Hindi, Bengali and Odia (the migrant workers), with Czech,
Italian, Portuguese, Korean, Simplified Chinese and Serbian (Latin) in a few seed and IBAN lines,
in wordings of their own. The wordings are the author's approximations, checked by no speaker,
built around a few marker words and the loanwords people there really text (password, wifi,
user, mail, server, API key, card, IBAN, OTP, token, code, command): Manglish `aanu`, `machane`,
`aarodum parayalle`, `puthiya`, `pinne`; Tulu `enna`, `posa`, `yereglaa panodchi`; Konkani
`mhojo`, `novo`, `asa`, `konnakui sangonaka`; Kundapura Kannada `maraya` and `ahvda`; Havyaka
`appu`; Kodava `enna`, `ollu` and `ennane ollira`; Beary `unde` and `parayande`; Nawayathi
`mojo … asa` and `sangu naka`; Mahl `aharenge` and `kaaku vas nudheyshe`; Jeseri `enda … aa`;
Sambalpuri `mor … aye` and `kaake nai kahbu`. The Beary, Kodava, Nawayathi, Jeseri, Mahl and
Arabi-Malayalam lines are the thinnest guesses (a marker word or two beside loanwords; the
Arabi-Malayalam spelled with plain and a few extended Arabic letters), and so are the Havyaka and
Kundapura lines.

Vendors (Federal Bank, South Indian Bank, Karnataka Bank, Dhanlaxmi Bank, CSB Bank, KSFE, Muthoot,
Manappuram, Airtel Payments Bank, Freecharge, Finbox, Ongrid, AuthBridge, Veri5 Digital, Dunzo,
PharmEasy, Netmeds, Medibuddy, Tracxn, Pidge, Loadshare, Shipway, NimbusPost, iThink Logistics,
Pickrr, ClickPost, Shyplite, GoKwik, LazyPay, ZestMoney, Paysharp, Pluralpay, Innoviti, Bijlipay,
PayNearby, Spice Money, Novopay, Fingpay, Msgclub, TextGuru, Airtel IQ, Acefone, Callhippo, Kylas,
MoEngage, CleverTap, WebEngage and AppsFlyer) are ones heldouts 5 to 154 do not name. Their shapes
are the author's guesses (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs, Paysharp's
`psk_live_`, Kylas' UUID and a number after a colon), since none of them publishes one the author
knows; the shapes the author believes real are AppsFlyer's 22-character dev key and CleverTap's
`XXX-XXX-XXXX` passcode.

The ids are kinds heldouts 5 to 154 do not use: an Aawaz health-insurance card (Kerala's scheme
for migrant workers), a fishermen's welfare fund board membership, a ReALCraft fishing-boat
registration, an NCISM Ayurveda physician's registration, a Travancore-Cochin Council of Indian
Medicine registration, a Spices Board dealer's licence, a Kudumbashree member code, a Karunya
health card, a Kerala Maritime Board houseboat master's licence, a Yeshasvini card, a Karmasathi
migrant worker's registration, a Kerala PSC Thulasi user id and a Kerala driving licence, for
which python-stdnum has no module and which no library or this file checks (no check-digit
algorithm is written here): they are unchecked, their shapes as the author believes them or
invented; passports (Indian, Maldivian) under Malayalam, Tulu, Konkani, Hindi and Dhivehi words,
likewise unchecked. Card numbers pass Luhn (the value helpers' brands and RuPay prefixes, checked
with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the
IBAN shapes, calls and printed IBANs of heldouts 5 to 154 (Bulgaria, Czechia, Finland, Georgia,
Montenegro, Serbia, Sweden and Slovenia, in about eleven each), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Czech, Italian, Portuguese, Korean
and Simplified Chinese lists, each with a valid checksum. Counts: 390 secret samples, 20 field
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

SEED = 155_804_372
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


_SPICES = ["Elakkai", "Kurumulaku", "Grambu", "Jathikka", "Kasturimanjal", "Inchi", "Karuvapatta",
           "Vellulli", "Kodampuli", "Thippali", "Chukku", "Vayambu"]  # fmt: skip
_GRADES = ["W180", "W210", "W240", "W320", "W450", "SW320", "LWP", "SWP", "BB", "DW"]
_TOWNS = ["Kollam", "Kundara", "Alappuzha", "Kumarakom", "Vizhinjam", "Neendakara", "Beypore",
          "Ponnani", "Kasaragod", "Ullal", "Malpe", "Bhatkal", "Suratkal", "Madikeri", "Kavaratti",
          "Agatti", "Kadmat", "Kalpeni", "Minicoy", "Bodinayakanur", "Puttur", "Kumily"]  # fmt: skip
_BOATS = ["Vembanad", "Pampa", "Karimeen", "Chundan", "Thekkady", "Kuttanad", "Kainakary",
          "Pathiramanal", "Punnamada", "Muhamma"]  # fmt: skip
_OILS = ["Dhanwantharam", "Ksheerabala", "Pinda", "Murivenna", "Kottamchukkadi", "Mahanarayana",
         "Nalpamaradi", "Eladi", "Neelibhringadi"]  # fmt: skip
_SHIPS = ["Kavaratti", "Lagoons", "Corals", "ArabianSea", "Amindivi", "Minicoy", "Bharatseema"]
_FESTS = ["Theyyam", "Yakshagana", "Bhoothakola", "Puttari", "Kailpodh", "Onam", "Vishu",
          "Pooram", "Aati", "Kambala", "Nagamandala", "Mappilapattu"]  # fmt: skip
_COIR = ["Kayar", "Chakiri", "Chavittu", "Thondu", "Kaithari", "Vadam"]
_FISH = ["ayala", "mathi", "karimeen", "neymeen", "koonthal", "chemmeen", "kallummakkaya",
         "bangude", "boothai", "anjal", "kane", "thoori"]  # fmt: skip
_SLANG = ["machane", "poli", "kidu", "adipoli", "pwoli", "maraya", "dheyi", "mone", "ede", "sheri",
          "pinne", "enthada"]  # fmt: skip
_NAMES = ["Anoop", "Bindu", "Sreeja", "Jijo", "Shibu", "Reshma", "Faisal", "Suhara", "Aboobacker",
          "Zuhra", "Prajwal", "Sathish", "Pooja", "Lavina", "Melwyn", "Cyril", "Ponnappa",
          "Kaveramma", "Chengappa", "Ganapati", "Shankara", "Raghavendra", "Siddiqa", "Mohtesham",
          "Manikfan", "Aminabi", "Attakoya", "Pradeep", "Sumitra", "Rafiqul", "Mousumi", "Rakesh",
          "Selvam", "Murugan"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["3l4kk41", "Kur4mul4ku", "J4th1kk4", "K4s4r4g0d", "V3mb4n4d", "Ch3mm33n", "K4y4r",
         "Th3yy4m", "M1n1c0y"]  # fmt: skip


def _lot(g: random.Random) -> str:
    """A spice and its auction lot, the way the auction hall makes up a password."""
    return f"{g.choice(_SPICES)}Lot{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _lot,
    lambda g: f"{g.choice(_GRADES)}{g.choice(_TOWNS)}{g.randrange(1990, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_BOATS)}Kettu{g.randrange(2, 40)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_OILS)}{g.choice([100, 200, 450, 500])}ml{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"MV{g.choice(_SHIPS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: f"{g.choice(_FESTS).lower()}{g.randrange(1970, 2031)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_COIR).lower()}_{g.choice(_TOWNS).lower()}_{g.randrange(1960, 2031)}",
    lambda g: ".".join(g.sample(_FISH, 3)) + "." + str(g.randrange(10, 100)),
    _manager,
    lambda g: f"{g.choice(_SLANG)}{g.choice(_SYMBOLS)}{g.choice(_SLANG).capitalize()}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Bodi auction hall': Anoop: the e-auction terminal password is {pw}",
    "Telegram from Jijo: cashew borma oven HMI password {pw}",
    "Signal, Faisal: Furuno FCV-628 fish-finder web password {pw}",
    "Arattai message from Sreeja: houseboat Punnamada genset controller password {pw}",
    "JioChat, harbour office: Icom IC-M510 VHF app password {pw}",
    "Zoho Cliq #coirworks: defibering line PLC password {pw}",
    "Google Chat, clinic desk: the panchakarma booking PC password is {pw}",
    "SMS from Prajwal: Malpe ice plant controller password {pw}",
    "Slack #ferry-ops: MV Kavaratti ticket kiosk admin password {pw}",
    "Keep note 'Kumily dryer': cardamom dryer panel password {pw}",
    "Trello card 'Kollam factory CCTV': NVR admin password {pw}",
    "Jira COOP-311: the auction scale server password {pw} stopped working after the update",
    "Freshdesk #5120: the kiosk at Beypore jetty rejects password {pw}",
    "Hi Bindu,\n\nthe admin password on the Alappuzha booking server is {pw}. Please delete this mail once it's saved.\n\nThanks,\nShibu",
    "Incident 2031-08-15: the Neendakara auction-hall router was reachable from the internet with password {pw}",
    "Runbook: restart the cashew peeling line\n1. open the HMI\n2. log in as service\n3. password {pw}\n4. clear fault E12",
    "README (Ayurveda clinic rack)\nthe EMR is at https://emr.malabarcoop.lan, admin password `{pw}`.",
    "my Federal Bank FedMobile password is {pw} now",
    "can you remember my KSFE portal password? it's {pw}",
    "the South Indian Bank SIBerNet password is {pw}",
    "dictated: the houseboat booking portal password is {pw} full stop",
    "note to self: ferry kiosk service password {pw}",
    "after the reinstall the auction PC password became {pw}",
    "voice memo from the harbour: radar display password {pw}, that's all",
    "എന്റെ ഇമെയിൽ പാസ്‌വേഡ് {pw} ആണ്",
    "വീട്ടിലെ റൗട്ടറിന്റെ പാസ്‌വേഡ്: {pw}, ആരോടും പറയല്ലേ",
    "ente mail password {pw} aanu machane, aarodum parayalle",
    "Jijo: puthiya server password {pw} aanu, note cheyyu",
    "اٜنْتٜ اٜيْمٜيْلْ پَاسْوَرْڈْ {pw} آڹْ",
    "بِيْٹِّلٜ رَوْٹَرِنْتٜ پَاسْوَرْڈْ: {pw}",
    "enna mail password {pw} unde, aarkum parayande",
    "Aboobacker: puda server password {pw}, baale note madi",
    "ಎನ್ನ ಇಮೇಲ್ ಪಾಸ್‌ವರ್ಡ್ {pw}, ಏರೆಗ್ಲಾ ಪನೊಡ್ಚಿ",
    "Sathish: posa server password {pw}, yereglaa panodchi",
    "mhojo email password {pw}, konnakui sangonaka",
    "Melwyn: novo server password {pw} asa",
    "ನನ್ನ ಇಮೇಲ್ ಪಾಸ್‌ವರ್ಡ್ {pw}, ಯಾರಿಗೂ ಹೇಳಬೇಡ",
    "ಎನ್ನ ಇಮೇಲ್ ಪಾಸ್‌ವರ್ಡ್ {pw} ಅಪ್ಪು, ಆರಿಗೂ ಹೇಳಡ",
    "Ganapati: hosa server password {pw} appu",
    "nanna mail password {pw} maraya, yarig hel bed, ahvda",
    "Raghavendra: hosa server password {pw} maraya",
    "enna mail password {pw} ollu, aarkum solluva",
    "Ponnappa: puthiya server password {pw}, ennane ollira",
    "mojo mail password {pw} asa, konnaku sangu naka",
    "Mohtesham: naya server password {pw} asa",
    "އަހަރެންގެ އީމެއިލް ޕާސްވޯޑަކީ {pw}",
    "Manikfan: aharenge aa server password {pw}, kaaku vas nudheyshe",
    "enda mail password {pw} aa, aarodum parayande",
    "Attakoya: puthiya server password {pw} aa",
    "என் மெயில் பாஸ்வேர்ட் {pw}, யாருக்கும் சொல்லாதே",
    "மணி: புது சர்வர் பாஸ்வேர்ட் {pw}",
    "मेरा ईमेल पासवर्ड {pw} है, किसी को मत बताना",
    "राकेश: नया सर्वर पासवर्ड {pw} है",
    "আমার ইমেইলের পাসওয়ার্ড {pw}, কাউকে বলিস না",
    "রফিকুল: নতুন সার্ভারের পাসওয়ার্ড {pw}",
    "ମୋ ଇମେଲ ପାସୱାର୍ଡ {pw}, କାହାକୁ କହିବନି",
    "ମୋର ଇମେଲ ପାସୱାର୍ଡ {pw} ଆଏ",
    "mor mail password {pw} aye, kaake nai kahbu",
    "Sumitra: nua server password {pw} aye",
    "enna mail password {pw}, yerkla panoḍa",
    "Kaveramma: the new Madikeri homestay wifi-router password {pw}, ennane ollira",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["anoop", "bindu.k", "sreeja", "jijo", "shibu.t", "reshma", "faisal", "suhara",
          "aboobacker", "zuhra", "prajwal", "sathish.s", "pooja", "lavina", "melwyn.d", "cyril",
          "ponnappa", "kaveramma", "ganapati.b", "raghu", "siddiqa", "mohtesham", "manikfan",
          "attakoya", "pradeep.s", "sumitra", "rafiqul", "selvam", "svc-auction", "ferry-kiosk"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Anoop: the e-auction login is {u} / {pw}",
    "Freshdesk #5133: {u} locked out of the borma HMI, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Harbour › Ice plant › PLC: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| ferry kiosk | {u} | {pw} |",
    "sign into the clinic EMR as {u} with {pw}",
    "auction hall PC {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: borma-hmi-2\n  user: {u}\n  password: {pw}",
    "Zoho Cliq: account {u}, password {pw}",
    "Shibu says the houseboat portal account is {u} and the password is {pw}",
    "system,login,password\nice-plant-plc,{u},{pw}",
    "ssh {u}@auction.malabarcoop.lan (password {pw})",
    "യൂസർ നെയിം {u}, പാസ്‌വേഡ് {pw}",
    "user {u}, password {pw}, aarodum parayalle",
    "ಯೂಸರ್ {u}, ಪಾಸ್‌ವರ್ಡ್ {pw}, ಏರೆಗ್ಲಾ ಪನೊಡ್ಚಿ",
    "mhojo user {u}, password {pw}",
    "nanna user {u}, password {pw} maraya",
    "ಎನ್ನ ಯೂಸರ್ {u}, ಪಾಸ್‌ವರ್ಡ್ {pw} ಅಪ್ಪು",
    "enna user {u} password {pw} unde",
    "mojo user {u}, password {pw} asa",
    "யூசர் {u}, பாஸ்வேர்ட் {pw}",
    "यूज़र {u}, पासवर्ड {pw}",
    "ইউজার {u}, পাসওয়ার্ড {pw}",
    "ୟୁଜର {u}, ପାସୱାର୍ଡ {pw}",
    "mor user {u} aur password {pw} aye",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["elakkai", "kurumulaku", "karimeen", "chundan", "kettuvallam", "theyyam", "kambala",
               "puttari", "chakiri", "neymeen", "bangude", "thippali", "kodampuli", "pathiri",
               "neerdosa", "kadambuttu", "bhatkali", "mas huni"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the auction server it's {w} and {d} at the end",
    "voice memo: the houseboat wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "പാസ്‌വേഡ് {w} എന്ന വാക്ക്, പിന്നെ {d}",
    "password {w} enna vaakku, pinne {d} machane",
    "password {w} panpina padoda, buka {d}",
    "password {w} mhonnche utor, uprant {d}",
    "password {w} anno shabda, amele {d} maraya",
    "password {w} shabda, taa pare {d} aye",
    "पासवर्ड {w} शब्द है, उसके बाद {d}",
    "পাসওয়ার্ড হল {w} শব্দটা, তারপর {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7) % len(_SAID_WORDS)].replace(" ", "")  # no word twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

_CLI = [
    "ncat --proxy proxy.malabarcoop.lan:3128 --proxy-type http --proxy-auth {u}:{pw} auction.spices.lan 443",
    "GOOSE_DRIVER=postgres GOOSE_DBSTRING=\"host=pg.malabarcoop.lan user={u} password={pw} dbname=lots\" goose up",
    "TRINO_PASSWORD='{pw}' trino --server https://trino.malabarcoop.lan:8443 --user {u} --password --catalog lots",
    "pyhoca-cli --server x2go.malabarcoop.lan -u {u} --password '{pw}' -c MATE --new",
    "surreal start --user root --pass '{pw}' rocksdb:/var/lib/surreal/houseboats.db",
    "MATCH_PASSWORD='{pw}' fastlane match appstore --readonly",
    "conn = oracledb.connect(user=\"{u}\", password=\"{pw}\", dsn=\"ora.malabarcoop.lan/AUCTION\")",
    "conn = ibm_db.connect(\"DATABASE=COIR;HOSTNAME=db2.malabarcoop.lan;PORT=50000;PROTOCOL=TCPIP;UID={u};PWD={pw};\", \"\", \"\")",
    "client = weaviate.Client(\"http://vec.malabarcoop.lan:8080\", auth_client_secret=weaviate.AuthClientPassword(username=\"{u}\", password=\"{pw}\"))",
    "solr = pysolr.Solr(\"https://solr.malabarcoop.lan/solr/lots\", auth=(\"{u}\", \"{pw}\"))",
    "es = Elasticsearch([\"https://es.malabarcoop.lan:9200\"], http_auth=(\"{u}\", \"{pw}\"))",
    "server = jenkins.Jenkins(\"https://ci.malabarcoop.lan\", username=\"{u}\", password=\"{pw}\")",
    "api = PyiCloudService(\"{u}@malabarcoop.in\", \"{pw}\")",
    "reddit = praw.Reddit(client_id=\"kx81Qa\", client_secret=\"none\", username=\"{u}\", password=\"{pw}\", user_agent=\"spice-bot\")",
    "from webdav3.client import Client\nclient = Client({{\"webdav_hostname\": \"https://dav.malabarcoop.lan\", \"webdav_login\": \"{u}\", \"webdav_password\": \"{pw}\"}})",
    "const db = knex({{ client: 'pg', connection: {{ host: 'pg.malabarcoop.lan', user: '{u}', password: '{pw}', database: 'ferry' }} }});",
    "Firebird.attach({{ host: 'fb.malabarcoop.lan', port: 3050, database: '/data/coir.fdb', user: '{u}', password: '{pw}' }}, cb);",
    "const res = await superagent.get('https://emr.malabarcoop.lan/api/patients').auth('{u}', '{pw}');",
    "$link = mysqli_connect('mysql.malabarcoop.lan', '{u}', '{pw}', 'houseboats');",
    "db = DB.open(\"postgres://{u}:{pw}@pg.malabarcoop.lan/lots\")",
    "let config = PostgresConnection.Configuration(host: \"pg.malabarcoop.lan\", port: 5432, username: \"{u}\", password: \"{pw}\", database: \"ferry\", tls: .disable)",
    "let uri = Uri.of_string \"postgresql://{u}:{pw}@pg.malabarcoop.lan/coir\" in\nCaqti_lwt_unix.connect uri",
    "(jdbc/get-connection {{:dbtype \"postgresql\" :host \"pg.malabarcoop.lan\" :dbname \"lots\" :user \"{u}\" :password \"{pw}\"}})",
    "conn, err := pgx.Connect(ctx, \"postgres://{u}:{pw}@pg.malabarcoop.lan:5432/auction\")",
    "db, err := gorm.Open(mysql.Open(\"{u}:{pw}@tcp(mysql.malabarcoop.lan:3306)/cashew?parseTime=true\"), &gorm.Config{{}})",
    "Conn := TSQLConnector.Create(nil);\nConn.ConnectorType := 'PostgreSQL';\nConn.UserName := '{u}';\nConn.Password := '{pw}';",
    "(postgresql-connect #:user \"{u}\" #:database \"clinic\" #:server \"pg.malabarcoop.lan\" #:password \"{pw}\")",
    "(postmodern:connect-toplevel \"lots\" \"{u}\" \"{pw}\" \"pg.malabarcoop.lan\")",
    "final conn = await MySqlConnection.connect(ConnectionSettings(host: 'mysql.malabarcoop.lan', port: 3306, user: '{u}', password: '{pw}', db: 'ferry'));",
    "let cfg = MySQLConfiguration(hostname: \"mysql.malabarcoop.lan\", username: \"{u}\", password: \"{pw}\", database: \"houseboats\")",
    "type Sql = SqlDataProvider<Common.DatabaseProviderTypes.POSTGRESQL, \"Host=pg.malabarcoop.lan;Database=coir;Username={u};Password={pw}\">",
    "ADOConnection1.ConnectionString := 'Provider=SQLOLEDB;Data Source=sql.malabarcoop.lan;User ID={u};Password={pw};Initial Catalog=Cashew';",
    "auto conn = new Connection(\"host=mysql.malabarcoop.lan;port=3306;user={u};pwd={pw};db=auction\");",
    "conn = DBInterface.connect(MySQL.Connection, \"mysql.malabarcoop.lan\", \"{u}\", \"{pw}\"; db=\"spices\")",
]  # fmt: skip
_FRAMES = [
    "{c}", "$ {c}", "Jira COOP-340, pasted from the deploy notes:\n{c}", "bash history on the auction box:\n{c}",
    "Termux on Jijo's phone:\n~ $ {c}", "PR review comment: please don't commit this\n{c}",
    "ithu njan run cheytha code aanu:\n{c}", "ഞാൻ ഓടിച്ച കമാൻഡ്: {c}",
    "ಈ ಕಮಾಂಡ್ ಎನ್ ರನ್ ಮಲ್ತೆ: {c}", "hi command hanve chalaile: {c}",
    "इसे मैंने चलाया था: {c}", "আমি এটা চালিয়েছিলাম: {c}", "ମୁଁ ଏଇଟା ଚଲେଇଥିଲି: {c}",
    "naan run panna code: {c}", "ee command maraya, naanu run madde: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _FRAMES)


_URLS = [
    "cockroachdb+psycopg://{u}:{pw}@crdb.malabarcoop.lan:26257/lots",
    "sftp://{u}:{pw}@edi.malabarcoop.in:2222/auction/",
    "ftps://{u}:{pw}@ftp.spices.lan:990/catalogues",
    "redis+sentinel://{u}:{pw}@sentinel.malabarcoop.lan:26379/mymaster/0",
    "postgresql+psycopg://{u}:{pw}@pg.malabarcoop.lan:5432/ferry",
    "mysql+aiomysql://{u}:{pw}@mysql.malabarcoop.lan/cashew",
    "mssql+pytds://{u}:{pw}@sql.malabarcoop.lan:1433/Coir",
    "rtsp://{u}:{pw}@cam-jetty2.malabarcoop.lan:554/Streaming/Channels/101",
    "mqtts://{u}:{pw}@mqtt.malabarcoop.lan:8883",
    "amqps://{u}:{pw}@mq.malabarcoop.lan:5671/auction",
    "imaps://{u}:{pw}@mail.malabarcoop.in:993",
    "webdavs://{u}:{pw}@dav.malabarcoop.lan/clinic",
    "Server=sql.malabarcoop.lan;Database=Houseboats;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "LOTS_DB_URL={c}", "keep this connection string for me: {c}", "connection string: {c}",
    "ee connection string save cheyyu: {c}", "ಕನೆಕ್ಷನ್ ಸ್ಟ್ರಿಂಗ್: {c}", "कनेक्शन स्ट्रिंग: {c}",
    "Freshdesk #5140: {c}", "Notion table 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "malabar-coast-coop", "sub": f"mer_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read payouts:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _clevertap_passcode(g: random.Random) -> str:
    return f"{_r(g, UPPER, 3)}-{_r(g, UPPER, 3)}-{_r(g, UPPER_DIGITS, 4)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Federal Bank", "FEDERAL_API_CLIENT_SECRET", _j((ALNUM, 40))),
    ("South Indian Bank", "SIB_API_SECRET", _j((HEX, 64))),
    ("Karnataka Bank", "KBL_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Dhanlaxmi Bank", "DHANLAXMI_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("CSB Bank", "CSB_API_KEY", _j((UPPER_DIGITS, 32))),
    ("KSFE", "KSFE_PORTAL_TOKEN", _j((HEX, 40))),
    ("Muthoot", "MUTHOOT_PARTNER_KEY", _j((ALNUM, 48))),
    ("Manappuram", "MANAPPURAM_API_TOKEN", _vendor_jwt("https://api.manappuram.example")),
    ("Airtel Payments Bank", "AIRTEL_PB_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Freecharge", "FREECHARGE_MERCHANT_KEY", lambda g: v.uuid4(g, "b")),
    ("Finbox", "FINBOX_SERVER_API_KEY", _j((ALNUM, 32))),
    ("Ongrid", "ONGRID_API_KEY", _j((HEX, 32))),
    ("AuthBridge", "AUTHBRIDGE_SECRET", _j((B64, 64))),
    ("Veri5 Digital", "VERI5_API_KEY", _j((UPPER_HEX, 40))),
    ("Dunzo", "DUNZO_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("PharmEasy", "PHARMEASY_PARTNER_TOKEN", _j((URLSAFE, 48))),
    ("Netmeds", "NETMEDS_API_KEY", _j((ALNUM, 36))),
    ("Medibuddy", "MEDIBUDDY_CLIENT_SECRET", _j((HEX, 48))),
    ("Tracxn", "TRACXN_ACCESS_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Pidge", "PIDGE_API_TOKEN", _vendor_jwt("https://api.pidge.example")),
    ("Loadshare", "LOADSHARE_API_KEY", _j((ALNUM, 40))),
    ("Shipway", "SHIPWAY_LICENSE_KEY", _j((HEX, 32))),
    ("NimbusPost", "NIMBUSPOST_TOKEN", _j((HEX, 64))),
    ("iThink Logistics", "ITHINK_SECRET_KEY", _j((HEX, 32))),
    ("Pickrr", "PICKRR_AUTH_TOKEN", _j((HEX, 40))),
    ("ClickPost", "CLICKPOST_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Shyplite", "SHYPLITE_APP_SECRET", _j((B64, 56), "==")),
    ("GoKwik", "GOKWIK_APP_SECRET", _j((ALNUM, 44))),
    ("LazyPay", "LAZYPAY_SECRET_KEY", _j((UPPER_DIGITS, 40))),
    ("ZestMoney", "ZESTMONEY_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Paysharp", "PAYSHARP_API_KEY", _j("psk_live_", (ALNUM, 32))),
    ("Pluralpay", "PLURAL_SECRET_KEY", _j((HEX, 64))),
    ("Innoviti", "INNOVITI_API_SECRET", _j((ALNUM, 32))),
    ("Bijlipay", "BIJLIPAY_MERCHANT_SECRET", _j((UPPER_HEX, 32))),
    ("PayNearby", "PAYNEARBY_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Spice Money", "SPICEMONEY_SECRET", _j((ALNUM, 40))),
    ("Novopay", "NOVOPAY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Fingpay", "FINGPAY_SUPER_MERCHANT_KEY", _j((B64, 43), "=")),
    ("Msgclub", "MSGCLUB_AUTH_KEY", _j((LOWER_DIGITS, 32))),
    ("TextGuru", "TEXTGURU_PASSWORD_KEY", _j((HEX, 32))),
    ("Airtel IQ", "AIRTEL_IQ_API_KEY", _j((ALNUM, 48))),
    ("Acefone", "ACEFONE_API_TOKEN", _vendor_jwt("https://api.acefone.example")),
    ("Callhippo", "CALLHIPPO_API_TOKEN", _j((HEX, 40))),
    ("Kylas", "KYLAS_API_KEY", lambda g: f"{v.uuid4(g, 'a')}:{_r(g, D, 5)}"),
    ("MoEngage", "MOENGAGE_DATA_API_KEY", _j((ALNUM, 24))),
    ("CleverTap", "CLEVERTAP_PASSCODE", _clevertap_passcode),
    ("WebEngage", "WEBENGAGE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("AppsFlyer", "APPSFLYER_DEV_KEY", _j((ALNUM, 22))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set -gx {env} '{tok}'",
    "nushell: $env.{env} = \"{tok}\"",
    "xonsh: $" + "{env} = '{tok}'",
    "justfile:\nexport {env} := \"{tok}\"",
    "Procfile.dev env (foreman .env):\n{env}={tok}",
    "Earthfile:\nENV {env}={tok}",
    "Tiltfile: local_resource('sync', serve_env={{'{env}': '{tok}'}})",
    "bitbucket-pipelines.yml:\n        variables:\n          {env}: {tok}",
    "cloudbuild.yaml:\n  env: ['{env}={tok}']",
    "Jira COOP-362: {vendor} sync fails with 401, configured key {tok}",
    "Freshdesk #5151: {vendor} integration broken, current key {tok}",
    "Coop ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion table 'Integrations': | {vendor} | 2031 | {tok} |",
    "Keep note: rotate the {vendor} key {tok}",
    "WhatsApp, Anoop: {vendor} key for the auction payouts: {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API കീ: {tok}",
    "{vendor} API key {tok} aanu, aarodum parayalle",
    "{vendor} API ಕೀ: {tok}",
    "{vendor} API key {tok}, yereglaa panodchi",
    "{vendor} API key {tok} asa",
    "{vendor} API key {tok} maraya",
    "{vendor} API key {tok} appu",
    "{vendor} API key {tok} unde",
    "{vendor} API key {tok} aye",
    "{vendor} API கீ: {tok}",
    "{vendor} की API key {tok} है",
    "{vendor}-এর API key: {tok}",
    "{vendor} ର API key: {tok}",
    "{vendor} API key: {tok}, kaaku vas nudheyshe",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    appsflyer = _r(rng, ALNUM, 22)
    finbox = _r(rng, ALNUM, 32)
    shipway = _r(rng, HEX, 32)
    moengage = _r(rng, ALNUM, 24)
    gokwik = _r(rng, ALNUM, 44)
    ongrid = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'AppsFlyerLib.getInstance().init("{appsflyer}", conversionListener, applicationContext)', appsflyer),
        Sample("vendor_token", f'r = requests.post("https://insights.finbox.example/v2/risk", headers={{"x-api-key": "{finbox}"}})', finbox),
        Sample("vendor_token", f"curl -u 'ops@malabarcoop.in:{shipway}' https://shipway.example/api/getorders", shipway),
        Sample("vendor_token", f'MoEngage.initialise(MoEInitConfig(appId: "MOE_APP_ID", dataApiKey: "{moengage}"))', moengage),
        Sample("vendor_token", f'$gokwik = new GoKwikClient("malabar-coop", "{gokwik}");', gokwik),
        Sample("vendor_token", f"Info.plist:\n<key>OngridApiKey</key>\n<string>{ongrid}</string>", ongrid),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "ee token save cheyyu: {t}",
                "ಈ ಟೋಕನ್: {t}", "{t}\n^ new one, the old one is dead", "इसे रख लो: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the cardamom-dryer sensor KD-04 (OTAA): {h}": 32,
    "NwkSKey of the Vembanad water-level gauge (ABP): {h}": 32,
    "HMAC secret for the Paysharp payout webhook: {h}": 64,
    "AES key of the ferry ticket QR codes: {h}": 32,
    "pre-shared key of the Kavaratti jetty IPsec tunnel (hex): {h}": 64,
    "ബാക്കപ്പ് എൻക്രിപ്ഷൻ കീ: {h}": 64,
    "backup encryption key {h}, yereglaa panodchi": 48,
    "बैकअप एन्क्रिप्शन की: {h}": 64,
    "backup encryption key: {h} maraya": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira COOP-377: token copied out of the browser's network tab {t}",
    "Cookie: lang=ml; mcc_session={t}",
    "AUCTION_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ee token aanu: {t}",
    "ಟೋಕನ್ {t}",
    "Freshdesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@malabarcoop.in"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.malabarcoop.in/realms/coop",
            "azp": "auction-console",
            "groups": ["auction", "ferry"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the auction server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/ferry.malabarcoop.in.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EINVOICE_SIGNING_KEY": "{key}", "gstin_ref": "coop-main"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_clinic <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk #5166, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "സർവറിന്റെ പ്രൈവറ്റ് കീ:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the spice exporter's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Zengo wallet backup, copying it off the card before I burn it: {p}": "english",
    "Nunchuk wallet recovery phrase\n{p}": "english",
    "Keystone wallet words (the old auction-fund wallet, emptied): {p}": "english",
    "voice memo: the OneKey recovery words are {p} and that's the lot": "english",
    "ente wallet recovery words, aarodum parayalle: {p}": "english",
    "ವಾಲೆಟ್ ರಿಕವರಿ ಪದಗಳು: {p}": "english",
    "वॉलेट के रिकवरी शब्द: {p}": "english",
    "obnovovací fráze peněženky Coinomi: {p}": "czech",
    "frase de recuperação da carteira SafePal: {p}": "portuguese",
    "frase di recupero del portafoglio BitBox: {p}": "italian",
    "Cake Wallet 복구 문구: {p}": "korean",
    "Bitget 钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    assert _MNEMO[lang].check(str(_MNEMO[lang].to_mnemonic(entropy)))
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        "; ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's: a brand the value helpers do
    not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["6070", "6080", "6521", "6522", "8172", "5085"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Anoop: the coop card for the dryer spares is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Freshdesk #5172: pay the ferry engine service with card {c}",
    "എന്റെ കാർഡ് നമ്പർ: {c}, {mm}/{yy}",
    "ente card number {c} aanu, {mm}/{yy}",
    "ಎನ್ನ ಕಾರ್ಡ್ ನಂಬರ್: {c}",
    "mhojo card number {c}, {mm}/{yy}",
    "nanna card number {c} maraya",
    "मेरा कार्ड नंबर: {c}, {mm}/{yy}",
    "আমার কার্ড নম্বর: {c}",
    "ମୋର କାର୍ଡ ନମ୍ବର {c} ଆଏ",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "rupay", "jcb", "discover", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["RuPay {c} exp 09/36, security code {cvv}",
               "the three digits on the back, next to the signature: {cvv}",
               "Amex {c}, four-digit CID printed above the number: {cvv}",
               "കാർഡിന്റെ പിന്നിലെ മൂന്ന് അക്കം: {cvv}",
               "card da hinde mooru number {cvv} maraya",
               "कार्ड के पीछे के तीन अंक: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "rupay"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 154; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BG": "aaaa" + "n" * 6 + "c" * 8, "CZ": "n" * 20, "FI": "n" * 14,
                "GE": "aa" + "n" * 16, "ME": "n" * 18, "RS": "n" * 18, "SE": "n" * 20,
                "SI": "n" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice MCC-2031-204: please pay the Plovdiv spice buyer's refund to {i} within 30 days",
    "save the Tbilisi cashew importer's IBAN: {i}",
    "IBAN: {i}\nReference: pepper lot 418, August",
    "WhatsApp #accounts: the Helsinki coir-mat buyer's new bank details, IBAN {i}",
    "എന്റെ IBAN: {i}",
    "ente IBAN {i} aanu",
    "ಎನ್ನ IBAN: {i}",
    "mhojo IBAN {i} asa",
    "मेरा IBAN: {i}",
    "আমার IBAN: {i}",
    "ମୋର IBAN {i} ଆଏ",
    "konto za kardamom iz Beograda, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    assert std_iban.is_valid(number)
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids python-stdnum has no module for: their shapes as the author believes them, or invented;
# nothing here checks them.
def _aawaz(g: random.Random) -> str:
    """An Aawaz health-insurance card (Kerala's scheme for migrant workers): invented shape."""
    return f"AWZ{g.choice(['EKM', 'KLM', 'ALP', 'KZD'])}{_r(g, D, 7)}"


def _fisher_welfare(g: random.Random) -> str:
    """A fishermen's welfare fund board membership number: a district, a village, a serial."""
    return f"KFWFB/{g.choice(['KLM', 'ALP', 'TVM', 'KZD'])}/{g.randrange(10, 99)}/{_r(g, D, 5)}"


def _realcraft(g: random.Random) -> str:
    """A ReALCraft fishing-boat registration: IND, the state, a district, MM and a serial."""
    return f"IND-{g.choice(['KL', 'KA'])}-{g.randrange(1, 16):02d}-MM-{_r(g, D, 4)}"


def _ncism(g: random.Random) -> str:
    """An Ayurveda physician's NCISM central registration: invented shape."""
    return f"NCISM/A/{_r(g, D, 6)}"


def _tccim(g: random.Random) -> str:
    """A Travancore-Cochin Council of Indian Medicine registration: digits and a letter."""
    return f"{_r(g, D, 5)}/{g.choice('ABSU')}"


def _spices_board(g: random.Random) -> str:
    """A Spices Board dealer's licence number: invented shape."""
    return f"SB/CDL/{g.randrange(2015, 2031)}/{_r(g, D, 4)}"


def _kudumbashree(g: random.Random) -> str:
    """A Kudumbashree neighbourhood-group member code: invented shape."""
    return f"NHG-{_r(g, D, 2)}-{_r(g, D, 3)}-{_r(g, D, 3)}"


def _karunya(g: random.Random) -> str:
    """A Karunya health-card number: twelve digits, invented."""
    return "KBF" + _r(g, D, 12)


def _houseboat_crew(g: random.Random) -> str:
    """A houseboat master's licence of the Kerala Maritime Board: invented shape."""
    return f"KMB/HBM/{_r(g, D, 4)}/{g.randrange(2018, 2032)}"


def _yeshasvini(g: random.Random) -> str:
    """A Yeshasvini cooperative health-scheme card: invented shape."""
    return f"YSV{_r(g, D, 10)}"


def _karmasathi(g: random.Random) -> str:
    """A West Bengal migrant worker's (Karmasathi Parijayee Shramik) registration: invented."""
    return f"WBPS{_r(g, D, 11)}"


def _psc(g: random.Random) -> str:
    """A Kerala PSC one-time registration (Thulasi) user id: invented shape."""
    return f"{_r(g, D, 6)}{g.choice(UPPER)}"


def _kl_licence(g: random.Random) -> str:
    """A Kerala driving licence: KL, the office, the year, a serial (the Sarathi layout)."""
    return f"KL{g.randrange(1, 86):02d} {g.randrange(2005, 2031)}{_r(g, D, 7)}"


def _mv_passport(g: random.Random) -> str:
    """A Maldivian passport: a letter and seven digits."""
    return g.choice("LE") + _r(g, D, 7)


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "Aawaz card number of the Odia worker at the cashew factory: {s}": _aawaz,
    "ମୋର Aawaz କାର୍ଡ ନମ୍ବର: {s}": _aawaz,
    "Fishermen Welfare Fund membership no. of Faisal: {s}": _fisher_welfare,
    "ente welfare fund passbook number {s} aanu": _fisher_welfare,
    "ReALCraft registration of our boat Chundan-3: {s}": _realcraft,
    "NCISM registration of Dr. Suhara for the clinic's insurer: {s}": _ncism,
    "TCCIM registration (Ayurveda) of the new vaidyan: {s}": _tccim,
    "Spices Board dealer licence of the Bodi agent: {s}": _spices_board,
    "Kudumbashree member code of Bindu: {s}": _kudumbashree,
    "Karunya health card: {s}": _karunya,
    "houseboat master's licence (Kerala Maritime Board) of Shibu: {s}": _houseboat_crew,
    "ಎನ್ನ Yeshasvini ಕಾರ್ಡ್: {s}": _yeshasvini,
    "nanna Yeshasvini card number {s} maraya": _yeshasvini,
    "আমার কর্মসাথী রেজিস্ট্রেশন নম্বর: {s}": _karmasathi,
    "Kerala PSC Thulasi user id (don't share): {s}": _psc,
    "ente driving licence number {s} aanu": _kl_licence,
    "എന്റെ ഡ്രൈവിംഗ് ലൈസൻസ് നമ്പർ: {s}": _kl_licence,
    "އަހަރެންގެ ޕާސްޕޯޓް ނަންބަރު: {s}": _mv_passport,
    "എന്റെ പാസ്‌പോർട്ട് നമ്പർ: {s}": _in_passport,
    "ಎನ್ನ ಪಾಸ್‌ಪೋರ್ಟ್ ನಂಬರ್: {s}": _in_passport,
    "mhojo passport number {s} asa": _in_passport,
    "मेरा पासपोर्ट नंबर: {s}": _in_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Zoho 2FA recovery codes\n{codes}", "spare sign-in codes for the coop's Google Workspace {codes}",
            "Freecharge backup codes, keep these: {codes}", "2FA ബാക്കപ്പ് കോഡുകൾ:\n{codes}",
            "2FA ಬ್ಯಾಕಪ್ ಕೋಡ್: {codes}", "2FA बैकअप कोड: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Federal%20Bank:anoop@malabarcoop.in?secret={s}&issuer=FedNet&digits=6",
              "Aegis, manual setup key for the KSFE login: {s}",
              "2FA setup key of the ferry admin account: {s}",
              "2FA കീ: {s}"]  # fmt: skip
_CODES = ["{c} is your FedMobile verification code", "Use {c} to sign in to Dunzo",
          "{c} ആണ് നിങ്ങളുടെ OTP. ആരുമായും പങ്കിടരുത്", "आपका OTP {c} है, किसी से साझा न करें",
          "আপনার OTP {c}, কাউকে দেবেন না"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_SSIDS = ["Punnamada-Houseboat", "MCC-Auction-5G", "Kettuvallam_Guest", "BSNL-FTTH-Kumily",
          "KeralaVision_Kollam", "Railwire-Neendakara", "JioFiber-Malpe", "Airtel_Xstream_Ullal",
          "Asianet-Clinic-2G", "Kavaratti-Jetty", "LDCL-Ferry-Wifi", "Coirworks-Alappuzha",
          "Madikeri-Homestay", "Bhatkal-Store", "Minicoy-Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "platformio.ini:\nbuild_flags = -DWIFI_SSID=\\\"{s}\\\" -DWIFI_PASS=\\\"{pw}\\\"",
    "main.py on the dryer's ESP32:\nwlan.connect(\"{s}\", \"{pw}\")",
    "nmtui › Edit a connection › {s} › Security: WPA & WPA2 Personal › Password: {pw}",
    "houseboat network {s}, password {pw}",
    "wifi at the Kumily dryer shed: {s} / {pw}",
    "വൈഫൈ {s} പാസ്‌വേഡ്: {pw}",
    "wifi {s} password {pw} aanu machane",
    "ವೈಫೈ {s} ಪಾಸ್‌ವರ್ಡ್ {pw}, ಏರೆಗ್ಲಾ ಪನೊಡ್ಚಿ",
    "wifi {s} password {pw} asa",
    "wifi {s} password {pw} maraya",
    "वाईफाई {s} का पासवर्ड {pw} है",
    "ওয়াইফাই {s}-এর পাসওয়ার্ড {pw}",
    "ୱାଇଫାଇ {s} ପାସୱାର୍ଡ {pw} ଆଏ",
    "އަހަރެންގެ ވައިފައި {s} ޕާސްވޯޑަކީ {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("psk_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 22)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "oro aksharam aayi: {t}", "ಒಂದೊಂದೇ ಅಕ್ಷರ: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ഗോഡൗണിന്റെ പൂട്ടിന്റെ കോഡ്: {pw}", "godown lock code {pw} aanu", "ಗೋದಾಮಿನ ಬೀಗದ ಕೋಡ್: {pw}",
          "safe code {pw} maraya", "तिजोरी का कोड: {pw}", "the clinic medicine-store keypad takes {pw} then #",
          "padlock on the Kavaratti ferry store: {pw}", "houseboat cabin safe: {pw}",
          "ମୋର ଲକର କୋଡ {pw} ଆଏ"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["elakkai", "kurumulaku", "karimeen", "chundan", "kayar", "vallam", "theyyam",
                 "kambala", "puttari", "pathiri", "jathikka", "kodampuli", "neymeen", "thondu",
                 "kettuvallam", "bangude"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the auction vault: {p}": " ",
            "Enpass master passphrase: {p}": " ",
            "Keeper master passphrase: {p}": "-", "Strongbox database passphrase: {p}": ".",
            "ബാക്കപ്പ് പാസ്‌ഫ്രേസ്: {p}": " ", "backup passphrase {p}, yereglaa panodchi": "_",
            "बैकअप पासफ़्रेज़: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Yaak request, header Authorization: Basic {v}": True,
    "lighttpd: setenv.add-request-header = (\"Authorization\" => \"Basic {v}\")": True,
    "Thunder Client export: Authorization: Bearer {v}": False,
    "httpyac .http file:\nGET https://auction.malabarcoop.lan/api/lots\nAuthorization: Basic {v}": True,
    "RapidAPI (Paw) request: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "compose.yaml (EdgeDB):\n    environment:\n      EDGEDB_PASSWORD: \"{pw}\"",
    "surrealdb.env:\nSURREAL_USER=root\nSURREAL_PASS={pw}",
    "qdrant.env:\nQDRANT__SERVICE__API_KEY={pw}",
    "authentik .env:\nAUTHENTIK_SECRET_KEY={pw}\nAUTHENTIK_POSTGRESQL__USER=authentik",
    "zitadel.env:\nZITADEL_MASTERKEY={pw}",
    "gitea app.env:\nGITEA__database__USER=gitea\nGITEA__database__PASSWD={pw}",
    "nextcloud.env:\nNEXTCLOUD_ADMIN_USER=admin\nNEXTCLOUD_ADMIN_PASSWORD={pw}",
    "matomo.env:\nMATOMO_DATABASE_USERNAME=matomo\nMATOMO_DATABASE_PASSWORD={pw}",
    "listmonk.env:\nLISTMONK_app__admin_username=admin\nLISTMONK_app__admin_password={pw}",
    "mautic.env:\nMAUTIC_DB_USER=mautic\nMAUTIC_DB_PASSWORD={pw}",
    "semaphore.env:\nSEMAPHORE_ADMIN=admin\nSEMAPHORE_ADMIN_PASSWORD={pw}",
    "gotify.env:\nGOTIFY_DEFAULTUSER_NAME=admin\nGOTIFY_DEFAULTUSER_PASS={pw}",
    "homeserver.yaml (Synapse):\nenable_registration: false\nregistration_shared_secret: \"{pw}\"",
    "jitsi .env:\nJICOFO_COMPONENT_SECRET=none\nJVB_AUTH_USER=jvb\nJVB_AUTH_PASSWORD={pw}",
    "~/.lftprc:\nset ftp:ssl-force true\nopen -u auction,{pw} ftp.spices.lan",
    "lighttpd.conf:\nauth.backend = \"plain\"\nauth.backend.plain.userfile = \"/etc/lighttpd/clinic.user\"\n/etc/lighttpd/clinic.user:\nvaidyan:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Anoop: auction hall wifi password?\nBindu: {pw}",
    "[06:12] jijo: root pw for the borma HMI?\n[06:13] shibu: {pw}",
    "Sreeja: {pw} is the new clinic EMR password",
    "Faisal: use {pw}, that's what the ice plant has now",
    "ഷിബു: പുതിയ പാസ്‌വേഡ് {pw} ആണ്",
    "Reshma: puthiya password {pw} aanu",
    "Sathish: posa password {pw}",
    "Lavina: novo password {pw} asa",
    "राकेश: नया पासवर्ड {pw} है",
    "Sumitra: nua password {pw} aye",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "ᴘᴀssᴡᴏʀᴅ = {pw}", "പാസ്\u200dവേഡ്: {pw}",
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
    "the borma HMI admin password is": "{s}", "ice plant service pw:": "{s} (since the compressor swap)",
    "എന്റെ പാസ്‌വേഡ്": "{s}", "auction PC password": "{s}\nchange it after the season",
    "ente password": "{s} aanu", "ಎನ್ನ ಪಾಸ್‌ವರ್ಡ್": "{s}", "mhojo password": "{s}",
    "मेरा पासवर्ड": "{s} है", "the password Faisal read out over the VHF was": "{s}, I think",
    "mor password": "{s} aye",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Shipway license key", "{s}", _j((HEX, 32))),
    ("split_token", "Paysharp key:", "{s} (auction payouts)", _j("psk_live_", (ALNUM, 32))),
    ("split_token", "Dunzo client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Nunchuk backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "Zoho recovery codes", "{s}\nkqrd41-7m2d\nbtwn88-h3v9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ReALCraft registration", "{s}", _realcraft),
    ("split_phrase", "Enpass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"borma_hmi": {"url": "https://borma.malabarcoop.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"പാസ്‌വേഡ്": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "jijo", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "beypore"}, {"name": "kavaratti", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["trino", "--server", "https://trino.malabarcoop.lan", "--user", "ops", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ente auction PC password {s} aanu"}': ("meta_password", _plain_pw),
    '{"ಪಾಸ್‌ವರ್ಡ್": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ice plant PLC as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"shipway": {"license_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"nimbuspostToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"appsflyer_dev_key": "{s}"}': ("meta_token", _j((ALNUM, 22))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SI")),
    '{"worker": {"aawaz_card": "{s}"}}': ("meta_id", _aawaz),
    '{"mfa": {"recovery_codes": ["{s}", "kqrd41-7m2d", "btwn88-h3v9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"auction_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"ferry_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Punnamada-Houseboat", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"borma-hmi-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/malabarcoop/auction-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"lots: add moisture column for cardamom", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert seat map", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"auction_2031-08-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"coir-export-2030.parquet").hexdigest()

CLEAN = [
    "Remind me to change the borma HMI password before the boiler inspection on 2031-09-02.",
    "Bindu asked for the houseboat wifi password; it's on the card in the galley drawer.",
    "Policy: coop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `SHIPWAY_LICENSE_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The auction terminal asks for a new password after every software update.",
    "Replace <YOUR_PAYSHARP_KEY> in the README with the key from your Paysharp dashboard.",
    "NIMBUSPOST_TOKEN and CLICKPOST_API_KEY must be set before the nightly dispatch sync runs.",
    "പാസ്‌വേഡ് ആരോടും പറയരുത്.",
    "password aarodum parayalle, ketto?",
    "ಪಾಸ್‌ವರ್ಡ್ ಏರೆಗ್ಲಾ ಪನೊಡ್ಚಿ.",
    "password konnakui sangonaka.",
    "password yarig hel bed maraya.",
    "password aarkum parayande.",
    "किसी को अपना पासवर्ड मत बताना।",
    "কাউকে নিজের পাসওয়ার্ড বলবেন না।",
    "କାହାକୁ ନିଜ ପାସୱାର୍ଡ କହିବନି।",
    "யாரிடமும் உங்கள் பாஸ்வேர்டைச் சொல்லாதீர்கள்.",
    "ޕާސްވޯޑް އެހެން މީހަކަށް ނުދައްކާށެވެ.",
    "Upgraded the auction terminal from 4.1 to 4.3 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for cardamom lots.",
    f"Rolled back to {_SHORT} after the seat map broke the ferry bookings.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The borma HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of coir-export-2030.parquet: {_SHA512}",
    f"The auction API container runs ghcr.io/malabarcoop/auction-api@sha256:{_IMAGE}.",
    f"MD5 of auction_2031-08-14.csv is {_MD5}, same as the copy on the office share.",
    "Request id 4c8e2a17-9b3d-4f61-a0e5-7d2c9b14e3f8 is the slow one in the Shipway logs.",
    "Purchase order PO-2031-00733 for 120 tins of W320 cashew ships on Friday.",
    "Jira COOP-311: the Beypore kiosk printer jams on the second ticket.",
    "Call the Kumily auction office on +91 4869 222 418 before noon.",
    "Container TGHU 6604127 with the pepper lot is at the Vallarpadam terminal.",
    "Bill of lading MCC-COK-2031-0412 covers the coir mats, 22 pallets.",
    "HS code 0908.31 is cardamom, neither crushed nor ground; 0801.32 is shelled cashew.",
    "The cardamom dryer runs at 48 °C for 18 hours; moisture must fall below 10 %.",
    "After five wrong passwords the clinic EMR locks the account for 15 minutes.",
    "The Kavaratti ferry takes 14 hours from Kochi; a return ticket costs ₹2,430.",
    "The secret of good karimeen pollichathu is the banana leaf.",
    "Ask Shibu for the godown keypad code, I don't have it.",
    "My card ending 4471 was declined at the Madikeri fuel station.",
    "The Tbilisi buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Zoho account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `PAYSHARP_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the ferry store rusts in the salt air; oil it every month.",
    "Shipway moved the API key page under Settings › Developers in its June release.",
    "ISBN 978-81-264-1527-9 is the spice handbook on the office shelf; the auction hall is lot 12 on the map.",
    "The guest wifi 'MCC-Guest' is open, no password needed.",
    "Lot number LOT-2031-BOD-0418, 50 kg, moisture 9.4 %; the colour grade was AGEB.",
    "Boat IND-KL-02-MM-0000 is the sample registration printed in the ReALCraft manual.",
    "The OTP is valid for ten minutes; never share it with anyone who calls.",
    "Vembanad lake level at Kumarakom: 1.42 m, tide table 2031-08-14.",
    "ee aazhcha auction thursday aanu, lot list naale varum.",
    "ಇವತ್ತು ಮೀನು ಕಡಿಮೆ, ಬೋಟುಗಳು ಬೇಗ ಬಂದವು.",
    "aaj bazaar band asa, faale ye.",
    "आज कारखाने में छुट्टी है, कल सुबह आठ बजे आना।",
    "আজ কাজুর কারখানায় ছুটি, কাল সকালে আসবে।",
    "ଆଜି କାରଖାନା ବନ୍ଦ, କାଲି ସକାଳେ ଆସିବୁ।",
    "ennane ollira? Puttari kazhinju, ini kaapi thottathil pani.",
    "The coir works' GSTIN is printed on every invoice; it is public, not a password.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/borma", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "COOP-311", "purchase_order": "PO-2031-00733"}',
    '{"lot": {"id": "LOT-2031-BOD-0418", "weight_kg": 50, "moisture_pct": 9.4}}',
    '{"phone": "+91 4869 222 418", "city": "Kumily"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "tins_in_stock": 1284}',
    '{"hs_code": "0908.31", "origin": "IN", "description": "cardamom"}',
    '{"container": "TGHU 6604127", "carrier": "Maersk", "eta": "2031-09-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
