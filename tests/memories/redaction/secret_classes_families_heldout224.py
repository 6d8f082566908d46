# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twenty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-first only to search them (grep) for the languages, wordings,
tools, flags, variables, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-twenty-second, -third and -fifth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (224618305),
password words (a reindeer's name, a river and a year; a northern fish, its weight and a sign; a
snowmobile word, a sign and a number; a fur, a lot number and a town; leet words of the taiga,
the tundra, the permafrost and the kimberlite pipe with a year; a name, a birth year, a sign and a
settlement; a generator's three groups and random runs), names, places, templates, tools, vendors
and layouts, the way the staff of Argys Sever (fictional: reindeer herding brigades, river barges
on the Lena and the Kolyma, catering for the diamond-mine camps, ice-fishing tours, a fur auction,
a snowmobile rental and a credit cooperative, in Yakutsk, Mirny, Tiksi, Anadyr, Pevek and
Verkhoyansk) leak secrets into an assistant's memory. The texts are Telegram, WhatsApp, Viber, VK
Messenger, Yandex Messenger, TamTam and Mattermost messages, chat logs with times, tickets, wiki
pages and tables, notes, e-mails, a runbook, README fragments, shell prompts, configs, code
(Python, JavaScript, Go, PHP, Kotlin, C#, Rust, Ruby, 1C-style BSL and Bash), voice-memo
transcripts, dictated text and requests to the assistant itself; the label's separators run from
a colon, "is", "—" and an arrow to an emoji, a new line, quotes («…», "…"), parentheses and a
table's bar.

Tools, flags and variables none of heldouts 5 to 221 names (each grepped): openGauss's `gs_ctl`
with `-P`, Kaspersky's `klmover` (its `-pw` is a guess) and `kesl-control --set-app-settings`,
Padavan firmware's `nvram set wl_wpa_psk=`, and the company's own `argys-*`, `tabalaakh-*`,
`khotu-*` and `sobo-*` commands and the variables `ARGYS_*`, `TABA_*`, `KHOTU_*` and `SOBO_*`.
Beside them common layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code,
`otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings) in wordings of their
own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 180 of 390): Sakha (Yakut) in Cyrillic (`саҥа`, `мин`, `миэнэ`, `бу`, `махтал`, `кимиэхэ да
этимэ`, `дьиэ`, `үлэ`, `баар`) and in a Latin spelling (`saŋa`, `min`, `maxtal`, `kimieχe da
etime`, `dʼie`), Evenki (`би`, `минӈи`, `дю`, `орон`, `эр`, `аят`), Even (`би`, `мэнӈи`, `орон`,
`хэ`), Chukchi (`етти`, `гым`, `гымнин`, `ынкъам`, `ӄаат`, `ӄэйвэ`), Yukaghir (`мэт`, `тэт`,
`одул`), and the Russian texting of the north (`пасс`, `пароль`, `вайфай`, `пин`, `токен`,
`сервак`, `щас`, `спс`, `плз`, `кидаю`, `держи`, `логин/пасс`, `мыло`, `код от домофона`), with
seed phrases under Russian, Czech, Turkish and Korean lines. The wordings are the author's
approximations, checked by no speaker, built around a few marker words and the loanwords people
there really text (пароль/parol, wifi, PIN, token, server, API key, backup); the Sakha possessive
`пароле`, every Even, Chukchi and Yukaghir line and the Evenki possessives (`минӈи`, `-ви`) are the
thinnest guesses.

Vendors (Deeper, Vexilar, Marcum, Aqua-Vu, Polaris Ride Command, Timbersled, Wynne's Rentalman,
Point of Rental, Quipli, Rentrax, Anolla, EZRentOut, RentSyst, Kerridge, Nutrikids, MealSuite,
Sapaad, CBORD, LoanPro, Bryt, Cloud Lending, Savana, Agiloft, Kopenhagen Fur, Fur Harvesters
Auction, Sakhatelecom and Polar Airlines) are ones heldouts 5 to 221 do not name (grepped by
name). No shape here is one the author knows to be real: every one is a guess (hex, base64,
URL-safe and alphanumeric runs, UUIDs, JWTs, and prefixes such as `dpr_`, `rc_live_`, `lp_`,
`kf_`); the JWTs are well-formed.

The ids are kinds heldouts 5 to 221 do not use: North Macedonia's EDB, Montenegro's PIB and
Serbia's PIB (of fur buyers), each drawn until python-stdnum's module (`mk.edb`, `me.pib`,
`rs.pib`) validates its check digit; and invented shapes that no library or this file checks: a
reindeer earmark register number, a Chukotka border-zone pass, an entry in the register of the
small indigenous peoples of the North, a Far Eastern hectare contract number and a snowmobile's
Gostekhnadzor plate. Card numbers pass Luhn (Mir prefixes drawn here and the value helpers'
brands, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over heldouts 5 to 221 (France, the Netherlands, the Czech Republic, Denmark, Hungary,
Ireland, Norway and Romania), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Russian, Czech, Turkish and Korean lists, each with a valid checksum.
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
from stdnum.me import pib as me_pib
from stdnum.mk import edb as mk_edb
from stdnum.rs import pib as rs_pib

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 224_618_305
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


_DEER = ["Khara", "Kyrbyy", "Tuyaara", "Mogus", "Sylgy", "Ulaan", "Bychyk", "Kustuk", "Chuonaa",
         "Aiyy", "Oron", "Bulchut", "Sargy", "Kuoba"]  # fmt: skip
_RIVERS = ["Lena", "Kolyma", "Vilyuy", "Aldan", "Indigirka", "Yana", "Anadyr", "Olenyok", "Amga"]
_FISH = ["Muksun", "Chir", "Nelma", "Omul", "Ryapushka", "Kharius", "Taimen", "Sig", "Nalim"]
_SLED = ["Buran", "Taiga", "Nart", "Sani", "Gusenitsa", "Lyzha", "Karbyurator"]
_FUR = ["Sobol", "Pesets", "Ondatra", "Gornostai", "Belka", "Rosomakha", "Vydra"]
_PLACES = ["Yakutsk", "Mirny", "Tiksi", "Anadyr", "Pevek", "Verkhoyansk", "Udachny", "Aikhal",
           "Bilibino", "Egvekinot", "Batagai", "Chersky", "Zhigansk", "Lavrentiya"]  # fmt: skip
_NAMES = ["Aisen", "Sardana", "Nyurgun", "Tuyara", "Aital", "Kyunney", "Erchim", "Sargylana",
          "Vadim", "Olesya", "Anatoly", "Nadezhda", "Ivtyk", "Ettyne", "Rultyne", "Kergyn",
          "Dulgan", "Nyukus", "Egor", "Marfa"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T41g4", "Tundr4", "P3rm4fr0st", "K1mb3rl1t3", "Sn3zh0k", "0l3n", "Alm4z", "Yuk4g1r"]


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DEER)}{g.choice(_RIVERS)}{g.randrange(1980, 2031)}",
    lambda g: f"{g.choice(_FISH)}{g.randrange(2, 40)}kg{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SLED)}{g.choice(_SYMBOLS)}{g.randrange(100, 10_000)}",
    lambda g: f"{g.choice(_FUR).lower()}-lot{g.randrange(100, 1000)}-{g.choice(_PLACES).lower()}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"{g.choice(_PLACES).upper()}_{g.randrange(-60, -29)}C_{g.choice(_FISH).lower()}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, #barge-lena, Nyurgun: the Deeper sonar console password is {pw}",
    "WhatsApp from Sardana: catering storeroom PC password → {pw}",
    "Viber, Aital: fur-auction laptop password: {pw}",
    "VK Messenger, Olesya: the snowmobile-rental office login password is {pw}",
    "Yandex Messenger, Erchim: password for the Tiksi weather box — {pw}",
    "TamTam chat: the credit-coop teller PC password 🔑 {pw}",
    "Mattermost #ice-fishing: Vexilar base unit admin password ({pw})",
    "ticket ARG-2291: the Mirny kitchen scale server password \"{pw}\" stopped working",
    "wiki › Barges › Radio room | password | {pw} |",
    "Hi Vadim,\n\nthe root password on the Pevek depot server is {pw}. Delete this once it's in the vault.\n\nAnatoly",
    "Runbook: reset the Anadyr freezer controller\n1. open the panel\n2. log in as service\n3. password:\n{pw}\n4. restart the compressor",
    "README (Verkhoyansk herders' laptop)\nadmin password `{pw}`",
    "voice memo: the Udachny canteen till password is {pw} full stop",
    "note to self: the Aikhal camp router password is {pw}",
    "please remember my Almazergien online banking password: {pw}",
    "after the reinstall the fur-auction PC password became {pw}",
    "Саҥа пароль: {pw}",
    "Мин почтам пароле — {pw}",
    "Дьиэ роутерын пароле: {pw}, кимиэхэ да этимэ",
    "Нюргун: үлэ серверин саҥа пароле {pw}, махтал",
    "Бу сервер пароле: «{pw}»",
    "Saŋa parol: {pw}",
    "Min poctam parole — {pw}",
    "dʼie routerın parole: {pw}, kimieχe da etime",
    "Sardana: ülə serverin saŋa parole {pw}, maxtal",
    "Би минӈи пароль: {pw}",
    "Эр серверви пароль — {pw}, аят",
    "Дюви роутер пароль: {pw}",
    "Би мэнӈи пароль хэ: {pw}",
    "орон ферма компьютер пароль: {pw}",
    "Етти! Гымнин пароль: {pw}",
    "Гымнин сервер пароль ынкъам логин ӄэйвэ: {pw}",
    "Мэт пароль — {pw}, тэт кимиэхэ да",
    "Одул школа компьютер пароль: {pw}",
    "пасс от сервака щас {pw}",
    "держи пароль от кассы: {pw}",
    "кидаю пароль от ноута на барже: {pw}, спс",
    "пароль от мыла бухгалтерии {pw} плз никому",
    "пароль для склада в Тикси → {pw}",
    "короче пароль {pw}, не потеряй",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aisen", "sardana.p", "nyurgun", "tuyara", "aital", "kyunney", "erchim", "sargylana",
          "vadim.k", "olesya", "anatoly", "nadezhda", "ivtyk", "ettyne", "rultyne", "kergyn",
          "dulgan", "nyukus", "egor.s", "marfa", "svc-barge", "kitchen-mirny"]  # fmt: skip
_LOGINS = [
    "Telegram, Aisen: the Point of Rental login is {u} / {pw}",
    "ARG-2310: {u} locked out of the fur-auction portal, last password {pw}",
    "user {u} pass {pw}",
    "wiki › Snowmobiles › Booking PC: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| barge-radio | {u} | {pw} |",
    "sign into the coop ledger as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: depot-pevek\n  username: {u}\n  password: {pw}",
    "host,login,password\nkitchen-aikhal,{u},{pw}",
    "Nyurgun says the catering account is {u} and the password is {pw}",
    "Аатым {u}, пароле {pw}",
    "aatım {u}, parole {pw}",
    "Логин {u}, пароль {pw} — эр минӈи",
    "Гымнин логин {u} ынкъам пароль {pw}",
    "логин/пасс {u} / {pw}",
    "логин {u} пароль {pw} только не теряй",
    "учётка {u}, пасс {pw}",
    "вход: {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["muksun", "nelma", "tabalaakh", "oron", "buran", "sobol", "kharius", "chuchuna",
               "kuobakh", "stroganina", "indigirka", "yukagir", "ysyakh", "khomus"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the barge wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "пароль — слово {w} маленькими, потом цифры {d}",
    "пасс: {w}{d}, слитно",
    "Пароль: {w} диэн тыл, онтон {d}",
    "parol: {w} dien tıl, onton {d}",
    "Гымнин пароль {w} ынкъам {d}",
    "пароль {w}, дальше {d} без пробела",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]  # each word once, so every secret is unique
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "gs_ctl build -D /gauss/coop -b full -U {u} -P '{pw}'",
    "gs_ctl switchover -D /gauss/coop -U {u} -P {pw}",
    "klmover -address ksc.argys.lan -logfile klmover.log -user {u} -pw '{pw}'",
    "kesl-control --set-app-settings UpdaterProxyUser={u} UpdaterProxyPassword='{pw}'",
    "nvram set wl_wpa_psk='{pw}' && nvram commit",
    "argys-barge-sync --manifest-db-user {u} --manifest-db-pass '{pw}'",
    "argys-ledger export --from 2031-01-01 --login {u} --passw={pw}",
    "tabalaakh-ctl login --herder {u} --secret '{pw}'",
    "tabalaakh-gps pull --brigade 4 --account {u}:{pw}",
    "khotu-backup --target s3://argys-arch --encrypt-pass={pw}",
    "khotu-weather push --station tiksi --user {u} --pwd '{pw}'",
    "sobo-auction import lots.csv --operator {u} --op-password '{pw}'",
    "sobo-auction close --lot 412 -u {u} -k '{pw}'",
    "ARGYS_DB_PASS='{pw}' ./bin/argys-kitchen migrate",
    "TABA_RADIO_PASSWORD={pw} tabalaakh-radio --channel 3",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@depot-pevek:~# {c}", "aisen@barge-12:~$ {c}",
    "PS C:\\argys> {c}", "Termux on the herder's tablet: {c}",
    "history | tail -1\n  412  {c}", "команда, которую я запускал: {c}",
    "кидаю команду: {c}", "Бу команда: {c}", "Эр команда: {c}",
    "вот что я набрал: {c}", "Гымнин команда: {c}", "bu komanda: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@gauss.argys.lan:5432/coop",
    "mysql://{u}:{pw}@kitchen-db.mirny.argys.lan/menu",
    "mongodb://{u}:{pw}@tracks.argys.lan:27017/herds?authSource=admin",
    "amqp://{u}:{pw}@mq.argys.lan:5672/barges",
    "ftp://{u}:{pw}@ftp.tiksi.argys.lan/weather/",
    "redis://{u}:{pw}@cache.argys.lan:6379/2",
    "https://{u}:{pw}@nexus.argys.lan/repository/raw/",
    "Server=sql.argys.lan;Database=Auction;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "ARGYS_DATABASE_URL={c}", "строка подключения: {c}", "держи коннект {c}",
    "ARG-2330: {c}", "wiki › Databases: {c}", "Холбонуу: {c}", "keep this for me: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "argys-sever", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Deeper", "DEEPER_API_KEY", _j("dpr_", (ALNUM, 32))),
    ("Vexilar", "VEXILAR_TOKEN", _j((HEX, 40))),
    ("Marcum", "MARCUM_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Aqua-Vu", "AQUAVU_SECRET", _j((URLSAFE, 43))),
    ("Polaris Ride Command", "RIDE_COMMAND_TOKEN", _vendor_jwt("https://api.ridecommand.example")),
    ("Timbersled", "TIMBERSLED_KEY", _j((UPPER_HEX, 32))),
    ("Rentalman", "RENTALMAN_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Point of Rental", "POR_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Quipli", "QUIPLI_API_TOKEN", _j((HEX, 64))),
    ("Rentrax", "RENTRAX_KEY", _j("rc_live_", (ALNUM, 28))),
    ("Anolla", "ANOLLA_API_KEY", _j((B64, 43), "=")),
    ("EZRentOut", "EZRENTOUT_TOKEN", _j((HEX, 32))),
    ("RentSyst", "RENTSYST_SECRET", _j((ALNUM, 36))),
    ("Kerridge", "KERRIDGE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Nutrikids", "NUTRIKIDS_TOKEN", _j((UPPER_DIGITS, 32))),
    ("MealSuite", "MEALSUITE_API_KEY", _j((URLSAFE, 48))),
    ("Sapaad", "SAPAAD_SECRET_KEY", _j((HEX, 40))),
    ("CBORD", "CBORD_CLIENT_SECRET", _j((ALNUM, 44))),
    ("LoanPro", "LOANPRO_API_TOKEN", _j("lp_", (HEX, 40))),
    ("Bryt", "BRYT_API_KEY", _j((B64, 60))),
    ("Cloud Lending", "CLOUDLENDING_SECRET", _vendor_jwt("https://auth.cloudlending.example")),
    ("Savana", "SAVANA_API_KEY", _j((ALNUM, 32))),
    ("Agiloft", "AGILOFT_TOKEN", _j((URLSAFE, 40))),
    ("Kopenhagen Fur", "KF_BUYER_KEY", _j("kf_", (LOWER_DIGITS, 36))),
    ("Fur Harvesters Auction", "FHA_API_KEY", _j((HEX, 32))),
    ("Sakhatelecom", "SAKHATELECOM_API_KEY", _j((ALNUM, 40))),
    ("Polar Airlines", "POLAR_AIR_AGENT_KEY", lambda g: v.uuid4(g, "8")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "k8s secret (stringData):\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Dockerfile:\nENV {env}={tok}",
    "Argys ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | 2031 | {tok} |",
    "ARG-2341: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Telegram, Aisen: {vendor} token for the sync: {tok}",
    "ключ API {vendor}: {tok}",
    "токен {vendor} щас такой: {tok}",
    "{vendor} API ключа: {tok}",
    "{vendor} API kluca: {tok}",
    "{vendor} API ключ минӈи: {tok}",
    "Гымнин {vendor} API ключ: {tok}",
    "Эр {vendor} токен: {tok}",
    "{vendor} токенэ: {tok}",
    "{vendor} tokene: {tok}",
    "ключ от {vendor} кидаю: {tok}",
    "Мэт {vendor} ключ: {tok}",
    "{vendor} апи ключ, не свети: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_CODE = [
    'requests.get(url, headers={{"X-Api-Key": "{tok}"}})',
    "const client = new DeeperClient({{ apiKey: '{tok}' }});",
    'cfg := argys.Config{{Token: "{tok}"}}',
    "$rentrax = new RentraxClient('argys', '{tok}');",
    'val api = LoanProApi(token = "{tok}")',
    'var client = new QuipliClient("{tok}");',
    'let key = "{tok}"; // Sapaad, rotate in spring',
    "Anolla.configure {{ |c| c.api_key = '{tok}' }}",
    'Ключ = "{tok}"; // BSL: Kopenhagen Fur обмен',
    'curl -H "Authorization: Token {tok}" https://api.ezrentout.example/assets',
]  # fmt: skip
_CODE_MAKERS = [_j((HEX, 40)), _j((ALNUM, 36)), _j((URLSAFE, 44)), _j((B64, 48))]
_code = _Family(
    "code_token", _CODE, lambda g, i, t: {"tok": _CODE_MAKERS[i % len(_CODE_MAKERS)](g)}, "tok"
)


_BARE_PLACES = ["{t}", "держи: {t}", "it only shows it once, so here:\n{t}", "Бу токен: {t}",
                "{t}\n^ new one", "hang on to this for me: {t}", "токен {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the reindeer collar RC-118: {h}": 32,
    "AES key of the barge tracker export: {h}": 32,
    "HMAC secret for the coop payment webhook: {h}": 64,
    "pre-shared key of the Tiksi IPsec tunnel (hex): {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "Бэкап шифрлыыр күлүүһэ: {h}": 48,
    "ошейник ключ минӈи: {h}": 32,
    "sat modem session key, hex: {h}": 48,
    "ключ от трекера оленей: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ARG-2355: token copied from the browser's network tab {t}",
    "Cookie: lang=sah; argys_session={t}",
    "ARGYS_PORTAL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен: {t}",
    "Бу токен {t}",
    "Гымнин токен {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@argys.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.argys.example/realms/coop", "azp": "auction-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Pevek depot, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/auction.argys.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TRACKER_PRIVATE_KEY": "{key}", "site": "tiksi"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_barge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ARG-2360, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "приватный ключ сервака:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "coop wallet backup, copying it off the card: {p}": "english",
    "recovery phrase of the old fur-fund wallet\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all": "english",
    "wiki page 'Auction wallet (retired)': {p}": "english",
    "сид-фраза кошелька кооператива: {p}": "russian",
    "мнемоника от кошелька, не теряй: {p}": "russian",
    "Кошелёк сид-фразата: {p}": "russian",
    "obnovovací fráze peněženky pražského kupce: {p}": "czech",
    "cüzdan kurtarma ifadesi (İstanbul kürk alıcısı): {p}": "turkish",
    "지갑 복구 문구: {p}": "korean",
    "Гымнин кошелёк слова: {p}": "russian",
    "seed phrase, Sakha wallet: {p}": "english",
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
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
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
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Aisen: the coop card for the sled parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ARG-2372: pay the Vexilar repair with card {c}",
    "номер карты {c}, {mm}/{yy}",
    "карта Мир {c} до {mm}/{yy}",
    "Кредит картам нүөмэрэ: {c}",
    "kart nüömere: {c}, {mm}/{yy}",
    "Гымнин карта {c}",
    "карта минӈи: {c}, {mm}/{yy}",
    "скинь на карту {c}",
    "card for the Polar Airlines tickets: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["mir", "visa", "mastercard", "mir", "unionpay", "jcb", "amex", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", " ", "."][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/35, security code {cvv}",
               "the three digits on the back: {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "CVC на обороте: {cvv}",
               "три цифры сзади {cvv}",
               "карта кэннинээҕи үс цифрата: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    # each index its own band of codes, so no two samples share one
    cvv = (
        1000 + index * 1500 + rng.randrange(1000)
        if brand == "amex"
        else 100 + index * 131 + rng.randrange(100)
    )
    return {"c": number, "cvv": str(cvv)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_COUNTRIES = ["FR", "NL", "CZ", "DK", "HU", "IE", "NO", "RO"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice FA-2031-118: pay the Kopenhagen Fur fees to {i} within 30 days",
    "save the Paris fur buyer's IBAN: {i}",
    "IBAN: {i}\nReference: sable lot 412",
    "Telegram #treasury: the Oslo buyer's new bank details, IBAN {i}",
    "IBAN покупателя: {i}",
    "реквизиты, IBAN {i}",
    "Атыыласпыт киһи IBAN-а: {i}",
    "atılaspıt kihi IBAN-a: {i}",
    "IBAN минӈи: {i}",
    "Гымнин IBAN {i}",
    "the Dublin restaurant that buys our muksun: IBAN {i}",
    "Budapest buyer's account, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _edb(g: random.Random) -> str:
    """North Macedonia's EDB: thirteen digits with a weighted mod-11 check digit."""
    return v.until(g, lambda h: "40" + _r(h, D, 11), mk_edb.is_valid)


def _me_pib(g: random.Random) -> str:
    """Montenegro's PIB: eight digits with a mod-11 check digit."""
    return v.until(g, lambda h: "0" + _r(h, D, 7), me_pib.is_valid)


def _rs_pib(g: random.Random) -> str:
    """Serbia's PIB: nine digits with an ISO 7064 mod 11, 10 check digit."""
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 8), rs_pib.is_valid)


def _earmark(g: random.Random) -> str:
    """A reindeer earmark register number: invented, no check."""
    return f"ТБ-{g.choice(['ЭВ', 'ВЕ', 'ОЛ', 'АН'])}-{_r(g, D, 5)}"


def _border_pass(g: random.Random) -> str:
    """A Chukotka border-zone pass: invented, no check."""
    return f"ПЗ-87-{_r(g, D, 6)}"


def _kmns(g: random.Random) -> str:
    """An entry in the register of the small indigenous peoples of the North: invented."""
    return f"КМНС-14-{_r(g, D, 7)}"


def _hectare(g: random.Random) -> str:
    """A Far Eastern hectare contract number: invented, no check."""
    return f"ДВГ/14/{g.randrange(2020, 2032)}/{_r(g, D, 6)}"


def _sled_plate(g: random.Random) -> str:
    """A snowmobile's Gostekhnadzor plate: invented shape, no check."""
    return f"{_r(g, D, 4)} {g.choice(['ЯК', 'ЯН', 'ЯС', 'ЧК'])} {g.choice(['14', '87'])}"


_ID_PLACES: dict[str, Maker] = {
    "EDB of the Skopje fur buyer, for the contract: {s}": _edb,
    "ЕДБ македонского покупателя: {s}": _edb,
    "PIB of the Podgorica restaurant buying our nelma: {s}": _me_pib,
    "ПИБ черногорского клиента: {s}": _me_pib,
    "Serbian PIB of the Novi Sad furrier: {s}": _rs_pib,
    "ПИБ сербского скорняка {s}": _rs_pib,
    "my reindeer earmark register number: {s}": _earmark,
    "Табам кулгааҕын бэлиэтин нүөмэрэ: {s}": _earmark,
    "орон бэлиэ номер минӈи: {s}": _earmark,
    "пропуск в погранзону, мой номер {s}": _border_pass,
    "Гымнин пропуск {s}": _border_pass,
    "номер в реестре КМНС: {s}": _kmns,
    "Мин КМНС реестригэр нүөмэрим: {s}": _kmns,
    "my Far Eastern hectare contract: {s}": _hectare,
    "договор на дальневосточный гектар № {s}": _hectare,
    "госномер снегохода {s}": _sled_plate,
    "snowmobile plate for the insurance form: {s}": _sled_plate,
    "Мэт снегоход номер {s}": _sled_plate,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["LoanPro 2FA recovery codes\n{codes}", "spare sign-in codes for the coop mail {codes}",
            "резервные коды 2FA: {codes}", "2FA бэкап кодтара:\n{codes}",
            "Гымнин 2FA коды: {codes}", "backup codes, Agiloft: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Argys:aisen@argys.example?secret={s}&issuer=Argys&digits=6",
              "manual setup key for the Bryt login: {s}",
              "секрет TOTP для кассы: {s}",
              "2FA ключа: {s}",
              "TOTP secret of the auction admin: {s}"]  # fmt: skip
_CODES = ["{c} is your LoanPro verification code", "Код подтверждения: {c}. Никому не сообщайте",
          "Use {c} to sign in to Polar Airlines", "Бэрэбиэркэ кода: {c}",
          "код из смс {c}", "Sakhatelecom code: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Argys-Depot", "Barge12-Lena", "Mirny-Kitchen-5G", "Tiksi-Weather", "Anadyr-Office",
          "Pevek-Store", "Verkhoyansk-Herd", "Sakhatelecom_4512", "Rostelecom-TK", "IceCamp-Aldan"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "depot network {s}, password {pw}",
    "the key printed under the router: {pw}",
    "вайфай {s}, пасс {pw}",
    "пароль от вайфая {s}: {pw}",
    "wifi {s} пароле: {pw}",
    "wifi {s} parole: {pw}",
    "{s} wifi пароль минӈи: {pw}",
    "Гымнин wifi {s} пароль {pw}",
    "ice camp wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("dpr_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("rc_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the sat phone] {t}",
          "(spaced so the preview hides it) {t}", "по буквам: {t}", "биирдии буукуба: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код от домофона на складе: {pw}", "кодовый замок балка: {pw}", "PIN карты {pw}",
          "Аан кода: {pw}", "aan koda: {pw}", "the freezer door keypad takes {pw} then #",
          "padlock on the Tiksi fish shed: {pw}", "Гымнин PIN {pw}", "пин от сим в спутниковом модеме {pw}",
          "ПИН-код минӈи: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["muksun", "nelma", "taimen", "buran", "sable", "larch", "permafrost", "barge",
                 "kimberlite", "tundra", "aurora", "reindeer", "chum", "khomus", "polynya", "nart"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the coop vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-", "database passphrase: {p}": ".",
            "парольная фраза бэкапа: {p}": " ", "Бэкап пароле: {p}": "_",
            "Гымнин passphrase: {p}": " ", "vault passphrase, Anadyr office: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "request header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "raw request: Authorization: Bearer {v}": False,
    "заголовок Authorization: Basic {v}": True,
    "Rentrax call, header authorization: bearer {v}": False,
    "Authorization: Bearer {v}  ← токен кассы": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nARGYS_DB_USER=coop\nARGYS_DB_PASSWORD={pw}",
    ".env.production:\nKHOTU_SMTP_PASS={pw}",
    "compose.yaml:\n  auction-db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "compose.yaml:\n  kitchen:\n    environment:\n      - SOBO_ADMIN_PASSWORD={pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ledger-db\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=TABA_MQTT_PASSWORD={pw}\nExecStart=/opt/tabalaakh/gps-bridge",
    "application.yml:\nspring:\n  datasource:\n    username: ledger\n    password: {pw}",
    "config.php:\n$db_password = '{pw}';",
    "settings.ini:\n[smtp]\nuser = reports@argys.example\npassword = {pw}",
    "~/.pgpass:\ngauss.argys.lan:5432:coop:ledger:{pw}",
    "appsettings.json:\n{{\"Ledger\": {{\"User\": \"coop\", \"Password\": \"{pw}\"}}}}",
    "netplan:\n      access-points:\n        \"Barge12-Lena\":\n          password: \"{pw}\"",
    "tabalaakh.toml:\n[radio]\nchannel = 3\nsecret = \"{pw}\"",
    "khotu.conf:\nstation=tiksi\nupload_password={pw}",
    "конфиг кассы, держи:\n[db]\nuser = kassa\npassword = {pw}",
    "Бу конфиг:\nSOBO_DB_PASSWORD={pw}",
    "конфиг трекера минӈи:\nTABA_API_PASS={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Aisen: depot wifi password?\nSardana: {pw}",
    "[06:12] nyurgun: root pw for the barge server?\n[06:13] erchim: {pw}",
    "Olesya: {pw} is the new auction admin password",
    "[21:40] Вадим: пасс от сервака?\n[21:41] Олеся: {pw}",
    "Анатолий: новый пароль {pw}",
    "Сардаана: саҥа пароль {pw}",
    "Sardaana: saŋa parol {pw}",
    "Дулган: пароль минӈи {pw}",
    "Эттынэ: етти, гымнин пароль {pw}",
    "[05:02] Nadezhda: use {pw} for the kitchen till",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 22), (_spelled, 12), (_cli, 30), (_urls, 12), (_vendors, 50),
    (_code, 19), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 6),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 16),
    (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _russian_seed(g: random.Random) -> str:
    return str(_MNEMO["russian"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the auction admin password is": "{s}", "barge server pw:": "{s} (since the refit)",
    "Саҥа пароль": "{s}", "пасс от сервака": "{s}\nсменить после навигации",
    "saŋa parol:": "{s}", "Гымнин пароль": "{s}", "пароль минӈи": "{s}",
    "the password Aisen read over the radio was": "{s}, I think", "пароль:": "{s}",
    "Мин пароле": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Deeper API key", "{s}", _j("dpr_", (ALNUM, 30))),
    ("split_token", "LoanPro token:", "{s} (coop loans)", _j("lp_", (HEX, 40))),
    ("split_token", "Marcum client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "сид-фраза", "{s}", _russian_seed),
    ("split_card", "номер карты", "{s} до 11/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "DK"))),
    ("split_backup", "резервные коды", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Serbian PIB", "{s}", _rs_pib),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 11)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"auction": {"url": "https://auction.argys.example", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "aisen", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"barges": [{"name": "b-11"}, {"name": "b-12", "radio_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["gs_ctl", "build", "-U", "ledger", "-P", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "саҥа пароль {s}"}': ("meta_password", _plain_pw),
    '{"пароле": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the kitchen till as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"deeper": {"api_key": "{s}"}}': ("meta_token", _j("dpr_", (ALNUM, 32))),
    '{"quipliToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"ezrentout_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NO")),
    '{"buyer": {"edb": "{s}"}}': ("meta_id", _edb),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fur_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _russian_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fish_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Barge12-Lena", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"collar-firmware-3.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.argys.example/auction:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: add sable lot grading", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"barges: revert ice-class mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catch_2031-02-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"herd-census-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the auction PC password before the March sale.",
    "Aisen asked for the depot wifi password; it's on the card in the foreman's drawer.",
    "Policy: coop passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `DEEPER_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_LOANPRO_TOKEN> in the README with the token from your dashboard.",
    "QUIPLI_API_TOKEN and EZRENTOUT_TOKEN must be set before the nightly sync runs.",
    "Пароль кимиэхэ да этимэ.",
    "Parolgun kimieχe da etime.",
    "Пароль никому не говори, даже мне.",
    "Пароль должен быть не короче 14 символов.",
    "Забыл пароль? Нажми «Восстановить».",
    "Етти! Пароль ӄэйвэ гымнин сейф.",
    "Пароль минӈи тетрадь-ду.",
    "Саҥа пароль сайын кэлиэ.",
    "скинь потом пасс, щас некогда",
    "пин от сим спрошу у Вадима",
    "Upgraded the collar firmware from 3.2.6 to 3.2.7 over the weekend.",
    f"commit {_COMMIT} adds the sable lot grading.",
    f"Rolled back to {_SHORT} after the ice-class mapping broke the barge schedule.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The collar firmware 3.2.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of herd-census-2031.parquet: {_SHA512}",
    f"The auction container runs registry.argys.example/auction@sha256:{_IMAGE}.",
    f"MD5 of catch_2031-02-14.csv is {_MD5}, same as the copy on the share.",
    "Request id 7b3e91c4-2d5a-4f08-b6e1-9c0d4a7f2e18 is the slow one in the auction logs.",
    "Purchase order PO-2031-00418 for 40 crates of muksun ships on Thursday.",
    "ARG-2291: the Mirny freezer alarm keeps tripping at night.",
    "Call the Tiksi office on +7 411 675 2314 before noon.",
    "Call Anadyr on +7 427 222 4610 after the radio check.",
    "Barge B-12 left Yakutsk on 2031-06-02 with 1 800 t of cargo.",
    "Fur lot 412: 36 sable pelts, grade 1, reserve 18 000 rubles.",
    "It was minus 52 °C in Verkhoyansk this morning; the sleds stayed in.",
    "After five wrong passwords the ledger locks the account for 20 minutes.",
    "The secret of good stroganina is fish frozen at minus 40.",
    "Ask Vadim for the freezer keypad code, I don't have it.",
    "My card ending 7733 was declined at the Pevek store.",
    "The Oslo buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop mail and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `LOANPRO_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the fish shed freezes; warm it with your hands.",
    "The guest wifi 'Argys-Guest' is open, no password needed.",
    "Snowmobile 14 needs a new track; the rental is off until Friday.",
    "Заказ № 2031-0412 на 60 кг нельмы отправлен бортом Полярных авиалиний.",
    "Телефон конторы в Певеке +7 427 374 2210.",
    "Код товара 0303 89 — мороженая рыба.",
    "Ысыах будет 21 июня, бригада приедет в Якутск.",
    "Табалар 1 240, оҕолор 312.",
    "Орон 860, бригада 4.",
    "Гымнин ӄаат 430.",
    "Баржа Б-12 в Тикси, лёд 1,8 м.",
    "Маршрут: Мирный — Айхал — Удачный, 540 км.",
    "ISBN 978-5-7696-1234-5 is the herding handbook on the shelf.",
    "The sable reserve was 18 000 and it sold for 24 500.",
    "Card payments need a PIN above 3 000 rubles.",
    "The ice is 1.8 m thick at the Aldan camp; 412 fish caught this week.",
    "Lot number LOT-2031-SOB-0311, 36 pelts, grade 1.",
    "The PIN pad at the Mirny canteen is broken again.",
    "Order AX-77120 from Kerridge shipped; tracking follows.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/auction", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "ARG-2291", "purchase_order": "PO-2031-00418"}',
    '{"lot": {"id": "LOT-2031-SOB-0311", "pelts": 36, "grade": 1}}',
    '{"phone": "+7 411 675 2314", "city": "Tiksi"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "reindeer": 1240}',
    '{"barge": "B-12", "cargo_t": 1800, "river": "Lena"}',
    '{"temperature_c": -52, "station": "Verkhoyansk", "wind_ms": 3}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
