# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-ninth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-thirtieth to two-hundred-and-thirty-second), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(233604817), password words (a horse word, a year and a sign; a yurt part, a sign and a number;
an apple variety joined to a town by a dot and a number; a walnut grade and a bus route; leet words
of the kerege, the tunduk, the aport apple and the kok-boru with a year; a name, a birth year, a
sign and a pass; a ski run in capitals and a number; a generator's three groups and random runs),
names, places, templates, tools, vendors and layouts, the way the staff of Jangak-Kerege Holding
(fictional: horse breeding at Kochkor and Karakol, felt yurts and shyrdaks from Kochkor, apple
orchards at Jalal-Abad and Isfara, a ski base above Karakol, walnut export from Arslanbob through
Osh and Andijan, the Osh and Batken bus terminals and a microcredit fund with offices in Osh,
Jalal-Abad, Batken, Khujand and Andijan) leak secrets into an assistant's memory. The texts are
WhatsApp, Telegram, Viber, Signal, IMO and Instagram Direct messages, chat logs with times,
tickets, wiki tables, notes, e-mails, runbooks, READMEs, bash, PowerShell and cmd prompts,
voice-memo transcripts, dictated text and requests to the assistant itself; the separators run from
a colon, "is" and a dash to an arrow, an emoji, a new line, quotes (`"…"`, `«…»`, `„…“`) and
parentheses.

