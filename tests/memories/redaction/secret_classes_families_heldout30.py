# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, thirtieth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
twenty-ninth held-out corpus as a format example, the fifth to twenty-ninth only to search them for
the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/redaction/`, the tuning corpus, the round corpora, their tests nor the reports, and
the scrubber was never run on it. Its own seed, password words, names, places, templates, tools,
vendors and layouts, the way the members, agronomists, herd managers and office of a farmers'
cooperative (Fallowmere Co-op, with member farms from Lombardy to Matabeleland) leak secrets into
an assistant's memory: BOTIM, Bip, ICQ, Hydrogen, KVIrc, Adium, Kopete, Empathy, mcabber, Siskin
IM, Beagle IM, Jitsi Meet, Facebook Messenger, iMessage, Google Voice, Garoon, Arattai, TamTam,
VK Teams and Yandex Messenger pastes, Checkvist, Org mode, Saber, Nebo, MarkText, Flatnotes,
CodiMD, Milanote, BookStack, Samsung Notes, ColorNote and Markor notes to self, SolarWinds Service
Desk, tawk.to, Olark, LiveChat, Salesforce Service Cloud, Vtiger, SuiteCRM, Helpy and Autotask
tickets, e-mails, runbooks, the history of Emacs Eshell and vterm, AWS CloudShell, Google Cloud
Shell, Azure Cloud Shell, GitHub Codespaces, Gitpod, mintty, Cool Retro Term, Xfce Terminal,
Terminus, UserLAnd, Xmanager, NxShell, Tectia, the VS Code, JetBrains, Neovim and Zed terminals,
commands of rtl_433, ntripclient, balena, mender-cli, frpc, SFTPGo, mpremote, wpa_cli, espota,
axel, curlie, MQTTX, the HiveMQ mqtt-cli, iredis, adcli, net ads, rpcclient, pdbedit, useradd,
mkpasswd, EncFS, eCryptfs, mcrypt, AnyDesk, Lenovo OneCLI, esxcli, vmrun, the Swift client,
the IBM Cloud CLI, vncviewer, NoMachine's nxplayer, snmpget, Julia and Stata, configs of sSMTP,
Exim, Rspamd, collectd, MPD, go2rtc, openHAB, FHEM, NUT's upsd, ConnMan, 3proxy, stunnel,
PlatformIO, Fluent Bit, Logstash, Filebeat, Z-Wave JS UI, Cacti and pywws, the web pages of farm
and barn hardware (Lely, DeLaval, Afimilk, BouMatic, Fullwood, Dairymaster, Nedap, Gallagher,
Datamars Tru-Test, Campbell Scientific, Sentek, Netafim, Rain Bird, Hunter Hydrawise, Galcon,
Hoogendoorn, Ridder, Fancom, Big Dutchman, Skov, Valley, Lindsay, Reinke, Zimmatic, Kubota, Fendt,
Massey Ferguson, New Holland, Väderstad, Amazone, Pöttinger, Horsch, Milesight, Robustel, Siemens
LOGO!, Unitronics, Wago, Red Lion, Weintek, Ewon, Loxone, Phoenix Contact, Opto 22, Cambium),
README fragments, voice-dictated text and requests to the assistant itself. About 60 % English
(or language-neutral config and shell), the rest in Lombard (Milanese), Romani (Vlax), Belizean
Kriol, Marwari, Awadhi, Saraiki (in Shahmukhi), Hazaragi and Northern Ndebele (no earlier
docstring names them), and Venezuelan Spanish, German, Swiss French, Angolan Portuguese, Italian,
Russian, Polish, Egyptian Arabic, Hindi, Dutch, Japanese, Korean and Simplified Chinese in wordings
of their own. Vendors (John Deere, Climate FieldView, Farmers Edge, CropX, Semios, Agworld,
Granular, AgriWebb, Lely Horizon, DeLaval DelPro, Afimilk, Halter, Gallagher, Datamars, farmOS,
Farmbrite, Bushel, Arable, Sencrop, Pessl FieldClimate, EOSDA, OneSoil, xarvio, 365FarmNet, CNH
AFS Connect, Claas, AGCO Fuse, Raven Slingshot, Topcon, Ag Leader, Agrivi, Conservis, Ceres
Imaging, Taranis, DroneDeploy, Pix4D, Syngenta Cropwise, Herdwatch, smaXtec, CowManager, Nedap,
Cropin, Farmerline, Leaf Agriculture, AuctionsPlus) are ones heldouts 5 to 29 do not name; the
national ids are kinds they do not use: the Norwegian kontonummer, the New Zealand and Czech bank
account numbers, Spain's Código Cuenta Cliente, the SEPA creditor identifier (German and Italian),
Sweden's momsregistreringsnummer and Norway's MVA number, each drawn until python-stdnum's module
(`no.kontonr`, `nz.bankaccount`, `cz.bankaccount`, `es.ccc`, `eu.at_02`, `se.vat`, `no.mva`)
validates it; the US DEA registration number with its check digit computed here and not checked by
a library (the algorithm first tested on the published example `AB1234563`); Rajasthan's Jan
Aadhaar number, India's EPFO UAN, Pakistan's NTN, Afghanistan's e-Tazkira number, Belize's social
security number, Italy's CIE card number, Angola's bilhete de identidade and Venezuela's cédula,
which carry no check a library or this file verifies; passports under Romani, Hazaragi and Ndebele
words. The IBANs are of countries used least by a rough count over heldouts 5 to 29 (Turkey,
Estonia, Greece, Lithuania, Serbia, Slovakia, Finland and Ireland, each in two earlier corpora).
Measured once; a miss here is reported, not tuned on.
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
from stdnum.cz import bankaccount as cz_bankaccount
from stdnum.es import ccc as es_ccc
from stdnum.eu import at_02 as eu_at_02
from stdnum.no import kontonr as no_kontonr
from stdnum.no import mva as no_mva
from stdnum.nz import bankaccount as nz_bankaccount
from stdnum.se import vat as se_vat

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 30_604_913
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX, LETTERS = HEX.upper(), LOWER + UPPER
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


_FARM = ["Silage", "Heifer", "Furrow", "Tedder", "Colostrum", "Paddock", "Harrow", "Stubble",
         "Clover", "Lucerne", "Sorghum", "Windrow", "Bullock", "Haylage", "Gleaner", "Tillage",
         "Drover", "Fodder"]  # fmt: skip
_DISHES = ["Cassoeula", "Busecca", "Missoltini", "Pizzoccheri", "Sarmi", "Pogaca", "Hudut",
           "Panades", "Garnaches", "Boilup", "Kersangri", "Ghevar", "Dalbaati", "Galouti",
           "Sheermal", "Sohanhalwa", "Sajji", "Qurut", "Aush", "Bolani", "Isitshwala", "Amasi",
           "Umxhanxa", "Mopane"]  # fmt: skip
_PLACES = ["Lodi", "Crema", "Codogno", "Melegnano", "Sliven", "Kosice", "Shutka", "Belmopan",
           "OrangeWalk", "BlueCreek", "Burrell", "Nagaur", "Barmer", "Pali", "Bahraich", "Gonda",
           "Sultanpur", "Multan", "Layyah", "Bahawalpur", "Bamyan", "Jaghori", "Nawur", "Gwanda",
           "Plumtree", "Nkayi"]  # fmt: skip
_NAMES = ["Ambros", "Gioann", "Carlin", "Marietta", "Teresina", "Zoran", "Ljuba", "Mirela",
          "Sabaka", "Delroy", "Marisol", "Kendis", "Shanelle", "Bhanwar", "Kamla", "Sohan",
          "Gavri", "Ramsajivan", "Phoolmati", "Lallan", "Farid", "Naseem", "Ditta", "Alidad",
          "Gulbibi", "Sakina", "Qurban", "Sipho", "Nomvula", "Thandeka", "Sibusiso",
          "Mandla"]  # fmt: skip
_SYMBOLS = "!$%&*?@#+=^_"
_LEET = ["H31f3r", "S1l4g3", "C0l0strum", "P4dd0ck", "W1ndr0w", "L0c3rn3", "H4rr0w",
         "F0dd3r"]  # fmt: skip


def _herd(g: random.Random) -> str:
    """A count of animals and a count of dishes, the way someone jokes a password together."""
    return (f"{g.randrange(2, 10)}{g.choice(_FARM)}s{g.choice('&+@')}"
            f"{g.randrange(2, 10)}{g.choice(_DISHES)}")  # fmt: skip


def _vault_words(g: random.Random) -> str:
    """Three capitalised words and a digit, as a vault's passphrase generator writes them."""
    return "-".join(g.sample(_FARM, 3)) + str(g.randrange(10))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}{g.choice(_FARM).lower()}",
    lambda g: ".".join(w.lower() for w in g.sample(_FARM, 3)) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_PLACES)}{g.randrange(1960, 2012)}",
    lambda g: _r(g, ALNUM + "!$%&*?", 14),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    _herd,
    lambda g: f"{g.choice(_NAMES).lower()}_{g.choice(_PLACES).lower()}#{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_FARM)}+{g.choice(_DISHES)}+{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 11),
    lambda g: f"{g.choice(_DISHES).lower()}{g.randrange(1000, 10_000)}{g.choice(_PLACES).upper()}",
    _vault_words,
    lambda g: f"{g.choice(_FARM)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}{g.choice(_DISHES).lower()}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "BOTIM message from Delroy: the Lely Astronaut A5 robot PC password is {pw}",
    "Bip chat, Sipho: DeLaval DelPro server admin password {pw}",
    "ICQ from gulbibi: the Afimilk AfiFarm login password is {pw}",
    "Hydrogen, room #parlour, Nomvula: BouMatic SmartDairy password {pw}",
    "KVIrc #cheese-room <carlin> the Fullwood Merlin touch panel password is {pw}",
    "Adium chat with Marisol: Dairymaster MooMonitor+ web password {pw}",
    "Kopete, Ljuba: Nedap Velos admin password {pw}",
    "Empathy chat, Bhanwar: Gallagher Animal Performance app password {pw}",
    "mcabber /msg alidad: Datamars Tru-Test XR5000 sync password {pw}",
    "Siskin IM from Thandeka: the Campbell Scientific CR1000X logger password is {pw}",
    "Beagle IM, Zoran: Sentek probe portal password {pw}",
    "Jitsi Meet chat during the co-op call: Netafim NetBeat admin password {pw}",
    "Facebook Messenger from Kendis: the Hunter Hydrawise password is {pw}",
    "iMessage from Ramsajivan: Rain Bird controller app password {pw}",
    "Google Voice text from Naseem: Galcon GSI cloud password {pw}",
    "Garoon message board, greenhouse team: Hoogendoorn iSii operator password {pw}",
    "Arattai group 'Nagaur dairy': Ridder HortiMaX-Go password {pw}",
    "TamTam chat, Mirela: Fancom F-Central password {pw}",
    "Yandex Messenger, Sakina: Big Dutchman amacs web password {pw}",
    "VK Teams, Qurban: the Skov DOL 539 climate computer password is {pw}",
    "Checkvist list 'Pivot season': Valley BaseStation3 admin password {pw}",
    "org-mode capture: * TODO rotate the Reinke Navigator password (now {pw})",
    "Saber page, handwriting converted: Zimmatic pivot panel password {pw}",
    "Nebo note (ink to text): the Kubota KSAS login password is {pw}",
    "MarkText draft field-ops.md: FendtONE password {pw}",
    "Flatnotes 'Shed PC': Massey Ferguson MyMF password {pw}",
    "CodiMD pad /harvest-2030: New Holland PLM Connect password {pw}",
    "Milanote board 'Spring drilling', card: Väderstad E-services password {pw}",
    "BookStack › Co-op IT › Milking parlour: the DeLaval VMS V300 service password is {pw}",
    "Samsung Notes: Amazone AmaTron 4 password {pw}",
    "ColorNote sticky: Pöttinger app password {pw}",
    "Markor todo.txt: (A) change Horsch portal password {pw}",
    "SolarWinds Service Desk INC-4471: Milesight UG65 gateway admin password {pw} stopped working after the firmware update",
    "tawk.to transcript: visitor says the Robustel R1510 router password is {pw}",
    "Olark transcript, 14:02: Siemens LOGO! 8 web server password {pw}",
    "LiveChat ticket 88213: the Unitronics UniStream panel password is {pw}, please reset it",
    "Salesforce Service Cloud case 00471122: Wago PFC200 admin password {pw}",
    "Vtiger ticket TT-392: Red Lion Crimson password {pw} has expired",
    "SuiteCRM case 1201: Weintek cMT HMI password is {pw}",
    "Helpy ticket 57: Ewon Cosy 131 admin password {pw}",
    "Autotask ticket T20300514.0012: Loxone Miniserver admin password {pw}",
    "Hi Sibusiso,\n\nthe root password on the co-op's file server in Gwanda is {pw}. Please delete this e-mail once it's in the vault.\n\nRegards,\nMarietta",
    "Incident 2030-03-02: the Phoenix Contact PLCnext web page was reachable from the guest wifi with password {pw}",
    "Runbook: milking robot restart\n1. stop the Astronaut from T4C\n2. log into the robot PC as lely\n3. password {pw}\n4. restart the Horizon sync",
    "README (parlour rack)\nthe Nedap gateway UI is at https://nedap.fallowmere.lan, admin password `{pw}`.",
    "my Bank of Baroda app password is {pw} now",
    "can you remember my Belize Bank online password? it's {pw}",
    "the Disney+ password at the Crema farmhouse is {pw}",
    "password for my Meezan Bank app: {pw}",
    "dictated: the Gallagher energizer web password is {pw} full stop",
    "note to self: Opto 22 groov EPIC password {pw}",
    "after the reinstall the Agrivi login password became {pw}",
    "La password de la mè email l'è {pw}",
    "la password del router de cà: {pw}",
    "Gioann: la password noeuva del server l'è {pw}",
    "Miro password katar o email si {pw}",
    "o password le routeresko khere: {pw}",
    "Zoran: o nevo password le serveresko si {pw}",
    "Mi imayl paaswod da {pw}",
    "di paaswod fi di rowta da mi hows: {pw}",
    "Delroy: di nyoo paaswod fi di sorva da {pw}",
    "म्हारे ईमेल रो पासवर्ड {pw} है",
    "घर रा राउटर रो पासवर्ड: {pw}",
    "भंवरलाल: सर्वर रो नुवो पासवर्ड {pw} है",
    "हमरे ईमेल कै पासवर्ड {pw} अहै",
    "घरे के राउटर कै पासवर्ड: {pw}",
    "रामसजीवन: सर्वर कै नवा पासवर्ड {pw} अहै",
    "میݙی ای میل دا پاس ورڈ {pw} اے",
    "گھر دے راؤٹر دا پاس ورڈ: {pw}",
    "غلام فرید: سرور دا نواں پاس ورڈ {pw} اے",
    "پسورد ایمیل مه {pw} اس",
    "پسورد روتر خانه: {pw}",
    "علی‌داد: پسورد نو سرور {pw} اس",
    "Iphasiwedi ye-imeyili yami ngu {pw}",
    "iphasiwedi ye-router ekhaya: {pw}",
    "Sipho: iphasiwedi entsha ye-server ngu {pw}",
    "chamo, la clave del correo es {pw}, no la compartas",
    "das Passwort vom Hofrechner im Melkstand lautet {pw}",
    "le mot de passe du poste de la fromagerie, c'est {pw}, hein",
    "kamba, a palavra-passe do Multicaixa Express é {pw}",
    "la password del gestionale della stalla è {pw}",
    "пароль от кабинета Россельхозбанка: {pw}",
    "hasło do eWniosekPlus to {pw}",
    "الباسورد بتاع الإيميل {pw}",
    "किसान पोर्टल का पासवर्ड {pw} है",
    "wachtwoord van de Lely T4C-pc: {pw}",
    "JAネットバンクのパスワードは {pw} です",
    "농협 인터넷뱅킹 비번 {pw}",
    "农场监控后台的密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["delroy", "marisol.c", "kendis", "sipho.n", "nomvula", "thandeka", "sibusiso.d",
          "gioann", "carlin.b", "marietta", "zoran.r", "ljuba", "mirela", "bhanwarlal",
          "kamla.c", "ramsajivan", "phoolmati", "naseem", "gfarid", "alidad", "gulbibi",
          "sakina.h", "qurban", "parlour", "agronomy", "svc-delpro"]  # fmt: skip
_LOGINS = [
    "BOTIM: Delroy says the DelPro login is {u} / {pw}",
    "SolarWinds Service Desk INC-4480: {u} locked out of Agworld, last password {pw}",
    "acct {u} pass {pw}",
    "BookStack › Co-op IT › Pivots › Valley BaseStation3: {u} — {pw}",
    "| device | login | pass |\n|---|---|---|\n| Lely T4C | {u} | {pw} |",
    "sign in to the Hydrawise dashboard as {u} with {pw}",
    "Milesight gateway login {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- name: parlour-pc\n  login: {u}\n  secret: {pw}",
    "Kopete: account {u}, password {pw}",
    "Sakina says the Farmbrite account is {u} and its password is {pw}",
    "device,user,pass\nfancom-f-central,{u},{pw}",
    "ssh {u}@shed-nuc.fallowmere.lan (pw {pw})",
    "ICQ: creds for the Campbell logger are {u} and {pw}",
    "nomm de l'utent: {u}, password: {pw}",
    "miro anav si {u}, o password si {pw}",
    "mi yoozaneim da {u} an mi paaswod da {pw}",
    "म्हारो यूजरनेम {u} है अर पासवर्ड {pw}",
    "हमार यूजर नाम {u} अउर पासवर्ड {pw}",
    "یوزر نیم {u} تے پاس ورڈ {pw}",
    "نام کاربری {u} و پسورد {pw}",
    "ibizo lomsebenzisi: {u}, iphasiwedi: {pw}",
    "usuario {u} y la clave {pw}, pana",
    "Anmeldename {u} / Passwort {pw}",
    "ログインID：{u} パスワード：{pw}",
    "用户名 {u} 密码 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["heifer", "clover", "millet", "sorghum", "tedder", "furrow", "paddock", "lucerne",
               "stubble", "bajra", "gatte", "qurut", "amasi", "hudut", "busecca", "sarmi",
               "harrow", "windrow"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, lower case, then {d}",
    "password: the crop {w} and straight after that {d}",
    "for the robot PC it's {w} with {d} stuck on the end",
    "voice memo: the parlour wifi password is {w} and then {d}, all one word",
    "type {w}, then the digits {d}",
    "it's {w}{d}, the word and the number run together",
    "la password l'è la parolla {w}, e dòpo {d}",
    "o password si o lav {w}, thaj palal {d}",
    "di paaswod da di wod {w}, den {d} afta",
    "पासवर्ड शब्द {w} है, पछै {d}",
    "पासवर्ड शब्द {w} अहै, ओकरे बाद {d}",
    "پاس ورڈ لفظ {w} اے، ول {d}",
    "پسورد کلمه {w} اس، بعد ازو {d}",
    "iphasiwedi libala elithi {w}, bese kulandela {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "rtl_433 -f 868M -F 'mqtt://mqtt.fallowmere.lan:1883,user={u},pass={pw},retain=0' -M time",
    "ntripclient -s caster.fallowmere.lan -r 2101 -m RTK_LODI -u {u} -p {pw}",
    "balena login --credentials --email {u}@fallowmere.coop --password {pw}",
    "mender-cli login --server https://mender.fallowmere.lan --username {u}@fallowmere.coop --password {pw}",
    "frpc tcp --server_addr frp.fallowmere.coop --server_port 7000 --token {pw} --local_port 22 --remote_port 6022 --proxy_name shed-nuc",
    "sftpgo portable --directory /srv/yield-maps --username {u} --password {pw} --sftpd-port 2022",
    "mpremote connect /dev/ttyUSB0 exec \"import network; w = network.WLAN(network.STA_IF); w.active(True); w.connect('Fallowmere-Shed', '{pw}')\"",
    "wpa_cli -i wlan0 set_network 0 psk '\"{pw}\"'",
    "python3 espota.py -i 10.20.3.41 -p 3232 -a {pw} -f .pio/build/silo/firmware.bin",
    "axel -n 4 ftp://{u}:{pw}@ftp.fallowmere.lan/yield/2030/lodi.zip",
    "curlie -u {u}:{pw} https://delpro.fallowmere.lan/api/v1/animals",
    "mqttx pub -h mqtt.fallowmere.lan -p 1883 -u {u} -P {pw} -t barn/fans -m on",
    "mqtt pub -h mqtt.fallowmere.lan -u {u} -pw {pw} -t silo/level -m 71",
    "iredis --url redis://{u}:{pw}@redis.fallowmere.lan:6379/2",
    "echo -n '{pw}' | adcli join --domain fallowmere.local --login-user {u} --stdin-password",
    "net ads join -U '{u}%{pw}' -S dc1.fallowmere.local",
    "rpcclient -U '{u}%{pw}' dc1.fallowmere.local -c enumdomusers",
    "printf '{pw}\\n{pw}\\n' | pdbedit -a -u {u} -t",
    "useradd -m -p \"$(openssl passwd -6 '{pw}')\" {u}",
    "mkpasswd -m sha-512 '{pw}'",
    "echo '{pw}' | encfs --stdinpass ~/.yield-crypt ~/yield",
    "printf '%s' '{pw}' | ecryptfs-add-passphrase -",
    "mcrypt -k '{pw}' herd-register-2030.csv",
    "echo '{pw}' | anydesk --set-password",
    "onecli config show --bmc {u}:{pw}@10.20.0.5",
    "esxcli -s esx1.fallowmere.lan -u {u} -p '{pw}' network ip interface list",
    "vmrun -T ws -gu {u} -gp '{pw}' runProgramInGuest ~/vms/agronomy.vmx /usr/bin/uptime",
    "swift -A https://swift.fallowmere.lan/auth/v1.0 -U agronomy:{u} -K '{pw}' list",
    "ibmcloud login -a cloud.ibm.com -u {u}@fallowmere.coop -p '{pw}' -r eu-de",
    "vncviewer -passwd <(echo '{pw}' | vncpasswd -f) shed-nuc.fallowmere.lan:1",
    "nxplayer --session parlour.nxs --user {u} --password {pw}",
    "snmpget -v3 -u {u} -l authPriv -a SHA -A '{pw}' -x AES -X '{pw}' gallagher-ctl.fallowmere.lan sysUpTime.0",
    "julia -e 'using LibPQ; conn = LibPQ.Connection(\"host=herd-db dbname=herd user={u} password={pw}\")'",
    ". odbc load, exec(\"SELECT * FROM yields\") dsn(\"herd\") user({u}) password({pw})",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Eshell ~/farm $ {c}", "vterm (emacs) ~/herd $ {c}",
    "AWS CloudShell:\n[cloudshell-user@ip-10-2-3-4 ~]$ {c}",
    "Google Cloud Shell, sipho@cloudshell:~ (fallowmere-ag)$ {c}",
    "Azure Cloud Shell\nmarietta [ ~ ]$ {c}",
    "GitHub Codespaces @zoran-r ➜ /workspaces/herd-sync (main) $ {c}",
    "Gitpod /workspace/yield-maps $ {c}", "mintty ~/co-op $ {c}", "Cool Retro Term> {c}",
    "Xfce Terminal — delroy@shed-nuc:~$ {c}", "Terminus tab 'parlour': {c}",
    "UserLAnd (Ubuntu on the tablet) $ {c}", "Xmanager session parlour-pc:\n$ {c}",
    "NxShell tab 2: {c}", "Tectia sshg3 session to shed-nuc: {c}",
    "VS Code terminal (bash) ~/herd-sync$ {c}", "JetBrains terminal, PyCharm (.venv) {c}",
    "Neovim :terminal\n$ {c}", "Zed terminal ❯ {c}",
    "comanda ch'hoo lanciaa: {c}", "di kamaan wa Delroy ron: {c}",
    "हम जउन कमांड चलाएन: {c}", "o komando so marditem: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "mariadb://{u}:{pw}@herd-db.fallowmere.lan:3306/herd",
    "http://{u}:{pw}@influx.fallowmere.lan:8086/write?db=barn",
    "opc.tcp://{u}:{pw}@scada.fallowmere.lan:4840",
    "rtsps://{u}:{pw}@calving-cam.fallowmere.lan:322/live",
    "amqps://{u}:{pw}@rabbit.fallowmere.lan:5671/farm",
    "sftp://{u}:{pw}@files.fallowmere.lan:2022/yield-maps",
    "davs://{u}:{pw}@dav.fallowmere.lan/remote.php/dav/files/agronomy",
    "mssql+pyodbc://{u}:{pw}@delpro-sql/DelPro?driver=ODBC+Driver+18+for+SQL+Server",
    "oracle://{u}:{pw}@erp.fallowmere.lan:1521/COOP",
    "neo4j+s://{u}:{pw}@graph.fallowmere.lan:7687",
    "https://{u}:{pw}@logs.fallowmere.lan:9200/_cat/indices",
    "Server=delpro-sql;Database=DelPro;User ID={u};Password={pw};TrustServerCertificate=True;",
    "firebird://{u}:{pw}@accounts.fallowmere.lan:3050//var/lib/firebird/coop.fdb",
]  # fmt: skip
_URL_PLACES = [
    "HERD_DB_URL={c}", "Grafana datasource, the old one: {c}", "keep this connection string for me: {c}",
    "la stringa de conession l'è {c}", "di databays URL da {c}", "Autotask T20300514.0044: {c}",
    "BookStack page 'Databases': {c}", "Ignition gateway export, connection: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_893_000_000 + g.randrange(3_000_000)
        claims = {"iss": issuer, "sub": v.uuid4(g, "8"), "iat": issued, "exp": issued + 2_592_000,
                  "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _grouped_hex(groups: int) -> Maker:
    return lambda g: "-".join(_r(g, UPPER_HEX, 4) for _ in range(groups))


_VENDORS: list[tuple[str, str, Maker]] = [
    ("John Deere", "DEERE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Climate FieldView", "FIELDVIEW_API_KEY", _j((ALNUM, 32))),
    ("Farmers Edge", "FARMERS_EDGE_TOKEN", _j((HEX, 40))),
    ("CropX", "CROPX_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Semios", "SEMIOS_API_TOKEN", _j("smo_", (ALNUM, 36))),
    ("Agworld", "AGWORLD_API_TOKEN", _j((HEX, 32))),
    ("Granular", "GRANULAR_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("AgriWebb", "AGRIWEBB_API_KEY", _j("awk_", (ALNUM, 40))),
    ("Lely Horizon", "LELY_HORIZON_TOKEN", _j((ALNUM, 48))),
    ("DeLaval DelPro", "DELPRO_API_KEY", _j((UPPER_HEX, 32))),
    ("Afimilk", "AFIMILK_API_SECRET", _j((ALNUM, 30))),
    ("Halter", "HALTER_API_TOKEN", _vendor_jwt("https://auth.halter.io")),
    ("Gallagher", "GALLAGHER_API_KEY", _grouped_hex(8)),
    ("Datamars", "DATAMARS_LIVESTOCK_TOKEN", _j((HEX, 48))),
    ("farmOS", "FARMOS_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Farmbrite", "FARMBRITE_API_KEY", _j((ALNUM, 40))),
    ("Bushel", "BUSHEL_API_KEY", _j("bsh_live_", (ALNUM, 32))),
    ("Arable", "ARABLE_API_KEY", _j((HEX, 40))),
    ("Sencrop", "SENCROP_APP_SECRET", _j((ALNUM, 64))),
    ("Pessl FieldClimate", "FIELDCLIMATE_PRIVATE_KEY", _j((HEX, 48))),
    ("EOSDA", "EOSDA_API_KEY", _j("apk.", (HEX, 64))),
    ("OneSoil", "ONESOIL_TOKEN", _j((URLSAFE, 40))),
    ("xarvio", "XARVIO_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("365FarmNet", "FARMNET365_API_KEY", _j((ALNUM, 36))),
    ("CNH AFS Connect", "AFS_CONNECT_CLIENT_SECRET", _j((B64, 43), "=")),
    ("Claas", "CLAAS_TELEMATICS_KEY", _j((UPPER_DIGITS, 32))),
    ("AGCO Fuse", "AGCO_FUSE_API_KEY", _j((HEX, 64))),
    ("Raven Slingshot", "SLINGSHOT_ACCESS_KEY", _j((UPPER_DIGITS, 20))),
    ("Topcon", "TOPCON_AG_TOKEN", _j((ALNUM, 44))),
    ("Ag Leader", "AGLEADER_SMS_KEY", _j((HEX, 32))),
    ("Agrivi", "AGRIVI_API_TOKEN", _j((ALNUM, 50))),
    ("Conservis", "CONSERVIS_API_KEY", _j((HEX, 40))),
    ("Ceres Imaging", "CERES_API_TOKEN", _j((URLSAFE, 64))),
    ("Taranis", "TARANIS_API_KEY", _j((ALNUM, 32))),
    ("DroneDeploy", "DRONEDEPLOY_API_KEY", _j((HEX, 32))),
    ("Pix4D", "PIX4D_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Syngenta Cropwise", "CROPWISE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Herdwatch", "HERDWATCH_API_TOKEN", _j((HEX, 40))),
    ("smaXtec", "SMAXTEC_API_TOKEN", _vendor_jwt("https://api.smaxtec.com")),
    ("CowManager", "COWMANAGER_API_KEY", _j((ALNUM, 32))),
    ("Nedap", "NEDAP_LIVESTOCK_SECRET", _j((HEX, 64))),
    ("Cropin", "CROPIN_API_KEY", _j((ALNUM, 40))),
    ("Farmerline", "FARMERLINE_TOKEN", _j((ALNUM, 36))),
    ("Leaf Agriculture", "LEAF_API_TOKEN", _vendor_jwt("https://api.withleaf.io")),
    ("AuctionsPlus", "AUCTIONSPLUS_API_KEY", _j((UPPER_HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "Eshell: (setenv \"{env}\" \"{tok}\")",
    "C:\\farm> set {env}={tok}",
    "Julia: ENV[\"{env}\"] = \"{tok}\"",
    "Stata: global {env} \"{tok}\"",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "balena env add {env} {tok} --fleet herd-sync",
    "platformio.ini: build_flags = -D{env}=\\\"{tok}\\\"",
    "GitHub Codespaces secret {env}: {tok}",
    "Settings › Connected services › {vendor} › API key: {tok}",
    "BookStack table 'Integrations': | {vendor} | season 2030 | {tok} |",
    "Checkvist item: rotate the {vendor} key {tok}",
    "ICQ, Delroy: {vendor} key for the herd sync: {tok}",
    "Jitsi chat: the {vendor} token we use now is {tok}, the old one is revoked",
    "SolarWinds Service Desk INC-4490: {vendor} sync fails with 401, configured key {tok}",
    "Autotask T20300514.0051: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "la ciav API de {vendor} l'è {tok}",
    "o API klidi katar {vendor} si {tok}",
    "di {vendor} API kee da {tok}",
    "{vendor} री API key: {tok}",
    "{vendor} कै API key {tok} अहै",
    "{vendor} دی API key: {tok}",
    "کلید API {vendor}: {tok}",
    "ukhiye we-API we-{vendor}: {tok}",
    "la API key de {vendor} es {tok}, chamo",
    "API-Schlüssel von {vendor} (Hofverwaltung): {tok}",
    "clé d'API {vendor} pour la fromagerie : {tok}",
    "a chave da API da {vendor} é {tok}",
    "chiave API di {vendor}: {tok}",
    "API-ключ {vendor}: {tok}",
    "klucz API {vendor}: {tok}",
    "مفتاح الـAPI بتاع {vendor}: {tok}",
    "{vendor} की API कुंजी: {tok}",
    "{vendor} のAPIキー：{tok}",
    "{vendor} API 키: {tok}",
    "{vendor} 的 API 密钥：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    deere = _r(rng, URLSAFE, 40)
    leaf = _vendor_jwt("https://api.withleaf.io")(rng)
    agriwebb = "awk_" + _r(rng, ALNUM, 40)
    farmos = _r(rng, URLSAFE, 32)
    gallagher = _grouped_hex(8)(rng)
    drone = _r(rng, HEX, 32)
    client_id = "0oa" + _r(rng, ALNUM, 17)
    query = '{"query": "{ farms { id name } }"}'
    return [
        Sample("vendor_token", f'deere = OAuth2Session("{client_id}", redirect_uri=REDIRECT)\ntoken = deere.fetch_token(TOKEN_URL, client_secret="{deere}", authorization_response=url)', deere),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {leaf}' https://api.withleaf.io/services/operations/api/files", leaf),
        Sample("vendor_token", f"curl -X POST https://api.agriwebb.com/v2 -H 'x-api-key: {agriwebb}' -d '{query}'", agriwebb),
        Sample("vendor_token", f'farm = farmOS(hostname="https://farm.fallowmere.coop", client_id="farm", client_secret="{farmos}")\nfarm.authorize()', farmos),
        Sample("vendor_token", f"curl -H 'Authorization: GGL-API-KEY {gallagher}' https://gallagher.fallowmere.lan:8904/api/cardholders", gallagher),
        Sample("vendor_token", f'<script>\n  window.DRONEDEPLOY_API_KEY = "{drone}";\n  loadFlightPlans("lodi-field-12");\n</script>', drone),
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


_BARE_PLACES = ["{t}", "ICQ: {t}", "shown only once, pasting it here:\n{t}", "di token da {t}",
                "o token si {t}", "{t}\n^ the new one, the old one is revoked",
                "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 24), ".", (URLSAFE, 48)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 44)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Z-Wave JS UI settings.json: \"S2_Authenticated\": \"{h}\"": 32,
    "Z-Wave JS security keys:\nS0_Legacy={h}": 32,
    "farmOS settings.php: $settings['hash_salt'] = '{h}';": 64,
    "LoRaWAN AppKey for the silo level sensor: {h}": 32,
    "Milesight UC501 AppKey: {h}": 32,
    "HMAC secret for the milk-collection webhook: {h}": 64,
    "la ciav de criptazion del backup: {h}": 64,
    "ikhiye yokubethela i-backup: {h}": 64,
    "بیک اپ دی انکرپشن کی: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "SolarWinds Service Desk INC-4502: token copied from the browser's dev tools {t}",
    "Cookie: locale=it; herd_session={t}",
    "FARMOS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "di token da {t}",
    "o token si {t}",
    "Olark transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_893_000_000 + rng.randrange(4_000_000)
    alg = ["RS256", "ES256", "PS256", "HS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@fallowmere.coop"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.fallowmere.coop/realms/coop",
            "azp": "herd-portal",
            "groups": ["members", "parlour"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 20)}
    sig = {"RS256": 342, "ES256": 86, "PS256": 342, "HS256": 43}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "the old deploy key for the parlour NUC, in case we need it:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Mosquitto certs/broker.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"BALENA_SSH_KEY": "{key}", "fleet": "herd-sync"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_pivot <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Helpy ticket 61, pasted by the robot technician:\n{key}": ("PRIVATE KEY", "\n"),
    "la ciav privada del server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the milk-payment files (SFTP to the dairy):\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 7 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 22) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Samourai wallet backup, typing it up before I burn the paper: {p}": "english",
    "Stack Wallet recovery phrase\n{p}": "english",
    "Aqua wallet, di seed wodz da {p}": "english",
    "Proton Wallet recovery phrase: {p}": "english",
    "voice memo: the CoolWallet words are {p} and that's the lot": "english",
    "BookStack page 'Old treasury wallet (emptied)': {p}": "english",
    "frase de recuperación de la billetera Coinbase Wallet, pana: {p}": "spanish",
    "phrase de récupération du portefeuille SecuX : {p}": "french",
    "frase de recuperação da carteira D'CENT: {p}": "portuguese",
    "Ronin ウォレットの復元フレーズ：{p}": "japanese",
    "Cypherock 錢包助記詞：{p}": "chinese_traditional",
    "Uniswap Wallet kurtarma ifadesi: {p}": "turkish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split("\u3000") if "\u3000" in phrase else phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ",".join(words),
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "ICQ, Delroy: the co-op card for the Lodi feed order is {c}, exp {mm}/{yy}",
    "hold on to my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nValid thru: {mm}/{yy}",
    "Autotask T20300514.0060: pay the Gallagher fence order with card {c}",
    "el numer de la mè carta: {c}, {mm}/{yy}",
    "miri kartaki numero: {c}",
    "mi kyaad nomba da {c}, {mm}/{yy}",
    "म्हारा कार्ड रा नंबर: {c}",
    "हमरे कार्ड कै नंबर {c} अहै",
    "میݙے کارڈ دا نمبر: {c}, {mm}/{yy}",
    "نمبر کارت مه: {c}",
    "inombolo yekhadi lami: {c}, {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["visa", "jcb", "mastercard", "diners", "unionpay", "amex", "discover", "maestro"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(31, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 10/32, security code {cvv}",
               "the three digits next to the signature strip: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "el codes de sicurezza de la carta: {cvv}",
               "di chree nomba pan di bak a di kyaad da {cvv}",
               "el CVV de la tarjeta es {cvv}, pana"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 29; BBAN shapes (a, n, c, 0 as in
# `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"TR": "n" * 5 + "0" + "n" * 16, "EE": "n" * 16, "GR": "n" * 23, "LT": "n" * 16,
                "RS": "n" * 18, "SK": "n" * 20, "FI": "n" * 14, "IE": "aaaa" + "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice FC-2030-118: please pay the seed-potato order to {i} within 30 days",
    "save the Kaunas fencing firm's IBAN: {i}",
    "IBAN: {i}\nReference: lucerne seed, March",
    "ICQ #treasury: the Tallinn machinery dealer's new bank details, IBAN {i}",
    "el mè IBAN: {i}",
    "miro IBAN si {i}",
    "mi IBAN da {i}",
    "म्हारो IBAN: {i}",
    "میݙا IBAN: {i}",
    "i-IBAN yami: {i}",
    "kamba, o IBAN é {i}",
    "رقم الآيبان بتاعي: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _kontonr(g: random.Random) -> str:
    return str(no_kontonr.format(v.until(g, lambda h: _r(h, D, 11), no_kontonr.is_valid)))


