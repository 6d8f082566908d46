# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixty-eighth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to sixty-sixth only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to
use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written at the same time, their tests nor the reports, and the scrubber was never run
on it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the way
the spinners, loom-shed fitters, dye-house and dye-lab crew, effluent-plant operators, fibre
buyers, mill-shop staff and office of a textile mill and dye works (Kesarganj Mills: spinning and
weaving sheds and a dye house with a zero-liquid-discharge effluent plant at Bhilwara, a Lambani
embroidery unit at Sandur, tussar buying centres at Khunti and Gumla, a kosa silk buyer at
Jagdalpur, Saurashtra silk weavers at Madurai, risa weavers at Agartala, a wool and alpaca buying
office at Arequipa, a recycled-wool agent at Prato, a machinery service partner at Denizli and a
mill shop at Udaipur) leak secrets into an assistant's memory: WhatsApp groups, Signal, Telegram,
SMS, Teams, Google Chat, Tango, a Poppulo draft, Webex, Skype, Element, Zulip, Viber, Mattermost,
Rocket.Chat, Jitsi and Discord messages, Obsidian, Joplin, Google Keep, Apple Notes, Logseq,
Simplenote and Standard Notes notes to self, Jira Service Management, Freshservice, osTicket,
ServiceDesk Plus, TOPdesk, YouTrack, Kanboard and Redmine tickets, e-mails, incident notes,
runbooks, README fragments, shell histories and terminals (bash, zsh, fish, Termux, MobaXterm,
Tabby, WezTerm, Warp, Ghostty, kitty, Alacritty, Termius, Royal TSX, SecureCRT, Blink Shell,
JuiceSSH, ConnectBot, screen, tmux, cron, Jenkins and GitLab CI logs, an Ansible task, a
Makefile), voice-dictated text and requests to the assistant itself. The hardware whose web pages
and panels hold the passwords is a textile mill's (Rieter, Truetzschler, Saurer, Murata, Picanol,
Staeubli, Tsudakoma, Karl Mayer, Monforts, Fong's, Sedomat, Aquatech, Ion Exchange, Thermax,
Mahlo, Benninger, Jeanologia, Dornier, Bonas, Savio, Uster, Loepfe, Santoni, Shima Seiki,
Brueckner, Then, Loris Bellini, Tonello, Setex, Orgatex, WTW, Huber, Mesdan, Elgi, Voltas,
Batliboi), none named by heldouts 5 to 66.

About 60 % English (or language-neutral config and shell), the rest in Mewari and Wagdi (in
Devanagari), Lambadi (Gor boli, in Latin letters and in Kannada script), Mundari and Kokborok (in
Latin letters), Kurukh and Halbi (in Devanagari) and Saurashtra (in Latin letters): eight
languages no earlier docstring names; and Hindi, Turkish, Italian, Peruvian Spanish, European
Portuguese, German, Czech and Tamil in wordings of their own. The forms in the eight new
languages were written by the author from what he knows of them, not checked by a speaker.

Vendors (ZDHC Gateway, GoBlu BVE3, CleanChain, Worldly, bluesign FINDER, TrusTrace, Inspectorio,
QIMA, Sedex, TextileGenesis, FibreTrace, Oritain, Haelixa, retraced, Made2Flow, Carbonfact,
Fairly Made, osapiens, Kezzler, WFX, Bamboo Rose, FastReactPlan, JOOR, NuORDER, AIMS360, Exenta,
Browzwear, Style3D, Unicommerce, Vinculum, Browntape, EasyEcom, BharatPe, Leegality, Khatabook,
Vyapar, ClearTax, Udaan, Moglix, Zetwerk, Bizongo, LeadSquared, Meesho, Myntra) and their token
shapes (invented here, not their published ones) are ones heldouts 5 to 66 do not name. So are the
command-line tools dbca, `hadoop credential`, cmdline-jmxclient, pgpool's pg_enc and pg_md5,
EJBCA's ejbca.sh, mcrcon, fence_ipmilan, kdb5_util, AllegroGraph's agtool, Webmin's
changepass.pl, HestiaCP's v-change-user-password, paramiko and reaver (other commands are of
tools used before, in commands of their own), and the config formats (WildFly's standalone.xml,
liquibase.properties, flyway.conf, dbt's profiles.yml, kettle.properties, persistence.xml,
c3p0-config.xml, mybatis-config.xml, Micronaut's application.yml, knexfile.js, ormconfig.json,
Sequelize's config.json, alembic.ini, quartz.properties, WebLogic's boot.properties,
activiti.cfg.xml, jetty-env.xml, glassfish-resources.xml) and the connection URLs (r2dbc,
mysqlx, iris, exasol, pinot, jTDS, DataDirect OpenEdge, AS/400, Neo4j, Snowflake, Redshift and
Trino JDBC, awsathena).

