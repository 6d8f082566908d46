# ruff: noqa: RUF001  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fourteenth corpus: written blind, without the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-thirteenth's
docstring, the fifth to three-hundred-and-thirteenth only through grep -l/-c counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (315 to 317), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (314_660_217), password words (a seabed plant
or a Karakalpak dish and a year, `Saksawil1989!`; place and fish joined, `moynaq_sazan_42`; leet
`N0kis`; a nursery bed, `Qator7Juzgun#31`; dot-joined `Tuz.Aral.518`; a generator's dashed
groups; random runs).

The fictional company is "Jasil Belbew" LLC (green belt: saxaul and juzgun planting on the dried
Aral seabed, a nursery in Khodjeyli, a field camp and dust stations at Moynaq, an office and
server room in Nukus) and its staff's relatives in Almaty, Tashkent, Moscow and (Koryo-saram)
Ansan; every company, person, address, domain (`jasilbelbew.lan`) and number is invented, only
the region (Karakalpakstan) is real. Texts: chats with times (Telegram groups, Kcell SMS, eGov
notices), help-desk tickets, notes, wiki breadcrumbs, tables, CSV and YAML rows, e-mails,
runbooks, shell prompts, configs, env files, voice-note transcripts and requests to the
assistant (a command, key or config often inside an Uzbek,
Karakalpak, Russian or Kazakh line asking a colleague to run it); separators from a colon,
`—`, `→`, `=`, `-` and a tab to a new line.

Grep counts (heldouts 5 to 313 naming each, grep -l): none for Khodjeyli, Muynak, Kcell, eGov,
Aeroqual, Decagon, yb-admin, vtctldclient, `psql -W`, lrzip, mc-cli; one for Moynaq, Qaraqalpaq,
Halyk, Ucell, Kolesa, Krisha, Kapitalbank, Hamkorbank, Jusan, Apelsin, Oson, OneID, PurpleAir,
Rivulis, Libelium, Sutron, METOS, Sentek, Arable, vastbase, mo_ctl; two for Nukus, Karakalpak,
Mobiuz, Uzmobile, Paynet, Anorbank, Toss, Baemin, Eskiz, Playmobile, Multicard, Zentra, Pessl,
Sonoff, hugegraph, ravendb, highgo, gccli, aerospike, s5cmd, cryfs, `age -p`, `isql -U`;
three to eight for Uzum, Kaspi, Didox, Netafim, Tenda, Ruijie, Milesight, Dragino, Kestrel,
kvrocks, orientdb, nodetool, immuclient, bupstash, zpaq, scylla, cockroach sql, clpplus.

About half of the secret samples are not in English: Karakalpak in Latin letters (`paroli`,
`jańa`, `hesh kimge aytpa`, `gilti`) and in Cyrillic (`пароли`, `жаңа`, `ҳеш кимге айтпа`),
Uzbek in Latin letters (`paroli`, `yangi`, `hech kimga aytma`, `kaliti`, `tasdiqlash kodi`),
Russian in Cyrillic (`пароль от …`, `никому не говори`) and in translit (`parol ot wifi`,
`nikomu ne kidai`), the Kazakh of relatives in Almaty (`құпиясөзі`, `ешкімге айтпа`, `кілті`)
and Korean words of Koryo-saram relatives in Hangul (`비밀번호`, `비번`) and romanised
(`bimilbeonho`), mixed into Russian. These wordings are the author's guesses, checked by no
speaker; the thinnest are the Karakalpak ones (`gilti` for key, `ҳеш кимге айтпа`, the
possessive endings), the Kazakh copulas and the romanised Korean.

Vendors: invented ones (NukusPay `nkp_live_`, AralSMS `asms.`, MoynaqCloud `mqc-`, SaksawilMaps
`skm_`, QizilqumPOS `qpos_`, AmudaryaTix UUIDs, BerdaqMail `bdm-`; shapes guessed), regional
ones with guessed shapes (Payme, Click, Uzum, Paynet, Eskiz, Playmobile, Multicard, Didox,
Kaspi, Halyk, Toss) and the known GitHub, Stripe, Slack, OpenAI, Anthropic, AWS, Telegram,
Hugging Face, SendGrid, npm, GitLab and Google shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: South Korea's
resident registration number (`kr.rrn`) and business number (`kr.brn`), Russia's INN (`ru.inn`)
and OGRN (`ru.ogrn`), Moldova's IDNO (`md.idno`) and Ukraine's RNTRC (`ua.rntrc`). Unchecked
(shapes guessed): Uzbekistan's PINFL (JShShIR) and passport, Kazakhstan's IIN. Cards pass Luhn
(Humo, UzCard and Mir prefixes drawn here, the rest from `v.card`, checked with `stdnum.luhn`);
IBANs of Kazakhstan, Russia, Ukraine, Moldova, the UAE, Iraq and Turkey (3 to 18 earlier corpora
by a rough grep; Uzbekistan has no IBAN), checked with `stdnum.iban`; seed phrases from
mnemonic's English, Russian and Korean lists, drawn until `Mnemonic(lang).check` accepts them.
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
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.md import idno as md_idno
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 314_660_217
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
    """A class of samples: its templates and how one sample's fields are drawn."""

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


