# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fifty-fourth's docstring, the
fifth to hundred-and-fifty-fourth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-fifth, hundred-and-fifty-seventh and hundred-and-fifty-eighth), any test, the
reports, the round checks, the benchmarks, the changelog nor the git history, and the scrubber was
never run on it. Seed 156_482_907. Its own password words (a vanilla grade, a bean's length in `cm`
and a sign; a ylang-ylang fraction, the hours the still ran, a sign and a number; `Eugenol` and a
clove oil's eugenol percentage with a sign and a town; a Malagasy or Comorian dish, tree or boat
and 1960, 1975, 2011, 1947 or 1896 with a sign; `Omby` and a zebu's coat name with a number; a
town, a mobile-money till number and a sign joined by dots; leet vanilla, clove, ylang, boutre,
zebu, baobab, Comoros, Mayotte and MVola words with a year; two of those words and a number joined
by dots; a name, a sign, a town and a number; an upper-case zebu coat, a word and four digits
joined by underscores; generated groups of five; random runs), names, places, templates, tools,
vendors and layouts, the way the staff of Vanille Océan Indien (a fictional group: vanilla curing
and export at Antalaha, Sambava and Andapa, a clove distillery and a ylang-ylang plant on Grande
Comore and Anjouan, reefers and a weighbridge at the port of Longoni, a clinic at Fomboni and
Dzaoudzi, a microfinance office in Toamasina and a mobile-money agent network from Ambanja to
Mamoudzou) leak secrets into an assistant's memory. The texts are WhatsApp, Messenger, Telegram,
Viber, Imo, Signal, Teams and Slack messages, SMS, chat logs with times, Google Keep notes, Trello
cards, Zendesk, Freshdesk and Jira tickets, a Confluence page, e-mails, an incident note, a
runbook, a README fragment, shell history (a prompt, PowerShell, `history`, a git diff, a code
review comment), code (Python, PHP, Ruby, Go, Rust, C#, Java, Dart, Julia, Elixir, Erlang,
JavaScript and TypeScript, Crystal, R, Nim, Common Lisp, AutoIt, an ESP32 sketch), configs and
compose files, voice memos, dictated text and requests to the assistant itself, around curing-room,
boiler, still, separator, dryer, reefer, crane, weighbridge, scale, clinic-lab, core-banking and
agent-kiosk hardware and software.

Tools, calls, flags, variables and files none of heldouts 5 to 154 names (each grepped for the
call, flag or variable itself; a few of the tools appear there in other uses): `influx …
-password`, Nim's `db_mysql.open`, postmodern's `connect-toplevel`, `oracledb.connect`,
`mysqli_connect`, `ibm_db.connect`, Dart's `MySqlConnection.connect` and mailer's `SmtpServer`,
trino's `BasicAuthentication`, Julia's `DBInterface.connect`, `MySqlConnectionStringBuilder`,
Ruby's `Mongo::Client.new`, `Redis.new`, `Net::SMTP.start` and `Bunny.new`, PHP's
`MongoDB\\Client` and `pg_connect`, `mongoose.connect`, `mongoengine.connect`,
`Redix.start_link`, `goph.New`, suppaftp's `login`, `async_imap`'s `login`, `ldap3.Connection`,
Novell's `LdapConnection` `Bind`, `KeycloakBuilder`, `Swoosh.Adapters.SMTP`, `stomp.Connection`,
`aiomqtt.Client`, rumqttc's `set_credentials`, `Tortoise311`, Erlang's `ssh:connect`, win32com's
`Dispatch("ADODB.Connection")`, AutoIt's `_FTP_Connect`, peewee's `MySQLDatabase`,
SQLAlchemy's `URL.create`, `firebird.driver`'s `connect`, `pymssql.connect`, `pytds.connect`,
pyipmi's `set_auth_type_user`, `redfish_client`, TypeORM's `new DataSource`, opensearch-py's
`http_auth=`; connection strings `bolt+s://`, `mqtt+ssl://`, `pinot://`, `ydb://`, Crystal's
`DB.open`, `mongolite::mongo(url=…)`, `pgx.Connect`, sqlx's `PgPool::connect`,
`adbc_driver_postgresql`, `aioredis.from_url`; configs Kill Bill's
`org.killbill.dao.password`, SquirrelMail's `$prefs_dsn`, `FRIGATE_MQTT_PASSWORD`,
`ARTEMIS_PASSWORD`, `ACTIVEMQ_ADMIN_PASSWORD`, `COCKROACH_PASSWORD`, `DOLT_ROOT_PASSWORD`,
`EDGEDB_SERVER_PASSWORD`, `ELASTIC_PASSWORD`, `FIREBIRD_ROOT_PASSWORD`, `MEMGRAPH_PASSWORD`,
`NATS_PASSWORD`, `NEXTCLOUD_ADMIN_PASSWORD`, `ORIENTDB_ROOT_PASSWORD`, `QDB_PG_PASSWORD`,
`SURREAL_PASS`, `TAOS_PASSWORD`; keys in `QDRANT__SERVICE__API_KEY`, minio-go's
`credentials.NewStaticV4` and `meilisearch.Client`. Beside them the formats the product names (a
wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers), in layouts of its own.