The id kinds are ones heldouts 5 to 66 do not use: Turkey's Mavi Kart number, drawn until
python-stdnum's `tr.tckimlik` validates its two check digits (the card carries a number of that
scheme beginning 99); and, unchecked (no library module, no check-digit algorithm written here,
shapes as the author knows them): India's Pehchan card for artisans and weavers, Rajasthan's
Bhamashah family id, Rajasthan's Shramik (construction worker) card registration number and the
APAAR student id, Peru's brevete (driving licence) and carnet de extranjeria, the document number
of a German Personalausweis (without its ICAO check digit) and Indian passports under Mundari,
Kurukh, Halbi, Kokborok and Saurashtra words. Card numbers pass Luhn (RuPay, Troy and Elo
prefixes drawn here and checked with python-stdnum's `luhn`). The IBANs are of countries used
least by a rough count over heldouts 5 to 66 (Czechia, Finland, Romania, Sweden, Portugal, Italy,
Belgium and Brazil), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, Italian, Portuguese, Turkish, Czech, Simplified Chinese, Korean
and Russian lists.
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
from stdnum.tr import tckimlik

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 93_310_662
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


_FIBRES = ["Tussar", "Kosa", "Merino", "Alpaca", "Mohair", "Eri", "Muga", "Denim", "Chambray",
           "Calico", "Muslin", "Twill", "Sateen", "Jute", "Flax", "Risa"]  # fmt: skip
_DYES = ["Madder", "Indigo", "Kesudo", "Alizarin", "Harda", "Manjistha", "Kattha", "Anar",
         "Haldi", "Mordant", "Logwood", "Cochineal"]  # fmt: skip
_LOOM = ["Heddle", "Bobbin", "Shuttle", "Spindle", "Selvedge", "Pirn", "Sley", "Reed", "Creel",
         "Sliver", "Dobby", "Jacquard", "Warp", "Weft", "Temple", "Beam"]  # fmt: skip
_PLACES = ["Bhilwara", "Mandal", "Gulabpura", "Sandur", "Hospet", "Khunti", "Gumla", "Jagdalpur",
           "Kondagaon", "Madurai", "Agartala", "Udaipur", "Banswara", "Arequipa", "Juliaca",
           "Prato", "Biella", "Denizli", "Covilha", "Leverkusen"]  # fmt: skip
_NAMES = ["Bhanwar", "Dhapu", "Mangilal", "Kesar", "Rukma", "Gopal", "Somari", "Birsa", "Budhni",
          "Etwa", "Sukhram", "Lachhmi", "Tulsi", "Ravi", "Shanti", "Meenakshi", "Sourirajan",
          "Bijoy", "Sukanya", "Rupashree", "Yupanqui", "Rosa", "Emre", "Zeynep", "Chiara",
          "Lorenzo", "Tiago", "Ines", "Jiri", "Greta"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H3ddl3", "S3lv3dg3", "B0bb1n", "Sp1ndl3", "J4cqu4rd", "M0rd4nt", "4l1z4r1n", "Tw1ll",
         "M0h41r", "Tuss4r"]  # fmt: skip


def _yarn(g: random.Random) -> str:
    """A yarn count and its spinning, the way the spinning shed jokes a password together."""
    kind = g.choice(["Combed", "Carded", "Compact", "Slub", "Vortex"])
    return (
        f"Ne{g.choice([20, 30, 40, 60, 80, 100])}{kind}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"
    )


def _chunks(g: random.Random) -> str:
    """Four random groups of four, mixed case and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FIBRES)}{g.choice(_LOOM)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_DYES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "!@#%&*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _yarn,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_DYES).lower()}.{g.randrange(1970, 2034)}",
    lambda g: f"Shade{g.randrange(1000, 10_000)}{g.choice(_DYES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_LOOM).upper()}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}{g.choice(_FIBRES).lower()}",
    lambda g: f"{g.choice(_LOOM)}+{g.choice(_DYES)}+{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}Weaves{g.choice(_FIBRES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 17),
    lambda g: f"{g.choice(_PLACES)}@{g.randrange(2015, 2034)}",
    _chunks,
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, group 'Spinning B shift', Mangilal: the Rieter ComfoSpin panel password is {pw}",
    "Signal from Dhapu: Truetzschler TC 19i card T-LED login password {pw}",
    "Telegram, Gopal: Saurer Autoconer X6 Informator password {pw}",
    "SMS from Ravi Naik: Murata Vortex 870 VOS admin password {pw}",
    "Teams chat #weaving: Picanol OptiMax-i BlueTouch service password {pw}",
    "Google Chat, Lorenzo: Stäubli JC7 Jacquard controller password {pw}",
    "Tango message from Emre: Tsudakoma ZAX9200i service password {pw}",
    "Poppulo bulletin draft (not sent, thank god): Karl Mayer KM.ON portal password {pw}",
    "Webex chat, Zeynep: Monforts Montex stenter HMI password {pw}",
    "Skype message from Kesar: Fong's ALLWIN dyeing machine controller password {pw}",
    "Element room 'Dye house': Sedomat 6000 supervisor password {pw}",
    "Zulip stream #etp, Etwa: Aquatech ZLD plant SCADA password {pw}",
    "Viber message from Tulsi: Ion Exchange RO skid HMI password {pw}",
    "Mattermost DM from Sukhram: Thermax boiler portal password {pw}",
    "Rocket.Chat #finishing: Mahlo Orthopac weft straightener password {pw}",
    "Jitsi chat during the buyer audit: Benninger washing range password {pw}",
    "Discord, the apprentices' server: Jeanologia G2 laser password {pw}",
    "Obsidian note 'looms': Dornier rapier P2 terminal password {pw}",
    "Joplin note: Bonas Jacquard controller password {pw}",
    "Google Keep: Savio Polar winder password {pw}",
    "Apple Notes on the QA iPad: Uster Tester 6 admin password {pw}",
    "Logseq journal, 14 March: Loepfe YarnMaster Prisma password {pw}",
    "Simplenote: Santoni SM8-TOP2 knitting machine password {pw}",
    "Standard Notes: Shima Seiki SDS-ONE APEX licence server password {pw}",
    "Jira SD ticket MILL-2214: Brueckner stenter remote password {pw}, please reset",
    "Freshservice #6631: the Then Airflow Synergy controller password {pw} stopped working",
    "osTicket #40712: Loris Bellini package dyer password {pw}",
    "ServiceDesk Plus request 9087: Tonello garment dyeing machine password {pw} must be rotated",
    "TOPdesk call I-2403-117: Setex controller password {pw}",
    "YouTrack KGM-88: the Orgatex server admin password is {pw}, please change it",
    "Kanboard card 'ETP night shift': WTW IQ Sensor Net password {pw}",
    "Redmine issue #5521: Huber screen controller password {pw}",
    "Hi Gopal,\n\nthe administrator password on the dye-lab server is {pw}. Please move it to Bitwarden and delete this mail.\n\nRegards,\nChiara",
    "Incident 2033-01-09: the Sedomat web UI was reachable from the guest wifi with password {pw}",
    "Runbook: restart the ETP sludge press\n1. open the Aquatech HMI\n2. log in as operator\n3. password {pw}\n4. acknowledge alarm FP-3",
    "README (dye lab rack)\nthe Mesdan lab PC's Windows login is lab / `{pw}`",
    "dictated: the Elgi compressor portal password is {pw} full stop",
    "note to self: Voltas chiller BMS password {pw}",
    "please remember my SBI YONO password, it's {pw}",
    "after the firmware update the Batliboi humidification plant password became {pw}",
    "म्हारा ईमेल रो पासवर्ड {pw} है, कणी ने मत बताजो",
    "घर रा वाईफाई राउटर रो पासवर्ड: {pw}",
    "भंवरलाल: सर्वर रो नुवो पासवर्ड {pw} है",
    "मारा फोन नो पासवर्ड {pw} हे",
    "धापू: लूम वाला कम्प्यूटर नो नवो पासवर्ड {pw} हे",
    "maro email ro password {pw} che, koni na mat kejo",
    "ಮಾರ ಫೋನ್ ರೋ ಪಾಸ್‌ವರ್ಡ್ {pw} ಛ",
    "Ravi: kasuti machine ro navo password {pw} che",
    "aingaa email password do {pw} kana",
    "Birsa: server renaa nawa password do {pw} kana",
    "ora' renaa router password: {pw}",
    "एंगहै ईमेल गही पासवर्ड {pw} रई",
    "सोमारी: सर्वर गही पुना पासवर्ड {pw} रई",
    "मोर ईमेल चो पासवर्ड {pw} आसे",
    "सुखराम: सर्वर चो नावा पासवर्ड {pw} आसे",
    "घर चो राउटर चो पासवर्ड: {pw}",
    "mogo email password {pw} ass",
    "Sourirajan: server nava password {pw} ass",
    "ani email ni password {pw} tong",
    "Bijoy: server ni kwtal password {pw}",
    "डाई हाउस वाले कंप्यूटर का पासवर्ड अब {pw} रखा है",
    "Denizli'deki servis bilgisayarının şifresi {pw}, kimseye söyleme",
    "la password del gestionale del lanificio è {pw}",
    "la contraseña de la oficina de compra de fibra en Arequipa es {pw}, pues",
    "a palavra-passe do PC da tinturaria é {pw}",
    "Das Passwort für den Farbküchen-PC ist {pw}",
    "heslo k počítači u tkalcovských stavů je {pw}",
    "சாயப்பட்டறை கணினியின் கடவுச்சொல் {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bhanwar", "dhapu.m", "mangilal", "kesar.j", "rukma", "gopal.s", "somari", "birsa.m",
          "budhni", "etwa.o", "sukhram", "lachhmi", "tulsi.n", "ravinaik", "shanti.b",
          "meenakshi.s", "sourirajan", "bijoy.d", "sukanya", "rupa.db", "yupanqui", "rosa.q",
          "emre.k", "zeynep", "chiara.b", "lorenzo", "tiago.f", "ines.m", "jiri.h", "greta.w",
          "svc-looms", "etp-scada"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Gopal: the Rieter panel login is {u} / {pw}",
    "Freshservice #6640: {u} locked out of the Sedomat, last password {pw}",
    "user={u} pass={pw}",
    "Obsidian › Mill › Looms › Picanol BlueTouch: {u} — {pw}",
    "| machine | user | password |\n|---|---|---|\n| Stäubli JC7 | {u} | {pw} |",
    "log into the Aquatech SCADA as {u} using {pw}",
    "Uster login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: etp-hmi-1\n  user: {u}\n  pass: {pw}",
    "Teams: account {u}, password {pw}",
    "Lorenzo says the Bonas account is {u} and the password is {pw}",
    "machine;user;password\nsavio-polar-3;{u};{pw}",
    "ssh {u}@dyelab.kesarganj.lan   # pw {pw}",
    "Signal: creds for the Thermax portal are {u} and {pw}",
    "यूजर {u}, पासवर्ड {pw}, याद राखजो",
    "maro username {u} che ane password {pw} che",
    "aingaa username do {u}, password do {pw}",
    "यूजरनेम {u} आउर पासवर्ड {pw}",
    "username {u} tei password {pw}",
    "username {u}, password {pw} ass",
    "यूज़रनेम {u} और पासवर्ड {pw} है",
    "kullanıcı adı {u}, şifre {pw}",
    "utente {u}, password {pw}",
    "usuario {u} / clave {pw}",
    "uživatel {u}, heslo {pw}",
    "utilizador {u}, palavra-passe {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["heddle", "bobbin", "madder", "selvedge", "pirn", "sley", "kesudo", "dabu",
               "ajrakh", "leheriya", "tussar", "kosa", "risa", "sungudi", "mordant", "chambray",
               "gotta", "harda"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: {w}, followed by the number {d}",
    "for the loom PC it's {w} with {d} after it",
    "voice note: the dye-house wifi password is {w}, then {d}, no spaces",
    "type {w}, then {d}, that's the Uster login",
    "it's {w}{d}, word and number run together",
    "पासवर्ड {w} सबद है, पाछे {d}",
    "password {w} shabad che, pachhe {d}",
    "password do {w} kaji, ente {d}",
    "पासवर्ड {w} कत्था, होले {d}",
    "पासवर्ड {w} सबद आय, ताचो पाछे {d}",
    "password {w} kok, ulo {d}",
    "şifre {w} kelimesi, ardından {d}",
    "la password è la parola {w} e poi {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "dbca -silent -createDatabase -templateName General_Purpose.dbc -gdbName DYEHOUSE -sid DYEHOUSE -sysPassword {pw} -characterSet AL32UTF8",
    "hadoop credential create erp.jdbc.password -value '{pw}' -provider jceks://hdfs/user/etl/erp.jceks",
    "java -jar cmdline-jmxclient-0.10.3.jar {u}:{pw} erp-app.kesarganj.lan:9010 java.lang:type=Memory HeapMemoryUsage",
    "pg_enc -m -k /etc/pgpool-II/.pgpoolkey -u {u} '{pw}'",
    "pg_md5 --md5auth --username={u} '{pw}'",
    "bin/ejbca.sh ra addendentity --username {u} --dn 'CN={u},O=Kesarganj Mills' --caname MillIssuingCA --type 1 --token P12 --password '{pw}'",
    "mcrcon -H 10.40.9.12 -P 25575 -p '{pw}' 'whitelist add apprentice_07'",
    "fence_ipmilan --ip=10.40.0.21 --username={u} --password='{pw}' --lanplus --action=status",
    "kdb5_util create -s -r KESARGANJ.LAN -P '{pw}'",
    "agtool export http://{u}:{pw}@graph.kesarganj.lan:10035/repositories/shades nquads shades.nq",
    "/usr/share/webmin/changepass.pl /etc/webmin {u} '{pw}'",
    "v-change-user-password {u} '{pw}'",
    "python3 -c \"import paramiko; c = paramiko.SSHClient(); c.set_missing_host_key_policy(paramiko.AutoAddPolicy()); c.connect('etp-gw.kesarganj.lan', username='{u}', password='{pw}')\"",
    "curl -u {u}:{pw} https://sedomat.kesarganj.lan/api/batches?state=running",
    "sshpass -p '{pw}' ssh {u}@loom-gw.kesarganj.lan",
    "smbclient //fs.kesarganj.lan/shade-cards -U '{u}%{pw}'",
    "xfreerdp /v:dyelab-pc.kesarganj.lan /u:{u} /p:'{pw}' /cert:ignore",
    "lftp -u {u},{pw} ftps://edi.kesarganj.in",
    "zip -P '{pw}' payroll-march.zip payroll-march.xlsx",
    "7z a -p'{pw}' -mhe=on recipes.7z recipes/",
    "openssl enc -aes-256-cbc -pbkdf2 -in shades.csv -out shades.enc -pass pass:{pw}",
    "mosquitto_pub -h mqtt.kesarganj.lan -u {u} -P '{pw}' -t etp/outlet/ph -m 7.2",
    "ipmitool -I lanplus -H 10.40.0.22 -U {u} -P '{pw}' chassis power status",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "net use Z: \\\\fs.kesarganj.lan\\designs /user:KGM\\{u} {pw}",
    "docker login registry.kesarganj.lan -u {u} -p '{pw}'",
    "rabbitmqctl change_password {u} '{pw}'",
    "mysqldump -u {u} -p'{pw}' --single-transaction looms > looms.sql",
    "redis-cli -h redis.kesarganj.lan -a '{pw}' --no-auth-warning info keyspace",
    "wget --user={u} --password='{pw}' https://dl.kesarganj.lan/firmware/jc7-4.2.0.bin",
    "sqlcmd -S sql.kesarganj.lan -U {u} -P '{pw}' -Q 'SELECT COUNT(*) FROM Payroll.dbo.Workers'",
    "mongosh 'mongodb://{u}:{pw}@mongo.kesarganj.lan:27017/shades?authSource=admin'",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' etp-switch.kesarganj.lan",
    "ldapsearch -x -H ldap://dc.kesarganj.lan -D 'cn={u},ou=staff,dc=kesarganj,dc=lan' -w '{pw}' '(uid=gopal.s)'",
    "plink -ssh {u}@10.40.3.7 -pw {pw} 'show running-config'",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart sedomat-bridge",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\mill> {c}", "gopal@dyelab:~$ {c}",
    "bash history on the dye-lab server:\n  512  {c}", "zsh history:\n: 1988812345:0;{c}",
    "fish history:\n- cmd: {c}", "Termux on Ravi's phone: ~ $ {c}",
    "MobaXterm, session 'etp-gw':\n[etp-gw]> {c}", "Tabby terminal: {c}", "WezTerm pane: {c}",
    "Warp block, ran at 02:10: {c}", "Ghostty: {c}", "kitty, tab 'looms': {c}", "Alacritty: {c}",
    "Termius snippet 'restart bridge': {c}", "Royal TSX, connection 'dye lab': {c}",
    "SecureCRT session log: {c}", "Blink Shell on the QA iPad: {c}", "JuiceSSH on the shift phone: {c}",
    "ConnectBot: {c}", "screen -r etp, then: {c}", "tmux pane 2: {c}",
    "cron line: 15 2 * * * {c}", "Jenkins console output:\n+ {c}", "GitLab CI job log:\n$ {c}",
    "Makefile recipe:\n\t{c}",
    "मैंने यह कमांड चलाई: {c}", "म्हें यो कमांड चलायो: {c}", "maye yo command chalayo: {c}",
    "command do {c} — Birsa", "मोचो चलालो कमांड: {c}", "komut şuydu: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "r2dbc:postgresql://{u}:{pw}@pg.kesarganj.lan:5432/shades",
    "mysqlx://{u}:{pw}@mysql8.kesarganj.lan:33060/looms",
    "iris://{u}:{pw}@iris.kesarganj.lan:1972/ERP",
    "exa+websocket://{u}:{pw}@exa.kesarganj.lan:8563/MILL?CONNECTIONLCALL=en_US.UTF-8",
    "pinot+https://{u}:{pw}@pinot-broker.kesarganj.lan:443/query/sql?controller=https://pinot-ctl.kesarganj.lan/",
    "jdbc:jtds:sqlserver://sql.kesarganj.lan:1433/Payroll;user={u};password={pw}",
    "jdbc:datadirect:openedge://qad.kesarganj.lan:19250;databaseName=mfgsys;user={u};password={pw}",
    "jdbc:as400://ibmi.kesarganj.lan;user={u};password={pw};naming=system",
    "jdbc:neo4j:bolt://graph.kesarganj.lan:7687?user={u}&password={pw}",
    "jdbc:snowflake://kesarganj.ap-south-1.snowflakecomputing.com/?user={u}&password={pw}&db=SALES",
    "jdbc:redshift://dw.kesarganj.ap-south-1.redshift.amazonaws.com:5439/dw?user={u}&password={pw}",
    "jdbc:trino://trino.kesarganj.lan:8443/hive?user={u}&password={pw}&SSL=true",
    "jdbc:ucanaccess://C:/Lab/recipes.accdb;memory=false;user={u};password={pw}",
    "awsathena+rest://AKIA2KGMDYEHOUSE0417:{pw}@athena.ap-south-1.amazonaws.com:443/mill?s3_staging_dir=s3://kgm-athena/",
]  # fmt: skip
_URL_PLACES = [
    "ANALYTICS_DB_URL={c}", "the Metabase connection we used before the move: {c}",
    "keep this connection string for me: {c}", "Freshservice #6702: {c}",
    "Logseq page 'Databases': {c}", "कनेक्शन स्ट्रिंग: {c}", "connection string do {c} kana",
    "bağlantı dizesi: {c}", "stringa di connessione del lanificio: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "kesarganj-mills", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "orders:read suppliers:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("ZDHC Gateway", "ZDHC_GATEWAY_API_KEY", _j((HEX, 40))),
    ("GoBlu BVE3", "BVE3_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("CleanChain", "CLEANCHAIN_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Worldly", "WORLDLY_API_TOKEN", _vendor_jwt("https://auth.worldly.io")),
    ("bluesign FINDER", "BLUESIGN_FINDER_KEY", _j((ALNUM, 32))),
    ("TrusTrace", "TRUSTRACE_API_KEY", _j("tt_live_", (ALNUM, 32))),
    ("Inspectorio", "INSPECTORIO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("QIMA", "QIMA_API_KEY", _j((UPPER_HEX, 32))),
    ("Sedex", "SEDEX_API_TOKEN", _j((B64, 43), "=")),
    ("TextileGenesis", "TEXTILEGENESIS_TOKEN", _vendor_jwt("https://id.textilegenesis.com")),
    ("FibreTrace", "FIBRETRACE_API_KEY", _j((HEX, 64))),
    ("Oritain", "ORITAIN_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Haelixa", "HAELIXA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("retraced", "RETRACED_API_KEY", _j("rtr_", (ALNUM, 36))),
    ("Made2Flow", "MADE2FLOW_API_KEY", _j((ALNUM, 48))),
    ("Carbonfact", "CARBONFACT_API_KEY", _j("cf_sk_", (ALNUM, 40))),
    ("Fairly Made", "FAIRLYMADE_TOKEN", _j((URLSAFE, 64))),
    ("osapiens", "OSAPIENS_HUB_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Kezzler", "KEZZLER_API_KEY", _j((UPPER_DIGITS, 32))),
    ("WFX", "WFX_PLM_API_TOKEN", _j((B64, 86), "==")),
    ("Bamboo Rose", "BAMBOOROSE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("FastReactPlan", "FASTREACT_API_KEY", lambda g: v.uuid4(g, "b")),
    ("JOOR", "JOOR_API_TOKEN", _j((HEX, 40))),
    ("NuORDER", "NUORDER_OAUTH_TOKEN_SECRET", _j((ALNUM, 64))),
    ("AIMS360", "AIMS360_BEARER_TOKEN", _vendor_jwt("https://api.aims360.rest")),
    ("Exenta", "EXENTA_API_KEY", _j((UPPER_HEX, 40))),
    ("Browzwear", "BROWZWEAR_LICENSE_TOKEN", _j((B64, 60))),
    ("Style3D", "STYLE3D_APP_SECRET", _j((HEX, 32))),
    ("Unicommerce", "UNICOMMERCE_ACCESS_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Vinculum", "VINCULUM_API_KEY", _j((HEX, 32))),
    ("Browntape", "BROWNTAPE_API_KEY", _j((ALNUM, 32))),
    ("EasyEcom", "EASYECOM_JWT", _vendor_jwt("https://api.easyecom.io")),
    ("BharatPe", "BHARATPE_MERCHANT_SECRET", _j((HEX, 64))),
    ("Leegality", "LEEGALITY_AUTH_TOKEN", _j((ALNUM, 32))),
    ("Khatabook", "KHATABOOK_API_KEY", _j((URLSAFE, 40))),
    ("Vyapar", "VYAPAR_SYNC_TOKEN", _j((HEX, 40))),
    ("ClearTax", "CLEARTAX_AUTH_TOKEN", _j("1.", (HEX, 8), "-", (HEX, 4), "_", (HEX, 48))),
    ("Udaan", "UDAAN_SELLER_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Moglix", "MOGLIX_API_KEY", _j((HEX, 32))),
    ("Zetwerk", "ZETWERK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Bizongo", "BIZONGO_API_TOKEN", _j((ALNUM, 40))),
    ("LeadSquared", "LSQ_SECRET_KEY", _j((HEX, 40))),
    ("Meesho", "MEESHO_SUPPLIER_TOKEN", _vendor_jwt("https://supplier.meesho.com")),
    ("Myntra", "MYNTRA_PARTNER_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "railway variables --set {env}={tok}",
    "heroku config:set {env}={tok} -a kgm-orders",
    "kubectl create secret generic kgm-sync --from-literal={env}={tok}",
    "docker run -d -e {env}={tok} registry.kesarganj.lan/order-sync:2.3",
    "GitHub Actions step:\n      env:\n        {env}: {tok}",
    "Jenkinsfile:\nenvironment {{\n    {env} = '{tok}'\n}}",
    "appsettings.Development.json: \"{env}\": \"{tok}\"",
    "group_vars/all/vault.yml (not encrypted yet!):\n{env}: {tok}",
    "supervisord [program:order-sync]\nenvironment={env}=\"{tok}\"",
    "crontab: 0 * * * * {env}={tok} /opt/kgm/sync.sh",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "setx {env} \"{tok}\"",
    "PowerShell: $env:{env} = \"{tok}\"",
    "Mill ERP › Settings › Connectors › {vendor} › API key: {tok}",
    "Logseq table 'Integrations': | {vendor} | live | {tok} |",
    "Kanboard task: rotate the {vendor} key {tok}",
    "WhatsApp, Chiara: {vendor} key for the order sync: {tok}",
    "Teams: the {vendor} token we use now is {tok}, the old one is revoked",
    "Freshservice #6655: {vendor} sync returns 401, configured key {tok}",
    "Jira SD MILL-2290: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} की API key: {tok}",
    "{vendor} री API की {tok} है",
    "{vendor} ro API key {tok} che",
    "{vendor} renaa API key do {tok} kana",
    "{vendor} गही API की {tok} रई",
    "{vendor} चो API की {tok} आसे",
    "{vendor} API key {tok} ass",
    "{vendor} ni API key {tok} tong",
    "{vendor} API anahtarı: {tok}",
    "chiave API di {vendor} per il lanificio: {tok}",
    "la llave de la API de {vendor} es {tok}, pues",
    "chave da API da {vendor}: {tok}",
    "API-Schlüssel für {vendor} (Färberei): {tok}",
    "API klíč pro {vendor}: {tok}",
    "{vendor} API சாவி: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    qima = _r(rng, UPPER_HEX, 32)
    joor = _r(rng, HEX, 40)
    trustrace = "tt_live_" + _r(rng, ALNUM, 32)
    leegality = _r(rng, ALNUM, 32)
    inspectorio = _r(rng, URLSAFE, 48)
    unicommerce = v.uuid4(rng, "a")
    return [
        Sample("vendor_token", f'resp = requests.post("https://api.qima.com/v1/inspections", json=job, headers={{"X-Api-Key": "{qima}"}})', qima),
        Sample("vendor_token", f'curl -H "Authorization: Token {joor}" https://api.jooraccess.com/v4/orders?status=confirmed', joor),
        Sample("vendor_token", f"const tt = new TrusTraceClient({{ apiKey: '{trustrace}', tenant: 'kesarganj' }});", trustrace),
        Sample("vendor_token", f"config/services.php:\n'leegality' => ['token' => env('LEEGALITY_AUTH_TOKEN', '{leegality}')],", leegality),
        Sample("vendor_token", f'InspectorioClient client = InspectorioClient.builder().clientId("kgm-qa").clientSecret("{inspectorio}").build();', inspectorio),
        Sample("vendor_token", f'uc := unicommerce.NewClient("kesarganj", "{unicommerce}")', unicommerce),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it will only show once, saving it here:\n{t}",
                "टोकन: {t}", "{t}\n^ the fresh one, the previous one is revoked",
                "stash this for me: {t}", "token {t} tong"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 20), ".", (URLSAFE, 44)), _j((B64, 52), "="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-128 key of the Stäubli JC7 pattern upload (hex): {h}": 32,
    "Modbus/TCP security PSK for the ETP flow meters: {h}": 64,
    "HMAC secret for the BharatPe payout webhook: {h}": 64,
    "LoRaWAN AppKey of humidity node H-14 in the weaving shed: {h}": 32,
    "Uster Quantum 4 licence unlock key: {h}": 40,
    "DESFire master key for the mill gate cards: {h}": 32,
    "बैकअप की एन्क्रिप्शन की: {h}": 64,
    "backup renaa encryption key do {h} kana": 48,
    "yedekleme şifreleme anahtarı: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "copied out of DevTools for the Freshservice ticket: {t}",
    "Cookie: lang=hi-IN; kgm_sso={t}",
    "SHOPFLOOR_API_TOKEN={t}",
    "keep this bearer token for me {t}",
    "टोकन {t} आसे",
    "erişim belirteci: {t}",
    "Postman console: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS384", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.kesarganj.in/realms/mill",
            "azp": "shopfloor-ui",
            "roles": ["dyehouse", "qa"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the dye-lab server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "k8s secret kgm-edi-tls:\n  tls.key: |\n    {key}": ("RSA PRIVATE KEY", "\n    "),
    '{{"GATEWAY_SIGNING_KEY": "{key}", "env": "prod"}}': ("PRIVATE KEY", "\\n"),
    "main.tf:\nprivate_key = <<EOT\n{key}\nEOT": ("RSA PRIVATE KEY", "\n"),
    "Freshservice #6671, pasted by the integrator:\n{key}": ("EC PRIVATE KEY", "\n"),
    "सर्वर री प्राइवेट की:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "DSA key off the old Stäubli backup PC:\n{key}": ("DSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "DSA PRIVATE KEY": "MIIBuwIBAAKBgQ"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    rows = 9 if kind != "EC PRIVATE KEY" else 3
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * rows - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[1 + index % (len(lines) - 1)]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "AQUA wallet backup, copying it before the paper fades: {p}": "english",
    "UniSat recovery phrase\n{p}": "english",
    "Halo Wallet words (the old canteen fund wallet, emptied): {p}": "english",
    "voice memo: the Station Wallet recovery words are {p} and that's all of them": "english",
    "frase semilla de la billetera Blade, pues: {p}": "spanish",
    "frase di recupero del portafoglio HashPack: {p}": "italian",
    "frase de recuperação da carteira Zypto: {p}": "portuguese",
    "Plus Wallet kurtarma kelimeleri: {p}": "turkish",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "OneKey 钱包助记词：{p}": "chinese_simplified",
    "Bitget 지갑 복구 문구: {p}": "korean",
    "сид-фраза кошелька Tonkeeper: {p}": "russian",
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
        " | ".join(words),
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, Troy's, Elo's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["607010", "652150", "817200", "508227"], [16])
    if brand == "troy":
        return _card_of(rng, ["979215", "979280"], [16])
    if brand == "elo":
        return _card_of(rng, ["636368", "504175", "650485", "509066"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Gopal: the mill card for the Stäubli spare heald frames is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Freshservice #6690: pay the Uster calibration visit with card {c}",
    "मेरा कार्ड नंबर: {c}, {mm}/{yy}",
    "म्हारा कार्ड रो नंबर: {c}",
    "maro card ro number {c} che, {mm}/{yy}",
    "aingaa card number do {c} kana",
    "kart numaram: {c}, son kullanma {mm}/{yy}",
    "numero della carta aziendale: {c}, scad. {mm}/{yy}",
    "número do cartão: {c}, validade {mm}/{yy}",
    "ani card ni number {c} tong",
]  # fmt: skip
_BRANDS = ["rupay", "visa", "elo", "mastercard", "troy", "amex", "discover", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", ".", "\u00a0", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["RuPay {c} exp 08/34, CVV {cvv}",
               "the three digits on the signature strip: {cvv}",
               "Amex {c}, the four-digit code printed on the front: {cvv}",
               "कार्ड के पीछे वाले तीन अंक: {cvv}",
               "kartın arkasındaki üç hane: {cvv}",
               "card ra pachhal ra teen number: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "rupay"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 66; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CZ": "n" * 20, "FI": "n" * 14, "RO": "aaaa" + "c" * 16, "SE": "n" * 20,
                "PT": "n" * 21, "IT": "a" + "n" * 10 + "c" * 12, "BE": "n" * 12,
                "BR": "n" * 23 + "a" + "c"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KGM-EXP-2033-041: please remit for the Liberec heald frames to {i} within 45 days",
    "save the Tampere buyer's IBAN: {i}",
    "IBAN: {i}\nReference: shade card order 0921",
    "WhatsApp #accounts: the Prato rag merchant's new bank details, IBAN {i}",
    "सप्लायर का IBAN: {i}",
    "म्हारो IBAN: {i}",
    "maro IBAN {i} che",
    "yedek parça tedarikçisinin IBAN'ı: {i}",
    "IBAN del lanificio di Prato: {i}",
    "IBAN da fiação na Covilhã: {i}",
    "číslo účtu (IBAN) výrobce listů: {i}",
    "IBAN del comprador de Blumenau: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _mavi_kart(g: random.Random) -> str:
    """A Mavi Kart holder's number: eleven digits of the T.C. scheme beginning 99, its two check
    digits from python-stdnum's ``tr.tckimlik``."""

    def make(h: random.Random) -> str:
        body = "99" + _r(h, D, 7)
        return body + tckimlik.calc_check_digits(body)

    return v.until(g, make, tckimlik.is_valid)


def _pehchan(g: random.Random) -> str:
    """An artisan's Pehchan card number as printed: state, district and seven digits; no public
    check."""
    return (
        f"{g.choice(['RJ', 'KA', 'JH', 'CG', 'TN', 'TR'])}-{g.randrange(1, 40):02d}-{_r(g, D, 7)}"
    )


def _bhamashah(g: random.Random) -> str:
    """A Bhamashah family id: seven capitals and digits; no public check."""
    return v.until(g, lambda h: _r(h, UPPER_DIGITS, 7), lambda s: sum(c.isdigit() for c in s) >= 2)


def _shramik(g: random.Random) -> str:
    """A Rajasthan Shramik card registration number: district, year and serial; no public check."""
    return f"BOCW/{g.choice(['BHL', 'UDR', 'BSW'])}/{g.randrange(2016, 2033)}/{_r(g, D, 6)}"


def _apaar(g: random.Random) -> str:
    """An APAAR student id: twelve digits; no public check."""
    return g.choice("123456789") + _r(g, D, 11)


def _brevete(g: random.Random) -> str:
    """A Peruvian brevete: Q and the holder's eight-digit DNI; no check here."""
    return "Q" + _r(g, D, 8)


def _carnet_ext(g: random.Random) -> str:
    """A Peruvian carnet de extranjería: nine digits; no public check."""
    return "00" + _r(g, D, 7)


def _dokumentennummer(g: random.Random) -> str:
    """A German ID card's document number: nine characters of its alphabet, without the ICAO
    check digit."""
    alphabet = "CFGHJKLMNPRTVWXYZ" + D
    return g.choice("LMNPRT") + v.until(
        g, lambda h: _r(h, alphabet, 8), lambda s: 2 <= sum(c.isdigit() for c in s) <= 6
    )


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "Pehchan card number of Ravi Naik (Lambani embroidery unit): {s}": _pehchan,
    "maro Pehchan card ro number {s} che": _pehchan,
    "म्हारा पहचान कार्ड (कारीगर) रो नंबर: {s}": _pehchan,
    "Bhamashah family id for the ration paperwork: {s}": _bhamashah,
    "भामाशाह कार्ड रो नंबर म्हारो: {s}": _bhamashah,
    "Shramik card registration no. of Dhapu (BOCW board): {s}": _shramik,
    "मारा श्रमिक कार्ड नो नंबर {s} हे": _shramik,
    "APAAR ID of Somari's daughter for the scholarship form: {s}": _apaar,
    "मोर बेटी चो APAAR आईडी {s} आसे": _apaar,
    "Mavi Kart no. of Emre's uncle for the Denizli service contract: {s}": _mavi_kart,
    "Mavi Kart numaram: {s}": _mavi_kart,
    "número de brevete de Yupanqui, para el seguro de la camioneta: {s}": _brevete,
    "mi brevete es el {s}, pues": _brevete,
    "carnet de extranjería de Chiara (oficina de Arequipa): {s}": _carnet_ext,
    "número de carnet de extranjería: {s}": _carnet_ext,
    "Dokumentennummer von Gretas Personalausweis: {s}": _dokumentennummer,
    "Greta's ID card document number, for the Leverkusen visitor pass: {s}": _dokumentennummer,
    "aingaa passport number do {s} kana": _in_passport,
    "एंगहै पासपोर्ट गही नंबर: {s}": _in_passport,
    "मोर पासपोर्ट चो नंबर {s} आसे": _in_passport,
    "ani passport ni number {s}": _in_passport,
    "mogo passport number {s} ass": _in_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 3)}{_r(rng, D, 3)}{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for the mill admin\n{codes}",
            "spare sign-in codes for the Myntra seller account {codes}",
            "TrusTrace 2FA recovery codes: {codes}", "2FA बैकअप कोड:\n{codes}",
            "yedek kodlar (2FA): {codes}", "2FA backup code ko: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Inspectorio:chiara.b@kesarganj.in?secret={s}&issuer=Inspectorio&period=30",
              "2FAS, manual entry key for the BharatPe login: {s}",
              "Aegis, secret for the ClearTax account: {s}",
              "2FA ni key: {s}"]  # fmt: skip
