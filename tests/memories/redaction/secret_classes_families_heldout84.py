# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighty-fourth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example, the fifth to eighty-second only to search them
(with grep) for the languages, wordings, tools, vendors, id kinds and IBAN countries already used
(to use others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
the corpora written beside it, their tests nor the reports, and the scrubber was never run on it.
Its own seed, password words, names, places, templates, tools, vendors and layouts, the way the
line crews, mini-grid operators, meter lab, billing counters and outreach barge of a federation of
small island and coastal electric cooperatives (Baybay Suga, running diesel-solar mini-grids on
Poro in the Camotes and on Cagayancillo, feeders out of Butuan, Bislig, Bulan, Looc and Buldon, a
barge-mounted genset off San Jose in Occidental Mindoro, a shared billing office in Butuan and a
service desk in Tagbilaran) leak secrets into an assistant's memory: Landbot, ManyChat, Chatfuel,
Callbell, Botmaker, Haptik, Yellow.ai, Aloware, OnSIP, Ameyo, NICE CXone, Sideline, Hushed,
Dingtone, Nextplus, Zoko, Rasayel, Sirena, Twnel and Blip chats (and Viber, Messenger, Telegram,
Signal, Zoom, Webex, Teams, Discord and Slack in wordings of its own), Ayoa, Celoxis,
LiquidPlanner, Planio and GitScrum tickets and boards, Synology Note Station, Tot and
Conceptboard notes, e-mails, runbooks, incident notes, README fragments, the terminals of
tty-share, the ion shell, Vim's :terminal and a Pluto.jl cell beside Termux, MobaXterm, Xshell,
JuiceSSH, tmux, mosh, Guacamole, Cockpit and PowerShell, commands of jasypt, pyeapi,
pan-os-python, arcpy's CreateDatabaseConnection, the Gurux DLMS client, yangcli, ncclient, gnmic,
HPE OneView's Connect-HPOVMgmt and Veeam's Add-VBRCredentials (none named by heldouts 5 to 82),
Pacemaker's `pcs cluster auth` and wget's `--proxy-password` (flags they do not use), beside
sshpass, ipmitool, snmpwalk, influx, xfreerdp, smbclient, openfortivpn, rabbitmqctl, mongosh,
clickhouse-client, sqlcmd, net use, htpasswd, keytool, 7z, ldapsearch, zip, openssl, docker and
redis-cli in layouts of its own, configs of SBFspot, emonhub, vzlogger, an OCPP charge point,
GeoServer, QGIS, Telegraf, a Mosquitto bridge, FreeRADIUS, tac_plus, NUT, strongSwan, Grafana,
ERPNext, Odoo, Moodle and WordPress, the web pages of reclosers, meters, vending stations, inverters, batteries, turbines,
gensets, ring main units, analysers, test sets and radios (NOJA Power, Tavrida, Hexing,
Landis+Gyr, Conlog, Inhemeter, SparkMeter, Wasion, Linyang, Sinexcel, Kehua, Narada, Leoch, Ritar,
Phocos, Xantrex, Gamesa, Enercon, Bergey, Aeolos, Kipor, HiMSEN, Lucy Electric, G&W, Hubbell
Aclara, Omicron, Doble, Kyoritsu, Sonel, Metrel, Chauvin Arnoux, Dranetz, PQube, Elspec, Satec,
Accuenergy, Lovato, Gossen Metrawatt, Arteche, Tarana, Schweitzer), voice-dictated text and
requests to the assistant itself. About 40 % of the texts are in other languages than English:
Porohanon (Camotes), Butuanon, Kamayo, Sorsoganon, Onhan (Inonhan), Ratagnon, Iranun and
Kagayanen, which no earlier docstring names, and Tagalog, Cebuano, Ilocano, Hiligaynon, Chavacano,
Spanish, German, Japanese, Korean, Arabic, Russian, Czech, Italian and Chinese (Traditional and
Simplified) in wordings of their own. The Visayan, Bikol-Visayan, Manobo and Danao wordings are
the author's approximations from related languages, not a native speaker's text. Vendors (Chikka,
Solar-Log, meteocontrol, AlsoEnergy, Uplight, Bidgely, Zuora, ServiceTitan, FieldEdge, Housecall
Pro, FieldPulse, Zuper, Survey123, Trulioo, Jumio, Rossum, Docparser, Reducto, LlamaParse,
Hyperscience, Powerley, Opower, Itineris, GridPoint, Urbint, Ampcontrol, Electricity Maps,
WattTime, UtilityAPI, Genability, Aurora Solar, OpenSolar, HelioScope, Energy Toolbase, Clir,
Raptor Maps, Sitetracker, Dronelink, Cebuana Lhuillier) are ones heldouts 5 to 82 do not name; the
ids are kinds they do not use, and none carries a check a library or this file verifies
(python-stdnum has no module for them and no check-digit algorithm is written here), so all are
unchecked: a Philippine Overseas Employment Certificate (OEC) number, a PNP police clearance
number, a Maxicare member number, an Intellicare account number, an SRRV (retiree's visa) id
number, a DOLE Alien Employment Permit number, a PTCFOR number, a barangay ID number and a
Listahanan (NHTS-PR) household id. Card numbers pass Luhn (Visa, Mastercard, Amex, JCB, Discover
and UnionPay from the value helpers, Mir and RuPay prefixes drawn here and checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over heldouts 5
to 82 (Brazil and the Faroe Islands, in six earlier corpora, Mauritania, Saint Lucia, Sudan,
Honduras, Mongolia and Kazakhstan, in seven), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Korean, Czech, Italian, Russian, Simplified Chinese,
Spanish and Japanese lists.
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

SEED = 29_040_078
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


_GEAR = ["Kilowatt", "Recloser", "Busbar", "Crossarm", "Insulator", "Feeder", "Genset", "Inverter",
         "Guywire", "Lineman", "Meterbase", "Bushing", "Kidlat", "Bagyo", "Cutout", "Stringer"]  # fmt: skip
_FOOD = ["Danggit", "Lanzones", "Kalamansi", "Pili", "Butanding", "Sikwate", "Budbud", "Kinilaw",
         "Bibingka", "Rambutan", "Suman", "Tuba", "Kiping", "Piaya", "Tarsier", "Banca"]  # fmt: skip
_PLACES = ["Poro", "Tudela", "Pilar", "Butuan", "Libertad", "Bislig", "Lingig", "Barobo", "Bulan",
           "Matnog", "Irosin", "Gubat", "Looc", "Alcantara", "SantaFe", "Magsaysay", "SanJose",
           "Buldon", "Matanog", "Barira", "Cagayancillo", "Tagbilaran"]  # fmt: skip
_NAMES = ["Rodel", "Marites", "Jonalyn", "Arnel", "Rhea", "Jomar", "Mylene", "Dindo", "Lorna",
          "Ferdie", "Analyn", "Junrey", "Kristine", "Reymark", "Jessa", "Norhaya", "Saripa", "Amer",
          "Sittie", "Gerlie", "Teodoro", "Florante", "Leonila", "Nestor", "Cherry"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K1l0w4tt", "R3cl0s3r", "Bu5b4r", "G3ns3t", "L1n3m4n", "Kury3nt3", "B4gy0", "K1dl4t",
         "Cr0554rm"]  # fmt: skip


def _kva(g: random.Random) -> str:
    """A piece of gear and a transformer's rating, the way a line crew jokes a password together."""
    return f"{g.choice(_GEAR)}{g.choice([10, 15, 25, 37, 50, 75, 100, 167])}kVA{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, joined by underscores."""
    return "_".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GEAR)}{g.choice(_FOOD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FOOD, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "#%&!?@", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1988, 2033)) + g.choice(_SYMBOLS),
    _kva,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FOOD).lower()}.{g.randrange(1970, 2033)}",
    lambda g: f"Feeder{g.randrange(1, 13)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_FOOD).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}{g.choice(['Climbs', 'Splices', 'Reads', 'Fixes'])}{g.choice(_GEAR)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Landbot handover chat, Rodel: the NOJA Power OSM recloser panel password is {pw}",
    "ManyChat inbox, Poro line crew: Tavrida RC-15 controller password {pw}",
    "Chatfuel bot log (the agent typed it in the open): Hexing HXE310 head-end admin password {pw}",
    "Callbell chat from Marites: Landis+Gyr MAP120 tool password {pw}",
    "Botmaker conversation, billing desk: Conlog BEC23 vending station password {pw}",
    "Haptik agent note: Inhemeter prepaid vending server password {pw}",
    "Yellow.ai live chat, Jomar: the SparkMeter Koios operator password is {pw}",
    "Aloware SMS from Dindo: Wasion AMI head-end password {pw}",
    "OnSIP call note, Bulan substation: Linyang meter data system password {pw}",
    "Ameyo agent wrap-up: Sinexcel PWS1 battery inverter web password {pw}",
    "NICE CXone transcript, Cagayancillo: Kehua SPI inverter admin password {pw}",
    "Sideline text from Junrey: Narada BMS monitoring password {pw}",
    "Hushed text from Analyn: Leoch battery monitor password {pw}",
    "Dingtone message from Reymark: Ritar BMS web password {pw}",
    "Nextplus text: the Phocos Any-Grid admin password is {pw}",
    "Zoko inbox, Jessa: Xantrex Freedom inverter password {pw}",
    "Rasayel chat: the Gamesa G52 turbine SCADA password is {pw}",
    "Sirena chat from Teodoro: Enercon SCADA portal password {pw}",
    "Twnel chat with the Bergey installer: Excel 10 controller password {pw}",
    "Blip desk chat: Aeolos-H wind inverter web password {pw}",
    "Ayoa board 'Barge genset': Kipor KDE controller password {pw}",
    "Celoxis task 'Barge overhaul': HiMSEN engine monitor password {pw}",
    "LiquidPlanner item 'RMU install': Lucy Electric GridKey password {pw}",
    "Planio issue #318: G&W Viper-ST recloser web password {pw}",
    "GitScrum card 'Pole inspections': Hubbell Aclara STAR network password {pw}",
    "Synology Note Station, 'Meter lab': Omicron CMC 356 test set password {pw}",
    "Tot note (dot 3): Doble F6150 password {pw}",
    "Conceptboard sticky from the outage retro: Kyoritsu KEW 6315 app password {pw}",
    "Viber community 'BSEF Linemen', Arnel: Sonel MPI-540 analyser password {pw}",
    "Messenger group 'Looc office': Metrel MI 3155 password {pw}",
    "Telegram DM from Kristine: Chauvin Arnoux PEL 103 web password {pw}",
    "Signal message from Nestor: Dranetz HDPQ Guide password {pw}",
    "SMS from Cherry: PQube 3 admin password {pw}",
    "Zoom chat during the feeder study: Elspec G4500 password {pw}",
    "Webex chat: Satec PM180 meter password {pw}",
    "Teams chat with the Butuan billing office: Accuenergy Acuvim web password {pw}",
    "Discord, #minigrid: Lovato ATL 800 transfer controller password {pw}",
    "Slack huddle notes: Gossen Metrawatt SECULIFE password {pw}",
    "Planio wiki 'Substations': Arteche smART RTU password {pw}",
    "GitScrum card 'Backhaul': Tarana BN radio admin password {pw}",
    "LiquidPlanner note: Schweitzer SEL-3530 RTAC password {pw}",
    "Planio #327: the Conlog vending password {pw} stopped working after the update",
    "Celoxis issue 88: Hexing head-end password {pw}, please reset it",
    "Hi Jonalyn,\n\nthe admin password of the Poro mini-grid controller is {pw}. Put it in the vault and delete this e-mail.\n\nSalamat,\nRodel",
    "Incident 2032-08-03: the Bulan recloser's web panel sat on a public IP with password {pw}",
    "Runbook: island-mode restart, Cagayancillo PV plant\n1. open the Kehua SPI panel\n2. log in as operator\n3. password {pw}\n4. start the genset sync",
    "README (meter lab van)\nthe Omicron laptop account is labvan, password `{pw}`.",
    "my Landbank iAccess password is {pw} now",
    "please remember my PNB Digital password: {pw}",
    "the Maya app password I set for the coop's petty cash: {pw}",
    "dictated: the Narada BMS password is {pw} period",
    "note to self: SparkMeter password {pw}",
    "after the firmware reset the NOJA password became {pw}",
    "hey assistant, store this for me: billing server root password {pw}",
    "Ang password sa akon email kay {pw}",
    "Ini an password sa router ara sa balay: {pw}",
    "Rodel: an bag-o nga password sa server kay {pw}, ayaw ipahibalo",
    "Ya password ku sa email kay {pw}",
    "ya password sa router sa balay namu: {pw}",
    "Junrey: ya bag-u nga password sa server {pw}",
    "An password ko sa email {pw} iyan",
    "an password sa router sa bay namo: {pw}",
    "Reymark: an bag-o na password sa server kay {pw}",
    "An password ko sa email amo ini: {pw}",
    "an password sin router sa balay: {pw}",
    "Cherry: an bag-o na password sin server {pw}, dili ipakita kanino man",
    "Ang password ko sa email hay {pw}",
    "ang password kang router sa balay namon: {pw}",
    "Florante: ang bag-o nga password kang server hay {pw}",
    "Ang password ko kang email ay {pw}",
    "password kang router sa bay ko: {pw}",
    "Leonila: ang bago nga password kang server ay {pw}",
    "So password akun sa email na {pw}",
    "so password o router sa walay: {pw}",
    "Norhaya: so bago a password o server na {pw}",
    "Ang password ko ta email ay {pw}",
    "ang password ta router ta bay ko: {pw}",
    "Sittie: ang bag-o nga password ta server {pw}",
    "yung password ng billing PC ay {pw}",
    "Ito ang bagong password ng recloser panel: {pw}",
    "Ang password sa laptop sa line crew kay {pw}",
    "bag-ong password sa genset panel: {pw}",
    "Ti password ti billing computer ket {pw}",
    "baro a password ti server: {pw}",
    "Ang password sang computer sa opisina amo ini: {pw}",
    "El password del computadora na oficina es {pw}",
    "la contraseña del portal de la barcaza es {pw}",
    "das Kennwort für die Windpark-SCADA lautet {pw}",
    "発電所PCのパスワードは {pw} です",
    "발전소 PC 비밀번호: {pw}",
    "كلمة المرور الجديدة لحاسوب المحطة هي {pw}",
    "配電室電腦的密碼是 {pw}",
    "pakisave: ang new password ng AMI server ay {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rodel", "marites.c", "jonalyn", "arnel", "rhea.b", "jomar", "mylene", "dindo",
          "lorna.p", "ferdie", "analyn", "junrey", "kristine.a", "reymark", "jessa", "norhaya",
          "saripa.m", "amer", "sittie", "gerlie", "teodoro", "florante", "leonila", "nestor.d",
          "cherry", "svc-ami", "scada-ops", "labvan"]  # fmt: skip
