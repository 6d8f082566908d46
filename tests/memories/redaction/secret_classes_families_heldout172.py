# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventy-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventy-fourth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-seventy-fifth to hundred-and-seventy-seventh), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (172604319),
password words (a Dinka ox-colour name, a year and a sign; a town and a river joined by dots with a
number; leet words of hashab, talha, sorghum, feterita, Malakal, kisra, simsim, the barge,
Gambella and the cattle camp with a year and a sign; `Wec`, a town, a number and a sign; a name, a
birth year, a sign and a town; a gum grade and a bale's weight; a mill word, a year, a sign and a
town; a town in capitals, a sign and a number; two Sudanese or Ethiopian dishes joined by a dot
with a number; a grain and a river; a generator's three groups of five and random runs), names,
places, templates, tools, vendors and layouts, the way the staff of Tukul Logistics (fictional:
gum-arabic stores in Renk, cattle camps (wec, wut) around Akobo and Bor, NGO logistics and a
mobile-money agent network out of Juba, river barges on the Nile and the Sobat between Renk,
Malakal and Bor, a sorghum mill in Wau, and a clinic network from Yambio and Malakal to Gambella
town and the Itang camps) leak secrets into an assistant's memory. The texts are imo, Viber,
Telegram, Signal, WhatsApp, Briar, Bridgefy, Zangi, Element, Threema, Session and Botim messages,
chat logs with times, TUK- tickets, wiki pages and tables, notes to self, an e-mail, a runbook, a
README fragment, shell, PowerShell, Termux, Git Bash, tmux and Windows Terminal prompts, code
(Python, JavaScript, PHP, Go, Ruby, Kotlin, C#, Rust, Elixir, Dart, R and PowerShell), configs
(env files, compose, a Kubernetes Secret, a systemd unit, TOML, INI, YAML, appsettings.json,
wpa_supplicant), Otter voice-memo transcripts, dictated text and requests to the assistant itself;
the label's separators run from a colon, "is", a dash and an arrow to a pointing-hand emoji, a new
line, quotes (`"…"`, `«…»`, `'…'`), brackets, parentheses, `»` and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 174 names (each grepped for the
command, flag or variable itself): ODK Central's `odk-cmd … user-set-password` fed by `printf`,
curl's `--oauth2-bearer`, Taylor UUCP's `call-password` in `/etc/uucp/sys`, UrBackup's
`internet_authkey`, zwave-js-ui's `securityKeys` (`S2_AccessControl`, `S2_Unauthenticated`), and
the company's own command-line tools and flags (`gumctl --pass`, `bargectl … --auth`, `wecsync
--herd-pass`, `millpanel set-admin --new-secret`, `momo-cli --float-secret`, `gurushctl
--till-secret`, `tukulctl vault seed --passphrase-inline`, `nilectl … -W`, `herdctl --vet-pass=`,
`clinicctl --db-secret=`, `renkctl dock-gate open --gate-secret`) and variables
(`CLINIC_EMR_DB_URL`, `CLINICBRIDGE_ACCESS_TOKEN`, `BARGE_DB_PASS`, `TUKUL_SMTP_PASS` and every
vendor variable below). Beside them commands of lightly used tools (each in one earlier corpus by
that grep: meshcmd's `amtpower`, `wsman … -p`, `AMT_PASSWORD` before amtterm and amttool,
`pure-pw useradd … -m`, `ftpasswd --stdin`, RTKLIB's `str2str -in ntrip://…`), and common layouts
(env files, compose, Kubernetes secrets, systemd, a wifi QR code, `otpauth://`, JWTs, PEM blocks,
Basic and Bearer headers, connection strings) in wordings of their own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples' marker words, 179 of 390): Nuer, Dinka, Shilluk, Anuak, Bari, Zande, Juba Arabic
(Latin letters), Sudanese Arabic texting in Arabic script and in Latin letters (Arabizi), Amharic
in Ethiopic script and in Latin letters, Kenyan and Ugandan English-Swahili texting, and French,
Spanish, Portuguese, Italian, Czech and Chinese only in seed-phrase lines. The wordings are the
author's approximations, checked by no speaker, built around a few marker words and the loanwords
people there really text (password, wifi, PIN, token, API key, server, backup, card, IBAN): Juba
Arabic `ta` (of), `de` (this), `ana`, `jedid`, `hasi`, `kelima`, `ba'ad kede`, `namra`, `kufl ta
makhzan`, `ma wori ayi zol`; Sudanese Arabic `بتاع`, `حق`, `هسي`, `ياخي`, `ما توري زول`, `الرقم
السري`, Arabizi `ya zol`, `bita3`, `hassi`, `el basword`, `rakam`; Amharic `ነው`, `የ…`, `አዲሱ`,
`ለማንም አትንገር`, `ፓስወርድ`, `የይለፍ ቃል`, `ፒን`, `ቁጥር`, Latin `new`, `ye…`, `passwordu`, `addisu`,
`lemanim atngr`, `qutr`, `yemenja fekad`; Swahili and Sheng `ni`, `ya`, `yangu`, `mpya`, `maze`,
`niaje`, `usiambie mtu`, `nimebadilisha`, `namba`, `herufi moja moja`, `kufuli`, Ugandan `Ssebo`,
`webale`; Nuer `Malɛ`, `mi̱` (of), `ɛ` (is), `kä`, `Kuoth`, `ɣän`; Dinka `de` (of), `ee` (is), `ɣɛn`,
`yïn`, `wut`, `cïn raan ba ye lɛk`; Shilluk `pa` (of), `Juok`; Anuak `mar` (of),
`en` (is), `Jwok`; Bari `lo` (of), `ti` (is), `ŋutu`; Zande `ni` (of), `nga` (is), `singia`. The
Nuer, Dinka, Shilluk, Anuak, Bari and Zande lines (their genitives and copulas, the Nuer `ca ŋɔ`,
the Dinka `cïn raan ba ye lɛk`, the Zande `singia` and `ka mo yugu ni boro te`) are the thinnest
guesses, then the Latin-letter Amharic (`passwordih`, `keza`) and Juba Arabic's `gi rakabu`.

Vendors (m-Gurush, Nilepay, Digitel, Vivacell, e-Birr, EthSwitch, Feres, ZayRide, RedRose,
LogCluster, Shipamax, Ethiopost, LakiPay, AddisPay, ZMall, Ride Plus, Qefira, HelloTena, Eye Radio,
Radio Tamazuj, Coopay-Ebirr, Hijra Bank, Siinqee Bank, Gemtel, Nilecom, GumTrack, HerdSync,
BargeLink, MillSight, ClinicBridge, NileFlow, Cowlar, Fleetwave, Agility, Nexira, Alland & Robert,
Dar Savanna, KenyaEMR, UgandaEMR, Tukul Cloud, Sudd Ledger and Kubri; devices and panels of
Alapala, Ocrim, Milleral and a NanoStation) are ones heldouts 5 to 174 do not name (grepped by
name); several are invented (Nilepay, GumTrack, HerdSync, BargeLink, MillSight, ClinicBridge,
NileFlow, Tukul Cloud, Sudd Ledger, Kubri). No key shape here is one the author knows to be real:
every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Feres and
HerdSync, prefixes `mgr_live_`, `npk_`, `zr_`, `lk_sec_`, `live_`, `gt_`, `nf_live_`, `sl_sk_`,
`TK`); the JWTs are well-formed, and the Apple recovery key's seven groups of four follows its
published layout.

The ids are kinds heldouts 5 to 174 do not use (by a grep of their names and modules): Mauritius'
national identity number, drawn until `stdnum.mu.nid` validates its mod-17 check character, and
Egypt's tax registration number, whose module (`stdnum.eg.tn`) checks its format only. The others
are invented shapes that no library or this file checks (no check-digit algorithm is written
here): a South Sudanese national ID number, a South Sudanese passport, a South Sudan revenue
authority TIN, a South Sudanese driving licence, an Ethiopian TIN, an Ethiopian driving licence
(`yemenja fekad`), a WFP SCOPE beneficiary card, an Ethiopian residence permit, a river master's
certificate and a Sudanese national card (`البطاقة القومية`). Card numbers pass Luhn (the value
helpers' Visa, Mastercard, UnionPay, Amex, Discover, JCB, Diners and Maestro, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes and IBAN calls of heldouts 5 to 174 (Seychelles, the United Kingdom, Belgium, Denmark,
Finland, Hungary, Serbia and Costa Rica, in thirteen corpora each by that count), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French, Spanish,
Portuguese, Italian, Czech and Simplified Chinese lists, each with a valid checksum. Counts: 390
secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean
texts and 10 clean metadata dicts.
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
from stdnum.eg import tn as eg_tn
from stdnum.mu import nid as mu_nid

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 172_604_319
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _fresh(rng: random.Random, make: Callable[[], Sample], seen: set[str]) -> Sample:
    """A sample whose secret no earlier sample of the corpus holds (redrawn until it is new)."""
    for _ in range(200):
        sample = make()
        if sample.secret not in seen:
            assert sample.secret in sample.text, sample
            seen.add(sample.secret)
            return sample
    raise ValueError("no fresh secret drawn")


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):

            def make(index: int = index, template: str = template) -> Sample:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                return Sample(self.cls, template.format_map(fields), secret)

            out.append(_fresh(rng, make, seen))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_OXEN = ["Majok", "Mabior", "Malual", "Marial", "Makuach", "Mathiang", "Mangar", "Mayen",
         "Makur", "Malek", "Macar", "Mading"]  # fmt: skip
