# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-forty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-fifth's
docstring, the fifth to three-hundred-and-forty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (347 to 349), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (346_508_217), password words (Lebap melon
varieties and river words with a number, `GarrygyzParom47!`; dot-joined melons and a year; leet
`K3rk1`; a name, a year and `Lebap`; a ferry and a count; a generator's dashed groups; random
runs).

The fictional company is Jeyhun Kenar Trans (a freight yard in Turkmenabat, a depot in Kerki, a
kiosk at the Farap border post, a camp at Seydi and a ferry desk at the Amu Darya crossing), with
Turkmen staff, Uzbek partners in Khorezm (Urganch), Persian traders from Mashhad, Chinese gas-field
engineers and relatives in Istanbul, Moscow, Thessaloniki, Bratislava and Varna; every company,
person, address, domain (`jeyhunkenar.lan`, `jeyhunkenar.tm`, `jkt.example`), account and number
is invented, only the region is real. Texts: chats (imo, Bizbarde, Telegram, WeChat), tickets,
notes, runbooks, shell prompts, config and env files, voice-note transcripts and requests to the
assistant; separators: a colon, `=`, `->`, `—`, `is`, `şu`, `edi`, `hast`, `是`, a table cell, a
new line, a question answered on the next line, and none.

Grep counts (heldouts 5 to 345 naming each, grep -l): none for Turkmenabat, Lebap, Farap, Seydi,
Gazojak, Mashhad, Bizbarde, TMCell, Altyn, `gizlin söz`, `tassyklama`, `parolyň`; one for Kerki,
Amu Darya and `ätiýaçlyk`; two to five for Khorezm, Urgench, Turkmen, `açar söz`, `tasdiqlash`,
`yanzhengma`, Finglish, nmap `--script-args`, strongswan, GetUserSPNs, secretsdump, fisql, mclient,
litecli, clpplus, proxychains, kerbrute, Uzum; six to nine for tarantoolctl, ncrack, enum4linux,
mariadb-dump, smbmap, crackmapexec, iredis, pinyin, `mima`; more for the common words (`parol`,
`пароль`, `密码`: 94 to 129).

About half of the secret samples are not in English: Turkmen in Latin letters (`paroly`, `açar
sözi`, `gizlin söz`, `ulanyjy`, `tassyklama kody`, `ätiýaçlyk kodlar`) and in the old Cyrillic
(`Паролы`, `Ачар сөзи`), Russian as texted (`пасс от почты`, `пароль на вайфай`), the Uzbek of the
Khorezm neighbours (`parolim`, `paroli`, `zaxira kodlari`, `tasdiqlash kodi`), the Persian of the
Mashhad traders in script (`رمز`, `پسورد`, `کد درب`) and Finglish (`ramze wifi`, `passe jadid`),
and Mandarin in characters (`密码`, `验证码`, `身份证号`) and pinyin (`mima shi`, `yonghuming`).
Guesses checked by no speaker: every Turkmen wording (Latin and Cyrillic, including `harpma-harp`,
`gapjygyň dikeldiş sözleri`, `açar sözlem`), the Khorezm Uzbek phrasing, the Finglish spellings and
the pinyin texting; Russian, Persian script and Mandarin characters are ordinary usage.

Vendors: invented ones (JeyhunPay `jhp_live_`, Lebap SMS `lsms-`, Kerki Cargo `kc_sk_`, AmuCloud
`amu.`, Farap Transit, Gawun Track) and regional ones with guessed shapes (TMCell, Altyn Asyr,
Belet, Tmcars, Click, Uzum Bank, Payme, Eskiz, Yandex Delivery, Wildberries, Ozon, CDEK, Snapp
Express, Digikala, Zibal, IDPay, Amap, DingTalk, Feishu, Qiniu, Huawei Cloud, Baidu AI); the JWTs
are well-formed.

