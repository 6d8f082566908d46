# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fiftieth's docstring, the
fifth to hundred-and-fiftieth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-first, hundred-and-fifty-third and hundred-and-fifty-fourth), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.
Its own seed, password words (a Petite-Côte fish and a crate's weight in kilos, two Senegambian
dishes and a number, a name, a birth year, a sign and a port of the coast, a pirogue's name and its
home port, a place, a crop and a harvest year, a ferry cabin and deck, a cashew grade and a town, a
Wolof word, a sign and a year, leet dishes, a fish in capitals, a sign and a number, a name who
"loves" a dish, generated groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Teranga Pêche (a fictional group of Senegal, the Gambia and
Guinea-Bissau: a fishing port and fish-meal plant at Joal with its cookers, presses, dryers, cold
rooms and weighbridge, a groundnut-oil mill in Kaolack with its expellers and aflatoxin lab, a
hospital in Dakar with its lab, ultrasound, imaging and pharmacy, the Dakar-Ziguinchor ferry with
its bridge, crew and ticket office, a cashew-processing plant near Bissau, a tourist lodge on the
Saloum delta running on solar power and a satellite link, and a mobile-money agent network in
Banjul; staff speaking Senegalese Wolof (urban, with French mixed in), Serer, Jola-Fonyi, Mandinka,
Pulaar, Balanta, Guinea-Bissau Kriol, Manjak, Senegalese French, Gambian English, Portuguese and
Lebanese Arabic, with Chinese, Spanish and Mauritanian traders) leak secrets into an assistant's
memory. The texts are WhatsApp, Telegram, Signal, Viber, Messenger, Teams and Google Chat messages,
SMS, e-mails, a ferry ticket office's handover note, Jira and GLPI-style tickets, a runbook, an
incident note, README fragments, shell history (bash, zsh's history file, PowerShell, cmd, Termux on
an agent's tablet, Git Bash, Azure Cloud Shell, a Jupyter cell, a CI job's log, a crontab, a
Makefile recipe, `history | grep`), code (Java, C#, Go, PHP, Perl, Dart, Python), configs, voice
notes, dictated text and requests to the assistant itself, around the panels of fish-meal, oil-mill,
hospital, ferry, lodge and cold-store hardware and software (a Haarslev cooker, a Stord press, a
Myrens dryer, Desmet and Harburg-Freudenberger expeller lines, Farmet, Reinartz and Oekotec presses,
a Dupps dryer, Teknotherm, Frascold and RefComp refrigeration, a Siemens Atellica, a Beckman Coulter
haematology analyser, a GE Voluson ultrasound, a Dirui urine analyser, the Weasis and OHIF viewers,
a Kelvin Hughes radar, an Inmarsat Fleet One terminal, a Huawei B315 router and a Must Solar
inverter).

Tools, or forms of them, none of heldouts 5 to 150 names: `ghost install --dbpass`, `semaphore user
add --password`, JFrog's `jf c add --password`, Frappe's `bench new-site --db-root-password`,
VictoriaMetrics' `-httpAuth.password`, `az vm user update --password`, Mailu's `flask mailu admin`,
MinIO's `mc admin user add`, genuinetools' `img login`, `putty -ssh … -pw`, `sqlx database create
--database-url`, `atlas migrate apply --url`, `NTFY_PASSWORD=` before `ntfy user add`, Redpanda's
`rpk acl user create -p`, Chef's `knife ssh --ssh-password`, `airflow connections add
--conn-password`, mongosh's `db.changeUserPassword`, Cypher's `ALTER CURRENT USER SET PASSWORD`,
arangosh's `require("@arangodb/users").save`, `liquibase update --username … --password`, `mydumper
-u … --password`, `repmgr -d 'host=… password=…'`, golang-migrate's `migrate -database`, `svn co
--non-interactive --username … --password`, `influx v1 auth create --password`, `mmctl user
change-password`, `vault write auth/userpass/users/…`; in code Jedis' `JedisPool`, SMBJ's
`AuthenticationContext`, WinSCP .NET's `SessionOptions`, Go's `ssh.Password` in an
`ssh.ClientConfig`, Perl's `Net::LDAP` `bind`, MailKit's `AuthenticateAsync`; configs
`~/.sbt/.credentials`, bundler's `BUNDLE_…` credentials, Helm's `repositories.yaml`,
`~/.mc/config.json`, a `yum.repos.d` file's `password=`, k3s' `registries.yaml`, and the images'
variables `RABBITMQ_DEFAULT_PASS`, `GF_SECURITY_ADMIN_PASSWORD`, `NEO4J_AUTH`, `COUCHDB_PASSWORD`,
`KC_BOOTSTRAP_ADMIN_PASSWORD`, `DOCKER_INFLUXDB_INIT_PASSWORD`, `ORACLE_PWD`, `PMA_PASSWORD`,
`ME_CONFIG_BASICAUTH_PASSWORD`, `OPENSEARCH_INITIAL_ADMIN_PASSWORD`; connection strings of
`postgresql+psycopg2://`, `postgresql+pygresql://`, `mysql+cymysql://`, `mysql+mysqlconnector://`,
`mysql+pyodbc://`, `mariadb+pymysql://`, `cockroachdb+psycopg2://`, `risingwave://`, `gel://`,
`iotdb://` and `jdbc:TAOS://`. Beside them the commands and formats the product names (sshpass,
mysql, redis-cli, curl -u, smbclient, 7z, xfreerdp, a wifi QR code, `otpauth://`, connection
strings, the Authorization header), in layouts of its own.

About 45 % of the texts are in other languages than English (by a rough count of the drawn samples):
Serer-Niominka (the Serer of the Saloum islands), Saafi-Saafi, Laalaa (Lehar), Bayot, Kwatay,
Gusilay, Felupe (the Jola of Guinea-Bissau), Bainouk (Gunyaamolo), Bijago and Jakhanke, which no
earlier docstring names, and urban Wolof mixed with French, Senegalese French, Pulaar, Mandinka,
Jola-Fonyi, Guinea-Bissau Kriol, Balanta, Manjak, Portuguese, Spanish, Lebanese Arabic (in Arabic
letters and in Arabizi), Hassaniya Arabic, Italian and Mandarin, in wordings of their own. The ten
new languages' wordings are the author's approximations, checked by no speaker, built around a few
marked words and the loanwords people there really text (password, mot de passe, wifi, code, PIN,
card, IBAN, user, email, API key, passport): Serer-Niominka's `mi` ("my"), `fa` ("of") and `ale`
("is"); Saafi-Saafi's `ndaa` and `wa`; Laalaa's `miin` and `yee`; Bayot's `iñe` and `bu`; Kwatay's
`enje` and `kate`; Gusilay's `iñ` and `yo`; Felupe's `nii` and `bo`; Bainouk's `ñi` and `ga`;
Bijago's `ñë` and `kë`; Jakhanke's `n na … le mu` and `kana a fo mɔɔ la` ("tell it to no one"). All
of them are the thinnest guesses, and so are the Balanta (`nhi … bi`) and Manjak (`nan … ja`) lines;
the Wolof (`sama … mooy`, `bul ko wax kenn`), Pulaar (`… am ko`), Mandinka (`ñ na … mu … le ti`) and
Kriol (`nha … i`, `ka bu konta ningin`) lines are closer but unchecked too.

Vendors (QMoney, Joni Joni, Kash Kash, Sonatel, Trust Bank, BICIS, CBAO, SGBS, Banco da União,
Reliance Financial, Vista Bank, Jumia, Allo Dakar, Sen'Eau, NAWEC, Gamtel, Gamcel, Comium, Mauritel,
Chimoney, Masrvi, Sedad, WorldFirst, YunExpress, Nimba SMS, MTarget, GAINDE 2000, PostCash, Dakar
Dem Dikk, Air Sénégal, Transair, Dakar Terminal, COSAMA, Sonacos, Copeol, Sedima, Jokko Santé, Sunu
Assurances, Gambia Ports Authority, Guinetel, Toters, Fransabank, Pescanova, Grimaldi, Sinotrans,
Trygg Mat Tracking, Jembi and Travelstart) are ones heldouts 5 to 150 do not name. Every token shape
here (the hex, base64, URL-safe and alphanumeric runs, the UUIDs, the JWTs, Trust Bank's
`tbg_live_`, Jokko Santé's `jk_live_`) is the author's guess: none of them publishes a key format
the author knows.

The ids are kinds heldouts 5 to 150 do not use: a Gambia Medical and Dental Council registration, a
Gambian resident permit, a Senegalese Caisse de Sécurité Sociale registration, a Senegalese civil
servant's `matricule de solde`, a Senegalese `carte d'égalité des chances`, a Lebanese civil
registry (`رقم السجل`) number, a Spanish `Libreta de Inscripción Marítima`, a Senegalese `carte de
marin` and `livret maritime`, a registration with the Ordre National des Médecins du Sénégal and
with the Ordre des Pharmaciens, a ferry master's `brevet de capitaine` and a pirogue owner's
`licence de pêche`, for which python-stdnum has no module and which no library or this file checks
(no check-digit algorithm is written here): they are unchecked, their shapes invented; passports
(Senegalese, Bissau-Guinean, Gambian, Mauritanian, Chinese) under Serer-Niominka, Bijago, Jakhanke,
Hassaniya and Mandarin words, likewise unchecked. Card numbers pass Luhn (the value helpers' brands,
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
the IBAN shapes of heldouts 5 to 150 (Hungary in seven corpora, Romania in eight, Portugal, France,
Luxembourg, Norway, Ireland and Denmark in nine), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, French, Portuguese, Spanish, Italian and Simplified Chinese
lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata
samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 152_604_387
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


_FISH = ["Thiof", "Yaboye", "Sompat", "Capitaine", "Diaregne", "Kong", "Sole", "Pageot",
         "Yeet", "Touffa", "Sardinelle", "Mulet", "Carpe", "Dorade"]  # fmt: skip
_DISHES = ["yassa", "mafe", "caldou", "domoda", "benachin", "superkanja", "thiakry", "fataya",
           "pastel", "ngalax", "chere", "mbakhal", "caldo", "sigui"]  # fmt: skip
_PORTS = ["Joal", "Fadiouth", "Mbour", "Djiffer", "Dionewar", "Niodior", "Foundiougne",
          "Toubacouta", "Kaolack", "Ziguinchor", "Carabane", "Bissau", "Bandim", "Quinhamel",
          "Bolama", "Banjul", "Serrekunda", "Brikama", "Barra", "Palmarin", "Elinkine",
          "Kafountine"]  # fmt: skip
_PIROGUES = ["MameDiarra", "SerigneFallou", "BayeLaye", "SokhnaAwa", "KhadimRassoul",
             "NdeyeSali", "PapaNgor", "DameSarr"]  # fmt: skip
_CROPS = ["arachide", "cajou", "mancarra", "caju", "sardinelle", "farine", "huile", "yeet"]
_NAMES = ["Awa", "Fatou", "Moussa", "Ousmane", "Aminata", "Cheikh", "Ndeye", "Babacar",
          "Seynabou", "Ibrahima", "Khady", "Lamine", "Mariama", "Ebrima", "Isatou", "Binta",
          "Djibril", "Quintino", "Adelina", "Domingos", "Filomena", "Rami", "Nadia", "Karim",
          "Inaki", "Sidi", "Mariem", "Bassirou", "Coumba", "Aliou"]  # fmt: skip
_WOLOF = ["Jerejef", "NangaDef", "Teranga", "Dalal", "Baax", "Yaangi", "Dafa", "Ndank"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Th10f", "Y4ss4", "M4f3", "C4ld0u", "D0m0d4", "B3n4ch1n", "C4j0u", "4r4ch1d3",
         "P1r0gu3", "B0l0ng"]  # fmt: skip


def _crate(g: random.Random) -> str:
    """A fish and a crate's weight, the way the Joal dock crew makes up a password."""
    return f"{g.choice(_FISH)}{g.choice([12, 20, 25, 30, 40, 45, 50])}kg{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _crate,
    lambda g: "-".join(g.sample(_DISHES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PORTS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2034)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PIROGUES)}_{g.choice(_PORTS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_PORTS).lower()}_{g.choice(_CROPS)}_{g.randrange(1985, 2034)}",
    lambda g: f"Cabine{g.randrange(1, 40)}Pont{g.randrange(1, 5)}{g.choice(_SYMBOLS)}",
    lambda g: f"W{g.choice([180, 210, 240, 320, 450])}-{g.choice(_PORTS)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_WOLOF)}{g.choice(_SYMBOLS)}{g.randrange(1990, 2034)}",
    lambda g: f"{g.choice(_FISH).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Aime{g.choice(_DISHES).capitalize()}{g.randrange(2, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English (and Gambian English), around the group's panels, banks and apps
    "WhatsApp, Awa (Joal dock office): the Haarslev cooker HMI password is {pw}",
    "Telegram from Moussa: Stord twin-screw press panel password {pw}",
    "Signal, Cheikh: Myrens dryer PLC web password {pw}",
    "Teams chat, #kaolack-mill: Desmet expeller line 2 password {pw}",
    "Viber from Rami: Harburg-Freudenberger press terminal password {pw}",
    "Google Chat, aflatoxin lab: Farmet seed-dryer panel password {pw}",
    "SMS from Lamine: Reinartz screw press HMI password is {pw}",
    "Oekotec press at the Kaolack annex, HMI password {pw}",
    "Dupps disc dryer control, Joal plant: password {pw}",
    "Teknotherm cold-store controller on quay 2, service password {pw}",
    "Frascold rack controller in cold room B: admin password {pw}",
    "RefComp chiller panel at the fish-meal plant, password {pw}",
    "e-mail from the hospital IT desk: the Atellica CI 1900 service password is {pw}",
    "Messenger, Dr Seynabou: Beckman Coulter DxH 560 admin password {pw}",
    "Teams, radiology: GE Voluson E8 service login password {pw}",
    "GLPI ticket 4471: Weasis DICOM viewer admin password {pw} must be rotated",
    "Jira HOSP-218: OHIF viewer behind nginx, admin password {pw}",
    "WhatsApp, Mariama (lab): Dirui H-500 urine analyser password {pw}",
    "ferry bridge laptop: the Kelvin Hughes SharpEye radar service password is {pw}",
    "handover note, ferry ticket office: Inmarsat Fleet One terminal web password {pw}",
    "Huawei B315 router at the Carabane stop, admin password {pw}",
    "Must Solar inverter at the Saloum lodge, WiFi-box password {pw}",
    "Hi Babacar,\n\nthe root password on the Joal weighbridge server is {pw}. Delete this mail once it's in the vault.\n\nAwa",
    "Runbook: cooker restart after a power cut\n1. open the Haarslev HMI\n2. log in as service\n3. password {pw}\n4. reset the steam interlock",
    "Incident 2033-02-11: the Frascold panel at Joal was reachable from the internet with password {pw}",
    "README (lodge rack)\nthe Must Solar monitor is at http://solar.lodge.lan, admin password `{pw}`.",
    "my Trust Bank internet banking password is {pw} now",
    "can you keep my QMoney agent portal password? it's {pw}",
    "dictated: the CBAO online banking password is {pw} full stop",
    "after the reset the BICIS app password became {pw}",
    # the other languages
    "le mot de passe du PC de la bascule, c'est {pw} hein",
    "stp retiens : mot de passe du serveur de l'hôpital = {pw}",
    "Sama password bu email bi mooy {pw}",
    "mot de passe bu PC bi ci bureau bi: {pw}",
    "Moussa: password bu bees bu serveur bi mooy {pw}, bul ko wax kenn",
    "password mi fa email ale {pw}",
    "Ndeye: password fa PC fa lodge ale {pw}",
    "password ndaa fa ordinateur wa {pw}",
    "password miin fa bascule yee {pw}",
    "password iñe fa email bu {pw}",
    "password enje fa radar kate {pw}",
    "password iñ fa PC yo {pw}",
    "password nii di computador bo {pw}",
    "password ñi fa ordinateur ga {pw}",
    "password ñë di computador kë {pw}",
    "n na email password le mu {pw}, kana a fo mɔɔ la",
    "password am email ko {pw}",
    "ñ na email password mu {pw} le ti",
    "password di inje ci ordinateur: {pw}",
    "nha password di email i {pw}",
    "Domingos: password di computador di armazen i {pw}, ka bu konta ningin",
    "nhi password di email bi {pw}",
    "nan password di email ja {pw}",
    "a senha do computador da fábrica de caju é {pw}",
    "la contraseña del ordenador del barco es {pw}, tío",
    "الباسورد تبع كمبيوتر المخزن هو {pw}",
    "l password taba3 el laptop bel maktab: {pw}",
    "كلمة السر ماهي {pw} يا الحاج",
    "渔粉厂那台电脑的密码：{pw}",
    "老王：新的服务器密码是 {pw}，别告诉别人",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["awa.ndiaye", "fatou", "moussa.sarr", "ousmane", "aminata.faye", "cheikh", "ndeye.sene",
          "babacar", "seynabou", "ibrahima.ba", "khady", "lamine", "mariama.sow", "ebrima.ceesay",
          "isatou", "binta.jatta", "djibril", "quintino", "adelina.co", "domingos", "filomena",
          "rami.haddad", "nadia", "karim", "inaki", "sidi.lemine", "svc-bascule", "ops-ferry",
          "agent-banjul", "labo-dakar"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Awa: the weighbridge login is {u} / {pw}",
    "GLPI #4480: {u} locked out of the Stord panel, last password {pw}",
    "Jira OPS-77: creds for the ticket-office PC are {u} and {pw}",
    "| device | login | password |\n|---|---|---|\n| Dirui H-500 | {u} | {pw} |",
    "sign into the Atellica as {u} with {pw}",
    "Kelvin Hughes service login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: bascule-joal\n  username: {u}\n  password: {pw}",
    "user iñ yo {u}, password iñ yo {pw}",
    "Lamine says the Farmet account is {u} and the password is {pw}",
    "nom d'utilisateur {u}, mot de passe {pw}",
    "user bi mooy {u}, password bi mooy {pw}",
    "user mi ale {u}, password ale {pw}",
    "n na user le mu {u}, password le mu {pw}",
    "user am ko {u}, password am ko {pw}",
    "nha user i {u}, nha password i {pw}",
    "utilizador {u}, senha {pw}",
    "usuario {u} y contraseña {pw}",
    'JedisPool pool = new JedisPool(cfg, "redis.joal.lan", 6379, 2000, "{pw}"); // user {u} on the ACL',
    'var auth = new AuthenticationContext("{u}", "{pw}".toCharArray(), "TERANGA");',
    'var opts = new SessionOptions {{ Protocol = Protocol.Sftp, HostName = "sftp.teranga.lan", UserName = "{u}", Password = "{pw}" }};',
    'cfg := &ssh.ClientConfig{{User: "{u}", Auth: []ssh.AuthMethod{{ssh.Password("{pw}")}}}}',
    '$ldap->bind("uid={u},ou=staff,dc=teranga,dc=lan", password => "{pw}");',
    'await client.AuthenticateAsync("{u}@teranga-peche.sn", "{pw}");',
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["thiof", "yaboye", "caldou", "domoda", "benachin", "kora", "sabar", "mbalax",
               "bolong", "ndiaga", "mancarra", "fataya", "thiakry", "sompat", "kong", "laamb",
               "gumbe", "palmier"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "for the weighbridge it's {w} and {d} at the end",
    "voice note: the lodge wifi password is {w} then the number {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits stuck together",
    "le mot de passe c'est le mot {w}, et après {d}",
    "password bi mooy baat bii {w}, ginnaw gi {d}",
    "password mi ale {w}, ginnaw {d}",
    "a senha é a palavra {w}, e depois {d}",
    "nha password i palavra {w}, dipus {d}",
    "la contraseña es la palabra {w} y luego {d}",
    "密码是 {w} 这个词，后面再加 {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ghost install --db mysql --dbhost 127.0.0.1 --dbuser {u} --dbpass '{pw}' --url https://lodge-saloum.teranga.sn --no-prompt",
    "semaphore user add --admin --login {u} --name 'Ops Joal' --email {u}@teranga-peche.sn --password '{pw}'",
    "jf c add teranga-art --url=https://art.teranga.lan --user={u} --password='{pw}' --interactive=false",
    "bench new-site cajou.teranga.lan --db-root-username {u} --db-root-password '{pw}' --install-app erpnext",
    "sqlx database create --database-url 'postgres://{u}:{pw}@pg.teranga.lan/agents'",
    "victoria-metrics-prod -storageDataPath=/var/lib/vm -httpAuth.username={u} -httpAuth.password='{pw}'",
    "az vm user update -g rg-teranga -n vm-billetterie --username {u} --password '{pw}'",
    "docker compose exec admin flask mailu admin {u} teranga-peche.sn '{pw}'",
    "mc admin user add joal-minio {u} '{pw}'",
    "img login -u {u} -p '{pw}' registry.teranga.lan",
    "putty -ssh {u}@ferry-gw.teranga.lan -P 22 -pw '{pw}'",
    "atlas migrate apply --url 'mysql://{u}:{pw}@my.kaolack.lan:3306/huilerie' --dir file://migrations",
    "NTFY_PASSWORD='{pw}' ntfy user add --role=admin {u}",
    "rpk acl user create {u} -p '{pw}' --api-urls kafka.joal.lan:9644",
    "knife ssh 'role:caisse' 'sudo chef-client' -x {u} --ssh-password '{pw}'",
    "airflow connections add ferry_db --conn-type postgres --conn-host pg.teranga.lan --conn-login {u} --conn-password '{pw}'",
    "mongosh 'mongodb://mongo.joal.lan/admin' --eval 'db.changeUserPassword(\"{u}\", \"{pw}\")'",
    "cypher-shell -a neo4j://graph.teranga.lan -u {u} \"ALTER CURRENT USER SET PASSWORD FROM 'changeme' TO '{pw}'\"",
    "arangosh --server.endpoint tcp://arango.kaolack.lan:8529 --javascript.execute-string 'require(\"@arangodb/users\").save(\"{u}\", \"{pw}\")'",
    "liquibase update --username={u} --password='{pw}' --url=jdbc:postgresql://pg.teranga.lan/ferry --changelog-file=db.changelog.xml",
    "mydumper -h my.kaolack.lan -u {u} --password '{pw}' -B huilerie -o /backup/huilerie",
    "repmgr -d 'host=pg2.teranga.lan user={u} password={pw} dbname=repmgr' standby clone",
    "migrate -database 'postgres://{u}:{pw}@pg.teranga.lan:5432/cajou?sslmode=disable' -path db/migrations up",
    "svn co --non-interactive --username {u} --password '{pw}' https://svn.teranga.lan/caisse/trunk",
    "influx v1 auth create --username {u} --password '{pw}' --read-bucket 0a1b2c3d4e5f6a7b",
    "mmctl user change-password {u} --password '{pw}'",
    "vault write auth/userpass/users/{u} password='{pw}' policies=ops-joal",
    "sshpass -p '{pw}' ssh {u}@bascule.joal.lan",
    "mysql -h my.kaolack.lan -u {u} -p'{pw}' huilerie",
    "redis-cli -h redis.banjul.lan --user {u} -a '{pw}' --no-auth-warning ping",
    "curl -u {u}:{pw} https://labo.dakar.lan/api/results?date=today",
    "smbclient //fs.dakar.lan/radiologie -U {u}%{pw}",
    "7z x -p'{pw}' releves-agents-2032.7z",
    "xfreerdp /v:caisse-ferry.teranga.lan /u:{u} /p:'{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "awa@bascule-joal:~$ {c}", "root@huilerie-kaolack:/opt# {c}",
    ": 1986123456:0;{c}", "PS C:\\Users\\moussa> {c}", "C:\\billetterie> {c}",
    "Termux on the agent tablet, Banjul:\n~ $ {c}", "Git Bash, MINGW64 ~/caisse\n$ {c}",
    "Azure Cloud Shell:\nops@Azure:~$ {c}", "Jupyter cell in the lab notebook:\n!{c}",
    "CI job 'deploy-ferry' log:\n$ {c}", "crontab -l (lodge NAS):\n15 3 * * * {c}",
    "Makefile:\nsetup:\n\t{c}", "history | grep -i pass\n  412  {c}",
    "tmux pane on the Joal jump host: {c}",
    "commande lancée sur le serveur : {c}", "commande bi ma tàmbali ci serveur bi: {c}",
    "comando que corri no servidor do caju: {c}", "komandu ku n kuri: {c}",
    "el comando que lancé en el barco: {c}", "我在服务器上运行的命令：{c}",
    "الأمر يلي شغّلتو عالسيرفر: {c}", "commande fa serveur mi: {c}",
    "komandu di servidor di caju: {c}", "commande iñe fa ferry bu: {c}", "commande ñi fa labo ga: {c}",
    "komandu nii di armazen bo: {c}", "commande miin fa farine yee: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql+psycopg2://{u}:{pw}@pg.joal.lan:5432/farine",
    "postgresql+pygresql://{u}:{pw}@pg-ferry.teranga.lan/billetterie",
    "mysql+cymysql://{u}:{pw}@my.kaolack.lan/huilerie",
    "mysql+mysqlconnector://{u}:{pw}@mysql.banjul.lan:3306/agents",
    "mysql+pyodbc://{u}:{pw}@lodge_dsn",
    "mariadb+pymysql://{u}:{pw}@mariadb.bissau.lan/cajou",
    "cockroachdb+psycopg2://{u}:{pw}@crdb.dakar.lan:26257/hopital?sslmode=require",
    "risingwave://{u}:{pw}@rw.joal.lan:4566/dev",
    "gel://{u}:{pw}@gel.teranga.lan:5656/main",
    "iotdb://{u}:{pw}@iotdb.kaolack.lan:6667/",
    "jdbc:TAOS://taos.joal.lan:6030/capteurs?user={u}&password={pw}",
    "postgresql+psycopg2://{u}:{pw}@pg.dakar.lan/pharmacie",
    "mariadb+pymysql://{u}:{pw}@10.40.2.15:3306/guichet",
]  # fmt: skip
_URL_PLACES = [
    "SQLALCHEMY_URL={c}", "keep this connection string for me: {c}", "chaîne de connexion : {c}",
    "string di ligason: {c}", "连接串：{c}", "Jira OPS-81: {c}", "Teams, #data: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_988_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "teranga-peche", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read manifests:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("QMoney", "QMONEY_API_KEY", _j((HEX, 32))),
    ("Joni Joni", "JONIJONI_SECRET", _j((ALNUM, 40))),
    ("Kash Kash", "KASHKASH_TOKEN", lambda g: v.uuid4(g, "9")),
    ("Sonatel", "SONATEL_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Trust Bank", "TRUSTBANK_API_KEY", _j("tbg_live_", (ALNUM, 32))),
    ("BICIS", "BICIS_MERCHANT_KEY", _j((UPPER_HEX, 40))),
    ("CBAO", "CBAO_API_SECRET", _j((B64, 64))),
    ("SGBS", "SGBS_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Banco da União", "BDU_API_TOKEN", _j((HEX, 64))),
    ("Reliance Financial", "RFS_API_KEY", _j((ALNUM, 36))),
    ("Vista Bank", "VISTABANK_API_KEY", _j((HEX, 40))),
    ("Jumia", "JUMIA_SELLER_API_KEY", _j((HEX, 40))),
    ("Allo Dakar", "ALLODAKAR_TOKEN", _vendor_jwt("https://api.allodakar.sn")),
    ("Sen'Eau", "SENEAU_API_KEY", _j((ALNUM, 32))),
    ("NAWEC", "NAWEC_CASHPOWER_KEY", _j((UPPER_DIGITS, 24))),
    ("Gamtel", "GAMTEL_API_TOKEN", _j((URLSAFE, 40))),
    ("Gamcel", "GAMCEL_SMS_KEY", _j((HEX, 32))),
    ("Comium", "COMIUM_API_KEY", _j((ALNUM, 28))),
    ("Mauritel", "MAURITEL_SMS_SECRET", _j((B64, 43), "=")),
    ("Chimoney", "CHIMONEY_API_KEY", _j((HEX, 64))),
    ("Masrvi", "MASRVI_MERCHANT_SECRET", _j((ALNUM, 48))),
    ("Sedad", "SEDAD_API_KEY", lambda g: v.uuid4(g, "b")),
    ("WorldFirst", "WORLDFIRST_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("YunExpress", "YUNEXPRESS_API_SECRET", _j((ALNUM, 32))),
    ("Nimba SMS", "NIMBA_SECRET_TOKEN", _j((HEX, 32))),
    ("MTarget", "MTARGET_API_KEY", _j((ALNUM, 24))),
    ("GAINDE 2000", "GAINDE_API_TOKEN", _j((HEX, 40))),
    ("PostCash", "POSTCASH_API_KEY", _j((UPPER_HEX, 32))),
    ("Dakar Dem Dikk", "DDD_API_KEY", _j((ALNUM, 32))),
    ("Air Sénégal", "AIRSENEGAL_NDC_KEY", _j((ALNUM, 32))),
    ("Transair", "TRANSAIR_API_KEY", _j((HEX, 32))),
    ("Dakar Terminal", "DAKARTERMINAL_API_TOKEN", _vendor_jwt("https://api.dakar-terminal.sn")),
    ("COSAMA", "COSAMA_BOOKING_KEY", lambda g: v.uuid4(g, "8")),
    ("Sonacos", "SONACOS_API_KEY", _j((HEX, 40))),
    ("Copeol", "COPEOL_EDI_SECRET", _j((ALNUM, 40))),
    ("Sedima", "SEDIMA_API_KEY", _j((HEX, 32))),
    ("Jokko Santé", "JOKKO_API_KEY", _j("jk_live_", (ALNUM, 32))),
    ("Sunu Assurances", "SUNU_API_SECRET", _j((B64, 64))),
    ("Gambia Ports Authority", "GPA_PORTAL_TOKEN", _j((URLSAFE, 48))),
    ("Guinetel", "GUINETEL_API_KEY", _j((ALNUM, 24))),
    ("Toters", "TOTERS_API_KEY", _j((HEX, 32))),
    ("Fransabank", "FRANSABANK_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Pescanova", "PESCANOVA_SUPPLIER_TOKEN", _j((URLSAFE, 43))),
    ("Grimaldi", "GRIMALDI_API_KEY", _j((ALNUM, 32))),
    ("Sinotrans", "SINOTRANS_APP_SECRET", _j((HEX, 32))),
    ("Trygg Mat Tracking", "TMT_API_TOKEN", _vendor_jwt("https://api.tm-tracking.org")),
    ("Jembi", "JEMBI_OPENHIM_TOKEN", _j((HEX, 64))),
    ("Travelstart", "TRAVELSTART_API_KEY", lambda g: v.uuid4(g, "a")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "azure-pipelines.yml:\nvariables:\n  {env}: {tok}",
    "Taskfile.yml:\nenv:\n  {env}: {tok}",
    "justfile:\nexport {env} := \"{tok}\"",
    "systemd unit, billetterie.service:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Teranga ERP › Paramètres › Intégrations › {vendor} › Clé API : {tok}",
    "{vendor} key for the agent float sync: {tok}",
    "Teams, #kaolack-it: {vendor} integration broken, current key {tok}",
    "GLPI #4502: {vendor} sync fails with 401, configured key {tok}",
    "please keep my {vendor} API key: {tok}",
    "clé API {vendor} pour la billetterie du ferry : {tok}",
    "API key bu {vendor} mooy {tok}",
    "API key {vendor} ale {tok}",
    "{vendor} API key le mu {tok}, kana a fo mɔɔ la",
    "API key {vendor} ko {tok}",
    "API key di {vendor} i {tok}",
    "chave de API da {vendor}: {tok}",
    "la clave API de {vendor} es {tok}",
    "مفتاح الـ API تبع {vendor}: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "API key nii di {vendor} bo {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    qmoney = _r(rng, HEX, 32)
    jumia = _r(rng, HEX, 40)
    sedad = v.uuid4(rng, "b")
    grimaldi = _r(rng, ALNUM, 32)
    toters = _r(rng, HEX, 32)
    sinotrans = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.post("https://api.qmoney.gm/v1/cashout", headers={{"X-Api-Key": "{qmoney}"}}, json=payload)', qmoney),
        Sample("vendor_token", f"curl -H 'Authorization: Token {jumia}' 'https://sellercenter-api.jumia.sn/orders?status=pending'", jumia),
        Sample("vendor_token", f'http.DefaultRequestHeaders.Add("apikey", "{sedad}"); // Sedad sandbox', sedad),
        Sample("vendor_token", f"final res = await http.get(uri, headers: {{'x-api-key': '{grimaldi}'}}); // Grimaldi schedules", grimaldi),
        Sample("vendor_token", f'curl_setopt($ch, CURLOPT_HTTPHEADER, ["Authorization: Bearer {toters}"]); // Toters orders', toters),
        Sample("vendor_token", f'Request request = new Request.Builder().url(SINOTRANS_URL).addHeader("AppSecret", "{sinotrans}").build();', sinotrans),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "token bi mooy {t}",
                "这个 token：{t}", "{t}\n^ the new one, the old one is revoked", "garde-moi ça : {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the fish-hold temperature tag on pirogue DK-1187 (OTAA): {h}": 32,
    "HMAC secret for the QMoney cash-out callback: {h}": 64,
    "DESFire master key of the ferry's ticket cards (AES-128): {h}": 32,
    "clé AES des badges de la pharmacie de l'hôpital : {h}": 32,
    "pre-shared key of the lodge's IPsec tunnel to Dakar (hex): {h}": 64,
    "caabi bu encryption bu backup bi: {h}": 64,
    "xavi di encriptason di backup: {h}": 48,
    "备份的加密密钥：{h}": 64,
    "مفتاح تشفير النسخة الاحتياطية: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #4511: token copied out of the browser's dev tools {t}",
    "Cookie: lang=fr-SN; tp_session={t}",
    "BILLETTERIE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token bi mooy {t}",
    "o token di sistema i {t}",
    "token 是 {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_988_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@teranga-peche.sn"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.teranga-peche.sn/realms/groupe",
            "azp": "billetterie",
            "roles": ["guichet", "superviseur"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Joal weighbridge server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/billetterie.teranga-peche.sn.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "grimaldi-edi"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lodge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI ticket 4520, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "clé privée du serveur de l'hôpital :\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's drop (GAINDE):\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Electrum backup for the ferry's fuel-fund wallet, copied off the card: {p}": "english",
    "Sparrow wallet recovery words (the lodge's old tip jar, emptied): {p}": "english",
    "BlueWallet backup phrase\n{p}": "english",
    "voice note: the Muun recovery words are {p} and that's all": "english",
    "baat yu seed phrase bu wallet bi: {p}": "english",
    "phrase de récupération du portefeuille Ledger de la coopérative : {p}": "french",
    "mots de récupération, portefeuille Trezor de Rami : {p}": "french",
    "frase de recuperação da carteira Trust Wallet do armazém de caju: {p}": "portuguese",
    "palavras di rekuperason di karteira Exodus: {p}": "portuguese",
    "frase semilla de la cartera Coinomi del patrón: {p}": "spanish",
    "frase di recupero del portafoglio Atomic del socio di Genova: {p}": "italian",
    "助记词（老王的 imToken 钱包）：{p}": "chinese_simplified",
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
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WhatsApp, Awa: the group card for the Haarslev spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "GLPI #4533: pay the Kelvin Hughes service visit with card {c}",
    "numéro de ma carte : {c}, expire {mm}/{yy}",
    "sama numéro carte bi mooy {c}, {mm}/{yy}",
    "card mi ale {c}, {mm}/{yy}",
    "n na card nomoro le mu {c}",
    "nha numeru di karton i {c}, {mm}/{yy}",
    "número do meu cartão: {c}",
    "رقم بطاقتي: {c}، {mm}/{yy}",
    "我的卡号：{c}，有效期 {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "unionpay", "maestro", "amex", "discover", "jcb", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, security code {cvv}",
               "the three digits on the back, by the signature strip: {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "les trois chiffres derrière la carte : {cvv}",
               "ñetti numéro yi ci ginnaaw carte bi: {cvv}",
               "os três números atrás do cartão: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 150; BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"HU": "n" * 24, "RO": "aaaa" + "c" * 16, "PT": "n" * 21,
                "FR": "n" * 10 + "c" * 11 + "nn", "LU": "nnn" + "c" * 13, "NO": "n" * 11,
                "IE": "aaaa" + "n" * 14, "DK": "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TP-2033-041: please pay the Budapest pump supplier to {i} within 30 days",
    "save the Bergen fish-meal buyer's IBAN: {i}",
    "IBAN: {i}\nReference: fish meal lot JL-33-07, March",
    "Teams #treasury: the Esbjerg broker's new bank details, IBAN {i}",
    "IBAN du fournisseur de pièces, Lyon : {i}",
    "IBAN bu client bu Killybegs bi mooy {i}",
    "IBAN mi ale {i}",
    "n na IBAN le mu {i}",
    "IBAN di kliente di Lisboa i {i}",
    "o IBAN do comprador de caju em Lisboa: {i}",
    "el IBAN del armador de Vigo... no, el de la cuenta en Luxemburgo: {i}",
    "رقم الـ IBAN تبع التاجر: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gmdc(g: random.Random) -> str:
    """A Gambia Medical and Dental Council registration: no public format known, invented."""
    return f"GMDC/{g.choice(['MP', 'DP'])}/{g.randrange(2008, 2033)}/{_r(g, D, 4)}"


def _gm_permit(g: random.Random) -> str:
    """A Gambian resident permit number: invented shape, no check."""
    return f"RP{g.randrange(2026, 2034)}{_r(g, D, 6)}"


def _css(g: random.Random) -> str:
    """A Senegalese Caisse de Sécurité Sociale registration: nine digits, invented."""
    return g.choice("123456789") + _r(g, D, 8)


def _solde(g: random.Random) -> str:
    """A Senegalese civil servant's matricule de solde: six digits, a slash, a letter (guessed)."""
    return f"{g.randrange(500_000, 700_000)}/{g.choice('ABCDEFGHJK')}"


def _egalite(g: random.Random) -> str:
    """A Senegalese carte d'égalité des chances: invented shape."""
    return f"CEC-{g.choice(['DK', 'TH', 'ZG', 'KL'])}-{_r(g, D, 7)}"


def _sijil(g: random.Random) -> str:
    """A Lebanese civil registry (sijil) number with its locality's code: invented shape."""
    return f"{g.randrange(10, 3000)}/{_r(g, D, 3)}"


def _lim(g: random.Random) -> str:
    """A Spanish Libreta de Inscripción Marítima: a maritime province's letters and a number."""
    return f"{g.choice(['VI', 'CO', 'CA', 'HU', 'GC'])}-{_r(g, D, 5)}"


def _marin(g: random.Random) -> str:
    """A Senegalese seafarer's card: invented shape."""
    return f"DK {_r(g, D, 5)}/{g.randrange(10, 34)}"


def _livret(g: random.Random) -> str:
    """A Senegalese livret maritime: invented shape."""
    return f"LM-{g.randrange(2012, 2034)}-{_r(g, D, 6)}"


def _onms(g: random.Random) -> str:
    """An Ordre National des Médecins du Sénégal registration: invented shape."""
    return f"ONMS/{g.randrange(1995, 2033)}/{_r(g, D, 4)}"


def _ops(g: random.Random) -> str:
    """An Ordre des Pharmaciens du Sénégal registration: invented shape."""
    return f"OPS-{g.choice('ABD')}-{_r(g, D, 5)}"


def _brevet(g: random.Random) -> str:
    """A ferry master's brevet de capitaine: invented shape."""
    return f"BC-{g.randrange(2010, 2034)}-{_r(g, D, 5)}"


def _peche(g: random.Random) -> str:
    """A pirogue owner's artisanal fishing licence: invented shape."""
    return f"LPA-{g.choice(['JL', 'MB', 'DK', 'ZG'])}-{g.randrange(2030, 2034)}-{_r(g, D, 5)}"


def _passport(prefix: str, digits: int) -> Maker:
    """A passport: a prefix and digits, the shape as the author believes it, no check."""
    return lambda g: g.choice(prefix.split("|")) + _r(g, D, digits)


_ID_PLACES: dict[str, Maker] = {
    "GMDC registration of Dr Ebrima Touray, for the locum form: {s}": _gmdc,
    "Gambian resident permit no. of Rami Haddad: {s}": _gm_permit,
    "resident permit of the Chinese buyer, Banjul office: {s}": _gm_permit,
    "numéro d'immatriculation à la Caisse de Sécurité Sociale de Fatou : {s}": _css,
    "CSS bu Moussa, ngir déclaration bi: {s}": _css,
    "matricule de solde de l'infirmière Ndeye Faye : {s}": _solde,
    "numéro de la carte d'égalité des chances de mon oncle : {s}": _egalite,
    "رقم السجل تبع رامي: {s}": _sijil,
    "Libreta de Inscripción Marítima de Iñaki: {s}": _lim,
    "número de la libreta marítima del patrón de Vigo: {s}": _lim,
    "carte de marin de Moussa, matelot du ferry : {s}": _marin,
    "carte de marin iñe bu {s}": _marin,
    "livret maritime n° {s}": _livret,
    "inscription à l'Ordre des médecins (ONMS) du Dr Diouf : {s}": _onms,
    "Ordre des Pharmaciens du Sénégal, inscription de Khady : {s}": _ops,
    "brevet de capitaine du commandant du ferry : {s}": _brevet,
    "licence de pêche de la pirogue Mame Diarra (propriétaire Babacar Sène) : {s}": _peche,
    "passeport mi ale {s}": _passport("A", 8),
    "paspor ñë kë {s}": _passport("BG|CA", 7),
    "n na paspoor nomoro le mu {s}": _passport("PC", 6),
    "رقم الباسبور ماهُ {s}": _passport("B", 8),
    "我的护照号码：{s}": _passport("EA|EB", 7),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 3)}" for _ in range(n)]


_BACKUPS = ["Chimoney 2FA recovery codes\n{codes}", "spare sign-in codes for the group's Microsoft account {codes}",
            "codes de secours du compte Trust Bank : {codes}", "backup codes yi: {codes}",
            "códigos de backup da conta da fábrica:\n{codes}", "备用验证码：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sedad:sidi@teranga-peche.sn?secret={s}&issuer=Sedad&period=30",
              "2FAS, manual setup key for the WorldFirst login: {s}",
              "clé de configuration 2FA du compte CBAO : {s}",
              "Aegis, secret key for the Jumia seller account: {s}"]  # fmt: skip
_CODES = ["{c} is your QMoney verification code. Do not share it.",
          "Votre code de confirmation CBAO : {c}. Ne le communiquez à personne.",
          "Código BDU: {c}. Não partilhe este código.",
          "رمز التحقق من Fransabank: {c}",
          "sa code Trust Bank mooy {c}, bul ko jox kenn"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", "  "][index % 5] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Teranga-Joal-Quai", "TP-FarineJoal-5G", "Huilerie-Kaolack", "HopitalDakar-Labo",
          "Ferry-Equipage", "Billetterie-Zig", "Cajou-Bissau-5G", "Lodge-Saloum-Staff",
          "Agents-Banjul", "Orange-Djiffer-2G", "Free_Kaolack_4G", "HUAWEI-B315-7C2A",
          "Carabane-Escale", "Bandim-Armazem"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nkey: {pw}",
    "crew network {s}, password {pw}",
    "wifi at the Djiffer landing: {s} / {pw}",
    "the key printed under the Huawei B315 at Carabane: {pw}",
    "le wifi {s}, mot de passe {pw}",
    "password wifi {s} mooy {pw}",
    "password fa wifi {s} ale {pw}",
    "wifi {s} password le mu {pw}",
    "password di wifi {s} i {pw}",
    "a senha do wifi {s} é {pw}",
    "la clave del wifi {s} es {pw}",
    "باسورد الواي فاي {s}: {pw}",
    "{s} 的 Wi-Fi 密码是 {pw}",
    "password enje fa wifi {s} kate {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tbg_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("jk_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the WhatsApp call] {t}",
          "(spaced so the preview hides it) {t}", "lettre par lettre : {t}", "araf bu nekk: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " , ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the cold-room keypad at Joal takes {pw} then #", "padlock on the fish-meal store: {pw}",
          "cadenas fa magasin farine miin yee {pw}", "code cadenas bu dépôt bi mooy {pw}",
          "kadiadu di armazen di caju: {pw}", "o código do cadeado do contentor: {pw}",
          "冷库门锁密码：{pw}", "رمز قفل المخزن: {pw}", "digicode de la pharmacie de garde : {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["pirogue", "bolong", "palmier", "baobab", "mangrove", "sardinelle", "thiof",
                 "arachide", "cajou", "pelican", "huitre", "kora", "sabar", "filet", "marée",
                 "lagune"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the ferry office: {p}": " ",
            "Bitwarden master passphrase, Joal dock office: {p}": "-",
            "passphrase du coffre VeraCrypt de la compta : {p}": " ",
            "Enpass vault passphrase: {p}": ".",
            "passphrase bu backup bi: {p}": " ", "frase-passe do cofre do armazém: {p}": "_",
            "passphrase mi fa backup ale {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Hoppscotch collection export: authorization: Bearer {v}": False,
    "Thunder Client env, header Authorization = Basic {v}": True,
    "Yaak request to the QMoney sandbox: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "compose.yaml (Joal broker):\n  rabbitmq:\n    image: rabbitmq:4-management\n    environment:\n      - RABBITMQ_DEFAULT_USER=teranga\n      - RABBITMQ_DEFAULT_PASS={pw}",
    "docker run -d --name grafana -e GF_SECURITY_ADMIN_USER=admin -e GF_SECURITY_ADMIN_PASSWORD='{pw}' grafana/grafana-oss",
    "graph/.env:\nNEO4J_AUTH=neo4j/{pw}",
    "compose.yaml:\n  couchdb:\n    environment:\n      COUCHDB_USER: admin\n      COUCHDB_PASSWORD: {pw}",
    "keycloak.container (quadlet):\n[Container]\nImage=quay.io/keycloak/keycloak:26.0\nEnvironment=KC_BOOTSTRAP_ADMIN_USERNAME=admin\nEnvironment=KC_BOOTSTRAP_ADMIN_PASSWORD={pw}",
    "influxdb deployment:\n        env:\n        - name: DOCKER_INFLUXDB_INIT_USERNAME\n          value: capteurs\n        - name: DOCKER_INFLUXDB_INIT_PASSWORD\n          value: \"{pw}\"",
    "docker run -d -p 1521:1521 -e ORACLE_PWD='{pw}' container-registry.oracle.com/database/free:latest",
    "compose.yaml:\n  phpmyadmin:\n    environment:\n      PMA_HOST: my.kaolack.lan\n      PMA_USER: huilerie\n      PMA_PASSWORD: \"{pw}\"",
    "mongo-express.nomad:\n  env {{\n    ME_CONFIG_BASICAUTH_USERNAME = \"ops\"\n    ME_CONFIG_BASICAUTH_PASSWORD = \"{pw}\"\n  }}",
    "roles/opensearch/tasks/main.yml:\n    env:\n      OPENSEARCH_INITIAL_ADMIN_PASSWORD: \"{pw}\"",
    "~/.sbt/.credentials:\nrealm=Sonatype Nexus Repository Manager\nhost=nexus.teranga.lan\nuser=deploy\npassword={pw}",
    "~/.bundle/config:\n---\nBUNDLE_GEMS__TERANGA__LAN: \"deploy:{pw}\"",
    "~/.config/helm/repositories.yaml:\n- name: teranga\n  url: https://charts.teranga.lan\n  username: ci\n  password: {pw}",
    "~/.mc/config.json:\n{{\"version\": \"10\", \"aliases\": {{\"joal\": {{\"url\": \"https://minio.joal.lan\", \"accessKey\": \"farine\", \"secretKey\": \"{pw}\", \"api\": \"s3v4\"}}}}}}",
    "/etc/yum.repos.d/teranga.repo:\n[teranga]\nbaseurl=https://mirror.teranga.lan/el9/\nusername=mirror\npassword={pw}",
    "/etc/rancher/k3s/registries.yaml:\nconfigs:\n  \"registry.teranga.lan\":\n    auth:\n      username: k3s\n      password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ousmane: weighbridge password?\nAwa: {pw}",
    "[07:40] lamine: root pw for the Kaolack mill server?\n[07:41] cheikh: {pw}",
    "Coumba: password ndaa fa bees wa {pw}",
    "Babacar: try {pw}, that's what the Stord panel has now",
    "Fatou : le nouveau mot de passe c'est {pw}",
    "Khady: password bu bees bi mooy {pw}",
    "Adelina: nha password nobu i {pw}",
    "Iñaki: la nueva contraseña es {pw}",
    "رامي: الباسورد الجديد {pw}",
    "老王：新密码 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2062word: {pw}", "mot de pas\u00adse : {pw}", "pass\u200cword = {pw}",
    "ѕеnhа: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 → {pw}", "ｍｏｔ ｄｅ ｐａｓｓｅ : {pw}",
    "contra\u200dseña = {pw}", "pass\u2061word: {pw}",
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
    "the Haarslev HMI password is": "{s}", "Stord service pw:": "{s} (since the press swap in May)",
    "le mot de passe c'est": "{s}", "Atellica password": "{s}\nchange it after the audit",
    "password bi mooy": "{s}", "a senha é": "{s}", "nha password i": "{s}", "Weasis password": "{s}",
    "the password Moussa read out over the VHF was": "{s}, I think", "password mi ale": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "QMoney API key", "{s}", _j((HEX, 32))),
    ("split_token", "Trust Bank key:", "{s} (agent float sync)", _j("tbg_live_", (ALNUM, 32))),
    ("split_token", "Fransabank client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Electrum backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 06/37", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PT"))),
    ("split_backup", "Chimoney recovery codes", "{s}\nqmxz-4821-k7p\nrtvb-9034-a2n", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "matricule de solde", "{s}", _solde),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"haarslev": {"url": "https://cooker.joal.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"compte": {"utilisateur": "moussa.sarr", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"analysers": [{"name": "dirui-h500"}, {"name": "atellica", "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mydumper", "-h", "my.kaolack.lan", "-u", "backup", "--password", "{s}", "-B", "huilerie"]}': ("meta_password", _plain_pw),
    '{"note": "password bu PC bi mooy {s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Stord panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"qmoney": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"chimoneyKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"sedad_secret": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "b")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"paiement": {"card_number": "{s}", "exp": "11/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"fournisseur": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HU")),
    '{"agent": {"css_number": "{s}"}}': ("meta_id", _css),
    '{"mfa": {"recovery_codes": ["{s}", "qmxz-4821-k7p", "rtvb-9034-a2n"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fuel_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"chambre_froide": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Ferry-Equipage", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"b315s-22-firmware-21.318.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.teranga.lan/billetterie:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"billetterie: add Carabane stop", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"farine: fix moisture rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"pesees_2033-02-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"export-agents-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the calibration visit on 2033-03-09.",
    "Ousmane asked for the lodge wifi password; it's on the card at reception.",
    "Policy: group passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `QMONEY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Haarslev panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_CHIMONEY_KEY> in the README with the key from your Chimoney dashboard.",
    "JUMIA_SELLER_API_KEY and SEDAD_API_KEY must be set before the nightly sync runs.",
    "Bul wax kenn sa password.",
    "Ne donne jamais ton mot de passe à personne, même au service informatique.",
    "Ka bu konta ningin bu password.",
    "Kana i la password fo mɔɔ la.",
    "Hoto sakku password maa hay gooto.",
    "Nunca partilhe a sua senha com ninguém.",
    "No compartas tu contraseña con nadie, ni por teléfono.",
    "ما تعطي الباسورد لحدا.",
    "不要把密码告诉任何人。",
    "Ne partagez jamais le code reçu par SMS, même avec un agent.",
    "The password must be at least fourteen characters long, no exceptions.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Upgraded the Stord press firmware from 4.1 to 4.3 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Carabane stop to the ferry timetable.",
    f"Rolled back to {_SHORT} after the moisture rounding broke the fish-meal report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The B315 firmware 21.318 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of export-agents-2032.parquet: {_SHA512}",
    f"The ticketing container runs registry.teranga.lan/billetterie@sha256:{_IMAGE}.",
    f"MD5 of pesees_2033-02-14.csv is {_MD5}, same as the copy on the office share.",
    "Request id 3f9c2a71-6b0e-4d58-a1c4-72e9b0d5f381 is the slow one in the ticketing logs.",
    "Purchase order PO-2033-00271 for 18 tonnes of groundnuts arrives in Kaolack on Monday.",
    "GLPI #4471: the Joal cold room B alarm keeps tripping at night.",
    "Call the Joal dock office on +221 33 957 41 28 before noon.",
    "Container GRIU 3085112 with the fish meal is at the Dakar terminal.",
    "Bill of lading TP-DKR-2033-0042 covers 240 bags of fish meal, 50 kg each.",
    "HS code 2301.20 is fish meal; crude groundnut oil falls under chapter 15.",
    "Cold room B is at -18 °C; the brine tank is at 2.5 °C and the ice plant makes 12 t a day.",
    "After five wrong passwords the Atellica locks the account for 15 minutes.",
    "The ferry is 73 m long and carries 500 passengers; the crossing takes about 15 hours.",
    "The secret of a good thieboudienne is the broken rice and a lot of patience.",
    "Ask Lamine for the cold-room keypad code, I don't have it.",
    "My card ending 4417 was declined at the Kaolack hardware store.",
    "The Bergen buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the group's Chimoney account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TRUSTBANK_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the fish-meal store rusts in the salt air; oil it every month.",
    "QMoney moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-2-84586-123-7 is the fish-processing handbook on the lab shelf.",
    "The guest wifi 'Lodge-Saloum-Invites' is open, no password needed.",
    "Lot JL-33-07: 24 t of fish meal, protein 64.2 %, moisture 8.1 %, ash 17.5 %.",
    "Aflatoxin B1 in the last groundnut cake sample was 4.2 ppb, under the 5 ppb limit.",
    "Cashew lot BIS-2033-118: outturn 48.5 lbs per 80 kg bag, nut count 182 per kg.",
    "The pirogue Mame Diarra is registered as DK 1187 at the Joal fisheries office.",
    "The car with plate DK-4821-BF is parked at the Kaolack mill gate.",
    "The ferry's IMO number is on the certificate in the bridge; the MMSI is printed next to it.",
    "Patient weight 68 kg, blood pressure 124/82, glucose 5.4 mmol/l.",
    "Banjul agents float report: 1 482 300 dalasi in, 1 397 850 out, 42 agents active.",
    "Tide at Djiffer: high water 06:42 at 1.6 m, low water 12:58 at 0.4 m.",
    "The lodge's solar array is 18 kWp with 40 kWh of batteries.",
    "Le code postal de Joal est indiqué sur la facture, pas besoin de le retenir.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/groupe/haarslev", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "4471", "purchase_order": "PO-2033-00271"}',
    '{"lot": {"id": "JL-33-07", "weight_t": 24, "protein_pct": 64.2}}',
    '{"phone": "+221 33 957 41 28", "city": "Joal"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_stock": 2140}',
    '{"hs_code": "2301.20", "origin": "SN", "description": "fish meal"}',
    '{"container": "GRIU 3085112", "carrier": "Grimaldi", "eta": "2033-03-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
