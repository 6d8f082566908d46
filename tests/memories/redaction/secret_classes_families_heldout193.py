# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninety-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-eighty-ninth only to search them (grep) for the languages, wordings, tools,
commands, flags, variables, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninetieth to hundred-and-ninety-second), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (193604817),
password words (a pass of the Pamir Highway or the Wakhan, its height in metres and a sign; two
lakes joined by dots with a year; a saffron grade, a weight in grams and a sign; leet words of
Khorog, Murghab, saffron, the yak and the mulberry with a year and a sign; a name, a birth year, a
sign and a village; a river in capitals, a sign and a number; a peak and its height; a carpet's
knots per row and a motif; a yak herd's count after `Topoz` or `Kutas`; generator groups and random
runs), names, places, templates, tools, vendors and layouts, the way the staff of Bomi Jahon
("Roof of the World", fictional: a saffron farm by Ishkashim, carpet weavers in Khorog and
Murghab, dried-fruit export (apricots, mulberries) through Sost and Tashkurgan, a border bazaar at
Ishkashim, a micro-hydropower plant on the Gunt, trekking lodges in the Wakhan and Bartang valleys,
and women's savings groups in Faizabad and Khorog) leak secrets into an assistant's memory. The
texts are WhatsApp, Telegram, Signal, imo, Viber, WeChat, Element and Teams messages,
chat logs with times, helpdesk tickets, wiki tables, notes, e-mails, runbooks, README fragments,
shell, PowerShell and 1C prompts, voice-memo transcripts, SMS and requests to the assistant
itself; the label's separators run from a colon, "is" and a dash to an arrow, a key emoji, a new
line, quotes (`"…"`, `«…»`, `„…“`), brackets and parentheses.

Commands none of heldouts 5 to 189 names (each command grepped by name): 1C's thin client `1cv8c`
and `1cestart.exe` with `/N … /P …`, `syncplay --password`, `unalz -pwd`, `pbincli send
--password`, `PS_SHARED_SECRET` before picoshare, `bw send --password`, OpenBSD's `ifconfig carp0
… pass …`, `omniedge login -u … -p`, OpenWISP's `uci set openwisp.http.shared_secret=`, `goshs -d
… -b`, `mcrypt -a … -k`, vanessa-runner's `vrunner init-dev … --db-pwd`, unoconv's
`DocumentOpenPassword=`, and the company's own `bomi-ledger-sync --ledger-pass` and
`gunt-scada-pull --historian-password`; beside them commands of lightly used tools (in one earlier
corpus each, by name; the fragments written here were grepped too, and some match that corpus):
UDPspeeder's `speederv2 … -k`, `ffsend upload --password`, `plowdown -a`, `check_pgsql -H … -p`,
`check_radius -H … -p`, `check_nt -H … -s`, `check_smtp -H … -P`, `juicefs format …
--secret-key`, `tinyfecvpn -c … -k`, `SBFspot … -password:`, `coscmd config -a … -s`, `obsutil
config -i … -k`, `qshell account`, `upx login`, `kdb5_util create … -P`, `megadl --username …
--password`, `eapol_test -c … -s`, `DUPLICACY_PASSWORD` and `PLAKAR_PASSPHRASE`. URLs of `hy2://`
and `anytls://` proxies and a `vless://` UUID (none of them named earlier), 1C's
`Srvr=…;Usr=…;Pwd=…` string, and common layouts (env files, compose, systemd, Kubernetes secrets,
a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings) in
wordings of their own; the variables are the company's own (`GUNT_HISTORIAN_PASSWORD`,
`GUNT_SCADA_DB_PASS`, `JAMOAT_DB_PASSWORD`, `BOMI_LEDGER_DSN`, `BOMI_ERP_ACCESS_TOKEN`, none of
them named earlier) and the vendors' (`ALIF_PAY_SECRET`, `METEOBLUE_API_KEY`, …).

About 47 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, about 185 of 390): Shughni, Wakhi, Rushani and Sarikoli (in Latin letters, and
Shughni also in Tajik Cyrillic), the Pamiri Tajik people text (in Cyrillic and in Latin letters),
Dari texting (in Arabic script and in Latin letters) and the Kyrgyz of Murghab (in Cyrillic and
Latin letters), with seed-phrase lines in Russian, Czech, Turkish and Chinese. The wordings are the
author's approximations, checked by no speaker, built around a few marker words and the loanwords
people there text (parol, wifi, PIN, token, server, API key, backup, kod): Tajik's `калимаи убур`
and `kalimai ubur` ("password", as interfaces translate it), `ин … аст`, `нав`, `илтимос`,
`ташаккур`, `коди дар`, `рамзи ПИН`; Dari's `کلمه عبور`, `پسورد`, `… اس` (spoken "is"), `نو`,
`به کسی نگو`, `تشکر`, `کود دروازه`, and in Latin letters `paswurd`, `ramz`, `nawi`, `ba kasi nago`,
`tashakor`, `lotfan`, `namber`; Kyrgyz's `купуя сөз` ("secret word"), `сырсөз`, `менин`, `жаңы`,
`бул`, `рахмат`, `эшиктин коду`, and in Latin letters `kupuya soz`, `jangy`, `ech kimge aitpa`;
Shughni's `yam` ("this"), `nur` ("today"), `čīd` ("house"), `mu-rd dāk` ("give me"), `baxtowar sā`
("thank you"), in Cyrillic `йам`, `чӣд`, `нур`; Wakhi's `yem`, `nəw`, `yupk` ("water"), `wuz`;
Rushani's `yā`, `mu`, `čīd-and`; Sarikoli's `yəm`, `wuz`, `nawj`. The Wakhi, Rushani and
Sarikoli lines (a pronoun and a noun or two around the loanword `parol`) and Shughni's copula `-ti`
are the thinnest guesses; the Kyrgyz and Dari ones are the thickest.

Vendors (Kisters, OTT HydroMet, Sommer Messtechnik, Teledyne ISCO, Metasphere, Telemetry2U,
Meteoblue, Breezometer, Ecoligo, Energy Web, Pngme, Esusu, Chamasoft, Juntos, Arifu, Savix, Ledger
Link, Tilde, Systran, Yango, Ucell, MBank, M-Paisa, Alif, Preno, 101Hotels, Catawiki, AgriDigital,
Unistream, Xpay, Wallet One, Lianlian, Yeepay, Huifu and Humans.uz) are ones heldouts 5 to 189 do
not name (grepped by name). No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Kisters and Energy Web, and prefixes
such as `mtsp_`, `esu_live_`, `yg-`, `xpay_sk_`); the JWTs are well-formed.

