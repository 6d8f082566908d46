# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-forty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-forty-fifth's
docstring, the fifth to three-hundred-and-forty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (346 to 348), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (349_604_217), password words (a field word, a
Neuquén place and a number, `FracturaZapala47!`; dot-joined places with a year,
`anelo.barda.2019`; leet `P3hu3n`; a name, a year and a field word; a generator's dashed groups;
`VacaMuerta` with a number; random runs).

The fictional company is Ruca Lafken Well Services S.A. (a frac-service base in Añelo, a sand yard
in Zapala, a workshop in Cutral Có and an office in Neuquén city), with Rioplatense and Mapuche
staff, Norwegian engineers (Stavanger), Brazilian contractors (Macaé), a Ukrainian drilling crew
(relatives in Poltava) and Welsh-speaking relatives in Gaiman and Trelew (Chubut); every company,
person, address, domain (`rucalafken.lan`, `rucalafken.example`, `rlws.example`), account and
number is invented, only the region is real. Texts: chats, Zello and voice-note transcripts, Jira
tickets, notes, runbooks, shell prompts, config and env files and requests to the assistant;
separators: a colon, `=`, `→`, `←`, `—`, `es`, `é`, `er`, `yw`, `ydy`, `ta`, `feyta`, a table cell,
a new line and none.

Grep counts (heldouts 5 to 345 naming each, grep -l): none for Neuquén, Añelo, Cutral, Zapala,
Vaca Muerta, YPF, Tecpetrol, Halliburton, Equinor, iugu, `kimün`; one to three for Chubut, Gaiman,
Trelew, `cod diogelwch`, WITSML, Pason, Corva, Enverus, Peloton, Ualá, Naranja X, Andreani,
Correo Argentino, PedidosYa, Tiendanube, PagSeguro, Asaas, Altinn, `ñi contraseña`, nuget
sources; four to nine for Mapudungun (5), Mercado Pago (5), Vipps (6), Monobank, LiqPay and Nova
Poshta (4 each), cyfrinair (9), grafana-cli (6), crackmapexec (7), wget --password (7),
jarsigner (8), az login (8), crane auth (9), helm repo add (9), sqlline (9), mongodump (9),
`expect` (8); more for bteq (10), usermod (11), beeline (11), swaks (12), net user (13),
evil-winrm (14), rdesktop (14), mosquitto_passwd (15), skopeo (16), vsql (16), chpasswd (17),
`пароль від` (18), passordet (35), `senha do` (75) and the rest.

About half of the secret samples are not in English: Rioplatense Spanish as texted (`la contra
del wifi`, `pasame la clave`, `che`, `boludo`, `q onda`, `anotala`), Mapudungun words around
Spanish labels (`Mari mari lamngen`, `ñi clave`, `feyta`, `ta`, `ruka mew`, `kimfe`), the Welsh
of the Chubut relatives (`cyfrinair … yw`, `cyfrinair newydd`, `cod diogelwch`, `codau wrth
gefn`, `geiriau adfer`, `allwedd API`), the Norwegian of the engineers (`passordet er`,
`reservekoder`, `engangskoden`, `API-nøkkel`, `fødselsnummer`), the Brazilian Portuguese of the
contractors (`a senha é`, `chave da API`, `frase de recuperação`) and the Ukrainian of the crew in
Cyrillic and romanised (`пароль від`, `резервні коди`, `код підтвердження`, `parol vid wifi`,
`novyi parol`). Spanish, Norwegian, Portuguese and Ukrainian in script are ordinary usage; the
author's guesses, checked by no speaker, are every Mapudungun wording (`ñi`, `feyta`, `ta`,
`mew`, `kimfe`, `we`), the Welsh compounds (`cyfrinair-ymadrodd`, `allwedd amgryptio`, `eich cod
dilysu`) and the romanised Ukrainian spellings.

Vendors: invented ones (PozoNet `pzn_live_`, ArenaFrac Telemetry `aft-`, LafkenPay `lkp_sk_`,
Añelo Cloud `anc.`, Pehuén SMS `phsms_`; shapes guessed) and Argentine, Brazilian, Norwegian,
Ukrainian and oilfield-software ones with guessed shapes (Mercado Pago, Ualá Bis, Naranja X,
Andreani, Correo Argentino, Tiendanube, PedidosYa, iugu, Asaas, PagSeguro, Vipps, Altinn,
Monobank, LiqPay, Nova Poshta, Pason DataHub, Corva, Enverus, Peloton WellView); the JWTs are
well-formed.

