# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-thirty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-twenty-ninth's
docstring, the fifth to three-hundred-and-twenty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (330 to 332), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (333_706_219), password words (a Fuegian tree,
animal or lake and a sea word with a number, `CalafateWilliwaw47!`; dot-joined `lenga.castor.1998`;
a sea word and the wind in knots, `Pampero45kt#`; `Muelle3Drake?27`; `FinDelMundo12Turba`; a
name, a year and a place; leet `P1ngu1n0`; a generator's dashed groups; random runs).

The fictional company is Kaiken Sur Expediciones S.R.L. (boat trips on the Beagle Channel from
Ushuaia, a shed and office in Río Grande, a base in Tolhuin and a partner launch in Puerto
Williams), with Argentine office and boat staff, Chilean crew of Puerto Williams, Ukrainian crew
of an Antarctic cruise ship, Dutch expedition guides, Chinese cruise passengers and relatives in
Lviv, Utrecht, Brno, Ljubljana and Reykjavík; every company, person, address, domain
(`kaikensur.lan`, `kaiken-sur.com.ar`), bank account and number is invented, only the region is
real. Texts: chats with times, Plane issues, Outline pages, notes, shell prompts (Warp, WezTerm,
Tabby, Ghostty, Rio, Hyper, bash history), config and env files, voice-note transcripts and
requests to the assistant; separators from a colon, `es`, `quedó`, `quedó en`, `->`, `—`, `是`,
`shi`, `is`, `=`, a table cell and a new line.

Grep counts (heldouts 5 to 329 naming each, grep -l): none for Kaiken, Puerto Williams, Lapataia,
Haberton, BeaglePay, FinMundo, GlaciarSMS, PenguinTrack, HornosWeather, MODO, Taca Taca, `pasís`;
one or two for Tolhuin, Ushuaia, Río Grande, Naranja X, Payway, Viumi, Cuenta DNI, Brubank, Lemon
Cash, Andreani, PedidosYa, Flybondi, Despegar, Tiendanube, Ualá, Bunq, Tikkie, Amap, Monobank,
Nova Poshta, LiqPay, Mollie, Ctrip, Fliggy, Chilexpress, MarineTraffic;
three to nine for Khipu, Windy, Plane issues, `mima shi`, boludo, laburo, mirá, cachai, mgconsole,
csql, gsec, rqlite, immuclient, vault login, dolt, sqlline, beeline (10), impala-shell, edgedb,
pgcli, mycli, usql, iredis, valkey-cli, keydb-cli, rabbitmqadmin, rpk, mc alias, juicefs, bupstash,
duplicacy, veracrypt, ccrypt, trino, yb-admin, scylla, altibase, harlequin, lazysql, boundary
authenticate, nats context, Posting; more for Ghostty, WezTerm, Tabby, Warp, Yaak, Bruno, iwctl.

About half of the secret samples are not in English: Argentine Spanish as texted (voseo, `che`,
`la contra`, `boludo`, `posta`, `laburo`, `mirá`, `fijate`, `pasame`, `guardame`), the Chilean
Spanish of Puerto Williams (`po`, `cachai`, `weón`, `al tiro`, `bacán`, `pasís`, `quedó en`), the
Ukrainian of cruise crew in Cyrillic (`пароль від`, `ключ API`, `РНОКПП`, `три цифри на звороті`)
and romanised (`parol vid`, `novyi parol`, `klyuch API`), the Dutch of expedition guides
(`wachtwoord`, `ww`, `API-sleutel`, `wachtzin`, `back-upcodes`) and the Mandarin of passengers in
hanzi (`密码是`, `验证码`, `助记词`, `身份证号`) and pinyin (`mima shi`, `kahao`, `zhujici`,
`shenfenzheng haoma`). Argentine and Chilean Spanish, Cyrillic Ukrainian, Dutch and hanzi wordings
are ordinary usage; the author's guesses, checked by no speaker, are the romanised Ukrainian, the
pinyin forms, `wachtzin` for a passphrase and the Chilean `pasís`.

Vendors: invented ones (BeaglePay `bgp_live_`, FinMundo Bookings `fmb-`, GlaciarSMS `gsms.`,
PenguinTrack `pgt_`, HornosWeather; shapes guessed), Argentine, Chilean, Ukrainian, Dutch,
Chinese and marine ones with guessed shapes (Taca Taca, MODO, Naranja X, Payway, Viumi, Cuenta
DNI, Andreani, PedidosYa, Flybondi, Despegar, Tiendanube, Brubank, Lemon Cash, Khipu, Flow.cl,
Mach, Chilexpress, Nova Poshta, Monobank, LiqPay, Prom.ua, Mollie, Bunq, PostNL, Tikkie, Ctrip,
Fliggy, WeChat Pay, Amap, Windy, MarineTraffic); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Argentina's CUIT/CUIL
(`ar.cuit`) and CBU (`ar.cbu`), Chile's RUT (`cl.rut`), Ukraine's RNTRC (`ua.rntrc`) and EDRPOU
(`ua.edrpou`), the Netherlands' BSN and BTW number (`nl.bsn`, `nl.btw`), China's resident id and
unified social credit code (`cn.ric`, `cn.uscc`). Cards pass Luhn (`stdnum.luhn`; Cabal's,
Naranja's and Ukraine's Prostir prefixes are guessed); IBANs of Ukraine, San Marino, Albania,
Cyprus, Iceland, Serbia, Slovenia and Jordan (codes a rough grep finds in fewer earlier corpora
than most), checked with `stdnum.iban`; seed phrases from mnemonic's English, Spanish, Russian,
Czech and simplified Chinese lists, checked with `Mnemonic(lang).check` (a Russian phrase is
drawn again until the check, which misses words with й or ё, passes).
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
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.cl import rut as cl_rut
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 333_706_219
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


_FUEGO = ["Lenga", "Nire", "Calafate", "Guanaco", "Castor", "Centolla", "Cormoran", "Albatros",
          "Fagnano", "Martial", "Olivia", "Beagle", "Navarino", "Kaiken", "Turba", "Canelo",
          "Chaura", "Zorro"]  # fmt: skip
_SEA = ["Zodiac", "Drake", "Hornos", "Growler", "Skua", "Brash", "Petrel", "Krill", "Pampero",
        "Williwaw", "Baliza", "Amarra"]  # fmt: skip
_PLACES = ["Ushuaia", "RioGrande", "Tolhuin", "PuertoWilliams", "Lapataia", "Haberton",
           "Almanza", "Moat", "Navarino", "Fagnano", "Escondido", "Yendegaia"]  # fmt: skip
_NAMES = ["Facundo", "Agustina", "Lautaro", "Milagros", "Nahuel", "Rocio", "Tomas", "Valentina",
          "Cristobal", "Javiera", "Matias", "Fernanda", "Oleksandr", "Olena", "Taras", "Iryna",
          "Bohdan", "Joost", "Marieke", "Sander", "Femke", "Lei", "Jing", "Wei", "Xiaoyu"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P1ngu1n0", "C4st0r", "L3ng4", "Gu4n4c0", "C3nt0ll4", "K41k3n", "Dr4k3", "Sku4"]


def _knots(g: random.Random) -> str:
    """A sea word, the wind in knots and a sign: how the boat crew jokes a password together."""
    return f"{g.choice(_SEA)}{g.choice([25, 35, 40, 45, 50, 60])}kt{g.choice(_SYMBOLS)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FUEGO)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_FUEGO, 2)) + "." + str(g.randrange(1950, 2031)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _knots,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FUEGO).lower()}_{g.randrange(100, 999)}",
    lambda g: f"Muelle{g.randrange(1, 9)}{g.choice(_SEA)}{g.choice(_SYMBOLS)}{g.randrange(10, 99)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"FinDelMundo{g.randrange(1, 100)}{g.choice(_FUEGO)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Kaiken Sur, Mattermost canal #flota, Facundo: la contra del Garmin GPSMAP del semirrígido es {pw}",
    "che Agus, la contraseña del router del galpón de Río Grande es {pw}, no la pases, posta",
    "WhatsApp de Lautaro 07:42: boludo, la clave del Starlink de Tolhuin quedó {pw}",
    "audio de Milagros transcripto: mirá, la contra del Furuno es {pw}, anotala",
    "Nahuel: fijate que el pass del panel de la cámara de frío es {pw}",
    "Rocío en el grupo 'Laburo Ushuaia': contraseña nueva del Ubiquiti del muelle: {pw}",
    "nota de Tomás: clave del sistema de reservas (la de admin) -> {pw}",
    "Valen, te dejo la contraseña del NVR de la oficina de San Martín: {pw}, no la cambies",
    "Cristóbal desde Puerto Williams: la clave del módem de la caleta es {pw} po, cachai",
    "Javiera: weón, la clave del Victron de la bodega quedó en {pw}, al tiro la cambiamos",
    "Matías (Pto. Williams): oye, la contraseña del VHF Icom por web es {pw} no más",
    "Fernanda: la clave del computador de la capitanía es {pw}, bacán si no la compartís",
    "Олександр, чат екіпажу: пароль від Furuno NavNet на містку: {pw}",
    "Олена: мій пароль до корабельного Wi-Fi адміна — {pw}",
    "Тарас у Viber: пароль від камбузного планшета {pw}, нікому не кажи",
    "Iryna (Telegram, латиницею): parol vid kajutnoi systemy {pw}, ne zabud",
    "Bohdan: novyi parol do radiorubky {pw}, zapyshy",
    "Joost in de gidsen-app: het wachtwoord van de Zodiac-logboek-tablet is {pw}",
    "Marieke: wachtwoord voor de expeditie-iPad is {pw}, niet doorsturen hoor",
    "Sander via Signal: ww van de laptop in de gidsenhut: {pw}",
    "Femke, spraakmemo: het wachtwoord is {pw}, schrijf het ergens op",
    "王磊在微信群：船上 Wi-Fi 管理后台的密码是 {pw}",
    "李娜：我的邮箱密码是 {pw}，别告诉别人",
    "张伟语音转文字：客舱保险箱后台密码 {pw}",
    "Xiaoyu (pinyin): wo de mima shi {pw}, bie gaosu bieren",
    "Chen Jing: chuanshang wifi mima shi {pw}",
    "Zulip stream 'kaiken-ops', topic 'Tolhuin': the Teltonika RUT955 admin password is {pw}",
    "Rocket.Chat DM from Joost: Hikvision DVR at the Haberton hut, password {pw}",
    "Element room #muelle: Raymarine Axiom web password {pw}",
    "Wire message from Bohdan: the Inmarsat Fleet One terminal password is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["facundo.r", "agustina", "lautaro", "milagros.p", "nahuel", "rocio.g", "tomas",
          "valentina", "cristobal", "javiera.m", "matias", "fernanda", "oleksandr", "olena.k",
          "taras", "iryna", "bohdan", "joost", "marieke.v", "sander", "femke", "wanglei",
          "lina", "svc-reservas", "ops-muelle"]  # fmt: skip
_LOGINS = [
    "usuario {u} y la contra {pw}, no te olvides che",
    "entrá como {u} con la clave {pw}",
    "Cristóbal: el usuario es {u} y la clave {pw} po",
    "логін {u}, пароль {pw}",
    "login {u} / parol {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "inloggen als {u} met wachtwoord {pw}",
    "用户名 {u}，密码 {pw}",
    "yonghuming {u}, mima {pw}",
    "| equipo | usuario | clave |\n|---|---|---|\n| Furuno NavNet | {u} | {pw} |",
    "login: {u}\npassword: {pw}",
    "- host: nvr-ushuaia\n  user: {u}\n  pass: {pw}",
    "creds for the reservations box are {u} and {pw}",
    "Outline › Flota › Radio › Icom: {u} — {pw}",
    "equipo,usuario,clave\nstarlink-tolhuin,{u},{pw}",
    "ssh {u}@galpon.kaikensur.lan (clave {pw})",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["calafate", "centolla", "guanaco", "castor", "lenga", "canelo", "kaiken",
               "williwaw", "fagnano", "navarino", "cormoran", "pampero"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "la contra es la palabra {w}, todo en minúscula, y después {d}",
    "la clave es {w} y al final {d}, todo pegado po",
    "пароль — це слово {w}, а потім {d}",
    "parol: slovo {w}, potim {d}",
    "het wachtwoord is het woord {w} en daarna {d}",
    "密码是 {w} 这个词，后面加 {d}",
    "mima shi {w} zhege ci, houmian jia {d}",
    "voice note: the wifi password is the word {w} and then {d}, no space",
    "type {w}, then {d}",
    "es {w}{d}, palabra y números juntos",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mgconsole --host memgraph.kaikensur.lan --username {u} --password '{pw}'",
    "csql -u {u} -p '{pw}' reservas@cubrid.kaikensur.lan",
    "gsec -user SYSDBA -password '{pw}' -add {u} -pw '{pw}'",
    "rqlite -H rqlite.kaikensur.lan -u {u}:{pw}",
    "immuclient login {u} --password '{pw}' --immudb-address immu.kaikensur.lan",
    "vault login -method=userpass username={u} password='{pw}'",
    "dolt sql-client -u {u} -p '{pw}' --host dolt.kaikensur.lan",
    "sqlline -u jdbc:phoenix:hb.kaikensur.lan -n {u} -p '{pw}'",
    "beeline -u jdbc:hive2://hive.kaikensur.lan:10000 -n {u} -p '{pw}'",
    "impala-shell -i impala.kaikensur.lan -u {u} --ldap --ldap_password_cmd=\"echo {pw}\"",
    "java -cp h2.jar org.h2.tools.Shell -url jdbc:h2:tcp://h2.kaikensur.lan/flota -user {u} -password '{pw}'",
    "edgedb --dsn edgedb://{u}:{pw}@edge.kaikensur.lan:5656/main",
    "pgcli postgresql://{u}:{pw}@pg.kaikensur.lan:5432/reservas",
    "mycli -h mysql.kaikensur.lan -u {u} -p'{pw}' flota",
    "usql my://{u}:{pw}@mysql.kaikensur.lan/flota",
    "iredis -h redis.kaikensur.lan --user {u} --password '{pw}'",
    "valkey-cli -h valkey.kaikensur.lan --user {u} --pass '{pw}'",
    "keydb-cli -h keydb.kaikensur.lan -a '{pw}' ping",
    "rabbitmqadmin -H mq.kaikensur.lan -u {u} -p '{pw}' list queues",
    "rpk cluster info -X user={u} -X pass='{pw}' -X sasl.mechanism=SCRAM-SHA-256",
    "mc alias set muelle https://s3.kaikensur.lan {u} '{pw}'",
    "juicefs format --access-key {u} --secret-key '{pw}' redis://juice.kaikensur.lan/1 fotos",
    "bupstash init -r ssh://bup.kaikensur.lan/backups --key-command 'echo {pw}'",
    "duplicacy set -storage s3 -key password -value '{pw}'",
    "veracrypt --text --mount fotos.hc /mnt/fotos --password='{pw}' --pim=0",
    "ccrypt -e -K '{pw}' manifiesto-pasajeros.xlsx",
    "trino --server https://trino.kaikensur.lan --user {u} --password <<< '{pw}'",
    "yb-admin -master_addresses yb.kaikensur.lan:7100 -certs_dir_name /c --ysql_password '{pw}'",
    "scylla cqlsh scylla.kaikensur.lan -u {u} -p '{pw}'",
    "altibase isql -s alt.kaikensur.lan -u {u} -p '{pw}'",
    "harlequin -a postgres -h pg.kaikensur.lan -U {u} --password '{pw}' reservas",
    "lazysql 'postgres://{u}:{pw}@pg.kaikensur.lan/reservas'",
    "boundary authenticate password -login-name {u} -password env://BPW  # BPW={pw}",
    "nats context save muelle --server nats://nats.kaikensur.lan --user {u} --password '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "facundo@galpon-rg:~$ {c}", "root@starlink-tolhuin:/# {c}",
    "Warp, tab 'reservas': {c}", "WezTerm ~/kaiken $ {c}", "Tabby, sesión 'puerto-williams':\n{c}",
    "Ghostty: {c}", "Rio terminal:\n$ {c}", "Hyper, el de la oficina: {c}",
    "historial de bash del galpón:\n  412  {c}", "zsh, Tolhuin NUC % {c}",
    "команда, яку я запускав: {c}", "deze opdracht draaide ik: {c}", "我跑的命令：{c}",
    "el comando que corrí: {c}", "el comando que tiré po: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.kaikensur.lan:5432/reservas",
    "mysql+pymysql://{u}:{pw}@mysql.kaikensur.lan/flota",
    "mongodb+srv://{u}:{pw}@cluster0.kaikensur-ar.mongodb.example/pasajeros",
    "redis://{u}:{pw}@redis.kaikensur.lan:6379/2",
    "amqp://{u}:{pw}@mq.kaikensur.lan:5672/muelle",
    "ftp://{u}:{pw}@fotos.kaikensur.lan/expedicion-2033/",
    "rtsp://{u}:{pw}@cam-muelle.kaikensur.lan:554/Streaming/Channels/101",
    "clickhouse://{u}:{pw}@ch.kaikensur.lan:9000/telemetria",
    "surrealdb+ws://{u}:{pw}@surreal.kaikensur.lan:8000/kaiken",
    "jdbc:mariadb://mdb.kaikensur.lan:3306/flota?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "RESERVAS_DB_URL={c}", "guardame este connection string: {c}", "рядок підключення: {c}",
    "de connectiestring van de gidsen-db: {c}", "连接字符串是 {c}", "Plane issue KSR-212: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 2_010_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kaiken-sur", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


# Invented vendors (shapes guessed) and Argentine, Chilean, Ukrainian, Dutch and Chinese ones.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("BeaglePay", "BEAGLEPAY_SECRET", _j("bgp_live_", (ALNUM, 32))),
    ("FinMundo Bookings", "FINMUNDO_API_KEY", _j("fmb-", (LOWER_DIGITS, 36))),
    ("GlaciarSMS", "GLACIARSMS_TOKEN", _j("gsms.", (URLSAFE, 40))),
    ("PenguinTrack", "PENGUINTRACK_KEY", _j("pgt_", (HEX, 40))),
    ("HornosWeather", "HORNOS_WX_KEY", _j((HEX, 32))),
    ("Taca Taca", "TACATACA_API_KEY", _j((ALNUM, 40))),
    ("MODO", "MODO_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Naranja X", "NARANJAX_API_SECRET", _j((URLSAFE, 43))),
    ("Payway", "PAYWAY_PRIVATE_KEY", _j((HEX, 32))),
    ("Viumi", "VIUMI_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Cuenta DNI", "CUENTADNI_TOKEN", _vendor_jwt("https://api.cuentadni.example")),
    ("Andreani", "ANDREANI_API_KEY", _j((UPPER_HEX, 32))),
    ("PedidosYa", "PEDIDOSYA_SECRET", _j((B64, 44))),
    ("Flybondi", "FLYBONDI_AGENCY_KEY", _j((ALNUM, 32))),
    ("Despegar", "DESPEGAR_API_KEY", _j((HEX, 40))),
    ("Tiendanube", "TIENDANUBE_ACCESS_TOKEN", _j((HEX, 40))),
    ("Brubank", "BRUBANK_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Lemon Cash", "LEMON_API_SECRET", _j((ALNUM, 44))),
    ("Khipu", "KHIPU_SECRET", _j((HEX, 40))),
    ("Flow.cl", "FLOW_SECRET_KEY", _j((HEX, 40))),
    ("Mach", "MACH_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Chilexpress", "CHILEXPRESS_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Nova Poshta", "NOVAPOSHTA_API_KEY", _j((HEX, 32))),
    ("Monobank", "MONOBANK_X_TOKEN", _j((URLSAFE, 44))),
    ("LiqPay", "LIQPAY_PRIVATE_KEY", _j("sandbox_", (ALNUM, 40))),
    ("Prom.ua", "PROM_UA_TOKEN", _j((HEX, 40))),
    ("Mollie", "MOLLIE_API_KEY", _j("live_", (ALNUM, 30))),
    ("Bunq", "BUNQ_API_KEY", _j((HEX, 64))),
    ("PostNL", "POSTNL_APIKEY", _j((ALNUM, 32))),
    ("Tikkie", "TIKKIE_API_KEY", _j((ALNUM, 32))),
    ("Ctrip", "CTRIP_APP_SECRET", _j((HEX, 32))),
    ("Fliggy", "FLIGGY_APP_SECRET", _j((HEX, 32))),
    ("WeChat Pay", "WECHATPAY_API_V3_KEY", _j((ALNUM, 32))),
    ("Amap", "AMAP_WEB_KEY", _j((HEX, 32))),
    ("Windy", "WINDY_POINT_FORECAST_KEY", _j((ALNUM, 32))),
    ("MarineTraffic", "MARINETRAFFIC_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "fly secrets set {env}={tok}",
    "k8s secret, stringData:\n  {env}: {tok}",
    "Kaiken Sur admin › Integraciones › {vendor} › API key: {tok}",
    "che, la API key de {vendor} es {tok}, no la subas al repo",
    "la clave de la API de {vendor} quedó {tok} po",
    "la llave API de {vendor}: {tok}",
    "API-ключ {vendor}: {tok}",
    "ключ API від {vendor} — {tok}",
    "klyuch API {vendor}: {tok}",
    "API-sleutel van {vendor}: {tok}",
    "de {vendor} API key voor de boekingen is {tok}",
    "{vendor} 的 API 密钥是 {tok}",
    "{vendor} de API miyao shi {tok}",
    "Plane issue KSR-230: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    mollie = "live_" + _r(rng, ALNUM, 30)
    nova = _r(rng, HEX, 32)
    andreani = _r(rng, UPPER_HEX, 32)
    return [
        Sample("vendor_token", f'mollie = Client()\nmollie.set_api_key("{mollie}")', mollie),
        Sample("vendor_token", f'{{"apiKey": "{nova}", "modelName": "Address", "calledMethod": "getCities"}}', nova),
        Sample("vendor_token", f"curl -H 'x-authorization-token: {andreani}' https://apis.andreani.example/v2/envios", andreani),
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


_BARE_PLACES = ["{t}", "guardame esto: {t}", "збережи це: {t}", "bewaar dit even: {t}",
                "帮我存一下：{t}", "{t}\n^ el nuevo, el viejo ya no anda"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey del sensor de la cámara de frío del galpón: {h}": 32,
    "clave AES del backup del NVR de Tolhuin, hex: {h}": 64,
    "ключ шифрування резервної копії: {h}": 64,
    "HMAC-geheim voor de boekingswebhook: {h}": 64,
    "加密密钥（十六进制）：{h}": 32,
    "pre-shared key of the Puerto Williams WireGuard-over-IPsec tunnel (hex): {h}": 64,
    "la llave del webhook de BeaglePay en hex es {h} po": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Plane issue KSR-241: token sacado de la pestaña Network {t}",
    "Cookie: lang=es-AR; ksr_session={t}",
    "RESERVAS_ACCESS_TOKEN={t}",
    "токен доступу: {t}",
    "het toegangstoken is {t}",
    "令牌是 {t}",
    "el token es {t}, no lo compartás",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 2_010_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kaiken-sur.com.ar"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kaiken-sur.com.ar/realms/flota", "azp": "reservas-web"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "la llave de deploy vieja del server del galpón, guardala:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.kaiken-sur.com.ar.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "host": "sftp.kaikensur.lan"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_muelle <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "приватний ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "服务器私钥：\n{key}": ("PRIVATE KEY", "\n"),
    "privésleutel van de gidsen-server:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet, las palabras de respaldo: {p}": "spanish",
    "frase semilla de la billetera del fondo de propinas, posta no la pierdas: {p}": "spanish",
    "Nunchuk backup words: {p}": "english",
    "voice note: the Zeus wallet recovery words are {p} and that's all": "english",
    "сід-фраза гаманця Trust: {p}": "english",
    "фраза відновлення (російський список, старий гаманець): {p}": "russian",
    "herstelzin van de Bitkey-wallet: {p}": "english",
    "助记词（imToken 钱包）：{p}": "chinese_simplified",
    "zhujici: {p}": "chinese_simplified",
    "frase de recuperación de la billetera de Matías po: {p}": "spanish",
    "Keystone seed backup, Tolhuin safe: {p}": "english",
    "obnovovací fráze peněženky (Iryna's cousin in Brno): {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    for _ in range(10_000):  # mnemonic's check misses Russian words with й or ё: draw again
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
        if _MNEMO[lang].check(phrase):
            break
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)], "lang": lang}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Cabal's, Naranja's, Prostir's: prefixes
    guessed, brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "cabal":
        return _card_of(rng, ["604201", "604209", "589657"], [16])
    if brand == "naranja":
        return _card_of(rng, ["589562"], [16])
    if brand == "prostir":
        return _card_of(rng, ["9804"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "che, la tarjeta de la empresa para el combustible: {c}, vence {mm}/{yy}",
    "tarjeta de débito de Valen: {c} venc. {mm}/{yy}",
    "número de tarjeta: {c}\nvencimiento: {mm}/{yy}",
    "Cristóbal: el número de la tarjeta es {c} po",
    "номер моєї картки: {c}, {mm}/{yy}",
    "nomer kartky: {c}",
    "mijn kaartnummer: {c}, geldig tot {mm}/{yy}",
    "我的卡号：{c}，有效期 {mm}/{yy}",
    "wo de kahao shi {c}",
    "Plane issue KSR-250: pay the Zodiac engine service with card {c}",
]  # fmt: skip
_BRANDS = ["visa", "cabal", "mastercard", "naranja", "amex", "prostir", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, el código de seguridad de atrás: {cvv}",
               "los tres numeritos de atrás de la tarjeta son {cvv}",
               "три цифри на звороті картки: {cvv}",
               "de drie cijfers op de achterkant: {cvv}",
               "卡背面的三位数：{cvv}",
               "ka beimian san wei shu: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "visa"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries a rough grep finds in fewer earlier corpora than most; BBAN shapes after stdnum's
# iban.dat (a, n, c as in `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"UA": "n" * 6 + "c" * 19, "SM": "a" + "n" * 10 + "c" * 12, "AL": "n" * 8 + "c" * 16,
                "CY": "n" * 8 + "c" * 16, "IS": "n" * 22, "RS": "n" * 18, "SI": "n" * 15,
                "JO": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN de la agencia que nos manda pasajeros: {i}",
    "transferile a mi hermana en Europa, IBAN {i}",
    "IBAN: {i}\nReferencia: expedición marzo",
    "мій IBAN: {i}",
    "IBAN моєї мами у Львові: {i}",
    "mijn IBAN: {i}",
    "IBAN van de rederij: {i}",
    "我的 IBAN：{i}",
    "el IBAN de mi prima po: {i}",
    "keep the Reykjavík outfitter's IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cuit(g: random.Random) -> str:
    """An Argentine CUIT/CUIL: a kind, eight digits and a mod-11 check digit."""
    number = v.until(
        g, lambda h: h.choice(["20", "23", "27", "30"]) + _r(h, D, 9), ar_cuit.is_valid
    )
    return str(ar_cuit.format(number))


def _cbu(g: random.Random) -> str:
    """An Argentine CBU: a bank's branch block and an account block, each with its check digit."""
    return v.until(g, lambda h: _r(h, D, 22), ar_cbu.is_valid)


def _rut(g: random.Random) -> str:
    """A Chilean RUT: a body and its mod-11 check character."""
    number = v.until(g, lambda h: str(h.randrange(5_000_000, 25_000_000)) + h.choice(D + "K"),
                     cl_rut.is_valid)  # fmt: skip
    return str(cl_rut.format(number))


def _rntrc(g: random.Random) -> str:
    """A Ukrainian RNTRC (РНОКПП): ten digits, the last a weighted check digit."""
    return v.until(g, lambda h: h.choice("23") + _r(h, D, 9), ua_rntrc.is_valid)


def _edrpou(g: random.Random) -> str:
    """A Ukrainian EDRPOU: eight digits, the last a weighted check digit."""
    return v.until(g, lambda h: h.choice("234") + _r(h, D, 7), ua_edrpou.is_valid)


def _bsn(g: random.Random) -> str:
    """A Dutch BSN: nine digits passing the eleven test."""
    return v.until(g, lambda h: h.choice("123456") + _r(h, D, 8), nl_bsn.is_valid)


def _btw(g: random.Random) -> str:
    """A Dutch BTW (VAT) number: NL, nine digits, B and two digits."""
    return v.until(g, lambda h: "NL" + _r(h, D, 9) + "B" + _r(h, D, 2), nl_btw.is_valid)


def _ric(g: random.Random) -> str:
    """A Chinese resident identity card number: a region, a birth date, a serial, a check."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1960, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return h.choice(["110101", "310104", "440305"]) + born + _r(h, D, 3) + h.choice(D + "X")

    return v.until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    """A Chinese unified social credit code: eighteen characters with two check characters."""
    alphabet = D + "ABCDEFGHJKLMNPQRTUWXY"
    return v.until(g, lambda h: "91" + h.choice(["310104", "440300"]) + _r(h, alphabet, 10),
                   cn_uscc.is_valid)  # fmt: skip


_ID_PLACES: dict[str, Maker] = {
    "mi CUIL para el recibo de sueldo: {s}": _cuit,
    "CUIT de Kaiken Sur para la factura: {s}": _cuit,
    "che, pasame tu CUIL así te cargo en el sistema... dale: {s}": _cuit,
    "CBU de mi cuenta sueldo: {s}": _cbu,
    "el CBU para la seña de la excursión es {s}": _cbu,
    "mi RUT es {s} po": _rut,
    "RUT del capitán de la lancha en Puerto Williams: {s}": _rut,
    "мій РНОКПП: {s}": _rntrc,
    "ідентифікаційний код Тараса: {s}": _rntrc,
    "podatkovyi nomer (RNOKPP): {s}": _rntrc,
    "код ЄДРПОУ крюїнгової агенції: {s}": _edrpou,
    "mijn BSN: {s}": _bsn,
    "burgerservicenummer van Femke: {s}": _bsn,
    "btw-nummer van het reisbureau in Utrecht: {s}": _btw,
    "我的身份证号：{s}": _ric,
    "shenfenzheng haoma: {s}": _ric,
    "统一社会信用代码（旅行社）：{s}": _uscc,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["códigos de respaldo de la cuenta de Google de la empresa:\n{codes}",
            "резервні коди 2FA: {codes}", "back-upcodes voor tweestapsverificatie: {codes}",
            "备用验证码：\n{codes}", "Proton backup codes, Tolhuin office: {codes}",
            "códigos de recuperación del mail po: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/BeaglePay:rocio@kaiken-sur.com.ar?secret={s}&issuer=BeaglePay",
              "clave de configuración del 2FA (la del QR): {s}",
              "секретний ключ 2FA для Monobank-кабінету: {s}",
              "2FA-sleutel voor handmatige invoer: {s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación de Naranja X", "Код підтвердження: {c}",
          "Je verificatiecode is {c}", "【携程旅行】验证码 {c}，5分钟内有效",
          "el código que te llegó por SMS es {c} po"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["KaikenSur-Galpon", "KSR-Muelle-5G", "Tolhuin-Panaderia-Wifi", "Starlink-Haberton",
          "CapitaniaWilliams", "Navarino-Caleta", "FinDelMundo-Guias", "Lapataia-Refugio",
          "RioGrande-Oficina", "Zodiac-Base"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, contraseña {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "red: {s}\nclave: {pw}",
    "che, el wifi del galpón es {s} y la contra {pw}",
    "la clave del wifi {s} es {pw} po",
    "мережа {s}, пароль {pw}",
    "wifi {s}, parol {pw}",
    "wifi {s}, wachtwoord {pw}",
    "het wifi-wachtwoord van {s} is {pw}",
    "无线网 {s} 的密码是 {pw}",
    "wifi {s} mima shi {pw}",
    "iwctl --passphrase '{pw}' station wlan0 connect {s}",
    "the key printed under the Starlink router: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("bgp_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("pgt_", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["te lo dicto letra por letra: {t}", "[audio transcripto] {t}",
          "по одній літері: {t}", "letter voor letter: {t}", "一个字一个字：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el candado del galpón de Río Grande: {pw}", "código de la puerta del depósito: {pw}",
          "la clave del candado de la bodega es {pw} po", "код від кодового замка каюти: {pw}",
          "code van het hangslot van de gidsenhut: {pw}", "仓库门锁密码：{pw}",
          "PIN de la tarjeta de débito de la empresa: {pw}", "пін-код картки: {pw}",
          "pincode van de kluis: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["calafate", "lenga", "guanaco", "centolla", "castor", "petrel", "krill",
                 "williwaw", "pampero", "turba", "canelo", "zodiac", "growler", "baliza"]  # fmt: skip
_PHRASES = {"frase de contraseña de Bitwarden de la oficina: {p}": " ",
            "passphrase de KeePassXC (la de los guías): {p}": "-",
            "парольна фраза менеджера паролів: {p}": " ",
            "wachtzin van de kluis: {p}": ".",
            "口令短语：{p}": " ", "Enpass master passphrase: {p}": " ",
            "la frase clave del gestor po: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://reservas.kaikensur.lan/api/cupos": True,
    "Bruno, header Authorization = Basic {v}": True,
    "Yaak request: Authorization: Bearer {v}": False,
    "nginx log del proxy: authorization=Bearer {v}": False,
    "Posting export: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "memgraph.conf:\n--auth-user-or-role-name-regex=.*\n--bolt-server-password={pw}",
    "rqlite auth.json:\n[{{\"username\": \"ops\", \"password\": \"{pw}\", \"perms\": [\"all\"]}}]",
    "cubrid_broker.conf:\nDB_USER=dba\nDB_PASSWORD={pw}",
    "Firebird databases.conf:\nreservas = /data/reservas.fdb\n# ISC_PASSWORD={pw}",
    "dolt config.yaml:\nuser:\n  name: root\n  password: {pw}",
    "keydb.conf:\nmasterauth {pw}",
    "valkey.conf:\nrequirepass {pw}",
    "vernemq.conf:\nplugins.vmq_passwd = off\nvmq_diversity.postgres.password = {pw}",
    "juicefs.env:\nMETA_PASSWORD={pw}",
    "rclone.conf ya ofuscado no, este es el plano:\n[muelle]\ntype = sftp\nuser = ops\npass = {pw}",
    "docker-compose.yml del sistema de reservas:\n      POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.username=reservas\nspring.datasource.password={pw}",
    ".env de la app de guías:\nDB_USER=guias\nDB_PASS={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "config.toml de la estación meteo:\n[mqtt]\nuser = \"wx\"\npassword = \"{pw}\"",
    "Home Assistant secrets.yaml:\nstarlink_password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Agus: che, ¿la contra del wifi del galpón?\nNahuel: {pw}",
    "[08:14] javiera: ¿la clave del computador de la lancha?\n[08:15] matias: {pw} po",
    "Rocío: {pw} es la contraseña nueva del Starlink",
    "Olena: новий пароль — {pw}",
    "Taras: novyi parol {pw}",
    "Joost: nieuw wachtwoord is {pw}",
    "王磊：新密码是 {pw}",
    "Lei: xin mima shi {pw}",
    "Lautaro: {pw}, eso le puse al router de Tolhuin",
    "Cristóbal: quedó en {pw} la clave del módem",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "contra\u200bseña: {pw}", "pass\u2060word = {pw}", "паро\u00adль: {pw}", "ｐａｓｓｗｏｒｄ: {pw}",
    "wacht\ufeffwoord: {pw}", "𝐜𝐨𝐧𝐭𝐫𝐚𝐬𝐞ñ𝐚 {pw}", "密\u200d码：{pw}", "раssword: {pw}",
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


def _spanish_seed(g: random.Random) -> str:
    return str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "la contra del Starlink es": "{s}", "clave del módem po:": "{s} (la cambiamos en marzo)",
    "пароль:": "{s}", "het wachtwoord is": "{s}\nniet doorsturen", "密码是": "{s}",
    "mima:": "{s}", "contraseña del Furuno": "{s}", "Icom web password": "{s}",
    "the password Bohdan read out on the radio was": "{s}, I think", "parol vid kajuty:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "API key de BeaglePay", "{s}", _j("bgp_live_", (ALNUM, 32))),
    ("split_token", "Monobank X-Token:", "{s} (кабінет)", _j((URLSAFE, 44))),
    ("split_token", "MODO client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "palabras de respaldo de Sparrow", "{s}", _spanish_seed),
    ("split_card", "número de tarjeta", "{s} vence 09/37", lambda g: v.grouped(_card(g, "cabal"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "UA"))),
    ("split_backup", "códigos de respaldo", "{s}\nqwer1234\nzxcv5678", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "clave 2FA", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIL", "{s}", _cuit),
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
    '{"starlink": {"url": "http://192.168.100.1", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "taras", "пароль": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "nvr-a"}, {"name": "nvr-b", "wachtwoord": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mgconsole", "--username", "ops", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "船上保险箱后台密码是 {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "che, entrá al Furuno como admin con la contra {s}"}': ("meta_password", _plain_pw),
    '{"mima": "{s}"}': ("meta_password", _plain_pw),
    '{"beaglepay": {"api_key": "{s}"}}': ("meta_token", _j("bgp_live_", (ALNUM, 32))),
    '{"monobankToken": "{s}"}': ("meta_token", _j((URLSAFE, 44))),
    '{"nova_poshta_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vencimiento": "07/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "naranja"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SM")),
    '{"empleado": {"cuil": "{s}"}}': ("meta_id", _cuit),
    '{"mfa": {"backup_codes": ["{s}", "qwer1234", "zxcv5678"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"billetera_propinas": {"frase_semilla": "{s}"}}': ("meta_seed", _spanish_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"galpon": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "KSR-Muelle-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pynmea2-1.19.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"navnet-tzt3-firmware-4.11.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kaikensur/reservas:3.7").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add Puerto Williams crossing", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"guias: revert tide table parser", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifiesto_2033-01-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"pasajeros-export-2032.parquet").hexdigest()

CLEAN = [
    "Acordate de cambiar la contraseña del Starlink antes de la temporada, el 2033-10-01.",
    "Nahuel pidió la clave del wifi del galpón; está en la tarjeta del cajón de la oficina.",
    "Política: las contraseñas de Kaiken Sur tienen al menos 14 caracteres y viven en el gestor.",
    "Por favor no pegues contraseñas en el grupo; mandá un link del gestor.",
    "La línea `BEAGLEPAY_SECRET=reemplazar` del `.env.example` es un ejemplo, la real está en el gestor.",
    "El Furuno pide una contraseña nueva después de cada actualización de firmware.",
    "Reemplazá <TU_API_KEY_DE_MODO> en el README por la clave de tu panel.",
    "MONOBANK_X_TOKEN y NOVAPOSHTA_API_KEY tienen que estar definidas antes del sync nocturno.",
    "Nunca le digas tu contraseña a nadie, che.",
    "No le pasís la clave a nadie po.",
    "Нікому не кажи свій пароль.",
    "Пароль має містити щонайменше чотирнадцять символів.",
    "Deel je wachtwoord nooit met iemand.",
    "Het wachtwoord moet minstens veertien tekens lang zijn.",
    "不要把密码告诉任何人。",
    "Bie ba mima gaosu renhe ren.",
    "密码至少要十四个字符。",
    "Actualizamos el Furuno de la 4.09 a la 4.11 y pynmea2 a la 1.19.0 el finde.",
    f"commit {_COMMIT} agrega el cruce a Puerto Williams.",
    f"Volvimos a {_SHORT} porque el parser de mareas rompió la grilla de guías.",
    f"requirements.txt: pynmea2==1.19.0 --hash=sha256:{_WHEEL_SUM}",
    f"El firmware 4.11 del NavNet tiene checksum SHA-256 {_FIRMWARE_SUM}.",
    f"SHA-512 de pasajeros-export-2032.parquet: {_SHA512}",
    f"La API de reservas corre ghcr.io/kaikensur/reservas@sha256:{_IMAGE}.",
    f"MD5 de manifiesto_2033-01-14.csv es {_MD5}, igual que la copia del NAS.",
    "Request id 4c1d7e22-9a03-4b7f-8e55-21f0c9d3a6b4 es la lenta en los logs de reservas.",
    "Orden de compra OC-2033-00127: 12 chalecos salvavidas para el Zodiac, llegan el jueves.",
    "Plane issue KSR-198: la alarma de la cámara de frío del galpón salta de noche.",
    "Llamá a la panadería de Tolhuin al +54 2901 49-2217 antes del mediodía.",
    "Reserva KSR-2033-0412: 6 pasajeros, navegación al Faro Les Eclaireurs, salida 09:30.",
    "El catamarán sale del muelle turístico a las 15:00 y vuelve a las 18:30.",
    "La excursión a Lapataia cuesta ARS 85.000 por persona; niños la mitad.",
    "Después de cinco contraseñas mal puestas el panel bloquea la cuenta 20 minutos.",
    "El galpón de Río Grande tiene 30 m de largo; la lancha pesa unas 4,2 toneladas.",
    "El secreto de una buena centolla es no hervirla de más.",
    "Pedile a Javiera el código de la puerta de la bodega, yo no lo tengo.",
    "Mi tarjeta terminada en 4471 la rechazaron en la ferretería de Tolhuin.",
    "La agencia de Liubliana quiere el IBAN en la factura sin espacios.",
    "Imprimí los códigos de respaldo del 2FA y guardalos en la caja fuerte.",
    "Ninguna billetera te va a pedir nunca tu frase semilla.",
    "Guardá `MOLLIE_API_KEY` en el gestor de secretos, nunca en el repo.",
    "El candado del galpón se oxida con el aire salado; aceitalo cada mes.",
    "MarineTraffic movió la página de API keys a Ajustes › Desarrolladores.",
    "ISBN 978-950-07-4412-3 es la guía de aves del estante; el MMSI 701006184 es el de la lancha.",
    "El wifi de invitados 'KaikenSur-Invitados' es abierto, sin contraseña.",
    "Vuelo AR 1848 Buenos Aires–Ushuaia, asiento 14C, embarque 06:10.",
    "Marea alta en Ushuaia 11:42 (1,9 m), baja 17:58 (0,4 m).",
    "Pronóstico para el Canal Beagle: viento del oeste 35 nudos, ráfagas de 50.",
    "Рейс з Пуерто-Вільямса о 08:00, повернення о 16:30.",
    "Код помилки E-204 на генераторі означає низький рівень оливи.",
    "De Zodiac-tocht naar Isla Martillo begint om 10:15, verzamelen bij steiger 2.",
    "Zodiac-nummer 7 heeft een nieuwe buitenboordmotor, versie 2.4 van de software.",
    "明天上午九点在码头集合，去看企鹅。",
    "订单号 KSR-CN-20330114-07，三位乘客，已付款。",
    "Mingtian jiu dian zai matou jihe.",
    "El pass del colectivo a Tolhuin sale $ 12.500 ida y vuelta.",
    "La palabra 'contraseña' aparece en la pantalla de inicio, pero el campo está vacío.",
    "Nos vemos en el muelle a las 7, llevá campera, que el pampero no perdona.",
    "Oye, la lancha a Puerto Navarino sale al tiro a las 8 po, no llegues tarde.",
    "Tabla de mareas v3.2.1 publicada; la anterior 3.1.9 tenía un error de huso horario.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T10:00:00-03:00", "password_min_length": 14}',
    '{"secret_ref": "gestor/kaiken/starlink", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pynmea2", "version": "1.19.0"}}',
    '{"issue": "KSR-198", "orden_compra": "OC-2033-00127"}',
    '{"reserva": {"id": "KSR-2033-0412", "pasajeros": 6, "salida": "09:30"}}',
    '{"telefono": "+54 2901 49-2217", "ciudad": "Tolhuin"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "chalecos": 48}',
    '{"vuelo": "AR 1848", "asiento": "14C", "embarque": "06:10"}',
    '{"marea": {"alta": "11:42", "altura_m": 1.9}, "viento_nudos": 35}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
