# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventy-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventy-fourth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-seventy-second and the hundred-and-seventy-sixth and -seventh, nor any other
hundred-and-seventy-fifth), any test, the reports, the benchmarks, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (175630418), password words (a
Chamorro noun, a year and a sign; a dive site, its depth in metres and a sign; a tuna species and
a fishing vessel's number; a United flight and an airline special-meal code such as `KSML`; a
Micronesian cable, its segment, a sign and a number; two Palauan, Yapese, Pohnpeian, Kosraean,
Chuukese or Marshallese words joined by dots with a number; leet words of the latte stone, the
coconut, the sakman canoe, the wind, skipjack, yellowfin and stone money with a year; a name, a
birth year, a sign and a town; Japanese romaji words with a number; a Tagalog word, a year, a sign
and a town; a town in capitals, a sign and a number; a generator's four dotted groups and random
runs), names, places, templates, tools, vendors and layouts, the way the staff of Sakman Pacific
Holdings (fictional: a dive shop in Koror, tuna transshipment at Majuro and Pohnpei, a flight
kitchen for the airlines at Guam and Saipan, a coconut-oil mill on Yap and Kosrae, a cable landing
station at Piti, hotels in Tumon and Garapan, and a remittance desk in Weno, Kolonia, Palikir,
Majuro and Kwajalein, with its office in Hagåtña) leak secrets into an assistant's memory. The
texts are Viber, WhatsApp, Messenger, LINE, Signal, Telegram, Slack, Teams, Google Chat and
iMessage messages, chat logs with times, helpdesk and Jira-style tickets, Notion and wiki pages
and tables, notes, an e-mail, a runbook, a README fragment, shell, PowerShell, Termux, Blink,
JuiceSSH, ExtremeXOS and Cumulus prompts, a shell history, code (Nim, Crystal, Zig, Haxe, OCaml,
F#, Tcl, Raku, Gleam, Pascal, Fortran and Haskell, besides JavaScript and PHP), configs, a
voice-memo transcript, dictated text, an OCR'd sticky note and requests to the assistant itself;
the label's separators run from a colon, "is" and a dash to an arrow, a key emoji, a new line,
quotes (`"…"`, `「…」`), parentheses, backticks and a table's bar.

Tools, calls, flags and variables none of heldouts 5 to 174 names (each grepped for the command,
flag or variable itself): `mvt-ios decrypt-backup -p`, nmcli's `gsm.password` (with `gsm.apn`)
and `gsm.pin`, Cumulus NVUE's `nv set system aaa user … password`, `rippled wallet_propose` with a
passphrase, `certtool --to-p12 … --password`, `icloudpd --password`, `idevicebackup2 encryption
on`, `samba-tool user create`, `transcrypt -p`, `ykman oath accounts add`, zwave-js-ui's
`securityKeys`, Plex's `X-Plex-Token`, and the variables `GALLEY_DB_PASSWORD`, `REMIT_DB_PASS`,
`REEFER_MODBUS_PASS`, `REMIT_BACKOFFICE_ACCESS_TOKEN`, `CLS_NMS_TLS_KEY` and every vendor variable
below. Beside them commands of lightly used tools (each in one earlier corpus by that grep):
ExtremeXOS' `create account admin`, TL1's `ACT-USER`, Huawei's `local-user … irreversible-cipher`,
`megals -u -p`, ovftool's `vi://user:…@`, `xe -pw`, `pvesm add cifs --password`, `qm set
--cipassword`, `virt-builder --root-password password:`, `dislocker --user-password=`, `isql-fb
-password`, `arj a -g…`, `bsdtar --passphrase`, `monero-wallet-cli --password`, `knife bootstrap
-P`, `VBoxManage unattended install --password=`, Tera Term's `ttermpro … /passwd=`, `ucarp -p`,
`tgtadm … --password`, `pcs host auth -u -p`, `blat -pw` and `oathtool --totp -b`; configs of
baresip (`auth_pass=`), Subsurface's cloud storage, `piaware-config flightaware-password`,
QloApps, Guacamole's `user-mapping.xml`, RackTables, Graylog, Cacti, Observium and OpenNMS, and
common layouts (env files, compose, systemd, Kubernetes secrets, Helm values, Ansible group vars,
`fly secrets set`, a wifi QR code, `hostapd.conf`, `otpauth://`, JWTs, PEM blocks, Basic and
Bearer headers, connection strings) in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 188 of 390): Chamorro, Carolinian, Palauan, Yapese, Chuukese, Pohnpeian,
Kosraean, Marshallese, Japanese and the Tagalog and Ilocano texting of the islands' Filipino
workers, with Korean, Simplified Chinese, Spanish and French only in seed-phrase lines. The
wordings are the author's approximations, checked by no speaker, built around a few marker words
and the loanwords people there really text (password, wifi, PIN, token, API key, server,
username, backup): Chamorro `Håfa adai`, `Si Yu'os ma'åse'`, `Buenas`, `i nuebu na`, `-hu` and
`-mu`, `para`, `giya`, `esta hu tulaika`, `ayu i`, `maolek`, `cha'-mu sangåni ni háye`, `kodigu`,
`pettan`, `numiru`, `palabra … despues`; Carolinian `Tirow`, `ye`, `ngáli`, `sefááli`,
`Ghilisou`; Palauan `Alii`, `a … er ngak ng`, `a beches el`, `me a`, `ngara`, `Kmal mesulang`;
Yapese `Mogethin`, `ko`, `ni bay u`, `rog`, `mang e`, `Kammagar`; Chuukese `Ran annim`, `ewe … ai
iei`, `minafo`, `lon`, `met`, `mwirin`, `nampa`, `Kinisou chapur`; Pohnpeian `Kaselehlie`, `ahi`,
`kapw`, `iei`, `en`, `nan`, `dahme`, `mwurin`, `nempe`, `Kalahngan`; Kosraean `Len wo`, `sik`,
`lun`, `nu ke`, `mea`, `Kulo ma lulap`; Marshallese `Iakwe`, `eo an`, `eo aō`, `ej`, `ekāāl`,
`ālkin`, `nōmba`, `jab kwaļok ñan jabdewōt`, `Kommol tata`; Japanese `パスワード`, `暗証番号`,
`個人番号`, `認証コード`, `は … です`, `「…」`; Tagalog `pare`, `eto yung`, `ang … ay`, `ng`, `po`,
`salamat`, `wag mong ipagsabi`, `tapos`, `isa-isang letra`; Ilocano `ti … ket`, `baro`, `diay`,
`manong`, `kalpasanna`, `dika ibaga iti sabali`, `Agyamanak`; the glottal stop is typed as the
ASCII apostrophe, as people text it, though print writes `ʼ` (`Yuʼos maʼåseʼ`). The
Carolinian lines (`ye`, `ngáli`,
`sefááli`), the Yapese `rog` and `ni bay u`, the Kosraean `nu ke` and `sik`, the Pohnpeian
`nempe` and `mwurin`, the Chuukese `mwirin` and `lon`, the Chamorro `kompiutadot`, `lisensia …
para manehu` and `ti bai un sangåni`, and the Palauan `ngara a password` are the thinnest guesses.

