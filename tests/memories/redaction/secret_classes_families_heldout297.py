# mypy: disable-error-code="assignment"
# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninety-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-ninety-third's
docstring, the fifth to two-hundred-and-ninety-third only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-ninety-fourth, two-hundred-and-ninety-fifth and two-hundred-and-ninety-sixth), any
other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (297604183), password words (a craft
and a town with a number, `AdrasRishtan47!`; a melon's weight, `Qovun12kg#07`; a name and a year;
leet town names, `Kh1v42019`; a taxi's number and a town; a generator's three dashed groups;
random runs), names, places, templates, tools, vendors and layouts, the way the staff of a
fictional company (Ipak Bolt: a silk workshop in Margilan, a ceramics studio in Rishtan, a
guesthouse in Khiva's old town, a melon-export office in Urgench and a shared-taxi stand in
Kokand) and their Koryo-saram relatives leak secrets into an assistant's memory. Every company,
person, address, domain and number is fictional; only the region (the Fergana Valley and Khorezm,
Uzbekistan) is real. The texts are chats with times, tickets, wiki table rows and breadcrumbs,
notes, e-mails, runbooks, READMEs, shell prompts, voice-memo transcripts, dictated text and
requests to the assistant itself; the separators run from a colon, "is", `mana`, `—`, `ин аст`, `는`
and an arrow to an emoji (`🔑`, `🙏`), a new line, a table bar, `« … »` and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 293 that name each): in
none, `Fergana`, `raxmat`, `гузарвожа`, `clickhouse-client --password`; in one, Margilan,
Rishtan, Urgench, Kokand, Khorezm, `maxfiy`; in two, Khiva, Koryo; in five, `hech kimga`, `pgcli`;
in six to eight, `рамз`, `калид`, `rahmat`, `unrar`; more used before and here in wordings of their
own: aria2c (18), gpg `--passphrase` (21), `RSYNC_PASSWORD` (11), rclone, nmcli, mosquitto_pub,
ipmitool, lftp, xfreerdp, `7z -p`, `zip -P`, `openssl enc`, sshpass, htpasswd, rabbitmqctl, and the
common ones (mysql, redis-cli, curl `-u`, docker login, smbclient, env files, Compose, Django and
Spring settings, `wp-config.php`, `.pgpass`, `.my.cnf`, JDBC and ADO.NET strings, Terraform
tfvars, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string,
BitLocker recovery keys).

About half of the secret samples are in other languages than English: Uzbek in Latin letters,
with its oʻ typed as `o‘`, `o'` or a bare `o` (`parol`, `paroli`, `parolim`, `yangi parol`,
`kod`, `PIN-kodi`, `kalit`, `kaliti`, `mana`, `bu`, `hech kimga aytma(ng)`, `rahmat`/`raxmat`,
`Foydalanuvchi`, `Tasdiqlash kodi`, `Zaxira kodlari`, `tiklash kaliti`, `Maxfiy ibora`, `so‘zi,
keyin`), and in Cyrillic (`пароли`, `парол`, `янги`, `ҳеч кимга айтма`, `раҳмат`, `ЖШШИР`,
`Фойдаланувчи`); Russian texting (`пароль`, `парол`, `пасс`, `вот`, `держи`, `спс`, `никому не
говори`, `вайфай`, `Логин`, `ИНН`, `сид-фраза`, transliterated `pass ot wifi`); Tajik
(`гузарвожа`, `рамз`, `калид`, `ин аст`, `ба ҳеч кас нагӯ`, `Номи корбар`, `Рамзи тасдиқ`,
`Рамзҳои эҳтиётӣ`); and the Korean of Koryo-saram relatives (`비밀번호`, `비번`, `암호`, `인증번호`,
`아무한테도 말하지 마`, `고마워`, `주민등록번호`, `백업 코드`, `복구 키`). The wordings are the
author's approximations, checked by no speaker; the thinnest guesses are the Koryo-mar ones
(standard Seoul Korean stands in for the dialect, whose own words the author does not know), then
Tajik `Рамзҳои эҳтиётӣ` ("backup codes"), `иборат барои барқарор` (a calque for "recovery phrase",
probably wrong) and `калимаи …, баъд` for a dictation, then Uzbek `Maxfiy ibora` ("secret phrase")
and `tiklash kaliti` ("recovery key").

Vendors (by grep, in no earlier corpus: Click.uz, TBC Uzbekistan, Zoomrad, Uzum Bank, OLX.uz,
Stepik, Uzpost, inDriver, Yandex Eda, Ravnaqbank, hh.uz; in one: Davr Bank, Global Pay, Mobiuz,
Sarkor, Uztelecom, Jowi, Agrobank, Paylov, Uklon, BTS Express, Hotelbeds, Multicard, Anorbank,
Express24), besides the well-known GitHub, OpenAI, Anthropic, Stripe, Slack, AWS, Google,
Telegram, Hugging Face, SendGrid, Twilio, npm, GitLab, DigitalOcean, OpenRouter, PyPI and
Mailchimp shapes. The local vendors' shapes are the author's guesses (hex, base64, URL-safe,
upper-case and alphanumeric runs, UUIDs, and the `zr_live_`, `y0_`, `USER` and `gp_` prefixes);
the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Korea's
resident registration number (`stdnum.kr.rrn`, in six earlier corpora) and business registration
number (`stdnum.kr.brn`, five), Russia's INN (`stdnum.ru.inn`, twelve), Belarus's UNP
(`stdnum.by.unp`, seven) and Ukraine's RNTRC (`stdnum.ua.rntrc`, six). Kinds no library or this
file checks (no check-digit algorithm is written here; the shapes are guesses): Uzbekistan's
JSHSHIR (PINFL), STIR, passport, ID card and driving licence, a Tajik passport and national ID
card, and Kazakhstan's IIN. Card numbers pass Luhn (Humo `9860`, UzCard `8600`, Mir `2202`,
Visa, Mastercard and UnionPay prefixes drawn here and checked with python-stdnum's `luhn`); the
card codes are Amex's four-digit CIDs only. The IBANs are of Serbia, Albania, Bosnia and
Herzegovina, Bulgaria, Estonia, the Faroe Islands, Greenland and Slovenia (countries a rough count
of quoted country codes in heldouts 5 to 293 finds in twenty-four or twenty-five corpora each, the
fewest), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Korean, Russian, Italian and Portuguese lists, each redrawn until `Mnemonic(lang).check` accepts
it. Every secret is drawn again until it is new and no clean text holds it.
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
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.by import unp as by_unp
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 297_604_183
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
Maker = v.Maker
_r, _j = v.r, v.token