_PLANTS = ["Saksawil", "Juzgun", "Tamarix", "Qandim", "Sarsazan", "Karabarak", "Teresken",
           "Shoraq", "Yantaq", "Quyanjun", "Jiyde", "Tuyaqarin"]  # fmt: skip
_FOOD = ["Jugeri", "Gurtik", "Beshbarmaq", "Palaw", "Qazan", "Chalop", "Sazan", "Shortan",
         "Balyq", "Somsa", "Manti", "Kurt"]  # fmt: skip
_PLACES = ["Nukus", "Moynaq", "Khodjeyli", "Kungrad", "Chimbay", "Takhtakupir", "Beruniy",
           "Tortkul", "Kegeyli", "Shumanay", "Qaraozek", "Muynak", "Akespe", "Urga"]  # fmt: skip
_NAMES = ["Aybek", "Gulnara", "Jaqsiliq", "Berdaq", "Ulbosin", "Temur", "Dilnoza", "Rustam",
          "Serik", "Aigerim", "Vitaliy", "Svetlana", "Marat", "Kamila", "Azamat", "Dauletbay",
          "Ajiniyaz", "Sanobar", "Bibisara", "Oleg"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_SALTS = ["Tuz", "Qum", "Shor", "Dala"]
_LEET = ["N0k1s", "M0yn4q", "S4ks4w1l", "Ju2gun", "Kh0dj3yl1", "Ar4lQum", "B3rd4q", "Q4r4qum"]


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLANTS)}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FOOD).lower()}_{g.randrange(10, 100)}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 1000)) + g.choice(_SYMBOLS),
    lambda g: f"Qator{g.randrange(1, 40)}{g.choice(_PLANTS)}{g.choice(_SYMBOLS)}"
    + str(g.randrange(10, 99)),
    lambda g: f"{g.choice(_SALTS)}.{g.choice(_PLACES)}.{g.randrange(100, 1000)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_FOOD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS)
    + _r(g, LOWER, 2),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, group 'Jasil Belbew — Moynaq camp', 07:42 Aybek: the Aeroqual AQS 1 station "
    "password is {pw}",
    "Telegram 09:15 Gulnara: PurpleAir dashboard password for the seabed sensors {pw}",
    "Kcell SMS from Serik: the Halyk homebank password is {pw}, don't lose it again",
    "Ticket JB-1142 (Nukus server room): the Decagon ZL6 logger admin password is {pw}",
    "Ticket JB-1188: Libelium Meshlium gateway at Moynaq, web password {pw}",
    "note to self: Sutron XLink 500 password at the Akespe dust mast {pw}",
    "METOS / Pessl FieldClimate login password for the Khodjeyli nursery: {pw}",
    "Rivulis drip controller at the nursery, admin password {pw}",
    "Netafim NetBeat password (bed 7 irrigation) is {pw}",
    "Zentra Cloud password for the soil probes: {pw}",
    "Sentek probe software password {pw}, Berdaq set it",
    "Arable Mark 3 account password for the Kungrad plot {pw}",
    "Milesight UG65 gateway password: {pw}",
    "Dragino LPS8 admin password → {pw}",
    "Kestrel LiNK password on the camp tablet — {pw}",
    "Sonoff bridge in the seed store, password {pw}",
    "Tenda router at the Chimbay depot: admin password {pw}",
    "Ruijie Reyee controller password = {pw}",
    "Hi Dilnoza,\n\nthe root password on the Nukus file server is {pw}. Delete this mail once "
    "it's in the vault.\n\nRustam",
    "Runbook: restart the Moynaq dust station\n1. open the Aeroqual web page\n2. log in as "
    "service\n3. password {pw}\n4. restart the PM10 head",
    "README (server room, rack B)\nthe Kapitalbank client terminal is at "
    "https://kb.jasilbelbew.lan, password `{pw}`.",
    "voice note, transcribed: the Hamkorbank business app password is {pw} full stop",
    "can you remember my Jusan app password? it's {pw}",
    "after the reset the Apelsin wallet password became {pw}",
    "Mening pochtamning paroli {pw}",
    "Yangi server paroli: {pw}, hech kimga aytma",
    "Temur: ofisdagi routerning paroli {pw}",
    "Nukus ofisi kompyuterining paroli — {pw}",
    "Meniń pochtamnıń paroli {pw}",
    "Jańa server paroli: {pw}, hesh kimge aytpa",
    "Berdaq: kańsedegi routerdiń paroli {pw}",
    "Мениң почтамның пароли {pw}",
    "Жаңа сервер пароли: {pw}, ҳеш кимге айтпа",
    "Ажинияз: Мойнақтағы роутердиң пароли {pw}",
    "пароль от сервера в Нукусе: {pw}",
    "Олег: новый пароль от почты {pw}, никому не говори",
    "пароль от кассы в Ходжейли — {pw}",
    "parol ot servera v Nukuse {pw}",
    "parol ot wifi na baze: {pw} nikomu ne kidai",
    "Vitaliy: parol ot pochty teper {pw}",
    "Менің поштамның құпиясөзі {pw}",
    "Айгерім: жаңа құпиясөз {pw}, ешкімге айтпа",
    "Алматыдағы роутердің құпиясөзі: {pw}",
    "Света: пароль от Каспи {pw}, 비밀번호 не меняй",
    "Марат: 비번 от ноутбука {pw}",
    "비밀번호는 {pw} 이야, 아무한테도 말하지 마",
    "omma's bimilbeonho for the Toss app is {pw}",
    "Kim Vitaliy: bimilbeonho ot Coupang {pw}",
    "my eGov password is {pw} now",
    "the Didox e-invoice password is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aybek", "gulnara.k", "jaqsiliq", "berdaq", "ulbosin", "temur.r", "dilnoza", "rustam",
          "serik.a", "aigerim", "vitaliy.kim", "svetlana.pak", "marat.tsoy", "kamila",
          "azamat", "dauletbay", "svc-dust", "nursery"]  # fmt: skip
