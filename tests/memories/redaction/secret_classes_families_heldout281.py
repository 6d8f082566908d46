# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eighty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventy-seventh's
docstring, the fifth to two-hundred-and-seventy-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-seventy-eighth, two-hundred-and-seventy-ninth and two-hundred-and-eightieth),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (281604937), password words (an
Ivatan or Ifugao word and a number, `tinawon-tapey542`; a place and a year; a garlic lot in
kilograms, `Bawang25kg#41`; a boat trip's time and port; a roast temperature, `Roast207C&Tapey`;
a typhoon's name and year; a Korean student's name and birthday, `seoyeon0114!#`; leet place
names; a generator's four dashed groups; random runs), names, places, templates, tools, vendors
and layouts, the way the staff of a fictional company (Payaman Northroad, with a stone-house
homestay in Basco, a garlic trading office, a rice-terrace guide desk in Banaue, a coffee
roastery in Sagada and a boat-ticket counter at Aparri) and its Korean student guests leak
secrets into an assistant's memory. Every company, person, address and number is fictional; only
the region (Batanes and the Cordillera, with Aparri in Cagayan) is real. The texts are chats with
times, tickets, wiki tables and breadcrumbs, notes, e-mails, runbooks, READMEs, shell prompts,
voice-memo transcripts, dictated and spelled text and requests to the assistant itself; the
separators run from a colon, "is" and a dash to an arrow, an emoji (`🙏`, `👍`), a new line, a
table bar, `«…»`, backticks and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 277 that name each): in
none, Everytime, Smart text, Teleparty, Huky, Santoker, Bideli, Camry, Sainlogic, Gprinter,
Cherry Mobile, PisoWiFi, Termoneplus, sealos, Cloud66 and the words `Dios mamajes`, `Capian ka pa
nu Dios`, `Dios ti agngina`, `dimo ibaga`, `ditoy balay`, `kaninuman`, `Narito ang`, `vahay`,
`tatayak`, `sinadumparan`, `tinawon`, `imbayah`, `muyung`, `kanayi`, `uvod`; in one, Trengo,
Gladly, Dooray, Flow Team, GoTyme, Stronghold, Must Solar, PowMr, Misol, Sonoff, Smart Bro,
Huawei B315, ZLT, Prolink, Material Terminal, zeabur, northflank, qovery, `clever env`,
`platform variable:create`, `doctl apps`, mount_smbfs, stegseek, MMDVMHost, motion's
`stream_authentication`, Porteus Kiosk and `maysa-maysa`; in two, Kaldi, Rongta, Kerlink, Cool
Retro Term, scalingo, Apifox, Ronin Wallet, Raivo, OTP Auth, Keyguard, ncpmount, mount_afp,
`plesk bin`, `v-change-user-password`, whmapi1, virtualmin, addprinc, `zfs load-key`, `smbpasswd
-a`, `jf config`, `android.injected.signing`, nmcli's `gsm.pin`, `ubus call`, netsh's `Key
Content`, kismet's `httpd_password`, CouchDB's `local.ini`, eapol_test, Guacamole's
`user-mapping.xml`, znc.conf, weechat's `irc.server`, `kalpasanna` and `daytoy ti`; in three to
five, Jandi, UserLAnd, Andronix, Tilda, Royal TSX, Prompt 3, fly.toml, pm2's `env_production`,
Milkman, Firecamp, Talend API Tester, Eternl, Yoroi, Myki, KeePassium, MacPass, `ftp -n`,
duplicati, changepass.pl, radclient, radtest, sipsak, `netsh wlan set hostednetwork`, Pat's
`secure_login_password`, `uci set`, ffmpeg's `-rtsp_transport`, imapsync, bendsql, tarantoolctl,
keepassxc-cli and `agyamanak`; in six to eight, openfortivpn, samba-tool, swaks, sqsh, vpncmd,
mosquitto_passwd, etcdctl and ysqlsh. Ivatan appears in one, Ifugao in two, Ilocano in eight,
Taglish in five. The common layouts (env files, `export`, database URLs, Spring, WordPress,
Laravel, Django and RabbitMQ configs, upsmon's `MONITOR` line, JWTs, PEM blocks, `otpauth://`,
Basic and Bearer headers, the `WIFI:` QR string) are in wordings of their own.

