# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples and notes)
"""Held-out secret families, ninety-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the ninety-fourth's docstring, the fifth to
ninety-fourth only to search them (grep) for the languages, wordings, tools, vendors, id kinds and
IBAN countries already used (to use others), the sample types (`secret_classes_heldout.py`) and
the value helpers (`secret_classes_values.py`); never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time, any test nor the reports, and the scrubber was
never run on it. Its own seed, password words, names, places, templates, tools, vendors and
layouts, the way the packers, pump crews, solar technicians, caravan guides, clinic staff and
buyers' desks of a Saharan solar-and-dates cooperative leak secrets into an assistant's memory:
Tafukt Sun & Dates (fictional), with a date-packing shed and cold room at Zagora, a camel-caravan
tourism desk and camp at Merzouga under Erg Chebbi, a depot and weather mast at Tamanrasset, a
clinic partnership at Djanet, a solar workshop at Agadez, a buying office at Timbuktu and solar
borehole pumps around Kidal, staff from Ghardaïa, Timimoun, the Aurès, Ménaka, In-Gall and Bilma,
and buyers and partners in Marseille, Almería, Dubai and Johor. The texts are WhatsApp, Telegram,
Signal, imo, Botim, Viber, Teams, Google Chat, Element, Olvid, WeChat, Messenger and Slack
messages, Briar messages relayed over Bluetooth at a pump, SMS over a Thuraya, Google Keep,
Samsung Notes, ColorNote, Obsidian, OneNote, Apple Notes, Standard Notes and Notion notes, GLPI,
Zammad, osTicket, Jira, Redmine, Trello and Odoo Helpdesk tickets, e-mails, incident notes,
runbooks, README fragments, shell history (Termux, PowerShell, PuTTY, WezTerm, kitty, Windows
Terminal's Ubuntu tab, fish, zsh and bash history, MobaXterm, SecureCRT, KiTTY), serial consoles
(the Arduino IDE's Serial Monitor, Tera Term), SMS commands sent to vehicle and camel trackers,
configs, code, voice-dictated text and requests to the assistant itself, around the panels of
solar, pump, packing, cold-chain, weather, radio, satellite, clinic, security and office hardware
(Lorentz PSk3 controllers and PumpScanner, Grundfos SQFlex with a CU 200, Victron Cerbo GX, SMA
Sunny Portal, Huawei SmartLogger 3000, Hoymiles microinverters, Deye SUN-12K, FoxESS H3, BYD
Battery-Box, Studer Xcom-LAN, Morningstar TriStar MPPT, Schneider Conext Insight, Dibal LS-5000
scales, Intarcon cold rooms, Toshiba TEC B-EX4T2 and Zebra ZD421 printers, a Campbell Scientific
CR1000X with LoggerNet, a Misol WH2900 weather console, Starlink behind a Teltonika RUT956, Huawei
B535, Ubiquiti LiteBeam, a Cobham BGAN Explorer 710, Teltonika FMB920 and TK103 trackers, ESP32
boards, SIM800L, Quectel EC25 and SIMCom A7670 modems, an Adafruit Feather, a smart plug and a
pump relay, a Raspberry Pi hotspot, Hikvision DS-7608 and Dahua XVR recorders, Ajax Hub 2,
Synology, HP LaserJet, Sunmi T2 and PAX A920 tills, Mindray BS-240, Abbott i-STAT, Fujifilm FDR
D-EVO). Tools none of heldouts 5 to 94 names: rbw, termux-clipboard-set, kdeconnect-cli,
PowerShell's Add-VpnConnection (its `-L2tpPsk`) and Set-Clipboard, wl-copy, xclip, pbcopy,
AutoHotkey, AutoKey, ESP-AT's `AT+CWJAP`, `AT+CWSAP` and `AT+MQTTUSERCFG`, SIM800's `AT+CSTT` and
`AT+SAPBR`, the 3GPP `AT+CLCK` and `AT+CPWD`, Quectel's `AT+QMTCONN`, SIMCom's `AT+CMQTTCONNECT`,
a Teltonika tracker's `setparam` SMS, a TK103's `password…` SMS, Zebra's SGD `setvar`, apt's
`Acquire::http::Proxy`, CRBasic's `EmailSend`, the configs of OpenDTU, AhoyDTU, CircuitPython
(settings.toml), ESPurna and Headwind MDM, OpenBeken's and RaspAP's panels, and the AWEKAS and
PWSweather uploads; beside them the commands the product names (sshpass, mysql, curl, redis-cli,
docker login, htpasswd, ssh-keygen, smbclient, mega-login, 7z, zip, openssl, gpg, plink,
xfreerdp, net use, sqlplus, lftp, rabbitmqctl, ipmitool, mosquitto_pub, cqlsh, sqlcmd,
ldapsearch, kinit, sudo -S, keytool, passwd --stdin; nineteen of them drawn) in layouts of its
own. About 45 % of the texts are in other languages than English (by a rough count of the drawn
samples, a little above the 40 % aimed at): Koyra Chiini (the Songhay of Timbuktu), Tadaksahak
(Ménaka), Tasawaq (In-Gall), Tumzabt (Mozabite, Ghardaïa), Chaoui (Shawiya, the Aurès), Taznatit
(the Zenati of the Gourara, Timimoun), Tedaga (Teda, Bilma) and Soninke, which no earlier
docstring names, and French (Moroccan, Algerian and Malian office wordings), Modern Standard
Arabic, Gulf Arabic, Spanish, Catalan, Portuguese, Italian, German, Dutch, Malay, Turkish, Hausa,
Bambara, Simplified Chinese and Japanese in wordings of their own (checked by grep against
heldouts 5 to 94; Czech appears only in a seed phrase's heading). The eight new languages'
wordings are the author's approximations, checked by no speaker, built around pronouns,
possessives and the loanwords people there text (password, mot de passe, code, wifi, API key,
passport, IBAN): Koyra Chiini's `ay` ("I, my"), `no` (taken as "it is"), `taaji` ("new"),
`sanni` ("word"), `nda` ("and"), `banda` ("back"), `boro` ("person"), `ci` ("say"), `ma si` (a
negation) and `fofo` (a greeting, used as thanks); Tadaksahak's `ɣáy` ("I, my") with the Tamasheq
`tanəmmert` ("thanks"); Tasawaq's `ɣa` ("I, my") with the Hausa `sabo` ("new"), `sannan`
("then"), `lamba` ("number") and `kar ka ba kowa` ("don't give it to anyone"); Tumzabt's `inu`
("my"), the particle `d` ("it is"), `jdid` ("new"), `isem` ("name"), `amḍan` ("number") and
`tameqqunt` ("connection"); Chaoui's `lpaswor`, `inu`, `d`, `awal` ("word"), `mbeɛd` ("after"),
`ssarut` ("key"), `lkud n tebburt` ("the door's code") and `tanmirt` ("thanks"); Taznatit's
`lmodpas`, `lqsar` ("the ksar") and `inu`; Tedaga's `tɪ` (taken as "I, my") with the Arabic
`ma tantīh li-ḥadd`; Soninke's `in` ("I, my"), `ke` ("this"), `ke ya` ("it is this") and `do`
("and") with the Bambara `kura` ("new"); the Berber prose of the clean texts is written after
Kabyle-like models and is unchecked too. Vendors (PayZone, Wafacash, Guiddini, Sama Money,
Ligdicash, Bizao, InTouch, MyFatoorah, Amazon Payment Services, Ottu, Thawani, Dibsy, SkipCash,
Upayments, Noon Payments, Kashier, Addon Payments, Yalidine, ZR Express, Maystro Delivery,
Ecotrack, Noest Express, Guepex, Sendit, Cathedis, Correos, Nacex, Envialia, Zeleris, CTT
Express, Tipsa, TourRadar, Hotelbeds, WebBeds, DabaDoc, Vezeeta, Altibbi, Okadoc, Doctoranytime,
PVOutput, FoxESS, SolarAssistant, Also Energy, 3E SynaptiQ, Husarnet, Remote.It, DuckDNS, Airalo,
Octopush, SMSFactor, Spot-Hit and D7 Networks) are ones heldouts 5 to 94 do not name; where a
vendor publishes no token shape the shape here is the author's guess (DuckDNS's UUID, PVOutput's
40 hex digits and Husarnet's join code follow what they show; Dibsy's `sk_live_`, Ottu's dotted
key, MyFatoorah's long run, the JWTs given to Ligdicash, SMSFactor and D7 Networks and most of the
plain runs are guesses). The ids are kinds heldouts 5 to 94 do not use, and none carries a check
a library or this file verifies (python-stdnum has no module for them): a Nigerien national
identity card, an Algerian biometric identity card (CNIBE), an Algerian Chifa card, a
Moroccan RAMED card, a Moroccan carte de séjour, a French récépissé of a residence-permit
request, a French carte mobilité inclusion, a Moroccan tourist guide's card, a Moroccan Ordre des
médecins registration, a Saudi Umrah visa, an Algerian livret militaire, a Malian consular card
and a consular laissez-passer, drawn in the shape the author believes they are printed in; and
passports under Koyra Chiini, Tedaga, Soninke, Tumzabt and Tasawaq words, likewise unchecked.
Card numbers pass Luhn (Edahabia's, CIB's and Jaywan's prefixes are the author's guesses, drawn
here and checked with python-stdnum's `luhn`; the rest from the value helpers). The IBANs are of
the countries used least by a rough count over heldouts 5 to 94 (Czechia, the United Kingdom,
Belgium, Switzerland, Denmark, Finland, Norway and Luxembourg, four to six corpora each), drawn
until `stdnum.iban` validates them (Belgium's and Norway's national check digits included); seed
phrases come from `mnemonic`'s English, French, Spanish, Italian, Portuguese, Czech, Turkish and
Simplified Chinese lists, each from random entropy, so its checksum holds. 390 texts hold a
secret, 20 field pairs and 20 metadata samples (430 scored), with 60 clean texts and 10 clean
metadata samples that must be kept: digests after the word that names them, a commit, versions,
a request's UUID, a purchase order, tickets, a caravan booking, a phone number, an ISBN, number
plates, pump flows, cold-room temperatures, date calibers, placeholders (`replace-me`) and prose
about passwords in the languages above.
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

SEED = 97_264_053
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
class _Kind:
    """One class of samples: its templates and how a sample's fields are drawn.

    ``draw(rng, index, template)`` gives the template's fields; ``key`` names the field holding
    the planted value, unless the draw also gives a ``secret`` field (the part that must go)."""

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


def _pick(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one choice from each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


# The words the cooperative's people build passwords from.
_DATES = ["Mejhoul", "Bouslikhene", "Boufeggous", "Jihel", "Feggous", "Tazerzit", "Takerboucht",
          "Ghars", "Deglet", "Tinnaser", "Aziza", "Bousthammi", "Najda", "Iklane"]  # fmt: skip
_DESERT = ["Erg", "Hamada", "Reg", "Guelta", "Foggara", "Khettara", "Ksar", "Kasbah", "Oued",
           "Tassili", "Hoggar", "Adrar", "Tanezrouft", "Azalai", "Mehari", "Zriba", "Sebkha",
           "Tagelmust"]  # fmt: skip
_SITES = ["Zagora", "Merzouga", "Tamanrasset", "Djanet", "Agadez", "Timbuktu", "Kidal",
          "Ghardaia", "Timimoun", "Menaka", "InGall", "Bilma", "Ouarzazate", "Tinfou", "Rissani",
          "Arlit"]  # fmt: skip
_NAMES = ["Lahcen", "Itto", "Mbarek", "Zahra", "Youssef", "Hassan", "Khadija", "Bakir", "Nacer",
          "Yamina", "Abdelkader", "Salah", "Amina", "Rhissa", "Hadiza", "Alhousseini", "Barka",
          "Tahirou", "Baba", "Oumou", "Alkassoum", "Hawa", "Samba", "Claire", "Etienne", "Pilar",
          "Khalid", "Aiman", "Nurul"]  # fmt: skip
_CAMELS = ["Azrem", "Ablaq", "Tamdayt", "Ilizi", "Amellal", "Boudjemaa", "Tigrit", "Asouf",
           "Tilelli", "Anou"]  # fmt: skip
_PUMPS = ["Lorentz", "SQFlex", "PSk", "Cerbo", "Xtender", "SunnyBoy", "TriStar", "Hoymiles"]
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["M3jh0ul", "T4ss1l1", "H0gg4r", "Az4l41", "S0l41r3", "D4tt3s", "K4sb4h", "F0gg4r4",
         "P4lm13r"]  # fmt: skip


def _sym(g: random.Random) -> str:
    return g.choice(_SYMBOLS)


def _apple_style(g: random.Random) -> str:
    """Three groups of six small letters, one made a capital and one a digit, as a phone's
    password generator writes them."""
    groups = [list(_r(g, LOWER, 6)) for _ in range(3)]
    upper_at, digit_at = g.sample(range(18), 2)
    groups[upper_at // 6][upper_at % 6] = groups[upper_at // 6][upper_at % 6].upper()
    groups[digit_at // 6][digit_at % 6] = g.choice(D)
    return "-".join("".join(group) for group in groups)


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DATES)}{g.choice(_SITES)}{g.randrange(10, 100)}{_sym(g)}",
    lambda g: "-".join(w.lower() for w in g.sample(_DESERT, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{_sym(g)}{g.choice(_SITES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2034)) + _sym(g),
    lambda g: f"{g.choice(_PUMPS)}{g.choice([3, 4, 5, 7, 11, 15, 22])}kW{_sym(g)}",
    lambda g: f"{g.choice(_SITES).lower()}_{g.choice(_DATES).lower()}_{g.randrange(1990, 2034)}",
    lambda g: f"Caravane{g.randrange(2, 40)}{g.choice(_CAMELS)}{_sym(g)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + _sym(g) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_DESERT).upper()}{_sym(g)}{g.randrange(1000, 10_000)}",
    _apple_style,
    lambda g: f"{g.choice(_NAMES)}{g.choice(_CAMELS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_DATES)}@{g.randrange(24, 40)}{g.choice(_SITES)[:3].upper()}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password that a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID_EN = [
    "WhatsApp, Lahcen (Zagora packing shed): the Dibal LS-5000 scale admin password is {pw}",
    "Telegram from Rhissa: Lorentz PSk3 controller at the Agadez well, service password {pw}",
    "Signal, Étienne: Victron Cerbo GX remote console password {pw}",
    "imo message from Baba: the Timbuktu office Synology password is now {pw}",
    "Botim chat, Khalid (Dubai desk): Sunmi T2 till admin password {pw}",
    "Viber, Hassan at the Merzouga caravan desk: Hikvision DS-7608 NVR admin password {pw}",
    "Teams chat with Pilar: Sunny Portal password for the Almería cold store {pw}",
    "Briar message relayed over Bluetooth at the Kidal pump: Grundfos CU 200 password {pw}",
    "Google Chat, #packing: Toshiba TEC B-EX4T2 printer web password {pw}",
    "Element room 'Djanet clinic': Mindray BS-240 service password {pw}",
    "Olvid message from Claire: Marseille warehouse alarm app password {pw}",
    "WeChat from Chen Wei: the Huawei SmartLogger 3000 installer password is {pw}",
    "Messenger, Youssef: Teltonika RUT956 behind the Starlink, admin password {pw}",
    "Slack #solar: Deye SUN-12K logger web password {pw}",
    "SMS from Tahirou over the Thuraya: the BGAN Explorer 710 LaunchPad password is {pw}",
    "Google Keep 'Zagora shed': Intarcon cold-room controller password {pw}",
    "Samsung Notes: Studer Xcom-LAN portal password {pw}",
    "ColorNote on the caravan-desk phone: Ajax Hub 2 admin password {pw}",
    "Obsidian, Ops/Sites/Kidal.md: Morningstar TriStar MPPT web password `{pw}`",
    "OneNote, Clinic › Djanet: Abbott i-STAT data manager password {pw}",
    "Apple Notes: FoxESS H3 installer password {pw}",
    "Standard Notes: Campbell Scientific LoggerNet admin password {pw}",
    "GLPI ticket #2207: the Misol WH2900 console at Merzouga lost its PWSweather station password; it was {pw}",
    "Zammad #4418: BYD Battery-Box Be Connect password {pw} no longer works",
    "osTicket 1093: Ubiquiti LiteBeam at Tamanrasset, admin password {pw}, please rotate",
    "Jira SOL-88: the Hoymiles DTU we flashed with OpenDTU, admin password {pw}",
    "Redmine #312: Dahua XVR at the Agadez workshop, admin password {pw}",
    "Trello card 'Timbuktu office move': HP LaserJet EWS password {pw}",
    "Odoo Helpdesk ticket 77: PAX A920 merchant menu password {pw}",
    "OpenBeken panel on the shed's smart plug › Config › MQTT: password {pw}",
    "AWEKAS upload for the Tamanrasset station stopped; the AWEKAS password in the console is {pw}",
    "Hi Salah,\n\nthe Tamanrasset depot NAS root password is {pw}. Delete this once it is in Vaultwarden.\n\nÉtienne",
    "Incident 2031-08-03: the Schneider Conext Insight at Djanet was reachable from the internet with password {pw}",
    "Runbook: restart the Kidal borehole pump\n1. open the Lorentz PumpScanner app\n2. connect to controller PSk3-20\n3. enter password {pw}\n4. set the tank float to auto",
    "README (Agadez solar lab)\nThe Victron local console is at http://venus.aga.tafukt.lan, password `{pw}`.",
    "dictated on the road to Erg Chebbi: the caravan desk laptop password is {pw} full stop",
    "note to self: Fujifilm FDR D-EVO workstation password {pw}",
    "remember for me: my CIH Bank app password is {pw}",
    "my Maybank2u password became {pw} after the reset",
    "please keep the Emirates NBD app password for me: {pw}",
]  # fmt: skip
_SAID_OTHER = [
    "le mot de passe du poste de conditionnement à Zagora, c'est {pw}, ne le donne à personne",
    "mdp de l'onduleur de la station de pompage de Kidal : {pw}",
    "Étienne : le mot de passe du Cerbo a changé, maintenant c'est {pw}",
    "كلمة سر لوحة التحكم في محطة الضخ: {pw}",
    "رمز الدخول الجديد لحاسوب مستوصف جانت هو {pw}",
    "الباسوورد مال الراوتر في مكتب دبي {pw}",
    "oye Pilar, la contraseña del ordenador de la cámara frigorífica es {pw}",
    "la contrasenya del portàtil de la Núria és {pw}, no la passis a ningú",
    "a senha do painel do inversor em Agadez é {pw}",
    "la password dell'ecografo della clinica di Djanet è {pw}",
    "Das Passwort für den Wechselrichter in Zagora lautet seit gestern {pw}",
    "het wachtwoord van de dadelweegschaal in Zagora is {pw}",
    "kata laluan baharu akaun pembeli di Johor ialah {pw}",
    "nakliye portalının yeni şifresi şu: {pw}",
    "kalmar wucewa ta kwamfutar Agadez ita ce {pw}",
    "N ka ordinatɛri password kura ye {pw} ye",
    "逆变器监控平台的登录密码：{pw}",
    "キャラバン予約PCのパスワードは {pw} です",
    "Baba: ay ordinateur password taaji no {pw}",
    "ay email password no {pw}, fofo",
    "Alkassoum: ɣáy password taaji {pw}, tanəmmert",
    "ɣáy routeur password: {pw}",
    "Alhousseini: ɣa password sabo {pw}",
    "ɣa email password, sannan ka manta: {pw}",
    "Bakir: lmot de passe inu jdid d {pw}",
    "lmot de passe n lordinateur inu: {pw}",
    "Nacer: lpaswor inu d {pw}, tanmirt",
    "lpaswor n ttilifun inu: {pw}",
    "Abdelkader: lmodpas n lqsar d {pw}",
    "lmodpas inu n l'email: {pw}",
    "Barka: tɪ password {pw}",
    "tɪ ordinateur password: {pw}",
    "Hawa: in password ke {pw}",
    "Samba: ke ya in email password: {pw}",
]  # fmt: skip
_said_en = _Kind("labelled_password", _SAID_EN, _pick(_pw), "pw")
_said_other = _Kind("labelled_password", _SAID_OTHER, _pick(_pw), "pw")


_USERS = ["lahcen", "itto.a", "mbarek", "zahra.b", "youssef", "hassan.desk", "khadija",
          "bakir", "nacer", "yamina.k", "abdelkader", "salah.t", "amina.dj", "rhissa", "hadiza",
          "alhousseini", "barka", "tahirou", "baba.t", "oumou", "alkassoum", "hawa.sylla",
          "samba", "claire.m", "etienne", "pilar", "khalid", "aiman", "svc-pumps", "packshed",
          "caravan-desk"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Youssef: the Hikvision login is {u} / {pw}",
    "GLPI #2231: {u} locked out of the SmartLogger, last password {pw}",
    "user {u} pass {pw}",
    "Obsidian › Sites › Djanet › i-STAT DM: {u} — {pw}",
    "| site | device | user | password |\n|---|---|---|---|\n| Kidal | PSk3-20 | {u} | {pw} |",
    "log into the Sunny Portal as {u} with {pw}",
    "Zammad: creds for the Studer portal are {u} and {pw}",
    "login {u}\npass {pw}",
    "- host: nas-tbk\n  user: {u}\n  pass: {pw}",
    "site,login,password\naga-workshop-nvr,{u},{pw}",
    "ssh {u}@pump-gw.kdl.tafukt.lan   # password {pw}",
    "identifiant {u}, mot de passe {pw}",
    "اسم المستخدم {u} وكلمة السر {pw}",
    "usuario {u} y contraseña {pw}, vale?",
    "Benutzername {u} / Kennwort {pw}",
    "nama pengguna {u}, kata laluan {pw}",
    "账号 {u} 密码 {pw}",
    "ay login {u}, ay password {pw}",
    "ɣáy login {u}, password {pw}",
    "isem inu {u}, lmot de passe {pw}",
    "lidentifiant inu {u}, lpaswor {pw}",
    "in login {u}, in password ke {pw}",
    "tɪ login {u}, tɪ password {pw}",
    "sunan shiga {u}, kalmar wucewa {pw}",
]  # fmt: skip
_logins = _Kind("login_pair", _LOGINS, _pick(_pw, u=_USERS), "pw")


_SAID_WORDS = ["mejhoul", "bouslikhene", "tazerzit", "takerboucht", "ghars", "boufeggous",
               "azalai", "tassili", "foggara", "khettara", "ablaq", "guelta", "tagelmust",
               "hoggar", "tilelli", "amellal"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password for the shed PC: {w}, nothing capital, then {d}",
    "it's the name of the big camel, {w}, followed by {d}",
    "type {w} and then {d}, no space",
    "it's {w}{d}, letters then digits, no gap",
    "voice memo: the pump password is {w} and after that the number {d}",
    "mdp : le mot {w} en minuscules, puis {d}",
    "كلمة السر تبدأ بكلمة {w} ثم الرقم {d}",
    "la contraseña: primero la palabra {w}, después {d}",
    "kata laluan tu: {w} dulu, lepas tu {d}",
    "ay password no sanni {w}, nda {d}",
    "lpaswor d awal {w}, mbeɛd {d}",
    "in password: {w} do {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Kind("spelled_password", _SPELLED, _spelled_draw, "w")


# Tools none of heldouts 5 to 94 names, typed at a prompt.
_NEW_SHELL_CLI = [
    "rbw get 'Lorentz PSk3 Kidal'\n{pw}",
    "printf '%s' '{pw}' | termux-clipboard-set",
    "kdeconnect-cli -n 'Pixel de Lahcen' --share-text '{pw}'",
    "Add-VpnConnection -Name 'Tafukt-Zagora' -ServerAddress vpn.tafukt.coop -TunnelType L2tp -L2tpPsk '{pw}' -AuthenticationMethod MSChapv2 -Force",
    "echo -n '{pw}' | wl-copy",
    "echo -n '{pw}' | xclip -selection clipboard",
    "Set-Clipboard -Value '{pw}'",
    "echo -n '{pw}' | pbcopy",
]  # fmt: skip
# The commands the product names, in layouts of this corpus.
_SHELL_CLI = [
    "sshpass -p '{pw}' ssh {u}@cerbo.zgr.tafukt.lan",
    "mysql -h lots-db.zgr.tafukt.lan -u {u} -p'{pw}' dattes",
    "curl -u {u}:{pw} http://opendtu.mrz.tafukt.lan/api/livedata/status",
    "redis-cli -h cache.tafukt.lan -a '{pw}' --no-auth-warning info",
    "docker login registry.tafukt.coop -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd-caravan {u} '{pw}'",
    "ssh-keygen -t ed25519 -f ~/.ssh/pump_kdl -N '{pw}'",
    "smbclient //nas-tbk/factures -U {u}%{pw}",
    "mega-login {u}@tafukt.coop '{pw}'",
    "7z a -p'{pw}' -mhe=on paie-2031-07.7z paie/",
    "zip -P '{pw}' lots-export.zip lots.csv",
    "openssl enc -aes-256-cbc -pbkdf2 -in acheteurs.csv -out acheteurs.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c rapport-clinique.pdf",
    "plink -ssh -pw {pw} {u}@10.40.2.1",
    "xfreerdp /v:compta.tafukt.lan /u:{u} /p:'{pw}' /cert:ignore",
    "net use Z: \\\\nas-zgr\\emballage /user:TAFUKT\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora.tafukt.lan:1521/EXPORT",
    "lftp -u {u},{pw} ftp://ftp.acheteur-marseille.fr",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.40.0.9 -U {u} -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.tafukt.coop -u {u} -P '{pw}' -t pompes/kdl/etat -m on",
    "cqlsh telemetry.tafukt.lan -u {u} -p '{pw}'",
    "sqlcmd -S compta-sql -U {u} -P '{pw}' -Q \"SELECT COUNT(*) FROM Factures\"",
    "ldapsearch -x -H ldap://dc.tafukt.lan -D 'cn={u},dc=tafukt,dc=lan' -w '{pw}' '(uid=*)'",
    "echo '{pw}' | kinit {u}@TAFUKT.LAN",
    "echo '{pw}' | sudo -S systemctl restart opendtu",
    "keytool -importcert -alias satim -file satim.crt -keystore pay.jks -storepass '{pw}'",
    "echo '{pw}' | passwd --stdin {u}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "Termux ~ $ {c}", "PuTTY, pump-gw.kdl:\n{c}",
    "WezTerm tab 'solar': {c}", "kitty on Étienne's laptop:\n$ {c}",
    "Windows Terminal (Ubuntu) ~$ {c}", "fish history:\n- cmd: {c}",
    "zsh_history:\n: 1943012345:0;{c}", "MobaXterm, session 'tam-depot': {c}",
    "SecureCRT log, tbk-office:\n{c}", "KiTTY, 'agadez-lab':\n{c}", ".bash_history:\n{c}",
    "GLPI #2240, the command I ran: {c}", "sur le serveur du hangar j'ai fait : {c}",
    "الأمر الذي شغلته: {c}", "lo que tecleé en la terminal: {c}", "ay commande: {c}",
    "lcommande inu: {c}", "in commande ke: {c}", "arahan yang saya taip tadi: {c}",
]  # fmt: skip


def _shell(templates: list[str]) -> Taker:
    """``n`` samples of ``templates``, each at a prompt or in a note."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        samples = v.fill(rng, "cli_password", templates, n, _plain_pw, u=_USERS)
        return v.framed(rng, samples, _SHELLS)

    return take


