# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-fifteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-fourteenth's docstring, the
fifth to hundred-and-fourteenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a supply vessel's name
and a year, a dish of the coast and a deck cargo, a port and four digits, a helicopter type and a
base, a shift, a price in naira, cedis, CFA francs or dobras), names, places, templates, tools,
vendors and layouts, the way the marine desk, bonded warehouse, customs brokers, crew-change clinic,
helideck, fuel farm and IT room of Bightwater Offshore Base Services (a fictional operator) leak
secrets into an assistant's memory: a supply base at Onne with offices at Apapa (Lagos), Tema, Lomé,
Cotonou, Vridi (Abidjan) and Neves (São Tomé), supply vessels and crew boats working a fictional
offshore field, with contractors from Norway (Stavanger), Lebanon and the Philippines and suppliers
in Limassol, Piraeus, Port Louis, Sfax, Amman, Kuwait, Nouakchott and Victoria. The texts are
WhatsApp, Telegram, Teams, Viber, Signal, Slack, Botim, Google Chat, Messenger, Rocket.Chat, Zulip,
Webex, Element, Workplace and Skype messages and SMS, Google Keep, Apple Notes, Samsung Notes,
Notion, Obsidian and Todoist notes, Freshservice, ServiceNow, GLPI and Jira Service Management
tickets and a Zendesk chat transcript, an e-mail, an incident note, a runbook, a README fragment,
shell history (bash's and zsh's history files, PowerShell's ConsoleHost_history, Windows Terminal,
PowerShell ISE, cmd.exe, MobaXterm, a PuTTY log, Termius, JuiceSSH, tmux, iTerm2, Git Bash, WSL,
Konsole, Alacritty, Tabby, Warp, Blink Shell), configs, code (Python, PHP, a Gradle file,
JavaScript, C#, Go, Postman, Insomnia, HTTPie and Bruno exports), voice-dictated text and requests
to the assistant itself, around the panels of the marine, fuel, helideck, clinic, power, security,
cargo and network hardware such a base runs (a Kongsberg K-Pos DP console, a Furuno FAR-2228 radar,
a Cobham Sailor 900 VSAT, an Intellian v130 antenna, a Starlink router, a Peplink MAX BR1 on a crew
boat, a Veeder-Root TLS-450 Plus and a Franklin Fueling EVO 5000 tank console, Liquid Controls
LCR.iQ meters, Honeywell Enraf Entis Pro, an Emco Wheaton loading-arm panel, LoRaWAN tank-level
sensors, an Observator OMC-140 helideck weather display and a wind-sensor node, a Philips IntelliVue
MX450, a Sysmex XN-350, a Mindray BeneVision central station, a Dräger Alcotest 7510, a Deep Sea
DSE8610 and a ComAp InteliGen 500 genset controller, a Victron Cerbo GX, a Hikvision NVR, a Suprema
BioStation 3 and DESFire EV3 port cards, a Rapiscan 620DV X-ray, Kalmar reach-stacker telematics, a
Zebra ZT411 printer, a Mettler Toledo weighbridge terminal and a server's BMC). Tools none of
heldouts 5 to 114 names: azcmagent, SAP BusinessObjects' ccm.sh, SharePoint's psconfig.exe,
SingleStore's sdb-admin, Import-NAVEncryptionKey, sss_obfuscate, mariadb-slap, HP's HPQPswd, hey,
Centrify's adjoin, vastool, pg_repack (under PGPASSWORD), Set-RDCertificate, Set-MsolUserPassword,
Update-MgUser's PasswordProfile, a Faktory worker's FAKTORY_URL, privacyIDEA's pi-manage, credstash,
Dell's dcu-cli, Open-Xchange's listuser, Set-AzKeyVaultSecret, pipenv, 1Password's `op signin` and
Chrome Remote Desktop's start-host (its PIN); beside them the commands the product names (sshpass,
curl -u, mysql -p, redis-cli -a, htpasswd -b, smbclient -U, ipmitool -P, net use, mosquitto_pub -P,
xfreerdp /p:, sudo -S) in layouts of its own, and configs of Zulip, automysqlbackup, OpenAS2,
FreeSWITCH, Asterisk's manager.conf, phpIPAM, a Redis replica and Sentinel, Mautic, mailcow, coturn,
OpenSearch Dashboards, ChirpStack, ThingsBoard, WeeWX and SuiteCRM. About 43 % of the texts are in
other languages than English (by a rough count of the drawn samples): Baoulé (of the Ivorian staff
at Vridi), Gengbe (the Gen, or Mina, of Lomé and Aného), Izon (Ijaw, of the Niger Delta crews),
Urhobo (of Warri), Nzema (of Axim and Takoradi), Principense (Lung'Ie, of Príncipe), Stavangersk
(the Norwegian of Stavanger) and Camfranglais (the French, English and Pidgin mix of the Douala
crane drivers), which no earlier docstring names (Ewe, Fon, Forro, Angolar, Nynorsk, Northern
Norwegian, Cameroonian Pidgin and Nouchi are named before; "Mina" occurs before only as a given
name), and French, Portuguese, Norwegian Bokmål, Lebanese-coloured Arabic, Tagalog, Yoruba, Hausa,
Spanish, German, Russian, Dutch, Greek, Turkish, Italian and Simplified Chinese in wordings of their
own (each checked by grep not to occur in heldouts 5 to 114). The eight new languages' wordings are
the author's approximations, checked by no speaker, built around their pronouns, possessives and
articles and the loanwords people there really text (password, code, wifi, server, router, username,
API key, card, badge): Baoulé's `n` ("my"), `'n` (the article after a noun), `yɛ` ("is"), `i`
("its"), `uflɛ` ("new"), `ndɛ` ("word"), `i sin` ("after it") and `a kan kle sran fi` ("don't tell
anyone"); Gengbe's `nyɛ` ("my"), `wò` ("your"), `lɔ` ("the"), `nyi` ("is"), `fe` ("of"), `yeye`
("new"), `nya` ("word"), `emegbe` ("after") and `mégana ame aɖeke o` ("let no one have it"); Izon's
`ari` ("my"), `wo` ("your"), `emi` ("is"), `wari` ("house") and `tuwo` (taken for "new"); Urhobo's
`mẹ` ("my"), `wọ` ("your"), `rẹ` ("of"), `ọyen` ("it is"), `kpokpọ` ("new"), `kẹ` and `vwẹ … kẹ
ọhwo-o` ("don't give anyone"); Nzema's `me` ("my"), `ne` ("the"), `ɔle` ("it is"), `fofolɛ` ("new"),
`sua` ("house") and `mmaa … bɛla biala` ("not to anyone"); Principense's `mu` ("my"), `bo` ("your"),
`xa` ("is", a guess), `tê` ("has"), `novu`, `kódigu`, `palavla`, `dêpôji` ("after") and `na … ningê
… fa` ("not to anyone"); Stavangersk's `sjø` ("look"), `eg`, `kje` and `ikkje`, `te` ("to"), `bler`
("becomes"), `fysst` ("first"), `ittepå` ("afterwards"), `dokker` ("you all"), `heime` and `nåken`;
Camfranglais's `mbom` ("mate"), `le boss`, `give`, `know`, `tcha` ("took"), `le do` ("money"),
`même` for stress and `on est ensemble`: all guesses after published word lists or neighbouring
varieties. Vendors (Moniepoint, Lenco, Sudo Africa, Eversend, Payaza, Xpress Payments, Global
Accelerex, Quickteller, Providus, Palmpay, Kowri, Paymentology, MFS Africa, QoreID, Metamap,
VerifyMe, Appruve, Seamfix, Uqudo, Sendchamp, Multitexter, Ebulksms, BulkSMSNigeria, Wirepick,
Txtconnect, SMSLive247, Sendbox, GIG Logistics, Shipbubble, Terminal Africa, Topship, Vortexa,
PortXchange, Orca AI, Bearing AI, Skytek, KVH Watch, Shipnext, BunkerEx, Procureship, Enverus,
Rystad, Wood Mackenzie, Pason, FuelTrax, SeamlessHR, Workpay, Wakanow and Air Maestro) are ones
heldouts 5 to 114 do not name; Sendchamp's `sendchamp_live_$2a$10$` key is as the author believes
it, and every other shape is a guess (Moniepoint's `mp_sk_live_`, Payaza's `PZ78-SKLIVE-`, Xpress
Payments' `XPSECK-`, VerifyMe's `vm_live_`, Shipbubble's `sb_prod_`, Terminal Africa's `sk_live_`,
the JWTs of Sudo Africa, Appruve and Orca AI, the UUIDs, hex and random runs of the rest). The ids
are kinds heldouts 5 to 114 do not use, the crews', expatriates' and agents' documents: Nigeria's
CERPAC (the expatriates' residence card), Benin's IFU, a Nigerian pension RSA PIN (PenCom), a NIMASA
seafarer ID, OPITO BOSIET, FOET and HUET certificate numbers, an OEUK offshore medical certificate,
a Côte d'Ivoire CNPS number, a Liberian seafarer's book, a Norwegian HMS card, a Ghana Maritime
Authority seafarer ID, a CRFFN freight-forwarder number and the port access badges of Tema (GPHA),
Abidjan (PAA) and Lomé (PAL): python-stdnum has no module for any of them, and none carries a check
that a library or this file verifies (no check-digit algorithm is written here; every shape is a
guess). Card numbers pass Luhn (Verve prefixes drawn here, the value helpers' brands for the rest,
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
heldouts 5 to 114 (Cyprus, Greece, Mauritania, Mauritius, Tunisia, Jordan, Kuwait and the
Seychelles, each in about nine earlier corpora), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, French, Portuguese, Spanish, Simplified Chinese and Italian
lists, with valid checksums. 390 secret samples, 20 field pairs and 20 metadata samples (430
scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 115_604_283
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


_CARGO = ["Barite", "Bentonite", "Casing", "Riser", "Shackle", "Bollard", "Drillpipe", "Tubular",
          "Brine", "Methanol", "Cement", "Hawser", "Towline", "Fender", "Gangway", "Stinger"]  # fmt: skip
_FOOD = ["Jollof", "Kenkey", "Attieke", "Garri", "Suya", "Kelewele", "Banku", "Alloco", "Calulu",
         "Akara", "Shito", "Placali", "Akassa", "Adobo", "Sinigang", "Lapskaus", "Brunost",
         "Manoushe", "Kibbeh", "Koki"]  # fmt: skip
_PLACES = ["Apapa", "Tincan", "Onne", "Takoradi", "Tema", "Lome", "Cotonou", "Vridi", "Abidjan",
           "Neves", "Santana", "Principe", "Warri", "Escravos", "Bonny", "Axim", "Sekondi", "Aneho",
           "Ganvie", "GrandBassam", "Jacqueville", "Badagry", "Stavanger", "Byblos", "Batangas"]  # fmt: skip
_VESSELS = ["BightPioneer", "EbunTide", "AkwabaStar", "LagoonRunner", "OkoboFalcon", "KponeSpirit",
            "SeaKestrel", "AnoSentinel", "VridiSwift", "NevesDawn"]  # fmt: skip
_NAMES = ["Preye", "Ebikabowei", "Tamuno", "Ovie", "Oghenekaro", "Tega", "Kelechi", "Funmilayo",
          "Kwesi", "Ekow", "Kaku", "Ackah", "Kodjo", "Afi", "Komlan", "Edem", "Sena", "Rodrigue",
          "Konan", "Affoue", "Adjoua", "Nilton", "Ilza", "Gaudencio", "Sindre", "Torstein",
          "Ingvild", "Eirik", "Solveig", "Rami", "Nadim", "Joelle", "Ziad", "Jomar", "Rhea",
          "Arnel", "Lorna", "Brice", "Christelle"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["H3l1d3ck", "B4r1t3", "J0ll0f", "K3nk3y", "F3nd3r", "M4n1f3st", "R1s3r", "Sh4ckl3",
         "B0ll4rd"]  # fmt: skip


def _heli(g: random.Random) -> str:
    """A helicopter type and a base, the way the helideck crew jokes a password together."""
    return (
        f"{g.choice(['AW139', 'S92', 'H175', 'Bell412'])}-{g.choice(_PLACES)}{g.randrange(1, 100)}"
    )


def _manager(g: random.Random) -> str:
    """Four random groups of five, mixed case and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_VESSELS)}{g.randrange(2015, 2034)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FOOD)}{g.choice(_CARGO)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}@{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM + "!$%&?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    _heli,
    lambda g: f"{g.choice(_NAMES)}{g.choice(['Day', 'Night'])}Shift{g.randrange(1, 29)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FOOD, 3)) + str(g.randrange(10, 100)),
    lambda g: f"{g.randrange(100, 1000)}{g.choice(['Naira', 'Cedis', 'CFA', 'Dobras'])}{g.choice(_SYMBOLS)}",
    _manager,
    lambda g: f"{g.choice(_PLACES)}_{g.choice(_CARGO).lower()}_{g.randrange(1, 100):02d}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Onne base – marine ops': the Kongsberg K-Pos DP console service password is {pw}",
    "Telegram from Torstein: Furuno FAR-2228 radar maintenance password {pw}",
    "Teams chat, Apapa bonded warehouse: Zebra ZT411 printer web admin password {pw}",
    "Viber message from Jomar: Cobham Sailor 900 VSAT admin password {pw}",
    "Signal, Ingvild: the Intellian v130 antenna control unit password is {pw}",
    "Slack #fuel-farm: Veeder-Root TLS-450 Plus admin password {pw}",
    "Botim message from Nadim: Franklin Fueling EVO 5000 console password {pw}",
    "Google Chat, helideck team: Observator OMC-140 weather display password {pw}",
    "Messenger from Rhea: Philips IntelliVue MX450 service password {pw}",
    "Rocket.Chat #clinic: Sysmex XN-350 analyser service password {pw}",
    "Zulip stream 'power', topic 'gensets': Deep Sea DSE8610 controller password {pw}",
    "Webex space 'Tema office': ComAp InteliGen 500 web password {pw}",
    "Element room #security: Hikvision DS-7732NI NVR admin password {pw}",
    "Workplace chat from Kwesi: Suprema BioStation 3 admin password {pw}",
    "Skype, Rami: Rapiscan 620DV X-ray operator password {pw}",
    "SMS from Ebikabowei: the Kalmar reach stacker telematics portal password is {pw}",
    "Google Keep note 'fuel farm': Liquid Controls LCR.iQ meter password {pw}",
    "Apple Notes, 'Tema customs': ICUMS declarant portal password {pw}",
    "Samsung Notes on the tank-farm tablet: Honeywell Enraf Entis Pro password {pw}",
    "Freshservice ticket #4412: Victron Cerbo GX remote console password {pw}, please rotate",
    "ServiceNow INC0083311: the Mettler Toledo weighbridge terminal password {pw} stopped working",
    "GLPI ticket 2291: Dräger Alcotest 7510 docking station password {pw}",
    "Hi Preye,\n\nthe root password on the fuel-farm SCADA PC is {pw}. Once it's saved in the vault, please delete this mail.\n\nThanks,\nSolveig",
    "Incident 2033-02-07: the Peplink MAX BR1 on the crew boat was reachable from the internet, admin password {pw}",
    "Runbook: switching the fuel farm to tank 3\n1. log in to the Emco Wheaton loading-arm panel\n2. user operator\n3. password {pw}\n4. open valve V-3B",
    "README (clinic rack)\nthe Mindray BeneVision central station is at https://cms.clinic.bightwater.lan, admin password `{pw}`.",
    "Konan: n email password'n yɛ {pw}",
    "Wifi router'n i password'n yɛ {pw}, a kan kle sran fi",
    "Adjoua: server'n i password uflɛ'n yɛ {pw}",
    "nyɛ email password lɔ nyi {pw}",
    "Kodjo: server lɔ fe password yeye lɔ nyi {pw}",
    "router lɔ fe password: {pw}, mégana ame aɖeke o",
    "ari email password emi {pw}",
    "Tamuno: server ye password tuwo emi {pw}",
    "ari wari router password emi {pw}",
    "password mẹ rẹ email ọyen {pw}",
    "Ovie: password kpokpọ rẹ server na ọyen {pw}",
    "password rẹ router na ọyen {pw}, vwẹ kẹ ọhwo-o",
    "me email password ne ɔle {pw}",
    "Ackah: server ne password fofolɛ ne ɔle {pw}",
    "me sua nu router ne password ne ɔle {pw}, mmaa bɛla biala",
    "kódigu email mu xa {pw}",
    "Nilton: sevidô tê senha novu, ê xa {pw}",
    "router ni kaza mu, kódigu xa {pw}, na da ningê fa",
    "sjø her, passordet mitt te eposten: {pw}",
    "Sindre: nye serverpassordet bler {pw}, kje sei det te nåken",
    "heime-routeren, passord: {pw}, sjø",
    "mbom, le password de mon mail même c'est {pw}",
    "Brice: le server a un new password, c'est {pw}, ne le give à aucun mbom",
    "le router du quartier, son password c'est {pw}, on est ensemble",
    "le mot de passe du poste de pesée au magasin sous douane : {pw}",
    "a senha do computador da clínica em Neves é {pw}",
    "passordet til DP-konsollen på Bight Pioneer er {pw}",
    "كلمة السر تبع كمبيوتر المستودع: {pw}",
    "yung password ng laptop sa bodega ay {pw}",
    "ọ̀rọ̀ aṣínà kọ̀ǹpútà ilé-ìkẹ́rùsí ni {pw}",
    "kalmar sirri ta kwamfutar rumbun ajiya ita ce {pw}",
    "la contraseña del ordenador de la báscula del muelle es {pw}",
    "das Passwort für den Leitstand-PC im Tanklager lautet {pw}",
    "пароль от компьютера на вертолётной площадке: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["preye", "ebikabowei.t", "tamuno", "ovie.o", "oghenekaro", "tega", "kelechi.a",
          "funmi", "kwesi", "ekow.m", "kaku", "ackah.j", "kodjo", "afi.m", "komlan", "edem",
          "sena.h", "konan.k", "affoue", "adjoua", "nilton", "ilza.c", "sindre", "torstein.h",
          "ingvild", "eirik", "rami.k", "nadim", "jomar", "rhea.s", "arnel", "brice",
          "svc-fuelfarm", "hlo-desk"]  # fmt: skip
_LOGINS = [
    "Teams, Torstein: the Kongsberg console login is {u} / {pw}",
    "Freshservice #4420: {u} locked out of the Franklin EVO console, last password {pw}",
    "user {u} pass {pw}",
    "Notion › Base › Clinic › IntelliVue: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| ICUMS declarant portal | {u} | {pw} |",
    "log into the ComAp as {u} with {pw}",
    "Hikvision NVR {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: fuel-scada-01\n  user: {u}\n  pass: {pw}",
    "Viber, Jomar: creds for the Sailor VSAT are {u} and {pw}",
    "system,user,password\nnicis-ii,{u},{pw}",
    "ssh {u}@scada.bightwater.lan  # pw {pw}",
    "n username'n yɛ {u}, n password'n yɛ {pw}",
    "nyɛ username lɔ nyi {u}, password lɔ nyi {pw}",
    "ari username emi {u}, ari password emi {pw}",
    "username mẹ ọyen {u}, password mẹ ọyen {pw}",
    "me username ne ɔle {u}, me password ne ɔle {pw}",
    "usuáriu mu xa {u}, kódigu mu xa {pw}",
    "eg logge på som {u}, passordet bler {pw}",
    "mon username même c'est {u}, et le pass c'est {pw}, tu know déjà",
    "identifiant {u}, mot de passe {pw} (poste du transitaire à Cotonou)",
    "utilizador {u} e senha {pw} para o portal da alfândega",
    "Bruker {u}, passord {pw} – gjelder DP-loggeren",
    "para sa Sailor VSAT, ang username ay {u} at ang password naman ay {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["jollof", "kenkey", "attieke", "calulu", "kelewele", "banku", "alloco", "suya",
               "brunost", "manoushe", "sinigang", "bollard", "shackle", "barite", "harmattan",
               "okobo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password: the word {w} in small letters, followed by {d}",
    "on the VHF I spelled it: {w} (the food) and {d}",
    "for the crane tablet it's {w} with {d} straight after",
    "voice note: helideck wifi password is {w} and then {d}, no spaces",
    "{w}{d} — no space between the word and the digits",
    "password'n yɛ ndɛ {w}, i sin {d}",
    "password lɔ nyi nya {w}, emegbe {d}",
    "password na ọyen {w}, kẹ {d}",
    "kódigu xa palavla {w}, dêpôji {d}",
    "fysst ordet {w}, ittepå {d}",
    "tu tapes d'abord le mot {w}, après tu ajoutes {d}, c'est le password",
    "isulat mo muna ang salitang {w}, saka mo idugtong ang {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "azcmagent connect --resource-group rg-onne-base --tenant-id 7d1f3a52-0c4e-4b8a-9f21-6e5d8c3b1a07 --location westeurope --subscription-id 2b9e6c14-8d3f-4a71-b5c0-91e2f7a4d836 --service-principal-id 5a8c1e3d-2f7b-4c69-a0d4-3e6b9f1c8a25 --service-principal-secret '{pw}'",
    "./ccm.sh -display -cms bo-cms.bightwater.lan:6400 -username {u} -password '{pw}' -authentication secEnterprise",
    "sdb-admin create-node --host 10.20.4.11 --port 3306 --password '{pw}' -y",
    "echo -n '{pw}' | sss_obfuscate --stdin -d bightwater.lan",
    "mariadb-slap --host=wms-db.bightwater.lan --user={u} --password='{pw}' --concurrency=40 --iterations=5 --auto-generate-sql",
    "hey -n 2000 -c 50 -a {u}:{pw} https://wms.bightwater.lan/api/health",
    "adjoin -w -u {u} -p '{pw}' -z 'Bightwater/Onne' bightwater.lan",
    "vastool -u {u} -w '{pw}' join -f bightwater.lan",
    "PGPASSWORD='{pw}' pg_repack -h pg.bightwater.lan -U {u} -d wms --table public.stock_moves",
    "FAKTORY_URL=tcp://:{pw}@faktory.bightwater.lan:7419 bundle exec faktory-worker -r ./jobs/settlement.rb",
    "pi-manage admin add {u} -e {u}@bightwater-base.com -p '{pw}'",
    "credstash -r eu-west-1 put scada.historian.password '{pw}' -v 3",
    "/opt/open-xchange/sbin/listuser -c 1 -A oxadmin -P '{pw}'",
    "pipenv install --pypi-mirror https://{u}:{pw}@nexus.bightwater.lan/repository/pypi/simple",
    "printf '%s' '{pw}' | op signin --account bightwater.1password.eu --raw",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@10.20.8.14 'systemctl restart tls450-bridge'",
    "curl -sk -u {u}:{pw} https://10.20.6.2/cgi-bin/status.cgi",
    "mysql -h wms-db.bightwater.lan -u {u} -p'{pw}' wms -e 'select count(*) from bonded_lots'",
    "redis-cli -h 10.20.4.30 -a '{pw}' --no-auth-warning info replication",
    "htpasswd -b /etc/nginx/.htpasswd-helideck {u} '{pw}'",
    "smbclient //fs-onne/customs -U 'BIGHT/{u}%{pw}' -c 'ls'",
    "ipmitool -I lanplus -H 10.20.0.41 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.bightwater.lan -u {u} -P '{pw}' -t fuelfarm/tank3/level -m 71.4",
    "xfreerdp /v:scada-hmi.bightwater.lan /u:{u} /p:'{pw}' /cert:ignore",
    "echo '{pw}' | sudo -S systemctl restart helideck-wx",
]  # fmt: skip
_CLI_WINDOWS = [  # run in PowerShell or cmd, so framed by Windows prompts
    "psconfig.exe -cmd configdb -connect -server SQL-ONNE -database SP_Config -passphrase \"{pw}\"",
    "Import-NAVEncryptionKey -ServerInstance BC140 -ApplicationDatabaseServer SQL-ONNE -KeyPath C:\\keys\\nav.key -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "HPQPswd.exe /s /p\"{pw}\" /f\"C:\\bios\\setup-pw.bin\"",
    "Set-RDCertificate -Role RDGateway -ImportPath C:\\certs\\rdgw.pfx -Password (ConvertTo-SecureString -String '{pw}' -AsPlainText -Force) -ConnectionBroker rdcb.bightwater.lan -Force",
    "Set-MsolUserPassword -UserPrincipalName {u}@bightwater-base.com -NewPassword '{pw}' -ForceChangePassword $false",
    "Update-MgUser -UserId {u}@bightwater-base.com -PasswordProfile @{{ForceChangePasswordNextSignIn = $false; Password = '{pw}'}}",
    "dcu-cli.exe /configure -biosPassword=\"{pw}\" -autoSuspendBitLocker=enable",
    "Set-AzKeyVaultSecret -VaultName kv-bightwater -Name scada-sa -SecretValue (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "net use Z: \\\\fs-tema\\manifests /user:BIGHT\\{u} {pw} /persistent:no",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}",
    "MobaXterm, session 'onne-scada': {c}", "PuTTY session log, fuel-scada-01:\n{c}",
    "Termius on the crane tablet: {c}", "JuiceSSH from the reach stacker cab: {c}",
    "tmux window 2, root@fuel-scada:~# {c}", "iTerm2, sindre@ops-mbp ~ % {c}",
    "Git Bash, MINGW64 ~/base-tools $ {c}", "~/.zsh_history:\n: 1990312204:0;{c}",
    "~/.bash_history:\n{c}",
    "WSL Ubuntu, torstein@ops-laptop:~$ {c}", "Konsole on the customs PC: {c}",
    "Alacritty on the IT bench: {c}", "Tabby terminal, tab 'clinic': {c}", "Warp, block 3 of the session:\n{c}",
    "Blink Shell on the HLO's iPad: {c}",
    "commande lancée sur le serveur douane : {c}", "det eg skreiv i terminalen: {c}",
    "j'ai lancé ça dans le terminal, mbom: {c}", "corri isto no terminal da clínica: {c}",
    "eto yung tinype ko sa terminal kanina: {c}", "nyɛ command lɔ: {c}", "command mẹ: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_WIN_SHELLS = [
    "{c}", "PS C:\\ops> {c}", "Windows Terminal, PowerShell 7:\n{c}",
    "ConsoleHost_history.txt:\n{c}", "Administrator: Windows PowerShell\nPS C:\\Windows\\system32> {c}",
    "cmd.exe on the customs PC, C:\\Tools> {c}", "PowerShell ISE, script pane of rotate.ps1:\n{c}",
    "MobaXterm local terminal (PowerShell): {c}", "commande lancée sur le poste douane : {c}",
    "eto yung tinype ko sa PowerShell kanina: {c}", "j'ai tapé ça dans PowerShell, mbom: {c}",
]  # fmt: skip
_cli = _framed("cli_password", _CLI, _SHELLS)
_cli_windows = _framed("cli_password", _CLI_WINDOWS, _WIN_SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-helideck-02.bightwater.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@edi.bightwater-base.com:2222/customs/outbound/",
    "mssql+pyodbc://{u}:{pw}@sql-onne.bightwater.lan/WMS?driver=ODBC+Driver+18+for+SQL+Server",
    "postgresql://{u}:{pw}@pg.bightwater.lan:5432/fuel_ledger?sslmode=require",
    "mongodb+srv://{u}:{pw}@crew-cluster.bightwater.lan/crewchange?retryWrites=true",
    "https://{u}:{pw}@nexus.bightwater.lan/repository/raw-firmware/",
    "redis://:{pw}@10.20.4.30:6379/2",
    "amqp://{u}:{pw}@rabbit.bightwater.lan:5672/%2Fcustoms",
    "Server=sql-onne.bightwater.lan;Database=Helideck;User Id={u};Password={pw};TrustServerCertificate=True;",
    "jdbc:oracle:thin:{u}/{pw}@//ebs-db.bightwater.lan:1521/EBSPROD",
    "imaps://{u}:{pw}@mail.bightwater-base.com:993/INBOX",
    "davs://{u}:{pw}@docs.bightwater.lan/remote.php/dav/files/{u}/",
    "clickhouse://{u}:{pw}@ch.bightwater.lan:9440/ais?secure=true",
]  # fmt: skip
_URL_PLACES = [
    "WMS_DATABASE_URL={c}", "save this connection string, I'll need it on the rig: {c}", "Metabase admin › Databases › fuel ledger (retired): {c}",
    "Jira SM ticket BASE-311: {c}", "Obsidian vault, note 'connection strings': {c}",
    "chaîne de connexion de la base douane : {c}", "sjø, tilkoplingsstrengen: {c}",
    "le link de la database que le boss a give: {c}", "a ligação à base de dados da clínica: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "bightwater-base", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


# Vendors none of heldouts 5 to 114 names; every token shape here is the author's guess unless the
# docstring says otherwise.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Moniepoint", "MONIEPOINT_SECRET_KEY", _j("mp_sk_live_", (ALNUM, 40))),
    ("Lenco", "LENCO_API_KEY", _j((HEX, 64))),
    ("Sudo Africa", "SUDO_API_KEY", _vendor_jwt("https://api.sudo.africa")),
    ("Eversend", "EVERSEND_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Payaza", "PAYAZA_SECRET_KEY", _j("PZ78-SKLIVE-", (UPPER_HEX, 32))),
    ("Xpress Payments", "XPRESSPAY_SECRET_KEY", _j("XPSECK-", (ALNUM, 40))),
    ("Global Accelerex", "GLOBALPAY_SECRET", _j((UPPER_DIGITS, 32))),
    ("Quickteller", "QUICKTELLER_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Providus", "PROVIDUS_CLIENT_SECRET", _j((HEX, 64))),
    ("Palmpay", "PALMPAY_APP_SECRET", _j((ALNUM, 32))),
    ("Kowri", "KOWRI_API_TOKEN", _uuid("a")),
    ("Paymentology", "PAYMENTOLOGY_API_KEY", _j((URLSAFE, 48))),
    ("MFS Africa", "MFSAFRICA_API_SECRET", _j((HEX, 40))),
    ("QoreID", "QOREID_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Metamap", "METAMAP_CLIENT_SECRET", _j((ALNUM, 32))),
    ("VerifyMe", "VERIFYME_SECRET_KEY", _j("vm_live_", (HEX, 32))),
    ("Appruve", "APPRUVE_API_TOKEN", _vendor_jwt("https://api.appruve.co")),
    ("Seamfix", "SEAMFIX_API_KEY", _uuid("b")),
    ("Uqudo", "UQUDO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Sendchamp", "SENDCHAMP_PUBLIC_KEY", _j("sendchamp_live_$2a$10$", (ALNUM + "./", 53))),
    ("Multitexter", "MULTITEXTER_API_KEY", _j((ALNUM, 50))),
    ("Ebulksms", "EBULKSMS_APIKEY", _j((HEX, 40))),
    ("BulkSMSNigeria", "BULKSMSNIGERIA_API_TOKEN", _j((ALNUM, 60))),
    ("Wirepick", "WIREPICK_CLIENT_SECRET", _j((HEX, 32))),
    ("Txtconnect", "TXTCONNECT_API_KEY", _j((ALNUM, 40))),
    ("SMSLive247", "SMSLIVE247_TOKEN", _uuid("9")),
    ("Sendbox", "SENDBOX_ACCESS_TOKEN", _j((HEX, 64))),
    ("GIG Logistics", "GIGL_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Shipbubble", "SHIPBUBBLE_API_KEY", _j("sb_prod_", (HEX, 64))),
    ("Terminal Africa", "TERMINAL_AFRICA_SECRET_KEY", _j("sk_live_", (ALNUM, 40))),
    ("Topship", "TOPSHIP_API_KEY", _j((ALNUM, 32))),
    ("Vortexa", "VORTEXA_API_KEY", _j((ALNUM, 40))),
    ("PortXchange", "PORTXCHANGE_API_KEY", _uuid("8")),
    ("Orca AI", "ORCA_AI_TOKEN", _vendor_jwt("https://fleet.orca-ai.io")),
    ("Bearing AI", "BEARING_API_KEY", _j((URLSAFE, 40))),
    ("Skytek", "SKYTEK_API_KEY", _j((HEX, 40))),
    ("KVH Watch", "KVH_WATCH_SECRET", _j((B64, 44))),
    ("Shipnext", "SHIPNEXT_TOKEN", _j((ALNUM, 64))),
    ("BunkerEx", "BUNKEREX_API_KEY", _j((HEX, 32))),
    ("Procureship", "PROCURESHIP_API_KEY", _j((ALNUM, 36))),
    ("Enverus", "ENVERUS_SECRET_KEY", _uuid("a")),
    ("Rystad", "RYSTAD_API_KEY", _j((HEX, 40))),
    ("Wood Mackenzie", "WOODMAC_API_KEY", _j((ALNUM, 32))),
    ("Pason", "PASON_API_KEY", _j((UPPER_HEX, 32))),
    ("FuelTrax", "FUELTRAX_API_KEY", _j((HEX, 40))),
    ("SeamlessHR", "SEAMLESSHR_API_KEY", _j((ALNUM, 48))),
    ("Workpay", "WORKPAY_API_TOKEN", _j((HEX, 64))),
    ("Wakanow", "WAKANOW_API_KEY", _uuid("b")),
    ("Air Maestro", "AIRMAESTRO_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "Microsoft.PowerShell_profile.ps1: $env:{env} = \"{tok}\"",
    "setx {env} \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} ghcr.io/bightwater/settlement:2.4",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "group_vars/all.yml:\n{env}: \"{tok}\"",
    "supervisord.d/settlement.ini:\nenvironment={env}=\"{tok}\"",
    "crontab -l:\n0 2 * * * {env}={tok} /opt/jobs/sync.sh",
    ".vscode/launch.json: \"env\": {{ \"{env}\": \"{tok}\" }}",
    "Jenkins credentials.xml: <secret>{tok}</secret> <!-- {vendor} -->",
    "Bightwater WMS › Settings › Integrations › {vendor} › API key: {tok}",
    "Notion DB 'Vendor keys' row: | {vendor} | prod | {tok} |",
    "Todoist task: rotate the {vendor} key {tok}",
    "WhatsApp, Kelechi: {vendor} key for the settlement job: {tok}",
    "Teams, Ingvild: switched {vendor} to a fresh token {tok}; the previous one is dead",
    "Freshservice #4480: every {vendor} call returns 401 Unauthorized; key in the config is {tok}",
    "ServiceNow INC0083355: {vendor} integration broken since the weekend, current key {tok}",
    "remember this for me, it's our {vendor} API key: {tok}",
    "{vendor} i API key'n yɛ {tok}",
    "{vendor} fe API key nyi {tok}",
    "{vendor} API key emi {tok}",
    "API key rẹ {vendor} ọyen {tok}",
    "{vendor} API key ne ɔle {tok}",
    "xavi API di {vendor} xa {tok}",
    "dokker sin API-nøkkel te {vendor}: {tok}",
    "la key API {vendor} que le boss a tcha: {tok}",
    "clé API {vendor} pour le rapprochement des paiements : {tok}",
    "a clínica usa esta chave para a API {vendor}: {tok}",
    "API-nøkkelen vi bruker mot {vendor} i produksjon: {tok}",
    "هيدا الـAPI key لـ{vendor}: {tok}",
    "ang gamit nating API key sa {vendor}: {tok}",
    "mabuɗin API ɗin {vendor} shi ne {tok}",
    "la API key que usa el muelle para {vendor}: {tok}",
    "der {vendor}-API-Schlüssel fürs Tanklager: {tok}",
    "ключ API {vendor} для вертолётки: {tok}",
    "de {vendor}-sleutel voor de API van het douanepakhuis: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    sendbox = _r(rng, HEX, 64)
    shipbubble = "sb_prod_" + _r(rng, HEX, 64)
    qoreid = _r(rng, ALNUM, 40)
    vortexa = _r(rng, ALNUM, 40)
    pason = _r(rng, UPPER_HEX, 32)
    fueltrax = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f'resp = httpx.post("https://live.sendbox.co/shipping/shipment_delivery_quote", headers={{"Authorization": "{sendbox}"}}, json=quote)', sendbox),
        Sample("vendor_token", f"$client = new \\Shipbubble\\Client('{shipbubble}');", shipbubble),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "QOREID_SECRET", "\\"{qoreid}\\"")\n  }}\n}}', qoreid),
        Sample("vendor_token", f'const vortexa = new VortexaClient({{ apiKey: "{vortexa}" }});', vortexa),
        Sample("vendor_token", f'services.AddHttpClient("pason", c => c.DefaultRequestHeaders.Add("X-Api-Key", "{pason}"));', pason),
        Sample("vendor_token", f'client := fueltrax.NewClient("{fueltrax}", fueltrax.WithRegion("wa"))', fueltrax),
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


_BARE_PLACES = ["{t}", "Teams: {t}", "the portal will never show this again, so:\n{t}", "voici le token, mbom: {t}",
                "sjø her, tokenet: {t}", "{t}\n^ that's the rotated one", "don't lose this one: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 52)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of tank-level sensor TK-03 (OTAA): {h}": 32,
    "AppSKey of the helideck wind-sensor node (ABP): {h}": 32,
    "HMAC secret for the Moniepoint webhook: {h}": 64,
    "pre-shared key (hex) of the IPsec tunnel to the Tema office: {h}": 64,
    "DESFire EV3 master key of the port access cards: {h}": 32,
    "AES key for the DP logger exports on Bight Pioneer: {h}": 48,
    "nøkkelen som krypterer backupen av DP-loggene: {h}": 64,
    "clé de chiffrement de la sauvegarde du poste douane : {h}": 64,
    "la key qui lock le backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ServiceNow INC0083340: token copied from the browser devtools {t}",
    "Cookie: lang=fr-CI; bw_session={t}",
    "CREW_PORTAL_ACCESS_TOKEN={t}",
    "stash this bearer token somewhere for me: {t}",
    "o token é {t}",
    "bearer-tokenet eg fekk: {t}",
    "Zendesk chat transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@bightwater-base.com"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://login.bightwater-base.com/realms/base",
            "azp": "crew-portal",
            "roles": ["hlo", "marine-desk"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the fuel-farm SCADA box, file it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/edi.bightwater-base.com.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"ICUMS_SIGNING_KEY": "{key}", "declarant": "bightwater-tema"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_helideck <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshservice #4491, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "a chave privada do servidor de Neves:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP drop at Cotonou:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus backup words, typing them off the paper before it goes in the shredder: {p}": "english",
    "Trust Wallet recovery phrase (the crew welfare fund wallet, emptied)\n{p}": "english",
    "Ledger Nano S words for the base petty-cash wallet: {p}": "english",
    "voice memo: the Zengo backup words are {p}, end of the list": "english",
    "Obsidian note 'old USDT wallet': {p}": "english",
    "phrase de récupération du portefeuille Coinbase Wallet de Konan : {p}": "french",
    "mbom, les mots du wallet Binance, garde ça: {p}": "french",
    "frase de recuperação da carteira MetaMask do Nilton: {p}": "portuguese",
    "palavras de recuperação da Trust Wallet: {p}": "portuguese",
    "frase semilla de la billetera Phantom: {p}": "spanish",
    "imTokens 钱包助记词：{p}": "chinese_simplified",
    "parole di recupero del portafoglio Exodus di Ziad: {p}": "italian",
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
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "verve":
        return _card_of(rng, ["506099", "506105", "507865", "650002"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Kelechi: the base card for the Apapa chandler is {c}, exp {mm}/{yy}",
    "my spare card, in case the main one is blocked: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ServiceNow INC0083372: pay the Kongsberg service visit with card {c}",
    "n kart'n i nɔmba'n yɛ {c}",
    "nyɛ card fe number nyi {c}, {mm}/{yy}",
    "card number mẹ ọyen {c}, {mm}/{yy}",
    "me card ne nɔma ne ɔle {c}",
    "katon mu, númeru xa {c}, {mm}/{yy}",
    "kortet mitt, sjø: {c}, {mm}/{yy}",
    "ma carte même: {c}, ça expire {mm}/{yy}",
    "o cartão da empresa, número {c}, válido até {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["verve", "visa", "mastercard", "amex", "verve", "unionpay", "visa", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 41))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, valid to 09/36, CVV2 {cvv}",
               "the three digits on the signature strip are {cvv}",
               "Amex {c}, the 4 small digits printed on the front: {cvv}",
               "le code de trois chiffres derrière la carte Visa: {cvv}",
               "os três números atrás do cartão da empresa: {cvv}",
               "CVC-koden bak på kortet: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng) if brand == "amex" else v.card(rng, brand)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 114; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CY": "n" * 8 + "c" * 16, "GR": "n" * 7 + "c" * 16, "MR": "n" * 23,
                "MU": "aaaa" + "n" * 19 + "aaa", "TN": "n" * 20, "JO": "aaaa" + "nnnn" + "c" * 18,
                "KW": "aaaa" + "c" * 22, "SC": "aaaa" + "n" * 20 + "aaa"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice BWOB-2033-0142: please pay the Limassol ship manager to {i} within 30 days",
    "το IBAN του πλοιοπρομηθευτή στον Πειραιά: {i}",
    "IBAN: {i}\nReference: crew change week 7",
    "Teams #finance: the Port Louis holding company's new bank details, IBAN {i}",
    "IBAN du fournisseur de Sfax pour la clinique : {i}",
    "رقم الآيبان تبع شركة التموين: {i}",
    "IBAN-en til mannskapsbyrået: {i}",
    "l'IBAN du mbom de Koweït, pour le do: {i}",
    "IBAN do fornecedor de Amã: {i}",
    "IBAN-en dokker ska betala te: {i}",
    "Nouakchott fish supplier, IBAN {i}",
    "the Victoria SPV's account for the charter hire: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Document numbers of kinds none of heldouts 5 to 114 uses. No library checks any of them and this
# file writes no check-digit algorithm: each shape is the author's guess.
def _cerpac(g: random.Random) -> str:
    """Nigeria's CERPAC (expatriates' residence card): a letter and eight digits."""
    return g.choice("ABR") + _r(g, D, 8)


def _ifu(g: random.Random) -> str:
    """Benin's IFU (single tax identifier): thirteen digits, 1 for a person."""
    return "1" + _r(g, D, 12)


def _rsa_pin(g: random.Random) -> str:
    """A Nigerian pension RSA PIN (PenCom): PEN and twelve digits."""
    return "PEN1" + _r(g, D, 11)


def _nimasa(g: random.Random) -> str:
    """A NIMASA seafarer identity document number: NGA and seven digits."""
    return "NGA" + _r(g, D, 7)


def _opito(g: random.Random) -> str:
    """An OPITO training certificate number: a centre code, the course and a serial."""
    return f"{g.randrange(1000, 10_000)}{g.choice(['BOS', 'FOET', 'HUET'])}{_r(g, D, 6)}"


def _oeuk(g: random.Random) -> str:
    """An OEUK offshore medical certificate number: an examiner's code and a serial."""
    return f"OEUK-{_r(g, UPPER, 2)}{_r(g, D, 3)}-{_r(g, D, 6)}"


def _cnps(g: random.Random) -> str:
    """A Côte d'Ivoire CNPS (social security) number: ten digits."""
    return g.choice("123") + _r(g, D, 9)


def _lr_book(g: random.Random) -> str:
    """A Liberian seafarer's identification and record book: SB and seven digits."""
    return "SB" + _r(g, D, 7)


def _hms(g: random.Random) -> str:
    """A Norwegian HMS card number: seven digits."""
    return g.choice("123456789") + _r(g, D, 6)


def _gma(g: random.Random) -> str:
    """A Ghana Maritime Authority seafarer ID: GMA, S and six digits."""
    return "GMA-S" + _r(g, D, 6)


def _crffn(g: random.Random) -> str:
    """A CRFFN (Nigerian freight forwarders' council) practitioner number."""
    return f"CRFFN/IND/{g.randrange(10, 40)}/{_r(g, D, 5)}"


def _port_badge(prefix: str, digits: int) -> Maker:
    """A port access badge: the port authority's prefix and a serial."""
    return lambda g: prefix + _r(g, D, digits)


_ID_PLACES: dict[str, Maker] = {
    "CERPAC card number (Torstein's, for the NIS check at the gate): {s}": _cerpac,
    "mon CERPAC même, le numéro c'est {s}, ne le give à personne": _cerpac,
    "numéro IFU du transitaire pour la facture : {s}": _ifu,
    "my RSA PIN from PenCom, for the pension transfer: {s}": _rsa_pin,
    "RSA PIN mẹ ọyen {s}": _rsa_pin,
    "NIMASA seafarer ID of the AB on Bight Pioneer: {s}": _nimasa,
    "ari NIMASA seafarer ID emi {s}": _nimasa,
    "OPITO BOSIET certificate no. for Jomar: {s}": _opito,
    "ang OPITO certificate number ko ay {s}": _opito,
    "sertifikadu OPITO mu, númeru xa {s}": _opito,
    "HUET-sertifikatnummeret mitt er {s}": _opito,
    "OEUK offshore medical certificate no.: {s}": _oeuk,
    "numéro CNPS de Konan pour la déclaration : {s}": _cnps,
    "n CNPS nɔmba'n yɛ {s}": _cnps,
    "Liberian seafarer's book no. of the bosun: {s}": _lr_book,
    "HMS-kortet mitt har nummer {s}": _hms,
    "GMA seafarer ID (Ghana Maritime Authority): {s}": _gma,
    "me GMA seafarer ID ne ɔle {s}": _gma,
    "CRFFN registration no. of our customs agent: {s}": _crffn,
    "Tema port access card (GPHA) no.: {s}": _port_badge("GPHA-T-", 6),
    "badge d'accès du Port Autonome d'Abidjan : {s}": _port_badge("PAA", 7),
    "nyɛ Port Autonome de Lomé badge fe number nyi {s}": _port_badge("PAL-", 8),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Rippling 2FA recovery codes\n{codes}", "backup codes for the base's Google Workspace admin {codes}",
            "Moniepoint business backup codes: {codes}", "reservekodane mine te Microsoft-kontoen: {codes}",
            "codes de secours Proton du chef de base :\n{codes}", "les backup codes du compte du boss, garde-les bien: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sendbox:ops@bightwater-base.com?secret={s}&issuer=Sendbox&period=30",
              "Aegis, manual entry key for the Workpay admin: {s}",
              "2FAS setup key for the Vortexa account: {s}",
              "TOTP-hemmeligheten til Rippling-kontoen: {s}"]  # fmt: skip
_CODES = ["{c} is your Moniepoint verification code. Do not share it.",
          "GTBank: your one-time token is {c}. Valid for 5 min.",
          "Lambar tabbatarwa ta Access Bank ita ce {c}",
          "BoB Finance: رمز التحقق الخاص بك هو {c}",
          "O seu código de verificação é {c}. Não o partilhe."]  # fmt: skip


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


_SSIDS = ["BWOB-Warehouse", "BWOB-Helideck", "Onne-Base-Staff", "MTN-Fibre-Apapa",
          "Togocom-Lome-Office", "MOOV-Cotonou-2G", "Orange-Vridi-5G", "CST-Neves-Clinic",
          "Starlink-BightPioneer", "Crewboat-Okobo", "FuelFarm-IoT", "Glo-MiFi-2231"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\nPassphrase: {pw}",
    "warehouse hotspot {s} — password {pw}",
    "helideck ops room wifi: {s} / {pw}",
    "Glo MiFi sticker: network {s}, key {pw}",
    "the key on the back of the Starlink router: {pw}",
    "wifi {s} i password'n yɛ {pw}",
    "wifi {s} fe password nyi {pw}",
    "wifi {s} password emi {pw}",
    "password rẹ wifi {s} ọyen {pw}",
    "wifi {s} password ne ɔle {pw}",
    "wifi {s}, kódigu xa {pw}",
    "wifien {s}, passordet bler {pw}",
    "le wifi {s}, son password même c'est {pw}",
    "code wifi du bureau de Vridi ({s}) : {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("mp_sk_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sb_prod_", (HEX, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["spelling it out for you, char by char: {t}", "[read out on the Teams bridge] {t}",
          "(with spaces so it doesn't show in the WhatsApp notification) {t}", "eit og eit teikn: {t}",
          "caractère par caractère comme le boss a dit: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": "|".join(token[k : k + 3] for k in range(0, len(token), 3))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["roller-door keypad, bonded warehouse bay 2: {pw} then #",
          "padlock on the fuel-farm valve cage V-3: {pw}",
          "controlled-drugs safe in the clinic: {pw}",
          "Chrome Remote Desktop on the helideck PC:\n/opt/google/chrome-remote-desktop/start-host --code=\"$CRD_CODE\" --redirect-url=\"https://remotedesktop.google.com/_/oauthredirect\" --name=helideck-pc --pin={pw}",
          "kadna'n i code'n yɛ {pw}", "safe lɔ fe code nyi {pw}", "code rẹ padlock na ọyen {pw}",
          "padlock ne code ne ɔle {pw}", "padlock code emi {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, 6 if "start-host" in template else [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["bollard", "shackle", "barite", "riser", "kenkey", "attieke", "calulu", "lagoon",
                 "harmattan", "cassava", "plantain", "mangrove", "tugboat", "helideck", "manifest",
                 "okobo"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the base vault: {p}": " ",
            "KeePassXC (base.kdbx) unlock passphrase: {p}": "-",
            "Enpass on the marine desk PC, its master passphrase: {p}": " ",
            "hovedpassfrasen til KeePass-basen: {p}": ".",
            "phrase de passe du coffre KeePass de la douane : {p}": " ",
            "la passphrase du vault que le boss a set: {p}": " ",
            "frase-passe do cofre da clínica: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman environment 'base-prod', header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia export, header → Authorization: Bearer {v}": False,
    "HTTPie session file: \"Authorization\": \"Basic {v}\"": True,
    "Bruno request export: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/zulip/zulip-secrets.conf:\n[secrets]\npostgres_password = {pw}",
    "/etc/automysqlbackup/wms.conf:\nCONFIG_mysql_dump_username='backup'\nCONFIG_mysql_dump_password='{pw}'\nCONFIG_mysql_dump_host='wms-db.bightwater.lan'",
    "OpenAS2 config.xml:\n<certificates classname=\"org.openas2.cert.PKCS12CertificateFactory\" filename=\"%home%/as2_certs.p12\" password=\"{pw}\" interval=\"300\"/>",
    "FreeSWITCH vars.xml:\n<X-PRE-PROCESS cmd=\"set\" data=\"default_password={pw}\"/>",
    "/etc/asterisk/manager.conf:\n[fuelfarm-panel]\nsecret = {pw}\ndeny = 0.0.0.0/0.0.0.0\npermit = 10.20.0.0/255.255.0.0",
    "phpIPAM config.php:\n$db['host'] = 'localhost';\n$db['user'] = 'phpipam';\n$db['pass'] = '{pw}';",
    "redis.conf on the replica:\nreplicaof 10.20.4.30 6379\nmasterauth {pw}",
    "sentinel.conf:\nsentinel monitor wms-cache 10.20.4.30 6379 2\nsentinel auth-pass wms-cache {pw}",
    "Mautic app/config/local.php:\n'db_user' => 'mautic',\n'db_password' => '{pw}',",
    "mailcow.conf:\nDBNAME=mailcow\nDBUSER=mailcow\nDBPASS={pw}",
    "turnserver.conf:\nuse-auth-secret\nstatic-auth-secret={pw}\nrealm=meet.bightwater-base.com",
    "opensearch_dashboards.yml:\nopensearch.username: kibanaserver\nopensearch.password: {pw}",
    "chirpstack.toml:\n[postgresql]\ndsn=\"postgres://chirpstack:{pw}@localhost/chirpstack?sslmode=disable\"",
    "thingsboard.conf:\nexport SPRING_DATASOURCE_USERNAME=thingsboard\nexport SPRING_DATASOURCE_PASSWORD={pw}",
    "weewx.conf (helideck weather station):\n[StdRESTful]\n    [[WOW]]\n        station = 4f2c91a7\n        password = {pw}",
    "SuiteCRM config.php:\n'dbconfig' => array('db_user_name' => 'suitecrm', 'db_password' => '{pw}'),",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Sindre: helideck wifi password?\nJomar: {pw}",
    "[05:40] preye: root pw for the fuel SCADA?\n[05:41] ovie: {pw}",
    "Affoué: password uflɛ'n yɛ {pw}",
    "Afi: password yeye lɔ nyi {pw}",
    "Preye: password tuwo emi {pw}",
    "Kaku: password fofolɛ ne ɔle {pw}",
    "Ilza: kódigu novu xa {pw}",
    "Eirik: nytt passord, sjø: {pw}",
    "Christelle: on a change le password, c'est {pw} maintenant",
    "Tega: password kpokpọ ọyen {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "p\u0430ssword → {pw}", "passwοrd: {pw}",
    "𝓅𝒶𝓈𝓈𝓌𝑜𝓇𝒹 {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "PASS\u200cWORD = {pw}", "pass\u034fword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 25), (_cli_windows, 9), (_urls, 13),
    (_vendors, 56), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    out: list[Sample] = []
    for k, (family, n) in enumerate(_PLAN, start=10):
        rng = random.Random(SEED + k)  # one stream a family: a family's draws never shift another's
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Franklin EVO console password is": "{s}", "TLS-450 service pw:": "{s} (since the probe swap in January)",
    "n password'n yɛ": "{s}", "ComAp password": "{s}\nchange it after the audit",
    "password mẹ ọyen": "{s}", "passordet mitt, sjø:": "{s}", "kódigu mu xa": "{s}",
    "Hikvision iVMS password": "{s}", "the password Ovie read out over the VHF was": "{s}, I think",
    "le password même c'est": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Vortexa API key", "{s}", _j((ALNUM, 40))),
    ("split_token", "Shipbubble key:", "{s} (rate quotes)", _j("sb_prod_", (HEX, 64))),
    ("split_token", "Enverus secret key", "{s}", _uuid("a")),
    ("split_seed", "Trust Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 05/37", lambda g: v.grouped(_card(g, "verve"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MU"))),
    ("split_backup", "Rippling recovery codes", "{s}\nqzkd-4821-mrwp\nhtlb-0937-xavc", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RSA PIN", "{s}", _rsa_pin),
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


def _json_safe_pw(rng: random.Random) -> str:
    """A password that JSON writes as it is (no quote, no backslash)."""
    return v.until(rng, _pw, lambda value: '"' not in value and "\\" not in value)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"tls450": {"url": "https://tls450.fuelfarm.bightwater.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha_da_clinica": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "ovie.o", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"consoles": [{"name": "dp-a"}, {"name": "dp-b", "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-slap", "--user", "bench", "--password", "{s}", "--concurrency", "40"]}': ("meta_password", _plain_pw),
    '{"note": "n password\'n yɛ {s}"}': ("meta_password", _json_safe_pw),
    '{"passordet_mitt": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ComAp controller as service with the password {s}"}': ("meta_password", _json_safe_pw),
    '{"vortexa": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"sendboxToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"fueltrax_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "11/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "verve"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CY")),
    '{"crew": {"cerpac_number": "{s}"}}': ("meta_id", _cerpac),
    '{"mfa": {"recovery_codes": ["{s}", "qzkd-4821-mrwp", "htlb-0937-xavc"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"welfare_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"valve_cage": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "BWOB-Helideck", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"tls450-firmware-1.8.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bightwater/crew-portal:2.14.3").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: add tank-3 ullage column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"icums: revert declaration export", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"helideck-log-2033-02-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"fuel-ledger-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Veeder-Root console password before the calibration visit on 2033-03-14.",
    "Jomar asked for the helideck wifi password; it's on the laminated card in the HLO's drawer.",
    "Policy: base passwords are at least 14 characters and live only in the shared vault.",
    "Reminder for everyone: passwords never go in the WhatsApp group, only vault links.",
    "The `.env.example` line `SENDBOX_ACCESS_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The IntelliVue asks for a new service password after every software upgrade.",
    "Replace <YOUR_VORTEXA_KEY> in the README with the key from your Vortexa account page.",
    "MONIEPOINT_SECRET_KEY and SHIPBUBBLE_API_KEY must be set before the nightly settlement job runs.",
    "A kan wo password'n kle sran fi.",
    "Mégagblɔ wò password na ame aɖeke o.",
    "Wo password ka tẹbẹ kẹ bo kọ.",
    "Vwẹ password wọ kẹ ọhwo ọvo-ọ.",
    "Mmaa wɔ password ne bɛla biala.",
    "Na da ningê kódigu bo fa.",
    "Kje gje passordet te nåken, sjø, heller ikkje te IT.",
    "Mbom, ne give jamais ton password à un autre, on est ensemble.",
    "Le mot de passe du coffre doit faire au moins quatorze caractères, c'est la règle de la base.",
    "A senha tem de ter pelo menos catorze caracteres, diz a norma da base.",
    "Passordet må ha minst fjorten tegn, og det skal bare ligge i hvelvet.",
    "Huwag mong ibigay ang password mo kahit kanino, kahit sa supervisor.",
    "ما تعطي كلمة السر لحدا، حتى لو قال إنو من الـIT.",
    "Kada ka ba kowa kalmar sirrinka, ko da ma'aikacin IT ne.",
    "Má ṣe fún ẹnikẹ́ni ní ọ̀rọ̀ aṣínà rẹ.",
    "Upgraded the Victron Cerbo GX from v3.40 to v3.52 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the tank-3 ullage column to the fuel ledger.",
    f"Rolled back to {_SHORT} after the ICUMS declaration export broke.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The TLS-450 firmware 1.8.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of fuel-ledger-2032.parquet: {_SHA512}",
    f"The crew portal container runs ghcr.io/bightwater/crew-portal@sha256:{_IMAGE}.",
    f"MD5 of helideck-log-2033-02-11.csv is {_MD5}, same as the copy on the ops share.",
    "Request id 5f2c8e71-9a4b-4d3e-8c10-2b7e6f94a3d5 is the slow one in the Sendbox logs.",
    "Purchase order PO-BW-2033-00671 for 120 t of barite ships on Thursday.",
    "Freshservice #4471: the clinic vaccine fridge alarm keeps tripping at night.",
    "Call the Onne base control room on +234 803 555 0147 before noon.",
    "Crew change booking BW-CC-2033-0219: 14 pax on the 07:30 AW139 from Port Harcourt.",
    "Container MSKU 7310425 with the riser clamps is at the Tema terminal.",
    "Bill of lading BWOB-LOS-2033-0088 covers 36 joints of 9-5/8 inch casing.",
    "HS code 2511.10 is barium sulphate (barite); 2508.10 is bentonite.",
    "Tank 3 is at 71.4 % ullage and 28.6 °C; the helideck D-value is 16.66 m.",
    "Beş yanlış şifreden sonra ComAp kontrol ünitesi hesabı 15 dakika kilitliyor.",
    "The bonded warehouse is 84 m long; a big bag of barite weighs 1.5 t.",
    "The secret of good kenkey is three days of fermentation.",
    "Ask Ovie for the roller-door keypad code, I don't have it.",
    "My card ending 4471 was declined at the Apapa chandler.",
    "The Limassol ship manager wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Moniepoint business account and keep them in the safe.",
    "A real wallet helpdesk never asks for the recovery words, whatever they say on the phone.",
    "Keep `VORTEXA_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the valve cage rusts in the harmattan; oil it every month.",
    "Shipbubble moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-1-85609-745-1 is the mooring handbook on the marine desk shelf.",
    "The guest wifi 'BWOB-Visitors' is open, no password needed.",
    "The base pickup LND 482 KJ is due for its roadworthiness check; the Tema van is GR 2231-21.",
    "Bight Pioneer: IMO 9734513, MMSI 657123400, call sign 5NXY4, for the agent's pre-arrival form.",
    "Flight ET 911 lands in Lomé at 12:40; the Norwegian crew connect to the helicopter at 16:00.",
    "We run version 2.14.3 of the crew portal and 1.8.2 of the TLS-450 firmware.",
    "The DP trials on Bight Pioneer passed: 3 thrusters, 58 t bollard pull, drift under 1.2 m.",
    "Helicopter slot HX-0412 on 2033-03-02 is confirmed for the Ekpe field crew change.",
    "Passordet te wifien heng ved kaffemaskinen, spør Sindre ittepå.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/base/tls450", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "4471", "purchase_order": "PO-BW-2033-00671"}',
    '{"tank": {"id": "TK-03", "ullage_pct": 71.4, "temp_c": 28.6}}',
    '{"phone": "+234 803 555 0147", "city": "Onne"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pax": 14}',
    '{"hs_code": "2511.10", "origin": "NG", "description": "barite"}',
    '{"vessel": {"name": "Bight Pioneer", "imo": "IMO 9734513", "call_sign": "5NXY4"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
