# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-thirteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-tenth's docstring, the
fifth to hundred-and-tenth only to search them (grep) for the languages, wordings, tools, vendors,
id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a fish and the island
it is landed on, a boat's type and its outboard's horsepower, a fishing ground's rough position, a
VHF channel and a name, a clinic ward), names, places, templates, tools, vendors and layouts, the
way the island clinics, ferries, ice plants, cold stores, radio-telemedicine hub, pharmacy depot
and fishers' savings office of the Kalipay Seas Cooperative (a fictional co-operative) leak
secrets into an assistant's memory: rural health units on Capul and at Guiuan and Borongan in
Samar, a landing site at Jolo and an ice plant at Siasi in Sulu, clinics and cold stores at
Tidore, Tobelo, Saumlaki and Banda in the Moluccas, a pharmacy depot at Maumere and clinics at
Larantuka, Adonara, Solor, Lembata and Ruteng in Flores, a clinic at Ba'a on Rote and at Lospalos,
Tutuala and Com in Timor-Leste, the outrigger boats (bangka, katinting, lambo) and the ferries
between them, a fish buyer at Misaki, a cold-chain partner at Tongyeong and Busan and a telehealth
service in Darwin. The texts are Viber, Messenger, WhatsApp, Telegram, LINE, KakaoTalk, Signal,
imo, Workplace, Google Chat, Teams, Discord and Element messages, Samsung Notes, ColorNote,
Google Keep and Standard Notes notes, osTicket, Zammad, Spiceworks and MantisBT tickets,
Bookstack pages, e-mails, incident notes, a runbook, README fragments, shell history (PowerShell,
Termux, ConnectBot, Windows Terminal, MobaXterm, PuTTY, GNOME Terminal, Konsole, Alacritty, VS
Code, fish, zsh, tmux), configs, code (Python, JavaScript, Gradle, PHP, an Info.plist),
voice-dictated text and requests to the assistant itself, around the panels of clinic,
cold-chain, ice, power, radio, satellite, network and camera hardware (a Mindray BC-30s analyzer
and uMEC12 monitor, a Cepheid GeneXpert, an Edan SE-1200 ECG, a Philips Lumify probe, a Poly
Studio X30, B Medical and Haier vaccine fridges with Berlinger Fridge-tag and Q-tag loggers,
LoRa fridge sensors, a Mayekawa NewTon cold-store panel, a Ziegra flake-ice machine, a Zebra
ZD421 printer, Victron Cerbo GX, SMA Sunny Island and Huawei SUN2000 power, a Deep Sea DSE7320
and a Denyo genset, an Icom IC-F8101 HF radio, an Iridium GO! exec, a Davis WeatherLink Live, a
Winlink gateway, Peplink MAX BR1, Teltonika RUT241, Ubiquiti LiteBeam and MikroTik links, a
Synology NAS, a Hikvision NVR, a Sunmi T2 ticket POS and a Z-Wave clinic door). Tools none of
heldouts 5 to 110 names: SQL Relay's sqlrsh, Core FTP's coreftp.exe, yowsup-cli, polenum, Swiss
File Knife's `sfk ftpserv`, ncftpls, the Jolokia JVM agent, cusrmgr, vmware-view, pulp-cli's
`pulp`, FreeIPMI's ipmi-raw, afpfs-ng's afp_client, Concrete CMS's `c5:install`, CyberArk's
pacli, OpenBao's `bao` and envchain; beside them the commands the product names (sshpass, mysql,
redis-cli, sudo -S, xfreerdp, 7z, zip, openssl, gpg, plink, net use, lftp, mosquitto_pub,
ipmitool, smbclient, ldapsearch, sqlcmd, htpasswd, rabbitmqctl, cqlsh, curl) in layouts of its
own, and configs of JNOS, LinBPQ, restish, Care2x, SIMRS Khanza, SQL Relay, Jolokia, Pulp,
Concrete CMS, OpenBao, Dolibarr, gammu-smsd, OpenMRS, Zabbix, msmtp and pppd (Care2x's and SIMRS
Khanza's keys as the author guesses them). About 45 % of the texts are in other languages than
English (by a rough count of the drawn samples and the clean texts): Inabaknon (Abaknon, of Capul
off Samar), Manggarai (west Flores), Sikka (Maumere), Lamaholot (east Flores, Solor, Adonara,
Lembata), Tidore, Tobelo (Halmahera), Fataluku (Lautém, Timor-Leste) and Rotenese (Rote), which no
earlier docstring names, and Filipino (Tagalog), Cebuano, Indonesian, Malay, Tetum, Portuguese,
Spanish, Japanese, Korean, Mandarin Chinese (simplified), Vietnamese, Arabic, Dutch, German and
French in wordings of their own (and Italian in one seed sentence). The eight new languages'
wordings are the author's approximations, checked by no speaker, built around their pronouns and
possessives and the loanwords people there really text (password, kata sandi, sandi, senha,
paspor, kartu, nomor, kode, IBAN, wifi, user, API key, command, URL, token, 2FA, backup codes):
Inabaknon's `ku` ("my"), `luma'` ("house"), `mbal` ("not"), `dini` ("here") and the Visayan loans
`bag'o`, `ayaw`, `an`, `susi` ("key") and `taga-`; Manggarai's `daku` ("my"), `ho'o` ("this"),
`mbaru` ("house"), `neka` ("don't"), `tombo` ("tell"), `agu` ("and") and `ata` ("people");
Sikka's `a'u` ("I", "my"), `ba'a`, `lepo` ("house") and `nora` ("and"); Lamaholot's `go` and
`go'en` ("I", "mine"), `pe` ("the"), `lango` ("house") and `ake tutu` ("don't tell"); Tidore's
`ngori` ("I"), `ngona` ("you"), `ma` (a possessive), `fola` ("house"), `ua` ("no") and `se`;
Tobelo's `ahi` ("my"), `ngohi` ("I"), `ma`, `tahu` ("house") and `de` ("and"); Fataluku's `ani`
("I", "my") and `le` ("house") with the Tetum and Portuguese loans `senha`, `naran`, `kontu
banku`, `kartaun`, `lisensa` and `segredu`; Rotenese's `au` ("I"), `ngga` ("my"), `uma`
("house"), `ma` ("and") and `ta` ("not"): all guesses after published word lists or
neighbouring languages. Vendors (Finantier, Akulaku, PDAX, BRIAPI, iREAP, Shipper.id, Ferizy,
PELNI, Woowa, Kata.ai, Logisly, Alodokter, KlikDokter, Good Doctor, SehatQ, Amartha, KoinWorks,
Modalku, Investree, JULO, Komunal, Cashalo, First Circle, NowServing, SeeYouDoc, KonsultaMD,
Danal, KG Mobilians, Settlebank, Naver Pay, fincode, Rakuten Pay, STORES, Cover Genius, Halo
Connect, Zedmed, Genie Solutions, MediRecords, Medical-Objects, HealthLink, Healthdirect,
InstantScripts, Fishcoin, Orca, IPSTAR and Telkomsat) are ones heldouts 5 to 110 do not name; none
publishes a token shape the author knows, so every shape here is a guess: Ferizy's `fzy_live_`,
Amartha's `amr_live_`, First Circle's `fc_live_` and InstantScripts' `isk_` prefixes, fincode's
`m_prod_` (as the author believes fincode's secret keys begin), Kata.ai's, Modalku's and Orca's
JWTs, Naver Pay's ten-character client secret, Woowa's 40-hex `key` parameter, Settlebank's 32
capital hex digits, and every other hex run, UUID, base64 and random run. The ids are kinds
heldouts 5 to 110 do not use, and none is checked (python-stdnum has no module for them and no
check-digit algorithm is written here): a BFAR boat registration (BoatR) number, a Guiuan
municipal fishing permit, an Indonesian Pas Kecil, a seafarer's competence certificate (SKK 60
mil), a doctor's practice licence (SIP), a Kartu Indonesia Pintar number, a nurse's Surat Tanda
Registrasi, a Timor-Leste driving licence and fishing licence, a Japanese fishing-boat
registration (漁船登録番号) and medical register number (医籍登録番号), a Korean seafarer's
handbook (선원수첩) and fishing-vessel registration (어선 등록번호) and a Queensland marine
licence, drawn in the shape the author believes they are printed in (the BoatR, permit, Pas
Kecil, SKK, SIP, KIP, STR, Timor-Leste, Korean and Queensland numbering wholly invented); and
Philippine, Indonesian and Timor-Leste passports under the eight new languages' words, likewise
unchecked. Card numbers pass Luhn (Visa, Mastercard, JCB, UnionPay, American Express, Discover
and Indonesia's GPN debit cards, whose `9360…` prefixes are as the author believes them, checked
with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
heldouts 5 to 110 (Saudi Arabia, Somalia, Yemen, the Dominican Republic, Egypt, Oman and El
Salvador, seven corpora each) and of Timor-Leste (eight, for the setting), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Japanese, Korean,
Simplified Chinese, Spanish, Portuguese, French and Italian lists, their checksums valid. 390
secrets, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and 10 clean
metadata dicts.
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

SEED = 113_604_297
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


# Fish of the Visayan, Sulu and Banda seas, the boats that catch them, the islands they land on.
_FISH = ["Tulingan", "Galunggong", "Cakalang", "Tongkol", "Kerapu", "Bangus", "Lapulapu",
         "Tamban", "Dalagang", "Kakap", "Layang", "Tambakol", "Malasugi", "Bisugo", "Kembung"]  # fmt: skip
_BOATS = ["Bangka", "Lambo", "Pambot", "Katinting", "Bodi", "Paraw", "Kora", "Pajala", "Sope",
          "Motoran"]  # fmt: skip
_ISLES = ["Capul", "Guiuan", "Borongan", "Siasi", "Pangutaran", "Tapul", "Bongao", "Tidore",
          "Tobelo", "Saumlaki", "Banda", "Maumere", "Larantuka", "Adonara", "Solor", "Lembata",
          "Ruteng", "Rote", "Lospalos", "Tutuala", "Atauro", "Misaki", "Tongyeong", "Darwin"]  # fmt: skip
_NAMES = ["Marites", "Jomar", "Rowena", "Nonoy", "Arnel", "Nurhaida", "Alnie", "Sittie",
          "Yohanis", "Goreti", "Frans", "Yosef", "Mikael", "Hendrik", "Frederikus", "Agustina",
          "Nurlela", "Abdurasad", "Kasim", "Juliao", "Ermelinda", "Abilio", "Tetsuya", "Haruka",
          "Jiwoo", "Seojun", "Kylie", "Brendan"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Tul1ng4n", "C4k4l4ng", "K3r4pu", "B4ngus", "L4mb0", "B4ngk4", "S4mudr4", "M0luk0",
         "T1m0r", "K4t1nt1ng"]  # fmt: skip


def _engine(g: random.Random) -> str:
    """A boat, its outboard's horsepower, a sign and a year, as a boatman makes a password."""
    hp = g.choice([9, 15, 25, 40, 60])
    return f"{g.choice(_BOATS)}{hp}hp{g.choice(_SYMBOLS)}{g.randrange(2009, 2034)}"


def _position(g: random.Random) -> str:
    """A fishing ground's rough position and an island: 12N125E#Guiuan."""
    return f"{g.randrange(1, 14)}N{g.randrange(119, 128)}E{g.choice(_SYMBOLS)}{g.choice(_ISLES)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_ISLES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FISH, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}{g.choice(_ISLES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2034)) + g.choice(_SYMBOLS),
    _engine,
    _position,
    lambda g: f"{g.choice(_ISLES).lower()}_{g.choice(_FISH).lower()}_{g.randrange(1960, 2034)}",
    lambda g: f"Ch16{g.choice(_NAMES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"Ward{g.randrange(1, 9)}{g.choice(_ISLES)}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    _manager,
    lambda g: f"{g.choice(_NAMES)}Lands{g.choice(_FISH)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# Languages, marked where a template is not English. The eight new ones are the author's
# approximations (see the module docstring): Inabaknon [abx], Manggarai [mqy], Sikka [ski],
# Lamaholot [slp], Tidore [tvo], Tobelo [tlb], Fataluku [ddg], Rotenese [twu].
_SAID = [
    "Viber group 'Capul RHU', Marites: the Mindray BC-30s analyzer login password is {pw}",
    "Messenger from Jomar: Victron Cerbo GX remote console password {pw}",
    "WhatsApp, Nurhaida: SMA Sunny Island web password {pw}",
    "Telegram #coldstore-jolo: Mayekawa NewTon panel password {pw}",
    "LINE message from Tetsuya (Misaki buyer): Yaizu auction portal password {pw}",
    "KakaoTalk, Jiwoo at Tongyeong: the Busan cold-chain portal password is {pw}",
    "Signal from Yohanis: Icom IC-F8101 remote-control password {pw}",
    "imo chat, Abdurasad: Iridium GO! exec admin password {pw}",
    "Workplace chat 'Ferry ops': Peplink MAX BR1 admin password {pw}",
    "Google Chat, Kylie (Darwin telehealth): Poly Studio X30 admin password {pw}",
    "Teams chat, lab bench: Cepheid GeneXpert workstation password {pw}",
    "Discord #radio-room: Deep Sea DSE7320 genset controller password {pw}",
    "Element room 'Pharmacy depot Maumere': B Medical TCW 40 SDD logger password {pw}",
    "Samsung Notes: Berlinger Fridge-tag Explorer password {pw}",
    "ColorNote sticky on the dispensary tablet: Zebra ZD421 printer web password {pw}",
    "Google Keep 'Saumlaki clinic': Philips Lumify app admin password {pw}",
    "Standard Notes: Synology DS220+ at Larantuka, admin password {pw}",
    "osTicket #2291: Hikvision DS-7608 NVR at the Jolo landing, password {pw}, please rotate",
    "Zammad ticket 5517: the Edan SE-1200 ECG export password {pw} no longer works",
    "Spiceworks ticket 418: Ubiquiti LiteBeam 5AC Guiuan link password {pw}",
    "MantisBT #77: Sunmi T2 ferry-ticket POS admin password {pw}",
    "Hi Arnel,\n\nthe Teltonika RUT241 at the Siasi ice plant now has the admin password {pw}. Delete this mail once it's in the vault.\n\nSalamat,\nRowena",
    "Incident 2033-02-09: the Huawei SUN2000 inverter at Tutuala was reachable from the internet with password {pw}",
    "Runbook: vaccine-fridge alarm reset\n1. open the Haier HTC-110 display\n2. hold SET for 5 s\n3. service password {pw}\n4. clear alarm A2",
    "README (radio room, Borongan)\nThe Davis WeatherLink Live is at http://wll.kalipay.lan, admin password `{pw}`.",
    "my Landbank iAccess login password became {pw}",
    "dictated: the Denyo generator remote monitor password is {pw} full stop",
    "note to self: Mindray uMEC12 monitor service password {pw}",
    "the Ziegra flake-ice machine's touch panel password is {pw}, Frans changed it",
    # Inabaknon [abx]
    "bag'o na password ku sa gmail: {pw}, ayaw ipasa",
    "password router sa luma' ku: {pw}, mbal ipakita",
    # Manggarai [mqy]
    "kata sandi email daku: {pw}",
    "password wifi mbaru daku ho'o: {pw}, neka tombo agu ata",
    # Sikka [ski]
    "a'u password email ba'a {pw}",
    "password router lepo a'u: {pw}",
    # Lamaholot [slp]
    "go password email pe {pw}",
    "password router lango go'en: {pw}, ake tutu",
    # Tidore [tvo]
    "ngori ma password email {pw}",
    "password router fola ngori: {pw}, ua bilang",
    # Tobelo [tlb]
    "ahi password email ma {pw}",
    "password router ahi tahu: {pw}",
    # Fataluku [ddg]
    "ani senha email {pw}",
    "senha router ani le: {pw}",
    # Rotenese [twu]
    "au password email ngga {pw}",
    "password router au uma ngga: {pw}",
    # Fifteen well-known languages, in wordings of their own.
    "yung password ko sa Landbank app, pinalitan ko ng {pw}; sa'yo lang 'to ha",
    "ang password sa laptop sa botika sa Guiuan kay {pw} sukad gahapon",
    "kata sandi laptop gudang obat di Maumere sekarang {pw}",
    "kata laluan PC kaunter feri di pelabuhan ialah {pw}",
    "senha komputadór klínika Lospalos nian agora mak {pw}",
    "a senha nova do portátil da farmácia em Díli ficou {pw}",
    "la contraseña nueva del portátil de la sala de radio quedó en {pw}",
    "三崎の買付用ノートPCのパスワード、{pw} に変えました",
    "통영 냉동창고 사무실 PC 비밀번호 바꿨어요: {pw}",
    "冷库办公室电脑的新密码是 {pw}",
    "mật khẩu mới của máy tính kho lạnh là {pw} nhé",
    "كلمة السر الجديدة لحاسوب العيادة في جولو هي {pw}",
    "het nieuwe wachtwoord van de ijsfabriek-pc is {pw}",
    "das neue Passwort für den Funkraum-PC lautet {pw}",
    "le nouveau mot de passe du PC de la pharmacie est {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["marites", "jomar.d", "rowena", "nonoy", "arnel", "nurhaida", "alnie", "sittie.a",
          "yohanis", "goreti", "frans", "yosef.k", "mikael", "hendrik", "frederikus", "agustina",
          "nurlela", "abdurasad", "kasim", "juliao", "ermelinda", "abilio", "tetsuya", "haruka",
          "jiwoo", "seojun", "kylie", "brendan", "svc-coldstore", "rhu-capul"]  # fmt: skip
_LOGINS = [
    "Viber, Marites: the GeneXpert login is {u} / {pw}",
    "osTicket #2304: {u} locked out of the VRM portal, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Clinics › Saumlaki › Mindray BC-30s: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| Peplink MAX BR1 | {u} | {pw} |",
    "log into Landbank weAccess as {u} with {pw}",
    "Iridium GO! exec login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: ice-plant-siasi\n  user: {u}\n  pass: {pw}",
    "LINE, Tetsuya: account {u}, password {pw}",
    "Yohanis says the Hikvision account is {u} and the password is {pw}",
    "device;user;password\nsunmi-t2-ferry;{u};{pw}",
    "heto ang login ng botika: {u}, at yung password, {pw} — burahin mo pagkabasa",
    "akun apotek: nama pengguna {u}, kata sandi {pw}",
    "uza-na'in {u}, senha {pw} (klínika Com)",
    "三崎の端末　ユーザー名：{u}　パスワード：{pw}",
    "약품창고 태블릿 아이디: {u} 비밀번호: {pw}",
    "tài khoản máy bán vé: {u}, mật khẩu {pw}",
    "user daku {u}, kata sandi {pw}",
    "ngori ma user {u}, password {pw}",
    "ani naran user {u}, ani senha {pw}",
    "au user ngga {u}, password {pw}",
    "an user ku dini Capul {u}, password {pw}",
    "go'en user pe {u}, go'en password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tulingan", "galunggong", "cakalang", "tongkol", "kerapu", "bangus", "tamban",
               "dalagang", "layang", "tambakol", "malasugi", "katinting", "paraw", "pajala",
               "kembung", "bisugo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "password: take the word {w}, lowercase, then {d}",
    "for the Cerbo it's {w} followed by {d}",
    "voice note: the ice-plant wifi password is {w} then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the fish and the number together",
    "salitang {w} muna, tapos numerong {d}, yun ang password",
    "sandinya itu kata {w}, ditambah angka {d} di belakang",
    "a'u password kata {w}, nora {d}",
    "go password pe kata {w}, lalu {d}",
    "ahi password ma kata {w}, de {d}",
    "au password ngga kata {w}, ma {d}",
    "パスワードは魚の名前の {w}、続けて {d} です",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


def _yowsup_pw(g: random.Random) -> str:
    """The base64 password yowsup keeps for a registered number."""
    return base64.b64encode(bytes(g.randrange(256) for _ in range(20))).decode()


# Command lines: tools none of heldouts 5 to 110 names, then the commands the product names.
_CLI: dict[str, Maker] = {
    "sqlrsh -host sqlr.kalipay.lan -port 9000 -user {u} -password '{pw}'": _plain_pw,
    "coreftp.exe -s -O -u C:\\dispensary\\stock.csv ftp://{u}:{pw}@ftp.kalipay.lan:21/depot/": _plain_pw,
    "yowsup-cli demos --login 639178812345:{pw} --send 639175550123 'ice plant down'": _yowsup_pw,
    "polenum '{u}:{pw}@dc01.kalipay.lan'": _plain_pw,
    "sfk ftpserv -rw -user={u} -pw={pw} -port=2121 D:\\xray-exports": _plain_pw,
    "ncftpls -u {u} -p '{pw}' ftp://nas-larantuka.kalipay.lan/backups/": _plain_pw,
    "java -jar jolokia-jvm-1.7.2-agent.jar --user {u} --password '{pw}' start 4127": _plain_pw,
    "cusrmgr -u {u} -m \\\\RHU-CAPUL-PC -P {pw}": _plain_pw,
    "vmware-view --serverURL=vdi.kalipay.lan --userName={u} --password='{pw}' --domainName=KALIPAY -q": _plain_pw,
    "pulp --base-url https://pulp.kalipay.lan --username {u} --password '{pw}' rpm repository list": _plain_pw,
    "ipmi-raw -h bmc-hub.kalipay.lan -u {u} -p '{pw}' 0x06 0x01": _plain_pw,
    "afp_client mount -u {u} -p '{pw}' imac-radiology.local:XRAY /mnt/xray": _plain_pw,
    "php concrete/bin/concrete5 c5:install --db-server=localhost --db-username=c5 --db-password=\"$C5_DB_PASS\" --db-database=kalipay --admin-email=web@kalipay-seas.org --admin-password='{pw}' --starting-point=atomik_blank": _plain_pw,
    "pacli LOGON VAULT=KalipayVault USER={u} PASSWORD={pw}": _plain_pw,
    "bao kv put secret/ferry/ticketing db_user={u} db_password='{pw}'": _plain_pw,
    "printf '%s' '{pw}' | envchain --set --noecho clinic-emr EMR_DB_PASSWORD": _plain_pw,
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@ice-siasi.kalipay.lan 'systemctl restart coldroom-logger'": _plain_pw,
    "mysql -h emr-db.kalipay.lan -u {u} -p'{pw}' openmrs -e 'select count(*) from encounter'": _plain_pw,
    "redis-cli -h queue.kalipay.lan -a '{pw}' --no-auth-warning LLEN sms:outbox": _plain_pw,
    "echo '{pw}' | sudo -S reboot": _plain_pw,
    "xfreerdp /v:pharmacy-pc.kalipay.lan /u:{u} /p:'{pw}' /cert:ignore": _plain_pw,
    "7z a -p'{pw}' -mhe=on patient-export-2033-03.7z exports/": _plain_pw,
    "zip -P '{pw}' lab-results.zip lab/*.pdf": _plain_pw,
    "openssl enc -aes-256-cbc -pbkdf2 -in ledger.csv -out ledger.enc -pass pass:'{pw}'": _plain_pw,
    "gpg --batch --pinentry-mode loopback --passphrase '{pw}' -c loans-2033.ods": _plain_pw,
    "plink -ssh -pw {pw} {u}@10.44.0.1 /system reboot": _plain_pw,
    "net use Z: \\\\nas-maumere\\pharmacy /user:KALIPAY\\{u} {pw}": _plain_pw,
    "lftp -u {u},'{pw}' sftp://sftp.kalipay.lan -e 'mirror -R outbox /upload; bye'": _plain_pw,
    "mosquitto_pub -h mqtt.kalipay.lan -u {u} -P '{pw}' -t fridges/vf03/alarm -m reset": _plain_pw,
    "ipmitool -I lanplus -H 10.44.1.20 -U {u} -P '{pw}' chassis power cycle": _plain_pw,
    "smbclient //nas-jolo/radiology -U '{u}%{pw}' -c 'ls'": _plain_pw,
    "ldapsearch -x -H ldap://dc01.kalipay.lan -D 'cn={u},ou=staff,dc=kalipay,dc=lan' -w '{pw}' '(uid=jomar)'": _plain_pw,
    "sqlcmd -S sql-ferry.kalipay.lan -U {u} -P '{pw}' -Q 'SELECT TOP 5 * FROM Tickets'": _plain_pw,
    "htpasswd -b /etc/nginx/.radio-htpasswd {u} '{pw}'": _plain_pw,
    "rabbitmqctl add_user {u} '{pw}'": _plain_pw,
    "cqlsh catch-db.kalipay.lan -u {u} -p '{pw}'": _plain_pw,
    "curl -u {u}:{pw} https://lims.kalipay.lan/api/results?since=today": _plain_pw,
}  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Users\\rhu> {c}", "Termux on the ferry tablet:\n$ {c}",
    "ConnectBot to the ice plant: {c}", "history | tail -3\n  512  {c}",
    "Windows Terminal, cmd:\nC:\\>{c}", "bash_history on the radio-room Pi:\n{c}",
    "zsh ~/ops % {c}", "MobaXterm, session 'Jolo cold store': {c}", "PuTTY log, 2033-03-04: {c}",
    "GNOME Terminal, jomar@depot:~$ {c}", "Konsole: {c}", "Alacritty ~/clinic-infra $ {c}",
    "VS Code terminal, bash, ~/ledger: {c}", "fish ~/boats> {c}", "tmux pane 2 on the hub: {c}",
    "perintah yang tadi kujalankan di server apotek: {c}", "eto yung command na tinype ko kagabi: {c}",
    "三崎のサーバーで打ったコマンド：{c}", "어제 허브에서 돌린 명령어: {c}",
    "komandu ne'ebé hau hala'o iha server: {c}", "ahi command ma: {c}", "ngori ma command: {c}",
    "go command pe: {c}", "command daku: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_CLI), n):
        secret = _CLI[template](rng)
        command = template.format(pw=secret, u=rng.choice(_USERS))
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=command), secret))
    return out


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_URLS = [
    "rtsp://{u}:{pw}@cam-landing-jolo.kalipay.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.kalipay.lan:990/xray/",
    "postgres://{u}:{pw}@emr-db.kalipay.lan:5432/openmrs?sslmode=require",
    "mysql://{u}:{pw}@10.44.2.15:3306/ferry_tickets",
    "mongodb://{u}:{pw}@catch-db.kalipay.lan:27017/catch?authSource=admin",
    "redis://:{pw}@queue.kalipay.lan:6379/2",
    "amqp://{u}:{pw}@mq.kalipay.lan:5672/sms",
    "ws://{u}:{pw}@signalk.kalipay.lan:3000/signalk/v1/stream",
    "https://{u}:{pw}@nas-maumere.kalipay.lan:5001/webdav/pharmacy",
    "Server=sql-ferry.kalipay.lan;Database=Tickets;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://emr-db.kalipay.lan:5432/openmrs?user={u}&password={pw}",
    "smtp://{u}:{pw}@mail.kalipay-seas.org:587",
    "imaps://{u}:{pw}@mail.kalipay-seas.org:993/INBOX",
]  # fmt: skip
_URL_PLACES = [
    "EMR_DATABASE_URL={c}", "note the DSN for me: {c}", "osTicket #2310: {c}",
    "Bookstack page 'Clinic DBs': {c}", "tolong simpan ini ya: {c}", "pakitago mo 'to: {c}",
    "三崎側の接続先：{c}", "ahi URL ma: {c}", "au URL ngga: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_988_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kalipay-seas", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "clinics:read ledger:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors none of heldouts 5 to 110 names; every shape is the author's guess (see the docstring).
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Finantier", "FINANTIER_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Akulaku", "AKULAKU_APP_SECRET", _j((HEX, 32))),
    ("PDAX", "PDAX_API_SECRET", _j((B64, 43), "=")),
    ("BRIAPI", "BRIAPI_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("iREAP", "IREAP_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Shipper.id", "SHIPPER_ID_API_KEY", _j((ALNUM, 64))),
    ("Ferizy", "FERIZY_AGENT_KEY", _j("fzy_live_", (ALNUM, 32))),
    ("Woowa", "WOOWA_KEY", _j((HEX, 40))),
    ("Kata.ai", "KATA_BOT_TOKEN", _vendor_jwt("https://kata.ai")),
    ("Logisly", "LOGISLY_API_TOKEN", _j((ALNUM, 48))),
    ("Alodokter", "ALODOKTER_PARTNER_SECRET", _j((HEX, 64))),
    ("KlikDokter", "KLIKDOKTER_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Good Doctor", "GOODDOCTOR_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("SehatQ", "SEHATQ_API_KEY", _j((ALNUM, 40))),
    ("Amartha", "AMARTHA_PARTNER_KEY", _j("amr_live_", (ALNUM, 32))),
    ("KoinWorks", "KOINWORKS_SECRET_KEY", _j((HEX, 48))),
    ("Modalku", "MODALKU_API_TOKEN", _vendor_jwt("https://api.modalku.co.id")),
    ("Investree", "INVESTREE_CLIENT_SECRET", _j((ALNUM, 40))),
    ("JULO", "JULO_PARTNER_TOKEN", _j((HEX, 40))),
    ("Komunal", "KOMUNAL_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Cashalo", "CASHALO_API_SECRET", _j((B64, 64))),
    ("First Circle", "FIRSTCIRCLE_API_KEY", _j("fc_live_", (ALNUM, 32))),
    ("NowServing", "NOWSERVING_API_KEY", _j((HEX, 32))),
    ("SeeYouDoc", "SEEYOUDOC_TOKEN", _j((ALNUM, 40))),
    ("KonsultaMD", "KONSULTAMD_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Danal", "DANAL_CRYPTO_KEY", _j((HEX, 64))),
    ("KG Mobilians", "MOBILIANS_SECRET_KEY", _j((ALNUM, 32))),
    ("Settlebank", "SETTLEBANK_AUTH_KEY", _j((UPPER_HEX, 32))),
    ("Naver Pay", "NAVERPAY_CLIENT_SECRET", _j((ALNUM, 10))),
    ("fincode", "FINCODE_SECRET_KEY", _j("m_prod_", (B64, 64))),
    ("Rakuten Pay", "RAKUTENPAY_SERVICE_SECRET", _j((HEX, 32))),
    ("STORES", "STORES_API_TOKEN", _j((ALNUM, 40))),
    ("Cover Genius", "XCOVER_API_SECRET", _j((ALNUM, 40))),
    ("PELNI", "PELNI_AGENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Halo Connect", "HALO_CONNECT_API_KEY", _j((URLSAFE, 40))),
    ("Zedmed", "ZEDMED_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Genie Solutions", "GENIE_INTEGRATION_SECRET", _j((HEX, 40))),
    ("MediRecords", "MEDIRECORDS_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Medical-Objects", "MEDICAL_OBJECTS_API_KEY", _j((UPPER_HEX, 32))),
    ("HealthLink", "HEALTHLINK_API_TOKEN", _j((ALNUM, 32))),
    ("Healthdirect", "HEALTHDIRECT_API_KEY", _j((HEX, 32))),
    ("InstantScripts", "INSTANTSCRIPTS_PARTNER_KEY", _j("isk_", (ALNUM, 32))),
    ("Fishcoin", "FISHCOIN_API_KEY", _j((HEX, 64))),
    ("Orca", "ORCA_API_TOKEN", _vendor_jwt("https://api.getorca.com")),
    ("IPSTAR", "IPSTAR_PORTAL_TOKEN", _j((ALNUM, 32))),
    ("Telkomsat", "TELKOMSAT_API_KEY", lambda g: v.uuid4(g, "9")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "k8s Secret, stringData:\n  {env}: \"{tok}\"",
    "gh secret set {env} --body '{tok}'",
    "fly secrets set {env}={tok} -a kalipay-sms",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "crontab -l:\n{env}={tok}\n*/5 * * * * /opt/sync/run.sh",
    "Kalipay ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Bookstack table 'Partner APIs': | {vendor} | prod | {tok} |",
    "Google Keep checklist: [ ] rotate {vendor} key {tok}",
    "Viber, Jomar: {vendor} key for the SMS relay: {tok}",
    "Telegram: {vendor} token in use since Monday: {tok}",
    "osTicket #2320: {vendor} webhook gets 401 with key {tok}",
    "Zammad 5530: {vendor} integration broken, current key {tok}",
    "remember my {vendor} API key for me: {tok}",
    "kunci API {vendor} buat apotek Maumere: {tok}",
    "{vendor} API key na gamit ng RHU: {tok}",
    "API key {vendor} nian ba farmásia Com: {tok}",
    "{vendor} の本番 API キー：{tok}",
    "{vendor} 실서버용 API 키: {tok}",
    "{vendor} 生产环境 API 密钥：{tok}",
    "khóa API {vendor} cho kho lạnh: {tok}",
    "a chave API {vendor} da farmácia de Díli: {tok}",
    "clave API {vendor}, la de producción: {tok}",
    "مفتاح API لـ{vendor} في العيادة: {tok}",
    "{vendor}-API-sleutel voor de ijsfabriek: {tok}",
    "{vendor}-API-Schlüssel für das Funklabor: {tok}",
    "clé API {vendor} du dispensaire de Saumlaki : {tok}",
    "kunci API {vendor} bagi kaunter feri: {tok}",
    "API key {vendor} daku: {tok}",
    "a'u API key {vendor}: {tok}",
    "API key {vendor} go'en pe: {tok}",
    "ngori ma API key {vendor}: {tok}",
    "ahi API key {vendor} ma: {tok}",
    "ani API key {vendor}: {tok}",
    "au API key {vendor} ngga: {tok}",
    "API ni {vendor} an susi ku: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    akulaku = _r(rng, HEX, 32)
    woowa = _r(rng, HEX, 40)
    nowserving = _r(rng, HEX, 32)
    settlebank = _r(rng, UPPER_HEX, 32)
    healthlink = _r(rng, ALNUM, 32)
    fishcoin = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'resp = requests.post("https://api.akulaku.com/v2/orders", headers={{"X-App-Secret": "{akulaku}"}}, json=order)', akulaku),
        Sample("vendor_token", f"curl 'https://api.woowa.id/send_message?key={woowa}&phone_no=628123456789&message=stok+vaksin+aman'", woowa),
        Sample("vendor_token", f'const ns = new NowServingClient("{nowserving}");', nowserving),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SETTLEBANK_AUTH_KEY", "\\"{settlebank}\\"")\n  }}\n}}', settlebank),
        Sample("vendor_token", f"Info.plist:\n<key>HealthLinkToken</key>\n<string>{healthlink}</string>", healthlink),
        Sample("vendor_token", f"$fishcoin = new FishcoinApi('kalipay-seas', '{fishcoin}');", fishcoin),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "portal shows this one time only →\n{t}", "token baru, jangan disebar: {t}",
                "ahi token ma {t}", "{t}\n^ current one; the March one is revoked",
                "stash this for me please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AppKey of the vaccine-fridge LoRa sensor VF-03 (OTAA): {h}": 32,
    "HMAC secret for the Akulaku payment callback: {h}": 64,
    "Z-Wave S2 Access key of the clinic door controller: {h}": 32,
    "pre-shared key of the Iridium backhaul IPsec tunnel (hex): {h}": 64,
    "AES key for the Berlinger Q-tag export, hex: {h}": 32,
    "MAC key of the ferry POS terminals (3DES, hex): {h}": 48,
    "kunci enkripsi backup rekam medis: {h}": 64,
    "xave enkriptasaun backup klínika nian: {h}": 64,
    "ngori ma kunci backup: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "osTicket #2333: token copied from the browser's network tab {t}",
    "Cookie: lang=id; kps_session={t}",
    "EMR_BRIDGE_ACCESS_TOKEN={t}",
    "bearer token for the EMR bridge, save it {t}",
    "token sesi dari browser: {t}",
    "トークン：{t}",
    "Zammad transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_988_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kalipay-seas.org"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.kalipay-seas.org/realms/clinics",
            "azp": "emr-console",
            "roles": ["nurse", "pharmacy"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Siasi ice-plant box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/emr.kalipay-seas.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"PHILHEALTH_EKAS_PRIVATE_KEY": "{key}", "facility": "rhu-capul"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_radio <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad ticket 5541, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "kunci privat server apotek:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Darwin telehealth SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I shred it: {p}": "english",
    "Sparrow (cold laptop) recovery words\n{p}": "english",
    "Nunchuk wallet words (the old fish-fund wallet, emptied): {p}": "english",
    "voice memo: the Zengo wallet recovery words are {p} and that's the end of it": "english",
    "Bookstack page 'Ice-plant fund wallet (retired)': {p}": "english",
    "三崎の共同口座ウォレットの復元ワード：{p}": "japanese",
    "통영 지갑 복구 단어: {p}": "korean",
    "冷库基金钱包助记词：{p}": "chinese_simplified",
    "palabras de recuperación de la billetera de la cooperativa: {p}": "spanish",
    "palavras de recuperação da carteira da clínica de Díli: {p}": "portuguese",
    "mots de récupération du portefeuille du dispensaire : {p}": "french",
    "parole di recupero del portafoglio del peschereccio: {p}": "italian",
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
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
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
    if brand == "gpn":  # Indonesia's national debit scheme, as the author believes its IINs
        return _card_of(rng, ["936000", "936001", "936002", "936008", "936009"], [16, 19])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Rowena: the co-op card for the Ziegra spare parts is {c}, exp {mm}/{yy}",
    "my spare card, keep it: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "osTicket #2351: pay the Mindray service visit with card {c}",
    "nomor kartu debit saya {c}, berlaku {mm}/{yy}",
    "numero ng card ko, yung BDO: {c}, exp {mm}/{yy}",
    "カード番号 {c}　有効期限 {mm}/{yy}",
    "카드번호 {c} 유효기간 {mm}/{yy}",
    "ngori ma nomor kartu: {c}",
    "ahi nomor kartu ma {c}, {mm}/{yy}",
    "au nomor kartu ngga: {c}",
    "ani númeru kartaun: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "gpn", "mastercard", "jcb", "unionpay", "amex", "discover", "gpn"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV2 {cvv}",
               "the three numbers beside the signature panel: {cvv}",
               "Amex {c}, its 4-digit CID above the embossed number: {cvv}",
               "kode tiga digit di belakang kartu BRI saya: {cvv}",
               "yung CVV ng debit card ko, tatlo lang: {cvv}",
               "カードの裏に書いてある3桁：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 110 (Timor-Leste for the setting); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"SA": "nn" + "c" * 18, "SO": "n" * 19, "YE": "aaaa" + "n" * 4 + "c" * 18,
                "DO": "aaaa" + "n" * 20, "EG": "n" * 25, "OM": "nnn" + "c" * 16,
                "SV": "aaaa" + "n" * 20, "TL": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KS-2033-044: pay the Jeddah dried-fish buyer to {i} within 30 days",
    "save the Díli ice supplier's IBAN: {i}",
    "IBAN: {i}\nReference: cakalang lot 17, March",
    "Viber #treasury: the Muscat tuna broker's new bank details, IBAN {i}",
    "IBAN rekening pembeli: {i}",
    "IBAN ng supplier sa Santo Domingo: {i}",
    "IBAN fornesedór gelu nian: {i}",
    "ngori ma IBAN: {i}",
    "ahi IBAN ma {i}",
    "ani kontu banku IBAN: {i}",
    "au IBAN ngga: {i}",
    "cuenta del comprador de San Salvador, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Documents with no public check: python-stdnum has no module for them and none is written here.
def _ph_passport(g: random.Random) -> str:
    """A Philippine passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice(UPPER)


def _id_passport(g: random.Random) -> str:
    """An Indonesian passport: a letter and seven digits."""
    return g.choice("BCEX") + _r(g, D, 7)


def _tl_passport(g: random.Random) -> str:
    """A Timor-Leste passport, as the author guesses it: a letter and seven digits."""
    return g.choice("FP") + _r(g, D, 7)


def _boatr(g: random.Random) -> str:
    """A BFAR boat registration (BoatR) number: region, municipality, serial (invented)."""
    return f"08-{g.randrange(2600, 2700)}-{_r(g, D, 6)}"


def _fishing_permit(g: random.Random) -> str:
    """A municipal fishing permit of Guiuan (invented numbering)."""
    return f"MFP-GUI-{g.randrange(2030, 2034)}-{_r(g, D, 5)}"


def _pas_kecil(g: random.Random) -> str:
    """An Indonesian Pas Kecil (small-vessel pass) number (invented numbering)."""
    return f"{g.randrange(2029, 2034)}/PPK/{_r(g, D, 4)}/{g.choice(['MME', 'LRT', 'KPG'])}"


def _skk(g: random.Random) -> str:
    """An Indonesian seafarer's competence certificate (SKK 60 mil) number (invented)."""
    return f"{_r(g, D, 4)}/SKK-60/{_r(g, UPPER, 2)}/{g.randrange(2028, 2034)}"


def _sip(g: random.Random) -> str:
    """An Indonesian doctor's practice licence (SIP) number (invented)."""
    return f"503/{_r(g, D, 4)}/SIP-DU/DPMPTSP/{g.randrange(2029, 2034)}"


def _kip(g: random.Random) -> str:
    """A Kartu Indonesia Pintar number: a letter and six digits (the author's guess)."""
    return g.choice(UPPER) + _r(g, D, 6)


def _str_nurse(g: random.Random) -> str:
    """A nurse's Surat Tanda Registrasi number (the author's guess at its groups)."""
    return f"{_r(g, D, 2)} {_r(g, D, 1)} {_r(g, D, 1)} {_r(g, D, 3)} {_r(g, D, 2)}-{_r(g, D, 7)}"


def _tl_licence(g: random.Random) -> str:
    """A Timor-Leste driving licence (invented numbering)."""
    return f"DL-{_r(g, D, 2)}-{_r(g, D, 6)}"


def _tl_fishing(g: random.Random) -> str:
    """A Timor-Leste fishing licence (invented numbering)."""
    return f"LP/{_r(g, UPPER, 3)}/{_r(g, D, 5)}"


def _jp_boat(g: random.Random) -> str:
    """A Japanese fishing-boat registration number (漁船登録番号): prefecture letters, class, serial."""
    return f"{g.choice(['KN', 'SO', 'MG', 'NS'])}{g.randrange(1, 4)}-{_r(g, D, 5)}"


def _jp_doctor(g: random.Random) -> str:
    """A Japanese medical register number (医籍登録番号): six digits."""
    return g.choice("456") + _r(g, D, 5)


def _kr_seaman(g: random.Random) -> str:
    """A Korean seafarer's handbook (선원수첩) number (invented)."""
    return f"BS{_r(g, D, 8)}"


def _kr_boat(g: random.Random) -> str:
    """A Korean fishing-vessel registration number (어선 등록번호, invented groups)."""
    return f"{_r(g, D, 7)}-{_r(g, D, 7)}"


def _qld_marine(g: random.Random) -> str:
    """A Queensland marine licence number (the author's guess: eight digits)."""
    return g.choice("12") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "numero passport ku, taga-Capul: {s}": _ph_passport,
    "nomor paspor daku: {s}": _id_passport,
    "a'u paspor ba'a {s}": _id_passport,
    "go paspor pe: {s}": _id_passport,
    "ngori ma paspor: {s}": _id_passport,
    "ahi paspor ma {s}": _id_passport,
    "ani pasaporte: {s}": _tl_passport,
    "au paspor ngga: {s}": _id_passport,
    "BoatR registration of Nonoy's bangka (BFAR): {s}": _boatr,
    "municipal fishing permit, Guiuan, for the Santo Niño II: {s}": _fishing_permit,
    "nomor Pas Kecil KM Bintang Laut: {s}": _pas_kecil,
    "Sertifikat Keahlian Pelaut (SKK 60 mil) Yohanis: {s}": _skk,
    "nomor SIP dokter Maria di Puskesmas Nita: {s}": _sip,
    "nomor KIP anak saya: {s}": _kip,
    "nomor STR perawat Agustina: {s}": _str_nurse,
    "licença de condução do Julião: {s}": _tl_licence,
    "lisensa peska Abílio nian: {s}": _tl_fishing,
    "漁船登録番号（第三清栄丸）：{s}": _jp_boat,
    "三崎の先生の医籍登録番号：{s}": _jp_doctor,
    "선원수첩 번호: {s}": _kr_seaman,
    "어선 등록번호 (통영 협력선): {s}": _kr_boat,
    "Brendan's Queensland marine licence number, for the delivery trip: {s}": _qld_marine,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Amartha 2FA recovery codes\n{codes}", "spare Google Workspace sign-in codes (co-op admin) {codes}",
            "KoinWorks backup codes: {codes}", "kode cadangan 2FA akun apotek:\n{codes}",
            "バックアップコード（三崎の口座）: {codes}", "ahi 2FA backup codes ma: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/PDAX:rowena@kalipay-seas.org?secret={s}&issuer=PDAX&digits=6",
              "Aegis, manual entry for the First Circle login, key: {s}",
              "2FAS Auth, setup key for the Investree account: {s}",
              "kunci pengaturan 2FA Komunal: {s}"]  # fmt: skip
_CODES = ["Kode OTP Akulaku kamu {c}. Rahasiakan, petugas kami tidak pernah memintanya.",
          "{c} ang Landbank OTP mo. Huwag itong ibigay kahit kanino.",
          "[Web발신] KG모빌리언스 결제 인증번호 {c} — 본인만 입력하세요",
          "楽天ペイ 認証コード：{c} 有効期限は10分です",
          "{c} is your InstantScripts verification code"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Kalipay-Clinic", "KPS-IcePlant-5G", "PLDTHOMEFIBR_A4C2", "Globe_LTE_MIFI_7B21",
          "IndiHome-Maumere", "Telkomsel Orbit 3F2A", "MikroTik-Jolo-Landing", "RHU Capul Staff",
          "Telkomcel-Lospalos", "Ferry-Deck-Guest", "Puskesmas Nita", "Saumlaki Radio",
          "Rote-Ba'a-Clinic", "Smart_Bro_Siasi", "Starlink-Tutuala"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "SSID: {s}\nkey: {pw}",
    "clinic network {s}, password {pw}",
    "wifi at the Siasi ice plant: {s} / {pw}",
    "Raspberry Pi Imager (OS customisation) → SSID {s}, password {pw}",
    "the key printed on the back of the PLDT modem: {pw}",
    "sandi wifi {s} itu {pw}",
    "yung wifi na {s}, password niya ay {pw}",
    "wifi {s} nia senha: {pw}",
    "{s} のWi-Fiパスワード：{pw}",
    "wifi {s} ho'o, kata sandi daku {pw}",
    "ngori ma wifi {s}, password {pw}",
    "ani le wifi {s}, senha {pw}",
    "wifi {s} ku, password {pw}",
    "radio-room AP backhaul: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fzy_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("isk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["letter by letter, as read to Jomar: {t}", "[read out on VHF 72] {t}",
          "(gaps so the lock-screen preview hides it) {t}", "dieja per huruf: {t}",
          "binaybay isa-isa: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kode gembok gudang es di Tobelo: {pw}", "ang code sa padlock sa bodega sa Guiuan: {pw}",
          "kódigu kadeadu armazén Lospalos nian: {pw}", "冷蔵倉庫の扉の暗証番号：{pw}",
          "약품창고 도어락 비밀번호: {pw}", "the pharmacy depot keypad takes {pw} then #",
          "padlock on the fuel shed at Siasi: {pw}", "ahi kode gembok ma: {pw}",
          "au kode gembok ngga: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["tulingan", "cakalang", "katinting", "outrigger", "monsoon", "coral", "lighthouse",
                 "mangrove", "seaweed", "lantern", "anchor", "driftwood", "sardine", "typhoon",
                 "pandan", "cassava"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the clinic vault: {p}": " ",
            "Passbolt private-key passphrase: {p}": " ", "KeeWeb (pharmacy.kdbx) passphrase: {p}": "-",
            "VeraCrypt passphrase for the patient archive: {p}": ".",
            "frasa sandi cadangan server: {p}": " ", "passphrase ng backup drive: {p}": "_",
            "外付けドライブのパスフレーズ：{p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia, request 'lims results', Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "Bruno request: Authorization: Bearer {v}": False,
    "HAR export of the Akulaku call: \"Authorization\": \"Bearer {v}\"": False,
    "Thunder Client env 'prod': Authorization = Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "JNOS /jnos/ftpusers on the radio-room Pi:\n# user password path permissions\nradio {pw} /public 0x7f",
    "bpq32.cfg on the Winlink gateway:\nNODECALL=DU5KPS\nUSER=sysop,{pw},DU5KPS,\"\",SYSOP",
    "~/.config/restish/apis.json:\n{{\"lims\": {{\"base\": \"https://lims.kalipay.lan/api\", \"profiles\": {{\"default\": {{\"auth\": {{\"name\": \"http-basic\", \"params\": {{\"username\": \"lab\", \"password\": \"{pw}\"}}}}}}}}}}}}",
    "care2x/include/core/inc_init_main.php:\n$dbname='care2x';\n$dbusername='care2x';\n$dbpassword='{pw}';",
    "SIMRS Khanza setting/database.xml:\n<entry key=\"HOST\">localhost</entry>\n<entry key=\"USER\">khanza</entry>\n<entry key=\"PAS\">{pw}</entry>",
    "htdocs/conf/conf.php (Dolibarr, the co-op ledger):\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "sqlrelay.conf:\n<instance id=\"emr\" port=\"9000\">\n  <users>\n    <user user=\"emr_app\" password=\"{pw}\"/>\n  </users>\n</instance>",
    "jolokia.properties:\nhost=0.0.0.0\nport=8778\nuser=jolokia\npassword={pw}",
    "/etc/pulp/settings.py:\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"NAME\": \"pulp\", \"USER\": \"pulp\", \"PASSWORD\": \"{pw}\"}}}}",
    "application/config/database.php (Concrete CMS):\n'connections' => ['concrete' => ['driver' => 'c5_pdo_mysql', 'server' => 'localhost', 'database' => 'kalipay', 'username' => 'c5', 'password' => '{pw}']],",
    "bao.hcl:\nstorage \"postgresql\" {{\n  connection_url = \"postgres://bao:{pw}@db.kalipay.lan:5432/bao\"\n}}",
    "/etc/gammu-smsdrc:\n[smsd]\nservice = sql\ndriver = native_mysql\nuser = smsd\npassword = {pw}",
    "openmrs-runtime.properties:\nconnection.username=openmrs\nconnection.password={pw}",
    "zabbix_server.conf:\nDBName=zabbix\nDBUser=zabbix\nDBPassword={pw}",
    "~/.msmtprc:\naccount kalipay\nhost mail.kalipay-seas.org\nuser alerts@kalipay-seas.org\npassword {pw}",
    "/etc/ppp/peers/iridium:\nuser \"kalipay\"\npassword \"{pw}\"\nnoauth",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Marites: wifi password sa ice plant?\nJomar: {pw}",
    "[05:40] nonoy: root pw for the radio-room Pi?\n[05:41] arnel: {pw}",
    "Kylie: {pw} is the new Poly admin password",
    "Abdurasad: use {pw}, that's what the DSE panel has now",
    "Nurhaida: kata sandi barunya {pw} ya",
    "Rowena: bagong password ng server, {pw}",
    "Ermelinda: senha foun mak {pw}",
    "Yohanis: ahi password ma bahuru {pw}",
    "Frans: password baru daku {pw}",
    "Haruka: 新しいパスワード、{pw} にしといたよ",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "pass\u2063word = {pw}", "Pαsswοrd: {pw}", "ＰＡＳＳＷＯＲＤ＝{pw}",
    "pa\u00adss\u00adword {pw}", "𝓅𝒶𝓈𝓈𝓌ℴ𝓇𝒹 → {pw}", "pаsswоrd = {pw}", "\u2066password\u2069: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 37), (_urls, 13), (_vendors, 53),
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


def _korean_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["korean"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Cerbo GX in Tutuala now has password": "{s}",
    "DSE7320 service pw:": "{s} (since the genset swap in May)",
    "kata sandi server apotek": "{s}",
    "Mindray BC-30s service password": "{s}\nchange it after the audit",
    "yung password ng Peplink ay": "{s}",
    "senha router klínika nian:": "{s}",
    "ngori ma password": "{s}",
    "au password ngga": "{s}",
    "the password Nonoy read out over the VHF was": "{s}, I think",
    "三崎のPCのパスワード：": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Alodokter partner secret", "{s}", _j((HEX, 64))),
    ("split_token", "Ferizy key:", "{s} (ticket sync)", _j("fzy_live_", (ALNUM, 32))),
    ("split_token", "KonsultaMD client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Sparrow words (cold laptop)", "{s}", _english_seed),
    ("split_card", "nomor kartu GPN saya", "{s} exp 08/37", lambda g: v.grouped(_card(g, "gpn"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TL"))),
    ("split_backup", "Amartha recovery codes", "{s}\nkrtu48-9xq2mb\nwpla07-h3vz9n", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP seed (Komunal)", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "numero passport ku", "{s}", _ph_passport),
    ("split_phrase", "Passbolt private-key passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    """A password JSON holds without escapes."""
    return v.until(rng, _pw, lambda value: '"' not in value and "\\" not in value)


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"cerbo": {"url": "https://vrm.victronenergy.com", "remote_console_password": "{s}"}}': ("meta_password", _json_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "nonoy", "passwd": "{s}"}}': ("meta_password", _json_pw),
    '{"fridges": [{"id": "vf-01"}, {"id": "vf-03", "logger_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sqlrsh", "-host", "sqlr.kalipay.lan", "-user", "emr_app", "-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "kata sandi server apotek sekarang {s}"}': ("meta_password", _plain_pw),
    '{"kata_sandi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Peplink as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"akulaku": {"app_secret": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"shipperIdApiKey": "{s}"}': ("meta_token", _j((ALNUM, 64))),
    '{"danal_crypto_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "jcb"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SA")),
    '{"crew": {"passport": "{s}"}}': ("meta_id", _id_passport),
    '{"mfa": {"recovery_codes": ["{s}", "krtu48-9xq2mb", "wpla07-h3vz9n"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tongyeong_wallet": {"mnemonic": "{s}"}}': ("meta_seed", _korean_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "KPS-IcePlant-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"dse7320-firmware-4.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kalipay/emr-bridge:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: catch weight for cakalang", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"philhealth: revert eKAS field order", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fridge-temps_2033-03-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"catch-ledger-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Cerbo GX password before the Victron technician's visit on 2033-06-11.",
    "Jomar asked for the ice-plant wifi password; it's on the laminated card in the manager's drawer.",
    "Policy: clinic passwords need 14 characters or more and are kept only in Vaultwarden.",
    "Don't put passwords in Viber groups; share the vault entry instead.",
    "The `.env.example` line `AKULAKU_APP_SECRET=replace-me` is a placeholder; the real secret is in the vault.",
    "The Mindray analyzer asks for a new service password after every firmware update.",
    "Replace <YOUR_FERIZY_KEY> in the README with the key from your Ferizy agent dashboard.",
    "KONSULTAMD_CLIENT_SECRET and SHIPPER_ID_API_KEY must be set before the nightly sync runs.",
    "Upgraded the Cerbo GX from Venus OS 3.42 to 3.50 and OpenMRS to 2.6.4 over the weekend.",
    f"commit {_COMMIT} adds the catch-weight column for cakalang lots.",
    f"Rolled back to {_SHORT} after the PhilHealth export broke.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The DSE7320 firmware 4.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of catch-ledger-2032.parquet: {_SHA512}",
    f"The EMR bridge runs ghcr.io/kalipay/emr-bridge@sha256:{_IMAGE}.",
    f"MD5 of fridge-temps_2033-03-02.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8e4b-4d06-a1c5-7b20e9d4f318 is the slow one in the Akulaku logs.",
    "Purchase order PO-2033-00217 for 40 blocks of flake ice ships on Thursday.",
    "osTicket #2291: the Jolo landing NVR keeps dropping camera 4 at night.",
    "Ferry booking KPS-GUI-240317-0815 for the nurses' rotation to Capul, deck seats 14 and 15.",
    "Call the Saumlaki clinic on +62 918 21 4471 before noon.",
    "ISBN 978-0-19-920687-2 is the tropical medicine handbook on the dispensary shelf.",
    "The clinic truck in Maumere has plate EB 1472 KA; the Kupang one is DH 8830 KS.",
    "Cold room 2 is at -18.5 °C, the vaccine fridge at 4.2 °C, humidity 71 %.",
    "After five wrong passwords the Peplink locks the admin account for 15 minutes.",
    "The Siasi ice plant makes 3 t of flake ice a day; a fish box holds about 40 kg.",
    "Ask Rowena for the fuel-shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the Larantuka hardware store.",
    "The Jeddah buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's Amartha account and keep them in the safe.",
    "Remember: no wallet helpdesk will ever ask for your recovery words.",
    "The guest wifi 'Ferry-Deck-Guest' is open, no password needed.",
    "Lot number LOT-2033-GUI-0147: 62 kg of tulingan, landed 05:40, ice ratio 1:1.",
    "VHF channel 16 is for distress only; the co-op boats talk on channel 72.",
    "Ferizy moved the API key page under Settings › Developers in its April release.",
    "mbal ipakita password ku sa iba.",
    "neka tombo kata sandi daku agu ata.",
    "a'u password ba'a rahasia, neka bilang.",
    "go password pe ake tutu no ata.",
    "ngori ma password ua bilang se ngona.",
    "ahi password ma ua ngohi bilang.",
    "ani senha hanesan segredu, labele fó.",
    "au password ngga ta bilang neu ana.",
    "Huwag ibigay ang password mo kahit kanino, kahit sa taga-IT.",
    "Ayaw ihatag imong password bisan kinsa, bisan sa radyo.",
    "Kata sandi minimal empat belas karakter dan jangan dibagikan.",
    "Jangan kongsi kata laluan anda dengan sesiapa di kaunter.",
    "Labele fahe ita-nia senha ho ema seluk.",
    "Nunca partilhe a sua senha com ninguém da farmácia.",
    "Nunca compartas tu contraseña con nadie, ni por radio.",
    "パスワードは船長にも教えないでね。",
    "비밀번호는 가족에게도 알려주면 안 돼요.",
    "请不要把密码告诉任何人，包括船长。",
    "Đừng chia sẻ mật khẩu cho bất kỳ ai.",
    "لا تشارك كلمة السر مع أي شخص.",
    "Deel je wachtwoord nooit via de radio.",
    "Ein Passwort für die Klinik braucht mindestens vierzehn Zeichen.",
    "Ne donnez jamais votre mot de passe par téléphone.",
    "Teknisi Mindray datang hari Selasa untuk kalibrasi, bukan untuk ganti sandi.",
    "Ang bangka ni Nonoy ay may 40 hp na makina at 12 metro ang haba.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/clinics/cerbo", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "2291", "purchase_order": "PO-2033-00217"}',
    '{"lot": {"id": "LOT-2033-GUI-0147", "weight_kg": 62, "species": "tulingan"}}',
    '{"phone": "+62 918 21 4471", "clinic": "Saumlaki"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "ice_blocks_in_stock": 412}',
    '{"booking": "KPS-GUI-240317-0815", "route": "Guiuan-Capul", "seats": [14, 15]}',
    '{"fridge": "vf-03", "temp_c": 4.2, "alarm": false}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
