# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-ninth's
docstring, the fifth to three-hundred-and-forty-ninth only through grep -l / grep -c counts
(languages, wordings, tools, vendors, id kinds and IBAN countries already used), the sample types,
the value helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round
or concurrent corpora (350, 351, 353), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (352_771_093), password words (a
Turkistan-region place, a crop or a dish and a number, `MaqtaKentau57!`; dot-joined dishes with a
year, `samsa.tandyr.1994`; leet `Sh1mk3nt`; a name, a year and a place; a generator's dashed
groups; `JibekJoly` with a number; random runs).

The fictional company is Qaratau Jibek Logistics LLP (a cotton and dried-fruit warehouse in
Shymkent, a cold store in Saryagash by the Uzbek border, a depot in Kentau and a sales office in
Turkistan), with Kazakh and Russian-speaking staff, Uzbek neighbours in Saryagash, a Turkish
construction partner (Kayseri), Koryo-saram relatives (Ushtobe, Ansan) and a Dungan trader family
(Masanchi, Sortobe); every company, person, address, domain (`qjl.lan`, `qaratau-jibek.example`,
`qjl.example`), account and number is invented, only the region is real. Texts: WhatsApp-,
Telegram-, Aitu- and KakaoTalk-style chats, voice-note transcripts, tickets, notes, runbooks,
shell prompts, config and env files and requests to the assistant; separators: a colon, `=`, `→`,
`—`, `-`, `is`, `сы`, `бұл`, `bu`, `dir`, `는`, `은`, a table cell, a new line and none.

Grep counts (heldouts 5 to 349 naming each, grep -l): none for Shymkent, Turkistan, Kentau,
Saryagash, Sairam, Qaratau, Arbuz, Bank RBK, Eubank, Wipon, Dastarkhan, Pararam, NCloud,
`qupiya soz`, teamcity, `tf login`, `openvpn --askpass`, `pod trunk`, `hive -p`, zeppelin;
one to three for Dungan (3), Webkassa, Onay, Freedom Pay, Kcell, Yango, Netgsm, Getir, Kazpost,
MoySklad, Paynet, Oson, Apelsin, Multicard, Alif, Soliq, eGov, Channel Talk, Naver Works,
Logo Tiger, `svn --password`, `trino --password`, redash, `flower --basic_auth`, verdaccio,
`dart pub`, `p4 -P`, `gh auth`, `wg set`, `oci setup`, `gem push`, devpi, dagster; four to nine for
Koryo (6), Kaspi (7), Halyk, Kolesa, Jusan, CloudPayments, 2GIS, inDrive, Aitu, amoCRM,
clickhouse-benchmark, `airflow users create`, `aws configure set`, `vault kv put`,
ansible-vault, jenkins-cli, `rancher login`, mclient, greptime, databend, starrocks, kylin,
dgraph, orientdb, edgedb, `cargo login`, `hatch publish`, `composer config`, `jf c add`,
`hg clone`, `influx -username`, `wget --ftp-password`; more for Uzbek (11), Kazakh (38), `parol`
(129) and `şifre` (57), which the languages need.

About half of the secret samples are not in English: Kazakh in Cyrillic as texted (`құпия сөз`,
`құпиясөзі`, `API кілті`, `растау коды`, `резервтік кодтар`), Kazakh in Latin texting (`qupiya
soz`, `paroli`, `kilti`, `wifi paroli`), the Uzbek of the Saryagash neighbours (`parol`,
`paroli`, `maxfiy so'z`, `API kaliti`, `tasdiqlash kodi`, `zaxira kodlari`), Russian as texted
(`пароль от вайфая`, `пасс`, `логин/пароль`, `kod podtverzhdeniya`), the Turkish of the
construction partner (`şifre`, `parola`, `yedek kodlar`, `doğrulama kodu`, `TC kimlik no` and
the words for an API key and a card number), the Korean of the Koryo-saram relatives
(`비밀번호`, `비번`, `인증번호`, `API 키`, `주민등록번호`, `복구 구문`) and the Dungan of the
trader family in Cyrillic (`мима`, `мима сы`, `API ки`, `шенфынжынхо`). Russian, Turkish and
Korean are ordinary usage; the author's guesses, checked by no speaker, are every Dungan wording
(`мима сы`, `вэйфэй мима`, `API ки`, `жў щё`, `шенфынжынхо`, `жы зы`, `хулян`), the Kazakh
Latin texting spellings (`qupiya soz`, `kilti`, `rezervtik kodtar`), the Uzbek compounds
(`ikki bosqichli kalit`, `bir martalik kod`) and the Kazakh Cyrillic compounds (`резервтік
кодтар`, `екі сатылы кілт`).

Vendors: invented ones (ShymPay `shp_sk_`, Ordabasy Telematics `otl-`, Saryagash SMS `sgsms_`,
KentauCloud `kc.`, TurkistanGIS `tgis_`, JibekRoute `jbr_live_`; shapes guessed) and Kazakh,
Uzbek, Turkish and Korean ones with guessed shapes (Kaspi Pay, Halyk ePay, Freedom Pay, Jusan,
CloudPayments, Webkassa, Wipon, Arbuz, Kazpost, 2GIS, Kolesa, Onay, Yango, Kcell, Aitu Business,
MoySklad, amoCRM, Paynet, Oson, Apelsin, Multicard, Alif, Soliq, Netgsm, Getir, Logo Tiger, Paraşüt,
NCloud, Naver Works, Channel Talk); the JWTs are well-formed.

Ids: Turkey's T.C. kimlik no and VKN (`tr.tckimlik`, `tr.vkn`), Korea's resident registration and
business numbers (`kr.rrn`, `kr.brn`), China's resident id (`cn.ric`, the Dungan relatives'),
Russia's INN (`ru.inn`), each drawn until its python-stdnum module validates it (Kazakhstan's
ИИН/ЖСН and Uzbekistan's ids have no python-stdnum module, so none are planted). Cards pass Luhn
(`stdnum.luhn`; Visa, Mastercard, Humo `9860`, UzCard `8600`, Troy `9792`, UnionPay `62`);
IBANs of Sweden, Bosnia, Cyprus, Croatia, Israel, Liechtenstein and Luxembourg (least used by a
rough grep count) and Kazakhstan, checked with `stdnum.iban`; seed phrases from mnemonic's
English, Korean and simplified Chinese lists (its Turkish list failed its own check here, so
none), checked with `Mnemonic(lang).check`.
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
from collections.abc import Callable

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.cn import ric as cn_ric
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 352_771_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]


