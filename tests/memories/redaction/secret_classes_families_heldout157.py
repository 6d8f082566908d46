# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fifty-fourth's docstring,
the fifth to hundred-and-fifty-fourth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-fifth, hundred-and-fifty-sixth and hundred-and-fifty-eighth), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.
Its own seed, password words (a tonnara word, a tuna's weight in kg and a sign; a salt-pan
windmill's name and the brine's density in degrees Baumé, `Be`, and a sign; two Sicilian,
Tunisian, Maltese, Libyan, Bengali or Filipino dishes joined by a dash with a year of the
islands' history, 1565, 1798, 1881, 1908, 1943, 1956, 1964, 1974, 1979 or 2011; a ferry's name,
its car deck, a sign and a number; leet place names with a year and a sign; a marina berth and a
boat's kind, `Berth…_Luzzu`; a place, a dish and a year joined by underscores; the phosphate
plant's DAP grade, a sign and a place; a staff member's name, a place and a number; a date-palm
variety in capitals, a sign and four digits; generated groups and random runs), names, places,
templates, tools, vendors and layouts, the way the staff of the Canale di Sicilia Group (a
fictional group of Sicily, Malta, Pantelleria, Lampedusa and Tunisia's coast: a tuna trap and
cannery at Bonagia, salt pans near Trapani, a car ferry, a hospital in Valletta, a date-palm
cooperative in Tozeur, a phosphate plant at Ghannouch near Gabès and a yacht marina at Kalkara;
staff speaking Sicilian, Maltese, Pantesco, Tunisian Arabic, Djerbi Tamazight, Italian, French,
Libyan Arabic, Bengali, Filipino languages and English) leak secrets into an assistant's memory.
The texts are WhatsApp, Teams, Signal, Telegram, Viber, imo, Messenger and Slack messages, chat
logs with times, Google Keep notes, Trello cards, Jira and Zendesk tickets, Confluence and Notion
pages, e-mails, an incident note, a runbook, a README fragment, a ward's handover sheet, shell
history (GNOME Terminal, Konsole, PowerShell 7, tmux, WezTerm, Termux prompts and `history`),
code pasted into chats, reviews (a pull request, Gerrit) and gists (Python, Go, Rust, Java, C#,
Elixir, TypeScript, Robot Framework, an Apache Camel route, a Node-RED function), configs, voice
memos, dictated text and requests to the assistant itself, around the panels and programs of the
trap, the pans, the ferry, the ward, the grove, the plant and the marina (a can-seamer panel, a
Spacelabs central station, TrakCare, an IntelliSpace PACS, Centricity, PcVue, RSLinx,
InfoPlus.21, a Panalytical XRF, an ECDIS, XGate and MailASail ship mail, Equasis, qtVlm,
MailEnable, OpenSprinkler, ddns-go, ESPEasy, a weighbridge PC).

Tools, calls, flags, variables and files none of heldouts 5 to 154 names (each grepped for the
call, flag or file itself; a few of the tools appear there in other uses): `VBoxManage
guestcontrol … --password` and `--vrdeproperty VNCPassword=`, InterSystems' `csession` with
`##class(Security.Users).Create`, WinCC OA's `WCCOActrl -user USER:…`, `TRINO_PASSWORD`,
`svn … --no-auth-cache`, Talk2M's `t2mpassword=` on `m2web`; obsws-python's `ReqClient`,
gsconfig's `Catalog`, python-snap7's `set_session_password`, pyArango's `Connection`,
`easywebdav.connect`, fortiosapi's `FortiOSAPI().login`, plexapi's `MyPlexAccount`, pyvesync's
`VeSync`, `aiomqtt.Client`, grafana_api's `GrafanaFace`, `iris.connect`, `pyhdb.connect`; Go's
mongo-driver `options.Credential`, minio-go's `NewStaticV4`, `nats.UserInfo`, kafka-go's
`plain.Mechanism`, sarama's `Net.SASL`; Rust's rumqttc `set_credentials` and russh
`authenticate_password`; Java's `AuthTokens.basic`, jcifs' `NtlmPasswordAuthenticator`,
Ganymed's `authenticateWithPassword`, `ActiveMQConnectionFactory`, OkHttp's `Credentials.basic`;
MQTTnet's `MqttClientOptionsBuilder`; connection strings `jdbc:dremio:`, `jdbc:virtuoso:`,
`jdbc:monetdb:`, `jdbc:opensearch:`, `jdbc:splunk:`, `jdbc:denodo:`, `jdbc:kyuubi:`,
`jdbc:gbasedbt-sqli:`, the Pervasive ODBC, Firebird/InterBase ODBC and `HDBODBC` drivers and the
`IBMDA400` and `OraOLEDB` providers; configs `SEAFILE_ADMIN_PASSWORD`,
`NEXTCLOUD_ADMIN_PASSWORD`, `MATOMO_DATABASE_PASSWORD`, `ELASTIC_PASSWORD`,
`DB2INST1_PASSWORD`, `ORACLE_PASSWORD`, `FIREBIRD_ROOT_PASSWORD`, `CASSANDRA_PASSWORD`,
`SURREAL_PASS`, `QDB_PG_PASSWORD`, `ARTEMIS_PASSWORD`, Ghost's
`database__connection__password`, `FRIGATE_RTSP_PASSWORD`, HedgeDoc's `CMD_DB_URL`, Courier's
`esmtpauthclient` and an Elixir Swoosh mailer, in layouts such as a YAML `x-environment` anchor,
`lxc.environment` and `docker service create --env`; wifi keys in an Apple `.mobileconfig`
(`SSID_STR`) and ESPEasy; headers set by Squid's `request_header_add`, a Camel `setHeader`, a
Node-RED `msg.headers`, Robot Framework's `Create Dictionary` and Playwright's
`extraHTTPHeaders`; a vendor key given to `pvporcupine.create(access_key=…)`. Beside them the
commands and formats the product names (sshpass, mysql -p, redis-cli -a, smbclient -U, 7z -p,
xfreerdp /p:, plink -pw, curl -u, a wifi QR code, `otpauth://`, a JWT, PEM blocks), in layouts of
its own.

About 48 % of the secret samples are in other languages than English (45 % of all the texts, by
a rough count of the drawn samples): Tunisian Arabic (Derja, in Arabic letters and in the Latin
chat alphabet with digits), Libyan Arabic (Tripoli's), Tunisian French, Pantesco (Pantelleria's
Sicilian), Lampedusan, Trapanese Sicilian, Gozitan, Maltese English, Djerbi Tamazight,
Judeo-Tunisian Arabic (in Hebrew letters) and Dhaka's colloquial Bengali (Dhakaiya), which no
earlier docstring names, and Sicilian, Maltese, Italian, French, Bengali, Tagalog (and Taglish)
and Cebuano, with Spanish, Czech and Portuguese in one seed line each, in wordings of their own.
The wordings are the author's approximations, checked by no speaker, built around a few marked
words and the loanwords people there really text (password, wifi, PIN, code, card, IBAN, user,
email, API key, token, backup): Derja's `المودپاس` (the French `mot de passe`), `متاع`/`mta3`,
`توا`, `ما تقولو لحد`, `t9oulou`, `3aychek` and `ba3d`; Libyan Arabic's `باهي`, `نبيك`, `ما
تقولاش` and `hlba`; Tunisian French's `mta3`, `yezzi` and `ba3d` in French sentences; Trapanese
Sicilian's `talè` and its `r` for `d` (`rû`, `râ`, `riri`); Pantesco's `dammusu` and `cumpà`;
Lampedusan's `'un ciù riri`; Gozitan's `passwerd`, `ħej` and `tgħidulu`; Maltese English's
`mela`, `isma'`, `ta` and `no?`; Djerbi Tamazight's `azul`, `n`, `d`, `ur … i ḥedd` and
`tanmirt`; Judeo-Tunisian's `מתאע` and `מא תקולו לחד`; Dhakaiya's `আমাগো`, `হইলো`, `কইয়েন`
and `থেইকা`. The Pantesco, Lampedusan, Gozitan, Djerbi Tamazight and Judeo-Tunisian lines are the
thinnest guesses (a marker word or two beside Sicilian, Maltese or Arabic and the loanwords).

