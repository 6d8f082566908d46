# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twenty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-fifth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-twenty-sixth to two-hundred-and-twenty-eighth), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(229604817), password words (a whitefish and a sled or herding word with a number and a sign; two
fishes joined by a dash with a number; a herder's or worker's name, a birth year, a sign and a
town; a reindeer's or sled word, its winters and `zim`; an ice-road kilometre post and a town;
a town, a fish and a year; leet forms of muksun, nelma, taimen, vazhenka, khorei and zimnik with a
year; a sled word in capitals, a sign and a number; `Polyus`, a fish and a latitude; a
generator's three groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Tundra-Nord (fictional: reindeer-sled tours, a fish smokery, tundra lodges,
river barges, an ice-road logistics arm, a bone-carving shop and a community bank across the
Yamal Peninsula and Taymyr: Salekhard, Labytnangi, Yar-Sale, Nadym, Dudinka, Norilsk, Khatanga)
leak secrets into an assistant's memory. The texts are Telegram, WhatsApp, VK Messenger, Max,
TamTam, Element, Mattermost, Rocket.Chat, Yandex Messenger and Pachca messages, chat logs with
times, Kaiten, YouTrack, Redmine and Okdesk tickets, Teamly and Yonote pages and a wiki table,
Obsidian and Joplin notes, an e-mail, a runbook, a README fragment, shell prompts (bash, Termux,
Astra Linux's fly-term, Warp, WindTerm), code (Python, Go, JavaScript, PHP, Kotlin, Rust, C#,
Lua, shell and the 1C:Enterprise language), configs, voice-memo transcripts, dictated text and
requests to the assistant; the separators run from a colon, "is", a dash and an arrow (`→`, `➜`)
to a new line, quotes (`"…"`, `«…»`), parentheses, and a table's bar.

Tools, flags, variables and files none of heldouts 5 to 225 names (each grepped for the command,
flag or variable itself): `ReindexerTool --dsn cproto://user:…@…`, `zstack-cli LogInByAccount
… password=`, `mtg simple-run` with an MTProxy secret and a `tg://proxy?…&secret=` link,
`ovirt-shell -u … -p`, `rpk cluster info --user … --password`, pgagroal.conf's
`management_password`, smbnetfs's `smbnetfs_password=` option, and the variables `RX_PASSWORD`,
`SMOKEHOUSE_DB_PASS`, `YAMAL_SLED_DB_PASS` and `TAYMYR_BARGE_MQ_PASSWORD`. Beside them commands
of lightly used tools (each in one to four earlier corpora: pgagroal-admin and pgagroal-cli's
`-P`, iredis, memtier_benchmark, usql, sq, asinfo, immuclient, valkey-cli, lazysql, harlequin,
gobang, rainfrog, dbmate, ghz, `mmcli --pin=`, neomutt's `imap_pass`, calcurse's CalDAV config,
1C's ibsrv.yml and `HTTPСоединение`), and common layouts (env files, compose, Kubernetes
secrets, systemd drop-ins, Ansible and Helm values, a wifi QR code, `otpauth://`, JWTs, PEM
blocks, Basic and Bearer headers, connection strings) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples: a text with Cyrillic letters, a romanised Nenets marker or a seed-phrase line in
another language, 188 of 390): the
Russian texting of the north, the Ukrainian (and surzhyk) texting of the gas-field rotations,
Tundra Nenets in Cyrillic and romanised, Dolgan, Nganasan, Khanty, Komi-Izhma, and Czech,
Portuguese and Turkish only in seed-phrase lines. The wordings are the author's approximations,
checked by no speaker, built around a few marker words and the loanwords people there really
text (пароль, парол, пасс, вайфай, пин, токен, сервер, ноутбук, API): northern Russian `кароч`,
`щас`, `спс`, `норм`, `скинь`, `балок`, `вахта`, `зимник`, `чум`, `на материке`, `никому не
кидай`; Ukrainian `тримай`, `ось`, `кум`, `пароль від вайфаю`, `дякую`, `нікому не кидай`,
surzhyk `шо` and `вроді`; Nenets `Ань торова`, `мань`/`man'`, `пыдар`/`pydar`, `сава`/`sava`,
`ты`, `мя'`, `ӈока` and a possessive `паролэв`/`parolev`; Dolgan `Дорообо`, `мин`, `эн`,
`паролым`, `дьиэ`, `махтал`, `кимиэхэ да этимэ`, `саҥа`, `суох`; Nganasan `ня`, `мəнə`, `тəнə`;
Khanty `Вуща ӆаӈхасаӈ`, `ма`, `нӑӈ`, `хот`, `ям`, `ос ёмас`; Komi-Izhma `Видза оланныд`,
`менам`, `тэнад`, `керка`, `кӧр`, `эм`, `абу`, `аттьӧ`, `некодлы эн висьтав`, `выль`, `кодъяс`.
The Nganasan lines (three pronoun-and-loanword lines), the Nenets possessive `паролэв`, the
Nenets `ӈэ` and `вада` of the clean line, the Dolgan `кимиэхэ да этимэ`, `саҥа` and `суох`
(Sakha-like forms), and the Khanty `ӑн вӑлʼ` are the thinnest guesses.

Vendors (NordStar, Tripster, Sputnik8, YouTravel.me, CloudKassir, 2can, AvtoGRAF, Arnavi,
SmartTrack, Kassby, Shelter PMS, Frontdesk24, Binotel, GreenSMS, Frisbee, Scout-365,
Era-Glonass, Bizone, Kontur.Elba and Delovye Linii, the last by its Russian name) are ones
heldouts 5 to 225 do not name (grepped by name). No shape here is one the author knows to be
real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for
YouTravel.me and GreenSMS, `2c_live_`, `kb_` and `bzn_` prefixes); the JWTs are well-formed, an
MTProxy secret's `ee`/`dd` prefix and 32 hex digits follow Telegram's published layout, and the
BitLocker key's eight groups of six and the Apple recovery key's seven groups of four follow
theirs.

