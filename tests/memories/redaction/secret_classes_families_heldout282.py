# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eighty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-first's
docstring, the fifth to two-hundred-and-eighty-first only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eighty-third, two-hundred-and-eighty-fourth and two-hundred-and-eighty-fifth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (282517093), password words (a
Chamorro word and a year, `Guihan1998!`; a dive site and its depth, `BlueHole40m#`; a kelaguen
order and its price; a latte stone's height, `Latte4ft&Tasi`; a wedding date and a chapel; a
container's number; a Korean or Japanese tourist's name and birthday; leet island words; a
generator's four dashed groups; random runs), names, places, templates, tools, vendors and
layouts, the way the staff of a fictional company (Latte Tide Pacific, with a dive shop in
Saipan, a latte-stone tour desk in Hagåtña, a kelaguen takeout, a cargo office at the Port of
Guam and a wedding-chapel booking desk in Tumon) and its Korean and Japanese guests leak secrets
into an assistant's memory. Every company, person, address and number is fictional; only the
region (Guam and the Northern Marianas) is real. The texts are chats with times, tickets, wiki
tables and breadcrumbs, notes, e-mails, runbooks, READMEs, shell prompts, voice-memo
transcripts, dictated and spelled text and requests to the assistant itself; the separators run
from a colon, "is" and a dash to an arrow, an emoji (`🌺`, `🤙`), a new line, a table bar,
`「…」`, backticks and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 281 that name each): in
none, `gem signin`, `nats bench`, BankGuam, Bank of Saipan, Coast360, Citizens Security Bank, PTI
Pacifica, Kuentas, Dubsado, 17hats, ChowNow, Popmenu, Menufy, GloriaFood, Ordermark, Coupang
Eats, Demae-can, Gurunavi, Minted, WeddingWire, Withjoy, Rsvpify, Honeyfund, Zenfolio, Logitude,
GoFreight, Freightview, Cargoflip, Linerlytica, Ambyth, Eat App and the places Dededo, Yigo,
Umatac, Talofofo, Managaha, Lau Lau, Mangilao and Tamuning; in one, Docomo Pacific, IT&E,
TeleGuam, HoneyBook, EVE Dive, Flipdish, Magaya, Turvo, Tideworks, Matson, SevenRooms, Tablein,
Tabelog, Hot Pepper, Yogiyo, Setmore, Appointy, Tripleseat, Perfect Venue, Zencargo, Forto,
Terminal49, GoComet, Sinay, BankPacific, ASC Trust, Kakao Work, vultr-cli, Tumon,
Garapan, Susupe, Inarajan and Hagåtña; in two, Chamorro (as a language), `pdm config`, `hg
--config`, `ncat --proxy-auth`, `SNOWSQL_PWD`, `sonar.password`, `signingPassword`,
`wpa2-pre-shared-key`, pleroma_ctl, ffprobe, mpv, motioneye, Agent DVR and NateOn; in three to six, `mount.cifs`, `xcrun altool`, mongotop, mongofiles,
Shinobi, coap-client, `cargo login`, `dotnet nuget add source`, `composer config`, `rancher
login`, `flux create secret`, `hatch publish` and `gitea admin`. Carolinian
appears in one earlier corpus, Chamorro in two (the twenty-third and the hundred-and-seventy-
fifth: its `Håfa adai`, `-hu` and `i nuebu na` are not reused here). The common layouts (env
files, `export`, database URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the
`WIFI:` QR string) are in wordings of their own.

