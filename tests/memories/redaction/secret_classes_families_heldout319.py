# ruff: noqa: RUF001  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-nineteenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventeenth's
docstring, the fifth to three-hundred-and-seventeenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (318, 320, 321), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (319_274_553), password words (a
Cordillera thing and a place, `HagabiHungduan42!`; two rice-terrace words and a number,
`tinawon-punnuk417`; a name, a year and a town; leet `B4t4dT3rr4c3`; a jar of rice wine and its
litres, `Tapuy18L#`; dot-joined `sagada.etag.1998`; a generator's dashed groups; random runs).

The fictional company is Bulul Highland Goods Corp. (heirloom tinawon rice, tapuy, woven gamong
blankets and wood carvings: an office in Kiangan, a rice mill in Banaue, a guesthouse and café in
Sagada and a shop and warehouse in Baguio), its staff, their relatives working in Hong Kong and
Korean student boarders in the Baguio house; every company, person, address, domain
(`bulul.lan`, `bululhighland.example`) and number is invented, only the region (Ifugao and the
Cordillera) is real. Texts: chats with times, Messenger and Viber threads, help-desk tickets,
notes, runbooks, shell prompts, configs, env files, voice-note transcripts and requests to the
assistant; separators from a colon, `—`, `ket`, `ay`, `e`, `係`, `는`, `=` and `→` to a new line or
the next turn.

Grep counts (heldouts 5 to 317 naming each, grep -l): none for Asipulo, Hagabi, Tapuy, JuanHR,
HKTVmall, M Lhuillier, Tonik, Seabank, PayMaya, PesoNet, InstaPay, zipcloak, sdelete, `rar -hp`;
one for Lagawe, Mayoyao, Tinawon, Bulul, Punnuk, Dragonpay, Paynamics, Itexmo, Lazada, PDAX,
Salarium, Mober, Transportify, Ninja Van, Entrego, WorldRemit, Carousell, Foodpanda, Daangn,
Brankas, ECPay, Cebuana, BillEase, `ad Banaue`, `唔好話俾人知`, `mat ma`; two for Banaue, Baguio,
Hungduan, Batad, Hapao, Hudhud, PayMongo, Xendit, Magpie, Lalamove, Coins.ph, `dika ibaga`,
`wag mong sabihin`, apptainer, `swift -K`; three for Ifugao, Kiangan, Kankanaey, `scrypt enc`,
kpcli, `ncat --proxy-auth`, Connect-VIServer, hdiutil, `xe -pw`, manage-bde, bimilbeonho; four to
nine for Sagada, GOVC_PASSWORD, sqlldr, expdp, bupstash, streamlink, Invoke-Sqlcmd, New-LocalUser,
runas, Ilocano (9); Taglish is in seven, Cantonese and Hong Kong in ten, Tagalog in 46.

About half of the secret samples are not in English: Ilocano (`ti password ti … ket …`, `baro a
password`, `dika ibaga iti siasinoman`, `nagan ti agus-usar`), Tagalog and Taglish (`yung password
ng … ay …`, `bagong pw`, `wag mong sabihin kahit kanino`, `pakitago`), Ifugao and Kankanaey words
(`pasword di wifi ad Banaue`, `bagu an pasword`, `adi yu ibaga`), Cantonese in characters and
romanised (`密碼係`, `唔好話俾人知`, `mat ma hai`, `m ho wa bei yan ji`) and the English of relatives
in Hong Kong (`Auntie say the password is … lah`), Korean of the student boarders in Hangul and
romanised (`비밀번호는`, `와이파이 비번`, `아무한테도 말하지 마`, `bimilbeonho`, `wifi bibeon`). The
Ilocano, Tagalog, Cantonese and Korean wordings are ordinary usage as the author knows it; the
author's guesses, checked by no speaker, are every Ifugao and Kankanaey word and sentence
(`pasword di`, `bagu an`, `adi yu ibaga`, `hi`, `ot`, `nan`, `say`, `ay numero`), the romanised
Cantonese spellings and the Ilocano compounds for ids and codes (`numero ti kard`, `kodigo`).

Vendors: invented ones (BululPay `blp_live_`, HudhudSMS `hhs.`, TapuyCloud `tpc-`, TerraceTrack
`trt_`, GamongShop UUIDs, PunnukMail `pnk-`, BatadID JWTs; shapes guessed), Philippine, Hong Kong
and Korean ones with guessed shapes (PayMongo, Xendit, Dragonpay, Paynamics, Magpie, Itexmo,
Lalamove, Lazada, Coins.ph, PDAX, Salarium, JuanHR, Mober, Transportify, Ninja Van, Entrego,
WorldRemit, Carousell, HKTVmall, Foodpanda, Daangn, Brankas, ECPay, Cebuana, M Lhuillier, BillEase,
Tonik, Seabank) and the known GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Telegram,
Hugging Face and Google shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Korea's resident
registration number (`kr.rrn`) and business registration number (`kr.brn`), China's resident id
(`cn.ric`), Australia's TFN (`au.tfn`), New Zealand's IRD number (`nz.ird`), Canada's SIN
(`ca.sin`), the US ITIN (`us.itin`) and Malaysia's NRIC (`my.nric`). Unchecked (shapes guessed):
the Philippine PhilSys number, TIN, SSS and UMID numbers and a Philippine passport, and a Hong
Kong identity card. Cards pass Luhn (`v.card` brands, checked with `stdnum.luhn`); IBANs of Sao
Tome and Principe, Andorra, Kosovo, Timor-Leste, the British Virgin Islands, Monaco, Palestine and
Somalia (the least named countries by a rough grep of their names, 2 to 26 earlier corpora),
checked with `stdnum.iban`; seed phrases from mnemonic's English, Korean, Chinese (simplified and
traditional), Spanish and Japanese lists, checked with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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
from stdnum.au import tfn as au_tfn
from stdnum.ca import sin as ca_sin
from stdnum.cn import ric as cn_ric
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.my import nric as my_nric
from stdnum.nz import ird as nz_ird
from stdnum.us import itin as us_itin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 319_274_553
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