The ids: checked ones are a personal Russian INN (`stdnum.ru.inn`, in three earlier corpora), an
OGRNIP (`stdnum.ru.ogrn`), a Ukrainian RNOKPP (`stdnum.ua.rntrc`) and a Ukrainian UNZR whose
check digit (weights 7, 3, 1, mod 10) this file computes itself; invented shapes that nothing
checks are a tractor-driver's (snowmobile) licence, a federal hunting licence, a GIMS small-boat
licence, a personal medical book, a Russian internal passport and a Ukrainian driving licence.
Card numbers pass Luhn (Mir in 2200-2204, Ukraine's Prostir in 9804, and the value helpers'
Visa, Mastercard, UnionPay and Maestro, checked with python-stdnum's `luhn`). The IBANs are of
the countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to
225 (the Czech Republic, Ireland and Romania in seventeen corpora, Russia, Ukraine, Finland,
Monaco and Portugal in eighteen), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Russian, Czech, Portuguese and Turkish lists, each with a valid
checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every
secret unique), 60 clean texts and 10 clean metadata dicts.
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
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 229_604_817
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

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(200):  # a secret no earlier sample of the file holds
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            else:
                raise ValueError("no fresh secret drawn")
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_FISH = ["Muksun", "Nelma", "Shchekur", "Omul", "Chir", "Sig", "Peled", "Taimen", "Goletz",
         "Ryapushka", "Koryushka", "Sterlyad"]  # fmt: skip
_SLED = ["Narty", "Khorei", "Tynzyan", "Malitsa", "Kisy", "Parka", "Yaran", "Chum", "Balok",
         "Zimnik", "Vakhta", "Burán", "Argish", "Vazhenka", "Khapt", "Pyzhik"]  # fmt: skip
_TOWNS = ["Salekhard", "Labytnangi", "Dudinka", "Norilsk", "Khatanga", "Nadym", "Yar-Sale",
          "Seyakha", "Panaevsk", "Aksarka", "Kharp", "Volochanka", "Syndassko", "Kheta",
          "Potapovo", "Talnakh"]  # fmt: skip
_NAMES = ["Vauli", "Nyadma", "Yaptik", "Serotetto", "Khudi", "Laptander", "Okotetto", "Porotov",
          "Chuprin", "Kosterkin", "Turdagin", "Aksyonova", "Kanev", "Rochev", "Artyeva",
          "Taisiya", "Oksana", "Mykola", "Taras", "Halyna", "Ilya", "Nadezhda", "Yegor",
          "Alitet", "Sinde"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Mu4sun", "N3lm4", "T4ym3n", "V4zh3nk4", "Kh0r3i", "Z1mn1k", "B4l0k", "Ty_Sav4",
         "Arg1sh"]  # fmt: skip


def _antlers(g: random.Random) -> str:
    """A reindeer's name, its age in winters and a sign: herders name passwords after the herd."""
    return f"{g.choice(_SLED)}{g.randrange(2, 19)}zim{g.choice(_SYMBOLS)}"


def _km(g: random.Random) -> str:
    """An ice-road kilometre post, the way drivers on the zimnik say where they are."""
    return f"Km{g.randrange(100, 999)}{g.choice(_TOWNS).replace('-', '')}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_SLED)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FISH, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS).replace('-', '')}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2035)) + g.choice(_SYMBOLS),
    _antlers,
    _km,
    lambda g: f"{g.choice(_TOWNS).lower().replace('-', '')}_{g.choice(_FISH).lower()}_{g.randrange(1960, 2035)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_SLED).upper().replace('Á', 'A')}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"Polyus{g.choice(_FISH)}{g.randrange(60, 78)}N",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._~-")
    return v.until(rng, _pw, lambda value: set(value) <= ok)


