# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-nineteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-seventeenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eighteenth, -twentieth and -twenty-first), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (219604817),
password words (a Ladakhi dish or cheese and a pass or gompa with a number and a sign; a pass's
height in metres; an apricot variety in leet with a year; a yak or pashmina word in capitals with
a sign and a number; a name, a birth year, a sign and a valley; a canteen's stock word and a lot
number; dot-joined Ladakhi words with a number; a generator's groups and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Changra Rigzin Cooperative
(fictional: yak-cheese (chhurpi) dairies in the Changthang, pashmina combing and spinning, apricot
drying in Kargil and Turtuk, a trekking agency in Leh and Padum, army-canteen supply to the
garrisons, solar greenhouses in Nubra and a cooperative bank with branches in Leh, Kargil, Diskit,
Padum and by Hemis) leak secrets into an assistant's memory. The texts are WhatsApp, Signal,
Telegram, Arattai, JioChat, Sandes, Google Chat and Slack messages, chat logs with times, tickets,
wiki pages and tables, notes, e-mails, runbooks, README fragments, shell prompts, code (Python,
JavaScript, Go, PHP, Kotlin, Rust, Ruby, Lua), configs, voice-memo transcripts, dictated text and
requests to the assistant itself; the label's separators run from a colon, "is" and a dash to an
arrow, an emoji, a new line, quotes and parentheses.

Tools, calls, flags and variables none of heldouts 5 to 217 names (each grepped for the command,
flag or variable itself): the NATS CLI's `--password`, Tasmota's `WifiPassword1` in a `Backlog`
line, `BUPSTASH_KEY`'s neighbour `BUPSTASH_KEY_COMMAND` fed by an `echo`, `stdbuf` before a
password flag, and the company's own `CHANGRA_CANTEEN_DB_PASS` and `RIGZIN_BANK_CORE_SECRET`.
Beside them commands of lightly used tools (each in one earlier corpus by grep: `bench
set-admin-password`, `pleroma_ctl user new … --password`, `forgejo admin user create --password`,
`gogs admin create-user --password`, `plesk bin admin --set-admin-password -passwd`, Webmin's
`changepass.pl`, Moodle's `reset_password.php --password=`, `swift -K`, `zbackup
--password-file`, `glances --password`, `zrok`, `cloudflared … --token`, `swanctl`, `headscale`,
`sing-box`), and common layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code,
`otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings) in wordings of their
own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 181 of 390): Ladakhi in Tibetan script and romanised, Zanskari, Purgi and Balti (romanised and in
Urdu script), the Hindi and Urdu texting of the garrison towns (Devanagari, Urdu script and
Roman), and Ladakhi English texting. The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people text (password, wifi, PIN,
token, server, OTP, backup): Ladakhi `julley`, the honorific `-le` (`Abba-le`, `Achay-le`,
`Nono-le`), `thukjey-chey`, the copula `in` and `yod`, `ina`, `nyerang`, `chi`, `dang`; Tibetan
script `ཇུ་ལེ`, `གསང་ཚིག` avoided in favour of the loanword `པ་སི་ཝོཌ` and `ཡིན` / `ཡོད`; Zanskari
`julley`, `in-ak`; Purgi and Balti `salam`, `in`, `yod`, `bhai`, `na`, `rgyalla`; Hindi texting's
`bhai`, `yaar`, `ka password hai`, `naya`, `daal do`, `jaldi`, `sahab`, `ji`, `theek hai`,
`किसी को मत बताना`; Urdu's `پاس ورڈ`, `ہے`, `بھائی`, `نیا`; Ladakhi English's `Julley sir`, `only`,
`itself`, `na`, `no?`. The Tibetan-script Ladakhi lines (the loanword spelled out and the copula
after it), the Purgi and Balti lines (copulas and a few words around Urdu loans), Zanskari's
`in-ak` and the Balti `rgyalla` are the thinnest guesses. Apostrophes in romanised words are typed
as the ASCII sign, as people text them, though print writes `’`.

Vendors are fictional or ones heldouts 5 to 217 do not name (grepped by name): Finvu, Changthang
Pay, Khardung SMS, Himtrek Permits, Indus Ledger, Siachen Logistics, Stakna Cold Chain, Spituk
Solar Monitor, Nubra Agri IoT, Zojila Freight, Markha Bookings, Turtuk Apricot Exchange,
Shyok Telemetry, Kangri Maps and Lamayuru Payroll. No shape here is one the author knows to be
real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs, and the
prefixes `fv_live_`, `ctp_sk_`, `ksms_`, `htp_`, `ilg_`, `slx-`, `stk.`, `ssm_`, `nai_`, `zjf_`,
`mkb_`, `tax_`, `shy_`, `kgm.` and `lmp_`); the JWTs are well-formed.

