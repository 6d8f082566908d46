# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundredth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-ninety-seventh's
docstring, the fifth to two-hundred-and-ninety-seventh only to search them (grep -l/-c) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library source of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-ninety-eighth, two-hundred-and-ninety-ninth and three-hundred-and-first), any
other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (300748215), password words (a village
and a thing with a number, `KagbeniYak47!`; a jeep's plate run together, `Ga2Ja4471#`; a brandy
and its proof, `SyauRaksi42%`; a village and its height, `Thini2720m?QX`; a name and a year; leet
place names, `Mu5t4ng2019!`; a generator's four dot-joined groups; random runs), names, places,
templates, tools, vendors and layouts, the way the staff of a fictional company (Lo Gekar: a
trekking agency in Jomsom, a chain of teahouse lodges, a jeep and pony transport desk in Kagbeni,
an apple-brandy distillery in Marpha and a permit-office fixer) and their Indian, Israeli, Korean
and Chinese guests leak secrets into an assistant's memory. Every company, person, address, domain
(`logekar.lan`, `logekar.net`, `*.example`) and number is fictional; only the region (Upper Mustang
and the Annapurna region, Nepal: Jomsom, Lo Manthang, Kagbeni, Marpha, Muktinath, Pokhara) is
real. The texts are chats with times, tickets, wiki and Notion table rows and breadcrumbs, notes,
e-mails, runbooks, READMEs, shell prompts, voice-memo transcripts, dictated text and requests to the
assistant itself; the separators run from a colon, "is", `हो`, `है`, `re`, `mu`, `היא`, `는`, `是`
and an arrow (`→`, `➡️`, `➜`, `⟶`) to an emoji (`🔑`, `👉`), a new line, a table bar, `「…」` and
backticks.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 297 that name each): in
none, Mustang, Kagbeni, Lo Manthang, `sang-tsig`, `אל תגיד לאף אחד` and the invented
vendors below; in one, Jomsom, Marpha, Muktinath, Thakali, `jf rt`; in two or three, Pokhara,
`paswad`, oxidized, `smsd.conf`, dagster, `.cloginrc`, Basecamp, Restish, curlie, Slumber,
`user-mapping.xml`, `_DB_PASSWD_`, `rpc-password`, logstash-keystore; in four to six,
`kasailai`/`nabhannu`, `encfs --extpass`, `TRINO_PASSWORD`, gpload, serverless.yml, Posting,
Firecamp, lighttpd, osslsigncode, signtool, buildah, `lynx -auth`, duplicity, mgconsole,
gocryptfs, `doppler secrets`, `zm.conf`, hdbsql, vsql, nzsql, bteq, kcadm, cbq, exaplus,
sendemail, apksigner, pscp, winrs, cmdkey, schtasks, `argocd login`, `mc alias`, the 1Password
Secret Key; in seven to thirteen, curlftpfs, openconnect, `MB_DB_PASS`, kannel, sqlcipher, x11vnc,
ysqlsh, `clients.conf`, clickhouse+native, rtmp, bench `set-admin-password`, Korean
`아무한테도`, `किसी को मत बताना`, `סיסמה`, `别告诉别人`; more used before and here in wordings of
their own: snowflake and trino URLs (16), Tuta (17), Zulip (35), Git Bash (38), `wget --user`
(38), msmtprc (43), Rocket.Chat (45), secrets.yaml (47), OneNote (48), Mattermost (54), Obsidian
(70), BitLocker (77), Termux and tmux (82 to 111), Viber (131), and the common ones (couchbases,
neo4j+s, rediss, oracle+oracledb, ftps, davs and ADO.NET strings, `fly secrets`, `kubectl create
secret`, `railway variables`, wrangler.toml, Procfile, `sip.conf`, icecast, site_config.json,
JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string).

About half of the secret samples are in other languages than English: Nepali in Devanagari
(`पासवर्ड`, `हो`, `कसैलाई नभन्नु`, `यो राख्नु है`, `नयाँ`, `प्रयोगकर्ता`, `कुञ्जी`,
`ब्याकअप कोडहरू`, `गोप्य कुञ्जी`, `नागरिकता`, `राहदानी`) and romanized texting (`paswad`,
`pasword`, `ho`, `kasailai nabhannu hai`, `yo rakha hai dai`, `naya`, `shabda`, `tespachhi`);
Thakali-flavoured words (`ngai paswad … mu`, `sui-lai ma-tang`, `paswad-ri`: the author's
inventions, the least founded guesses here, not Thakali as spoken);
Loba/Tibetan-flavoured words (`sang-tsig` and
`གསང་ཚིག` for "password", `re`/`རེད` for "is", `su-la ma-shé` for "tell no one", `sarpa` "new",
`ngai ming` "my name", `tsig … de-nay` for a dictation, `tsig-gyu` for "passphrase", `thuk je
che`: rough approximations of standard Tibetan, not Lowa); Hindi of Indian pilgrims (`पासवर्ड …
है`, `किसी को मत बताना`, `यूज़रनेम`, `आधार`, `वोटर आईडी`, Hinglish `… hai, kisi ko mat batana`);
the Hebrew of Israeli trekkers (`סיסמה`, `הסיסמה היא`, `אל תגיד לאף אחד`, `שם משתמש`, `תעודת זהות`,
`ח.פ.`, `קוד האימות`); Korean (`비밀번호`, `비번`, `아무한테도 말하지 마`, `아이디`, `인증번호`,
`백업 코드`, `복구 키`, `사업자등록번호`); and Simplified Chinese (`密码`, `别告诉别人`, `用户名`,
`账号`, `验证码`, `助记词`, `身份证号`, `统一社会信用代码`, `恢复密钥`). Every wording is the
author's approximation, checked by no speaker; the Thakali and Loba ones most of all, then the
romanized Nepali dictation (`paswad bhaneko … shabda ho, tespachhi …`).