Vendors (Newrest, gategroup, dnata, Docomo Pacific, GTA Teleguam, IT&E, FSM Telecom, BankPacific,
ASC Trust, Palawan Express, BDO Remit, PNB Remit, Bank of Hawaii, Archipelago Marine, Star
Marianas, Caroline Islands Air, Air Marshall Islands, Nauru Airlines, United Airlines, Anuvu,
Panasonic Avionics, AST SpaceMobile, Flywire, Hyperwallet, Neteller, Sendvalu, Afriex, Scubawise,
TraceTuna, Pohnpei Utilities, the Marianas and Palau Visitors Authorities) are ones heldouts 5 to
174 do not name (grepped by name). No shape here is one the author knows to be real: every one
is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for Bank of Hawaii and
Panasonic Avionics, the prefixes `nrst_`, `gta-`, `pxp_live_`, `sv_live_` and `sw_`), except
Plex's `X-Plex-Token` query parameter (its length here is a guess too); the JWTs are well-formed,
and the BitLocker recovery key's eight groups of six digits and the Microsoft recovery code's five
groups of five follow their published layouts.

The ids are kinds heldouts 5 to 174 do not use, except two lightly used ones that carry a check:
Japan's Individual Number (`個人番号`), drawn until `stdnum.jp.in_` validates its check digit, and
a US Employer Identification Number, drawn until `stdnum.us.ein` accepts its IRS campus prefix
(a format check only). The others are invented shapes that no library or this file checks (no
check-digit algorithm is written here): a Guam, a CNMI, a Palau, a Marshall Islands, a Yap State
and a Kosrae State driver's licence, a Palau and an FSM Social Security number, FSM and Palau
passports, a POEA e-Registration number and a Chuuk State ID card. Card numbers pass Luhn (the
value helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of countries used
least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 174 (Costa Rica,
Estonia, Greece, Latvia, Seychelles, Slovakia, Hungary and Austria, in thirteen corpora each by
that count), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Japanese, Korean, Simplified Chinese, Spanish and French lists, each with a valid
checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every
secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.jp import in_ as jp_in
from stdnum.us import ein as us_ein

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 175_630_418
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    already planted elsewhere in the corpus is drawn again, so every secret is unique."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(200):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            else:
                raise ValueError(f"no fresh value for {self.cls}")
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


# Password words: Chamorro nouns, dive sites, tuna, airline special-meal codes, cables, Palauan
# and Yapese words, Japanese and Tagalog words.
_CHAMORRO = ["Tasi", "Manglo", "Hagon", "Niyok", "Guihan", "Atulai", "Haligi", "Guafi", "Lancho",
             "Titiyas", "Kelaguen", "Kostat", "Hineksa", "Mañahak", "Lemmai", "Pugua"]  # fmt: skip
_SITES = ["BlueCorner", "GermanChannel", "UlongChannel", "Chandelier", "BlueHoles", "NewDrop",
          "SiaesTunnel", "GabGab", "MiilChannel", "Vertigo", "Grotto", "NorthFlip",
          "Sapwuahfik", "Tolvar"]  # fmt: skip
_TUNA = ["Skipjack", "Yellowfin", "Bigeye", "Albacore", "Katsuo", "Maguro", "Kawakawa"]
_MEALS = ["AVML", "KSML", "VGML", "MOML", "HNML", "DBML", "CHML", "GFML", "LSML", "SFML"]
_CABLES = ["Atisa", "Hantru", "SeaUS", "Echo", "Bifrost", "Tasi", "Chuuk", "Yap", "Palau"]
_ISLAND_WORDS = ["Chelbacheb", "Ngerulmud", "Udoud", "Omengat", "Tebechel", "Bngel", "Faluw",
                 "Balabat", "Wunyeng", "Sakau", "Nahs", "Lelu", "Menka", "Mwaramwar",
                 "Jebro", "Bwebwenato"]  # fmt: skip
_ROMAJI = ["umibudou", "shiokaze", "minato", "katsuobushi", "nankai", "sangoshou", "yashinomi"]
_TAGALOG = ["Ingat", "Mabuhay", "Bayanihan", "Kababayan", "Padayon", "Kapatid", "Tadhana"]
_NAMES = ["Joaquin", "Rosalia", "Ignacio", "Carmen", "Vicente", "Magdalena", "Lino", "Olopai",
          "Ngiraked", "Rengiil", "Ebil", "Obak", "Tamag", "Fanechoor", "Gilmar", "Kimiuo",
          "Meipo", "Ateng", "Lorenso", "Kesner", "Emensio", "Palikun", "Tulensa", "Sigrah",
          "Kejo", "Litokwa", "Hilda", "Haruki", "Misaki", "Kenta", "Jomar", "Rowena", "Arnel",
          "Marites"]  # fmt: skip
_TOWNS = ["Hagatna", "Tumon", "Piti", "Garapan", "Susupe", "Koror", "Melekeok", "Colonia",
          "Weno", "Kolonia", "Palikir", "Lelu", "Tofol", "Majuro", "Ebeye", "Kwajalein"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["L4tt3", "N1y0k", "G41h4n", "S4km4n", "M4ngl0", "Sk1pj4ck", "Y3ll0wf1n", "R4iSt0n3",
         "C0c0nut", "Gu4f1"]  # fmt: skip


def _generator(g: random.Random) -> str:
    """Four groups of five small letters and digits, the way a generator prints them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CHAMORRO)}{g.randrange(1970, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SITES)}{g.randrange(9, 60)}m{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TUNA)}-FV{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"UA{g.randrange(100, 1000)}-{g.choice(_MEALS)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_CABLES)}Seg{g.randrange(1, 9)}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}",
    lambda g: ".".join(w.lower() for w in g.sample(_ISLAND_WORDS, 2)) + "." + str(g.randrange(10, 1000)),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_ROMAJI)}{g.randrange(100, 10_000)}",
    lambda g: f"{g.choice(_TAGALOG)}{g.randrange(2000, 2031)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS).lower()}",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: _r(g, ALNUM, 16),
    lambda g: _r(g, ALNUM + "$%&!?#", 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber group 'Tumon front desk', Rowena: the Opera night-audit password is {pw}",
    "WhatsApp, Kejo at the Majuro dock: reefer monitor password → {pw}",
    "Slack #cable-landing: SLTE craft terminal password: {pw}",
    "Teams chat with Misaki: galley scale tablet password - {pw}",
    "Messenger from Ate Joy: remit counter PC password 🔑 {pw}",
    "Signal note to self: dive compressor panel password\n{pw}",
    "LINE from Haruki: the dive shop iPad password「{pw}」",
    "Telegram, Kimiuo: the Weno remittance kiosk admin password (\"{pw}\")",
    "Google Chat, flight kitchen Guam: the blast chiller HMI password is {pw}",
    "Helpdesk ticket SPAC-2291: copra dryer PLC password {pw} no longer works after the outage",
    "Notion page 'Koror dive shop / gear room': nitrox analyser laptop password = {pw}",
    "Wiki table 'Transshipment office, Pohnpei'\n| machine | password |\n|---|---|\n| reefer log PC | {pw} |",
    "Hi Lorenso,\n\nthe Kolonia remittance server's root password is now {pw}. Please delete this mail once it is in the vault.\n\nThanks,\nRowena",
    "Runbook: cable landing station generator test\n1. open the genset controller page\n2. log in as service\n3. password {pw}\n4. start the load bank for 30 minutes",
    "README (galley printers)\nThe print server UI is at https://zp-galley.spac.lan, admin password `{pw}`.",
    "Voice memo, transcribed: uh, the password for the Palau dive boat's satellite router is {pw}, okay, end of memo",
    "remember this for me: my BankPacific online banking password is {pw}",
    "please store it: the Sakman Remit back-office password became {pw} after the reset",
    "dictated: the tuna transshipment log password is {pw} full stop",
    "note to self — Tumon hotel keycard encoder password: {pw}",
    "iMessage from Vicente: the Garapan hotel's PBX admin pw is {pw}",
    "Sticky note photo, OCR'd: 'coconut oil expeller HMI — pass: {pw}'",
    "Håfa adai! I nuebu na password para i server giya Hagåtña: {pw}. Si Yu'os ma'åse'!",
    "Esta hu tulaika i password-hu, i nuebu: {pw}",
    "I password i kompiutadot giya i kusina: {pw}, cha'-mu sangåni ni háye",
    "Tun Juan: i password i email-hu → {pw}",
    "Buenas, Carmen! I password para i laptop-mu \"{pw}\", maolek?",
    "Tirow! password ye ngáli server: {pw}. Ghilisou",
    "Lino: password ye sefááli — {pw}",
    "Alii! A password er ngak ng {pw}. Kmal mesulang!",
    "A beches el password er a server er a Koror ng {pw}",
    "Ngiraked: a password er a computer er a diving shop → {pw}",
    "Mogethin! password ko computer ni bay u Colonia: {pw}. Kammagar",
    "Tamag: password rog ko email (\"{pw}\")",
    "Ran annim! Ewe password ai iei {pw}. Kinisou chapur",
    "Kimiuo: ewe password minafo an ewe server lon Weno: {pw}",
    "Kaselehlie! Ahi password kapw iei {pw}. Kalahngan",
    "Lorenso: password en computer nan ofis en Kolonia → {pw}",
    "Len wo! Password sik: {pw}. Kulo ma lulap",
    "Sigrah: password nu ke computer in Lelu - {pw}",
    "Iakwe! Password eo an computer eo ilo ofij in Majuro ej {pw}. Kommol tata",
    "Kejo: password ekāāl eo an reefer monitor eo: {pw}, jab kwaļok ñan jabdewōt",
    "ダイビングショップのiPadのパスワード：{pw}",
    "ハルキ：ホテルのフロントPCのパスワードは「{pw}」です",
    "機内食工場のPC → パスワード {pw}（他の人には言わないで）",
    "LINEメモ：サイパン事務所のサーバー パスワード\n{pw}",
    "Pare, eto yung bagong password ng reefer PC: {pw}",
    "Ate Joy: ang password ng remittance system ay {pw}, wag mong ipagsabi ha",
    "Rowena: password po ng front desk PC → {pw}. Salamat po!",
    "Manong Ben: ti baro a password ti server ket {pw}. Agyamanak!",
    "Ti password ti computer diay kusina ket {pw}, dika ibaga iti sabali",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_SENTENCES = [
    "{pw} — that's what I set on the Tumon lobby kiosk",
    "type {pw} at the galley login, that's the new one",
    "I changed the Garapan PBX password to {pw} this morning",
    "the password we agreed on for the copra dryer is {pw}, right?",
    "Log into the cable station NMS with {pw}; it asks twice",
    "{pw} ayu i password i kiosk, ti bai un sangåni",
    "{pw} yung password ng kiosk, pare",
    "{pw}がキオスクの新しいパスワードです",
    "{pw} a password er a kiosk",
    "{pw} ti password ti kiosk, manong",
    "{pw} ej password eo an kiosk eo",
    "{pw} iei ewe password an ewe kiosk",
]  # fmt: skip
_sentences = _Family("password_in_sentence", _SENTENCES, _with(_pw), "pw")


_USERS = ["joaquin.c", "rosalia", "ignacio", "vicente.t", "lino.o", "ngiraked", "rengiil",
          "tamag", "gilmar", "kimiuo", "meipo", "lorenso", "kesner", "sigrah", "tulensa",
          "kejo", "hilda.j", "haruki.s", "misaki", "jomar", "rowena", "arnel", "svc-reefer",
          "galley-ops", "cls-noc", "remit-bo"]  # fmt: skip
_LOGINS = [
    "Opera PMS login: {u} / {pw}",
    "creds for the SLTE craft terminal are {u} and {pw}",
    "| system | user | password |\n|---|---|---|\n| galley scale | {u} | {pw} |",
    "user={u} pass={pw}",
    "ssh {u}@reefer-gw.spac.lan   # pw {pw}",
    "sign in to the Kolonia remit back office as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: cls-piti-nms\n  user: {u}\n  pass: {pw}",
    "user,password\n{u},{pw}",
    "I username-hu {u}, i password-hu {pw}",
    "A username er ngak ng {u}, me a password ng {pw}",
    "username eo: {u}, password eo: {pw}",
    "ewe username: {u}, ewe password: {pw}",
    "ahi username {u}, ahi password {pw}",
    "ユーザー名 {u} ／ パスワード {pw}",
    "username ko {u} tapos password {pw}",
    "ti username ket {u} ken ti password ket {pw}",
    "username sik {u}, password sik {pw}",
    "username: {u} / password ko: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kelaguen", "titiyas", "atulai", "mañahak", "lemmai", "pugua", "udoud", "omengat",
               "balabat", "sakau", "mwaramwar", "jebro", "katsuo", "yashinomi", "bayanihan",
               "kawakawa", "tebechel", "wunyeng", "menka", "haligi", "niyok", "guafi", "sapwuahfik",
               "bngel"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} in small letters, then {d}",
    "it's {w} and then the digits {d}",
    "spell it: {w}, followed by {d}",
    "voice memo: the PBX password is {w} then {d}, no spaces",
    "type {w}, then {d}; that's the galley password",
    "{w}{d}, word and digits together, for the hotel safe PC",
    "I password i palabra {w}, despues {d}",
    "yung password ay salitang {w} tapos {d}",
    "ti password ket ti sao a {w}, kalpasanna {d}",
    "パスワードは「{w}」のあとに{d}",
    "a password ng {w}, me a {d}",
    "password eo: {w}, ālkin {d}",
    "ewe password iei {w}, mwirin {d}",
    "password iei {w}, mwurin {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_LOCKS = [
    "nmcli connection modify ite-lte gsm.pin {pw}",
    "keypad at the cable landing station's battery room: {pw}#",
    "the in-room safe master code for Tumon 1204 is {pw}",
    "dive locker padlock at Koror: {pw}",
    "reefer container 7 padlock (Majuro dock): {pw}",
    "I kodigu para i pettan i bodega: {pw}",
    "PIN ng ATM ko: {pw}, wag mong ipagsabi",
    "ti PIN ti ATM ko ket {pw}",
    "金庫の暗証番号は{pw}です",
    "A PIN er ngak ng {pw}",
    "kōd eo an kadna eo ilo dock eo: {pw}",
    "ewe PIN ai iei {pw}",
    "ahi PIN iei {pw}",
    "PIN sik: {pw}",
    "PIN ko ATM: {pw}",
    "PIN ye: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_SSIDS = ["SakmanDive-Koror", "SPAC-Galley-5G", "Tumon-Staff", "Garapan-BOH", "Weno-Remit",
          "Kolonia-Office", "Majuro-Dock-AP", "Colonia-Copra", "Piti-CLS-Mgmt", "Palikir-Remit-2G",
          "Kwaj-Crew", "Lelu-Oilmill"]  # fmt: skip
_WIFI = [
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "wifi {s} / {pw}",
    "network: {s}\npassphrase: {pw}",
    "Tumon staff wifi {s}, key {pw}",
    "hostapd.conf on the dive boat:\nssid={s}\nwpa_passphrase={pw}",
    "I password i wifi {s}: {pw}",
    "A password er a wifi er a {s} ng {pw}",
    "Pass ng wifi {s}: {pw}",
    "ti password ti wifi {s} ket {pw}",
    "Wi-Fi「{s}」のパスワードは{pw}",
    "wifi {s} — password eo: {pw}",
    "ewe password an wifi {s} iei {pw}",
    "password en wifi {s} iei {pw}",
    "wifi {s}, password sik {pw}",
    "password ko wifi {s}: {pw}",
    "wifi {s}, password ye {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, s=_SSIDS), "pw")


_CLI = [
    "mvt-ios decrypt-backup -p '{pw}' -d ~/mvt/decrypted ~/Backups/00008030-001A",
    "nmcli connection add type gsm ifname '*' con-name ite-lte gsm.apn pacific gsm.username {u} gsm.password '{pw}'",
    "create account admin {u} {pw}",
    "nv set system aaa user {u} password '{pw}'",
    "rippled wallet_propose '{pw}'",
    "ACT-USER:CLS-HAGATNA-SLTE:{u}:101::{pw};",
    "local-user {u} password irreversible-cipher {pw}",
    "megals -u {u}@sakmanpac.com -p '{pw}' /Root/dive-photos",
    "icloudpd --directory ~/Photos/ulong --username {u}@sakmanpac.com --password '{pw}'",
    "idevicebackup2 encryption on '{pw}'",
    "ovftool --noSSLVerify reefer-mon.ova 'vi://{u}:{pw}@esxi-koror.spac.lan/'",
    "xe -s xcp-majuro.spac.lan -u root -pw '{pw}' vm-list",
    "pvesm add cifs nas-weno --server 10.40.0.5 --share backups --username {u} --password '{pw}'",
    "qm set 114 --ciuser {u} --cipassword '{pw}'",
    "virt-builder debian-12 -o catering.qcow2 --root-password password:{pw}",
    "transcrypt -c aes-256-cbc -p '{pw}'",
    "dislocker -V /dev/sdb1 --user-password='{pw}' -- /mnt/dislocker",
    "isql-fb -user SYSDBA -password '{pw}' 192.168.8.20:/data/galley.fdb",
    "certtool --to-p12 --load-privkey ca.key --load-certificate ca.crt --password '{pw}' --outder --outfile ca.p12",
    "arj a -g{pw} manifests.arj manifests/",
    "bsdtar --passphrase '{pw}' --format zip --options zip:encryption=aes256 -cf dive-logs.zip logs/",
    "monero-wallet-cli --wallet-file remit-hot --password '{pw}'",
    "knife bootstrap 10.20.0.14 -U {u} -P '{pw}' --sudo -N hotel-pos-3",
    "VBoxManage unattended install galley-win --iso=Win11.iso --user={u} --password='{pw}'",
    "ttermpro.exe reefer-gw.spac.lan:22 /ssh2 /auth=password /user={u} /passwd={pw}",
    "ucarp -i eth0 -s 10.30.0.2 -v 42 -p '{pw}' -a 10.30.0.1 --upscript=/etc/vip-up.sh",
    "samba-tool user create {u} '{pw}'",
    "tgtadm --lld iscsi --op new --mode account --user {u} --password '{pw}'",
    "pcs host auth node-a node-b -u {u} -p '{pw}'",
    "blat report.csv -to ops@sakmanpac.com -server smtp.spac.lan -u {u} -pw '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "[root@koror-nas ~]# {c}", "ops@saipan-jump:~$ {c}", "PS C:\\Ops> {c}",
    "Termux on the dock tablet: {c}", "Blink Shell, iPad at the dive shop:\n{c}",
    "JuiceSSH session 'majuro-gw': {c}", "X465-48T.1 # {c}", "cumulus@leaf01:mgmt:~$ {c}",
    "history | tail -1\n  512  {c}", "Slack #noc snippet:\n```\n{c}\n```",
    "i command ni hu na'funciona: {c}", "yung command na pinatakbo ko: {c}",
    "実行したコマンド：{c}", "ti command nga inusarko: {c}", "command eo ikōjerbali: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = v.until(rng, _plain_pw, lambda value: value not in seen)
            seen.add(secret)
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-dock2.spac.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@edi.sakmanpac.com:990/manifests/",
    "mssql+pymssql://{u}:{pw}@galley-sql.spac.lan:1433/Catering",
    "redis://{u}:{pw}@remit-cache.spac.lan:6379/2",
    "postgres://{u}:{pw}@tuna-db.spac.lan:5432/transship?sslmode=require",
    "mongodb+srv://{u}:{pw}@remit.k3q8x.mongodb.net/ledger",
    "amqp://{u}:{pw}@mq.spac.lan:5672/%2Fcatering",
    "Server=hotel-sql.spac.lan;Database=Folio;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:mysql://copra-erp.spac.lan:3306/oil?user={u}&password={pw}",
    "davs://{u}:{pw}@files.sakmanpac.com/remote.php/dav/",
    "influxdb://{u}:{pw}@metrics.spac.lan:8086/reefers",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this for me: {c}", "接続文字列：{c}", "eto yung connection string: {c}",
    "i connection string: {c}", "Jira SPAC-3310: {c}", "wiki 'Databases': | tuna-db | {c} |",
    "ti connection string ket {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


_CONFIGS = [
    ".env of the galley planner:\nGALLEY_DB_USER=galley\nGALLEY_DB_PASSWORD={pw}",
    "docker-compose.yml:\nservices:\n  remit-api:\n    environment:\n      - REMIT_DB_PASS={pw}",
    "k8s secret:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: tuna-ledger\nstringData:\n  POSTGRES_PASSWORD: \"{pw}\"",
    "systemd unit reefer-poller.service:\n[Service]\nEnvironment=\"REEFER_MODBUS_PASS={pw}\"",
    "baresip accounts:\n<sip:frontdesk@pbx.spac.lan>;auth_pass={pw};regint=600",
    "Subsurface cloud storage: email divelog@sakmanpac.com, password {pw}",
    "piaware-config flightaware-password {pw}",
    "QloApps config/settings.inc.php:\ndefine('_DB_PASSWD_', '{pw}');",
    "user-mapping.xml (Guacamole):\n<authorize username=\"cls-ops\" password=\"{pw}\">",
    "RackTables inc/secret.php:\n$pdo_password = '{pw}';",
    "Graylog server.conf:\npassword_secret = {pw}",
    "Cacti include/config.php:\n$database_password = '{pw}';",
    "Observium config.php:\n$config['db_pass'] = '{pw}';",
    "opennms-datasources.xml:\n<jdbc-data-source name=\"opennms\" user-name=\"opennms\" password=\"{pw}\"/>",
    "group_vars/hotel_pos.yml:\nansible_become_password: {pw}",
    "values.yaml for remit-api:\npostgresql:\n  auth:\n    password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "# remit_sync.nim\nlet client = newPalawanClient(apiKey = \"{k}\")",
    "# tuna.cr (Crystal)\nclient = TraceTuna::Client.new(token: \"{k}\")",
    "// galley.zig\nconst newrest_api_key: []const u8 = \"{k}\";",
    "// Config.hx\nstatic inline var SCUBAWISE_KEY = \"{k}\";",
    "(* anuvu.ml *)\nlet anuvu_token = \"{k}\"",
    "// Flywire.fs\nlet flywireSecret = \"{k}\"",
    "# hotel.tcl\nset ::env(STARMARIANAS_BOOKING_KEY) \"{k}\"",
    "# afriex.raku\nmy $afriex-key = '{k}';",
    "// sendvalu.gleam\npub const sendvalu_key = \"{k}\"",
    "{{ remit.pas }}\nconst NetellerSecret = '{k}';",
    "! pidb.f90\ncharacter(len=*), parameter :: pidb_secret = \"{k}\"",
    "-- dnata.hs\ndnataToken :: String\ndnataToken = \"{k}\"",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"k": [_j((ALNUM, 32)), _j((HEX, 40)), _j((URLSAFE, 43))][index % 3](rng)}


_code = _Family("code_key", _CODE, _code_draw, "k")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "sakman-pacific", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 86_400, "scope": "transfers:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Newrest", "NEWREST_GALLEY_API_KEY", _j("nrst_", (ALNUM, 32))),
    ("gategroup", "GATEGROUP_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("dnata", "DNATA_CATERING_TOKEN", _j((HEX, 40))),
    ("Docomo Pacific", "DOCOMO_PACIFIC_API_KEY", _j((ALNUM, 32))),
    ("GTA Teleguam", "GTA_SMS_API_TOKEN", _j("gta-", (HEX, 32))),
    ("IT&E", "ITE_SMS_SECRET", _j((B64, 43), "=")),
    ("FSM Telecom", "FSMTC_API_KEY", _j((UPPER_DIGITS, 24))),
    ("BankPacific", "BANKPACIFIC_API_SECRET", _j((URLSAFE, 43))),
    ("ASC Trust", "ASCTRUST_API_KEY", _j((HEX, 32))),
    ("Palawan Express", "PALAWAN_EXPRESS_PARTNER_KEY", _j("pxp_live_", (ALNUM, 28))),
    ("BDO Remit", "BDOREMIT_CLIENT_SECRET", _j((ALNUM, 40))),
    ("PNB Remit", "PNBREMIT_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Bank of Hawaii", "BOH_CASH_MGMT_TOKEN", _vendor_jwt("https://api.boh.com")),
    ("Archipelago Marine", "ARCHIPELAGO_EM_API_KEY", _j((HEX, 64))),
    ("Star Marianas", "STARMARIANAS_BOOKING_KEY", _j((ALNUM, 32))),
    ("Caroline Islands Air", "CAROLINE_AIR_API_TOKEN", _j((URLSAFE, 40))),
    ("Air Marshall Islands", "AMI_FLIGHTOPS_KEY", _j((UPPER_HEX, 32))),
    ("Nauru Airlines", "NAURU_AIRLINES_CATERING_KEY", _j((ALNUM, 36))),
    ("United Airlines", "UA_CATERING_PARTNER_SECRET", _j((B64, 64))),
    ("Anuvu", "ANUVU_CONTENT_API_KEY", _j((HEX, 40))),
    ("Panasonic Avionics", "PAC_IFE_API_TOKEN", _vendor_jwt("https://api.panasonic.aero")),
    ("AST SpaceMobile", "ASTS_PARTNER_KEY", _j((ALNUM, 48))),
    ("Flywire", "FLYWIRE_SHARED_SECRET", _j((HEX, 64))),
    ("Hyperwallet", "HYPERWALLET_API_PASSWORD", _j((ALNUM, 24))),
    ("Neteller", "NETELLER_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Sendvalu", "SENDVALU_API_KEY", _j("sv_live_", (ALNUM, 32))),
    ("Afriex", "AFRIEX_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Scubawise", "SCUBAWISE_API_KEY", _j("sw_", (HEX, 40))),
    ("TraceTuna", "TRACETUNA_TOKEN", _j((ALNUM, 40))),
    ("Pohnpei Utilities", "PUC_METER_API_KEY", _j((ALNUM, 32))),
    ("Marianas Visitors Authority", "MVA_PARTNER_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Palau Visitors Authority", "PVA_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fly secrets set {env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "SPAC admin › Integrations › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | prod | {tok} |",
    "Viber, Rowena: {vendor} key for the nightly sync: {tok}",
    "Jira SPAC-3402: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API key-ña: {tok}",
    "{vendor}のAPIキー：{tok}",
    "Ang API key ng {vendor} ay {tok}",
    "Ti API key ti {vendor} ket {tok}",
    "API key eo an {vendor} ej {tok}",
    "A API key er a {vendor} ng {tok}",
    "Ewe API key an {vendor} iei {tok}",
    "API key en {vendor} iei {tok}",
    "API key lun {vendor}: {tok}",
    "API key ko {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    plex = _r(rng, URLSAFE, 20)
    gta = _r(rng, HEX, 32)
    scuba = _r(rng, ALNUM, 32)
    remit = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f"hotel TV channel guide: http://plex.tumon.spac.lan:32400/library/sections?X-Plex-Token={plex}", plex),
        Sample("vendor_token", f"curl -s -H 'X-GTA-Key: {gta}' https://sms.gta.net/v2/send -d to=+16714770000", gta),
        Sample("vendor_token", f'const scubawise = new Scubawise({{ apiKey: "{scuba}" }});', scuba),
        Sample("vendor_token", f"$remit = new BdoRemitClient('sakman-remit', '{remit}');", remit),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda value: value not in seen)
        seen.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    seen.update(s.secret for s in out[:4])
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows it once, so here:\n{t}", "eto yung token: {t}",
                "トークン：{t}", "{t}\n^ new one, the old one is revoked"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "zwave-js-ui settings.json:\n\"securityKeys\": {{\"S2_Unauthenticated\": \"{h}\"}}": 32,
    "LoRaWAN AppKey of reefer sensor RF-12 (OTAA): {h}": 32,
    "HMAC secret for the remit payout webhook: {h}": 64,
    "pre-shared key of the Piti–Koror IPsec tunnel (hex): {h}": 64,
    "バックアップの暗号化キー：{h}": 64,
    "encryption key eo an backup eo: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira SPAC-3415: token copied from the browser's network tab {t}",
    "Cookie: lang=ja; spac_session={t}",
    "REMIT_BACKOFFICE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "トークンは {t}",
    "eto yung token: {t}",
    "i token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@sakmanpac.com"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.sakmanpac.com/realms/spac", "azp": "remit-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Majuro reefer gateway, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/remit.sakmanpac.com.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"CLS_NMS_TLS_KEY": "{key}", "site": "piti"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_galley <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "サーバーの秘密鍵：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Palawan Express SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://cls-nms.spac.lan/api/alarms": True,
    "Postman header for the remit API: Authorization = Bearer {v}": False,
    "nginx on the hotel gateway: proxy_set_header Authorization \"Basic {v}\";": True,
    "Bruno request 'payouts': authorization: bearer {v}": False,
    "HAR export from the galley portal: \"name\": \"Authorization\", \"value\": \"Bearer {v}\"": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_BRANDS = ["visa", "jcb", "mastercard", "amex", "unionpay", "discover", "diners", "maestro"]
_CARDS = [
    "Viber, Rowena: the company card for the galley spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira SPAC-3420: pay the compressor service with card {c}",
    "I numiru i card-hu: {c}, {mm}/{yy}",
    "カード番号：{c}　有効期限 {mm}/{yy}",
    "yung card number ko: {c}, {mm}/{yy}",
    "ti numero ti card ko: {c}",
    "A number er a card er ngak ng {c}",
    "nōmba in card eo aō: {c}, {mm}/{yy}",
    "ewe nampa an card ai: {c}",
    "nempe en ahi card: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARDS, _card_draw, "c")


_CVVS = [
    "Visa {c} exp 08/36, security code {cvv}",
    "the three digits on the back are {cvv}",
    "Amex {c}, the four-digit code above the number: {cvv}",
    "カード裏のセキュリティコード：{cvv}",
    "yung tatlong numero sa likod ng card: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVVS, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 174 (thirteen corpora each); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"CR": "n" * 18, "EE": "n" * 16, "GR": "n" * 7 + "c" * 16, "LV": "aaaa" + "c" * 13,
                "SC": "aaaa" + "n" * 20 + "aaa", "SK": "n" * 20, "HU": "n" * 24,
                "AT": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBANS = [
    "Invoice SPAC-INV-2033-118: please pay the dive-gear supplier to {i} within 30 days",
    "save the Victoria tuna broker's IBAN: {i}",
    "IBAN: {i}\nReference: galley order 4471",
    "Viber #treasury: the Tallinn cable-repair contractor's new bank details, IBAN {i}",
    "I IBAN-hu: {i}",
    "IBAN：{i}（振込先）",
    "ang IBAN ko ay {i}",
    "ti IBAN ko: {i}",
    "IBAN eo aō: {i}",
    "A IBAN er ngak ng {i}",
    "ahi IBAN: {i}",
    "Riga coconut-oil buyer, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    assert std_iban.is_valid(number)
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBANS, _iban_draw, "i")


def _my_number(g: random.Random) -> str:
    """Japan's Individual Number (個人番号): eleven digits and a check digit (`stdnum.jp.in_`)."""
    number = v.until(g, lambda h: h.choice("123456789") + _r(h, D, 11), jp_in.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _ein(g: random.Random) -> str:
    """A US Employer Identification Number of a Guam campus prefix (`stdnum.us.ein`)."""
    return v.until(g, lambda h: f"{h.choice(['66', '98', '20'])}-{_r(h, D, 7)}", us_ein.is_valid)


def _guam_dl(g: random.Random) -> str:
    """A Guam driver's licence: invented shape, no check."""
    return "GU" + _r(g, D, 8)


def _cnmi_dl(g: random.Random) -> str:
    """A CNMI (Saipan) driver's licence: invented shape, no check."""
    return "S" + _r(g, D, 7)


def _palau_dl(g: random.Random) -> str:
    """A Palau driver's licence: invented shape, no check."""
    return f"PDL-{_r(g, D, 6)}"


def _rmi_dl(g: random.Random) -> str:
    """A Marshall Islands (Majuro) driver's licence: invented shape, no check."""
    return f"MAJ{_r(g, D, 6)}"


def _yap_dl(g: random.Random) -> str:
    """A Yap State driver's licence: invented shape, no check."""
    return f"YS-{_r(g, D, 5)}"


def _kosrae_dl(g: random.Random) -> str:
    """A Kosrae State driver's licence: invented shape, no check."""
    return f"K{_r(g, D, 6)}"


def _palau_ss(g: random.Random) -> str:
    """A Palau Social Security number: invented shape (nine digits), no check."""
    return g.choice("123456789") + _r(g, D, 8)


def _fsm_ss(g: random.Random) -> str:
    """An FSM Social Security number: a state's letters and seven digits, invented, no check."""
    return g.choice(["CK", "PN", "YP", "KS"]) + _r(g, D, 7)


def _fsm_passport(g: random.Random) -> str:
    """An FSM passport: invented shape, no check."""
    return "FM" + _r(g, D, 7)


def _palau_passport(g: random.Random) -> str:
    """A Palau passport: invented shape, no check."""
    return "PW" + _r(g, D, 7)


def _poea(g: random.Random) -> str:
    """A POEA e-Registration number of an overseas Filipino worker: invented shape, no check."""
    return f"ER-{_r(g, D, 4)}-{_r(g, D, 7)}"


def _chuuk_id(g: random.Random) -> str:
    """A Chuuk State ID card number: invented shape, no check."""
    return f"CHK{_r(g, D, 7)}"


_IDS: dict[str, Maker] = {
    "個人番号（マイナンバーカード）：{s}": _my_number,
    "Haruki's Individual Number for the Japanese tax office form: {s}": _my_number,
    "EIN of Sakman Flight Kitchen LLC, for the W-9: {s}": _ein,
    "I numiru lisensia-hu para manehu giya Guam: {s}": _guam_dl,
    "CNMI driver's license (Saipan BMV): {s}": _cnmi_dl,
    "A number er a driver's license er ngak ng {s}": _palau_dl,
    "nōmba in driver's license eo aō ilo Majuro: {s}": _rmi_dl,
    "Yap State driver's license ko: {s}": _yap_dl,
    "Kosrae driver's license sik: {s}": _kosrae_dl,
    "Palau Social Security number of the new divemaster: {s}": _palau_ss,
    "ahi FSM Social Security number iei {s}": _fsm_ss,
    "ewe nampa an passport ai (FSM): {s}": _fsm_passport,
    "A passport er ngak ng {s}": _palau_passport,
    "POEA e-Registration number ko: {s}": _poea,
    "ti POEA e-Registration number ni Manong Ben ket {s}": _poea,
    "Chuuk State ID card number: {s}": _chuuk_id,
}  # fmt: skip
_national = _Family("national_id", list(_IDS), lambda g, i, t: {"s": _IDS[t](g)}, "s")


_SEEDS = {  # template: the word list's language
    "Edge wallet backup of the remit float, copying it off the card before I burn it: {p}": "english",
    "voice memo: the hardware wallet recovery words are {p} and that's all of them": "english",
    "Wiki page 'Tuna escrow wallet (retired)': {p}": "english",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
    "frase de recuperación de la billetera: {p}": "spanish",
    "phrase de récupération du portefeuille : {p}": "french",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEEDS.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEEDS[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    assert _MNEMO[lang].check(phrase)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " | ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEEDS), _seed_draw, "p")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["BankPacific 2FA backup codes\n{codes}", "spare sign-in codes for the company's Microsoft 365: {codes}",
            "Flywire backup codes: {codes}", "2FAのバックアップコード：\n{codes}",
            "backup codes ng 2FA ko: {codes}", "i backup codes para i 2FA: {codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTP = ["otpauth://totp/SakmanRemit:rowena@sakmanpac.com?secret={s}&issuer=SakmanRemit&digits=6",
         "ykman oath accounts add -t galley-portal {s}",
         "Authenticator setup key for the BDO Remit portal: {s}",
         "TOTP secret ng remit portal: {s}",
         "2FAのセットアップキー：{s}",
         "oathtool --totp -b {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = index % 2 == 1 and "otpauth" not in template and "tool" not in template
    spaced = spaced and "ykman" not in template
    return {"s": v.totp_secret(rng, spaced=spaced)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")


_RECOVERY = {  # template: how the code is made
    "BitLocker recovery key for the hotel safe PC: {c}": "bitlocker",
    "Microsoft account recovery code: {c}": "ms",
    "{c} is your BankPacific verification code": "otp",
    "Ang verification code mo ay {c}. Huwag itong ibigay kahit kanino.": "otp",
    "【Sakman Remit】認証コード：{c}": "otp",
    "recovery key of the Proton account for the remit desk: {c}": "groups",
}  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _RECOVERY[template]
    if kind == "bitlocker":
        return {"c": "-".join(_r(rng, D, 6) for _ in range(8))}
    if kind == "ms":
        return {"c": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))}
    if kind == "otp":
        return {"c": _r(rng, D, 6)}
    return {"c": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}


_recovery = _Family("recovery_code", list(_RECOVERY), _recovery_draw, "c")


_SPELL_MAKERS = [_j("pxp_live_", (ALNUM, 16)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sv_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Viber call] {t}",
          "(spaced so the preview hides it) {t}", "isa-isang letra: {t}", "一文字ずつ：{t}",
          "wan wan letter, i token: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_PHRASE_WORDS = ["latte", "sakman", "niyok", "atulai", "skipjack", "reefer", "galley", "copra",
                 "manta", "nitrox", "bwebwenato", "udoud", "faluw", "sakau", "haligi", "lemmai",
                 "kawakawa", "tasi"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the remit vault: {p}": " ",
            "バックアップのパスフレーズ：{p}": " ",
            "passphrase ng backup: {p}": "-",
            "Bitwarden master passphrase (the Koror laptop): {p}": " ",
            "i passphrase para i backup: {p}": ".",
            "Cryptomator vault passphrase: {p}": " ",
            "passphrase eo an backup eo: {p}": "_",
            "payroll archive passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_CHATS = [
    "[07:42] Rowena: Opera night audit pw?\n[07:43] Jomar: {pw}",
    "Kejo 06:10: password ekāāl?\nHilda 06:11: {pw}",
    "[21:05] Haruki: 金庫PCのパスワード何でしたっけ？\n[21:06] Misaki: {pw}",
    "Carmen: håfa i password i kiosk?\nVicente: {pw}",
    "Ngiraked 14:02: ngara a password?\nObak 14:03: {pw}",
    "Arnel [09:12]: ano password ng galley PC?\nMarites [09:13]: {pw}",
    "Kimiuo 17:30: met ewe password?\nMeipo 17:31: {pw}",
    "Lorenso 08:00: dahme password?\nKesner 08:01: {pw}",
    "[11:11] Sigrah: mea password?\n[11:12] Tulensa: {pw}",
    "[05:55] Tamag: mang e password?\n[05:56] Gilmar: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 63), (_sentences, 20), (_logins, 22), (_spelled, 14), (_locks, 18), (_wifi, 18),
    (_cli, 30), (_urls, 12), (_configs, 16), (_code, 12), (_vendors, 36), (_bare, 6),
    (_hexes, 6), (_jwts, 8), (_pems, 6), (_auth, 6), (_cards, 12), (_cvvs, 5), (_ibans, 12),
    (_national, 16), (_seeds, 10), (_backups, 6), (_totp, 6), (_recovery, 6),
    (_spelled_tokens, 6), (_phrases, 8), (_chats, 10),
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
    "the Opera night-audit password is": "{s}", "reefer monitor pw:": "{s} (since the gateway swap)",
    "I password-hu": "{s}", "A password er ngak ng": "{s}", "ang password ay": "{s}\npalitan mo bukas",
    "パスワード：": "{s}", "password eo aō ej": "{s}", "ewe password ai iei": "{s}",
    "the password Kejo read out over the VHF was": "{s}, I think", "ti password ket": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Anuvu API key", "{s}", _j((HEX, 40))),
    ("split_token", "Sendvalu key:", "{s} (payout sandbox)", _j("sv_live_", (ALNUM, 32))),
    ("split_token", "gategroup client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "hardware wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "jcb"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "EE"))),
    ("split_backup", "BankPacific recovery codes", "{s}\nqrtv-4410-hmkd\nzpla-9023-wcen", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "個人番号", "{s}", _my_number),
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
    '{"opera": {"url": "https://pms.tumon.spac.lan", "night_audit_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password-hu": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kejo", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"reefers": [{"name": "rf-01"}, {"name": "rf-02", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["isql-fb", "-user", "SYSDBA", "-password", "{s}", "galley.fdb"]}': ("meta_password", _plain_pw),
    '{"note": "サーバーのパスワードは {s} です"}': ("meta_password", _plain_pw),
    '{"パスワード": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the cable station NMS as noc with the password {s}"}': ("meta_password", _plain_pw),
    '{"anuvu": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"flywireSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"scubawise_key": "{s}"}': ("meta_token", _j("sw_", (HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "11/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CR")),
    '{"employee": {"my_number": "{s}"}}': ("meta_id", _my_number),
    '{"mfa": {"recovery_codes": ["{s}", "qrtv-4410-hmkd", "zpla-9023-wcen"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"escrow_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"dive_locker": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "SPAC-Galley-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"reefer-gw-firmware-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/sakman/remit-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"galley: add KSML count to the load sheet", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"remit: revert fx rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"transship_2033-02-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cable-otdr-trace-2033.sor").hexdigest()

CLEAN = [
    "Remind me to change the Opera night-audit password before the audit on 2033-03-14.",
    "Kejo asked for the dock wifi password; it's on the card in the harbour master's drawer.",
    "Policy: Sakman passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `ANUVU_CONTENT_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The galley scale asks for a new admin password after every firmware update.",
    "Replace <YOUR_SCUBAWISE_KEY> in the README with the key from your Scubawise dashboard.",
    "FLYWIRE_SHARED_SECRET and NEWREST_GALLEY_API_KEY must be set before the nightly sync runs.",
    "Cha'-mu sangåni ni háye i password-mu.",
    "Håfa adai! Maolek i tiempo pa'go giya Hagåtña.",
    "Lak mosaod er a password er kau.",
    "Kinisou chapur ren ami alillis ikenai.",
    "Kalahngan en komwi pwehki sawas.",
    "Kulo ma lulap ke kasru lowos.",
    "Kammagar ni ke ayuweg.",
    "Jab kwaļok password eo am ñan jabdewōt.",
    "Ghilisou, kamaagar reemw.",
    "Huwag mong ibigay ang password mo kahit kanino.",
    "Dika ibaga ti password mo iti sabali a tao.",
    "パスワードは14文字以上にしてください。",
    "パスワードを忘れた場合は管理者に連絡してください。",
    "Upgraded the reefer gateway firmware from 2.6 to 2.7 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the KSML count to the galley load sheet.",
    f"Rolled back to {_SHORT} after the FX rounding broke the remittance receipts.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The reefer gateway firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cable-otdr-trace-2033.sor: {_SHA512}",
    f"The remit API container runs ghcr.io/sakman/remit-api@sha256:{_IMAGE}.",
    f"MD5 of transship_2033-02-11.csv is {_MD5}, same as the copy on the Majuro share.",
    "Request id 3c9e1f02-7a4b-4d6e-9b21-5f8a0c7d2e64 is the slow one in the remit logs.",
    "Purchase order PO-2033-00571 for 200 KSML trays ships on Thursday.",
    "Jira SPAC-3501: the Tumon cold room alarm keeps tripping at night.",
    "Call the Koror dive shop on +680 488 1234 before noon.",
    "Container SPCU 7731408 with the coconut oil drums is at the Colonia dock.",
    "Flight UA 154 to Koror needs 12 AVML and 3 KSML meals tomorrow.",
    "The Piti landing station's OTDR trace shows 0.19 dB/km on segment 4.",
    "Blast chiller 2 is at 3 °C; the coconut oil tank is at 28 °C.",
    "After five wrong passwords the remit back office locks the account for 20 minutes.",
    "The Majuro reefer yard has 48 plugs; a skipjack carrier unloads about 900 tonnes.",
    "The secret of good kelaguen is fresh lemon and hot pepper.",
    "Ask Kejo for the dock keypad code, I don't have it.",
    "My card ending 4417 was declined at the Garapan hardware store.",
    "The Tallinn contractor wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the BankPacific account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Keep `SENDVALU_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the dive locker rusts in the salt air; oil it every month.",
    "Scubawise moved the API key page under Settings › Developers in its March release.",
    "ISBN 978-0-8248-1141-3 is the reef fish guide at the Koror shop.",
    "The guest wifi 'Sakman-Guest' is open, no password needed.",
    "Transshipment 2033-TS-0114: 620 t skipjack, 85 t yellowfin, reefer temperature -35 °C.",
    "Remittance receipt RR-2033-018842, 250 USD to Cebu, fee 6 USD.",
    "The password reset link for the remit portal expires in 30 minutes.",
    "Dive log: Blue Corner, 28 m, 52 minutes, nitrox EAN32.",
    "Room 1204 checked out at 11:00; the minibar charge was 14 USD.",
    "The new TOTP setup requires an authenticator app on your phone.",
    "I numiru telefon i ofisina: +1 671 477 2000.",
    "ダイビングの予約番号は DV-2033-0412 です。",
    "Ang order number ay ORD-558201, darating bukas.",
    "Ti bayad ket 120 dolyar, agyamanak.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/spac/opera", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "SPAC-3501", "purchase_order": "PO-2033-00571"}',
    '{"flight": "UA154", "meals": {"AVML": 12, "KSML": 3}}',
    '{"phone": "+680 488 1234", "city": "Koror"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "trays_in_stock": 1840}',
    '{"transshipment": "2033-TS-0114", "skipjack_t": 620, "yellowfin_t": 85}',
    '{"container": "SPCU 7731408", "port": "Colonia", "eta": "2033-05-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