Id kinds: three that carry a check, each lightly used before (in one to four earlier corpora):
Pakistan's CNIC of a Gilgit-Baltistan partner (`stdnum.pk.cnic`, which checks the province and the
layout, no check digit), China's resident id of a Tashkurgan guide (`stdnum.cn.ric`: the birth
date, the place and the ISO 7064 check digit) and the USCC of the Tashkurgan trading partner
(`stdnum.cn.uscc`, its check character); and kinds heldouts 5 to 189 do not use, invented shapes
that no library or this file checks (no check-digit algorithm is written here): a Tajik identity
card (`шаҳодатномаи ҳуввият`), a Kyrgyz personal identification number (14 digits, `жеке
идентификациялык номер`), a Wakhan Corridor trekking permit, a Tajik tour-operator licence
(`иҷозатномаи туроператорӣ`), an electrical-safety clearance certificate of the hydropower plant's
staff (`гурӯҳи допуск`), an Afghan commercial licence (`لایسنس تجارتی`) and a GBAO border-zone
permit. Card numbers pass Luhn (the value helpers' Visa, Mastercard, UnionPay, Maestro, JCB,
Discover, Diners and Amex, checked with python-stdnum's `luhn`). The IBANs are of the countries
used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 189 (Honduras,
Slovenia, Norway, Luxembourg, Czechia, Denmark, Finland and Ireland, in fourteen corpora each by
that count), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Russian, Czech, Turkish and Simplified Chinese lists, each with a valid checksum. Counts:
390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60
clean texts and 10 clean metadata dicts.
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
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.pk import cnic as pk_cnic

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 193_604_817
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


_PASSES = {"AkBaital": 4655, "Koitezek": 4272, "Khargush": 4091, "Wakhjir": 4923,
           "Khunjerab": 4693, "Kyzylart": 4280, "Naizatash": 4137, "Irshad": 4979}  # fmt: skip
_LAKES = ["yashilkul", "zorkul", "karakul", "bulunkul", "sarez", "shiva", "chaqmaqtin",
          "rangkul", "turumtaikul"]  # fmt: skip
_SAFFRON = ["Sargol", "Negin", "Pushal", "Bunch", "Konj", "Filaments"]
_LEET = ["Kh0r0g", "Murgh4b", "S4ffr0n", "T0p0z", "Tutm4viz", "Ishk4shim", "W4khan", "B4rt4ng",
         "G1l4m"]  # fmt: skip
_NAMES = ["Shodmon", "Nazira", "Gulnoza", "Mubarak", "Dilovar", "Zarina", "Khushbakht", "Parvina",
          "Niyozbek", "Mamadsho", "Davlatbek", "Sarfaroz", "Gulbahor", "Aibek", "Nurlan",
          "Cholpon", "Aizada", "Tilek", "Farid", "Mahbooba", "Nilofar", "Hamid", "Sayed",
          "Karim", "Nasiba", "Gulbahar", "Ayxan", "Rustam", "Mehrangez", "Imomnazar"]  # fmt: skip
_VILLAGES = ["Roshtqala", "Porshinev", "Vrang", "Langar", "Yamg", "Bash-Gumbez", "Rushan",
             "Basid", "Savnob", "Jelondy", "Alichur", "Qalai-Panja", "Sarhad", "Dafdar"]  # fmt: skip
_RIVERS = ["GUNT", "PANJ", "BARTANG", "SHOKHDARA", "AKSU", "MURGHAB", "PAMIR", "WAKHAN"]
_PEAKS = {"IsmoilSomoni": 7495, "KarlMarx": 6723, "Engels": 6510, "Mayakovsky": 6096,
          "Muztagh": 7509, "Kongur": 7649, "Patkhor": 6083, "IbnSina": 7134}  # fmt: skip
_MOTIFS = ["gul", "tumar", "qochqor", "boteh", "sandiq", "tarak"]
_SYMBOLS = "!#$%&*?@+=^~"


def _pass_height(g: random.Random) -> str:
    name = g.choice(list(_PASSES))
    return f"{name}{_PASSES[name]}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _peak(g: random.Random) -> str:
    peak = g.choice(list(_PEAKS))
    return f"{peak}{_PEAKS[peak]}{g.choice(['', '!', '#', '*'])}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _pass_height,
    lambda g: ".".join(g.sample(_LAKES, 2)) + "." + str(g.randrange(1990, 2034)),
    lambda g: f"{g.choice(_SAFFRON)}{g.choice([5, 10, 25, 50, 100])}g{g.choice(_SYMBOLS)}{g.randrange(1990, 2034)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_VILLAGES).replace('-', '')}",
    lambda g: f"{g.choice(_RIVERS)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _peak,
    lambda g: f"{g.randrange(180, 400)}knots{g.choice(_MOTIFS).capitalize()}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(['Topoz', 'Kutas', 'Yak'])}{g.randrange(12, 300)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, ALNUM + "!$%&?", 15),
    _manager,
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
    # English, in many media and separators
    "WhatsApp, Nazira: the 1C server admin password is {pw}",
    "Telegram group 'Gunt hydro shift': SCADA historian password → {pw}",
    "Signal from Dilovar: lodge router admin password: {pw}",
    "imo message from Mamadsho (Langar lodge): booking laptop password - {pw}",
    "Viber, Sarfaroz: saffron dryer controller password 🔑 {pw}",
    "Teams chat, export desk: the Sost customs portal password is \"{pw}\"",
    "Element room #carpets: Khorog weaving shop POS password «{pw}»",
    "WeChat from Ayxan (Tashkurgan): warehouse PC password (new) {pw}",
    "[07:42] Niyozbek: turbine PLC web password\n[07:42] Niyozbek: {pw}",
    "helpdesk #2217: Murghab felt shop tablet locked, last password was {pw}",
    "ticket BJ-0418: reset the Vrang homestay wifi admin, current password ({pw})",
    "Wiki › Hydro › Gunt micro-HPP:\n| system | user | password |\n|---|---|---|\n| SCADA | operator | {pw} |",
    "note to self: savings-group ledger laptop password = {pw}",
    "Subject: generator panel\n\nHi Zarina,\nthe Deep Sea panel password is {pw}. Delete this after.\n\nRustam",
    "Runbook: turbine restart\n1. open the governor HMI\n2. log in as engineer\n3. password: {pw}\n4. raise the gate to 40 %",
    "README (lodge kiosk)\nbooking kiosk admin password: `{pw}`",
    "voice memo: the dried fruit scale password is {pw} full stop",
    "please remember my Alif Mobi password, it's {pw}",
    "keep this for me — the bazaar stall tablet password is {pw}",
    "Teams, Hamid: password for the Faizabad savings group laptop [{pw}]",
    # Pamiri Tajik, Cyrillic and Latin
    "калимаи убури компютери анбор: {pw}",
    "Калимаи убури нави сервер ин аст: {pw}, ба касе нагӯ",
    "пароли вайфайи меҳмонхона → {pw}",
    "Gulnoza: калимаи убури 1С {pw} аст, илтимос нигоҳ дор",
    "kalimai ubur-i kompyuteri anbor: {pw}",
    "paroli novi server in ast: {pw}, tashakur",
    "Zarina: kalimai ubur-i kassa {pw} ast",
    "Parvina: iltimos, paroli noutbuki guruhi jamgʻarma {pw}",
    # Dari, Arabic script and Latin
    "کلمه عبور کمپیوتر گدام: {pw}",
    "پسورد نو سرور {pw} اس، به کسی نگو",
    "Mahbooba: کلمه عبور لپتاپ گروه پس‌انداز ← {pw}",
    "پسورد کمپیوتر دفتر زعفران «{pw}» اس، تشکر",
    "paswurd-e computer-e godam: {pw}",
    "Farid: paswurd-e nawi server {pw} as, ba kasi nago",
    "ramz-e laptop-e guruh-e pasandaz: {pw} lotfan",
    "Nilofar: paswurd-e dafter-e zafaran -> {pw}",
    # Kyrgyz of Murghab, Cyrillic and Latin
    "кампа компьютеринин сырсөзү: {pw}",
    "Aibek: жаңы сервердин купуя сөзү {pw}, эч кимге айтпа",
    "менин почтамдын пароль: {pw}",
    "Cholpon: бул кассанын сырсөзү → {pw}, рахмат",
    "kampa kompyuterinin kupuya sozu: {pw}",
    "Tilek: jangy serverdin parol {pw}, ech kimge aitpa",
    "menin pochtamdyn parol: {pw}",
    # Shughni, Latin and Cyrillic
    "yam mu čīd wifi parol: {pw}",
    "Imomnazar: nur naw server parol-ti {pw}, baxtowar sā",
    "Davlatbek: mu-rd dāk... yo, yam-ti 1C parol: {pw}",
    "йам му чӣд вайфай парол: {pw}",
    "Мубарак: нур нав сервер парол-ти {pw}",
    # Wakhi, Rushani, Sarikoli
    "yem maž lodge-i wifi parol: {pw}",
    "Karim: yupk-xun turbina nəw parol {pw}",
    "wuz nəw parol čəkəm: {pw}",
    "yā mu kompyuter parol: {pw}",
    "Khushbakht: čīd-and naw wifi parol {pw}",
    "yəm mo nawj WeChat parol: {pw}",
    "Gulbahar: wuz nawj diannao parol čəkdəm — {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["shodmon", "nazira.m", "gulnoza", "mubarak", "dilovar", "zarina.k", "khushbakht",
          "parvina", "niyozbek", "mamadsho", "davlatbek", "sarfaroz", "gulbahor", "aibek.t",
          "nurlan", "cholpon", "aizada", "tilek", "farid.h", "mahbooba", "nilofar", "hamid",
          "sayed", "karim.w", "nasiba", "ayxan", "rustam", "svc-1c", "scada-op", "lodge-desk"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Nazira: 1C login {u} / {pw}",
    "helpdesk #2231: {u} locked out of the SCADA station, password {pw}",
    "Wiki › Lodges › Langar › booking PC: {u} — {pw}",
    "| app | login | password |\n|---|---|---|\n| savings ledger | {u} | {pw} |",
    "sign in to the customs broker portal as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "creds for the turbine HMI: {u} and {pw}",
    "device,user,password\ngunt-hmi-2,{u},{pw}",
    "ssh {u}@gw.bomi.lan  (password {pw})",
    "Teams: account {u}, password {pw}",
    "user={u} pass={pw}",
    "- host: kiosk-vrang\n  user: {u}\n  password: {pw}",
    "логин {u}, калимаи убур {pw}",
    "номи корбар: {u}\nпарол: {pw}",
    "nomi korbar {u}, kalimai ubur {pw}",
    "نام کاربری {u}، کلمه عبور {pw}",
    "username-e man {u} as, paswurd {pw}",
    "колдонуучу аты {u}, сырсөз {pw}",
    "login {u}, kupuya soz {pw}",
    "mu login {u}, parol-ti {pw}",
    "maž login {u}, parol {pw}",
    "mo login {u}, parol {pw}",
    "логин: {u} / пароль: {pw}",
    "用户名 {u}，密码 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["zafaran", "ashak", "tutmaviz", "kurut", "shirchoy", "qurutob", "gilam", "namad",
               "shyrdak", "kutas", "topoz", "chakka", "pakhlava", "oshi", "toqi", "rubob",
               "dutor", "setor"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, then {d}",
    "voice memo: lodge wifi is {w} and straight after it {d}",
    "it's {w}{d}, the word and the number together",
    "for the 1C box type {w}, then {d}, no space",
    "voice note, Shodmon: kalimai ubur kalimai {w} ast, baʼd {d}",
    "калимаи убур калимаи «{w}» аст, баъд {d}",
    "paswurd kalima-e {w} as, baad az u {d}",
    "پسورد کلمه {w} اس، بعد از او {d}",
    "сырсөз {w} деген сөз, анан {d}",
    "kupuya soz {w} degen soz, anan {d}",
    "parol-ti {w}, pas {d}",
    "the name of Karim's yak, {w}, followed by {d}",
    "Диловар: парол калимаи {w} ва пасаш {d}",
    "maž parol {w}, dəsa {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # each word once
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    '1cv8c ENTERPRISE /S "1c.bomi.lan\\savdo" /N "{u}" /P "{pw}"',
    '1cestart.exe ENTERPRISE /F "D:\\1C\\Jamoat" /N {u} /P {pw} /DisableStartupMessages',
    'syncplay --host sync.bomi.lan:8999 --name {u} --room lodge-films --password "{pw}" --no-gui',
    "unalz -pwd {pw} gilam-naqshho.alz",
    "pbincli send --password '{pw}' --file saffron-prices-2032.xlsx",
    "PS_SHARED_SECRET='{pw}' PS_BEHIND_PROXY=true ./picoshare -db data/store.db",
    "bw send -n 'Sost customs scans' -d 3 --password '{pw}' --file ./gd-scans.zip",
    "ifconfig carp0 vhid 7 pass {pw} advskew 0 10.44.0.1/24",
    "omniedge login -u {u}@bomi-jahon.tj -p '{pw}'",
    "uci set openwisp.http.shared_secret='{pw}' && uci commit openwisp",
    "speederv2 -c -l0.0.0.0:3333 -r 203.0.113.40:4096 -f20:10 -k '{pw}'",
    "bomi-ledger-sync --jamoat faizabad-3 --ledger-user {u} --ledger-pass '{pw}'",
    "gunt-scada-pull --modbus 10.44.3.10:502 --historian-user {u} --historian-password '{pw}'",
    "vrunner init-dev --ibconnection /Ssrv-1c\\savdo --db-user {u} --db-pwd '{pw}'",
    "mcrypt -a rijndael-256 -k '{pw}' payroll-khorog.csv",
    "ffsend upload --password '{pw}' --downloads 2 carpet-catalogue.pdf",
    "plowdown -a '{u}:{pw}' https://1fichier.com/?k3xq9wz",
    "unoconv -f pdf -e EncryptFile=true -e DocumentOpenPassword='{pw}' invoice-apricots.odt",
    "check_pgsql -H pg.bomi.lan -d ledger -l {u} -p '{pw}'",
    "check_radius -H radius.bomi.lan -F /etc/radiusclient/radiusclient.conf -u {u} -p '{pw}'",
    "check_nt -H 10.44.0.20 -p 12489 -s '{pw}' -v CPULOAD -l 5,80,90",
    "check_smtp -H mail.bomi.lan -p 587 -S -A LOGIN -U {u} -P '{pw}'",
    "juicefs format --storage s3 --bucket https://s3.bomi.lan/jfs --access-key {u} --secret-key '{pw}' redis://10.44.0.5/1 archive",
    "goshs -d /srv/lodge-photos -b '{u}:{pw}' -s",
    "tinyfecvpn -c -r 203.0.113.40:4096 -f20:10 -k '{pw}' --sub-net 10.22.22.0",
    "SBFspot -v -finq -ad1 -am0 -password:'{pw}'",
    "coscmd config -a AKIDbomi{u} -s '{pw}' -b dryfruit-1250000000 -r ap-guangzhou",
    "obsutil config -i={u} -k='{pw}' -e=obs.cn-north-4.myhuaweicloud.com",
    "qshell account {u} '{pw}' bomi-kashgar",
    "upx login bomi-photos {u} '{pw}'",
    "kdb5_util create -r BOMI.LAN -s -P '{pw}'",
    "megadl --username {u}@bomi-jahon.tj --password '{pw}' 'https://mega.nz/folder/Xk2pQa'",
    "eapol_test -c lodge-peap.conf -a 10.44.0.2 -s '{pw}'",
    "DUPLICACY_PASSWORD='{pw}' duplicacy backup -stats -threads 4",
    "PLAKAR_PASSPHRASE='{pw}' plakar at /mnt/usb/kloset backup /srv/ledger",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@khorog-gw:~# {c}", "nazira@ledger-pc:~$ {c}", "PS C:\\1C> {c}",
    "bash history on gunt-scada:\n  412  {c}", "Termux on the lodge phone:\n~ $ {c}",
    "Jenkins console output:\n+ {c}", "cron line: 15 2 * * * {c}", "Teams, Rustam: ran this → {c}",
    "helpdesk #2240, pasted by the installer:\n{c}", "WhatsApp, Sayed: {c}",
    "runbook step 4:\n    {c}", "ansible shell task: cmd: \"{c}\"",
    "Бо ин фармон кор кард: {c}", "ин командаро задам: {c}", "in komandaro zadam: {c}",
    "این کماند را زدم: {c}", "in command ra zadam: {c}",
    "бул буйрукту жаздым: {c}", "bul buyruktu jazdym: {c}",
    "yam komanda-ti: {c}", "yem komanda: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "hy2://{pw}@vpn.bomi-jahon.tj:443/?sni=vpn.bomi-jahon.tj&insecure=0#khorog",
    "anytls://{pw}@edge.bomi-jahon.tj:8443/?sni=edge.bomi-jahon.tj#murghab",
    'Srvr="1c.bomi.lan";Ref="savdo";Usr="{u}";Pwd="{pw}";',
    "clickhouse://{u}:{pw}@ch.bomi.lan:9000/turbine",
    "oracle+oracledb://{u}:{pw}@ora.bomi.lan:1521/?service_name=EXPORT",
    "mssql+pytds://{u}:{pw}@sql.bomi.lan:1433/Lodges",
    "rediss://{u}:{pw}@cache.bomi.lan:6380/2",
    "ftpes://{u}:{pw}@ftp.bomi-jahon.tj/phyto-certs/",
    "tarantool://{u}:{pw}@tt.bomi.lan:3301",
    "postgresql+psycopg://{u}:{pw}@pg.bomi.lan:5432/jamoat",
    "influxdb://{u}:{pw}@influx.bomi.lan:8086/gunt",
    "jdbc:mariadb://db.bomi.lan:3306/bazaar?user={u}&password={pw}",
    "Server=sql.bomi.lan;Database=Carpets;User Id={u};Password={pw};TrustServerCertificate=True",
    "wss://{u}:{pw}@mqtt.bomi.lan:8884/mqtt",
]  # fmt: skip
_URL_PLACES = [
    "BOMI_LEDGER_DSN={c}", "keep this connection string: {c}", "Teams, Rustam: {c}",
    "Wiki › Databases: {c}", "сатри пайвастшавӣ: {c}", "رشته اتصال: {c}", "туташуу сабы: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bomi-jahon", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "stations:read series:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Kisters", "KISTERS_WISKI_TOKEN", _vendor_jwt("https://kiwis.kisters.example")),
    ("OTT HydroMet", "OTT_HYDROMET_API_KEY", _j((HEX, 40))),
    ("Sommer Messtechnik", "SOMMER_MDS_KEY", _j((UPPER_DIGITS, 32))),
    ("Teledyne ISCO", "ISCO_FLOWLINK_KEY", lambda g: v.uuid4(g, "9")),
    ("Metasphere", "METASPHERE_API_TOKEN", _j("mtsp_", (ALNUM, 36))),
    ("Telemetry2U", "TELEMETRY2U_API_KEY", _j((HEX, 32))),
    ("Meteoblue", "METEOBLUE_API_KEY", _j((ALNUM, 16))),
    ("Breezometer", "BREEZOMETER_KEY", _j((HEX, 32))),
    ("Ecoligo", "ECOLIGO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Energy Web", "ENERGYWEB_ACCESS_TOKEN", _vendor_jwt("https://identity.energyweb.example")),
    ("Pngme", "PNGME_API_KEY", _j((ALNUM, 40))),
    ("Esusu", "ESUSU_SECRET_KEY", _j("esu_live_", (ALNUM, 32))),
    ("Chamasoft", "CHAMASOFT_API_KEY", _j((B64, 44))),
    ("Juntos", "JUNTOS_TOKEN", _j((HEX, 48))),
    ("Arifu", "ARIFU_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Savix", "SAVIX_API_TOKEN", _j((ALNUM, 32))),
    ("Ledger Link", "LEDGERLINK_SECRET", _j((URLSAFE, 40))),
    ("Tilde", "TILDE_MT_KEY", _j((HEX, 32))),
    ("Systran", "SYSTRAN_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Yango", "YANGO_DELIVERY_TOKEN", _j("yg-", (LOWER_DIGITS, 40))),
    ("Ucell", "UCELL_SMS_SECRET", _j((UPPER_HEX, 32))),
    ("MBank", "MBANK_MERCHANT_SECRET", _j((B64, 64))),
    ("M-Paisa", "MPAISA_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("Alif", "ALIF_PAY_SECRET", _j((HEX, 64))),
    ("Preno", "PRENO_API_KEY", _j((ALNUM, 48))),
    ("101Hotels", "HOTELS101_API_TOKEN", _j((HEX, 40))),
    ("Catawiki", "CATAWIKI_SELLER_TOKEN", _j((URLSAFE, 48))),
    ("AgriDigital", "AGRIDIGITAL_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Unistream", "UNISTREAM_APP_SECRET", _j((B64, 43), "=")),
    ("Xpay", "XPAY_SECRET_KEY", _j("xpay_sk_", (ALNUM, 32))),
    ("Wallet One", "WALLETONE_SIGNATURE_KEY", _j((ALNUM, 30))),
    ("Lianlian", "LIANLIAN_PRIVATE_KEY", _j((B64, 88))),
    ("Yeepay", "YEEPAY_APP_SECRET", _j((HEX, 32))),
    ("Huifu", "HUIFU_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Humans.uz", "HUMANS_UZ_TOKEN", _j((ALNUM, 44))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "k8s secret:\nstringData:\n  {env}: \"{tok}\"",
    "Bomi ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "helpdesk #2290: {vendor} integration broken, current key {tok}",
    "WhatsApp, Rustam: {vendor} key for the lodge sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "калиди API-и {vendor}: {tok}",
    "kalidi API-i {vendor} in ast: {tok}",
    "کلید API {vendor}: {tok}",
    "kilid-e API-e {vendor} {tok} as",
    "{vendor} API ачкычы: {tok}",
    "{vendor} API achkychy: {tok}",
    "{vendor} API kilit-ti: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    telemetry = _r(rng, HEX, 32)
    meteoblue = _r(rng, ALNUM, 16)
    savix = _r(rng, ALNUM, 32)
    preno = _r(rng, ALNUM, 48)
    yeepay = _r(rng, HEX, 32)
    vless = v.uuid4(rng, "9")
    return [
        Sample("vendor_token", f'r = requests.get("https://api.telemetry2u.example/v1/devices", headers={{"X-Api-Key": "{telemetry}"}})', telemetry),
        Sample("vendor_token", f"curl 'https://my.meteoblue.com/packages/basic-1h?lat=37.49&lon=71.55&apikey={meteoblue}'", meteoblue),
        Sample("vendor_token", f'const savix = new SavixClient({{ token: "{savix}" }});', savix),
        Sample("vendor_token", f'$preno = new Preno\\Client("langar-lodge", "{preno}");', preno),
        Sample("vendor_token", f'yeepay := NewClient("10088812345", "{yeepay}") // Go', yeepay),
        Sample("vendor_token", f"vless://{vless}@edge.bomi-jahon.tj:443?encryption=none&security=reality&type=tcp#sost", vless),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it shows it only once, so here:\n{t}",
                "ин токен: {t}", "این توکن: {t}", "{t}\n^ the new one, the old one is revoked"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Gunt intake level sensor: {h}": 32,
    "HMAC secret for the Alif payment callback: {h}": 64,
    "pre-shared key of the Khorog–Murghab IPsec tunnel (hex): {h}": 64,
    "AES key of the lodge door-lock encoder: {h}": 32,
    "калиди рамзгузории нусхаи эҳтиётӣ: {h}": 64,
    "کلید رمزگذاری بکاپ: {h}": 48,
    "backup shifrlöö achkychy: {h}": 64,
    "turbine governor firmware signing key, hex: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "helpdesk #2301: token copied from the browser's network tab {t}",
    "Cookie: lang=tg; bomi_session={t}",
    "BOMI_ERP_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токени ман: {t}",
    "توکن: {t}",
    "Element, Aibek: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS512", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@bomi-jahon.tj"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.bomi-jahon.tj/realms/bomi", "azp": "ledger-web",
                   "roles": ["jamoat-treasurer"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS512": 86, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the Gunt SCADA box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/ledger.bomi-jahon.tj.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"CUSTOMS_EDI_PRIVATE_KEY": "{key}", "partner": "sost-dryport"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lodge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "helpdesk #2310, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "калиди хусусии сервер:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key of the savings-group treasurer:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it before I burn the card: {p}": "english",
    "recovery phrase of the savings group's BlueWallet\n{p}": "english",
    "voice memo: the Nunchuk recovery words are {p} and that's all": "english",
    "Wiki page 'Lodge crypto tips wallet (retired)': {p}": "english",
    "калимаҳои барқарорсозии ҳамён: {p}": "russian",
    "сид-фраза кошелька Trust: {p}": "russian",
    "کلمات بازیابی کیف پول: {p}": "english",
    "капчыктын калыбына келтирүү сөздөрү: {p}": "russian",
    "obnovovací fráze peněženky (Olomouc buyer): {p}": "czech",
    "cüzdan kurtarma kelimeleri (Istanbul carpet agent): {p}": "turkish",
    "钱包助记词（塔什库尔干仓库）：{p}": "chinese_simplified",
    "Shughni note: mu hamyon kalima-yen: {p}": "english",
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
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Nazira: the company Visa for the turbine spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nValid thru: {mm}/{yy}",
    "helpdesk #2322: pay the Langar lodge booking fee with card {c}",
    "рақами корти ман: {c}, {mm}/{yy}",
    "raqami korti man: {c}",
    "نمبر کارت مه: {c}، {mm}/{yy}",
    "namber-e kart-e man {c} as",
    "менин картамдын номери: {c}",
    "menin kartamdyn nomeri {c}, {mm}/{yy}",
    "mu kort raqam: {c}",
    "银行卡号：{c}，有效期 {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "unionpay", "maestro", "jcb", "discover", "diners", "amex"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 08/36, security code {cvv}",
               "the three digits on the back of the company card: {cvv}",
               "се рақами пушти корт: {cvv}",
               "سه نمبر پشت کارت: {cvv}",
               "картанын артындагы үч сан: {cvv}",
               "se raqami pushti kort {cvv}"]  # fmt: skip


def _not_in_clean(value: str) -> bool:
    """A short code that no clean text happens to hold."""
    return not any(value in text for text in CLEAN)


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    card = v.grouped(_card(rng, "visa"), " ", rng)
    return {"c": card, "cvv": v.until(rng, lambda g: _r(g, D, 3), _not_in_clean)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 189 (fourteen corpora each); BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"HN": "aaaa" + "n" * 20, "SI": "n" * 15, "NO": "n" * 11, "LU": "nnn" + "c" * 13,
                "CZ": "n" * 20, "DK": "n" * 14, "FI": "n" * 14, "IE": "aaaa" + "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BJ-2032-077: pay for the saffron jars to {i} within 30 days",
    "save the Oslo carpet buyer's IBAN: {i}",
    "IBAN: {i}\nReference: dried apricots lot 12",
    "WhatsApp #treasury: the Ljubljana importer's new bank details, IBAN {i}",
    "IBAN-и харидор: {i}",
    "IBAN-i kharidor {i}",
    "IBAN خریدار: {i}",
    "IBAN-e kharidar {i} as",
    "сатып алуучунун IBAN: {i}",
    "satyp aluuchunun IBAN {i}",
    "mu IBAN-ti {i}",
    "Tegucigalpa coffee-and-apricot trader, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cnic(g: random.Random) -> str:
    """A Pakistani CNIC of Gilgit-Baltistan (province digit 7): 5-7-1 digits."""
    number = v.until(g, lambda h: "71" + _r(h, D, 11), pk_cnic.is_valid)
    return f"{number[:5]}-{number[5:12]}-{number[12]}"


def _ric(g: random.Random) -> str:
    """A Chinese resident id of Tashkurgan or Kashgar: place, birth date, order, check digit."""

    def make(h: random.Random) -> str:
        body = (h.choice(["653131", "653101", "653121"]) + str(h.randrange(1960, 2004))
                + f"{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}" + _r(h, D, 3))  # fmt: skip
        return body + cn_ric.calc_check_digit(body + "0")

    return v.until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    """A Chinese Unified Social Credit Code of a Tashkurgan company, with its check character."""
    alphabet = "0123456789ABCDEFGHJKLMNPQRTUWXY"

    def make(h: random.Random) -> str:
        body = "91653131" + _r(h, alphabet, 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _tj_id(g: random.Random) -> str:
    """A Tajik identity card number: an A and nine digits (invented shape, no check)."""
    return "A" + g.choice("0123") + _r(g, D, 8)


def _kg_pin(g: random.Random) -> str:
    """A Kyrgyz personal number: the sex, the birth date and five digits (no check here)."""
    return f"{g.choice('12')}{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(1960, 2005)}{_r(g, D, 5)}"


def _wakhan_permit(g: random.Random) -> str:
    """A Wakhan Corridor trekking permit (invented shape)."""
    return f"WCP-{g.randrange(1400, 1412)}-{_r(g, D, 5)}"


def _tour_licence(g: random.Random) -> str:
    """A Tajik tour-operator licence (invented shape)."""
    return f"ТО-{_r(g, D, 4)}/{g.randrange(2026, 2033)}"


def _safety_cert(g: random.Random) -> str:
    """An electrical-safety clearance certificate of the hydropower staff (invented shape)."""
    return f"ЭБ-{g.choice('IVX')}{g.choice(['', 'I', 'V'])}-{_r(g, D, 6)}"


def _af_licence(g: random.Random) -> str:
    """An Afghan commercial licence number (invented shape)."""
    return f"{g.choice(['BDK', 'KBL', 'BDK'])}-{_r(g, D, 7)}"


def _gbao_permit(g: random.Random) -> str:
    """A GBAO border-zone permit (invented shape)."""
    return f"GBAO{_r(g, D, 2)}-{_r(g, UPPER, 1)}{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "CNIC of the Sost apricot partner, for the contract: {s}": _cnic,
    "شناختی کارڈ نمبر (Karimabad supplier): {s}": _cnic,
    "resident id of our Tashkurgan guide, for the lodge register: {s}": _ric,
    "身份证号（塔什库尔干向导）：{s}": _ric,
    "USCC of the Tashkurgan trading partner on the contract: {s}": _uscc,
    "统一社会信用代码：{s}": _uscc,
    "рақами шаҳодатномаи ҳуввияти ман: {s}": _tj_id,
    "shahodatnomai huvviyat raqam {s}": _tj_id,
    "жеке идентификациялык номерим: {s}": _kg_pin,
    "jeke identifikatsiyalyk nomerim {s}": _kg_pin,
    "Wakhan Corridor trekking permit for the Dutch group: {s}": _wakhan_permit,
    "permit-e dahliz-e Wakhan: {s}": _wakhan_permit,
    "рақами иҷозатномаи туроператорӣ: {s}": _tour_licence,
    "Bomi Tours tour-operator licence no. {s}": _tour_licence,
    "гурӯҳи допуски электрикӣ, шаҳодатнома: {s}": _safety_cert,
    "Niyozbek's electrical-safety clearance certificate: {s}": _safety_cert,
    "نمبر لایسنس تجارتی: {s}": _af_licence,
    "namber-e license-e tejarati {s} as": _af_licence,
    "GBAO border-zone permit of Hamid: {s}": _gbao_permit,
    "иҷозати минтақаи сарҳадии ВМКБ: {s}": _gbao_permit,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Alif Mobi 2FA recovery codes\n{codes}", "backup codes for the lodge Google account {codes}",
            "кодҳои эҳтиётии 2FA: {codes}", "کودهای بکاپ 2FA:\n{codes}",
            "2FA резерв коддору: {codes}", "kodhoi ehtiyotii 2FA {codes}",
            "Teams, Rustam: Catawiki backup codes\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/BomiERP:nazira@bomi-jahon.tj?secret={s}&issuer=BomiERP&digits=6",
              "Aegis, manual setup key for the Alif business login: {s}",
              "калиди TOTP барои 1C: {s}", "کلید 2FA سرور: {s}",
              "2FA setup key of the MBank merchant cabinet: {s}", "TOTP achkychy: {s}"]  # fmt: skip
_CODES = ["{c} is your Alif verification code", "Код тасдиқ: {c}. Ба касе надиҳед",
          "کود تایید شما {c}", "MBank: тастыктоо коду {c}", "【工商银行】验证码 {c}，5分钟内有效"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 4 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Bomi-Office", "Langar-Lodge-Guest", "Gunt-HPP-Ops", "Khorog-Weavers",
          "Murghab-Felt-5G", "Ishkashim-Bazaar", "Vrang Homestay", "Sost-DryPort",
          "TKG-Warehouse", "Faizabad-Jamoat", "Bartang Lodge 2G", "Roshtqala-Saffron"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "lodge network {s} / {pw}",
    "the key on the sticker under the lodge router: {pw}",
    "OpenWrt: uci set wireless.default_radio0.ssid='{s}'; uci set wireless.default_radio0.key='{pw}'",
    "пароли вайфайи {s}: {pw}",
    "вайфай {s}, калимаи убур → {pw}",
    "paroli wifi-i {s} in ast: {pw}",
    "پسورد وای فای {s}: {pw}",
    "paswurd-e wifi {s} {pw} as",
    "{s} вайфайдын сырсөзү: {pw}",
    "{s} wifi paroly: {pw}",
    "{s} wifi parol-ti {pw}",
    "yem {s} wifi parol: {pw}",
    "{s} 的 Wi-Fi 密码：{pw}",
    "guest wifi at the Langar lodge is {s}, key {pw}",
    "wifi? \nMamadsho: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("mtsp_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("esu_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it one character at a time: {t}", "[dictated over the imo call] {t}",
          "(spaced so the preview hides it) {t}", "як ба як ҳарф: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["коди дари анбори зафарон: {pw}", "рамзи ПИН-и корти ман {pw} аст",
          "kodi dari anbor: {pw}", "کود دروازه گدام: {pw}", "PIN کارت مه {pw} اس",
          "эшиктин коду: {pw}", "menin PIN kodum {pw}", "čīd-ard dar kod: {pw}",
          "the lodge safe opens with {pw}", "keypad at the turbine house: {pw} then #",
          "padlock on the apricot store at Sost: {pw}", "my Alif card PIN is {pw}",
          "SIM PIN of the SCADA modem: {pw}", "yem xun dar kod: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    size = [4, 6, 5, 4][index % 4]
    return {"pw": v.until(rng, lambda g: _r(g, D, size), _not_in_clean)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["saffron", "apricot", "mulberry", "felt", "yak", "turbine", "glacier",
                 "caravan", "loom", "juniper", "poplar", "marmot", "ibex", "walnut",
                 "rubob", "tandoor"]  # fmt: skip
_PHRASES = {"KeePassXC passphrase of the savings-group vault: {p}": " ",
            "Bitwarden master passphrase (lodges): {p}": "-",
            "Proton Pass passphrase: {p}": ".", "пасфразаи бекап: {p}": " ",
            "پس‌فریز بکاپ: {p}": "_", "backup passphrase-ti {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Basic {v}' https://scada.bomi.lan/api/trend": True,
    "Insomnia export: Authorization: Bearer {v}": False,
    "HAR file of the ledger app: authorization: bearer {v}": False,
    "сарлавҳа: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env (ledger):\nJAMOAT_DB_USER=ledger\nJAMOAT_DB_PASSWORD={pw}",
    "compose.yaml:\n  ledger-db:\n    environment:\n      POSTGRES_USER: ledger\n      POSTGRES_PASSWORD: {pw}",
    "k8s:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: gunt-historian\nstringData:\n  GUNT_HISTORIAN_PASSWORD: \"{pw}\"",
    "/etc/systemd/system/gunt-pull.service:\n[Service]\nEnvironment=GUNT_SCADA_DB_PASS={pw}\nExecStart=/usr/local/bin/gunt-scada-pull",
    "1C default.vrd:\n<point base=\"/savdo\" ib=\"Srvr=1c.bomi.lan;Ref=savdo;\" usr=\"web\" pwd=\"{pw}\"/>",
    "unicenta.properties:\ndb.user=pos\ndb.password={pw}",
    "weewx.conf:\n[StdRESTful]\n  [[Wunderground]]\n    station = IKHOROG3\n    password = {pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.bomi.lan",
    "dhis.conf:\nconnection.username = dhis\nconnection.password = {pw}",
    "config.php (lodge booking):\ndefine('BOOKING_DB_PASS', '{pw}');",
    "application.yml:\nspring:\n  datasource:\n    username: export\n    password: {pw}",
    "appsettings.json: \"ConnectionStrings\": {{ \"Ledger\": \"Host=pg;Username=ledger;Password={pw}\" }}",
    "ansible group_vars/lodges.yml:\nlodge_router_admin_password: \"{pw}\"",
    "terraform.tfvars:\nscada_db_password = \"{pw}\"",
    "/etc/ppp/peers/tcell:\nuser \"tcell\"\npassword \"{pw}\"",
    "settings.ini (saffron dryer):\n[auth]\nuser=operator\npass={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Nazira: 1C password?\nRustam: {pw}",
    "[06:12] aibek: root pw for the lodge server?\n[06:13] tilek: {pw}",
    "Dilovar: {pw} is the new SCADA password",
    "Farid: use {pw}, that's what the router has now",
    "Гулноза: пароли нав {pw}",
    "Zarina: parol-i nav {pw} ast",
    "Mahbooba: پسورد نو {pw} اس",
    "Hamid: paswurd-e nawi {pw}",
    "Айзада: жаңы сырсөз {pw}",
    "Cholpon: jangy parol {pw}",
    "Imomnazar: naw parol-ti {pw}",
    "Ayxan: 新密码是 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 45),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 5), (_wifi, 18),
    (_spelled_tokens, 8), (_locks, 14), (_phrases, 6), (_auth, 6), (_configs, 16), (_chats, 12),
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
    "the SCADA engineer password is": "{s}", "1C admin pw:": "{s} (since the reinstall)",
    "калимаи убури нав:": "{s}", "Alif Mobi password": "{s}\nchange it after Navruz",
    "پسورد نو:": "{s}", "жаңы сырсөз:": "{s}", "paswurd-e server": "{s}",
    "mu naw parol-ti": "{s}", "the password Karim read out on the radio was": "{s}, I think",
    "kalimai ubur:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Telemetry2U API key", "{s}", _j((HEX, 32))),
    ("split_token", "Xpay key:", "{s} (lodge payments)", _j("xpay_sk_", (ALNUM, 32))),
    ("split_token", "Systran client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HN"))),
    ("split_backup", "MBank recovery codes", "{s}\nbqtw-4418-mzra\nkhpl-9027-vnse", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CNIC", "{s}", _cnic),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"scada": {"url": "https://scada.bomi.lan", "engineer_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kalimai_ubur": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "nazira", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"lodges": [{"name": "langar"}, {"name": "vrang", "router_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["1cv8c", "ENTERPRISE", "/S", "1c.bomi.lan\\\\savdo", "/N", "web", "/P", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "пароли нави сервер {s} аст"}': ("meta_password", _plain_pw),
    '{"پسورد": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the turbine HMI as engineer with the password {s}"}': ("meta_password", _plain_pw),
    '{"telemetry2u": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"alifPaySecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"breezometer_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SI")),
    '{"partner": {"uscc": "{s}"}}': ("meta_id", _uscc),
    '{"mfa": {"recovery_codes": ["{s}", "bqtw-4418-mzra", "khpl-9027-vnse"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"store": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Langar-Lodge-Guest", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"governor-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bomi/ledger:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: add jamoat share-out report", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(
    b"customs: fix HS code for dried apricots", usedforsecurity=False
).hexdigest()[:9]
_MD5 = hashlib.md5(b"saffron-grading-2032-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"turbine-trend-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the SCADA password before the turbine inspection on 2032-09-14.",
    "Nazira asked for the lodge wifi password; it's on the card at the reception desk.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `ALIF_PAY_SECRET=replace-me` is a placeholder; the real one is in the vault.",
    "The governor HMI asks for a new password after every firmware update.",
    "Replace <YOUR_METEOBLUE_KEY> in the README with the key from your dashboard.",
    "TELEMETRY2U_API_KEY and GUNT_SCADA_DB_PASS must be set before the nightly pull runs.",
    "Калимаи убурро ба ҳеҷ кас нагӯед.",
    "Калимаи убур бояд на камтар аз 14 аломат бошад.",
    "Kalimai uburro ba hech kas nagued.",
    "پسورد خود را به هیچ کس نگویید.",
    "کلمه عبور باید حداقل ۱۴ حرف باشد.",
    "paswurd-e khod ra ba hich kas nagoyed.",
    "Сырсөзүңдү эч кимге айтпа.",
    "Syrsozündü ech kimge aitpa.",
    "Mu parol-ard čāy-ard mā lūv.",
    "Parol-i xu čəy-ər ma lupt.",
    "The password must be changed every 90 days, the savings group decided.",
    "Пароль должен содержать не менее 14 символов.",
    "Upgraded the governor firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the jamoat share-out report.",
    f"Rolled back to {_SHORT} after the HS code change broke the customs export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The governor firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of turbine-trend-export-2032.parquet: {_SHA512}",
    f"The ledger container runs ghcr.io/bomi/ledger@sha256:{_IMAGE}.",
    f"MD5 of saffron-grading-2032-11.csv is {_MD5}, same as the copy on the share.",
    "Request id 5c1e83a7-9b42-4d06-a3f1-7e2b90c4d815 is the slow one in the ledger logs.",
    "Purchase order PO-2032-00517 for 1.2 t of dried apricots ships from Sost on Monday.",
    "helpdesk #2217: the Langar lodge printer jams on A5 paper.",
    "Call the Khorog office on +992 35 222 4417 before noon.",
    "Container TGHU 8841307 with the mulberry lot is at the Kashgar dry port.",
    "Bill of lading BJ-TKG-2032-0031 covers 14 pallets of dried apricots.",
    "HS code 0813.10 is dried apricots; 0910.20 is saffron.",
    "The Gunt turbine gives 412 kW at a head of 38 m; the intake is at 2 310 m.",
    "After five wrong passwords the ledger locks the account for 15 minutes.",
    "A Murghab felt carpet of 2 × 3 m takes about three weeks to make.",
    "The secret of good saffron is picking the flowers before the sun is up.",
    "Ask Mamadsho for the store's keypad code, I don't have it.",
    "My card ending 4417 was declined at the Khorog market.",
    "The Oslo buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Alif business account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `METEOBLUE_API_KEY` in the secrets store, never in the repository.",
    "Pin pymodbus to 3.9.2 until the SCADA pull is tested against 3.10.",
    "Meteoblue moved the API key page under Account › API access in its March release.",
    "ISBN 978-5-02-038415-7 is the Pamir flora guide on the lodge shelf.",
    "The guest wifi 'Bomi-Open' is open, no password needed.",
    "Lot SAF-2032-ISH-041, 2.4 kg Sargol, moisture 9.8 %; grade ISO 3632 category I.",
    "Ин калимаи убур нест, ин рақами фармоиш аст: 2032-0517.",
    "پسورد را فردا عوض می‌کنیم، فعلاً به کسی نگو.",
    "Эшиктин кодун Айбектен сура, менде жок.",
    "nur mu parol naw kinam, wuz yu yod mā-kin.",
    "Savings group Faizabad-3 collected 18 400 AFN this month; the share-out is in Hamal.",
    "The Wakhan trek permit office in Ishkashim opens at 8:00 on weekdays.",
    "The Tashkurgan partner's order number is TK-20320911-07, not a code.",
    "Phone of the Murghab weavers' group: +992 93 551 2208.",
    "Kod-e posti Khorog 736000 ast; kod-e shahr-e Faizabad 3701.",
    "The turbine's serial number is GTN-0412-2031 and its warranty ends in 2035.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/bomi/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2217", "purchase_order": "PO-2032-00517"}',
    '{"lot": {"id": "SAF-2032-ISH-041", "weight_kg": 2.4, "moisture_pct": 9.8}}',
    '{"phone": "+992 35 222 4417", "city": "Khorog"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "members": 24}',
    '{"hs_code": "0813.10", "origin": "TJ", "description": "dried apricots"}',
    '{"container": "TGHU 8841307", "port": "Kashgar", "eta": "2032-10-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