Vendors: invented ones no earlier corpus names (TrekPermit Cloud `tpc_live_`, Himal SMS `hsms-`,
Yakline Maps `yk.`, Lodgebook `lb_sk_`, Chorten Pay `chp_sk_live_`, Mulepost (UUID), Thorong
Weather (hex), Gandaki Rides `gr1_`, Peakstay PMS `psk_`, Dolpo Ledger `dlg_`, Saligram Mail
`SM.`, Sherpa Assure (base64), Nilgiri Notify `nn_`, Tukuche Translate `tt-`, Altitrack
`at_dev_`, Chautari Chat (a bot id and a token), Sunkoshi Storage, Lumbini LLM `lml-`, Khumbu
Cloud `kc_pat_`, Ghami Guestbook (a JWT), Lungta Insure; Rhodo Analytics `rw_` shares a word with
eleven), their prefixes and shapes the author's guesses, besides the well-known GitHub, Stripe,
Slack, OpenAI, Anthropic, Google, Hugging Face, SendGrid, Twilio and GitLab shapes; the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Israel's
Teudat Zehut (`stdnum.il.idnr`, in six earlier corpora) and company number (`stdnum.il.hp`,
five), Korea's business registration number (`stdnum.kr.brn`, seven), China's resident identity
number (`stdnum.cn.ric`, seven) and unified social credit code (`stdnum.cn.uscc`, six), India's
Aadhaar (`stdnum.in_.aadhaar`, seven) and voter id (`stdnum.in_.epic`, eight), and India's PAN
(`stdnum.in_.pan`, eight; its module checks the format only). Kinds no library or this file
checks (no check-digit algorithm is written here; the shapes are guesses): Nepal's citizenship
certificate number, PAN, passport, smart driving licence and national identity number, and
Korean, Israeli and Indian passports. Card numbers pass Luhn (RuPay prefixes drawn here, Visa,
Mastercard, Amex, UnionPay, JCB, Discover and Diners by the value helpers, all checked with
python-stdnum's `luhn`); the card codes are three-digit CVVs and Amex's four-digit CIDs. The
IBANs are of Israel, the British Virgin Islands, Kosovo, Djibouti, Iraq, Kuwait, Saint Lucia,
Mauritania, Pakistan, Sudan, Mongolia and Honduras (a rough count of quoted country codes in
heldouts 5 to 297 finds each in twenty-five to twenty-nine corpora, the fewest), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Simplified Chinese and
Korean lists (`Mnemonic(lang).check` accepts each). Every secret is drawn again until it is new
and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
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
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.in_ import aadhaar as in_aadhaar
from stdnum.in_ import epic as in_epic
from stdnum.in_ import pan as in_pan
from stdnum.kr import brn as kr_brn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 300_748_215
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _clean_texts() -> list[str]:
    """Every clean text, the metadata dicts as JSON: a secret found in one is drawn again."""
    return CLEAN + [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA]


def _fresh(secret: str, seen: set[str]) -> bool:
    return secret not in seen and not any(secret in text for text in _clean_texts())


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
            for _ in range(500):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret, seen):
                    break
            else:
                raise ValueError(f"no fresh secret for {self.cls}")
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_PLACES = ["Jomsom", "Kagbeni", "Marpha", "Tukuche", "Muktinath", "Ghami", "Tsarang", "Charang",
           "Chhusang", "Samar", "Syangboche", "Ghiling", "Dhakmar", "Lomanthang", "Thini",
           "Chhairo", "Larjung", "Kobang", "Ranipauwa", "Pokhara", "Chele", "Tetang", "Dhumba",
           "Lubra", "Jharkot"]  # fmt: skip
_THINGS = ["Yak", "Mule", "Pony", "Apple", "Brandy", "Momo", "Dhido", "Buckwheat", "Chorten",
           "Gompa", "Tsampa", "Juniper", "Saligram", "Dzo", "Lungta", "Thukpa", "Apricot",
           "Seabuck", "Mani", "Yartsa"]  # fmt: skip
_NAMES = ["Pemba", "Dolma", "Tenzin", "Karma", "Lhakpa", "Ngawang", "Sonam", "Dawa", "Tashi",
          "Bishnu", "Sita", "Ramesh", "Gauri", "Anita", "Yosef", "Noa", "Minji", "Jihoon",
          "Weilin", "Xiaoyu", "Priya", "Arjun", "Pasang", "Chhiring", "Urgen"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Mu5t4ng", "Dh4ul4g1r1", "J0ms0m", "Th0r0ngL4", "M4rph4", "K4gb3n1", "Annapurn4",
         "N1lg1r1", "Tuk0ch3", "Mukt1n4th"]  # fmt: skip


def _plate(g: random.Random) -> str:
    """A jeep's number plate run together, the way the transport desk makes passwords."""
    return f"Ga{g.randrange(1, 4)}Ja{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}"


def _still(g: random.Random) -> str:
    """A brandy's name, its proof and a sign, the distillery's habit."""
    fruit = g.choice(["Syau", "Apple", "Apricot", "Chuli", "Seabuck"])
    return f"{fruit}Raksi{g.randrange(30, 61)}{g.choice(_SYMBOLS)}"


def _pass_height(g: random.Random) -> str:
    """A pass or a village and its height in metres."""
    height = g.choice([2720, 2670, 3800, 3840, 4130, 5416, 3710])
    return f"{g.choice(_PLACES)}{height}m{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}"