def _sub(template: str, fields: dict[str, str]) -> str:
    """``template`` with each ``{name}`` replaced (other braces stay as written)."""
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples: each template (every one before any repeats) with a fresh ``{pw}``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            fields = {"pw": secret} | {k: rng.choice(p) for k, p in pools.items()}
            out.append(Sample(cls, _sub(template, fields), secret))
        return out

    return take


_PLACES = ["Shymkent", "Turkistan", "Kentau", "Saryagash", "Sairam", "Ordabasy", "Tolebi",
           "Lenger", "Arys", "Shardara", "Otrar", "Sauran", "Karatau", "Badam", "Keles",
           "Zhetysai", "Maktaaral", "Sozak"]  # fmt: skip
_WORDS = ["Maqta", "Samsa", "Tandyr", "Shubat", "Qymyz", "Kazy", "Jibek", "Kerwen", "Baursak",
          "Lagman", "Kurt", "Oramal", "Dombra", "Tulpar", "Shapan", "Ayran", "Uryuk", "Kishmish",
          "Arba", "Saksaul"]  # fmt: skip
_NAMES = ["Nurlan", "Aigerim", "Yerlan", "Dana", "Bakhyt", "Gulnara", "Askar", "Zhanar",
          "Dilshod", "Shahnoza", "Otabek", "Sergei", "Olga", "Emre", "Selin", "Mehmet", "Vitaly",
          "Marina", "Anna", "Yusup", "Aisha", "Mansur", "Saule", "Timur"]  # fmt: skip
_SYM = "!#$%&*?@+=^"
_LEET = ["Sh1mk3nt", "T4ndyr", "M4qt4", "K3nt4u", "S4ry4g4sh", "J1b3k", "B4ur$ak", "Tur4n"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 2)) + f".{g.randrange(1960, 2031)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2012)}{g.choice(_SYM)}"
    + g.choice(_PLACES),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2035)) + g.choice(_SYM),
    lambda g: f"JibekJoly{g.randrange(10, 1000)}{g.choice(_SYM)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_WORDS).lower()}_{g.randrange(1960, 2035)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM) + _r(g, LOWER, 2),
    _manager,
    lambda g: f"{g.choice(_WORDS).upper()}{g.choice(_SYM)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_NAMES)}Qjl{g.choice(_WORDS)}{g.randrange(2, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_USERS = ["nurlan.s", "aigerim", "yerlan.b", "dana.k", "bakhyt", "gulnara.t", "askar", "zhanar",
          "dilshod", "shahnoza.r", "otabek", "sergei.v", "olga", "emre.y", "selin", "mehmet.k",
          "vitaly.kim", "marina.pak", "anna.tsoy", "yusup", "aisha.kh", "svc-wms", "coldstore",
          "depot-kentau"]  # fmt: skip

_SAID = [
    "WhatsApp, Nurlan: the Shymkent warehouse WMS admin password is {pw}",
    "Telegram group 'QJL склад': Zebra printer web password {pw}",
    "Aitu chat from Aigerim: the Saryagash cold store controller password {pw}",
    "Pararam thread 'Kentau depot': gate PC password is {pw}",
    "Bitrix-style task #5512: reset the Turkistan office NAS, old password {pw}",
    "ticket QJL-2087: the weighbridge terminal in Arys rejects password {pw}",
    "note to self: Hikvision NVR at the cotton yard, admin password {pw}",
    "runbook, cold store:\n1. open the Danfoss panel\n2. user service\n3. password {pw}",
    "voice note, transcribed: uh the password for the tachograph portal is {pw} okay",
    "hey assistant, please remember my 1C server password: {pw}",
    "can you keep this safe: Wipon account password {pw}",
    "Dastarkhan canteen tablet password → {pw}",
    "incident 2033-03-02: the Sairam solar inverter was open with password {pw}",
    "Hi Dana,\nthe new router password in Turkistan is {pw}\nDelete this after reading.\nAskar",
    "Channel Talk note: our Webkassa login password is {pw}",
    "README (Kentau depot rack): the UPS web UI password is `{pw}`",
    "Naver Works memo: office printer admin password - {pw}",
    "my Kaspi business cabinet password is {pw} now",
    "the Halyk homebank password became {pw} after the reset",
    "quick one: Jusan business password = {pw}",
    "құпия сөз: {pw}",
    "Шымкент қоймасының компьютер құпиясөзі {pw}",
    "Нұрлан: жаңа құпия сөз {pw}, ешкімге айтпа",
    "роутердің құпия сөзі — {pw}",
    "Сарыағаш тоңазытқышының паролі: {pw}",
    "Кентаудағы серверге кіру құпиясөзі {pw}",
    "qupiya soz: {pw}",
    "komp paroli {pw}, eshkimge aitpa",
    "Aigerim: jana qupiya soz {pw}",
    "sklad kompiuterinin paroli {pw}",
    "Turkistan ofisi wifi paroli: {pw}",
    "parol: {pw}",
    "omborxona kompyuterining paroli {pw}",
    "Dilshod aka: yangi parol {pw}, hech kimga aytmang",
    "maxfiy so'z - {pw}",
    "Shahnoza: routerning paroli {pw}",
    "Otabek: server paroli {pw} bo'ldi",
    "пароль от складского компа {pw}",
    "Серёга, пасс от 1С: {pw}",
    "новый пароль на роутере в Кентау — {pw}",
    "Ольга: пароль от почты {pw}, не теряй",
    "parol ot kassy {pw}",
    "пароль от камер на хлопковом дворе: {pw}",
    "şantiye bilgisayarının şifresi {pw}",
    "Emre: yeni şifre {pw}, kimseye söyleme",
    "Kayseri ofisi modem parolası: {pw}",
    "Selin hanım, Logo Tiger şifresi {pw} olarak değişti",
    "Mehmet: sunucu şifresi {pw} dir",
    "창고 컴퓨터 비밀번호는 {pw}",
    "비번 {pw} 이야, 아무한테도 말하지 마",
    "마리나: 새 비밀번호는 {pw}",
    "고모 집 와이파이 비밀번호: {pw}",
    "안산 가게 컴퓨터 비번 → {pw}",
    "мима сы {pw}",
    "Юсуп: щин мима сы {pw}",
    "дянно мима: {pw}",
    "Аиша: вэйфэй мима сы {pw}, бу ги вә жын шуә",
    "dictated: Sairam shop till password {pw}, full stop",
    "Kolesa account password: {pw}",
    "the 2GIS business cabinet password is {pw}",
]  # fmt: skip
_said = _family("labelled_password", _SAID, _pw)