_SAID = [
    # English, in the company's chats, tickets, notes and mails
    "Telegram, chat 'Yar-Sale smokehouse': the Testo Saveris 2 base station password is {pw}",
    "WhatsApp from Ilya at the Labytnangi barge office: the Garmin inReach web password is {pw}",
    "VK Messenger, Nadezhda: the Hikvision NVR at the bone-carving shop has admin password {pw}",
    "Max chat 'Dudinka port desk': the Kalmar forklift telematics password is {pw}",
    "TamTam message from Yegor: UserGate gateway admin password {pw}",
    "Element room #ice-road: the Iridium Certus terminal password is {pw}",
    "Mattermost, channel tundra-tours: Bnovo back-office password {pw} (rotate after the season)",
    "Rocket.Chat DM from Oksana: Kassby cashier account password {pw}",
    "Yandex Messenger, Taras: the smokehouse Danfoss controller password is {pw}",
    "Pachca thread 'Khatanga lodge': the Starlink router admin password is {pw}",
    "Kaiten card #311 'Nadym depot': the fuel dispenser web password {pw}, please change",
    "YouTrack NRD-88: the barge AIS transponder admin password {pw} leaked in a photo",
    "Redmine #4021: Norilsk warehouse scale password {pw} no longer works",
    "Okdesk request 7730: reset the CloudKassir account, current password {pw}",
    "Teamly page 'Sled park': the GPS collar portal login password is {pw}",
    "Yonote doc 'Smokehouse SOP', step 4: enter the oven panel password {pw}",
    "Obsidian note 'bank branch Aksarka': teller PC password {pw}",
    "Joplin note: Khatanga guesthouse router password {pw}",
    "Subject: barge Kheta-3 laptop\n\nIlya, the captain's laptop password is {pw}. Delete after reading.\n\nNadezhda",
    "Runbook: ice-road weigh station\n1. power the Mettler panel\n2. log in as operator\n3. password {pw}\n4. zero the scale",
    "README (bone-carving shop till)\nthe Evotor back office is at https://lk.tundra-nord.lan, password `{pw}`",
    "remember my Sber business online password: {pw}",
    "note to self: the river-barge crew laptop password is now {pw}",
    "voice memo (Telegram, transcribed): the new lodge wifi admin password is {pw} full stop",
    "after the reset the Scout-365 dispatcher password became {pw}",
    # Russian texting of the north
    "пароль от ноута в балке: {pw}",
    "кароч, пасс от вайфая на вахте {pw}",
    "Илья: новый пароль от сервера коптильни {pw}, никому не кидай",
    "парол от камер на зимнике — {pw}",
    "щас скину: пароль от кассы {pw}",
    "пароль к лк Деловых Линий → {pw}",
    "спс, пароль от терминала на барже: «{pw}»",
    "норм, ставь пароль {pw} на планшет в чуме",
    "пароль (от почты склада): {pw}",
    "на материке пароль другой, тут — {pw}",
    # Ukrainian gas-field texting
    "тримай пароль від вайфаю на промислі: {pw}",
    "кум, пароль від сервера {pw}, нікому не кидай",
    "Галина: новий пароль від бухгалтерії — {pw}",
    "ось пароль від ноута в вагончику: «{pw}»",
    "шо там по паролю? {pw} вроді",
    "пароль від 1С на вахті: {pw}, дякую",
    # Nenets (Cyrillic)
    "Ань торова! Мань паролэв {pw}",
    "пыдар ноутбук пароль: {pw}, сава",
    "мя' вайфай пароль {pw}",
    "Вануйто: ты база сервер пароль {pw}, ӈока сава",
    # Nenets (romanised)
    "An' torova! man' parolev {pw}",
    "pydar wifi parol': {pw}, sava",
    "mya' router parol {pw}",
    # Dolgan
    "Дорообо! Мин паролым {pw}",
    "эн ноутбук пароль: {pw}, кимиэхэ да этимэ",
    "дьиэ вайфай пароль {pw}, махтал",
    # Nganasan
    "ня, мəнə пароль {pw}",
    "тəнə сервер пароль: {pw}",
    # Khanty
    "Вуща ӆаӈхасаӈ! ма пароль {pw}",
    "нӑӈ ноутбук пароль: {pw}, ос ёмас",
    "хот вайфай пароль {pw}, ям",
    # Komi-Izhma
    "Видза оланныд! Менам пароль {pw}",
    "тэнад ноутбук пароль: {pw}, аттьӧ",
    "керка вайфай пароль {pw}, некодлы эн висьтав",
    "кӧр база сервер пароль эм: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["vauli", "nyadma", "yaptik", "serotetto", "khudi.a", "laptander", "okotetto",
          "porotov", "chuprin", "kosterkin", "turdagin", "aksyonova", "kanev", "rochev",
          "artyeva", "taisiya", "oksana.h", "mykola", "taras.k", "halyna", "ilya", "nadezhda",
          "yegor", "svc-smokehouse", "barge-ops", "sled-depot"]  # fmt: skip
_LOGINS = [
    "Telegram, Ilya: Bnovo login {u} / {pw}",
    "Okdesk #7741: {u} locked out of the barge laptop, last password {pw}",
    "login {u} ➜ pass {pw}",
    "| system | login | password |\n|---|---|---|\n| Kassby till | {u} | {pw} |",
    "sign into the lodge booking admin as {u} with {pw}",
    "AvtoGRAF dispatcher: {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: smokehouse-plc\n  user: {u}\n  pass: {pw}",
    "логин {u}, пароль {pw}",
    "логін {u}, пароль {pw}",
    "учётка {u} — пароль {pw}",
    "man' login {u}, parol' {pw}",
    "ме логин {u}, менам пароль {pw}",
    "ма логин {u}, пароль {pw}",
    "мин логиным {u}, паролым {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELL_WORDS = ["muksun", "nelma", "vazhenka", "khorei", "tynzyan", "malitsa", "argish", "yaran",
                "pyzhik", "khapt", "zimnik", "balok"]  # fmt: skip
_DICTATED = [
    "voice memo: the password is {s}, letter by letter",
    "Telegram voice message, transcribed: password {s}",
    "dictating it: {s}",
    "пароль по буквам: {s}",
    "диктую пароль: {s}",
    "пароль по літерах: {s}",
    "Alisa, write down: password {s}",
    "parol' bukva-bukva: {s}",
]  # fmt: skip


def _dictated_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SPELL_WORDS) + str(rng.randrange(10, 1000))
    if index % 2 == 0:
        word = word[0].upper() + word[1:]
    sep = ["-", " ", ". ", " - ", ", "][index % 5]
    return {"s": sep.join(word)}


_dictated = _Family("spelled_password", _DICTATED, _dictated_draw, "s")


