# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fifty-eighth's docstring, the
fifth to hundred-and-fifty-eighth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-ninth to hundred-and-sixty-first), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (416273958),
password words (a fish of the strait, a port and a number and a sign; two citrus varieties joined
by a dot with a number; a name, a birth year, a sign and a place; leet words of the ramen counters
and the fish market with a year; a ramen style, a noodle firmness and a price; a ferry word, a
sailing number and a port; `Brix`, a sugar reading and a tangerine; `Hull`, a hull number and a
shipyard word; a name, `Loves` and a fish; a generator's three groups and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Genkai Strait Partners (a
fictional group on both shores of the Korea Strait: a fish market at Jagalchi in Busan, a shipyard
dock at Nagasaki, a tangerine (hallabong) farm at Seogwipo on Jeju, a games studio in Fukuoka's
Tenjin, a hospital ward running HOPE EGMAIN and MegaOak terminals, the Jetfoil hydrofoil ferry
Hakata-Izuhara-Hitakatsu-Busan, and a Hakata ramen chain with shops in Nakasu and Kagoshima's
Tenmonkan) leak secrets into an assistant's memory. The texts are KakaoTalk, Naver Band, LINE,
Zalo, WhatsApp, Slack, Teams and Discord messages, chat logs with times, Jira, Backlog, Redmine,
HacknPlan and Codecks tickets and cards, Confluence and Notion pages and tables, an e-mail, a
runbook, a README fragment, shell and PowerShell prompts, code review comments, code (Python, Ruby,
R, Kotlin, Dart, Swift, Lua, GDScript, C# in Unity, AutoIt, VBA), configs and CI files, voice
memos, dictated text and requests to the assistant itself, around the panels and servers of the
auction, the dock, the farm, the build farm, the ward, the ferry and the shops.

Tools, calls, flags, variables and files none of heldouts 5 to 158 names (each grepped for the
call, flag or file itself): Unity's `-quit -batchmode … -username … -password`, Plastic SCM's `cm
configure … --password=`, Epic's `BuildPatchTool … -ClientSecret=`, `P4USER=… p4 login` fed on
stdin and `p4 passwd -O … -P …`, GOG's `GOGGalaxyPipelineBuilder … --password=`, `fossil user
password`, Supermicro's `sum -i … -c GetBiosInfo`, an `expect -c '… send "…\\r"'`, `kadmin … -w`,
`ntfy publish -u user:…`, `aria2c --rpc-secret=`, `MPD_HOST='…@host' mpc`, nmap's `mysql-info`
script args, `kintone-customize-uploader` and `kintone-plugin-uploader --password`; in code
`smtp.login`, win32cred's `CredWrite` with a `CredentialBlob`, Faraday's `:basic` authorization,
R's `httr::authenticate`, `keyring::key_set_with_value` and `DBI::dbConnect(odbc::odbc(), … PWD
=)`, Fuel's `.authentication().basic`, dartssh2's `onPasswordRequest`, Citadel's
`SSHClient.connect(… .passwordBased(…))`, Lua's `socket.smtp` `smtp.send{… password =}`, a GDScript
constant, Unity's `PlayerSettings.Android.keystorePass`/`keyaliasPass` and `PlayerPrefs.SetString`,
AutoIt's `Send("…{ENTER}")`, VBA's `ActiveWorkbook.Unprotect Password:=`; connection strings
`jdbc:Altibase:`, `jdbc:tibero:thin:user/…@`, `jdbc:goldilocks:`, `jdbc:edb:`, `jdbc:pgsql:`,
`jdbc:polardb:`, `jdbc:iotdb:`, `jdbc:yashandb:` and `sieve://`; configs: Unreal's
`Config/DefaultEngine.ini` (`KeyStorePassword`) and `Game.ini` under `LinuxServer`, Flutter's
`key.properties`, a `keystore.properties`, `RELEASE_STORE_PASSWORD`, a `.p4config` named by
`P4CONFIG`, Unity's `~/.upmconfig.toml`, GameCI's `UNITY_EMAIL`/`UNITY_PASSWORD`/`UNITY_SERIAL`,
`PalWorldSettings.ini`'s `OptionSettings`, a Yamaha NVR510's `login password`, `aria2.conf`, a
fastlane `Fastfile` with `upload_to_testflight`; vendor keys in `GameAnalytics.Initialize`,
`X-Modio-Api-Key`, `X-Tebex-Secret`, `Chartboost.startWithAppId(… appSignature:)`, an
`AirbridgeAPIToken` plist key and `ngrok authtoken`. Beside them common layouts (env files,
compose, systemd, CI env blocks, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer
headers) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the drawn
samples, 186 of 390): Hakata-ben (Fukuoka), Nagasaki-ben, the Tsushima dialect, Gotō-ben, Zainichi
Korean (Korean of Koreans in Japan, mixed with Japanese), Penghu Hokkien (the Taiwanese of the
Penghu crews, in Chinese characters and Pe̍h-ōe-jī), Quảng Nam (Central) Vietnamese and Suroboyoan
Javanese (of Surabaya), which no earlier docstring names, and Busan (Gyeongsang) satoori, Jejueo,
Kagoshima-ben, standard Korean, Japanese, Taiwanese Hokkien, Vietnamese and Indonesian, with
scripts mixed as people there mix them (Hangul with Latin, kanji and kana with romaji and Hangul).
The wordings are the author's approximations, checked by no speaker, built around a few marker
words and the loanwords people there really text (password, wifi, PIN, card, IBAN, ID, API key,
token, backup codes, passphrase): Busan's `아이가`, `다이가`, `머라카노`, `단디`, `억수로`, `-데이`; Jejueo's `마씸`,
`-우다`, `혼저 옵서예`, `하영`, `골지 맙서`; Zainichi Korean's `やで`, `アボジ`, `ハルモニ`, `内緒로 해`, `店で`; Hakata-ben's
`やけん`, `っちゃん`, `なんしよーと`, `ばり`, `言わんでね`; Nagasaki-ben's `さ`, `しゃっち`, `ばさらか`, `いかんばい`; Tsushima's
`ちんぐ` (from Korean), `じゃけん`, `忘るんなよ`; Gotō's `ばい`; Kagoshima's `おいが`, `じゃっど`, `じゃっで`, `わっぜ`, `新しか`;
Hokkien's `阮`, `毋通共人講`, `記咧`, `後壁閣加`, `m̄-thang kā lâng kóng`; Quảng Nam's `ni`, `nghen`, `tau`,
`mi`, `hỉ`, `rứa`; Suroboyoan's `rek`, `cak`, `ojok dikandakno sopo-sopo`, `iku`, `sandine`, `-e`;
Indonesian's `kata sandi`, `jangan kasih tahu siapa-siapa`. The Tsushima, Gotō and Penghu lines are
the thinnest guesses (a marker or two beside standard words).