_CODES = ["{c} is your BharatPe OTP. Do not share it with anyone",
          "SBI: OTP for txn of Rs 48,500 at KGM MILL STORE is {c}",
          "आपका Myntra सत्यापन कोड {c} है",
          "Garanti BBVA doğrulama kodunuz: {c}",
          "Il tuo codice di verifica Intesa Sanpaolo è {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["KGM-Spinning-2G", "Kesarganj-DyeHouse", "JioFiber-Bhilwara-5G", "Airtel_Sandur_9F",
          "BSNL-Khunti-FTTH", "ETP-Control", "KGM-Weaving-5G", "ACT-Madurai-4711",
          "TTNET_Denizli_3A", "MEO-Covilha-2C1", "Movistar_Arequipa_77", "FASTWEB-Prato-6F",
          "Kosa-Buying-Jagdalpur", "Risa-Agartala"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPassword: {pw}",
    "weaving shed network {s}, passphrase {pw}",
    "wifi at the mill shop counter: {s} / {pw}",
    "humidity node firmware: WiFi.begin(\"{s}\", \"{pw}\");",
    "the key on the sticker under the JioFiber box: {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
    "वाईफाई {s} का पासवर्ड {pw} है",
    "वाईफाई {s} रो पासवर्ड {pw} है",
    "wifi {s} ro password {pw} che",
    "wifi {s} renaa password do {pw} kana",
    "वाईफाई {s} चो पासवर्ड {pw} आसे",
    "wifi {s} ni password {pw} tong",
    "{s} ağının şifresi {pw}",
    "rete {s}, password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("tt_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 28)), _j("cf_sk_", (ALNUM, 24))]  # fmt: skip
