# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, ninety-first corpus: written blind, without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the ninetieth's docstring, the fifth to
ninetieth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and IBAN
countries already used (to use others), the sample types (`secret_classes_heldout.py`) and the
value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time, any test nor the reports, and the scrubber was never
run on it. Its own seed, password words, names, places, templates, tools, vendors and layouts, the
way the curing-shed crews, collectors, warehouse keepers, lab, boat and truck crews, export office
and overseas buying agents of a vanilla-curing and clove cooperative leak secrets into an
assistant's memory: the Fanantenana Vanilla & Clove Cooperative (fictional) of the Sava region in
north-east Madagascar, its head office, export office and vanillin lab at Sambava, its curing sheds,
scalding vats, sweating boxes and drying tables at Antalaha, its collection centre at Andapa under
the Marojejy, its clove warehouse and still at Vohémar, two boats and a small fleet of Land Cruisers
and Isuzu trucks, buying agents at Mutsamudu and Domoni (Anjouan), Fomboni (Mohéli) and Moroni
(Grande Comore), at Combani in Mayotte and at Bras-Panon on Réunion, and buyers in Hamburg,
Rotterdam, Milan, Valencia, Lisbon, Aarhus, Dubai, Jeddah, Kyoto and Tokyo. The texts are WhatsApp,
Messenger, Viber, Telegram, Signal, imo, LINE, Botim, Teams and Slack messages, Google Keep,
Samsung Notes, Xiaomi Notes, ColorNote, OneNote, Evernote and Notion notes to self, Odoo Helpdesk,
GLPI, osTicket, Freshdesk, Trello and Jira tickets, e-mails, incident notes, runbooks, README
fragments, shell history (Termux, JuiceSSH, Termius, PuTTY, KiTTY, MobaXterm, Windows Terminal,
iTerm2, GNOME Terminal, ConnectBot, the VS Code terminal, bash and zsh history), configs,
voice-dictated text and requests to the assistant itself, around the panels of the hardware such a
place runs (Huawei B535 and Teltonika RUT241 4G routers, Starlink, MikroTik hAP, Ubiquiti airMAX,
Victron Cerbo GX, Huawei SUN2000, Pylontech, Perkins generators with DSE controllers, Siemens LOGO!
on the scalding vats, Testo Saveris on the drying tables, Sartorius and Mettler Toledo moisture
analysers, an Agilent HPLC under OpenLab CDS, a Shimadzu Nexera under LabSolutions, a Metrohm
Karl Fischer titrator, Dini Argeo and Laumas scales, Zebra label printers, Henkelman vacuum
packers, Dahua and EZVIZ recorders, ZKTeco attendance terminals, Lagard safe locks, Garmin GPSMAP
and Icom VHF on the boats, Synology, Sage 100 and Odoo). Tools none of heldouts 5 to 90 names:
umtskeeper (its `APN_PASS`), umbim, hey (its `-a`), JSignPdf (`-ksp`), sc-hsm-tool, oFono's
`enter-pin` test script, huawei-lte-api, librouteros, RouterOS's `/tool fetch`, MAC-Telnet
(`mactelnet`), fabric-ca-client, OdooRPC, ERPpeek, gpgtar, git-secret, python-fints
(`FinTS3PinTanClient`), pyzk's comm key, hostapd_cli's `wps_ap_pin`, telegram-send's config,
AqBanking's pinfile, smstools' smsd.conf and LoRa Basics Station's `tc.key`; beside them the
commands the product names (sshpass, mysql, curl, smbclient, redis-cli, mosquitto_pub, ipmitool,
7z, zip, openssl, gpg, htpasswd, docker login, lftp, sqlcmd, net use, xfreerdp, ldapsearch,
rabbitmqctl, keytool, sudo -S, plink, kinit, sqlplus, mega-login, certutil, security
unlock-keychain) in layouts of its own. About 40 % of the texts are in other languages than English
(by a rough count of the drawn samples): Tsimihety, Northern Betsimisaraka, Antakarana, Sakalava,
Tandroy (Antandroy), Tesaka (Antaisaka), Antemoro (Antaimoro) and Shimwali (the Comorian of
Mohéli), which no earlier docstring names, and standard Malagasy, French, Réunion Creole,
Swahili, Gulf Arabic, Japanese, German, Dutch, Spanish, Italian, Portuguese, Gujarati, Hindi,
Simplified Chinese and Korean in wordings of their own. The eight new languages' wordings are the
author's approximations, checked by no speaker: the Malagasy dialects built around the pronouns and
articles that set them apart from the standard (the north's `zaho`, `nakahy` and `ahy`, `mbôla`,
`tsisy` and `lafa`, Betsimisaraka's `iaby`, the south's `iaho`, the article `ty` and the letter
`ñ`), Shimwali around `ye` ("the"), `ya mimi` ("mine"), `ndo` ("it is") and `nambari`, all
with the French and English loanwords people there text (password, mot de passe, code, kaody,
numéro, wifi, compte).
Vendors (MVola, Vanilla Pay, Holo, Telerivet, TextIt, FrontlineSMS, engageSPARK, Viamo, PayZen,
Monetico, Sogecommerce, Scellius, Up2pay e-Transactions, Network International's N-Genius, GMO
Payment Gateway, freee, Money Forward, Sansan, SmartHR, CloudSign, GMO Sign, Misoca, ZAICO,
LOGILESS, Ship&co, OPENLOGI, Foloosi, Ziina, Naqel, Taqnyat, Msegat, VosFactures, Quandl, Volza,
CMA CGM, Qatar Airways Cargo, Turkish Cargo, CargoAi, WebCargo, Emirates SkyCargo, Chorus Pro,
Libeo and Hello Tractor) are ones heldouts 5 to 90 do not name; where a vendor publishes no token
shape the shape here is the author's guess (Holo's `holo_live_` and SmartHR's `shr_` are made up;
PayZen's `prodpassword_` and Monetico's forty hex digits follow their documentation as the author
remembers it). The ids are kinds heldouts 5 to 90 do not use. Only Japan's qualified invoice
issuer registration number (`T` and a corporate number) is checked: its thirteen digits are drawn
until python-stdnum's `jp.cn` validates their check digit. The others carry no check a library or
this file verifies and are drawn in the shape the author believes they are printed in, unchecked:
Madagascar's NIF and STAT numbers, a CNaPS affiliation number, an OSTIE member number, a Malagasy
driving licence, a Sava vanilla collector's card, a UAE TRN, the UID number on a UAE residence
visa, a Saudi commercial registration (CR) number and a Dubai DED trade licence; and Malagasy and
Comorian passports under Tsimihety, Betsimisaraka, Antakarana, Sakalava, Tandroy, Tesaka, Antemoro
and Shimwali words, likewise unchecked. Card numbers pass Luhn (the value helpers' brands, each
checked again with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count
over heldouts 5 to 90 (Czechia, Denmark, Finland, Hungary, Luxembourg, Norway and Romania, six
corpora each, and Mauritius, seven), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, French, Japanese, Italian, Spanish, Korean and Simplified Chinese lists,
each from random entropy, so its checksum holds. 390 texts hold a secret, 20 field pairs and 20
metadata samples (430 scored), with 60 clean texts and 10 clean metadata samples that must be kept:
digests after the word that names them, a commit, versions, a request's UUID, a purchase order,
tickets, bookings, a phone number, an ISBN, a truck's plate, curing measurements, placeholders and
prose about passwords in the languages above.
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
from stdnum.jp import cn as jp_cn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 91_604_337
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


_GOODS = ["Lavanila", "Jirofo", "Vanille", "Girofle", "Gousse", "Vanillin", "Voatsiperifery",
          "Ylang", "Cannelle", "Sakay", "Bourbon", "Planifolia", "Tahitensis", "Noire",
          "Rouge", "Givree"]  # fmt: skip
_CURING = ["Echaudage", "Etuvage", "Sechage", "Affinage", "Malaxage", "Calibrage", "Triage",
           "Bottelage", "Mafana", "Fofona"]  # fmt: skip
_PLACES = ["Sambava", "Antalaha", "Andapa", "Vohemar", "Anjangoveratra", "Ambodiampana",
           "Farahalana", "Ampahana", "Marojejy", "Manantenina", "Mutsamudu", "Domoni", "Fomboni",
           "Moroni", "Mitsamiouli", "Combani", "BrasPanon", "Nosiarina", "Bemanevika"]  # fmt: skip
_NAMES = ["Haja", "Fanja", "Rivo", "Tahina", "Mamy", "Voahangy", "Lalaina", "Tojo", "Njaka",
          "Hanitra", "Miora", "Tsiory", "Nirina", "Jaofera", "Bezara", "Sitraka", "Zafy",
          "Soanirina", "Anlimoudine", "Mariama", "Zaharia", "Ousseni", "Zalifa", "Gaelle",
          "Sully", "Imran", "Farida", "Khalid", "Kenji", "Anke"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["L4v4n1l4", "J1r0f0", "V4n1ll1n", "M4r0j3jy", "S4mb4v4", "G0uss3", "4nt4l4h4",
         "V0h3m4r", "B0urb0n"]  # fmt: skip


def _gousse(g: random.Random) -> str:
    """A grade and a bean's length, the way the sorting table jokes a password together."""
    return f"{g.choice(_GOODS)}{g.randrange(12, 24)}cm{g.choice(_SYMBOLS)}"


def _groups(g: random.Random) -> str:
    """Four groups of four, letters of both cases and digits, as a phone's generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _gousse,
    lambda g: "-".join(w.lower() for w in g.sample(_GOODS + _PLACES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2035)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CURING)}{g.randrange(58, 72)}C{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_GOODS).lower()}_{g.randrange(1975, 2035)}",
    lambda g: f"Lot{g.randrange(100, 1000)}{g.choice(_GOODS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_CURING).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _groups,
    lambda g: f"{g.choice(_NAMES)}Mahery{g.choice(_GOODS)}{g.randrange(2, 100)}",
    lambda g: f"Tsara{g.choice(_PLACES)}{g.randrange(2019, 2035)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp from Haja (Andapa collection centre): Huawei B535 admin password {pw}",
    "Messenger, Tahina: the Starlink router at the Antalaha curing shed now has password {pw}",
    "Viber group 'Sheds Antalaha': Testo Saveris base station password {pw}",
    "Telegram DM from Rivo: Dini Argeo DFWLB scale indicator password {pw}",
    "Signal note from Voahangy: Sartorius MA160 moisture analyser admin password {pw}",
    "imo message from Njaka, Vohémar warehouse: EZVIZ NVR password {pw}",
    "LINE message from Ogura-san's office: the Fanantenana account on their sample portal has password {pw}",
    "Botim chat with Khalid (Dubai): our buyer portal password is {pw}",
    "Teams chat, export office: Agilent OpenLab CDS admin password {pw}",
    "Slack #lab: Metrohm tiamo password for the Karl Fischer titrator {pw}",
    "Google Keep note 'Vohémar clove store': Laumas W200 weighing terminal password {pw}",
    "Samsung Notes on the Andapa tablet: Teltonika RUT241 router password {pw}",
    "Xiaomi Notes: Victron Cerbo GX (Antalaha solar) remote console password {pw}",
    "ColorNote sticky on the shed phone: Huawei SUN2000 installer password {pw}",
    "OneNote page 'Lab bench': Henkelman Boxer 52 vacuum packer service password {pw}",
    "Evernote: Zebra ZT411 label printer web password {pw}",
    "Notion page 'Fleet': the tracking portal password for the Land Cruisers is {pw}",
    "Odoo Helpdesk ticket #2207: Synology DS923+ admin password {pw} showed up in a screenshot, please rotate",
    "GLPI ticket 3318: Dahua XVR at the Sambava gate, admin password {pw}",
    "osTicket #881: the DSE 7320 controller on the Perkins generator, password {pw}, needs resetting",
    "Freshdesk ticket 5512: MikroTik hAP ax2 at Vohémar, admin password {pw}",
    "Trello card 'Boat Fanantenana II': Garmin GPSMAP 1243 wifi password {pw}",
    "Jira LAB-212: Mettler Toledo HX204 moisture analyser password {pw}",
    "Hi Tojo,\n\nthe new Sage 100 password for the export office is {pw}. Delete this once it is in the safe.\n\nMisaotra,\nHanitra",
    "Incident 2031-11-02: the ZKTeco terminal at shed 3 was reachable from the guest wifi, web password {pw}",
    "Runbook: scalding vats after a power cut\n1. open the Siemens LOGO! 8 web server\n2. user admin\n3. password {pw}\n4. bath back to 65 °C, three minutes per basket",
    "README (lab bench PC)\nThe OpenLab CDS web UI is at https://openlab.fan.lan, admin password `{pw}`.",
    "my BNI Madagascar e-banking password is {pw}",
    "remember my MVola app password for me: {pw}",
    "the BMOI online banking password changed to {pw}",
    "dictated: Antalaha port office portal, password {pw}, new paragraph",
    "note to self: Pylontech BMS console password {pw}",
    "after the firmware update the airMAX link to Antalaha got the password {pw}",
    "Symrise supplier portal, our account password: {pw}",
    "Givaudan SRM login for the cooperative, password {pw}",
    "Takasago sample-tracking site, password {pw}",
    "the Air Austral cargo booking site password is {pw}",
    "Rainforest Alliance certification platform password {pw}",
    "Ny teny miafina an'ny solosaina ao amin'ny laboratoara dia {pw}",
    "Hanitra: ny teny miafina vaovao amin'ny MVola pro dia {pw}",
    "Zaho nanova ny password ny ordi tao Andapa, izy zao: {pw}",
    "password ny ordi ny birao mbôla {pw} lafa tsy novaina",
    "Password nakahy amin'ny mail: {pw}",
    "ino password ny Starlink? {pw} io",
    "Zaho nañova password ny balance: {pw}",
    "laha mila password ny Dini Argeo anao: {pw}",
    "Password ny ordi iaby ao Antalaha: {pw}",
    "Zaho koa nanova password ny NVR, izy zao {pw}",
    "Ty password ty ordi'ay: {pw}, ko ampitae'o",
    "Iaho nañova ty password ty camera: {pw}",
    "Ty password ty balance añe Vohémar: {pw}",
    "Iaho ro nañova ty password ty wifi, ty vaovao {pw}",
    "ty password an'ny ordinatera: {pw}, tsy ambara amin'olona",
    "Ye mot de passe ya mail ya mimi ndo {pw}",
    "Anlimoudine: ye password ya ordi ya bureau ya Fomboni, ndo {pw}",
    "Gaëlle: lo mo d'pas pou lordi Bras-Panon i sanz pa, sé {pw}",
    "mdp du portail douane de Toamasina : {pw}",
    "Nouveau mot de passe du poste HPLC : {pw}",
    "Zugangspasswort fürs Einkaufsportal in Hamburg: {pw}",
    "wachtwoord voor het inkoopportaal in Rotterdam is {pw}",
    "バイヤー用ポータルのログインパスは {pw} です",
    "الباسوورد حق بوابة المشتري في دبي: {pw}",
    "વેનીલા ગોદામના PCનો પાસવર્ડ {pw} છે",
    "निर्यात दफ़्तर के पोर्टल का पासवर्ड है {pw}",
    "香草仓库电脑的登录密码：{pw}",
    "수출 사무실 PC 비번 {pw} 입니다",
    "Said: nywila mpya ya kompyuta ya Mutsamudu ni {pw}",
    "la clave del portal del comprador en Valencia es {pw}",
    "la password del portale acquisti di Milano è {pw}",
    "senha do portal do importador em Lisboa: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["haja", "fanja.r", "rivo", "tahina", "mamy.a", "voahangy", "lalaina", "tojo", "njaka",
          "hanitra", "miora", "tsiory.b", "nirina", "jaofera", "bezara", "sitraka", "zafy.m",
          "anlimoudine", "mariama.s", "zaharia", "ousseni", "zalifa", "gaelle.h", "sully",
          "imran.k", "lab-hplc", "svc-odoo", "export01", "shed-antalaha", "collecte"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Rivo: the Odoo login for the collection app is {u} / {pw}",
    "GLPI #3340: {u} locked out of OpenLab, last password {pw}",
    "user={u} pass={pw}",
    "Notion › Sheds › Antalaha › Starlink: {u} — {pw}",
    "| site | user | password |\n|---|---|---|\n| Vohémar NVR | {u} | {pw} |",
    "log into the Sage 100 server as {u} with {pw}",
    "fleet tracking login {u}:{pw}",
    "Username: {u}\nPassword: {pw}",
    "- host: scale-vohemar\n  user: {u}\n  pass: {pw}",
    "Teams DM: login {u}, pw {pw}",
    "Haja says the MVola merchant account is {u}, its password {pw}",
    "system,user,password\nsage100,{u},{pw}",
    "ssh {u}@lab-pc.fan.lan  # pw {pw}",
    "Viber: creds for the HPLC PC are {u} and {pw}",
    "kaonty {u}, teny miafina {pw}",
    "Zaho miditra amin'ny {u}, password {pw}",
    "ty user'ay {u}, le ty password'ay {pw}",
    "compte ya mimi {u}, ye password {pw}",
    "compte {u} ndreky password {pw}, iaby ao amin'ny ordi",
    "user {u}, password ahy {pw}",
    "pour le portail, identifiant {u} / mdp {pw}",
    "lidantifyan sé {u}, lo mo d'pas sé {pw}",
    "اسم المستخدم حقي {u} والرقم السري {pw}",
    "ID は {u}、パスは {pw}",
    "Anmeldung als {u} mit Kennwort {pw}",
    "akaunti {u}, nywila yake {pw}",
    "계정 {u} 비번 {pw}",
    "લોગિન {u}, પાસવર્ડ {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["lavanila", "jirofo", "marojejy", "ravinala", "voanio", "akondro", "mofogasy",
               "romazava", "ravitoto", "lokobe", "vanillon", "echaudage", "malandy", "tsaramaso",
               "baobab", "ylang", "fomboni", "voatsiperifery"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password = the word {w} in lowercase, then {d}",
    "it's {w} with {d} tacked on",
    "for the lab PC: {w}, digits {d} right behind it",
    "voice note: Antalaha shed wifi, {w} then {d}, written together",
    "type {w}, after it {d}",
    "{w}{d}, that's the Vohémar NVR password",
    "ny teny miafina dia ny teny hoe {w}, arahin'ny {d}",
    "password: {w} aloha, avy eo {d}",
    "ty password: ty volañe {w}, le {d}",
    "ye mot de passe ndo {w}, badi yaho {d}",
    "pour le mdp : d'abord le mot {w}, ensuite {d}",
    "lo mo d'pas: lo mo {w} avèk {d} dèrièr",
    "パスは「{w}」、続けて {d}",
    "الرقم السري: الكلمة {w} ثم الرقم {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "umtskeeper --sakisoperators \"USBINTERFACE='0' OTHER='USBMODEM' USBMODEM='12d1:1506' APN='CUSTOM_APN' CUSTOM_APN='internet' APN_USER='{u}' APN_PASS='{pw}'\" --sakisswitches \"--sudo --console\" --devicename 'Huawei' --log --nat 'no'",
    "umbim -n -d /dev/cdc-wdm0 connect --auth pap internet {u} {pw}",
    "hey -n 500 -c 20 -a {u}:{pw} https://erp.fan.lan/api/collecte/lots",
    "java -jar JSignPdf.jar -kst PKCS12 -ksf /srv/certs/phyto.p12 -ksp '{pw}' -d signed/ phyto-2031-118.pdf",
    "python3 -c \"from huawei_lte_api.Connection import Connection; c = Connection('http://{u}:{pw}@192.168.8.1/')\"",
    "python3 -c \"import librouteros; api = librouteros.connect(host='10.20.0.1', username='{u}', password='{pw}')\"",
    "/tool fetch url=\"sftp://backup.fan.lan/routers/vohemar.backup\" user={u} password={pw} upload=yes src-path=vohemar.backup",
    "mactelnet -u {u} -p '{pw}' 48:8F:5A:3C:11:02",
    "fabric-ca-client enroll -u https://{u}:{pw}@ca.trace.fan.lan:7054 --tls.certfiles ca.pem",
    "python3 -c \"import odoorpc; o = odoorpc.ODOO('erp.fan.lan', port=8069); o.login('fanantenana', '{u}', '{pw}')\"",
    "python3 -c \"import erppeek; c = erppeek.Client('https://erp.fan.lan', 'fanantenana', '{u}', '{pw}')\"",
    "gpgtar --encrypt --symmetric --gpg-args '--batch --pinentry-mode loopback --passphrase={pw}' --output lots-2031.tar.gpg lots/",
    "git secret reveal -f -p '{pw}'",
    "python3 -c \"from fints.client import FinTS3PinTanClient; c = FinTS3PinTanClient('20050550', '{u}', '{pw}', 'https://banking-hh1.s-fints-pt-hh.de/fints30')\"",
    "sshpass -p '{pw}' scp -o StrictHostKeyChecking=no lots.csv {u}@10.20.0.5:/srv/export/",
    "mysql --host=erp-db.fan.lan --user={u} -p'{pw}' collecte -e 'select count(*) from lots'",
    "curl -s -u {u}:{pw} -F file=@vanillin-2031-11.csv https://lab.fan.lan/upload",
    "smbclient //nas-sambava/export -U {u}%{pw} -c 'put invoice-118.pdf'",
    "redis-cli -h 10.20.0.9 -a '{pw}' --no-auth-warning KEYS 'lot:*'",
    "mosquitto_pub -h mqtt.fan.lan -u {u} -P '{pw}' -t sheds/antalaha/table3/humidity -m 71",
    "ipmitool -I lanplus -H 10.20.0.250 -U {u} -P '{pw}' chassis power cycle",
    "7z a -p'{pw}' -mhe=on contrats-2031.7z contrats/",
    "zip -r -P '{pw}' phyto-certificates.zip phyto/",
    "openssl enc -aes-256-cbc -pbkdf2 -in prices-gulf.xlsx -out prices-gulf.enc -pass pass:'{pw}'",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -d contract-kyoto.pdf.gpg > contract-kyoto.pdf",
    "htpasswd -bB /etc/nginx/.htpasswd-lab {u} '{pw}'",
    "docker login registry.fan.lan -u {u} -p '{pw}'",
    "lftp -u {u},'{pw}' sftp://sftp.buyer-hamburg.de -e 'mirror -R outbox/ inbox/; bye'",
    "sqlcmd -S sage.fan.lan -U {u} -P '{pw}' -Q \"BACKUP DATABASE SAGE100 TO DISK='D:\\bak\\sage.bak'\"",
    "net use Z: \\\\nas-sambava\\compta {pw} /user:FAN\\{u}",
    "xfreerdp /v:erp-win.fan.lan /u:{u} /p:'{pw}' /dynamic-resolution",
    "ldapsearch -x -H ldap://dc.fan.lan -D 'cn={u},ou=staff,dc=fan,dc=lan' -w '{pw}' '(uid=haja)'",
    "rabbitmqctl add_user {u} '{pw}'",
    "keytool -importkeystore -srckeystore phyto.p12 -srcstoretype PKCS12 -srcstorepass '{pw}' -destkeystore phyto.jks",
    "echo '{pw}' | sudo -S systemctl restart odoo",
    "plink -ssh -pw '{pw}' {u}@10.20.0.5 \"tail -n 50 /var/log/odoo/odoo.log\"",
    "echo '{pw}' | kinit {u}@FAN.LAN",
    "sqlplus {u}/{pw}@//lims.fan.lan:1521/LIMS",
    "mega-login {u}@fanantenana.mg '{pw}'",
    "certutil -p '{pw}' -importpfx phyto.pfx",
    "security unlock-keychain -p '{pw}' ~/Library/Keychains/login.keychain-db",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux on the Andapa tablet: ~ $ {c}", "JuiceSSH, session 'sambava-erp':\n{c}",
    "Termius snippet 'nightly export': {c}", "PuTTY log, vohemar-wh01: {c}",
    "KiTTY session 'antalaha-shed' > {c}", "MobaXterm, tab 'lab-hplc': {c}",
    "Windows Terminal: PS C:\\export> {c}", "iTerm2, tojo@export-mac ~ % {c}",
    "GNOME Terminal, haja@odoo01:~$ {c}", "ConnectBot on the boat phone: {c}",
    "VS Code terminal (erp-bridge) $ {c}", "~/.bash_history, line 412: {c}",
    "history | grep: 1044  {c}", ": 1952301845:0;{c}", "zsh: {c}",
    "ity ilay baiko nataoko omaly: {c}", "baiko natao tamin'ny ordi tao Andapa: {c}",
    "ty baiko nataon'iaho: {c}", "tapé sur le serveur de Sambava : {c}", "コマンド：{c}",
    "هذا اللي كتبته في الترمنال: {c}", "nimeandika hivi kwenye terminal: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@erp-db.fan.lan:5432/fanantenana",
    "mysql+pymysql://{u}:{pw}@collecte-db.fan.lan/collecte",
    "mssql+pyodbc://{u}:{pw}@sage.fan.lan/SAGE100?driver=ODBC+Driver+18+for+SQL+Server",
    "mongodb://{u}:{pw}@mongo.fan.lan:27017/trace?authSource=admin",
    "redis://{u}:{pw}@10.20.0.9:6379/2",
    "ftp://{u}:{pw}@ftp.port-antalaha.mg/manifests/",
    "rtsp://{u}:{pw}@192.168.20.64:554/cam/realmonitor?channel=1&subtype=0",
    "https://{u}:{pw}@cloud.fan.lan/remote.php/dav/files/{u}/",
    "mqtt://{u}:{pw}@mqtt.fan.lan:1883",
    "https://rtupdate.wunderground.com/weatherstation/updateweatherstation.php?ID=ISAMBA7&PASSWORD={pw}&dateutc=now&tempf=84.2&action=updateraw",
    "oracle+oracledb://{u}:{pw}@lims.fan.lan:1521/?service_name=LIMS",
    "amqp://{u}:{pw}@rabbit.fan.lan:5672/%2F",
    "clickhouse://{u}:{pw}@ch.fan.lan:9000/telemetry",
    "socks5h://{u}:{pw}@proxy.fan.lan:1080",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Odoo server note: {c}", "connection string for the Odoo mirror: {c}",
    "URL an'ny database: {c}", "ty URL'ay: {c}", "接続文字列：{c}", "GLPI #3352: {c}",
    "Notion page 'Servers': {c}", "URL de la base Odoo : {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(3_000_000)
        claims = {"iss": issuer, "aud": "fanantenana-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400, "scope": "payments:read payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _ngenius(g: random.Random) -> str:
    """An N-Genius API key: base64 of two UUIDs joined by a colon."""
    return base64.b64encode(f"{v.uuid4(g, 'a')}:{v.uuid4(g, '8')}".encode()).decode()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("MVola", "MVOLA_CONSUMER_SECRET", _j((ALNUM, 28))),
    ("Vanilla Pay", "VANILLA_PAY_CLIENT_SECRET", _j((HEX, 64))),
    ("Holo", "HOLO_SECRET_KEY", _j("holo_live_", (ALNUM, 32))),
    ("Telerivet", "TELERIVET_API_KEY", _j((ALNUM + "_", 32))),
    ("TextIt", "TEXTIT_API_TOKEN", _j((HEX, 40))),
    ("FrontlineSMS", "FRONTLINESMS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("engageSPARK", "ENGAGESPARK_TOKEN", _j((HEX, 40))),
    ("Viamo", "VIAMO_API_KEY", _j((HEX, 32))),
    ("PayZen", "PAYZEN_PASSWORD", _j("prodpassword_", (ALNUM, 46))),
    ("Monetico", "MONETICO_KEY", _j((UPPER_HEX, 40))),
    ("Sogecommerce", "SOGECOMMERCE_HMAC_KEY", _j((ALNUM, 32))),
    ("Scellius", "SCELLIUS_SECRET", _j((ALNUM, 40))),
    ("Up2pay e-Transactions", "ETRANSACTIONS_HMAC", _j((UPPER_HEX, 128))),
    ("N-Genius", "NGENIUS_API_KEY", _ngenius),
    ("GMO Payment Gateway", "GMO_PG_SHOP_PASS", _j((LOWER_DIGITS, 12))),
    ("freee", "FREEE_ACCESS_TOKEN", _j((URLSAFE, 43))),
    ("Money Forward", "MONEYFORWARD_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Sansan", "SANSAN_API_KEY", _j((ALNUM, 32))),
    ("SmartHR", "SMARTHR_ACCESS_TOKEN", _j("shr_", (HEX, 4), "_", (ALNUM, 40))),
    ("CloudSign", "CLOUDSIGN_CLIENT_ID", lambda g: v.uuid4(g, "9")),
    ("GMO Sign", "GMOSIGN_SECRET_KEY", _j((HEX, 64))),
    ("Misoca", "MISOCA_ACCESS_TOKEN", _j((HEX, 64))),
    ("ZAICO", "ZAICO_API_TOKEN", _j((ALNUM, 40))),
    ("LOGILESS", "LOGILESS_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Ship&co", "SHIPANDCO_API_TOKEN", _j((URLSAFE, 44))),
    ("OPENLOGI", "OPENLOGI_API_TOKEN", _vendor_jwt("https://api.openlogi.com")),
    ("Foloosi", "FOLOOSI_SECRET_KEY", _j((ALNUM, 60))),
    ("Ziina", "ZIINA_API_KEY", _j((URLSAFE, 64))),
    ("Naqel", "NAQEL_API_PASSWORD", _j((ALNUM, 20))),
    ("Taqnyat", "TAQNYAT_BEARER", _j((HEX, 32))),
    ("Msegat", "MSEGAT_API_KEY", _j((HEX, 32))),
    ("VosFactures", "VOSFACTURES_API_TOKEN", _j((ALNUM, 20), "/fanantenana")),
    ("Quandl", "QUANDL_API_KEY", _j((ALNUM + "-_", 20))),
    ("Volza", "VOLZA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("CMA CGM", "CMACGM_KEY_ID", _j((ALNUM, 32))),
    ("Qatar Airways Cargo", "QRCARGO_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Turkish Cargo", "TKCARGO_API_KEY", _j((HEX, 32))),
    ("CargoAi", "CARGOAI_API_KEY", _j((ALNUM, 40))),
    ("WebCargo", "WEBCARGO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Emirates SkyCargo", "SKYCARGO_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Chorus Pro", "PISTE_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Libeo", "LIBEO_API_KEY", _j((ALNUM, 48))),
    ("Hello Tractor", "HELLOTRACTOR_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "set {env}={tok}",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} fanantenana/erp-bridge:2.3",
    "kubectl -n erp create secret generic erp-bridge --from-literal={env}={tok}",
    "heroku config:set {env}={tok} -a fan-bridge",
    "Odoo › Settings › Technical › System Parameters › {vendor} API key: {tok}",
    "Notion database 'Connectors': | {vendor} | prod | {tok} |",
    "Google Keep: {vendor} key {tok} (rotate in March)",
    "WhatsApp, Haja: the key the nightly {vendor} sync uses: {tok}",
    "Teams: {vendor} token rotated today, new value {tok}",
    "GLPI #3371: {vendor} webhook answers 401, key in use {tok}",
    "Odoo Helpdesk #2240: {vendor} sync failing since Monday, key configured {tok}",
    "save my {vendor} API key somewhere: {tok}",
    "ny lakile API {vendor}: {tok}",
    "{vendor} vaovao, ilay API key: {tok}",
    "ty API key'ay amin'ny {vendor}: {tok}",
    "ye API key ya mimi ha {vendor}: {tok}",
    "pour {vendor}, la clé d'API de prod : {tok}",
    "pou {vendor}, la klé sé {tok}",
    "{vendor}-Zugangsschlüssel (Live-System): {tok}",
    "{vendor} 本番用APIキー：{tok}",
    "هذا مفتاح {vendor} للإنتاج: {tok}",
    "{vendor} માટેની ચાવી (API): {tok}",
    "{vendor} 生产环境密钥：{tok}",
    "{vendor}: ufunguo wetu mpya wa API ni {tok}",
    "la clave de producción de {vendor} es {tok}",
    "{vendor} 운영 API 키: {tok}",
    "{vendor}, chiave di produzione: {tok}",
    "{vendor} productiesleutel: {tok}",
    "chave de produção da {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    textit = _r(rng, HEX, 40)
    telerivet = _r(rng, ALNUM, 32)
    sansan = _r(rng, ALNUM, 32)
    cargoai = _r(rng, ALNUM, 40)
    msegat = _r(rng, HEX, 32)
    quandl = _r(rng, ALNUM, 20)
    bot = f"{rng.randrange(6_000_000_000, 8_000_000_000)}:AA{_r(rng, URLSAFE, 33)}"
    return [
        Sample("vendor_token", f'requests.get("https://textit.com/api/v2/contacts.json", headers={{"Authorization": "Token {textit}"}})', textit),
        Sample("vendor_token", f"curl -s -u '{telerivet}:' https://api.telerivet.com/v1/projects/PJ4a1/messages/send -d to_number=+261341234567", telerivet),
        Sample("vendor_token", f'const sansan = new SansanClient({{ apiKey: "{sansan}" }});', sansan),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "CARGOAI_KEY", "\\"{cargoai}\\"")\n  }}\n}}', cargoai),
        Sample("vendor_token", f"$msegat = new MsegatSms('fanantenana', '{msegat}', 'FANANTENANA');", msegat),
        Sample("vendor_token", f'quandl.ApiConfig.api_key = "{quandl}"', quandl),
        Sample("vendor_token", f"~/.config/telegram-send.conf:\n[telegram]\ntoken = {bot}\nchat_id = -1002233445566", bot),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the dashboard shows it once only:\n{t}", "ity ilay token: {t}",
                "ty token: {t}", "{t}\n^ rotated this morning", "hold on to this: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 43), "="), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey, drying table T-12 (OTAA): {h}": 32,
    "AppSKey of the Vohémar humidity node (ABP): {h}": 32,
    "Vanilla Pay webhook HMAC secret: {h}": 64,
    "IPsec PSK for the Sambava–Antalaha tunnel (hex): {h}": 64,
    "AES key of the Dini Argeo indicator's fieldbus module: {h}": 32,
    "ny lakile AES an'ny backup: {h}": 64,
    "バックアップ暗号鍵（hex）：{h}": 64,
    "مفتاح التشفير للنسخة الاحتياطية: {h}": 48,
    "ty lakile encryption ty backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Odoo Helpdesk #2251: token copied from DevTools {t}",
    "Cookie: lang=fr_MG; session_fan={t}",
    "ERP_BRIDGE_TOKEN={t}",
    "stash this access token for me {t}",
    "ity ny token vaovao: {t}",
    "アクセストークン：{t}",
    "ty token'ay {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["ES256", "RS256", "HS256", "RS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@fanantenana.mg"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.fanantenana.mg/realms/coop",
            "azp": "collecte-app",
            "roles": ["collector", "shed"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"ES256": 86, "RS256": 342, "HS256": 43, "RS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "the old deploy key of the Odoo server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/export.fanantenana.mg.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"PHYTO_SIGNING_KEY": "{key}", "office": "sambava"}}': ("RSA PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_fanboat <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI #3390, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ny lakile manokana an'ny serveur:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Hamburg buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copied off the steel plate before I sell it: {p}": "english",
    "BlueWallet words (export office, old laptop)\n{p}": "english",
    "Tangem backup words (the old clove-fund wallet, emptied): {p}": "english",
    "voice memo: Zengo backup, the words go {p} and that's the end": "english",
    "Notion page 'Vanilla fund wallet (retired)': {p}": "english",
    "Keplr seed, dictated to the export office: {p}": "english",
    "phrase de récupération du portefeuille Phantom, à garder au coffre : {p}": "french",
    "Trust Wallet の復元フレーズ：{p}": "japanese",
    "frase di recupero del wallet Electrum: {p}": "italian",
    "frase semilla de la cartera OKX: {p}": "spanish",
    "MetaMask 복구 구문: {p}": "korean",
    "Exodus 钱包助记词：{p}": "chinese_simplified",
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
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Fanja: the coop Visa for the Henkelman spare parts is {c}, exp {mm}/{yy}",
    "store my backup card here: {c} valid to {mm}/{yy}",
    "Coop debit card — number {c}, good thru {mm}/{yy}",
    "GLPI #3402: pay the Starlink renewal with card {c}",
    "ny laharan'ny karatra banky: {c}, {mm}/{yy}",
    "numéro carte ahy: {c}",
    "ty numéro ty carte'ko: {c}, {mm}/{yy}",
    "ye carte ya banki ya mimi, nambari {c}",
    "numéro de la carte société : {c}, fin de validité {mm}/{yy}",
    "カード番号：{c}（有効期限 {mm}/{yy}）",
    "بطاقة الشركة: {c} صالحة لين {mm}/{yy}",
    "Kartennummer für die Messe in Hamburg: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "jcb", "unionpay", "amex", "maestro", "diners", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["BNI Visa {c}, valid 09/34, CVC {cvv}",
               "the code on the back of the BFV Mastercard: {cvv}",
               "Amex {c}, front code (4 digits, above the number): {cvv}",
               "ny isa telo ao ambadiky ny karatra: {cvv}",
               "裏面に印字された3桁の番号：{cvv}",
               "رمز CVV ورا البطاقة: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else ["visa", "mastercard"][index % 2]
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


def _iban(rng: random.Random, country: str) -> str:
    if country == "MU":  # bank, branch, account and currency: 4!a2!n2!n12!n3!n3!a, MUR as printed

        def make(g: random.Random) -> str:
            bban = g.choice(["MCBL", "SBMM", "BOMM", "AFRA"]) + _r(g, D, 19) + "MUR"
            return "MU" + std_iban.calc_check_digits("MU00" + bban) + bban

        return v.until(rng, make, std_iban.is_valid)
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_COUNTRIES = ["DK", "FI", "HU", "LU", "NO", "RO", "CZ", "MU"]
_IBAN_PLACES = [
    "Invoice FAN-2031-204: the Aarhus buyer pays the vanilla from {i}",
    "save the Port Louis broker's IBAN: {i}",
    "IBAN: {i}\nReference: Gourmet lot 17, November",
    "WhatsApp #treasury: the Helsinki importer's new bank details, IBAN {i}",
    "ny IBAN an'ny mpividy: {i}",
    "IBAN nakahy: {i}",
    "ty IBAN'ay: {i}",
    "ye IBAN ya compte ya mimi: {i}",
    "IBAN du client de Luxembourg : {i}",
    "IBAN des Käufers in Oslo: {i}",
    "IBAN van de afnemer in Boekarest: {i}",
    "IBAN del comprador de Praga: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _t_number(g: random.Random) -> str:
    """Japan's qualified invoice issuer number: T and a corporate number (jp.cn's check digit)."""
    return "T" + v.until(g, lambda h: h.choice("123456789") + _r(h, D, 12), jp_cn.is_valid)


def _mg_nif(g: random.Random) -> str:
    """Madagascar's NIF: ten digits, no public check."""
    return g.choice("1234") + _r(g, D, 9)


def _mg_stat(g: random.Random) -> str:
    """Madagascar's STAT number: activity, region, year, a flag and a serial; unchecked."""
    return f"{_r(g, D, 5)} {g.randrange(11, 72)} {g.randrange(1998, 2032)} {g.choice('01')} {_r(g, D, 5)}"


def _cnaps(g: random.Random) -> str:
    """A CNaPS affiliation number: twelve digits (sex, birth year and month, a serial); unchecked."""
    return f"{g.choice('12')}{g.randrange(55, 100):02d}{g.randrange(1, 13):02d}{_r(g, D, 7)}"


def _ostie(g: random.Random) -> str:
    """An OSTIE member number: eight digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 7)


def _mg_licence(g: random.Random) -> str:
    """A Malagasy driving licence number: nine digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 8)


