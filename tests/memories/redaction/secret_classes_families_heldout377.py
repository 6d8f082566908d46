# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventy-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventy-third's
docstring, the fifth to three-hundred-and-seventy-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (374 to 376), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (377_215_083), password words (a grape or a
Cuyo place, a wind and a number with a sign, `BonardaZonda47!`; dot-joined dishes of the region
with a year, `tomaticán.chanfaina.2019` written without accents; leet `C4l1ng4st4`; a name, a
year, a sign and a town; a generator's dashed groups of five; `Vendimia2031Jachal!`; random runs).

The fictional company is Viñas y Soles del Tontal S.R.L., a winery, raisin and olive grower with
a solar plant, its office in San Juan capital, a bodega and raisin sheds in Caucete, olive groves
and a pumping station in Jáchal and a solar field and high vineyard in Calingasta; its Sanjuanino
staff (Rosana, Facundo who runs IT, Yanina, Nahuel, Don Rosendo the oenologist, Celeste), the
owners' Marchigiani relatives in Macerata, Fermo and Ascoli Piceno (zia Gianna, Settimio,
Ornella, Loris), a Lebanese-descended family of partners (Nadim and Samira Haddad, Karim, cousins
in Zahlé and Beirut: Rami, Maya), Chilean miners from Vallenar and Copiapó who rent the Calingasta
lodge (Yerko, Marisol, Braulio) and the Korean solar partner Hanbit Sol Energy (박지훈 Park
Ji-hoon, 이수진 Lee Su-jin, 최민호 Choi Min-ho). Every company, person, address, domain
(`tontal.lan`, `tontal.example`), account and number is invented; only the region is real.
Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `->`, `/`, `|`, `—`,
`es`, `è`, `huwe`, `هي`, `는`, `quedó`, `po:`, a new line, a question then an answer, a value said
first and named after it, and none.

Grep counts (heldouts 5 to 373 naming each, grep -l): none for Tontal, Caucete, Jáchal, Jachal,
Calingasta, Marchigian, Ascoli, Macerata, Zahlé (accented), NaverWorks, invoiceninja,
`nextcloud occ`; one for San Juan, Fermo, Copiapó, Vallenar, MODO, Todo Pago, Contabilium; two
for Rapipago, Whish, Channel Talk, Tango Gestión, Partita IVA, dbeaver, hdfs, kapacitor,
onedrive, `pihole -a -p`, teleport, `tsh login`, uptime-kuma, `occ user:resetpassword`; three to
five for `kelmet el ser`, Yerko, Haddad, Fintoc, Nexi, Alegra, Dooray, Jandi, KakaoPay, Getnet,
Prisma, Khipu, Andreani, Bsale, Nubox, Defontana, cfssl, spark-submit, `bench
set-admin-password`, certbot, chronograf, dgmgrl, `drush upwd`, riak-admin, `step ca`, acme.sh,
`airflow users create`, fisql, impdp, ktutil, orapki, sqlcl, `superset fab create-admin`, `x11vnc
-passwd`, `sm.coe`; more for the shells and words they sit in (Ualá 7, Tiendanube 6, Satispay 6,
weón 6, cachai 11, `parola d'ordine` 11, Mercado Pago 10, bimilbeonho 10, `ar.cbu` 11, `cl.rut`
13, `ar.cuit` 14, `it.iva` 17, `kr.brn` 17, `kr.rrn` 18, codicefiscale 19, Zahle 16, Arabizi 17,
`la password è` 25, `كلمة المرور` 29, `كلمة السر` 43, 비번 50, 비밀번호 96). The IBAN countries
(Albania, Bosnia and Herzegovina, Costa Rica, Kuwait, North Macedonia, Palestine, Qatar, Saudi
Arabia, Tunisia) were each found in 33 earlier corpora by a rough count of their quoted codes,
the low end of that count; Lebanon (39) is added for the Haddads.

About half of the secret samples are not in English: Argentine Spanish as texted in Cuyo (`che`,
`bo`, `la contra`, `anotá`, `ñaño`, `guaso`, `¿querí?`, voseo), the Italian of the Marchigiani
relatives with a dialect flavour (`la password de lu computer è`, `'ndo`, `bardascio`, `mo'`),
the Arabic of the Lebanese-descended family in script (`كلمة السر هي`, `الباسورد`) and in Arabizi
(`el password taba3 el wifi huwe`, `kelmet el ser`, `ya3ne`, `5alas`), the Spanish of the
Chilean miners (`la clave es … po`, `cachai`, `al tiro`, `weón`) and the Korean of the solar
partner in Hangul and romanised (`비밀번호는`, `비번`, `bimilbeonho-neun`, `API 키`). Spanish,
Italian, Arabic and Korean labels are ordinary usage; the author's guesses, checked by no
speaker, are the Cuyano chat flavour (`¿querí?`, `ñaño`, `guaso`), every Marchigiano dialect
word, the Lebanese Arabizi spellings and the romanised Korean sentences.

Vendors: invented ones (Zonda Pay `zpy_live_`, CuyoSMS `cuyo-`, Tontal Cloud `ttc.`, SolarTrack
Cuyo `stc_sk_`, Hanbit Monitor `hbm-`; shapes guessed), regional ones with guessed shapes (Ualá,
MODO, Rapipago, Andreani, Tiendanube, Contabilium, Tango Gestión, Fintoc, Khipu, Getnet, Nubox,
Defontana, Bsale, Satispay, Nexi, Fatture in Cloud, Whish, OMT, Toss Payments, KakaoPay, Naver
Cloud, Channel Talk, Jandi, Dooray, NaverWorks) and published shapes (GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI,
Shopify, Linear, Postman, Supabase, Notion, Groq, Replicate, Perplexity, xAI, Doppler, Pulumi,
Figma); the JWTs are well-formed.

