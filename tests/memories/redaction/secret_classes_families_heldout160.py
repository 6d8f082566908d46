# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixtieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fifty-eighth's docstring,
the fifth to hundred-and-fifty-eighth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`
(once, a read-only `git diff --stat` showed the names of five changed files there, nothing of their
contents), the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-ninth, hundred-and-sixty-first and hundred-and-sixty-second), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.
Seed 160_482_937. Its own password words (a river fish, the Spanish name of a Tikuna clan's animal, a
number and a sign; two Amazonian dishes joined by a dot with a number; a fish, a box's weight in kg and a
freezer tunnel's number; `Brix`, a fruit of the plant and a number; `Motonave`, a riverboat's name
and a trip number; `Pozo`, a well number and an oilfield's name; `Cabana`, a cabin number and a
clan; leet river words with a year; a name, a birth year, a sign and a town; a town, a fruit and a
year joined by underscores; a generator's four groups of five; random runs), names, places,
templates, tools, vendors and layouts, the way the staff of "Tres Fronteras Amazónicas" (fictional:
river ferries, a fish-freezing plant, a Brazil-nut and camu-camu processor, an oil camp, a frontier
hospital, a riverside bank agency and an eco-lodge around Leticia, Tabatinga and Santa Rosa /
Iquitos) leak secrets into an assistant's memory. The texts are WhatsApp, Telegram, Signal, Teams,
Slack, Google Chat, Zulip and Element messages, SMS, chat logs with times, Trello cards, Jira and
Zendesk tickets, Confluence pages and tables, Notion, Obsidian and Apple Notes notes, an e-mail, a
runbook, a README fragment, shell history (bash, zsh, fish, PowerShell, Termux, Git Bash, a VS
Code terminal), code (R, Lua, Tcl, Nim, Go, PHP, Python, JavaScript), configs, voice memos,
dictated text and requests to the assistant itself, around the panels of freezing, processing,
oilfield, hospital, banking, ferry and lodge systems.

Tools, calls, flags, variables and files none of heldouts 5 to 158 names (each grepped,
case-insensitive, for the call, flag or file itself): R keyring's `key_set_with_value`, Lua's
`pgmoon.new`, Tcl's `ftp::Open`, Nim's `db_postgres.open` and `std/smtp`, napalm's
`get_network_driver`, pydruid's `set_basic_auth_credentials`, `pinotdb.connect`,
`trino.auth.BasicAuthentication`, `pyorient`, gremlin's `DriverRemoteConnection`,
`aerospike.client(…).connect`, `pyignite.Client`, `hazelcast.HazelcastClient(creds_password=…)`,
`etcd3.client`, kazoo's `KazooClient` … `add_auth`, hvac's `auth.userpass.login`, secretstorage's
`create_item` and `set_secret`, aria2c's `--rpc-secret` and `aria2.conf`'s `rpc-secret=`, yt-dlp's
`--video-password`, `smbldap-passwd` fed by printf, `cryptsetup luksFormat` fed by echo, encfs'
`--extpass`, Keeper Commander's `keeper --user … --password`, mongosh's
`db.getSiblingDB("admin").auth(…)` and `~/.mongoshrc.js`, frp's `frps.ini` (`dashboard_pwd`) and
`frpc.ini` (`token`), Bazaar's `~/.bazaar/authentication.conf`, fail2ban's `abuseipdb_apikey`.
Beside them the commands and formats the product names (sshpass, mysql -p, curl -u, xfreerdp /p:,
sudo -S, connection strings, a wifi QR code, `otpauth://`, JWTs, PEM blocks) and configs other
corpora also use (odoo.conf, OpenMRS, DHIS2, Orthanc, ThingsBoard, zigbee2mqtt, Node-RED, Spring,
WordPress), in layouts of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples with a marker-word check, about 188 of 390). Nine languages that no earlier docstring
names: Ocaina, Andoke, Miraña, Yukuna, Urarina, Achuar, Secoya, Kambeba (Omagua of Brazil) and
Kanamari; and the setting's languages that earlier corpora do name (heldout 94 names most of them):
Tikuna (as Ticuna), Yagua, Cocama (as Kukama), Murui-Muinane (Uitoto), Kichwa of the Napo,
Nheengatu, Portuñol of the border, Amazonian Portuguese (Tabatinga), Amazonian Spanish of Loreto
(Iquitos, Santa Rosa) and of Leticia, and English. The wordings are the author's approximations,
checked by no speaker, built around a few marker words and the loanwords people there really text
(contraseña, clave, senha, wifi, usuario, PIN, código, tarjeta, cartão, IBAN, API key, token,
backup, comando): Loreto Spanish's `oe`, `causa`, `pe`, `ya pe`, `no le avises a nadie`; Leticia
Spanish's `parce`, `pues`, `no la vaya a regar`, `quedó`; Amazonian Portuguese's `mana`, `égua`,
`maninho`, `não espalha não`; Portuñol's `la senha del …`, `no conta pra ninguém`, `el comando que
eu rodei`; Nheengatu's `se` (my), `pisasú` (new), `ariré`, `ti remumbeú amu supé`; Napo Kichwa's
`ñuka`, `-ka … mi`, `mushuk`, `ama pimanpash willankichu`. The other languages' lines are the
thinnest guesses, a possessive-like word and a closing particle beside Spanish or Portuguese
loanwords, and may not be words of those languages at all: Tikuna `ñaã ga … ta ngẽ`, Yagua `ray …
nuu`, Cocama `ta … ikian`, Murui `kue … daa`, Ocaina `tsá … ih`, Andoke `ó … ã`, Miraña `nuhwa …
ka`, Yukuna `ño … ko`, Urarina `kaa … ne`, Achuar `winia … pénker`, `yamaram`, Secoya `yɨ'ɨ …
ba'i`, Kambeba `tse … tana`, `nua`, Kanamari `adu … tu`, `wa … hi`.