Ids: Argentina's CUIT/CUIL and CBU (`ar.cuit`, `ar.cbu`) and DNI (`ar.dni`, format only), Norway's
fødselsnummer and MVA number (`no.fodselsnummer`, `no.mva`), Ukraine's РНОКПП and ЄДРПОУ
(`ua.rntrc`, `ua.edrpou`), Brazil's CNPJ (`br.cnpj`), Chile's RUT (`cl.rut`) and Paraguay's RUC
(`py.ruc`), each drawn until its python-stdnum module validates it. Cards pass Luhn
(`stdnum.luhn`; Cabal, Naranja, Elo, Ukraine's PROSTIR, Visa and Mastercard prefixes); IBANs of
Norway, Brazil, Ukraine (the relatives'), Gibraltar, Malta and Tunisia (least used by a rough grep
count), checked with `stdnum.iban`; seed phrases from mnemonic's English, Spanish and Portuguese
lists (its Russian list failed its own check here, so none), checked with `Mnemonic(lang).check`.
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
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.br import cnpj as br_cnpj
from stdnum.cl import rut as cl_rut
from stdnum.no import fodselsnummer as no_fnr
from stdnum.no import mva as no_mva
from stdnum.py import ruc as py_ruc
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 349_604_217
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples of ``templates``: ``{pw}`` is the planted value, each pool one pick."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            fields = {name: rng.choice(pool) for name, pool in pools.items()}
            text = template.format_map({"pw": secret, **fields})
            out.append(Sample(cls, text, secret))
        return out

    return take


# Password words: Neuquén's places, rivers, trees and the oilfield's own words.
_PLACES = ["Anelo", "CutralCo", "Zapala", "PlazaHuincul", "Chos Malal", "Senillosa", "Plottier",
           "Centenario", "Picun", "Loncopue", "Aluminé", "Rincon", "Auca", "Copahue",
           "Limay", "Neuquen", "Lanin", "Catriel", "Huincul", "Mahuida"]  # fmt: skip
_FIELD = ["Fractura", "Arena", "Pozo", "Torre", "Casing", "Tubing", "Packer", "Pehuen", "Meseta",
          "Barda", "Jarilla", "Choique", "Zonda", "Viento", "Pluma", "Bomba"]  # fmt: skip
_NAMES = ["Agustina", "Facundo", "Nahuel", "Milagros", "Ezequiel", "Ayelen", "Lautaro", "Rayen",
          "Sigrid", "Eirik", "Thiago", "Luana", "Oleksandr", "Taras", "Iryna", "Gwenllian",
          "Rhys", "Catrileo", "Millaray", "Bruno"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P3hu3n", "L1m4y", "C0p4hu3", "Fr4ctur4", "4r3n4", "L4n1n", "Z4p4l4", "B4rd4"]


def _year(g: random.Random) -> int:
    return g.randrange(1975, 2033)


_PICKS: list[Maker] = [
    lambda g: (
        f"{g.choice(_FIELD)}{g.choice(_PLACES).replace(' ', '')}{g.randrange(10, 100)}"
        f"{g.choice(_SYMBOLS)}"
    ),
    lambda g: f"{g.choice(_PLACES).lower().replace(' ', '')}.{g.choice(_FIELD).lower()}.{_year(g)}",
    lambda g: f"{g.choice(_LEET)}{_year(g)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"Pozo{g.randrange(100, 1000)}{g.choice(_FIELD)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{_year(g)}{g.choice(_SYMBOLS)}{g.choice(_FIELD)}",
    lambda g: (
        _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2)
    ),
    lambda g: f"VacaMuerta{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_FIELD)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_FIELD).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_USERS = ["agustina.p", "facu.quilapan", "nahuel", "mili.sosa", "eberon", "ayelen", "lautaro",
          "rayen.c", "sigrid.h", "eirik", "thiago.b", "luana", "ohnatiuk", "taras", "iryna.b",
          "svc_frac", "scada", "witsml", "ops"]  # fmt: skip

_SAID = [
    # Rioplatense Spanish, as texted
    "che la contra del router de la base de Añelo es {pw}",
    "Facu: la clave nueva del SCADA del set 3 → {pw} no la pases x grupo eh",
    "q onda, te paso la contraseña de la compu del trailer: {pw}",
    "nota de voz de Mili: la clave del portal de arena de Cutral Có es {pw}, anotala",
    "Ayelen (audio transcripto): contraseña del mail de compras… {pw}… dale?",
    "boludo me bloquearon, la pass nueva quedó {pw}",
    "ticket #RL-4471 — el usuario de Zapala pide reset; clave provisoria: {pw}",
    "pasá la clave del NVR del yard, es {pw} creo",
    "dejo acá la contraseña del Starlink de la locación: {pw}",
    "contraseña del Power BI de producción = {pw}",
    # Mapudungun words around Spanish labels (guesses)
    "Mari mari lamngen! ñi clave feyta {pw}",
    "Rayen: ñi contraseña ta {pw}, kimfe ta pozo 12",
    "Catrileo: fey ta ñi clave ruka mew, {pw}",
    "Millaray: we clave ñi compu mew {pw}",
    # Welsh of the Chubut relatives
    "Nain yn Gaiman: y cyfrinair newydd ar gyfer y cyfrifiadur yw {pw}",
    "Rhys: cyfrinair y banc ar-lein, paid â'i rannu: {pw}",
    "Gwenllian: dyma'r cyfrinair i'r capel Bethel wifi — {pw}",
    "neges llais: cyfrinair y cyfrif e-bost ydy {pw}, diolch cariad",
    "cyfrinair newydd i'r clinig yn Nhrelew → {pw}",
    # Norwegian oilfield engineers
    "Sigrid: passordet til boreloggeren er {pw}",
    "Eirik: nytt passord på WITS-serveren: {pw}",
    "passordet mitt til vaktlista er {pw}, ikke del det",
    "Sigrid (talemelding): passord for kontoen i Stavanger er {pw}",
    "fra Eirik: admin-passordet på frac-vanen ble endret til {pw}",
    # Brazilian contractors' Portuguese
    "Thiago: a senha do painel da bomba é {pw}",
    "Luana: senha nova do sistema de arenas: {pw}",
    "mano, a senha do notebook do contêiner ficou {pw}",
    "áudio transcrito do Thiago: senha do e-mail da empreiteira é {pw}",
    "senha provisória do ponto eletrônico → {pw}",
    # Ukrainian drilling crew, script and romanised
    "Олександр: пароль від ноутбука бурового майстра {pw}",
    "Тарас: новий пароль до SCADA — {pw}",
    "Ірина: пароль від пошти компанії: {pw}",
    "parol vid wifi u vagonchyku {pw}",
    "Taras: novyi parol do serveru {pw}, ne kazhy nikomu",
    # English
    "Agustina's note: Pason rig display admin password {pw}",
    "runbook §4: log into the Corva edge box with the password {pw}",
    "Ask the assistant: remember that the coiled-tubing unit's HMI password is {pw}",
    "Jira RLWS-912: temp password for the Plaza Huincul kiosk is {pw}",
    "Zello voice log transcript: the frac van password is {pw}",
    "voice memo: sand silo PLC web password {pw}",
    "Slack huddle notes: ESXi root password on the Añelo rack = {pw}",
    "please remember the Fortinet VPN password: {pw}",
    "The password for the tanker-dispatch portal: {pw}",
]  # fmt: skip
_said = _family("labelled_password", _SAID, _pw)

_LOGINS = [
    "usuario {u} / contraseña {pw} para el portal de YPF-proveedores (ficticio)",
    "login: {u}  pass: {pw}",
    "{u} / {pw}  ← acceso al historiador de Cutral Có",
    "brukernavn {u}, passord {pw}",
    "usuário: {u} senha: {pw}",
    "логін {u}, пароль {pw}",
    "enw defnyddiwr {u}, cyfrinair {pw}",
    "creds for the Kepware box are {u} and {pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | frac-van-2 |",
    "{u}@rucalafken.example:{pw}",
    "root:{pw}",
    "ingresá como {u}, la clave es {pw}",
    "user: {u}\npassword: {pw}",
    "login {u} og passord {pw} til Petrobras-portalen",
]  # fmt: skip
_logins = _family("login_pair", _LOGINS, _pw, u=_USERS)

_SAID_WORDS = ["choique", "pehuen", "jarilla", "calafate", "barda", "zonda", "piñon", "catango",
               "meseta", "lanin", "chenque", "neneo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "la clave es la palabra {w}, todo en minúscula, y después {d}",
    "la contra: {w} y atrás el número {d}",
    "passordet er ordet {w}, så {d}",
    "a senha é a palavra {w} e depois o número {d}",
    "y cyfrinair yw'r gair {w}, wedyn {d}",
    "пароль — слово {w}, потім {d}",
    "the wifi password is the word {w} followed by {d}",
    "type {w}, then {d}; that's the historian password",
    "{w} with {d} at the end, that's the frac van login",
    "it's {w}{d}, word and digits joined",
    "ñi clave: {w}, fey {d}",
    "parol: slovo {w}, potim {d}",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_CLI = [
    "evil-winrm -i 10.40.2.11 -u {u} -p '{pw}'",
    "grafana-cli admin reset-admin-password {pw}",
    "nuget sources add -Name rlws -Source https://nuget.rucalafken.lan/v3/index.json "
    "-Username {u} -Password {pw}",
    "wget --user={u} --password={pw} https://files.rucalafken.lan/wits/day.csv",
    "crane auth login registry.rucalafken.lan -u {u} -p {pw}",
    "beeline -u jdbc:hive2://hive.rucalafken.lan:10000 -n {u} -p {pw}",
    "sqlline -u jdbc:phoenix:zk1 -n {u} -p {pw}",
    "mongodump --host mongo.rucalafken.lan --username {u} --password {pw} --db fracs",
    "jarsigner -keystore rlws.jks -storepass {pw} app.apk rlws",
    "az login -u {u}@rucalafken.example -p {pw}",
    "helm repo add rlws https://charts.rucalafken.lan --username {u} --password {pw}",
    "bteq .logon td.rucalafken.lan/{u},{pw}",
    "usermod -p \"$(openssl passwd -6 {pw})\" {u}",
    "net user {u} {pw} /add",
    "rdesktop -u {u} -p {pw} hmi-set3.rucalafken.lan",
    "echo '{u}:{pw}' | chpasswd",
    "mosquitto_passwd -b /etc/mosquitto/passwd {u} {pw}",
    "swaks --to ops@rucalafken.example --auth-user {u} --auth-password {pw}",
    "openssl pkcs12 -export -in wits.crt -inkey wits.key -out wits.p12 -passout pass:{pw}",
    "vsql -h vertica.rucalafken.lan -U {u} -w {pw}",
    "skopeo copy --src-creds {u}:{pw} docker://registry.rucalafken.lan/wits:2 dir:/tmp/w",
    "mysqldump -u {u} -p{pw} frac_reports",
    "sshpass -p '{pw}' ssh {u}@rig-gw.rucalafken.lan",
    "redis-cli -h cache.rucalafken.lan -a {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\rlws> {c}", "nahuel@frac-van-2:~$ {c}",
    "corrí esto en la consola: {c}", "comando que usé en Añelo: {c}",
    "kommandoen jeg kjørte: {c}", "o comando que rodei: {c}", "команда, яку я запустив: {c}",
    "y gorchymyn: {c}", "history | tail -1\n  512  {c}", "runbook step 7:\n    {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = _family("cli_password", _CLI, _plain_pw, u=_USERS)(rng, n)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.rucalafken.lan:5432/fracs",
    "mssql+pyodbc://{u}:{pw}@sql-nqn.rucalafken.lan/Historian?driver=ODBC+Driver+18",
    "mongodb+srv://{u}:{pw}@cluster0.rlws.example/wits",
    "opc.tcp://{u}:{pw}@plc-silo4.rucalafken.lan:4840",
    "ftps://{u}:{pw}@ftp.rucalafken.lan:990/lwd/",
    "clickhouse://{u}:{pw}@ch.rucalafken.lan:9000/sensors",
    "influxdb://{u}:{pw}@influx.rucalafken.lan:8086/pressure",
    "redis://{u}:{pw}@cache.rucalafken.lan:6379/2",
    "Server=sql-zapala;Database=Logistica;User Id={u};Password={pw};",
    "jdbc:oracle:thin:{u}/{pw}@//ora.rucalafken.lan:1521/ERP",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "la cadena de conexión es {c}", "tilkoblingsstreng: {c}",
    "string de conexão: {c}", "рядок підключення: {c}", "keep this for the report job: {c}",
    "Confluence page 'Historian': {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = _family("connection_string", _URLS, _plain_pw, u=_USERS)(rng, n)
    return v.framed(rng, samples, _URL_PLACES)


# (vendor, variable, maker): invented vendors and regional ones whose shapes are guessed.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("PozoNet", "POZONET_API_KEY", _j("pzn_live_", (ALNUM, 32))),
    ("ArenaFrac Telemetry", "ARENAFRAC_TOKEN", _j("aft-", (LOWER_DIGITS, 40))),
    ("LafkenPay", "LAFKENPAY_SECRET_KEY", _j("lkp_sk_", (ALNUM, 36))),
    ("Añelo Cloud", "ANELO_CLOUD_TOKEN", _j("anc.", (URLSAFE, 43))),
    ("Pehuén SMS", "PEHUEN_SMS_KEY", _j("phsms_", (HEX, 32))),
    ("Mercado Pago", "MP_ACCESS_TOKEN",
     _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ("Ualá Bis", "UALA_BIS_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Naranja X", "NARANJAX_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Andreani", "ANDREANI_API_KEY", _j((HEX, 40))),
    ("Correo Argentino", "CORREO_AR_TOKEN", _j((URLSAFE, 48))),
    ("Tiendanube", "TIENDANUBE_ACCESS_TOKEN", _j((HEX, 40))),
    ("PedidosYa", "PEDIDOSYA_CLIENT_SECRET", _j((ALNUM, 36))),
    ("iugu", "IUGU_API_TOKEN", _j((UPPER_HEX, 32))),
    ("Asaas", "ASAAS_API_KEY", _j("$aact_", (ALNUM, 60))),
    ("PagSeguro", "PAGSEGURO_TOKEN", _j((UPPER_HEX, 32))),
    ("Vipps", "VIPPS_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Altinn", "ALTINN_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Monobank", "MONOBANK_X_TOKEN", _j((URLSAFE, 44))),
    ("LiqPay", "LIQPAY_PRIVATE_KEY", _j("sandbox_", (ALNUM, 40))),
    ("Nova Poshta", "NOVAPOSHTA_API_KEY", _j((HEX, 32))),
    ("Pason DataHub", "PASON_DATAHUB_KEY", _j((ALNUM, 48))),
    ("Corva", "CORVA_API_KEY", _j((HEX, 40))),
    ("Enverus", "ENVERUS_SECRET_KEY", lambda g: v.uuid4(g, "b")),
    ("Peloton WellView", "PELOTON_API_TOKEN", _j((URLSAFE, 40))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}='{tok}'",
    "docker-compose.yml:\n  environment:\n    - {env}={tok}",
    "clave de API de {vendor}: {tok}",
    "la API key de {vendor} es {tok}",
    "API-nøkkel for {vendor}: {tok}",
    "chave da API do {vendor}: {tok}",
    "ключ API {vendor}: {tok}",
    "allwedd API {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    mp = _VENDORS[5][2](rng)
    corva = _r(rng, HEX, 40)
    out = [
        Sample("vendor_token", f'mp = mercadopago.SDK("{mp}")', mp),
        Sample(
            "vendor_token",
            f'curl -H "Authorization: API {corva}" https://api.corva.example/v1/assets',
            corva,
        ),
    ]
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = [
    "{t}",
    "guardame esto: {t}",
    "te lo muestra una sola vez, acá va:\n{t}",
    "ta hi {t}",
    "{t}\n^ el nuevo, el viejo ya no anda",
    "ось: {t}",
    "her: {t}",
]
_BARE_MAKERS = [
    _j((ALNUM, 44)),
    _j((URLSAFE, 24), ".", (URLSAFE, 40)),
    _j((B64, 56), "=="),
    _j((LOWER_DIGITS, 48)),
    _j((URLSAFE, 50)),
    _j((B64, 44)),
    _j((ALNUM, 38)),
]


def _bare(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, _BARE_PLACES, n)):
        tok = _BARE_MAKERS[index % len(_BARE_MAKERS)](rng)
        out.append(Sample("bare_token", place.format(t=tok), tok))
    return out


_HEX_PLACES = {
    "LoRaWAN AppKey del sensor de presión del tanque T-07: {h}": 32,
    "HMAC secret for the LafkenPay webhook: {h}": 64,
    "krypteringsnøkkel for backupen: {h}": 64,
    "chave AES da exportação do painel: {h}": 32,
    "ключ шифрування резервної копії: {h}": 64,
    "IPsec PSK of the Añelo–Neuquén tunnel (hex): {h}": 48,
    "allwedd amgryptio'r copi wrth gefn: {h}": 64,
    "Modbus gateway AES key, silo 4: {h}": 32,
    "NwkSKey del caudalímetro de Zapala (ABP): {h}": 32,
}  # fmt: skip


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, list(_HEX_PLACES), n)):
        key = v.hex_key(rng, _HEX_PLACES[place])
        key = key.upper() if index % 3 == 1 else key
        out.append(Sample("hex_key", place.format(h=key), key))
    return out


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "el token que saqué del navegador: {t}",
    "Cookie: lang=es-AR; rlws_session={t}",
    "HISTORIAN_ACCESS_TOKEN={t}",
    "token de acesso: {t}",
    "токен: {t}",
    "tokenet fra SSO: {t}",
    "remember this bearer for the report bot {t}",
]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, _JWT_PLACES, n)):
        issued = 1_960_000_000 + rng.randrange(3_000_000)
        alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
        claims: dict[str, Any] = {"sub": v.uuid4(rng), "iat": issued, "exp": issued + 3600,
                                  "email": f"{rng.choice(_USERS)}@rucalafken.example"}  # fmt: skip
        if index % 2:
            claims |= {"iss": "https://sso.rucalafken.example/realms/campo", "azp": "historian"}
        header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
        sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
        tok = _jwt_of(rng, header, claims, sig)
        out.append(Sample("jwt", place.format(t=tok), tok))
    return out