_LOGINS = [
    "Telegram, Aybek: the Aeroqual login is {u} / {pw}",
    "JB-1201: {u} locked out of the Milesight gateway, last password {pw}",
    "wiki › Moynaq › Dust stations › AQS 1: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Libelium Meshlium | {u} | {pw} |",
    "sign into the Rivulis controller as {u} with {pw}",
    "Dragino login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- device: dust-moynaq-2\n  username: {u}\n  password: {pw}",
    "device,login,password\nsutron-akespe,{u},{pw}",
    "Berdaq says the Netafim account is {u} and the password is {pw}",
    "login {u}, paroli {pw}",
    "foydalanuvchi {u}, parol {pw}",
    "paydalanıwshı {u}, paroli {pw}",
    "пайдаланыўшы {u}, пароли {pw}",
    "логин {u}, пароль {pw}",
    "login {u} parol {pw}",
    "пайдаланушы {u}, құпиясөз {pw}",
    "아이디 {u} / 비번 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["saksawil", "juzgun", "tamarix", "jugeri", "gurtik", "sazan", "shortan", "qandim",
               "teresken", "yantaq", "berdaq", "ajiniyaz"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the camp wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the admin password",
    "parol — {w} degan so'z, keyin {d}",
    "parol {w} sózi, keyin {d}",
    "пароль — слово {w}, потом цифры {d}",
    "parol — slovo {w}, potom {d}",
    "құпиясөз — {w} деген сөз, сосын {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    return {"w": word, "d": str(rng.randrange(100, 10_000))}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "[aybek@nukus-srv ~]$ yb-admin --master_addresses yb.jasilbelbew.lan:7100 --password '{pw}' "
    "list_tables",
    "vtctldclient --server vtctld.jasilbelbew.lan:15999 --password={pw} GetKeyspaces",
    "PGPASSWORD={pw} psql -W -h pg.jasilbelbew.lan -U {u} dust",
    "lrzip -p '{pw}' -o dust-2031.lrz dust-2031.tar",
    "mc-cli --user {u} --password {pw} ls minio/samples",
    "vsql -h vast.jasilbelbew.lan -U {u} -w {pw}",
    "mo_ctl set_conf MO_USER={u} MO_PW={pw}",
    "gccli -h gbase.jasilbelbew.lan -u {u} -p{pw}",
    "gremlin> :remote config hugegraph user={u} password={pw}",
    "ravendb-cli --url https://raven.jasilbelbew.lan --user {u} --password '{pw}'",
    "isql -U {u} -P {pw} -S SYBNUKUS",
    "aql -h aero.jasilbelbew.lan -U {u} -P {pw}",
    "s5cmd --credentials-file /dev/null --access-key {u} --secret-key {pw} ls s3://seabed",
    "cryfs --password {pw} /mnt/enc /mnt/plain",
    "redis-cli -h kvrocks.jasilbelbew.lan -p 6666 -a '{pw}' info",
    "orientdb> CONNECT remote:orient.jasilbelbew.lan/plots {u} {pw}",
    "nodetool -u {u} -pw {pw} status",
    "immuclient login {u} --password {pw}",
    "BUPSTASH_KEY_PASSWORD={pw} bupstash put ./photos",
    "zpaq a seeds.zpaq seeds/ -key {pw}",
    "cockroach sql --url 'postgresql://{u}:{pw}@crdb.jasilbelbew.lan:26257/plots'",
    "clpplus {u}/{pw}@db2.jasilbelbew.lan:50000/NUKUS",
    "sshpass -p '{pw}' ssh {u}@moynaq-gw.jasilbelbew.lan",
    "mysql -h mysql.jasilbelbew.lan -u {u} -p{pw} nursery",
    "curl -u {u}:{pw} https://aeroqual.jasilbelbew.lan/api/v1/data",
    "smbclient //fs.jasilbelbew.lan/photos -U {u}%{pw}",
    "docker login registry.jasilbelbew.lan -u {u} -p {pw}",
    "7z a -p{pw} passports.7z scans/",
    "openssl enc -aes-256-cbc -in payroll.xlsx -out payroll.enc -pass pass:{pw}",
    "echo '{pw}' | sudo -S systemctl restart dust-collector",
    "ldapsearch -x -D 'cn={u},dc=jasilbelbew,dc=lan' -w {pw} -b dc=jasilbelbew,dc=lan",
    "keytool -importcert -alias egov -keystore egov.jks -storepass {pw}",
]  # fmt: skip
_cli = _Family("cli_password", _CLI, _with(_plain_pw, u=_USERS), "pw")


