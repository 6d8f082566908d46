# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninety-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-ninety-third's
docstring, the fifth to two-hundred-and-ninety-third only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-ninety-fourth, two-hundred-and-ninety-sixth and two-hundred-and-ninety-seventh),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (295604817), password words (a
place on Olkhon and a thing of the lake, `ShamankaNerpa47!`; a UAZ van and a place; a smokehouse
batch in kilos, `Omul36kg#4`; a name, a year and a place; leet place names, `Khuzh1r`; a
generator's three dashed groups; random runs), names, places, templates, tools, vendors and
layouts, the way the staff of a fictional company (Olkhon Tours: a guesthouse in Khuzhir, a
hovercraft tour desk, an omul smokehouse, a UAZ van transfer office in Irkutsk and an
ice-skating tour booking stand) and its Chinese guests leak secrets into an assistant's memory.
Every company, person, address, domain and number is fictional; only the region (Olkhon Island,
Lake Baikal and Irkutsk, Russia) is real. The texts are chats with times, tickets, wiki pages and
breadcrumbs, notes, e-mails, runbooks, READMEs, shell prompts and history, voice-memo
transcripts, dictated text, code and config files, and requests to the assistant itself; the
separators run from a colon, "is", `—`, `энэ`, `是` and `：` to an arrow, a pointing hand, a new
line, a table bar, `« … »`, quotes and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 293 that name each): in
none, the words `Olkhon`, `Khuzhir`, `Irkutsk`, `shchas`; in one, `sstpc`, `clickhouse-backup`,
`норм`, `пж`, `谢谢`; in two, `jfrog config`; in three, `vmagent`, `greptime`,
`pvesh`, `qm set`, `racadm`, Buryat, `Baikal`, `omul`; in four, `doveadm pw`,
`mkpasswd`, `cryptsetup`, `tt connect`. More used before and here in wordings of their own:
`ibcmd` (five), `mysqlsh` (eight), sshpass, smbclient, curl, mysqldump, `.pgpass`, msmtp,
Compose, Django, Spring, PHP's `define`, PDO, psycopg, node-postgres, Terraform, Ansible,
Vagrant, Kubernetes Secrets, redis.conf, `nmcli`, the `WIFI:` QR string, `otpauth://`, Basic and
Bearer headers, JWTs, PEM blocks and BitLocker recovery keys.

About half of the secret samples are in other languages than English: Russian texting in
Cyrillic (`пароль`, `пароль от …`, `вот пароль`, `щас`, `спс`, `норм`, `пж`, `никому не
говори`, `ключ API`, `токен`, `код подтверждения`, `пин-код`, `кодовый замок`, `номер карты`,
`ключ восстановления`, `сид-фраза`, `« … »`) and in translit (`parol`, `parol'`, `shchas`, `sps`,
`spasibo`, `pzh`, `nikomu ne govori`, `vot`, `kluch API`, `kod`); Buryat in Cyrillic (`нюуса
үгэ`, `энэ`, `шэнэ`, `гэжэ үгэ, тиигээд`, `хэндэшье бү хэлээрэй`, `баярлалаа`, `түлхюур`,
`хэрэглэгшэ`, `шкафай код`) and in Latin letters (`nyuusa uge`, `nyuusa üge`, `baina`,
`hendeshe bu heleerei`, `nyuusa tulkhuur`, `nyuusa ugyn khellegen`); and the Mandarin of Chinese
tourists (`密码`, `登录密码`, `是`, `别告诉别人`, `不要告诉任何人`, `谢谢`, `验证码`, `备用验证码`,
`助记词`, `密钥`, `卡号`, `身份证号`, and pinyin `mima shi`, `bie gaosu bieren`, `xiexie`). The
wordings are the author's approximations, checked by no speaker; the thinnest guesses are the
Buryat ones: `түлхюур` for "key", `хэрэглэгшэ` for "user", `шкафай код` ("the cabinet's code"),
`nyuusa ugyn khellegen` for "passphrase" (a coinage) and the Latin spellings, then the translit
Russian `pzh` and `kluch` (people also write `klyuch`).