_RIVERS = ["Sudd", "Sobat", "Baro", "Jonglei", "Shambe", "Adok", "Tonga", "Melut", "Kodok",
           "Akobo", "Pibor", "Gilo", "Bahr"]  # fmt: skip
_GUM = ["Hashab", "Talha", "Kitir", "Siftings", "Cleaned", "Handpicked", "Dust", "Kordofan"]
_GRAIN = ["Sorghum", "Feterita", "Dura", "Simsim", "Kisra", "Asida", "Walwal", "Kudra", "Injera",
          "Shiro", "Genfo", "Firfir"]  # fmt: skip
_DISHES = ["kisra", "asida", "walwal", "kudra", "tamia", "mulah", "injera", "shiro", "kitfo",
           "genfo", "firfir", "tibs", "kajaik", "aseeda"]  # fmt: skip
_PLACES = ["Juba", "Malakal", "Bor", "Wau", "Yambio", "Gambella", "Renk", "Itang", "Akobo",
           "Nasir", "Pibor", "Pochalla", "Jikawo", "Abobo", "Kapoeta", "Maridi", "Mundri", "Nzara",
           "Tambura", "Terekeka", "Kuajok", "Aweil", "Bentiu", "Leer", "Mayom", "Melut"]  # fmt: skip
_NAMES = ["Nyakuoth", "Gatluak", "Nyaluak", "Ruot", "Deng", "Achol", "Garang", "Abuk", "Akol",
          "Nyandeng", "Ojulu", "Omot", "Obang", "Akway", "Nyikang", "Odwar", "Lado", "Wani",
          "Pitia", "Kiden", "Rikito", "Nambili", "Dawit", "Selam", "Hirut", "Tigist", "Babiker",
          "Nafisa", "Awadia", "Wanjiru", "Otieno", "Nakato", "Kiprop", "Auma"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H4sh4b", "T4lh4", "S0rghum", "F3t3r1t4", "M4l4k4l", "K1sr4", "S1msim", "B4rg3",
         "G4mb3ll4", "W3cC4mp"]  # fmt: skip
_MILL = ["Hammer", "Hopper", "Sieve", "Husker", "Roller", "Bran", "Flour", "Sack"]


def _gum_lot(g: random.Random) -> str:
    """A gum grade and a bale's weight, the way a store crew jokes a password together."""
    return f"{g.choice(_GUM)}{g.choice([25, 40, 50, 70, 85, 100])}kg{g.choice(_SYMBOLS)}"