Vendors (Gerencianet, Serasa Experian, iFood, Kangu, 99minutos, Urbaner, Mandaê, Hospedin,
Bemobi, Runrun.it, Artia, Omnichat, Ninsaúde, Prontmed, Pixeon, Qive, Appmax, Pagali, SafraPay,
InfinitePay, Olist, Conta Simples, Cora, WPPConnect, Leadster, Ingresse, Decolar, Satena, Remessa
Online, Frete Rápido, Hubla, Braip, Monetizze, Siesa, Contapyme, Treinta, Rappipay, Bizlinks,
Efact, Picap, Action1 and Level.io) are ones heldouts 5 to 158 do not name; AbuseIPDB's key sits
in a fail2ban jail. The shapes the author believes real are Gerencianet's `Client_Id_…` and
`Client_Secret_…` (forty hex digits each), Cora's `int-…` client id, Frete Rápido's token in the
request body and Qive's `X-API-ID`/`X-API-KEY` headers; the rest are the author's guesses (hex,
base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Artia, Ninsaúde, InfinitePay and Braip,
Treinta's `trt_`, Appmax's dashed upper-case hex), since none of them publishes a shape the author
knows.

The ids are kinds heldouts 5 to 158 do not use: a Peruvian nurse's CEP colegiatura number, a
pharmacist's CQFP number, a midwife's Colegio de Obstetras number, an IWCF well-control
certificate, a SUCAMEC firearms licence, a Colombian Supervigilancia guard's credential, an AUNAP
artisanal fisher's card, a Brazilian Arrais-Amador (CHA) boat licence, a Cadastur guide's
registration, a Peruvian SIS affiliation and a riverboat's patente de navegación, for which
python-stdnum has no module and which no library or this file checks (no check-digit algorithm is
written here): they are unchecked, their shapes as the author believes them or invented;
Colombian, Peruvian and Brazilian passports under English, Spanish, Portuguese, Miraña and
Nheengatu words,
likewise unchecked. Card numbers pass Luhn (the value helpers' brands, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes and IBAN calls of heldouts 5 to 158 (Poland, in eleven corpora by that count; Azerbaijan,
Bosnia and Herzegovina, Honduras, Kuwait, Lebanon, Mauritania and the United Arab Emirates, in
twelve each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Spanish and Portuguese lists, each with a valid checksum. Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
Measured once blind; a miss here is reported, not tuned on.
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 160_482_937
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


_FISH = ["Paiche", "Gamitana", "Dorado", "Bocachico", "Tambaqui", "Pirarucu", "Sabalo", "Doncella",
         "Palometa", "Zungaro", "Acarahuazu", "Pacu", "Tucunare", "Carachama"]  # fmt: skip
_FRUIT = ["CamuCamu", "Aguaje", "Copoazu", "Castana", "Cocona", "Ungurahui", "Acai", "Huito",
          "Guarana", "Charichuelo"]  # fmt: skip
_BOATS = ["Eduardo", "Henry", "Gilmer", "Carolina", "Pucallpa", "Amazonas", "Golfinho",
          "Ayapua", "Clavero", "Yavari", "Marañon", "Atacuari"]  # fmt: skip
_PLACES = ["Leticia", "Tabatinga", "SantaRosa", "Iquitos", "PuertoNarino", "Benjamin",
           "Caballococha", "Atalaia", "Islandia", "Macedonia", "Mocagua", "Pebas", "Nauta",
           "Amacayacu", "Arara", "Zaragoza", "Tarapoto", "Belen"]  # fmt: skip
_DISHES = ["juane", "tacacho", "patarashca", "tacaca", "inchicapi", "mazamorra", "pirarucu",
           "chonta", "mojojoy", "tucupi", "farofa", "cecina"]  # fmt: skip
_CLANS = ["Guacamaya", "Paujil", "Tigre", "Garza", "Arriera", "Mucura", "Tucan", "Aguila",
          "Manacaraco", "Huito"]  # fmt: skip
_NAMES = ["Rosendo", "Nilda", "Jhonjairo", "Marleny", "Ercilia", "Teofilo", "Raimunda",
          "Francisca", "Josue", "Kelly", "Deyvis", "Yojhan", "Edinson", "Clodomiro", "Luzmila",
          "Anderson", "Railson", "Joelma", "Cleiton", "Raimundo", "Grace", "Owen"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P41ch3", "G4m1t4n4", "C4muC4mu", "Y4cum4m4", "Chull4ch4qu1", "B0t0R0s4", "T4c4ch0",
         "Ju4n3", "Ag4uj3"]  # fmt: skip


def _freezer(g: random.Random) -> str:
    """A fish, a box's weight and a freezer tunnel's number, as the plant's crew makes them."""
    return f"{g.choice(_FISH)}{g.choice([10, 12, 15, 20, 25])}kgT{g.randrange(1, 9)}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_CLANS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _freezer,
    lambda g: f"Brix{g.randrange(6, 9)}{g.choice(_FRUIT)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"Motonave{g.choice(_BOATS)}{g.randrange(1, 60)}{g.choice(_SYMBOLS)}",
    lambda g: f"Pozo{g.randrange(2, 40)}-{g.choice(['Yanayacu', 'Corrientes', 'Tigre', 'Pavayacu', 'Capahuari'])}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _generator,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FRUIT).lower()}_{g.randrange(1990, 2034)}",
    lambda g: f"Cabana{g.randrange(1, 30)}{g.choice(_CLANS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, grupo 'Frigorífico Leticia', Rosendo: the GEA Grasso compressor panel password is {pw}",
    "Telegram from Owen: Mayekawa MYCOM touch panel admin password {pw}",
    "Signal, #oilcamp-comms: the Intelsat modem web password is {pw}",
    "Teams chat, Tabatinga hospital IT: Mindray BeneVision central station password {pw}",
    "Slack DM from Grace: Philips IntelliVue Information Center service password {pw}",
    "SMS from Joelma: Fresenius 4008S technician password {pw}",
    "Google Chat, lodge reception: the Ubiquiti cabin access point password is {pw}",
    "Zulip stream 'ferry': Furuno FMD-3200 ECDIS service password {pw}",
    "Element room #camucamu: the Bertuzzi pulper HMI password is {pw}",
    "Jira TF-412: Diebold Nixdorf agent terminal supervisor password {pw} expired",
    "Zendesk #8813: the OSIsoft PI Vision login password {pw} is shared by the whole camp",
    "Trello card 'Planta castaña': Buhler nut sorter admin password {pw}",
    "Notion page 'Eco-lodge': Gladys Assistant admin password {pw}",
    "Obsidian note 'freezer tunnels': Danfoss Optyma panel password {pw}",
    "Apple Notes on the ferry's iPad: bridge PC password {pw}",
    "Hi Owen,\n\nthe root password on the Santa Rosa bank agency server is {pw}. Please wipe this mail once it's in the vault.\n\nGrace",
    "Runbook: thaw the freezer tunnel T3\n1. open the GEA panel\n2. log in as service\n3. password {pw}\n4. start the defrost",
    "README (oil camp rack)\nthe SCADA historian is at https://pi.campo-tigre.lan, admin password `{pw}`.",
    "voice memo: the Starlink router at the lodge, password {pw}, full stop",
    "dictated: the Drager Savina ventilator service password is {pw}",
    "can you remember my Banco de la Nación app password? it's {pw}",
    "note to self: the Mocagua lodge booking PC password {pw}",
    "after the reinstall the ferry ticket PC password became {pw}",
    "oe causa, la contraseña de la compu del frigorífico es {pw} pe, no le avises a nadie",
    "ya pe, la clave de la balanza de la planta de camu camu es {pw}",
    "Deyvis: la contraseña nueva del servidor de Iquitos es {pw} pe",
    "parce, la clave del computador de la agencia es {pw}, no la vaya a regar",
    "la clave del wifi del hospital de Leticia quedó {pw}, pues",
    "Jhon Jairo: la clave nueva del servidor es {pw}, pues",
    "mana, a senha do computador da balsa é {pw}, não espalha não",
    "égua, maninho, a senha nova do servidor de Tabatinga é {pw}",
    "Raimunda: a senha do caixa da agência ficou {pw}",
    "la senha del computador de la lancha es {pw}, no conta pra ninguém",
    "Cleiton: la contraseña nova del sistema é {pw}, hermano",
    "se senha computador upé {pw}, ti remumbeú amu supé",
    "Railson: se senha pisasú {pw}",
    "ñuka contraseñaka {pw} mi, ama pimanpash willankichu",
    "Luzmila: mushuk contraseñaka {pw} mi",
    "ñaã ga senha computador {pw}, ta ngẽ",
    "Ercilia: ñaã ga senha ngema {pw}",
    "ray contraseña computadora {pw} nuu",
    "Clodomiro: ray contraseña nuevo {pw} nuu",
    "ta contraseña computadora {pw}, ikian",
    "Teófilo: ta contraseña nuevo {pw}",
    "kue contraseña computadora ie {pw}, daa",
    "Kelly: kue contraseña jɨaɨ {pw}",
    "tsá contraseña ajɨ {pw} ih",
    "Josué: tsá contraseña {pw} ih",
    "ó contraseña computadora {pw}, ã",
    "nuhwa contraseña computadora {pw} ka",
    "Yojhan: nuhwa contraseña {pw} ka",
    "ño contraseña compu {pw} ko",
    "Edinson: ñu wiri contraseña {pw} ko",
    "kaa contraseña computadora {pw}, ne",
    "winia contraseña computadora {pw}, pénker",
    "Nilda: winia yamaram contraseña {pw}",
    "yɨ'ɨ contraseña computadora {pw} ba'i",
    "Marleny: yɨ'ɨ contraseña {pw} ba'i",
    "tse senha computador {pw}, tana",
    "Anderson: tse senha nua {pw}",
    "adu senha computador {pw} tu",
    "Francisca: adu senha {pw} tu",
    "wa senha computador {pw} hi",
    "la contraseña del servidor de la planta de castaña es {pw}",
    "a senha do PC da câmara fria é {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rosendo", "nilda.c", "jjairo", "marleny", "ercilia", "teofilo", "raimunda.s",
          "francisca", "josue", "kelly.a", "deyvis", "yojhan", "edinson", "clodomiro", "luzmila",
          "anderson.m", "railson", "joelma", "cleiton", "raimundo", "grace", "owen.b",
          "svc-frio", "caja-agencia", "ferry-bridge"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Owen: the GEA panel login is {u} / {pw}",
    "Zendesk #8820: {u} locked out of PI Vision, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Hospital › Equipos › Mindray central: {u} — {pw}",
    "| equipo | usuario | clave |\n|---|---|---|\n| balanza camu | {u} | {pw} |",
    "sign into the lodge booking PC as {u} with {pw}",
    "Diebold login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: frio-leticia-1\n  username: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "oe, el usuario es {u} y la contraseña {pw} pe",
    "usuario {u}, clave {pw}, pues",
    "usuário {u}, senha {pw}, não espalha, mana",
    "usuario {u} y la senha {pw}",
    "se usuário {u}, se senha {pw}",
    "ñuka usuarioka {u}, contraseñaka {pw} mi",
    "ñaã ga usuario {u}, senha {pw}",
    "ray usuario {u}, contraseña {pw} nuu",
    "kue usuario {u}, contraseña {pw}, daa",
    "winia usuario {u}, contraseña {pw}",
    "nuhwa usuario {u}, contraseña {pw} ka",
    "tse usuário {u}, senha {pw}",
    "yɨ'ɨ usuario {u}, contraseña {pw} ba'i",
    "usuario de la balanza: {u}, clave {pw}, pues",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["paiche", "gamitana", "tacacho", "juane", "aguaje", "copoazu", "chullachaqui",
               "yacumama", "ungurahui", "mojojoy", "huito", "tucupi", "cocona", "sabalo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the freezer panel it's {w} and {d} at the end",
    "voice memo: the lodge wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "la contraseña es la palabra {w} y después {d} pe",
    "la clave es {w}, todo en minúscula, y luego {d}, pues",
    "a senha é a palavra {w} e depois {d}, mana",
    "la senha es la palabra {w}, depois {d}",
    "ñuka contraseñaka {w} shimi, kipa {d} mi",
    "se senha {w}, ariré {d}",
    "winia contraseña {w}, {d} nui",
    "ñaã ga senha {w}, rü {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # no word twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    'Rscript -e \'keyring::key_set_with_value("erp-frio", "{u}", password = "{pw}")\'',
    'local env = luasql.mysql()\nlocal con = env:connect("camucamu", "{u}", "{pw}", "db.tresfronteras.lan")',
    'local pg = pgmoon.new({{host = "pg.tresfronteras.lan", database = "lodge", user = "{u}", password = "{pw}"}})',
    "package require ftp\nset h [ftp::Open ftp.tresfronteras.lan {u} {pw}]",
    'let db = db_postgres.open("pg.hospital.lan", "{u}", "{pw}", "historias")',
    'import std/smtp\nlet mail = newSmtp(useSsl = true)\nmail.connect("smtp.tresfronteras.com", Port 465)\nmail.auth("{u}", "{pw}")',
    'c, _ := ftp.Dial("ftp.tresfronteras.lan:21")\nerr = c.Login("{u}", "{pw}")',
    '$ok = ldap_bind($ds, "uid={u},ou=staff,dc=tresfronteras,dc=lan", "{pw}");',
    'driver = get_network_driver("ios")\ndevice = driver("10.80.0.1", "{u}", "{pw}")',
    'conn = cx_Oracle.connect("{u}", "{pw}", "ora.agencia.lan/BANCA")',
    'conn = hive.Connection(host="hive.tresfronteras.lan", username="{u}", password="{pw}", auth="LDAP")',
    'query = PyDruid("https://druid.tresfronteras.lan", "druid/v2")\nquery.set_basic_auth_credentials("{u}", "{pw}")',
    'conn = pinotdb.connect(host="pinot.tresfronteras.lan", port=8099, username="{u}", password="{pw}")',
    'conn = trino.dbapi.connect(host="trino.tresfronteras.lan", user="{u}", auth=trino.auth.BasicAuthentication("{u}", "{pw}"))',
    'driver = GraphDatabase.driver("neo4j+s://graph.tresfronteras.lan", auth=("{u}", "{pw}"))',
    'client = pyorient.OrientDB("orient.tresfronteras.lan", 2424)\nsession_id = client.connect("{u}", "{pw}")',
    'g = traversal().with_remote(DriverRemoteConnection("wss://gremlin.tresfronteras.lan/gremlin", "g", username="{u}", password="{pw}"))',
    'client = aerospike.client(config).connect("{u}", "{pw}")',
    'client = pyignite.Client(username="{u}", password="{pw}", use_ssl=True)',
    'client = hazelcast.HazelcastClient(cluster_name="frio", creds_username="{u}", creds_password="{pw}")',
    'etcd = etcd3.client(host="etcd.tresfronteras.lan", user="{u}", password="{pw}")',
    'zk = KazooClient(hosts="zk.tresfronteras.lan:2181")\nzk.add_auth("digest", "{u}:{pw}")',
    'client = hvac.Client(url="https://vault.tresfronteras.lan")\nclient.auth.userpass.login(username="{u}", password="{pw}")',
    'item = collection.create_item("Banca agente", {{"user": "{u}"}}, b"placeholder")\nitem.set_secret(b"{pw}")',
    "aria2c --enable-rpc --rpc-listen-all --rpc-secret={pw}",
    "yt-dlp --video-password '{pw}' https://vimeo.com/812233901",
    "printf '{pw}\\n{pw}\\n' | smbldap-passwd {u}",
    "echo -n '{pw}' | cryptsetup luksFormat /dev/sdb1 -",
    "encfs --extpass='echo {pw}' /srv/.historias /srv/historias",
    "keeper --user {u}@tresfronteras.com --password '{pw}' shell",
    'mongosh "mongodb://mongo.tresfronteras.lan" --eval \'db.getSiblingDB("admin").auth("{u}", "{pw}")\'',
    "sshpass -p '{pw}' ssh {u}@frio-leticia-1",
    "mysql -h db.agencia.lan -u{u} -p'{pw}' caja",
    "curl -u {u}:{pw} https://pi.campo-tigre.lan/piwebapi/dataservers",
    "xfreerdp /v:hospital-rx.lan /u:{u} /p:'{pw}'",
    "echo '{pw}' | sudo -S systemctl restart frio-agent",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "zsh, owen@lodge-nuc ~ % {c}", "fish on the freezer PC: {c}",
    "PowerShell 7, PS C:\\planta> {c}", "Termux on the ferry tablet: {c}",
    "Git Bash on the hospital PC:\n{c}", "VS Code terminal ~/tf-erp $ {c}",
    "el comando que corrí, pe: {c}", "el comando que corrí ayer, pues:\n{c}",
    "o comando que eu rodei, mana: {c}", "el comando que eu rodei: {c}",
    "ñuka kay comandota: {c}", "se comando: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-muelle.tresfronteras.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@edi.tresfronteras.com:2222/inbound/",
    "ldaps://{u}:{pw}@dc1.tresfronteras.lan:636/dc=tresfronteras,dc=lan",
    "postgresql://{u}:{pw}@pg.hospital.lan:5432/historias",
    "mysql://{u}:{pw}@db.agencia.lan/caja",
    "mongodb+srv://{u}:{pw}@lodge.tresfronteras.lan/reservas",
    "amqps://{u}:{pw}@mq.tresfronteras.lan:5671/frio",
    "redis://{u}:{pw}@cache.tresfronteras.lan:6379/0",
    "smb://{u}:{pw}@fs01.tresfronteras.lan/planillas",
    "ftp://{u}:{pw}@ftp.tresfronteras.lan/ferry/",
    "jdbc:oracle:thin:{u}/{pw}@ora.agencia.lan:1521/BANCA",
    "Server=sql.hospital.lan;Database=Farmacia;User Id={u};Password={pw};",
    "https://{u}:{pw}@pi.campo-tigre.lan/piwebapi",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}",
    "la cadena de conexión es {c} pe", "a string de conexão é {c}, mana",
    "Zendesk #8831: {c}", "Confluence page 'Bases de datos': {c}",
    "se conexão: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tres-fronteras", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Gerencianet", "GERENCIANET_CLIENT_SECRET", _j("Client_Secret_", (HEX, 40))),
    ("Serasa Experian", "SERASA_CLIENT_SECRET", _j((ALNUM, 32))),
    ("iFood", "IFOOD_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Kangu", "KANGU_TOKEN", _j((HEX, 32))),
    ("99minutos", "NOVENTAYNUEVE_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Urbaner", "URBANER_API_TOKEN", _j((HEX, 40))),
    ("Mandaê", "MANDAE_TOKEN", _j((HEX, 32))),
    ("Hospedin", "HOSPEDIN_API_KEY", _j((ALNUM, 40))),
    ("Bemobi", "BEMOBI_API_KEY", _j((ALNUM, 32))),
    ("Runrun.it", "RUNRUNIT_APP_KEY", _j((HEX, 32))),
    ("Artia", "ARTIA_TOKEN", _vendor_jwt("https://api.artia.com")),
    ("Omnichat", "OMNICHAT_API_TOKEN", _j((URLSAFE, 48))),
    ("Ninsaúde", "NINSAUDE_TOKEN", _vendor_jwt("https://api.ninsaude.com")),
    ("Prontmed", "PRONTMED_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Pixeon", "PIXEON_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Qive", "QIVE_API_KEY", _j((ALNUM, 40))),
    ("Appmax", "APPMAX_ACCESS_TOKEN", _j((UPPER_HEX, 8), "-", (UPPER_HEX, 8), "-", (UPPER_HEX, 8), "-", (UPPER_HEX, 8))),
    ("Pagali", "PAGALI_API_KEY", _j((B64, 43), "=")),
    ("SafraPay", "SAFRAPAY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("InfinitePay", "INFINITEPAY_TOKEN", _vendor_jwt("https://api.infinitepay.io")),
    ("Olist", "OLIST_CLIENT_SECRET", _j((ALNUM, 50))),
    ("Conta Simples", "CONTASIMPLES_API_SECRET", _j((HEX, 64))),
    ("Cora", "CORA_CLIENT_ID", _j("int-", (ALNUM, 22))),
    ("WPPConnect", "WPPCONNECT_SECRET_KEY", _j((ALNUM, 36))),
    ("Leadster", "LEADSTER_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Ingresse", "INGRESSE_PRIVATE_KEY", _j((HEX, 40))),
    ("Decolar", "DECOLAR_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Satena", "SATENA_AGENCY_TOKEN", _j((UPPER_DIGITS, 32))),
    ("Remessa Online", "REMESSA_API_SECRET", _j((URLSAFE, 40))),
    ("Frete Rápido", "FRETERAPIDO_TOKEN", _j((HEX, 32))),
    ("Hubla", "HUBLA_API_TOKEN", _j((ALNUM, 48))),
    ("Braip", "BRAIP_TOKEN", _vendor_jwt("https://ev.braip.com")),
    ("Monetizze", "MONETIZZE_CONSUMER_KEY", _j((HEX, 40))),
    ("Siesa", "SIESA_CONNI_KEY", _j((ALNUM, 32))),
    ("Contapyme", "CONTAPYME_KEYAGENTE", _j((UPPER_HEX, 32))),
    ("Treinta", "TREINTA_API_KEY", _j("trt_", (ALNUM, 32))),
    ("Rappipay", "RAPPIPAY_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Bizlinks", "BIZLINKS_API_PASSWORD", _j((ALNUM, 24))),
    ("Efact", "EFACT_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Picap", "PICAP_API_KEY", _j((HEX, 40))),
    ("Action1", "ACTION1_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Level.io", "LEVEL_API_KEY", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "set -Ux {env} {tok}",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a tf-erp",
    "kubectl create secret generic tf-erp --from-literal={env}={tok}",
    "docker run -e {env}={tok} tresfronteras/erp:3.1",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "ERP Tres Fronteras › Configuración › Integraciones › {vendor} › API key: {tok}",
    "Confluence table 'Integraciones': | {vendor} | 2033 | {tok} |",
    "Jira TF-430: rotate the {vendor} key {tok}",
    "WhatsApp, Owen: {vendor} key for the sync: {tok}",
    "Zendesk #8840: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "oe, la API key de {vendor} es {tok} pe",
    "la llave API de {vendor} quedó {tok}, pues",
    "a chave de API da {vendor} é {tok}, mana",
    "la chave API de {vendor} es {tok}",
    "se chave API {vendor}: {tok}",
    "ñuka {vendor} API key {tok} mi",
    "winia {vendor} API key: {tok}",
    "clave de API de {vendor} para la planta: {tok}",
    "chave de API do {vendor} para a balsa: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    gn_id = "Client_Id_" + _r(rng, HEX, 40)
    gn_secret = "Client_Secret_" + _r(rng, HEX, 40)
    frete = _r(rng, HEX, 32)
    qive = _r(rng, ALNUM, 40)
    hospedin = _r(rng, ALNUM, 40)
    abuse = _r(rng, HEX, 80)
    return [
        Sample("vendor_token", f"const gn = new Gerencianet({{ client_id: '{gn_id}', client_secret: '{gn_secret}', sandbox: false }});", gn_secret),
        Sample("vendor_token", f'curl -X POST https://freterapido.com/api/v3/quote/simulate -d \'{{"token": "{frete}", "shipper": {{"cnpj": "00000000000000"}}}}\'', frete),
        Sample("vendor_token", f'headers = {{"X-API-ID": "tresfronteras", "X-API-KEY": "{qive}"}}', qive),
        Sample("vendor_token", f"Hospedin › Configurações › API: {hospedin}", hospedin),
        Sample("vendor_token", f"/etc/fail2ban/jail.local:\n[sshd]\naction = %(action_)s\n         abuseipdb[abuseipdb_apikey=\"{abuse}\", abuseipdb_category=\"18,22\"]", abuse),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "el token es {t} pe",
                "o token é {t}", "{t}\n^ nuevo, el viejo ya no sirve", "guárdame esto: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the freezer tunnel T2 sensor: {h}": 32,
    "HMAC secret for the Gerencianet Pix webhook: {h}": 64,
    "AES key of the ferry's ticket export: {h}": 32,
    "pre-shared key of the oil camp's VSAT IPsec tunnel (hex): {h}": 64,
    "la llave AES del respaldo de la agencia, pe: {h}": 64,
    "a chave de criptografia do backup do hospital: {h}": 48,
    "ñuka backup llave: {h}": 32,
    "se chave backup: {h}": 48,
    "clave hex del datalogger de la planta de castaña: {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #8851: token copied from the browser's network tab {t}",
    "Cookie: lang=es-PE; tf_session={t}",
    "ERP_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "el token de acceso es {t} pe",
    "o token de acesso é {t}, mana",
    "se token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tresfronteras.com"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.tresfronteras.com/realms/staff", "azp": "erp-web",
                   "groups": ["planta", "agencia"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the freezer server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/agencia.tresfronteras.com.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PIX_PRIVATE_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ferry <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "la llave privada del servidor del hospital, pe:\n{key}": ("PRIVATE KEY", "\n"),
    "a chave privada do servidor da balsa:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet backup, copying it before I burn the card: {p}": "english",
    "Trust Wallet recovery phrase\n{p}": "english",
    "old lodge tips wallet (emptied): {p}": "english",
    "voice memo: the Ledger recovery words are {p} and that's all": "english",
    "Notion page 'Fondo castaña wallet (retired)': {p}": "english",
    "frase de recuperación de la billetera, pe: {p}": "spanish",
    "las palabras de respaldo de la billetera de la agencia, pues: {p}": "spanish",
    "frase de recuperação da carteira, mana: {p}": "portuguese",
    "se carteira palavras: {p}": "portuguese",
    "ñuka billetera shimikuna: {p}": "spanish",
    "winia billetera: {p}": "spanish",
    "la frase de la carteira: {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    assert _MNEMO[lang].check(str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Owen: the company card for the GEA spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira TF-455: pay the Mindray service visit with card {c}",
    "oe, el número de mi tarjeta es {c}, vence {mm}/{yy} pe",
    "el número de la tarjeta de la agencia: {c}, pues",
    "o número do meu cartão é {c}, validade {mm}/{yy}, mana",
    "el número del cartão: {c}",
    "se cartão número {c}, {mm}/{yy}",
    "ñuka tarjeta número {c} mi",
    "winia tarjeta: {c}, {mm}/{yy}",
    "nuhwa tarjeta número {c} ka",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "diners", "discover", "jcb", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the three digits next to the signature on the back: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "los tres números de atrás de la tarjeta son {cvv} pe",
               "os três números atrás do cartão: {cvv}, mana",
               "ñuka tarjeta washa kimsa número: {cvv} mi"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 158;
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"PL": "n" * 24, "AZ": "aaaa" + "c" * 20, "BA": "n" * 16, "HN": "aaaa" + "n" * 20,
                "KW": "aaaa" + "c" * 22, "LB": "nnnn" + "c" * 20, "MR": "n" * 23,
                "AE": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TF-2033-071: please pay the freezer parts to {i} within 30 days",
    "save the Gdańsk equipment supplier's IBAN: {i}",
    "IBAN: {i}\nReference: castaña lot 12, June",
    "Slack #finanzas: the Dubai broker's new bank details, IBAN {i}",
    "oe, el IBAN del proveedor es {i} pe",
    "el IBAN de la cuenta de Honduras, pues: {i}",
    "o IBAN do fornecedor é {i}, mana",
    "el IBAN del fornecedor: {i}",
    "se IBAN: {i}",
    "ñuka IBAN {i} mi",
    "winia IBAN: {i}",
    "IBAN of the Baku oil-service contractor: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cep(g: random.Random) -> str:
    """A Peruvian nurse's CEP colegiatura number: five or six digits, no public check."""
    return str(g.randrange(10_000, 120_000))


def _cqfp(g: random.Random) -> str:
    """A Peruvian pharmacist's CQFP number: five digits, no public check."""
    return str(g.randrange(10_000, 40_000))


def _cop(g: random.Random) -> str:
    """A Peruvian midwife's Colegio de Obstetras number: five digits, no public check."""
    return str(g.randrange(10_000, 50_000))


def _iwcf(g: random.Random) -> str:
    """An IWCF well-control certificate number (shape invented): IWCF-, a year, six digits."""
    return f"IWCF-{g.randrange(2026, 2034)}-{_r(g, D, 6)}"


def _sucamec(g: random.Random) -> str:
    """A Peruvian SUCAMEC firearms licence (shape invented): L- and eight digits."""
    return "L-" + _r(g, D, 8)


def _superv(g: random.Random) -> str:
    """A Colombian Supervigilancia guard's credential (shape invented): ten digits."""
    return g.choice("123456789") + _r(g, D, 9)


def _aunap(g: random.Random) -> str:
    """A Colombian AUNAP artisanal fisher's card (shape invented): AUNAP-, AMZ and six digits."""
    return f"AUNAP-AMZ-{_r(g, D, 6)}"


def _cha(g: random.Random) -> str:
    """A Brazilian boat licence (Arrais-Amador, CHA; shape invented): eleven digits."""
    return _r(g, D, 3) + "A" + _r(g, D, 8)


def _cadastur(g: random.Random) -> str:
    """A Brazilian Cadastur tourist guide's registration: eleven digits, no public check."""
    return "13" + _r(g, D, 9)


def _sis(g: random.Random) -> str:
    """A Peruvian SIS (Seguro Integral de Salud) affiliation (shape invented): 3-, nine digits."""
    return f"3-{_r(g, D, 9)}"


def _patente(g: random.Random) -> str:
    """A Colombian river boat's patente de navegación (shape invented)."""
    return f"PN-AMZ-{g.randrange(2020, 2034)}-{_r(g, D, 5)}"


def _co_passport(g: random.Random) -> str:
    """A Colombian passport: two letters and seven digits (no public check)."""
    return g.choice(["AT", "AV", "AW", "AX"]) + _r(g, D, 7)


def _pe_passport(g: random.Random) -> str:
    """A Peruvian passport: nine digits (no public check)."""
    return "1" + _r(g, D, 8)


def _br_passport(g: random.Random) -> str:
    """A Brazilian passport: two letters and six digits (no public check)."""
    return g.choice(["FZ", "GA", "GB", "GC"]) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "CEP colegiatura number of the night nurse, for the shift roster: {s}": _cep,
    "oe, mi número de colegiatura del Colegio de Enfermeros es {s} pe": _cep,
    "CQFP number of the hospital's pharmacist: {s}": _cqfp,
    "número del Colegio de Obstetras de la obstetra de Caballococha: {s}": _cop,
    "IWCF well-control certificate of the driller on rig 2: {s}": _iwcf,
    "my IWCF certificate number, for the camp induction: {s}": _iwcf,
    "licencia SUCAMEC del vigilante del campamento: {s}": _sucamec,
    "credencial de Supervigilancia del vigilante de la agencia, pues: {s}": _superv,
    "carné AUNAP de pescador artesanal de don Clodomiro: {s}": _aunap,
    "ñuka carné AUNAP {s} mi": _aunap,
    "número da minha Arrais-Amador (CHA), mana: {s}": _cha,
    "se CHA número: {s}": _cha,
    "Cadastur do guia da pousada: {s}": _cadastur,
    "afiliación SIS de la paciente de Pebas: {s}": _sis,
    "winia SIS número: {s}": _sis,
    "patente de navegación del deslizador Yavarí: {s}": _patente,
    "my Colombian passport number: {s}": _co_passport,
    "el número de mi pasaporte colombiano, pues: {s}": _co_passport,
    "número de pasaporte peruano de la paciente: {s}": _pe_passport,
    "nuhwa pasaporte {s} ka": _pe_passport,
    "número do meu passaporte, mana: {s}": _br_passport,
    "se passaporte: {s}": _br_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Gerencianet 2FA recovery codes\n{codes}", "backup codes for the lodge's Google account {codes}",
            "códigos de respaldo del correo de la agencia, pe:\n{codes}", "códigos de backup do e-mail, mana: {codes}",
            "se códigos backup: {codes}", "ñuka backup códigokuna: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Qive:grace@tresfronteras.com?secret={s}&issuer=Qive&digits=6",
              "Aegis, manual setup key for the Cora account: {s}",
              "la clave de configuración del 2FA del banco, pe: {s}",
              "chave do 2FA (TOTP) da conta da balsa: {s}"]  # fmt: skip
_CODES = ["{c} is your Gerencianet verification code", "Tu código de verificación del banco es {c}. No lo compartas.",
          "Seu código de verificação: {c}. Não compartilhe.", "el código que me llegó es {c} pe",
          "se código: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["TF-Frigorifico", "TF-Planta-Camu", "Hospital-Leticia-5G", "Lodge-Mocagua",
          "Agencia-SantaRosa", "Campo-Tigre-VSAT", "Balsa-Golfinho", "Starlink-Caballococha",
          "Claro-Leticia-2G", "Movistar-Iquitos", "Vivo-Tabatinga", "Cabanas-Amacayacu"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "lodge network {s}, password {pw}",
    "wifi at the freezer plant: {s} / {pw}",
    "the key printed under the Starlink router: {pw}",
    "oe, la clave del wifi {s} es {pw} pe",
    "la clave del wifi {s} quedó {pw}, pues",
    "a senha do wifi {s} é {pw}, mana",
    "la senha del wifi {s}: {pw}",
    "se wifi {s}, senha {pw}",
    "ñuka wifi {s} contraseñaka {pw} mi",
    "winia wifi {s}: {pw}",
    "ñaã ga wifi {s}, senha {pw}",
    "ray wifi {s} contraseña {pw} nuu",
    "tse wifi {s}, senha {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("Client_Secret_", (HEX, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("trt_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the radio] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra por letra, pe: {t}",
          "letra por letra, mana: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el candado del almacén de castaña: {pw} pe", "o código do cadeado da câmara fria é {pw}, mana",
          "la clave de la caja fuerte de la agencia: {pw}, pues", "se cadeado código: {pw}",
          "ñuka candado {pw} mi", "the freezer-room door keypad takes {pw} then #",
          "padlock on the fuel shed at the oil camp: {pw}", "safe in the lodge office: {pw}",
          "winia candado: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["paiche", "gamitana", "aguaje", "castana", "camucamu", "chullachaqui",
                 "yacumama", "tacacho", "balsa", "motonave", "maloca", "pelazon", "ungurahui",
                 "cocona", "huito", "remanso"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the plant's vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master passphrase: {p}": ".",
            "la frase de paso del respaldo, pe: {p}": " ", "a frase-senha do backup, mana: {p}": "_",
            "se frase-senha: {p}": " ", "ñuka frase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie: http GET https://pi.campo-tigre.lan/piwebapi Authorization:'Bearer {v}'": False,
    "la cabecera que mandé, pe: Authorization: Basic {v}": True,
    "o header da chamada: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "frps.ini:\n[common]\nbind_port = 7000\ndashboard_user = admin\ndashboard_pwd = {pw}",
    "frpc.ini:\n[common]\nserver_addr = tunel.tresfronteras.com\nserver_port = 7000\ntoken = {pw}",
    "~/.aria2/aria2.conf:\nenable-rpc=true\nrpc-listen-all=true\nrpc-secret={pw}",
    "~/.bazaar/authentication.conf:\n[tresfronteras]\nscheme=https\nhost=bzr.tresfronteras.lan\nuser=owen\npassword={pw}",
    "/etc/dma/auth.conf:\nalertas@tresfronteras.com|smtp.tresfronteras.com:{pw}",
    "~/.mongoshrc.js:\ndb.getSiblingDB(\"admin\").auth(\"ops\", \"{pw}\")",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.tresfronteras.lan",
    "runtime.properties (OpenMRS):\nconnection.username=openmrs\nconnection.password={pw}",
    "dhis.conf:\nconnection.url = jdbc:postgresql://pg.hospital.lan/dhis2\nconnection.username = dhis\nconnection.password = {pw}",
    "orthanc.json:\n\"RegisteredUsers\": {{ \"radiologia\": \"{pw}\" }}",
    "thingsboard.conf:\nexport SPRING_DATASOURCE_USERNAME=thingsboard\nexport SPRING_DATASOURCE_PASSWORD={pw}",
    "zigbee2mqtt configuration.yaml:\nmqtt:\n  server: mqtt://10.0.5.2\n  user: z2m\n  password: {pw}",
    "Node-RED settings.js:\nmodule.exports = {{ credentialSecret: \"{pw}\" }}",
    "application.properties:\nspring.datasource.username=agencia\nspring.datasource.password={pw}",
    "wp-config.php (lodge site):\ndefine( 'DB_PASSWORD', '{pw}' );",
    "config.ini de la balanza:\n[red]\nusuario = planta\nclave = {pw}",
    "configuração do ERP da balsa:\nsenha_banco = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Owen: lodge wifi password?\nGrace: {pw}",
    "[05:40] deyvis: root pw for the freezer server?\n[05:41] rosendo: {pw}",
    "Kelly: {pw} is the new PI Vision password",
    "Anderson: use {pw}, that's what the Mindray has now",
    "Marleny: oe, la contraseña nueva es {pw} pe",
    "Jhon Jairo: la clave nueva quedó {pw}, pues",
    "Joelma: a senha nova é {pw}, mana",
    "Cleiton: la senha nueva es {pw}",
    "Railson: se senha pisasú {pw}",
    "Luzmila: mushuk contraseñaka {pw} mi",
    "Nilda: winia contraseña {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "contra\u200bseña: {pw}", "se\u00adnha = {pw}", "раsswоrd: {pw}",
    "𝐜𝐥𝐚𝐯𝐞 {pw}", "ｓｅｎｈａ: {pw}", "ᴘᴀssᴡᴏʀᴅ = {pw}", "contrase\u0301ña: {pw}",
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


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the GEA panel admin password is": "{s}", "PI Vision pw:": "{s} (since the camp moved in May)",
    "la contraseña es": "{s} pe", "Mindray password": "{s}\nchange it after the audit",
    "a senha é": "{s}", "ñuka contraseñaka": "{s} mi", "la clave:": "{s}", "Diebold password": "{s}",
    "the password Deyvis read out over the radio was": "{s}, I think", "winia contraseña": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Frete Rápido token", "{s}", _j((HEX, 32))),
    ("split_token", "Gerencianet client secret:", "{s} (Pix)", _j("Client_Secret_", (HEX, 40))),
    ("split_token", "Prontmed API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Trust Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HN"))),
    ("split_backup", "Gerencianet recovery codes", "{s}\nqapu41-7rm2dx\nbtwe88-h3vz9k", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "IWCF certificate no.", "{s}", _iwcf),
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
    '{"frigorifico": {"url": "https://gea.tresfronteras.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "deyvis", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"equipos": [{"name": "balanza-a"}, {"name": "balanza-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["aria2c", "--enable-rpc", "--rpc-secret", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la clave de la compu de la agencia es {s} pe"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into PI Vision as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"frete_rapido": {"token": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"gerencianetSecret": "{s}"}': ("meta_token", _j("Client_Secret_", (HEX, 40))),
    '{"kangu_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KW")),
    '{"guia": {"cadastur": "{s}"}}': ("meta_id", _cadastur),
    '{"mfa": {"recovery_codes": ["{s}", "qapu41-7rm2dx", "btwe88-h3vz9k"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"almacen": {"candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Lodge-Mocagua", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"gea-omni-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tresfronteras/erp:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"frio: add tunnel T4 to the defrost schedule", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"agencia: revert cash report rounding", usedforsecurity=False).hexdigest()[
    :9
]
_MD5 = hashlib.md5(b"castana_lote_12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"historias-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the GEA panel password before the audit on 2033-06-11.",
    "Owen asked for the lodge wifi password; it's on the card at reception.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `KANGU_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The Mindray central asks for a new service password after every firmware update.",
    "Replace <YOUR_FRETE_RAPIDO_TOKEN> in the README with the token from the dashboard.",
    "GERENCIANET_CLIENT_SECRET and QIVE_API_KEY must be set before the nightly sync runs.",
    "oe, no le pases tu contraseña a nadie pe.",
    "La clave debe tener por lo menos catorce caracteres, pues.",
    "Não passa tua senha pra ninguém, mana.",
    "No conta tu senha pra nadie, hermano.",
    "Ama pimanpash contraseñata willankichu.",
    "Ti remumbeú se senha amu supé.",
    "La contraseña del wifi está en el cuaderno de la recepción.",
    "A senha do wifi está no caderno da recepção.",
    "El ferry a Santa Rosa sale a las seis de la mañana, pe.",
    "A balsa para Benjamin Constant sai às sete, mana.",
    "Mañana llega el lote de camu camu de Caballococha, pues.",
    "Upgraded the GEA panel firmware from 2.6 to 2.7.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds tunnel T4 to the defrost schedule.",
    f"Rolled back to {_SHORT} after the cash report rounding broke.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The GEA Omni firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of historias-export-2033.parquet: {_SHA512}",
    f"The ERP container runs ghcr.io/tresfronteras/erp@sha256:{_IMAGE}.",
    f"MD5 of castana_lote_12.csv is {_MD5}, same as the copy on the share.",
    "Request id 4c2e81d7-9a3b-4e60-b1f5-2d8c7a0e6f93 is the slow one in the PI Web API logs.",
    "Purchase order OC-2033-00412 for 300 boxes of frozen paiche ships on Thursday.",
    "Zendesk #8813: the freezer tunnel T3 alarm keeps tripping at night.",
    "Call the Leticia hospital switchboard on +57 608 592 7100 before noon.",
    "Llama a la agencia de Iquitos al +51 65 23 4567, pe.",
    "Liga pro hospital de Tabatinga no +55 97 3412-2080, mana.",
    "Container MSKU 7719342 with the Brazil-nut lot is at the Manaus terminal.",
    "Bill of lading TF-IQT-2033-0041 covers the camu camu pulp, 22 pallets.",
    "HS code 0801.22 is shelled Brazil nuts; 0303.89 is frozen fish.",
    "Freezer tunnel T3 is at -32 °C; the camu camu pulp room is at 4 °C.",
    "After five wrong passwords PI Vision locks the account for 20 minutes.",
    "The ferry Golfinho is 38 m long and carries 120 passengers.",
    "The secret of a good juane is the bijao leaf.",
    "Ask Rosendo for the freezer-room keypad code, I don't have it.",
    "My card ending 4417 was declined at the Leticia hardware store.",
    "The Honduras supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the lodge's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FRETERAPIDO_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the fuel shed rusts in the rain; oil it every month.",
    "ISBN 978-958-776-212-4 is the fish guide on the plant's shelf; lot LOT-2033-CAM-0087 is camu camu.",
    "The guest wifi 'Lodge-Invitados' is open, no password needed.",
    "Lot CAST-2033-0311, 50 kg, moisture 6.2 %; aflatoxin under 4 ppb.",
    "The river at Leticia was 12.4 m on the gauge this morning.",
    "Paiche fillets: 120 boxes of 20 kg, batch 2033-05-14, tunnel T2.",
    "Room 7 of the lodge is booked from 14 to 19 June for the birdwatchers.",
    "The SIS covers the patient's dialysis sessions; the social worker has the file.",
    "El código del curso de manipulación de alimentos es MAN-101, no es ninguna clave.",
    "O código de rastreio do pacote é um número público, pode mandar.",
    "La clave del éxito en la planta es la cadena de frío.",
    "Passport photos must be 35 x 45 mm for the consulate in Tabatinga.",
    "The CVV field on the booking form is optional for bank transfers.",
    "Our IBAN policy: payments above 10 000 USD need two signatures.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tf/gea", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "8813", "purchase_order": "OC-2033-00412"}',
    '{"lot": {"id": "CAST-2033-0311", "weight_kg": 50, "moisture_pct": 6.2}}',
    '{"phone": "+57 608 592 7100", "city": "Leticia"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "boxes_in_stock": 1184}',
    '{"hs_code": "0801.22", "origin": "PE", "description": "shelled Brazil nuts"}',
    '{"ferry": "Golfinho", "route": "Tabatinga-Santa Rosa", "departs": "06:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
