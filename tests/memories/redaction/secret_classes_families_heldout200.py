# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundredth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-ninety-seventh only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-ninety-eighth to two-hundred-and-first), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (200604117),
password words (a terrace, a field's month and a sign; a coffee lot, a roast level and a year; a
cable-car cabin, its number and a sign; a loom or a dye with a year; a quarry bench and a tonnage;
a tea and a town; a person, a birth year, a sign and a village; a rice-wine word in capitals with a
number; a generator's three groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Mây Bậc Thang Holdings (fictional: rice terraces in the Mường Hoa
valley, Tả Van and Lao Chải, a coffee roaster in Điện Biên, a cable car above Sa Pa, a textile mill
of indigo and hemp weavers in Đồng Văn and Mèo Vạc, a limestone quarry near Hà Giang, tea houses in
Luang Prabang and Phongsaly, Nong Khiaw and Muang Khua, and a rural bank that lends to all of them)
leak secrets into an assistant's memory. The texts are Zalo, Lotus Chat, Gapo, Viber, LINE,
WhatsApp, Messenger, Telegram, Signal and Mattermost messages, chat logs with times, tickets,
wiki pages and tables, notes, e-mails, runbooks, README fragments, shell prompts, voice-memo
transcripts and requests to the assistant itself; the separators run from a colon, "is", a dash
and an arrow to an emoji, a new line, quotes (`"…"`, `“…”`, `«…»`), parentheses, brackets and a
table's bar.