Vendors (by grep, in no earlier corpus: Hotellook, Onlinetours, Kupibilet, Easyweek, Fornex,
Tuniu, Tongcheng, Kuaishou, Hellobike, Dianping, Kassa24, Platius, Cloudtips; in one: Travelata,
Level.Travel, Aviasales, Biletix, Timepad, Talk-Me, Verbox, LiveTex, RUVDS, Serverspace, Qrator,
Xiaohongshu, Douyin, Lakala, Youzan, Weidian, Gaode, Tutu.ru, Sutochno, Qunar, Fliggy, Mafengwo,
Meituan, Ctrip, Albato, ApiX-Drive, Chatapp, Taplink). No shape is one the author knows to be
real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, a
bcrypt-like run, and the `olt_`, `ks`, `k24_live_`, `ltx-`, `tt_` and `tpl_` prefixes); the JWTs
are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Russia's
personal INN (`stdnum.ru.inn`, in thirteen earlier corpora) and a sole trader's OGRNIP
(`stdnum.ru.ogrn`, eleven), China's resident identity card number (`stdnum.cn.ric`, five) and
unified social credit code (`stdnum.cn.uscc`, four). Kinds no library or this file checks (no
check-digit algorithm is written here; the shapes are guesses): a Russian internal and a foreign
passport, a Russian driving licence, a Mongolian registration number, a Chinese passport and a
Chinese exit-entry permit for Hong Kong and Macao. Card numbers pass Luhn (the value helpers'
Visa, Mastercard, JCB, UnionPay and Amex, and Mir prefixes drawn here, checked with
python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only. The IBANs are of
Russia, Mongolia, Kazakhstan, Belarus, Azerbaijan, Georgia, Egypt and Jordan (countries a rough
count of the country codes in heldouts 5 to 293 finds in twenty-five to twenty-nine corpora
each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
Simplified Chinese, Russian, Korean, Italian and Czech lists, each drawn again until
`Mnemonic(lang).check` accepts it. Every secret is drawn again until it is new and no clean text
holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 295_604_817
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _clean_blob() -> str:
    return "\n".join(CLEAN) + "\n" + json.dumps(CLEAN_METADATA, ensure_ascii=False)


def _fresh(secret: str, seen: set[str]) -> bool:
    """A secret is kept when it is new, four characters or more, and in no clean text."""
    return len(secret) >= 4 and secret not in seen and secret not in _clean_blob()


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
            for _ in range(1000):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret, seen):
                    break
            else:
                raise ValueError(f"no fresh secret for {template!r}")
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_LAKE = ["Olkhon", "Khuzhir", "Shamanka", "Burkhan", "Kharantsy", "Uzury", "Khoboy", "Peschanaya",
         "Sarma", "Barguzin", "Kultuk", "Angara", "Listvyanka", "Irkut", "Kurykan", "Ogoi",
         "Zhima", "Tazheran", "Yalga", "Khalgai"]  # fmt: skip
_THINGS = ["Omul", "Nerpa", "Golomyanka", "Hovercraft", "Khivus", "Smokehouse", "Icefloe",
           "Torosy", "Skates", "Buuzy", "Sagaan", "Tarbagan", "Yurta", "Pozy", "Kharius"]  # fmt: skip
_NAMES = ["Bair", "Dulma", "Sayana", "Aryuna", "Tsyren", "Zorikto", "Olga", "Sergey", "Dima",
          "Nastya", "Lena", "Artyom", "Bulat", "Erzhena", "Weiming", "Xiaoyu", "Haoyu", "Lina",
          "Jiaqi", "Tuyana"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["0lkh0n", "Khuzh1r", "Sh4m4nk4", "N3rp4", "0mul", "B41k4l", "S4rm4", "Kh1vus",
         "B4rguz1n", "Ang4r4"]  # fmt: skip


def _uaz(g: random.Random) -> str:
    """A UAZ van's plate-ish number and a word: how the transfer office picks passwords."""
    return f"UAZ{g.choice(['452', '2206', 'Bukhanka'])}{g.choice(_LAKE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"


def _omul(g: random.Random) -> str:
    """A smokehouse batch: the fish, the kilos and a sign."""
    return f"{g.choice(['Omul', 'Kharius', 'Sig', 'Okun'])}{g.randrange(12, 99)}kg{g.choice(_SYMBOLS)}{g.randrange(1, 10)}"


def _generated(g: random.Random) -> str:
    """Three dashed groups of five, as a password generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_LAKE)}{g.choice(_THINGS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_THINGS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_LAKE)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    _uaz,
    _omul,
    lambda g: f"{g.choice(_LAKE).lower()}_{g.choice(_THINGS).lower()}_{g.randrange(1970, 2033)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _generated,
    lambda g: f"Khivus{g.randrange(2, 40)}{g.choice(_LAKE)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Guesthouse wiki › Khuzhir › Front desk PC: the Bnovo-free booking laptop password is {pw}",
    "[07:42] Bair: password for the hovercraft desk tablet is {pw}",
    "Note to self, smokehouse thermometer panel: password {pw}",
    "Ticket KHZ-118 (ice stand kiosk): reset done, new password: {pw}",
    "Remember this for me please: the Irkutsk office router admin password is {pw}",
    "voice memo, Dulma, 06:10: okay so the smokehouse camera password is {pw}, bye",
    "runbook 'Transfer office, opening': 3. log into the dispatch PC, password → {pw}",
    "e-mail from Sergey: Hi, the new password for the van-tracking portal is \"{pw}\". Thanks!",
    "README (ice-booking kiosk): default admin password `{pw}`, change it on first boot",
    "Lena: the skate rental tablet password changed to {pw}",
    "пароль от кассы на причале: {pw}",
    "щас пароль от ноута в гестхаусе {pw}, спс",
    "Артём: пароль — «{pw}», никому не говори пж",
    "вот пароль от терминала коптильни: {pw}",
    "пароль на ховере норм теперь: {pw}",
    "parol ot kassy na prichale: {pw} sps",
    "shchas parol' ot wifi-routera v ofise {pw}, nikomu ne govori",
    "vot parol ot noutbuka: {pw} pzh ne teryai",
    "parol' dlya UAZ-trekera — {pw}",
    "Туяна: гэрэй компьютерэй нюуса үгэ энэ: {pw}. Хэндэшье бү хэлээрэй",
    "нюуса үгэ: {pw}, баярлалаа",
    "Tsyren: nyuusa uge {pw} baina, hendeshe bu heleerei",
    "nyuusa üge → {pw}",
    "冰上滑冰预约的密码是 {pw}，别告诉别人",
    "导游说气垫船售票平板的密码：{pw}",
    "酒店前台电脑密码是{pw}，谢谢",
    "登录密码：{pw}（不要告诉任何人）",
    "mima shi {pw}, bie gaosu bieren",
    "[13:05] Weiming: 密码 👉 {pw}",
    "Xiaoyu: the password for our group's Olkhon tour account is {pw}, xiexie",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bair.d", "dulma", "sayana", "tsyren", "olga.k", "sergey", "dima_uaz", "nastya",
          "lena.ice", "artyom", "erzhena", "weiming", "xiaoyu", "tuyana", "desk", "smoke01"]  # fmt: skip
_LOGINS = [
    "hovercraft booking portal\nlogin: {u}\npassword: {pw}",
    "creds for the smokehouse SCADA are {u} and {pw}",
    "sign in to the transfer dispatch as {u} with {pw}",
    "| {u} | {pw} | guesthouse PMS |",
    "{u} / {pw}  (ice stand kiosk)",
    "логин {u}, пароль {pw}",
    "логин: {u} пароль: {pw} спс",
    "login {u} parol {pw}",
    "хэрэглэгшэ: {u}, нюуса үгэ: {pw}",
    "用户名：{u} 密码：{pw}",
    "账号 {u}，密码 {pw}",
    "u={u} p={pw}",
    "{u}@olkhon-baikal.example:{pw}",
    "Irkutsk office NAS — user {u}, password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELL_WORDS = ["nerpyonok", "barguzinets", "shamanochka", "omulyok", "sarmichka", "kurykanka",
                "khoboychik", "uzurka", "zhemchuzhinka", "kharyuzok", "tarbaganchik", "buuzochka",
                "torosinka", "khivusik"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} followed by {d}",
    "type {w}, then {d}; that's the guesthouse admin password",
    "{w} in small letters and {d} at the end, that's the wifi one",
    "пароль — слово {w}, потом {d}",
    "parol: slovo {w} i potom cifry {d}",
    "нюуса үгэ — {w} гэжэ үгэ, тиигээд {d}",
    "密码是单词 {w} 后面加 {d}",
    "the name of our husky, {w}, followed by {d}",
    "{w}{d} — that's the hovercraft tablet password",
    "пароль {w}{d}, щас поменял",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    w = _SPELL_WORDS[index % len(_SPELL_WORDS)]
    d = str(rng.randrange(100, 10_000))
    secret = w + d if "{w}{d}" in template else w
    return {"w": w, "d": d, "secret": secret}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "sstpc --user {u} --password {pw} vpn.olkhon-baikal.example usepeer require-mschap-v2 noauth",
    "jf config add khuzhir-art --url=https://art.olkhon-baikal.example --user={u} --password={pw} --interactive=false",
    "vmagent -remoteWrite.url=https://vm.olkhon-baikal.example/api/v1/write -remoteWrite.basicAuth.username={u} -remoteWrite.basicAuth.password={pw}",
    "qm set 104 --ciuser {u} --cipassword {pw}",
    "racadm -r 10.20.0.5 -u {u} -p {pw} serveraction powercycle",
    "doveadm pw -s SHA512-CRYPT -p {pw}",
    "mkpasswd -m sha-512 {pw}",
    "printf '%s' '{pw}' | cryptsetup open /dev/sdb1 smokelogs --key-file=-",
    "CLICKHOUSE_USERNAME={u} CLICKHOUSE_PASSWORD={pw} clickhouse-backup create bookings-nightly",
    "tt connect {u}:{pw}@tarantool.olkhon-baikal.example:3301",
    "ibcmd infobase dump --dbms=PostgreSQL --db-server=pg1c --db-name=transfer --db-user={u} --db-pwd={pw} transfer.dt",
    "pvesh create /access/users --userid {u}@pve --password {pw}",
    "greptime cli attach --grpc-addr 10.20.0.9:4001 --auth-basic {u}:{pw}",
    "mysqlsh --uri {u}@mysql.olkhon-baikal.example:3306 --password={pw} --sql",
    "sshpass -p '{pw}' ssh {u}@smokehouse-pi.local",
    "smbclient //nas-irk/vans -U {u}%{pw}",
    "curl -u {u}:{pw} https://dispatch.olkhon-baikal.example/api/vans",
    "mysqldump -u {u} -p{pw} guesthouse > guesthouse.sql",
]  # fmt: skip
_SHELLS = [
    "khuzhir-gh:~$ {c}", "[root@uaz-irk ~]# {c}", "dulma@smokehouse:~$ {c}",
    "  1042  {c}", "ran this on the hovercraft desk box: {c}", "щас запустил: {c}",
    "运行了这个命令：{c}", "{c}", "Runbook step 4:\n```\n{c}\n```",
]  # fmt: skip


def _cmd_draw(templates: list[str], frames: list[str]) -> Draw:
    """A command (or a URL) from ``templates`` in turn, in one of ``frames``; its password is the secret."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        pw = _plain_pw(rng)
        inner = templates[index % len(templates)].format(pw=pw, u=rng.choice(_USERS))
        return {"c": rng.choice(frames).format(c=inner), "secret": pw}

    return draw


_cli = _Family("cli_password", ["{c}"], _cmd_draw(_CLI, _SHELLS), "c")


_URLS = [
    "clickhouse://{u}:{pw}@ch.olkhon-baikal.example:9000/bookings",
    "postgresql://{u}:{pw}@pg.khuzhir.lan:5432/guesthouse",
    "redis://{u}:{pw}@redis.irk.lan:6379/2",
    "mongodb+srv://{u}:{pw}@cluster0.olkhon.example/tours",
    "amqp://{u}:{pw}@mq.irk.lan:5672/transfers",
    "sftp://{u}:{pw}@files.olkhon-baikal.example:22/smokehouse/",
    "ftp://{u}:{pw}@cam-pier.khuzhir.lan/",
    "mysql+pymysql://{u}:{pw}@mysql.irk.lan/ice_booking",
    "tarantool://{u}:{pw}@tt.olkhon.lan:3301",
    "Server=sql.irk.lan;Database=Transfers;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "строка подключения: {c}", "连接字符串：{c}", "keep this for me: {c}",
    "Ticket KHZ-131: {c}", "wiki › Servers › Irkutsk: {c}",
]  # fmt: skip
_urls = _Family("connection_string", ["{c}"], _cmd_draw(_URLS, _URL_PLACES), "c")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


# (vendor, its variable, the token's maker): every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Hotellook", "HOTELLOOK_TOKEN", _j((HEX, 32))),
    ("Onlinetours", "ONLINETOURS_API_KEY", _j("olt_", (ALNUM, 32))),
    ("Kupibilet", "KUPIBILET_SECRET", _j((URLSAFE, 40))),
    ("Easyweek", "EASYWEEK_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Fornex", "FORNEX_API_TOKEN", _j((LOWER_DIGITS, 48))),
    ("Tuniu", "TUNIU_APP_SECRET", _j((HEX, 40))),
    ("Tongcheng", "LY_OPEN_SECRET", _j((UPPER_DIGITS, 32))),
    ("Kuaishou", "KUAISHOU_APP_SECRET", _j("ks", (ALNUM, 30))),
    ("Hellobike", "HELLOBIKE_KEY", _j((HEX, 32))),
    ("Dianping", "DIANPING_APP_SECRET", _j((HEX, 40))),
    ("Kassa24", "KASSA24_SECRET_KEY", _j("k24_live_", (ALNUM, 28))),
    ("Platius", "PLATIUS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Cloudtips", "CLOUDTIPS_SECRET", _j((B64, 44))),
    ("Travelata", "TRAVELATA_TOKEN", _j((ALNUM, 40))),
    ("Level.Travel", "LEVELTRAVEL_API_KEY", _j((HEX, 32))),
    ("Aviasales", "AVIASALES_MARKER_TOKEN", _j((HEX, 32))),
    ("Biletix", "BILETIX_PASSWORD_HASH_KEY", _j((UPPER_HEX, 40))),
    ("Timepad", "TIMEPAD_TOKEN", _j((HEX, 40))),
    ("Talk-Me", "TALKME_API_TOKEN", _j((LOWER_DIGITS, 64))),
    ("Verbox", "VERBOX_SECRET", _j((ALNUM, 36))),
    ("LiveTex", "LIVETEX_API_KEY", _j("ltx-", (ALNUM, 32))),
    ("RUVDS", "RUVDS_API_TOKEN", _j((ALNUM, 48))),
    ("Serverspace", "SERVERSPACE_API_KEY", _j((URLSAFE, 52))),
    ("Qrator", "QRATOR_API_KEY", _j((HEX, 32))),
    ("Xiaohongshu", "XHS_APP_SECRET", _j((HEX, 32))),
    ("Douyin", "DOUYIN_CLIENT_SECRET", _j((HEX, 32))),
    ("Lakala", "LAKALA_PRIVATE_KEY_PASS", _j((ALNUM, 24))),
    ("Youzan", "YOUZAN_CLIENT_SECRET", _j((HEX, 32))),
    ("Weidian", "WEIDIAN_APPSECRET", _j((HEX, 32))),
    ("Gaode", "AMAP_WEB_KEY", _j((HEX, 32))),
    ("Tutu.ru", "TUTU_PARTNER_KEY", _j("tt_", (ALNUM, 30))),
    ("Sutochno", "SUTOCHNO_TOKEN", _j((ALNUM, 32))),
    ("Qunar", "QUNAR_SECRET", _j((HEX, 40))),
    ("Fliggy", "FLIGGY_APP_SECRET", _j((HEX, 32))),
    ("Mafengwo", "MFW_PARTNER_KEY", _j((LOWER_DIGITS, 40))),
    ("Meituan", "MEITUAN_SIGN_KEY", _j((ALNUM, 32))),
    ("Ctrip", "CTRIP_API_KEY", _j((UPPER_HEX, 32))),
    ("Albato", "ALBATO_TOKEN", _j((URLSAFE, 44))),
    ("ApiX-Drive", "APIXDRIVE_KEY", _j((ALNUM, 40))),
    ("Chatapp", "CHATAPP_ACCESS_TOKEN", _j("$2y$10$", (ALNUM + "./", 53))),
    ("Taplink", "TAPLINK_API_KEY", _j("tpl_", (ALNUM, 32))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "{vendor} API key: {tok}",
    "ключ API {vendor}: {tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "kluch API {vendor} — {tok}, nikomu ne kidai",
    "export {env}='{tok}'",
    "Integrations › {vendor}: {tok}",
    "{vendor} integration broken again, current key {tok}",
    "токен {vendor} щас: {tok} спс",
    "{vendor} API түлхюур: {tok}",
    "[09:14] Sayana: {vendor} API key pls?\n[09:15] Bair: {tok}",
    "docker run -d -e {env}={tok} khuzhir/booking-sync:2.3",
    "{vendor} apikey 👉 {tok}",
    "wiki › Integrations › {vendor}\n| key | {tok} |",
    "os.environ.setdefault(\"{env}\", \"{tok}\")",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    hotellook = _r(rng, HEX, 32)
    tuniu = _r(rng, HEX, 40)
    kassa = "k24_live_" + _r(rng, ALNUM, 28)
    travelata = _r(rng, ALNUM, 40)
    gaode = _r(rng, HEX, 32)
    ctrip = _r(rng, UPPER_HEX, 32)
    return [
        Sample("vendor_token", f'r = httpx.get("https://engine.hotellook.example/api/v2/cache.json", params={{"token": "{hotellook}"}})', hotellook),
        Sample("vendor_token", f"tuniu:\n  app_key: khuzhir-tours\n  app_secret: {tuniu}", tuniu),
        Sample("vendor_token", f'$kassa = new Kassa24Client("olkhon-guesthouse", "{kassa}");', kassa),
        Sample("vendor_token", f"curl -H 'X-Auth-Token: {travelata}' https://api.travelata.example/v1/tours?city=Irkutsk", travelata),
        Sample("vendor_token", f'<script src="https://webapi.amap.example/maps?v=2.0&key={gaode}"></script>', gaode),
        Sample("vendor_token", f"AndroidManifest.xml:\n<meta-data android:name=\"com.ctrip.API_KEY\" android:value=\"{ctrip}\"/>", ctrip),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng)
    seen.update(s.secret for s in out)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda t: _fresh(t, seen))
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Bair: {t}", "it shows it only once, so here:\n{t}", "вот токен {t}",
                "这个 token：{t}", "{t}\n^ new one, the old one is revoked", "save this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 50)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "hovercraft GPS tracker AES key: {h}": 32,
    "smokehouse controller HMAC secret {h}": 64,
    "ключ шифрования для UAZ-трекеров: {h}": 32,
    "冰上预约系统的签名密钥 {h}": 40,
    "SESSION_SECRET={h}": 64,
    "Flask SECRET_KEY for the ice-booking site → {h}": 48,
    "nyuusa tulkhuur (Buryat note): {h}": 32,
    "the guesthouse door-lock master key, hex: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"h": _r(rng, HEX if index % 3 else UPPER_HEX, _HEX_PLACES[template])}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}", "ice-booking session cookie: sid={t}", "JWT от админки: {t}",
    "管理后台的 JWT：{t}", "localStorage.setItem('token', '{t}')", "refresh_token={t}",
    "the Onlinetours webhook signs with this one, keep it: {t}", "токен щас такой {t} спс",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    claims = {"iss": "https://auth.olkhon-baikal.example", "sub": f"user_{_r(rng, LOWER_DIGITS, 12)}",
              "aud": ["ice-booking", "hovercraft-desk"][index % 2], "iat": issued, "exp": issued + 86_400,
              "role": ["desk", "admin", "driver"][index % 3]}  # fmt: skip
    header = {"alg": ["HS256", "RS256", "ES256"][index % 3], "typ": "JWT"}
    return {"t": _jwt_of(rng, header, claims, [43, 342, 86][index % 3])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the guesthouse site:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "smokehouse-pi ~/.ssh/id_ed25519 — {key}": ("OPENSSH PRIVATE KEY", "\n"),
    "ключ от сервера в Иркутске:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "TLS key of the ice-booking site (nginx):\n{key}": ("PRIVATE KEY", "\n"),
    "私钥：{key}": ("EC PRIVATE KEY", "\\n"),
    "\"private_key\": \"{key}\"": ("PRIVATE KEY", "\\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    block = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Keystone wallet backup, copying it before I burn the card: {p}": "english",
    "old tips wallet of the guesthouse, recovery phrase\n{p}": "english",
    "voice memo: the Zengo backup words are {p} and that's all of them": "english",
    "Remember this seed for me: {p}": "english",
    "wiki › Finance › Retired wallet: {p}": "english",
    "助记词（导游小费钱包）：{p}": "chinese_simplified",
    "钱包恢复短语 {p} 别告诉别人": "chinese_simplified",
    "сид-фраза от кошелька, никому не показывай: {p}": "russian",
    "фраза восстановления: {p}": "russian",
    "복구 문구 (중국 손님 지갑): {p}": "korean",
    "frase di recupero del wallet di Lena: {p}": "italian",
    "obnovovací fráze peněženky: {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _mnemonic(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase with a valid checksum, drawn again until ``Mnemonic(lang).check`` accepts it."""
    for _ in range(1000):
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        if _MNEMO[lang].check(phrase):
            return unicodedata.normalize("NFC", phrase)
    raise ValueError(lang)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _mnemonic(rng, _SEED_PLACES[template], [12, 24, 12, 18][index % 4]).split()
    joiner = "\u3000" if _SEED_PLACES[template] == "japanese" else " "
    layouts = [
        joiner.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
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
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "card number {c}, exp 09/34", "номер карты: {c}", "карта {c} срок 11/33 спс",
    "卡号：{c}", "银联卡号 {c}，有效期 08/35", "guest paid the deposit with {c}",
    "karta {c} do 07/34", "Remember the smokehouse supplier's card: {c}",
]  # fmt: skip
_BRANDS = ["mir", "visa", "unionpay", "mastercard", "mir", "jcb", "unionpay", "visa"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Amex {c}, the four digits on the front: {cvv}",
    "CID on the Amex {c}: {cvv}",
    "Amex {c} exp 05/34, security code {cvv}",
    "美国运通卡 {c}，正面四位安全码 {cvv}",
    "Amex {c}, код на лицевой стороне {cvv}",
    "Amex {c} — четыре цифры спереди: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"RU": "n" * 14 + "c" * 15, "MN": "n" * 16, "KZ": "nnn" + "c" * 13,
                "BY": "cccc" + "nnnn" + "c" * 16, "AZ": "aaaa" + "c" * 20, "GE": "aa" + "n" * 16,
                "EG": "n" * 25, "JO": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS}
    for _ in range(20_000):
        bban = "".join(rng.choice(alphabet[c]) for c in _IBAN_SHAPES[country])
        number = country + std_iban.calc_check_digits(country + "00" + bban) + bban
        if std_iban.is_valid(number):
            return number
    raise ValueError(country)


_IBAN_PLACES = [
    "IBAN: {i}", "наш IBAN {i}", "IBAN поставщика омуля: {i} спс", "国际银行账号（IBAN）：{i}",
    "pay the Ulaanbaatar partner to {i}", "Remember our Almaty agent's IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn(g: random.Random) -> str:
    """A Russian personal INN: ten digits and their two check digits."""
    body = _r(g, D, 10)
    number = body + ru_inn.calc_personal_check_digits(body)
    assert ru_inn.is_valid(number)
    return number


def _ogrnip(g: random.Random) -> str:
    """A sole trader's OGRNIP, drawn until python-stdnum validates it."""
    return v.until(g, lambda h: "3" + _r(h, D, 14), ru_ogrn.is_valid)


def _ric(g: random.Random) -> str:
    """A Chinese resident identity card number, drawn until python-stdnum validates it."""

    def make(h: random.Random) -> str:
        place = h.choice(["110101", "310101", "440104", "510104", "330106", "420102"])
        born = f"{h.randrange(1960, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return place + born + _r(h, D, 3) + h.choice(D + "X")

    return v.until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    """A Chinese unified social credit code, drawn until python-stdnum validates it."""

    def make(h: random.Random) -> str:
        body = (
            "91"
            + h.choice(["110105", "310115", "440300"])
            + _r(h, "0123456789ABCDEFGHJKLMNPQRTUWXY", 9)
        )
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _ru_passport(g: random.Random) -> str:
    return f"{_r(g, D, 2)} {_r(g, D, 2)} {_r(g, D, 6)}"


def _ru_foreign_passport(g: random.Random) -> str:
    return f"{_r(g, D, 2)} {_r(g, D, 7)}"


def _ru_licence(g: random.Random) -> str:
    return f"{_r(g, D, 2)} {_r(g, D, 2)} {_r(g, D, 6)}"


def _mn_register(g: random.Random) -> str:
    return _r(g, "АБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЮЯ", 2) + _r(g, D, 8)


def _cn_passport(g: random.Random) -> str:
    return "E" + _r(g, D, 8)


def _cn_exit_permit(g: random.Random) -> str:
    return "C" + _r(g, UPPER_DIGITS, 8)


_ID_PLACES: dict[str, Maker] = {
    "ИНН Дульмы: {s}": _inn,
    "INN guesthouse owner (personal) → {s}": _inn,
    "taxpayer INN of Sergey, for the contract: {s}": _inn,
    "ОГРНИП: {s}": _ogrnip,
    "OGRNIP of the smokehouse (sole trader): {s}": _ogrnip,
    "居民身份证号码：{s}": _ric,
    "身份证号 {s}，别告诉别人": _ric,
    "Weiming's resident ID card number is {s}": _ric,
    "统一社会信用代码：{s}": _uscc,
    "the Chinese agency's unified social credit code: {s}": _uscc,
    "паспорт серия и номер: {s}": _ru_passport,
    "pasport {s} (Bair, for the hovercraft permit)": _ru_passport,
    "загранпаспорт {s}": _ru_foreign_passport,
    "водительское удостоверение: {s}": _ru_licence,
    "driver's licence of the UAZ driver: {s}": _ru_licence,
    "регистрын дугаар: {s}": _mn_register,
    "Tuyana's Mongolian registration number: {s}": _mn_register,
    "护照号码：{s}": _cn_passport,
    "Chinese passport no. {s}": _cn_passport,
    "往来港澳通行证号码 {s}": _cn_exit_permit,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, D, 4)} {_r(rng, D, 4)}" for _ in range(n)]
    if style == 1:
        return [f"{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]
    return [_r(rng, LOWER_DIGITS, 10) for _ in range(n)]


_BACKUPS = ["2FA backup codes for the booking account\n{codes}", "резервные коды: {codes}",
            "备用验证码：{codes}", "recovery codes of the guesthouse Google account, one a line:\n{codes}",
            "rezervnye kody {codes} nikomu", "Remember these backup codes for me: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 8, index % 3)
    joiner = "\n" if "\n" in template else ", "
    return {"codes": joiner.join(codes), "secret": codes[index % 8]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_SEEDS_2FA = [
    "TOTP secret for the hovercraft desk admin: {s}",
    "setup key (the QR code wouldn't scan): {s}",
    "otpauth://totp/OlkhonTours:desk%40olkhon-baikal.example?secret={s}&issuer=OlkhonTours",
    "ключ для 2FA: {s}",
    "二次验证密钥：{s}",
    "otpauth://totp/IceStand:lena?secret={s}&algorithm=SHA1&digits=6&period=30",
    "2FA секрет от панели: {s}",
    "otpauth://totp/UAZ%20Dispatch:artyom?issuer=UAZ%20Dispatch&secret={s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced="otpauth" not in template and index % 2 == 1)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")

_CODES = ["{c} is your verification code", "Use {c} to sign in to OlkhonTours", "код подтверждения: {c}",
          "Ваш код: {c}. Никому не сообщайте", "【携程】验证码 {c}，5分钟内有效", "验证码：{c}",
          "kod podtverzhdeniya {c}", "one-time code for the ice booking: {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Khuzhir-Guesthouse", "Olkhon Tours 5G", "Smokehouse-2G", "UAZ-Irkutsk-Office",
          "Ice Stand Baikal", "Hovercraft Desk"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} password {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "пароль от вайфая {s}: {pw}",
    "wifi {s} — parol {pw}",
    "WiFi 密码（{s}）：{pw}",
    "{s} wifi нюуса үгэ: {pw}",
    "nmcli dev wifi connect \"{s}\" password {pw}",
    "Guests ask for the wifi all day: {s}, key {pw}",
    "wifi? \n[18:02] Dulma: {pw}",
    "{pw} — that's the wifi password for {s}",
    "network {s} uses {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return f"{rng.choice(_LAKE).lower()}{rng.choice(_THINGS).lower()}{rng.randrange(10, 1000)}"
    if style == 1:
        return _r(rng, ALNUM, 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j((UPPER_DIGITS, 24)), _j((ALNUM, 28)), _j((LOWER_DIGITS, 32))]
_SPELL = ["reading it out in groups: {t}", "[dictated over the phone] {t}", "диктую ключ: {t}",
          "密钥分组念：{t}", "key, read out by Artyom: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    size = [4, 4, 2, 1, 4][index % 5]
    sep = [" ", " - ", " · ", " ", " | "][index % 5]
    return {"t": sep.join(token[k : k + size] for k in range(0, len(token), size))}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код от сейфа в гестхаусе: {pw}", "PIN of the ice stand cash box: {pw}",
          "пин-код от терминала на причале {pw}, никому", "коптильня, кодовый замок — {pw}",
          "保险箱密码：{pw}", "the UAZ key box code is {pw}", "kod ot dveri sklada {pw}",
          "шкафай код: {pw}", "door code of the hovercraft shed → {pw}", "PIN карты: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["sarma", "nerpa", "omul", "torosy", "khivus", "barguzin", "shamanka", "kurykan",
                 "golomyanka", "tarbagan", "yurta", "buuzy", "angara", "listvyanka", "pozy"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase: {p}": " ", "парольная фраза: {p}": "-",
            "passphrase for the backup disk → {p}": " ", "主密码短语：{p}": ".",
            "vault passphrase (don't tell anyone): {p}": "-", "Bitwarden master passphrase {p}": " ",
            "nyuusa ugyn khellegen: {p}": " ", "gpg passphrase: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.sample(_PHRASE_WORDS, 4 + index % 2)
    return {"p": _PHRASES[template].join(words) + str(rng.randrange(10, 100))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://dispatch.olkhon-baikal.example/api/vans": True,
    "headers = {{'Authorization': 'Bearer {v}'}}": False,
    "заголовок: Authorization: Bearer {v}": False,
    "HTTP 头：Authorization: Basic {v}": True,
    "Proxy-Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env of the booking site:\nDB_HOST=pg.khuzhir.lan\nDB_USER=guesthouse\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_USER: ice\n    POSTGRES_PASSWORD: {pw}",
    "config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'tours', 'PASSWORD': '{pw}'}}}}",
    "application.yml:\nspring:\n  datasource:\n    username: transfer\n    password: {pw}",
    "~/.pgpass:\npg.khuzhir.lan:5432:guesthouse:desk:{pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Bookings\": \"Server=sql.irk.lan;User Id=sa;Password={pw};\"}}}}",
    "terraform.tfvars:\nsmokehouse_db_password = \"{pw}\"",
    "my.cnf:\n[client]\nuser=backup\npassword={pw}",
    "msmtprc:\naccount guesthouse\nuser desk@olkhon-baikal.example\npassword {pw}",
    "config.toml (ice kiosk):\n[admin]\nuser = \"lena\"\npassword = \"{pw}\"",
    "const pool = new Pool({{ user: 'vans', password: '{pw}', host: 'pg.irk.lan' }});",
    "conn = psycopg.connect(host=\"pg.khuzhir.lan\", user=\"desk\", password=\"{pw}\")",
    "$pdo = new PDO('mysql:host=mysql.irk.lan;dbname=ice', 'ice', '{pw}');",
    "redis.conf:\nrequirepass {pw}",
    "mosquitto passwd file source:\nsmoke01:{pw}",
    "[database]\nhost = 10.20.0.7\nuser = omul\npassword = {pw}",
    "k8s Secret (stringData):\n  SMOKEHOUSE_DB_PASSWORD: \"{pw}\"",
    ".env:\nICE_ADMIN_PASS={pw}",
    "sftp.json of the smokehouse uploader:\n{{\"host\": \"files.olkhon-baikal.example\", \"username\": \"desk\", \"password\": \"{pw}\"}}",
    "ansible group_vars/irk.yml:\nansible_become_password: {pw}",
    "Vagrantfile:\nconfig.ssh.password = \"{pw}\"",
    "smokehouse.ini:\n[scada]\nlogin=operator\npasswd={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Olga: пароль от ноута?\nБаир: {pw}",
    "[06:12] Dima: parol ot trekerov?\n[06:13] Sergey: {pw}",
    "Nastya: {pw} — новый пароль от кассы",
    "Tsyren: {pw} гэжэ шэнэ нюуса үгэ",
    "浩宇：新密码是 {pw}",
    "Lina: 密码改成 {pw} 了",
    "Erzhena: use {pw}, that's the new one for the PMS",
    "Bulat: поменял пароль на {pw}, норм?",
    "[21:40] Artyom: щас скину пароль\n[21:40] Artyom: {pw}",
    "Jiaqi: the password for the skating stand tablet? {pw}",
    "Aryuna: parol teper' {pw} spasibo",
    "Zorikto: {pw} (шэнэ нюуса үгэ, хэндэшье бү хэлээрэй)",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_RECOVERY = ["BitLocker recovery key of the front-desk PC: {k}", "ключ восстановления BitLocker: {k}",
             "恢复密钥：{k}", "recovery key for the booking account → {k}",
             "Apple ID recovery key (Lena's iPad): {k}", "ключ восстановления аккаунта {k} спс"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or "恢复" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | str, int]] = [
    (_said, 55), (_logins, 24), (_spelled, 12), (_cli, 30), (_urls, 12), ("vendors", 50),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 8), (_totp, 8), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 24), (_chats, 12),
    (_recovery, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else _vendors(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return _mnemonic(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the guesthouse PMS password is": "{s}", "пароль от кассы:": "{s} (с понедельника)",
    "密码是": "{s}", "smokehouse panel password": "{s}\nchange it after the season",
    "нюуса үгэ:": "{s}", "parol:": "{s}", "пароль —": "{s}", "UAZ tracker password": "{s}",
    "the password Dima read out over the radio was": "{s}, I think", "登录密码：": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Hotellook API key", "{s}", _j((HEX, 32))),
    ("split_token", "Kassa24 secret key:", "{s} (live)", _j("k24_live_", (ALNUM, 28))),
    ("split_token", "Easyweek API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Zengo backup words", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} до 10/34", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "резервные коды", "{s}\nQ7RT2-MX4KD\nB9WLP-3HZ7V", lambda g: _backup_list(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИНН", "{s}", _inn),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, lambda s: _fresh(s, set()))
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pms": {"url": "https://pms.khuzhir.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "dulma", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "ice-1"}, {"name": "ice-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqlsh", "--uri", "desk@mysql.irk.lan", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "前台电脑的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"нюуса_үгэ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the smokehouse SCADA as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"hotellook": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"timepadToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"qrator_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"partner": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MN")),
    '{"owner": {"inn": "{s}"}}': ("meta_id", _inn),
    '{"mfa": {"backup_codes": ["{s}", "Q7RT2-MX4KD", "B9WLP-3HZ7V"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 1)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"tracker": {"aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"smokehouse": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Khuzhir-Guesthouse", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"smokehouse-ctl-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/olkhon/ice-booking:1.8").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add hovercraft seat map", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"transfer: fix Irkutsk pickup times", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ice-routes_2033-02-11.gpx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the guesthouse PMS password before the season opens on 2033-06-01.",
    "Dulma asked for the wifi password; it's on the card behind the front desk.",
    "Policy: company passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the group chat; send a vault link instead.",
    "The `.env.example` line `HOTELLOOK_TOKEN=replace-me` is a placeholder.",
    "The hovercraft desk tablet asks for a new password after every update.",
    "Replace <YOUR_TIMEPAD_TOKEN> in the README with the token from your dashboard.",
    "KASSA24_SECRET_KEY and QRATOR_API_KEY must be set before the nightly sync runs.",
    "пароль никому не говори, норм?",
    "щас не могу скинуть пароль, он в сейфе, спс",
    "Нюуса үгэеэ хэндэшье бү хэлээрэй.",
    "nyuusa ugee hendeshe bu heleerei, bayarlalaa",
    "密码不要告诉任何人，谢谢。",
    "请把密码改成至少十四位。",
    "parol nikomu ne govori pzh",
    "Пароль должен быть не короче 14 символов.",
    "Upgraded the smokehouse controller from 2.6 to 2.7.0 and pymodbus to 3.9.2.",
    f"commit {_COMMIT} adds the hovercraft seat map.",
    f"Rolled back to {_SHORT} after the pickup times broke.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The smokehouse-ctl 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The ice-booking container runs ghcr.io/olkhon/ice-booking@sha256:{_IMAGE}.",
    f"MD5 of ice-routes_2033-02-11.gpx is {_MD5}.",
    "Request id 3f9a1c22-8b7e-4d10-a5c3-77e0b2d94f61 is the slow one in the booking logs.",
    "Booking KHZ-2033-00871: two rooms, three nights, arrival by the Sakhyurta ferry.",
    "Ticket KHZ-118: the ice stand kiosk printer jams in the cold.",
    "Call the Irkutsk office on +7 3952 48 61 07 before noon.",
    "Order 5531-OMUL: 40 smoked omul, cold-smoked, pickup Friday.",
    "Hovercraft Khivus-10, seats 10, tour departs 09:30 from the Khuzhir pier.",
    "HS code 0305.49 is smoked fish; 0302.19 is fresh salmonids.",
    "Postcode of Khuzhir is 666137; Irkutsk's central post office is 664000.",
    "Route 525 bus Irkutsk – Khuzhir leaves at 08:00 from the central bus station.",
    "Lot number SMK-2033-0412, 36 kg, smoked at 28 °C for 14 hours.",
    "ISBN 978-5-9906150-3-2 is the Baikal guide on the reception shelf.",
    "After five wrong PINs the kiosk locks for 20 minutes.",
    "The ice is 92 cm thick near Uzury this week; skates for rent: sizes 36 to 46.",
    "The UAZ-452 van seats 9; the Bukhanka needs new tyres before March.",
    "The secret of good omul is cold smoke and Barguzin wind, says the old fisherman.",
    "Ask Bair for the safe code, I don't have it.",
    "My card ending 4417 was declined at the Khuzhir shop.",
    "The Almaty agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the booking account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TIMEPAD_TOKEN` in the secrets store, never in the repository.",
    "Hotellook moved the API key page under Settings › Developers this spring.",
    "The guest wifi 'Khuzhir-Free' is open, no password needed.",
    "UAZ plate А 452 ВС 38, mileage 214 300 km, service due in May.",
    "Flight S7 3051 lands in Irkutsk at 06:40; the transfer van waits at gate 2.",
    "Olkhon Tours 2033 price list: hovercraft 4 500 ₽, ice skating tour 3 200 ₽.",
    "哈尔滨的客人订了 3 晚，订单号 20330214-0087。",
    "Баяр, подтверждение брони № 4471 отправлено на почту.",
    "The temperature at Shamanka rock was −27 °C at 07:00.",
    "Feed the husky twice a day; the vet's number is on the fridge.",
    "Verification codes from the bank arrive by SMS, never by e-mail.",
    "The wiki page 'Passwords' only says where the vault is, not what is in it.",
    "Skate sharpening: 300 ₽ per pair, 15 minutes.",
    "The Sakhyurta ferry runs every 30 minutes until the ice forms.",
    "Smokehouse firmware 2.7.0 adds a door-open alarm.",
    "Tracking number RU 4482 1193 57 for the parcel of souvenir omul.",
    "Meet at the Khuzhir pier at 09:15; bring a passport for the park permit.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/olkhon/pms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "KHZ-118", "booking": "KHZ-2033-00871"}',
    '{"lot": {"id": "SMK-2033-0412", "weight_kg": 36, "smoke_temp_c": 28}}',
    '{"phone": "+7 3952 48 61 07", "city": "Irkutsk"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "skates_in_stock": 84}',
    '{"hs_code": "0305.49", "origin": "RU", "description": "smoked omul"}',
    '{"route": "525", "from": "Irkutsk", "to": "Khuzhir", "departs": "08:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