Vendors (Paymee, ClicToPay, Sobflous, Mobiflouss, Banque Zitouna, Attijari bank, UBCI, Tunisie
Telecom, Rapid-Poste, Navex, Intigo, First Delivery, Tayara, Moamalat, Tadawul, Edfali, Libyana,
Almadar, Jumhouria Bank, Wahda Bank, LPTIC, Bank of Valletta, APS Bank, BNF Bank, Lombard Bank,
Melita, MaltaPost, Tallinja, eCabs, Gozo Channel, Virtu Ferries, Liberty Lines, Caronte &
Tourist, Siremar, Tirrenia, CTN, Credem, illimity, IRFIS, Mooney, Danea, Fiscozen, A-Cube,
Invoicetronic, ShippyPro, SMSHosting, Netsons, 3BMeteo, Doctolib and Picovoice) are ones
heldouts 5 to 154 do not name. Their shapes are the author's guesses (hex, base64, URL-safe and
alphanumeric runs, UUIDs, JWTs, Intigo's `itg_live_`, Mooney's `mny_live_`, Invoicetronic's
`ik_live_`, eCabs' `ecb_`, Paymee's `Token` header, ShippyPro's key as the user of basic auth,
SMSHosting's key and secret pair), since none of them publishes one the author knows; the shapes
the author believes real are Picovoice's AccessKey (base64, given to `pvporcupine.create`) and
A-Cube's bearer JWT.

The ids are kinds heldouts 5 to 154 do not use: a Maltese identity card number, an Identity
Malta e-Residence card, Italy's codice STP and codice ENI (for foreigners at the Lampedusa and
Trapani hospitals), an Italian seafarer's registration (matricola della gente di mare), a
Tunisian national identity card (CIN), a Tunisian CNRPS affiliation, a Libyan national number, a
Libyan family booklet number, a Malta Nursing and Midwifery Council registration and a Tozeur
farmer's card, for which python-stdnum has no module and which no library or this file checks
(no check-digit algorithm is written here): they are unchecked, their shapes as the author
believes them or invented (the e-Residence card, the CNRPS affiliation, the family booklet, the
council registration and the farmer's card); passports (Libyan, Maltese, Tunisian, Italian,
Bangladeshi, Philippine) under Libyan Arabic, Maltese, Derja, Djerbi Tamazight, Sicilian,
Bengali, Tagalog and English words, likewise unchecked. Card numbers pass Luhn (the value
helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of countries used least by
a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 154 (Tunisia, Libya, Croatia,
Slovenia, Bulgaria, Andorra, North Macedonia and Slovakia, in twelve corpora each), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian, French,
Spanish, Czech and Portuguese lists, each with a valid checksum. Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 415_738_096
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


# Words of the trap, the pans, the ferry, the ward, the palm grove, the plant and the marina.
_TUNA = ["Mattanza", "Rais", "Camperia", "Bastardella", "Tonnara", "Levante", "Scirocco",
         "Bonagia", "Favignana", "Tonnina", "Camparia", "Cuveddu"]  # fmt: skip
_MILLS = ["Infersa", "Ettore", "Chiusa", "Calcara", "Ronciglio", "Morana", "Culcasi", "Genna"]
_DISHES = ["Cuscusu", "Busiate", "Lablabi", "Bambalouni", "Makroudh", "Pastizz", "Ftira",
           "Bazeen", "Zibibbu", "Caponata", "Mloukhia", "Brik", "Bsisa", "Sfinci", "Kannolu",
           "Ilish", "Sinigang", "Usban"]  # fmt: skip
_FERRIES = ["Cossyra", "Zibibbo", "Melqart", "Ulisse", "Gorgo", "Kalypso", "Arethusa", "Lilybeo"]
_BOATS = ["Luzzu", "Dghajsa", "Kajjik", "Lampara", "Feluca", "Sandalo", "Loud", "Firilla"]
_PLACES = ["Trapani", "Marsala", "Bonagia", "Favignana", "Scauri", "Khamma", "Tracino",
           "Rekhale", "CalaPisana", "Linosa", "Valletta", "Marsaxlokk", "Xlendi", "Birgu",
           "Kalkara", "Tozeur", "Nefta", "Degache", "Ghannouch", "HoumtSouk", "Guellala",
           "Midoun", "Zarzis", "Zuwara", "Tripoli"]  # fmt: skip
_NAMES = ["Turi", "Rosalia", "Calogero", "Ninfa", "Saro", "Gaspare", "Vito", "Censu", "Marija",
          "Pawlu", "Rita", "Charmaine", "Kenneth", "Hamza", "Sonia", "Wassim", "Emna", "Mehdi",
          "Yosra", "Skander", "Brahim", "Zohra", "Faraj", "Khadija", "Salem", "Nuri", "Rashed",
          "Shirin", "Mamun", "Jomar", "Ligaya", "Rodel"]  # fmt: skip
_YEARS = [1565, 1798, 1881, 1908, 1943, 1956, 1964, 1974, 1979, 2011]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P4nt3ll3r14", "L4mp3dus4", "G0zit4n", "D3gl3tN0ur", "M4tt4nz4", "Gh4nn0uch",
         "K4lk4r4", "T0z3ur", "S4l1n4"]  # fmt: skip
