# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-forty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-fifth's
docstring, the fifth to two-hundred-and-forty-fifth only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-forty-sixth,
two-hundred-and-forty-seventh and two-hundred-and-forty-ninth), any other test, the reports, the
benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (248617093), password words (a crab or a salmon, a weight in kilos
and a sign; a Sakhalin or Kuril place and a year; a Japanese car's model, its year and a sign; a
Korean family name, a birth year and a place; leet words of krab, keta, gorbusha, ikra, navaga,
parom and onsen with a year; a ferry's name and a sailing number; a plant word in capitals and a
number; a generator's three groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Okhotsk Bay Holding (fictional: the Korsakov crab and salmon
processing plant, an oil-field catering contractor near Nogliki, a ferry agency at Kholmsk, the
Baransky hot-spring lodge on Iturup and the Aniva Auto used-car import yard, which buys at Japanese
auctions and lands the cars at Korsakov) leak secrets into an assistant's memory. The texts are
chats with times, tickets, wiki tables and breadcrumbs, notes, e-mails, runbooks, READMEs, shell
prompts, voice-memo transcripts, dictated text and requests to the assistant itself; the
separators run from a colon, "is" (`это`, `은`/`는`, `は`, `-eun`) and a dash to an arrow (`→`,
`👉`), an emoji (`🦀`, `🙏`), a new line, the languages' quotes (`«…»`, `「…」`), backticks and
parentheses.

Tools and names grepped in heldouts 5 to 245 (case-insensitively, by name) before use: none names
Drom.ru, Goo-net, Carsensor, tradecarview, BE FORWARD, SBI Motor, Japancar, JPCenter, Aucnet,
Primsotsbank, Solid Bank, Dalkombank, Vostoktelecom, Sakhalin Telecom, Samokat, Pochtabank,
Gazprombank, Hana Bank, Woori, Shinhan, Danggeun, Kinkai, Scher-Khan or `pppoeconf` (nor the
Sakhalin places Iturup and the Kurils; Korsakov, Kholmsk, Nogliki and Nivkh are each in two);
one earlier corpus each names SASCO, Sovcombank, Nonghyup, Baemin, Yamato, Sagawa, Trassir,
Macroscop, Ivideon, StarLine, Rutoken, Selectel, Timeweb, Beget, SoftEther (`vpncmd`), 1C's
`--infobase-pwd` (`rac`), `openssl pkcs12 -passout`, `certutil -p` and `ipa user-add`; two name
`qpdf --encrypt`, `sshfs`, `ISC_PASSWORD`, `x11vnc -passwd`, `samba-tool user setpassword` and
`sae_password`. The common layouts (env files, `export`,
connection URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` string,
`nmcli`, `wpa_passphrase`, Markdown tables, YAML, CSV) are named in many earlier corpora and are
here in wordings of their own.

About half of the secret samples are in other languages than English: the Russian of the Far
East as texted (`пароль`, `пароль от …`, `пасс`, `вот`, `держи`, `это`, `щас`, `спс`,
`никому не говори`, `никому не показывай`, `ключ API`, `код`, `ПИН`, `резервные коды`, `ключ
восстановления`, `сид-фраза`, `логин`, `японка` for a Japanese car, `паром`, `краб`, `рыбзавод`,
`вахта`), the Korean of Sakhalin's Koreans in Hangul (`비밀번호`, `비번`, `여기`, `아무한테도 말하지
마`, `고마워`, `코드`, `핀번호`, `키`, `은`/`는`, the Russian loans `пароль` as `빠롤`, and
`할머니`) and romanised (`bimilbeonho`, `bibeon`, `yeogi`, `amuhantedo malhaji ma`, `gomawo`),
Nivkh as a few words only (`чхыф` "bear", `ньы` "I", `тоф` "house"),
the Japanese of the car importers (`パスワード`, `パス`, `暗証番号`, `認証コード`, `誰にも言わないで`,
`ありがとう`, `オークション`, `ログイン`, `こちら`, `です`) and Far Eastern English texting (`pls`, `thx`,
`u`, `bro`, `ok so`). The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are the Nivkh words (their spelling, and whether `чхыф` and `тоф` are typed this
way at all), the Korean loan `빠롤` for the Russian `пароль`, the romanised Korean's spelling as
Sakhalin Koreans would text it, and the Russian `японка` and `вахта` used as the writers would.

Vendors (Drom.ru, Goo-net, Carsensor, tradecarview, BE FORWARD, SBI Motor, Japancar, JPCenter,
Aucnet, Primsotsbank, Solid Bank, Dalkombank, Vostoktelecom, Sakhalin Telecom, Samokat,
Pochtabank, Gazprombank, Hana Bank, Woori, Shinhan, Danggeun, Kinkai, Scher-Khan, SASCO,
Sovcombank, Nonghyup, Baemin, Yamato, Sagawa, Trassir, Macroscop, Ivideon, StarLine, Selectel,
Timeweb, Beget) are ones heldouts 5 to 245 name in at most one corpus (grepped by name). No shape
here is one the author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case
and alphanumeric runs, UUIDs, JWTs for Drom.ru, SBI Motor and Samokat, and the `gn_live_`,
`bf_sk_` and `slc_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Russia's INN
of a person (`stdnum.ru.inn`) and OGRN (`stdnum.ru.ogrn`), Korea's resident registration number
(`stdnum.kr.rrn`) and business registration number (`stdnum.kr.brn`), Japan's My Number
(`stdnum.jp.in_`) and corporate number (`stdnum.jp.cn`), Belarus's UNP (`stdnum.by.unp`) and
Azerbaijan's VÖEN (`stdnum.az.voen`). Kinds that no library or this file checks (no check-digit
algorithm is written here; their shapes are guesses): a Russian internal passport of the Sakhalin
region, a Russian passport for travel abroad, a Russian driving licence, a Japanese driving
licence and passport, and a Korean passport. Card numbers pass Luhn (the value helpers' Visa,
Mastercard, JCB and UnionPay, and Mir's `2200` to `2204` drawn here, checked with python-stdnum's
`luhn`); the card codes are Amex's four-digit CIDs only (3000 to 9999, so that no planted value is
shorter than four characters), after the words for "the four digits above the number". The IBANs are of Russia, Kazakhstan, Mongolia, Azerbaijan and Georgia (each
in nineteen to twenty-one earlier corpora by a rough count of IBAN shapes, Azerbaijan the least),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Japanese,
Korean, Russian and Simplified Chinese lists, each drawn until `Mnemonic(lang).check` accepts it.
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
from stdnum.az import voen as az_voen
from stdnum.by import unp as by_unp
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 248_617_093
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