_THINGS = ["Hagabi", "Bulul", "Tinawon", "Punnuk", "Hudhud", "Gamong", "Tapuy", "Etag", "Imbayah",
           "Alimuom", "Pinikpikan", "Kiniing", "Bangaan", "Payew", "Muyung", "Baki", "Ulnong",
           "Binakle"]  # fmt: skip
_TOWNS = ["Banaue", "Kiangan", "Sagada", "Baguio", "Hungduan", "Lagawe", "Mayoyao", "Asipulo",
          "Batad", "Hapao", "Bontoc", "Besao", "Tublay", "Tinoc", "LaTrinidad",
          "Amganad"]  # fmt: skip
_NAMES = ["Bugan", "Dulnuan", "Tayaban", "Pugong", "Humiwat", "Lingayo", "Indayuan", "Gano",
          "Ayangan", "Dinamling", "Rosing", "Mylene", "Jovelyn", "Rhea", "Marvin", "Jericho",
          "Jiwoo", "Minjun", "Seoyeon", "Hayoon", "Kaling", "Baguilat"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B4t4dT3rr4c3", "Hud7ud", "T1n4w0n", "Bu1u1", "S4g4d4", "B4gu10", "K14ng4n", "Ip0g0",
         "T4puy"]  # fmt: skip


def _jar(g: random.Random) -> str:
    """A jar of rice wine and its litres, the way the mill crew jokes a password together."""
    litres = g.choice([6, 12, 18, 20, 25])
    return f"{g.choice(['Tapuy', 'Bayah', 'Baya'])}{litres}L{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_THINGS)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_THINGS, 2)) + str(g.randrange(100, 1000)),
    lambda g: (f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}"
               f"{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}"),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _jar,
    lambda g: f"{g.choice(_TOWNS).lower()}.{g.choice(_THINGS).lower()}.{g.randrange(1960, 2031)}",
    lambda g: f"Sako{g.randrange(100, 1000)}{g.choice(_THINGS)}{g.choice(_SYMBOLS)}",
    lambda g: (_r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS)
               + _r(g, LOWER, 2)),
    lambda g: f"{g.choice(_THINGS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_TOWNS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, Kiangan office: the Satake husker panel password is {pw}",
    "Messenger from Bugan: Banaue mill PLC web password {pw}",
    "Ticket BHG-2211: the Sagada café POS admin password {pw} stopped working",
    "note to self: Baguio warehouse NAS admin password {pw}",
    "Runbook: restart the rice dryer\n1. open the Kiangan dryer HMI\n2. log in as tech\n"
    "3. password {pw}\n4. start cycle B",
    "voice note, transcribed: the guesthouse booking laptop password is {pw} full stop",
    "can you remember my Landbank app password? it's {pw}",
    "after the reinstall the Sagada CCTV password became {pw}",
    "Hi Dulnuan,\n\nthe root password of the Baguio file server is {pw}. "
    "Delete this mail once it's in the vault.\n\nSalamat,\nRhea",
    "Incident 2032-07-02: the Banaue solar inverter portal was open to the internet, "
    "password {pw}",
    "README (Kiangan rack): the UPS web UI is at https://ups.bulul.lan, admin password `{pw}`.",
    "the ledger PC in the Lagawe branch has password {pw} now",
    "Ilocano: ti password ti computer iti opisina ket {pw}",
    "ti baro a password ti router ket {pw}, dika ibaga iti siasinoman",
    "Marvin: ti password ti email ko ket {pw}",
    "password ti CCTV idiay Sagada: {pw}",
    "ti password ti laptop ni Manang Rosing ket {pw}",
    "yung password ng router sa Baguio ay {pw}",
    "bagong pw ng POS sa café: {pw}, wag mong sabihin kahit kanino",
    "Jovelyn: pakitago, password ng GCash ko ay {pw}",
    "pw ng admin sa mill e {pw} na ngayon",
    "ang password ng NAS ay {pw}",
    "Taglish: guys, updated na yung password ng guesthouse laptop, {pw} na siya",
    "pasword di wifi ad Banaue ot {pw}",
    "bagu an pasword nan computer hi Kiangan: {pw}, adi yu ibaga",
    "Ifugao: pasword di laptop di opisina: {pw}",
    "say password di computer ad Sagada ay {pw}",
    "Kankanaey: say baro ay password nan router ay {pw}",
    "密碼係 {pw}",
    "屋企 wifi 密碼係 {pw}，唔好話俾人知",
    "Tita Mylene: 我個 email 密碼係 {pw}",
    "mat ma hai {pw}, m ho wa bei yan ji",
    "ngo ge online banking password hai {pw}",
    "Auntie say the password is {pw} lah, don't tell anybody",
    "my employer's flat wifi, the password is {pw} only",
    "Mylene from Hong Kong: the remittance app password now {pw}, keep it for me ok",
    "비밀번호는 {pw}",
    "하숙집 와이파이 비번 {pw}, 아무한테도 말하지 마",
    "지우: 제 노트북 비밀번호는 {pw} 이에요",
    "bimilbeonho neun {pw}",
    "wifi bibeon {pw} ya",
    "민준: 학교 포털 비밀번호 {pw}",
    "Trello card 'Sagada café': Square-less POS, cashier password {pw}",
    "Obsidian note 'mill': Satake ScanMaster password {pw}",
    "the Hapao weaving shed tablet password is {pw}",
    "Asipulo drying shed controller password: {pw}",
    "dictated: the Mayoyao co-op laptop password is {pw}",
    "Lagawe bank kiosk password {pw}, for Gano only",
    "password of the Baguio warehouse forklift tablet → {pw}",
    "Kiangan museum shop POS password — {pw}",
    "Ticket BHG-2240: Humiwat locked out of the accounting PC, password set back to {pw}",
    "Notion page 'Banaue mill / access': HMI password {pw}",
    "the Sagada guesthouse router admin password is now {pw}",
    "Viber, Pugong: new password for the Baguio shop laptop {pw}",
    "Messenger, Lingayo: Tinoc highland farm logger password {pw}",
    "password ti Viber ni Lakay: {pw}",
    "ti password ti wifi iti balay idiay Kiangan ket {pw}",
    "ang bagong password ng accounting PC: {pw}",
    "password nung printer sa Lagawe: {pw}",
    "pasword nan tablet ad Hapao: {pw}",
    "office computer 密碼係 {pw}",
    "Mylene: ngo ge Octopus app password hai {pw}",
    "서연: 은행 앱 비밀번호는 {pw}",
    "하윤: hasukjip wifi bimilbeonho {pw}",
    "Bugan asked the assistant: please remember that the mill email password is {pw}",
    "request: store this for me, Landbank password {pw}",
    "Jericho: Baguio POS manager password {pw}",
    "Joplin note: Kiangan UPS password {pw}",
    "Logseq: the Batad homestay laptop password {pw}",
    "Baguio boarding house router password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bugan", "dulnuan.t", "tayaban", "pugong", "humiwat", "lingayo", "indayuan", "gano",
          "ayangan", "dinamling", "rosing", "mylene.hk", "jovelyn", "rhea", "marvin", "jericho",
          "jiwoo", "minjun", "seoyeon", "svc-mill", "pos-admin", "kiangan-ops"]  # fmt: skip