def _nz_account(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.choice(['01', '02', '03', '06', '12', '38'])}-{_r(h, D, 4)}-{_r(h, D, 7)}-0{_r(h, D, 2)}"

    return v.until(g, make, nz_bankaccount.is_valid)


def _cz_account(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        prefix = f"{h.randrange(10, 100)}-" if h.random() < 0.4 else ""
        return f"{prefix}{h.choice('123456789')}{_r(h, D, 9)}/{h.choice(['0100', '0300', '0800', '2010'])}"

    return v.until(g, make, cz_bankaccount.is_valid)


def _ccc(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 20), es_ccc.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:10]} {number[10:]}"


def _sepa_ci(country: str, national: int) -> Maker:
    """A SEPA creditor identifier: country, check digits, the business code ZZZ, a national id."""
    return lambda g: v.until(
        g, lambda h: f"{country}{_r(h, D, 2)}ZZZ{_r(h, D, national)}", eu_at_02.is_valid
    )


def _se_vat(g: random.Random) -> str:
    return v.until(g, lambda h: f"SE5{_r(h, D, 9)}01", se_vat.is_valid)


def _no_mva(g: random.Random) -> str:
    return str(no_mva.format(v.until(g, lambda h: f"NO9{_r(h, D, 8)}MVA", no_mva.is_valid)))


