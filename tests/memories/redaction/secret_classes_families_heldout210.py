# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-tenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-ninth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eleventh to two-hundred-and-thirteenth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (210583617),
password words (a dzong, a year and a sign; an apple variety, a grade and a number; two
large-cardamom varieties joined by dots with a number; a Sikkim taxi plate, a sign and a pass; two
textile names run together with a number; a hydropower part in capitals, a sign and a number; leet
words of the penstock, the tailrace, the dzong, the chilli and ema datshi with a year; a name, a
birth year, a sign and a valley; a town, a dish and a year; a generator's three groups and random
runs), names, places, templates, tools, vendors and layouts, the way the staff of Zhungri Holdings
(fictional: a hydropower-maintenance crew at run-of-river plants above Punakha, an apple orchard in
Paro, a monastery guesthouse in Punakha, a cardamom trading house in Phuentsholing, a mountain-taxi
fleet in Gangtok, a weaving workshop in Thimphu and a postal-savings agency in Namchi) leak secrets
into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Viber, Facebook
Messenger, Line, Slack, Teams, Element and Zulip messages, chat logs with times, helpdesk tickets, a
wiki table, notes, e-mails, runbooks, README fragments, shell prompts (bash, PowerShell, a SEL
relay's terminal), voice-memo transcripts, dictated text and requests to the assistant itself; the
label's separators run from a colon, "is" and a dash to an arrow, an emoji, a new line, quotes,
parentheses, a Tibetan shad (`།`) and a Devanagari danda (`।`).

Tools, calls, flags, variables and files none of heldouts 5 to 209 names (each grepped for the
command, flag or variable itself): Linux `wmic -U 'DOMAIN/user%…'`, Mercurial's `hg --config
auth.….password=`, Gradle's `-PsigningPassword=`, the SEL-787 relay's `ACC` and `2AC` prompts,
the ifcfg `keys-wlan0` file, NetworkManager's keyfile with `psk-flags`, and the company's own
variables `ZHUNGRI_SCADA_DB_PASS`,
`PARO_ORCHARD_SENSOR_TOKEN`, `GANGTOK_TAXI_DISPATCH_SECRET`, `NAMCHI_POSTSAVE_DB_PASSWORD` and
`THIMPHU_LOOM_API_KEY`. Beside them commands of lightly used tools (each in one to three earlier
corpora by a case-insensitive grep, `swift -A` in five and `svn checkout` in seven: `useradd -m -p`
fed by `openssl passwd`, OpenStack's `swift -A … -U … -K`, `svn … --password`, Maven's
`-Drepo.password=`, xrdp-sesadmin, mosquitto_rr, HiveMQ's mqtt-cli `-pw`, Wazuh's agent-auth `-P`,
pyinfra, jenkins-cli `-auth`, RD_PASSWORD before rd, chisel's `--auth`, gost, microsocks, bore,
pdftk's `user_pw`, qpdf's `--encrypt`, gocryptfs, ncftpput, swaks' `--auth-password`, transmission-
remote's `-n`, deluge-console, yt-dlp, gallery-dl, couchbase-cli, arangosh, isql-fb, vmrun's `-gp`,
ovftool, `xe -pw`, curlftpfs), and common layouts (env files, compose, systemd, Kubernetes
secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection
strings) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
templates drawn): Dzongkha in its own script and romanised, Sikkimese (Bhutia/Drenjongke) in
Tibetan script and romanised, Lepcha romanised (and a word or two in its script), the Nepali the
Lhotshampa and Sikkim text in Devanagari and in Latin letters, Sharchop (Tshangla) romanised, and
Bhutanese English texting; seed phrases also in Spanish, French, Italian, Czech, Portuguese,
Korean and simplified Chinese list words. The wordings are the author's approximations, checked by
no speaker, built around a few marker words and the loanwords people there really text (password,
wifi, PIN, token, server, code, backup): Dzongkha `ང་གི་`, `འདི་`, `ཨིན།`, `ལགས།`, `གསང་ཚིག`,
`ཀ་དྲིན་ཆེ།` and romanised `nga gi`, `di`, `ing`, `la`, `kadrinche`, `sangtshig`, `gadey`,
`lasso`; Sikkimese `ngé`, `yin`, `thukjeché`, `kuzuzangpo`, `la-so`; Lepcha `khamri`,
`aachuley`, `go`, `sa`; Nepali `मेरो`, `नयाँ`, `हो`, `कसैलाई नभन्नु`, `धन्यवाद`, `दाइ` and
`mero`, `naya`, `ho hai`, `kasailai nabhannu`, `dai`, `bahini`, `la`; Tshangla `jang-ga`, `wa`,
`nan`, `nga`, `ya`; Bhutanese English `la`, `ok la`, `yes la`, `aue`, `ama`, `sir la`, `pls ya`.
The Lepcha lines (its script's `ᰛᰩᰵ` and the particles `go` and `sa`), the Sikkimese `ngé … yin`
and every Tshangla line (`jang-ga …`, `wa` as the copula) are the thinnest guesses; the Dzongkha
term `གསང་ཚིག` for a password is a calque the author believes is used but did not check.
Romanised Dzongkha and Sikkimese are typed without the apostrophes print uses (`ng’i`, `lé’`).

Vendors (GE Vernova, BHEL, Senceive, Hilltop, Vista Data Vision, Trapview, SkyTrack, Jugnoo, Trukky,
Vahak, goBoB, Mindtickle, B-Mobile, Bhutan NDI, Namma Yatri, Craftsvilla, Okhai, Jaypore, Tata
Nexarc, Agribazaar, NCDEX, MCX, Samunnati, Jai Kisan, Ergos, StarAgri, Innoterra, India Post,
Bhutan Telecom, Bijak, Kalgudi, Gramophone, BharatAgri, Krishify, Jumbotail, TradeIndia, GoCoop,
iTokri, Tjori, Fabindia) are ones heldouts 5 to 209 do not name (grepped by name, case-insensitive).
No shape here is one the author knows to be real: every one is a guess (hex, base64, URL-safe and
alphanumeric runs, UUIDs, JWTs for Bhutan NDI, goBoB and Namma Yatri, `sk_live_` for Jugnoo, and
`bnt_`, `vdv_`, `trpv_`, `ncdx_live_` and `gocoop_pk_` prefixes); the JWTs are well-formed.

The ids are kinds heldouts 5 to 209 do not use, or use once (by a case-insensitive grep of their
names: the special residence permit, the certificate of identification, the Bhutanese passport
and the TCB guide licence appear in one earlier corpus each), and two lightly used ones carry a check:
India's GSTIN, drawn until `stdnum.in_.gstin` validates its check character, and India's EPIC
(voter id), drawn until `stdnum.in_.epic` validates it (each in one earlier corpus). The others are
invented shapes that no library or this file checks (no check-digit algorithm is written here): a
Bhutanese citizenship identity card (CID) number of eleven digits, a Bhutanese special residence
permit, a Bhutanese driving licence, an RSTA taxi permit, a Bhutan tourism guide licence, a Sikkim
driving licence, an Indian Import Export Code, a Kisan Credit Card account number, a Sikkim
certificate of identification, and Bhutanese and Indian passports. Card numbers pass Luhn (the
value helpers' Visa, Mastercard, Amex, JCB, UnionPay and Maestro and RuPay prefixes drawn here,
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
the IBAN shapes of heldouts 5 to 209 (Finland, Georgia, Nicaragua, Andorra, Bosnia, Bahrain, Costa
Rica, Estonia, Honduras and Iceland, in sixteen or seventeen corpora each by that count), drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, French,
Italian, Czech, Portuguese, Korean and simplified Chinese lists, each with a valid checksum.
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
from stdnum.in_ import epic as in_epic
from stdnum.in_ import gstin as in_gstin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 210_583_617
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    drawn before (``seen``) is drawn again, so every secret of the corpus is its own."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(200):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_DZONGS = ["Punakha", "Trongsa", "Rinpung", "Tashichho", "Wangdue", "Simtokha", "Jakar",
           "Lhuentse", "Gasa", "Drukgyel", "Dagana", "Zhemgang"]  # fmt: skip
_APPLES = ["RoyalDelicious", "RedChief", "GoldenDelicious", "Fuji", "Gala", "Jonagold",
           "Oregon", "Starking", "SuperChief", "Scarlet"]  # fmt: skip
_CARDAMOM = ["ramsai", "sawney", "golsai", "varlangey", "bharlangey", "seremna", "chibey",
             "ramnagre", "dzongu", "kopringe"]  # fmt: skip
_TEXTILES = ["Kushuthara", "Mathra", "Yathra", "Kira", "Gho", "Rachu", "Kabney", "Aikapur",
             "Menchu", "Lungserma", "Sethra", "Tego"]  # fmt: skip
_HYDRO = ["penstock", "tailrace", "pelton", "forebay", "desilter", "surgeshaft", "spillway",
          "governor", "stator", "exciter", "trashrack", "gantry"]  # fmt: skip
_LEET = ["P3nst0ck", "T41lr4c3", "Dz0ng", "Ch1l1", "3m4D4tsh1", "K3w4", "Ph4ksh4", "M0m0",
         "Chh0rt3n", "T4kin"]  # fmt: skip
_VALLEYS = ["Haa", "Bumthang", "Phobjikha", "Merak", "Sakteng", "Laya", "Lingzhi", "Dzongu",
            "Lachung", "Yuksom", "Ravangla", "Pelling", "Temi", "Sombaria"]  # fmt: skip
_DISHES = ["emadatshi", "kewadatshi", "phaksha", "suja", "ezay", "hoentay", "gundruk", "kinema",
           "thukpa", "sisnu", "chhurpi", "shapaley", "zaow", "puta"]  # fmt: skip
_TOWNS = ["Thimphu", "Paro", "Punakha", "Phuentsholing", "Gangtok", "Namchi", "Wangdue", "Gelephu",
          "Jorethang", "Rangpo", "Singtam", "Mangan", "Chukha", "Samtse"]  # fmt: skip
_NAMES = ["Karma", "Pema", "Sonam", "Tshering", "Dorji", "Kinley", "Ugyen", "Jigme", "Tashi",
          "Dechen", "Yangchen", "Namgay", "Phuntsho", "Choki", "Pintso", "Ongden", "Lhendup",
          "Kunga", "Rinzing", "Bishnu", "Gopal", "Sita", "Binita", "Suraj", "Pasang", "Dawa",
          "Mingma", "Lhamu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _plate(g: random.Random) -> str:
    """A Sikkim taxi's plate, a sign and a mountain pass, as a driver would pick."""
    pas = g.choice(["Nathula", "Zuluk", "Kupup", "Dochula", "Chelela", "Gurudongmar", "Jelepla"])
    return f"SK04T{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}{pas}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DZONGS)}Dzong{g.randrange(1600, 1800)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_APPLES)}-{g.choice('ABC')}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_CARDAMOM, 2)) + "." + str(g.randrange(100, 1000)),
    _plate,
    lambda g: "".join(g.sample(_TEXTILES, 2)) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_HYDRO).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2035)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2008)}{g.choice(_SYMBOLS)}{g.choice(_VALLEYS)}",
    lambda g: f"{g.choice(_TOWNS).lower()}_{g.choice(_DISHES)}_{g.randrange(1960, 2035)}",
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English and Bhutanese English texting
    "WhatsApp, Karma (plant crew): the Basochhu unit 2 HMI password is {pw}",
    "Slack #hydro-maint, Jigme: governor panel admin password → {pw}",
    "Teams chat, Paro orchard office: cold store controller password - {pw}",
    "Ticket ZH-2231 (guesthouse): reception PC Windows password is \"{pw}\", reset it after the audit",
    "Note to self: Phuentsholing warehouse scale password ({pw})",
    "Runbook, Gangtok dispatch: 1. log into the dispatch console\n2. password:\n{pw}\n3. open the night roster",
    "E-mail from Binita, Namchi postal-savings agency:\nSubject: ledger PC\nThe new password for the ledger PC is {pw}. Please delete this mail.",
    "Telegram, Pema: loom shop POS password 🔑 {pw}",
    "Element room #zhungri-it, Ugyen: SCADA historian password = '{pw}'",
    "Wiki table, Plant IT:\n| system | user | password |\n| unit-2 HMI | operator | {pw} |",
    "voice memo (Otter): okay so the orchard weather station password is {pw} write that down",
    "hey can you remember the guesthouse router admin password for me, it's {pw}",
    "sir la the ledger password is {pw} ok la, pls dont share ya",
    "aue the orchard pc password {pw} yes la",
    "ok la new password for the dispatch tablet: {pw} 🙏",
    "README.md (loom-shop POS):\n## Admin login\nUser `admin`, password `{pw}` (change on first boot)",
    "Zulip #guesthouse, Dechen: booking laptop pw >> {pw}",
    "Line message, Pasang: taxi meter config password «{pw}»",
    "Viber, Suraj: postal counter PC passwd: {pw}",
    "Signal, Tashi: the password for the relay laptop is still {pw}, nobody changed it",
    "SEL-787 relay terminal, unit 1 transformer:\n=ACC\nPassword: ? {pw}\nLevel 1\n=>",
    "SEL-787 relay, unit 2:\n=>2AC\nPassword: ? {pw}\nLevel 2\n=>>",
    # Dzongkha (script)
    "ང་གི་ password འདི་ {pw} ཨིན།",
    "ཝའི་ཕའི་ password: {pw} ལགས།",
    "གསང་ཚིག་འདི་ {pw} ཨིན། ཀ་དྲིན་ཆེ།",
    "ལས་ཁུངས་ཀྱི་ password → {pw}",
    "SCADA གི་གསང་ཚིག: {pw}",
    # Dzongkha (romanised)
    "nga gi password di {pw} ing la",
    "office computer gi password {pw} ing, kadrinche la",
    "sangtshig di {pw} ing, gadey ya mi lab la",
    "orchard server gi password: {pw} lasso",
    # Sikkimese (Bhutia)
    "ངེ་ password {pw} ཡིན།",
    "ngé password {pw} yin, thukjeché la",
    "kuzuzangpo la, monastery wifi ma password {pw} yin",
    # Lepcha (romanised)
    "khamri! go sa password {pw}, aachuley",
    "ᰛᰩᰵ office computer password: {pw}",
    "aachuley la, go sa taxi app password {pw}",
    # Nepali (Devanagari)
    "मेरो पासवर्ड {pw} हो।",
    "नयाँ पासवर्ड: {pw} कसैलाई नभन्नु है।",
    "दाइ, ट्याक्सी एपको पासवर्ड {pw} हो। धन्यवाद",
    "अलैंचीको गोदामको कम्प्युटर पासवर्ड — {pw}",
    "हुलाक बचतको सर्भर पासवर्ड = {pw}",
    # Nepali (Latin)
    "mero password {pw} ho hai",
    "dai naya password {pw} ho, kasailai nabhannu",
    "bahini, godam ko computer ko password: {pw} la",
    "taxi dispatch ko password \"{pw}\" ho",
    "server ko password chai {pw} rakhya chu",
    # Sharchop (Tshangla)
    "jang-ga password {pw} wa",
    "nan gi office password {pw} wa, ya",
    "jang-ga wifi password: {pw} nga",
    "ཐིམ་ཕུ་ office གི་ password ({pw}) ཨིན།",
    "orchard gi cold store password \"{pw}\" ing la",
    "गुम्बाको guesthouse को पासवर्ड ⇒ {pw}",
    "guesthouse ko booking laptop ko password -> {pw} ho",
    "ngé monastery office password 👉 {pw} yin",
    "nan gi taxi app password {pw} wa",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["karma.w", "pema", "sonam_t", "tshering", "dorji", "kinley", "ugyen", "jigme.n", "tashi",
          "dechen", "pintso", "ongden", "lhendup", "bishnu", "gopal", "binita", "suraj", "pasang",
          "dawa", "mingma"]  # fmt: skip
_LOGINS = [
    "Punakha guesthouse booking system: login {u} / {pw}",
    "creds for the unit-2 HMI are {u} and {pw}",
    "orchard irrigation controller: user {u}, password {pw}",
    "sign in to the dispatch console as {u} with {pw}",
    "Namchi ledger: username = {u}\npassword = {pw}",
    "ZH-2290: historian login {u}:{pw}",
    "user: {u}\npass: {pw}",
    "u={u} p={pw} (cardamom auction portal)",
    "nga gi login {u}, password {pw} ing",
    "ང་གི་ user {u} ། password {pw} ཨིན།",
    "mero user {u} ra password {pw} ho",
    "युजर {u}, पासवर्ड {pw}",
    "ngé user {u}, password {pw} yin",
    "go sa login {u} / {pw}, khamri",
    "jang-ga user {u}, password {pw} wa",
    "aue login {u} pw {pw} ok la",
    "ssh {u}@scada-hist.zhungri.lan, password {pw}",
    "| {u} | {pw} | loom POS back office |",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["lhakhang", "chorten", "tsechu", "gomchen", "thangka", "kushuthara", "takin",
               "dochula", "thimphu", "gangtok", "namchi", "pelton", "penstock", "ramsai",
               "golsai", "yuksom", "kinema", "datshi", "chhurpi", "phobjikha"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "The guesthouse wifi password is the word {w} followed by {d}.",
    "voice memo: password is {w}, all small letters, then the number {d}",
    "It's {w} with a capital first letter and {d} at the end.",
    "type {w}, then {d}; that's the SCADA laptop password",
    "password di {w} dang {d} ing la",
    "पासवर्ड {w} शब्द, त्यसपछि {d}",
    "password chai {w} bhanne shabda ani {d}",
    "ngé password {w} dang {d} yin",
    "{w}{d} — that's the orchard router password",
    "the name of the monastery's dog, {w}, followed by {d}",
    "Dictated over the phone: {w}, then {d}, no spaces",
    "jang-ga password {w} ani {d} wa",
    "go sa password {w}, aachuley, then {d}",
    "password = the word {w} and then the number {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    if "capital" in template:
        word = word.capitalize()
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "wmic -U 'ZHUNGRI/{u}%{pw}' //10.20.4.11 \"SELECT Name,State FROM Win32_Service\"",
    "hg --config auth.zr.prefix=hg.zhungri.lan --config auth.zr.username={u} --config auth.zr.password={pw} pull",
    "./gradlew assembleRelease -PsigningPassword={pw} -PsigningAlias=dispatch",
    "useradd -m -p \"$(openssl passwd -6 '{pw}')\" {u}",
    "swift -A https://swift.zhungri.lan/auth/v1.0 -U ops:{u} -K '{pw}' stat",
    "svn checkout https://svn.zhungri.lan/orchard/trunk --username {u} --password '{pw}'",
    "mvn deploy -Drepo.username={u} -Drepo.password='{pw}'",
    "xrdp-sesadmin -u={u} -p={pw} -c=list",
    "mosquitto_rr -h mqtt.zhungri.lan -u {u} -P '{pw}' -t plant/unit2/req -e plant/unit2/resp -m status",
    "mqtt sub -h mqtt.zhungri.lan -u {u} -pw '{pw}' -t orchard/#",
    "/var/ossec/bin/agent-auth -m wazuh.zhungri.lan -A guesthouse-pc -P '{pw}'",
    "pyinfra scada-hist.zhungri.lan --user {u} --password '{pw}' exec -- uptime",
    "java -jar jenkins-cli.jar -s https://ci.zhungri.lan/ -auth {u}:{pw} build taxi-app",
    "RD_USER={u} RD_PASSWORD='{pw}' rd run -p plant -j restart-historian",
    "chisel client --auth {u}:{pw} https://tunnel.zhungri.bt R:2222:localhost:22",
    "gost -L 'socks5://{u}:{pw}@:1080'",
    "microsocks -i 0.0.0.0 -p 1081 -u {u} -P '{pw}'",
    "pdftk ledger-2032.pdf output ledger-locked.pdf user_pw '{pw}'",
    "qpdf --encrypt '{pw}' owner-zr 256 -- savings-statement.pdf out.pdf",
    "echo '{pw}' | gocryptfs -passfile /dev/stdin ~/vault.enc ~/vault",
    "ncftpput -u {u} -p '{pw}' ftp.zhungri.lan /orders orders-week31.csv",
    "swaks --to ops@zhungri.bt --server mail.zhungri.bt:587 --auth LOGIN --auth-user {u} --auth-password '{pw}'",
    "transmission-remote nas.zhungri.lan -n '{u}:{pw}' -l",
    "deluge-console \"connect nas.zhungri.lan:58846 {u} {pw}; info\"",
    "yt-dlp -u {u} -p '{pw}' https://training.zhungri.bt/videos/penstock-inspection",
    "couchbase-cli bucket-list -c cb.zhungri.lan -u {u} -p '{pw}'",
    "arangosh --server.endpoint tcp://arango.zhungri.lan:8529 --server.username {u} --server.password '{pw}'",
    "isql-fb -user {u} -password '{pw}' /data/loom.fdb",
    "vmrun -T ws -gu {u} -gp '{pw}' runProgramInGuest scada.vmx /bin/ls",
    "ovftool 'vi://{u}:{pw}@vcenter.zhungri.lan/DC/vm/historian' historian.ova",
    "xe -s xen.zhungri.lan -u root -pw '{pw}' vm-list",
    "curlftpfs -o user={u}:{pw} ftp.zhungri.lan /mnt/orders",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\plant> {c}", "karma@hydro-ws:~$ {c}", "root@orchard-gw:/# {c}",
    "tmux pane 2 on the historian box:\n{c}", "from .bash_history on the dispatch server:\n{c}",
    "Ticket ZH-2317 (pasted by the contractor): {c}", "runbook step 4: {c}",
    "ང་གིས་ command འདི་ run འབད་ཡི། {c}", "nga gi command di run abi: {c}",
    "मैले चलाएको कमान्ड: {c}", "maile yo command chalaye: {c}", "jang-ga command: {c}",
    "aue I ran this la: {c}", "go sa command: {c}",
    "ང་གིས་ server ལུ་ run འབད་ཡི། {c}", "dai yo command ho: {c}", "ngé command {c} yin",
    "khamri, command: {c}", "सर्भरमा यो चलाएँ: {c}", "ok la ran this on the plant box: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        fam = _Family(cls, templates, _with(_plain_pw, u=_USERS), "pw")
        return v.framed(rng, fam.take(rng, n, seen), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@scada-hist.zhungri.lan:5432/historian",
    "mysql://{u}:{pw}@orchard-db.zhungri.lan/orchard",
    "mongodb://{u}:{pw}@dispatch-db.zhungri.lan:27017/taxi?authSource=admin",
    "amqp://{u}:{pw}@mq.zhungri.lan:5672/plant",
    "redis://{u}:{pw}@cache.zhungri.lan:6379/2",
    "ftp://{u}:{pw}@ftp.zhungri.lan/orders/",
    "rtsp://{u}:{pw}@cam-intake.zhungri.lan:554/Streaming/Channels/101",
    "mssql://{u}:{pw}@ledger-sql.zhungri.lan:1433/PostSave",
]  # fmt: skip
_URL_PLACES = [
    "{c}", "DATABASE_URL={c}", "connection string: {c}", "Grafana datasource URL → {c}",
    "nga gi DB URL: {c}", "डाटाबेस URL: {c}", "aue this is the db url la {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "zhungri-holdings", "sub": f"org_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("GE Vernova", "GE_VERNOVA_APM_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("BHEL", "BHEL_SERVICE_PORTAL_KEY", _j((HEX, 40))),
    ("Senceive", "SENCEIVE_API_KEY", _j((ALNUM, 32))),
    ("Hilltop", "HILLTOP_SERVER_TOKEN", _j((UPPER_HEX, 32))),
    ("Vista Data Vision", "VDV_API_KEY", _j("vdv_", (ALNUM, 36))),
    ("Trapview", "TRAPVIEW_API_TOKEN", _j("trpv_", (LOWER_DIGITS, 40))),
    ("SkyTrack", "SKYTRACK_SECRET", lambda g: v.uuid4(g, "9")),
    ("Jugnoo", "JUGNOO_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Trukky", "TRUKKY_API_KEY", _j((HEX, 32))),
    ("Vahak", "VAHAK_CLIENT_SECRET", _j((ALNUM, 40))),
    ("goBoB", "GOBOB_MERCHANT_TOKEN", _vendor_jwt("https://api.gobob.bt")),
    ("Mindtickle", "MINDTICKLE_API_KEY", _j((B64, 43), "=")),
    ("B-Mobile", "BMOBILE_SMS_API_KEY", _j((HEX, 32))),
    ("Bhutan NDI", "BHUTAN_NDI_CLIENT_TOKEN", _vendor_jwt("https://ndi.bhutan.example/issuer")),
    ("Namma Yatri", "NAMMA_YATRI_PARTNER_TOKEN", _vendor_jwt("https://api.nammayatri.example")),
    ("Craftsvilla", "CRAFTSVILLA_SELLER_KEY", _j((ALNUM, 48))),
    ("Okhai", "OKHAI_API_SECRET", lambda g: v.uuid4(g, "b")),
    ("Jaypore", "JAYPORE_VENDOR_TOKEN", _j((URLSAFE, 40))),
    ("Tata Nexarc", "TATA_NEXARC_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Agribazaar", "AGRIBAZAAR_API_KEY", _j((HEX, 64))),
    ("NCDEX", "NCDEX_FEED_TOKEN", _j("ncdx_live_", (ALNUM, 30))),
    ("MCX", "MCX_DATAFEED_KEY", _j((UPPER_DIGITS, 32))),
    ("Samunnati", "SAMUNNATI_API_SECRET", _j((B64, 64))),
    ("Jai Kisan", "JAIKISAN_PARTNER_KEY", lambda g: v.uuid4(g, "a")),
    ("Ergos", "ERGOS_WAREHOUSE_TOKEN", _j((URLSAFE, 48))),
    ("StarAgri", "STARAGRI_API_KEY", _j((HEX, 40))),
    ("Innoterra", "INNOTERRA_CLIENT_SECRET", _j((ALNUM, 36))),
    ("India Post", "INDIAPOST_TRACKING_KEY", _j((UPPER_HEX, 40))),
    ("Bhutan Telecom", "BT_SMS_GATEWAY_SECRET", _j("bnt_", (ALNUM, 32))),
    ("Bijak", "BIJAK_API_TOKEN", _j((HEX, 48))),
    ("Kalgudi", "KALGUDI_API_KEY", _j((ALNUM, 28))),
    ("Gramophone", "GRAMOPHONE_PARTNER_SECRET", lambda g: v.uuid4(g, "8")),
    ("BharatAgri", "BHARATAGRI_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Krishify", "KRISHIFY_ACCESS_TOKEN", _j((URLSAFE, 52))),
    ("Jumbotail", "JUMBOTAIL_SELLER_SECRET", _j((HEX, 32))),
    ("TradeIndia", "TRADEINDIA_API_KEY", _j((ALNUM, 32))),
    ("GoCoop", "GOCOOP_SECRET_KEY", _j("gocoop_pk_", (ALNUM, 28))),
    ("iTokri", "ITOKRI_VENDOR_KEY", _j((HEX, 40))),
    ("Tjori", "TJORI_API_SECRET", _j((B64, 40), "==")),
    ("Fabindia", "FABINDIA_SUPPLIER_TOKEN", _j((ALNUM, 44))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "{vendor} ko API key yo ho: {tok}",
    "{vendor} को API key: {tok}",
    "{vendor} API key di {tok} ing la",
    "{vendor} གི་ API key: {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "{vendor} integration broken again, current key {tok}",
    "[{vendor}]\napi_key = {tok}",
    "{env}: \"{tok}\"",
    "{vendor} gi API key: {tok} lasso",
    "{vendor} ko token: {tok} ho hai",
    "ngé {vendor} API key {tok} yin",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    senceive = _r(rng, ALNUM, 32)
    trapview = "trpv_" + _r(rng, LOWER_DIGITS, 40)
    agri = _r(rng, HEX, 64)
    bijak = _r(rng, HEX, 48)
    loom = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.senceive.example/v2/nodes", headers={{"X-Api-Key": "{senceive}"}})', senceive),
        Sample("vendor_token", f"const trapview = new TrapviewClient('{trapview}');", trapview),
        Sample("vendor_token", f"curl -H 'Authorization: Token {agri}' https://api.agribazaar.example/v1/lots?commodity=cardamom", agri),
        Sample("vendor_token", f"$bijak = new BijakApi('zhungri', '{bijak}');", bijak),
        Sample("vendor_token", f"THIMPHU_LOOM_API_KEY={loom}", loom),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng)
    seen.update(s.secret for s in out)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Telegram: {t}", "it only shows it once, so here:\n{t}", "token di {t} ing",
                "टोकन: {t}", "{t}\n^ new one la, the old one is dead"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the forebay level sensor FB-03 (OTAA): {h}": 32,
    "NwkSKey of the orchard soil probe, block C (ABP): {h}": 32,
    "HMAC secret for the goBoB payment callback: {h}": 64,
    "AES key of the historian's backup export: {h}": 32,
    "IPsec pre-shared key, plant ↔ Thimphu office (hex): {h}": 64,
    "backup གི་ encryption key: {h}": 64,
    "ब्याकअपको इन्क्रिप्सन key: {h}": 48,
    "ZHUNGRI_SCADA_SIGNING_KEY={h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ZH-2344: token copied out of the browser's network tab {t}",
    "Cookie: lang=dz; zr_session={t}",
    "DISPATCH_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token di {t} ing la",
    "टोकन यो हो: {t}",
    "Zulip paste from Gopal: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@zhungri.bt"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.zhungri.bt/realms/staff", "azp": "dispatch-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the historian box, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/dispatch.zhungri.bt.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GOBOB_SIGNING_KEY": "{key}", "merchant": "zhungri-loom"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_orchard <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ZH-2361, pasted by the SCADA integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "server གི་ private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "सर्भरको private key:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "hardware wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the guesthouse donation wallet\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "nga gi wallet gi seed words: {p}": "english",
    "मेरो wallet को seed phrase: {p}": "english",
    "frase de recuperación de la billetera del comprador: {p}": "spanish",
    "phrase de récupération du portefeuille de l'acheteur : {p}": "french",
    "frase di recupero del portafoglio: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "frase de recuperação da carteira: {p}": "portuguese",
    "지갑 복구 구문: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _rupay(rng: random.Random) -> str:
    """A Luhn-valid RuPay-prefixed number of sixteen digits, ungrouped."""
    body = rng.choice(["6521", "6522", "6070", "6081", "5085"]) + _r(rng, D, 11)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    return _rupay(rng) if brand == "rupay" else v.card(rng, brand)


_CARD_PLACES = [
    "card for the Drukair booking: {c} exp 09/34",
    "my debit card number {c}, pls pay the cardamom auction fee la",
    "मेरो कार्ड नम्बर {c}",
    "nga gi card number {c} ing",
    "Gangtok dispatch fuel card: {c}",
    "ZH-2370: customer read the card out on the phone, {c}",
    "voice memo: card {c} expiry eleven thirty-five",
    "ngé card number {c} yin",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "jcb", "unionpay", "maestro", "rupay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 04/35, security code {cvv}",
               "card {c}, the three digits on the back are {cvv}",
               "कार्ड {c}, CVV: {cvv}",
               "card {c} CVV di {cvv} ing la",
               "{c} 12/33 CVC {cvv}",
               "Mastercard {c}, security code on the back: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "mastercard" if "Mastercard" in template else "visa"
    return {"c": v.grouped(_card(rng, brand), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"FI": "n" * 14, "GE": "aa" + "n" * 16, "NI": "aaaa" + "n" * 20,
                "AD": "n" * 8 + "c" * 12, "BA": "n" * 16, "BH": "aaaa" + "c" * 14,
                "CR": "0" + "n" * 17, "EE": "n" * 16, "HN": "aaaa" + "n" * 20,
                "IS": "n" * 22}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN of the Tallinn buyer for the cardamom invoice: {i}",
    "Helsinki apple-juice importer, pay to IBAN {i}",
    "the Reykjavík trekking agency's IBAN {i}",
    "mero IBAN {i} ho",
    "IBAN: {i} (Georgian tea partner)",
    "nga gi IBAN di {i} ing",
    "आईबान: {i}",
    "ZH-2388: refund the guesthouse deposit to {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gstin(g: random.Random) -> str:
    """A GSTIN of a Sikkim (state code 11) business, drawn until its check character holds."""

    def make(h: random.Random) -> str:
        pan = _r(h, UPPER, 3) + "P" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1)
        return "11" + pan + h.choice("123") + "Z" + h.choice(UPPER_DIGITS)

    return v.until(g, make, in_gstin.is_valid)


def _epic(g: random.Random) -> str:
    """An EPIC (voter id) number, drawn until stdnum validates it."""
    return v.until(g, lambda h: _r(h, UPPER, 3) + _r(h, D, 7), in_epic.is_valid)


def _bt_cid(g: random.Random) -> str:
    """A Bhutanese CID number: eleven digits (no check is known to the author)."""
    return g.choice("1") + g.choice("0123") + _r(g, D, 9)


def _bt_srp(g: random.Random) -> str:
    return "SRP" + _r(g, D, 8)


def _bt_licence(g: random.Random) -> str:
    return f"{g.choice(['T', 'P', 'PL'])}-{_r(g, D, 6)}"


def _rsta(g: random.Random) -> str:
    return f"RSTA/TX/{g.randrange(2020, 2034)}/{_r(g, D, 5)}"


def _guide(g: random.Random) -> str:
    return f"TCB-G-{_r(g, D, 5)}"


def _sk_licence(g: random.Random) -> str:
    return f"SK04 {g.randrange(2008, 2032)}{_r(g, D, 7)}"


def _iec(g: random.Random) -> str:
    return _r(g, UPPER, 5) + _r(g, D, 4) + _r(g, UPPER, 1)


def _kcc(g: random.Random) -> str:
    return _r(g, D, 14)


def _coi(g: random.Random) -> str:
    return f"COI/{g.choice(['E', 'W', 'N', 'S'])}/{_r(g, D, 6)}"


def _bt_passport(g: random.Random) -> str:
    return "PB" + _r(g, D, 6)


def _in_passport(g: random.Random) -> str:
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "GSTIN of the Gangtok taxi co-op, for the invoice: {s}": _gstin,
    "हाम्रो GSTIN: {s}": _gstin,
    "my EPIC (voter id) number for the KYC form: {s}": _epic,
    "मेरो मतदाता परिचयपत्र (EPIC) नम्बर {s}": _epic,
    "my citizenship identity card number (CID) is {s}": _bt_cid,
    "nga gi CID number {s} ing la": _bt_cid,
    "ང་གི་ CID ཨང་ {s} ཨིན།": _bt_cid,
    "special residence permit no. of the Indian cook: {s}": _bt_srp,
    "Bhutan driving licence no. {s}": _bt_licence,
    "RSTA taxi permit number {s}": _rsta,
    "tourism guide licence (TCB) of Dawa: {s}": _guide,
    "Sikkim driving licence: {s}": _sk_licence,
    "Import Export Code (IEC) of the cardamom house: {s}": _iec,
    "Kisan Credit Card account no. {s}": _kcc,
    "Sikkim certificate of identification no. {s}": _coi,
    "nga gi passport number {s} ing": _bt_passport,
    "Bhutanese passport no. {s}": _bt_passport,
    "mero passport number {s} ho": _in_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Google Workspace 2FA backup codes\n{codes}", "spare sign-in codes for the ledger mailbox {codes}",
            "goBoB merchant portal recovery codes: {codes}", "2FA backup codes (nga gi):\n{codes}",
            "2FA ब्याकअप कोड: {codes}", "aue my backup codes la: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 10, index % 5)
    sep = ["\n", " ", ", ", "\n", " ", "\n"][index % 6]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_SEEDS_2FA = ["otpauth://totp/Zhungri:karma@zhungri.bt?secret={s}&issuer=Zhungri&digits=6",
              "TOTP secret for the SCADA VPN: {s}",
              "2FA setup key (the QR code wouldn't scan): {s}",
              "otpauth://totp/goBoB:loom-shop?secret={s}&period=30",
              "2FA gi setup key di {s} ing",
              "TOTP को secret: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced="otpauth" not in template and index % 2 == 1)
    return {"s": secret}


_CODES = ["{c} is your goBoB verification code", "B-Mobile: your OTP is {c}, valid 5 minutes",
          "तपाईंको OTP कोड {c} हो", "verification code di {c} ing la", "Use {c} to sign in to Bhutan NDI"]  # fmt: skip

_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = [
    "Apple ID recovery key for the guesthouse iPad: {k}",
    "BitLocker recovery key of the historian laptop: {k}",
    "recovery code for the dispatch GitHub org: {k}",
    "recovery code di {k} ing, nga gi",
    "रिकभरी कोड: {k}",
    "Bitwarden recovery code: {k}",
    "1Password Emergency Kit, Secret Key: {k}",
    "aue the recovery key la {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Apple" in template:
        key = "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))
    elif "BitLocker" in template:
        key = "-".join(f"{rng.randrange(0, 65_536) * 11:06d}" for _ in range(8))
    elif "1Password" in template:
        key = "A3-" + "-".join(_r(rng, UPPER_DIGITS, n) for n in (6, 6, 5, 5, 5, 5))
    elif "Bitwarden" in template:
        key = "-".join(_r(rng, LOWER_DIGITS, 5) for _ in range(6))
    else:
        key = f"{_r(rng, LOWER_DIGITS, 5)}-{_r(rng, LOWER_DIGITS, 5)}"
    return {"k": key}


_recovery = _Family("recovery_code", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Zhungri-Plant-U2", "ZR-Orchard-Paro", "Lhakhang-Guest-5G", "TashiCell-MiFi-4471",
          "BT-Fiber-Namchi", "Dispatch_Gangtok", "Loom_Workshop_2G", "PostSave-Office"]  # fmt: skip
_WIFI_PLACES = [
    "guesthouse wifi: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network {s}, key {pw}",
    "wifi password for {s} is {pw}",
    "{s} ཝའི་ཕའི་ password: {pw} ཨིན།",
    "wifi {s} gi password {pw} ing la",
    "{s} को वाइफाइ पासवर्ड {pw} हो",
    "wifi {s} ko password {pw} ho hai",
    "ngé wifi {s}, password {pw} yin",
    "go sa wifi {s} password {pw}",
    "jang-ga wifi {s} password {pw} wa",
    "aue wifi is {s} and pw {pw} ok la",
    "/etc/sysconfig/network-scripts/keys-wlan0:\nWPA_PSK='{pw}'",
    "/etc/NetworkManager/system-connections/{s}.nmconnection:\n[wifi-security]\nkey-mgmt=wpa-psk\npsk-flags=0\npsk={pw}",
    "/etc/network/interfaces:\niface wlan0 inet dhcp\n  wpa-ssid {s}\n  wpa-psk {pw}",
    "Teams, Paro orchard: the new wifi is {s}\nkey: {pw}",
    "wifi? \nDechen: {pw}",
    "Line, Pasang: {s} passcode {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.randrange(3) == 0:
        return _r(rng, UPPER_DIGITS, 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("trpv_", (LOWER_DIGITS, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 24)), _j((LOWER_DIGITS, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "token di yi-ge re re: {t}", "टोकन एक एक अक्षर: {t}", "voice memo, key spelled out: {t}",
          "aue the key la, letter by letter {t}", "API key in groups: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if "groups" in template:
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", "-", "  ", "·"][index % 4].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["guesthouse door code: {pw}", "the orchard cold store keypad takes {pw} then #",
          "Namchi office alarm: enter {pw} then OFF", "padlock on the penstock gate: {pw}",
          "nga gi ATM PIN di {pw} ing", "ང་གི་ PIN {pw} ཨིན།", "मेरो ATM को PIN {pw} हो",
          "godam ko dhoka ko code {pw} ho", "{pw} is the code for the cardamom store",
          "ngé PIN {pw} yin", "jang-ga PIN {pw} wa", "key safe at the monastery gate takes {pw} then OK",
          "aue the gate code la => {pw}", "go sa door code {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["penstock", "tailrace", "lhakhang", "chorten", "cardamom", "kushuthara", "takin",
                 "rhododendron", "juniper", "yak", "monsoon", "orchard", "apple", "shuttle",
                 "prayerflag", "dzong", "valley", "glacier"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the plant vault: {p}": " ",
            "passphrase: {p}": "-",
            "KeePassXC database passphrase → {p}": " ",
            "nga gi passphrase di {p} ing": " ",
            "मेरो passphrase: {p}": ".",
            "the passphrase we agreed on is {p}": " ",
            "aue passphrase la: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://historian.zhungri.lan/api/tags": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Postman header: Authorization: Bearer {v}": False,
    "Insomnia export: \"Authorization\": \"Basic {v}\"": True,
    "request headers from the dispatch app: authorization: bearer {v}": False,
    "HTTP header di Authorization: Bearer {v} ing": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nZHUNGRI_SCADA_DB_USER=historian\nZHUNGRI_SCADA_DB_PASS={pw}",
    ".env.production:\nNAMCHI_POSTSAVE_DB_PASSWORD={pw}",
    "docker-compose.yml:\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "compose.yaml:\n  dispatch:\n    environment:\n      - GANGTOK_TAXI_DISPATCH_SECRET={pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: orchard-db\nstringData:\n  password: {pw}",
    "k8s deployment:\n        env:\n        - name: DB_PASSWORD\n          value: \"{pw}\"",
    "/etc/systemd/system/historian.service:\n[Service]\nEnvironment=\"HISTORIAN_DB_PASSWORD={pw}\"",
    "systemctl edit loom-pos:\n[Service]\nEnvironment=POS_ADMIN_PASSWORD={pw}",
    "config.ini:\n[database]\nhost = ledger-sql.zhungri.lan\nuser = postsave\npassword = {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'orchard', 'PASSWORD': '{pw}'}}}}",
    "application.properties:\nspring.datasource.username=dispatch\nspring.datasource.password={pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Ledger\": \"Server=ledger-sql;User Id=postsave;Password={pw};\" }}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "~/.my.cnf:\n[client]\nuser=orchard\npassword={pw}",
    "/etc/grafana/grafana.ini:\n[security]\nadmin_password = {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  username = \"plant\"\n  password = \"{pw}\"",
    "PARO_ORCHARD_SENSOR_TOKEN={pw}",
    "nga gi .env di ing la:\nORCHARD_DB_USER=paro\nORCHARD_DB_PASSWORD={pw}",
    "dai, .env file yo ho:\nDISPATCH_DB_PASSWORD={pw}",
    "सर्भरको config:\n[mysql]\npassword = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "conn = psycopg2.connect(host='scada-hist', user='historian', password='{pw}')",
    "const pool = mysql.createPool({{ host: 'orchard-db', user: 'orchard', password: '{pw}' }});",
    "db, _ := sql.Open(\"postgres\", \"user=dispatch password={pw} host=dispatch-db\")",
    "$pdo = new PDO('mysql:host=ledger;dbname=postsave', 'postsave', '{pw}');",
    "val ds = HikariDataSource().apply {{ username = \"loom\"; password = \"{pw}\" }}",
    "client = Redis.new(host: 'cache', password: '{pw}')",
    "let client = Client::builder().basic_auth(\"ops\", Some(\"{pw}\")).build()?;",
    "$cred = New-Object PSCredential('ZHUNGRI\\ops', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))",
    "smtp.login('ledger@zhungri.bt', '{pw}')",
    "var conn = new SqlConnection(\"Server=ledger-sql;User Id=sa;Password={pw};\");",
    "Python ko code ma yo cha: redis.Redis(host='cache', password='{pw}')",
    "nga gi code di ing: mqtt_client.username_pw_set('plant', '{pw}')",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Karma: unit 2 HMI password?\nJigme: {pw}",
    "[06:12] pema: root pw for the orchard gateway?\n[06:13] tashi: {pw}",
    "Dechen: {pw} is the new booking system password",
    "Gopal: use {pw}, that's what the ledger PC has now",
    "[21:40] Bishnu: दाइ, पासवर्ड?\n[21:41] Suraj: {pw}",
    "Sonam: password gadey ing?\nKinley: {pw} ing la",
    "Pintso: ngé password {pw} yin la",
    "Lhendup: khamri, password {pw}",
    "Binita: naya password {pw} ho",
    "Dawa: jang-ga password {pw} wa",
    "Tshering: ok la new pw {pw} 👍",
    "Ugyen: ང་གི་ password {pw} ཨིན།",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 20), (_spelled, 14), (_cli, 32), (_urls, 12), (_vendors, 46),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 18), (_backups, 6), (_totp, 6), (_codes, 5), (_recovery, 8),
    (_wifi, 18), (_spelled_tokens, 7), (_locks, 14), (_phrases, 7), (_auth, 6), (_configs, 17),
    (_code, 10), (_chats, 13),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the unit 2 HMI password is": "{s}", "historian admin pw:": "{s} (since the March overhaul)",
    "nga gi password di": "{s} ing la", "मेरो पासवर्ड": "{s} हो", "mero password": "{s} ho",
    "ngé password": "{s} yin", "jang-ga password": "{s} wa", "ledger password": "{s}\nchange it after the audit",
    "the password Jigme read out over the radio was": "{s}, I think", "ང་གི་ password": "{s} ཨིན།",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Senceive API key", "{s}", _j((ALNUM, 32))),
    ("split_token", "Vista Data Vision key:", "{s} (forebay levels)", _j("vdv_", (ALNUM, 36))),
    ("split_token", "SkyTrack client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "donation wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_rupay(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "goBoB recovery codes", "{s}\nkmtp42-x8r2qa\nzvbn07-pl3k9d", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "GSTIN", "{s}", _gstin),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"historian": {"url": "https://historian.zhungri.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"sangtshig": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "pintso", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"relays": [{"name": "sel-787-u1"}, {"name": "sel-787-u2", "acc_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["svn", "checkout", "https://svn.zhungri.lan/orchard", "--username", "gopal", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "मेरो पासवर्ड {s} हो"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the dispatch console as dawa with the password {s}"}': ("meta_password", _plain_pw),
    '{"senceive": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 32))),
    '{"ncdexToken": "{s}"}': ("meta_token", _j("ncdx_live_", (ALNUM, 30))),
    '{"agribazaar_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_rupay(g), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IS")),
    '{"supplier": {"gstin": "{s}"}}': ("meta_id", _gstin),
    '{"mfa": {"recovery_codes": ["{s}", "kmtp42-x8r2qa", "zvbn07-pl3k9d"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donation_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cardamom_store": {"door_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "Lhakhang-Guest-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sel-787-firmware-R412.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/zhungri/dispatch-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"orchard: add frost alarm threshold", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"dispatch: revert fare table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cardamom_auction_2032-08-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"historian-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the unit 2 HMI password before the turbine inspection on 2032-06-11.",
    "Dechen asked for the guesthouse wifi password; it's on the card at reception.",
    "Policy: Zhungri passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `SENCEIVE_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The historian asks for a new admin password after every firmware update.",
    "Replace <YOUR_TRAPVIEW_KEY> in the README with the key from your Trapview dashboard.",
    "NCDEX_FEED_TOKEN and AGRIBAZAAR_API_KEY must be set before the nightly price sync runs.",
    "password ga kaw mi lab la, kadrinche.",
    "ང་གི་ password ག་ཏེ་ཡང་ མི་སླབ།",
    "पासवर्ड कसैलाई नभन्नु है।",
    "password kasailai pani nabhannu hai dai.",
    "ngé password kha-la yang ma-shé.",
    "go sa password, khamri, don't tell anyone.",
    "jang-ga password nan gi mi lab wa.",
    "aue dont tell anyone your password ok la.",
    "The password must be at least fourteen characters long, la.",
    "Upgraded the historian from 4.2 to 4.4 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the frost alarm threshold for the Paro orchard.",
    f"Rolled back to {_SHORT} after the fare table broke the Gangtok dispatch.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The SEL-787 firmware R412 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of historian-export-2031.parquet: {_SHA512}",
    f"The dispatch API container runs ghcr.io/zhungri/dispatch-api@sha256:{_IMAGE}.",
    f"MD5 of cardamom_auction_2032-08-14.csv is {_MD5}, same as the copy on the share.",
    "Request id 7b3e91c4-2d5a-4f08-b6e1-9c0d4a7f2e18 is the slow one in the dispatch logs.",
    "Purchase order PO-2032-00517 for 40 sacks of large cardamom ships from Phuentsholing on Thursday.",
    "ZH-2402: the unit 2 governor alarm keeps tripping at night.",
    "Call the Paro orchard office on +975 8 271 443 before noon.",
    "Call the Gangtok dispatch desk on +91 3592 20 4417 after six.",
    "Taxi SK04T 4471 is booked for the Nathula trip on Friday.",
    "Invoice ZR-INV-2032-0088 covers 18 crates of Royal Delicious apples.",
    "HS code 0908.31 is cardamom, neither crushed nor ground.",
    "The penstock pressure was 41.5 bar and the tailrace level 812.3 m at 06:00.",
    "After five wrong passwords the SCADA laptop locks the account for 20 minutes.",
    "A sack of Ramsai cardamom weighs about 50 kg; the Golsai lot is 38 sacks.",
    "The secret of good ema datshi is the cheese from the yak herders of Merak.",
    "Ask Karma for the cold-store keypad code, I don't have it.",
    "My card ending 7733 was declined at the Paro hardware store.",
    "The Helsinki importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the goBoB merchant account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `THIMPHU_LOOM_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the penstock gate rusts in the monsoon; oil it every month.",
    "Trapview moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-0-19-861186-8 is the orchard handbook; ORCID iD 0000-0003-1419-2405 belongs to its editor.",
    "The guest wifi 'Lhakhang-Open' is open, no password needed.",
    "Lot number LOT-2032-PHU-0311, 50 kg, moisture 11.2 %; grade A, 8 mm pods.",
    "नयाँ पासवर्ड नीति: कम्तीमा १४ अक्षर।",
    "mero naya phone number 98170 44312 ho, save gara.",
    "nga gi phone number 17 61 2290 ing la.",
    "ང་གི་ ཁ་བྱང་ ཐིམ་ཕུ་ ཨིན།",
    "Postal savings passbook 00412 shows a balance of Nu. 12,400 after the August deposit.",
    "Tracking number EE123456789IN for the kira parcel to Namchi.",
    "The Basochhu unit 2 ran at 32 MW from 05:00 to 18:00 yesterday.",
    "Forgot my password again la, resetting it through the portal.",
    "The door code is printed on the card in the reception drawer.",
    "The guesthouse PIN pad is broken; use the key until Monday.",
    "Token expiry was raised from 15 to 60 minutes in the dispatch app.",
    "Weaving order WV-0932: 3 kushuthara kiras, 1 mathra gho, delivery in October.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/plant/historian", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "ZH-2402", "purchase_order": "PO-2032-00517"}',
    '{"lot": {"id": "LOT-2032-PHU-0311", "weight_kg": 50, "moisture_pct": 11.2}}',
    '{"phone": "+975 8 271 443", "town": "Paro"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "sacks_in_stock": 1284}',
    '{"hs_code": "0908.31", "origin": "BT", "description": "large cardamom"}',
    '{"taxi": "SK04T 4471", "driver": "Pasang", "trip": "Nathula"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