_SEEN: set[str] = set()


def _fresh(rng: random.Random, make: Maker) -> str:
    """A value of ``make`` that no earlier sample of this module planted."""
    for _ in range(10_000):
        value = make(rng)
        if value not in _SEEN and len(value) >= 4 and not _in_clean(value):
            _SEEN.add(value)
            return value
    raise ValueError("no fresh value")


def _in_clean(value: str) -> bool:
    """Whether a clean text or clean metadata dict holds ``value``."""
    return any(value in text for text in CLEAN + _CLEAN_METADATA_JSON)


_CRAFT = ["Atlas", "Adras", "Ikat", "Lagan", "Kosa", "Piyola", "Suzani", "Chapan", "Tandir",
          "Qovun", "Handalak", "Damas", "Ishkom", "Ganch", "Chorsu", "Naqsh"]  # fmt: skip
_TOWNS = ["Margilan", "Rishtan", "Khiva", "Urgench", "Kokand", "Fergana", "Andijan", "Namangan",
          "Xonqa", "Hazorasp", "Shovot", "Quva", "Oltiariq", "IchanQala"]  # fmt: skip
_NAMES = ["Dilnoza", "Sardor", "Gulnora", "Jahongir", "Shahnoza", "Bekzod", "Malika", "Otabek",
          "Nilufar", "Rustam", "Zarina", "Farrukh", "Mohira", "Ulugbek", "Firuza", "Timur",
          "Kim Sveta", "Pak Vadim", "Ten Oleg", "Li Marina", "Shoira", "Akmal"]  # fmt: skip
_USERS = ["dilnoza", "sardor.k", "gulnora", "jahongir", "shahnoza", "bekzod", "otabek", "kim.sveta",
          "pak.v", "ten.oleg", "rustam", "zarina", "admin", "farrukh"]  # fmt: skip
_SYM = "!#$%&*?@+=_"
_LEET = ["M4rg1l4n", "R1sht4n", "Kh1v4", "Urg3nch", "K0k4nd", "4tl4s", "Qov0n", "L4g4n"]


# The ways the staff pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CRAFT)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    lambda g: f"{g.choice(_NAMES).split()[-1].lower()}{g.randrange(1965, 2012)}{g.choice(_SYM)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYM),
    lambda g: f"Qovun{g.randrange(5, 40)}kg{g.choice(_SYM)}{_r(g, D, 2)}",
    lambda g: f"{g.choice(_TOWNS).lower()}-{g.choice(_CRAFT).lower()}-{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM + "!$%&?", 15),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: f"Taxi{g.randrange(10, 99)}{g.choice(_TOWNS)}{g.choice(_SYM)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_CRAFT)}_{g.choice(_TOWNS)}_{g.randrange(1990, 2032)}",
]  # fmt: skip
_PLAIN_ALPHABET = set(ALNUM + "._~-")


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    return v.until(g, _pw, lambda s: set(s) <= _PLAIN_ALPHABET)


Take = Callable[[random.Random, int], list[Sample]]


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Take:
    """Samples of ``cls``: each template filled with a fresh ``{pw}`` and a pick of each pool."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = _fresh(rng, make)
            extra = {k: rng.choice(p) for k, p in pools.items()}
            out.append(Sample(cls, template.format(pw=secret, **extra), secret))
        return out

    return take


def _pairs(cls: str, rows: list[tuple[str, Maker]]) -> Take:
    """Samples of ``cls`` from (template, maker) rows, each with its own value's shape."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in v.cycle(rng, rows, n):
            secret = _fresh(rng, make)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


# ── labelled passwords ────────────────────────────────────────────────────────────────────────────
_SAID = [
    "Margilan workshop wiki › Looms › Jacquard controller: admin password {pw}",
    "Note to self: the Rishtan kiln controller's web password is {pw}",
    "Ticket KHV-118 (guesthouse, Ichan Qala): reset the Hikvision NVR, new password: {pw}",
    "Urgench export office runbook, step 4: log into the cold-room panel with password {pw}",
    "Email from Gulnora, subject 'booking laptop': the Windows password is now {pw}",
    "Kokand taxi stand: dispatcher tablet password -> {pw}",
    "voice memo, Sardor: 'okay so the router in the silk shop, password is {pw}, got it'",
    "Can you remember for me: the Jowi POS back-office password for the guesthouse café is {pw}",
    "README (melon-export scripts): set the packhouse scale password to {pw} before the season",
    "| Rishtan studio | glaze-mixer PLC | password | {pw} |",
    "Malika (WhatsApp, 09:14): the accountant's 1C password is {pw} 🙏",
    "Ustaxona kompyuterining paroli: {pw}",
    "Mehmonxona routerining yangi paroli — {pw}. Hech kimga aytma!",
    "parol {pw} , raxmat",
    "Kassaning paroli mana: {pw}",
    "Qovun omborining paroli «{pw}», hech kimga aytmang.",
    "Устахона компютерининг пароли: {pw}",
    "янги парол — {pw}, ҳеч кимга айтма",
    "меҳмонхона касса пароли «{pw}» раҳмат",
    "пароль от ноута в Маргилане: {pw}",
    "вот пароль от кассы {pw}, никому не говори",
    "парол на диспетчерский планшет {pw} спс",
    "пасс от админки гестхауса — {pw}",
    "гузарвожаи компютер {pw}, ба ҳеч кас нагӯ",
    "рамзи роутер ин аст: {pw}",
    "가게 컴퓨터 비밀번호는 {pw} 아무한테도 말하지 마",
    "비번 {pw} 고마워",
    "창고 암호: {pw}",
    "parolim: {pw} (Ichan Qala mehmonxonasi)",
    "Dilnoza: Wi-Fi emas, bu Booking ekstranet paroli: {pw}",
]  # fmt: skip
_said = _family("labelled_password", _SAID, _pw)


