# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-ninth's
docstring, the fifth to two-hundred-and-forty-ninth only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-fiftieth, two-hundred-and-
fifty-first and two-hundred-and-fifty-third), any other test, the reports, the benchmarks, the
rest of docs/security.md, the changelog nor the git history, and the scrubber was never run on it.
Its own seed (252480317), password words (an awamori, cane or island word, an island and a number
and a sign; two such words and a number; an Okinawan or American name, a birth year, a sign and
an island; leet words of champuru, shisa, kokuto, awamori, sanshin, habu, manta, kariyushi, goya
and eisa with a year; `Kame…-…nen`, a crock's number and its years in the cellar, the way the
distillery names its kusu; a ferry's name, a port and a departure time, the way the Tomari
counter notes a boat; an island, a word and a year joined by dots; `…Dives…` with an island; a
generator's three groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Kanahiya Shima Holdings (fictional: an awamori distillery in Nago, a
sugar-cane press on Miyako and Irabu, a diving shop at Kabira on Ishigaki, a ferry ticket counter
at Naha's Tomari port, a warehouse on Amami and a base-side English-language tutoring office in
Chatan) leak secrets into an assistant's memory. The texts are chats with times, tickets, wiki
breadcrumbs and tables, notes, e-mails, runbooks, READMEs, shell and PowerShell prompts, Tera Term
and WinSCP consoles, voice-memo transcripts, dictated text and requests to the assistant itself;
the separators run from a colon, "is" (`は`, `wa`, `ﾊ`, `や`), "desu" and a dash to an arrow (`→`,
`←`), an emoji (`👉`), a new line, Japanese corner brackets (`「」`), backticks and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of earlier corpora
that name each): in none, WowTalk, Rakuten Travel, Tabelog, Creema, Peatix, hacomono, Coconala,
Lancers, CrowdWorks, TimeRex, Airリザーブ, Scubatix, EVE Dive, TutorCruncher, Manabie,
Studysapuri, Navy Federal, PenFed, Ryukyu Bank, OKICA, the MILITARY STAR card, Iriomote and
Urasoe; in one, `ldapmodify`, `azcopy`, `kpcli`, `cadaver`, `mount.davfs`, Chatan, Yomitan,
Zamami and Taketomi; in two, `ksql`, `jf c add`, `boundary authenticate password`, `ibmcloud
login`, `cf login`, `enum4linux`, `wget --password`, `tnftp`, `yafc`, `s3cmd`, `schtasks /rp`,
Ishigaki and Yaeyama; in three, Okinawa, Miyako, Amami and Uchinaaguchi. The common layouts and
commands (env files, `export`, `docker run -e`, compose files, `mysql -p`, `psql` URLs,
`sshpass -p`, `redis-cli -a`, `curl -u`, `smbclient -U`, `htpasswd -b`, `7z -p`, `zip -P`,
`openssl -pass pass:`, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers in Postman,
Insomnia, Thunder Client and HTTPie, the `WIFI:` QR string, CSV rows, Markdown tables, YAML,
.pgpass, my.cnf, wp-config, Django, Spring and ASP.NET settings, msmtprc, fetchmailrc, hostapd,
rclone, odoo.conf, Terraform), all named in many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English (American English from base
workers counts as English here): Japanese in kanji and kana (`パスワード`, `パス` for short,
`暗証番号` for a PIN, `合言葉` and `パスフレーズ` for a passphrase, `キー`, `暗号化キー`,
`秘密鍵`, `シークレット`, `トークン`, `認証コード`, `セットアップキー`,
`バックアップコード`, `予備コード`, `復元フレーズ`, `マイナンバー`, `個人番号`, `法人番号`,
`在留カード番号`, `は … です` "is", `誰にも言わないでね` "don't tell anyone", `教えて` "tell me");
romaji as phones type it (`pasuwaado wa … desu`, `pasu`,
`anshou bangou`, `kaado bangou`, `ninshou koodo`, `tookun`, `API kii`, `himitsu kagi`,
`bakkuappu koodo`, `zairyuu kaado`, `mai nanbaa`, `dare ni mo iwanaide ne`, `kore hozon shitoite`
"keep this", `hitomoji zutsu` "one letter at a time", `komando`); half-width katakana as old
systems print it (`ﾊﾟｽﾜｰﾄﾞ`, `ｱﾝｼｮｳﾊﾞﾝｺﾞｳ`, `ｶｰﾄﾞﾊﾞﾝｺﾞｳ`, `ｾｷｭﾘﾃｨｺｰﾄﾞ`, `ｶｸﾆﾝｺｰﾄﾞ`,
`ﾏｲﾅﾝﾊﾞｰ`, `ｾｯﾄｱｯﾌﾟｷｰ`, `ﾄｰｸﾝ`, `ﾜｲﾌｧｲ`, `ｺﾏﾝﾄﾞ`); Ryukyuan-flavoured Japanese texting
(`やさ`, `やっさ`, `さー`, `でーじ` "very", `あきさみよー` "oh no", `なんくるないさ`,
`言わんでね`); Uchinaaguchi as a few phrases (`haisai` "hello", `にふぇーでーびる` / `nifee
deebiru` "thanks", `うちなーんちゅ` "Okinawans", `ワンヌ パスワードや … やさ` "my password is"),
Yaeyama's `miifaiyu` "thanks" and Amami's `ありがっさまりょうた` "thank you"; and, around seed
phrases kept by relatives abroad, Korean, Spanish, French and Traditional Chinese. The wordings
are the author's approximations, checked by no speaker; the thinnest guesses are `ワンヌ
パスワードや … やさ` for "my password is" in Uchinaaguchi, Amami's `ありがっさまりょうた`, the
Yaeyama `miifaiyu` used as a texted thanks, and `ﾊﾟｽﾜｰﾄﾞﾊ … ﾃﾞｽ` as a till's half-width prompt.

Vendors (the ones above, with Kumejima Air Charter, Iriomote Eco Tours and Urasoe Cloud Print,
which are fictional) are ones heldouts 5 to 249 name in no corpus (grepped by name). No shape here
is one the author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and
alphanumeric runs, UUIDs, a JWT for CrowdWorks, and the `lnc_` and `okc_live_` prefixes); the JWTs
are well-formed.

The ids that carry a check are each drawn until its python-stdnum module validates it: Japan's My
Number (`stdnum.jp.in_`, in three earlier corpora by grep) and corporate number (`stdnum.jp.cn`,
in five), and the US ITIN (`stdnum.us.itin`, in four) and ATIN (`stdnum.us.atin`, in two). Kinds
no library or this file checks (no check-digit algorithm is written here; the shapes are
guesses): a DoD ID (EDIPI) on a CAC, a residence card (在留カード) number, Japanese and US
passports, a Japanese driving licence number and a health-insurance card's symbol and number.
Card numbers pass Luhn (the value helpers' JCB, Visa, Mastercard, Amex, Discover, Diners and
UnionPay, and a MILITARY STAR card whose `6019` prefix is a guess, checked with python-stdnum's
`luhn`); the card codes are Amex's four-digit CIDs only, drawn so that none reads as a year. Japan
issues no IBANs; the IBANs are of the Faroe Islands, Greenland, Iceland, Mauritania, Tunisia and
Kosovo (a rough count over the country codes quoted in heldouts 5 to 249 finds each in twenty
corpora, the fewest), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Japanese, Korean, Spanish, Traditional Chinese and French lists, each drawn
until `Mnemonic(lang).check` accepts it. Counts: 390 secret samples, 20 field pairs and 20
metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.us import atin as us_atin
from stdnum.us import itin as us_itin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 252_480_317
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


_AWAMORI = ["Kusu", "Moromi", "Shikomi", "Kame", "Kokuto", "Kibi", "Shisa", "Goya", "Champuru",
            "Sanshin", "Eisa", "Habu", "Manta", "Kabira", "Tomari", "Yonara", "Kariyushi",
            "Deigo", "Gajumaru", "Tinsagu", "Kerama", "Sabani"]  # fmt: skip
_ISLANDS = ["Nago", "Miyako", "Ishigaki", "Chatan", "Naha", "Zamami", "Tokashiki", "Iriomote",
            "Taketomi", "Hateruma", "Kumejima", "Amami", "Tokunoshima", "Irabu", "Motobu",
            "Yomitan", "Urasoe", "Ginoza"]  # fmt: skip
_NAMES = ["Higa", "Kinjo", "Oshiro", "Miyagi", "Shimabukuro", "Chinen", "Tamaki", "Nakasone",
          "Aragaki", "Yonamine", "Kadekaru", "Uehara", "Iha", "Zukeran", "Kana", "Yuto", "Mao",
          "Haruka", "Tyler", "Brianna", "DeShawn", "Kayla", "Marcus", "Jenna", "Cody"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ch4mpuru", "Sh1s4", "K0kut0", "Aw4m0r1", "S4nsh1n", "H4bu", "M4nt4", "K4r1yush1",
         "G0y4", "3is4"]  # fmt: skip


def _kame(g: random.Random) -> str:
    """A crock's number, its years in the cellar and a sign, the way the distillery names a kusu."""
    return f"Kame{g.randrange(10, 300)}-{g.randrange(3, 31)}nen{g.choice(_SYMBOLS)}"


def _ferry(g: random.Random) -> str:
    """A ferry's name, the port and a departure time, as the Tomari counter staff type it."""
    boat = g.choice(["Queen", "Ferry", "Marine", "Kerama", "Zamami"])
    return f"{boat}{g.choice(['Tomari', 'Aka', 'Geruma'])}{g.randrange(6, 18):02d}{g.choice('0134')}0{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_AWAMORI)}{g.choice(_ISLANDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_AWAMORI, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2010)}{g.choice(_SYMBOLS)}{g.choice(_ISLANDS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _kame,
    _ferry,
    lambda g: f"{g.choice(_ISLANDS).lower()}.{g.choice(_AWAMORI).lower()}.{g.randrange(1960, 2031)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_NAMES)}Dives{g.choice(_ISLANDS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WowTalk, #nago-distillery, Higa: the still-room PLC password is {pw}",
    "WowTalk DM from Kinjo: the moromi tank logger password is {pw}",
    "Rakuten Travel partner notes: the Ishigaki dive lodge extranet password is {pw}",
    "Tabelog store admin for the Nago tasting bar, password {pw}",
    "Creema shop (the kame-shaped cups): seller password {pw}",
    "Peatix organiser login for the Eisa night, password {pw}",
    "hacomono admin for the Chatan tutoring rooms: password {pw}",
    "Coconala seller account (translation gigs): password {pw}",
    "Lancers account Tamaki uses for the label designs, password {pw}",
    "CrowdWorks client account password: {pw}",
    "TimeRex booking page admin password {pw}",
    "Scubatix staff login on the Ishigaki shop tablet: {pw}",
    "EVE Dive log PC at the Kabira shop, Windows password {pw}",
    "TutorCruncher admin (Chatan office) password is {pw}",
    "Manabie teacher console password: {pw}",
    "Navy Federal online banking password, Tyler's: {pw}",
    "PenFed app password for Brianna, she asked me to hold it: {pw}",
    "Ryukyu Bank business net banking password {pw}",
    "OKICA top-up kiosk service password (Tomari counter): {pw}",
    "Hi Oshiro-san,\n\nthe root password on the cane-press scale PC at Miyako is {pw}. Please delete this mail once it's in the vault.\n\nThanks,\nJenna",
    "Runbook: Tomari ticket printer jam\n1. open the admin page\n2. log in as counter\n3. password {pw}\n4. clear queue 2",
    "README (Ishigaki compressor room)\nthe air-bank controller UI is at http://air.kanahiya.lan, admin password `{pw}`.",
    "voice memo, transcribed: the Miyako press panel password is {pw} period",
    "note to self: sugar-cane weighbridge password {pw}",
    "after the reinstall the Nago bottling line HMI password became {pw}",
    "Tyler: gate 3 guard shack laptop password is {pw}, don't lose it",
    "hey can you remember the tutoring office printer password for me? it's {pw}",
    "蒸留所のPLCのパスワードは {pw} です",
    "もろみタンクのロガー、パスワード：{pw}",
    "宮古の圧搾機パネルのパスワードは「{pw}」だよ。誰にも言わないでね",
    "石垣のダイビングショップのPCのパスワード→{pw}",
    "泊港の発券端末パスワード {pw} でーじ大事さー、誰にも言わんでね",
    "北谷の教室のWi-Fiじゃなくて管理画面のパスワードね、{pw} やっさ",
    "ﾊﾟｽﾜｰﾄﾞ {pw}",
    "ﾚｼﾞﾉﾊﾟｽﾜｰﾄﾞﾊ {pw} ﾃﾞｽ",
    "pasuwaado wa {pw} desu",
    "haisai! jouryuujo no pasu wa {pw} dayo, dare ni mo iwanaide ne",
    "nifee deebiru~ atarashii pasuwaado {pw} ne",
    "Iha: miifaiyu! Ishigaki no PC pasu {pw}",
    "あきさみよー、またパスワード変わった。新しいのは {pw}",
    "うちなーんちゅの皆さんへ: 売店PCのパスワードは {pw} です、にふぇーでーびる",
    "ワンヌ パスワードや {pw} やさ",
    "管理者パスワード（奄美の倉庫）：{pw}　ありがっさまりょうた",
    "新しいパスワード 👉 {pw}",
    "パスワード変更しました（{pw}）",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["higa.k", "kinjo", "oshiro", "miyagi.t", "shimabukuro", "chinen", "tamaki.h", "nakasone",
          "aragaki", "yonamine", "kadekaru", "uehara.m", "iha", "zukeran", "tyler.b", "brianna",
          "deshawn", "kayla.r", "marcus", "jenna", "cody.w", "svc-still", "counter2", "divedesk"]  # fmt: skip
_LOGINS = [
    "WowTalk, Higa: the bottling HMI login is {u} / {pw}",
    "Scubatix ticket 88: {u} locked out of the booking admin, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Nago › Still room › PLC: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| press panel (Miyako) | {u} | {pw} |",
    "sign into the TutorCruncher admin as {u} with {pw}",
    "cane scale login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: tomari-pos-2\n  username: {u}\n  password: {pw}",
    "Tyler says the gate laptop account is {u} and the password is {pw}",
    "host,user,password\nkabira-nas,{u},{pw}",
    "ssh {u}@still-srv.kanahiya.lan (password {pw})",
    "ID：{u}　パスワード：{pw}",
    "ユーザー名 {u} ／ パスワード {pw}",
    "ﾕｰｻﾞｰ {u} ﾊﾟｽﾜｰﾄﾞ {pw}",
    "ID wa {u}, pasu wa {pw} ne",
    "アカウント「{u}」パスワード「{pw}」やっさ",
    "ログインID {u}、パス {pw}、にふぇーでーびる",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kusubottle", "moromiya", "kokutou", "satoukibi", "yonaramanta", "tomariport",
               "chatanbeach", "sanshinman", "goyachamp", "habushu", "kerabuma", "tinsaguflower",
               "gajumaru", "deigotree"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, and then {d}",
    "password: it's {w}, right after it the number {d}",
    "for the still-room PC it's {w} and {d} at the end",
    "voice memo: the dive shop wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits run together",
    "パスワードは {w} という単語、そのあとに {d}",
    "pasuwaado wa {w} tte tango, sono ato ni {d}",
    "ﾊﾟｽﾜｰﾄﾞﾊ {w} ﾉ ｱﾄﾆ {d}",
    "{w}{d}、それがパスワードさー",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ksql http://ksqldb.kanahiya.lan:8088 -u {u} -p '{pw}'",
    "jf c add kanahiya --url https://art.kanahiya.lan --user {u} --password '{pw}' --interactive=false",
    "boundary authenticate password -auth-method-id ampw_ishigaki -login-name {u} -password env://BPW\n(BPW was {pw})",
    "ibmcloud login -a https://cloud.ibm.com -u {u}@kanahiya.jp -p '{pw}'",
    "cf login -a https://api.cf.kanahiya.lan -u {u} -p '{pw}' -o nago -s prod",
    "enum4linux -u {u} -p '{pw}' -a 10.20.0.5",
    "wget --user={u} --password='{pw}' https://files.kanahiya.lan/labels/2032.zip",
    "tnftp ftp://{u}:{pw}@ftp.kanahiya.lan/press-logs/",
    "yafc ftp://{u}:{pw}@ftp.kanahiya.lan",
    "ldapmodify -H ldaps://dc.kanahiya.lan -D 'uid={u},ou=staff,dc=kanahiya' -w '{pw}' -f new-tutor.ldif",
    "s3cmd --access_key=AKIA0KANAHIYA --secret_key='{pw}' ls s3://dive-photos",
    "azcopy login --service-principal --application-id 8c1f --tenant-id kanahiya (secret {pw})",
    "schtasks /create /tn nightly-sync /tr C:\\ops\\sync.bat /sc daily /ru KANAHIYA\\{u} /rp '{pw}'",
    "kpcli --kdb=staff.kdbx --pwfile=<(echo '{pw}')",
    "cadaver https://dav.kanahiya.lan/tickets/\nUsername: {u}\nPassword: {pw}",
    "mount.davfs https://dav.kanahiya.lan/labels /mnt/labels -o username={u}\n(davfs asked, typed {pw})",
    "mysql -h still-db.kanahiya.lan -u {u} -p'{pw}' still",
    "psql 'postgresql://{u}:{pw}@press-db.kanahiya.lan:5432/miyako'",
    "sshpass -p '{pw}' ssh {u}@ferry-kiosk.kanahiya.lan",
    "redis-cli -h tickets-cache.kanahiya.lan -a '{pw}' ping",
    "curl -u {u}:{pw} https://api.kanahiya.lan/v1/ferry/seats",
    "smbclient //nas.kanahiya.lan/dive -U '{u}%{pw}'",
    "htpasswd -b /etc/nginx/.tutor-htpasswd {u} '{pw}'",
    "7z a -p'{pw}' payroll-2032-05.7z payroll/",
    "zip -P '{pw}' visa-scans.zip scans/*.pdf",
    "openssl enc -aes-256-cbc -in roster.csv -out roster.enc -pass pass:{pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\tyler> {c}", "higa@still-srv:~$ {c}",
    "Tera Term, COM4 (the press controller): {c}", "WinSCP console:\n{c}",
    "Windows Terminal, Ubuntu tab: {c}", "kabira-nas# {c}",
    "昨日打ったコマンド：{c}", "このコマンドで入れたよ→ {c}", "ｺﾏﾝﾄﾞ: {c}",
    "komando kore: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@press-db.kanahiya.lan:5432/miyako",
    "mysql://{u}:{pw}@still-db.kanahiya.lan/still",
    "mongodb+srv://{u}:{pw}@ferry.kanahiya.mongodb.net/tickets",
    "redis://{u}:{pw}@tickets-cache.kanahiya.lan:6379/0",
    "amqp://{u}:{pw}@mq.kanahiya.lan:5672/tomari",
    "ftp://{u}:{pw}@ftp.kanahiya.lan/press-logs",
    "sqlserver://{u}:{pw}@sql.kanahiya.lan:1433?database=Tutoring",
    "jdbc:mariadb://dive-db.kanahiya.lan:3306/bookings?user={u}&password={pw}",
    "clickhouse://{u}:{pw}@ch.kanahiya.lan:9000/sales",
    "Server=sql.kanahiya.lan;Database=Tutoring;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "接続文字列：{c}",
    "setsuzoku: {c}", "Wiki › Databases: {c}", "WowTalk, Kadekaru: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kanahiya-shima", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Rakuten Travel", "RAKUTEN_TRAVEL_APP_SECRET", _j((HEX, 40))),
    ("Tabelog", "TABELOG_PARTNER_KEY", _j((ALNUM, 36))),
    ("Creema", "CREEMA_API_TOKEN", _j((URLSAFE, 43))),
    ("Peatix", "PEATIX_CLIENT_SECRET", _j((ALNUM, 48))),
    ("hacomono", "HACOMONO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Coconala", "COCONALA_TOKEN", _j((HEX, 64))),
    ("Lancers", "LANCERS_API_KEY", _j("lnc_", (ALNUM, 32))),
    ("CrowdWorks", "CROWDWORKS_ACCESS_TOKEN", _vendor_jwt("https://crowdworks.jp")),
    ("WowTalk", "WOWTALK_BOT_TOKEN", _j((B64, 64))),
    ("TimeRex", "TIMEREX_API_KEY", _j((ALNUM, 40))),
    ("Scubatix", "SCUBATIX_API_KEY", _j((UPPER_HEX, 32))),
    ("EVE Dive", "EVEDIVE_SYNC_TOKEN", lambda g: v.uuid4(g, "b")),
    ("TutorCruncher", "TUTORCRUNCHER_PRIVATE_KEY", _j((HEX, 40))),
    ("Manabie", "MANABIE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Airリザーブ", "AIRRESERVE_API_KEY", _j((ALNUM, 32))),
    ("Studysapuri", "STUDYSAPURI_PARTNER_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Navy Federal", "NFCU_AGGREGATOR_SECRET", _j((ALNUM, 44))),
    ("Ryukyu Bank", "RYUGIN_API_CLIENT_SECRET", _j((HEX, 48))),
    ("OKICA", "OKICA_MERCHANT_KEY", _j("okc_live_", (ALNUM, 28))),
    ("Kumejima Air Charter", "KUMEJIMA_CHARTER_KEY", _j((UPPER_DIGITS, 24))),
    ("Iriomote Eco Tours", "IRIOMOTE_TOURS_TOKEN", _j((B64, 56), "==")),
    ("Urasoe Cloud Print", "URASOE_PRINT_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} kanahiya/booking-sync:3.1",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "GitHub Actions secret {env} set to {tok}",
    "Kanahiya ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "| {vendor} | prod | {tok} |",
    "WowTalk, Higa: {vendor} key for the sync: {tok}",
    "Scubatix ticket 91: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} token we use now is {tok}, the old one is revoked",
    "{vendor} のAPIキー：{tok}",
    "{vendor} APIキーは {tok} です",
    "{vendor} のシークレット → {tok}",
    "{vendor} no API kii wa {tok} desu",
    "{vendor} ﾉ APIｷｰ {tok}",
    "{vendor} のトークン、誰にも言わないでね：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tabelog = _r(rng, ALNUM, 36)
    timerex = _r(rng, ALNUM, 40)
    scubatix = _r(rng, UPPER_HEX, 32)
    tutor = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://partner.tabelog.example/v2/shops", headers={{"X-Partner-Key": "{tabelog}"}})', tabelog),
        Sample("vendor_token", f"curl -H 'Authorization: Token {timerex}' https://api.timerex.example/v1/calendars", timerex),
        Sample("vendor_token", f'const scubatix = new ScubatixClient({{ apiKey: "{scubatix}" }});', scubatix),
        Sample("vendor_token", f"$tc = new TutorCruncher('chatan-office', '{tutor}');", tutor),
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


_BARE_PLACES = ["{t}", "WowTalk: {t}", "it only shows it once, so here:\n{t}", "これ保管しといて：{t}",
                "{t}\n^ new one, the old one is dead", "kore hozon shitoite: {t}",
                "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the moromi tank sensor T-04 (OTAA): {h}": 32,
    "HMAC secret for the OKICA top-up webhook: {h}": 64,
    "AES key of the dive computer sync export: {h}": 32,
    "pre-shared key of the Miyako press IPsec tunnel (hex): {h}": 64,
    "発券端末の暗号化キー：{h}": 64,
    "angou kii (backup): {h}": 48,
    "ﾊﾞｯｸｱｯﾌﾟ ｷｰ {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Scubatix ticket 97: token copied out of the browser's network tab {t}",
    "Cookie: lang=ja; kh_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "トークンは {t}",
    "tookun: {t}",
    "ﾄｰｸﾝ {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kanahiya.jp"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kanahiya.jp/realms/shima", "azp": "ferry-counter"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the still-room server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.kanahiya.jp.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FERRY_GATEWAY_PRIVATE_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_press <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "サーバーの秘密鍵：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "himitsu kagi:\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old tip-jar wallet\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all of them": "english",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "復元用の単語、誰にも言わないでね\n{p}": "japanese",
    "Tyler's wife's wallet (she's from Busan): 복구 문구 {p}": "korean",
    "frase de recuperación, cartera del primo en Lima: {p}": "spanish",
    "台湾のいとこのウォレット 助記詞：{p}": "chinese_traditional",
    "phrase de récupération (portefeuille de Jenna) : {p}": "french",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    lang = _SEED_PLACES[template]
    mnemo = _MNEMO[lang]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return str(mnemo.to_mnemonic(entropy))

    phrase = v.until(rng, make, mnemo.check)
    sep = "\u3000" if lang == "japanese" else " "
    words = phrase.split(sep)
    phrase = unicodedata.normalize("NFC", " ".join(words)) if lang != "japanese" else phrase
    layouts = [
        sep.join(words) if lang == "japanese" else " ".join(words),
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
    if brand == "star":  # the exchange's MILITARY STAR card; its 6019 prefix is a guess
        return _card_of(rng, ["6019"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WowTalk, Kinjo: the company card for the kame order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Scubatix ticket 102: charge the compressor service to card {c}",
    "Marcus: my STAR card is {c}, {mm}/{yy}, for the PX order",
    "カード番号：{c}（有効期限 {mm}/{yy}）",
    "kaado bangou {c}, kigen {mm}/{yy}",
    "ｶｰﾄﾞﾊﾞﾝｺﾞｳ {c} ﾕｳｺｳｷｹﾞﾝ {mm}/{yy}",
    "法人カードの番号は {c} やさ、誰にも言わんでね",
]  # fmt: skip
_BRANDS = ["jcb", "visa", "star", "mastercard", "amex", "discover", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", "-", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, four-digit CID printed above the number: {cvv}",
               "the four little digits on the front of the Amex: {cvv}",
               "Amex のセキュリティコード（表の4桁）：{cvv}",
               "Amex no sekyuriti koodo wa {cvv}",
               "ｾｷｭﾘﾃｨｺｰﾄﾞ {cvv} (Amex)",
               "card security code (Amex, front, 4 digits) → {cvv}"]  # fmt: skip


def _cid(rng: random.Random) -> str:
    """Amex's four-digit CID, drawn so that it never reads as a year."""
    return v.until(rng, lambda g: _r(g, D, 4), lambda s: s[:2] not in {"19", "20"})


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _cid(rng)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 249 (each in twenty corpora); BBAN
# shapes after stdnum's iban.dat (all digits).
_IBAN_SHAPES = {"FO": "n" * 14, "GL": "n" * 14, "IS": "n" * 22, "MR": "n" * 23, "TN": "n" * 20,
                "XK": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KH-2032-044: please pay the Tórshavn kame maker to {i} within 30 days",
    "save the Nuuk distributor's IBAN: {i}",
    "IBAN: {i}\nReference: awamori lot 12, May",
    "WowTalk #treasury: the Reykjavik importer's new bank details, IBAN {i}",
    "海外送金先のIBAN：{i}",
    "IBAN wa {i} desu",
    "Kayla: my sister's IBAN in Prishtina is {i}",
    "ｿｳｷﾝｻｷ IBAN {i}",
    "Nouakchott fish supplier, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _my_number(g: random.Random) -> str:
    """Japan's individual number (My Number): twelve digits, the last a check digit."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 11), jp_in.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _corporate(g: random.Random) -> str:
    """Japan's corporate number (法人番号): a leading check digit and twelve digits."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 12), jp_cn.is_valid)


def _itin(g: random.Random) -> str:
    """A US ITIN: 9, two digits, a group in ITIN's ranges, four digits."""
    groups = [*range(50, 66), *range(70, 89), 90, 91, 92, *range(94, 100)]
    return v.until(
        g, lambda h: f"9{_r(h, D, 2)}-{h.choice(groups)}-{_r(h, D, 4)}", us_itin.is_valid
    )


def _atin(g: random.Random) -> str:
    """A US ATIN (adoption taxpayer id): 9, two digits, 93, four digits."""
    return v.until(g, lambda h: f"9{_r(h, D, 2)}-93-{_r(h, D, 4)}", us_atin.is_valid)


def _edipi(g: random.Random) -> str:
    """A DoD ID number (EDIPI) on a CAC: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _zairyu(g: random.Random) -> str:
    """A residence card (在留カード) number: two letters, eight digits, two letters; unchecked here."""
    return f"{_r(g, UPPER, 2)}{_r(g, D, 8)}{_r(g, UPPER, 2)}"


def _jp_passport(g: random.Random) -> str:
    return g.choice(["TK", "TR", "TZ", "MU"]) + _r(g, D, 7)


def _jp_licence(g: random.Random) -> str:
    """A Japanese driving licence number: twelve digits (97 for Okinawa's commission first)."""
    return "97" + _r(g, D, 10)


def _us_passport(g: random.Random) -> str:
    return g.choice("ACE") + _r(g, D, 8)


def _insurance(g: random.Random) -> str:
    """A health-insurance card's symbol and number (記号・番号); unchecked."""
    return f"{g.randrange(100, 999)}-{g.randrange(10_000, 99_999)}"


_ID_PLACES: dict[str, Maker] = {
    "マイナンバー：{s}": _my_number,
    "my My Number (for the payroll form): {s}": _my_number,
    "ﾏｲﾅﾝﾊﾞｰ {s}": _my_number,
    "mai nanbaa wa {s}, dare ni mo iwanaide": _my_number,
    "個人番号は {s} です": _my_number,
    "法人番号（酒造の申請書用）：{s}": _corporate,
    "corporate number of the Miyako press company, for the bank form: {s}": _corporate,
    "ITIN for my wife's tax return: {s}": _itin,
    "DeShawn's ITIN is {s}, don't share": _itin,
    "ATIN for the adoption paperwork: {s}": _atin,
    "DoD ID on my CAC: {s}": _edipi,
    "Cody's EDIPI for the base pass: {s}": _edipi,
    "在留カード番号：{s}": _zairyu,
    "zairyuu kaado bangou {s}": _zairyu,
    "パスポート番号は {s}": _jp_passport,
    "pasupooto {s}": _jp_passport,
    "運転免許証番号：{s}": _jp_licence,
    "US passport no. {s} (Jenna's, renewal in July)": _us_passport,
    "保険証の記号番号 {s}": _insurance,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Peatix 2FA recovery codes\n{codes}", "spare sign-in codes for the shop's Google account {codes}",
            "バックアップコード：\n{codes}", "2段階認証の予備コード {codes}",
            "bakkuappu koodo: {codes}", "Navy Federal backup codes (Tyler): {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Ryukyu%20Bank:higa@kanahiya.jp?secret={s}&issuer=RyukyuBank&digits=6",
              "2FA setup key for the Creema seller account: {s}",
              "二段階認証のセットアップキー：{s}",
              "QR didn't scan, manual TOTP key for the booking admin: {s}",
              "ｾｯﾄｱｯﾌﾟｷｰ(2FA) {s}"]  # fmt: skip
_CODES = ["{c} is your Rakuten Travel verification code", "【琉球銀行】認証コード {c}（10分間有効）",
          "認証コードは {c} です。誰にも教えないでください", "Navy Federal: your one-time code is {c}",
          "ninshou koodo {c} kita yo", "ｶｸﾆﾝｺｰﾄﾞ {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Kanahiya-Still-5G", "NagoDistillery-Staff", "Miyako-Press-2G", "Kabira-Dive-Shop",
          "Tomari-Counter", "Chatan-Tutor-5G", "aterm-3f9c21-g", "Buffalo-G-7A21",
          "HGW-Irabu-Shed", "Amami-Souko"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "dive shop network {s}, password {pw}",
    "wifi at the Miyako press: {s} / {pw}",
    "the key printed under the router box: {pw}",
    "Wi-Fi「{s}」のパスワードは {pw}",
    "SSID: {s}　暗号化キー: {pw}",
    "waifai {s} no pasu wa {pw} dayo",
    "ﾜｲﾌｧｲ {s} ﾊﾟｽﾜｰﾄﾞ {pw}",
    "教室のWi-Fi（{s}）パス→{pw}、にふぇーでーびる",
    "guest wifi for the tutoring kids is NOT this one, staff wifi {s} key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 13)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("okc_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("lnc_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WowTalk preview hides it) {t}", "一文字ずつ読むね：{t}",
          "hitomoji zutsu: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["蒸留所の裏口の暗証番号：{pw}", "ｱﾝｼｮｳﾊﾞﾝｺﾞｳ {pw}", "anshou bangou wa {pw}",
          "the dive-gear locker code is {pw}", "Tomari counter safe PIN: {pw}",
          "press shed padlock at Irabu: {pw}", "キャッシュカードの暗証番号 {pw}、誰にも言わんでね",
          "tutoring office door keypad takes {pw} then #", "my debit PIN (Navy Federal) {pw}"]  # fmt: skip


def _pin_value(rng: random.Random, length: int) -> str:
    return v.until(rng, lambda g: _r(g, D, length), lambda s: s[:2] not in {"19", "20"})


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _pin_value(rng, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kusu", "moromi", "kame", "kokuto", "satoukibi", "manta", "sabani", "sanshin",
                 "gajumaru", "deigo", "shisa", "champuru", "tinsagu", "kariyushi", "yonara",
                 "habu"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the distillery vault: {p}": " ",
            "VeraCrypt volume passphrase (dive photos): {p}": "-",
            "KeePassXC database passphrase: {p}": ".",
            "合言葉（パスフレーズ）：{p}": " ",
            "pasufureezu wa {p}": " ",
            "ﾊﾟｽﾌﾚｰｽﾞ {p}": "_",
            "passphrase for the tutoring backup disk: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman header, Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "Thunder Client header Authorization = Basic {v}": True,
    "HTTPie log: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nDB_HOST=still-db.kanahiya.lan\nDB_USER=still\nDB_PASSWORD={pw}",
    "config/database.yml:\nproduction:\n  adapter: postgresql\n  username: press\n  password: {pw}",
    "application.properties:\nspring.datasource.username=ferry\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'tutor', 'PASSWORD': '{pw}'}}}}",
    "~/.pgpass:\npress-db.kanahiya.lan:5432:miyako:press:{pw}",
    "~/.my.cnf:\n[client]\nuser=still\npassword={pw}",
    "docker-compose.yml:\n  db:\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Tutoring\": \"Server=sql;User Id=sa;Password={pw};\"}}}}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "msmtprc:\naccount kanahiya\nhost smtp.kanahiya.jp\nuser notify@kanahiya.jp\npassword {pw}",
    "fetchmailrc:\npoll mail.kanahiya.jp user 'counter' password '{pw}'",
    "hostapd.conf:\nssid=Kabira-Dive-Shop\nwpa_passphrase={pw}",
    "rclone.conf:\n[nas]\ntype = webdav\nuser = divedesk\npass = {pw}",
    "設定ファイル（config.ini）:\n[db]\nuser=press\npassword={pw}",
    "Odoo odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:02] Kinjo: still-room PC password?\n[07:03] Higa: {pw}",
    "Tyler: gate laptop pw?\nMarcus: {pw}",
    "[21:14] Jenna: what's the new tutoring admin password\n[21:15] Kayla: {pw}",
    "Oshiro: {pw} is the new press panel password",
    "[6:40] 比嘉: 新しいパスワードは {pw}\n[6:41] 金城: にふぇーでーびる！",
    "宮城: パスワード教えてー\n玉城: {pw} やさ",
    "[12:30] iha: pasu nani?\n[12:31] uehara: {pw}",
    "[9:05] ｶﾃﾞｶﾙ: ﾊﾟｽﾜｰﾄﾞ {pw}",
    "DeShawn: {pw} ← that's the new PX kiosk password lol",
    "[18:22] 仲宗根: 奄美の倉庫のパスは {pw}\n[18:23] 新垣: ありがっさまりょうた",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_FIRST = [  # the value first, named after it
    "{pw} — that's the ferry kiosk admin password",
    "{pw}, that's what I set for the dive shop router",
    "type {pw}; that's the still-room admin password",
    "{pw} ← 発券端末のパスワード",
    "{pw} が新しいパスワードだからね、誰にも言わないでね",
    "{pw} tte iu no ga pasuwaado",
    "{pw} ｶﾞ ﾊﾟｽﾜｰﾄﾞ",
    "{pw} is the password for the tutoring laptop, fyi",
]  # fmt: skip
_first = _Family("said_first", _FIRST, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 54),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 12),
    (_first, 8),
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
    "the still-room PLC password is": "{s}", "press panel pw:": "{s} (since the March reflash)",
    "パスワードは": "{s}", "Tomari kiosk password": "{s}\nchange it after Golden Week",
    "ﾊﾟｽﾜｰﾄﾞ": "{s}", "pasuwaado:": "{s}", "暗証番号じゃなくてパスワード→": "{s}",
    "dive shop admin password": "{s}", "the password Tyler read out over the radio was": "{s}, I think",
    "新しいパス": "{s} やさ",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "TutorCruncher API key", "{s}", _j((HEX, 40))),
    ("split_token", "OKICA merchant key:", "{s} (top-up kiosk)", _j("okc_live_", (ALNUM, 28))),
    ("split_token", "hacomono API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "tip-jar wallet words", "{s}", _english_seed),
    ("split_card", "カード番号", "{s} 期限 11/36", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IS"))),
    ("split_backup", "Peatix recovery codes", "{s}\nkmnt-4821-pqrs\nwxyz-1937-abcd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "マイナンバー", "{s}", _my_number),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"still_room": {"url": "https://plc.kanahiya.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "counter2", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "tomari-1"}, {"name": "tomari-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-h", "still-db", "-u", "still", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "発券端末のパスワードは {s} です"}': ("meta_password", _plain_pw),
    '{"pasu": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the press panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"tutorcruncher": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"peatixSecret": "{s}"}': ("meta_token", _j((ALNUM, 48))),
    '{"scubatix_key": "{s}"}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "star"), " ", g)),
    '{"importer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "FO")),
    '{"staff": {"my_number": "{s}"}}': ("meta_id", _my_number),
    '{"mfa": {"recovery_codes": ["{s}", "kmnt-4821-pqrs", "wxyz-1937-abcd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"gear_locker": {"padlock_code": "{s}"}}': ("meta_pin", lambda g: _pin_value(g, 5)),
    '{"wifi": {"ssid": "Kabira-Dive-Shop", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"press-panel-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kanahiya/booking-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Zamami 14:00 departure", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"still: revert moromi temp alarm", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"dive-log-2032-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"awamori-lots-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the still-room PLC password before the inspection on 2032-06-11.",
    "Marcus asked for the tutoring wifi password; it's on the card in the top drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WowTalk; share a vault link instead.",
    "The `.env.example` line `TUTORCRUNCHER_PRIVATE_KEY=replace-me` is a placeholder.",
    "The press panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_SCUBATIX_KEY> in the README with the key from your Scubatix dashboard.",
    "PEATIX_CLIENT_SECRET and OKICA_MERCHANT_KEY must be set before the nightly sync runs.",
    "パスワードは誰にも教えないでください。",
    "パスワードは14文字以上にしてね。",
    "ﾊﾟｽﾜｰﾄﾞｦ ﾜｽﾚﾏｼﾀｶ?",
    "pasuwaado wasureta... Higa-san ni kiite ne",
    "暗証番号を3回間違えるとロックされます。",
    "なんくるないさー、パスワードはあとで決めよう。",
    "Don't ever text your CAC PIN to anyone, even me.",
    "Upgraded the press panel firmware from 2.6 to 2.7.0 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the 14:00 Zamami departure.",
    f"Rolled back to {_SHORT} after the moromi temperature alarm misfired.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The press panel firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of awamori-lots-2031.parquet: {_SHA512}",
    f"The booking sync container runs ghcr.io/kanahiya/booking-sync@sha256:{_IMAGE}.",
    f"MD5 of dive-log-2032-05-03.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 5c2e81d4-3a6b-4f19-a7e2-8d1c3b6f0e27 is the slow one in the booking logs.",
    "Purchase order PO-2032-00377 for 40 kame crocks ships from Tsuboya on Thursday.",
    "Scubatix ticket 104: the Kabira compressor alarm keeps tripping at night.",
    "Call the Miyako press office on 0980-72-3141 before noon.",
    "Ferry ticket No. T-0614-0833, Tomari 10:00 to Zamami, adult, round trip.",
    "Container KNHU 3318204 with the kokuto order is at Naha new port.",
    "HS code 2208.90 covers awamori; 1701.13 is cane sugar without flavouring.",
    "Cellar at 21 °C, humidity 70 %; the 2019 kusu lot moved to crock 44.",
    "After five wrong passwords the press panel locks the account for 20 minutes.",
    "The Tomari counter opens at 07:30; the last boat to Tokashiki leaves at 16:00.",
    "The secret of good kusu is patience: at least three years in the crock.",
    "Ask Kinjo for the back-door keypad code, I don't have it.",
    "My card ending 4417 was declined at the Chatan hardware store.",
    "The Tórshavn importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Creema account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SCUBATIX_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Irabu press shed rusts in the salt air; oil it every month.",
    "Scubatix moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-4-00-431552-9 is the awamori history on the office shelf.",
    "The guest wifi 'Kanahiya-Guest' is open, no password needed.",
    "Lot number AW-2032-NG-0311, 1.8 L, 43 % ABV; tasting score 88.",
    "Postcode 905-0011 is the distillery; 906-0013 is the Miyako press; 907-0024 the dive shop.",
    "Bus route 120 goes from Naha bus terminal up Route 58 to Nago.",
    "Yui Rail day pass: 800 yen; the OKICA card deposit is 500 yen.",
    "Order #KH-58213 (Creema): two shisa cups, shipped by Yamato, tracking 4821-3307-5519.",
    "Gate 3 hours changed to 0530-2200 starting Monday.",
    "Tutoring schedule: Tue/Thu 16:00-17:30, room B, grades 4 to 6.",
    "Rakuten Travel booking 7RT2K9QX for two divers, check-in 2032-07-02.",
    "Dive log: Manta Scramble, max depth 14.2 m, 48 min, water 27 °C.",
    "The API key field in the Peatix form is required, but you can leave the webhook empty.",
    "JAN code 4901234567894 is the 720 ml bottle; 4901234567801 is the 1.8 L one.",
    "Sugar content of today's cane at Miyako: Brix 21.4, pol 14.9.",
    "Tutor contract v2032.1 and the 2031 handbook are on the shared drive.",
    "ウチナーグチ講座は毎週土曜日の10時から、公民館で。",
    "Ishigaki port pier 3, boat Kabira Maru No. 2, departs 08:45.",
    "The token limit for the assistant is 8000 tokens per request.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kanahiya/still-plc", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 612}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "104", "purchase_order": "PO-2032-00377"}',
    '{"lot": {"id": "AW-2032-NG-0311", "volume_l": 1.8, "abv_pct": 43}}',
    '{"phone": "0980-72-3141", "city": "Miyakojima"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "crocks_in_cellar": 412}',
    '{"hs_code": "2208.90", "origin": "JP", "description": "awamori"}',
    '{"ferry": {"route": "Tomari-Zamami", "departure": "10:00", "seats_left": 37}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