About 48 % of the secret samples are in other languages than English (188 of 390, by a rough
count of the drawn samples): Merina (Antananarivo's spoken Malagasy, with its French
code-switching), Vezo, Mahafaly, Antanosy, Tanala, Zafimaniry, Masikoro, Bara, Southern
Betsimisaraka, Kiunguja (Zanzibar's Swahili) and Malagasy French, which no earlier docstring names,
and Tsimihety, Antakarana and Sakalava, Kibushi, Shingazidja, Shindzuani, Shimwali, Shimaore,
Swahili, Réunion Creole, French and a German line, with French, Spanish, Portuguese, Italian and
Simplified Chinese in seed lines. The wordings are the author's approximations, checked by no
speaker, built around a few marked words and the loanwords people there really text (password,
wifi, user, email, API key, serveur, ordinateur, code, token, IBAN, backup): Merina's `ilay`,
`an'ny`, `dia`, `ry zalahy`, `aza zaraina` and `ok e`; the southern dialects' article `ty` with
`le`, `io`, `zao` or `'zay` for "is", `iaho`/`zaho` for "I" and `ko ambara ama'ndaty` ("don't tell
anyone"); Southern Betsimisaraka's `-nahy` and `jiaby`; the northern `-nakahy`; Kibushi's `zeny`
and `zaho fo`; Kiunguja's `neno la siri`, `shoga`, `kwani` and `sahib`; Malagasy French's `même`,
`hein`, `fa` and `vazaha`; Shingazidja's `yahangu … ni` and `mtru`, Shindzuani's `yangu … ndo`,
Shimwali's `ye … ya mimi … ndo`, Shimaore's `yahangu … ya` and `wami`; Réunion Creole's `modpas`
and `lé`. The Malagasy dialect lines are the thinnest guesses (official Malagasy with a dialect's
article or pronoun), and so are the Comorian ones.

Vendors (Telco Comores, Comores Câble, DTS Comores, BIC Comores, Meck Moroni, Sanduk, Snpsf,
CECAM, Sipem, Vola Mahasoa, Microcred, MCB Madagascar, SG Madagascar, BNI CA, Moov Africa, Ewa
Air, Tsaradia, Madagascar Airlines, Int'Air Îles, AB Aviation, MICTSL, SMMC, Bolloré, Comviva
Mobiquity, Ericsson Wallet, Mynita, Sopra Banking, Pesaflow, Cash Plus, Only Mayotte, Paymee, Blink
by Emtel, my.t money, Connecteo, Netinfo, Cotisse, Madarail, Robertet, Firmenich, Eurovanille,
Bionexx, Galana, Jovena, Électricité de Mayotte and Ma-Mwe) are ones heldouts 5 to 154 do not name.
Every shape is the author's guess (hex, base64, URL-safe, alphanumeric and upper-case runs, UUIDs,
JWTs, Meck Moroni's `mck_live_`, Sipem's `sk_sipem_`, Moov Africa's `mv_`, Mynita's `myn_`),
since none of them publishes one the author knows; Qdrant's, MinIO's and Meilisearch's keys are
chosen by whoever installs them, so their shapes are arbitrary too.

The ids are kinds heldouts 5 to 154 do not use: a Mayotte social-security (CSSM) affiliation
number, a fokontany residence certificate, a child's carnet de santé at a district health centre,
an international vaccination certificate, a Comorian consular registration, a Malagasy nurse's
order registration, a mobile-money agent code, a Zanzibar Revenue Board number, an OFPRA file
number and an EDBM investor approval, for which python-stdnum has no module and which no library
or this file checks (no check-digit algorithm is written here): they are unchecked, their shapes
invented or as the author believes them; passports (Malagasy, Comorian, French, Tanzanian) under
Merina, southern Malagasy, Shingazidja, Shindzuani, Malagasy French and Kiunguja words, likewise
unchecked. Card numbers pass Luhn (the value helpers' brands, checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over the IBAN shapes and IBAN calls
of heldouts 5 to 154 (Somalia, Sudan, Libya, Bahrain, Saudi Arabia, Oman, Iraq and Timor-Leste,
ten corpora each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, French, Spanish, Portuguese, Simplified Chinese and Italian lists, each with a valid
checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60
clean texts and 10 clean metadata dicts.
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 156_482_907
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


_GRADES = ["Noire", "Rouge", "Gourmet", "Splits", "Cuts", "TK", "Bourbon", "Extra"]
_YLANG = ["Extra", "ExtraS", "Premiere", "Deuxieme", "Troisieme", "Complete"]
_ZEBU = ["Volamena", "Mainty", "Fotsy", "Mavo", "Vandana", "Menavava", "Kitrokala", "Sarabe"]
_WORDS = ["lavanila", "jirofo", "ilangilang", "lakana", "boutre", "dhow", "mangrove", "baobab",
          "vary", "ravitoto", "romazava", "mkatra", "madaba", "mataba", "shiromani", "salouva",
          "msindzano", "ntsambu", "koba", "mofogasy", "akoho", "zebu", "hazo", "ranomafana"]  # fmt: skip
_PLACES = ["Antalaha", "Sambava", "Andapa", "Vohemar", "Toamasina", "Mahajanga", "Ambanja",
           "NosyBe", "Antsiranana", "Morondava", "Toliara", "Ihosy", "Ranomafana", "Ambositra",
           "Moroni", "Mitsamiouli", "Iconi", "Mutsamudu", "Domoni", "Ouani", "Fomboni",
           "Nioumachoua", "Mamoudzou", "Dzaoudzi", "Longoni", "Sada", "Chirongui", "Kani"]  # fmt: skip
_NAMES = ["Rakoto", "Rasoa", "Hery", "Fanja", "Tahina", "Voahirana", "Andry", "Mialy", "Tojo",
          "Lalao", "Njaka", "Haingo", "Faly", "Zo", "Said", "Nourdine", "Fatima", "Anrifa",
          "Moinaecha", "Ahamada", "Djoumoi", "Zaharia", "Nassur", "Soifia", "Anli", "Zainaba",
          "Bacar", "Mariama", "Loic", "Ginette", "Juma", "Rehema", "Baraka", "Velontsoa"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["V4n1ll3", "L4v4n1l4", "J1r0f0", "G1r0fl3", "Yl4ngYl4ng", "B0utr3", "Z3bu", "B40b4b",
         "K0m0r0", "M4y0tt3", "Mv0l4"]  # fmt: skip


def _bean(g: random.Random) -> str:
    """A vanilla grade, a bean's length in centimetres and a sign, as the curing shed jokes."""
    return f"{g.choice(_GRADES)}{g.randrange(12, 24)}cm{g.choice(_SYMBOLS)}"


def _still(g: random.Random) -> str:
    """A ylang-ylang fraction and the hours the still ran."""
    return f"Ylang{g.choice(_YLANG)}{g.randrange(2, 23)}h{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, letters and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    _bean,
    _still,
    lambda g: f"Eugenol{g.randrange(78, 93)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_WORDS).capitalize()}{g.choice(['1960', '1975', '2011', '1947', '1896'])}{g.choice(_SYMBOLS)}",
    lambda g: f"Omby{g.choice(_ZEBU)}{g.randrange(2, 300)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{_r(g, D, 6)}.{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    lambda g: ".".join(g.sample(_WORDS, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(1, 100)}",
    _manager,
    lambda g: _r(g, ALNUM + "#%&!?", 16),
    lambda g: f"{g.choice(_ZEBU).upper()}_{g.choice(_WORDS)}_{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


_SEEN: set[str] = set()  # passwords drawn in this call of secrets() (emptied at its start)


def _pw(rng: random.Random) -> str:
    """A fresh password of one of the picks, never one drawn before in the same corpus call."""
    value = v.until(rng, lambda g: g.choice(_PICKS)(g), lambda x: x not in _SEEN)
    _SEEN.add(value)
    return value


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, groupe 'Séchage Antalaha', Hery: the password of the curing-room humidity panel is {pw}",
    "Messenger from Fanja: steam boiler touchscreen at Sambava, admin password {pw}",
    "Telegram, Nourdine: the Moroni distillery still controller password is {pw}",
    "Viber from Anrifa (Mutsamudu): ylang-ylang separator PLC web password {pw}",
    "Imo message, Djoumoi: Longoni reefer monitor password {pw}",
    "SMS from Bacar: the gate crane terminal at Longoni, password {pw}",
    "Signal, Mialy: clinic lab analyser service password {pw}",
    "Teams chat, microfinance Toamasina: core-banking supervisor password {pw}",
    "Google Keep note 'agent kiosk Ambanja': the POS terminal admin password {pw}",
    "Trello card 'Clove dryer 3': HMI password {pw}, change after the season",
    "Hi Tahina,\n\nthe password for the export-declaration workstation is {pw}. Delete this mail once it is in the vault.\n\nVelontsoa",
    "Runbook, bean-grading scale at Andapa:\n1. power on\n2. log in as metrologie\n3. password {pw}\n4. tare with the 2 kg weight",
    "voice memo: the vanilla warehouse alarm panel password is {pw}, full stop",
    "note to self: Fomboni clinic fridge logger password {pw}",
    "remember for me: the mobile-money float dashboard password is {pw}",
    "dictated: the password for the Mahajanga port scale is {pw}",
    "Incident 2033-02-09: the Dzaoudzi clinic NAS answered from the internet with password {pw}",
    "README (curing shed rack): the humidity controller UI is at http://hygro.voi.lan, password `{pw}`",
    "Ny password an'ilay solosaina ao amin'ny fanamainana lavanila dia {pw}, ry zalahy",
    "Ilay mot de passe-n'ny wifi birao Antananarivo: {pw}, aza zaraina fa",
    "Jira VOI-418: the sweating-box thermostat password is {pw}, please reset it",
    "ty password-ko amy lakana GPS le {pw}, ko ambara ama'olo",
    "Vezo: ty password ty fitaovam-piloty le {pw}",
    "ty password-ko am'ty email io {pw}, iaho avao ro mahay",
    "Mahafaly: ty password ty solosaina mbe io {pw}",
    "ty password-ko aminy email 'zay {pw}, zaho avao",
    "Antanosy: ty password ty serveur 'zay {pw}",
    "ty password-ko amy ty wifi io {pw}, aza ambaranao olo",
    "Tanala: ty password ty solosaina ao amy fanamainana io {pw}",
    "ny password-ko amin'ny email io {pw}, tsy ho ambara amin'olo",
    "Zafimaniry: ny password ny solosaina io {pw}",
    "ty password-ko le {pw}, ko ambara ama'ndaty",
    "Masikoro: ty password ty router ao an-trano le {pw}",
    "ty password-ko zao {pw}, ko ambara ama'ndaty",
    "Bara: ty password ty solosaina an-tsena zao {pw}",
    "ny password-nahy amin'ny email io {pw}, tsy ambara amin'olo jiaby",
    "Betsimisaraka atsimo: ny password an'ny router iaby io {pw}",
    "Neno la siri langu la barua pepe ni {pw}, usimwambie mtu, shoga",
    "Freshdesk ticket 2207: clinic X-ray workstation password {pw} must be rotated",
    "Rehema: nenosiri jipya la wifi ya ofisini Unguja ni {pw}, kwani",
    "le mot de passe de la balance c'est {pw} même, hein",
    "Tahina: le code de la wifi du bureau c'est ça: {pw}, fa ne le donne pas aux vazaha",
    "Slack #port-ops: the Longoni weighbridge PC password is {pw}",
    "Password yahangu ya email ni {pw}, usumwambia mtru",
    "Said: password ya ordinateur ya distillerie ni {pw}",
    "password yangu ya email ndo {pw}, usiambie mtru",
    "my BNI CA online banking password is {pw} now",
    "ye password ya mimi ya email ndo {pw}",
    "Password yahangu ya email ya {pw}, kamwambia mtru",
    "can you remember my Meck Moroni app password? it's {pw}",
    "password-ko amin'ny email zeny {pw}, zaho fo",
    "Anli: password-ny wifi ao amin'ny boutiky zeny {pw}",
    "ty password-nakahy amy email io {pw}",
    "ty password-nakahy ty ordinatera io {pw}, aza mamboly olo",
    "password-nakahy amin'ny wifi ao an-trano io {pw}",
    "Modpas mon mail lé {pw}, pa di personn",
    "Ginette: nouvo modpas pou lordi la distilri lé {pw}",
    "after the reinstall the float dashboard password became {pw}",
    "nenosiri la seva ya kliniki ni {pw}",
    "das Kennwort für den Trockenraum-PC lautet {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rakoto", "rasoa.h", "hery", "fanja", "tahina", "voahirana", "andry.r", "mialy", "tojo",
          "lalao", "njaka", "said.m", "nourdine", "fatima.a", "anrifa", "ahamada", "djoumoi",
          "zaharia", "nassur", "anli.b", "zainaba", "bacar", "loic.p", "juma", "rehema",
          "svc-curing", "svc-still", "agent-0417", "caisse-tmv", "labo-clinique"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Hery: the curing-room panel login is {u} / {pw}",
    "Zendesk #5518: {u} locked out of the clove dryer HMI, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Port › Longoni › Reefer monitor: {u} — {pw}",
    "| poste | identifiant | mot de passe |\n|---|---|---|\n| balance Andapa | {u} | {pw} |",
    "log into the microfinance back office as {u} with {pw}",
    "agent kiosk login {u}:{pw}",
    "identifiant : {u}\nmot de passe : {pw}",
    "- host: still-ctrl-moroni\n  user: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "Fanja says the lab analyser account is {u} and the password is {pw}",
    "device,user,password\nreefer-gw-3,{u},{pw}",
    "Ny anarana fampiasaina dia {u}, ny password dia {pw}, ry zalahy",
    "ty user-ko le {u}, ty password le {pw}",
    "ty user-ko io {u}, ty password io {pw}",
    "ty user-ko zao {u}, ty password zao {pw}",
    "Jina la mtumiaji ni {u} na neno la siri ni {pw}, sahib",
    "l'identifiant c'est {u}, le mot de passe c'est {pw} même",
    "user yahangu ni {u}, password ni {pw}",
    "user yangu ndo {u}, password ndo {pw}",
    "user yahangu ya {u}, password ya {pw}",
    "user-ko zeny {u}, password zeny {pw}",
    "nom itilizatèr lé {u}, modpas lé {pw}",
    "ny user-nahy io {u}, ny password-nahy io {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["lavanila", "jirofo", "ilangilang", "ravitoto", "romazava", "mkatra", "madaba",
               "mataba", "salouva", "msindzano", "mofogasy", "lakana", "boutre", "baobab",
               "koba", "ntsambu"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "voice memo: the curing-shed wifi password is {w} and after it {d}, no space",
    "type {w}, then {d}; that's the still controller password",
    "it's {w}{d}, the word and the digits joined",
    "Ny password dia ilay teny hoe {w}, arahin'ny {d}",
    "ty password le teny {w}, le {d} aoriana",
    "neno la siri ni neno {w}, kisha {d}",
    "le mot de passe c'est le mot {w}, après tu mets {d}",
    "password ni neno {w}, baadaye {d}",
    "password ya neno {w}, baadaye {d}",
    "modpas lé le mo {w}, apré {d}",
    "password zeny teny {w}, manaraka {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 5 % len(_SAID_WORDS)]  # each word once
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "influx -host influx.voi.lan -username {u} -password '{pw}' -database curing",
    'let db = db_mysql.open("db.voi.lan", "{u}", "{pw}", "stock")  # Nim',
    '(postmodern:connect-toplevel "clinic" "{u}" "{pw}" "pg.voi.lan")',
    "conn = oracledb.connect(user=\"{u}\", password=\"{pw}\", dsn=\"ora.voi.lan/MICRO\")",
    "$db = mysqli_connect(\"db.voi.lan\", \"{u}\", \"{pw}\", \"microfinance\");",
    "conn = ibm_db.connect(\"DATABASE=AGENTS;HOSTNAME=db2.voi.lan;PORT=50000;UID={u};PWD={pw};\", \"\", \"\")",
    "final conn = await MySqlConnection.connect(ConnectionSettings(host: 'db.voi.lan', port: 3306, user: '{u}', password: '{pw}', db: 'stock'));",
    "conn = trino.dbapi.connect(host=\"trino.voi.lan\", port=443, user=\"{u}\", auth=BasicAuthentication(\"{u}\", \"{pw}\"))",
    "conn = DBInterface.connect(MySQL.Connection, \"db.voi.lan\", \"{u}\", \"{pw}\"; db=\"stills\")",
    "var csb = new MySqlConnectionStringBuilder {{ Server = \"db.voi.lan\", UserID = \"{u}\", Password = \"{pw}\", Database = \"clinic\" }};",
    "client = Mongo::Client.new(['mongo.voi.lan:27017'], database: 'agents', user: '{u}', password: '{pw}')",
    "$client = new MongoDB\\Client('mongodb://mongo.voi.lan', ['username' => '{u}', 'password' => '{pw}']);",
    "mongoose.connect('mongodb://mongo.voi.lan/float', {{ user: '{u}', pass: '{pw}' }});",
    "mongoengine.connect(db=\"lots\", host=\"mongo.voi.lan\", username=\"{u}\", password=\"{pw}\")",
    "redis = Redis.new(host: 'redis.voi.lan', password: '{pw}')",
    "{{:ok, conn}} = Redix.start_link(host: \"redis.voi.lan\", password: \"{pw}\")",
    "client, err := goph.New(\"{u}\", \"still.voi.lan\", goph.Password(\"{pw}\"))",
    "ftp.login(\"{u}\", \"{pw}\").unwrap(); // suppaftp, the scale's FTP drop",
    "let session = client.login(\"{u}\", \"{pw}\").await.map_err(|e| e.0)?; // async_imap",
    "conn = ldap3.Connection(server, user=\"cn={u},dc=voi,dc=lan\", password=\"{pw}\", auto_bind=True)",
    "using var ldap = new LdapConnection(); ldap.Connect(\"dc1.voi.lan\", 389); ldap.Bind(\"cn={u},dc=voi,dc=lan\", \"{pw}\");",
    "Keycloak kc = KeycloakBuilder.builder().serverUrl(\"https://sso.voi.lan\").realm(\"master\").username(\"{u}\").password(\"{pw}\").clientId(\"admin-cli\").build();",
    "Net::SMTP.start('smtp.voi.lan', 587, 'voi.lan', '{u}', '{pw}', :plain) {{ |smtp| smtp.send_message(msg, from, to) }}",
    "final smtp = SmtpServer('smtp.voi.lan', username: '{u}', password: '{pw}');",
    "config :voi, Voi.Mailer, adapter: Swoosh.Adapters.SMTP, relay: \"smtp.voi.lan\", username: \"{u}\", password: \"{pw}\"",
    "conn = Bunny.new(host: 'mq.voi.lan', user: '{u}', password: '{pw}')",
    "conn = stomp.Connection([(\"mq.voi.lan\", 61613)]); conn.connect(\"{u}\", \"{pw}\", wait=True)",
    "async with aiomqtt.Client(\"mqtt.voi.lan\", username=\"{u}\", password=\"{pw}\") as client:",
    "opts.set_credentials(\"{u}\", \"{pw}\"); // rumqttc, the still telemetry",
    "Tortoise311.Connection.start_link(client_id: \"still-2\", server: {{Tortoise311.Transport.Tcp, host: 'mqtt.voi.lan', port: 1883}}, user_name: \"{u}\", password: \"{pw}\")",
    "{{ok, Conn}} = ssh:connect(\"reefer.voi.lan\", 22, [{{user, \"{u}\"}}, {{password, \"{pw}\"}}]).",
    'cn = win32com.client.Dispatch("ADODB.Connection"); cn.Open("Driver={{SQL Server}};Server=sql.voi.lan;Database=Caisse;Uid={u};Pwd={pw};")',
    "Local $hConn = _FTP_Connect($hOpen, \"ftp.voi.lan\", \"{u}\", \"{pw}\")",
    "db = MySQLDatabase(\"stock\", host=\"db.voi.lan\", user=\"{u}\", password=\"{pw}\")",
    "url = URL.create(\"mssql+pyodbc\", username=\"{u}\", password=\"{pw}\", host=\"sql.voi.lan\", database=\"Caisse\")",
    "con = connect(\"db.voi.lan:/data/clinic.fdb\", user=\"{u}\", password=\"{pw}\")  # firebird.driver",
    "con = pymssql.connect(server=\"sql.voi.lan\", user=\"{u}\", password=\"{pw}\", database=\"Agents\")",
    "con = pytds.connect(\"sql.voi.lan\", database=\"Port\", user=\"{u}\", password=\"{pw}\")",
    "ipmi.session.set_auth_type_user(\"{u}\", \"{pw}\")  # pyipmi, the clinic server's BMC",
    "redfish = redfish_client(base_url=\"https://bmc.voi.lan\", username=\"{u}\", password=\"{pw}\")",
    "$conn = pg_connect(\"host=pg.voi.lan dbname=lots user={u} password={pw}\");",
    "export const ds = new DataSource({{ type: \"postgres\", host: \"pg.voi.lan\", username: \"{u}\", password: \"{pw}\", database: \"float\" }});",
    "client = OpenSearch(hosts=[\"https://search.voi.lan:9200\"], http_auth=(\"{u}\", \"{pw}\"))",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\voi> {c}", "history | tail -1\n  612  {c}",
    "code review comment: please don't commit this line:\n{c}", "git diff:\n+    {c}",
    "Zendesk #5531, pasted by the integrator:\n{c}", "ity no baiko nalefako: {c}",
    "amri niliyoendesha: {c}", "la commande que j'ai lancée : {c}", "kòmand mi la lansé: {c}",
    "Slack #dev-microfinance: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "bolt+s://{u}:{pw}@graph.voi.lan:7687",
    "mqtt+ssl://{u}:{pw}@mqtt.voi.lan:8883/stills",
    "pinot://{u}:{pw}@pinot.voi.lan:8099/query/sql?controller=http://pinot.voi.lan:9000/",
    "ydb://{u}:{pw}@ydb.voi.lan:2136/local",
    "DB.open(\"postgres://{u}:{pw}@pg.voi.lan/clinic\")",
    "mongolite::mongo(collection = \"lots\", url = \"mongodb://{u}:{pw}@mongo.voi.lan/curing\")",
    "conn, err := pgx.Connect(ctx, \"postgres://{u}:{pw}@pg.voi.lan:5432/float\")",
    "let pool = PgPool::connect(\"postgres://{u}:{pw}@pg.voi.lan/port\").await?;",
    "adbc_driver_postgresql.dbapi.connect(\"postgresql://{u}:{pw}@pg.voi.lan/agents\")",
    "redis = aioredis.from_url(\"redis://{u}:{pw}@redis.voi.lan:6379/0\")",
    "https://{u}:{pw}@dav.voi.lan/remote.php/dav/files/{u}/",
    "ftps://{u}:{pw}@ftp.voi.lan:990/bordereaux/",
    "postgres://{u}:{pw}@pg.voi.lan:5432/microfinance?sslmode=require",
]  # fmt: skip
_URL_PLACES = [
    "CLINIC_DB_URL={c}", "keep this connection string for me: {c}", "ity ny adiresy: {c}",
    "Jira VOI-412: {c}", "Confluence page 'Databases': {c}", "la chaîne de connexion, c'est {c}",
    "anwani ya hifadhidata ni {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "vanille-ocean-indien", "sub": f"mch_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Every shape here is the author's guess: none of these vendors publishes one the author knows.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Telco Comores", "TELCO_COMORES_API_KEY", _j((HEX, 32))),
    ("Comores Câble", "COMORES_CABLE_TOKEN", _j((ALNUM, 40))),
    ("DTS Comores", "DTS_COMORES_SECRET", _j((URLSAFE, 43))),
    ("BIC Comores", "BIC_COMORES_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Meck Moroni", "MECK_MORONI_API_KEY", _j("mck_live_", (ALNUM, 28))),
    ("Sanduk", "SANDUK_API_TOKEN", _j((HEX, 40))),
    ("Snpsf", "SNPSF_CLIENT_SECRET", _j((B64, 43), "=")),
    ("CECAM", "CECAM_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Sipem", "SIPEM_SECRET_KEY", _j("sk_sipem_", (ALNUM, 32))),
    ("Vola Mahasoa", "VOLA_MAHASOA_TOKEN", _j((ALNUM, 36))),
    ("Microcred", "MICROCRED_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("MCB Madagascar", "MCB_MG_API_SECRET", _j((HEX, 64))),
    ("SG Madagascar", "SGM_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("BNI CA", "BNI_CA_API_KEY", _j((UPPER_HEX, 40))),
    ("Moov Africa", "MOOV_AFRICA_API_KEY", _j("mv_", (ALNUM, 40))),
    ("Ewa Air", "EWA_AIR_AGENCY_KEY", _j((HEX, 32))),
    ("Tsaradia", "TSARADIA_API_TOKEN", _vendor_jwt("https://api.tsaradia.example")),
    ("Madagascar Airlines", "MDA_AIRLINES_API_KEY", _j((ALNUM, 48))),
    ("Int'Air Îles", "INTAIR_ILES_TOKEN", _j((URLSAFE, 40))),
    ("AB Aviation", "AB_AVIATION_KEY", lambda g: v.uuid4(g, "a")),
    ("MICTSL", "MICTSL_EDI_SECRET", _j((ALNUM, 44))),
    ("SMMC", "SMMC_PORTAL_TOKEN", _j((HEX, 48))),
    ("Bolloré", "BOLLORE_TRACKING_KEY", _j((UPPER_DIGITS, 24))),
    ("Comviva Mobiquity", "MOBIQUITY_CLIENT_SECRET", _j((B64, 64))),
    ("Ericsson Wallet", "ERICSSON_WALLET_SECRET", _j((URLSAFE, 48))),
    ("Mynita", "MYNITA_API_KEY", _j("myn_", (LOWER_DIGITS, 36))),
    ("Sopra Banking", "SOPRA_BANKING_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Pesaflow", "PESAFLOW_SECRET", _j((HEX, 40))),
    ("Cash Plus", "CASHPLUS_API_KEY", _j((ALNUM, 32))),
    ("Only Mayotte", "ONLY_MAYOTTE_SMS_TOKEN", _j((HEX, 32))),
    ("Paymee", "PAYMEE_API_TOKEN", _j((HEX, 40))),
    ("Blink by Emtel", "BLINK_EMTEL_SECRET", _j((ALNUM, 40))),
    ("my.t money", "MYT_MONEY_API_KEY", _j((URLSAFE, 32))),
    ("Connecteo", "CONNECTEO_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Netinfo", "NETINFO_API_KEY", _j((HEX, 32))),
    ("Cotisse", "COTISSE_API_KEY", _j((ALNUM, 30))),
    ("Madarail", "MADARAIL_API_TOKEN", _vendor_jwt("https://api.madarail.example")),
    ("Robertet", "ROBERTET_PORTAL_KEY", _j((UPPER_HEX, 32))),
    ("Firmenich", "FIRMENICH_SUPPLIER_TOKEN", _j((B64, 56))),
    ("Eurovanille", "EUROVANILLE_API_KEY", _j((HEX, 40))),
    ("Bionexx", "BIONEXX_API_SECRET", _j((ALNUM, 40))),
    ("Galana", "GALANA_FLEET_KEY", lambda g: v.uuid4(g, "b")),
    ("Jovena", "JOVENA_CARD_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Électricité de Mayotte", "EDM_API_KEY", _j((HEX, 32))),
    ("Ma-Mwe", "MAMWE_TOKEN", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd unit:\n[Service]\nEnvironment={env}={tok}",
    "Odoo › Paramètres › Intégrations › {vendor} › API key: {tok}",
    "Trello card: rotate the {vendor} key {tok}",
    "WhatsApp, Hery: {vendor} key for the float sync: {tok}",
    "Zendesk #5560: {vendor} sync fails with 401, configured key {tok}",
    "Jira VOI-433: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Ny API key an'ny {vendor} dia {tok}",
    "ty API key ty {vendor} le {tok}",
    "ufunguo wa API wa {vendor} ni {tok}",
    "la clé d'API {vendor}, c'est {tok} même",
    "API key ya {vendor} ni {tok}",
    "API key ya {vendor} ndo {tok}",
    "API key-n'ny {vendor} zeny {tok}",
    "klé API {vendor} lé {tok}",
    "clé d'API {vendor} pour la caisse : {tok}",
    "{vendor} API-Schlüssel: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    telco = _r(rng, HEX, 32)
    mcb = _r(rng, HEX, 64)
    paymee = _r(rng, HEX, 40)
    qdrant = _r(rng, ALNUM, 40)
    minio = _r(rng, ALNUM, 40)
    meili = _r(rng, URLSAFE, 43)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.telcocomores.example/sms", headers={{"X-Api-Key": "{telco}"}})', telco),
        Sample("vendor_token", f"curl -H 'Authorization: HMAC {mcb}' https://api.mcb.example/mg/v1/accounts", mcb),
        Sample("vendor_token", f"$paymee = new PaymeeClient('voi-caisse', '{paymee}');", paymee),
        Sample("vendor_token", f"QDRANT__SERVICE__API_KEY={qdrant}", qdrant),
        Sample("vendor_token", f'creds := credentials.NewStaticV4("VOIMINIO7Q2", "{minio}", "")', minio),
        Sample("vendor_token", f'client = meilisearch.Client("https://search.voi.lan", "{meili}")', meili),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "ity ny token: {t}",
                "tokeni: {t}", "{t}\n^ the new one, the old one is revoked", "garde-moi ça : {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the curing-room sensor CR-11 (OTAA): {h}": 32,
    "HMAC secret for the mobile-money callback: {h}": 64,
    "AES key of the still logger's config export: {h}": 32,
    "pre-shared key of the Longoni reefer gateway's IPsec tunnel, hex: {h}": 64,
    "ny fanalahidy fanafenana ny backup: {h}": 64,
    "ufunguo wa usimbaji wa nakala rudufu: {h}": 48,
    "la clé de chiffrement de la sauvegarde, c'est {h}": 64,
    "ty fanalahidy ty backup le {h}": 32,
    "POS terminal master key, hex: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #5574: token copied from the browser's network tab {t}",
    "Cookie: lang=mg; voi_session={t}",
    "FLOAT_DASHBOARD_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ity ny token: {t}",
    "tokeni ya kuingia ni {t}",
    "le jeton, c'est {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@voi.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.voi.lan/realms/voi",
            "azp": "float-console",
            "roles": ["agent"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the distillery server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/caisse.voi.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"MOBILE_MONEY_SIGNING_KEY": "{key}", "partner": "agents"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_port <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk #5580, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ity ny fanalahidy miafina an'ny serveur:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the exporter's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "hardware wallet backup of the float reserve, copying it off the card: {p}": "english",
    "recovery phrase of the old ylang fund wallet\n{p}": "english",
    "voice memo: the recovery words are {p} and that's all of them": "english",
    "Ny teny famerenana ny kitapom-bola: {p}": "english",
    "Maneno ya kurejesha pochi: {p}": "english",
    "ty teny famerenana ty wallet le {p}": "english",
    "phrase de récupération du portefeuille, garde-la bien : {p}": "french",
    "les mots de secours du wallet de la coopérative : {p}": "french",
    "frase de recuperación de la billetera del comprador: {p}": "spanish",
    "frase de recuperação da carteira do armador: {p}": "portuguese",
    "钱包助记词：{p}": "chinese_simplified",
    "parola di recupero del portafoglio: {p}": "italian",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    assert _MNEMO[lang].check(phrase) or _MNEMO[lang].check(unicodedata.normalize("NFKD", phrase))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Fanja: the company card for the still spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Zendesk #5590: pay the boiler service visit with card {c}",
    "Ny laharan'ny karatra-ko: {c}, {mm}/{yy}",
    "ty laharana karatra-ko le {c}",
    "nambari ya kadi yangu ni {c}, {mm}/{yy}",
    "le numéro de ma carte, c'est {c} même, {mm}/{yy}",
    "nambari ya kadi yahangu ni {c}",
    "nambari ya kadi yangu ndo {c}, {mm}/{yy}",
    "numéro mon kart lé {c}",
    "laharana karatra-ko zeny {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "unionpay", "discover", "jcb", "maestro", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits on the back of the card: {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "CVV2 printed on the back: {cvv}",
               "namba tatu nyuma ya kadi: {cvv}",
               "les trois chiffres au dos de la carte, c'est {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 154 (ten corpora each); BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"SO": "n" * 19, "SD": "n" * 14, "LY": "n" * 21, "BH": "aaaa" + "c" * 14,
                "SA": "nn" + "c" * 18, "OM": "nnn" + "c" * 16, "IQ": "aaaa" + "n" * 15,
                "TL": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice VOI-2033-071: please pay the clove buyer in Muscat to {i} within 30 days",
    "save the Manama perfumer's IBAN: {i}",
    "IBAN: {i}\nReference: vanilla lot 2033-14",
    "WhatsApp #trésorerie: the Mogadishu dhow agent's new bank details, IBAN {i}",
    "Ny IBAN-ko: {i}",
    "ty IBAN-ko le {i}",
    "IBAN yangu ni {i}",
    "mon IBAN, c'est {i} même",
    "IBAN yahangu ni {i}",
    "IBAN yangu ndo {i}",
    "IBAN-ko zeny {i}",
    "account of the Dili distributor, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Id kinds no earlier held-out corpus uses; none has a python-stdnum module and none is checked
# here (no check-digit algorithm is written): their shapes are the author's belief or invented.
def _cssm(g: random.Random) -> str:
    """A Mayotte social-security (CSSM) affiliation number as the author imagines it."""
    return f"976{_r(g, D, 2)} {_r(g, D, 3)} {_r(g, D, 3)} {_r(g, D, 2)}"


def _fokontany(g: random.Random) -> str:
    """A fokontany residence certificate's number: a serial, a fokontany code and the year."""
    return f"{_r(g, D, 4)}/{g.choice(['FKT', 'FK'])}-{_r(g, UPPER, 3)}/{g.randrange(2028, 2034)}"


def _carnet(g: random.Random) -> str:
    """A child's health booklet (carnet de santé) number at a district health centre."""
    return f"CSB2-{_r(g, UPPER, 3)}-{_r(g, D, 6)}"


def _yellow(g: random.Random) -> str:
    """An international vaccination certificate's number."""
    return f"ICV-{_r(g, UPPER, 2)}{_r(g, D, 7)}"


def _consular(g: random.Random) -> str:
    """A Comorian consular registration number in Mayotte."""
    return f"CGC-MAM/{g.randrange(2020, 2034)}/{_r(g, D, 5)}"


def _nurse(g: random.Random) -> str:
    """A nurse's registration with the Malagasy nursing order."""
    return f"ONIM-{_r(g, D, 5)}-{g.choice('ABCDEF')}"


def _agent(g: random.Random) -> str:
    """A mobile-money agent's code: eight digits."""
    return g.choice("23456789") + _r(g, D, 7)


def _zrb(g: random.Random) -> str:
    """A Zanzibar Revenue Board registration number."""
    return f"Z{_r(g, D, 9)}"


def _ofpra(g: random.Random) -> str:
    """An OFPRA asylum file number."""
    return f"{g.randrange(20, 34)}{_r(g, D, 2)}-{_r(g, D, 6)}"


def _edbm(g: random.Random) -> str:
    """An EDBM investor approval number."""
    return f"EDBM/{_r(g, D, 4)}/{g.randrange(2027, 2034)}"


def _mg_passport(g: random.Random) -> str:
    return g.choice("ABC") + _r(g, D, 8)


def _km_passport(g: random.Random) -> str:
    return "K" + _r(g, D, 7) + g.choice(UPPER)


def _fr_passport(g: random.Random) -> str:
    return _r(g, D, 2) + _r(g, UPPER, 2) + _r(g, D, 5)


def _tz_passport(g: random.Random) -> str:
    return "TAE" + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "my CSSM affiliation number for the clinic form: {s}": _cssm,
    "mon numéro CSSM, c'est {s} même": _cssm,
    "Ny laharan'ny taratasy fonenana avy amin'ny fokontany: {s}": _fokontany,
    "certificat de résidence du fokontany, numéro {s}": _fokontany,
    "the baby's carnet de santé number at the CSB: {s}": _carnet,
    "ty laharana carnet de santé ty zanako le {s}": _carnet,
    "yellow-fever certificate number for the crew list: {s}": _yellow,
    "nambari ya cheti cha chanjo ni {s}": _yellow,
    "immatriculation consulaire yahangu ni {s}": _consular,
    "numéro d'immatriculation consulaire de Said : {s}": _consular,
    "nurse registration (ONIM) of the night nurse: {s}": _nurse,
    "code agent MVola an'i Rakoto: {s}": _agent,
    "my agent code for the float top-up: {s}": _agent,
    "nambari ya ZRB ya kampuni ni {s}": _zrb,
    "Nassur's OFPRA file number, for the clinic: {s}": _ofpra,
    "EDBM approval number of the distillery: {s}": _edbm,
    "Ny laharan'ny pasipaoro-ko: {s}": _mg_passport,
    "ty laharana pasipaoro-ko le {s}": _mg_passport,
    "nambari ya pasipoti yahangu ni {s}": _km_passport,
    "pasipoti yangu ndo {s}": _km_passport,
    "mon numéro de passeport, c'est {s}": _fr_passport,
    "nambari ya pasipoti yangu ni {s}, sahib": _tz_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Microcred back-office 2FA recovery codes\n{codes}", "spare sign-in codes for the Google Workspace {codes}",
            "Sipem backup codes: {codes}", "ireo kaody backup 2FA:\n{codes}",
            "misimbo ya akiba ya 2FA: {codes}", "codes de secours 2FA, garde-les : {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sanduk:hery@voi.example?secret={s}&issuer=Sanduk&digits=6",
              "Aegis, manual setup key for the Paymee login: {s}",
              "2FA secret of the float dashboard: {s}",
              "ny kaody miafina 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Meck Moroni verification code", "Code de vérification BNI CA : {c}",
          "Your Sanduk code is {c}", "Nambari yako ya uthibitisho ni {c}. Usimpe mtu",
          "Use {c} to sign in to Sipem"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["VOI-Sechage", "VOI-Distillerie-5G", "Telma-Antalaha", "Orange-Sambava", "Airtel_Andapa",
          "Blueline-Toamasina", "HURI-Moroni", "Telco-Mutsamudu", "SFR-Mamoudzou", "Only-Longoni",
          "Clinique-Fomboni", "Agent-Kiosk-17", "Ylang-Still-2", "Port-Reefer-Gw"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "curing-shed network {s}, password {pw}",
    "wifi at the still house: {s} / {pw}",
    "ESP32 sketch of the hygrometer: const char* ssid = \"{s}\"; const char* password = \"{pw}\";",
    "the key printed under the box: {pw}",
    "Ny password an'ny wifi {s} dia {pw}",
    "ty password ty wifi {s} le {pw}",
    "nenosiri la wifi {s} ni {pw}",
    "le code wifi de {s}, c'est {pw} même",
    "password ya wifi {s} ni {pw}",
    "password ya wifi {s} ndo {pw}",
    "password wifi {s} zeny {pw}",
    "modpas wifi {s} lé {pw}",
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


_SPELL_MAKERS = [_j("mck_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_sipem_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "tsirairay: {t}", "herufi moja moja: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["Ny kaody hidin'ny trano fitehirizana lavanila: {pw}", "ty kaody ty hidy ty magazay le {pw}",
          "namba ya kufuli ya ghala ni {pw}", "le code du cadenas du hangar à girofle, c'est {pw}",
          "kodi ya kufuli ya stoo ni {pw}", "the curing-room door keypad takes {pw} then #",
          "safe at the mobile-money kiosk: {pw}", "the clinic pharmacy safe opens with {pw}",
          "kod kadna la distilri lé {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["lavanila", "jirofo", "lakana", "boutre", "baobab", "mangrove", "ravitoto",
                 "mkatra", "madaba", "salouva", "koba", "ntsambu", "zebu", "ilangilang",
                 "msindzano", "hazo"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the export vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master passphrase: {p}": ".",
            "Ny fehezan-teny miafina: {p}": " ", "kaulisiri ya backup: {p}": "_",
            "la phrase de passe de la sauvegarde : {p}": " ",
            "ty fehezanteny miafina le {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman request to the float API, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Insomnia raw request: Authorization: Bearer {v}": False,
    "HTTPie: http POST https://api.voi.lan/float Authorization:\"Bearer {v}\"": False,
    "ny header: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "killbill.properties:\norg.killbill.dao.user=killbill\norg.killbill.dao.password={pw}",
    "SquirrelMail config_local.php:\n$prefs_dsn = 'mysql://squirrel:{pw}@localhost/squirrelmail';",
    "frigate .env:\nFRIGATE_MQTT_USER=frigate\nFRIGATE_MQTT_PASSWORD={pw}",
    "artemis compose:\n      ARTEMIS_USER: admin\n      ARTEMIS_PASSWORD: {pw}",
    "activemq.env:\nACTIVEMQ_ADMIN_LOGIN=admin\nACTIVEMQ_ADMIN_PASSWORD={pw}",
    "cockroach job env:\nCOCKROACH_USER=floatapp\nCOCKROACH_PASSWORD={pw}",
    "dolt sql-server env:\nDOLT_ROOT_PASSWORD={pw}",
    "edgedb service env:\nEDGEDB_SERVER_PASSWORD={pw}",
    "elasticsearch compose:\n    environment:\n      - ELASTIC_PASSWORD={pw}",
    "firebird container:\n    environment:\n      FIREBIRD_ROOT_PASSWORD: \"{pw}\"",
    "memgraph .env:\nMEMGRAPH_USER=voi\nMEMGRAPH_PASSWORD={pw}",
    "nats.env:\nNATS_USER=still\nNATS_PASSWORD={pw}",
    "nextcloud compose:\n      NEXTCLOUD_ADMIN_USER: admin\n      NEXTCLOUD_ADMIN_PASSWORD: {pw}",
    "orientdb compose:\n      ORIENTDB_ROOT_PASSWORD: {pw}",
    "questdb server.conf:\npg.user=admin\nQDB_PG_PASSWORD={pw}",
    "surrealdb unit:\nEnvironment=SURREAL_USER=root\nEnvironment=SURREAL_PASS={pw}",
    "tdengine .env:\nTAOS_USER=root\nTAOS_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Hery: curing-shed wifi password?\nFanja: {pw}",
    "[06:41] said: root pw for the still server?\n[06:42] nourdine: {pw}",
    "Tahina: {pw} no password vaovao an'ny serveur",
    "Juma: tumia {pw}, hiyo ndiyo nenosiri jipya",
    "Anrifa: password mpya ndo {pw}",
    "Zainaba: password mpya ya {pw}",
    "Ginette: nouvo modpas lé {pw}",
    "Velontsoa: ty password vao le {pw}",
    "Loic: le nouveau mot de passe c'est {pw} même",
    "Bacar: {pw} is the new reefer monitor password",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "mot de pa\u200bsse : {pw}", "pass\u200dword: {pw}",
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
    _SEEN.clear()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the still controller password is": "{s}", "curing-panel service pw:": "{s} (since the firmware update)",
    "Ny password dia": "{s}", "reefer monitor password": "{s}\nchange it after the season",
    "ty password-ko le": "{s}", "nenosiri ni": "{s}", "le mot de passe c'est": "{s} même",
    "password yahangu ni": "{s}", "the password Bacar read out over the radio was": "{s}, I think",
    "modpas lé": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Telco Comores API key", "{s}", _j((HEX, 32))),
    ("split_token", "Meck Moroni key:", "{s} (agent float sync)", _j("mck_live_", (ALNUM, 28))),
    ("split_token", "Microcred client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "recovery words of the float wallet", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/37", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "OM"))),
    ("split_backup", "Sipem recovery codes", "{s}\n4821-0937\n7730-1184", lambda g: _backup_list(g, 1, 1)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CSSM affiliation number", "{s}", _cssm),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    _SEEN.clear()
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"still": {"url": "https://still.voi.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"tenimiafina": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hery", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "andapa-1"}, {"name": "andapa-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["influx", "-username", "curing", "-password", "{s}", "-database", "curing"]}': ("meta_password", _plain_pw),
    '{"note": "ny password an\'ny serveur dia {s}"}': ("meta_password", _plain_pw),
    '{"nenosiri": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the float dashboard as agent-0417 with the password {s}"}': ("meta_password", _plain_pw),
    '{"telco_comores": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"sandukToken": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"paymee_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"exporter": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BH")),
    '{"patient": {"cssm_number": "{s}"}}': ("meta_id", _cssm),
    '{"mfa": {"recovery_codes": ["{s}", "2291-4410", "8830-5527"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 1)[0]),
    '{"float_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"clove_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "VOI-Sechage", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    _SEEN.clear()
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"still-controller-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/voi/float-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"lots: add eugenol column for clove oil", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: revert HS code mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"grading_2033-06-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"traceability-vanilla-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the still controller password before the inspection on 2033-07-02.",
    "Fanja asked for the curing-shed wifi password; it is on the card in the foreman's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `TELCO_COMORES_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The reefer monitor asks for a new admin password after every firmware update.",
    "Replace <YOUR_PAYMEE_KEY> in the README with the key from your Paymee dashboard.",
    "SANDUK_API_TOKEN and MECK_MORONI_API_KEY must be set before the nightly float sync runs.",
    "Aza omena olona mihitsy ny password-nao.",
    "Ty password-nao ko ambara ama'ndaty.",
    "Usimwambie mtu yeyote nenosiri lako.",
    "Ne donne jamais ton mot de passe à personne, hein.",
    "Pa di personn out modpas.",
    "Usumwambia mtru password yaho.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Ny password dia tokony ho misy litera 14 farafahakeliny.",
    "Nenosiri lazima liwe na herufi kumi na nne au zaidi.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Upgraded the still controller firmware from 5.1 to 5.2 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the eugenol column for clove oil lots.",
    f"Rolled back to {_SHORT} after the HS code mapping broke the export declarations.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The still controller firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of traceability-vanilla-2033.parquet: {_SHA512}",
    f"The float API container runs ghcr.io/voi/float-api@sha256:{_IMAGE}.",
    f"MD5 of grading_2033-06-14.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9e1f07-8b2d-4a6e-9f15-d07a2b4c8e61 is the slow one in the float API logs.",
    "Purchase order PO-2033-00712 for 800 kg of black vanilla ships on Thursday.",
    "Zendesk #5602: the Antalaha curing room 2 humidity alarm keeps tripping at night.",
    "Call the Moroni office on +269 773 40 12 before noon.",
    "Container CMAU 5173204 with the clove lot is at the Longoni terminal.",
    "Bill of lading VOI-TMM-2033-0041 covers the Sambava vanilla, 12 pallets.",
    "HS code 0905.10 is vanilla, neither crushed nor ground; 0907.10 is cloves, whole.",
    "Curing room 2 is at 38 °C and 80 % relative humidity; the sweating boxes are at 45 °C.",
    "After five wrong passwords the float dashboard locks the account for 30 minutes.",
    "A vanilla bean of grade Noire is 16 to 18 cm long and holds about 30 % moisture.",
    "The secret of good ylang-ylang extra is the first two hours of the distillation.",
    "Ask Bacar for the clove shed's padlock code, I don't have it.",
    "My card ending 4417 was declined at the Mamoudzou hardware store.",
    "The Muscat buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Sipem account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `PAYMEE_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the clove shed rusts in the salt air; oil it every month.",
    "Telco Comores moved the API key page under Paramètres › Développeurs in its March release.",
    "ISBN 978-2-7011-8392-0 is the vanilla-curing handbook on the lab shelf.",
    "The guest wifi 'VOI-Invites' is open, no password needed.",
    "Lot number LOT-2033-SBV-0147, 60 kg, moisture 28.5 %, vanillin 2.1 %.",
    "Ny lavanila any Sambava dia maina tsara amin'ity taona ity.",
    "Ty lakana le nivoaka maraina be.",
    "Mvua ilinyesha sana Unguja jana usiku.",
    "Le bateau pour Mayotte part à six heures, même si la mer est forte.",
    "Karafu za Ngazidja zimeuzwa wiki hii.",
    "The mobile-money agent at Ambanja closes at 18:00 on Saturdays.",
    "Kiosk 17 reported 412 transactions and a float of 3 200 000 ariary yesterday.",
    "The clinic's new ultrasound arrives on the Mutsamudu boat on 14 August.",
    "The OTP arrives by SMS within a minute; if not, ask for a new one.",
    "Three of the twelve vanilla lots failed the vanillin test at 1.6 %.",
    "Our ylang-ylang oil grade Extra S sold at 290 euros a kilo this season.",
    "Microfinance loan 2033-TMV-0881 was repaid in full on 30 June.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/voi/still", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5602", "purchase_order": "PO-2033-00712"}',
    '{"lot": {"id": "LOT-2033-SBV-0147", "weight_kg": 60, "moisture_pct": 28.5}}',
    '{"phone": "+269 773 40 12", "city": "Moroni"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "agents_active": 214}',
    '{"hs_code": "0905.10", "origin": "MG", "description": "vanilla beans"}',
    '{"container": "CMAU 5173204", "carrier": "CMA CGM", "eta": "2033-08-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