Vendors (GameAnalytics, deltaDNA, Xsolla, Tebex, mod.io, Backtrace, BugSplat, Chartboost,
Airbridge, Tenjin, Mintegral, Pangle, Hathora, Edgegap, LootLocker, Beamable, AccelByte,
brainCloud, Overwolf, NHN Gamebase, TheBackend, Bizm, Juso, Vworld, Barogo, Vroong, Bolta, Karrot,
Greenlabs, Farmmorning, Goodoc, Infinitt, Deepnoid, VUNO, Unionpos, Akerun, Qrio, Dinii, Okage,
Ebica, Putmenu, TOKIUM, Yappli, Blastmail, Farmnote, Kakehashi, Medpeer, ViettelPost, Giao Hàng
Nhanh and Moka POS, with ngrok in one command) are ones heldouts 5 to 158 do not name. The shapes
the author believes real are GameAnalytics' 32-hex game key beside a 40-hex secret key, mod.io's
32-hex API key, Tebex's 40-hex secret, Chartboost's 40-hex app signature, LootLocker's `dev_`
server key, Juso's `devU01TX0FVVEgy…` confirmation key, Vworld's upper-case UUID keys, Edgegap's
and Giao Hàng Nhanh's UUID tokens and ngrok's authtoken; the rest are the author's guesses (hex,
base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Farmmorning, Dinii and ViettelPost, Bolta's
`test_`), since none of them publishes a shape the author knows.

The ids are kinds heldouts 5 to 158 do not use: a Fukuoka fugu cook's licence (ふぐ調理師免許), a cook's
licence (調理師免許), a food-hygiene supervisor's certificate (食品衛生責任者), a Korean pufferfish cook's
certificate (복어조리기능사), a Korean food handler's health certificate (보건증), a Japanese health
insurance card's symbol and number (保険証の記号番号), a Korean physician's licence (의사 면허번호), a Nagasaki
fishing licence (漁業許可), a Korean fishing permit (어업허가), an old alien registration certificate
(外国人登録証明書), a Taiwanese fishing-vessel crew card (漁船船員證), a Vietnamese căn cước number, a Japanese
small-craft operator's licence and a Korean ship officer's licence (해기사 면허), for which
python-stdnum has no module and which no library or this file checks (no check-digit algorithm is
written here): they are unchecked, their shapes as the author believes them or invented; passports
(Korean, Japanese, Taiwanese, Vietnamese, Indonesian) under English, Busan, Hakata, Tsushima,
Hokkien, Vietnamese, Suroboyoan and Indonesian words, likewise unchecked. Card numbers pass Luhn
(the value helpers' Visa, JCB, Mastercard, Amex and UnionPay, checked with python-stdnum's `luhn`).
The IBANs are of countries used least by a rough count over the IBAN shapes and IBAN calls of
heldouts 5 to 158 (Poland, the United Arab Emirates, the Dominican Republic, Gibraltar, Iceland,
Kuwait, Lebanon and Moldova, in eleven or twelve corpora each by that count), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Korean, Japanese,
Traditional and Simplified Chinese lists, each with a valid checksum. Counts: 390 secret samples,
20 field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 416_273_958
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


_FISH = ["Saba", "Buri", "Fugu", "Tai", "Aji", "Ika", "Godeungeo", "Galchi", "Jogi", "Nakji",
         "Mentai", "Hirame", "Kawahagi", "Okdom", "Jari", "Agu"]  # fmt: skip
_CITRUS = ["Hallabong", "Dekopon", "Cheonhyehyang", "Redhyang", "Gamgyul", "Mikan", "Shiranui",
           "Setoka", "Hwanggeumhyang", "Ponkan"]  # fmt: skip
_PLACES = ["Jagalchi", "Nampo", "Haeundae", "Gamcheon", "Seogwipo", "Hallim", "Aewol", "Hakata",
           "Nakasu", "Tenjin", "Nagahama", "Dejima", "Inasa", "Izuhara", "Hitakatsu", "Sakurajima",
           "Tenmonkan", "Yeongdo", "Gijang", "Sasebo"]  # fmt: skip
_NAMES = ["Minjun", "Seoyeon", "Dohyun", "Jiwoo", "Haeun", "Sunghoon", "Kenta", "Yui", "Haruto",
          "Sakura", "Ryota", "Misaki", "Daisuke", "Kazumi", "Yongsu", "Chunhwa", "Akihiro",
          "Tsuyoshi", "Jiahao", "Yating", "Chinghsien", "Thao", "Quang", "Linh", "Tuan", "Dewi",
          "Bagus", "Sri", "Eko", "Rahmat"]  # fmt: skip
_SHIP = ["Jetfoil", "Beetle", "Kobaltblau", "Hydrofoil", "Strut", "Gangway", "Bollard", "Keel",
         "Rudder", "Bulkhead"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T0nk0tsu", "H4k4t4", "G4mgyu1", "Fug0", "J4g4lch1", "Ch4mp0n", "Sh1r4nu1", "R4m3n",
         "K3ur1"]  # fmt: skip


def _ramen(g: random.Random) -> str:
    """A ramen bowl's style, a noodle firmness and a price, the way the ramen shops joke one."""
    style = g.choice(["Tonkotsu", "Champon", "Kaedama", "Barikata", "Harigane", "Yawa"])
    return (
        f"{style}{g.choice(['Bari', 'Kata', 'Futsu'])}{g.randrange(500, 1500)}{g.choice(_SYMBOLS)}"
    )


def _sailing(g: random.Random) -> str:
    """A ferry, a sailing number and a port: `Beetle-207-Izuhara`."""
    return f"{g.choice(_SHIP)}-{g.randrange(101, 999)}-{g.choice(_PLACES)}"