_CATCH = ["Krab", "Keta", "Gorbusha", "Nerka", "Kizhuch", "Navaga", "Minoga", "Trubach", "Ikra",
          "Kambala", "Korushka", "Stroganina", "Kraboid", "Opilio", "Kamchatka"]  # fmt: skip
_PLACES = ["Korsakov", "Kholmsk", "Nogliki", "Iturup", "Kurilsk", "Aniva", "Okha", "Poronaysk",
           "Tomari", "Nevelsk", "Dolinsk", "Shikotan", "Kunashir", "Yasnoye", "Reidovo", "Baransky"]  # fmt: skip
_CARS = ["Probox", "Hiace", "Prado", "HiluxSurf", "Delica", "Elgrand", "Fielder", "Caldina",
         "Pajero", "Terrano", "Harrier", "Ipsum", "Noah", "Serena", "Wingroad"]  # fmt: skip
_KOREAN = ["Kim", "Pak", "Choi", "Han", "Lee", "Shin", "Kang", "Hwang", "Yun", "Ten"]
_NAMES = ["Sergei", "Olga", "Vitaly", "Marina", "Dmitry", "Alyona", "Ruslan", "Yuliya", "Yongsu",
          "Sunhui", "Chol", "Minji", "Takeshi", "Yuki", "Haruto", "Nikolai", "Tamara", "Gennady"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Kr4b", "K3t4", "G0rbush4", "1kr4", "N4v4g4", "P4r0m", "0ns3n", "S4kh4l1n", "Kur1l"]


def _catch(g: random.Random) -> str:
    """A crab or a salmon and a box's weight, the way a plant shift jokes a password together."""
    return f"{g.choice(_CATCH)}{g.choice([5, 8, 10, 12, 15, 20, 25])}kg{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _catch,
    lambda g: f"{g.choice(_PLACES)}{g.randrange(1990, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CARS)}{g.randrange(1996, 2019)}{g.choice(_SYMBOLS)}{_r(g, D, 2)}",
    lambda g: f"{g.choice(_KOREAN).lower()}{g.randrange(1950, 2005)}{g.choice(_PLACES)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['Igor', 'Sakhalin', 'Kholmsk', 'Vanino', 'Okhotsk'])}-{g.randrange(100, 1000)}{_r(g, UPPER, 2)}",
    lambda g: f"{g.choice(['RYBZAVOD', 'VAKHTA', 'PRICHAL', 'KAMBUZ', 'ONSEN'])}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _manager,
    lambda g: f"{g.choice(_NAMES)}{g.choice(_CARS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_CATCH).lower()}.{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, чат «Рыбзавод Корсаков», [06:41] Виталий: пароль от весов на линии краба {pw}",
    "WhatsApp, Olga 07:12: Trassir NVR admin password on the plant gate is {pw}",
    "Макс, 22:05 Руслан: пароль от Macroscop на проходной — {pw}, никому не говори",
    "KakaoTalk 할머니: 집 컴퓨터 비밀번호는 {pw} 아무한테도 말하지 마",
    "KakaoTalk, 용수: 사무실 와이파이 말고 서버 비번 {pw}",
    "LINE, 佐藤: オークション会員のパスワードは {pw} です",
    "LINE, Takeshi: Aucnet login password {pw} pls keep it",
    "Viber, Alyona 19:40: пароль от кассы на пароме {pw} спс",
    "VK, Дима: пасс от роутера в вахтовом посёлке {pw}",
    "Telegram @kholmsk_ferry, 05:58: пароль от бронирования SASCO щас {pw}",
    "ticket OBH-2291 (Nogliki catering): the r_keeper cash desk password {pw} stopped working",
    "ticket OBH-2304: reset the Ivideon camera cloud password, current {pw}",
    "ticket OBH-2310 (lodge): onsen boiler panel password {pw}, please rotate after the season",
    "Wiki › Korsakov plant › Freezer line › Tunnel freezer HMI: password {pw}",
    "Wiki › Aniva Auto › Yard › StarLine alarm account: password `{pw}`",
    "| system | password |\n|---|---|\n| Vostoktelecom router, Kholmsk office | {pw} |",
    "note to self: Dalkombank client-bank password {pw}",
    "note, Iturup lodge: the booking laptop password is {pw}",
    "Hi Gennady,\n\nthe blast freezer's controller password is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nMarina",
    "Incident 2031-08-14: the ammonia plant SCADA at Korsakov was reachable from the internet with password {pw}",
    "Runbook: night shift, Nogliki kitchen\n1. open the cold room controller\n2. log in as chef\n3. password {pw}\n4. check the defrost log",
    "README (Aniva yard kiosk)\nadmin page at https://kiosk.aniva-auto.lan, password `{pw}`.",
    "voice memo, transcribed: the Kinkai ferry booking password is {pw} full stop",
    "dictated: password for the Drom ads account, {pw}, that's it",
    "can you remember my Solid Bank app password? it's {pw}",
    "please remember this for me: Pochtabank online password {pw}",
    "ok so the crab line scale password is {pw} thx",
    "bro the yard camera pass is {pw} dont share",
    "u asked for the lodge wifi admin pw → {pw}",
    "the Scher-Khan alarm app password is now {pw} 🙏",
    "пароль от почты: {pw}",
    "вот пароль от ноута на вахте 👉 {pw}",
    "пароль от Госуслуг, держи: {pw} и никому не показывай",
    "Сергей, пароль от 1С на рыбзаводе — «{pw}»",
    "пароль это {pw}, щас поменяю после смены",
    "новый пароль от кабинета Primsotsbank: {pw}",
    "пароль на компе в кассе парома\n{pw}",
    "пароль от личного кабинета Samokat (для лоджа) → {pw}",
    "по японке в кабинете Japancar пароль {pw}",
    "메일 비밀번호는 {pw}",
    "비번 여기: {pw} 고마워",
    "한철: 새 서버 비밀번호는 {pw}",
    "Shinhan 앱 비밀번호 → {pw}",
    "우리 가게 컴퓨터 빠롤은 {pw}",
    "bimilbeonho-neun {pw} amuhantedo malhaji ma",
    "bibeon yeogi {pw} gomawo",
    "Woori baengkeu bimilbeonho: {pw}",
    "パスワードは「{pw}」です。誰にも言わないで",
    "ヤードのPCのパス：{pw}",
    "JPCenter ログインのパスワード → {pw} ありがとう",
    "SBI Motor の管理画面パスワードは {pw} です",
    "Goo-net 在庫管理のパスワード：{pw}",
    "ньы пароль {pw}, тоф компьютер",
    "чхыф-тоф (наш домик на Ноглики) пароль вайфай-роутера {pw}",
    "Lodge note: Baransky onsen booking admin password is {pw}",
    "Selectel panel password for the yard site: {pw}",
    "Timeweb hosting password (ferry agency site): {pw}",
    "Beget control panel password {pw}",
    "the Gazprombank business password is {pw}, change it in May",
    "Tamara: the Hana Bank password for the remittances is {pw}",
    "Yuki: auction sheet scanner password {pw}",
    "Haruto (Otaru office): the BE FORWARD seller page password is {pw}",
    "Ruslan, 23:58: пароль от Sakhalin Telecom ЛК {pw}",
    "Минджи: пароль от 키오스크 {pw}",
    "Olga: the password on the crab tank monitor is {pw} (sticker fell off)",
    "Dmitry to the bot: remember the Danggeun account password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["vitaly", "olga.k", "ruslan", "marina", "dmitry", "alyona", "yongsu.kim", "sunhui",
          "chol.han", "minji", "takeshi", "yuki.m", "haruto", "nikolai", "tamara", "gennady",
          "svc-freezer", "yard-kiosk", "ferry-desk", "onsen-front"]  # fmt: skip
