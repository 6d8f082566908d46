# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-ninth's
docstring, the fifth to three-hundred-and-sixty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (371 to 373), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (370_662_913), password words (an Altai
animal, an Irtysh place and a number with a sign, `BurkitZaysan47!`; dot-joined Kazakh dishes
with a year, `baursaq.kurt.2014`; leet `Sunk4r`; a name, a year and a town; a generator's dashed
groups of six; random runs).

The fictional company is Irtysh Sunkar Trade LLP, a wool, hide and mountain-honey trader with its
office and warehouse in Oskemen, a tannery in Semey, a soil and radiation lab in Kurchatov and an
apiary and depot in Zaysan near the border crossing; its staff (Aibek, Dana, Yerlan, Gulnar,
Saule, Nurlan), Koryo-saram neighbours and partners (Kim Valeriy, Tsoi Marina, Pak Sergey, with
relatives in Ansan), Uyghur border traders (Abdurehim, Mehray, Ilham, from Ghulja and Khorgos) and
Kazakh relatives in Bayan-Olgii, Mongolia (Bolat, Ainagul, Khuandyk). Every company, person,
address, domain (`sunkar.lan`, `irtysh-sunkar.example`), account and number is invented; only
the region is real. Texts: chats, tickets, notes, runbooks, shell prompts, config and env files,
voice-note transcripts and requests to the assistant; separators: a colon, `=`, `->`, `=>`, a
pointing hand, `/`, an em dash, `is`, Korean particles, Kazakh and Uyghur copulas, a new line, a
question then an answer, and none.

Grep counts (heldouts 5 to 369 naming each, grep -l): none for Semey, Oskemen, Kurchatov,
Zaysan, Irtysh, Khorgos, Ghulja, Maikapchagai, Airba, QazPost, Toki, Zhetisu, Freedom Finance,
Smart Bridge, Bank of Kunlun, victoriametrics, beanstalk, greenplum; one for Sergek, QPay,
Karrot, Skytel, MonPay, LendMN, Most Money, Naver Pay, Damu, Taobao, Pinduoduo, Shinhan, Hana
Bank, redpanda, amneziawg, Abai; two for gs_dump, kingbase, gpfdist, pgcat, supavisor, lavinmq,
materialize, pulsar-client, litestream, k9s, Khan Bank, Golomt, Mobicom, Arbuz, Magnum, OLX;
three for clickhouse-backup, cbimport, pg_receivewal, vacuumdb, chronograf, virtuoso, Technodom,
Sulpak; the common tools (psql 88, clickhouse-client 21) carry some shells. Id kinds:
`cn.uscc` (18), `ua.edrpou` (14), `md.idno` (8), `az.voen` (10), `by.unp` (16),
`ru.ogrn` (24), `kr.rrn` (17), `cn.ric` (25). The IBAN countries (Moldova, Pakistan, Sao Tome,
Slovenia, Gibraltar, Seychelles, Falklands, Somalia) were found in 28 to 32 earlier corpora by a
rough count of their quoted codes, the low end of that count.

About half of the secret samples are not in English: Kazakh as texted in Cyrillic (`kupiya soz`
written in Cyrillic, `paroli`, `kodi`, `kilt`) and Latin (`qupia sozi`, `paroli mynau`), Russian
as texted (`parol ot`, `pass`, `kod`, with slang), the Mongolian of Kazakh relatives in
Bayan-Olgii in Cyrillic (`nuuts kod`, `nevtrekh ner`), the Korean of Koryo-saram neighbours in
Hangul (`bimilbeonho`, `bibeon`, `amho`, with particles) and romanised (`bibeon-eun`, `amho-neun`),
and the Uyghur of border traders in Arabic script (`parol`, `mexpiy nomur`, `achquch`) and Latin
(`paroli`, `mexpiy nomuri`). Russian and Korean in Hangul are ordinary usage; the author's
guesses, checked by no speaker, are the Kazakh Latin spellings, the Bayan-Olgii Mongolian
phrasing, the Uyghur sentences in both scripts, the Korean romanisations and the texting slang.

Vendors: invented ones (SunkarPay `skp_live_`, ErtisSMS `esms_`, Zaysan Cloud `zsc-`, AltaiMaps
`amk.`, Khorgos Cargo `kgc_sk_`; shapes guessed), regional ones with guessed shapes (Airba,
QazPost, Toki, Sergek, Freedom Finance, Smart Bridge, Zhetisu, QPay, MonPay, Khan Bank, Golomt,
Karrot, Naver Pay, Shinhan, Bank of Kunlun, Taobao) and published shapes (GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, DigitalOcean, Groq, Docker
Hub); the JWTs are well-formed. Ids are drawn until their python-stdnum module validates them.
Card numbers pass Luhn; IBANs pass `stdnum.iban`; seed phrases come from `mnemonic`'s English,
Russian, Korean, Chinese (simplified) and Turkish lists.
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
from stdnum.az import voen as az_voen
from stdnum.by import unp as by_unp
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.kr import rrn as kr_rrn
from stdnum.md import idno as md_idno
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import edrpou as ua_edrpou

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 370_662_913
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


