# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eighteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fourteenth's docstring, the
fifth to hundred-and-fourteenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a hurricane and the
year it struck, an island village and a dish, a ham call sign and a deck word, a vessel and a
number, a relief-store item and its size, a French word and `Lakay`), names, places, templates,
tools, vendors and layouts, the way the ticket offices, relief depot, ham-radio operators,
drone-mapping team, desalination plant and clinic ship of Alizé Inter-Island Ferries & Relief (a
fictional company) leak secrets into an assistant's memory: ferries and offices in Trinidad
(Chaguaramas, Paramin, Arima) and Tobago (Scarborough, Speyside), Grenada (Grenville, Gouyave) and
Carriacou (Hillsborough), St Lucia (Castries, Vieux Fort, Soufrière), Dominica (a relief depot at
Roseau, Portsmouth, Marigot), Haiti (a clinic at Jacmel) and Curaçao (Punda, Otrobanda, Westpunt),
with volunteers from Canada (Québec, a Wolastoqey paramedic from New Brunswick, a Siksika radio
amateur from Alberta), France and French Guiana, and Cuba (the clinic ship's doctors). The texts
are WhatsApp, Signal, Telegram, Zello, Viber, Messenger, Google Chat, Slack, Teams, Element,
Discord, GroupMe, Band, Briar, Bridgefy, Threema, iMessage, SMS, Delta Chat and Rocket.Chat
messages, Google Keep, Samsung Notes, Notion and Trello notes, Zendesk and Freshdesk tickets, an
e-mail, an incident note, a runbook, a README fragment, shell history (bash's, zsh's and fish's
history files, PowerShell's ConsoleHost_history, cmd, Termux, Git Bash, MobaXterm, Termius,
JuiceSSH, a-Shell, Blink, SecureCRT logs, Xshell, Tabby, Konsole, GNOME Terminal, WSL, a Proxmox
and a Cockpit console, ConnectBot, Winbox's terminal, a serial console), configs, code (Python,
PHP, JavaScript, a Kubernetes secret, compose files, Coolify, Dokku and Portainer settings, a
GitHub secret), voice-dictated text and requests to the assistant itself, around the panels of
ticketing, payment, navigation, radio, satellite, network, power, water-treatment, medical and
drone hardware (a Boca Lemur ticket printer, PAX A920 and Ingenico Lane/3000 terminals, Epson
TM-m30III and Zebra ZT411 printers, Honeywell CT40 and Zebra TC52 scanners, a Furuno FAR-2218
radar, an Em-Trak B954 AIS transponder, a VDR, a Cobham Sailor 500 FleetBroadband, an Iridium GO!
exec, a Cradlepoint IBR900, a Peplink MAX BR1, an SCS P4dragon modem, an AREDN node, a Yealink
T54W and a Grandstream UCM6302, a Synology, a Victron Cerbo GX, a Caterpillar EMCP 4.4 genset
panel, a Siemens KTP700 HMI, a Hach SC4500 controller, an Endress+Hauser Liquiline CM44, a
Grundfos CU 352, OpenPLC and Rapid SCADA, a Mindray BeneVision N12, a Cepheid GeneXpert, a DJI RC
Plus, an Emlid Reach RS3, and the SIMs of a relief GSM cell). Tools none of heldouts 5 to 114
names: web2py, ClusterODM (`--admin-cli-pass`), RouterOS's `/system backup save`, FortiOS's `set
passwd`, Mailman 2's `newlist`, PowerShell's `Register-ScheduledTask` and `Start-Process` (with a
PSCredential), `odbcconf`, IIS 6's `iiscnfg`, Serval's `servald`, Datasette, HTTPDirFS, an autofs
map, Dogtag's `pki`, VpnCloud, Agisoft Metashape's `--activate`, osmo-hlr's VTY, pySim-prog and
srsRAN's user_db; beside them the commands the product names (sshpass, redis-cli, mysql, docker
login, htpasswd, ssh-keygen, smbclient, zip, 7z, openssl, gpg, plink, xfreerdp, net use, sqlplus,
ipmitool, mosquitto_pub, sqlcmd, sudo -S) and configs of aprsd, SvxReflector, Allmon, the Linux
RMS Gateway, paclink-unix, Cisco IOS (an OSPF `message-digest-key`), MapServer, Nominatim,
OpenGTS, Go.Data, Fleetbase, NIPAP, NXLog, osquery, RapidSMS and an SMSEagle alert script in
layouts of its own. About 42 % of the texts are in other languages than English (by a rough count
of the drawn samples): Saint Lucian Kwéyòl (the French creole of St Lucia and Dominica), Kokoy
(the English creole of Dominica's families from the Leeward Islands), Grenadian Creole English,
Tobagonian Creole English, Cocoa Panyol (the Spanish of Trinidad's cocoa valleys), French Guianese
Creole, Wolastoqey (Maliseet) and Blackfoot (Siksika), which no earlier docstring names
(Guadeloupean, Réunion and Haitian Creole, Trinidadian and Vincentian Creole, Bajan, Guyanese
Creole, Papiamento, Venezuelan Spanish, Quebec French and Ojibwe are named before; these are not),
and French, Québécois French, Cuban Spanish, Haitian Creole, Papiamentu, Dutch, Hindi, Brazilian
Portuguese, German, Italian, Simplified Chinese, Levantine Arabic, Tagalog, Japanese and Korean in
wordings of their own. The eight new languages' wordings are the author's approximations, checked
by no speaker, built around their pronouns, possessives, copulas and articles and the loanwords
people there really text (password, modpas, wifi, code, PIN, IBAN, API, token, server, laptop):
Saint Lucian Kwéyòl's `modpas mwen sé` ("my password is"), `-la` and `-a` ("the"), `apwé sa`
("after that"), `épi` ("and"), `tjenbé` ("keep"), `pa di pèsonn` ("tell no one"), `kle` and `kod`;
Kokoy's `dat a` ("that is"), `mih` ("my"), `fu` ("for"), `wid`, `afta` and `nuttin`; Grenadian's
`allyuh`, `oui` (a tag), `is … dat is`, `self`, `doh` and `eh`; Tobagonian's `fuh`, `meh`, `tek`,
`gi` and `dis`; Cocoa Panyol's `e` (`es`, its s dropped), `compai`, `naide`, `pa'l`, `atrá`,
`compiuta` and `pasuor`; French Guianese Creole's `mo` ("I", "my"), `a` ("is"), `sa`, `so` ("its"),
`pyès moun` ("no one") and `aprè`; Wolastoqey's `kwey` ("hello"), `nit` ("that"), `yut` ("this"),
`n'` ("my"), `ma te` ("not") and `woliwon` ("thank you"); Blackfoot's `oki` ("hello"), `nistoo`
("I"), `n-` ("my"), `saa` ("no") and `nitsiniiyi'taki` ("thank you"): all guesses after published
word lists or neighbouring varieties. Vendors (PowerTranz, First Atlantic Commerce, MonCash,
Natcash, EnZona, seats.io, Direct Ferries, FerryGateway, voip.ms, Callcentric, Primotexto, Orion
Labs, Tassta, RadioReference, QRZCQ, HamCall, Orange Live Objects, Cesium ion, DroneLogbook,
AirMap, Aloft, OpenAerialMap, Dronesense, Botlink, SkyeBrowse, Maps Made Easy, Hammer Missions,
The Weather Company, SPOT, Talk2M, HMS Netbiter, EcoStruxure, Netilion, ProSoft Connect, Kareo,
NextGen, Cerner, Docplanner, Zoho Inventory, NetSuite, Boxhero, Flowtrac, Extensiv, Network for
Good, CanadaHelps, Tipeee, Ulule, KissKissBankBank, Golden Volunteer, Agisoft, Free Mobile,
aprs.fi, Humanitarian ID, Track It Forward and Wave) are ones heldouts 5 to 114 do not name; where
a vendor publishes no token shape the shape here is the author's guess (Zoho's `1000.` and two
runs of 32 hex digits, Cesium ion's HS256 JWT, NetSuite's 64-hex token secret, seats.io's UUID
secret key, Talk2M's UUID developer id, Free Mobile's fourteen-character SMS `pass` and
Metashape's five groups of five are as the author believes them; aprs.fi's digits-stop-letters
key, Tassta's `tsk_`, Aloft's `aloft_`, Hammer Missions' `hm_live_`, Golden Volunteer's `gv_` and
every other shape are guesses). The ids are kinds heldouts 5 to 114 do not use, the crews',
volunteers' and suppliers' documents: a Trinidad and Tobago driver's permit, BIR file number and
NIS registration, a Grenada NIS number, a Dominica Social Security number, a Saint Lucia voter's
ID card, Haiti's NINU, NIF and passport, a Curaçao persoonsnummer (on the sedula) and
crib-nummer, a Cuban driving licence and health professional's register number, a Transport
Canada drone pilot certificate and drone registration, a Collège des médecins du Québec and an
OIIQ permit number, a Canadian amateur radio operator certificate, a French CEAM number, an
AlphaTango UAS-FR registration, a French remote pilot attestation and an ECCAA RPAS registration;
python-stdnum has no module for any of them and none carries a check a library or this file
verifies, each drawn in the shape the author believes it is printed in (the permit, BIR, NIS,
social security, voter, licence, register, pilot, OIIQ, amateur radio and remote pilot numbering
partly and the ECCAA registration wholly invented). Card numbers pass Luhn (Visa, Mastercard,
Amex, JCB, Discover and UnionPay from the value helpers; Mir, Elo and a Cuban RED card, whose
`92` prefixes are the author's belief, drawn here; all checked with python-stdnum's `luhn`). The
IBANs are of countries used least by a rough count over the IBAN tables of heldouts 5 to 114
(Cyprus, Greece, Mauritius, Spain, Seychelles, Guatemala, Iceland and Nicaragua, nine corpora
each), drawn until `stdnum.iban` validates them (Spain's national check digits too); seed phrases
come from `mnemonic`'s English, French, Spanish, Portuguese, Italian, Japanese and Simplified
Chinese lists, with valid checksums. 390 secret-bearing texts, 20 split field pairs and 20
metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 118_604_227
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


# Hurricanes people on these islands name their passwords after, with the year that hit them.
_STORMS = [("Ivan", 2004), ("Maria", 2017), ("Beryl", 2024), ("Tomas", 2010), ("Dean", 2007),
           ("Erika", 2015), ("Matthew", 2016), ("Janet", 1955), ("Flora", 1963), ("Allen", 1980),
           ("Elsa", 2021), ("Irma", 2017), ("Emily", 2005), ("David", 1979)]  # fmt: skip
_ISLES = ["Soufriere", "Diablotin", "Carriacou", "Paramin", "Punda", "Otrobanda", "Jacmel",
          "Castries", "Scarborough", "Hillsborough", "Westpunt", "Roseau", "Grenville",
          "Chaguaramas", "Marigot", "Gouyave", "Speyside", "Vieuxfort", "Portsmouth", "Arima"]  # fmt: skip
_DECK = ["Gangway", "Ballast", "Mooring", "Bilge", "Foredeck", "Sargassum", "Lifejacket",
         "Tarpaulin", "Jerrycan", "Watermaker", "Forklift", "Rampdoor", "Bowthruster",
         "Hawsepipe", "Liferaft", "Brine"]  # fmt: skip
_FOOD = ["Doubles", "Oildown", "Roti", "Bakes", "Callaloo", "Pelau", "Griot", "Akra", "Keshi",
         "Funchi", "Breadnut", "Souse", "Sancocho", "Mauby", "Sorrel", "Bouyon"]  # fmt: skip
_CALLS = ["9Y4RLF", "9Z4AZ", "J38DL", "J69MJ", "J73OS", "HH2WR", "PJ2SH", "VE1SP", "VE6CP",
          "F4GHY", "CO2DY"]  # fmt: skip
_VESSELS = ["BlueHeron", "TradeWind", "Kalinago", "LumiereKais", "Sisserou", "Oriole",
            "Frangipani", "Jacquot"]  # fmt: skip
_NAMES = ["Darnell", "Kezia", "Ravi", "Anjali", "Shivani", "Marlon", "Kerwin", "Tamika",
          "Delroy", "Shernel", "Nyla", "Cuthbert", "Mervin", "Faustina", "Kertlan", "Vanessa",
          "Ossie", "Jahmali", "Wideline", "Mirlande", "Stanley", "Shurendy", "Jurgen", "Mathieu",
          "Siobhan", "Shayla", "Cody", "Yannick", "Dayron", "Yuniesky", "Osniel"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["W4t3rm4k3r", "B4ll4st", "G4ngw4y", "C4ll4l00", "J3rryc4n", "L1f3r4ft", "D0ubl3s",
         "P3l4u", "Br1n3"]  # fmt: skip
_FRENCH = ["Soleil", "Alize", "Mangue", "Cocotier", "Hibiscus", "Colibri", "Lagon", "Kaz"]


def _storm(g: random.Random) -> str:
    """A hurricane and its year, the way a depot crew remembers a password."""
    name, year = g.choice(_STORMS)
    return f"{name}{year}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _storm,
    lambda g: f"{g.choice(_ISLES)}{g.choice(_FOOD)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_CALLS)}_{g.choice(_DECK).lower()}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "!@#%*", 16),
    _manager,
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_VESSELS)}#{g.randrange(1, 100):02d}",
    lambda g: f"{g.choice(_DECK)}{g.choice(['5L', '20L', '40ft', '2T', '600kg', '12V'])}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_ISLES).lower()}.{g.choice(_FOOD).lower()}.{g.randrange(1995, 2032)}",
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.randrange(1960, 2008)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_FRENCH)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(['Lakay', 'Lanmè', 'Kay'])}",
    lambda g: f"{g.choice(_FOOD)}-{g.choice(_DECK)}-{g.randrange(100, 1000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Castries ticket office': the Boca Lemur ticket printer web password is {pw}",
    "Signal from Darnell: PAX A920 terminal admin password {pw}",
    "Telegram, @kezia_pos: the Epson TM-m30III web config password is {pw}",
    "Zello channel 'Alize Ops', transcribed: Furuno FAR-2218 radar service password {pw}",
    "Viber message from Tamika: Em-Trak B954 AIS transponder config password {pw}",
    "Messenger from Siobhan: Cradlepoint IBR900 on the Blue Heron, admin password {pw}",
    "Google Chat, space 'Depot Chaguaramas': Zebra ZT411 printer password {pw}",
    "Slack #desal-plant: the Siemens KTP700 HMI password for RO skid 2 is {pw}",
    "Teams chat with Jurgen: Hach SC4500 controller service password {pw}",
    "Element room #clinic-ship: Mindray BeneVision N12 maintenance password {pw}",
    "Discord, Alize ARES server, #hf: SCS P4dragon modem web password {pw}",
    "GroupMe 'drone team': DJI RC Plus screen-lock password {pw}",
    "Band post from Yuniesky: Emlid Reach RS3 web password {pw}",
    "Briar message (no signal at Marigot): Victron Cerbo GX remote console password {pw}",
    "Bridgefy mesh chat, Jacmel: the Peplink MAX BR1 admin password is {pw}",
    "Threema from Mathieu: Cepheid GeneXpert workstation password {pw}",
    "iMessage from Cody: Cobham Sailor 500 FleetBroadband web password {pw}",
    "SMS from Ossie: Caterpillar EMCP 4.4 genset panel password {pw}",
    "Delta Chat from Dayron: Grundfos CU 352 pump controller password {pw}",
    "Rocket.Chat #warehouse: Honeywell CT40 launcher admin password {pw}",
    "Google Keep 'POS': Ingenico Lane/3000 merchant password {pw}",
    "Samsung Notes on the depot tablet: Endress+Hauser Liquiline CM44 password {pw}",
    "Notion page 'Comms kit': Iridium GO! exec admin password {pw}",
    "Zendesk ticket #4471: the Yealink T54W at the Scarborough desk lost its admin password ({pw})",
    "Freshdesk ticket 2208: Grandstream UCM6302 admin password {pw}, change it before the PCI visit",
    "Trello card 'AREDN node Castries': node setup password {pw}",
    "Hi Vanessa,\n\nthe Synology at the Roseau depot: admin password {pw}. Please delete this once it is in the vault.\n\nOssie",
    "Incident 2031-09-14: the Rapid SCADA web station at the desal plant was reachable from outside with password {pw}",
    "Runbook: brine discharge override\n1. open the Siemens KTP700 on skid 2\n2. tap Login, user service\n3. password {pw}\n4. set valve V-207 to manual",
    "README (drone-processing box)\nthe Metashape node monitor is at https://ms-node.alize.lan, password `{pw}`.",
    "my CIBC FirstCaribbean online banking password is {pw}",
    "can you remember my Bank of Saint Lucia app password? it's {pw}",
    "dictated: the Banco di Caribe app password is {pw} full stop",
    "Modpas imèl mwen sé {pw}",
    "Faustina: nouvo modpas òdinatè tikè-a sé {pw}, pa di pèsonn",
    "dat a mih email password: {pw}",
    "Ossie: de new password fu de depot laptop, dat a {pw}, doh tell nobody nuttin",
    "Is {pw} dat is meh email password, doh tell nobody eh",
    "Shernel: allyuh, de new password for de ticket PC is {pw}, oui",
    "Dis is meh password fuh de booking system: {pw}",
    "Kerwin: de new password fuh de Scarborough office PC is {pw}, doh gi nobody",
    "el pasuor de mi correo e {pw}",
    "Compai, la clave nueva de la compiuta de Paramin e {pw}, no se la diga a naide",
    "Mo modpas mèl a {pw}",
    "Loïs: nouvo modpas òrdinatè-a sa {pw}, pa di pyès moun",
    "Kwey! n'password yut: {pw}",
    "Shayla: nit n'computer password {pw}, woliwon",
    "Oki, nistoo n-password {pw}",
    "Cody: n-laptop password {pw} — saa, don't share",
    "le mot de passe du poste de la billetterie de Castries : {pw}, et tu ne le répètes pas",
    "le mot de passe du portable au dépôt, c'est rendu {pw}",
    "Oye, la contraseña de la computadora del barco-clínica es {pw}, asere",
    "Modpas òdinatè depo a se {pw}, pa bay pèsonn li",
    "E password di e kompiuter di ofisina na Punda ta {pw}",
    "het wachtwoord van de balie-pc in Willemstad is {pw}",
    "प्लांट के एचएमआई का नया पासवर्ड: {pw}",
    "a senha do notebook dos drones é {pw}, não passa pra ninguém",
    "Das Passwort vom Entsalzungs-HMI lautet jetzt {pw}",
    "la password del monitor della nave-ospedale è {pw}",
    "海水淡化厂控制电脑的密码是 {pw}",
    "كلمة السر تبع كمبيوتر المستودع بالميناء: {pw}",
    "ang password ng laptop sa bridge ng Blue Heron ay {pw}",
    "ドローン解析用PCのログインパスワード：{pw}",
    "진료선 노트북 비밀번호: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["darnell.j", "kezia", "ravi.maharaj", "anjali", "shivani.r", "marlon", "kerwin.t",
          "tamika", "delroy", "shernel", "nyla.c", "cuthbert", "mervin.jb", "faustina", "kertlan",
          "vanessa.l", "ossie", "jahmali", "wideline", "jrobert", "mirlande.p", "stanley",
          "shurendy", "jurgen.m", "mathieu.g", "siobhan", "shayla.s", "cody.p", "gaelle",
          "yannick", "lois.c", "dayron", "yuniesky", "osniel", "svc-tix", "drone-ops",
          "desal-hmi", "clinic-pacs"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Darnell: the PAX portal login is {u} / {pw}",
    "Zendesk #4480: {u} locked out of the Boca printer, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Ops › Clinic ship › Mindray: {u} — {pw}",
    "| kit | username | pass |\n|---|---|---|\n| Rapid SCADA | {u} | {pw} |",
    "sign into the Go.Data server as {u} with {pw}",
    "Victron VRM login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: aredn-roseau\n  user: {u}\n  pass: {pw}",
    "Slack DM from Nyla: acct {u}, pw {pw}",
    "Tamika says Em-Trak: user {u}, and the pass she set is {pw}",
    "host,login,pwd\nopenplc-skid2,{u},{pw}",
    "ssh {u}@desal-gw.alize.lan  # pw {pw}",
    "kont mwen: {u}, épi sé {pw} ki modpas-la",
    "mih user fu de system, dat a {u}, an mih password, dat a {pw}",
    "de user name on de ting is {u}, and de password self is {pw}, oui",
    "user fuh de system: {u}, password fuh it: {pw}",
    "compai, pa' entrá: usuario {u}, la clave {pw}",
    "mo non itilizatò a {u}, mo modpas a {pw}",
    "Kwey — user: {u}, n'password: {pw}, woliwon",
    "non kont lan se {u}, modpas li {pw}",
    "nòmber di usuario ta {u} i e password ta {pw}",
    "pour le serveur, ton nom d'usager c'est {u} et ton mot de passe, {pw}",
    "usuario {u}, contraseña {pw}, no la pierdas, asere",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["callaloo", "oildown", "sargassum", "diablotin", "sisserou", "jacquot", "agouti",
               "manicou", "breadnut", "flamboyant", "kaiso", "tassa", "bele", "soursop",
               "mauby", "mangrove"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the pw starts with the word {w}, lower case, and ends with {d}",
    "for the Cerbo GX it's {w} with {d} after it",
    "voice memo: depot wifi pw, {w} with {d} following, no gap",
    "type {w} and then {d}",
    "it's {w}{d}, letters first, digits glued on",
    "mo {w} la, épi apwé sa {d}, sé sa ki modpas-la",
    "dat a de word {w} fu de password, wid {d} afta it",
    "take de word {w}, put {d} after it, oui, dat is it",
    "password fuh it is {w}, an tek {d} an put it behind",
    "pa' la clave se pone {w} y atrá el número {d}",
    "modpas-a a mo {w}, aprè {d}",
    "pou modpas la, ekri mo {w} a, answit mete {d} dèyè l",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# (the shell a command runs in, the command): "unix", "win" (cmd or PowerShell) or "box" (a
# network box's own console, its prompt written in the command).
_CLI: list[tuple[str, str]] = [
    ("unix", "python web2py.py --no_gui -a '{pw}' -i 0.0.0.0 -p 8000"),
    ("unix", "node index.js --port 3001 --admin-cli-port 8080 --admin-cli-pass '{pw}'"),
    ("box", "[{u}@hAP-Castries] > /system backup save name=pre-storm-2031 password={pw}"),
    ("box", "FGT60F-Depot # config user local\nFGT60F-Depot (local) # edit \"{u}\"\nFGT60F-Depot ({u}) # set type password\nFGT60F-Depot ({u}) # set passwd {pw}\nFGT60F-Depot ({u}) # end"),
    ("unix", "/usr/lib/mailman/bin/newlist -q relief-volunteers {u}@alize-relief.org '{pw}'"),
    ("win", "Register-ScheduledTask -TaskName 'Manifest export 05:00' -Action $act -Trigger $trg -User 'ALIZE\\{u}' -Password '{pw}' -RunLevel Highest"),
    ("win", "odbcconf /a {{CONFIGDSN \"SQL Server\" \"DSN=Booking|SERVER=tix-sql01|UID={u}|PWD={pw}|Database=Booking\"}}"),
    ("win", "iiscnfg /export /f C:\\bak\\booking-site.xml /sp /lm/w3svc/1 /children /s tix-web01 /u ALIZE\\{u} /p {pw}"),
    ("unix", "servald config set api.restful.users.{u}.password '{pw}' && servald start"),
    ("unix", "datasette serve shelters.db --host 0.0.0.0 --port 8001 --secret '{pw}'"),
    ("unix", "httpdirfs -f --username {u} --password '{pw}' https://tiles.alize-relief.org/orthos/ /mnt/orthos"),
    ("unix", "sudo tee /etc/auto.depot <<'EOF'\nshelters  -fstype=cifs,rw,username={u},password={pw},uid=1000  ://nas-roseau/shelters\nEOF"),
    ("unix", "pki -d ~/.dogtag/nssdb -c '{pw}' -n caadmin ca-user-find"),
    ("unix", "vpncloud -c chaguaramas.alize.net:3210 --password '{pw}' --ip 10.77.0.4/24"),
    ("win", "Start-Process -FilePath 'C:\\Tix\\Sync.exe' -Credential (New-Object System.Management.Automation.PSCredential('ALIZE\\{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)))"),
    ("unix", "sshpass -p '{pw}' ssh -p 2222 {u}@10.60.0.12 'df -h /srv'"),
    ("unix", "redis-cli -h queue.alize.lan -p 6380 --user {u} -a '{pw}' LLEN manifests:pending"),
    ("unix", "mysql -h booking-db.alize.lan -u {u} -p'{pw}' booking -e 'select count(*) from sailings where day = curdate()'"),
    ("unix", "docker login registry.alize.lan -u {u} -p '{pw}'"),
    ("unix", "htpasswd -bB /etc/nginx/odm.htpasswd {u} '{pw}'"),
    ("unix", "ssh-keygen -t ed25519 -C 'drone-uplink' -N '{pw}' -f ~/.ssh/id_drone_uplink"),
    ("unix", "smbclient //nas-roseau/manifests -U 'ALIZE/{u}%{pw}' -c 'prompt; mget *.csv'"),
    ("unix", "zip -P '{pw}' -r crew-medicals-2031.zip medicals/"),
    ("win", "7z a -mhe=on -p{pw} pax-lists-sept.7z pax\\"),
    ("unix", "openssl enc -aes-256-cbc -pbkdf2 -salt -in passengers.csv -out passengers.csv.enc -pass pass:{pw}"),
    ("unix", "gpg --symmetric --batch --passphrase '{pw}' --pinentry-mode loopback -o logs.gpg flight-logs.tar"),
    ("win", "plink -ssh {u}@10.40.0.1 -pw {pw} \"/interface wireless print\""),
    ("unix", "xfreerdp /v:desal-hmi01.alize.lan /u:{u} /p:'{pw}' /cert:ignore /dynamic-resolution"),
    ("win", "net use Z: \\\\fs-roseau\\relief {pw} /user:ALIZE\\{u}"),
    ("unix", "sqlplus {u}/{pw}@//oradb.alize.lan:1521/FERRY @nightly_manifest.sql"),
    ("unix", "ipmitool -I lanplus -H 10.9.0.21 -U {u} -P '{pw}' chassis status"),
    ("unix", "mosquitto_pub -h mqtt.desal.lan -p 8883 --cafile ca.crt -u {u} -P '{pw}' -t plant/ro2/cmd -m flush"),
    ("win", "sqlcmd -S tix-sql01 -U {u} -P \"{pw}\" -d Booking -Q \"EXEC dbo.CloseSailing 'CAS-0715'\""),
    ("unix", "echo '{pw}' | sudo -S systemctl restart kiosk-printer"),
]  # fmt: skip
_SHELLS: dict[str, list[str]] = {
    "unix": [
        "{c}", "$ {c}", "Termux on the drone tablet:\n$ {c}", "Git Bash, MINGW64 ~/ferry-tix $ {c}",
        "MobaXterm session 'desal-gw': {c}", "Termius, host 'aredn-castries':\n{c}",
        "JuiceSSH on the duty phone:\n{c}", "a-Shell, the ops iPad: {c}", "Blink shell, mosh to the depot: {c}",
        "SecureCRT, log file session-0412.txt:\n{c}", "Xshell 7: [root@tix-db ~]# {c}", "Tabby, profile 'tix-db':\n{c}",
        "Konsole on the depot laptop:\n{c}", "GNOME Terminal, ops@depot-nuc:~$ {c}",
        "WSL (Ubuntu) on the ticket-office PC: {c}", "Proxmox node console, root@pve-cas:~# {c}",
        "Cockpit terminal on the clinic-ship server:\n{c}", "ConnectBot on the Toughbook: {c}",
        "~/.bash_history on the depot server:\n  512  {c}", "~/.zsh_history:\n: 1947283610:0;{c}",
        "fish_history on the drone laptop:\n- cmd: {c}\n  when: 1947283702",
        "Kòmand-la mwen fè a: {c}", "de command I run, oui: {c}", "Mo lanse kòmand-a: {c}",
        "el comando que corrí, compai: {c}", "Men kòmand mwen te lanse a: {c}",
        "e komando ku mi a kore: {c}", "la commande que j'ai partie tantôt : {c}",
        "eto ang command na tinakbo ko sa server: {c}",
    ],
    "win": [
        "{c}", "C:\\Users\\ops> {c}", "PS C:\\ops> {c}", "Windows Terminal, PowerShell 7:\n{c}",
        "ConsoleHost_history.txt on the ticket-office PC:\n{c}", "cmd.exe on tix-web01:\n{c}",
        "Run box on the POS server: {c}", "Men kòmand mwen te lanse a: {c}",
        "de command I run, oui: {c}", "el comando que corrí, compai: {c}",
    ],
    "box": [
        "{c}", "New Terminal window in Winbox:\n{c}", "serial console via the Toughbook:\n{c}",
        "SecureCRT, log file rtr-0412.txt:\n{c}", "Kòmand-la mwen fè a:\n{c}",
    ],
}  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    """``n`` command lines, each in a frame of the shell it runs in (a prompt, a history file)."""
    shell = {template: kind for kind, template in _CLI}
    out = []
    for template in v.cycle(rng, list(shell), n):
        secret = _plain_pw(rng)
        command = template.format(pw=secret, u=rng.choice(_USERS))
        out.append(
            Sample("cli_password", rng.choice(_SHELLS[shell[template]]).format(c=command), secret)
        )
    return out


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_URLS = [
    "rtsp://{u}:{pw}@cam-gangway2.alize.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.alize-relief.org/drone/orthos/",
    "mongodb+srv://{u}:{pw}@relief-cluster.k3x9q.mongodb.net/inventory?retryWrites=true",
    "postgres://{u}:{pw}@pg-manifest.alize.lan:5432/manifests?sslmode=require",
    "mysql://{u}:{pw}@booking-db.alize.lan:3306/booking",
    "redis://{u}:{pw}@queue.alize.lan:6379/2",
    "ntrip://{u}:{pw}@caster.alize-survey.net:2101/CAST0",
    "opc.tcp://{u}:{pw}@desal-plc.alize.lan:4840",
    "sip:{u}:{pw}@pbx.alize.lan;transport=tls",
    "imaps://{u}:{pw}@mail.alize-relief.org:993",
    "davs://{u}:{pw}@cloud.alize-relief.org/remote.php/dav/files/{u}/",
    "oracle://{u}:{pw}@oradb.alize.lan:1521/FERRY",
    "Server=tix-sql01;Database=Booking;User Id={u};Password={pw};MultipleActiveResultSets=true",
    "socks5h://{u}:{pw}@proxy.alize.lan:1080",
]  # fmt: skip
_URL_PLACES = [
    "MANIFEST_DB_URL={c}", "Metabase, old connection: {c}", "save the manifest DB string for later: {c}",
    "kòneksyon an: {c}", "is dis self de database link, oui: {c}", "Zendesk #4511: {c}",
    "Notion, Ops › DB strings: {c}", "la URL de la base e {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_946_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "alize-ferries", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _cesium(g: random.Random) -> str:
    """A Cesium ion access token: an HS256 JWT whose claims hold a jti, an id and iat."""
    claims = {
        "jti": v.uuid4(g, "8"),
        "id": g.randrange(100_000, 400_000),
        "iat": 1_946_000_000 + g.randrange(10**6),
    }
    return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)


def _zoho(g: random.Random) -> str:
    """A Zoho OAuth token: 1000, then two runs of 32 hex digits."""
    return f"1000.{_r(g, HEX, 32)}.{_r(g, HEX, 32)}"


def _aprsfi(g: random.Random) -> str:
    """An aprs.fi API key as the author believes it is shaped: digits, a stop, sixteen letters."""
    return f"{g.randrange(100_000, 200_000)}.{_r(g, ALNUM, 16)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("PowerTranz", "POWERTRANZ_PASSWORD", _j((ALNUM, 30))),
    ("First Atlantic Commerce", "FAC_PROCESSING_PASSWORD", _j((ALNUM, 20))),
    ("MonCash", "MONCASH_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Natcash", "NATCASH_API_KEY", _j((HEX, 32))),
    ("EnZona", "ENZONA_CONSUMER_SECRET", _j((URLSAFE, 28))),
    ("seats.io", "SEATSIO_SECRET_KEY", lambda g: v.uuid4(g, "9")),
    ("Direct Ferries", "DIRECTFERRIES_API_KEY", _j((HEX, 32))),
    ("FerryGateway", "FERRYGATEWAY_PASSWORD", _j((ALNUM, 24))),
    ("voip.ms", "VOIPMS_API_PASSWORD", _j((ALNUM, 18))),
    ("Callcentric", "CALLCENTRIC_SIP_SECRET", _j((ALNUM, 16))),
    ("Primotexto", "PRIMOTEXTO_API_KEY", _j((HEX, 32))),
    ("Orion Labs", "ORION_API_TOKEN", _vendor_jwt("https://api.orionlabs.io")),
    ("Tassta", "TASSTA_API_KEY", _j("tsk_", (ALNUM, 32))),
    ("RadioReference", "RADIOREFERENCE_APP_KEY", lambda g: v.uuid4(g, "b")),
    ("QRZCQ", "QRZCQ_API_KEY", _j((HEX, 32))),
    ("HamCall", "HAMCALL_API_KEY", _j((UPPER_DIGITS, 20))),
    ("Live Objects", "LIVEOBJECTS_API_KEY", _j((HEX, 32))),
    ("Cesium ion", "CESIUM_ION_TOKEN", _cesium),
    ("DroneLogbook", "DRONELOGBOOK_API_KEY", _j((HEX, 40))),
    ("AirMap", "AIRMAP_API_KEY", _vendor_jwt("https://api.airmap.com")),
    ("Aloft", "ALOFT_API_KEY", _j("aloft_", (ALNUM, 36))),
    ("OpenAerialMap", "OAM_UPLOAD_TOKEN", _j((HEX, 64))),
    ("Dronesense", "DRONESENSE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Botlink", "BOTLINK_API_TOKEN", _j((ALNUM, 40))),
    ("SkyeBrowse", "SKYEBROWSE_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Maps Made Easy", "MME_API_KEY", _j((UPPER_HEX, 32))),
    ("Hammer Missions", "HAMMER_API_KEY", _j("hm_live_", (ALNUM, 32))),
    ("The Weather Company", "TWC_API_KEY", _j((HEX, 32))),
    ("SPOT", "SPOT_FEED_ID", _j((ALNUM, 33))),
    ("Talk2M", "T2M_DEVELOPER_ID", lambda g: v.uuid4(g, "8")),
    ("Netbiter", "NETBITER_ACCESS_KEY", _j((ALNUM, 32))),
    ("EcoStruxure", "ECOSTRUXURE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Netilion", "NETILION_API_KEY", _j((ALNUM, 48))),
    ("ProSoft Connect", "PSC_API_TOKEN", _j((HEX, 40))),
    ("Kareo", "KAREO_CUSTOMER_KEY", _j((LOWER_DIGITS, 12))),
    ("NextGen", "NEXTGEN_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Cerner", "CERNER_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Docplanner", "DOCPLANNER_CLIENT_SECRET", _j((ALNUM, 50))),
    ("Zoho Inventory", "ZOHO_INVENTORY_REFRESH_TOKEN", _zoho),
    ("NetSuite", "NETSUITE_TOKEN_SECRET", _j((HEX, 64))),
    ("Boxhero", "BOXHERO_API_TOKEN", _j((URLSAFE, 40))),
    ("Flowtrac", "FLOWTRAC_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Extensiv", "EXTENSIV_CLIENT_SECRET", _j((B64, 44))),
    ("Network for Good", "NFG_API_KEY", _j((HEX, 40))),
    ("CanadaHelps", "CANADAHELPS_API_KEY", _j((ALNUM, 32))),
    ("Tipeee", "TIPEEE_API_KEY", _j((HEX, 32))),
    ("Ulule", "ULULE_API_KEY", _j((HEX, 40))),
    ("KissKissBankBank", "KKBB_API_TOKEN", _j((ALNUM, 40))),
    ("Golden Volunteer", "GOLDEN_API_KEY", _j("gv_", (ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.staging on the tix box:\n{env}=\"{tok}\"",
    "compose file of the sync stack:\n    environment:\n      - {env}={tok}",
    "Secret manifest (kubectl apply -f tix-secrets.yaml):\n  {env}: \"{tok}\"",
    "GitHub › tix-api › Settings › Secrets and variables › {env} = {tok}",
    "dokku config:set tix-api {env}={tok}",
    "Coolify › tix-api › Environment Variables › {env} = {tok}",
    "Portainer stack 'drone-sync', env: {env}={tok}",
    "PowerShell profile: Set-Item Env:{env} '{tok}'",
    "~/.config/fish/config.fish: set -gx {env} {tok}",
    "/etc/default/tix-sync:\n{env}=\"{tok}\"",
    "crontab -l:\n*/5 * * * * {env}={tok} /opt/alize/sync.sh",
    "appsettings.Staging.json, Integrations section: \"{env}\": \"{tok}\"",
    "Alize Ops wiki › Integrations › {vendor} › API key: {tok}",
    "Trello card 'Integrations': {vendor} key {tok}",
    "Zendesk #4502: {vendor} sync returns 401, the key configured is {tok}",
    "Freshdesk 2231: {vendor} integration failing since Tuesday, key on file {tok}",
    "stick the {vendor} API key in your notes for me: {tok}",
    "WhatsApp, Darnell: {vendor} key for the sailings sync: {tok}",
    "Signal: {vendor} token live since Monday {tok}",
    "Google Keep 'keys': {vendor} — {tok}",
    "kle API {vendor} la sé {tok}",
    "dat a de {vendor} API key: {tok}",
    "de {vendor} API key is {tok}, oui",
    "{vendor} API key fuh de system: {tok}",
    "compai, pa'l sistema de {vendor} la llave e {tok}",
    "kle API pou {vendor} a sa: {tok}",
    "Kwey, {vendor} API key yut: {tok}",
    "Oki — {vendor} API key: {tok}, nitsiniiyi'taki",
    "voici la clé d'accès à l'API {vendor} (prod) : {tok}",
    "ta clé d'API {vendor} pour le bateau, c'est {tok}",
    "asere, pa' {vendor} la llavecita de la API del barco es {tok}",
    "kle API {vendor} nou an se {tok}",
    "e API key di {vendor} ta {tok}",
    "de {vendor}-API-sleutel voor het kantoor in Punda: {tok}",
    "pro time de drones, a chave de API {vendor} que vale agora é {tok}",
    "{vendor}-API-Schlüssel für die Entsalzungsanlage: {tok}",
    "per la nave-ospedale usiamo questa chiave API {vendor}: {tok}",
    "{vendor} 那个接口的 key，正式环境用的：{tok}",
    "pakisave nga itong {vendor} API key para sa barko: {tok}",
    "{vendor} のAPIキー（本番）：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    metashape = "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))
    freemobile = _r(rng, ALNUM, 14)
    aprsfi = _aprsfi(rng)
    hid = _r(rng, URLSAFE, 40)
    tif = _r(rng, HEX, 32)
    wave = _r(rng, ALNUM, 30)
    return [
        Sample("vendor_token", f"metashape.sh --activate {metashape}  # node license, Chaguaramas box", metashape),
        Sample("vendor_token", f"curl -s 'https://smsapi.free-mobile.fr/sendmsg?user=41829307&pass={freemobile}&msg=Bateau%20parti'", freemobile),
        Sample("vendor_token", f'r = requests.get("https://api.aprs.fi/api/get", params={{"name": "J69MJ-9", "what": "loc", "apikey": "{aprsfi}", "format": "json"}})', aprsfi),
        Sample("vendor_token", f"HID_CLIENT_ID=alize-relief\nHID_CLIENT_SECRET={hid}", hid),
        Sample("vendor_token", f"$tif = new TrackItForward('alize-relief', '{tif}');", tif),
        Sample("vendor_token", f'const wave = new WaveClient({{ businessId: "QnVzaW5lc3M6", token: "{wave}" }});', wave),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    vendors = _VENDORS + rng.sample(_VENDORS, n - len(out) - len(_VENDORS))  # each at least once
    rng.shuffle(vendors)
    for (vendor, env, make), template in zip(
        vendors, v.cycle(rng, _NAMED, len(vendors)), strict=True
    ):
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "note I sent myself on Signal:\n{t}", "copied from the dashboard, it shows it only once:\n{t}",
                "tjenbé sa pou mwen: {t}", "{t}\n^ current, replaced Tuesday's",
                "guárdame esto, asere: {t}", "keep dis fuh me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "osmo-hlr VTY:\nOsmoHLR# subscriber imsi 338050000000117 update aud2g comp128v1 ki {h}": 32,
    "pySim-prog.py -p 0 -t sysmoUSIM-SJS1 -n ALIZE -c 358 -x 338 -y 050 -i 338050000000118 -k {h}": 32,
    "srsRAN user_db.csv, Ki of ue7 (the clinic-ship handset): {h}": 32,
    "/etc/zabbix/zabbix_agentd.psk on the desal gateway: {h}": 64,
    "HMAC key for the MonCash callback signature (hex): {h}": 64,
    "AES-256 key of the VDR data export, hex: {h}": 64,
    "Zebra ZT411 WPA2 PSK as raw hex: {h}": 64,
    "kle chifwaj bakòp-la: {h}": 64,
    "kle chifreman backup la: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zendesk #4550: token copied from the browser dev tools {t}",
    "Cookie: lang=fr-LC; alz_session={t}",
    "MANIFEST_API_TOKEN={t}",
    "stash this bearer for the manifest API somewhere {t}",
    "token-la sé {t}",
    "asere, te paso el token: {t}",
    "Freshdesk 2244, the header the vendor asked for: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_946_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@alize-relief.org"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.alize-relief.org/realms/ops",
            "azp": "manifest-console",
            "roles": ["ticketing", "depot"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the depot server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tix.alize-relief.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"type": "service_account", "private_key": "{key}", "client_email": "sync@alize-relief.iam.gserviceaccount.com"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_desal <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshdesk 2240, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "kle prive sèvè-a:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs SFTP drop in Willemstad:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 30) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup (the donations wallet), copied off the steel plate: {p}": "english",
    "Nunchuk wallet, the words on the card in the safe\n{p}": "english",
    "Phoenix wallet words, the old one, emptied: {p}": "english",
    "Blockstream Jade seed backup: {p}": "english",
    "voice memo: Aqua wallet, the recovery words go {p}, end of list": "english",
    "Notion page 'Donations wallet (retired)': {p}": "english",
    "phrase de récupération du portefeuille Cake Wallet de l'asso : {p}": "french",
    "frase de recuperación de la billetera BitBox, asere: {p}": "spanish",
    "frase de recuperação da carteira Xverse do Rafael: {p}": "portuguese",
    "frase di recupero del wallet Keystone della missione: {p}": "italian",
    "Coldcard のリカバリーフレーズ：{p}": "japanese",
    "SeedSigner 助记词：{p}": "chinese_simplified",
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
        " / ".join(words),
        "  ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, a Cuban RED card's, Elo's: brands
    the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "cu_red":  # the author's belief: sixteen digits opening 92, by the issuing bank
        return _card_of(rng, ["9204", "9205", "9212", "9225", "9227", "9238"], [16])
    if brand == "elo":
        return _card_of(rng, ["636368", "438935", "504175", "451416", "636297"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Anjali: the depot card for the generator parts is {c}, exp {mm}/{yy}",
    "my backup card, in case the Republic one is blocked: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zendesk #4530: pay the Furuno service visit with card {c}",
    "nimewo kat kwédi mwen: {c}, {mm}/{yy}",
    "dat a mih card number: {c}",
    "is {c} de number on meh card, {mm}/{yy}, oui",
    "card number fuh de account: {c}",
    "el número de la tarjeta mía e {c}",
    "el número de mi tarjeta RED de Transfermóvil: {c}",
    "nimewo kat mwen se {c}, li ekspire {mm}/{yy}",
    "mon numéro de carte de crédit, si jamais : {c}, exp. {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "mir", "mastercard", "amex", "elo", "jcb", "discover", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "cu_red" if "RED" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV2 on the back: {cvv}",
               "the three little digits by the signature panel: {cvv}",
               "Amex {c}, small four digits on the front above the number: {cvv}",
               "twa chif dèyè kat-la: {cvv}",
               "los tres números chiquitos de atrás de la tarjeta: {cvv}",
               "twa chif ki dèyè kat la se {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN tables of heldouts 5 to 114 (nine corpora
# each); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CY": "n" * 8 + "c" * 16, "GR": "n" * 7 + "c" * 16, "MU": "aaaa" + "n" * 19 + "aaa",
                "ES": "n" * 20, "NI": "aaaa" + "n" * 20, "GT": "aaaa" + "n" * 20,
                "SC": "aaaa" + "n" * 20 + "aaa", "IS": "n" * 22}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice LIM-2031-077 (the Limassol ship manager): pay the Blue Heron dry-dock deposit to {i}": "CY",
    "save the Piraeus shipyard's IBAN for me: {i}": "GR",
    "IBAN: {i}\nReference: RO membranes for skid 2, Port Louis order": "MU",
    "WhatsApp #finance: the Madrid NGO's new bank details, IBAN {i}": "ES",
    "IBAN founisè Sesel-la: {i}": "SC",
    "dis is de Greek shipyard IBAN, oui: {i}": "GR",
    "el IBAN del proveedor de Guatemala e {i}": "GT",
    "IBAN fanmi m nan Espay la se {i}": "ES",
    "e IBAN di e donante di Islandia ta {i}": "IS",
    "IBAN van de membraanleverancier op Mauritius: {i}": "MU",
    "l'IBAN du donateur islandais, pour le reçu : {i}": "IS",
    "the Nicaraguan tarp supplier's IBAN {i}": "NI",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _tt_permit(g: random.Random) -> str:
    """A Trinidad and Tobago driver's permit number, as drawn here: seven digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 6)


def _tt_bir(g: random.Random) -> str:
    """A Trinidad and Tobago BIR file number, as drawn here: nine digits; unchecked."""
    return g.choice("1234") + _r(g, D, 8)


def _tt_nis(g: random.Random) -> str:
    """A Trinidad and Tobago NIS registration number, as drawn here: nine digits; unchecked."""
    return g.choice("56789") + _r(g, D, 8)


def _gd_nis(g: random.Random) -> str:
    """A Grenada NIS number, as drawn here: six digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 5)


def _dm_ss(g: random.Random) -> str:
    """A Dominica Social Security number, as drawn here: a letter and six digits; unchecked."""
    return g.choice("ABDR") + _r(g, D, 6)


def _lc_voter(g: random.Random) -> str:
    """A Saint Lucia voter's ID card number, as drawn here: two letters and seven digits."""
    return g.choice(["CA", "GI", "VF", "SO", "DE", "BA"]) + _r(g, D, 7)


def _ht_ninu(g: random.Random) -> str:
    """Haiti's NINU (on the CIN card): ten digits; unchecked."""
    return g.choice("0123") + _r(g, D, 9)


def _ht_nif(g: random.Random) -> str:
    """Haiti's NIF: ten digits written 3-3-3-1; unchecked."""
    digits = g.choice("0123") + _r(g, D, 9)
    return f"{digits[:3]}-{digits[3:6]}-{digits[6:9]}-{digits[9]}"


def _ht_passport(g: random.Random) -> str:
    """A Haitian passport, as drawn here: two letters and seven digits; unchecked."""
    return g.choice(["RD", "RK", "RP", "NH"]) + _r(g, D, 7)


def _cw_persoon(g: random.Random) -> str:
    """A Curaçao persoonsnummer (on the sedula): the birth date and two digits; unchecked."""
    born = f"{g.randrange(1955, 2005)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return born + _r(g, D, 2)


def _cw_crib(g: random.Random) -> str:
    """A Curaçao crib-nummer (tax number): nine digits; unchecked."""
    return g.choice("1235") + _r(g, D, 8)


def _cu_licence(g: random.Random) -> str:
    """A Cuban licencia de conducción, as drawn here: a letter and seven digits; unchecked."""
    return g.choice("ABCDE") + _r(g, D, 7)


def _cu_health(g: random.Random) -> str:
    """A Cuban health professional's register number, as drawn here: six digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 5)


def _tc_pilot(g: random.Random) -> str:
    """A Transport Canada drone pilot certificate number, as drawn here: PC and ten digits."""
    return "PC" + _r(g, D, 10)


def _tc_drone(g: random.Random) -> str:
    """A Transport Canada drone registration number: C- and ten letters and digits."""
    return "C-" + _r(g, UPPER_DIGITS, 10)


def _cmq(g: random.Random) -> str:
    """A Collège des médecins du Québec permit number: five digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 4)


def _oiiq(g: random.Random) -> str:
    """An OIIQ (Québec nurses' order) permit number, as drawn here: seven digits; unchecked."""
    return g.choice("12") + _r(g, D, 6)


def _ceam(g: random.Random) -> str:
    """A French CEAM (European health insurance card) number: twenty digits; unchecked."""
    return "8025000" + _r(g, D, 13)


def _uas_fr(g: random.Random) -> str:
    """A French drone registration from AlphaTango: UAS-FR- and six digits; unchecked."""
    return f"UAS-FR-{_r(g, D, 6)}"


def _fra_rp(g: random.Random) -> str:
    """A French remote pilot certificate, as drawn here: FRA-RP- and twelve digits; unchecked."""
    return "FRA-RP-" + "0000" + _r(g, D, 8)


def _eccaa(g: random.Random) -> str:
    """An ECCAA (Eastern Caribbean) RPAS registration, as drawn here (wholly invented)."""
    return f"ECCAA-RPAS-{g.choice(['LC', 'GD', 'DM'])}-{_r(g, D, 5)}"


def _ca_ham(g: random.Random) -> str:
    """A Canadian Amateur Radio Operator Certificate number, as drawn here: six digits."""
    return g.choice("123456789") + _r(g, D, 5)


_ID_PLACES: dict[str, Maker] = {
        "meh driver's permit number, fuh de form: {s}": _tt_permit,
    "BIR file number of the Chaguaramas depot's landlord: {s}": _tt_bir,
    "Trinidad NIS registration of the casual loader, payroll needs it: {s}": _tt_nis,
    "meh NIS number from Grenada, oui: {s}": _gd_nis,
    "Dominica Social Security no. for the deckhand's contract: {s}": _dm_ss,
    "nimewo kat vòt mwen (Sent Lisi): {s}": _lc_voter,
    "NINU ki sou kat CIN mwen: {s}": _ht_ninu,
    "NIF fiskal mwen, pou resi a: {s}": _ht_nif,
    "nimewo paspò ayisyen Wideline: {s}": _ht_passport,
    "mi persoonsnummer (riba mi sedula): {s}": _cw_persoon,
    "crib-nummer van de leverancier in Willemstad: {s}": _cw_crib,
    "número de mi licencia de conducción cubana, por si acaso: {s}": _cu_licence,
    "registro profesional de la Dra. Yamilé, para el barco-clínica: {s}": _cu_health,
    "Transport Canada drone pilot certificate (advanced) of Siobhan: {s}": _tc_pilot,
    "Transport Canada registration of the Mavic 3E: {s}": _tc_drone,
    "numéro de permis du Collège des médecins de Mathieu, pour l'autorisation : {s}": _cmq,
    "mon numéro de permis de l'OIIQ, au cas où : {s}": _oiiq,
    "numéro de ma carte européenne d'assurance maladie : {s}": _ceam,
    "numéro d'enregistrement AlphaTango du drone de Gaëlle : {s}": _uas_fr,
    "attestation de télépilote de Yannick, pour le dossier ECCAA : {s}": _fra_rp,
    "ECCAA RPAS registration of the Wingtra, St Lucia: {s}": _eccaa,
    "Cody's amateur radio operator certificate no. (ISED), for the ARES roster: {s}": _ca_ham,
    }  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Zoho Inventory 2FA backup codes\n{codes}", "recovery codes for the ops Google account: {codes}",
            "NetSuite backup codes: {codes}", "kod bakòp 2FA mwen:\n{codes}",
            "los códigos de emergencia del 2FA de la cuenta, asere:\n{codes}",
            "kòd rekiperasyon 2FA yo: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/MonCash:ops@alize-relief.org?secret={s}&issuer=MonCash&period=30",
              "Aegis, manual entry for the PowerTranz merchant portal: {s}",
              "2FAS, secret key for the Cesium ion account: {s}",
              "de 2FA setup key is {s}, oui"]  # fmt: skip
_CODES = ["{c} is your Zoho verification code. Do not share it with anyone.",
          "MonCash: Kòd verifikasyon ou se {c}. Pa pataje l ak pèsonn.",
          "Transfermóvil: su código de confirmación para la operación es {c}",
          "Qonto : {c} est le code pour valider votre connexion",
          "FirstCaribbean: {c} is the one-time code for your login"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 4) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Alize-Ticketing", "ALZ-Depot-5G", "Digicel_WiFi_7F2A", "FLOW-Castries-2G",
          "bmobile_Chaguaramas", "Natcom-Jacmel", "UTS-Punda-5G", "BlueHeron-Crew",
          "Desal-Plant-OT", "ClinicShip-Staff", "Starlink-Depot", "LIME-Grenville",
          "Alize-Roseau-Warehouse", "Scarborough-Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "crew wifi on the Blue Heron: {s} / {pw}",
    "Kwey! wifi nit {s}, password {pw}, woliwon",
    "flashed the Pi for the tide gauge, WLAN {s} with key {pw}",
    "the key on the sticker under the Digicel router: {pw}",
    "Zebra TC52 staging profile, WLAN {s}, PSK {pw}",
    "pou wifi {s} la, sé {pw} ou ka mété",
    "wifi {s}, de password fu it dat a {pw}",
    "de wifi {s} password is {pw}, oui",
    "wifi fuh de office: {s}, password {pw}",
    "pa'l wifi {s} la contraseña quedó {pw}",
    "wifi {s} a, so modpas a {pw}",
    "wifi {s} la, modpas li se {pw}",
    "e password di wifi {s} ta {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghijkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("aloft_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _zoho,
                 _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out over the VHF, one character at a time: {t}",
          "[read out on Zello, Alize Ops] {t}",
          "(spaced so the WhatsApp preview won't show it) {t}",
          "yonn pa yonn: {t}", "karaktè pa karaktè: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kod-la pou kadna kontenè-a sé {pw}", "padlock code fu de container, dat a {pw}",
          "de code for de lock on de shed is {pw}, oui", "lock code fuh de gate: {pw}",
          "el código del candado del galpón e {pw}", "kòd kadna-a a {pw}",
          "gangway gate keypad on the Blue Heron: {pw} then #",
          "Kwey, padlock yut, container 7 at Roseau: {pw}", "kòd kadna kontenè a se {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["frangipani", "hibiscus", "breadnut", "tamarind", "manicou", "agouti",
                 "sisserou", "jacquot", "flamboyant", "soursop", "mauby", "sorrel", "kaiso",
                 "tassa", "pitons", "mangrove"]  # fmt: skip
_PHRASES = {"ops vault (Vaultwarden), master passphrase: {p}": " ",
            "KeePassXC database passphrase (depot laptop): {p}": "-",
            "VeraCrypt volume passphrase for the manifests drive: {p}": " ",
            "pasfwaz bakòp-la: {p}": ".", "fraz sekrè pou backup la: {p}": " ",
            "la frase para abrir el disco cifrado, asere: {p}": "_",
            "la phrase secrète du coffre KeePass du dépôt : {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Paw (RapidAPI for Mac) request, Authorization header = Basic {v}": True,
    "Traefik middleware: customRequestHeaders: Authorization: \"Basic {v}\"": True,
    "Hoppscotch: Authorization: Bearer {v}": False,
    "Thunder Client env, auth = Basic {v}": True,
    "Yaak export of the Talk2M call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "aprsd.yml:\naprsd:\n  web_enabled: true\n  admin:\n    user: admin\n    password: {pw}",
    "svxreflector.conf:\n[USERS]\nJ69MJ=AlizeNodes\n[PASSWORDS]\nAlizeNodes=\"{pw}\"",
    "allmon.ini:\n[48213]\nhost=127.0.0.1\nport=5038\nuser=admin\npasswd={pw}",
    "/etc/rmsgw/channels.xml:\n<channel name=\"0\" type=\"ax25\" active=\"yes\">\n  <basecall>J69MJ</basecall>\n  <callsign>J69MJ-10</callsign>\n  <password>{pw}</password>",
    "/usr/local/etc/wl2k.conf:\nmycall=J38DL\nwl2k-password={pw}",
    "depot-rtr1 running-config:\ninterface Vlan40\n ip ospf message-digest-key 1 md5 {pw}",
    "damage.map:\nLAYER\n  NAME \"damage_points\"\n  CONNECTIONTYPE POSTGIS\n  CONNECTION \"host=pg-gis dbname=relief user=mapserver password={pw}\"",
    "nominatim .env:\nNOMINATIM_DATABASE_DSN=\"pgsql:dbname=nominatim;host=pg-gis;user=nominatim;password={pw}\"",
    "OpenGTS common.conf:\ndb.sql.user=gts\ndb.sql.password={pw}",
    "Go.Data config.json:\n{{\"db\": {{\"host\": \"localhost\", \"port\": 27000, \"user\": \"godata\", \"password\": \"{pw}\"}}}}",
    "fleetbase api/.env:\nDATABASE_URL=mysql://fleetbase:{pw}@db.alize.lan/fleetbase",
    "~/.nipaprc:\n[global]\nhostname = ipam.alize.lan\nusername = netops\npassword = {pw}",
    "nxlog.conf:\n<Output siem>\n    Module      om_ssl\n    Host        siem.alize.lan:6514\n    CertKeyFile %CERTDIR%/client.key\n    KeyPass     {pw}\n</Output>",
    "/etc/osquery/enroll.secret (the fleet enrollment secret):\n{pw}",
    "rapidsms project, settings.py:\n    'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'sms', 'USER': 'rapidsms', 'PASSWORD': '{pw}'}}",
    "alert script on the depot NUC:\ncurl -s \"https://smseagle.alize.lan/http_api/send_sms?login=alerts&pass={pw}&to=17585550142&message=RO2+down\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Darnell: ticket office wifi password?\nKezia: {pw}",
    "[07:41] mervin: root pw for the depot server?\n[07:42] faustina: {pw}",
    "Cody: Oki, {pw} now opens the Hach, nitsiniiyi'taki",
    "Siobhan: the Peplink takes {pw} now, since the reset",
    "Kertlan: {pw} sé nouvo modpas-la",
    "Delroy: {pw} is de new password, oui",
    "Ravi: la clave nueva pa' la compiuta e {pw}",
    "Wideline: {pw} se nouvo modpas la",
    "Shurendy: e password nobo ta {pw}",
    "Bosun Rey: {pw} na yung bagong password ng crew laptop",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "ⓜⓞⓓⓟⓐⓢ: {pw}", "ᴍᴏᴅᴘᴀꜱ = {pw}", "ｍｏｄｐａｓ : {pw}", "pass\u115fword: {pw}",
    "ₚₐₛₛwₒᵣd → {pw}", "mod\u2064pas: {pw}", "🅼🅾🅳🅿🅰🆂 {pw}", "мoԁраѕ: {pw}",
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
    "Cerbo GX console pw is": "{s}", "Boca printer pw:": "{s} (set after the May reflash)",
    "modpas mwen sé": "{s}", "Hach controller password": "{s}\nrotate it after the storm season",
    "allyuh, de depot password is": "{s}, oui", "mo modpas a": "{s}", "compai, la clave quedó:": "{s}",
    "Grundfos password": "{s}", "the password Kerwin read out over the VHF was": "{s}, I think",
    "modpas òdinatè a se": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Direct Ferries API key", "{s}", _j((HEX, 32))),
    ("split_token", "Zoho refresh token:", "{s} (inventory sync)", _zoho),
    ("split_token", "Talk2M developer id", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "words off the Sparrow steel plate:", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 02/37", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CY"))),
    ("split_backup", "NetSuite recovery codes", "{s}\nqtrm-4821-xkbe\nwplo-0937-hzna", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NINU", "{s}", _ht_ninu),
    ("split_phrase", "ops vault passphrase (master)", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"cerbo_gx": {"url": "https://cerbo.depot.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"modpas_òdinatè": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "kerwin.t", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hmis": [{"name": "skid-1"}, {"name": "skid-2", "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqlplus", "-s", "ops/{s}@//oradb.alize.lan:1521/FERRY"]}': ("meta_password", _plain_pw),
    '{"note": "modpas òdinatè depo a se {s}"}': ("meta_password", _plain_pw),
    '{"clave_wifi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign into the Rapid SCADA station as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"directferries": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"netsuiteTokenSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"primotexto_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"request": {"auth": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"card_on_file": {"number": "{s}", "valid_thru": "05/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    '{"ro_membranes_vendor": {"payout": {"iban": "{s}"}}}': ("meta_iban", lambda g: _iban(g, "MU")),
    '{"crew": {"haiti_nif": "{s}"}}': ("meta_id", _ht_nif),
    '{"security": {"2fa_fallback": ["{s}", "qtrm-4821-xkbe", "wplo-0937-hzna"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"relief_btc_fund": {"words": "{s}"}}': ("meta_seed", _english_seed),
    '{"sim": {"imsi": "338050000000121", "ki": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"container_7": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "ClinicShip-Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"minimalmodbus-2.1.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cerbo-gx-venus-3.42.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/alize/manifest-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(
    b"tix: add Carriacou sailing to the timetable", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"depot: revert pallet label size", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"orthomosaic_marigot_2031-09-16.tif", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"manifests-2031-q3.parquet").hexdigest()
_SHA1 = hashlib.sha1(b"winlink-express-1.7.17.0.zip", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Boca printer password before the audit on 2031-11-04.",
    "Kezia asked for the ticket office wifi password; it's on the card in the cash drawer.",
    "Policy: ops passwords are at least 15 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp groups; send a vault link instead.",
    "The `.env.example` line `DIRECTFERRIES_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Cerbo GX asks for a new password after every Venus OS update.",
    "Replace <YOUR_CESIUM_ION_TOKEN> in the README with the token from your Cesium ion account.",
    "NETSUITE_TOKEN_SECRET and ZOHO_INVENTORY_REFRESH_TOKEN must be set before the nightly stock sync runs.",
    "Pa janm di pèsonn modpas ou, menm si sé an zanmi.",
    "Doh tell nobody nuttin bout yuh password, dat a yuh own business.",
    "Doh give nobody yuh password, oui.",
    "Doh gi nobody yuh password, is yuh own business.",
    "No le diga la clave a naide, compai.",
    "Pa janmen bay pyès moun to modpas.",
    "Kwey, ma te tell anyone your password, woliwon.",
    "Oki, your password is yours alone; saa, don't share it.",
    "Votre mot de passe reste à vous : personne du support ne vous le demandera.",
    "Ton mot de passe, garde-le pour toi, pis change-le aux trois mois.",
    "Oye, la contraseña no se le da a nadie, ni al de informática.",
    "Pa janm bay okenn moun modpas ou, menm sipò teknik la.",
    "Bo password ta di bo so; no dun'é na ningun hende.",
    "Het wachtwoord moet minstens vijftien tekens lang zijn.",
    "A senha precisa ter pelo menos quinze caracteres.",
    "船内のパソコンのパスワードは、同僚にも教えないこと。",
    "Upgraded Venus OS on the Cerbo GX from 3.40 to 3.42 and minimalmodbus to 2.1.1 on Sunday.",
    f"commit {_COMMIT} adds the Carriacou sailing to the timetable.",
    f"Back on {_SHORT} since the new pallet label size broke the Zebra layout.",
    f"constraints file for the tide-gauge Pi: minimalmodbus==2.1.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.42 image for the Cerbo GX has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of manifests-2031-q3.parquet: {_SHA512}",
    f"The manifest API runs ghcr.io/alize/manifest-api@sha256:{_IMAGE}.",
    f"MD5 of orthomosaic_marigot_2031-09-16.tif is {_MD5}; the copy on the drone laptop matches.",
    f"SHA1 of winlink-express-1.7.17.0.zip: {_SHA1}",
    "Request id 4c1a7e02-93bd-4f6e-a8d5-2b70e9c41f36 is the slow one in the booking logs.",
    "Purchase order PO-2031-00722 for 300 tarpaulins and 120 jerrycans ships Thursday.",
    "Zendesk #4471: the Scarborough desk phone reboots every night at 02:10.",
    "Booking ALZ-CAS-7Q4K2 is for two adults and a pickup on the 07:15 sailing to Vieux Fort.",
    "Call the Castries ticket office on +1 758 555 0142 before noon.",
    "Call the Roseau depot on +1 767 555 0199; the Jacmel clinic is +509 3755 0187.",
    "Plate PCD 4821 is the depot van; the forklift is in the yard behind it.",
    "ISBN 978-0-19-850673-7 is the tropical medicine handbook on the clinic ship's shelf.",
    "The RO plant made 412 m³ of water yesterday at 0.48 mS/cm; the feed was at 29 °C.",
    "The Blue Heron does 17 knots; the crossing to Carriacou takes 1 h 50 min.",
    "Drone flight 31: 120 m AGL, 2.8 cm/px ground sampling, 412 images, 38 minutes.",
    "After five wrong passwords the PAX portal locks the account for 30 minutes.",
    "The secret of a good oildown is breadfruit and patience.",
    "Ask Ossie for the container padlock code, I don't have it.",
    "My card ending 5521 was declined at the Roseau hardware store.",
    "The Madrid NGO wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the MonCash merchant account and keep them in the safe.",
    "A wallet company never needs your twelve words to help you, whatever the caller says.",
    "Keep `PRIMOTEXTO_API_KEY` in the secrets store, never in the repository.",
    "The padlocks on the Roseau containers rust in the salt air; oil them every month.",
    "Direct Ferries moved the API key page under Account › Developers in its March release.",
    "The guest wifi 'Alize-Passengers' is open, no password needed.",
    "Pallet PAL-2031-ROS-0415: 48 cartons of water purification tablets, 312 kg.",
    "Winlink check-in 0900 local on 7.101 MHz; net control is J69MJ.",
    "Tropical storm watch for Grenada and the Grenadines; sailings after 14:00 are cancelled.",
    "Version 4.2.1 of the ticketing app fixes the Kwéyòl receipt layout.",
    "Set the password field to `changeme` only in the training VM, never on the real HMI.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 15}',
    '{"secret_ref": "vault/ops/cerbo-gx", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "wheel": "minimalmodbus", "pinned": "2.1.1"}}',
    '{"ticket": "4471", "purchase_order": "PO-2031-00722"}',
    '{"pallet": {"id": "PAL-2031-ROS-0415", "weight_kg": 312, "cartons": 48}}',
    '{"phone": "+1 758 555 0142", "office": "Castries"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tarps_in_stock": 1840}',
    '{"booking": "ALZ-CAS-7Q4K2", "sailing": "07:15", "route": "CAS-VFX"}',
    '{"ro_plant": {"output_m3": 412, "conductivity_ms_cm": 0.48, "feed_c": 29}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
