# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples and notes)
"""Held-out secret families, hundred-and-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixth's docstring, the
fifth to hundred-and-sixth only to search them (grep) for the languages, wordings, tools, vendors,
id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way the ginneries, shea-butter press house, warehouses,
mobile-money agents, community radio and tricycle drivers of the Union Djiguiya Coton-Karité (UDCK,
a fictional cotton-ginning and shea-butter cooperative union) leak secrets into an assistant's
memory: a head office and ginnery at Bobo-Dioulasso with gins at Houndé and Dédougou, a ginnery
and office at Ségou with buying posts round Koutiala, a warehouse and buying post at Kayes, a shea
press house at Tamale fed by pickers at Walewale, Nalerigu, Damongo, Saboba and Bawku, mobile-money
agents at Maradi and Tessaoua, Radio Djiguiya FM at Houndé, motor-king tricycles between the
villages and the stores, and buyers at Marseille, Milan and Lugano, Ahmedabad, Tiruppur and
Coimbatore, Gaziantep, Kahramanmaraş and Izmir. The texts are WhatsApp, Telegram, Signal, imo,
Zangi, Viber, Messenger, BiP, Teams, Google Messages, Meshtastic, Bridgefy, Olvid, JioChat,
Arattai, Workplace, Slack, Skype and Rocket.Chat messages, ColorNote, Google Keep, Samsung Notes,
OneNote and Joplin notes, GLPI, iTop, FreeScout, Znuny, UVdesk, Hesk and Vikunja tickets and
tasks, e-mails, an incident note, a runbook, README fragments, shell history (cmd, bash, Termux,
JuiceSSH, MobaXterm), configs, code (Python, JavaScript, PHP, Android resources), voice-dictated
text and requests to the assistant itself, around the panels of ginning, pressing, weighing,
moisture, power, broadcast, tracking, phone and network hardware (a Lummus gin-stand PLC, a
Continental Eagle lint cleaner, a Bajaj Steel roller gin, a Samuel Jackson moisture system, a
Mitsun bale press, a Goyum screw press, an Excell weighbridge indicator, a Sako hybrid inverter,
an SRNE charge controller, a Mecc Alte genset controller, Sun King home systems, a Deva DB4004
monitoring receiver, Stereo Tool, Jazler RadioStar, Everestcast and Centova Cast, Sinotrack
trackers on Apsonic tricycles, Tecno, Infinix, Blackview and Ulefone phones, an Orange Flybox, a
ZTE ONT, Cisco, FortiGate and Aruba boxes). Tools none of heldouts 5 to 106 names: Progress
OpenEdge's `_progres` and `prowin32`, Oracle's `loadjava` and `ojvmjava`, E-Business Suite's
`FNDLOAD`, `WFLOAD` and `XDOLoader`, NetWorker's `nsrlogin`, SAP's `rfcping`, BusyBox's `ftpget`,
Windows' `bootcfg` and `adprep` and the `prnmngr.vbs`, `prnport.vbs`, `prnqctl.vbs`, `iisweb.vbs`,
`iisftp.vbs` and `iisvdir.vbs` scripts, macOS's `startosinstall`, `n98-magerun`, `dotnet ef`,
asyncua's `uasubscribe` and `uacall`, Couchbase's `cbc-pillowfight`, libmemcached's `memccat` and a
ZTE ONT's `sendcmd`; beside them the commands the product names (sshpass, mysql, sudo -S,
xfreerdp, 7z, ipmitool, mosquitto_pub, net use) and configs of Cisco IOS (`crypto isakmp key`,
`wpa-psk ascii 0`), FortiOS, an Aruba IAP, virt-viewer, MPD, Icecast, Asterisk's PJSIP, GLPI,
Moodle, ERPNext, Laravel, Rails, netplan, NetworkManager and an OpenVPN auth file in layouts of its
own. About 45 % of the texts are in other languages than English (by a rough count of the drawn
samples): Bwamu (Bomu, of the Houndé and Dédougou cotton belt), Mamara Senufo (Minyanka, of
Koutiala), Bozo (Tieyaxo, of the Ségou fishers), Khassonké (Xaasongaxango, of Kayes), Gonja
(Ngbanyito, of Damongo), Mampruli (of Walewale and Nalerigu), Likpakpaanl (Konkomba, of Saboba)
and Kusaal (of Bawku), which no earlier docstring names, and French, Bambara, Dioula, Mooré, Hausa,
Dagbani, Fulfulde (Pulaar), Twi, Zarma, Turkish, Hindi, Gujarati, Tamil, Simplified Chinese,
Arabic and Portuguese in wordings of their own. The eight new languages' wordings are the author's
approximations, checked by no speaker, built around their pronouns and possessives and the
French and English loanwords people there really text (password, mot de passe, code, wifi,
ordinateur, magasin, passeport, permis, carte, token, API key): Bwamu's `mi` ("my"), a copula
`le`, `ka` ("and") and a negation `ba … wa`; Mamara's `mii` ("I, my", after the Senufo first
person), a copula `we`, `nɔgɔ` ("new") and `ma a cɛ` ("doesn't know it"); Bozo's `n` ("my") and a
copula `ni` after Soninke, its relative, and `ma … lɔn` after Bambara; Khassonké's `ń ká` ("my"),
a frame `wo le … di` and `í kana … yitandi mɔɔ la` ("don't show … to anyone", after Mandinka);
Gonja's `me` and `fɔ` ("my", "your", after the Guang languages), a copula `nɛ`, `ne` ("and") and
`da … ni`; Mampruli's `n` and `a` ("my", "your") and `nyɛ` (after Dagbani's `nyɛla`), with `di
ti so` ("don't give anyone"); Likpakpaanl's `n` and `a`, a copula `ŋɛ`, `paan` ("new") and `ŋa
ti nii`; Kusaal's `m` and `fʋ` ("my", "your"), `ane` (after Farefare), the focus `la`, `paal`
("new"), `ka` ("and") and `da tɔ nidaa`: all guesses after published word lists or neighbouring
languages, as are the Bambara, Dioula, Mooré, Dagbani, Fulfulde, Twi and Zarma sentences. Vendors
(Sank Money, Vodafone Cash, Wizall, Mobicash, PayPlus, TouchPay, Qosic, Sonapost, Djamo, Julaya,
DusuPay, Sendwave, MoneyGram, Taptap Send, LemFi, LAfricaMobile, Deywuro, Wigal, PaySwitch,
G-Money, AppsNmobile, GHIPSS, eTranzact, GIM-UEMOA, Bank of Africa, CalBank, BICIAB, Banque
Atlantique, Ignitia, aWhere, AgroCenta, Complete Farmer, FarmDrive, Airtime Pro, Everestcast,
Centova Cast, Tugende, Sinotrack, Sun King, IndiaMART, Paraşüt, Logo Tiger, NetGSM, Mutlucell,
Yurtiçi Kargo, Aras Kargo, Africa Global Logistics, Sitarail, CottonConnect and Cotton made in
Africa) are ones heldouts 5 to 106 do not name; none of them publishes a token shape, so every
shape here is the author's guess (Sank Money's `sank_live_`, Djamo's `djm_sk_`, Julaya's
`jly_live_`, DusuPay's `SECK-`, Taptap Send's `tts_`, LemFi's `lf_sk_live_`, Banque Atlantique's
`ba_`, Complete Farmer's `cf_live_` and Cotton made in Africa's `cmia_` prefixes, GIM-UEMOA's and
Tugende's JWTs, the UUIDs, hex, base64 and random runs of the rest), IndiaMART's CRM key a base64
run as the author believes it. The ids are kinds heldouts 5 to 106 do not use, and none carries a
check a library or this file verifies (python-stdnum has no module for them, and its person-id
modules are all used by earlier corpora): an ECOWAS brown card (carte brune) number, a Burkinabè
trader's professional card (carte professionnelle de commerçant), a Malian AMO health-insurance
number, Burkinabè and Malian passports, a Turkish driving licence (sürücü belgesi) and identity
card serial, a livret de famille number, a certificate of nationality, a cotton producer's card, a
CARFO pension number, a Malian fishing licence (permis de pêche), a craftsman's card (carte
d'artisan), a Ghanaian district assembly's business operating permit and motor-tricycle permit and
a shea pickers' registration card, drawn in the shape the author believes they are printed in
(the numbering of the last seven wholly invented), several of them under the eight new languages'
words. Card numbers pass Luhn (Visa, Mastercard, UnionPay, Amex, Maestro, JCB and Discover from the
value helpers and RuPay prefixes drawn here, all checked with python-stdnum's `luhn`). The IBANs
are of the countries used least by a rough count over the IBAN shapes and country lists of
heldouts 5 to 106 (Finland, Hungary, Italy and Romania, about six corpora each, and Switzerland,
Czechia, Denmark and Luxembourg, about seven), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, French, Turkish, Simplified Chinese and Portuguese lists,
each from random entropy, so its checksum holds (the Turkish ones were also checked by recomputing
the BIP-39 checksum by hand, since the installed `mnemonic`'s own `check` rejects every phrase of
its Turkish list). 390 texts hold a secret, 20 field pairs and 20 metadata samples (430 scored),
with 60 clean texts and 10 clean metadata samples that must be kept: digests after the word that
names them, a commit, versions, a request's UUID, a purchase order, a ticket, an Air Burkina
booking, a Bobo-Dioulasso phone number, an ISBN, two tricycles' plates, bale weights, micronaire,
staple, moisture, a press-house yield and a transmitter's power, `replace-me` and `<YOUR_…_KEY>`
placeholders and prose about passwords in the languages above.
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

SEED = 108_552_731
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


# The words the union's staff build passwords from: crops and products, the gin and the yard,
# the towns, the people.
_GOODS = ["Karite", "Coton", "Kapok", "Nere", "Soumbala", "Baobab", "Fonio", "Sorgho", "Niebe",
          "Zaban", "Tamarin", "Bissap", "Dawadawa", "Moringa", "Sheanut", "Graine", "Fibre",
          "Linter"]  # fmt: skip
_YARD = ["Egreneuse", "Presse", "Balle", "Bascule", "Hangar", "Tricycle", "Motorking", "Pirogue",
         "Harmattan", "Balafon", "Djembe", "Antenne", "Emetteur", "Kora", "Chariot", "Pesee"]  # fmt: skip
_PLACES = ["Bobo", "Segou", "Tamale", "Maradi", "Kayes", "Hounde", "Koutiala", "Walewale", "Bawku",
           "Damongo", "Saboba", "Dedougou", "Kita", "Nalerigu", "Tessaoua", "Diema"]  # fmt: skip
_NAMES = ["Salif", "Awa", "Mariam", "Boureima", "Issouf", "Aminata", "Fousseni", "Oumarou",
          "Rasmane", "Adjara", "Kadidia", "Yacouba", "Sibiri", "Drissa", "Korotoum", "Bintou",
          "Abukari", "Fuseini", "Azara", "Memunatu", "Alhassan", "Ayishetu", "Wumbei", "Zuwera",
          "Anabah", "Agongo", "Bikimi", "Nakpal", "Jinapor", "Hadiza", "Hamissou", "Zeinabou",
          "Mamane", "Senthil", "Hardik", "Emre", "Zeynep", "Camille", "Thibault"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K4r1t3", "C0t0n", "Egr3n3us3", "B40b4b", "S0umb4l4", "Tr1cycl3", "H4rm4tt4n",
         "B4l4f0n", "D4w4d4w4"]  # fmt: skip
_BALES = [180, 200, 218, 227, 230, 250]


def _bale(g: random.Random) -> str:
    """A product and a bale's weight, the way the gin crews joke a password together."""
    return f"{g.choice(_GOODS)}{g.choice(_BALES)}kg{g.choice(_SYMBOLS)}"