_new_shell_cli = _shell(_NEW_SHELL_CLI)
_shell_cli = _shell(_SHELL_CLI)


# Commands typed into a device's console or sent to it by SMS: each in its own setting.
_DEVICE_CLI = [
    "Arduino IDE Serial Monitor, 115200 baud, the ESP32 at the Kidal pump:\nAT+MQTTUSERCFG=0,1,\"pump-kdl-03\",\"{u}\",\"{pw}\",0,0,\"\"",
    "SIM800L on the Timbuktu meter, Tera Term:\nAT+CSTT=\"internet.orangemali.com\",\"{u}\",\"{pw}\"",
    "AT+SAPBR=3,1,\"APN\",\"internet.iam.ma\"\nAT+SAPBR=3,1,\"USER\",\"{u}\"\nAT+SAPBR=3,1,\"PWD\",\"{pw}\"",
    "Quectel EC25 in the Djanet fridge logger:\nAT+QMTOPEN=0,\"mqtt.tafukt.coop\",1883\nAT+QMTCONN=0,\"djt-fridge-1\",\"{u}\",\"{pw}\"",
    "SIMCom A7670 on the Agadez tracker:\nAT+CMQTTCONNECT=0,\"tcp://mqtt.tafukt.coop:1883\",60,1,\"{u}\",\"{pw}\"",
    "SMS sent to the FMB920 in the Land Cruiser:\n  setparam 2001:internet.ooredoo.dz;2002:{u};2003:{pw}",
    "AutoHotkey, booking.ahk on the caravan-desk PC:\n::;tfk::SendText \"{pw}\"",
    "AutoKey phrase script 'erp login' on Claire's laptop:\nkeyboard.send_keys(\"{u}\\t{pw}\\n\")",
]  # fmt: skip