_LOGINS = [
    "WMS login {u} / {pw}",
    "creds for the Kentau weighbridge are {u} and {pw}",
    "| host | user | password |\n|---|---|---|\n| wms.qjl.lan | {u} | {pw} |",
    "login: {u}\npassword: {pw}",
    "user,password\n{u},{pw}",
    "sign in to the Wipon console as {u} with {pw}",
    "{u}@qaratau-jibek.example:{pw}",
    "- host: coldstore.qjl.lan\n  user: {u}\n  pass: {pw}",
    "ssh {u}@depot.qjl.lan (password {pw})",
    "u={u} p={pw}",
    "логин {u}, пароль {pw}",
    "логин/пароль: {u} / {pw}",
    "пайдаланушы {u}, құпия сөз {pw}",
    "login {u}, qupiya soz {pw}",
    "foydalanuvchi {u}, parol {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "아이디 {u} 비번 {pw}",
    "Aitu: account {u}, password {pw}",
    "MoySklad: {u} — {pw}",
    "amoCRM login {u}:{pw}",
    "юзер {u} мима {pw}",
    "Yerlan says the Onay terminal user is {u} and the password is {pw}",
    "Kayseri şantiye: kullanıcı {u} / parola {pw}",
    "creds {u}:{pw}",
]  # fmt: skip
_logins = _family("login_pair", _LOGINS, _pw, u=_USERS)