_ANIMALS = [
    "Burkit",
    "Sunkar",
    "Barys",
    "Arkhar",
    "Tulki",
    "Kasqyr",
    "Tiin",
    "Qoian",
    "Elik",
    "Suiir",
    "Borsyq",
    "Qarsaq",
    "Aiu",
]
_RIVER = [
    "Zaysan",
    "Ertis",
    "Ulba",
    "Bukhtarma",
    "Kokpekty",
    "Shar",
    "Kurchum",
    "Markakol",
    "Kiin",
    "Semey",
    "Oskemen",
    "Kurchatov",
    "Ridder",
    "Altai",
]
_NAMES = [
    "Aibek",
    "Dana",
    "Yerlan",
    "Gulnar",
    "Saule",
    "Nurlan",
    "Valeriy",
    "Marina",
    "Sergey",
    "Abdurehim",
    "Mehray",
    "Ilham",
    "Bolat",
    "Ainagul",
    "Khuandyk",
    "Zhanar",
    "Asset",
]
_DISHES = [
    "baursaq",
    "kurt",
    "kazy",
    "shubat",
    "kymyz",
    "besbarmaq",
    "samsa",
    "laghman",
    "kuksi",
    "khuushuur",
    "boortsog",
    "manty",
    "zhent",
    "irimshik",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Sunk4r", "Burk1t", "B4rys", "3rt1s", "Z4ys4n", "Ulb4", "K0ryo", "Alt41"]


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ANIMALS)}{g.choice(_RIVER)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + f".{g.randrange(1990, 2032)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_RIVER)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_RIVER)}{g.randrange(100, 1000)}kg{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_RIVER).lower()}_{g.choice(_DISHES)}_{g.randrange(1960, 2031)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    _manager,
    lambda g: f"{g.choice(_NAMES)}Loves{g.choice(_DISHES).title()}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Aibek in the warehouse chat: the Oskemen scale terminal password is {pw}",
    "ticket SNK-2207, Semey tannery: drum controller admin password {pw}",
    "note to self: Kurchatov lab dosimeter console password = {pw}",
    "runbook, Zaysan depot, step 4: log in to the cold room panel with password {pw}",
    "please remember the new password for the honey labeler in Zaysan: {pw}",
    "voice note from Yerlan: uh, the NAS password is now {pw}, okay, bye",
    "Gulnar: warehouse PC password changed to {pw}",
    "Oskemen office printer admin password -> {pw}",
    "Семейдегі илеу цехының компьютер құпия сөзі: {pw}",
    "Дана: қойма серверінің паролі {pw}",
    "Зайсан қоймасының паролі мынау 👉 {pw}",
    "Semeydegi tsekh kompiuterinin qupia sozi: {pw}",
    "Yerlan: qoima serverinin paroli mynau {pw}",
    "zaisan depo paroli => {pw}",
    "пароль от склада в Усть-Каменогорске: {pw}",
    "Нурлан: пасс от весов сменил, теперь {pw}",
    "короче пароль на роутер в Курчатове {pw}, не теряй",
    "парольчик от кассы: {pw}",
    "Баян-Өлгийн дэлгүүрийн компьютерийн нууц үг: {pw}",
    "Болат: нууц код нь {pw}",
    "Өлгий салбарын нэвтрэх нууц үг — {pw}",
    "창고 컴퓨터 비밀번호는 {pw}",
    "마리나: 새 비번은 {pw} 이에요",
    "안산 삼촌 공유기 암호는 {pw}",
    "chang-go keompyuteo bibeon-eun {pw}",
    "Valeriy: amho-neun {pw} ya",
    "ئامبار كومپيۇتېرىنىڭ پارولى: {pw}",
    "ئابدۇرېھىم: مەخپىي نومۇر {pw}",
    "ambar kompyutérining paroli: {pw}",
    "Mehray: yéngi mexpiy nomur {pw}",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = [
    "aibek",
    "dana.s",
    "yerlan",
    "gulnar",
    "saule.k",
    "nurlan",
    "v.kim",
    "m.tsoi",
    "s.pak",
    "abdurehim",
    "mehray",
    "ilham",
    "bolat.o",
    "ainagul",
    "khuandyk",
    "zhanar",
    "svc-scales",
    "lab-kurchatov",
]
_LOGINS = [
    "Oskemen warehouse scale: login {u} / {pw}",
    "SNK-2231: {u} locked out of the tannery ERP, last password {pw}",
    "user {u} pass {pw}",
    "Wiki > Zaysan > Apiary > Hive scales: {u} - {pw}",
    "| host | user | password |\n|---|---|---|\n| lab-nas | {u} | {pw} |",
    "log into the Kurchatov gamma-spec PC as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "Aibek says the Semey 1C account is {u} and the password is {pw}",
    "host,user,password\nscale-oskemen-1,{u},{pw}",
    "пайдаланушы {u}, құпия сөз {pw}",
    "логин {u} пароль {pw}",
    "логин: {u}, пасс: {pw} (не меняй)",
    "нэвтрэх нэр {u}, нууц үг {pw}",
    "아이디 {u} 비밀번호 {pw}",
    "aidi {u} bibeon {pw}",
    "ئىشلەتكۈچى نامى {u}، پارول {pw}",
    "ishletküchi {u}, parol {pw}",
    "login {u}, qupia soz {pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = [
    "irtysh",
    "zaysan",
    "burkit",
    "sunkar",
    "baursaq",
    "shubat",
    "kuksi",
    "altai",
    "ulba",
    "markakol",
    "laghman",
    "boortsog",
    "arkhar",
    "maral",
]
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "for the lab router it's {w} and {d} at the end",
    "voice memo: the depot wifi password is {w} then {d}, no space",
    "it's {w}{d}, word and digits together",
    "құпия сөз: {w} деген сөз, артынан {d}",
    "qupia soz {w} degen soz, sonynan {d}",
    "пароль: слово {w}, потом цифры {d}",
    "нууц үг нь {w} гэсэн үг, дараа нь {d}",
    "비밀번호는 {w} 라는 단어 다음에 {d}",
    "پارول {w} دېگەن سۆز، ئاندىن {d}",
    "parol {w} dégen söz, andin {d}",
    "type {w}, then {d}; that's the tannery PC password",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "gpload -f honey_load.yml -U {u} -W '{pw}'",
    "gpfdist -d /data/loads -p 8081 & PGPASSWORD='{pw}' psql -h gp.sunkar.lan -U {u} stock",
    "gs_dump -h gauss.sunkar.lan -U {u} -W '{pw}' -f stock.sql stock",
    "ksql -h kingbase.sunkar.lan -U {u} -W '{pw}' -d erp",
    "clickhouse-backup create --config ch.yml && clickhouse-client --user {u} --password '{pw}'",
    "cbimport json -c couchbase://cb.sunkar.lan -u {u} -p '{pw}' -b lots -f lines -d file://l.json",
    "pg_receivewal -h pg.sunkar.lan -U {u} -D /wal --password '{pw}'",
    "vacuumdb --host=pg.sunkar.lan --username={u} --password='{pw}' --all",
    "chronograf --influxdb-url=http://tsdb.sunkar.lan:8086 --influxdb-username={u} "
    "--influxdb-password='{pw}'",
    "isql-v 1111 {u} '{pw}' exec='status();'",
    "pulsar-client --auth-params 'username:{u},password:{pw}' produce scales -m ok",
    "lavinmqctl add_user {u} '{pw}'",
    "rpk topic list --user {u} --password '{pw}' --sasl-mechanism SCRAM-SHA-256",
    "vmctl influx --influx-user {u} --influx-password '{pw}' --vm-addr http://vm.sunkar.lan",
    "litestream replicate -config /etc/litestream.yml # AWS_SECRET_ACCESS_KEY={pw}",
    "pgcat --admin-user {u} --admin-password '{pw}' pgcat.toml",
    "ysqlsh -h yb.sunkar.lan -U {u} --password='{pw}' -d honey",
    "zabbix_get -s zbx.sunkar.lan -k agent.ping --tls-psk-identity {u} --password '{pw}'",
    "mysql -h erp.sunkar.lan -u {u} -p'{pw}' erp",
    "sshpass -p '{pw}' ssh {u}@scale-oskemen.sunkar.lan",
    "redis-cli -h cache.sunkar.lan -a '{pw}' ping",
    "curl -u {u}:{pw} https://nas.sunkar.lan/api/shares",
    "7z a -p'{pw}' lab-2033.7z reports/",
    "openssl enc -aes-256-cbc -in dose.csv -out dose.enc -pass pass:{pw}",
    "xfreerdp /v:semey-pc.sunkar.lan /u:{u} /p:'{pw}'",
    "sqlcmd -S mssql.sunkar.lan -U {u} -P '{pw}' -Q 'select 1'",
    "ldapsearch -H ldap://dc.sunkar.lan -D 'cn={u},dc=sunkar' -w '{pw}' '(uid=*)'",
    "mosquitto_pub -h mqtt.sunkar.lan -u {u} -P '{pw}' -t hives/z1 -m 42",
    "zip -P '{pw}' payroll.zip payroll.xlsx",
    "echo '{pw}' | sudo -S systemctl restart scaled",
    "docker login registry.sunkar.lan -u {u} -p '{pw}'",
    "keytool -importkeystore -srckeystore old.jks -srcstorepass '{pw}' -destkeystore new.p12",
    "smbclient //fs.sunkar.lan/lab -U '{u}%{pw}'",
    "plink -ssh {u}@10.40.1.7 -pw '{pw}'",
]
_SHELLS = [
    "{c}",
    "$ {c}",
    "aibek@oskemen-wh:~$ {c}",
    "root@semey-tannery:/opt# {c}",
    "k9s shell, pod honey-api-7f9: {c}",
    "PS C:\\lab> {c}",
    "runbook step 2:\n{c}",
    "командаға қара: {c}",
    "вот эту команду запускал: {c}",
    "энэ командыг ажиллуулсан: {c}",
    "실행한 명령어: {c}",
    "ئىجرا قىلغان بۇيرۇق: {c}",
    "buyruq: {c}",
    "komanda: {c}",
]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@gp.sunkar.lan:5432/stock",
    "clickhouse://{u}:{pw}@ch.sunkar.lan:9000/hives",
    "mysql://{u}:{pw}@erp.sunkar.lan:3306/erp",
    "mongodb+srv://{u}:{pw}@lab.sunkar.example/dosimetry",
    "redis://{u}:{pw}@cache.sunkar.lan:6379/2",
    "amqp://{u}:{pw}@lavin.sunkar.lan:5672/scales",
    "ftp://{u}:{pw}@ftp.irtysh-sunkar.example/invoices",
    "opengauss://{u}:{pw}@gauss.sunkar.lan:5432/erp",
    "beanstalk://{u}:{pw}@queue.sunkar.lan:11300",
    "Server=mssql.sunkar.lan;Database=Hides;User Id={u};Password={pw};",
    "jdbc:kingbase8://kingbase.sunkar.lan:54321/erp?user={u}&password={pw}",
    "pulsar+ssl://{u}:{pw}@pulsar.sunkar.lan:6651",
    "influxdb://{u}:{pw}@tsdb.sunkar.lan:8086/radiation",
]
_URL_PLACES = [
    "DATABASE_URL={c}",
    "ticket SNK-2240, old string: {c}",
    "keep this connection string: {c}",
    "строка подключения: {c}",
    "қосылу жолы: {c}",
    "접속 문자열: {c}",
    "ئۇلىنىش: {c}",
    "холболтын мөр: {c}",
]
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "irtysh-sunkar", "sub": f"m_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("SunkarPay", "SUNKARPAY_SECRET_KEY", _j("skp_live_", (ALNUM, 32))),
    ("ErtisSMS", "ERTISSMS_API_KEY", _j("esms_", (LOWER_DIGITS, 36))),
    ("Zaysan Cloud", "ZAYSAN_CLOUD_TOKEN", _j("zsc-", (HEX, 40))),
    ("AltaiMaps", "ALTAIMAPS_KEY", _j("amk.", (URLSAFE, 40))),
    ("Khorgos Cargo", "KHORGOS_CARGO_SECRET", _j("kgc_sk_", (ALNUM, 30))),
    ("Airba", "AIRBA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("QazPost", "QAZPOST_API_TOKEN", _j((HEX, 64))),
    ("Toki", "TOKI_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Sergek", "SERGEK_API_KEY", _j((UPPER_HEX, 32))),
    ("Freedom Finance", "FFIN_API_SECRET", _j((B64, 43), "=")),
    ("Smart Bridge", "SMART_BRIDGE_TOKEN", _vendor_jwt("https://bridge.example.kz")),
    ("Zhetisu", "ZHETISU_API_KEY", _j((HEX, 32))),
    ("QPay", "QPAY_CLIENT_SECRET", _j((ALNUM, 32))),
    ("MonPay", "MONPAY_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Khan Bank", "KHANBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Golomt", "GOLOMT_SECRET", _j((HEX, 40))),
    ("Karrot", "KARROT_API_TOKEN", _j((ALNUM, 48))),
    ("Naver Pay", "NAVERPAY_CLIENT_SECRET", _j((ALNUM, 10), "_", (ALNUM, 20))),
    ("Shinhan", "SHINHAN_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Bank of Kunlun", "KUNLUN_APP_SECRET", _j((HEX, 32))),
    ("Taobao", "TAOBAO_APP_SECRET", _j((HEX, 32))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    (
        "Slack",
        "SLACK_BOT_TOKEN",
        lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    ),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 48))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google", "GOOGLE_API_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27))),
]
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    'export {env}="{tok}"',
    "honey-api/.env.production:\n{env}={tok}",
    "k9s edit secret honey-api:\n  {env}: {tok}",
    "victoriametrics scrape config, bearer for {vendor}: {tok}",
    "ERP > Settings > Integrations > {vendor}: {tok}",
    "SNK-2255: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Dana: {vendor} key for the honey shop is {tok}",
    "{vendor} API кілті: {tok}",
    "{vendor} API kilti: {tok}",
    "ключ API {vendor} для склада: {tok}",
    "токен {vendor} новый: {tok}",
    "{vendor}-ийн API түлхүүр: {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} API ki-neun {tok}",
    "{vendor} API ئاچقۇچى: {tok}",
    "{vendor} API achquchi: {tok}",
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = [
    "{t}",
    "it shows it only once, so: {t}",
    "токен: {t}",
    "token: {t}",
    "{t}\n^ the new one",
    "сақтап қой: {t}",
    "이거 저장해 줘: {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    _j((B64, 56), "=="),
    _j((LOWER_DIGITS, 48)),
    _j((URLSAFE, 50)),
    _j((B64, 44)),
    _j((ALNUM, 36)),
]
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of hive scale Z-07 in Zaysan: {h}": 32,
    "HMAC secret for the SunkarPay webhook: {h}": 64,
    "encryption key of the dosimeter log export: {h}": 32,
    "IPsec PSK, Oskemen to Semey tunnel (hex): {h}": 64,
    "резервтік көшірменің шифрлау кілті: {h}": 64,
    "ключ шифрования бэкапа: {h}": 48,
    "백업 암호화 키: {h}": 64,
    "زاپاس نۇسخىنىڭ شىفىرلاش ئاچقۇچى: {h}": 32,
    "nööts khuulbaryn nuuts tulkhuur: {h}": 48,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "SNK-2260: token copied from the browser devtools {t}",
    "Cookie: lang=kk; sunkar_sess={t}",
    "HONEY_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен доступа: {t}",
    "토큰: {t}",
    "توكېن: {t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@irtysh-sunkar.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.sunkar.lan/realms/trade", "azp": "honey-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Semey tannery server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.irtysh-sunkar.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "khorgos-cargo"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lab <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "серверінің жеке кілті:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "приватный ключ, не потеряй:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the customs broker in Khorgos:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MIGkAgEBBDA",
    "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
    "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQVYBG",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "hardware wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the honey-fund wallet\n{p}": "english",
    "voice memo: the wallet recovery words are {p} and that's all": "english",
    "Aibek's old wallet (emptied), seed: {p}": "english",
    "әмиянның қалпына келтіру сөздері: {p}": "english",
    "сид-фраза от кошелька: {p}": "russian",
    "фраза восстановления, Нурлан записал: {p}": "russian",
    "지갑 복구 문구: {p}": "korean",
    "jigap bokgu munggu: {p}": "english",
    "ھەمياننىڭ ئەسلىگە كەلتۈرۈش سۆزلىرى: {p}": "chinese_simplified",
    "Ilham'ın cüzdan kurtarma kelimeleri: {p}": "turkish",
    "хэтэвчний сэргээх үгс: {p}": "english",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    lang = _SEED_PLACES[template]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed

    phrase = v.until(rng, make, _MNEMO[lang].check)  # one `mnemonic` checks as typed
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
    "Dana: company card for the scale spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "SNK-2271: pay the Kurchatov calibration visit with card {c}",
    "карта нөмірі: {c}, {mm}/{yy}",
    "kartanyn nomiri {c}",
    "номер карты {c}, срок {mm}/{yy}",
    "картын дугаар: {c}",
    "카드 번호: {c}, {mm}/{yy}",
    "kadeu beonho {c}",
    "كارتا نومۇرى: {c}",
    "kartining nomuri: {c}, {mm}/{yy}",
]
_BRANDS = ["visa", "mastercard", "unionpay", "jcb", "amex", "discover", "maestro", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Mastercard {c} exp 04/36, CVC on the back {cvv}",
    "the three digits on the back of the company card: {cvv}",
    "Amex {c}, the four-digit code on the front: {cvv}",
    "картаның артындағы үш сан: {cvv}",
    "CVV с обратной стороны: {cvv}",
    "카드 뒷면 CVC 번호: {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 369; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"MD": "cc" + "c" * 18, "PK": "aaaa" + "c" * 16, "ST": "n" * 21, "SI": "n" * 15,
                "GI": "aaaa" + "c" * 15, "SC": "aaaa" + "n" * 20 + "aaa", "FK": "aa" + "n" * 12,
                "SO": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice ST-2033-041: pay the wool broker to {i} within 14 days",
    "save the Chisinau buyer's IBAN: {i}",
    "IBAN: {i}\nReference: honey lot 17, June",
    "Dana, treasury: the Gibraltar agent's new bank details, IBAN {i}",
    "шот нөмірі (IBAN): {i}",
    "IBAN shoty: {i}",
    "реквизиты, IBAN {i}",
    "IBAN дансны дугаар: {i}",
    "계좌 IBAN: {i}",
    "IBAN نومۇرى: {i}",
    "IBAN nomuri: {i}",
    "pay the Lahore leather agent, IBAN {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_USCC_ALPHABET = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def _uscc(g: random.Random) -> str:
    """A Chinese unified social credit code of a Xinjiang company (its check character holds)."""
    return v.until(
        g, lambda h: "916540" + _r(h, D, 2) + _r(h, _USCC_ALPHABET, 10), cn_uscc.is_valid
    )


def _ric(g: random.Random) -> str:
    """A Chinese resident id of someone born in Urumqi: birth date, serial, check digit."""

    def make(h: random.Random) -> str:
        body = f"650102{h.randrange(1960, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body + "0")

    return v.until(g, make, cn_ric.is_valid)


def _rrn(g: random.Random) -> str:
    """A Korean resident registration number: birth date, sex digit, place, serial, check."""

    def make(h: random.Random) -> str:
        body = f"{h.randrange(60, 100)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += h.choice("12") + _r(h, D, 5)
        number = body + kr_rrn.calc_check_digit(body)
        return f"{number[:6]}-{number[6:]}"

    return v.until(g, make, kr_rrn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("15") + _r(h, D, 12), ru_ogrn.is_valid)


def _edrpou(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("234") + _r(h, D, 7), ua_edrpou.is_valid)


def _idno(g: random.Random) -> str:
    return v.until(g, lambda h: "100" + _r(h, D, 10), md_idno.is_valid)


def _voen(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9) + h.choice("12"), az_voen.is_valid)