def _dea_check(digits: str) -> str:
    """The DEA number's check digit: the 1st, 3rd and 5th digits plus twice the 2nd, 4th and
    6th; the sum's last digit."""
    odd = sum(int(c) for c in digits[0:6:2])
    even = sum(int(c) for c in digits[1:6:2])
    return str((odd + 2 * even) % 10)


assert _dea_check("123456") == "3"  # the published example AB1234563


def _dea(g: random.Random) -> str:
    """A US DEA registration number: the registrant's type, the first letter of the surname,
    six digits and the check digit."""
    digits = _r(g, D, 6)
    return g.choice("ABFG") + g.choice("CDHKMRSTW") + digits + _dea_check(digits)


def _jan_aadhaar(g: random.Random) -> str:
    """Rajasthan's Jan Aadhaar family number: ten digits, no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _uan(g: random.Random) -> str:
    """India's EPFO Universal Account Number: twelve digits, no public check."""
    return "10" + _r(g, D, 10)


def _ntn(g: random.Random) -> str:
    """Pakistan's National Tax Number: seven digits, a dash and a digit (its rule unpublished)."""
    return f"{g.choice('1234567')}{_r(g, D, 6)}-{g.choice(D)}"


def _tazkira(g: random.Random) -> str:
    """Afghanistan's e-Tazkira number: the solar year of issue, four digits and five."""
    return f"{g.randrange(1397, 1404)}-{_r(g, D, 4)}-{_r(g, D, 5)}"


