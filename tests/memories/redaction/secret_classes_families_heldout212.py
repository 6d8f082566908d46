# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twelfth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-ninth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-tenth to two-hundred-and-thirteenth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (212604817),
password words (a tropical fruit, a town, two digits and a sign; aged awamori (`kusu`), a year and
a town; leet words of awamori, shikuwasa, the cane, the manta, the karakara and the shisa with a
year and a sign; a dive site, three digits, a sign and an island; two Uchinaaguchi words joined by
dots with a number; a name, a birth year, a sign and `Cab`; a ferry's `Maru` name with a number;
a town in capitals, a sign and four digits; the cane variety `NiF8` with a year; a generator's four
groups and random runs), names, places, templates, tools, vendors and layouts, the way the staff of
Niraikanai Holdings (fictional: cane fields on Tokunoshima and Miyakojima, the Niraikanai awamori
distillery in Nago, a dive shop at Kabira on Ishigaki, the Nirai Line ferries out of Naha and Naze,
a tropical-fruit packhouse, Nirai Taxi in Naha and Koza, and the Niraikanai credit union, ニライ信用組合)
leak secrets into an assistant's memory. The texts are LINE, +メッセージ, Slack, Teams, Discord,
Google Chat, Signal and WhatsApp messages, chat logs with times, tickets, wiki tables, notes,
e-mails, runbooks, README fragments, shell, PowerShell and zsh prompts, voice-memo transcripts and
requests to the assistant itself; labels are followed by a colon, "is", a dash, an arrow, an emoji,
a new line, quotes (`"…"`, `「…」`, `『…』`), parentheses and a table's bar.

