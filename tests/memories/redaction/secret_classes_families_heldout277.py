# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventy-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventy-third's
docstring, the fifth to two-hundred-and-seventy-third only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-seventy-fourth, two-hundred-and-seventy-fifth and two-hundred-and-seventy-sixth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (277518063), password words (a
Mizoram town and a bamboo, festival or weave word, a number and a sign; a hymn number of the
Kristian Hla Bu and a name, `Hla312Zothanpuii#`; a bus registration, `MZ02Bus4471!`; a ginger lot
in kilograms; a name, a birth year and a town; a bamboo chair model; a sum in kyat and a town; a
generator's four dotted groups; random runs), names, places, templates, tools, vendors and
layouts, the way the staff of a fictional company (Mizo Bamboo Works, with a bamboo-furniture
workshop in Aizawl, a ginger collection point in Champhai, a church choir's (zaipawl) recording
studio, a bus counter in Lunglei and a border-trade office at Zokhawthar) leak secrets into an
assistant's memory. Every company, person, address and number is fictional; only the region
(Mizoram, with the Chin State and Sagaing traders across the border) is real. The texts are chats
with times (Bizgram, ShareChat, Troop Messenger, Bridgefy), tickets (Helpwise, Kapture CX,
SupportBee), a PDF note (Xodo), wiki table rows and breadcrumbs, notes, e-mails, runbooks,
READMEs, shell prompts and history, cron lines, voice-memo transcripts, dictated and spelled text
and requests to the assistant itself; the separators run from a colon, "is" and a dash to an
arrow (`→`, `➜`, `👉`), an emoji (`🎵`, `🚌`, `🎙️`, `🎤`), a new line, `::`, quotes (`«…»`,
`"…"`, backticks), a table bar and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to
273 that name each): in none, Zokhawthar, Duhlian, Bizgram, `thuruk`, `hriattir`, `hmangtu`,
`khâwl`, `Ṭuirial`, `ka lawm ngaingai`, `chimh hlah` and `ကျေးဇူး`; in one, Champhai, Lunglei,
`thumal`, `ma pyaw`, `ye raha`, ShareChat, Helpwise, Xodo, oggfwd and GStreamer's shout2send; in
two, Mizoram, Aizawl, Falam, `kyay zu`, `shukriya`, Kapture and SupportBee; in three, Mizo (the
same three corpora), `စကားဝှက်`, check_ldap, check_smtp, innotop, mariabackup,
pt-online-schema-change, yafc, `sc.exe config … password=`, fisql and crackmapexec; in four,
Troop Messenger, Bridgefy, check_mysql, gh-ost, mydumper, myloader, mysqlslap, mytop, xtrabackup,
netdom's `/PasswordD:`, pgbench under `PGPASSWORD`, evil-winrm, rpcclient, rustdesk, anydesk's
`--set-password`, `teamviewer passwd`, seaf-cli, megatools (`megals`), nextcloudcmd, pptpsetup,
FreeTDS's tsql, bcp, CUBRID's csql, SQL Anywhere's dbisql and netexec. Hakha appears in four,
Burmese in five. The common layouts (env files, `export`, docker-compose, database URLs, an
Icecast and an SRT URL, DarkIce, Icecast, Liquidsoap and mpd configs, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, nmcli, an ESP32 `config.h`) are
in wordings of their own.

About half of the secret samples are in other languages than English: Mizo (Duhlian) in Latin
letters with its `ṭ` and `â` (`password thar kan siam` "we made a new password", `thumal thuruk`
"secret word", `chu … a ni` / `a ni e` "is", `hei hi` / `hei le` / `hetah hian` "here is",
`tumah hriattir suh` "let nobody know", `ka lawm khawp mai` "thanks a lot", `i theihnghilh loh
nan` "so you don't forget", `hmangtu hming` "user name", `chabi` "key", `khâwl` "machine",
`nambar`, `pakhat pakhatin` "one by one", `hmâ lama number pali` "the four numbers on the front",
`card hnung lama`, `a ṭha em?`); Hindi in Devanagari and Latin (`पासवर्ड … है`, `किसी को मत
बताना`, `धन्यवाद`, `कुंजी`, `पिन`, `आधार`; `password … hai`, `ye raha`, `kisi ko mat batana`,
`shukriya`, `naya`, `yaad rakhna`, `ek ek karke`); Burmese in its script and in Burglish
(`စကားဝှက်` "password", `…က … ပါ` "is", `အသစ်` "new", `ဘယ်သူ့ကိုမှ မပြောပါနဲ့` "don't tell
anyone", `ကျေးဇူးပါ` "thanks", `သော့` "key", `အသုံးပြုသူ` "user", `မှတ်ပုံတင်` "NRC";
`password ka … par`, `a thit`, `bel thu ko mha ma pyaw nae`, `kyay zu par`); and the Chin of the
traders, Hakha Lai and Falam (`cu … a si` / `hi … a si` "is", `thar` "new", `mi pakhat hmanh
chimh hlah` "don't tell even one person", `ka lawm ngaingai` "thanks very much"). The wordings
are the author's approximations, checked by no speaker; the thinnest guesses are the Chin ones
(`mi pakhat hmanh chimh hlah`, `ka lawm ngaingai`, the Falam `hi … a si`), then Mizo's
`hmangtu hming` for a user name, `thumal thuruk` for a password, `tumah hriattir suh`, `pakhat
pakhatin` and `hmâ lama number pali`, and the Burglish spellings.