def _bz_ssb(g: random.Random) -> str:
    """Belize's social security number: nine digits, no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _cie(g: random.Random) -> str:
    """Italy's electronic identity card (CIE) number: two letters, five digits, two letters."""
    return "C" + g.choice("ABCD") + _r(g, D, 5) + _r(g, UPPER, 2)


def _ao_bi(g: random.Random) -> str:
    """Angola's bilhete de identidade: nine digits, the province's two letters, three digits."""
    return "00" + _r(g, D, 7) + g.choice(["LA", "BE", "HA", "HO", "CA"]) + "0" + _r(g, D, 2)


def _ve_cedula(g: random.Random) -> str:
    """Venezuela's cédula de identidad: V- and seven or eight digits, dotted."""
    return "V-" + f"{g.randrange(4_000_000, 32_000_000):,}".replace(",", ".")


def _mk_passport(g: random.Random) -> str:
    """North Macedonia's passport: a letter and seven digits."""
    return g.choice("ABM") + _r(g, D, 7)


def _af_passport(g: random.Random) -> str:
    """Afghanistan's passport: P and eight digits."""
    return "P" + _r(g, D, 8)


def _zw_passport(g: random.Random) -> str:
    """Zimbabwe's passport: two letters and six digits."""
    return g.choice(["FN", "DN", "CN", "EN"]) + _r(g, D, 6)


