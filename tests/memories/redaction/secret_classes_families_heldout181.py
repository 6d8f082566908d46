# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-eighty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to hundred-and-seventy-seventh only to search them (grep) for the languages, wordings,
tools, flags, variables, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-seventy-eighth to hundred-and-eightieth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (181604337),
password words (a melon variety, a desert fortress, a year and a sign; an Aral fish, a catch in
kilograms, a sign and a town; leet words of Berdakh, Ajiniyaz, Savitsky, Khorezm, the Ustyurt, the
Amu Darya, Tuyamuyun, paxta and Qaraqalpaq with a year; a melon, a town and a year joined by
underscores; `Marshrut`, a bus route and a town; `Paxta`, a bale's weight and a gin town; an
irrigation canal, its kilometre and a town joined by dots; a name, a birth year, a sign and
`Jayhun`; a town in capitals, a sign and a number; `Tuye`, a number, `Yurt` and a fortress; a
generator's three groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Jayhun Delta Holding (fictional: a cotton gin in Beruniy, Aral fisheries and a
fish cannery in Moynaq, melon export from Khiva and Urgench, yurt-camp and fortress tours in the
Kyzylkum, the Nukus water utility, the Urgench and Kungrad bus stations, and a microcredit
office in Kungrad with a branch across the border in Dashoguz) leak secrets into an assistant's
memory. The texts are Telegram, WhatsApp, imo, Viber, Zangi, TamTam, Signal, Element, Teams
and Slack messages, chat logs with times, Jira, YouTrack, Redmine and OTRS
tickets, Confluence, DokuWiki and Outline pages and tables, Google Keep, Samsung Notes, Joplin and
Obsidian notes, e-mails, runbooks, README fragments, shell, PowerShell, Termux and PuTTY prompts,
code (Python, Go, Kotlin, Swift, Rust, PHP, C#, JavaScript, Ruby and Lua), configs, Telegram
voice-message transcripts, dictated text and requests to the assistant itself; the label's
separators run from a colon, "is", a dash and an arrow to an emoji, a new line, quotes (`"…"`,
`«…»`, backticks), parentheses, brackets and a table's bar.

Tools, calls, flags and variables none of heldouts 5 to 177 names (each grepped for the command,
flag or variable itself): `rar a -hp…`, `mssql-conf set-sa-password` fed by `MSSQL_SA_PASSWORD`,
`flux bootstrap git --password`, `ansible-playbook --vault-password-file <(echo …)`,
`ksmbd.adduser -a … -p`, `rnp --password`, MediaWiki's `maintenance/install.php --pass`,
`glab auth login --token`, hostapd's `sae_password`, the variables `WALG_LIBSODIUM_KEY`,
`RUSTIC_PASSWORD` and the company's own `JAYHUN_*` names. Beside them commands of lightly used
tools (each in one or two earlier corpora: ipa-client-install, ktutil's `addent -password`,
pdftk's `input_pw`, mutool's `-p`, ncftpput, mysqlimport, mysqlcheck, impdp, dgmgrl, orapwd, dbca's
`-sysPassword`, tibemsadmin, wsadmin, sdkperf's `-cp=`, apksigner's `--ks-pass pass:`, `surreal
sql --pass`, netdom's `/PasswordD:`, go-sendxmpp, tnftp, mongoimport, `airflow connections add
--conn-password`, kitchen.sh, mssql-scripter, securityUtility and `manage-bde -rp`), and common
layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code, `otpauth://`, JWTs, PEM
blocks, Basic and Bearer headers, connection strings) in wordings of their own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
templates drawn, some 179 of 390): Karakalpak in Latin and in Cyrillic letters, Khorezmian Uzbek,
Oghuz Uzbek, the Kazakh of Karakalpakstan, Turkmen, Koryo-mar (the Koreans of Central Asia, in
Hangul with Russian loans), Dungan (in Cyrillic), Russian texting and Uzbek texting that mixes Latin
and Cyrillic letters, and Russian, Korean, Turkish, Japanese and Traditional Chinese only in
seed-phrase lines. The wordings are the author's approximations, checked by no speaker, built
around a few marker words and the loanwords people there really text (parol, пароль, wifi,
вайфай, PIN, kod, token, server, API): Karakalpak's `paroli`, `jańa`, `mınaw`, `hesh kimge aytpa`,
`raxmet`, `esiktiń kodı`, `paydalanıwshı`, `API gilti` and `ózgertildi`, in Cyrillic `пароли`,
`мынаў`, `ҳеш кимге айтпа`, `рахмет`, `пайдаланыўшы`, `гилти`; Khorezmian Uzbek's `man`, `sana`,
`veray`, `yox`, `bar`, `hech kima aytma`, `ata`; Oghuz Uzbek's `täze`, `şudır`, `hiç kimä`; Kazakh's
`құпия сөз`, `жаңа`, `ешкімге айтпа`, `нөмірі`, `жеке куәлік`; Turkmen's `açar sözi`,
`paroly`, `täze`, `hiç kime aýtma`, `sag bol`, `ulanyjy`, `belgisi`, `API açary`; Koryo-mar's
`빠롤`, `와이파이`, `-임다`, `-이꾸마`, `아무끼 말하지 마오`; Dungan's `мима`, `вәди`, `щин`, `сы`,
`ваифай`, `мын`, `бә гы бе жын шуә`; Russian texting's `кароч`, `сервак`, `пасс`, `щас`, `никому`,
`плз`, `спс`; Uzbek mixed texting's `parol`, `пароли`, `yangi`, `никимга айтма`, `aka`, `kodi`.
The Koryo-mar lines (Hamgyong endings and `빠롤` for пароль), the Dungan lines (`мима`, `щин`, `бә
гы бе жын шуә`, `мын мима`), Oghuz Uzbek's `şudır` and `täze`, and Karakalpak's `gilti` and
`ózgertildi` are the thinnest guesses.

Vendors (Busfor, Getsms, Alipos, Jowi, Idokon, MyTaxi, Tezkor, OneID, Multibank, Xazna, Octobank,
Infinbank, Trastbank, Ipak Yuli, Mikrokreditbank, Rysgal, Uzairways, Tutu.ru, Biletix, Zoodmall,
Texnomart, Korzinka and Uzbektourism) are ones heldouts 5 to 177 do not name (grepped by name).
No shape here is one the author knows to be real: every one is a guess (hex, base64, URL-safe and
alphanumeric runs, UUIDs, JWTs for Multibank and Busfor, `gs_live_`, `oct_sk_`, `mtx_`, `xz-`,
`idk_` and `tzk.` prefixes); GitLab's `glpat-` token and the BitLocker recovery key (eight groups
of six digits, each a multiple of 11) follow their published layouts, and the JWTs are
well-formed.