Vendors (by grep, in no earlier corpus: BandLab, Soundtrap, CD Baby, DistroKid, TuneCore, Gaana,
Wynk, Hungama, JioSaavn, Trainman, Ginesys, Yoma Bank and Letstrack; in one: Audiomack,
Songtradr, BharatPe, CB Pay, CCAvenue, AbhiBus, AYA Pay, Dinger, ConfirmTkt, Loconav, Samunnati,
Haptik, IDfy, ixigo, Juspay, Khatabook, Posist, Verloop, MSG91, MyOperator, NimbusPost,
Ozonetel, PayU, Paykun, Servetel, Shadowfax, Shipway, Trakntell, Unicommerce, Vahak, Wave Money,
Xpressbees, DotPe, 2C2P and KBZPay). No shape here is one the author knows to be real: every one
is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for JioSaavn,
Haptik and Servetel, and the `dk_live_`, `bp_sk_`, `dp_` and `KK` prefixes); the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: India's
Aadhaar number and Aadhaar Virtual ID (Verhoeff, `stdnum.in_.aadhaar`, `stdnum.in_.vid`), the
EPIC voter number (Luhn, `stdnum.in_.epic`), a Mizoram GSTIN (state code 15, `stdnum.in_.gstin`),
and Israel's identity number and company number (`stdnum.il.idnr`, `stdnum.il.hp`: the Bnei
Menashe relatives); the PAN is checked by `stdnum.in_.pan` for its format only. Kinds no library
or this file checks (no check-digit algorithm is written here; the shapes are guesses): a Myanmar
NRC of Chin State, a Free Movement Regime border pass, Indian and Myanmar passports, a Mizoram
driving licence, a ration card and a PRAN. Card numbers pass Luhn (RuPay's and MPU's prefixes
drawn here, and the value helpers' Visa, Mastercard, JCB, UnionPay and Amex, checked with
python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, none read as a year. The
IBANs are of Albania, Cyprus, Gibraltar, Israel, Malta, the Dominican Republic, Burundi and Costa
Rica (the countries a rough count of the country codes in heldouts 5 to 273 finds least, in
twenty-two or twenty-three corpora each), drawn until `stdnum.iban` validates them; seed phrases
come from `mnemonic`'s English, Korean, Czech, Portuguese, Italian, Simplified Chinese and
Spanish lists, each drawn until `Mnemonic(lang).check` accepts it. Every secret is drawn again
until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import epic as in_epic
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.in_ import vid as in_vid

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 277_518_063
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _taken(secret: str, seen: set[str]) -> bool:
    """A secret already planted, too short, or held by a clean text (then it is drawn again)."""
    return len(secret) < 4 or secret in seen or secret in _CLEAN_BLOB


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            while True:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if not _taken(secret, seen):
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_CRAFT = ["Rawthing", "Mautam", "Rua", "Thingtam", "Phawngpui", "Puanchei", "Sawhthing",
          "Chapchar", "Mimkut", "Thlanrawn", "Bawngkawn", "Tlawng", "Zaipawl", "Khuangchawi"]  # fmt: skip
_PLACES = ["Aizawl", "Champhai", "Lunglei", "Zokhawthar", "Serchhip", "Saitual", "Khawzawl",
           "Hnahthial", "Tlabung", "Zobawk", "Ruantlang", "Melbuk", "Dawrpui", "Chanmari",
           "Zarkawt", "Durtlang", "Ramhlun", "Tuirial", "Rihdil", "Hakha", "Falam", "Tahan"]  # fmt: skip
_NAMES = ["Lalremruata", "Zothanpuii", "Vanlalhruaia", "Lalhmingliani", "Malsawmtluanga",
          "Lalrinpuii", "Zonunsanga", "Ramdinthara", "Laldinpuii", "Thangmawia", "Hmingthanzuali",
          "Rakesh", "Sunita", "Aung", "Thida", "ZawMin", "VanBawi", "SuiPar", "NgunTha"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["R4wth1ng", "M4ut4m", "S4whth1ng", "Z41p4wl", "Ch4pch4r", "Phulr0u", "Tl4wng",
         "Puanch31"]  # fmt: skip


def _ginger(g: random.Random) -> str:
    """A ginger lot's weight, the way the Champhai collection point jokes a password together."""
    return f"Sawhthing{g.choice([18, 25, 40, 50, 72, 90])}kg{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_CRAFT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"Hla{g.randrange(1, 600)}{g.choice(_NAMES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"MZ{g.randrange(1, 9):02d}Bus{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    _ginger,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CRAFT).lower()}_{g.randrange(1960, 2034)}",
    lambda g: f"Chair{g.randrange(100, 1000)}{g.choice(_CRAFT)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    _generator,
    lambda g: f"Kyat{g.randrange(10_000, 100_000)}{g.choice(_PLACES)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "[07:42] Lalremruata: the CNC router in the Aizawl bamboo workshop, admin password {pw}",
    "[08:05] Zothanpuii: edge-bander panel password is {pw} (Bawngkawn shed)",
    "Bizgram chat, Zokhawthar office: the customs PC password is {pw}",
    "ShareChat DM (wrong app, sorry): studio Mac password {pw}",
    "Troop Messenger, #champhai-ginger: weighbridge laptop password {pw}",
    "Bridgefy message from the ginger trucks, no network at Ngopa: the tablet password is {pw}",
    "Helpwise ticket 2217 (Lunglei bus counter): ticket printer admin password {pw}",
    "Kapture CX case 58103: the booking PC at the Lunglei counter, password {pw}",
    "SupportBee ticket 904: Zokhawthar border office router password {pw}, reset after audit",
    "Xodo note on the invoice PDF: the accounts laptop password is {pw}",
    "ticket MZ-4471, Champhai collection point: the moisture meter app password {pw}",
    "wiki › Workshop › Machines › Spray booth: controller password {pw}",
    "| machine | where | password |\n|---|---|---|\n| planer PLC | Aizawl shed 2 | {pw} |",
    "Runbook: choir studio backup\n1. boot the NAS\n2. log in as studio\n3. password {pw}\n4. start the Sunday copy",
    "README (choir studio rack)\nthe mixer's web page is http://mixer.zaipawl.lan, admin password `{pw}`.",
    "Hi Vanlalhruaia,\n\nthe root password on the Lunglei booking server is {pw}. Delete this mail once it is in the vault.\n\nThanks,\nLalhmingliani",
    "Incident 2033-02-11: the Zokhawthar office NAS was open to the internet with password {pw}",
    "voice memo, transcribed: the studio computer password is {pw} full stop",
    "dictated: new password for the bus counter till {pw} end of message",
    "note to self: bamboo shop tablet password {pw}",
    "after the reinstall the Champhai laptop password became {pw}",
    "can you remember my Mizoram Co-operative Apex Bank app password? it's {pw}",
    "please keep this for me, my Yoma Bank mobile password: {pw}",
    "hey assistant, store the studio DAW login password: {pw}",
    "Ka password thar kan siam: {pw}",
    "Workshop khâwl password chu hetah hian: {pw}, tumah hriattir suh",
    "Zaipawl studio computer thumal thuruk: {pw}",
    "[19:10] Zothanpuii: bus counter PC password kan thlak ta, tunah {pw}, ka lawm khawp mai",
    "Champhai sawhthing khâwl password → {pw}",
    "Lalrinpuii: router password thar hei le: {pw} (i theihnghilh loh nan)",
    "Zokhawthar office-a computer password chu «{pw}» a ni e",
    "Ṭuirial lam workshop tablet password: {pw}, a ṭha em?",
    "मेरा ईमेल पासवर्ड {pw} है, किसी को मत बताना",
    "बस काउंटर वाले कंप्यूटर का पासवर्ड: {pw}",
    "सुनीता: नया सर्वर पासवर्ड {pw} है, धन्यवाद",
    "ye raha counter PC ka password: {pw}, kisi ko mat batana",
    "Rakesh: naya password {pw} hai bhai, shukriya",
    "bus booking app ka password {pw} hai, yaad rakhna",
    "ကျွန်တော့် email စကားဝှက်က {pw} ပါ",
    "ဆိုင်ကွန်ပျူတာ စကားဝှက်အသစ် - {pw} ဘယ်သူ့ကိုမှ မပြောပါနဲ့",
    "ကိုအောင်: server စကားဝှက်က {pw} ပါ၊ ကျေးဇူးပါ",
    "Ma Thida: shop computer password ka {pw} par, bel thu ko mha ma pyaw nae",
    "password a thit ka {pw} par, kyay zu par",
    "Hakha office computer password cu {pw} a si",
    "Van Bawi: ka password thar cu {pw} a si, mi pakhat hmanh chimh hlah",
    "Falam lei computer password hi {pw} a si, ka lawm ngaingai",
    "Sui Par: router password cu {pw} a si",
    "the bamboo workshop's Tally login password is {pw}",
    "the Lunglei counter's Wi-Fi admin page password: {pw}",
    "I set the choir NAS password to {pw} yesterday",
    "password for the Champhai ginger scale PC :: {pw}",
    "🎵 studio Mac password 👉 {pw}",
    "🚌 counter till password: {pw}",
    "(password: {pw})",
    "Zokhawthar trade office laptop\npassword\n{pw}",
    "Lalremruata said the planer password is \"{pw}\"",
    "Zothanpuii-i hnen atanga: «password chu {pw}»",
    "the spray booth laptop password, since the March visit: {pw}",
    "password of the old choir laptop (Ardour on it) - {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["lalremruata", "zothanpuii", "vanlal.h", "lalhmingliani", "malsawm", "lalrinpuii",
          "zonunsanga", "ramdin", "laldinpuii", "thangmawia", "hmingthan", "rakesh.k", "sunita",
          "aung.k", "thida", "zawmin", "vanbawi", "suipar", "nguntha", "svc-counter",
          "studio", "ginger-cp", "workshop"]  # fmt: skip
_LOGINS = [
    "Troop Messenger, Ramdin: the CNC panel login is {u} / {pw}",
    "Helpwise #2230: {u} locked out of the booking PC, last password {pw}",
    "user {u} pass {pw}",
    "wiki › Choir › Studio › NAS: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| counter till | {u} | {pw} |",
    "sign into the Zokhawthar customs portal as {u} with {pw}",
    "planer PLC login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- device: studio-nas\n  username: {u}\n  password: {pw}",
    "Bizgram: account {u}, password {pw}",
    "Zonunsanga says the ginger scale account is {u} and the password is {pw}",
    "device,login,password\nbooking-pc-2,{u},{pw}",
    "ssh {u}@counter.lunglei.lan (password {pw})",
    "Kapture CX: creds for the spray booth PC are {u} and {pw}",
    "hmangtu hming {u}, password {pw}",
    "hmangtu: {u} / thumal thuruk: {pw}",
    "यूज़रनेम {u}, पासवर्ड {pw}",
    "username {u} hai aur password {pw}",
    "အသုံးပြုသူ {u}၊ စကားဝှက် {pw}",
    "user name ka {u}, password ka {pw} par",
    "ka username cu {u}, password cu {pw} a si",
    "username {u}, password {pw}, ka lawm khawp mai",
    "counter login → {u} ➜ {pw}",
    "the studio login is {u}, password {pw}, don't share it",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["rawthing", "mautam", "phawngpui", "puanchei", "chapchar", "khuangchawi",
               "bawngkawn", "thlanrawn", "zaipawl", "ruantlang", "hnahthial", "zobawk",
               "tuirial", "sawhchiar", "vawksa", "bekang"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the counter PC it's {w} and {d} at the end",
    "voice memo: the studio wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the planer password",
    "it's {w}{d}, word and digits joined",
    "password chu {w} tih thumal, a hnuah {d}",
    "thumal thuruk chu {w} a ni, a tawpah {d} belh rawh",
    "पासवर्ड है {w} शब्द, उसके बाद {d}",
    "password hai {w}, phir {d}, bina space",
    "စကားဝှက်က {w} ဆိုတဲ့ စကားလုံး၊ ပြီးရင် {d}",
    "password cu {w} a si, cun {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "oggfwd stream.zaipawl.lan 8000 '{pw}' /sunday-choir.ogg < service.ogg",
    "gst-launch-1.0 pulsesrc ! audioconvert ! vorbisenc ! oggmux ! shout2send ip=stream.zaipawl.lan port=8000 password={pw} mount=/live.ogg",
    "check_ldap -H ldap.mizobamboo.lan -b dc=mizobamboo,dc=lan -D cn={u},dc=mizobamboo,dc=lan -P '{pw}'",
    "check_smtp -H mail.mizobamboo.in -p 587 -S -A LOGIN -U {u}@mizobamboo.in -P '{pw}'",
    "innotop -h db.mizobamboo.lan -u {u} -p '{pw}'",
    "mariabackup --backup --target-dir=/backup/tally --user={u} --password='{pw}'",
    "pt-online-schema-change --alter 'ADD COLUMN moisture DECIMAL(4,1)' D=ginger,t=lots,h=db.mizobamboo.lan,u={u},p={pw} --execute",
    "yafc ftp://{u}:{pw}@ftp.mizobamboo.in/catalogue/",
    "sc.exe config CounterSync obj= \".\\{u}\" password= \"{pw}\"",
    "fisql -S ASE_LUNGLEI -U {u} -P '{pw}' -i fares.sql",
    "crackmapexec smb 10.27.4.0/24 -u {u} -p '{pw}' --shares",
    "check_mysql -H db.mizobamboo.lan -u {u} -p '{pw}' -d ginger",
    "gh-ost --host=db.mizobamboo.lan --user={u} --password='{pw}' --database=bus --table=tickets --alter='ADD INDEX (route)' --execute",
    "mydumper -h db.mizobamboo.lan -u {u} -p '{pw}' -B ginger -o /backup/ginger",
    "myloader -h db-new.mizobamboo.lan -u {u} -p '{pw}' -d /backup/ginger -o",
    "mysqlslap --host=db.mizobamboo.lan --user={u} --password='{pw}' --concurrency=20 --iterations=5 --auto-generate-sql",
    "mytop -h db.mizobamboo.lan -u {u} -p '{pw}' -d bus",
    "xtrabackup --backup --user={u} --password='{pw}' --target-dir=/backup/bus",
    "netdom join COUNTER-PC2 /domain:mizobamboo.lan /UserD:{u} /PasswordD:{pw}",
    "PGPASSWORD='{pw}' pgbench -h pg.mizobamboo.lan -U {u} -c 8 -T 60 tickets",
    "evil-winrm -i 10.27.4.15 -u {u} -p '{pw}'",
    "rpcclient -U 'MIZOBAMBOO\\{u}%{pw}' 10.27.4.10",
    "rustdesk --password '{pw}'",
    "echo '{pw}' | sudo anydesk --set-password",
    "sudo teamviewer passwd '{pw}'",
    "seaf-cli sync -l 4f2c9e1a-choir -s https://files.zaipawl.org -d ~/Choir -u {u}@zaipawl.org -p '{pw}'",
    "megals -u {u}@mizobamboo.in -p '{pw}' /Root/Catalogue",
    "nextcloudcmd -u {u} -p '{pw}' ~/Recordings https://cloud.zaipawl.org",
    "sudo pptpsetup --create zokhawthar --server vpn.mizobamboo.in --username {u} --password '{pw}' --encrypt",
    "tsql -S counter-db.lunglei.lan -p 1433 -U {u} -P '{pw}'",
    "bcp Bus.dbo.Tickets out tickets.dat -S counter-db.lunglei.lan -U {u} -P '{pw}' -c",
    "csql -u {u} -p '{pw}' bamboo@cubrid.mizobamboo.lan",
    "dbisql -c \"UID={u};PWD={pw};Host=sqla.mizobamboo.lan;DBN=stock\" -nogui",
    "netexec smb counter-pc2.lunglei.lan -u {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\counter> {c}", "lalremruata@workshop-nas:~$ {c}",
    "ran this on the studio Mac: {c}", "from the Zokhawthar office laptop:\n{c}",
    "runbook step 4:\n    {c}", "history | tail -1\n  512  {c}",
    "# cron on the booking server\n0 2 * * * {c}", "Helpwise #2241, pasted by the vendor: {c}",
    "command ka tih chu: {c}", "he command hi ka run: {c}",
    "maine ye command chalaya: {c}", "मैंने यह कमांड चलाया: {c}",
    "ဒီ command ကို run ခဲ့တယ်: {c}", "command cu hi hi ka run: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = v.until(rng, _plain_pw, lambda s: not _taken(s, seen))
            seen.add(secret)
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "icecast://source:{pw}@stream.zaipawl.lan:8000/sunday.mp3",
    "srt://studio.zaipawl.lan:9000?streamid=choir&passphrase={pw}",
    "ftps://{u}:{pw}@ftp.mizobamboo.in:990/catalogue/",
    "ldap://{u}:{pw}@dc1.mizobamboo.lan:389/dc=mizobamboo,dc=lan",
    "mysql+pymysql://{u}:{pw}@db.mizobamboo.lan:3306/ginger",
    "postgresql+psycopg://{u}:{pw}@pg.mizobamboo.lan:5432/tickets",
    "mssql+pyodbc://{u}:{pw}@counter-db.lunglei.lan/Bus?driver=ODBC+Driver+18+for+SQL+Server",
    "redis://{u}:{pw}@cache.mizobamboo.lan:6379/2",
    "mongodb://{u}:{pw}@mongo.mizobamboo.lan:27017/catalogue?authSource=admin",
    "jdbc:mariadb://db.mizobamboo.lan:3306/ginger?user={u}&password={pw}",
    "rtmp://live.zaipawl.org/app?user={u}&pass={pw}",
    "webdavs://{u}:{pw}@files.zaipawl.org/remote.php/dav/files/{u}/",
    "Server=counter-db.lunglei.lan;Database=Bus;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "TICKETS_DB_URL={c}", "keep this connection string for me: {c}", "connection string chu {c}",
    "connection string ye hai: {c}", "Kapture CX #58120: {c}", "wiki › Databases: {c}",
    "ချိတ်ဆက်ရန် URL: {c}", "studio stream URL 🎙️ {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "mizo-bamboo-works", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read tickets:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Every shape below is the author's guess, not a vendor's published format.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("BandLab", "BANDLAB_API_TOKEN", _j((URLSAFE, 48))),
    ("Soundtrap", "SOUNDTRAP_CLIENT_SECRET", _j((ALNUM, 40))),
    ("CD Baby", "CDBABY_API_KEY", _j((HEX, 40))),
    ("DistroKid", "DISTROKID_TOKEN", _j("dk_live_", (ALNUM, 32))),
    ("TuneCore", "TUNECORE_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Gaana", "GAANA_PARTNER_KEY", _j((UPPER_DIGITS, 32))),
    ("Wynk", "WYNK_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Hungama", "HUNGAMA_API_KEY", _j((HEX, 32))),
    ("JioSaavn", "JIOSAAVN_PARTNER_TOKEN", _vendor_jwt("https://partners.jiosaavn.com")),
    ("Audiomack", "AUDIOMACK_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("Songtradr", "SONGTRADR_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Trainman", "TRAINMAN_API_KEY", _j((HEX, 32))),
    ("Ginesys", "GINESYS_API_SECRET", _j((ALNUM, 48))),
    ("Yoma Bank", "YOMA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Letstrack", "LETSTRACK_API_TOKEN", _j((UPPER_HEX, 40))),
    ("BharatPe", "BHARATPE_SECRET_KEY", _j("bp_sk_", (ALNUM, 32))),
    ("CB Pay", "CBPAY_MERCHANT_KEY", _j((HEX, 64))),
    ("CCAvenue", "CCAVENUE_WORKING_KEY", _j((UPPER_HEX, 32))),
    ("AbhiBus", "ABHIBUS_API_KEY", _j((ALNUM, 36))),
    ("AYA Pay", "AYAPAY_APP_SECRET", _j((B64, 64))),
    ("Dinger", "DINGER_SECRET_KEY", _j((HEX, 32))),
    ("ConfirmTkt", "CONFIRMTKT_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Loconav", "LOCONAV_USER_AUTH", _j((URLSAFE, 40))),
    ("Samunnati", "SAMUNNATI_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Haptik", "HAPTIK_API_TOKEN", _vendor_jwt("https://api.haptik.ai")),
    ("IDfy", "IDFY_API_KEY", lambda g: v.uuid4(g, "8")),
    ("ixigo", "IXIGO_API_SECRET", _j((HEX, 40))),
    ("Juspay", "JUSPAY_API_KEY", _j((UPPER_HEX, 30))),
    ("Khatabook", "KHATABOOK_TOKEN", _j((ALNUM, 44))),
    ("Posist", "POSIST_API_KEY", _j((HEX, 32))),
    ("Verloop", "VERLOOP_API_KEY", _j((ALNUM, 32))),
    ("MSG91", "MSG91_AUTHKEY", _j((D, 6), "A", (ALNUM, 18))),
    ("MyOperator", "MYOPERATOR_TOKEN", _j((HEX, 32))),
    ("NimbusPost", "NIMBUSPOST_API_KEY", _j((ALNUM, 40))),
    ("Ozonetel", "OZONETEL_API_KEY", _j("KK", (HEX, 30))),
    ("PayU", "PAYU_MERCHANT_SALT", _j((ALNUM, 32))),
    ("Paykun", "PAYKUN_ENCRYPTION_KEY", _j((UPPER_HEX, 32))),
    ("Servetel", "SERVETEL_API_TOKEN", _vendor_jwt("https://api.servetel.in")),
    ("Shadowfax", "SHADOWFAX_API_TOKEN", _j((HEX, 40))),
    ("Shipway", "SHIPWAY_LICENSE_KEY", _j((ALNUM, 32))),
    ("Trakntell", "TRAKNTELL_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Unicommerce", "UNICOMMERCE_ACCESS_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Vahak", "VAHAK_API_SECRET", _j((URLSAFE, 48))),
    ("Wave Money", "WAVEMONEY_SECRET_KEY", _j((HEX, 64))),
    ("Xpressbees", "XPRESSBEES_SECRET", _j((ALNUM, 40))),
    ("DotPe", "DOTPE_API_KEY", _j("dp_", (LOWER_DIGITS, 40))),
    ("2C2P", "TWOCTWOP_SECRET_KEY", _j((UPPER_HEX, 64))),
    ("KBZPay", "KBZPAY_APP_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    'export {env}="{tok}"',
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a bamboo-shop",
    "kubectl create secret generic shop-env --from-literal={env}={tok}",
    "docker run -e {env}={tok} ghcr.io/mizobamboo/shop:3.1",
    'app.json: "env": {{ "{env}": "{tok}" }}',
    "settings.py:\n{env} = \"{tok}\"",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "bamboo shop admin › Settings › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Helpwise #2250: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Troop Messenger, Ramdin: {vendor} key for the order sync: {tok}",
    "{vendor} API key thar chu hei hi: {tok}",
    "{vendor} API chabi: {tok}, tumah hriattir suh",
    "{vendor} ki API key ye rahi: {tok}",
    "{vendor} की API कुंजी: {tok}",
    "{vendor} API သော့ - {tok}",
    "{vendor} API key cu {tok} a si",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    dinger = _r(rng, HEX, 32)
    posist = _r(rng, HEX, 32)
    verloop = _r(rng, ALNUM, 32)
    shipway = _r(rng, ALNUM, 32)
    hungama = _r(rng, HEX, 32)
    kbz = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.dinger.example/pay", headers={{"X-Dinger-Key": "{dinger}"}})', dinger),
        Sample("vendor_token", f"curl -H 'x-posist-key: {posist}' https://api.posist.example/v1/orders?outlet=aizawl", posist),
        Sample("vendor_token", f'const verloop = new VerloopClient("mizobamboo", "{verloop}");', verloop),
        Sample("vendor_token", f"$shipway = new Shipway('orders@mizobamboo.in', '{shipway}');", shipway),
        Sample("vendor_token", f"Info.plist:\n<key>HungamaPartnerKey</key>\n<string>{hungama}</string>", hungama),
        Sample("vendor_token", f'buildConfigField("String", "KBZPAY_APP_KEY", "\\"{kbz}\\"")', kbz),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng)
    seen.update(s.secret for s in out)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda s: not _taken(s, seen))
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "it only shows it once, so here:\n{t}", "token chu hei hi: {t}",
                "token ye raha: {t}", "{t}\n^ new one, the old one is dead",
                "hang on to this for me: {t}", "token - {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Champhai ginger-store humidity sensor: {h}": 32,
    "HMAC secret for the CCAvenue payment callback: {h}": 64,
    "AES key of the bus ticket QR codes (Lunglei counter): {h}": 32,
    "pre-shared key of the Zokhawthar office IPsec tunnel, hex: {h}": 64,
    "Dante Domain Manager backup encryption key: {h}": 48,
    "backup encryption key chu: {h}": 64,
    "बैकअप की एन्क्रिप्शन कुंजी: {h}": 64,
    "backup ရဲ့ encryption သော့: {h}": 48,
    "signing secret for the choir stream's webhooks → {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Helpwise #2262: token copied out of the browser's network tab {t}",
    "Cookie: lang=lus; mbw_session={t}",
    "COUNTER_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token chu {t} a ni",
    "token ye hai: {t}",
    "Kapture CX transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@mizobamboo.in"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.mizobamboo.in/realms/staff", "azp": "counter-app",
                   "roles": ["counter", "stock"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Lunglei booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.mizobamboo.in.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GST_EINVOICE_PRIVATE_KEY": "{key}", "gstin_state": "15"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_studio <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Helpwise ticket 2270, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "server private key chu hetah hian:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs agent's SFTP drop at Zokhawthar:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "BlueWallet recovery phrase (the choir's old donation wallet)\n{p}": "english",
    "voice memo: the Zeus wallet recovery words are {p} and that's all of them": "english",
    "wallet seed thumal chu hei hi: {p}": "english",
    "वॉलेट के रिकवरी शब्द: {p}": "english",
    "wallet recovery စကားလုံးများ - {p}": "english",
    "지갑 복구 구문: {p}": "korean",
    "obnovovací fráze peněženky: {p}": "czech",
    "frase de recuperação da carteira: {p}": "portuguese",
    "frase di recupero del portafoglio: {p}": "italian",
    "钱包助记词：{p}": "chinese_simplified",
    "frase de recuperación de la billetera: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _mnemonic_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang``'s list, drawn until ``Mnemonic(lang).check`` accepts it."""
    mnemo = _MNEMO[lang]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 15: 20, 18: 24, 24: 32}[words_n]))
        return str(mnemo.to_mnemonic(entropy))

    return v.until(rng, make, mnemo.check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 15, 18][index % 4]
    phrase = unicodedata.normalize("NFC", _mnemonic_phrase(rng, _SEED_PLACES[template], words_n))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's and MPU's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["607152", "608001", "652150", "817290", "508227"], [16])
    if brand == "mpu":
        return _card_of(rng, ["950300", "950311", "950320"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Troop Messenger, Ramdin: the company card for the CNC spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Helpwise #2281: pay the planer service visit with card {c}",
    "ka card number: {c}, {mm}/{yy}",
    "ka debit card nambar chu {c} a ni",
    "मेरा कार्ड नंबर: {c}",
    "card number {c} hai, expiry {mm}/{yy}",
    "ကတ်နံပါတ် - {c}",
    "MPU card number ka {c} par",
    "ka card number cu {c} a si",
    "studio's card for the mic order 🎤 {c} ({mm}/{yy})",
]  # fmt: skip
_BRANDS = ["rupay", "visa", "mpu", "mastercard", "rupay", "jcb", "mpu", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "mpu" if "MPU" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 09/36, four-digit CID printed above the number: {cvv}",
               "the four small digits on the front of the Amex, right of the number: {cvv}",
               "Amex {c}, security code {cvv}",
               "Amex hmâ lama number pali: {cvv}",
               "Amex कार्ड के सामने वाले चार अंक: {cvv}",
               "Amex ကတ်ရှေ့က ဂဏန်းလေးလုံး - {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    code = f"{rng.randrange(1, 10)}{_r(rng, D, 3)}"
    if 1900 <= int(code) <= 2099:  # never a year
        code = str(int(code) + 1000)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 273; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"AL": "n" * 8 + "c" * 16, "CY": "n" * 8 + "c" * 16, "GI": "aaaa" + "c" * 15,
                "IL": "n" * 19, "MT": "aaaa" + "n" * 5 + "c" * 18, "DO": "aaaa" + "n" * 20,
                "BI": "n" * 23, "CR": "0" + "n" * 17}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice MBW-2033-041: please pay the bamboo-lamp order from the Tel Aviv shop to {i}",
    "save the Limassol buyer's IBAN: {i}",
    "IBAN: {i}\nReference: ginger lot CHP-88, February",
    "Troop Messenger #accounts: the Valletta furniture importer's new bank details, IBAN {i}",
    "ka IBAN chu {i}",
    "IBAN hei hi: {i}",
    "मेरा IBAN: {i}",
    "IBAN ye hai {i}",
    "IBAN - {i}",
    "ka IBAN cu {i} a si",
    "Gibraltar agent for the choir tour, IBAN {i}",
    "the Santo Domingo buyer wants the refund at {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _aadhaar(g: random.Random) -> str:
    """An Aadhaar number: twelve digits, not starting 0 or 1, with a Verhoeff check digit."""
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
    return " ".join(number[k : k + 4] for k in range(0, 12, 4))


def _vid(g: random.Random) -> str:
    """An Aadhaar Virtual ID: sixteen digits with a Verhoeff check digit."""
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 15), in_vid.is_valid)
    return " ".join(number[k : k + 4] for k in range(0, 16, 4))