_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@pg.jasilbelbew.lan:5432/dust",
    "mongodb+srv://{u}:{pw}@cluster0.mqc-cloud.example/plots",
    "redis://:{pw}@redis.jasilbelbew.lan:6379/2",
    "amqp://{u}:{pw}@rabbit.jasilbelbew.lan:5672/seabed",
    "jdbc:mysql://mysql.jasilbelbew.lan:3306/nursery?user={u}&password={pw}",
    "Server=mssql.jasilbelbew.lan;Database=Payroll;User Id={u};Password={pw};",
    "clickhouse://{u}:{pw}@ch.jasilbelbew.lan:9000/sensors",
    "ftp://{u}:{pw}@ftp.jasilbelbew.lan/photos/",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw, u=_USERS), "pw")


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    sub = g.choice(_USERS)
    body = v.b64url(
        {"sub": sub, "iss": "jasilbelbew.lan", "exp": 1_900_000_000 + g.randrange(10**6)}
    )
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{head}.{body}.{sig}"


_VENDOR_MAKERS: dict[str, Maker] = {
    "{nkp}": _j("nkp_live_", (ALNUM, 32)),
    "{asms}": _j("asms.", (LOWER_DIGITS, 40)),
    "{mqc}": _j("mqc-", (HEX, 40)),
    "{skm}": _j("skm_", (ALNUM, 36)),
    "{qpos}": _j("qpos_", (UPPER_DIGITS, 28)),
    "{uuid}": lambda g: v.uuid4(g, "b"),
    "{bdm}": _j("bdm-", (URLSAFE, 42)),
    "{hex32}": _j((HEX, 32)),
    "{hex40}": _j((HEX, 40)),
    "{b64}": _j((B64, 44)),
    "{ghp}": _j("ghp_", (ALNUM, 36)),
    "{stripe}": _j("sk_live_", (ALNUM, 32)),
    "{slack}": lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    "{openai}": _j("sk-proj-", (URLSAFE, 48)),
    "{anthropic}": _j("sk-ant-api03-", (URLSAFE, 93), "AA"),
    "{akia}": _j("AKIA", (UPPER_DIGITS, 16)),
    "{tg}": lambda g: f"{g.randrange(10**9, 8 * 10**9)}:AA{_r(g, URLSAFE, 33)}",
    "{hf}": _j("hf_", (ALNUM, 34)),
    "{sg}": _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    "{npm}": _j("npm_", (ALNUM, 36)),
    "{glpat}": _j("glpat-", (URLSAFE, 20)),
    "{aiza}": _j("AIza", (URLSAFE, 35)),
}
_VENDORS = [
    "NukusPay secret key for the donations page: {nkp}",
    "AralSMS API key → {asms}",
    "MoynaqCloud token: {mqc}",
    "SaksawilMaps key for the planting map = {skm}",
    "QizilqumPOS terminal key {qpos}",
    "AmudaryaTix API key: {uuid}",
    "BerdaqMail API token: {bdm}",
    "Payme merchant key: {b64}",
    "Click secret_key={hex32}",
    "Uzum Bank API kaliti: {hex40}",
    "Paynet API key {hex32}",
    "Eskiz SMS token — {b64}",
    "Playmobile API kaliti: {hex32}",
    "Multicard integration broken, current key {uuid}",
    "Didox API ачкычы: {hex40}",
    "Kaspi API кілті: {hex32}",
    "Halyk ePay client secret {hex40}",
    "Integrations › Toss Payments: {hex32}",
    "GITHUB_TOKEN={ghp}",
    "Stripe key for the donations shop: {stripe}",
    "SLACK_BOT_TOKEN={slack}",
    "OPENAI_API_KEY={openai}",
    "the Anthropic key for the report bot is {anthropic}",
    "aws_access_key_id = {akia}",
    "Telegram bot token for @jb_dust_bot: {tg}",
    "HF_TOKEN={hf}",
    "SENDGRID_API_KEY={sg}",
    "//registry.npmjs.org/:_authToken={npm}",
    "GitLab token for the nursery repo: {glpat}",
    "Google Maps key in the camp app: {aiza}",
    "API kaliti (Uzum): {hex40}",
    "Uzum API gilti: {hex32}",
]  # fmt: skip


class _Vendors:
    @staticmethod
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, _VENDORS, n):
            sample = v.slotted("api_token", [template], _VENDOR_MAKERS, rng)
            out.append(sample)
        return out