_LOGINS = [
    "Viber, Arnel: the NOJA login is {u} / {pw}",
    "Planio #322: {u} locked out of the SparkMeter console, last password {pw}",
    "user {u} pass {pw}",
    "Planio wiki › Substations › Bulan › SEL RTAC: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Hexing HES | {u} | {pw} |",
    "log into the Kehua panel as {u} using {pw}",
    "Satec login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: rtu-bulan\n  user: {u}\n  pass: {pw}",
    "Callbell: account {u}, password {pw}",
    "Jomar says the Conlog login is {u} and the password is {pw}",
    "system,user,password\nconlog-bec23,{u},{pw}",
    "ssh {u}@minigrid-poro.bsef.lan (pw {pw})",
    "Sideline: creds for the Narada BMS are {u} and {pw}",
    "username {u}, password {pw}, ayaw kalimti",
    "ya username ku {u}, ya password {pw}",
    "an username {u}, an password {pw}",
    "An username ko {u} ngan an password {pw}",
    "ang username ko hay {u} kag ang password hay {pw}",
    "username ko {u} ag password ko {pw}",
    "so username akun na {u}, so password na {pw}",
    "ang username ko {u} ig ang password {pw}",
    "username: {u}, password naman: {pw}",
    "Ti username ket {u}, ti password ket {pw}",
    "ユーザー名 {u}、パスワード {pw}",
    "usuario {u}, contraseña {pw}",
    "사용자 {u} 비밀번호 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["danggit", "lanzones", "kalamansi", "sikwate", "budbud", "kinilaw", "bibingka",
               "piaya", "kiping", "recloser", "busbar", "crossarm", "kidlat", "bagyo", "tarsier",
               "butanding"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lowercase, then {d}",
    "password: {w}, right after it the digits {d}",
    "for the billing server it's {w} with {d} on the end",
    "voice note: the lineshop wifi password is {w} followed by {d}, no spaces",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the number stuck together",
    "an password kay an pulong {w}, dayon {d}",
    "ya password ay ya pulong {w}, human {d}",
    "an password amo an tataramon {w}, dayon {d}",
    "ang password hay ang tinaga {w}, dayon {d}",
    "so password na so kalimah {w}, oriyan {d}",
    "ang password ay ang ambal {w}, dayon {d}",
    "ang password yung salitang {w}, tapos {d}",
    "パスワードは {w} という単語、そのあとに {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "./encrypt.sh input='jdbc:sqlserver://billing-sql.bsef.lan' password='{pw}' algorithm=PBEWITHHMACSHA512ANDAES_256",
    "java -cp jasypt-1.9.3.jar org.jasypt.intf.cli.JasyptPBEStringEncryptionCLI input=feeder-db password={pw} algorithm=PBEWithMD5AndDES",
    "node = pyeapi.connect(transport='https', host='sw-core1.bsef.lan', username='{u}', password='{pw}')",
    "fw = Firewall('pa-440.bsef.lan', '{u}', '{pw}')",
    "arcpy.management.CreateDatabaseConnection('C:/GIS', 'feeders.sde', 'POSTGRESQL', 'pg-gis.bsef.lan', 'DATABASE_AUTH', '{u}', '{pw}', 'SAVE_USERNAME', 'feeders')",
    "Gurux.DLMS.Client.Example.Net -h 10.40.2.17 -p 4059 -c 16 -s 1 -a Low -P {pw} -g \"0.0.1.0.0.255:2\"",
    "yangcli server=rtu-bulan.bsef.lan user={u} password={pw}",
    "with manager.connect(host='rtr-poro.bsef.lan', port=830, username='{u}', password='{pw}', hostkey_verify=False) as m:",
    "gnmic -a rtr-butuan.bsef.lan:57400 -u {u} -p '{pw}' --skip-verify get --path /system/state",
    "Connect-HPOVMgmt -Hostname oneview.bsef.lan -UserName {u} -Password '{pw}'",
    "Add-VBRCredentials -User 'BSEF\\{u}' -Password '{pw}' -Description 'billing SQL'",
    "pcs cluster auth scada-a scada-b -u hacluster -p '{pw}'",
    "wget --proxy-user={u} --proxy-password='{pw}' https://updates.baybaysuga.coop/firmware/recloser-2.4.bin",
    "sshpass -p '{pw}' scp meter-dump.csv {u}@billing.bsef.lan:/srv/import/",
    "ipmitool -I lanplus -H bmc-scada1.bsef.lan -U {u} -P '{pw}' chassis power status",
    "snmpwalk -v3 -l authNoPriv -u {u} -a SHA -A '{pw}' 10.40.0.1 system",
    "mysql -h billing-db.bsef.lan -u {u} -p'{pw}' billing -e 'select count(*) from bills'",
    "psql 'host=gis-db.bsef.lan user={u} password={pw} dbname=feeders'",
    "influx -host tsdb.bsef.lan -username {u} -password '{pw}' -database scada",
    "xfreerdp /v:hmi-poro.bsef.lan /u:{u} /p:'{pw}' /cert:ignore",
    "smbclient //fs.bsef.lan/billing -U {u}%{pw} -c 'ls'",
    "curl -u {u}:{pw} https://geoserver.bsef.lan/geoserver/rest/layers.json",
    "openfortivpn vpn.baybaysuga.coop:10443 -u {u} -p '{pw}'",
    "lftp -u {u},{pw} sftp://ami-export.bsef.lan",
    "rabbitmqctl add_user {u} '{pw}'",
    "mongosh 'mongodb://{u}:{pw}@ami-mongo.bsef.lan:27017/ami?authSource=admin'",
    "clickhouse-client --host ch.bsef.lan --user {u} --password '{pw}' --query 'SELECT count() FROM reads'",
    "sqlcmd -S billing-sql.bsef.lan -U {u} -P '{pw}' -Q 'EXEC dbo.close_cycle'",
    "net use Z: \\\\fs.bsef.lan\\meters /user:BSEF\\{u} {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "keytool -importkeystore -srckeystore ami.p12 -srcstorepass '{pw}' -destkeystore ami.jks -deststorepass '{pw}'",
    "7z a -p'{pw}' -mhe=on payroll-2032-05.7z payroll/",
    "ldapsearch -x -H ldaps://dc1.bsef.lan -D 'cn={u},ou=ops,dc=bsef,dc=lan' -w '{pw}' '(uid=*)'",
    "zip -P '{pw}' lifeline-list.zip lifeline-2032.xlsx",
    "openssl pkcs12 -export -in ami.crt -inkey ami.key -out ami.p12 -passout pass:{pw}",
    "docker login registry.bsef.lan -u {u} -p '{pw}'",
    "redis-cli -h cache.bsef.lan -a '{pw}' info keyspace",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "tty-share session with the vendor: {c}", "ion shell, ops@scada-a:~# {c}",
    "Vim :terminal on the RTU laptop: {c}", "Pluto.jl cell: run(`{c}`)",
    "Termux on Jomar's phone $ {c}", "MobaXterm, session 'scada-a': {c}",
    "Windows Terminal, PS C:\\bsef> {c}", "Xshell 8 to minigrid-poro: {c}",
    "JuiceSSH from the bucket truck: {c}", "tmux pane 2 on the jump host: {c}",
    "mosh to the barge genset PC: {c}", "Guacamole SSH tab: {c}", "WezTerm: {c}",
    "Konsole, rodel@gis:~$ {c}", "PowerShell 7 on the billing PC:\nPS> {c}",
    "GNOME Terminal, junrey@ami-lab:~$ {c}", "Cockpit terminal on scada-b: {c}",
    "Git Bash on the meter lab laptop: {c}", "WSL on the planning PC: {c}",
    "VS Code terminal, repo feeder-gis: {c}", "history | grep:\n 1187  {c}",
    "bash_history on rtu-jump:\n  412  {c}",
    "ini an command nga akon gin-run: {c}", "ya command nga gipadagan ku: {c}",
    "an command na gin-run ko: {c}", "so command a inirun akun: {c}",
    "ito yung pinatakbo kong command: {c}", "mao ni ang command nga akong gipadagan: {c}",
    "実行したコマンド：{c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@gis-db.bsef.lan:5432/feeders",
    "mysql+pymysql://{u}:{pw}@billing-db.bsef.lan/billing",
    "mssql+pyodbc://{u}:{pw}@billing-sql.bsef.lan/Billing?driver=ODBC+Driver+18+for+SQL+Server",
    "oracle+oracledb://{u}:{pw}@cis-ora.bsef.lan:1521/?service_name=CIS",
    "mongodb+srv://{u}:{pw}@ami.bsef-cluster.mongodb.net/reads",
    "redis://{u}:{pw}@cache.bsef.lan:6379/2",
    "ftps://{u}:{pw}@ami-export.bsef.lan:990/daily/",
    "rtsp://{u}:{pw}@cam-substation-bulan.bsef.lan:554/h264",
    "ws://{u}:{pw}@ocpp.bsef.lan:9000/ocpp/CP-PORO-01",
    "clickhouse://{u}:{pw}@ch.bsef.lan:9000/reads",
    "Server=billing-sql.bsef.lan;Database=Billing;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://gis-db.bsef.lan:5432/feeders?user={u}&password={pw}",
    "https://{u}:{pw}@docs.bsef.lan/remote.php/dav/files/{u}/",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Planio wiki 'Databases': {c}", "eto yung connection string: {c}",
    "mao ni ang connection string: {c}", "ya connection string: {c}",
    "Celoxis task note: {c}", "keep this DSN for me: {c}", "接続文字列：{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_957_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "baybay-suga", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_800, "scope": "meters:read feeders:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Chikka", "CHIKKA_SECRET_KEY", _j((HEX, 64))),
    ("Solar-Log", "SOLARLOG_API_TOKEN", _j((ALNUM, 40))),
    ("meteocontrol", "METEOCONTROL_API_KEY", _j((ALNUM, 32))),
    ("AlsoEnergy", "ALSOENERGY_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Uplight", "UPLIGHT_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Bidgely", "BIDGELY_API_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Zuora", "ZUORA_CLIENT_SECRET", _j((B64, 40), "=")),
    ("ServiceTitan", "SERVICETITAN_APP_KEY", _j("ak1.", (LOWER_DIGITS, 24))),
    ("FieldEdge", "FIELDEDGE_API_KEY", _j((HEX, 32))),
    ("Housecall Pro", "HOUSECALL_PRO_API_KEY", _j((HEX, 32))),
    ("FieldPulse", "FIELDPULSE_API_KEY", _j((ALNUM, 40))),
    ("Zuper", "ZUPER_API_KEY", _j((HEX, 32))),
    ("Survey123", "SURVEY123_ARCGIS_API_KEY", _j("AAPK", (HEX, 32), (URLSAFE, 64))),
    ("Trulioo", "TRULIOO_API_KEY", _j((HEX, 32))),
    ("Jumio", "JUMIO_API_SECRET", _j((ALNUM, 32))),
    ("Rossum", "ROSSUM_API_TOKEN", _j((HEX, 40))),
    ("Docparser", "DOCPARSER_API_KEY", _j((HEX, 40))),
    ("Reducto", "REDUCTO_API_KEY", lambda g: v.uuid4(g, "b")),
    ("LlamaParse", "LLAMA_CLOUD_API_KEY", _j("llx-", (ALNUM, 48))),
    ("Hyperscience", "HYPERSCIENCE_API_TOKEN", _j((ALNUM, 40))),
    ("Powerley", "POWERLEY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Opower", "OPOWER_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Itineris", "ITINERIS_API_KEY", _j((UPPER_HEX, 32))),
    ("GridPoint", "GRIDPOINT_API_TOKEN", _vendor_jwt("https://api.gridpoint.com")),
    ("Urbint", "URBINT_API_KEY", _j((HEX, 64))),
    ("Ampcontrol", "AMPCONTROL_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Electricity Maps", "ELECTRICITYMAPS_API_TOKEN", _j((ALNUM, 24))),
    ("WattTime", "WATTTIME_TOKEN", _vendor_jwt("https://api.watttime.org")),
    ("UtilityAPI", "UTILITYAPI_TOKEN", _j((HEX, 32))),
    ("Genability", "GENABILITY_APP_KEY", lambda g: v.uuid4(g, "a")),
    ("Aurora Solar", "AURORA_API_SECRET", _j("sk_prod_", (HEX, 40))),
    ("OpenSolar", "OPENSOLAR_API_TOKEN", _j("s_", (ALNUM, 40))),
    ("HelioScope", "HELIOSCOPE_ACCESS_KEY", _j((HEX, 40))),
    ("Energy Toolbase", "ENERGY_TOOLBASE_API_KEY", _j((ALNUM, 32))),
    ("Clir", "CLIR_API_KEY", _j((B64, 43), "=")),
    ("Raptor Maps", "RAPTOR_MAPS_API_TOKEN", _j((URLSAFE, 40))),
    ("Sitetracker", "SITETRACKER_CLIENT_SECRET", _j((UPPER_HEX, 64))),
    ("Dronelink", "DRONELINK_API_KEY", _j((ALNUM, 48))),
    ("Cebuana Lhuillier", "CEBUANA_API_SECRET", _j((B64, 64))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "setx {env} \"{tok}\"",
    "$env:{env} = '{tok}'",
    ".env.production:\n{env}={tok}",
    "doppler secrets set {env}=\"{tok}\"",
    "kubectl create secret generic meter-sync --from-literal={env}={tok}",
    "heroku config:set {env}={tok} -a bsef-billing",
    "docker run -e {env}={tok} ghcr.io/bsef/ami-sync:2.3",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "values.yaml:\n  env:\n    - name: {env}\n      value: \"{tok}\"",
    "echoed in the CI log by mistake: {env}={tok}",
    "Jenkins credential (secret text) '{env}': {tok}",
    "terraform.tfvars:\n{env_lower} = \"{tok}\"",
    "BSEF CIS › Admin › Integrations › {vendor} › API key: {tok}",
    "Planio wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "Ayoa task: rotate the {vendor} key {tok}",
    "Viber, Arnel: {vendor} key for the meter sync: {tok}",
    "Sideline text: the {vendor} token in use now is {tok}, the old one is revoked",
    "Planio #352: {vendor} sync fails with 403, configured key {tok}",
    "Celoxis issue: {vendor} integration broken, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "an API key sa {vendor} kay {tok}",
    "ya API key sa {vendor}: {tok}",
    "an API key ko sa {vendor} {tok} iyan",
    "an API key sin {vendor} amo ini: {tok}",
    "ang API key kang {vendor} hay {tok}",
    "ang API key kang {vendor} ay {tok}",
    "so API key o {vendor} na {tok}",
    "ang API key ta {vendor} ay {tok}",
    "ang API key ng {vendor}: {tok}",
    "API key sa {vendor} para sa billing: {tok}",
    "ti API key ti {vendor} ket {tok}",
    "la clave de API de {vendor} para la barcaza: {tok}",
    "{vendor} のAPIキーは {tok} です",
    "{vendor} API 키는 {tok}",
    "مفتاح API الخاص بـ {vendor}: {tok}",
    "{vendor} 的 API 金鑰：{tok}",
    "API-Schlüssel für {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    electricity_maps = _r(rng, ALNUM, 24)
    docparser = _r(rng, HEX, 40)
    trulioo = _r(rng, HEX, 32)
    dronelink = _r(rng, ALNUM, 48)
    chikka = _r(rng, HEX, 64)
    opower = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.electricitymap.org/v3/carbon-intensity/latest?zone=PH", headers={{"auth-token": "{electricity_maps}"}})', electricity_maps),
        Sample("vendor_token", f"curl -u {docparser}: https://api.docparser.com/v1/parsers", docparser),
        Sample("vendor_token", f'const kyc = new TruliooClient("bsef-kyc", "{trulioo}");', trulioo),
        Sample("vendor_token", f'Dronelink.shared.register(environmentKey: "{dronelink}")', dronelink),
        Sample("vendor_token", f'AndroidManifest.xml:\n<meta-data android:name="com.chikka.SECRET_KEY" android:value="{chikka}"/>', chikka),
        Sample("vendor_token", f'Opower.configure {{ |c| c.client_id = "bsef"; c.client_secret = "{opower}" }}', opower),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows this once, so:\n{t}", "ini an token: {t}",
                "トークン：{t}", "{t}\n^ the new one; the old one is dead", "hold onto this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 42)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 54)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "DLMS global unicast encryption key (GUEK) of Hexing meter 41870023: {h}": 32,
    "DLMS authentication key (GAK) for the Bislig feeder meters: {h}": 32,
    "HMAC secret for the SparkMeter payment webhook: {h}": 64,
    "AES-256 key of the Tarana backhaul link (hex): {h}": 64,
    "Conlog STS vending key for supply group 600418, hex: {h}": 32,
    "master key of the Gurux DLMS client profile: {h}": 48,
    "an susi sa encryption sa backup: {h}": 64,
    "so encryption key o backup na {h}": 48,
    "バックアップの暗号鍵：{h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Planio #331: token copied from DevTools while debugging the AMI portal {t}",
    "Cookie: lang=fil; bsef_session={t}",
    "AMI_PORTAL_ACCESS_TOKEN={t}",
    "please keep this bearer token {t}",
    "ini an token sa portal: {t}",
    "ポータルのトークン：{t}",
    "Callbell transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_957_500_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS512", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://id.baybaysuga.coop/realms/coop",
            "azp": "ami-portal",
            "roles": ["billing", "linecrew"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS512": 342, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "the old key of the Poro jump host, before I wipe the laptop:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/pki/tls/private/ami.baybaysuga.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"AMI_HEADEND_CLIENT_KEY": "{key}", "meter_vendor": "hexing"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_rtu <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Planio #361, pasted by the SCADA integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ini an private key sa server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "signing key for the lifeline-list exports to the LGU:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "GridPlus Lattice1 backup, copying it before the card goes in the safe: {p}": "english",
    "Binance Web3 Wallet recovery phrase\n{p}": "english",
    "Coinomi words of the old lineman fund wallet (emptied): {p}": "english",
    "voice memo: the OneKey recovery words are {p} and that's all of them": "english",
    "Conceptboard sticky 'treasury wallet (retired)': {p}": "english",
    "Tangem 지갑 복구 구문: {p}": "korean",
    "obnovovací fráze peněženky Trezor: {p}": "czech",
    "frase di recupero del portafoglio Exodus: {p}": "italian",
    "сид-фраза кошелька Trust Wallet: {p}": "russian",
    "imToken 钱包助记词：{p}": "chinese_simplified",
    "frase semilla de la billetera Atomic, la de los jornaleros: {p}": "spanish",
    "Bitget Wallet の復元フレーズ：{p}": "japanese",
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
    """A Luhn-valid card number of one of ``prefixes`` (Mir's, RuPay's: brands the value helpers
    do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "rupay":
        return _card_of(rng, ["6521", "6522", "508500", "508227"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Arnel: the coop card for the NOJA spare parts is {c}, exp {mm}/{yy}",
    "save my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Planio #340: pay the Omicron calibration with card {c}",
    "ang numero sa akon card: {c}, {mm}/{yy}",
    "ya numero sa card ku: {c}",
    "an numero sin card ko: {c}, {mm}/{yy}",
    "so numero o card akun na {c}",
    "numero ng card ko: {c}, {mm}/{yy}",
    "カード番号：{c}　有効期限 {mm}/{yy}",
    "카드번호 {c}, {mm}/{yy}",
    "رقم بطاقتي: {c}",
]  # fmt: skip


_BRANDS = ["visa", "mir", "mastercard", "amex", "rupay", "jcb", "discover", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 09/36, CVC {cvv}",
               "the code on the back by the signature panel: {cvv}",
               "Amex {c}, the four small digits above the number (CID): {cvv}",
               "ang tulo ka numero sa likod sa card: {cvv}",
               "so tulo a numero sa likod o card na {cvv}",
               "カード裏面のセキュリティコード：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 82 (six or seven earlier corpora each);
# BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BR": "n" * 23 + "ac", "FO": "n" * 14, "MR": "n" * 23, "LC": "aaaa" + "c" * 24,
                "SD": "n" * 14, "HN": "aaaa" + "n" * 20, "MN": "n" * 16, "KZ": "nnn" + "c" * 13}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice WEG-BR-2032-77: pay the transformer balance to {i} within 45 days",
    "save the Tórshavn wind consultant's IBAN: {i}",
    "IBAN: {i}\nReference: Poro mini-grid study, phase 2",
    "Viber #treasury: the Castries microgrid installer's new bank details, IBAN {i}",
    "ang IBAN sa akon account: {i}",
    "ya IBAN ku: {i}",
    "an IBAN ko: {i}",
    "ang IBAN ko hay {i}",
    "so IBAN akun na {i}",
    "IBAN ng supplier sa Almaty: {i}",
    "IBAN del consultor de Tegucigalpa: {i}",
    "Ulaanbaatar ger-solar consultant, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _oec(g: random.Random) -> str:
    """A Philippine Overseas Employment Certificate number: a year and seven digits, no public
    check."""
    return f"{g.randrange(2030, 2033)}{_r(g, D, 7)}"


def _police(g: random.Random) -> str:
    """A PNP police clearance number: a regional office, a year and seven digits, no public check."""
    return f"{g.choice(['PRO13', 'PRO5', 'PRO7', 'PRO4B', 'BARMM'])}{g.randrange(2030, 2033)}{_r(g, D, 7)}"


def _maxicare(g: random.Random) -> str:
    """A Maxicare member number: twelve digits in three groups, no public check."""
    return f"{g.choice('123456789')}{_r(g, D, 3)}-{_r(g, D, 4)}-{_r(g, D, 4)}"


def _intellicare(g: random.Random) -> str:
    """An Intellicare account number: IC, nine digits and a letter, no public check."""
    return f"IC{_r(g, D, 9)}{g.choice(UPPER)}"


def _srrv(g: random.Random) -> str:
    """An SRRV (Special Resident Retiree's Visa) id number: a class letter, a year and a serial of
    five, no public check."""
    return f"{g.choice('SCE')}-{g.randrange(2028, 2033)}-{_r(g, D, 5)}"


def _aep(g: random.Random) -> str:
    """A DOLE Alien Employment Permit number: a region, a year and a serial, no public check."""
    region = g.choice(["NCR", "R07", "R13", "R05", "BARMM"])
    return f"{region}-{g.randrange(2030, 2033)}-{_r(g, D, 2)}-{_r(g, D, 5)}"


def _ptcfor(g: random.Random) -> str:
    """A PTCFOR (permit to carry a firearm outside residence) number: a year and eight digits."""
    return f"{g.randrange(2030, 2033)}-{_r(g, D, 8)}"


def _barangay(g: random.Random) -> str:
    """A barangay ID number: the barangay's code, a year and a serial, no public check."""
    return f"{_r(g, D, 4)}-{g.randrange(2029, 2033)}-{_r(g, D, 5)}"


def _listahanan(g: random.Random) -> str:
    """A Listahanan (NHTS-PR) household id: a place code of nine, then four and five digits."""
    return f"{_r(g, D, 9)}-{_r(g, D, 4)}-{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "OEC number of Dindo's Riyadh contract: {s}": _oec,
    "ya OEC number ku: {s}": _oec,
    "numero sang OEC ko: {s}": _oec,
    "PNP police clearance number of the new lineman, for the HR file: {s}": _police,
    "an police clearance number ko: {s}": _police,
    "ang numero ng police clearance ko: {s}": _police,
    "Maxicare member number of Marites for the hospital admission: {s}": _maxicare,
    "ang Maxicare member number ko: {s}": _maxicare,
    "Intellicare account number (Jessa's dependent): {s}": _intellicare,
    "so Intellicare account number akun na {s}": _intellicare,
    "SRRV ID number of our Japanese consultant, for the gate pass: {s}": _srrv,
    "SRRVのID番号：{s}": _srrv,
    "DOLE Alien Employment Permit number of the Korean commissioning engineer: {s}": _aep,
    "외국인 고용허가(AEP) 번호: {s}": _aep,
    "PTCFOR number of the guard at the Buldon genset: {s}": _ptcfor,
    "so PTCFOR number o guard na {s}": _ptcfor,
    "Barangay ID number of the lifeline applicant: {s}": _barangay,
    "ang barangay ID number ko ay {s}": _barangay,
    "an barangay ID number ko: {s}": _barangay,
    "Listahanan (NHTS-PR) household ID for the lifeline discount: {s}": _listahanan,
    "ang household ID ko sa Listahanan hay {s}": _listahanan,
    "ang household ID ta Listahanan {s}": _listahanan,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}.{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Zuora 2FA recovery codes\n{codes}", "spare login codes for the coop's Microsoft 365 admin {codes}",
            "Aurora Solar backup codes: {codes}", "mga backup code sa 2FA:\n{codes}",
            "2FAのバックアップコード：{codes}", "so mga backup code o 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sitetracker:rodel@baybaysuga.coop?secret={s}&issuer=Sitetracker&digits=6",
              "Google Authenticator, manual entry key for the Zuora login: {s}",
              "Protectimus setup key for the Jumio console: {s}",
              "an susi sa 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Landbank OTP. Never share it.", "Ang iyong Maya OTP ay {c}. Huwag itong ibigay kahit kanino.",
          "【認証コード】{c}（10分間有効）", "[Web발신] 인증번호 [{c}]를 입력해 주세요.",
          "رمز التحقق الخاص بك هو {c}"]  # fmt: skip


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


_SSIDS = ["BSEF-Lineshop", "PoroMiniGrid-5G", "Butuan-Billing", "Bislig_Substation",
          "Bulan-Feeder3", "Looc-Office", "Buldon-Genset", "Cagayancillo-PV", "SanJose-Barge",
          "Tagbilaran-ServiceDesk", "PLDTHOMEFIBR_7a2c", "GlobeAtHome_5G_4F1E", "Converge_2.4G_XR9T",
          "DITO-Home-88K2", "Starlink-Cagayancillo"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "lineshop network {s}, password {pw}",
    "wifi sa opisina: {s} / {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "the key on the sticker under the PLDT modem: {pw}",
    "an password sin wifi {s} amo ini: {pw}",
    "ya wifi {s}, ya password {pw}",
    "ang password kang wifi {s} hay {pw}",
    "password kang wifi {s} ay {pw}",
    "so password o wifi {s} na {pw}",
    "ang password ta wifi {s} ay {pw}",
    "an password sa wifi {s} kay {pw}",
    "password ng wifi {s}: {pw}",
    "ESP32 gateway at the Poro plant: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("llx-", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ak1.", (LOWER_DIGITS, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it to you one character at a time: {t}", "[dictated on the OnSIP call] {t}",
          "(spaced so the Viber preview hides it) {t}", "usa-usa nga letra: {t}", "一個一個字：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " : ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["an code sa padlock sa transformer cage: {pw}", "ya code sa padlock sa bodega: {pw}",
          "an code sin padlock sa substation: {pw}", "so code o padlock sa genset na {pw}",
          "code ng padlock ng meter cabinet: {pw}", "the lineshop door keypad takes {pw} then *",
          "padlock on the Cagayancillo fuel tank: {pw}",
          "combination of the tool locker in the bucket truck: {pw}",
          "ang code ta padlock ta bodega ay {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kidlat", "bagyo", "recloser", "busbar", "crossarm", "danggit", "lanzones",
                 "kalamansi", "sikwate", "budbud", "banca", "tarsier", "lineman", "genset", "pili",
                 "kinilaw"]  # fmt: skip
_PHRASES = {"Thycotic Secret Server recovery passphrase for the billing vault: {p}": " ",
            "Dropbox Passwords master passphrase: {p}": " ",
            "Huawei Password Vault passphrase: {p}": "-",
            "KeePassXC database passphrase (meter lab): {p}": ".",
            "an passphrase sa backup kay {p}": " ", "ang passphrase ng backup: {p}": "_",
            "so passphrase o backup na {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Hoppscotch request: Authorization: Bearer {v}": False,
    "HTTPie Desktop, header Authorization = Basic {v}": True,
    "Thunder Client export of the WattTime call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "SBFspot.cfg:\nBTAddress=00:80:25:2C:11:B2\nPassword={pw}\nPlantname=Poro-PV",
    "emonhub.conf:\n[[MQTT]]\n    Type = EmonHubMqttInterfacer\n    [[[init_settings]]]\n        mqtt_user = emonpi\n        mqtt_passwd = {pw}",
    "vzlogger.conf:\n\"mqtt\": {{ \"enabled\": true, \"host\": \"broker.bsef.lan\", \"user\": \"vz\", \"pass\": \"{pw}\" }}",
    "ChargePointConfig.json:\n{{\"ChargePointId\": \"CP-PORO-01\", \"AuthorizationKey\": \"{pw}\"}}",
    "odbc.ini:\n[billing]\nDriver=ODBC Driver 18 for SQL Server\nServer=billing-sql.bsef.lan\nUID=cis\nPWD={pw}",
    "GeoServer datastore.xml:\n<entry key=\"user\">geoserver</entry>\n<entry key=\"passwd\">{pw}</entry>",
    "feeders.qgs datasource:\ndbname='feeders' host=gis-db.bsef.lan port=5432 user='qgis' password='{pw}' sslmode=disable",
    "secrets.yaml (Home Assistant):\nsparkmeter_password: {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://tsdb.bsef.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "mosquitto.conf:\nconnection bridge-poro\naddress broker.bsef.lan:8883\nremote_username poro-gw\nremote_password {pw}",
    "clients.conf (FreeRADIUS):\nclient sel-651r {{\n    ipaddr = 10.40.3.5\n    secret = {pw}\n}}",
    "tac_plus.conf:\nkey = {pw}\nuser = linecrew {{ login = PAM }}",
    "upsmon.conf:\nMONITOR scada-ups@localhost 1 upsmon {pw} primary",
    "ipsec.secrets:\n10.40.0.1 10.50.0.1 : PSK \"{pw}\"",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "ERPNext sites/bsef/site_config.json:\n{{\"db_name\": \"_bsef\", \"db_password\": \"{pw}\"}}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.bsef.lan",
    "Moodle config.php (linemen's training site):\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "wp-config.php (coop website):\ndefine('DB_USER', 'bsefweb');\ndefine('DB_PASSWORD', '{pw}');",
    "compose.yaml:\n  postgres:\n    environment:\n      POSTGRES_USER: ami\n      POSTGRES_PASSWORD: {pw}",
    "inventory.ini:\n[rtus]\nrtu-bulan ansible_host=10.40.3.9 ansible_user=ops ansible_password={pw}",
    "~/.netrc:\nmachine ami-export.bsef.lan login ami password {pw}",
    "wpa_supplicant.conf on the Poro gateway:\nnetwork={{\n    ssid=\"PoroMiniGrid-5G\"\n    psk=\"{pw}\"\n}}",
    "application.yml (meter sync):\nspring:\n  datasource:\n    username: sync\n    password: {pw}",
    "pgbouncer userlist.txt:\n\"billing\" \"{pw}\"",
    "redis.conf:\nrequirepass {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rodel: lineshop wifi password?\nMarites: {pw}",
    "[05:48] jomar: root pw for the Poro controller?\n[05:49] dindo: {pw}",
    "Arnel: {pw} is the new Kehua admin password",
    "Kristine: use {pw}, that's what the recloser has now",
    "Junrey: ya bag-u nga password {pw}",
    "Cherry: an bag-o na password {pw}",
    "Norhaya: so bago a password na {pw}",
    "Florante: ang bag-o nga password hay {pw}",
    "Leonila: bago nga password ay {pw}",
    "Jessa: bagong password: {pw}",
    "Sittie: ang bag-o nga password {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u200cword = {pw}", "pass\u200dword → {pw}", "passwοrd: {pw}",
    "𝑝𝑎𝑠𝑠𝑤𝑜𝑟𝑑 {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱: {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍 = {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}",
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
    "the NOJA admin password is": "{s}", "Kehua panel pw:": "{s} (since the inverter swap in June)",
    "ang password sa server kay": "{s}", "SparkMeter password": "{s}\nchange it after the audit",
    "ya password ku": "{s}", "an password ko amo ini:": "{s}", "so password akun na": "{s}",
    "Satec password": "{s}", "the password Arnel read out over the radio was": "{s}, I think",
    "ang password ko ay": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Rossum API token", "{s}", _j((HEX, 40))),
    ("split_token", "UtilityAPI token:", "{s} (meter data pulls)", _j((HEX, 32))),
    ("split_token", "Uplight client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "GridPlus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 03/37", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HN"))),
    ("split_backup", "Zuora recovery codes", "{s}\nqxbn27.k4m8zt\nwrtc90.p2hv6d", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "OEC number", "{s}", _oec),
    ("split_phrase", "Dropbox Passwords passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"noja": {"url": "https://recloser-bulan.bsef.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kehua": {"panel_pw": "{s}"}}': ("meta_password", _plain_pw),
    '{"login": {"user": "jomar", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"gensets": [{"site": "poro"}, {"site": "barge", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["influx", "-host", "tsdb.bsef.lan", "-username", "scada", "-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ya password ku sa server {s}"}': ("meta_password", _plain_pw),
    '{"password_ko": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the SparkMeter console as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"rossum": {"api_token": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"urbintKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"llama_cloud_key": "{s}"}': ("meta_token", _j("llx-", (ALNUM, 48))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"fuel_card": {"number": "{s}", "exp": "10/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BR")),
    '{"staff": {"oec_number": "{s}"}}': ("meta_id", _oec),
    '{"twofa": {"backup_codes": ["{s}", "mvkz41.p8d2qa", "hnrt07.c5xw3e"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"lineman_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"dlms": {"guek": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"transformer_cage": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "PoroMiniGrid-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"noja-rc15-firmware-2.4.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bsef/ami-sync:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"ami: add lifeline flag to bill export", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"gis: revert feeder F3 renumbering", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"meter-reads_2032-08-01.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lifeline-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the NOJA recloser password before the protection audit on 2032-09-14.",
    "Marites asked for the lineshop wifi password; it's on the card in the foreman's drawer.",
    "Policy: coop passwords are at least 15 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; send a vault link instead.",
    "The `.env.example` line `ROSSUM_API_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The Kehua panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_WATTTIME_TOKEN> in the README with the token from your WattTime login.",
    "URBINT_API_KEY and UTILITYAPI_TOKEN must be set before the nightly meter sync runs.",
    "Ayaw gyud ipahibalo bisan kanino ang imo password.",
    "Ayaw isulti kang bisan sin-o ya password mu.",
    "Dili ipakita kanino man an password mo.",
    "Indi pag-ipakilala kay bisan sin-o ang password mo.",
    "Di nu ipagtaw su password nu sa saja a taw.",
    "Huwag mong sabihin kahit kanino ang password mo.",
    "Dim ibaga iti password mo iti siasinoman.",
    "La contraseña debe tener por lo menos quince caracteres.",
    "パスワードは15文字以上にしてください。",
    "비밀번호는 누구에게도 알려 주지 마세요.",
    "Upgraded the NOJA firmware from 2.3 to 2.4.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the lifeline flag to the bill export.",
    f"Rolled back to {_SHORT} after the feeder F3 renumbering broke the GIS labels.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The RC-15 firmware 2.4.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of lifeline-export-2032.parquet: {_SHA512}",
    f"The meter sync container runs ghcr.io/bsef/ami-sync@sha256:{_IMAGE}.",
    f"MD5 of meter-reads_2032-08-01.csv is {_MD5}, same as the copy on the billing share.",
    "Request id 3c9e2a71-8b4d-4f16-a0e5-71d2c6b8f903 is the slow one in the AMI portal logs.",
    "Purchase order PO-2032-00714 for 12 pole-mounted 25 kVA transformers ships on Friday.",
    "Planio #318: the Bulan recloser trips every afternoon when the ice plant starts.",
    "Call the Butuan billing office on +63 85 342 1187 before noon.",
    "Service order SO-2032-04418: replace the kWh meter at the Looc public market.",
    "Feeder F3 out of the Bislig substation serves 1 284 consumers over 38 km of line.",
    "The Poro mini-grid runs 420 kWp of PV, 1.2 MWh of batteries and two 500 kVA gensets.",
    "The barge genset burned 18 400 litres of diesel in July, 6 % less than in June.",
    "After five wrong passwords the SparkMeter console locks the account for 30 minutes.",
    "The Cagayancillo plant's inverters run at 98.1 % efficiency at noon.",
    "The secret of a good lineman is three points of contact on the pole at all times.",
    "Ask Arnel for the transformer cage padlock code, I don't have it.",
    "My card ending 4471 was declined at the hardware store in Butuan.",
    "The Brazilian transformer supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Zuora account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `LLAMA_CLOUD_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the fuel tank rusts in the salt air; oil it every month.",
    "Aurora Solar moved the API key page under Settings › Developer in its June release.",
    "IEEE 1547-2018 covers interconnection; ISBN 978-1-5044-4639-6 is the copy on the lab shelf.",
    "The guest wifi 'BSEF-Guest' at the Tagbilaran office is open, no password needed.",
    "Lifeline discount applies to households that use 20 kWh a month or less.",
    "Typhoon signal no. 2 over Sorsogon: line crews stand by at the Bulan substation.",
    "OTP codes from the bank expire after five minutes, so type them quickly.",
    "The OEC is issued before the flight; bring the contract and the passport to the office.",
    "Version 3.12.4 of the billing app fixes the rounding of the universal charge.",
    "Ang bagong rate ay ₱11.42 kada kWh simula Setyembre.",
    "Ang sunod nga brownout sa Poro kay sa Martes, alas otso sa buntag hangtod alas dose.",
    "Ya meter reading sa Libertad ugma sa buntag.",
    "An linya sa Bulan may problema liwat sa hapon.",
    "So generator sa Buldon na pimbagak kagabi.",
    "Ang barko papunta sa Cagayancillo ay aalis ng alas-sais ng umaga.",
    "バージの発電機は来週点検します。",
    "تم إصلاح خط الكهرباء في الساعة الثالثة.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-07-01T08:00:00Z", "password_min_length": 15}',
    '{"secret_ref": "vault/coop/noja", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "318", "purchase_order": "PO-2032-00714"}',
    '{"feeder": {"id": "F3", "substation": "Bislig", "consumers": 1284, "length_km": 38}}',
    '{"phone": "+63 85 342 1187", "city": "Butuan"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "meters_read": 2231}',
    '{"request_id": "3c9e2a71-8b4d-4f16-a0e5-71d2c6b8f903", "status": 504}',
    '{"genset": {"site": "barge", "kva": 500, "diesel_litres_july": 18400}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