About half of the secret samples are in other languages than English: Ilocano texting (`ti
password … ket …` "the password is", `daytoy ti` "this is", `baro` "new", `dimo ibaga iti
siasinoman` "don't tell anyone", `agyamanak` and `Dios ti agngina` "thanks", `ditoy balay` "here
at the house", `kalpasanna` "after that", `maysa-maysa` "one by one", `nagan ti user` "user
name", `awan ti space`, `isurat mo tapno malagip` "write it down so you remember", `uppat a
numero iti sango` "the four numbers on the front"); Taglish and Filipino (`yung password ng … ay`, `eto yung`, `pw`, `wag mo sabihin kahit
kanino ha`, `Huwag ibahagi kaninuman`, `Narito ang`, `salamat po`, `tapos … sa dulo`, `isa-isa`,
`yung apat na numero sa harap`); Ivatan (`Dios mamajes` "thanks", `Capian ka pa nu Dios`
"goodbye", and words: `vahay`, `vakul`, `tatayak`, `payaman`, `dibang`, `sinadumparan`, `uvod`,
`kanayi`); Ifugao words (`payo`, `alang`, `tinawon`, `hudhud`, `punnuk`, `bulul`, `muyung`,
`imbayah`); and the Korean of student tourists (`비밀번호`, `비번`, `아이디`, `… 입니다`, `아무한테도
말하지 마`, `고마워`, `감사합니다`, `인증번호 [Web발신]`, `한 글자씩`, `API 키`, `복구 키`, `백업 코드`,
`주민등록번호`, `여권번호`, `도어락`); a few lines in Spanish, Japanese and German. The wordings are the
author's approximations, checked by no speaker; the thinnest guesses are the Ivatan ones (`Capian
ka pa nu Dios`, and the Ivatan words used as if in passwords), then Ilocano's `nagan ti user`,
`uppat a numero iti sango`, `isurat mo tapno malagip` and `awan ti
space`, then the Ifugao words (nouns only, no grammar is attempted).

Vendors (by grep, in no earlier corpus: Transportify, Toktok, GoGo Xpress, Roastpath, Trazy,
2GoTravel, Mober, Sendah, PalawanPay, ML Kwarta Padala, 7-Connect, Bayad Center, Multisys,
Promotexter, Taxumo, JuanTax, Booky, Pickaroo, MetroMart, Withlocals, Montenegro Lines, FastCat,
Skyjet, AirSWIFT, Ohayami Trans, Coda Lines, GV Florida, Victory Liner, Philtranco, Socar,
Creatrip, Konest, AutoSweep, Easytrip, Tripid, Roast Rebels, Bellwether, Mill City, Beanscale,
Coffeelab, Surf2Sawa, Tripkada, Ubigi and Nomad eSIM; in one: Cropster and Barkota). No shape
here is one the author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case
and alphanumeric runs, UUIDs, JWTs for 2GoTravel, JuanTax and Ubigi, and the `ggx_`,
`sdh_live_`, `vl_`, `bw_` and `bs_sk_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: South Korea's
resident registration number (`stdnum.kr.rrn`) and business registration number
(`stdnum.kr.brn`), Taiwan's unified business number (`stdnum.tw.ubn`, the Lanyu partner's) and
Vietnam's tax code (`stdnum.vn.mst`). Kinds no library or this file checks (no check-digit
algorithm is written here; the shapes are guesses): the PhilSys card number, the Philippine TIN,
SSS, PhilHealth, Pag-IBIG MID and UMID numbers, a Philippine driver's licence, Philippine and
Korean passports. Card numbers pass Luhn (guessed BancNet and Korean BC prefixes drawn here, and
the value helpers' Visa, Mastercard, Amex, JCB, UnionPay and Discover, checked with
python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, none read as a year. The
IBANs are of Tunisia, the Dominican Republic, Jordan, San Marino, the British Virgin Islands,
Burundi, Djibouti and Greenland (the countries a rough count of the country codes in heldouts 5
to 277 finds least, in twenty-two to twenty-four corpora each), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Korean, Spanish, Italian,
Portuguese, Czech, Japanese and Simplified Chinese lists, each drawn until `Mnemonic(lang).check`
accepts it. Every secret is drawn again until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.tw import ubn as tw_ubn
from stdnum.vn import mst as vn_mst

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 281_604_937
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _taken(secret: str) -> bool:
    """Whether ``secret`` is unusable: too short, drawn before in this call, or in a clean text."""
    return len(secret) < 4 or secret in _USED or secret in _CLEAN_BLOB


_USED: set[str] = set()


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    drawn before, or found in a clean text, is drawn again."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(200):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if not _taken(secret):
                    break
            _USED.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


# Ivatan, Ifugao and Ilocano words, and the places of the region, as passwords are made of them.
_WORDS = ["Vahay", "Vakul", "Tatayak", "Payaman", "Dibang", "Sinadumparan", "Uvod", "Kanayi",
          "Payo", "Alang", "Tinawon", "Hudhud", "Punnuk", "Bulul", "Muyung", "Imbayah",
          "Bawang", "Etag", "Pinikpikan", "Barako", "Inabel", "Bagnet", "Tapey", "Lang-ay"]  # fmt: skip
_PLACES = ["Basco", "Mahatao", "Ivana", "Uyugan", "Sabtang", "Chavayan", "Itbayat", "Valugan",
           "Naidi", "Banaue", "Batad", "Bangaan", "Hapao", "Hungduan", "Kiangan", "Sagada",
           "Kiltepan", "Lumiang", "Echo", "Bontoc", "Aparri", "Tuguegarao", "Claveria",
           "Calayan", "Laoag", "Batac", "Sinait"]  # fmt: skip
_NAMES = ["Rodel", "Marites", "Junjun", "Leonila", "Bernardo", "Analyn", "Dexter", "Rowena",
          "Jomar", "Cheska", "Nestor", "Lorna", "Alvin", "Bugan", "Wigan", "Dulnuan", "Ignacio",
          "Florencia", "Jiwoo", "Minji", "Seoyeon", "Hyunwoo", "Dohyun", "Yerin", "Taeyang",
          "Manang Auring", "Apo Teban"]  # fmt: skip
_TYPHOONS = ["Ompong", "Lawin", "Julian", "Egay", "Kiko", "Ineng", "Pepito", "Kristine", "Ulysses"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B4t4n3s", "S4g4d4", "B4n4u3", "Iv4t4n", "H4p40", "B4w4ng", "K1lt3p4n", "V4hay",
         "Ap4rr1"]  # fmt: skip
_KOREAN = ["jiwoo", "minji", "seoyeon", "hyunwoo", "dohyun", "yerin", "taeyang", "sumin"]


def _garlic(g: random.Random) -> str:
    """A garlic lot and its weight, the way the trading office jokes a password together."""
    return f"Bawang{g.choice([5, 10, 20, 25, 40, 50])}kg{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.randrange(1990, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_WORDS, 2)) + str(g.randrange(100, 1000)),
    _garlic,
    lambda g: f"Trip{g.randrange(5, 18):02d}{g.choice(['00', '15', '30', '45'])}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"{g.choice(_NAMES).split()[-1].lower()}{g.randrange(1955, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"Roast{g.randrange(196, 231)}C{g.choice(_SYMBOLS)}{g.choice(_WORDS)}",
    _generator,
    lambda g: _r(g, ALNUM, 14),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_KOREAN)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{g.choice('!@#')}{g.choice('!@#')}",
    lambda g: f"{g.choice(_TYPHOONS)}{g.randrange(2000, 2033)}{g.choice(_SYMBOLS)}{g.choice(_WORDS).lower()}",
    lambda g: f"{g.choice(_WORDS)}{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Trengo inbox, Basco homestay: the PisoWiFi vendo admin password is {pw}",
    "Gladly conversation with Rodel: Huky 500 roaster panel password {pw}",
    "Everytime DM from Jiwoo (the student group): Smart Bro pocket wifi admin password {pw}",
    "Dooray message, Sagada roastery: Santoker R10 app password {pw}",
    "Flow Team chat, #aparri-counter: Gprinter GP-1324D web config password {pw}",
    "Jandi topic 'Banaue desk': Sainlogic weather station account password {pw}",
    "Smart text from Manang Auring: the Huawei B315 router password is {pw}",
    "GoTyme chat support, pasted by mistake: my online banking password {pw}",
    "Teleparty chat (we were watching the ferry video): Bideli roaster tablet password {pw}",
    "Camry scale app at the garlic office, admin password {pw}",
    "ZLT S10 LTE router at the Itbayat stone house: admin password {pw}",
    "Prolink PRN3009 modem at the Aparri counter, web password {pw}",
    "Cherry Mobile tablet (ticket counter POS) unlock password {pw}",
    "Must Solar inverter monitoring at the Basco homestay: password {pw}",
    "PowMr charge controller app, Sabtang cottage: password {pw}",
    "Misol WH2310 console at the Batad viewpoint: upload password {pw}",
    "Sonoff bridge in the Sagada roasting room, eWeLink password {pw}",
    "Kaldi Fortis roaster tablet, Sagada: admin password {pw}",
    "Rongta RP80 receipt printer web page, Aparri counter: password {pw}",
    "Kerlink iStation LoRa gateway above the Hapao terraces: root password {pw}",
    "Stronghold S7X roaster at the Sagada shop, service password {pw}",
    "Runbook: weighing a garlic delivery\n1. open the Camry scale app\n2. log in as office\n3. password {pw}\n4. print the lot slip",
    "README (Aparri counter PC)\nthe ticketing web app is at https://tiket.aparri.lan, admin password `{pw}`.",
    "Hi Nestor,\n\nthe root password on the Basco booking server is {pw}. Please delete this mail once it's in the vault.\n\nAgyamanak,\nLorna",
    "Incident 2032-09-03: the Kerlink gateway at Hapao was reachable from the internet with password {pw}",
    "voice memo, transcribed: the Santoker password is {pw} full stop",
    "note to self: Stronghold service password {pw}",
    "after the typhoon reset the Smart Bro password became {pw}",
    "hey assistant, please remember the roastery laptop password: {pw}",
    "Ti password ti email ko ket {pw}",
    "ti baro a password ti router ditoy balay: {pw}, dimo ibaga iti siasinoman",
    "Jomar: ti password ti server ket {pw}, agyamanak",
    "Daytoy ti password ti PisoWiFi: {pw}",
    "manong, ti pw ti tablet ti counter ket {pw} 🙏",
    "yung password ng email ko ay {pw}",
    "eto yung bagong pw ng router sa homestay: {pw}, wag mo sabihin kahit kanino ha",
    "Cheska: pw ng laptop sa roastery → {pw} salamat!",
    "Ang password ng server ay {pw}. Huwag ibahagi kaninuman.",
    "Narito ang password ng account ng opisina: {pw}",
    "ang bagong password ng Must Solar app ay «{pw}»",
    "Dios mamajes! the password for the vahay tablet is {pw}",
    "password ti alang (the storage PC) ket {pw} — Dios ti agngina",
    "이메일 비밀번호는 {pw}이에요",
    "게하 와이파이 관리자 비번: {pw} 아무한테도 말하지 마 ㅋㅋ",
    "지우: 서버 비밀번호는 {pw} 입니다. 감사합니다!",
    "민지야 내 노트북 비번 {pw} 기억해줘 고마워",
    "Ti password ti GoTyme ko ket {pw}, isurat mo tapno malagip",
    "ti password ti Kaldi tablet: {pw} (baro, idi Lunes)",
    "pw ng Sainlogic account: {pw} tapos wag ipost sa GC",
    "password ng Cherry Mobile tablet sa counter: {pw}, salamat po",
    "Bugan: ti password ti computer ti payo office ket {pw}",
    "Dulnuan: password ti Huky ket {pw} (hudhud week)",
    "Ti password mi iti Gprinter: {pw}",
    "주인아저씨가 알려준 라우터 비번은 {pw} 래요",
    "사가다 카페 노트북 비밀번호: {pw}",
    "Ivatan vahay homestay, front desk PC: password {pw} — Capian ka pa nu Dios",
    "Password para sa Rongta printer: {pw} (sinabi ni Marites)",
    "la contraseña del portátil de la tostadora es {pw}",
    "パスワードは {pw} です（サガダの焙煎所のPC）",
    "das Passwort für den Kassen-PC in Aparri lautet {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rodel", "marites.b", "junjun", "leonila", "bernardo", "analyn", "dexter.c", "rowena",
          "jomar", "cheska", "nestor", "lorna.v", "alvin", "bugan", "wigan.d", "dulnuan",
          "ignacio", "florencia", "jiwoo.kim", "minji", "seoyeon", "hyunwoo", "svc-ferry",
          "roast-op", "bawang-office"]  # fmt: skip
_LOGINS = [
    "Trengo, Lorna: the Santoker login is {u} / {pw}",
    "Gladly #2281: {u} locked out of the Huky panel, last password {pw}",
    "usr {u} pwd {pw}",
    "Jandi › Sagada › Roastery › Kaldi Fortis: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Kerlink Hapao | {u} | {pw} |",
    "sign into the Camry scale app as {u} with {pw}",
    "Gprinter login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- device: counter-pos-aparri\n  username: {u}\n  password: {pw}",
    "Dooray: account {u}, password {pw}",
    "Dexter says the booking server account is {u} and the password is {pw}",
    "device,login,password\nrongta-rp80,{u},{pw}",
    "ssh {u}@booking.basco.lan (password {pw})",
    "Flow Team: creds for the Stronghold roaster are {u} and {pw}",
    "Ti user ket {u}, ti password ket {pw}",
    "user: {u} / pw: {pw} — dimo ibaga",
    "username {u} tapos password {pw}, salamat",
    "Ang username ay {u} at ang password ay {pw}",
    "아이디 {u} 비번 {pw}",
    "아이디: {u}\n비밀번호: {pw}",
    "nagan ti user {u}, password {pw}, agyamanak",
    "Usuario {u}, contraseña {pw}",
    "ユーザー名 {u} パスワード {pw}",
    "Benutzername {u}, Passwort {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["vahay", "tatayak", "payaman", "dibang", "sinadumparan", "tinawon", "hudhud",
               "punnuk", "bulul", "muyung", "imbayah", "pinikpikan", "barako", "inabel",
               "bagnet", "tapey", "kiltepan", "valugan"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, and right after it the number {d}",
    "for the booking server it's {w} with {d} at the end",
    "voice memo: the homestay wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits together",
    "ti password ket ti balikas a {w}, kalpasanna {d}",
    "yung password ay yung salitang {w} tapos {d} sa dulo",
    "Ang password ay ang salitang {w}, susundan ng {d}",
    "비밀번호는 {w}라는 단어 다음에 {d} 붙여서",
    "ti pw ket {w} sa dulo ket {d}, awan ti space",
    "password: {w} (ivatan word) plus {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mount_smbfs //{u}:{pw}@nas.basco.lan/bookings /Volumes/bookings",
    "ncpmount -S OLDNW -U {u} -P '{pw}' /mnt/archive",
    "mount_afp afp://{u}:{pw}@mac-mini.sagada.lan/Roasts /Volumes/Roasts",
    "plesk bin admin --set-admin-password -passwd '{pw}'",
    "v-change-user-password {u} '{pw}'",
    "whmapi1 passwd user={u} password='{pw}'",
    "virtualmin create-domain --domain tiket-aparri.ph --user {u} --pass '{pw}' --unix --dir --web",
    "/usr/share/webmin/changepass.pl /etc/webmin {u} '{pw}'",
    "kadmin -p admin/admin -q 'addprinc -pw {pw} {u}'",
    "echo 'User-Name={u},User-Password={pw}' | radclient -x radius.basco.lan auth testing123",
    "radtest {u} '{pw}' radius.basco.lan 0 testing123",
    "sipsak -s sip:{u}@pbx.aparri.lan -a '{pw}' -U",
    "./gradlew assembleRelease -Pandroid.injected.signing.store.password='{pw}' -Pandroid.injected.signing.key.alias=tiket",
    "jf config add aparri --url=https://art.aparri.lan --user={u} --password='{pw}' --interactive=false",
    "ffmpeg -rtsp_transport tcp -i 'rtsp://{u}:{pw}@cam-pier.aparri.lan:554/ch1' -frames:v 1 pier.jpg",
    "ftp -n ftp.basco.lan <<EOF\nuser {u} {pw}\nput bookings.csv\nEOF",
    "smbpasswd -a {u} <<< $'{pw}\\n{pw}'",
    "netsh wlan set hostednetwork mode=allow ssid=Counter-Hotspot key={pw}",
    "imapsync --host1 mail.old.ph --user1 {u} --password1 '{pw}' --host2 imap.basco.ph --user2 {u} --passfile2 /root/p2",
    "swaks --to ops@basco.ph --server smtp.basco.ph:587 -tls --auth-user {u} --auth-password '{pw}'",
    "sqsh -S SQLPOS -U {u} -P '{pw}' -D tickets",
    "keepassxc-cli open bookings.kdbx <<< '{pw}'",
    "zfs load-key -L prompt tank/roasts <<< '{pw}'",
    "stegseek --crack beans.jpg -wl <(echo '{pw}')",
    "openfortivpn vpn.garlic-office.ph:443 -u {u} -p '{pw}'",
    "vpncmd /SERVER vpn.basco.lan:5555 /PASSWORD:{pw} /CMD UserList",
    "duplicati-cli backup file:///mnt/usb /srv/roastlogs --passphrase='{pw}'",
    "ubus call uci set '{{\"config\":\"wireless\",\"section\":\"default_radio0\",\"values\":{{\"key\":\"{pw}\"}}}}'",
    "mosquitto_passwd -b /etc/mosquitto/passwd {u} '{pw}'",
    "etcdctl --endpoints=https://etcd.basco.lan:2379 --user {u}:{pw} get /bookings/ --prefix",
    "bendsql -h warehouse.basco.lan -u {u} --password '{pw}'",
    "tarantoolctl connect {u}:{pw}@queue.aparri.lan:3301",
    "ysqlsh -h yb.basco.lan -U {u} --command='select 1' 'password={pw}'",
    "samba-tool user create {u} '{pw}' --given-name=Counter",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "rodel@counter-pc:~$ {c}", "Termoneplus on the roastery phone:\n$ {c}",
    "Material Terminal (Android), garlic office: {c}", "Cool Retro Term on the old booking PC: {c}",
    "UserLAnd session 'ubuntu' on the counter tablet: {c}", "Andronix, Debian on Cheska's phone $ {c}",
    "Tilda drop-down at the front desk: {c}", "Royal TSX, connection 'basco-nas': {c}",
    "Prompt 3 (iPad), host itbayat-pi: {c}", "ti command nga inusarko: {c}",
    "eto yung command na pinatakbo ko: {c}", "실행한 명령어: {c}", "shell history, line 412: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = v.until(rng, _plain_pw, lambda value: not _taken(value))
            _USED.add(secret)
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.basco.lan:5432/bookings",
    "mysql+pymysql://{u}:{pw}@db.aparri.lan:3306/tickets",
    "mongodb+srv://{u}:{pw}@roastlogs.sagada.ph/roasts?retryWrites=true",
    "redis://{u}:{pw}@cache.basco.lan:6379/2",
    "ftps://{u}:{pw}@ftp.garlic-office.ph:990/lots/",
    "rtsp://{u}:{pw}@cam-batad.banaue.lan:554/Streaming/Channels/101",
    "oracle+oracledb://{u}:{pw}@ora.aparri.lan:1521/?service_name=TIX",
    "clickhouse://{u}:{pw}@ch.basco.lan:9000/analytics",
    "mssql+pyodbc://{u}:{pw}@pos.aparri.lan/Tickets?driver=ODBC+Driver+18+for+SQL+Server",
    "amqp://{u}:{pw}@mq.basco.lan:5672/bookings",
    "couchdb://{u}:{pw}@couch.sagada.lan:5984/beans",
    "Server=pos.aparri.lan;Database=Tickets;User Id={u};Password={pw};TrustServerCertificate=True",
    "https://{u}:{pw}@dav.basco.lan/remote.php/dav/files/{u}/",
]  # fmt: skip
_URL_PLACES = [
    "BOOKINGS_DB_URL={c}", "Metabase connection, the old one: {c}",
    "keep this connection string for me: {c}", "ti connection string ket {c}",
    "eto yung DB URL: {c}", "Trengo #1190: {c}", "Jandi wiki 'Databases': {c}", "DB 연결 문자열: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "payaman-northroad", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write tickets:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors no earlier corpus names (and a few named in one or two); every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Transportify", "TRANSPORTIFY_API_KEY", _j((ALNUM, 40))),
    ("Toktok", "TOKTOK_MERCHANT_SECRET", _j((HEX, 48))),
    ("GoGo Xpress", "GOGOXPRESS_API_TOKEN", _j("ggx_", (ALNUM, 36))),
    ("Roastpath", "ROASTPATH_API_KEY", _j((HEX, 32))),
    ("Trazy", "TRAZY_PARTNER_KEY", lambda g: v.uuid4(g, "9")),
    ("2GoTravel", "TWOGO_AGENT_TOKEN", _vendor_jwt("https://agents.2go.com.ph")),
    ("Mober", "MOBER_API_SECRET", _j((URLSAFE, 43))),
    ("Sendah", "SENDAH_API_KEY", _j("sdh_live_", (ALNUM, 32))),
    ("PalawanPay", "PALAWANPAY_CLIENT_SECRET", _j((B64, 64))),
    ("ML Kwarta Padala", "MLHUILLIER_API_KEY", _j((UPPER_HEX, 40))),
    ("7-Connect", "SEVEN_CONNECT_TRANSACTION_KEY", _j((HEX, 40))),
    ("Bayad Center", "BAYAD_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Multisys", "MULTISYS_API_TOKEN", _j((URLSAFE, 64))),
    ("Promotexter", "PROMOTEXTER_API_SECRET", _j((ALNUM, 32))),
    ("Taxumo", "TAXUMO_API_KEY", _j((HEX, 64))),
    ("JuanTax", "JUANTAX_ACCESS_TOKEN", _vendor_jwt("https://api.juan.tax")),
    ("Booky", "BOOKY_PARTNER_SECRET", _j((ALNUM, 40))),
    ("Pickaroo", "PICKAROO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("MetroMart", "METROMART_API_TOKEN", _j((HEX, 40))),
    ("Withlocals", "WITHLOCALS_API_KEY", _j((ALNUM, 32))),
    ("Montenegro Lines", "MONTENEGRO_BOOKING_KEY", _j((UPPER_DIGITS, 32))),
    ("FastCat", "FASTCAT_AGENT_SECRET", _j((B64, 43), "=")),
    ("Skyjet", "SKYJET_GDS_TOKEN", _j((URLSAFE, 48))),
    ("AirSWIFT", "AIRSWIFT_API_KEY", _j((HEX, 32))),
    ("Ohayami Trans", "OHAYAMI_BOOKING_TOKEN", _j((ALNUM, 36))),
    ("Coda Lines", "CODALINES_API_KEY", lambda g: v.uuid4(g, "b")),
    ("GV Florida", "GVFLORIDA_API_SECRET", _j((HEX, 64))),
    ("Victory Liner", "VICTORYLINER_API_KEY", _j("vl_", (ALNUM, 40))),
    ("Philtranco", "PHILTRANCO_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Socar", "SOCAR_PARTNER_SECRET", _j((HEX, 32))),
    ("Creatrip", "CREATRIP_API_KEY", _j((ALNUM, 40))),
    ("Konest", "KONEST_AFFILIATE_KEY", _j((UPPER_HEX, 32))),
    ("AutoSweep", "AUTOSWEEP_FLEET_TOKEN", _j((B64, 60))),
    ("Easytrip", "EASYTRIP_API_SECRET", lambda g: v.uuid4(g, "8")),
    ("Tripid", "TRIPID_API_KEY", _j((ALNUM, 48))),
    ("Roast Rebels", "ROASTREBELS_API_KEY", _j((HEX, 40))),
    ("Bellwether", "BELLWETHER_API_TOKEN", _j("bw_", (URLSAFE, 40))),
    ("Mill City", "MILLCITY_ROASTER_KEY", _j((UPPER_DIGITS, 24))),
    ("Beanscale", "BEANSCALE_SECRET_KEY", _j("bs_sk_", (ALNUM, 32))),
    ("Coffeelab", "COFFEELAB_API_KEY", _j((HEX, 32))),
    ("Surf2Sawa", "SURF2SAWA_PORTAL_TOKEN", _j((ALNUM, 44))),
    ("Tripkada", "TRIPKADA_API_SECRET", _j((URLSAFE, 43))),
    ("Ubigi", "UBIGI_PARTNER_TOKEN", _vendor_jwt("https://partners.ubigi.com")),
    ("Nomad eSIM", "NOMAD_ESIM_API_KEY", _j((B64, 44))),
    ("Cropster", "CROPSTER_API_SECRET", _j((ALNUM, 40))),
    ("Barkota", "BARKOTA_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "fly.toml:\n[env]\n  {env} = \"{tok}\"",
    "zeabur variable create {env}={tok}",
    "sealos app env: - name: {env}\n  value: {tok}",
    "northflank secret group 'bookings': {env} = {tok}",
    "qovery environment variable create --key {env} --value {tok}",
    "Cloud66 stack env var: {env}={tok}",
    "clever env set {env} {tok}",
    "scalingo --app tiket env-set {env}={tok}",
    "platform variable:create --name env:{env} --value '{tok}'",
    "doctl apps update 7c1e --spec - <<< 'envs: [{{key: {env}, value: {tok}}}]'",
    "pm2 ecosystem: env_production: {{ {env}: \"{tok}\" }}",
    "Payaman admin › Settings › Integrations › {vendor} › API key: {tok}",
    "Jandi wiki 'Integrations': | {vendor} | 2032 | {tok} |",
    "to-do: rotate the {vendor} key {tok}",
    "Trengo, Lorna: {vendor} key for the booking sync: {tok}",
    "Flow Team: the {vendor} token we use now is {tok}, the old one is revoked",
    "Gladly #2290: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "ti API key ti {vendor} ket {tok}",
    "daytoy ti API key ti {vendor}: {tok}, dimo ibaga",
    "yung API key ng {vendor}: {tok}",
    "eto yung {vendor} key natin → {tok}",
    "Ang API key ng {vendor} ay {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} API 키는 {tok} 입니다",
    "{vendor} secret key 여기: {tok}",
    "la clave de API de {vendor} es {tok}",
    "{vendor} のAPIキー：{tok}",
    "API-Schlüssel für {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    roastpath = _r(rng, HEX, 32)
    barkota = _r(rng, HEX, 40)
    cropster = _r(rng, ALNUM, 40)
    promotexter = _r(rng, ALNUM, 32)
    withlocals = _r(rng, ALNUM, 32)
    toktok = _r(rng, HEX, 48)
    return [
        Sample("vendor_token", f'r = httpx.get("https://api.roastpath.com/v1/batches", headers={{"X-Roastpath-Key": "{roastpath}"}})', roastpath),
        Sample("vendor_token", f"curl -H 'Authorization: Token {barkota}' https://api.barkota.com/v2/voyages?port=APARRI", barkota),
        Sample("vendor_token", f'const cropster = new CropsterClient({{ apiSecret: "{cropster}" }});', cropster),
        Sample("vendor_token", f'Kotlin: buildConfigField("String", "PROMOTEXTER_SECRET", "\\"{promotexter}\\"")', promotexter),
        Sample("vendor_token", f"strings.xml:\n<string name=\"withlocals_api_key\">{withlocals}</string>", withlocals),
        Sample("vendor_token", f"$toktok = new ToktokMerchant('payaman-aparri', '{toktok}');", toktok),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    _USED.update(s.secret for s in out)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = v.until(rng, make, lambda value: not _taken(value))
        _USED.add(tok)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Trengo: {t}", "it only shows it once, so here:\n{t}", "ito yung token: {t}",
                "daytoy ti token: {t}", "{t}\n^ bago, patay na yung luma", "토큰: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Hapao water-level sensor (OTAA): {h}": 32,
    "AppSKey of the Batad rain gauge (ABP): {h}": 32,
    "HMAC secret for the Barkota booking webhook: {h}": 64,
    "PisoWiFi vendo license key: {h}": 40,
    "pre-shared key of the Basco–Aparri IPsec tunnel (hex): {h}": 64,
    "session secret ng booking app: {h}": 64,
    "ti encryption key ti backup: {h}": 64,
    "백업 암호화 키: {h}": 48,
    "Meshtastic channel PSK for the boatmen (hex): {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Gladly #2302: token copied from the browser's network tab {t}",
    "Cookie: lang=ilo; payaman_session={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ti token ket {t}",
    "eto yung token: {t}",
    "액세스 토큰: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@payaman.ph"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://auth.payaman.ph/realms/northroad",
            "azp": "booking-desk",
            "roles": ["counter", "guide"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Basco booking server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tiket.aparri.ph.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"GCP_SA_PRIVATE_KEY": "{key}", "project": "payaman-bookings"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_roastery <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Trengo #1204, pasted by the web developer:\n{key}": ("PRIVATE KEY", "\n"),
    "ti private key ti server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the garlic buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Ronin Wallet backup (the old Axie scholarship one), copying it before I burn the card: {p}": "english",
    "Eternl wallet recovery phrase\n{p}": "english",
    "voice memo: the Yoroi wallet recovery words are {p} and that's all": "english",
    "Jandi wiki 'Tipping wallet (retired)': {p}": "english",
    "지갑 복구 문구: {p}": "korean",
    "니모닉 백업 (아무한테도 보여주지 마): {p}": "korean",
    "frase de recuperación de la cartera: {p}": "spanish",
    "frase di recupero del portafoglio: {p}": "italian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    lang = _SEED_PLACES[template]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed

    phrase = v.until(rng, make, _MNEMO[lang].check)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
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
    if brand == "bancnet":  # a guess at a domestic ATM card's prefix
        return _card_of(rng, ["603265", "627381", "639016"], [16])
    if brand == "bc":  # a Korean BC card's guessed prefixes
        return _card_of(rng, ["9410", "9420", "9430"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Trengo, Lorna: the office card for the roaster spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Gladly #2311: pay the FastCat group tickets with card {c}",
    "ti numero ti card ko: {c}, {mm}/{yy}",
    "eto yung card number ko {c} exp {mm}/{yy}, wag mo ipagsabi",
    "Ang numero ng card ay {c}",
    "카드번호 {c} 유효기간 {mm}/{yy}",
    "제 카드 번호: {c}",
    "card ti opisina ti bawang: {c}",
    "número de tarjeta: {c}, {mm}/{yy}",
    "カード番号：{c}",
]  # fmt: skip


_BRANDS = ["visa", "bancnet", "mastercard", "amex", "bc", "jcb", "unionpay", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 08/36, CID {cvv}",
               "the four digits printed above the Amex number: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "아멕스 카드 앞면 네 자리 코드: {cvv}",
               "yung apat na numero sa harap ng Amex: {cvv}",
               "ti uppat a numero iti sango ti Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    """An Amex and its four-digit CID (never one that reads as a year)."""
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    code = v.until(rng, lambda g: _r(g, D, 4), lambda c: c[0] != "0" and c[:2] not in ("19", "20"))
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 277; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"TN": "n" * 20, "DO": "aaaa" + "n" * 20, "JO": "aaaa" + "nnnn" + "c" * 18,
                "SM": "a" + "n" * 10 + "c" * 12, "VG": "aaaa" + "n" * 16, "BI": "n" * 23,
                "DJ": "n" * 23, "GL": "n" * 14}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PNR-2032-077: please pay the Tunis garlic seed supplier to {i} within 30 days",
    "save the Amman coffee buyer's IBAN: {i}",
    "IBAN: {i}\nReference: garlic lot 12, September",
    "Trengo #treasury: the Tortola yacht agent's new bank details, IBAN {i}",
    "ti IBAN ko: {i}",
    "eto yung IBAN ng supplier: {i}",
    "Ang IBAN ng kumpanya ay {i}",
    "IBAN 계좌: {i}",
    "IBAN ti buyer ti bawang: {i}",
    "IBAN für die Überweisung aus Nuuk: {i}",
    "conto IBAN del cliente di San Marino: {i}",
    "IBAN du partenaire de Djibouti : {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _kr_rrn(g: random.Random) -> str:
    """A Korean resident registration number: a birth date, a sex digit, a serial and the check."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(0, 8):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = born + h.choice("34") + _r(h, D, 5)
        return f"{born}-{body[6:]}{kr_rrn.calc_check_digit(body)}"

    return v.until(g, make, kr_rrn.is_valid)


def _kr_brn(g: random.Random) -> str:
    """A Korean business registration number (a student travel agency's), with its check digit."""
    return str(kr_brn.format(v.until(g, lambda h: _r(h, D, 10), kr_brn.is_valid)))


def _tw_ubn(g: random.Random) -> str:
    """A Taiwanese unified business number (the Lanyu partner's), drawn until its check holds."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), tw_ubn.is_valid)


def _vn_mst(g: random.Random) -> str:
    """A Vietnamese tax code (MST) of the Da Lat green-coffee seller, drawn until valid."""
    return v.until(g, lambda h: "0" + h.choice("123456789") + _r(h, D, 8), vn_mst.is_valid)


def _ph_pcn(g: random.Random) -> str:
    """A PhilSys card number: sixteen digits in groups of four; no public check."""
    return "-".join(_r(g, D, 4) for _ in range(4))


def _ph_tin(g: random.Random) -> str:
    """A Philippine TIN with its branch code; no check this file knows."""
    return f"{g.choice('1234')}{_r(g, D, 2)}-{_r(g, D, 3)}-{_r(g, D, 3)}-000"


def _ph_sss(g: random.Random) -> str:
    """An SSS number, 2-7-1 digits; no public check."""
    return f"{g.choice(['01', '02', '33', '34'])}-{_r(g, D, 7)}-{_r(g, D, 1)}"


def _ph_philhealth(g: random.Random) -> str:
    """A PhilHealth identification number, 2-9-1 digits; no public check."""
    return f"{g.choice(['01', '02', '19'])}-{_r(g, D, 9)}-{_r(g, D, 1)}"


def _ph_pagibig(g: random.Random) -> str:
    """A Pag-IBIG MID number, three groups of four; no public check."""
    return f"1{_r(g, D, 3)}-{_r(g, D, 4)}-{_r(g, D, 4)}"


def _ph_passport(g: random.Random) -> str:
    """A Philippine e-passport: P, seven digits and a letter."""
    return "P" + _r(g, D, 7) + g.choice("ABC")


def _kr_passport(g: random.Random) -> str:
    """A Korean passport: M and eight digits."""
    return "M" + _r(g, D, 8)


def _ph_licence(g: random.Random) -> str:
    """A Philippine driver's licence: a letter, two digits, then 2 and 6 digits."""
    return f"{g.choice('ABDGN')}{_r(g, D, 2)}-{_r(g, D, 2)}-{_r(g, D, 6)}"


def _ph_umid(g: random.Random) -> str:
    """A UMID common reference number: 0111 and eight digits; no public check."""
    return f"CRN-0111-{_r(g, D, 7)}-{_r(g, D, 1)}"


_ID_PLACES: dict[str, Maker] = {
    "주민등록번호: {s}": _kr_rrn,
    "지우 주민번호 {s} (보험 가입용)": _kr_rrn,
    "Korean RRN of the student group leader, for the travel insurance: {s}": _kr_rrn,
    "사업자등록번호 (여행사): {s}": _kr_brn,
    "business registration no. of the Seoul student travel agency: {s}": _kr_brn,
    "Lanyu partner's unified business number (統一編號): {s}": _tw_ubn,
    "統一編號 {s}，蘭嶼的合作民宿": _tw_ubn,
    "Mã số thuế of the Da Lat green-coffee seller: {s}": _vn_mst,
    "MST nhà cung cấp cà phê: {s}": _vn_mst,
    "ti PhilSys number ko: {s}": _ph_pcn,
    "PhilSys Card Number (PCN) ni Manang Auring: {s}": _ph_pcn,
    "TIN ng homestay para sa BIR: {s}": _ph_tin,
    "ti TIN ti opisina ti bawang ket {s}": _ph_tin,
    "SSS number ko: {s}, wag mo ipagsabi": _ph_sss,
    "SSS ni Rodel: {s}": _ph_sss,
    "PhilHealth number ti guide: {s}": _ph_philhealth,
    "Pag-IBIG MID ng boatman: {s}": _ph_pagibig,
    "passport ko: {s}, exp 2034": _ph_passport,
    "ti numero ti passport ni Apo Teban ket {s}": _ph_passport,
    "여권번호 {s} 입니다": _kr_passport,
    "lisensya ng driver ng jeep papuntang Batad: {s}": _ph_licence,
    "UMID ni Lorna: {s}": _ph_umid,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["GoTyme 2FA recovery codes\n{codes}", "spare sign-in codes for the homestay's Google account {codes}",
            "Barkota backup codes: {codes}", "ti backup codes ti 2FA:\n{codes}",
            "백업 코드: {codes}", "mga backup code ng 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Cropster:cheska@payaman.ph?secret={s}&issuer=Cropster&digits=6",
              "Raivo OTP, setup key for the Roastpath login: {s}",
              "OTP Auth app, secret key for the JuanTax account: {s}",
              "ti 2FA secret key ti Taxumo: {s}"]  # fmt: skip
_CODES = ["{c} is your GoTyme verification code", "[Web발신] 인증번호 [{c}] 타인 노출 금지",
          "Ang iyong PalawanPay OTP ay {c}. Huwag ibahagi.", "Barkota code: {c}. Dimo ibaga iti siasinoman",
          "ti OTP ko ket {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": g.choice("123456789") + _r(g, D, 5)}, "c"
)


_RECOVERY = [
    "BitLocker recovery key of the counter laptop: {k}",
    "ti recovery key ti laptop ti roastery: {k}",
    "복구 키: {k}",
    "Apple ID recovery key (Cheska's MacBook): {k}",
    "yung recovery key ng Windows sa front desk: {k}",
    "FileVault recovery key, Sagada Mac mini: {k}",
    "LUKS recovery passphrase of the Basco NAS: {k}",
    "ANG RECOVERY KEY: {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or "Windows" in template or index % 3 == 0:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "Apple" in template or "FileVault" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}
    return {"k": "-".join(_r(rng, LOWER_DIGITS, 5) for _ in range(5))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Payaman-Vahay", "Basco-StoneHouse-5G", "PLDT_Mahatao", "Itbayat-Homestay",
          "Globe-Sabtang", "Banaue-GuideDesk", "Batad_Viewpoint", "Sagada-Roastery-5G",
          "Kiltepan-Cafe", "Aparri-Ticket-Counter", "Bawang-Office", "SmartBro-Uyugan"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "homestay network {s}, password {pw}",
    "wifi at the Batad viewpoint: {s} / {pw}",
    "the key on the sticker under the PisoWiFi box: {pw}",
    "ti password ti wifi {s} ket {pw}",
    "wifi ditoy balay: {s}, password {pw}, agyamanak",
    "yung pw ng wifi {s} ay {pw}",
    "Wifi: {s} | Pass: {pw} (para sa guests)",
    "와이파이 {s} 비번 {pw}",
    "와이파이 이름 {s}\n비밀번호 {pw}",
    "netsh wlan show profile name=\"{s}\" key=clear\n    Key Content            : {pw}",
    "uci set wireless.@wifi-iface[0].ssid='{s}'; uci set wireless.@wifi-iface[0].key='{pw}'",
    "Dios mamajes! wifi {s}, password {pw}",
    "LoRa gateway backhaul wifi: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sdh_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ggx_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone from Aparri] {t}",
          "(spaced so the Trengo preview hides it) {t}", "isa-isa: {t}", "maysa-maysa: {t}",
          "한 글자씩: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " , ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ti code ti padlock ti alang: {pw}", "padlock ng bodega ng bawang: {pw}",
          "PIN ng GCash ko {pw}, wag mo sabihin", "도어락 비밀번호 {pw}*",
          "the stone house door keypad takes {pw} then #", "padlock on the boat-ticket cash box: {pw}",
          "ti PIN ti ATM ko ket {pw}", "SIM PIN: nmcli c add type gsm ifname '*' con-name smart apn internet gsm.pin {pw}",
          "현관 비번 {pw} 누르고 별표"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    n = [4, 6, 4, 6][index % 4]
    return {"pw": rng.choice("123456789") + _r(rng, D, n - 1)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["vahay", "tatayak", "payaman", "dibang", "tinawon", "hudhud", "punnuk", "bulul",
                 "muyung", "imbayah", "barako", "inabel", "bagnet", "tapey", "uvod", "kanayi"]  # fmt: skip
_PHRASES = {"Myki master passphrase for the desk vault: {p}": " ",
            "KeePassium database passphrase: {p}": " ",
            "Keyguard passphrase: {p}": "-", "MacPass database passphrase: {p}": ".",
            "ti passphrase ti backup: {p}": " ", "passphrase ng backup drive: {p}": "_",
            "백업 암호 문구: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Milkman request, header Authorization: Basic {v}": True,
    "Apifox environment, header Authorization = Basic {v}": True,
    "Firecamp history: Authorization: Bearer {v}": False,
    "Talend API Tester scenario, Authorization: Basic {v}": True,
    "Apifox mock log: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "MMDVMHost.ini (Pi-Star on the Aparri boat radio):\n[DMR Network]\nEnable=1\nAddress=3021.master.brandmeister.network\nPassword={pw}",
    "motion.conf:\nstream_port 8081\nstream_auth_method 1\nstream_authentication pier:{pw}",
    "kismet_site.conf:\nhttpd_username=desk\nhttpd_password={pw}",
    "couchdb local.ini:\n[admins]\nadmin = {pw}",
    "eapol_test.conf:\nnetwork={{\n  key_mgmt=WPA-EAP\n  eap=PEAP\n  identity=\"counter\"\n  password=\"{pw}\"\n}}",
    "Pat (Winlink) config.json:\n{{\"mycall\": \"DU2XYZ\", \"secure_login_password\": \"{pw}\"}}",
    "Porteus Kiosk config:\nkiosk_config=https://kiosk.aparri.lan\nadmin_password={pw}",
    "upsmon.conf:\nMONITOR counter-ups@localhost 1 upsmon {pw} primary",
    "guacamole user-mapping.xml:\n<authorize username=\"desk\" password=\"{pw}\">",
    "ZNC znc.conf:\n<User desk>\n  <Pass password>\n    Method = plain\n    Hash = {pw}\n  </Pass>\n</User>",
    "weechat: /set irc.server.libera.password \"{pw}\"",
    "rabbitmq.conf:\ndefault_user = bookings\ndefault_pass = {pw}",
    "application.properties:\nspring.datasource.username=tiket\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    ".env (Laravel booking site):\nDB_USERNAME=payaman\nDB_PASSWORD={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'roast', 'PASSWORD': '{pw}'}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Lorna: homestay wifi password?\nRodel: {pw}",
    "[06:12] jomar: root pw ti booking server?\n[06:13] dexter: {pw}",
    "Cheska: {pw} ang bagong admin password ng Huky",
    "Nestor: use {pw}, that's what the Gprinter has now",
    "지우: 새 비번 {pw} 임",
    "[21:40] 민지: 와이파이 비번 뭐야?\n[21:41] 서연: {pw}",
    "Bugan: ti baro a password ket {pw}",
    "Marites: bagong password → {pw} 👍",
    "Junjun: {pw} — dayta ti password ti counter PC",
    "Analyn: pw? / Alvin: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    _USED.clear()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return v.until(
        g,
        lambda h: str(_MNEMO["english"].to_mnemonic(bytes(h.randrange(256) for _ in range(16)))),
        _MNEMO["english"].check,
    )


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Huky admin password is": "{s}", "Gprinter service pw:": "{s} (since the printer swap)",
    "ti password ket": "{s}", "Santoker password": "{s}\nchange it after the harvest",
    "yung password ay": "{s}", "비밀번호:": "{s}", "ang password ng server ay": "{s}",
    "Kaldi password": "{s}", "the password Jomar read out over the radio was": "{s}, I think",
    "비번은": "{s} 이에요",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Roastpath API key", "{s}", _j((HEX, 32))),
    ("split_token", "Sendah key:", "{s} (courier sync)", _j("sdh_live_", (ALNUM, 32))),
    ("split_token", "Trazy partner key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Ronin Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "bancnet"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "JO"))),
    ("split_backup", "GoTyme recovery codes", "{s}\nmore below", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "주민등록번호", "{s}", _kr_rrn),
    ("split_phrase", "Myki passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = v.until(rng, make, lambda value: len(value) >= 4 and value not in _CLEAN_BLOB)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"huky": {"url": "https://roaster.sagada.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"bibeon": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "jomar", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"printers": [{"name": "pr-a"}, {"name": "pr-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["swaks", "--server", "smtp.basco.ph", "--auth-user", "desk", "--auth-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ti password ti counter PC ket {s}"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Kerlink gateway as root with the password {s}"}': ("meta_password", _plain_pw),
    '{"roastpath": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"taxumoToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"barkota_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "bc"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "TN")),
    '{"student": {"rrn": "{s}"}}': ("meta_id", _kr_rrn),
    '{"mfa": {"recovery_codes": ["{s}", "more-codes-in-vault"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cash_box": {"padlock_code": "{s}"}}': ("meta_pin", lambda g: g.choice("123456789") + _r(g, D, 5)),
    '{"wifi": {"ssid": "Payaman-Vahay", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kerlink-istation-keros-5.9.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/payaman/bookings:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"bookings: add Itbayat boat leg", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tickets: revert fare rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"roastlog_2032-09-02.alog", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"garlic-lots-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the Huky roaster password before the technician comes on 2032-10-14.",
    "Jiwoo asked for the homestay wifi password; it's on the card at the front desk.",
    "Policy: office passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Trengo; send a vault link instead.",
    "The `.env.example` line `ROASTPATH_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Gprinter asks for a new admin password after every firmware update.",
    "Replace <YOUR_BARKOTA_KEY> in the README with the key from your Barkota dashboard.",
    "TAXUMO_API_KEY and SENDAH_API_KEY must be set before the nightly invoice sync runs.",
    "Dimo ibaga iti siasinoman ti password mo.",
    "Wag mong sabihin kahit kanino ang password mo, ha.",
    "Huwag ibahagi ang inyong OTP kaninuman, kahit sa mga empleyado ng bangko.",
    "비밀번호는 아무한테도 알려주지 마세요.",
    "Agyamanak unay, manong! Dios ti agngina.",
    "Dios mamajes sa pagbisita ninyo sa Batanes!",
    "Ti password ket masapul a saan a basbassit ngem sangapulo ket uppat a letra.",
    "비밀번호는 14자 이상이어야 합니다.",
    "Ang password ay dapat may hindi bababa sa labing-apat na karakter.",
    "La contraseña debe tener al menos catorce caracteres.",
    "Upgraded the Kerlink firmware to KerOS 5.9 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the Itbayat boat leg to the booking flow.",
    f"Rolled back to {_SHORT} after the fare rounding broke the Aparri receipts.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The KerOS 5.9 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of garlic-lots-2032.xlsx: {_SHA512}",
    f"The bookings container runs ghcr.io/payaman/bookings@sha256:{_IMAGE}.",
    f"MD5 of roastlog_2032-09-02.alog is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9a1c22-7b4e-4d10-9a6c-51e0b7d3c8f4 is the slow one in the Barkota logs.",
    "Purchase order PO-2032-01187 for 30 sacks of Batanes garlic ships on Friday.",
    "Gladly #2318: the Basco stone house water heater trips the breaker at night.",
    "Call the Aparri counter on +63 78 888 2041 before the 6 a.m. trip.",
    "Booking ref PYM-BSO-2032-0413: two rooms at the Basco stone house, 3 nights.",
    "Ferry ticket APR-CLV-0915-0042, Aparri to Claveria, seat 14B.",
    "HS code 0703.20 is garlic, fresh or chilled; 0901.21 is roasted coffee, not decaffeinated.",
    "The roast dropped at 212 °C after 10 min 40 s; development time ratio 21 %.",
    "After five wrong passwords the booking system locks the account for 15 minutes.",
    "The Batad amphitheatre terraces are about 1 000 m above sea level.",
    "The secret of Sagada coffee is the altitude and the slow drying under the eaves.",
    "Ask Rodel for the cash-box padlock code, I don't have it.",
    "My card ending 4417 was declined at the Basco pharmacy.",
    "The Tunis supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the office GoTyme account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ROASTPATH_API_KEY` in the secrets store, never in the repository.",
    "Postal code 3900 is Basco, Batanes; 3601 is Banaue; 2619 is Sagada; 3515 is Aparri.",
    "ISBN 978-971-550-600-3 is the Ivatan dictionary on the front-desk shelf.",
    "The guest wifi 'Payaman-Guest' is open, no password needed.",
    "Lot number BWG-2032-ITB-0088, 25 kg, moisture 62 %; bulbs graded A.",
    "Route 12 jeepney leaves Banaue for Batad junction at 9:00 and 14:00.",
    "Typhoon Julian (2024) closed the Basco airport for four days.",
    "SSS, PhilHealth and Pag-IBIG contributions are due on the 10th of the month.",
    "The PhilSys ID has a 16-digit card number on the front; never post a photo of it.",
    "Tracking number JT0012 8834 5521 for the coffee samples to Seoul.",
    "Korean students' group: 18 people, arriving 2032-07-22 on the Skyjet flight.",
    "What's the password format the Santoker app wants? Eight characters and a number.",
    "Imbayah festival 2032 runs from 24 to 28 April in Banaue.",
    "The Itbayat boat (faluwa) leaves at 6 a.m. when the sea is calm.",
    "Order #BK-58213 from MetroMart: 2 kg sugar, 1 kg coffee filters.",
    "Invoice 2032-0931 for the roastery, VAT 12 %, total PHP 48 250.00.",
    "The counter PC runs Windows 11 23H2 and the receipt printer is an RP80 from 2029.",
    "Kiangan's Ifugao heritage museum is closed on Mondays.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-09-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/desk/huky", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "2318", "purchase_order": "PO-2032-01187"}',
    '{"lot": {"id": "BWG-2032-ITB-0088", "weight_kg": 25, "grade": "A"}}',
    '{"phone": "+63 78 888 2041", "city": "Aparri"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rooms_free": 3}',
    '{"hs_code": "0703.20", "origin": "PH", "description": "garlic, fresh"}',
    '{"ferry": "APR-CLV-0915-0042", "seat": "14B", "departs": "2032-09-15T06:00:00+08:00"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_BLOB = "\n".join(CLEAN + _CLEAN_METADATA_JSON)