_CLI = [
    "ReindexerTool --dsn cproto://{u}:{pw}@rx.tundra-nord.lan:6534/catch --command 'SELECT * FROM lots'",
    "zstack-cli LogInByAccount accountName={u} password={pw}",
    "pgagroal-admin -f /etc/pgagroal/pgagroal_users.conf -U {u} -P {pw} user add",
    "pgagroal-cli -h pool.tundra-nord.lan -p 2347 -U {u} -P {pw} status",
    "iredis -h cache.tundra-nord.lan -a {pw}",
    "memtier_benchmark -s cache.tundra-nord.lan -a {pw} --ratio=1:10",
    "usql pg://{u}:{pw}@pg.tundra-nord.lan/barges",
    "sq add 'postgres://{u}:{pw}@pg.tundra-nord.lan/catch' --handle @catch",
    "asinfo -h aero.tundra-nord.lan -U {u} -P {pw} -v namespaces",
    "smbnetfs -o smbnetfs_user={u},smbnetfs_password={pw} /mnt/share",
    "immuclient login {u} --password {pw}",
    "valkey-cli -h kv.tundra-nord.lan --user {u} --pass {pw}",
    "rpk cluster info --user {u} --password {pw} --sasl-mechanism SCRAM-SHA-256",
    "lazysql 'mysql://{u}:{pw}@erp.tundra-nord.lan:3306/ledger'",
    "harlequin -a postgres -h pg.tundra-nord.lan -U {u} --password {pw} tours",
    "gobang --url 'postgres://{u}:{pw}@pg.tundra-nord.lan/sleds'",
    "rainfrog --driver postgres --username {u} --password {pw} --host pg.tundra-nord.lan --database catch",
    "dbmate --url 'postgres://{u}:{pw}@pg.tundra-nord.lan/bank?sslmode=require' up",
    "ghz --insecure --call bank.Ledger/Post -m '{{\"authorization\":\"Basic {u}:{pw}\"}}' core.tundra-nord.lan:443",
    "ovirt-shell -c -A ca.pem -u {u}@internal -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ilya@barge-kheta3:~$ {c}", "root@smokehouse-nuc:/opt# {c}",
    "Termux on the dispatcher's phone: {c}", "Astra Linux fly-term: {c}",
    "в баше запускал: {c}", "ось команда з історії: {c}", "history | grep: {c}",
    "Warp block, 'zimnik sync': {c}", "WindTerm tab 'Norilsk': {c}",
]  # fmt: skip


def _cli_take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    fam = _Family("cli_password", _CLI, _with(_plain_pw, u=_USERS), "pw")
    return v.framed(rng, fam.take(rng, n, seen), _SHELLS)


_URLS = [
    "cproto://{u}:{pw}@rx.tundra-nord.lan:6534/sleds",
    "postgresql://{u}:{pw}@pg.tundra-nord.lan:5432/catch",
    "clickhouse://{u}:{pw}@ch.tundra-nord.lan:9000/telemetry",
    "tarantool://{u}:{pw}@tt.tundra-nord.lan:3301",
    "amqp://{u}:{pw}@mq.tundra-nord.lan:5672/barges",
    "mqtt://{u}:{pw}@iot.tundra-nord.lan:1883",
    "ftp://{u}:{pw}@ftp.tundra-nord.lan/ofd/",
    "mongodb+srv://{u}:{pw}@bank-cluster.tundra-nord.lan/ledger",
    "redis://{u}:{pw}@kv.tundra-nord.lan:6379/2",
    "Server=mssql.tundra-nord.lan;Database=Bank;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "строка подключения: {c}", "рядок підключення: {c}",
    "Yonote, 'DB links': {c}", "keep this connection string for me: {c}",
    "Kaiten #330: sync fails, connection {c}", "man' DB URL: {c}",
]  # fmt: skip


def _url_take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    fam = _Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw")
    return v.framed(rng, fam.take(rng, n, seen), _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tundra-nord", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("NordStar", "NORDSTAR_AGENT_KEY", _j((HEX, 40))),
    ("Tripster", "TRIPSTER_API_TOKEN", _j((ALNUM, 40))),
    ("Sputnik8", "SPUTNIK8_API_KEY", _j((HEX, 32))),
    ("YouTravel.me", "YOUTRAVEL_PARTNER_TOKEN", _vendor_jwt("https://youtravel.me")),
    ("CloudKassir", "CLOUDKASSIR_API_SECRET", _j((HEX, 32))),
    ("2can", "TWOCAN_SECRET_KEY", _j("2c_live_", (ALNUM, 32))),
    ("AvtoGRAF", "AVTOGRAF_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Arnavi", "ARNAVI_API_KEY", _j((UPPER_HEX, 32))),
    ("SmartTrack", "SMARTTRACK_TOKEN", _j((URLSAFE, 43))),
    ("Kassby", "KASSBY_API_KEY", _j("kb_", (ALNUM, 36))),
    ("Shelter PMS", "SHELTER_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Frontdesk24", "FRONTDESK24_API_KEY", _j((HEX, 48))),
    ("Binotel", "BINOTEL_SECRET", _j((ALNUM, 32))),
    ("GreenSMS", "GREENSMS_TOKEN", _vendor_jwt("https://api3.greensms.ru")),
    ("Frisbee", "FRISBEE_API_KEY", _j((B64, 43), "=")),
    ("Scout-365", "SCOUT365_API_KEY", _j((HEX, 64))),
    ("Era-Glonass", "ERAGLONASS_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Bizone", "BIZONE_API_TOKEN", _j("bzn_", (URLSAFE, 40))),
    ("Kontur.Elba", "ELBA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Delovye Linii", "DELLIN_APPKEY", lambda g: v.uuid4(g, "8").upper()),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: \"{tok}\"",
    "k8s Secret:\nstringData:\n  {env}: {tok}",
    "systemd unit override:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "TundraNord admin › Integrations › {vendor} › API key: {tok}",
    "Kaiten #341: {vendor} integration broken, current key {tok}",
    "Telegram, Ilya: {vendor} API key {tok}",
    "please keep my {vendor} API key: {tok}",
    "API-ключ {vendor}: {tok}",
    "ключ API {vendor} для лоджа: {tok}",
    "токен {vendor} → {tok}",
    "API-ключ від {vendor}: {tok}",
    "токен {vendor}, тримай: {tok}",
    "{vendor} API ключ, мань: {tok}",
    "{vendor} token, man': {tok}",
    "менам {vendor} API ключ: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random, seen: set[str]) -> list[Sample]:
    binotel_key, tripster, kassby = _r(rng, HEX, 32), _r(rng, ALNUM, 40), _r(rng, HEX, 40)
    mtproxy = "ee" + _r(rng, HEX, 32)
    mtg = "dd" + _r(rng, HEX, 32)
    out = [
        Sample("vendor_token", f'requests.post("https://api.binotel.com/api/4.0/stats.json", json={{"key": "k1", "secret": "{binotel_key}"}})', binotel_key),
        Sample("vendor_token", f'const tripster = new TripsterClient({{ token: "{tripster}" }});', tripster),
        Sample("vendor_token", f"$kassby = new Kassby\\Client('tundra-nord', '{kassby}');", kassby),
        Sample("vendor_token", f"прокси для тундровиков: tg://proxy?server=mt.tundra-nord.ru&port=443&secret={mtproxy}", mtproxy),
        Sample("vendor_token", f"mtg simple-run 0.0.0.0:443 {mtg}", mtg),
    ]  # fmt: skip
    seen.update(s.secret for s in out)
    return out


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng, seen)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda t: t not in seen)
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Telegram: {t}", "it shows only once, so:\n{t}", "токен: {t}",
                "ось токен {t}", "{t}\n^ new one, the old one is revoked"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of reindeer collar RC-114 (OTAA): {h}": 32,
    "HMAC secret for the CloudKassir webhook: {h}": 64,
    "AES key of the smokehouse logger export: {h}": 32,
    "ключ шифрования бэкапа 1С: {h}": 64,
    "ключ шифрування бекапу: {h}": 48,
    "PSK of the barge IPsec tunnel (hex): {h}": 64,
    "man' backup key: {h}": 32,
    "менам бэкап ключ: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Okdesk #7760: token copied from the browser's network tab {t}",
    "Cookie: lang=ru; tn_session={t}",
    "BANK_CORE_ACCESS_TOKEN={t}",
    "сохрани токен: {t}",
    "токен доступу: {t}",
    "keep this bearer token for me {t}",
    "man' token {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tundra-nord.ru"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.tundra-nord.ru/realms/bank", "azp": "teller-ui"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key of the smokehouse NUC, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bank.tundra-nord.ru.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"OFD_SIGNING_KEY": "{key}", "inn": "n/a"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_barge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "закрытый ключ сервера:\n{key}": ("PRIVATE KEY", "\n"),
    "приватний ключ для SFTP:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's statements drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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


