# ruff: noqa: RUF001, RUF002  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirteenth corpus: written blind, without the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninth's docstring,
the fifth to three-hundred-and-ninth only through grep -l/-c counts (languages, wordings, tools,
vendors, id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic sources; never `memories/`, the tuning, round or concurrent corpora
(310 to 312), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (313582907), password words (a Dagestani dish or fish and a
year, `Narsharab1987!`; village and food joined, `akhty_urbech_42`; leet `D3rb3nt`; an orchard
row, `Ryad12Anar#55`; dot-joined `Kutum.Derbent.417`; a generator's dashed groups; random runs).
The fictional company is OOO "Anardag" (a pomegranate-juice and narsharab maker: an orchard in
the Samur valley near Akhty and Usukhchay, a cannery and cold room in Kaspiysk, an office and
1C server in Makhachkala, a shop and warehouse in Derbent) and its staff's relatives in Baku,
Istanbul (Kadıköy, Üsküdar) and Hadera; every company, person, address, domain (`anardag.lan`)
and number is invented, only the region (southern Dagestan) is real. Texts: chats with times,
help-desk requests (Pyrus, Kaiten, YouGile, Weeek, Planfix), wiki breadcrumbs, tables, CSV and
YAML rows, e-mails, runbooks, shell prompts, configs, env files, voice-note transcripts and
requests to the assistant; separators from a colon, `—`, `я`, `буго` and `=` to a new line.

Grep counts (heldouts 5 to 309 naming each, grep -l): none for Махачкала, Kadıköy, Üsküdar,
PayTR, АТОЛ, Робокасса, СДЭК, Т-Банк, Эвотор, `DESIGNER /N`; one for Avito, PERCo, Tochka,
Trassir, Контур, Меркурий, Штрих, ЮKassa, Самур, `yc managed`, obd, orzdba, dragonfly; two
for Kaspiysk, Samur, Beget, Bolid, CDEK, CloudPayments, DaData, Frontol, Hepsiburada, iyzico,
Papara, Selectel, Timeweb, Trendyol, Wildberries, YouGile, Weeek, amoCRM, RetailCRM,
Macroscop, Ivideon, Qtech, SNR, r_keeper, `ydb -e`, oscript, remmina, x11vnc -storepasswd,
tightvncpasswd; three for Derbent, Makhachkala, Eltex, Juhuri, iiko, ibsrv, kafkactl, odyssey,
pgcenter, pg_activity, sqlcl, logcli, vmctl; four to eight for Avar, Lezgi, Pyrus, Planfix,
vrunner, pg_probackup, wal-g, yafc, greptime, ibcmd, 1cv8, mysqlslap, keydb-cli, mycli.

About half of the secret samples are not in English: Russian in Cyrillic (`пароль от …`,
`логин …, пароль …`, `никому не сообщайте`) and in translit (`parol ot servera`, `pass ot
kassy`, `nikomu ne kidaj`), Lezgian in Cyrillic (`… пароль … я`, `цIийи`, `садазни
лугьумир`, `куьлег` for key), Avar in Cyrillic (`… пароль … буго`, `цIияб`, `щивасухъеги
бицунгутIа`, `кили` for key), Azerbaijani in Latin letters (`şifrəsi`, `parolu`, `heç kimə
demə`, `VÖEN`), the Turkish of relatives in Istanbul (`şifresi`, `kimseye söyleme`, `abi`,
`kanka`) and the Hebrew of Mountain Jewish (Juhuri) relatives in Israel, in Hebrew letters
(`הסיסמה`, `סיסמה`, `קוד האימות`) and romanised (`ha-sisma shel ha-wifi`), with one Juhuri
line in Cyrillic. These wordings are the author's guesses, checked by no speaker; the thinnest
are all the Lezgian and Avar ones (the copulas, the words for new, key and "don't tell
anyone"), the Juhuri line and the romanised Hebrew.

Vendors: invented ones (DerbentPay `dbp_live_`, SamurSMS `ssm.`, KaspiyCloud `kcl-`,
NarynMaps `nkm_`, AnarPOS `apos_`, ShahdagTix UUIDs, GyulgeriMail `gml-`; shapes guessed),
Russian and Turkish ones with guessed shapes (ЮKassa, CloudPayments, Robokassa, СДЭК, DaData,
Selectel, Timeweb Cloud, Beget, amoCRM, RetailCRM, iyzico, PayTR, Papara, Trendyol,
Hepsiburada, Boxberry, Wildberries) and the known GitHub, Stripe, Slack, OpenAI, Anthropic,
AWS, Telegram, Hugging Face, SendGrid, npm, GitLab and Google shapes; the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Russia's INN (personal
and company, `ru.inn`) and OGRN (`ru.ogrn`), Turkey's T.C. Kimlik No (`tr.tckimlik`) and VKN
(`tr.vkn`), Azerbaijan's VÖEN (`az.voen`), Israel's teudat zehut (`il.idnr`) and company number
(`il.hp`) and Belarus's UNP (`by.unp`). Unchecked (shapes guessed): a Russian passport, an
Azerbaijani ID card and a Turkish passport. Cards pass Luhn (Mir, Troy and Humo prefixes drawn
here, the rest from `v.card`, checked with `stdnum.luhn`); IBANs of Azerbaijan, Turkey, Israel,
Kazakhstan, Georgia, Iraq, Saudi Arabia and Belarus (each in 27 to 41 earlier corpora by a rough
grep, none less used fits the region), checked with `stdnum.iban`; seed phrases from mnemonic's
English, Russian and Spanish lists, drawn until `Mnemonic(lang).check` accepts them.
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
from stdnum.az import voen as az_voen
from stdnum.by import unp as by_unp
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 313_582_907
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


_FOOD = ["Anar", "Khinkal", "Chudu", "Kurze", "Urbech", "Kutum", "Kilka", "Sevruga", "Narsharab",
         "Dolma", "Gurza", "Tsudu", "Abrikos", "Ayva", "Fundukh", "Shashlyk"]  # fmt: skip
_PLACES = ["Derbent", "Kaspiysk", "Makhachkala", "Samur", "Akhty", "Rutul", "Magaramkent",
           "Usukhchay", "Kurush", "Rubas", "Belidzhi", "Dagogni", "Izberbash", "Tarki",
           "NarynKala", "Dzhalgan"]  # fmt: skip
_NAMES = ["Rustam", "Zaur", "Sefer", "Gyulnara", "Ramazan", "Marzhanat", "Magomed", "Patimat",
          "Shamil", "Khadizhat", "Gadzhi", "Elvin", "Aysel", "Tural", "Emre", "Zeynep", "Yakov",
          "Sarra", "Rafael", "Dina", "Eldar", "Sabina"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["N4rsh4r4b", "Kh1nk4l", "D3rb3nt", "K4sp1y", "S4mur", "Ur83ch", "Kut0m", "4kh7y"]


def _orchard(g: random.Random) -> str:
    """A row of the orchard and its trees, the way the Samur crew makes a password."""
    return f"Ryad{g.randrange(1, 40)}{g.choice(_FOOD)}{g.choice(_SYMBOLS)}{g.randrange(10, 99)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOOD)}{g.randrange(1950, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FOOD).lower()}_{g.randrange(10, 100)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_PLACES)}{g.randrange(2, 99)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%!?", 15),
    _orchard,
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_PLACES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_FOOD)}.{g.choice(_PLACES)}.{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Kaiten card 'Kaspiysk cannery': the Espera label PC password is {pw}",
    "YouGile task 41: the Weeek-synced Эвотор till admin password is {pw}",
    "Pyrus request 2207: Frontol POS at the Derbent shop, admin password {pw}",
    "VK Teams, #sklad-derbent, Sefer: warehouse NAS password {pw}",
    "Yandex Messenger from Zaur: the Trassir DVR password is {pw}",
    "Planfix note on the cannery line: Macroscop server password {pw}",
    "Bitrix24 chat, Gyulnara: the 1C server Administrator password {pw}",
    "Weeek task: change the АТОЛ 91F cashier password (now {pw})",
    "runbook, Kaspiysk cold room: log into the Carel Boss as service, password {pw}",
    "Hi Ramazan,\n\nthe root password on the Samur orchard's pump controller is {pw}. "
    "Delete this once it's in the vault.\n\nMarzhanat",
    "incident 2033-03-02: the Ivideon bridge at the Derbent shop was open with password {pw}",
    "note to self: Keenetic router at the Akhty dryer, admin password {pw}",
    "voice note, transcribed: the juice press HMI password is {pw} full stop",
    "my Sber business online password is {pw} now",
    "can you remember my Tochka bank password? it's {pw}",
    "пароль от компа в цеху розлива: {pw}",
    "Рустам, новый пароль на сервер 1С — {pw}",
    "пароль на кассу в магазине на Ленина поменяла, теперь {pw}",
    "голосовое от Магомеда: пароль от роутера в Каспийске {pw}, записал?",
    "напомни: пароль от личного кабинета Т-Банка {pw}",
    "parol ot servera v Derbente: {pw}",
    "novyj parol ot wifi na sklade {pw}, nikomu ne kidaj",
    "Zaur, parol ot 1C-ki pomenyal, teper {pw}",
    "pass ot kassy v magaze {pw} bratan",
    "складдин компьютердин пароль {pw} я",
    "цIийи пароль {pw} я, садазни лугьумир",
    "заз серверДин пароль гана: {pw}",
    "Сефер: роутердин пароль {pw} я",
    "складалъул компьютералъул пароль {pw} буго",
    "цIияб пароль {pw} буго, щивасухъеги бицунгутIа",
    "Патимат: роутералъул пароль {pw} буго",
    "anbarın kompüterinin şifrəsi {pw}",
    "yeni şifrə {pw}, heç kimə demə",
    "Aysel: Bakıdakı evin wifi şifrəsi {pw}",
    "Tural qardaş, serverin parolu {pw}",
    "kanka, dükkanın bilgisayar şifresi {pw}",
    "Emre abi yeni şifre {pw}, kimseye söyleme",
    "Zeynep: Kadıköy'deki evin modem şifresi {pw}",
    "Üsküdar'daki kasanın şifresi {pw} oldu",
    "הסיסמה של המחשב במחסן: {pw}",
    "דינה: הסיסמה החדשה לראוטר היא {pw}",
    "ha-sisma shel ha-wifi be-Hadera {pw}, al tagid le-af exad",
    "Yakov: sisma hadasha la-server {pw}",
    "пароль-ме компьютер {pw}, Рафаэль ҹуьгьуьр",
    "Trendyol seller panel password {pw}",
    "the Wildberries seller cabinet password is {pw}",
    "Ozon Seller login password for the pomegranate store: {pw}",
    "Avito Pro password for the orchard listing {pw}",
    "iiko Office password for the Derbent café {pw}",
    "r_keeper manager station password {pw}",
    "МойСклад: пароль сотрудника склад-2 {pw}",
    "Контур.Диадок пароль бухгалтера {pw}",
    "Bolid Orion Pro operator password {pw}",
    "PERCo-Web admin password at the cannery gate {pw}",
    "Sigur server password {pw}",
    "Eltex TAU-8 VoIP gateway password {pw}",
    "Qtech switch enable password {pw}",
    "SNR-S2985G web password {pw}",
    "Меркурий 185Ф admin password {pw}",
    "Штрих-М scale web password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rustam", "zaur.k", "sefer", "gyulnara", "ramazan", "marzhanat", "magomed.a",
          "patimat", "shamil", "khadizhat", "gadzhi", "elvin", "aysel.m", "tural", "emre",
          "zeynep.y", "yakov.i", "sarra", "rafael.m", "dina", "eldar", "sabina", "svc-1c",
          "kassa-derbent", "press-line"]  # fmt: skip