Tools, flags and variables none of heldouts 5 to 229 names (each grepped for the command, flag or
variable itself): 1C:Enterprise's `1cv8 DESIGNER` with `/ConfigurationRepositoryN` and
`/ConfigurationRepositoryP`, its `/RestoreIB`, `/LoadCfg` and `/UpdateDBCfg` runs with `/P` and the
unlock code `/UC`, `/UseHwLicenses`, the web publisher `webinst -apache24 … -connstr` with its
`Usr=`/`Pwd=` pair, `rac … --agent-user … --agent-pwd`, FASTPANEL's `mogwai chpasswd -u fastuser
-p`, and the variables `ONEC_IB_PASSWORD`, `ONEC_REPO_PASSWORD` and the company's own
`KEREGE_*` names. Beside them commands of lightly used tools (in one or two earlier corpora each by
grep: VLC's `--rtsp-pwd`, tomb's `--tomb-pwd`, `cryptcp -pin`, `vipnetclient … --psw`,
`mfsexports.cfg`'s `password=`) and common layouts (env files, compose, systemd, Kubernetes
secrets, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings, Python,
JavaScript, PHP, Go, C#, 1C's built-in language and PowerShell) in wordings of their own.

About 49 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 193 of 390: the texts with a letter or marker word of the languages below):
Kyrgyz in Cyrillic (`сырсөз`, `сырсөзү`, `паролу`, `жаңы`, `мына`, `эшиктин коду`, `кулпунун
коду`, `эч кимге айтпа`, `рахмат`, `деген`), Kyrgyz texted in Latin letters (`syrsöz`, `paroly`,
`jany`, `myna`, `eshiktin kodu`, `ech kimge aitpa`, `rakhmat`, `bratan`), the Uzbek of Osh and
Andijan in Latin (`parol`, `paroli`, `yangi`, `mana`, `eshik kodi`, `hech kimga aytma`, `rahmat`,
`aka`, `opa`) and Cyrillic (`пароли`, `янги`, `мана`, `эшик коди`, `ҳеч кимга айтма`, `раҳмат`),
the Tajik of Batken and Isfara (`рамз`, `рамзи wifi`, `калимаи убур`, `нав`, `инҷо`, `ба ҳеҷ кас
нагӯ`, `рамзи дар`, `ташаккур`), Russian as texted in the bazaars (`пароль`, `пасс`, `вот`,
`кароч`, `код от двери`, `никому не говори`, `спс`, `брат`), Dungan in its Cyrillic letters
(`мима`, `жыгә`, `сы`, `шин`, `мынди`), and Kyrgyz English texting (`bro`, `pls`, `akeke`, `eje`,
`ok zhe`); the loanwords are the ones people there type (password, wifi, PIN, token, server, API
key, backup). The wordings are the author's approximations, checked by no speaker; the Dungan
lines (Mandarin-like words in Dungan Cyrillic with `сы` for "is" and `ди` for the possessive), the
Tajik `калимаи убур` as texted, Kyrgyz `кулпунун коду` and the Kyrgyz-Latin spellings are the
thinnest guesses.

Vendors (e-Salyk, Tez Jet, Avia Traffic, Kyrgyzpochtasy, Asakabank, Paylov, Optima24, RSK Bank,
Tolubay, Orient Finans, ZoodPay, Yandex Eats, Krisha, Narodny, Nambafood, Sulpak, Technodom,
Mediapark, Dos-Credobank, Bai-Tushum, Elcat, Uzmobile, Yandex Go, Doska, Jetinno, Ticketon,
Chocotravel, bus.kg and Anyday) are ones heldouts 5 to 229 do not name (grepped by name; a few
match only inside other words). No shape here is one the author knows to be real: every one is a
guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Tez Jet and Yandex Go, and the
`sk_live_`, `zp_`, `tj_`, `ord_` and `dcb_` prefixes); the JWTs are well-formed.

The ids are kinds lightly used before (in one to five corpora each by grep) that carry a check:
Moldova's IDNO (`stdnum.md.idno`), Azerbaijan's VÖEN (`stdnum.az.voen`), Ukraine's ЄДРПОУ
(`stdnum.ua.edrpou`) and РНОКПП (`stdnum.ua.rntrc`), the walnut buyers' ids, each drawn until its
module validates it; and kinds not used before that no library or this file checks (no check-digit
algorithm is written here): a Kyrgyz ID-карта number, a Kyrgyz Social Fund (Соцфонд) insured
number, an Uzbek ИНПС pension-account number, a Kyrgyz military card (аскердик билет), a Kyrgyz
pasture ticket (жайыт билети), a Tajik passport (шиноснома in Tajik letters) and Kyrgyz and Uzbek
passports. Card numbers pass Luhn (the value helpers' brands and national-scheme cards of four
groups of four, Elcart `9417` and Korti Milli `9762` as guessed prefixes, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes and IBAN calls of heldouts 5 to 229 (Honduras, North Macedonia, Palestine, Serbia, Saudi
Arabia, Liechtenstein, Slovenia and Lithuania, about eighteen corpora each by that count), drawn
until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Russian, Turkish,
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
from stdnum.az import voen as az_voen
from stdnum.md import idno as md_idno
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 233_604_817
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
    whose secret was already planted is drawn again, so every secret is unique."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(1000):
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


_HORSE = ["Jylky", "Kulun", "Baital", "Ayghyr", "Kunan", "Tai", "Kok-Boru", "Ulak", "Jorgo",
          "Kymyz", "Saiys", "Toroko"]  # fmt: skip
_YURT = ["Kerege", "Tunduk", "Uuk", "Shyrdak", "Alakiyiz", "Kochkor", "Boz-Uy", "Chiy", "Tuurduk",
         "Bosogo"]  # fmt: skip
_APPLES = ["Aport", "Renet", "Semerenko", "Golden", "Sinap", "Jonagold", "Kandil", "Limonka"]
_TOWNS = ["Osh", "JalalAbad", "Batken", "Karakol", "Khujand", "Andijan", "Arslanbob", "Uzgen",
          "Isfara", "KaraSuu", "Kadamjay", "Kochkor", "Toktogul", "Naryn", "Kyzylkiya"]  # fmt: skip
_NAMES = ["Aibek", "Nurlan", "Cholpon", "Aizada", "Bakyt", "Gulnara", "Temir", "Begaiym",
          "Dilshod", "Sardor", "Nodira", "Mukhlisa", "Firuz", "Zarina", "Rustam", "Madina",
          "Yusuf", "Ilyas", "Ermek", "Kanykei", "Azamat", "Dildora"]  # fmt: skip
_RUNS = ["KARAKOL-BOWL", "PANORAMA", "SLALOM3", "TIANSHAN", "BLACKPIPE", "CHAIRLIFT2"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K3r3g3", "Tund0k", "Ap0rt", "K0kB0ru", "Jyl1ky", "Sh1rd4k", "J4ng4k", "Kym1z"]


def _generator(g: random.Random) -> str:
    """Three random groups of five, letters and digits, as a password generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HORSE)}{g.randrange(1970, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_YURT)}{g.choice(_SYMBOLS)}{g.randrange(100, 10_000)}",
    lambda g: f"{g.choice(_APPLES)}.{g.choice(_TOWNS)}{g.randrange(10, 100)}",
    lambda g: f"Jangak{g.choice(['Ekstra', 'Bir', 'Eki', 'Kernel'])}{g.randrange(100, 600)}Route{g.randrange(1, 120)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}pass",
    lambda g: f"{g.choice(_RUNS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: _r(g, ALNUM + "!%&?", 14),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # Kyrgyz, Cyrillic
    "WhatsApp, Айбек: Кочкордогу склад компьютеринин сырсөзү: {pw}",
    "Telegram, Чолпон: жаңы пароль → {pw} (эч кимге айтпа)",
    "Айзада: 1С базанын сырсөзү деген «{pw}», рахмат",
    "Каракол базасынын серверинин паролу - {pw}",
    "Бакыт: мына жылкы фермасынын ноутбугунун сырсөзү\n{pw}",
    "Viber, Темир: кассанын паролу: {pw} 👍",
    "Бегайым: сырсөз 👉 {pw}",
    "Кочкор шырдак цехи, компьютердин сырсөзү ({pw})",
    "Эрмек: микрокредит программасынын жаңы сырсөзү — {pw}",
    "Каныкей: бухгалтердин паролу \"{pw}\", эч кимге айтпа",
    # Kyrgyz, Latin texting
    "Nurlan: skladdyn kompyuterinin syrsöz: {pw}",
    "Azamat: jany parol {pw} bratan, ech kimge aitpa",
    "Cholpon: myna kassanyn paroly -> {pw}",
    "Ermek: serverdin paroly: {pw} rakhmat",
    "Kanykei: buhgalterdin syrsözü = {pw}",
    "Aibek: 1C paroly \"{pw}\" eken",
    # Uzbek, Latin (Osh, Andijan)
    "Dilshod aka: Andijon omborining kompyuter paroli: {pw}",
    "Sardor: yangi parol -> {pw}, hech kimga aytma",
    "Nodira opa: kassa paroli {pw} rahmat",
    "Mukhlisa: mana 1C paroli: {pw}",
    "Dildora: server paroli = {pw}",
    "Telegram, Sardor: yong'oq ombori noutbuki paroli ({pw})",
    # Uzbek, Cyrillic
    "Дилшод ака: янги пароль: {pw}",
    "Нодира опа: касса пароли → {pw}, ҳеч кимга айтма",
    "Мана сервер пароли: {pw} раҳмат",
    "Мухлиса: 1С пароли «{pw}»",
    # Tajik (Batken, Isfara)
    "Фируз: рамзи компютери анбор: {pw}",
    "Зарина: рамзи нав инҷо → {pw}, ба ҳеҷ кас нагӯ",
    "Рустам: калимаи убури 1С: {pw} ташаккур",
    "Исфара боғ, рамзи сервер — {pw}",
    "Мадина: рамз\n{pw}",
    # Russian bazaar texting
    "Юсуф: кароч пароль от кассы {pw}",
    "Ильяс: вот пасс от компа на Кара-Суу: {pw}, никому не говори",
    "брат, пароль от 1С → {pw} спс",
    "Ошский автовокзал, пароль кассы: «{pw}»",
    "пароль от сервера щас: {pw}",
    # Dungan
    "Юсуф: жыгә компютерди мима сы {pw}",
    "шин мима сы {pw}",
    "мынди мима: {pw}",
    # Kyrgyz English texting
    "bro the osh office pc password is {pw} pls dont share",
    "akeke, 1C password: {pw} ok zhe",
    "eje the new kassa pass → {pw}",
    # English
    "Runbook, Karakol ski base: the lift control PC password is {pw}",
    "Ticket KRG-441: Arslanbob walnut scale admin password reset to {pw}",
    "Email from Gulnara: the Batken terminal booking app password: {pw}",
    "Note to self — Jalal-Abad orchard weather station password {pw}",
    "Wiki | Osh bus terminal | kiosk password | {pw} |",
    "Instagram Direct from Temir: the yurt shop admin password is \"{pw}\"",
    "IMO message: Kochkor stable camera NVR password: {pw}",
    "Signal, Ilyas: microcredit server root password = {pw}",
    "Hey assistant, remember that my Khujand branch laptop password is {pw}",
    "Voice memo (transcribed): okay so the Andijan warehouse password is {pw}, got it",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aibek", "nurlan.k", "cholpon", "aizada", "bakyt", "gulnara.t", "temir", "begaiym",
          "dilshod", "sardor.u", "nodira", "mukhlisa", "firuz", "zarina.r", "rustam", "madina",
          "yusuf", "ilyas", "ermek", "kanykei", "azamat", "svc-1c", "kassa-osh"]  # fmt: skip
_LOGINS = [
    "Логин: {u}\nСырсөз: {pw}",
    "login {u} / parol {pw}",
    "Колдонуучу: {u}, паролу: {pw}",
    "Foydalanuvchi: {u}  Parol: {pw}",
    "Фойдаланувчи {u}, пароль {pw}",
    "Корбар: {u}; рамз: {pw}",
    "логин {u} пароль {pw} (на Бай-Тушум кабинет)",
    "user: {u}\npass: {pw}",
    "e-Salyk cabinet — login {u}, password {pw}",
    "Tez Jet agent portal: {u} / {pw}",
    "Ticketon partner login {u}:{pw}",
    "| Osh terminal kiosk | {u} | {pw} |",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kerege", "tunduk", "shyrdak", "aport", "jangak", "kymyz", "ulak", "jorgo",
               "arslanbob", "kochkor", "kunan", "sinap", "toroko", "boz-uy"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "Voice memo: the password is {w}{d}, all lowercase, no spaces",
    "Голосовое: пароль {w}{d}, маленькими буквами",
    "Үн каттоо: сырсөз {w}{d}, баары кичине тамга менен",
    "Ovozli xabar: parol {w}{d}, hammasi kichik harf",
    "dictated over the phone: the word {w} and then the digits, password is {w}{d}",
    "Овозӣ: рамз {w}{d}, ҳама ҳарфҳо хурд",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 100_000))
    return {"w": word, "d": number, "secret": word + number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    '"C:\\Program Files\\1cv8\\8.3.24.1548\\bin\\1cv8.exe" DESIGNER /S srv1c-osh\\kredit /N {u} /P {pw} /UpdateDBCfg',
    '1cv8.exe DESIGNER /F "D:\\Bases\\Jangak" /N Admin /P {pw} /RestoreIB D:\\backup\\jangak.dt',
    '1cv8 DESIGNER /S srv1c-osh\\kredit /N Admin /ConfigurationRepositoryF tcp://repo-osh/kredit /ConfigurationRepositoryN {u} /ConfigurationRepositoryP {pw} /ConfigurationRepositoryUpdateCfg',
    '1cv8.exe DESIGNER /S srv1c-osh\\sklad /N Admin /P {pw} /LoadCfg C:\\cf\\sklad.cf /UseHwLicenses-',
    '1cv8.exe ENTERPRISE /S srv1c-osh\\kassa /N Kassir /UC {pw}',
    'webinst -publish -apache24 -wsdir kredit -dir C:\\www\\kredit -connstr "Srvr=srv1c-osh;Ref=kredit;Usr={u};Pwd={pw};" -confpath C:\\Apache24\\conf\\httpd.conf',
    'rac cluster admin list --cluster=7d2e --agent-user=root1c --agent-pwd={pw} srv1c-osh:1545',
    'rac infobase summary list --cluster=7d2e --agent-user={u} --agent-pwd={pw}',
    'mogwai chpasswd -u fastuser -p {pw}',
    'cvlc --rtsp-user={u} --rtsp-pwd={pw} rtsp://10.12.0.31/stable2',
    'tomb open herd.tomb -k herd.tomb.key --tomb-pwd {pw}',
    'cryptcp -sign -dn "CN=Jangak" -pin {pw} invoice.xml invoice.sig',
    'vipnetclient installkeys /opt/keys/kerege.dst --psw {pw}',
]  # fmt: skip
_SHELLS = ["PS C:\\Users\\aizada> {c}", "C:\\1C>{c}",
           "root@srv1c-osh:~# {c}", "nurlan@karakol-base:~$ {c}", "{c}",
           "Runbook step 3:\n    {c}", "# from the Osh 1C server history\n{c}",
           "Telegram, Ермек: вот команда\n{c}"]  # fmt: skip
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str], make: Maker) -> Taker:

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = v.until(rng, make, lambda s: s not in seen)
            seen.add(secret)
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS, _plain_pw)


_URLS = [
    "postgresql://kredit_app:{pw}@pg-osh.kerege.lan:5432/microcredit",
    "mysql://booking:{pw}@db.batken-terminal.lan/tickets",
    "Srvr=srv1c-osh;Ref=sklad;Usr={u};Pwd={pw};",
    "Server=mssql-jalal;Database=Orchard;User Id={u};Password={pw};",
    "mongodb://herd:{pw}@mongo-kochkor.kerege.lan:27017/stud?authSource=admin",
    "redis://:{pw}@redis-karakol.lan:6379/2",
    "amqp://tickets:{pw}@rabbit.osh-terminal.lan:5672/",
    "ftp://{u}:{pw}@ftp.arslanbob-jangak.kg/export/",
    "sftp://walnut:{pw}@sftp.andijan.kerege.uz:22/lots",
    "smtp://noreply%40kerege.kg:{pw}@mail.kerege.kg:587",
]  # fmt: skip
_URL_PLACES = ["{c}", "DATABASE_URL={c}", "Telegram, Азамат: строка подключения {c}",
               "Ticket OPS-77: the app still connects with {c}", "connection: \"{c}\"",
               "README: set `KEREGE_DB_DSN` to {c}"]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES, _plain_pw)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "jangak-kerege", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("e-Salyk", "ESALYK_API_KEY", _j((HEX, 40))),
    ("Tez Jet", "TEZJET_AGENT_TOKEN", _vendor_jwt("https://agent.tezjet.kg")),
    ("Avia Traffic", "AVIATRAFFIC_API_KEY", _j((ALNUM, 32))),
    ("Kyrgyzpochtasy", "KGPOST_TRACKING_KEY", lambda g: v.uuid4(g, "8")),
    ("Asakabank", "ASAKA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Paylov", "PAYLOV_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Optima24", "OPTIMA24_API_SECRET", _j((HEX, 64))),
    ("RSK Bank", "RSKBANK_API_KEY", _j((UPPER_HEX, 32))),
    ("Tolubay", "TOLUBAY_TOKEN", _j((B64, 44))),
    ("Orient Finans", "ORIENT_FINANS_KEY", _j("ord_", (LOWER_DIGITS, 36))),
    ("ZoodPay", "ZOODPAY_MERCHANT_SECRET", _j("zp_", (ALNUM, 40))),
    ("Yandex Eats", "YANDEX_EATS_PARTNER_KEY", _j((ALNUM, 39))),
    ("Krisha", "KRISHA_API_TOKEN", _j((HEX, 48))),
    ("Narodny", "NARODNY_LOYALTY_KEY", lambda g: v.uuid4(g, "9")),
    ("Nambafood", "NAMBAFOOD_API_KEY", _j((ALNUM, 30))),
    ("Sulpak", "SULPAK_B2B_SECRET", _j((URLSAFE, 48))),
    ("Technodom", "TECHNODOM_API_KEY", _j((HEX, 32))),
    ("Mediapark", "MEDIAPARK_TOKEN", _j((UPPER_DIGITS, 36))),
    ("Dos-Credobank", "DCB_API_SECRET", _j("dcb_", (ALNUM, 36))),
    ("Bai-Tushum", "BAITUSHUM_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Elcat", "ELCAT_API_KEY", _j((HEX, 40))),
    ("Uzmobile", "UZMOBILE_SMS_TOKEN", _j((B64, 60))),
    ("Yandex Go", "YANDEX_GO_B2B_TOKEN", _vendor_jwt("https://b2b.go.yandex")),
    ("Doska", "DOSKA_API_KEY", _j((ALNUM, 28))),
    ("Jetinno", "JETINNO_DEVICE_SECRET", _j((HEX, 32))),
    ("Ticketon", "TICKETON_API_KEY", _j("tj_", (ALNUM, 34))),
    ("Chocotravel", "CHOCOTRAVEL_API_KEY", _j((URLSAFE, 40))),
    ("bus.kg", "BUSKG_PARTNER_TOKEN", _j((HEX, 56))),
    ("Anyday", "ANYDAY_SECRET", _j((ALNUM, 44))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor} API kaliti: {tok}",
    "ключ API {vendor}: {tok}",
    "Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "Telegram, Sardor: {vendor} токен → {tok}",
    "os.environ[\"{env}\"] = \"{tok}\"",
    "      - name: {env}\n        value: \"{tok}\"",
    "$env:{env} = '{tok}'",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda s: s not in seen)
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Telegram, Азамат: мына токен {t}",
    "token: {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.kerege.kg/v1/loans",
    "localStorage.setItem('kredit_jwt', '{t}')",
    "Ticket OPS-91: session token from the booking app log: {t}",
    "jwt = \"{t}\"",
    "Sardor: токен {t} (ҳеч кимга)",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kerege.kg",
                              "branch": rng.choice(["osh", "jalal-abad", "batken", "khujand"])}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "Ключ для сервера 1С в Оше:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "deploy key of the booking app (Batken terminal):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "KEREGE_TLS_KEY=\"{key}\"": ("PRIVATE KEY", "\\n"),
    "Wiki: Karakol ski base VPN\n```\n{key}\n```": ("EC PRIVATE KEY", "\n"),
    "kalit fayli:\n{key}": ("PRIVATE KEY", "\n"),
    "apiVersion: v1\nkind: Secret\nstringData:\n  tls.key: |\n    {key}": ("RSA PRIVATE KEY", "\n    "),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H \"Authorization: Basic {v}\" https://1c.kerege.kg/kredit/odata/standard.odata/": True,
    "Postman, Osh 1C OData: Authorization = Basic {v}": True,
    "Authorization: Bearer {v}": False,
    "headers = {{'Authorization': 'Bearer {v}'}}": False,
    "Telegram, Ильяс: заголовок Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env\nKEREGE_DB_USER=kredit\nKEREGE_DB_PASSWORD={pw}\nKEREGE_DB_HOST=pg-osh",
    "docker-compose.yml:\nservices:\n  onec:\n    environment:\n      ONEC_IB_PASSWORD: \"{pw}\"",
    "docker-compose.yml:\n  postgres:\n    environment:\n      - POSTGRES_PASSWORD={pw}",
    "ONEC_REPO_PASSWORD={pw}",
    "/etc/systemd/system/herd-sync.service:\n[Service]\nEnvironment=KEREGE_HERD_DB_PASS={pw}\nExecStart=/opt/herd/sync",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: booking-db\nstringData:\n  password: {pw}",
    "mfsexports.cfg:\n10.12.0.0/16  /  rw,alldirs,maproot=0,password={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'orchard', 'PASSWORD': '{pw}'}}}}",
    "config.js:\nmodule.exports = {{ db: {{ user: 'tickets', password: '{pw}' }} }};",
    "config.php:\n$db_password = '{pw}';",
    "main.go:\nconst kassaPassword = \"{pw}\"",
    "Program.cs:\nvar conn = new NpgsqlConnection(\"Host=pg-osh;Username=kredit;Password={pw}\");",
    "1С, модуль обмена:\nСоединение = Новый HTTPСоединение(\"api.kerege.kg\", 443, \"obmen\", \"{pw}\");",
    "PowerShell:\n$pass = ConvertTo-SecureString '{pw}' -AsPlainText -Force",
    "appsettings.json:\n\"SmtpPassword\": \"{pw}\",",
    "application.properties:\nspring.datasource.password={pw}",
    "wp-config.php (yurt shop):\ndefine('DB_PASSWORD', '{pw}');",
    "Ansible vars (ski base):\nlift_panel_password: \"{pw}\"",
    "terraform.tfvars:\nkassa_db_password = \"{pw}\"",
    "README.md — local setup\n1. Copy `.env.example` to `.env`\n2. Set `KEREGE_SMTP_PASS={pw}`",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_SEED_PLACES = {  # template: the word list's language
    "Ledger seed of the walnut fund (backup):\n{p}": "english",
    "Trust Wallet, Азамат: мнемоника\n{p}": "russian",
    "Sardor: hamyon tiklash so'zlari: {p}": "turkish",
    "Voice memo: recovery words are {p}": "english",
    "Кошелёк фонда, сид-фраза: {p}": "russian",
    "Dungan partner's wallet, 助记词: {p}": "chinese_simplified",
    "Exodus 12 words (Korean list, Khujand office): {p}": "korean",
    "Эрмек: кошелектин сөздөрү — {p}": "english",
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
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "Voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid number of one of ``prefixes`` (schemes the value helpers do not know)."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elcart":
        return _card_of(rng, ["9417"], [16])
    if brand == "kortimilli":
        return _card_of(rng, ["9762"], [16])
    if brand == "humo":
        return _card_of(rng, ["9860"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Элкарт картамдын номери: {c}, мөөнөтү {mm}/{yy}",
    "karta raqami {c} amal qilish {mm}/{yy}",
    "Рақами корт: {c}",
    "номер карты {c} до {mm}/{yy}, на Optima24 перевести",
    "card number {c} exp {mm}/{yy}",
    "Hey assistant, save my card {c} for the Tez Jet booking",
    "Telegram, Гүлнара: карта {c}",
    "Visa {c} ({mm}/{yy}) — microcredit payout card",
]  # fmt: skip
_BRANDS = ["elcart", "visa", "humo", "mastercard", "kortimilli", "unionpay", "amex", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    seps = [" ", "-", "", " "] if brand not in ("elcart", "kortimilli", "humo") else [" "]
    return {"c": v.grouped(number, seps[index % len(seps)], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 33))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c}, security code on the back: {cvv}",
               "картанын артындагы үч сан: {cvv}",
               "kartaning orqasidagi uchta raqam: {cvv}",
               "CVV на обороте: {cvv}",
               "the three digits on the back are {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "mastercard"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 229; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"HN": "aaaa" + "n" * 20, "MK": "nnn" + "c" * 10 + "nn", "PS": "aaaa" + "c" * 21,
                "RS": "n" * 18, "SA": "nn" + "c" * 18, "LI": "n" * 5 + "c" * 12,
                "SI": "n" * 15, "LT": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Жаңгак сатып алуучунун IBAN: {i}",
    "walnut buyer's IBAN {i}, SWIFT to follow",
    "IBAN raqami: {i}",
    "Счёт покупателя (IBAN): {i}",
    "Invoice JK-2031-088 — pay to IBAN {i}",
    "IBAN-и харидор: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _idno(g: random.Random) -> str:
    return v.until(g, lambda h: "100" + _r(h, D, 10), md_idno.is_valid)


def _voen(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9) + "1", az_voen.is_valid)


def _edrpou(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("34") + _r(h, D, 7), ua_edrpou.is_valid)


def _rntrc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 9), ua_rntrc.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "Moldovan walnut buyer, IDNO: {s}": _idno,
    "Покупатель из Кишинёва, IDNO {s}": _idno,
    "Azerbaijani importer's VÖEN: {s}": _voen,
    "VÖEN {s} — Baku buyer for the Arslanbob lot": _voen,
    "Kyiv buyer, ЄДРПОУ {s}": _edrpou,
    "ЄДРПОУ покупателя: {s}": _edrpou,
    "РНОКПП директора: {s}": _rntrc,
    "Ukrainian buyer's RNTRC (taxpayer number): {s}": _rntrc,
    "ID-карта номери: {s}": lambda g: "ID" + _r(g, D, 7),
    "Менин ID-картам: {s}": lambda g: "ID" + _r(g, D, 7),
    "Соцфонддун камсыздандыруу номери: {s}": lambda g: "2" + _r(g, D, 13),
    "ИНПС рақами: {s}": lambda g: _r(g, D, 14),
    "Аскердик билет: {s}": lambda g: _r(g, UPPER, 2) + " № " + _r(g, D, 7),
    "жайыт билети №{s}, Кочкор айыл өкмөтү": lambda g: "ЖБ-" + _r(g, D, 6),
    "шиноснома: {s}": lambda g: "4" + _r(g, D, 8),
    "Kyrgyz passport AC-series: {s}": lambda g: "AC" + _r(g, D, 7),
    "pasport seriya raqami: {s}": lambda g: "AD" + _r(g, D, 7),
    "паспортум: {s}": lambda g: "AN" + _r(g, D, 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}"
            for _ in range(n)]  # fmt: skip


_BACKUPS = ["Google backup codes for the Osh office account\n{codes}",
            "2FA резервдик коддор: {codes}",
            "2FA zaxira kodlari:\n{codes}",
            "Резервные коды 2FA (Yandex ID): {codes}",
            "recovery codes for the booking app admin: {codes}",
            "рамзҳои эҳтиётии 2FA: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_SEEDS_2FA = ["otpauth://totp/Kerege:{u}@kerege.kg?secret={s}&issuer=Kerege&period=30",
              "2FA secret for the 1C web access: {s}",
              "TOTP ачкычы: {s}",
              "Google Authenticator, setup key for the Bai-Tushum cabinet: {s}",
              "2FA kaliti (qo'lda kiritish): {s}",
              "TOTP seed, Karakol base VPN: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret, "u": rng.choice(_USERS)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")


_CODES = ["{c} is your Optima24 verification code", "Растоо коду: {c}. Эч кимге бербеңиз",
          "Tasdiqlash kodi: {c}. Hech kimga bermang", "Код подтверждения {c}, никому не сообщайте",
          "Рамзи тасдиқ: {c}", "Use {c} to sign in to Yandex Go"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = ["Apple recovery key for the Osh office MacBook: {k}",
             "BitLocker қалпына келтирүү ачкычы: {k}",
             "BitLocker recovery key (Karakol lift PC): {k}",
             "1Password emergency kit, Secret Key: {k}",
             "Калыбына келтирүү ачкычы: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Apple" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    if "1Password" in template:
        return {"k": "A3-" + "-".join(_r(rng, UPPER_DIGITS, n) for n in (6, 6, 5, 5, 5, 5))}
    return {"k": "-".join(f"{rng.randrange(0, 720_896, 11):06d}" for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Kerege-Office", "JK-Osh-5G", "Karakol-Base-Lift", "Arslanbob-Jangak", "Batken-Avtovokzal",
          "Kochkor-Shyrdak", "Aport-Sad-JA", "MegaLine_Andijan", "Beeline_Osh_2G", "Khujand-Filial",
          "Kochkor-Stable"]  # fmt: skip
_WIFI_PLACES = [
    "вайфай {s}, сырсөзү: {pw}",
    "{s} вайфайдын паролу → {pw}",
    "wifi {s} paroly: {pw}",
    "wifi: {s}\nparol: {pw}",
    "Вайфай паролимиз {pw} ({s})",
    "рамзи wifi {s}: {pw}",
    "пароль от вайфая {s} — {pw}",
    "wifi {s} мима сы {pw}",
    "bro wifi pass for {s}: {pw}",
    "Guest wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Note: ski base {s} wifi password is {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("zp_", (ALNUM, 20)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out one letter at a time: {t}", "[Telegram voice, transcribed] {t}",
          "тамгалап айтам: {t}", "harfma-harf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 3
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", "."][index % 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "Кочкордогу сарайдын эшиктин коду: {pw}",
    "кулпунун коду {pw}",
    "eshiktin kodu: {pw}",
    "ombor eshik kodi {pw}",
    "Эшик коди: {pw}",
    "рамзи дар: {pw}",
    "код от двери склада {pw}#",
    "мынди мима сы {pw}",
    "the Batken terminal cash box PIN is {pw}",
    "PIN-код кассы: {pw}",
    "картамдын PIN коду: {pw}",
    "karta PIN kodi {pw}",
    "ski locker room keypad: {pw} then the key",
    "Arslanbob warehouse padlock code → {pw}",
    "bro stable gate code {pw}",
    "SIM PIN for the walnut scale modem: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 6][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kerege", "tunduk", "shyrdak", "aport", "jangak", "kymyz", "ulak", "jorgo",
                 "arslanbob", "kochkor", "kunan", "sinap", "toroko", "chiy", "bosogo", "naryn"]  # fmt: skip
_PHRASES = {"KeePass master passphrase for the fund vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-",
            "сырсөз сүйлөмү: {p}": " ",
            "parol iborasi: {p}": ".",
            "backup passphrase → {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_CHATS = [
    "[08:14] Aibek: кассанын паролу эмне?\n[08:15] Cholpon: {pw}",
    "[21:02] Sardor: server paroli?\n[21:03] Dilshod: {pw}",
    "[07:40] Юсуф: пароль от 1С?\n[07:41] Ильяс: {pw}",
    "[13:30] Firuz: рамзи нав?\n[13:32] Zarina: {pw}",
    "[18:05] Temir: bro whats the lift pc pass\n[18:06] Nurlan: {pw}",
    "Begaiym: {pw} — жаңы сырсөз ушул",
    "Dildora: {pw} yangi parol shu",
    "Madina: {pw} рамзи нав аст",
    "Ermek: {pw} деп коюп койдум",
    "Ilyas: поставил {pw}, запиши",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 76), (_logins, 20), (_spelled, 12), (_cli, 24), (_urls, 12), (_vendors, 44),
    (_jwts, 8), (_pems, 6), (_auth, 6), (_configs, 34), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 18), (_backups, 6), (_totp, 6), (_codes, 6), (_wifi, 20),
    (_locks, 18), (_phrases, 6), (_chats, 14), (_spelled_tokens, 8), (_recovery, 5),
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
    "сырсөзү:": "{s}", "jany parol": "{s} (ech kimge aitpa)", "yangi parol:": "{s}",
    "пароль от кассы": "{s}\nпоменяй после сезона", "рамзи нав:": "{s}",
    "the lift control password is": "{s}", "мима сы": "{s}",
    "bro the pass is": "{s} pls dont share", "Kassa paroli ->": "{s}", "1С паролу": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ZoodPay API key", "{s}", _j("zp_", (ALNUM, 40))),
    ("split_token", "Technodom API ачкычы:", "{s}", _j((HEX, 32))),
    ("split_token", "Bai-Tushum client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Ledger backup words", "{s}", _english_seed),
    ("split_card", "Элкарт номери", "{s} 09/29", lambda g: v.grouped(_card(g, "elcart"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MK"))),
    ("split_backup", "2FA backup codes", "{s}\n48213907\n93027718", lambda g: _backup_list(g, 1, 0)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "IDNO", "{s}", _idno),
    ("split_pin", "эшиктин коду", "{s}", _j((D, 6))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, lambda s: s not in seen)
    seen.add(secret)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    seen = {s.secret for s in secrets()}
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"onec": {"server": "srv1c-osh", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"сырсөз": "{s}"}': ("meta_password", _plain_pw),
    '{"kassa": {"user": "kassa-osh", "parol": "{s}"}}': ("meta_password", _plain_pw),
    '{"branches": [{"city": "Osh"}, {"city": "Batken", "pc_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["1cv8", "DESIGNER", "/N", "Admin", "/P", "{s}", "/UpdateDBCfg"]}': ("meta_password", _plain_pw),
    '{"note": "жаңы пароль {s}"}': ("meta_password", _plain_pw),
    '{"рамз": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "the lift control password is {s}, okay"}': ("meta_password", _plain_pw),
    '{"zoodpay": {"api_key": "{s}"}}': ("meta_token", _j("zp_", (ALNUM, 40))),
    '{"ticketonToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"elcat_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payout": {"card_number": "{s}", "exp": "03/30"}}': ("meta_card", lambda g: v.grouped(_card(g, "humo"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SA")),
    '{"buyer": {"voen": "{s}"}}': ("meta_id", _voen),
    '{"mfa": {"backup_codes": ["{s}", "51730264", "88102739"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 0)[0]),
    '{"fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"stable": {"gate_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Kerege-Office", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    seen = {s.secret for s in secrets()} | {p.secret for p in field_pairs()}
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"lift-panel-fw-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.kerege.kg/booking:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"kredit: add Batken branch", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"booking: fix seat map", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"walnut_lots_2031-10.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"herdbook-export-2031.csv").hexdigest()

CLEAN = [
    "Сырсөздү ар бир үч айда алмаштыруу керек.",
    "Эч кимге сырсөзүңдү айтпа, ал тургай бухгалтерге да.",
    "Кассанын паролун унутуп калдым, Чолпонго чалам.",
    "Syrsözdü ech kimge aitpa, bratan.",
    "Parol kamida 12 belgidan iborat bo'lishi kerak.",
    "Parolni hech kimga aytma, aka.",
    "Паролни ҳеч кимга айтманг.",
    "Рамз бояд на камтар аз 12 аломат бошад.",
    "Рамзро ба ҳеҷ кас нагӯ.",
    "Пароль от вайфая на бумажке у охранника, спроси.",
    "Брат, пароль не скажу, сам зайди в кабинет.",
    "мима бу гансу ни.",
    "bro the wifi password is on the fridge, ask eje",
    "Policy: Kerege passwords live only in the shared vault, never in Telegram.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "The 1C server asks for a new admin password after every platform update.",
    "Replace <YOUR_ZOODPAY_KEY> in the README with the key from the dashboard.",
    "ONEC_IB_PASSWORD and KEREGE_DB_PASSWORD must be set before the nightly exchange runs.",
    "The `.env.example` line `TICKETON_API_KEY=changeme` is a placeholder.",
    "Remind me to change the kassa password before the season opens on 2031-12-15.",
    "After five wrong PINs the card is blocked; call the bank.",
    "My card ending 4417 was declined at the Osh bazaar.",
    "Элкарт картамдын акыркы төрт саны 0932.",
    "The IBAN must be written without spaces on the walnut invoice.",
    "Print the 2FA backup codes and keep them in the Osh office safe.",
    "No wallet support will ever ask for your seed phrase.",
    "The stable gate code changes every Monday; ask Bakyt.",
    "Эшиктин кодун Бакыттан сура.",
    "Eshik kodini Sardordan so'ra.",
    "Код от двери склада у завхоза.",
    f"commit {_COMMIT} adds the Batken branch to the loan module.",
    f"Rolled back to {_SHORT} after the seat map broke.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The lift panel firmware 2.7.0 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of herdbook-export-2031.csv: {_SHA512}",
    f"The booking container runs registry.kerege.kg/booking@sha256:{_IMAGE}.",
    f"MD5 of walnut_lots_2031-10.xlsx is {_MD5}.",
    "Request id 3f1c2a9e-7b4d-4e21-9a8c-5d6e0f1a2b3c is the slow one in the booking logs.",
    "Order ZK-2031-00917: 12 tonnes of Arslanbob walnuts, ships Friday from Osh.",
    "Loan application №48213 in Jalal-Abad is waiting for the committee.",
    "Call the Osh terminal dispatcher on +996 3222 5 41 87 before noon.",
    "Андижан офисинин телефону: +998 74 223 18 90.",
    "Marshrutka 113 leaves the Osh bus terminal every 20 minutes.",
    "Bus Osh–Batken departs at 07:30 from platform 4, ticket 850 som.",
    "The Aport apples from Isfara weigh about 300 g each; the harvest is 41 tonnes.",
    "A six-wall yurt needs about 120 kg of felt; the tunduk is 1.6 m across.",
    "Karakol base: the Panorama run is 2.8 km, the chairlift rises 630 m.",
    "Kochkor stable: 38 mares, 6 stallions and 21 foals this spring.",
    "HS code 0802.31 is walnuts in shell; 0802.32 is shelled walnuts.",
    "The microcredit rate is 24 % a year, loans up to 300 000 som.",
    "The token limit of the assistant is 8000 tokens per call.",
    "The secret of a good shyrdak is even felting and patient stitching.",
    "The PIN pad at the Batken kiosk is broken again.",
    "Upgraded the 1C platform from 8.3.23 to 8.3.24 over the weekend.",
    "Parolni o'zgartirish havolasi 30 daqiqada eskiradi.",
    "Жаңы сырсөз кеминде 12 белгиден турушу керек.",
    "Пароль должен содержать не менее 12 символов.",
    "ISBN 978-5-17-118366-9 is the horse-breeding handbook on the office shelf.",
    "The guest wifi 'Kerege-Guest' is open, no password needed.",
    "Lot JNG-2031-ARS-0412, 60 kg, moisture 7.8 %, kernel yield 48 %.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-11-01T06:00:00Z", "password_min_length": 12}',
    '{"secret_ref": "vault/kerege/onec", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 233}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"ticket": "KRG-441", "order": "ZK-2031-00917"}',
    '{"lot": {"id": "JNG-2031-ARS-0412", "weight_kg": 60, "moisture_pct": 7.8}}',
    '{"phone": "+996 3222 5 41 87", "city": "Osh"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "mares": 38}',
    '{"hs_code": "0802.31", "origin": "KG", "description": "walnuts in shell"}',
    '{"route": "Osh-Batken", "departs": "07:30", "platform": 4}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