def _groups(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_OXEN)}{g.randrange(1975, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_RIVERS).lower()}.{g.randrange(10, 1000)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2035)) + g.choice(_SYMBOLS),
    lambda g: f"Wec{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    _groups,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    _gum_lot,
    lambda g: f"{g.choice(_MILL)}{g.randrange(1990, 2035)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_PLACES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_GRAIN)}{g.choice(_RIVERS)}{g.randrange(2, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "imo message from Gatluak: the Tukul office router password is {pw}",
    "Viber, Renk barge yard group: the Alapala mill panel password is {pw}",
    "Telegram, #malakal-clinic: pharmacy laptop password -> {pw}",
    "Signal from Achol: Nilecom portal password — {pw}",
    "WhatsApp, Nyakuoth: password for the Cowlar collar gateway is \"{pw}\"",
    "Briar message (no network at the wec): solar controller password: {pw}",
    "Bridgefy mesh note, Akobo camp: laptop password 👉 {pw}",
    "Zangi chat from Lado: store server password ({pw})",
    "Element room !gambella-logistics: the Fleetwave login password is {pw}",
    "Threema from Omot: Ocrim roller-mill HMI password\n{pw}",
    "Session message: mGurush agent tablet password » {pw}",
    "Botim call note: the Nexira supplier portal password is {pw}",
    "[07:42] Pitia: Jikawo clinic fridge logger password = {pw}",
    "[19:05] Kiden: NanoStation at the Bor landing, admin password {pw}",
    "Ticket TUK-2214: Milleral sifter controller password {pw} rejected after the reset",
    "Ticket TUK-2230 (Wau sorghum mill): the HMI password is {pw}, please rotate",
    "Wiki › Barges › MV Sobat Queen › engine-room PC: password `{pw}`",
    "| site | device | password |\n|---|---|---|\n| Yambio clinic | KenyaEMR server | {pw} |",
    "Note to self: UgandaEMR demo password {pw} (Nzara outreach laptop)",
    "Hi Deng,\n\nthe root password of the Renk grain store server is now {pw}.\nDelete this mail once it is in the vault.\n\nSelam",
    "Runbook: restart the Malakal cold room\n1. open the Dixie panel\n2. log in as tech\n3. password: {pw}\n4. set 4 °C",
    "README (Gambella mill rack)\nThe Alapala web UI is at http://mill.tukul.lan, admin password '{pw}'.",
    "Otter transcript, voice memo 14: \"...and the password for the barge laptop is {pw}, okay, done.\"",
    "please remember my Hijra Bank app password: {pw}",
    "my backup mail password is {pw} now, keep it",
    "after the reinstall the Cowlar dashboard password became {pw}",
    "dictated: the Agility shipment portal password is {pw} full stop",
    "the Dar Savanna buyer portal password (gum contract 2034): {pw}",
    "Ajuong garage laptop — password: [{pw}]",
    "password for the sorghum mill PC, in quotes so I copy it right: «{pw}»",
    "Malɛ Gatluak, password mi̱ wifi ɛ {pw}",
    "Nyaluak: password mi̱ kɔmpiu̱tadɛ ɛ {pw}, Kuoth a tëth",
    "Password mi̱ pɛy ɛ {pw}",
    "Password de wut ee {pw}",
    "Garang: password de kɔmputa ee {pw}, cïn raan ba ye lɛk",
    "password de ɣɛn ee {pw}",
    "Nyikang: password pa wifi {pw}",
    "Odwar: password pa kompiuta {pw}, Juok a kony",
    "Ojulu: password mar wifi en {pw}",
    "password mar kompiuta en {pw}, Jwok ki yïn",
    "Password lo wifi ti {pw}",
    "Wani: password lo kompiuta lo ŋutu kulia ti {pw}",
    "Rikito: password ni wifi nga {pw}",
    "password ni kombiuta nga {pw}, singia",
    "password ta wifi de {pw}",
    "Lado: password jedid ta server de {pw}, ma wori ayi zol",
    "ana gayar password ta laptop, hasi huwa {pw}",
    "الباسورد بتاع الراوتر في مكتب جوبا: {pw}",
    "بابكر: الباسورد الجديد حق السيرفر هو {pw}، ما توري زول",
    "ياخي كلمة السر بتاعة لابتوب المخزن هسي بقت {pw}",
    "ya zol el basword bita3 el wifi {pw}",
    "hassi el password el jadid bita3 el server: {pw}",
    "የዋይፋዩ ፓስወርድ {pw} ነው",
    "ሰላም፣ የሰርቨሩ አዲሱ የይለፍ ቃል፦ {pw}፣ ለማንም አትንገር",
    "ye wifi passwordu {pw} new",
    "Dawit: yeserveru addisu password {pw} new, lemanim atngr",
    "Maze, password ya server ni {pw}",
    "Niaje bro, wifi password ni {pw} usiambie mtu",
    "Ssebo, the password for the store laptop is {pw}, webale",
    "Nimebadilisha password ya Fleetwave, mpya ni {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["nyakuoth", "gatluak.r", "ruot", "deng.a", "achol", "garang", "abuk.m", "akol",
          "ojulu", "omot", "obang.o", "nyikang", "odwar", "lado.w", "pitia", "kiden", "rikito",
          "dawit.t", "selam", "hirut", "babiker", "nafisa", "wanjiru", "otieno", "nakato",
          "svc-mill", "barge-ops", "clinic-admin"]  # fmt: skip