_DATES = ["Allig", "Kenta", "Bejjou", "Khouat", "Deglet", "Besser", "Rochdi", "Kentichi"]


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TUNA)}{g.randrange(120, 480)}kg{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_MILLS)}{g.randrange(3, 30)}Be{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_DISHES, 2)) + str(g.choice(_YEARS)),
    lambda g: f"{g.choice(_FERRIES)}Deck{g.randrange(2, 9)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: g.choice(_LEET) + str(g.choice(_YEARS)) + g.choice(_SYMBOLS),
    lambda g: f"Berth{g.choice('ABCDEFG')}{g.randrange(1, 60):02d}_{g.choice(_BOATS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_DISHES).lower()}_{g.choice(_YEARS)}",
    lambda g: f"DAP{g.randrange(18, 47)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM, 14),
    _manager,
    lambda g: f"{g.choice(_NAMES)}{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_DATES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Turi (tonnara foreman): the can-seamer panel password is {pw}",
    "Teams chat with Rita on ward 3: the Spacelabs central station password is {pw}",
    "Signal from Hamza at Ghannouch: PcVue operator password {pw}",
    "Telegram, #salina-infersa: the brine pump controller's web password is now {pw}",
    "Jira SAL-214: the weather console at the Infersa pans rejects the old password; new one {pw}",
    "Zendesk #5531 (marina): berth-power pedestal controller password {pw}",
    "Google Keep, 'Cossyra ferry': bridge ECDIS service password {pw}",
    "Hi all,\n\nthe TrakCare training password for the new nurses is {pw}. Please change it at first login.\n\nCalogero",
    "note to self: RSLinx gateway at the kiln, password {pw}",
    "Runbook: restart the InfoPlus.21 historian\n1. RDP to ip21-ghannouch\n2. user admin\n3. password {pw}\n4. restart the TSK_DBCLOCK task",
    "README (date-cooperative weighbridge PC)\nthe app runs at http://pont-bascule.tozeur.lan, password `{pw}`.",
    "Incident 2033-03-09: the IntelliSpace PACS in Valletta took the old shared password {pw} for a week",
    "can you remember the Centricity password for me? it's {pw}",
    "please keep this safe: my Bank of Valletta internet banking password {pw}",
    "dictated on the quay: the XGate mail password on the Zibibbo is {pw} full stop",
    "MailASail on the yacht Kalypso, password {pw}",
    "the Equasis password for the port-state inspector account is {pw}",
    "Viber from Faraj: the Panalytical XRF password in the QC lab is {pw}",
    "after the firmware update the Spacelabs password became {pw}",
    "Slack #ferry-it: qtVlm routing PC on the bridge, Windows password {pw}",
    "voice memo: the MailEnable admin password is {pw}, I'll change it on Monday",
    "imo message from Rashed: cannery blast-freezer PLC password {pw}",
    "handover sheet, night shift, ward 3: drug cabinet terminal password {pw}",
    "Trello card 'Salt harvest 2033': data logger password {pw}",
    "OpenSprinkler in the Tozeur palm grove, device password {pw}",
    "ddns-go dashboard on the marina router, password {pw}",
    "ticket kiosk at the Trapani ferry gate, service password {pw}",
    "hey assistant, store the password for the tuna-tag reader: {pw}",
    "Turi: 'a password dû computer dâ tonnara è {pw}, nun ci 'a diri a nuddu",
    "Nenè: 'a password nova dû magazzinu è {pw}",
    "talè, 'a password rû pc râ salina è {pw}, 'un ci 'a riri a nuddu",
    "Gaspare: 'a password rû mulinu Infersa ora è {pw}",
    "'a password dû dammusu â Khamma è {pw}, un ci 'a diri a nuddu, cumpà",
    "Nino (Scauri): 'a password râ cantina dû zibbibbu: {pw}",
    "a password râ barca di Cala Pisana è {pw}, 'un ciù riri a nuddu, cumpà",
    "il-password tal-kompjuter tal-isptar hi {pw}, tgħidhiex lil ħadd",
    "Rita: il-password il-ġdida tas-sistema tal-farmaċija hija {pw}",
    "il-passwerd tal-kompjuter tal-ħanut ta' Xlendi hu {pw}, ħej, tgħidulu lil ħadd",
    "mela, the password of the pharmacy PC is {pw}, don't give it to anyone no?",
    "Charmaine: ta, the new password for the bookings system is {pw}, isma' don't forget it",
    "المودپاس متاع الپيسي متاع المعمل هو {pw}، ما تقولو لحد",
    "حمزة: الپاسوورد الجديد متاع السيستام توا {pw}",
    "el mot de passe mta3 el pc fil ma3mel howa {pw}, ma t9oulou l 7ad",
    "Wassim: el password jdid mta3 el caisse {pw} 3aychek",
    "le mot de passe du PC de la coopérative, c'est {pw}, yezzi ne le donne à personne",
    "Emna: le nouveau mot de passe mta3 la station météo, c'est {pw}",
    "الباسوورد متاع الكمبيوتر في الميناء {pw}، ما تقولاش لحد باهي؟",
    "فرج: نبيك تحفظ الباسوورد هذا: {pw}",
    "el password mta3 el computer fil mina {pw}, hlba mohim",
    "azul, el password n el ordinateur n tḥanut d {pw}, ur as-t-ttini i ḥedd",
    "אל פאסוורד מתאע אל קומפיוטר הוא {pw}, מא תקולו לחד",
    "la password del PC della sala controllo della tonnara è {pw}",
    "le mot de passe de la borne de quai est {pw}",
    "আমাগো ফ্রিজার রুমের কম্পিউটারের পাসওয়ার্ড হইলো {pw}, কাউরে কইয়েন না",
    "রাশেদ: নতুন পাসওয়ার্ড {pw}",
    "yung password ng PC sa crew mess ay {pw}, wag mong ipagsabi",
    "ang password sa PC sa engine room kay {pw}, ayaw isulti bisan kinsa",
    "Messenger from Jomar: the crew-mess PC password is {pw} po",
    "Confluence page 'Ghannouch DCS': the PcVue backup server password is {pw}",
    "the ESPEasy node on the brine tank, admin password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["turi", "rosalia.m", "calogero", "ninfa", "saro", "gaspare.t", "vito", "censu",
          "marija.c", "pawlu", "rita.b", "charmaine", "kenneth", "hamza", "sonia.b", "wassim",
          "emna", "mehdi.k", "yosra", "skander", "brahim.d", "zohra", "faraj", "khadija",
          "salem.n", "nuri", "rashed", "shirin", "mamun", "jomar", "ligaya", "rodel",
          "svc-pcvue", "ops-marina"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Saro: the can-seamer panel login is {u} / {pw}",
    "Zendesk #5540: {u} locked out of TrakCare, last password {pw}",
    "Confluence › Ghannouch › DCS › PcVue: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| InfoPlus.21 | {u} | {pw} |",
    "log into the Equasis account as {u} with {pw}",
    'conn = iris.connect("iris.mater.lan", 1972, "HSLAB", "{u}", "{pw}")',
    'db = pyhdb.connect(host="hana.csg.lan", port=30015, user="{u}", password="{pw}")',
    'ConnectionFactory cf = new ActiveMQConnectionFactory("{u}", "{pw}", "tcp://mq.csg.lan:61616");',
    'String credential = Credentials.basic("{u}", "{pw}");',
    'var options = new MqttClientOptionsBuilder().WithTcpServer("mqtt.csg.lan").WithCredentials("{u}", "{pw}").Build();',
    "- host: pcvue-ghannouch\n  user: {u}\n  pass: {pw}",
    "el user: {u} w el mot de passe: {pw}",
    "اليوزر {u} والپاسوورد {pw}",
    "اليوزر متاعك {u} والباسوورد {pw}، باهي؟",
    "l-utent {u}, il-password {pw}",
    "the user is {u} and the password {pw}, mela",
    "l'utenti è {u} e 'a password è {pw}",
    "identifiant {u}, mot de passe {pw}, yezzi",
    "ইউজার আইডি {u} আর পাসওয়ার্ড {pw}",
    "username: {u} tapos password: {pw}",
    "ang username kay {u} ug ang password kay {pw}",
    "utente {u}, password {pw}",
    "אל יוזר {u} ואל פאסוורד {pw}",
    "el user d {u}, el password d {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["cuscusu", "busiate", "lablabi", "bambalouni", "makroudh", "pastizz", "ftira",
               "bazeen", "zibibbu", "caponata", "mloukhia", "bsisa", "sfinci", "dammusu",
               "tonnina", "luzzu", "kannolu", "usban"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "pw: first the word {w}, right after it {d}",
    "for the TrakCare kiosk it's {w} with {d} at the end",
    "voice note: the ferry crew wifi password is {w} and straight after {d}, no space",
    "it's {w}{d}, word and digits stuck together",
    "'a password è 'a palora {w} e doppu {d}",
    "il-password hi l-kelma {w}, u warajha {d}",
    "el mot de passe howa el kelma {w} w ba3dha {d}",
    "الباسوورد هي الكلمة {w} وبعدها {d}",
    "পাসওয়ার্ড হইলো {w} শব্দটা, তারপর {d}",
    "ang password kay ang pulong {w}, dayon {d}",
    "le mot de passe c'est le mot {w}, ba3d {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_SHELL_CLI = [
    "VBoxManage guestcontrol \"pos-ferry-01\" run --exe /usr/bin/systemctl --username {u} --password '{pw}' -- systemctl restart kiosk",
    'VBoxManage modifyvm "pcvue-lab" --vrde on --vrdeproperty VNCPassword={pw}',
    "csession HSLAB -U %SYS 'Do ##class(Security.Users).Create(\"{u}\",\"%All\",\"{pw}\")'",
    "WCCOActrl -proj GhannouchDCS -user {u}:{pw} -num 7 rotate_archives.ctl",
    "TRINO_PASSWORD='{pw}' trino --server https://trino.csg.lan:8443 --user {u} --password --catalog salina",
    "svn checkout https://svn.csg.lan/repos/cannery-labels --username {u} --password '{pw}' --no-auth-cache",
    "curl 'https://m2web.talk2m.com/t2mapi/get/kiln-3/rest/?t2maccount=csg-gabes&t2musername={u}&t2mpassword={pw}'",
    "sshpass -p '{pw}' ssh {u}@tonnara-srv.csg.lan",
    "mysql -h ferry-db.csg.lan -u {u} -p'{pw}' bookings",
    "redis-cli -h cache.csg.lan -a '{pw}' --no-auth-warning info keyspace",
    "smbclient //fs.mater.lan/radiology -U 'MATER/{u}%{pw}'",
    "7z a -p'{pw}' -mhe=on salt-harvest-2033.7z harvest/",
    "xfreerdp /v:ehr.mater.lan /u:{u} /p:'{pw}' /cert:ignore",
    'plink -ssh {u}@10.40.2.30 -pw {pw} "systemctl status kiln-bridge"',
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on Jomar's phone ~ $ {c}", "GNOME Terminal, turi@tonnara-srv:~$ {c}",
    "PowerShell 7, PS C:\\Ferry> {c}", "tmux pane 2 on bastion.csg.lan: {c}",
    "WezTerm on the QC laptop: {c}", "Konsole, salina-nuc:~> {c}",
    "history | tail -3\n  511  cd /srv\n  512  {c}\n  513  exit",
    "الcommande اللي خدمتها: {c}", "il-kmand li ħaddimt: {c}", "'u cumannu chi lanciai: {c}",
    "yung command na pinatakbo ko: {c}", "যে কমান্ড চালাইছিলাম: {c}",
]  # fmt: skip
_CODE_CLI = [
    'cl = obs.ReqClient(host="obs-marina.csg.lan", port=4455, password="{pw}")',
    'cat = Catalog("https://maps.csg.lan/geoserver/rest/", username="{u}", password="{pw}")',
    'plc = snap7.client.Client()\nplc.connect("10.40.2.11", 0, 1)\nplc.set_session_password("{pw}")',
    'conn = Connection(arangoURL="http://arango.csg.lan:8529", username="{u}", password="{pw}")',
    'webdav = easywebdav.connect("dav.csg.lan", username="{u}", password="{pw}", protocol="https")',
    'fgt = FortiOSAPI()\nfgt.login("fw-marina.csg.lan", "{u}", "{pw}", verify=False)',
    'account = MyPlexAccount("{u}@csg-med.net", "{pw}")',
    'manager = VeSync("{u}@csg-med.net", "{pw}", time_zone="Europe/Malta")',
    'async with aiomqtt.Client("mqtt.csg.lan", username="{u}", password="{pw}") as client:',
    'grafana_api = GrafanaFace(auth=("{u}", "{pw}"), host="grafana.csg.lan", protocol="https")',
    'opts := options.Client().ApplyURI("mongodb://mongo.csg.lan:27017").SetAuth(options.Credential{{Username: "{u}", Password: "{pw}"}})',
    'mc, err := minio.New("s3.csg.lan", &minio.Options{{Creds: credentials.NewStaticV4("{u}", "{pw}", ""), Secure: true}})',
    'nc, err := nats.Connect("nats://nats.csg.lan:4222", nats.UserInfo("{u}", "{pw}"))',
    'dialer := &kafka.Dialer{{Timeout: 10 * time.Second, SASLMechanism: plain.Mechanism{{Username: "{u}", Password: "{pw}"}}}}',
    'cfg.Net.SASL.Enable = true\ncfg.Net.SASL.User = "{u}"\ncfg.Net.SASL.Password = "{pw}"',
    'let mut opts = MqttOptions::new("salina-gw", "mqtt.csg.lan", 8883);\nopts.set_credentials("{u}", "{pw}");',
    'let ok = session.authenticate_password("{u}", "{pw}").await?;',
    'Driver driver = GraphDatabase.driver("neo4j://graph.csg.lan:7687", AuthTokens.basic("{u}", "{pw}"));',
    'NtlmPasswordAuthenticator auth = new NtlmPasswordAuthenticator("CSG", "{u}", "{pw}");',
    'Connection conn = new Connection("kiln-gw.csg.lan");\nconn.connect();\nboolean ok = conn.authenticateWithPassword("{u}", "{pw}");',
]  # fmt: skip
_CODE_PLACES = [
    "{c}", "pasted in Teams by Skander:\n{c}", "PR #412 review: this line leaks a secret\n{c}",
    "gist 'ghannouch-bridge':\n{c}", "Gerrit change 7731, patch set 2:\n{c}",
    "الكود هذا من الrepo:\n{c}", "dan il-kodiċi mir-repo:\n{c}", "talè stu codici:\n{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli_shell = _framed("cli_password", _SHELL_CLI, _SHELLS)
_cli_code = _framed("cli_password", _CODE_CLI, _CODE_PLACES)


_URLS = [
    "jdbc:dremio:direct=dremio.csg.lan:31010;user={u};password={pw}",
    "jdbc:virtuoso://kb.csg.lan:1111/UID={u}/PWD={pw}",
    "jdbc:monetdb://monet.csg.lan:50000/salina?user={u}&password={pw}",
    "jdbc:opensearch://https://search.csg.lan:9200?user={u}&password={pw}",
    "jdbc:splunk:URL=https://splunk.csg.lan:8089;User={u};Password={pw}",
    "jdbc:denodo://denodo.csg.lan:9999/ferry?user={u}&password={pw}",
    "jdbc:kyuubi://kyuubi.csg.lan:10009/default;user={u};password={pw}",
    "Driver={{Pervasive ODBC Interface}};ServerName=psql.csg.lan;dbq=TONNARA;UID={u};PWD={pw}",
    "Provider=IBMDA400;Data Source=as400.csg.lan;User ID={u};Password={pw};",
    "Provider=OraOLEDB.Oracle;Data Source=FERRYDB;User Id={u};Password={pw};",
    "Driver={{Firebird/InterBase(r) driver}};Dbname=fb.csg.lan:/data/salina.fdb;Uid={u};Pwd={pw};",
    "jdbc:gbasedbt-sqli://gbase.csg.lan:9088/phos:GBASEDBTSERVER=gbase01;user={u};password={pw}",
    "DRIVER={{HDBODBC}};SERVERNODE=hana.csg.lan:30015;UID={u};PWD={pw}",
]  # fmt: skip
_URL_PLACES = [
    "SALINA_DSN={c}", "DBeaver connection, the old one: {c}",
    "keep this connection string for me: {c}", "الconnection string متاع السيرفر: {c}",
    "il-connection string: {c}", "'a stringa pâ connessioni: {c}", "Jira FERRY-77: {c}",
    "Confluence page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "canale-di-sicilia", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings invoices"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _picovoice(g: random.Random) -> str:
    """Picovoice's AccessKey: base64 of 40 bytes (as the author believes its shape)."""
    return base64.b64encode(bytes(g.randrange(256) for _ in range(40))).decode()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Paymee", "PAYMEE_API_TOKEN", _j((HEX, 40))),
    ("ClicToPay", "CLICTOPAY_MERCHANT_SECRET", _j((ALNUM, 32))),
    ("Sobflous", "SOBFLOUS_APP_SECRET", _j((URLSAFE, 43))),
    ("Mobiflouss", "MOBIFLOUSS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Banque Zitouna", "ZITOUNA_OPENBANKING_SECRET", _j((ALNUM, 40))),
    ("Attijari bank", "ATTIJARI_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("UBCI", "UBCI_API_KEY", _j((HEX, 32))),
    ("Tunisie Telecom", "TT_SMS_API_KEY", _j((ALNUM, 32))),
    ("Rapid-Poste", "RAPIDPOSTE_TOKEN", _j((HEX, 40))),
    ("Navex", "NAVEX_API_TOKEN", _j((ALNUM, 48))),
    ("Intigo", "INTIGO_API_KEY", _j("itg_live_", (ALNUM, 32))),
    ("First Delivery", "FIRSTDELIVERY_TOKEN", _vendor_jwt("https://api.firstdelivery.tn")),
    ("Tayara", "TAYARA_PARTNER_KEY", _j((HEX, 64))),
    ("Moamalat", "MOAMALAT_SECURE_KEY", _j((UPPER_HEX, 64))),
    ("Tadawul", "TADAWUL_MERCHANT_SECRET", _j((B64, 43), "=")),
    ("Edfali", "EDFALI_API_KEY", _j((ALNUM, 32))),
    ("Libyana", "LIBYANA_SMS_TOKEN", _j((URLSAFE, 40))),
    ("Almadar", "ALMADAR_API_SECRET", _j((HEX, 32))),
    ("Jumhouria Bank", "JUMHOURIA_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Wahda Bank", "WAHDA_API_KEY", _j((ALNUM, 36))),
    ("LPTIC", "LPTIC_PORTAL_TOKEN", _j((HEX, 40))),
    ("Bank of Valletta", "BOV_PSD2_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("APS Bank", "APS_OPENBANKING_SECRET", _j((ALNUM, 40))),
    ("BNF Bank", "BNF_API_SECRET", lambda g: v.uuid4(g, "a")),
    ("Lombard Bank", "LOMBARD_CLIENT_SECRET", _j((HEX, 48))),
    ("Melita", "MELITA_BUSINESS_API_KEY", _j((ALNUM, 32))),
    ("MaltaPost", "MALTAPOST_API_KEY", _j((HEX, 32))),
    ("Tallinja", "TALLINJA_API_TOKEN", _j((B64, 40))),
    ("eCabs", "ECABS_PARTNER_TOKEN", _j("ecb_", (ALNUM, 36))),
    ("Gozo Channel", "GOZOCHANNEL_AGENT_KEY", _j((UPPER_DIGITS, 32))),
    ("Virtu Ferries", "VIRTU_AGENT_API_KEY", _j((HEX, 40))),
    ("Liberty Lines", "LIBERTYLINES_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Caronte & Tourist", "CARONTE_TOURIST_API_SECRET", _j((ALNUM, 40))),
    ("Siremar", "SIREMAR_API_TOKEN", _vendor_jwt("https://api.siremar.it")),
    ("Tirrenia", "TIRRENIA_AGENCY_KEY", _j((HEX, 32))),
    ("CTN", "CTN_BOOKING_API_KEY", _j((ALNUM, 32))),
    ("Credem", "CREDEM_CBI_SECRET", _j((ALNUM, 40))),
    ("illimity", "ILLIMITY_API_KEY", lambda g: v.uuid4(g, "b")),
    ("IRFIS", "IRFIS_PORTAL_TOKEN", _j((HEX, 40))),
    ("Mooney", "MOONEY_API_KEY", _j("mny_live_", (ALNUM, 32))),
    ("Danea", "DANEA_EASYFATT_TOKEN", _j((HEX, 32))),
    ("Fiscozen", "FISCOZEN_API_KEY", _j((ALNUM, 40))),
    ("A-Cube", "ACUBE_API_TOKEN", _vendor_jwt("https://common.api.acubeapi.com")),
    ("Invoicetronic", "INVOICETRONIC_API_KEY", _j("ik_live_", (ALNUM, 32))),
    ("ShippyPro", "SHIPPYPRO_API_KEY", _j((HEX, 32))),
    ("SMSHosting", "SMSHOSTING_AUTH_SECRET", _j((ALNUM, 32))),
    ("Netsons", "NETSONS_API_TOKEN", _j((HEX, 64))),
    ("3BMeteo", "TREBMETEO_API_KEY", _j((HEX, 32))),
    ("Doctolib", "DOCTOLIB_PARTNER_SECRET", _j((URLSAFE, 43))),
    ("Picovoice", "PICOVOICE_ACCESS_KEY", _picovoice),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "lxc.environment = {env}={tok}",
    "x-environment: &common\n  {env}: {tok}",
    "docker service create --name ferry-api --env {env}={tok} registry.csg.lan/ferry-api:3",
    "launchd plist of the kiosk Mac:\n<key>{env}</key>\n<string>{tok}</string>",
    "web.config of the bookings site: <add key=\"{env}\" value=\"{tok}\" />",
    "CSG portal › Impostazioni › Integrazioni › {vendor} › API key: {tok}",
    "Trello card: rotate the {vendor} key {tok}",
    "WhatsApp, Hamza: {vendor} key for the Ghannouch sync: {tok}",
    "Signal: the {vendor} token we use now is {tok}, the old one is revoked",
    "Jira FERRY-91: {vendor} sync returns 401, configured key {tok}",
    "Zendesk #5561: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Notion table 'Integrations': | {vendor} | prod | {tok} |",
    "'a chiavi API di {vendor} è {tok}",
    "iċ-ċavetta tal-API ta' {vendor} hi {tok}",
    "iċ-ċavetta API ta' {vendor}: {tok}, ħej",
    "الAPI key متاع {vendor} هو {tok}",
    "el API key mta3 {vendor} howa {tok}",
    "مفتاح الAPI متاع {vendor}: {tok}",
    "la clé API mta3 {vendor}, c'est {tok}",
    "chiave API di {vendor} per la tonnara: {tok}",
    "clé d'API {vendor} pour la marina : {tok}",
    "{vendor} এর API key হইলো {tok}",
    "yung API key ng {vendor} ay {tok}",
    "ang API key sa {vendor} kay {tok}",
    "the {vendor} API key is {tok}, mela keep it safe",
    "chiavi API {vendor} pû dammusu: {tok}",
    "el API key n {vendor} d {tok}",
    "אל API key מתאע {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    paymee = _r(rng, HEX, 40)
    shippypro = _r(rng, HEX, 32)
    sms_key, sms_secret = _r(rng, ALNUM, 20), _r(rng, ALNUM, 32)
    picovoice = _picovoice(rng)
    liberty = v.uuid4(rng, "8")
    acube = _vendor_jwt("https://common.api.acubeapi.com")(rng)
    return [
        Sample("vendor_token", f'r = requests.post("https://app.paymee.tn/api/v2/payments/create", json=order, headers={{"Authorization": "Token {paymee}"}})', paymee),
        Sample("vendor_token", f"curl -u '{shippypro}:' https://www.shippypro.com/api/v1 -d @ship.json", shippypro),
        Sample("vendor_token", f"curl -u '{sms_key}:{sms_secret}' https://api.smshosting.it/rest/api/sms/send -d to=35679000000", sms_secret),
        Sample("vendor_token", f'porcupine = pvporcupine.create(access_key="{picovoice}", keywords=["computer"])', picovoice),
        Sample("vendor_token", f'<appSettings>\n  <add key="LibertyLinesAgentKey" value="{liberty}" />\n</appSettings>', liberty),
        Sample("vendor_token", f"A-Cube e-invoicing, Authorization: Bearer {acube}", acube),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "التوكن: {t}",
                "it-token: {t}", "{t}\n^ the new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 54)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "DESFire application master key of the ward badges (AES, hex): {h}": 32,
    "Zigbee network key of the cannery's sensor mesh: {h}": 32,
    "KNX IP Secure backbone key at the marina: {h}": 32,
    "HMAC key that signs the ferry tickets' QR codes: {h}": 64,
    "AES key of the tonnara boats' DMR radios: {h}": 64,
    "OpenSprinkler device key (the md5 of its password, for ?pw=): {h}": 32,
    "المفتاح متاع التشفير متاع الbackup: {h}": 64,
    "iċ-ċavetta tal-encryption tal-backup: {h}": 48,
    "'a chiavi di cifratura dû backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "copied out of DevTools while debugging the TrakCare portal: {t}",
    "Cookie: lang=mt; csg_sess={t}",
    "FERRY_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "التوكن متاعي {t}",
    "it-token hu {t}",
    "Zendesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@csg-med.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.csg-med.net/realms/group",
            "azp": "ferry-console",
            "groups": ["ward3", "bookings"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the tonnara server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bookings.csg-med.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PACS_TLS_PRIVATE_KEY": "{key}", "site": "mater-valletta"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kiln <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zendesk ticket 5570, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "المفتاح الخاص متاع السيرفر:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker in Tripoli:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger backup for the marina's USDT float, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old tuna-sales wallet (emptied)\n{p}": "english",
    "Sparrow wallet words, Turi's: {p}": "english",
    "voice memo: the Trezor recovery words are {p} and that's all of them": "english",
    "Notion page 'Float wallet (retired)': {p}": "english",
    "frase di recupero dû portafogliu dâ tonnara: {p}": "italian",
    "frase di recupero del wallet della salina: {p}": "italian",
    "phrase de récupération mta3 el wallet: {p}": "french",
    "phrase de récupération du portefeuille de la marina : {p}": "french",
    "frase de recuperación de la cartera del patrón del velero Gavilán: {p}": "spanish",
    "obnovovací fráze peněženky skipra z Kalkary: {p}": "czech",
    "frase de recuperação da carteira do capitão: {p}": "portuguese",
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
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Turi: the group card for the can-seamer spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira FERRY-102: pay the Liberty Lines block booking with card {c}",
    "in-numru tal-karta tiegħi: {c}, {mm}/{yy}",
    "'u nummaru dâ carta mia è {c}",
    "نومرو الكارطة متاعي: {c}، {mm}/{yy}",
    "ra9m el carte mta3i {c}, {mm}/{yy}",
    "رقم البطاقة متاعي {c}",
    "আমার কার্ডের নাম্বার {c}",
    "card number ko: {c}, exp {mm}/{yy}",
    "le numéro de la carte mta3 la coopérative: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "discover", "jcb", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 04/35, security code {cvv}",
               "Amex {c}, the four small digits on the front above the number: {cvv}",
               "it-tliet numri fuq wara tal-karta: {cvv}",
               "الثلاثة أرقام اللي ورا الكارطة: {cvv}",
               "i tri nummari darreri â carta: {cvv}",
               "yung tatlong numero sa likod ng card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 154
# (each in twelve corpora); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`),
# after stdnum's iban.dat.
_IBAN_SHAPES = {"TN": "n" * 20, "LY": "n" * 21, "HR": "n" * 17, "SI": "n" * 15,
                "BG": "aaaa" + "n" * 6 + "c" * 8, "AD": "n" * 8 + "c" * 12,
                "MK": "nnn" + "c" * 10 + "nn", "SK": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SAL-2033-118: please pay the sea-salt freight to {i} within 30 days",
    "save the Sfax olive-oil supplier's IBAN: {i}",
    "IBAN: {i}\nReference: tuna lot 44, June",
    "WhatsApp #treasury: the Split boatyard's new bank details, IBAN {i}",
    "l-IBAN tiegħi: {i}",
    "l'IBAN miu è {i}",
    "الIBAN متاعي: {i}",
    "el IBAN mta3 el fournisseur: {i}",
    "الIBAN متاع المورد في طرابلس: {i}",
    "আমার IBAN হইলো {i}",
    "yung IBAN ng supplier: {i}",
    "compte du fournisseur à Ljubljana, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids with no public check (none is verified here; shapes as the author believes them, or
# invented where marked).
def _mt_id(g: random.Random) -> str:
    """A Maltese identity card number: up to seven digits and a letter."""
    return f"{g.randrange(1, 10_000_000):07d}{g.choice('MGAPLHBZ')}"


def _mt_eres(g: random.Random) -> str:
    """An Identity Malta e-Residence card number (invented shape)."""
    return f"ER{g.randrange(1_000_000, 10_000_000)}"


def _stp(g: random.Random) -> str:
    """Italy's codice STP: STP, Sicily's region code 190, a health unit and a serial."""
    return f"STP190{g.randrange(201, 210)}{_r(g, D, 7)}"


def _eni(g: random.Random) -> str:
    """Italy's codice ENI: ENI, the region, a health unit and a serial."""
    return f"ENI190{g.randrange(201, 210)}{_r(g, D, 7)}"


def _gdm(g: random.Random) -> str:
    """An Italian seafarer's registration (matricola della gente di mare) at Trapani."""
    return f"TP-{_r(g, D, 6)}"


def _tn_cin(g: random.Random) -> str:
    """A Tunisian national identity card (CIN) number: eight digits."""
    return g.choice("01") + _r(g, D, 7)


def _cnrps(g: random.Random) -> str:
    """A Tunisian CNRPS affiliation number (invented shape: ten digits)."""
    return g.choice("123456789") + _r(g, D, 9)


def _ly_national(g: random.Random) -> str:
    """A Libyan national number: 1 or 2, a birth year and seven digits."""
    return f"{g.choice('12')}{g.randrange(1950, 2005)}{_r(g, D, 7)}"


def _ly_family(g: random.Random) -> str:
    """A Libyan family booklet number (invented shape)."""
    return f"{g.randrange(100_000, 1_000_000)}"


def _mt_nmc(g: random.Random) -> str:
    """A Malta Nursing and Midwifery Council registration (invented shape)."""
    return f"N{_r(g, D, 6)}"


def _tn_farmer(g: random.Random) -> str:
    """A Tozeur farmer's card number (invented shape: the governorate's code and six digits)."""
    return f"72-{_r(g, D, 6)}"


def _ly_passport(g: random.Random) -> str:
    return g.choice("ABCP") + _r(g, D, 8)


def _mt_passport(g: random.Random) -> str:
    return _r(g, D, 7)


def _tn_passport(g: random.Random) -> str:
    return g.choice("ZXW") + _r(g, D, 6)


def _it_passport(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _bd_passport(g: random.Random) -> str:
    return g.choice(["EB", "EC", "EE"]) + _r(g, D, 7)


def _ph_passport(g: random.Random) -> str:
    return "P" + _r(g, D, 7) + g.choice("ABC")


_ID_PLACES: dict[str, Maker] = {
    "numru tal-karta tal-identità tiegħi: {s}": _mt_id,
    "my Maltese ID card number is {s}, mela for the form": _mt_id,
    "Identity Malta e-Residence card no. of the new Filipino nurse: {s}": _mt_eres,
    "codice STP del paziente sbarcato a Lampedusa: {s}": _stp,
    "codice ENI dâ signura rumena, pû prontu succursu: {s}": _eni,
    "matricola della gente di mare di Saro (compartimento di Trapani): {s}": _gdm,
    "رقم بطاقة التعريف متاعي {s}": _tn_cin,
    "numéro de la CIN mta3i: {s}": _tn_cin,
    "affiliation CNRPS mta3 Emna: {s}": _cnrps,
    "الرقم الوطني متاعي {s}": _ly_national,
    "el ra9m el watani mta3i {s}": _ly_national,
    "رقم كتيب العائلة متاعنا: {s}": _ly_family,
    "Malta Nursing and Midwifery Council registration of the new staff nurse: {s}": _mt_nmc,
    "passport number of Salem for the ferry manifest: {s}": _ly_passport,
    "il-passaport tiegħi numru {s}": _mt_passport,
    "el passeport mta3i numéro {s}": _tn_passport,
    "جواز سفري رقم {s}": _ly_passport,
    "'u passaportu miu è {s}": _it_passport,
    "আমার পাসপোর্ট নম্বর হইলো {s}": _bd_passport,
    "yung passport number ko ay {s}": _ph_passport,
    "carte d'agriculteur du président de la coopérative de Tozeur : {s}": _tn_farmer,
    "el passeport n Brahim d {s}": _tn_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Paymee 2FA recovery codes\n{codes}", "codici di backup dell'account Google della tonnara: {codes}",
            "il-kodiċijiet ta' emerġenza tal-2FA: {codes}", "les codes de secours mta3 el compte: {codes}",
            "أكواد الطوارئ متاع الحساب:\n{codes}", "2FA ব্যাকআপ কোডগুলা: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/BOV:rita.b@csg-med.net?secret={s}&issuer=Bank%20of%20Valletta&period=30",
              "FreeOTP+ manual entry for the Paymee merchant login, secret {s}",
              "clé secrète 2FA mta3 el compte Sobflous: {s}",
              "is-sigriet tat-2FA tal-kont tal-APS: {s}"]  # fmt: skip
_CODES = ["{c} is your Edfali verification code. Do not share it.",
          "Votre code de confirmation Mobiflouss est {c}",
          "Il-kodiċi ta' verifika tal-BOV tiegħek hu {c}",
          "رمز التأكيد متاعك من ليبيانا {c}، ما تعطيهش لحد",
          "{c} ang verification code mo sa APS Bank app"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["CSG-Tonnara-Bonagia", "Salina-Infersa-Ops", "Cossyra-Crew", "MaterInfermeria-Staff",
          "Tozeur-Datte-5G", "Ghannouch-Ctrl", "Marina-Kalkara-Berths", "TOPNET_4B2C",
          "Ooredoo_Home_7F1A", "GO-FIBRE-3C91", "Melita_5G_A28E", "Libyana-4G-MiFi",
          "TIM-91735520", "Dammusu-Khamma", "CalaPisana-Barca"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "ward iPads' .mobileconfig:\n<key>SSID_STR</key>\n<string>{s}</string>\n<key>Password</key>\n<string>{pw}</string>",
    "ESPEasy › Config › SSID {s}, WPA Key {pw}",
    "salt-pan network {s}, key {pw}",
    "wifi at the Khamma dammusu: {s} / {pw}",
    "the key on the sticker under the TOPNET box: {pw}",
    "il-password tal-wifi {s} hi {pw}",
    "'a password dû wifi {s} è {pw}",
    "المودپاس متاع الويفي {s} هو {pw}",
    "el mot de passe mta3 el wifi {s}: {pw}",
    "الباسوورد متاع الواي فاي {s} هو {pw}",
    "ওয়াইফাই {s} এর পাসওয়ার্ড হইলো {pw}",
    "yung password ng wifi {s} ay {pw}",
    "the wifi {s} password is {pw}, mela don't give it to the tourists",
    "dammusu guest book: wifi {s} — password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("itg_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("mny_live_", (ALNUM, 20)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Teams call] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "karattru b'karattru: {t}",
          "littra pi littra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the salt warehouse keypad takes {pw} then #", "padlock on the tuna-net store at Bonagia: {pw}",
          "il-kodiċi tal-katnazz tal-maħżen: {pw}", "'u còdici dû catinazzu dû magazzinu: {pw}",
          "الكود متاع القفل متاع المخزن: {pw}", "le code du cadenas mta3 el hangar: {pw}",
          "كود القفل متاع الحوش: {pw}", "গুদামের তালার কোড হইলো {pw}",
          "yung code ng kandado sa bodega: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mattanza", "salina", "zibibbo", "dammuso", "luzzu", "scirocco", "tramontana",
                 "libeccio", "grecale", "maestrale", "bonaccia", "camperia", "infersa", "gozo",
                 "dghajsa", "harissa"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the bookings vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "VeraCrypt volume passphrase for the ward backups: {p}": " ",
            "il-passphrase tal-kaxxa tal-flus: {p}": ".",
            "الpassphrase متاع el backup: {p}": " ", "'a frasi sigreta dû backup: {p}": "_",
            "passphrase ng backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    'squid.conf: request_header_add Authorization "Basic {v}" all': True,
    'Camel route: .setHeader("Authorization", constant("Basic {v}"))': True,
    'Node-RED function node: msg.headers = {{ "Authorization": "Bearer {v}" }}; return msg;': False,
    "Robot Framework: &{{headers}}=    Create Dictionary    Authorization=Basic {v}": True,
    'playwright.config.ts: use: {{ extraHTTPHeaders: {{ Authorization: "Bearer {v}" }} }}': False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "docker-compose.yml (Seafile at the cannery):\n  seafile:\n    image: seafileltd/seafile-mc:11.0-latest\n    environment:\n      - SEAFILE_ADMIN_EMAIL=it@csg-med.net\n      - SEAFILE_ADMIN_PASSWORD={pw}",
    ".env of the ward Nextcloud:\nNEXTCLOUD_ADMIN_USER=mater-admin\nNEXTCLOUD_ADMIN_PASSWORD={pw}\nNEXTCLOUD_TRUSTED_DOMAINS=cloud.mater.lan",
    "k8s deployment, matomo container:\n        env:\n          - name: MATOMO_DATABASE_USER\n            value: matomo\n          - name: MATOMO_DATABASE_PASSWORD\n            value: \"{pw}\"",
    "elastic/.env:\nELASTIC_PASSWORD={pw}\nSTACK_VERSION=8.14.1",
    "docker service create --name db2-salina --env LICENSE=accept --env DB2INSTANCE=db2inst1 --env DB2INST1_PASSWORD={pw} icr.io/db2_community/db2",
    "x-environment: &oracle-env\n  ORACLE_PASSWORD: \"{pw}\"\n  APP_USER: ferry\nservices:\n  oracle:\n    image: gvenzl/oracle-free:23-slim\n    environment: *oracle-env",
    "/var/lib/lxc/fb-salina/config:\nlxc.environment = FIREBIRD_ROOT_PASSWORD={pw}\nlxc.environment = FIREBIRD_DATABASE=salina.fdb",
    "docker run -d --name cass-tonnara -e CASSANDRA_USER=tonnara -e CASSANDRA_PASSWORD={pw} bitnami/cassandra:5.0",
    "surrealdb.service:\n[Service]\nEnvironment=SURREAL_USER=root\nEnvironment=SURREAL_PASS={pw}\nExecStart=/usr/local/bin/surreal start rocksdb:/var/lib/surreal",
    "questdb.env:\nQDB_PG_USER=salina\nQDB_PG_PASSWORD={pw}",
    "compose, artemis:\n    environment:\n      ARTEMIS_USER: csg\n      ARTEMIS_PASSWORD: {pw}",
    "Ghost config through the environment:\ndatabase__client=mysql\ndatabase__connection__host=db.csg.lan\ndatabase__connection__user=ghost\ndatabase__connection__password={pw}",
    "/etc/frigate/.env:\nFRIGATE_RTSP_PASSWORD={pw}\n# config.yml uses it as {{FRIGATE_RTSP_PASSWORD}}",
    "/etc/courier/esmtpauthclient:\nsmtp.csg-med.net,587 alerts@csg-med.net {pw}",
    "config/runtime.exs:\nconfig :ferry, Ferry.Mailer,\n  adapter: Swoosh.Adapters.SMTP,\n  relay: \"smtp.csg-med.net\",\n  username: \"bookings@csg-med.net\",\n  password: \"{pw}\"",
    "HedgeDoc .env:\nCMD_DB_URL=postgres://hedgedoc:{pw}@pg.csg.lan:5432/hedgedoc\nCMD_DOMAIN=notes.csg.lan",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rita: ward 3 wifi password?\nCharmaine: {pw}",
    "[07:41] saro: root pw for the tonnara server?\n[07:42] turi: {pw}",
    "Hamza: {pw} is the new PcVue admin password",
    "Jomar: use {pw}, that's what the crew PC has now",
    "Rosalia: 'a password nova è {pw}",
    "Pawlu: il-password il-ġdida hi {pw}",
    "Emna: el mot de passe jdid {pw}",
    "سالم: الباسوورد الجديد {pw}",
    "শিরিন: নতুন পাসওয়ার্ড হইলো {pw}",
    "Ligaya: bagong password: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200dword: {pw}", "pass\u2063word = {pw}", "ＰＡＳＳＷＯＲＤ → {pw}", "𝕡𝕒𝕤𝕤𝕨𝕠𝕣𝕕: {pw}",
    "p\u0430ssword: {pw}", "passw\u03bfrd = {pw}", "pass\u034fword: {pw}", "password\u200f: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli_shell, 14), (_cli_code, 20), (_urls, 13),
    (_vendors, 56), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 10), (_hidden, 8),
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


def _italian_seed(g: random.Random) -> str:
    return str(_MNEMO["italian"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the PcVue admin password is": "{s}", "TrakCare pw:": "{s} (since the March upgrade)",
    "il-password hi": "{s}", "المودپاس": "{s}\nبدلو بعد الموسم", "'a password è": "{s}",
    "el mot de passe:": "{s}", "الباسوورد متاع الراوتر": "{s}", "পাসওয়ার্ড হইলো": "{s}",
    "the password Saro read out over the VHF was": "{s}, I think", "yung password ay": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Paymee API token", "{s}", _j((HEX, 40))),
    ("split_token", "ShippyPro key:", "{s} (labels for the cannery)", _j((HEX, 32))),
    ("split_token", "Liberty Lines agent key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "marina float wallet words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/36", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LY"))),
    ("split_backup", "codici di backup", "{s}\nqmzr-4471-kd\nwtpa-0952-hn", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "codice STP", "{s}", _stp),
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
    '{"pcvue": {"url": "https://pcvue.ghannouch.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"il_password": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "saro", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "gate-1"}, {"name": "gate-2", "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["svn", "checkout", "https://svn.csg.lan/repos/cannery-labels", "--username", "turi", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"dammusu": {"wifi": "Dammusu-Khamma", "chiavi": "{s}"}}': ("meta_password", _plain_pw),
    '{"المودپاس": "{s}"}': ("meta_password", _plain_pw),
    '{"kompjuter_tal_isptar": {"utent": "rita.b", "password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paymee": {"api_token": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"shippyproKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"liberty_lines_key": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "b")),
    '{"headers": {"X-Paymee-Token": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"payment": {"card_number": "{s}", "exp": "09/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "TN")),
    '{"patient": {"codice_stp": "{s}"}}': ("meta_id", _stp),
    '{"mfa": {"codici_di_backup": ["{s}", "qmzr-4471-kd", "wtpa-0952-hn"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"marina_float_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _italian_seed),
    '{"desfire": {"app_master_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"magazzinu": {"catinazzu": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"network": {"name": "Cossyra-Crew", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"python_snap7-1.3-py3-none-manylinux_2_17_x86_64.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"pcvue-16.1-update.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.csg.lan/ferry-api:3.4").hexdigest()
_COMMIT = hashlib.sha1(b"salina: add brine density column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert manifest export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"mattanza_2033-05-28.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"tonnara-catch-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the PcVue password before the DCS audit on 2033-05-12.",
    "Saro asked for the tonnara wifi password; it's on the card in the rais's office.",
    "Policy: group passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "The `.env.example` line `PAYMEE_API_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "TrakCare asks every nurse for a new password after 90 days.",
    "Replace <YOUR_SHIPPYPRO_KEY> in the README with the key from your ShippyPro dashboard.",
    "LIBERTYLINES_API_KEY and NAVEX_API_TOKEN must be set before the nightly booking sync runs.",
    "Nun ci diri 'a password a nuddu, mancu a to' cucinu.",
    "Tgħid il-password tiegħek lil ħadd, lanqas lill-IT.",
    "ما تقول المودپاس متاعك لحد، حتى للإدارة.",
    "ma t9oul el mot de passe mta3ek l 7ad.",
    "الباسوورد ما تعطيهش لحد، حتى لو قالك من البنك.",
    "পাসওয়ার্ড কাউরে কইবেন না, ব্যাংক থেইকা ফোন দিলেও না।",
    "Huwag ibigay ang password mo kahit kanino, kahit sa IT.",
    "Le mot de passe doit avoir au moins quatorze caractères, yezzi de mettre ta date de naissance.",
    "La password deve avere almeno quattordici caratteri.",
    "Mela, the password has to be changed every three months, no?",
    "ur ttini el password i ḥedd, tanmirt.",
    "מא תקול אל פאסוורד לחד.",
    "Upgraded the PcVue server from 15.2 to 16.1 and python-snap7 to 1.3 over the weekend.",
    f"commit {_COMMIT} adds the brine density column.",
    f"Rolled back to {_SHORT} after the ferry manifest export broke.",
    f"requirements.txt: python-snap7==1.3 --hash=sha256:{_WHEEL_SUM}",
    f"The PcVue 16.1 update has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of tonnara-catch-2032.parquet: {_SHA512}",
    f"The ferry API runs registry.csg.lan/ferry-api@sha256:{_IMAGE}.",
    f"MD5 of mattanza_2033-05-28.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f9c1e72-8a4b-4d06-9b1e-7c2d5a0f8e31 is the slow one in the bookings logs.",
    "Purchase order PO-2033-00731 for 120 tonnes of sea salt ships on Monday.",
    "Zendesk #5531: the Kalkara pontoon lights keep tripping at night.",
    "Call the Gabès plant on +216 75 270 410 before noon.",
    "The ward's number is +356 2545 0000, extension 412.",
    "Container TGHU 8812345 with the tuna cans is at the Trapani terminal.",
    "Bill of lading CTN-TUN-2033-0219 covers the Tozeur dates, 22 pallets.",
    "Salinity at the Infersa pans reached 25 °Bé; the crystallisers are at 28 °C.",
    "The biggest tuna of the mattanza weighed 312 kg; the death chamber is 30 m long.",
    "Deglet Nour yield this season: 11.4 t per hectare, moisture 21 %.",
    "P2O5 content of the Gabès DAP batch: 46 %, nitrogen 18 %.",
    "The ferry loaded car AB 123 CD from Palermo and a van with Maltese plates JBX 416.",
    "ISBN 978-99932-36-81-8 is the Maltese boat-building book; ISBN 978-9973-02-157-1 is the Tozeur oasis guide.",
    "The car ferry Cossyra has IMO number 9345673.",
    "The secret of a good couscous is the fish broth from Trapani.",
    "Ask Turi for the salt-warehouse keypad code, I don't have it.",
    "My card ending 4417 was declined at the Houmt Souk pharmacy.",
    "The Tripoli supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Paymee account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SHIPPYPRO_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the tuna-net store rusts in the salt air; oil it every month.",
    "The guest wifi 'Zibibbo-Passengers' is open, no password needed.",
    "Lot TONN-2033-0412: 42 cases of 80 g cans, batch ok; the next lot is 0413.",
    "Bookings for the 07:30 ferry to Pantelleria close at 06:45.",
    "Il-vapur ta' Għawdex jitlaq kull 45 minuta mill-Imġarr.",
    "'A mattanza accumincia a maju, quannu passanu i tunni.",
    "الباخرة متاع جربة تخرج على الستة متاع الصباح.",
    "الشحنة متاع الملح توصل لطرابلس نهار الخميس.",
    "ফ্রিজার রুমের তাপমাত্রা মাইনাস আঠারো ডিগ্রি।",
    "Dadaong ang barko sa Valletta bukas ng alas-siyete.",
    "After five wrong PINs the ward's drug cabinet locks for 15 minutes.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/csg/pcvue", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-snap7", "version": "1.3"}}',
    '{"ticket": "FERRY-77", "purchase_order": "PO-2033-00731"}',
    '{"lot": {"id": "TONN-2033-0412", "weight_kg": 312, "salinity_be": 25}}',
    '{"phone": "+216 75 270 410", "city": "Gabès"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tuna_landed": 148}',
    '{"imo": "9345673", "vessel": "Cossyra", "flag": "IT"}',
    '{"container": "TGHU 8812345", "carrier": "CTN", "eta": "2033-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