def _device_cli(rng: random.Random, n: int) -> list[Sample]:
    return v.fill(rng, "cli_password", _DEVICE_CLI, n, _plain_pw, u=_USERS)


_URLS = [
    "mqtts://{u}:{pw}@mqtt.tafukt.coop:8883",
    "rtsp://{u}:{pw}@10.40.3.21:554/Streaming/Channels/101",
    "postgresql://{u}:{pw}@lots-db.zgr.tafukt.lan:5432/dattes",
    "mysql://{u}:{pw}@booking-db.mrz.tafukt.lan/caravanes",
    "ftp://{u}:{pw}@ftp.comprador-almeria.es/pedidos/",
    "mongodb+srv://{u}:{pw}@clinic-cluster.tafukt.coop/patients",
    "socks5h://{u}:{pw}@gw.tam.tafukt.lan:1080",
    "smtp://{u}:{pw}@mail.tafukt.coop:587",
    "davs://{u}:{pw}@cloud.tafukt.coop/remote.php/dav/files/{u}/",
    "jdbc:postgresql://pg.tafukt.lan:5432/sante?user={u}&password={pw}",
    "Server=compta-sql;Database=Compta;User Id={u};Password={pw};TrustServerCertificate=True",
    "amqp://{u}:{pw}@queue.tafukt.lan:5672/exports",
]  # fmt: skip
_URL_PLACES = [
    "{c}", "DATABASE_URL={c}", "keep this one for me: {c}", "connexion à garder : {c}",
    "رابط الاتصال: {c}", "la cadena de conexión es {c}", "GLPI #2262: {c}",
    "Obsidian › Ops › URLs: {c}", "tameqqunt inu: {c}",
]  # fmt: skip