_CHATS = [
    "[08:02] Otabek: taxi tablet pw?\n[08:03] Bekzod: {pw}",
    "[21:40] Zarina: guesthouse admin password pls\n[21:41] Farrukh: {pw} 🔑",
    "Shahnoza: {pw} is the new Rishtan kiln password",
    "Rustam: use {pw}, that's what I set for the melon-office router",
    "Jahongir: yangi parol {pw}",
    "Mohira: paroli o‘zgardi, endi {pw}",
    "Akmal: parol ozgardi endi {pw} bolimda",
    "Firuza: парол ўзгарди: {pw}",
    "Kim Sveta: пароль поменяла, новый {pw}",
    "Pak Vadim: держи пароль {pw}",
    "Ten Oleg: 새 비밀번호 {pw} 입니다",
    "Li Marina: 비번 바꿨어 → {pw}",
    "Nilufar: гузарвожаи нав: {pw}",
    "Timur: pass ot wifi v Khive — {pw}",
]  # fmt: skip
_chats = _family("chat_password", _CHATS, _pw)


def _spelled_draw(g: random.Random) -> tuple[str, str]:
    word = g.choice(["Atlas", "Qovun", "Lagan", "Chapan", "Suzani", "Piyola", "Handalak", "Ganch"])
    return word, str(g.randrange(1000, 10_000))


_SPELLED_T = [
    "The silk-shop password is the word {w} with a capital A... no, capital first letter, then {n}",
    "dictated: the password — the word {w}, followed by {n}",
    "Parol: {w} so‘zi, keyin {n} raqami",
    "Parol: {w} degan so'z, keyin {n}",
    "Пароль: слово {w}, потом цифры {n}",
    "Парол: {w} сўзи, кейин {n}",
    "Гузарвожа: калимаи {w}, баъд {n}",
    "비밀번호는 {w} 라는 단어, 그 다음에 {n}",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED_T, n):
        for _ in range(1000):
            w, num = _spelled_draw(rng)
            if f"{w}{num}" not in _SEEN and num not in _SEEN and not _in_clean(num):
                break
        _SEEN.add(f"{w}{num}")
        _SEEN.add(num)
        out.append(Sample("spelled_password", template.format(w=w, n=num), num))
    return out