_SEED_PLACES = {
    "Exodus wallet backup of the tour fund: {p}": "english",
    "recovery phrase, the old crypto-tips wallet\n{p}": "english",
    "voice memo: the wallet words are {p} and that's all": "english",
    "сид-фраза кошелька: {p}": "russian",
    "фраза восстановления (кошелёк коптильни): {p}": "russian",
    "сід-фраза гаманця, кум: {p}": "russian",
    "man' seed: {p}": "russian",
    "fráze pro obnovu peněženky: {p}": "czech",
    "frase de recuperação da carteira: {p}": "portuguese",
    "kurtarma ifadesi: {p}": "turkish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = unicodedata.normalize("NFC", str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " · ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _mir(rng: random.Random) -> str:
    """A Luhn-valid Mir card number (BIN range 2200-2204), sixteen digits."""
    body = rng.choice(["2200", "2201", "2202", "2203", "2204"]) + _r(rng, D, 11)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _prostir(rng: random.Random) -> str:
    """A Luhn-valid card number of Ukraine's Prostir scheme (9804), sixteen digits."""
    body = "9804" + _r(rng, D, 11)
    return body + luhn.calc_check_digit(body)


_CARD_PLACES = [
    "Telegram, Nadezhda: the company card for the NordStar tickets is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} {mm}/{yy}",
    "Card no. {c}\nValid thru {mm}/{yy}",
    "Okdesk #7772: pay the barge fuel with card {c}",
    "номер карты {c}, срок {mm}/{yy}",
    "скинь на карту {c}",
    "номер картки: {c}, до {mm}/{yy}",
    "кум, картка {c}",
    "man' karta {c}",
    "менам карта {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["mir", "visa", "mastercard", "prostir", "mir", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = _BRANDS[index % len(_BRANDS)]
    number = (
        _mir(rng) if brand == "mir" else _prostir(rng) if brand == "prostir" else v.card(rng, brand)
    )
    return {"c": v.grouped(number, ["  ", " ", "", "-", " "][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 02/36, CVV2 {cvv}",
               "три цифры на обороте: {cvv}",
               "CVC2 карты Мир {c}: {cvv}",
               "три цифри на звороті картки: {cvv}",
               "the three digits on the back are {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(_mir(rng) if "Мир" in template else v.card(rng, "visa"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 225 (CZ, IE, RO in 17 corpora; RU,
# UA, FI, MC and PT in 18); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"CZ": "n" * 20, "IE": "aaaa" + "n" * 14, "RO": "aaaa" + "c" * 16,
                "RU": "n" * 14 + "c" * 15, "UA": "n" * 6 + "c" * 19, "FI": "n" * 14,
                "MC": "n" * 10 + "c" * 11 + "nn", "PT": "n" * 21}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TN-2034-77: pay the Prague sled-dog kennel to {i}",
    "save the Dublin tour agent's IBAN: {i}",
    "IBAN: {i}\nReference: muksun lot 12",
    "реквизиты для оплаты, IBAN {i}",
    "IBAN для переказу: {i}",
    "man' IBAN {i}",
    "менам IBAN: {i}",
    "Telegram, Halyna: the Monaco gallery's IBAN for the bone carvings is {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn(g: random.Random) -> str:
    """A personal Russian INN: twelve digits with its two check digits (stdnum.ru.inn)."""
    return v.until(g, lambda h: h.choice(["89", "84", "24"]) + _r(h, D, 10), ru_inn.is_valid)


def _ogrnip(g: random.Random) -> str:
    """An OGRNIP: fifteen digits whose last is the rest mod 13 (stdnum.ru.ogrn)."""

    def make(h: random.Random) -> str:
        body = "3" + _r(h, D, 2) + "89" + _r(h, D, 9)
        return body + str(int(body) % 13 % 10)

    return v.until(g, make, ru_ogrn.is_valid)


def _rnokpp(g: random.Random) -> str:
    """A Ukrainian RNOKPP (taxpayer number): ten digits with a weighted check digit."""
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 9), ua_rntrc.is_valid)


def _unzr(g: random.Random) -> str:
    """A Ukrainian UNZR (the ID card's record number): a birth date, four digits and a check digit
    (weights 7, 3, 1 over the twelve digits, mod 10), computed here."""
    born = f"{g.randrange(1965, 2005)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    body = born + _r(g, D, 4)
    check = sum(int(c) * (7, 3, 1)[k % 3] for k, c in enumerate(body)) % 10
    return f"{born}-{body[8:]}{check}"


def _tractor_licence(g: random.Random) -> str:
    """A Russian tractor-driver (snowmobile, category AI) licence: series and six digits; no check."""
    return f"{g.choice(['89', '24'])} {_r(g, UPPER, 2).replace('Q', 'K')} {_r(g, D, 6)}"


def _hunting(g: random.Random) -> str:
    """A Russian federal hunting licence: region, then six digits; no check."""
    return f"{g.choice(['89', '24'])} № {_r(g, D, 6)}"


def _small_boat(g: random.Random) -> str:
    """A GIMS small-boat master's licence: two letters and six digits; no check."""
    return f"{g.choice(['ЯН', 'КР', 'ТМ'])} {_r(g, D, 6)}"


def _medbook(g: random.Random) -> str:
    """A personal medical book (required in fish processing): 12 digits after the region; no check."""
    return f"89-{_r(g, D, 12)}"


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport: series of four, number of six; no check."""
    return f"{g.choice(['71', '74', '04'])}{g.randrange(10, 25)} {_r(g, D, 6)}"


def _ua_licence(g: random.Random) -> str:
    """A Ukrainian driving licence: three Cyrillic letters and six digits; no check."""
    return f"{g.choice(['АХА', 'ВХЕ', 'КХН', 'ЕТТ'])}{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "my INN for the bank form: {s}": _inn,
    "ИНН мой: {s}": _inn,
    "ОГРНИП коптильни: {s}": _ogrnip,
    "OGRNIP of the tour operator (sole trader): {s}": _ogrnip,
    "РНОКПП (ідентифікаційний код): {s}": _rnokpp,
    "мій ІПН: {s}": _rnokpp,
    "запис № в ID-картці (УНЗР): {s}": _unzr,
    "удостоверение тракториста-машиниста (снегоход): {s}": _tractor_licence,
    "snowmobile driver's licence of Yegor: {s}": _tractor_licence,
    "охотбилет: {s}": _hunting,
    "удостоверение ГИМС на лодку: {s}": _small_boat,
    "номер медкнижки для цеха: {s}": _medbook,
    "паспорт серия и номер: {s}": _ru_passport,
    "man' pasport {s}": _ru_passport,
    "посвідчення водія: {s}": _ua_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Yandex ID backup codes\n{codes}", "резервные коды VK ID: {codes}",
            "резервні коди 2FA:\n{codes}", "Bitwarden 2FA recovery codes: {codes}",
            "man' 2FA kod: {codes}", "менам резерв кодъяс: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/TundraNord:ilya@tundra-nord.ru?secret={s}&issuer=TundraNord",
              "секретный ключ для Google Authenticator: {s}",
              "ключ налаштування 2FA: {s}",
              "Aegis, manual entry for the bank admin: {s}",
              "TOTP seed of the Bnovo login: {s}",
              "2FA ключ, мань: {s}"]  # fmt: skip
_CODES = ["{c} is your NordStar verification code", "Код подтверждения: {c}. Никому не сообщайте",
          "Ваш код: {c}", "код для входу {c}", "Use {c} to sign in to Tripster",
          "Bnovo: код {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = [
    "BitLocker recovery key of the bank laptop: {k}",
    "ключ восстановления BitLocker: {k}",
    "ключ відновлення BitLocker: {k}",
    "Apple ID recovery key: {k}",
    "recovery key for the barge MacBook: {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Apple" in template or "MacBook" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"k": "-".join(f"{rng.randrange(0, 90_000) * 11:06d}" for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["TundraNord-Office", "TN-Smokehouse-5G", "Barge-Kheta3", "Balok-Km412", "Lodge-Khatanga",
          "YarSale-Chum", "Dudinka-Port", "Nadym-Depot", "Norilsk-Carving"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nkey: {pw}",
    "пароль от вайфая {s}: {pw}",
    "вайфай {s}, пасс {pw}",
    "пароль від вайфаю {s} → {pw}",
    "вайфай {s} пароль: {pw}, сава",
    "wifi {s} parol' {pw}",
    "{s} вайфай пароль {pw}, аттьӧ",
    "{s} вайфай пароль {pw}, ос ёмас",
    "дьиэ вайфай {s}: {pw}",
    "the key on the sticker of the lodge router: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("kb_", (ALNUM, 24)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out in groups: {t}", "[dictated over the satellite phone] {t}",
          "по кусочкам: {t}", "частинами: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 3
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 2:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": ".".join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "код на двери коптильни: {pw}",
    "код от склада {pw}#",
    "код від сейфа: {pw}",
    "PIN of the bank card: {pw}",
    "пин-код карты {pw}",
    "пін-код {pw}, кум",
    "ПИН от сим-карты на спутниковом: {pw}",
    "mmcli -m 0 --pin={pw}",
    "the padlock on the bone store at Norilsk: {pw}",
    "the keypad at the Nadym depot takes {pw} then #",
    "мань замок код {pw}",
    "менам сейф код: {pw}",
    "door code of the lodge in Khatanga: {pw}",
    "kod zamok, man': {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [6, 5, 8, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["muksun", "nelma", "vazhenka", "khorei", "tynzyan", "malitsa", "argish",
                 "yaran", "pyzhik", "khapt", "zimnik", "balok", "polynya", "sastrugi", "taiga",
                 "permafrost"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase: {p}": " ", "Bitwarden master passphrase: {p}": "-",
            "парольная фраза: {p}": " ", "фраза-пароль сейфа: {p}": ".",
            "passphrase of the barge backup: {p}": "_", "man' passphrase: {p}": " ",
            "менам пароль фраза: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Postman: Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://api.tundra-nord.ru/v1/tours": True,
    "заголовок: Authorization: Bearer {v}": False,
    "заголовок: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nDB_HOST=pg.tundra-nord.lan\nDB_USER=catch\nDB_PASSWORD={pw}",
    ".env.local:\nYAMAL_SLED_DB_PASS={pw}",
    "TAYMYR_BARGE_MQ_PASSWORD={pw}",
    "compose.yaml:\n  reindexer:\n    environment:\n      RX_PASSWORD: \"{pw}\"",
    "compose.yaml:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: bank-core\nstringData:\n  password: {pw}",
    "k8s: kubectl create secret generic ledger --from-literal=db-password={pw}",
    "/etc/systemd/system/smokehouse.service.d/override.conf:\n[Service]\nEnvironment=SMOKEHOUSE_DB_PASS={pw}",
    "pgagroal.conf:\n[pgagroal]\nhost = *\nport = 2345\nmanagement_password = {pw}",
    "neomuttrc:\nset imap_user = 'ops@tundra-nord.ru'\nset imap_pass = '{pw}'",
    "calcurse caldav config:\n[Auth]\nUsername = ilya\nPassword = {pw}",
    "ansible inventory:\n[barges]\nkheta3 ansible_host=10.8.0.3 ansible_user=ops ansible_password={pw}",
    "helm values.yaml:\nreindexer:\n  auth:\n    password: \"{pw}\"",
    "1C ibsrv.yml:\ndatabase:\n  dbms: PostgreSQL\n  user: usr1cv8\n  password: {pw}",
    "application.properties:\nspring.datasource.username=teller\nspring.datasource.password={pw}",
    "appsettings.json: {{ \"ConnectionStrings\": {{ \"Bank\": \"Host=pg;Username=teller;Password={pw}\" }} }}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    'conn = psycopg.connect(host="pg.tundra-nord.lan", user="catch", password="{pw}")',
    'db, _ := sql.Open("postgres", "user=catch password={pw} host=pg.tundra-nord.lan")',
    "const client = new Reindexer({{ user: 'sled', password: '{pw}' }});",
    "$pdo = new PDO('pgsql:host=pg;dbname=bank', 'teller', '{pw}');",
    'val cfg = HikariConfig().apply {{ username = "teller"; password = "{pw}" }}',
    'let pool = PgPoolOptions::new().connect("postgres://catch:{pw}@pg/catch").await?;',
    'var conn = new NpgsqlConnection("Host=pg;Username=teller;Password={pw}");',
    "Соединение = Новый HTTPСоединение(\"api.tundra-nord.ru\", , \"obmen\", \"{pw}\");",
    'local client = redis.connect("kv.tundra-nord.lan"); client:auth("{pw}")',
    "DB_PASS='{pw}' ./sync-catch.sh --region yamal",
]  # fmt: skip
_code = _Family("code_credential", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[06:42] Yegor: пароль от ноута в балке?\n[06:43] Ilya: {pw}",
    "[21:10] Taras: кум, пароль від 1С?\n[21:12] Mykola: {pw}",
    "[09:05] ilya: root pw for the barge NUC?\n[09:06] nadezhda: {pw}",
    "Oksana: {pw} — новий пароль від каси",
    "Ilya: ставь {pw}, это новый пароль от камер",
    "Vauli: мань паролэв {pw}",
    "Rochev: менам выль пароль {pw}",
    "Kosterkin: мин саҥа паролым {pw}",
    "Yaptik: new password is {pw}",
    "[18:30] Halyna: пароль від пошти?\n[18:31] Taras: «{pw}»",
    "Telegram, 23:04 — Nyadma: пароль {pw}",
    "Artyeva: пароль (новӧй) {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_Taker = Callable[[random.Random, int, set[str]], list[Sample]]
_PLAN: list[tuple[_Family | _Taker, int]] = [
    (_said, 70), (_logins, 20), (_dictated, 14), (_cli_take, 30), (_url_take, 14), (_vendors, 40),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 14), (_cvvs, 5),
    (_ibans, 12), (_national, 18), (_backups, 6), (_totp, 6), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 14), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 12),
    (_code, 10), (_recovery, 5),
]  # fmt: skip


def _all(seen: set[str]) -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _all(set())


def _russian_seed(g: random.Random) -> str:
    return str(_MNEMO["russian"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "the Bnovo admin password is": "{s}", "пароль от вайфая в балке:": "{s}",
    "пароль від сервера": "{s}\nзмінимо після вахти", "man' parol'": "{s}",
    "Ань торова! мань паролэв": "{s}", "менам пароль": "{s}, аттьӧ",
    "ма пароль": "{s}", "мин паролым": "{s}", "Kassby till password": "{s} (since March)",
    "the password Ilya read over the sat phone was": "{s}, I think",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "CloudKassir API secret", "{s}", _j((HEX, 32))),
    ("split_token", "токен Tripster:", "{s}", _j((ALNUM, 40))),
    ("split_token", "Shelter PMS secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "сид-фраза", "{s}", _russian_seed),
    ("split_card", "номер карты", "{s} 11/36", lambda g: v.grouped(_mir(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IE"))),
    ("split_backup", "резервные коды", "{s}\nqwpt-4410\nmzra-8821", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "ключ 2FA", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "РНОКПП", "{s}", _rnokpp),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"bnovo": {"url": "https://online.bnovo.ru", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ilya", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"barges": [{"name": "kheta-3"}, {"name": "kheta-4", "laptop_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pgagroal-cli", "-U", "admin", "-P", "{s}", "status"]}': ("meta_password", _plain_pw),
    '{"note": "пароль від ноута {s}"}': ("meta_password", _plain_pw),
    '{"паролэв": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "the lodge router password is {s}"}': ("meta_password", _plain_pw),
    '{"cloudkassir": {"api_secret": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"scout365Key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"binotel_secret": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "09/36"}}': ("meta_card", lambda g: v.grouped(_mir(g), " ", g)),
    '{"gallery": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RO")),
    '{"owner": {"inn": "{s}"}}': ("meta_id", _inn),
    '{"mfa": {"backup_codes": ["{s}", "qwpt-4410", "mzra-8821"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _russian_seed),
    '{"collar": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bone_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "TN-Smokehouse-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    seen = {s.secret for s in secrets()} | {p.secret for p in field_pairs()}
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyreindexer-0.3.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"smokehouse-plc-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.tundra-nord.ru/bank-core:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"catch: add nelma grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"barges: revert AIS polling", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"muksun_lots_2034-03.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Bnovo password before the tundra-tour season opens on 2034-06-01.",
    "Yegor asked for the balok wifi password; it's on the card in the dispatcher's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Telegram; send a vault link instead.",
    "The `.env.example` line `CLOUDKASSIR_API_SECRET=changeme` is a placeholder.",
    "Replace <YOUR_TRIPSTER_TOKEN> in the README with the token from your dashboard.",
    "SCOUT365_API_KEY and BINOTEL_SECRET must be set before the nightly sync runs.",
    "Пароль никому не говори, даже по спутниковому.",
    "Пароль має бути не коротшим за 14 символів.",
    "Пароль от вайфая спроси у Ильи, он на вахте до пятницы.",
    "Ань торова! Пароль мань вада ӈэ.",
    "Менам пароль абу, аттьӧ.",
    "Ма пароль ӑн вӑлʼ, ос ёмас.",
    "Мин паролым суох, махтал.",
    "pydar parol' yakha, sava.",
    "Кум, пароль скину завтра, не забудь нагадати.",
    "Сменил пароль на кассе, новый в сейфе.",
    f"commit {_COMMIT} adds the nelma grade column.",
    f"Rolled back to {_SHORT} after AIS polling flooded the barge link.",
    f"requirements.txt: pyreindexer==0.3.1 --hash=sha256:{_WHEEL_SUM}",
    f"The smokehouse PLC firmware 2.7.0 image has SHA-256 {_FIRMWARE_SUM}.",
    f"The bank core runs registry.tundra-nord.ru/bank-core@sha256:{_IMAGE}.",
    f"MD5 of muksun_lots_2034-03.csv is {_MD5}, same as the copy on the share.",
    "Request id 2c7e4a19-8d3b-4f60-a1c2-5e9b0d7f3a84 is the slow one in the Tripster logs.",
    "Order TN-2034-00917: 120 kg of smoked muksun to Norilsk by the Thursday flight.",
    "Okdesk #7712: the Nadym depot heater trips at night.",
    "Call the Dudinka port office on +7 39111 5 27 40 before noon.",
    "Barge Kheta-3 leaves Dudinka on 2034-06-14 with 18 pallets of fish.",
    "The winter road from Salekhard to Yar-Sale opens when the ice is 60 cm thick.",
    "It was -47 °C in Khatanga this morning; the sled dogs stayed in.",
    "After five wrong passwords the teller account locks for 30 minutes.",
    "The secret of good smoked nelma is cold smoke and alder chips.",
    "Ask Nadezhda for the door code of the bone store, I don't have it.",
    "My card ending 4471 was declined at the Labytnangi hardware store.",
    "Мою карту с последними цифрами 9012 заблокировали, звоню в банк.",
    "The Monaco gallery wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Bnovo account and keep them in the safe.",
    "No wallet's support will ever ask for your seed phrase.",
    "Keep `GREENSMS_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the bone store rusts in spring; oil it every month.",
    "Reindeer herd 14 has 412 head after the spring count; 37 calves this year.",
    "ISBN 978-5-9902-4418-3 is the Nenets dictionary on the lodge shelf.",
    "The guest wifi 'Lodge-Guest' is open, no password needed.",
    "Lot LOT-2034-MUK-0311, 60 kg, fat 14.2 %; smoked 6 hours at 28 °C.",
    "Рейс NordStar Y7-152 Норильск–Хатанга задержан до 14:30.",
    "Рейс затримали, хлопці, чекаємо на промислі до ранку.",
    "Пин-код никогда не пишите на карте.",
    "Код з SMS нікому не повідомляйте.",
    "Накладная № 00471 от 12.03.2034 на 40 ящиков нельмы.",
    "ИНН и паспорт не присылайте в чат, только через защищённую форму.",
    "The API key page moved to Settings › Developers in Bnovo's May release.",
    "Tour TN-Khatanga-07: 6 guests, 3 sleds, 2 guides, 5 days.",
    "Ice thickness at km 412: 74 cm, safe for 30-tonne trucks.",
    "PIN codes for the tills are 6 digits and change every quarter.",
    "Token budget for the assistant: 8000 tokens per call.",
    "The barge AIS MMSI 273451820 is public on every tracking site.",
    "Password reset link expires in 30 minutes.",
    "Вайфай в чуме без пароля, подключайтесь.",
    "The Kheta-3's engine hours: 12 480 at the last service.",
    "Carving 2034-17: mammoth-ivory sled, 24 cm, sold to the Salekhard museum shop.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tn/bnovo", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyreindexer", "version": "0.3.1"}}',
    '{"ticket": "7712", "order": "TN-2034-00917"}',
    '{"lot": {"id": "LOT-2034-MUK-0311", "weight_kg": 60, "fat_pct": 14.2}}',
    '{"phone": "+7 39111 5 27 40", "city": "Dudinka"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "herd_size": 412}',
    '{"barge": "Kheta-3", "mmsi": "273451820", "eta": "2034-06-14"}',
    '{"card_last4": "4471", "currency": "RUB"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
