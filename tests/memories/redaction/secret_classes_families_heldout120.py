# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-twentieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-eighteenth's docstring, the
fifth to hundred-and-eighteenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a dipterocarp and a
plot tag, an animal, a year and a river town, a rattan or rubber word and a year, a boat and its
outboard's horsepower, a transect and a tree, a camera trap's number and an animal, a Japanese, a
Dutch or a Brazilian word and a number, a first name and a birth year), names, places, templates,
tools, vendors and layouts, the way the researchers, field lab, canopy-walkway crew, camera-trap
team, longhouse homestay desk, river-boat clinic and rubber-and-rattan smallholders' cooperative of
the Lintang Rainforest Trust (a fictional organisation) leak secrets into an assistant's memory: a
field station in Sabah (Danum, Sukau, Sandakan, Tawau and Kunak, Kudat, Karakit on Banggi), a
river-boat clinic, the Kenari, on the Rajang and the Baram in Sarawak (Kapit, Belaga, Marudi,
Limbang), a canopy walkway and a homestay in Brunei (Bangar in Temburong, Tutong, Seria) and the
cooperative's buying points in Kalimantan (Sintang, Sanggau, Bengkayang, Putussibau, Melak,
Tamiang Layang), with researchers from Japan, the Netherlands and Brazil. The texts are WhatsApp,
Telegram, LINE, Signal, Slack, Discord, Teams, Mattermost, Element, Viber, Messenger, Zello, Briar,
Garmin inReach, Iridium GO!, SMS, Google Chat, Wire and Jitsi messages, Obsidian, Joplin, Standard
Notes, Simplenote, Logseq and Todoist notes and a waterproof field notebook typed up, Redmine,
Zammad, osTicket and GLPI tickets, an e-mail, an incident note, a runbook, a README fragment,
shell history (Termux on a tablet, PuTTY logs, zsh's extended history, bash's history, Windows
Terminal with WSL, a Raspberry Pi, Cockpit, a GitLab CI log, PowerShell and cmd), Jupyter and
RStudio sessions, R and Python scripts, SQL editors (DBeaver, the mysql prompt), configs, code,
voice-dictated text and requests to the assistant itself, around the panels of field-science,
lab, clinic, network, power, camera and point-of-sale hardware (a Campbell CR1000X logger with
LoggerNet, a Davis WeatherLink Live, a LI-COR SmartFlux 3 on a flux tower, a Vaisala WXT536, a
Thermo TSX -80 freezer, an Eppendorf CryoCube F570, a MinION Mk1C, a Bio-Rad CFX Opus, a NanoDrop
One, an Olympus cellSens workstation, an Abbott i-STAT 1, a Butterfly iQ3, a vaccine fridge's
Fridge-tag, an Autel EVO II 640T, Song Meter Micro 2 recorders, Bushnell CelluCORE and Spypoint
camera traps, Hikvision, Dahua and Reolink NVRs and cameras, LoRaWAN river-level and microclimate
nodes, ESP32 sap-flow boards, a Ubiquiti LiteBeam AC, a Cambium cnPilot, a MikroTik hAP ax3, a
GL.iNet Beryl AX, a Starlink dish, a Deye SUN-8K inverter, an SMA Sunny Island, a Sunmi T2s and an
iMin Swan 1 POS and an Epson TM-T82X printer). Tools none of heldouts 5 to 118 names: CLC Server's
`clcserver` (`-W`), pybis (openBIS's Python client), bioblend (Galaxy's), pyinaturalist's
`get_access_token`, rgbif's `occ_download`, RODBC's `odbcConnect`, move2's
`movebank_store_credentials`, xnatpy's `xnat.connect`, pydap's `setup_session`, onvif-zeep's
`ONVIFCamera`, pyega3 (its credentials file) and `nextstrain login` (with `NEXTSTRAIN_PASSWORD`);
beside them the commands the product names (sshpass, mysql, redis-cli, docker login, htpasswd,
ssh-keygen, smbclient, certutil, mega-login, SQL's IDENTIFIED BY, sudo -S, zip, 7z, openssl, gpg,
plink, xfreerdp, sqlplus, lftp, ipmitool, mosquitto_pub and SNMPv3's -A/-X) and configs of the
IRIDA uploader, ShinyProxy, Open Hospital and Bigcapital (named by no earlier corpus either) and of
weewx, MediaMTX, Telegraf, Grafana's provisioning, ODK Collect's settings QR, Django, Ansible,
msmtp, Redis, `.netrc`, `.pgpass` and `pg_service.conf`, in layouts of its own. About 42 % of the
texts are in other languages than English (by a rough count of the drawn samples): Tutong and
Belait (of Brunei), Bonggi (of Banggi island) and Cocos Malay (of the Cocos community at Tawau and
Kunak) in Sabah, and Kendayan, Mualang, Ma'anyan and Benuaq of West, Central and East Kalimantan,
which no earlier docstring names, nor their other names (Lemeting, Basa Pulu, Banggi, Maanyak;
Iban, Kadazandusun, Bidayuh, Melanau, Kelabit, Penan, Kenyah, Murut, Ida'an, Tidung, Rungus,
Kimaragang, Lotud, Tombonuo, Kedayan, Sungai, Sinama and Fuzhounese are named before; these are
not), and Malay, Indonesian, Japanese, Dutch, Brazilian Portuguese, Simplified Chinese, Cantonese,
Hakka (in Chinese characters), Traditional Chinese, Iban, Tagalog, Javanese, Tamil, German and
Italian in wordings of their own (each checked by grep against heldouts 5 to 118). The eight new
languages' wordings are the author's approximations, checked by no speaker, built around their
pronouns, possessives and particles and the loanwords people there really text (password,
pasword, wifi, kod, kode, API key, laptop, user): Tutong's `ku` ("my"), `kau` ("you"), `ani`
("this") and `bah`, with Brunei Malay's `inda` ("not") and `padah` ("tell") as Tutong speakers mix
them; Belait's `keu` ("my"), `kaau` ("you"), `ineh` ("this") and `jaun` ("don't"); Kendayan's
`nang` ("which", "that"), `ame'` ("don't"), `ka'` ("to"), `baru'` ("new") and `abis nya` ("after
it"); Mualang's `ti` ("which"), `tu'` ("this"), `anang` ("don't"), `bukai` ("other"), `jaku`
("word") and `lalu` ("then"); Ma'anyan's `ulun` ("person"), `ada` ("don't"), `hanyar` ("new", from
Banjar) and `wayah ini` ("now"); Benuaq's `ulutn` ("person"), `naaq` ("not"), `tuh` ("this") and
`lou` (the longhouse); Cocos Malay's Javanese-coloured `sing` ("which"), `anyar` ("new"), `iki`
("this"), `ojo` ("don't"), `lali` ("forget"), `wong` ("person"), `omah` ("house") and `tembung`
("word"); Bonggi's `ko` ("you"), `ni` ("this") and `ndo'` ("not"): all guesses after published word
lists or neighbouring varieties. Vendors (OpenTopography, OpenAQ, Observation.org, speciesLink,
MapBiomas, Frenet, Eurofins Genomics, Psomagen, Novogene, BGI, 1st BASE, Zymo Research,
ForestPlots.net, PANGAEA, CyVerse, Oxford Nanopore (MinKNOW), Progresif, Sarawak Pay, SACOFA,
Jurnal.id, SQL Account, Deskera, Kakitangan, Exabytes, Shinjiru, IPServerOne, Serverfreak,
OneWaySMS, Mackerel, WOVN.io, Jooto, TeamSpirit, jinjer, Bitvavo, Nmbrs, Trunkrs, Mailblue,
Spotler, Copernica, LaPosta, Simplicate, Gripp, Recruitee, Kiwify, Nuvemshop, Loja Integrada,
Yampi, Granatum, vhsys and Superlogica) are ones heldouts 5 to 118 do not name; where a vendor
publishes no token shape the shape here is the author's guess (Bitvavo's 64-hex key and 128-hex
secret, OpenTopography's 32 hex digits, OpenAQ's 64, Mailblue's 72 (ActiveCampaign's), TeamSpirit's
64 capital hex digits (a Salesforce consumer secret) and MinKNOW's UUID developer token are as the
author believes them; 1st BASE's `fb_live_`, Yampi's `sk_`, MapBiomas' and CyVerse's RS256 JWTs,
Mackerel's 44 letters and digits and every other shape are guesses). The ids are kinds heldouts 5
to 118 do not use, the researchers', clinic staff's and smallholders' documents: a Brunei
passport, a Brunei SPK (national pension) member number and a Brunei driving licence, a Dutch BIG
register number and an AGB care-provider code, a Brazilian SISBIO research authorisation, a Lattes
CV id, a CRBio (biologists') and a COREN (nurses') registration, a Malaysian Medical Council
practising certificate, a Japanese e-Rad researcher number, a RISDA smallholder card, a Malaysian
Rubber Board (LGM) dealer licence and a Malaysian Professional Visit Pass; python-stdnum has no
module for any of them and none carries a check a library or this file verifies (no check-digit
algorithm is written here), so every one is unchecked, its shape the author's guess where no public
description gives one. Card numbers pass Luhn (Elo prefixes drawn here and checked with
python-stdnum's `luhn`; Visa, Mastercard, JCB, Amex, UnionPay, Maestro and Discover from the value
helpers). The IBANs are of countries used least by a rough count over heldouts 5 to 118 (Finland,
in seven earlier corpora; Austria, Belgium, Switzerland, the Czech Republic, Denmark, Luxembourg
and Portugal, in eight), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Japanese, Portuguese, Simplified Chinese, Traditional Chinese and Italian
lists, with a valid checksum. 390 secret-bearing texts, 20 field pairs and 20 metadata samples
(430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 120_466_213
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


# The station's words: its trees, its animals, the rattan and rubber the cooperative sells, its
# boats and the places its people come from.
_TREES = ["Belian", "Meranti", "Tapang", "Engkabang", "Kapur", "Keruing", "Bintangor",
          "Kelempayan", "Jelutong", "Gaharu", "Selangan", "Nyatoh"]  # fmt: skip
_FAUNA = ["Kenyalang", "Bekantan", "Tembakul", "Ruai", "Kelasi", "Tarsius", "Pelandok", "Enggang",
          "Tempadau", "Binturong", "Mawas", "Tenggiling"]  # fmt: skip
_RATTAN = ["manau", "sega", "tunggal", "semambu", "irit", "lateks", "cuplump", "torehan", "skrap"]
_BOATS = ["Kenari", "Seladang", "Pelangi", "Temuai", "Bunga", "Lintang"]
_PLACES = ["Sukau", "Danum", "Tawau", "Kudat", "Karakit", "Kapit", "Belaga", "Marudi", "Limbang",
           "Tutong", "Seria", "Bangar", "Sintang", "Sanggau", "Bengkayang", "Melak", "Tamiang",
           "Putussibau", "Kunak", "Sandakan"]  # fmt: skip
_NAMES = ["Haruki", "Mizuki", "Kenta", "Sayaka", "Sanne", "Thijs", "Femke", "Maarten", "Thiago",
          "Luana", "Caio", "Bruna", "Jelani", "Nurul", "Ujang", "Agustinus", "Debora", "Lukas",
          "Salmah", "Jumadi", "Kanang", "Marites", "Kavitha", "Suparmi", "Meiling", "Awang"]  # fmt: skip
_JP = ["Komorebi", "Kawasemi", "Hotaru", "Yamabiko", "Sazanami", "Mokuren"]
_NL = ["Regenwoud", "Neushoorn", "Boomhut", "Lianen", "Moerasbos", "Kikkerpad"]
_PT = ["Floresta", "Sumauma", "Igarape", "Jabuti", "Tucano", "Ariranha"]
_LEET = ["B3l14n", "K3ny4l4ng", "R0t4n", "L4t3ks", "T4p4ng", "K3n4r1", "M3r4nt1"]
_SYMBOLS = "!#$%&*?@+=^~"


# The ways people at the station pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TREES)}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FAUNA).lower()}-{g.randrange(1990, 2032)}-{g.choice(_PLACES).lower()}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: f"{g.choice(_BOATS)}{g.choice([15, 25, 40, 60, 90])}hp{g.choice(_SYMBOLS)}",
    lambda g: f"rotan_{g.choice(_RATTAN)}_{g.randrange(1995, 2032)}",
    lambda g: f"T{g.randrange(1, 13)}-{g.choice(_TREES)}-{g.randrange(2015, 2032)}",
    lambda g: f"{g.choice(_JP)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NL)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_PT)}{g.randrange(10, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"CT{g.randrange(1, 60):02d}{g.choice(_FAUNA)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, 'Canopy walkway crew', Jelani: the Campbell CR1000X web password is {pw}",
    "Telegram from Thijs: WeatherLink Live admin password for the ridge mast {pw}",
    "LINE from Mizuki: LI-COR SmartFlux 3 password on the flux tower {pw}",
    "Signal, note to self: Vaisala Insight password (the WXT536 in the clearing) {pw}",
    "Slack #field-lab, Femke: the Thermo TSX -80 freezer touchscreen password is {pw}",
    "Discord #drones: Autel Explorer app password for the EVO II 640T {pw}",
    "Teams chat with Caio: MinION Mk1C device password {pw}",
    "Mattermost ~clinic-boat: the Butterfly iQ3 app passcode is {pw}",
    "Element room #river-ops: Starlink app password for the Kenari {pw}",
    "Viber from Marites: Sunmi T2s POS manager password {pw}",
    "Messenger, Kanang: GL.iNet Beryl AX admin password {pw}",
    "Zello transcript, channel 'Rajang boats': the Cambium cnPilot password is {pw}",
    "Briar message from the ridge camp: MikroTik hAP ax3 password {pw}",
    "inReach message from Bruna: Deye SUN-8K inverter web password {pw}",
    "Iridium GO! text from the upriver camp: SMA Sunny Island password {pw}",
    "SMS from Ismail: Epson TM-T82X web config password {pw}",
    "Google Chat, Luana: Bio-Rad CFX Opus admin password {pw}",
    "Wire message from Sanne: Eppendorf CryoCube F570 service password {pw}",
    "Jitsi chat, sent to everyone by mistake: the Olympus cellSens PC password is {pw}",
    "Obsidian note 'Field lab': NanoDrop One admin password {pw}",
    "Joplin note 'Clinic boat': i-STAT 1 supervisor password {pw}",
    "Standard Notes: Fridge-tag portal password for the vaccine fridge {pw}",
    "Simplenote: Hikvision NVR at the Kapit jetty, admin password {pw}",
    "Logseq journal 2031-08-04: reset the Dahua camera at the longhouse gate, new password {pw}",
    "Rite in the Rain notebook, typed up: Song Meter Micro 2 config password {pw}",
    "Redmine #412: Bushnell CelluCORE 30 account password {pw} stopped working",
    "Zammad ticket 2207: Reolink NVR at the homestay desk, admin password {pw}",
    "osTicket #883: the LiteBeam AC on the canopy tower still has password {pw}, please rotate",
    "GLPI ticket 1190: iMin Swan 1 POS password {pw}",
    "Hi Thiago,\n\nthe admin password for the Sukau jetty router is {pw}. Please delete this mail once it's in the vault.\n\nSalam,\nNurul",
    "Incident 2031-09-12: the Campbell logger on plot 7 answered on the station wifi with password {pw}",
    "Runbook: sap-flow loggers after a flood\n1. plug the field laptop into the CR1000X\n2. open LoggerNet as admin\n3. password {pw}\n4. collect the tables, then reset them",
    "README (canopy tower rack)\nThe LiteBeam UI is at https://10.20.0.2, admin password `{pw}`.",
    "dictated: the clinic boat laptop password is {pw} full stop",
    "remember my BIBD NEXGEN password for me, it's {pw}",
    "after the reset the Spypoint app password became {pw}",
    "Jelani: password ku ani {pw} bah, inda kau padah urang",
    "password wifi rumah ku di Tutong: {pw}",
    "Awang: password keu {pw}, kaau jaun padah",
    "password komputer ineh: {pw}",
    "Ujang: pasword aku nang baru' {pw}, ame' padah ka' urang",
    "pasword laptop kantor nang di Bengkayang: {pw}",
    "Agustinus: pasword aku ti baru {pw}, anang padah ka urang bukai",
    "pasword komputer tu' {pw}",
    "Debora: password aku {pw}, ada padah ka ulun",
    "password laptop klinik aku wayah ini: {pw}",
    "Lukas: password aku {pw}, ulutn naaq tau",
    "password wifi lou tuh: {pw}",
    "Salmah: password aku sing anyar iki {pw}, ojo kasi tau wong",
    "password wifi omah iki: {pw}",
    "Jumadi: password aku {pw}, ko ndo' padah",
    "password komputer koperasi ni: {pw}",
    "kata laluan PC makmal basah tu {pw}, jangan kongsi dalam group",
    "sandi laptop koperasi di Sintang sekarang {pw} ya, tolong jangan diteruskan ke grup",
    "調査小屋のノートPC、パスワードを {pw} にしておきました",
    "het wachtwoord van de veldlaptop is nu {pw}, graag niet in de app-groep zetten",
    "mudei a senha do note do barco pra {pw}, não passa pra ninguém",
    "实验室电脑的新密码：{pw}",
    "船上部電腦嘅密碼係 {pw}，唔好講俾人知",
    "Kanang: pasword komputer kami di Kapit {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["haruki.o", "mizuki", "kenta.a", "sayaka", "sanne.b", "thijs", "femke.d", "maarten",
          "thiago.p", "luana", "caio.m", "bruna", "jelani", "nurul.h", "ujang", "agustinus",
          "debora", "lukas.b", "salmah", "jumadi", "kanang", "marites", "kavitha", "suparmi",
          "svc-cameratrap", "fieldlab", "clinicboat", "koperasi"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Thijs: the WeatherLink login is {u} / {pw}",
    "Zammad #2231: {u} locked out of the Campbell web UI, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Station › Network › MikroTik hAP: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| TSX -80 freezer | {u} | {pw} |",
    "log into the Sunny Portal as {u} with {pw}",
    "CFX Opus login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: nvr-kapit\n  user: {u}\n  pass: {pw}",
    "Teams: account {u}, password {pw}",
    "Femke says the CryoCube account is {u} and the password is {pw}",
    "device,user,password\nsongmeter-ridge,{u},{pw}",
    "ssh {u}@plots.lintang.lan (password {pw})",
    "Slack: creds for the drone laptop are {u} and {pw}",
    "nama pengguna ku {u}, password ku {pw} bah",
    "user aku {u}, pasword {pw}",
    "nama user aku {u} lalu pasword {pw}",
    "user aku {u}, password aku {pw}",
    "user aku {u}, password {pw}, ojo lali",
    "log masuk sistem koperasi: pengguna {u}, kata laluan {pw}",
    "akun gudang rotan: {u}, sandi masuknya {pw}",
    "林冠観測タワーのアカウントは {u}、パスワードは {pw}",
    "inlog voor de vriezer: gebruikersnaam {u}, wachtwoord {pw}",
    "login do freezer: usuário é {u} e a senha é {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["belian", "tapang", "kenyalang", "bekantan", "manau", "sega", "kenari", "tembakul",
               "pelandok", "gaharu", "engkabang", "ruai", "jelutong", "binturong", "komorebi",
               "sumauma", "regenwoud"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "password: it's {w} and straight after it the number {d}",
    "for the Campbell logger it's {w} with {d} on the end",
    "voice memo: the boat wifi password is {w} and then {d}, no space",
    "type {w}, then {d}; that's the freezer password",
    "it's {w}{d}, the word and the digits together",
    "pasword nya kata {w}, abis nya {d}",
    "pasword nya jaku {w}, lalu {d}",
    "password e tembung {w}, terus {d}",
    "kata laluannya ialah perkataan {w} diikuti angka {d}",
    "パスワードは単語の {w} に数字の {d} をつなげたもの",
    "wachtwoord = het woordje {w} met {d} erachter",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# Commands: the template and the kind of place it was typed in (a shell, Python, R, SQL, Windows).
_CLI: dict[str, str] = {
    "clcserver -S clc.lintang.lan -P 7777 -U {u} -W '{pw}' -A trim_sequences -i clc://server/reads/run-31": "sh",
    "from pybis import Openbis\no = Openbis('https://openbis.lintang.lan')\no.login('{u}', '{pw}', save_token=True)": "py",
    "gi = GalaxyInstance(url='https://galaxy.lintang.lan', email='{u}@lintang-trust.org', password='{pw}')": "py",
    "token = get_access_token(username='{u}', password='{pw}', app_id=os.environ['INAT_APP_ID'], app_secret=os.environ['INAT_APP_SECRET'])": "py",
    'occ_download(pred_in("taxonKey", c(5219404, 2436436)), user = "{u}", pwd = "{pw}", email = "{u}@lintang-trust.org")': "r",
    'ch <- odbcConnect("plots_pg", uid = "{u}", pwd = "{pw}")': "r",
    'movebank_store_credentials("{u}", "{pw}")': "r",
    "session = xnat.connect('https://xnat.lintang.lan', user='{u}', password='{pw}')": "py",
    "session = setup_session('{u}', '{pw}', check_url='https://opendap.lintang.lan/thredds/dodsC/canopy/microclimate.nc')": "py",
    "cam = ONVIFCamera('10.20.4.18', 80, '{u}', '{pw}', '/etc/onvif/wsdl/')": "py",
    "printf '{{\"username\": \"{u}@lintang-trust.org\", \"password\": \"{pw}\"}}' > creds.json && pyega3 -cf creds.json files EGAD00001009731": "sh",
    "NEXTSTRAIN_PASSWORD='{pw}' nextstrain login --username {u}": "sh",
    "sshpass -p '{pw}' rsync -av {u}@ct-hub.lintang.lan:/srv/cameratraps/2031-08/ ./ct/": "sh",
    "mysql --host=koperasi-db.lintang.lan --user={u} --password='{pw}' getah -e 'select * from timbangan limit 5'": "sh",
    "redis-cli -h 10.20.0.31 -p 6379 -a '{pw}' --no-auth-warning LLEN ct:queue": "sh",
    "docker login registry.lintang.lan -u {u} -p '{pw}'": "sh",
    "htpasswd -Bb /etc/nginx/.htpasswd-ctviewer {u} '{pw}'": "sh",
    "ssh-keygen -t ed25519 -N '{pw}' -C {u}@kenari -f ~/.ssh/id_kenari": "sh",
    "smbclient //nas.lintang.lan/drone-orthos -U 'LINTANG\\{u}%{pw}' -c 'ls'": "sh",
    'certutil -f -p "{pw}" -importpfx clinic-vpn.pfx': "win",
    "mega-login {u}@lintang-trust.org '{pw}'": "sh",
    "CREATE USER '{u}'@'10.20.%' IDENTIFIED BY '{pw}';": "sql",
    "echo '{pw}' | sudo -S systemctl restart ct-uploader": "sh",
    "zip -r -P '{pw}' patient-notes-2031-09.zip clinic/notes/": "sh",
    "7z a -p'{pw}' -mhe=on orthos-block-C.7z orthos/C/": "sh",
    "openssl enc -aes-256-cbc -pbkdf2 -in plots.csv -out plots.csv.enc -pass pass:'{pw}'": "sh",
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -c duty-roster.ods": "sh",
    "plink -ssh {u}@10.20.0.5 -pw '{pw}' uptime": "win",
    "xfreerdp /v:lab-win.lintang.lan /u:{u} /p:'{pw}' /dynamic-resolution": "sh",
    "sqlplus {u}/{pw}@//oradb.lintang.lan:1521/HERB": "sh",
    "lftp -u {u},'{pw}' ftps://ftp.lintang-trust.org": "sh",
    "ipmitool -I lanplus -H 10.20.0.40 -U {u} -P '{pw}' chassis power status": "sh",
    "mosquitto_pub -h mqtt.lintang.lan -u {u} -P '{pw}' -t station/ridge/rain -m 0.2": "sh",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' 10.20.0.2": "sh",
}  # fmt: skip
_FRAMES: dict[str, list[str]] = {
    "sh": [
        "{c}", "$ {c}", "Termux on the boat tablet: {c}", "PuTTY log, kenari-nuc: {c}",
        "zsh history on Femke's MacBook:\n: 1945372011:0;{c}", "bash_history on ct-hub:\n{c}",
        "Windows Terminal, WSL Ubuntu $ {c}", "pi@ct-hub:~ $ {c}",
        "Cockpit terminal on plots.lintang.lan: {c}", "the command Thiago ran before the upload: {c}",
        "GitLab CI log, job 8812:\n$ {c}", "arahan yang Nurul taip di terminal: {c}",
        "perintah yang dijalankan Ujang: {c}", "昨夜ベースキャンプのPCに入力したコマンド：{c}", "commando dat ik draaide: {c}",
        "o comando que o Caio rodou no servidor: {c}", "perintah nang aku jalankan: {c}",
        "perintah ti dijalanka aku: {c}", "perintah sing tak jalanke: {c}",
    ],
    "py": [
        "{c}", "Jupyter cell in plots.ipynb:\n{c}", "scratch.py on the field laptop:\n{c}",
        "Thiago's notebook, cell 4:\n{c}", "小野寺さんのスクリプト：\n{c}", "kode dari Ujang:\n{c}",
    ],
    "r": [
        "{c}", "> {c}", "RStudio console:\n> {c}", "gbif_pull.R:\n{c}",
        "Luana's R script, line 12: {c}", "script R do Caio:\n{c}",
    ],
    "sql": ["{c}", "mysql> {c}", "DBeaver SQL editor on koperasi-db:\n{c}", "kueri dari Ujang: {c}"],
    "win": ["{c}", "PS C:\\lab> {c}", "cmd on the clinic laptop: C:\\> {c}", "arahan di laptop klinik: {c}"],
}  # fmt: skip


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_CLI), n):
        secret, user = _plain_pw(rng), rng.choice(_USERS)
        command = template.format(pw=secret, u=user)
        out.append(
            Sample("cli_password", rng.choice(_FRAMES[_CLI[template]]).format(c=command), secret)
        )
    return out


_URLS = [
    "postgresql://{u}:{pw}@plots.lintang.lan:5432/forest_plots",
    "postgis://{u}:{pw}@gis.lintang.lan/orthos",
    "mongodb+srv://{u}:{pw}@ct-labels.x7fq2.mongodb.net/?retryWrites=true",
    "rtsp://{u}:{pw}@10.20.4.17:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.lintang-trust.org/cameratraps/inbox/",
    "sftp://{u}:{pw}@bioacoustics.lintang.lan/recordings/",
    "smb://{u}:{pw}@nas.lintang.lan/drone-orthos",
    "mqtt://{u}:{pw}@mqtt.lintang.lan:1883",
    "amqp://{u}:{pw}@mq.lintang.lan:5672/ct",
    "redis://:{pw}@10.20.0.31:6379/2",
    "davs://{u}:{pw}@cloud.lintang-trust.org/remote.php/dav/files/{u}/",
    "jdbc:postgresql://plots.lintang.lan:5432/forest_plots?user={u}&password={pw}",
    "Server=clinic-sql.lintang.lan;Database=BoatClinic;User Id={u};Password={pw};TrustServerCertificate=True",
    "socks5h://{u}:{pw}@egress.lintang-trust.org:1080",
    "http://{u}:{pw}@10.20.4.17/ISAPI/Streaming/channels/101/picture",
]  # fmt: skip
_URL_PLACES = [
    "PLOTS_DATABASE_URL={c}", "Metabase connection, the old one: {c}", "keep this for me: {c}",
    "string koneksi ke basis data plot: {c}", "プロットDBにつなぐときの文字列 → {c}", "verbindingsgegevens voor de plotdatabase: {c}", "Zammad #2240: {c}",
    "Logseq page 'Databases': {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_947_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "lintang-trust", "sub": f"usr_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "read write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("OpenTopography", "OPENTOPO_API_KEY", _j((HEX, 32))),
    ("OpenAQ", "OPENAQ_API_KEY", _j((HEX, 64))),
    ("Observation.org", "OBSERVATION_ORG_CLIENT_SECRET", _j((ALNUM, 40))),
    ("speciesLink", "SPECIESLINK_API_KEY", _j((ALNUM, 20))),
    ("MapBiomas", "MAPBIOMAS_TOKEN", _vendor_jwt("https://plataforma.mapbiomas.org")),
    ("Frenet", "FRENET_TOKEN", _uuid("9")),
    ("Eurofins Genomics", "EUROFINS_GENOMICS_API_KEY", _j((HEX, 40))),
    ("Psomagen", "PSOMAGEN_API_TOKEN", _j((URLSAFE, 43))),
    ("Novogene", "NOVOGENE_ACCESS_KEY", _j((UPPER_DIGITS, 32))),
    ("BGI", "BGI_ONLINE_SECRET", _j((HEX, 32))),
    ("1st BASE", "FIRSTBASE_API_KEY", _j("fb_live_", (ALNUM, 32))),
    ("Zymo Research", "ZYMO_PORTAL_TOKEN", _j((ALNUM, 48))),
    ("ForestPlots.net", "FORESTPLOTS_API_KEY", _j((HEX, 40))),
    ("PANGAEA", "PANGAEA_BEARER_TOKEN", _j((HEX, 32))),
    ("CyVerse", "CYVERSE_API_TOKEN", _vendor_jwt("https://de.cyverse.org")),
    ("Oxford Nanopore", "MINKNOW_DEVELOPER_TOKEN", _uuid("a")),
    ("Progresif", "PROGRESIF_SMS_API_KEY", _j((ALNUM, 32))),
    ("Sarawak Pay", "SPAY_MERCHANT_SECRET", _j((B64, 43), "=")),
    ("SACOFA", "SACOFA_PORTAL_TOKEN", _j((HEX, 40))),
    ("Jurnal.id", "JURNAL_HMAC_SECRET", _j((ALNUM, 32))),
    ("SQL Account", "SQLACC_API_SECRET", _j((HEX, 32))),
    ("Deskera", "DESKERA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Kakitangan", "KAKITANGAN_API_TOKEN", _j((ALNUM, 40))),
    ("Exabytes", "EXABYTES_API_KEY", _j((HEX, 40))),
    ("Shinjiru", "SHINJIRU_API_TOKEN", _j((ALNUM, 32))),
    ("IPServerOne", "IPSERVERONE_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Serverfreak", "SERVERFREAK_API_KEY", _j((HEX, 32))),
    ("OneWaySMS", "ONEWAYSMS_API_PASSWORD", _j((ALNUM, 16))),
    ("Mackerel", "MACKEREL_APIKEY", _j((ALNUM, 44))),
    ("WOVN.io", "WOVN_API_TOKEN", _j((ALNUM, 40))),
    ("Jooto", "JOOTO_API_KEY", _j((HEX, 32))),
    ("TeamSpirit", "TEAMSPIRIT_CONSUMER_SECRET", _j((UPPER_HEX, 64))),
    ("jinjer", "JINJER_API_KEY", _j((ALNUM, 36))),
    ("Bitvavo", "BITVAVO_API_SECRET", _j((HEX, 128))),
    ("Nmbrs", "NMBRS_API_TOKEN", _j((HEX, 32))),
    ("Trunkrs", "TRUNKRS_API_KEY", _uuid("b")),
    ("Mailblue", "MAILBLUE_API_KEY", _j((HEX, 72))),
    ("Spotler", "SPOTLER_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("Copernica", "COPERNICA_ACCESS_TOKEN", _j((HEX, 64))),
    ("LaPosta", "LAPOSTA_API_KEY", _j((ALNUM, 20))),
    ("Simplicate", "SIMPLICATE_API_SECRET", _j((ALNUM, 32))),
    ("Gripp", "GRIPP_API_TOKEN", _j((ALNUM, 48))),
    ("Recruitee", "RECRUITEE_API_TOKEN", _j((URLSAFE, 44))),
    ("Kiwify", "KIWIFY_CLIENT_SECRET", _j((HEX, 64))),
    ("Nuvemshop", "NUVEMSHOP_ACCESS_TOKEN", _j((HEX, 40))),
    ("Loja Integrada", "LOJA_INTEGRADA_CHAVE_API", _j((ALNUM, 20))),
    ("Yampi", "YAMPI_SECRET_KEY", _j("sk_", (ALNUM, 36))),
    ("Granatum", "GRANATUM_ACCESS_TOKEN", _j((HEX, 64))),
    ("vhsys", "VHSYS_SECRET_ACCESS_TOKEN", _j((ALNUM, 30))),
    ("Superlogica", "SUPERLOGICA_ACCESS_TOKEN", _uuid("8")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    ".Renviron:\n{env}={tok}",
    'Sys.setenv({env} = "{tok}")',
    'os.environ["{env}"] = "{tok}"',
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "k8s Secret, stringData:\n  {env}: \"{tok}\"",
    "GitHub Actions step:\n      env:\n        {env}: {tok}",
    "justfile:\nexport {env} := \"{tok}\"",
    "Kamal .kamal/secrets:\n{env}={tok}",
    "Station ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Logseq table 'Integrations': | {vendor} | since 2031 | {tok} |",
    "Todoist task: rotate the {vendor} key {tok}",
    "WhatsApp, Femke: {vendor} key for the sample-tracking sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "Zammad #2251: {vendor} sync returns 401, configured key {tok}",
    "Redmine #430: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "kunci API {vendor} bagi akaun koperasi getah: {tok}",
    "API key {vendor} buat sinkron gudang: {tok}",
    "{vendor} のAPIキー（調査用）：{tok}",
    "de API-sleutel die we bij {vendor} gebruiken voor het veldstation: {tok}",
    "chave da API da {vendor} pro projeto: {tok}",
    "{vendor} 那边给的 API 密钥是 {tok}",
    "heto yung API key natin sa {vendor}: {tok}",
    "API key {vendor} kanggo koperasi: {tok}",
    "{vendor} API key: {tok} — யாருக்கும் அனுப்ப வேண்டாம்",
    "API-Schlüssel für {vendor} (Feldlabor): {tok}",
    "API key {vendor} nang baru': {tok}",
    "API key {vendor} ti baru: {tok}",
    "API key {vendor} sing anyar: {tok}",
    "API key {vendor} ku: {tok} bah",
    "API key {vendor} tuh: {tok}",
    "API key {vendor} ni: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    bitvavo = _r(rng, HEX, 128)
    mackerel = _r(rng, ALNUM, 44)
    openaq = _r(rng, HEX, 64)
    mailblue = _r(rng, HEX, 72)
    opentopo = _r(rng, HEX, 32)
    nuvemshop = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f"bitvavo = Bitvavo({{'APIKEY': '{_r(rng, HEX, 64)}', 'APISECRET': '{bitvavo}'}})", bitvavo),
        Sample("vendor_token", f'curl -H "X-Api-Key: {mackerel}" https://api.mackerelio.com/api/v0/services', mackerel),
        Sample("vendor_token", f'r = httpx.get("https://api.openaq.org/v3/locations?bbox=116.9,4.8,118.2,5.6", headers={{"X-API-Key": "{openaq}"}})', openaq),
        Sample("vendor_token", f"curl -H 'Api-Token: {mailblue}' https://lintangtrust.api-us1.com/api/3/contacts  # Mailblue (ActiveCampaign underneath)", mailblue),
        Sample("vendor_token", f"https://portal.opentopography.org/API/globaldem?demtype=COP30&south=4.9&north=5.1&west=117.7&east=117.9&outputFormat=GTiff&API_Key={opentopo}", opentopo),
        Sample("vendor_token", f'fetch("https://api.nuvemshop.com.br/v1/5512093/products", {{ headers: {{ "Authentication": "bearer {nuvemshop}" }} }})', nuvemshop),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    # every vendor at least once, every template at least once
    firsts = list(zip(_VENDORS, v.cycle(rng, _NAMED, len(_VENDORS)), strict=True))
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so:\n{t}", "token baru: {t}",
                "新しいトークン：{t}", "{t}\n^ the new one, the old one is revoked", "hold on to this: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the river-level sensor RL-03 (OTAA): {h}": 32,
    "AppSKey of the canopy microclimate node CM-11 (ABP): {h}": 32,
    "HMAC secret for the Sarawak Pay webhook: {h}": 64,
    "ESP32 flash-encryption key of the sap-flow boards (espsecure): {h}": 64,
    "LUKS master key of camera-trap hub SD card 4, from luksDump: {h}": 64,
    "kunci penyulitan cakera sandaran stesen: {h}": 64,
    "調査データのバックアップ用暗号鍵：{h}": 64,
    "versleutelsleutel van de back-up: {h}": 48,
    "kunci enkripsi backup nang di Bengkayang: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #2260: token copied from the browser devtools {t}",
    "Cookie: lang=ms; lrt_session={t}",
    "PLOTS_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token sesi dari pelayar Nurul: {t}",
    "APIのアクセストークン（小野寺さん用）= {t}",
    "Femke: hier is mijn sessietoken {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_947_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@lintang-trust.org"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.lintang-trust.org/realms/station",
            "azp": "plots-web",
            "roles": ["researcher", "field-lab"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for ct-hub, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/clinic.lintang-trust.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "host": "ftp.lintang-trust.org"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_drone <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Redmine #440, pasted by the contractor:\n{key}": ("PRIVATE KEY", "\n"),
    "kunci peribadi pelayan:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the herbarium's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Keystone wallet backup, copying it off the steel plate: {p}": "english",
    "recovery phrase of the coop's old donation wallet\n{p}": "english",
    "SafePal words (the emptied conference wallet): {p}": "english",
    "voice memo: the Rabby recovery words are {p} and that is all of them": "english",
    "Logseq page 'Grant wallet (retired)': {p}": "english",
    "ウォレットの復元フレーズ（小野寺）：{p}": "japanese",
    "リカバリーフレーズ、紙から書き写し：{p}": "japanese",
    "recuperação da carteira do Thiago (palavras em ordem): {p}": "portuguese",
    "backup da carteira fria, anotado no caderno: {p}": "portuguese",
    "钱包助记词（别外传）：{p}": "chinese_simplified",
    "冷錢包助記詞：{p}": "chinese_traditional",
    "le parole di recupero del vecchio portafoglio del progetto: {p}": "italian",
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
        " ".join(f"#{k} {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Elo's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":
        return _card_of(rng, ["636368", "504175", "438935", "451416", "650031", "509067"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Nurul: the coop card for the rattan-splitter spares is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Zammad #2270: pay the Starlink bill with card {c}",
    "kad debit koperasi, nombornya {c}, tamat {mm}/{yy}",
    "nomor kartu kredit aku {c} berlaku sampai {mm}/{yy}",
    "研究費カードの番号 {c}、期限は {mm}/{yy}",
    "creditcard van het project, nummer {c}",
    "cartão do projeto, número {c}, vence {mm}/{yy}",
    "nomor kartu aku {c}, ame' disebar",
    "nomor kartu aku iki {c}, {mm}/{yy}",
    "项目经费卡卡号 {c}",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "jcb", "amex", "unionpay", "maestro", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Elo {c} exp 08/34, CVV {cvv}",
               "the three digits on the back strip: {cvv}",
               "Amex {c}, the four digits printed above the number: {cvv}",
               "tiga digit di belakang kad: {cvv}",
               "研究費カードの裏の3桁：{cvv}",
               "código de segurança atrás do cartão: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "elo" if "Elo" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 118; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"FI": "n" * 14, "AT": "n" * 16, "BE": "n" * 12, "CH": "n" * 5 + "c" * 12,
                "CZ": "n" * 20, "DK": "n" * 14, "LU": "nnn" + "c" * 13, "PT": "n" * 21}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = {  # template: the account's country
    "Invoice LRT-2031-044: pay the Helsinki canopy-rope maker to {i} within 30 days": "FI",
    "save the Vienna microscope dealer's IBAN: {i}": "AT",
    "IBAN: {i}\nReference: camera traps, batch 6": "BE",
    "WhatsApp #finance: the Zürich sequencing core's new account, IBAN {i}": "CH",
    "Brno drone-parts shop, bank details: IBAN {i}": "CZ",
    "refund of the Aarhus bioacoustics grant goes to {i}": "DK",
    "the trust's Luxembourg account: {i}": "LU",
    "Porto field-boot maker, pay to {i}": "PT",
    "IBAN van de Belgische subsidiegever: {i}": "BE",
    "a conta do fornecedor de Lisboa, IBAN {i}": "PT",
    "送金先IBAN：{i}": "CH",
    "IBAN syarikat mikroskop di Vienna: {i}": "AT",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


# Documents no check digit is known for (python-stdnum has no module for any of them): each
# shape is the author's guess where no public description gives one.
def _bn_passport(g: random.Random) -> str:
    """A Brunei passport number: a letter and seven digits (a guess)."""
    return g.choice("BPD") + _r(g, D, 7)


def _bn_spk(g: random.Random) -> str:
    """A Brunei SPK (national pension) member number: ten digits (a guess)."""
    return "01" + _r(g, D, 8)


def _bn_licence(g: random.Random) -> str:
    """A Brunei driving licence number: two letters and six digits (a guess)."""
    return g.choice(["BM", "BT", "BB", "BK"]) + _r(g, D, 6)


def _big(g: random.Random) -> str:
    """A Dutch BIG register number: eleven digits."""
    return g.choice("1234679") + _r(g, D, 10)


def _agb(g: random.Random) -> str:
    """A Dutch AGB code of a care provider: a two-digit kind and six digits."""
    return g.choice(["01", "03", "04", "12"]) + _r(g, D, 6)


def _sisbio(g: random.Random) -> str:
    """A Brazilian SISBIO research authorisation: five digits and a version (a guess)."""
    return f"{g.randrange(10_000, 99_999)}-{g.randrange(1, 9)}"


def _lattes(g: random.Random) -> str:
    """A Lattes CV identifier: sixteen digits."""
    return g.choice("123456789") + _r(g, D, 15)


def _crbio(g: random.Random) -> str:
    """A Brazilian biologists' council registration: six digits, the region and D."""
    return f"{_r(g, D, 6)}/{g.choice(['01', '04', '06'])}-D"


def _coren(g: random.Random) -> str:
    """A Brazilian nursing council registration: the state, a number and the category."""
    return f"COREN-{g.choice(['AM', 'PA', 'SP'])} {g.randrange(100, 999)}.{_r(g, D, 3)}-{g.choice(['ENF', 'TE'])}"


def _apc(g: random.Random) -> str:
    """A Malaysian Medical Council practising certificate number (a guess)."""
    return f"APC/{g.randrange(2030, 2033)}/{_r(g, D, 6)}"


def _erad(g: random.Random) -> str:
    """A Japanese e-Rad researcher number: eight digits."""
    return g.choice("123456789") + _r(g, D, 7)


def _risda(g: random.Random) -> str:
    """A RISDA smallholder card number (a guess): the state's letters and ten digits."""
    return f"{g.choice(['SBH', 'SWK'])}{_r(g, D, 10)}"


def _lgm(g: random.Random) -> str:
    """A Malaysian Rubber Board dealer licence (a guess)."""
    return f"LGM/{g.choice(['SBH', 'SWK'])}/D{_r(g, D, 5)}"


def _pvp(g: random.Random) -> str:
    """A Malaysian Professional Visit Pass number (a guess): two letters and seven digits."""
    return "PV" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "nombor pasport Brunei ku: {s}": _bn_passport,
    "pasport keu: {s}": _bn_passport,
    "Brunei passport no. for the Temburong permit: {s}": _bn_passport,
    "SPK member number of Awang (Brunei pension): {s}": _bn_spk,
    "nombor ahli SPK saya: {s}": _bn_spk,
    "lesen memandu Brunei ku: {s}": _bn_licence,
    "Brunei driving licence of the boat driver: {s}": _bn_licence,
    "mijn BIG-nummer voor de scheepskliniek: {s}": _big,
    "Femke's BIG registration number: {s}": _big,
    "mijn AGB-code als zorgverlener: {s}": _agb,
    "número da autorização SISBIO: {s}": _sisbio,
    "meu ID Lattes: {s}": _lattes,
    "registro do Caio no CRBio: {s}": _crbio,
    "meu registro no conselho de enfermagem: {s}": _coren,
    "MMC practising certificate of the boat doctor: {s}": _apc,
    "nombor APC MMC Dr Kavitha: {s}": _apc,
    "e-Radの研究者番号：{s}": _erad,
    "Haruki's e-Rad researcher number: {s}": _erad,
    "nombor kad pekebun kecil RISDA: {s}": _risda,
    "nombor kad RISDA aku iki {s}": _risda,
    "nombor lesen peniaga getah LGM koperasi: {s}": _lgm,
    "Thiago's Professional Visit Pass number: {s}": _pvp,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Bitvavo 2FA recovery codes\n{codes}", "backup codes for the station's Google Workspace admin {codes}",
            "senarai kod sandaran 2FA untuk e-mel koperasi:\n{codes}", "2FA のバックアップコード：{codes}",
            "reservecodes tweestapsverificatie (projectmail): {codes}", "códigos de backup do 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Deskera:nurul@lintang-trust.org?secret={s}&issuer=Deskera&period=30",
              "Aegis, manual entry for the Bitvavo account, secret {s}",
              "2FAS setup key for the Exabytes client area: {s}",
              "kunci rahsia 2FA akaun Shinjiru: {s}"]  # fmt: skip
_CODES = ["{c} is your Bitvavo verification code", "Sarawak Pay: gunakan {c} untuk sahkan log masuk. Kod ini rahsia.",
          "【Mackerel】{c} がログイン確認用の番号です", "Je Bitvavo-code is {c}", "Seu código Nuvemshop: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Lintang-Station", "LRT-Canopy-5G", "Kenari_Clinic", "Sukau-Jetty", "unifi_Kapit",
          "DST_Tutong_4G", "Progresif-Bangar", "Orbit-Sintang", "IndiHome-Melak", "CelcomDigi_Kunak",
          "Maxis-Karakit", "Homestay_Rumah_Panjang", "Lab-Basah-2G", "Starlink-Kenari"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassphrase: {pw}",
    "homestay guest wifi {s}, password {pw}",
    "wifi at the ridge camp: {s} / {pw}",
    "Raspberry Pi Imager, OS customisation: SSID {s}, password {pw}",
    "the key on the sticker under the Progresif box: {pw}",
    "kata laluan rangkaian {s} di rumah panjang: {pw}",
    "pasword wifi {s} nang di rumah: {pw}",
    "pasword wifi {s} tu' {pw}",
    "password wifi {s} iki {pw}",
    "password wifi {s} ku {pw} bah",
    "観測小屋のWi-Fi {s} は {pw} で入れます",
    "het netwerk {s} op de boot heeft als sleutel {pw}",
    "a rede {s} do barco tem a senha {pw}",
    "password wifi {s} ni: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fb_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out a character at a time: {t}", "[dictated over the sat phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "saya eja satu per satu: {t}", "区切って書くと {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["canopy walkway gate keypad: {pw} then #", "padlock on the boat shed at Kapit: {pw}",
          "kombinasi mangga stor getah di Kapit: {pw}", "angka gembok gudang rotan di Sintang: {pw}",
          "the drug cabinet on the Kenari takes {pw}", "gembok gudang getah nang di Bengkayang, kodenya: {pw}",
          "kode gembok omah iki: {pw}", "金庫の暗証番号：{pw}", "cijferslot van de dronekist: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["belian", "tapang", "rotan", "lateks", "sampan", "kenari", "tembakul", "pelandok",
                 "gaharu", "jelutong", "kelasi", "engkabang", "ruai", "sega", "manau", "tongkang"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the station vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "VeraCrypt passphrase for the clinic records drive: {p}": " ",
            "LUKS passphrase on the camera-trap SD cards: {p}": ".",
            "frasa laluan cakera sandaran klinik: {p}": " ", "外付けディスクのパスフレーズは {p}": "_",
            "wachtzin voor de externe schijf: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno collection, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HAR export from the Spypoint web app: authorization: Bearer {v}": False,
    "Insomnia environment, Authorization = Basic {v}": True,
    "Hoppscotch request to the Nuvemshop API: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "IRIDA uploader config.conf:\n[Settings]\nclient_id = uploader\nusername = fieldlab\npassword = {pw}\nbase_url = https://irida.lintang.lan/api/",
    "ShinyProxy application.yml:\nproxy:\n  users:\n  - name: luana\n    password: {pw}\n    groups: scientists",
    "Open Hospital rsc/database.properties:\njdbc.url=jdbc:mysql://localhost:3306/oh\njdbc.username=isf\njdbc.password={pw}",
    "Bigcapital .env:\nDB_HOST=mariadb\nDB_USER=bigcapital\nDB_PASSWORD={pw}",
    "weewx.conf:\n[StdRESTful]\n    [[Wunderground]]\n        station = IKAPIT12\n        password = {pw}",
    "mediamtx.yml:\npaths:\n  canopy-cam:\n    source: rtsp://10.20.4.17:554/stream1\n    readUser: viewer\n    readPass: {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  urls = [\"http://influx.lintang.lan:8086\"]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "settings_local.py of the plots app:\nDATABASES[\"default\"][\"PASSWORD\"] = \"{pw}\"",
    "~/.netrc on ct-hub:\nmachine ftp.lintang-trust.org login ctupload password {pw}",
    "~/.pgpass:\nplots.lintang.lan:5432:forest_plots:qgis:{pw}",
    "redis.conf on the camera-trap queue:\nbind 10.20.0.31\nrequirepass {pw}",
    "~/.msmtprc:\naccount lintang\nhost smtp.lintang-trust.org\nuser alerts@lintang-trust.org\npassword {pw}",
    "group_vars/ct_hubs.yml:\nct_upload_user: ctupload\nct_upload_password: \"{pw}\"",
    "pg_service.conf:\n[plots]\nhost=plots.lintang.lan\ndbname=forest_plots\nuser=qgis\npassword={pw}",
    "ODK Collect settings QR, decoded:\n{{\"general\": {{\"server_url\": \"https://odk.lintang-trust.org/v1/key/x/projects/3\", \"username\": \"enumerator3\", \"password\": \"{pw}\"}}}}",
    "Grafana provisioning, datasources/influx.yaml:\n    basicAuthUser: grafana\n    secureJsonData:\n      basicAuthPassword: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Sayaka: cabin wifi password?\nJelani: {pw}",
    "[05:48] thijs: root pw for ct-hub?\n[05:49] kanang: {pw}",
    "Bruna: {pw} is the new NVR admin password",
    "阿強：倉庫電腦新个密碼係 {pw}，記得毋好講出去",
    "Ujang: pasword baru' nya {pw}",
    "Agustinus: pasword baru {pw}",
    "Debora: password hanyar {pw}",
    "Awang: password baru keu {pw}",
    "小野寺：新しいパスワードは {pw} です",
    "Luana: troquei, agora é {pw} a senha",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "pass\u200dword = {pw}", "kata\u00adlaluan: {pw}", "раssword → {pw}",
    "ｐａｓｓｗｏｒｄ：{pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "passw\u200bord: {pw}", "wacht\u2066woord: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli_take, 34), (_urls, 13), (_vendors, 56),
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
    "the Campbell logger password is": "{s}", "freezer service pw:": "{s} (since the compressor swap)",
    "pasword aku nang baru'": "{s}", "CFX Opus password": "{s}\nchange it after the audit",
    "kata laluan": "{s}", "パスワード：": "{s}", "wachtwoord": "{s}", "senha:": "{s}",
    "the password Kanang read over the radio was": "{s}, I think", "password aku sing anyar": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "OpenTopography API key", "{s}", _j((HEX, 32))),
    ("split_token", "Bitvavo secret:", "{s} (trading switched off)", _j((HEX, 128))),
    ("split_token", "MinKNOW developer token", "{s}", _uuid("a")),
    ("split_seed", "Keystone backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 05/35", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CH"))),
    ("split_backup", "Bitvavo recovery codes", "{s}\n48213907\n66130524", lambda g: _backup_list(g, 1, 0)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "BIG-nummer", "{s}", _big),
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
    '{"flux_tower": {"url": "https://smartflux.lintang.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kata_laluan": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "jelani", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"loggers": [{"name": "plot-6"}, {"name": "plot-7", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["clcserver", "-S", "clc.lintang.lan", "-U", "fieldlab", "-W", "{s}", "-A", "trim_sequences"]}': ("meta_password", _plain_pw),
    '{"note": "pasword laptop nang baru\' {s}"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the CryoCube as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"opentopography": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"bitvavoSecret": "{s}"}': ("meta_token", _j((HEX, 128))),
    '{"openaq_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LU")),
    '{"researcher": {"big_nummer": "{s}"}}': ("meta_id", _big),
    '{"mfa": {"recovery_codes": ["{s}", "53871204", "90146632"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 0)[0]),
    '{"grant_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"boat_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Lintang-Station", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyinaturalist-0.19.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cr1000x-std.07.02.obj").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/lintang/plots-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"plots: add liana census columns", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ct: revert species lookup", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ct-2031-08-batch6.zip", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"orthomosaic-blockC-2031.tif").hexdigest()

CLEAN = [
    "Remind me to change the Campbell logger password before the calibration trip on 2031-10-02.",
    "Sayaka asked for the cabin wifi password; it's on the card behind the kitchen door.",
    "Policy: station passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link instead.",
    "The `.env.example` line `OPENAQ_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The freezer panel asks for a new password after every firmware update.",
    "Replace <YOUR_BITVAVO_SECRET> in the README with the secret from your own account.",
    "MACKEREL_APIKEY and NUVEMSHOP_ACCESS_TOKEN must be set before the nightly sync runs.",
    "Password ku inda kan ku padah ka sesiapa bah.",
    "Jangan tanya password keu, kaau.",
    "Pasword aku ame' ditanya' ka' urang.",
    "Anang minta pasword ka aku, enda' ulih.",
    "Password aku ada pang ditakun ulun.",
    "Password aku naaq nyaman dipadah.",
    "Password aku ora tak kasi tau wong.",
    "Password aku ndo' ko padah ka urang.",
    "Kata laluan stesen perlu ada sekurang-kurangnya empat belas aksara, ingat ya.",
    "Sandi jangan dikirim lewat grup, ya.",
    "観測所のパスワードは最低でも14文字でお願いします。",
    "Een wachtwoord voor het station telt minimaal veertien tekens, zo is de afspraak.",
    "A senha tem que ter pelo menos catorze caracteres.",
    "工作站的密码至少十四位，别忘了。",
    "自家个密碼毋好同別人講，佢問也毋好講。",
    "Upgraded the CR1000X OS to 07.02 and pyinaturalist to 0.19.0 over the weekend.",
    f"commit {_COMMIT} adds the liana census columns.",
    f"Rolled back to {_SHORT} after the species lookup broke the camera-trap import.",
    f"requirements.txt: pyinaturalist==0.19.0 --hash=sha256:{_WHEEL_SUM}",
    f"The CR1000X OS image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of orthomosaic-blockC-2031.tif: {_SHA512}",
    f"The plots API container runs ghcr.io/lintang/plots-api@sha256:{_IMAGE}.",
    f"MD5 of ct-2031-08-batch6.zip is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9a27c1-6b4e-4d02-9e85-1c7b0a4d5e63 is the slow one in the plots API logs.",
    "Purchase order PO-2031-0217 for 40 camera-trap housings ships on Thursday.",
    "Zammad #2207: the homestay desk printer jams on the second receipt.",
    "Booking LRT-HS-1184: two nights at the longhouse homestay, arriving 14 September.",
    "Call the Kapit jetty office on +60 84 796 213 before noon.",
    "The boat trailer's plate is SA 4127 K; the Land Cruiser is QS 8830 B.",
    "ISBN 978-0-19-850814-4 is the dipterocarp field guide on the lab shelf.",
    "The canopy walkway is 32 m above the ground and 280 m long.",
    "Rainfall at the ridge mast: 412.6 mm in August, 18.4 mm on the wettest hour.",
    "Cold room at 4.0 °C; the -80 freezer reads -79.6 °C.",
    "After five wrong passwords the freezer panel locks for 15 minutes.",
    "A sheet of rubber from Sintang weighed 1.8 kg at a DRC of 54 %.",
    "The secret of a good rattan split is soaking it overnight.",
    "Ask Jelani for the gate keypad code, I don't have it.",
    "My card ending 4471 was declined at the Sibu hardware shop.",
    "The Zürich core wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop's Bitvavo account and keep them in the safe.",
    "No wallet support desk will ever ask for your recovery phrase.",
    "Keep `OPENTOPO_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the boat shed rusts in the wet season; oil it every month.",
    "Bitvavo moved the API key page under Settings › API in its latest release.",
    "ORCID iD 0000-0002-1825-0097 belongs to the station's data editor.",
    "The guest wifi 'Lintang-Guest' is open, no password needed.",
    "Camera trap CT-14 took 3 812 pictures in August; 211 were of bearded pigs.",
    "Plot 7 has 412 trees over 10 cm DBH; the tallest Shorea is 71.3 m.",
    "The MinION run 31 produced 8.2 Gb with an N50 of 14.6 kb.",
    "Ticket GLPI-1190 is closed; the POS was replaced under warranty.",
    "Version 3.4.1 of the station app fixed the upload retry.",
    "The river gauge at Kapit read 6.8 m this morning, up 1.2 m overnight.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-09-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/station/campbell", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyinaturalist", "version": "0.19.0"}}',
    '{"ticket": "2207", "purchase_order": "PO-2031-0217"}',
    '{"plot": {"id": "P07", "trees": 412, "area_ha": 1.0}}',
    '{"phone": "+60 84 796 213", "town": "Kapit"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "camera_traps": 48}',
    '{"booking": "LRT-HS-1184", "nights": 2, "room": "bilik 3"}',
    '{"camera_trap": "CT-14", "photos": 3812, "battery_pct": 61}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