def _unp(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "USCC of the Khorgos trading partner, for the contract: {s}": _uscc,
    "Абдурехимнің компаниясының USCC коды: {s}": _uscc,
    "شىركەتنىڭ بىرلىككە كەلگەن ئىجتىمائىي ئىناۋەت كودى: {s}": _uscc,
    "Mehray's resident id card number (身份证): {s}": _ric,
    "كىملىك نومۇرى: {s}": _ric,
    "kimlik nomurum: {s}": _ric,
    "Марина: мой 주민등록번호 {s}": _rrn,
    "주민등록번호: {s}": _rrn,
    "jumin beonho: {s}": _rrn,
    "OGRN of the Barnaul wool buyer: {s}": _ogrn,
    "ОГРН покупателя шерсти из Барнаула: {s}": _ogrn,
    "ОГРН контрагента {s}": _ogrn,
    "EDRPOU code of the Kharkiv tannery supplier: {s}": _edrpou,
    "код ЄДРПОУ постачальника: {s}": _edrpou,
    "IDNO of the Chisinau honey importer: {s}": _idno,
    "IDNO-ul firmei: {s}": _idno,
    "VOEN of the Baku carpet buyer: {s}": _voen,
    "VÖEN nömrəsi: {s}": _voen,
    "УНП белорусского покупателя: {s}": _unp,
    "UNP of the Minsk leather buyer: {s}": _unp,
    "Ресейлік серіктестің ОГРН нөмірі: {s}": _ogrn,
    "Өлгийн түншийн хятад USCC код: {s}": _uscc,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = [
    "SunkarPay 2FA recovery codes\n{codes}",
    "backup codes for the company Google account: {codes}",
    "резервные коды 2FA: {codes}",
    "2FA қосалқы кодтары:\n{codes}",
    "2단계 인증 백업 코드: {codes}",
    "2FA زاپاس كودلىرى: {codes}",
]
_SEEDS_2FA = [
    "otpauth://totp/SunkarPay:dana@irtysh-sunkar.example?secret={s}&issuer=SunkarPay",
    "manual setup key for the Zaysan Cloud login: {s}",
    "TOTP секрет для админки: {s}",
    "2FA 설정 키: {s}",
]
_CODES = [
    "{c} is your SunkarPay verification code",
    "Код подтверждения: {c}. Никому не сообщайте",
    "Растау коды: {c}",
    "[Naver Pay] 인증번호 [{c}]를 입력해 주세요",
    "دەلىللەش كودى: {c}",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = [
    "Sunkar-Warehouse",
    "Sunkar Office 5G",
    "Tannery Semey",
    "Kurchatov Lab Net",
    "Zaysan Apiary",
    "Beeline_Oskemen_4F",
    "Olgii Home WiFi",
    "Ulba Riverside Cafe",
    "Kim Family 5G",
    "Khorgos Depot",
]
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "warehouse network {s}, password {pw}",
    "wifi at the Zaysan depot: {s} / {pw}",
    "the key on the sticker under the router: {pw}",
    "{s} вайфай құпия сөзі: {pw}",
    "wifi {s} paroli: {pw}",
    "пароль от вайфая {s}: {pw}",
    "{s} вайфайн нууц үг: {pw}",
    "와이파이 {s} 비밀번호는 {pw}",
    "waipai {s} bibeon {pw}",
    "{s} ۋايفاي پارولى: {pw}",
    "wayfay {s} paroli {pw}",
    "guest wifi? / Aibek: {pw}",
    "lab AP backhaul: ssid {s}, psk {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("skp_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the phone] {t}",
          "(spaced so the chat preview hides it) {t}", "по одной букве: {t}",
          "бір-бірлеп: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "the warehouse gate keypad in Oskemen: {pw}",
    "PIN of the company card: {pw}",
    "tannery safe code {pw}",
    "қойма есігінің коды: {pw}",
    "пин-код от карты: {pw}",
    "агуулахын хаалганы код: {pw}",
    "현관 비밀번호 {pw}",
    "ئامبار ئىشىكىنىڭ كودى: {pw}",
    "apiary shed padlock in Zaysan: {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = [
    "irtysh",
    "zaysan",
    "burkit",
    "sunkar",
    "baursaq",
    "shubat",
    "kuksi",
    "altai",
    "ulba",
    "markakol",
    "arkhar",
    "maral",
    "kendir",
    "kymyz",
    "tulki",
    "barys",
]
_PHRASES = {"password manager master passphrase: {p}": " ",
            "passphrase of the lab backup disk: {p}": "-",
            "кілт сөз тіркесі: {p}": " ", "парольная фраза от менеджера: {p}": ".",
            "암호 문구: {p}": " ", "parol jümlisi: {p}": "_",
            "backup passphrase, Dana wrote it down: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    'nginx: proxy_set_header Authorization "Basic {v}";': True,
    "curl -H 'Authorization: Bearer {v}' https://api.sunkar.lan/lots": False,
    "HTTPie: http GET api.sunkar.lan/hives 'Authorization: Basic {v}'": True,
    "заголовок: authorization: bearer {v}": False,
}


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "greenplum gpload.yml:\nGPLOAD:\n  USER: loader\n  PASSWORD: {pw}",
    "victoriametrics vmagent flags:\n-remoteWrite.basicAuth.password={pw}",
    "beanstalkd-admin config.ini:\n[auth]\nuser = ops\npassword = {pw}",
    "litestream.yml:\nreplicas:\n  - url: s3://backups/hives.db\n    secret-access-key: {pw}",
    'pgcat.toml:\n[general]\nadmin_username = "admin"\nadmin_password = "{pw}"',
    "redpanda.yaml:\n  sasl:\n    user: scales\n    password: {pw}",
    '1C ibases.v8i:\nConnect=Srvr="erp.sunkar.lan";Ref="trade";Usr="aibek";Pwd="{pw}";',
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    ".env (honey shop):\nDB_USER=shop\nDB_PASSWORD={pw}",
    "application.yml:\nspring:\n  datasource:\n    username: erp\n    password: {pw}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "~/.pgpass:\ngp.sunkar.lan:5432:stock:loader:{pw}",
    "kingbase sys_hba / jdbc.properties:\njdbc.user=erp\njdbc.password={pw}",
    "chronograf.env:\nINFLUXDB_PASSWORD={pw}",
    "openGauss postgresql.conf note, ops user:\nops_password = {pw}",
    "pulsar client.conf:\nauthParams=username:scales,password:{pw}",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Aibek: scale server root pw?\nDana: {pw}",
    "[07:12] yerlan: lab NAS password?\n[07:14] gulnar: {pw}",
    "Nurlan: {pw} is the new 1C admin password",
    "Saule: use {pw}, that's what I set for the router",
    "Дана: жаңа пароль {pw}",
    "Ерлан: пароль поменял на {pw}",
    "Болат: шинэ нууц үг {pw}",
    "마리나: 새 비밀번호 {pw} 예요",
    "ئىلھام: يېڭى پارول {pw}",
    "Mehray: yéngi parol {pw}",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}",
    "pass\ufeffword = {pw}",
    "pass\u00adword -> {pw}",
    "раsswоrd: {pw}",
    "ｐａｓｓｗｏｒｄ: {pw}",
    "pass\u200bword: {pw}",
    "пар\u200bоль: {pw}",
    "PASS\u200dWORD {pw}",
]
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
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