Ids: Argentina's CBU and CUIT (`ar.cbu`, `ar.cuit`), Chile's RUT (`cl.rut`), Italy's codice
fiscale and partita IVA (`it.codicefiscale`, `it.iva`), Korea's resident registration number and
business registration number (`kr.rrn`, `kr.brn`), each drawn until its python-stdnum module
validates it; Lebanese and Korean passports and an Argentine DNI carry no check a library or this
file verifies. Card numbers (Visa, Mastercard, Amex, Discover, JCB, UnionPay and Cabal prefixes)
pass Luhn; IBANs pass `stdnum.iban`; seed phrases come from `mnemonic`'s English, Spanish,
Italian and Korean lists.
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
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.cl import rut as cl_rut
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 377_215_083
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


_GRAPES = ["Bonarda", "Syrah", "Malbec", "Torrontes", "Moscatel", "Pedroximenez", "Cereza",
           "Tannat", "Viognier", "Criolla", "Arauco", "Flame", "Superior", "Cabernet"]  # fmt: skip
_WINDS = ["Zonda", "Sudestada", "Viento", "Pircas", "Acequia", "Parral", "Lagar", "Tonel",
          "Barrica", "Secadero", "Pasera", "Molino", "Noria", "Aljibe"]  # fmt: skip
_PLACES = ["Caucete", "Jachal", "Calingasta", "Barreal", "Tamberias", "Pocito", "Rivadavia",
           "Albardon", "Angaco", "Ullum", "Zonda", "Iglesia", "Rodeo", "Huaco", "Niquivil",
           "Macerata", "Fermo", "Ascoli", "Zahle", "Beirut", "Vallenar", "Copiapo",
           "Gwangju", "Daejeon"]  # fmt: skip
_DISHES = ["tomatican", "chanfaina", "alfajor", "pastelitos", "empanada", "quesillo", "arrope",
           "patay", "olivas", "tabule", "kebbe", "vincisgrassi", "olive", "ciauscolo", "bibimbap",
           "charquican"]  # fmt: skip
_NAMES = ["Rosana", "Facundo", "Yanina", "Nahuel", "Rosendo", "Celeste", "Gianna", "Settimio",
          "Ornella", "Loris", "Nadim", "Samira", "Karim", "Rami", "Maya", "Yerko", "Marisol",
          "Braulio", "Jihoon", "Sujin", "Minho"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C4l1ng4st4", "C4uc3t3", "J4ch4l", "B0n4rd4", "V3nd1m14", "T0nt4l", "Z0nd4", "Ol1v4r"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.choice(_WINDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(1990, 2032)),
    lambda g: (
        f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}"
        f"{g.choice(_PLACES)}"
    ),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"Vendimia{g.randrange(2020, 2036)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_GRAPES).lower()}_{g.randrange(10, 100)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: f"Pasas{g.randrange(100, 1000)}{g.choice(_WINDS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 15),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Jandi topic 'Calingasta PV', Facundo: the Huawei SUN2000 inverter web password is {pw}",
    "ticket TNT-5512: Sungrow Logger1000 in Calingasta, admin password {pw}",
    "note to self, Caucete bodega: the Della Toffola press panel password {pw}",
    "runbook 'Jáchal pumps', step 3: the Grundfos CU 352 service password is {pw}",
    "voice note from Don Rosendo: the Vinsense dashboard password is {pw}, write it down",
    "Dooray task for Yanina: the Ubiquiti UniFi controller at the raisin shed, password {pw}",
    "please remember the Hikvision NVR password for the Caucete sheds: {pw}",
    "che, la contraseña del NVR de Caucete es {pw}, no la pases por el grupo",
    "bo anotá: la contra de la compu de la bodega quedó {pw}",
    "Nahuel: la clave del tablero de riego de Jáchal es {pw}, ¿querí?",
    "contraseña nueva del portal de AFIP de la empresa → {pw}",
    "ñaño, la contraseña del router de la finca de Calingasta: {pw}",
    "Rosana por audio: la contraseña del Tango Gestión es {pw}, guaso no la cambiés",
    "zia Gianna: la password de lu computer de casa è {pw}",
    "Settimio dice che la password della banca 'ndo sta a Fermo è {pw}",
    "Ornella: la parola d'ordine del wifi de casa a Macerata è {pw}",
    "Loris, mo' te lo scrivo: la password dell'email è {pw}, non la di' a nessuno",
    "password del gestionale dell'oleificio di Ascoli: {pw}",
    "كلمة السر تبع الراوتر بزحلة هي {pw}",
    "سميرة: الباسورد الجديد للحساب هو {pw}",
    "كلمة المرور لبريد الشركة: {pw}",
    "Karim: el password taba3 el laptop huwe {pw}, 5alas",
    "Rami: kelmet el ser lal wifi bi Beirut hiye {pw}",
    "Maya: ya3ne el password el jdid {pw}, ma t2ella la 7ada",
    "Yerko: la clave del computador del campamento es {pw} po",
    "Marisol: oye, la contraseña del correo quedó {pw}, cachai",
    "Braulio: la clave de la camioneta satelital es {pw}, anótala al tiro weón",
    "clave del portal del SII de la pyme de Vallenar: {pw}",
    "박지훈: 인버터 모니터링 비밀번호는 {pw} 입니다",
    "이수진: 관리자 비번 {pw} 이에요, 공유 금지",
    "태양광 SCADA 비밀번호: {pw}",
    "Choi Min-ho: bimilbeonho-neun {pw} ieyo",
    "Su-jin: gwanrija bibeon {pw}, jeoldae gongyu hajima",
    "Channel Talk chat, Hanbit support: the Hanbit Monitor admin password is {pw}",
    "NaverWorks message from Park Ji-hoon: SCADA HMI password {pw}",
    "Contabilium password for the accountant (Celeste): {pw}",
    "Dear assistant, store the Andreani portal password: {pw}",
    "voice note, transcribed: the password for the olive mill scale is {pw}, capital first",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rosana", "facundo.it", "yanina", "nahuel.p", "rosendo", "celeste.c", "gianna",
          "settimio", "ornella.b", "loris", "nadim.haddad", "samira", "karim.h", "rami",
          "maya.h", "yerko", "marisol.v", "braulio", "jihoon.park", "sujin.lee", "minho",
          "svc-riego", "bodega-ops", "scada"]  # fmt: skip