# The ways people pick passwords here, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_CITRUS, 2)) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!$%&*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2036)) + g.choice(_SYMBOLS),
    _ramen,
    _sailing,
    lambda g: f"Brix{g.randrange(11, 17)}{g.choice(_CITRUS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"Hull{g.randrange(1100, 1999)}{g.choice(['Keel', 'Weld', 'Dock'])}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_FISH)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "KakaoTalk, 자갈치 경매팀 방: 경매 단말기 admin 비번 {pw} 아이가, 단디 외아라",
    "카톡 from 민준: 냉동창고 온도계 비번 바꿨데이, {pw}",
    "부산 위판장 POS 비밀번호 머라카노? 어제 바꾼 거 {pw} 다이가",
    "억수로 길게 했다, 선박 AIS 웹 비번 {pw}",
    "Naver Band post (감귤밭 작업반): 선별기 터치패널 비번은 {pw} 마씸",
    "감귤 창고 CCTV 비밀번호 {pw} 우다, 하영 조심헙서",
    "혼저 옵서예~ 농장 와이파이 말고 관리 PC 비번은 {pw} 마씸",
    "LINE from 용수: うちの店の パスワード는 {pw} やで, アボジ한테 말하지 마",
    "ハルモニ 가게 レジ 비번 {pw} 로 바꿨어, 내일 店で 봐",
    "우리 学校 동창회 メール パスワード {pw} 이야, 内緒로 해",
    "LINE 博多ラーメン部: 券売機の管理パスワードは {pw} やけん、誰にも言わんでね",
    "新しかパスワード {pw} にしたっちゃん、ばり長かろ?",
    "中洲店のタブレットのパス、なんしよーと? {pw} ばい",
    "長崎造船所の溶接ロボ、パスワードは {pw} さ。しゃっち誰にも言うたらいかんばい",
    "出島の倉庫PC、ばさらか長かパスワード {pw} にしたばい",
    "ちんぐ、厳原のターミナルのパスワードは {pw} じゃけん",
    "比田勝の切符売場PC、パスは {pw} じゃ、忘るんなよ",
    "五島の漁協のパソコン、パスワードは {pw} ばい",
    "おいがメールのパスワードは {pw} じゃっど",
    "天文館店のレジ、新しかパスワードは {pw} じゃっで、わっぜ大事にせんな",
    "LINE 群組 (澎湖船員): 船頂電腦的密碼是 {pw}，毋通共人講",
    "Góa ê bi̍t-bé sī {pw}, m̄-thang kā lâng kóng",
    "阮兜 wifi 以外，船橋 ê 密碼 {pw}，記咧",
    "Zalo từ Thảo: mật khẩu máy in ở xưởng ni là {pw} nghen",
    "mật khẩu email của tau là {pw}, mi đừng nói ai nghe hỉ",
    "Quang: mật khẩu mới của máy tính kho là {pw}, rứa đó",
    "WA dari Bagus: rek, password-e laptop gudang {pw}, ojok dikandakno sopo-sopo",
    "cak Eko, sandine PC kantor saiki {pw}, ojok lali",
    "kata sandi email saya {pw}, jangan kasih tahu siapa-siapa",
    "Dewi: kata sandinya komputer asrama {pw}",
    "Slack #shipyard-dock2, Tsuyoshi: the Fanuc welding cell HMI password is {pw}",
    "Teams chat, Kenta: Furuno ECDIS service password {pw}",
    "Discord #build-farm, Haruto: Incredibuild coordinator admin password {pw}",
    "Discord DM from Yui: the Hansoft server admin password is {pw}",
    "HacknPlan card 'crash on boot': FASTBuild worker password {pw}",
    "Codecks card: Wwise Authoring project server password {pw}",
    "Slack #ferry-ops: Beetle ticket-gate terminal password {pw}",
    "Jira FERRY-311: the Jetfoil engine-room monitor password {pw} stopped working",
    "Backlog issue RAMEN-88: Unionpos admin password {pw}, please reset",
    "Redmine #4412: HOPE EGMAIN terminal password {pw} must be rotated",
    "Notion page 'Ward 7': MegaOak nurse-station PC password {pw}",
    "Hi Minjun,\n\nthe root password of the auction server at Jagalchi is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nYongsu",
    "Runbook: reefer alarm at Hakata pier\n1. open the Daikin LXE panel\n2. log in as service\n3. password {pw}\n4. acknowledge the alarm",
    "README (games-studio build rack)\nthe Superluminal license server is at https://sl.gsp.lan, admin password `{pw}`.",
    "my Busan Bank app password is {pw} now",
    "dictated: the Kubota KSAS farm account password is {pw} full stop",
    "note to self: RenderDoc capture share password {pw}",
    "after the reinstall the FORAN workstation password became {pw}",
    "voice memo, Ryota: the Steam Link kiosk at the booth uses password {pw}",
    "Busan fish auction PC password: {pw}",
    "창고 PC 비밀번호는 {pw}",
    "倉庫のPCのパスワードは {pw} です",
    "倉庫電腦的密碼是 {pw}",
    "mật khẩu máy tính kho là {pw}",
    "kata sandi PC gudang adalah {pw}",
    "비밀번호: {pw} (굴 양식장 PC)",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["minjun", "seoyeon.k", "dohyun", "jiwoo", "haeun", "sunghoon", "kenta", "yui.m",
          "haruto", "sakura.t", "ryota", "misaki", "daisuke", "kazumi", "yongsu", "chunhwa",
          "akihiro", "tsuyoshi", "jiahao", "yating", "thao.n", "quang", "linh", "tuan", "dewi",
          "bagus", "svc-auction", "build-agent", "ward7-ns", "gate-beetle"]  # fmt: skip