_SPELL = ["reading it out character by character: {t}", "[dictated on the Teams call] {t}",
          "(spaced out so the WhatsApp preview doesn't show it) {t}", "एक-एक अक्षर: {t}",
          "for the Kanboard card, spaced: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 5
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    if style == 4:
        return {"t": " : ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", ".", " "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["गोदाम रा ताला रो कोड: {pw}", "godown tala ro code: {pw}", "tala renaa code do {pw} kana",
          "ताला चो कोड {pw} आसे", "the dye store keypad takes {pw} then the star key",
          "padlock on the ETP chemical cage: {pw}", "depo kilidinin şifresi: {pw}",
          "reaver -i wlan0mon -b 3C:84:6A:19:7E:02 -p {pw} -vv   (the mill shop router's WPS PIN)",
          "ताला गही कोड: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, 8 if "reaver" in template else [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["heddle", "bobbin", "madder", "selvedge", "pirn", "sley", "kesudo", "mordant",
                 "weft", "chambray", "tussar", "gotta", "dobby", "twill", "calico", "sliver"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the mill office: {p}": " ",
            "Bitwarden master passphrase: {p}": "-",
            "Proton Pass passphrase: {p}": ".",
            "VeraCrypt volume passphrase for the payroll disk: {p}": " ",
            "बैकअप का पासफ्रेज़: {p}": " ", "backup ro passphrase {p} che": "_",
            "passphrase del NAS di Prato: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Hoppscotch history: Authorization: Bearer {v}": False,
    "http GET https://sedomat.kesarganj.lan/api/batches 'Authorization: Basic {v}'": True,
    "Yaak export of the JOOR call: authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "standalone.xml (WildFly):\n<datasource jndi-name=\"java:/LoomsDS\" pool-name=\"LoomsDS\">\n  <connection-url>jdbc:postgresql://pg.kesarganj.lan/looms</connection-url>\n  <security>\n    <user-name>looms</user-name>\n    <password>{pw}</password>\n  </security>\n</datasource>",
    "liquibase.properties:\nurl: jdbc:postgresql://pg.kesarganj.lan/shades\nusername: liquibase\npassword: {pw}",
    "flyway.conf:\nflyway.url=jdbc:mysql://mysql.kesarganj.lan/payroll\nflyway.user=flyway\nflyway.password={pw}",
    "profiles.yml (dbt):\nkgm:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: dw.kesarganj.lan\n      user: dbt\n      password: {pw}\n      dbname: dw",
    "kettle.properties:\nERP_DB_HOST=erp-db.kesarganj.lan\nERP_DB_USER=pdi\nERP_DB_PASSWORD={pw}",
    "META-INF/persistence.xml:\n<property name=\"jakarta.persistence.jdbc.user\" value=\"erp\"/>\n<property name=\"jakarta.persistence.jdbc.password\" value=\"{pw}\"/>",
    "c3p0-config.xml:\n<property name=\"user\">shades</property>\n<property name=\"password\">{pw}</property>",
    "mybatis-config.xml:\n<property name=\"username\" value=\"looms\"/>\n<property name=\"password\" value=\"{pw}\"/>",
    "application.yml (Micronaut):\ndatasources:\n  default:\n    url: jdbc:mariadb://maria.kesarganj.lan/orders\n    username: orders\n    password: '{pw}'",
    "knexfile.js:\nconnection: {{ host: 'pg.kesarganj.lan', user: 'shop', password: '{pw}', database: 'millshop' }}",
    "ormconfig.json:\n{{\"type\": \"mysql\", \"host\": \"mysql.kesarganj.lan\", \"username\": \"erp\", \"password\": \"{pw}\", \"database\": \"erp\"}}",
    "config/config.json (Sequelize):\n\"production\": {{\"username\": \"shop\", \"password\": \"{pw}\", \"database\": \"millshop\", \"dialect\": \"postgres\"}}",
    "alembic.ini:\n[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql://etl:{pw}@pg.kesarganj.lan/dw",
    "quartz.properties:\norg.quartz.dataSource.qzDS.user = quartz\norg.quartz.dataSource.qzDS.password = {pw}",
    "servers/AdminServer/security/boot.properties:\nusername=weblogic\npassword={pw}",
    "activiti.cfg.xml:\n<property name=\"jdbcUsername\" value=\"activiti\" />\n<property name=\"jdbcPassword\" value=\"{pw}\" />",
    "WEB-INF/jetty-env.xml:\n<Set name=\"user\">shop</Set>\n<Set name=\"password\">{pw}</Set>",
    "glassfish-resources.xml:\n<property name=\"User\" value=\"payroll\"/>\n<property name=\"Password\" value=\"{pw}\"/>",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Gopal: dye lab wifi password?\nLachhmi: {pw}",
    "[22:41] emre.k: root pw for the Savio server?\n[22:43] ravinaik: {pw}",
    "Chiara: {pw} is the new Stäubli admin password",
    "Tiago: use {pw}, that's what the Uster has now",
    "भंवरलाल: नुवो पासवर्ड {pw} है",
    "Shanti: navo password {pw} che",
    "Birsa: nawa password do {pw} kana",
    "लछमी: नावा पासवर्ड {pw} आसे",
    "Sukanya: password kwtal {pw}",
    "Zeynep: yeni şifre {pw}",
    "Meenakshi: nava password {pw} ass",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _styled(first: int) -> str:
    """``password`` in a Unicode alphabet of letters (math italic, monospace)."""
    return "".join(chr(first + ord(c) - ord("a")) for c in "password")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "passw\u200dord → {pw}", "passwοrd: {pw}",
    _styled(0x1D44E) + " {pw}", _styled(0x1D68A) + ": {pw}",
    "".join(c + "\u0332" for c in "password") + ": {pw}", "पास\u200dवर्ड: {pw}",
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
    "the Stäubli admin password is": "{s}", "Sedomat service pw:": "{s} (since the controller swap in July)",
    "म्हारो पासवर्ड:": "{s}", "Uster password": "{s}\nchange it after the buyer audit",
    "मोर पासवर्ड:": "{s}", "password do": "{s} kana", "şifre:": "{s}", "Picanol password": "{s}",
    "the password Mangilal shouted across the loom shed was": "{s}, I think", "ani password:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "QIMA API key", "{s}", _j((UPPER_HEX, 32))),
    ("split_token", "TrusTrace key:", "{s} (supplier sync)", _j("tt_live_", (ALNUM, 32))),
    ("split_token", "osapiens client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "AQUA wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/35", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "FI"))),
    ("split_backup", "BharatPe recovery codes", "{s}\nqtd481mw\nzkp207ra", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Mavi Kart no", "{s}", _mavi_kart),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: "-".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"staubli": {"url": "https://jc7.kesarganj.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "gopal.s", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"looms": [{"id": "L-01"}, {"id": "L-02", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pg_md5", "--md5auth", "--username=pgpool", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "डाई लैब के पीसी का पासवर्ड {s} है"}': ("meta_password", _plain_pw),
    '{"şifre": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Sedomat as operator, the password is {s}"}': ("meta_password", _plain_pw),
    '{"qima": {"api_key": "{s}"}}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"fibretraceToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"joor_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "10/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CZ")),
    '{"worker": {"mavi_kart_no": "{s}"}}': ("meta_id", _mavi_kart),
    '{"mfa": {"backup_codes": ["{s}", "qtd481mw", "zkp207ra"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"canteen_fund_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _english_seed),
    '{"jc7": {"upload_aes_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"dye_store": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "KGM-Weaving-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"jc7-firmware-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kesarganj/order-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(
    b"shade cards: export for the Prato order", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert GST rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"shade_cards_2033-01.pdf", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"production-export-2032.csv").hexdigest()

CLEAN = [
    "Remind me to change the Stäubli admin password before the service visit on 2033-02-14.",
    "Gopal asked for the dye-lab wifi password; it's on the card in the shift supervisor's cabin.",
    "Policy: mill passwords are at least 16 characters and are kept only in Bitwarden.",
    "Please don't paste passwords into the WhatsApp groups; share a Bitwarden Send link instead.",
    "The line `QIMA_API_KEY=put-your-key-here` in `.env.example` is a placeholder; the real key is in the vault.",
    "The Sedomat asks for a new supervisor password after every firmware update.",
    "Replace <YOUR_TRUSTRACE_KEY> in the README with the key from the TrusTrace settings page.",
    "FIBRETRACE_API_KEY and JOOR_API_TOKEN must be set before the nightly order sync runs.",
    "आपणो पासवर्ड कणी ने मत बताजो।",
    "तमारो पासवर्ड कोई नै मत केजो।",
    "tharo password koni na mat kejo.",
    "amaa password do okoe hõ alom kajiaea.",
    "निंगहै पासवर्ड नेके गे हूँ मल कथआ।",
    "तुचो पासवर्ड काकेय के नी सांगबे।",
    "tumo password konaku hī sangno nako.",
    "nini password sabono kwrwi sa.",
    "Şifreniz en az on altı karakter olmalıdır.",
    "La password deve avere almeno sedici caratteri.",
    "A palavra-passe deve ter pelo menos dezasseis caracteres.",
    "Heslo musí mít alespoň šestnáct znaků.",
    "पासवर्ड कम से कम सोलह अक्षरों का होना चाहिए।",
    "Upgraded the Sedomat bridge from 2.8.1 to 2.9.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the shade-card export for the Prato order.",
    f"Reverted to {_SHORT} after the GST rounding change broke the mill shop invoices.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The JC7 firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of production-export-2032.csv: {_SHA512}",
    f"The order-sync container runs ghcr.io/kesarganj/order-sync@sha256:{_IMAGE}.",
    f"MD5 of shade_cards_2033-01.pdf is {_MD5}, same as the copy on the design share.",
    "Request id 3f9c2a71-8b4e-4d6a-a1c5-7e20b9d84f36 is the slow one in the TrusTrace logs.",
    "Purchase order PO-KGM-2033-00712 for 1,200 kg of Ne 40s combed yarn ships on Friday.",
    "Jira SD MILL-2214: the Brueckner stenter's chain oiler alarm keeps tripping.",
    "Call the mill shop in Udaipur on +91 294 241 7760 before 6 pm.",
    "The truck with the indigo drums reached the Bhilwara gate at 14:20, 18 drums of 50 kg.",
    "E-way bill dated 2033-01-17 covers 18 bales of grey fabric to Surat.",
    "HSN code 5208 is woven cotton fabric; 5509 is synthetic staple yarn.",
    "CAS 2580-78-1 is Reactive Blue 19; CAS 482-89-3 is indigo.",
    "The ETP outlet reads pH 7.4, COD 142 mg/l and TDS 1,850 mg/l this morning.",
    "After five wrong passwords the Uster Tester locks the account for 15 minutes.",
    "Loom shed B has 96 Picanol rapiers running at 520 picks per minute.",
    "The secret of a level madder shade is a slow rise to the boil.",
    "Ask Lachhmi for the dye-store keypad code, I don't have it.",
    "My card ending 9032 was declined at the Bhilwara hardware shop.",
    "The Prato buyer wants the IBAN on the proforma without spaces.",
    "Print the 2FA backup codes for the mill's Google Workspace admin and lock them in the safe.",
    "No wallet's support team will ever ask for your recovery phrase.",
    "Keep `BHARATPE_MERCHANT_SECRET` in the secrets manager, never in the repository.",
    "The padlock on the ETP chemical cage rusts in the acid fumes; replace it every year.",
    "TrusTrace moved the API key page under Settings › Developer access in its March release.",
    "ISBN 978-81-7371-293-7 is the dyeing handbook on the lab shelf.",
    "The guest wifi 'KGM-MillShop-Guest' is open, no password needed.",
    "Lot LOT-2033-TUS-0417, 240 kg of tussar, moisture 9.8 %; the shade matched at ΔE 0.6.",
    "Yarn count Ne 30/1, TPI 18.2, CSP 2450 on the Uster report.",
    "Shade card KGM-IND-0921 is indigo on 12 oz denim, three dips.",
    "Recipe R-118 uses 2.5 % Reactive Red 195 and 60 g/l Glauber's salt at 60 °C.",
    "Emre's ticket is about the Tsudakoma ZAX9200i's weft brake, not about a password.",
    "Meeting with the Aquatech engineer about the ZLD evaporator on 2033-03-03 at 10:30.",
    "Das Kennwort für den Farbküchen-PC steht im Tresor, nicht hier.",
    "La contraseña de la oficina de Arequipa la tiene Rosa; pídesela a ella.",
    "கடவுச்சொல்லை யாரிடமும் சொல்லாதீர்கள்.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-05T06:30:00Z", "password_min_length": 16}',
    '{"secret_ref": "bitwarden://kgm/sedomat", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"ticket": "MILL-2214", "purchase_order": "PO-KGM-2033-00712"}',
    '{"lot": {"id": "LOT-2033-TUS-0417", "weight_kg": 240, "moisture_pct": 9.8}}',
    '{"phone": "+91 294 241 7760", "city": "Udaipur"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "looms_running": 96}',
    '{"request_id": "3f9c2a71-8b4e-4d6a-a1c5-7e20b9d84f36", "status": 504, "vendor": "TrusTrace"}',
    '{"hsn_code": "5208", "cas": "2580-78-1", "dye": "Reactive Blue 19"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