About half of the secret samples are in other languages than English: Chamorro, with and
without its å and ñ (`i password-mu` "your password", `i yabi` "the key", `i fino' sekretu`
"the secret word", `Estague'` "here it is", `Este i` "this is", `Chå'-mu sangångani maseha
håyi` / `Cha-mu sangangani maseha hayi` "don't tell anyone", `Saina ma'åse'` and `Dångkolo na
si Yu'os ma'åse'` "thank you (very much)", `numiru` "number", `kuåttro` "four", `gi me'nan` "in front of", `kodigu` "code", `despues`
"after", `gi uttimo` "at the end", `dångkolo na letra` "capital letter", `pa'go` "today",
`agupa'` "tomorrow", `abok` "friend", `tinilaika` "changed"); Carolinian words (`Tirow`
"greeting", `Ghilisow` "thanks", and `Refaluwasch` only as the people's name); island English
(`ai adai`, `bro`, `brah`, `shoots`, `no tell nobody ah`, `get`, `da kine`); the Korean of
tourists (`비밀번호`, `비번`, `와이파이 비번`, `아이디`, `인증번호`, `카드번호`, `보안코드`,
`복구 키`, `백업 코드`, `시드 구문`, `주민등록번호`, `여권번호`, `… 이에요`, `… 입니다`,
`아무한테도 말하지 마세요`, `감사합니다`, `한 글자씩`); and the Japanese of tourists
(`パスワード`, `パス`, `暗証番号`, `認証コード`, `セキュリティコード`, `カード番号`, `復元フレーズ`,
`バックアップコード`, `マイナンバー`, `旅券番号`, `誰にも言わないで`, `ありがとう`, `…です`,
`一文字ずつ`). The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are the Carolinian ones (`Tirow`, `Ghilisow`, spelled as heard), then the
Chamorro `fino' sekretu`, `kodigu`, `dångkolo na letra`, `gi uttimo` and `tinilaika`, then
`Chå'-mu sangångani maseha håyi` (its reduplication guessed).

Vendors (by grep, in none or one earlier corpus, as listed above). No shape here is one the
author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and
alphanumeric runs, UUIDs, JWTs for Dubsado, Magaya and Withjoy, and the `cnw_live_`, `ltp_`,
`gfood-`, `bgu_sk_` and `tl49_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Japan's
individual number, マイナンバー (`stdnum.jp.in_`), Japan's corporate number (`stdnum.jp.cn`),
the US individual taxpayer identification number (`stdnum.us.itin`), the US employer
identification number (`stdnum.us.ein`) and a US social security number (`stdnum.us.ssn`, Guam
issues them). Kinds no library or this file checks (no check-digit algorithm is written here;
the shapes are guesses): a Guam driver's licence, a CNMI business licence, a CNMI tourist
entry permit, an FSM passport, a Palau ID card, Japanese and Korean passports. Card numbers pass
Luhn (the value helpers' Visa, Mastercard, Amex, JCB, UnionPay, Discover and a guessed Korean BC
prefix, checked with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, none read as a year. The IBANs are
of Saint Lucia, Libya, Sudan, Yemen, Qatar, Kuwait, Timor-Leste and Mauritania (the countries a
rough count of the country codes in heldouts 5 to 281 finds least, in twenty-four corpora
each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Korean, Japanese, Spanish and Traditional Chinese lists, each drawn until
`Mnemonic(lang).check` accepts it. Every secret is drawn again until it is new and no clean
text holds it.
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
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.us import ein as us_ein
from stdnum.us import itin as us_itin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 282_517_093
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
    """A class of samples: its templates and how one sample's fields are drawn."""

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
    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_CHAMORRO = ["Guihan", "Tasi", "Niyok", "Lemmai", "Mannok", "Hayu", "Langet", "Pulan", "Atdao",
             "Saina", "Lancheru", "Hotnu", "Kamuti", "Mames", "Tåsa", "Haligi", "Sakman"]  # fmt: skip
_DIVE = ["BlueHole", "Grotto", "LauLau", "Obyan", "Wingbeach", "Ice Cream", "Banzai", "Tinian",
         "Fingers", "Crevice", "Shoestring", "Eagleray", "Naftan"]  # fmt: skip
_PLACES = ["Garapan", "Susupe", "Chalan", "Dededo", "Yigo", "Umatac", "Talofofo", "Inarajan",
           "Tamuning", "Mangilao", "Managaha", "Apra", "Tumon", "Piti", "Agat"]  # fmt: skip
_NAMES = ["Jesse", "Rosalia", "Vicente", "Tomasa", "Ignacio", "Dolores", "Kiyoshi", "Haneul",
          "Minji", "Junho", "Yuna", "Sota", "Mio", "Leilani", "Brandon", "Keanu", "Marlene",
          "Frankie", "Joaquin", "Aiko"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Gu4h4n", "L4tt3", "K3l4gu3n", "T4s1", "S41p4n", "Ch4m0ru", "F1n4d3n3", "T1n14n"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CHAMORRO)}{g.randrange(1970, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_DIVE).replace(' ', '')}{g.randrange(8, 41)}m{g.choice(_SYMBOLS)}",
    lambda g: f"Kelaguen{g.choice(['Mannok', 'Uhang', 'Binadu', 'Hineksa'])}{g.randrange(6, 19)}{g.choice(_SYMBOLS)}",
    lambda g: f"Latte{g.randrange(3, 17)}ft{g.choice(_SYMBOLS)}{g.choice(_CHAMORRO)}",
    lambda g: f"Tumon{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{g.choice(['Chapel', 'Vows', 'Altar'])}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{g.choice(_SYMBOLS)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_CHAMORRO).lower()}.{g.randrange(10, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: f"MATU{_r(g, D, 7)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Kakao Work, #saipan-dive: the EVE Dive shop admin password is {pw}",
    "NateOn message from Haneul: the Garapan front-desk PC password is {pw}",
    "Docomo Pacific fiber router at the Tumon chapel, admin password {pw}",
    "IT&E hotspot in the dive van, admin page password {pw}",
    "TeleGuam business portal password for the cargo office: {pw}",
    "PTI Pacifica SIM portal, login password {pw}",
    "BankGuam online banking password (the takeout account): {pw}",
    "Bank of Saipan business login password {pw} 🤙",
    "Coast360 app password for payroll: {pw}",
    "Motioneye on the latte-stone yard camera, admin password {pw}",
    "Agent DVR at the kelaguen counter: password {pw}",
    "Shinobi NVR for the Port of Guam gate cams, superuser password {pw}",
    "Scuba compressor panel (Bauer B-Control) password {pw}",
    "Garmin Descent fleet portal password for the Saipan boats: {pw}",
    "Tumon chapel sound desk (Behringer X32) app password {pw}",
    "Ticket DIVE-2219: the Susupe shop tablet password {pw} expired, please reset",
    "Ticket CARGO-4410: the Tideworks kiosk password is {pw}",
    "Wiki › Hagåtña tour desk › Kiosk: password {pw}",
    "voice memo, Vicente: okay so the booking laptop password is {pw}, that's it",
    "dictated: tour desk printer password {pw} period",
    "note to self: Matson portal password {pw}",
    "after the typhoon reset the chapel router password became {pw}",
    "can you remember the kelaguen POS password for me? it's {pw}",
    "please store this: Ambyth shipping portal password {pw}",
    "Hi Rosalia,\n\nthe new password for the wedding desk iMac is {pw}. Delete this mail after.\n\nSaina ma'åse',\nJoaquin",
    "Runbook: restart the cargo-office NAS\n1. open https://nas.portguam.lan\n2. user admin\n3. password {pw}\n4. Control Panel › Restart",
    "README (Saipan dive shop)\nthe fill-station log runs on http://fill.lan, password `{pw}`",
    "ai adai bro, the shop wifi router password is {pw}",
    "brah the Managaha boat tablet password get {pw}, no tell nobody ah",
    "shoots, da kine password for the chapel laptop is {pw}",
    "I password-mu para i kompiuta gi tour desk: {pw}",
    "Estague' i password para i email: {pw}. Saina ma'åse'!",
    "Este i password i router gi kelaguen shop: {pw}",
    "Tinilaika i password pa'go: {pw}. Cha-mu sangangani maseha hayi",
    "Abok, i password i laptop gi Tumon: {pw} 🌺",
    "I password para i Matson portal: {pw}. Chå'-mu sangångani maseha håyi.",
    "Dångkolo na si Yu'os ma'åse', i password ni nuebu: {pw}",
    "Tirow! password for the Tinian van tablet: {pw}. Ghilisow",
    "Ghilisow, Leilani. dive log password: {pw}",
    "다이빙샵 예약 사이트 비밀번호는 {pw} 이에요",
    "호텔 노트북 비번: {pw}",
    "사이판 투어 계정 비밀번호 {pw} 입니다. 아무한테도 말하지 마세요",
    "괌 웨딩 예약 사이트 비밀번호 → {pw} 감사합니다",
    "민지: 이메일 비번 {pw}",
    "ダイビング予約サイトのパスワードは {pw} です",
    "ホテルのパソコンのパス：{pw}",
    "結婚式の予約ページのパスワード「{pw}」誰にも言わないで",
    "葵: メールのパスワード {pw} ありがとう",
    "パスワードは{pw}です、グアムのツアーデスク用",
    "la contraseña del kiosko en Hagåtña es {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jesse.c", "rosalia", "vicente.t", "tomasa", "ignacio", "dolores.q", "kiyoshi",
          "haneul", "minji.k", "junho", "yuna", "sota.m", "mio", "leilani", "brandon.s",
          "keanu", "marlene", "frankie", "joaquin.p", "aiko", "svc-dive", "tourdesk",
          "cargo-ops", "chapel-booking"]  # fmt: skip
_LOGINS = [
    "Kakao Work, Junho: the EVE Dive login is {u} / {pw}",
    "Ticket DIVE-2230: {u} locked out of the booking site, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Port of Guam › Magaya: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Tideworks kiosk | {u} | {pw} |",
    "sign in to the chapel calendar as {u} with {pw}",
    "Freightview login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: fill-station\n  user: {u}\n  password: {pw}",
    "NateOn: account {u}, password {pw}",
    "Vicente says the Matson account is {u} and the password is {pw}",
    "system,user,password\nturvo,{u},{pw}",
    "ssh {u}@cargo.portguam.lan (password {pw})",
    "creds for the tour kiosk are {u} and {pw}",
    "I username-mu {u}, i password {pw}",
    "Estague' i login: {u}, password {pw}. Saina ma'åse'",
    "brah login stay {u} / {pw}",
    "아이디 {u} 비번 {pw}",
    "아이디: {u}, 비밀번호: {pw} 입니다",
    "ID：{u}　パス：{pw}",
    "ユーザー名 {u}、パスワード {pw} です",
    "usuario {u}, contraseña {pw}",
    "Tirow, user {u} and password {pw}. Ghilisow",
    "login {u} → {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["guihan", "niyok", "lemmai", "hineksa", "apigige", "lumbia", "sakman", "kalamasa",
               "titiyas", "bonelos", "haligi", "ayuyu", "chenchule", "eskabeche"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all small, and then {d}",
    "password: it's {w}, right after that the number {d}",
    "for the dive shop PC it's {w} with {d} at the end",
    "voice memo: chapel wifi password is {w} then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and number together",
    "i fino' sekretu {w}, despues {d}",
    "i password: {w} yan {d} gi uttimo",
    "비밀번호는 {w} 라는 단어, 그 다음에 {d}",
    "パスワードは {w} という単語、そのあとに {d}",
    "brah da password stay {w} den {d}",
    "{w} with a capital first letter and {d} at the end",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "printf '{u}@lattetide.gu\\n{pw}\\n' | gem signin --host https://gems.lattetide.lan",
    "nats bench dive.fills --pub 2 --server nats://nats.lattetide.lan:4222 --user {u} --password '{pw}'",
    "pdm config pypi.lattetide.password '{pw}'",
    "hg --config auth.ltp.prefix=hg.lattetide.gu --config auth.ltp.username={u} --config auth.ltp.password='{pw}' pull",
    "ncat --proxy proxy.portguam.lan:3128 --proxy-type http --proxy-auth {u}:{pw} edi.matson.lan 22",
    "SNOWSQL_PWD='{pw}' snowsql -a ltp-guam -u {u} -q 'select count(*) from bookings'",
    "sonar-scanner -Dsonar.host.url=https://sonar.lattetide.lan -Dsonar.login={u} -Dsonar.password='{pw}'",
    "./gradlew assembleRelease -PsigningStoreFile=ltp.jks -PsigningPassword='{pw}'",
    "/interface wireless security-profiles set chapel wpa2-pre-shared-key=\"{pw}\"",
    "pleroma_ctl user new {u} {u}@lattetide.gu --password '{pw}' --admin -y",
    "ffprobe -rtsp_transport tcp 'rtsp://{u}:{pw}@cam-yard.lattetide.lan:554/h264'",
    "mpv 'rtsp://{u}:{pw}@cam-chapel.lattetide.lan/live'",
    "mount.cifs //nas.portguam.lan/manifests /mnt/manifests -o username={u},password='{pw}'",
    "xcrun altool --upload-app -f LatteTide.ipa -t ios -u {u}@lattetide.gu -p '{pw}'",
    "mongotop --host mongo.lattetide.lan -u {u} -p '{pw}' --authenticationDatabase admin 5",
    "mongofiles --host mongo.lattetide.lan -u {u} -p '{pw}' -d weddings put vows.pdf",
    "coap-client -m get -u {u} -k '{pw}' coaps://tank-sensor.lattetide.lan/o2",
    "cargo login --registry ltp <<< '{pw}'",
    "dotnet nuget add source https://nuget.lattetide.lan/v3/index.json -n ltp -u {u} -p '{pw}' --store-password-in-clear-text",
    "composer config http-basic.repo.lattetide.lan {u} '{pw}'",
    "rancher login https://rancher.lattetide.lan --token {u}:{pw}",
    "hatch publish -r https://pypi.lattetide.lan -u {u} -a '{pw}'",
    "gitea admin user create --username {u} --password '{pw}' --email {u}@lattetide.gu",
    "flux create secret git ltp-charts --url=https://git.lattetide.lan/charts --username={u} --password='{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "jesse@dive-saipan:~$ {c}", "cargo-ops@portguam-01:~$ {c}",
    "PS C:\\tourdesk> {c}", "root@chapel-nas:~# {c}", "Termux on the boat tablet: {c}",
    "Kakao Work code block:\n```\n{c}\n```", "Ticket CARGO-4431, what I ran: {c}",
    "history | tail -1\n  512  {c}", "i command ni hu usa: {c}", "제가 실행한 명령어: {c}",
    "実行したコマンド：{c}", "brah I ran dis: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.lattetide.lan:5432/bookings",
    "mysql://{u}:{pw}@db.chapel.lattetide.lan/weddings",
    "mongodb+srv://{u}:{pw}@cluster0.lattetide.gu/dive",
    "redis://{u}:{pw}@cache.lattetide.lan:6379/2",
    "amqp://{u}:{pw}@mq.portguam.lan:5672/cargo",
    "ftp://{u}:{pw}@ftp.portguam.lan/edi/",
    "sftp://{u}:{pw}@edi.lattetide.gu:2222/in",
    "rtsp://{u}:{pw}@cam-dock.portguam.lan:554/stream2",
    "mssql+pyodbc://{u}:{pw}@pos.kelaguen.lan/Sales?driver=ODBC+Driver+18",
    "Server=sql.lattetide.lan;Database=Tours;User Id={u};Password={pw};",
    "smtp://{u}:{pw}@mail.lattetide.gu:587",
    "influxdb://{u}:{pw}@influx.lattetide.lan:8086/tanks",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "Wiki › Cargo › DB: {c}",
    "Ticket CARGO-4450: {c}", "i connection string: {c}", "연결 문자열: {c}", "接続文字列：{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_958_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "latte-tide-pacific", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("BankGuam", "BANKGUAM_API_SECRET", _j("bgu_sk_", (ALNUM, 32))),
    ("Bank of Saipan", "BOS_CLIENT_SECRET", _j((HEX, 40))),
    ("Coast360", "COAST360_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Kuentas", "KUENTAS_SECRET", _j((URLSAFE, 43))),
    ("Dubsado", "DUBSADO_TOKEN", _vendor_jwt("https://api.dubsado.com")),
    ("17hats", "SEVENTEENHATS_API_KEY", _j((HEX, 32))),
    ("HoneyBook", "HONEYBOOK_API_KEY", _j((ALNUM, 40))),
    ("ChowNow", "CHOWNOW_SECRET", _j("cnw_live_", (ALNUM, 32))),
    ("Popmenu", "POPMENU_API_TOKEN", _j((HEX, 64))),
    ("Menufy", "MENUFY_API_KEY", _j((UPPER_DIGITS, 32))),
    ("GloriaFood", "GLORIAFOOD_KEY", _j("gfood-", (ALNUM, 24))),
    ("Ordermark", "ORDERMARK_CLIENT_SECRET", _j((B64, 44))),
    ("Flipdish", "FLIPDISH_BEARER", _j((URLSAFE, 48))),
    ("Coupang Eats", "COUPANG_EATS_SECRET", _j((HEX, 40))),
    ("Demae-can", "DEMAECAN_API_KEY", _j((ALNUM, 32))),
    ("Gurunavi", "GURUNAVI_KEYID", _j((HEX, 32))),
    ("Tabelog", "TABELOG_API_KEY", _j((ALNUM, 36))),
    ("Hot Pepper", "HOTPEPPER_API_KEY", _j((HEX, 16))),
    ("Yogiyo", "YOGIYO_SECRET", lambda g: v.uuid4(g, "b")),
    ("SevenRooms", "SEVENROOMS_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Tablein", "TABLEIN_TOKEN", _j((HEX, 40))),
    ("Eat App", "EATAPP_API_KEY", _j((URLSAFE, 40))),
    ("Minted", "MINTED_API_SECRET", _j((ALNUM, 32))),
    ("WeddingWire", "WEDDINGWIRE_API_KEY", _j((HEX, 32))),
    ("Withjoy", "WITHJOY_TOKEN", _vendor_jwt("https://withjoy.com")),
    ("Rsvpify", "RSVPIFY_API_KEY", _j((ALNUM, 40))),
    ("Honeyfund", "HONEYFUND_SECRET", _j((B64, 40))),
    ("Zenfolio", "ZENFOLIO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Setmore", "SETMORE_REFRESH_TOKEN", _j((URLSAFE, 56))),
    ("Appointy", "APPOINTY_API_KEY", _j((HEX, 32))),
    ("Tripleseat", "TRIPLESEAT_CONSUMER_SECRET", _j((ALNUM, 40))),
    ("Perfect Venue", "PERFECTVENUE_API_KEY", _j((ALNUM, 32))),
    ("EVE Dive", "EVEDIVE_LICENSE_KEY", _j((UPPER_HEX, 32))),
    ("Logitude", "LOGITUDE_API_KEY", _j((HEX, 40))),
    ("GoFreight", "GOFREIGHT_TOKEN", _j((ALNUM, 48))),
    ("Freightview", "FREIGHTVIEW_API_KEY", _j((HEX, 32))),
    ("Cargoflip", "CARGOFLIP_SECRET", _j((URLSAFE, 40))),
    ("Linerlytica", "LINERLYTICA_API_KEY", _j((ALNUM, 32))),
    ("Magaya", "MAGAYA_ACCESS_TOKEN", _vendor_jwt("https://api.magaya.com")),
    ("Turvo", "TURVO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Tideworks", "TIDEWORKS_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Matson", "MATSON_API_KEY", _j((HEX, 64))),
    ("Zencargo", "ZENCARGO_TOKEN", _j((ALNUM, 44))),
    ("Forto", "FORTO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Terminal49", "TERMINAL49_API_KEY", _j("tl49_", (ALNUM, 28))),
    ("GoComet", "GOCOMET_API_KEY", _j((HEX, 32))),
    ("Sinay", "SINAY_API_KEY", _j((ALNUM, 40))),
    ("Ambyth", "AMBYTH_API_TOKEN", _j("ltp_", (ALNUM, 30))),
    ("vultr", "VULTR_API_KEY", _j((UPPER_DIGITS, 36))),
    ("ASC Trust", "ASCTRUST_CLIENT_SECRET", _j((B64, 48))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    'export {env}="{tok}"',
    ".env.production:\n{env}={tok}",
    'fly secrets set {env}="{tok}"',
    "kubectl -n tours create secret generic ltp --from-literal={env}={tok}",
    "docker run -e {env}={tok} ghcr.io/lattetide/bookings:2.3",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Latte Tide admin › Settings › Integrations › {vendor}: {tok}",
    "Wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "Kakao Work, Frankie: {vendor} key for the booking sync: {tok}",
    "Ticket CARGO-4460: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "i yabi API {vendor}: {tok}",
    "Estague' i API key para {vendor}: {tok}",
    "brah da {vendor} API key stay {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} API 키는 {tok} 입니다",
    "{vendor} のAPIキー：{tok}",
    "{vendor} のAPIキーは「{tok}」です",
    "la clave API de {vendor}: {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Kakao Work: {t}", "it shows only once so here:\n{t}", "i token: {t}",
                "토큰: {t}", "トークン {t}", "{t}\n^ new one, old one dead"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the tank-pressure sensor on the Saipan dive boat: {h}": 32,
    "HMAC secret for the ChowNow order webhook: {h}": 64,
    "Dive computer Bluetooth pairing key (the shop's Shearwater): {h}": 32,
    "pre-shared key of the Port of Guam site-to-site tunnel (hex): {h}": 64,
    "i yabi encryption para i backup: {h}": 64,
    "백업 암호화 키: {h}": 48,
    "バックアップの暗号化キー：{h}": 64,
    "session secret of the chapel booking site ← {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket DIVE-2241: token copied from the browser's network tab {t}",
    "Cookie: lang=ch; ltp_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "토큰은 {t}",
    "トークンは {t} です",
    "i token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_958_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@lattetide.gu"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.lattetide.gu/realms/staff", "roles": ["dive", "tours"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the dive-shop server, put it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/book.lattetide.gu.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_PRIVATE_KEY": "{key}", "partner": "port-of-guam"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_cargo <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket CARGO-4472, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "i private key para i server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "서버 개인 키:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    text = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": text, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Tangem backup words for the dive-shop tip wallet: {p}": "english",
    "Exodus recovery phrase (the old chapel wallet, emptied)\n{p}": "english",
    "voice memo: the Phantom recovery words are {p} and that's all": "english",
    "Wiki › Finance › Wallet (retired): {p}": "english",
    "i fino' sekretu para i wallet: {p}": "english",
    "지갑 시드 구문: {p}": "korean",
    "복구 구문 (아무한테도 말하지 마세요): {p}": "korean",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "復元フレーズ、誰にも言わないで：{p}": "japanese",
    "frase de recuperación de la billetera: {p}": "spanish",
    "錢包助記詞：{p}": "chinese_traditional",
    "brah my seed words stay {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    mnemo = _MNEMO[lang]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return str(mnemo.to_mnemonic(entropy))

    phrase = v.until(rng, make, mnemo.check)
    phrase = unicodedata.normalize("NFC", phrase)
    words = phrase.split()
    joiner = "\u3000" if lang == "japanese" else " "
    layouts = [
        joiner.join(words),
        "\n".join(f"{k:02d}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(joiner.join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template or lang == "japanese" else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "bc":
        return _card_of(rng, ["940910", "943610", "944115"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Kakao Work, Frankie: company card for the compressor parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Ticket DIVE-2250: pay the tank hydro test with card {c}",
    "I numiru i tarheta: {c}, {mm}/{yy}",
    "Estague' i card: {c}",
    "카드번호: {c}, 유효기간 {mm}/{yy}",
    "제 카드번호는 {c} 이에요",
    "カード番号：{c}　有効期限 {mm}/{yy}",
    "カード番号は {c} です",
    "brah my card stay {c}, {mm}/{yy}",
    "card → {c} ({mm}/{yy})",
]  # fmt: skip
_BRANDS = ["visa", "bc", "mastercard", "amex", "jcb", "unionpay", "discover", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", " ", "."][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 09/36, security code {cvv}",
               "the four digits printed above the Amex number are {cvv}",
               "Amex {c}, the four-digit CID on the front: {cvv}",
               "아멕스 카드 앞면 보안코드 4자리: {cvv}",
               "アメックスのセキュリティコード（表の4桁）：{cvv}",
               "i kuåttro numiru gi me'nan i Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _r(rng, "3456789", 1) + _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"LC": "aaaa" + "c" * 24, "LY": "n" * 21, "SD": "n" * 14, "YE": "aaaa" + "nnnn" + "c" * 18,
                "QA": "aaaa" + "c" * 21, "KW": "aaaa" + "c" * 22, "TL": "n" * 19, "MR": "n" * 23}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LTP-2033-071: please pay the latte-stone replica carver to {i} within 30 days",
    "save the supplier's IBAN for the dive compressor: {i}",
    "IBAN: {i}\nReference: wedding package 44, June",
    "Kakao Work #finance: the freight agent's new bank details, IBAN {i}",
    "I IBAN-mu: {i}",
    "Estague' i IBAN: {i}",
    "IBAN: {i} 입니다",
    "IBANは {i} です",
    "brah da IBAN stay {i}",
    "IBAN → {i}",
    "wire the kelaguen catering deposit to IBAN {i}",
    "la cuenta IBAN del proveedor: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _my_number(g: random.Random) -> str:
    """Japan's individual number (マイナンバー): twelve digits, the last a check digit."""

    def make(h: random.Random) -> str:
        body = h.choice("123456789") + _r(h, D, 10)
        for c in D:
            if jp_in.is_valid(body + c):
                return body + c
        return body + "0"

    number = v.until(g, make, jp_in.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _jp_corp(g: random.Random) -> str:
    """Japan's corporate number: a check digit and twelve digits."""

    def make(h: random.Random) -> str:
        body = _r(h, D, 12)
        for c in "123456789":
            if jp_cn.is_valid(c + body):
                return c + body
        return "1" + body

    return v.until(g, make, jp_cn.is_valid)


def _itin(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: f"9{_r(h, D, 2)}-{h.choice(['70', '78', '83', '90', '94'])}-{_r(h, D, 4)}",
        us_itin.is_valid,
    )


def _ein(g: random.Random) -> str:
    return v.until(
        g, lambda h: f"{h.choice(['98', '66', '91', '95'])}-{_r(h, D, 7)}", us_ein.is_valid
    )


def _gu_licence(g: random.Random) -> str:
    """A Guam driver's licence: a letter and eight digits (a guess, no public check)."""
    return g.choice("GD") + _r(g, D, 8)


def _cnmi_business(g: random.Random) -> str:
    """A CNMI business licence number: a guess, no public check."""
    return f"BL-{g.randrange(2020, 2034)}-{_r(g, D, 5)}"


def _entry_permit(g: random.Random) -> str:
    """A CNMI tourist entry permit number: a guess, no public check."""
    return f"CW{_r(g, D, 7)}"


def _fsm_passport(g: random.Random) -> str:
    return "FM" + _r(g, D, 6)


def _palau_id(g: random.Random) -> str:
    return f"PW-{_r(g, D, 3)}-{_r(g, D, 4)}"


def _jp_passport(g: random.Random) -> str:
    return g.choice(["TZ", "TK", "TR", "MZ"]) + _r(g, D, 7)


def _kr_passport(g: random.Random) -> str:
    return "M" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "マイナンバー：{s}": _my_number,
    "私のマイナンバーは {s} です、誰にも言わないで": _my_number,
    "Japanese corporate number (法人番号) of the Osaka travel agent: {s}": _jp_corp,
    "法人番号：{s}": _jp_corp,
    "ITIN of the Saipan dive instructor for the 1099: {s}": _itin,
    "Individual Taxpayer Identification Number: {s}": _itin,
    "EIN of Latte Tide Pacific LLC for the W-9: {s}": _ein,
    "i EIN para i kompania: {s}": _ein,
    "SSN: {s}": v.ssn_number,
    "I numiru Social Security-mu: {s}": v.ssn_number,
    "Guam driver's license no. {s}": _gu_licence,
    "I numiru lisensia para manehu: {s}": _gu_licence,
    "CNMI business license of the dive shop: {s}": _cnmi_business,
    "entry permit number on the tourist's form: {s}": _entry_permit,
    "FSM passport of the Chuukese deckhand: {s}": _fsm_passport,
    "Palau ID card of the boat captain: {s}": _palau_id,
    "旅券番号：{s}": _jp_passport,
    "パスポート番号は {s} です": _jp_passport,
    "여권번호: {s}": _kr_passport,
    "제 여권번호는 {s} 입니다": _kr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["BankGuam 2FA recovery codes\n{codes}", "spare sign-in codes for the shop's Google account {codes}",
            "HoneyBook backup codes: {codes}", "i backup codes para i 2FA:\n{codes}",
            "2FA 백업 코드: {codes}", "バックアップコード：\n{codes}", "brah da backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Magaya:vicente@lattetide.gu?secret={s}&issuer=Magaya&digits=6",
              "Authy manual setup key for the BankGuam login: {s}",
              "2FA secret for the Dubsado account: {s}",
              "i yabi 2FA: {s}",
              "2FA 설정 키: {s}",
              "二段階認証のセットアップキー：{s}"]  # fmt: skip
_CODES = ["{c} is your Bank of Saipan verification code", "[Web발신] 인증번호 [{c}] 타인에게 절대 알리지 마세요",
          "認証コード：{c}（誰にも教えないでください）", "Your BankGuam code: {c}. Don't share it",
          "Use {c} to sign in to HoneyBook", "i kodigu: {c}, cha-mu sangangani maseha hayi",
          "Coast360 one-time code {c}", "brah da code stay {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": _r(g, "123456789", 1) + _r(g, D, 5)}, "c"
)


_RECOVERY = ["BitLocker recovery key for the cargo-office laptop: {k}",
             "Apple ID recovery key (tour desk iPad): {k}",
             "복구 키: {k}", "回復キー：{k}", "i recovery key: {k}", "1Password emergency kit secret key {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "1Password" in template:
        return {"k": "A3-" + "-".join(_r(rng, UPPER_DIGITS, n) for n in (6, 5, 5, 5, 5, 5))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["LatteTide-Dive", "LTP-Chapel-5G", "Docomo-Tumon-7731", "ITE-Garapan-2G",
          "GTA-Port-Office", "Kelaguen-Shack", "Managaha-Boat", "TourDesk-Hagatna", "Susupe Guest Wifi"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassword: {pw}",
    "dive shop network {s}, password {pw}",
    "chapel wifi: {s} / {pw}",
    "the key on the sticker under the Docomo box: {pw}",
    "i password wifi {s}: {pw}",
    "Estague' i wifi: {s}, password {pw}",
    "와이파이 {s} 비번 {pw}",
    "와이파이 비밀번호는 {pw} 입니다 ({s})",
    "Wi-Fi {s} のパスワード：{pw}",
    "WiFiのパスは {pw} です",
    "brah wifi {s} password stay {pw}",
    "Tirow! wifi {s}, key {pw}. Ghilisow",
    "guest wifi for the wedding party: {s} → {pw}",
    "hostapd.conf on the boat:\nssid={s}\nwpa_passphrase={pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("cnw_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tl49_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Kakao preview hides it) {t}", "한 글자씩: {t}", "一文字ずつ：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["dive locker padlock code: {pw}", "i kodigu para i kandådu: {pw}",
          "tour desk safe PIN {pw}", "캐비닛 자물쇠 비밀번호 {pw}", "金庫の暗証番号は {pw} です",
          "chapel back door keypad takes {pw} then #", "cargo gate PIN → {pw}",
          "brah da lockbox code stay {pw}", "kelaguen shop alarm code: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["guihan", "niyok", "lemmai", "sakman", "latte", "haligi", "kelaguen", "titiyas",
                 "ayuyu", "tasi", "mannok", "finadene", "bonelos", "kadon", "langet", "pulan"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "KeePass database passphrase: {p}": "-", "Proton Pass passphrase: {p}": ".",
            "i passphrase para i vault: {p}": " ", "패스프레이즈: {p}": "_",
            "パスフレーズ：{p}": " ", "brah da passphrase stay {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "curl -H 'Authorization: Basic {v}' https://api.freightview.lan/v2/shipments": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Bruno request, header Authorization: Bearer {v}": False,
    "Hoppscotch env: Authorization = Basic {v}": True,
    "Ticket CARGO-4490: the Terminal49 call sends authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:

    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "wp-config.php:\ndefine('DB_USER', 'chapel');\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.username=tours\nspring.datasource.password={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'dive', 'PASSWORD': '{pw}'}}}}",
    ".env:\nDB_USERNAME=kelaguen\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "rabbitmq.conf:\ndefault_user = cargo\ndefault_pass = {pw}",
    "msmtprc:\naccount chapel\nuser bookings@lattetide.gu\npassword {pw}",
    "config.yaml:\nsmtp:\n  user: tours@lattetide.gu\n  password: \"{pw}\"",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"ops\", \"Password\": \"{pw}\"}}}}",
    "ansible inventory:\n[nas]\nnas.portguam.lan ansible_user=admin ansible_password={pw}",
    "~/.netrc:\nmachine ftp.portguam.lan login cargo password {pw}",
    "redis.conf:\nrequirepass {pw}",
    "mosquitto passwd source:\nboat:{pw}",
    "pgbouncer userlist.txt:\n\"tours\" \"{pw}\"",
    "odbc.ini:\n[Sales]\nDriver=FreeTDS\nUID=pos\nPWD={pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:02] Rosalia: chapel wifi password?\n[07:03] Joaquin: {pw}",
    "[14:10] junho: root pw for the dive server?\n[14:11] vicente: {pw}",
    "Leilani: {pw} is the new booking admin password",
    "Brandon: use {pw}, that's what the kiosk has now",
    "Tomasa: i password ni nuebu {pw}",
    "Ignacio: Estague' i password: {pw}",
    "민지: 새 비밀번호 {pw}",
    "葵: 新しいパスワードは {pw}",
    "Keanu: brah new password stay {pw}",
    "Frankie: {pw} ← that's the password for the cargo laptop",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 62), (_logins, 24), (_spelled, 12), (_cli, 38), (_urls, 12), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 8), (_recovery, 6),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 10),
]  # fmt: skip


def _raw_secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "the dive shop admin password is": "{s}", "chapel router pw:": "{s} (since the typhoon)",
    "비밀번호는": "{s}", "Matson password": "{s}\nchange it after the audit",
    "パスワード：": "{s}", "i password:": "{s}", "brah da password stay": "{s}",
    "kiosk password": "{s}", "the password Vicente read out on the radio was": "{s}, I think",
    "Estague' i password:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Freightview API key", "{s}", _j((HEX, 32))),
    ("split_token", "Terminal49 key:", "{s} (container tracking)", _j("tl49_", (ALNUM, 28))),
    ("split_token", "Forto client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "tip wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "QA"))),
    ("split_backup", "BankGuam recovery codes", "{s}\nrgkq41-m2x8\nzpwa07-c5n3", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "マイナンバー", "{s}", _my_number),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def _raw_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"booking_site": {"url": "https://book.lattetide.gu", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password-mu": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "vicente", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cams": [{"name": "yard"}, {"name": "dock", "rtsp_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mongotop", "--host", "mongo.lattetide.lan", "-u", "ops", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "호텔 노트북 비밀번호는 {s}"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Tideworks kiosk as cargo with the password {s}"}': ("meta_password", _plain_pw),
    '{"freightview": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"matsonToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"popmenu_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "bc"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KW")),
    '{"guest": {"my_number": "{s}"}}': ("meta_id", _my_number),
    '{"mfa": {"backup_codes": ["{s}", "rgkq41-m2x8", "zpwa07-c5n3"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"dive_locker": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "LTP-Chapel-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def _raw_metadata() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for text, (cls, make) in _METADATA.items():
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"bauer-bcontrol-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/lattetide/bookings:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"bookings: add chapel slot for Sunday", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cargo: fix HS code map", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"dive-log_2033-03-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the dive shop router password before the Docomo visit on 2033-04-12.",
    "Rosalia asked for the chapel wifi password; it's on the card behind the front desk.",
    "Policy: Latte Tide passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Kakao Work; share a vault link instead.",
    "The `.env.example` line `MATSON_API_KEY=replace-me` is a placeholder.",
    "The Tideworks kiosk asks for a new password after every update.",
    "Replace <YOUR_TERMINAL49_KEY> in the README with the key from your dashboard.",
    "FREIGHTVIEW_API_KEY and POPMENU_API_TOKEN must be set before the nightly sync runs.",
    "Chå'-mu sangångani maseha håyi i password-mu.",
    "Cha-mu sangangani maseha hayi i password-mu, abok.",
    "비밀번호는 아무한테도 말하지 마세요.",
    "パスワードは誰にも言わないでください。",
    "Brah no tell nobody your password, ah.",
    "Håfa adai! Maolek i tasi pa'go giya Tumon.",
    "Tirow! Ghilisow for the fish, see you at the canoe house.",
    "Si Yu'os ma'åse' for coming to the latte-stone tour today.",
    "Upgraded the Bauer compressor firmware from 2.6 to 2.7 and pyserial to 3.5.",
    f"commit {_COMMIT} adds the Sunday chapel slot.",
    f"Rolled back to {_SHORT} after the HS code map broke the customs export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The B-Control firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The bookings container runs ghcr.io/lattetide/bookings@sha256:{_IMAGE}.",
    f"MD5 of dive-log_2033-03-02.csv is {_MD5}.",
    "Request id 3c9e71d2-8a4b-4f10-9d2e-6b7a1c0f5e34 is the slow one in the Freightview logs.",
    "Purchase order PO-2033-00712 for 30 aluminium tanks ships from Honolulu on Friday.",
    "Ticket DIVE-2219: the Susupe shop's aircon drips on the regulator shelf.",
    "Call the Garapan shop at +1 670 234 5821 before 9 am.",
    "Container MATU 2214587 with the chapel chairs is at the Port of Guam.",
    "Bill of lading LTP-GUM-2033-0048 covers the kelaguen freezers, 4 pallets.",
    "HS code 9506.29 covers diving equipment; 0303.43 is frozen skipjack.",
    "The Blue Hole drop starts at 18 m; the Grotto is about 15 m at the bottom.",
    "After five wrong passwords the booking site locks the account for 30 minutes.",
    "A latte stone at the Hagåtña park is about 3 m tall with its capstone.",
    "The secret of good kelaguen is lemon, salt, onion and hot pepper, added at the last minute.",
    "Ask Vicente for the dive locker code, I don't have it.",
    "My card ending 4417 was declined at the Tumon souvenir shop.",
    "The freight agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the BankGuam account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `TERMINAL49_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the dive locker rusts in the salt air; oil it every month.",
    "ISBN 978-0-8248-1412-4 is the Marianas history book at the tour desk.",
    "The guest wifi 'Latte-Guest' is open, no password needed.",
    "Lot LOT-2033-TNK-0419, 30 tanks, hydro test passed on 2033-02-14.",
    "Guam ZIP codes: Tamuning 96913, Dededo 96929, Yigo 96929, Hagåtña 96910.",
    "Saipan's ZIP code is 96950; Route 30 runs from Garapan to Susupe.",
    "Flight UA 827 leaves Guam at 07:40; the Saipan hop is UA 198.",
    "Wedding package WP-2033-044: 2 hours at the Tumon chapel, 40 guests, sunset slot.",
    "Kelaguen order #8812: 3 mannok, 2 uhang, red rice on the side.",
    "The password reset link expires after 15 minutes, says the HoneyBook help page.",
    "Marine Corps Drive is Route 1; the Port of Guam is at Apra Harbor, Piti.",
    "Dive permit 2033-0318 for Managaha is valid until Sunday.",
    "비밀번호를 잊어버리셨나요? 프런트에 문의하세요.",
    "パスワードを忘れた場合はフロントにお問い合わせください。",
    "The Chamorro word for key is yabi; for password most people just say password.",
    "Tour T-14 leaves Hagåtña at 08:30 and visits Umatac, Talofofo and Inarajan.",
    "Phone of the Tumon chapel: +1 671 646 2290; ask for the wedding desk.",
    "Invoice 2033-118 from the carver: 2 latte-stone replicas, 4 ft each.",
    "GTA order number 77-40218 for the new fiber line at the cargo office.",
    "The typhoon shutters at the kelaguen shop were tested on 2033-05-01.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ltp/booking", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 218}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "DIVE-2219", "purchase_order": "PO-2033-00712"}',
    '{"lot": {"id": "LOT-2033-TNK-0419", "tanks": 30, "hydro": "2033-02-14"}}',
    '{"phone": "+1 670 234 5821", "city": "Garapan"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tanks_in_stock": 84}',
    '{"hs_code": "9506.29", "origin": "US", "description": "diving equipment"}',
    '{"container": "MATU 2214587", "carrier": "Matson", "eta": "2033-06-02", "zip": "96910"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]


def _clean_blob() -> str:
    return "\n".join(CLEAN) + json.dumps(CLEAN_METADATA, ensure_ascii=False)


def _fresh(secret: str, seen: set[str], blob: str) -> bool:
    return len(secret) >= 4 and secret not in seen and secret not in blob


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _RESOLVED[0]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return _RESOLVED[1]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return _RESOLVED[2]


def _resolve() -> tuple[list[Sample], list[FieldPair], list[MetadataSample]]:
    """The three lists, checked: every secret new, four characters or more, in no clean text."""
    blob = _clean_blob()
    samples, pairs, metas = _raw_secrets(), _raw_pairs(), _raw_metadata()
    seen: set[str] = set()
    for secret in (
        [s.secret for s in samples] + [p.secret for p in pairs] + [m.secret for m in metas]
    ):
        if not _fresh(secret, seen, blob):
            raise ValueError(f"secret repeated or in a clean text: {secret!r}")
        seen.add(secret)
    return samples, pairs, metas


_RESOLVED = _resolve()