def _epic(g: random.Random) -> str:
    """An EPIC (voter card) number: three letters, six digits and a Luhn check digit."""
    return v.until(g, lambda h: _r(h, UPPER, 3) + _r(h, D, 7), in_epic.is_valid)


def _gstin(g: random.Random) -> str:
    """A GSTIN of Mizoram (state code 15): a PAN, an entity number, Z and a check character."""

    def make(h: random.Random) -> str:
        body = (
            f"15{_r(h, UPPER, 3)}{h.choice('CF')}{_r(h, UPPER, 1)}{_r(h, D, 4)}{_r(h, UPPER, 1)}1Z"
        )
        for check in UPPER_DIGITS:
            if in_gstin.is_valid(body + check):
                return body + check
        return body + "0"

    return v.until(g, make, in_gstin.is_valid)


def _pan(g: random.Random) -> str:
    """A PAN: five letters (the fourth a holder type), four digits, a letter (format only)."""
    return v.until(
        g,
        lambda h: f"{_r(h, UPPER, 3)}P{_r(h, UPPER, 1)}{_r(h, D, 4)}{_r(h, UPPER, 1)}",
        in_pan.is_valid,
    )


def _il_id(g: random.Random) -> str:
    """An Israeli identity number (teudat zehut): nine digits, a Luhn-like check digit."""
    return v.until(g, lambda h: h.choice("23") + _r(h, D, 8), il_idnr.is_valid)


