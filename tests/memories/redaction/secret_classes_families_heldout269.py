# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventieth's
docstring, the fifth to two-hundred-and-seventieth only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-seventy-first to
two-hundred-and-seventy-third), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (269418735), password words (a Tigrayan food, feast or place and a number and a sign; an
Italian loanword of the old people, `Makina`, `Soldi`, `Bushkuti`, and a year; sesame by the
quintal, `Selit100q`; a minibus line and a seat; a name, a dot and a word; a generator's three
dashed groups; random runs), names, places, templates, tools, vendors and layouts, the way the
staff of a fictional company (Enda Selam Trading, with a honey and incense shop in Adigrat, a
stone-church tour desk near Hawzen, a sesame trader's office in Humera, a cement plant's canteen
near Mekelle and a minibus line to Axum) leak secrets into an assistant's memory. Every company,
person, address and number is fictional; only the region (Tigray and the Eritrean border) is
real. The texts are chats with times (a Telegram group, `[07:12] Haftom: …`), notes, tickets,
wiki table rows, e-mails, runbooks, READMEs, shell prompts, voice-memo transcripts, dictated and
spelled text and requests to the assistant itself; the separators run from a colon, "is" (`እዩ`,
`iyu`, `ነው`, `new`, `è`), the Ethiopic colon and preface colon (`፡`, `፦`), a dash and an arrow to
an emoji (`🔑`), a new line, guillemets (`«…»`), quotes, a table bar and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 270
that name each): in none, Tigray, Adigrat, Hawzen, Humera, Gheralta, Abuna Yemata, Kassala,
Gedaref, Wukro, xmlstarlet, and the vendors Deliver Addis, Eshi Express, Dashen Bank, Hibret,
Sudani and BusUp; in one, Axum, dbdeployer, elinks, h2load, pkzip, `cu -l`, and the vendors
AfroMessage, ArifPay, SantimPay, YenePay, Kifiya, GeezSMS, Fawry, SyberPay, E-Birr, M-Birr,
HelloCash, Feres, ZayRide, Buupass, Qefira, HaHu, Zain Cash, Orioly, Palisis, Selina Wamucii, Farmerline,
Onafriq, Cellulant, TerraPay, Thunes, SurveyCTO and Fleetbase, and the configs of OneBusAway,
OpenBoxes, RapidPro, Sentrifugo and TransitClock; in two, Mekelle, nsupdate, certtool, ldifde,
ycsb, yubico-piv-tool, tpm2_changeauth, bombardier, wrk, Cathode, Deepin Terminal, PuTTYtray,
SmarTTY, `screen /dev`, Bankak, Kacha, telebirr and the configs of Akaunting, Baserow,
Chromis, FrontAccounting, Krayin, OrangeHRM, Sylius and uniCenta; in three, gsec, mutool, rustic,
signtool, slappasswd, ntlm_auth, winexe, p11tool, pkcs11-tool, securefs, ecryptfs, mysqlslap,
sysbench, netexec, jmeter, k6, mysqlpump, arj, zpaq, hammerdb, pgbench, Kermit, Tilda, mlterm,
picocom and st; in four, enum4linux, winrs, steghide, dsadd, cmdkey, Prompt 3, Rio terminal,
minicom and rxvt. Frappe HR and Bagisto are in none and one. The common layouts (env files,
`export`, docker run, kubectl secrets, database URLs, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers, the `WIFI:` QR string) are in wordings of their own.