_LOGINS = [
    "Slack, Kenta: the Fanuc cell login is {u} / {pw}",
    "Jira FERRY-318: {u} locked out of the ticket gate, last password {pw}",
    "usr {u} pwd {pw}",
    "Confluence › Shipyard › Dock 2 › Welding robots: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| Jagalchi auction | {u} | {pw} |",
    "sign into the Hansoft server as {u} with {pw}",
    "Unionpos login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: build-07.gsp.lan\n  username: {u}\n  password: {pw}",
    "Discord: account {u}, password {pw}",
    "Yui says the Codecks account is {u} and the password is {pw}",
    "system,login,password\nferry-gate,{u},{pw}",
    "아이디 {u} 비번 {pw} 아이가, 단디 해라",
    "아이디는 {u}, 비번은 {pw} 마씸",
    "ID は {u}、비번은 {pw} やで",
    "ID：{u}　パスワード：{pw} やけん",
    "ユーザー名 {u}、パスワード {pw} さ",
    "ユーザー {u}、パスは {pw} じゃけん",
    "帳號 {u}，密碼 {pw}，毋通共人講",
    "tài khoản {u}, mật khẩu {pw} nghen",
    "username-e {u}, password-e {pw}, rek",
    "nama pengguna {u}, kata sandi {pw}",
    "사용자 {u} / 비밀번호 {pw}",
    "ユーザー名 {u} / パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["jagalchi", "hallabong", "dekopon", "tonkotsu", "champon", "mentaiko", "kaedama",
               "gamgyul", "dwaeji", "milmyeon", "castella", "sasebo", "izuhara", "sakurajima",
               "shochu", "karukan", "eomuk", "jetfoil"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the auction server it's {w} and {d} at the end",
    "voice memo: the ferry office wifi password is {w} and after that {d}, no space",
    "it's {w}{d}, word and digits joined",
    "비번은 {w} 라는 단어, 그 뒤에 {d} 아이가",
    "パスワードは {w} っていう単語、そのあとに {d} やけん",
    "パスワードは {w} ち言う言葉、そいから {d} さ",
    "密碼是 {w} 這个字，後壁閣加 {d}",
    "mật khẩu là chữ {w}, rồi tới {d} nghen",
    "password-e tembung {w}, terus {d}, rek",
    "kata sandinya kata {w}, lalu angka {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7) % len(_SAID_WORDS)]  # no word twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "Unity -quit -batchmode -nographics -username {u}@genkai-sp.jp -password '{pw}' -serial SC-7KQ2-9XW3-LM4P-2RT8-VB6N",
    "cm configure --language=en --workingmode=LDAPWorkingMode --server=plastic.gsp.lan:8087 --username={u} --password={pw}",
    "BuildPatchTool.exe -OrganizationId=o-gsp -ProductId=harbor -ArtifactId=win64 -ClientId=xyz_{u} -ClientSecret={pw} -mode=UploadBinary",
    "echo '{pw}' | P4PORT=ssl:perforce.gsp.lan:1666 P4USER={u} p4 login",
    "p4 passwd -O old-one-from-march -P '{pw}' {u}",
    "GOGGalaxyPipelineBuilder.exe build-game harbor_win64.json --username={u} --password={pw} --version=0.9.4",
    "fossil user password {u} '{pw}' -R ~/repos/ramen-pos.fossil",
    "sum -i 10.40.2.15 -u {u} -p '{pw}' -c GetBiosInfo --file bios_dock2.txt",
    "expect -c 'spawn ssh {u}@auction.gsp.lan; expect \"password:\"; send \"{pw}\\r\"; interact'",
    "kadmin -p {u}/admin -w '{pw}' -q 'listprincs'",
    "ntfy publish -u {u}:{pw} ntfy.gsp.lan/ferry-ops 'Beetle 3 delayed 40 min'",
    "aria2c --enable-rpc --rpc-listen-all --rpc-secret='{pw}' -d /srv/builds",
    "MPD_HOST='{pw}@mpd.ramen-tenjin.lan' mpc play",
    "wget --user={u} --password='{pw}' https://dl.gsp.lan/builds/harbor-0.9.4.zip",
    "ncat --proxy proxy.gsp.lan:3128 --proxy-type http --proxy-auth {u}:{pw} pacs.gsp.lan 104",
    "nmap -p 3306 --script mysql-info --script-args 'mysqluser={u},mysqlpass={pw}' pos-db.gsp.lan",
    "kintone-customize-uploader --base-url https://genkai.cybozu.com --username {u} --password '{pw}' dest/customize-manifest.json",
    "kintone-plugin-uploader --base-url https://genkai.cybozu.com --username {u} --password '{pw}' dist/plugin.zip",
]  # fmt: skip
_CODE = [
    "Python:\nsmtp = smtplib.SMTP_SSL('smtp.genkai-sp.jp', 465)\nsmtp.login('{u}@genkai-sp.jp', '{pw}')",
    "Python:\nclient = OpenSearch(hosts=['search.gsp.lan'], http_auth=('{u}', '{pw}'), use_ssl=True)",
    "Python:\nwin32cred.CredWrite({{'Type': win32cred.CRED_TYPE_GENERIC, 'TargetName': 'auction', 'UserName': '{u}', 'CredentialBlob': '{pw}', 'Persist': 2}})",
    "Ruby:\nconn = Faraday.new(url: 'https://auction.gsp.lan') {{ |f| f.request :authorization, :basic, '{u}', '{pw}' }}",
    "R:\nres <- httr::GET('https://farm.gsp.lan/api/brix', httr::authenticate('{u}', '{pw}'))",
    "R:\nkeyring::key_set_with_value('ksas', '{u}', '{pw}')",
    "R:\ncon <- DBI::dbConnect(odbc::odbc(), Driver = 'PostgreSQL', Server = 'pg.gsp.lan', UID = '{u}', PWD = '{pw}')",
    "Kotlin:\nFuel.get(\"https://ferry.gsp.lan/api/sailings\").authentication().basic(\"{u}\", \"{pw}\")",
    "Dart:\nfinal client = SSHClient(socket, username: '{u}', onPasswordRequest: () => '{pw}');",
    "Swift:\nlet client = try await SSHClient.connect(host: \"dock2.gsp.lan\", authenticationMethod: .passwordBased(username: \"{u}\", password: \"{pw}\"), hostKeyValidator: .acceptAnything(), reconnect: .never)",
    "Lua:\nlocal ok, err = smtp.send{{from = '<ops@genkai-sp.jp>', rcpt = '<{u}@genkai-sp.jp>', user = '{u}', password = '{pw}', server = 'smtp.genkai-sp.jp'}} -- socket.smtp",
    "GDScript:\nconst SERVER_PASSWORD := \"{pw}\"\nfunc _ready():\n    peer.create_client(\"play.gsp.lan\", 7777)",
    "C# (Unity editor script):\nPlayerSettings.Android.keystorePass = \"{pw}\";\nPlayerSettings.Android.keyaliasName = \"{u}\";",
    "C# (Unity):\nPlayerPrefs.SetString(\"admin_password\", \"{pw}\");",
    "AutoIt:\nWinActivate(\"MegaOak\")\nSend(\"{u}{{TAB}}\")\nSend(\"{pw}{{ENTER}}\")",
    "VBA (セリ台帳.xlsm):\nActiveWorkbook.Unprotect Password:=\"{pw}\"",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\build> {c}", "Windows Terminal, dock2-pc:\n{c}",
    "Tabby tab 'auction': {c}", "build log line: {c}", "Rider terminal ~/harbor $ {c}",
    "명령어 이거 쳤다 아이가: {c}", "このコマンド打ったけん: {c}", "lệnh tau chạy: {c}",
    "perintah sing tak jalankan, rek: {c}", "我拍的指令：{c}",
]  # fmt: skip
_CODE_FRAMES = ["{c}", "code review comment, PR #214:\n{c}", "Slack snippet from Haruto:\n{c}",
                "Gitea PR #88, inline comment:\n{c}", "found this hard-coded in the repo:\n{c}"]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


def _cli(rng: random.Random, n: int) -> list[Sample]:
    code = _framed("cli_password", _CODE, _CODE_FRAMES)(rng, len(_CODE))
    return _framed("cli_password", _CLI, _SHELLS)(rng, n - len(code)) + code