_PHRASE_WORDS = ["apricot", "caravan", "minaret", "cotton", "lagan", "kiln", "melon", "silk",
                 "saxaul", "poplar", "camel", "teapot", "mulberry", "cocoon", "tandoor", "bazaar",
                 "oasis", "turquoise", "walnut", "pomegranate"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_PHRASES = [
    "The Bitwarden master passphrase for the guesthouse is {pw}",
    "passphrase: {pw}",
    "KeePassXC database passphrase → {pw}",
    "Maxfiy ibora: {pw}",
    "Парольная фраза: {pw}",
    "암호 문구: {pw}",
    "our shared passphrase (Urgench office laptop) is {pw}, don't lose it",
]
_phrases = _family("passphrase", _PHRASES, _phrase)


# ── login pairs ───────────────────────────────────────────────────────────────────────────────────
_LOGINS = [
    "login: {u} / {pw}",
    "creds for the Margilan loom PC are {u} and {pw}",
    "sign in to the Didox-style e-invoice portal as {u} with {pw}",
    "{u}:{pw}@nas.ipakbolt.uz",
    "u={u} p={pw}",
    "| {u} | {pw} | Khiva guesthouse PMS |",
    "Login: {u}\nParol: {pw}",
    "Foydalanuvchi: {u}, parol: {pw}",
    "Логин: {u}, пароль: {pw}",
    "Фойдаланувчи {u}, парол {pw}",
    "логин {u} пасс {pw}",
    "Номи корбар: {u}, гузарвожа: {pw}",
    "아이디: {u} 비밀번호: {pw}",
    "ID {u} / 비번 {pw}",
    "{u}@ipakbolt.uz:{pw}",
    "admin / {pw} (Rishtan studio router)",
]
_logins = _family("login_pair", _LOGINS, _pw, u=_USERS)


# ── PINs and card codes ───────────────────────────────────────────────────────────────────────────
_PINS = [
    "The PIN for the guesthouse safe is {pw}",
    "Humo card PIN: {pw}",
    "Kassadagi seyfning PIN-kodi: {pw}",
    "karta PIN kodi {pw}, hech kimga aytma",
    "ПИН от карты {pw}, никому",
    "ПИН-код: {pw}",
    "Рамзи PIN: {pw}",
    "카드 비밀번호 {pw}",
    "gate code at the taxi stand: {pw}#",
    "door code for the Urgench office → {pw}",
    "UzCard PIN is {pw}",
    "seyf kodi: {pw}",
]
_pins = _family("pin_code", _PINS, lambda g: _r(g, D, g.choice([4, 4, 6])))

_CVVS = [
    "Amex CID, the four digits on the front: {pw}",
    "the 4 small digits on the front of the Amex are {pw}",
    "Amex security code {pw}",
    "Amexning old tomonidagi to‘rtta raqam: {pw}",
    "код CID на лицевой стороне Amex: {pw}",
    "아멕스 앞면 네 자리 {pw}",
    "CID Amex {pw}",
    "Amex front code: {pw}",
]
_cvvs = _family("card_code", _CVVS, lambda g: _r(g, D, 4))


_CARD_PREFIXES = {"humo": "9860", "uzcard": "8600", "visa": "4", "mastercard": "53", "mir": "2202",
                  "unionpay": "62"}  # fmt: skip


def _card(g: random.Random, brand: str) -> str:
    body = _CARD_PREFIXES[brand] + _r(g, D, 15 - len(_CARD_PREFIXES[brand]))
    return body + luhn.calc_check_digit(body)


def _card_in(brand: str, sep: str) -> Maker:
    return lambda g: v.grouped(_card(g, brand), sep, g)


_CARDS = [
    ("Humo card for the taxi fund: {pw}", _card_in("humo", " ")),
    ("UzCard: {pw} (Dilnoza)", _card_in("uzcard", " ")),
    ("karta raqami {pw}", _card_in("humo", "")),
    ("Номер карты {pw}", _card_in("uzcard", "-")),
    ("Visa of the guesthouse: {pw} exp 08/31", _card_in("visa", " ")),
    ("Mastercard {pw}", _card_in("mastercard", " ")),
    ("Мир: {pw}", _card_in("mir", " ")),
    ("UnionPay 카드 번호 {pw}", _card_in("unionpay", " ")),
    ("рақами корт: {pw}", _card_in("humo", " ")),
    ("card no. {pw}, exp 11/30, for the Booking deposit", _card_in("visa", "")),
    ("Uzum Bank virtual card {pw}", _card_in("uzcard", " ")),
    ("плата на Humo {pw} кидай", _card_in("humo", "")),
]
_cards = _pairs("card_number", _CARDS)


def _iban(g: random.Random, country: str) -> str:
    return v.until(g, lambda h: v.iban_shaped(h, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_SHAPES = {"RS": "n" * 18, "AL": "n" * 8 + "c" * 16, "BA": "n" * 16, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "EE": "n" * 16, "FO": "n" * 14, "GL": "n" * 14, "SI": "n" * 15}  # fmt: skip


def _iban_in(country: str, spaced: bool) -> Maker:
    return lambda g: v.iban_spaced(_iban(g, country)) if spaced else _iban(g, country)


_IBANS = [
    ("IBAN of the Belgrade silk buyer: {pw}", _iban_in("RS", True)),
    ("Tirana ceramics shop IBAN {pw}", _iban_in("AL", False)),
    ("Sarajevo agent, IBAN: {pw}", _iban_in("BA", True)),
    ("Sofia melon importer — IBAN {pw}", _iban_in("BG", False)),
    ("Tallinn tour partner IBAN: {pw}", _iban_in("EE", True)),
    ("IBAN (Tórshavn guest, refund): {pw}", _iban_in("FO", False)),
    ("Nuuk guest refund IBAN {pw}", _iban_in("GL", True)),
    ("Ljubljana rug buyer: IBAN {pw}", _iban_in("SI", False)),
    ("IBAN raqami: {pw}", _iban_in("BG", True)),
    ("IBAN для оплаты: {pw}", _iban_in("RS", False)),
    ("IBAN-и харидор: {pw}", _iban_in("SI", True)),
    ("환불 IBAN: {pw}", _iban_in("EE", False)),
]
_ibans = _pairs("iban", _IBANS)


# ── national ids ──────────────────────────────────────────────────────────────────────────────────
def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += h.choice("12") + _r(h, D, 5)
        return body + kr_rrn.calc_check_digit(body)

    number = v.until(g, make, kr_rrn.is_valid)
    return f"{number[:6]}-{number[6:]}"


def _brn(g: random.Random) -> str:
    number = v.until(g, _j((D, 10)), kr_brn.is_valid)
    return f"{number[:3]}-{number[3:5]}-{number[5:]}"


_CHECKED = [
    ("Aunt Kim's 주민등록번호: {pw}", _rrn),
    ("resident registration number of Ten Oleg (Seoul): {pw}", _rrn),
    ("주민번호 {pw} 아무한테도 말하지 마", _rrn),
    ("Korean business registration number of the Koryo cousins' shop: {pw}", _brn),
    ("사업자등록번호: {pw}", _brn),
    ("ИНН Пак Вадима (Новосибирск): {pw}", lambda g: v.until(g, _j((D, 12)), ru_inn.is_valid)),
    ("INN of the Moscow melon buyer's company: {pw}", lambda g: v.until(g, _j((D, 10)), ru_inn.is_valid)),
    ("ИНН физлица {pw}", lambda g: v.until(g, _j((D, 12)), ru_inn.is_valid)),
    ("УНП белорусского покупателя шёлка: {pw}", lambda g: v.until(g, _j((D, 9)), by_unp.is_valid)),
    ("Belarus UNP of the Minsk silk buyer: {pw}", lambda g: v.until(g, _j((D, 9)), by_unp.is_valid)),
    ("РНОКПП гостя из Киева: {pw}", lambda g: v.until(g, _j((D, 10)), ua_rntrc.is_valid)),
    ("Ukrainian tax number (RNTRC) of the guest: {pw}", lambda g: v.until(g, _j((D, 10)), ua_rntrc.is_valid)),
]  # fmt: skip
_UNCHECKED = [
    ("JSHSHIR (PINFL) of Dilnoza: {pw}", _j((D, 14))),
    ("ЖШШИР: {pw}", _j((D, 14))),
    ("Sardorning pasport raqami: {pw}", _j((UPPER, 2), (D, 7))),
    ("passport AD series for the guest list: {pw}", _j("AD", (D, 7))),
    ("STIR of the workshop: {pw}", _j("3", (D, 8))),
    ("Паспорти тоҷикӣ: {pw}", _j("A", (D, 8))),
    ("ИИН казахской тёти: {pw}", _j((D, 12))),
    ("haydovchilik guvohnomasi: {pw}", _j("AF", (D, 7))),
    ("ID-karta raqami: {pw}", _j("AA", (D, 7))),
    ("Koryo grandmother's Kazakh IIN {pw}", _j((D, 12))),
    ("taxi driver's licence no. {pw}", _j((UPPER, 2), (D, 7))),
    ("ID-кортаи миллӣ: {pw}", _j((D, 9))),
]  # fmt: skip
_national = _pairs("national_id", _CHECKED + _UNCHECKED)


# ── vendor keys and tokens (every shape a guess) ──────────────────────────────────────────────────
_VENDORS = [
    ("Click merchant secret key: {pw}", _j((ALNUM, 28))),
    ("Click.uz SECRET_KEY={pw}", _j((ALNUM, 32))),
    ("TBC Uzbekistan API key: {pw}", _j((HEX, 32))),
    ("Zoomrad partner token {pw}", _j("zr_live_", (ALNUM, 30))),
    ("Uzum Bank merchant API key → {pw}", lambda g: v.uuid4(g, "b")),
    ("OLX.uz partner API key: {pw}", _j((HEX, 40))),
    ("Stepik client secret: {pw}", _j((ALNUM, 40))),
    ("Uzpost tracking API key {pw}", _j((HEX, 32))),
    ("inDriver corporate API token: {pw}", _j((URLSAFE, 36))),
    ("Yandex Eda partner key = {pw}", _j("y0_", (URLSAFE, 40))),
    ("Ravnaqbank API secret: {pw}", _j((UPPER_DIGITS, 32))),
    ("hh.uz employer API token {pw}", _j("USER", (UPPER_DIGITS, 40))),
    ("Davr Bank webhook secret: {pw}", _j((HEX, 64))),
    ("Global Pay service key: {pw}", _j("gp_", (ALNUM, 32))),
    ("Mobiuz SMS API password: {pw}", _j((ALNUM, 20))),
    ("Sarkor billing API key {pw}", _j((HEX, 32))),
    ("Uztelecom Cloud access key: {pw}", _j((UPPER_DIGITS, 20))),
    ("Jowi API key: {pw}", lambda g: v.uuid4(g, "8")),
    ("Agrobank API token: {pw}", _j((B64, 40))),
    ("Paylov merchant secret {pw}", _j((ALNUM, 36))),
    ("Uklon business API key: {pw}", _j((HEX, 48))),
    ("BTS Express API key {pw}", _j((ALNUM, 32))),
    ("Hotelbeds API secret: {pw}", _j((ALNUM, 10))),
    ("Multicard application secret: {pw}", _j((URLSAFE, 44))),
    ("Anorbank open-API key → {pw}", _j((HEX, 32))),
    ("Express24 partner token {pw}", _j((ALNUM, 48))),
    ("Click integratsiyasi kaliti: {pw}", _j((ALNUM, 28))),
    ("Uzum API kaliti: {pw}", lambda g: v.uuid4(g, "9")),
    ("Jowi API kaliti — {pw}", _j((HEX, 32))),
    ("ключ API Uklon: {pw}", _j((HEX, 40))),
    ("API ключ Hotelbeds {pw}", _j((HEX, 32))),
    ("калиди API-и Stepik: {pw}", _j((ALNUM, 40))),
    ("Global Pay API 키: {pw}", _j((HEX, 32))),
    ("GitHub token for the booking bot: {pw}", _j("ghp_", (ALNUM, 36))),
    ("OpenAI key for the guesthouse concierge: {pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic key: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Stripe secret key (EU card payments): {pw}", _j("sk_live_", (ALNUM, 24))),
    ("Slack bot token: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("AWS_SECRET_ACCESS_KEY={pw}", _j((B64, 40))),
    ("Google Maps key for the taxi map: {pw}", _j("AIza", (URLSAFE, 35))),
    ("Telegram bot token (taxi dispatch): {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Hugging Face token: {pw}", _j("hf_", (ALNUM, 34))),
    ("SendGrid key {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio auth token: {pw}", _j((HEX, 32))),
    ("npm token {pw}", _j("npm_", (ALNUM, 36))),
    ("GitLab PAT: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("DigitalOcean token: {pw}", _j("dop_v1_", (HEX, 64))),
    ("OpenRouter key → {pw}", _j("sk-or-v1-", (HEX, 64))),
    ("PyPI upload token: {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Mailchimp API key {pw}", _j((HEX, 32), "-us21")),
]  # fmt: skip
_vendors = _pairs("vendor_key", _VENDORS)


_AUTH_T = [
    "curl -H 'Authorization: Bearer {pw}' https://api.ipakbolt.uz/v1/bookings",
    "Authorization: Basic {pw}",
    "header → Authorization: Bearer {pw}",
    "Postman: Authorization = Basic {pw}",
]


def _auth(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _AUTH_T, n)):
        if "Basic" in template:

            def make(g: random.Random) -> str:
                pair = f"{g.choice(_USERS)}:{_plain(g)}"
                return base64.b64encode(pair.encode()).decode()
        else:
            make = _j((ALNUM, 40)) if i % 2 else _j((HEX, 48))
        secret = _fresh(rng, make)
        out.append(Sample("auth_header", template.format(pw=secret), secret))
    return out


def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    payload = v.b64url({"sub": g.choice(_USERS), "iat": g.randrange(1_900_000_000, 2_000_000_000),
                        "role": g.choice(["dispatcher", "kassir", "admin"])})  # fmt: skip
    return f"{header}.{payload}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "session token of the booking widget: {pw}",
    "JWT: {pw}",
    "taxi app access_token={pw}",
    "токен доступа: {pw}",
    "access token (Jowi POS) {pw}",
    "kirish tokeni: {pw}",
]
_jwts = _family("jwt", _JWTS, _jwt)


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(4, 9)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, B64, 20)}=\n-----END {kind}-----"


_PEMS = [
    "deploy key for the guesthouse site:\n{pw}",
    "id_ed25519 of the Urgench office NAS:\n{pw}\n",
    "Bu server kaliti, hech kimga bermang:\n{pw}",
    "закрытый ключ:\n{pw}",
    "개인 키:\n{pw}",
]
_pems = _family("pem_key", _PEMS, _pem)


# ── one-time codes, OTP seeds, backup and recovery codes ──────────────────────────────────────────
_OTPS = [
    "{pw} is your Click verification code",
    "Tasdiqlash kodi: {pw}. Kodni hech kimga bermang",
    "Код подтверждения: {pw}, никому не сообщайте",
    "Рамзи тасдиқ: {pw}",
    "인증번호 [{pw}]",
    "the SMS code from Uzum is {pw}",
    "Use {pw} to sign in to Booking extranet",
    "SMS kod {pw}",
    "verification code: {pw}",
    "kod keldi {pw}",
]
_otps = _family("otp_code", _OTPS, lambda g: _r(g, D, 6))


def _otpauth(g: random.Random) -> str:
    return _r(g, BASE32, 32)


_TOTPS = [
    "otpauth://totp/IpakBolt:dilnoza?secret={pw}&issuer=IpakBolt",
    "TOTP secret for the guesthouse Booking account: {pw}",
    "2FA setup key {pw}",
    "2FA kaliti: {pw}",
    "секрет для 2FA: {pw}",
    "otpauth://totp/Jowi:kassa?secret={pw}&digits=6",
    "OTP 시크릿 {pw}",
    "manual key (QR didn't scan): {pw}",
]
_totp = _family("otp_secret", _TOTPS, _otpauth)


def _codes_list(rng: random.Random, n: int) -> list[Sample]:
    heads = [
        "Backup codes for the guesthouse Google account:\n",
        "Zaxira kodlari:\n",
        "Резервные коды:\n",
        "백업 코드:\n",
        "recovery codes (Uzum business): ",
        "Рамзҳои эҳтиётӣ: ",
        "2FA backup codes\n",
        "Zaxira kodlar — ",
    ]
    out = []
    for head in v.cycle(rng, heads, n):
        style = rng.randrange(3)
        codes = [_fresh(rng, lambda g, s=style: v.backup_codes(g, 1, s)[0]) for _ in range(6)]
        sep = "\n" if head.endswith("\n") else ", "
        out.append(Sample("backup_codes", head + sep.join(codes), codes[0]))
    return out


_RECOVERY = [
    "BitLocker recovery key of the loom PC: {pw}",
    "tiklash kaliti: {pw}",
    "ключ восстановления: {pw}",
    "복구 키 {pw}",
    "Apple ID recovery key → {pw}",
    "recovery key for the Urgench office laptop {pw}",
]


def _recovery_key(g: random.Random) -> str:
    if g.random() < 0.5:
        return "-".join(_r(g, D, 6) for _ in range(8))
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7))


