# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, forty-sixth corpus: written blind, without reading the scrubber.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to forty-second only to search them
(grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/` (least of all `memories/redaction/`), the tuning
corpus, the round corpora, any test, the reports nor the value model's trainer, never the
forty-third to forty-fifth (written at the same time), and the scrubber was never run on it nor
`memories` imported. Its own seed, password words (turbine parts, seabirds, sea states, a rating in
MW, a rotor's rpm), names, places, templates, tools, vendors and layouts, the way the crews of an
offshore wind operator (Skarvbank Offshore Wind: farms off Hallim on Jeju, off Namao Island by
Shantou, in Ishikari Bay, in the Gulf of Kutch, off Bandar-e Anzali, off Cameron in Louisiana and
off Peterhead, with turbines, an offshore substation (OSS Alpha), crew transfer vessels (Skarv
Petrel, Fulmar, Gannet), a service operation vessel (Havorn), a SCADA control room in Esbjerg, a
marine coordination desk in Peterhead and deckhands from Moroni) leak secrets into an assistant's
memory: Typetalk, Flowdock, HipChat and Crewmojo chats, SafetyCulture (iAuditor), Cority, Intelex,
Enablon, Sphera, Gensuite, EcoOnline, Quentic, Donesafe and Nesto records, mail in Airmail,
Mimestream, Newton, BlueMail, Aqua Mail, Sylpheed, Kolab, Open-Xchange, Axigen, Kerio Connect,
MDaemon, IceWarp, SmarterMail and hMailServer, notes in Material Notes, Leanote, Cryptee, Walling,
mymind, Nextcloud Notes, Jottacloud and Noted, work orders and tickets in Maximo, SAP PM, Fiix,
UpKeep, Limble, MaintainX, eMaint, Hippo CMMS, Maintenance Connection, Dynamics 365 Field Service,
Fracttal, Infor EAM, Ultimo, Mainsim, Planon, Alemba, Accruent, Augmentir, Poka, Redlist, Fieldwire,
SeaPlanner, 4Subsea, Vessel Insight, OneOcean, GTMaritime, ShipPalm, Danaos, MariApps, Cognite and
Crew Planet, e-mails, an incident note, a runbook, a README, bank logins, dictation and requests to
the assistant; the passwords of turbine, substation, OT-network, historian, metocean, vessel and
radio equipment (Vestas, Nordex, Goldwind, Mingyang, Envision, Hitachi Energy's RTU560, SICAM A8000,
SIPROTEC 5, MiCOM, Easergy, GE Multilin, Arcteq, ZIV, Efacec, NR Electric, Hirschmann, RuggedCom,
Scalance, mGuard, Secomea, Tosibox, IXON, Insys, Welotec, HMS Ewon, Anybus, KEPServerEX, Wonderware,
AVEVA PI, Matrikon, Cogent DataHub, Iconics Genesis64, zenon, WinCC OA, Survalent, iFIX, Citect, Geo
SCADA, Proficy, ThingWorx, Softing, Nozomi Guardian, Claroty, Radiflow, Datawell, Triaxys, Dragino,
Tektelic, Moventas, Winergy, Mita-Teknik, Ingeteam, Bladena, Aerones, BladeBUG, Ampelmann, Reflex
Marine, Trelleborg, Survitec, Navico, Radwin, Siklu, Ceragon, Rajant, Silvus, Motorola, Tokyo
Keiki); shell history and terminals (JumpServer, StrongDM, sshportal, ShellHub, Nexterm, Gate One,
Ajenti, PowerShell, zsh's extended history) with commands of tools no earlier corpus names:
tibemsadmin, Solace's sdkperf, Nutanix's ncli, asyncua's uals, uaread and uawrite, chronograf,
rustic, amqp-publish and amqp-consume, xo-cli, ipmicfg, proxytunnel, GBase's gccli, sqream, htdbm,
vaultcmd, ydotool, New-PSDrive, c8y, bore, iodine, ptunnel-ng and naive (and, in a clean text,
mbpoll); connection strings (OPC UA, HANA, Trino, Neo4j, Couchbase, davs, ODP.NET, libpq keywords);
configs of Scada-LTS, Rapid SCADA, FUXA, PyScada, EdgeX, emoncms, pure-ftpd, OpenNMS and ntopng,
open62541 and Eclipse Milo code, and Kafka's server.properties, rabbitmq.conf, HAProxy's stats auth,
Squid's cachemgr_passwd and coturn's static-auth-secret (files or options of tools named before, in
layouts of their own). About 45 % of the scored texts and 40 % of all (clean ones counted) are in
other languages than English (the rest English or language-neutral config and shell): Jejueo (in
Hangul), Teochew (in simplified Chinese characters), Ainu (in katakana with its small kana), Kutchi
(in Gujarati letters), Kashmiri (in Perso-Arabic letters), Gilaki (in Persian letters), Louisiana
Creole (Kouri-Vini) and Shingazidja Comorian (no earlier docstring names them), and Norwegian,
Danish, German, Dutch, French, Brazilian Portuguese, Korean, Japanese, Mandarin, Persian, Russian
and Hindi in wordings of their own (and Czech and Italian around seed phrases). Vendors (Greenbyte,
Bazefield, Power Factors, Solcast, Cognite, Vestas, Nordex, Goldwind, Mingyang, Fugro, Datawell,
SeaPlanner, 4Subsea, Windcat, CWind, Esvagt, Cadeler, Hitachi Energy, Prysmian, Aerones, Rope
Robotics, Sulzer, Moventas, Winergy, Ingeteam, Actility, Tektelic, Nozomi Networks, Claroty,
Secomea, IXON, Tosibox, MaintainX, Fracttal, Survalent, The Things Industries, Cumulocity,
Windographer, Clarksons and Envision) are ones heldouts 5 to 42 do not name; their token shapes are
drawn here, not copied from any vendor's documentation, save The Things Industries' `NNSXS.` keys
and the Azure AD shape of Cognite's client secret. The ids are kinds those corpora do not use: South
Korea's alien registration number (외국인등록번호), drawn until python-stdnum's `kr.rrn` validates its
check digit, and EU excise (SEED) numbers of Denmark, Germany and the Netherlands, which stdnum's
`eu.excise` checks for length only; a Chinese Exit-Entry Permit for Hong Kong and Macao, a Japanese
residence card number, a South Korean driving licence, an Indian seafarer's INDoS number, a Gujarat
driving licence, an Iranian birth-certificate (shenasnameh) number, a Louisiana driver's license, a
US Merchant Mariner Credential reference number and a Comorian identity card number, which carry no
check a library or this file verifies (none is computed here); passports under Ainu, Kashmiri,
Gilaki and Comorian words, likewise unchecked. Card numbers pass Luhn (RuPay, Mir, Elo and BC Card
prefixes drawn here and checked with python-stdnum's `luhn`, besides Visa, Mastercard, JCB, UnionPay
and Amex from the value helpers). The IBANs are of countries used least by a rough count over
heldouts 5 to 42 (Mauritius, Kazakhstan, Qatar, Kuwait, the Faroe Islands, Iceland, Brazil and
Turkey, each in three earlier corpora), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Korean, simplified Chinese, Japanese, French, Czech, Italian and Russian
lists. The sixty clean texts and ten clean metadata hold digests after the word that names them, a
commit, versions, a request's UUID, order, work-order and lot numbers, a phone number, a ship's IMO
number and a book's ISBN (both checked with python-stdnum), Modbus registers and prose about
passwords, codes and keys that holds none.
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
from stdnum import imo as std_imo
from stdnum import isbn as std_isbn
from stdnum import luhn
from stdnum.eu import excise as eu_excise
from stdnum.kr import rrn as kr_rrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 58_270_913
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


_PARTS = ["Nacelle", "Spinner", "Yaw", "Pitch", "Rotor", "Gearbox", "Monopile", "Jacket", "Tower",
          "Hub", "Blade", "Busbar", "Slipring", "Anemo", "Switchgear", "Gangway"]  # fmt: skip
_BIRDS = ["Petrel", "Fulmar", "Gannet", "Kittiwake", "Puffin", "Skua", "Shearwater", "Cormorant",
          "Guillemot", "Tern", "Razorbill", "Shag", "Havorn"]  # fmt: skip
_SEA = ["Swell", "Squall", "Beaufort", "Neap", "Gale", "Ebb", "Brine", "Spume", "Haar", "Fetch"]
_PLACES = ["Hallim", "Seogwipo", "Aewol", "Namao", "Chenghai", "Shantou", "Ishikari", "Otaru",
           "Rumoi", "Mundra", "Mandvi", "Bhuj", "Srinagar", "Sopore", "Anantnag", "Rasht",
           "Anzali", "Lahijan", "Cameron", "Houma", "Thibodaux", "Moroni", "Mitsamiouli",
           "Foumbouni", "Peterhead", "Fraserburgh", "Esbjerg"]  # fmt: skip
_NAMES = ["Minseok", "Sunhee", "Jaeho", "Chujuan", "Zekai", "Ahbeng", "Ukaji", "Kaizawa", "Lalji",
          "Meghji", "Jasoda", "Mehraj", "Shazia", "Tariq", "Farzin", "Golnar", "Siavash",
          "Clovis", "Odile", "Remy", "Delphine", "Hadidja", "Soilihi", "Mmadi", "Catriona",
          "Lachlan", "Rhona", "Sigrid", "Jorgen"]  # fmt: skip
_SYMBOLS = "!#%*?@+=^~$&"
_LEET = ["N4c3ll3", "P3tr3l", "F8lm4r", "G4nn3t", "M0n0p1l3", "Sp1nn3r", "Squ4ll", "R0t0rH8b",
         "K1tt1w4k3"]  # fmt: skip


def _rating(g: random.Random) -> str:
    """A turbine part and a rating, the way a crew puts a password together on the quay."""
    return f"{g.choice(_PARTS)}{g.choice([8, 9, 11, 12, 14, 15, 16, 18])}MW{g.choice(_SYMBOLS)}"


def _dotted(g: random.Random) -> str:
    """Three groups of five letters and digits, joined by dots, as a generator writes them."""
    return ".".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_BIRDS)}{g.choice(_PARTS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SEA)}{g.randrange(6, 13)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_SEA).lower()}.{g.randrange(1990, 2035)}",
    lambda g: _r(g, ALNUM + "@#%^*", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    _rating,
    lambda g: f"{g.choice(_NAMES)}{g.randrange(9, 17)}rpm{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_PARTS + _SEA, 3)) + str(g.randrange(2, 10)),
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + "_" + _r(g, D, 4) + g.choice(_SYMBOLS),
    _dotted,
    lambda g: f"{g.choice(_BIRDS)}{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: f"WTG{g.randrange(1, 80):02d}{g.choice(_BIRDS).lower()}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 20),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Typetalk topic 'Buchan O&M': Vestas VMP 8000 service password {pw}",
    "Flowdock flow #marine-desk, Lachlan: Nordex Control 2 web password {pw}",
    "HipChat room export (old!): Goldwind SCADA client password {pw}",
    "Crewmojo message from Catriona: Mingyang turbine HMI password {pw}",
    "SafetyCulture inspection note, WTG B07: Envision edge box password {pw}",
    "iAuditor template comment: the Hitachi Energy RTU560 web password is {pw}",
    "Cority incident record 2291: SICAM A8000 password {pw} was on a sticky note",
    "Intelex action item: rotate the SIPROTEC 5 DIGSI connection password (now {pw})",
    "Enablon finding F-118: MiCOM P443 relay password {pw} is still the factory one",
    "Sphera permit-to-work comment: Easergy P5 front-port password {pw}",
    "Gensuite note on the substation audit: GE Multilin 869 setting password {pw}",
    "EcoOnline observation: Arcteq AQ-250 relay password {pw} written on the panel door",
    "Quentic audit log: ZIV IRV relay password {pw}",
    "Donesafe hazard report: Efacec TPU S220 password {pw} was read out over the radio",
    "Nesto shift chat, night crew: NR Electric PCS-931 password {pw}",
    "Airmail draft to the SCADA integrator: the Hirschmann RSP switch password is {pw}",
    "Mimestream, sent to Mehraj: RuggedCom RSG2488 admin password {pw}",
    "Newton mail from Delphine: Scalance XC-208 password {pw}",
    "BlueMail note to self: mGuard 4102 firewall admin password {pw}",
    "Aqua Mail, forwarded: Secomea SiteManager 1149 appliance password {pw}",
    "Sylpheed, the old mailbox: Tosibox Lock 500 admin password {pw}",
    "Kolab mail from Jorgen: IXON IX2400 router password {pw}",
    "Open-Xchange mail: Insys icom MRX3 password {pw}",
    "Axigen webmail, drafts: Welotec TK800 router password {pw}",
    "Kerio Connect mail from the integrator: HMS Ewon Cosy 131 password {pw}",
    "MDaemon list mail (sent to everyone, oops): Anybus X-gateway admin password {pw}",
    "IceWarp chat with Sigrid: KEPServerEX administration password {pw}",
    "SmarterMail note: Wonderware historian sa password {pw}",
    "hMailServer queue, unsent mail: AVEVA PI Server piadmin password {pw}",
    "Material Notes on the CTV tablet: Matrikon OPC tunneller password {pw}",
    "Leanote page 'SCADA': Cogent DataHub admin password {pw}",
    "Cryptee doc 'substation': Iconics Genesis64 admin password {pw}",
    "Walling card 'OSS Alpha': zenon Runtime admin password {pw}",
    "mymind note: WinCC OA project password {pw}",
    "Nextcloud Notes, 'Cameron': Survalent SCADA operator password {pw}",
    "Jottacloud text file 'logins.txt': iFIX node password {pw}",
    "Noted. voice note, transcribed: Citect runtime password {pw}",
    "Maximo work order 88121: Geo SCADA Expert server password {pw}, reset it after the outage",
    "SAP PM notification 10047713: Proficy HMI password {pw}",
    "Fiix work order WO-5512: ThingWorx admin password {pw}",
    "UpKeep request #3301: Softing edgeConnector password {pw}",
    "Limble task 'Buchan B12 yaw': Nozomi Guardian admin password {pw}",
    "MaintainX procedure, step 4: Claroty CTD login password {pw}",
    "eMaint WO 7720: Radiflow iSID password {pw}",
    "Hippo CMMS ticket: Datawell Waverider DWR-G4 web password {pw}",
    "Maintenance Connection WO 4410: Triaxys buoy console password {pw}",
    "Dynamics 365 Field Service booking note: Dragino LPS8 gateway password {pw}",
    "Fracttal OT-2209: Tektelic Kona Micro gateway password {pw}",
    "Infor EAM WO 1188: Moventas condition-monitoring unit password {pw}",
    "Ultimo job 6603: Winergy diagnosis box password {pw}",
    "Mainsim ticket: Mita-Teknik WP4200 controller password {pw}",
    "Planon request: Ingeteam INGECON inverter password on the base roof {pw}",
    "Alemba call 7719: Bladena blade sensor gateway password {pw}",
    "Accruent WO 2207: Aerones robot tablet password {pw}",
    "Augmentir step note: BladeBUG control laptop password {pw}",
    "Poka wiki 'Gangway': Ampelmann E1000 HMI password {pw}",
    "Redlist task: Reflex Marine FROG-XT logger password {pw}",
    "Fieldwire task on the OSS: Trelleborg SeaLink monitoring password {pw}",
    "SeaPlanner crew note: Survitec liferaft tracker password {pw}",
    "4Subsea dashboard comment: the SmartSub logger password is {pw}",
    "Vessel Insight note: Navico Halo24 radar network password {pw}",
    "OneOcean note, Skarv Petrel bridge: Radwin 5000 link password {pw}",
    "GTMaritime mail to the Skarv Fulmar: Siklu EH-8010 radio password {pw}",
    "ShipPalm task: Ceragon IP-20C password {pw}",
    "Danaos note: Rajant BreadCrumb password {pw}",
    "MariApps entry: Silvus StreamCaster admin password {pw}",
    "Cognite comment on the radio asset: Motorola MOTOTRBO repeater password {pw}",
    "Crew Planet note to the Skarv Gannet: Tokyo Keiki autopilot service password {pw}",
    "Hi Sigrid,\n\nthe OSS Alpha RTU root password is {pw}. Delete this once it's in the vault.\n\nLachlan",
    "Incident 2031-11-03: the Nordex Control 2 at Buchan B04 answered on the public APN with password {pw}",
    "Runbook: manual yaw for WTG T17\n1. open the Vestas VMP panel\n2. log in as service\n3. password {pw}\n4. release the yaw brake",
    "README (control room rack)\nthe KEPServerEX admin page is at https://kep01.skarvbank.lan, password `{pw}`.",
    "my Jeju Bank internet banking password is {pw}",
    "can you remember my Bank Melli app password? it's {pw}",
    "the Hancock Whitney online banking password is {pw}",
    "password for my Exim Bank Comores app: {pw}",
    "dictated: the SCADA historian password is {pw} period",
    "note to self: Goldwind service laptop password {pw}",
    "after the firmware update the SICAM password became {pw}",
    "please remember this for me, the Petrel's bridge PC password is {pw}",
    "나 메일 비밀번호는 {pw} 이우다",
    "집이 공유기 비밀번호: {pw}, 아무신디도 골지 맙서",
    "고민석: 새 서버 비밀번호 {pw} 마씀",
    "我个邮箱密码是 {pw}，勿呾分人知",
    "厝内个路由器密码：{pw}",
    "林楚娟呾：新个服务器密码是 {pw}",
    "クコㇿ メール パスワード アナㇰネ {pw} ネ",
    "チセ オッタ ルーター パスワード：{pw}、ソモ エイェ ヤン",
    "ウカジ：アシㇼ サーバー パスワード アナㇰネ {pw} ネ",
    "મુંજો ઈમેલ પાસવર્ડ {pw} આય",
    "ઘરજે રાઉટરજો પાસવર્ડ: {pw}, કોય કે ન ચોજા",
    "લાલજી: સર્વરજો નવો પાસવર્ડ {pw} આય",
    "میون ای میل پاسورڈ چھُ {pw}",
    "گرٕچ راؤٹرُک پاسورڈ: {pw}",
    "مہراج: سرورُک نوٚو پاسورڈ چھُ {pw}",
    "می ایمیلِ پسورد {pw} ایسه",
    "خانه مودمِ پسورد: {pw}، هیچکسَ نوگو",
    "فرزین: سرورِ نو پسورد {pw} ایسه",
    "Mo pasword pou imèl-la sé {pw}, pa di pèrsonn, chè",
    "pasword routeur-la dan lamézon: {pw}",
    "Clovis: nouvo pasword sèrvèr-la sé {pw}",
    "Password yahangu ya email ndo {pw}",
    "password ya routeur ya dagoni: {pw}, usu hambia mndru",
    "Hadidja: password mpia ya serveur ndo {pw}",
    "passordet til SCADA-PC-en i kontrollrommet er {pw}",
    "nytt passord på vaktbåtens ruter: {pw}",
    "adgangskoden til transformerstationens HMI er {pw}",
    "adgangskode til Esbjerg-lagerets pc: {pw}",
    "Zugangspasswort fürs Umspannwerk-HMI: {pw}",
    "das Passwort vom Gondel-Laptop ist {pw}",
    "het wachtwoord van de brugtablet op de CTV is {pw}",
    "wachtwoord SCADA-werkstation: {pw}",
    "le mot de passe de la tablette passerelle du flotteur, c'est {pw}",
    "mdp du PC de la base de Port-la-Nouvelle : {pw}",
    "a senha do notebook da nacele é {pw}",
    "senha do roteador do alojamento: {pw}",
    "변전소 HMI 비밀번호는 {pw}입니다",
    "선박 브리지 PC 비번: {pw}",
    "洋上変電所のHMIパスワードは {pw} です",
    "作業船ブリッジPCのパスワード：{pw}",
    "海上升压站 HMI 的密码是 {pw}",
    "运维船驾驶台电脑密码：{pw}",
    "رمز عبور HMI پست دریایی {pw} است",
    "رمز کامپیوتر اتاق کنترل: {pw}",
    "пароль от HMI подстанции — {pw}",
    "пароль ноутбука в гондоле: {pw}",
    "सबस्टेशन HMI का पासवर्ड {pw} है",
    "कंट्रोल रूम PC का पासवर्ड: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["minseok.ko", "sunhee", "jaeho.boo", "chujuan", "zekai.chen", "ahbeng", "ukaji",
          "kaizawa.t", "lalji", "meghji.k", "jasoda", "mehraj", "shazia.w", "tariq", "farzin",
          "golnar.r", "siavash", "clovis", "odile.t", "remy", "delphine.l", "hadidja", "soilihi",
          "mmadi", "catriona", "lachlan.r", "rhona", "sigrid", "jorgen", "svc-scada", "oss-ops"]  # fmt: skip
_LOGINS = [
    "Typetalk, Lachlan: the Vestas VMP login is {u} / {pw}",
    "Maximo WO 88140: {u} can't get into the SICAM panel, last password {pw}",
    "acct {u} pw {pw}",
    "Cognite › Sites › Buchan › Nordex gateway: {u} — {pw}",
    "| system | user | pass |\n|---|---|---|\n| KEPServerEX | {u} | {pw} |",
    "log into the Survalent console as {u} using {pw}",
    "Goldwind login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: oss-alpha-rtu\n  user: {u}\n  pass: {pw}",
    "Flowdock: account {u}, pw {pw}",
    "Catriona says the Mingyang portal account is {u} and its password {pw}",
    "system,user,password\nsurvalent,{u},{pw}",
    "ssh {u}@scada-hist.skarvbank.lan  # pw {pw}",
    "Crewmojo: creds for the Ampelmann HMI are {u} and {pw}",
    "아이디는 {u}, 비밀번호는 {pw} 이우다",
    "用户名 {u}，密码 {pw}，着记好",
    "クコㇿ ユーザー アナㇰネ {u} ネ、パスワード アナㇰネ {pw} ネ",
    "યુઝર {u}, પાસવર્ડ {pw}, કોય કે ન ચોજા",
    "یوزر نیم {u}، پاسورڈ {pw}",
    "یوزر {u}، پسورد {pw} ایسه",
    "mo nom itilizatò sé {u}, mo pasword sé {pw}",
    "dzina {u}, password {pw}",
    "brukernavn {u}, passord {pw}",
    "ユーザー名：{u} / パスワード：{pw}",
    "usuário {u} e senha {pw}",
    "логин {u}, пароль {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["haar", "fulmar", "gannet", "spinner", "nacelle", "monopile", "squall", "guillemot",
               "razorbill", "dolhareubang", "hallasan", "gyul", "kamuy", "rera", "bandhani",
               "kahwa", "wazwan", "bayou", "boudin", "karthala", "ylang"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then the number {d}",
    "pw: {w}, and right after it {d}",
    "for the SCADA box it's {w} with {d} on the end",
    "voice note: the bridge wifi password is {w} and then {d}, no gap",
    "type {w} followed by {d}",
    "it's {w}{d}, word then digits, no space",
    "비밀번호는 {w} 단어 다음에 {d} 이우다",
    "密码是 {w} 这个字，后尾再加 {d}",
    "パスワード アナㇰネ {w} セコㇿ アイェ イタㇰ、イオシ {d} ネ",
    "પાસવર્ડ {w} શબ્દ આય, પોય {d}",
    "پاسورڈ چھُ لفظ {w}، پتہٕ {d}",
    "پسورد کلمه {w} ایسه، بعدن {d}",
    "pasword-la sé mo {w}, é apré sa {d}",
    "password ndo neno {w}, ha nyuma {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "tibemsadmin -server tcp://ems.skarvbank.lan:7222 -user {u} -password '{pw}'",
    "tibemsadmin -server ssl://ems2.skarvbank.lan:7243 -user {u} -password {pw} -script purge_alarms.txt",
    "sdkperf_java.sh -cip=tcp://solace.skarvbank.lan:55555 -cu={u}@scada -cp='{pw}' -ptl=wtg/alarms -mn=100",
    "sdkperf_c -cip=tcps://solace2.skarvbank.lan:55443 -cu={u} -cp={pw} -stl=scada/#",
    "ncli -s prism.skarvbank.lan -u {u} -p '{pw}' vm list",
    "ncli -s 10.40.0.20 -u {u} -p {pw} host ls",
    "uals -u opc.tcp://{u}:{pw}@opc-gw.skarvbank.lan:4840 -l 2",
    "uaread -u opc.tcp://{u}:{pw}@opc-gw.skarvbank.lan:4840 -n 'ns=2;s=T17.Nacelle.YawAngle'",
    "uawrite -u opc.tcp://{u}:{pw}@opc-gw.skarvbank.lan:4840 -n 'ns=2;s=T04.Pitch.Mode' 2",
    "chronograf --influxdb-url=http://influx.skarvbank.lan:8086 --influxdb-username={u} --influxdb-password='{pw}'",
    "rustic -r sftp:backup@nas.skarvbank.lan:/historian --password '{pw}' backup /var/lib/historian",
    "rustic --password={pw} -r /mnt/usb/scada-repo snapshots",
    "amqp-publish --url='amqp://{u}:{pw}@mq.skarvbank.lan:5672/scada' -r alarms -b 'T17 yaw fault'",
    "amqp-consume --url amqps://{u}:{pw}@mq.skarvbank.lan:5671 -q alarms cat",
    "xo-cli register --allowUnauthorized https://xo.skarvbank.lan {u} '{pw}'",
    "xo-cli --register https://xo.skarvbank.lan {u} {pw}",
    "ipmicfg -user add 3 {u} '{pw}' 4",
    "ipmicfg -user setpwd 2 '{pw}'",
    "proxytunnel -p proxy.skarvbank.lan:3128 -P {u}:{pw} -d scada-hist.skarvbank.lan:22 -a 2222",
    "gccli -h gbase.skarvbank.cn -u{u} -p{pw} -D turbine_stats",
    "gccli -u {u} -p'{pw}' -h 10.60.2.15 -e 'show tables'",
    "sqream sql --host=sqream.skarvbank.lan --port=5000 --username={u} --password='{pw}' --databasename=scada",
    "htdbm -bc /etc/apache2/scada.db {u} '{pw}'",
    "htdbm -b -TDB /etc/httpd/ops.db {u} {pw}",
    "vaultcmd /addcreds:\"Windows Credentials\" /credtype:\"Windows Domain Password Credential\" /identity:SKARV\\{u} /authenticator:{pw} /resource:hist01",
    "ydotool type '{pw}' && ydotool key 28:1 28:0",
    "$cred = New-Object PSCredential('SKARV\\{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)); New-PSDrive -Name H -PSProvider FileSystem -Root \\\\hist01\\exports -Credential $cred",
    "c8y sessions create --host https://skarvbank.cumulocity.com --username {u} --password '{pw}'",
    "bore local 502 --to relay.skarvbank.net --secret '{pw}'",
    "iodine -f -P '{pw}' 10.53.0.1 t.skarvbank.net",
    "ptunnel-ng -p relay.skarvbank.net -l 2222 -r scada-hist.skarvbank.lan -R 22 -x '{pw}'",
    "naive --listen=socks://127.0.0.1:1080 --proxy=https://{u}:{pw}@edge.skarvbank.net",
    "bore local 4840 --to relay.skarvbank.net -s {pw}",
    "sqream sql --username={u} --password={pw} --host=10.60.4.9 -d historian",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "JumpServer web terminal, asset scada-hist:\n{c}", "StrongDM session log: {c}",
    "sshportal, ops@bastion: {c}", "ShellHub session, device oss-alpha-gw:\n$ {c}",
    "Nexterm tab 'Namao':\n{c}", "Gate One terminal: {c}", "Ajenti terminal:\n# {c}",
    "PowerShell on the engineering laptop: PS C:\\scada> {c}",
    "zsh history on the control-room Mac:\n: 1950112000:0;{c}",
    "~/.bash_history on oss-alpha-gw:\n{c}", "root@sov-havorn:~# {c}",
    "요디 돌린 명령어마씀: {c}", "我拍过个命令：{c}", "મેં હલાયો કમાન્ડ: {c}",
    "یہ کمانڈ چلوٚو: {c}", "اَ کامندَ بزِم: {c}", "komand-la mo té lansé: {c}",
    "komandi yangu: {c}", "kommandoen jeg kjørte: {c}", "実行したコマンド：{c}", "실행한 명령: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "opc.tcp://{u}:{pw}@opc-gw.skarvbank.lan:4840/UA/WindFarm",
    "hana+hdbcli://{u}:{pw}@hana.skarvbank.lan:30015/?encrypt=true",
    "oracle+oracledb://{u}:{pw}@ora-scada.skarvbank.lan:1521/?service_name=HIST",
    "mssql+pytds://{u}:{pw}@sql-cmms.skarvbank.lan:1433/Maximo",
    "trino://{u}:{pw}@trino.skarvbank.lan:8443/hive/turbines",
    "neo4j+s://{u}:{pw}@graph.skarvbank.lan:7687",
    "rediss://{u}:{pw}@cache.skarvbank.lan:6380/2",
    "elasticsearch+https://{u}:{pw}@es.skarvbank.lan:9200/alarms",
    "couchbases://{u}:{pw}@cb.skarvbank.lan/turbine_events",
    "git+https://{u}:{pw}@git.skarvbank.lan/scada/plc-config.git",
    "davs://{u}:{pw}@files.skarvbank.lan/remote.php/dav/files/{u}/",
    "wss://{u}:{pw}@stream.skarvbank.lan/wtg/live",
    "Server=tcp:hist01.skarvbank.lan,1433;Initial Catalog=Historian;User ID={u};Password={pw};TrustServerCertificate=True",
    "Data Source=ora-scada:1521/HIST;User Id={u};Password={pw};",
    "host=pg-cmms.skarvbank.lan port=5432 dbname=cmms user={u} password={pw} sslmode=require",
]  # fmt: skip
_URL_PLACES = [
    "HISTORIAN_DSN={c}", "Grafana data source, the old one: {c}", "save this connection string: {c}",
    "连接串：{c}", "접속 문자열마씀: {c}", "Maximo WO 88190: {c}", "Leanote 'Databases': {c}",
    "Nextcloud Notes 'links': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(4_000_000)
        claims = {"iss": issuer, "aud": "skarvbank-offshore", "sub": f"tenant_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "turbines:read workorders:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _tts_key(g: random.Random) -> str:
    """An API key of The Things Industries' stack: NNSXS, a key id and the secret, in base32."""
    return f"NNSXS.{_r(g, BASE32, 39)}.{_r(g, BASE32, 52)}"


def _licence(g: random.Random) -> str:
    return "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Greenbyte", "GREENBYTE_API_TOKEN", _j((ALNUM, 32))),
    ("Bazefield", "BAZEFIELD_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Power Factors", "POWERFACTORS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Solcast", "SOLCAST_API_KEY", _j((URLSAFE, 32))),
    ("Cognite", "COGNITE_CLIENT_SECRET", _j((ALNUM, 3), "8Q~", (ALNUM + "._~-", 34))),
    ("Vestas", "VESTAS_VOB_API_KEY", _j((HEX, 40))),
    ("Nordex", "NORDEX_CONTROL_TOKEN", _vendor_jwt("https://auth.nordex-online.com")),
    ("Goldwind", "GOLDWIND_SOAM_APPSECRET", _j((HEX, 32))),
    ("Mingyang", "MINGYANG_APP_SECRET", _j((ALNUM, 32))),
    ("Fugro", "FUGRO_SEAWATCH_KEY", _j((HEX, 64))),
    ("Datawell", "DATAWELL_API_TOKEN", _j((B64, 43), "=")),
    ("SeaPlanner", "SEAPLANNER_API_KEY", _j("spk_", (ALNUM, 36))),
    ("4Subsea", "FOURSUBSEA_TOKEN", _j((URLSAFE, 48))),
    ("Windcat", "WINDCAT_FLEET_API_KEY", _j((UPPER_DIGITS, 32))),
    ("CWind", "CWIND_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Esvagt", "ESVAGT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Cadeler", "CADELER_PORTAL_TOKEN", _vendor_jwt("https://id.cadeler.com")),
    ("Hitachi Energy", "LUMADA_APM_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Prysmian", "PRYCAM_API_KEY", _j((UPPER_HEX, 32))),
    ("Aerones", "AERONES_API_KEY", _j("aer_live_", (ALNUM, 32))),
    ("Rope Robotics", "ROPE_ROBOTICS_TOKEN", _j((HEX, 48))),
    ("Sulzer", "SULZER_BLUEBOX_KEY", _j((ALNUM, 24))),
    ("Moventas", "MOVENTAS_CMAAS_TOKEN", _j((B64, 64))),
    ("Winergy", "WINERGY_API_SECRET", _j((HEX, 32))),
    ("Ingeteam", "INGETEAM_INGECON_KEY", lambda g: v.uuid4(g, "8")),
    ("Actility", "THINGPARK_CLIENT_SECRET", _j((URLSAFE, 36))),
    ("Tektelic", "TEKTELIC_KONA_TOKEN", _vendor_jwt("https://auth.tektelic.com")),
    ("Nozomi Networks", "NOZOMI_API_KEY_TOKEN", _j((ALNUM, 40))),
    ("Claroty", "CLAROTY_XDOME_API_TOKEN", _j((URLSAFE, 64))),
    ("Secomea", "SECOMEA_API_SECRET", _j((HEX, 64))),
    ("IXON", "IXON_API_APPLICATION_KEY", _j((ALNUM, 40))),
    ("Tosibox", "TOSIBOX_API_KEY", lambda g: v.uuid4(g, "9")),
    ("MaintainX", "MAINTAINX_API_KEY", _vendor_jwt("https://api.getmaintainx.com")),
    ("Fracttal", "FRACTTAL_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Survalent", "SURVALENT_API_TOKEN", _j((UPPER_HEX, 64))),
    ("The Things Industries", "TTS_API_KEY", _tts_key),
    ("Cumulocity", "C8Y_TOKEN", _vendor_jwt("https://skarvbank.cumulocity.com")),
    ("Windographer", "WINDOGRAPHER_LICENSE_KEY", _licence),
    ("Clarksons", "CLARKSONS_SEAWEB_KEY", _j((HEX, 32))),
    ("Envision", "ENVISION_ACCESS_SECRET", lambda g: v.uuid4(g, "a")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "setx {env} \"{tok}\"",
    "$env:{env} = '{tok}'",
    "launchctl setenv {env} {tok}",
    "/etc/environment:\n{env}=\"{tok}\"",
    "crontab -l:\n{env}={tok}\n*/5 * * * * /opt/skarv/sync.sh",
    "group_vars/scada.yml:\n{env}: \"{tok}\"",
    "Jenkinsfile:\nenvironment {{\n  {env} = '{tok}'\n}}",
    "azure-pipelines.yml:\nvariables:\n  {env}: {tok}",
    "bitbucket-pipelines.yml:\n  - export {env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "App.config:\n<add key=\"{env}\" value=\"{tok}\" />",
    "application.properties:\nskarv.{slug}.api-key={tok}",
    "Node-RED settings.js: process.env.{env} = \"{tok}\";",
    "Grafana provisioning, datasources/{slug}.yaml:\n    secureJsonData:\n      apiKey: {tok}",
    "telegraf.d/{slug}.conf:\n  [inputs.http.headers]\n    Authorization = \"Bearer {tok}\"",
    "NixOS: environment.variables.{env} = \"{tok}\";",
    "kubectl create secret generic {slug}-api --from-literal=token={tok}",
    "Skarvbank SCADA portal › Admin › Integrations › {vendor} › API key: {tok}",
    "Leanote table 'API': | {vendor} | prod | {tok} |",
    "Maximo WO 88215: {vendor} feed down since 02:00, key in use {tok}",
    "Typetalk, Lachlan: {vendor} key for the availability report: {tok}",
    "Flowdock: the {vendor} token we use now is {tok}; the old one is revoked",
    "Fiix WO-5530: {vendor} integration returns 403, configured key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API 키는 {tok} 이우다",
    "{vendor} 个 API 密钥是 {tok}，勿呾分人知",
    "{vendor} API キー アナㇰネ {tok} ネ",
    "{vendor} જી API કી {tok} આય",
    "{vendor} ہِنٛز API کی چھےٚ {tok}",
    "API کلیدِ {vendor} {tok} ایسه",
    "klé API {vendor}-la sé {tok}",
    "API key ya {vendor} ndo {tok}",
    "API-nøkkelen til {vendor}: {tok}",
    "API-nøgle til {vendor} (prod): {tok}",
    "{vendor}-API-Schlüssel fürs Verfügbarkeits-Dashboard: {tok}",
    "API-sleutel {vendor} voor het onderhoudsrapport: {tok}",
    "clé API {vendor} de prod : {tok}",
    "chave de API do {vendor}: {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} のAPIキーは {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "کلید API {vendor}: {tok}",
    "API-ключ {vendor}: {tok}",
    "{vendor} की API key: {tok}",
]  # fmt: skip


def _slug(vendor: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", vendor.lower()).strip("-")


def _vendor_specials(rng: random.Random) -> list[Sample]:
    greenbyte = _r(rng, ALNUM, 32)
    bazefield = _r(rng, ALNUM, 40)
    tts = _tts_key(rng)
    cognite = _r(rng, ALNUM, 3) + "8Q~" + _r(rng, ALNUM + "._~-", 34)
    solcast = _r(rng, URLSAFE, 32)
    maintainx = _r(rng, ALNUM, 48)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.greenbyte.com/2.0/data.json", headers={{"Breeze-ApiToken": "{greenbyte}"}})', greenbyte),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {bazefield}' https://skarvbank.bazefield.com/BazeField.Services/api/objects", bazefield),
        Sample("vendor_token", f"ttn-lw-cli login --api-key {tts}", tts),
        Sample("vendor_token", f'var credential = new ClientSecretCredential(tenantId, "skarv-cdf-app", "{cognite}");', cognite),
        Sample("vendor_token", f'headers = {{"Authorization": "Bearer {solcast}"}}  # Solcast, Ignition gateway script', solcast),
        Sample("vendor_token", f'MaintainXClient client = MaintainXClient.builder().apiKey("{maintainx}").build();', maintainx),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, tok=tok, slug=_slug(vendor))
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Typetalk: {t}", "it's only shown once, so:\n{t}", "토큰 마씀: {t}",
                "这个 token：{t}", "{t}\n^ new one; the old one's revoked", "keep this for me please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 20), ".", (URLSAFE, 44)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 56)), _j((B64, 40)), _j((ALNUM, 32))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Modbus/TCP security PSK of the T17 converter (hex): {h}": 64,
    "DNP3 Secure Authentication update key for the RTU560: {h}": 32,
    "IEC 62351 pre-shared key for the substation gateway: {h}": 64,
    "MACsec CAK for the export-cable fibre link: {h}": 64,
    "HMAC key that signs the Solcast webhook: {h}": 64,
    "백업 암호화 키마씀: {h}": 64,
    "بیک اپ اینکرپشن کی: {h}": 64,
    "klé chifreman bakòp-la: {h}": 48,
    "બેકઅપ એન્ક્રિપ્શન કી: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Fiix WO-5541: token copied from the browser devtools {t}",
    "Cookie: lang=ko; skv_sess={t}",
    "SCADA_PORTAL_ACCESS_TOKEN={t}",
    "hang on to this bearer token {t}",
    "token 是 {t}",
    "token ndo {t}",
    "Typetalk transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(5_000_000)
    alg = ["ES256", "RS384", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 1800,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.skarvbank.energy/realms/offshore",
            "azp": "scada-portal",
            "roles": ["control-room", "marine-desk"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS384": 342, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for oss-alpha-gw, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/scada-portal.skarvbank.lan.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"IEC62351_CLIENT_KEY": "{key}", "rtu": "oss-alpha"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_sov <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Maximo WO 88230, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "서버 개인키마씀:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the cable supplier's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----", *([""] if kind.startswith("PGP") else [])]
    tail = [*(["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []), f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "hardware wallet backup card, copying it before I shred it: {p}": "english",
    "recovery words of the crew-fund wallet\n{p}": "english",
    "the old safety-bonus wallet (emptied): {p}": "english",
    "voice memo: the recovery words for the crew-fund wallet are {p} and that's all of them": "english",
    "Leanote page 'crew fund wallet (retired)': {p}": "english",
    "지갑 복구 단어마씀: {p}": "korean",
    "钱包个助记词：{p}，勿呾分人知": "chinese_simplified",
    "ウォレット フッコ ワード アナㇰネ {p} ネ": "japanese",
    "mo-yé pou rékipéré wallet-la: {p}": "french",
    "fráze pro obnovu peněženky z Esbjergu: {p}": "czech",
    "frase di recupero del portafoglio della squadra: {p}": "italian",
    "сид-фраза кошелька бригады: {p}": "russian",
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
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, Mir's, Elo's, BC Card's: brands
    the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["508528", "606985", "607384", "652150", "817290"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], [16])
    if brand == "elo":
        return _card_of(rng, ["636368", "504175", "509066", "650031"], [16])
    if brand == "bccard":
        return _card_of(rng, ["941090", "943150", "944541"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Typetalk, Lachlan: the company card for the Vestas spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Fiix WO-5560: pay the crane hire with card {c}",
    "나 카드 번호 {c} 이우다, {mm}/{yy}",
    "我个卡号：{c}，{mm}/{yy}",
    "クコㇿ カード ノンバ：{c}",
    "મુંજો કાર્ડ નંબર: {c}, {mm}/{yy}",
    "میون کارڈ نمبر: {c}",
    "می کارت نومره: {c}",
    "nimewo mo kat: {c}, {mm}/{yy}",
    "nambari ya karti yahangu: {c}",
]  # fmt: skip


_BRANDS = ["visa", "rupay", "mastercard", "mir", "jcb", "elo", "unionpay", "bccard"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/34, CVC2 {cvv}",
               "the 3 digits printed on the back by the signature: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "카드 뒷면 숫자 세 개: {cvv} 마씀",
               "卡后面三个数字：{cvv}",
               "twa shif dèryè kat-la: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 42 (each in three earlier corpora);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`, 0 a zero) after stdnum's