Ids: China's resident id and unified social credit code (`cn.ric`, `cn.uscc`), Russia's INN and
OGRN, Azerbaijan's VÖEN, Moldova's IDNO, Belarus' UNP and Ukraine's RNTRC, each drawn until its
python-stdnum module validates it; a Turkmen passport number, which carries no check a library
verifies. Cards pass Luhn (`stdnum.luhn`; Mir, Humo, UzCard and invented Altyn Asyr prefixes
beside Visa, Mastercard and UnionPay); IBANs of Greece, Slovakia, Bulgaria, Estonia, Lithuania,
Malta, Andorra and Monaco (the countries a rough grep count finds least), checked with
`stdnum.iban`; seed phrases from mnemonic's English, Russian, Simplified Chinese, Spanish and
Turkish lists, drawn until `Mnemonic(lang).check` passes.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.az import voen as az_voen
from stdnum.by import unp as by_unp
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.md import idno as md_idno
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 346_508_217
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


_MELONS = ["Garrygyz", "Wakharman", "Zamcha", "Gulaby", "Ternek", "Gyzylburun", "Akgawun",
           "Sapar", "Garaja", "Bahar", "Kerki", "Farap", "Seydi", "Halach", "Dostluk",
           "Jeyhun", "Sakar", "Garabekewul"]  # fmt: skip
_RIVER = ["Amyderya", "Kelek", "Gayyk", "Parom", "Kenar", "Tokay", "Jar", "Sazak", "Gum",
          "Ilgyn", "Salyk", "Kopri", "Boyun", "Gumak"]  # fmt: skip