_recovery = _family("recovery_key", _RECOVERY, _recovery_key)


_MNEMO = {
    lang: Mnemonic(lang) for lang in ("english", "korean", "russian", "italian", "portuguese")
}


def _seed(lang: str, words: int) -> Maker:
    def make(g: random.Random) -> str:
        m = _MNEMO[lang]
        bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
        for _ in range(500):
            phrase = str(m.to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))
            if m.check(phrase):
                return phrase
        raise ValueError(lang)

    return make


_SEEDS = [
    ("Trust Wallet seed for the melon fund: {pw}", _seed("english", 12)),
    ("recovery phrase:\n{pw}", _seed("english", 24)),
    ("seed fraza: {pw}", _seed("english", 12)),
    ("сид-фраза: {pw}", _seed("russian", 12)),
    ("мнемоника кошелька — {pw}", _seed("russian", 12)),
    ("지갑 복구 구문: {pw}", _seed("korean", 12)),
    ("시드 {pw}", _seed("korean", 15)),
    ("frase seed (Italian list, Marco's wallet): {pw}", _seed("italian", 12)),
    ("frase de recuperação: {pw}", _seed("portuguese", 12)),
    ("hamyon so'zlari: {pw}", _seed("english", 18)),
    ("Ledger 24 words: {pw}", _seed("english", 24)),
    ("иборат барои барқарор: {pw}", _seed("russian", 12)),
]
_seeds = _pairs("seed_phrase", _SEEDS)


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    frames = [
        "reading out the Click key in groups: {pw}",
        "kalitni 4 tadan o'qiyman: {pw}",
        "диктую ключ: {pw}",
        "키 불러줄게: {pw}",
        "Jowi API key, dictated: {pw}",
    ]
    seps = [" ", " - ", " | ", " · ", ", "]
    out = []
    for i, frame in enumerate(v.cycle(rng, frames, n)):
        sep = seps[i % len(seps)]
        alphabet = [HEX, LOWER_DIGITS, ALNUM][i % 3]
        size = [4, 5, 6][i % 3]
        secret = _fresh(
            rng, lambda g, a=alphabet, s=size, p=sep: p.join(_r(g, a, s) for _ in range(6))
        )
        out.append(Sample("spaced_token", frame.format(pw=secret), secret))
    return out