# iban.dat. Mauritius' ends in its currency, MUR, written as the banks write it.
_IBAN_SHAPES = {"MU": "aaaa" + "n" * 19, "KZ": "nnn" + "c" * 13, "QA": "aaaa" + "c" * 21,
                "KW": "aaaa" + "c" * 22, "FO": "n" * 14, "IS": "n" * 22,
                "BR": "n" * 23 + "a" + "c", "TR": "n" * 5 + "0" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    def make(g: random.Random) -> str:
        upper_digits = UPPER + D
        alphabet = {"a": UPPER, "n": D, "c": upper_digits, "0": "0"}
        bban = "".join(g.choice(alphabet[c]) for c in _IBAN_SHAPES[country])
        if country == "MU":
            bban += "MUR"
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SKV-2031-0412: pay the gangway service to {i} within 30 days",
    "save the Mahébourg cable-jointer's IBAN: {i}",
    "IBAN: {i}\nReference: CTV charter, week 46",
    "Typetalk #finance: the Runavík mooring supplier's new IBAN is {i}",
    "나 IBAN은 {i} 이우다",
    "我个 IBAN：{i}",
    "クコㇿ IBAN：{i}",
    "મુંજો IBAN: {i}",
    "میون IBAN: {i}",
    "می IBAN: {i}",
    "IBAN mo kont labank: {i}",
    "IBAN yahangu: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _arn(g: random.Random) -> str:
    """A South Korean alien registration number (외국인등록번호): a birth date, 5 to 8 for a
    foreigner, the issuing office and serial, and the check digit stdnum's `kr.rrn` verifies."""

    def make(h: random.Random) -> str:
        sex = h.choice("5678")
        year = h.randrange(70, 100) if sex in "56" else h.randrange(0, 6)
        body = f"{year:02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{sex}{h.randrange(10, 97)}{_r(h, D, 3)}"
        return body + kr_rrn.calc_check_digit(body)

    number = v.until(g, make, kr_rrn.is_valid)
    return f"{number[:6]}-{number[6:]}"


def _excise(country: str) -> Maker:
    """An EU excise (SEED) number: the country and eleven characters, which stdnum's `eu.excise`
    checks for length (it has no national rule for these countries)."""

    def make(g: random.Random) -> str:
        return v.until(g, lambda h: f"{country}000{_r(h, D, 8)}", eu_excise.is_valid)

    return make


def _hk_permit(g: random.Random) -> str:
    """A Chinese Exit-Entry Permit for Travelling to and from Hong Kong and Macao: C, a letter and
    seven digits; no public check."""
    return "C" + g.choice("ABCDEFGHJKLMNP") + _r(g, D, 7)


def _zairyu(g: random.Random) -> str:
    """A Japanese residence card number: two letters, eight digits, two letters; no public check."""
    return _r(g, UPPER, 2) + _r(g, D, 8) + _r(g, UPPER, 2)


def _jp_passport(g: random.Random) -> str:
    """A Japanese passport: two letters and seven digits."""
    return g.choice(["TR", "TZ", "MZ", "TK"]) + _r(g, D, 7)


def _kr_licence(g: random.Random) -> str:
    """A South Korean driving licence number: region, year, serial, two more digits; unchecked."""
    return f"{g.randrange(11, 29)}-{g.randrange(0, 32):02d}-{_r(g, D, 6)}-{_r(g, D, 2)}"


def _indos(g: random.Random) -> str:
    """An Indian seafarer's INDoS number: the year, two letters and four digits; no check."""
    return f"{g.randrange(5, 32):02d}{_r(g, UPPER, 2)}{_r(g, D, 4)}"


def _in_passport(g: random.Random) -> str:
    """An Indian passport: a letter and seven digits."""
    return g.choice("JKLMNPRSTUVWZ") + _r(g, D, 7)


def _gj_licence(g: random.Random) -> str:
    """A Gujarat driving licence: GJ, the Kutch RTO's code, the year and a serial; unchecked."""
    return f"GJ12 {g.randrange(2005, 2031)}{_r(g, D, 7)}"


def _ir_passport(g: random.Random) -> str:
    """An Iranian passport: a letter and eight digits."""
    return g.choice("ABCDEHKLPRZ") + _r(g, D, 8)


def _shenasnameh(g: random.Random) -> str:
    """An Iranian birth-certificate (shenasnameh) number: up to ten digits; no public check."""
    return g.choice("123456789") + _r(g, D, g.randrange(5, 10))


def _la_licence(g: random.Random) -> str:
    """A Louisiana driver's license: nine digits, the first two zeros; unchecked."""
    return "00" + _r(g, D, 7)


def _mmc(g: random.Random) -> str:
    """A US Merchant Mariner Credential reference number: seven digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 6)


def _km_cni(g: random.Random) -> str:
    """A Comorian national identity card number: nine digits; no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _km_passport(g: random.Random) -> str:
    """A Comorian passport: two letters and seven digits."""
    return g.choice(["KM", "OC"]) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "the Indonesian deckhand's 외국인등록번호 for the Hallim port pass: {s}": _arn,
    "우리 배 선원 외국인등록번호: {s}": _arn,
    "외국인등록번호 (CTV 기관사 응우옌): {s}": _arn,
    "SEED excise number of the Esbjerg bunker store, for the marine gas oil: {s}": _excise("DK"),
    "Verbrauchsteuernummer des Emdener Lagers: {s}": _excise("DE"),
    "accijnsnummer van de tankopslag in Harlingen: {s}": _excise("NL"),
    "我个港澳通行证号码：{s}": _hk_permit,
    "Zairyu card number of our Vietnamese technician at Ishikari: {s}": _zairyu,
    "在留カード番号：{s}": _zairyu,
    "クコㇿ パスポート ノンバ アナㇰネ {s} ネ": _jp_passport,
    "나 운전면허번호는 {s} 이우다": _kr_licence,
    "میون INDoS نمبر چھُ {s}": _indos,
    "INDoS no. of the new AB on the Skarv Gannet: {s}": _indos,
    "میون پاسپورٹ نمبر: {s}": _in_passport,
    "મુંજો ડ્રાઇવિંગ લાઇસન્સ નંબર {s} આય": _gj_licence,
    "می پاسپورت نومره {s} ایسه": _ir_passport,
    "می شناسنامه نومره: {s}": _shenasnameh,
    "nimewo mo lisans pou kondui: {s}": _la_licence,
    "MMC reference number of the Cameron CTV mate: {s}": _mmc,
    "nambari ya karti ya identite yahangu: {s}": _km_cni,
    "nambari ya pasipoti yahangu ndo {s}": _km_passport,
    "Louisiana driver's license of the new deckhand, for the site induction: {s}": _la_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}.{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Greenbyte 2FA recovery codes\n{codes}", "spare sign-in codes for Skarvbank's Microsoft 365 {codes}",
            "Cognite backup codes: {codes}", "2FA 个备用码：\n{codes}",
            "2FA 백업 코드마씀: {codes}", "kodi za backup za 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Bazefield:catriona@skarvbank.energy?secret={s}&issuer=Bazefield&digits=6",
              "Aegis, manual entry key for the MaintainX login: {s}",
              "FreeOTP secret for the Claroty account: {s}",
              "2FA کی: {s}"]  # fmt: skip