_URLS = [
    "jdbc:Altibase://altibase.gsp.lan:20300/auction?user={u}&password={pw}",
    "jdbc:tibero:thin:{u}/{pw}@tibero.gsp.lan:8629:ward",
    "jdbc:goldilocks://goldilocks.gsp.lan:22581/test?user={u}&password={pw}",
    "jdbc:edb://epas.gsp.lan:5444/ferry?user={u}&password={pw}",
    "jdbc:pgsql://pg.gsp.lan:5432/ramen?user={u}&password={pw}",
    "jdbc:polardb://polardb.gsp.lan:1521/farm?user={u}&password={pw}",
    "jdbc:iotdb://iotdb.gsp.lan:6667/?user={u}&password={pw}",
    "jdbc:yashandb://yasdb.gsp.lan:1688/yashan?user={u}&password={pw}",
    "sieve://{u}:{pw}@mail.genkai-sp.jp:4190/",
    "postgresql://{u}:{pw}@pg.gsp.lan:5432/auction",
    "mysql://{u}:{pw}@pos-db.gsp.lan:3306/ramen_pos",
]  # fmt: skip
_URL_PLACES = [
    "AUCTION_DB_URL={c}", "DBeaver connection, the old one: {c}",
    "keep this connection string for me: {c}", "접속 문자열 이거다이: {c}", "接続文字列はこれやけん: {c}",
    "chuỗi kết nối: {c}", "Confluence page 'Databases': {c}", "Backlog wiki /infra/links: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "genkai-strait", "sub": f"ns_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "builds:write stats:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("GameAnalytics", "GAMEANALYTICS_SECRET_KEY", _j((HEX, 40))),
    ("deltaDNA", "DELTADNA_ENVIRONMENT_KEY", _j((HEX, 32))),
    ("Xsolla", "XSOLLA_API_KEY", _j((HEX, 40))),
    ("Tebex", "TEBEX_SECRET_KEY", _j((HEX, 40))),
    ("mod.io", "MODIO_API_KEY", _j((HEX, 32))),
    ("Backtrace", "BACKTRACE_SUBMISSION_TOKEN", _j((HEX, 64))),
    ("BugSplat", "BUGSPLAT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Chartboost", "CHARTBOOST_APP_SIGNATURE", _j((HEX, 40))),
    ("Airbridge", "AIRBRIDGE_API_TOKEN", _j((HEX, 32))),
    ("Tenjin", "TENJIN_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Mintegral", "MINTEGRAL_APP_KEY", _j((HEX, 32))),
    ("Pangle", "PANGLE_SECURITY_KEY", _j((HEX, 32))),
    ("Hathora", "HATHORA_DEV_TOKEN", _j((URLSAFE, 43))),
    ("Edgegap", "EDGEGAP_API_TOKEN", lambda g: v.uuid4(g, "9")),
    ("LootLocker", "LOOTLOCKER_SERVER_KEY", _j("dev_", (HEX, 32))),
    ("Beamable", "BEAMABLE_REFRESH_TOKEN", lambda g: v.uuid4(g, "a")),
    ("AccelByte", "ACCELBYTE_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("brainCloud", "BRAINCLOUD_APP_SECRET", lambda g: v.uuid4(g, "b")),
    ("Overwolf", "OVERWOLF_API_KEY", _j((ALNUM, 48))),
    ("Gamebase", "GAMEBASE_SECRET_KEY", _j((ALNUM, 8))),
    ("TheBackend", "BACKEND_SIGNATURE_KEY", _j((ALNUM, 40))),
    ("Bizm", "BIZM_API_KEY", _j((HEX, 40))),
    ("Juso", "JUSO_CONFM_KEY", _j("devU01TX0FVVEgy", (URLSAFE, 36))),
    ("Vworld", "VWORLD_API_KEY", lambda g: v.uuid4(g, "8").upper()),
    ("Barogo", "BAROGO_API_KEY", _j((ALNUM, 32))),
    ("Vroong", "VROONG_API_SECRET", _j((HEX, 48))),
    ("Bolta", "BOLTA_API_KEY", _j("test_", (ALNUM, 32))),
    ("Karrot", "KARROT_BIZ_TOKEN", _j((URLSAFE, 48))),
    ("Greenlabs", "GREENLABS_API_KEY", _j((HEX, 32))),
    ("Farmmorning", "FARMMORNING_TOKEN", _vendor_jwt("https://api.farmmorning.com")),
    ("Goodoc", "GOODOC_PARTNER_KEY", _j((ALNUM, 32))),
    ("Infinitt", "INFINITT_PACS_API_KEY", _j((UPPER_HEX, 32))),
    ("Deepnoid", "DEEPNOID_API_KEY", _j((HEX, 40))),
    ("VUNO", "VUNO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Unionpos", "UNIONPOS_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Akerun", "AKERUN_ACCESS_TOKEN", _j((HEX, 64))),
    ("Qrio", "QRIO_API_KEY", _j((ALNUM, 40))),
    ("Dinii", "DINII_API_TOKEN", _vendor_jwt("https://api.dinii.jp")),
    ("Okage", "OKAGE_API_KEY", _j((HEX, 32))),
    ("Ebica", "EBICA_API_KEY", _j((ALNUM, 32))),
    ("Putmenu", "PUTMENU_SHOP_TOKEN", _j((URLSAFE, 40))),
    ("TOKIUM", "TOKIUM_API_TOKEN", _j((HEX, 64))),
    ("Yappli", "YAPPLI_API_KEY", _j((ALNUM, 40))),
    ("Blastmail", "BLASTMAIL_API_KEY", _j((ALNUM, 32))),
    ("Farmnote", "FARMNOTE_API_TOKEN", _j((HEX, 40))),
    ("Kakehashi", "MUSUBI_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Medpeer", "MEDPEER_API_KEY", _j((HEX, 32))),
    ("ViettelPost", "VIETTELPOST_TOKEN", _vendor_jwt("https://partner.viettelpost.vn")),
    ("Giao Hàng Nhanh", "GHN_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Moka POS", "MOKA_CLIENT_SECRET", _j((HEX, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "GitHub Actions, .github/workflows/build.yml:\n    env:\n      {env}: {tok}",
    "Jenkinsfile:\n  environment {{ {env} = '{tok}' }}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Unity, Assets/Resources/Keys.asset:\n  {env}: {tok}",
    "DefaultGame.ini:\n[/Script/Harbor.Keys]\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      {env}: {tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "kintone › アプリ設定 › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Slack, Haruto: {vendor} key for the build: {tok}",
    "Discord: the {vendor} token we use now is {tok}, the old one is revoked",
    "Jira GSP-902: {vendor} sync fails with 401, configured key {tok}",
    "Backlog RAMEN-91: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API 키 이거다이: {tok}",
    "{vendor} API 키는 {tok} 마씸",
    "{vendor} の API キー는 {tok} やで",
    "{vendor} のAPIキーは {tok} やけん",
    "{vendor} のAPIキー、{tok} さ",
    "{vendor} 的 API key 是 {tok}，記咧",
    "API key của {vendor} là {tok} nghen",
    "API key {vendor} iku {tok}, rek",
    "kunci API {vendor}: {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} のAPIキー：{tok}",
    "khóa API {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    ga = _r(rng, HEX, 40)
    modio = _r(rng, HEX, 32)
    tebex = _r(rng, HEX, 40)
    chartboost = _r(rng, HEX, 40)
    airbridge = _r(rng, HEX, 32)
    ngrok = _r(rng, ALNUM, 27) + "_" + _r(rng, ALNUM, 21)
    return [
        Sample("vendor_token", f'GameAnalytics.Initialize("{_r(rng, HEX, 32)}", "{ga}");', ga),
        Sample("vendor_token", f"curl -H 'X-Modio-Api-Key: {modio}' https://api.mod.io/v1/games", modio),
        Sample("vendor_token", f'headers = {{"X-Tebex-Secret": "{tebex}"}}', tebex),
        Sample("vendor_token", f'Chartboost.startWithAppId("64f0{_r(rng, HEX, 20)}", appSignature: "{chartboost}")', chartboost),
        Sample("vendor_token", f"Info.plist:\n<key>AirbridgeAPIToken</key>\n<string>{airbridge}</string>", airbridge),
        Sample("vendor_token", f"ngrok authtoken {ngrok}", ngrok),
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


_BARE_PLACES = ["{t}", "Slack: {t}", "it only shows it once, so here:\n{t}", "토큰 이거다이: {t}",
                "トークンこれやけん：{t}", "{t}\n^ new one, the old one is dead", "token iki simpen, rek: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Unreal Config/Crypto.json, EncryptionKey for the pak files (hex copy): {h}": 64,
    "LoRaWAN AppKey of tangerine-row soil sensor T-14 (OTAA): {h}": 32,
    "HMAC secret for the Tebex purchase webhook: {h}": 64,
    "AES key of the Jetfoil engine logger export: {h}": 32,
    "IPsec pre-shared key for the Hakata–Busan office tunnel (hex): {h}": 64,
    "경매 단말기 암호화 키 이거다이: {h}": 32,
    "セーブデータの暗号鍵やけん: {h}": 64,
    "khóa mã hóa bản sao lưu: {h}": 48,
    "kunci enkripsi backup gudang, rek: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira GSP-915: token copied out of the browser's network tab {t}",
    "Cookie: lang=ko; gsp_session={t}",
    "AUCTION_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "토큰은 {t} 마씸",
    "トークンは {t} ばい",
    "Teams transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@genkai-sp.jp"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.genkai-sp.jp/realms/staff",
            "azp": "auction-console",
            "groups": ["market", "ferry"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the auction server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/ferry.genkai-sp.jp.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAK_SIGNING_KEY": "{key}", "project": "harbor"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dock2 <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Jira GSP-920, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "서버 개인키 이거다이:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the fish-auction SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "Sparrow wallet recovery phrase\n{p}": "english",
    "voice memo: the studio's old treasury wallet words are {p} and that's the lot": "english",
    "Confluence page 'Marketing wallet (retired)': {p}": "english",
    "지갑 복구 문구 이거다이, 단디 보관해라: {p}": "korean",
    "니모닉 {p} 마씸": "korean",
    "ウォレットの復元フレーズやけん、誰にも見せんで：{p}": "japanese",
    "リカバリーフレーズ、しゃっち控えとかんば：{p}": "japanese",
    "錢包助記詞，毋通共人講：{p}": "chinese_traditional",
    "助记词，记好：{p}": "chinese_simplified",
    "seed phrase dompet lawas, rek: {p}": "english",
    "cụm từ khôi phục ví: {p}": "english",
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
        "; ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
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


_BRANDS = ["visa", "jcb", "mastercard", "amex", "unionpay", "jcb", "visa", "mastercard"]


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Slack, Kenta: the studio card for the devkit order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira GSP-930: pay the Jetfoil parts invoice with card {c}",
    "내 카드 번호 이거다이: {c}, {mm}/{yy}",
    "카드 번호는 {c} 마씸",
    "カード番号は {c} やけん、{mm}/{yy}",
    "おいがカード番号は {c} じゃっど",
    "卡號是 {c}，{mm}/{yy}，毋通共人講",
    "số thẻ của tau: {c}, {mm}/{yy}",
    "nomer kartu-ku {c}, rek",
    "nomor kartu saya: {c}, {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["JCB {c} exp 04/36, security code {cvv}",
               "the three digits next to the signature strip: {cvv}",
               "Amex {c}, four-digit CID printed above the number: {cvv}",
               "카드 뒷면 세 자리 {cvv} 아이가",
               "カードの裏の三桁は {cvv} やけん",
               "ba số mặt sau thẻ: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "jcb"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 158; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"PL": "n" * 24, "AE": "n" * 19, "DO": "cccc" + "n" * 20, "GI": "aaaa" + "c" * 15,
                "IS": "n" * 22, "KW": "aaaa" + "c" * 22, "LB": "nnnn" + "c" * 20,
                "MD": "cc" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice GSP-2033-118: please pay the Gdańsk hydrofoil-parts supplier to {i} within 30 days",
    "save the Dubai tuna buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Hallabong lot 44, February",
    "Slack #treasury: the Reykjavik sound studio's new bank details, IBAN {i}",
    "거래처 IBAN 이거다이: {i}",
    "IBAN은 {i} 마씸",
    "取引先の IBAN は {i} やけん",
    "IBAN ê 號碼：{i}",
    "IBAN của công ty: {i} nghen",
    "IBAN-e supplier, rek: {i}",
    "nomor IBAN pemasok: {i}",
    "Kuwait shrimp importer, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Id kinds no earlier heldout uses; none has a python-stdnum module or a public check, so their
# shapes are the author's belief or invention and nothing here checks them.
def _fugu_licence(g: random.Random) -> str:
    """A prefecture's fugu cook's licence (ふぐ調理師免許) number: a prefecture code and digits."""
    return f"福岡県第{g.randrange(1000, 9999)}号"


def _cook_licence(g: random.Random) -> str:
    """A Japanese cook's licence (調理師免許) number."""
    return f"第{g.randrange(10_000, 99_999)}号"


def _food_hygiene(g: random.Random) -> str:
    """A food-hygiene supervisor's (食品衛生責任者) certificate number."""
    return f"{g.randrange(20, 36)}-{_r(g, D, 5)}"


def _kr_puffer(g: random.Random) -> str:
    """A Korean pufferfish cook's (복어조리기능사) certificate number."""
    return f"{g.randrange(10, 34)}{_r(g, D, 6)}{_r(g, UPPER, 1)}"


def _kr_health_cert(g: random.Random) -> str:
    """A Korean food handler's health certificate (보건증) number."""
    return f"{g.randrange(2030, 2034)}-{_r(g, D, 6)}"


def _jp_insurance(g: random.Random) -> str:
    """A Japanese health insurance card's symbol and number (記号・番号)."""
    return f"{_r(g, D, 4)}・{_r(g, D, 6)}"


def _kr_doctor(g: random.Random) -> str:
    """A Korean physician's licence (의사 면허) number: up to six digits."""
    return str(g.randrange(100_000, 160_000))


def _jp_fishing(g: random.Random) -> str:
    """A Japanese fishing licence (漁業許可) number."""
    return f"長崎県指令{g.randrange(1, 12)}水第{g.randrange(100, 999)}号"


def _kr_fishing(g: random.Random) -> str:
    """A Korean coastal fishing permit (어업허가) number."""
    return f"제{g.randrange(2030, 2034)}-{_r(g, D, 4)}호"


def _jp_alien_reg(g: random.Random) -> str:
    """An old alien registration certificate (外国人登録証明書) number: a letter and eight digits."""
    return g.choice("ABCGHNS") + _r(g, D, 8)


def _tw_crew(g: random.Random) -> str:
    """A Taiwanese fishing-vessel crew (漁船船員) card number."""
    return f"澎{_r(g, D, 7)}"


def _vn_cccd(g: random.Random) -> str:
    """A Vietnamese citizen identity card (căn cước) number: twelve digits, no public check."""
    return "049" + g.choice("0123") + _r(g, D, 8)


def _jp_marine(g: random.Random) -> str:
    """A Japanese small-craft operator's licence (小型船舶操縦免許証) number."""
    return f"{_r(g, D, 12)}"


def _kr_marine(g: random.Random) -> str:
    """A Korean ship's officer licence (해기사 면허) number, a guess."""
    return f"{g.randrange(2030, 2034)}{_r(g, D, 5)}"


def _passport(prefixes: str, digits: int) -> Maker:
    """A passport number: a letter or two and digits (Korean M…, Japanese TK…, Taiwanese 3…)."""

    def make(g: random.Random) -> str:
        head = g.choice(prefixes.split()) if prefixes else ""
        return head + _r(g, D, digits)

    return make


_ID_PLACES: dict[str, Maker] = {
    "ふぐ調理師免許の番号、中洲店の届出用やけん：{s}": _fugu_licence,
    "調理師免許の番号は {s} ばい": _cook_licence,
    "食品衛生責任者の修了証番号：{s} じゃっど": _food_hygiene,
    "복어조리기능사 자격번호 이거다이: {s}": _kr_puffer,
    "보건증 번호는 {s} 마씸": _kr_health_cert,
    "保険証の記号番号、病院の受付用：{s}": _jp_insurance,
    "의사 면허번호 {s}, 병원 인사팀에 내라 카더라": _kr_doctor,
    "漁業許可の番号は {s} さ": _jp_fishing,
    "어업허가 번호: {s} 아이가": _kr_fishing,
    "アボジの 外国人登録証明書 번호는 {s} やった": _jp_alien_reg,
    "漁船船員證號碼：{s}，記咧": _tw_crew,
    "số căn cước của tau: {s}": _vn_cccd,
    "小型船舶操縦免許証の番号：{s}": _jp_marine,
    "해기사 면허번호: {s}": _kr_marine,
    "my passport number for the Jetfoil booking: {s}": _passport("M", 8),
    "여권 번호 이거다이: {s}": _passport("M", 8),
    "パスポート番号は {s} やけん": _passport("TK TR TZ", 7),
    "パスポートの番号、{s} じゃけん": _passport("TK TR", 7),
    "護照號碼是 {s}，毋通共人講": _passport("3", 8),
    "số hộ chiếu của tau là {s}": _passport("C", 7),
    "nomer paspor-ku {s}, rek": _passport("X C", 7),
    "nomor paspor saya: {s}": _passport("X", 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Xsolla Publisher Account 2FA recovery codes\n{codes}",
            "spare sign-in codes for the studio's Google Workspace {codes}",
            "Steamworks partner backup codes: {codes}", "2FA 백업 코드 이거다이:\n{codes}",
            "2FA のバックアップコードやけん: {codes}", "kode cadangan 2FA, rek: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Xsolla:haruto@genkai-sp.jp?secret={s}&issuer=Xsolla&digits=6",
              "2FAS, manual setup key for the Tebex login: {s}",
              "Google Authenticator setup key for the Backtrace account, typed by hand: {s}",
              "2FA 키 이거다이: {s}"]  # fmt: skip
_CODES = ["{c} is your Xsolla verification code", "[부산은행] 인증번호 [{c}] 타인에게 절대 알려주지 마세요",
          "【福岡銀行】認証コード：{c}", "Mã xác thực của bạn là {c}", "Kode verifikasi Anda: {c}"]  # fmt: skip


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
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["GSP-Auction", "Jagalchi-Pier-5G", "KT_GiGA_5G_Nampo", "U+Net_Seogwipo",
          "Gamgyul-Farm-2G", "aterm-7f3c21-g", "Buffalo-G-4A10", "HakataRamen-Guest",
          "Dejima-Yard", "Izuhara-Terminal", "Beetle-Crew", "Tenmonkan-Kitchen",
          "Ward7-Staff", "GSP-Studio-5G", "SASEBO-DOCK"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA3 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "pier network {s}, password {pw}",
    "wifi at the tangerine packing shed: {s} / {pw}",
    "Raspberry Pi OS first boot, wireless: SSID {s}, passphrase {pw}",
    "the key printed under the ferry router: {pw}",
    "와이파이 {s} 비번은 {pw} 아이가",
    "와이파이 {s} 비밀번호 {pw} 마씸",
    "Wi-Fi {s} のパスワードは {pw} やけん",
    "Wi-Fi {s} のパス、{pw} さ",
    "wifi {s} ê 密碼是 {pw}",
    "mật khẩu wifi {s} là {pw} nghen",
    "password wifi {s} iku {pw}, rek",
    "kata sandi wifi {s}: {pw}",
    "reefer gateway wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("dev_", (HEX, 28)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("test_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Teams call] {t}",
          "(spaced so the Slack preview hides it) {t}", "한 글자씩 불러줄게: {t}",
          "一文字ずつ言うけん：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["냉동창고 자물쇠 번호 이거다이: {pw}", "감귤 창고 도어락 번호는 {pw} 마씸",
          "中洲店の裏口の暗証番号は {pw} やけん", "倉庫の南京錠の番号：{pw} さ",
          "船倉鐵鎖的號碼：{pw}", "mã khóa cửa kho: {pw}",
          "the engine-room door keypad takes {pw} then #", "padlock on the ice shed at Jagalchi: {pw}",
          "kode gembok gudang, rek: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hallabong", "jagalchi", "tonkotsu", "champon", "castella", "jetfoil",
                 "sakurajima", "dekopon", "mentaiko", "bollard", "gangway", "karukan", "eomuk",
                 "shochu", "gamgyul", "izuhara"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the studio vault: {p}": " ",
            "KeePassXC database passphrase: {p}": " ",
            "Proton Pass master passphrase: {p}": "-", "VeraCrypt volume passphrase: {p}": ".",
            "백업 패스프레이즈 이거다이: {p}": " ", "バックアップのパスフレーズやけん: {p}": "_",
            "passphrase backup-e, rek: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia raw request: Authorization: Bearer {v}": False,
    "Hoppscotch environment, header Authorization = Basic {v}": True,
    "Thunder Client export of the Airbridge call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Config/DefaultEngine.ini:\n[/Script/AndroidRuntimeSettings.AndroidRuntimeSettings]\nKeyStore=harbor.keystore\nKeyAlias=harbor\nKeyStorePassword={pw}",
    "android/key.properties:\nstorePassword={pw}\nkeyPassword=same-as-store\nkeyAlias=upload\nstoreFile=../upload.jks",
    "keystore.properties:\nstoreFile=release.jks\nstorePassword={pw}\nkeyAlias=ferryapp",
    "gradle.properties:\nRELEASE_STORE_FILE=ferry.jks\nRELEASE_STORE_PASSWORD={pw}",
    ".p4config (P4CONFIG):\nP4PORT=ssl:perforce.gsp.lan:1666\nP4USER=build-agent\nP4PASSWD={pw}",
    "~/.upmconfig.toml:\n[npmAuth.\"https://upm.gsp.lan\"]\n_auth = \"build-agent:{pw}\"\nalwaysAuth = true",
    "GameCI workflow, .github/workflows/unity.yml:\n    env:\n      UNITY_EMAIL: ci@genkai-sp.jp\n      UNITY_PASSWORD: {pw}\n      UNITY_SERIAL: SC-7KQ2-9XW3-LM4P-2RT8-VB6N",
    "PalWorldSettings.ini:\n[/Script/Pal.PalGameWorldSettings]\nOptionSettings=(ServerName=\"GSP playtest\",AdminPassword=\"{pw}\",ServerPassword=\"\")",
    "Saved/Config/LinuxServer/Game.ini:\n[ServerSettings]\nServerAdminPassword={pw}",
    "NVR510 config:\nlogin password {pw}\nadministrator password encrypted *\nip lan1 address 192.168.100.1/24",
    "aria2.conf:\nenable-rpc=true\nrpc-listen-all=true\nrpc-secret={pw}",
    "Fastfile:\nENV[\"FASTLANE_PASSWORD\"] = \"{pw}\"\nlane :beta do\n  upload_to_testflight\nend",
    "Unity, Assets/Editor/BuildSettings.cs:\nPlayerSettings.Android.keyaliasPass = \"{pw}\";",
    "auction-bridge appsettings.json:\n{{\"ConnectionStrings\": {{\"Auction\": \"Server=sql.gsp.lan;Database=auction;User Id=svc-auction;Password={pw};\"}}}}",
    "ramen-pos .env:\nPOS_DB_USER=pos\nPOS_DB_PASSWORD={pw}",
    "ferry-gate config.yaml:\ndatabase:\n  user: gate\n  password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Minjun: 경매장 와이파이 비번 뭐꼬?\nYongsu: {pw}",
    "[06:12] kenta: root pw for the auction server?\n[06:13] haruto: {pw}",
    "Yui: {pw} is the new Hansoft admin password",
    "Ryota: use {pw}, that's what the ticket gate has now",
    "도현: 새 비번 {pw} 다이",
    "하은: 새 비밀번호 {pw} 마씸",
    "大輔: 新しかパスは {pw} やけん",
    "嘉豪：新的密碼是 {pw}，記咧",
    "Thảo: mật khẩu mới là {pw} nghen",
    "Bagus: password anyar {pw}, rek",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "비밀\u200b번호: {pw}", "パス\u200dワード: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
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


def _korean_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["korean"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Hansoft admin password is": "{s}", "auction server pw:": "{s} (since the March swap)",
    "비번은": "{s} 아이가", "ticket gate password": "{s}\nchange it after the typhoon season",
    "パスワードは": "{s} やけん", "비밀번호는": "{s} 마씸", "密碼是": "{s}，記咧",
    "mật khẩu là": "{s} nghen",
    "the password Tsuyoshi read out over the radio was": "{s}, I think", "password-e": "{s}, rek",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "GameAnalytics secret key", "{s}", _j((HEX, 40))),
    ("split_token", "mod.io key:", "{s} (mod portal)", _j((HEX, 32))),
    ("split_token", "brainCloud app secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/37", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KW"))),
    ("split_backup", "Xsolla recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "여권 번호", "{s}", _passport("M", 8)),
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
    '{"hansoft": {"url": "https://hansoft.gsp.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kenta", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"gates": [{"name": "gate-a"}, {"name": "gate-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["kadmin", "-p", "haruto/admin", "-w", "{s}", "-q", "listprincs"]}': ("meta_password", _plain_pw),
    '{"note": "倉庫のPCのパスワードは {s} やけん"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ticket gate as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"gameanalytics": {"secret_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"tebexSecret": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"modio_api_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LB")),
    '{"crew": {"passport_no": "{s}"}}': ("meta_id", _passport("TK", 7)),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"treasury_wallet": {"seed_words": "{s}"}}': ("meta_seed", _korean_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"ice_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "GSP-Auction", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nvr510-rev15.01.31.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/genkai/auction-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"auction: add lot weight rounding", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert seat map change", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"brix_2033-01-12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"harbor-0.9.4-win64.zip").hexdigest()

CLEAN = [
    "Remind me to change the auction server password before the audit on 2033-03-11.",
    "Minjun asked for the pier wifi password; it's on the card in the office drawer.",
    "Policy: studio passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Slack; share a vault link instead.",
    "The `.env.example` line `TEBEX_SECRET_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Hansoft server asks for a new admin password after every update.",
    "Replace <YOUR_MODIO_KEY> in the README with the key from your mod.io dashboard.",
    "GAMEANALYTICS_SECRET_KEY and BACKTRACE_SUBMISSION_TOKEN must be set before the nightly build runs.",
    "비번은 아무한테도 말하지 마래이.",
    "비밀번호 아무신디도 골지 맙서.",
    "パスワードは誰にも言わんでね、よか?",
    "パスワードは人に教えたらいかんばい。",
    "密碼毋通共別人講。",
    "Mật khẩu đừng nói cho ai nghe nghen.",
    "Ojok ngomong password nang sopo-sopo, rek.",
    "Jangan kasih tahu kata sandi ke siapa pun.",
    "비밀번호는 14자 이상이어야 합니다.",
    "パスワードは14文字以上にしてください。",
    "密碼至少要十四個字。",
    "Mật khẩu phải có ít nhất mười bốn ký tự.",
    "Upgraded the NVR510 firmware to Rev.15.01.31 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds lot weight rounding to the auction API.",
    f"Rolled back to {_SHORT} after the seat map change broke the ferry booking page.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The NVR510 firmware image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of harbor-0.9.4-win64.zip: {_SHA512}",
    f"The auction API container runs ghcr.io/genkai/auction-api@sha256:{_IMAGE}.",
    f"MD5 of brix_2033-01-12.csv is {_MD5}, same as the copy on the farm share.",
    "Request id 3f9a2c71-5b8e-4d04-a6c2-1e7b9d0f4a83 is the slow one in the Hathora logs.",
    "Purchase order PO-2033-00218 for 300 boxes of hallabong ships on Thursday.",
    "Jira FERRY-340: the Beetle 3 seat map shows row 12 twice.",
    "Call the Jagalchi office on +82 51 245 2094 before noon.",
    "Container TGHU 7741203 with the shrimp lot is at the Busan New Port terminal.",
    "Bill of lading GSP-HKT-2033-0051 covers the frozen mackerel, 14 pallets.",
    "HS code 0303.54 is frozen mackerel; 0805.21 is mandarins and tangerines.",
    "The reefer at Hakata pier is at -25 °C; the tangerine store room is at 5 °C and 85 % humidity.",
    "After five wrong passwords the ticket gate locks the account for 20 minutes.",
    "The Jetfoil cruises at about 45 knots and takes roughly three hours from Hakata to Busan.",
    "The secret of a good Hakata broth is boiling the pork bones for twelve hours.",
    "Ask Ryota for the engine-room keypad code, I don't have it.",
    "My card ending 4417 was declined at the Tenjin electronics shop.",
    "The Kuwait importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the studio's Xsolla account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MODIO_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the ice shed rusts in the salt air; oil it every month.",
    "mod.io moved the API key page under Settings › API Access in its May release.",
    "ISBN 978-4-06-521234-1 is the shipyard welding handbook; ORCID iD 0000-0002-1825-0097 belongs to its editor.",
    "The guest wifi 'HakataRamen-Guest' is open, no password needed.",
    "Lot number JGC-2033-0311, 48 kg of mackerel, grade A; the hallabong brix was 13.8.",
    "경매는 새벽 다섯 시에 시작한다 아이가.",
    "밀감 수확은 십일월부터 시작햄수다.",
    "ラーメンは替え玉ば頼むとがよかよ。",
    "出島の倉庫は明日の朝九時から開くばい。",
    "厳原から比田勝まではバスで二時間かかるとよ。",
    "天文館のラーメン屋は昼から開いとるじゃっど。",
    "澎湖的船明仔載早起六點出港。",
    "Sáng mai xưởng ni bắt đầu lúc bảy giờ nghen.",
    "Sesuk isuk gudang buka jam pitu, rek.",
    "Pelatihan keselamatan kapal dimulai hari Senin.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/studio/hansoft", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 812}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "FERRY-340", "purchase_order": "PO-2033-00218"}',
    '{"lot": {"id": "JGC-2033-0311", "weight_kg": 48, "grade": "A"}}',
    '{"phone": "+82 51 245 2094", "city": "Busan"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "boxes_in_stock": 1284}',
    '{"hs_code": "0805.21", "origin": "KR", "description": "hallabong tangerines"}',
    '{"container": "TGHU 7741203", "carrier": "HMM", "eta": "2033-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