_LOGINS = [
    "Jandi, Facundo: the Fronius Tauro login is {u} / {pw}",
    "ticket TNT-5530: {u} locked out of the winery ERP, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Calingasta › PV plant › Huawei SmartLogger: {u} — {pw}",
    "| equipo | usuario | contraseña |\n|---|---|---|\n| NVR Caucete | {u} | {pw} |",
    "sign into the Grundfos portal as {u} with {pw}",
    "Netbox login {u}:{pw}",
    "usuario: {u}\ncontraseña: {pw}",
    "usuario {u} y contraseña {pw}, che",
    "el usuario es {u} y la clave {pw} po",
    "utente {u}, password {pw}",
    "nome utente {u} e password {pw}, Loris",
    "اسم المستخدم {u} وكلمة السر {pw}",
    "el username {u} w el password {pw}",
    "아이디 {u} / 비밀번호 {pw}",
    "ID: {u}, bibeon: {pw}",
    "host,user,password\nscada-calingasta,{u},{pw}",
    "ssh {u}@pv-gw.tontal.lan (password {pw})",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["bonarda", "zonda", "tomatican", "chanfaina", "calingasta", "jachal", "caucete",
               "vincisgrassi", "ciauscolo", "kebbe", "tabule", "charquican", "bibimbap",
               "pasera", "acequia"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "type {w}, then {d}; that's the admin password",
    "la contraseña es la palabra {w} y después el número {d}",
    "la clave es {w} y al final {d}, todo junto po",
    "la password è la parola {w}, poi il numero {d}",
    "كلمة السر هي كلمة {w} وبعدها {d}",
    "el password huwe el kelme {w} w ba3da {d}",
    "비밀번호는 {w} 단어 다음에 {d} 입니다",
    "it's {w}{d}, word and digits joined",
    "audio de Nahuel: es {w}{d}, sin espacio",
    "bimilbeonho-neun {w} dieume {d}",
    "the name of the old dog, {w}, followed by {d}",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "nextcloud occ user:resetpassword --password-from-env {u} # OC_PASS={pw}",
    "pihole -a -p '{pw}'",
    "tsh login --proxy=tp.tontal.lan --user={u} --auth=local # pw {pw}",
    "uptime-kuma reset-password --user {u} --new-password '{pw}'",
    "kapacitor -url http://{u}:{pw}@kap.tontal.lan:9092 list tasks",
    "hdfs dfs -D hadoop.security.credential.provider.password={pw} -ls /vendimia",
    "onedrive --confdir ~/.od --auth-password '{pw}'",
    "cfssl serve -db-config db.json -ca-key ca-key.pem -password '{pw}'",
    "spark-submit --conf spark.ssl.keyStorePassword={pw} --class Lotes lotes.jar",
    "bench set-admin-password '{pw}'",
    "certbot certonly --dns-rfc2136 --eab-hmac-key '{pw}' -d tontal.example",
    "chronograf --influxdb-url=http://influx.tontal.lan:8086 --influxdb-username={u} "
    "--influxdb-password='{pw}'",
    "dgmgrl {u}/{pw}@BODEGA 'show configuration'",
    "drush upwd {u} '{pw}'",
    "riak-admin security add-user {u} password={pw}",
    "step ca provisioner add {u} --type JWK --password-file <(echo '{pw}')",
    "airflow users create -u {u} -f Facundo -l Ruiz -r Admin -e it@tontal.example -p '{pw}'",
    "fisql -U {u} -P '{pw}' -S ASE_TONTAL",
    "impdp {u}/{pw}@ORCL directory=DUMP dumpfile=vendimia.dmp",
    "orapki wallet create -wallet /u01/wallet -pwd '{pw}' -auto_login",
    "sqlcl {u}/{pw}@//ora.tontal.lan:1521/ERP",
    "superset fab create-admin --username {u} --firstname Yanina --lastname Ortiz "
    "--email y@tontal.example --password '{pw}'",
    "x11vnc -passwd '{pw}' -display :0 -forever",
    "acme.sh --issue -d tontal.example --dns dns_cf # CF_Key='{pw}'",
    "invoiceninja:create-account --email {u}@tontal.example --password '{pw}'",
    "sshpass -p '{pw}' scp lote-2031.csv {u}@pv-gw.tontal.lan:/data/",
    "mysqlsh --uri {u}@db.tontal.lan:3306 --password='{pw}'",
    "clickhouse-client --host ch.tontal.lan --user {u} --password '{pw}'",
    "mongosh 'mongodb://db.tontal.lan' -u {u} -p '{pw}' --authenticationDatabase admin",
    "xfreerdp /v:erp.tontal.lan /u:{u} /p:'{pw}'",
    "lftp -u {u},'{pw}' sftp://files.tontal.lan",
    "7z a -p'{pw}' balances-2031.7z balances/",
    "zip -P '{pw}' liquidaciones.zip liq/*.pdf",
    "redis-cli -h cache.tontal.lan -a '{pw}' ping",
]
_SHELLS = [
    "{c}", "$ {c}", "facundo@bodega-srv:~$ {c}", "root@pv-gw:/opt# {c}",
    "DBeaver terminal: {c}", "PowerShell PS C:\\ops> {c}",
    "el comando que corrí: {c}", "comando que corrí en la compu de Caucete:\n{c}",
    "il comando che ho lanciato: {c}", "الأمر يلي شغّلته: {c}", "el command yalli 3amalto: {c}",
    "el comando que tiré po: {c}", "실행한 명령어: {c}", "silhaenghan myeongryeongeo: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.tontal.lan:5432/vendimia",
    "mysql://{u}:{pw}@db.tontal.lan:3306/tango",
    "mongodb+srv://{u}:{pw}@cluster0.tontal.example/bodega",
    "redis://{u}:{pw}@cache.tontal.lan:6379/2",
    "amqp://{u}:{pw}@mq.tontal.lan:5672/riego",
    "mqtt://{u}:{pw}@broker.tontal.lan:1883",
    "sftp://{u}:{pw}@files.tontal.lan:22/lotes/",
    "clickhouse://{u}:{pw}@ch.tontal.lan:9000/scada",
    "oracle+oracledb://{u}:{pw}@ora.tontal.lan:1521/?service_name=ERP",
    "Server=sql.tontal.lan;Database=Tango;User Id={u};Password={pw};TrustServerCertificate=True",
    "influxdb://{u}:{pw}@influx.tontal.lan:8086/pv",
    "rtsp://{u}:{pw}@cam-caucete-4.tontal.lan:554/Streaming/Channels/101",
]
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "la cadena de conexión: {c}",
    "la stringa di connessione è {c}", "رابط قاعدة البيانات: {c}", "연결 문자열: {c}",
    "ticket TNT-5541: {c}", "la URL de la base po: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Zonda Pay", "ZONDAPAY_SECRET_KEY", _j("zpy_live_", (ALNUM, 32))),
    ("CuyoSMS", "CUYOSMS_API_KEY", _j("cuyo-", (LOWER_DIGITS, 36))),
    ("Tontal Cloud", "TONTAL_CLOUD_TOKEN", _j("ttc.", (URLSAFE, 40))),
    ("SolarTrack Cuyo", "SOLARTRACK_SECRET", _j("stc_sk_", (ALNUM, 30))),
    ("Hanbit Monitor", "HANBIT_MONITOR_KEY", _j("hbm-", (HEX, 40))),
    ("Ualá", "UALA_CLIENT_SECRET", _j((ALNUM, 40))),
    ("MODO", "MODO_API_KEY", _uuid("8")),
    ("Rapipago", "RAPIPAGO_TOKEN", _j((HEX, 32))),
    ("Andreani", "ANDREANI_API_KEY", _j((ALNUM, 32))),
    ("Tiendanube", "TIENDANUBE_ACCESS_TOKEN", _j((HEX, 40))),
    ("Contabilium", "CONTABILIUM_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Tango Gestión", "TANGO_API_TOKEN", _uuid("9")),
    ("Fintoc", "FINTOC_SECRET_KEY", _j("sk_live_", (ALNUM, 40))),
    ("Khipu", "KHIPU_SECRET", _j((HEX, 40))),
    ("Getnet", "GETNET_CLIENT_SECRET", _uuid("a")),
    ("Nubox", "NUBOX_API_KEY", _j((ALNUM, 48))),
    ("Defontana", "DEFONTANA_TOKEN", _j((B64, 64))),
    ("Bsale", "BSALE_ACCESS_TOKEN", _j((HEX, 40))),
    ("Satispay", "SATISPAY_KEY_ID", _j((LOWER_DIGITS, 45))),
    ("Nexi", "NEXI_API_KEY", _uuid("b")),
    ("Fatture in Cloud", "FIC_ACCESS_TOKEN", _j("a/", (URLSAFE, 60))),
    ("Whish", "WHISH_SECRET", _j((ALNUM, 36))),
    ("OMT", "OMT_API_KEY", _j((UPPER_HEX, 32))),
    ("Toss Payments", "TOSS_SECRET_KEY", _j("live_sk_", (ALNUM, 32))),
    ("KakaoPay", "KAKAOPAY_SECRET_KEY", _j("DEV", (UPPER_HEX, 37))),
    ("Naver Cloud", "NCLOUD_SECRET_KEY", _j((ALNUM, 40))),
    ("Channel Talk", "CHANNEL_ACCESS_SECRET", _j((HEX, 32))),
    ("Jandi", "JANDI_WEBHOOK_TOKEN", _j((HEX, 32))),
    ("Dooray", "DOORAY_API_TOKEN", _j((LOWER_DIGITS, 12), ":", (URLSAFE, 22))),
    ("NaverWorks", "NAVERWORKS_CLIENT_SECRET", _j((ALNUM, 10))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    (
        "Slack",
        "SLACK_BOT_TOKEN",
        lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    ),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 156))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Google", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", "TWILIO_API_KEY", _j("SK", (HEX, 32))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Shopify", "SHOPIFY_TOKEN", _j("shpat_", (HEX, 32))),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40))),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40))),
    ("Notion", "NOTION_TOKEN", _j("ntn_", (ALNUM, 46))),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52))),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37))),
    ("Perplexity", "PPLX_API_KEY", _j("pplx-", (ALNUM, 48))),
    ("xAI", "XAI_API_KEY", _j("xai-", (ALNUM, 80))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", _j("pul-", (HEX, 40))),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40))),
]
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    'export {env}="{tok}"',
    "fly secrets set {env}={tok}",
    "docker run -e {env}={tok} tontal/lotes-api:3.1",
    "k8s secret, stringData:\n  {env}: {tok}",
    'appsettings.json: "{env}": "{tok}"',
    "Tontal ERP › Configuración › Integraciones › {vendor}: {tok}",
    "ticket TNT-5560: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "la API key de {vendor} es {tok}, che",
    "clave de API de {vendor} para la tienda: {tok}",
    "la llave de {vendor} quedó {tok} po",
    "chiave API di {vendor} per il frantoio: {tok}",
    "مفتاح API تبع {vendor}: {tok}",
    "el API key taba3 {vendor} huwe {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} API ki-neun {tok} ieyo",
    "the {vendor} token we use now is {tok}, the old one is revoked",
]


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


