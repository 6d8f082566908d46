# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fiftieth's docstring, the
fifth to hundred-and-fiftieth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-fifty-first, hundred-and-fifty-second and hundred-and-fifty-fourth), any test, the
reports, the benchmarks, the changelog nor the git history, and the scrubber was never run on it.

Its own seed, password words (a fish of the Cantabrian coast and a port with a number and a sign,
two joined words of the cannery and the steelworks with a number, a name, a year and a port, a
leet-spelled catch or Camino word and a year, a fish and the weight of its tin in grams, a port, a
shipyard word and a year, "Colada" with a cast number and a steel word, a shipyard word in capitals
around a sign, a name who "Come"s a fish, the kilometres left on the Camino, a Cantabrian dairy
word and a village, generated groups and random runs), names, places, templates, tools, vendors and
layouts, the way the staff of Costa Verde Industrias leak secrets into an assistant's memory: a
fictional group of Galicia, Asturias, Cantabria and the Basque Country with a tuna cannery in Vigo
(its retorts, seamers and filleting lines), a shipyard in Ferrol (cutting tables, welding bays,
hull blocks in dry dock), a steelworks near Avilés (caster pulpit, pyrometers, a process
historian), a dairy cooperative in Liérganes in Cantabria (milking robots, a milk analyser), a
hospital in Bilbao (ICU monitors, lab, pharmacy cabinets, PACS), pilgrim hostels on the Camino de
Santiago (Sarria, Portomarín, Melide, Arzúa; door panels, booking and police-register portals) and
the fish market at Burela (its auction clock and graders); staff speaking Galician (coastal and
inland), Asturian, Eonavian, Cantabrian, Biscayan and Gipuzkoan Basque, Leonese, Minho Portuguese,
Castilian Spanish, Moroccan Darija, Romanian, Cape Verdean Kriolu and English, with pilgrims from
Korea, Germany and Brazil. The texts are WhatsApp, Telegram, Teams, Signal, Slack, Google Chat,
Messenger, Webex and Zoom messages, SMS, e-mails, a sticky note typed up, GLPI, Jira, ServiceNow
and Freshdesk tickets, Notion and Confluence pages and tables, Apple Notes and Google Keep notes,
an incident note, a runbook, a README fragment, shell history (bash, zsh, PowerShell and cmd
prompts), code (Python, Java, C#, Go, Rust, JavaScript, PHP, Ruby, Perl, Terraform, CircuitPython),
configs, env files, voice memos, dictated text and requests to the assistant itself, around the
panels of cannery, shipyard, steelworks, dairy, hospital, hostel and fish-market hardware and
software (a Marel grader, a Surdry retort, a JBT seamer, a Baader filleting line, an Aucxis auction
clock, Lincoln, Kemppi and Messer equipment, AVEVA Marine, a Danieli caster HMI, an AMETEK Land
pyrometer, Siemens SIMATIC PCS 7, a Lely Horizon portal, DeLaval DelPro, GEA DairyPlan, a Foss
MilkoScan and a Bentley analyser, Philips IntelliVue, Dräger, Sysmex, Roche cobas, Omnicell,
Swisslog and Ascom systems, an Avirato front desk, SES.Hospedajes).

Tools none of heldouts 5 to 150 names (each grepped): `pkcs15-tool --verify-pin --pin`,
AutoFirma's `sign … -store pkcs12:… -password`, ERPNext's `bench new-site
--mariadb-root-password`, Jupyter's `--NotebookApp.token=`; in code (the calls and constructors
themselves: some of their products, such as GitLab, Keycloak, Redis or RabbitMQ, are named there)
Office365-REST's `UserCredential`, Spring Security's `UsernamePasswordAuthenticationToken`,
JNDI's `Context.SECURITY_CREDENTIALS`, commons-net's `FTPSClient`, SMBJ's
`AuthenticationContext`, Spring's `DataSourceBuilder`, .NET's `PrincipalContext` and
`DirectoryEntry`, MailKit's `AuthenticateAsync`, StackExchange.Redis'
`ConnectionMultiplexer.Connect`, EasyNetQ's `RabbitHutch.CreateBus`, MassTransit's
`h.Password`, Go's `amqp.Dial`, jlaffaye/ftp's `Login`, `pgxpool.New` and `req.SetBasicAuth`,
redis-rs' `redis::Client::open`, the ldap3 crate's `simple_bind`, node-postgres' `new Pool`,
puppeteer's `page.authenticate`, ldapjs' `client.bind`, Predis' `Client`, phpseclib's
`SFTP->login`, php-amqplib's `AMQPStreamConnection`, Ruby's `Net::SFTP.start`, HTTParty's
`basic_auth:`, `Net::IMAP#login`, Perl's `Net::LDAP` `bind`, Terraform's `provider "vsphere"`,
CircuitPython's `wifi.radio.connect`, python-gitlab's `gitlab.Gitlab(private_token=…)`,
`pynetbox.api(token=…)`, Azure's `BlobServiceClient(credential=…)`,
`KeycloakOpenID(client_secret_key=…)`, MSAL's `ConfidentialClientApplication` and Tableau's
`PersonalAccessTokenAuth`; connection strings `databricks://token:…@`,
`jdbc:databricks://…;PWD=`, `hg+https://`, `bzr+https://`, `svn+https://`, SQLCipher's
`jdbc:sqlite:file:…?cipher=sqlcipher&key=`, `jdbc:avatica:remote:…;avatica_password=`,
`netezza+nzpy://`, `jdbc:arrow-flight-sql://`, `fish://`, kombu's `sqs://KEY:SECRET@`, `mysql+mysqlconnector://`, `postgresql+psycopg2://`,
under `AIRFLOW_CONN_…` and `CELERY_BROKER_URL`; config files and keys none names (though some of
their products are named there): Micronaut's `datasources.default.password`, Airflow's
`sql_alchemy_conn`, Collabora's `coolwsd.xml` admin console, GoCD's `cruise-config.xml` plugin
property, HexChat's `servlist.conf`, OpenSMTPD's `smtpd.conf` secrets table, Spring's
`spring.data.redis.password`, `spring.ldap.password`, `spring.cloud.config.password`,
`spring.security.user.password` and Eureka's `defaultZone`, Dovecot's `dovecot-sql.conf.ext`,
FreeRADIUS' `mods-available/sql`, Seafile's `ccnet.conf`, CrowdSec's
`local_api_credentials.yaml`, ActiveMQ Artemis' `artemis-users.properties` and Play's
`slick.dbs.default.db.password`. Beside them the commands and formats the product names (sshpass,
mysql, redis-cli, curl -u, smbclient, xfreerdp, 7z, net use, sqlplus, ipmitool, .pgpass,
pgbouncer's userlist, PHP's `define`, unattend.xml, a wifi QR code, `otpauth://`), in layouts of
its own.