_LOGINS = [
    "VK Teams, Sefer: 1C login {u} / {pw}",
    "Pyrus 2214: {u} locked out of the Trassir panel, last password {pw}",
    "usr {u} pwd {pw}",
    "Kaiten › Sklad › NAS: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Ishida scale | {u} | {pw} |",
    "sign in to the Frontol back office as {u} with {pw}",
    "device,login,password\nateol-kassa,{u},{pw}",
    "логин {u}, пароль {pw}",
    "логин: {u}\nпароль: {pw}",
    "login {u} parol {pw}",
    "u={u} p={pw} (kassa-2)",
    "логин {u}, пароль {pw} я",
    "логин {u}, пароль {pw} буго",
    "istifadəçi adı {u}, şifrə {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "שם משתמש {u}, סיסמה {pw}",
    "Zaur says the Ozon account is {u} and the password is {pw}",
    "- host: kassa-2\n  user: {u}\n  password: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["narsharab", "khinkal", "urbech", "kutum", "chudu", "kurze", "samur", "akhty",
               "shahdag", "gyulgeri", "dagogni", "tsudakhar"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "пароль — слово {w}, маленькими, потом {d}",
    "parol: slovo {w} i potom cifry {d}",
    "пароль {w} гаф я, ахпа {d}",
    "şifrə {w} sözüdür, sonra {d}",
    "şifre {w} kelimesi, sonra {d}",
    "הסיסמה היא המילה {w} ואחריה {d}",
    "voice note: wifi password is {w} and after that {d}, no space",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "1cv8 DESIGNER /S srv1c.anardag.lan\\ut /N {u} /P {pw} /DumpIB ut.dt",
    "ibcmd infobase dump --db-server=pg.anardag.lan --db-user={u} --db-pwd={pw} ut.dt",
    "ibsrv --db-server=pg.anardag.lan --db-user={u} --db-pwd='{pw}' --data=/srv/ibsrv",
    "oscript deploy.os -user {u} -password '{pw}' -ib Srvr=srv1c;Ref=ut",
    "vrunner update --ibconnection /Ssrv1c/ut --db-user {u} --db-pwd '{pw}'",
    "yc managed-postgresql user update {u} --cluster-name anardag-pg --password '{pw}'",
    "ydb -e grpcs://ydb.anardag.lan:2135 -d /ru/anardag --user {u} --password-file <(echo '{pw}')",
    "tt connect {u}:{pw}@tnt.anardag.lan:3301",
    "kafkactl config add prod --brokers kafka.anardag.lan:9093 --sasl-username {u} "
    "--sasl-password '{pw}'",
    "x11vnc -storepasswd '{pw}' ~/.vnc/passwd",
    "echo '{pw}' | tightvncpasswd -f > ~/.vnc/passwd",
    "remmina -c 'rdp://{u}:{pw}@kassa-derbent.anardag.lan'",
    "pgcenter top -h pg.anardag.lan -U {u} -W '{pw}'",
    "PGPASSWORD='{pw}' pg_activity -h pg.anardag.lan -U {u}",
    "orzdba -mysql -h my.anardag.lan -u {u} -p '{pw}'",
    "obd cluster edit-config anardag --user {u} --password '{pw}'",
    "dragonfly --requirepass='{pw}' --port 6380",
    "logcli query '{{job=\"press\"}}' --addr=https://loki.anardag.lan --username={u} "
    "--password='{pw}'",
    "vmctl influx --influx-addr http://influx.anardag.lan:8086 --influx-user {u} "
    "--influx-password '{pw}'",
    "sql -cloudconfig wallet.zip {u}/{pw}@anardag_high",
    "pg_probackup-16 backup -B /backup -b FULL -U {u} --password '{pw}' --instance cannery",
    "yafc ftp://{u}:{pw}@ftp.anardag.lan",
    "greptime cli attach --grpc-addr gt.anardag.lan:4001 --auth-basic {u}:{pw}",
    "aql -h aero.anardag.lan -U {u} -P '{pw}' -c 'show namespaces'",
    "amtool silence query --alertmanager.url=https://{u}:{pw}@am.anardag.lan",
    "mycli -h my.anardag.lan -u {u} --password='{pw}' cannery",
    "keydb-cli -h keydb.anardag.lan -a '{pw}' info replication",
    "valkey-cli --user {u} --pass '{pw}' -h valkey.anardag.lan",
    "couchbase-cli user-manage -c cb.anardag.lan -u {u} -p '{pw}' --list",
    "impala-shell -i impala.anardag.lan -u {u} --ldap --ldap_password_cmd=\"echo {pw}\"",
    "mysqlslap -h my.anardag.lan -u {u} -p'{pw}' --concurrency=20 --iterations=5",
    "pg_basebackup -d 'host=pg.anardag.lan user={u} password={pw}' -D /srv/replica",
    "wget --user={u} --password='{pw}' https://files.anardag.lan/price-2033.xlsx",
    "mount -t cifs //nas.anardag.lan/buh /mnt/buh -o username={u},password={pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@srv1c:~# {c}", "zaur@sklad-derbent:~$ {c}",
    "MobaXterm, session 'kaspiysk-cannery':\n{c}", "Termius on Rustam's phone: {c}",
    "Windows Terminal, PS C:\\1c> {c}", "WezTerm ~/ops $ {c}", "Tabby tab 2: {c}",
    "в терминале набрал: {c}", "v konsoli: {c}", "терминалда: {c}", "терминалалда: {c}",
    "terminalda yazdım: {c}", "komut şuydu: {c}", "הפקודה שהרצתי: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "clickhouse://{u}:{pw}@ch.anardag.lan:9440/cannery?secure=true",
    "tarantool://{u}:{pw}@tnt.anardag.lan:3301",
    "postgresql://{u}:{pw}@pg.anardag.lan:6432/ut?sslmode=require",
    "mysql+aiomysql://{u}:{pw}@my.anardag.lan/shop",
    "redis://{u}:{pw}@redis.anardag.lan:6379/2",
    "amqp://{u}:{pw}@rabbit.anardag.lan:5672/kassa",
    "ftp://{u}:{pw}@ftp.anardag.lan/prices/",
    "mongodb+srv://{u}:{pw}@cluster0.anardag.lan/orders",
    "rtsp://{u}:{pw}@cam-press.anardag.lan:554/Streaming/Channels/101",
    "Server=mssql.anardag.lan;Database=Kassa;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "строка подключения: {c}", "stroka podklyucheniya {c}",
    "bağlantı sətri: {c}", "bağlantı dizesi: {c}", "Pyrus 2230: {c}", "keep this for me: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("DerbentPay", "DERBENTPAY_SECRET_KEY", _j("dbp_live_", (ALNUM, 32))),
    ("SamurSMS", "SAMURSMS_TOKEN", _j("ssm.", (URLSAFE, 40))),
    ("KaspiyCloud", "KASPIYCLOUD_API_KEY", _j("kcl-", (LOWER_DIGITS, 36))),
    ("NarynMaps", "NARYNMAPS_KEY", _j("nkm_", (ALNUM, 30))),
    ("AnarPOS", "ANARPOS_API_TOKEN", _j("apos_", (HEX, 40))),
    ("ShahdagTix", "SHAHDAGTIX_SECRET", lambda g: v.uuid4(g, "9")),
    ("GyulgeriMail", "GYULGERIMAIL_KEY", _j("gml-", (ALNUM, 28))),
    ("ЮKassa", "YOOKASSA_SECRET_KEY", _j("live_", (URLSAFE, 40))),
    ("CloudPayments", "CLOUDPAYMENTS_API_SECRET", _j((HEX, 32))),
    ("Robokassa", "ROBOKASSA_PASSWORD1", _j((ALNUM, 20))),
    ("СДЭК", "CDEK_CLIENT_SECRET", _j((ALNUM, 32))),
    ("DaData", "DADATA_SECRET", _j((HEX, 40))),
    ("Selectel", "SELECTEL_API_TOKEN", _j((ALNUM, 26), "_", (D, 6))),
    ("Timeweb Cloud", "TWC_TOKEN", _j((URLSAFE, 48))),
    ("Beget", "BEGET_API_PASSWORD", _j((ALNUM, 16))),
    ("amoCRM", "AMOCRM_CLIENT_SECRET", _j((ALNUM, 64))),
    ("RetailCRM", "RETAILCRM_API_KEY", _j((ALNUM, 32))),
    ("iyzico", "IYZICO_SECRET_KEY", _j("sandbox-", (ALNUM, 32))),
    ("PayTR", "PAYTR_MERCHANT_SALT", _j((ALNUM, 16))),
    ("Papara", "PAPARA_API_KEY", _j((B64, 44))),
    ("Trendyol", "TRENDYOL_API_SECRET", _j((ALNUM, 20))),
    ("Hepsiburada", "HB_MERCHANT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Boxberry", "BOXBERRY_TOKEN", _j((HEX, 32))),
    ("Wildberries", "WB_API_TOKEN", lambda g: _jwt_of(
        g, {"alg": "ES256", "kid": "V3"}, {"ent": 1, "exp": 2_000_000_000,
                                           "sid": v.uuid4(g)}, 86)),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 64), "T3BlbkFJ", (URLSAFE, 64))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} anardag/shop-sync:3.1",
    "kubectl create secret generic shop-sync --from-literal={env}={tok}",
    "werf.yaml secretValues:\n  {env}: {tok}",
    "Bitrix24 › Настройки › Интеграции › {vendor}: {tok}",
    "Pyrus 2241: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "ключ API {vendor} для магазина: {tok}",
    "API-ключ {vendor}: {tok}",
    "klyuch API {vendor}: {tok}",
    "{vendor} API куьлег: {tok}",
    "{vendor} API кили: {tok}",
    "{vendor} API açarı: {tok}",
    "{vendor} API anahtarı: {tok}",
    "מפתח API של {vendor}: {tok}",
    "VK Teams, Elvin: the {vendor} token we use now is {tok}, old one revoked",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "VK Teams: {t}", "it only shows it once, so here:\n{t}", "токен: {t}",
                "{t}\n^ новый, старый сдох", "bu token {t}", "הטוקן {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)),
                _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the orchard soil sensor S-14: {h}": 32,
    "HMAC secret for the DerbentPay webhook: {h}": 64,
    "ключ шифрования бэкапа 1С: {h}": 64,
    "IPsec PSK for the Kaspiysk tunnel (hex): {h}": 64,
    "AES key of the Espera label export: {h}": 32,
    "yedəkləmə şifrələmə açarı: {h}": 48,
    "yedek şifreleme anahtarı: {h}": 64,
    "MIFARE sector key A for the cannery passes: {h}": 12,
    "מפתח ההצפנה של הגיבוי: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Pyrus 2250: token from the browser's network tab {t}",
    "Cookie: lang=ru; anardag_sess={t}",
    "SHOP_SYNC_ACCESS_TOKEN={t}",
    "сохрани bearer токен {t}",
    "bearer token bu: {t}",
    "טוקן: {t}",
    "wb-seller header Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@anardag.lan"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.anardag.lan/realms/shop", "azp": "kassa-ui"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for srv1c, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.anardag.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDO_PRIVATE_KEY": "{key}", "operator": "diadoc"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kaspiysk <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "приватный ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "serverin gizli açarı:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the bank's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMw"
                                      "AAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
               "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card: {p}": "english",
    "сид-фраза от кошелька Tonkeeper: {p}": "russian",
    "фраза восстановления кошелька (старый, пустой): {p}": "russian",
    "sid fraza ot Exodus, nikomu: {p}": "english",
    "cüzdanın kurtarma kelimeleri: {p}": "english",
    "Bakıdakı cüzdanın bərpa sözləri: {p}": "english",
    "voice note: the SafePal recovery words are {p} and that's all": "english",
    "מילות השחזור של הארנק: {p}": "english",
    "frase de recuperación de la billetera de Sabina: {p}": "spanish",
    "Kaiten page 'Old fund wallet (retired)': {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_maker(lang: str, words_n: int) -> Maker:
    """A checksum-valid phrase of ``lang`` as typed (NFC); drawn again where ``check`` rejects
    it (a word with a composed letter)."""

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return make


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    phrase = v.until(rng, _seed_maker(lang, words_n), _MNEMO[lang].check)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
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
    if brand == "troy":
        return _card_of(rng, ["979200", "979223", "979280"], [16])
    if brand == "humo":
        return _card_of(rng, ["9860"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "VK Teams, Sefer: the company card for the press spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "номер карты: {c}, срок {mm}/{yy}",
    "nomer karty {c} do {mm}/{yy}",
    "кард номер {c} я",
    "kartın nömrəsi: {c}, {mm}/{yy}",
    "kart numaram {c}, son kullanma {mm}/{yy}",
    "מספר הכרטיס: {c}",
    "Pyrus 2263: pay the Espera service visit with card {c}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["mir", "visa", "troy", "mastercard", "humo", "unionpay", "mir", "amex"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    sep = ["-", " ", "", ".", " ", " "][index % 6] if len(number) == 16 else " "
    return {"c": v.grouped(number, sep, rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 05/36, CVV {cvv}",
               "три цифры на обороте карты: {cvv}",
               "kartın arxasındakı üç rəqəm: {cvv}",
               "kartın arkasındaki üç hane: {cvv}",
               "Amex {c}, the four-digit CID on the front: {cvv}",
               "CVC карты Мир {c}: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mir" if "Мир" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"AZ": "aaaa" + "c" * 20, "TR": "nnnnn0" + "c" * 16, "IL": "n" * 19,
                "KZ": "nnn" + "c" * 13, "GE": "aa" + "n" * 16, "IQ": "aaaa" + "n" * 15,
                "SA": "nn" + "c" * 18, "BY": "cccc" + "nnnn" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice AD-2033-071: please pay the pomegranate crates to {i} within 14 days",
    "save the Baku juice distributor's IBAN: {i}",
    "IBAN: {i}\nНазначение: бочки для наршараба, март",
    "əmimin IBAN-ı: {i}",
    "IBAN numaram {i}, abi",
    "ה-IBAN של דוד רפאל: {i}",
    "IBAN для перевода: {i}",
    "IBAN kuzena v Almaty {i}",
    "IBAN {i}, Патимат",
    "IBAN-ы {i} я",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn12(g: random.Random) -> str:
    """A Russian personal INN: twelve digits, two check digits."""
    return v.until(g, lambda h: "05" + _r(h, D, 10), ru_inn.is_valid)


def _inn10(g: random.Random) -> str:
    """A Russian company INN: ten digits, one check digit."""
    return v.until(g, lambda h: "05" + _r(h, D, 8), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    """A Russian OGRN: thirteen digits, its last the rest modulo 11."""
    return v.until(g, lambda h: "1" + _r(h, D, 2) + "05" + _r(h, D, 8), ru_ogrn.is_valid)


def _tckimlik(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), tr_tckimlik.is_valid)


def _vkn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), tr_vkn.is_valid)


def _voen(g: random.Random) -> str:
    return v.until(g, lambda h: "14" + _r(h, D, 7) + h.choice("12"), az_voen.is_valid)


def _teudat(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 9), il_idnr.is_valid)


def _il_hp(g: random.Random) -> str:
    return v.until(g, lambda h: "51" + _r(h, D, 7), il_hp.is_valid)


def _unp(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


def _ru_passport(g: random.Random) -> str:
    """A Russian passport: region 82 (Dagestan), a year, six digits; no public check."""
    return f"82 {g.randrange(0, 24):02d} {_r(g, D, 6)}"


def _az_id(g: random.Random) -> str:
    """An Azerbaijani ID card number: AA and seven digits; no public check."""
    return "AA" + _r(g, D, 7)


def _tr_passport(g: random.Random) -> str:
    """A Turkish passport: U and eight digits; no public check."""
    return "U" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "мой ИНН: {s}": _inn12,
    "INN Rustama dlya nalogovoj: {s}": _inn12,
    "ИНН ООО «Анардаг» для договора: {s}": _inn10,
    "ОГРН поставщика бочек: {s}": _ogrn,
    "teyzemin TC kimlik numarası: {s}": _tckimlik,
    "TC Kimlik No {s}, Emre abi'nin": _tckimlik,
    "İstanbul'daki dükkanın vergi kimlik numarası (VKN): {s}": _vkn,
    "Bakı distribyutorunun VÖEN-i: {s}": _voen,
    "VÖEN: {s}": _voen,
    "מספר תעודת הזהות של סבתא שרה: {s}": _teudat,
    "teudat zehut shel Yakov: {s}": _teudat,
    "ח.פ. של החברה בחדרה: {s}": _il_hp,
    "УНП минского покупателя: {s}": _unp,
    "паспорт: {s}, выдан МВД по РД": _ru_passport,
    "паспортдин номер {s} я": _ru_passport,
    "şəxsiyyət vəsiqəsinin nömrəsi: {s}": _az_id,
    "pasaport numaram {s}": _tr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Резервные коды Госуслуг... нет, Яндекс ID:\n{codes}",
            "rezervnye kody dlya VK ID: {codes}", "yedək kodlar (Google): {codes}",
            "Trendyol hesabı yedek kodları:\n{codes}", "קודי גיבוי לחשבון: {codes}",
            "GitHub recovery codes for the anardag org\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Selectel:zaur@anardag.lan?secret={s}&issuer=Selectel",
              "ключ для 2FA вручную: {s}", "2FA quraşdırma açarı: {s}",
              "Aegis, setup key for the amoCRM login: {s}"]  # fmt: skip
_CODES = ["Код подтверждения: {c}. Никому не сообщайте", "{c} — ваш код для входа в Т-Бизнес",
          "Doğrulama kodunuz: {c}", "təsdiq kodu {c}", "קוד האימות שלך: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Anardag-Sklad", "Anardag-Cannery-5G", "Derbent-Shop", "Kaspiysk_Tsekh",
          "Samur-Orchard", "Akhty-Dryer", "Keenetic-4471", "Beeline_Makhachkala",
          "Hadera-Home", "TurkTelekom_Kadikoy", "Baku-Ev-5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "пароль от вайфая {s}: {pw}",
    "wifi {s} parol {pw}",
    "вайфай {s}, пароль {pw} я",
    "{s} вай-фаялъул пароль {pw} буго",
    "wifi {s} şifrəsi: {pw}",
    "modem {s} şifresi {pw}",
    "הסיסמה לוויפי {s} היא {pw}",
    "the key on the sticker under the Keenetic: {pw}",
    "LoRa gateway backhaul: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("dbp_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ghp_", (ALNUM, 36)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[диктую по буквам] {t}",
          "(spaced so the preview hides it) {t}", "harf harf: {t}", "po bukvam: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код от ворот склада: {pw}", "kod ot domofona {pw}#", "ПИН-код от карты: {pw}",
          "сейфдин код {pw} я", "сейфалъул код {pw} буго", "anbarın qapı kodu: {pw}",
          "kartımın PIN'i {pw}", "הקוד לדלת: {pw}", "cannery gate keypad: {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["narsharab", "khinkal", "urbech", "kutum", "chudu", "kurze", "shahdag",
                 "gyulgeri", "kilka", "abrikos", "ayva", "fundukh", "samur", "bazardyuzyu",
                 "tsudakhar", "lezginka"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "KeePassXC passphrase for ops.kdbx: {p}": "-",
            "мастер-фраза от менеджера паролей: {p}": " ", "ana parola cümlesi: {p}": ".",
            "Proton Pass passphrase: {p}": "_", "פסוק הסיסמה: {p}": " ",
            "ana şifrə ifadəsi: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Hoppscotch request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://api.anardag.lan/v1/orders": False,
    "Bruno collection, auth header = Basic {v}": True,
    "заголовок Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "odyssey.conf:\nstorage \"pg\" {{\n  type \"remote\"\n}}\nauth_query_user \"odyssey\"\n"
    "password \"{pw}\"",
    "1cv8wsrv.yml (ibsrv):\ndatabase:\n  dbms: PostgreSQL\n  user: usr1cv8\n  password: {pw}",
    "wal-g.env:\nPGUSER=walg\nPGPASSWORD={pw}",
    "clickhouse users.xml:\n<users><shop><password>{pw}</password></shop></users>",
    "tarantool config.yaml:\ncredentials:\n  users:\n    shop:\n      password: '{pw}'",
    "kafkactl config.yml:\n  sasl:\n    username: shop\n    password: {pw}",
    "Bitrix /bitrix/.settings.php:\n'login' => 'bitrix0',\n'password' => '{pw}',",
    "1С-Битрикс dbconn.php:\n$DBLogin = \"bitrix\";\n$DBPassword = \"{pw}\";",
    "settings.ini для обмена с сайтом:\n[exchange]\nuser=1c_exchange\npassword={pw}",
    "docker-compose.yml:\n  environment:\n    CLICKHOUSE_PASSWORD: {pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "pgbouncer userlist.txt:\n\"shop\" \"{pw}\"",
    "msmtprc:\naccount anardag\nuser shop@anardag.lan\npassword {pw}",
    "rclone.conf:\n[yadisk]\ntype = webdav\nuser = buh\npass = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Зауру: пароль от склада?\nСефер: {pw}",
    "[07:41] rustam: pass ot 1c?\n[07:42] marzhanat: {pw}",
    "Gadzhi: {pw} — это теперь пароль от кассы",
    "Aysel: {pw}, routerə bunu qoydum",
    "Emre: {pw}, modeme onu koydum",
    "Дина: {pw} זאת הסיסמה החדשה",
    "Патимат: {pw} — гьеб буго цIияб пароль",
    "Рамазан: {pw} — им цIийи пароль я",
    "Eldar: use {pw}, that's what the Keenetic has now",
    "Sabina: wifi parol?\nZaur: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "пар\u00adоль: {pw}", "раsswоrd = {pw}", "ｐａｓｓｗｏｒｄ: {pw}",
    "pa\u200bssword → {pw}", "ПАРОЛЬ:{pw}", "şi\u200bfrə: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}",
]  # fmt: skip
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


def _seed_of(lang: str) -> Maker:
    return lambda g: v.until(g, _seed_maker(lang, 12), _MNEMO[lang].check)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the 1C admin password is": "{s}", "пароль от сервера:": "{s} (с мартовской переустановки)",
    "parol ot kassy": "{s}", "serverin şifrəsi": "{s}\nsonra dəyiş", "şifre:": "{s}",
    "הסיסמה היא": "{s}", "пароль": "{s} я", "пароль —": "{s} буго",
    "the password Zaur read out over the phone was": "{s}, I think", "Keenetic admin pw:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "DerbentPay secret key", "{s}", _j("dbp_live_", (ALNUM, 32))),
    ("split_token", "ключ API СДЭК:", "{s}", _j((ALNUM, 32))),
    ("split_token", "ShahdagTix secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "сид-фраза", "{s}", _seed_of("russian")),
    ("split_card", "номер карты", "{s} до 09/37", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AZ"))),
    ("split_backup", "резервные коды", "{s}\n48213377\n90127744", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "TC kimlik no", "{s}", _tckimlik),
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


_PW = ("meta_password", _plain_pw)


def _mir_spaced(g: random.Random) -> str:
    return v.grouped(_card(g, "mir"), " ", g)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"1c": {"url": "http://srv1c.anardag.lan/ut", "admin_password": "{s}"}}': _PW,
    '{"пароль": "{s}"}': _PW,
    '{"account": {"user": "zaur", "şifrə": "{s}"}}': _PW,
    '{"tills": [{"name": "kassa-1"}, {"name": "kassa-2", "parol": "{s}"}]}': _PW,
    '{"argv": ["1cv8", "DESIGNER", "/N", "buh", "/P", "{s}"]}': _PW,
    '{"note": "пароль от склада {s}"}': _PW,
    '{"סיסמה": "{s}"}': _PW,
    '{"transcript": "log into the Keenetic as admin with the password {s}"}': _PW,
    '{"cdek": {"client_secret": "{s}"}}': ("meta_token", _j((ALNUM, 32))),
    '{"dadataSecret": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"anarpos_token": "{s}"}': ("meta_token", _j("apos_", (HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", _mir_spaced),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KZ")),
    '{"buyer": {"inn": "{s}"}}': ("meta_id", _inn10),
    '{"mfa": {"backup_codes": ["{s}", "51820466", "77301925"]}}': ("meta_otp", _j((D, 8))),
    '{"old_wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed_of("english")),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"warehouse": {"gate_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Anardag-Sklad", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"clickhouse-connect-0.8.14-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"keenetic-4.2.3-giga.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.anardag.lan/shop-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"sync: add narsharab SKU to the price list", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"kassa: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"price-2033-04.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the 1C admin password before the audit on 2033-04-18.",
    "Sefer asked for the warehouse wifi password; it's on the card in the manager's drawer.",
    "Policy: company passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into VK Teams; share a vault link instead.",
    "`.env.example` has `DERBENTPAY_SECRET_KEY=replace-me`; the real key is in the vault.",
    "The Keenetic asks for a new admin password after every firmware update.",
    "Replace <YOUR_CDEK_SECRET> in the README with the one from your CDEK account.",
    "CLOUDPAYMENTS_API_SECRET must be set before the nightly order sync runs.",
    "Никому не говори свой пароль.",
    "Пароль должен быть не короче 14 символов.",
    "parol nikomu ne govori, ladno?",
    "Забыли пароль? Нажмите «Восстановить».",
    "Şifrəni heç kimə demə.",
    "Şifreni kimseyle paylaşma, abi.",
    "אל תגלה את הסיסמה לאף אחד.",
    "Пароль садазни лугьумир.",
    "Пароль щивасухъеги бицунгутIа.",
    "Upgraded the Keenetic from 4.1 to 4.2.3 and clickhouse-connect to 0.8.14 on Sunday.",
    f"commit {_COMMIT} adds the narsharab SKU to the price list.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the till receipts.",
    f"requirements.txt: clickhouse-connect==0.8.14 --hash=sha256:{_WHEEL_SUM}",
    f"The Keenetic 4.2.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The shop-sync container runs registry.anardag.lan/shop-sync@sha256:{_IMAGE}.",
    f"MD5 of price-2033-04.xlsx is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8e4b-4d06-a5c3-71e0b9d42f6a is the slow one in the sync logs.",
    "Order ZK-2033-00917: 120 bottles of narsharab to the Derbent shop on Thursday.",
    "Pyrus 2271: the Kaspiysk cold room alarm trips at night again.",
    "Shop phone: +7 872 455-31-08, open 9:00 to 20:00, closed Mondays.",
    "Накладная СДЭК 1043-2281-77 ушла в Москву, 14 коробок.",
    "Счёт № 318 от 12.04.2033 на 48 600 ₽ за бочки оплачен.",
    "Цена наршараба 0,5 л — 390 ₽, гранатовый сок 1 л — 260 ₽.",
    "Fındık 1 kg 420 TL, Kadıköy'de Salı günü.",
    "Sifariş nömrəsi 2033-0451, çatdırılma cümə günü.",
    "משלוח 77120 יגיע לחדרה ביום שלישי.",
    "After five wrong passwords the 1C server locks the account for 15 minutes.",
    "The orchard in Usukhchay has 14 rows of about 60 pomegranate trees each.",
    "The secret of good narsharab is boiling it slowly for nine hours.",
    "Ask Sefer for the warehouse gate code, I don't have it.",
    "My card ending 4417 was declined at the Derbent hardware store.",
    "The Baku distributor wants the IBAN on the invoice without spaces.",
    "Print the GitHub recovery codes for the anardag org and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `AMOCRM_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the Kaspiysk shed rusts in the sea air; oil it every month.",
    "DaData moved the API keys page under Profile › Keys in its spring release.",
    "The guest wifi 'Anardag-Guest' is open, no password needed.",
    "Lot GR-2033-SAM-041: 800 kg, Brix 16.5, pH 3.2; juice yield 41 %.",
    "ИНН и ОГРН мы указываем только в договоре, не в чате.",
    "The PIN pad at kassa-2 is broken, use kassa-1.",
    "Token counts: prompt 812, completion 144.",
    "The code review for the sync service is on Friday at 11:00.",
    "Backup of the 1C base finished at 03:12, 4.7 GB, took 22 minutes.",
    "Train 05C Derbent–Moscow leaves at 06:40 from platform 2.",
    "Flight TK 417 Istanbul–Makhachkala lands at 14:25 local time.",
    "Error code 0x80070005 again on the kassa PC after the update.",
    "Postal code 368600 for Derbent, 368300 for Kaspiysk.",
    "Version 8.3.24.1548 of the 1C platform is installed on srv1c.",
    "Temperature in cold room 2 is 4.5 °C, humidity 88 %.",
    "Tracking number of the Istanbul parcel: RA483920115TR.",
    "Verification of the scales by the metrology office is due on 2033-06-01.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/anardag/1c", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "clickhouse-connect", "version": "0.8.14"}}',
    '{"ticket": "2271", "order": "ZK-2033-00917"}',
    '{"lot": {"id": "GR-2033-SAM-041", "weight_kg": 800, "brix": 16.5}}',
    '{"phone": "+7 872 455-31-08", "city": "Derbent"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bottles_in_stock": 2140}',
    '{"postal_code": "368600", "region": "Dagestan", "price_rub": 390}',
    '{"parcel": "RA483920115TR", "carrier": "PTT", "eta": "2033-05-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
