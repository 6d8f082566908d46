# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-sixty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fifty-eighth's docstring,
the fifth to hundred-and-fifty-eighth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-ninth, hundred-and-sixtieth and hundred-and-sixty-second), any test, the reports,
the benchmarks, the changelog nor the git history, and the scrubber was never run on it. Seed
161748293. Its own password words (a shea, gum or depot word, a river word, a number and a sign;
two river words joined by a dot with a number; a name, a birth year, a sign and a town; a breed, a
head count, `tetes` and a sign; a town, two underscores, a breed and a number; `Quai`, a quay
number, a town, a sign and a number; a bus, `Car`, a number, a town and a time of day; leet depot
words with a year; a phone's generated groups of five; random runs), names, places, templates,
tools, vendors and layouts, the way the staff of Falaise et Fleuve (fictional: a cattle market, a
gum-arabic and shea depot, a solar mini-grid operator, a district hospital, a bus company, a
gold-panning cooperative and a river-port on the Niger around Mopti, the Bandiagara cliffs,
Bobo-Dioulasso and Fada N'Gourma, in Mali and Burkina Faso) leak secrets into an assistant's
memory. The texts are WhatsApp, Telegram, Signal, IMO, Viber, Messenger, Botim, Teams, Google Chat,
Element, Wire, Zangi and Olvid messages, SMS, chat logs with times, Google Keep, Samsung Notes and
ColorNote notes, GLPI, osTicket, Redmine, Zammad and Odoo Helpdesk tickets, an e-mail, a runbook, a
README fragment, shell prompts and REPLs, code (R, Python, Raku, OCaml, V, PowerBuilder, Julia, Go,
PHP, Kotlin, JavaScript, MicroPython), configs, voice memos, dictated text and requests to the
assistant itself, around the panels of a Tru-Test indicator, a weighbridge, a Cerbo GX, a Sunny
Island, a Studer Xcom, a DVR, hospital monitors and ventilators, a gold balance and an XRF gun, a
radar and a VHF radio on the quay.

Tools, calls, flags, variables and files none of heldouts 5 to 158 names (each grepped): ruODK's
`ru_setup`, robotoolbox's `kobo_setup`, dhis2.py's `dhis2.Api`, `httr::authenticate`,
`httr::add_headers`, keyring's `key_set_with_value`, PowerBuilder's `SQLCA.DBPass`, Raku's
`DBIish`, OCaml's `Postgresql.connection`, V's `pg.Config`, `cx_Oracle.connect`,
`databases.Database`, peewee's `PooledMySQLDatabase`, `pony.orm`, `redis.asyncio`, Julia's
`Mongoc.Client`, hvac's `userpass.login`, `pyignite`, `pyorient`, `aerospike.client`, `prestodb`,
`pydruid`, `pykx`, `qpython`, `turbodbc`, `MySQLConnectionPool`, `go_ora.BuildUrl`, `godror`,
MicroPython's `sta_if.connect`, FreeRADIUS' `radcheck` table, mosquitto's `password_file` source,
and SDK calls of the author's invention (`BuuPassClient`, `ICowClient`, `MaxAbApi`, an
`X-Afrikpay-Key` header, `lumos.clientSecret`). Beside them the commands and formats the product
names (sshpass, mysql -p, redis-cli -a, curl -u, smbclient -U, xfreerdp /p:, plink -pw, a wifi QR
code, `otpauth://`, JWTs, PEM blocks), in layouts of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the drawn
samples): Toro So and Jamsay (Dogon), Jenaama Bozo, Gourmantché (Gulmancema), Lobi, Birifor,
Supyire (Senufo), Maasina Fulfulde (of Macina) and Sahel French, which no earlier docstring names,
and Bambara, Dioula, Mooré, Tamasheq and Dagara (Dagaare), with Spanish, Portuguese, Italian, Czech,
Turkish and German lines. The wordings are the author's approximations, checked by no speaker,
built around a few marked words and the loanwords people there really text (password, wifi, code,
carte, numéro, IBAN, username, API key, token, backup codes, passphrase, command): Bambara's `n ka …
ye … ye`, `kura`, `kana a fɔ mɔgɔ si ye`, `o kɔfɛ`; Dioula's `n' ka … ye`, `sisan`, `a kana fɔ mɔgɔ
wɛrɛ ye`; Mooré's `m … yaa`, `paalga`, `rẽ poorẽ`; Maasina Fulfulde's `… am ko`, `keso`, `caggal
ɗum`, `wota hollu goɗɗo`; Tamasheq's `password-in`, `ăynayăn`; Sahel French's `c'est … deh`, `-là`,
`yako`, `maintenant même`, `en tout cas`, `gâté`. The new languages' lines are the thinnest guesses
(a possessive or a copula beside loanwords): Toro So `mí … wo`, Jamsay `mà … gò`, Jenaama Bozo
`n … na`, Gourmantché `n … n tie`, `leni`, Lobi `mi … ɛ`, Birifor `n … na`, Supyire `mìi … ná …
mɛ`, Dagara `n … la`, `ane`.

Vendors (Afrikpay, Paiement Pro, Yengapay, Smobilpay, Emi Money, SunCulture, Lumos, Oolu,
Yandalux, Fenix, Zembo, Solarly, Powerhive, PowerGen, Winch Energy, Africa GreenTec, Arnergy,
Mobisol, Logistimo, BuuPass, iCow, CrossBoundary, Calinmeter, Solektra, Gokada, Wasoko, MaxAB,
TradeDepot, ACRE Africa, Wefarm, ThriveAgric, Farmcrowdy, AgroMall, Reliance Health, 54gene, Field
Intelligence, Shelflife and Maisha Meds) are ones heldouts 5 to 158 do not name. Every token shape
is the author's guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Oolu and Africa
GreenTec, `yp_sk_`, `arn_live_` and `ta_sk_` prefixes, Calinmeter's capitals and digits), since
none of them publishes a shape the author knows.

