# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-thirty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirtieth's docstring, the
fifth to hundred-and-thirtieth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a cane variety
and what the mill makes of it, a cyclone and its year, a rum's strength, a canteen dish and a
number, a bird and a village, a name with a birth year and a town, Cavadee and a year, leet words
for the cane, the arranged rum, the vanilla, the dodo and the sega, a truck's tonnage, generated
groups), names, places, templates, tools, vendors and layouts, the way the staff of TiKann Océan (a
fictional cane, rum, port and cyclone-response group in the south-west Indian Ocean: a cane
weighbridge at Beau Vallon near Mahébourg, a rum distillery at Saint-André in Réunion with its
stills' control room and ageing cellar, a container terminal at Mer Rouge in Port Louis with a
feeder quay at Toamasina, the cyclone-shelter roster of Port Mathurin in Rodrigues and of Mahébourg,
and a vanilla cooperative at Fénérive-Est and Mananara, with staff from Mauritius, Réunion,
Madagascar, India and China, Chagossians and Agaléga islanders among them and a Memon office in
Port Louis) leak secrets into an assistant's memory. The texts are WhatsApp, Messenger, Viber,
Telegram, Signal, Wire, Threema, Olvid, Tchap, WeChat, Skype, Webex, Teams, Slack, Google Chat, Zoho
Cliq, Workplace, Rocket.Chat, Mattermost, Element and SMS messages, Google Keep, Apple Notes,
Samsung Notes, OneNote, Mi Notes, Bear, Joplin, Notion, Microsoft To Do and Trello notes to self,
Redmine, ServiceNow, Freshservice, SysAid and Znuny tickets, e-mails, an incident note, a runbook,
README fragments, shell history (cmd, PowerShell, zsh, Git Bash, Windows Terminal, Termux, tmux,
cron, a GitLab CI job, a Jenkins stage, an Ansible task), configs, code, voice-dictated text and
requests to the assistant itself, around the panels of weighing, gate, distillery, terminal,
reefer, radio, satellite, power, shelter, packing, payment, network and office hardware (a Precia
Molen i 40, a Rinstrum R420 and a Cardinal 225 weight indicator, a Hikvision ANPR camera, a FAAC
barrier, a Nedap uPASS reader, a Siemens WinCC Unified panel, a Modicon M580, an Anton Paar DMA 4500
M, an Endress+Hauser Promass, a Testo Saveris 2, Navis N4, Carrier Lynx Fleet, Thermo King TracKing,
a Zebra MC9300, a Cisco IW9167, a Cradlepoint R1900, a MOXA NPort 5150, a Codan Envoy X2 HF radio,
an Iridium GO! exec, a Cobham EXPLORER 510, a Starlink router, a Davis WeatherLink Live, a Deep Sea
DSE7320 and a ComAp InteliLite genset controller, a Huawei SUN2000 inverter, a Lorentz PS2 pump
controller, a Sartorius MA160, a Henkelman Boxer 52, a PAX A920, a Synology DS923+, a Grandstream
UCM6302 and GXP1625, a FortiGate 60F, Yealink T31P phones, a MikroTik hAP ax3 and a Canon
imageRUNNER). Tools none of heldouts 5 to 130 names: Borland StarTeam's stcmd, skipfish, SwithMail,
FEBooti Mail's febootimail, LogMeIn Hamachi, UHARC, mqtt-stresser, rad_eap_test, ipatool,
AltServer-Linux and sprayhound on the command line, and gplaycli's config; beside them the commands
the product names (sshpass, mysql, redis-cli, curl -u, docker login, htpasswd, smbclient, 7z,
openssl, gpg --passphrase, plink, xfreerdp, net use, sqlplus, lftp, ipmitool, mosquitto_pub, sudo
-S, ldapsearch, zip -P, keytool) and configs of Sahana Eden, Odoo, ERPNext, ThingsBoard, Redmine,
osTicket, Moodle, Seafile, iTop, Metabase, Frigate, a Zabbix agent plugin, a Yealink and a
Grandstream phone and a pppd peer, in layouts of its own. About 43 % of the texts are in other
languages than English (by a rough count of the drawn samples): Chagossian Creole (Kreol Ilois, of
the Chagossians of Pointe aux Sables and Cassis), Agalegan Creole (of Agaléga), Memoni (of Port
Louis' Memon families, in Latin letters), Antambahoaka (of Mananjary), Antefasy (Antaifasy, of
Farafangana), Sihanaka (of Lake Alaotra), Bezanozano (of Moramanga) and Betsileo (of the
highlands, spoken by cooperative hands come down to the coast), which no earlier docstring names,
and French, Mauritian Creole, Réunion Creole, Malagasy, Hindi, Bhojpuri, Tamil, Hakka, Mandarin,
Cantonese, Urdu, Gujarati and Portuguese in wordings of their own (and Spanish and Korean in one
seed-phrase note each). The eight new languages' wordings are the author's approximations, checked
by no speaker, built around a possessive and a copula or demonstrative each and the loanwords
people there really text (password, wifi, code, pin, number, card, IBAN, API key, user, login,
token, passphrase): Chagossian's `mo … i …` and `pa koz … ar personn`; Agalegan's `… pou mwan li
…` and `pa dir oken dimoun`; Memoni's `mujo … aay`, `… ji …` and `kenke na chajo`; Antambahoaka's
`ty …-ko le …` and `ko mbo ambara amin'olo`; Antefasy's `… nakahy ze …` and `ko mbo ambaranao ndra
iza`; Sihanaka's `ny …-ko iny …` and `aza atoronao olona`; Bezanozano's `… anahy zany …` and `aza
ampahafantarina olona`; Betsileo's `ty …-ko io …` and `tsy azo ambara amin'ny olo`. The five
Malagasy dialects are the thinnest guesses (official Malagasy with a dialect's pronoun,
demonstrative or particle put in, after descriptions rather than texts); Chagossian and Agalegan
lean on Mauritian and Seychellois Creole, Memoni on Sindhi and Kutchi. Vendors (MauBank, AfrAsia,
ABC Banking, MIPS, Paywise, MauCAS, Emtel, Mauritius Telecom, TradeNet, Paositra Money, Blueline,
Yas, AccèsBanque, GasyNet, Jirama, Gulfsat, CEPAC, Car Jaune, Météo-France, API Entreprise, INSEE
Sirene, GAMMA, Zenduty, AlertOps, iLert, Spike.sh, Hyperping, Freshping, Site24x7, Skedulo,
Snapshift, Eurécia, Horoquartz, Woosmap, Qiniu, Getui, Umeng, JPush, ActivityInfo, BoxTech,
MultiTrace, Ikoula, Sarbacane, Dolist, Mailpace, ZeptoMail, Objenious, Wanesy, Adeunis and
Watteco) are ones heldouts 5 to 130 do not name; none of them publishes a token shape the author
knows, so every shape here (MIPS's `mips_sk_`, Paositra Money's `pm_live_`, iLert's `il1api`,
Hyperping's `hp_`, Site24x7's `1000.….…`, ZeptoMail's `wSsVR6…`, the UUIDs, hex runs, base64 runs
and JWTs) is the author's guess. The ids are kinds heldouts 5 to 130 do not use: a Mauritian
Occupation Permit (EDB), a Mauritian driving licence, a Mauritian passport, a cane planter's
registration on a weighbridge ticket, a Ports Authority port-access pass, a Malagasy vanilla
collector's card, a Rodrigues registered fisher's card and a Port Réunion docker's professional
card (carte G or O); python-stdnum has no module for any of them and none is checked by a library
or this file (no check-digit algorithm is written here): they are unchecked, their shapes invented
or as the author believes them. Card numbers pass Luhn (the value helpers' brands, each checked
with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes and codes of heldouts 5 to 130 (Brazil, Malta, Mauritania, Tunisia, Kuwait, Kazakhstan,
Latvia and Iceland, in about ten corpora each), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, French, Simplified Chinese, Traditional Chinese, Spanish,
Portuguese and Korean lists, each with a valid checksum. Counts: 390 secret samples, 20 field pairs
and 20 metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 131_554_209
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


# The estate's words: cane varieties, what the mill and the still make, the cyclones they
# sheltered from, what the canteen serves, birds, places and the port's own words.
_CANE = ["R570", "R579", "R585", "M1176", "M3035", "M2283", "M1400", "R583"]
_MILL = ["Vesou", "Bagasse", "Melasse", "Sirop", "Cuite", "Turbine", "Defibreur", "Brix"]
_STILL = ["Alambic", "Colonne", "GrandArome", "Arrange", "Vinasse", "Fut", "Chai", "Coeur"]
_CYCLONES = ["Batsirai", "Freddy", "Belal", "Garance", "Chido", "Dumazile", "Enawo", "Gamede",
             "Dina", "Hollanda", "Emnati", "Cheneso"]  # fmt: skip
_FOOD = ["DhollPuri", "GatoPiment", "Farata", "Rougail", "Ravitoto", "Romazava", "Alouda",
         "Samoussa", "MineFrit", "MofoGasy", "Bouchon", "Cari"]  # fmt: skip
_BIRDS = ["PailleEnQueue", "Kestrel", "Dodo", "Cardinal", "TecTec", "Merle", "Fody", "Katala"]
_PLACES = ["Mahebourg", "BeauVallon", "PortLouis", "MerRouge", "Flacq", "Goodlands", "StAndre",
           "StBenoit", "Cilaos", "Salazie", "Toamasina", "Fenerive", "Mananara", "Foulpointe",
           "PortMathurin", "LaFerme", "Diego", "Peros"]  # fmt: skip
_PORT = ["Reefer", "Quai", "Portique", "Cavalier", "Spreader", "Amarre", "Lashing", "Bollard"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K4nn4B1", "Rh0mArr4ng3", "V4n1ll4G4sy", "D0d0M4h3b", "B4g4ss3", "Cycl0n3", "P0rt1qu3",
         "S3g4M4l0y4"]  # fmt: skip
_NAMES = ["Devesh", "Anjalee", "Rooksana", "Shakeel", "Keshav", "Priyanka", "Yannick", "Brandon",
          "Christelle", "Melanie", "Sully", "Maeva", "Clency", "Axelle", "Rivo", "Haja", "Fanja",
          "Tojo", "Mialy", "Nirina", "Lisette", "Rosemond", "Jeannot", "Zubeida", "Hanif",
          "Senthil", "Kavitha", "Rakesh", "Sunita", "Jiayi", "Ahfong"]  # fmt: skip


def _grouped_manager(g: random.Random) -> str:
    """Four groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways the estate's people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CANE)}{g.choice(_MILL)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CYCLONES)}{g.randrange(2007, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_STILL)}{g.choice([40, 45, 49, 50, 55, 62, 70])}pc{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FOOD)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_BIRDS)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{g.choice(_PLACES)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "!$%&?#", 16),
    lambda g: f"{g.choice(_PORT)}{g.randrange(10, 100)}Quai{g.randrange(1, 9)}",
    _grouped_manager,
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_MILL).lower()}.{g.randrange(1970, 2032)}",
    lambda g: f"Kann{g.randrange(100, 999)}t{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"Cavadee{g.randrange(2020, 2032)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 3)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Pont-bascule Beau Vallon': the Precia Molen i 40 indicator's supervisor password is {pw}",
    "Messenger from Devesh: Rinstrum R420 setup password {pw}",
    "Viber, Keshav: Cardinal 225 weight indicator web password {pw}",
    "Teams chat #pesees: Hikvision ANPR camera at gate 2, admin password {pw}",
    "Google Chat, Christelle: FAAC boom barrier controller password {pw}",
    "Zoho Cliq message from Brandon: Nedap uPASS reader config password {pw}",
    "Slack #distillerie: WinCC Unified comfort panel on still 2, password {pw}",
    "Tchap, Sully : mot de passe web du Modicon M580 : {pw}",
    "Olvid, Maeva: the Anton Paar DMA 4500 M admin password is {pw}",
    "Signal from Clency: Endress+Hauser Promass flowmeter service password {pw}",
    "Wire chat, Axelle: Testo Saveris 2 base password {pw}",
    "Rocket.Chat #terminal: Navis N4 ops password {pw}",
    "Mattermost, Shakeel: Carrier Lynx Fleet portal password {pw}",
    "Webex chat: Thermo King TracKing password {pw}",
    "Skype message from Priyanka: Zebra MC9300 StageNow admin password {pw}",
    "Element room 'Quai Mer Rouge': Cisco IW9167 access point password {pw}",
    "Threema from Yannick: Cradlepoint R1900 admin password {pw}",
    "Workplace chat, Rooksana: MOXA NPort 5150 password {pw}",
    "WeChat from Jiayi: Codan Envoy X2 HF radio web password {pw}",
    "Telegram, Rivo: Iridium GO! exec admin password {pw}",
    "SMS from Haja: Cobham EXPLORER 510 BGAN terminal password {pw}",
    "Google Keep 'abri Port Mathurin': Davis WeatherLink Live password {pw}",
    "Apple Notes: Deep Sea DSE7320 genset controller web password {pw}",
    "Samsung Notes: Huawei SUN2000 inverter installer password {pw}",
    "OneNote page 'Abris cycloniques': ComAp InteliLite password {pw}",
    "Mi Notes on Fanja's phone: Lorentz PS2 pump controller password {pw}",
    "Bear note 'vanilla store': Sartorius MA160 moisture analyser password {pw}",
    "Joplin note: Henkelman Boxer 52 vacuum packer service password {pw}",
    "Microsoft To Do: change the PAX A920 admin password, it's still {pw}",
    "Trello card 'Koperativa IT': Synology DS923+ admin password {pw}",
    "Redmine #2214: the Grandstream UCM6302 admin password {pw} was refused this morning",
    "ServiceNow INC0041877: FortiGate 60F at Fénérive, admin password {pw}, rotate asap",
    "Freshservice ticket 5521: Yealink T31P phone admin password {pw}",
    "SysAid #883: MikroTik hAP ax3 at the Mahébourg shelter, password {pw}",
    "Znuny ticket 2031060410000123: Canon imageRUNNER admin password {pw}",
    "Bonjour Sully,\n\nle mot de passe root du serveur de l'alambic est {pw}. Supprime ce mail une fois noté dans le coffre.\n\nMaeva",
    "Incident 2031-02-03, cyclone {cy}: the shelter's Starlink router was left with password {pw}",
    "Runbook: reset the weighbridge after a power cut\n1. open the Precia Molen i 40 menu\n2. enter the supervisor password {pw}\n3. zero the platform\n4. reprint the last ticket",
    "README (terminal rack)\nNavis N4 test instance: https://n4-test.tikann.lan, user ops, password `{pw}`.",
    "my MauBank internet banking password is {pw} now",
    "can you keep my my.t email password? it's {pw}",
    "dictated: the password for the distillery laptop is {pw} full stop",
    "note to self: new Precia Molen service password {pw}",
    "mo finn met {pw} kouma password lor balans pon-baskil la",
    "password wifi biro Mer Rouge: {pw}, gard li pou twa",
    "mi la mèt {pw} pou modpas lordi la distilri",
    "Ny tenimiafina an'ny solosaina fandanjana dia {pw}",
    "Tenimiafiko vaovao amin'ny mailaka: {pw}",
    "mdp du pont-bascule : {pw} (ne le note pas sur le tableau)",
    "धर्मकांटे वाले कंप्यूटर का पासवर्ड अब {pw} है",
    "kanta wala computer ke password ab {pw} ba",
    "எடைமேடை கணினியின் கடவுச்சொல் {pw}",
    "𠊎个电邮密码係 {pw}",
    "磅房部電腦嘅密碼係 {pw}",
    "地磅电脑的开机密码改成 {pw} 了",
    "ویبرج والے کمپیوٹر کا پاس ورڈ {pw} ہے",
    "કાંટા ના કમ્પ્યુટર નો પાસવર્ડ {pw} છે",
    "mo paswor i {pw}",
    "paswor pou mwan li {pw}",
    "mujo email password {pw} aay",
    "ty password-ko le {pw}",
    "password nakahy ze {pw}",
    "ny password-ko iny {pw}",
    "ny password anahy zany {pw}",
    "ty kaody-ko io {pw}",
]  # fmt: skip


def _said_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _pw(rng), "cy": rng.choice(_CYCLONES)}


_said = _Family("labelled_password", _SAID, _said_draw, "pw")


_USERS = ["devesh.r", "anjalee", "rooksana.b", "shakeel", "keshav.p", "priyanka", "yannick",
          "brandon.l", "christelle", "melanie.ah", "sully", "maeva.h", "clency", "axelle",
          "rivo", "haja.r", "fanja", "tojo", "mialy", "nirina", "lisette", "rosemond", "jeannot",
          "zubeida", "hanif.n", "senthil", "kavitha", "rakesh", "sunita", "jiayi", "svc-pesees",
          "ops-quai"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Keshav: Precia Molen login is {u} / {pw}",
    "Freshservice #5530: {u} locked out of the Navis N4 client, last password {pw}",
    "user={u} pass={pw}",
    "Notion › Distillerie › Still 2 › WinCC: {u} — {pw}",
    "| panel | login | pass |\n|:--|:--|:--|\n| ComAp InteliLite | {u} | {pw} |",
    "log into the Lynx Fleet portal as {u} with {pw}",
    "Codan radio login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: pb-beauvallon\n  user: {u}\n  password: {pw}",
    "Teams: account {u}, password {pw} for the shelter roster",
    "Clency says the Anton Paar login is {u} and the password is {pw}",
    "equipment,login,pass\npax-a920-fenerive,{u},{pw}",
    "ssh {u}@pb-beauvallon.tikann.lan (pw {pw})",
    "Viber: creds for the Sartorius are {u} and {pw}",
    "login: {u}, ek password {pw}, pa bliye sa",
    "identifiant {u}, mdp {pw}",
    "Anaran'ny mpampiasa {u}, tenimiafina {pw}",
    "लॉगिन आईडी {u}, साथ में पासवर्ड {pw}",
    "பயனர் {u}, அதன் கடவுச்சொல் {pw}",
    "用户名 {u}，密码 {pw}",
    "mo non login i {u}, mo paswor i {pw}",
    "mujo user {u} aay, password {pw} aay",
    "user-ko le {u}, password-ko le {pw}",
    "usuário {u}, senha {pw} (técnico da colhedora)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["batsirai", "vesou", "bagasse", "alambic", "ravanne", "maloya", "sega", "lavanila",
               "ravitoto", "cavadee", "paille", "kestrel", "portique", "fody", "tectec",
               "katala"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the weighbridge password is the word {w}, all lowercase, then {d}",
    "password: the name of the cyclone, {w}, followed by {d}",
    "it's our mascot's name, {w}, followed by {d}",
    "{w}{d} — that's the shelter laptop password",
    "type {w}, then {d}; that's the distillery HMI password",
    "voice note: the wifi at the vanilla store is {w} then right after it {d}, no space",
    "pour le mot de passe, tu tapes le mot {w} et ensuite {d}",
    "password-la se mo {w}, apre sa {d}",
    "ny tenimiafina dia ilay teny hoe {w}, ary rehefa izay {d}",
    "पासवर्ड: पहला हिस्सा {w}, फिर पीछे से {d}",
    "paswor i mo {w}, apre {d}",
    "password pehla {w} aay, pachhe {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    'stcmd co -p "{u}:{pw}@starteam.tikann.lan:49201/PontBascule/Main" -is -fp C:\\src\\pb',
    'stcmd ci -p "{u}:{pw}@starteam.tikann.lan:49201/DistilCtl/Main" -r "recette GA 2031" -filter M',
    "skipfish -A {u}:{pw} -o /tmp/sf-portail https://portail.tikann.re/",
    'SwithMail.exe /s /from "pontbascule@tikann.mu" /name "Pont-bascule" /u "{u}" /pass "{pw}" /server "smtp.tikann.mu" /p 587 /SSL /to "usine@tikann.mu" /sub "Tickets du jour"',
    'febootimail -SERVER smtp.tikann.mg -PORT 587 -AUTH AUTO -USER {u} -PASS {pw} -FROM koperativa@tikann.mg -TO fenerive@tikann.mg -SUBJECT "Lanja lavanila" -ATTACH lanja.csv',
    "hamachi do-join 412-778-305 '{pw}'",
    "hamachi create TiKann-Rodrigues '{pw}'",
    "uharc a -mx -pw{pw} tickets-2031.uha C:\\PB\\TICKETS\\*.*",
    "mqtt-stresser -broker tcp://mqtt.tikann.lan:1883 -num-clients 25 -num-messages 40 -username {u} -password '{pw}'",
    'rad_eap_test -H radius.tikann.lan -P 1812 -S "$RADIUS_SECRET" -u {u} -p \'{pw}\' -m WPA-EAP -e PEAP -2 MSCHAPV2',
    "ipatool auth login --email {u}@tikann.mu --password '{pw}'",
    "./AltServer -u 00008030-001A35E83C08802E -a {u}@tikann.mu -p '{pw}' PontBascule.ipa",
    "sprayhound -u {u} -p '{pw}' -d tikann.lan -dc 10.40.0.10",
    "sshpass -p{pw} rsync -av /srv/tickets/ {u}@backup.tikann.lan:/data/tickets/",
    'mysql -h pesees.tikann.lan -u {u} -p\'{pw}\' pesees -e "select count(*) from tickets where jour=curdate()"',
    "redis-cli -h cache.tikann.lan -p 6380 --tls -a '{pw}' --no-auth-warning XLEN quai:evts",
    "curl -sS -u {u}:{pw} 'https://n4.tikann.lan/apex/api/query?filtername=REEFERS_ALARM'",
    "docker login registry.tikann.lan -u {u} -p '{pw}'",
    "htpasswd -bB /etc/nginx/.htpasswd-abri {u} '{pw}'",
    "smbclient //nas-abri.tikann.lan/listes -U 'TIKANN/{u}%{pw}' -c 'get roster.xlsx'",
    "7z a -p'{pw}' -mhe=on excise-2031.7z D:\\Douane\\DAE\\",
    "openssl enc -aes-256-cbc -pbkdf2 -in roster.csv -out roster.enc -pass pass:{pw}",
    "gpg --batch --yes --pinentry-mode loopback --passphrase '{pw}' -d rhum-recettes.gpg",
    'plink -ssh -pw {pw} {u}@10.30.1.5 "show ip int brief"',
    "xfreerdp /v:weighpc.tikann.lan /u:{u} /p:'{pw}' /dynamic-resolution",
    "net use Z: \\\\nas-port\\reefers /user:TIKANN\\{u} {pw} /persistent:no",
    "sqlplus {u}/{pw}@//n4db.tikann.lan:1521/N4PROD @daily_moves.sql",
    "lftp -u {u},{pw} sftp://edi.tikann.mu -e 'mirror -R coarri/ /in/coarri; bye'",
    "ipmitool -I lanplus -H 10.30.9.21 -U {u} -P '{pw}' chassis power status",
    "mosquitto_pub -h mqtt.tikann.lan -p 8883 --cafile ca.crt -u {u} -P '{pw}' -t abri/rodrigues/genset -m on",
    "echo '{pw}' | sudo -S systemctl restart pesees-sync",
    "ldapsearch -x -H ldaps://dc1.tikann.lan -D 'cn={u},ou=svc,dc=tikann,dc=lan' -w '{pw}' -b 'ou=abris,dc=tikann,dc=lan'",
    "zip -P '{pw}' -r lavanila-lanja-2031.zip lanja/",
    "keytool -list -v -keystore n4-client.jks -storepass '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\PB> {c}", "cmd.exe on the weighbridge PC:\nC:\\PB>{c}",
    "history:\n  512  {c}", "zsh ~/quai ❯ {c}", "Termux on Haja's phone: ~ $ {c}",
    "tmux window 'quai' on the bastion: {c}", "crontab -l:\n30 2 * * * {c}",
    "GitLab CI job 'sync-pesees':\n  script:\n    - {c}", "Jenkins console, stage 'export': + {c}",
    "Ansible task 'nightly', command: {c}", "runbook step 4: run {c}",
    "Git Bash on the still's laptop: {c}", "Windows Terminal, WSL tab on the still's laptop: {c}",
    "kòmand ki mo finn lanse: {c}", "la commande lancée hier soir : {c}",
    "ity ilay baiko nampiasaiko: {c}", "मैंने यह कमांड चलाया: {c}", "我跑的命令：{c}",
    "komann ki mo finn tape lor laptop abri: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@anpr-portail2.tikann.lan:554/Streaming/Channels/101",
    "http://{u}:{pw}@10.20.4.64/ISAPI/Traffic/channels/1/vehicleDetect/plates",
    "ftp://{u}:{pw}@pb-beauvallon.tikann.lan/tickets/",
    "mssql+pyodbc://{u}:{pw}@sqlpb.tikann.lan/Pesees?driver=ODBC+Driver+18+for+SQL+Server",
    "oracle+oracledb://{u}:{pw}@n4db.tikann.lan:1521/?service_name=N4PROD",
    "postgresql://{u}:{pw}@pg-abri.tikann.lan:5432/roster?sslmode=require",
    "mongodb://{u}:{pw}@mongo1.tikann.lan:27017,mongo2.tikann.lan:27017/lavanila?replicaSet=rs0&authSource=admin",
    "redis://{u}:{pw}@cache.tikann.lan:6380/2",
    "amqp://{u}:{pw}@mq.tikann.lan:5672/quai",
    "smtp://{u}:{pw}@smtp.tikann.mu:587",
    "opc.tcp://{u}:{pw}@s7-alambic.tikann.lan:4840",
    "clickhouse://{u}:{pw}@ch.tikann.lan:9000/reefers",
    "Server=sqlpb.tikann.lan;Database=Pesees;User Id={u};Password={pw};TrustServerCertificate=True;",
]  # fmt: skip
_URL_PLACES = [
    "PESEES_DB_URL={c}", "Grafana datasource URL before the migration: {c}", "Frigate camera input path: {c}",
    "remember this connection string, the DBA sent it: {c}", "chaîne de connexion de la base des pesées : {c}",
    "sa URL-la pou baz done: {c}", "ity ny URL an'ny base: {c}", "数据库连接串：{c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_930_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tikann-ocean", "sub": f"app_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 7_776_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors none of heldouts 5 to 130 names. None publishes a token shape the author knows of:
# every shape below (prefixes, lengths, UUIDs, JWTs) is the author's guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("MauBank", "MAUBANK_API_SECRET", _j((HEX, 40))),
    ("AfrAsia", "AFRASIA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("ABC Banking", "ABCB_OPENAPI_KEY", lambda g: v.uuid4(g, "a")),
    ("MIPS", "MIPS_MERCHANT_KEY", _j("mips_sk_", (ALNUM, 32))),
    ("Paywise", "PAYWISE_SECRET_KEY", _j((ALNUM, 40))),
    ("MauCAS", "MAUCAS_PSP_TOKEN", _vendor_jwt("https://maucas.example-bom.mu")),
    ("Emtel", "EMTEL_SMS_API_KEY", _j((HEX, 32))),
    ("Mauritius Telecom", "MT_SMSGW_TOKEN", _j((B64, 43), "=")),
    ("TradeNet", "TRADENET_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Paositra Money", "PAOSITRA_MONEY_KEY", _j("pm_live_", (ALNUM, 30))),
    ("Blueline", "BLUELINE_API_TOKEN", _j((ALNUM, 36))),
    ("Yas", "YAS_MONEY_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("AccèsBanque", "ACCESBANQUE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("GasyNet", "GASYNET_API_TOKEN", _j((URLSAFE, 48))),
    ("Jirama", "JIRAMA_PORTAL_TOKEN", _j((HEX, 40))),
    ("Gulfsat", "GULFSAT_API_KEY", _j((ALNUM, 28))),
    ("CEPAC", "CEPAC_API_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Car Jaune", "CARJAUNE_GTFS_RT_KEY", _j((HEX, 32))),
    ("Météo-France", "METEOFRANCE_API_KEY", _vendor_jwt("https://portail-api.meteofrance.fr")),
    ("API Entreprise", "API_ENTREPRISE_TOKEN", _vendor_jwt("https://entreprise.api.gouv.fr")),
    ("INSEE Sirene", "INSEE_SIRENE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("GAMMA", "GAMMA_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Zenduty", "ZENDUTY_API_KEY", _j((HEX, 40))),
    ("AlertOps", "ALERTOPS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("iLert", "ILERT_API_KEY", _j("il1api", (ALNUM, 40))),
    ("Spike.sh", "SPIKE_API_TOKEN", _j((ALNUM, 32))),
    ("Hyperping", "HYPERPING_API_KEY", _j("hp_", (HEX, 32))),
    ("Freshping", "FRESHPING_API_KEY", _j((ALNUM, 24))),
    ("Site24x7", "SITE24X7_REFRESH_TOKEN", _j("1000.", (HEX, 32), ".", (HEX, 32))),
    ("Skedulo", "SKEDULO_API_TOKEN", _vendor_jwt("https://api.skedulo.com")),
    ("Snapshift", "SNAPSHIFT_API_KEY", _j((HEX, 64))),
    ("Eurécia", "EURECIA_API_KEY", _j((ALNUM, 32))),
    ("Horoquartz", "HOROQUARTZ_API_SECRET", _j((B64, 40))),
    ("Woosmap", "WOOSMAP_PRIVATE_KEY", lambda g: v.uuid4(g, "a")),
    ("Qiniu", "QINIU_SECRET_KEY", _j((URLSAFE, 40))),
    ("Getui", "GETUI_MASTER_SECRET", _j((ALNUM, 22))),
    ("Umeng", "UMENG_APP_MASTER_SECRET", _j((LOWER_DIGITS, 32))),
    ("JPush", "JPUSH_MASTER_SECRET", _j((HEX, 24))),
    ("ActivityInfo", "ACTIVITYINFO_TOKEN", _j((HEX, 32))),
    ("BoxTech", "BOXTECH_API_KEY", _j((ALNUM, 32))),
    ("MultiTrace", "MULTITRACE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Ikoula", "IKOULA_API_SECRET", _j((ALNUM, 64))),
    ("Sarbacane", "SARBACANE_API_KEY", _j((ALNUM, 48))),
    ("Dolist", "DOLIST_API_KEY", _j((HEX, 40))),
    ("Mailpace", "MAILPACE_SERVER_TOKEN", lambda g: v.uuid4(g, "9")),
    ("ZeptoMail", "ZEPTOMAIL_SEND_TOKEN", _j("wSsVR6", (B64, 90), "==")),
    ("Objenious", "OBJENIOUS_API_KEY", _j((ALNUM, 40))),
    ("Wanesy", "WANESY_API_TOKEN", _vendor_jwt("https://wanesy.example-kerlink.fr")),
    ("Adeunis", "ADEUNIS_API_TOKEN", _j((HEX, 32))),
    ("Watteco", "WATTECO_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    'export {env}="{tok}"',
    "$env:{env} = '{tok}'",
    "setx {env} {tok}",
    ".env.production:\n{env}={tok}",
    "kubectl create secret generic quai-api --from-literal={env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "systemd unit, pesees-sync.service:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    'web.config:\n<add key="{env}" value="{tok}" />',
    "group_vars/abris.yml:\n{env_lower}: \"{tok}\"",
    "supervisord.conf, [program:roster]:\nenvironment={env}=\"{tok}\"",
    "php-fpm pool, www.conf:\nenv[{env}] = {tok}",
    "launchd plist:\n<key>{env}</key>\n<string>{tok}</string>",
    "Portail TiKann › Paramètres › Intégrations › {vendor} › Identifiants API : {tok}",
    "Notion table 'Integrations': | {vendor} | prod | {tok} |",
    "Trello card: replace the {vendor} key {tok} before the audit",
    "WhatsApp, Keshav: {vendor} key for the weighbridge sync: {tok}",
    "Teams: the {vendor} token we switched to is {tok}, the previous one was killed on Monday",
    "Freshservice #5560: {vendor} webhook returns 401 since Tuesday, key configured: {tok}",
    "ServiceNow INC0041902: {vendor} integration broken, current key {tok}",
    "save my {vendor} API key for later: {tok}",
    "clé API {vendor} pour le portail des abris : {tok}",
    "notre clé {vendor} (API) à l'usine : {tok}",
    "klé API {vendor} pou pon-baskil: {tok}",
    "lakle API {vendor} lé {tok}",
    "Ny lakilen'ny API {vendor} dia {tok}",
    "{vendor} वाली API key अभी {tok} है",
    "{vendor}-க்கான API key: {tok}",
    "{vendor} 个 API 钥匙係 {tok}",
    "{vendor} 的接入 key（别外传）：{tok}",
    "{vendor} والی API key ابھی {tok} ہے",
    "{vendor} ની API key {tok} છે",
    "mo lakle API {vendor} i {tok}",
    "lakle API {vendor} pou mwan li {tok}",
    "{vendor} ji API key {tok} aay",
    "ty lakile API {vendor}-ko le {tok}",
    "API key {vendor} nakahy ze {tok}",
    "API key-ko amin'ny {vendor} iny {tok}",
    "API key {vendor} anahy zany: {tok}",
    "ty kaody API {vendor} io {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    mips = "mips_sk_" + _r(rng, ALNUM, 32)
    zepto = "wSsVR6" + _r(rng, B64, 90) + "=="
    qiniu = _r(rng, URLSAFE, 40)
    emtel = _r(rng, HEX, 32)
    woosmap = v.uuid4(rng, "a")
    hyper = "hp_" + _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'client = MipsClient(merchant_id="TIKANN-PL", secret_key="{mips}")', mips),
        Sample("vendor_token", f"const zepto = new SendMailClient({{ url: 'api.zeptomail.com/', token: 'Zoho-enczapikey {zepto}' }});", zepto),
        Sample("vendor_token", f"q = qiniu.Auth('AK_tikann_roster', '{qiniu}')", qiniu),
        Sample("vendor_token", f'r = requests.post("https://sms.example-emtel.mu/v2/send", headers={{"X-Api-Key": "{emtel}"}}, json=msg)', emtel),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "WOOSMAP_PRIVATE_KEY", "\\"{woosmap}\\"")\n  }}\n}}', woosmap),
        Sample("vendor_token", f"Info.plist:\n<key>HyperpingApiKey</key>\n<string>{hyper}</string>", hyper),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    chosen = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor once
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen[: n - len(out)]:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "the console shows it once, copying it here:\n{t}",
                "sa token-la: {t}", "token an'ny sync: {t}", "{t}\n^ the new one, the old one is dead",
                "stash this somewhere: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 43), "="), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of cane-truck tracker CT-041 (OTAA): {h}": 32,
    "AES key of the weighbridge drivers' MIFARE DESFire badges: {h}": 32,
    "HMAC secret for the MIPS payment callback: {h}": 64,
    "Modicon M580 project file encryption key (hex): {h}": 64,
    "pre-shared key of the Codan radio's encrypted channel, hex: {h}": 64,
    "ANPR camera's SDK encryption key, hex: {h}": 48,
    "clé de chiffrement des sauvegardes du pont-bascule : {h}": 64,
    "lakle sifreman backup abri: {h}": 48,
    "备份加密钥匙：{h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ServiceNow INC0041911: token copied from the browser's devtools {t}",
    "Cookie: lang=fr-RE; tk_session={t}",
    "ROSTER_SVC_BEARER={t}",
    "store this bearer token for the roster tests {t}",
    "vwala bearer token-la: {t}",
    "ity ilay token vaovao: {t}",
    "jeton du portail des abris, valable une heure : {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_930_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tikann.mu"}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.tikann.mu/realms/ops",
            "azp": "roster-web",
            "groups": ["abris", "quai"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the weighbridge server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/portail.tikann.re.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_SFTP_PRIVATE_KEY": "{key}", "partner": "tradenet"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_quai <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Freshservice #5571, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "lakle prive serveur abri:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "clé PGP pour le dépôt SFTP de la douane :\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[3 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus backup, off the paper before I burn it: {p}": "english",
    "Trust Wallet recovery phrase (cane-cutters' savings club)\n{p}": "english",
    "Zengo export of the old words, wallet emptied: {p}": "english",
    "Ledger Flex recovery card, typed out: {p}": "english",
    "voice memo: BlueWallet words, here goes: {p} — end of the list": "english",
    "phrase de récupération du portefeuille Ledger de l'association : {p}": "french",
    "mo bann mo rekiperasion Exodus: {p}": "french",
    "imToken 钱包的助记词（旧的，已转空）：{p}": "chinese_simplified",
    "錢包嘅助記詞：{p}": "chinese_traditional",
    "frase semilla de la cartera del armador, no la pierdas: {p}": "spanish",
    "frase de recuperação da carteira do técnico: {p}": "portuguese",
    "원양어선 지갑 복구 문구: {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    assert _MNEMO[lang].check(str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        "  ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "WhatsApp, Keshav: the company card for the Precia Molen spare parts is {c}, exp {mm}/{yy}",
    "note my spare debit card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "ServiceNow INC0041930: pay the Codan service visit with card {c}",
    "numéro de la carte de l'usine : {c}, expire {mm}/{yy}",
    "mo kart bank, nimero {c}, {mm}/{yy}",
    "Ny nomeraon'ny karatra: {c}",
    "मेरे कार्ड का नंबर: {c}",
    "என் கார்டு எண்: {c}, {mm}/{yy}",
    "𠊎个卡号：{c}",
    "mo nimero kart i {c}",
    "mujo card number {c} aay, {mm}/{yy}",
]  # fmt: skip


_BRANDS = ["visa", "mastercard", "amex", "unionpay", "jcb", "maestro", "discover", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/34, CVV {cvv}",
               "the fuel card's 3-digit code (back side): {cvv}",
               "Amex {c}, the little 4-digit code on the front, right side: {cvv}",
               "cryptogramme au dos de la carte de l'usine : {cvv}",
               "trwa sif deryer kart la: {cvv}",
               "isa telo eo ambadiky ny karatran'ny orinasa: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 130; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"BR": "n" * 23 + "a" + "c", "MT": "aaaa" + "n" * 5 + "c" * 18, "MR": "n" * 23,
                "TN": "n" * 20, "KW": "aaaa" + "c" * 22, "KZ": "nnn" + "c" * 13,
                "LV": "aaaa" + "c" * 13, "IS": "n" * 22}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TK-2031-077: harvester spare parts, net 45, pay to {i}",
    "save the Valletta ship agent's IBAN: {i}",
    "IBAN: {i}\nReference: reefer repairs, June",
    "Teams #finance: the Nouadhibou fish-meal buyer's new bank details, IBAN {i}",
    "IBAN du fournisseur de l'alambic : {i}",
    "met sa IBAN-la lor factir: {i}",
    "Ny IBAN-ko: {i}",
    "इस महीने की तनख़्वाह इस IBAN में: {i}",
    "𠊎个 IBAN 係 {i}",
    "nimero IBAN mo kont i {i}",
    "IBAN pou mwan li {i}",
    "ty IBAN-ko le {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids of kinds heldouts 5 to 130 do not use. python-stdnum has no module for any of them and
# nothing here checks them: their shapes are invented or as the author believes them.
def _occupation_permit(g: random.Random) -> str:
    """A Mauritian Occupation Permit number (EDB): OP, the year and six digits; unchecked."""
    return f"OP{g.randrange(2026, 2032)}{_r(g, D, 6)}"


def _mu_licence(g: random.Random) -> str:
    """A Mauritian driving licence number: seven digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 6)


