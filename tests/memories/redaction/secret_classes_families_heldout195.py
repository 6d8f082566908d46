# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-ninety-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-ninety-third only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninety-fourth to hundred-and-ninety-seventh), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (195604317),
password words (an oreum, its height in metres and a sign; a crab, a year, a sign and an island; a
tangerine variety, its size grade and a year; a diver's word (`sumbisori`, `tewak`, `mangsari`) with
a number and a sign; leet words of the hallabong, the red snow crab, the diver's float and the stone
grandfather with a year; Jeju words joined by dots with a number; a turbine's number, a wind site
and a year; a name, a birth year, a sign and an island; an island in capitals, a sign and a number;
a ferry's name, its number, `ho`, a sign and a port; a generator's four groups and random runs),
names, places, templates, tools, vendors and layouts, the way the staff of Tamna Badang Holdings
(fictional: a ferry line from Mokpo, Yeosu and Tongyeong to Jeju and Ulleungdo, a red-snow-crab
plant at Tongyeong, a tangerine packing house at Seogwipo, a women-divers' (haenyeo) cooperative,
an offshore wind farm off Woljeong, guesthouses on Udo and in Yeosu and a credit union in Jeju City)
leak secrets into an assistant's memory. The texts are KakaoTalk, NateOn, Hiworks (하이웍스) and
Daou Office (다우오피스) messenger, Bizbox Alpha, LINE, Telegram and Naver Band messages,
chat logs with times, Redmine-style tickets, Teamply tasks, wiki pages and tables, Samsung Notes,
Naver Memo, a Tistory draft, a Daum Cafe board post, a KakaoStory draft, a Polaris Office document,
an e-mail, runbooks, a README fragment, shell prompts (tmux, Git Bash, WSL, cmd.exe, PowerShell,
zsh, fish), a `[Web발신]` SMS, code (Python, Kotlin, Swift, Go, PHP, Dart, Rust, Ruby, C#,
JavaScript, Lua and Elixir), configs, Clova Note voice-memo transcripts, dictated text and requests
to the assistant itself; the label's separators run from a colon, "is", a dash and `=` to an arrow
(`→`, `->`), an emoji (👉, 🔑), a new line, quotes (`"…"`, `“…”`, `「…」`, `『…』`), brackets, a
table's bar and Korean particles glued to the value (`…로`, `…이우다`).