# ── wifi ──────────────────────────────────────────────────────────────────────────────────────────
_SSIDS = ["IpakBolt-Silk", "Rishtan Kulol 5G", "Khiva Old Town Guest", "Qovun Office", "Kokand Taxi",
          "TP-Link_Ichan", "Keenetic-Margilan"]  # fmt: skip
_WIFI = [
    "wifi {s} / {pw}",
    "Network: {s}\nKey: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Wi-Fi: {s}, paroli {pw}",
    "Wi-Fi {s} paroli — {pw}",
    "вайфай {s}, пароль {pw}",
    "пароль от вайфая {s}: {pw}",
    "와이파이 {s} 비번 {pw}",
    "nmcli dev wifi connect '{s}' password '{pw}'",
    "Wi-Fi-и {s}, гузарвожа: {pw}",
    "guest wifi password for {s} is {pw}",
    "WPA key ({s}): {pw}",
]
_wifi = _family("wifi_key", _WIFI, _plain, s=_SSIDS)


# ── configs, env files, connection strings ────────────────────────────────────────────────────────
_CONFIGS = [
    ".env of the booking site:\nDB_HOST=127.0.0.1\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "DATABASE_URL=postgres://booking:{pw}@db.ipakbolt.uz:5432/khiva",
    "mysql://kassa:{pw}@10.0.4.2/jowi_sync",
    "redis://:{pw}@127.0.0.1:6379/0",
    "mongodb+srv://melon:{pw}@cluster0.ipakbolt.uz/export",
    "settings.py:\nEMAIL_HOST_USER = 'noreply@ipakbolt.uz'\nEMAIL_HOST_PASSWORD = '{pw}'",
    'config.yaml:\nsmtp:\n  user: bron@ipakbolt.uz\n  password: "{pw}"',
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.password={pw}",
    ".pgpass:\ndb.ipakbolt.uz:5432:export:melon:{pw}",
    'appsettings.json: {{"ConnectionStrings": {{"Main": "Server=sql1;User Id=sa;Password={pw};"}}}}',
    "rclone.conf:\n[ipak-sftp]\ntype = sftp\nuser = backup\npass = {pw}",
    "~/.my.cnf\n[client]\nuser=root\npassword={pw}",
    "JDBC: jdbc:postgresql://db.ipakbolt.uz/taxi?user=disp&password={pw}",
    'terraform.tfvars:\ndb_password = "{pw}"',
    "Kubernetes secret stringData:\n  password: {pw}",
    "ftp://bron:{pw}@files.ipakbolt.uz/invoices/",
    "amqp://taxi:{pw}@rabbit.ipakbolt.uz:5672/",
    "config.ini:\n[printer]\nadmin_pass = {pw}",
    "RSYNC_PASSWORD={pw} rsync -a photos/ backup@nas::khiva",
    "php: $pdo = new PDO($dsn, 'kassa', '{pw}');",
    "python: conn = psycopg2.connect(host='db', user='melon', password='{pw}')",
    "php: if ($_POST['pass'] === '{pw}') {{ login(); }}",
]
_configs = _family("config_file", _CONFIGS, _plain)