_SAID_WORDS = ["baursak", "shubat", "tandyr", "dombra", "shapan", "uryuk", "saksaul", "tulpar",
               "kishmish", "oramal", "lagman", "kerwen"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, lower case, then {d}",
    "wifi: it's {w} and straight after it the number {d}",
    "type {w}, then {d}; that's the depot PC password",
    "voice note: password is {w} with {d} at the end, no spaces",
    "{w}{d}, that's what I set for the cold store router",
    "құпия сөз: {w} деген сөз, артынан {d}",
    "parol: {w} so'zi, keyin {d}",
    "пароль — слово {w}, потом {d}",
    "şifre {w} kelimesi, sonra {d}",
    "비밀번호는 {w} 라는 단어, 그 다음 {d}",
    "мима сы {w} жы зы, хулян {d}",
    "qupiya soz {w} degen soz, sosyn {d}",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", _sub(template, {"w": word, "d": number}), secret))
    return out


_CLI = [
    "svn checkout https://svn.qjl.lan/wms --username {u} --password '{pw}'",
    "tf workspaces /collection:https://tfs.qjl.lan/tfs /login:{u},{pw}",
    "openvpn --config kentau.ovpn --auth-user-pass <(printf '{u}\\n{pw}\\n')",
    "trino --server https://trino.qjl.lan --user {u} --password-file <(echo '{pw}')",
    "celery -A wms flower --basic_auth={u}:{pw}",
    "p4 -p ssl:p4.qjl.lan:1666 -u {u} -P '{pw}' sync",
    "clickhouse-benchmark --host ch.qjl.lan --user {u} --password '{pw}' <<< 'SELECT 1'",
    "airflow users create -u {u} -f Nurlan -l S -r Admin -e ops@qjl.example -p '{pw}'",
    "aws configure set aws_secret_access_key '{pw}' --profile qjl",
    "vault kv put secret/wms db_password='{pw}'",
    "java -jar jenkins-cli.jar -s https://ci.qjl.lan -auth {u}:{pw} list-jobs",
    "rancher login https://rancher.qjl.lan --token '{u}:{pw}'",
    "mclient -h monet.qjl.lan -u {u} -d stock -p 50000 --password='{pw}'",
    "greptime cli attach --grpc-addr gt.qjl.lan:4001 --auth-basic {u}:{pw}",
    "bendsql -h databend.qjl.lan -u {u} --password '{pw}'",
    "mysql -h starrocks.qjl.lan -P 9030 -u{u} -p'{pw}'",
    "dgraph live -f stock.rdf --user {u} --password '{pw}'",
    "console.sh 'connect remote:orient.qjl.lan/stock {u} {pw}'",
    "edgedb --host edge.qjl.lan --user {u} --password-from-stdin <<< '{pw}'",
    "cargo login --registry qjl '{pw}'",
    "hatch publish -r https://pypi.qjl.lan -u {u} -a '{pw}'",
    "composer config http-basic.repo.qjl.lan {u} '{pw}'",
    "jf c add qjl --url https://art.qjl.lan --user {u} --password '{pw}'",
    "hg clone https://{u}:{pw}@hg.qjl.lan/wms",
    "influx -host influx.qjl.lan -username {u} -password '{pw}'",
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.qjl.lan/cotton/",
    "mysqladmin -h db.qjl.lan -u {u} -p'{pw}' status",
    "sshpass -p '{pw}' ssh {u}@saryagash-gw.qjl.lan",
    "redis-cli -h redis.qjl.lan -a '{pw}' ping",
    "curl -u {u}:{pw} https://wms.qjl.lan/api/stock",
    "7z a -p'{pw}' cotton-2033.7z cotton/",
    "zip -P '{pw}' invoices.zip invoices/*.pdf",
    "xfreerdp /v:kentau-pc.qjl.lan /u:{u} /p:'{pw}'",
    "net use Z: \\\\fs.qjl.lan\\docs /user:QJL\\{u} {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "nurlan@wms:~$ {c}", "PS C:\\ops> {c}", "root@saryagash-gw:~# {c}",
    "history | tail:\n  512  {c}", "Termius, host 'kentau-depot': {c}", "Tabby terminal: {c}",
    "WezTerm, ~/qjl $ {c}", "мына команданы жібердім: {c}", "shu buyruqni yozdim: {c}",
    "вот команда: {c}", "şu komutu çalıştırdım: {c}", "이 명령어 돌렸어: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    base = _family("cli_password", _CLI, _plain_pw, u=_USERS)(rng, n)
    return v.framed(rng, base, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.qjl.lan:5432/wms",
    "mysql://{u}:{pw}@db.qjl.lan/cotton",
    "mongodb+srv://{u}:{pw}@cluster0.qjl.example/stock",
    "redis://:{pw}@redis.qjl.lan:6379/2",
    "amqp://{u}:{pw}@mq.qjl.lan:5672/orders",
    "clickhouse://{u}:{pw}@ch.qjl.lan:9000/analytics",
    "sqlserver://{u}:{pw}@sql.qjl.lan:1433?database=Buh",
    "ftp://{u}:{pw}@ftp.qjl.lan/invoices",
    "rtsp://{u}:{pw}@cam-yard2.qjl.lan:554/Streaming/Channels/101",
    "Server=sql.qjl.lan;Database=Buh;User Id={u};Password={pw};",
    "oracle://{u}:{pw}@ora.qjl.lan:1521/ERP",
    "ldap://{u}:{pw}@dc.qjl.lan:389",
    "kafka://{u}:{pw}@kafka.qjl.lan:9093",
]  # fmt: skip
_URL_PLACES = ["DATABASE_URL={c}", "connection string: {c}", "қосылу жолы: {c}",
               "ulanish satri: {c}", "строка подключения {c}", "bağlantı: {c}", "{c}"]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    base = _family("connection_string", _URLS, _plain_pw, u=_USERS)(rng, n)
    return v.framed(rng, base, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, object], claims: dict[str, object]) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 86)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("ShymPay", "SHYMPAY_SECRET_KEY", _j("shp_sk_", (ALNUM, 32))),
    ("Ordabasy Telematics", "OTL_API_TOKEN", _j("otl-", (LOWER_DIGITS, 40))),
    ("Saryagash SMS", "SGSMS_API_KEY", _j("sgsms_", (ALNUM, 36))),
    ("KentauCloud", "KENTAUCLOUD_TOKEN", _j("kc.", (URLSAFE, 44))),
    ("TurkistanGIS", "TGIS_KEY", _j("tgis_", (HEX, 40))),
    ("JibekRoute", "JIBEKROUTE_SECRET", _j("jbr_live_", (ALNUM, 30))),
    ("Kaspi Pay", "KASPI_PAY_TOKEN", _j((B64, 44))),
    ("Halyk ePay", "HALYK_EPAY_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Freedom Pay", "FREEDOMPAY_SECRET_KEY", _j((ALNUM, 32))),
    ("Jusan", "JUSAN_API_KEY", lambda g: v.uuid4(g, "a")),
    ("CloudPayments", "CLOUDPAYMENTS_API_SECRET", _j((HEX, 32))),
    ("Webkassa", "WEBKASSA_API_KEY", _j("WKD-", (UPPER_DIGITS, 32))),
    ("Wipon", "WIPON_TOKEN", _j((HEX, 64))),
    ("Arbuz", "ARBUZ_PARTNER_KEY", _j((ALNUM, 48))),
    ("Kazpost", "KAZPOST_API_KEY", lambda g: v.uuid4(g, "b")),
    ("2GIS", "DGIS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Kolesa", "KOLESA_API_TOKEN", _j((URLSAFE, 43))),
    ("Onay", "ONAY_MERCHANT_SECRET", _j((HEX, 40))),
    ("Yango", "YANGO_DELIVERY_TOKEN", _j("y0_", (URLSAFE, 54))),
    ("Kcell", "KCELL_SMS_TOKEN", _j((ALNUM, 36))),
    ("Aitu Business", "AITU_BOT_TOKEN", _j((HEX, 32), ":", (ALNUM, 24))),
    ("MoySklad", "MOYSKLAD_TOKEN", _j((HEX, 40))),
    ("amoCRM", "AMOCRM_LONG_TOKEN", _j((URLSAFE, 64))),
    ("Paynet", "PAYNET_SECRET", _j((ALNUM, 32))),
    ("Oson", "OSON_API_KEY", _j((HEX, 32))),
    ("Apelsin", "APELSIN_MERCHANT_KEY", _j((ALNUM, 40))),
    ("Multicard", "MULTICARD_SECRET", lambda g: v.uuid4(g, "8")),
    ("Alif", "ALIF_API_TOKEN", _j((B64, 56))),
    ("Soliq", "SOLIQ_ONLINE_KEY", _j((UPPER_HEX, 32))),
    ("Netgsm", "NETGSM_API_PASSWORD", _j((ALNUM, 24))),
    ("Getir", "GETIR_PARTNER_SECRET", _j((HEX, 48))),
    ("Logo Tiger", "LOGO_TIGER_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Paraşüt", "PARASUT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("NCloud", "NCLOUD_SECRET_KEY", _j((ALNUM, 40))),
    ("Naver Works", "NAVERWORKS_CLIENT_SECRET", _j((ALNUM, 30))),
    ("Channel Talk", "CHANNELTALK_ACCESS_SECRET", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "docker run -e {env}={tok} qjl/wms:3.1",
    "k8s secret data, decoded: {env}: {tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "WMS › Settings › Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "please remember our {vendor} API key: {tok}",
    "{vendor} API key for the Shymkent warehouse: {tok}",
    "{vendor} API кілті: {tok}",
    "{vendor} API kilti {tok}",
    "{vendor} API kaliti: {tok}",
    "ключ API {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} API ки сы {tok}",
    "Telegram, Timur: the {vendor} token is {tok}, the old one is revoked",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    shp = "shp_sk_" + _r(rng, ALNUM, 32)
    cp = _r(rng, HEX, 32)
    gis = v.uuid4(rng, "a")
    return [
        Sample("vendor_token", f'client = ShymPay(secret_key="{shp}")', shp),
        Sample("vendor_token", f"curl -u 'pk_qjl_3321:{cp}' https://api.cp.example/test", cp),
        Sample("vendor_token", f"const map = new DG.Map('map', {{ key: '{gis}' }});", gis),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(
            Sample("vendor_token", _sub(template, {"vendor": vendor, "env": env, "tok": tok}), tok)
        )
    return out


_BARE = ["{t}", "WhatsApp: {t}", "it shows it only once:\n{t}", "мынау токен: {t}",
         "токен {t}", "bu token: {t}", "{t}\n^ жаңасы, ескісі өлді"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip


def _bare(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BARE, n)):
        tok = _BARE_MAKERS[i % len(_BARE_MAKERS)](rng)
        out.append(Sample("bare_token", _sub(template, {"t": tok}), tok))
    return out


_HEX_PLACES = {
    "LoRaWAN AppKey of the Saryagash cold-room sensor: {h}": 32,
    "HMAC secret for the ShymPay webhook: {h}": 64,
    "WireGuard-ish PSK for the Kentau tunnel, hex: {h}": 64,
    "резервтік көшірменің шифрлау кілті: {h}": 64,
    "zaxira nusxasining shifrlash kaliti: {h}": 48,
    "yedekleme şifreleme anahtarı: {h}": 32,
    "백업 암호화 키: {h}": 64,
    "master key of the WMS sessions → {h}": 64,
}  # fmt: skip


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, list(_HEX_PLACES), n)):
        key = v.hex_key(rng, _HEX_PLACES[template])
        key = key.upper() if i % 3 == 1 else key
        out.append(Sample("hex_key", _sub(template, {"h": key}), key))
    return out


_JWT_PLACES = [
    "Authorization: Bearer {t}", "ticket QJL-2110: token from the browser devtools {t}",
    "Cookie: lang=kk; qjl_session={t}", "WMS_ACCESS_TOKEN={t}", "токен сессии: {t}",
    "sessiya tokeni {t}", "oturum tokeni: {t}", "세션 토큰 {t}",
]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _JWT_PLACES, n)):
        issued = 2_000_000_000 + rng.randrange(3_000_000)
        claims: dict[str, object] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                                     "email": f"{rng.choice(_USERS)}@qjl.example"}  # fmt: skip
        if i % 2:
            claims |= {"iss": "https://sso.qjl.example/realms/wms", "roles": ["stock", "buh"]}
        header = {"alg": ["RS256", "HS256", "ES256"][i % 3], "typ": "JWT"}
        tok = _jwt_of(rng, header, claims)
        out.append(Sample("jwt", _sub(template, {"t": tok}), tok))
    return out