def _il_company(g: random.Random) -> str:
    """An Israeli company number (ח.פ.): nine digits starting 51, a check digit."""
    return v.until(g, lambda h: "51" + _r(h, D, 7), il_hp.is_valid)


def _mm_nrc(g: random.Random) -> str:
    """A Myanmar NRC of Chin State (code 4): a township, (N) and six digits; no public check."""
    township = g.choice(["HaKhaNa", "PhaLaNa", "TaTaNa", "MaTaNa", "TaZaNa"])
    return f"4/{township}(N){_r(g, D, 6)}"


def _border_pass(g: random.Random) -> str:
    """A Free Movement Regime border pass: invented shape, no check."""
    return f"FMR-ZKT-{g.randrange(2024, 2034)}-{_r(g, D, 6)}"


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits, no public check."""
    return g.choice("MNPRTUVZ") + _r(g, D, 7)


def _mm_passport(g: random.Random) -> str:
    """A Myanmar passport: M, a letter and six digits (a guess), no public check."""
    return "M" + g.choice("ABCD") + _r(g, D, 6)


def _mz_licence(g: random.Random) -> str:
    """A Mizoram driving licence: MZ, an RTO, a year and seven digits; no check."""
    return f"MZ{g.choice(['01', '02', '03', '05'])} {g.randrange(2008, 2033)}{_r(g, D, 7)}"


def _ration(g: random.Random) -> str:
    """A Mizoram ration card number (NFSA): invented shape, no check."""
    return f"MZ-{g.choice(['AIZ', 'CHP', 'LGL'])}-{_r(g, D, 10)}"


def _pran(g: random.Random) -> str:
    """A PRAN (pension account): twelve digits, no public check."""
    return "11" + _r(g, D, 10)


_ID_PLACES: dict[str, Maker] = {
    "Aadhaar of the new workshop hand, for the PF form: {s}": _aadhaar,
    "ka Aadhaar number chu {s} a ni": _aadhaar,
    "मेरा आधार नंबर: {s}": _aadhaar,
    "Aadhaar VID for the ginger subsidy e-KYC: {s}": _vid,
    "virtual ID hei hi: {s}": _vid,
    "voter ID (EPIC) of the bus counter clerk: {s}": _epic,
    "ka voter card number: {s}": _epic,
    "GSTIN of Mizo Bamboo Works for the e-way bill: {s}": _gstin,
    "PAN of the choir's treasurer, for the 80G receipt: {s}": _pan,
    "ka PAN card number chu {s}": _pan,
    "teudat zehut of Lalrinpuii's cousin in Kiryat Arba, for the visa form: {s}": _il_id,
    "Israeli ID number (Bnei Menashe relative, don't share): {s}": _il_id,
    "company number (ח.פ.) of the Tel Aviv lamp importer: {s}": _il_company,
    "မှတ်ပုံတင်နံပါတ် - {s}": _mm_nrc,
    "NRC of the Tahan ginger trader: {s}": _mm_nrc,
    "ka border pass number (FMR) cu {s} a si": _border_pass,
    "passport number chu {s}": _in_passport,
    "पासपोर्ट नंबर {s}": _in_passport,
    "ပတ်စ်ပို့ နံပါတ် - {s}": _mm_passport,
    "Zothanpuii's driving licence no. {s}": _mz_licence,
    "ration card nambar chu {s} a ni": _ration,
    "PRAN of the studio engineer: {s}": _pran,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["BandLab 2FA recovery codes\n{codes}", "spare sign-in codes for the choir's Google account {codes}",
            "DistroKid backup codes: {codes}", "2FA backup code te:\n{codes}",
            "2FA बैकअप कोड: {codes}", "2FA backup codes ye rahe - {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/TuneCore:studio@zaipawl.org?secret={s}&issuer=TuneCore&digits=6",
              "setup key for the CCAvenue merchant login's 2FA: {s}",
              "TOTP secret for the Yoma Bank business account: {s}",
              "2FA chabi chu: {s}"]  # fmt: skip
_CODES = ["{c} is your BharatPe verification code", "Your Mizoram Co-operative Apex Bank OTP is {c}. Do not share it.",
          "आपका OTP {c} है। किसी को न बताएं।", "KBZPay OTP: {c} ဘယ်သူ့ကိုမှ မပေးပါနဲ့",
          "OTP chu {c}, tumah hriattir suh"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


def _otp_code(g: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": g.choice("123456789") + _r(g, D, 5)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, _otp_code, "c")


_SSIDS = ["MBW-Workshop", "MBW Workshop 5G", "Zaipawl-Studio", "Champhai Ginger Point",
          "Lunglei Bus Counter", "ZKT-Trade-Office", "BSNL-FTTH-Zarkawt", "JioFiber-Durtlang",
          "Airtel_Chanmari_5G", "Tahan-Guest"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "studio network {s}, password {pw}",
    "wifi at the Champhai collection point: {s} / {pw}",
    "the key printed under the router at the bus counter: {pw}",
    "wifi {s} password chu {pw} a ni",
    "{s} wifi thumal thuruk: {pw}",
    "वाईफाई {s} का पासवर्ड {pw} है",
    "wifi {s} ka password {pw} hai",
    "ဝိုင်ဖိုင် {s} စကားဝှက် - {pw}",
    "wifi {s} password cu {pw} a si",
    "nmcli dev wifi connect '{s}' password '{pw}'",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "choir guests ask every Sunday: wifi {s} → {pw}",
    "ESP32 weighbridge display, config.h:\n#define WIFI_SSID \"{s}\"\n#define WIFI_PASS \"{pw}\"",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("dk_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("bp_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the chat preview hides it) {t}", "pakhat pakhatin: {t}", "ek ek karke: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["workshop store-room padlock code: {pw}", "studio door keypad takes {pw} then #",
          "ginger godown lock code chu {pw}", "bus counter cash box PIN: {pw}",
          "ATM PIN chu {pw}, tumah hriattir suh", "मेरा ATM पिन {pw} है",
          "locker ka PIN {pw} hai", "ATM PIN နံပါတ် - {pw}", "ka ATM PIN cu {pw} a si"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["rawthing", "mautam", "phawngpui", "puanchei", "chapchar", "zaipawl",
                 "tlawng", "sawhthing", "khuangchawi", "thingtam", "ruantlang", "bekang",
                 "tuirial", "hnahthial", "vawksa", "sawhchiar"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the workshop vault: {p}": " ",
            "Enpass vault passphrase: {p}": "-", "KeePassXC database passphrase: {p}": ".",
            "Proton Pass passphrase chu: {p}": " ", "backup passphrase ye hai: {p}": "_",
            "age passphrase for the studio backups: {p}": " ",
            "passphrase cu {p} a si": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://counter.lunglei.lan/api/fares": True,
    "Helpwise #2290, request headers: Authorization: Bearer {v}": False,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "header chu Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "darkice.cfg:\n[icecast2-0]\nserver = stream.zaipawl.lan\nport = 8000\npassword = {pw}\nmountPoint = sunday.mp3",
    "icecast.xml:\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "liquidsoap choir.liq:\noutput.icecast(%mp3, host=\"stream.zaipawl.lan\", port=8000, password=\"{pw}\", mount=\"live.mp3\", radio)",
    "mpd.conf:\npassword \"{pw}@read,add,control\"",
    "my.cnf for the ginger database:\n[client]\nuser = ginger\npassword = {pw}",
    "tally.ini (bamboo workshop):\n[Remote]\nUser=accounts\nPassword={pw}",
    ".env (bus booking app):\nDB_HOST=counter-db.lunglei.lan\nDB_USER=booking\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  db:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "config.php (bamboo shop):\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.username=stock\nspring.datasource.password={pw}",
    "wpa_supplicant.conf:\nnetwork={{\n    ssid=\"MBW-Workshop\"\n    psk=\"{pw}\"\n}}",
    "rclone.conf:\n[studio-ftp]\ntype = ftp\nhost = ftp.zaipawl.org\nuser = studio\npass = {pw}",
    "settings.yaml (ticket printer bridge):\nprinter:\n  host: 10.27.4.40\n  admin_password: \"{pw}\"",
    "ansible inventory, host_vars/counter-pc2.yml:\nansible_user: counter\nansible_password: {pw}",
    "msmtprc:\naccount studio\nhost smtp.zaipawl.org\nuser studio@zaipawl.org\npassword {pw}",
    "pgpass for the tickets DB:\npg.mizobamboo.lan:5432:tickets:booking:{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ramdin: studio wifi password?\nLalrinpuii: {pw}",
    "[06:48] zonunsanga: root pw for the counter server?\n[06:50] vanlal.h: {pw}",
    "Thangmawia: {pw} is the new CNC admin password",
    "Zothanpuii: use {pw}, that's what the spray booth PC has now",
    "Malsawmtluanga: password thar chu {pw}",
    "[21:02] Lalhmingliani: {pw} — chu studio password a ni",
    "Rakesh: naya password {pw} hai",
    "Sunita: नया पासवर्ड {pw} है",
    "ကိုဇော်မင်း: password အသစ် {pw}",
    "Ngun Tha: password thar cu {pw} a si",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2060word = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "p a s s w o r d: {pw}", "PASS\u200dWORD: {pw}",
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


def _draw_all() -> tuple[list[Sample], list[FieldPair], list[MetadataSample]]:
    """Every scored sample, drawn once in one order so that no secret repeats."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    pairs_rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    pairs = []
    for cls, first, second, make in rows:
        secret = v.until(pairs_rng, make, lambda s: not _taken(s, seen))
        seen.add(secret)
        pairs.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    meta_rng = random.Random(SEED + 2)
    metas = []
    for text, (cls, make) in _METADATA.items():
        secret = v.until(meta_rng, make, lambda s: not _taken(s, seen))
        seen.add(secret)
        metas.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out, pairs, metas


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _draw_all()[0]