_LOGINS = [
    "Telegram, Vitaly: the tunnel freezer login is {u} / {pw}",
    "ticket OBH-2330: {u} locked out of the cold room panel, last password {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Kholmsk › Ferry desk › SASCO portal: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Trassir NVR | {u} | {pw} |",
    "sign into the Aucnet terminal as {u} with {pw}",
    "Macroscop login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: freezer-plc-2\n  username: {u}\n  password: {pw}",
    "creds for the onsen booking are {u} and {pw}",
    "device,login,password\nivideon-gate,{u},{pw}",
    "ssh {u}@yard-srv.aniva-auto.lan (password {pw})",
    "логин {u}, пароль {pw}",
    "логин: {u}\nпароль: {pw}\nникому не говори",
    "заходи под {u}, пароль {pw}",
    "아이디 {u} / 비번 {pw}",
    "아이디는 {u}, 비밀번호는 {pw}",
    "aidi {u} bibeon {pw}",
    "ID：{u}　パスワード：{pw}",
    "ログインID {u} パス {pw}",
    "u = {u}, pw = {pw} thx",
    "Ruslan says the Trassir account is {u} and the password is {pw}",
    "учётка {u} / {pw}",
    "ньы логин {u}, пароль {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["sivuch", "gorbusha", "navaga", "korushka", "kambala", "stroganina", "trubach",
               "nerka", "kizhuch", "vulkan", "parom", "chkhyf", "kimchi", "pyanse", "kuksu"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "voice memo: the lodge wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the freezer password",
    "it's {w}{d}, word and digits joined",
    "пароль — слово {w} латиницей, потом {d}",
    "пароль: {w} маленькими буквами и в конце {d}",
    "비밀번호는 {w} 영어로 쓰고 뒤에 {d}",
    "パスワードは {w} をローマ字で、そのあとに {d}",
    "bimilbeonho-neun {w} geurigo {d}",
    "{w}{d} — это пароль от рации на пароме",
    "ok so pw is {w} then {d} bro",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "vpncmd vpn.obh.lan:5555 /SERVER /PASSWORD:{pw} /CMD UserList",
    "RSYNC_PASSWORD='{pw}' rsync -av catch/ {u}@nas.obh.lan::plant",
    "ISC_PASSWORD='{pw}' isql-fb -user {u} fb.obh.lan:/data/ferry.fdb",
    "x11vnc -display :0 -passwd '{pw}' -forever",
    "rac infobase --cluster=4f1a summary list --infobase-user={u} --infobase-pwd={pw}",
    "ibcmd infobase dump --db-server=pg.obh.lan --user={u} --password='{pw}' plant.dt",
    "openssl pkcs12 -export -in yard.crt -inkey yard.key -out yard.p12 -passout pass:{pw}",
    "certutil -p '{pw}' -importpfx lodge-kassa.pfx",
    "samba-tool user setpassword {u} --newpassword='{pw}'",
    "qpdf --encrypt '{pw}' owner 256 -- catch-report.pdf catch-report-locked.pdf",
    "echo '{pw}' | sshfs {u}@yard-srv.aniva-auto.lan:/photos /mnt/yard -o password_stdin",
    "sshpass -p '{pw}' scp auction-sheets.zip {u}@yard-srv.aniva-auto.lan:/in/",
    "mysql -u {u} -p'{pw}' -h db.obh.lan ferry_bookings",
    "psql 'host=pg.obh.lan user={u} password={pw} dbname=plant'",
    "clickhouse-client --host ch.obh.lan --user {u} --password '{pw}' --query 'select count() from catch'",
    "mongosh 'mongodb://pg.obh.lan:27017/lodge' -u {u} -p '{pw}'",
    "redis-cli -h redis.obh.lan -a '{pw}' info",
    "smbclient //fs.obh.lan/plant -U '{u}%{pw}'",
    "curl -u {u}:{pw} https://nvr.obh.lan/api/status",
    "lftp -u {u},{pw} ftp.aniva-auto.lan",
    "7z a -p'{pw}' auction-2031.7z sheets/",
    "zip -P '{pw}' passports.zip scans/",
    "RESTIC_PASSWORD='{pw}' restic -r sftp:{u}@nas.obh.lan:/restic backup /srv/plant",
    "BORG_PASSPHRASE='{pw}' borg create nas:/borg::lodge-{{now}} /srv/lodge",
    "yc managed-postgresql user create {u} --cluster-name plant --password '{pw}'",
    "tarantoolctl connect {u}:{pw}@tnt.obh.lan:3301",
    "echo '{pw}' | ipa user-add {u} --first Yuki --last Mori --password",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@korsakov-plant:~# {c}", "vitaly@nogliki-kitchen:~$ {c}",
    "PS C:\\ferry> {c}", "C:\\Users\\kassa> {c}", "команда, которую я запускал: {c}",
    "вот что я ввёл в терминал:\n{c}", "내가 친 명령어: {c}", "実行したコマンド：{c}",
    "bro this is what i ran: {c}", "Termux on the yard phone:\n$ {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.obh.lan:5432/plant",
    "mysql://{u}:{pw}@db.obh.lan/ferry_bookings",
    "rtsp://{u}:{pw}@cam-gate.aniva-auto.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.aniva-auto.lan/auction/",
    "amqp://{u}:{pw}@mq.obh.lan:5672/plant",
    "redis://{u}:{pw}@redis.obh.lan:6379/0",
    "mongodb://{u}:{pw}@mongo.obh.lan:27017/lodge?authSource=admin",
    "clickhouse://{u}:{pw}@ch.obh.lan:9000/catch",
    "smtp://{u}:{pw}@mail.obh.lan:587",
    "jdbc:postgresql://pg.obh.lan:5432/plant?user={u}&password={pw}",
    "Server=sql.obh.lan;Database=Catering;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "строка подключения: {c}", "연결 문자열: {c}", "接続文字列：{c}",
    "ticket OBH-2340: {c}", "keep this connection string for me: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "okhotsk-bay", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "ads:write stock:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Drom.ru", "DROM_API_TOKEN", _vendor_jwt("https://api.drom.ru")),
    ("Goo-net", "GOONET_API_KEY", _j("gn_live_", (ALNUM, 32))),
    ("Carsensor", "CARSENSOR_API_KEY", _j((HEX, 32))),
    ("tradecarview", "TCV_API_SECRET", _j((ALNUM, 40))),
    ("BE FORWARD", "BEFORWARD_SECRET_KEY", _j("bf_sk_", (ALNUM, 36))),
    ("SBI Motor", "SBIMOTOR_TOKEN", _vendor_jwt("https://api.sbimotor.example")),
    ("Japancar", "JAPANCAR_API_KEY", _j((UPPER_HEX, 40))),
    ("JPCenter", "JPCENTER_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("Aucnet", "AUCNET_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Primsotsbank", "PRIMSOTSBANK_API_KEY", _j((HEX, 64))),
    ("Solid Bank", "SOLIDBANK_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Dalkombank", "DALKOMBANK_TOKEN", _j((B64, 43), "=")),
    ("Vostoktelecom", "VTK_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Sakhalin Telecom", "SAKHTELECOM_API_TOKEN", _j((HEX, 40))),
    ("Samokat", "SAMOKAT_PARTNER_TOKEN", _vendor_jwt("https://partner.samokat.example")),
    ("Pochtabank", "POCHTABANK_API_SECRET", lambda g: v.uuid4(g, "a")),
    ("Gazprombank", "GPB_ACQUIRING_KEY", _j((UPPER_DIGITS, 32))),
    ("Hana Bank", "HANABANK_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Woori", "WOORI_OPENAPI_KEY", _j((HEX, 48))),
    ("Shinhan", "SHINHAN_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Danggeun", "DANGGEUN_API_TOKEN", _j((URLSAFE, 48))),
    ("Kinkai", "KINKAI_BOOKING_KEY", _j((UPPER_HEX, 32))),
    ("Scher-Khan", "SCHERKHAN_APP_SECRET", _j((ALNUM, 32))),
    ("SASCO", "SASCO_AGENT_TOKEN", _j("slc_", (ALNUM, 40))),
    ("Sovcombank", "SOVCOMBANK_API_KEY", _j((B64, 64))),
    ("Nonghyup", "NH_OPENAPI_ACCESS_TOKEN", _j((HEX, 64))),
    ("Baemin", "BAEMIN_PARTNER_SECRET", _j((URLSAFE, 40))),
    ("Yamato", "YAMATO_B2_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Sagawa", "SAGAWA_API_SECRET", _j((ALNUM, 36))),
    ("Trassir", "TRASSIR_SDK_PASSWORD_HASH_KEY", _j((HEX, 32))),
    ("Macroscop", "MACROSCOP_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Ivideon", "IVIDEON_ACCESS_TOKEN", _j((HEX, 40))),
    ("StarLine", "STARLINE_APP_SECRET", _j((HEX, 32))),
    ("Selectel", "SELECTEL_API_TOKEN", _j((ALNUM, 42))),
    ("Timeweb", "TIMEWEB_CLOUD_TOKEN", _vendor_jwt("https://timeweb.cloud")),
    ("Beget", "BEGET_API_PASSWORD", _j((ALNUM, 24))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "kubectl create secret generic yard-api --from-literal={env}={tok}",
    "Aniva Auto CRM › Settings › Integrations › {vendor} › API key: {tok}",
    "| {vendor} | prod | {tok} |",
    "ticket OBH-2351: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Telegram, Ruslan: {vendor} token for the ads export {tok}",
    "ключ API {vendor}: {tok}",
    "вот ключ API от {vendor} 👉 {tok} никому не показывай",
    "токен {vendor} для выгрузки: {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} 키 여기 {tok} 고마워",
    "{vendor} のAPIキー：{tok}",
    "{vendor} APIキーはこちら「{tok}」",
    "{vendor} API kineun {tok}",
    "bro {vendor} api key → {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    carsensor = _r(rng, HEX, 32)
    ivideon = _r(rng, HEX, 40)
    starline = _r(rng, HEX, 32)
    beget = _r(rng, ALNUM, 24)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.carsensor.example/usedcar/v1/", params={{"key": "{carsensor}", "pref": "sakhalin"}})', carsensor),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {ivideon}' https://api.ivideon.example/cameras", ivideon),
        Sample("vendor_token", f'const starline = new StarLineClient({{ appId: "aniva-yard", secret: "{starline}" }});', starline),
        Sample("vendor_token", f"$beget = new BegetApi('aniva-auto', '{beget}');", beget),
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


_BARE_PLACES = ["{t}", "it only shows it once, so here:\n{t}", "вот токен {t}",
                "토큰 {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}",
                "トークン：{t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the crab tank sensor TK-04: {h}": 32,
    "HMAC secret for the ferry booking webhook: {h}": 64,
    "AES key of the yard's GPS trackers: {h}": 32,
    "pre-shared key of the Nogliki camp's IPsec tunnel (hex): {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "백업 암호화 키: {h}": 64,
    "バックアップの暗号化キー：{h}": 48,
    "WireGuard preshared key, hex dump from the old box: {h}": 64,
    "Rutoken PUK? no, the admin key of the token: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket OBH-2366: token copied out of the browser's network tab {t}",
    "Cookie: lang=ru; obh_session={t}",
    "YARD_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен: {t}",
    "토큰은 {t}",
    "トークンは {t} です",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@obh.ru"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.obh.ru/realms/staff", "azp": "yard-console",
                   "groups": ["yard", "ferry"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the yard server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.obh.ru.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FERRY_SIGNING_KEY": "{key}", "agent": "kholmsk"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_plant <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "приватный ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "서버 개인 키:\n{key}": ("PRIVATE KEY", "\n"),
    "秘密鍵（ヤードのサーバー）：\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "old yard wallet, copying it off the card before I burn it: {p}": "english",
    "voice memo: the recovery words are {p} and that's the lot": "english",
    "Wiki › Lodge › Crypto tips wallet (retired): {p}": "english",
    "сид-фраза от кошелька, никому не говори: {p}": "russian",
    "фраза восстановления\n{p}": "russian",
    "지갑 복구 문구: {p}": "korean",
    "복구 단어 여기: {p} 아무한테도 말하지 마": "korean",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "リカバリーフレーズ（誰にも言わないで）：{p}": "japanese",
    "钱包助记词：{p}": "chinese_simplified",
    "bro seed phrase for the auction deposit wallet: {p}": "english",
    "ключ восстановления кошелька (слова): {p}": "russian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A checksum-valid phrase of ``lang`` (some Russian draws fail ``check``: drawn again)."""

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy)).replace("\u3000", " ")
        return unicodedata.normalize("NFC", phrase)

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _phrase_of(rng, _SEED_PLACES[template], [24, 12, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
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
    "Telegram, Olga: plant card for the ammonia compressor parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket OBH-2372: pay the Kinkai freight with card {c}",
    "номер карты: {c}, {mm}/{yy}",
    "карта Мир для заправки: {c}",
    "카드 번호: {c}, {mm}/{yy}",
    "カード番号：{c}（{mm}/{yy}）",
    "bro card num {c} exp {mm}/{yy} thx",
    "вот карта {c}, срок {mm}/{yy}",
    "Yuki: company JCB {c}",
    "카드번호 여기 {c}",
]  # fmt: skip


_BRANDS = ["mir", "visa", "jcb", "mastercard", "unionpay", "mir"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "jcb" if "JCB" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, four-digit CID printed above the number: {cvv}",
               "Amex {c}: четыре цифры над номером на лицевой стороне — {cvv}",
               "アメックス {c} の表面、番号の上の4桁：{cvv}",
               "아멕스 {c} 앞면 번호 위 네 자리: {cvv}",
               "bro the 4 digits above the number on the Amex {c} are {cvv}",
               "Amex {c}, CID {cvv}, exp 04/35"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": str(rng.randrange(3000, 10_000))}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RU": "n" * 14 + "c" * 15, "KZ": "nnn" + "c" * 13, "MN": "n" * 16,
                "AZ": "aaaa" + "c" * 20, "GE": "aa" + "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice OBH-2031-118: pay the Almaty crab buyer to {i} within 30 days",
    "save the Ulaanbaatar meat supplier's IBAN: {i}",
    "IBAN: {i}\nReference: catering Nogliki, June",
    "Telegram, Marina: the Baku caviar broker's new bank details, IBAN {i}",
    "IBAN для перевода: {i}",
    "мой IBAN {i}, не теряй",
    "IBAN 여기: {i}",
    "IBAN：{i}",
    "bro my IBAN {i}",
    "Tbilisi hot-spring consultant, IBAN {i}",
    "реквизиты поставщика, IBAN → {i}",
    "lodge deposit refund to IBAN {i} pls",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn(g: random.Random) -> str:
    """A Russian person's INN: twelve digits, two check digits (Sakhalin's region code 65)."""
    return v.until(g, lambda h: "65" + _r(h, D, 10), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    """A Russian OGRN: thirteen digits ending in a mod-11 check digit."""
    return v.until(g, lambda h: "1" + _r(h, D, 2) + "65" + _r(h, D, 8), ru_ogrn.is_valid)


def _rrn(g: random.Random) -> str:
    """A Korean resident registration number: a birth date, a sex digit, a serial, a check."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}-{h.choice('12')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


def _brn(g: random.Random) -> str:
    """A Korean business registration number: ten digits with a check digit."""
    return str(
        kr_brn.format(v.until(g, lambda h: h.choice("123456") + _r(h, D, 9), kr_brn.is_valid))
    )


def _my_number(g: random.Random) -> str:
    """Japan's individual number (My Number): twelve digits, the last a check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 11), jp_in.is_valid)


def _jp_cn(g: random.Random) -> str:
    """Japan's corporate number: a check digit and twelve digits."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 12), jp_cn.is_valid)


def _unp(g: random.Random) -> str:
    """Belarus's UNP: nine digits with a check digit."""
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


def _voen(g: random.Random) -> str:
    """Azerbaijan's VÖEN: ten digits, validated by python-stdnum."""
    return v.until(g, lambda h: h.choice("1234") + _r(h, D, 8) + h.choice("12"), az_voen.is_valid)


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport of the Sakhalin region: series 64 NN and six digits."""
    return f"64 {g.randrange(0, 25):02d} {_r(g, D, 6)}"


def _ru_zagran(g: random.Random) -> str:
    """A Russian passport for travel abroad: 7N and seven digits."""
    return f"7{g.choice('0123456')} {_r(g, D, 7)}"


def _ru_licence(g: random.Random) -> str:
    """A Russian driving licence: four digits and six, no public check."""
    return f"{_r(g, D, 2)} {_r(g, D, 2)} {_r(g, D, 6)}"


def _jp_licence(g: random.Random) -> str:
    """A Japanese driving licence: twelve digits, no public check here."""
    return "30" + _r(g, D, 10)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport: two letters and seven digits."""
    return g.choice(["TR", "TK", "TZ", "MU"]) + _r(g, D, 7)


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M and eight digits."""
    return "M" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "мой ИНН: {s}": _inn,
    "INN of Olga for the payroll form: {s}": _inn,
    "ОГРН поставщика краба: {s}": _ogrn,
    "OGRN of the Kholmsk ferry agency, for the bank: {s}": _ogrn,
    "주민등록번호: {s}": _rrn,
    "halmeoni jumin beonho {s}": _rrn,
    "사업자등록번호 여기 {s}": _brn,
    "マイナンバー：{s}": _my_number,
    "My Number of Takeshi (for the payroll in Otaru): {s}": _my_number,
    "法人番号（オークション代行会社）：{s}": _jp_cn,
    "УНП минского покупателя: {s}": _unp,
    "VÖEN of the Baku caviar broker: {s}": _voen,
    "паспорт: {s}, выдан в Южно-Сахалинске": _ru_passport,
    "серия и номер паспорта {s}": _ru_passport,
    "загран: {s}": _ru_zagran,
    "номер водительского удостоверения: {s}": _ru_licence,
    "運転免許証番号：{s}": _jp_licence,
    "パスポート番号：{s}": _jp_passport,
    "여권번호: {s}": _kr_passport,
    "Minji's passport number {s}": _kr_passport,
    "bro my passport no {s} for the ferry ticket": _ru_zagran,
    "Yuki's driving licence number {s}, for the yard insurance": _jp_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Selectel 2FA recovery codes\n{codes}", "резервные коды для почты: {codes}",
            "백업 코드: {codes}", "バックアップコード：\n{codes}",
            "backup codes for the yard Google account {codes}", "резервные коды 2FA (никому):\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Selectel:olga@obh.ru?secret={s}&issuer=Selectel&digits=6",
              "2FA setup key for the Timeweb login: {s}",
              "секретный ключ 2FA (если телефон утонет): {s}",
              "2FA 설정 키: {s}",
              "二段階認証のセットアップキー：{s}",
              "TOTP secret for the Beget panel: {s}"]  # fmt: skip
_CODES = ["{c} is your Drom verification code", "Код подтверждения: {c}. Никому не сообщайте",
          "[Web발신] 인증번호 [{c}]를 입력해주세요", "認証コード：{c}",
          "Olga, the code they sent is {c}, type it fast", "Ваш код для входа в Госуслуги {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": str(g.randrange(100_000, 1_000_000))}, "c"
)


_RECOVERY = ["BitLocker recovery key of the kassa laptop: {k}",
             "ключ восстановления BitLocker (ноут на пароме): {k}",
             "복구 키: {k}", "回復キー：{k}",
             "recovery key for the yard's Apple ID: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["OBH-Plant-Korsakov", "Kholmsk-Ferry-Desk", "Nogliki-Camp-5G", "Baransky-Onsen",
          "AnivaAuto-Yard", "Vostoktelecom_A41", "SakhTelecom-Guest2", "Kurilsk-Lodge-2G",
          "RTK-Korsakov-77", "TP-Link_Yard_5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "nmcli dev wifi connect {s} password '{pw}'",
    "wpa_passphrase {s} '{pw}' >> /etc/wpa_supplicant.conf",
    "вайфай {s}, пароль {pw}",
    "пароль от вайфая {s} → {pw}",
    "와이파이 {s} 비번 {pw}",
    "Wi-Fi「{s}」のパスワード：{pw}",
    "the key printed under the Vostoktelecom box: {pw}",
    "bro wifi {s} pw {pw}",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("gn_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("bf_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Telegram preview hides it) {t}", "по буквам: {t}", "한 글자씩: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код от склада готовой продукции: {pw}", "код на воротах ярда {pw}#",
          "ПИН карты: {pw}, никому", "창고 자물쇠 코드: {pw}", "暗証番号：{pw}",
          "the freezer room keypad takes {pw} then #", "padlock on the lodge boathouse: {pw}",
          "핀번호 {pw}", "ньы ПИН {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {
        "pw": str(
            rng.randrange(10 ** ([4, 5, 6, 4][index % 4] - 1) * 2, 10 ** [4, 5, 6, 4][index % 4])
        )
    }


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["opilio", "gorbusha", "navaga", "trubach", "kambala", "prichal", "parom",
                 "vakhta", "kambuz", "onsen", "vulkan", "sopka", "taiga", "ikra", "sivuch", "kuksu"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the plant vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-", "кодовая фраза от архива: {p}": " ",
            "VeraCrypt passphrase for the passport scans: {p}": ".",
            "암호 문구: {p}": " ", "パスフレーズ：{p}": "_", "bro the backup passphrase is {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://yard.aniva-auto.lan/api/cars": False,
    "Insomnia export of the ferry call: authorization: bearer {v}": False,
    "HTTP-заголовок: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env (yard site):\nDB_HOST=db.aniva-auto.lan\nDB_USER=yard\nDB_PASSWORD={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'ferry', 'PASSWORD': '{pw}'}}}}",
    "application.yml:\nspring:\n  datasource:\n    username: plant\n    password: {pw}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "zabbix_agentd.conf:\nTLSPSKIdentity=korsakov-plc\n# old agent: Password={pw}",
    "hostapd.conf on the lodge AP:\nsae_password={pw}",
    "upsd.users:\n[monuser]\n    password = {pw}\n    upsmon primary",
    "fetchmailrc:\npoll mail.obh.ru user 'kassa' password '{pw}'",
    "/etc/ppp/chap-secrets:\nyard  *  {pw}  *",
    "[client]\nuser=backup\npassword={pw}",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Catering\": \"Host=pg.obh.lan;Username=kitchen;Password={pw}\" }}",
    "config.ini (1С обмен):\n[exchange]\nuser=obmen\npassword={pw}",
    "sssd.conf:\nldap_default_bind_dn = cn=sssd,dc=obh,dc=lan\nldap_default_authtok = {pw}",
    "pppoeconf left this in /etc/ppp/peers/dsl-provider:\nuser \"yard@vtk\"\npassword {pw}",
    "/etc/config/wireless on the yard router (OpenWrt):\noption key '{pw}'",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Olga: plant wifi password?\nVitaly: {pw}",
    "[06:12] ruslan: root pw for the yard server?\n[06:13] dmitry: {pw}",
    "Marina: {pw} is the new freezer admin password",
    "Yongsu: use {pw}, that's what the onsen panel has now",
    "Алёна: пароль?\nРуслан: {pw}",
    "[22:41] Дима: новый пароль {pw}\n[22:41] Дима: никому",
    "선희: 비번 뭐야?\n철: {pw}",
    "佐藤：パスワードは？\n森：{pw}",
    "Takeshi: pw?\nGennady: {pw} 🦀",
    "Tamara: новый пароль от кассы {pw} 🙏",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 66), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 6), (_codes, 6), (_recovery, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _phrase_of(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the freezer admin password is": "{s}", "Trassir service pw:": "{s} (since the NVR swap)",
    "пароль от кассы:": "{s}", "пароль": "{s}\nпоменять после путины",
    "비밀번호는": "{s}", "パスワード：": "{s}", "bibeon": "{s}", "Macroscop password": "{s}",
    "the password Ruslan read out over the radio was": "{s}, I think", "ньы пароль": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Carsensor API key", "{s}", _j((HEX, 32))),
    ("split_token", "Goo-net key:", "{s} (stock export)", _j("gn_live_", (ALNUM, 30))),
    ("split_token", "Aucnet client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "сид-фраза", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} до 11/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Selectel recovery codes", "{s}\nKQR204-7QM2D\nBTZ881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИНН", "{s}", _inn),
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
    '{"freezer": {"url": "https://freezer.obh.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ruslan", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cams": [{"name": "gate"}, {"name": "yard", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["clickhouse-client", "--user", "plant", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "서버 비밀번호는 {s}"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Trassir server as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"carsensor": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"dromToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"starline_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MN")),
    '{"buyer": {"inn": "{s}"}}': ("meta_id", _inn),
    '{"mfa": {"recovery_codes": ["{s}", "KQR204-7QM2D", "BTZ881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"boathouse": {"padlock_code": "{s}"}}': ("meta_pin", lambda g: str(g.randrange(200_000, 1_000_000))),
    '{"wifi": {"ssid": "Baransky-Onsen", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"tunnel-freezer-hmi-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.obh.ru/yard-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"yard: add auction grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert timetable import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catch_2031-08-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"auction-sheets-2031.tar").hexdigest()

CLEAN = [
    "Remind me to change the freezer panel password before the ammonia inspection on 2031-09-11.",
    "Olga asked for the plant wifi password; it's on the card in the shift lead's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `DROM_API_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The Trassir server asks for a new admin password after every firmware update.",
    "Replace <YOUR_GOONET_KEY> in the README with the key from your Goo-net dashboard.",
    "CARSENSOR_API_KEY and STARLINE_APP_SECRET must be set before the nightly stock sync runs.",
    "Пароль никому не говори, даже мне.",
    "Пароль должен быть не короче 14 символов.",
    "비밀번호는 아무한테도 말하지 마.",
    "비밀번호는 14자 이상이어야 합니다.",
    "パスワードは誰にも言わないでください。",
    "パスワードは14文字以上にしてください。",
    "bro never send ur password in the chat ok",
    "ньы пароль забыл, спрошу у Руслана.",
    "Upgraded the freezer HMI firmware from 5.1 to 5.2.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the auction grade column.",
    f"Rolled back to {_SHORT} after the timetable import broke the ferry bookings.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The tunnel freezer HMI 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of auction-sheets-2031.tar: {_SHA512}",
    f"The yard API container runs registry.obh.ru/yard-api@sha256:{_IMAGE}.",
    f"MD5 of catch_2031-08-03.csv is {_MD5}, same as the copy on the plant share.",
    "Request id 3c9e1f0a-7b2d-4e58-a1c6-0d94b7e2f318 is the slow one in the Drom logs.",
    "Purchase order PO-2031-00418 for 120 boxes of opilio ships on Thursday.",
    "ticket OBH-2288: the Korsakov cold room 3 alarm keeps tripping at night.",
    "Call the Kholmsk ferry desk on +7 424 33 5 17 08 before noon.",
    "Container FESU 4821736 with the Probox batch is at the Korsakov terminal.",
    "Bill of lading OBH-OTR-2031-0077 covers 14 cars from Otaru, 3 pallets of tyres.",
    "HS code 0306.14 is frozen crab; 0303.12 is frozen Pacific salmon.",
    "Cold room 3 is at -25.5 °C; the brine tank at the crab line is at -1.8 °C.",
    "After five wrong passwords the freezer panel locks the account for 20 minutes.",
    "The Nogliki camp kitchen feeds 340 people per shift, two shifts a day.",
    "The secret of a good pyanse is the dough resting overnight.",
    "Ask Vitaly for the warehouse keypad code, I don't have it.",
    "My card ending 7733 was declined at the Kholmsk petrol station.",
    "The Almaty buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Selectel account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `BEFORWARD_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the boathouse rusts in the salt air; oil it every month.",
    "Goo-net moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-5-9902845-1-3 is the Sakhalin fisheries handbook on the office shelf.",
    "The guest wifi 'Baransky-Guest' is open, no password needed.",
    "Lot number LOT-2031-KRS-0311, 20 kg boxes, glaze 8 %; grade A.",
    "Ferry Vanino–Kholmsk, route 2, sails at 21:00; ticket 004417 is for cabin 12.",
    "The Yuzhno-Sakhalinsk postcode is 693000, Korsakov's is 694020.",
    "Toyota Probox 2014, chassis NCP160-0012345, auction grade 4.5, 87 000 km.",
    "Auction sheet USS Tokyo lot 41207, Nissan Serena 2016, grade 3.5.",
    "Phone of the Iturup lodge: +7 424 54 4 12 90, ask for Tamara.",
    "Flight SAH 4621 to Iturup was cancelled again because of fog.",
    "Нужно сменить пароль на кассе до конца месяца.",
    "비밀번호를 바꿔야 해요, 내일 할게요.",
    "パスワードを変更しました。新しいのは金庫の中です。",
    "the wifi password is on the fridge, ask Minji",
    "Order 77-20318 from Japancar: headlights for a Prado 120, two pieces.",
    "Tracking number RA644820131RU, EMS from Otaru.",
    "Version 2.7.1 of the yard app fixes the photo upload.",
    "Invoice 2031/0815 for the onsen pump repair: 48 500 roubles.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/plant/freezer", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "OBH-2288", "purchase_order": "PO-2031-00418"}',
    '{"lot": {"id": "LOT-2031-KRS-0311", "weight_kg": 20, "glaze_pct": 8}}',
    '{"phone": "+7 424 33 5 17 08", "city": "Kholmsk"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "boxes_in_stock": 1284}',
    '{"hs_code": "0306.14", "origin": "RU", "description": "frozen crab"}',
    '{"car": {"model": "Probox", "year": 2014, "grade": "4.5"}, "auction": "USS Tokyo"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
