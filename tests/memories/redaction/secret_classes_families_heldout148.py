# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-forty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-forty-sixth's docstring,
the fifth to hundred-and-forty-sixth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (an olive
variety and its malaxing temperature, an Aegean wind and its Beaufort force, one of the group's
ferries and a year, a Greek word typed with the keyboard left on the Latin layout, so that the
accent key gives a semicolon, θ a U and ς a W, and a year, a saint and his name day, a Cypriot
dish in leet and a year, a turbine's number and its megawatts, a reverse-osmosis train and its
pressure in bar with a place, a Greeklish word, a place and a year, a place, a wind and a number,
a name, an olive variety and a number, generated groups and random runs), names, places,
templates, tools, vendors and layouts, the way the staff of Aigaion Lines (a fictional group in
the Greek islands and Cyprus: a ferry operator's office in Piraeus and its ferries Kalliste and
Nissos Syros, an olive-oil press at Archanes and a bottling line at Sitia on Crete, a
desalination plant at Ermoupoli on Syros, a hospital wing (wing B) in Rhodes, a shipping agency
in Limassol, a marina at Gouvia on Corfu and a meltemi wind park at Karystos and Marmari on
Evia; staff speaking Greek with Cretan, Cypriot, Pontic, Corfiot, Rhodian and Karpathian
wordings, Greeklish, Arvanitika, Griko, Turkish Cypriot, Cypriot Maronite Arabic, Albanian,
Bulgarian, Georgian and English, with Filipino crew, Egyptian fishermen and a Norwegian
ship-owner) leak secrets into an assistant's memory. The texts are Viber, WhatsApp, Teams, Slack,
Telegram and SMS messages, chat logs with times, Notion and Confluence pages, Trello cards, Jira
and OTRS tickets, e-mails (one in Greek), an incident note, a runbook, an O&M note, a bridge
note, shell history (PowerShell, Windows Terminal, WSL, a VS Code terminal, `history | grep`, a
root shell on a Cerbo GX), configs, code (Python, Java, C#, Go, Rust, Ruby, Perl, PHP,
JavaScript, Lua for OpenResty, C, Terraform), voice memos and dictated text, and
requests to the assistant itself, around the panels of olive-press, bottling, desalination,
hospital, marina, wind-park, bridge and office hardware (a Pieralisi decanter HMI, a Krones
Modulfill, an Energy Recovery PX panel, VTScada and WinCC Unified stations, a Hach SC4500, a
Dräger Infinity Gateway, a Mindray BeneVision CMS, a Fujifilm Synapse PACS, Ascom Unite, the
Cyprus Ports Authority's PCS, a Victron Cerbo GX, a Rolec power pedestal, a Deif AWC 500, a
Bachmann M1 WebMI, a JRC JAN-9201 ECDIS, JCC, Cosmote and Cyta routers, the ΓεΣΥ portal and a
TAXISnet `κλειδάριθμος`). Tools, commands and library calls none of heldouts 5 to 146 names:
Perforce's `P4PASSWD=… p4 -u`, the monitoring plugin `check_ldaps -D … -P`, an `ftp -n` session's
`quote USER`/`quote PASS`, KiTTY's `kitty.exe -pw`, Tera Term's `ttermpro.exe /auth=password
/user= /passwd=`, python-opcua's `uaclient -u opc.tcp://user:…@` and `client.set_password`,
xautomation's `xte 'str …'`, Cassandra's `cqlshrc`, WebSphere's `soap.client.props`
(`com.ibm.SOAP.loginPassword`), NetXMS's `nxagentd.conf` `SharedSecret`, a GenieACS provision's
`ConnectionRequestPassword`, node-opcua's `createSession`, libiec61850's
`AcseAuthenticationParameter_setPassword`, dicomweb-client's `create_session_from_user_pass`,
pyzipper's `setpassword`, openpyxl's `protection.password`, `pyminizip.compress`,
cryptography's `load_pem_private_key(…, password=)`, `HikariConfig.setPassword`, Jedis' `auth`,
.NET's `X509Certificate2(path, password)`, lettre's `Credentials::new`, go-redis'
`redis.Options{Password:}`, OpenResty's `resty.redis` `red:auth`, the Ruby mail gem's
`delivery_method :smtp`, PHP's `new mysqli`, Playwright's `httpCredentials`, `AIOKafkaProducer`'s
`sasl_plain_password`, knot.conf's TSIG `secret`, `new Sequelize(db, user, …)`, neo4j's
`GraphDatabase.driver(…, auth=)`, Go's `smtp.PlainAuth`, `MongoCredential.createCredential`,
SSH.NET's `SftpClient`, Perl's `Net::OpenSSH->new('user:…@host')`, LWP's `credentials` and
`Mail::IMAPClient`, Ruby's `Sequel.connect`, python-keycloak's `KeycloakAdmin`, and MonetDB's and
Apache Doris' connection URLs; beside them the commands the product names (sshpass, mysql,
redis-cli, curl -u, docker login, htpasswd -b, smbclient, 7z, openssl -pass, xfreerdp, net use,
sqlplus, ipmitool, mosquitto_pub, sudo -S, plink and PuTTY's -pw, zip -P, sqlcmd -P, ldapsearch
-w, lftp -u, cqlsh -p, gpg --passphrase, keytool -srcstorepass, kinit, rabbitmqctl add_user,
sqlpackage /sp:) and the formats it names (.pgpass, Terraform's variable default, a wifi QR
code, ESPHome's wifi block, an Info.plist key), in layouts of its own. About 45 % of the texts
are in other languages than English (by a rough count of the drawn samples): Cypriot Greek,
Greeklish (Greek in Latin letters), Arvanitika (of southern Evia, in Latin letters), Turkish
Cypriot, Corfiot Greek, Rhodian Greek, Karpathian Greek (of Olympos) and Cypriot Maronite Arabic
(Sanna, in Latin letters), which no earlier docstring names, and Standard Greek, Cretan and
Pontic Greek, Griko, Albanian, Bulgarian, Georgian, Tagalog, Egyptian Arabic, Norwegian Bokmål
and Turkish, with Russian, French, Italian and Japanese seed-phrase lines, in wordings of their
own. The eight new languages' wordings are the author's approximations, checked by no speaker,
built around a few marked words and the loanwords people there really text (password, wifi,
PIN, code, card, IBAN, user, email, API key, passport, connection string, token): Cypriot Greek's
`εν` ("is"), `τζαι`, `τωρά`, `έσιει`, `κουμπάρε`, `μεν τον πεις κανενού` ("don't tell anyone")
and the clitic after the verb (`αλλάσσω τον`); Greeklish's `kwdikos`, `einai`, `xrhsths`,
`leksh`, `ari8mos` and `mhn ton peis pouthena`; Arvanitika's `kodhiku`, `ishtë`, `tashti`, `fjala … edhe pastaj` and `mos ja
thuaj njeriu`; Turkish Cypriot's `gari`, `deyiştireceyim`, `söylemeyesin` and `şifresi da`;
Corfiot's `τση`, `τσι`, `σιόρ`/`σιόρα`, `ντε`, `τονε` and `κάμε μου τη χάρη`; Rhodian's `έν`,
`ετσά`, `νάκκου`, `είπεν` and `ίντα`; Karpathian's `εγιώ`, `εσού`, `ώντα`, `ήρτες`, `εις
κανέναν` and `άμε`; Sanna's `il-kodikós tal-kompúter`, `il-password il-jdid` and `ma t'ul
la-hada`. The Karpathian and Sanna forms are the thinnest guesses (the Sanna lines lean on
Levantine and Maltese shapes), and so are the Pontic (`κωδικόν`, `ατό`, `κι`) and Griko (`ene`)
lines. Vendors (Cardlink, JCC Payments, Skroutz, BoxNow, ACS Courier, Geniki Taxydromiki,
Speedex, Epsilon Net, SoftOne, Entersoft, Singular Logic, Prosvasis, Workable, Blueground,
Pollfish, Hellas Direct, Yodeck, Harbor Lab, Prisma Electronics, Openseas, Liknoss, Pick a Pier,
Vidavo, Hellenic Bank, Eurobank, Alpha Bank, National Bank of Greece, Orfium, eToro, Foody, Cyta,
Agroapps, Neuropublic, Farmacon, Hack The Box, Instabug, Gjirafa, Phyre, Quantive, Sticos,
Mybring, Maritime Optima, Miros, Shipsgo and Seaber) are ones heldouts 5 to 146 do not name;
Hack The Box's app token as a JWT, Instabug's 32-hex app token, Mybring's UUID API key with its
`X-Mybring-API-Uid`, Yodeck's `Token label:key` header and Pollfish's UUID are their shapes as the
author believes them, and every other shape (Blueground's `bg_live_`, Pick a Pier's `pap_`,
Phyre's `phy_`, the UUIDs, hex, base64 and URL-safe runs and the other JWTs) is the author's
guess. The ids are kinds heldouts 5 to 146 do not use: a Technical Chamber of Greece (TEE)
registration number, a Greek special voter number (ειδικός εκλογικός αριθμός), a Greek male
registry (Μητρώο Αρρένων) entry, a Greek seafarer's register number (AMN), a Greek driving
licence number, a Piraeus Bar Association registration, a Greek nurses' union (ENE) registration,
a Greek speedboat skipper's licence, a Greek municipal register (δημοτολόγιο) number, a Cyprus
Medical Council registration, a Cyprus Alien Registration Certificate (ARC) number, a Cyprus
registration certificate of an EU citizen (the yellow slip, MEU1), a Turkish Cypriot (KKTC)
identity number and an Egyptian fisherman's card, for which python-stdnum has no module and
which no library or this file checks (no check-digit algorithm is written here): they are
unchecked, their shapes as the author believes them or invented; passports under Cypriot Greek,
Greeklish, Turkish Cypriot, Arvanitika, Rhodian, Tagalog and Egyptian Arabic words, likewise
unchecked. Card numbers pass Luhn (Egypt's Meeza prefixes, as the author believes them, drawn
here besides the value helpers' brands, all checked with python-stdnum's `luhn`). The IBANs are
of countries used least by a rough count of the heldouts 5 to 146 that name each country code
(Greece, Cyprus, Albania, Egypt, Malta, the British Virgin Islands, Kosovo and Seychelles, in
twelve each), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Turkish, Italian, Russian, French and Japanese lists, each with a valid checksum.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
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

SEED = 148_602_937
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


# The group's own words: olive varieties of Crete and Corfu, the Aegean winds, its ferries, saints
# whose name days the staff keep, Cypriot dishes in leet, Greeklish words and its places.
_OLIVES = ["Koroneiki", "Tsounati", "Mastoeidis", "Chondrolia", "Throumbolia", "Lianolia",
           "Amfissis", "Kalamon", "Adramytini", "Megaritiki", "Koutsourelia", "Valanolia"]  # fmt: skip
_WINDS = ["Meltemi", "Sorokos", "Garbis", "Livas", "Boreas", "Pounentes", "Maistros", "Graigos",
          "Ostria", "Tramountana", "Levantes", "Batis"]  # fmt: skip
_SHIPS = ["NissosSyros", "Kalliste", "AgiosGerasimos", "PanagiaSoumela", "KerkyraExpress",
          "Faneromeni", "AgiaMarina", "Evdilos", "Arkadi", "Kormakitis"]  # fmt: skip
# Greek words typed with the keyboard left on the Latin layout: θ is U, ς is W, the accent key ;
_LAYOUT = ["eli;a", "u;alassa", "melt;emi", "lim;ani", "kar;abi", "foyrto;yna", "kalhm;era",
           "p;elagow", "anem;omylow", "l;adi"]  # fmt: skip
_NAME_DAYS = [("Spyridon", "1212"), ("Nektarios", "0911"), ("Gerasimos", "2010"),
              ("Fanourios", "2708"), ("Nikolaos", "0612"), ("Marina", "1707"),
              ("Eleftherios", "1512"), ("Minas", "1111"), ("Savvas", "0512")]  # fmt: skip
_CY_LEET = ["H4ll0um1", "Z1v4n14", "K0l0k4s1", "Fl40un4", "K0up3p14", "Tr4h4n4s", "Sh3ft4l14"]
_GREEKLISH = ["kalokairi", "kalimera", "thalassa", "meltemaki", "paralia", "kamaki", "ouzeri",
              "kafeneio", "liakada", "mpourini"]  # fmt: skip
_PLACES = ["syros", "rodos", "kerkyra", "lemesos", "peiraias", "karystos", "sitia", "gouvia",
           "ermoupoli", "marmari", "archanes", "kormakitis", "olympos", "lindos"]  # fmt: skip
_NAMES = ["Giorgos", "Eleni", "Manolis", "Chrystalla", "Andreas", "Savvas", "Anastasia", "Spyros",
          "Theodora", "Kalliopi", "Minas", "Lambros", "Vasiliki", "Mehmet", "Ayse", "Huseyin",
          "Arben", "Elira", "Petar", "Desislava", "Nino", "Levan", "Jomar", "Rowena", "Mahmoud",
          "Sayed", "Halvard", "Sigrid", "Antonis"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


def _name_day(g: random.Random) -> str:
    saint, day = g.choice(_NAME_DAYS)
    return f"{saint}{day}{g.choice(_SYMBOLS)}"


# The ways the staff pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_OLIVES)}{g.randrange(22, 30)}C{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_WINDS)}{g.randrange(5, 10)}Bft{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SHIPS)}{g.randrange(1972, 2026)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_LAYOUT)}{g.randrange(1960, 2032)}",
    _name_day,
    lambda g: f"{g.choice(_CY_LEET)}_{g.randrange(1974, 2032)}",
    lambda g: f"WTG{g.randrange(1, 25):02d}-{g.choice(['2.3', '3.4', '3.6', '4.2'])}MW{g.choice(_SYMBOLS)}",
    lambda g: f"RO{g.randrange(1, 5)}-{g.randrange(55, 70)}bar{g.choice(_SYMBOLS)}{g.choice(_PLACES).capitalize()}",
    _manager,
    lambda g: _r(g, ALNUM + "!#%&*?@", 16),
    lambda g: f"{g.choice(_GREEKLISH)}_{g.choice(_PLACES)}_{g.randrange(1990, 2032)}",
    lambda g: f"{g.choice(_PLACES).capitalize()}{g.choice(_WINDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_OLIVES)}{g.randrange(2, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, Piraeus office, Giorgos: the Liknoss back-office password is {pw}",
    "WhatsApp from Manolis at the Archanes press: Pieralisi decanter HMI password {pw}",
    "Teams chat, #olive-line: the Krones Modulfill operator password is {pw}",
    "Slack #desal-ot: the Energy Recovery PX panel password is {pw}",
    "Teams, Syros control room: WinCC Unified admin password {pw}",
    "Telegram from Levan (night shift, Syros): Hach SC4500 controller password {pw}",
    "Viber, Rhodes hospital wing: Dräger Infinity Gateway password {pw}",
    "Jira SD-2281 (Rhodes wing B): the Mindray BeneVision CMS service password is {pw}, please rotate",
    "OTRS ticket 44817: Fujifilm Synapse PACS admin password {pw}",
    "e-mail to IT: the Ascom Unite nurse-call password is {pw}",
    "Notion page 'Limassol port calls': the Cyprus Ports Authority PCS password is {pw}",
    "Gouvia marina, WhatsApp: Victron Cerbo GX remote console password {pw}",
    "Gouvia marina, SMS: the Rolec power pedestal controller password is {pw}",
    "Evia wind park, Teams: Deif AWC 500 controller password {pw}",
    "Karystos O&M note: Bachmann M1 WebMI password {pw}",
    "bridge of the Kalliste: JRC JAN-9201 ECDIS service password {pw}",
    "Incident 2031-08-03: the Syros RO HMI was reachable from the guest wifi with password {pw}",
    "Runbook: restart RO train 2\n1. open VTScada on OPS-02\n2. log in as operator\n3. password {pw}\n4. ramp the HP pump to 58 bar",
    "Γεια σου Νίκο,\n\nο κωδικός του server στο ελαιοτριβείο είναι {pw}. Σβήσε το email μόλις τον βάλεις στο vault.\n\nΕλένη",
    "ο νέος κωδικός για το portal του ΓεΣΥ: {pw}",
    "κλειδάριθμος TAXISnet του γραφείου του Πειραιά: {pw}",
    "άλλαξα τον κωδικό του Cosmote router σε {pw}",
    "συνθηματικό της κονσόλας SCADA στη Σύρο: {pw}",
    "Ο κωδικός του router στο γραφείο της Λεμεσού εν {pw}, να μεν τον πεις κανενού",
    "ρε κουμπάρε, ο καινούριος κωδικός του JCC terminal εν {pw}",
    "τωρά ο κωδικός του server εν {pw} τζαι αύριο αλλάσσω τον",
    "o kwdikos tou router sto grafeio einai {pw}, mhn ton peis pouthena",
    "to neo pass tou VTScada: {pw}",
    "allaksa ton kwdiko tou laptop se {pw}",
    "ο κωδικός τση μηχανής στο λιοτρίβι 'ναι {pw}, ίντα να σου πω",
    "ο κωδικόν τ' υπολογιστή εν {pw}, κι λέγω ατό κανενί",
    "to password tu computer ene {pw}",
    "σιόρ Σπύρο, ο κωδικός τση μαρίνας είναι {pw}, κάμε μου τη χάρη μην τονε πεις",
    "ο κωδικός για τσι πρίζες στο μώλο είναι {pw} ντε",
    "ο κωδικός του μηχανήματος στο θάλαμο έν {pw}, ετσά είπεν η προϊσταμένη",
    "τωρά ο κωδικός της αντλίας έν {pw}, νάκκου αργότερα τον αλλάσσω",
    "ο κωδικός του υπολογιστή στη βάρδια εν {pw}, μην τον πεις εις κανέναν, άμε",
    "εγιώ έβαλα κωδικό {pw} στον υπολογιστή του θαλάμου, ώντα ήρτες εσού είχα φύει",
    "kodhiku i ri i kompjuterit ishtë {pw}, mos ja thuaj njeriu",
    "passwordi i turbinës tashti ishtë {pw}",
    "bilgisayarın şifresini {pw} yaptım gari, yarın deyiştireceyim",
    "ofisin şifresi {pw} gari, kimseye söylemeyesin",
    "il-kodikós tal-kompúter {pw}, ma t'ul la-hada",
    "fjalëkalimi i serverit në Limasol është {pw}, mos ia thuaj askujt",
    "паролата на компютъра в маслобойната е {pw}",
    "სერვერის ახალი პაროლი არის {pw}",
    "pre, yung password ng laptop sa bridge ay {pw}, wag mong ipagsabi",
    "الباسورد بتاع لابتوب المركب {pw} ومتقولوش لحد",
    "passordet til rederiets Teams-konto er {pw}",
    "please remember my Eurobank e-banking password, it's {pw}",
    "can you keep the Hellenic Bank app password for me? {pw}",
    "dictated: the Cyta router admin password is {pw} full stop",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["giorgos.p", "eleni.k", "manolis", "chrystalla", "andreas.c", "savvas", "anastasia.p",
          "spyros", "theodora", "kalliopi", "minas", "lambros", "vasiliki", "mehmet", "ayse.h",
          "huseyin", "arben", "elira", "petar", "desislava", "nino", "levan", "jomar", "rowena",
          "mahmoud", "sayed", "halvard", "sigrid", "antonis.k", "svc-scada", "ops-ferry"]  # fmt: skip
_LOGINS = [
    "Viber, Giorgos: the Liknoss login is {u} / {pw}",
    "OTRS #44830: {u} locked out of the VTScada station, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Syros › OT › WinCC: {u} — {pw}",
    "| station | user | password |\n|---|---|---|\n| RO-HMI-2 | {u} | {pw} |",
    "log into the Cerbo GX as {u} with {pw}",
    "host,user,password\nsyros-hist-01,{u},{pw}",
    "χρήστης {u}, κωδικός {pw}",
    "το username εν {u} τζαι ο κωδικός {pw}",
    "xrhsths {u} kai kwdikos {pw}",
    "kullanıcı {u}, şifresi da {pw} gari",
    "потребител {u}, парола {pw}",
    "përdoruesi {u}, fjalëkalimi {pw}",
    "username: {u} tapos password: {pw}",
    "bruker {u}, passord {pw}",
    "όνομα χρήστη {u} και κωδικός {pw}, σιόρ",
    "useri ishtë {u} edhe kodhiku {pw}",
    "const db = new Sequelize('ferries', '{u}', '{pw}', {{ host: 'pg.piraeus.aigaion.local', dialect: 'postgres' }});",
    'driver = GraphDatabase.driver("neo4j://graph.aigaion.local:7687", auth=("{u}", "{pw}"))',
    'auth := smtp.PlainAuth("", "{u}@aigaion.gr", "{pw}", "smtp.aigaion.gr")',
    'MongoCredential cred = MongoCredential.createCredential("{u}", "admin", "{pw}".toCharArray());',
    'using var sftp = new SftpClient("sftp.limassol.aigaion.local", "{u}", "{pw}");',
    "my $ssh = Net::OpenSSH->new('{u}:{pw}@ecdis-gw.aigaion.local');",
    "DB = Sequel.connect(adapter: 'postgres', host: 'pg.evia.aigaion.local', user: '{u}', password: '{pw}')",
    'client = caldav.DAVClient(url="https://cal.aigaion.gr/dav/", username="{u}", password="{pw}")',
    "$ua->credentials('intranet.aigaion.local:443', 'Aigaion', '{u}', '{pw}');",
    "my $imap = Mail::IMAPClient->new(Server => 'mail.aigaion.gr', User => '{u}', Password => '{pw}');",
    'keycloak_admin = KeycloakAdmin(server_url="https://sso.aigaion.gr/", username="{u}", password="{pw}", realm_name="master")',
]  # fmt: skip


def _login_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    make = _plain_pw if "@" in template or "'" in template or '"' in template else _pw
    return {"pw": make(rng), "u": rng.choice(_USERS)}


_logins = _Family("login_pair", _LOGINS, _login_draw, "pw")


_SAID_WORDS = ["dakos", "koulouri", "loukoumi", "halloumi", "koumkouat", "melekouni", "kalitsouni",
               "mastiha", "zivania", "flaouna", "pastitsada", "graviera", "staka", "kolokasi",
               "sirron", "tsitsibira", "bourdeto", "pastelli"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "for the pedestal controller it's {w} and {d} at the end",
    "voice memo: the Cerbo password is {w} then the number {d}",
    "it's {w}{d}, word and number stuck together",
    "ο κωδικός είναι η λέξη {w} και μετά {d}",
    "ο κωδικός εν η λέξη {w} τζαι μετά {d}",
    "o kwdikos einai h leksh {w} kai meta {d}",
    "şifre {w} kelimesi, arkasından da {d}",
    "kodhiku ishtë fjala {w} edhe pastaj {d}",
    "паролата е думата {w}, после {d}",
    "yung password ay salitang {w} tapos {d}",
    "ο κωδικός είναι η λέξη {w} και ύστερα {d}, σιόρ",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "P4PASSWD='{pw}' p4 -u {u} -p ssl:p4.aigaion.local:1666 sync //depot/scada/...",
    "check_ldaps -H dc1.aigaion.local -b dc=aigaion,dc=local -D 'cn={u},ou=svc,dc=aigaion,dc=local' -P '{pw}'",
    "ftp -n ftp.limassol.aigaion.local\nftp> quote USER {u}\nftp> quote PASS {pw}\nftp> cd manifests",
    "putty.exe -ssh {u}@10.41.0.12 -pw {pw}",
    "kitty.exe -ssh 10.41.0.15 -l {u} -pw {pw}",
    "ttermpro.exe 10.52.1.7:22 /ssh2 /auth=password /user={u} /passwd={pw}",
    "uaclient -u opc.tcp://{u}:{pw}@ro-plc.syros.aigaion.local:4840",
    "kiosk autologin script: xte 'str {pw}' 'key Return'",
    "sshpass -p '{pw}' ssh {u}@ecdis-gw.aigaion.local",
    "mysql -h olive-db.crete.aigaion.local -u {u} -p'{pw}' traceability",
    "redis-cli -h redis.piraeus.aigaion.local -a '{pw}' INFO replication",
    "curl -u {u}:{pw} https://pacs.rhodes.aigaion.local/studies?limit=5",
    "docker login registry.aigaion.gr -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //fs.limassol.aigaion.local/crew -U {u}%{pw}",
    "7z a -p'{pw}' -mhe=on crew-lists-2031.7z crew/",
    "openssl enc -aes-256-cbc -pbkdf2 -in manifest.csv -out manifest.enc -pass pass:{pw}",
    "xfreerdp /v:ops-02.syros.aigaion.local /u:{u} /p:'{pw}'",
    "net use Z: \\\\fs.piraeus.aigaion.local\\tickets /user:AIGAION\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora.limassol.aigaion.local:1521/AGENCY",
    "ipmitool -I lanplus -H 10.52.0.21 -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.evia.aigaion.local -u {u} -P '{pw}' -t wtg/07/yaw -m reset",
    "echo '{pw}' | sudo -S systemctl restart vtscada",
    "plink -ssh {u}@10.41.0.20 -pw {pw} 'show running-config'",
    "zip -P '{pw}' payroll-2031-07.zip payroll-2031-07.xlsx",
    "sqlcmd -S sql.piraeus.aigaion.local -U {u} -P '{pw}' -Q \"SELECT @@VERSION\"",
    "ldapsearch -x -H ldap://dc1.aigaion.local -D 'AIGAION\\{u}' -w '{pw}' '(sAMAccountName=jomar)'",
    "lftp -u {u},'{pw}' sftp://sftp.limassol.aigaion.local",
    "cqlsh cass.aigaion.local -u {u} -p '{pw}'",
    "gpg --batch --passphrase '{pw}' -d crew-medical.tar.gpg > crew-medical.tar",
    "keytool -importkeystore -srckeystore pacs.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore pacs.jks",
    "echo '{pw}' | kinit {u}@AIGAION.LOCAL",
    "rabbitmqctl add_user {u} '{pw}'",
    "sqlpackage /a:Export /ssn:sql.piraeus.aigaion.local /su:{u} /sp:'{pw}' /sdn:Tickets /tf:tickets.bacpac",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\giorgos> {c}", "Windows Terminal (Admin): {c}",
    "history | grep:\n  412  {c}", "giorgos@ops-02:~$ {c}", "ssh session on the Kalliste's bridge PC:\n{c}",
    "WSL on the Limassol laptop: {c}", "VS Code terminal ~/scada $ {c}", "root@cerbo-gx:~# {c}",
    "η εντολή που έτρεξα: {c}", "η εντολή που έτρεξα εν τούτη: {c}", "h entolh pou etreksa: {c}",
    "çalıştırdığım komut: {c}", "командата, която пуснах: {c}", "yung command na pinatakbo ko: {c}",
    "kommandoen jeg kjørte: {c}", "komanda që ekzekutova: {c}", "ბრძანება, რომელიც გავუშვი: {c}",
    "الأمر اللي شغلته: {c}", "komanda që bëra tashti: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "monetdb://{u}:{pw}@monet.evia.aigaion.local:50000/scada",
    "doris://{u}:{pw}@doris.aigaion.local:9030/ferries",
    "http::addr=questdb.syros.aigaion.local:9000;username={u};password={pw};",
    "neo4j+s://{u}:{pw}@graph.aigaion.gr:7687",
    "mssql+pyodbc://{u}:{pw}@sql.piraeus.aigaion.local/Tickets?driver=ODBC+Driver+18+for+SQL+Server",
    "rtsp://{u}:{pw}@cam-pontoon-c.gouvia.aigaion.local:554/Streaming/Channels/101",
    "ws://{u}:{pw}@signalk.gouvia.aigaion.local:3000/signalk/v1/stream",
    "Data Source=sql.limassol.aigaion.local;Initial Catalog=Agency;User ID={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.evia.aigaion.local:5432/scada?user={u}&password={pw}&ssl=true",
    "amqps://{u}:{pw}@mq.limassol.aigaion.local:5671/portcalls",
    "ftp://{u}:{pw}@ftp.crete.aigaion.local/labels/",
    "mongodb://{u}:{pw}@mongo1.aigaion.local:27017,mongo2.aigaion.local:27017/ehr?replicaSet=rs0&authSource=admin",
    "sip:{u}:{pw}@pbx.piraeus.aigaion.local",
]  # fmt: skip
_URL_PLACES = [
    "SCADA_HISTORIAN_URL={c}", "Confluence page 'Databases': {c}", "keep this connection string for me: {c}",
    "το connection string είναι {c}", "το connection string εν {c}", "to connection string einai {c}",
    "OTRS #44877: {c}", "bağlantı dizesi: {c}", "yung connection string: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_945_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "aigaion-lines", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Cardlink", "CARDLINK_SHARED_SECRET", _j((HEX, 40))),
    ("JCC Payments", "JCC_MERCHANT_PASSWORD", _j((ALNUM, 24))),
    ("Skroutz", "SKROUTZ_API_TOKEN", _j((ALNUM, 64))),
    ("BoxNow", "BOXNOW_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("ACS Courier", "ACS_API_KEY", _j((ALNUM, 40))),
    ("Geniki Taxydromiki", "GENIKI_AUTH_KEY", _j((UPPER_HEX, 32))),
    ("Speedex", "SPEEDEX_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Epsilon Net", "EPSILON_SMART_API_KEY", _j((B64, 43), "=")),
    ("SoftOne", "SOFTONE_CLIENT_ID", _j((B64, 96))),
    ("Entersoft", "ENTERSOFT_API_KEY", _j((HEX, 64))),
    ("Singular Logic", "SINGULAR_API_SECRET", _j((URLSAFE, 43))),
    ("Prosvasis", "PROSVASIS_TOKEN", _j((ALNUM, 36))),
    ("Workable", "WORKABLE_ACCESS_TOKEN", _j((HEX, 64))),
    ("Blueground", "BLUEGROUND_API_KEY", _j("bg_live_", (ALNUM, 32))),
    ("Pollfish", "POLLFISH_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Hellas Direct", "HELLASDIRECT_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Yodeck", "YODECK_API_TOKEN", _j((ALNUM, 40))),
    ("Harbor Lab", "HARBORLAB_API_KEY", _j((HEX, 32))),
    ("Prisma Electronics", "LAROS_API_TOKEN", _vendor_jwt("https://api.laros.gr")),
    ("Openseas", "OPENSEAS_API_KEY", _j((ALNUM, 48))),
    ("Liknoss", "LIKNOSS_AGENCY_KEY", _j((UPPER_DIGITS, 32))),
    ("Pick a Pier", "PICKAPIER_API_KEY", _j("pap_", (HEX, 40))),
    ("Vidavo", "VIDAVO_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Hellenic Bank", "HB_OPENBANKING_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Eurobank", "EUROBANK_API_SECRET", _j((ALNUM, 32))),
    ("Alpha Bank", "ALPHABANK_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("National Bank of Greece", "NBG_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Orfium", "ORFIUM_API_TOKEN", _j((B64, 60))),
    ("eToro", "ETORO_USER_KEY", _j((URLSAFE, 80))),
    ("Foody", "FOODY_PARTNER_TOKEN", _j((HEX, 40))),
    ("Cyta", "CYTA_SMS_API_KEY", _j((HEX, 32))),
    ("Agroapps", "AGROAPPS_API_KEY", _j((ALNUM, 32))),
    ("Neuropublic", "GAIASENSE_API_TOKEN", _vendor_jwt("https://api.gaiasense.gr")),
    ("Farmacon", "FARMACON_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Hack The Box", "HTB_APP_TOKEN", _vendor_jwt("https://labs.hackthebox.com")),
    ("Instabug", "INSTABUG_APP_TOKEN", _j((HEX, 32))),
    ("Gjirafa", "GJIRAFA_API_KEY", _j((URLSAFE, 32))),
    ("Phyre", "PHYRE_API_KEY", _j("phy_", (ALNUM, 40))),
    ("Quantive", "QUANTIVE_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Sticos", "STICOS_API_KEY", _j((ALNUM, 32))),
    ("Mybring", "MYBRING_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Maritime Optima", "MARITIMEOPTIMA_API_KEY", _j((HEX, 40))),
    ("Miros", "MIROS_CLOUD_TOKEN", _j((B64, 64))),
    ("Shipsgo", "SHIPSGO_AUTH_CODE", _j((HEX, 32))),
    ("Seaber", "SEABER_API_KEY", _j((ALNUM, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "PS> $env:{env} = '{tok}'",
    "setx {env} {tok}",
    ".env.production:\n{env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "kubectl create secret generic bookings --from-literal={env}={tok}",
    "docker run -e {env}={tok} ghcr.io/aigaion/portcalls:3.2",
    "GitHub Actions, repo settings › Secrets › {env}: {tok}",
    "ansible group_vars/piraeus.yml:\n{env}: \"{tok}\"",
    "launchd plist on the Limassol Mac:\n<key>{env}</key>\n<string>{tok}</string>",
    "Aigaion ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "Trello card: rotate the {vendor} key {tok}",
    "Viber, Giorgos: {vendor} key for the booking sync: {tok}",
    "Teams: the {vendor} token we use now is {tok}, the old one is revoked",
    "OTRS #44890: {vendor} sync fails with 401, configured key {tok}",
    "Jira SD-2305: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "το API key του {vendor} είναι {tok}",
    "κλειδί API {vendor} για το ελαιοτριβείο: {tok}",
    "το API key του {vendor} εν {tok}, κράτα το",
    "to API key tou {vendor} einai {tok}",
    "{vendor} API anahtarı {tok} gari",
    "çelësi API i {vendor} ishtë {tok}",
    "çelësi API i {vendor} për zyrën: {tok}",
    "API ключът на {vendor} е {tok}",
    "{vendor}-ის API გასაღები: {tok}",
    "yung API key ng {vendor}: {tok}",
    "مفتاح الـ API بتاع {vendor} هو {tok}",
    "API-nøkkelen til {vendor}: {tok}",
    "το API key του {vendor} για τσι πρίζες: {tok}",
    "το API key του {vendor} τωρά έν {tok}",
    "il-API key tal-{vendor} {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    yodeck = _r(rng, ALNUM, 40)
    instabug = _r(rng, HEX, 32)
    bring = v.uuid4(rng, "9")
    htb = _vendor_jwt("https://labs.hackthebox.com")(rng)
    shipsgo = _r(rng, HEX, 32)
    pollfish = v.uuid4(rng, "b")
    return [
        Sample("vendor_token", f'r = requests.get("https://app.yodeck.com/api/v2/monitors/", headers={{"Authorization": "Token aigaion-signage:{yodeck}"}})', yodeck),
        Sample("vendor_token", f"Instabug.init({{ token: '{instabug}', invocationEvents: [InvocationEvent.shake] }});", instabug),
        Sample("vendor_token", f'curl -H "X-Mybring-API-Uid: ops@aigaion.gr" -H "X-Mybring-API-Key: {bring}" https://api.bring.com/shippingguide/api/v2/products', bring),
        Sample("vendor_token", f'curl -H "Authorization: Bearer {htb}" https://labs.hackthebox.com/api/v4/user/info', htb),
        Sample("vendor_token", f'requests.post("https://shipsgo.com/api/v1.1/ContainerService/PostContainerInfo", data={{"authCode": "{shipsgo}", "containerNumber": "MSKU7204512"}})', shipsgo),
        Sample("vendor_token", f"Info.plist:\n<key>PollfishAPIKey</key>\n<string>{pollfish}</string>", pollfish),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows it once, so here:\n{t}", "το token: {t}",
                "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}",
                "knot.conf:\nkey:\n  - id: xfr-aigaion\n    algorithm: hmac-sha256\n    secret: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 26), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36)), _j((B64, 43), "=")]  # fmt: skip


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    make = _BARE_MAKERS[6] if "knot.conf" in template else _BARE_MAKERS[index % 6]
    return {"t": make(rng)}


_bare = _Family("bare_token", _BARE_PLACES, _bare_draw, "t")


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of olive-grove probe SIT-14 (OTAA): {h}": 32,
    "DNP3 Secure Authentication update key for outstation WTG-07: {h}": 32,
    "AES-256 key of the Syros historian's backup: {h}": 64,
    "HMAC key for the Liknoss booking webhook: {h}": 64,
    "MIFARE DESFire application master key of the wing B badges, hex: {h}": 32,
    "κλειδί κρυπτογράφησης του backup: {h}": 64,
    "το κλειδί του backup εν {h}": 64,
    "kleidi kryptografhshs tou NAS: {h}": 48,
    "yedeklemenin şifreleme anahtarı {h} gari": 64,
    "krypteringsnøkkel for backupen: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "OTRS #44861: token copied out of DevTools {t}",
    "Cookie: lang=el; agn_session={t}",
    "LIKNOSS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "το token είναι {t}",
    "το token εν {t}",
    "yung token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_945_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@aigaion.gr"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.aigaion.gr/realms/lines", "azp": "bookings-console",
                   "roles": ["agent", "purser"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Kalliste's bridge gateway, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/pacs.rhodes.aigaion.local.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"LIKNOSS_SIGNING_KEY": "{key}", "agency": "piraeus-01"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_evia <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "OTRS #44899, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "το ιδιωτικό κλειδί του server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Limassol agency's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
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
    "Sparrow wallet backup, copying it off the steel plate before I sell it: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "BitBox02 backup words (the old crew fund wallet, emptied): {p}": "english",
    "Keystone wallet seed: {p}": "english",
    "voice memo: the Zeus wallet recovery words are {p} and that's all of them": "english",
    "οι λέξεις ανάκτησης του πορτοφολιού: {p}": "english",
    "cüzdanın kurtarma kelimeleri gari: {p}": "turkish",
    "le parole di recupero del portafoglio, nonna: {p}": "italian",
    "фраза восстановления кошелька (Лимассол): {p}": "russian",
    "phrase de récupération du portefeuille du capitaine : {p}": "french",
    "ウォレットの復元フレーズ（船の売却用）：{p}": "japanese",
    "kurtarma ifadesi, Girne ofisi: {p}": "turkish",
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
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    if brand == "meeza":  # Egypt's national scheme, as the author believes its prefixes
        prefix = rng.choice(["507803", "507808", "507809"])
        body = prefix + _r(rng, D, 16 - len(prefix) - 1)
        number = body + luhn.calc_check_digit(body)
        assert luhn.is_valid(number)
        return number
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Giorgos: the company card for the Liknoss renewal is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ο αριθμός της κάρτας μου: {c}, λήξη {mm}/{yy}",
    "ο αριθμός της κάρτας μου εν {c}",
    "o ari8mos ths kartas mou: {c}, {mm}/{yy}",
    "kartımın numarası {c} gari",
    "yung card number ko: {c}, exp {mm}/{yy}",
    "رقم الكارت بتاعي {c}",
    "номерът на картата ми: {c}",
    "numri i kartës sime: {c}, {mm}/{yy}",
    "kortnummeret mitt er {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "meeza", "amex", "maestro", "diners", "jcb", "unionpay",
           "discover"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "τα τρία ψηφία στο πίσω μέρος της κάρτας: {cvv}",
               "τα τρία νούμερα πίσω που την κάρτα εν {cvv}",
               "kartın arkasındaki üç rakam {cvv} gari",
               "yung tatlong numero sa likod ng card: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 146 (each named in twelve of them); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"GR": "n" * 23, "CY": "n" * 24, "AL": "n" * 24, "EG": "n" * 25,
                "MT": "aaaa" + "n" * 5 + "c" * 18, "VG": "aaaa" + "n" * 16, "XK": "n" * 16,
                "SC": "aaaa" + "n" * 20 + "aaa"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice AGN-2031-0412: please pay the Sitia bottling-line service to {i} within 30 days",
    "save the Valletta ship registry agent's IBAN: {i}",
    "IBAN: {i}\nReference: port dues, Kalliste, July",
    "Teams #treasury: the Tortola holding's new bank details, IBAN {i}",
    "το IBAN μου: {i}",
    "το IBAN μου εν {i}",
    "to IBAN mou einai {i}",
    "IBAN'ım {i} gari",
    "IBAN-i im ishtë {i}",
    "رقم الـ IBAN بتاعي {i}",
    "IBAN i furnitorit në Prishtinë: {i}",
    "Mahé chandler's account for the bunker invoice, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids no library checks: their shapes as the author believes them, or invented (see the docstring).
def _digits(n: int, lead: str = "123456789") -> Maker:
    return lambda g: g.choice(lead) + _r(g, D, n - 1)


def _male_registry(g: random.Random) -> str:
    return f"{g.randrange(1, 3000):04d}/{g.randrange(1975, 2006)}"


def _seafarer(g: random.Random) -> str:
    return f"Π-{_r(g, D, 6)}"


def _speedboat(g: random.Random) -> str:
    return f"ΚΕΡ {g.randrange(100, 4000)}/{g.randrange(2008, 2031)}"


def _gr_passport(g: random.Random) -> str:
    return _r(g, "ABEHKMNPTXYZ", 2) + _r(g, D, 7)


def _cy_passport(g: random.Random) -> str:
    return "K" + _r(g, D, 8)


def _trnc_passport(g: random.Random) -> str:
    return "KK" + _r(g, D, 7)


def _ph_passport(g: random.Random) -> str:
    return "P" + _r(g, D, 7) + g.choice("AB")


def _eg_passport(g: random.Random) -> str:
    return g.choice("AD") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "Αρ. Μητρώου ΤΕΕ του μηχανικού του αιολικού: {s}": _digits(6),
    "TEE registration no. of the desal plant's supervising engineer, for the permit file: {s}": _digits(6),
    "ειδικός εκλογικός αριθμός του Μανώλη: {s}": _digits(13),
    "Μητρώο Αρρένων Δήμου Σητείας, αριθμός: {s}": _male_registry,
    "Αριθμός Μητρώου Ναυτικού (ΑΜΝ) του Σάββα: {s}": _seafarer,
    "αριθμός άδειας οδήγησης της Κατερίνας: {s}": _digits(9),
    "ΑΜ Δικηγορικού Συλλόγου Πειραιά της δικηγόρου της εταιρείας: {s}": _digits(5),
    "αριθμός μητρώου ΕΝΕ της νοσηλεύτριας στην πτέρυγα Β: {s}": _digits(6),
    "άδεια κυβερνήτη ταχυπλόου, Λιμεναρχείο Κέρκυρας, αρ. {s}": _speedboat,
    "Cyprus Medical Council registration of Dr Charalambous: {s}": _digits(5),
    "ARC number of our Filipino bosun in Limassol: {s}": _digits(7),
    "το yellow slip (MEU1) του Πέταρ έσιει αριθμό {s}": _digits(9, "0"),
    "KKTC kimlik numaram {s} gari": _digits(10),
    "رقم بطاقة الصياد بتاعي {s}": _digits(8),
    "αριθμός δημοτολογίου στο Δήμο Ρόδου: {s}": _digits(6),
    "το διαβατήριο μου εν {s}": _cy_passport,
    "arithmos diavathriou: {s}": _gr_passport,
    "pasaport numaram {s} gari": _trnc_passport,
    "numri i pashaportës sime ishtë {s}": _gr_passport,
    "passport number ko: {s}": _ph_passport,
    "رقم الباسبور بتاعي {s}": _eg_passport,
    "ο αριθμός του διαβατηρίου μου έν {s}": _gr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Liknoss 2FA backup codes\n{codes}",
            "κωδικοί ανάκτησης 2FA για το Microsoft 365 του γραφείου:\n{codes}",
            "τα backup codes του Google εν: {codes}", "yedek kodlar gari: {codes}",
            "backup codes ko sa Facebook: {codes}", "резервни кодове за 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Liknoss:giorgos@aigaion.gr?secret={s}&issuer=Liknoss&digits=6",
              "2FA setup key for the Eurobank business account: {s}",
              "μυστικό κλειδί 2FA για το Workable: {s}", "to 2FA secret tou HTB: {s}"]  # fmt: skip
_CODES = ["{c} is your Liknoss sign-in code", "Eurobank: Ο κωδικός μίας χρήσης για τη συναλλαγή σας είναι {c}",
          "Hellenic Bank: ο κωδικός επιβεβαίωσης εν {c}", "Doğrulama kodunuz: {c}",
          "كود التحقق بتاعك {c}", "Вашият код за потвърждение е {c}"]  # fmt: skip


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


_SSIDS = ["COSMOTE-4A71C2", "VODAFONE_8F31", "NOVA_5D2E", "INALAN_Syros", "CYTA_7E21",
          "Epic_Home_3B9", "PrimeTel-4410", "STARLINK", "Aigaion-Crew", "AGN-Marina-Gouvia",
          "Syros-Desal-OT", "Kalliste-Crew-5G", "Rhodes-WingB", "Evia-WTG-OM", "Limassol-Agency",
          "Sitia-Press"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\npassword: {pw}",
    "crew network on the Kalliste: {s} / {pw}",
    "the key printed under the Cosmote Speedport in the Piraeus office: {pw}",
    "το wifi {s} έχει κωδικό {pw}",
    "το wifi {s} έσιει κωδικό {pw}, έγραψα τον τζαι στον πίνακα",
    "to wifi {s} exei kwdiko {pw}",
    "{s} wifinin şifresi {pw} gari",
    "το wifi τση ρεσεψιόν {s} έχει κωδικό {pw}, σιόρα",
    "yung wifi ng crew mess {s}, password {pw}",
    "باسورد الواي فاي {s} هو {pw}",
    "fjalëkalimi i wifi-t {s} është {pw}",
    "ვაიფაი {s}, პაროლი {pw}",
    "ESPHome node pedestal-c7.yaml:\nwifi:\n  ssid: \"{s}\"\n  password: \"{pw}\"",
    "wifi-nettet {s} har passordet {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("phy_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("pap_", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Viber call] {t}",
          "γράμμα γράμμα: {t}", "harf harf gari: {t}", "isa-isang letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the padlock on the fuel shed at Gouvia: {pw}", "το λουκέτο στην αποθήκη του ελαιοτριβείου: {pw}",
          "ο κωδικός της πόρτας στο μηχανοστάσιο εν {pw}", "the door keypad of the Syros RO building takes {pw} then #",
          "PIN της εταιρικής κάρτας: {pw}", "asma kilidin şifresi {pw} gari",
          "kodi i derës së kabinës: {pw}", "кодът на катинара на контейнера: {pw}",
          "yung PIN ng ATM ko {pw}", "كود باب الورشة {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["meltemi", "kaiki", "limani", "ladi", "alati", "kymata", "fari", "vrachos",
                 "petra", "aetos", "glaros", "dichty", "trata", "mandraki", "lefka", "bouka"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the agency: {p}": " ",
            "VeraCrypt container 'crew-medical', passphrase: {p}": "-",
            "φράση πρόσβασης του backup: {p}": ".", "to passphrase tou vault einai {p}": " ",
            "το passphrase του δίσκου εν {p}": "_", "passfrasen til backupen: {p}": " ",
            "passphrase ng backup drive: {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia export, header Authorization: Basic {v}": True,
    'HAProxy: http-request set-header Authorization "Basic {v}"': True,
    "Bruno collection:\nauth:bearer {{\n  token: {v}\n}}": False,
    "curl -H 'Authorization: Bearer {v}' https://api.liknoss.example/v2/bookings": False,
    "Thunder Client header: Authorization = Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "~/.cassandra/cqlshrc:\n[authentication]\nusername = scada\npassword = {pw}",
    "soap.client.props:\ncom.ibm.SOAP.securityEnabled=true\ncom.ibm.SOAP.loginUserid=wasadmin\ncom.ibm.SOAP.loginPassword={pw}",
    "nxagentd.conf:\nMasterServers = netxms.aigaion.local\nRequireAuthentication = yes\nSharedSecret = {pw}",
    'GenieACS provision "marina-cpe":\ndeclare("InternetGatewayDevice.ManagementServer.ConnectionRequestPassword", {{value: 1}}, {{value: "{pw}"}});',
    'from opcua import Client\nclient = Client("opc.tcp://ro-plc.syros.aigaion.local:4840")\nclient.set_user("operator")\nclient.set_password("{pw}")',
    'const session = await client.createSession({{ type: UserTokenType.UserName, userName: "operator", password: "{pw}" }}); // node-opcua',
    'AcseAuthenticationParameter auth = AcseAuthenticationParameter_create();\nAcseAuthenticationParameter_setAuthMechanism(auth, ACSE_AUTH_PASSWORD);\nAcseAuthenticationParameter_setPassword(auth, "{pw}");',
    'session = create_session_from_user_pass(username="pacs-ro", password="{pw}")\nclient = DICOMwebClient("https://pacs.rhodes.aigaion.local/dicom-web", session=session)',
    'with pyzipper.AESZipFile("crew-medical.zip") as zf:\n    zf.setpassword(b"{pw}")\n    zf.extractall("/tmp/crew")',
    'ws = wb["Payroll"]\nws.protection.sheet = True\nws.protection.password = "{pw}"',
    'pyminizip.compress("payroll.xlsx", None, "payroll.zip", "{pw}", 5)',
    'key = load_pem_private_key(pem_bytes, password=b"{pw}")',
    'HikariConfig cfg = new HikariConfig();\ncfg.setJdbcUrl("jdbc:postgresql://pg.evia.aigaion.local/scada");\ncfg.setUsername("scada");\ncfg.setPassword("{pw}");',
    'Jedis jedis = new Jedis("redis.piraeus.aigaion.local", 6379);\njedis.auth("{pw}");',
    'var cert = new X509Certificate2("pacs-client.pfx", "{pw}");',
    'let creds = Credentials::new("alerts@aigaion.gr".to_owned(), "{pw}".to_owned());',
    'rdb := redis.NewClient(&redis.Options{{Addr: "redis.piraeus.aigaion.local:6379", Password: "{pw}"}})',
    '-- resty.redis in the booking gateway\nlocal red = redis:new()\nred:connect("127.0.0.1", 6379)\nlocal ok, err = red:auth("{pw}")',
    'Mail.defaults do\n  delivery_method :smtp, address: "smtp.aigaion.gr", port: 587, user_name: "alerts", password: "{pw}"\nend',
    "$db = new mysqli('localhost', 'olive', '{pw}', 'lots');",
    "const context = await browser.newContext({{ httpCredentials: {{ username: 'kiosk', password: '{pw}' }} }});",
    'producer = AIOKafkaProducer(bootstrap_servers="kafka.limassol.aigaion.local:9093", security_protocol="SASL_SSL", sasl_mechanism="PLAIN", sasl_plain_username="portcalls", sasl_plain_password="{pw}")',
    "/root/.pgpass:\npg.evia.aigaion.local:5432:scada:historian:{pw}",
    'variable "pacs_db_password" {{\n  type    = string\n  default = "{pw}"\n}}',
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Stelios: office wifi password?\nEleni: {pw}",
    "[07:41] jomar: password for the bridge PC?\n[07:42] chief: {pw}",
    "Andreas: {pw} is the new Liknoss admin password",
    "Nikos: use {pw}, that's what the WinCC has now",
    "Κατερίνα: ο νέος κωδικός είναι {pw}",
    "Χρυστάλλα: ο καινούριος κωδικός εν {pw}",
    "Καλλιόπη: ίντα κωδικό έβαλες;\nΜηνάς: {pw}",
    "Hüseyin: yeni şifre {pw} gari",
    "ნინო: ახალი პაროლი {pw}",
    "Antonis: il-password il-jdid {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "κωδι\u200bκός: {pw}", "pass\u2060word = {pw}", "pass\u00adwd: {pw}", "p\u0391ssw\u039frd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｐａｓｓｗｏｒｄ → {pw}", "pass\u202aword: {pw}", "şif\ufeffre: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, roughly heldout32's proportions; the families
# whose templates name tools draw each template once).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, len(_SAID)), (_logins, len(_LOGINS)), (_spelled, 12), (_cli, len(_CLI)), (_urls, 13),
    (_vendors, 51), (_bare, 7), (_hexes, 10), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 10), (_phrases, 7), (_auth, 5), (_configs, len(_CONFIGS)),
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


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the VTScada operator password is": "{s}", "Cerbo GX pw:": "{s} (since the firmware update)",
    "ο κωδικός είναι": "{s}", "WinCC password": "{s}\nchange it after the audit",
    "ο κωδικός εν": "{s}", "kwdikos:": "{s}", "şifre gari": "{s}",
    "the password Savvas read out over the VHF was": "{s}, I think", "паролата е": "{s}",
    "fjalëkalimi:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Instabug app token", "{s}", _j((HEX, 32))),
    ("split_token", "Shipsgo auth code:", "{s} (container tracking)", _j((HEX, 32))),
    ("split_token", "Mybring API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "meeza"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CY"))),
    ("split_backup", "Liknoss recovery codes", "{s}\nqwtr-4471-k2m8\nzplx-9032-a7d4", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "αριθμός διαβατηρίου", "{s}", _gr_passport),
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
    '{"cerbo": {"url": "https://cerbo.gouvia.aigaion.local", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"κωδικός": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "savvas", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmis": [{"name": "ro-hmi-1"}, {"name": "ro-hmi-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["putty.exe", "-ssh", "ops@10.41.0.12", "-pw", "{s}"]}': ("meta_password", _plain_pw),
    '{"σημειώσεις": {"κωδικός_server": "{s}"}}': ("meta_password", _plain_pw),
    '{"şifre": "{s}"}': ("meta_password", _plain_pw),
    '{"wincc": {"operator": {"fjalëkalimi": "{s}"}}}': ("meta_password", _plain_pw),
    '{"instabug": {"app_token": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"harborLabKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"workable_token": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"agent": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MT")),
    '{"crew": {"passport_no": "{s}"}}': ("meta_id", _ph_passport),
    '{"mfa": {"recovery_codes": ["{s}", "qwtr-4471-k2m8", "zplx-9032-a7d4"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"crew_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Kalliste-Crew-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"asyncua-1.1.5-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"venus-swu-einstein-v3.52.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/aigaion/bookings:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"historian: add brine column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"hl7: revert ADT mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"crew-list_2031-07-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"olive-lots-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the VTScada operator password before the Syros audit on 2031-09-14.",
    "Eleni asked for the marina wifi password; it's on the laminated card at the Gouvia reception.",
    "Policy: Aigaion passwords are at least 14 characters and live only in the company vault.",
    "Please don't paste passwords into Viber; send a vault link instead.",
    "The `.env.example` line `LIKNOSS_AGENCY_KEY=change-me` is a placeholder; the real key is in the vault.",
    "The Cerbo GX asks for a new password after every firmware update.",
    "Replace <YOUR_MYBRING_KEY> in the README with the key from your Mybring account.",
    "SHIPSGO_AUTH_CODE and HARBORLAB_API_KEY must be set before the nightly port-call sync runs.",
    "Μην δίνεις τον κωδικό σου σε κανέναν, ούτε στο IT.",
    "Να μεν δώκεις τον κωδικό σου κανενού, ρε.",
    "Mhn dineis ton kwdiko sou se kanenan.",
    "Şifreni kimseye söylemeyesin, gari.",
    "Mos ja thuaj kodhikun tënd njeriu.",
    "Паролата трябва да е поне 14 знака.",
    "პაროლი უნდა იყოს მინიმუმ 14 სიმბოლო.",
    "Huwag mong ibigay ang password mo kahit kanino.",
    "متديش الباسورد بتاعك لحد.",
    "Fjalëkalimi duhet të ketë të paktën 14 karaktere.",
    "Passordet må ha minst 14 tegn.",
    "Ο κωδικός τση μαρίνας αλλάζει κάθε μήνα, σιόρα.",
    "Upgraded the Cerbo GX from Venus OS 3.41 to 3.52 and asyncua to 1.1.5 on Sunday.",
    f"commit {_COMMIT} adds the brine conductivity column.",
    f"Rolled back to {_SHORT} after the HL7 mapping broke the Rhodes admissions feed.",
    f"requirements.txt: asyncua==1.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Cerbo firmware image venus-swu-einstein-v3.52.swu has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of olive-lots-2031.parquet: {_SHA512}",
    f"The booking API runs ghcr.io/aigaion/bookings@sha256:{_IMAGE}.",
    f"MD5 of crew-list_2031-07-02.csv is {_MD5}, same as the copy on the Limassol share.",
    "Request id 3f9c1a72-8e4b-4d06-a1f3-5b7e2c9d0a84 is the slow one in the Liknoss logs.",
    "Booking reference AGN-2031-PIR-004812 covers four passengers and one car to Syros.",
    "OTRS #44812: the Syros RO train 2 trips on high conductivity at night.",
    "Call the Piraeus office on +30 210 412 7730 before noon.",
    "The Limassol agency's number is +357 25 820 413.",
    "Container MSKU 7204512 with the Sitia olive oil is on the Piraeus quay.",
    "IMO 9183427 is the Kalliste; she is due at Syros at 11:10.",
    "The olive-press van's plate is ΗΡΑ-4821; it goes for its inspection in March.",
    "ISBN 978-960-03-4291-8 is the Greek pilot book on the bridge shelf.",
    "Η βιβλιοθήκη του πλοίου έχει το ISBN 978-960-16-8235-8 για τους φάρους του Αιγαίου.",
    "Desalination: permeate conductivity 320 µS/cm, brine 62 g/L, HP pump at 58 bar.",
    "Olive oil lot L2031-117: acidity 0.28 %, peroxide 7.4 meq O2/kg, 1,240 litres.",
    "Wind park: WTG-07 at 3.4 MW, wind 9.2 m/s from 020°, meltemi gusts to 8 Beaufort.",
    "Ferry Kalliste departs Piraeus 07:25, arrives Syros 11:10, gate E7.",
    "The PIN pad on the Piraeus ticket desk is broken; card payments go through the terminal at desk 2.",
    "Where is the key to the fuel pontoon kept?",
    "The secret of good Cretan oil is an early harvest in October.",
    "Print the 2FA backup codes for the Liknoss admin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "The padlock on the Gouvia fuel shed rusts in the salt air; oil it every month.",
    "The guest wifi 'Aigaion-Guest' is open, no password needed.",
    "Ward B has 24 beds; room 12 is the isolation room.",
    "Payroll for July: 48 crew, 3 officers on leave, overtime 212 hours.",
    "Το πλοίο αναχωρεί στις 07:25 από την πύλη Ε7.",
    "After five wrong passwords the WinCC station locks the account for 15 minutes.",
    "The password field on the Liknoss form only accepts 64 characters.",
    "Sigrid prefers the Bergen office to call after 15:00 Norwegian time.",
    "Girne'den Lefkoşa'ya otobüs 08:30'da kalkar.",
    "Ticket 2031-0748 for the worn Pieralisi decanter bearing is closed.",
    "Cumulative energy for WTG-12 this month: 1 184 MWh.",
    "The API key page moved under Settings › Integrations in the Liknoss release of May.",
    "Τον κωδικό μην τον πεις εις κανέναν, άμε ρώτα τον Μηνά.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/aigaion/liknoss", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "asyncua", "version": "1.1.5"}}',
    '{"ticket": "44812", "booking_ref": "AGN-2031-PIR-004812"}',
    '{"lot": {"id": "L2031-117", "acidity_pct": 0.28, "litres": 1240}}',
    '{"phone": "+30 210 412 7730", "city": "Piraeus"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "berths_free": 37}',
    '{"vessel": "Kalliste", "imo": "9183427", "flag": "GR"}',
    '{"turbine": "WTG-07", "power_mw": 3.4, "wind_ms": 9.2}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