Tools, calls and flags none of heldouts 5 to 209 names (each grepped): Mercurial's `hg --config
auth.X.password=`, `tf.exe … /login:user,…` (the tool's name unused; `/login:` in two earlier
corpora), poppler's `pdfsig -nss-pwd`, PDFBox's `pdfbox-app … decrypt -password`, macOS `plutil
-replace Password -string`, GNU screen's `-X stuff`, AutoHotkey's `SendRaw`; and lightly used ones
(one or two earlier corpora each): `defaults write … -string`, `pdftoppm -upw`, `ydotool type`,
`termscp -P`, `osascript … keystroke`, `mutool draw -p`. Variables are the company's own
(`NIRAI_FERRY_DB_PASSWORD`, `KUSU_CELLAR_MQTT_PASS`, `TIDA_PACKHOUSE_API_SECRET`, …, no earlier
corpus names `NIRAI`), beside common layouts (env files, compose, systemd, Kubernetes secrets, a
wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings, code in
Python, JavaScript, Go, Ruby, PHP, Kotlin, Swift, C#, Rust, Lua, Perl, Dart, Elixir and
AutoHotkey) in wordings of their own.

About 45 % of the secret samples are in other languages than English (177 of 390 by a rough count of the
drawn samples): Okinawan (Uchinaaguchi) in kana and in romaji, Amami, Miyako, Yaeyama, Okinawan
Japanese texting and standard Japanese; the English lines include the English of the base towns
(Kadena, Chatan, Koza: Gate 2 Street, the Exchange, mama-san). The wordings are the author's
approximations, checked by no speaker, built around a few marker words and the loanwords people
text (パスワード, password, wifi, PIN, token, server, API キー): Uchinaaguchi `はいさい`/`haisai`,
`めんそーれ`, `にふぇーでーびる`/`nifee deebiru`, `やいびーん`/`yaibiin`, `やさ`, `うんじゅ`, `わん`,
`わったー`, `ぬ`/`nu`, `ゆたしく うにげーさびら`, `ちばりよー`, `なんくるないさ`; Amami
`うがみしょーらん`/`ugamishooran`, `ありがっさまりょうた`/`arigassamaryoota`, `どー`; Miyako `んみゃーち`,
`たんでぃがーたんでぃ`/`tandigaatandi`, `ばん`; Yaeyama `おーりとーり`, `みーふぁいゆー`/`miifaiyuu`,
`ばな`, `どぅ`; Okinawan Japanese `だからよー`, `あきさみよー`, `でーじ`, `しに`, `〜さー`, `ないちゃー`.
The thinnest guesses are the Okinawan word `あいくとぅば`/`aikutuba` (合言葉 with the vowel shift)
for a password, the Okinawan topic forms `パスワードー` and `paswaadoo`, every Miyako and Yaeyama
sentence beyond the greeting and the thanks (`ban nu … dusu`, `bana nu … du`), the Amami `いっちゃ`
and `どー`, and the romaji spellings in general (apostrophes are typed as ASCII, as people text them, where
print writes `’`).

Vendors (Mazrica, Repsona, Colorme, ecforce, futureshop, Coiney, Minna Bank, Lolipop, Onamae.com,
Muumuu Domain, S.RIDE, Mapion, tenki.jp, Mercari Shops, Kanmu, Upsider, Paild, Bill One, MF Cloud,
Toreru, e-Gov API and Sony Bank) are ones heldouts 5 to 209 do not name (grepped by name). No shape
here is one the author knows to be real: every one is a guess (hex, URL-safe and alphanumeric
runs, UUIDs, prefixes such as `mzr_`, `ecf_live_`, `cny_sk_`, `mshp_`, `ups_live_`, `b1_`); the JWTs
are well-formed and BitLocker's eight groups of six digits follow its published layout.

The ids are kinds heldouts 5 to 209 do not use (or use once): Japan's qualified-invoice
registration number (`T` and a corporate number), drawn until `stdnum.jp.cn` validates its check
digit; the others are invented shapes that no library or this file checks: a class-2 (taxi)
driving licence number, a diving C-card number, a 海技免状 (marine officer's licence), a 潜水士免許
(diver's licence), a special permanent resident certificate, a USFJ Form 4EJ driving permit, a
credit-union member number (組合員番号) and Japanese passports under Okinawan and Amami words. Card
numbers pass Luhn (the value helpers' JCB, Visa, Mastercard, Amex, Diners, Discover and UnionPay).
The IBANs are of countries used least by a rough count over heldouts 5 to 209 (Georgia, Nicaragua,
Finland, Germany, Andorra, Bosnia and Herzegovina, Bahrain and Brazil), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s Japanese, English, Korean, Traditional
Chinese, Portuguese and Czech lists, each with a valid checksum. Counts: 390 secret samples, 20
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.jp import cn as jp_cn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 212_604_817
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

    ``draw(rng, index, template)`` returns the template's fields (each written ``{name}`` in the
    template and put in by plain replacement, so braces of code and JSON stay as written); ``key``
    names the field that is the planted value, unless the draw also returns a ``secret`` field."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str = "pw"

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            text = template
            for name, value in fields.items():
                if name != "secret":
                    text = text.replace("{" + name + "}", value)
            secret = fields["secret"] if "secret" in fields else fields[self.key]
            out.append(Sample(self.cls, text, secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {name: rng.choice(pool) for name, pool in pools.items()} | {"pw": make(rng)}

    return draw


_FRUIT = ["Shikuwasa", "Tankan", "Pitaya", "Mango", "Pine", "Acerola", "Passion", "Shimabanana",
          "Guava", "Papaya", "Starfruit", "Keraji", "Goya", "Sataa"]  # fmt: skip
_TOWNS = ["Naha", "Nago", "Hirara", "Ishigaki", "Naze", "Kametsu", "Irabu", "Taketomi", "Yonaguni",
          "Zamami", "Motobu", "Itoman", "Ginowan", "Koza", "Kabira", "Setouchi", "Kunigami",
          "Amagi", "Isen", "Chatan"]  # fmt: skip
_DIVE = ["Manta", "Kerama", "Umigame", "Napoleon", "Dropoff", "Yabiji", "Ohama", "Sekisei",
         "Bluecave", "Hammerhead"]  # fmt: skip
_UCHI = ["chibariyo", "nankuru", "ichariba", "choodee", "yuimaaru", "nuchi", "chimu", "tida",
         "churasa", "mensoore", "kariyushi", "shimakutuba", "uuji", "sataa"]  # fmt: skip
_NAMES = ["Higa", "Kinjo", "Oshiro", "Miyagi", "Tamaki", "Chinen", "Arakaki", "Yogi", "Kuniyoshi",
          "Yuna", "Haruto", "Kamado", "Ushi", "Sakae", "Mio", "Tyler", "Keisha", "Marcus"]  # fmt: skip
_MARU = ["Niraimaru", "Kanaimaru", "Tidamaru", "Amamimaru", "Kusumaru", "Manta", "Sango"]
_SYMBOLS = "!#$%&*?@+=~^"
_LEET = ["Aw4m0r1", "Sh1kuw4s4", "Uuj1", "M4nt4", "K4r4k4r4", "Sh1s4", "T4nk4n", "K0kut0"]


def _manager(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FRUIT)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"kusu{g.randrange(1965, 2031)}-{g.choice(_TOWNS).lower()}{g.randrange(10, 100)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_DIVE)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: ".".join(g.sample(_UCHI, 2)) + "." + str(g.randrange(100, 10_000)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1955, 2008)}{g.choice(_SYMBOLS)}Cab{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_MARU)}No{g.randrange(2, 40)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 3)}",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"NiF8-{g.choice(_TOWNS)}-{g.randrange(1990, 2032)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # Uchinaaguchi, kana
    "LINE「糸満ダイブ」グループ：はいさい！ダイブショップぬ 予約PCぬ パスワードー {pw} やいびーん。",
    "うんじゅぬ 新しい パスワードー「{pw}」やいびーん。わすんなよー",
    "わったー 泡盛蔵ぬ 在庫サーバーぬ パスワード → {pw} 、ゆたしく うにげーさびら",
    "あいくとぅばー {pw} やさ（製糖工場ぬ 計量PC）",
    "ぬーやが？ 名護ぬ サーバーぬ パスワード？ {pw} やん。",
    "にふぇーでーびる！ フェリー券売機ぬ 新しい password や 『{pw}』 やいびーん",
    "めんそーれ〜 タクシー配車ぬ 管理画面、パスワード：{pw} ちばりよー",
    # Uchinaaguchi, romaji
    "Haisai, unju nu paswaado ya {pw} yaibiin. Nifee deebiru!",
    "kunu server nu password: {pw} — yutashiku unigeesabira",
    "aikutuba ya {pw} yaibiin (sataayaa nu PC)",
    'wattaa nu dive-shop nu password ya "{pw}" yasa, nankurunaisa',
    # Amami
    "うがみしょーらん！ 名瀬ぬ フェリー予約PCぬ パスワード いっちゃ {pw} どー。ありがっさまりょうた",
    "Ugamishooran, Kametsu no jimusho no PC password wa {pw} doo, arigassamaryoota",
    "徳之島ぬ 黒糖焼酎蔵ぬ パスワード かえたっとー → {pw}",
    # Miyako
    "んみゃーち！ 伊良部ぬ ダイブ屋ぬ password: {pw} たんでぃがーたんでぃ",
    "Nmyaachi. ban nu paswaado ya {pw} dusu, tandigaatandi",
    # Yaeyama
    "おーりとーり、竹富ぬ 水牛車予約ぬ パスワードー {pw} どぅ。みーふぁいゆー",
    "Miifaiyuu! Kabira nu dive log password: {pw}, bana nu du",
    # Okinawan Japanese texting
    "だからよー、POSのパスワード {pw} さー",
    "あきさみよー！ またパス変わってる→ {pw}",
    "でーじ大事：サーバーのパスワードは「{pw}」ね。なんくるないさ〜",
    "しに忘れるから書いとく。管理画面のパスは {pw} だよー",
    "パスワード（{pw}）ないちゃーの業者には教えんでね",
    "Chatanの店のレジ、パスワード変えたさー：{pw}",
    "コザのタクシー営業所PC、パスは『{pw}』よ。しに大事",
    "わんぬ メールぬ パスワードー {pw} やさ。うんじゅ 覚えとってぃ",
    "kunu PC nu paswaadoo {pw} yaibiin, Koza nu eigyoosho",
    "与論行きフェリーの運航端末：パスワード\n{pw}",
    "黒糖工場ぬ PCぬ パスワードや {pw} どー（徳之島）",
    "石垣ぬ 青果場ぬ パスワードー「{pw}」どぅ",
    "音声メモ（07:55）：えーと、蔵の温度計のパスワードは {pw} です",
    "+メッセージ from 比嘉: 信用組合の端末パスワード 🔑 {pw}",
    # Standard Japanese
    "Slack #nago-distillery：蒸留所の温度ロガーのパスワードは {pw} です。",
    "Teams チャット（金城）：石垣の青果集荷場PCのパスワード：\n{pw}",
    "メモ：フェリー運航管理システム ログインパスワード = {pw}",
    "件名：宮古島事務所PC\n\n大城さん\n新しいパスワードは {pw} です。\nよろしくお願いします。",
    # English, base towns and the office
    "Gate 2 St crew chat: the back-office PC password is {pw}, don't tell the mama-san",
    "Kadena spouses' group DM: dive shop booking login pw → {pw}",
    "text from Tyler (Camp Foster): taxi app admin pw = {pw}",
    "Discord #chatan-shop: the Exchange vendor portal password is {pw} now",
    "[08:14] Higa: the awamori cellar SCADA password is {pw}\n[08:15] Kinjo: got it",
    "[21:02] Yuna: ferry ticket kiosk password changed to {pw}",
    "Ticket NRL-4412 (ferry booking): reset user kinjo, temp password {pw}",
    "| Ishigaki packhouse POS | admin | {pw} |",
    "Runbook step 3: log into the Naze ferry kiosk as ops with password {pw}",
    "## Local dev\nThe demo admin password is `{pw}`.",
    "Voice memo 07:42, transcribed: uh, the password for the mango packhouse laptop is {pw}, okay",
    "Remember this for me: the credit union teller terminal password is {pw}",
    "Google Chat, Tokunoshima cane office: scale PC password (new) {pw}",
    "Signal from Marcus: Koza taxi dispatch password: {pw}",
    "WhatsApp, dive boat Sango: the dive computer cloud password is {pw} 🤿",
    'Note to self — Nirai Line crew portal: password "{pw}"',
]


_said = _Family("said_password", _SAID, _with(_pw))

_USERS = ["higa", "kinjo.k", "oshiro", "miyagi.t", "tamaki", "chinen", "arakaki", "yogi",
          "kuniyoshi", "sakae", "mio.h", "tyler.b", "ops", "admin", "kiosk"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "ユーザー名：{u}　パスワード：{pw}",
    "ID：{u} パス：{pw}",
    "user {u} pass {pw} (Nirai Line booking)",
    "Higa-san, ID ya {u}, paswaado ya {pw} yaibiin",
    "creds for the cane scale are {u} and {pw}",
    "sign in as {u} with {pw}",
    "アカウント {u}、パスワード {pw}（泡盛蔵）",
    "ユーザー {u} / パスワードー {pw} やいびーん",
    "taxi meter web UI — username {u}, password {pw}",
    "Kametsu no PC: {u} / {pw} doo",
    "packhouse laptop {u}:{pw}",
    "ログイン情報 → ID {u} ／ パスワード {pw}",
    "伊良部ぬ PC：ID {u}、パス {pw} たんでぃがーたんでぃ",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS))

_SPELL_WORDS = ["kerama", "shikuwasa", "karakara", "yabiji", "sekisei", "umigame",
                "kokuto", "sanshin", "chanpuru", "mozuku", "sataa", "irabu", "hateruma", "yaeyama",
                "kusuyaa", "tidamaru", "churaumi", "bashofu"]  # fmt: skip
_SPELLED = [
    "Voice memo: the password is the word {w}, all lowercase, then {d}",
    "パスワードは「{w}」って単語のあとに数字の {d} ね",
    "paswaado ya {w} nu kutuba, ato nkai {d} yaibiin",
    "it's {w}{d}, like the dive site, then the numbers together",
    "the wifi in the boat shed: {w} followed by {d}, no spaces",
    "spell it for the new driver: {sp}",
    "パスは {w}{d} だからよー",
    "the admin password is the word {w} and then {d} at the end",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, number = _SPELL_WORDS[index], str(rng.randrange(100, 10_000))
    spelled = " ".join((word + number).upper())
    if "{sp}" in template:
        return {"sp": spelled, "w": word, "d": number}
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, key="sp")

_CLI = [
    "hg --config auth.nirai.prefix=https://hg.nirai.lan --config auth.nirai.username={u} --config auth.nirai.password={pw} pull",
    "tf.exe get $/Awamori/Main /recursive /login:{u},{pw}",
    "pdfsig -nss-pwd {pw} -add-signature -nick tamaki-seal invoice_0412.pdf signed.pdf",
    "java -jar pdfbox-app-3.0.2.jar decrypt -password {pw} -i payroll_nirai.pdf",
    "sudo plutil -replace Password -string {pw} /Library/Preferences/jp.nirai.kiosk.plist",
    "screen -S ferrydb -X stuff '{pw}\\n'",
    "defaults write jp.nirai.taximeter Password -string {pw}",
    "pdftoppm -upw {pw} -png statement_2031-04.pdf page",
    "ydotool type '{pw}'",
    "termscp -P {pw} sftp://{u}@192.168.40.12:22",
    "osascript -e 'tell application \"System Events\" to keystroke \"{pw}\"'",
    "mutool draw -p {pw} -o cane_%d.png cane_contract.pdf",
]  # fmt: skip
_SHELLS = ["{u}@naha-ops:~$ {c}", "PS C:\\Users\\higa> {c}", "[root@ferry-kiosk ~]# {c}",
           "~/awamori ❯ {c}", "% {c}", "名護のターミナル履歴：\n{c}", "history | tail:\n  412  {c}",
           "Miyako no PC de uttaa: {c}", "昨日打ったコマンド、これでいい？\n{c}",
           "宮古島事務所のMacで実行：{c}", "うんじゅが 打っちゃる コマンド：{c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        secret, user = _plain_pw(rng), rng.choice(_USERS)
        command = template.replace("{u}", user).replace("{pw}", secret)
        text = rng.choice(_SHELLS).replace("{u}", user).replace("{c}", command)
        out.append(Sample("cli_password", text, secret))
    return out


_URLS = [
    "DATABASE_URL=postgresql://{u}:{pw}@ferry-db.nirai.lan:5432/booking",
    "mysql://{u}:{pw}@10.0.7.21/awamori_stock",
    "mongodb+srv://{u}:{pw}@packhouse.abcd1.mongodb.net/fruit",
    "redis://:{pw}@dispatch-cache.nirai.lan:6379/2",
    "amqp://{u}:{pw}@mq.nirai.lan:5672/cane",
    "ftp://{u}:{pw}@scale.tokunoshima.nirai.lan/exports/",
    "Server=cu-core.nirai.lan;Database=Members;User Id={u};Password={pw};",
    "rtsp://{u}:{pw}@192.168.8.64:554/boat-cam",
    "git remote add origin https://{u}:{pw}@git.nirai.lan/ferry/timetable.git",
    "jdbc:sqlserver://cu-core:1433;databaseName=loans;user={u};password={pw}",
    "接続文字列：postgres://{u}:{pw}@nago-db:5432/kusu",
    "ldap://cn={u},dc=nirai,dc=lan:{pw}@ldap.nirai.lan",
    "smb://{u}:{pw}@nas.naze.nirai.lan/tickets",
    "sftp://{u}:{pw}@fruit-edi.nirai.lan:2222/in",
    "信用組合DBの接続先：mysql://{u}:{pw}@cu-db.nirai.lan:3306/members",
    "フェリー予約のRedis → redis://{u}:{pw}@10.0.9.8:6379/0",
]
_urls = _Family("url_password", _URLS, _with(_plain_pw, u=_USERS))


def _jwt_of(rng: random.Random, claims: dict[str, Any]) -> str:
    return f"{v.b64url({'alg': 'HS256', 'typ': 'JWT'})}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_VENDORS: dict[str, Maker] = {
    "Mazrica API キー: {t}": _j("mzr_", (ALNUM, 40)),
    "Repsona トークン → {t}": _j((HEX, 64)),
    "COLORME_ACCESS_TOKEN={t}": _j((HEX, 64)),
    "ecforce のAPIキー「{t}」": _j("ecf_live_", (ALNUM, 32)),
    "futureshop API key: {t}": lambda g: v.uuid4(g, "b"),
    "Coiney secret key {t} (packhouse shop)": _j("cny_sk_", (ALNUM, 32)),
    "Minna Bank API token: {t}": _j("mb-", (URLSAFE, 48)),
    "Lolipop API キーや {t} やいびーん": _j((ALNUM, 40)),
    "Onamae.com API key = {t}": _j((HEX, 32)),
    "Muumuu Domain token: {t}": _j("mmd", (ALNUM, 29)),
    "S.RIDE dispatch API key → {t}": _j("srd_", (ALNUM, 36)),
    "Mapion API キー：{t}": _j((UPPER_HEX, 32)),
    "tenki.jp API key for the dive boats: {t}": _j((HEX, 40)),
    "Mercari Shops アクセストークン {t}": _j("mshp_", (ALNUM, 48)),
    "Kanmu API key: {t}": _j((B64, 54), "=="),
    "UPSIDER_API_KEY={t}": _j("ups_live_", (ALNUM, 40)),
    "Paild client secret: {t}": lambda g: v.uuid4(g, "9"),
    "Bill One API トークン：{t}": _j("b1_", (HEX, 64)),
    "MF Cloud access token {t}": _j((URLSAFE, 43)),
    "Toreru API key: {t}": _j((ALNUM, 32)),
    "e-Gov API client secret: {t}": _j((ALNUM, 40)),
    "Sony Bank API key ya {t} yaibiin": lambda g: "sbk-" + v.uuid4(g, "a"),
    "S.RIDE integration broken, current key {t}": _j("srd_", (ALNUM, 36)),
    "Integrations › Mazrica: {t}": _j("mzr_", (ALNUM, 40)),
}
_VENDOR_FRAMES = ["{c}", "Slack #integrations: {c}", "メモ：{c}", "[10:31] Chinen: {c}",
                  "Ticket NRL-5120: {c}", "haisai, {c}", "Note for the assistant — {c}",
                  ".env.local:\n{c}"]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_VENDORS), n):
        secret = _VENDORS[template](rng)
        frame = rng.choice(_VENDOR_FRAMES if "=" not in template else ["{c}", ".env:\n{c}"])
        out.append(
            Sample("vendor_token", frame.replace("{c}", template.replace("{t}", secret)), secret)
        )
    return out


_JWTS = [
    "Authorization: Bearer {t}",
    "タクシー配車APIのJWT：{t}",
    "ferry booking session token → {t}",
    "jwt ya {t} yaibiin",
    "curl -H 'Authorization: Bearer {t}' https://api.nirai.lan/v1/tickets",
    "S.RIDE JWT for the Koza cabs: {t}",
    "Cookie: nirai_session={t}",
    "id_token={t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    claims = {"sub": f"{rng.choice(_USERS)}-{rng.randrange(1000, 9999)}", "iss": "nirai.lan",
              "iat": 1_900_000_000 + rng.randrange(10**7), "scope": rng.choice(["tickets", "cane", "cu"])}  # fmt: skip
    return {"t": _jwt_of(rng, claims)}


_jwts = _Family("jwt", _JWTS, _jwt_draw, key="t")

_PEMS = {
    "RSA PRIVATE KEY": "deploy key for the ferry server:\n{key}",
    "PRIVATE KEY": "泡盛蔵の証明書の秘密鍵：\n{key}",
    "OPENSSH PRIVATE KEY": "~/.ssh/id_ed25519 on the dive-shop NAS\n{key}",
    "EC PRIVATE KEY": "credit union signing key (do not commit):\n{key}",
}


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    kinds = list(_PEMS)
    for index in range(n):
        kind = kinds[index % len(kinds)]
        lines = [_r(rng, B64, 64) for _ in range(8)]
        body = "\n".join(
            [f"-----BEGIN {kind}-----", *lines, _r(rng, B64, 20) + "==", f"-----END {kind}-----"]
        )
        out.append(Sample("pem_key", _PEMS[kind].replace("{key}", body), lines[2 + index % 5]))
    return out


_AUTH = [
    "Authorization: Basic {b}",
    'curl -H "Authorization: Basic {b}" https://cane.nirai.lan/api/weights',
    "ヘッダー：Authorization: Basic {b}",
    "proxy header for the taxi meters: Proxy-Authorization: Basic {b}",
    "Authorization: Bearer {t}",
    "bearer token ya {t} yaibiin",
    "Bearer {t} ← 信用組合APIのトークン",
    "wget --header='Authorization: Bearer {t}' https://fruit.nirai.lan/export.csv",
]


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "{b}" in template:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"b": base64.b64encode(pair.encode()).decode()}
    return {"t": _r(rng, ALNUM, rng.choice([32, 40, 48]))}


def _auths(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _AUTH, n):
        fields = _auth_draw(rng, 0, template)
        ((slot, value),) = fields.items()
        out.append(Sample("auth_header", template.replace("{" + slot + "}", value), value))
    return out


_CONFIGS = [
    "NIRAI_FERRY_DB_PASSWORD={pw}",
    'KUSU_CELLAR_MQTT_PASS="{pw}"',
    "TIDA_PACKHOUSE_API_SECRET={pw}",
    "export NIRAI_TAXI_DISPATCH_KEY='{pw}'",
    "services:\n  booking:\n    image: nirai/booking:3.1\n    environment:\n      - NIRAI_CU_CORE_PASSWORD={pw}",
    "environment:\n  UMI_DIVE_BOOKING_SECRET: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: cane-scale\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=NIRAI_SCALE_PASSWORD={pw}\nExecStart=/opt/cane/scale-sync",
    "[database]\nhost = ferry-db\nuser = booking\npassword = {pw}",
    'smtp:\n  host: mail.nirai.lan\n  username: tickets\n  password: "{pw}"',
    "# .env (Naze office)\nDB_HOST=10.0.9.4\nDB_PASS={pw}",
    "spring.datasource.password={pw}",
    '<add key="CuCorePassword" value="{pw}" />',
    "docker run -e NIRAI_FRUIT_DB_PASSWORD={pw} nirai/packhouse:2.4",
    "[mqtt]\nbroker=kusu-cellar.nirai.lan\nusername=logger\npassword={pw}",
    "kubectl create secret generic taxi-dispatch --from-literal=password={pw}",
    "ansible_become_password: {pw}",
    "TAXI_METER_ADMIN_PASS={pw} # Koza garage",
    "- name: ferry-db\n  value: {pw}\n  key: NIRAI_FERRY_DB_PASS",
    "auth:\n  user: ishigaki-pos\n  pass: {pw}",
]
_configs = _Family("config_secret", _CONFIGS, _with(_plain_pw))

_CODE = [
    'conn = psycopg.connect(host="ferry-db", user="booking", password="{pw}")',
    "const client = new Client({ user: 'cane', password: '{pw}' });",
    'db, _ := sql.Open("mysql", "kusu:{pw}@tcp(10.0.7.21)/stock")',
    "Nirai::Client.new(api_user: 'taxi', api_password: '{pw}')",
    "$pdo = new PDO($dsn, 'members', '{pw}');",
    'val dispatchPassword = "{pw}"',
    'let kioskPassword = "{pw}" // Naze ticket kiosk',
    'var cred = new NetworkCredential("cu-teller", "{pw}");',
    'let password = String::from("{pw}");',
    'local ferry_pass = "{pw}" -- kiosk.lua',
    "my $dbpass = '{pw}';  # packhouse.pl",
    "final scalePassword = '{pw}';",
    'config :nirai, Nirai.Repo, password: "{pw}"',
    "; kiosk.ahk\n::;ferrypw::\nSendRaw {pw}",
    'requests.post(url, auth=("dive", "{pw}"))',
    'PASSWORD = "{pw}"  # タクシーメーター管理画面',
]
_code = _Family("code_secret", _CODE, _with(_plain_pw))

_CARDS = [
    "カード番号 {c}",
    "JCB {c} 有効期限 09/33",
    "card for the ferry fuel account: {c}",
    "kaado nu bangoo ya {c} yaibiin",
    "信用組合の法人カード：{c}（exp 11/34）",
    "Exchange card on file {c}, exp 03/35",
    "フェリー燃料代のカード番号は {c} だからよー",
    "Remember my card {c} for the dive gear order",
]
_BRANDS = ["jcb", "visa", "mastercard", "amex", "diners", "discover", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARDS, _card_draw, key="c")

_CVVS = [
    "JCB {c}, セキュリティコード {cvv}",
    "Visa {c} exp 08/34, CVV {cvv}",
    "カード裏の3桁：{cvv}（{c}）",
    "card {c}, the three digits on the back are {cvv}",
    "security code on the back: {cvv} (card {c})",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "jcb" if "JCB" in template else "visa"
    return {"c": v.grouped(v.card(rng, brand), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVVS, _cvv_draw, key="cvv")

_IBAN_SHAPES = {"GE": "aa" + "n" * 16, "NI": "aaaa" + "n" * 20, "FI": "n" * 14, "DE": "n" * 18,
                "AD": "n" * 8 + "c" * 12, "BA": "n" * 16, "BH": "aaaa" + "c" * 14,
                "BR": "n" * 23 + "a" + "c"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBANS = [
    "IBAN: {i}",
    "送金先 IBAN {i}（ダイブ器材の仕入れ先）",
    "Pay the Tbilisi cask cooper to {i}",
    "IBAN ya {i} yaibiin",
    "振込先：{i}",
    "please wire the deposit to IBAN {i}",
    "Kontonummer für die Zuckerrohr-Erntemaschine: {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBANS, _iban_draw, key="i")


def _t_number(g: random.Random) -> str:
    """A qualified-invoice registration number: ``T`` and a valid corporate number."""
    return "T" + v.until(g, lambda h: h.choice("123456789") + _r(h, D, 12), jp_cn.is_valid)


def _class2(g: random.Random) -> str:
    return f"97{g.randrange(0, 100):02d}{_r(g, D, 8)}"


def _ccard(g: random.Random) -> str:
    return f"{g.randrange(10, 32):02d}{g.randrange(1, 13):02d}JP{_r(g, D, 5)}"


def _kaigi(g: random.Random) -> str:
    return f"{_r(g, D, 3)}-{_r(g, D, 6)}"


def _sensui(g: random.Random) -> str:
    return f"沖{_r(g, D, 7)}"


def _spr(g: random.Random) -> str:
    return f"{_r(g, UPPER, 2)}{_r(g, D, 8)}{_r(g, UPPER, 2)}"


def _form4ej(g: random.Random) -> str:
    return f"4EJ-{_r(g, D, 7)}"


def _member(g: random.Random) -> str:
    return f"47-{_r(g, D, 7)}"


def _passport(g: random.Random) -> str:
    return f"T{g.choice('KRZ')}{_r(g, D, 7)}"


_NATIONAL: dict[str, Maker] = {
    "適格請求書発行事業者登録番号：{n}": _t_number,
    "invoice registration number {n} (Niraikanai distillery)": _t_number,
    "第二種運転免許 番号 {n}": _class2,
    "Koza cab driver's class-2 licence no. {n}": _class2,
    "Cカード番号（ダイバー認定）：{n}": _ccard,
    "diver C-card number {n}, Kabira shop": _ccard,
    "海技免状 番号 {n}（フェリー船長）": _kaigi,
    "潜水士免許証の番号は {n} です": _sensui,
    "特別永住者証明書番号 {n}": _spr,
    "USFJ Form 4EJ driving permit: {n}": _form4ej,
    "組合員番号 {n}（ニライ信用組合）": _member,
    "ぱすぽーとぬ 番号ー {n} やいびーん": _passport,
    "Amami: pasupooto no bangoo wa {n} doo": _passport,
    "passport no. {n}, Higa Yuna": _passport,
}


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_NATIONAL), n):
        secret = _NATIONAL[template](rng)
        out.append(Sample("national_id", template.replace("{n}", secret), secret))
    return out


_SEED_LANGS = ["japanese", "english", "korean", "chinese_traditional", "portuguese", "czech"]
_MNEMO = {lang: Mnemonic(lang) for lang in _SEED_LANGS}
_SEEDS = [
    "ウォレットの復元フレーズ：\n{p}",
    "seed phrase for the credit union's test wallet: {p}",
    "シードフレーズ → {p}",
    "recovery words ya {p} yaibiin",
    "Voice memo: the backup words are {p}",
    "ledger backup (Koza office safe): {p}",
]


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_LANGS[index % len(_SEED_LANGS)]
    words = rng.choice([16, 16, 32])
    return {"p": str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(words))))}


_seeds = _Family("seed_phrase", _SEEDS, _seed_draw, key="p")


def _codes(rng: random.Random, style: int) -> list[str]:
    return v.backup_codes(rng, 8, style)


_BACKUPS = [
    "バックアップコード：\n{l}",
    "Google backup codes for the ferry account: {l}",
    "2FA backup codes (taxi dispatch):\n{l}",
    "リカバリーコード {l}",
    "backup code ya {l} yaibiin",
    "Microsoft recovery codes, Nago office: {l}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = _codes(rng, index % 4)
        joined = ("\n" if "\n{l}" in template else ", ").join(codes)
        out.append(Sample("backup_codes", template.replace("{l}", joined), codes[3]))
    return out


_TOTP = [
    "TOTP secret: {s}",
    "otpauth://totp/Nirai:{u}?secret={s}&issuer=Nirai",
    "2FAのセットアップキー：{s}",
    "setup key for the credit union app: {s}",
    "二段階認証の秘密鍵 {s}",
    "otpauth://totp/NiraiLine%20Booking?secret={s}&digits=6",
    "manual key (couldn't scan the QR): {s}",
    "2FA kii ya {s} yaibiin",
]


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {
        "u": rng.choice(_USERS),
        "s": v.totp_secret(rng, spaced=index % 3 == 2 and "otpauth" not in template),
    }


_totp = _Family("totp_secret", _TOTP, _totp_draw, key="s")

_OTP = [
    "認証コード：{o}",
    "{o} is your Nirai Line verification code",
    "確認コード {o}（信用組合アプリ）",
    "Use {o} to sign in to the dispatch console",
    "ワンタイムパスワード {o} さー",
    "verification code ya {o} yaibiin",
]


def _otp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"o": _r(rng, D, 6)}


_otps = _Family("one_time_code", _OTP, _otp_draw, key="o")

_RECOVERY = [
    "BitLocker recovery key for the teller laptop: {k}",
    "BitLocker 回復キー：{k}",
    "Microsoft recovery code: {k}",
    "リカバリーキーや {k} やいびーん",
    "Apple recovery key (office iPad): {k}",
    "the single-use recovery code for the booking admin is {k}",
]


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or "回復" in template:
        key = "-".join(_r(rng, D, 6) for _ in range(8))
    elif "Apple" in template:
        key = "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))
    else:
        key = "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))
    return {"k": key}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, key="k")

_PINS = [
    "キーボックスの暗証番号：{p}",
    "ダイブショップの金庫 {p}",
    "事務所のドア：{p}#",
    "暗証番号ー {p} やいびーん",
    "the boat shed padlock code is {p}",
    "gate code for the Kabira compound: {p}",
    "蔵のシャッター暗証番号は {p} だからよー",
    "taxi garage keypad → {p}",
    "PIN: {p} (credit union debit card, Higa)",
    "ferry ticket office alarm code {p}",
    "dial lock on the fruit cooler: {p}",
    "PIN ya {p} dusu (Irabu)",
    "金庫ぬ 番号ー {p} やいびーん、わすんなよー",
    "名瀬ぬ 倉庫ぬ 鍵 {p} どー",
    "水牛車小屋ぬ ダイヤル錠 {p} どぅ",
    "レジの暗証番号、変えたさー → {p}",
]


def _pin_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _r(rng, D, rng.choice([5, 6, 6, 7, 8]))}


_pins = _Family("pin_code", _PINS, _pin_draw, key="p")

_SSIDS = ["Nirai-Dive-5G", "KusuCellar_2G", "Nirai Line Guest", "Koza-Taxi-Office", "TidaPackhouse",
          "NCU-Teller", "Tokuno-Cane-Scale", "Kabira Boat Shed"]  # fmt: skip
_WIFI = [
    "Wi-Fi：{s} / パスワード：{pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi ya {s}, paswaadoo {pw} yaibiin",
    "network {s} key {pw}",
    "Wi-Fi「{s}」のパスは {pw} さー",
    "SSID: {s}\nWPA2 key: {pw}",
    "the wifi in the dive shop ({s}) uses {pw}",
    "ワイファイぬ パスワード（{s}）→ {pw}",
    "Network: {s} / {pw}",
    "だからよー、Wi-Fi（{s}）は {pw} さー",
    "ワイファイ {s} ぬ パスワードや {pw} どー",
]


def _wifi_key(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: ";" not in value and len(value) >= 8)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, s=_SSIDS))

_PHRASE_WORDS = ["uuji", "tida", "kusu", "manta", "kerama", "sango", "shisa", "eisa", "sanshin",
                 "goya", "mozuku", "karakara", "sataa", "umigame", "habu", "deigo", "fukugi",
                 "gajumaru", "kijimuna", "yuimaaru", "ferry", "harbor", "taxi", "meter",
                 "tankan", "pitaya"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "パスフレーズ「{pw}」",
    "the vault passphrase is {pw}",
    'paswaado ya "{pw}" yaibiin',
    "KeePass master passphrase → {pw}",
    "パスフレーズは {pw} です",
]


def _phrase(rng: random.Random) -> str:
    return " ".join(rng.sample(_PHRASE_WORDS, rng.choice([4, 5])))


_phrases = _Family("passphrase", _PHRASES, _with(_phrase))

_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 14), (_cli, 30), (_urls, 14), (_vendors, 40),
    (_jwts, 8), (_pems, 7), (_auths, 8), (_configs, 20), (_code, 16), (_cards, 14), (_cvvs, 5),
    (_ibans, 14), (_national, 20), (_seeds, 12), (_backups, 8), (_totp, 8), (_pins, 20),
    (_wifi, 18), (_recovery, 6), (_otps, 6), (_phrases, 8),
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
    "the ferry kiosk password is": "{s}", "泡盛蔵のパスワード：": "{s}（先月変更）",
    "うんじゅぬ パスワードー": "{s} やいびーん", "Tokunoshima scale pw": "{s}\nchange after the harvest",
    "aikutuba ya": "{s}", "パスは": "{s} だからよー", "Koza dispatch password:": "{s}",
    "the password Marcus read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Mazrica API キー", "{s}", _j("mzr_", (ALNUM, 40))),
    ("split_token", "Repsona token:", "{s} (project board)", _j((HEX, 64))),
    ("split_token", "Paild client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "ウォレットの復元フレーズ", "{s}", _english_seed),
    ("split_card", "カード番号", "{s} 有効期限 12/33", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GE"))),
    ("split_backup", "バックアップコード", "{s}\n48213377\n90417265", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "適格請求書発行事業者登録番号", "{s}", _t_number),
    ("split_pin", "キーボックスの暗証番号", "{s}", _j((D, 7))),
    ("split_wifi", "Wi-Fi (Nirai-Dive-5G) パスワード", "{s}", _plain_pw),
    ("split_url", "ferry DB connection string", "postgresql://booking:{s}@ferry-db:5432/booking", _plain_pw),
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
    '{"ferry_kiosk": {"url": "https://kiosk.naze.nirai.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "higa", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "tokuno-a"}, {"name": "tokuno-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["termscp", "-P", "{s}", "sftp://ops@192.168.40.12"]}': ("meta_password", _plain_pw),
    '{"note": "泡盛蔵のサーバーのパスワードは {s} だよ"}': ("meta_password", _plain_pw),
    '{"memo": "haisai, paswaado ya {s} yaibiin"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the taxi dispatch console as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"mazrica": {"api_key": "{s}"}}': ("meta_token", _j("mzr_", (ALNUM, 40))),
    '{"billOneToken": "{s}"}': ("meta_token", _j("b1_", (HEX, 64))),
    '{"onamae_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/34"}}': ("meta_card", lambda g: v.grouped(v.card(g, "jcb"), "-", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BH")),
    '{"distillery": {"invoice_registration_number": "{s}"}}': ("meta_id", _t_number),
    '{"mfa": {"recovery_codes": ["{s}", "K7QX2-PLM4D", "BTW88-H3VZ9"]}}': ("meta_otp", _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5))),
    '{"cu_test_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp": {"secret": "{s}"}}': ("meta_key", lambda g: v.totp_secret(g, spaced=False)),
    '{"boat_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Nirai-Dive-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"taximeter-fw-2.7.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/nirai/booking:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add Naze-Kametsu route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cane: revert sucrose rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cane_weights_2031-02-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cellar-inventory-2031.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the cane scale password before the harvest starts on 2031-12-01.",
    "Keon asked for the dive shop wifi password; it's on the card behind the counter.",
    "Policy: Niraikanai passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into LINE; share a vault link instead.",
    "The `.env.example` line `MAZRICA_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The ferry kiosk asks for a new admin password after every firmware update.",
    "Replace <YOUR_ONAMAE_KEY> in the README with the key from your Onamae.com dashboard.",
    "NIRAI_FERRY_DB_PASSWORD and KUSU_CELLAR_MQTT_PASS must be set before the nightly sync runs.",
    "パスワードは誰にも教えないでください。",
    "うんじゅぬ パスワードー ちゅに 言ちぇー ないびらんどー。",
    "パスワードは14文字以上にしてね、だからよー。",
    "Haisai! paswaado ya ttchu nkai iraran kutu yoo.",
    "うがみしょーらん、パスワードは 金庫ぬ 中どー。",
    "んみゃーち！ 今日ぬ 海ー でーじ きれいさー。",
    "おーりとーり、竹富島へ ようこそ。みーふぁいゆー。",
    "暗証番号は4桁から6桁で設定してください。",
    "あきさみよー、またパスワード忘れた。リセットお願い。",
    "Wi-Fiのパスワードは受付で聞いてね。",
    "The Exchange on Kadena takes yen and dollars; the card ending 4417 was declined at the gate.",
    "Upgraded the taxi meter firmware from 2.6 to 2.7.1 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the Naze–Kametsu ferry route.",
    f"Rolled back to {_SHORT} after the sucrose rounding broke the cane payments.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The taximeter firmware 2.7.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cellar-inventory-2031.xlsx: {_SHA512}",
    f"The booking container runs ghcr.io/nirai/booking@sha256:{_IMAGE}.",
    f"MD5 of cane_weights_2031-02-14.csv is {_MD5}, same as the copy on the Tokunoshima share.",
    "Request id 3f9e21a7-6c4b-4d19-8a2e-5b7c0d1e9f34 is the slow one in the booking logs.",
    "Order ORD-2031-08812 for 120 cases of tankan ships from Ishigaki on Thursday.",
    "Ticket NRL-7712: the Naze ferry kiosk printer jams on the second receipt.",
    "Call the Nago distillery on 0980-52-4417 before noon.",
    "Ferry Niraimaru No.3 leaves Naha at 07:00 and reaches Naze at 18:20.",
    "Cane intake: 48.6 t today at Tokunoshima, sucrose 14.2 %.",
    "The kusu in cask 17 is 21 years old and 43 % ABV.",
    "Dive log: Kabira Ishizaki, max depth 18.4 m, 52 minutes, three mantas.",
    "Taxi 4417 was in the Koza garage from 09:10 to 11:45 for new tyres.",
    "After five wrong passwords the teller terminal locks the account for 30 minutes.",
    "The secret of good awamori is black koji and patience.",
    "Ask Higa for the boat-shed padlock code, I don't have it.",
    "My card ending 7733 was declined at the Hirara hardware store.",
    "The Georgian cooperage wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ferry account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `BILL_ONE_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the boat shed rusts in the salt air; oil it every month.",
    "Mazrica moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Nirai Line Guest' is open, no password needed.",
    "Lot TANKAN-2031-0311, 10 kg boxes, Brix 12.8; the tasting score was 84.",
    "Member meeting of the credit union is on 2031-06-14 at the Naha branch.",
    "The PIN pad at the Koza taxi office is broken again.",
    "だからよー、フェリーは台風で欠航さー。",
    "注文番号 2031-0412-7788 の マンゴー 20箱 は 明日 発送。",
    "電話番号：098-867-4412（那覇本社）",
    "Invoice 2031/0412 from the Nago distillery: ¥184,800 incl. tax.",
    "The token limit for the booking assistant is 4096 per request.",
    "Sugar-cane variety NiF8 yields more on Tokunoshima's red soil.",
    "Deploy ID 20310412-1 rolled out the ferry timetable; build 512 passed.",
    "Ishigaki dive briefing: no gloves, no touching, buddy checks before every entry.",
    "The credit union's password rules changed: 12 characters, no reuse of the last five.",
    "Ferry route map: Naha → Motobu → Yoron → Okinoerabu → Tokunoshima → Naze.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/nirai/ferry-kiosk", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "NRL-7712", "order": "ORD-2031-08812"}',
    '{"cask": {"id": 17, "age_years": 21, "abv_pct": 43}}',
    '{"phone": "0980-52-4417", "city": "Nago"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "boxes_in_stock": 1284}',
    '{"dive": {"site": "Kabira Ishizaki", "max_depth_m": 18.4, "minutes": 52}}',
    '{"ferry": "Niraimaru No.3", "departs": "07:00", "route": "Naha-Naze"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