The ids are kinds heldouts 5 to 158 do not use: Mali's AMO health-insurance card, a gold-panner's
card (carte d'orpailleur), a herd's international veterinary certificate (certificat
zoosanitaire), an ONASER driver's card, a midwife's registration with her order, a yellow-fever
vaccination card, a birth certificate's entry number, an ECOWAS transhumance certificate, a
pinasse's navigation permit and a Bandiagara guide's badge, for which python-stdnum has no module
and which no library or this file checks (no check-digit algorithm is written here): they are
unchecked, their shapes invented or as the author believes them; passports (Malian, Burkinabè)
under Bambara, Mooré, Fulfulde, Tamasheq and French words, likewise unchecked. Card numbers pass
Luhn (the value helpers' brands and a GIM-UEMOA prefix as the author believes it, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes and IBAN calls of heldouts 5 to 158 (Poland in eleven corpora, the United Arab Emirates,
Switzerland, Denmark, the Dominican Republic, Gibraltar, Iceland and Kuwait in twelve), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Spanish,
Portuguese, Italian, Czech and Turkish lists, each with a valid checksum. Counts: 390 secret
samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata
dicts.
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

SEED = 161_748_293
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


_HERDS = ["Azawak", "Goudali", "Ndama", "Zebu", "Peul", "Maure", "Bororo", "Djelli", "Toronke",
          "Sahelien", "Baoule", "Somba"]  # fmt: skip
_DEPOT = ["Karite", "Seyal", "Verek", "Gomme", "Nere", "Baobab", "Sesame", "Fonio", "Soumbala",
          "Bissap", "Tamarin", "Moringa"]  # fmt: skip
_RIVER = ["Pinasse", "Pirogue", "Bani", "Debo", "Kotaka", "Bourgou", "Laptot", "Quai", "Pagaie",
          "Perche", "Cale", "Ponton"]  # fmt: skip
_PLACES = ["Mopti", "Sevare", "Djenne", "Bandiagara", "Sangha", "Bankass", "Koro", "Douentza",
           "Konna", "Bobo", "Banfora", "Orodara", "Gaoua", "Dano", "Diebougou", "Fada", "Diapaga",
           "Pama", "Kantchari", "Tominian", "Youwarou", "Dourou", "Ende", "Teli"]  # fmt: skip
_NAMES = ["Hamadoun", "Aissata", "Bintou", "Ousmane", "Kadiatou", "Yacouba", "Salif", "Mariam",
          "Dramane", "Fatoumata", "Boukary", "Lassina", "Sibiri", "Daouda", "Nafissatou", "Oumou",
          "Tieba", "Kalifa", "Wendkouni", "Raogo", "Yembi", "Lamoussa", "Dofinitan", "Ibrahim",
          "Amagana", "Yadiè", "Pousga", "Sansan", "Tiandiogo", "Mahamane"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["K4r1t3", "G0mm3", "P1n4ss3", "Z3bu", "B4n1", "F0n10", "0rp41ll3ur", "S0umb4l4", "D0g0n"]


def _cattle(g: random.Random) -> str:
    """A breed, a head count and a market day, the way a trader jokes a password together."""
    return f"{g.choice(_HERDS)}{g.randrange(3, 90)}tetes{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a phone's generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people at Falaise et Fleuve pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DEPOT)}{g.choice(_RIVER)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_RIVER, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES).lower()}",
    lambda g: _r(g, ALNUM + "$%&!?@", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + g.choice(_SYMBOLS),
    _cattle,
    lambda g: f"{g.choice(_PLACES).lower()}__{g.choice(_HERDS).lower()}{g.randrange(10, 100)}",
    lambda g: f"Quai{g.randrange(1, 40)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_DEPOT).upper()}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(100, 1000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Vend{g.choice(_HERDS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 15),
    lambda g: f"Car{g.randrange(10, 99)}{g.choice(_PLACES)}{g.choice(['Nuit', 'Matin', 'Soir'])}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, group 'Marché à bétail Fatoma': the Tru-Test XR5000 indicator password is {pw}",
    "Telegram from Hamadoun: Avery weighbridge terminal admin password {pw}",
    "Signal note from Aissata: Victron Cerbo GX remote console password {pw}",
    "IMO message from Yacouba: SMA Sunny Island installer password {pw}",
    "Viber, Bobo depot chat: Mettler Toledo IND570 password {pw}",
    "Messenger from Salif: the Studer Xcom-LAN password is {pw}",
    "SMS from Dramane: Teltonika FMB920 tracker SMS password {pw}",
    "Botim call note, Fada bus station: Hikvision DS-7608 DVR admin password {pw}",
    "Google Chat, hospital IT: Mindray BeneVision central station password {pw}",
    "Teams chat, Mopti port office: Furuno FAR-2117 radar service password {pw}",
    "Element room #minigrid: Huawei SUN2000 inverter installer password {pw}",
    "Wire message from Lassina: MikroTik hAP ac2 admin password {pw}",
    "Zangi message from Sibiri: Ubiquiti airMAX link password {pw}",
    "Olvid chat with Kadiatou: TP-Link Omada controller password {pw}",
    "GLPI ticket 2207: Sartorius Entris gold balance password {pw} expired",
    "osTicket #5531: the Niton XL2 analyser login password {pw} no longer works",
    "Redmine issue 812: Dräger Savina 300 service password {pw}, please reset",
    "Zammad ticket 44019: Philips IntelliVue MX450 config password {pw}",
    "Odoo Helpdesk #339: Sunmi T2 ticket printer admin password {pw}",
    "Google Keep note 'Quai de Mopti': Icom IC-M506 VHF menu password {pw}",
    "Samsung Notes: the Caterpillar DE110 genset panel password is {pw}",
    "ColorNote on Boukary's itel phone: Huawei B535 router password {pw}",
    "Hi Mariam,\n\nthe root password on the Sevare pharmacy server is {pw}. Delete this mail once it is in the vault.\n\nMerci,\nDaouda",
    "Runbook: restart the Bobo gum-arabic dryer\n1. open the Schneider HMI\n2. log in as maintenance\n3. password {pw}\n4. set the drum to 62 °C",
    "README (mini-grid rack, Dourou)\nthe SteamaCo gateway UI is at https://gw.ff-solaire.lan, admin password `{pw}`.",
    "my Orabank app password is {pw} now",
    "can you remember my Coris Bank online password? it's {pw}",
    "dictated: the DHIS2 tracker password for the Bankass CSCom is {pw} full stop",
    "note to self: weighbridge service password {pw}",
    "after the reset the ticketing tablet password became {pw}",
    "n ka email password ye {pw} ye, kana a fɔ mɔgɔ si ye",
    "Bintou: password kura min bɛ server kan, o ye {pw} ye",
    "n' ka router password ye {pw} ye sisan",
    "Lassina: depot PC password kura ye {pw} ye, a kana fɔ mɔgɔ wɛrɛ ye",
    "m email password yaa {pw}",
    "Wendkouni: server password paalga yaa {pw}",
    "password am email ko {pw}, wota hollu goɗɗo",
    "Hamadoun: password keso server ko {pw}",
    "password-in n email: {pw}, wăr t-ănnu i hărăt",
    "Ibrahim: password ăynayăn n server, {pw}",
    "mí email password {pw} wo",
    "Amagana: server password gɛ̀ɛ {pw} wo",
    "mà email password {pw} gò",
    "Yadiè: server password kúmɔ̀ {pw} gò",
    "n email password {pw} na",
    "Tiandiogo: server password kura {pw} na",
    "n email password n tie {pw}",
    "Yembi: server password paanu n tie {pw}",
    "n email password la {pw}",
    "Dofinitan: server password paalaa la {pw}",
    "mi email password ɛ {pw}",
    "Sansan: server password ɛ {pw}",
    "n email password na {pw}",
    "mìi email password ná {pw} mɛ",
    "Tieba: server password ná {pw} mɛ",
    "mon mot de passe email c'est {pw} deh",
    "le mot de passe du PC de la gare-là, c'est {pw} maintenant même",
    "yako, on a changé le mot de passe du serveur, c'est {pw}",
    "le code du DHIS2 de Koro là, en tout cas c'est {pw}",
    "Kalifa: le mot de passe du caissier au marché c'est {pw}, faut pas donner ça",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["hamadoun", "aissata.t", "bintou", "ousmane.g", "kadiatou", "yacouba", "salif.d",
          "mariam", "dramane", "fatoumata.k", "boukary", "lassina.o", "sibiri", "daouda",
          "nafissatou", "oumou", "tieba", "kalifa", "wendkouni", "raogo", "yembi.l", "lamoussa",
          "dofinitan", "ibrahim.ag", "amagana", "svc-pesage", "cscom-bankass", "minigrid-ops"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Salif: the weighbridge login is {u} / {pw}",
    "GLPI #2231: {u} locked out of the DVR, last password {pw}",
    "usager {u} mdp {pw}",
    "Odoo › Inventaire › Gomme arabique › Mettler: {u} — {pw}",
    "| poste | login | password |\n|---|---|---|\n| pont-bascule | {u} | {pw} |",
    "sign into the Cerbo GX as {u} with {pw}",
    "Huawei login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: dvr-gare-fada\n  username: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw}",
    "Yacouba says the OpenMRS account is {u} and the password is {pw}",
    "poste,login,password\npesage-fatoma,{u},{pw}",
    "ssh {u}@bascule.falaise-fleuve.lan (password {pw})",
    "n tɔgɔ ye {u} ye, password ye {pw} ye",
    "m username yaa {u}, m password yaa {pw}",
    "username am ko {u}, password am ko {pw}",
    "username-in {u}, password-in {pw}",
    "mí username {u} wo, password {pw} wo",
    "n username n tie {u}, password n tie {pw}",
    "n username la {u}, password la {pw}",
    "mìi username ná {u}, password ná {pw}",
    "l'utilisateur c'est {u}, le mot de passe c'est {pw} deh",
    "Benutzer {u}, Kennwort {pw}",
    "utilisateur : {u} / mot de passe : {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["karite", "fonio", "soumbala", "bissap", "pinasse", "bourgou", "togu", "djenne",
               "kanaga", "goudali", "laptot", "tamarin", "seyal", "bogolan", "djembe", "nere",
               "sangha", "tapalo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the weighbridge it's {w} and {d} at the end",
    "voice memo: the port office wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "password ye daɲɛ {w} ye, o kɔfɛ {d}",
    "password yaa gomd {w}, rẽ poorẽ {d}",
    "password ko konngol {w}, caggal ɗum {d}",
    "le mot de passe c'est le mot {w}, après ça {d} deh",
    "n password n tie maama {w}, leni {d}",
    "n password la yɛlɛ {w}, ane {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]  # one word per sample: each secret its own
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    'ruODK::ru_setup(svc = "https://odk.falaise-fleuve.org/v1/projects/3/forms/vaccins.svc", un = "{u}@falaise-fleuve.org", pw = "{pw}")',
    'robotoolbox::kobo_setup(url = "https://kf.falaise-fleuve.org", token = "{pw}")',
    'api = dhis2.Api("https://dhis2.falaise-fleuve.org", "{u}", "{pw}")',
    'r <- httr::GET("https://dhis2.falaise-fleuve.org/api/me", httr::authenticate("{u}", "{pw}"))',
    'keyring::key_set_with_value("dhis2-bankass", "{u}", password = "{pw}")',
    'SQLCA.DBMS = "ODBC"\nSQLCA.LogId = "{u}"\nSQLCA.DBPass = "{pw}"',
    "my $dbh = DBIish.connect('Pg', :host<pg.falaise-fleuve.lan>, :user<{u}>, :password<{pw}>, :database<marche>);",
    'let c = new Postgresql.connection ~host:"pg.falaise-fleuve.lan" ~user:"{u}" ~password:"{pw}" ~dbname:"port" () in',
    "mut db := pg.connect(pg.Config{{host: 'pg.falaise-fleuve.lan', user: '{u}', password: '{pw}', dbname: 'billets'}})!",
    'con = cx_Oracle.connect(user="{u}", password="{pw}", dsn="ora.falaise-fleuve.lan/HOPITAL")',
    'database = databases.Database("postgresql://{u}:{pw}@pg.falaise-fleuve.lan/minigrid")',
    'db = PooledMySQLDatabase("gomme", user="{u}", password="{pw}", host="mysql.falaise-fleuve.lan", max_connections=8)',
    "from pony.orm import Database\ndb = Database()\ndb.bind(provider='postgres', user='{u}', password='{pw}', host='pg.falaise-fleuve.lan', database='betail')",
    'r = redis.asyncio.Redis(host="cache.falaise-fleuve.lan", port=6379, password="{pw}")',
    'client = Mongoc.Client("mongodb://{u}:{pw}@mongo.falaise-fleuve.lan:27017/?authSource=admin")',
    'client.auth.userpass.login(username="{u}", password="{pw}")',
    'client = pyignite.Client(username="{u}", password="{pw}", use_ssl=True)',
    'client = pyorient.OrientDB("orient.falaise-fleuve.lan", 2424)\nsession_id = client.connect("{u}", "{pw}")',
    "client = aerospike.client({{'hosts': [('as.falaise-fleuve.lan', 3000)], 'user': '{u}', 'password': '{pw}'}}).connect()",
    'conn = prestodb.dbapi.connect(host="presto.falaise-fleuve.lan", port=8443, user="{u}", http_scheme="https", auth=prestodb.auth.BasicAuthentication("{u}", "{pw}"))',
    'conn = pydruid.db.connect(host="druid.falaise-fleuve.lan", port=8082, path="/druid/v2/sql/", scheme="https", user="{u}", password="{pw}")',
    'q = pykx.SyncQConnection("kdb.falaise-fleuve.lan", 5010, username="{u}", password="{pw}")',
    'q = qconnection.QConnection(host="kdb.falaise-fleuve.lan", port=5010, username="{u}", password="{pw}")',
    'conn = turbodbc.connect(dsn="HopitalSevare", uid="{u}", pwd="{pw}")',
    'pool = mysql.connector.pooling.MySQLConnectionPool(pool_name="caisse", pool_size=4, host="mysql.falaise-fleuve.lan", user="{u}", password="{pw}")',
    'url := go_ora.BuildUrl("ora.falaise-fleuve.lan", 1521, "PORT", "{u}", "{pw}", nil)',
    'db, err := sql.Open("godror", `user="{u}" password="{pw}" connectString="ora.falaise-fleuve.lan/PORT"`)',
    "sshpass -p '{pw}' ssh {u}@bascule.falaise-fleuve.lan",
    "mysql -h mysql.falaise-fleuve.lan -u {u} -p'{pw}' gomme",
    "redis-cli -h cache.falaise-fleuve.lan -a '{pw}' ping",
    "curl -u {u}:{pw} https://dhis2.falaise-fleuve.org/api/system/info",
    "smbclient //nas-mopti/factures -U {u}%{pw}",
    "xfreerdp /v:caisse-gare.falaise-fleuve.lan /u:{u} /p:{pw}",
    "plink -ssh {u}@radio-quai.falaise-fleuve.lan -pw {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on Salif's phone ~ $ {c}", "RStudio console:\n> {c}",
    "Jupyter cell [14]:\n{c}", "utop # {c}", "raku REPL> {c}", "v repl >>> {c}",
    "PowerBuilder 2022, open event of w_main:\n{c}", "Julia REPL:\njulia> {c}", "ipython In [3]: {c}",
    "go file cmd/sync/main.go:\n{c}", "MobaXterm, session 'bascule':\n{c}", "Git Bash on the caisse PC: {c}",
    "Windows Terminal, PS C:\\ops> {c}", "VS Code, sync.py:\n{c}",
    "commande que j'ai lancée deh : {c}", "n ye command min kɛ: {c}", "command ni m maan: {c}",
    "command ngam mi huutori: {c}", "Yacouba, WhatsApp: colle ça et lance : {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "oracle+cx_oracle://{u}:{pw}@ora.falaise-fleuve.lan:1521/?service_name=HOPITAL",
    "druid+https://{u}:{pw}@druid.falaise-fleuve.lan:8282/druid/v2/sql/",
    "presto://{u}:{pw}@presto.falaise-fleuve.lan:8443/hive/marche",
    "clickhouse+native://{u}:{pw}@ch.falaise-fleuve.lan:9000/compteurs",
    "rediss://{u}:{pw}@cache.falaise-fleuve.lan:6380/2",
    "ftp://{u}:{pw}@ftp.falaise-fleuve.lan/factures/",
    "postgres://{u}:{pw}@pg.falaise-fleuve.lan:5432/dhis2",
    "mongodb+srv://{u}:{pw}@cluster0.falaise-fleuve.org/betail",
    "https://{u}:{pw}@odk.falaise-fleuve.org/v1/projects/3",
    "mysql://{u}:{pw}@mysql.falaise-fleuve.lan:3306/billets",
    "amqp://{u}:{pw}@mq.falaise-fleuve.lan:5672/quai",
    "jdbc:oracle:thin:{u}/{pw}@ora.falaise-fleuve.lan:1521/PORT",
    "Driver={{Oracle in OraClient19Home1}};Dbq=HOPITAL;Uid={u};Pwd={pw};",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Metabase connection, the old one: {c}", "keep this connection string for me: {c}",
    "connexion de la base, deh : {c}", "base ka URL ye {c} ye", "GLPI #2240: {c}",
    "Google Keep 'bases': {c}", "URL base am ko {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "falaise-et-fleuve", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "meters:read payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Afrikpay", "AFRIKPAY_API_KEY", _j((HEX, 32))),
    ("Paiement Pro", "PAIEMENTPRO_API_KEY", _j((ALNUM, 40))),
    ("Yengapay", "YENGAPAY_SECRET_KEY", _j("yp_sk_", (ALNUM, 32))),
    ("Smobilpay", "SMOBILPAY_ACCESS_SECRET", lambda g: v.uuid4(g, "8")),
    ("Emi Money", "EMIMONEY_API_TOKEN", _j((URLSAFE, 43))),
    ("SunCulture", "SUNCULTURE_API_KEY", _j((HEX, 40))),
    ("Lumos", "LUMOS_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Oolu", "OOLU_API_TOKEN", _vendor_jwt("https://api.oolusolar.com")),
    ("Yandalux", "YANDALUX_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Fenix", "FENIX_API_KEY", _j((B64, 44))),
    ("Zembo", "ZEMBO_FLEET_TOKEN", _j((HEX, 64))),
    ("Solarly", "SOLARLY_API_KEY", _j((ALNUM, 32))),
    ("Powerhive", "POWERHIVE_API_SECRET", _j((URLSAFE, 40))),
    ("PowerGen", "POWERGEN_API_TOKEN", _j((UPPER_HEX, 32))),
    ("Winch Energy", "WINCH_ENERGY_API_KEY", _j((ALNUM, 40))),
    ("Africa GreenTec", "AFRICA_GREENTEC_TOKEN", _vendor_jwt("https://api.africagreentec.com")),
    ("Arnergy", "ARNERGY_API_KEY", _j("arn_live_", (ALNUM, 32))),
    ("Mobisol", "MOBISOL_API_KEY", _j((HEX, 32))),
    ("Logistimo", "LOGISTIMO_ACCESS_TOKEN", _j((B64, 60))),
    ("BuuPass", "BUUPASS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("iCow", "ICOW_API_KEY", _j((ALNUM, 24))),
    ("CrossBoundary", "CROSSBOUNDARY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Calinmeter", "CALINMETER_VENDING_KEY", _j((UPPER_DIGITS, 32))),
    ("Solektra", "SOLEKTRA_API_KEY", _j((HEX, 40))),
    ("Gokada", "GOKADA_API_KEY", _j((ALNUM, 36))),
    ("Wasoko", "WASOKO_API_TOKEN", _j((URLSAFE, 43))),
    ("MaxAB", "MAXAB_API_KEY", _j((HEX, 32))),
    ("TradeDepot", "TRADEDEPOT_SECRET_KEY", _j((ALNUM, 48))),
    ("ACRE Africa", "ACRE_AFRICA_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Wefarm", "WEFARM_API_TOKEN", _j((HEX, 40))),
    ("ThriveAgric", "THRIVEAGRIC_SECRET_KEY", _j("ta_sk_", (ALNUM, 32))),
    ("Farmcrowdy", "FARMCROWDY_CLIENT_SECRET", _j((B64, 43), "=")),
    ("AgroMall", "AGROMALL_API_KEY", _j((ALNUM, 40))),
    ("Reliance Health", "RELIANCE_HEALTH_API_KEY", lambda g: v.uuid4(g, "9")),
    ("54gene", "FIFTYFOURGENE_API_TOKEN", _j((HEX, 64))),
    ("Field Intelligence", "FIELD_INTEL_API_KEY", _j((ALNUM, 32))),
    ("Shelflife", "SHELFLIFE_API_TOKEN", _j((URLSAFE, 40))),
    ("Maisha Meds", "MAISHA_MEDS_API_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".Renviron:\n{env}={tok}",
    "Sys.setenv({env} = \"{tok}\")",
    "heroku config:set {env}={tok} -a ff-paiements",
    "fly secrets set {env}={tok}",
    "docker run -e {env}={tok} ff/sync:2.3",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Odoo › Paramètres › Intégrations › {vendor} › API key: {tok}",
    "Google Sheet 'Intégrations': | {vendor} | 2033 | {tok} |",
    "Google Keep: rotate the {vendor} key {tok}",
    "WhatsApp, Salif: {vendor} key for the meter sync: {tok}",
    "Telegram: the {vendor} token we use now is {tok}, the old one is revoked",
    "GLPI #2251: {vendor} sync fails with 401, configured key {tok}",
    "osTicket #5540: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} ka API key ye {tok} ye",
    "{vendor} ka API key kura ye {tok} ye sisan",
    "{vendor} API key yaa {tok}",
    "API key {vendor} ko {tok}",
    "API key-in n {vendor}: {tok}",
    "{vendor} API key {tok} wo",
    "{vendor} API key {tok} gò",
    "{vendor} API key {tok} na",
    "{vendor} API key n tie {tok}",
    "{vendor} API key la {tok}",
    "{vendor} API key ná {tok} mɛ",
    "la clé API de {vendor} c'est {tok} deh",
    "clé d'API {vendor} pour la caisse de la gare : {tok}",
    "clé API {vendor} (mini-réseau de Dourou) : {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    afrik = _r(rng, HEX, 32)
    sunc = _r(rng, HEX, 40)
    buu = v.uuid4(rng, "a")
    lumos = _r(rng, ALNUM, 48)
    icow = _r(rng, ALNUM, 24)
    maxab = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.afrikpay.com/api/bill/v2/", headers={{"X-Afrikpay-Key": "{afrik}"}})', afrik),
        Sample("vendor_token", f'resp <- httr::GET("https://api.sunculture.io/v1/pumps", httr::add_headers(Authorization = paste("Token", "{sunc}")))', sunc),
        Sample("vendor_token", f'const buupass = new BuuPassClient("{buu}");', buu),
        Sample("vendor_token", f"local.properties:\nlumos.clientSecret={lumos}", lumos),
        Sample("vendor_token", f'$client = new ICowClient("falaise-fleuve", "{icow}");', icow),
        Sample("vendor_token", f'val maxab = MaxAbApi(apiKey = "{maxab}")', maxab),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token ye {t} ye",
                "token yaa {t}", "{t}\n^ nouveau, l'ancien est mort", "garde-moi ça : {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the ear-tag gateway at the Fatoma cattle market (OTAA): {h}": 32,
    "NwkSKey of the Dourou mini-grid meter M-114 (ABP): {h}": 32,
    "HMAC secret for the Afrikpay payment webhook: {h}": 64,
    "STS vending key of the Calinmeter token server, hex: {h}": 32,
    "pre-shared key of the river-port radio's IPsec tunnel (hex): {h}": 64,
    "clé de chiffrement des sauvegardes du DHIS2, en hex : {h}": 64,
    "backup encryption key ye {h} ye": 48,
    "clé AES du pont-bascule, deh : {h}": 32,
    "backup key am ko {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #2260: token copied out of the browser's network tab {t}",
    "Cookie: lang=fr-ML; ff_session={t}",
    "ODK_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ye {t} ye",
    "le token c'est {t} deh",
    "token am ko {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@falaise-fleuve.org"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.falaise-fleuve.org/realms/ff", "azp": "caisse-gare",
                   "roles": ["caissier", "quai"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the weighbridge server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/odk.falaise-fleuve.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PAYMENT_SIGNING_KEY": "{key}", "partner": "afrikpay"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_quai <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "osTicket #5551, collé par l'intégrateur :\n{key}": ("PRIVATE KEY", "\n"),
    "server ka private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the hospital's lab-results drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "the cattle-fund wallet words (emptied): {p}": "english",
    "voice memo: the BlueWallet recovery words are {p} and that's all": "english",
    "phrase de récupération du portefeuille Phoenix, deh : {p}": "french",
    "wallet ka recovery words ye {p} ye": "french",
    "frase de recuperación de la billetera Muun: {p}": "spanish",
    "frase de recuperação da carteira Zeus: {p}": "portuguese",
    "frase di recupero del portafoglio Blockstream Green: {p}": "italian",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "recovery words am ko {p}": "english",
    "cüzdan kurtarma kelimeleri: {p}": "turkish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
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


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "gim":  # GIM-UEMOA's regional scheme: its prefix as the author believes it
        return _card_of(rng, ["628150", "628151", "628152"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Salif: the depot card for the Tru-Test spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "GLPI #2272: pay the genset service visit with card {c}",
    "n ka carte numéro ye {c} ye, {mm}/{yy}",
    "m carte numéro yaa {c}",
    "numéro carte am ko {c}, {mm}/{yy}",
    "mon numéro de carte c'est {c} deh, {mm}/{yy}",
    "n carte numéro n tie {c}",
    "n carte numéro la {c}, {mm}/{yy}",
    "mí carte numéro {c} wo",
    "carte-in n numéro: {c}",
]  # fmt: skip
_BRANDS = ["visa", "gim", "mastercard", "amex", "visa", "maestro", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits on the back by the signature: {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "les trois chiffres au dos de la carte, c'est {cvv}",
               "carte kɔfɛ nimɔrɔ saba ye {cvv} ye",
               "cryptogramme visuel de la carte Orabank : {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 158 (Poland in eleven, the rest in
# twelve); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"PL": "n" * 24, "AE": "n" * 19, "CH": "n" * 5 + "c" * 12, "DK": "n" * 14,
                "DO": "aaaa" + "n" * 20, "GI": "aaaa" + "c" * 15, "IS": "n" * 22,
                "KW": "aaaa" + "c" * 22}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice FF-2033-071: please pay the shea butter press to {i} within 30 days",
    "save the Dubai gum-arabic buyer's IBAN: {i}",
    "IBAN: {i}\nReference: gomme arabique lot 12, mars",
    "WhatsApp #tresorerie: the Warsaw solar supplier's new bank details, IBAN {i}",
    "n ka IBAN ye {i} ye",
    "m IBAN yaa {i}",
    "IBAN am ko {i}",
    "mon IBAN c'est {i} deh",
    "n IBAN n tie {i}",
    "IBAN-in: {i}",
    "n IBAN la {i}",
    "compte du fournisseur de panneaux à Copenhague, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids of kinds no earlier corpus uses; python-stdnum has no module for any, so none is checked.
def _amo(g: random.Random) -> str:
    """Mali's AMO health-insurance card number: as the author guesses it, twelve digits."""
    return g.choice("12") + _r(g, D, 11)


def _orpailleur(g: random.Random) -> str:
    """A gold-panner's card (carte d'orpailleur): a region's letters, a year, a serial; invented."""
    return f"{g.choice(['MPT', 'KYS', 'SKS'])}-{g.randrange(2028, 2034)}-{_r(g, D, 5)}"


def _zoosanitaire(g: random.Random) -> str:
    """An international veterinary certificate's number for a herd on the move; invented."""
    return f"CZI/{g.choice(['ML', 'BF'])}/{_r(g, D, 6)}"


def _onaser(g: random.Random) -> str:
    """A driver's card number from Burkina Faso's road-safety office; invented."""
    return f"BF{_r(g, D, 2)}{_r(g, UPPER, 1)}{_r(g, D, 7)}"


def _sage_femme(g: random.Random) -> str:
    """A midwife's registration with her order: a country, a year and a serial; invented."""
    return f"OSF-{g.choice(['ML', 'BF'])}-{g.randrange(2005, 2033)}-{_r(g, D, 4)}"


def _vaccination(g: random.Random) -> str:
    """A yellow-fever vaccination card's number; invented."""
    return f"FJ{_r(g, D, 8)}"


def _naissance(g: random.Random) -> str:
    """A birth certificate's entry number: a register's number, a year, a serial; invented."""
    return f"{_r(g, D, 4)}/{g.randrange(1970, 2010)}/{_r(g, D, 3)}"


def _transhumance(g: random.Random) -> str:
    """An ECOWAS international transhumance certificate's number; invented."""
    return f"CIT-{g.choice(['ML', 'BF'])}-{_r(g, D, 7)}"


def _pinasse(g: random.Random) -> str:
    """A river pinasse's navigation permit; invented."""
    return f"NAV{_r(g, D, 2)}-{_r(g, UPPER_DIGITS, 6)}"


def _guide(g: random.Random) -> str:
    """A Bandiagara cliff guide's badge number; invented."""
    return f"GT-BDG-{_r(g, D, 5)}"


def _passport(prefix: str, digits: int) -> Maker:
    return lambda g: prefix + _r(g, D, digits)


_ID_PLACES: dict[str, Maker] = {
    "numéro de carte AMO de ma mère pour la pharmacie : {s}": _amo,
    "AMO carte numéro ye {s} ye": _amo,
    "carte d'orpailleur de Daouda, pour la coopérative : {s}": _orpailleur,
    "carte d'orpailleur nimɔrɔ ye {s} ye": _orpailleur,
    "certificat zoosanitaire du troupeau pour Kantchari : {s}": _zoosanitaire,
    "certificat zoosanitaire am ko {s}": _zoosanitaire,
    "numéro ONASER de ma carte de conducteur : {s}": _onaser,
    "carte de conducteur ONASER yaa {s}": _onaser,
    "numéro d'inscription de la sage-femme à l'Ordre : {s}": _sage_femme,
    "sage-femme inscription numéro n tie {s}": _sage_femme,
    "numéro du carnet de vaccination (fièvre jaune) : {s}": _vaccination,
    "numéro d'acte de naissance pour le dossier : {s}": _naissance,
    "acte de naissance numéro la {s}": _naissance,
    "certificat international de transhumance des bœufs : {s}": _transhumance,
    "permis de navigation de la pinasse : {s}": _pinasse,
    "badge de guide de Bandiagara, c'est {s} deh": _guide,
    "mí guide badge {s} wo": _guide,
    "n ka passport numéro ye {s} ye": _passport("AA", 7),
    "m passport yaa {s}": _passport("B", 8),
    "passport am ko {s}": _passport("AA", 7),
    "numéro de passeport de Boukary : {s}": _passport("B", 8),
    "passport-in: {s}": _passport("AA", 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 2)}{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Orabank 2FA recovery codes\n{codes}", "spare sign-in codes for the depot's Google Workspace {codes}",
            "codes de secours du compte DHIS2 : {codes}", "2FA backup codes ye ninnu ye:\n{codes}",
            "2FA backup codes am ko: {codes}", "codes de récupération, deh : {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/DHIS2:aissata@falaise-fleuve.org?secret={s}&issuer=DHIS2&digits=6",
              "Aegis, manual setup key for the Afrikpay login: {s}",
              "clé 2FA de la caisse, deh : {s}",
              "2FA secret ye {s} ye"]  # fmt: skip
_CODES = ["{c} is your Orabank verification code", "Votre code de vérification Coris Money : {c}",
          "{c} ye i ka code ye. A kana di mɔgɔ si ma", "code am ko {c}, wota hollu goɗɗo",
          "Votre code OTP est {c}. Ne le partagez pas"]  # fmt: skip


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


_SSIDS = ["FF-Marche-Fatoma", "FF-Quai-Mopti-5G", "Orange-Sevare-4G", "Moov-Bobo-Depot",
          "FF-MiniReseau-Dourou", "HopitalSevare-Staff", "Gare-Fada-Wifi", "Telecel-Gaoua",
          "FF-Orpaillage-Kalana", "Sotelma-Djenne", "Bandiagara-Guides", "FF-Gomme-Bobo"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "depot network {s}, password {pw}",
    "wifi at the cattle market office: {s} / {pw}",
    'sta_if = network.WLAN(network.STA_IF)\nsta_if.connect("{s}", "{pw}")',
    "the key printed under the Huawei box: {pw}",
    "wifi {s} ka password ye {pw} ye",
    "wifi {s} password yaa {pw}",
    "password wifi {s} ko {pw}",
    "le code du wifi {s}-là c'est {pw} deh",
    "wifi {s} password n tie {pw}",
    "wifi {s} password la {pw}",
    "wifi {s} password {pw} wo",
    "wifi {s} password ná {pw} mɛ",
    "port gateway backhaul wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("arn_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("yp_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Teams call] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "lettre par lettre, deh : {t}",
          "sɛbɛnni kelen kelen: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["code du cadenas du magasin de gomme : {pw}", "magasin cadenas code ye {pw} ye",
          "cadenas code yaa {pw}", "code cadenas am ko {pw}", "the pharmacy door keypad takes {pw} then #",
          "padlock on the gold-panning tool shed: {pw}", "code du coffre de la caisse, deh : {pw}",
          "safe in the bus station office: {pw}", "digicode du bureau du port : {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4, 6][index % 5])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["karite", "fonio", "pinasse", "bourgou", "kanaga", "togu", "goudali", "seyal",
                 "laptot", "bogolan", "tamarin", "soumbala", "djembe", "bissap", "nere", "baobab"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the depot vault: {p}": " ",
            "KeePassXC database passphrase: {p}": " ",
            "Proton Pass passphrase: {p}": "-", "VeraCrypt volume passphrase: {p}": ".",
            "passphrase ye {p} ye": " ", "passphrase am ko {p}": "_",
            "la phrase de passe du coffre, deh : {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "R: httr::add_headers(Authorization = \"Basic {v}\")": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Bruno request, headers: Authorization: Bearer {v}": False,
    "Hoppscotch environment, header Authorization = Basic {v}": True,
    "Thunder Client export of the ODK call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "FreeRADIUS SQL, hotspot du marché:\nINSERT INTO radcheck (username, attribute, op, value) VALUES ('caisse1', 'Cleartext-Password', ':=', '{pw}');",
    "dhis.conf:\nconnection.url = jdbc:postgresql://pg.falaise-fleuve.lan/dhis2\nconnection.username = dhis\nconnection.password = {pw}",
    "openmrs-runtime.properties:\nconnection.username=openmrs\nconnection.password={pw}",
    "mosquitto password_file source, before mosquitto_passwd:\nmeters:{pw}",
    "odbc.ini:\n[HopitalSevare]\nDriver=PostgreSQL Unicode\nServername=pg.falaise-fleuve.lan\nUsername=his\nPassword={pw}",
    ".Renviron:\nDHIS2_USER=rapports\nDHIS2_PASSWORD={pw}",
    "kannel.conf:\ngroup = sendsms-user\nusername = alertes\npassword = {pw}",
    "gammu-smsdrc:\n[smsd]\nservice = sql\ndriver = native_mysql\nuser = smsd\npassword = {pw}",
    "ODK Central .env:\nDB_HOST=pg.falaise-fleuve.lan\nDB_USER=odk\nDB_PASSWORD={pw}",
    "wp-config.php:\ndefine('DB_USER', 'site_guides');\ndefine('DB_PASSWORD', '{pw}');",
    "application.yml:\nspring:\n  datasource:\n    username: billets\n    password: {pw}",
    "config.ini (caisse de la gare):\n[database]\nuser = caisse\npassword = {pw}",
    "docker-compose.yml:\n    environment:\n      POSTGRES_USER: minigrid\n      POSTGRES_PASSWORD: {pw}",
    "pgbouncer userlist.txt:\n\"compteurs\" \"{pw}\"",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'marche', 'PASSWORD': '{pw}'}}}}",
    "Odoo odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = changeme-later",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Salif: port office wifi password?\nMariam: {pw}",
    "[06:12] yacouba: root pw for the weighbridge server?\n[06:13] daouda: {pw}",
    "Aissata: {pw} is the new DHIS2 admin password",
    "Boukary: use {pw}, that's what the DVR has now",
    "Bintou: password kura ye {pw} ye",
    "Wendkouni: password paalga yaa {pw}",
    "Hamadoun: password keso ko {pw}",
    "Kalifa: le nouveau mot de passe c'est {pw} deh",
    "Yembi: password paanu n tie {pw}",
    "Dofinitan: password paalaa la {pw}",
    "Amagana: password gɛ̀ɛ {pw} wo",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\u200bword = {pw}", "mot de pa\u00adsse : {pw}", "раsswоrd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐａｓｓｗｏｒｄ: {pw}", "pa\u200dssword → {pw}", "ṗassword: {pw}",
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
    "the DHIS2 admin password is": "{s}", "weighbridge service pw:": "{s} (since the indicator swap)",
    "n ka password ye": "{s} ye", "Cerbo GX password": "{s}\nchange it after the rains",
    "m password yaa": "{s}", "mot de passe :": "{s}", "password am ko": "{s}", "DVR password": "{s}",
    "the password Salif read out over the radio was": "{s}, I think", "n password n tie": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Afrikpay API key", "{s}", _j((HEX, 32))),
    ("split_token", "Arnergy key:", "{s} (mini-grid billing)", _j("arn_live_", (ALNUM, 32))),
    ("split_token", "ACRE Africa client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Nunchuk backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/37", lambda g: v.grouped(_card(g, "gim"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KW"))),
    ("split_backup", "Orabank recovery codes", "{s}\nKD4821-7QM2\nBT8810-H3VZ", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "carte AMO numéro", "{s}", _amo),
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
    '{"dvr": {"url": "https://dvr-gare.falaise-fleuve.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "salif.d", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"meters": [{"name": "m-113"}, {"name": "m-114", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-h", "mysql.falaise-fleuve.lan", "--user", "caisse", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "n ka depot PC password ye {s} ye"}': ("meta_password", _plain_pw),
    '{"password_am": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Cerbo GX as installer with the password {s}"}': ("meta_password", _plain_pw),
    '{"afrikpay": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"zemboToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"maxab_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IS")),
    '{"driver": {"onaser_card": "{s}"}}': ("meta_id", _onaser),
    '{"mfa": {"recovery_codes": ["{s}", "KD4821-7QM2", "BT8810-H3VZ"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"cattle_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tool_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "FF-Quai-Mopti-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cerbo-gx-venus-3.60.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/falaise-fleuve/caisse:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"caisse: add Fada-Diapaga route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"dhis2: revert dataset mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"pesees_2033-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"export-gomme-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the calibration visit on 2033-04-08.",
    "Salif asked for the port office wifi password; it is on the card in the harbour master's drawer.",
    "Policy: Falaise et Fleuve passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `AFRIKPAY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Cerbo GX asks for a new installer password after every firmware update.",
    "Replace <YOUR_ZEMBO_TOKEN> in the README with the token from the Zembo dashboard.",
    "ZEMBO_FLEET_TOKEN and MAXAB_API_KEY must be set before the nightly sync runs.",
    "Kana i ka password fɔ mɔgɔ si ye.",
    "Da wilg ned fãa fo password ye.",
    "Wota hollu goɗɗo password maa.",
    "Ne donne ton mot de passe à personne deh, même ton petit frère.",
    "Password ɲuman ka kan ka bonya.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Upgraded the Cerbo GX from Venus 3.52 to 3.60 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Fada-Diapaga route to the ticketing.",
    f"Rolled back to {_SHORT} after the dataset mapping broke the DHIS2 export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.60 update file has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of export-gomme-2032.parquet: {_SHA512}",
    f"The ticketing container runs ghcr.io/falaise-fleuve/caisse@sha256:{_IMAGE}.",
    f"MD5 of pesees_2033-03-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 5c1d82e7-4b90-4a3f-9e21-7d6b0c3f8a14 is the slow one in the Afrikpay logs.",
    "Purchase order BC-2033-00217 for 30 sacks of gum arabic ships on Thursday.",
    "GLPI #2207: the Sevare pharmacy fridge alarm keeps tripping at night.",
    "Call the Mopti port office on +223 21 43 05 17 before noon.",
    "Bus FF-0412 leaves Bobo-Dioulasso for Fada N'Gourma at 06:30 from quai 3.",
    "Lot number GA-2033-BOBO-0114, 50 kg, grade 1 Kordofan-type gum; moisture 11 %.",
    "The Fatoma market sold 412 head of cattle on Sunday; the average zebu weighed 318 kg.",
    "The Dourou mini-grid delivered 1 284 kWh in March; the battery bank is 48 V, 600 Ah.",
    "ISBN 978-2-7099-1710-2 is the Dogon country guide on the shelf at the Bandiagara office.",
    "The gold-panning cooperative weighed 41.6 g of gold on Friday at 84 % purity.",
    "The pinasse Kotaka II carries 60 passengers between Mopti and Tombouctou.",
    "After five wrong passwords the DHIS2 server locks the account for 15 minutes.",
    "Ask Mariam for the pharmacy door code, I don't have it.",
    "My card ending 4417 was declined at the Sevare hardware store.",
    "The Warsaw supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Orabank account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `AFRIKPAY_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the tool shed rusts in the rainy season; oil it every month.",
    "Arnergy moved the API key page under Settings › Developers in its April release.",
    "The guest wifi 'FF-Invites' is open, no password needed.",
    "The river at Mopti was at 5.62 m on the gauge this morning, rising 4 cm a day.",
    "Patient file 2033-SEV-04418 was transferred to the regional hospital.",
    "Meter M-114 shows 18 403.7 kWh; the token credit left is 212 kWh.",
    "Vaccination day at the Bankass CSCom: 148 children, 93 % coverage.",
    "Shea butter press 2 makes 34 kg an hour; the new one will make 50.",
    "Ticket 00418832 cost 7 500 FCFA from Bobo to Gaoua.",
    "Herd certificate renewals are handled at the veterinary post, not by the cooperative.",
    "Bi sugu tun ka ca kosɛbɛ Fatoma.",
    "Yaa daar-sõng raare, ned fãa wa.",
    "Hande sooynde na'i mawnde no woni e Fatoma.",
    "Ɛ̀gɛ́ dɛ̀ ɛ̀ mí dɔ̀gɔ̀ wo, Sangha.",
    "Le car de Fada est arrivé en retard deh, la route est gâtée.",
    "En tout cas, le marché de Konna était plein aujourd'hui même.",
    "Phone numbers for the guides: +226 70 44 18 32 and +226 76 01 55 29.",
    "Weighbridge reading 18 420 kg gross, 7 310 kg tare, truck 11 GM 4817.",
    "The OpenMRS concept id 5089 is weight in kg; 5090 is height in cm.",
    "Salary advance request 2033-03 for the port crew: 14 people, 25 000 FCFA each.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ff/dhis2", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2207", "purchase_order": "BC-2033-00217"}',
    '{"lot": {"id": "GA-2033-BOBO-0114", "weight_kg": 50, "moisture_pct": 11}}',
    '{"phone": "+223 21 43 05 17", "city": "Mopti"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "head_sold": 412}',
    '{"meter": "M-114", "kwh": 18403.7, "credit_kwh": 212}',
    '{"bus": "FF-0412", "route": "Bobo-Dioulasso - Fada N\'Gourma", "departs": "06:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