_CLI = [
    "$ mysql -u kassa -p{pw} jowi",
    "$ sshpass -p '{pw}' ssh admin@10.0.7.1",
    "$ redis-cli -a {pw} ping",
    "$ curl -u bron:{pw} https://files.ipakbolt.uz/",
    "$ docker login -u ipakbolt -p {pw} registry.ipakbolt.uz",
    "$ 7z a -p{pw} passports.7z scans/",
    "$ zip -P {pw} invoices.zip *.pdf",
    "$ openssl enc -aes-256-cbc -in guests.csv -out guests.enc -pass pass:{pw}",
    "$ mosquitto_pub -h mqtt.local -u kiln -P {pw} -t rishtan/kiln1 -m on",
    "$ lftp -u bron,{pw} ftp.ipakbolt.uz",
    "$ xfreerdp /v:10.0.3.5 /u:kassir /p:{pw}",
    "$ smbclient //nas/silk -U sardor%{pw}",
    "$ clickhouse-client --user export --password {pw}",
    "$ pgcli postgres://melon:{pw}@localhost/export",
    "$ aria2c --ftp-user=bron --ftp-passwd={pw} ftp://files.ipakbolt.uz/a.zip",
    "$ gpg --batch --passphrase {pw} -c ledger.xlsx",
    "$ htpasswd -b /etc/nginx/.htpasswd bron {pw}",
    "$ ipmitool -H 10.0.9.9 -U ADMIN -P {pw} power status",
    "$ rabbitmqctl add_user taxi {pw}",
]
_cli = _family("cli_password", _CLI, _plain)


_PLAN: list[tuple[Take, int]] = [
    (_said, 60), (_chats, 20), (_spelled, 14), (_phrases, 10), (_logins, 26), (_pins, 14),
    (_cards, 14), (_cvvs, 8), (_ibans, 14), (_national, 24), (_vendors, 50), (_auth, 8),
    (_jwts, 8), (_pems, 7), (_otps, 10), (_totp, 8), (_codes_list, 8), (_recovery, 6),
    (_seeds, 12), (_spaced, 10), (_wifi, 16), (_configs, 24), (_cli, 19),
]  # fmt: skip