_PEM_PLACES = {
    "old deploy key for the Shymkent WMS box:\n{key}": "OPENSSH PRIVATE KEY",
    "/etc/ssl/private/wms.qjl.lan.key:\n{key}": "RSA PRIVATE KEY",
    "серверінің жеке кілті:\n{key}": "PRIVATE KEY",
    "cat > ~/.ssh/id_ed25519_kentau <<'EOF'\n{key}\nEOF": "OPENSSH PRIVATE KEY",
    "sunucunun özel anahtarı:\n{key}": "EC PRIVATE KEY",
    "서버 개인 키:\n{key}": "PRIVATE KEY",
}  # fmt: skip


def _pem(rng: random.Random, kind: str) -> str:
    body = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([400, 600])))
    ).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_PEM_PLACES), n):
        key = _pem(rng, _PEM_PLACES[template])
        out.append(Sample("private_key", _sub(template, {"key": key}), key))
    return out


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "korean", "chinese_simplified")}


def _seed(rng: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]
    return str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))


_SEED_PLACES = [
    ("english", "recovery phrase of the company's USDT wallet: {s}"),
    ("english", "seed words (Trust Wallet), Timur's:\n{s}"),
    ("english", "hey assistant, store my backup phrase: {s}"),
    ("english", "қалпына келтіру сөздері: {s}"),
    ("english", "tiklash so'zlari: {s}"),
    ("english", "кошелёк, сид-фраза: {s}"),
    ("english", "kurtarma ifadesi: {s}"),
    ("korean", "복구 구문: {s}"),
    ("korean", "지갑 시드 문구 {s}"),
    ("korean", "Marina's Upbit wallet words: {s}"),
    ("chinese_simplified", "錢包 助記詞: {s}"),
    ("chinese_simplified", "Юсуп, жў щё: {s}"),
]  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, (lang, template) in enumerate(v.cycle(rng, _SEED_PLACES, n)):
        phrase = _seed(rng, lang, [12, 12, 24, 18][i % 4])
        out.append(Sample("seed_phrase", _sub(template, {"s": phrase}), phrase))
    return out


def _card(rng: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PREFIXES = ["4400", "4405", "5169", "5522", "9860", "8600", "9792", "6250", "4263"]
_CARD_PLACES = [
    "card number {c} exp 09/35", "карта нөмірі: {c}", "karta raqami {c}", "номер карты {c}",
    "kart numarası: {c}", "카드 번호 {c}", "Kaspi Gold {c}, send the deposit there",
    "Humo card of Dilshod aka: {c}", "company Visa {c}, expires 11/34", "карточка {c}",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _CARD_PLACES, n)):
        number = _card(rng, rng.choice(_CARD_PREFIXES))
        shown = v.grouped(number, [" ", "-", "", " "][i % 4], rng)
        out.append(Sample("card_number", _sub(template, {"c": shown}), shown))
    return out


_CVV_PLACES = [
    "security code on the back: {c}", "картаның артындағы үш сан: {c}",
    "kartaning orqasidagi kod {c}", "CVV на обороте {c}", "kartın arkasındaki güvenlik kodu {c}",
    "카드 뒷면 CVC {c}",
]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    return [Sample("card_cvv", _sub(t, {"c": c}), c)
            for t in v.cycle(rng, _CVV_PLACES, n) for c in [_r(rng, D, 3)]]  # fmt: skip


_IBAN_SHAPES = {"SE": "n" * 20, "BA": "n" * 16, "CY": "n" * 8 + "c" * 16, "HR": "n" * 17,
                "IL": "n" * 19, "LI": "n" * 5 + "c" * 12, "LU": "nnn" + "c" * 13,
                "KZ": "nnn" + "c" * 13}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.iban_shaped(rng, country, _IBAN_SHAPES)


_IBAN_PLACES = [
    "IBAN: {i}", "Kayseri partner's IBAN for the advance {i}", "ИИК/IBAN: {i}",
    "hisob raqami (IBAN) {i}", "IBAN numarası {i}", "계좌 IBAN {i}",
    "wire to {i}, reference QJL-INV-4471", "банковский счёт: {i}",
]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    countries = list(_IBAN_SHAPES)
    out = []
    for i, template in enumerate(v.cycle(rng, _IBAN_PLACES, n)):
        number = _iban(rng, countries[i % len(countries)])
        shown = v.iban_spaced(number) if i % 2 else number
        out.append(Sample("iban", _sub(template, {"i": shown}), shown))
    return out


def _tckimlik(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 10), tr_tckimlik.is_valid)


def _vkn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), tr_vkn.is_valid)


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        date = f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return date + h.choice("12") + f"{h.randrange(0, 96):02d}" + _r(h, D, 4)

    return v.until(g, make, kr_rrn.is_valid)


def _brn(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 9), kr_brn.is_valid)