_PEM_PLACES = {
    "clave del servidor de Añelo, guardala:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/historian.rucalafken.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAP_PRIVATE_KEY": "{key}", "env": "prd"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_rig <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "privatnøkkelen til SFTP-en:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "приватний ключ:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the customs broker in Zapala:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAB",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC",
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PGP PRIVATE KEY BLOCK": "lQOYBG",
}


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, list(_PEM_PLACES), n)):
        kind, joiner = _PEM_PLACES[place]
        body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
        lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
        head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
        tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [
            f"-----END {kind}-----"
        ]
        key = joiner.join(head + lines + tail)
        out.append(Sample("pem_private_key", place.format(key=key), lines[2 + index % 6]))
    return out


_SEED_PLACES = {
    "frase semilla de la billetera de Lemon, la vieja: {p}": "spanish",
    "las 12 palabras del Ledger del tío (Cipolletti): {p}": "spanish",
    "frase de recuperação da carteira do Thiago: {p}": "portuguese",
    "palavras de backup da MetaMask: {p}": "portuguese",
    "seed phrase of the sand-fund wallet (retired): {p}": "english",
    "gjenopprettingsfrase for lommeboka: {p}": "english",
    "geiriau adfer y waled: {p}": "english",
    "фраза відновлення гаманця: {p}": "english",
    "voice memo: the Trezor recovery words are {p} and that's all": "english",
    "сид-фраза Тараса: {p}": "english",
    "Exodus backup words\n{p}": "english",
    "ñi seed: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "spanish", "portuguese"]}


def _seed(rng: random.Random, lang: str, words: int) -> str:
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words]))
    return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, list(_SEED_PLACES), n)):
        lang = _SEED_PLACES[place]
        words = _seed(rng, lang, [12, 24, 12, 18][index % 4]).split()
        layouts = [
            " ".join(words),
            "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
            " / ".join(words),
            "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
            ", ".join(words),
        ]
        phrase = layouts[0 if "voice" in place else index % len(layouts)]
        out.append(Sample("seed_phrase", place.format(p=phrase), phrase))
    return out