_JWTS = [
    "Authorization token from the eGov sandbox: {t}",
    "the OneID session jwt is {t}",
    "cookie jb_session={t}",
    "Telegram 11:02 Kamila: use this token {t}",
    "токен для API: {t}",
    "tokeni: {t}",
]  # fmt: skip
_jwts = _Family("jwt", _JWTS, lambda g, i, t: {"t": _jwt(g)}, "t")


def _pem_body(g: random.Random) -> str:
    raw = _r(g, B64, 64 * 5)
    return "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))


_PEMS = [
    "saved the key for the Moynaq gateway:\n-----BEGIN RSA PRIVATE KEY-----\n{b}\n-----END RSA "
    "PRIVATE KEY-----",
    "id_ed25519 from Rustam's laptop\n-----BEGIN OPENSSH PRIVATE KEY-----\n{b}\n-----END "
    "OPENSSH PRIVATE KEY-----",
    "-----BEGIN PRIVATE KEY-----\n{b}\n-----END PRIVATE KEY-----\n(eGov signing key, Nukus)",
    "ключ от сервера:\n-----BEGIN EC PRIVATE KEY-----\n{b}\n-----END EC PRIVATE KEY-----",
]  # fmt: skip


def _pem_draw(g: random.Random, i: int, t: str) -> dict[str, str]:
    return {"b": _pem_body(g)}


_pems = _Family("private_key", _PEMS, _pem_draw, "b")


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "korean")}


def _seed(g: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 24: 32}[words]
    mnemo = _MNEMO[lang]

    def make(r: random.Random) -> str:
        return str(mnemo.to_mnemonic(bytes(r.randrange(256) for _ in range(bits))))

    return v.until(g, make, mnemo.check)


_SEEDS = {
    "the Trust Wallet recovery phrase for the donations wallet: {s}": "english",
    "seed words (Telegram Wallet), Aybek: {s}": "english",
    "sid-fraza: {s}": "english",
    "сид-фраза от кошелька: {s}": "russian",
    "мнемоника, 12 слов: {s}": "russian",
    "삼촌 지갑 복구 구문: {s}": "korean",
    "tiklash so'zlari: {s}": "english",
    "қалпына келтіру сөздері: {s}": "russian",
}  # fmt: skip


def _seed_draw(g: random.Random, i: int, t: str) -> dict[str, str]:
    return {"s": _seed(g, _SEEDS[t], g.choice([12, 24]))}


_seeds = _Family("seed_phrase", list(_SEEDS), _seed_draw, "s")


def _card(g: random.Random, brand: str) -> str:
    prefixes = {"humo": "9860", "uzcard": "8600", "mir": "2202"}
    if brand in prefixes:
        body = prefixes[brand] + _r(g, D, 11)
        number = body + luhn.calc_check_digit(body)
    else:
        number = v.card(g, brand)
    assert luhn.is_valid(number)
    return number


_CARDS = {
    "my Humo card {c}, send the salary there": "humo",
    "UzCard raqami: {c}": "uzcard",
    "karta nomeri {c}": "humo",
    "номер карты Мир: {c}": "mir",
    "Kaspi Gold карта: {c}": "visa",
    "card for the fuel: {c} exp 09/33": "mastercard",
    "카드번호 {c}": "visa",
    "karta raqami — {c}, amal qilish muddati 04/34": "uzcard",
}  # fmt: skip


def _card_draw(g: random.Random, i: int, t: str) -> dict[str, str]:
    number = _card(g, _CARDS[t])
    shown = v.grouped(number, g.choice([" ", "-", ""]), g)
    return {"c": shown}


_cards = _Family("card_number", list(_CARDS), _card_draw, "c")

_CVVS = [
    "CVV on the back: {c}",
    "karta orqasidagi kod {c}",
    "CVC-код {c}",
    "the three digits on the back are {c}",
    "CVV2 — {c}",
    "security code {c}",
]  # fmt: skip
_cvvs = _Family("card_code", _CVVS, lambda g, i, t: {"c": _r(g, D, 3)}, "c")