_RIC_PLACES = ["650100", "650120", "650121", "652300", "652321", "652322", "652323"]


def _ric_valid(number: str) -> bool:
    """python-stdnum's check, false where its place table lacks a field for the code."""
    try:
        return bool(cn_ric.is_valid(number))
    except KeyError:
        return False


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        birth = f"{h.randrange(1950, 2000)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return h.choice(_RIC_PLACES) + birth + _r(h, D, 3) + h.choice(D + "X")

    return v.until(g, make, _ric_valid)


def _inn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 12), ru_inn.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("Emre's TC kimlik no: {i}", _tckimlik),
    ("T.C. kimlik numaram {i}", _tckimlik),
    ("TCKN → {i}", _tckimlik),
    ("ortak firmanın vergi kimlik numarası (VKN) {i}", _vkn),
    ("Kayseri partner, tax id {i}", _vkn),
    ("고모 주민등록번호 {i}", _rrn),
    ("Marina's resident registration number: {i}", _rrn),
    ("주민번호: {i}", _rrn),
    ("안산 가게 사업자등록번호 {i}", _brn),
    ("Korean business registration number {i}", _brn),
    ("身份证号 {i}", _ric),
    ("Yusup's cousin in Xinjiang, resident id {i}", _ric),
    ("шенфынжынхо: {i}", _ric),
    ("ИНН Серёги (российский): {i}", _inn),
    ("INN: {i}", _inn),
    ("мой ИНН {i}, для договора", _inn),
    ("TC kimlik: {i}", _tckimlik),
    ("RRN {i}", _rrn),
    ("Chinese resident identity card number {i}", _ric),
    ("VKN: {i}", _vkn),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        number = make(rng)
        out.append(Sample("national_id", _sub(template, {"i": number}), number))
    return out


_BACKUP_PLACES = [
    "Google backup codes:\n{l}", "резервтік кодтар: {l}", "zaxira kodlari:\n{l}",
    "резервные коды: {l}", "yedek kodlar: {l}", "백업 코드:\n{l}",
    "2FA recovery codes for the Kaspi cabinet: {l}", "rezervtik kodtar: {l}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUP_PLACES, n)):
        codes = v.backup_codes(rng, 6, i % 4)
        joined = ("\n" if "\n{l}" in template else ", ").join(codes)
        out.append(Sample("backup_codes", _sub(template, {"l": joined}), codes[0]))
    return out


_TOTP_PLACES = [
    "2FA secret for the WMS admin: {s}", "екі сатылы кілт: {s}", "ikki bosqichli kalit: {s}",
    "otpauth://totp/QJL:nurlan?secret={s}&issuer=QJL", "TOTP setup key {s}", "OTP 시크릿 키 {s}",
]  # fmt: skip


def _totp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _TOTP_PLACES, n)):
        secret = v.totp_secret(rng, spaced=bool(i % 2) and "otpauth" not in template)
        out.append(Sample("totp_secret", _sub(template, {"s": secret}), secret))
    return out


_CODE_PLACES = [
    "растау коды: {c}", "tasdiqlash kodi {c}", "код подтверждения {c}, никому не говори",
    "doğrulama kodu: {c}", "인증번호 [{c}]", "{c} is your Kaspi verification code",
    "bir martalik kod: {c}", "kod podtverzhdeniya {c}",
]  # fmt: skip


def _codes(rng: random.Random, n: int) -> list[Sample]:
    return [Sample("otp_code", _sub(t, {"c": c}), c)
            for t in v.cycle(rng, _CODE_PLACES, n) for c in [_r(rng, D, 6)]]  # fmt: skip


_SSIDS = ["QJL-Sklad-5G", "Saryagash Cold Store", "Kentau Depot Guest", "Turkistan Ofis 2.4",
          "Keenetic-4471", "TP-Link Shymkent Yard"]  # fmt: skip
_WIFI = [
    "wifi {n}, password {pw}", "Network: {n} / {pw}", "WIFI:T:WPA;S:{n};P:{pw};;",
    "вайфай {n}, пароль {pw}", "wifi {n} paroli {pw}", "{n} wifi құпия сөзі {pw}",
    "wifi {n} şifresi: {pw}", "와이파이 {n} 비번 {pw}", "вэйфэй {n}, мима {pw}",
    "ssid={n}\npsk={pw}", "пароль от вайфая {pw}", "wi-fi key for {n}: {pw}",
    "Saryagash, wifi paroli {pw}", "WPA2 key: {pw}", "wifi paroli: {pw}", "wifi: {n} - {pw}",
]  # fmt: skip
_wifi = _family("wifi_key", _WIFI, _plain_pw, n=_SSIDS)


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    out = []
    seps = [" ", "-", " · ", ".", " | ", "_", " , ", "  "]
    places = ["token read out: {t}", "токенді әріппен: {t}", "API kalitini harflab: {t}",
              "ключ по буквам: {t}", "anahtar harf harf: {t}"]  # fmt: skip
    for i in range(n):
        tok = _r(rng, ALNUM, 24) if i % 2 else "shp_sk_" + _r(rng, ALNUM, 20)
        sep = seps[i % len(seps)]
        spelled = (
            sep.join(tok) if i % 3 else sep.join(tok[k : k + 4] for k in range(0, len(tok), 4))
        )
        out.append(Sample("spelled_token", _sub(places[i % len(places)], {"t": spelled}), spelled))
    return out


_LOCKS = [
    "gate code at the Kentau depot: {p}", "қойма есігінің коды {p}", "seyfning kodi {p}",
    "код домофона у мамы {p}", "kasa şifresi {p}", "현관 비밀번호 {p}", "PIN of the company card {p}",
    "сигнализацияның коды: {p}", "alarm code for the cold store {p}#", "ПИН-код карты {p}",
]  # fmt: skip


def _locks(rng: random.Random, n: int) -> list[Sample]:
    return [Sample("pin_code", _sub(t, {"p": p}), p)
            for t in v.cycle(rng, _LOCKS, n)
            for p in [_r(rng, D, rng.choice([4, 5, 6]))]]  # fmt: skip


_PHRASE_WORDS = ["karavan", "jibek", "tulpar", "saksaul", "dombra", "qymyz", "oramal", "arba",
                 "tandyr", "shubat", "baursak", "uryuk", "kerwen", "shapan"]  # fmt: skip
