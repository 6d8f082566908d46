# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-forty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-forty-second's docstring,
the fifth to hundred-and-forty-second only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a sugar-cane
variety and a boiler's pressure, a ferry's name, a voyage number and a port, a tangerine variety
and its brix, a dive site and a depth, two Okinawan words and a number, a Korean word typed with
the keyboard left in Latin mode and four digits, a keyboard walk and a Kagoshima place, a name, an
island's telephone area code and a number, a Kagoshima place, a dish and a year, a boiler's number
with capitals and digits, generated groups and runs), names, places, templates, tools, vendors and
layouts, the way the staff of the Haikaji Islands Group (HIG, a fictional sugar-cane, ferry,
naval-dockyard and tourism network: a sugar mill's boiler house on Ishigaki with its cane intake
and its historian, the ferry Amakaji 8 between Naha, Amami-Ōshima's Naze and Kagoshima with ticket
counters at Naze, Ishigaki and Jeju City, a ship-repair dockyard at Kagoshima's Taniyama, diving
and snorkel shops at Ishigaki's Kabira and in Seogwipo, and a tangerine cooperative's packing
house with cold rooms at Wimi in Seogwipo; staff from Okinawa, Miyako, Yaeyama, Yonaguni, Amami,
Okinoerabu and Kagoshima, from Jeju and Chungcheong, Korean-Chinese workers from Yanbian,
Vietnamese technical trainees from Nghệ An and Hà Tĩnh, Filipino, Nepali and Chinese staff and
English-speaking dive instructors) leak secrets into an assistant's memory. The texts are LINE,
KakaoTalk, LINE WORKS, Chatwork, Slack, Teams, Naver Band, Zalo, Viber, Messenger, WeChat,
Telegram, WhatsApp, Google Chat, Jandi and Signal messages, Google Keep, Samsung Notes, Apple
Notes, Notion, Evernote, Naver Memo and OneNote notes to self, Backlog, Redmine, Jira, Zendesk,
kintone and Freshdesk tickets, e-mails, an incident note, a runbook, README fragments, shell
history (bash, zsh, PowerShell, Termius, Windows Terminal, a crontab line, a Jupyter cell),
configs, code, voice-dictated text and requests to the assistant itself, around the panels of mill,
ship, dock, dive-shop, packing-house and network hardware (a Takuma boiler's BMS, Miura's boiler
remote monitoring, Yokogawa CENTUM VP, Azbil Harmonas-DEO, Fuji Electric MICREX-SX, a Horiba PG-350
stack analyser, an Atago RX-5000 refractometer, an Anton Paar MCP 150 polarimeter, a JRC JAN-9201
ECDIS, a Nabtesco M-800 remote control, a Tokyo Keiki PR-9000 autopilot, Kongsberg K-Chief 600,
Daihatsu engine monitoring, an Intellian v100 VSAT, a Teltonika RUT955, a Daihen OTC Welbee
welder, a Koike plasma cutter, a Kobelco Kobelion compressor, a Kito hoist, Riken Keiki GX-3R Pro
gas detectors, a Terasaki switchboard, a Bauer B-Control Micro and a Coltri MCH-16 compressor, a
Nuvair nitrox membrane, an Analox O2EII analyser, Shearwater Cloud, Daewon GSI and Shibuya Seiki
graders, a MAF Roda Globalscan 6, Teraoka DIGI and Sato CL4NX label printers, Daikin cold rooms, a
Stera payment terminal, an Aterm router, LoRa nodes and DESFire crew cards). Tools none of
heldouts 5 to 142 names: Hitachi's `raidcom -login`, TmaxSoft JEUS's `jeusadmin`, `saml2aws
login`, Sakura Cloud's `usacloud`, Veritas NetBackup's `tpconfig`, `cli-kintone`, Machbase's
`machsql`, and the configs of Yamaha RTX routers (`pp auth myname`, `ipsec ike pre-shared-key`),
NEC UNIVERGE IX routers (`authentication password`), Allied Telesis AlliedWare Plus and Ubiquoss
switches and a Century Systems FutureNet NXR (`ppp account username … password …`); beside them
the commands the product names (sshpass, mysql, redis-cli, curl -u, docker login, htpasswd -b,
smbclient, 7z, zip -P, openssl -pass, gpg --passphrase, plink, xfreerdp, net use, sqlplus, lftp,
ipmitool, mosquitto_pub, sudo -S, ldapsearch -w, keytool -storepass, sqlcmd, rabbitmqctl add_user,
xh -a, isql, kinit, passwd --stdin) and the formats it names (.pgpass, pgbouncer's userlist,
chap-secrets, nslcd's `bindpw`, an INI `[credentials]` section, unattend.xml, Terraform's
`default`, PHP's `define`, a SOCKS5 proxy URL with no host), in layouts of its own. About 44 % of
the texts are in other languages than English (by a rough count of the drawn samples): Kagoshima
Japanese (Kagoshima-ben, of Satsuma), Okinawan Japanese (Uchinaa-Yamatuguchi), Yaeyama (of
Ishigaki), Yonaguni (Dunan), Okinoerabu, Chungcheong Korean, the Korean of Yanbian (of China's
Korean-Chinese) and Nghệ Tĩnh Vietnamese, which no earlier docstring names, and standard Japanese,
Korean, Okinawan (Uchinaaguchi), Miyakoan, Amami, Jejueo, Tagalog, Cebuano, Vietnamese, Nepali,
Simplified and Traditional Chinese, Indonesian, Brazilian Portuguese, Peruvian Spanish and Thai in
wordings of their own. The eight new languages' wordings are the author's approximations, checked
by no speaker, built around a pronoun or possessive, a copula or sentence ending (and for some a
"don't tell anyone") and the loanwords people there really text (password, ID, wifi, API key,
passport, card, IBAN, command): Kagoshima's `おいが`, `じゃっど`, `じゃっで`, `新しか`, `ち言う` and
`だいにも言たらいかんど`; Uchinaa-Yamatuguchi's `自分` (for "I"), `さー`, `でーじ`, `だからよー` and
`ねー`; Yaeyama's `バヌ` ("my"), `ぬ`, `ドゥ`, `ミーファイユー` and `ぴとぅんかい`; Yonaguni's `アヌヌ`
("my"), `フガラサ` and `チュンケー`; Okinoerabu's `ワー`, `ヤン`, `ミヘディロ` and `チュンカイ`;
Chungcheong's `-여유`, `-이구`, `-유`, `헌티`, `말허지 말어유`, `혔는디` and `지가`; Yanbian's `-임다`,
`-슴다`, `맙소`, `누기`, `콤퓨터`, `려권` and `래일`; Nghệ Tĩnh's `tau`, `mi`, `chừ`, `rứa`, `nỏ` and
`hỉ`. The Yaeyama, Yonaguni and Okinoerabu forms are the thinnest guesses, and the Okinawan,
Miyakoan, Amami and Jejueo lines are approximations too. Vendors (AirREGI, SelectType, Ikyu, Asoview,
Activity Japan, Jorudan, Zenrin, Kyash, rakumo, HENNGE, Blastengine, Kaonavi, Touch On Time,
Neppan, TL-Lincoln, Temairazu, PickGo, Souco, Shippinno, Next Engine, Coubic, TableCheck, Toreta,
Netstars, Paygent, Sony Payment Services, Media4u, tripla, HRMOS, Agri-Note, WAGRI, VELTRA,
WAmazing, Tabirai, OTS Rent-a-Car, ClassNK, Aweta, Shiftee, Godomall, Yanolja, MyRealTrip, KSNET,
Payletter, CJ Logistics, Hanjin, Megazone, Infobank, Korean Register, AspenTech, and Sakura Cloud
through `usacloud`) are ones heldouts 5 to 142 do not name; none of them publishes a token shape
the author knows, so every shape here (SelectType's `slt_live_`, Souco's `sc_`, tripla's `tpl_`, the
UUIDs, hex runs, base64 runs and JWTs) is the author's guess. The ids are kinds heldouts 5 to 142
do not use: a Japanese boiler operator's licence, a crane and derrick operator's licence, a
hazardous-materials handler's licence (危険物取扱者免状), a technical intern training plan's
certification number, a forklift skill-course certificate, a scuba C-card's number, a marine
officer's licence (海技免状), a national licensed guide interpreter's registration, two Korean
national technical qualifications (잠수기능사, 지게차운전기능사), a Korean recreational watercraft
operator's licence, a Korean tourist interpreter guide's licence and a Jeju haenyeo's registration
card, for which python-stdnum has no module and which no library or this file checks (no
check-digit algorithm is written here): they are unchecked, their shapes invented or as the author
believes them; passports under Kagoshima, Uchinaa-Yamatuguchi, Yaeyama, Yonaguni, Okinoerabu,
Chungcheong, Yanbian and Nghệ Tĩnh words, likewise unchecked (every python-stdnum module of the
setting's countries is used by an earlier corpus, so none is checked here). Card numbers pass Luhn
(Napas' 9704 prefix, as the author believes it, drawn here besides the value helpers' JCB, Visa,
Mastercard, UnionPay, Amex and Diners, all checked with python-stdnum's `luhn`). The IBANs are of
countries used least by a rough count over the IBAN shapes of heldouts 5 to 142 (Croatia,
Lithuania, Turkey, Jordan, Mongolia, Israel, Slovenia and the Faroe Islands, in eleven corpora
each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Korean, Japanese, Simplified and Traditional Chinese, Spanish and Portuguese lists, each with a
valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored),
60 clean texts and 10 clean metadata dicts.
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

SEED = 145_380_917
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


# The words the mill, the ferry, the dock, the dive shop and the packing house pick passwords from.
_CANE = ["NiF8", "Ni27", "NiTn18", "Ni22", "RK97-14", "NiF9", "KY01-2044"]
_FERRY = ["Amakaji", "Haikaji", "Tidamaru", "Kuroshio", "Sakishima", "Tokara"]
_PORTS = ["Naha", "Naze", "Kago", "Jeju", "Ishi", "Koniya", "Tomari"]
_GYUL = ["Hallabong", "Cheonhyehyang", "Redhyang", "Hwanggeum", "Onju", "Gamgyul"]
_DIVE = ["MantaScramble", "Munseom", "Beomseom", "Yonehara", "Osaki", "Seopseom", "Kabira",
         "Oganjaki", "Kuroshima"]  # fmt: skip
_OKI = ["chibariyo", "nuchigusui", "ichariba", "mensore", "haisai", "mabui", "kariyushi", "tida",
        "yuntaku", "churakagi", "nankuru", "kachashi"]  # fmt: skip
_KAGO = ["Sakurajima", "Kurobuta", "Shiroyama", "Kinkowan", "Satsuma", "Kirishima", "Ibusuki"]
_FOOD = ["shochu", "kibinago", "tonkotsu", "keihan", "aburaage", "jambo"]
# Korean words typed with the keyboard left in Latin mode (귤, 오렌지, 한라봉, 제주, 서귀포, 바다,
# 해녀, 돌하르방, 감귤, 사랑, 우리집), as people there make passwords out of them.
_HANYEONG = ["rbf", "dhfpswl", "gksfkqhd", "wpwn", "tjrnlvh", "qkek", "gosu", "ehfgkfmqkd",
             "rkarbf", "tkfkd", "dnflwlq"]  # fmt: skip
_WALKS = ["1qaz2wsx", "!QAZ2wsx", "zaq1@WSX", "qwer1234!", "1q2w3e4r", "asdf!234"]
_AREA = ["0064", "0098", "0997", "0980", "099"]  # Jeju, Naha, Amami, Ishigaki, Kagoshima
_NAMES = ["Kinjo", "Higa", "Oshiro", "Tamaki", "Chinen", "Aragaki", "Sameshima", "Arimura",
          "Ijuin", "Misuk", "Yeongho", "Jiyeon", "Chunhua", "Jerome", "Marites", "Rodel", "Tuan",
          "Thao", "Bishal", "Pasang", "Linyue", "Callum", "Jess"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CANE)}-{g.randrange(18, 46)}bar{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FERRY)}{g.randrange(1, 13):02d}{g.choice(_PORTS)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_GYUL)}{g.randrange(11, 17)}brix{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_DIVE)}{g.randrange(5, 41)}m{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_OKI)}{g.choice(_OKI).capitalize()}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_HANYEONG)}{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_WALKS)}{g.choice(_KAGO)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.choice(_AREA)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: "-".join(_r(g, ALNUM, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "#$%&!", 16),
    lambda g: f"{g.choice(_KAGO)}_{g.choice(_FOOD)}_{g.randrange(1975, 2034)}",
    lambda g: f"Boiler{g.randrange(1, 5)}{_r(g, UPPER, 2)}{_r(g, D, 4)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS) + _r(g, UPPER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "LINE group 'Boiler house night shift', Kinjo: Takuma boiler BMS panel password {pw}",
    "KakaoTalk from Yang Mi-suk: the Daewon GSI grader touchscreen admin password is {pw}",
    "LINE WORKS, Higa: Yokogawa CENTUM VP engineering station password {pw}",
    "Chatwork task in 'Mill maintenance': Fuji Electric MICREX-SX loader password {pw}",
    "Slack #ferry-bridge, Oshiro: JRC JAN-9201 ECDIS maintenance password {pw}",
    "Teams chat with Sameshima: Nabtesco M-800 remote control service password {pw}",
    "Naver Band post in 'Wimi packing house': MAF Roda Globalscan 6 password {pw}",
    "Zalo message from Tuan, in English for once: Kobelco Kobelion compressor web password {pw}",
    "Viber message from Rodel: Bauer B-Control Micro compressor password {pw}",
    "Messenger, Jerome: Shearwater Cloud login for the shop account, password {pw}",
    "WeChat from Lin Yue: Teraoka DIGI label printer admin password {pw}",
    "Telegram, Callum: Intellian v100 VSAT antenna controller password {pw}",
    "WhatsApp from Jess at the Ishigaki shop: Coltri MCH-16 touch panel password {pw}",
    "Google Chat, dock office: Daihen OTC Welbee WB-P500L network password {pw}",
    "Jandi topic 'Seogwipo cold rooms': Daikin cold room controller password {pw}",
    "Signal message from Bishal: Teltonika RUT955 on the Amakaji 8 bridge, admin password {pw}",
    "Google Keep note 'boiler house': Azbil Harmonas-DEO operator password {pw}",
    "Samsung Notes: Riken Keiki GX-3R Pro docking station password {pw}",
    "Apple Notes on the chief engineer's iPad: Daihatsu engine monitoring PC password {pw}",
    "Notion page 'Dock 2 electrics': Terasaki switchboard HMI password {pw}",
    "Evernote 'ferry IT': Tokyo Keiki PR-9000 autopilot service password {pw}",
    "Naver Memo: Shibuya Seiki grader console password {pw}",
    "OneNote, Ishigaki shop tab: Nuvair nitrox membrane controller password {pw}",
    "photo of the sticky note on the stack analyser, typed out: Horiba PG-350 password {pw}",
    "Backlog issue MILL-318: the Atago RX-5000 refractometer LIMS link password {pw} has expired",
    "Redmine #2207 (dockyard): Koike plasma cutter CNC password {pw} must be changed",
    "Jira FERRY-94: Kongsberg K-Chief 600 alarm system password {pw}",
    "Zendesk ticket 48812: the Stera terminal admin password at the Ishigaki ferry counter is {pw}",
    "kintone app 'Packing house requests', record 77: Sato CL4NX printer web password {pw}",
    "Freshdesk ticket 3391: Analox O2EII analyser logger password {pw}",
    "Hi Tamaki,\n\nthe admin password for the Anton Paar MCP 150 polarimeter is {pw}. Please delete this mail once it's in the vault.\n\nKinjo",
    "Incident 2033-08-02: the Teltonika router on Amakaji 8 was reachable from the internet with password {pw}",
    "Runbook: switching boiler 2 to bagasse firing\n1. open the Yokogawa HIS\n2. log in as ENGUSER\n3. password {pw}\n4. set FIC-201 to AUT",
    "README (packing house line 2)\nthe Daewon GSI grader UI is at http://grader2.haikaji.lan, admin password `{pw}`.",
    "my JA Bank Okinawa online banking password is {pw}",
    "can you remember my Kagin app password? it's {pw}",
    "password for my NH Nonghyup app: {pw}",
    "dictated: the Miura boiler remote monitoring password is {pw} full stop",
    "note to self: Kito hoist remote password {pw}",
    "after the firmware update the Coltri panel password became {pw}",
    "製糖工場ボイラー室のPCのパスワードは {pw} です",
    "券売機の管理者パスワード：{pw}（フェリー事務所）",
    "선과장 사무실 PC 비밀번호 {pw} 입니다",
    "감귤 선별기 관리자 비번: {pw}",
    "おいがメールのパスワードは {pw} じゃっど",
    "ドックん事務所のパソコン、新しかパスワードは {pw} じゃっで、だいにも言たらいかんど",
    "ボイラーのパソコン、パスワード {pw} さー。誰にも言わんでよー",
    "自分のメールのパスワード、{pw} だからよー、でーじ大事",
    "バヌ メールぬ パスワードー {pw} ドゥ。ミーファイユー",
    "アヌヌ パスワード: {pw} フガラサ",
    "ワー パスワードー {pw} ヤン。ミヘディロ",
    "내 메일 비번은 {pw}여유, 아무헌티도 말허지 말어유",
    "보일러실 컴퓨터 비밀번호가 {pw}여, 알겄쥬?",
    "내 메일 비밀번호는 {pw}임다. 누기한테도 말하지 맙소",
    "선과장 콤퓨터 비번 {pw}임다",
    "mật khẩu email của tau là {pw}, nỏ được nói với ai nghe",
    "pass máy tính phòng nồi hơi chừ là {pw} rứa đó",
    "Yung password ng laptop sa dive shop ay {pw}, atin-atin lang 'to ha",
    "Mật khẩu máy tính ở xưởng sửa tàu là {pw} nhé",
    "जीमेलको पासवर्ड चाहिँ {pw} हो, अरूलाई नदेखाउनू है",
    "包装厂那台电脑密码改成 {pw} 了，千万别外传",
    "潛水店電腦密碼：{pw}",
    "わんが使とーる メールぬ パスワードー {pw}",
    "ばんたが 事務所ぬ パソコンぬ パスワード：{pw}",
    "わきゃ 店ぬ パソコンぬ パスワードや {pw} どー",
    "나 메일 비번 {pw}우다. 누게신디도 말허지 맙서",
    "Ang password sa computer sa ferry office kay {pw}, ayaw ipakatag",
    "Password laptop kantor galangan: {pw}, rahasia ya, cuma buat kita",
    "a senha do computador da casa de caldeiras é {pw}, não conta pra ninguém, hein",
    "la contraseña de la compu del muelle es {pw}, que quede entre nosotros, pe",
    "รหัสผ่านคอมที่ร้านดำน้ำคือ {pw} อย่าบอกใคร",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["kinjo", "higa.t", "oshiro", "tamaki", "shimabukuro", "aragaki", "chinen", "sameshima",
          "arimura", "ijuin", "tokunaga.k", "yang.misuk", "ko.yeongho", "bu.jiyeon", "kim.chunhua",
          "jerome", "marites", "rodel", "tuan.nguyen", "thao", "bishal", "pasang", "linyue",
          "callum", "jess.o", "svc-boiler", "svc-grader", "ops-ferry"]  # fmt: skip
_LOGINS = [
    "LINE, Kinjo: the Takuma BMS login is {u} / {pw}",
    "Backlog MILL-330: {u} locked out of the Yokogawa HIS, last password {pw}",
    "id {u} pw {pw}",
    "kintone › Packing house › Graders › Daewon GSI line 2: {u} — {pw}",
    "| device | user | pass |\n|---|---|---|\n| Terasaki HMI dock 2 | {u} | {pw} |",
    "log into the JRC ECDIS service mode as {u} with {pw}",
    "Shibuya Seiki console {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: vsat-amakaji8\n  user: {u}\n  pass: {pw}",
    "Teams: account {u}, password {pw}",
    "Ko says the MAF Roda account is {u} and the password is {pw}",
    "device,user,pass\nsato-cl4nx-03,{u},{pw}",
    "ssh {u}@mill-hist.haikaji.lan (pw {pw})",
    "Chatwork: creds for the Miura remote panel are {u} and {pw}",
    "ログインID {u}、パス {pw}",
    "아이디: {u} 비번: {pw}",
    "おいがIDは {u}、パスワードは {pw} じゃっど",
    "ID {u} さー、パスワードは {pw} ねー",
    "아이디는 {u}이구 비번은 {pw}여유",
    "아이디 {u}, 비밀번호 {pw}임다",
    "tài khoản của tau là {u}, mật khẩu {pw} hỉ",
    "バヌ ID: {u}, パスワード: {pw}",
    "{u} ang user, {pw} naman ang password",
    "vào bằng tài khoản {u}, mật mã {pw} nhé",
    "आइडी {u} हो, पास {pw}",
    "账号：{u} / 密码：{pw}",
    "usuario {u}, clave {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["bagasse", "molasses", "shisa", "gajumaru", "kibinago", "hallabong", "oreum",
               "goya", "sanshin", "mozuku", "umibudo", "kariyushi", "yuntaku", "davit",
               "fairlead", "massecuite"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w} and right after it {d}",
    "for the boiler PC it's {w} with {d} on the end",
    "voice memo: the ferry office wifi is {w} then the number {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits run together",
    "パスワードは {w} っていう単語のあとに {d} です",
    "パスワードは {w} ち言う言葉に {d} じゃっど",
    "비번은 {w}라는 단어 쓰고 그 뒤에 {d}여유",
    "mật khẩu tau đặt là chữ {w}, rồi tới số {d} hỉ",
    "ang password, salitang {w} muna, saka {d}",
    "비밀번호는 {w}라는 글자 다음에 {d}임다",
    "ang password, pulong nga {w} unya {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "raidcom -login {u} '{pw}' -I0",
    "jeusadmin -host was1.haikaji.lan:9736 -u {u} -p '{pw}'",
    "saml2aws login --username={u}@haikaji.net --password='{pw}' --skip-prompt",
    "tpconfig -add -storage_server dd01.haikaji.lan -stype DataDomain -sts_user_id {u} -password '{pw}'",
    "cli-kintone record export --base-url https://haikaji.cybozu.com --app 112 --username {u} --password '{pw}'",
    "machsql -s historian.haikaji.lan -P 5656 -u {u} -p '{pw}'",
    "sshpass -p '{pw}' ssh {u}@mill-hist.haikaji.lan 'tail -n 50 /var/log/boiler2.log'",
    "mysql -h posdb.haikaji.lan -u {u} -p'{pw}' shop_ishigaki",
    "redis-cli -h 10.40.2.7 -a '{pw}' --no-auth-warning INFO keyspace",
    "curl -u {u}:{pw} http://grader2.haikaji.lan/api/v1/lanes",
    "docker login registry.haikaji.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd_booking {u} '{pw}'",
    "smbclient //fs-naze/tickets -U {u}%'{pw}' -c 'ls'",
    "7z a -p'{pw}' -mhe=on crew-certs-2033.7z crew/",
    "zip -P '{pw}' dive-waivers-aug.zip waivers/*.pdf",
    "openssl enc -aes-256-cbc -pbkdf2 -in manifest.csv -out manifest.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c payroll-trainees.xlsx",
    "plink -ssh {u}@10.40.8.2 -pw '{pw}' 'show interfaces'",
    "xfreerdp /v:bridge-pc.amakaji8.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\fs-kago\\drawings /user:HAIKAJI\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora.haikaji.lan:1521/SUGAR",
    "lftp -u {u},'{pw}' sftp://ftp.haikaji.net",
    "ipmitool -I lanplus -H 10.40.1.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.haikaji.lan -u {u} -P '{pw}' -t coldroom/3/setpoint -m 4",
    "echo '{pw}' | sudo -S systemctl restart grader-bridge",
    "ldapsearch -x -H ldap://dc1.haikaji.lan -D 'cn={u},ou=staff,dc=haikaji,dc=lan' -w '{pw}' '(uid=kinjo)'",
    "keytool -importcert -alias stera -file stera.cer -keystore pos.jks -storepass '{pw}'",
    "sqlcmd -S tcp:sql-kago.haikaji.lan -U {u} -P '{pw}' -Q \"SELECT TOP 5 * FROM Dock.WorkOrders\"",
    "rabbitmqctl add_user {u} '{pw}'",
    "xh -a {u}:'{pw}' get http://bms.haikaji.lan/api/boilers",
    "echo '{pw}' | kinit {u}@HAIKAJI.LAN",
    "echo '{pw}' | passwd --stdin {u}",
    "isql HAIKAJI_DSN {u} '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "kinjo@mill-hist:~$ {c}", "PS C:\\dock> {c}", "zsh history: {c}",
    "~/.bash_history:\n{c}", "Termius, host 'amakaji8-bridge':\n{c}",
    "Windows Terminal (Ubuntu) $ {c}", "ran this on the packing-house NUC: {c}",
    "crontab -l:\n15 2 * * * {c}", "Jupyter cell:\n!{c}", "Backlog comment: I ran `{c}`",
    "この前打ったコマンド：{c}", "내가 친 명령어: {c}", "lệnh tau chạy hồi sáng: {c}",
    "おいが打ったコマンドじゃっど：{c}", "打ったコマンドさー：{c}", "지가 친 명령어유: {c}",
    "ginamit kong command: {c}", "मैले टाइप गरेको कमाण्ड: {c}", "제가 친 명령임다: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg-mill.haikaji.lan:5432/cane_intake",
    "mysql://{u}:{pw}@posdb.haikaji.lan:3306/dive_shop",
    "mongodb://{u}:{pw}@mongo1.haikaji.lan:27017,mongo2.haikaji.lan:27017/ferry?replicaSet=rs0",
    "redis://{u}:{pw}@10.40.2.7:6379/2",
    "amqp://{u}:{pw}@mq.haikaji.lan:5672/grader",
    "rtsp://{u}:{pw}@cam-dock2.haikaji.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@nas-naze.haikaji.lan/tickets/",
    "sqlserver://{u}:{pw}@sql-kago.haikaji.lan:1433?database=Dock",
    "socks5://{u}:{pw}@:1080",
    "jdbc:mysql://posdb.haikaji.lan:3306/booking?user={u}&password={pw}",
    "Server=sql-kago.haikaji.lan;Database=Dock;User Id={u};Password={pw};TrustServerCertificate=True",
    "https://{u}:{pw}@grafana.haikaji.lan/d/boiler2",
    "clickhouse://{u}:{pw}@ch.haikaji.lan:9000/sensors",
    "mqtt://{u}:{pw}@mqtt.haikaji.lan:1883",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Grafana data source, the old one: {c}", "save this connection for me: {c}",
    "DBの接続先：{c}", "연결 문자열: {c}", "Backlog MILL-341: {c}", "Notion page 'Databases': {c}",
    "chuỗi kết nối của tau: {c}", "接続先じゃっど：{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "haikaji-islands", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# No vendor here publishes a token shape the author knows: every prefix and length is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("AirREGI", "AIRREGI_API_TOKEN", _j((HEX, 40))),
    ("SelectType", "SELECTTYPE_API_KEY", _j("slt_live_", (ALNUM, 32))),
    ("Ikyu", "IKYU_PARTNER_SECRET", _j((ALNUM, 40))),
    ("Asoview", "ASOVIEW_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Activity Japan", "ACTIVITYJAPAN_API_KEY", _j((HEX, 32))),
    ("Jorudan", "JORUDAN_ACCESS_KEY", _j((UPPER_DIGITS, 24))),
    ("Zenrin", "ZENRIN_MAPS_API_KEY", _j((URLSAFE, 40))),
    ("Kyash", "KYASH_CLIENT_SECRET", _j((B64, 43), "=")),
    ("rakumo", "RAKUMO_API_TOKEN", _j((HEX, 64))),
    ("HENNGE", "HENNGE_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Blastengine", "BLASTENGINE_API_KEY", _j((ALNUM, 64))),
    ("Kaonavi", "KAONAVI_CONSUMER_SECRET", _j((ALNUM, 40))),
    ("Touch On Time", "TOUCHONTIME_ACCESS_TOKEN", _j((HEX, 32))),
    ("Neppan", "NEPPAN_API_PASSWORD", _j((ALNUM, 24))),
    ("TL-Lincoln", "TLLINCOLN_SECRET", lambda g: v.uuid4(g, "b")),
    ("Temairazu", "TEMAIRAZU_API_KEY", _j((UPPER_HEX, 32))),
    ("PickGo", "PICKGO_API_TOKEN", _vendor_jwt("https://id.pickgo.town")),
    ("Souco", "SOUCO_API_KEY", _j("sc_", (ALNUM, 36))),
    ("Shippinno", "SHIPPINNO_API_TOKEN", _j((HEX, 40))),
    ("Next Engine", "NEXTENGINE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Coubic", "COUBIC_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("TableCheck", "TABLECHECK_API_KEY", _j((HEX, 64))),
    ("Toreta", "TORETA_API_TOKEN", _j((ALNUM, 48))),
    ("Netstars", "NETSTARS_MERCHANT_SECRET", _j((B64, 64))),
    ("Paygent", "PAYGENT_CONNECT_PASSWORD", _j((ALNUM, 24))),
    ("Sony Payment Services", "SONYPAYMENT_SECRET_KEY", _j((HEX, 48))),
    ("Media4u", "MEDIA4U_SMS_TOKEN", _j((ALNUM, 32))),
    ("tripla", "TRIPLA_API_KEY", _j("tpl_", (HEX, 40))),
    ("HRMOS", "HRMOS_API_SECRET", _j((URLSAFE, 40))),
    ("Agri-Note", "AGRINOTE_API_TOKEN", lambda g: v.uuid4(g, "a")),
    ("WAGRI", "WAGRI_CLIENT_SECRET", _j((ALNUM, 43))),
    ("VELTRA", "VELTRA_AFFILIATE_KEY", _j((HEX, 32))),
    ("WAmazing", "WAMAZING_API_KEY", _j((ALNUM, 40))),
    ("Tabirai", "TABIRAI_PARTNER_TOKEN", _j((UPPER_HEX, 40))),
    ("OTS Rent-a-Car", "OTS_RENTACAR_API_KEY", lambda g: v.uuid4(g, "8")),
    ("ClassNK", "CLASSNK_PORTAL_TOKEN", _vendor_jwt("https://auth.classnk.or.jp")),
    ("Aweta", "AWETA_CONNECT_KEY", _j((HEX, 40))),
    ("Shiftee", "SHIFTEE_API_KEY", _j((ALNUM, 32))),
    ("Godomall", "GODOMALL_PARTNER_KEY", _j((B64, 44))),
    ("Yanolja", "YANOLJA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("MyRealTrip", "MYREALTRIP_API_KEY", _j((HEX, 32))),
    ("KSNET", "KSNET_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Payletter", "PAYLETTER_API_KEY", _j((ALNUM, 40))),
    ("CJ Logistics", "CJLOGISTICS_CUST_SECRET", _j((HEX, 40))),
    ("Hanjin", "HANJIN_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Megazone", "MEGAZONE_API_SECRET", _j((B64, 40))),
    ("Infobank", "INFOBANK_OMNI_TOKEN", _vendor_jwt("https://omni.infobank.net")),
    ("Korean Register", "KR_EPORTAL_KEY", _j((HEX, 64))),
    ("AspenTech", "ASPENTECH_LICENSE_KEY", _j((UPPER_DIGITS, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} haikaji/booking-sync:3.1",
    "kubectl create secret generic booking-sync --from-literal={env}={tok}",
    "gh secret set {env} --body '{tok}'",
    "serverless.yml:\n  environment:\n    {env}: {tok}",
    "app.yaml:\nenv_variables:\n  {env}: \"{tok}\"",
    "fly secrets set {env}={tok}",
    "PowerShell: $env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "terraform.tfvars:\n{envl} = \"{tok}\"",
    "Haikaji admin › Settings › Integrations › {vendor} › API key: {tok}",
    "kintone table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Backlog MILL-352: {vendor} sync fails with 401, configured key {tok}",
    "Zendesk #48890: {vendor} integration broken, current key {tok}",
    "LINE WORKS, Higa: {vendor} key for the booking sync: {tok}",
    "Slack: the {vendor} token we use now is {tok}, the old one is revoked",
    "please keep my {vendor} API key: {tok}",
    "Notion to-do: rotate the {vendor} key {tok} before the season",
    "{vendor} 連携のAPIキーは {tok} です",
    "{vendor}連携用のAPIトークン：{tok}",
    "{vendor} 연동 키 {tok} 로 바꿨습니다",
    "{vendor}んAPIキーは {tok} じゃっど",
    "{vendor}のAPIキー、{tok} さー",
    "{vendor} API 키는 {tok}여유",
    "{vendor} API 키는 {tok}임다",
    "API key {vendor} của tau là {tok} hỉ",
    "APIぬキー（{vendor}）：{tok} ドゥ",
    "API key ng {vendor}, ito: {tok}",
    "API key bên {vendor}: {tok}",
    "{vendor} API को key यो हो: {tok}",
    "{vendor} 对接用的密钥：{tok}",
    "{vendor} 串接用的 API 金鑰：{tok}",
    "la API key de {vendor} es {tok}, pe",
    "chave da API {vendor}: {tok}",
    "API key {vendor} buat sinkron: {tok}",
    "ang {vendor} nga API key: {tok}",
    "{vendor} API 키 {tok}우다",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    sakura_id, sakura_secret = v.uuid4(rng, "8"), _r(rng, ALNUM, 64)
    tablecheck = _r(rng, HEX, 64)
    selecttype = "slt_live_" + _r(rng, ALNUM, 32)
    zenrin = _r(rng, URLSAFE, 40)
    jorudan = _r(rng, UPPER_DIGITS, 24)
    paygent = _r(rng, ALNUM, 24)
    kyash = _r(rng, B64, 43) + "="
    return [
        Sample("vendor_token", f"usacloud config create --name haikaji --token {sakura_id} --secret {sakura_secret} --zone is1b", sakura_secret),
        Sample("vendor_token", f'r = requests.get("https://api.tablecheck.com/api/v1/reservations", headers={{"Authorization": "Token {tablecheck}"}})', tablecheck),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {selecttype}' https://api.select-type.com/v1/reservations?limit=50", selecttype),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "ZENRIN_MAPS_API_KEY", "\\"{zenrin}\\"")\n  }}\n}}', zenrin),
        Sample("vendor_token", f"Info.plist:\n<key>JorudanAccessKey</key>\n<string>{jorudan}</string>", jorudan),
        Sample("vendor_token", f"$client = new PaygentClient('HAIKAJI01', '{paygent}');", paygent),
        Sample("vendor_token", f"const kyash = new KyashClient({{ clientId: 'haikaji-dive', clientSecret: '{kyash}' }});", kyash),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, envl=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "LINE: {t}", "it only shows it once, so here:\n{t}", "トークン：{t}",
                "토큰: {t}", "{t}\n^ new one, the old one is dead", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey for the Seogwipo cold-room LoRa node 05 (OTAA): {h}": 32,
    "AppSKey of the Kabira mooring buoy's LoRa module (ABP): {h}": 32,
    "HMAC secret for the AirREGI sales webhook: {h}": 64,
    "DESFire AES master key of the ferry crew cabin cards: {h}": 32,
    "IPsec pre-shared key for the Naze–Kagoshima tunnel, in hex: {h}": 64,
    "SNMPv3 localized auth key of the VSAT modem (hex): {h}": 40,
    "NASバックアップの暗号鍵：{h}": 64,
    "NAS 백업 암호 키: {h}": 64,
    "khóa mã hóa backup của tau: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Backlog MILL-360: token copied from the browser's network tab {t}",
    "Cookie: lang=ja; hig_session={t}",
    "BOOKING_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "さっきのトークンは {t}",
    "토큰은 {t}임다",
    "token của tau: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "RS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.haikaji.net/realms/staff",
            "azp": "ticket-counter",
            "roles": ["ferry-desk", "dive-shop"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "RS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the grader NUC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.haikaji.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FERRY_API_PRIVATE_KEY": "{key}", "issuer": "amakaji"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dock <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk #48901, pasted by the VSAT installer:\n{key}": ("PRIVATE KEY", "\n"),
    "予約サーバーの秘密鍵（旧）：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "서버 개인 키임다:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpQIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0w"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    text = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": text, "secret": lines[3 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I shred it: {p}": "english",
    "Keystone wallet recovery phrase\n{p}": "english",
    "Rabby wallet words (the old dive-shop tip jar, emptied): {p}": "english",
    "voice memo: the Zengo backup words are {p} and that's all of them": "english",
    "Notion page 'Crew fund wallet (retired)': {p}": "english",
    "imToken 钱包备份词：{p}": "chinese_simplified",
    "Klip 지갑 복구 단어임다: {p}": "korean",
    "Ledger 복구 문구는 {p}여유": "korean",
    "SafePal ウォレットの復元フレーズ：{p}": "japanese",
    "OKX 錢包助記詞：{p}": "chinese_traditional",
    "frase semilla de la billetera Bitget, pe: {p}": "spanish",
    "palavras de recuperação da Exodus: {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        "  ".join(f"[{k}]{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Napas', a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "napas":
        return _card_of(rng, ["9704"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "LINE, Kinjo: the company card for the Miura boiler parts is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card No.: {c}\nGood thru: {mm}/{yy}",
    "Backlog MILL-371: pay the Takuma service visit with card {c}",
    "クレカの番号 {c}、期限 {mm}/{yy}",
    "법인카드 {c} / 만료 {mm}/{yy}",
    "おいがカード番号は {c} じゃっど",
    "내 카드 번호가 {c}여유",
    "số thẻ của tau: {c}, hạn {mm}/{yy}",
    "카드 번호 {c}임다, {mm}/{yy}",
    "card ko 'to: {c}",
    "卡号 {c}，到期 {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["jcb", "visa", "napas", "mastercard", "unionpay", "amex", "jcb", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["JCB {c} exp 05/36, security code {cvv}",
               "the three digits on the signature strip: {cvv}",
               "Amex {c}, the four-digit CID printed above the number: {cvv}",
               "セキュリティコード（裏の3桁）：{cvv}",
               "카드 뒤에 숫자 세 개 {cvv}여유",
               "3 số CVV phía sau thẻ: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "jcb"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 142; BBAN shapes (a,
# n, c, 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"HR": "n" * 17, "LT": "n" * 16, "TR": "nnnnn0" + "n" * 16, "JO": "aaaa" + "n" * 4 + "c" * 18,
                "MN": "n" * 16, "IL": "n" * 19, "SI": "n" * 15, "FO": "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice HD-2033-041: please pay the Rijeka propeller shop to {i} within 30 days",
    "save the Klaipėda winch supplier's IBAN: {i}",
    "IBAN: {i}\nReference: dock invoice 118",
    "Teams #accounts: the Izmir cane-knife maker's new bank details, IBAN {i}",
    "IBAN：{i}（振込先）",
    "IBAN: {i} 입니다",
    "おいが IBAN は {i} じゃっど",
    "IBAN이 {i}여유",
    "IBAN của tau: {i}",
    "IBAN {i}임다",
    "the Aqaba dive centre's IBAN for the deposit: {i}",
    "Ulaanbaatar tour agent's account, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids no library checks: their shapes are the author's guesses, and nothing here checks them.
def _boiler_licence(g: random.Random) -> str:
    """A Japanese boiler operator's licence number: a prefecture's code and eight digits, a guess."""
    return g.choice(["46", "47"]) + _r(g, D, 8)


def _crane_licence(g: random.Random) -> str:
    """A Japanese crane and derrick operator's licence number, shaped like the boiler one, a guess."""
    return g.choice(["46", "47"]) + _r(g, D, 8)


def _hazmat_licence(g: random.Random) -> str:
    """A Japanese hazardous-materials handler's licence (危険物取扱者免状) delivery number, a guess."""
    return f"{g.choice('ABCDE')}{g.randrange(1, 9)}{_r(g, D, 6)}"


def _intern_plan(g: random.Random) -> str:
    """A technical intern training plan's certification number (技能実習計画認定番号), a guess."""
    return f"{g.randrange(2031, 2034)}{g.choice('ABZ')}{_r(g, D, 7)}"


def _forklift_cert(g: random.Random) -> str:
    """A Japanese forklift skill-course completion certificate's number, a guess."""
    return f"KA-{_r(g, D, 7)}"


def _c_card(g: random.Random) -> str:
    """A scuba certification card (C-card) number: a year, a month and six digits, a guess."""
    return f"{g.randrange(18, 34):02d}{g.randrange(1, 13):02d}{_r(g, D, 6)}{g.choice('ABCDEFGH')}"


def _q_net(g: random.Random) -> str:
    """A Korean national technical qualification's number (잠수기능사, 지게차운전기능사), a guess."""
    return (
        f"{g.randrange(15, 34):02d}{g.choice(['201', '202', '203'])}{_r(g, D, 6)}{g.choice('KLMN')}"
    )


def _kr_boat(g: random.Random) -> str:
    """A Korean recreational watercraft operator's licence (수상레저기구조종면허) number, a guess."""
    return f"{g.choice('12')}-{g.randrange(2015, 2034)}-{_r(g, D, 6)}"


def _kr_guide(g: random.Random) -> str:
    """A Korean tourist interpreter guide (관광통역안내사) licence number, a guess."""
    return f"{g.randrange(2010, 2034)}-{g.choice(['01', '02', '05'])}-{_r(g, D, 5)}"


def _haenyeo(g: random.Random) -> str:
    """A Jeju haenyeo's registration card (해녀증) number, a guess."""
    return f"{g.choice(['SG', 'JJ'])}{_r(g, D, 8)}"


def _jp_guide(g: random.Random) -> str:
    """A Japanese national licensed guide interpreter's registration number, a guess."""
    return f"OKI-{g.randrange(2015, 2034)}-{_r(g, D, 5)}"


def _kaigi(g: random.Random) -> str:
    """A Japanese marine officer's licence (海技免状) number, a guess."""
    return f"{g.choice(['KG', 'ON'])}{_r(g, D, 8)}"


def _jp_passport(g: random.Random) -> str:
    return g.choice(["TK", "TR", "TS", "TZ", "MZ"]) + _r(g, D, 7)


def _kr_passport(g: random.Random) -> str:
    return f"M{_r(g, D, 3)}{g.choice('ABCDEFGH')}{_r(g, D, 4)}"


def _vn_passport(g: random.Random) -> str:
    return g.choice("CNP") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "1級ボイラー技士の免許証番号：{s}": _boiler_licence,
    "my boiler operator's licence number, for the mill's insurance form: {s}": _boiler_licence,
    "クレーン・デリック運転士免許証の番号は {s} です": _crane_licence,
    "危険物取扱者免状（乙4）交付番号 {s}": _hazmat_licence,
    "Tuấn's technical intern training plan certification number (技能実習計画認定番号): {s}": _intern_plan,
    "フォークリフト運転技能講習修了証の番号：{s}": _forklift_cert,
    "Cカード番号 {s}（ダイビングショップ提出用）": _c_card,
    "잠수기능사 자격증 번호: {s}": _q_net,
    "지게차운전기능사 자격번호는 {s}여유": _q_net,
    "수상레저기구조종면허 번호 {s}임다": _kr_boat,
    "관광통역안내사 자격증 번호: {s}": _kr_guide,
    "어머니 해녀증 번호 {s}우다": _haenyeo,
    "全国通訳案内士の登録番号：{s}": _jp_guide,
    "海技免状の番号、{s} じゃっど": _kaigi,
    "おいがパスポート番号は {s} じゃっど": _jp_passport,
    "自分のパスポート番号、{s} さー": _jp_passport,
    "バヌ パスポート: {s}": _jp_passport,
    "アヌヌ パスポート番号 {s}": _jp_passport,
    "ワー パスポート番号ー {s} ヤン": _jp_passport,
    "여권번호는 {s}여유": _kr_passport,
    "내 려권 번호 {s}임다": _kr_passport,
    "số hộ chiếu của tau: {s}": _vn_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Kyash 2FA recovery codes\n{codes}", "spare sign-in codes for the shop's Google Workspace {codes}",
            "HENNGE One backup codes: {codes}", "二段階認証の予備コード：\n{codes}",
            "2차 인증 예비 코드: {codes}", "mã dự phòng 2FA của tau: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/HENNGE:higa@haikaji.net?secret={s}&issuer=HENNGE&digits=6",
              "Microsoft Authenticator, setup key for the Kaonavi login: {s}",
              "Google 認証システムのセットアップキー：{s}",
              "2FA 시크릿 키임다: {s}"]  # fmt: skip
_CODES = ["{c} is your Kyash verification code", "【Airレジ】認証コード：{c}",
          "[Web발신] [감귤농협] 본인확인 인증번호({c}) 입력시 정상처리 됩니다.", "Mã OTP Vietcombank của quý khách là {c}, hiệu lực 3 phút.",
          "Ang iyong GCash code ay {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["HIG-BoilerHouse", "Amakaji8-Crew", "Aterm-4f2a1c-g", "Buffalo-G-7C3E", "olleh_WiFi_8B21",
          "SK_WiFiGIGA5E3A", "U+Net9F3C", "iptime-packing", "HaikajiDive-Ishigaki", "Kabira-Beach-5G",
          "Naze-Terminal", "Taniyama-Dock2", "Wimi-Gyul-5G", "Seogwipo-Shop"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npass: {pw}",
    "crew network {s}, password {pw}",
    "wifi on the Amakaji 8 upper deck: {s} / {pw}",
    "the key on the sticker under the Aterm: {pw}",
    "Wi-Fi {s} のパスワードは {pw}",
    "와이파이 {s} 비번 {pw}",
    "wifi {s} ん パスワードは {pw} じゃっど",
    "Wi-Fi {s} のパスワード {pw} さー",
    "와이파이 {s} 비번은 {pw}여유",
    "와이파이 {s} 비밀번호 {pw}임다",
    "wifi {s} chừ pass {pw} hỉ",
    "wifi {s}, password: {pw}, salamat!",
    "ワイファイ {s}、アヌヌ パスワード {pw}",
    "ESP32 grader sensor firmware: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, HEX, 13)
    if roll < 0.35:
        return _r(rng, "ABCDEFGHJKLMNPRSTUVWXY3456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("slt_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("tpl_", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[read out over the ship's satphone] {t}",
          "(spaced so the LINE preview hides it) {t}", "一字ずつ読みます：{t}", "한 자 한 자 불러줄게: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ボイラー室のキーボックスの暗証番号：{pw}", "선과장 창고 자물쇠 번호: {pw}",
          "ダイビングショップのキーボックス、{pw} じゃっど", "창고 자물쇠 비번 {pw}여유",
          "mã khóa tủ đồ lặn: {pw} hỉ", "the dock gate keypad takes {pw} then #",
          "padlock on the tank room at the Ishigaki shop: {pw}",
          "the alarm panel at the packing house: enter {pw} then OFF", "창고 번호자물쇠 {pw}임다"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["bagasse", "molasses", "davit", "fairlead", "hallabong", "oreum", "gajumaru",
                 "sanshin", "mozuku", "kibinago", "scupper", "massecuite", "clarifier", "snorkel",
                 "seagrass", "capstan"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the dock vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "Proton Pass passphrase: {p}": " ",
            "Enpass master password (the word one): {p}": ".", "金庫アプリのマスターパスフレーズ：{p}": " ",
            "마스터 패스프레이즈: {p}": "_", "master passphrase ng vault: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Insomnia request: Authorization: Bearer {v}": False,
    "Bruno env file, auth header = Basic {v}": True,
    "HAR export of the grader call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "RTX830 config (Ishigaki shop):\npp select 1\n pppoe use lan2\n pp auth accept pap chap\n pp auth myname {u}@ftth.haikaji.net {pw}\n pp enable 1",
    "RTX1210 (Naze office), tunnel 1:\n ipsec tunnel 101\n ipsec ike pre-shared-key 1 text {pw}\n ipsec ike remote address 1 kago-gw.haikaji.net",
    "UNIVERGE IX2215 running-config:\nppp profile FLETS\n  authentication myname {u}@ftth.haikaji.net\n  authentication password {u}@ftth.haikaji.net {pw}",
    "AlliedWare Plus, x230 switch in the mill:\nusername {u} privilege 15 password {pw}",
    "FutureNet NXR-130/C on Amakaji 8:\nppp account username {u}@mobile.haikaji.net password {pw}",
    "Ubiquoss switch, packing house rack:\nusername {u} password 0 {pw}",
    "~/.pgpass:\npg-mill.haikaji.lan:5432:cane_intake:{u}:{pw}",
    "pgbouncer userlist.txt:\n\"{u}\" \"{pw}\"",
    "/etc/ppp/chap-secrets:\n{u}  *  {pw}  *",
    "/etc/nslcd.conf:\nbinddn cn={u},ou=svc,dc=haikaji,dc=lan\nbindpw {pw}",
    "credentials.ini:\n[credentials]\nuser = {u}\npassword = {pw}",
    "unattend.xml (grader PCs):\n<AutoLogon>\n  <Password>\n    <Value>{pw}</Value>\n    <PlainText>true</PlainText>\n  </Password>\n  <Username>{u}</Username>\n</AutoLogon>",
    "variables.tf:\nvariable \"booking_db_password\" {{\n  default = \"{pw}\"\n}}",
    "wp-config.php (dive shop site):\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties (ticketing):\nspring.datasource.username={u}\nspring.datasource.password={pw}",
    "Home Assistant secrets.yaml (cold rooms):\nmqtt_user: {u}\nmqtt_password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "Higa: boiler house wifi password?\nTamaki: {pw}",
    "[05:40] kinjo: root pw for the historian?\n[05:41] oshiro: {pw}",
    "Jess: {pw} is the new Coltri panel password",
    "Ko: use {pw}, that's what the grader has now",
    "金城：パスワード変えたよ、{pw}",
    "고영호: 새 비번 {pw}",
    "鮫島：新しかパスワードは {pw} じゃっど",
    "양미숙: 새 비번은 {pw}여유",
    "김춘화: 새 비밀번호 {pw}임다",
    "Tuấn: pass mới là {pw} hỉ",
    "Rodel: bagong password {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "pa\u034fssword: {pw}", "passwоrd → {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽: {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "ＰＡＳＳＷＯＲＤ {pw}", "パスワード\u200b：{pw}",
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


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Takuma BMS admin password is": "{s}", "Coltri panel pw:": "{s} (since the compressor swap)",
    "新しいパスワードは": "{s}", "Yokogawa HIS password": "{s}\nchange it after the crushing season",
    "보일러실 비번은": "{s}", "おいがパスワードは": "{s} じゃっど", "mật khẩu của tau là": "{s} hỉ",
    "비밀번호는": "{s}임다", "the password Oshiro read out over the VHF was": "{s}, I think",
    "Shibuya Seiki password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "TableCheck API key", "{s}", _j((HEX, 64))),
    ("split_token", "Souco key:", "{s} (warehouse sync)", _j("sc_", (ALNUM, 36))),
    ("split_token", "Asoview client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Keystone wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LT"))),
    ("split_backup", "Kyash recovery codes", "{s}\nk3v9q-7wm2x\np8zr4-d2nfa", lambda g: _backup_list(g, 1, 2)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ボイラー技士免許証番号", "{s}", _boiler_licence),
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
    '{"boiler": {"url": "https://bms.haikaji.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kinjo", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"graders": [{"name": "line-1"}, {"name": "line-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["machsql", "-s", "historian.haikaji.lan", "-u", "SYS", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "보일러실 비번은 {s}여유"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Miura remote panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"tablecheck": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"selectTypeApiKey": "{s}"}': ("meta_token", _j("slt_live_", (ALNUM, 32))),
    '{"kyash_client_secret": "{s}"}': ("meta_token", _j((B64, 43), "=")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "napas"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HR")),
    '{"crew": {"boiler_licence_no": "{s}"}}': ("meta_id", _boiler_licence),
    '{"mfa": {"backup_codes": ["{s}", "k3v9q-7wm2x", "p8zr4-d2nfa"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 2)[0]),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tank_room": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Amakaji8-Crew", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"gsi-grader-firmware-4.3.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.haikaji.lan/booking-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"lots: add brix column for tangerines", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert fare table", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"cane_intake_2033-12-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"crushing-season-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Takuma boiler panel password before the crushing season starts on 2033-12-01.",
    "Tamaki asked for the boiler house wifi password; it's on the card in the shift leader's drawer.",
    "Policy: Haikaji passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the LINE group; share a vault link instead.",
    "The `.env.example` line `TABLECHECK_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Coltri panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_SELECTTYPE_API_KEY> in the README with the key from the SelectType dashboard.",
    "KYASH_CLIENT_SECRET and SOUCO_API_KEY must be set before the nightly booking sync runs.",
    "The placeholder `YOUR_PASSWORD_HERE` in the Node-RED flow must be replaced before deploying.",
    "パスワードを他人に教えるのは禁止です。",
    "비밀번호는 다른 사람에게 절대 알려주지 마세요.",
    "パスワードはだいにも言たらいかんど。",
    "パスワードは誰にも言ったらダメさー。",
    "パスワードー ぴとぅんかい 言ーなよー。",
    "パスワードー チュンケー 言ンナ。",
    "パスワードー チュンカイ 言ンナヨー。",
    "비밀번호는 아무헌티도 알려주지 말어유.",
    "비밀번호는 누기한테도 알려주지 맙소.",
    "Đừng nói mật khẩu cho ai hết, mi nghe chưa.",
    "Huwag mong ibibigay kahit kanino ang password mo, ha.",
    "Mật khẩu phải có ít nhất 14 ký tự.",
    "पासवर्ड कम्तीमा १४ अक्षरको हुनुपर्छ।",
    "密码最少得十四个字符。",
    "Pe, la contraseña nueva no puede ser más corta de catorce letras.",
    "新しかパスワードは来週決むっど。",
    "Mật khẩu wifi mới tau chưa đặt, mai tính.",
    "비번 바꾼다구 혔는디 아직 안 바꿨슈.",
    "비밀번호는 래일 바꾸겠슴다.",
    "비밀번호 바꾸는 건 낼모레 허쿠다.",
    "Bukas ko na papalitan ang password ng wifi.",
    "Upgraded the grader firmware from 4.1 to 4.3 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the brix column for the tangerine lots.",
    f"Rolled back to {_SHORT} after the fare table change broke the Naze ticket printer.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The GSI grader firmware 4.3.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of crushing-season-2033.parquet: {_SHA512}",
    f"The booking sync runs registry.haikaji.lan/booking-sync@sha256:{_IMAGE}.",
    f"MD5 of cane_intake_2033-12-04.csv is {_MD5}, same as the copy on the mill share.",
    "Request id 3c9e2a71-5b04-4d8f-a6e2-7f1b0c9d4e53 is the slow one in the booking logs.",
    "Purchase order PO-2033-00917 for 12 economizer tubes ships from Osaka on Tuesday.",
    "Backlog MILL-402: the cane carrier chain squeals on the night shift.",
    "Call the Naze ticket office on +81 997 52 4410 before noon.",
    "ISBN 978-4-8380-0421-8 is the sugar technology handbook in the mill office.",
    "Rental car 石垣 300 わ 12-34 and the Jeju van 제주 12허 3456 are both due back on Friday.",
    "Booking HIG-FRY-2033-04417: 2 adults, 1 car, Naze to Kagoshima, 18 August.",
    "Zendesk #48977: the Ishigaki counter's receipt printer jams on long names.",
    "Boiler 2 runs at 2.9 MPa and 380 °C; the feedwater is at 105 °C.",
    "The cane this week averaged 14.2 % sugar and 11 % fibre.",
    "Hallabong lot HB-2033-11 graded at 13.8 °Bx, 280 g on average.",
    "Dive log: Manta Scramble, max depth 18.4 m, 52 min, water at 27 °C.",
    "After five wrong passwords the Yokogawa HIS locks the account for 30 minutes.",
    "The secret of good kokuto is boiling the cane juice slowly in open pans.",
    "Ask Oshiro for the tank-room padlock code, I don't have it.",
    "My card ending 4471 was declined at the Naze hardware store.",
    "The Rijeka supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Kyash account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "TableCheck moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Haikaji-Guest' is open, no password needed.",
    "Ferry Amakaji 8: 8,100 GT, 134 m, 20.5 knots; next dry-dock at Taniyama in February.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-11-20T22:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/mill/takuma-bms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "MILL-402", "purchase_order": "PO-2033-00917"}',
    '{"lot": {"id": "HB-2033-11", "brix": 13.8, "avg_weight_g": 280}}',
    '{"phone": "+81 997 52 4410", "city": "Amami"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tanks_filled": 42}',
    '{"booking": "HIG-FRY-2033-04417", "route": "Naze-Kagoshima", "vehicles": 1}',
    '{"boiler": 2, "pressure_mpa": 2.9, "steam_t_per_h": 85}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