# Cabal, Naranja, Elo, PROSTIR (Ukraine) and the big brands' prefixes.
_CARD_PREFIXES = {
    "cabal": ["604201", "589657"],
    "naranja": ["589562"],
    "elo": ["636368", "504175"],
    "prostir": ["9804"],
    "visa": ["4"],
    "mastercard": ["51", "54", "2221"],
}


def _card(rng: random.Random, brand: str) -> str:
    body = rng.choice(_CARD_PREFIXES[brand])
    body += _r(rng, D, 15 - len(body))
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _grouped(number: str, sep: str) -> str:
    return sep.join(number[k : k + 4] for k in range(0, len(number), 4))


_CARD_PLACES = [
    "tarjeta de la empresa: {c} vence 08/34",
    "pasame los datos: {c}, 11/35",
    "Naranja del viejo {c}",
    "número do cartão: {c}",
    "номер картки {c}",
    "kortnummer: {c}",
    "rhif y cerdyn: {c}",
    "card on file for the sand supplier: {c}",
    "Cabal corporativa → {c}",
    "remember my card {c} exp 02/33",
]  # fmt: skip
_BRANDS = list(_CARD_PREFIXES)


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, _CARD_PLACES, n)):
        number = _card(rng, _BRANDS[index % len(_BRANDS)])
        shown = _grouped(number, [" ", "-", "", ".", " "][index % 5])
        out.append(Sample("card_number", place.format(c=shown), shown))
    return out