_BARE_PLACES = ["{t}", "Jandi: {t}", "sólo lo muestra una vez, acá va:\n{t}", "ecco il token {t}",
                "هيدا التوكن: {t}", "{t}\n^ el nuevo, el viejo ya no anda", "토큰: {t}"]  # fmt: skip
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
    "LoRaWAN AppKey of the Jáchal soil probe JS-03: {h}": 32,
    "HMAC secret for the Zonda Pay webhook: {h}": 64,
    "pre-shared key of the Calingasta IPsec tunnel (hex): {h}": 64,
    "clave AES del respaldo de Tango: {h}": 64,
    "chiave di cifratura del backup: {h}": 48,
    "مفتاح التشفير للنسخة الاحتياطية: {h}": 64,
    "백업 암호화 키: {h}": 64,
    "Modbus gateway AES key, hex: {h}": 32,
    "clave de cifrado del disco de la compu de Caucete: {h}": 64,
}
_HEX_CLASS = "hex_key"


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family(_HEX_CLASS, list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket TNT-5571: token copied from the browser's network tab {t}",
    "Cookie: lang=es-AR; tontal_session={t}",
    "ERP_ACCESS_TOKEN={t}",
    "guardame este token: {t}",
    "il token è {t}",
    "التوكن: {t}",
    "토큰은 {t}",
]


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tontal.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.tontal.example/realms/bodega", "azp": "erp-web"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the Calingasta gateway, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/erp.tontal.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"AFIP_WSAA_KEY": "{key}", "cuit": "fiscal"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_scada <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "la clave privada del servidor:\n{key}": ("PRIVATE KEY", "\n"),
    "المفتاح الخاص:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "개인 키:\n{key}": ("RSA PRIVATE KEY", "\n"),
}
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
}


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    text = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": text, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it before I burn the card: {p}": "english",
    "recovery phrase of the old vendimia-fund wallet\n{p}": "english",
    "voice memo: the Zengo recovery words are {p} and that's all": "english",
    "frase semilla de la billetera de Nahuel, anotala: {p}": "spanish",
    "las palabras de recuperación de la billetera po: {p}": "spanish",
    "frase di recupero del portafoglio di Loris: {p}": "italian",
    "le parole del wallet de zia Gianna: {p}": "italian",
    "지갑 복구 문구: {p}": "korean",
    "el seed phrase taba3 Karim: {p}": "english",
    "عبارة الاسترداد للمحفظة: {p}": "english",
    "Keystone wallet seed backup: {p}": "english",
    "jigap bokgu mungu: {p}": "korean",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    """A Luhn-valid card number; Cabal's prefixes are drawn here, the rest by the helpers."""
    if brand != "cabal":
        return v.card(rng, brand)
    body = rng.choice(["604201", "604209", "589657"]) + _r(rng, D, 9)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Jandi, Facundo: the company card for the Calingasta panels is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "che, pasame el pago con la tarjeta {c}, vence {mm}/{yy}",
    "número de tarjeta de la bodega: {c}",
    "il numero della carta di zia Gianna: {c}, scadenza {mm}/{yy}",
    "رقم البطاقة: {c}، {mm}/{yy}",
    "raqam el card taba3 Samira: {c}",
    "el número de la tarjeta po: {c}, {mm}/{yy}",
    "카드 번호: {c}, 유효기간 {mm}/{yy}",
    "kadeu beonho: {c}",
    "ticket TNT-5588: pay the Grundfos visit with card {c}",
]
_BRANDS = ["visa", "cabal", "mastercard", "amex", "discover", "jcb", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Visa {c} exp 09/36, security code {cvv}",
    "los tres números de atrás de la tarjeta: {cvv}",
    "Amex {c}, the four digits printed above the number: {cvv}",
    "il codice di sicurezza sul retro è {cvv}",
    "الأرقام الثلاثة على ظهر البطاقة: {cvv}",
    "카드 뒷면 CVC: {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries at the low end of a rough count over heldouts 5 to 373, and Lebanon; BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"AL": "n" * 8 + "c" * 16, "BA": "n" * 16, "CR": "n" * 18, "KW": "aaaa" + "c" * 22,
                "MK": "nnn" + "c" * 10 + "nn", "PS": "aaaa" + "c" * 21, "QA": "aaaa" + "c" * 21,
                "SA": "nn" + "c" * 18, "TN": "n" * 20, "LB": "nnnn" + "c" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TNT-2031-077: please pay the Korean trackers to {i} within 30 days",
    "save the Zahlé cousins' IBAN: {i}",
    "IBAN: {i}\nReference: olive oil lot 12, March",
    "Jandi #tesorería: los datos nuevos del comprador, IBAN {i}",
    "guardá el IBAN del importador: {i}",
    "l'IBAN di Settimio per il bonifico: {i}",
    "رقم الآيبان تبعي: {i}",
    "el IBAN taba3 Rami: {i}",
    "el IBAN del socio po: {i}",
    "IBAN 계좌: {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cbu(g: random.Random) -> str:
    """An Argentine CBU: a bank and branch block and an account block, each with its check."""
    return v.until(g, lambda h: "0" + h.choice("1234") + _r(h, D, 20), ar_cbu.is_valid)


def _cuit(g: random.Random) -> str:
    number = v.until(
        g, lambda h: h.choice(["20", "23", "27", "30"]) + _r(h, D, 9), ar_cuit.is_valid
    )
    return str(ar_cuit.format(number))


def _rut(g: random.Random) -> str:
    number = v.until(g, lambda h: str(h.randrange(8_000_000, 25_000_000)) + h.choice(D + "K"),
                     cl_rut.is_valid)  # fmt: skip
    return str(cl_rut.format(number))


def _codice_fiscale(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        body = (f"{_r(h, UPPER, 6)}{h.randrange(40, 100)}{h.choice('ABCDEHLMPRST')}{day:02d}"
                f"{h.choice('DEFGH')}{_r(h, D, 3)}")  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _partita_iva(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 7) + h.choice(["043", "044", "109"]) + h.choice(D),
                   it_iva.is_valid)  # fmt: skip


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = born + h.choice("12") + f"{h.randrange(0, 97):02d}" + _r(h, D, 3)
        return f"{born}-{body[6:]}{kr_rrn.calc_check_digit(body)}"

    return v.until(g, make, kr_rrn.is_valid)


def _brn(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("123456") + _r(h, D, 9), kr_brn.is_valid)
    return str(kr_brn.format(number))


def _lb_passport(g: random.Random) -> str:
    """A Lebanese passport: LR and seven digits, no public check."""
    return "LR" + _r(g, D, 7)


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M, three digits, a letter and four digits, no public check."""
    return f"M{_r(g, D, 3)}{g.choice('ABCDEFG')}{_r(g, D, 4)}"


def _ar_dni(g: random.Random) -> str:
    """An Argentine DNI: eight digits with dots, no check digit."""
    n = g.randrange(20_000_000, 46_000_000)
    return f"{n // 1_000_000}.{n // 1000 % 1000:03d}.{n % 1000:03d}"


_ID_PLACES: dict[str, Maker] = {
    "CBU de la cuenta sueldo de Yanina: {s}": _cbu,
    "pasame el CBU: {s}": _cbu,
    "CUIT de la bodega para la factura: {s}": _cuit,
    "my CUIL for the payroll form: {s}": _cuit,
    "el RUT de Yerko es {s} po": _rut,
    "RUT de la faena para el contrato: {s}": _rut,
    "il codice fiscale di zia Gianna: {s}": _codice_fiscale,
    "codice fiscale de Settimio pe' lu modulo: {s}": _codice_fiscale,
    "partita IVA dell'oleificio di Ascoli: {s}": _partita_iva,
    "주민등록번호: {s}": _rrn,
    "jumin deungnok beonho-neun {s}": _rrn,
    "사업자등록번호: {s}": _brn,
    "Hanbit Sol's business registration number, for the contract: {s}": _brn,
    "رقم جواز سفري: {s}": _lb_passport,
    "raqam el passport taba3 Nadim: {s}": _lb_passport,
    "여권 번호: {s}": _kr_passport,
    "DNI de Don Rosendo para el seguro: {s}": _ar_dni,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = [
    "Tiendanube 2FA recovery codes\n{codes}",
    "códigos de recuperación de la cuenta de AFIP: {codes}",
    "codici di backup per l'email di Loris: {codes}",
    "رموز الاسترداد:\n{codes}",
    "백업 코드:\n{codes}",
    "códigos de respaldo de la cuenta po: {codes}",
]
_SEEDS_2FA = ["otpauth://totp/Ualá:rosana@tontal.example?secret={s}&issuer=Uala&digits=6",
              "clave de configuración manual del 2FA de Getnet: {s}",
              "chiave segreta per l'autenticatore: {s}", "2단계 인증 설정 키: {s}",
              "TOTP secret for the SCADA login: {s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación de Ualá", "Tu código MODO: {c}. No lo compartas.",
          "Il tuo codice di verifica Nexi è {c}", "رمز التحقق الخاص بك: {c}",
          "[토스] 인증번호 [{c}]를 입력해주세요", "Su código de Getnet es {c}",
          "Use {c} to sign in to Hanbit Monitor"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tontal-Bodega", "TNT-Caucete-5G", "Finca-Jachal", "Calingasta-PV", "Barreal-Lodge",
          "Casa-Macerata", "Fastweb-Fermo", "Zahle-Home", "Ogero-Beirut", "Campamento-Vallenar",
          "KT_GiGA_Hanbit", "Olivar-Niquivil"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "la contra del wifi {s} es {pw}",
    "wifi de la finca: {s} / {pw}",
    "red {s}, clave {pw} po",
    "la password del wifi {s} è {pw}",
    "كلمة سر الواي فاي {s} هي {pw}",
    "el password taba3 el wifi {s} huwe {pw}",
    "와이파이 {s} 비밀번호는 {pw}",
    "waipai {s} bimilbeonho: {pw}",
    "lodge wifi for the miners: ssid {s}, psk {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ghp_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("zpy_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictado por audio] {t}",
          "(con espacios para que no se vea en la vista previa) {t}", "lettera per lettera: {t}",
          "حرف حرف: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "el código del candado del secadero de pasas: {pw}",
    "la clave de la alarma de la bodega es {pw}",
    "il codice del cancello a Macerata: {pw}",
    "رمز باب البناية: {pw}",
    "el PIN de la tarjeta del campamento po: {pw}",
    "현관 비밀번호: {pw}",
    "the keypad at the Calingasta inverter room takes {pw} then #",
    "PIN of the pump station's SIM in Jáchal: {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["bonarda", "zonda", "acequia", "pasera", "tonel", "barrica", "olivar", "parral",
                 "alfalfa", "quebrada", "totora", "algarrobo", "jarilla", "retamo", "chañar",
                 "cardon"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the bodega vault: {p}": " ",
            "frase de contraseña del KeePass de la empresa: {p}": "-",
            "passphrase del backup: {p}": ".", "عبارة المرور: {p}": " ",
            "암호 문구: {p}": " ", "la passphrase del disco po: {p}": "_",
            "VeraCrypt volume passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    'curl -H "Authorization: Basic {v}" https://erp.tontal.lan/api/lotes': True,
    "Hoppscotch export: authorization: Bearer {v}": False,
    "HTTPie: http GET api.tontal.lan/riego 'Authorization:Bearer {v}'": False,
    "encabezado de la llamada al portal: Authorization: Basic {v}": True,
    "Insomnia env, header Authorization = Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    'kapacitor.conf:\n[[influxdb]]\n  username = "kapacitor"\n  password = "{pw}"',
    "chronograf.env:\nINFLUXDB_USERNAME=admin\nINFLUXDB_PASSWORD={pw}",
    "uptime-kuma docker-compose.yml:\n    environment:\n      - UPTIME_KUMA_DB_PASSWORD={pw}",
    'pihole.toml:\n[webserver.api]\n  password = "{pw}"',
    'teleport.yaml:\nauth_service:\n  tokens:\n    - "node:{pw}"',
    "invoiceninja .env:\nDB_USERNAME=ninja\nDB_PASSWORD={pw}",
    "Nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "airflow.cfg:\n[database]\nsql_alchemy_conn = postgresql://airflow:{pw}@pg.tontal.lan/airflow",
    "superset_config.py:\nSECRET_KEY = '{pw}'",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    'frappe site_config.json:\n{{"db_name": "tontal", "db_password": "{pw}"}}',
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "mosquitto passwd input: scada:{pw}",
    "riego.ini:\n[modbus]\nhost=10.40.0.7\nusuario=riego\ncontraseña={pw}",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENVS = [
    ".env:\nDB_HOST=pg.tontal.lan\nDB_USER=vendimia\nDB_PASS={pw}",
    "docker compose env_file:\nPOSTGRES_PASSWORD={pw}",
    ".env.production:\nSMTP_USER=avisos@tontal.example\nSMTP_PASSWORD={pw}",
    "env de la app de riego:\nMQTT_USER=riego\nMQTT_PASS={pw}",
    "file .env del frantoio:\nMAIL_PASSWORD={pw}",
    ".env (Karim):\nADMIN_PASSWORD={pw}",
    "SCADA .env:\nHANBIT_PORTAL_PASSWORD={pw}",
    "systemd EnvironmentFile=/etc/default/lotes:\nLOTES_DB_PASSWORD={pw}",
    "GitLab CI variable, masked off by mistake: REDIS_PASSWORD={pw}",
    "Procfile env: TANGO_SQL_PASSWORD={pw}",
]
_envs = _Family("env_file", _ENVS, _with(_plain_pw), "pw")


_CHATS = [
    "Facundo: wifi password of the Calingasta lodge?\nYerko: {pw}",
    "[07:02] nahuel: ¿la contra del root del server de Caucete?\n[07:03] facundo: {pw}",
    "Yanina: {pw} es la contraseña nueva del Tango",
    "Celeste: usá {pw}, es lo que tiene ahora el router",
    "Gianna: la password nuova è {pw}",
    "Ornella: mo' la password è {pw}",
    "سميرة: كلمة السر الجديدة {pw}",
    "Maya: el password el jdid {pw}",
    "Marisol: la clave nueva es {pw} po",
    "이수진: 새 비밀번호 {pw}",
    "Min-ho: sae bibeon {pw}",
    "Don Rosendo: password of the press panel?\nFacundo: {pw}",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_AFTER = [
    "{pw} — that's the wifi password at the Jáchal station",
    "{pw}, that's what I set for the Calingasta router",
    "{pw} es la contraseña del NVR, no te olvidés",
    "{pw}: esa es la clave del computador po",
    "{pw} è la password del computer di zia Gianna",
    "{pw} هي كلمة السر تبع الراوتر",
    "{pw} huwe el password taba3 el email",
    "{pw} 이게 관리자 비밀번호예요",
    "type {pw}; that's the admin password of the olive mill scale",
]
_after = _Family("said_first", _AFTER, _with(_plain_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 44), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 58),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 7), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 8), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 12),
    (_envs, 10), (_after, 9),
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
    "the Fronius admin password is": "{s}", "la contraseña del router de Caucete es": "{s}",
    "la password dell'email è": "{s} (non dirla a nessuno)", "كلمة السر هي": "{s}",
    "비밀번호는": "{s}", "la clave del computador po:": "{s}",
    "Tango password": "{s}\ncambiarla después de la vendimia", "el password taba3 el wifi": "{s}",
    "the password Yerko read out on the radio was": "{s}, I think", "contra:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Zonda Pay secret key", "{s}", _j("zpy_live_", (ALNUM, 32))),
    ("split_token", "API key de Rapipago:", "{s} (cobranzas)", _j((HEX, 32))),
    ("split_token", "Getnet client secret", "{s}", _uuid("9")),
    ("split_seed", "palabras de recuperación de la billetera", "{s}", _english_seed),
    (
        "split_card",
        "número de tarjeta",
        "{s} vence 11/36",
        lambda g: v.grouped(_card(g, "cabal"), " ", g),
    ),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LB"))),
    (
        "split_backup",
        "códigos de recuperación",
        "{s}\n48213907\n77120458",
        lambda g: _backup_list(g, 1, 0)[0],
    ),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIT", "{s}", _cuit),
    (
        "split_phrase",
        "passphrase del KeePass",
        "{s}",
        lambda g: " ".join(g.sample(_PHRASE_WORDS, 5)),
    ),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"inverter": {"url": "https://pv.tontal.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "yerko", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvr": [{"name": "cam-1"}, {"name": "cam-2", "web_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["mysqlsh", "--uri", "ops@db.tontal.lan", "--password", "{s}"]}':
        ("meta_password", _plain_pw),
    '{"note": "la password del computer è {s}"}': ("meta_password", _plain_pw),
    '{"كلمة السر": "{s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"uala": {"client_secret": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"tiendanubeToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"andreani_api_key": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}':
        ("meta_card", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    '{"partner": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"empleado": {"cuil": "{s}"}}': ("meta_id", _cuit),
    '{"mfa": {"backup_codes": ["{s}", "61830274", "90417715"]}}':
        ("meta_otp", lambda g: _backup_list(g, 1, 0)[0]),
    '{"fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"secadero": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Calingasta-PV", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sun2000-firmware-V500R007.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tontal/lotes-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"lotes: add brix column for bonarda", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"riego: revert pump schedule", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_2031-03-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"trazabilidad-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Fronius inverter password before the audit on 2032-04-14.",
    "Yerko asked for the lodge wifi password; it's on the card behind the kitchen door.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Jandi; share a vault link instead.",
    "The `.env.example` line `UALA_CLIENT_SECRET=replace-me` is a placeholder.",
    "The Huawei SmartLogger asks for a new password after every firmware update.",
    "Replace <YOUR_TIENDANUBE_TOKEN> in the README with the token from your dashboard.",
    "ANDREANI_API_KEY and RAPIPAGO_TOKEN must be set before the nightly sync runs.",
    "Che, no le pases la contraseña a nadie, ¿eh?",
    "La contraseña tiene que tener por lo menos catorce caracteres.",
    "Olvidé mi contraseña del homebanking, la tengo que resetear mañana.",
    "Non dire la password a nessuno, mi raccomando.",
    "La password deve avere almeno quattordici caratteri.",
    "لا تعطي كلمة السر لحدا.",
    "ma t2ella la 7ada el password, ya3ne 5alas.",
    "La clave no se comparte po, cachai.",
    "비밀번호를 다른 사람에게 알려주지 마세요.",
    "bimilbeonho-reul jeoldae gongyu hajimaseyo.",
    "Upgraded the SmartLogger firmware from V300 to V500 and pymodbus to 3.9.2 this weekend.",
    f"commit {_COMMIT} adds the brix column for bonarda lots.",
    f"Rolled back to {_SHORT} after the pump schedule change flooded row 14.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The SUN2000 firmware V500R007 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of trazabilidad-2031.parquet: {_SHA512}",
    f"The lotes API container runs ghcr.io/tontal/lotes-api@sha256:{_IMAGE}.",
    f"MD5 of cosecha_2031-03-02.csv is {_MD5}, same as the copy on the shared drive.",
    "Request id 3d9c2a71-5e4b-4f0a-9c18-2b7e6d1f0a53 is the slow call in the ERP logs.",
    "Orden de compra OC-2031-00912: 400 cajas de pasas sultanina, sale el jueves.",
    "Ticket TNT-5602: the Caucete cold room alarm keeps going off at night.",
    "Teléfono de la bodega en Caucete: +54 264 496 0312, de 8 a 14.",
    "Pedido #48213 de aceite de oliva, 24 botellas de 500 ml, $ 86.400 en total.",
    "Remito R-0004-00017733 con 18 pallets de pasas para el puerto.",
    "La cosecha de Bonarda en Calingasta entra el 2031-03-12 a las 06:30.",
    "Temperatura del tanque 7: 14,5 °C; densidad 1,032; brix 22,4.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "The Calingasta PV field has 4.2 MWp on single-axis trackers, 7,680 panels.",
    "El secreto del buen tomaticán es el huevo al final, dice Don Rosendo.",
    "Ask Facundo for the keypad code of the inverter room, I don't have it.",
    "My card ending 4471 was declined at the Jáchal hardware store.",
    "The Zahlé cousins want the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Tiendanube account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ZONDAPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "Andreani moved the API key page under Configuración › Desarrolladores in April.",
    "ISBN 978-84-376-0494-7 is the viticulture handbook on the lab shelf.",
    "The guest wifi 'Tontal-Invitados' is open, no password needed.",
    "Lote L-2031-BON-0412, 12.000 litros, 13,8 % vol.; puntaje de cata 91.",
    "Zia Gianna ha scritto: arrivo a Ezeiza il 3 marzo col volo delle 7:40.",
    "Settimio manda saluti da Fermo, la vendemmia è andata bene quest'anno.",
    "الموعد مع سمير يوم الخميس الساعة 10:30 بزحلة.",
    "Rami: el meeting ba3d bokra el se3a 4, ok?",
    "El turno de Braulio en la faena termina el domingo a las 20:00, po.",
    "한빛솔에너지 회의는 3월 12일 오전 10시입니다.",
    "Hanbit shipped tracker controller firmware 2.4.1 with the new stow angle of 52°.",
    "The token budget for the assistant is 8000 tokens per call.",
    "Password rotation for the SCADA accounts is every 90 days.",
    "El PIN de la tarjeta se cambia en el cajero, no por teléfono.",
    "Version 5.0.3 of the irrigation app fixes the pump 3 timer.",
    "Precio de la Bonarda a granel: $ 420 el litro, IVA incluido.",
    "Código postal de Caucete: J5442; de Jáchal: J5460.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tontal/fronius", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "TNT-5602", "orden_de_compra": "OC-2031-00912"}',
    '{"lote": {"id": "L-2031-BON-0412", "litros": 12000, "graduacion": 13.8}}',
    '{"telefono": "+54 264 496 0312", "ciudad": "Caucete"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "cajas_en_stock": 1284}',
    '{"inverter": {"model": "SUN2000-100KTL", "firmware": "V500R007", "mppt": 10}}',
    '{"pedido": 48213, "total_ars": 86400, "fecha": "2031-03-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