Tools, calls and flags: Frappe's `bench … set-admin-password`, CloudMonkey's `cmk set password`,
`dnf config-manager --setopt=….password=`, `ipa user-mod … --password` fed by an echo and
`opensipsctl add` are named by no earlier corpus (each grepped), nor are `vlc --http-password` and
`wget --http-password` as written (the flag `--http-password` itself is in earlier corpora). The
others are lightly used tools (one or two earlier corpora each by a grep of the command's name):
`cvlc`, `awx --conf.password`, `mount_afp`, `radosgw-admin --secret`, Vertica's `admintools -p`,
DataStage's `dsjob -password`, `jisql`, Avamar's `mccli --mcspasswd`, Pentaho's `pan.sh -pass` and
`kitchen.sh`, Informatica's `pmcmd -p`, `MQSAMP_USER_ID` before `amqsputc`, Informix `dbaccess`'s
`USING`, `duplicati-cli --passphrase`, duply's `GPG_PW`, `solsql`, `SMCIPMITool`, `anydesk
--set-password`, `nsrlogin -p`, Commvault's `qlogin -clp`, `redfishtool -p`, `rustdesk --password`,
`sqlldr userid=`, FreeTDS's `tsql -P`, CUBRID's `csql -p`, `ipmipower -p` and `sqoop
--password`. The variables are the company's own (`MAYBT_…`, none in earlier corpora)
and the vendors' (`LOSHIP_API_KEY` and the like).

About 45 to 50 % of the secret samples are in other languages than English (by a rough count of the
drawn samples that carry another language's marker word: 176 of 390, or 198 when a Vietnamese name
or a label's arrow alone counts): Vietnamese texting without diacritics (and a little with them),
Lao texting in Lao script and in the Latin spelling people type on a phone, White Hmong in RPA,
Tày, Nùng, Dao (Iu Mien), Thai Đen (Tai Dam) and Khmu, and Spanish, French, Italian, Portuguese and
Czech only in seed-phrase lines. The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people there text (password, pass, wifi,
PIN, token, key, server, OTP): Vietnamese texting's `mat khau la`, `mk`, `pass wifi`, `moi`, `nhe`,
`a oi`, `e gui`, `ko dc noi ai`, `ma PIN`, `so the`; Lao's `ລະຫັດຜ່ານແມ່ນ`, `ລະຫັດ wifi`, `ໃໝ່`,
`ຢ່າບອກໃຜ`, `ຂອບໃຈ`, and typed in Latin `lahat pan maen`, `lahat mai`, `ya bok pai`, `khop jai`;
Hmong's `kuv lo lus zais tshiab yog`, `tus password yog`, `tsis txhob qhia leej twg`, `ua tsaug`;
Dao (Iu Mien) `yie nyei password se`, `meih`, `maiv dungx mbuox haaix dauh`, `laengz zingh`; Tày's
and Nùng's `mật khẩu mấu pền`, `cần`, `bấu` and `slư`; Thai Đen `pên`, `khỏi`, `bò`; Khmu `ʔoʔ`,
`ci` and `mɨh`. The Tày, Nùng, Thai Đen and Khmu lines (a few function words around loanwords), the
Dao `maiv dungx mbuox haaix dauh` and the Latin-typed Lao are the thinnest guesses.

Vendors (Loship, Nhanh.vn, Getfly, 1Office, Bảo Kim, Foxpay, Lailao, Vexere, Chudu24, Ivivu,
Mytour, Luxstay, Tripi, HDBank, VietinBank, VPBank, Indochina Bank, Maruhan, LaoViet, Lanexang,
Phongsavanh, LaoQR, Loadrite, Viindoo, Bravo ERP, Fast Accounting, Hanbiro, Beeketing, VinID,
Bamboo Airways, Vietjet, Lao Airlines, Wework.vn, Be Group, Gojek, Xanh SM, Vbee, Misa AMIS) are
ones heldouts 5 to 197 do not name (grepped by name). No shape here is one the author knows to be
real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Vexere
and Be Group, prefixes `lsk_live_`, `bk_sk_`, `fxp_`, `vbee_`, `gjk-`, `LQR.`); the JWTs are
well-formed.

The ids are kinds heldouts 5 to 197 do not use, except two lightly used ones that carry a check:
Thailand's personal identification number, drawn until `stdnum.th.pin` validates it, and
Vietnam's tax code (MST), drawn until `stdnum.vn.mst` validates it (each in one earlier corpus).
The others are invented shapes that no library or this file checks (no check-digit algorithm is
written here): Vietnam's personal identification number (số định danh cá nhân, a province code, a
century-and-sex digit, a birth year and six digits), a social insurance number (mã số BHXH), a
driving licence (GPLX), a Vietnamese passport, a Lao ID card, a Lao passport, a Lao driving
licence, a cable-car operator's certificate and a Lao tour-guide licence. Card numbers pass Luhn
(the value helpers' brands, checked by them with python-stdnum's `luhn`). The IBANs are of
countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 197
(Azerbaijan, Bulgaria, Bahrain, Lebanon, Liechtenstein, Montenegro, San Marino and Tunisia, in
fifteen corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Spanish, French, Italian, Portuguese and Czech lists, each with a valid
checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every
secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.th import pin as th_pin
from stdnum.vn import mst as vn_mst

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 200_604_117
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


_TERRACE = [
    "MuongHoa",
    "TaVan",
    "LaoChai",
    "YLinhHo",
    "NamCang",
    "BanHo",
    "HoangSuPhi",
    "MuCangChai",
]
_COFFEE = ["Catimor", "Arabica", "Typica", "Bourbon", "Robusta", "Liberica", "Honey", "Washed"]
_ROAST = ["Light", "City", "FullCity", "Vienna", "Medium", "Dark"]
_CABIN = ["Cabin", "Gondola", "Pylon", "Bullwheel", "Grip", "Haul"]
_LOOM = ["Indigo", "Hemp", "Batik", "Chàm", "Lanh", "Shuttle", "Warp", "Weft", "Beeswax"]
_QUARRY = ["Bench", "Crusher", "Blast", "Limestone", "Karst", "Aggregate", "Kiln"]
_TEA = ["ShanTuyet", "Oolong", "Phongsaly", "PuerLao", "Jasmine", "Lotus", "Sencha"]
_TOWNS = ["SaPa", "HaGiang", "DienBien", "LuangPrabang", "Phongsaly", "NongKhiaw", "MuangKhua",
          "DongVan", "MeoVac", "YenMinh", "LaiChau", "Oudomxay", "MuongLay", "BacHa"]  # fmt: skip
_NAMES = ["Sung", "Mai", "Chang", "Vang", "Lau", "Ly", "Giang", "Thao", "Hoa", "Tuan", "Linh",
          "Khamla", "Somphone", "Noy", "Bounmy", "Phet", "Keo", "Xay", "Duong", "Trang", "Huong",
          "Nghia", "Seng", "Toua", "Pao", "Yer", "Nhia", "Kao", "Meng", "Fin"]  # fmt: skip
_RICE_WINE = ["RUOUTAO", "LAOLAO", "RUOUNGO", "SANLAN", "BANHDAY", "THANGCO", "MENLA"]
_SYMBOLS = "!#$%&*?@+=^~"


def _terrace(g: random.Random) -> str:
    month = g.choice(["Thang9", "Sep", "T10", "Lua", "Gat"])
    return f"{g.choice(_TERRACE)}{month}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    _terrace,
    lambda g: f"{g.choice(_COFFEE)}{g.choice(_ROAST)}{g.randrange(2015, 2036)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CABIN)}{g.randrange(1, 95):02d}{g.choice(_SYMBOLS)}Fansipan",
    lambda g: f"{g.choice(['Indigo', 'Hemp', 'Batik', 'Warp', 'Weft'])}{g.randrange(1990, 2036)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_QUARRY)}{g.randrange(100, 900)}t{g.choice(_SYMBOLS)}{g.randrange(10, 99)}",
    lambda g: f"{g.choice(_TEA)}.{g.choice(_TOWNS)}.{g.randrange(10, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2008)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_RICE_WINE)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: _r(g, ALNUM + "!#%&?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English
    "Zalo, group 'Cáp treo Sa Pa – kỹ thuật': the Doppel drive panel admin password is {pw}",
    "Mattermost #roastery: Probat-clone roaster PC password: {pw}",
    "Lotus Chat from Tuấn: quarry weighbridge PC → {pw}",
    "ticket MBT-4471 (tea house POS, Luang Prabang): new manager password \"{pw}\"",
    "Note to self — loan-officer tablet pw (Phongsaly branch) = {pw}",
    "runbook, cable car cabin counter: the HMI password is\n{pw}",
    "e-mail from Khamla: the password for the Nong Khiaw tea-house router is {pw}. Please delete this mail.",
    "wiki › Textile mill › Dyeing line: password 🔑 {pw}",
    "hey, store this for me: the terrace drone controller password (\u201c{pw}\u201d)",
    "voice memo, Điện Biên roastery: okay so the password for the green-bean scale is {pw} that's it",
    "README (cablecar-scada): default admin password - {pw} - change it on install",
    "[quarry PLC] password => {pw}",
    "remember: the bank's core-banking test user password is «{pw}»",
    # Vietnamese texting without diacritics
    "Zalo: a oi mat khau may rang ca phe la {pw} nhe",
    "mk moi cua may tinh can o mo da: {pw}",
    "e gui a pass server ngan hang: {pw} ko dc noi ai nhe",
    "mat khau wifi nha tra Luang Prabang => {pw}",
    "pass cua tai khoan admin cap treo la {pw}",
    "mat khau moi (xuong det Dong Van): {pw}",
    "mk: {pw}\nchi dung cho may POS quan tra thoi",
    "Mật khẩu mới của máy chủ kho: {pw}",
    # Lao (script and typed in Latin)
    "ລະຫັດຜ່ານແມ່ນ {pw} ຢ່າບອກໃຜ",
    "ລະຫັດຜ່ານໃໝ່ຂອງ server ທະນາຄານ: {pw}",
    "LINE ຈາກ ບຸນມີ: password ຮ້ານຊາ ແມ່ນ \"{pw}\" ຂອບໃຈ",
    "lahat pan maen {pw} ya bok pai der",
    "lahat mai khong POS: {pw} khop jai",
    "ລະຫັດ 👉 {pw}",
    # Hmong (RPA)
    "Kuv lo lus zais tshiab yog {pw}",
    "tus password rau lub computer hauv liaj yog {pw}, tsis txhob qhia leej twg",
    "Viber: lo lus zais ntawm lub server: {pw} ua tsaug",
    "Hmong: password tshiab -> {pw}",
    # Dao (Iu Mien)
    "yie nyei password se {pw}",
    "meih nyei password se {pw}, maiv dungx mbuox haaix dauh",
    "password tshiab (Mienh): {pw} laengz zingh",
    # Tày / Nùng
    "mật khẩu mấu pền {pw} nớ, bấu bảo cần",
    "Tày: pass máy slư pền {pw}",
    "Nùng: mật khẩu mấu: {pw}",
    # Thai Đen
    "Thai Đen: password khỏi pên {pw}, bò bok cần",
    "mật khẩu (Tai Dam): {pw} bò bok",
    # Khmu
    "Khmu: password ʔoʔ ci {pw}",
    "password mɨh ci {pw} (Khmu)",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["sung.a", "mai.lt", "chang", "vang.pao", "lau", "giang.th", "thao", "hoa.nt", "tuan",
          "linh", "khamla", "somphone", "noy", "bounmy", "phet", "keo.s", "xay", "duong",
          "trang", "huong", "nghia", "seng", "toua", "yer", "nhia", "meng.f", "svc-cable",
          "roastery", "quarry-op", "teller01"]  # fmt: skip
_LOGINS = [
    "Zalo, Tuấn: the weighbridge login is {u} / {pw}",
    "ticket MBT-5120: {u} locked out of the loan system, last password {pw}",
    "| device | user | password |\n|---|---|---|\n| cabin HMI | {u} | {pw} |",
    "log into the tea-house POS as {u} with {pw}",
    "user: {u}\npass: {pw}",
    "- host: roaster-pc\n  user: {u}\n  password: {pw}",
    "Gapo: account {u}, password {pw}",
    "device,user,password\nquarry-plc-2,{u},{pw}",
    "ssh {u}@scada.maybt.lan (password is {pw})",
    "Lau says the textile ERP login is {u} and the password is {pw}",
    "ten dang nhap {u} mat khau {pw}",
    "tk: {u} / mk: {pw} (may chu ngan hang)",
    "user {u} pass {pw} nhe a",
    "ຊື່ຜູ້ໃຊ້ {u} ລະຫັດຜ່ານ {pw}",
    "user {u} lahat {pw}",
    "tus username yog {u} thiab lo lus zais yog {pw}",
    "username {u}, password se {pw}",
    "tài khoản {u} — mật khẩu mấu pền {pw}",
    "user {u}, password pên {pw}",
    "Signal: {u} :: {pw}",
    "Telegram, Noy: login {u}, pw ({pw})",
    "WhatsApp: cred for the drying-room controller → {u} / {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["thangco", "laolao", "menla", "chamtrang", "shantuyet", "catimor", "fansipan",
               "muonghoa", "khaoniao", "laap", "tamzin", "pakhuai", "phongsaly", "dongvan"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, then the number {d}",
    "voice memo: the cable-car office wifi is {w} and then {d}, no space",
    "it's {w}{d}, word and digits run together",
    "type {w}, then {d}",
    "mat khau la chu {w}, sau do so {d}",
    "mk: chu {w} viet thuong roi them {d}",
    "ລະຫັດຜ່ານແມ່ນຄຳວ່າ {w} ແລ້ວ {d}",
    "lo lus zais yog {w} thiab {d}",
    "password se {w}, {d} (Mienh)",
    "pass pền {w}{d}, slư tỉ",
    "lahat maen {w} leo {d}",
    "for the roaster it's {w} followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(1000, 100_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "bench --site erp.maybt.lan set-admin-password '{pw}'",
    "cmk set username {u}\ncmk set password '{pw}'\ncmk sync",
    "dnf config-manager --save --setopt=maybt-roastery.username={u} --setopt=maybt-roastery.password='{pw}'",
    "echo '{pw}' | ipa user-mod {u} --password",
    "opensipsctl add {u}@sip.maybt.lan '{pw}'",
    "vlc --intf http --http-password '{pw}' rtsp://cam-cabin7.maybt.lan/live",
    "wget --http-user={u} --http-password='{pw}' https://files.maybt.lan/terrace/ndvi-2034.tif",
    "cvlc --extraintf http --http-password={pw} /srv/signage/teahouse.m3u",
    "awx --conf.host https://awx.maybt.lan --conf.username {u} --conf.password '{pw}' job_templates list",
    "mount_afp 'afp://{u}:{pw}@nas-sapa.local/Terrace' /Volumes/Terrace",
    "radosgw-admin user create --uid={u} --display-name='Roastery backup' --access-key=RSTBKP01 --secret='{pw}'",
    "admintools -t create_db -d terrace_stats -s 10.8.0.11 -p '{pw}'",
    "dsjob -domain is.maybt.lan:9443 -user {u} -password '{pw}' -server ds01 -run LOANS load_arrears",
    "jisql -user {u} -password '{pw}' -driver postgresql -cstring jdbc:postgresql://pg.maybt.lan/bank",
    "mccli server show-prop --mcsuserid={u} --mcspasswd='{pw}'",
    "pan.sh -rep=pdi_repo -user={u} -pass='{pw}' -trans=load_harvest",
    "kitchen.sh -rep=pdi_repo -user={u} -pass='{pw}' -job=nightly_tea_sales",
    "pmcmd startworkflow -sv IS_ERP -d Dom_MBT -u {u} -p '{pw}' -f Harvest wf_tea_intake",
    "printf '{pw}\\n' | MQSAMP_USER_ID={u} amqsputc BANK.REQ QM_LPB",
    "echo \"CONNECT TO 'bankdb@ol_lpb' USER '{u}' USING '{pw}';\" | dbaccess -",
    "duplicati-cli backup 'b2://maybt-backup/roastery' /srv/roastery --passphrase='{pw}'",
    "GPG_PW='{pw}' duply terrace-docs backup",
    "solsql 'tcp solid.maybt.lan 1964' {u} '{pw}'",
    "SMCIPMITool 10.8.0.40 {u} '{pw}' ipmi power status",
    "echo '{pw}' | anydesk --set-password",
    "nsrlogin -s nw.maybt.lan -u {u} -p '{pw}'",
    "qlogin -cs cs.maybt.lan -u {u} -clp '{pw}'",
    "redfishtool -r 10.8.0.41 -u {u} -p '{pw}' Systems",
    "rustdesk --password '{pw}'",
    "sqlldr userid={u}/{pw}@LOANS control=arrears.ctl",
    "tsql -S pos-db.maybt.lan -U {u} -P '{pw}'",
    "csql -u {u} -p '{pw}' teahouse@cubrid.maybt.lan",
    "ipmipower -h 10.8.0.42 -u {u} -p '{pw}' --stat",
    "sqoop import --connect jdbc:mysql://mill-db.maybt.lan/looms --username {u} --password '{pw}' --table dye_batches",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@scada:~# {c}", "{u}@roastery-pc:~$ {c}", "PS C:\\ops> {c}",
    "Termux on the foreman's phone:\n$ {c}", "runbook step 4:\n{c}",
    "lenh a chay hom qua: {c}", "lenh nay co mat khau trong do: {c}",
    "ຄຳສັ່ງທີ່ຂ້ອຍແລ່ນ: {c}", "kuv khiav cov lus no: {c}",
    "Mattermost #ops, Seng: ran this\n```\n{c}\n```", "history | tail -1\n  512  {c}",
]  # fmt: skip


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        pw, user = _plain_pw(rng), rng.choice(_USERS)
        frame = rng.choice(_SHELLS)
        text = frame.replace("{c}", template.format(u=user, pw=pw)).replace("{u}", user)
        out.append(Sample("cli_password", text, pw))
    return out


_URLS = [
    "postgres://{u}:{pw}@pg.maybt.lan:5432/bank_core",
    "mysql://{u}:{pw}@mill-db.maybt.lan/looms",
    "mongodb+srv://{u}:{pw}@tea-cluster.maybt.net/orders",
    "amqp://{u}:{pw}@mq.maybt.lan:5672/roastery",
    "redis://{u}:{pw}@cache.maybt.lan:6379/2",
    "sftp://{u}:{pw}@edi.maybt.net:2222/harvest/",
    "rtsp://{u}:{pw}@cam-pylon3.maybt.lan:554/stream1",
    "smb://{u}:{pw}@nas-dienbien.local/roast-logs",
    "mssql://{u}:{pw}@pos-db.maybt.lan:1433/TeaHouse",
]  # fmt: skip
_URL_PLACES = ["{c}", "DATABASE_URL={c}", "connection string: {c}", "chuoi ket noi: {c}",
               "Zalo: dùng cái này {c}", "ໃຊ້ອັນນີ້: {c}", "export MAYBT_CORE_URL='{c}'"]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _URLS, n):
        pw = _plain_pw(rng)
        url = template.format(u=rng.choice(_USERS), pw=pw)
        out.append(Sample("connection_string", rng.choice(_URL_PLACES).format(c=url), pw))
    return out


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 2_000_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "may-bac-thang", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Loship", "LOSHIP_API_KEY", _j("lsk_live_", (ALNUM, 32))),
    ("Nhanh.vn", "NHANH_ACCESS_TOKEN", _j((ALNUM, 64))),
    ("Getfly", "GETFLY_API_KEY", _j((HEX, 40))),
    ("1Office", "ONEOFFICE_TOKEN", _j((URLSAFE, 48))),
    ("Bảo Kim", "BAOKIM_SECRET_KEY", _j("bk_sk_", (ALNUM, 36))),
    ("Foxpay", "FOXPAY_SECRET", _j("fxp_", (HEX, 48))),
    ("Lailao", "LAILAO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Vexere", "VEXERE_TOKEN", _vendor_jwt("https://api.vexere.com")),
    ("Chudu24", "CHUDU24_API_KEY", _j((UPPER_HEX, 32))),
    ("Ivivu", "IVIVU_PARTNER_SECRET", _j((B64, 44))),
    ("Mytour", "MYTOUR_API_KEY", _j((ALNUM, 40))),
    ("Luxstay", "LUXSTAY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Tripi", "TRIPI_API_KEY", lambda g: v.uuid4(g, "b")),
    ("HDBank", "HDBANK_CLIENT_SECRET", _j((HEX, 64))),
    ("VietinBank", "VIETINBANK_API_SECRET", _j((ALNUM, 48))),
    ("VPBank", "VPBANK_NEO_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Indochina Bank", "ICB_LAO_API_KEY", _j((HEX, 32))),
    ("Maruhan", "MARUHAN_LAO_SECRET", _j((B64, 64))),
    ("LaoViet", "LAOVIETBANK_KEY", _j((ALNUM, 32))),
    ("Lanexang", "LANEXANG_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Phongsavanh", "PSV_BANK_API_KEY", _j((HEX, 40))),
    ("LaoQR", "LAOQR_MERCHANT_KEY", _j("LQR.", (UPPER_DIGITS, 28))),
    ("Loadrite", "LOADRITE_API_TOKEN", _j((URLSAFE, 40))),
    ("Viindoo", "VIINDOO_API_KEY", _j((HEX, 40))),
    ("Bravo ERP", "BRAVO_LICENSE_TOKEN", _j((UPPER_DIGITS, 40))),
    ("Fast Accounting", "FAST_API_KEY", _j((ALNUM, 36))),
    ("Hanbiro", "HANBIRO_APP_SECRET", _j((HEX, 32))),
    ("Beeketing", "BEEKETING_API_KEY", _j((HEX, 32))),
    ("VinID", "VINID_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Bamboo Airways", "BAMBOO_NDC_API_KEY", _j((ALNUM, 32))),
    ("Vietjet", "VIETJET_AGENT_TOKEN", _j((B64, 56))),
    ("Lao Airlines", "LAOAIRLINES_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Wework.vn", "WEWORKVN_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Be Group", "BE_PARTNER_TOKEN", _vendor_jwt("https://partner.be.com.vn")),
    ("Gojek", "GOJEK_CLIENT_SECRET", _j("gjk-", (ALNUM, 40))),
    ("Xanh SM", "XANHSM_API_KEY", _j((HEX, 48))),
    ("Vbee", "VBEE_TOKEN", _j("vbee_", (ALNUM, 32))),
    ("Misa AMIS", "AMIS_APP_SECRET", _j((ALNUM, 44))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "the {vendor} integration broke, current key {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "{vendor} API key → {tok}",
    "key API {vendor} moi: {tok}",
    "API key cua {vendor} la {tok} nhe",
    "API key ຂອງ {vendor} ແມ່ນ {tok}",
    "{vendor} API key yog {tok}",
    "Zalo, Hoa: {vendor} token = {tok}",
    "  {env}: \"{tok}\"",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    loship = "lsk_live_" + _r(rng, ALNUM, 32)
    getfly = _r(rng, HEX, 40)
    hanbiro = _r(rng, HEX, 32)
    vbee = "vbee_" + _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'requests.post("https://partner.loship.vn/v1/orders", headers={{"Authorization": "{loship}"}})', loship),
        Sample("vendor_token", f"curl -H 'Authentication-Key: {getfly}' https://maybt.getflycrm.com/api/v3/accounts", getfly),
        Sample("vendor_token", f'const hanbiro = new HanbiroClient({{ appSecret: "{hanbiro}" }});', hanbiro),
        Sample("vendor_token", f"<string name=\"vbee_token\">{vbee}</string>", vbee),
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


_BARE_PLACES = ["{t}", "Zalo: {t}", "it shows only once, so:\n{t}", "token moi: {t}",
                "token ໃໝ່: {t}", "{t}\n^ the new one", "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family("bare_token", _BARE_PLACES,
                lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t")  # fmt: skip


_HEX_PLACES = {  # template: the key's length in hex digits
    "cable-car SCADA license key: {h}": 32,
    "roastery MQTT broker secret {h}": 64,
    "khoa bi mat cua may cham cong: {h}": 40,
    "ກະແຈລັບ: {h}": 32,
    "Frappe encryption_key in site_config: {h}": 64,
    "weighbridge HMAC secret = {h}": 48,
    "lo yuam zais (secret key) yog {h}": 40,
    "signing secret for the loan app webhooks: {h}": 64,
    "[MBT-5321] rotated the tea POS secret, new one {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "access_token={t}",
    "the loan app's session token: {t}",
    "token dang nhap cua app ngan hang: {t}",
    "localStorage.setItem('mbt_jwt', '{t}')",
    "ລະຫັດ token: {t}",
    "voice memo: paste this JWT into the cable-car dashboard, {t}",
    "{{\"id_token\": \"{t}\"}}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 2_000_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@maybt.vn"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.maybt.vn/realms/staff",
            "azp": "loan-app",
            "roles": ["teller"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the cable-car repo:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "khoa rieng cua server ngan hang:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "ກະແຈສ່ວນຕົວ TLS ຂອງຮ້ານຊາ:\n{key}": ("PRIVATE KEY", "\n"),
    "roastery MQTT client key\n{key}": ("EC PRIVATE KEY", "\n"),
    "k8s secret stringData:\n  tls.key: \"{key}\"": ("PRIVATE KEY", "\\n"),
    "backup signing key (old):\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
    "MAYBT_SAML_KEY=\"{key}\"": ("RSA PRIVATE KEY", "\\n"),
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
    "Trust Wallet recovery phrase of the terrace co-op fund: {p}": "english",
    "cum tu khoi phuc vi: {p}": "english",
    "ຄຳກູ້ຄືນກະເປົາເງິນ: {p}": "english",
    "voice memo: the wallet words are {p} and that's all of them": "english",
    "cov lus rov qab (wallet): {p}": "english",
    "wiki page 'Coffee fund wallet (retired)'\n{p}": "english",
    "frase de recuperación de la billetera del comprador: {p}": "spanish",
    "phrase de récupération du portefeuille (acheteur de Vientiane) : {p}": "french",
    "frase di recupero del portafoglio: {p}": "italian",
    "frase de recuperação da carteira do importador: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "seed words (12) — roastery tips jar: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = 12 if "(12)" in template else [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    words = str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy)).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "company Visa for the cable-car parts order: {c} exp {mm}/{yy}",
    "so the cong ty: {c} het han {mm}/{yy}",
    "the tin dung cua a: {c}",
    "ເລກບັດ: {c} ໝົດອາຍຸ {mm}/{yy}",
    "card number {c}, expires {mm}/{yy}",
    "Zalo, Trang: pay the roaster invoice with {c}",
    "tus naj npawb card yog {c}",
    "| card | expiry |\n|---|---|\n| {c} | {mm}/{yy} |",
    "voice memo: the card is {c}, expiry {mm} {yy}",
    "số thẻ: {c}",
    "ticket MBT-6002: refund to card {c}",
    "Mienh: card {c} (meih maiv dungx mbuox)",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(35, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 08/37, security code {cvv}",
               "the tiles on the back are the CVV: {cvv} (card {c})",
               "ma CVV: {cvv}, so the {c}",
               "ລະຫັດ CVV ດ້ານຫຼັງບັດ: {cvv}",
               "Amex {c}, CID {cvv}",
               "ba so mat sau the la {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 197; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"AZ": "aaaa" + "c" * 20, "BG": "aaaa" + "n" * 6 + "c" * 8, "BH": "aaaa" + "c" * 14,
                "LB": "nnnn" + "c" * 20, "LI": "n" * 5 + "c" * 12, "ME": "n" * 18,
                "SM": "a" + "n" * 10 + "c" * 12, "TN": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN of the Sofia textile buyer: {i}",
    "so IBAN cua khach: {i}",
    "IBAN ຂອງລູກຄ້າ: {i}",
    "please wire the coffee deposit to {i}",
    "e-mail from the Beirut importer: our IBAN is {i}",
    "IBAN → {i}",
    "tus IBAN yog {i}",
    "| buyer | IBAN |\n|---|---|\n| Vaduz tea shop | {i} |",
    "chuyen khoan vao IBAN {i} nhe",
    "voice memo: IBAN {i}",
    "remember the Baku roaster's account {i}",
    "IBAN (Tunis): {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _vn_pid(g: random.Random) -> str:
    """Số định danh cá nhân: province, century-and-sex digit, birth year, six digits (unchecked)."""
    return g.choice(["002", "010", "011", "012", "014"]) + g.choice("0123") + _r(g, D, 8)


def _th_pin(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 9)) + _r(h, D, 12), th_pin.is_valid)


def _vn_mst(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 9)) + _r(h, D, 9), vn_mst.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "so dinh danh ca nhan cua e: {s}": _vn_pid,
    "Số định danh cá nhân: {s}": _vn_pid,
    "ma so BHXH: {s}": lambda g: _r(g, D, 10),
    "mã số BHXH của chị Hoa là {s}": lambda g: _r(g, D, 10),
    "so GPLX: {s}": lambda g: _r(g, D, 12),
    "driving licence (GPLX) of the cable-car driver: {s}": lambda g: _r(g, D, 12),
    "ho chieu so {s}": lambda g: g.choice("BCNP") + _r(g, D, 7),
    "Vietnamese passport no. {s}": lambda g: g.choice("BCNP") + _r(g, D, 7),
    "Lao ID card number: {s}": lambda g: _r(g, D, 2) + "-" + _r(g, D, 8),
    "ເລກບັດປະຈຳຕົວ: {s}": lambda g: _r(g, D, 2) + "-" + _r(g, D, 8),
    "Lao passport {s}": lambda g: "P" + _r(g, D, 7),
    "ໜັງສືຜ່ານແດນ ເລກທີ {s}": lambda g: "P" + _r(g, D, 7),
    "Lao driving licence: {s}": lambda g: "LPB-" + _r(g, D, 7),
    "cable-car operator certificate {s}": lambda g: "CC-" + _r(g, UPPER, 2) + "-" + _r(g, D, 6),
    "Lao tour-guide licence: {s}": lambda g: "TG-LPB-" + _r(g, D, 5),
    "Thai PIN of the Chiang Khong buyer: {s}": _th_pin,
    "เลขประจำตัวประชาชน {s}": _th_pin,
    "ma so thue (MST) cua ho kinh doanh: {s}": _vn_mst,
    "MST: {s}": _vn_mst,
    "tus passport yog {s}": lambda g: "P" + _r(g, D, 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Zalo backup codes:\n{codes}", "2FA recovery codes for the bank's Google Workspace {codes}",
            "ma du phong 2FA: {codes}", "ລະຫັດສຳຮອງ 2FA:\n{codes}",
            "Misa AMIS backup codes: {codes}", "cov backup codes 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/MBT%20Bank:huong@maybt.vn?secret={s}&issuer=MBT%20Bank&digits=6",
              "TOTP secret for the cable-car VPN: {s}",
              "ma bi mat 2FA (nhap tay): {s}",
              "2FA ລະຫັດລັບ: {s}",
              "Aegis, manual entry key for the roaster portal: {s}"]  # fmt: skip
_CODES = ["{c} is your VietinBank OTP", "Ma OTP cua ban la {c}. Khong chia se ma nay.",
          "ລະຫັດ OTP ຂອງທ່ານແມ່ນ {c}", "Use {c} to sign in to Loship Partner",
          "tus OTP code yog {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 4
    codes = v.backup_codes(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["MBT-Terrace", "FPT-TaVan", "VNPT-HaGiang-5G", "Viettel_DienBien", "LaoTel-LPB",
          "Unitel_Phongsaly", "ETL-NongKhiaw", "MBT-Roastery-2G", "CableCar-Office", "DongVan-Mill"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "pass wifi {s}: {pw}",
    "mat khau wifi la {pw} nhe (mang {s})",
    "wifi {s} pass moi: {pw}",
    "ລະຫັດ wifi {s}: {pw}",
    "ລະຫັດ wifi ແມ່ນ {pw}",
    "lahat wifi {pw}",
    "wifi password yog {pw} ({s})",
    "wifi nyei password se {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "pass wifi pền {pw}",
    "WPA2 key for {s} → {pw}",
    "network={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
    "guest sign at the Nong Khiaw tea house: Wi-Fi {s} / {pw}",
    "wifi ({s}) = {pw}",
    "Khmu: wifi ʔoʔ ci {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 10)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("lsk_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("fxp_", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over Zalo call] {t}",
          "doc tung chu mot: {t}", "ອ່ານເທື່ອລະຕົວ: {t}", "(spaced so the preview hides it) {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ma khoa cua kho ca phe: {pw}", "ma PIN the ATM cua a: {pw}", "ລະຫັດປະຕູສາງ: {pw}",
          "the quarry gate keypad takes {pw} then #", "padlock on the dye shed at Đồng Văn: {pw}",
          "PIN: {pw}", "tus PIN yog {pw}", "cabin 7 maintenance hatch code {pw}",
          "ma cua phong may: {pw}#", "PIN ຂອງບັດ: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["terrace", "buffalo", "indigo", "pylon", "kiln", "oolong", "sticky", "karst",
                 "gondola", "hemp", "mekong", "monsoon", "bamboo", "roaster", "teapot", "gravel"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the bank vault: {p}": "-",
            "cum mat khau: {p}": " ", "ລະຫັດຜ່ານເປັນປະໂຫຍກ: {p}": " ",
            "passphrase (cable-car vault) = {p}": ".", "lo lus zais ntev yog {p}": " ",
            "KeePassXC passphrase: {p}": " ", "the diceware phrase is {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://scada.maybt.lan/api/cabins": True,
    "Insomnia header → Authorization: Bearer {v}": False,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Postman export of the loan API: Authorization: Bearer {v}": False,
    "header Authorization: Basic {v} (weighbridge API)": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env of terrace-ledger:\nMAYBT_LEDGER_DB_USER=ledger\nMAYBT_LEDGER_DB_PASS={pw}",
    "docker-compose.yml:\n  scada:\n    environment:\n      - MAYBT_CABLECAR_SCADA_PASS={pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: weighbridge\nstringData:\n  weighbridge-password: {pw}",
    "/etc/systemd/system/teapos.service:\n[Service]\nEnvironment=MAYBT_TEAHOUSE_POS_PASS={pw}",
    "sites/erp.maybt.lan/site_config.json:\n{{\"db_name\": \"_1f2e9a\", \"db_password\": \"{pw}\"}}",
    "opensips.cfg:\nmodparam(\"auth_db\", \"db_url\", \"mysql://opensips:{pw}@localhost/opensips\")",
    "/etc/yum.repos.d/maybt-roastery.repo:\n[maybt-roastery]\nbaseurl=https://repo.maybt.lan/roastery\nusername=roastery\npassword={pw}",
    "~/.config/vlc/vlcrc:\n[http]\nhttp-password={pw}",
    "~/.duply/terrace-docs/conf:\nGPG_KEY='disabled'\nGPG_PW='{pw}'",
    "/etc/ppp/chap-secrets:\nmbt-fpt-dienbien * {pw} *",
    "cloud-init user-data:\nchpasswd:\n  list: |\n    ubuntu:{pw}\n  expire: false",
    "Home Assistant secrets.yaml:\nteahouse_camera_password: {pw}",
    "application.properties (loan app):\nspring.datasource.username=loans\nspring.datasource.password={pw}",
    "config.ini of the roaster logger:\n[mqtt]\nuser = roaster\npassword = {pw}",
    "terraform.tfvars:\nquarry_db_admin_password = \"{pw}\"",
    "Ansible group_vars/bank.yml:\nmbt_core_db_password: \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "Python: LOADRITE_KEY = \"{k}\"",
    "Go: const vietinbankSecret = \"{k}\"",
    "Rust: let hdbank_secret = \"{k}\";",
    "Kotlin: private val viindooKey = \"{k}\"",
    "PHP: define('NHANH_TOKEN', '{k}');",
    "JavaScript: const lailaoKey = '{k}';",
    "C#: private const string LaoQrKey = \"{k}\";",
    "Lua: local beeketing_key = \"{k}\"",
    "Dart: const vexereApiKey = '{k}';",
    "Swift: let chudu24Key = \"{k}\"",
    "Ruby: MYTOUR_KEY = '{k}'.freeze",
    "bash: curl -H \"X-Api-Key: {k}\" https://api.maybt.lan/v1/terraces",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"k": [_j((HEX, 40)), _j((ALNUM, 36)), _j((URLSAFE, 44))][index % 3](rng)}


_code = _Family("code_key", _CODE, _code_draw, "k")


_CHATS = [
    "Sung: pass wifi nha say lua?\nMai: {pw}",
    "[07:41] chang: root pw cua may rang?\n[07:42] tuan: {pw}",
    "[19:03] ຄຳລາ: ລະຫັດຜ່ານໃໝ່ ແມ່ນຫຍັງ?\n[19:05] ນ້ອຍ: {pw}",
    "Vang: lo lus zais tshiab yog dab tsi?\nPao: {pw}",
    "Toua: {pw} yog tus password tshiab",
    "Linh: {pw} la mk moi nhe",
    "Meng: password se {pw}",
    "Hoa: use {pw}, that's what the weighbridge has now",
    "[22:10] keo: lahat mai {pw}",
    "Giang: {pw} is the new cabin HMI password",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli_take, 34), (_urls, 13), (_vendors, 52),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_code, 12), (_chats, 10),
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
    "the cabin HMI password is": "{s}", "mat khau moi:": "{s} (may rang ca phe)",
    "ລະຫັດຜ່ານແມ່ນ": "{s}", "weighbridge password": "{s}\nchange it after the audit",
    "kuv lo lus zais yog": "{s}", "mk:": "{s}", "yie nyei password se": "{s}",
    "POS password": "{s}", "the password Seng read out on the radio was": "{s}, I think",
    "pass wifi nha tra la": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Loadrite API key", "{s}", _j((URLSAFE, 40))),
    ("split_token", "Foxpay secret:", "{s} (sandbox is off)", _j("fxp_", (HEX, 48))),
    ("split_token", "Lanexang client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "cum tu khoi phuc vi", "{s}", _english_seed),
    ("split_card", "so the", "{s} exp 10/38", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LI"))),
    ("split_backup", "backup codes 2FA", "{s}\n48201937\n11930462", lambda g: v.backup_codes(g, 1, 0)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "so dinh danh ca nhan", "{s}", _vn_pid),
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
    '{"scada": {"url": "https://scada.maybt.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mat_khau": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "teller01", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cabins": [{"id": 6}, {"id": 7, "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqoop", "import", "--username", "mill", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "mat khau may chu ngan hang la {s}"}': ("meta_password", _plain_pw),
    '{"ລະຫັດຜ່ານ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "kuv lo lus zais tshiab yog {s}"}': ("meta_password", _plain_pw),
    '{"loadrite": {"api_key": "{s}"}}': ("meta_token", _j((URLSAFE, 40))),
    '{"hdbankClientSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"getfly_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/39"}}': ("meta_card", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ME")),
    '{"guide": {"lao_passport": "{s}"}}': ("meta_id", lambda g: "P" + _r(g, D, 7)),
    '{"mfa": {"recovery_codes": ["{s}", "55019284", "90372611"]}}': ("meta_otp", lambda g: v.backup_codes(g, 1, 0)[0]),
    '{"coop_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"mqtt": {"client_secret": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"dye_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "MBT-Terrace", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"frappe-15.41.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cabin-hmi-fw-2.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/maybt/loan-app:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: add terrace plot column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert kip rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"roast_log_2034-11-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"harvest-export-2034.parquet").hexdigest()

CLEAN = [
    "Remind me to change the cabin HMI password before the safety inspection on 2034-11-20.",
    "Sung asked for the roastery wifi password; it's on the card in the office drawer.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into Zalo; share a vault link instead.",
    "The `.env.example` line `LOADRITE_API_TOKEN=replace-me` is a placeholder.",
    "The weighbridge asks for a new admin password after every firmware update.",
    "Replace <YOUR_LOSHIP_KEY> in the README with the key from the partner dashboard.",
    "MAYBT_LEDGER_DB_PASS and HDBANK_CLIENT_SECRET must be set before the nightly sync runs.",
    "Ko duoc chia se mat khau cho ai nhe.",
    "mat khau phai dai it nhat 14 ky tu.",
    "Mật khẩu phải có chữ hoa, chữ thường và số.",
    "ຢ່າບອກລະຫັດຜ່ານໃຫ້ໃຜ.",
    "ລະຫັດຜ່ານຕ້ອງມີຢ່າງໜ້ອຍ 14 ຕົວອັກສອນ.",
    "ya bok lahat pan hai pai der",
    "Tsis txhob qhia koj lo lus zais rau leej twg.",
    "Maiv dungx mbuox meih nyei password bun haaix dauh.",
    "Cần bấu bảo mật khẩu nớ.",
    "La contraseña debe tener al menos catorce caracteres.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Heslo musí mít alespoň čtrnáct znaků.",
    "Upgraded Frappe from 15.40 to 15.41 and the cabin HMI firmware to 2.7.3 over the weekend.",
    f"commit {_COMMIT} adds the terrace plot column.",
    f"Rolled back to {_SHORT} after the kip rounding broke the tea-house receipts.",
    f"requirements.txt: frappe==15.41.0 --hash=sha256:{_WHEEL_SUM}",
    f"The cabin HMI firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of harvest-export-2034.parquet: {_SHA512}",
    f"The loan app runs ghcr.io/maybt/loan-app@sha256:{_IMAGE}.",
    f"MD5 of roast_log_2034-11-02.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9a1e57-8b2d-4f60-a1d3-7e5b9c0f2a64 is the slow one in the loan API logs.",
    "Purchase order PO-2034-00712 for 30 bags of Điện Biên Catimor ships on Friday.",
    "ticket MBT-7781: the cabin 7 door sensor trips in heavy fog.",
    "Call the Phongsaly tea house on +856 20 5512 3478 before noon.",
    "Goi cho van phong Sa Pa so 0214 3871 225 truoc 10 gio.",
    "Don hang DH-2034-1188 gom 40 kg tra Shan Tuyet.",
    "ໃບບິນ INV-2034-0456 ສຳລັບຊາ 25 ກິໂລ.",
    "The cable car climbs 1,410 m in about 15 minutes; each cabin holds 35 people.",
    "Quarry bench 4 produced 1,250 t of limestone aggregate last week.",
    "After five wrong passwords the loan system locks the account for 30 minutes.",
    "The secret of good Shan Tuyet tea is picking before the morning fog lifts.",
    "Ask Tuấn for the quarry gate keypad code, I don't have it.",
    "My card ending 4417 was declined at the Luang Prabang market.",
    "the tin dung ket thuc bang 8823 bi tu choi o Ha Giang.",
    "The Vaduz buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the bank's admin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `VIETINBANK_API_SECRET` in the secrets store, never in the repository.",
    "The padlock on the dye shed rusts in the rainy season; oil it every month.",
    "Loship moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-0-19-861186-8 is the coffee handbook on the roastery shelf.",
    "The guest wifi 'MBT-Guest' is open, no password needed.",
    "Lot LOT-2034-DB-0219, 60 kg, moisture 11.4 %; the cupping score was 84.25.",
    "Rice terrace plot T-17 in Tả Van is 0.42 ha; transplanting starts in May.",
    "Loan LN-2034-03318 of 25,000,000 VND to the Lao Chải weaving group is due in March.",
    "The indigo vat needs 3 kg of leaves per 20 litres of water.",
    "Cabin 12 is back in service after the grip inspection, logged at 06:40.",
    "Bounmy: the tea house opens at 7, closes at 21.",
    "Mai: ok e nhan duoc roi, cam on a.",
    "Vang: ua tsaug, kuv tau txais lawm.",
    "Meng: laengz zingh.",
    "Please summarise last week's roast logs for the Điện Biên lots.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/mbt/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "frappe", "version": "15.41.0"}}',
    '{"ticket": "MBT-7781", "purchase_order": "PO-2034-00712"}',
    '{"lot": {"id": "LOT-2034-DB-0219", "weight_kg": 60, "moisture_pct": 11.4}}',
    '{"phone": "+856 20 5512 3478", "city": "Phongsaly"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cabins_in_service": 35}',
    '{"plot": "T-17", "area_ha": 0.42, "village": "Tả Van"}',
    '{"loan": "LN-2034-03318", "currency": "VND", "term_months": 12}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