_CVV_PLACES = [
    "tarjeta {c}, código de seguridad {cvv}",
    "os três dígitos atrás do cartão são {cvv} ({c})",
    "CVC на звороті картки {c}: {cvv}",
    "kortet {c}, sikkerhetskode {cvv}",
    "the three digits on the back of {c} are {cvv}",
    "cod diogelwch ar gefn y cerdyn {c}: {cvv}",
]  # fmt: skip


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, _CVV_PLACES, n)):
        number = _grouped(_card(rng, _BRANDS[index % len(_BRANDS)]), " ")
        cvv = _r(rng, D, 3)
        out.append(Sample("card_code", place.format(c=number, cvv=cvv), cvv))
    return out


# IBAN countries: Norway, Brazil and Ukraine for the staff's relatives, and Gibraltar, Malta and
# Tunisia, the least used by a rough grep count.
_IBAN_SHAPES = {"NO": "n" * 11, "BR": "n" * 23 + "aa", "UA": "n" * 25, "GI": "aaaa" + "n" * 15,
                "MT": "aaaa" + "n" * 23, "TN": "n" * 20}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) for c in _IBAN_SHAPES[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN de la tía en Stavanger: {i}",
    "kontonummer (IBAN) til Eirik: {i}",
    "IBAN da conta do Thiago em Macaé: {i}",
    "IBAN для переказу мамі в Полтаву: {i}",
    "IBAN cyfrif Rhys: {i}",
    "pay the Gibraltar broker to {i}",
    "el proveedor de Malta pide transferencia a {i}",
    "Tunis supplier's account: {i}",
]  # fmt: skip
_IBAN_FOR = ["NO", "NO", "BR", "UA", "GI", "GI", "MT", "TN"]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, _IBAN_PLACES, n)):
        number = _iban(rng, _IBAN_FOR[_IBAN_PLACES.index(place)])
        shown = v.iban_spaced(number) if index % 2 else number
        out.append(Sample("iban", place.format(i=shown), shown))
    return out


def _digits_until(n: int, valid: Callable[[str], bool], prefix: str = "") -> Maker:
    return lambda g: v.until(g, lambda h: prefix + _r(h, D, n - len(prefix)), valid)


def _cuit(g: random.Random) -> str:
    prefixes = ["20", "23", "27", "30"]
    number = v.until(g, lambda h: h.choice(prefixes) + _r(h, D, 9), ar_cuit.is_valid)
    return str(ar_cuit.format(number))


def _cbu(g: random.Random) -> str:
    return v.until(g, lambda h: "0" + _r(h, D, 21), ar_cbu.is_valid)


def _dni(g: random.Random) -> str:
    number = str(g.randrange(20_000_000, 46_000_000))
    assert ar_dni.is_valid(number)
    return f"{number[:2]}.{number[2:5]}.{number[5:]}"


def _fnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day, month, year = h.randrange(1, 29), h.randrange(1, 13), h.randrange(50, 100)
        body = f"{day:02d}{month:02d}{year:02d}{h.randrange(0, 500):03d}"
        first = no_fnr.calc_check_digit1(body)
        return body + first + no_fnr.calc_check_digit2(body + first)

    return v.until(g, make, no_fnr.is_valid)


def _mva(g: random.Random) -> str:
    return v.until(g, lambda h: "NO9" + _r(h, D, 8) + "MVA", no_mva.is_valid)


def _rntrc(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), ua_rntrc.is_valid)


def _edrpou(g: random.Random) -> str:
    return v.until(g, lambda h: "4" + _r(h, D, 7), ua_edrpou.is_valid)


def _cnpj(g: random.Random) -> str:
    return str(br_cnpj.format(v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2),
                                      br_cnpj.is_valid)))  # fmt: skip