def _english_seed(g: random.Random) -> str:
    return _mnemonic_phrase(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the CNC router admin password is": "{s}", "studio NAS pw:": "{s} (since the disk swap in May)",
    "ka password chu": "{s} a ni", "counter till password": "{s}\nchange it after Chapchar Kut",
    "पासवर्ड है": "{s}", "thumal thuruk:": "{s}", "password ye hai": "{s}",
    "စကားဝှက်": "{s}", "the password Ramdin read out over the phone was": "{s}, I think",
    "password cu": "{s} a si",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Dinger API key", "{s}", _j((HEX, 32))),
    ("split_token", "DistroKid token:", "{s} (choir album upload)", _j("dk_live_", (ALNUM, 32))),
    ("split_token", "TuneCore API secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow wallet backup words", "{s}", _english_seed),
    ("split_card", "RuPay card number", "{s} exp 11/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MT"))),
    ("split_backup", "BandLab recovery codes", "{s}\nkhaw27-9xq2mt\nrual14-b8w3kz", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar", "{s}", _aadhaar),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return _draw_all()[1]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"cnc": {"url": "http://cnc.mizobamboo.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"thumal_thuruk": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ramdin", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "till-1"}, {"name": "till-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mydumper", "-h", "db.mizobamboo.lan", "-u", "backup", "-p", "{s}", "-B", "ginger"]}': ("meta_password", _plain_pw),
    '{"note": "counter PC password chu {s} a ni"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the studio NAS as studio with the password {s}"}': ("meta_password", _plain_pw),
    '{"dinger": {"secret_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"wavemoneySecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"bandlab_token": "{s}"}': ("meta_token", _j((URLSAFE, 48))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mpu"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CY")),
    '{"clerk": {"aadhaar_vid": "{s}"}}': ("meta_id", _vid),
    '{"mfa": {"recovery_codes": ["{s}", "khaw27-9xq2mt", "rual14-b8w3kz"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donation_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"godown": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Zaipawl-Studio", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return _draw_all()[2]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-display-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/mizobamboo/shop:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Lunglei-Tlabung route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert GST rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"sunday-service-2033-03-06.wav", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ginger-lots-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the CNC router password before the service visit on 2033-04-12.",
    "Ramdin asked for the studio wifi password; it's on the card in the choir office drawer.",
    "Policy: workshop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Troop Messenger; share a vault link instead.",
    "The `.env.example` line `DINGER_SECRET_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The booking PC asks for a new password every 90 days.",
    "Replace <YOUR_DISTROKID_TOKEN> in the README with the token from your DistroKid dashboard.",
    "BANDLAB_API_TOKEN and CCAVENUE_WORKING_KEY must be set before the nightly sync runs.",
    "I password chu tumah hriattir suh, i chhungte pawh.",
    "Password thar i siam dawn chuan thumal pali tal hmang rawh.",
    "अपना पासवर्ड किसी को मत बताना, बैंक भी कभी नहीं पूछता।",
    "password kabhi bhi SMS pe share mat karna",
    "စကားဝှက်ကို ဘယ်သူ့ကိုမှ မပြောပါနဲ့။",
    "I password cu mi pakhat hmanh chimh hlah.",
    "Khâwl thar kan lei a, a password kan la siam lo.",
    "Upgraded the weighbridge display from 2.6 to 2.7.0 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the Lunglei-Tlabung route to the fare table.",
    f"Rolled back to {_SHORT} after the GST rounding broke the invoices.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge display firmware 2.7.0 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ginger-lots-2032.xlsx: {_SHA512}",
    f"The shop container runs ghcr.io/mizobamboo/shop@sha256:{_IMAGE}.",
    f"MD5 of sunday-service-2033-03-06.wav is {_MD5}, same as the copy on the studio NAS.",
    "Request id 3c81f0a2-7d4e-4b19-9a65-e2f07c4d18b3 is the slow one in the booking logs.",
    "Order MBW-ORD-2033-00871: six bamboo chairs and a settee for Serchhip, dispatch Friday.",
    "Helpwise #2230: the Lunglei ticket printer jams on the second carbon copy.",
    "Call the Champhai collection point on +91 389 232 2617 before noon.",
    "Bus MZ-02-B-7713 on the Aizawl–Lunglei route leaves at 06:30 from the Lunglei counter.",
    "Route 4A runs Chanmari–Durtlang every 20 minutes; route 11 goes to Zemabawk.",
    "HS code 0910.11 is fresh ginger; 9401.59 is bamboo or rattan seats.",
    "Ginger lot CHP-2033-0142, 72 kg, moisture 81 %, graded A at the Champhai point.",
    "The PIN code of Zarkawt is 796001; Lunglei is 796701 and Champhai 796321.",
    "After five wrong passwords the booking PC locks the account for 15 minutes.",
    "The choir sings hymn 312 from the Kristian Hla Bu on Sunday, then 108.",
    "ISBN 978-93-5305-214-7 is the bamboo joinery handbook on the workshop shelf.",
    "ISRC IN-Z77-33-00014 is the choir's Christmas single; ISMN 979-0-2600-0043-8 is the score.",
    "Ask Zonunsanga for the godown keypad code, I don't have it.",
    "My card ending 4417 was declined at the Bara Bazar hardware shop.",
    "The Israeli buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the choir's BandLab account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `KBZPAY_APP_KEY` in the secrets store, never in the repository.",
    "The godown padlock rusts in the monsoon; oil it every month.",
    "DistroKid moved the API token page under Settings › Developer last month.",
    "The guest wifi 'Zaipawl-Open' is open, no password needed.",
    "Zokhawthar border trade: 1 200 kg of betel nut cleared, invoice ZKT/2033/0419, 18.4 lakh kyat.",
    "Tracking number XB1520033418766 (Xpressbees) for the settee going to Guwahati.",
    "Bamboo chair model MBW-CH-2031 was redesigned in 2033 with a wider seat.",
    "The studio's Behringer X32 runs firmware 4.13; the DAW session is 48 kHz, 24-bit.",
    "OTP chu i phone-ah a lo thleng ang, midang hnenah pe suh.",
    "कोड आपके फोन पर आएगा, इसे किसी से साझा न करें।",
    "Vehicle MZ-01-K-4528 carries the ginger to the Silchar mandi every Tuesday.",
    "The studio mic is a Shure SM7B, serial 3321-0415-88; the preamp is an Audient iD14.",
    "GST invoice total ₹ 48,260.00 incl. 18 % GST, payment due 2033-05-10.",
    "Myanmar phone of the Tahan trader: +95 9 7512 40883; call after 6 pm.",
    "The Chapchar Kut stall is 3 m by 4 m, stall number 27 near the Lammual gate.",
    "Hymn book page 217, key of G, tempo 72 bpm; the altos start at bar 9.",
    "ticket T-LGL-2033-118204: Aizawl → Lunglei, seat 14, ₹ 520.",
    "The password policy page was updated; read it before the staff meeting.",
    "Docker image tag 3.1.4-bookworm of the shop was built on 2033-02-28.",
]  # fmt: skip
_CLEAN_BLOB = "\n".join(CLEAN)

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/workshop/cnc", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 288}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "2230", "order": "MBW-ORD-2033-00871"}',
    '{"lot": {"id": "CHP-2033-0142", "weight_kg": 72, "grade": "A"}}',
    '{"phone": "+91 389 232 2617", "city": "Champhai"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "chairs_in_stock": 143}',
    '{"hs_code": "0910.11", "origin": "IN-MZ", "description": "fresh ginger"}',
    '{"route": "4A", "bus": "MZ-02-B-7713", "departs": "06:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_BLOB += "\n" + "\n".join(_CLEAN_METADATA_JSON)