def _generator(g: random.Random) -> str:
    """Four groups of four, letters and digits, dot-joined, as a phone's generator writes them."""
    return ".".join(_r(g, ALNUM, 4) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_THINGS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_THINGS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    _plate,
    _still,
    _pass_height,
    _generator,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_THINGS).lower()}_{g.randrange(2070, 2090)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, Pemba (Jomsom desk): the Victron Cerbo GX password on the lodge roof is {pw}",
    "Imo message from Dolma: Growatt inverter app password for Marpha {pw}",
    "note on the Kagbeni jeep desk PC: Teltonika FMB920 tracker portal password {pw}",
    "Signal from Tenzin: the still controller at the distillery (Siemens LOGO!) password is {pw}",
    "Element chat #lodges: the Mikrotik hAP at Tukuche admin password {pw}",
    "ticket LG-4417: permit-office PC at Jomsom, Windows password {pw}, please rotate",
    "runbook, Muktinath lodge POS:\n1. power on the Sunmi T2\n2. log in as cashier\n3. password {pw}",
    "Zulip stream 'transport', Karma: GPS fleet panel password {pw}",
    "voice memo, transcribed: the Lo Manthang satellite modem password is {pw} okay",
    "Obsidian note 'roof solar': Epever Tracer cloud password {pw}",
    "Trello card 'Marpha bottling line': label printer web UI password {pw}",
    "Hi Sonam,\n\nthe admin password of the booking server is {pw}. Delete this mail after.\n\nUrgen",
    "Mattermost DM from Lhakpa: Starlink router password at Ghami {pw}",
    "README (distillery shed)\nHMI at http://still.marpha.lan, operator password `{pw}`",
    "can you remember my bank app password? it's {pw}",
    "my Gmail password is {pw} now, the old one leaked",
    "the lodge tablet unlock password: {pw}",
    "after the reset the Ubiquiti controller password became {pw}",
    "dictated: the Kagbeni CCTV recorder password is {pw} full stop",
    "Rocket.Chat #permits, Ngawang: shared mailbox password {pw}",
    "Basecamp ping from Dawa: QuickBooks file password for the brandy accounts {pw}",
    "incident 2081-02-14: the Tsarang lodge NVR was open to the internet with password {pw}",
    "OneNote page 'Pony desk': Garmin Explore account password {pw}",
    "Jira KT-88: reset the Hikvision password at Chhusang, currently {pw}",
    "Notion page 'Lodge IT', row Larjung: Wi-Fi controller password {pw}",
    "Pokhara office whiteboard photo, OCR: server password {pw}",
    "Slack huddle note: the ACAP permit portal login password is {pw}",
    "keep this for me please: the TIMS agency account password {pw}",
    "password for the distillery's excise e-filing: {pw}",
    "the Samar teahouse laptop password is {pw}",
    "मेरो इमेलको पासवर्ड {pw} हो",
    "लजको राउटरको पासवर्ड: {pw}",
    "पेम्बा: नयाँ सर्भरको पासवर्ड {pw} हो, कसैलाई नभन्नु",
    "यो राख्नु है — जीप डेस्कको पासवर्ड {pw}",
    "mero email ko paswad {pw} ho",
    "lodge ko router ko pasword: {pw} kasailai nabhannu hai",
    "Dolma: naya server ko paswad {pw} ho",
    "paswad ➡️ {pw} yo rakha hai dai",
    "ngai paswad {pw} mu, sui-lai ma-tang",
    "Thakali bhancha: distillery PC paswad-ri {pw}",
    "ngai sang-tsig {pw} re, su-la ma-shé",
    "གསང་ཚིག་ {pw} རེད།",
    "Tashi: sang-tsig sarpa {pw} re, thuk je che",
    "मेरे ईमेल का पासवर्ड {pw} है",
    "धर्मशाला के कंप्यूटर का पासवर्ड: {pw}",
    "प्रिया: नया पासवर्ड {pw} है, किसी को मत बताना",
    "bhaiya, jeep booking site ka password {pw} hai, kisi ko mat batana",
    "הסיסמה של המייל שלי היא {pw}",
    "סיסמה למחשב בלודג': {pw}",
    "נועה: הסיסמה החדשה לשרת {pw}, אל תגיד לאף אחד",
    "יוסף 🔑 {pw}",
    "내 이메일 비밀번호는 {pw}",
    "로지 공유기 비번: {pw}",
    "민지: 새 서버 비밀번호 {pw} 아무한테도 말하지 마",
    "비번 → {pw} 저장해둬",
    "我的邮箱密码是 {pw}",
    "客栈电脑密码：{pw}",
    "伟林：新服务器密码是 {pw}，别告诉别人",
    "密码👉{pw} 记一下",
    "Xiaoyu: 酒厂那台电脑的密码是「{pw}」",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["pemba", "dolma.g", "tenzin", "karma.t", "lhakpa", "ngawang", "sonam", "dawa",
          "tashi.b", "bishnu", "sita.s", "ramesh", "gauri", "anita.t", "yosef", "noa.l", "minji",
          "jihoon", "weilin", "xiaoyu", "priya.s", "arjun", "svc-permits", "desk-jomsom",
          "pos-marpha", "chhiring"]  # fmt: skip
_LOGINS = [
    "Viber, Pemba: the Cerbo GX login is {u} / {pw}",
    "ticket LG-4420: {u} locked out of the jeep tracker portal, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Lodges › Marpha › Router: {u} — {pw}",
    "| site | user | password |\n|---|---|---|\n| Kagbeni NVR | {u} | {pw} |",
    "log into the still HMI as {u} with {pw}",
    "Growatt login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: lodge-tukuche\n  user: {u}\n  pass: {pw}",
    "Zulip: account {u}, password {pw}",
    "Karma says the TIMS account is {u} and the password is {pw}",
    "system,user,password\npermit-pc,{u},{pw}",
    "प्रयोगकर्ता {u}, पासवर्ड {pw}",
    "user {u} ra paswad {pw} ho, kasailai nabhannu",
    "ngai ming {u}, sang-tsig {pw}",
    "यूज़रनेम {u} और पासवर्ड {pw}",
    "שם משתמש {u} סיסמה {pw}",
    "아이디 {u} / 비밀번호 {pw}",
    "用户名 {u}，密码 {pw}",
    "login {u} ⟶ {pw}",
    "ssh {u}@booking.logekar.lan, pw {pw}",
    "creds for the Starlink portal: {u} and {pw}",
    "Dawa: sign in as {u}, the password is {pw}",
    "账号：{u}　密码：{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["dhaulagiri", "nilgiri", "thorong", "kaligandaki", "tsampa", "dzokyo", "lungta",
               "saligram", "yartsa", "chhurpi", "syakpa", "sukuti", "tsarang", "jharkot"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "lodge wifi: it's {w}, and straight after it the number {d}",
    "for the still HMI type {w}, then {d}",
    "voice memo: the server password is {w} and after that {d}, no space",
    "it's {w}{d}, word and number stuck together",
    "paswad bhaneko {w} shabda ho, tespachhi {d}",
    "पासवर्ड भनेको {w} शब्द, त्यसपछि {d}",
    "पासवर्ड है {w} शब्द, उसके बाद {d}",
    "הסיסמה היא המילה {w}, ואחריה {d}",
    "비밀번호는 {w} 라는 단어, 그 다음에 {d}",
    "密码是 {w} 这个词，后面加 {d}",
    "sang-tsig ni tsig {w}, de-nay {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "hdbsql -n hana.logekar.lan:30015 -u {u} -p '{pw}' \"select count(*) from permits\"",
    "vsql -h vertica.logekar.lan -U {u} -w '{pw}' -d bookings",
    "nzsql -host nz.logekar.lan -u {u} -pw '{pw}' -d LODGES",
    "bteq\n.logon td.logekar.lan/{u},{pw}",
    "kcadm.sh config credentials --server https://sso.logekar.net --realm master --user {u} --password '{pw}'",
    "cbq -e couchbase://cb.logekar.lan -u {u} -p '{pw}'",
    "exaplus -c exa.logekar.lan:8563 -u {u} -p '{pw}'",
    "sendemail -f desk@logekar.net -t ops@logekar.net -s smtp.logekar.net:587 -xu {u} -xp '{pw}' -m 'roster'",
    "apksigner sign --ks trekapp.jks --ks-pass pass:{pw} trekapp.apk",
    "osslsigncode sign -pkcs12 logekar.pfx -pass '{pw}' -in LodgePOS.exe -out LodgePOS-signed.exe",
    "signtool sign /f logekar.pfx /p {pw} /fd SHA256 LodgePOS.msi",
    "buildah login -u {u} -p '{pw}' registry.logekar.lan",
    "jf rt ping --url https://art.logekar.lan/artifactory --user {u} --password '{pw}'",
    "wget --user={u} --password='{pw}' https://files.logekar.lan/permits/2081-05.xlsx",
    "lynx -auth={u}:{pw} http://pos.marpha-still.lan/",
    "pscp -pw {pw} roster.csv {u}@jomsom-nas.logekar.lan:/share/",
    "winrs -r:pos-kagbeni -u:{u} -p:{pw} ipconfig",
    "cmdkey /add:fs-pokhara /user:{u} /pass:{pw}",
    "schtasks /create /s lodge-pc-3 /u {u} /p {pw} /tn nightly /tr C:\\ops\\backup.cmd /sc daily",
    "argocd login argocd.logekar.lan --username {u} --password '{pw}'",
    "echo '{pw}' | logstash-keystore add ES_PWD --stdin",
    "bench --site lodges.logekar.lan set-admin-password '{pw}'",
    "PASSPHRASE='{pw}' duplicity /srv/bookings sftp://{u}@backup.logekar.lan//bk",
    "encfs --extpass=\"echo {pw}\" ~/.permits-enc ~/permits",
    "ysqlsh 'host=yb.logekar.lan user={u} password={pw} dbname=tims'",
    "mgconsole --host mg.logekar.lan --username {u} --password '{pw}'",
    "sqlcipher lodges.db \"PRAGMA key = '{pw}'; select count(*) from guests;\"",
    "TRINO_PASSWORD='{pw}' trino --server https://trino.logekar.lan --user {u} --password",
    "PGPASSWORD='{pw}' gpload -f permits.yml -U {u}",
    "curlftpfs ftp.logekar.lan /mnt/ftp -o user={u}:{pw}",
    "openconnect --user={u} --passwd-on-stdin vpn.logekar.net <<< '{pw}'",
    "mc alias set logekar https://s3.logekar.lan {u} '{pw}'",
    "x11vnc -display :0 -passwd '{pw}' -forever",
    "gocryptfs -extpass \"echo {pw}\" ~/ledger.enc ~/ledger",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "pemba@jomsom-desk:~$ {c}", "Termux on the desk phone: {c}",
    "PowerShell on the permit PC: PS C:\\ops> {c}", "tmux pane 2 (booking server): {c}",
    "Windows Terminal, Pokhara office: {c}", "Git Bash: $ {c}", "history | tail -1 → {c}",
    "WSL Ubuntu, karma@lodge-pc:~$ {c}", "जुन कमाण्ड चलाएँ: {c}", "yo command chalayeko: {c}",
    "यह कमांड चलाई: {c}", "הרצתי את הפקודה: {c}", "실행한 명령어: {c}", "我跑的命令：{c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""
    family = _Family(cls, templates, _with(_plain_pw, u=_USERS), "pw")

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        return v.framed(rng, family.take(rng, n, seen), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "couchbases://{u}:{pw}@cb.logekar.lan/bookings",
    "neo4j+s://{u}:{pw}@graph.logekar.lan:7687",
    "rediss://{u}:{pw}@cache.logekar.lan:6380/0",
    "oracle+oracledb://{u}:{pw}@ora.logekar.lan:1521/?service_name=LODGES",
    "ftps://{u}:{pw}@ftp.marpha-still.lan/labels/",
    "davs://{u}:{pw}@dav.logekar.lan/remote.php/dav/files/{u}/",
    "https://{u}:{pw}@git.logekar.lan/tims/permits.git",
    "snowflake://{u}:{pw}@logekar-np01/BOOKINGS/PUBLIC?warehouse=DESK",
    "trino://{u}:{pw}@trino.logekar.lan:443/hive",
    "clickhouse+native://{u}:{pw}@ch.logekar.lan:9440/fleet?secure=true",
    "influxdb://{u}:{pw}@tsdb.logekar.lan:8086/solar",
    "rtmp://{u}:{pw}@stream.logekar.lan/live/lo-manthang-festival",
    "Server=tcp:sql.logekar.lan,1433;Database=Lodges;User ID={u};Password={pw};Encrypt=True;",
]  # fmt: skip
_URL_PLACES = [
    "BOOKINGS_DB_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string: {c}", "连接字符串：{c}", "yo connection string ho: {c}",
    "ticket LG-4431: {c}", "Notion page 'Databases': {c}", "קישור למסד הנתונים: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_957_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "logekar-treks", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _bot_token(g: random.Random) -> str:
    return f"{g.randrange(10**9, 10**10)}:{_r(g, URLSAFE, 35)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("TrekPermit Cloud", "TREKPERMIT_API_KEY", _j("tpc_live_", (ALNUM, 32))),
    ("Himal SMS", "HIMALSMS_TOKEN", _j("hsms-", (HEX, 40))),
    ("Yakline Maps", "YAKLINE_MAPS_KEY", _j("yk.", (URLSAFE, 48))),
    ("Lodgebook", "LODGEBOOK_SECRET", _j("lb_sk_", (ALNUM, 40))),
    ("Chorten Pay", "CHORTENPAY_SECRET_KEY", _j("chp_sk_live_", (ALNUM, 36))),
    ("Mulepost", "MULEPOST_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Thorong Weather", "THORONG_WX_KEY", _j((HEX, 32))),
    ("Gandaki Rides", "GANDAKI_RIDES_KEY", _j("gr1_", (ALNUM, 44))),
    ("Peakstay PMS", "PEAKSTAY_API_KEY", _j("psk_", (LOWER_DIGITS, 40))),
    ("Dolpo Ledger", "DOLPOLEDGER_TOKEN", _j("dlg_", (URLSAFE, 43))),
    ("Saligram Mail", "SALIGRAM_MAIL_KEY", _j("SM.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Sherpa Assure", "SHERPA_ASSURE_CLIENT_SECRET", _j((B64, 64))),
    ("Nilgiri Notify", "NILGIRI_PUSH_KEY", _j("nn_", (HEX, 48))),
    ("Tukuche Translate", "TUKUCHE_TRANSLATE_KEY", _j("tt-", (ALNUM, 40))),
    ("Altitrack", "ALTITRACK_DEVICE_TOKEN", _j("at_dev_", (ALNUM, 30))),
    ("Chautari Chat", "CHAUTARI_BOT_TOKEN", _bot_token),
    ("Rhodo Analytics", "RHODO_WRITE_KEY", _j("rw_", (ALNUM, 32))),
    ("Sunkoshi Storage", "SUNKOSHI_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Lumbini LLM", "LUMBINI_LLM_API_KEY", _j("lml-", (URLSAFE, 48))),
    ("Khumbu Cloud", "KHUMBU_CLOUD_TOKEN", _j("kc_pat_", (ALNUM, 40))),
    ("Ghami Guestbook", "GHAMI_GUESTBOOK_KEY", _vendor_jwt("https://api.ghami-guestbook.example")),
    ("Lungta Insure", "LUNGTA_API_SECRET", _j((UPPER_DIGITS, 40))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("Slack", "SLACK_BOT_TOKEN", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("Google Maps", "GOOGLE_MAPS_API_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_API_SECRET", _j((ALNUM, 32))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fly secrets set {env}={tok}",
    "railway variables --set {env}={tok}",
    "doppler secrets set {env}='{tok}'",
    "kubectl create secret generic bookings --from-literal={env}={tok}",
    "app.json:\n  \"env\": {{ \"{env}\": \"{tok}\" }}",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "serverless.yml:\n  environment:\n    {env}: {tok}",
    "GitHub Actions, .github/workflows/sync.yml:\n        env:\n          {env}: {tok}",
    "Procfile.env:\n{env}={tok}",
    "Lodge admin › Settings › Integrations › {vendor}: {tok}",
    "Notion table 'Integrations': | {vendor} | 2081 | {tok} |",
    "Trello card: rotate the {vendor} key {tok}",
    "Viber, Pemba: {vendor} key for the booking sync: {tok}",
    "ticket LG-4450: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} को API key {tok} हो",
    "{vendor} ko API key: {tok} kasailai nadekhaunu",
    "{vendor} की API key {tok} है",
    "מפתח API של {vendor}: {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "{vendor} API key ➜ {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[tuple[str, str]]:
    """(text, token) pairs where code, not a label, holds the token."""
    wx = _r(rng, HEX, 32)
    mule = v.uuid4(rng, "9")
    yak = "yk." + _r(rng, URLSAFE, 48)
    chp = "chp_sk_live_" + _r(rng, ALNUM, 36)
    sun = _r(rng, B64, 40)
    return [
        (f'r = httpx.get("https://api.thorong-wx.example/v2/forecast", params={{"q": "jomsom", "appid": "{wx}"}})', wx),
        (f"curl -H 'X-Mulepost-Key: {mule}' https://api.mulepost.example/v1/consignments", mule),
        (f'const map = new YaklineMap("#map", {{ key: "{yak}" }});', yak),
        (f"$pay = new ChortenPay\\Client('{chp}');", chp),
        (f'<add key="Sunkoshi:SecretAccessKey" value="{sun}" />', sun),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for text, tok in _vendor_specials(rng):
        assert _fresh(tok, seen)
        seen.add(tok)
        out.append(Sample("vendor_token", text, tok))
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda t: _fresh(t, seen))
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows once, so here:\n{t}", "yo token rakha: {t}",
                "这个 token：{t}", "{t}\n^ the new one, old one revoked", "תשמור לי את זה: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Zabbix agent TLSPSK for the Jomsom booking server: {h}": 64,
    "AES key of the jeep GPS trackers' SMS commands (hex): {h}": 32,
    "HMAC secret for the Chorten Pay webhook: {h}": 64,
    "config/master.key of the booking app:\n{h}": 32,
    "door controller at the Kagbeni lodge, site AES key {h}": 32,
    "ब्याकअपको इन्क्रिप्सन कुञ्जी: {h}": 64,
    "백업 암호화 키: {h}": 64,
    "备份加密密钥：{h}": 48,
    "מפתח ההצפנה של הגיבוי: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket LG-4460: token copied from the browser's network tab {t}",
    "Cookie: lang=ne; lgk_session={t}",
    "BOOKING_BRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token यो हो: {t}",
    "토큰: {t}",
    "Slumber request collection, auth: bearer {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_957_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@logekar.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.logekar.net/realms/desk", "azp": "permit-console",
                   "roles": ["desk", "permits"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Jomsom booking server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.logekar.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PERMIT_SIGNING_KEY": "{key}", "office": "jomsom"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_still <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "सर्भरको निजी कुञ्जी:\n{key}": ("PRIVATE KEY", "\n"),
    "服务器私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the agency's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
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
    "hardware wallet backup card for the lodge fund, copying it before I burn it: {p}": "english",
    "recovery phrase of the old distillery wallet\n{p}": "english",
    "seed words (trek deposit wallet, emptied): {p}": "english",
    "Pemba's wallet seed backup: {p}": "english",
    "voice memo: the recovery words are {p} and that's all": "english",
    "Notion page 'Crypto deposits (retired)': {p}": "english",
    "钱包助记词：{p}": "chinese_simplified",
    "助记词 👉 {p} 千万别发给别人": "chinese_simplified",
    "伟林的钱包恢复短语：\n{p}": "chinese_simplified",
    "지갑 복구 문구: {p}": "korean",
    "시드 구문 (아무한테도 보여주지 마): {p}": "korean",
    "민지 지갑 니모닉\n{p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_words(secret: str) -> str:
    """The phrase a seed sample holds, its numbers and separators taken out."""
    words = re.findall(r"[^\W\d_]+", secret)
    return " ".join(words)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    mnemo = _MNEMO[lang]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = unicodedata.normalize("NFC", str(mnemo.to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
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
    if brand == "rupay":
        return _card_of(rng, ["508227", "606985", "652150", "607153", "817290"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Pemba: the agency card for the Starlink bill is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket LG-4472: pay the helicopter deposit with card {c}",
    "मेरो कार्ड नम्बर: {c}, {mm}/{yy}",
    "mero card no. {c} ho, expiry {mm}/{yy}",
    "मेरे कार्ड का नंबर {c} है",
    "מספר הכרטיס שלי: {c}, תוקף {mm}/{yy}",
    "카드 번호: {c} 유효기간 {mm}/{yy}",
    "我的卡号：{c}，{mm}/{yy}",
    "card for the Marpha barrel order ➜ {c}",
    "pilgrim group card (Arjun's): {c} / {mm}-{yy}",
]  # fmt: skip
_BRANDS = ["visa", "rupay", "mastercard", "amex", "unionpay", "jcb", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "Amex {c}, the four small digits on the front: {cvv}",
               "कार्डको पछाडिको तीन अंक: {cvv}",
               "कार्ड के पीछे वाले तीन अंक {cvv} हैं",
               "3 הספרות בגב הכרטיס: {cvv}",
               "卡背面三位数：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries a rough count over heldouts 5 to 297 finds in the fewest corpora; BBAN shapes (a, n, c
# as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"IL": "n" * 19, "VG": "aaaa" + "n" * 16, "XK": "n" * 16, "DJ": "n" * 23,
                "IQ": "aaaa" + "n" * 15, "KW": "aaaa" + "c" * 22, "LC": "aaaa" + "c" * 24,
                "MR": "n" * 23, "PK": "aaaa" + "c" * 16, "SD": "n" * 14, "MN": "n" * 16,
                "HN": "aaaa" + "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice LG-2081-118: please pay the Tel Aviv agent's commission to {i} within 30 days",
    "save the Tortola trek wholesaler's IBAN: {i}",
    "IBAN: {i}\nReference: Mustang group 14, Jestha",
    "Viber #accounts: the Kuwait tour partner's new bank details, IBAN {i}",
    "मेरो IBAN: {i}",
    "yo IBAN ma pathaunu: {i}",
    "मेरा IBAN {i} है",
    "ה-IBAN שלי: {i}",
    "IBAN 계좌: {i}",
    "我的 IBAN：{i}",
    "IBAN ➜ {i} (Ulaanbaatar group deposit)",
    "refund the Tegucigalpa couple to IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _il_idnr(g: random.Random) -> str:
    """Israel's Teudat Zehut: nine digits with a Luhn check digit."""
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 8), il_idnr.is_valid)


def _il_hp(g: random.Random) -> str:
    """An Israeli company number (ח.פ.): 5, eight digits, the last a Luhn check."""
    return v.until(g, lambda h: "51" + _r(h, D, 7), il_hp.is_valid)


def _kr_brn(g: random.Random) -> str:
    """A Korean business registration number, ``123-45-67890``."""
    number = v.until(g, lambda h: h.choice("123456") + _r(h, D, 9), kr_brn.is_valid)
    return f"{number[:3]}-{number[3:5]}-{number[5:]}"


def _cn_ric(g: random.Random) -> str:
    """A Chinese resident identity card number: a place, a birth date, a serial, a check."""

    def make(h: random.Random) -> str:
        place = h.choice(["110101", "310101", "510104", "540102", "440103"])
        born = f"{h.randrange(1960, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return place + born + _r(h, D, 3) + h.choice(D + "X")

    return v.until(g, make, cn_ric.is_valid)


def _cn_uscc(g: random.Random) -> str:
    """A Chinese unified social credit code: 91, a region, an organisation code, a check."""
    alphabet = "0123456789ABCDEFGHJKLMNPQRTUWXY"
    return v.until(g, lambda h: "91540100" + _r(h, alphabet, 10), cn_uscc.is_valid)


def _aadhaar(g: random.Random) -> str:
    """An Aadhaar number: twelve digits with a Verhoeff check, printed in groups of four."""
    number = v.until(g, lambda h: h.choice("23456789") + _r(h, D, 11), in_aadhaar.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _epic(g: random.Random) -> str:
    """An Indian voter id (EPIC): three letters and seven digits, the last a Luhn check."""
    return v.until(g, lambda h: _r(h, UPPER, 3) + _r(h, D, 7), in_epic.is_valid)


def _in_pan(g: random.Random) -> str:
    """An Indian PAN: five letters (the fourth a holder's kind), four digits, a letter;
    python-stdnum checks its format only."""
    return v.until(g, lambda h: _r(h, UPPER, 3) + "P" + _r(h, UPPER, 1) + _r(h, D, 4) + _r(h, UPPER, 1), in_pan.is_valid)  # fmt: skip


def _np_citizenship(g: random.Random) -> str:
    """A Nepali citizenship certificate number: district, year and serial (shape guessed)."""
    return f"{g.randrange(10, 76)}-{g.randrange(1, 4):02d}-{g.randrange(60, 81)}-{_r(g, D, 5)}"


def _np_pan(g: random.Random) -> str:
    """A Nepali PAN: nine digits, no public check."""
    return g.choice("13456") + _r(g, D, 8)


def _np_passport(g: random.Random) -> str:
    """A Nepali machine-readable passport: eight digits (shape guessed)."""
    return g.choice("0123") + _r(g, D, 7)


def _np_licence(g: random.Random) -> str:
    """A Nepali smart driving licence: province, office and serial (shape guessed)."""
    return f"0{g.randrange(1, 8)}-{g.randrange(1, 99):02d}-{_r(g, D, 8)}"


def _np_nin(g: random.Random) -> str:
    """A Nepali national identity number: ten digits (shape guessed)."""
    return g.choice("123456789") + _r(g, D, 9)


def _kr_passport(g: random.Random) -> str:
    return g.choice("MS") + _r(g, D, 8)


def _il_passport(g: random.Random) -> str:
    return g.choice("23") + _r(g, D, 7)


def _in_passport(g: random.Random) -> str:
    return g.choice("KLMNPRSTUVZ") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "מספר תעודת זהות שלי: {s}": _il_idnr,
    "Noa's teudat zehut for the insurance form: {s}": _il_idnr,
    "ח.פ. של חברת הטיולים בתל אביב: {s}": _il_hp,
    "사업자등록번호 (서울 여행사): {s}": _kr_brn,
    "Korean agency's business registration number for the contract: {s}": _kr_brn,
    "我的身份证号：{s}": _cn_ric,
    "Weilin's resident ID card number, for the Lo Manthang restricted permit: {s}": _cn_ric,
    "拉萨合作方的统一社会信用代码：{s}": _cn_uscc,
    "मेरा आधार नंबर {s} है": _aadhaar,
    "Aadhaar of the pilgrim group leader: {s}": _aadhaar,
    "वोटर आईडी (EPIC) नंबर: {s}": _epic,
    "पैन कार्ड नंबर {s} है": _in_pan,
    "मेरो नागरिकता प्रमाणपत्र नम्बर: {s}": _np_citizenship,
    "nagarikta no. {s} ho, kasailai nadinu": _np_citizenship,
    "agency ko PAN number: {s}": _np_pan,
    "मेरो राहदानी नम्बर {s}": _np_passport,
    "Pasang's passport number for the restricted area permit: {s}": _np_passport,
    "सवारी चालक अनुमतिपत्र नम्बर: {s}": _np_licence,
    "राष्ट्रिय परिचयपत्र नम्बर (NIN): {s}": _np_nin,
    "여권번호: {s}": _kr_passport,
    "מספר הדרכון: {s}": _il_passport,
    "पासपोर्ट नंबर {s} है, यात्रा परमिट के लिए": _in_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Lodgebook 2FA backup codes\n{codes}", "spare sign-in codes for the agency Google account {codes}",
            "Chorten Pay recovery codes: {codes}", "2FA ब्याकअप कोडहरू:\n{codes}",
            "2FA 백업 코드: {codes}", "两步验证备用码：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Peakstay:sonam@logekar.net?secret={s}&issuer=Peakstay&digits=6",
              "Aegis, manual setup key for the Khumbu Cloud login: {s}",
              "2FA secret for the permit portal (type it in the app): {s}",
              "OTP गोप्य कुञ्जी: {s}"]  # fmt: skip
_CODES = ["{c} is your Chorten Pay verification code", "【客栈通】验证码 {c}，5分钟内有效",
          "तपाईंको OTP {c} हो। कसैलाई नदिनुहोस्", "קוד האימות שלך: {c}",
          "[인증번호] {c} 타인에게 알려주지 마세요"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["LoGekar-Jomsom", "Nilgiri View Lodge", "Marpha-Still-5G", "Kagbeni Guest House",
          "Muktinath-Ranipauwa", "Tukuche_Lodge_2G", "LoManthang Royal Inn", "Ghami-Teahouse",
          "Starlink-Samar", "JeepDesk-Jomsom", "Tsarang Gompa View", "Pokhara-Office-5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "network: {s}\npassword: {pw}",
    "lodge network {s}, password {pw}",
    "wifi at the distillery: {s} / {pw}",
    "the key on the sticker under the Starlink router: {pw}",
    "वाइफाइ {s} को पासवर्ड {pw} हो",
    "wifi {s} ko paswad: {pw}",
    "वाईफाई {s} का पासवर्ड {pw} है",
    "הסיסמה לוויי-פיי {s} היא {pw}",
    "와이파이 {s} 비번 {pw}",
    "Wi-Fi {s} 密码：{pw}",
    "{s} wifi sang-tsig: {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "teahouse board: WiFi ➜ {s} | Pass ➜ {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tpc_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the satellite phone] {t}",
          "(spaced so the Viber preview hides it) {t}", "एक एक अक्षर: {t}", "한 글자씩: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["लजको स्टोरको तालाको कोड: {pw}", "jeep garage ko padlock code {pw} ho",
          "distillery cellar keypad takes {pw} then #", "ताले का कोड {pw} है",
          "קוד לכספת בחדר: {pw}", "금고 비밀번호 {pw}", "保险柜密码：{pw}",
          "pony stable padlock at Kagbeni: {pw}", "Lo Manthang lodge safe, combination {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["juniper", "tsampa", "buckwheat", "chorten", "prayerwheel", "saligram", "yakbell",
                 "apricot", "barley", "windhorse", "cliffcave", "turquoise", "mule", "glacier",
                 "teahouse", "brandy"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the desk vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "VeraCrypt volume passphrase (permit scans): {p}": ".",
            "पासफ्रेज: {p}": " ", "마스터 암호 문구: {p}": "_",
            "口令短语：{p}": " ", "sang-tsig tsig-gyu: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Restish config, the booking API profile: headers: Authorization: Basic {v}": True,
    "lighttpd.conf:\nsetenv.add-request-header = ( \"Authorization\" => \"Basic {v}\" )": True,
    "Posting (TUI) request, header Authorization: Bearer {v}": False,
    "Firecamp collection, header Authorization = Basic {v}": True,
    "curlie: curlie GET api.peakstay.example/rooms 'Authorization:Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "oxidized config:\nusername: backup\npassword: {pw}\nmodel: routeros",
    "/etc/smsd.conf:\n[GSM1]\ndevice = /dev/ttyUSB0\npin = 1234\n# sms gateway web: user desk pass {pw}",
    "kannel.conf:\ngroup = core\nadmin-port = 13000\nadmin-password = {pw}",
    "sip.conf:\n[jomsom-desk]\ntype=friend\nsecret={pw}\nhost=dynamic",
    "clients.conf:\nclient lodge-ap {{\n  ipaddr = 10.20.0.0/24\n  secret = {pw}\n}}",
    "user-mapping.xml:\n<authorize username=\"desk\" password=\"{pw}\">",
    "icecast.xml:\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "/etc/zm/zm.conf:\nZM_DB_USER=zmuser\nZM_DB_PASS={pw}",
    "transmission settings.json:\n\"rpc-username\": \"desk\",\n\"rpc-password\": \"{pw}\",",
    "secrets.yaml (Home Assistant at the lodge):\nstarlink_password: {pw}",
    "sites/lodges.logekar.lan/site_config.json:\n{{\"db_name\": \"lodges\", \"db_password\": \"{pw}\"}}",
    "QloApps config/settings.inc.php:\ndefine('_DB_USER_', 'qlo');\ndefine('_DB_PASSWD_', '{pw}');",
    "dagster.yaml:\nstorage:\n  postgres:\n    postgres_db:\n      username: dagster\n      password: {pw}",
    "~/.cloginrc:\nadd user jomsom-sw backup\nadd password jomsom-sw {pw}",
    "metabase.env:\nMB_DB_USER=metabase\nMB_DB_PASS={pw}",
    "msmtprc:\naccount desk\nhost smtp.logekar.net\nuser desk@logekar.net\npassword {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Karma: lodge wifi password?\nDolma: {pw}",
    "[06:12] tenzin: root pw for the booking server?\n[06:14] pemba: {pw}",
    "Sonam: {pw} is the new still HMI password",
    "Ramesh: use {pw}, that's what the NVR has now",
    "दावा: नयाँ पासवर्ड {pw} हो",
    "Gauri: naya paswad {pw} ho hai",
    "अर्जुन: नया पासवर्ड {pw}",
    "יוסף: הסיסמה החדשה {pw}",
    "지훈: 새 비번 {pw}",
    "晓雨：新密码 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _bitlocker(g: random.Random) -> str:
    return "-".join(f"{g.randrange(0, 720_896 // 11) * 11:06d}" for _ in range(8))


def _apple_key(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7))


def _ms_code(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))


def _secret_key(g: random.Random) -> str:
    return f"A3-{_r(g, UPPER_DIGITS, 6)}-{_r(g, UPPER_DIGITS, 6)}-" + "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(4))  # fmt: skip


def _hex_groups(g: random.Random) -> str:
    return " ".join(_r(g, HEX, 4) for _ in range(16))


_RECOVERY: dict[str, Maker] = {
    "BitLocker recovery key of the permit-office laptop: {k}": _bitlocker,
    "Apple account recovery key (Pemba's iPad): {k}": _apple_key,
    "Microsoft account recovery code: {k}": _ms_code,
    "1Password Secret Key for the desk account: {k}": _secret_key,
    "Tuta recovery code:\n{k}": _hex_groups,
    "रिकभरी की: {k}": _apple_key,
    "복구 키: {k}": _bitlocker,
    "恢复密钥：{k}": _ms_code,
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")

# How many samples each family draws (390 in all, the 293rd's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def _secrets(seen: set[str]) -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _secrets(set())


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the still HMI password is": "{s}", "Cerbo GX admin pw:": "{s} (since the roof job in Magh)",
    "मेरो पासवर्ड": "{s}", "NVR password": "{s}\nchange it after the season",
    "paswad:": "{s}", "मेरा पासवर्ड है": "{s}", "הסיסמה:": "{s}", "비밀번호:": "{s}",
    "the password Karma read over the radio was": "{s}, I think", "密码是": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Thorong Weather API key", "{s}", _j((HEX, 32))),
    ("split_token", "Altitrack token:", "{s} (jeep 3)", _j("at_dev_", (ALNUM, 30))),
    ("split_token", "Mulepost API token", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IL"))),
    ("split_backup", "Lodgebook backup codes", "{s}\nqhzv12-p8mq3r\nwtka90-2jd7ex", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Aadhaar number", "{s}", _aadhaar),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, lambda s: _fresh(s, seen))
    seen.add(secret)
    return template.replace("{s}", secret), secret


def _field_pairs(seen: set[str]) -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    seen: set[str] = set()
    _secrets(seen)
    return _field_pairs(seen)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"still_hmi": {"url": "https://still.marpha.lan", "operator_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paswad": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "karma.t", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"lodges": [{"name": "tukuche"}, {"name": "kagbeni", "router_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["vsql", "-h", "vertica.logekar.lan", "-U", "desk", "-w", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "客栈电脑的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the NVR as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"thorong_wx": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"chortenPaySecret": "{s}"}': ("meta_token", _j("chp_sk_live_", (ALNUM, 36))),
    '{"lodgebook_key": "{s}"}': ("meta_token", _j("lb_sk_", (ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "unionpay"), " ", g)),
    '{"partner": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "XK")),
    '{"guest": {"teudat_zehut": "{s}"}}': ("meta_id", _il_idnr),
    '{"mfa": {"backup_codes": ["{s}", "qhzv12-p8mq3r", "wtka90-2jd7ex"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"deposit_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"door_controller": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cellar": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Nilgiri View Lodge", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    seen: set[str] = set()
    _secrets(seen)
    _field_pairs(seen)
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cerbo-gx-venus-v3.40.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/logekar/bookings:7.1").hexdigest()
_COMMIT = hashlib.sha1(b"permits: add ACAP fee table 2081", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bookings: revert lodge merge", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"jeep-roster-2081-05.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"bookings-export-2081.parquet").hexdigest()

CLEAN: list[str] = [
    "Remind me to change the NVR password at Kagbeni before the season starts on 2081-06-01.",
    "Karma asked for the lodge wifi password; it's on the card behind the reception desk.",
    "Policy: agency passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `THORONG_WX_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The still HMI asks for a new operator password after every firmware update.",
    "Replace <YOUR_LODGEBOOK_KEY> in the README with the key from your Lodgebook dashboard.",
    "CHORTENPAY_SECRET_KEY and MULEPOST_API_TOKEN must be set before the nightly sync runs.",
    "आफ्नो पासवर्ड कसैलाई नभन्नुहोस्।",
    "paswad kasailai nabhannu hai, vault ma rakha.",
    "अपना पासवर्ड किसी को मत बताना।",
    "אל תגיד לאף אחד את הסיסמה שלך.",
    "비밀번호는 아무한테도 말하지 마세요.",
    "不要把密码告诉任何人。",
    "पासवर्ड कम्तीमा १४ अक्षरको हुनुपर्छ।",
    "비밀번호는 14자 이상이어야 합니다.",
    "密码至少需要14个字符。",
    "הסיסמה חייבת להכיל לפחות 14 תווים.",
    "Upgraded the Cerbo GX from Venus 3.32 to 3.40 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the ACAP fee table for 2081.",
    f"Rolled back to {_SHORT} after the lodge merge broke the booking export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus v3.40 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of bookings-export-2081.parquet: {_SHA512}",
    f"The bookings API container runs ghcr.io/logekar/bookings@sha256:{_IMAGE}.",
    f"MD5 of jeep-roster-2081-05.csv is {_MD5}, same as the copy on the Pokhara share.",
    "Request id 3f9a12c7-8b4e-4d61-a0f2-7c5e9b1d3a48 is the slow one in the Lodgebook logs.",
    "Purchase order PO-2081-0316 for 120 bottles of Marpha apple brandy ships on Thursday.",
    "Ticket LG-4417: the permit-office printer in Jomsom jams on A4 again.",
    "Call the Jomsom desk on +977 69 440 213 before noon.",
    "Jeep Ga 1 Ja 4472 leaves Jomsom for Kagbeni at 07:30; the pony caravan at 08:15.",
    "Restricted area permit for Upper Mustang: USD 500 for the first 10 days, USD 50 per day after.",
    "ACAP entry fee is NPR 3,000 for foreigners; the TIMS card counter closes at 16:00.",
    "Thorong La is 5,416 m; Muktinath sits at about 3,710 m and Jomsom at 2,720 m.",
    "After five wrong passwords the NVR locks the account for 30 minutes.",
    "The Marpha brandy is 40 % ABV; a barrel holds 200 litres.",
    "The secret of good Marpha brandy is the late September apples.",
    "Ask Dawa for the cellar keypad code, I don't have it.",
    "My card ending 4417 was declined at the Pokhara bookshop.",
    "The Tel Aviv agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the agency's Lodgebook account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `LODGEBOOK_SECRET` in the secrets store, never in the repository.",
    "The padlock on the pony stable rusts in the Kali Gandaki wind; oil it every month.",
    "Lodgebook moved the API key page under Settings › Developers in its Baisakh release.",
    "ISBN 978-9937-0-4412-3 is the Mustang guidebook on the office shelf.",
    "The guest wifi 'Nilgiri-Guest' is open, no password needed.",
    "Room 12 at the Tukuche lodge is booked for 3 nights, NPR 2,500 per night, breakfast included.",
    "Postcode of Jomsom is 33100; Pokhara Lakeside is 33700.",
    "Flight RA 155 Pokhara–Jomsom departs 06:45 if the wind allows.",
    "Group 14: 9 trekkers, 3 guides, 6 ponies, 2 jeeps; Kagbeni on day 3, Lo Manthang on day 7.",
    "The password field on the permit portal accepts 8 to 64 characters.",
    "Version 2.14.3 of the lodge app fixes the rupee rounding bug.",
    "The TIMS card number is printed on the back; you don't need to send it to us.",
    "Tenzin changed the router password yesterday; ask him in person.",
    "Korean group arrives via Kathmandu on flight KE 695, 13:40.",
    "中文团 12 人，住马尔法客栈两晚。",
    "קבוצה של 8 מטיילים מישראל מגיעה לג'ומסום ביום שלישי.",
    "भारतीय तीर्थयात्री समूह मुक्तिनाथ दर्शनका लागि बिहान ५ बजे निस्कन्छ।",
    "Our PAN registration certificate is displayed at the Pokhara office, as the law asks.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2081-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/agency/nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 314}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "LG-4417", "purchase_order": "PO-2081-0316"}',
    '{"group": {"id": "G-14", "trekkers": 9, "ponies": 6}}',
    '{"phone": "+977 69 440 213", "city": "Jomsom"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bottles_in_stock": 1284}',
    '{"permit": {"area": "Upper Mustang", "fee_usd": 500, "days": 10}}',
    '{"flight": "RA 155", "from": "PKR", "to": "JMO", "eta": "07:05"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