def _rut(g: random.Random) -> str:
    body = str(g.randrange(8_000_000, 27_000_000))
    number = body + cl_rut.calc_check_digit(body)
    assert cl_rut.is_valid(number)
    return str(cl_rut.format(number))


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1_000_000, 9_999_999)) + _r(h, D, 1),
                   py_ruc.is_valid)  # fmt: skip


_ID_PLACES: dict[str, Maker] = {
    "CUIL del operario nuevo: {s}": _cuit,
    "mi CUIT para la factura es {s}": _cuit,
    "CBU para el pago de viáticos: {s}": _cbu,
    "pasame tu CBU… ahí va: CBU {s}": _cbu,
    "DNI de la abuela (Gaiman): {s}": _dni,
    "rhif DNI Nain: {s}": _dni,
    "fødselsnummer til Sigrid: {s}": _fnr,
    "fødselsnummeret mitt er {s}": _fnr,
    "MVA-nummer til Hovland Boring AS: {s}": _mva,
    "РНОКПП Олександра: {s}": _rntrc,
    "ідентифікаційний код: {s}": _rntrc,
    "код ЄДРПОУ субпідрядника: {s}": _edrpou,
    "CNPJ da empreiteira: {s}": _cnpj,
    "RUT del chofer chileno: {s}": _rut,
    "RUC del proveedor paraguayo: {s}": _ruc,
}  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for place in v.cycle(rng, list(_ID_PLACES), n):
        value = _ID_PLACES[place](rng)
        out.append(Sample("national_id", place.format(s=value), value))
    return out


def _codes_list(rng: random.Random, n: int, style: int) -> list[str]:
    return v.backup_codes(rng, n, style)


_BACKUPS = [
    "códigos de respaldo de Google del mail de compras:\n{codes}",
    "reservekoder for Microsoft-kontoen: {codes}",
    "códigos de backup do GitHub: {codes}",
    "резервні коди для входу:\n{codes}",
    "codau wrth gefn: {codes}",
    "2FA backup codes for the Corva admin: {codes}",
    "recovery codes (Bitwarden org):\n{codes}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = _codes_list(rng, 6, index % 4)
        joiner = "\n" if place.endswith("\n{codes}") else rng.choice([", ", " ", "\n"])
        text = joiner.join(codes)
        out.append(Sample("backup_codes", place.format(codes=text), text))
    return out


_TOTP = [
    "clave de configuración del 2FA (no pude escanear el QR): {s}",
    "TOTP-hemmelighet for VPN-en: {s}",
    "chave secreta do autenticador: {s}",
    "otpauth://totp/RLWS:nahuel?secret={s}&issuer=RLWS",
    "секретний ключ 2FA: {s}",
]  # fmt: skip


def _totp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, _TOTP, n)):
        secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in place)
        out.append(Sample("otp_secret", place.format(s=secret), secret))
    return out


_CODES = [
    "tu código de verificación de Mercado Pago es {c}",
    "{c} es tu código para ingresar a Ualá. No lo compartas.",
    "engangskoden din er {c}",
    "Seu código de verificação: {c}",
    "Ваш код підтвердження: {c}",
    "pasame el código que te llegó... ya: {c}",
    "eich cod dilysu yw {c}",
    "Use {c} to sign in to the Pason portal",
]  # fmt: skip


def _codes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for place in v.cycle(rng, _CODES, n):
        code = _r(rng, D, 6)
        out.append(Sample("otp_code", place.format(c=code), code))
    return out


_SSIDS = ["RLWS-Base-Anelo", "Trailer Frac 2", "Casa Nain Gaiman", "Familia Quilapan 5G",
          "Starlink-Locacion-12", "Vagonchyk Bur", "Hovland Hjemme"]  # fmt: skip