_APT_PROXY = '/etc/apt/apt.conf.d/95proxy on the shed server:\nAcquire::http::Proxy "http://{u}:{pw}@proxy.zgr.tafukt.lan:3128/";'


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n - 1, _plain_pw, u=_USERS)
    apt = v.fill(rng, "connection_string", [_APT_PROXY], 1, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES) + apt


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _issued_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_000_000)
        claims = {"iss": issuer, "aud": "tafukt-coop", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 31_536_000, "scope": "send read"}  # fmt: skip
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


_HUSARNET_PREFIX = "fc94:b01d:1803:8dd8:b293:5c7d:7639:932a/"
_VENDORS: list[tuple[str, str, Maker]] = [
    ("PayZone", "PAYZONE_SECRET_KEY", _j((HEX, 32))),
    ("Wafacash", "WAFACASH_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Guiddini", "GUIDDINI_APP_SECRET", _j((HEX, 64))),
    ("Sama Money", "SAMA_MONEY_API_KEY", _j((ALNUM, 32))),
    ("Ligdicash", "LIGDICASH_API_TOKEN", _issued_jwt("https://app.ligdicash.com")),
    ("Bizao", "BIZAO_ACCESS_TOKEN", lambda g: v.uuid4(g, "8")),
    ("InTouch", "INTOUCH_AGENCY_SECRET", _j((UPPER_DIGITS, 32))),
    ("MyFatoorah", "MYFATOORAH_API_TOKEN", _j((URLSAFE, 280))),
    ("Amazon Payment Services", "APS_SHA_REQUEST_PHRASE", _j((ALNUM + "$#!.", 24))),
    ("Ottu", "OTTU_API_KEY", _j((ALNUM, 8), ".", (ALNUM, 32))),
    ("Thawani", "THAWANI_SECRET_KEY", _j((ALNUM, 30))),
    ("Dibsy", "DIBSY_SECRET_KEY", _j("sk_live_", (ALNUM, 40))),
    ("SkipCash", "SKIPCASH_KEY_SECRET", _j((B64, 88))),
    ("Upayments", "UPAYMENTS_API_KEY", _j((HEX, 40))),
    ("Noon Payments", "NOON_PAYMENTS_API_KEY", _j((HEX, 32))),
    ("Kashier", "KASHIER_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Addon Payments", "ADDON_SHARED_SECRET", _j((ALNUM, 24))),
    ("Yalidine", "YALIDINE_API_TOKEN", _j((ALNUM, 64))),
    ("ZR Express", "ZR_EXPRESS_TOKEN", _j((HEX, 64))),
    ("Maystro Delivery", "MAYSTRO_TOKEN", _j((HEX, 40))),
    ("Ecotrack", "ECOTRACK_API_TOKEN", _j((ALNUM, 60))),
    ("Noest Express", "NOEST_API_TOKEN", _j((ALNUM, 48))),
    ("Guepex", "GUEPEX_API_KEY", _j((ALNUM, 40))),
    ("Sendit", "SENDIT_SECRET_KEY", _j((HEX, 32))),
    ("Cathedis", "CATHEDIS_API_KEY", _j((ALNUM, 36))),
    ("Correos", "CORREOS_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Nacex", "NACEX_WS_PASSWORD_MD5", _j((HEX, 32))),
    ("Envialia", "ENVIALIA_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Zeleris", "ZELERIS_TOKEN", _j((ALNUM, 44))),
    ("CTT Express", "CTT_EXPRESS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Tipsa", "TIPSA_API_KEY", _j((HEX, 32))),
    ("TourRadar", "TOURRADAR_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Hotelbeds", "HOTELBEDS_API_KEY", _j((LOWER_DIGITS, 32))),
    ("WebBeds", "WEBBEDS_API_KEY", _j((UPPER_HEX, 32))),
    ("DabaDoc", "DABADOC_API_KEY", _j((ALNUM, 32))),
    ("Vezeeta", "VEZEETA_PARTNER_SECRET", _j((URLSAFE, 43))),
    ("Altibbi", "ALTIBBI_API_TOKEN", _j((ALNUM, 50))),
    ("Okadoc", "OKADOC_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Doctoranytime", "DOCTORANYTIME_API_KEY", _j((HEX, 40))),
    ("PVOutput", "PVOUTPUT_API_KEY", _j((HEX, 40))),
    ("FoxESS", "FOXESS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("SolarAssistant", "SOLAR_ASSISTANT_TOKEN", _j((ALNUM, 40))),
    ("Also Energy", "ALSOENERGY_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("3E SynaptiQ", "SYNAPTIQ_API_KEY", _j((HEX, 32))),
    ("Husarnet", "HUSARNET_JOIN_CODE", _j(_HUSARNET_PREFIX, (ALNUM, 22))),
    ("Remote.It", "R3_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("DuckDNS", "DUCKDNS_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Airalo", "AIRALO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Octopush", "OCTOPUSH_API_KEY", _j((ALNUM, 40))),
    ("SMSFactor", "SMSFACTOR_TOKEN", _issued_jwt("https://api.smsfactor.com")),
    ("Spot-Hit", "SPOTHIT_API_KEY", _j((HEX, 32))),
    ("D7 Networks", "D7_API_TOKEN", _issued_jwt("https://api.d7networks.com")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}=\"{tok}\"",
    "docker run -d -e {env}={tok} tafukt/booking-sync:2.4",
    "kubectl -n shop create secret generic payments --from-literal={env}={tok}",
    "gh secret set {env} --body '{tok}'",
    "supervisord.conf: environment={env}=\"{tok}\"",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Tafukt ERP › Paramètres › Intégrations › {vendor} › clé API : {tok}",
    "Notion DB 'Vendors & keys': | {vendor} | prod | {tok} |",
    "GLPI #2290: {vendor} calls fail with 401 Unauthorized; configured key {tok}",
    "Zammad: the {vendor} integration is broken again, current key {tok}",
    "WhatsApp, Khalid: the {vendor} key for the Gulf orders: {tok}",
    "Telegram, Claire: {vendor} token rotated, new one {tok}",
    "store my {vendor} API key please: {tok}",
    "clé API {vendor} pour la boutique des dattes : {tok}",
    "la clé d'API {vendor} du bureau de Tamanrasset est {tok}",
    "مفتاح واجهة {vendor} البرمجية: {tok}",
    "الـ API key مال {vendor}: {tok}",
    "{vendor}, clave para la API de pedidos de Almería: {tok}",
    "{vendor}: la clau de l'API per a la botiga és {tok}",
    "chave de API {vendor} do escritório: {tok}",
    "chiave API {vendor} per la clinica: {tok}",
    "{vendor} API-Schlüssel (live, nicht Test): {tok}",
    "API-sleutel {vendor} voor de dadelimport: {tok}",
    "kunci API {vendor} untuk gudang Johor: {tok}",
    "{vendor} API anahtarı (canlı): {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} の API キー（本番）: {tok}",
    "mabuɗin API na {vendor}: {tok}",
    "{vendor} API key ye {tok} ye",
    "ay {vendor} API key no {tok}",
    "ɣáy {vendor} API key {tok}",
    "ɣa {vendor} API key: {tok}",
    "ssarut API n {vendor}: {tok}",
    "lclé API n {vendor} d {tok}",
    "tɪ {vendor} API key: {tok}",
    "in {vendor} API key ke: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    pvoutput = _r(rng, HEX, 40)
    duck = v.uuid4(rng, "9")
    hotelbeds = _r(rng, LOWER_DIGITS, 32)
    yalidine = _r(rng, ALNUM, 64)
    foxess = v.uuid4(rng, "a")
    husarnet = _HUSARNET_PREFIX + _r(rng, ALNUM, 22)
    return [
        Sample("vendor_token", f"curl -d 'd=20310714' -d 'v1=18450' -H 'X-Pvoutput-Apikey: {pvoutput}' -H 'X-Pvoutput-SystemId: 81422' https://pvoutput.org/service/r2/addoutput.jsp", pvoutput),
        Sample("vendor_token", f"*/5 * * * * curl -s 'https://www.duckdns.org/update?domains=tafukt-zgr&token={duck}&ip=' >/dev/null", duck),
        Sample("vendor_token", f"headers = {{'Api-key': '{hotelbeds}', 'X-Signature': sig, 'Accept': 'application/json'}}", hotelbeds),
        Sample("vendor_token", f"$ch = curl_init('https://api.yalidine.app/v1/parcels/');\ncurl_setopt($ch, CURLOPT_HTTPHEADER, ['X-API-ID: 08213377510264839013', 'X-API-TOKEN: {yalidine}']);", yalidine),
        Sample("vendor_token", f"fetch('https://www.foxesscloud.com/op/v0/device/list', {{ headers: {{ token: '{foxess}', lang: 'en' }} }})", foxess),
        Sample("vendor_token", f"sudo husarnet join {husarnet} pump-gw-kdl", husarnet),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor once at least
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the portal only shows it once:\n{t}",
                "احفظ هذا: {t}", "{t}\n^ this one is live since this morning",
                "garde-moi ça : {t}", "ay token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 46)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 54), "=="),
                _j((LOWER_DIGITS, 50)), _j((URLSAFE, 52)), _j((B64, 42)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Kind(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the soil probe in palm row 14 (OTAA): {h}": 32,
    "NwkSKey of the Kidal water meter (ABP): {h}": 32,
    "HMAC secret of the MyFatoorah webhook: {h}": 64,
    "AES key for the lot-export archive, hex: {h}": 64,
    "Zigbee network key of the packing-shed sensors: {h}": 32,
    "ESP32 flash encryption key from the factory sheet: {h}": 64,
    "مفتاح التشفير للنسخ الاحتياطي: {h}": 64,
    "clé de chiffrement de la sauvegarde (hex) : {h}": 48,
    "ay sauvegarde clé no {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Kind("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #2315: token copied from the booking site's network tab {t}",
    "Cookie: lang=fr-MA; tfk_session={t}",
    "CARAVAN_API_TOKEN={t}",
    "stash this bearer for the booking API: {t}",
    "التوكن هو {t}",
    "le jeton d'accès du portail acheteurs : {t}",
    "ltoken inu: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {"iss": "https://id.tafukt.coop/realms/coop", "azp": "caravan-desk",
                   "realm_access": {"roles": ["booking", "packing"]}}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Kind("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old key of the Kidal pump gateway, keep it somewhere:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.tafukt.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"satim_client_key": "{key}", "terminal": "TFK-01"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kdl <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI #2301, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "المفتاح الخاص للخادم:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "clé PGP de l'acheteur de Marseille pour le dépôt SFTP :\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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


_pems = _Kind("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trezor Safe 3 backup card, copying it before I burn the card: {p}": "english",
    "recovery phrase of the dates-fund wallet (emptied in 2031)\n{p}": "english",
    "voice memo: the wallet words are {p}, that's every word": "english",
    "Obsidian, Finance/Wallets.md: {p}": "english",
    "phrase de récupération du portefeuille de la coopérative : {p}": "french",
    "les 24 mots du Ledger de Claire :\n{p}": "french",
    "frase de recuperación de la cartera de Pilar: {p}": "spanish",
    "frase di recupero del portafoglio di Luca: {p}": "italian",
    "as palavras de recuperação da carteira da Joana: {p}": "portuguese",
    "obnovovací fráze peněženky cestovky z Brna: {p}": "czech",
    "cüzdan kurtarma kelimeleri (Mehmet): {p}": "turkish",
    "陈伟的钱包助记词：{p}": "chinese_simplified",
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


_seeds = _Kind("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid number of one of ``prefixes`` (for schemes the value helpers do not know;
    Edahabia's, CIB's and Jaywan's prefixes here are the author's guesses), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "edahabia":
        return _card_of(rng, ["628058"], [16])
    if brand == "cib":
        return _card_of(rng, ["628032", "628035"], [16])
    if brand == "jaywan":
        return _card_of(rng, ["978401", "978402"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Khalid: the coop card for the Dubai fair stand is {c}, exp {mm}/{yy}",
    "hold on to my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "GLPI #2333: pay the Lorentz service visit with card {c}",
    "numéro de ma carte Edahabia : {c}",
    "رقم بطاقتي: {c}، تنتهي {mm}/{yy}",
    "número de la tarjeta de la empresa: {c}, caduca {mm}/{yy}",
    "no. kad kredit syarikat: {c}, luput {mm}/{yy}",
    "ay carte numéro no {c}",
    "numéro n lcarte inu: {c}, {mm}/{yy}",
    "in carte numéro ke: {c}",
    "我的卡号：{c}，有效期 {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "edahabia", "mastercard", "cib", "jaywan", "amex", "unionpay", "visa",
           "discover", "mastercard", "jcb", "maestro"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "edahabia" if "Edahabia" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Kind("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} valid to 09/36, CVV {cvv}",
               "the three little digits by the signature: {cvv}",
               "Amex {c}, CID above the number on the front: {cvv}",
               "les 3 chiffres au verso de la carte de la coop : {cvv}",
               "الأرقام الثلاثة خلف البطاقة: {cvv}",
               "ay carte banda code no {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Kind("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 94 (four to six corpora each):
# CZ, GB, BE, CH, DK, FI, NO and LU.


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice TFK-2031-412: please pay the Brno tour operator's refund to {i}": "CZ",
    "save the Brussels date importer's IBAN: {i}": "BE",
    "IBAN: {i}\nReference: Mejhoul lot 17, October": "GB",
    "WhatsApp #finance: the Geneva clinic foundation's bank details, IBAN {i}": "CH",
    "IBAN du fonds de microfinance à Luxembourg : {i}": "LU",
    "حساب المتبرع في لندن، الآيبان: {i}": "GB",
    "el IBAN de la agencia danesa: {i}": "DK",
    "IBAN akaun penderma dari Oslo: {i}": "NO",
    "ay IBAN no {i}": "BE",
    "IBAN inu: {i}": "CH",
    "in IBAN ke {i}": "LU",
    "Helsinki donor, IBAN for the solar-pump grant: {i}": "FI",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Kind("iban", list(_IBAN_PLACES), _iban_draw, "i")


# National ids and documents: none carries a check a library or this file verifies; each is
# drawn in the shape the author believes it is printed in.
def _ne_cni(g: random.Random) -> str:
    """A Nigerien national identity card number: a region's two digits and eight more."""
    return f"{g.randrange(10, 90)}{_r(g, D, 8)}"


def _ma_ramed(g: random.Random) -> str:
    """A Moroccan RAMED card (the medical-assistance card before AMO): eleven digits."""
    return "1" + _r(g, D, 10)


def _ma_residence(g: random.Random) -> str:
    """A Moroccan residence card for foreigners (carte de séjour, its immatriculation): a
    letter and six digits."""
    return g.choice("EFQ") + _r(g, D, 6)


def _dz_cnibe(g: random.Random) -> str:
    """An Algerian biometric identity card (CNIBE) number: nine digits."""
    return g.choice("123456789") + _r(g, D, 8)


def _dz_chifa(g: random.Random) -> str:
    """An Algerian Chifa card's insured number: twelve digits, a birth year first."""
    return f"{g.randrange(55, 100):02d}{_r(g, D, 10)}"


def _fr_recepisse(g: random.Random) -> str:
    """A French récépissé of a residence-permit request: a prefecture's ten digits."""
    return "13" + _r(g, D, 8)


def _ma_guide(g: random.Random) -> str:
    """A Moroccan tourist guide's card: GT, five digits and the region's letters."""
    return f"GT{_r(g, D, 5)}/{g.choice(['DT', 'ER', 'OZ'])}"


def _ma_cnom(g: random.Random) -> str:
    """A Moroccan Ordre des médecins registration: six digits."""
    return g.choice("123456789") + _r(g, D, 5)


def _sa_umrah(g: random.Random) -> str:
    """A Saudi Umrah visa number: ten digits."""
    return "60" + _r(g, D, 8)


def _dz_livret(g: random.Random) -> str:
    """An Algerian military service booklet: a wilaya's two digits, a year, five digits."""
    return f"{g.randrange(1, 49):02d}/{g.randrange(1995, 2015)}/{_r(g, D, 5)}"


def _ml_consular(g: random.Random) -> str:
    """A Malian consular card: a consulate's letters and eight digits."""
    return g.choice(["PAR", "MRS", "MAD"]) + _r(g, D, 8)


def _fr_cmi(g: random.Random) -> str:
    """A French carte mobilité inclusion: two letters and nine digits."""
    return _r(g, UPPER, 2) + _r(g, D, 9)


def _laissez_passer(g: random.Random) -> str:
    """A consular laissez-passer: LP and seven digits."""
    return "LP" + _r(g, D, 7)


def _passport_letter_digits(letters: int, digits: int) -> Maker:
    return lambda g: _r(g, UPPER, letters) + _r(g, D, digits)


_ID_PLACES: dict[str, Maker] = {
    "Rhissa's Nigerien identity card number, for the hotel in Agadez: {s}": _ne_cni,
    "n° de la carte d'identité nigérienne d'Hadiza : {s}": _ne_cni,
    "Itto's old RAMED card, for the clinic file in Zagora: {s}": _ma_ramed,
    "carte RAMED de Mbarek, n° {s}": _ma_ramed,
    "Étienne's Moroccan residence card (carte de séjour, Ouarzazate): {s}": _ma_residence,
    "CNIBE n° (la carte biométrique de Salah) : {s}": _dz_cnibe,
    "رقم بطاقة التعريف البيومترية: {s}": _dz_cnibe,
    "carte Chifa de Yamina, numéro : {s}": _dz_chifa,
    "récépissé de titre de séjour de Samba, n° {s}": _fr_recepisse,
    "carte de guide touristique de Hassan (Merzouga) : {s}": _ma_guide,
    "Dr Khadija's Ordre des médecins number, for the Djanet partnership form: {s}": _ma_cnom,
    "Mbarek's Umrah visa number: {s}": _sa_umrah,
    "رقم تأشيرة العمرة: {s}": _sa_umrah,
    "livret militaire d'Abdelkader, n° {s}": _dz_livret,
    "carte consulaire malienne de Hawa : {s}": _ml_consular,
    "carte mobilité inclusion d'Étienne, n° {s}": _fr_cmi,
    "laissez-passer consulaire de Barka : {s}": _laissez_passer,
    "ay passeport numéro no {s}": _passport_letter_digits(2, 7),
    "tɪ passport: {s}": _passport_letter_digits(1, 8),
    "in passport ke: {s}": _passport_letter_digits(2, 7),
    "amḍan n lpasspor inu: {s}": lambda g: g.choice("123456789") + _r(g, D, 8),
    "ɣa passport lamba: {s}": _passport_letter_digits(1, 8),
}  # fmt: skip
_national = _Kind("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    if style == 4:
        return [f"{_r(rng, D, 4)} {_r(rng, D, 4)}" for _ in range(n)]
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["MyFatoorah portal 2FA recovery codes\n{codes}",
            "one-time backup codes for the coop's Microsoft 365 account: {codes}",
            "Hotelbeds extranet backup codes {codes}",
            "codes de secours du compte Qonto de la coopérative :\n{codes}",
            "رموز الاسترداد: {codes}", "ay 2FA codes: {codes}"]  # fmt: skip
_TOTP_PLACES = ["otpauth://totp/Tafukt%20ERP:lahcen?secret={s}&issuer=Tafukt%20ERP&period=30",
                "Aegis, manual entry for the Thawani merchant portal: key {s}",
                "clé secrète 2FA du compte TourRadar : {s}",
                "مفتاح المصادقة الثنائية لحساب المورد: {s}"]  # fmt: skip
_CODES = ["{c} est votre code de confirmation CIB. Ne le communiquez à personne.",
          "رمزك لمرة واحدة: {c}. لا تشاركه.",
          "Your MyFatoorah one-time code: {c}",
          "Hotelbeds: {c} is your sign-in code, valid 10 minutes",
          "kod sekali guna anda ialah {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 6
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n", "; "][index % 5] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Kind("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Kind("otp_secret", _TOTP_PLACES, _totp_draw, "s")
_codes = _Kind("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Tafukt-Zagora-Shed", "TFK-PackHouse-5G", "Merzouga-Caravane", "ErgChebbi-Camp",
          "Tam-Depot-Starlink", "Djanet-Clinique", "Agadez-Atelier", "Timbuktu-Bureau",
          "Kidal-Pompe-3", "Ooredoo-4G-7A1C", "Djezzy_Home_5G", "inwi Home 4G 2B19",
          "Orange-Mali-8830", "TFK Guest"]  # fmt: skip
_WIFI_PLACES = [
    "ESP-AT on the shed sensor:\nAT+CWMODE=1\nAT+CWJAP=\"{s}\",\"{pw}\"",
    "ESP-AT soft AP for the field tablet:\nAT+CWSAP=\"{s}\",\"{pw}\",6,3",
    "Zebra ZD421 at the packing line, SGD over USB:\n! U1 setvar \"wlan.essid\" \"{s}\"\n! U1 setvar \"wlan.wpa.psk\" \"{pw}\"",
    "RaspAP › Hotspot › Security on the caravan-camp Pi: SSID {s}, PSK {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "wifi {s} / {pw}",
    "network {s}, WPA2 key {pw}",
    "the sticker under the Huawei B535 says key {pw}",
    "le wifi {s}, mot de passe {pw}",
    "شبكة الواي فاي {s} وكلمة المرور {pw}",
    "الواي فاي {s} والباسوورد {pw}",
    "wifi {s}, la clave es {pw}",
    "wifi {s} kata laluan {pw}",
    "ay wifi {s} password no {pw}",
    "wifi {s}, tɪ password {pw}",
    "lwifi n lqsar {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Kind("wifi_key", _WIFI_PLACES, _pick(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j((ALNUM, 26)), _j("sk_live_", (ALNUM, 20)),
                 _j((UPPER_HEX, 40)), _j((LOWER_DIGITS, 30))]  # fmt: skip
_SPELL = ["as I read it to you on the phone: {t}", "[dictated over the Thuraya call] {t}",
          "(spaced out so the WhatsApp preview hides it) {t}", "حرفًا حرفًا: {t}",
          "je te l'épelle : {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", "_", "   "][index % 3].join(token)}


_spelled_tokens = _Kind("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["SIM of the Kidal meter, Tera Term:\nAT+CLCK=\"SC\",0,\"{pw}\"",
          "AT+CPWD=\"SC\",\"0000\",\"{pw}\"  <- new SIM PIN of the FMB920",
          "SMS to the TK103 on the lead camel's saddle: password123456 {pw}",
          "code du cadenas du hangar à dattes : {pw}",
          "رمز قفل المخزن: {pw}",
          "the keypad at the Djanet pharmacy takes {pw}#",
          "Ajax keypad code for the Marseille office: {pw}",
          "ay cadenas kode no {pw}",
          "lkud n tebburt n lmaxzen: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "TK103" in template:
        return {"pw": _r(rng, D, 6)}
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Kind("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mejhoul", "foggara", "khettara", "guelta", "hamada", "azalai", "tagelmust",
                 "zriba", "sebkha", "mehari", "tassili", "ablaq", "kasbah", "dune", "palmier",
                 "oasis"]  # fmt: skip
_PHRASES = {"Vaultwarden master passphrase for the finance vault: {p}": " ",
            "KeePassXC database passphrase (packing shed): {p}": "-",
            "Proton Pass unlock passphrase: {p}": " ",
            "Enpass vault passphrase (old laptop): {p}": ".",
            "phrase secrète de la sauvegarde : {p}": " ",
            "جملة المرور لقاعدة كلمات السر: {p}": "_",
            "ay passphrase no {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Kind("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection 'booking', auth header: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
    "requête copiée depuis le navigateur : Authorization: Basic {v}": True,
    "Hoppscotch collection, Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 44)}


_auth = _Kind("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "OpenDTU config.json (Merzouga microinverters):\n{{\"security\": {{\"password\": \"{pw}\", \"allow_readonly\": true}}, \"mqtt\": {{\"enabled\": true, \"hostname\": \"mqtt.tafukt.lan\"}}}}",
    "AhoyDTU settings export:\n{{\"sys\": {{\"device\": \"ahoy-zgr\", \"adminpwd\": \"{pw}\"}}, \"inst\": {{\"iv\": [{{\"name\": \"toit-hangar\"}}]}}}}",
    "settings.toml on the Adafruit Feather (shed humidity):\nCIRCUITPY_WIFI_SSID = \"TFK-PackHouse-5G\"\nCIRCUITPY_WEB_API_PASSWORD = \"{pw}\"",
    "ESPurna settings backup (pump relay):\n{{\"hostname\": \"relais-kdl\", \"adminPass\": \"{pw}\", \"mqttServer\": \"mqtt.tafukt.lan\"}}",
    "Headwind MDM server, /var/lib/tomcat9/conf/Catalina/localhost/ROOT.xml:\n<Parameter name=\"jdbc.username\" value=\"hmdm\"/>\n<Parameter name=\"jdbc.password\" value=\"{pw}\"/>",
    "CRBasic on the CR1000X (Tamanrasset weather mast):\nEmailSend(\"smtp.tafukt.coop:587\", \"ops@tafukt.coop\", \"cr1000x@tafukt.coop\", Subj, Msg, \"\", \"cr1000x@tafukt.coop\", \"{pw}\", Result)",
    "~/.pgpass:\nlots-db.zgr.tafukt.lan:5432:dattes:packshed:{pw}",
    "variables.tf:\nvariable \"booking_db_password\" {{\n  default = \"{pw}\"\n}}",
    "wp-config.php du site des caravanes:\ndefine('DB_PASSWORD', '{pw}');",
    "/etc/davfs2/secrets:\nhttps://cloud.tafukt.coop/remote.php/dav/files/claire.m claire.m {pw}",
    "pgbouncer userlist.txt:\n\"packshed\" \"{pw}\"",
    "/etc/nslcd.conf:\nbinddn cn=nslcd,dc=tafukt,dc=lan\nbindpw {pw}",
    "/etc/config/wireless on the RUT956:\nconfig wifi-iface 'default_radio0'\n\toption ssid 'Tam-Depot-Starlink'\n\toption encryption 'psk2'\n\toption key '{pw}'",
    "mosquitto bridge.conf:\nconnection tafukt-cloud\naddress mqtt.tafukt.coop:8883\nremote_username kdl-bridge\nremote_password {pw}",
    "netplan 50-wifi.yaml:\n  wifis:\n    wlan0:\n      access-points:\n        \"Agadez-Atelier\":\n          password: \"{pw}\"",
    "docker-compose.yml (booking):\n    environment:\n      MARIADB_ROOT_PASSWORD: \"{pw}\"",
]  # fmt: skip
_configs = _Kind("config_file", _CONFIGS, _pick(_plain_pw), "pw")


_CHATS = [
    "Itto: shed wifi password?\nLahcen: {pw}",
    "[07:02] rhissa: root pw for the Agadez Pi?\n[07:03] etienne: {pw}",
    "Hassan: {pw} is the new NVR password",
    "Baba: use {pw}, that's what the Synology has now",
    "Claire : mdp du portail acheteurs ?\nSamba : {pw}",
    "يوسف: كلمة السر صارت {pw}",
    "Oumou: {pw} no password taaji",
    "Bakir: {pw} d lmot de passe jdid",
    "Barka: {pw}, tɪ password",
    "Hawa: {pw} ke ya password kura",
]  # fmt: skip
_chats = _Kind("chat_password", _CHATS, _pick(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "passw\u200dord = {pw}", "كلمـــة المـــرور: {pw}",
    "pαsswοrd: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 → {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ {pw}",
    "mot\u2060de\u2060passe : {pw}", "P·A·S·S·W·O·R·D: {pw}",
]  # fmt: skip
_hidden = _Kind("hidden_label", _HIDDEN, _pick(_plain_pw), "pw")


# How many samples each class draws (390 in all, about heldout32's proportions).
_PLAN: list[tuple[_Kind | Taker, int]] = [
    (_said_en, 23), (_said_other, 34), (_logins, 24), (_spelled, 12), (_new_shell_cli, 8),
    (_device_cli, 8), (_shell_cli, 19), (_urls, 13), (_vendors, 58), (_bare, 7), (_hexes, 9),
    (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16), (_spelled_tokens, 10),
    (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10), (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for kind, n in _PLAN:
        out += kind.take(rng, n) if isinstance(kind, _Kind) else kind(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _french_seed(g: random.Random) -> str:
    phrase = _MNEMO["french"].to_mnemonic(bytes(g.randrange(256) for _ in range(16)))
    return unicodedata.normalize("NFC", str(phrase))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the SmartLogger installer password is": "{s}",
    "Cerbo GX console pw:": "{s} (since the firmware update in March)",
    "mot de passe du poste d'emballage :": "{s}",
    "كلمة المرور بعد التغيير": "{s}\nغيّرها بعد موسم الجني",
    "ay password no": "{s}",
    "lpaswor inu d": "{s}",
    "Lorentz controller password": "{s}",
    "the password Rhissa read out over the Thuraya was": "{s}, I think",
    "kata laluan portal pembeli:": "{s}",
    "in password ke": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "PVOutput API key", "{s}", _j((HEX, 40))),
    ("split_token", "Yalidine X-API-TOKEN:", "{s} (parcels, prod)", _j((ALNUM, 64))),
    ("split_token", "DuckDNS token", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Trezor backup words", "{s}", _english_seed),
    ("split_card", "numéro de carte", "{s} exp 05/37", lambda g: v.grouped(_card(g, "edahabia"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LU"))),
    ("split_backup", "Hotelbeds recovery codes", "{s}\n4821 0937\n7730 1268", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CNIBE n°", "{s}", _dz_cnibe),
    ("split_phrase", "Vaultwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


def _json_pw(rng: random.Random) -> str:
    return _plain_pw(rng)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"opendtu": {"url": "http://opendtu.mrz.tafukt.lan", "admin_password": "{s}"}}': ("meta_password", _json_pw),
    '{"lpaswor": "{s}"}': ("meta_password", _json_pw),
    '{"account": {"user": "rhissa", "passwd": "{s}"}}': ("meta_password", _json_pw),
    '{"pumps": [{"site": "kidal-1"}, {"site": "kidal-3", "controller_password": "{s}"}]}': ("meta_password", _json_pw),
    '{"argv": ["sshpass", "-p", "{s}", "ssh", "svc-pumps@pump-gw.kdl.tafukt.lan"]}': ("meta_password", _json_pw),
    '{"note": "كلمة سر المستودع صارت {s}"}': ("meta_password", _json_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _json_pw),
    '{"transcript": "sign in to the Sunny Portal as pilar with the password {s}"}': ("meta_password", _json_pw),
    '{"pvoutput": {"api_key": "{s}", "system_id": 81422}}': ("meta_token", _j((HEX, 40))),
    '{"yalidineToken": "{s}"}': ("meta_token", _j((ALNUM, 64))),
    '{"duckdns": {"token": "{s}"}}': ("meta_token", lambda g: v.uuid4(g, "9")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "cib"), " ", g)),
    '{"donor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DK")),
    '{"guide": {"umrah_visa": "{s}"}}': ("meta_id", _sa_umrah),
    '{"mfa": {"recovery_codes": ["{s}", "3308 1172", "9045 6621"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"dates_fund_wallet": {"mots": "{s}"}}': ("meta_seed", _french_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"hangar": {"cadenas_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Djanet-Clinique", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"opendtu-v24.11.7-generic_esp32.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.tafukt.coop/booking-sync:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"lots: add moisture and caliber columns", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: revert the HS code change", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"calibre_2031-10-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"tracabilite-2031.parquet").hexdigest()
_SHA1 = hashlib.sha1(b"VenusOS-3.54.swu", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Cerbo GX password before the Victron audit on 2031-11-04.",
    "Itto asked for the shed wifi password; it's on the card in the foreman's drawer.",
    "Policy: cooperative passwords are at least 14 characters and live only in Vaultwarden.",
    "Please don't paste passwords into WhatsApp; share a Vaultwarden link instead.",
    "The `.env.example` line `PVOUTPUT_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Lorentz app asks for a new controller password after every firmware update.",
    "Replace <YOUR_DUCKDNS_TOKEN> in the README with the token from your DuckDNS page.",
    "YALIDINE_API_TOKEN and HOTELBEDS_API_KEY must be set before the nightly order sync runs.",
    "Ne donne jamais ton mot de passe à quelqu'un au téléphone.",
    "كلمة المرور لا تُرسل في الواتساب أبداً.",
    "Pilar dice que la contraseña nueva debe llevar un número y una mayúscula.",
    "Das Passwort muss alle neunzig Tage geändert werden.",
    "Kata laluan jangan dihantar melalui WhatsApp, simpan dalam Vaultwarden.",
    "ay password, ma si ci boro se, fofo.",
    "ɣáy password: jamais au téléphone, tanəmmert.",
    "lmot de passe inu, ur t-ttak i yiwen.",
    "lpaswor inu, ur t-qqar i ḥedd.",
    "lmodpas n lqsar, ur t-ttak ḥedd.",
    "tɪ password, ma tantīh li-ḥadd.",
    "in password ke, ne le donne à personne.",
    "ɣa password, kar ka ba kowa.",
    "キャラバン予約PCのパスワードはVaultwardenに保存してあります。",
    "Upgraded OpenDTU from 24.9.26 to 24.11.7 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the moisture and caliber columns to the lot table.",
    f"Rolled back to {_SHORT} after the HS code change broke the export declaration.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The OpenDTU 24.11.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of tracabilite-2031.parquet: {_SHA512}",
    f"The booking sync runs registry.tafukt.coop/booking-sync@sha256:{_IMAGE}.",
    f"MD5 of calibre_2031-10-02.csv is {_MD5}, same as the copy on the shed NAS.",
    f"SHA-1 of the Venus OS update file: {_SHA1}",
    "Request id 3e8c1f27-9b4d-4a06-8d2e-51c7f0a9b364 is the slow one in the Hotelbeds logs.",
    "Purchase order PO-2031-00742 for 12 tonnes of Mejhoul ships from Zagora on Tuesday.",
    "GLPI #2207: the Merzouga weather console loses its clock after every sandstorm.",
    "Call the Zagora packing shed on +212 524 84 73 19 before noon.",
    "Booking TFK-CAR-31-0458: six riders, three nights at the Erg Chebbi camp, 14-17 November.",
    "Plate 48213-أ-36 is the Zagora pickup; the Agadez Land Cruiser is 8B 4417 RN.",
    "ISBN 978-2-7071-5839-4 is the date-palm handbook on the shed shelf.",
    "Pump 3 at Kidal lifted 42 m³ yesterday at 1.9 bar; the array gave 11.4 kWh.",
    "The Zagora cold room holds at 2 °C and 70 % relative humidity during the harvest.",
    "Mejhoul caliber A is 18 to 22 g a date; lot LOT-2031-ZGR-0093 averaged 20.6 g.",
    "After five wrong passwords the SmartLogger locks the installer account for ten minutes.",
    "The secret of a good Bouslikhene is picking it late, after the first cold night.",
    "Ask Lahcen for the shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the Ouarzazate hardware store.",
    "The Brussels importer wants our IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's MyFatoorah account and keep them in the safe.",
    "Remember: nobody from Trezor will ever ask you for the recovery words.",
    "Keep `PVOUTPUT_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'TFK Guest' at the caravan desk is open, no password needed.",
    "The token budget for the assistant is 8000 tokens a day.",
    "Tamanrasset depot: 24 panels of 550 W, two strings of twelve, 13.2 kWp.",
    "Ticket ZAM-4418 is closed: the BYD battery was replaced under warranty.",
    "le mot de passe doit être changé après chaque saison de récolte",
    "Hotelbeds moved the API key page under Settings › Developers in its spring release.",
    "La clé API est dans le coffre Vaultwarden, pas dans le tableau Notion.",
    "كلمة السر موجودة في الخزنة، لا ترسلها في الواتساب.",
    "The PIN pad on the Sunmi T2 is broken; use the card reader on the PAX instead.",
    "Set the TOTP period to 30 seconds and six digits in the ERP's 2FA settings.",
    "The camel Azrem carries 160 kg; the caravan leaves Merzouga at 06:30.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-09-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vaultwarden/coop/opendtu", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "GLPI-2207", "purchase_order": "PO-2031-00742"}',
    '{"lot": {"id": "LOT-2031-ZGR-0093", "variety": "Mejhoul", "weight_kg": 12000, "caliber_g": 20.6}}',
    '{"phone": "+212 524 84 73 19", "site": "Zagora"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "riders_booked": 6}',
    '{"pump": {"site": "kidal-3", "head_m": 42, "flow_m3_day": 42, "pressure_bar": 1.9}}',
    '{"booking": "TFK-CAR-31-0458", "camp": "Erg Chebbi", "nights": 3}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