Tools, calls and flags none of heldouts 5 to 193 names (each grepped for the command itself):
`x3270if 'String(…)'` driving the core-banking screen, RANCID's `jlogin -p` and `hlogin -p`,
Connect:Direct's `ndmcli` with `snodeid=(user,…)`, `tfx login --auth-type basic … --password`,
SourceGear Vault's `vault.exe … -password`, Dimensions' `dmcli -pass`, `ftpsync.pl …
ftppasswd=`, `db2adutl … password`, IBM MQ's `runmqckm -keydb -create … -pw`; beside them commands
of lightly used tools (each in one earlier corpus by that grep: Plastic's `cm profile create
--password=`, FRR's `vtysh … neighbor … password`, EdgeSwitch's `username … password … level 15`,
H3C's `password simple`, Aruba's `mgmt-user`, `mqsisetdbparms -p`, WebSphere's `manageprofiles
-adminPassword`, 389-DS's `dsidm -w`, Geronimo's `deploy.sh -u … -p`), and variables of the company's
own (`TAMNA_BOOKING_DB_PASSWORD`, `CRABQC_DB_PASS`, `HISTORIAN_PASSWORD`,
`TANGERINE_WMS_ADMIN_PASSWORD`, `HAENYEO_COOP_SMTP_PASS`, `WIND_SCADA_PASS`, `cu_core_db_password`,
`plant_nas_password`), in env files, compose, Kubernetes secrets, systemd units, Spring, .NET, TOML,
INI, Helm, Ansible, Terraform, Nomad, `.pgpass`, `my.cnf`, `wp-config.php` and crontab layouts, a
wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers and connection strings
(CUBRID's and Tibero's JDBC URLs among them).

About half of the secret samples are in other languages than English (by a rough count of the
drawn samples, 178 of 390): Jeju (Jejueo), Gyeongsang and Jeolla dialect texting in Hangul,
Korean texting with English loanwords in Hangul, Korean romanised texting and the Korean of Yanbian.
The wordings are the author's approximations, checked by no speaker, built around a few marker
words and the loanwords people text (비번, 패스워드, 와이파이, 어드민, 토큰, 서버, 백업 코드,
API 키, password, wifi, PIN): Jejueo's `마씸`/`마씀`, `-수다`, `-우다`, `-이우다`, `게메`, `이녁`,
`몬딱`, `맙서`, `-옵서예`, `폭싹 속았수다`, `삼촌` (any elder), `하르방`, `뭐였수과`; Gyeongsang's
`마`, `아이가`, `퍼뜩`, `우짜노`, `고마`, `맞제`, `내캉`, `마이소`, `바까뿟다`; Jeolla's `아따`,
`오메`, `거시기`, `긍께`, `-랑께`, `-여`, `참말로`, `겁나`, `-부러`, `허믄 돼야`, `바꿔부렀어`;
Yanbian's `-임다`, `-슴다`, `-슴둥`, `일없슴다`, `인차` (soon), `지꿈` (now), `어마이`, `아바이`,
`-쇼`; the loanword texting's `ㅇㅇ`, `ㅋㅋ`, `ㄱㄱ`, `-임`, `바꿈`; the romanised texting's `bibeon`,
`bimilbeonho`, `paeseuwodeu`, `waipai`, `hyeong`, `ppalli`, `maj-ji`, `ya`, `ieyo` (hyphens where print would write an apostrophe, `’`, or nothing). The Yanbian
lines (`인차`, `지꿈`, `-쇼`, `불러줌슴다`), the Jejueo `뭐였수과` and `-이우다` after a value, the
Gyeongsang `바까뿟다` and the romanised spellings (`maj-ji`, `geulja hana-ssik`, `si-deu munggu`) are
the thinnest guesses.

Vendors (the public data portal data.go.kr's service key, CLOVA Studio, Wrtn, Munjanara,
Goodchoice, Stayfolio, Sanha WINGS, Delivery Tracker, Smart Parcel, Hosting.kr, iwinv, Kakao i
Cloud, Baemin, Coupang Wing, Yogiyo, Daangn, Gmarket's ESM Plus, 11st, Wemakeprice, Interpark,
Wadiz, Banksalad, Smartro, KICC, JTNet, Happytalk, Lunasoft, DirectSend, Polaris Office, Albamon,
Saramin, Jobkorea, Ninehire, Teamply, Naver Booking, Withinn, Hotel Story, Unison, WindSim,
Haezoom, Green Labs, Nongsaro, Sabangnet, Playauto, Shoplinker, Kyungdong Express, Lotte Global
Logistics and Kakao Pay) are ones heldouts 5 to 193 do not name (grepped by name). The
shapes the author believes real are few: Coupang Wing's 40-hex secret key, 11st's 32-hex Open API
key, the data portal's base64 service key of 88 characters and a BitLocker recovery key (eight
groups of six digits, each a multiple of 11); every other shape is a guess (hex, base64,
URL-safe and alphanumeric runs, UUIDs, JWTs for Unison and Green Labs, WindSim's dashed licence,
the `nv-`, `sf_live_`, `nh_` and `DEV` prefixes, a Bitwarden recovery code of 32 capitals and
digits).

The ids are kinds heldouts 5 to 193 do not use, all invented shapes that no library or this file
checks (no check-digit algorithm is written here): a Korean farm business registration number
(농업경영체 등록번호), a rural guesthouse report number (농어촌민박 신고번호), a radio operator's
certificate number (무선종사자), a national-merit card number (국가유공자증), Korean passports
under Jejueo, Gyeongsang, Jeolla and romanised words and a Chinese passport under Yanbian words;
beside them two lightly used kinds that carry a check: South Korea's business registration number
(of a guesthouse owner's sole proprietorship), drawn until `stdnum.kr.brn` validates it, and
Vietnam's MST (a crab-plant worker's tax code), drawn until `stdnum.vn.mst` validates it. Card
numbers pass Luhn (the value helpers' Visa, Mastercard, Amex, JCB, UnionPay, Diners, Discover and
Maestro, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over the IBAN shape tables and IBAN calls of heldouts 5 to 193 (Romania, Switzerland,
Hungary, Kazakhstan, North Macedonia, Mongolia, Palestine and Burundi, in eleven to fourteen corpora
each by that count), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Korean (written in composed Hangul), Chinese (simplified), Japanese and Spanish lists, each
with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430
scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.kr import brn as kr_brn
from stdnum.vn import mst as vn_mst

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 195_604_317
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
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    already planted elsewhere in the corpus is drawn again."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(100):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_OREUMS = ["Saebyeol", "Darangswi", "Yongnuni", "Geomun", "Ttarabi", "Sangumburi", "Abu",
           "Baekyakyi", "Nohyeong", "Songak", "Dansan", "Jimi"]  # fmt: skip
_CRABS = ["Honggae", "Daege", "Kkotge", "Teolge", "Bakhaji", "Dolge"]
_CITRUS = ["Hallabong", "Cheonhyehyang", "Redhyang", "Hwanggeumhyang", "Gamgyul", "Yuja",
           "Dangyuja", "Jinjigyul"]  # fmt: skip
_ISLANDS = ["Ulleung", "Marado", "Gapado", "Chujado", "Geomundo", "Somaemuldo", "Bijindo",
            "Heuksando", "Hongdo", "Yokjido", "Saryangdo", "Geumodo", "Biyangdo"]  # fmt: skip
_DIVE = ["Sumbisori", "Tewak", "Mangsari", "Bitchang", "Bulteok", "Jamsugut", "Sojunggi"]
_SITES = ["Woljeong", "Haengwon", "Gasiri", "Pyeongdae", "Hallim", "Tamra"]
_SHIPS = ["Halla", "Seongsan", "Dongbaek", "Gaemaegi", "Bangeo", "Jarimi", "Olle", "Hanbit"]
_PORTS = ["Mokpo", "Yeosu", "Tongyeong", "Jeju", "Seogwipo", "Dodong", "Jeodong", "Hallim"]
_NAMES = ["Eunbi", "Seongjin", "Minji", "Haeyoung", "Jaeho", "Sunae", "Dongsu", "Hyejin",
          "Taekyun", "Ryeonhwa", "Sungchol", "Myongju", "Okja", "Bokdong", "Geumsun", "Chunhui"]  # fmt: skip
_JEJU_WORDS = ["oreum", "batdam", "olle", "jeongnang", "tewak", "bulteok", "gotjawal", "halmang",
               "dolhareubang", "mangsari", "gamgyul", "bangeo", "jarimi", "dongbaek"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H4ll4b0ng", "H0ngg43", "T3w4k", "Sumb1s0r1", "D0lh4r3ub4ng", "0r3umW1nd", "G4mgyu1",
         "M4ngs4r1", "F3rryT4mn4"]  # fmt: skip


def _four_groups(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_OREUMS)}{g.randrange(100, 520)}m{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CRABS)}{g.randrange(1985, 2032)}{g.choice(_SYMBOLS)}{g.choice(_ISLANDS)}",
    lambda g: f"{g.choice(_CITRUS)}-L{g.randrange(1, 6)}-{g.randrange(2019, 2034)}",
    lambda g: f"{g.choice(_DIVE)}{g.randrange(10, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    lambda g: ".".join(g.sample(_JEJU_WORDS, 3)) + str(g.randrange(10, 100)),
    lambda g: f"WTG{g.randrange(1, 30):02d}-{g.choice(_SITES)}#{g.randrange(2019, 2034)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2008)}{g.choice(_SYMBOLS)}{g.choice(_ISLANDS)}",
    lambda g: f"{g.choice(_ISLANDS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _four_groups,
    lambda g: f"{g.choice(_SHIPS)}{g.randrange(1, 20)}ho{g.choice(_SYMBOLS)}{g.choice(_PORTS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "KakaoTalk, 고은비: the ferry kiosk admin password is {pw}",
    "NateOn message from Jaeho: the ticket-gate PC password → {pw}",
    "하이웍스 메신저, Minji: crab cooker HMI password: {pw}",
    "다우오피스 메신저 (Seogwipo office): the blast freezer controller password is “{pw}”",
    "Bizbox Alpha note: Unison U113 turbine SCADA admin password - {pw}",
    "LINE from Sunae: the diver co-op's catch-scale tablet password 👉 {pw}",
    "Telegram, #tongyeong-plant: X-ray bone detector password\n{pw}",
    "Naver Band post (Yeosu guesthouse staff, members only): front-desk PMS password ({pw})",
    "Teamply task 'ferry timetable sync': SFTP password {pw}",
    "Samsung Notes page 'Woljeong wind': met-mast logger password = {pw}",
    "Naver Memo: credit-union teller terminal password -> {pw}",
    "Tistory draft (never published, thankfully): guesthouse router admin password is {pw}",
    "Daum Cafe post, staff-only board: tangerine sorter web password 🔑 {pw}",
    "KakaoStory draft, set to private: my Jeju Bank app password is {pw}",
    "Polaris Office doc 'Handover, Mokpo ticket office': POS back-office password: {pw}",
    "Clova Note transcript: ...so the Woljeong substation RTU password is {pw}, okay, next item",
    "Redmine #2291: Ulleungdo booking site admin password {pw} stopped working after the patch",
    "ticket FER-4417: please reset the kiosk at Yeosu terminal, current password {pw}",
    "| system | password |\n|---|---|\n| crab plant SCADA | `{pw}` |",
    "Hi Seongjin,\n\nthe root password on the Tongyeong plant NAS is now {pw}. Delete this mail once it's in the vault.\n\nHaeyoung",
    "Runbook: restart the Mokpo gate turnstiles\n1. open the controller at 10.20.4.11\n2. log in as admin\n3. password: {pw}\n4. power-cycle lanes 2 and 3",
    "README (guesthouse Pi)\nThe door-log dashboard is at http://pi.tbh.lan:8080, admin password '{pw}'.",
    "note to self: Jeju City credit union core-banking test password {pw}",
    "please remember my ferry booking account password: {pw}",
    "remember this for me: the Haezoom solar portal password is {pw}",
    "after the reinstall the tangerine warehouse PC password became {pw}",
    "dictated: the wind farm historian password is {pw} full stop",
    "삼촌, 창고 컴퓨터 비밀번호 {pw} 마씸",
    "이녁 서버 비번 잊어불지 맙서: {pw}",
    "게메, 해녀회 통장 앱 비밀번호는 \"{pw}\" 마씀",
    "폭싹 속았수다. 풍력 SCADA 어드민 비번 👉 {pw}",
    "감귤 선과장 PC 패스워드 바꿨수다 → {pw}",
    "민박 예약 사이트 비밀번호 몬딱 {pw}로 바꿨수다",
    "고은비: 하르방네 와이파이 말고, 사무실 서버 비번은 {pw}이우다",
    "마, 어판장 PC 비번 {pw} 아이가, 단디 외아라",
    "퍼뜩 적어라, 대게 공장 서버 패스워드 = {pw}",
    "우짜노… 홍게 선별기 관리자 비번 {pw} 로 바까뿟다",
    "니 고마 이거 써라 (비번: {pw})",
    "통영 사무실 NAS 비밀번호 {pw} 맞제?",
    "내캉 같이 쓰는 계정 비번 「{pw}」 이다, 딴 데 말하지 마이소",
    "아따, 여수 매표소 PC 비번이 {pw} 랑께",
    "오메, 목포 창고 거시기 관리자 비번: {pw}",
    "긍께 신협 인터넷뱅킹 비밀번호는 {pw} 이여",
    "참말로 겁나 길어부러, 서버 패스워드 - {pw}",
    "거시기, 그 풍력 관리자 비번 → {pw} 허믄 돼야",
    "어마이, 은행 앱 비밀번호 {pw} 임다. 일없슴다",
    "공장 컴퓨터 비번 인차 바꿨슴다: {pw}",
    "이 비번 맞슴둥? {pw}",
    "지꿈 서버 패스워드는 {pw} 임다",
    "아바이네 위챗 비밀번호 『{pw}』 슴다, 잊어버리지 마쇼",
    "ㅇㅇ 어드민 패스워드 {pw} ㅋㅋ",
    "서버 로그인 패스워드 바꿈 → {pw}",
    "디비 패스워드 {pw} 임 ㄱㄱ",
    "키오스크 어드민 계정 패스워드\n{pw}",
    "백오피스 패스워드 (임시): {pw}",
    "hyeong, seobeo bibeon bakkwosseo: {pw}",
    "admin paeseuwodeu -> {pw} ieyo",
    "bibeon {pw} maj-ji?",
    "naeil ppalli bakkwa, jigeum bibeon {pw}",
    "changgo PC bimilbeonho neun {pw} ya",
    "mokpo maepyoso kiosk paeseuwodeu: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["eunbi.ko", "sjyang", "minji.bu", "hy.kang", "jaeho.hyeon", "sunae.oh", "dongsu",
          "hjpark", "ryeonhwa.piao", "sungchol.jin", "mj.lee", "okja", "svc-ferry", "crab-qc",
          "scada-ops", "tangerine-wh", "gh-front", "cu-teller"]  # fmt: skip
_LOGINS = [
    "KakaoTalk, Dongsu: the Unison portal login is {u} / {pw}",
    "Redmine #2301: {u} locked out of the PMS, last password {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Ferry › Kiosks › Yeosu terminal: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| blast freezer | {u} | {pw} |",
    "sign into the crab plant SCADA as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: tangerine-wh-01\n  user: {u}\n  pass: {pw}",
    "NateOn: account {u}, password {pw}",
    "아이디 {u} 비번 {pw} 마씸",
    "아이디는 {u}, 패스워드 {pw} 아이가",
    "아이디 {u} 허고 비번 {pw} 여",
    "계정 {u}, 비밀번호 {pw} 임다",
    "ID {u} / PW {pw} ㅇㅇ",
    "aidi {u} bibeon {pw}",
    "system,user,password\nferry-booking,{u},{pw}",
    "ssh {u}@nas.tbh.lan (password {pw})",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["honggae", "tewak", "hallabong", "oreum", "batdam", "sumbisori", "mangsari",
               "dolhareubang", "jeongnang", "bangeo", "jarimi", "gaemaegi", "dongbaek", "gotjawal"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the guesthouse wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "비번은 {w} 이라는 단어, 그 다음에 {d} 마씸",
    "패스워드는 영어로 {w}, 뒤에 숫자 {d} 붙여라",
    "비번 거시기 {w} 허고 {d} 여",
    "비번은 {w}, 다음에 {d} 임다",
    "bibeon-eun yeongeo-ro {w}, dwie {d}",
    "Clova Note: password, the word {w}, then the number {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "x3270if 'String(\"{u}\")'; x3270if Tab; x3270if 'String(\"{pw}\")'; x3270if Enter",
    "jlogin -u {u} -p '{pw}' -c 'show system alarms' mx-jeju-01",
    "hlogin -u {u} -p '{pw}' -c 'show vlans' sw-ulleung-2",
    "ndmcli\nDirect> submit cuxfer process snode=CU.CORE.JEJU snodeid=({u},{pw})\n  step1 copy from (file=/data/ach/out.dat pnode) to (file=ACH.IN.DAILY snode disp=rpl) pend;",
    "tfx login --service-url https://tfs.tbh.lan/tfs/DefaultCollection --auth-type basic --username {u} --password '{pw}'",
    "vault.exe GET -host vault.tbh.lan -user {u} -password '{pw}' -repository FerryApps $/timetables",
    "dmcli -user {u} -pass '{pw}' -host dim.tbh.lan -dbname cmdb -dsn dim14",
    "perl ftpsync.pl ftpserver=ftp.tbh.lan ftpuser={u} ftppasswd={pw} ftpdir=/www/guesthouse ./site",
    "db2adutl query full database CUDB nodename JEJU_CU owner db2inst1 password {pw}",
    "runmqckm -keydb -create -db /var/mqm/qmgrs/CUQM/ssl/key.kdb -pw '{pw}' -type cms -stash",
    "cm profile create --server=plastic.tbh.lan:8087 --username={u} --password={pw} --workingmode=UPWorkingMode",
    "vtysh -c 'conf t' -c 'router bgp 65010' -c 'neighbor 10.44.0.1 password {pw}'",
    "(EdgeSwitch) (Config)# username {u} password {pw} level 15",
    "system-view\nlocal-user {u} class manage\n password simple {pw}\n service-type ssh",
    "(Aruba7010) (config) #mgmt-user {u} root {pw}",
    "mqsisetdbparms CUNODE -n jdbc::coreDB -u {u} -p '{pw}'",
    "manageprofiles.sh -create -profileName CuApp01 -enableAdminSecurity true -adminUserName {u} -adminPassword '{pw}'",
    "dsidm -D 'cn=Directory Manager' -w '{pw}' ldap://ldap.tbh.lan -b dc=tbh,dc=lan user list",
    "bin/deploy.sh -u {u} -p '{pw}' deploy booking.war",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "tmux pane 2, sjyang@scada-hist:~$ {c}", "Git Bash MINGW64 ~/ferry $ {c}",
    "WSL Ubuntu, jaeho@DESKTOP-MOKPO:~$ {c}", "cmd.exe C:\\ops>{c}", "Windows Terminal: PS C:\\ops> {c}",
    "zsh on the plant Mac ❯ {c}", "fish: dongsu@tangerine-wh ~> {c}", "제가 돌린 명령어: {c}",
    "이거 돌렸수다: {c}", "이거 쳤다 아이가: {c}", "이렇게 쳤당께: {c}", "이 명령 돌렸슴다: {c}",
    "igeo dollyeosseo: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        family = _Family(cls, templates, _with(_plain_pw, u=_USERS), "pw")
        return v.framed(rng, family.take(rng, n, seen), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-pier2.tbh.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@sftp.tamnabadang.kr:2222/timetables/",
    "postgresql://{u}:{pw}@pg.tbh.lan:5432/ferry_booking",
    "mysql+pymysql://{u}:{pw}@pms-db.tbh.lan/guesthouse",
    "mongodb+srv://{u}:{pw}@catch.tbh.lan/haenyeo?retryWrites=true",
    "amqp://{u}:{pw}@mq.tbh.lan:5672/crab",
    "mqtt://{u}:{pw}@broker.tbh.lan:1883",
    "jdbc:tibero:thin:@tb.tbh.lan:8629:CUDB?user={u}&password={pw}",
    "jdbc:cubrid:cubrid.tbh.lan:33000:cudb:{u}:{pw}:",
    "ftp://{u}:{pw}@ftp.tbh.lan/scada-exports/",
    "redis://{u}:{pw}@cache.tbh.lan:6379/2",
    "smb://{u}:{pw}@nas.tbh.lan/crab-qc",
]  # fmt: skip
_URL_PLACES = [
    "BOOKING_DB_URL={c}", "Redmine #2310: {c}", "연결 문자열 {c} 마씸", "DB 주소 {c} 임다",
    "keep this connection string: {c}", "Notion page 'Databases': {c}", "connection string 이거 써: {c}",
    "접속 주소 = {c} 아이가",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tamna-badang", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("data.go.kr", "DATA_GO_KR_SERVICE_KEY", _j((B64, 86), "==")),
    ("CLOVA Studio", "CLOVA_STUDIO_API_KEY", _j("nv-", (HEX, 32))),
    ("Wrtn", "WRTN_API_KEY", _j((HEX, 40))),
    ("Munjanara", "MUNJANARA_API_KEY", _j((ALNUM, 24))),
    ("Goodchoice", "GOODCHOICE_PARTNER_SECRET", _j((URLSAFE, 43))),
    ("Stayfolio", "STAYFOLIO_API_TOKEN", _j("sf_live_", (ALNUM, 32))),
    ("Sanha WINGS", "SANHA_WINGS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Delivery Tracker", "DELIVERY_TRACKER_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Smart Parcel", "SMART_PARCEL_T_KEY", _j((ALNUM, 22))),
    ("Hosting.kr", "HOSTINGKR_API_SECRET", _j((HEX, 32))),
    ("iwinv", "IWINV_SECRET_KEY", _j((ALNUM, 40))),
    ("Kakao i Cloud", "KIC_SECRET_ACCESS_KEY", _j((HEX, 64))),
    ("Baemin", "BAEMIN_ORDER_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Coupang Wing", "COUPANG_WING_SECRET_KEY", _j((HEX, 40))),
    ("Yogiyo", "YOGIYO_VENDOR_TOKEN", _j((URLSAFE, 48))),
    ("Daangn", "DAANGN_BIZ_API_KEY", _j((ALNUM, 36))),
    ("ESM Plus", "ESM_PLUS_SECRET_KEY", _j((HEX, 32))),
    ("11st", "ELEVENST_OPENAPI_KEY", _j((HEX, 32))),
    ("Wemakeprice", "WMP_PARTNER_KEY", _j((B64, 44))),
    ("Interpark", "INTERPARK_TOUR_API_KEY", _j((ALNUM, 32))),
    ("Wadiz", "WADIZ_API_TOKEN", _j((URLSAFE, 40))),
    ("Banksalad", "BANKSALAD_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Smartro", "SMARTRO_MERCHANT_KEY", _j((B64, 86), "==")),
    ("KICC", "KICC_EASYPAY_SECRET", _j((HEX, 64))),
    ("JTNet", "JTNET_SIGN_KEY", _j((ALNUM, 48))),
    ("Happytalk", "HAPPYTALK_SENDER_KEY", _j((HEX, 40))),
    ("Lunasoft", "LUNASOFT_API_KEY", _j((ALNUM, 30))),
    ("DirectSend", "DIRECTSEND_API_KEY", _j((ALNUM, 20))),
    ("Polaris Office", "POLARIS_OFFICE_API_KEY", _j((HEX, 32))),
    ("Albamon", "ALBAMON_API_KEY", _j((UPPER_HEX, 32))),
    ("Saramin", "SARAMIN_ACCESS_KEY", _j((ALNUM, 50))),
    ("Jobkorea", "JOBKOREA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Ninehire", "NINEHIRE_API_TOKEN", _j("nh_", (ALNUM, 40))),
    ("Teamply", "TEAMPLY_WEBHOOK_SECRET", _j((HEX, 48))),
    ("Naver Booking", "NAVER_BOOKING_PARTNER_SECRET", _j((ALNUM, 32))),
    ("Withinn", "WITHINN_API_KEY", _j((ALNUM, 32))),
    ("Hotel Story", "HOTELSTORY_CHANNEL_KEY", _j((UPPER_DIGITS, 24))),
    ("Unison", "UNISON_WTG_PORTAL_TOKEN", _vendor_jwt("unison-wtg-portal")),
    ("WindSim", "WINDSIM_LICENSE_KEY", _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5))),
    ("Haezoom", "HAEZOOM_API_KEY", _j((HEX, 32))),
    ("Green Labs", "GREENLABS_FARM_TOKEN", _vendor_jwt("greenlabs-farmmorning")),
    ("Nongsaro", "NONGSARO_API_KEY", _j((ALNUM, 36))),
    ("Sabangnet", "SABANGNET_API_KEY", _j((ALNUM, 32))),
    ("Playauto", "PLAYAUTO_API_KEY", _j((URLSAFE, 40))),
    ("Shoplinker", "SHOPLINKER_AUTH_KEY", _j((HEX, 32))),
    ("Kyungdong Express", "KDEXP_API_KEY", _j((ALNUM, 28))),
    ("Lotte Global Logistics", "LOTTE_GLOGIS_API_SECRET", _j((HEX, 40))),
    ("Kakao Pay", "KAKAOPAY_SECRET_KEY", _j("DEV", (UPPER_HEX, 38))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} ghcr.io/tamnabadang/booking:3.1",
    "kubectl create secret generic booking-env --from-literal={env}={tok}",
    "systemd unit override:\n[Service]\nEnvironment={env}={tok}",
    "GitHub Actions step: echo \"{env}={tok}\" >> $GITHUB_ENV",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Tamna ERP › 설정 › 연동 › {vendor} › API 키: {tok}",
    "| {vendor} | prod | {tok} |",
    "Redmine #2330: {vendor} integration broken, current key {tok}",
    "NateOn, Jaeho: {vendor} key for the booking sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API 키 {tok} 마씸",
    "{vendor} API 키 = {tok} 아이가",
    "{vendor} API 키는 {tok} 여",
    "{vendor} API 키 {tok} 임다",
    "{vendor} 에이피아이 키: {tok} (운영용)",
    "{vendor} API ki-neun {tok} ya",
    "{vendor} 토큰 새로 받음 → {tok}",
    "Clova Note transcript: the {vendor} key, reading it off the screen, {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = (firsts + rng.sample(rest, max(0, n - len(firsts))))[:n]
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_CODE = [
    'requests.get("https://apis.data.go.kr/1192000/service/OceansBeachInfoService1/getOceansBeachInfo1", params={{"serviceKey": "{k}", "pageNo": 1}})',
    'private const val SMART_PARCEL_KEY = "{k}"',
    'let client = TamnaBookingClient(apiKey: "{k}")',
    'db, err := sql.Open("mysql", "pms:{pw}@tcp(pms-db.tbh.lan:3306)/guesthouse")',
    '$pdo = new PDO("pgsql:host=pg.tbh.lan;dbname=ferry", "booking", "{pw}");',
    "final kakaoPay = KakaoPayApi(secretKey: '{k}');",
    'let wrtn_token = "{k}"; // Wrtn API, prod',
    "Sabangnet.configure {{ |c| c.api_key = '{k}' }}",
    'var cs = "Server=sql.tbh.lan;Database=CuCore;User Id=teller;Password={pw};";',
    "const lunasoft = new Lunasoft({{ userId: 'tamna', apiKey: '{k}' }});",
    'local mqtt_pass = "{pw}" -- turbine gateway WTG-07',
    'config :booking, Booking.Repo, username: "booking", password: "{pw}", hostname: "pg.tbh.lan"',
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = [_j((B64, 86), "=="), _j((ALNUM, 22)), _j((HEX, 40)), _j("DEV", (UPPER_HEX, 38))][
        index % 4
    ](rng)
    pw = _plain_pw(rng)
    return {"k": key, "pw": pw, "secret": key if "{k}" in template else pw}


_code = _Family("code_secret", _CODE, _code_draw, "k")


_BARE_PLACES = ["{t}", "NateOn: {t}", "this only shows once, keep it:\n{t}", "토큰 {t} 마씸",
                "{t}\n^ 새 거, 옛날 건 폐기", "hold this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the tangerine-orchard soil sensor S-12: {h}": 32,
    "AES key for the ferry e-ticket QR signatures: {h}": 64,
    "HMAC secret for the Kakao Pay webhook: {h}": 64,
    "Modbus gateway pre-shared key (hex) at Woljeong: {h}": 32,
    "암호화 키 {h} 마씸": 64,
    "백업 암호화 키 = {h} 아이가": 48,
    "암호화 키 {h} 임다": 32,
    "amhohwa ki: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Redmine #2355: token from the browser's network tab {t}",
    "Cookie: lang=ko; tbh_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "토큰 {t} 마씸",
    "토큰 {t} 임다",
    "Happytalk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tamnabadang.kr"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.tamnabadang.kr/realms/staff", "azp": "ferry-console",
                   "roles": ["ticketing", "ops"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the plant NAS, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.tamnabadang.kr.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"KAKAOPAY_SIGN_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_scada <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "서버 개인키 마씸:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the credit union's file exchange:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet recovery phrase, copied off the card before I shred it: {p}": "english",
    "MetaMask secret recovery phrase\n{p}": "english",
    "voice memo: the Ledger words are {p} and that's all of them": "english",
    "Exodus backup words: {p}": "english",
    "지갑 복구 구문 {p} 마씸": "korean",
    "니모닉 = {p} 아이가": "korean",
    "시드 문구 {p} 여": "korean",
    "지갑 니모닉 {p} 임다": "chinese_simplified",
    "imToken 助记词 {p}": "chinese_simplified",
    "일본 지갑 복구 문구: {p}": "japanese",
    "스페인어 니모닉 (다이버 후안 거): {p}": "spanish",
    "si-deu munggu: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed(rng: random.Random, language: str, words: int) -> str:
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 15: 20, 18: 24, 24: 32}[words]))
    phrase = str(_MNEMO[language].to_mnemonic(entropy))
    return unicodedata.normalize("NFC", phrase) if language == "korean" else phrase


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _seed(rng, _SEED_PLACES[template], [12, 24, 12, 18, 15][index % 5])}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "KakaoTalk, Haeyoung: company card for the crab cooker parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Redmine #2371: pay the Unison service visit with card {c}",
    "카드번호 {c} 마씸, 유효기간 {mm}/{yy}",
    "법인카드 번호 = {c} 아이가",
    "카드 번호 {c} 여, 만료 {mm}/{yy}",
    "은련카드 번호 {c} 임다",
    "카드번호: {c} (법인)",
    "kadeu beonho {c}, {mm}/{yy}",
    "guarantee card on file for the Udo group booking: {c}",
    "Clova Note: card number {c}, expiry {mm} {yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "diners", "discover", "maestro"]


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "unionpay" if "은련" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", " ", "-", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/35, security code {cvv}",
               "카드 뒷면 세 자리 {cvv} 마씸",
               "Amex {c}, four-digit CID on the front: {cvv}",
               "CVC = {cvv} 아이가",
               "카드 뒤에 세 자리 {cvv} 임다"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 193; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"RO": "aaaa" + "c" * 16, "CH": "n" * 5 + "c" * 12, "HU": "n" * 24,
                "KZ": "nnn" + "c" * 13, "MK": "nnn" + "c" * 10 + "nn", "MN": "n" * 16,
                "PS": "aaaa" + "c" * 21, "BI": "n" * 23}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TB-2032-0418: pay the Bucharest turbine-parts supplier to {i} within 30 days",
    "save the Zürich blade-inspection firm's IBAN: {i}",
    "IBAN: {i}\nReference: gearbox oil, May",
    "KakaoTalk #finance: the Almaty crab buyer's new bank details, IBAN {i}",
    "IBAN {i} 마씸",
    "거래처 IBAN = {i} 아이가",
    "IBAN 번호 {i} 여",
    "IBAN {i} 임다",
    "해외 송금 IBAN: {i}",
    "IBAN beonho {i}",
    "the Ulaanbaatar tangerine importer's IBAN for the prepayment: {i}",
    "Skopje net-maker, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _farm_reg(g: random.Random) -> str:
    """A Korean farm business registration number (농업경영체 등록번호): ten digits, a guess."""
    return g.choice("123456789") + _r(g, D, 9)


def _minbak(g: random.Random) -> str:
    """A rural guesthouse report number: a district code, a year and a serial, invented."""
    return f"{g.choice(['50110', '50130'])}-{g.randrange(2012, 2033)}-{g.randrange(1, 1000):05d}"


def _radio_cert(g: random.Random) -> str:
    """A radio operator's certificate number (무선종사자 자격증): invented shape."""
    return f"{g.randrange(10, 33)}-{g.randrange(11, 40)}-{g.randrange(1, 4)}-{_r(g, D, 6)}"


def _merit_card(g: random.Random) -> str:
    """A national-merit card number (국가유공자증): invented shape."""
    return f"{g.randrange(10, 100)}-{_r(g, D, 6)}"


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M or S, three digits, a letter and four digits (the newer layout)."""
    return f"{g.choice('MS')}{_r(g, D, 3)}{g.choice('ABCDEFGH')}{_r(g, D, 4)}"


def _cn_passport(g: random.Random) -> str:
    """A Chinese e-passport: E, a letter and seven digits."""
    return "E" + g.choice("ABCDEFGHJK") + _r(g, D, 7)


def _brn(g: random.Random) -> str:
    """South Korea's business registration number, drawn until stdnum's check digit holds."""
    number = v.until(g, lambda h: h.choice("123456") + _r(h, D, 9), kr_brn.is_valid)
    return str(kr_brn.format(number))


def _mst(g: random.Random) -> str:
    """Vietnam's MST, ten digits, drawn until stdnum's check digit holds."""
    return v.until(g, lambda h: f"{h.randrange(1, 97):02d}{_r(h, D, 8)}", vn_mst.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "귤밭 농업경영체 등록번호 {s} 마씸": _farm_reg,
    "농업경영체 등록번호: {s}": _farm_reg,
    "농어촌민박 신고번호 {s} 여": _minbak,
    "rural guesthouse report number (농어촌민박 신고번호) for the Udo house: {s}": _minbak,
    "무선종사자 자격증 번호 = {s} 아이가": _radio_cert,
    "my radio operator certificate (무선종사자) number for the ferry: {s}": _radio_cert,
    "할아버지 국가유공자증 번호 {s} 마씸": _merit_card,
    "여권번호 {s} 마씸": _kr_passport,
    "여권 번호 {s} 아이가": _kr_passport,
    "여권번호 {s} 여": _kr_passport,
    "중국 여권 번호 {s} 임다": _cn_passport,
    "yeogwon beonho {s}": _kr_passport,
    "사업자등록번호 {s} (민박 대표)": _brn,
    "business registration number of the Yeosu guesthouse: {s}": _brn,
    "베트남 세금코드 (MST) {s}, for Nguyen's payslip": _mst,
    "Vietnamese tax code of the crab-plant worker Tran, for the withholding form: {s}": _mst,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Google Workspace backup codes for the Mokpo office:\n{codes}",
            "2단계 인증 백업 코드\n{codes}", "백업 코드 몬딱 적어둡서: {codes}",
            "2FA 백업 코드 = {codes} 아이가", "baeg-eop kodeu: {codes}",
            "GitLab recovery codes:\n{codes}", "백업 코드 {codes} 임다"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_SEEDS_2FA = ["otpauth://totp/TamnaERP:{u}@tamnabadang.kr?secret={s}&issuer=TamnaERP&period=30",
              "Google Authenticator manual entry key for the Coupang Wing seller account: {s}",
              "OTP 시크릿 키 {s} 마씸",
              "2FA setup key (the QR wouldn't scan on the kiosk): {s}",
              "TOTP 시드 = {s} 아이가",
              "otp sikeurit ki: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret, "u": rng.choice(_USERS)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")

_CODES = ["[Web발신] [제주은행] 인증번호 [{c}] 타인에게 절대 알려주지 마세요",
          "{c} is your Tamna Ferry sign-in code", "인증번호 {c} 임다, 빨리 넣으쇼",
          "[신협] 인증번호 {c} 를 입력해 주세요", "Your Coupang Wing verification code: {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


def _bitlocker(g: random.Random) -> str:
    """A BitLocker recovery key: eight groups of six digits, each a multiple of 11."""
    return "-".join(f"{11 * g.randrange(65536):06d}" for _ in range(8))


_RECOVERY: dict[str, Maker] = {
    "BitLocker recovery key for the teller PC at the Jeju City branch: {k}": _bitlocker,
    "비트로커 복구 키 {k} 마씸": _bitlocker,
    "Bitwarden two-step login recovery code: {k}": _j((UPPER_DIGITS, 32)),
    "복구 코드 (Tamna ERP 관리자 계정): {k} 임다": _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5)),
    "recovery code for the Haezoom portal's 2FA: {k}": _j((LOWER_DIGITS, 4), "-", (LOWER_DIGITS, 4), "-", (LOWER_DIGITS, 4), "-", (LOWER_DIGITS, 4)),
}  # fmt: skip
_recovery = _Family("recovery_code", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_SSIDS = ["TamnaStay-5G", "Seogwipo_Guest", "KT_GiGA_5G_Wave2_A1B2", "iptime-oreum", "U+Net3F21",
          "SK_WiFiGIGA8E2C", "Mokpo-Terminal-Staff", "Ulleung-Dock", "Tongyeong-Plant-2G",
          "Woljeong-WTG-LAN", "Yeosu-Office", "Udo-Guesthouse"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "guesthouse wifi {s} / {pw}",
    "혼저 옵서예! 와이파이 {s}, 비번 {pw}",
    "와이파이 {s} 비밀번호 {pw} 마씸",
    "와이파이 {s} 비번은 {pw} 아이가",
    "와이파이 {s} 비번 {pw} 여",
    "와이파이 {s} 비밀번호 {pw} 임다",
    "와이파이 {s} 패스워드: {pw}",
    "waipai {s} bibeon {pw}",
    "the key on the sticker under the KT router: {pw}",
    "Yeosu office wifi ({s}) password is {pw}",
    "turbine nacelle AP: ssid {s}, psk {pw}",
    "객실 안내문: Wi-Fi {s} · PW {pw}",
    "hostapd on the ferry cabin AP:\nssid={s}\nwpa_key_mgmt=WPA-PSK\nwpa_passphrase={pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 10) + _r(rng, LOWER, 2)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("nv-", (HEX, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j("sf_live_", (ALNUM, 20)),
                 _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading the key out one character at a time: {t}", "(띄어서 보냄) {t}", "한 글자씩: {t}",
          "[dictated over the phone] {t}", "한 자씩 불러줌슴다: {t}", "geulja hana-ssik: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["민박 현관 도어락 비번 {pw} 마씸, 끝에 * 누릅서", "게스트하우스 2호실 도어락: {pw}#",
          "대게 창고 자물쇠 번호 {pw} 아이가", "매표소 뒷문 번호키 {pw} 여",
          "공장 탈의실 자물쇠 비번 {pw} 임다", "Door code for the Udo guesthouse: {pw}",
          "the ferry crew room keypad takes {pw} then #",
          "padlock on the Woljeong turbine 07 base door: {pw}",
          "alarm panel at the credit union: type {pw} and press OFF",
          "key box at the Yeosu guesthouse (for late check-in): {pw}", "도어락 비밀번호 → {pw}",
          "dooreorak bibeon {pw}", "ATM card PIN for the co-op account: {pw}",
          "SIM PIN for the turbine modem: {pw}", "공동현관 비번 {pw}* 마씸",
          "해녀 탈의장 번호키 = {pw} 이우다"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["oreum", "batdam", "tewak", "honggae", "jeongnang", "gamgyul", "dongbaek",
                 "bangeo", "gaemaegi", "sumbisori", "mangsari", "jarimi", "halla", "bulteok",
                 "gotjawal", "halmang"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the ferry office: {p}": " ",
            "백업 암호 문구 {p} 마씸": " ", "VeraCrypt volume passphrase: {p}": "-",
            "paeseuprejeu: {p}": ".", "암호 문구 = {p} 아이가": " ",
            "Bitwarden master passphrase: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman header: Authorization: Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.tbh.lan/v1/bookings": False,
    "Apache: RequestHeader set Authorization \"Basic {v}\"": True,
    "Insomnia export: authorization: bearer {v}": False,
    "헤더에 Authorization: Bearer {v} 넣었수다": False,
    "Bruno request, auth header = Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nTAMNA_BOOKING_DB_PASSWORD={pw}\nTAMNA_BOOKING_DB_HOST=pg.tbh.lan",
    "docker-compose.yml:\n  pms-db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: scada-historian\nstringData:\n  HISTORIAN_PASSWORD: \"{pw}\"",
    "/etc/systemd/system/crab-qc.service:\n[Service]\nEnvironment=CRABQC_DB_PASS={pw}\nExecStart=/opt/crabqc/bin/server",
    "application.yml:\nspring:\n  datasource:\n    url: jdbc:tibero:thin:@tb.tbh.lan:8629:CUDB\n    username: cuapp\n    password: {pw}",
    "appsettings.json: {{\"ConnectionStrings\": {{\"Pms\": \"Server=sql.tbh.lan;Database=Pms;User Id=pms;Password={pw};\"}}}}",
    "config.toml:\n[historian]\nuser = \"scada\"\npassword = \"{pw}\"",
    "settings.ini:\n[ferry_kiosk]\nadmin_user=kiosk\nadmin_pass={pw}",
    "values.yaml:\nbooking:\n  db:\n    user: booking\n    password: {pw}",
    "group_vars/plant.yml:\nplant_nas_user: admin\nplant_nas_password: \"{pw}\"",
    "terraform.tfvars:\ncu_core_db_password = \"{pw}\"",
    "nomad job: template {{ data = \"WIND_SCADA_PASS={pw}\" destination = \"secrets/env\" env = true }}",
    ".pgpass:\npg.tbh.lan:5432:ferry_booking:booking:{pw}",
    "my.cnf:\n[client]\nuser=pms\npassword={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "crontab: 0 3 * * * PGPASSWORD={pw} pg_dump -h pg.tbh.lan ferry_booking > /backup/ferry.sql",
    "docker-compose.override.yml:\n    environment:\n      - TANGERINE_WMS_ADMIN_PASSWORD={pw}",
    ".env.local:\nHAENYEO_COOP_SMTP_USER=coop@tamnabadang.kr\nHAENYEO_COOP_SMTP_PASS={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:12] 고은비: 키오스크 비번 뭐였수과?\n[07:13] 양성진: {pw}",
    "[22:41] dongsu: crab plant NAS root pw?\n[22:42] hjpark: {pw}",
    "Minji: {pw} is the new PMS admin password",
    "재호: 서버 비번 이걸로 바꿨다 아이가 → {pw}",
    "순애 삼촌: 새 비밀번호 {pw} 마씸",
    "련화: 새 비번 {pw} 임다",
    "동수: 비번 {pw} 로 바꿔부렀어",
    "Sungchol: new password is {pw}, don't lose it",
    "[09:03] 혜진: wifi 비번?\n[09:04] 태균: {pw}",
    "hjpark: sae bibeon {pw} ya",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 22), (_spelled, 14), (_cli, 26), (_urls, 12), (_vendors, 48),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 16), (_backups, 7), (_totp, 6), (_codes, 5), (_recovery, 5),
    (_wifi, 16), (_locks, 16), (_phrases, 6), (_auth, 6), (_configs, 18), (_code, 12),
    (_chats, 10), (_spelled_tokens, 6),
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
    return _seed(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the kiosk admin password is": "{s}", "PMS 비밀번호": "{s}", "비번 마씸:": "{s}",
    "서버 패스워드": "{s}\n바꾸지 마라 아이가", "비번은": "{s} 여", "새 비밀번호": "{s} 임다",
    "SCADA password": "{s} (since the March overhaul)", "bibeon:": "{s}",
    "crab plant NAS root password": "{s}",
    "the password Dongsu read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Coupang Wing secret key", "{s}", _j((HEX, 40))),
    ("split_token", "Smart Parcel key:", "{s} (배송조회)", _j((ALNUM, 22))),
    ("split_token", "Banksalad client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "MetaMask recovery words", "{s}", _english_seed),
    ("split_card", "카드번호", "{s} 유효기간 11/36", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "백업 코드", "{s}\n3391-0482\n7720-1185", lambda g: v.backup_codes(g, 1, 1)[0]),
    ("split_otp", "OTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "사업자등록번호", "{s}", _brn),
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
    '{"kiosk": {"url": "https://kiosk-yeosu.tbh.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"bibeon": "{s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "sjyang", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"turbines": [{"id": "WTG-01"}, {"id": "WTG-07", "scada_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["jlogin", "-u", "netops", "-p", "{s}", "mx-jeju-01"]}': ("meta_password", _plain_pw),
    '{"note": "민박 서버 비번은 {s} 마씸"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the crab plant SCADA as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"coupang_wing": {"secret_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"smartParcelKey": "{s}"}': ("meta_token", _j((ALNUM, 22))),
    '{"wrtn_api_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "09/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MN")),
    '{"민박": {"사업자등록번호": "{s}"}}': ("meta_id", _brn),
    '{"mfa": {"backup_codes": ["{s}", "48213907", "77102846"]}}': ("meta_otp", lambda g: v.backup_codes(g, 1, 0)[0]),
    '{"wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"guesthouse": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "TamnaStay-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kiosk-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tamnabadang/booking:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"booking: add Ulleungdo winter timetable", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"plant: revert crab grade mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catch_2032-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"scada-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the kiosk admin password before the inspection on 2032-06-11.",
    "Dongsu asked for the guesthouse wifi password; it's on the card at the front desk.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into KakaoTalk; share a vault link instead.",
    "The `.env.example` line `COUPANG_WING_SECRET_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The SCADA panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_SMART_PARCEL_KEY> in the README with the key from your dashboard.",
    "KAKAOPAY_SECRET_KEY and DATA_GO_KR_SERVICE_KEY must be set before the nightly sync runs.",
    "비밀번호는 아무한테도 알려주지 맙서.",
    "비번 함부로 말하지 마라, 알겠제?",
    "비번은 절대 남한테 말허지 말어잉.",
    "비밀번호는 남한테 알려주지 마쇼.",
    "패스워드는 볼트에만 저장하셈 ㅇㅇ",
    "bibeon-eun amuhantedo allyeojuji ma.",
    "와이파이 비번은 프런트에 물어봅서.",
    "비밀번호는 14자 이상이어야 합니다.",
    "Upgraded the kiosk firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Ulleungdo winter timetable.",
    f"Rolled back to {_SHORT} after the crab grade mapping broke the export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The kiosk firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of scada-export-2031.parquet: {_SHA512}",
    f"The booking API container runs ghcr.io/tamnabadang/booking@sha256:{_IMAGE}.",
    f"MD5 of catch_2032-05-03.csv is {_MD5}, same as the copy on the co-op share.",
    "Request id 3f6a0c21-8b4e-4d17-a9c2-5e7b1d0f8a63 is the slow one in the booking logs.",
    "Booking number TB-20320611-0418 is for two adults on the Mokpo to Jeju sailing.",
    "Redmine #2291: the Yeosu kiosk printer jams every morning.",
    "Call the Seogwipo packing house on 064-732-4418 before noon.",
    "예약번호 TB-20320611-0419, 목포 출발 09:00, 성인 2명 마씸.",
    "대게 공장 전화번호 055-644-2817 이다, 퍼뜩 전화해라.",
    "여수 매표소 번호 061-662-5530 이여.",
    "Order 2032-0611-7781 for 120 boxes of hallabong ships on Thursday.",
    "The crab cooker runs at 98 °C for 18 minutes; the blast freezer holds -35 °C.",
    "Turbine WTG-07 produced 11.4 MWh yesterday at a mean wind speed of 9.2 m/s.",
    "After five wrong passwords the PMS locks the account for 20 minutes.",
    "The Udo guesthouse has 6 rooms; check-in is from 15:00.",
    "The secret of good hallabong is the cold night before the harvest.",
    "Ask Minji for the crew room keypad code, I don't have it.",
    "My card ending 7733 was declined at the Mokpo terminal shop.",
    "카드 끝자리 4417 로 결제했수다.",
    "The Almaty buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "지갑 복구 문구는 절대 온라인에 올리지 마쇼.",
    "Keep `WRTN_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the turbine base door rusts in the salt air; oil it every month.",
    "Smart Parcel moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'TamnaStay-Free' is open, no password needed.",
    "Catch log: 42 kg of abalone, 18 kg of turban shells, water 16.5 °C at 8 m.",
    "Ferry Hanbit 7 is 94 m long and carries 480 passengers and 60 cars.",
    "Ship IMO 9283142 was at Dodong harbour on 2032-05-14.",
    "ISBN 978-89-364-7412-6 is the diver co-op's history book on the office shelf.",
    "The OTP app shows a new six-digit code every 30 seconds.",
    "Enter the verification code we sent by SMS to continue.",
    "오늘 물때 좋수다, 물질 나갑서.",
    "감귤 선과장 가동시간은 07:00부터 18:00까지 여.",
    "The PIN pad on the ticket kiosk at Yeosu is broken again.",
    "The door code changes every Monday; the front desk texts it to guests.",
    "A BitLocker recovery key is 48 digits long, in eight groups of six.",
    "Wind farm maintenance window: 2032-06-20 02:00 to 06:00, turbines 5 to 9.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ferry/kiosk", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2291", "booking": "TB-20320611-0418"}',
    '{"catch": {"species": "abalone", "weight_kg": 42, "depth_m": 8}}',
    '{"phone": "064-732-4418", "city": "Seogwipo"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "boxes_in_stock": 1284}',
    '{"turbine": "WTG-07", "output_mwh": 11.4, "wind_ms": 9.2}',
    '{"vessel": "Hanbit 7", "imo": "9283142", "eta": "2032-06-02T09:00:00+09:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