_WIFI = [
    "wifi {s}, la contra es {pw}",
    "red: {s} / clave: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi-passordet til {s} er {pw}",
    "senha do wifi ({s}): {pw}",
    "пароль від вайфаю {s}: {pw}",
    "cyfrinair y wifi ({s}): {pw}",
    "network {s} key {pw}",
    "Mili: cuál es la clave del wifi?\nFacu: {pw}",
    "nmcli dev wifi connect '{s}' password {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
    "clave wifi ñi ruka mew: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return f"{rng.choice(_SAID_WORDS)}{rng.choice(_FIELD).lower()}{rng.randrange(10, 1000)}"
    if style == 1:
        return _r(rng, ALNUM, 12)
    return _plain_pw(rng)


_wifi = _family("wifi_key", _WIFI, _wifi_key, s=_SSIDS)

_SPELL_MAKERS = [_j("pzn_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 24)), _j("aft-", (LOWER_DIGITS, 24))]  # fmt: skip
_SPELL = ["te lo dicto de a una letra: {t}", "[dictado por Zello] {t}",
          "lest opp tegn for tegn: {t}", "soletrando: {t}", "по літері: {t}",
          "read out over the radio: {t}"]  # fmt: skip


def _spelled_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, _SPELL, n)):
        tok = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
        if index % 3 == 0:
            shown = " ".join(tok)
        elif index % 3 == 1:
            shown = " - ".join(tok[k : k + 4] for k in range(0, len(tok), 4))
        else:
            shown = "·".join(tok)
        out.append(Sample("spaced_token", place.format(t=shown), shown))
    return out


_LOCKS = [
    "el código del candado del contenedor de herramientas es {pw}",
    "PIN del celular de guardia: {pw}",
    "alarma de la base de Cutral Có: {pw}#",
    "koden til kodelåsen på brakka: {pw}",
    "senha do cadeado do galpão: {pw}",
    "PIN-код картки: {pw}",
    "rhif PIN y cerdyn: {pw}",
    "gate code for the Zapala yard is {pw}",
    "the PIN for the sand silo keypad is {pw}",
    "ñi PIN: {pw}",
]  # fmt: skip


def _lock_code(rng: random.Random) -> str:
    return _r(rng, D, rng.choice([4, 5, 6]))


_locks = _family("pin_code", _LOCKS, _lock_code)

_PHRASE_WORDS = ["choique", "barda", "jarilla", "pehuen", "limay", "zonda", "meseta", "calafate",
                 "neneo", "chenque", "lanin", "copahue", "tehuelche", "arena"]  # fmt: skip
_PHRASES = {
    "frase de contraseña del KeePass: {p}": " ",
    "passfrase for BitLocker-disken: {p}": "-",
    "frase-senha do cofre: {p}": " ",
    "парольна фраза до сховища: {p}": " ",
    "master passphrase for the ops vault: {p}": ".",
    "the passphrase on the backup key is {p}": " ",
    "cyfrinair-ymadrodd: {p}": "-",
    "la passphrase del GPG: {p}": "_",
}


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for place in v.cycle(rng, list(_PHRASES), n):
        phrase = _PHRASES[place].join(rng.sample(_PHRASE_WORDS, rng.choice([4, 5])))
        out.append(Sample("passphrase", place.format(p=phrase), phrase))
    return out


_AUTH = {
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://historian.rucalafken.lan/api": True,
    "header que manda el colector: Authorization: Bearer {v}": False,
    "Insomnia export: authorization: bearer {v}": False,
    "proxy-authorization: Basic {v}": True,
    "Authorization: Bearer {v}  ← el de prod": False,
}


def _auth(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, place in enumerate(v.cycle(rng, list(_AUTH), n)):
        if _AUTH[place]:
            pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
            value = base64.b64encode(pair.encode()).decode()
        else:
            value = _r(rng, [HEX, ALNUM][index % 2], 40)
        out.append(Sample("auth_header", place.format(v=value), value))
    return out


_CONFIGS = [
    "pason-bridge.ini:\n[wits]\nhost=10.40.2.20\nuser=wits\npassword={pw}",
    "ignition gateway.xml:\n<db name=\"historian\" user=\"ign\" password=\"{pw}\"/>",
    "kepware.env:\nKEP_ADMIN_USER=admin\nKEP_ADMIN_PASSWORD={pw}",
    ".env de la app de viajes:\nDB_HOST=pg.rucalafken.lan\nDB_USER=viajes\nDB_PASS={pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "application.yml:\nspring:\n  datasource:\n    username: frac\n    password: {pw}",
    "odbc.ini:\n[Historian]\nDriver=PostgreSQL\nUserName=report\nPassword={pw}",
    "config.toml (node-red bridge):\n[mqtt]\nuser = \"nodered\"\npass = \"{pw}\"",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nEMAIL_HOST_USER = 'avisos@rucalafken.example'\nEMAIL_HOST_PASSWORD = '{pw}'",
    "terraform.tfvars:\nhistorian_db_password = \"{pw}\"",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "~/.pgpass:\npg.rucalafken.lan:5432:fracs:report:{pw}",
    "appsettings.json:\n\"SmtpPassword\": \"{pw}\",",
    "ansible vault (descifrado): ansible_become_password: {pw}",
    "k8s secret (stringData):\n  MINIO_ROOT_PASSWORD: {pw}",
]  # fmt: skip
_configs = _family("config_file", _CONFIGS, _plain_pw)

_CHATS = [
    "Nahuel: che cuál es la clave del SCADA?\nAgustina: {pw}",
    "[06:02] eirik: root-passordet til loggeren?\n[06:03] sigrid: {pw}",
    "Thiago: {pw} é a senha nova do painel",
    "Taras: {pw} — це новий пароль від сервера",
    "Rhys: {pw} yw'r cyfrinair newydd",
    "Facu: {pw}, eso le puse al router del trailer",
    "Luana: usa {pw}, é o que está no notebook agora",
    "Iryna: novyi parol {pw}",
    "Milagros: la pass es {pw} jaja no le digas a nadie",
    "Sigrid: {pw} er det nye passordet",
]  # fmt: skip
_chats = _family("chat_password", _CHATS, _pw)

# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_said, 63), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 5), (_codes, 8), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 16), (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "la clave del SCADA es": "{s}",
    "contraseña del router:": "{s} (la cambié el lunes)",
    "passordet er": "{s}",
    "a senha do painel é": "{s}\ntroca depois da etapa 14",
    "пароль:": "{s}",
    "y cyfrinair yw": "{s}",
    "ñi clave": "{s}",
    "the historian admin password is": "{s}",
    "Eirik's password, read out over the radio, was": "{s}, I think",
    "parol vid wifi": "{s}",
}
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "PozoNet API key", "{s}", _j("pzn_live_", (ALNUM, 32))),
    ("split_token", "clave de API de Andreani:", "{s}", _j((HEX, 40))),
    ("split_token", "Enverus secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "frase semilla (Ledger del tío)", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 03/35",
     lambda g: _grouped(_card(g, "cabal"), " ")),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GI"))),
    ("split_backup", "reservekoder", "{s}\n48213907\n99014562",
     lambda g: _codes_list(g, 1, 0)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_phrase", "frase de contraseña del KeePass", "{s}",
     lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"scada": {"url": "https://scada.rucalafken.lan", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"konto": {"bruker": "sigrid.h", "passord": "{s}"}}': ("meta_password", _plain_pw),
    '{"painel": {"usuario": "thiago.b", "senha": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mongodump", "--username", "report", "--password", "{s}"]}':
        ("meta_password", _plain_pw),
    '{"nota": "la clave del trailer es {s}"}': ("meta_password", _plain_pw),
    '{"cyfrinair": "{s}"}': ("meta_password", _plain_pw),
    '{"pozonet": {"api_key": "{s}"}}': ("meta_token", _j("pzn_live_", (ALNUM, 32))),
    '{"corvaApiKey": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"mp_access_token": "{s}"}': ("meta_token", _VENDORS[5][2]),
    '{"pago": {"tarjeta": "{s}", "vence": "07/34"}}':
        ("meta_card", lambda g: _grouped(_card(g, "naranja"), " ")),
    '{"beneficiario": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "TN")),
    '{"empleado": {"cuil": "{s}"}}': ("meta_id", _cuit),
    '{"mfa": {"backup_codes": ["{s}", "55120843", "90417266"]}}':
        ("meta_otp", lambda g: _codes_list(g, 1, 0)[0]),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"candado": {"codigo": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "RLWS-Base-Anelo", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"wits: parse pump pressure", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"report: fix stage numbering", usedforsecurity=False).hexdigest()[:9]
_IMAGE = hashlib.sha256(b"registry.rucalafken.lan/wits:2.4").hexdigest()
_WHEEL = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_MD5 = hashlib.md5(b"etapas_2032-03.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Acordate de cambiar la clave del SCADA antes de la auditoría del 12/06.",
    "La contraseña tiene que tener 14 caracteres como mínimo, dice la política.",
    "No pases contraseñas por WhatsApp, che; mandá el link del vault.",
    "Olvidé mi contraseña del portal, ¿a quién le pido el reset?",
    "Passordet må ha minst fjorten tegn.",
    "Ikke del passordet ditt med noen.",
    "A senha precisa ter pelo menos catorze caracteres.",
    "Nunca passe a senha por mensagem, mano.",
    "Пароль має містити щонайменше чотирнадцять символів.",
    "Не кажи нікому свій пароль.",
    "Paid â rhannu dy gyfrinair gyda neb, cariad.",
    "Mae'r cyfrinair yn rhy fyr.",
    "Mari mari lamngen, ¿cómo está la ruka en Zapala?",
    "The Pason display asks for a new password after every firmware update.",
    "Replace <YOUR_POZONET_KEY> in the README with the key from your dashboard.",
    "POZONET_API_KEY and CORVA_API_KEY must be set before the nightly sync runs.",
    "The `.env.example` line `DB_PASS=changeme` is a placeholder; the real one is in Vault.",
    f"commit {_COMMIT} parses the pump pressure from the WITS feed.",
    f"Volvimos a {_SHORT} después de que se rompió la numeración de etapas.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL}",
    f"La imagen corre registry.rucalafken.lan/wits@sha256:{_IMAGE}.",
    f"MD5 de etapas_2032-03.csv: {_MD5}",
    "Request id 3f9a1c7e-58b2-4d0e-9a61-2c7b4e8d1f05 es el lento en los logs.",
    "Orden de compra OC-2032-00731: 40 toneladas de arena 30/70 para el PAD 14.",
    "Jira RLWS-1088: la bomba 3 del set de fractura pierde presión a 9.200 psi.",
    "Llamá a la ferretería de Añelo al +54 299 496 1187 antes de las 13.",
    "El camión AB 431 KD sale de Zapala a las 05:40 con 28 t de arena.",
    "Etapa 22 de 48 terminada a las 03:17; presión máxima 9.450 psi, caudal 95 bpm.",
    "Pozo RL.Nq.AñS-1012(h), rama lateral de 2.850 m en Vaca Muerta.",
    "Upgraded Ignition from 8.1.33 to 8.1.44 and Telegraf to 1.30.2 over the weekend.",
    "Después de cinco claves equivocadas el portal bloquea la cuenta 20 minutos.",
    "Pedile a Facu el código del candado, yo no lo tengo.",
    "Mi tarjeta terminada en 4417 la rechazaron en la estación de servicio de Cutral Có.",
    "El proveedor de Malta quiere el IBAN sin espacios en la factura.",
    "Imprimí los códigos de respaldo y guardalos en la caja fuerte.",
    "Ninguna billetera te va a pedir tu frase semilla por soporte.",
    "Guardá `PEDIDOSYA_CLIENT_SECRET` en el gestor de secretos, nunca en el repo.",
    "El candado del contenedor se oxida con el viento; aceitalo cada mes.",
    "The guest wifi 'RLWS-Invitados' is open, no password needed.",
    "Tokens counted per request: 512 prompt, 128 completion.",
    "El turno de 14x14 arranca el martes 03/03 a las 07:00 en la base de Añelo.",
    "Vuelo NQN–AEP AR 1685 sale 06:25; check-in hasta 05:45.",
    "Nain's Welsh tea in Gaiman: Tŷ Te Caerdydd opens at 15:00, torta negra $ 8.500.",
    "Factura B 0004-00012877 por $ 1.254.300,00 a nombre de la base de Plaza Huincul.",
    "Código postal de Añelo: Q8305; el de Cutral Có: Q8322.",
    "Lote de arena L-2032-0417, malla 40/70, humedad 0,4 %.",
    "Temperatura en Zapala: -6 °C a las 06:00; viento del oeste 60 km/h.",
    "Ruta 7 cortada a la altura de Añelo por piquete hasta las 14.",
    "PIN codes for the new badges are four digits; HR sends them by mail.",
    "A senha do Wi-Fi dos visitantes está no quadro da recepção.",
    "Passordet ble endret i går av IT-avdelingen.",
    "Пароль змінили вчора, питай у Тараса.",
    "La llave inglesa de 36 mm quedó en el trailer 2.",
    "the key to a good frac is sand logistics, says Sigrid",
    "Kepware license 6.15 renewed until 2033-01-31.",
    "Norsk kontor: Hovland Boring AS, Stavanger, tlf. +47 51 88 42 10.",
    "ISBN 978-987-1234-56-7 es el libro de geología de Vaca Muerta en la oficina.",
    "Stage 31 pumped 412 t of sand; screen-out at 02:48, flushed and resumed.",
    "Ticket RLWS-1102: el HMI del silo 4 muestra la hora en UTC en vez de ART.",
    "Secret Santa de la base: sorteo el 15/12, tope $ 20.000.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00-03:00", "password_min_length": 14}',
    '{"secret_ref": "vault/campo/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "RLWS-1088", "orden_compra": "OC-2032-00731"}',
    '{"etapa": 22, "presion_max_psi": 9450, "caudal_bpm": 95}',
    '{"telefono": "+54 299 496 1187", "ciudad": "Añelo"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "toneladas_arena": 412}',
    '{"pozo": "RL.Nq.AñS-1012(h)", "formacion": "Vaca Muerta", "lateral_m": 2850}',
    '{"camion": "AB 431 KD", "origen": "Zapala", "salida": "05:40"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