The ids are kinds heldouts 5 to 217 do not use by grep: India's Aadhaar VID, drawn until
`stdnum.in_.vid` validates its Verhoeff digit, and the EPIC voter id, drawn until
`stdnum.in_.epic` validates its Luhn digit; the others are invented shapes that no library or this
file checks (no check-digit algorithm is written here): a CSD canteen smart card, an army number,
a Ladakh driving licence (`LA` RTO code), a Protected Area Permit number, a trekking guide's
licence from the Ladakh tourism department, an ex-serviceman's canteen card and Indian passports
under Ladakhi, Purgi and Hindi words. Card numbers pass Luhn (the value helpers' Visa,
Mastercard, UnionPay and Maestro and a RuPay-like `60`/`65`/`81`/`82` prefix drawn here, checked
with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
heldouts 5 to 217 (the Falkland Islands, Oman, Somalia, Mongolia, Libya, Sudan, São Tomé and
Príncipe and Timor-Leste, about eighteen corpora each by that count), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Spanish, French, Italian, Czech,
Korean and Simplified Chinese lists, each with a valid checksum. Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
metadata dicts.
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
from stdnum.in_ import vid as in_vid

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 219_604_817
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


_FOOD = ["Chhurpi", "Skyu", "Chutagi", "Paba", "Khambir", "Thukpa", "Tigmo", "Mokmok", "Gurgur",
         "Chhang", "Apricot", "Halman", "Raktsey", "Tsestalulu", "Khulu", "Pashmina", "Changra"]  # fmt: skip
_PASSES = ["Khardung", "Chang", "Zojila", "Fotula", "Namikala", "Pensila", "Shingo", "Wari",
           "Taglang", "Lachulung", "Kongmaru", "Gandala", "Parfila", "Hemis", "Thiksey", "Lamayuru"]  # fmt: skip
_PLACES = ["Leh", "Kargil", "Nubra", "Padum", "Diskit", "Hemis", "Turtuk", "Hunder", "Sumur",
           "Chushul", "Nyoma", "Hanle", "Zangla", "Karsha", "Rangdum", "Drass", "Sankoo", "Chiktan",
           "Panamik", "Stok", "Saspol", "Alchi", "Tangtse", "Phyang"]  # fmt: skip
_NAMES = ["Tsering", "Dolma", "Stanzin", "Padma", "Rigzin", "Tashi", "Dorjay", "Skarma", "Sonam",
          "Angmo", "Nawang", "Diskit", "Kunzes", "Jigmet", "Yangchan", "Ghulam", "Zainab", "Kacho",
          "Fatima", "Hussain", "Baqir", "Sakina", "Rajesh", "Pooja", "Vikram", "Harpreet"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H4lm4n", "R4kts3y", "Ch0ng0", "Kh0b4n1", "Ts3st4", "M4rgul4m", "P4shm1n4", "Ch4ngr4"]
_CANTEEN = ["Rum", "Atta", "Ghee", "Dalda", "Maggi", "Boots", "Parka", "Kerosene", "Rajma", "Soap"]


def _height(g: random.Random) -> str:
    """A pass and its height, the way a trekking guide jokes a password together."""
    return f"{g.choice(_PASSES)}{g.randrange(4800, 5700)}m{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOOD)}{g.choice(_PASSES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _height,
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['YAK', 'DZO', 'DRIMO', 'CHANGRA', 'SKYU'])}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_CANTEEN)}Lot{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: ".".join(w.lower() for w in g.sample(_FOOD, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FOOD).lower()}_{g.randrange(1960, 2031)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Changra Dairy Changthang', Stanzin: the chhurpi press controller password is {pw}",
    "Signal from Dolma: the Leh cold store web panel password → {pw}",
    "Telegram group 'Padum treks': Himtrek Permits portal login password: {pw}",
    "Arattai message from Rigzin: greenhouse controller in Sumur, password 🔑 {pw}",
    "JioChat from Harpreet: canteen billing PC admin password - {pw}",
    "Sandes message from the Kargil depot: the CSD indent portal password is \"{pw}\"",
    "Google Chat, #apricots: the Turtuk solar dryer HMI password ({pw})",
    "Slack #bank-it: core banking UAT admin password:\n{pw}",
    "Note to self: pashmina dehairing machine panel password = {pw}",
    "Ticket BANK-4471: teller PC in Diskit branch, local admin password is {pw}",
    "Julley sir, the Hemis guesthouse router admin password is {pw} only",
    "Julley! Nubra greenhouse wifi admin page password is {pw} itself, no?",
    "Tsering: Leh office NAS password {pw}, don't share na",
    "Abba-le, kompyutar-i password {pw} in.",
    "Achay-le, dairy-i server password ni {pw} in, thukjey-chey.",
    "Nono-le, bank-i computer password {pw} yod, nyerang-la shes-a?",
    "julley, Padum office-i wifi password {pw} in-ak",
    "ཇུ་ལེ། ཀམ་པུ་ཊར་གྱི་པ་སི་ཝོཌ་ {pw} ཡིན།",
    "ཨ་ཅེ་ལེ། ཞིང་ཁང་གི་ wifi པ་སི་ཝོཌ་ནི་ {pw} ཡོད།",
    "Purgi: salam bhai, Kargil godam-i computer password {pw} in",
    "Balti: bhai, Skardu-wala purana server password {pw} yod, rgyalla",
    "بھائی، کارگل دفتر کے کمپیوٹر کا پاس ورڈ {pw} ہے",
    "نیا پاس ورڈ: {pw}",
    "بینک سرور کا پاس ورڈ ہے {pw} کسی کو مت بتانا",
    "भाई, कैंटीन सर्वर का पासवर्ड {pw} है",
    "नया पासवर्ड: {pw} — किसी को मत बताना",
    "bhai canteen wale PC ka password hai {pw}",
    "yaar Leh bank ka UAT password {pw} daal do jaldi",
    "sahab ji, depot laptop ka naya password: {pw}, theek hai?",
    "Rajesh: garrison supply portal ka password -> {pw}",
    "Zanskar note: Karsha homestay booking admin password {pw}",
    "voice memo (Padma): the password for the yak cheese cellar logger is {pw}, write it down",
    "Email from Vikram, subject 'Canteen ERP': login as supply01, password {pw}",
    "README (greenhouse-monitor): default admin password changed to {pw}",
    "runbook: bank ATM switch console → admin / password: {pw}",
    "Wiki page 'Diskit branch': | teller PC | local admin | password | {pw} |",
    "remember for me: the apricot exchange seller account password is {pw}",
    "please save: the pashmina e-shop admin password ({pw})",
    "Signal, Skarma: trekking agency Gmail password is now {pw}",
    "WhatsApp status by mistake 😅 router password: {pw}",
    "Telegram, Kacho: Sankoo apricot dryer logger password is '{pw}'",
    "Slack, Pooja: the Leh branch CCTV NVR admin password is {pw}",
    "Google Chat, Sakina: Drass depot billing password 👉 {pw}",
    "JioChat, Ghulam bhai: Chiktan school lab password {pw} hai",
    "Stanzin (Arattai): solar inverter portal password: `{pw}`",
    "Sonam-le, Stok palace museum ticket PC password {pw} yod",
    "भाई, लेह ब्रांच के ATM स्विच का पासवर्ड {pw} है",
    "Jigmet: Julley, dairy tablet password is {pw}, ok na?",
    "bhai Nyoma depot ka router password 👉 {pw}",
    "Dorjay: bhai trekking office ka wifi router password {pw} hai, kisi ko mat dena",
    "Nawang-le, Hanle solar plant-i monitor password {pw} in, thukjey-chey",
    "ཇུ་ལེ། ལྕང་ར་དྲ་བའི་ router པ་སི་ཝོཌ་ {pw} ཡིན། ཐུགས་རྗེ་ཆེ།",
    "Zanskari, Karsha: julley, school computer-i password {pw} in-ak",
    "Purgi, Sankoo: salam, apricot godam-i laptop password {pw} yod",
    "Balti: bhai, Turtuk homestay-i wifi password {pw} in, rgyalla",
    "ڈرینگ ڈپو کا نیا پاس ورڈ: {pw}",
    "कैंटीन ERP का पासवर्ड → {pw}",
    "yaar Diskit branch ka admin password {pw} hai, jaldi login karo",
    "Julley ma'am, Leh showroom POS password is {pw} itself",
    "Achay-le, greenhouse-i controller password ni ({pw}) in",
    "bhai CSD portal ka naya password \"{pw}\" hai",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["stanzin.d", "dolma", "rigzin", "tsering.a", "padma", "tashi", "skarma", "nawang",
          "ghulam.h", "zainab", "kacho", "rajesh.k", "pooja", "vikram"]  # fmt: skip
_LOGINS = [
    "login for the CSD indent portal: {u} / {pw}",
    "Finvu sandbox — user {u}, password {pw}",
    "creds for the Hemis greenhouse Grafana: {u}:{pw}",
    "sign in to the apricot exchange as {u} with {pw}",
    "Ladakh tourism e-permit site: username {u} password {pw}",
    "{u} / {pw} (Padum trekking office laptop)",
    "Kargil canteen ERP → user: {u}, pass: {pw}",
    "bank UAT: id {u} aur password {pw}",
    "user {u} pw {pw} for the Diskit teller app",
    "ID: {u}\nPassword: {pw}",
    "यूज़र {u}, पासवर्ड {pw}",
    "یوزر {u} پاس ورڈ {pw}",
    "Achay-le, user {u} dang password {pw} in",
    "Julley, login {u} and {pw} for the yak dairy tablet",
    "| {u} | {pw} | Nubra greenhouse SCADA |",
    "bhai login {u} hai aur password {pw}",
    "Abba-le, user {u}, password {pw} in",
    "लॉगिन: {u} / पासवर्ड: {pw}",
    "لاگ ان {u} اور پاس ورڈ {pw}",
    "Julley sir, username {u} and password {pw} only",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["chhurpi", "khambir", "skyu", "tigmo", "halman", "raktsey", "drimo", "pashmina",
               "gompa", "stupa", "changra", "seabuckthorn", "khardung", "zojila"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "password: {w} in small letters and then {d}, all joined",
    "voice memo: wifi password is {w}, then the number {d}, no space",
    "bhai password hai {w} aur uske baad {d}, sab ek saath",
    "Achay-le, password ni {w} dang {d} in, ek saath",
    "type {w}{d}; that's the bank UAT password",
    "{w}{d} — that's the greenhouse wifi password",
    "पासवर्ड है {w} और फिर {d}",
    "the name of our yak, {w}, followed by {d}",
    "پاس ورڈ {w} ہے اور آخر میں {d}",
    "Julley sir, password is {w} with {d} at the end",
    "dictated over the sat phone: {w} then {d}, that's the depot password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS) + _r(rng, LOWER, 2)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "nats --server nats://mq.changra.lan:4222 --user {u} --password {pw} pub dairy.temp 4.1",
    "nats context add changra --server nats.changra.lan --user {u} --password '{pw}'",
    "Backlog SSID1 Changra-Dryer; WifiPassword1 {pw}; WifiConfig 4",
    "BUPSTASH_KEY_COMMAND=\"echo {pw}\" bupstash put /srv/bank-exports",
    "stdbuf -oL mysql --user={u} --password={pw} canteen -e 'select count(*) from indents'",
    "bench --site erp.changra.lan set-admin-password {pw}",
    "./bin/pleroma_ctl user new {u} {u}@changra.coop --password {pw} --admin -y",
    "forgejo admin user create --username {u} --email {u}@changra.coop --password {pw}",
    "./gogs admin create-user --name {u} --password {pw} --email {u}@changra.coop",
    "plesk bin admin --set-admin-password -passwd '{pw}'",
    "/usr/share/webmin/changepass.pl /etc/webmin root {pw}",
    "php admin/cli/reset_password.php --username={u} --password={pw}",
    "swift -A https://obj.changra.lan/auth/v1.0 -U coop:{u} -K {pw} list",
    "glances -w --password --username {u}  # then typed {pw} at the prompt",
    "sshpass -p '{pw}' ssh {u}@greenhouse-nubra.changra.lan",
    "mysql -h canteen-db -u {u} -p'{pw}' indents",
    "curl -u {u}:{pw} https://bank-uat.changra.lan/api/branches",
    "redis-cli -h cache.changra.lan -a {pw} info",
    "docker login registry.changra.lan -u {u} -p {pw}",
    "PGPASSWORD={pw} psql -h pg.changra.lan -U {u} cheese",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "{u}@leh-ops:~$ {c}", "[root@kargil-depot ~]# {c}", "PS C:\\canteen> {c}",
    "Termux on the dryer tablet: {c}", "the command I ran in Padum: {c}",
    "bhai ye command chalaya: {c}", "Achay-le, command ni: {c}", "یہ کمانڈ چلائی: {c}",
    "यह कमांड चलाया: {c}", "Nono-le, command ni: {c}", "bhai ye chalao: {c}", "کمانڈ: {c}", "runbook step 4:\n{c}", "history | tail -1\n  512  {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret, user = _plain_pw(rng), rng.choice(_USERS)
            frame = rng.choice(frames)
            text = frame.replace("{c}", template.format(pw=secret, u=user)).replace("{u}", user)
            out.append(Sample(cls, text, secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.changra.lan:5432/cheese",
    "mysql://{u}:{pw}@canteen-db.changra.lan:3306/indents",
    "mongodb+srv://{u}:{pw}@apricot.changra.coop/exchange?retryWrites=true",
    "redis://:{pw}@cache.changra.lan:6379/2",
    "amqp://{u}:{pw}@mq.changra.lan:5672/bank",
    "sftp://{u}:{pw}@files.changra.coop:2222/pashmina/",
    "rtsp://{u}:{pw}@cam-hemis-gate.changra.lan:554/ch1",
    "ftp://{u}:{pw}@dryer-logger.turtuk.lan/logs",
    "jdbc:postgresql://pg.changra.lan:5432/bank?user={u}&password={pw}",
    "Server=sql.changra.lan;Database=CoreBank;User Id={u};Password={pw};TrustServerCertificate=true",
    "https://{u}:{pw}@git.changra.coop/greenhouse/firmware.git",
    "mqtt://{u}:{pw}@broker.nubra.lan:1883",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "connection string for the canteen reports: {c}", "bhai DB URL ye hai: {c}",
    "Achay-le, database URL ni {c} in", "ڈیٹا بیس یو آر ایل: {c}", "wiki 'Servers' › {c}",
    "ticket BANK-4502: {c}", "save this for me: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "changra-rigzin", "sub": f"org_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Finvu", "FINVU_CLIENT_SECRET", _j("fv_live_", (ALNUM, 32))),
    ("Changthang Pay", "CHANGTHANG_PAY_SECRET", _j("ctp_sk_", (ALNUM, 36))),
    ("Khardung SMS", "KHARDUNG_SMS_KEY", _j("ksms_", (HEX, 40))),
    ("Himtrek Permits", "HIMTREK_API_TOKEN", _j("htp_", (URLSAFE, 40))),
    ("Indus Ledger", "INDUS_LEDGER_KEY", _j("ilg_", (ALNUM, 30), "_", (ALNUM, 8))),
    ("Siachen Logistics", "SIACHEN_LOGISTICS_TOKEN", _j("slx-", (LOWER_DIGITS, 8), "-", (LOWER_DIGITS, 24))),
    ("Stakna Cold Chain", "STAKNA_API_KEY", _j("stk.", (B64, 44))),
    ("Spituk Solar Monitor", "SPITUK_SOLAR_TOKEN", _j("ssm_", (UPPER_DIGITS, 32))),
    ("Nubra Agri IoT", "NUBRA_IOT_KEY", _j("nai_", (HEX, 48))),
    ("Zojila Freight", "ZOJILA_FREIGHT_KEY", _j("zjf_", (ALNUM, 40))),
    ("Markha Bookings", "MARKHA_BOOKINGS_TOKEN", _vendor_jwt("https://auth.markhabookings.example")),
    ("Turtuk Apricot Exchange", "TAX_API_SECRET", _j("tax_", (ALNUM, 28))),
    ("Shyok Telemetry", "SHYOK_TELEMETRY_TOKEN", lambda g: "shy_" + v.uuid4(g, "b")),
    ("Kangri Maps", "KANGRI_MAPS_KEY", _j("kgm.", (ALNUM, 20), ".", (ALNUM, 22))),
    ("Lamayuru Payroll", "LAMAYURU_PAYROLL_KEY", _j("lmp_", (LOWER_DIGITS, 44))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "{vendor} key for prod → {tok}",
    "new {vendor} token, keep it safe: {tok}",
    "{vendor} integration broken, current key {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "bhai {vendor} ka API key: {tok}",
    "{vendor} کی API کی: {tok}",
    "{vendor} की API key है {tok}",
    "Achay-le, {vendor}-i API key ni {tok} in",
    "Julley sir, {vendor} token is {tok} only",
    "ཇུ་ལེ། {vendor} API key {tok} ཡིན།",
    "bhai {vendor} ka naya token {tok} hai, purana band",
    "Nono-le, {vendor}-i token ni {tok} in",
    "{vendor} का API token: {tok}",
    "k8s secret: kubectl create secret generic vendor --from-literal={env}={tok}",
    "docker-compose.yml:\n    environment:\n      {env}: \"{tok}\"",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    finvu = "fv_live_" + _r(rng, ALNUM, 32)
    ctp = "ctp_sk_" + _r(rng, ALNUM, 36)
    ksms = "ksms_" + _r(rng, HEX, 40)
    nai = "nai_" + _r(rng, HEX, 48)
    zjf = "zjf_" + _r(rng, ALNUM, 40)
    shy = _r(rng, ALNUM, 40)
    kgm = "kgm." + _r(rng, ALNUM, 20) + "." + _r(rng, ALNUM, 22)
    lmp = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'client = FinvuClient(base_url="https://aa.finvu.in", secret="{finvu}")', finvu),
        Sample("vendor_token", f'const pay = new ChangthangPay({{ secretKey: "{ctp}" }});', ctp),
        Sample("vendor_token", f'sms := khardung.NewClient("{ksms}")', ksms),
        Sample("vendor_token", f'val iot = NubraIot.connect(apiKey = "{nai}")', nai),
        Sample("vendor_token", f"$freight = new ZojilaFreight('changra', '{zjf}');", zjf),
        Sample("vendor_token", f'let tel = ShyokTelemetry::new("changra-dryers", "{shy}");', shy),
        Sample("vendor_token", f'Kangri.configure {{ |c| c.api_key = "{kgm}" }}', kgm),
        Sample("vendor_token", f'local payroll = require("lamayuru").client({{ key = "{lmp}" }})', lmp),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "it only shows it once, so here:\n{t}", "bhai ye token: {t}",
                "ཊོ་ཀེན་ {t}", "{t}\n^ new one, the old one is revoked", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the chhurpi cellar sensor CS-04: {h}": 32,
    "AppSKey of the Sumur greenhouse soil probe (ABP): {h}": 32,
    "HMAC secret for the Changthang Pay webhook: {h}": 64,
    "RIGZIN_BANK_CORE_SECRET={h}": 64,
    "ATM key block (hex), Diskit branch: {h}": 48,
    "backup encryption key, canteen DB: {h}": 64,
    "बैकअप एन्क्रिप्शन की: {h}": 64,
    "بیک اپ کی انکرپشن کی: {h}": 64,
    "Achay-le, backup-i encryption key ni {h} in": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "BANK-4519: token copied from the browser's network tab {t}",
    "Cookie: lang=hi; changra_session={t}",
    "CANTEEN_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "bhai token ye hai {t}",
    "ٹوکن: {t}",
    "Julley, token is {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@changra.coop"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.changra.coop/realms/bank", "azp": "teller-app"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kargil depot server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bank.changra.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"UPI_SIGNING_KEY": "{key}", "branch": "leh-main"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_greenhouse <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ticket BANK-4530, pasted by the vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "बैंक सर्वर की प्राइवेट की:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Achay-le, server-i private key ni:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "old apricot-fund wallet recovery phrase, copying it before I burn the card: {p}": "english",
    "Trust Wallet backup words\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all": "english",
    "bhai wallet ke seed words: {p}": "english",
    "Achay-le, wallet-i seed words ni {p} in": "english",
    "frase de recuperación de la billetera del trek: {p}": "spanish",
    "phrase de récupération du portefeuille : {p}": "french",
    "frase di recupero del portafoglio: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
    "वॉलेट के seed words: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    """A Luhn-valid card number: the value helpers' brands, or a RuPay-like prefix drawn here."""
    if brand != "rupay":
        return v.card(rng, brand)
    body = rng.choice(["60", "65", "81", "82"]) + _r(rng, D, 13)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "card for the canteen supplier payment: {c} exp 09/34",
    "bank debit card {c}, PIN separately",
    "bhai card number {c} hai, expiry 11/33",
    "कार्ड नंबर: {c}",
    "کارڈ نمبر {c}",
    "Achay-le, card number ni {c} in",
    "trek booking deposit paid with {c}",
    "Julley sir, card is {c} only",
]  # fmt: skip
_BRANDS = ["rupay", "visa", "mastercard", "rupay", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Visa {c} exp 04/35, security code {cvv}",
    "card {c}, CVV {cvv}",
    "bhai card {c} ka CVV {cvv}",
    "the three digits on the back are {cvv} (card {c})",
    "कार्ड {c}, पीछे के तीन अंक {cvv}",
    "کارڈ {c} CVV: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(_card(rng, "visa"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"FK": "aa" + "n" * 12, "OM": "nnn" + "c" * 16, "SO": "n" * 19, "MN": "n" * 16,
                "LY": "n" * 21, "SD": "n" * 14, "ST": "n" * 21, "TL": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = [
    "IBAN for the pashmina buyer's refund: {i}",
    "wool buyer's account (IBAN) {i}",
    "bhai unka IBAN {i} hai",
    "IBAN: {i} — apricot export advance",
    "आईबीएन {i}",
    "Achay-le, IBAN ni {i} in",
    "wire to {i}, ref CHANGRA-EXP-2032",
    "آئی بی اے این {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _vid(g: random.Random) -> str:
    number = v.until(g, _j((string.digits[2:], 1), (D, 15)), in_vid.is_valid)
    return " ".join(number[k : k + 4] for k in range(0, 16, 4))


def _epic(g: random.Random) -> str:
    return v.until(g, _j((UPPER, 3), (D, 7)), in_epic.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "Aadhaar VID for the e-KYC: {s}": _vid,
    "bhai mera VID {s} hai": _vid,
    "voter id (EPIC) {s}": _epic,
    "मतदाता पहचान पत्र (EPIC) संख्या: {s}": _epic,
    "CSD smart card no. {s}": _j("CSD", (D, 12)),
    "army number {s}, for the canteen card form": _j((D, 8), (UPPER, 1)),
    "Ladakh driving licence: {s}": _j("LA02 ", (D, 4), (D, 7)),
    "Protected Area Permit no. {s} (Nubra, Hanle)": _j("PAP/LEH/", (D, 4), "/", (D, 6)),
    "trekking guide licence (Tourism Dept. Ladakh): {s}": _j("TDL-GL-", (D, 5)),
    "ex-serviceman canteen card: {s}": _j("ESM", (UPPER, 2), (D, 9)),
    "passport number {s}": _j((UPPER, 1), (D, 7)),
    "Achay-le, passport number ni {s} in": _j((UPPER, 1), (D, 7)),
    "پاسپورٹ نمبر {s}": _j((UPPER, 1), (D, 7)),
    "पासपोर्ट नंबर {s}": _j((UPPER, 1), (D, 7)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 4:
        return [f"{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]
    return v.backup_codes(rng, n, style)


_BACKUPS = [
    "Google Workspace 2FA backup codes for the coop\n{codes}",
    "recovery codes — keep offline:\n{codes}",
    "bank UAT admin backup codes: {codes}",
    "bhai backup codes ye rahe:\n{codes}",
    "बैकअप कोड: {codes}",
    "بیک اپ کوڈز:\n{codes}",
    "Achay-le, backup codes ni:\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 8, index % 5)
    joiner = ", " if index % 2 else "\n"
    return {"codes": joiner.join(codes), "secret": codes[index % 8]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_SEEDS_2FA = [
    "TOTP secret for the bank UAT admin: {s}",
    "otpauth://totp/Changra:{u}?secret={s}&issuer=Changra",
    "2FA setup key (manual entry) for the CSD portal: {s}",
    "bhai 2FA ka secret {s}",
    "Achay-le, 2FA key ni {s} in",
    "टीओटीपी सीक्रेट: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {
        "s": v.totp_secret(rng, spaced="otpauth" not in template and index % 2 == 1),
        "u": rng.choice(_USERS),
    }


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")

_CODES = [
    "{c} is your Changthang Pay verification code",
    "OTP for the bank login: {c}",
    "आपका OTP {c} है, किसी को न बताएं",
    "bhai OTP {c} aaya hai, jaldi daalo",
    "آپ کا تصدیقی کوڈ {c} ہے",
]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Changra-Dairy", "Leh-Office-5G", "Nubra Greenhouse 2", "Turtuk Dryer", "Hemis Guest",
          "Padum-Trek-Office", "Kargil Depot WiFi", "Diskit Branch"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} password: {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "bhai {s} ka wifi password {pw} hai",
    "{s} वाईफाई पासवर्ड: {pw}",
    "وائی فائی {s} کا پاس ورڈ {pw} ہے",
    "Achay-le, {s} wifi password ni {pw} in",
    "ཇུ་ལེ། {s} wifi པ་སི་ཝོཌ་ {pw} ཡིན།",
    "Julley sir, {s} wifi password is {pw} only",
    "Tasmota console: Backlog SSID1 {s}; WifiPassword1 {pw}",
    "nmcli dev wifi connect \"{s}\" password {pw}",
    "Purgi: {s} wifi-i password {pw} in",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return rng.choice([_plain_pw, _j((LOWER_DIGITS, 12)), _j((D, 10))])(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("htp_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 24))]
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the sat phone] {t}",
          "token, spelled: {t}", "bhai token ek ek karke: {t}", "Achay-le, token ni: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    sep = [" ", "-", " · ", ".", " - "][index % 5]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["chhurpi cellar door code: {pw}", "Kargil godown padlock code {pw}",
          "bhai store ka lock code {pw} hai", "ATM cabin door PIN, Diskit: {pw}",
          "ताले का कोड: {pw}", "تالے کا کوڈ {pw} ہے", "Achay-le, sgo-i code ni {pw} in",
          "debit card PIN {pw}", "Julley, gate code is {pw}", "canteen safe combination: {pw}",
          "PIN of the fuel card for the trek jeep: {pw}", "UPI PIN {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["chhurpi", "khambir", "apricot", "pashmina", "yak", "gompa", "stupa", "chorten",
                 "seabuckthorn", "glacier", "prayer", "marmot", "ibex", "kiang", "shyok", "indus"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the coop vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "bhai vault ka passphrase: {p}": " ",
            "Achay-le, passphrase ni {p} in": ".",
            "वॉल्ट पासफ़्रेज़: {p}": " ",
            "disk encryption passphrase on the bank laptop: {p}": "-",
            "Julley sir, passphrase is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://bank-uat.changra.lan/api": True,
    "Postman, header Authorization = Basic {v}": True,
    "Authorization: Bearer {v}": False,
    "Insomnia export: authorization: bearer {v}": False,
    "bhai header ye hai — Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nCHANGRA_CANTEEN_DB_USER=canteen\nCHANGRA_CANTEEN_DB_PASS={pw}",
    "docker-compose.yml:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "k8s secret (stringData):\napiVersion: v1\nkind: Secret\nstringData:\n  DB_PASSWORD: {pw}",
    "systemd unit:\n[Service]\nEnvironment=BANK_CORE_DB_PASSWORD={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'cheese', 'PASSWORD': '{pw}'}}}}",
    "config.php:\n$db_pass = '{pw}';",
    "application.properties:\nspring.datasource.password={pw}",
    "greenhouse.yaml:\nmqtt:\n  user: nubra\n  password: \"{pw}\"",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "my.cnf:\n[client]\nuser=canteen\npassword={pw}",
    "swanctl.conf:\nsecrets {{\n  eap-bank {{\n    id = branch-diskit\n    secret = {pw}\n  }}\n}}",
    "headscale config.yaml:\ndatabase:\n  postgres:\n    user: headscale\n    pass: {pw}",
    "sing-box config.json:\n{{\"inbounds\": [{{\"type\": \"shadowsocks\", \"password\": \"{pw}\"}}]}}",
    "zbackup: echo '{pw}' > /root/.zbackup-pass && zbackup --password-file /root/.zbackup-pass backup /srv/zb/backups/canteen",
    "cloudflared: sudo cloudflared service install --token {pw}",
    "zrok: zrok enable {pw}",
    "Go:\ndsn := \"host=pg.changra.lan user=bank password={pw} dbname=core\"",
    "Python:\nconn = psycopg.connect(host=\"pg.changra.lan\", user=\"cheese\", password=\"{pw}\")",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Dolma: Leh office wifi password?\nStanzin: {pw}",
    "[06:12] rajesh: canteen server root pw?\n[06:14] vikram: {pw}",
    "Padma: {pw} is the new greenhouse admin password",
    "Tashi: use {pw}, that's what the bank router has now",
    "[21:40] ghulam: bhai naya password?\n[21:41] kacho: {pw}",
    "Zainab: نیا پاس ورڈ {pw} ہے",
    "पूजा: नया पासवर्ड {pw} है",
    "Rigzin: Achay-le, password gsar-pa {pw} in",
    "[08:03] skarma: julley, dryer password?\n[08:05] angmo: {pw}",
    "Sakina (Purgi): password gsar {pw} in, bhai",
    "Nawang: {pw} — that's the cellar logger password",
    "[13:22] harpreet: yaar CSD portal ka password kya hai\n[13:23] pooja: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 64), (_logins, 22), (_spelled, 12), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 5), (_wifi, 18),
    (_spelled_tokens, 10), (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 18), (_chats, 12),
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
    "the greenhouse admin password is": "{s}", "canteen server pw:": "{s} (since the disk swap)",
    "bhai password hai": "{s}", "bank UAT password": "{s}\nchange it after the audit",
    "پاس ورڈ ہے": "{s}", "पासवर्ड:": "{s}", "Achay-le, password ni": "{s} in",
    "Julley sir, password is": "{s} only", "the password Stanzin read out over the radio was": "{s}, I think",
    "ཇུ་ལེ། པ་སི་ཝོཌ་": "{s} ཡིན།",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Khardung SMS API key", "{s}", _j("ksms_", (HEX, 40))),
    ("split_token", "Finvu client secret:", "{s} (sandbox)", _j("fv_live_", (ALNUM, 32))),
    ("split_token", "Shyok Telemetry token", "{s}", lambda g: "shy_" + v.uuid4(g, "a")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FK"))),
    ("split_backup", "bank admin recovery codes", "{s}\nQW7R-2XK9\nM4TZ-8PLN", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar VID", "{s}", _vid),
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
    '{"greenhouse": {"url": "https://gh-nubra.changra.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "stanzin.d", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"dryers": [{"name": "dryer-a"}, {"name": "dryer-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["nats", "--user", "ops", "--password", "{s}", "pub", "dairy.temp", "4.1"]}': ("meta_password", _plain_pw),
    '{"note": "bhai canteen PC ka password {s} hai"}': ("meta_password", _plain_pw),
    '{"پاس ورڈ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the bank UAT as teller01 with the password {s}"}': ("meta_password", _plain_pw),
    '{"khardung_sms": {"api_key": "{s}"}}': ("meta_token", _j("ksms_", (HEX, 40))),
    '{"stakna_token": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"nubra_iot_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "OM")),
    '{"member": {"epic_number": "{s}"}}': ("meta_id", _epic),
    '{"mfa": {"recovery_codes": ["{s}", "QW7R-2XK9", "M4TZ-8PLN"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"apricot_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cellar": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Changra-Dairy", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dryer-hmi-firmware-3.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/changra/canteen-api:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"canteen: add rum quota column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bank: revert IFSC mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"apricot_grading_2032-08-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"pashmina-lots-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the greenhouse controller password before the Nubra visit on 2032-06-11.",
    "Dolma asked for the Leh office wifi password; it's on the card in the accounts drawer.",
    "Policy: coop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `KHARDUNG_SMS_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The dryer HMI asks for a new admin password after every firmware update.",
    "Replace <YOUR_FINVU_SECRET> in the README with the secret from the Finvu console.",
    "STAKNA_API_KEY and NUBRA_IOT_KEY must be set before the nightly sync runs.",
    "bhai password kisi ko mat batana, theek hai?",
    "पासवर्ड किसी को मत बताना।",
    "اپنا پاس ورڈ کسی کو مت بتائیں۔",
    "Achay-le, password su-la yang ma-shad.",
    "Julley sir, password we will send separately only.",
    "ཇུ་ལེ། པ་སི་ཝོཌ་ སུ་ལའང་མ་ཤོད།",
    "Purgi: bhai, password kisi-la ma-zer.",
    "Julley! The Hemis festival is on the 10th and 11th of the month this year.",
    "The CSD portal locks the account for 30 minutes after five wrong passwords.",
    "OTP nahi aaya bhai, network slow hai Padum mein.",
    "आपका OTP कुछ ही मिनट में आएगा।",
    "The bank's password policy changed last week: 90 days, no reuse of the last five.",
    "Upgraded the dryer HMI firmware from 3.2.6 to 3.2.7 and paho-mqtt to 2.1.0.",
    f"commit {_COMMIT} adds the rum quota column to the canteen indents.",
    f"Rolled back to {_SHORT} after the IFSC mapping broke the branch transfers.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The dryer HMI firmware 3.2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of pashmina-lots-2031.parquet: {_SHA512}",
    f"The canteen API container runs ghcr.io/changra/canteen-api@sha256:{_IMAGE}.",
    f"MD5 of apricot_grading_2032-08-14.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f9c2a71-8b4e-4d10-a6c2-5e7b9d0f1a34 is the slow one in the bank logs.",
    "Indent IND-2032-00731 for 400 kg of atta ships to the Kargil depot on Thursday.",
    "Ticket BANK-4471: the Diskit branch printer jams on passbooks.",
    "Call the Leh office on +91 1982 252 417 before noon.",
    "Truck JK10 4521 with the apricot crates is at the Zojila checkpoint.",
    "Invoice CHR-INV-2032-0415 covers 18 kg of raw pashmina from Changthang.",
    "HS code 0813.10 is dried apricots; 5102.11 is fine hair of Kashmir goats.",
    "The chhurpi cellar is at 8 °C and 70 % relative humidity.",
    "Khardung La is about 5 359 m high; Chang La is about 5 360 m by the old signs.",
    "The secret of good chhurpi is slow drying in the Changthang wind.",
    "Ask Stanzin for the cellar door code, I don't have it.",
    "My card ending 4417 was declined at the Leh market.",
    "The pashmina buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the bank admin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FINVU_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the Kargil godown freezes in January; keep it covered.",
    "Finvu moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Hemis Guest' is open, no password needed.",
    "Lot CHR-APR-2032-118, 60 kg, moisture 14.5 %; grade A halman.",
    "IFSC code of the Diskit branch is on the cheque book; ask the teller.",
    "Army canteen supply order 7/2032 was delivered to the Drass depot on 12 May.",
    "bhai CVV kabhi kisi ko mat batana, bank kabhi nahi poochta.",
    "Achay-le, wifi password ni office-i notebook-la yod.",
    "Julley, the Padum office wifi password is on the notice board, ask the desk.",
    "पिन कोड 194101 है, लेह का।",
    "لیہ کا پن کوڈ 194101 ہے۔",
    "Trek permit for Markha valley: 4 people, 6 days, starting 2032-07-02.",
    "Greenhouse 3 in Sumur grows tomatoes and capsicum through the winter.",
    "The solar inverter in Hunder logged 18.4 kWh yesterday.",
    "Meeting with the yak herders at Nyoma on Friday at 10:30.",
    "Order 88213 of 40 pashmina stoles is packed for Delhi.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/greenhouse", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "BANK-4471", "indent": "IND-2032-00731"}',
    '{"lot": {"id": "CHR-APR-2032-118", "weight_kg": 60, "moisture_pct": 14.5}}',
    '{"phone": "+91 1982 252 417", "city": "Leh"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "stoles_in_stock": 1284}',
    '{"hs_code": "0813.10", "origin": "IN", "description": "dried apricots"}',
    '{"truck": "JK10 4521", "route": "Srinagar-Kargil", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