_LOGINS = [
    "Viber: the mill PC login is {u} / {pw}",
    "Ticket BHG-2251: {u} locked out of the POS, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Banaue › Mill › Husker HMI: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Baguio NAS | {u} | {pw} |",
    "sign into the Kiangan accounting PC as {u} with {pw}",
    "Sagada router login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: nas-baguio\n  username: {u}\n  password: {pw}",
    "system,login,password\npos-sagada,{u},{pw}",
    "ssh {u}@mill.bulul.lan (password {pw})",
    "Messenger: creds for the dryer HMI are {u} and {pw}",
    "nagan ti agus-usar {u}, password {pw}",
    "username ko {u}, password ko {pw}",
    "username: {u} tapos password: {pw}",
    "username di opisina {u}, pasword {pw}",
    "用戶名 {u}，密碼 {pw}",
    "yung login {u} at password {pw}",
    "아이디 {u} 비밀번호 {pw}",
    "ID {u} / bibeon {pw}",
    "Auntie login is {u}, password {pw} lah",
    "account {u}, pass {pw}, for the Lagawe kiosk",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["hagabi", "bulul", "tinawon", "punnuk", "hudhud", "gamong", "tapuy", "etag",
               "imbayah", "alimuom", "payew", "muyung", "baki", "ulnong", "binakle",
               "kiniing"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, right after it the number {d}",
    "voice note: the guesthouse wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "ti password ket ti balikas a {w}, kalpasanna {d}",
    "ang password ay yung salitang {w}, tapos {d}",
    "pasword: {w}, ot {d}",
    "密碼係 {w} 呢個字，跟住 {d}",
    "비밀번호는 {w} 그리고 숫자 {d}",
    "Auntie say password is {w} then {d} lah",
    "password: {w}{d} — that's the mill PC",
    "{w}{d}, that's what I set for the router",
    "type {w} then {d}; that's the admin password",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "scrypt enc --passphrase env:X in.tar out.tar.enc  # X='{pw}'",
    "kpcli --kdb mill.kdbx --pwfile <(echo '{pw}')",
    "ncat --proxy proxy.bulul.lan:3128 --proxy-auth {u}:{pw} mill.bulul.lan 22",
    "sqlldr userid={u}/{pw}@MILLDB control=harvest.ctl",
    "expdp {u}/{pw}@MILLDB schemas=RICE directory=DP dumpfile=rice.dmp",
    "apptainer remote login --username {u} --password '{pw}' oras://registry.bulul.lan",
    "swift -A https://swift.bulul.lan/auth/v1.0 -U mill:{u} -K '{pw}' list",
    "Connect-VIServer -Server vc.bulul.lan -User {u} -Password '{pw}'",
    "hdiutil attach ledger.dmg -passphrase '{pw}'",
    "xe -s xen.bulul.lan -u {u} -pw '{pw}' vm-list",
    "manage-bde -unlock E: -Password '{pw}'",
    "bupstash init --repository ssh://{u}@backup.bulul.lan/repo  # passphrase '{pw}'",
    "GOVC_USERNAME={u} GOVC_PASSWORD='{pw}' govc ls /Kiangan",
    "streamlink --http-proxy http://{u}:{pw}@proxy.bulul.lan:3128 https://live.example/b best",
    "Invoke-Sqlcmd -ServerInstance sql.bulul.lan -Username {u} -Password '{pw}' -Query 'select 1'",
    "New-LocalUser -Name {u} -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "echo '{pw}' | runas /user:BULUL\\{u} cmd",
    "rar a -hp'{pw}' payroll-2032.rar payroll/",
    "unzip -P '{pw}' harvest-ledger.zip",
    "mysql -h db.bulul.lan -u {u} -p'{pw}' rice",
    "psql 'postgresql://{u}:{pw}@pg.bulul.lan/mill'",
    "redis-cli -h cache.bulul.lan -a '{pw}' ping",
    "sshpass -p '{pw}' ssh {u}@mill.bulul.lan",
    "curl -u {u}:{pw} https://nas.bulul.lan/api/v1/shares",
    "smbclient //nas.bulul.lan/ledger -U {u}%{pw}",
    "docker login registry.bulul.lan -u {u} -p '{pw}'",
    "7z a -p'{pw}' hudhud-recordings.7z recordings/",
    "openssl enc -aes-256-cbc -in price-list.csv -out p.enc -pass pass:{pw}",
    "lftp -u {u},{pw} ftp.bulul.lan",
    "ldapsearch -H ldap://dc.bulul.lan -D 'cn={u},dc=bulul' -w '{pw}' '(uid=*)'",
    "sqlcmd -S sql.bulul.lan -U {u} -P '{pw}' -Q 'select 1'",
    "ipmitool -I lanplus -H bmc.bulul.lan -U {u} -P '{pw}' power status",
    "keytool -list -keystore pos.jks -storepass '{pw}'",
    "mosquitto_pub -h mqtt.bulul.lan -u {u} -P '{pw}' -t dryer/temp -m 41",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "rhea@kiangan-nuc:~$ {c}", "Termux on Bugan's phone: {c}",
    "Viber, Dulnuan pasted: {c}", "ti command nga inusar ko: {c}", "ito yung command: {c}",
    "내가 친 명령어: {c}", "我打咗呢個指令：{c}", "command ad Banaue: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.bulul.lan:5432/mill",
    "mysql://{u}:{pw}@db.bulul.lan:3306/pos",
    "mongodb+srv://{u}:{pw}@cluster0.bululhighland.example/orders",
    "amqp://{u}:{pw}@mq.bulul.lan:5672/harvest",
    "redis://{u}:{pw}@cache.bulul.lan:6379/0",
    "sftp://{u}:{pw}@files.bululhighland.example:2222/invoices/",
    "ftp://{u}:{pw}@ftp.bulul.lan/price-lists/",
    "jdbc:postgresql://pg.bulul.lan:5432/mill?user={u}&password={pw}",
    "Server=sql.bulul.lan;Database=Ledger;User Id={u};Password={pw};",
    "mssql+pyodbc://{u}:{pw}@sql.bulul.lan/Ledger?driver=ODBC+Driver+18",
    "rtsp://{u}:{pw}@cam-sagada.bulul.lan:554/stream1",
    "clickhouse://{u}:{pw}@ch.bulul.lan:9000/sales",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "ti connection string: {c}",
    "yung DB URL: {c}", "連接字串係 {c}", "DB 주소: {c}", "Ticket BHG-2260: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bulul-highland", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000,
                  "scope": "orders:read stock:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("BululPay", "BULULPAY_SECRET_KEY", _j("blp_live_", (ALNUM, 32))),
    ("HudhudSMS", "HUDHUDSMS_TOKEN", _j("hhs.", (URLSAFE, 40))),
    ("TapuyCloud", "TAPUYCLOUD_API_KEY", _j("tpc-", (LOWER_DIGITS, 36))),
    ("TerraceTrack", "TERRACETRACK_KEY", _j("trt_", (ALNUM, 30))),
    ("GamongShop", "GAMONGSHOP_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("PunnukMail", "PUNNUKMAIL_API_KEY", _j("pnk-", (HEX, 40))),
    ("BatadID", "BATADID_ACCESS_TOKEN", _vendor_jwt("https://id.batad.example")),
    ("PayMongo", "PAYMONGO_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("Xendit", "XENDIT_SECRET_KEY", _j("xnd_production_", (ALNUM, 40))),
    ("Dragonpay", "DRAGONPAY_PASSWORD", _j((ALNUM, 20))),
    ("Paynamics", "PAYNAMICS_MERCHANT_KEY", _j((UPPER_HEX, 32))),
    ("Magpie", "MAGPIE_SECRET_KEY", _j("sk_live_", (HEX, 32))),
    ("Itexmo", "ITEXMO_API_CODE", _j("TR-", (UPPER_DIGITS, 20))),
    ("Lalamove", "LALAMOVE_API_SECRET", _j("sk_prod_", (B64, 40))),
    ("Lazada", "LAZADA_APP_SECRET", _j((ALNUM, 32))),
    ("Coins.ph", "COINSPH_API_SECRET", _j((ALNUM, 64))),
    ("PDAX", "PDAX_API_SECRET", _j((HEX, 64))),
    ("Salarium", "SALARIUM_API_TOKEN", _j((URLSAFE, 48))),
    ("JuanHR", "JUANHR_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Mober", "MOBER_API_KEY", _j((HEX, 40))),
    ("Transportify", "TRANSPORTIFY_API_KEY", _j((ALNUM, 40))),
    ("Ninja Van", "NINJAVAN_CLIENT_SECRET", _j((HEX, 32))),
    ("Entrego", "ENTREGO_API_TOKEN", _j((B64, 43), "=")),
    ("WorldRemit", "WORLDREMIT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Carousell", "CAROUSELL_API_KEY", _j((ALNUM, 36))),
    ("HKTVmall", "HKTVMALL_APP_SECRET", _j((HEX, 32))),
    ("Foodpanda", "FOODPANDA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Daangn", "DAANGN_API_KEY", _j((ALNUM, 40))),
    ("Brankas", "BRANKAS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("ECPay", "ECPAY_HASH_KEY", _j((ALNUM, 16))),
    ("Cebuana", "CEBUANA_PARTNER_SECRET", _j((UPPER_DIGITS, 32))),
    ("M Lhuillier", "MLHUILLIER_API_KEY", _j((HEX, 48))),
    ("BillEase", "BILLEASE_SECRET", _j((ALNUM, 48))),
    ("Tonik", "TONIK_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Seabank", "SEABANK_OPEN_API_KEY", _j((B64, 60))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "fly secrets set {env}={tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "Bulul ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Ticket BHG-2277: {vendor} integration broken, current key {tok}",
    "Viber, Rhea: {vendor} key for the web shop: {tok}",
    "please keep my {vendor} API key: {tok}",
    "ti API key ti {vendor} ket {tok}",
    "yung API key ng {vendor}: {tok}",
    "{vendor} 嘅 API key 係 {tok}",
    "{vendor} API 키: {tok}",
    "API key di {vendor} ad opisina: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    github = "ghp_" + _r(rng, ALNUM, 36)
    slack = f"xoxb-{_r(rng, D, 12)}-{_r(rng, D, 13)}-{_r(rng, ALNUM, 24)}"
    stripe = "sk_live_" + _r(rng, ALNUM, 99)
    openai = "sk-proj-" + _r(rng, URLSAFE, 100)
    anthropic = "sk-ant-api03-" + _r(rng, URLSAFE, 93) + "AA"
    aws = "AKIA" + _r(rng, UPPER_DIGITS, 16)
    telegram = f"{rng.randrange(10**9, 10**10)}:AA{_r(rng, URLSAFE, 33)}"
    hf = "hf_" + _r(rng, ALNUM, 34)
    google = "AIza" + _r(rng, URLSAFE, 35)
    gitlab = "glpat-" + _r(rng, URLSAFE, 20)
    return [
        Sample("vendor_token", f"git remote set-url origin https://r:{github}@gh.io/b", github),
        Sample("vendor_token", f"SLACK_BOT_TOKEN={slack}  # Sagada café orders bot", slack),
        Sample("vendor_token", f"ti Stripe key ti web shop ket {stripe}", stripe),
        Sample("vendor_token", f"client = OpenAI(api_key=\"{openai}\")  # transcriber", openai),
        Sample("vendor_token", f"yung Anthropic key para sa chatbot: {anthropic}", anthropic),
        Sample("vendor_token", f"aws configure set aws_access_key_id {aws}", aws),
        Sample("vendor_token", f"Telegram bot ng guesthouse: {telegram}", telegram),
        Sample("vendor_token", f"huggingface-cli login --token {hf}", hf),
        Sample("vendor_token", f"Maps key 係 {google}", google),
        Sample("vendor_token", f"GitLab 토큰: {gitlab}", gitlab),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows it once, so here:\n{t}", "yung token: {t}",
                "呢個 token：{t}", "{t}\n^ bago, patay na yung luma"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the Batad soil sensor BT-04: {h}": 32,
    "HMAC secret for the BululPay webhook: {h}": 64,
    "encryption key of the mill backup: {h}": 64,
    "ti encryption key ti backup: {h}": 64,
    "yung AES key ng POS export: {h}": 32,
    "備份加密金鑰：{h}": 64,
    "백업 암호화 키: {h}": 48,
    "pre-shared key of the Kiangan–Baguio IPsec tunnel (hex): {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket BHG-2290: token copied from the browser's network tab {t}",
    "Cookie: lang=fil; bhg_session={t}",
    "SHOP_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ti token ket {t}",
    "token 係 {t}",
    "토큰: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@bululhighland.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.bululhighland.example/realms/shop", "azp": "pos"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the mill server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.bululhighland.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SHOP_SIGNING_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_mill <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "ti private key ti server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "yung private key ng VPN:\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAB"
                                      "FwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA",
               "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Sparrow wallet backup, copying it before I burn the card: {p}": "english",
    "recovery phrase of the old tapuy-fund wallet\n{p}": "english",
    "voice note: the wallet recovery words are {p} and that's all": "english",
    "ti seed phrase ti wallet ko: {p}": "english",
    "yung seed phrase ng Coins.ph wallet ko: {p}": "english",
    "Auntie wallet recovery words: {p}": "english",
    "지갑 복구 문구: {p}": "korean",
    "하숙생 지우의 시드 구문: {p}": "korean",
    "錢包助記詞：{p}": "chinese_traditional",
    "钱包助记词：{p}": "chinese_simplified",
    "frase de recuperación: {p}": "spanish",
    "ウォレットの復元フレーズ：{p}": "japanese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket BHG-2301: pay the dryer repair with card {c}",
    "ti numero ti kard ko: {c}, {mm}/{yy}",
    "card number ko: {c} exp {mm}/{yy}",
    "numero di kard: {c}",
    "我張卡號碼：{c}，{mm}/{yy}",
    "카드 번호: {c} 유효기간 {mm}/{yy}",
    "Auntie card number is {c}, expiry {mm}/{yy} lah",
    "Viber, Rhea: company card for the Lazada order {c} {mm}/{yy}",
    "yung card na gamit sa Lalamove: {c}",
    "card for the Baguio supplier: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "jcb", "unionpay", "discover", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/35, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, the four digits on the front: {cvv}",
               "ti tallo a numero iti likud ti kard: {cvv}",
               "yung CVV sa likod ng card: {cvv}",
               "卡背面三個字：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"ST": "n" * 21, "AD": "n" * 8 + "c" * 12, "XK": "n" * 16, "TL": "n" * 19,
                "VG": "aaaa" + "n" * 16, "MC": "n" * 10 + "c" * 11 + "nn", "PS": "aaaa" + "c" * 21,
                "SO": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BHG-2032-118: pay the weaving looms to {i} within 30 days",
    "save the importer's IBAN: {i}",
    "IBAN: {i}\nReference: tinawon lot 12",
    "Viber #treasury: the buyer's new bank details, IBAN {i}",
    "ti IBAN ti buyer: {i}",
    "yung IBAN ng supplier: {i}",
    "IBAN 係 {i}",
    "IBAN 번호: {i}",
    "IBAN di buyer: {i}",
    "Auntie employer IBAN {i}",
    "IBAN for the Monaco gallery selling the bulul carvings: {i}",
    "keep this IBAN for me: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(0, 8):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return born + h.choice("34") + _r(h, D, 6)

    number = v.until(g, make, kr_rrn.is_valid)
    return f"{number[:6]}-{number[6:]}"


def _brn(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 9), kr_brn.is_valid)
    return f"{number[:3]}-{number[3:5]}-{number[5:]}"


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(1970, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return "440304" + born + _r(h, D, 3) + h.choice(D + "X")

    return v.until(g, make, cn_ric.is_valid)


def _tfn(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 9), au_tfn.is_valid)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def _ird(g: random.Random) -> str:
    number = v.until(g, lambda h: "1" + _r(h, D, 8), nz_ird.is_valid)
    return f"{number[:3]}-{number[3:6]}-{number[6:]}"


def _sin(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), ca_sin.is_valid)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def _itin(g: random.Random) -> str:
    number = v.until(g, lambda h: "9" + _r(h, D, 2) + "7" + _r(h, D, 5), us_itin.is_valid)
    return f"{number[:3]}-{number[3:5]}-{number[5:]}"


def _nric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(70, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return born + h.choice(["10", "14", "08"]) + _r(h, D, 4)

    number = v.until(g, make, my_nric.is_valid)
    return f"{number[:6]}-{number[6:8]}-{number[8:]}"


def _philsys(g: random.Random) -> str:
    """A PhilSys number: sixteen digits in groups of four, no public check."""
    return "-".join(_r(g, D, 4) for _ in range(4))


def _ph_tin(g: random.Random) -> str:
    return f"{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 3)}-000"


def _sss(g: random.Random) -> str:
    return f"{g.choice(['01', '02', '33', '34'])}-{_r(g, D, 7)}-{_r(g, D, 1)}"


def _umid(g: random.Random) -> str:
    return f"CRN-{_r(g, D, 4)}-{_r(g, D, 7)}-{_r(g, D, 1)}"


def _ph_passport(g: random.Random) -> str:
    return g.choice("PE") + _r(g, D, 7) + g.choice(UPPER)


def _hkid(g: random.Random) -> str:
    return f"{g.choice(UPPER)}{_r(g, D, 6)}({g.choice(D + 'A')})"


_ID_PLACES: dict[str, Maker] = {
    "주민등록번호: {s}": _rrn,
    "지우 주민번호 {s}, 아무한테도 말하지 마": _rrn,
    "사업자등록번호 of the Seoul tea shop that buys our tapuy: {s}": _brn,
    "Tita Mylene's employer's 居民身份證號碼: {s}": _ric,
    "Jericho's Australian TFN for the tax return: {s}": _tfn,
    "ti TFN ni Manong idiay Australia: {s}": _tfn,
    "IRD number of Dinamling in Auckland: {s}": _ird,
    "yung SIN ni Tita sa Canada: {s}": _sin,
    "Social Insurance Number ni Ate Jovelyn: {s}": _sin,
    "ITIN of Lingayo in California: {s}": _itin,
    "Malaysian NRIC of the Penang buyer's director: {s}": _nric,
    "ti PhilSys number ko: {s}": _philsys,
    "TIN ng Bulul Highland Goods: {s}": _ph_tin,
    "SSS number ni Bugan: {s}": _sss,
    "UMID ko: {s}": _umid,
    "passport number ko: {s}": _ph_passport,
    "Auntie HKID is {s}, don't tell anybody": _hkid,
    "身份證號碼係 {s}": _hkid,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Xendit 2FA recovery codes\n{codes}",
            "backup codes for the shop's Google account: {codes}",
            "ti backup codes ti 2FA: {codes}", "yung backup codes ng PayMongo:\n{codes}",
            "2FA 後備碼：\n{codes}", "2FA 백업 코드: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Xendit:rhea@bululhighland.example?secret={s}&issuer=Xendit",
              "setup key for the PDAX 2FA: {s}",
              "ti TOTP secret ti PayMongo: {s}",
              "2FA 設定金鑰：{s}",
              "2FA 설정 키: {s}"]  # fmt: skip
_CODES = ["{c} is your GCash verification code", "Your Maya OTP is {c}. Do not share it.",
          "ti OTP ko ket {c}", "OTP ko: {c}, pakibilis", "【HSBC HK】驗證碼 {c}，5分鐘內有效",
          "인증번호 [{c}] 를 입력하세요", "read me the code — it's {c}",
          "verification code: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Bulul-Office", "BHG-Mill-5G", "Sagada-Cafe-Guest", "PLDT-Kiangan-2G", "Globe_Banaue",
          "Converge_Baguio_5G", "Hapao-Weavers", "Batad-Homestay", "Hasukjip-Baguio"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "mill network {s}, password {pw}",
    "wifi at the Sagada café: {s} / {pw}",
    "ti password ti wifi {s} ket {pw}",
    "yung wifi {s}, password {pw}",
    "pasword di wifi {s} ad Kiangan: {pw}",
    "{s} wifi 密碼係 {pw}",
    "와이파이 {s} 비번 {pw}",
    "hasukjip wifi {s} bibeon {pw}",
    "Auntie flat wifi {s} password {pw} lah",
    "the key printed under the Converge box: {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "guesthouse network {s} uses {pw}",
    "wifi {s}?\nRhea: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("blp_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("trt_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Viber call] {t}",
          "isa-isa: {t}", "一個一個字讀：{t}", "불러줄게: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["gate code of the Banaue mill: {pw}", "ti code ti padlock ti bodega: {pw}",
          "code ng padlock sa bodega: {pw}", "code di padlock ad Hapao: {pw}",
          "倉庫門鎖密碼：{pw}", "하숙집 현관 비밀번호 {pw}#", "the Sagada café alarm code is {pw}",
          "ATM PIN ko: {pw}", "my bank card PIN is {pw}", "Auntie ATM PIN {pw} lah"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = list(_SAID_WORDS)
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "VeraCrypt volume passphrase: {p}": "-", "KeePassXC database passphrase: {p}": ".",
            "ti passphrase ti backup: {p}": " ", "yung passphrase ng backup: {p}": "_",
            "備份密碼句：{p}": " ", "백업 암호 문구: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Insomnia request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Bruno request: Authorization: Bearer {v}": False,
    "ti header: Authorization: Bearer {v}": False,
    "yung header: Authorization: Basic {v}": True,
    "Hoppscotch export: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "wp-config.php:\ndefine('DB_USER', 'shop');\ndefine('DB_PASSWORD', '{pw}');",
    ".env:\nDB_USERNAME=pos\nDB_PASSWORD={pw}",
    "application.properties:\nspring.datasource.username=mill\nspring.datasource.password={pw}",
    "config.yaml:\ndatabase:\n  user: ledger\n  password: {pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'shop', 'PASSWORD': '{pw}'}}}}",
    "/etc/msmtprc:\naccount default\nuser orders@bululhighland.example\npassword {pw}",
    "smb.conf note: ledger share user ledger password {pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "docker-compose.yml:\n      POSTGRES_PASSWORD: {pw}",
    "~/.my.cnf:\n[client]\nuser=mill\npassword={pw}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"pos\", \"Password\": \"{pw}\"}}}}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"BHG-Mill-5G\"\n  psk=\"{pw}\"\n}}",
    "rclone.conf:\n[nas]\ntype = sftp\nhost = nas.bulul.lan\npass = {pw}",
    "grafana.ini:\n[security]\nadmin_password = {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "keepalived.conf:\nauthentication {{\n  auth_type PASS\n  auth_pass {pw}\n}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Bugan: wifi password ti opisina?\nRhea: {pw}",
    "[06:12] marvin: root pw for the mill server?\n[06:13] dulnuan: {pw}",
    "Jovelyn: {pw} is the new POS admin password",
    "Pugong: use {pw}, that's what the NAS has now",
    "Rosing: baro a password: {pw}",
    "Jericho: bagong password na {pw}",
    "Gano: bagu an pasword {pw}",
    "Mylene: 新密碼係 {pw}",
    "Mylene: new password is {pw} lah",
    "지우: 새 비밀번호 {pw}",
    "Minjun: sae bimilbeonho {pw}",
    "Humiwat: password ng guesthouse laptop?\nLingayo: {pw}",
    "Seoyeon: 비번 뭐예요?\nRhea: {pw}",
    "Indayuan: ania ti password ti router?\nAyangan: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 26), (_spelled, 14), (_cli, 34), (_urls, 12), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 18), (_backups, 6), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 14),
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


def _one_code(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


def _mc_grouped(g: random.Random) -> str:
    return v.grouped(v.card(g, "mastercard"), " ", g)


_pp = _plain_pw


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the mill HMI password is": "{s}", "POS service pw:": "{s} (since the March reinstall)",
    "ti password ket": "{s}", "yung password ng NAS ay": "{s}\npalitan pagkatapos ng ani",
    "密碼係": "{s}", "비밀번호는": "{s}", "pasword di laptop:": "{s}",
    "Auntie password is": "{s} lah",
    "the password Bugan read out over the radio was": "{s}, I think",
    "bagong pw:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "TapuyCloud API key", "{s}", _j("tpc-", (LOWER_DIGITS, 36))),
    ("split_token", "PayMongo key:", "{s} (web shop)", _j("sk_live_", (ALNUM, 24))),
    ("split_token", "Brankas client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "XK"))),
    ("split_backup", "Xendit recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", _one_code),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "주민등록번호", "{s}", _rrn),
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
    '{"mill": {"url": "https://hmi.bulul.lan", "admin_password": "{s}"}}': ("meta_password", _pp),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "rhea", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"pos": [{"name": "pos-a"}, {"name": "b", "web_password": "{s}"}]}': ("meta_password", _pp),
    '{"argv": ["mysql", "-h", "db.bulul.lan", "--password", "{s}"]}': ("meta_password", _pp),
    '{"note": "屋企 wifi 密碼係 {s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "ti password ti laptop ket {s}"}': ("meta_password", _plain_pw),
    '{"paymongo": {"secret_key": "{s}"}}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"xenditKey": "{s}"}': ("meta_token", _j("xnd_production_", (ALNUM, 40))),
    '{"ninjavan_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", _mc_grouped),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "ST")),
    '{"boarder": {"rrn": "{s}"}}': ("meta_id", _rrn),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", _one_code),
    '{"tapuy_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "BHG-Mill-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dryer-hmi-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bulul/shop-api:1.9").hexdigest()
_COMMIT = hashlib.sha1(b"shop: add tinawon lot field", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert receipt layout", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"harvest_2032-06-30.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the mill HMI password before the inspection on 2032-08-11.",
    "Bugan asked for the office wifi password; it's on the card in the cashier's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `PAYMONGO_SECRET_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_XENDIT_KEY> in the README with the key from your Xendit dashboard.",
    "XENDIT_SECRET_KEY and NINJAVAN_CLIENT_SECRET must be set before the nightly order sync.",
    "Dika ibaga ti password mo iti siasinoman.",
    "Wag mong ibigay ang password mo kahit kanino, ha.",
    "Adi yu ibaga nan pasword yu.",
    "唔好將密碼話俾人知。",
    "비밀번호는 아무한테도 알려주지 마세요.",
    "Auntie say never give your password to anybody lah.",
    "Ti password ket masapul a saan a kababaan ti 14 a karakter.",
    "Kailangan ng password na may 14 na characters pataas.",
    "Upgraded the dryer HMI firmware from 2.6 to 2.7.0 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the tinawon lot field.",
    f"Rolled back to {_SHORT} after the receipt layout broke the POS printout.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The dryer HMI firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The shop API container runs ghcr.io/bulul/shop-api@sha256:{_IMAGE}.",
    f"MD5 of harvest_2032-06-30.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9a1c2e-7b4d-4e8a-9c61-0d2b5e7f8a14 is the slow one in the shop logs.",
    "Order BHG-SO-2032-00418 for 40 sacks of tinawon rice ships on Thursday.",
    "Ticket BHG-2311: the Banaue mill dryer alarm keeps tripping at night.",
    "Call the Sagada café on +63 74 600 1234 before noon.",
    "The Baguio shop's landline is (074) 442-0187; the Kiangan office is (074) 382-2211.",
    "A 25 kg sack of tinawon costs PHP 2,450; a bottle of tapuy is PHP 380.",
    "The Lalamove booking BK-77314 arrives at the Baguio warehouse at 14:30.",
    "Receipt OR No. 004517, 3 gamong blankets, total PHP 8,700.00.",
    "After five wrong passwords the POS locks the cashier for 20 minutes.",
    "The Batad terraces are about 2,000 years old by the local telling; the hike takes 45 minutes.",
    "The secret of good tapuy is the yeast cake, the bubod.",
    "Ask Rhea for the bodega padlock code, I don't have it.",
    "My card ending 7733 was declined at the Session Road hardware store.",
    "The Monaco gallery wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Xendit account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `PAYMONGO_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the Hapao shed rusts in the rainy season; oil it every month.",
    "PayMongo moved the API keys page under Developers in its May release.",
    "ISBN 978-971-550-123-4 is the Hudhud book on the shop shelf.",
    "The guest wifi 'Sagada-Cafe-Guest' is open, no password needed.",
    "Lot TIN-2032-BAN-0311, 60 kg, moisture 13.1 %; milled on 2032-06-30.",
    "Jeepney fare from Lagawe to Kiangan is PHP 40; the bus to Baguio leaves at 07:00.",
    "ti OTP ket madanon iti SMS; saan mo nga ibaga iti siasinoman.",
    "Ang OTP ay ipapadala sa SMS, huwag ibigay kahit kanino.",
    "驗證碼會用 SMS send 俾你，唔好俾人。",
    "인증번호는 문자로 보내드립니다.",
    "Version 4.2.1 of the POS app fixes the receipt printer bug.",
    "The Imbayah festival in Banaue runs from April 24 to 27 this year.",
    "Room 3 of the Sagada guesthouse is PHP 1,200 a night, breakfast included.",
    "Set the TOTP step to 30 seconds and 6 digits in the admin settings.",
    "Gate opens at 06:00 and closes at 21:00; the mill runs two shifts.",
    "The token bucket allows 100 requests per minute to the shop API.",
    "Reset your password from the login page; the link expires in 30 minutes.",
    "Tracking number NV-PH-2032-884120 for the Manila order, via Ninja Van.",
    "GCash reference no. 9012 345 678901 for the PHP 2,450 payment.",
    "The Korean boarders pay rent on the 5th; Jiwoo's room is number 2.",
    "Tita Mylene's flight from Hong Kong lands at 16:45, CX 907.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/shop/paymongo", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "BHG-2311", "order": "BHG-SO-2032-00418"}',
    '{"lot": {"id": "TIN-2032-BAN-0311", "weight_kg": 60, "moisture_pct": 13.1}}',
    '{"phone": "+63 74 600 1234", "city": "Sagada"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "sacks_in_stock": 1284}',
    '{"tracking": "NV-PH-2032-884120", "carrier": "Ninja Van", "eta": "2032-07-02"}',
    '{"price_php": 2450, "item": "tinawon rice 25 kg", "receipt": "OR-004517"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