_PHRASES = [
    "the KeePass passphrase is {pw}", "құпия фраза: {pw}", "maxfiy ibora: {pw}",
    "парольная фраза {pw}", "parola ifadesi: {pw}", "암호 문구는 {pw}",
    "Bitwarden master passphrase → {pw}", "VeraCrypt passphrase: {pw}",
]  # fmt: skip
_phrases = _family(
    "passphrase",
    _PHRASES,
    lambda g: g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4)),
)


def _auth(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        ("Authorization: Basic {v}", True),
        ("curl -H 'Authorization: Bearer {v}' https://wms.qjl.lan", False),
        ("Postman header Authorization = Basic {v}", True), ("authorization: bearer {v}", False),
        ("Proxy-Authorization: Basic {v}", True), ("Insomnia: Authorization Bearer {v}", False),
    ]  # fmt: skip
    out = []
    for i, (template, basic) in enumerate(v.cycle(rng, templates, n)):
        if basic:
            value = base64.b64encode(f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()).decode()
        else:
            value = _r(rng, [HEX, ALNUM][i % 2], 40)
        out.append(Sample("auth_header", _sub(template, {"v": value}), value))
    return out


_CONFIGS = [
    "teamcity database.properties:\nconnectionUrl=jdbc:postgresql://pg.qjl.lan/tc\n"
    "connectionProperties.user=tc\nconnectionProperties.password={pw}",
    "redash .env:\nREDASH_DATABASE_URL=postgresql://redash:{pw}@pg.qjl.lan/redash",
    "verdaccio htpasswd note: user ci, password {pw}",
    "zeppelin shiro.ini:\n[users]\nadmin = {pw}, admin",
    "dagster.yaml:\nstorage:\n  postgres:\n    postgres_db:\n"
    "      username: dagster\n      password: {pw}",
    "devpi: devpi login root --password={pw}",
    "pom settings.xml:\n<server><id>qjl</id><username>ci</username>"
    "<password>{pw}</password></server>",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "config.ini\n[database]\nhost = db.qjl.lan\nuser = wms\npassword = {pw}",
    "application.yml:\nspring:\n  datasource:\n    username: wms\n    password: {pw}",
    ".pgpass:\npg.qjl.lan:5432:wms:wms:{pw}",
    "odbc.ini:\n[Buh]\nServer=sql.qjl.lan\nUID=buh\nPWD={pw}",
    "msmtprc:\naccount qjl\nhost smtp.qjl.example\nuser alerts@qjl.example\npassword {pw}",
    "rclone.conf:\n[kentau]\ntype = sftp\nhost = depot.qjl.lan\nuser = backup\npass_plain = {pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
]  # fmt: skip
_configs = _family("config_file", _CONFIGS, _plain_pw)

_CHATS = [
    "Askar: wifi password?\nZhanar: {pw}",
    "[07:41] otabek: server paroli qanaqa?\n[07:42] dilshod: {pw}",
    "Gulnara: {pw} — бұл жаңа құпия сөз",
    "Sergei: {pw} это новый пароль от 1С",
    "Emre: {pw} yeni şifre, değiştirdim",
    "비탈리: {pw} 이게 새 비번이야",
    "Bakhyt: пароль скинь\nOlga: {pw}",
    "Yusup: мима ни?\nAisha: {pw}",
    "Saule: {pw}, that's the router password now",
    "Timur: new pw {pw}",
    "Nurlan: роутерде {pw} қойдым",
    "Selin: parola {pw}, tamam mı?",
]  # fmt: skip
_chats = _family("chat_password", _CHATS, _pw)

_ENV = [
    "SMTP_PASSWORD={pw}", "DB_PASS='{pw}'", "REDIS_PASSWORD={pw}", "KASPI_MERCHANT_PASSWORD={pw}",
    "set WMS_ADMIN_PASSWORD={pw}", "$env:BUH_DB_PASSWORD = '{pw}'",
]  # fmt: skip
_env = _family("env_file", _ENV, _plain_pw)