def _mu_passport(g: random.Random) -> str:
    """A Mauritian passport number: a letter and seven digits; unchecked."""
    return g.choice("MD") + _r(g, D, 7)


def _planter(g: random.Random) -> str:
    """A cane planter's registration with the cane industry authority: P, a factory area, a
    serial; unchecked."""
    return f"P{g.choice(['FLQ', 'SAV', 'MDV', 'TER', 'ALB'])}-{_r(g, D, 5)}"


def _port_pass(g: random.Random) -> str:
    """A Ports Authority port-access pass: MPA, six digits and a letter; unchecked."""
    return f"MPA-{_r(g, D, 6)}{g.choice('ABCDEFGH')}"


def _collector_card(g: random.Random) -> str:
    """A Malagasy vanilla collector's card: CV, a district, the campaign and a serial; unchecked."""
    return f"CV-{g.choice(['FNR', 'MNR', 'TMV', 'SBV'])}-{g.randrange(2028, 2032)}-{_r(g, D, 5)}"


def _fisher_card(g: random.Random) -> str:
    """A Rodrigues registered fisher's card: RFC and five digits; unchecked."""
    return "RFC" + _r(g, D, 5)


def _docker_card(g: random.Random) -> str:
    """A Port Réunion docker's professional card (carte G or O): the letter, 974 and five digits;
    unchecked."""
    return f"{g.choice('GO')}-974-{_r(g, D, 5)}"