_LOGINS = [
    "imo, Gatluak: the Alapala login is {u} / {pw}",
    "Ticket TUK-2251: {u} locked out of the Fleetwave portal, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Clinics › Malakal › KenyaEMR: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Ocrim HMI | {u} | {pw} |",
    "sign into the UgandaEMR training box as {u} with {pw}",
    "Cowlar login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: mill-wau-2\n  username: {u}\n  password: {pw}",
    "Viber: account {u}, password {pw}",
    "Deng says the Nexira account is {u} and the password is {pw}",
    "device,login,password\nmilleral-sifter,{u},{pw}",
    "ssh {u}@grainstore.tukul.lan (password {pw})",
    "Telegram: creds for the barge tracker are {u} and {pw}",
    "username ta ana {u}, password {pw}",
    "اسم المستخدم {u} والباسورد {pw}",
    "የተጠቃሚ ስም {u}፣ ፓስወርድ {pw}",
    "username yangu ni {u} na password ni {pw}",
    "username de {u}, password de ee {pw}",
    "username mi̱ {u}, password ɛ {pw}",
    "user mar {u}, password en {pw}",
    "username lo {u}, password lo ti {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["feterita", "walwal", "kudra", "simsim", "shambe", "jonglei", "makuach",
               "mathiang", "mabior", "nyandeng", "pochalla", "terekeka", "kitfo", "genfo", "firfir",
               "aseeda", "mulah", "hopper", "husker", "tamia", "kajaik", "marial"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the barge laptop it's {w} and {d} at the end",
    "voice memo: the mill wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "password ta server de kelima {w}, ba'ad kede {d}",
    "الباسورد هو كلمة {w} وبعدها {d}",
    "passwordu {w} new, keza {d}",
    "password ni neno {w}, halafu {d}",
    "password ɛ {w}, kä {d}",
    "password ee {w}, ku {d}",
    "ፓስወርዱ {w} የሚለው ቃል ነው፣ ከዚያ {d}",
    "spelled out for the clinic nurse: {w}, then the number {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "gumctl login --store malakal --user {u} --pass '{pw}'",
    "bargectl manifest push MV-Sobat-Queen --auth {u}:{pw}",
    "wecsync --camp akobo --herd-pass '{pw}' --upload",
    "millpanel --host mill-wau-2 set-admin --user {u} --new-secret '{pw}'",
    "momo-cli agent float --agent {u} --float-secret '{pw}' --msisdn 211920000000",
    "gurushctl settle --merchant TUKUL-JUBA --till-secret '{pw}'",
    "tukulctl vault seed --as {u} --passphrase-inline '{pw}'",
    "nilectl barge-track login -U {u} -W '{pw}'",
    "herdctl sync --vet-login {u} --vet-pass='{pw}'",
    "clinicctl backup --db emr --db-user {u} --db-secret='{pw}'",
    "printf '%s\\n' '{pw}' | docker compose exec -T service odk-cmd --email {u}@tukul.org user-set-password",
    "meshcmd amtpower --host 10.40.0.21 --user {u} --pass '{pw}' --poweron",
    "wsman enumerate http://schemas.dmtf.org/wbem/wscim/1/cim-schema/2/CIM_ComputerSystem -h 10.40.0.22 -P 16992 -u {u} -p '{pw}'",
    "AMT_PASSWORD='{pw}' amtterm 10.40.0.23",
    "pure-pw useradd {u} -u ftpuser -d /srv/ftp/manifests -m <<< $'{pw}\\n{pw}'",
    "echo '{pw}' | ftpasswd --passwd --name={u} --uid=1001 --home=/srv/ftp --shell=/bin/false --stdin",
    "str2str -in ntrip://{u}:{pw}@caster.tukul.lan:2101/RENK0 -out file://renk.rtcm3",
    "renkctl dock-gate open --operator {u} --gate-secret '{pw}'",
    "AMT_PASSWORD='{pw}' amttool 10.40.0.24 info",
    "curl -s --oauth2-bearer '{tok}' https://api.tukul.lan/v2/barges",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@grainstore:~# {c}", "PS C:\\ops> {c}",
    "Termux on the Akobo phone: {c}", "Git Bash, MINGW64 ~/tukul: {c}",
    "tmux pane 2 (barge-ops): {c}", "Windows Terminal, Ubuntu tab:\n$ {c}",
    "ticket TUK-2260, what I ran: {c}", "Wiki › Runbooks › Mill: `{c}`",
    "command ta ana gi rakabu: {c}", "الأمر الشغلتو: {c}", "ያሄድኩት ትዕዛዝ፦ {c}",
    "command niliyorun: {c}", "command mi̱ ca ŋɔ: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):

        def make(template: str = template) -> Sample:
            secret = _r(rng, URLSAFE, 40) if "{tok}" in template else _plain_pw(rng)
            text = template.format(u=rng.choice(_USERS), pw=secret, tok=secret)
            return Sample("cli_password", rng.choice(_SHELLS).format(c=text), secret)

        out.append(_fresh(rng, make, seen))
    return out


_URLS = [
    "postgresql://{u}:{pw}@emr-db.tukul.lan:5432/kenyaemr",
    "mysql://{u}:{pw}@mill-db.tukul.lan:3306/sorghum",
    "mongodb+srv://{u}:{pw}@herd.tukul-cluster.net/wec?retryWrites=true",
    "redis://{u}:{pw}@cache.tukul.lan:6379/3",
    "amqp://{u}:{pw}@mq.tukul.lan:5672/barges",
    "ftp://{u}:{pw}@manifests.tukul.lan/renk/",
    "sftp://{u}:{pw}@edi.tukul.org:2222/gum/",
    "https://{u}:{pw}@odk.tukul.org/v1/projects/4/forms",
    "ntrip://{u}:{pw}@caster.tukul.lan:2101/MALAKAL0",
    "smtp://{u}:{pw}@mail.tukul.org:587",
    "jdbc:postgresql://emr-db.tukul.lan:5432/openmrs?user={u}&password={pw}",
    "Server=sql.tukul.lan;Database=Logistics;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "CLINIC_EMR_DB_URL={c}", "keep this connection string for me: {c}", "connection ta DB de {c}",
    "رابط قاعدة البيانات: {c}", "የዳታቤዙ ሊንክ፦ {c}", "Ticket TUK-2271: {c}",
    "Wiki › Databases: {c}", "DB URL ni {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _URLS, n):

        def make(template: str = template) -> Sample:
            secret = _plain_pw(rng)
            text = template.format(u=rng.choice(_USERS), pw=secret)
            return Sample("connection_string", rng.choice(_URL_PLACES).format(c=text), secret)

        out.append(_fresh(rng, make, seen))
    return out


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 2_010_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tukul-logistics", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "barges:read herds:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


def _uuid(variant: str) -> Maker:
    return lambda g: v.uuid4(g, variant)


_VENDORS: list[tuple[str, str, Maker]] = [
    ("m-Gurush", "MGURUSH_MERCHANT_SECRET", _j("mgr_live_", (ALNUM, 32))),
    ("Nilepay", "NILEPAY_API_KEY", _j("npk_", (HEX, 40))),
    ("Digitel", "DIGITEL_SMS_TOKEN", _j((ALNUM, 36))),
    ("Vivacell", "VIVACELL_USSD_SECRET", _j((HEX, 32))),
    ("e-Birr", "EBIRR_CLIENT_SECRET", _uuid("a")),
    ("EthSwitch", "ETHSWITCH_API_KEY", _j((UPPER_HEX, 48))),
    ("Feres", "FERES_PARTNER_TOKEN", _vendor_jwt("https://partners.feres.example")),
    ("ZayRide", "ZAYRIDE_API_KEY", _j("zr_", (URLSAFE, 40))),
    ("RedRose", "REDROSE_API_TOKEN", _j((B64, 44))),
    ("LogCluster", "LOGCLUSTER_RITA_KEY", _j((HEX, 32))),
    ("Shipamax", "SHIPAMAX_API_KEY", _j((ALNUM, 40))),
    ("Ethiopost", "ETHIOPOST_TRACKING_KEY", _uuid("b")),
    ("LakiPay", "LAKIPAY_SECRET_KEY", _j("lk_sec_", (ALNUM, 30))),
    ("AddisPay", "ADDISPAY_API_SECRET", _j((HEX, 64))),
    ("ZMall", "ZMALL_SELLER_TOKEN", _j((URLSAFE, 43))),
    ("Ride Plus", "RIDEPLUS_API_KEY", _j((ALNUM, 32))),
    ("Qefira", "QEFIRA_API_KEY", _j((HEX, 40))),
    ("HelloTena", "HELLOTENA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Eye Radio", "EYERADIO_STREAM_KEY", _j("live_", (ALNUM, 24))),
    ("Radio Tamazuj", "TAMAZUJ_CMS_TOKEN", _j((HEX, 40))),
    ("Coopay-Ebirr", "COOPAY_API_SECRET", _j((B64, 64))),
    ("Hijra Bank", "HIJRA_OPENAPI_SECRET", _j((ALNUM, 48))),
    ("Siinqee Bank", "SIINQEE_API_KEY", _uuid("9")),
    ("Gemtel", "GEMTEL_BULK_SMS_KEY", _j((HEX, 32))),
    ("Nilecom", "NILECOM_PORTAL_TOKEN", _j((ALNUM, 40))),
    ("GumTrack", "GUMTRACK_API_KEY", _j("gt_", (LOWER_DIGITS, 40))),
    ("HerdSync", "HERDSYNC_TOKEN", _vendor_jwt("https://api.herdsync.example")),
    ("BargeLink", "BARGELINK_API_KEY", _j((UPPER_DIGITS, 32))),
    ("MillSight", "MILLSIGHT_DEVICE_SECRET", _j((HEX, 48))),
    ("ClinicBridge", "CLINICBRIDGE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("NileFlow", "NILEFLOW_API_KEY", _j("nf_live_", (ALNUM, 28))),
    ("Cowlar", "COWLAR_API_KEY", _j((HEX, 32))),
    ("Fleetwave", "FLEETWAVE_API_TOKEN", _j((ALNUM, 44))),
    ("Agility", "AGILITY_SHIPTRACK_KEY", _uuid("8")),
    ("Nexira", "NEXIRA_SUPPLIER_KEY", _j((UPPER_HEX, 40))),
    ("Alland & Robert", "ALLAND_ROBERT_API_KEY", _j((ALNUM, 36))),
    ("Dar Savanna", "DARSAVANNA_TOKEN", _j((B64, 40))),
    ("KenyaEMR", "KENYAEMR_SYNC_TOKEN", _j((HEX, 40))),
    ("UgandaEMR", "UGANDAEMR_API_KEY", _uuid("a")),
    ("Tukul Cloud", "TUKULCLOUD_ACCESS_KEY", _j("TK", (UPPER_DIGITS, 18))),
    ("Sudd Ledger", "SUDDLEDGER_SECRET", _j("sl_sk_", (ALNUM, 36))),
    ("Kubri", "KUBRI_API_TOKEN", _j((URLSAFE, 50))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "set -x {env} '{tok}'",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "heroku config:set {env}={tok} -a tukul-api",
    "docker run -e {env}={tok} tukul/sync:3.1",
    "compose.yaml:\n    environment:\n      {env}: \"{tok}\"",
    "k8s Secret:\nstringData:\n  {env}: {tok}",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Tukul ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "Ticket TUK-2288: {vendor} sync fails with 401, configured key {tok}",
    "Ticket TUK-2290: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Telegram, Selam: {vendor} key for the Gambella sync: {tok}",
    "{vendor} API key ta ana de {tok}",
    "API key ta {vendor}: {tok}, ma wori ayi zol",
    "مفتاح API بتاع {vendor}: {tok}",
    "ya zol el API key bita3 {vendor} {tok}",
    "የ{vendor} API ቁልፍ፦ {tok}",
    "ye {vendor} API key {tok} new",
    "API key ya {vendor} ni {tok}",
    "Maze, {vendor} API key mpya ni {tok}",
    "API key mi̱ {vendor} ɛ {tok}",
    "API key de {vendor} ee {tok}",
    "API key lo {vendor} ti {tok}",
    "API key ni {vendor} nga {tok}",
    "API key mar {vendor} en {tok}",
    "API key pa {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    nilepay = "npk_" + _r(rng, HEX, 40)
    gumtrack = "gt_" + _r(rng, LOWER_DIGITS, 40)
    cowlar = _r(rng, HEX, 32)
    bargelink = _r(rng, UPPER_DIGITS, 32)
    return [
        Sample("vendor_token", f'client = NilepayClient(api_key="{nilepay}", sandbox=False)', nilepay),
        Sample("vendor_token", f"curl -H 'X-GumTrack-Key: {gumtrack}' https://api.gumtrack.example/v1/lots?store=renk", gumtrack),
        Sample("vendor_token", f'const cowlar = new Cowlar({{ apiKey: "{cowlar}" }});', cowlar),
        Sample("vendor_token", f'<add key="BargeLinkApiKey" value="{bargelink}" />', bargelink),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng)
    seen.update(s.secret for s in out)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:

        def one(
            vendor: str = vendor, env: str = env, make: Maker = make, t: str = template
        ) -> Sample:
            tok = make(rng)
            return Sample("vendor_token", t.format(vendor=vendor, env=env, tok=tok), tok)

        out.append(_fresh(rng, one, seen))
    return out


_BARE_PLACES = ["{t}", "Telegram: {t}", "it only shows it once, so here:\n{t}", "token ta ana: {t}",
                "التوكن: {t}", "{t}\n^ new one, the old one is dead", "token mpya: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "zwave-js-ui settings.json, \"securityKeys\": {{\"S2_AccessControl\": \"{h}\"}}": 32,
    "HMAC secret for the m-Gurush payment callback: {h}": 64,
    "AES key of the Cowlar collar gateway (hex): {h}": 32,
    "pre-shared key of the Renk barge yard VSAT tunnel, hex: {h}": 64,
    "MillSight MQTT PSK for the Wau mill: {h}": 48,
    "muftah ta backup ta server de {h}": 64,
    "مفتاح التشفير بتاع الباك اب: {h}": 64,
    "የባክአፑ የምስጠራ ቁልፍ፦ {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket TUK-2301: token copied out of the browser's network tab {t}",
    "Cookie: lang=am; tukul_session={t}",
    "CLINICBRIDGE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token ta session de {t}",
    "የሴሽን ቶከን፦ {t}",
    "Element chat: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 2_010_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@tukul.org"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.tukul.org/realms/field", "azp": "barge-console",
                   "roles": ["logistics", "clinic"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Malakal EMR server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/odk.tukul.org.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "nexira-gum"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_barge <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket TUK-2310, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "المفتاح الخاص بتاع السيرفر:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's drop in Renk:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the old barge-fuel wallet (emptied)\n{p}": "english",
    "Otter transcript: \"the wallet recovery words are {p} and that's all of them\"": "english",
    "seed ta wallet ta ana: {p}": "english",
    "የዋሌቱ recovery ቃላት፦ {p}": "english",
    "seed phrase ya wallet ni {p}": "english",
    "phrase de récupération du portefeuille de la coopérative de gomme : {p}": "french",
    "frase de recuperación de la billetera del molino: {p}": "spanish",
    "frase de recuperação da carteira da clínica: {p}": "portuguese",
    "frase di recupero del portafoglio del deposito: {p}": "italian",
    "obnovovací fráze peněženky ze skladu v Juba: {p}": "czech",
    "朱巴仓库钱包助记词：{p}": "chinese_simplified",
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
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "Otter" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Telegram, Selam: the company card for the mill spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket TUK-2322: pay the Alapala service visit with card {c}",
    "namra ta kart ta ana: {c}, {mm}/{yy}",
    "رقم الكارت بتاعي: {c}",
    "ya zol rakam el card {c} expiry {mm}/{yy}",
    "የካርዴ ቁጥር፦ {c}",
    "ye kardu qutr {c} new, {mm}/{yy}",
    "namba ya kadi yangu ni {c}, {mm}/{yy}",
    "Ssebo, use my card {c} for the boda fuel, exp {mm}/{yy}",
    "namba mi̱ card ɛ {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "unionpay", "amex", "discover", "jcb", "diners", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/37, security code {cvv}",
               "the three digits on the back of the fuel card: {cvv}",
               "Amex {c}, four-digit code printed on the front: {cvv}",
               "الأرقام التلاتة ورا الكارت: {cvv}",
               "namba tatu nyuma ya kadi ni {cvv}",
               "ከካርዱ ጀርባ ያሉት ሦስት ቁጥሮች፦ {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 174 (thirteen corpora each by that
# count); BBAN shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"SC": "aaaa" + "n" * 20 + "aaa", "GB": "aaaa" + "n" * 14, "BE": "n" * 12,
                "DK": "n" * 14, "FI": "n" * 14, "HU": "n" * 24, "RS": "n" * 18,
                "CR": "0" + "n" * 17}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TUK-2034-118: please pay the gum bales to {i} within 30 days",
    "save the Victoria buyer's IBAN for the hashab contract: {i}",
    "IBAN: {i}\nReference: sorghum lot 17, Renk",
    "Telegram #treasury: the Antwerp gum broker's new bank details, IBAN {i}",
    "IBAN ta ana: {i}",
    "الآيبان بتاعي: {i}",
    "ya zol el IBAN bita3 el sharika {i}",
    "የIBAN ቁጥሬ፦ {i}",
    "IBAN yangu ni {i}",
    "IBAN mi̱ ɣän ɛ {i}",
    "IBAN de ɣɛn ee {i}",
    "account of the Copenhagen clinic donor, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _eg_tax(g: random.Random) -> str:
    """An Egyptian tax registration number: nine digits in three groups (the module checks
    their format only)."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), eg_tn.is_valid)
    return str(eg_tn.format(number))


def _mu_id(g: random.Random) -> str:
    """A Mauritian national ID: a surname's letter, a birth date, six digits and a mod-17 check
    character."""

    def make(h: random.Random) -> str:
        body = f"{h.choice(UPPER)}{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(50, 100):02d}{_r(h, D, 6)}"
        return body + mu_nid.calc_check_digit(body)

    return v.until(g, make, mu_nid.is_valid)


def _ss_national(g: random.Random) -> str:
    """A South Sudanese national ID number: invented shape, eleven digits."""
    return g.choice("123456789") + _r(g, D, 10)


def _ss_passport(g: random.Random) -> str:
    """A South Sudanese passport: invented shape, a letter and eight digits."""
    return g.choice("RSP") + _r(g, D, 8)


def _ss_tin(g: random.Random) -> str:
    """A South Sudan revenue authority TIN: invented shape, nine digits."""
    return "2" + _r(g, D, 8)


def _ss_licence(g: random.Random) -> str:
    """A South Sudanese driving licence: invented shape, JB and seven digits."""
    return g.choice(["JB", "MK", "WU", "YB"]) + _r(g, D, 7)


def _et_tin(g: random.Random) -> str:
    """An Ethiopian TIN: invented shape, ten digits starting 00."""
    return "00" + _r(g, D, 8)


def _et_licence(g: random.Random) -> str:
    """An Ethiopian driving licence: invented shape, region code and six digits."""
    return f"GM-{_r(g, D, 2)}-{_r(g, D, 6)}"


def _scope_card(g: random.Random) -> str:
    """A WFP SCOPE beneficiary card number: invented shape, sixteen characters."""
    return f"SCP{_r(g, UPPER_DIGITS, 5)}{_r(g, D, 8)}"


def _et_residence(g: random.Random) -> str:
    """An Ethiopian residence ID of a foreign worker: invented shape."""
    return f"RP{_r(g, D, 7)}{g.choice(UPPER)}"


def _river_master(g: random.Random) -> str:
    """A river master's certificate of competence: invented shape."""
    return f"RTC/{g.randrange(2010, 2035)}/{_r(g, D, 5)}"


def _sd_card(g: random.Random) -> str:
    """A Sudanese national card number: invented shape, eleven digits."""
    return g.choice("123") + _r(g, D, 10)


_ID_PLACES: dict[str, Maker] = {
    "tax registration number of the Cairo gum buyer, for the export file: {s}": _eg_tax,
    "الرقم الضريبي للمشتري المصري بتاع الصمغ: {s}": _eg_tax,
    "Mauritian national ID of the holding's director, from the bank's KYC mail: {s}": _mu_id,
    "NIC number of our Port Louis director (for the board minutes): {s}": _mu_id,
    "namra ta ID ta ana: {s}": _ss_national,
    "national ID de ɣɛn ee {s}": _ss_national,
    "namba mi̱ national ID ɛ {s}": _ss_national,
    "passport mar ɣän en {s}": _ss_passport,
    "passport pa Odwar: {s}": _ss_passport,
    "my South Sudanese passport number, for the Gambella border form: {s}": _ss_passport,
    "NRA TIN of Tukul Logistics Ltd for the Renk customs entry: {s}": _ss_tin,
    "driving licence lo Wani ti {s}": _ss_licence,
    "የግብር ከፋይ መለያ ቁጥራችን (TIN)፦ {s}": _et_tin,
    "yemenja fekad qutre {s} new": _et_licence,
    "SCOPE card number of the Itang beneficiary, for the cash list: {s}": _scope_card,
    "Ethiopian resident permit namba yangu ni {s}": _et_residence,
    "river master's certificate of the MV Sobat Queen's captain: {s}": _river_master,
    "رقم البطاقة القومية بتاعتي: {s}": _sd_card,
    "ID ni Rikito nga {s}": _ss_national,
    "namba ya national ID ya Nakato ni {s}": _ss_national,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Hijra Bank 2FA recovery codes\n{codes}", "spare sign-in codes for the Tukul Google account {codes}",
            "Fleetwave backup codes: {codes}", "backup codes ta 2FA:\n{codes}",
            "أكواد الباك اب بتاعة الـ 2FA: {codes}", "የ2FA backup ኮዶች፦ {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Nilepay:selam@tukul.org?secret={s}&issuer=Nilepay&digits=6",
              "Aegis, manual setup key for the Shipamax login: {s}",
              "2FA secret for the e-Birr merchant portal: {s}",
              "TOTP seed ta Kubri de {s}",
              "مفتاح الـ TOTP بتاع حساب الشركة: {s}",
              "2FA setup key ya ZMall ni {s}"]  # fmt: skip
_CODES = ["{c} is your Nilepay verification code",
          "m-Gurush: your one-time code is {c}. Do not share it.",
          "رمز التحقق الخاص بك هو {c}",
          "የማረጋገጫ ኮድዎ {c} ነው",
          "Nambari yako ya uthibitisho ni {c}",
          "recovery key for the Tukul Apple ID: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "recovery key" in template:
        return {"c": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"c": _r(rng, D, 6)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, _code_draw, "c")


_SSIDS = ["Tukul-Juba-5G", "Zain_Malakal_Office", "MTN-Bor-Clinic", "Gambella-Mill-2G",
          "Renk_Barge_Yard", "Wau-Sorghum", "Yambio-Clinic", "Itang-Field", "Digitel-Hub-4G",
          "Ethio-Gambella-Clinic", "Akobo-Wec-Solar", "Nzara-Store"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "clinic network {s}, password {pw}",
    "wifi at the Renk barge yard: {s} / {pw}",
    "the key printed under the Huawei box: {pw}",
    "wifi ta {s} password de {pw}",
    "الباسورد بتاع الواي فاي {s}: {pw}",
    "ya zol el wifi {s} el password {pw}",
    "የ{s} ዋይፋይ ፓስወርድ {pw} ነው",
    "wifi {s} password ni {pw}",
    "password mi̱ wifi {s} ɛ {pw}",
    "password de wifi {s} ee {pw}",
    "password lo wifi {s} ti {pw}",
    "NanoStation link to the wec: ssid {s}, psk {pw}",
    "Otter transcript: \"wifi is {s}, the password {pw}\"",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("mgr_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("gt_", (LOWER_DIGITS, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Thuraya call] {t}",
          "(spaced so the Telegram preview hides it) {t}", "harf harf: {t}", "herufi moja moja: {t}",
          "ፊደል በፊደል፦ {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["PIN ta m-Gurush ta ana {pw}, ma wori ayi zol",
          "الرقم السري بتاع محفظة الموبايل: {pw}",
          "የe-Birr ፒኔ {pw} ነው",
          "PIN yangu ya m-Gurush ni {pw}",
          "padlock on the gum store at Renk: {pw}",
          "the pharmacy fridge lock at Malakal clinic takes {pw} then #",
          "safe on the MV Sobat Queen: code {pw}",
          "code ta kufl ta makhzan {pw}",
          "kodi ya kufuli ya stoo ni {pw}",
          "PIN mi̱ mobile money ɛ {pw}",
          "PIN de mobile money ee {pw}",
          "solar cabinet padlock at the Akobo wec: {pw}",
          "የመጋዘኑ ቁልፍ ኮድ፦ {pw}",
          "Ssebo, the mobile money PIN for the boda float is {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["hashab", "talha", "feterita", "walwal", "kudra", "simsim", "shambe", "jonglei",
                 "sobat", "makuach", "mathiang", "hopper", "husker", "kitfo", "genfo", "tukul"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the logistics vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "VeraCrypt volume on the barge laptop, passphrase: {p}": " ",
            "passphrase ta backup de {p}": ".",
            "عبارة المرور بتاعة الباك اب: {p}": " ",
            "passphrase ya backup ni {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia export: Authorization: Bearer {v}": False,
    "Hoppscotch environment, header Authorization = Basic {v}": True,
    "Ticket TUK-2340, the failing call: authorization: bearer {v}": False,
    "header ta API de Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/uucp/sys:\nsystem jubahub\ncall-login nuucp\ncall-password {pw}\nport modem",
    "UrBackup client settings.cfg:\ninternet_server=backup.tukul.org\ninternet_authkey={pw}",
    "openmrs-runtime.properties:\nconnection.username=openmrs\nconnection.password={pw}",
    ".env (ODK Central):\nDOMAIN=odk.tukul.org\nDB_PASSWORD={pw}",
    "compose.yaml:\n  emr-db:\n    environment:\n      POSTGRES_USER: emr\n      POSTGRES_PASSWORD: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: gumtrack-db\nstringData:\n  password: {pw}",
    "/etc/systemd/system/barge-sync.service:\n[Service]\nEnvironment=BARGE_DB_PASS={pw}\nExecStart=/opt/barge/sync",
    "gumtrack.toml:\n[database]\nuser = \"gum\"\npassword = \"{pw}\"",
    "millpanel.ini:\n[admin]\nuser=miller\npass={pw}",
    "herdsync.yaml:\nvet_portal:\n  login: vet-akobo\n  secret: '{pw}'",
    "appsettings.json: \"ConnectionStrings\": {{ \"Clinic\": \"Host=emr;Username=clinic;Password={pw}\" }}",
    "wpa_supplicant-wlan0.conf on the wec Pi:\nnetwork={{\n  ssid=\"Akobo-Wec-Solar\"\n  psk=\"{pw}\"\n}}",
    "Tukul ERP .env:\nTUKUL_SMTP_USER=alerts@tukul.org\nTUKUL_SMTP_PASS={pw}",
    "config ta server de:\nDB_USER=store\nDB_PASS={pw}",
    "ملف الإعدادات:\ndb_password = {pw}",
    "usanidi wa server:\nADMIN_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "conn = psycopg.connect(host=\"emr-db\", user=\"clinic\", password=\"{pw}\")",
    "const pool = mysql.createPool({{ host: 'mill-db', user: 'miller', password: '{pw}' }});",
    "$pdo = new PDO('pgsql:host=emr-db;dbname=kenyaemr', 'clinic', '{pw}');",
    "db, _ := sql.Open(\"postgres\", \"user=barge password={pw} dbname=fleet sslmode=disable\")",
    "Barge::Client.new(user: 'barge-ops', password: '{pw}')",
    "val ds = HikariDataSource().apply {{ username = \"gum\"; password = \"{pw}\" }}",
    "var client = new SmtpClient(\"mail.tukul.org\") {{ Credentials = new NetworkCredential(\"alerts\", \"{pw}\") }};",
    "let pool = PgPoolOptions::new().connect(\"postgres://herd:{pw}@herd-db/wec\").await?;",
    "config :tukul, Tukul.Repo, username: \"tukul\", password: \"{pw}\"",
    "final api = HerdApi(login: 'vet-akobo', password: '{pw}');",
    "DBI::dbConnect(RPostgres::Postgres(), host = \"emr-db\", user = \"analyst\", password = \"{pw}\")",
    "$cred = New-Object PSCredential('TUKUL\\svc-mill', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Gatluak: mill wifi password?\nAchol: {pw}",
    "[06:12] deng: root pw for the grain store server?\n[06:13] selam: {pw}",
    "Omot: {pw} is the new Alapala admin password",
    "Pitia: use {pw}, that's what the KenyaEMR box has now",
    "Lado: password jedid de {pw}",
    "نافيسة: الباسورد الجديد {pw}",
    "Hirut: አዲሱ ፓስወርድ {pw} ነው",
    "Wanjiru: password mpya ni {pw}",
    "Nyakuoth: password mi̱ pay̱ ɛ {pw}",
    "Abuk: password ee {pw}",
    "Odwar: password pa wun {pw}",
    "Kiden: password ti {pw}",
    "Rikito: password nga {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 14), (_cli, 30), (_urls, 12), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 14), (_phrases, 6), (_auth, 6), (_configs, 16), (_code, 12),
    (_chats, 13),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Alapala admin password is": "{s}", "KenyaEMR service pw:": "{s} (since the server move in May)",
    "password ta server de": "{s}", "Cowlar password": "{s}\nchange it after the migration",
    "الباسورد الجديد:": "{s}", "ፓስወርዱ፦": "{s}", "password ya wifi ni": "{s}", "Nexira password": "{s}",
    "the password Gatluak read out over the Thuraya was": "{s}, I think", "password mi̱ wifi ɛ": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "GumTrack API key", "{s}", _j("gt_", (LOWER_DIGITS, 40))),
    ("split_token", "m-Gurush merchant secret:", "{s} (live)", _j("mgr_live_", (ALNUM, 32))),
    ("split_token", "e-Birr client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Trust Wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/38", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HU"))),
    ("split_backup", "Hijra Bank recovery codes", "{s}\nkrtw41-9mzq\nbapx77-2hvd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Mauritian NIC number", "{s}", _mu_id),
    ("split_pin", "PIN ta m-Gurush ta ana", "{s}", _j((D, 6))),
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
    '{"alapala": {"url": "http://mill.tukul.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password_ta_server": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "gatluak", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"barges": [{"name": "MV Sobat Queen"}, {"name": "MV Baro", "laptop_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["clinicctl", "backup", "--db-user", "emr", "--db-secret", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "الباسورد بتاع اللابتوب {s}"}': ("meta_password", _plain_pw),
    '{"የይለፍ_ቃል": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the KenyaEMR box as clinic with the password {s}"}': ("meta_password", _plain_pw),
    '{"nilepay": {"api_key": "{s}"}}': ("meta_token", _j("npk_", (HEX, 40))),
    '{"cowlarToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"shipamax_key": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"donor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "RS")),
    '{"buyer": {"eg_tax_number": "{s}"}}': ("meta_id", _eg_tax),
    '{"mfa": {"recovery_codes": ["{s}", "krtw41-9mzq", "bapx77-2hvd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fuel_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"zwave": {"securityKeys": {"S2_Unauthenticated": "{s}"}}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"gum_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "Tukul-Juba-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"odk-central-backend-2034.1.tar.gz").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nanostation-ac-xw-8.7.11.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/tukul/barge-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"gum: add moisture column for hashab bales", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"emr: revert the ward mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"sorghum_intake_2034-03-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"herd-census-akobo-2034.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Alapala mill password before the service visit on 2034-06-11.",
    "Gatluak asked for the Renk yard wifi password; it's on the card in the foreman's drawer.",
    "Policy: Tukul passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `NILEPAY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The KenyaEMR server asks for a new admin password after every upgrade.",
    "Replace <YOUR_GUMTRACK_KEY> in the README with the key from your GumTrack dashboard.",
    "MGURUSH_MERCHANT_SECRET and COWLAR_API_KEY must be set before the nightly sync runs.",
    "password ta ana ma wori ayi zol.",
    "ما توري زول الباسورد بتاعك.",
    "ya zol ma tewari zol el password.",
    "ፓስወርድህን ለማንም አትንገር።",
    "passwordih lemanim atngr.",
    "Usiambie mtu password yako, sawa?",
    "Ssebo, never tell anyone your mobile money PIN, webale.",
    "Cïn raan ba ye lɛk password de yïn.",
    "Malɛ, ca password ŋac ni raan.",
    "Password ni ru, ka mo yugu ni boro te.",
    "password lazim yakun arba'ta'shar harf.",
    "كلمة السر لازم تكون ١٤ حرف على الأقل.",
    "የይለፍ ቃሉ ቢያንስ 14 ፊደላት መሆን አለበት።",
    "Password lazima iwe na herufi 14 au zaidi.",
    "Upgraded KenyaEMR from 19.2 to 19.4 and the ODK backend to 2034.1 over the weekend.",
    f"commit {_COMMIT} adds the moisture column for hashab bales.",
    f"Rolled back to {_SHORT} after the ward mapping broke the Malakal report.",
    f"odk-central-backend-2034.1.tar.gz sha256:{_WHEEL_SUM}",
    f"The NanoStation firmware 8.7.11 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of herd-census-akobo-2034.parquet: {_SHA512}",
    f"The barge sync container runs ghcr.io/tukul/barge-sync@sha256:{_IMAGE}.",
    f"MD5 of sorghum_intake_2034-03-02.csv is {_MD5}, same as the copy on the share.",
    "Request id 5c1e82b7-4f3a-4d09-a6e2-8b1f0c3d7e24 is the slow one in the Nilepay logs.",
    "Purchase order PO-2034-00731 for 120 bales of hashab ships from Renk on Thursday.",
    "Ticket TUK-2401: the Malakal cold room alarm keeps tripping at night.",
    "Call the Juba office on +211 920 118 447 before noon.",
    "Selam's number in Gambella is +251 47 551 2093.",
    "Wanjiru's Safaricom line is +254 722 410 938, Nakato's is +256 772 305 118.",
    "Barge MV Sobat Queen left Malakal at 06:40 with 42 t of sorghum.",
    "Waybill TUK-RNK-2034-0077 covers the Renk gum, 18 pallets.",
    "HS code 1301.20 is gum arabic; 1007.10 is sorghum seed.",
    "Cold room 2 in Malakal is at 4.5 °C; the vaccine fridge logger reads 5.1 °C.",
    "After five wrong passwords the KenyaEMR login locks the account for 20 minutes.",
    "The Akobo wec has 2 300 head of cattle; the vaccination round is on 2034-04-02.",
    "The secret of good kisra is a sourdough left overnight.",
    "Ask Deng for the gum store padlock code, I don't have it.",
    "My card ending 4471 was declined at the Juba fuel station.",
    "The Antwerp broker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Hijra Bank account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `GUMTRACK_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Renk gum store rusts in the rain; oil it every month.",
    "Nilepay moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Tukul-Guest' is open, no password needed.",
    "Lot HSB-2034-RNK-0311, 50 kg, moisture 9.8 %; grade: cleaned hashab.",
    "namra ta telefon ta ana +211 912 604 338.",
    "رقم التلفون بتاعي +249 912 330 871.",
    "ስልክ ቁጥሬ +251 911 402 718 ነው።",
    "Namba yangu ya simu ni +254 711 204 386.",
    "Order 88410 from ZMall: 40 mosquito nets, delivered to the Itang clinic.",
    "the PIN pad on the Renk fuel pump is broken again",
    "m-Gurush float at the Bor agent: 412 000 SSP at 17:00.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tukul/alapala", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "odk-central-backend", "version": "2034.1"}}',
    '{"ticket": "TUK-2401", "purchase_order": "PO-2034-00731"}',
    '{"lot": {"id": "HSB-2034-RNK-0311", "weight_kg": 50, "moisture_pct": 9.8}}',
    '{"phone": "+211 920 118 447", "city": "Juba"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bales_in_stock": 1284}',
    '{"hs_code": "1301.20", "origin": "SS", "description": "gum arabic"}',
    '{"barge": "MV Sobat Queen", "cargo_t": 42, "eta": "2034-05-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