def _campaign(g: random.Random) -> str:
    """The ginning campaign's years and a product: `Camp31-32Karite!`."""
    year = g.randrange(28, 36)
    return f"Camp{year}-{year + 1}{g.choice(_GOODS)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GOODS)}{g.choice(_YARD)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_GOODS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    _bale,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_GOODS).lower()}_{g.randrange(1990, 2034)}",
    _campaign,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_YARD).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Aime{g.choice(_GOODS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_GOODS).lower()}.{g.choice(_YARD).lower()}.{g.randrange(10, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Salif (Bobo ginnery): the Lummus gin-stand PLC password is {pw}",
    "Telegram group 'Egrenage Segou', Drissa: Continental Eagle lint-cleaner panel password {pw}",
    "Signal from Abukari: Goyum screw-press HMI password {pw}",
    "imo message from Hadiza: Excell weighbridge indicator admin password {pw}",
    "Zangi chat, Kayes warehouse: Sako hybrid inverter app password {pw}",
    "Viber from Fousseni: SRNE charge-controller wifi module password {pw}",
    "Messenger, Radio Djiguiya FM: Jazler RadioStar admin password {pw}",
    "BiP message from Emre in Gaziantep: the buyer portal password for our account is {pw}",
    "Teams chat with Camille (Marseille): the shea-lot spreadsheet password is {pw}",
    "Google Messages SMS from Wumbei: Sinotrack platform password for the tricycles {pw}",
    "Meshtastic channel 'gin-yard': Mecc Alte genset controller password {pw}",
    "Bridgefy message from the ginnery floor: Samuel Jackson moisture-system password {pw}",
    "Olvid message from Thibault: Everestcast panel password {pw}",
    "JioChat from Hardik (Ahmedabad): the bale-inspection portal password is {pw}",
    "Arattai message from Senthil (Tiruppur): the sample-courier account password is {pw}",
    "ColorNote on the scale-house Tecno: weighbridge PC password {pw}",
    "Google Keep note 'Hounde gin': Bajaj Steel roller-gin HMI password {pw}",
    "Samsung Notes, Azara: Stereo Tool remote password {pw}",
    "OneNote page 'Radio': Centova Cast admin password {pw}",
    "Joplin note 'press house Tamale': Mitsun bale-press HMI password {pw}",
    "GLPI ticket #2207: the Deva DB4004 monitoring receiver web password {pw} stopped working",
    "iTop request R-0413: Sun King agent portal password {pw}, please reset",
    "FreeScout conversation 88: the Infinix tablet at the Maradi counter has password {pw}",
    "Znuny ticket 5521: the Blackview BV6200 field phone backup password {pw}",
    "Vikunja task: change the Ulefone Armor scanner password (now {pw})",
    "UVdesk ticket 301: Apsonic dealer portal password {pw} expired",
    "Hesk ticket TQ-6K: the press-house NVR admin password {pw}",
    "Hi Memunatu,\n\nthe Administrator password on the Tamale press-house PC is {pw}. Delete this mail once it's in the vault.\n\nIssouf",
    "Incident 2031-11-02: the Excell indicator at Kayes was reachable from the GSM router with password {pw}",
    "Runbook: put the Segou gin on the generator\n1. open the Mecc Alte panel\n2. log in as service\n3. password {pw}\n4. start GEN-2, then transfer",
    "README (radio studio rack)\nJazler runs on studio-pc.udck.lan, admin password `{pw}`.",
    "my Bank of Africa app password is {pw} now",
    "remember my Orabank online password for me: {pw}",
    "voice note: the warehouse laptop password is {pw} full stop",
    "note to self: Lummus PLC service password {pw}",
    "after the firmware update the Excell indicator password became {pw}",
    "Workplace post in 'Shea Tamale': the press-house tablet password is {pw}",
    "Slack #radio: Airtime Pro stream admin password {pw}",
    "Skype chat with the Coimbatore spinner's IT: their FTP password for our HVI files is {pw}",
    "please store the community-radio laptop password: {pw}",
    "Assistant, keep this: Goyum press PLC password {pw}",
    "Dear Sir,\nyour new password for the Kahramanmaraş mill's supplier portal is {pw}\nRegards, Murat",
    "Rocket.Chat #gin-bobo: Continental Eagle HMI operator password {pw}",
    "Teams: the Maradi agent PC Windows password is {pw}",
    "WhatsApp, Boureima : le mot de passe du pont-bascule de Kayes c'est {pw}",
    "mdp de la boîte mail de l'Union : {pw}",
    "Note vocale : le mot de passe de l'ordi du magasin, c'est {pw}, point.",
    "le mot de passe de l'automate de l'égreneuse est {pw}",
    "ne ka e-mail password ye {pw} ye",
    "Drissa: baarakɛyɔrɔ ordinatɛri password ye {pw} ye",
    "n ta password ye {pw} ye, i kana a fɔ mɔgɔ ye",
    "Sibiri: magasin ordinateur ta password ye {pw} ye",
    "m password yaa {pw}",
    "Rasmané: bascule ordinateur password yaa {pw}",
    "kalmar sirrina ta imel ita ce {pw}",
    "Hamissou: kalmar sirri ta kwamfutar ma'aji ita ce {pw}",
    "Alhassan: n computer password maa nyɛla {pw}",
    "password am e-mail ko {pw}",
    "me e-mail no password ne {pw}",
    "ay ordinateur password ti {pw}",
    "Emre: çırçır fabrikasının sunucu şifresi {pw}",
    "kantardaki bilgisayarın şifresi: {pw}",
    "जिनिंग मिल के सर्वर का पासवर्ड {pw} है",
    "ગાંસડી વજનકાંટાનો પાસવર્ડ {pw} છે",
    "ஜின்னிங் சர்வர் கடவுச்சொல்: {pw}",
    "轧花厂控制柜的密码是 {pw}",
    "الرقم السري لكمبيوتر الميزان هو {pw}",
    "mi email password le {pw}",
    "Zerbo: mi ordinatɛɛ password le {pw}",
    "mii email password we {pw}",
    "Koné (Koutiala): mii usine ordinateur password we {pw}",
    "n email password ni {pw}",
    "Kanta (Ségou): n pirogue GPS password ni {pw}",
    "ń ká email password wo le {pw} di",
    "Diallo (Kayes): ń ká magasin ordinateur password wo le {pw} di",
    "me email password nɛ {pw}",
    "Jinapor (Damongo): me press house computer password nɛ {pw}",
    "n email password nyɛ {pw}",
    "Zuwera (Walewale): n shea store tablet password nyɛ {pw}",
    "n email password ŋɛ {pw}",
    "Bikimi (Saboba): n tricycle tracker password ŋɛ {pw}",
    "m email password ane {pw}",
    "Anabah (Bawku): m motor king tracker password ane {pw} la",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["salif.t", "awa", "mariam.k", "boureima", "issouf", "aminata.d", "fousseni", "oumarou",
          "rasmane", "adjara", "kadidia", "yacouba", "sibiri", "drissa", "abukari", "fuseini.m",
          "azara", "memunatu", "alhassan", "wumbei", "zuwera", "anabah", "agongo", "bikimi",
          "nakpal", "jinapor", "hadiza", "hamissou", "zeinabou", "svc-pesee", "radio-ops",
          "momo-sync"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Salif: the Excell weighbridge login is {u} / {pw}",
    "GLPI #2230: {u} locked out of the Lummus HMI, last password {pw}",
    "user {u} pass {pw}",
    "Joplin › Ginnery › Scales › Excell: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| Sako inverter | {u} | {pw} |",
    "log into the Everestcast panel as {u} with {pw}",
    "Jazler login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: gin-plc-bobo\n  user: {u}\n  pass: {pw}",
    "Teams DM: acct {u} pw {pw}",
    "According to Hadiza the Sinotrack user is {u}, password {pw}",
    "device,user,password\nmecc-alte-gen2,{u},{pw}",
    "ssh {u}@press-tamale.udck.lan (pw {pw})",
    "Telegram: creds for the studio PC are {u} and {pw}",
    "sur le PC du pont-bascule, compte {u}, mdp {pw}",
    "login : {u} / mdp : {pw}",
    "ne tɔgɔ ye {u} ye, password ye {pw} ye",
    "n ta username ye {u}, password ye {pw}",
    "sunan asusu {u}, kalmar sirrinsa {pw}",
    "me username ne {u}, na me password ne {pw}",
    "kullanıcı adım {u}, parola da {pw}",
    "यूज़रनेम {u}, पासवर्ड {pw}",
    "用户名 {u}，密码 {pw}",
    "mi username le {u}, mi password le {pw}",
    "mii username we {u}, password we {pw}",
    "ń ká username wo le {u} di, ń ká password wo le {pw} di",
    "n username nyɛ {u}, n password nyɛ {pw}",
    "m username ane {u}, m password ane {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["karite", "kapok", "soumbala", "dawadawa", "fonio", "nere", "baobab", "zaban",
               "tamarin", "bissap", "balafon", "harmattan", "motorking", "pirogue", "djembe",
               "linter"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password is simply the word {w} in small letters, followed by {d}",
    "password: {w}, then straight away the digits {d}",
    "for the weighbridge PC you type {w} and finish with {d}",
    "voice note: the radio studio wifi password is {w} and then {d}, no gap",
    "type {w}, then {d}",
    "it's {w}{d}, no space between word and number",
    "pour le mdp, tu tapes le mot {w} et derrière {d}",
    "password ye daɲɛ {w} de ye, a kɔfɛ {d}",
    "kalmar sirri ita ce kalmar {w}, sannan {d}",
    "şifre: ilk önce {w} kelimesini yaz, peşine {d}",
    "mi password le {w}, ka {d}",
    "me password nɛ {w}, ne {d}",
    "m password ane word {w} la, ka {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# One template a tool: twenty-six no earlier corpus names, and eight the product names.
_CLI = [
    "_progres -db /data/udck/stock -H erp-bobo.udck.lan -S 20931 -U {u} -P '{pw}'",
    "prowin32.exe -db campagne -H erp-bobo.udck.lan -S 20931 -U {u} -P {pw} -p menu.r",
    "loadjava -user {u}/{pw}@//ora-segou.udck.lan:1521/ERP -resolve BaleLabel.class",
    "ojvmjava -user {u} -password '{pw}' -thin -service ora-segou.udck.lan:1521:ERP",
    "FNDLOAD apps/{pw} 0 Y DOWNLOAD $FND_TOP/patch/115/import/afscursp.lct udck_resp.ldt FND_RESPONSIBILITY",
    "WFLOAD apps/{pw} 0 Y UPLOAD udck_po_approval.wft",
    "java oracle.apps.xdo.oa.util.XDOLoader UPLOAD -DB_USERNAME apps -DB_PASSWORD '{pw}' -JDBC_CONNECTION ora-segou.udck.lan:1521:ERP -LOB_TYPE TEMPLATE -APPS_SHORT_NAME XXUDCK -LOB_CODE BALE_NOTE -FILE_NAME bale_note.rtf",
    "nsrlogin -s backup-bobo.udck.lan -u {u} -p '{pw}'",
    "rfcping ashost=sap-bobo.udck.lan sysnr=00 client=300 user={u} passwd={pw}",
    "ftpget -u {u} -p '{pw}' 10.40.0.15 tare.csv /export/tare.csv",
    "bootcfg /query /s GIN-PC-02 /u UDCK\\{u} /p {pw}",
    "cscript prnmngr.vbs -l -s PRINT-BOBO -u UDCK\\{u} -w {pw}",
    "cscript prnport.vbs -a -r IP_10.40.0.31 -h 10.40.0.31 -o raw -n 9100 -s PRINT-BOBO -u UDCK\\{u} -w {pw}",
    "cscript prnqctl.vbs -x -s PRINT-SEGOU -p BaleTags -u UDCK\\{u} -w {pw}",
    "cscript iisweb.vbs /query /s WEB-SEGOU /u UDCK\\{u} /p {pw}",
    "cscript iisftp.vbs /create C:\\ftp\\hvi HVI-Drop /s WEB-SEGOU /u UDCK\\{u} /p {pw}",
    "echo '{pw}' | /Applications/Install\\ macOS\\ Sonoma.app/Contents/Resources/startosinstall --agreetolicense --user {u} --stdinpass",
    "n98-magerun admin:user:change-password {u} '{pw}'",
    "dotnet ef database update --connection \"Server=sql-bobo.udck.lan;Database=Campagne;User Id={u};Password={pw};TrustServerCertificate=True\"",
    "uasubscribe -u opc.tcp://{u}:{pw}@gin-plc-bobo.udck.lan:4840 -n 'ns=2;s=Gin1.Speed'",
    "uacall -u opc.tcp://{u}:{pw}@press-plc-tamale.udck.lan:4840 -n 'ns=2;s=Press' -m 'ns=2;s=Press.Reset'",
    "cbc-pillowfight -U couchbase://cb-bobo.udck.lan/weighings -u {u} -P '{pw}' -I 1000",
    "cscript iisvdir.vbs /create \"Default Web Site\" bales C:\\bales /s WEB-SEGOU /u UDCK\\{u} /p {pw}",
    "memccat --servers=cache-bobo.udck.lan --username={u} --password='{pw}' tare:2031",
    "adprep /forestprep /user {u} /userdomain UDCK /password {pw}",
    "telnet 192.168.1.1 (the ZTE ONT at the Kayes post)\n/ # sendcmd 1 DB set DevAuthInfo 0 Pass {pw}",
    "sshpass -p '{pw}' scp bales-2031.csv {u}@hvi-share.udck.lan:/in/",
    "mysql -h scale-db.udck.lan -u {u} -p'{pw}' pesees -e 'select count(*) from tickets'",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart jazler-bridge",
    "xfreerdp /v:gin-pc-02.udck.lan /u:{u} /p:'{pw}' /cert:ignore",
    "7z a -p'{pw}' -mhe=on paie-octobre.7z paie/",
    "ipmitool -I lanplus -H 10.40.0.9 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.udck.lan -u {u} -P '{pw}' -t scales/kayes/tare -m 0",
    "net use Z: \\\\files-bobo\\campagne {pw} /user:UDCK\\{u}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "# {c}", "C:\\Windows\\system32> {c}", "from my shell history:\n  412  {c}",
    "Termux on the Tecno: {c}", "JuiceSSH to the gin PC: {c}", "MobaXterm, session 'press-tamale': {c}",
    "root@erp-bobo:~# {c}", "ran this last night: {c}", "commande lancée ce matin : {c}",
    "ne ye command min kɛ: {c}", "umarnin da na rubuta jiya: {c}", "dün gece yazdığım komut: {c}",
    "昨晚在服务器上敲的命令：{c}", "m command la: {c}", "me command nɛ: {c}", "mii command we: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-scalehouse.udck.lan:554/Streaming/Channels/101",
    "icecast://source:{pw}@stream.radiodjiguiya.bf:8000/live",
    "ftps://{u}:{pw}@hvi.udck.lan:990/uster/",
    "sftp://{u}:{pw}@sftp.udck.coop/bales/",
    "mysql://{u}:{pw}@scale-db.udck.lan:3306/pesees",
    "postgres://{u}:{pw}@pg-bobo.udck.lan:5432/campagne?sslmode=require",
    "mongodb+srv://{u}:{pw}@mm-agents.udck.coop/agents?retryWrites=true",
    "amqp://{u}:{pw}@mq-maradi.udck.lan:5672/momo",
    "http://{u}:{pw}@dinstar-kayes.udck.lan/api/send_sms",
    "webdav://{u}:{pw}@files.udck.coop/remote.php/dav/files/{u}/",
    "socks5h://{u}:{pw}@proxy-bobo.udck.lan:1080",
    "Server=sql-bobo.udck.lan;Database=Campagne;User Id={u};Password={pw};",
    "jdbc:oracle:thin:{u}/{pw}@//ora-segou.udck.lan:1521/ERP",
    "smtp://{u}%40udck.coop:{pw}@mail.udck.coop:587",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string: {c}", "lien de connexion à garder : {c}",
    "GLPI #2261: {c}", "Joplin page 'Liens': {c}", "adireshin haɗi: {c}", "bağlantı adresi: {c}",
    "n connection string nyɛ {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_952_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "udck-djiguiya", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "lots:read payouts:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors no earlier corpus names; every token shape here is the author's guess (none of them
# publishes one), except IndiaMART's CRM key, a base64 run as the author believes it.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Sank Money", "SANK_MONEY_API_KEY", _j("sank_live_", (ALNUM, 32))),
    ("Vodafone Cash", "VODAFONE_CASH_CLIENT_SECRET", _j((HEX, 40))),
    ("Wizall", "WIZALL_SECRET", _j((URLSAFE, 43))),
    ("Mobicash", "MOBICASH_MERCHANT_KEY", _j((UPPER_DIGITS, 32))),
    ("PayPlus", "PAYPLUS_API_TOKEN", _j((ALNUM, 48))),
    ("TouchPay", "TOUCHPAY_AGENCY_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Qosic", "QOSIC_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Sonapost", "SONAPOST_API_KEY", _j((HEX, 32))),
    ("Djamo", "DJAMO_API_SECRET", _j("djm_sk_", (ALNUM, 36))),
    ("Julaya", "JULAYA_API_KEY", _j("jly_live_", (ALNUM, 40))),
    ("DusuPay", "DUSUPAY_SECRET_KEY", _j("SECK-", (UPPER_DIGITS, 32))),
    ("Sendwave", "SENDWAVE_PARTNER_SECRET", _j((B64, 44))),
    ("MoneyGram", "MONEYGRAM_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Taptap Send", "TAPTAP_SEND_API_KEY", _j("tts_", (ALNUM, 40))),
    ("LemFi", "LEMFI_SECRET_KEY", _j("lf_sk_live_", (ALNUM, 32))),
    ("LAfricaMobile", "LAFRICAMOBILE_API_TOKEN", _j((HEX, 40))),
    ("Deywuro", "DEYWURO_API_KEY", _j((ALNUM, 30))),
    ("Wigal", "WIGAL_API_KEY", _j((ALNUM, 60))),
    ("PaySwitch", "PAYSWITCH_API_KEY", _j((B64, 40))),
    ("G-Money", "GMONEY_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("AppsNmobile", "APPSNMOBILE_SECRET", _j((HEX, 64))),
    ("GHIPSS", "GHIPSS_GIP_API_KEY", _j((UPPER_HEX, 48))),
    ("eTranzact", "ETRANZACT_SECRET_KEY", _j((ALNUM, 44))),
    ("GIM-UEMOA", "GIM_UEMOA_API_TOKEN", _vendor_jwt("https://api.gim-uemoa.example")),
    ("Bank of Africa", "BOA_OPENAPI_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("CalBank", "CALBANK_API_KEY", _j((HEX, 32))),
    ("BICIAB", "BICIAB_EBANKING_TOKEN", _j((ALNUM, 40))),
    ("Banque Atlantique", "BANQUE_ATLANTIQUE_API_KEY", _j("ba_", (LOWER_DIGITS, 40))),
    ("Ignitia", "IGNITIA_API_KEY", _j((HEX, 32))),
    ("aWhere", "AWHERE_API_SECRET", _j((ALNUM, 32))),
    ("AgroCenta", "AGROCENTA_TOKEN", _j((URLSAFE, 40))),
    ("Complete Farmer", "COMPLETE_FARMER_API_KEY", _j("cf_live_", (ALNUM, 32))),
    ("FarmDrive", "FARMDRIVE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Airtime Pro", "AIRTIME_PRO_API_KEY", _j((ALNUM, 40))),
    ("Everestcast", "EVERESTCAST_API_KEY", _j((HEX, 40))),
    ("Centova Cast", "CENTOVA_API_KEY", _j((ALNUM, 32))),
    ("Tugende", "TUGENDE_API_TOKEN", _vendor_jwt("https://api.tugende.example")),
    ("Sinotrack", "SINOTRACK_APP_KEY", _j((HEX, 32))),
    ("Sun King", "SUNKING_PAYG_API_KEY", _j((ALNUM, 48))),
    ("IndiaMART", "INDIAMART_CRM_KEY", _j((B64, 40))),
    ("Paraşüt", "PARASUT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Logo Tiger", "LOGO_TIGER_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("NetGSM", "NETGSM_APPKEY", _j((ALNUM, 32))),
    ("Mutlucell", "MUTLUCELL_API_KEY", _j((HEX, 32))),
    ("Yurtiçi Kargo", "YURTICI_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Aras Kargo", "ARAS_KARGO_API_KEY", _j((ALNUM, 36))),
    ("Africa Global Logistics", "AGL_TRACKING_API_KEY", _j((HEX, 40))),
    ("Sitarail", "SITARAIL_FRET_API_KEY", _j((UPPER_HEX, 32))),
    ("CottonConnect", "COTTONCONNECT_API_KEY", _j((ALNUM, 32))),
    ("Cotton made in Africa", "CMIA_TRACKER_API_KEY", _j("cmia_", (ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fish: set -gx {env} {tok}",
    ".env.production:\n{env}={tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "docker run -d -e {env}={tok} udck/momo-sync:2.4",
    "gh secret set {env} --body '{tok}'",
    "systemd unit momo-sync.service:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "crontab -l:\n*/15 * * * * {env}={tok} /opt/udck/sync.sh",
    "UDCK ERP › Paramètres › Intégrations › {vendor} › Clé API : {tok}",
    "GLPI #2274: {vendor} integration broken, current key {tok}",
    "Vikunja task: replace the {vendor} key {tok} before harvest",
    "WhatsApp, Salif: {vendor} key for the payout sync: {tok}",
    "Teams: current {vendor} token is {tok}; I revoked yesterday's",
    "save our {vendor} API key somewhere: {tok}",
    "clé API {vendor} pour la synchro des paiements : {tok}",
    "{vendor}, clé d'API du compte Union : {tok}",
    "{vendor} API key ye {tok} ye",
    "{vendor} ta API key ye {tok} ye",
    "{vendor} API key yaa {tok}",
    "makullin API ɗin {vendor} na mu: {tok}",
    "{vendor} API key a yɛde di dwuma ne {tok}",
    "API key {vendor} ko {tok}",
    "ay {vendor} API key kaŋ ti {tok}",
    "{vendor} için API anahtarımız şu: {tok}",
    "{vendor} की API की: {tok}",
    "{vendor} ની API કી: {tok}",
    "{vendor} API சாவி: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "رمز API من {vendor}: {tok}",
    "mi {vendor} API key le {tok}",
    "mii {vendor} API key we {tok}",
    "n {vendor} API key ni {tok}",
    "ń ká {vendor} API key wo le {tok} di",
    "{vendor} API key nɛ {tok}",
    "{vendor} API key nyɛ {tok}",
    "{vendor} API key ŋɛ {tok}",
    "{vendor} API key ane {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    sank = "sank_live_" + _r(rng, ALNUM, 32)
    ignitia = _r(rng, HEX, 32)
    netgsm = _r(rng, ALNUM, 32)
    sinotrack = _r(rng, HEX, 32)
    airtime = _r(rng, ALNUM, 40)
    mutlucell = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'requests.post("https://api.sankmoney.example/v1/payouts", headers={{"X-Sank-Key": "{sank}"}}, json=batch)', sank),
        Sample("vendor_token", f'const ignitia = new IgnitiaClient("{ignitia}");', ignitia),
        Sample("vendor_token", f"$sms = new NetgsmClient('udck', '{netgsm}');", netgsm),
        Sample("vendor_token", f'res/values/secrets.xml:\n<string name="sinotrack_app_key">{sinotrack}</string>', sinotrack),
        Sample("vendor_token", f"gradle.properties:\nairtimeProApiKey={airtime}", airtime),
        Sample("vendor_token", f'mutlucell = MutlucellService(api_key="{mutlucell}", sender="UDCK")', mutlucell),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it shows only once, so here:\n{t}", "le jeton, copie-le vite : {t}",
                "ga token ɗin: {t}", "{t}\n^ that's the fresh one, the previous one no longer works", "m token ane {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Kayes warehouse humidity sensor (OTAA): {h}": 32,
    "AES-128 key of the Sinotrack trackers' data channel: {h}": 32,
    "HMAC secret for the Sank Money payout callback: {h}": 64,
    "pre-shared key of the studio-to-transmitter IPsec link (hex): {h}": 64,
    "clé de chiffrement de la sauvegarde du pont-bascule : {h}": 64,
    "makullin ɓoye na ajiyar bayanai (hex): {h}": 48,
    "me backup encryption key nɛ {h}": 64,
    "yedekleme şifreleme anahtarı (hex): {h}": 32,
    "DESFire master key of the agents' NFC cards: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "GLPI #2290: token copied from the browser devtools {t}",
    "Cookie: lang=fr; udck_sess={t}",
    "MOMO_BRIDGE_ACCESS_TOKEN={t}",
    "hang on to this bearer for the agents' app {t}",
    "le token de session : {t}",
    "token no ne {t}",
    "n token ŋɛ {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_952_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 7200,
                              "email": f"{rng.choice(_USERS)}@udck.coop"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.udck.coop/realms/union",
            "azp": "campagne-web",
            "roles": ["pesee", "magasin"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Bobo weighbridge server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/momo.udck.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SANK_CALLBACK_SIGNING_KEY": "{key}", "agent": "maradi-03"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_press <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "iTop request R-0440, pasted by the radio's integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "la clé SSH privée de la radio (serveur studio) :\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Izmir buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 10 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup of the union's stablecoin float, copying it off the card: {p}": "english",
    "Exodus recovery phrase (old laptop)\n{p}": "english",
    "voice note: the BlueWallet words are {p}, twelve of them, done": "english",
    "Zengo backup, don't lose it: {p}": "english",
    "Joplin page 'Radio donations wallet (retired)': {p}": "english",
    "les mots de récupération de Phantom : {p}": "french",
    "Thibault m'a dicté les mots de son wallet : {p}": "french",
    "Ledger de la trésorerie, ses 24 mots :\n{p}": "french",
    "Emre'nin Trust cüzdanının gizli kelimeleri: {p}": "turkish",
    "Ledger yedek kelimeleri: {p}": "turkish",
    "义乌供应商那个钱包的备份词：{p}": "chinese_simplified",
    "sementes da carteira (fornecedor de Bissau): {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = (
        24 if "24" in template else 12 if "twelve" in template else [12, 24, 12, 18][index % 4]
    )
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


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (RuPay's, as the author believes them: a
    brand the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "rupay":
        return _card_of(rng, ["508227", "508500", "6521", "6522"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Issouf: the union's card for the Lummus spare parts is {c}, exp {mm}/{yy}",
    "hold on to my spare card for me: {c}, valid to {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "GLPI #2311: pay the Stereo Tool licence with card {c}",
    "numéro de la carte bancaire de l'Union : {c}, expire {mm}/{yy}",
    "ne ka kariti nimɔrɔ ye {c} ye",
    "lambar katin banki na: {c}, {mm}/{yy}",
    "kredi kartımın numarası {c}, SKT {mm}/{yy}",
    "कार्ड का नंबर लिख लो: {c}",
    "mi carte bancaire numéro le {c}",
    "ń ká kariti nimero wo le {c} di",
    "m card number ane {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "rupay", "unionpay", "amex", "maestro", "jcb", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, the code on the back is {cvv}",
               "security digits on the signature strip: {cvv}",
               "Amex {c}; the small four digits printed over the number on the front: {cvv}",
               "au dos de la carte de la coop, les trois chiffres : {cvv}",
               "lambar tsaro ta bayan kati: {cvv}",
               "kartın arka yüzündeki üç hane: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 106 (Finland, Hungary, Italy and Romania
# in about six corpora each, Switzerland, Czechia, Denmark and Luxembourg in about seven); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"FI": "n" * 14, "HU": "n" * 24, "IT": "a" + "n" * 10 + "c" * 12,
                "RO": "aaaa" + "c" * 16, "CH": "n" * 5 + "c" * 12, "CZ": "n" * 20,
                "DK": "n" * 14, "LU": "nnn" + "c" * 13}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the IBAN's country
    "Invoice GE-2031-077: pay the roller-gin spare parts to {i} within 30 days": "CZ",
    "save the Lugano cotton merchant's IBAN: {i}": "CH",
    "IBAN: {i}\nReference: shea butter lot TML-14, December": "IT",
    "WhatsApp #trésorerie: the Milan cosmetics buyer's new bank details, IBAN {i}": "IT",
    "coordonnées bancaires du fabricant de scies de Brno, IBAN {i}": "CZ",
    "le fonds de microfinance à Luxembourg veut être payé sur {i}": "LU",
    "IBAN ye {i} ye": "RO",
    "IBAN ɗin mai saye: {i}": "HU",
    "Romanyalı iplikçinin IBAN numarası: {i}": "RO",
    "mi IBAN le {i}": "FI",
    "n IBAN nyɛ {i}": "HU",
    "Copenhagen partner NGO's account for the radio grant, IBAN {i}": "DK",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Ids no earlier corpus uses. None carries a check a library or this file verifies: the shapes
# are the author's belief of how they are printed, the numbering of the last seven invented.
def _carte_brune(g: random.Random) -> str:
    """An ECOWAS brown card (motor insurance) number: country, year, serial."""
    return f"{g.choice(['BF', 'ML', 'NE', 'GH'])} {g.randrange(2029, 2034)} {_r(g, D, 7)}"


def _commercant(g: random.Random) -> str:
    """A Burkinabè trader's professional card: office, year, serial."""
    return f"CPC-{g.choice(['BD', 'OUA', 'DDG', 'HND'])}-{g.randrange(2012, 2033)}-{_r(g, D, 5)}"


def _amo(g: random.Random) -> str:
    """A Malian AMO (compulsory health insurance) number: thirteen digits."""
    return g.choice("12") + _r(g, D, 12)


def _bf_passport(g: random.Random) -> str:
    """A Burkinabè passport: B and seven digits."""
    return "B" + _r(g, D, 7)


def _ml_passport(g: random.Random) -> str:
    """A Malian passport: two letters and seven digits."""
    return g.choice(["AA", "AB"]) + _r(g, D, 7)


def _tr_licence(g: random.Random) -> str:
    """A Turkish driving licence (sürücü belgesi) number: six digits."""
    return g.choice("123456789") + _r(g, D, 5)


def _tr_id_serial(g: random.Random) -> str:
    """A Turkish identity card's document serial: letter, two digits, letter, five digits."""
    return f"{g.choice(UPPER)}{_r(g, D, 2)}{g.choice(UPPER)}{_r(g, D, 5)}"


def _livret(g: random.Random) -> str:
    """A family record book (livret de famille) number: serial and year."""
    return f"{_r(g, D, 5)}/{g.randrange(1998, 2031)}"


def _nationalite(g: random.Random) -> str:
    """A certificate of nationality, as a Bobo-Dioulasso court numbers it."""
    return f"{g.randrange(100, 9999)}/{g.randrange(2005, 2032)}/TGI-BD"


def _producteur(g: random.Random) -> str:
    """A cotton producer's card: zone and serial (invented)."""
    return f"PR-{g.choice(['HND', 'DDG', 'BD', 'KTL'])}-{_r(g, D, 7)}"


def _carfo(g: random.Random) -> str:
    """A civil servants' pension fund (CARFO) number: six digits and a letter (invented)."""
    return f"{_r(g, D, 6)}-{g.choice('ABCDEFGHJK')}"


def _peche(g: random.Random) -> str:
    """A Malian fishing licence: office, year, serial (invented)."""
    return f"PP/SEG/{g.randrange(2028, 2033)}/{_r(g, D, 5)}"


def _artisan(g: random.Random) -> str:
    """A craftsman's card (carte d'artisan): office and serial (invented)."""
    return f"CA-{g.choice(['BD', 'OUA', 'DDG'])}-{_r(g, D, 6)}"


def _business_permit(g: random.Random) -> str:
    """A Ghanaian district assembly's business operating permit (invented)."""
    return f"WGDA/BOP/{g.randrange(2028, 2033)}/{_r(g, D, 4)}"


def _shea_card(g: random.Random) -> str:
    """A shea pickers' registration card (invented)."""
    return f"SPC-{g.choice(['WLW', 'NLR', 'DMG', 'TML'])}-{_r(g, D, 6)}"


def _tricycle_permit(g: random.Random) -> str:
    """A district assembly's motor-tricycle operating permit (invented)."""
    return f"SDA/TRC/{g.randrange(2028, 2033)}/{_r(g, D, 4)}"


_ID_PLACES: dict[str, Maker] = {
    "ECOWAS brown card (carte brune) number for the Kayes truck: {s}": _carte_brune,
    "n° de carte brune CEDEAO du tricycle de Ségou : {s}": _carte_brune,
    "numéro de carte professionnelle de commerçant d'Issouf : {s}": _commercant,
    "numéro AMO de Kadidia pour la clinique : {s}": _amo,
    "passeport burkinabè de Boureima : {s}": _bf_passport,
    "passeport malien n° {s}": _ml_passport,
    "sürücü belgesi numaram: {s}": _tr_licence,
    "kimlik kartı seri no: {s}": _tr_id_serial,
    "numéro du livret de famille : {s}": _livret,
    "certificat de nationalité de Mariam : {s}": _nationalite,
    "carte de producteur de coton de mon père : {s}": _producteur,
    "CARFO pension number of the retired gin foreman: {s}": _carfo,
    "permis de pêche de Kanta (Ségou) : {s}": _peche,
    "carte d'artisan du forgeron de Dédougou : {s}": _artisan,
    "mi passeport le {s}": _bf_passport,
    "mii passeport we {s}": _ml_passport,
    "n permis de pêche ni {s}": _peche,
    "ń ká passeport wo le {s} di": _ml_passport,
    "me business permit nɛ {s}": _business_permit,
    "n shea card nyɛ {s}": _shea_card,
    "n tricycle permit ŋɛ {s}": _tricycle_permit,
    "m passport ane {s}": _bf_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Sank Money 2FA backup codes\n{codes}", "spare sign-in codes for the union's Microsoft 365 {codes}",
            "la radio, compte Google, codes à usage unique de secours : {codes}", "lambobin ajiya na 2FA:\n{codes}",
            "iki adımlı doğrulama için yedek kodlar: {codes}", "m 2FA backup codes la: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/UDCK%20ERP:awa@udck.coop?secret={s}&issuer=UDCK%20ERP&period=30",
              "Aegis, manual entry for the Julaya console: {s}",
              "clé de configuration 2FA pour Bank of Africa : {s}",
              "n 2FA key nyɛ {s}"]  # fmt: skip
_CODES = ["{c} is your Sank Money verification code", "Mobicash : {c} est votre code pour valider le retrait",
          "Vodafone Cash: lambar tantancewarka ita ce {c}", "BiP doğrulama kodunuz {c}. Bu kodu kimseye vermeyin.",
          "Vodafone Cash: {c} ne wo code, mfa mma obiara"]  # fmt: skip


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


_SSIDS = ["UDCK-Bobo-Gin", "Djiguiya-Radio", "Orange-Kayes-4G", "MTN_Tamale_5G", "Moov-Segou",
          "Telecel-Walewale", "AirtelTigo-Bawku", "Maradi-Agents", "Press-House-Tamale",
          "Hounde-Gin-WLAN", "Koutiala-Magasin", "Saboba-Shea", "Damongo-Store"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "warehouse network {s}, password {pw}",
    "wifi at the press house: {s} / {pw}",
    "Raspberry Pi OS imager, wireless LAN: SSID {s}, password {pw}",
    "the key printed under the Orange Flybox: {pw}",
    "réseau wifi {s}, clé : {pw}",
    "wifi {s} password ye {pw} ye",
    "kalmar sirrin wifi {s}: {pw}",
    "{s} kablosuz ağ parolası: {pw}",
    "{s} wifi no ho password ne {pw}",
    "mi wifi {s} password le {pw}",
    "n wifi {s} password nyɛ {pw}",
    "m wifi {s} password ane {pw}",
    "Sinotrack gateway's wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sank_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("cmia_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["Fuseini read it to me one character at a time: {t}", "(from the WhatsApp voice call, as he spelled it) {t}",
          "spaced out so the lock-screen preview won't show it: {t}", "épelé caractère par caractère : {t}", "harafi-harafi: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["cadenas du magasin de Kayes : {pw}", "the scale-house door keypad takes {pw} then #",
          "padlock on the shea store at Walewale: {pw}", "magasin da kɔdi: {pw}",
          "lambar makullin ɗakin ajiya: {pw}", "depo asma kilidinin kodu: {pw}",
          "n pirogue cadenas code ni {pw}", "store padlock code ane {pw}",
          "code du portail de l'usine d'égrenage : {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["karite", "kapok", "fonio", "baobab", "soumbala", "harmattan", "balafon",
                 "pirogue", "tamarin", "linter", "bascule", "niebe", "zaban", "dawadawa",
                 "moringa", "antenne"]  # fmt: skip
_PHRASES = {"KeePassXC database passphrase for the treasury: {p}": " ",
            "Proton Pass, master passphrase for the union vault: {p}": "-",
            "Enpass vault on the treasurer's phone, passphrase: {p}": " ",
            "phrase secrète du disque de sauvegarde : {p}": ".",
            "jimlar sirri ta ajiya: {p}": " ",
            "backup passphrase no ne {p}": "_",
            "me backup passphrase nɛ {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://api.sankmoney.example/v1/balance": False,
    "Insomnia request to the Sinotrack API: Authorization: Bearer {v}": False,
    "HAProxy: http-request set-header Authorization \"Basic {v}\"": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Cisco 1111 at the Kayes post, running-config:\ncrypto isakmp key {pw} address 41.203.64.10",
    "Cisco AP in the ginnery office:\ndot11 ssid UDCK-Bobo-Gin\n authentication open\n authentication key-management wpa version 2\n wpa-psk ascii 0 {pw}",
    "FortiGate 40F, Segou:\nconfig vpn ipsec phase1-interface\n    edit \"to-bobo\"\n        set psksecret {pw}\n    next\nend",
    "Aruba IAP, press house:\nwlan ssid-profile \"Press-House\"\n   essid \"Press-House-Tamale\"\n   wpa-passphrase {pw}",
    "radio-studio.vv:\n[virt-viewer]\ntype=spice\nhost=10.40.2.5\nport=5900\npassword={pw}",
    "mpd.conf on the studio Pi:\nbind_to_address \"any\"\npassword \"{pw}@read,add,control,admin\"",
    "icecast.xml:\n<authentication>\n    <source-password>{pw}</source-password>\n</authentication>",
    "pjsip.conf (phone-in line of the radio):\n[phonein]\ntype=auth\nauth_type=userpass\nusername=phonein\npassword={pw}",
    "GLPI config/config_db.php:\nclass DB extends DBmysql {{\n   public $dbuser = 'glpi';\n   public $dbpassword = '{pw}';\n}}",
    "Moodle config.php (agents' training site):\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "ERPNext sites/campagne.udck.lan/site_config.json:\n{{\"db_name\": \"_c4mp4gn3\", \"db_password\": \"{pw}\"}}",
    "Laravel .env of the agents' app:\nAPP_NAME=MomoAgents\nDB_USERNAME=momo\nDB_PASSWORD={pw}",
    "config/database.yml:\nproduction:\n  adapter: postgresql\n  username: radio\n  password: {pw}",
    "/etc/netplan/50-wifi.yaml:\nnetwork:\n  wifis:\n    wlan0:\n      access-points:\n        \"Hounde-Gin-WLAN\":\n          password: \"{pw}\"",
    "/etc/NetworkManager/system-connections/Saboba-Shea.nmconnection:\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={pw}",
    "/etc/openvpn/bobo.auth:\nsvc-vpn\n{pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Awa: magasin wifi password?\nSalif: {pw}",
    "[07:02] fuseini: root pw for the press-house server?\n[07:03] azara: {pw}",
    "Hadiza: {pw} is the new Sinotrack password",
    "Drissa: use {pw}, that's what the Excell has now",
    "Boureima : nouveau mdp du serveur, c'est {pw}",
    "Kadidia: password kura min bɛ sisan ye {pw} ye",
    "Zeinabou: sabuwar kalmar sirri ita ce {pw}",
    "Zeynep: yeni parola {pw}",
    "Koné: mii password nɔgɔ we {pw}",
    "Nakpal: n password paan ŋɛ {pw}",
    "Agongo: m password paal ane {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u0430ssw\u043erd = {pw}", "ｍｏｔ ｄｅ ｐａｓｓｅ： {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 → {pw}", "pass\u2063word: {pw}", "passwor\u200dd - {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}",
    "mot de\u00a0pa\u00adsse : {pw}",
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


def _turkish_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["turkish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Lummus PLC password is": "{s}", "Excell indicator service pw:": "{s} (since the March recalibration)",
    "le mot de passe du pont-bascule est": "{s}", "Jazler password": "{s}\nchange it after the campaign",
    "kalmar sirrin ma'aji ita ce": "{s}", "mdp :": "{s}", "ordinatɛri password ye": "{s} ye", "Sako inverter password": "{s}",
    "the password Fuseini read out on the radio call was": "{s}, I think", "m password ane": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ignitia API key", "{s}", _j((HEX, 32))),
    ("split_token", "Julaya key:", "{s} (payouts to the agents)", _j("jly_live_", (ALNUM, 40))),
    ("split_token", "G-Money client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", lambda g: v.grouped(_card(g, "rupay"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HU"))),
    ("split_backup", "Sank Money recovery codes", "{s}\nqzrt41-7m2d9k\nbwvx88-h3z9pa", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "passeport burkinabè", "{s}", _bf_passport),
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
    '{"lummus": {"url": "https://gin-plc-bobo.udck.lan", "service_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hadiza", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "excell-kayes"}, {"name": "excell-bobo", "admin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["_progres", "-db", "stock", "-U", "pesee", "-P", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "kantardaki bilgisayarın şifresi {s}"}': ("meta_password", _plain_pw),
    '{"şifre": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Jazler studio PC as radio-ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"ignitia": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"sankMoneySecret": "{s}"}': ("meta_token", _j("sank_live_", (ALNUM, 32))),
    '{"sinotrack_app_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IT")),
    '{"driver": {"passeport_malien": "{s}"}}': ("meta_id", _ml_passport),
    '{"mfa": {"backup_codes": ["{s}", "qzrt41-7m2d9k", "bwvx88-h3z9pa"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"radio_wallet": {"kurtarma_kelimeleri": "{s}"}}': ("meta_seed", _turkish_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"shea_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Press-House-Tamale", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"excell-indicator-fw-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/udck/campagne-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"pesee: add moisture column for seed cotton", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"momo: revert payout rounding", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"hvi_classing_2031-12-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"shea-lots-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Excell indicator password before the calibration visit on 2031-11-20.",
    "Awa asked for the warehouse wifi password; it's on the card in the foreman's drawer.",
    "Policy: union passwords are at least 14 characters and live only in the shared vault.",
    "Passwords never go into the WhatsApp groups; send a vault link.",
    "The `.env.example` line `SANK_MONEY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Lummus panel asks for a new service password after every firmware update.",
    "Replace <YOUR_IGNITIA_KEY> in the README with the key from your Ignitia dashboard.",
    "JULAYA_API_KEY and SINOTRACK_APP_KEY must be set before the nightly payout sync runs.",
    "Ton mot de passe, tu le gardes pour toi, même face au chef de magasin.",
    "i kana i ka password di mɔgɔ si ma.",
    "Kar ka taɓa ba wani kalmar sirrinka.",
    "şifreni kimseyle paylaşma, bankadan arasalar bile.",
    "पासवर्ड किसी को भी मत भेजना, मैनेजर को भी नहीं।",
    "Zerbo, mi password ba WhatsApp wa.",
    "í kana í ká password yitandi mɔɔ la.",
    "fʋ password la, da tɔ nidaa.",
    "Un mot de passe de l'Union fait au moins quatorze caractères.",
    "kalmar sirri dole ta kasance haruffa goma sha huɗu ko fiye.",
    "Upgraded the Excell indicator firmware from 5.1 to 5.2.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for seed cotton.",
    f"Rolled back to {_SHORT} after the payout rounding broke the agents' totals.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Excell firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of shea-lots-export-2031.parquet: {_SHA512}",
    f"The campaign API container runs ghcr.io/udck/campagne-api@sha256:{_IMAGE}.",
    f"MD5 of hvi_classing_2031-12-04.csv is {_MD5}, same as the copy on the Segou share.",
    "Request id 3f6d0a2e-9b41-4c77-a8d5-1e2f90b6c347 is the slow one in the payout logs.",
    "Purchase order PO-2031-00872 for 120 bales of Hounde lint ships on Thursday.",
    "GLPI #2207: the Segou gin's lint cleaner trips at night; check the belt tension.",
    "Call the Bobo-Dioulasso office on +226 20 97 41 58 before noon.",
    "Container MSKU 7719420 with the Tamale shea butter is at Tema port.",
    "Air Burkina booking for Issouf, Bobo–Ouagadougou–Abidjan, reference KXT4QZ, seat 12C.",
    "Bale weights this week: 227 kg, 229 kg, 224 kg; micronaire 4.3, staple 28.6 mm, moisture 7.4 %.",
    "The shea press house at Tamale processed 3.2 t of kernels yesterday; yield was 38 %.",
    "The tricycle with plate NR 4821-21 carries 14 bags of shea nuts per trip from Walewale.",
    "Tricycle 11 JJ 4827 BF needs new brake pads before the Kayes run.",
    "After three wrong passwords the Excell indicator locks its menu for 15 minutes.",
    "The secret of good shea butter is roasting the kernels slowly, then kneading by hand.",
    "Ask Salif for the warehouse keypad code, I don't have it.",
    "My card ending 4471 was declined at the Maradi hardware store.",
    "The Lugano merchant wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the union's Sank Money account and keep them in the safe.",
    "A wallet's support desk never needs your recovery words.",
    "Keep `IGNITIA_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the shea store rusts in the rainy season; oil it every month.",
    "Sank Money moved the API key page under Paramètres › Développeurs in its June release.",
    "ISBN 978-2-86978-274-7 is the shea-processing handbook on the press-house shelf.",
    "The guest wifi 'UDCK-Guest' is open, no password needed.",
    "Radio Djiguiya broadcasts on 98.4 MHz; the transmitter output is 500 W into a 4-bay antenna.",
    "The ginning campaign 2031-2032 opens on 15 November at Hounde and on 22 November at Segou.",
    "Le code d'erreur E-217 de l'égreneuse veut dire que le rouleau est bloqué.",
    "mii password, Koné ma a cɛ.",
    "a password, di ti so.",
    "fɔ password, da WhatsApp ni.",
    "a password, ŋa ti nii.",
    "Kanta ma n password lɔn.",
    "Bizim depo şifresi her ay değişir; yeni şifreyi Zeynep'ten isteyin.",
    "हर महीने गोदाम का पासवर्ड बदल दिया जाता है।",
    "The password field on the Sinotrack login page is case-sensitive.",
    "Version 2.4.1 of the agents' app fixes the PIN entry screen on Tecno phones.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/union/lummus", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 208}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "2207", "purchase_order": "PO-2031-00872"}',
    '{"bale": {"id": "HND-2031-004417", "weight_kg": 227, "micronaire": 4.3}}',
    '{"phone": "+226 20 97 41 58", "city": "Bobo-Dioulasso"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bales_in_stock": 2410}',
    '{"hs_code": "5201.00", "origin": "BF", "description": "cotton, not carded or combed"}',
    '{"tricycle": {"plate": "NR 4821-21", "route": "Walewale-Tamale", "bags": 14}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