The ids are kinds heldouts 5 to 177 use little or not at all. Checked with python-stdnum, each
drawn until its module validates it: a Russian INN (`ru.inn`), a Belarusian UNP (`by.unp`), a
Ukrainian EDRPOU code (`ua.edrpou`), a Korean business registration number (`kr.brn`), a Korean
alien registration number (`kr.rrn`, its seventh digit 5 to 8), a Turkish VKN (`tr.vkn`) and a
Chinese unified social credit code (`cn.uscc`). Invented shapes that no library or this file
checks (no check-digit algorithm is written here): an Uzbek PINFL (ЖШШИР) and STIR (СТИР) written
in Cyrillic, a Karakalpak driving licence, a Turkmen passport and driving licence, a Kazakh
identity card, a Moynaq fishing permit, a Khiva tour-guide licence, a bus carrier's licence, an
Uzbek biometric passport and a Russian foreign passport. Card numbers pass Luhn (Humo `9860`,
UzCard `8600` and Mir `2200`–`2204` drawn here, and the value helpers' Visa, Mastercard and
UnionPay, all checked with python-stdnum's `luhn`). The IBANs are of countries used least by a
rough count over the IBAN shapes and IBAN calls of heldouts 5 to 177 (the Dominican Republic,
Spain, Italy and Sweden, fourteen corpora each by that count, and Belarus, Bulgaria, Moldova and
Israel, fifteen each), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Russian, Korean, Turkish, Japanese and Traditional Chinese lists, each with a
valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored,
every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.by import unp as by_unp
from stdnum.cn import uscc as cn_uscc
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn
from stdnum.tr import vkn as tr_vkn
from stdnum.ua import edrpou as ua_edrpou

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 181_604_337
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


_MELONS = ["Gulabi", "Qarriqiz", "Borikalla", "Amiri", "Handalak", "Torpedo", "Ichkizil",
           "Shakarpalak", "Zamcha", "Kokcha", "Oqurug", "Assate"]  # fmt: skip
_FORTS = ["ToprakKala", "AyazKala", "JanpiqKala", "KyzylKala", "GuldursunKala", "ItchanKala",
          "Mizdakhan", "Chilpiq", "KoyKrylgan", "AqchaKala", "Sudochye"]  # fmt: skip
_FISH = ["sazan", "laqqa", "sudak", "jerekh", "kambala", "sheybal", "cherpak", "amur", "tolstolob"]
_TOWNS = ["Nukus", "Moynaq", "Khiva", "Urgench", "Kungrad", "Beruniy", "Dashoguz", "Chimbay",
          "Takhiatash", "Xojeli", "Shumanay", "Hazorasp", "Tortkul", "Ellikqala"]  # fmt: skip
_CANALS = ["Suenli", "Kegeyli", "Qilichniyoz", "Pakhtaarna", "Kyzketken", "Shoraxon", "Palvan"]
_NAMES = ["Aybek", "Gulnara", "Perizat", "Jaqsilik", "Sarbinaz", "Dauletbay", "Amangeldi",
          "Aqmaral", "Bakhtiyar", "Ogabek", "Feruza", "Jamshid", "Dilnoza", "Sardor", "Nodira",
          "Merdan", "Ayna", "Myrat", "Maral", "Valentin", "Svetlana", "Igor", "Lena", "Ismar",
          "Oleg", "Natasha", "Rustam", "Zuhra", "Kamal", "Berdimurat"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["B3rd4kh", "Aj1n1y4z", "S4v1tsky", "Kh0r3zm", "Ust1urt", "Amud4ry4", "Tuy4muyun",
         "P4xt4", "Q4rq4lp4q"]  # fmt: skip


def _gen3(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords here, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MELONS)}.{g.choice(_FORTS)}{g.randrange(1960, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FISH)}{g.randrange(3, 90)}kg{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_MELONS).lower()}_{g.choice(_TOWNS).lower()}_{g.randrange(1970, 2032)}",
    lambda g: f"Marshrut{g.randrange(2, 140)}-{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
    lambda g: f"Paxta{g.randrange(180, 245)}kg@{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_CANALS)}.km{g.randrange(3, 120)}.{g.choice(_TOWNS)}",
    _gen3,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice(_SYMBOLS)}Jayhun",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"Tuye{g.randrange(2, 60)}Yurt{g.choice(_SYMBOLS)}{g.choice(_FORTS)[:5]}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, Aybek in 'Beruniy gin': the Lummus gin-stand panel password is {pw}",
    "WhatsApp from Gulnara: Siemens S7-1200 web server password for the lint cleaners {pw}",
    "imo message, Dauletbay: bale press HMI password → {pw}",
    "Viber, #weighbridge: the truck scale PC password is \"{pw}\"",
    "Zangi chat with Jamshid: moisture meter admin password ({pw})",
    "TamTam, cannery group: the Moynaq retort controller password — {pw}",
    "Slack #cold-store: ice machine panel password 🔑 {pw}",
    "Teams chat, Feruza: MAF Roda sorter in the Khiva packhouse, password {pw}",
    "Signal, Ogabek: Carrier Lynx Fleet login for the reefers, password {pw}",
    "Element room 'desert-camps': Starlink router admin password {pw}",
    "Jira WTR-412: Grundfos pump controller at the Takhiatash intake, password {pw} stopped working",
    "YouTrack BUS-88: ticket kiosk at Urgench bus station, kiosk admin password {pw}",
    "Redmine #1907: iABS teller workstation password {pw}, please rotate after audit",
    "OTRS ticket 2032051410000418: chlorinator web UI password {pw}",
    "Confluence › Water › Pump stations: | Kegeyli PS-3 | admin | {pw} |",
    "DokuWiki page camps:ayazkala — satellite phone portal password: {pw}",
    "Outline doc 'Melon season 2032': reefer tracker password\n{pw}",
    "Google Keep: Wialon password for the bus fleet {pw}",
    "Samsung Notes, 'cannery': Ishida weigher password {pw}",
    "Joplin note 'microcredit': 1C server password [{pw}]",
    "Obsidian vault, ops.md: water SCADA engineer password :: {pw}",
    "Hi Sardor,\n\nthe new password for the loan-officer tablets is {pw}. Delete this mail after you set them up.\n\nRegards,\nNodira",
    "Runbook: restart the Kungrad ticketing server\n1. RDP to 10.40.2.11\n2. user svc-tickets\n3. password {pw}\n4. restart the Kassa service",
    "README (gin-scada)\nThe WinCC Runtime station is at https://wincc.beruniy.jdh.lan, operator password `{pw}`.",
    "Telegram voice message, transcribed: uh the password for the yurt camp booking site is {pw} okay",
    "dictated: the Tuyamuyun telemetry portal password is {pw} full stop",
    "please remember my Octobank app password: {pw}",
    "note to self — personal email password {pw}",
    "after the reinstall the loan system password became {pw}",
    "PuTTY session 'moynaq-cannery', saved note: root password {pw}",
    "Serverdiń paroli: {pw}, hesh kimge aytpa",
    "Jańa parol — {pw}",
    "Perizat: wayfay paroli mınaw: {pw}",
    "Pochtamnıń paroli «{pw}» ózgertildi, raxmet",
    "Серверидиң пароли: {pw}",
    "Жаңа пароль мынаў — {pw}, ҳеш кимге айтпа",
    "Аманкелди: компьютердиң пароли {pw} рахмет",
    "Ogabek: man sana serverni parolini veray, {pw}, hech kima aytma",
    "ata, kompyuterni paroli bar: {pw}",
    "Feruza: yangi parol {pw} yox eski emas",
    "täze parol şudır: {pw}",
    "Jamshid: serverni paroli şudır {pw}, hiç kimä aytma",
    "Серверің құпия сөзі: {pw}",
    "Жаңа пароль → {pw}, ешкімге айтпа",
    "Täze açar sözi: {pw}",
    "Merdan: serweriň paroly {pw}, hiç kime aýtma",
    "Ayna: poçtanyň açar sözi — {pw}, sag bol",
    "새 빠롤은 {pw} 임다",
    "서버 빠롤: {pw} 이꾸마, 아무끼 말하지 마오",
    "Вәди щин мима сы {pw}",
    "Исмар: сервер мима сы {pw}, бә гы бе жын шуә",
    "кароч пароль от сервака: {pw}, никому",
    "щас скину пасс — {pw}",
    "Олег: новый пароль на 1С {pw} плз не теряйте",
    "пароль от почты {pw} спс",
    "parol: {pw} — никимга айтма",
    "Rustam aka, yangi пароль {pw}",
    "Серверни пароли {pw} aka",
    "Zuhra: bank kabinetini paroli {pw}",
    "пароли почтани: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aybek.t", "gulnara", "perizat", "jaqsilik", "sarbinaz.k", "dauletbay", "amangeldi",
          "aqmaral", "bakhtiyar", "ogabek", "feruza.s", "jamshid", "dilnoza", "sardor.r",
          "nodira", "merdan", "ayna.g", "myrat", "valentin.kim", "svetlana.pak", "igor.tskhay",
          "lena.ten", "ismar.yu", "oleg", "natasha", "rustam", "svc-gin", "svc-tickets",
          "water-ops", "loan-officer3"]  # fmt: skip