_PLAN: list[tuple[Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 8), (_totp, 6), (_codes, 8), (_wifi, 16),
    (_spaced, 10), (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 16), (_chats, 12),
    (_env, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the WMS admin password is", "{s}", _pw),
    ("split_password", "құпия сөз:", "{s}", _pw),
    ("split_password", "parol", "{s} (yangi)", _pw),
    ("split_password", "пароль от склада", "{s}\nне теряй", _pw),
    ("split_password", "şifre:", "{s}", _pw),
    ("split_password", "비밀번호는", "{s} 이야", _pw),
    ("split_password", "мима сы", "{s}", _pw),
    ("split_password", "qupiya soz", "{s}", _pw),
    ("split_password", "Kentau router password", "{s}, I think", _pw),
    ("split_password", "1C password:", "{s}", _pw),
    ("split_token", "ShymPay secret key", "{s}", _j("shp_sk_", (ALNUM, 32))),
    ("split_token", "Webkassa API кілті:", "{s}", _j("WKD-", (UPPER_DIGITS, 32))),
    ("split_token", "2GIS API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "recovery phrase", "{s}", lambda g: _seed(g, "english")),
    ("split_card", "karta raqami", "{s} 12/34", lambda g: v.grouped(_card(g, "9860"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HR"))),
    ("split_otp", "2FA secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "TC kimlik no", "{s}", _tckimlik),
    ("split_pin", "seyf kodi", "{s}", _j((D, 6))),
    ("split_phrase", "құпия фраза", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    (
        '{"wms": {"url": "https://wms.qjl.lan", "admin_password": "{s}"}}',
        "meta_password",
        _plain_pw,
    ),
    ('{"құпия_сөз": "{s}"}', "meta_password", _plain_pw),
    ('{"parol": "{s}"}', "meta_password", _plain_pw),
    ('{"пароль": "{s}", "user": "olga"}', "meta_password", _plain_pw),
    ('{"şifre": "{s}"}', "meta_password", _plain_pw),
    ('{"비밀번호": "{s}"}', "meta_password", _plain_pw),
    (
        '{"argv": ["svn", "checkout", "https://svn.qjl.lan/wms", "--password", "{s}"]}',
        "meta_password",
        _plain_pw,
    ),
    (
        '{"transcript": "log into the cold store panel as service with the password {s}"}',
        "meta_password",
        _plain_pw,
    ),
    ('{"shympay": {"secret_key": "{s}"}}', "meta_token", _j("shp_sk_", (ALNUM, 32))),
    ('{"kaspiToken": "{s}"}', "meta_token", _j((B64, 44))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"moysklad_api_key": "{s}"}', "meta_token", _j((HEX, 40))),
    (
        '{"payment": {"card_number": "{s}", "exp": "03/35"}}',
        "meta_card",
        lambda g: v.grouped(_card(g, "8600"), " ", g),
    ),
    ('{"partner": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "KZ")),
    ('{"relative": {"rrn": "{s}"}}', "meta_id", _rrn),
    (
        '{"2fa": {"backup": ["{s}", "4417-0932", "8820-1175"]}}',
        "meta_otp",
        lambda g: v.backup_codes(g, 1, 1)[0],
    ),
    ('{"wallet": {"seed_words": "{s}"}}', "meta_seed", lambda g: _seed(g, "korean")),
    ('{"lorawan": {"app_key": "{s}"}}', "meta_key", _j((UPPER_HEX, 32))),
    ('{"depot": {"gate_code": "{s}"}}', "meta_pin", _j((D, 5))),
    ('{"wifi": {"ssid": "QJL-Sklad-5G", "psk": "{s}"}}', "meta_wifi", _plain_pw),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_WHEEL = hashlib.sha256(b"qjl-wms-3.1.4-py3-none-any.whl").hexdigest()
_COMMIT = hashlib.sha1(b"wms: add cotton bale moisture column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"buh: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_IMAGE = hashlib.sha256(b"registry.qjl.lan/wms:3.1").hexdigest()
_MD5 = hashlib.md5(b"bales_2033-04-02.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the WMS admin password before the audit on 2033-05-14.",
    "Aigerim asked for the cold store wifi password; it's in the team vault, not here.",
    "Policy: QJL passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link.",
    "The `.env.example` line `SHYMPAY_SECRET_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_2GIS_KEY> in the README with the key from the 2GIS cabinet.",
    "KASPI_PAY_TOKEN must be set before the nightly payout sync runs.",
    "Құпия сөзіңізді ешкімге айтпаңыз.",
    "Qupiya sozdi eshkimge aitpa.",
    "Parolingizni hech kimga aytmang.",
    "Никому не говори пароль, даже мне.",
    "Şifrenizi kimseyle paylaşmayın.",
    "비밀번호는 아무에게도 알려주지 마세요.",
    "Мима сы дуй шуй до бу ги шуә.",
    "Құпия сөз кемінде 12 таңбадан тұруы керек.",
    "Parol kamida 12 ta belgidan iborat bo'lishi kerak.",
    "Пароль должен быть не короче 12 символов.",
    "Şifre en az 12 karakter olmalı.",
    "Upgraded the WMS from 3.0.9 to 3.1.4 and PostgreSQL to 16.3 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for cotton bales.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the invoices.",
    f"requirements.txt: qjl-wms==3.1.4 --hash=sha256:{_WHEEL}",
    f"The WMS container runs registry.qjl.lan/wms@sha256:{_IMAGE}.",
    f"MD5 of bales_2033-04-02.xlsx is {_MD5}, same as the copy on the share.",
    "Request id 3f1c9a2e-7b4d-4e05-9a61-2c8d0f5b7e34 is the slow one in the logs.",
    "Order ZK-2033-00417 for 120 bales of cotton ships from Shymkent on Thursday.",
    "Ticket QJL-2087: the weighbridge in Arys shows 0 kg after a power cut.",
    "Call the Saryagash cold store on +7 725 000 41 17 before noon.",
    "Wagon 63918274 with dried apricots left Turkistan station at 14:20.",
    "Invoice 4471 is 1 284 000 tenge with VAT, due 2033-06-01.",
    "HS code 5201.00 is raw cotton; 0813.10 is dried apricots.",
    "Cold room 2 is at 4.5 °C and 85 % humidity; the raisin room is at 8 °C.",
    "After five wrong passwords the WMS locks the account for 15 minutes.",
    "The Kentau depot is 2 400 m², bay 7 holds 300 pallets.",
    "The secret of good samsa is a hot tandyr and mutton fat.",
    "Ask Askar for the gate code, I don't have it.",
    "My card ending 4417 was declined at the Shymkent hardware market.",
    "The Kayseri partner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Kaspi cabinet and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "The guest wifi 'QJL-Guest' is open, no password needed.",
    "Lot LOT-2033-SHY-0112, 218 kg per bale, micronaire 4.3, grade II.",
    "The bus from Shymkent to Turkistan leaves at 07:15 and costs 1 500 tenge.",
    "Version 2.14.0 of the WMS mobile app fixed the barcode scanner crash.",
    "ISBN 978-601-7000-00-0 is the cotton handbook on the office shelf.",
    "Postal code 160000 is Shymkent, 161200 is Turkistan.",
    "Our shop phone: +7 705 000 12 34, open 9:00-18:00.",
    "Пароль сбросили вчера, новый придёт на почту Ольге.",
    "Emre şifre politikasını sordu: 90 günde bir değişiyor.",
    "고모가 비밀번호를 잊어버려서 은행에 다시 갔어.",
    "Yangi parol qoidalari: harf, raqam va belgi bo'lishi shart.",
    "Password reset link expires in 30 minutes.",
    "The API key field in the 2GIS form is required.",
    "token limit per request is 4096",
    "PIN pad at the Turkistan office is broken, use the second terminal.",
    "The passphrase must contain at least four words.",
    "Tracking number KZ 1234 5678 9 is the parcel to Ansan via Kazpost.",
    "The Dungan restaurant in Masanchi opens at 11:00; lagman is 2 200 tenge.",
    "Құпия сөзді ауыстыру үшін «Баптаулар» бөліміне кіріңіз.",
    "Vitaly's flight to Seoul is KC 909, seat 23A, on 2033-07-02.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/qjl/wms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 311}}',
    f'{{"sha256": "{_WHEEL}", "package": "qjl-wms", "version": "3.1.4"}}',
    '{"ticket": "QJL-2087", "order": "ZK-2033-00417"}',
    '{"lot": {"id": "LOT-2033-SHY-0112", "weight_kg": 218, "grade": "II"}}',
    '{"phone": "+7 725 000 41 17", "city": "Saryagash"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bales_in_stock": 1840}',
    '{"hs_code": "5201.00", "origin": "KZ", "description": "raw cotton"}',
    '{"wagon": "63918274", "station": "Turkistan", "eta": "2033-06-02"}',
]
CLEAN_METADATA: list[dict[str, object]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