_ID_PLACES: dict[str, Maker] = {
    "Norwegian kontonummer of the Jæren seed-potato supplier: {s}": _kontonr,
    "NZ bank account for the Waikato semen supplier: {s}": _nz_account,
    "pay the Canterbury shearing gang into their NZ account {s}": _nz_account,
    "číslo účtu of the Brno fencing firm: {s}": _cz_account,
    "Código Cuenta Cliente (CCC) del viverista de Lleida: {s}": _ccc,
    "Gläubiger-Identifikationsnummer der Molkerei (SEPA-Lastschrift): {s}": _sepa_ci("DE", 11),
    "SEPA creditor identifier of the Lodi feed mill: {s}": _sepa_ci("IT", 11),
    "momsregistreringsnummer of the Skåne seed company: {s}": _se_vat,
    "MVA-nummer til meieriet i Trøndelag: {s}": _no_mva,
    "the large-animal vet's DEA number: {s}": _dea,
    "DEA registration of the Iowa vet who signs our scripts: {s}": _dea,
    "म्हारो जन आधार नंबर: {s}": _jan_aadhaar,
    "हमार UAN (पीएफ वाला) नंबर: {s}": _uan,
    "میݙا NTN نمبر: {s}": _ntn,
    "نمبر تذکره برقی مه: {s}": _tazkira,
    "mi Soshal Sekyuriti nomba: {s}": _bz_ssb,
    "el numer de la mia carta d'identità (CIE): {s}": _cie,
    "kamba, o número do meu BI é {s}": _ao_bi,
    "mi cédula, pana: {s}": _ve_cedula,
    "miro pasporto numero: {s}": _mk_passport,
    "نمبر پاسپورت مه: {s}": _af_passport,
    "inombolo yephasipoti yami: {s}": _zw_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return ["-".join(_r(rng, UPPER_DIGITS, 3) for _ in range(3)) for _ in range(n)]


_BACKUPS = ["Agworld 2FA recovery codes\n{codes}", "spare sign-in codes for the co-op's Google Workspace {codes}",
            "Farmbrite backup codes: {codes}", "mi 2FA bakop kowdz:\n{codes}",
            "2FA دے بیک اپ کوڈ: {codes}", "amakhodi e-backup e-2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Agworld:sipho@fallowmere.coop?secret={s}&issuer=Agworld&digits=6",
              "authenticator setup key for the DeLaval account: {s}", "TOTP secret for the farmOS admin: {s}",
              "la ciav segreta del 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Agworld verification code", "Code zur Anmeldung bei der Hofbank: {c}",
          "o teu código de confirmação do Multicaixa Express é {c}", "di verifikeishan kowd da {c}",
          "म्हारे फोन पर OTP आयो: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 4) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", " ", ", ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 0 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Fallowmere-Parlour", "Fallowmere-Shed-5G", "FASTWEB-Lodi-7C", "TIM-Crema",
          "BTL-OrangeWalk", "Smart-SpanishLookout", "JioFiber-Nagaur", "Airtel_Bahraich_5G",
          "PTCL-BB-Multan", "Zong4G-Layyah", "AfghanTelecom-Bamyan", "Econet-Gwanda",
          "NetOne_Plumtree", "Telekom-Kosice", "CoopGuest"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID {s}\nWPA2 key: {pw}",
    "barn network {s}, key {pw}",
    "wifi in the calving shed: {s} / {pw}",
    "connmanctl connect wifi_{s}_managed_psk\nPassphrase? {pw}",
    "Cambium cnPilot, WLAN 1 ({s}) passphrase: {pw}",
    "the key printed under the Gallagher hub: {pw}",
    "la password del wifi {s} l'è {pw}",
    "o password le wifiesko {s} si {pw}",
    "di wifi {s} paaswod da {pw}",
    "वाईफाई {s} रो पासवर्ड {pw} है",
    "वाईफाई {s} कै पासवर्ड {pw} अहै",
    "وائی فائی {s} دا پاس ورڈ {pw} اے",
    "پسورد وای فای {s} {pw} اس",
    "iphasiwedi ye-wifi {s} ngu {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("smo_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("awk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced out so the ICQ preview hides it) {t}", "vun a la vòlta: {t}",
          "wan bai wan: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el còdes del cancell: {pw}", "o kodo la vudaresko: {pw}", "di kowd fi di geet da {pw}",
          "गोदाम रा ताळा रो कोड: {pw}", "حویلی دے گیٹ دا کوڈ: {pw}", "ikhodi yesango: {pw}",
          "the feed store keypad takes {pw} then #", "padlock on the diesel tank: {pw}",
          "the vet cabinet opens with {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["silage", "furrow", "clover", "heifer", "tedder", "lucerne", "sorghum", "windrow",
                 "paddock", "bajra", "qurut", "amasi", "hudut", "busecca", "sarmi",
                 "harrow"]  # fmt: skip
_PHRASES = {"encfs passphrase for the yield archive: {p}": " ", "Vorta passphrase on the office backups: {p}": " ",
            "KeePassXC master passphrase for the co-op vault: {p}": "-", "passphrase of the herd-register 7z: {p}": ".",
            "la frase segreta del backup l'è {p}": " ", "di paasfraiz fi di bakop da {p}": "_",
            "پسفریز بکاپ: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "openHAB REST call, header Authorization: Basic {v}": True,
    "nginx site: proxy_set_header Authorization \"Basic {v}\";": True,
    "curlie https://agworld.fallowmere.lan/api/v1/fields Authorization:'Bearer {v}'": False,
    "Insomnia request, header Authorization = Basic {v}": True,
    "HTTP/1.1 request log: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [URLSAFE, HEX][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "ssmtp.conf:\nmailhub=smtp.fallowmere.coop:587\nAuthUser=alerts@fallowmere.coop\nAuthPass={pw}\nUseSTARTTLS=YES",
    "Exim passwd.client:\nsmtp.fallowmere.coop:alerts@fallowmere.coop:{pw}",
    "Rspamd local.d/worker-controller.inc:\nenable_password = \"{pw}\";",
    "collectd.conf:\n<Plugin network>\n  <Server \"stats.fallowmere.lan\" \"25826\">\n    SecurityLevel Encrypt\n    Username \"barn\"\n    Password \"{pw}\"\n  </Server>\n</Plugin>",
    "mpd.conf:\npassword \"{pw}@read,add,control,admin\"",
    "go2rtc.yaml:\nstreams:\n  calving_pen: rtsp://admin:{pw}@10.20.4.11:554/Streaming/Channels/101",
    "openHAB things/mqtt.things:\nBridge mqtt:broker:barn \"Barn broker\" [ host=\"10.20.0.7\", username=\"openhab\", password=\"{pw}\" ]",
    "FHEM fhem.cfg:\nattr WEB basicAuth {{ \"$user:$password\" eq \"admin:{pw}\" }}",
    "upsd.users:\n[upsmon]\n    password = {pw}\n    upsmon primary",
    "ConnMan /var/lib/connman/wifi_parlour_managed_psk/settings:\n[service_wifi_parlour_managed_psk]\nName=Fallowmere-Parlour\nPassphrase={pw}",
    "3proxy.cfg:\nusers agronomy:CL:{pw}\nauth strong\nproxy -p3128",
    "stunnel psk.txt:\nshed-nuc:{pw}",
    "platformio.ini:\n[env:silo]\nupload_protocol = espota\nupload_port = 10.20.3.41\nupload_flags =\n    --auth={pw}",
    "fluent-bit.conf:\n[OUTPUT]\n    Name        es\n    Host        logs.fallowmere.lan\n    HTTP_User   fluent\n    HTTP_Passwd {pw}",
    "Logstash pipeline:\noutput {{ elasticsearch {{ hosts => [\"https://logs.fallowmere.lan:9200\"] user => \"logstash\" password => \"{pw}\" }} }}",
    "filebeat.yml:\noutput.elasticsearch:\n  hosts: [\"logs.fallowmere.lan:9200\"]\n  username: filebeat\n  password: \"{pw}\"",
    "Z-Wave JS UI settings.json: \"mqtt\": {{\"host\": \"10.20.0.7\", \"auth\": true, \"username\": \"zwave\", \"password\": \"{pw}\"}}",
    "Cacti include/config.php:\n$database_username = 'cactiuser';\n$database_password = '{pw}';",
    "pywws weather.ini:\n[underground]\nstation = ILODI12\npassword = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Delroy: wifi password in the calving shed?\nMarisol: {pw}",
    "[05:12] sipho: root pw for the parlour NUC?\n[05:13] nomvula: {pw}",
    "Carlin: {pw} is the new DelPro admin password",
    "Kendis: use {pw}, that's what the robot PC has now",
    "Ambrös: la password noeuva l'è {pw}",
    "Ljuba: o nevo password si {pw}",
    "Delroy: di nyoo paaswod da {pw}",
    "कमला: नुवो पासवर्ड {pw} है",
    "نسیم: نواں پاس ورڈ {pw} اے",
    "گل‌بی‌بی: پسورد نو {pw} اس",
    "Thandeka: iphasiwedi entsha ngu {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\u180eword = {pw}", "раsswоrd → {pw}",
    "p\u00ada\u00ads\u00ads\u00adw\u00ado\u00adr\u00add: {pw}", "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 {pw}", "ᴘᴀssᴡᴏʀᴅ: {pw}",
    "\u2066password\u2069 = {pw}", "ｐａｓｓ：{pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout29's proportions).
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
    "the DelPro admin password is": "{s}", "Lely T4C pw:": "{s} (since the robot service in March)",
    "La mè password l'è": "{s}", "Gallagher web password": "{s}\nchange it after calving season",
    "o password si": "{s}", "di paaswod da": "{s}", "म्हारो पासवर्ड": "{s}",
    "Hydrawise password": "{s}", "the password Sipho read out on the radio was": "{s}, I think",
    "پسورد مه": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Agworld API key", "{s}", _j((HEX, 32))),
    ("split_token", "Semios token:", "{s} (orchard sensors)", _j("smo_", (ALNUM, 36))),
    ("split_token", "xarvio client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Samourai backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 07/31", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LT"))),
    ("split_backup", "Farmbrite recovery codes", "{s}\n8kd2m-q4wzt\nr7hx3-m2ncp", _j((LOWER_DIGITS, 5), "-", (LOWER_DIGITS, 5))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "DEA number", "{s}", _dea),
    ("split_phrase", "encfs passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"delpro": {"url": "https://delpro.fallowmere.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paaswod": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "sipho.n", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "pivot-3"}, {"name": "parlour-hmi", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mender-cli", "login", "--username", "ops@fallowmere.coop", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "o password le routeresko khere si {s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in to the Hydrawise dashboard as agronomy using the password {s}"}': ("meta_password", _plain_pw),
    '{"agworld": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"semiosToken": "{s}"}': ("meta_token", _j("smo_", (ALNUM, 36))),
    '{"herdwatch_token": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "expiry": "04/33"}}': ("meta_card", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    '{"dealer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "EE")),
    '{"vet": {"dea_number": "{s}"}}': ("meta_id", _dea),
    '{"two_factor": {"recovery_codes": ["{s}", "8kd2m-q4wzt", "r7hx3-m2ncp"]}}': ("meta_otp", _j((LOWER_DIGITS, 5), "-", (LOWER_DIGITS, 5))),
    '{"treasury": {"recovery_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"feed_store": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Fallowmere-Parlour", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.6.9-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"astronaut-a5-firmware-4.12.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/fallowmere/herd-sync:3.4").hexdigest()
_COMMIT = hashlib.sha1(b"drilling: add the spring plan", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"yield: revert the moisture fix", usedforsecurity=False).hexdigest()[:12]
_MD5 = hashlib.md5(b"lodi_field12.shp", usedforsecurity=False).hexdigest()
_SHA3 = hashlib.sha3_256(b"yield_2029.gpkg").hexdigest()

CLEAN = [
    "Remind me to change the DelPro password before the robot service on 2030-04-11.",
    "Marisol asked for the calving shed wifi password; it's on the whiteboard in the office.",
    "Policy: co-op passwords are at least 16 characters and live only in the shared vault.",
    "Please don't paste passwords into ICQ; send a vault link instead.",
    "The `.env.example` line `AGWORLD_API_TOKEN=changeme` is a placeholder; the real token is in the vault.",
    "Cacti's installer forces a new admin password on the first login.",
    "Replace <YOUR_FIELDVIEW_KEY> in the README with the key from your FieldView account page.",
    "AGWORLD_API_TOKEN and HERDWATCH_API_TOKEN must be set before the nightly herd sync runs.",
    "Dagh minga la toa password a nissun.",
    "Na phen khanikaske tiro password.",
    "No tel nobadi yu paaswod.",
    "थांरो पासवर्ड किणी नै मत बताजो।",
    "आपन पासवर्ड केहू का न बतायो।",
    "اپݨا پاس ورڈ کہیں کوں نہ ݙسو۔",
    "پسورد خو ره به هیچ کس نگی.",
    "Ungatsheli muntu iphasiwedi yakho.",
    "La clave tiene que tener por lo menos catorce caracteres, chamo.",
    "Das Passwort muss mindestens vierzehn Zeichen haben und darf keinen Hofnamen enthalten.",
    "الباسورد لازم يكون ١٤ حرف على الأقل.",
    "パスワードは14文字以上にしてください。",
    "Upgraded DelPro from 5.3 to 5.4 and farmOS to 3.2.1 over the winter.",
    f"commit {_COMMIT} adds the spring drilling plan.",
    f"Rolled back to {_SHORT} after the yield export broke the moisture column.",
    f"requirements.txt: pymodbus==3.6.9 --hash=sha256:{_WHEEL_SUM}",
    f"The Astronaut A5 firmware 4.12.2 bundle has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"sha3-256 of yield_2029.gpkg: {_SHA3}",
    f"The herd-sync container runs ghcr.io/fallowmere/herd-sync@sha256:{_IMAGE}.",
    f"MD5 of lodi_field12.shp is {_MD5}, matching the copy on the NAS.",
    "Request id 7c2e9a41-0b3d-4f6e-8a15-d94c3b72e608 is the slow one in the Agworld logs.",
    "Order 112-8473920-5518306 for the teat-dip cups ships on Thursday.",
    "SolarWinds Service Desk INC-4471: the bulk tank alarm keeps tripping at night.",
    "Call the Bahawalpur cotton gin on +92 62 2883 104 before noon.",
    "UPS tracking 1Z 999 AA1 01 2345 6784 with the spare pulsator is at the Crema depot.",
    "Ear tag UK 704321 500147 is the heifer that calved early.",
    "EID tag 982 000412345678 (FDX-B) was read at the crush on Tuesday.",
    "Field 12 at 45°18.4'N 9°30.2'E: 14.6 ha of lucerne, drilled on 2030-03-28.",
    "After five wrong passwords Agworld locks the account for 30 minutes.",
    "The pivot puts down 2.1 mm per pass; tower 4 stalls when the mud is deep.",
    "The secret of good busecca is a long, slow simmer.",
    "Ask Sipho for the feed store keypad code, I don't have it.",
    "My card ending 9921 was declined at the Gwanda hardware store.",
    "The seed merchant wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's Agworld account and keep them in the office safe.",
    "No wallet's support will ever ask you for your recovery phrase.",
    "Keep `DELPRO_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the diesel tank seizes up in frost; spray it before winter.",
    "Agworld 2030.2 moved the API key page under Company settings.",
    "DOI 10.5281/zenodo.9123456 is the 2029 soil-moisture dataset; cite it with ORCID iD 0000-0002-1694-233X.",
    "The guest wifi 'CoopGuest' is open, no password needed.",
    "EPA Reg. No. 524-537 is the herbicide on the shelf; batch 30-0412-B expires in May 2032.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2030-03-01T06:00:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/coop/delpro", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 233}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.6.9"}}',
    '{"ticket": "INC-4471", "order": "112-8473920-5518306"}',
    '{"animal": {"ear_tag": "UK 704321 500147", "eid": "982000412345678", "breed": "Holstein"}}',
    '{"phone": "+92 62 2883 104", "city": "Bahawalpur"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "cows_milked": 212}',
    '{"field": {"id": "LODI-12", "area_ha": 14.6, "lat": 45.3067, "lon": 9.5033}}',
    '{"tracking": "1Z999AA10123456784", "carrier": "UPS", "eta": "2030-04-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