_LOGINS = [
    "Telegram, Aybek: Lummus panel login {u} / {pw}",
    "Redmine #1930: {u} locked out of the iABS teller app, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Buses › Kiosks › Urgench: {u} — {pw}",
    "| station | login | password |\n|---|---|---|\n| Kungrad kiosk 2 | {u} | {pw} |",
    "log into the water SCADA as {u} with {pw}",
    "Wialon: {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: cannery-hmi\n  username: {u}\n  password: {pw}",
    "creds for the Starlink portal are {u} and {pw}",
    "station,user,password\nbus-urgench-kiosk1,{u},{pw}",
    "ssh {u}@gin-scada.jdh.lan (pw {pw})",
    "paydalanıwshı: {u}, paroli: {pw}",
    "пайдаланыўшы {u}, пароли {pw}",
    "login {u}, paroli {pw}, hech kima aytma",
    "пайдаланушы {u}, құпия сөз {pw}",
    "ulanyjy: {u}, açar sözi: {pw}",
    "아이디 {u}, 빠롤 {pw} 임다",
    "логин {u} мима {pw}",
    "логин {u} пасс {pw} кароч",
    "login: {u} / пароль: {pw}",
    "user {u}, täze parol {pw}",
    "Benutzer {u}, Kennwort {pw} (the German gin engineer's note)",
    "Teams, Svetlana: account {u}, password {pw}",
    "Element: sign in as {u} using {pw}",
    "Jira WTR-433: pump station PC user {u} password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["gulabi", "sazan", "paxta", "qarriqiz", "tuyamuyun", "moynaq", "berdakh", "yurta",
               "kambala", "handalak", "chimbay", "laqqa", "ustyurt", "sudochye"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "voice message transcript: the wifi password is {w} and after that the number {d}, no space",
    "for the gin server: first {w}, then {d}",
    "it's {w}{d}, word and digits together",
    "spelled for the driver: {w}, that is the fish, and then {d}",
    "paroli {w} sózi, keyin {d}",
    "пароли {w} деген сөз, кейин {d}",
    "parol {w} degan so'z, keyin {d} qo'sh",
    "açar sözi {w} sözi, soňra {d}",
    "құпия сөз: {w} деген сөз, одан кейін {d}",
    "빠롤은 {w} 그다음 {d} 임다",
    "мима {w} хуэй {d}",
    "пароль — слово {w}, потом {d}",
    "parol: {w}, keyin {d} рақам",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]  # each word once, so each secret is unique
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "rar a -hp{pw} gin-ledger-2032.rar ledger/",
    "sudo MSSQL_SA_PASSWORD='{pw}' /opt/mssql/bin/mssql-conf set-sa-password",
    "flux bootstrap git --url=https://git.jdh.lan/ops/fleet --username={u} --password='{pw}' --path=clusters/nukus",
    "ansible-playbook -i inventory/water site.yml --vault-password-file <(echo '{pw}')",
    "ksmbd.adduser -a {u} -p '{pw}'",
    "rnp --sign --keyfile jdh-signing.asc --password '{pw}' tariffs-2032.pdf",
    "php maintenance/install.php --server https://wiki.jdh.lan --dbuser wiki --pass '{pw}' 'Jayhun Wiki' {u}",
    "ipa-client-install --domain jdh.lan --principal {u} --password '{pw}' --unattended",
    "ktutil:  addent -password -p {u}@JDH.LAN -k 1 -e aes256-cts\nPassword for {u}@JDH.LAN: {pw}",
    "pdftk loan-book-2032.pdf input_pw '{pw}' output loan-book-open.pdf",
    "mutool clean -p '{pw}' water-tariffs.pdf water-tariffs-open.pdf",
    "ncftpput -u {u} -p '{pw}' ftp.jayhun.uz /melons/export manifest-0612.csv",
    "mysqlimport --local --user={u} --password='{pw}' tickets tickets.csv",
    "mysqlcheck -u {u} -p'{pw}' --all-databases --auto-repair",
    "impdp system/{pw}@GINDB directory=DP_DIR dumpfile=gin_2032.dmp logfile=imp.log",
    "dgmgrl sys/{pw}@water_prim \"show configuration\"",
    "orapwd file=$ORACLE_HOME/dbs/orapwWATER password={pw} entries=10",
    "dbca -silent -createDatabase -gdbName MICRO -sid MICRO -sysPassword '{pw}' -templateName General_Purpose.dbc",
    "tibemsadmin -server tcp://ems.jdh.lan:7222 -user {u} -password '{pw}'",
    "wsadmin.sh -lang jython -user {u} -password '{pw}' -f deploy_loans.py",
    "sdkperf_java.sh -cip=tcp://solace.jdh.lan:55555 -cu={u}@fares -cp='{pw}' -ptl=fares/urgench",
    "apksigner sign --ks jayhun-bus.jks --ks-pass pass:{pw} app-release.apk",
    "surreal sql --endpoint http://surreal.jdh.lan:8000 --user {u} --pass '{pw}' --ns jdh --db catch",
    "netdom join NUKUS-PC14 /domain:jdh.lan /UserD:{u} /PasswordD:{pw}",
    "go-sendxmpp -u {u}@xmpp.jdh.lan -p '{pw}' ops@xmpp.jdh.lan",
    "tnftp ftp://{u}:{pw}@ftp.jdh.lan/buses/",
    "mongoimport --uri 'mongodb://{u}:{pw}@mongo.jdh.lan/catch' --collection landings --file landings.json",
    "airflow connections add gin_pg --conn-type postgres --conn-host pg.jdh.lan --conn-login {u} --conn-password '{pw}'",
    "./kitchen.sh -rep=jdh_repo -user={u} -pass='{pw}' -job=meter_import",
    "mssql-scripter -S sql.jdh.lan -U {u} -P '{pw}' -d Tickets --schema-and-data",
    "securityUtility encode '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Termux ~ $ {c}", "PuTTY, root@gin-scada:~# {c}",
    "PowerShell PS C:\\ops> {c}", "aybek@nukus-ops:~$ {c}", "[ogabek@khiva-pack ~]$ {c}",
    "ran this on the cannery box: {c}",
    "buyruq, terminalda: {c}", "мына команданы иске қостым: {c}", "buýrugy işletdim: {c}",
    "вот команда: {c}", "komandani yozdim: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.jdh.lan:5432/water_billing",
    "mysql://{u}:{pw}@tickets-db.jdh.lan:3306/tickets",
    "mongodb+srv://{u}:{pw}@catch.jdh.lan/landings?authSource=admin",
    "redis://{u}:{pw}@redis.jdh.lan:6379/4",
    "amqp://{u}:{pw}@mq.jdh.lan:5672/fares",
    "sftp://{u}:{pw}@edi.jayhun.uz:2222/melons/",
    "ftp://{u}:{pw}@ftp.jdh.lan/gin/",
    "rtsp://{u}:{pw}@cam-busstation-7.jdh.lan:554/Streaming/Channels/101",
    "oracle://{u}:{pw}@ora.jdh.lan:1521/GINDB",
    "clickhouse://{u}:{pw}@ch.jdh.lan:9000/telemetry",
    "mssql+pyodbc://{u}:{pw}@sql.jdh.lan/Tickets?driver=ODBC+Driver+18+for+SQL+Server",
    "Server=sql.jdh.lan;Database=Loans;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.jdh.lan:5432/scada?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string: {c}", "ulanyş setiri: {c}",
    "подключение: {c}", "Jira WTR-450: {c}", "Confluence › Databases: {c}", "ulanish: {c}",
    "байланыс қатары: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "jayhun-delta", "sub": f"merchant_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "payments tickets"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Busfor", "BUSFOR_API_TOKEN", _vendor_jwt("https://api.busfor.example")),
    ("Getsms", "GETSMS_API_KEY", _j("gs_live_", (ALNUM, 32))),
    ("Alipos", "ALIPOS_SECRET", _j((HEX, 40))),
    ("Jowi", "JOWI_API_SECRET", _j((ALNUM, 36))),
    ("Idokon", "IDOKON_TOKEN", _j("idk_", (LOWER_DIGITS, 40))),
    ("MyTaxi", "MYTAXI_PARTNER_KEY", lambda g: v.uuid4(g, "b")),
    ("Tezkor", "TEZKOR_API_KEY", _j("tzk.", (URLSAFE, 40))),
    ("OneID", "ONEID_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Multibank", "MULTIBANK_ACCESS_TOKEN", _vendor_jwt("https://auth.multibank.example")),
    ("Xazna", "XAZNA_MERCHANT_KEY", _j("xz-", (UPPER_DIGITS, 32))),
    ("Octobank", "OCTOBANK_SECRET_KEY", _j("oct_sk_", (ALNUM, 40))),
    ("Infinbank", "INFINBANK_API_SECRET", _j((HEX, 64))),
    ("Trastbank", "TRASTBANK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Ipak Yuli", "IPAKYULI_API_KEY", _j((UPPER_HEX, 32))),
    ("Mikrokreditbank", "MKBANK_API_TOKEN", _j("mtx_", (ALNUM, 36))),
    ("Rysgal", "RYSGAL_MERCHANT_SECRET", _j((B64, 44))),
    ("Uzairways", "UZAIRWAYS_AGENT_KEY", _j((HEX, 32))),
    ("Tutu.ru", "TUTU_API_KEY", _j((ALNUM, 32))),
    ("Biletix", "BILETIX_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Zoodmall", "ZOODMALL_SELLER_TOKEN", _j((URLSAFE, 48))),
    ("Texnomart", "TEXNOMART_API_KEY", _j((HEX, 40))),
    ("Korzinka", "KORZINKA_SUPPLIER_KEY", _j((ALNUM, 44))),
    ("Uzbektourism", "UZBEKTOURISM_API_KEY", _j((LOWER_DIGITS, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "systemd unit override:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "kubectl create secret generic vendor-keys --from-literal={env}={tok}",
    "Jayhun ERP › Settings › Integrations › {vendor}: {tok}",
    "Confluence table 'Integrations': | {vendor} | prod | {tok} |",
    "Redmine #1944: {vendor} integration broken, current key {tok}",
    "Telegram, Dilnoza: {vendor} key for the ticket sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "{vendor} API gilti: {tok}",
    "{vendor} API гилти: {tok}",
    "{vendor} API kaliti: {tok}",
    "{vendor} API кілті: {tok}",
    "{vendor} API açary: {tok}",
    "{vendor} API 키 {tok} 임다",
    "ключ API {vendor}: {tok}",
    "{vendor} ключ кароч: {tok}",
    "{vendor} API kaliti — {tok}, никимга айтма",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    glab = "glpat-" + _r(rng, URLSAFE, 20)
    getsms = "gs_live_" + _r(rng, ALNUM, 32)
    jowi = _r(rng, ALNUM, 36)
    octo = "oct_sk_" + _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f"glab auth login --hostname git.jdh.lan --token {glab}", glab),
        Sample("vendor_token", f'requests.post("https://api.getsms.example/v1/send", headers={{"X-Api-Key": "{getsms}"}}, json=msg)', getsms),
        Sample("vendor_token", f'val jowi = JowiClient(apiKey = "{jowi}", restaurant = "khiva-terrace")', jowi),
        Sample("vendor_token", f"$octo = new OctobankClient('jayhun-micro', '{octo}');", octo),
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


_BARE_PLACES = ["{t}", "Telegram: {t}", "it only shows it once, so here:\n{t}", "мынаў токен: {t}",
                "token: bu {t}", "{t}\n^ jańa token, eskisi óldi", "hold on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of water meter WM-0417 (Nukus, OTAA): {h}": 32,
    "HMAC secret for the Xazna payment callback: {h}": 64,
    "AES key of the bus-card readers (Mifare DESFire app 2): {h}": 32,
    "WALG_LIBSODIUM_KEY={h}": 64,
    "pre-shared key of the Moynaq IPsec tunnel (hex): {h}": 64,
    "backup shifrlash kaliti: {h}": 64,
    "резерв көшірменің шифрлау кілті: {h}": 48,
    "ключ шифрования бэкапа: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "YouTrack BUS-97: token from the kiosk's network tab {t}",
    "Cookie: lang=kaa; jdh_session={t}",
    "JAYHUN_TICKETS_ACCESS_TOKEN={t}",
    "keep this bearer token {t}",
    "токен: {t}",
    "jańa token mınaw {t}",
    "täze token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@jayhun.uz"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.jdh.lan/realms/delta", "azp": "tickets-kiosk",
                   "groups": ["cashiers", "dispatch"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key of the gin SCADA box, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.jayhun.uz.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EIMZO_SIGNING_KEY": "{key}", "branch": "kungrad"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_water <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "OTRS ticket, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "серверидиң жеке гилти:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the melon buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Trust Wallet backup of the microcredit fund, copying it off the card: {p}": "english",
    "Exodus wallet recovery phrase\n{p}": "english",
    "voice message: the Ledger recovery words are {p} and that's all of them": "english",
    "Outline page 'Fund wallet (retired)': {p}": "english",
    "сид-фраза кошелька, кароч: {p}": "russian",
    "фраза восстановления: {p}": "russian",
    "지갑 복구 단어 임다: {p}": "korean",
    "시드 문구: {p}": "korean",
    "cüzdan kurtarma ifadesi (the Denizli buyer's): {p}": "turkish",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "錢包助記詞：{p}": "chinese_traditional",
    "gapjygyň dikeltme sözleri: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Humo's, UzCard's, Mir's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "humo":
        return _card_of(rng, ["9860"], [16])
    if brand == "uzcard":
        return _card_of(rng, ["8600"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Nodira: company Humo card for the fuel at Kungrad: {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Redmine #1961: pay the Lummus spare parts with card {c}",
    "kartanıń nomeri: {c}, {mm}/{yy}",
    "картаның нөмірі: {c}",
    "kartyň belgisi: {c}, {mm}/{yy}",
    "카드 번호 {c} 임다",
    "номер карты: {c}, {mm}/{yy}",
    "karta raqami {c}, muddati {mm}/{yy}",
    "карта номери: {c}",
    "kartamni raqami: {c}, yox unutma",
]  # fmt: skip
_BRANDS = ["humo", "uzcard", "visa", "mir", "mastercard", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/36, CVV {cvv}",
               "the three digits on the back of the fuel card: {cvv}",
               "kartanıń artındaǵı úsh san: {cvv}",
               "картаның артындағы үш сан: {cvv}",
               "три цифры сзади на карте — {cvv}",
               "kartyň arkasyndaky üç san: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "visa"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 177; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DO": "cccc" + "n" * 20, "ES": "n" * 20, "IT": "a" + "n" * 10 + "c" * 12,
                "SE": "n" * 20, "BY": "cccc" + "nnnn" + "c" * 16, "BG": "aaaa" + "n" * 6 + "c" * 8,
                "MD": "c" * 20, "IL": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice JDH-EXP-2032-071: the Valencia melon importer pays from {i}",
    "save the Biella cotton buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Aral fishing nets, lot 7",
    "Telegram #treasury: the Minsk bus dealer's new bank details, IBAN {i}",
    "IBAN nomeri: {i}",
    "IBAN нөмірі: {i}",
    "IBAN belgisi: {i}",
    "IBAN 임다 {i}",
    "IBAN фирмы: {i}",
    "IBAN raqami {i}",
    "Chisinau microfinance fund, IBAN for the tranche: {i}",
    "Tel Aviv drip-line supplier, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ru_inn(g: random.Random) -> str:
    """A Russian INN of a company: ten digits, the last a weighted check digit."""
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 9), ru_inn.is_valid)


def _by_unp(g: random.Random) -> str:
    """A Belarusian UNP of a company: nine digits, the last a weighted check digit."""
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


def _ua_edrpou(g: random.Random) -> str:
    """A Ukrainian EDRPOU code: eight digits, the last a weighted check digit."""
    return v.until(g, lambda h: h.choice("234") + _r(h, D, 7), ua_edrpou.is_valid)


def _kr_brn(g: random.Random) -> str:
    """A Korean business registration number (123-45-67890), its last digit a check digit."""
    number = v.until(g, lambda h: h.choice("123456") + _r(h, D, 9), kr_brn.is_valid)
    return f"{number[:3]}-{number[3:5]}-{number[5:]}"


def _kr_arn(g: random.Random) -> str:
    """A Korean alien registration number: a birth date, 5 to 8, and the RRN's check digit."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 99):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = born + h.choice("5678") + _r(h, D, 5)
        return body + kr_rrn.calc_check_digit(body)

    number = v.until(g, make, kr_rrn.is_valid)
    return f"{number[:6]}-{number[6:]}"


def _tr_vkn(g: random.Random) -> str:
    """A Turkish tax number (VKN): ten digits, the last a check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 9), tr_vkn.is_valid)


def _cn_uscc(g: random.Random) -> str:
    """A Chinese unified social credit code of an Ürümqi company, with its check character."""
    alphabet = "0123456789ABCDEFGHJKLMNPQRTUWXY"

    def make(h: random.Random) -> str:
        body = "91650100" + _r(h, alphabet, 9)
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


def _pinfl(g: random.Random) -> str:
    """An Uzbek PINFL (ЖШШИР): fourteen digits, a sex-and-century digit first; no public check."""
    return g.choice("3456") + _r(g, D, 13)


def _stir(g: random.Random) -> str:
    """An Uzbek taxpayer number (СТИР): nine digits; no check used here."""
    return g.choice("3456") + _r(g, D, 8)


def _kaa_licence(g: random.Random) -> str:
    """A Karakalpak driving licence: two letters and seven digits; invented."""
    return "KR" + _r(g, D, 7)


def _tm_passport(g: random.Random) -> str:
    """A Turkmen passport: a letter and seven digits; invented."""
    return g.choice("AB") + _r(g, D, 7)


def _tm_licence(g: random.Random) -> str:
    """A Turkmen driving licence: two letters, a space and six digits; invented."""
    return "DZ " + _r(g, D, 6)


def _kz_id(g: random.Random) -> str:
    """A Kazakh identity card (жеке куәлік): nine digits; invented."""
    return "0" + _r(g, D, 8)


def _fish_permit(g: random.Random) -> str:
    """A Moynaq fishing permit; invented."""
    return f"QR-BO-{g.randrange(2030, 2034)}-{_r(g, D, 4)}"


def _guide_licence(g: random.Random) -> str:
    """A Khiva tour-guide licence; invented."""
    return f"GID-XR-{_r(g, D, 5)}"


def _carrier_licence(g: random.Random) -> str:
    """A bus carrier's licence; invented."""
    return f"AT-{_r(g, D, 3)}-{_r(g, UPPER, 2)}{_r(g, D, 4)}"


def _uz_passport(g: random.Random) -> str:
    """An Uzbek biometric passport: two letters and seven digits."""
    return g.choice(["AD", "AE", "FA"]) + _r(g, D, 7)


def _ru_zagran(g: random.Random) -> str:
    """A Russian foreign passport: two digits, a space and seven digits."""
    return f"{g.randrange(70, 80)} {_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "ИНН фирмы в Астрахани, для договора: {s}": _ru_inn,
    "INN of the Astrakhan fish-net maker (for the contract): {s}": _ru_inn,
    "УНП дилера МАЗ в Минске: {s}": _by_unp,
    "EDRPOU code of the Kharkiv melon buyer, from the invoice: {s}": _ua_edrpou,
    "부산 그물 공장 사업자등록번호 {s} 임다": _kr_brn,
    "외국인등록번호: {s}": _kr_arn,
    "Denizli cotton buyer's VKN (vergi kimlik no): {s}": _tr_vkn,
    "烏魯木齊 瓜商 統一社會信用代碼 {s}": _cn_uscc,
    "ЖШШИР: {s}": _pinfl,
    "менің ЖШШИР нөмірім {s}": _pinfl,
    "СТИР фирмани: {s}": _stir,
    "ҳайдаўшы гүўалығы: {s}": _kaa_licence,
    "pasport belgisi: {s}": _tm_passport,
    "sürüjilik şahadatnamasy: {s}": _tm_licence,
    "жеке куәлік нөмірі: {s}": _kz_id,
    "baliq ovlash ruxsatnomasi (Moynaq): {s}": _fish_permit,
    "gid guvohnomasi raqami: {s}": _guide_licence,
    "Kungrad bus carrier licence: {s}": _carrier_licence,
    "Feruza's passport for the Dubai trade fair visa: {s}": _uz_passport,
    "загран Олега: {s}": _ru_zagran,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Octobank 2FA recovery codes\n{codes}", "backup codes for the company Google Workspace {codes}",
            "zapas kodlar (2FA): {codes}", "резерв кодтар:\n{codes}",
            "ätiýaçlyk kodlar: {codes}", "резервные коды от почты: {codes}",
            "2FA 백업 코드 임다:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Jayhun:feruza@jayhun.uz?secret={s}&issuer=Jayhun&digits=6",
              "Aegis, manual setup key for the Octobank login: {s}",
              "2FA secret for the water SCADA VPN: {s}",
              "TOTP гилти: {s}", "TOTP açary: {s}", "секрет для 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your OneID verification code", "Kod podtverjdeniya Xazna: {c}. Hech kimga bermang",
          "Код подтверждения: {c}. Никому не сообщайте", "Tassyklaýyş kody: {c}",
          "Rastaw kodı: {c}", "Use {c} to sign in to Multibank"]  # fmt: skip


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


def _bitlocker(g: random.Random) -> str:
    """A BitLocker recovery key: eight groups of six digits, each a multiple of 11."""
    return "-".join(f"{11 * g.randrange(1, 65_536):06d}" for _ in range(8))


_RECOVERY = {
    "BitLocker recovery key of the Nukus cashier laptop: {k}": _bitlocker,
    "manage-bde -unlock D: -rp {k}": _bitlocker,
    "Apple recovery key for Feruza's account: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
    "tiklash kaliti (recovery key): {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5)),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_SSIDS = ["JDH-Gin-Beruniy", "Moynaq-Cannery", "Khiva-Packhouse-5G", "Avtovokzal-Urgench",
          "Kungrad-Micro", "AyazKala-Camp", "Nukus-Suv-Ofis", "Uzonline_Chimbay", "Beeline-WiFi-7731",
          "Dashoguz-Branch"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassword: {pw}",
    "the camp's Starlink wifi {s} / {pw}",
    "hostapd.conf:\nssid={s}\nwpa_key_mgmt=SAE\nsae_password={pw}",
    "{s} wayfay paroli: {pw}",
    "{s} вайфай пароли: {pw}",
    "wifi {s} paroli {pw} yox boshqasi",
    "{s} вайфайдың құпия сөзі {pw}",
    "{s} wifi açar sözi: {pw}",
    "와이파이 {s} 빠롤 {pw} 임다",
    "ваифай {s} мима сы {pw}",
    "вайфай {s}, пасс {pw}",
    "wifi {s} пароли {pw}",
    "Jira WTR-470: pump station wifi {s} key {pw}",
    "the key printed under the Uzonline box: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("gs_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("oct_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Zangi call] {t}",
          "(spaced so the preview hides it) {t}", "harfma-harf: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["esiktiń kodı: {pw}", "есиктиң коды: {pw}", "qulıptıń kodı {pw}",
          "ombor eshigini kodi: {pw}", "есіктің коды — {pw}", "gapynyň kody: {pw}",
          "창고 문 코드 {pw} 임다", "мын мима: {pw}", "код от двери склада {pw}",
          "the cannery cold-room keypad takes {pw} then #", "padlock on the Ayaz-Kala camp generator shed: {pw}",
          "SIM PIN for the bus tracker: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 6][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["gulabi", "sazan", "paxta", "tuye", "yurta", "saksaul", "qamish", "tandir",
                 "chilpiq", "ustyurt", "jerekh", "handalak", "qumurski", "tuyamuyun"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the ops vault: {p}": " ",
            "Bitwarden master passphrase: {p}": "-",
            "restic repository passphrase: {p}": ".",
            "пароль-фраза бэкапа: {p}": " ",
            "bekap uchun passphrase: {p}": "_",
            "RUSTIC_PASSWORD=\"{p}\"": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://scada.jdh.lan/api/pumps": True,
    "Postman collection, header Authorization = Basic {v}": True,
    "Insomnia request to the ticket API: Authorization: Bearer {v}": False,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "YouTrack BUS-102, request headers: authorization: bearer {v}": False,
    "Bruno env file: auth:bearer {{ token: {v} }}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nJAYHUN_GIN_DB_USER=gin\nJAYHUN_GIN_DB_PASS={pw}",
    ".env.local:\nJAYHUN_WATER_SCADA_PASSWORD={pw}\nJAYHUN_WATER_SCADA_HOST=10.20.0.5",
    "compose.yaml:\nservices:\n  tickets-db:\n    image: postgres:17\n    environment:\n      POSTGRES_USER: tickets\n      POSTGRES_PASSWORD: {pw}",
    "compose.yaml:\n  mariadb:\n    environment:\n      MARIADB_ROOT_PASSWORD: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: loans-db\ntype: Opaque\nstringData:\n  username: loans\n  password: {pw}",
    "k8s values.yaml:\nauth:\n  existingSecret: \"\"\n  rootPassword: \"{pw}\"",
    "/etc/systemd/system/catch-sync.service.d/override.conf:\n[Service]\nEnvironment=JAYHUN_CATCH_API_PASS={pw}",
    "systemd unit:\n[Service]\nEnvironment=\"PGPASSWORD={pw}\"\nExecStart=/usr/local/bin/meter-import",
    "/etc/rustic/rustic.toml:\n[repository]\nrepository = \"sftp:backup@nas.jdh.lan:/rustic\"\npassword = \"{pw}\"",
    "rustic backup: RUSTIC_PASSWORD={pw} rustic backup /srv/loans",
    "LocalSettings.php:\n$wgDBuser = \"wiki\";\n$wgDBpassword = \"{pw}\";",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Loans\": \"Host=pg.jdh.lan;Username=loans;Password={pw}\"}}}}",
    "application.properties:\nspring.datasource.username=tickets\nspring.datasource.password={pw}",
    "config/database.yml:\nproduction:\n  adapter: postgresql\n  username: fleet\n  password: {pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "odbc.ini:\n[GinDB]\nDriver=PostgreSQL\nServername=pg.jdh.lan\nUsername=gin\nPassword={pw}",
    ".pgpass:\npg.jdh.lan:5432:water_billing:billing:{pw}",
    "settings.py:\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"USER\": \"camps\", \"PASSWORD\": \"{pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "Python:\nconn = psycopg.connect(host=\"pg.jdh.lan\", user=\"water\", password=\"{pw}\")",
    "Go:\ndb, err := sql.Open(\"mysql\", \"tickets:{pw}@tcp(tickets-db.jdh.lan:3306)/tickets\")",
    "Kotlin:\nval ds = HikariDataSource().apply {{ username = \"loans\"; password = \"{pw}\" }}",
    "Swift:\nlet credential = URLCredential(user: \"kiosk\", password: \"{pw}\", persistence: .forSession)",
    "Rust:\nlet pool = PgPool::connect(\"postgres://gin:{pw}@pg.jdh.lan/gin\").await?;",
    "PHP:\n$pdo = new PDO('pgsql:host=pg.jdh.lan;dbname=camps', 'camps', '{pw}');",
    "C#:\nvar client = new SmtpClient(\"mail.jayhun.uz\") {{ Credentials = new NetworkCredential(\"alerts\", \"{pw}\") }};",
    "JavaScript:\nconst ftp = await client.access({{ host: 'ftp.jdh.lan', user: 'melons', password: '{pw}' }});",
    "Ruby:\nRedis.new(host: 'redis.jdh.lan', password: '{pw}')",
    "Lua (the kiosk's script):\nlocal ok = red:auth(\"{pw}\")",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Aybek: gin server paroli?\nGulnara: {pw}",
    "[07:12] ogabek: packhouse PC password?\n[07:14] feruza: {pw}",
    "Nodira: {pw} is the new password for the loan tablets",
    "Sardor: use {pw}, that's what the kiosk has now",
    "Перизат: jańa parol {pw}",
    "Merdan: täze parol {pw}",
    "Валентин: 빠롤 바꿨슴다, {pw}",
    "Исмар: щин мима {pw}",
    "Наташа: пароль поменяла, теперь {pw}",
    "Rustam: yangi пароль {pw}, никимга",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 26), (_spelled, 14), (_cli, 32), (_urls, 13), (_vendors, 44),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 6), (_recovery, 4),
    (_wifi, 16), (_spelled_tokens, 8), (_locks, 12), (_phrases, 6), (_auth, 6), (_configs, 18),
    (_code, 10), (_chats, 10),
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
    "the Lummus panel password is": "{s}", "water SCADA pw:": "{s} (since the May upgrade)",
    "serverdiń paroli": "{s}", "пароли": "{s}\nҳеш кимге айтпа", "açar sözi:": "{s}",
    "құпия сөз:": "{s}", "빠롤": "{s} 임다", "пароль от сервака": "{s}", "yangi parol:": "{s}",
    "the password Dauletbay read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Getsms API key", "{s}", _j("gs_live_", (ALNUM, 32))),
    ("split_token", "Infinbank secret:", "{s} (loan disbursements)", _j((HEX, 64))),
    ("split_token", "MyTaxi partner key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Trust Wallet backup words", "{s}", _english_seed),
    ("split_card", "Humo card", "{s} exp 04/37", lambda g: v.grouped(_card(g, "humo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BY"))),
    ("split_backup", "Octobank recovery codes", "{s}\nkqzv-4821-tm\nwprd-7730-ha", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ЖШШИР", "{s}", _pinfl),
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
    '{"gin": {"hmi": "https://hmi.beruniy.jdh.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"paroli": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "aybek.t", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "urgench-1"}, {"name": "kungrad-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqlimport", "--local", "--user", "tickets", "--password", "{s}", "tickets", "tickets.csv"]}': ("meta_password", _plain_pw),
    '{"note": "серверидиң пароли {s}"}': ("meta_password", _plain_pw),
    '{"açar_sözi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the pump station PC as water-ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"getsms": {"api_key": "{s}"}}': ("meta_token", _j("gs_live_", (ALNUM, 32))),
    '{"octobankSecret": "{s}"}': ("meta_token", _j("oct_sk_", (ALNUM, 40))),
    '{"alipos_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "08/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "uzcard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IL")),
    '{"partner": {"unp": "{s}"}}': ("meta_id", _by_unp),
    '{"mfa": {"recovery_codes": ["{s}", "kqzv-4821-tm", "wprd-7730-ha"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"generator_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "AyazKala-Camp", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"s7-1200-fw-4.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.jdh.lan/tickets-api:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Kungrad-Nukus route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"billing: revert tariff rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catch_2032-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"melon-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the gin-stand panel password before the Lummus engineer visits on 2032-09-14.",
    "Gulnara asked for the packhouse wifi password; it's on the card in the foreman's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; share a vault link instead.",
    "The `.env.example` line `GETSMS_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The kiosk asks for a new admin password after every firmware update.",
    "Replace <YOUR_BUSFOR_TOKEN> in the README with the token from the Busfor partner cabinet.",
    "OCTOBANK_SECRET_KEY and GETSMS_API_KEY must be set before the nightly loan reminder job runs.",
    "Parolińdi hesh kimge aytpa.",
    "Пароліңді ешкімге айтпа.",
    "Açar sözüňi hiç kime aýtma.",
    "Parolingni hech kimga aytma, aka.",
    "Пароль никому не говори, плз.",
    "빠롤은 아무끼도 말하지 마오.",
    "Мима бә гы бе жын шуә.",
    "Parol kamida 14 ta belgidan iborat bo'lishi kerak.",
    "Құпия сөз кемінде он төрт таңбадан тұруы керек.",
    "Açar sözi azyndan on dört belgiden ybarat bolmaly.",
    "Пароль должен быть не короче 14 символов.",
    "Jańa parol kemi menen 14 belgi bolıwı kerek.",
    "Upgraded the gin SCADA from 4.6 to 4.7 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Kungrad-Nukus route.",
    f"Rolled back to {_SHORT} after the tariff rounding broke the water bills.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The S7-1200 firmware 4.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of melon-export-2032.parquet: {_SHA512}",
    f"The tickets API container runs registry.jdh.lan/tickets-api@sha256:{_IMAGE}.",
    f"MD5 of catch_2032-05-03.csv is {_MD5}, same as the copy on the cannery share.",
    "Request id 3f9c2a71-5b0e-4d18-a6c2-8e1f0b7d4c39 is the slow one in the ticket API logs.",
    "Export order EXP-2032-00731 for 18 tonnes of Gulabi melons ships on Thursday.",
    "Jira WTR-501: the Kegeyli pump station alarm keeps tripping at night.",
    "Call the Moynaq cannery on +998 61 322 14 07 before noon.",
    "Reefer container MSCU 7340921 with the Khiva melons is at the Urgench rail yard.",
    "Bus 47 Nukus–Kungrad leaves at 06:40 from platform 3; the fare is 38 000 so'm.",
    "Bale 2032-BRN-004187 weighed 221 kg at 7.8 % moisture, grade II.",
    "The Tuyamuyun reservoir stood at 121.4 m on Monday; the intake pumped 4.2 m³/s.",
    "After five wrong passwords the teller app locks the account for 20 minutes.",
    "The Ayaz-Kala yurt camp has 14 yurts; a camel ride to the fortress takes 40 minutes.",
    "The secret of a good Khorezm melon is the late-August heat.",
    "Ask Dauletbay for the cold-room keypad code, I don't have it.",
    "My card ending 4471 was declined at the Nukus bazaar.",
    "The Valencia importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Octobank account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `BUSFOR_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the generator shed rusts in the salty wind; oil it every month.",
    "Getsms moved the API key page under Settings › Developers in its June release.",
    "ISBN 978-5-17-118366-1 is the Karakalpak fisheries handbook on the office shelf.",
    "The guest wifi 'Avtovokzal-Free' is open, no password needed.",
    "Loan 2032-KNG-00912: 6 000 000 so'm over 12 months at 24 %, first payment on 2032-07-05.",
    "Serverdiń parolin ózgertiw kerek, Aybekke ayt.",
    "Вайфай пароли стикерде жазылған, столдың астында.",
    "Täze açar sözi näme bolmaly? Azyndan on iki belgi.",
    "Мима щин ё хуэй, ни бә ваң.",
    "Кароч, пароль от сервака у Олега, спроси его.",
    "Yangi parol kerak, eskisi ishlamayapti — Rustam akaga yozing.",
    "Карта оркасидаги уч рақамни ҳеч кимга айтманг.",
    "Kartanıń nomerin telefonda aytpań.",
    "Water meter WM-0417 read 18 342 m³ on 2032-06-01; the next reading is due in July.",
    "The bus station's CCTV keeps 30 days of footage; the retention policy is in the wiki.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/jdh/gin-hmi", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "WTR-501", "export_order": "EXP-2032-00731"}',
    '{"bale": {"id": "2032-BRN-004187", "weight_kg": 221, "moisture_pct": 7.8}}',
    '{"phone": "+998 61 322 14 07", "city": "Moynaq"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "yurts": 14}',
    '{"route": "47", "from": "Nukus", "to": "Kungrad", "fare_som": 38000}',
    '{"container": "MSCU 7340921", "carrier": "MSC", "eta": "2032-09-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