def _collector(g: random.Random) -> str:
    """A Sava vanilla collector's card: region, year and serial; unchecked."""
    return f"SAVA/COL/{g.randrange(2024, 2032)}/{_r(g, D, 4)}"


def _uae_trn(g: random.Random) -> str:
    """A UAE tax registration number: fifteen digits starting 100; unchecked."""
    return "100" + _r(g, D, 12)


def _uae_uid(g: random.Random) -> str:
    """The UID number on a UAE residence visa: nine digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 8)


def _sa_cr(g: random.Random) -> str:
    """A Saudi commercial registration number of Jeddah: 4030 and six digits; unchecked."""
    return "4030" + _r(g, D, 6)


def _ded_licence(g: random.Random) -> str:
    """A Dubai DED trade licence number: seven digits; unchecked."""
    return g.choice("1234567") + _r(g, D, 6)


def _mg_passport(g: random.Random) -> str:
    """A Malagasy passport as the author believes it printed: a letter and eight digits."""
    return g.choice("ABM") + _r(g, D, 8)


def _km_passport(g: random.Random) -> str:
    """A Comorian passport as the author believes it printed: two letters and seven digits."""
    return g.choice(["KM", "CP"]) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "nimero ny passeport-ko: {s}": _mg_passport,
    "passeport nakahy: {s}": _mg_passport,
    "numéro passeport ahy: {s}": _mg_passport,
    "ny numéro ny passeport iaby-ko: {s}": _mg_passport,
    "ty numéro ty passeport'ko: {s}": _mg_passport,
    "numéro passeport iaho: {s}": _mg_passport,
    "ty passeport an'iaho: {s}": _mg_passport,
    "ye passeport ya mimi, nambari {s}": _km_passport,
    "NIF de la coopérative (Madagascar) : {s}": _mg_nif,
    "Malagasy NIF of the Antalaha collector: {s}": _mg_nif,
    "numéro STAT de l'exportateur : {s}": _mg_stat,
    "CNaPS affiliation number of the new shed foreman: {s}": _cnaps,
    "numéro OSTIE de Lalaina : {s}": _ostie,
    "permis de conduire du chauffeur du Land Cruiser : {s}": _mg_licence,
    "Bezara's vanilla collector card: {s}": _collector,
    "適格請求書発行事業者登録番号（京都のバイヤー）：{s}": _t_number,
    "invoice registration number of the Tokyo buyer, for the Japanese invoice: {s}": _t_number,
    "UAE TRN of the Dubai spice house: {s}": _uae_trn,
    "رقم التسجيل الضريبي للمشتري في دبي: {s}": _uae_trn,
    "UID number on Khalid's UAE residence visa: {s}": _uae_uid,
    "Saudi CR number of the Jeddah importer: {s}": _sa_cr,
    "trade licence number of the Dubai buyer (DED): {s}": _ded_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Givaudan SRM 2FA backup codes\n{codes}", "GitHub recovery codes for the fanantenana org {codes}",
            "Odoo two-factor backup codes: {codes}", "kaody backup 2FA:\n{codes}",
            "予備のログインコード一覧：\n{codes}", "codes de secours du compte Chorus Pro : {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Odoo:haja@fanantenana.mg?secret={s}&issuer=Odoo&period=30",
              "2FAS, manual entry key for the Sansan admin: {s}",
              "Aegis, setup key for the N-Genius portal: {s}",
              "TOTP ny MVola business: {s}"]  # fmt: skip
_CODES = ["{c} no kaody fanamarinana MVola anao. Aza omena olona.",
          "【Sansan】認証コード：{c}",
          "رمز التحقق لحساب Ziina: {c}",
          "Use {c} to sign in to freee",
          "Holo: code ya uhakiki ndo {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["FAN-Antalaha-Shed", "Telma-4G-Andapa", "Orange-Vohemar-Store", "Airtel_Sambava_Office",
          "STARLINK-Antalaha", "FAN-Lab-5G", "ComoresTelecom-Fomboni", "Telco-Mutsamudu",
          "SFR-Combani", "Zeop-BrasPanon", "Boat-FananantenaII", "FAN-Sechage-Tables",
          "Andapa-Collecte", "HUAWEI-B535-7F21", "MikroTik-Vohemar"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2-PSK {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "curing shed network {s}, password {pw}",
    "wifi at the drying tables: {s} / {pw}",
    "wpa_supplicant.conf on the Andapa Pi:\nnetwork={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
    "the key on the sticker under the Huawei box: {pw}",
    "wifi {s}, ny teny miafina dia {pw}",
    "password ny wifi {s}: {pw}",
    "ty password ty wifi {s}: {pw}",
    "ye wifi {s}, password ndo {pw}",
    "clé wifi du séchoir {s} : {pw}",
    "Wi-Fi「{s}」暗号キー：{pw}",
    "باسوورد الواي فاي {s}: {pw}",
    "nywila ya wifi {s} ni {pw}",
    "boat wifi (Garmin hotspot): SSID {s}, key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.12:
        return _r(rng, D, 16)
    if roll < 0.28:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    if roll < 0.4:
        return "".join(
            rng.sample(["vanily", "jirofo", "mahery", "tsara", "sava", "rano"], 3)
        ) + str(rng.randrange(10, 100))
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("prodpassword_", (ALNUM, 20)), _j((HEX, 40)), _j((UPPER_HEX, 32)),
                 _j("holo_live_", (ALNUM, 22)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["letter by letter, as Rivo read it: {t}", "[dictated over the WhatsApp call] {t}",
          "(spaced so the Messenger preview hides it) {t}", "isaky ny litera: {t}", "herufi kwa herufi: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["/usr/lib/ofono/test/enter-pin pin {pw}",
          "sc-hsm-tool --initialize --so-pin 3537363231383830 --pin {pw} --label phyto",
          "python3 -c \"from zk import ZK; ZK('192.168.10.201', port=4370, password={pw}).connect()\"",
          "hostapd_cli -i wlan0 wps_ap_pin set {pw} 300",
          "smsd.conf:\n[GSM1]\ndevice = /dev/ttyUSB2\npin = {pw}",
          "kaody ny coffre-fort Lagard ao amin'ny birao: {pw}",
          "ty kaody ty cadenas ty magasin: {pw}",
          "ye cadenas ha magasin ya Fomboni, code ndo {pw}",
          "code du cadenas du séchoir : {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "wps_ap_pin" in template:  # a WPS PIN: seven digits and their checksum
        body = _r(rng, D, 7)
        total = sum(int(c) * (3 if k % 2 == 0 else 1) for k, c in enumerate(body))
        return {"pw": body + str((10 - total % 10) % 10)}
    return {"pw": _r(rng, D, [6, 4, 6, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["lavanila", "jirofo", "gousse", "echaudage", "etuvage", "marojejy", "ravinala",
                 "pirogue", "hangar", "balance", "cadenas", "boutre", "zebu", "cyclone",
                 "sechage", "vohemar"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the export office vault: {p}": " ",
            "KeePassXC database passphrase (lab): {p}": "-",
            "Psono master passphrase (export office): {p}": " ", "VeraCrypt volume on the contracts disk: {p}": ".",
            "ny passphrase an'ny backup: {p}": " ", "ty passphrase ty coffre: {p}": "_",
            "phrase secrète du coffre KeePass : {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


def _ttn_key(g: random.Random) -> str:
    return f"NNSXS.{_r(g, UPPER_DIGITS, 39)}.{_r(g, UPPER_DIGITS, 52)}"


_AUTH = {  # template: the kind of credential it carries
    "LoRa Basics Station, /opt/station/tc.key:\nAuthorization: Bearer {v}": "ttn",
    "Caddyfile: header_up Authorization \"Basic {v}\"": "basic",
    "Insomnia request 'collecte sync', header Authorization: Bearer {v}": "token",
    "HTTPie: http GET https://erp.fan.lan/api/lots 'Authorization: Basic {v}'": "basic",
    "Bruno collection 'Odoo', auth: Bearer {v}": "token",
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _AUTH[template]
    if kind == "basic":
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    if kind == "ttn":
        return {"v": _ttn_key(rng)}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/ppp/peers/telma:\n/dev/ttyUSB0 460800\nuser \"telma\"\npassword \"{pw}\"\nconnect \"/usr/sbin/chat -v -f /etc/chatscripts/gprs\"",
    "~/.aqbanking/pinfile:\nPIN_20050550_fanantenana = \"{pw}\"",
    "odoo.conf:\n[options]\ndb_host = erp-db.fan.lan\ndb_user = odoo\ndb_password = {pw}",
    "GLPI config/config_db.php:\nclass DB extends DBmysql {{\n   public $dbhost = 'glpi-db';\n   public $dbuser = 'glpi';\n   public $dbpassword = '{pw}';\n}}",
    "osTicket include/ost-config.php:\ndefine('DBUSER','osticket');\ndefine('DBPASS','{pw}');",
    "wp-config.php (the coop's shop):\ndefine( 'DB_USER', 'fanshop' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    "phpMyAdmin config.inc.php:\n$cfg['Servers'][$i]['user'] = 'pma';\n$cfg['Servers'][$i]['password'] = '{pw}';",
    "Nextcloud config/config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "application.properties (lims-bridge):\nspring.datasource.username=lims\nspring.datasource.password={pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Sage\": \"Server=sage.fan.lan;Database=SAGE100;User Id=sa;Password={pw};\"}}}}",
    "docker-compose.yml:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: odoo\n      POSTGRES_PASSWORD: {pw}",
    "inventory/sheds.ini:\n[antalaha]\nshed-pc-1 ansible_user=admin ansible_become_pass={pw}",
    "upsmon.conf on the lab PC:\nMONITOR labups@localhost 1 upsmon {pw} primary",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "~/.netrc:\nmachine sftp.buyer-hamburg.de login fanantenana password {pw}",
    "Davis WeatherLink export script, settings.ini:\n[upload]\nstation = ISAMBA7\npassword = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tahina: shed wifi password?\nRivo: {pw}",
    "[05:40] njaka: root pw for the Odoo box?\n[05:41] haja: {pw}",
    "Fanja: {pw} is the new Sage password",
    "Mamy: use {pw}, that's what the Dini Argeo has now",
    "Haja: password vaovao: {pw}",
    "Bezara: ty password vaovao {pw}",
    "Mariama: password mpya ndo {pw}",
    "Sully: nouvo mo d'pas: {pw}",
    "Khalid: الباسوورد الجديد {pw}",
    "小林：新しいパスワードは {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "passw\u2062ord = {pw}", "Ρassword → {pw}", "pаsswоrd: {pw}",
    "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 {pw}", "ＰＡＳＳＷＯＲＤ: {pw}", "p\u034fassword: {pw}", "pass\u2063word - {pw}",
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
    "the Sage 100 admin password is": "{s}", "Odoo db password:": "{s} (since the move to the new server)",
    "ny teny miafina dia": "{s}", "HPLC PC password": "{s}\nchange it after the harvest",
    "password nakahy": "{s}", "ty password'ay:": "{s}", "ye mot de passe ndo": "{s}",
    "Starlink password": "{s}",
    "the password Rivo read out over the VHF was": "{s}, I think", "パスワード：": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "TextIt API token", "{s}", _j((HEX, 40))),
    ("split_token", "Holo key:", "{s} (mobile money sync)", _j("holo_live_", (ALNUM, 32))),
    ("split_token", "Chorus Pro client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "BlueWallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MU"))),
    ("split_backup", "Odoo recovery codes", "{s}\nqkzt-4812-vbnm\nhwpa-0931-rtye", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "UAE TRN", "{s}", _uae_trn),
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
    '{"openlab": {"url": "https://openlab.fan.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"teny_miafina": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "haja", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "vohemar-1"}, {"name": "vohemar-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mactelnet", "-u", "admin", "-p", "{s}", "48:8F:5A:3C:11:02"]}': ("meta_password", _plain_pw),
    '{"note": "password ny ordi ao Andapa: {s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Sage server as export01 with the password {s}"}': ("meta_password", _plain_pw),
    '{"textit": {"api_token": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"mvolaConsumerSecret": "{s}"}': ("meta_token", _j((ALNUM, 28))),
    '{"vanilla_pay_secret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "11/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "unionpay"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "FI")),
    '{"buyer": {"uae_trn": "{s}"}}': ("meta_id", _uae_trn),
    '{"mfa": {"backup_codes": ["{s}", "qkzt-4812-vbnm", "hwpa-0931-rtye"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"clove_fund_wallet": {"recovery_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"safe": {"lagard_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "FAN-Antalaha-Shed", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"odoorpc-0.10.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"rut241-firmware-07.14.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.fan.lan/erp-bridge:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"collecte: add bean length to lot form", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: revert phyto template", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"vanillin_2031-11-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"traceability-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Sage 100 password before the auditors arrive on 2031-12-08.",
    "Rivo asked for the shed wifi password; it is on the card in the foreman's drawer at Antalaha.",
    "Policy: coop passwords are at least 14 characters and live only in the Bitwarden vault.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "The `.env.example` line `MVOLA_CONSUMER_SECRET=replace-me` is a placeholder; the real one is in the vault.",
    "The OpenLab CDS asks for a new admin password after every service visit.",
    "Replace <YOUR_TEXTIT_TOKEN> in the README with the token from your TextIt workspace.",
    "VANILLA_PAY_CLIENT_SECRET and HOLO_SECRET_KEY must be set before the nightly payment sync runs.",
    "Aza mampita password amin'ny olona, na dia namana aza.",
    "Tsisy olona mahazo mangataka password nakahy.",
    "Laha misy manontany password, aza omena.",
    "Ovay iaby ny password isaky ny telo volana.",
    "Ko ampitae'o ty password'o am'ondaty.",
    "Ty password tsy soratana amin'ny taratasy.",
    "Aza asiana anaranao ty password.",
    "Usumudze mot de passe yaho na mtru.",
    "Ny teny miafina dia tsy zaraina amin'ny Messenger.",
    "Lo mo d'pas i fo pa dir personn.",
    "Le mot de passe doit faire au moins quatorze caractères, chiffres compris.",
    "Das Passwort muss mindestens vierzehn Zeichen haben, Ziffern inklusive.",
    "パスワードを人に見せないこと。",
    "لا تعطي الباسوورد لأي أحد.",
    "Usimpe mtu yeyote nywila yako.",
    "Upgraded the RUT241 firmware from 07.12 to 07.14 and odoorpc to 0.10.1 over the weekend.",
    f"commit {_COMMIT} adds the bean length to the lot form.",
    f"Rolled back to {_SHORT} after the phyto template broke the export PDFs.",
    f"requirements.txt: odoorpc==0.10.1 --hash=sha256:{_WHEEL_SUM}",
    f"The RUT241 firmware 07.14 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of traceability-2031.parquet: {_SHA512}",
    f"The bridge container runs registry.fan.lan/erp-bridge@sha256:{_IMAGE}.",
    f"MD5 of vanillin_2031-11-03.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f9c2a71-8e4d-4b16-a0c5-7d21e6f3b948 is the slow one in the collecte logs.",
    "Purchase order PO-2031-00377 for 400 kg of Gourmet vanilla ships on Friday.",
    "GLPI #3318: the Sambava gate recorder loses its clock after every power cut.",
    "Call the Antalaha shed office on +261 34 12 345 67 before noon.",
    "Container CMAU 7214336 with the Vohémar cloves is at Toamasina.",
    "Air Austral cargo booking UU 418-22071395 covers two pallets to Saint-Denis.",
    "HS code 0905.10 is vanilla, neither crushed nor ground; 0907.10 is cloves.",
    "Drying table 3 is at 34 °C and 68 % relative humidity; the sweating boxes are at 48 °C.",
    "Scalding at 65 °C for three minutes, then 48 hours of sweating before sun drying.",
    "After five wrong passwords the Odoo account locks for 15 minutes.",
    "The Land Cruiser with plate 4821 TBA is at the Andapa collection centre.",
    "The secret of good Bourbon vanilla is a slow cure: four to six months.",
    "Ask Haja for the safe code, I don't have it.",
    "My card ending 4417 was declined at the hardware store in Sambava.",
    "The Aarhus buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Odoo admin and keep them in the Lagard safe.",
    "Nobody from a wallet company will ever ask you for your recovery words.",
    "Keep `TEXTIT_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the clove store rusts in the sea air; oil it every month.",
    "TextIt moved its API token page under Workspace › API in its last release.",
    "ISBN 978-2-7436-0491-2 is the curing handbook on the lab shelf.",
    "The guest wifi 'FAN-Guest' is open, no password needed.",
    "Lot LOT-2031-ANT-0417: 62 kg, moisture 32 %, vanillin 2.1 %, beans 17 to 19 cm.",
    "Set ODOO_DB_PASSWORD in the vault; the compose file only reads ${ODOO_DB_PASSWORD}.",
    "Version 2.3.1 of the erp-bridge image replaces 2.2.9; Odoo stays on 17.0.",
    "The clove still at Vohémar yields about 2.5 litres of leaf oil per 100 kg.",
    "パスワードの変更は毎年四月です。",
    "香草仓库的温度是 28 °C，湿度 70 %。",
    "비밀번호는 메신저로 보내지 마세요.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/sage100", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "odoorpc", "version": "0.10.1"}}',
    '{"ticket": "3318", "purchase_order": "PO-2031-00377"}',
    '{"lot": {"id": "LOT-2031-ANT-0417", "weight_kg": 62, "moisture_pct": 32, "vanillin_pct": 2.1}}',
    '{"phone": "+261 34 12 345 67", "city": "Antalaha"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "bales_in_store": 214}',
    '{"hs_code": "0907.10", "origin": "MG", "description": "cloves, whole"}',
    '{"container": "CMAU 7214336", "carrier": "CMA CGM", "eta": "2031-12-14"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
