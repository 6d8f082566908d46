# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-forty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-first's
docstring, the fifth to three-hundred-and-forty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (342, 343, 345), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (344_719_063), password words (a crop
or a place of the border and a word of the crossing, `AzapaGarita47!`; a place and its altitude,
`Chungara4517m#`; dot-joined border words and a year, `aduana.colectivo.1994`; leet `C4pl1n4`; a
name, a year and a place; a generator's dashed groups; random runs).

The fictional company is Caplina Frontera Comercial S.A.C. (olives of Azapa, oregano of Candarave,
a shop and office in Tacna, a warehouse in the Zofra free zone, a store and cold room in Arica, a
hostel partner in Putre), with Peruvian and Chilean staff, Aymara growers of Candarave and Putre,
Brazilian traders (São Paulo, Corumbá), Cantonese-speaking families of Tacna with relatives in
Taishan and Guangzhou, and a Korean mining partner's site office; every company, person, address,
domain (`caplina.lan`, `caplina.pe`), account and number is invented, only the region is real.
Texts: chats (Jandi, Dooray), WeKan cards, OTOBO and Peppermint tickets, Blinko and AppFlowy notes,
runbooks, shell prompts (nxshell, Eterm, zellij, WindTerm, Electerm, FinalShell, Kaku,
Terminology, byobu, PowerShell), config and env files, voice-note transcripts and requests to the
assistant; separators from a colon, `=`, `—`, `→`, `es`, `é`, `係`, `는`, Aymara's `-xa`/`-pax`,
a table cell, a CSV row, a new line and none.

Grep counts (heldouts 5 to 341 naming each, grep -l): none for Tacna, Candarave, Caplina, Azapa,
Chungara, Tarata, Lluta, Chacalluta, Yarada, Toquepala, ZOFRI, jyutping, `bi-mil-beon-ho`,
`manyas`, WeKan, nxshell, CaplinaPay, Caja Tacna, BancoEstado, Hang Seng, Pluxee, PayMe, Bling;
one to four for Arica (3), Putre (1), Parinacota (1), Jandi, Dooray, OTOBO, Peppermint, Blinko,
AppFlowy, Eterm, zellij, fdbcli, asinfo, Urbaner, Asaas, PortOne, AlipayHK, Ebanx, Blue Express,
Webpay, Plin, Izipay, Culqi, Niubiz, Olva, Shalom, Payku, Dibal, Hipercard, `mat6 maa5`,
`contraseñaxa`, `oe causa`, `altiro`; more for Aymara (6), Cantonese (13), Korean (198) and the
database clients (hdbsql, nzsql, vsql, exaplus, cypher-shell, arangosh, couchbase-cli: 9 to 15).

About half of the secret samples are not in English: Peruvian Spanish as texted (`oe causa, la
contra …`, `pe`, `ya manyas`, `pucha`), Chilean Spanish as texted (`wena`, `po`, `cachai`,
`altiro`, `weon`, `la pass`), Aymara (`contraseñaxa`, `contraseñapax`, `qhispiyaña arupax`,
`machaq`, `ukatxa`, `janiw khitirus uñachtayamti`, `apnaqiri`, `-xan numeropax`), the Portuguese of
Brazilian traders (`a senha é`, `vc anota aí`, `tb`, `beleza`), the Cantonese of Tacna's Chinese
families in characters (`密碼係`, `後備碼`, `身份證號碼`) and in jyutping with and without tones
(`mat6 maa5 hai6`, `mat ma hai`, `san fan zing hou maa`), and the Korean of the mining partner in
Hangul (`비밀번호는`, `주민등록번호`, `사업자등록번호`, `2단계 인증 백업 코드`) and romanised
(`bimilbeonhoneun`, `bi-mil-beon-ho`, `jumin deungnok beonho`). Spanish, Portuguese, Chinese
characters and Hangul are ordinary usage; the author's guesses, checked by no speaker, are every
Aymara wording (its suffixes on Spanish loans), the jyutping and Korean romanisations and the
texting slang spellings.

Vendors: invented ones (CaplinaPay `cpl_live_`, ZofraLink `zfl-`, ChungaraSMS `chg.`, Vicuña
Cloud, Morro Cargo, Azapa Envíos `azp_sk_`; shapes guessed) and Peruvian, Chilean, Brazilian,
Korean and Hong Kong ones with guessed shapes (Culqi, Niubiz, Izipay, Plin, Webpay Plus, Urbaner,
Olva Courier, Shalom, Caja Tacna, BancoEstado, Blue Express, Payku, Asaas, Ebanx, Bling, Pluxee,
PortOne, KakaoPay, Toss Payments, AlipayHK, Hang Seng); the JWTs are well-formed.

Ids with a check, each drawn until its python-stdnum module validates it: Peru's DNI with its
check digit (`pe.cui`) and RUC (`pe.ruc`), Chile's RUT (`cl.rut`), Brazil's CPF and CNPJ
(`br.cpf`, `br.cnpj`), Korea's resident registration and business registration numbers
(`kr.rrn`, `kr.brn`) and a Chinese resident identity number of Taishan or Guangzhou (`cn.ric`); a
Peruvian carné de extranjería and a Korean passport, which carry no check a library verifies.
Cards pass Luhn (`stdnum.luhn`; Visa, Elo, Mastercard, Amex, Hipercard, a Korean BC card's
prefix, UnionPay and Diners); IBANs of Costa Rica, El Salvador, Andorra, North Macedonia, Estonia
and Brazil (countries a rough grep of the earlier corpora's shape tables finds least, Brazil for
the traders), checked with `stdnum.iban`; seed phrases from mnemonic's English, Spanish,
Portuguese, Traditional and Simplified Chinese and Korean lists, checked with
`Mnemonic(lang).check`.
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
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.cl import rut as cl_rut
from stdnum.cn import ric as cn_ric
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 344_719_063
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


_CROPS = ["Oregano", "Aceituna", "Azapa", "Caplina", "Lluta", "Chipana", "Tarata", "Huaytire",
          "Suches", "Chungara", "Putre", "Candarave", "Camote", "Membrillo", "Damasco", "Alfajor",
          "Picante", "Chicharron", "Pastelera", "Tumbo"]  # fmt: skip
_BORDER = ["Aduana", "Frontera", "Colectivo", "Zofra", "Complejo", "Morro", "Paseo", "Garita",
           "Pasaporte", "Maleta", "Feria", "Terminal", "Carretera", "Caravana"]  # fmt: skip
_PLACES = ["Tacna", "Arica", "Candarave", "Putre", "Tarata", "Pocollay", "Ciudad Nueva",
           "Alto Alianza", "Azapa", "Lluta", "Chacalluta", "Camilaca", "Huanuara", "Socoroma",
           "Belen", "Parinacota"]  # fmt: skip
_NAMES = ["Rosmery", "Yoel", "Fiorella", "Jhon", "Kelly", "Brayan", "Camila", "Benjamin",
          "Javiera", "Sabino", "Florencia", "Thiago", "Luana", "Rafael", "Kaman", "Siufung",
          "Meiling", "Minjun", "Seoyeon", "Jiho", "Yesenia", "Ulises", "Nayeli",
          "Teodoro"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["Ac31tun4", "Or3g4n0", "C4pl1n4", "Azap4", "Chung4r4", "P1c4nt3", "T4cn4",
         "M0rr0"]  # fmt: skip


def _altitude(g: random.Random) -> str:
    """A place and its altitude, the way the Candarave crew makes a password."""
    return f"{g.choice(_CROPS)}{g.choice([562, 2100, 3415, 3530, 4517, 4600])}m{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CROPS)}{g.choice(_BORDER)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_BORDER, 2)) + f".{g.randrange(1970, 2031)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}"
    f"{g.choice(_PLACES).replace(' ', '')}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2031)) + g.choice(_SYMBOLS),
    _altitude,
    lambda g: f"{g.choice(_CROPS).lower()}_{g.choice(_BORDER).lower()}_{g.randrange(10, 1000)}",
    lambda g: f"Km{g.randrange(10, 60)}{g.choice(_CROPS)}{g.choice(_SYMBOLS)}{_r(g, D, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_BORDER).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: f"{g.choice(_NAMES)}Cruza{g.choice(_CROPS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Jandi, #almacen-tacna, Yoel: the Dibal scale's admin password is {pw}",
    "Dooray task CF-212: HikCentral password for the Zofra warehouse {pw}",
    "WeKan card 'Garita Chacalluta': Axis camera root password = {pw}",
    "OTOBO ticket 2032061810000214: the Epson TM-T88 web config password is {pw}",
    "Peppermint #88, Kelly: reset the Sunmi POS admin, new password → {pw}",
    "Blinko note: Arica office NAS (UGREEN) password: {pw}",
    "AppFlowy page 'Candarave oregano dryer': Delta PLC web password {pw}",
    "voice note from Sabino, transcribed: the password for the drying room panel is {pw}",
    "assistant, remember the Caplina ERP admin password: {pw}",
    "please store this for me, it's the customs broker portal password: {pw}",
    "runbook 'Tacna cold room': Carel pRack login password -> {pw}",
    "Fiorella: passwd for the Zebra ZT411 printer {pw}",
    "oe causa, la contra del router de Pocollay es {pw} pe, no la pases",
    "ya manyas, la clave del sistema de la Zofra es {pw}, apúntala",
    "pucha, me olvidé: contraseña del correo de ventas → {pw}",
    "Rosmery: la contraseña nueva del Bsale es {pw}, ya la cambié",
    "la contra del wifi de la tienda de Ciudad Nueva es {pw}, oe",
    "wena Benja, la clave del NVR de la bodega de Arica es {pw} po",
    "cachai que la contraseña del portal del SII quedó {pw}? altiro la anoto",
    "Javiera: la pass del computador de la caja es {pw} weon, no la cambies",
    "oye la clave de la cuenta de Chilexpress es {pw} po",
    "Camila: contraseña del agro de Azapa → {pw}, ojo que es con mayúscula",
    "Sabino: contraseñaxa {pw}, janiw khitirus uñachtayamti",
    "qhispiyaña arupax {pw}, Candarave qullqi uta",
    "Florencia: machaq contraseñaxa {pw} ukham qillqt'am",
    "Thiago: a senha do painel da balança é {pw}, beleza?",
    "Luana: vc anota aí, a senha nova do Bling ficou {pw}",
    "Rafael: senha do e-mail da filial de Arica: {pw} tb serve pro VPN",
    "黃家文：舖頭部電腦嘅密碼係 {pw}，唔好話俾人知",
    "梁兆峰：新密碼係 {pw}，記住呀",
    "陳美玲：阿嫲部平板嘅密碼：{pw}",
    "Kaman: pou tau bou din nou ge mat ma hai {pw}, m ho waa bei jan zi",
    "mat6 maa5 hai6 {pw}, gei3 zyu6 aa3 (Siufung)",
    "Meiling: san1 mat6 maa5: {pw}",
    "김민준: 사무실 PC 비밀번호는 {pw} 입니다",
    "박서연: 광산 현장 태블릿 비밀번호: {pw}",
    "Minjun: samusil PC bimilbeonhoneun {pw} ibnida",
    "Seoyeon: bi-mil-beon-ho {pw} ya, ije bakkwosseo",
    "Teodoro's request: keep my Caja Tacna online banking password, {pw}",
    "Notes, Arica: Hikvision DVR admin, password {pw} (changed after the robbery)",
    "Eterm on the old POS server: the root password is {pw}",
    "nxshell session 'zofra-db': mariadb root pw = {pw}",
    "the SUNAT Clave SOL for the company is {pw}, keep it in your memory please",
    "Ulises dictated: password for the Putre guesthouse booking tool — {pw}",
    "Yesenia: Kyocera copier admin pass: {pw}",
    "Nayeli: el password del Bitrix de Tacna es {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rquispe", "ymamani", "fchambilla", "jticona", "kapaza", "bcondori", "camila.rojas",
          "baraya", "jtapia", "smamani", "fchoque", "thiago.s", "luana.m", "rafael.c", "kmwong",
          "sfleung", "mlchan", "minjun.kim", "seoyeon.park", "svc-zofra", "caja01",
          "admin-arica"]  # fmt: skip
_LOGINS = [
    "Jandi, Yoel: the Dibal login is {u} / {pw}",
    "OTOBO 2032061810000291: {u} locked out of the ERP, last password {pw}",
    "user {u} pass {pw}",
    "WeKan › Tacna › Equipos › Hikvision NVR: {u} — {pw}",
    "| equipo | usuario | clave |\n|---|---|---|\n| Sunmi T2 | {u} | {pw} |",
    "log into the Zofra portal as {u} with {pw}",
    "creds for the Arica NAS are {u} and {pw}",
    "usuario: {u}\ncontraseña: {pw}",
    "- host: pos-arica-1\n  user: {u}\n  password: {pw}",
    "ssh {u}@erp.caplina.lan (clave {pw})",
    "oe el usuario es {u} y la contra {pw} pe",
    "usuario {u}, clave {pw} po, cachai",
    "apnaqiri {u}, contraseñaxa {pw}",
    "usuário {u} e senha {pw}, valeu",
    "用戶名 {u}，密碼 {pw}",
    "jung1 wu6 ming4 {u}, mat6 maa5 {pw}",
    "아이디 {u} 비밀번호 {pw}",
    "aidi {u} bimilbeonho {pw}",
    "system,user,password\nbsale,{u},{pw}",
    "login {u} and {pw} for the customs portal",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["oregano", "aceituna", "chipana", "caplina", "huaytire", "chungara", "putre",
               "picante", "alfajor", "tumbo", "vicuna", "parihuela", "camilaca",
               "socoroma"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "la clave es la palabra {w} y después el número {d}, todo junto",
    "la contra es {w} con el {d} al final, todo en minúscula pe",
    "la clave es {w}, seguido de {d} po",
    "a senha é a palavra {w} e depois {d}",
    "密碼係 {w} 呢個字，跟住 {d}",
    "비밀번호는 {w} 라는 단어 다음에 {d}",
    "the name of our old llama, {w}, followed by {d} — that's the wifi password",
    "type {w}, then {d}; that's the admin password of the dryer",
    "{w}{d}, eso le puse al router de Candarave",
    "contraseñaxa {w} aru, ukatxa {d}",
    "mat ma hai {w} go zi, gan zyu {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "hdbsql -n hana.caplina.lan:30015 -u {u} -p '{pw}' \"SELECT 1 FROM DUMMY\"",
    "nzsql -host nz.caplina.lan -u {u} -pw '{pw}' -d ventas",
    "vsql -h vertica.caplina.lan -U {u} -w '{pw}'",
    "exaplus -c exa.caplina.lan:8563 -u {u} -p '{pw}'",
    "db2 connect to ZOFRA user {u} using {pw}",
    "cypher-shell -a neo4j://graph.caplina.lan -u {u} -p '{pw}'",
    "arangosh --server.endpoint tcp://arango.caplina.lan:8529 --server.username {u}"
    " --server.password '{pw}'",
    "couchbase-cli bucket-list -c cb.caplina.lan -u {u} -p '{pw}'",
    "asinfo -h aero.caplina.lan -U {u} -P '{pw}' -v namespaces",
    "fdbcli --exec status; curl -u {u}:{pw} https://fdb-ui.caplina.lan/",
    "wget --user={u} --password='{pw}' https://files.caplina.pe/precios.xlsx",
    "aria2c --http-user={u} --http-passwd='{pw}' https://files.caplina.pe/backup.tar",
    "ncftp -u {u} -p '{pw}' ftp.caplina.pe",
    "smbclient //nas-arica/contabilidad -U {u}%{pw}",
    "evil-winrm -i 10.14.0.8 -u {u} -p '{pw}'",
    "cmdkey /add:fs-tacna /user:{u} /pass:{pw}",
    "schtasks /create /tn backup /tr C:\\bk.bat /sc daily /ru {u} /rp {pw}",
    "net user {u} {pw} /add",
    "psexec \\\\pos-tacna-2 -u {u} -p {pw} ipconfig",
    "x11vnc -display :0 -passwd {pw} -forever",
    "qpdf --decrypt --password='{pw}' planilla.pdf planilla-abierta.pdf",
    "pdftk boletas.pdf input_pw {pw} output boletas-ok.pdf",
    "apksigner sign --ks caja.jks --ks-pass pass:{pw} caja-app.apk",
    "wp user update {u} --user_pass='{pw}'",
    "drush user:password {u} '{pw}'",
    "doveadm auth test {u}@caplina.pe '{pw}'",
    "valkey-cli -h cache.caplina.lan --user {u} --pass '{pw}' ping",
    "kopia repository connect s3 --bucket=caplina-bk --password='{pw}'",
    "mysql -h zofra-db -u {u} -p'{pw}' inventario",
    "sshpass -p '{pw}' ssh {u}@pos-arica-1",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "nxshell, tab 'arica-pos': {c}", "Eterm on the old POS box: {c}",
    "zellij pane 2, yoel@erp:~$ {c}", "WindTerm, session 'zofra': {c}", "Electerm tab: {c}",
    "FinalShell 'Tacna-srv': {c}", "Kaku terminal: {c}", "Terminology ~/caja $ {c}",
    "byobu window 3: {c}", "PowerShell on the Arica PC: PS C:\\> {c}",
    "oe, corrí esto: {c}", "el comando que usé po: {c}", "o comando que rodei: {c}",
    "我打咗呢句：{c}", "실행한 명령어: {c}", "aka comando apnaqta: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.caplina.lan:5432/ventas",
    "mysql+pymysql://{u}:{pw}@zofra-db.caplina.lan/inventario",
    "mongodb+srv://{u}:{pw}@cluster-arica.caplina.pe/pedidos",
    "redis://{u}:{pw}@cache.caplina.lan:6379/0",
    "oracle+oracledb://{u}:{pw}@ora.caplina.lan:1521/?service_name=CONTA",
    "clickhouse://{u}:{pw}@ch.caplina.lan:9000/metricas",
    "ftp://{u}:{pw}@ftp.caplina.pe/precios/",
    "neo4j+s://{u}:{pw}@graph.caplina.lan:7687",
    "rediss://{u}:{pw}@valkey.caplina.lan:6380",
    "jdbc:postgresql://pg.caplina.lan/ventas?user={u}&password={pw}",
    "Server=sql-arica;Database=Caja;User Id={u};Password={pw};TrustServerCertificate=True",
    "amqp://{u}:{pw}@rabbit.caplina.lan:5672/ventas",
    "couchbase://{u}:{pw}@cb.caplina.lan/pedidos",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "la cadena de conexión es {c}", "a string de conexão: {c}",
    "連線字串：{c}", "접속 문자열: {c}", "OTOBO 2032061810000305: {c}",
    "AppFlowy page 'Bases de datos': {c}", "remember this connection string: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "caplina-frontera", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400,
                  "scope": "orders:read stock:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("CaplinaPay", "CAPLINAPAY_SECRET", _j("cpl_live_", (ALNUM, 32))),
    ("ZofraLink", "ZOFRALINK_TOKEN", _j("zfl-", (LOWER_DIGITS, 40))),
    ("ChungaraSMS", "CHUNGARA_SMS_KEY", _j("chg.", (URLSAFE, 36))),
    ("Vicuña Cloud", "VICUNA_CLOUD_API_KEY", _j((HEX, 40))),
    ("Morro Cargo", "MORRO_CARGO_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Azapa Envíos", "AZAPA_ENVIOS_KEY", _j("azp_sk_", (ALNUM, 30))),
    ("Culqi", "CULQI_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("Niubiz", "NIUBIZ_PASSWORD_API", _j((ALNUM, 20), "$", (ALNUM, 6))),
    ("Izipay", "IZIPAY_PRIVATE_KEY", _j((D, 8), ":prodpassword_", (ALNUM, 40))),
    ("Plin", "PLIN_CLIENT_SECRET", _j((URLSAFE, 44))),
    ("Webpay Plus", "TBK_API_KEY_SECRET", _j((UPPER_HEX, 64))),
    ("Urbaner", "URBANER_TOKEN", _j((HEX, 40))),
    ("Asaas", "ASAAS_API_KEY", _j("$aact_prod_", (B64, 60))),
    ("PortOne", "PORTONE_API_SECRET", _j((ALNUM, 80))),
    ("AlipayHK", "ALIPAYHK_APP_SECRET", _j((B64, 64), "=")),
    ("Pluxee", "PLUXEE_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Ebanx", "EBANX_INTEGRATION_KEY", _j("live_ik_", (URLSAFE, 22))),
    ("Blue Express", "BLUEX_API_KEY", _j((ALNUM, 32))),
    ("Olva Courier", "OLVA_API_TOKEN", _vendor_jwt("https://api.olva.example")),
    ("Shalom", "SHALOM_API_KEY", _j((HEX, 32))),
    ("KakaoPay", "KAKAOPAY_SECRET_KEY", _j("DEV", (UPPER_HEX, 38))),
    ("Toss Payments", "TOSS_SECRET_KEY", _j("live_gsk_", (ALNUM, 28))),
    ("Caja Tacna", "CAJATACNA_API_KEY", _j((ALNUM, 48))),
    ("BancoEstado", "BANCOESTADO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Hang Seng", "HANGSENG_API_SECRET", _j((HEX, 64))),
    ("Payku", "PAYKU_PRIVATE_TOKEN", _j((HEX, 32))),
    ("Bling", "BLING_API_KEY", _j((HEX, 72))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "kubectl create secret generic pagos --from-literal={env}={tok}",
    "docker run -e {env}={tok} caplina/pagos:3.1",
    "app.yaml:\nenv_variables:\n  {env}: \"{tok}\"",
    "GitHub Actions: {env}: {tok}  # TODO move to secrets",
    "Caplina ERP › Configuración › Integraciones › {vendor}: {tok}",
    "OTOBO 2032061810000333: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} key for the Arica store is {tok}",
    "la API key de {vendor} es {tok} pe",
    "oe la llave API de {vendor}: {tok}",
    "la clave API de {vendor} quedó {tok} po",
    "chave de API da {vendor}: {tok}",
    "{vendor} API keypax {tok}",
    "{vendor} 嘅 API key 係 {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} API ki neun {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    culqi = "sk_live_" + _r(rng, ALNUM, 24)
    shalom = _r(rng, HEX, 32)
    urbaner = _r(rng, HEX, 40)
    payku = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'Culqi.publicKey = "pk_live_x"; culqi = Culqi("{culqi}")', culqi),
        Sample("vendor_token", f"curl -H 'X-Shalom-Key: {shalom}' https://api.shalom.example/g",
               shalom),
        Sample("vendor_token", f"urbaner = UrbanerClient(token='{urbaner}', city='tacna')",
               urbaner),
        Sample("vendor_token", f"<add key=\"PaykuToken\" value=\"{payku}\" />", payku),
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


_BARE_PLACES = ["{t}", "Jandi: {t}", "solo lo muestra una vez, acá está:\n{t}", "guárdamelo: {t}",
                "呢個 token：{t}", "{t}\n^ el nuevo, el viejo ya no sirve",
                "isto aqui: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 22), ".", (URLSAFE, 42)), _j((B64, 58), "=="),
                _j((LOWER_DIGITS, 50)), _j((URLSAFE, 52)), _j((B64, 40)),
                _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Candarave soil sensor S-04: {h}": 32,
    "HMAC secret for the CaplinaPay webhook: {h}": 64,
    "AES key of the Dibal scale's label export: {h}": 32,
    "WireGuard-less IPsec PSK Tacna↔Arica (hex): {h}": 64,
    "llave de cifrado del respaldo: {h}": 64,
    "chave AES do backup: {h}": 48,
    "備份加密金鑰：{h}": 64,
    "백업 암호화 키: {h}": 64,
    "respaldo cifrado llavexa: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "OTOBO 2032061810000347: token from the browser's network tab {t}",
    "Cookie: lang=es-PE; caplina_sid={t}",
    "ERP_ACCESS_TOKEN={t}",
    "guárdame este token: {t}",
    "token 係 {t}",
    "토큰: {t}",
    "o token é {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@caplina.pe"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.caplina.pe/realms/frontera", "azp": "erp-web"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the Arica POS server, keep it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/facturacion.caplina.pe.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SUNAT_CERT_KEY": "{key}", "ruc": "20"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_zofra <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "la llave privada del certificado, oe:\n{key}": ("PRIVATE KEY", "\n"),
    "伺服器私鑰：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "chave PGP do despachante:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABF"
                                      "wAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
               "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Zengo wallet backup words, copied before I burn the card: {p}": "english",
    "voice note: the Exodus recovery words are {p} and that's all": "english",
    "frase semilla de la billetera de la tienda, oe: {p}": "spanish",
    "las 12 palabras de la wallet po: {p}": "spanish",
    "frase de recuperação da carteira: {p}": "portuguese",
    "palabras de recuperación de la billetera (Putre): {p}": "spanish",
    "錢包助記詞：{p}": "chinese_traditional",
    "钱包助记词（阿爷部手机）：{p}": "chinese_simplified",
    "지갑 복구 문구: {p}": "korean",
    "jigap bokgu munggu (Minjun): {p}": "english",
    "wallet arunakapax: {p}": "spanish",
    "seed backup of the old Arica cold wallet: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


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
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's, Hipercard's, a Korean BC card's:
    brands the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175", "451416", "509048"], [16])
    if brand == "hipercard":
        return _card_of(rng, ["606282", "384100"], [16])
    if brand == "bccard":
        return _card_of(rng, ["940912", "942150", "949019"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Jandi, Yoel: la tarjeta de la empresa para los repuestos es {c}, vence {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "N° de tarjeta: {c}\nVencimiento: {mm}/{yy}",
    "OTOBO 2032061810000362: pay the Dibal service with card {c}",
    "oe, mi tarjeta es {c}, {mm}/{yy}, págalo tú pe",
    "la tarjeta de la Javiera po: {c} vence {mm}/{yy}",
    "o número do cartão é {c}, validade {mm}/{yy}",
    "我張卡號碼：{c}，{mm}/{yy}",
    "카드 번호: {c}, 유효기간 {mm}/{yy}",
    "tarjetaxan numeropax {c}",
    "kaat hou maa {c}, {mm}/{yy}",
    "kadeu beonho {c} ({mm}/{yy})",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "amex", "hipercard", "bccard", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "los tres numeritos de atrás de la tarjeta son {cvv} pe",
               "Amex {c}, the four digits on the front above the number: {cvv}",
               "o código de segurança atrás do cartão: {cvv}",
               "卡背面三個字：{cvv}",
               "카드 뒷면 CVC: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries a rough grep of the earlier corpora's shape tables finds least, Brazil for the traders;
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CR": "0" + "n" * 17, "SV": "aaaa" + "n" * 20, "AD": "n" * 8 + "c" * 12,
                "MK": "nnn" + "c" * 10 + "nn", "EE": "n" * 16,
                "BR": "n" * 23 + "a" + "c"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Factura CF-2032-077: pagar al proveedor de San José al IBAN {i}",
    "save the Andorran supplier's IBAN: {i}",
    "IBAN: {i}\nReferencia: aceituna de Azapa, lote 12",
    "Jandi #tesoreria: nuevos datos bancarios, IBAN {i}",
    "oe, el IBAN del broker es {i} pe",
    "el IBAN del proveedor po: {i}",
    "o IBAN da conta em São Paulo: {i}",
    "我哋喺巴西個 IBAN：{i}",
    "IBAN 계좌: {i}",
    "IBAN cuentaxa: {i}",
    "IBAN of the Skopje spare-parts seller: {i}",
    "Tallinn supplier, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _dni(g: random.Random) -> str:
    """A Peruvian DNI (CUI) with its check digit after a dash."""
    body = _r(g, D, 8)
    return f"{body}-{pe_cui.calc_check_digits(body)[0]}"


def _ruc(g: random.Random) -> str:
    """A Peruvian RUC of a company (20…) or a person (10…), its check digit holding."""
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _rut(g: random.Random) -> str:
    """A Chilean RUT, dotted, with its mod-11 check character."""
    number = v.until(g, lambda h: str(h.randrange(6_000_000, 26_000_000)) + h.choice(D + "K"),
                     cl_rut.is_valid)  # fmt: skip
    return str(cl_rut.format(number))


def _cpf(g: random.Random) -> str:
    return v.until(g, lambda h: str(br_cpf.format(_r(h, D, 11))), br_cpf.is_valid)


def _cnpj(g: random.Random) -> str:
    return v.until(g, lambda h: str(br_cnpj.format(_r(h, D, 8) + "0001" + _r(h, D, 2))),
                   br_cnpj.is_valid)  # fmt: skip


def _rrn(g: random.Random) -> str:
    """A Korean resident registration number, its check digit holding."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{born}-{h.choice('12')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


def _brn(g: random.Random) -> str:
    """A Korean business registration number, its check digit holding."""
    return v.until(g, lambda h: str(kr_brn.format(_r(h, D, 10))), kr_brn.is_valid)


def _ric(g: random.Random) -> str:
    """A Chinese resident identity card number of Taishan or Guangzhou, its check holding."""

    def make(h: random.Random) -> str:
        body = h.choice(["440781", "440104", "440106"]) + str(h.randrange(1940, 2000))
        body += f"{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{_r(h, D, 3)}"
        return body + h.choice(D + "X")

    return v.until(g, make, cn_ric.is_valid)


def _pe_ce(g: random.Random) -> str:
    """A Peruvian carné de extranjería: nine digits, no public check."""
    return "00" + _r(g, D, 7)


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M and eight digits, no public check."""
    return "M" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "mi DNI es {s}, para la boleta": _dni,
    "oe, el DNI de mi vieja: {s}": _dni,
    "DNI of the Candarave oregano grower, for the contract: {s}": _dni,
    "RUC de la empresa: {s}": _ruc,
    "el RUC del proveedor de Tarata pe: {s}": _ruc,
    "mi RUT es {s} po": _rut,
    "RUT de la bodega de Arica: {s}": _rut,
    "RUT of the Putre guesthouse owner: {s}": _rut,
    "meu CPF: {s}": _cpf,
    "CPF do Rafael pro frete: {s}": _cpf,
    "CNPJ da importadora em Corumbá: {s}": _cnpj,
    "주민등록번호: {s}": _rrn,
    "Seoyeon's resident registration number: {s}": _rrn,
    "사업자등록번호 {s}": _brn,
    "jumin deungnok beonho {s}": _rrn,
    "身份證號碼：{s}": _ric,
    "阿爺個身分證號：{s}": _ric,
    "carné de extranjería de Kaman: {s}": _pe_ce,
    "여권번호 {s}": _kr_passport,
    "DNIxa: {s}": _dni,
    "RUT jilaqataxa: {s}": _rut,
    "san fan zing hou maa {s}": _ric,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Culqi 2FA recovery codes\n{codes}",
            "códigos de respaldo de la cuenta de Google: {codes}",
            "códigos de backup do Asaas: {codes}", "2FA 後備碼：\n{codes}",
            "2단계 인증 백업 코드: {codes}", "códigos de recuperación po: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/CaplinaERP:yoel@caplina.pe?secret={s}&issuer=CaplinaERP",
              "2FA setup key for the Zofra portal: {s}",
              "clave de configuración del autenticador: {s}",
              "2단계 인증 설정 키: {s}"]  # fmt: skip
_CODES = ["{c} es tu código de verificación de Yape", "Caja Tacna: su clave dinámica es {c}",
          "Seu código Asaas: {c}. Não compartilhe", "【AlipayHK】驗證碼 {c}，5分鐘內有效",
          "[카카오] 인증번호 [{c}]"]  # fmt: skip


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


_SSIDS = ["Caplina-Tienda", "CPL-Zofra-5G", "Claro_Pocollay_2G", "Movistar_Tacna_7F21",
          "Entel-Arica-Bodega", "VTR-Azapa-5G", "Putre-Hostal", "Candarave-Secadero",
          "Chungara-Guest", "FamiliaWong_5G", "Hanbit-Site-Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "store network {s}, passphrase {pw}",
    "wifi del secadero: {s} / {pw}",
    "oe el wifi {s}, la contra es {pw}",
    "la clave del wifi {s} es {pw} po",
    "a senha do wifi {s} é {pw}",
    "{s} 嘅 wifi 密碼係 {pw}",
    "와이파이 {s} 비밀번호 {pw}",
    "wifi {s} contraseñapax {pw}",
    "wai fai {s} mat ma {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "the key printed under the Entel box: {pw}",
    "ESP32 firmware, secrets.h:\n#define WIFI_SSID \"{s}\"\n#define WIFI_PASS \"{pw}\"",
    "waipai {s} bimilbeonho {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("cpl_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_live_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictado por audio] {t}",
          "(separado para que no salga en la vista previa) {t}", "一個一個字：{t}",
          "letra por letra po: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el candado del almacén de la Zofra: {pw}", "código del portón de Pocollay: {pw}",
          "la clave de la caja fuerte es {pw} po", "o código do cadeado do caminhão: {pw}",
          "貨倉門密碼鎖：{pw}", "창고 도어락 비밀번호 {pw}", "almacén candadoxa: {pw}",
          "the Arica shop's alarm code is {pw}",
          "keypad at the Putre hostel door: {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["oregano", "aceituna", "vicuna", "flamenco", "garita", "colectivo", "caplina",
                 "chungara", "alfajor", "tumbo", "camote", "morro", "azapa", "parihuela",
                 "quirquincho", "llareta"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the company vault: {p}": " ",
            "frase de contraseña del KeePassXC: {p}": "-",
            "passphrase do VeraCrypt: {p}": " ", "BitLocker-less LUKS passphrase: {p}": ".",
            "主密碼短句：{p}": " ", "마스터 암호 문구: {p}": "_",
            "frase secreta del disco, oe: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request to the Zofra API, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie: http GET api.caplina.pe/stock 'Authorization: Bearer {v}'": False,
    "Thunder Client env, Authorization = Basic {v}": True,
    "log del proxy: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = x",
    "frappe site_config.json:\n{{\"db_name\": \"caplina\", \"db_password\": \"{pw}\"}}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "config/database.yml:\nproduction:\n  username: caplina\n  password: {pw}",
    "application.properties:\nspring.datasource.username=erp\nspring.datasource.password={pw}",
    "dolibarr conf.php:\n$dolibarr_main_db_pass='{pw}';",
    "glpi config_db.php:\npublic $dbpassword = '{pw}';",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "nextcloud config.php:\n  'dbpassword' => '{pw}',",
    ".env:\nDB_HOST=zofra-db\nDB_USERNAME=caja\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "msmtprc:\naccount ventas\nuser ventas@caplina.pe\npassword {pw}",
    "fetchmailrc:\npoll mail.caplina.pe user 'caja' there with password '{pw}'",
    "rclone.conf:\n[nas]\ntype = sftp\nuser = backup\npass = {pw}",
    "my.cnf:\n[client]\nuser=root\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Yoel: cuál es la clave del wifi de la tienda?\nKelly: {pw}",
    "[07:40] benja: la pass del NVR?\n[07:41] javiera: {pw}",
    "Brayan: {pw} es la nueva contraseña del ERP",
    "Camila: usa {pw}, eso le puse al router po",
    "Thiago: a senha nova é {pw}",
    "黃家文：新密碼係 {pw}",
    "김민준: 새 비밀번호 {pw}",
    "Sabino: machaq contraseñaxa {pw}",
    "Luana: senha? \nRafael: {pw}",
    "Siufung: san mat ma hai {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "contra\u200bseña = {pw}", "pass\u00adword → {pw}", "раssword: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｃｏｎｔｒａｓｅñａ: {pw}", "ꜱᴇɴʜᴀ = {pw}", "se\u200dnha: {pw}",
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


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _spaced_card(g: random.Random, brand: str) -> str:
    return v.grouped(_card(g, brand), " ", g)


def _hipercard(g: random.Random) -> str:
    return _spaced_card(g, "hipercard")


def _one_code(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Dibal admin password is": "{s}", "la contra del ERP es": "{s} pe",
    "密碼係": "{s}", "Hikvision password": "{s}\ncámbiala después de la feria",
    "비밀번호는": "{s}", "a senha é": "{s}", "la clave es": "{s} po", "contraseñaxa": "{s}",
    "the password Sabino read out on the radio was": "{s}, I think", "mat ma hai": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "CaplinaPay secret key", "{s}", _j("cpl_live_", (ALNUM, 32))),
    ("split_token", "Shalom API key:", "{s} (envíos)", _j((HEX, 32))),
    ("split_token", "Pluxee client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Zengo backup words", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/36", lambda g: _spaced_card(g, "elo")),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CR"))),
    ("split_backup", "códigos de respaldo", "{s}\nabcd-1234-efgh", _one_code),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUT", "{s}", _rut),
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
    '{"dibal": {"url": "https://balanza.lan", "admin_pw": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "kapaza", "clave": "{s}"}}': ("meta_password", _plain_pw),
    '{"pos": [{"n": "pos-1"}, {"n": "pos-2", "web_pw": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["hdbsql", "-n", "hana:30015", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la contra del NVR es {s} pe"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "entra al ERP como caja con la contraseña {s}"}': ("meta_password", _plain_pw),
    '{"shalom": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"urbanerToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"culqi_secret": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"tarjeta": "{s}", "vence": "07/36"}}': ("meta_card", _hipercard),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AD")),
    '{"cliente": {"rut": "{s}"}}': ("meta_id", _rut),
    '{"mfa": {"backup_codes": ["{s}", "abcd-1234-efgh"]}}': ("meta_otp", _one_code),
    '{"billetera": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"almacen": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "CPL-Zofra-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"python-escpos-3.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dibal-d900-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/caplina/erp-web:7.3").hexdigest()
_COMMIT = hashlib.sha1(b"caja: add Yape column to daily close", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"zofra: revert DAM mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"precios_2032-06-01.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ventas-arica-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Dibal scale password before the calibration on 2032-06-14.",
    "Kelly asked for the store wifi password; it's on the card in the cash drawer.",
    "Policy: company passwords have at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into Jandi; share a vault link instead.",
    "The `.env.example` line `CULQI_SECRET_KEY=replace-me` is a placeholder.",
    "The Hikvision NVR asks for a new admin password after every firmware update.",
    "Replace <YOUR_SHALOM_KEY> in the README with the key from the Shalom dashboard.",
    "PAYKU_PRIVATE_TOKEN and URBANER_TOKEN must be set before the nightly sync runs.",
    "oe, no le pases tu contraseña a nadie, ni al de sistemas pe.",
    "la clave del wifi está pegada atrás del router po, no me preguntís más.",
    "A senha tem que ter pelo menos 14 caracteres, beleza?",
    "唔好將密碼話俾任何人知。",
    "비밀번호는 아무에게도 알려주지 마세요.",
    "Contraseñaxa janiw khitirus churañamäkiti.",
    "La contraseña debe tener mínimo catorce caracteres.",
    "mat ma m ho bei jan zi aa.",
    "Upgraded the Dibal firmware from 5.1 to 5.2 and python-escpos to 3.1 last Sunday.",
    f"commit {_COMMIT} adds the Yape column to the daily close.",
    f"Rolled back to {_SHORT} after the DAM mapping broke the Zofra export.",
    f"requirements.txt: python-escpos==3.1 --hash=sha256:{_WHEEL_SUM}",
    f"The D-900 firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ventas-arica-2031.parquet: {_SHA512}",
    f"The ERP container runs ghcr.io/caplina/erp-web@sha256:{_IMAGE}.",
    f"MD5 of precios_2032-06-01.xlsx is {_MD5}, same as the copy on the NAS.",
    "Request id 3c8e51d2-9a4b-4e07-a2f6-7d1b0c9e5f34 is the slow one in the Culqi logs.",
    "Orden de compra OC-2032-00731: 120 cajas de aceituna de Azapa, sale el jueves.",
    "OTOBO 2032061810000410: the Arica cold room alarm trips at night again.",
    "Llamar a la tienda de Tacna al +51 52 418 730 antes del mediodía.",
    "El colectivo Tacna–Arica sale a las 07:30 y cuesta S/ 35 o $12.000 CLP.",
    "Boleta B001-00048213 por S/ 148.90, pagada con Yape.",
    "Guía de remisión T001-0009321 cubre 18 sacos de orégano de Candarave.",
    "Partida arancelaria 0709.92 son aceitunas frescas; 1211.90 el orégano seco.",
    "The cold room is at 4.5 °C and 85 % relative humidity.",
    "After five wrong passwords the ERP locks the account for 15 minutes.",
    "The Candarave dryer holds 600 kg; a sack of oregano weighs about 25 kg.",
    "The secret of good Azapa olives is the brine, three months at least.",
    "Ask Javiera for the warehouse keypad code, I don't have it.",
    "My card ending 4417 was declined at the Arica hardware store.",
    "The San José supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Culqi account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CULQI_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the Zofra warehouse rusts in the sea air; oil it every month.",
    "Culqi moved the API key page under Desarrollo › API Keys in its May release.",
    "The guest wifi 'Chungara-Guest' is open, no password needed.",
    "Lote LT-2032-CAN-0117, 25 kg, humedad 11.4 %; calidad A.",
    "Vuelo LA2281 Tacna–Lima sale 16:45; el asiento es 14C.",
    "Versión 7.3.2 del ERP ya está en producción desde el 2032-05-30.",
    "El bus de Putre a Arica tarda unas 3 horas; el pasaje cuesta $6.500.",
    "Tracking Olva 82934-117 llega a Tacna el lunes.",
    "오늘 광산 회의는 오후 3시에 시작합니다.",
    "聽日下晝三點喺舖頭開會。",
    "A carreta de azeite chega em Arica na quarta, 22 paletes.",
    "Jichhax Candarave markan oregano aljañaw utji.",
    "Contraseña olvidada? Haz clic en 'Recuperar acceso'.",
    "Zofratacna abre de 9:00 a 17:00; el estacionamiento es gratis.",
    "Password hint field stays empty by policy.",
    "The token limit of the assistant is 8000 per call.",
    "The PIN pad of the Arica POS is broken; use the Sunmi terminal instead.",
    "La clave de producto de Windows está en la etiqueta del equipo, no la copies acá.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/caplina/dibal", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-escpos", "version": "3.1"}}',
    '{"ticket": "2032061810000410", "orden_compra": "OC-2032-00731"}',
    '{"lote": {"id": "LT-2032-CAN-0117", "peso_kg": 25, "humedad_pct": 11.4}}',
    '{"telefono": "+51 52 418 730", "ciudad": "Tacna"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacos_en_stock": 412}',
    '{"partida": "0709.92", "origen": "CL", "descripcion": "aceitunas"}',
    '{"boleta": "B001-00048213", "total": "148.90", "moneda": "PEN"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