# A field that ends in a label -> the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the tannery ERP password is": "{s}",
    "Kurchatov lab NAS pw:": "{s} (since the disk swap)",
    "құпия сөз:": "{s}",
    "пароль от склада": "{s}\nпоменяй после инвентаризации",
    "нууц үг:": "{s}",
    "비밀번호는": "{s}",
    "پارول:": "{s}",
    "the password Yerlan read out on the phone was": "{s}, I think",
    "paroli:": "{s}",
    "bibeon:": "{s}",
}
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "QazPost API key", "{s}", _j((HEX, 64))),
    ("split_token", "SunkarPay secret key:", "{s} (live)", _j("skp_live_", (ALNUM, 32))),
    ("split_token", "MonPay client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MD"))),
    ("split_backup", "2FA recovery codes", "{s}\n48213377\n90126654", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ОГРН", "{s}", _ogrn),
    ("split_phrase", "master passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


def _wifi_plain(g: random.Random) -> str:
    return _plain_pw(g)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"erp": {"url": "https://erp.sunkar.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "aibek", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "s1"}, {"name": "s2", "web_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["gs_dump", "-U", "ops", "-W", "{s}", "erp"]}': ("meta_password", _plain_pw),
    '{"note": "қойма компьютерінің құпия сөзі {s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the lab NAS as ops with the password {s}"}': (
        "meta_password",
        _plain_pw,
    ),
    '{"qazpost": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"sergekToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"airba_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': (
        "meta_card",
        lambda g: v.grouped(v.card(g, "unionpay"), " ", g),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "PK")),
    '{"partner": {"uscc": "{s}"}}': ("meta_id", _uscc),
    '{"mfa": {"recovery_codes": ["{s}", "57203318", "66120947"]}}': (
        "meta_otp",
        lambda g: _r(g, D, 8),
    ),
    '{"honey_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"depot": {"gate_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Sunkar-Warehouse", "psk": "{s}"}}': ("meta_wifi", _wifi_plain),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"scale-terminal-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.sunkar.lan/honey-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"hives: add weight drift alert", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"erp: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"dose_2033-06-01.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"wool-export-2033.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the scale server password before the audit on 2033-06-11.",
    "Aibek asked for the depot wifi password; it's on the card in the foreman's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the chat; send a vault link instead.",
    "The `.env.example` line `QAZPOST_API_KEY=replace-me` is a placeholder.",
    "The tannery ERP asks for a new password every 90 days.",
    "Replace <YOUR_SUNKARPAY_KEY> in the README with the key from your dashboard.",
    "SERGEK_API_KEY and AIRBA_API_KEY must be set before the nightly sync runs.",
    "Құпия сөзіңізді ешкімге айтпаңыз.",
    "Kupia sozindi eshkimge aitpa.",
    "Никому не говори свой пароль, ладно?",
    "Пароль должен быть не короче 14 символов.",
    "Нууц үгээ хэнд ч битгий хэлээрэй.",
    "비밀번호는 아무에게도 알려 주지 마세요.",
    "bimilbeonho-neun amuegedo allyeo juji maseyo.",
    "پارولىڭىزنى ھېچكىمگە دېمەڭ.",
    "Parolingizni héchkimge démeng.",
    "Пароль від складу змінили вчора, питай у Дани.",
    "The password field on the scale terminal only takes 12 characters.",
    "Forgot your password? Ask Gulnar to reset it in the ERP.",
    "Upgraded the scale terminal firmware from 5.1 to 5.2.0 over the weekend.",
    f"commit {_COMMIT} adds the hive weight drift alert.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the invoices.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The scale terminal firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of wool-export-2033.xlsx: {_SHA512}",
    f"The honey API container runs registry.sunkar.lan/honey-api@sha256:{_IMAGE}.",
    f"MD5 of dose_2033-06-01.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f9a12c4-8b7e-4d21-a6f0-5c2e9b1d7a43 is the slow one in the logs.",
    "Purchase order PO-2033-00172 for 300 kg of Zaysan honey ships on Thursday.",
    "Ticket SNK-2290: the Oskemen cold room alarm keeps tripping at night.",
    "Call the Semey tannery office on +7 7222 55 01 93 before noon.",
    "Wagon 61842379 with the wool bales is at the Semey freight yard.",
    "Invoice INV-2033-0418 totals 1 284 500 tenge, due on 30 June.",
    "HS code 0409.00 is natural honey; 5101.11 is greasy shorn wool.",
    "The Kurchatov lab measured 0.12 microsievert per hour at the depot, well within limits.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "The Zaysan apiary has 140 hives; a full frame weighs about 2.5 kg.",
    "The secret of good Altai honey is the late mountain bloom.",
    "Ask Dana for the gate keypad code, I don't have it.",
    "My card ending 4417 was declined at the Oskemen hardware store.",
    "The Moldovan buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the SunkarPay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `QAZPOST_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the apiary shed rusts in winter; oil it every month.",
    "SunkarPay moved the API key page under Settings > Developers in May.",
    "ISBN 978-601-7150-44-2 is the beekeeping handbook on the lab shelf.",
    "The guest wifi 'Sunkar-Guest' is open, no password needed.",
    "Lot LOT-2033-ZAY-0117, 40 kg, moisture 17.8 %; diastase number 21.",
    "Bus 12 leaves Oskemen at 07:45 and reaches the Ulba bridge at 08:05.",
    "The shop's phone is +7 7232 24 18 60; it opens at 09:00 on weekdays.",
    "Version 2.7.1 of the honey API adds the Korean invoice template.",
    "Таңертең сағат 8:30-да жиналыс болады, кешікпеңдер.",
    "Завтра в 10:00 созвон по шерсти, ссылка в календаре.",
    "내일 오전 10시에 회의가 있어요.",
    "ئەتە سائەت 10 دا يىغىن بار.",
    "Маргааш 10 цагт уулзалт болно.",
    "The password manager is Bitwarden; the vault is shared with the lab.",
    "Container TGHU 7712046 left Khorgos dry port on 2033-05-28.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/sunkar/erp", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "SNK-2290", "purchase_order": "PO-2033-00172"}',
    '{"lot": {"id": "LOT-2033-ZAY-0117", "weight_kg": 40, "moisture_pct": 17.8}}',
    '{"phone": "+7 7222 55 01 93", "city": "Semey"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "hives": 140}',
    '{"hs_code": "0409.00", "origin": "KZ", "description": "natural honey"}',
    '{"container": "TGHU 7712046", "carrier": "Ertis Rail Freight", "eta": "2033-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