About 45 to 50 % of the texts are in other languages than English (by a rough count of the drawn
samples, a mixed line counted as English): the coastal Galician of the Rías Baixas (with its seseo) and the inland Galician of
the Ancares, Western Asturian, Pasiego (the Cantabrian of the Pas valleys), Patsuezu (the Leonese
of Laciana), Biscayan Basque, Gipuzkoan Basque, Minho Portuguese, Jebli (the Arabic of the Jbala,
Morocco's north), Oltenian Romanian, the Kriolu of Fogo, Gangwon Korean and Northeastern
Brazilian Portuguese, which no earlier docstring names, and Galician, central Asturian,
Eonavian, Cantabrian, Leonese, Basque, Castilian Spanish, European Portuguese, Moroccan Darija
(in Latin and Arabic letters), Romanian, the Kriolu of Santiago, Korean and German, in wordings
of their own. The new varieties' wordings are the author's approximations, checked by no speaker,
built around a few marked words and the loanwords people there really text (password, wifi, user,
email, API key, card, IBAN, PIN, code): the seseo of `rapás`, `dis` and `sinco`; the Ancares
`irmao` and subject `tu`; Western Asturian `outru`, `nova` and `onte`; Pasiego
`ordenaoru`, `jue` and `agora`; Patsuezu's `ts` for `ll` (`tsave`, `tsueu`, `tsamo`); Biscayan
`neure`, `barrie`, `eutsazu` and `iñori`; Gipuzkoan `nere`, `berriya` and `dek`; Minho's `b` for
`v` (`noba`, `bai`, `palabra`) and `carago`; Jebli's `d` for `dyal` and `ntina`;
Oltenian's simple perfect (`schimbai`, `zise`, `puse`); Fogo's `bo` and `konta`;
Gangwon's `-드래요`; the Northeast's `oxe` and `visse`. Pasiego, Patsuezu, Jebli and Fogo Kriolu
are the thinnest guesses, and so are the Eonavian and Cape Verdean lines.

Vendors (Kutxabank, Unicaja, Ibercaja, Laboral Kutxa, Cajamar, Bankinter, Cecabank, Paylands,
Paynopain, Pecunpay, Outvio, Paack, Koiki, Logista, Ontruck, Trucksters, CorreosExpress,
FacturaDirecta, a3innuva, Viafirma, Validated ID, Lleida.net, Instasent, Clientify, Izenpe,
Uanataca, Wallapop, Idealista, Avirato, Ulyses Cloud, Kross Booking, Icnea, Hotelinking, Roiback,
Civitfun, Partee, Raixer, E-goi, CashPlus, Damane Cash, CEC Bank, LibraPay, KG Inicis, Steppay,
Eduzz, TecnoSpeed, Moip, Mundipagg, Arquivei and Consorsbank) are ones heldouts 5 to 150 do not
name. Their shapes as the author believes them: Moip's forty-character key of capitals and
digits, KG Inicis' 32-character base64 sign key, Clientify's and E-goi's forty hex digits; every
other shape (the banks' UUIDs and runs, Outvio's `ov_`, Mundipagg's `sk_`, the JWTs, the hex,
base64 and URL-safe runs) is the author's guess, since none of them publishes one the author
knows. The keys given to code (GitLab's `glpat-`, NetBox's forty hex, Azure storage's 88-character base64,
Keycloak's client secret, an Entra ID client secret with its `~`, a Tableau personal access
token's `…==:…`) follow shapes the author believes real.

The ids are kinds heldouts 5 to 150 do not use: a Spanish overhead crane operator's licence
(carné de operador de grúa puente), an EN ISO 9606-1 welder qualification certificate, a
professional diver's card (tarjeta de buceador profesional), a Patrón Local de Pesca title, a
cattle insemination technician's card (carné de inseminador), a health professional's CIAS code,
a pilgrim's credential (credencial del peregrino), Cape Verde's Cartão Nacional de Identificação,
a Brazilian OAB (bar) number, a Portuguese Ordem dos Médicos professional card (cédula
profissional), a Korean international driving permit (국제운전면허증), a German identity card's
access number (Zugangsnummer, CAN) and a Romanian Naval Authority certificate of competency
(certificat ANR), for which python-stdnum has no module and which no library or this file checks
(no check-digit algorithm is written here): their shapes are the author's guesses; passports
(Moroccan, Brazilian, Romanian, Korean) under Jebli, Northeastern Brazilian, Oltenian and Gangwon
words, likewise unchecked. Card numbers pass Luhn (the value helpers' brands, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes of heldouts 5 to 150 (Austria, Belgium, Estonia, the United Kingdom, Italy, Luxembourg and
Portugal, in ten corpora each, and Spain, in eleven), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, Spanish, Portuguese and Korean lists, each with a
valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored),
60 clean texts and 10 clean metadata dicts.
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

SEED = 153_604_829
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


_FISH = ["Bonito", "Percebe", "Necora", "Xarda", "Bocarte", "Lamprea", "Centolla", "Zamburina",
         "Pulpo", "Sardina", "Anchoa", "Merluza"]  # fmt: skip
_YARD = ["Quilla", "Grada", "Botadura", "Remolcador", "Casco", "Dique", "Cuaderna", "Proa",
         "Escora", "Amarre"]  # fmt: skip
_STEEL = ["Lingote", "Arrabio", "Escoria", "Palanquilla", "Bobina", "Horno", "Convertidor",
          "Tocho", "Cuchara"]  # fmt: skip
_DAIRY = ["Sobao", "Quesada", "Tudanca", "Pasiega", "Cuajada", "Nata"]
_PLACES = ["Vigo", "Ferrol", "Aviles", "Burela", "Bilbao", "Lierganes", "Sarria", "Melide",
           "Cudillero", "Luarca", "Ribadeo", "Santurtzi", "Bermeo", "Torrelavega", "Reinosa",
           "Barakaldo", "Sestao", "Mondonedo", "Navia", "Arzua"]  # fmt: skip
_NAMES = ["Suso", "Xurxo", "Uxia", "Brais", "Iria", "Xuan", "Covadonga", "Pelayo", "Nel", "Chema",
          "Tonin", "Iker", "Ane", "Gorka", "Nerea", "Unai", "Itziar", "Tsuis", "Rosinda",
          "Youssef", "Khadija", "Ionut", "Mihaela", "Djon", "Dina", "Minjun", "Juergen",
          "Thiago"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P3rc3b3", "N3c0r4", "Tr41n3r4", "L1ng0t3", "4rr4b10", "S0b40", "B0t4fum31r0", "C0nch4",
         "X4rd4"]  # fmt: skip


def _tin(g: random.Random) -> str:
    """A fish and the net weight of its tin, the way the cannery crew makes a password."""
    return f"{g.choice(_FISH)}{g.choice([80, 111, 120, 266, 550, 900])}g{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FISH).lower()}-{g.choice(_STEEL).lower()}{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _tin,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_YARD).lower()}_{g.randrange(1950, 2034)}",
    lambda g: f"Colada{g.randrange(100, 1000)}{g.choice(_STEEL)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_YARD).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Come{g.choice(_FISH)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"Camino{g.choice([100, 114, 118, 240, 321, 772])}km{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_DAIRY)}{g.choice(_PLACES)}{g.randrange(10, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Suso (lonja de Burela): the Marel grader admin password is {pw}",
    "Telegram from Iker: Surdry retort HMI password {pw}",
    "Teams chat, #aceria-horno2: AMETEK Land pyrometer web password {pw}",
    "Slack DM from Covadonga: Lely Horizon farm portal password {pw}",
    "Signal, Nerea (Bilbao ICU): Philips IntelliVue Information Center service password {pw}",
    "Google Chat, Ferrol welding bay: Lincoln PowerWave S500 web password {pw}",
    "Messenger, Djon: the Baader 581 filleting line service password is {pw}",
    "Webex chat, dairy QA: Bentley FTS analyser admin password {pw}",
    "Zoom chat during the milk audit: Foss MilkoScan FT+ instrument password {pw}",
    "e-mail from the Ferrol yard IT: AVEVA Marine licence server password {pw}",
    "ServiceNow INC0048812: Sysmex XN-1000 lab analyser password {pw}, please reset",
    "GLPI ticket 3307: the Roche cobas pure service password is {pw}",
    "Notion page 'Lonja Burela / auction clock': Aucxis clock operator password {pw}",
    "Confluence, Astillero Ferrol › Cutting: Messer OmniMat web password {pw}",
    "Apple Notes: Omnicell XT cabinet admin password {pw}",
    "Google Keep: GEA DairyPlan C21 password {pw}",
    "sticky note on the Avilés caster pulpit, typed up: SIMATIC PCS 7 engineering station password {pw}",
    "Runbook: export the retort log\n1. open the Surdry panel\n2. user mantenimiento\n3. password {pw}\n4. export the F0 log for lot L-0412",
    "Incident 2033-02-11: the Swisslog TranspoNet gateway in Bilbao was reachable from the guest network with password {pw}",
    "Hi Iker,\n\nthe Ascom Unite admin password for the Bilbao wards is {pw}. Delete this once it's in the vault.\n\nItziar",
    "README (cannery line 3)\nthe JBT seamer HMI is at https://seamer3.conservas.lan, admin password `{pw}`.",
    "dictated: the Dräger Infinity Gateway password is {pw} full stop",
    "note to self: SES.Hospedajes password for the Sarria albergue {pw}",
    "Suso: o contrasinal da báscula da lonxa é {pw}, non llo digas a ninguén, rapás",
    "dis o Xurxo que o contrasinal novo do ordenador da nave é {pw}, son sinco letras e o resto números",
    "o contrasinal do ordenador da cooperativa é {pw}, díxomo o meu irmao",
    "tu non llo digas a ninguén: o contrasinal do correo é {pw}",
    "Xuan: la mio contraseña nueva del corréu ye {pw}",
    "la contraseña del outru ordenador del taller ye {pw}, nun lla digas a naide",
    "Nel: la contraseña nova del portal ye {pw}, cambiéila onte",
    "a contrasinal del ordenador da fábrica ye {pw}, nun-o digas a naide",
    "la contraseña del ordenaor de la vaquería es {pw}, no se la digas a naide, mozuca",
    "la contraseña del ordenaoru de la cabaña jue cambiá, agora es {pw}",
    "la contraseña del mieu corréu ye {pw}",
    "Tsuis: la contraseña de la tsave del portal ye {pw}, tsueu te tsamo",
    "Iker: Surdry-ko pasahitz barrie {pw} da, ez eutsazu iñori esan",
    "Nerea: nere pasahitz berriya {pw} da, iñori ez esan",
    "ordenagailuko pasahitza {pw} dek, Unai",
    "a senha noba do computador da fábrica é {pw}, num digas a ninguém, carago",
    "Zé Manel: bai ao portal, a senha é {pw}",
    "a palavra-passe do Portal das Finanças é {pw}",
    "Hamid: l-password d l-ordinateur hwa {pw}, ntina ma t9olha l-7ad",
    "الباسوورد ديال البيسي ديال المخزن هو {pw}، ما تقولوش لحتى واحد",
    "Florin: schimbai parola la calculator, acuma e {pw}",
    "nha password di email é {pw}, ka bu fla ningen",
    "Dina: password di computador di armazém é {pw}, ka bo konta ninguem",
    "알베르게 노트북 비번은 {pw}이드래요",
    "Jürgen: das Passwort für mein Mailkonto ist {pw}",
    "oxe, a senha do notebook é {pw}, visse?",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["suso.v", "xurxo", "uxia.f", "brais", "iria.m", "xuan", "covadonga", "pelayo.a", "nel",
          "chema", "tonin", "iker.b", "ane.g", "gorka", "nerea", "unai", "itziar", "tsuis",
          "ximena", "zemanel", "rosinda", "youssef.b", "khadija", "hamid", "ionut", "mihaela",
          "florin", "djon", "dina.cv", "minjun", "juergen", "thiago", "svc-lonja", "svc-retorta",
          "hist-acer"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Gorka: the Danieli HMI login is {u} / {pw}",
    "GLPI #3311: {u} locked out of the Sysmex, last password {pw}",
    "Confluence › Lonja › Aucxis clock: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| DelPro | {u} | {pw} |",
    "log into the Omnicell as {u} with {pw}",
    "Kemppi cloud {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: retort-3\n  user: {u}\n  pass: {pw}",
    "Itziar says the Ascom login is {u} and the password is {pw}",
    "system,user,password\nlely-horizon,{u},{pw}",
    "ssh {u}@seamer3.conservas.lan (password {pw})",
    "creds for the Avirato desk are {u} and {pw}",
    "usuario {u}, contrasinal {pw}, non o perdas",
    "usuariu {u}, contraseña {pw}",
    "el usuariu es {u} y la contraseña {pw}",
    "erabiltzailea {u} da eta pasahitza {pw}",
    "erabiltzaile {u}, pasahitza {pw}, iñori ez",
    "utilizador {u}, senha {pw}, carago",
    "user {u} w lmot de passe {pw}",
    "utilizator {u}, parola {pw}",
    "user {u}, password {pw}, ka bu skese",
    "아이디 {u} / 비번 {pw}",
    "Benutzername {u}, Passwort {pw}",
    "Slack, Gorka: login for the caster historian {u}, pw {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["percebe", "necora", "xarda", "bocarte", "palanquilla", "tudanca", "sobao",
               "trainera", "arrabio", "lingote", "horreo", "queimada", "botafumeiro", "zamburina",
               "lamprea", "centolla"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "voice memo: the albergue wifi password is {w} and after that {d}, together",
    "it's {w}{d}, word and digits stuck together",
    "o contrasinal é a palabra {w} e despois {d}",
    "la contraseña ye la pallabra {w} y depués {d}",
    "pasahitza {w} hitza da, eta gero {d}",
    "a senha é a palabra {w}, e a seguir {d}",
    "lpassword hiya lkelma {w} w men b3d {d}",
    "parola e cuvântul {w}, apoi {d}",
    "password é palavra {w}, dipôs {d}",
    "비번은 {w} 라는 단어, 그 다음에 {d}",
    "das Passwort ist das Wort {w}, danach {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_COMMANDS = [
    "pkcs15-tool --verify-pin --auth-id 01 --pin '{pw}'",
    "AutoFirma sign -i factura-0412.pdf -o factura-0412-firmada.pdf -format pades -store pkcs12:/home/{u}/certificado.p12 -password '{pw}'",
    "bench new-site erp.conservas.lan --mariadb-root-password '{pw}' --install-app erpnext",
    "jupyter notebook --no-browser --port 8899 --NotebookApp.token='{pw}'",
    "sshpass -p '{pw}' ssh {u}@retort3.conservas.lan",
    "mysql -h mysql.albergue.lan -u {u} -p'{pw}' reservas",
    "redis-cli -h redis.lonja.lan -a '{pw}' info keyspace",
    "curl -u {u}:{pw} https://reservas.costaverde.lan/api/camas",
    "smbclient //fs.astillero.lan/planos -U 'CVI\\{u}%{pw}'",
    "xfreerdp /v:hmi-caster.aceria.lan /u:{u} /p:'{pw}'",
    "7z a -p'{pw}' -mhe=on nominas-2033.7z nominas/",
    "net use \\\\fs.hospital.lan\\farmacia /user:CVI\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora.hospital.lan:1521/HIS",
    "ipmitool -I lanplus -H bmc-hist1.aceria.lan -U {u} -P '{pw}' chassis status",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\iker> {c}", "C:\\ops> {c}", "xurxo@lonja-burela:~$ {c}",
    "history | grep -i pass\n  412  {c}", "zsh, ~/cvi/retorta % {c}",
    "Windows Terminal (Ubuntu), covadonga@hist1:~$ {c}", "o comando que lancei: {c}",
    "el comandu que tiré: {c}", "exekutatu neban komandoa: {c}", "comanda pe care o dădui: {c}",
    "lcommande li derti: {c}", "der Befehl, den ich eingetippt habe: {c}",
]  # fmt: skip
_CODE = [
    'ctx = ClientContext("https://cvi.sharepoint.com/sites/lonja").with_credentials(UserCredential("{u}@costaverde.es", "{pw}"))',
    'Authentication auth = new UsernamePasswordAuthenticationToken("{u}", "{pw}");',
    'env.put(Context.SECURITY_PRINCIPAL, "cn={u},ou=lonja,dc=costaverde,dc=lan");\nenv.put(Context.SECURITY_CREDENTIALS, "{pw}");',
    'FTPSClient ftps = new FTPSClient();\nftps.connect("ftps.lonja.lan");\nftps.login("{u}", "{pw}");',
    'AuthenticationContext ac = new AuthenticationContext("{u}", "{pw}".toCharArray(), "CVI");',
    'return DataSourceBuilder.create().url("jdbc:postgresql://pg.hospital.lan/farmacia").username("{u}").password("{pw}").build();',
    'using var ctx = new PrincipalContext(ContextType.Domain, "CVI", "{u}", "{pw}");',
    'var root = new DirectoryEntry("LDAP://dc1.costaverde.lan", @"CVI\\{u}", "{pw}");',
    'await smtp.AuthenticateAsync("{u}@costaverde.es", "{pw}");',
    'var redis = ConnectionMultiplexer.Connect("redis.lonja.lan:6379,password={pw},ssl=true");',
    'var bus = RabbitHutch.CreateBus("host=mq.conservas.lan;username={u};password={pw}");',
    'cfg.Host("mq.aceria.lan", "/", h => {{ h.Username("{u}"); h.Password("{pw}"); }});',
    'conn, err := amqp.Dial("amqp://{u}:{pw}@mq.lonja.lan:5672/")',
    'c, _ := ftp.Dial("ftp.lonja.lan:21") // github.com/jlaffaye/ftp\nerr = c.Login("{u}", "{pw}")',
    'pool, err := pgxpool.New(ctx, "postgres://{u}:{pw}@pg.hospital.lan:5432/uci")',
    'req.SetBasicAuth("{u}", "{pw}")',
    'let client = redis::Client::open("redis://:{pw}@redis.albergue.lan:6379/0")?;',
    'ldap.simple_bind("cn={u},dc=costaverde,dc=lan", "{pw}").await?.success()?;',
    'const pool = new Pool({{ host: "pg.lonja.lan", user: "{u}", password: "{pw}", database: "subasta" }});',
    'await page.authenticate({{ username: "{u}", password: "{pw}" }});',
    'client.bind("cn={u},ou=albergues,dc=costaverde,dc=lan", "{pw}", (err) => {{ if (err) throw err; }});',
    '$redis = new Predis\\Client([\'host\' => \'redis.albergue.lan\', \'password\' => \'{pw}\']);',
    '$sftp = new SFTP(\'sftp.lonja.lan\');\nif (!$sftp->login(\'{u}\', \'{pw}\')) {{ exit(1); }}',
    '$connection = new AMQPStreamConnection(\'mq.lonja.lan\', 5672, \'{u}\', \'{pw}\');',
    'Net::SFTP.start("sftp.lonja.lan", "{u}", password: "{pw}") do |sftp|',
    'HTTParty.get(url, basic_auth: {{ username: "{u}", password: "{pw}" }})',
    'imap = Net::IMAP.new("imap.costaverde.es", ssl: true)\nimap.login("{u}", "{pw}")',
    'my $ldap = Net::LDAP->new("ldaps://dc1.costaverde.lan");\n$ldap->bind("uid={u},ou=people,dc=costaverde,dc=lan", password => "{pw}");',
    'provider "vsphere" {{\n  user           = "{u}@vsphere.local"\n  password       = "{pw}"\n  vsphere_server = "vc.astillero.lan"\n}}',
]  # fmt: skip
_CODE_PLACES = [
    "{c}", "snippet from the integration repo:\n{c}", "merge request !412, line 18:\n{c}",
    "GLPI #3388, pasted by the contractor:\n{c}",
    "Slack snippet from Gorka:\n{c}",
    "pasted into Jira INT-91:\n{c}", "código do integrador:\n{c}",
    "integratzailearen kodea:\n{c}", "código que o fornecedor mandou:\n{c}",
    "from the vendor's sample, adapted:\n{c}", "외주 업체 코드:\n{c}", "Code vom Dienstleister:\n{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_commands = _framed("cli_password", _COMMANDS, _SHELLS)
_code = _framed("cli_password", _CODE, _CODE_PLACES)


def _databricks_token(g: random.Random) -> str:
    return "dapi" + _r(g, HEX, 32)


_WORKSPACE = "adb-4812093377165520.3.azuredatabricks.net"
_URLS: dict[str, Maker] = {  # template: the secret's maker
    f"databricks://token:{{pw}}@{_WORKSPACE}?http_path=/sql/1.0/warehouses/7a1f0c93be24d815&catalog=aceria": _databricks_token,
    f"jdbc:databricks://{_WORKSPACE}:443/default;transportMode=http;ssl=1;AuthMech=3;httpPath=/sql/1.0/warehouses/7a1f0c93be24d815;UID=token;PWD={{pw}}": _databricks_token,
    "hg+https://{u}:{pw}@hg.costaverde.lan/recetas-conserva#egg=recetas": _plain_pw,
    "bzr+https://{u}:{pw}@bzr.astillero.lan/planos#egg=planos": _plain_pw,
    "svn+https://{u}:{pw}@svn.astillero.lan/casco-412/trunk#egg=casco412": _plain_pw,
    "jdbc:sqlite:file:/srv/lonja/subasta.db?cipher=sqlcipher&legacy=4&key={pw}": _plain_pw,
    "jdbc:avatica:remote:url=https://phoenix.aceria.lan:8765;serialization=PROTOBUF;authentication=BASIC;avatica_user={u};avatica_password={pw}": _plain_pw,
    "netezza+nzpy://{u}:{pw}@nz.aceria.lan:5480/COLADAS": _plain_pw,
    "jdbc:arrow-flight-sql://flight.aceria.lan:32010?useEncryption=true&user={u}&password={pw}": _plain_pw,
    "fish://{u}:{pw}@nas.albergue.lan/fotos": _plain_pw,
    "sqs://AKIA4CVIL0NJAB7QX2ME:{pw}@": _j((ALNUM, 40)),
    "mysql+mysqlconnector://{u}:{pw}@mysql.albergue.lan:3306/reservas": _plain_pw,
    "postgresql+psycopg2://{u}:{pw}@pg.hospital.lan:5432/farmacia": _plain_pw,
}  # fmt: skip
_URL_PLACES = [
    "AIRFLOW_CONN_ACERIA_HISTORIAN='{c}'", "CELERY_BROKER_URL={c}",
    "keep this connection string for me: {c}", "a cadea de conexión é {c}",
    "konexio-katea: {c}", "a string de ligação: {c}", "Notion › Datos › Conexiones: {c}",
    "GLPI #3320: {c}",
]  # fmt: skip


def _url_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _URLS[template](rng), "u": rng.choice(_USERS)}


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = _Family("connection_string", list(_URLS), _url_draw, "pw").take(rng, n)
    airflow, celery, *others = _URL_PLACES
    out = []
    for s in samples:
        if s.text.startswith("sqs:"):
            frame = celery
        elif s.text.startswith("databricks:"):
            frame = airflow
        else:
            frame = rng.choice(others)
        out.append(Sample(s.cls, frame.format(c=s.text), s.secret))
    return out


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "costa-verde-industrias", "sub": f"acc_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "shipments:write labels:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Kutxabank", "KUTXABANK_PSD2_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Unicaja", "UNICAJA_API_SECRET", _j((ALNUM, 40))),
    ("Ibercaja", "IBERCAJA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Laboral Kutxa", "LABORALKUTXA_API_KEY", _j((HEX, 32))),
    ("Cajamar", "CAJAMAR_OPENBANKING_SECRET", _j((ALNUM, 32))),
    ("Bankinter", "BANKINTER_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Cecabank", "CECABANK_CLAVE_CIFRADO", _j((UPPER_DIGITS, 24))),
    ("Paylands", "PAYLANDS_API_KEY", _j((HEX, 32))),
    ("Paynopain", "PAYNOPAIN_SIGNATURE", _j((ALNUM, 32))),
    ("Pecunpay", "PECUNPAY_API_SECRET", _j((B64, 43), "=")),
    ("Outvio", "OUTVIO_API_KEY", _j("ov_", (ALNUM, 40))),
    ("Paack", "PAACK_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Koiki", "KOIKI_API_TOKEN", _j((HEX, 40))),
    ("Logista", "LOGISTA_PARCEL_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Ontruck", "ONTRUCK_API_TOKEN", _vendor_jwt("https://api.ontruck.com")),
    ("Trucksters", "TRUCKSTERS_API_KEY", _j((HEX, 64))),
    ("CorreosExpress", "CEX_API_KEY", _j((ALNUM, 32))),
    ("FacturaDirecta", "FACTURADIRECTA_API_TOKEN", _j((HEX, 40))),
    ("a3innuva", "A3INNUVA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Viafirma", "VIAFIRMA_API_SECRET", _j((ALNUM, 40))),
    ("Validated ID", "VALIDATEDID_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Lleida.net", "LLEIDANET_API_KEY", _j((ALNUM, 32))),
    ("Instasent", "INSTASENT_API_TOKEN", _j((ALNUM, 40))),
    ("Clientify", "CLIENTIFY_API_TOKEN", _j((HEX, 40))),
    ("Izenpe", "IZENPE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Uanataca", "UANATACA_API_KEY", _j((HEX, 32))),
    ("Wallapop", "WALLAPOP_PRO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Idealista", "IDEALISTA_API_SECRET", _j((ALNUM, 32))),
    ("Avirato", "AVIRATO_API_TOKEN", _j((HEX, 40))),
    ("Ulyses Cloud", "ULYSES_API_KEY", _j((ALNUM, 32))),
    ("Kross Booking", "KROSS_API_KEY", _j((HEX, 32))),
    ("Icnea", "ICNEA_API_TOKEN", _j((ALNUM, 40))),
    ("Hotelinking", "HOTELINKING_API_KEY", _j((URLSAFE, 40))),
    ("Roiback", "ROIBACK_API_SECRET", _j((ALNUM, 48))),
    ("Civitfun", "CIVITFUN_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Partee", "PARTEE_API_TOKEN", _j((ALNUM, 40))),
    ("Raixer", "RAIXER_API_TOKEN", _vendor_jwt("https://api.raixer.com")),
    ("E-goi", "EGOI_API_KEY", _j((HEX, 40))),
    ("CashPlus", "CASHPLUS_MERCHANT_SECRET", _j((ALNUM, 32))),
    ("Damane Cash", "DAMANECASH_API_KEY", lambda g: v.uuid4(g, "b")),
    ("CEC Bank", "CECBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("LibraPay", "LIBRAPAY_MERCHANT_KEY", _j((UPPER_HEX, 32))),
    ("KG Inicis", "INICIS_SIGN_KEY", _j((B64, 32))),
    ("Steppay", "STEPPAY_SECRET_TOKEN", _j((ALNUM, 48))),
    ("Eduzz", "EDUZZ_API_KEY", _j((HEX, 32))),
    ("Moip", "MOIP_KEY", _j((UPPER_DIGITS, 40))),
    ("Mundipagg", "MUNDIPAGG_SECRET_KEY", _j("sk_", (ALNUM, 32))),
    ("Arquivei", "ARQUIVEI_API_KEY", _j((HEX, 40))),
    ("Consorsbank", "CONSORSBANK_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "GitHub Actions, deploy.yml:\n    env:\n      {env}: {tok}",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "crontab -l: 15 3 * * * {env}={tok} /opt/cvi/bin/sync-reservas.sh",
    "Portainer stack 'reservas', env: {env}={tok}",
    "Costa Verde intranet › Integraciones › {vendor} › clave API: {tok}",
    "Notion table 'Integraciones': | {vendor} | 2033 | {tok} |",
    "Teams, Iker: {vendor} key for the reservas sync: {tok}",
    "GLPI #3344: {vendor} sync returns 401, configured key {tok}",
    "Jira INT-88: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "a clave da API de {vendor} é {tok}",
    "la clave API de {vendor} ye {tok}",
    "la clave API de {vendor} pa la vaquería es {tok}",
    "{vendor}-ko API gakoa {tok} da",
    "{vendor}-en API giltza: {tok}",
    "la tsave API de {vendor} ye {tok}",
    "a chabe da API da {vendor} é {tok}",
    "Signal, Nerea: the {vendor} secret for the ward sync is {tok}",
    "WhatsApp, Suso: new {vendor} token {tok}, the old one is dead",
    "e-mail from Itziar: the {vendor} key for the pharmacy sync is {tok}",
    "Google Keep: {vendor} API key — {tok}",
    "Messenger, Djon: {vendor} API key for the remittance app {tok}",
    "puse cheia API {vendor} nouă: {tok}",
    "API key di {vendor} é {tok}",
    "{vendor} API 키: {tok}",
    "API-Schlüssel von {vendor} für die Herberge: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    glpat = "glpat-" + _r(rng, URLSAFE, 20)
    netbox = _r(rng, HEX, 40)
    blob = _r(rng, B64, 86) + "=="
    keycloak = _r(rng, ALNUM, 32)
    entra = _r(rng, ALNUM, 3) + "8Q~" + _r(rng, URLSAFE + ".~", 34)
    tableau = _r(rng, B64, 22) + "==:" + _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'gl = gitlab.Gitlab("https://gitlab.costaverde.lan", private_token="{glpat}")', glpat),
        Sample("vendor_token", f'nb = pynetbox.api("https://netbox.aceria.lan", token="{netbox}")', netbox),
        Sample("vendor_token", f'svc = BlobServiceClient(account_url="https://cvilonja.blob.core.windows.net", credential="{blob}")', blob),
        Sample("vendor_token", f'oidc = KeycloakOpenID(server_url="https://sso.hospital.lan/", realm_name="uci", client_id="monitor-bridge", client_secret_key="{keycloak}")', keycloak),
        Sample("vendor_token", f'app = msal.ConfidentialClientApplication("2f6c1a7e-0b3d-4c58-9e21-7d4a8b6f3c10", authority=AUTHORITY, client_credential="{entra}")', entra),
        Sample("vendor_token", f'auth = TSC.PersonalAccessTokenAuth("aceria-bridge", "{tableau}", site_id="aceria")', tableau),
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


_BARE_PLACES = ["{t}", "Teams: {t}", "só o amosa unha vez, aquí vai:\n{t}", "gorde ezazu hau: {t}",
                "{t}\n^ o novo, o vello xa non vale", "keep this for me: {t}", "păstrează-l: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 46)), _j((URLSAFE, 54)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES key of the Aucxis auction clock's export (hex): {h}": 32,
    "HMAC secret for the Paylands notification webhook: {h}": 64,
    "LoRaWAN AppKey of milk tank sensor T-04 at Liérganes: {h}": 32,
    "pre-shared key of the caster gateway's Modbus/TLS tunnel: {h}": 64,
    "chave de cifrado do backup da lonxa: {h}": 64,
    "babeskopiaren zifratze-gakoa: {h}": 64,
    "cheia de criptare a backup-ului: {h}": 48,
    "백업 암호화 키: {h}": 64,
    "DICOM anonymiser key of the Bilbao PACS: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #3390: token copied from the browser dev tools {t}",
    "Cookie: lang=gl; cvi_session={t}",
    "RESERVAS_ACCESS_TOKEN={t}",
    "garda este token: {t}",
    "token-a: {t}",
    "o token é {t}",
    "Freshdesk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.costaverde.lan/realms/cvi",
            "azp": "reservas-web",
            "realm_access": {"roles": ["albergue", "recepcion"]},
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the retort data logger, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.costaverde.es.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"TICKETBAI_CERT_KEY": "{key}", "entorno": "pruebas"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_astillero <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI ticket 3402, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "a chave privada do servidor da lonxa:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Osakidetza SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trezor Safe 3 backup, copying it before I shred the card: {p}": "english",
    "Sparrow wallet recovery words\n{p}": "english",
    "voice memo: the Nunchuk wallet words are {p} and that's all": "english",
    "Notion page 'Fondo peregrinos wallet (retired)': {p}": "english",
    "frase de recuperación de la cartera Zengo: {p}": "spanish",
    "frase de recuperación da carteira Blockstream, gárdaa ben: {p}": "spanish",
    "las pallabres de la cartera Ledger, nun les pierdas: {p}": "spanish",
    "frase de recuperação da carteira BlueWallet, visse: {p}": "portuguese",
    "palabras da carteira Exodus, num as percas, carago: {p}": "portuguese",
    "Seed-Wörter meiner Wallet: {p}": "english",
    "지갑 복구 문구 (비트박스): {p}": "korean",
    "복구 단어들이드래요: {p}": "korean",
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


_CARD_PLACES = [
    "Teams, Iker: the company card for the Surdry spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} caduca {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "GLPI #3420: pay the Lely service visit with card {c}",
    "número da tarxeta: {c}, {mm}/{yy}",
    "el númberu de la tarxeta ye {c}",
    "txartelaren zenbakia: {c}",
    "o número do cartão é {c}, {mm}/{yy}, carago",
    "raqm lcarte dyali: {c}",
    "numărul cardului: {c}, expiră {mm}/{yy}",
    "Min-jun's card for the albergue deposit: {c}",
    "Kartennummer: {c}, gültig bis {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "maestro", "amex", "discover", "jcb", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["CVV of the Ibercaja Visa {c}: {cvv}",
               "os tres números de atrás da tarxeta: {cvv}",
               "txartelaren atzeko hiru zenbakiak: {cvv}",
               "cele trei cifre de pe spatele cardului: {cvv}",
               "Amex {c}, four-digit code printed above the number: {cvv}",
               "카드 뒷면 세 자리: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes of heldouts 5 to 150; BBAN shapes
# (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"AT": "n" * 16, "BE": "n" * 12, "EE": "n" * 16, "GB": "aaaa" + "n" * 14,
                "IT": "a" + "n" * 10 + "c" * 12, "LU": "nnn" + "c" * 13, "PT": "n" * 21,
                "ES": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CVI-2033-0412: please pay the tinplate supplier to {i} within 30 days",
    "save the Tallinn net-maker's IBAN: {i}",
    "IBAN: {i}\nConcepto: bonito del norte, lote 44",
    "Teams #tesorería: the broker's new bank details, IBAN {i}",
    "o meu IBAN: {i}",
    "el mio IBAN ye {i}",
    "nire IBANa: {i}",
    "o meu IBAN é {i}, carago",
    "Khadija's IBAN for the payroll: {i}",
    "IBAN-ul meu: {i}",
    "제 IBAN: {i}",
    "meine IBAN für die Rückerstattung: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _crane(g: random.Random) -> str:
    """An overhead crane operator's licence, as guessed: the region, OGP, a year and a serial."""
    return f"AST-OGP-{g.randrange(2015, 2034)}-{_r(g, D, 5)}"


def _welder(g: random.Random) -> str:
    """An EN ISO 9606-1 welder qualification certificate number, as guessed."""
    return f"ES-WQ-{_r(g, D, 7)}"


def _diver(g: random.Random) -> str:
    """A Spanish professional diver's card, as guessed: BP, the province and six digits."""
    return f"BP-15-{_r(g, D, 6)}"


def _plp(g: random.Random) -> str:
    """A Patrón Local de Pesca title, as guessed: PLP, the province and six digits."""
    return f"PLP/27/{_r(g, D, 6)}"


def _inseminator(g: random.Random) -> str:
    """A cattle insemination technician's card in Cantabria, as guessed."""
    return f"INS-39-{_r(g, D, 6)}"


def _cias(g: random.Random) -> str:
    """A health professional's CIAS code, as guessed: ten digits and a letter, no check."""
    return g.choice("1234") + _r(g, D, 9) + g.choice("BCDEFGHJKMN")


def _credencial(g: random.Random) -> str:
    """A pilgrim's credential number, as guessed: eight digits."""
    return g.choice("23456789") + _r(g, D, 7)


def _cv_cni(g: random.Random) -> str:
    """Cape Verde's Cartão Nacional de Identificação, as guessed: a birth date, the sex, a serial
    and a letter."""
    born = f"{g.randrange(1960, 2005)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return f"{born}{g.choice('MF')}{_r(g, D, 3)}{g.choice(UPPER)}"


def _oab(g: random.Random) -> str:
    """A Brazilian OAB (bar) registration: the state and a number in thousands' groups."""
    number = f"{g.randrange(100, 700)}.{g.randrange(1000):03d}"
    return f"OAB/{g.choice(['CE', 'PE', 'BA', 'PB', 'RN'])} {number}"


def _om(g: random.Random) -> str:
    """A Portuguese Ordem dos Médicos professional card, as guessed: six digits."""
    return g.choice("123456") + _r(g, D, 5)


def _kr_idp(g: random.Random) -> str:
    """A Korean international driving permit number, as guessed."""
    return f"IDP-{g.randrange(30, 34)}-{_r(g, D, 7)}"


def _de_can(g: random.Random) -> str:
    """A German identity card's six-digit card access number (CAN)."""
    return _r(g, D, 6)


def _anr(g: random.Random) -> str:
    """A Romanian Naval Authority certificate of competency, as guessed: a serial, ANR and a year."""
    return f"{_r(g, D, 6)}/ANR/{g.randrange(2016, 2034)}"


def _ma_passport(g: random.Random) -> str:
    """A Moroccan passport, as guessed: two letters and seven digits."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _br_passport(g: random.Random) -> str:
    """A Brazilian passport: two letters and six digits."""
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _ro_passport(g: random.Random) -> str:
    """A Romanian passport, as guessed: eight digits."""
    return "05" + _r(g, D, 6)


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M and eight digits."""
    return "M" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "Xuan's overhead crane operator licence (carné de operador de grúa puente), for the subcontractor: {s}": _crane,
    "Xuan: el mio carné d'operador de grúa puente ye'l {s}": _crane,
    "welder qualification certificate (EN ISO 9606-1) of Xurxo, for the hull block 412 file: {s}": _welder,
    "certificado de soldador ISO 9606 do Brais: {s}": _welder,
    "Suso's professional diver card (tarjeta de buceador profesional), for the hull insurance: {s}": _diver,
    "título de Patrón Local de Pesca do meu pai: {s}": _plp,
    "Patrón Local de Pesca title number of the Burela skipper: {s}": _plp,
    "carné de inseminador de la mozuca de Liérganes: {s}": _inseminator,
    "CIAS code of Dr. Etxeberria, for the Osakidetza rota: {s}": _cias,
    "Itziar's CIAS code, for the locum contract: {s}": _cias,
    "credencial del peregrino number of the Korean pilgrim in bed 14: {s}": _credencial,
    "순례자 크레덴시알 번호: {s}": _credencial,
    "nha Cartão Nacional de Identificação: {s}": _cv_cni,
    "número da OAB do Thiago, advogado, pra ficha do albergue: {s}": _oab,
    "cédula profissional da Ordem dos Médicos da Dra. Rosinda: {s}": _om,
    "국제운전면허증 번호는 {s}이드래요": _kr_idp,
    "Zugangsnummer (CAN) meines Personalausweises: {s}": _de_can,
    "certificatul de competență ANR al lui Florin, zise să-l trec: {s}": _anr,
    "ra9m l-paspor d Hamid, ntina ktbo: {s}": _ma_passport,
    "o número do meu passaporte, visse: {s}": _br_passport,
    "pașaportul lu' Ionuț, îl puse aici: {s}": _ro_passport,
    "제 여권번호는 {s}이드래요": _kr_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Kutxabank 2FA recovery codes\n{codes}",
            "códigos de respaldo de la cuenta de Google del albergue: {codes}",
            "códigos de recuperación do Microsoft 365 da lonxa:\n{codes}",
            "berreskuratze-kodeak:\n{codes}", "coduri de rezervă pentru contul CEC Bank: {codes}",
            "백업 코드: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Avirato:iker@costaverde.es?secret={s}&issuer=Avirato&period=30",
              "Aegis, manual entry for the Paylands dashboard: {s}",
              "clave de configuración 2FA del portal de la lonja: {s}",
              "2FA gakoa: {s}"]  # fmt: skip
_CODES = ["Kutxabank: tu código de verificación es {c}. No lo compartas con nadie.",
          "O teu código de acceso á Sede Electrónica é {c}",
          "Codul tău CEC Bank este {c}. Nu-l comunica nimănui.",
          "[Web발신] 인증번호 [{c}]를 입력해 주세요.",
          "Use {c} to confirm the transfer in the Unicaja app"]  # fmt: skip


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


_SSIDS = ["Albergue-Melide", "CVI-Lonxa-Burela", "Astillero-Ferrol-5G", "MOVISTAR_7A2C",
          "DIGIFIBRA-Ax9F", "Vodafone-C4E1", "Aceria-Aviles-OT", "Vaqueria-Lierganes",
          "Euskaltel-5G-2B", "R-Cable-Sarria", "Telecable_Cudillero", "O2-Wifi-Portomarin",
          "Pension-Arzua", "Conservas-Vigo-L3"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "albergue wifi: {s} / {pw}",
    'code.py on the milk-tank sensor:\nwifi.radio.connect("{s}", "{pw}")',
    "the key printed under the router in the Melide albergue: {pw}",
    "wifi do albergue {s}: o contrasinal é {pw}",
    "la contraseña del wifi {s} ye {pw}",
    "wifi-aren pasahitza ({s}): {pw}",
    "a senha do wifi {s} é {pw}",
    "lwifi {s}, lcode howa {pw}",
    "parola de la wifi {s} e {pw}",
    "password di wifi {s} é {pw}",
    "와이파이 {s} 비번: {pw}",
    "WLAN {s}, Passwort {pw}",
    "senha do wi-fi {s}: {pw}, visse",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ov_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_", (ALNUM, 24)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated on the phone] {t}",
          "(with spaces so the Teams preview hides it) {t}", "letra a letra: {t}",
          "letraz letra: {t}", "literă cu literă: {t}", "글자 하나씩: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["código del portal del albergue de Sarria: {pw}",
          "la caxa de les llaves del taller abre con {pw}", "candado de la cuadra de Liérganes: {pw}",
          "neure etxeko atiko kodie {pw} da", "código do cadeado do armazém: {pw}, carago",
          "the cold-store door keypad at the cannery takes {pw} then #",
          "padlock on the net loft at Burela: {pw}", "codul de la lacătul magaziei: {pw}",
          "lcode dyal lcadenas dyal lmagasin: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["percebe", "necora", "xarda", "bocarte", "lamprea", "centolla", "trainera",
                 "horreo", "palanquilla", "arrabio", "tudanca", "sobao", "orujo", "queimada",
                 "gaita", "bordon"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the lonja vault: {p}": " ",
            "frase de paso do KeePassXC da nave: {p}": "-",
            "pasaesaldia: {p}": " ", "frase-passe do cofre, carago: {p}": ".",
            "Proton Pass master passphrase: {p}": "_", "frază de acces pentru backup: {p}": " ",
            "백업 패스프레이즈: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "haproxy.cfg: http-request set-header Authorization \"Basic {v}\"": True,
    "Insomnia export: Authorization: Bearer {v}": False,
    "Bruno collection, headers {{ authorization: Bearer {v} }}": False,
    "curl -H 'Authorization: Basic {v}' https://reservas.costaverde.lan/api/camas": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS: dict[str, Maker] = {  # template: the secret's maker
    "application.properties (Micronaut, lab bridge):\ndatasources.default.url=jdbc:postgresql://pg.hospital.lan/lab\ndatasources.default.username=labbridge\ndatasources.default.password={pw}": _plain_pw,
    "airflow.cfg:\n[database]\nsql_alchemy_conn = postgresql+psycopg2://airflow:{pw}@pg.aceria.lan/airflow": _plain_pw,
    "coolwsd.xml:\n<admin_console enable=\"true\">\n  <username>cvi-admin</username>\n  <password>{pw}</password>\n</admin_console>": _plain_pw,
    "cruise-config.xml:\n<authConfig id=\"ldap\" pluginId=\"cd.go.authentication.ldap\">\n  <property><key>ManagerDN</key><value>cn=gocd,dc=costaverde,dc=lan</value></property>\n  <property><key>Password</key><value>{pw}</value></property>\n</authConfig>": _plain_pw,
    "~/.config/hexchat/servlist.conf:\nN=Costa Verde\nI=xurxo\nP={pw}\nS=irc.costaverde.lan/6697": _plain_pw,
    "/etc/mail/smtpd.conf:\ntable secrets file:/etc/mail/secrets\naction \"relay\" relay host smtp+tls://cvi@smtp.costaverde.es:587 auth <secrets>\n/etc/mail/secrets:\ncvi alertas@costaverde.es:{pw}": _plain_pw,
    "application.yml (reservas):\nspring.data.redis.host: redis.albergue.lan\nspring.data.redis.password: {pw}": _plain_pw,
    "application.properties:\nspring.ldap.urls=ldaps://dc1.costaverde.lan:636\nspring.ldap.username=cn=svc-reservas,dc=costaverde,dc=lan\nspring.ldap.password={pw}": _plain_pw,
    "bootstrap.properties:\nspring.cloud.config.uri=https://config.costaverde.lan\nspring.cloud.config.username=config\nspring.cloud.config.password={pw}": _plain_pw,
    "application.properties (turnos):\nspring.security.user.name=admin\nspring.security.user.password={pw}\neureka.client.serviceUrl.defaultZone=http://eureka.hospital.lan:8761/eureka/": _plain_pw,
    "/etc/dovecot/dovecot-sql.conf.ext:\ndriver = pgsql\nconnect = host=pg.costaverde.lan dbname=correo user=dovecot password={pw}": _plain_pw,
    "/etc/freeradius/3.0/mods-available/sql:\nsql {{\n    dialect = \"mysql\"\n    server = \"mysql.costaverde.lan\"\n    login = \"radius\"\n    password = \"{pw}\"\n}}": _plain_pw,
    "/opt/seafile/conf/ccnet.conf:\n[Database]\nENGINE = mysql\nHOST = mysql.lonja.lan\nUSER = seafile\nPASSWD = {pw}\nDB = ccnet_db": _plain_pw,
    "/etc/crowdsec/local_api_credentials.yaml:\nurl: http://127.0.0.1:8080/\nlogin: albergue-melide\npassword: {pw}": _j((ALNUM, 48)),
    "etc/artemis-users.properties:\nadmin = {pw}": _plain_pw,
    "conf/application.conf (Play):\nslick.dbs.default.db.user = \"turnos\"\nslick.dbs.default.db.password = \"{pw}\"": _plain_pw,
    "~/.pgpass:\npg.hospital.lan:5432:farmacia:{u}:{pw}": _plain_pw,
    "pgbouncer userlist.txt:\n\"{u}\" \"{pw}\"": _plain_pw,
    "wp-config.php (albergue site):\ndefine( 'DB_PASSWORD', '{pw}' );": _plain_pw,
    "unattend.xml for the caster HMIs:\n<AdministratorPassword>\n  <Value>{pw}</Value>\n  <PlainText>true</PlainText>\n</AdministratorPassword>": _plain_pw,
}  # fmt: skip


def _config_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _CONFIGS[template](rng), "u": rng.choice(_USERS)}


_configs = _Family("config_file", list(_CONFIGS), _config_draw, "pw")


_CHATS = [
    "Suso: wifi password of the net loft?\nIker: {pw}",
    "[07:41] xuan: root pw for the caster historian?\n[07:42] covadonga: {pw}",
    "Nerea: {pw} is the new Ascom admin password",
    "Gorka: use {pw}, that's what the Danieli HMI has now",
    "Uxía: o contrasinal novo é {pw}",
    "Ane: pasahitz berria {pw} da",
    "Mihaela: parola nouă e {pw}",
    "Khadija: lpassword jdid howa {pw}",
    "서연: 새 비번은 {pw}",
    "Rosinda: a senha noba é {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "contra\u00adseña: {pw}", "pass\u2060wort = {pw}", "раsswоrd → {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱: {pw}", "ｃｏｎｔｒａｓｅñａ: {pw}", "pass\u200dword — {pw}", "ᴘᴀꜱꜱᴡᴏʀᴅ: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, close to heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 49), (_logins, 24), (_spelled, 12), (_commands, 14), (_code, 29), (_urls, 13),
    (_vendors, 55), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5),
    (_wifi, 15), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 20),
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
    "the Danieli HMI password is": "{s}", "Surdry service pw:": "{s} (since the retort swap in May)",
    "o contrasinal é": "{s}", "pasahitza:": "{s}\naldatu uztaila baino lehen",
    "la contraseña ye": "{s}", "a senha é": "{s}, carago", "parola e": "{s}", "비번은": "{s}",
    "Omnicell password": "{s}", "the password Gorka read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Paylands API key", "{s}", _j((HEX, 32))),
    ("split_token", "TecnoSpeed token:", "{s} (produção)", _j((HEX, 32))),
    ("split_token", "Civitfun key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "número da tarxeta", "{s} caduca 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "EE"))),
    ("split_backup", "Kutxabank recovery codes", "{s}\nmkvd-4481-p2xq\ntrnz-9035-w7hc", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "welder certificate (ISO 9606-1)", "{s}", _welder),
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
    '{"surdry": {"url": "https://retorta3.conservas.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contrasinal": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "gorka", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmis": [{"name": "caster-1"}, {"name": "caster-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pkcs15-tool", "--verify-pin", "--auth-id", "01", "--pin", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la contraseña del ordenaor de la vaquería", "valor": "{s}"}': ("meta_password", _plain_pw),
    '{"pasahitza": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Omnicell as farmacia2 with the password below", "answer": "{s}"}': ("meta_password", _plain_pw),
    '{"paylands": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"moipKey": "{s}"}': ("meta_token", _j((UPPER_DIGITS, 40))),
    '{"avirato_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"auth": {"scheme": "Bearer", "token": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"card_number": "{s}", "exp": "03/38"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LU")),
    '{"soldador": {"iso_9606_certificate": "{s}"}}': ("meta_id", _welder),
    '{"mfa": {"recovery_codes": ["{s}", "mkvd-4481-p2xq", "trnz-9035-w7hc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fondo_peregrinos_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"net_loft": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Albergue-Melide", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"asyncua-1.1.5-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"surdry-hmi-firmware-2.9.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.costaverde.lan/reservas-api:3.4").hexdigest()
