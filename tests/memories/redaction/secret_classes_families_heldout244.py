# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-forty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-first's
docstring, the fifth to two-hundred-and-forty-first only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-forty-second, forty-third and forty-fifth), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(244613807), password words (a Mizo or Meitei dish, a bamboo-mill word, two digits and a sign; a
Manipuri or Mizo weave, a dash, a town and a year; a name, a birth year, a sign and a town of
Mizoram, Manipur or the Barak valley; leet words of Tlawng, Loktak, chakhao, Kangla, Sairang,
Lamka, phanek, sawhthing and Chapchar with a year; a crop and a sack's weight in kg; a town, a
weave and a year joined by underscores; a joint-liability group's number and its village; a
football club and a year; `Sumo`, a number and a town; a generator's three groups and random
runs), names, places, templates, tools, vendors and layouts, the way the staff of Lengloktak
Trading (fictional: a bamboo-processing unit at Sairang near Aizawl making agarbatti sticks,
laths and briquettes; a handloom co-operative of phanek and innaphi weavers at Imphal's Ima
Keithel; a ginger and turmeric washing, slicing and drying yard at Kolasib; a shared-taxi sumo
line between Aizawl's Zarkawt counter and Silchar; and a microfinance branch at Lamka,
Churachandpur, lending to joint-liability groups) leak secrets into an assistant's memory. The
texts are chats with times, tickets, wiki tables and breadcrumbs, notes, e-mails, runbooks,
READMEs, shell and Android-terminal prompts, voice-memo transcripts, dictated text and requests
to the assistant itself; the separators run from a colon, "is" (in each language's own word) and
a dash to a breadcrumb's angle quote, a pointing emoji, a new line, a table's bar, quotes (`'…'`,
`"…"`, backticks) and parentheses.

Tools, flags and names none of heldouts 5 to 241 names (each grepped for the command, flag or name
itself, case-insensitively): `circleci context store-secret`, `PIP_INDEX_URL=` with a password in
it, the `mariadb+asyncmy://` and `materialize://` URLs, nps's `nps.conf`, OpenOlitor's
`db.default.password`, the Postwoman and curlconverter clients, and the ZeroTermux, DaRemote,
ServerCat, Material Terminal and Serial USB Terminal prompts. Beside them tools lightly used before
(by grep, the number of earlier corpora that name each): in one, `svnrdump --password`, `unzip -P`,
`scrypt enc -P`, `smbcquotas`, `smbtorture`, `cifscreds add`, `wdfs -o password=`, vpopmail's
`vadduser`, `drone secret add --data`, `bao kv put`, `pspasswd`, `pulsar-client --auth-params`,
`ncftpget -p`, `saphostctrl -user`, `virt-sysprep --root-password`, `wget --http-password`,
`New-SmbMapping -Password`, `arangoimport --server.password`, `grub-mkpasswd-pbkdf2`, `pvk2pfx -po`,
`tdload -p`, `useradd -p`, Magento's `admin:user:create`, `gohttpserver --auth-http`,
`PULUMI_CONFIG_PASSPHRASE`, `SSH_ASKPASS`, `jib.to.auth.password`, `npmAuthIdent`, `argocd account
update-password`, `--vault-password-file`, Bitnami's `auth.rootPassword`, `msktutil
--old-account-password`, Mongoose OS's `mos wifi` and ConnMan's `Passphrase=`; the configs of Mifos
X (Fineract), Cyclos, Bahmni, Baserow, ToolJet, Bareos, racoon's `psk.txt`, Libreswan, trojan-go,
gpload, kafkactl, corkscrew and LiteFarm; jaydebeapi, clickhouse_connect, scrapli and
snowflake.connector in code; the `cockroachdb+asyncpg://`, `exa+websocket://`, `gaussdb://`,
`postgresql+pygresql://`, `spice://` and `sqlite+pysqlcipher://` URLs; the RESTer and Nightingale
clients; the Nexterm, Termix, XPipe, Shelly SSH, Server Auditor, Remote Terminal, PuTTYtray,
SuperPutty, MTPuTTY, GNOME Console, Elementary Terminal and dwm prompts; in two, the `stomp://`,
`pop3s://`, `scp://`, `doris://` and `risingwave://` URLs and the Andronix, UserLAnd and Terminal
Emulator for Android prompts. The chats, notes and tickets are in Elyments, Say Namaste, Tooter,
MIUI Notes, Realme Notes, OnePlus Notes, Vivo Notes, Zoho Wiki, Helpshift and Desku (none before),
Troop Messenger, Truecaller, JioMeet, Samvad, Kapture CX, Kissflow, ProofHub, Taskade, Flowlu,
Zenkit and Archbee (one each). The common layouts (env files, `export`, Dokku, CapRover, Netlify,
Heroku and App Engine settings, Kubernetes `stringData`, `putenv`, `appsettings.json`, JWTs, PEM
blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, CSV rows, Markdown tables,
YAML, Python, Go, Kotlin, C#, Rust, Gradle and Info.plist) are in wordings of their own. The devices
and portals whose passwords leak are of makers heldouts 5 to 241 do not name (Contech, TVS
Electronics, Postek, KisanKraft, Intangles, Secureye, iBall, Netlink, Alphion, Genexis, Livguard,
Grosse, Evolute, Precision PB, Zeliot, Mosambee; India's ICEGATE, DGFT and GST portals and the
ProxKey and emSigner DSC tokens) or name in one (Matrix Comsec, Mantra MFS100, Su-Kam, Startek,
Syrotech, iTriangle, Fleetx, Mifos X, DigiLocker, the e-way bill portal).

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 181 of 390: the texts with a marker word of the languages below; the rest is
English or language-neutral config, code and shell): Mizo as texted (`password chu … a ni` and
`ani` "is", `thar` "new", `ka` "my", `hei hi` "here is", `tumah hrilh suh` "don't tell anyone",
`ka lawm e` "thanks", `min vawng sak rawh` "keep it for me", `ka thlak tawh, tunah chuan` "I've
changed it, now", `thumal` "word", `a hnuah` "after it", `hawrawp khat khatin` "letter by
letter", `OTP lo thleng` "the OTP that came", `atanga` "from"), Meitei in Bengali script
(`পাসৱার্ড`, `ঐগী` "my", `দি … নি` the topic and "is", `অনৌবা` "new", `কনাবু হায়গনু` "don't tell
anyone", `থাগৎচরি` "thanks", `হায়বা ৱাহৈ` "the word called", `মতুংদা` "after", `কোডশিং` "codes"),
in Meetei Mayek (`ꯄꯥꯁꯋꯥꯔꯗ`, `ꯑꯩꯒꯤ`, `ꯗꯤ … ꯅꯤ`, `ꯑꯅꯧꯕ`, `ꯀꯅꯥꯕꯨ ꯍꯥꯏꯒꯅꯨ`, `ꯋꯥꯏꯐꯥꯏ`) and romanised
(`eigi`, `di … ni`, `gi` "of", `anouba`, `houjik` "now", `hongle` "changed", `kanabu haiganu`,
`thagatchari`, `haiba wahei`, `matungda`, `tala` "lock", `kari` "what", `eina chalakhiba` "that I
ran"), Thadou-Kuki (`chu … ahi`, `thah` "new", `koima seipeh hih in` "don't tell anyone", `ka
lungdam e` "thanks", `kiti thumal`, `chujouvin` "after that"), Hmar (`chu … a nih`, `tu kuomin hril
no roh` "don't tell anyone", `ti thumal`, `a hnungah`), Paite (`pen … ahi`, `thak` "new", `kuamah
hilh kei in` "don't tell anyone", `kammal` "word", `a nung ah` "after", `kawngkhak` "door"),
Hinglish texting (`… ka password … hai`, `kisi ko mat batana / dena / bhejna / dikhana`, `yaad
rakhna`, `naya`, `uske baad`, `ek ek letter`, `maine yeh command chalaya`, `yeh sambhal ke
rakhna`, `purana wala band`) and Northeast Indian English (`… only`, `do one thing, note down`,
`ya`, `itself`). The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are the Meetei Mayek spellings of loanwords (`ꯄꯥꯁꯋꯥꯔꯗ`, `ꯀꯝꯄꯌꯨꯇꯔ`, `ꯌꯨꯖꯔ`,
`ꯗꯦꯇꯥꯕꯦꯁ`, `ꯀꯃꯥꯟꯗ`), Meitei `hongle`, `মায়েক অমমমগা` ("letter by letter") and `mangda leiba
number mari` ("the four numbers on the front"), Mizo `hmaah number pali`, `min vawng sak rawh`,
`kan dah` and `a lantir`, the Thadou `koima seipeh hih in`, `kiti thumal` and `chujouvin`, the
whole of the Hmar `tu kuomin hril no roh` and the Paite `kuamah hilh kei in`, `a nung ah` and
`kawngkhak`. Turkish, Traditional Chinese and Japanese appear only as seed-phrase word lists
inside sentences of the languages above.

Vendors (Zwitch, Ippopay, Aeronpay, RapiPay, Digitap, Gridlines, Bureau.id, Kaleidofin,
CredAble, Vivriti, Skydo, Volopay, EnKash, Happay, Hyperface, Groww, Zerodha's Kite Connect,
Upstox, Smallcase, KFintech, Protean, Masters India, MapmyIndia, Justdial, Sulekha, Zingbus,
AbhiBus, IntrCity SmartBus, NueGo, Chalo, BluSmart, Park+, TCI Express, Shipyaari, BigHaat,
Vegrow, Amazon Karigar, OfBusiness, Fino Payments Bank, India Post Payments Bank, Jio Payments
Bank, AU Small Finance Bank, North East Small Finance Bank, Annapurna Finance, Satin Creditcare,
CreditAccess Grameen, Svatantra, RGVN, Mizoram Rural Bank and Manipur Rural Bank) are ones
heldouts 5 to 241 do not name (grepped by name). No shape here is one the author knows to be
real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs
for Vivriti and IntrCity SmartBus, and the `zw_sec_`, `skd_`, `vg_` and `amzn1.oa2-cs.v1.`
prefixes, the last after the author's memory of Amazon's client secrets, unverified); the JWTs
are well-formed, and the vendors' hosts in code are under `example.in`.

The ids that carry a check are each drawn until its python-stdnum module validates it, kinds
lightly used before (in two to four corpora each by a grep for the module): India's Aadhaar
(`stdnum.in_.aadhaar`, its Verhoeff digit, printed in groups of four), GSTIN (`stdnum.in_.gstin`,
Mizoram's and Manipur's state codes, a Luhn mod 36 character) and EPIC voter number
(`stdnum.in_.epic`, a Luhn digit), a Thai company's TIN (`stdnum.th.tin`) and a Dutch btw number
(`stdnum.nl.btw`); India's PAN is validated by `stdnum.in_.pan` for its shape and holder kind
only, as its last letter's algorithm is unpublished. Kinds not used before, or in one or two
corpora, that no library or this file checks (no check-digit algorithm is written here; the
Manipur ILP's and the Pehchan card's shapes are invented): a Manipur Inner Line Permit, an
e-Shram UAN, a handloom weaver's Pehchan card, a MGNREGA job card, a Mizoram driving licence, a
Myanmar NRC of Tamu township, Indian passports, an EPF UAN and a CKYC number. Card numbers pass
Luhn (RuPay prefixes drawn here and the value helpers' Visa, Mastercard, Amex, JCB, UnionPay and
Diners, checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, so
that no planted value is shorter than four characters. The IBANs are of countries used least by
a rough count over the IBAN shapes and calls of heldouts 5 to 241 (Belarus, the Falkland
Islands, Palestine, Sao Tome and Principe, Timor-Leste and the Holy See, eighteen corpora each;
the United Arab Emirates and Saudi Arabia, nineteen), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, Turkish, Traditional Chinese and Japanese lists,
each drawn until `Mnemonic(lang).check` accepts it as typed (for Turkish, twelve words whose
spelling its lookup finds). Counts: 390 secret samples, 20 field pairs and 20 metadata samples
(430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import epic as in_epic
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.nl import btw as nl_btw
from stdnum.th import tin as th_tin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 244_613_807
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


_DISHES = ["Bai", "Vawksa", "Chhangban", "Eromba", "Singju", "Kangshoi", "Chamthong", "Ngari",
           "Chakhao", "Bekang", "Paknam", "Kabok", "Sanpiau", "Hmarcha", "Sawhthing", "Aieng"]  # fmt: skip
_BAMBOO = ["Sliver", "Splitter", "Kiln", "Agarbatti", "Culm", "Mautam", "Boiler", "Planer",
           "Strand", "Briquette", "Shoot", "Node", "Lath", "Veneer"]  # fmt: skip
_PLACES = ["Aizawl", "Sairang", "Zarkawt", "Durtlang", "Chaltlang", "Zemabawk", "Kolasib",
           "Vairengte", "Bairabi", "Lengpui", "Imphal", "Khwairamband", "Thangmeiband", "Moirang",
           "Loktak", "Lamka", "Tuibong", "Silchar", "Jiribam", "Champhai"]  # fmt: skip
_NAMES = ["Lalrinawma", "Zothanpuii", "Mapuia", "Vanlalruata", "Malsawmi", "Rohmingthanga",
          "Laldinpuii", "Thoibi", "Tomba", "Sanatombi", "Ibomcha", "Bembem", "Priyokumar",
          "Ngangbi", "Thangboi", "Lhingneikim", "Seilen", "Paolen", "Lalremruot", "Vanlalhruaii",
          "Thangkhanlal", "Niangngaihching", "Tuanthang", "Debasish", "Tanushree", "Rakesh"]  # fmt: skip
_WEAVES = ["phanek", "innaphi", "leirum", "moirangphee", "puanchei", "kawrchei", "ngotekherh",
           "thangchhuah"]  # fmt: skip
_CROPS = ["Ginger", "Turmeric", "Sawhthing", "Aieng", "Chakhao", "Bamboo"]
_CLUBS = ["AizawlFC", "Neroca", "TrauFC", "ChanmariFC", "LamkaUtd"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Tl4wng", "L0kt4k", "Ch4kh40", "K4ngl4", "S41r4ng", "L4mk4", "Ph4n3k", "S4whth1ng",
         "Ch4pch4r"]  # fmt: skip


def _yard(g: random.Random) -> str:
    """A crop and a sack's weight, the way the yard crew jokes a password together."""
    return f"{g.choice(_CROPS)}{g.choice([25, 40, 50, 60, 75, 90])}kg{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DISHES)}{g.choice(_BAMBOO)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_WEAVES)}-{g.choice(_PLACES).lower()}{g.randrange(1975, 2032)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1987, 2032)) + g.choice(_SYMBOLS),
    _yard,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_WEAVES)}_{g.randrange(1960, 2032)}",
    lambda g: f"JLG{g.randrange(10, 1000)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_CLUBS)}{g.randrange(2001, 2032)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: f"Sumo{g.randrange(1000, 10_000)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Elyments group 'Sairang unit': the Contech weighing indicator password is {pw}",
    "Say Namaste call chat: TVS Electronics RP 3230 printer web password {pw}",
    "Tooter DM from Rohmingthanga: Postek G2000 label printer admin password {pw}",
    "Troop Messenger, #kolasib-yard: KisanKraft ginger washer panel password {pw}",
    "Truecaller chat from Thangboi: Intangles dashboard password chu {pw} ahi",
    "JioMeet chat: Secureye NVR admin password chu {pw} a nih",
    "Samvad message from Tomba: iBall Baton router gi password di {pw} ni",
    "MIUI Notes, 'Lamka office': Netlink ONT admin password chu {pw} a ni",
    "Realme Notes: Alphion ONT password chu {pw} a ni",
    "OnePlus Notes 'yard': Genexis router ka password {pw} hai",
    "Vivo Notes: Livguard inverter app ka password {pw} hai",
    "Zoho Wiki page 'Ima Keithel looms': Grosse jacquard controller password {pw}",
    "Helpshift ticket 5521: Evolute microATM supervisor password {pw} no longer works",
    "Desku ticket #208: Precision PB device admin password pen {pw} ahi",
    "Kapture CX ticket 7719: the Mantra MFS100 RD service portal password is {pw}",
    "Kissflow request 311: reset the Matrix Comsec door controller password, current {pw}",
    "ProofHub task 'Sairang boiler': Su-Kam solar PCU password {pw}",
    "Taskade list 'Lamka branch': Startek FM220 password chu {pw} ahi, ka lungdam e",
    "Flowlu task 112: Syrotech ONT password pen {pw} ahi",
    "Zenkit card 'sumo fleet': iTriangle console password is {pw} only",
    "ICEGATE login for the ginger shipping bills: password {pw}",
    "DGFT portal password (IEC profile): {pw}",
    "GST portal password of the Imphal co-op: {pw}",
    "Hi Lalrinawma,\n\nthe Tally server's Windows password is {pw}. Please delete this mail after saving it.\n\nRegards,\nTanushree",
    "Runbook: Kolasib yard dryer override\n1. open the KisanKraft panel\n2. log in as service\n3. password {pw}\n4. set the drum to 55 °C",
    "README (Lamka branch server)\nMifos X admin UI at https://mifos.lamka.llt.lan, admin password `{pw}`.",
    "voice memo: the Fleetx password for the sumo line is {pw} full stop",
    "reset ke baad Postek ka password {pw} ho gaya",
    "can you remember my North East Small Finance Bank app password? it's {pw}",
    "the Tally password is {pw} only, don't change it ya",
    "do one thing, note down the ICEGATE password: {pw}",
    "bhai router ka password {pw} hai, kisi ko mat batana",
    "naya password {pw} hai, yaad rakhna",
    "ka email password chu {pw} a ni",
    "router password thar chu {pw} a ni, tumah hrilh suh aw",
    "Lalrinawma: server password thar chu {pw} ani, ka lawm e",
    "password ka thlak tawh, tunah chuan {pw} a ni",
    "hei hi bamboo unit computer password: {pw} 👈 min vawng sak rawh",
    "ঐগী ইমেইল পাসৱার্ড দি {pw} নি",
    "রাউটরগী পাসৱার্ড: {pw}, কনাবু হায়গনু",
    "থোইবি: সর্ভরগী অনৌবা পাসৱার্ড দি {pw} নি, থাগৎচরি",
    "ꯑꯩꯒꯤ ꯄꯥꯁꯋꯥꯔꯗ ꯗꯤ {pw} ꯅꯤ",
    "ꯀꯝꯄꯌꯨꯇꯔꯒꯤ ꯄꯥꯁꯋꯥꯔꯗ: {pw}, ꯀꯅꯥꯕꯨ ꯍꯥꯏꯒꯅꯨ",
    "eigi email password di {pw} ni",
    "Tomba: router gi anouba password di {pw} ni, kanabu haiganu",
    "password hongle, houjik {pw} ni, thagatchari",
    "ka email password chu {pw} ahi",
    "Thangboi: router password thah chu {pw} ahi, koima seipeh hih in",
    "ka email password chu {pw} a nih",
    "Lalremruot: server password thar chu {pw} a nih, tu kuomin hril no roh",
    "ka email password pen {pw} ahi",
    "Thangkhanlal: router password thak pen {pw} ahi, kuamah hilh kei in",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["lalrinawma", "zothanpuii.r", "mapuia", "vanlalruata", "malsawmi", "rohminga",
          "laldinpuii", "thoibi.k", "tomba", "sanatombi", "ibomcha", "bembem.l", "priyo",
          "ngangbi", "thangboi", "lhingneikim", "seilen.h", "paolen", "lalremruot",
          "vanlalhruaii", "thangkhanlal", "niang.c", "tuanthang", "debasish", "tanushree.d",
          "svc-tally", "llt-yard", "lamka-mfi"]  # fmt: skip
_LOGINS = [
    "Troop Messenger, Zothanpuii: the Mifos X login is {u} / {pw}",
    "Helpshift #5530: {u} locked out of Tally, last password {pw}",
    "usr {u} pwd {pw}",
    "Zoho Wiki › Sumo line › Fleetx: {u} — {pw}",
    "| portal | login | password |\n|---|---|---|\n| ICEGATE | {u} | {pw} |",
    "sign in to the GST portal as {u} with {pw}",
    "Intangles login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- portal: dgft\n  user: {u}\n  pass: {pw}",
    "JioMeet chat: account chu {u}, password chu {pw} a ni",
    "Kapture #7730: creds for the Evolute microATM are {u} and {pw}",
    "portal,user,password\newaybill,{u},{pw}",
    "ssh {u}@tally-srv.llt.lan (password {pw})",
    "Tooter DM: Zeliot account di {u}, password di {pw} ni",
    "user id {u}, password {pw}, note down ya",
    "bhai login {u} hai aur password {pw}",
    "user name chu {u}, password chu {pw} a ni",
    "login: {u} / password: {pw}, tumah hrilh suh",
    "ইউজর নেম {u}, পাসৱার্ড {pw}",
    "username di {u}, password di {pw} ni",
    "ꯌꯨꯖꯔ {u}, ꯄꯥꯁꯋꯥꯔꯗ {pw}",
    "username chu {u}, password chu {pw} ahi",
    "username chu {u}, password chu {pw} a nih",
    "username pen {u}, password pen {pw} ahi",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["eromba", "singju", "kangshoi", "vawksa", "bekang", "chhangban", "paknam",
               "kabok", "sanpiau", "chamthong", "chagempomba", "morokmetpa", "koatpitha",
               "bawngsa", "zawngtah", "kanghou", "sareng", "nganam"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, then {d}",
    "it's {w}{d}, word and digits together",
    "voice memo: the Sairang wifi password is {w} and then {d}, no space",
    "type {w}, then {d}",
    "password chu '{w}' tih thumal, a hnuah {d}",
    "password di '{w}' haiba wahei, matungda {d}",
    "পাসৱার্ড দি '{w}' হায়বা ৱাহৈ, মতুংদা {d}",
    "password chu '{w}' kiti thumal, chujouvin {d}",
    "password chu '{w}' ti thumal, a hnungah {d}",
    "password pen '{w}' kammal, a nung ah {d}",
    "password hai '{w}' word, uske baad {d}",
    "password is {w} itself, after that {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5 + 3) % len(_SAID_WORDS)]  # 5 is prime to 18: no word twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "svnrdump dump https://svn.llt.lan/repos/tally-tdl --username {u} --password '{pw}' > tdl.dump",
    "unzip -P '{pw}' gst-returns-2031.zip",
    "echo '{pw}' | scrypt enc -P shipping-bills.xlsx shipping-bills.xlsx.enc",
    "smbcquotas //fs.llt.lan/looms -U '{u}%{pw}' -L",
    "smbtorture //fs.llt.lan/scans -U '{u}%{pw}' smb2.connect",
    "echo '{pw}' | cifscreds add -u {u} fs.llt.lan",
    "wdfs https://dav.llt.lan/designs /mnt/designs -o username={u} -o password='{pw}'",
    "vadduser {u}@lengloktak.in '{pw}'",
    "drone secret add --repository llt/sumo-app --name tally_password --data '{pw}'",
    "bao kv put secret/lamka/mifos username={u} password='{pw}'",
    "pspasswd \\\\TALLY-PC accounts '{pw}'",
    "pulsar-client --url pulsar://pulsar.llt.lan:6650 --auth-plugin org.apache.pulsar.client.impl.auth.AuthenticationBasic --auth-params '{{\"userId\":\"{u}\",\"password\":\"{pw}\"}}' produce ginger-lots -m 'lot 44 weighed'",
    "ncftpget -u {u} -p '{pw}' ftp.llt.lan . /bills/2031-07.pdf",
    "saphostctrl -host sap.llt.lan -user sapadm '{pw}' -function ListInstances",
    "virt-sysprep -a tally-win.qcow2 --root-password password:{pw}",
    "wget --http-user={u} --http-password='{pw}' https://files.llt.lan/designs/phanek-2031.zip",
    "New-SmbMapping -LocalPath Z: -RemotePath \\\\fs.llt.lan\\tally -UserName {u} -Password '{pw}'",
    "arangoimport --server.endpoint tcp://arango.llt.lan:8529 --server.username {u} --server.password '{pw}' --file lots.json --collection lots",
    "printf '{pw}\\n{pw}\\n' | grub-mkpasswd-pbkdf2",
    "pvk2pfx -pvk llt-sign.pvk -spc llt-sign.spc -pfx llt-sign.pfx -po '{pw}'",
    "tdload -f lots.csv -u {u} -p '{pw}' -h td.llt.lan -t lots",
    "useradd -m -p \"$(openssl passwd -6 '{pw}')\" {u}",
    "bin/magento admin:user:create --admin-user={u} --admin-password='{pw}' --admin-email={u}@lengloktak.in --admin-firstname=Shop --admin-lastname=Admin",
    "gohttpserver --root /srv/designs --auth-type http --auth-http {u}:{pw}",
    "PULUMI_CONFIG_PASSPHRASE='{pw}' pulumi up --stack lamka-prod",
    "cat > /tmp/askpass.sh <<'EOF'\n#!/bin/sh\necho '{pw}'\nEOF\nSSH_ASKPASS=/tmp/askpass.sh SSH_ASKPASS_REQUIRE=force ssh {u}@tally-srv.llt.lan",
    "mvn compile jib:build -Djib.to.auth.username={u} -Djib.to.auth.password='{pw}'",
    "yarn config set npmAuthIdent '{u}:{pw}'",
    "argocd account update-password --account {u} --new-password '{pw}'",
    "ansible-playbook lamka.yml --vault-password-file <(echo '{pw}')",
    "helm install mifos-db bitnami/mariadb --set auth.rootPassword='{pw}' --set auth.username={u}",
    "circleci context store-secret github llt lamka-prod TALLY_PASSWORD <<< '{pw}'",
    "PIP_INDEX_URL=https://{u}:{pw}@pypi.llt.lan/simple pip install llt-gst",
    "msktutil update --old-account-password '{pw}' -s host/tally-srv.llt.lan",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ZeroTermux on the Redmi: ~ $ {c}", "DaRemote session 'tally-srv': {c}",
    "ServerCat terminal:\n{c}", "Material Terminal $ {c}",
    "Terminal Emulator for Android (Jack Palevich's): {c}",
    "Serial USB Terminal, the ONT's console: {c}", "Nexterm tab 'lamka': {c}", "Termix: {c}",
    "XPipe shell, tally-srv:\n{c}", "Shelly SSH on the tablet: {c}",
    "Server Auditor (the old Termius) on the branch phone: {c}", "Remote Terminal app: {c}",
    "st in dwm, thoibi@loom-pc:~$ {c}", "PuTTYtray, session 'sairang': {c}",
    "SuperPutty tab 3: {c}", "MTPuTTY, 'kolasib-yard': {c}", "GNOME Console: {c}",
    "Elementary Terminal, debasish@silchar-counter:~$ {c}", "Andronix Ubuntu on the Samsung: {c}",
    "UserLAnd session: {c}",
    "he command hi ka run: {c}", "ঐনা চলাখিবা কমান্ড: {c}", "eina chalakhiba command: {c}",
    "maine yeh command chalaya: {c}", "command hiche ka run: {c}", "command hih ka run: {c}",
    "Lalrinawma-in a run command chu hei hi:\n{c}", "তোম্বানা চলাখিবা: {c}", "ꯀꯃꯥꯟꯗ: {c}",
    "yeh command mat chalana, password dikhta hai: {c}", "command ka run a nih: {c}",
    "he command hian password a lantir: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mariadb+asyncmy://{u}:{pw}@mifos-db.llt.lan:3306/fineract_tenants",
    "materialize://{u}:{pw}@mz.llt.lan:6875/materialize",
    "cockroachdb+asyncpg://{u}:{pw}@crdb.llt.lan:26257/sumo_bookings",
    "exa+websocket://{u}:{pw}@exasol.llt.lan:8563/EXPORTS",
    "gaussdb://{u}:{pw}@gauss.llt.lan:8000/ledger",
    "postgresql+pygresql://{u}:{pw}@pg.llt.lan/handloom",
    "spice://vdi.llt.lan:5930?password={pw}",
    "sqlite+pysqlcipher://:{pw}@/jlg_members.db",
    "stomp://{u}:{pw}@mq.llt.lan:61613",
    "pop3s://{u}:{pw}@mail.lengloktak.in:995",
    "scp://{u}:{pw}@yard-nas.llt.lan:22/exports/",
    "doris://{u}:{pw}@doris.llt.lan:9030/ginger",
    "risingwave://{u}:{pw}@rw.llt.lan:4566/dev",
]  # fmt: skip
_URL_PLACES = [
    "MIFOS_DB_URL={c}", "Zoho Wiki 'Databases': {c}", "keep this connection string for me: {c}",
    "database URL chu {c} a ni", "ডেটাবেসকী URL: {c}", "DB ka URL yeh hai: {c}",
    "Helpshift #5541: {c}", "Archbee doc 'Infra': {c}", "database URL chu {c} ahi",
    "DB URL pen {c} ahi", "database URL chu {c} a nih", "ꯗꯦꯇꯥꯕꯦꯁ URL: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "lengloktak", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "loans:read collections:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Zwitch", "ZWITCH_ACCESS_SECRET", _j("zw_sec_", (ALNUM, 36))),
    ("Ippopay", "IPPOPAY_SECRET_KEY", _j((HEX, 40))),
    ("Aeronpay", "AERONPAY_CLIENT_SECRET", _j((ALNUM, 32))),
    ("RapiPay", "RAPIPAY_AGENT_KEY", _j((UPPER_DIGITS, 24))),
    ("Digitap", "DIGITAP_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Gridlines", "GRIDLINES_API_KEY", _j((ALNUM, 32))),
    ("Bureau.id", "BUREAU_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Kaleidofin", "KALEIDOFIN_PARTNER_SECRET", _j((URLSAFE, 43))),
    ("CredAble", "CREDABLE_CLIENT_SECRET", _j((HEX, 64))),
    ("Vivriti", "VIVRITI_API_TOKEN", _vendor_jwt("https://auth.vivriti.example.in")),
    ("Skydo", "SKYDO_API_KEY", _j("skd_", (LOWER_DIGITS, 40))),
    ("Volopay", "VOLOPAY_API_SECRET", _j((ALNUM, 48))),
    ("EnKash", "ENKASH_SECRET_KEY", _j((B64, 43), "=")),
    ("Happay", "HAPPAY_API_TOKEN", _j((HEX, 32))),
    ("Hyperface", "HYPERFACE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Groww", "GROWW_API_SECRET", _j((ALNUM, 40))),
    ("Zerodha Kite Connect", "KITE_API_SECRET", _j((LOWER_DIGITS, 32))),
    ("Upstox", "UPSTOX_API_SECRET", _j((LOWER_DIGITS, 20))),
    ("Smallcase", "SMALLCASE_GATEWAY_SECRET", _j((HEX, 40))),
    ("KFintech", "KFINTECH_API_KEY", _j((UPPER_HEX, 32))),
    ("Protean", "PROTEAN_ESIGN_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Masters India", "MASTERSINDIA_CLIENT_SECRET", _j((ALNUM, 30))),
    ("MapmyIndia", "MAPMYINDIA_REST_KEY", _j((LOWER_DIGITS, 32))),
    ("Justdial", "JUSTDIAL_API_KEY", _j((HEX, 32))),
    ("Sulekha", "SULEKHA_PARTNER_KEY", lambda g: v.uuid4(g, "b")),
    ("Zingbus", "ZINGBUS_API_KEY", _j((ALNUM, 40))),
    ("AbhiBus", "ABHIBUS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("IntrCity SmartBus", "INTRCITY_PARTNER_TOKEN", _vendor_jwt("https://partners.intrcity.example.in")),
    ("NueGo", "NUEGO_API_SECRET", _j((URLSAFE, 40))),
    ("Chalo", "CHALO_API_KEY", _j((HEX, 48))),
    ("BluSmart", "BLUSMART_API_KEY", _j((ALNUM, 44))),
    ("Park+", "PARKPLUS_API_KEY", _j((ALNUM, 32))),
    ("TCI Express", "TCIEXPRESS_API_TOKEN", _j((HEX, 40))),
    ("Shipyaari", "SHIPYAARI_API_KEY", _j((ALNUM, 28))),
    ("BigHaat", "BIGHAAT_PARTNER_SECRET", _j((B64, 64))),
    ("Vegrow", "VEGROW_API_TOKEN", _j("vg_", (ALNUM, 40))),
    ("Amazon Karigar", "KARIGAR_SP_CLIENT_SECRET", _j("amzn1.oa2-cs.v1.", (HEX, 64))),
    ("OfBusiness", "OFBUSINESS_API_KEY", _j((HEX, 32))),
    ("Fino Payments Bank", "FINO_CLIENT_SECRET", _j((ALNUM, 32))),
    ("India Post Payments Bank", "IPPB_API_KEY", _j((UPPER_HEX, 40))),
    ("Jio Payments Bank", "JIOPAYMENTS_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("AU Small Finance Bank", "AUBANK_API_SECRET", _j((URLSAFE, 43))),
    ("North East Small Finance Bank", "NESFB_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Annapurna Finance", "ANNAPURNA_API_KEY", _j((HEX, 40))),
    ("Satin Creditcare", "SATIN_PARTNER_TOKEN", _j((ALNUM, 48))),
    ("CreditAccess Grameen", "CAGL_API_KEY", _j((LOWER_DIGITS, 36))),
    ("Svatantra", "SVATANTRA_CLIENT_SECRET", _j((B64, 40))),
    ("RGVN", "RGVN_API_TOKEN", _j((HEX, 64))),
    ("Mizoram Rural Bank", "MRB_CBS_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Manipur Rural Bank", "MANIPURRB_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "dokku config:set llt-sumo {env}={tok}",
    "app.yaml (App Engine):\nenv_variables:\n  {env}: \"{tok}\"",
    "netlify env:set {env} {tok}",
    "heroku config:set {env}={tok} -a llt-lamka",
    "CapRover › App Configs › Environmental Variables: {env}={tok}",
    "k8s Secret, stringData:\n  {env}: \"{tok}\"",
    "php: putenv('{env}={tok}');",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "LLT ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Zoho Wiki table 'Integrations': | {vendor} | 2031 | {tok} |",
    "Taskade task: rotate the {vendor} key {tok}",
    "Troop Messenger, Thoibi: {vendor} key for the co-op sync: {tok}",
    "Elyments: the {vendor} token we use now is {tok}, the old one is revoked",
    "Helpshift #5577: {vendor} sync fails with 401, configured key {tok}",
    "Desku ticket 231: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API key chu {tok} a ni",
    "{vendor} API key thar: {tok}, tumah hrilh suh",
    "{vendor}গী API কী দি {tok} নি",
    "{vendor} ꯒꯤ API ꯀꯤ: {tok}",
    "{vendor} gi API key di {tok} ni, thagatchari",
    "{vendor} API key chu {tok} ahi",
    "{vendor} API key chu {tok} a nih",
    "{vendor} API key pen {tok} ahi",
    "{vendor} ki API key {tok} hai, kisi ko mat bhejna",
    "{vendor} API key is {tok} only, don't share ya",
    "{vendor} key thar kan dah: {tok}, ka lawm e",
    "{vendor}গী অনৌবা কী: {tok}, কনাবু হায়গনু",
    "{vendor} gi key houjik {tok} ni",
    "{vendor} integration key chu {tok} ahi, koima seipeh hih in",
    "{vendor} ka naya token {tok} hai, purana wala band",
    "{vendor} token pen {tok} ahi, kuamah hilh kei in",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    gridlines = _r(rng, ALNUM, 32)
    zwitch = "zw_sec_" + _r(rng, ALNUM, 36)
    kite = _r(rng, LOWER_DIGITS, 32)
    mapmy = _r(rng, LOWER_DIGITS, 32)
    chalo = _r(rng, HEX, 48)
    ippo = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.gridlines.example.in/pan-api/fetch", headers={{"X-API-Key": "{gridlines}"}}, json=payload)', gridlines),
        Sample("vendor_token", f"curl -u 'ops@lengloktak.in:{zwitch}' https://api.zwitch.example.in/v1/accounts", zwitch),
        Sample("vendor_token", f'const kite = new KiteConnect({{ api_key: "llt_sumo", api_secret: "{kite}" }});', kite),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "MAPMYINDIA_REST_KEY", "\\"{mapmy}\\"")\n  }}\n}}', mapmy),
        Sample("vendor_token", f"Info.plist:\n<key>ChaloApiKey</key>\n<string>{chalo}</string>", chalo),
        Sample("vendor_token", f"$client = new Ippopay\\Client('llt_public', '{ippo}');", ippo),
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


_BARE_PLACES = ["{t}", "Troop Messenger: {t}", "it only shows it once, so here:\n{t}",
                "token chu hei hi: {t}", "টোকেন: {t}", "{t}\n^ new one, the old one is dead",
                "yeh sambhal ke rakhna: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Kolasib dryer's moisture sensor (OTAA): {h}": 32,
    "HMAC secret for the Zwitch payout webhook: {h}": 64,
    "Mifos X export gi AES key di {h} ni": 32,
    "pre-shared key of the Lamka–Aizawl IPsec tunnel (hex): {h}": 64,
    "sumo ticket QR HMAC key pen {h} ahi": 64,
    "SCP03 static key for the Mosambee terminals, hex: {h}": 48,
    "backup encryption key chu {h} a ni": 64,
    "ব্যাকআপকী এনক্রিপশন কী: {h}": 64,
    "backup ka encryption key {h} hai": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Helpshift #5560: token copied out of the browser's network tab {t}",
    "Cookie: lang=lus; llt_session={t}",
    "MIFOS_ACCESS_TOKEN={t}",
    "bearer token hi min vawng sak rawh: {t}",
    "token chu {t} a ni",
    "টোকেন দি {t} নি",
    "token yeh raha {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@lengloktak.in"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.lengloktak.in/realms/llt",
            "azp": "mifos-web",
            "groups": ["lamka-branch", "loan-officers"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Tally server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/sumo.lengloktak.in.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"ICEGATE_SIGNING_KEY": "{key}", "user": "llt-exports"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lamka <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Kapture ticket 7790, pasted by the vendor's engineer:\n{key}": ("PRIVATE KEY", "\n"),
    "server private key chu hei hi:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "e-way bill backup GPG key chu hei hi:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "the wallet I moved my WazirX coins to, recovery phrase: {p}": "english",
    "ZebPay days are over, but keep the old self-custody wallet's words: {p}": "english",
    "voice memo: the CoinDCX Web3 wallet recovery words are {p} and that's all": "english",
    "Mudrex-era wallet backup (emptied): {p}": "english",
    "wallet recovery phrase chu: {p}": "english",
    "wallet ke words: {p}, kisi ko mat dikhana": "english",
    "BtcTurk atanga wallet recovery phrase (Turkish list) chu: {p}": "turkish",
    "Istanbul buyer wallet gi recovery phrase (Turkish list) di: {p}": "turkish",
    "Taipei turmeric buyer ka wallet recovery phrase (Chinese list): {p}": "chinese_traditional",
    "backup wallet recovery phrase chu {p} ahi": "chinese_traditional",
    "Tokyo ginger buyer wallet recovery phrase chu {p} a nih": "japanese",
    "ঐগী ৱালেটকী রিকভরি ফ্রেজ: {p}": "japanese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang``'s list whose checksum `Mnemonic(lang).check` accepts as typed
    (redrawn where the list's accented words fail its lookup, as Turkish ones do)."""
    size = {12: 16, 18: 24, 24: 32}[words_n]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range(size))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    words_n = 12 if lang == "turkish" else [24, 12, 12, 18][index % 4]
    words = _phrase_of(rng, lang, words_n).split()
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
        return _card_of(rng, ["508534", "607153", "608117", "652161", "652850"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Troop Messenger, Tanushree: the company card for the Contech spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Helpshift #5582: pay the KisanKraft service visit with card {c}",
    "ka card number chu {c} a ni, {mm}/{yy}",
    "ঐগী কার্ড নম্বর: {c}",
    "eigi card number di {c} ni, {mm}/{yy}",
    "mera card number {c} hai, expiry {mm}/{yy}",
    "ka card number chu {c} ahi",
    "ka card number chu {c} a nih, {mm}/{yy}",
    "ka card number pen {c} ahi",
    "card number is {c} only, expiry {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["rupay", "visa", "mastercard", "amex", "rupay", "jcb", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, the four-digit CID printed above the number: {cvv}",
               "CID (4 digits over the Amex number): {cvv}",
               "Amex card hmaah number pali chu {cvv} a ni",
               "Amex card gi mangda leiba number mari di {cvv} ni",
               "Amex ke front pe 4 digit CID {cvv} hai",
               "the Amex corporate card's front code is {cvv}, the 4 small digits"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and calls of heldouts 5 to 241
# (Belarus, the Falklands, Palestine, Sao Tome, Timor-Leste and the Holy See in eighteen corpora
# each; the Emirates and Saudi Arabia in nineteen). BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BY": "cccc" + "n" * 4 + "c" * 16, "FK": "aa" + "n" * 12, "PS": "aaaa" + "c" * 21,
                "ST": "n" * 21, "TL": "n" * 19, "VA": "n" * 18, "AE": "n" * 19,
                "SA": "nn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LLT-EXP-2031-044: please pay the ginger freight to {i} within 30 days",
    "save the overseas buyer's IBAN for the dried ginger: {i}",
    "IBAN: {i}\nReference: turmeric lot 17, polished, July",
    "Troop Messenger #exports: the freight agent's new bank details, IBAN {i}",
    "IBAN chu {i} a ni",
    "IBAN দি {i} নি",
    "buyer gi IBAN di {i} ni",
    "buyer ka IBAN {i} hai, check kar lena",
    "IBAN chu {i} ahi",
    "IBAN chu {i} a nih",
    "IBAN pen {i} ahi",
    "the spice importer's account abroad, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _aadhaar(g: random.Random) -> str:
    """An Aadhaar number: twelve digits, not starting 0 or 1, a Verhoeff check digit; printed in
    groups of four."""
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _pan(g: random.Random, kind: str = "P") -> str:
    """A PAN: three letters, the holder's kind, an initial, four digits and a letter (python-stdnum
    checks its shape and kind only: the last letter's algorithm is unpublished)."""
    return v.until(g, lambda h: f"{_r(h, UPPER, 3)}{kind}{_r(h, UPPER, 1)}{_r(h, D, 4)}{_r(h, UPPER, 1)}",
                   in_pan.is_valid)  # fmt: skip


def _gstin(state: str) -> Maker:
    """A GSTIN of ``state`` (15: Mizoram, 14: Manipur): a company's PAN, an entity number, Z and a
    Luhn mod 36 check character."""

    def make(g: random.Random) -> str:
        body = state + _pan(g, g.choice("CFA")) + g.choice("123") + "Z"
        return v.until(g, lambda h: body + h.choice(UPPER_DIGITS), in_gstin.is_valid)

    return make


def _epic(g: random.Random) -> str:
    """An EPIC (voter card) number: a constituency's three letters, six digits and a Luhn digit."""
    return v.until(g, lambda h: _r(h, UPPER, 3) + _r(h, D, 7), in_epic.is_valid)


def _th_tin(g: random.Random) -> str:
    """A Thai company's TIN (a MOA number: 0, then twelve digits, the last a check digit)."""
    number = v.until(g, lambda h: "0105" + _r(h, D, 9), th_tin.is_valid)
    return str(th_tin.format(number))


def _nl_btw(g: random.Random) -> str:
    """A Dutch btw-identificatienummer: NL, an RSIN with its 11-test digit, B and two digits."""
    return v.until(g, lambda h: f"NL{_r(h, D, 9)}B0{h.choice('123')}", nl_btw.is_valid)


def _mn_ilp(g: random.Random) -> str:
    """A Manipur Inner Line Permit number: an invented shape, no check."""
    return f"MN-ILP-{g.randrange(2029, 2032)}-{_r(g, D, 7)}"


def _eshram(g: random.Random) -> str:
    """An e-Shram card's UAN: twelve digits, no public check."""
    return g.choice("1234567") + _r(g, D, 11)


def _pehchan(g: random.Random) -> str:
    """A handloom weaver's Pehchan card number: an invented shape (state, HL, six digits)."""
    return f"MN/HL/{_r(g, D, 6)}"


def _job_card(g: random.Random) -> str:
    """A MGNREGA job card number: state, district, block, panchayat, household (no check)."""
    return f"MZ-01-{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 3)}/{_r(g, D, 3)}"


def _mz_licence(g: random.Random) -> str:
    """A Mizoram driving licence: state, RTO, year of issue and a serial (no check)."""
    return f"MZ01 {g.randrange(2008, 2031)}{_r(g, D, 7)}"


def _mm_nrc(g: random.Random) -> str:
    """A Myanmar NRC of Tamu township (Sagaing): region, township, citizen's N and six digits."""
    return f"5/TaMaNa(N){_r(g, D, 6)}"


def _in_passport(g: random.Random) -> str:
    """An Indian passport number: a letter and seven digits, no public check."""
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


def _epf_uan(g: random.Random) -> str:
    """An EPF Universal Account Number: twelve digits beginning 10, no public check."""
    return "10" + _r(g, D, 10)


def _ckyc(g: random.Random) -> str:
    """A Central KYC number: fourteen digits, no public check."""
    return "5" + _r(g, D, 13)


_ID_PLACES: dict[str, Maker] = {
    "Aadhaar number of the JLG member, for the KYC form: {s}": _aadhaar,
    "ka Aadhaar number chu {s} a ni": _aadhaar,
    "ka Aadhaar number chu {s} a nih, tu kuomin hril no roh": _aadhaar,
    "GSTIN of the Aizawl bamboo unit (state code 15): {s}": _gstin("15"),
    "GSTIN of the Imphal handloom co-op, on every invoice we pay: {s}": _gstin("14"),
    "voter ID (EPIC) of Thoibi for the co-op register: {s}": _epic,
    "ঐগী ভোটর আইডি নম্বর: {s}": _epic,
    "ka voter ID pen {s} ahi": _epic,
    "PAN of the ginger yard's proprietor: {s}": _pan,
    "mera PAN {s} hai, kisi ko mat dena": _pan,
    "Thai TIN of the Bangkok turmeric importer on the proforma: {s}": _th_tin,
    "BTW number of the Rotterdam ginger buyer: {s}": _nl_btw,
    "Manipur ILP number for the Aizawl staff's trip to Imphal: {s}": _mn_ilp,
    "e-Shram card UAN of the yard loader: {s}": _eshram,
    "weaver gi Pehchan card number di {s} ni": _pehchan,
    "ka job card number chu {s} a ni": _job_card,
    "my driving licence number is {s} only": _mz_licence,
    "ka NRC number chu {s} ahi": _mm_nrc,
    "ঐগী পাসপোর্ট নম্বর: {s}": _in_passport,
    "ka passport number chu {s} a ni, tumah hrilh suh": _in_passport,
    "EPF UAN of the sumo driver: {s}": _epf_uan,
    "CKYC number of the borrower from Tuibong: {s}": _ckyc,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["ZebPay 2FA backup codes\n{codes}", "CoinDCX recovery codes: {codes}",
            "Groww 2FA backup codes (print and keep in the safe) {codes}",
            "2FA backup code te: {codes}", "2FA ব্যাকআপ কোডশিং: {codes}",
            "2FA backup codes yeh rahe: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Upstox:tanushree@lengloktak.in?secret={s}&issuer=Upstox&digits=6",
              "Zerodha Kite 2FA setup key (manual entry): {s}",
              "TOTP secret for the Groww business account: {s}",
              "2FA setup key chu {s} a ni", "2FA setup key di {s} ni, kanabu haiganu"]  # fmt: skip
_CODES = ["{c} is your OTP to log in to ICEGATE. Do not share it with anyone.",
          "Dear customer, {c} is the OTP for your transaction of Rs 4,500. Valid for 10 mins. -MRB",
          "OTP lo thleng chu {c} a ni", "OTP দি {c} নি, কনাবু হায়গনু",
          "OTP aaya hai {c}, jaldi bolo", "Use {c} to verify your DigiLocker account"]  # fmt: skip


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


def _bitlocker(g: random.Random) -> str:
    """A BitLocker recovery key: eight groups of six digits, each a multiple of 11 below 720896."""
    return "-".join(f"{11 * g.randrange(1, 65_536):06d}" for _ in range(8))


def _apple_key(g: random.Random) -> str:
    """An Apple account recovery key: seven groups of four capitals and digits."""
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7))


def _op_secret_key(g: random.Random) -> str:
    """A 1Password Secret Key as the Emergency Kit prints it."""
    a = "23456789ABCDEFGHJKLMNPQRSTVWXYZ"
    return f"A3-{_r(g, a, 6)}-{_r(g, a, 6)}-{_r(g, a, 5)}-{_r(g, a, 5)}-{_r(g, a, 5)}-{_r(g, a, 5)}"


_RECOVERY: dict[str, Maker] = {
    "BitLocker recovery key of the Tally laptop: {k}": _bitlocker,
    "laptop BitLocker recovery key chu {k} a ni": _bitlocker,
    "Apple ID recovery key for the yard iPad: {k}": _apple_key,
    "রিকভরি কী: {k}": _apple_key,
    "1Password Emergency Kit of the Lamka branch, Secret Key {k}": _op_secret_key,
    "Zoho account ka recovery code {k} hai": lambda g: _r(g, UPPER_DIGITS, 16),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_SSIDS = ["LLT-Sairang-Unit", "LLT_Kolasib_Yard", "JioFiber-Zarkawt", "Airtel_Lamka_5G",
          "BSNL-FTTH-Tuibong", "Syrotech_ImaKeithel", "Netlink-Chaltlang", "Sumo-Counter-Silchar",
          "Alphion_Durtlang", "iBall-Baton-Lamka", "Genexis_Thangmeiband", "LLT-Guest-Imphal"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "yard network {s}, password {pw}",
    "wifi at the Silchar counter: {s} / {pw}",
    "/var/lib/connman/{s}.config:\n[service_wifi]\nType=wifi\nName={s}\nPassphrase={pw}",
    "wifi password is {pw} only, network {s}",
    "{s} ka wifi password {pw} hai",
    "wifi {s} password chu {pw} a ni",
    "{s} wifi password: \"{pw}\", ka lawm e",
    "ৱাইফাই {s}গী পাসৱার্ড দি {pw} নি",
    "ꯋꯥꯏꯐꯥꯏ {s} ꯄꯥꯁꯋꯥꯔꯗ: {pw}",
    "wifi {s} password chu {pw} ahi",
    "wifi {s} password chu {pw} a nih",
    "wifi {s} password pen {pw} ahi",
    "Mongoose OS: mos wifi {s} {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("zw_sec_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("skd_", (LOWER_DIGITS, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the JioMeet call] {t}",
          "(spaced so the Elyments preview hides it) {t}", "hawrawp khat khatin: {t}",
          "মায়েক অমমমগা: {t}", "ek ek letter: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ProxKey DSC token PIN for the GST filing: {pw}",
          "emSigner asks for the token PIN, it's {pw}",
          "the Kolasib yard gate keypad takes {pw} then #",
          "ka ATM PIN chu {pw} a ni, tumah hrilh suh",
          "ATM PIN দি {pw} নি", "godown gi tala gi code di {pw} ni",
          "UPI PIN {pw} hai, kisi ko mat dena", "ka ATM PIN chu {pw} ahi",
          "kawngkhak code pen {pw} ahi", "the Lamka branch cash safe opens with {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["tlawng", "rulpui", "thingpui", "mautam", "zawlbuk", "puan", "hmarcha",
                 "sawhthing", "aieng", "chapchar", "mimkut", "phawngpui", "loktak", "phanek",
                 "chakhao", "kangla"]  # fmt: skip
_PHRASES = {"pCloud Pass master passphrase for the co-op: {p}": " ",
            "Keepass2Android database passphrase: {p}": " ",
            "Norton Password Manager vault passphrase: {p}": "-",
            "TeamPassword master passphrase: {p}": ".",
            "backup passphrase chu {p} a ni": " ", "ব্যাকআপকী পাসফ্রেজ: {p}": "_",
            "backup ka passphrase {p} hai": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postwoman (the old Hoppscotch) request, header Authorization: Basic {v}": True,
    "curlconverter output: headers = {{'Authorization': 'Basic {v}'}}": True,
    "RESTer request, Authorization: Bearer {v}": False,
    "Nightingale REST client, header Authorization = Basic {v}": True,
    "header chu Authorization: Bearer {v} a ni": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Mifos X, fineract application.properties:\nspring.datasource.hikari.username=fineract\nspring.datasource.hikari.password={pw}",
    "cyclos.properties:\ncyclos.datasource.url = jdbc:postgresql://pg.llt.lan/cyclos\ncyclos.datasource.username = cyclos\ncyclos.datasource.password = {pw}",
    "Bahmni docker .env:\nOPENMRS_DB_USERNAME=openmrs-user\nOPENMRS_DB_PASSWORD={pw}",
    "Baserow .env:\nDATABASE_USER=baserow\nDATABASE_PASSWORD={pw}",
    "ToolJet .env:\nPG_HOST=pg.llt.lan\nPG_USER=tooljet\nPG_PASS={pw}",
    "nps.conf:\nweb_username=admin\nweb_password={pw}",
    "bareos-dir.d/client/lamka-fd.conf:\nClient {{\n  Name = lamka-fd\n  Address = 10.14.0.8\n  Password = \"{pw}\"\n}}",
    "/etc/racoon/psk.txt:\n203.0.113.40 {pw}",
    "/etc/ipsec.d/lamka.secrets (libreswan):\n%any 203.0.113.40 : PSK \"{pw}\"",
    "trojan-go server.json:\n{{\"run_type\": \"server\", \"local_port\": 443, \"password\": [\"{pw}\"]}}",
    "gpload.yml:\nGPLOAD:\n   DATABASE: exports\n   USER: gpadmin\n   PASSWORD: {pw}\n   HOST: gp.llt.lan",
    "~/.config/kafkactl/config.yml:\ncontexts:\n  lamka:\n    brokers: [kafka.llt.lan:9093]\n    sasl:\n      enabled: true\n      username: lamka-app\n      password: {pw}",
    "~/.ssh/config:\n  ProxyCommand corkscrew proxy.llt.lan 3128 %h %p ~/.ssh/proxyauth\n~/.ssh/proxyauth:\nlamka:{pw}",
    "OpenOlitor application.conf:\ndb.default.user=\"openolitor\"\ndb.default.password=\"{pw}\"",
    "LiteFarm packages/api/.env:\nDEV_DATABASE=litefarm\nDEV_DATABASE_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'conn = jaydebeapi.connect("org.h2.Driver", "jdbc:h2:tcp://h2.llt.lan/~/sumo", ["{u}", "{pw}"], "/opt/h2.jar")',
    'client = clickhouse_connect.get_client(host="ch.llt.lan", username="{u}", password="{pw}")',
    'conn = IOSXEDriver(host="10.15.0.1", auth_username="{u}", auth_password="{pw}", auth_strict_key=False)',
    'ctx = snowflake.connector.connect(user="{u}", password="{pw}", account="llt-exports")',
    'db, err := sql.Open("mysql", "{u}:{pw}@tcp(mifos-db.llt.lan:3306)/fineract_default")',
    'object Tally {{ const val USER = "{u}"; const val PASSWORD = "{pw}" }}',
    'var cred = new NetworkCredential("{u}", "{pw}", "LLT");',
    'let resp = client.get(url).basic_auth("{u}", Some("{pw}")).send()?;',
]  # fmt: skip
_code = _Family("source_code", _CODE, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "[07:42] Lalrinawma: Sairang wifi password?\n[07:43] Zothanpuii: {pw}",
    "[21:05] tomba: Tally password kari?\n[21:06] thoibi: {pw}",
    "Mapuia: {pw} hi Fleetx password thar a ni",
    "Thangboi: use {pw}, that's what the Intangles account has now",
    "ꯊꯣꯢꯕꯤ: ꯑꯅꯧꯕ ꯄꯥꯁꯋꯥꯔꯗ ꯗꯤ {pw} ꯅꯤ",
    "সনাতোম্বি: অনৌবা পাসৱার্ড দি {pw} নি",
    "Lhingneikim: password thah chu {pw} ahi",
    "Vanlalhruaii: password thar chu {pw} a nih",
    "Niangngaihching: password thak pen {pw} ahi",
    "Rakesh: naya password {pw} hai bhai",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, len(_SAID)), (_logins, len(_LOGINS)), (_spelled, len(_SPELLED)), (_cli, len(_CLI)),
    (_urls, len(_URLS)), (_vendors, 56), (_bare, len(_BARE_PLACES)), (_hexes, len(_HEX_PLACES)),
    (_jwts, len(_JWT_PLACES)), (_pems, len(_PEM_PLACES)), (_seeds, len(_SEED_PLACES)),
    (_cards, len(_CARD_PLACES)), (_cvvs, len(_CVV_PLACES)), (_ibans, len(_IBAN_PLACES)),
    (_national, len(_ID_PLACES)), (_backups, len(_BACKUPS)), (_totp, len(_SEEDS_2FA)),
    (_codes, len(_CODES)), (_recovery, len(_RECOVERY)), (_wifi, len(_WIFI_PLACES)),
    (_spelled_tokens, 10), (_locks, len(_LOCKS)), (_phrases, len(_PHRASES)),
    (_auth, len(_AUTH)), (_configs, len(_CONFIGS)), (_code, len(_CODE)), (_chats, len(_CHATS)),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _phrase_of(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Tally admin password is": "{s}", "Fleetx password:": "{s} (since the tracker swap in March)",
    "ka password chu": "{s} a ni", "ঐগী পাসৱার্ড দি": "{s} নি", "eigi password di": "{s} ni",
    "ICEGATE password": "{s}\nchange it after the export season", "ka password pen": "{s} ahi",
    "naya password hai": "{s}, yaad rakhna", "the password Mapuia read out over the phone was": "{s}, I think",
    "Intangles password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Gridlines API key", "{s}", _j((ALNUM, 32))),
    ("split_token", "Kite Connect api_secret:", "{s} (the old app)", _j((LOWER_DIGITS, 32))),
    ("split_token", "Digitap client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "WazirX-era wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TL"))),
    ("split_backup", "ZebPay recovery codes", "{s}\nkmzt-4821-pqwe\nrvbn-7730-hjsa", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar", "{s}", _aadhaar),
    ("split_phrase", "pCloud Pass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"mifos": {"url": "https://mifos.lamka.llt.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password_chu": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "tomba", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"looms": [{"name": "jacquard-a"}, {"name": "jacquard-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["wget", "--http-user", "thoibi", "--http-password", "{s}", "https://files.llt.lan/designs.zip"]}': ("meta_password", _plain_pw),
    '{"note": "Tally password chu {s} a ni"}': ("meta_password", _plain_pw),
    '{"পাসৱার্ড": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ICEGATE portal as llt-exports with the password {s}"}': ("meta_password", _plain_pw),
    '{"gridlines": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 32))),
    '{"credableSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"happay_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VA")),
    '{"borrower": {"aadhaar": "{s}"}}': ("meta_id", _aadhaar),
    '{"mfa": {"backup_codes": ["{s}", "kmzt-4821-pqwe", "rvbn-7730-hjsa"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"old_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"godown": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "LLT_Kolasib_Yard", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"fineract-client-1.9.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"contech-ctg-firmware-2.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/lengloktak/sumo-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"yard: moisture column for ginger slices", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"exports: revert HS code mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"loom-designs_2031-07.zip", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"jlg-collections-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Contech scale password before the calibration visit on 2031-11-04.",
    "Zothanpuii asked for the Sairang wifi password; it's on the card in the supervisor's drawer.",
    "Policy: LLT passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Troop Messenger; share a vault link instead.",
    "The `.env.example` line `GRIDLINES_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The KisanKraft panel asks for a new service password after every firmware update.",
    "Replace <YOUR_ZWITCH_KEY> in the README with the key from your Zwitch dashboard.",
    "HAPPAY_API_TOKEN and CREDABLE_CLIENT_SECRET must be set before the nightly sync runs.",
    "I password tumah hrilh suh.",
    "Password thar siam turin IT office-ah va zawt rawh.",
    "নহাক্কী পাসৱার্ড কনাবু হায়গনু.",
    "ꯅꯍꯥꯛꯀꯤ ꯄꯥꯁꯋꯥꯔꯗ ꯀꯅꯥꯕꯨ ꯍꯥꯏꯒꯅꯨ꯫",
    "nahakki password kanabu haiganu, thagatchari.",
    "Na password koima seipeh hih in.",
    "I password tu kuomin hril no roh.",
    "Na password kuamah hilh kei in.",
    "apna password kisi ko mat batana, bank kabhi nahi poochta.",
    "OTP kisi ke saath share mat karo, bhai.",
    "Password should be minimum 14 characters only, kindly do the needful.",
    "After five wrong passwords the Tally server locks the account for 20 minutes.",
    "Upgraded the Contech firmware from 2.6 to 2.7.3 and fineract-client to 1.9.0 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for ginger slices.",
    f"Rolled back to {_SHORT} after the HS code mapping broke the shipping bill export.",
    f"requirements.txt: fineract-client==1.9.0 --hash=sha256:{_WHEEL_SUM}",
    f"The Contech CTG firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of jlg-collections-2031.parquet: {_SHA512}",
    f"The sumo booking API container runs ghcr.io/lengloktak/sumo-api@sha256:{_IMAGE}.",
    f"MD5 of loom-designs_2031-07.zip is {_MD5}, same as the copy on the co-op share.",
    "Request id 3c9e7a12-5f0b-4d6e-a8c1-2b7f9e04d5a3 is the slow one in the Zwitch logs.",
    "Purchase order PO-2031-00718 for 60 bags of sliced dry ginger ships on Thursday.",
    "Helpshift #5521: the Sairang kiln temperature alarm keeps tripping at night.",
    "Call the Kolasib yard office on +91 389 233 1047 before noon.",
    "Container TGHU 6120487 with the turmeric lot is at the Kolkata port.",
    "Shipping bill 4418207 dated 2031-07-12 covers 14 tonnes of dried ginger.",
    "HS code 0910.11 is ginger, neither crushed nor ground; 0910.30 is turmeric; 4601.92 is bamboo plaits.",
    "Kiln 2 at Sairang runs at 62 °C; the bamboo sticks come out at 11 % moisture.",
    "The sumo from Aizawl to Silchar takes NH 306 and about six hours; the fare is Rs 750.",
    "Sumo MZ-01-K-4471 leaves the Zarkawt counter at 6:30 and reaches Rangirkhari by noon.",
    "Aizawl's PIN code is 796001, Imphal's 795001, Churachandpur's 795128 and Silchar's 788001.",
    "IFSC of the Lamka branch account is SBIN0007316; ask the bank for the account number.",
    "The turmeric pack prints FSSAI licence 10031042000317 and the batch code TUR/31/07.",
    "The secret of good chakhao kheer is soaking the black rice overnight.",
    "Ask Tomba for the godown keypad code, I don't have it.",
    "My card ending 4471 was declined at the Khwairamband market.",
    "The Dili buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's Groww account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ZWITCH_ACCESS_SECRET` in the secrets store, never in the repository.",
    "The padlock on the godown rusts in the monsoon; oil it every month.",
    "MapmyIndia moved the REST key page under Console › Credentials in its June release.",
    "ISBN 978-81-7371-420-6 is the bamboo handbook on the office shelf; ORCID iD 0000-0002-1825-0097 belongs to its editor.",
    "The guest wifi 'LLT-Guest-Sairang' is open, no password needed.",
    "Lot LOT-2031-KLS-0417, 50 kg, moisture 9.8 %; curcumin measured at 5.1 %.",
    "JLG 214 at Tuibong repaid all twelve instalments; the next loan cycle starts in October.",
    "Innaphi design 17, 2031 collection, 40 pieces woven at Ima Keithel stall 112.",
    "Train 15887 leaves Silchar at 07:05; the ticket PNR is on the printout, not here.",
    "Ticket KAP-7719 was closed after the Mantra device was replaced.",
    "Use Tally Prime 5.1 and MapmyIndia Mappls 2031 maps on the branch laptops.",
    "Bamboo stick size 8 inch, 1.3 mm; carton of 25 kg; invoice INV/2031/0932.",
    "Voter turnout at the Lamka booth was 78 %; results on the ECI site.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-07-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/llt/tally", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "fineract-client", "version": "1.9.0"}}',
    '{"ticket": "5521", "purchase_order": "PO-2031-00718"}',
    '{"lot": {"id": "LOT-2031-KLS-0417", "weight_kg": 50, "moisture_pct": 9.8}}',
    '{"phone": "+91 389 233 1047", "city": "Kolasib", "pin_code": "796081"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "sticks_in_stock": 1284}',
    '{"hs_code": "0910.11", "origin": "IN-MZ", "description": "dried ginger"}',
    '{"vehicle": "MZ-01-K-4471", "route": "Aizawl-Silchar", "departure": "06:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