_ID_PLACES: dict[str, Maker] = {
    "Occupation Permit number of the Chennai still engineer, for the renewal: {s}": _occupation_permit,
    "numéro du permis d'occupation (EDB) de Senthil : {s}": _occupation_permit,
    "என் Occupation Permit எண்: {s}": _occupation_permit,
    "my Mauritian driving licence number is {s}": _mu_licence,
    "nimero mo permi kondir: {s}": _mu_licence,
    "driving licence no. of the reefer-truck driver, for the insurer: {s}": _mu_licence,
    "Mauritius passport number of the shelter volunteer: {s}": _mu_passport,
    "𠊎个毛里求斯护照号码係 {s}": _mu_passport,
    "mujo passport number {s} aay": _mu_passport,
    "planter registration number on the weighbridge ticket: {s}": _planter,
    "mo nimero planter lor tiket pon-baskil: {s}": _planter,
    "हमार प्लांटर नंबर {s} बा": _planter,
    "Ports Authority access pass of the lashing foreman: {s}": _port_pass,
    "mo pas lapor: {s}": _port_pass,
    "numéro de carte de collecteur de vanille de Tojo : {s}": _collector_card,
    "Ny nomeraon'ny karatra mpanangona lavanila: {s}": _collector_card,
    "ty karatra collecteur-ko le {s}": _collector_card,
    "registered fisher card of the Port Mathurin shelter warden: {s}": _fisher_card,
    "mo nimero kart pesser i {s}": _fisher_card,
    "numéro de ma carte professionnelle de docker : {s}": _docker_card,
    "mo nimero kart doker lé {s}": _docker_card,
    "nimero kart doker pou mwan li {s}": _docker_card,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["MauBank 2FA recovery codes\n{codes}",
            "Microsoft 365 one-time backup codes for the group admin: {codes}",
            "Navis N4 portal backup codes: {codes}",
            "codes de secours du compte CEPAC :\n{codes}",
            "kod sekour 2FA: {codes}",
            "二步验证的备用码（打印出来放保险柜）：\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/TiKann:keshav@tikann.mu?secret={s}&issuer=TiKann&digits=6",
              "Aegis, manual setup key for the AfrAsia login: {s}",
              "2FA secret key for the Zenduty account: {s}",
              "clé de configuration 2FA (Google Authenticator) : {s}"]  # fmt: skip
_CODES = ["{c} is your MauBank verification code",
          "CEPAC : votre code {c} pour valider l'opération. Ne le transmettez pas, même à nos conseillers.",
          "Yas: {c} no kaody fanamarinanao. Tsy misy mpiasan'ny Yas hangataka azy aminao.",
          "【TiKann】登录验证码 {c}（五分钟后失效）",
          "TiKann: लॉगिन के लिए OTP {c} डालें, यह 5 मिनट तक मान्य है"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["TiKann-Pesees", "TiKann-Quai-5G", "Emtel_Fibre_7D21", "myt_home_4F9A", "Airbox-3C81",
          "SFR-Reunion-6B2E", "Orange-Distillerie", "Telma-4G-Fenerive", "Abri-PortMathurin",
          "Abri Mahebourg Staff", "Koperativa-Lavanila", "Blueline_Wifi_22", "Reefer Yard AP",
          "Only-Box-8841", "Canal-Box-StAndre"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "shelter network {s}, password {pw}",
    "wifi at the vanilla store: {s} / {pw}",
    "Pi Imager OS customisation: SSID {s}, password {pw}",
    "the key on the sticker under the my.t box: {pw}",
    "wifi {s} — clé WPA2 : {pw}",
    "password wifi {s} se {pw}",
    "pou lo wifi {s}, modpas-la lé {pw}",
    "Ny tenimiafin'ny wifi {s}: {pw}",
    "वाईफ़ाई {s} की चाबी अब {pw} रखी है",
    "wifi {s} 个密码係 {pw}",
    "paswor wifi {s} i {pw}",
    "wifi {s} ji password {pw} aay",
    "Zebra handheld profile: ESSID {s}, PSK {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("mips_sk_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("pm_live_", (ALNUM, 22)), _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["letter by letter, as Rivo read it: {t}", "[read over the VHF, channel 72] {t}",
          "(spaced out so the lock-screen preview won't show it) {t}", "enn par enn: {t}",
          "tsirairay: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the key safe at the Port Mathurin shelter: {pw}",
          "code du cadenas du chai de vieillissement : {pw}",
          "kod kadna abri Mahebourg: {pw}",
          "the gate keypad at the reefer yard takes {pw} then #",
          "SIM PIN of the genset's 4G modem: {pw}",
          "Ny kaody hidin'ny trano fitehirizana lavanila: {pw}",
          "PIN du coffre des documents de douane : {pw}",
          "kod kadna lakaz pou mwan li {pw}",
          "ty kaody-ko io {pw} (cadenas)"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["vesou", "bagasse", "alambic", "colonne", "ravanne", "maloya", "cyclone",
                 "portique", "reefer", "lavanila", "katala", "paille", "filao", "lagon",
                 "volcan", "cannelle"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the shelter team: {p}": " ",
            "KeePassXC database passphrase (weighbridge): {p}": "-",
            "Proton Pass vault passphrase (shelter leads): {p}": " ",
            "phrase secrète du coffre Passbolt de l'usine : {p}": " ",
            "passphrase VeraCrypt disk abri: {p}": ".",
            "Ny passphrase an'ny coffre: {p}": " ",
            "mo passphrase i {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman collection 'N4 queries', header Authorization: Basic {v}": True,
    "haproxy backend: http-request set-header Authorization \"Basic {v}\"": True,
    "Insomnia export: authorization: Bearer {v}": False,
    "PowerShell: Invoke-RestMethod -Headers @{{Authorization = 'Basic {v}'}} -Uri $roster": True,
    "Thunder Client request to the Codan gateway: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "gplaycli.conf:\n[Credentials]\ngmail_address=kiosk@tikann.mu\ngmail_password={pw}",
    "Eden (Sahana) 000_config.py on the shelter server:\nsettings.database.username = \"eden\"\nsettings.database.password = \"{pw}\"",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg-coop.tikann.lan",
    "ERPNext sites/lavanila.tikann.mg/site_config.json:\n{{\"db_name\": \"lavanila\", \"db_password\": \"{pw}\"}}",
    "thingsboard.conf:\nexport SPRING_DATASOURCE_USERNAME=tb\nexport SPRING_DATASOURCE_PASSWORD={pw}",
    "Redmine database.yml (helpdesk VM):\nproduction:\n  adapter: mysql2\n  username: redmine\n  password: \"{pw}\"",
    "ost-config.php on the helpdesk VM:\ndefine('DBUSER', 'osticket');\ndefine('DBPASS', '{pw}');",
    "moodle/config.php (training site):\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "seafile.conf:\n[database]\ntype = mysql\nuser = seafile\npassword = {pw}",
    "Yealink T31P config, y000000000123.cfg:\naccount.1.user_name = 3107\naccount.1.password = {pw}",
    "Grandstream GXP1625 provisioning, cfg000b82a41c7e.xml:\n<P35>2210</P35>\n<P34>{pw}</P34>",
    "zabbix_agent2.d/plugins.d/mysql.conf:\nPlugins.Mysql.Sessions.pesees.Password={pw}",
    "/etc/ppp/peers/emtel4g:\n/dev/ttyUSB2\n115200\nuser \"emtel\"\npassword \"{pw}\"",
    "Frigate config.yml:\ncameras:\n  portail2:\n    ffmpeg:\n      inputs:\n        - path: rtsp://nvr:{pw}@10.20.4.64:554/Streaming/Channels/101",
    "metabase.env:\nMB_DB_USER=metabase\nMB_DB_PASS={pw}",
    "iTop conf/production/config-itop.php:\n'db_user' => 'itop',\n'db_pwd' => '{pw}',",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Keshav: wifi password at the weighbridge?\nAnjalee: {pw}",
    "[05:40] sully: root pw of the still server?\n[05:41] maeva: {pw}",
    "Brandon: {pw} is the new Navis admin password",
    "Clency: use {pw}, that's what the WinCC panel has now",
    "Rivo: ny tenimiafina vaovao dia {pw}",
    "Yannick: nouvo password-la se {pw}",
    "Sully: lo nouvo modpas lé {pw}",
    "Jiayi：新密码係 {pw}",
    "Lisette: nouvo paswor i {pw}",
    "Hanif: navo password {pw} aay",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "passw\u043erd \u21d2 {pw}", "p\u03b1ssword: {pw}",
    "pass\u2011word → {pw}", "𝕞𝕠𝕕𝕡𝕒𝕤 {pw}", "ｍｄｐ： {pw}",
    "pa\u034fssword: {pw}", "ᴍᴏᴅᴘᴀs: {pw}",
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
    "the Precia Molen supervisor password is": "{s}", "WinCC panel pw:": "{s} (since the still's refit)",
    "mo password se": "{s}", "Navis password": "{s}\nchange it after the cyclone season",
    "Ny tenimiafina dia": "{s}", "modpas :": "{s}", "mo paswor i": "{s}", "Codan password": "{s}",
    "the password Haja read out over the HF radio was": "{s}, I think", "mujo password": "{s} aay",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Zenduty API key", "{s}", _j((HEX, 40))),
    ("split_token", "Paositra Money key:", "{s} (vanilla payouts)", _j("pm_live_", (ALNUM, 30))),
    ("split_token", "AlertOps API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/35", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MT"))),
    ("split_backup", "MauBank recovery codes", "{s}\nqzkr41-8mfw2x\nbvtn07-k3pa9d", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Occupation Permit no.", "{s}", _occupation_permit),
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
    '{"precia": {"url": "https://pb-beauvallon.tikann.lan", "supervisor_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"tenimiafina": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "sully", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"panels": [{"name": "still-1"}, {"name": "still-2", "hmi_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["stcmd", "co", "-p", "ops:{s}@starteam.tikann.lan:49201/PontBascule/Main", "-is"]}': ("meta_password", _plain_pw),
    '{"note": "磅房电脑个密码係 {s}"}': ("meta_password", _plain_pw),
    '{"modpas": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Codan radio as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"zenduty": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"snapshiftKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"emtel_sms_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BR")),
    '{"docker": {"professional_card": "{s}"}}': ("meta_id", _docker_card),
    '{"mfa": {"recovery_codes": ["{s}", "qzkr41-8mfw2x", "bvtn07-k3pa9d"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"savings_club_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"shelter": {"key_safe_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "TiKann-Quai-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"precia-i40-firmware-3.12.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.tikann.lan/roster-web:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"pesees: add brix column to tickets", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"roster: revert shelter capacity", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"lanja_2031-06-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"reefer-export-2031.parquet").hexdigest()
_SHA1 = hashlib.sha1(b"dae-2031-05.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Precia Molen supervisor password before the metrology visit on 2031-07-14.",
    "Anjalee asked for the weighbridge wifi password; it's on the card in the foreman's drawer.",
    "Policy: group passwords are at least 14 characters and live only in the Bitwarden vault.",
    "Don't drop passwords in the WhatsApp groups; send a Bitwarden Send link.",
    "The `.env.example` line `ZENDUTY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The WinCC panel forces a password change after each firmware flash.",
    "Replace <YOUR_MIPS_KEY> in the README with the key from the MIPS merchant dashboard.",
    "EMTEL_SMS_API_KEY and SNAPSHIFT_API_KEY must be set before the roster sync runs.",
    "Pa dir personn to password.",
    "Pa donn out modpas a personn, mi di aou.",
    "Tsy tokony hozaraina amin'iza na amin'iza ny tenimiafina.",
    "Ne communiquez jamais votre mot de passe, même au service informatique.",
    "पासवर्ड कभी भी बोर्ड पर मत लिखिए।",
    "पासवर्ड वाट्सऐप पर मत भेजीं, भइया।",
    "கடவுச்சொல்லை வாட்ஸ்அப்பில் அனுப்ப வேண்டாம்.",
    "你个密码唔好同人讲。",
    "唔好話畀人知你嘅密碼。",
    "پاس ورڈ کبھی واٹس ایپ پر نہ بھیجیں۔",
    "પાસવર્ડ ક્યારેય વોટ્સએપ પર ન મોકલો.",
    "Pa koz to paswor ar personn.",
    "Pa dir oken dimoun paswor pou twa.",
    "Potano password kenke na chajo.",
    "Ko mbo ambara amin'olo ty password-nao.",
    "Ko mbo ambaranao ndra iza ny password-nao.",
    "Aza atoronao olona ny password-nao.",
    "Aza ampahafantarina olona ny password anao.",
    "Tsy azo ambara amin'ny olo ty password-nao.",
    "Upgraded the Precia Molen firmware from 3.11 to 3.12 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the brix column to weighbridge tickets.",
    f"Rolled back to {_SHORT} after the shelter capacity change broke the roster export.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The i 40 firmware 3.12 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of reefer-export-2031.parquet: {_SHA512}",
    f"The roster web container runs registry.tikann.lan/roster-web@sha256:{_IMAGE}.",
    f"MD5 of lanja_2031-06-02.csv is {_MD5}, same as the copy on the coop share.",
    f"SHA-1 of dae-2031-05.pdf: {_SHA1}",
    "Request id 3f9c2a71-6b4e-4d1a-9e08-c25f7d13ab64 is the slow one in the N4 logs.",
    "Purchase order PO-TK-2031-00612 for 12 drums of yeast ships on Friday.",
    "Freshservice #5521: the Fénérive store's humidity alarm keeps tripping at night.",
    "Call the Beau Vallon weighbridge on +230 631 4872 before the first trucks at 6.",
    "Container MSKU 7730418 with the special sugars is stacked at Mer Rouge, row 14.",
    "Booking ref TKQ-58213 for the Toamasina feeder, ETD 2031-06-19.",
    "Cane truck 4821 ZV 09 weighed 27.4 t gross, 9.8 t tare; brix 21.3, pol 14.9 %.",
    "Still 2 runs at 78.4 °C at the head; the grand arôme cut comes off at 88 % vol.",
    "After five wrong passwords the Navis client locks the account for 15 minutes.",
    "Cyclone class III warning: the Port Mathurin shelter holds 220 people and 3 days of water.",
    "The secret of good vanilla is a slow curing, two months in the sun and in the shade.",
    "Ask Tojo for the store's padlock code, I don't have it.",
    "My card ending 4410 was declined at the Mahébourg hardware store.",
    "The Brazilian harvester supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the group's MauBank account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MIPS_MERCHANT_KEY` in the secrets store, never in the repository.",
    "The padlock on the ageing cellar rusts in the salt air; oil it every month.",
    "Zenduty moved the API key page under Account › API Keys in its March release.",
    "ISBN 978-2-7099-1538-4 is the cane handbook on the lab shelf.",
    "The guest wifi 'TiKann-Visiteurs' is open, no password needed.",
    "Vanilla lot LV-2031-FNR-0412, 42 kg, moisture 31 %, grade gourmet, 18 cm average.",
    "Le mot de passe doit contenir au moins quatorze caractères, dont un chiffre.",
    "Ny tenimiafina dia tokony ho litera efatra ambin'ny folo farafahakeliny.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T06:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/group/precia", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "5521", "purchase_order": "PO-TK-2031-00612"}',
    '{"lot": {"id": "LV-2031-FNR-0412", "weight_kg": 42, "moisture_pct": 31}}',
    '{"phone": "+230 631 4872", "site": "Beau Vallon"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "shelter_capacity": 220}',
    '{"truck": "4821 ZV 09", "gross_t": 27.4, "tare_t": 9.8, "brix": 21.3}',
    '{"container": "MSKU 7730418", "carrier": "CMA CGM", "eta": "2031-06-21"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