_COMMIT = hashlib.sha1(
    b"retorta: add F0 calculation to the log export", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"reservas: revert bed map", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"subasta_2033-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"coladas-export-2030.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Danieli HMI password before the caster shutdown on 2033-07-14.",
    "Gorka asked for the net loft wifi password; it's on the card in the harbour office drawer.",
    "Policy: Costa Verde passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Teams; share a vault link instead.",
    "The `.env.example` line `PAYLANDS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Surdry panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_CIVITFUN_KEY> in the README with the key from the Civitfun dashboard.",
    "EDUZZ_API_KEY and OUTVIO_API_KEY must be set before the nightly sync runs.",
    "Non lle digas o teu contrasinal a ninguén, nin sequera ao servizo técnico.",
    "Nun-y digas la to contraseña a naide, nin al téunicu.",
    "Ez eman zure pasahitza inori, ezta teknikariari ere.",
    "Num dês a tua senha a ninguém, nem ao técnico, carago.",
    "Ma t3ti lpassword dyalk l7ta wa7ed.",
    "Nu da parola ta nimănui, nici măcar tehnicianului.",
    "Ka bu da bu password pa ningen.",
    "비밀번호는 아무에게도 알려주지 마세요.",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "La contraseña debe tener al menos catorce caracteres.",
    "A palavra-passe tem de ter pelo menos catorze caracteres.",
    "Upgraded the retort HMI firmware from 2.7 to 2.9 and asyncua to 1.1.5 last night.",
    f"commit {_COMMIT} adds the F0 calculation to the retort log export.",
    f"Rolled back to {_SHORT} after the bed map broke the reservas page.",
    f"requirements.txt: asyncua==1.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The Surdry HMI firmware 2.9 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of coladas-export-2030.parquet: {_SHA512}",
    f"The reservas API container runs registry.costaverde.lan/reservas-api@sha256:{_IMAGE}.",
    f"MD5 of subasta_2033-03-14.csv is {_MD5}, same as the copy on the lonja share.",
    "Request id 3f9a1c2e-7b4d-4e8a-9c1f-2d5b6a7e8f90 is the slow one in the reservas logs.",
    "Purchase order PO-2033-00917 for 12 000 tins of bonito del norte ships on Thursday.",
    "GLPI #3388: the Bilbao ICU monitors drop off the network at night.",
    "Call the Burela fish market office on +34 982 58 71 20 before noon.",
    "The Avilés van with plate 4827 LMN is booked for the ITV on Friday.",
    "ISBN 978-84-8306-412-2 is the Camino guide on the albergue shelf; 978-84-9759-215-4 is the tide table book.",
    "Ladle 3 tapped at 1612 °C; the slab is 220 mm thick and 1850 mm wide.",
    "The tank at Liérganes holds 6000 litres; this morning's milk was 3.9 % fat and 3.3 % protein.",
    "Bed 14 at the Melide albergue is free from 22 June; the pilgrim menu costs 12 euros.",
    "Ask Suso for the net loft padlock code, I don't have it.",
    "My card ending 4417 was declined at the Ribadeo hardware shop.",
    "The Tallinn net-maker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Paylands account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MOIP_KEY` in the secrets store, never in the repository.",
    "The padlock on the Burela net loft rusts in the salt air; oil it every month.",
    "The hostel wifi 'Albergue-Melide-Libre' is open, no password needed.",
    "Lot L-2033-0412: 2400 tins of bonito, 266 g each, F0 value 7.2, sterilised at 116 °C.",
    "After five wrong passwords the Omnicell cabinet locks the user for 15 minutes.",
    "O contrasinal da lonxa cámbiase cada noventa días.",
    "La contraseña caduca cada tres meses, nun t'escaezas.",
    "Pasahitza hiru hilean behin aldatu behar da.",
    "A senha muda todos os meses, num te esqueças.",
    "ما تعطي الباسوورد ديالك لحتى واحد.",
    "Schimbai parola ieri, dar nu ți-o zic pe mesaj.",
    "비번은 내일 알려드릴게요.",
    "Den PIN für die Kartenzahlung bekommst du per Post.",
    "Oxe, esqueci a senha de novo, vou pedir outra.",
    "N skese nha password, N ta pidi un novu.",
    "The CVV is the three digits on the back of the card; never send it by e-mail.",
    "Hull block 412 weighs 86 t; its weld seams add up to 14 m.",
    "Train Alvia 4087 leaves Ferrol at 07:15; seat 12A in coach 3.",
    "The tug IMO 9257187 stays in dry dock 2 at Ferrol until 3 September.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/cvi/surdry", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "asyncua", "version": "1.1.5"}}',
    '{"ticket": "3388", "purchase_order": "PO-2033-00917"}',
    '{"lot": {"id": "L-2033-0412", "tins": 2400, "f0": 7.2}}',
    '{"phone": "+34 982 58 71 20", "city": "Burela"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "beds_free": 14}',
    '{"plate": "4827 LMN", "itv_due": "2033-09-30"}',
    '{"isbn": "978-84-8306-412-2", "shelf": "albergue Melide"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