_IBAN_SHAPES = {
    "KZ": "nnn" + "c" * 13, "RU": "n" * 14 + "c" * 15, "UA": "n" * 6 + "c" * 19,
    "MD": "c" * 20, "AE": "n" * 19, "IQ": "aaaa" + "n" * 15, "TR": "n" * 5 + "0" + "c" * 16,
}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    number = v.iban_shaped(g, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBANS = {
    "Serik's IBAN in Almaty: {i}": "KZ",
    "IBAN tog'amning hisobi: {i}": "KZ",
    "IBAN для перевода в Москву: {i}": "RU",
    "IBAN {i} (Oleg, Kharkiv)": "UA",
    "IBAN-ul: {i}": "MD",
    "Rustam's Dubai salary account, IBAN {i}": "AE",
    "IBAN of the Basra supplier: {i}": "IQ",
    "Türkiye hesabı IBAN {i}": "TR",
}  # fmt: skip


def _iban_draw(g: random.Random, i: int, t: str) -> dict[str, str]:
    number = _iban(g, _IBANS[t])
    return {"i": v.iban_spaced(number) if g.random() < 0.5 else number}


_ibans = _Family("iban", list(_IBANS), _iban_draw, "i")


def _rrn(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        y, m, d = r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29)
        return f"{y:02d}{m:02d}{d:02d}{r.choice('12')}{_r(r, D, 6)}"

    number = v.until(g, make, kr_rrn.is_valid)
    return f"{number[:6]}-{number[6:]}"


def _brn(g: random.Random) -> str:
    number = v.until(g, _j((D, 10)), kr_brn.is_valid)
    return str(kr_brn.format(number))


def _inn(g: random.Random) -> str:
    return v.until(g, _j((D, 12)), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, _j("1", (D, 12)), ru_ogrn.is_valid)


def _idno(g: random.Random) -> str:
    return v.until(g, _j("100", (D, 10)), md_idno.is_valid)


def _rntrc(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), ua_rntrc.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "주민등록번호 {s} (Ansan, omma)": _rrn,
    "uncle's resident registration number: {s}": _rrn,
    "사업자등록번호: {s}": _brn,
    "ИНН Олега: {s}": _inn,
    "ОГРН поставщика {s}": _ogrn,
    "IDNO: {s}": _idno,
    "РНОКПП {s}": _rntrc,
    "JShShIR (PINFL): {s}": _j("3", (D, 13)),
    "ПИНФЛ {s}": _j("4", (D, 13)),
    "pasport seriyasi va raqami: {s}": _j("AD", (D, 7)),
    "ЖСН (ИИН) тётушки: {s}": _j((D, 12)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = [
    "Google Workspace backup codes for jasilbelbew.lan:\n{codes}",
    "zaxira kodlari (Telegram 2FA): {codes}",
    "резервные коды Госуслуг\n{codes}",
    "қосалқы кодтар: {codes}",
]  # fmt: skip


def _backup_draw(g: random.Random, i: int, t: str) -> dict[str, str]:
    codes = v.backup_codes(g, 6, g.randrange(4))
    sep = "\n" if t.endswith("\n{codes}") else ", "
    return {"codes": sep.join(codes)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTPS = [
    "TOTP secret for the eGov admin: {s}",
    "otpauth://totp/JasilBelbew:aybek?secret={s}&issuer=JasilBelbew",
    "2FA setup key (manual): {s}",
    "ikki bosqichli tasdiqlash kaliti: {s}",
]  # fmt: skip
_totp = _Family("otp_secret", _TOTPS, lambda g, i, t: {"s": _r(g, BASE32, 32)}, "s")

_CODES = [
    "{c} is your Kcell verification code",
    "Tasdiqlash kodi: {c}. Uni hech kimga bermang",
    "Код подтверждения: {c}",
    "Растау коды: {c}",
    "[Web발신] 인증번호 [{c}]",
    "Payme: kod {c}",
    "Use {c} to sign in to OneID",
    "Berdaq, what's the code? / Dilnoza: {c}",
]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["JasilBelbew-Office", "JB Moynaq Camp 5G", "Khodjeyli Nursery", "Uzmobile-4G-3F2A",
          "Mobiuz Home", "Kolesa guest"]  # fmt: skip
_WIFI = [
    "wifi {s} / {pw}",
    "Network: {s}, key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi paroli ({s}): {pw}",
    "вай-фай {s}, пароль {pw}",
    "vay-fay paroli {s} — {pw}",
    "Wi-Fi құпиясөзі: {pw}",
    "wifi? / Aybek: {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_plain_pw, s=_SSIDS), "pw")


_SPELL = [
    "reading it out one character at a time: {t}",
    "[dictated over Telegram] {t}",
    "the key, letter by letter: {t}",
]  # fmt: skip


class _Spaced:
    @staticmethod
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, _SPELL, n):
            raw = _r(rng, ALNUM, 24)
            sep = rng.choice([" ", " - ", "·", " | "])
            spaced = sep.join(raw)
            out.append(Sample("spaced_token", template.format(t=spaced), spaced))
        return out


_PINS = [
    "the seed store padlock code is {pw}",
    "PIN kodi: {pw}",
    "sklad eshiginiń kodi {pw}",
    "ПИН-код от карты: {pw}",
    "PIN ot karty {pw}",
    "домофон в Алматы: {pw}#",
    "alarm at the Nukus office: {pw}",
    "карта PIN-коды {pw}",
]  # fmt: skip
_pins = _Family("pin_code", _PINS, lambda g, i, t: {"pw": _r(g, D, g.choice([4, 6]))}, "pw")


_PHRASE_WORDS = ["saxaul", "dune", "camel", "salt", "wind", "lantern", "heron", "reed",
                 "anchor", "melon", "kettle", "tulip", "falcon", "barge", "steppe",
                 "willow"]  # fmt: skip
_PHRASES = [
    "passphrase: {p}",
    "the Bitwarden master passphrase is {p}",
    "KeePassXC parol ibora: {p}",
    "кодовая фраза: {p}",
]  # fmt: skip
_phrases = _Family(
    "passphrase", _PHRASES, lambda g, i, t: {"p": " ".join(g.sample(_PHRASE_WORDS, 4))}, "p"
)


def _auth_draw(g: random.Random, i: int, t: str) -> dict[str, str]:
    if "Basic" in t:
        raw = f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()
        return {"v": base64.b64encode(raw).decode()}
    return {"v": _r(g, URLSAFE, 40)}


_AUTH = [
    "curl -H 'Authorization: Bearer {v}' https://api.jasilbelbew.lan/plots",
    "Authorization: Basic {v}",
    "header: Bearer {v}",
    "Proxy-Authorization: Basic {v}",
]  # fmt: skip
_auth = _Family("auth_header", _AUTH, _auth_draw, "v")


_CONFIGS = [
    "[client]\nuser = dust\npassword = {pw}\nhost = mysql.jasilbelbew.lan",
    "spring:\n  datasource:\n    username: nursery\n    password: {pw}",
    "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "pg.jasilbelbew.lan:5432:dust:collector:{pw}",
    "define('DB_PASSWORD', '{pw}');",
    "[smtp]\nhost=mail.jasilbelbew.lan\npass={pw}",
    "variable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "\"password\": \"{pw}\",",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENVS = [
    "# .env (dust collector)\nDB_HOST=pg.jasilbelbew.lan\nDB_PASSWORD={pw}",
    "export AEROQUAL_PASSWORD={pw}",
    "SMTP_PASS={pw}\nSMTP_USER=noreply@jasilbelbew.lan",
    "MOYNAQ_GATEWAY_SECRET={pw}",
    "environment:\n  - MINIO_ROOT_PASSWORD={pw}",
]  # fmt: skip
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")

Taker = Callable[[random.Random, int], list[Sample]]

# Frames a chat puts around a pasted command, key or config (half of them not in English).
_FRAMES = [
    "{c}",
    "Rustam, shu buyruqni ishlat:\n{c}",
    "Рустам, запусти вот это:\n{c}",
    "zapusti vot eto na servere:\n{c}",
    "Berdaq, mına buyrıqtı iske tusir:\n{c}",
    "Бердақ, мына буйрықты иске түсир:\n{c}",
    "Серік, мынаны іске қос:\n{c}",
    "paste from Temur's terminal:\n{c}",
]


def _framed(family: _Family | Taker) -> Taker:
    """A family's samples, each put in a frame drawn from `_FRAMES` (one of them bare)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        drawn = family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
        return v.framed(rng, drawn, _FRAMES)

    return take


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 26), (_spelled, 14), (_framed(_cli), 34), (_framed(_urls), 14),
    (_framed(_Vendors.take), 50),
    (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 14),
    (_national, 20), (_backups, 8), (_totp, 6), (_codes, 10), (_wifi, 16), (_Spaced.take, 10),
    (_pins, 12), (_phrases, 8), (_auth, 8), (_framed(_configs), 16), (_framed(_envs), 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Aeroqual admin password is": "{s}",
    "server paroli:": "{s} (mart oyidan beri)",
    "пароль от почты": "{s}\nпоменяй после посадки",
    "jańa parol": "{s}",
    "құпиясөз:": "{s}",
    "비밀번호": "{s}",
    "parol ot wifi": "{s} vrode",
    "Rivulis password": "{s}",
    "the password Berdaq read out over the radio was": "{s}, I think",
    "Dragino pw:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "AralSMS API key", "{s}", _j("asms.", (LOWER_DIGITS, 40))),
    ("split_token", "Click secret_key", "{s} (prod)", _j((HEX, 32))),
    ("split_token", "AmudaryaTix client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "seed words", "{s}", lambda g: _seed(g, "english")),
    ("split_card", "Humo karta", "{s} 12/33", lambda g: v.grouped(_card(g, "humo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "backup codes", "{s}\n48213377\n90114526", _j((D, 8))),
    ("split_otp", "TOTP secret", "{s}", _j((BASE32, 32))),
    ("split_id", "ИНН", "{s}", _inn),
    ("split_phrase", "passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
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
    '{"aeroqual": {"url": "https://aq.jasilbelbew.lan", "admin_password": "{s}"}}':
    ("meta_password", _plain_pw),
    '{"parol": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "berdaq", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"stations": [{"name": "moynaq-1"}, {"name": "moynaq-2", "web_password": "{s}"}]}':
    ("meta_password", _plain_pw),
    '{"argv": ["psql", "-h", "pg.jasilbelbew.lan", "--password", "{s}"]}':
    ("meta_password", _plain_pw),
    '{"note": "пароль от сервера {s}"}': ("meta_password", _plain_pw),
    '{"құпиясөз": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Rivulis controller as nursery with the password {s}"}':
    ("meta_password", _plain_pw),
    '{"aralsms": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"paymeToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"eskiz_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/33"}}': ("meta_card",
    lambda g: v.grouped(_card(g, "uzcard"), " ", g)),
    '{"relative": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MD")),
    '{"supplier": {"ogrn": "{s}"}}': ("meta_id", _ogrn),
    '{"mfa": {"backup_codes": ["{s}", "1842-5519", "7730-2248"]}}': ("meta_otp",
    _j((D, 4), "-", (D, 4))),
    '{"donations_wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "russian")),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"seed_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "JB Moynaq Camp 5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"aqs1-firmware-2.7.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"dust: add PM2.5 column for Moynaq", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"plots: revert seabed grid", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"planting_2032-03-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Aeroqual password before the calibration visit on 2032-04-11.",
    "Aybek asked for the camp wifi password; it's on the card in the office drawer.",
    "Policy: Jasil Belbew passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the Telegram group; share a vault link instead.",
    "The `.env.example` line `ARALSMS_API_KEY=replace-me` is a placeholder.",
    "The Rivulis controller asks for a new admin password after every firmware update.",
    "Replace <YOUR_PAYME_KEY> in the README with the key from the Payme cabinet.",
    "Parolingizni hech kimga aytmang.",
    "Parolińizdi hesh kimge aytpań.",
    "Паролиңизди ҳеш кимге айтпаң.",
    "Никому не сообщайте свой пароль.",
    "Құпиясөзіңізді ешкімге айтпаңыз.",
    "비밀번호를 아무에게도 알려주지 마세요.",
    "Parol kamida 12 ta belgidan iborat bo'lishi kerak.",
    "Пароль должен быть не короче двенадцати символов.",
    "Upgraded the Aeroqual firmware from 2.6 to 2.7.0 and pyserial to 3.5.",
    f"commit {_COMMIT} adds the PM2.5 column for Moynaq.",
    f"Rolled back to {_SHORT} after the seabed grid change broke the map.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The AQS 1 firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"MD5 of planting_2032-03-14.csv is {_MD5}, same as on the share.",
    "Request id 5d2e81b4-7c3a-4e19-a6f0-2b8d9c1e4f73 is the slow one in the logs.",
    "Order JB-2032-00417 for 3,000 saxaul seedlings ships from Khodjeyli on Thursday.",
    "Ticket JB-1142: the Moynaq dust station reboots every night at 02:10.",
    "Call the Nukus office on +998 61 224 17 30 before noon.",
    "The seed store shop in Khodjeyli: +998 61 357 02 48, open 9 to 18.",
    "Planting bed 7 at the nursery holds 1,240 juzgun cuttings.",
    "PM10 at Moynaq peaked at 842 µg/m³ on 2032-05-03 at 14:20.",
    "A sack of saxaul seed weighs 25 kg and costs 480,000 so'm.",
    "After five wrong passwords the Milesight gateway locks the account for 20 minutes.",
    "The secret of saxaul on the seabed is planting before the March winds.",
    "Ask Berdaq for the seed store keypad code, I don't have it.",
    "My card ending 4417 was declined at the Nukus bazaar.",
    "Serik wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `AEROQUAL_PASSWORD` in the secrets store, never in the repository.",
    "The guest wifi 'JB-Guest' is open, no password needed.",
    "Version 4.12.3 of the planting app went out on 2032-03-01.",
    "The bus from Nukus to Moynaq leaves at 06:30 and takes about four hours.",
    "Plot AS-17 on the dried seabed is 120 hectares, 42 km north of Moynaq.",
    "Invoice 2032/118 total: 12,450,000 so'm, VAT 12 %.",
    "Parolni tiklash havolasi 30 daqiqa amal qiladi.",
    "Ссылка для сброса пароля действует 30 минут.",
    "Token counts for the report bot: prompt 812, completion 240.",
    "The PIN pad at the Nukus fuel station is broken again.",
    "Kcell roaming for Serik costs 990 tenge a day.",
    "The dust station serial number is AQS1-2031-00482.",
    "ISBN 978-5-699-12014-7 is the Aral flora handbook on the office shelf.",
    "Tracking number RB 482 113 907 UZ for the parcel to Almaty.",
    "The passphrase must contain at least four words, says the Bitwarden policy.",
    "Meeting in Nukus at 10:00, room 3; bring the planting report.",
    "The password manager is Bitwarden, self-hosted in the server room.",
    "Wi-Fi paroli so'ralganda Dilnozaga murojaat qiling.",
    "Almatydaǵı apaımnıń telefon nomeri ózgerdi, jańasın Serikten sura.",
    "오늘 안산에 있는 삼촌한테 전화했어.",
    "Марат купил билет Нукус — Москва на 12 июня, рейс HY 641.",
    "The Khodjeyli nursery uses 18 m³ of water a day in July.",
    "api keys are issued per project and expire after a year.",
    "The cold store at the nursery is at 4 °C and 60 % humidity.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/jb/aeroqual", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "JB-1142", "order": "JB-2032-00417"}',
    '{"plot": {"id": "AS-17", "hectares": 120, "seedlings": 3000}}',
    '{"phone": "+998 61 224 17 30", "city": "Nukus"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "sacks_in_stock": 214}',
    '{"station": "moynaq-2", "pm10": 842, "unit": "µg/m³"}',
    '{"parcel": "RB 482 113 907 UZ", "to": "Almaty", "weight_kg": 3.2}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