def _reset() -> None:
    _SEEN.clear()


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    _reset()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the guesthouse router password is", "{s}", _pw),
    ("split_password", "Ustaxona paroli:", "{s} (yangi)", _pw),
    ("split_password", "пароль от кассы", "{s}\nне теряй", _pw),
    ("split_password", "비밀번호", "{s}", _pw),
    ("split_password", "гузарвожа:", "{s}", _pw),
    ("split_password", "Rishtan kiln admin password", "{s}, changed Monday", _pw),
    ("split_password", "Wi-Fi paroli", "{s}", _plain),
    ("split_password", "парол:", "{s}", _pw),
    ("split_token", "Click secret key", "{s}", _j((ALNUM, 28))),
    ("split_token", "Uzum Bank API key:", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_token", "Jowi token", "{s} (kassa)", _j((HEX, 40))),
    ("split_card", "Humo karta raqami", "{s} 09/29", _card_in("humo", " ")),
    ("split_iban", "IBAN", "{s}", _iban_in("BA", True)),
    ("split_seed", "seed phrase", "{s}", _seed("english", 12)),
    ("split_otp", "TOTP secret", "{s}", _otpauth),
    ("split_pin", "seyf PIN kodi", "{s}", _j((D, 6))),
    ("split_id", "주민등록번호", "{s}", _rrn),
    ("split_id", "ИНН", "{s}", lambda g: v.until(g, _j((D, 12)), ru_inn.is_valid)),
    ("split_phrase", "master passphrase", "{s}", _phrase),
    ("split_backup", "Zaxira kodlari", "{s}\n55120934\n77381206", _j((D, 8))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    secrets()  # the values already planted, so the pairs draw new ones
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = _fresh(rng, make)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"guesthouse": {"router": {"admin_password": "{s}"}}}', _plain),
    ("meta_password", '{"parol": "{s}"}', _plain),
    ("meta_password", '{"пароль": "{s}"}', _plain),
    ("meta_password", '{"비밀번호": "{s}"}', _plain),
    ("meta_password", '{"гузарвожа": "{s}"}', _plain),
    ("meta_password", '{"kiln": [{"id": 1}, {"id": 2, "web_pass": "{s}"}]}', _plain),
    ("meta_password", '{"argv": ["mysql", "-u", "kassa", "--password", "{s}"]}', _plain),
    ("meta_password", '{"note": "Mehmonxona kassasining paroli {s}"}', _plain),
    ("meta_token", '{"click": {"secret_key": "{s}"}}', _j((ALNUM, 28))),
    ("meta_token", '{"uzumApiKey": "{s}"}', lambda g: v.uuid4(g, "b")),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"telegram_bot_token": "{s}"}', _j((D, 10), ":AA", (URLSAFE, 33))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "04/30"}}', _card_in("uzcard", " ")),
    ("meta_iban", '{"buyer": {"iban": "{s}"}}', _iban_in("SI", False)),
    ("meta_id", '{"guest": {"rrn": "{s}"}}', _rrn),
    ("meta_otp", '{"mfa": {"backup_codes": ["{s}", "31884207", "90157733"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"mnemonic": "{s}"}}', _seed("korean", 12)),
    ("meta_otp", '{"totp_secret": "{s}"}', _otpauth),
    ("meta_pin", '{"safe": {"pin": "{s}"}}', _j((D, 6))),
    ("meta_wifi", '{"wifi": {"ssid": "Qovun Office", "psk": "{s}"}}', _plain),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    field_pairs()
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        secret = _fresh(rng, make)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"booking: add Ichan Qala room map", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: fix melon pallet weights", usedforsecurity=False).hexdigest()[:8]
_WHEEL = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_MD5 = hashlib.md5(b"suzani_catalogue_2031.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the guesthouse router password before the October season.",
    "Gulnora asked for the Wi-Fi password; it's on the card at reception.",
    "Policy: staff passwords are at least 14 characters and live only in the Bitwarden vault.",
    "Please don't paste passwords into the Telegram group; share a vault link instead.",
    "Parolni hech kimga aytmang.",
    "Паролни ҳеч кимга айтманг.",
    "Никому не говори пароль, даже мне.",
    "Гузарвожаро ба ҳеч кас нагӯед.",
    "비밀번호는 아무한테도 알려주지 마세요.",
    "Parol kamida 12 ta belgidan iborat bo‘lishi kerak.",
    "Пароль должен быть не короче двенадцати символов.",
    "The Rishtan kiln panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_CLICK_SECRET> in the README with the key from the merchant cabinet.",
    "CLICK_SECRET_KEY and UZUM_API_KEY must be set before the nightly sync runs.",
    "The `.env.example` line `JOWI_API_KEY=changeme` is a placeholder.",
    f"commit {_COMMIT} adds the Ichan Qala room map.",
    f"Rolled back to {_SHORT} after the pallet weights broke the export invoice.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL}",
    f"MD5 of suzani_catalogue_2031.pdf is {_MD5}.",
    "Request id 3f2a9c10-7b4e-4d21-9e0f-5a6b7c8d9e01 is the slow booking call.",
    "Order ZK-2031-00714: 40 Rishtan lagan plates, blue glaze, ships Thursday.",
    "Call the Margilan workshop on +998 73 233 41 17 before noon.",
    "Ticket KHV-204: the hot water in room 6 runs cold after 22:00.",
    "Lot MLN-2031-URG-0412, 18 pallets of Khorezm handalak melons, 7.2 t.",
    "HS code 0807.19 covers melons; 5007.20 is woven silk fabric; 6912.00 ceramic tableware.",
    "Postcode 220100 is Urgench; 150700 is Margilan; 220900 is Khiva.",
    "Shared taxi route 52 leaves Kokand for Fergana every 20 minutes.",
    "ISBN 978-5-00-112233-4 is the ikat pattern book on the workshop shelf.",
    "The Damas with plate 40 A 123 BA needs new brakes.",
    "Booking.com property id 9183347, Khiva Old Town, 8 rooms.",
    "The guesthouse sells Atlas silk scarves for 180 000 so'm.",
    "The secret of Rishtan blue is the ishkor ash glaze.",
    "The PIN pad at the melon office is broken again.",
    "Kassadagi terminalning PIN-pad qurilmasi ishlamayapti.",
    "Ask Bekzod for the safe code, I don't have it.",
    "My Humo card ending 4417 was declined at the Urgench bazaar.",
    "The Belgrade buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Booking account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Zaxira kodlarini seyfda saqlang.",
    "Резервные коды лежат в сейфе, не фотографируй их.",
    "The guest Wi-Fi 'Khiva Old Town Guest' is open in the courtyard, no password needed.",
    "Kiln 2 reached 1 040 °C at 03:10; the glaze firing took 9 hours.",
    "The taxi stand opens at 05:30; a seat to Tashkent costs 120 000 so'm.",
    "Passport scans are deleted 30 days after check-out, per policy.",
    "The API key page moved under Settings › Integrations in the Jowi update.",
    "Margilan Silk Festival 2031 is on 12–14 May.",
    "Tracking number UZ 0048 1123 7 for the Sofia parcel.",
    "Invoice INV-2031-0931: 1 200 kg melons, total 2 160 USD.",
    "Guest count for June: 214 nights, 61 % occupancy.",
    "Room 4 door code changes every season; reception has it.",
    "2FA is on for every staff account since March.",
    "The Windows update on the loom PC needs a restart at 19:00.",
    "Wi-Fi paroli qayerda yozilgan?",
    "Какой пароль от вайфая? Спроси у Тимура.",
    "와이파이 비밀번호 뭐야? 사장님한테 물어봐.",
    "Рамзи Wi-Fi дар қабулгоҳ аст.",
    "ISO 3166-2:UZ-XO is Khorezm; UZ-FA is Fergana.",
    "Flight HY 1053 Tashkent–Urgench lands at 08:45.",
    "The Kokand taxi stand's dispatcher phone is +998 73 542 00 19.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ipakbolt/router", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 77}}',
    f'{{"sha256": "{_WHEEL}", "package": "openpyxl"}}',
    '{"ticket": "KHV-204", "room": 6}',
    '{"lot": {"id": "MLN-2031-URG-0412", "pallets": 18}}',
    '{"phone": "+998 73 233 41 17", "city": "Margilan"}',
    '{"mfa_enabled": true, "backup_codes_left": 8}',
    '{"hs_code": "0807.19", "origin": "UZ", "description": "melons"}',
    '{"route": "52", "from": "Kokand", "to": "Fergana"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
