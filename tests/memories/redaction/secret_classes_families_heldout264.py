# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-sixty-third's docstring,
the fifth to two-hundred-and-sixty-third only to search them (grep) for the languages, wordings,
tools, flags, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library docs
of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round corpora, the
corpora written at the same time (the two-hundred-and-sixty-fifth, two-hundred-and-sixty-sixth and
two-hundred-and-sixty-seventh), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (264519083), password words (a Naga village, festival or dish and a trade word with a number
and a sign; two such words joined by an underscore and a number; a Naga name, a birth year, a sign
and a place; leet words of Hornbill, Kisama, zutho, Japfu, Dzükou, Moatsü, Chizami, akhuni,
Longkhum and Sekrenyi with a year; a shared Sumo's registration and seat, `NL07M3953seat7`; a
loin-loom shawl's pattern, width and count, `Chizami22in14!`; a name and a district; a generator's
four dashed groups of five; random runs), names, places, templates, tools, vendors and layouts,
the way the staff of a fictional company (Hornbill Trails, with a homestay desk in Kohima during
the Hornbill festival, a wholesale market stall in Dimapur, a coffee growers' cooperative office
in Mokokchung, a weaving centre in Phek and a shared-taxi stand on the road to Wokha) leak secrets
into an assistant's memory. The texts are chats with times, tickets (`KHM-`, `DMP-`, `MKG-`),
wiki tables and breadcrumbs, notes, e-mails, runbooks, READMEs, shell prompts, voice-memo
transcripts, dictated text and requests to the assistant itself; the separators run from a colon,
"is" (`ase`, `hoi`, `hai`), a dash and an arrow (`→`) to a pointing hand (`👉`), a new line,
guillemets, backticks, quotes and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 263
that name each): in none, Kohima, Mokokchung, Wokha, `kuosuo`, `geth account import`; in one,
Phek, Dimapur, `dhanyavad`, the `st` terminal; in two, `nakobi`, `cbimport`, `monero-wallet-cli`,
`netexec`, `lncli`, `tcsh`, Insomnium and Scheduled Tribe certificates; in three, `bteq .logon`,
`hdbuserstore SET`, `sqoop`, `steghide`, `git credential approve`, `hg clone` with a password,
`wget --proxy-password`, `mc alias set`, `gocryptfs -extpass`, `myloader`, `mongoexport`,
`pdbedit`, `runas`, `keepassxc-cli`, HTTP Toolkit, Talend API Tester and the Inner Line Permit;
in four to seven, `openvpn --auth-user-pass`, `bitcoin-cli -rpcpassword`, `exaplus`,
`impala-shell --ldap_password_cmd`, `ccrypt -K`, `rar a -hp`, `vault login -method=userpass`,
`svn checkout --password`, Terminus, electerm, Yakuake, WindTerm, cool-retro-term, Contour,
`wrangler secret put`, coolify, `chabi` and `mat batana`; more often, `kafka-configs`' SCRAM
password (eight), `qpdf --encrypt` (nine) and RuPay (many). The common layouts (env files,
`export`, compose files, `.pgpass`, pgbouncer, Terraform defaults, PHP `define`, Odoo, Grafana,
Nextcloud, msmtp, rclone, redis, Spring and Django settings, database URLs, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, CSV rows, Markdown tables, YAML),
all named in many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English: Nagamese as it is texted in
Latin letters (`password to … ase` "the password is …", `laga` for "of", `moi laga` "my",
`apuni laga` "your", `etu` "this", `notun … hoise` "has become new", `hoi` "is", `kunba ke
nakobi` / `kunba ke bi nokobi` "don't tell anyone", `likhi kene rakhibi` "write it down",
`jaldi login koribi`, `tai pora` / `pichete` "after", `aru` "and", `user naam`, `chabi` for a
key, `samne te char ta number` for an Amex's front code, `OTP aise`, `dhanyavad` "thanks");
English as young Nagas write it (`bro`, `ya`, `pakka`, `bhai`); Hindi loanwords and Hindi in
Latin letters (`hai`, `naya`, `mera`, `kisi ko mat batana` "don't tell anyone", `sambhal ke`
"carefully", `pehle … phir …`, `aage wale chaar number`, `peeche`, `yeh hai`, `acha`, `theek
hai`, `abhi`, `kal`); and Angami and Ao words (Angami `kuosuo` "thanks", `A kiju` "my house",
`zutho`, `galho`, `Sekrenyi`; Ao `putu menden` and `tatar` for the village council and its
members, `anishi`, `Moatsü`, `Tsüngremong`), with Korean, Czech, Italian, Portuguese and Chinese
only around seed phrases of buyers abroad and the names of Korean, Thai and Taiwanese ids. The
wordings are the author's approximations, checked by no speaker; the thinnest guesses are
Angami's `kuosuo` for thanks and `A kiju` for my house, Nagamese `chabi` for an API key,
`notun … hoise`, `likhi kene rakhibi`, `pichete`, `samne te char ta number` and `ekta ekta kori`
("one by one").

Vendors (Mojoguest, StayVista, FabHotels, goStops, Tripoto, Holidify, Vacation Labs, Gofrugal,
Gaatha, Blue Tokai, Sleepy Owl, Quick Ride, Sahamati, Jana Bank, Yes Bank and IndusInd, in none;
Mswipe, Pine Labs, Ezetap, Paynear, BillDesk, Ippopay, Open Money, Route Mobile, Tanla,
ValueFirst, Karix, Craftsvilla, Jaypore, Okhai, iTokri, Zostel, Thrillophilia, Refrens, Giddh,
DTDC, Rivigo, BlackBuck, Trukky, Perfios, HyperVerge, Zwitch, Spice Money, Marg ERP and
myBillBook, in one) were grepped by name. No shape here is one the author knows to be real: every
one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for Blue
Tokai and BlackBuck, and the `gs_live_`, `sk_live_` and `ak_live_` prefixes); the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: the Aadhaar
number and its virtual id (Verhoeff, `stdnum.in_.aadhaar`, `stdnum.in_.vid`; five and six earlier
corpora by grep), a Nagaland GSTIN (state code 13, `stdnum.in_.gstin`, six), Taiwan's UBN
(`stdnum.tw.ubn`, three), Korea's resident registration number (`stdnum.kr.rrn`, four) and a Thai
citizen id (`stdnum.th.pin`, six); the PAN is validated by `stdnum.in_.pan` for its format and
holder type only (it has no check digit a library computes). Kinds no library or this file
checks (no check-digit algorithm is written here; the shapes are guesses): the Inner Line
Permit, a Nagaland driving licence, a voter id (EPIC, a format only), an ABHA health id, a
Scheduled Tribe certificate and an Indian passport. Card numbers pass Luhn (RuPay prefixes, a
guess, drawn here, and the value helpers' Visa, Mastercard, Amex, Diners and UnionPay, checked
with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, drawn so that none
reads as a year. India issues no IBANs; the IBANs are of the Netherlands, Denmark, Hungary,
Romania, Austria, Norway, Poland and Sweden (a rough count of the country codes in the IBAN shape
tables of heldouts 5 to 263 finds each in seventeen or eighteen corpora, the fewest), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Korean, Czech, Italian,
Portuguese and Simplified Chinese lists, each drawn until `Mnemonic(lang).check` accepts it.
Short values (PINs, card codes, one-time codes) are drawn again until no clean text holds them.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import gstin as in_gstin
from stdnum.in_ import pan as in_pan
from stdnum.in_ import vid as in_vid
from stdnum.kr import rrn as kr_rrn
from stdnum.th import pin as th_pin
from stdnum.tw import ubn as tw_ubn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 264_519_083
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


@cache
def _clean_blob() -> str:
    return "\n".join(CLEAN + [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA])


def _short(make: Maker) -> Maker:
    """A short value (a PIN, a card code, a one-time code) that no clean text holds."""
    return lambda g: v.until(g, make, lambda value: value not in _clean_blob())


_WORDS = ["Hornbill", "Kisama", "Japfu", "Dzukou", "Khonoma", "Sekrenyi", "Moatsu", "Zutho",
          "Galho", "Anishi", "Akhuni", "Chizami", "Doyang", "Longkhum", "Ungma", "Tuophema",
          "Pfutsero", "Morung", "Jolokia", "Totsu", "Mithun", "Tsungremong"]  # fmt: skip
_TRADE = ["Arabica", "Shawl", "Loinloom", "Taxi", "Sumo", "Homestay", "Stall", "Basket",
          "Pepper", "Bamboo", "Kiwi", "Pineapple", "Ginger", "Honey"]  # fmt: skip
_NAMES = ["Vizo", "Neiphiu", "Kevi", "Vikho", "Neikho", "Temsu", "Imna", "Akum", "Toshi",
          "Sentila", "Imli", "Aren", "Limasen", "Along", "Ezan", "Mhonbeni", "Vekuho", "Kewe",
          "Hekato", "Kaito", "Atoka", "Thejao", "Medo", "Kezhale"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H0rnb1ll", "K1s4m4", "Z00tho", "J4pfu", "Dzuk0u", "M0ats0", "Ch1z4m1", "4kh0n3",
         "L0ngkhum", "S3kr3ny1"]  # fmt: skip


def _taxi(g: random.Random) -> str:
    """A shared Sumo's registration and seat, the way the taxi stand makes up a password."""
    return f"NL{g.choice(['01', '07', '08', '02'])}{g.choice(UPPER)}{g.randrange(1000, 10_000)}seat{g.randrange(1, 10)}"


def _loom(g: random.Random) -> str:
    """A loin-loom shawl's pattern, width in inches and count (Phek's weaving centre)."""
    return f"{g.choice(['Loinloom', 'Chizami', 'Tsungkotepsu', 'Rongsu'])}{g.choice([18, 20, 22, 24])}in{g.randrange(2, 40)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """A generator's four groups of five, letters and digits, joined by dashes."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_TRADE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "_".join(w.lower() for w in g.sample(_WORDS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1975, 2008)}{g.choice(_SYMBOLS)}{g.choice(_WORDS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 14),
    lambda g: g.choice(_LEET) + str(g.randrange(2000, 2033)) + g.choice(_SYMBOLS),
    _taxi,
    _loom,
    lambda g: f"Hornbill{g.randrange(2019, 2033)}{g.choice(_SYMBOLS)}{g.choice(_NAMES)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _manager,
    lambda g: f"{g.choice(_NAMES)}{g.choice(['Kohima', 'Dimapur', 'Wokha', 'Phek', 'Mkg'])}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: all(c in ALNUM + "._~-" for c in value))


_SAID = [
    "[19:42] Vizo: homestay desk PC password {pw}",
    "Hornbill desk note, Kisama gate shift: the front-desk laptop password is {pw}",
    "Mojoguest guest-app admin password for the Kohima homestay: {pw}",
    "StayVista partner portal password (Kohima listing): {pw}",
    "FabHotels extranet login password {pw}, Neiphiu changed it yesterday",
    "goStops partner dashboard password: {pw}",
    "Tripoto creator account password → {pw}",
    "Holidify listing admin password = {pw}",
    "Gofrugal POS back office password at the Dimapur stall: {pw}",
    "Marg ERP company password for the wholesale books: {pw}",
    "myBillBook password (Dimapur stall): {pw}",
    "Pine Labs terminal merchant password {pw}",
    "Mswipe merchant app password is {pw}",
    "Blue Tokai wholesale portal password for the cooperative: {pw}",
    "Ticket MKG-118: coffee co-op office printer admin password {pw}, please reset after the audit",
    "Runbook, Mokokchung office router:\n1. open http://192.168.0.1\n2. user admin\n3. password {pw}\n4. reboot",
    "README (Phek weaving centre tablet)\nKiosk exit password: `{pw}`",
    "Voice memo, Wokha taxi stand: the fare-app password is {pw}, that's all, bye",
    "Dictated: the Quick Ride driver account password is {pw} full stop",
    "please remember my Jana Bank net banking password: {pw}",
    "hey assistant, save this — IndusInd app password {pw}",
    "my Yes Bank mobile banking password is {pw} (don't show it to anyone)",
    "Hi Temsu,\n\nthe Sleepy Owl buyer portal password is {pw}. Delete this mail after you log in.\n\nThanks,\nSentila",
    "Incident note: the Dimapur stall's CCTV DVR still had password {pw} when we checked",
    "Gaatha seller hub password for the Phek shawls: {pw}",
    "Vacation Labs booking admin password - {pw}",
    "Moi homestay laga booking PC password to {pw} ase, kunba ke nokobi",
    "etu stall laga computer password: {pw}",
    "Notun password hoise {pw}, Neiphiu ke bhi koi dibi",
    "Dukan laga Gofrugal password to {pw} hoi bhai",
    "Coffee office laga router password {pw} ase, likhi kene rakhibi",
    "Apuni laga Tripoto password {pw} ase na? acha",
    "Taxi stand laga phone password 👉 {pw}",
    "Weaving centre laga tablet password to \"{pw}\" ase, dhanyavad",
    "Bhai, homestay wifi admin password {pw} ase, kisi ko mat batana",
    "password to {pw} ase (Sekrenyi time pora change kori dibo)",
    "Kohima desk laga naya password: {pw}",
    "Mokokchung co-op laga Blue Tokai portal password to {pw} hoi, kuosuo",
    "Akum: stall laga naya password {pw} hoise, pakka",
    "Imna: PC laga password to ekdom {pw} ase",
    "Phek laga loom register laptop password → {pw}",
    "Wokha road taxi union laga account password: «{pw}»",
    "putu menden office laga PC password {pw} ase",
    "tatar sir laga email password to {pw} hoi, kunba ke bi nokobi",
    "mere bank app ka password {pw} hai, kisi ko mat batana",
    "Dimapur dukaan ka naya password {pw} hai",
    "Khonoma homestay laga PC password {pw}, jaldi login koribi",
    "A kiju laga router password {pw} ase, kuosuo",
    "Hornbill pass counter laga laptop password: {pw} — theek hai?",
    "co-op laga Pine Labs password {pw} ase, abhi change nakoribi",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["vizo.k", "neiphiu", "kevi", "vikho", "temsu", "imna.a", "akum", "toshi", "sentila",
          "imli", "aren.j", "limasen", "ezan", "mhonbeni", "vekuho", "hekato", "atoka", "medo",
          "svc-stall", "coop-office", "hb-desk"]  # fmt: skip
_LOGINS = [
    "Gofrugal login: {u} / {pw}",
    "Ticket KHM-204: {u} locked out of the StayVista extranet, last password {pw}",
    "Stall wiki › Dimapur › Marg ERP: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| myBillBook | {u} | {pw} |",
    "sign into the co-op laptop as {u} with {pw}",
    "FabHotels creds {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: loom-tablet-phek\n  user: {u}\n  password: {pw}",
    "Temsu says the Gaatha account is {u} and the password is {pw}",
    "system,user,password\nholidify,{u},{pw}",
    "ssh {u}@stall-nuc.dimapur.lan (password {pw})",
    "[08:05] Kevi: login {u} and {pw} for the goStops dashboard",
    "username {u} ase, password to {pw} ase",
    "Etu account laga user {u}, password {pw}, kunba ke nakobi",
    "user naam {u} aru password {pw} hoi",
    "Mojoguest: ID {u}, password {pw}, dhanyavad",
    "user ka naam {u} hai aur password {pw}",
    "login {u}, pass {pw} — bhai yaad rakhna",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tsungremong", "pfutsero", "longkhum", "tuophema", "chuchuyimlang",
               "kezoma", "jakhama", "mopungchuket", "merhulietsa", "changtongya", "bhandari",
               "chakhabama", "kigwema", "viswema"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "homestay wifi: it's {w} with {d} straight after it",
    "for the stall PC it's the village name {w} and {d} at the end",
    "voice memo: coffee office password is {w}, then the number {d}, no space",
    "it's {w}{d}, word and digits together",
    "password to {w} word ase, tai pora {d} likhibi",
    "pehle {w} likho, phir {d}, yehi password hai",
    "Neiphiu: password to gaon laga naam {w} aru pichete {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "svn checkout https://svn.kohimadesk.lan/repos/bookings --username {u} --password '{pw}'",
    "openvpn --config coop.ovpn --auth-user-pass <(printf '%s\\n' {u} '{pw}')",
    "kafka-configs.sh --bootstrap-server kafka.stall.lan:9092 --alter --add-config 'SCRAM-SHA-256=[password={pw}]' --entity-type users --entity-name {u}",
    "bitcoin-cli -rpcuser={u} -rpcpassword='{pw}' getblockchaininfo",
    "bteq\n.logon td.coop.lan/{u},{pw}",
    "hdbuserstore SET COOPKEY hana.coop.lan:30015 {u} '{pw}'",
    "sqoop import --connect jdbc:mysql://db.stall.lan/stock --username {u} --password '{pw}' --table lots",
    "steghide embed -cf shawl.jpg -ef prices.txt -p '{pw}'",
    "printf 'protocol=https\\nhost=git.coop.lan\\nusername={u}\\npassword={pw}\\n' | git credential approve",
    "hg clone https://{u}:{pw}@hg.kohimadesk.lan/tariffs",
    "wget --proxy-user={u} --proxy-password='{pw}' https://coffeeboard.example/prices.csv",
    "mc alias set coopminio https://minio.coop.lan {u} '{pw}'",
    "gocryptfs -extpass 'echo {pw}' ~/.vault ~/vault",
    "myloader -h mysql.stall.lan -u {u} -p '{pw}' -d /backups/stock",
    "mongoexport --uri mongodb://mongo.coop.lan/lots -u {u} --password '{pw}' -c cupping -o cupping.json",
    "cbimport json -c couchbase://cb.kohimadesk.lan -u {u} -p '{pw}' -b bookings -d file://guests.json -f lines",
    "monero-wallet-cli --wallet-file coop --password '{pw}'",
    "netexec smb 10.20.0.5 -u {u} -p '{pw}' --shares",
    "pdbedit -a -u {u} -t <<< $'{pw}\\n{pw}'",
    "runas /user:COOP\\{u} cmd  (typed {pw} at the prompt)",
    "keepassxc-cli open coop.kdbx <<< '{pw}'",
    "lncli --rpcserver=ln.coop.lan:10009 unlock --stdin <<< '{pw}'",
    "geth account import --password <(echo '{pw}') stall.key",
    "sqoop eval --connect jdbc:mysql://db.stall.lan/stock --username {u} --password '{pw}' --query 'SELECT 1'",
    "exaplus -c exa.coop.lan:8563 -u {u} -p '{pw}'",
    "impala-shell -i impala.coop.lan -l -u {u} --ldap_password_cmd='echo {pw}'",
    "ccrypt -e -K '{pw}' ledger-2032.xlsx",
    "qpdf --encrypt '{pw}' '{pw}' 256 -- invoice.pdf invoice-locked.pdf",
    "rar a -hp'{pw}' shawl-designs.rar designs/",
    "vault login -method=userpass username={u} password='{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "st terminal, {u}@stall-nuc:~$ {c}", "Terminus tab 'coop': {c}",
    "electerm session 'kohima-desk':\n$ {c}", "Yakuake drop-down: {c}", "WindTerm pane 2: {c}",
    "cool-retro-term on the old office PC: {c}", "Contour terminal ~/coop $ {c}",
    "tcsh> {c}", "the taxi stand phone's shell: {c}",
    "etu command dise: {c}", "maine yeh command chalaya: {c}", "kal raati run korise: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        pw, user = _plain_pw(rng), rng.choice(_USERS)
        text = rng.choice(_SHELLS).replace("{u}", user).replace("{c}", template)
        out.append(Sample("cli_password", text.replace("{u}", user).replace("{pw}", pw), pw))
    return out


_URLS = [
    "postgres://{u}:{pw}@pg.coop.lan:5432/cupping",
    "mysql://{u}:{pw}@db.stall.lan:3306/stock",
    "sftp://{u}:{pw}@files.kohimadesk.lan/uploads",
    "mongodb+srv://{u}:{pw}@coop-cluster.mongo.example/lots",
    "redis://{u}:{pw}@cache.kohimadesk.lan:6379/0",
    "amqp://{u}:{pw}@mq.stall.lan:5672/orders",
    "ftp://{u}:{pw}@ftp.phekweave.lan/designs",
    "jdbc:postgresql://pg.coop.lan/cupping?user={u}&password={pw}",
    "Server=sql.stall.lan;Database=Ledger;User Id={u};Password={pw};",
    "clickhouse://{u}:{pw}@ch.coop.lan:9000/prices",
    "mssql+pyodbc://{u}:{pw}@sql.stall.lan/Ledger?driver=ODBC+Driver+18",
    "neo4j+s://{u}:{pw}@graph.coop.lan:7687",
]  # fmt: skip
_URL_PLACES = ["DATABASE_URL={c}", "keep this connection string: {c}", "etu DB laga URL: {c}",
               "Ticket DMP-77: {c}", "stall wiki › Databases: {c}", "connection string yeh hai: {c}"]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _URLS, n):
        pw = _plain_pw(rng)
        text = template.replace("{u}", rng.choice(_USERS)).replace("{pw}", pw)
        out.append(Sample("connection_string", rng.choice(_URL_PLACES).replace("{c}", text), pw))
    return out


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "hornbill-trails", "sub": f"mer_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400 * 30}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Mojoguest", "MOJOGUEST_API_KEY", _j((HEX, 32))),
    ("StayVista", "STAYVISTA_PARTNER_TOKEN", _j((ALNUM, 40))),
    ("FabHotels", "FABHOTELS_API_SECRET", lambda g: v.uuid4(g, "b")),
    ("goStops", "GOSTOPS_API_KEY", _j("gs_live_", (ALNUM, 28))),
    ("Tripoto", "TRIPOTO_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("Holidify", "HOLIDIFY_API_KEY", _j((HEX, 40))),
    ("Vacation Labs", "VACATIONLABS_API_KEY", _j((ALNUM, 32))),
    ("Gofrugal", "GOFRUGAL_X_AUTH_TOKEN", _j((UPPER_HEX, 32))),
    ("Gaatha", "GAATHA_SELLER_KEY", _j((ALNUM, 24))),
    ("Blue Tokai", "BLUETOKAI_B2B_TOKEN", _vendor_jwt("https://b2b.bluetokai.example")),
    ("Sleepy Owl", "SLEEPYOWL_API_KEY", _j((HEX, 32))),
    ("Quick Ride", "QUICKRIDE_PARTNER_SECRET", _j((B64, 43), "=")),
    ("Sahamati", "SAHAMATI_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Jana Bank", "JANABANK_API_KEY", _j((ALNUM, 36))),
    ("Yes Bank", "YESBANK_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("IndusInd", "INDUSIND_API_KEY", _j((HEX, 64))),
    ("Mswipe", "MSWIPE_MERCHANT_KEY", _j((UPPER_DIGITS, 32))),
    ("Pine Labs", "PINELABS_SECURE_SECRET", _j((UPPER_HEX, 64))),
    ("Ezetap", "EZETAP_APP_KEY", lambda g: v.uuid4(g, "a")),
    ("Paynear", "PAYNEAR_SECRET_KEY", _j((ALNUM, 40))),
    ("BillDesk", "BILLDESK_CHECKSUM_KEY", _j((ALNUM, 32))),
    ("Ippopay", "IPPOPAY_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Open Money", "OPEN_API_SECRET", _j((HEX, 40))),
    ("Route Mobile", "ROUTEMOBILE_API_KEY", _j((ALNUM, 28))),
    ("Tanla", "TANLA_WISELY_TOKEN", _j((URLSAFE, 40))),
    ("ValueFirst", "VALUEFIRST_API_TOKEN", _j((HEX, 32))),
    ("Karix", "KARIX_AUTH_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Craftsvilla", "CRAFTSVILLA_SELLER_TOKEN", _j((ALNUM, 48))),
    ("Jaypore", "JAYPORE_VENDOR_KEY", _j((HEX, 32))),
    ("Okhai", "OKHAI_API_KEY", _j((ALNUM, 30))),
    ("iTokri", "ITOKRI_API_TOKEN", _j((URLSAFE, 36))),
    ("Zostel", "ZOSTEL_PARTNER_KEY", _j((HEX, 40))),
    ("Thrillophilia", "THRILLOPHILIA_API_KEY", _j((ALNUM, 32))),
    ("Refrens", "REFRENS_API_SECRET", _j((B64, 64))),
    ("Giddh", "GIDDH_AUTH_KEY", _j((ALNUM, 32))),
    ("DTDC", "DTDC_API_KEY", _j((HEX, 32))),
    ("Rivigo", "RIVIGO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("BlackBuck", "BLACKBUCK_API_TOKEN", _vendor_jwt("https://api.blackbuck.example")),
    ("Trukky", "TRUKKY_API_KEY", _j((ALNUM, 40))),
    ("Perfios", "PERFIOS_API_KEY", _j((UPPER_HEX, 40))),
    ("HyperVerge", "HYPERVERGE_APP_KEY", _j((ALNUM, 20))),
    ("Zwitch", "ZWITCH_ACCESS_KEY", _j("ak_live_", (ALNUM, 30))),
    ("Spice Money", "SPICEMONEY_SECRET", _j((HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.override.yml:\n    environment:\n      - {env}={tok}",
    "wrangler secret put {env}  # pasted {tok}",
    "coolify env: {env} = {tok}",
    "Procfile.dev env → {env}={tok}",
    "Stall admin › Settings › Integrations › {vendor}: {tok}",
    "| {vendor} | live | `{tok}` |",
    "Ticket KHM-231: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token for the homestay sync is {tok}, the old one is revoked",
    "{vendor} laga API key to {tok} ase",
    "{vendor} laga secret key: {tok} — kunba ke nakobi",
    "etu {vendor} laga API chabi ase: {tok}",
    "{vendor} ki API key {tok} hai, bhai sambhal ke",
    "naya {vendor} token abhi aya: {tok}",
    "{vendor} API key for the co-op, kuosuo: {tok}",
    "{vendor} laga chabi notun hoise: {tok}",
    "{vendor} ka secret {tok} hai, kal se yehi chalega",
    "etu {vendor} token ase, dhanyavad: {tok}",
    "{vendor} laga key 👉 {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    mojo, gofrugal, ippo, tanla = (
        _r(rng, HEX, 32),
        _r(rng, UPPER_HEX, 32),
        _r(rng, ALNUM, 32),
        _r(rng, URLSAFE, 40),
    )
    return [
        Sample("vendor_token", f'fetch("https://api.mojoguest.example/v1/stays", {{ headers: {{ "x-api-key": "{mojo}" }} }})', mojo),
        Sample("vendor_token", f"curl -H 'X-Auth-Token: {gofrugal}' https://stall.gofrugal.example/api/v1/items", gofrugal),
        Sample("vendor_token", f'ippopay = Ippopay(public_key="pk_live_demo", secret_key="sk_live_{ippo}")', "sk_live_" + ippo),
        Sample("vendor_token", f"<add key=\"TanlaApiToken\" value=\"{tanla}\" />", tanla),
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


_BARE_PLACES = ["{t}", "[21:10] Toshi: {t}", "it shows only once, so:\n{t}", "etu token ase {t}",
                "{t}\n^ naya wala, purana dead", "hold this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 48)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Mokokchung drying-shed sensor: {h}": 32,
    "HMAC secret for the Ippopay webhook: {h}": 64,
    "AES key of the homestay door-lock hub export: {h}": 32,
    "IPsec PSK (hex) between stall and office: {h}": 64,
    "backup laga encryption key: {h}": 64,
    "stall NVR laga export key ase {h}": 48,
    "Gofrugal offline-sync signing key: {h}": 40,
    "backup ka encryption key yeh hai: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket DMP-90: token copied from the browser's network tab {t}",
    "Cookie: lang=en-IN; hb_session={t}",
    "STAYSYNC_ACCESS_TOKEN={t}",
    "keep this bearer for me {t}",
    "etu token to {t} ase",
    "naya token: {t}",
    "Insomnium auth tab, bearer: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@hornbilltrails.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.hornbilltrails.example/realms/desk", "azp": "stay-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the stall NUC, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/book.hornbilltrails.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SIGNING_KEY": "{key}", "kid": "desk-2032"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_coop <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket MKG-140, pasted by the vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "server laga private key ase:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "GPG key for the buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "cold wallet of the co-op, recovery words: {p}": "english",
    "wallet recovery phrase (stall float, emptied)\n{p}": "english",
    "voice memo: the seed words are {p} and that's all of them": "english",
    "etu wallet laga seed phrase ase: {p}": "english",
    "wallet ka recovery phrase, kisi ko mat batana: {p}": "english",
    "Korean buyer's wallet, 복구 구문: {p}": "korean",
    "Obnovovací fráze peněženky pražského odběratele: {p}": "czech",
    "frase di recupero del portafoglio del compratore di Torino: {p}": "italian",
    "frase de recuperação da carteira do importador do Porto: {p}": "portuguese",
    "台湾买家钱包的助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_of(rng: random.Random, lang: str, words_n: int) -> str:
    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    words = _seed_of(rng, lang, words_n).split()
    joiner = "\u3000" if lang == "japanese" else " "
    layouts = [
        joiner.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, a guess), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["508227", "606985", "607153", "652150", "817290"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "[20:14] Kevi: co-op card for the Blue Tokai order is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nValid thru: {mm}/{yy}",
    "Ticket DMP-96: pay the Gofrugal renewal with card {c}",
    "moi laga card number to {c} ase, {mm}/{yy}",
    "etu card laga number: {c}",
    "mera card number {c} hai, {mm}/{yy}",
    "stall laga RuPay card {c}, expiry {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["rupay", "visa", "mastercard", "rupay", "amex", "diners", "rupay", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Amex {c} exp 08/36, CID on the front {cvv}",
    "the four small digits on the front of the co-op Amex: {cvv}",
    "Amex {c}, the four digits above the number are {cvv}",
    "Amex card laga samne te char ta number: {cvv}",
    "Amex ke aage wale chaar number {cvv} hai",
    "Amex {c}, security code {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(_card(rng, "amex"), " ", rng)
    code = _short(lambda g: _r(g, "3456789", 1) + _r(g, D, 3))(rng)  # never reads as a year
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 263 (each in 17 or 18 corpora).
_IBAN_COUNTRIES = ["NL", "DK", "HU", "RO", "AT", "NO", "PL", "SE"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice HT-2032-041: the Utrecht coffee importer pays the deposit from {i}",
    "save the Copenhagen shawl buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Mokokchung arabica lot 12",
    "[18:30] Sentila: the Budapest gallery's new bank details, IBAN {i}",
    "buyer laga IBAN to {i} ase",
    "etu IBAN: {i}, dhanyavad",
    "Oslo wale buyer ka IBAN {i} hai",
    "refund for the Kraków tour group to IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _aadhaar(g: random.Random) -> str:
    """An Aadhaar number: twelve digits, not starting 0 or 1, with its Verhoeff digit."""
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _vid(g: random.Random) -> str:
    """An Aadhaar virtual id: sixteen digits with a Verhoeff digit."""
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 15), in_vid.is_valid)
    return " ".join(number[k : k + 4] for k in range(0, 16, 4))


def _pan_body(g: random.Random, kind: str) -> str:
    return _r(g, UPPER, 3) + kind + g.choice(UPPER) + _r(g, D, 4) + g.choice(UPPER)


def _pan(g: random.Random) -> str:
    """A PAN: its format and holder type are checked (no check digit a library computes)."""
    return v.until(g, lambda h: _pan_body(h, "P"), in_pan.is_valid)


def _gstin(g: random.Random) -> str:
    """A Nagaland GSTIN (state code 13) with its mod-36 check character."""

    def make(h: random.Random) -> str:
        return "13" + _pan_body(h, h.choice("PCF")) + h.choice("123") + "Z" + h.choice(UPPER_DIGITS)

    return v.until(g, make, in_gstin.is_valid)


def _ubn(g: random.Random) -> str:
    """A Taiwanese company's UBN: eight digits with a weighted check."""
    return v.until(g, lambda h: _r(h, D, 8), tw_ubn.is_valid)


def _rrn(g: random.Random) -> str:
    """A Korean resident registration number with its check digit."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(70, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}-{h.choice('12')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


def _th_pin(g: random.Random) -> str:
    """A Thai citizen id: thirteen digits with a weighted check digit."""
    number = v.until(g, lambda h: h.choice("1358") + _r(h, D, 12), th_pin.is_valid)
    return f"{number[0]}-{number[1:5]}-{number[5:10]}-{number[10:12]}-{number[12]}"


def _ilp(g: random.Random) -> str:
    """A Nagaland Inner Line Permit number (a guessed shape; no check)."""
    return f"ILP/NL/{g.randrange(2030, 2033)}/{_r(g, D, 6)}"


def _dl(g: random.Random) -> str:
    """A Nagaland driving licence (NL and the district office's code; no check)."""
    return f"NL{g.choice(['01', '07', '02', '08'])} {g.randrange(2010, 2032)}{_r(g, D, 7)}"


def _epic(g: random.Random) -> str:
    """A voter id card (EPIC) number: three letters and seven digits (format only)."""
    return _r(g, UPPER, 3) + _r(g, D, 7)


def _abha(g: random.Random) -> str:
    """An ABHA health id number: fourteen digits in 2-4-4-4 groups (no public check)."""
    return f"{g.randrange(10, 100)}-{_r(g, D, 4)}-{_r(g, D, 4)}-{_r(g, D, 4)}"


def _st_cert(g: random.Random) -> str:
    """A Scheduled Tribe certificate's number (a guessed shape; no check)."""
    return f"ST/KHM/{g.randrange(2015, 2032)}/{_r(g, D, 5)}"


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits (no check)."""
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "Aadhaar of the homestay guest for the Form C register: {s}": _aadhaar,
    "moi laga Aadhaar number to {s} ase": _aadhaar,
    "mera Aadhaar {s} hai, kisi ko mat dena": _aadhaar,
    "Aadhaar VID for the bank KYC: {s}": _vid,
    "etu VID ase: {s}": _vid,
    "PAN of Temsu for the co-op's TDS form: {s}": _pan,
    "moi laga PAN card number {s}": _pan,
    "GSTIN of the Dimapur stall, for the Blue Tokai invoice: {s}": _gstin,
    "stall laga GST number to {s} ase": _gstin,
    "Taiwanese buyer's UBN (統一編號) for the contract: {s}": _ubn,
    "Korean guest's 주민등록번호 for the homestay register: {s}": _rrn,
    "Thai guest's citizen id (เลขประจำตัวประชาชน): {s}": _th_pin,
    "Inner Line Permit of the Kolkata photographer: {s}": _ilp,
    "ILP number laga photo moi pathaise, number {s}": _ilp,
    "moi laga driving licence number {s} ase": _dl,
    "Sumo driver's DL for the taxi union file: {s}": _dl,
    "voter ID (EPIC) of the co-op secretary: {s}": _epic,
    "mera voter card number {s} hai": _epic,
    "ABHA number for the clinic form: {s}": _abha,
    "ST certificate number laga copy: {s}": _st_cert,
    "passport number of the Delhi guest: {s}": _in_passport,
    "moi laga passport number to {s} ase, kunba ke nakobi": _in_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["2FA backup codes for the co-op mail:\n{codes}",
            "spare sign-in codes for the homestay Google account {codes}",
            "Jana Bank app recovery codes: {codes}",
            "2FA laga backup code ase:\n{codes}",
            "backup codes yeh hai, mat batana: {codes}",
            "GitHub recovery codes (stall repo)\n{codes}",
            "Pine Labs portal emergency codes: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_SEEDS_2FA = ["otpauth://totp/Gofrugal:vizo@hornbilltrails.example?secret={s}&issuer=Gofrugal",
              "2FA setup key for the Yes Bank corporate login: {s}",
              "TOTP secret of the StayVista extranet: {s}",
              "2FA laga manual key to {s} ase",
              "QR scan nahi hua, so the setup key: {s}",
              "Refrens 2FA seed from the authenticator export: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_CODES = ["{c} is your Jana Bank OTP. Do not share it with anyone.",
          "Use {c} to sign in to StayVista",
          "OTP for IndusInd txn of Rs 4,250 is {c}",
          "[07:58] Imna: OTP ase {c}, jaldi dibi",
          "OTP {c} hai, bata do bhai",
          "Your Quick Ride verification code: {c}",
          "moi laga phone te OTP aise: {c}"]  # fmt: skip


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _short(lambda h: _r(h, D, 6))(g)}, "c")


_RECOVERY = ["Yes Bank vault recovery key: {k}",
             "co-op mailbox recovery key: {k}",
             "recovery key laga copy ase: {k}",
             "Gaatha account recovery key (printed): {k}",
             "recovery key yeh hai, sambhal ke rakhna: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Hornbill-Homestay", "Kohima Desk 5G", "JioFiber-Dimapur-Stall", "BSNL_Mokokchung_Coop",
          "Airtel_Phek_Weave", "Wokha Taxi Stand", "Khonoma Guest", "Kisama-Pass-Counter"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassphrase: {pw}",
    "homestay network {s}, password {pw}",
    "wifi at the weaving centre: {s} / {pw}",
    "guest card at the desk — SSID {s}, key {pw}",
    "{s} laga wifi password to {pw} ase",
    "wifi {s} ka password {pw} hai",
    "wifi naam {s}, password {pw}, kuosuo",
    "[09:12] Akum: wifi password?\n[09:13] Kevi: {pw}",
    "the key printed under the JioFiber box: {pw}",
    "{s} wifi → {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sk_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 28)), _j("gs_live_", (ALNUM, 20))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the phone] {t}",
          "(spaced so the preview hides it) {t}", "ek ek letter: {t}", "ekta ekta kori: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["stall shutter laga lock code: {pw}", "homestay key box code {pw} ase",
          "coffee godown padlock: {pw}", "taxi stand cash box ka code {pw} hai",
          "the weaving centre store keypad takes {pw} then #", "ATM PIN {pw} hai, mat batana",
          "moi laga UPI PIN to {pw} ase", "door code of the Kohima desk: {pw}",
          "locker combination at the stall: {pw}", "SIM PIN ase {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    n = [4, 6, 4, 5][index % 4]
    return {"pw": _short(lambda g: _r(g, D, n))(rng)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hornbill", "mithun", "bamboo", "jolokia", "loinloom", "morung", "galho",
                 "zutho", "anishi", "kisama", "japfu", "doyang", "tuophema", "shawl", "arabica",
                 "sumo"]  # fmt: skip
_PHRASES = {"master passphrase of the co-op vault: {p}": " ",
            "KeePass database passphrase for the stall: {p}": "-",
            "backup laga passphrase ase: {p}": " ",
            "disk encryption passphrase, mat batana: {p}": ".",
            "homestay NAS passphrase: {p}": "_",
            "the unlock phrase we agreed at the morung: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnium request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "HTTP Toolkit capture: Authorization: Bearer {v}": False,
    "Talend API Tester, header Authorization = Bearer {v}": False,
    "etu header ase — Authorization: Basic {v}": True,
    "curl -H 'Authorization: Token {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = odoo-admin",
    "wp-config.php:\ndefine( 'DB_USER', 'homestay' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "nextcloud config.php:\n  'dbuser' => 'nc',\n  'dbpassword' => '{pw}',",
    "mosquitto bridge.conf:\nremote_username shed-sensors\nremote_password {pw}",
    "grafana.ini:\n[security]\nadmin_user = coop\nadmin_password = {pw}",
    "application.properties:\nspring.datasource.username=stall\nspring.datasource.password={pw}",
    "pgbouncer userlist.txt:\n\"stall\" \"{pw}\"",
    "msmtprc:\naccount coop\nhost smtp.hornbilltrails.example\nuser desk@hornbilltrails.example\npassword {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'desk', 'PASSWORD': '{pw}'}}}}",
    ".pgpass:\npg.coop.lan:5432:cupping:coop:{pw}",
    "docker-compose.yml:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "config.yaml (stall sync):\nerp:\n  user: stall\n  password: \"{pw}\"",
    "rclone.conf:\n[coopftp]\ntype = ftp\nhost = ftp.phekweave.lan\nuser = weave\npass = {pw}",
    "appsettings.Production.json:\n{{ \"Smtp\": {{ \"User\": \"desk\", \"Password\": \"{pw}\" }} }}",
    "main.tf:\nvariable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "redis.conf:\nrequirepass {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Vizo: desk PC password?\nNeiphiu: {pw}",
    "[06:40] temsu: stall NUC root pw?\n[06:41] akum: {pw}",
    "Sentila: {pw} is the new co-op router password",
    "Kevi: use {pw}, that's what the Gofrugal has now",
    "Imna: naya password {pw} hoise",
    "Toshi: password to {pw} ase, kunba ke nakobi",
    "Akum: password badal diya, ab {pw} hai",
    "Hekato: {pw} — etu he password ase",
    "Along: bro the taxi app pass is {pw} ya",
    "Ezan: new wifi pw {pw} 🙏 kuosuo",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 26), (_spelled, 12), (_cli, 32), (_urls, 12), (_vendors, 52),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 6), (_codes, 7), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 16), (_chats, 12),
    (_recovery, 5),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed_of(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the homestay desk password is": "{s}", "Gofrugal back office pw:": "{s} (since the March reinstall)",
    "moi laga password to": "{s} ase", "co-op router password": "{s}\nchange it after Moatsu",
    "password yeh hai": "{s}", "etu PC laga password:": "{s}", "the taxi app password Along read out was": "{s}, I think",
    "naya password": "{s} hai", "StayVista password": "{s}", "weaving tablet password ase": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Mojoguest API key", "{s}", _j((HEX, 32))),
    ("split_token", "Ippopay secret key:", "{s} (live)", _j("sk_live_", (ALNUM, 32))),
    ("split_token", "Sahamati client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "co-op wallet seed words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/36", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "DK"))),
    ("split_backup", "Jana Bank recovery codes", "{s}\nkrpa41-7xq2\nmvtz88-h3n9", lambda g: _backup_list(g, 1, 3)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar", "{s}", _aadhaar),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"homestay": {"url": "https://desk.hornbilltrails.example", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password_ase": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "akum", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "stall-nuc"}, {"name": "loom-tablet", "kiosk_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqoop", "import", "--username", "stall", "--password", "{s}", "--table", "lots"]}': ("meta_password", _plain_pw),
    '{"note": "co-op laga PC password to {s} ase"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Gofrugal back office as vizo with the password {s}"}': ("meta_password", _plain_pw),
    '{"mojoguest": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"zwitchAccessKey": "{s}"}': ("meta_token", _j("ak_live_", (ALNUM, 30))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HU")),
    '{"guest": {"aadhaar": "{s}"}}': ("meta_id", _aadhaar),
    '{"stall": {"gstin": "{s}"}}': ("meta_id", _gstin),
    '{"mfa": {"backup_codes": ["{s}", "4410-2291", "8172-0036"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 1)[0]),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"godown": {"padlock_code": "{s}"}}': ("meta_pin", _short(_j((D, 5)))),
    '{"wifi": {"ssid": "Hornbill-Homestay", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"odoo-17.0.20320101-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"jiofiber-gw-3.2.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/hornbilltrails/desk-api:2.4").hexdigest()
_COMMIT = hashlib.sha1(
    b"desk: add Form C export for foreign guests", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"stall: fix GST rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cupping_2032-03-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the homestay desk password before the Hornbill festival starts on 1 December.",
    "Akum asked for the stall wifi password; it's on the card in the cash drawer.",
    "Policy: co-op passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords in the WhatsApp group, bhai; share a vault link instead.",
    "The `.env.example` line `MOJOGUEST_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Gofrugal back office asks for a new password every 90 days.",
    "Replace <YOUR_GOSTOPS_KEY> in the README with the key from your goStops dashboard.",
    "MOJOGUEST_API_KEY and STAYVISTA_PARTNER_TOKEN must be set before the nightly sync runs.",
    "Apuni laga password kake bhi nadibi, etu bank laga niyom ase.",
    "password kisi ko mat batana, bank kabhi nahi poochta.",
    "Password to kot ase? Neiphiu ke sodhibi.",
    "Kuosuo for coming to Kisama, see you at the next Hornbill!",
    "Notun password laga niyom: 12 ta letter, ekta number.",
    "Upgraded the desk server from Odoo 16 to Odoo 17 and Python to 3.12 over the weekend.",
    f"commit {_COMMIT} adds the Form C export for foreign guests.",
    f"Rolled back to {_SHORT} after the GST rounding broke the stall invoices.",
    f"requirements.txt: odoo==17.0.20320101 --hash=sha256:{_WHEEL_SUM}",
    f"The JioFiber gateway firmware 3.2.1 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The desk API container runs ghcr.io/hornbilltrails/desk-api@sha256:{_IMAGE}.",
    f"MD5 of cupping_2032-03-14.csv is {_MD5}, same as the copy on the office share.",
    "Request id 5d2e8a1f-3b7c-4e09-a6d4-1f8c2b9e7a30 is the slow one in the StayVista logs.",
    "Purchase order PO-2032-0071 for 30 bags of Mokokchung arabica ships on Friday.",
    "Ticket KHM-212: the homestay geyser in room 3 trips the breaker at night.",
    "Call the Kohima desk on +91 370 229 0417 before noon.",
    "Order #NL-DMP-88412 from the Dimapur stall is out for delivery.",
    "Lot number MKG-2032-ARB-017, 60 kg, moisture 11.8 %; the cupping score was 83.5.",
    "HS code 0901.11 is coffee, not roasted; 6214.20 is shawls of wool.",
    "ISBN 978-81-7387-211-5 is the Naga textiles book on the weaving centre shelf.",
    "The Kohima PIN code is 797001 and Dimapur's is 797112.",
    "NH 2 runs from Dimapur through Kohima; the Wokha road turns off at Chiephobozou.",
    "The shared Sumo to Wokha leaves at 7:30 and costs Rs 350 a seat.",
    "After five wrong passwords the Gofrugal account locks for 30 minutes.",
    "The secret of good galho is the smoked pork and a handful of mustard leaves.",
    "Ask Vizo for the key box code, I don't have it.",
    "My card ending 4471 was declined at the Dimapur hardware shop.",
    "The Utrecht buyer asked for our IBAN; India has no IBANs, send the IFSC instead.",
    "Print the 2FA backup codes for the co-op's mail and keep them in the safe.",
    "No wallet's support team will ever ask for your seed phrase.",
    "Keep `IPPOPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the coffee godown rusts in the monsoon; oil it every month.",
    "goStops moved the API key page under Settings › Developers in its last release.",
    "The guest wifi 'Kisama-Free' is open, no password needed.",
    "Hornbill Festival 2032 runs 1–10 December at Kisama Heritage Village.",
    "Tripoto 2031 travellers' choice award for the Khonoma homestay, framed at the desk.",
    "The Chizami weavers sold 42 shawls and 17 mekhelas in November.",
    "Invoice INV/2032/0312 for Rs 18,400 is due on 15 January.",
    "Vehicle NL-07-B-4410 is the new Sumo at the Wokha stand.",
    "The co-op's FSSAI licence certificate hangs in the Mokokchung office, renew it in March.",
    "Coffee Board grading: plantation A, 17 screen, 6 % defects allowed.",
    "The OTP never arrived, so Kevi will try again after the network comes back.",
    "Token number 27 at the Dimapur bank counter, please wait.",
    "The weaving centre is open 9:00 to 16:30, closed on Sundays.",
    "Our Blue Tokai order 2032-118 ships in 25 kg bags.",
    "bro the password rule is dumb, 16 characters for a homestay tablet ya",
    "Etu code to public ase: HSN 0901 for coffee beans.",
    "Train 15663 leaves Dimapur at 06:10 for Guwahati.",
    "Room 4 at the Kohima homestay is booked from 2 to 6 December for the Oslo group.",
    "Version 2.4.1 of the desk app fixes the Form C upload.",
    "The Mokokchung co-op has 214 growers and 3 pulping units.",
    "passphrase rule for the vault: four random words or more, never song lyrics.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-11-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/gofrugal", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "odoo", "version": "17.0"}}',
    '{"ticket": "KHM-212", "purchase_order": "PO-2032-0071"}',
    '{"lot": {"id": "MKG-2032-ARB-017", "weight_kg": 60, "moisture_pct": 11.8}}',
    '{"phone": "+91 370 229 0417", "city": "Kohima"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "shawls_in_stock": 142}',
    '{"hs_code": "0901.11", "origin": "IN", "description": "arabica coffee, not roasted"}',
    '{"vehicle": "NL-07-B-4410", "route": "Dimapur-Wokha", "seats": 9}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