_CODES = ["{c} is your Greenbyte sign-in code", "【中国银行】验证码 {c}，5分钟内有效",
          "[Web발신] 제주은행 인증번호 [{c}] 타인에게 알려주지 마세요", "Use {c} to verify your Cumulocity login",
          "کد تأیید بانک ملت: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Skarvbank-SOV-Crew", "SKV-OSS-Alpha", "Havorn-Guest", "Petrel-Bridge", "KT_GiGA_Hallim",
          "iptime-seogwipo", "ChinaNet-Namao", "aterm-ishikari-5G", "JioFiber-Mundra",
          "BSNL-Srinagar", "Irancell-Anzali", "ATT-Cameron-Base", "ComoresTelecom-Moroni",
          "Peterhead-OM-Base", "SKV-MetMast-2"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "crew mess network {s}, password {pw}",
    "wifi on the Petrel's bridge: {s} / {pw}",
    "Yocto image, wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "the key on the sticker under the KT router: {pw}",
    "와이파이 {s} 비밀번호는 {pw} 마씀",
    "宿舍个 Wi-Fi {s} 密码是 {pw}",
    "Wi-Fi {s} パスワード アナㇰネ {pw} ネ",
    "વાઇફાઇ {s} જો પાસવર્ડ {pw} આય",
    "وائی فائی {s} ہُنٛد پاسورڈ چھُ {pw}",
    "وای‌فای {s} پسورد {pw} ایسه",
    "pasword wifi {s}-la sé {pw}",
    "password ya wifi {s} ndo {pw}",
    "met mast modem wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("aer_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("spk_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the VHF] {t}",
          "(spaced so the Typetalk preview hides it) {t}", "一个字一个字呾：{t}", "한 자씩 골으민: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["창고 자물쇠 번호: {pw} 마씀", "仓库门个密码锁：{pw}", "ગોડાઉનજે તાળેજો કોડ: {pw}",
          "گودامُک تالہٕ کوڈ: {pw}", "kòd kadna-la dan hangar-la: {pw}", "kodi ya kufuli ya magazini: {pw}",
          "the key safe on the transition piece of T17 opens with {pw}",
          "SIM PIN of the turbine LTE router: AT+CPIN=\"{pw}\"",
          "the OSS muster-room door keypad: {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["nacelle", "spinner", "monopile", "fulmar", "gannet", "kittiwake", "squall",
                 "beaufort", "gangway", "busbar", "slipring", "guillemot", "razorbill", "shearwater",
                 "anemometer", "haar"]  # fmt: skip
_PHRASES = {"Delinea Secret Server passphrase for the control-room folder: {p}": " ",
            "SysPass database passphrase on the SOV laptop: {p}": " ",
            "master passphrase of the marine desk's vault: {p}": "-",
            "disk passphrase of the SCADA engineering laptop: {p}": ".",
            "백업 패스프레이즈마씀: {p}": " ", "બેકઅપજો પાસફ્રેઝ: {p}": "_",
            "pasfraz bakòp-la: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Restlet Client request, header Authorization: Basic {v}": True,
    "HAProxy backend: http-request set-header Authorization \"Basic {v}\"": True,
    "Slumber collection export: Authorization: Bearer {v}": False,
    "Envoy route: request_headers_to_add: - header: {{key: Authorization, value: \"Basic {v}\"}}": True,
    "Advanced REST Client history, the Greenbyte call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Scada-LTS env.properties:\ndb.url=jdbc:mysql://localhost:3306/scadalts\ndb.username=scadalts\ndb.password={pw}",
    "Rapid SCADA ScadaServerConfig.xml:\n<ConnectionString>Server=pg;Database=rapid_scada;User ID=scada;Password={pw}</ConnectionString>",
    "FUXA settings.js:\n    secureEnabled: true,\n    secretCode: '{pw}',\n    tokenExpiresIn: '1h',",
    "PyScada settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'pyscada', 'USER': 'pyscada', 'PASSWORD': '{pw}'}}}}",
    "EdgeX device-modbus configuration.yaml:\nWritable:\n  InsecureSecrets:\n    DB:\n      SecretData:\n        username: modbus\n        password: {pw}",
    "emoncms settings.ini:\n[sql]\nserver = localhost\ndatabase = emoncms\nusername = emoncms\npassword = {pw}",
    "pureftpd-mysql.conf:\nMYSQLServer localhost\nMYSQLUser pureftpd\nMYSQLPassword {pw}",
    "opennms-datasources.xml:\n<jdbc-data-source name=\"opennms\" database-name=\"opennms\" user-name=\"opennms\" password=\"{pw}\"/>",
    "ntopng.conf:\n-i=eth1\n--redis=127.0.0.1:6379:{pw}@2",
    "Kafka server.properties:\nlistener.name.sasl_ssl.scram-sha-512.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username=\"broker\" password=\"{pw}\";",
    "rabbitmq.conf:\ndefault_vhost = scada\ndefault_user = scada\ndefault_pass = {pw}",
    "haproxy.cfg:\nlisten stats\n    bind :8404\n    stats enable\n    stats auth admin:{pw}",
    "squid.conf:\ncachemgr_passwd {pw} all",
    "turnserver.conf:\nuse-auth-secret\nstatic-auth-secret={pw}\nrealm=skarvbank.lan",
    "open62541 server.c:\nstatic UA_UsernamePasswordLogin logins[1] = {{{{UA_STRING_STATIC(\"scada\"), UA_STRING_STATIC(\"{pw}\")}}}};",
    "Eclipse Milo client:\nIdentityProvider identity = new UsernameProvider(\"scada\", \"{pw}\");",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Catriona: OSS wifi password?\nLachlan: {pw}",
    "[03:41] mehraj: root pw for scada-hist?\n[03:42] sigrid: {pw}",
    "Delphine: {pw} is the new Survalent admin password",
    "Clovis: use {pw}, that's what the CTV tablet has now",
    "고민석: 새 비밀번호 {pw} 마씀",
    "林楚娟：新个密码是 {pw}",
    "ウカジ：アシㇼ パスワード アナㇰネ {pw} ネ",
    "લાલજી: નવો પાસવર્ડ {pw} આય",
    "مہراج: نوٚو پاسورڈ چھُ {pw}",
    "فرزین: نو پسورد {pw} ایسه",
    "Hadidja: password mpia ndo {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pass\u200dword → {pw}", "p\u0430ssw\u043erd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ＰＡＳＳＷＯＲＤ = {pw}", "pass\u2061word: {pw}", "ρаsswοrd: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, held-out 32's proportions).
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
    "the Survalent admin password is": "{s}", "Vestas service pw:": "{s} (since the controller swap)",
    "我个密码是": "{s}", "SICAM password": "{s}\nchange it after the outage",
    "비밀번호는": "{s} 이우다", "پاسورڈ چھُ": "{s}", "pasword-la sé": "{s}", "Nordex password": "{s}",
    "the password Lachlan read out over the VHF was": "{s}, I think", "password ndo": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Greenbyte API token", "{s}", _j((ALNUM, 32))),
    ("split_token", "The Things Industries key:", "{s} (gateway uplink)", _tts_key),
    ("split_token", "Bazefield API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "crew-fund wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/35", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Cognite recovery codes", "{s}\nkqtr41.x8m2pa\nvbne07.3hd9wz", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "외국인등록번호", "{s}", _arn),
    ("split_phrase", "Delinea passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"survalent": {"url": "https://scada.skarvbank.lan", "operator_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasword": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "mehraj", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"turbines": [{"id": "T16"}, {"id": "T17", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["tibemsadmin", "-server", "tcp://ems.skarvbank.lan:7222", "-user", "admin", "-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "厝内电脑个密码是 {s}"}': ("meta_password", _plain_pw),
    '{"پاسورڈ": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Nordex gateway as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"greenbyte": {"api_token": "{s}"}}': ("meta_token", _j((ALNUM, 32))),
    '{"bazefieldKey": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"solcast_key": "{s}"}': ("meta_token", _j((URLSAFE, 32))),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MU")),
    '{"crew": {"alien_registration_no": "{s}"}}': ("meta_id", _arn),
    '{"mfa": {"backup_codes": ["{s}", "kqtr41.x8m2pa", "vbne07.3hd9wz"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"crew_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"dnp3": {"update_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"t17_key_safe": {"code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Skarvbank-SOV-Crew", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"asyncua-1.1.5-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sicam-a8000-cp8050-05.30.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/skarvbank/scada-portal:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"alarms: add yaw misalignment alarm", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"availability: revert curtailment", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"met-mast-MM2_2031-10.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"availability-2030.parquet").hexdigest()
_IMO = "IMO 987654" + std_imo.calc_check_digit("987654")  # a ship's public hull number
_ISBN = "978-0-470-69975-1"  # the Wind Energy Handbook, second edition
assert std_imo.is_valid(_IMO)
assert std_isbn.is_valid(_ISBN)

CLEAN = [
    "Remind me to change the Survalent operator password before the grid-code test on 2031-09-14.",
    "Lachlan asked for the SOV crew wifi password; it's on the card by the mess-room kettle.",
    "Policy: Skarvbank passwords are at least 16 characters and live only in the vault.",
    "Please don't paste passwords into Typetalk; share a vault link instead.",
    "The `.env.example` line `GREENBYTE_API_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "The Nordex HMI asks for a new password after every firmware update.",
    "Replace <YOUR_SOLCAST_KEY> in the README with the key from your Solcast account page.",
    "BAZEFIELD_API_KEY and COGNITE_CLIENT_SECRET must be set before the nightly availability report runs.",
    "비밀번호는 아무신디도 골지 맙서.",
    "你个密码勿呾分别人知。",
    "エコㇿ パスワード ソモ エイェ ヤン。",
    "તોજો પાસવર્ડ કોય કે ન ચોજા.",
    "پنُن پاسورڈ کٲنٛسہِ تہِ ما ونِو۔",
    "تی پسوردَ هیچکسَ نوگو.",
    "Pa di pèrsonn to pasword, chè.",
    "Usu hambia mndru password yaho.",
    "Passordet må ha minst seksten tegn.",
    "Del aldrig din adgangskode i chatten.",
    "Das Passwort muss mindestens sechzehn Zeichen haben.",
    "パスワードは16文字以上で設定してください。",
    "Upgraded the Nordex controller firmware from 4.1 to 4.3 and asyncua to 1.1.5 over the weekend.",
    f"commit {_COMMIT} adds the yaw misalignment alarm.",
    f"Rolled back to {_SHORT} after the curtailment fix broke the availability numbers.",
    f"requirements.txt: asyncua==1.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The SICAM A8000 firmware 05.30 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of availability-2030.parquet: {_SHA512}",
    f"The portal container runs ghcr.io/skarvbank/scada-portal@sha256:{_IMAGE}.",
    f"MD5 of met-mast-MM2_2031-10.csv is {_MD5}, same as the copy on the share.",
    "Request id 3f9c2b71-8e4d-4a15-9b07-2c6e1d8f5a40 is the slow one in the Greenbyte logs.",
    "Purchase order PO-SKV-2031-00733 for two yaw gear motors ships on Tuesday.",
    "Maximo WO 88121: T17 yaw brake pads worn to 4 mm, replace at the next service window.",
    "Call the Peterhead marine coordination desk on +44 1779 480 312 before the crew transfer.",
    f"The Skarv Petrel ({_IMO}) is back on charter from Monday.",
    "Significant wave height was 2.1 m at 06:00; CTV transfers stop above 1.5 m Hs.",
    "T17 is rated 15 MW; rotor diameter 236 m, hub height 150 m.",
    "Export cable EC2 is 220 kV and runs 38 km to the Hallim landfall.",
    "Modbus holding register 40121 holds the yaw angle in tenths of a degree.",
    "mbpoll -a 1 -r 40121 -c 2 -t 4 10.40.3.17 returns the yaw angle and the nacelle position.",
    "The OPC UA endpoint is opc.tcp://opc-gw.skarvbank.lan:4840, security policy Basic256Sha256.",
    "After three wrong passwords the SICAM locks the account for 15 minutes.",
    "The key safe on T17's transition piece needs new batteries.",
    "Ask Sigrid for the OSS muster-room door code, I don't have it.",
    "My card ending 4417 was declined at the Peterhead chandlery.",
    "The Mahébourg supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Greenbyte account and keep them in the control-room safe.",
    "No wallet support desk will ever ask for your recovery words.",
    "Keep `SOLCAST_API_KEY` in the secrets store, never in the repository.",
    "The Things Industries moved API keys under Applications › API keys in its last release.",
    "The guest wifi 'Skarvbank-Guest' on the SOV is open, no password needed.",
    "Yaw bearing lot SKV-YB-2031-0042: 4 units, grease batch 7731.",
    "WTG T17 availability was 97.4 % in October; the fleet average was 96.1 %.",
    "The Havorn's gangway works up to 3.5 m Hs; above that, walk-to-work stops.",
    f"ISBN {_ISBN} is the wind energy handbook on the control-room shelf.",
    "Beaufort 7 forecast for Thursday; all CTV transfers at Buchan are cancelled.",
    "The 2FA code expires after 30 seconds; request a new one if it times out.",
    "Your PIN must be 4 to 8 digits and may not repeat the same digit.",
    "내일은 바당에 바람 하영 불쿠다.",
    "明日风大，船勿出海。",
    "Dimen gin gro van, bato-yé pa sòrti.",
    "Version 3.2.1 of the Nordex SCADA client fixes the login timeout.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/scada/survalent", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "asyncua", "version": "1.1.5"}}',
    '{"work_order": "88121", "purchase_order": "PO-SKV-2031-00733"}',
    '{"turbine": {"id": "T17", "rated_mw": 15, "hub_height_m": 150}}',
    '{"phone": "+44 1779 480 312", "desk": "marine coordination"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "ctv_transfers_today": 14}',
    f'{{"vessel": "Skarv Petrel", "imo": "{_IMO}", "flag": "DK"}}',
    '{"request_id": "3f9c2b71-8e4d-4a15-9b07-2c6e1d8f5a40", "latency_ms": 1840}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