_NAMES = ["Batyr", "Ayna", "Merdan", "Gulshat", "Serdar", "Maral", "Dovlet", "Ogulgerek",
          "Begench", "Jennet", "Rustam", "Sardor", "Dilnoza", "Reza", "Mahsa", "Hamid",
          "WangLei", "LiuYang", "ZhaoMin", "Kakajan", "Annagul", "Shatlyk"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K3rk1", "F4r4p", "J3yhun", "Am7d3ry4", "G4wun", "P4r0m", "L3b4p", "S3yd1"]


def _ferry(g: random.Random) -> str:
    """A ferry, a crossing and a count, the way the depot crew jokes a password together."""
    return f"Parom{g.randrange(2, 20)}{g.choice(_RIVER)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MELONS)}{g.choice(_RIVER)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join([*(w.lower() for w in g.sample(_MELONS, 2)), str(g.randrange(1991, 2033))]),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}Lebap",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _ferry,
    lambda g: f"{g.choice(_RIVER).lower()}_{g.choice(_MELONS).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN_CHARS = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN_CHARS)


_SAID = [
    "imo chat, Kerki depot: the Mettler scale terminal password is {pw}",
    "Bizbarde message from Merdan: the weighbridge PC admin password {pw}",
    "Telegram group 'Parom Farap': ferry ticket kiosk password {pw}",
    "WeChat from Wang Lei (gas camp): the Emerson ROC800 web password is {pw}",
    "ticket JKT-2217: cotton bale scanner password {pw} stopped working",
    "Runbook: night shift at the Amu Darya crossing\n1. open the gate PC\n2. log in as gatekeeper\n"
    "3. password {pw}\n4. print the truck queue",
    "note to self: warehouse 3 Turkmenabat NAS password {pw}",
    "voice note, transcribed: the generator panel at Seydi, password is {pw}, full stop",
    "hey assistant, remember my Halkbank online password: {pw}",
    "please store this for me, the customs portal password is {pw}",
    "README (Kerki yard rack): the camera NVR is at http://nvr.jeyhunkenar.lan, password `{pw}`",
    "Incident 2031-08-02: the Farap border kiosk accepted the default password {pw}",
    "after the reinstall the fuel-station terminal password became {pw}",
    "Maral: the new password for the accounting 1C base is {pw}",
    "Paroly: {pw}",
    "Kerki skladyň kompýuteriniň paroly {pw}",
    "Batyr: täze parol şu -> {pw}",
    "wifi-yň paroly üýtgedi, indi {pw}",
    "gizlin sözi {pw}, hiç kime aýtma",
    "Merdan aga, poçtanyň açar sözi: {pw}",
    "Паролы: {pw}",
    "Ачар сөзи {pw} болды",
    "склад компютериниң паролы {pw}",
    "пароль от 1С: {pw}",
    "пасс от почты {pw} не забудь",
    "Гуля, новый пароль на сервер {pw}, никому",
    "пароль на вайфай в общаге: {pw}",
    "parolim {pw} edi, Sardor aka",
    "Dilnoza: pochta paroli {pw}",
    "yangi parol -> {pw}",
    "kompyuter paroli: {pw}, hech kimga aytma",
    "Urganchdagi ombor paroli {pw}",
    "رمز کامپیوتر انبار {pw} هست",
    "رضا: پسورد جدید سرور {pw}",
    "ramze email-am {pw}-e",
    "passe jadid {pw}, be kasi nagoo",
    "mahsa jan, ramze wifi {pw}",
    "密码是 {pw}",
    "王磊：营地路由器的新密码 {pw}",
    "mima shi {pw}, bie gaosu bieren",
    "yingdi wifi mima: {pw}",
    "刘洋，服务器密码改成了 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["batyr", "ayna.k", "merdan", "gulshat", "serdar.o", "maral", "dovlet", "ogulgerek",
          "begench", "jennet", "rustam.b", "sardor", "dilnoza.r", "reza.m", "mahsa", "hamid",
          "wanglei", "liuyang", "zhaomin", "kakajan", "svc-weigh", "gatekeeper"]  # fmt: skip
_LOGINS = [
    "imo: the yard camera login is {u} / {pw}",
    "Bizbarde, Serdar: login {u} pass {pw}",
    "ulanyjy {u}, parol {pw}",
    "ulanyjy ady {u}\nparoly {pw}",
    "логин {u} пароль {pw}",
    "логин: {u} / пасс: {pw}",
    "login {u}, parol {pw}, Sardor aka",
    "foydalanuvchi {u} paroli {pw}",
    "نام کاربری {u} رمز {pw}",
    "username {u} ramz {pw}",
    "用户名 {u} 密码 {pw}",
    "yonghuming {u} mima {pw}",
    "| host | user | pass |\n|---|---|---|\n| weighbridge-kerki | {u} | {pw} |",
    "sign in to the customs portal as {u} with {pw}",
    "host,user,password\nferry-kiosk-2,{u},{pw}",
    "- host: gate-farap\n  user: {u}\n  password: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")

_SAID_WORDS = ["garawek", "tokay", "kelek", "gawun", "sazak", "jeyhun", "kerki", "ilgyn",
               "seydi", "tamdyr", "chorek", "dutar", "gupba"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "type {w}, then {d}; that's the router password",
    "{w}{d} — that's the yard wifi password",
    "parol: {w} sözi, soňundan {d}",
    "пароль — слово {w}, потом цифры {d}",
    "parol {w} so'zi, keyin {d}",
    "ramz kalame-ye {w}, baadesh {d}",
    "mima shi {w} zhege ci, houmian jia {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

_CLI = [
    "nmap -p445 --script smb-enum-shares --script-args smbusername={u},smbpassword={pw} 10.4.1.9",
    "GetUserSPNs.py jkt.local/{u}:{pw} -dc-ip 10.4.0.2",
    "secretsdump.py 'jkt.local/{u}:{pw}@10.4.0.2'",
    "fisql -U {u} -P {pw} -S SYBKERKI",
    "clpplus -nw {u}/{pw}@db2.jeyhunkenar.lan:50000/CUSTOMS",
    "litecli --help; sqlcipher ledger.db \"PRAGMA key = '{pw}';\"",
    "proxychains4 mysql -h 10.9.0.4 -u {u} -p{pw}",
    "kerbrute bruteuser --dc 10.4.0.2 -d jkt.local /dev/null {u} -p {pw}",
    "tarantoolctl connect {u}:{pw}@tnt.jeyhunkenar.lan:3301",
    "ncrack -p 3389 --user {u} --pass {pw} 10.4.2.17",
    "enum4linux -u {u} -p {pw} -a 10.4.0.3",
    "mariadb-dump -u {u} -p{pw} cotton > cotton.sql",
    "smbmap -u {u} -p '{pw}' -H 10.4.0.3",
    "crackmapexec smb 10.4.0.0/24 -u {u} -p '{pw}'",
    "iredis -h redis.jeyhunkenar.lan --username {u} --password {pw}",
    "swanctl --load-creds; echo 'jkt-vpn : EAP \"{pw}\"' >> ipsec.secrets",
    "mclient -d cotton -u {u}  # then at Password: typed {pw}",
    "ftp -n fs.jeyhunkenar.lan <<< 'user {u} {pw}'",
]  # fmt: skip
_SHELLS = [
    "batyr@kerki-gw:~$ {c}",
    "[root@farap-kiosk ~]# {c}",
    "PS C:\\Users\\merdan> {c}",
    "{c}",
    "wanglei@camp7:~/ops$ {c}",
    "history | tail -3\n  511  cd /srv\n  512  {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)

_URLS = [
    "postgresql://{u}:{pw}@pg.jeyhunkenar.lan:5432/cotton",
    "mysql://{u}:{pw}@10.4.1.5/ferry",
    "mongodb+srv://{u}:{pw}@camp7.jkt.example/logs",
    "amqp://{u}:{pw}@mq.jeyhunkenar.lan:5672/",
    "redis://{u}:{pw}@cache.jkt.example:6379/2",
    "ftp://{u}:{pw}@fs.jeyhunkenar.lan/scans",
    "Server=sql-kerki;Database=Customs;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}",
    "imo: use {c} for the report",
    "соединение: {c}",
    "ulanyş setiri: {c}",
    "连接串 {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "jeyhun-kenar", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("JeyhunPay", "JEYHUNPAY_SECRET", _j("jhp_live_", (ALNUM, 32))),
    ("Lebap SMS", "LEBAP_SMS_KEY", _j("lsms-", (HEX, 32))),
    ("Kerki Cargo", "KERKI_CARGO_TOKEN", _j("kc_sk_", (ALNUM, 36))),
    ("AmuCloud", "AMUCLOUD_ACCESS_KEY", _j("amu.", (URLSAFE, 40))),
    ("Farap Transit", "FARAP_TRANSIT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Gawun Track", "GAWUN_TRACK_TOKEN", _j((HEX, 40))),
    ("TMCell SMS gateway", "TMCELL_SMS_TOKEN", _j((ALNUM, 40))),
    ("Altyn Asyr", "ALTYN_ASYR_API_KEY", _j((UPPER_HEX, 32))),
    ("Belet", "BELET_API_TOKEN", _j((URLSAFE, 43))),
    ("Tmcars", "TMCARS_API_KEY", _j((HEX, 32))),
    ("Click Uz", "CLICK_SECRET_KEY", _j((ALNUM, 24))),
    ("Uzum Bank", "UZUM_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Payme Business", "PAYME_MERCHANT_KEY", _j((ALNUM, 32))),
    ("Eskiz", "ESKIZ_TOKEN", _vendor_jwt("https://notify.eskiz.uz")),
    ("Yandex Delivery", "YANDEX_DELIVERY_OAUTH", _j("y0_", (URLSAFE, 55))),
    ("Wildberries", "WB_API_TOKEN", _vendor_jwt("https://seller.wildberries.ru")),
    ("Ozon Seller", "OZON_API_KEY", lambda g: v.uuid4(g, "b")),
    ("CDEK", "CDEK_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Snapp Express", "SNAPP_EXPRESS_KEY", _j((HEX, 48))),
    ("Digikala", "DIGIKALA_SELLER_TOKEN", _j((ALNUM, 44))),
    ("Zibal", "ZIBAL_MERCHANT", _j((HEX, 24))),
    ("IDPay", "IDPAY_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Amap", "AMAP_WEB_KEY", _j((HEX, 32))),
    ("DingTalk", "DINGTALK_APP_SECRET", _j((URLSAFE, 64))),
    ("Feishu", "FEISHU_APP_SECRET", _j((ALNUM, 32))),
    ("Qiniu", "QINIU_SECRET_KEY", _j((URLSAFE, 40))),
    ("Huawei Cloud", "HUAWEICLOUD_SDK_SK", _j((ALNUM, 40))),
    ("Baidu AI", "BAIDU_SECRET_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "{vendor} integration broken, current key {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "{vendor} API açary: {tok}",
    "ключ API {vendor}: {tok}",
    "{vendor} API kaliti {tok}",
    "کلید API {vendor}: {tok}",
    "{vendor} 的 API 密钥：{tok}",
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


_BARE_PLACES = ["{t}", "imo: {t}", "it shows only once, so here:\n{t}", "şu token: {t}",
                "вот токен {t}", "token shu {t}", "{t}\n^ täze, köne öldi"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token",
    _BARE_PLACES,
    lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)},
    "t",
)

_HEX_PLACES = {
    "SCADA_HMAC_KEY={h}": 64,
    "webhook signing secret for the ferry kiosk: {h}": 64,
    "master_key = {h}": 32,
    "şifrlemek açary: {h}": 64,
    "ключ шифрования {h}": 48,
    "AES kaliti: {h}": 64,
    "加密密钥 {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")

_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.jkt.example/v1/trucks",
    "session cookie jkt_sid={t}",
    "id_token={t}",
    "токен доступа: {t}",
    "giriş tokeni {t}",
    "令牌 {t}",
    "access_token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@jeyhunkenar.tm"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.jeyhunkenar.tm/realms/yard", "roles": ["dispatch"]}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")

_PEM_PLACES = {
    "{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "deploy key for the Kerki gateway:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "cat ~/.ssh/id_ecdsa\n{key}": ("EC PRIVATE KEY", "\n"),
    "TLS_KEY=\"{key}\"": ("PRIVATE KEY", "\\n"),
    "Wang Lei 发来的私钥：\n{key}": ("PRIVATE KEY", "\n"),
    "закрытый ключ:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "gpg --export-secret-keys --armor yard\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQOYBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")

_SEED_PLACES = {
    "Trust Wallet recovery phrase: {p}": "english",
    "gapjygyň dikeldiş sözleri:\n{p}": "english",
    "сид фраза от кошелька: {p}": "russian",
    "Sardor, hamyon so'zlari: {p}": "english",
    "عبارت بازیابی کیف پول: {p}": "english",
    "助记词：{p}": "chinese_simplified",
    "voice note: the seed words are {p}": "english",
    "frase semilla de la prima en Madrid: {p}": "spanish",
    "Kurtarma kelimeleri (Stambuldaky daýy): {p}": "turkish",
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
    words = unicodedata.normalize("NFC", phrase).split()
    joiner = "\u3000" if lang == "japanese" else " "
    layouts = [
        joiner.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)], "lang": lang}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    """A Luhn-valid number of a scheme the value helpers do not know, ungrouped."""
    body = rng.choice(prefixes) + ""
    body += _r(rng, D, length - len(body) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], 16)
    if brand == "humo":
        return _card_of(rng, ["9860"], 16)
    if brand == "uzcard":
        return _card_of(rng, ["8600"], 16)
    if brand == "altyn":
        return _card_of(rng, ["9934", "6233"], 16)
    return v.card(rng, brand)


_CARD_PLACES = [
    "card for the Istanbul hotel: {c} exp {mm}/{yy}",
    "Altyn Asyr kartymyň belgisi {c}",
    "номер карты {c}, срок {mm}/{yy}",
    "karta raqami: {c}",
    "شماره کارت {c}",
    "卡号 {c} 有效期 {mm}/{yy}",
    "pay the Kerki fuel supplier with {c} ({mm}/{yy})",
    "kart: {c}, möhleti {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["mir", "visa", "humo", "mastercard", "uzcard", "unionpay", "altyn", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")

_CVV_PLACES = ["card {c}, the three digits on the back are {cvv}",
               "CVC kody: {cvv}",
               "CVV код {cvv}",
               "kartaning orqasidagi uch raqam: {cvv}",
               "卡背面三位数 {cvv}",
               "cvv2 kartam {cvv}-e"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "visa")[:16], " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")

# Countries a rough grep count finds least over heldouts 5 to 345; BBAN shapes after iban.dat.
_IBAN_SHAPES = {"GR": "n" * 7 + "c" * 16, "SK": "n" * 20, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "EE": "n" * 16, "LT": "n" * 16, "MT": "aaaa" + "n" * 5 + "c" * 18,
                "AD": "n" * 8 + "c" * 12, "MC": "n" * 10 + "c" * 11 + "nn"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN of cousin Aýna in Thessaloniki: {i}",
    "Bratislavadaky daýzamyň IBAN-y {i}",
    "IBAN для перевода в Варну: {i}",
    "IBAN raqami {i}",
    "شماره شبا / IBAN: {i}",
    "收款账户 IBAN：{i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(1965, 2003)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = h.choice(["110101", "510107", "650102", "610113"]) + born + _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


def _digits_valid(n: int, valid: Callable[[str], bool], first: str = "123456789") -> Maker:
    return lambda g: v.until(g, lambda h: h.choice(first) + _r(h, D, n - 1), valid)


def _uscc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "91" + h.choice(["110101", "650102"]) + _r(h, UPPER_DIGITS.replace("I", ""), 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _tm_passport(g: random.Random) -> str:
    return "A" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "身份证号 {s}": _ric,
    "Zhao Min 的居民身份证号码：{s}": _ric,
    "shenfenzheng haoma {s}": _ric,
    "统一社会信用代码 {s}（气田承包商）": _uscc,
    "ИНН дяди в Москве: {s}": _digits_valid(12, ru_inn.is_valid),
    "мой ИНН {s}": _digits_valid(12, ru_inn.is_valid),
    "ОГРН фирмы в Астрахани: {s}": _digits_valid(13, ru_ogrn.is_valid, "15"),
    "VÖEN (Bakudaky hyzmatdaş): {s}": _digits_valid(10, az_voen.is_valid),
    "IDNO-ul firmei din Chișinău {s}": _digits_valid(13, md_idno.is_valid, "1"),
    "УНП партнёра в Минске {s}": _digits_valid(9, by_unp.is_valid, "1"),
    "РНОКПП двоюрідного брата: {s}": _digits_valid(10, ua_rntrc.is_valid),
    "pasport belgim {s}": _tm_passport,
    "паспорт №{s}": _tm_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Google backup codes for the yard account\n{codes}",
            "ätiýaçlyk kodlar: {codes}",
            "резервные коды 2FA:\n{codes}",
            "zaxira kodlari {codes}",
            "کدهای پشتیبان 2FA: {codes}",
            "备用验证码：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/JeyhunKenar:batyr@jeyhunkenar.tm?secret={s}&issuer=JeyhunKenar",
              "2FA gizlin açary: {s}",
              "секрет TOTP для почты {s}",
              "Authenticator setup key (can't scan the QR code): {s}"]  # fmt: skip
_CODES = ["{c} is your Belet verification code", "tassyklama kody: {c}",
          "Код подтверждения: {c}. Никому не сообщайте", "Tasdiqlash kodi {c}",
          "【气田OA】验证码 {c}，5分钟内有效"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_SSIDS = ["JKT-Yard-5G", "Kerki Depot Office", "TMCell-Farap-Kiosk", "Seydi Camp WiFi",
          "Amyderya Kopri 2G", "Camp7_Guest", "Gazojak-Sklad", "Halach-Home"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} / {pw}",
    "Network: {s}\nKey: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "{s} wifi-nyň paroly {pw}",
    "вайфай {s}, пароль {pw}",
    "wifi {s} paroli: {pw}",
    "رمز وای‌فای {s}: {pw}",
    "{s} 的wifi密码：{pw}",
    "wpa_psk for {s} is {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.2:
        return _r(rng, D, 16)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")

_SPELL_MAKERS = [_j("jhp_live_", (ALNUM, 18)), _j((HEX, 32)), _j((ALNUM, 28)),
                 _j("kc_sk_", (ALNUM, 22))]  # fmt: skip
_SPELL = ["reading the key out one letter at a time: {t}", "[voice note] {t}",
          "harpma-harp: {t}", "по буквам: {t}", "逐个字母：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_LOCKS = ["ambaryň gulpunyň kody: {pw}", "код от ворот склада {pw}",
          "omborning qulf kodi {pw}", "کد درب انبار {pw}", "仓库门禁密码 {pw}",
          "the safe at the Kerki office opens with {pw}", "SIM PIN: {pw}",
          "kartymyň PIN kody {pw}"]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, lambda g, i, t: {"pw": _r(g, D, [4, 6, 4, 5][i % 4])}, "pw")

_PHRASE_WORDS = ["garawek", "tokay", "kelek", "gawun", "sazak", "jeyhun", "parom", "kopri",
                 "ilgyn", "chorek", "dutar", "gupba", "salyk", "boyun"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase: {p}": " ", "Bitwarden passphrase for the yard: {p}": "-",
            "açar sözlem: {p}": " ", "кодовая фраза: {p}": ".", "parol iborasi: {p}": "_",
            "veracrypt passphrase {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")

_AUTH = {"Authorization: Basic {v}": True,
         "curl -H \"Authorization: Basic {v}\" http://scale.jeyhunkenar.lan/api": True,
         "Authorization: Bearer {v}": False,
         "proxy-authorization: Basic {v}": True,
         "заголовок Authorization: Bearer {v}": False}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")

_CONFIGS = [
    "[database]\nhost = pg.jeyhunkenar.lan\nuser = weigh\npassword = {pw}",
    "DB_PASSWORD={pw}\nDB_HOST=10.4.1.5",
    "spring.datasource.password={pw}",
    "smtp:\n  host: mail.jeyhunkenar.tm\n  password: \"{pw}\"",
    "<add key=\"CustomsPassword\" value=\"{pw}\" />",
    "define('DB_PASSWORD', '{pw}');",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "[client]\nuser=root\npassword={pw}",
    "pg.jeyhunkenar.lan:5432:cotton:weigh:{pw}",
    "REDIS_PASS = \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CHATS = [
    "Merdan: wifi paroly näme?\nAýna: {pw}",
    "— какой пароль от сервера?\n— {pw}",
    "Sardor: parol qanday?\nDilnoza: {pw}",
    "Reza: ramz chie?\nMahsa: {pw}",
    "刘洋：密码多少？\n王磊：{pw}",
    "Batyr: the password for the 1C base?\nGulshat: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_HIDDEN = [
    "{pw} — that's what I set for the yard router",
    "{pw}, men muny Kerki routeri üçin goýdum",
    "поставил {pw} на роутер в Фарапе",
    "routerga {pw} qo'ydim",
    "{pw} ro baraye modem gozashtam",
    "我给路由器设的是 {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "Kerki skladyň paroly:": "{s}",
    "пароль от 1С": "{s}\nне теряй",
    "Urganch ombor paroli": "{s}",
    "رمز سرور انبار:": "{s}",
    "营地服务器密码": "{s}",
    "the weighbridge admin password is": "{s} (rotate after the harvest)",
    "wifi JKT-Yard-5G key": "{s}",
    "Farap kiosk login gatekeeper, password": "{s}",
    "ramze jadid": "{s}",
    "gizlin söz": "{s}. hiç kime",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "JeyhunPay secret key", "{s}", _j("jhp_live_", (ALNUM, 32))),
    ("split_token", "ключ API Eskiz:", "{s}", _j((ALNUM, 40))),
    ("split_token", "Uzum Bank client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "gapjygyň sözleri", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} до 08/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "EE"))),
    ("split_backup", "резервные коды", "{s}\n71829304\n55102948", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "身份证号", "{s}", _ric),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


def _humo(g: random.Random) -> str:
    return v.grouped(_card(g, "humo"), " ", g)


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"weighbridge": {"host": "wb-kerki", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"parol": "{s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "sardor", "parol": "{s}"}}': ("meta_password", _plain_pw),
    '{"رمز": "{s}"}': ("meta_password", _plain_pw),
    '{"密码": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-dump", "-u", "root", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"transcript": "Kerki skladyň kompýuteriniň paroly {s}"}': ("meta_password", _plain_pw),
    '{"eskiz": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"jeyhunpayToken": "{s}"}': ("meta_token", _j("jhp_live_", (ALNUM, 32))),
    '{"amap_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", _humo),
    '{"relative": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GR")),
    '{"contractor": {"ric": "{s}"}}': ("meta_id", _ric),
    '{"mfa": {"backup_codes": ["{s}", "40917263", "88310574"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"scada": {"hmac_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"gate": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Seydi Camp WiFi", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"yard: add ferry queue report", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"customs: fix HS code for cotton", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"roc800-firmware-3.80.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.jeyhunkenar.lan/yard-api:2.7").hexdigest()
_MD5 = hashlib.md5(b"bales_2031-09-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    f"commit {_COMMIT} adds the ferry queue report.",
    f"Rolled back to {_SHORT} after the cotton HS code change broke the export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"ROC800 firmware 3.80 has SHA-256 checksum {_FIRMWARE}.",
    f"The yard API runs registry.jeyhunkenar.lan/yard-api@sha256:{_IMAGE}.",
    f"MD5 of bales_2031-09-14.csv is {_MD5}, same as the copy on the share.",
    "Order JKT-2031-00417 shipped from Turkmenabat on 14 September.",
    "The ferry at Kerki leaves at 07:40 and 15:20, ticket 35 manat.",
    "Shop phone in Farap: +993 422 5 17 40, open 9 to 18.",
    "Truck TM 4821 AB crossed the Amu Darya bridge at 11:05.",
    "Invoice 2031/0917: 46 bales of cotton, 11 980 kg, 23 400 manat.",
    "Version 2.7.1 of the yard app fixes the password reset screen.",
    "The password policy says 12 characters and one digit.",
    "Paroly ýatdan çykardyňmy? Admin täzeden berer.",
    "Parolyňyzy hiç kime aýtmaň.",
    "Пароль должен быть не короче 12 символов.",
    "Забыли пароль? Нажмите «Восстановить».",
    "Parolni hech kimga aytmang.",
    "Parol kamida 8 belgidan iborat bo'lishi kerak.",
    "رمز عبور باید حداقل ۸ کاراکتر باشد.",
    "ramzet ro be kasi nagoo, hata be man.",
    "密码至少需要十二位。",
    "mima wangle jiu zhao Liu Yang chongzhi.",
    "The API key rotation is scheduled after the cotton harvest.",
    "Tokens are counted per request; the limit is 4096.",
    "The PIN pad at the Kerki fuel station is broken again.",
    "The wifi password is on the card at the reception desk.",
    "Gate code changes every Monday; ask Merdan.",
    "The recovery phrase is kept in the office safe, on paper.",
    "2FA is now required for the customs portal.",
    "Tassyklama kody SMS bilen gelýär.",
    "Код подтверждения придёт по SMS в течение минуты.",
    "Tasdiqlash kodi 5 daqiqa amal qiladi.",
    "验证码五分钟内有效。",
    "The Seydi camp has 48 beds and 3 generators.",
    "Melon lot GW-2031-118: 820 kg, grade A, Garrygyz variety.",
    "Container TGHU 4417725 arrives in Turkmenbashi on 2031-10-02.",
    "Flight T5 621 Turkmenabat to Ashgabat departs 06:15.",
    "Warehouse 3 temperature: 4.2 °C, humidity 61 %.",
    "Pass the salt, please; the chorek is ready.",
    "I pinned the pymodbus dependency to 3.6.9.",
    "The secret of good plov is the carrots from Farap.",
    "Passport photos for the visa must be 3.5 x 4.5 cm.",
    "Ticket JKT-2217 closed: the scanner was unplugged.",
    "The IBAN field is required for foreign transfers.",
    "Card payments above 5000 manat need the manager's approval.",
    "The generator at Seydi ran 412 hours this month.",
    "Port 5432 is open only on the office VLAN.",
    "Our customs broker's office is at Magtymguly street 14, Turkmenabat.",
    "Use the password manager, never a sticky note.",
    "The token budget is 8000 per call.",
    "Bitcoin address format is explained in the wiki, no keys there.",
    "Barcode 4601234567893 is the melon box, not a card.",
    "Tracking number RR123456785TM for the parcel to Istanbul.",
    "The Wi-Fi name is JKT-Guest; ask reception for the code.",
    "Gazojak depot stock: 312 sacks of flour, 40 of sugar.",
    "Backup job finished at 02:14, 38 GB written.",
    "Dilnoza's parcel weighs 4.6 kg and costs 120 000 so'm to send.",
    "Mahsa's shop in Mashhad sells saffron at 1.2 million rial per gram.",
    "The gas engineers' shift starts at 08:00 Beijing time.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-09-01T07:00:00Z", "password_min_length": 12}',
    '{"secret_ref": "vault/yard/weighbridge", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 217}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "JKT-2217", "order": "JKT-2031-00417"}',
    '{"lot": {"id": "GW-2031-118", "weight_kg": 820, "grade": "A"}}',
    '{"phone": "+993 422 5 17 40", "city": "Farap"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bales": 46}',
    '{"truck": "TM 4821 AB", "crossing": "Amu Darya bridge", "time": "11:05"}',
    '{"parol_policy": "12+", "token_limit": 4096, "pin_pad": "broken"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