About half of the secret samples are in other languages than English: Tigrinya in Ge'ez script
(`መሕለፊ ቃል` "password", `መሕለፊ ቃለይ … እዩ` "my password is …", `ምስጢራዊ ቁጽሪ` "secret number"
for a PIN, `መፍትሕ` "key", `ኮድ`, `እንሆ` "here is", `ንማንም ኣይትንገር` "don't tell anyone",
`የቐንየለይ` "thanks", `ሓድሽ` "new") and as it is texted in Latin letters (`mehlefi qal'ey … iyu`,
`aytngerom nmanm`, `yeqenyeley`, `hadish`, `meftih`, `qutsri`); Amharic in Ge'ez script (`የይለፍ
ቃል` "password", `የይለፍ ቃሌ … ነው` "my password is …", `ቁልፍ` "key", `ይኸውና` "here it is", `ለማንም
አትንገር` "don't tell anyone", `አመሰግናለሁ` "thanks", `የማረጋገጫ ኮድ` "verification code", `ፒን`) and in
Latin letters (`yeyilef qale … new`, `lemanim atnager`, `yihewuna`, `ameseginalehu`, `qulf`,
`PIN-u … new`); the Italian of older people (`la password è`, `il codice`, `codice segreto`,
`la chiave`, `capito?`, `nonno`, and loanwords such as `makina`, `soldi`, `bushkuti` in their
passwords); and the Arabic of Sudanese traders (`الباسورد حقي` "my password", `كلمة السر`,
`هسي` "now", `ياهو دا` "here it is", `ما تورّي زول` "don't show anyone", `الرقم السري` for a PIN,
`الرقم الوطني` for the national number). The wordings are the author's approximations, checked by
no speaker; the thinnest guesses are the Tigrinya `መሕለፊ ቃል` for a password and `ምስጢራዊ ቁጽሪ` for a
PIN, `ኮድ ምርግጋጽ` for a verification code and `መፍትሕ API` for an API key, the Latin spellings
`aytngerom nmanm` and `dihriu`, then the Sudanese `ما تورّي زول` and `ياهو دا`, and the Italian
loanword spellings (`Forketta`, `Bushkuti`, `Kambio`).

Vendors (the Ethiopian, Sudanese and African payment, SMS, ride, delivery, bus, tour and farm
ones above) were grepped by name, each in at most two earlier corpora. No shape here is one the
author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric
runs, UUIDs, JWTs for AfroMessage and Buupass, and the `gz_`, `kch_live_`, `fl_sk_` and
`flb_live_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: China's USCC
of a sesame buyer (`stdnum.cn.uscc`), Israel's mispar zehut (`stdnum.il.idnr`), Turkey's VKN
(`stdnum.tr.vkn`) and Italy's codice fiscale (`stdnum.it.codicefiscale`); Egypt's tax
registration number (`stdnum.eg.tn`) is checked for its format only. Kinds no library or this
file checks (no check-digit algorithm is written here; the shapes are guesses): Ethiopia's Fayda
FIN and FAN, an Ethiopian TIN, passport and Tigray driving licence, a kebele identity card, an
Eritrean national identity card and passport, and Sudan's national number and passport. Card
numbers pass Luhn (Egypt's Meeza, prefixes guessed, drawn here, and the value helpers' Visa,
Mastercard, UnionPay, Amex, Diners and JCB, checked with python-stdnum's `luhn`); the card codes
are Amex's four-digit CIDs only, none read as a year. Ethiopia and Eritrea issue no IBANs; the
IBANs are of Sudan, Egypt, Yemen, Jordan, Djibouti, Libya, Iraq and Mauritania (a rough count of
the quoted country codes in heldouts 5 to 270 finds each in twenty-two to twenty-four corpora,
about the fewest), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Italian, French, Spanish, Czech, Portuguese, Korean and Simplified Chinese lists, each
drawn until `Mnemonic(lang).check` accepts it. Every secret is drawn again until it is new, four
characters or more, and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.cn import uscc as cn_uscc
from stdnum.eg import tn as eg_tn
from stdnum.il import idnr as il_idnr
from stdnum.it import codicefiscale as it_cf
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 269_418_735
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
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A draw
    is repeated until its secret is new (``seen``) and no clean text holds it."""

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
                if _fresh(secret, seen):
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_TIGRAY = ["Mear", "Itan", "Selit", "Gheralta", "Hawzen", "Tsebhi", "Tihlo", "Suwa", "Kitcha",
           "Ashenda", "Meskel", "Buna", "Jebena", "Mesob", "Netela", "Krar", "Shewit", "Berbere",
           "Zigni", "Dorho", "Hambasha", "Tella"]  # fmt: skip
_ITALIAN = ["Makina", "Soldi", "Gomma", "Forketta", "Bushkuti", "Finestra", "Kambio", "Lampa",
            "Benzina", "Sigaro"]  # fmt: skip
_PLACES = ["Adigrat", "Hawzen", "Humera", "Mekelle", "Axum", "Wukro", "Adwa", "Zalambessa",
           "Sheraro", "Shire", "Abiy_Addi", "Dansha", "Kwiha", "Enticho", "Edaga_Hamus"]  # fmt: skip
_NAMES = ["Haftom", "Letebrhan", "Mebrahtu", "Tsega", "Kidane", "Abrehet", "Hagos", "Yirgalem",
          "Freweyni", "Teklay", "Gidey", "Mulu", "Zenebech", "Tewodros", "Meseret", "Osman",
          "Abdelrahim", "Awadia", "Mubarak", "Nour", "Fadil", "Berhe", "Selamawit", "Gebremeskel"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _sack(g: random.Random) -> str:
    """Sesame by the quintal, as the Humera office jokes a password together."""
    return f"Selit{g.choice([50, 85, 100, 120, 250])}q{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TIGRAY)}{g.choice(_PLACES).replace('_', '')}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ITALIAN)}{g.randrange(1936, 1991)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_TIGRAY).lower()}.{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _sack,
    lambda g: f"Axum{g.choice(['Bus', 'Line', 'Minibus'])}{g.randrange(2, 40)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_TIGRAY).lower()}_{g.randrange(2008, 2032)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _manager,
    lambda g: f"Mear{g.randrange(1, 60)}kg{g.choice(_SYMBOLS)}{g.choice(_NAMES)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1970, 2012)}{g.choice(_SYMBOLS)}{g.choice(_TIGRAY)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram group 'Enda Selam shops', Haftom [07:41]: the Sunmi T2 till at the Adigrat honey shop, password {pw}",
    "[18:05] Letebrhan: tour desk laptop password is {pw} (Hawzen)",
    "note on the incense shelf PC: admin password {pw}",
    "Ticket ES-2031-114: canteen cash register locked, manager password reset to {pw}",
    "Hi Mebrahtu,\n\nthe Humera office server password is now {pw}. Delete this mail after you read it.\n\nSelam,\nTsega",
    "Runbook: minibus ticket tablet\n1. hold power 10 s\n2. log in as conductor\n3. password {pw}\n4. open the Axum route",
    "README (tour desk router)\nweb UI at http://192.168.8.1, admin password `{pw}`",
    "voice memo, transcribed: the cement canteen's POS password is {pw} full stop",
    "remember my telebirr app password for me: {pw}",
    "keep this: the Dashen Bank Amole web password is {pw}",
    "my ShebaMiles password → {pw}",
    "Hibret Bank internet banking password: {pw}",
    "the scale at the sesame warehouse has password 🔑 {pw}",
    "Humera office | sesame ledger PC | password | {pw}",
    "after the reinstall the Axum minibus dispatcher password became {pw}",
    "note to self: incense shop CCTV password {pw}",
    "Kidane asked me to save it: Gheralta desk booking laptop password \"{pw}\"",
    "(password of the honey shop's Wi-Fi printer: {pw})",
    "መሕለፊ ቃል ኮምፒተር ድኳን መዓር ኣዲግራት፦ {pw}",
    "መሕለፊ ቃለይ {pw} እዩ፣ ንማንም ኣይትንገር",
    "ሓፍቶም፦ ሓድሽ መሕለፊ ቃል ሰርቨር {pw} እዩ",
    "ናይ ኢመይለይ መሕለፊ ቃል «{pw}» እዩ",
    "mehlefi qal computer dukan mear: {pw}",
    "mehlefi qal'ey {pw} iyu, aytngerom nmanm",
    "Tsega: hadish mehlefi qal server {pw} iyu, yeqenyeley",
    "ናይ ታብሌት ሚኒባስ መሕለፊ ቃል እንሆ፦ {pw}",
    "የይለፍ ቃሌ {pw} ነው፣ ለማንም አትንገር",
    "የካንቲን ኮምፒውተር የይለፍ ቃል፡ {pw}",
    "ዘነበች፡ አዲሱ የሰርቨር የይለፍ ቃል ይኸውና {pw}",
    "የኢሜል የይለፍ ቃሌ «{pw}» ነው፣ አመሰግናለሁ",
    "yeyilef qale {pw} new, lemanim atnager",
    "ye canteen computer yeyilef qal: {pw}",
    "Zenebech: addisu yeyilef qal yihewuna {pw}",
    "la password del computer del negozio è {pw}, capito?",
    "Abba Gebremeskel says the codice segreto for the old makina's tablet is {pw}",
    "il codice del computer, quello della finestra: {pw}",
    "الباسورد حقي للكمبيوتر {pw}، ما تورّي زول",
    "عثمان: كلمة السر الجديدة للمكتب في حمرة هسي {pw}",
    "كلمة المرور حقت الإيميل ياهو دا: {pw}",
    "please remember the Bankak app password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["haftom", "letebrhan.g", "mebrahtu", "tsega.k", "kidane", "abrehet", "hagos.b",
          "yirgalem", "freweyni", "teklay", "gidey.a", "mulu", "zenebech", "tewodros.m",
          "meseret", "osman.h", "abdelrahim", "awadia", "nour.f", "selamawit", "svc-pos",
          "canteen-till", "desk-hawzen", "axum-dispatch"]  # fmt: skip
_LOGINS = [
    "login for the Humera ledger: {u} / {pw}",
    "Ticket ES-2031-130: {u} locked out of the canteen POS, last password {pw}",
    "| system | user | password |\n|---|---|---|\n| tour booking | {u} | {pw} |",
    "sign in to the minibus dispatcher as {u} with {pw}",
    "user: {u}\npass: {pw}",
    "- host: pos-adigrat\n  user: {u}\n  password: {pw}",
    "Telegram, Haftom [21:10]: account {u}, password {pw}",
    "Kidane says the tour desk account is {u} and the password is {pw}",
    "ssh {u}@humera-ledger.enda.lan (password {pw})",
    "ተጠቃሚ {u}፣ መሕለፊ ቃል {pw}",
    "tetekami {u}, mehlefi qal {pw}",
    "የተጠቃሚ ስም {u}፣ የይለፍ ቃል {pw}",
    "yetetekami sim {u}, yeyilef qal {pw}",
    "utente {u}, password {pw}",
    "اسم المستخدم {u} والباسورد {pw}",
    "creds for the cement canteen till: {u} and {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hambasha", "mesob", "jebena", "ashenda", "gheralta", "tsebhi", "netela",
               "masenqo", "dorho", "tihlo", "shewit", "tella", "zigni", "suwa", "kitcha"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, and then {d}, joined: {w}{d}",
    "voice memo: the shop wifi password is {w} and after that {d}, no space ({w}{d})",
    "it's {w}{d}, the bread word and the digits run together",
    "type {w}, then {d} — {w}{d}, that's the admin password",
    "መሕለፊ ቃል፦ ቃል {w} ድሕሪኡ {d}፣ ብሓባር {w}{d}",
    "የይለፍ ቃሉ {w} የሚለው ቃል ከዚያ {d} ነው፤ ተያይዞ {w}{d}",
    "mehlefi qal: qal {w}, dihriu {d} — {w}{d}",
    "la password è la parola {w} e poi {d}, tutto attaccato: {w}{d}",
    "الباسورد كلمة {w} وبعدها {d}، لازقين: {w}{d}",
    "the name of our donkey, {w}, followed by {d}: {w}{d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "xmlstarlet ed -L -u '//dataSource/password' -v '{pw}' /opt/openboxes/openboxes-config.xml",
    "dbdeployer deploy single 8.0.36 --db-user={u} --db-password={pw}",
    "pkzip25 -add -pass={pw} receipts-2031.zip *.pdf",
    "certtool --to-p12 --load-privkey desk.key --load-certificate desk.crt --password '{pw}' --outfile desk.p12",
    "ldifde -i -f staff.ldf -s dc1.enda.lan -b {u} ENDA {pw}",
    "ycsb load jdbc -P workloads/workloada -p db.url=jdbc:mysql://ledger/sesame -p db.user={u} -p db.passwd={pw}",
    "yubico-piv-tool -a change-pin -P 123456 -N {pw}",
    "tpm2_changeauth -c owner {pw}",
    "gsec -user SYSDBA -password masterkey -add {u} -pw {pw}",
    "mutool draw -p {pw} -o manifest.png sesame-manifest.pdf",
    "rustic -r /mnt/nas/rustic --password {pw} backup /srv/ledger",
    "signtool sign /f enda-code.pfx /p {pw} /tr http://timestamp.digicert.com posapp.exe",
    "slappasswd -s {pw}",
    "ntlm_auth --username={u} --password={pw}",
    "winexe -U 'ENDA/{u}%{pw}' //10.4.0.12 'ipconfig /all'",
    "p11tool --login --set-pin={pw} --list-privkeys 'pkcs11:token=desk'",
    "pkcs11-tool --login --pin {pw} --list-objects",
    "securefs mount --pass {pw} /srv/vault /mnt/vault",
    "mount -t ecryptfs /srv/receipts /srv/receipts -o key=passphrase:passphrase_passwd={pw},ecryptfs_cipher=aes",
    "mysqlslap --host=ledger.enda.lan --user={u} --password={pw} --concurrency=20",
    "sysbench oltp_read_write --mysql-host=ledger.enda.lan --mysql-user={u} --mysql-password={pw} run",
    "netexec smb 10.4.0.0/24 -u {u} -p '{pw}'",
    "jmeter -n -t canteen-load.jmx -Juser={u} -Jpassword={pw}",
    "k6 run -e LOGIN={u} -e PASSWORD={pw} booking.js",
    "mysqlpump -u {u} -p{pw} sesame_ledger > ledger.sql",
    "arj a -g{pw} receipts.arj *.pdf",
    "zpaq a /mnt/nas/backup.zpaq /srv/ledger -key {pw}",
    "enum4linux -u {u} -p {pw} 10.4.0.12",
    "winrs -r:pos-adigrat -u:{u} -p:{pw} ipconfig",
    "steghide embed -cf honey.jpg -ef prices.txt -p {pw}",
    "dsadd user \"CN={u},OU=Canteen,DC=enda,DC=lan\" -pwd {pw}",
    "cmdkey /add:pos-adigrat /user:{u} /pass:{pw}",
    "hammerdb> diset tpcc mysql_pass {pw}",
    "PGPASSWORD={pw} pgbench -h ledger.enda.lan -U {u} -c 10 -T 60 sesame",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "cu -l /dev/ttyUSB0, then on the box: {c}", "Cathode window: {c}",
    "Deepin Terminal, haftom@adigrat-pos:~$ {c}", "PuTTYtray to the Humera box: {c}",
    "SmarTTY session 'axum-dispatch':\n$ {c}", "screen /dev/ttyS0 115200\n# {c}",
    "Kermit> {c}", "Tilda drop-down: {c}", "mlterm, ~/ledger $ {c}", "picocom console: {c}",
    "st, on the old canteen thinkpad: {c}", "Prompt 3 on the iPad: {c}", "Rio terminal: {c}",
    "minicom on the router: {c}", "rxvt-unicode, root@humera:~# {c}",
    "ዝሰራሕክዎ ትእዛዝ፦ {c}", "ያስኬድኩት ትዕዛዝ፡ {c}", "il comando che ho dato: {c}",
    "الأمر الشغلتو: {c}", "command, Teklay [09:14]:\n{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        samples = _Family(cls, templates, _with(_plain_pw, u=_USERS), "pw").take(rng, n, seen)
        return v.framed(rng, samples, frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mysql+pymysql://{u}:{pw}@ledger.enda.lan:3306/sesame",
    "postgresql://{u}:{pw}@pg.enda.lan:5432/openboxes",
    "mongodb+srv://{u}:{pw}@bookings.enda.example/desk",
    "redis://{u}:{pw}@cache.enda.lan:6379/2",
    "ftp://{u}:{pw}@scans.enda.lan/manifests/",
    "smtp://{u}:{pw}@mail.enda.example:587",
    "jdbc:postgresql://pg.enda.lan/fleet?user={u}&password={pw}",
    "http://{u}:{pw}@192.168.8.1/cgi-bin/luci",
    "elinks 'http://{u}:{pw}@router-hawzen.lan/'",
    "amqp://{u}:{pw}@mq.enda.lan:5672/tickets",
    "Server=sql.enda.lan;Database=Canteen;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string: {c}", "Ticket ES-2031-141: {c}",
    "ናይ ዳታቤዝ መራኸቢ፦ {c}", "የዳታቤዝ ግንኙነት፡ {c}", "الرابط: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "enda-selam", "sub": f"mer_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


# Shapes are the author's guesses, none known to be real.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("AfroMessage", "AFROMESSAGE_TOKEN", _vendor_jwt("https://api.afromessage.com")),
    ("ArifPay", "ARIFPAY_API_KEY", _j((ALNUM, 32))),
    ("SantimPay", "SANTIMPAY_PRIVATE_KEY", _j((B64, 64))),
    ("YenePay", "YENEPAY_PDT_TOKEN", _j((HEX, 40))),
    ("Kifiya", "KIFIYA_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("GeezSMS", "GEEZSMS_TOKEN", _j("gz_", (ALNUM, 36))),
    ("Fawry", "FAWRY_SECURITY_KEY", _j((HEX, 32))),
    ("SyberPay", "SYBERPAY_APP_KEY", _j((UPPER_DIGITS, 32))),
    ("Bankak", "BANKAK_MERCHANT_SECRET", _j((B64, 44))),
    ("Kacha", "KACHA_API_KEY", _j("kch_live_", (ALNUM, 32))),
    ("E-Birr", "EBIRR_API_KEY", lambda g: v.uuid4(g, "a")),
    ("M-Birr", "MBIRR_SECRET", _j((HEX, 48))),
    ("HelloCash", "HELLOCASH_TOKEN", _j((URLSAFE, 43))),
    ("Feres", "FERES_PARTNER_KEY", _j((ALNUM, 40))),
    ("ZayRide", "ZAYRIDE_API_KEY", _j((HEX, 32))),
    ("Deliver Addis", "DELIVER_ADDIS_KEY", _j((ALNUM, 28))),
    ("Eshi Express", "ESHI_EXPRESS_TOKEN", _j((URLSAFE, 40))),
    ("Qefira", "QEFIRA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("HaHu", "HAHU_API_TOKEN", _j((HEX, 64))),
    ("Zain Cash", "ZAINCASH_SECRET", _j((ALNUM, 48))),
    ("Sudani", "SUDANI_SMS_KEY", _j((UPPER_HEX, 32))),
    ("telebirr", "TELEBIRR_APP_KEY", _j((HEX, 32))),
    ("Dashen Bank", "DASHEN_API_SECRET", _j((B64, 56), "==")),
    ("Hibret Bank", "HIBRET_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("BusUp", "BUSUP_API_KEY", _j((ALNUM, 36))),
    ("Buupass", "BUUPASS_TOKEN", _vendor_jwt("https://api.buupass.com")),
    ("Orioly", "ORIOLY_API_KEY", _j((HEX, 40))),
    ("Palisis", "PALISIS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Selina Wamucii", "SELINA_WAMUCII_KEY", _j((ALNUM, 32))),
    ("Farmerline", "FARMERLINE_API_KEY", _j("fl_sk_", (ALNUM, 30))),
    ("Onafriq", "ONAFRIQ_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Cellulant", "CELLULANT_SECRET_KEY", _j((ALNUM, 40))),
    ("TerraPay", "TERRAPAY_API_KEY", _j((HEX, 64))),
    ("Thunes", "THUNES_API_SECRET", _j((HEX, 40))),
    ("SurveyCTO", "SURVEYCTO_TOKEN", _j((URLSAFE, 32))),
    ("Fleetbase", "FLEETBASE_API_KEY", _j("flb_live_", (ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}='{tok}'",
    "docker run -e {env}={tok} enda/pos-sync",
    "kubectl create secret generic pos-sync --from-literal={env}={tok}",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a enda-tours",
    "Procfile env, app.json: \"{env}\": {{\"value\": \"{tok}\"}}",
    "wrangler secret put {env}\n> {tok}",
    "ansible group_vars/all.yml:\n{env_lower}: \"{tok}\"",
    "Enda POS › Settings › Integrations › {vendor} › API key: {tok}",
    "| {vendor} | live | {tok} |",
    "Ticket ES-2031-150: {vendor} callback fails with 401, configured key {tok}",
    "{vendor} integration broken again, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Telegram, Haftom [13:22]: {vendor} key for the shop: {tok}",
    "ናይ {vendor} API መፍትሕ፦ {tok}",
    "{vendor} API መፍትሕ {tok} እዩ፣ ንማንም ኣይትሃብ",
    "የ{vendor} API ቁልፍ፡ {tok}",
    "{vendor} API qulf: {tok}, ameseginalehu",
    "meftih API {vendor}: {tok}",
    "la chiave API di {vendor}: {tok}",
    "مفتاح الـ API حق {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random, seen: set[str]) -> list[Sample]:
    def fresh(make: Maker) -> str:
        value = v.until(rng, make, lambda x: _fresh(x, seen))
        seen.add(value)
        return value

    arif, fawry, zay, kacha = (fresh(_j((ALNUM, 32))), fresh(_j((HEX, 32))),
                               fresh(_j((HEX, 32))), fresh(_j("kch_live_", (ALNUM, 32))))  # fmt: skip
    return [
        Sample("vendor_token", f'requests.post("https://gateway.arifpay.net/api/checkout/session", headers={{"x-arifpay-key": "{arif}"}})', arif),
        Sample("vendor_token", f"$signature = hash('sha256', $merchantCode . $ref . '{fawry}');", fawry),
        Sample("vendor_token", f'const zay = new ZayRideClient({{ apiKey: "{zay}", city: "mekelle" }});', zay),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {kacha}' https://api.kacha.example/v1/payouts", kacha),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng, seen)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda x: _fresh(x, seen))
        seen.add(tok)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Telegram: {t}", "it only shows it once, so here:\n{t}",
                "ቶከን፦ {t}", "ቶክን፡ {t}", "{t}\n^ the new one, the old one is dead",
                "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the honey-store humidity sensor: {h}": 32,
    "HMAC secret for the telebirr payment callback: {h}": 64,
    "nsupdate -y hmac-sha256:ddns-hawzen:{h} update.txt": 64,
    "pre-shared key of the Humera–Adigrat IPsec tunnel (hex): {h}": 64,
    "AES key of the minibus ticket QR codes: {h}": 32,
    "ናይ ባክኣፕ መፍትሕ ምስጢር፦ {h}": 64,
    "የመጠባበቂያ ምስጠራ ቁልፍ፡ {h}": 48,
    "مفتاح التشفير حق النسخة الاحتياطية: {h}": 64,
    "la chiave della cassaforte digitale: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket ES-2031-160: token copied from the booking site's network tab {t}",
    "Cookie: lang=ti; desk_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ቶከን እንሆ፦ {t}",
    "ቶክኑ ይኸውና፡ {t}",
    "التوكن ياهو دا {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@enda.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.enda.example/realms/shops", "azp": "tour-desk"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the Humera ledger box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tours.enda.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TELEBIRR_PRIVATE_KEY": "{key}", "shortcode": "510221"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_axum <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket ES-2031-171, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "ናይ ሰርቨር ብሕታዊ መፍትሕ፦\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "المفتاح الخاص حق السيرفر:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the paper before I burn it: {p}": "english",
    "recovery phrase of the old sesame-fund wallet\n{p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's all": "english",
    "የዋሌቱ መልሶ ማግኛ ቃላት፡ {p}": "english",
    "ናይ ዋሌት ምምላስ ቃላት፦ {p}": "english",
    "frase di recupero del portafoglio di nonno: {p}": "italian",
    "phrase de récupération du portefeuille Ledger : {p}": "french",
    "frase de recuperación de la billetera: {p}": "spanish",
    "obnovovací fráze peněženky: {p}": "czech",
    "frase de recuperação da carteira: {p}": "portuguese",
    "지갑 복구 구문: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_words(rng: random.Random, lang: str, words_n: int) -> list[str]:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words_n]
    phrase = v.until(
        rng,
        lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits)))),
        _MNEMO[lang].check,
    )
    return phrase.split()


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_words(rng, _SEED_PLACES[template], [12, 24, 15, 18][index % 4])
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "meeza":  # Egypt's Meeza: prefixes are guesses
        return _card_of(rng, ["507803", "507808", "507809"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "card for the incense supplier's deposit: {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket ES-2031-180: pay the Hawzen lodge deposit with card {c}",
    "ቁጽሪ ካርደይ፦ {c}፣ {mm}/{yy}",
    "የካርዴ ቁጥር፡ {c}",
    "qutsri kardey: {c}, {mm}/{yy}",
    "il numero della carta: {c}, scade {mm}/{yy}",
    "رقم البطاقة حقتي: {c}، {mm}/{yy}",
    "the Chinese buyer's UnionPay card: {c}",
    "Meeza card of the Kassala trader: {c}",
    "card → {c} ({mm}/{yy})",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "unionpay", "amex", "meeza", "diners", "jcb", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "unionpay" if "UnionPay" in template else "meeza" if "Meeza" in template else None
    number = _card(rng, brand or _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Amex {c} exp 09/36, security code {cvv}",
    "the four small digits printed above the Amex number are {cvv}",
    "Amex {c}, the four-digit CID above the number: {cvv}",
    "ኣብ ቅድሚት Amex ዘለዉ ኣርባዕተ ቁጽሪ፦ {cvv}",
    "ከAmex ካርዱ ፊት ያሉት አራት ቁጥሮች፡ {cvv}",
    "الأرقام الأربعة فوق رقم بطاقة Amex: {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _r(rng, "3456789", 1) + _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 270; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"SD": "n" * 14, "EG": "n" * 25, "YE": "aaaa" + "nnnn" + "c" * 18,
                "JO": "aaaa" + "nnnn" + "c" * 18, "DJ": "n" * 23, "LY": "n" * 21,
                "IQ": "aaaa" + "n" * 15, "MR": "n" * 23}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice HS-2031-77: pay the Gedaref sesame broker to {i} within 30 days",
    "save the Port Sudan freight agent's IBAN: {i}",
    "IBAN: {i}\nReference: incense lot 12, Hidar",
    "Telegram, Osman [10:02]: new bank details, IBAN {i}",
    "IBAN ናይ ነጋዳይ፦ {i}",
    "የነጋዴው IBAN፡ {i}",
    "IBAN del cugino: {i}",
    "الآيبان حق التاجر: {i}",
    "Djibouti forwarder's IBAN → {i}",
    "Amman incense buyer, IBAN {i}",
    "Cairo sesame importer — IBAN: {i}",
    "IBAN (Tripoli honey buyer): {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def _uscc(g: random.Random) -> str:
    """A Chinese Unified Social Credit Code: its check character by stdnum's own calculation."""

    def make(h: random.Random) -> str:
        body = "91" + h.choice(["370200", "440300", "320500", "330200"]) + _r(h, _USCC_CHARS, 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _il_id(g: random.Random) -> str:
    """An Israeli identity number (mispar zehut): eight digits and a Luhn digit."""
    body = g.choice("0123") + _r(g, D, 7)
    return v.until(g, lambda h: body + luhn.calc_check_digit(body), il_idnr.is_valid)


def _vkn(g: random.Random) -> str:
    """A Turkish VKN (tax number): nine digits and stdnum's check digit."""
    return v.until(g, lambda h: (b := _r(h, D, 9)) + tr_vkn.calc_check_digit(b), tr_vkn.is_valid)


def _codice(g: random.Random) -> str:
    """An Italian codice fiscale: name letters, birth date, a comune's code, a check letter."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + (40 if h.random() < 0.5 else 0)
        body = (f"{_r(h, 'BCDFGLMNPRSTVZ', 3)}{_r(h, 'BCDFGLMNPRSTVZ', 2)}{h.choice('AEIO')}"
                f"{h.randrange(30, 60)}{h.choice('ABCDEHLMPRST')}{day:02d}{h.choice(['Z315', 'Z368', 'F205', 'H501'])}")  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _eg_tn(g: random.Random) -> str:
    """An Egyptian tax registration number: nine digits (stdnum checks its format only)."""
    return str(eg_tn.format(v.until(g, lambda h: h.choice("1234") + _r(h, D, 8), eg_tn.is_valid)))


def _fayda_fin(g: random.Random) -> str:
    """Ethiopia's Fayda FIN: twelve digits in three groups, no public check."""
    return " ".join(_r(g, D, 4) for _ in range(3))


def _fayda_fan(g: random.Random) -> str:
    """Ethiopia's Fayda FAN: sixteen digits, no public check."""
    return g.choice("3456789") + _r(g, D, 15)


def _et_tin(g: random.Random) -> str:
    """An Ethiopian TIN: ten digits, no check this file knows."""
    return "00" + _r(g, D, 8)


def _et_passport(g: random.Random) -> str:
    return "EP" + _r(g, D, 7)


def _er_passport(g: random.Random) -> str:
    return g.choice(["E", "P"]) + _r(g, D, 7)


def _er_id(g: random.Random) -> str:
    """An Eritrean national identity card number: a guess, digits only."""
    return g.choice("123") + _r(g, D, 7)


def _sd_national(g: random.Random) -> str:
    """Sudan's national number (الرقم الوطني): eleven digits, no public check."""
    return g.choice("1234") + _r(g, D, 10)


def _sd_passport(g: random.Random) -> str:
    return "P" + _r(g, D, 8)


def _et_licence(g: random.Random) -> str:
    """An Ethiopian driving licence from Tigray: a guess, TG and six digits."""
    return f"TG-{_r(g, D, 6)}"


def _kebele(g: random.Random) -> str:
    """A kebele identity card number: a guess, the town's letters and digits."""
    return f"{g.choice(['ADG', 'MKL', 'AXM', 'HMR'])}/{_r(g, D, 5)}/{g.randrange(2010, 2017)}"


_ID_PLACES: dict[str, Maker] = {
    "USCC of the Qingdao sesame buyer, for the contract: {s}": _uscc,
    "统一社会信用代码：{s}": _uscc,
    "Chinese buyer's credit code (USCC) → {s}": _uscc,
    "my cousin's mispar zehut for the transfer form: {s}": _il_id,
    "teudat zehut of Meseret's brother: {s}": _il_id,
    "VKN of the Mersin sesame importer: {s}": _vkn,
    "Vergi Kimlik Numarası (Gaziantep buyer): {s}": _vkn,
    "codice fiscale di nonna Abrehet, per la pensione: {s}": _codice,
    "il codice fiscale dello zio a Bologna: {s}": _codice,
    "الرقم الضريبي حق المستورد المصري: {s}": _eg_tn,
    "ቁጽሪ ፋይዳ (FIN)፦ {s}": _fayda_fin,
    "የፋይዳ ቁጥሬ (FAN)፡ {s}": _fayda_fan,
    "Fayda FIN of the canteen cook: {s}": _fayda_fin,
    "TIN ናይ ድኳን መዓር፦ {s}": _et_tin,
    "Ethiopian TIN of the tour desk: {s}": _et_tin,
    "my Ethiopian passport number is {s}": _et_passport,
    "ቁጽሪ ፓስፖርተይ (ኤርትራ)፦ {s}": _er_passport,
    "ቁጽሪ መንነት ወረቐት ኤርትራ፦ {s}": _er_id,
    "الرقم الوطني حقي: {s}": _sd_national,
    "رقم الجواز السوداني: {s}": _sd_passport,
    "መንጃ ፈቃድ ቁጥር (driver's licence) of the Axum driver: {s}": _et_licence,
    "kebele ID of Gidey, for the minibus permit: {s}": _kebele,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Zoho 2FA recovery codes\n{codes}", "backup codes for the shop's Google account {codes}",
            "ናይ 2FA ባክኣፕ ኮድታት፦\n{codes}", "የ2FA መጠባበቂያ ኮዶች፡ {codes}",
            "أكواد الاسترداد حق الحساب: {codes}", "codici di backup 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/EndaPOS:haftom@enda.example?secret={s}&issuer=EndaPOS&digits=6",
              "Aegis, manual setup key for the booking site: {s}",
              "ናይ 2FA ምስጢር መፍትሕ፦ {s}",
              "TOTP secret of the telebirr merchant portal: {s}"]  # fmt: skip
_CODES = ["{c} is your telebirr verification code. Do not share it.",
          "የማረጋገጫ ኮድዎ {c} ነው። ለማንም አያጋሩ።",
          "ኮድ ምርግጋጽ፦ {c}",
          "رمز التحقق حقك في بنكك: {c}",
          "Use {c} to sign in to Kacha"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": _r(g, "123456789", 1) + _r(g, D, 5)}, "c"
)


_SSIDS = ["EnDa-Mear-Adigrat", "Hawzen Tour Desk", "Humera_Selit_Office", "Canteen-5G",
          "Axum-Minibus-Hotspot", "ethio telecom 4G 7A2C", "Sudani-Humera", "Gheralta-Lodge-Guest",
          "Wukro-Depot"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "canteen network {s}, password {pw}",
    "wifi at the tour desk: {s} / {pw}",
    "the key printed under the ethio telecom box: {pw}",
    "ናይ ዋይፋይ {s} መሕለፊ ቃል {pw} እዩ",
    "የዋይፋይ {s} የይለፍ ቃል፡ {pw}",
    "wifi {s} mehlefi qal: {pw}",
    "la password del wifi {s} è {pw}",
    "باسورد الواي فاي {s}: {pw}",
    "hotspot in the Axum minibus: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("kch_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("flb_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Telegram preview hides it) {t}", "ፊደል ብፊደል፦ {t}", "حرف حرف: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ምስጢራዊ ቁጽሪ ካርደይ (PIN)፦ {pw}", "የኤቲኤም ፒን ቁጥሬ {pw} ነው", "PIN-u {pw} new",
          "il codice del lucchetto del magazzino: {pw}", "الرقم السري حق الخزنة: {pw}",
          "the honey store door keypad takes {pw} then #", "padlock on the sesame store in Humera: {pw}",
          "telebirr PIN: {pw}", "ናይ ታብሌት ሚኒባስ PIN እንሆ፦ {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, "123456789", 1) + _r(rng, D, [3, 4, 5, 3][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hambasha", "jebena", "mesob", "selit", "itan", "mear", "gheralta", "tsebhi",
                 "netela", "masenqo", "ashenda", "meskel", "makina", "soldi", "zigni", "dorho"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the shops' vault: {p}": " ",
            "KeePassXC database passphrase: {p}": " ",
            "Enpass master passphrase: {p}": "-", "Proton Pass passphrase: {p}": ".",
            "ናይ ባክኣፕ ምስጢራዊ ሓረግ፦ {p}": " ", "የመጠባበቂያው የይለፍ ሐረግ፡ {p}": "_",
            "passphrase del backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "h2load -n 500 -c 10 -H 'Authorization: Basic {v}' https://tours.enda.example/api/slots": True,
    "bombardier -c 20 -n 1000 -H 'Authorization: Bearer {v}' https://pos.enda.lan/api/sales": False,
    "wrk -t2 -c50 -d30s -H 'Authorization: Basic {v}' http://canteen.enda.lan/menu": True,
    "Caddyfile:\nreverse_proxy ledger:8080 {{\n  header_up Authorization \"Basic {v}\"\n}}": True,
    "Bruno request, headers: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Frappe HR sites/hr.enda.lan/site_config.json:\n{{\"db_name\": \"_hr\", \"db_password\": \"{pw}\"}}",
    "Bagisto .env:\nDB_USERNAME=bagisto\nDB_PASSWORD={pw}",
    "Fleetbase api/.env:\nDATABASE_URL=mysql://fleetbase:{pw}@mysql/fleetbase",
    "OneBusAway data-sources.xml:\n<property name=\"username\" value=\"oba\" />\n<property name=\"password\" value=\"{pw}\" />",
    "openboxes.yml:\ndataSource:\n  username: openboxes\n  password: {pw}",
    "RapidPro settings_local.py:\nDATABASES['default']['PASSWORD'] = '{pw}'",
    "Sentrifugo application.ini:\nresources.db.params.username = \"hrms\"\nresources.db.params.password = \"{pw}\"",
    "transitclock.properties:\ntransitclock.db.dbUserName=transit\ntransitclock.db.dbPassword={pw}",
    "Akaunting .env:\nDB_USERNAME=akaunting\nDB_PASSWORD={pw}",
    "Baserow docker env:\nDATABASE_USER=baserow\nDATABASE_PASSWORD={pw}",
    "chromis.properties:\ndb.user=chromis\ndb.password={pw}",
    "FrontAccounting config_db.php:\n$db_connections[0]['dbuser'] = 'fa';\n$db_connections[0]['dbpassword'] = '{pw}';",
    "Krayin .env:\nDB_USERNAME=krayin\nDB_PASSWORD={pw}",
    "OrangeHRM lib/confs/Conf.php:\n$this->dbuser = 'orangehrm';\n$this->dbpass = '{pw}';",
    "unicentaopos.properties:\ndb.user=unicenta\ndb.password={pw}",
    "Sylius .env.local:\nDATABASE_URL=mysql://sylius:{pw}@127.0.0.1/sylius_shop",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:12] Haftom: shop wifi password?\n[07:13] Letebrhan: {pw}",
    "[21:40] Teklay: root pw for the ledger box?\n[21:41] Osman: {pw}",
    "Kidane: {pw} is the new tour-desk admin password",
    "Tsega: use {pw}, that's what the canteen till has now",
    "ሓጎስ፦ ሓድሽ መሕለፊ ቃል {pw} እዩ",
    "ዘነበች፡ አዲሱ የይለፍ ቃል {pw} ነው",
    "Mulu: hadish mehlefi qal {pw} iyu",
    "Meseret: addisu yeyilef qal {pw} new",
    "عوضية: الباسورد الجديد {pw}",
    "nonno Berhe: la nuova password è {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _bitlocker(g: random.Random) -> str:
    return "-".join(str(g.randrange(0, 90_910) * 11).zfill(6) for _ in range(8))


def _secret_key(g: random.Random) -> str:
    """A password manager's account secret key: a guess of its shape."""
    return "A3-" + "-".join(
        [_r(g, UPPER_DIGITS, 6), _r(g, UPPER_DIGITS, 6)]
        + [_r(g, UPPER_DIGITS, 5) for _ in range(4)]
    )


_RECOVERY: dict[str, Maker] = {
    "BitLocker recovery key of the ledger laptop: {k}": _bitlocker,
    "የላፕቶፑ BitLocker መልሶ ማግኛ ቁልፍ፡ {k}": _bitlocker,
    "Emergency Kit, Secret Key: {k}": _secret_key,
    "FileVault recovery key (tour desk Mac): {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(6)),
    "recovery key for the shop's Proton account: {k}": lambda g: " ".join(_r(g, UPPER_DIGITS, 4) for _ in range(8)),
    "ናይ ምምላስ መፍትሕ ኣካውንት፦ {k}": lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(5)),
    "مفتاح الاسترداد حق الحساب: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
    "chiave di recupero: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5)),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def _english_seed(g: random.Random) -> str:
    return " ".join(_seed_words(g, "english", 12))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the tour desk admin password is": "{s}", "canteen till pw:": "{s} (since the new till)",
    "መሕለፊ ቃለይ": "{s} እዩ", "የይለፍ ቃሌ": "{s} ነው", "الباسورد حقي": "{s}",
    "la password è": "{s}", "mehlefi qal:": "{s}", "yeyilef qal:": "{s}\nameseginalehu",
    "Humera ledger password": "{s}\nchange it after the harvest",
    "the password Gidey read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ArifPay API key", "{s}", _j((ALNUM, 32))),
    ("split_token", "Fleetbase key:", "{s} (dispatch)", _j("flb_live_", (ALNUM, 32))),
    ("split_token", "Kifiya client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "meeza"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SD"))),
    ("split_backup", "2FA recovery codes", "{s}\nqwer-4821-zxcv\nmnbv-0912-lkjh", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "USCC", "{s}", _uscc),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"tour_desk": {"url": "https://tours.enda.example/admin", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"መሕለፊ_ቃል": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "osman.h", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"tills": [{"name": "till-a"}, {"name": "till-b", "pos_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sysbench", "oltp_read_write", "--mysql-user", "bench", "--mysql-password", "{s}", "run"]}': ("meta_password", _plain_pw),
    '{"note": "የይለፍ ቃሉ {s} ነው"}': ("meta_password", _plain_pw),
    '{"كلمة_السر": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the minibus dispatcher as axum-dispatch with the password {s}"}': ("meta_password", _plain_pw),
    '{"arifpay": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 32))),
    '{"hahuToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"zayride_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "unionpay"), " ", g)),
    '{"broker": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "EG")),
    '{"importer": {"vkn": "{s}"}}': ("meta_id", _vkn),
    '{"mfa": {"recovery_codes": ["{s}", "qwer-4821-zxcv", "mnbv-0912-lkjh"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"sesame_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"honey_store": {"door_code": "{s}"}}': ("meta_pin", _j("123456789", (D, 4))),
    '{"wifi": {"ssid": "Canteen-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, lambda x: _fresh(x, seen))
    seen.add(secret)
    return template.replace("{s}", secret), secret


@functools.cache
def _drawn() -> tuple[tuple[Sample, ...], tuple[FieldPair, ...], tuple[MetadataSample, ...]]:
    """Every scored sample, drawn in one pass so that no secret repeats."""
    seen: set[str] = set()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    pairs = [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    metas = [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]
    return tuple(out), tuple(pairs), tuple(metas)


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return list(_drawn()[0])


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return list(_drawn()[1])


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return list(_drawn()[2])


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sunmi-t2-firmware-3.1.4.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/enda/pos-sync:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: add sesame grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tours: fix Hawzen slot times", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"honey_prices_2031-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"sesame-ledger-export-2031.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the tour desk password before the Meskel rush on 2031-09-27.",
    "Haftom asked for the shop wifi password; it's on the card behind the honey scale.",
    "Policy: Enda Selam passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the Telegram group; share a vault link instead.",
    "The `.env.example` line `ARIFPAY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The canteen till asks for a new manager password after every update.",
    "Replace <YOUR_KACHA_KEY> in the README with the key from the Kacha dashboard.",
    "HAHU_API_TOKEN and ZAYRIDE_API_KEY must be set before the nightly sync runs.",
    "መሕለፊ ቃልካ ንማንም ኣይትንገር።",
    "የይለፍ ቃልዎን ለማንም አይንገሩ።",
    "mehlefi qal'ka nmanm aytngr.",
    "yeyilef qalihn lemanim atnager.",
    "ما تورّي زول الباسورد حقك.",
    "Non dire a nessuno la password, mi raccomando.",
    "መሕለፊ ቃል ብውሑዱ 14 ፊደላት ክኸውን ኣለዎ።",
    "የይለፍ ቃሉ ቢያንስ 14 ፊደላት መሆን አለበት።",
    "Upgraded the till firmware from 3.1.2 to 3.1.4 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the sesame grade column.",
    f"Rolled back to {_SHORT} after the Hawzen slot times broke.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Sunmi T2 firmware 3.1.4 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of sesame-ledger-export-2031.xlsx: {_SHA512}",
    f"The POS sync container runs ghcr.io/enda/pos-sync@sha256:{_IMAGE}.",
    f"MD5 of honey_prices_2031-04.csv is {_MD5}, same as the copy on the office share.",
    "Request id 3f9a0c1e-7d24-4b6a-9e15-2c8d7f4a1b60 is the slow one in the booking logs.",
    "Purchase order PO-2031-00412 for 120 quintals of Humera sesame ships on Thursday.",
    "Ticket ES-2031-199: the canteen's second fridge trips the breaker at night.",
    "Call the Adigrat shop on +251 34 445 0112 before noon.",
    "Container MSKU 7741203 with the sesame lot is at the Djibouti terminal.",
    "Bill of lading DJI-2031-0088 covers the Humera sesame, 20 containers.",
    "HS code 1207.40 is sesame seed, 0409.00 is natural honey, 1301.90 covers frankincense.",
    "The honey store is at 18 °C and 55 % relative humidity.",
    "After five wrong passwords the till locks the account for 15 minutes.",
    "A quintal is 100 kg; a jar of Adigrat white honey weighs 1 kg.",
    "The secret of Tigray honey is the adey abeba bloom after the rains.",
    "Ask Kidane for the store keypad code, I don't have it.",
    "My card ending 4471 was declined at the Mekelle hardware shop.",
    "The Port Sudan agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FLEETBASE_API_KEY` in the secrets store, never in the repository.",
    "The minibus to Axum is route 14, it leaves Adigrat at 06:30 and 13:00.",
    "ISBN 978-0-521-85204-5 is the church guide on the tour desk shelf.",
    "The guest wifi 'Gheralta-Lodge-Open' is open, no password needed.",
    "Lot number SES-2031-HMR-0217, 100 kg, oil content 52 %, purity 99 %.",
    "ዕጣን ቁጽሪ ሎት 2031-07 ካብ ሑመራ መጺኡ።",
    "የሰሊጥ ዋጋ በኩንታል 9,800 ብር ነው።",
    "سعر السمسم اليوم 9800 بر للقنطار.",
    "il pullmino per Axum parte alle sei e mezza.",
    "The Abuna Yemata Guh climb takes about 45 minutes; tickets are 500 birr.",
    "Version 2.7 of the POS sync was released on 2031-05-03.",
    "Mekelle P.O. Box 1020 is the office address for the cement canteen invoices.",
    "Tour group TG-2031-088 of 12 people, Gheralta loop, Tuesday.",
    "Invoice INV-2031-0331 total 14,250 birr, paid by bank transfer.",
    "Reset your password from the login page; support never asks for it.",
    "The PIN pad at the Humera office is broken, card payments wait till Monday.",
    "Hawzen to Megab is 12 km; the church of Debre Maryam Korkor is above it.",
    "The telebirr short code of the shop is printed on the counter sticker.",
    "Minibus plate 3-A12345 TG is due for inspection in Hamle.",
    "Model Sunmi T2 (2019) and the Xprinter XP-58 (2018) are the two tills.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/shops/tour-desk", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "ES-2031-199", "purchase_order": "PO-2031-00412"}',
    '{"lot": {"id": "SES-2031-HMR-0217", "weight_kg": 100, "oil_pct": 52}}',
    '{"phone": "+251 34 445 0112", "city": "Adigrat"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "jars_in_stock": 812}',
    '{"hs_code": "1207.40", "origin": "ET", "description": "sesame seed"}',
    '{"route": "14", "from": "Adigrat", "to": "Axum", "departs": "06:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]

_CLEAN_TEXT = "\n".join(CLEAN + _CLEAN_METADATA_JSON)


def _fresh(secret: str, seen: set[str]) -> bool:
    """A secret is kept when it is new, four characters or more, and in no clean text."""
    return len(secret) >= 4 and secret not in seen and secret not in _CLEAN_TEXT
