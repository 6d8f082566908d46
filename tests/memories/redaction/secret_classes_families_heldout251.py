# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-ninth's
docstring, the fifth to two-hundred-and-forty-ninth only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-fiftieth, the
two-hundred-and-fifty-second and the two-hundred-and-fifty-third), any other test, the reports,
the benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber
was never run on it. Its own seed (251604883), password words (a fish of the Makran auction, a
boat word, a number and a sign; two fish and a number; a name, a birth year, a sign and a place;
leet words of Gwadar, Pasni, Surmai, Kekra, Turbat, Jiwani, Kalmat, Ormara and Barf Khana with a
year; a fish, its kilos and a sign; a date variety, a place and a year joined by dots; a coach's
plate and route, `TBT…-ORM…`, the way the Turbat dispatcher notes a run; a boat word in capitals,
a sign and a number; a generator's three groups and random runs), names, places, templates,
tools, vendors and layouts, the way the staff of Kalmat Tide Enterprises (fictional: a fish
landing and ice plant at Gwadar's West Bay, a boat-builders' yard at Keti Bandar, a mangrove-crab
exporters' shed at Pasni, a bus and cargo agency in Turbat and a date orchard's packing shed in
Kech) leak secrets into an assistant's memory. The texts are chats with times, tickets (`KT-…`),
shift books and incident notes, wiki breadcrumbs and tables, notes, e-mails, runbooks, READMEs,
shell, PowerShell, Termux, MobaXterm, Kitty, WSL and tmux prompts, voice-memo transcripts,
dictated text and requests to the assistant itself; the separators run from a colon, "is"
(`hai`, `ہے`, `aahe`, `آهي`, `int`/`ent`, `انت`, `ē`, `است`, `hast`, `e`) and a dash to an arrow,
a pointing emoji (`👉`, `👈`), a new line, Persian guillemets (`«…»`), backticks and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of earlier corpora
that name each): in none, chan_dongle, SoftEther's `HubPassword`, the Elitek thermostat, Gwadar,
Turbat, Keti Bandar and Brahui; in one, `jfrog rt`, `ksql -u`, `mitmdump --proxyauth`, VitalPBX,
Fanvil, Tiandy, Eitaa, Soroush, NICOP and Pasni; in two, `ttIsql`, jmxterm, mytop, `emqx ctl
admins passwd`, `artemis producer`, `forgejo admin`, ncrack, VyOS's `plaintext-password`,
`smbpasswd -s`, rustic, gotty, syncthing's `--gui-password`, glider, sshuttle, hysteria, swanctl,
pritunl, Issabel, Concox, Rubika, PayPak and Balochi; in three, hdbsql, dbisql, impala-shell,
sapcontrol, ttyd, microsocks, filebrowser, jenkins-cli, rabbitmqadmin, go2rtc, frpc, 3proxy,
headscale, netbird, Frick, Sabroe, GEA Omni, Ruijie and Sindhi; in four, mmcli, chisel, sqlline,
mediamtx; in five or more, sqsh, `swift -A`, wvdial and Mycom. The common layouts (env files,
`export`, `docker run -e`, compose files, systemd units, `fly secrets set`, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers in Bruno, Caddy, HTTPie, Thunder Client and Hoppscotch,
the `WIFI:` QR string, hostapd, CSV rows, Markdown tables, YAML, Django settings, appsettings.json,
pjsip.conf, manager.conf) are named in many earlier corpora and are in wordings of their own.

About half of the secret samples are in other languages than English (South Asian English
texting, with its `bhai`, `pls`, `plz`, `kindly`, `do the needful`, `sir`, counts as English
here): Urdu in Nastaliq letters (`پاس ورڈ`, `ہے`, `میرا`, `نیا`, `یہ لو` "here, take it", `کسی
کو مت بتانا` "don't tell anyone", `شکریہ`, `کوڈ`, `پن کوڈ`, `تصدیقی کوڈ`, `بیک اپ کوڈز`,
`شناختی کارڈ`, `یوزر نیم`) and romanised (`mera … hai`, `naya`, `kisi ko mat batana`, `ye lo`,
`lafz` "word", `phir` "then", `ek ek harf` "letter by letter", `ke baad`); Sindhi in its Arabic
script (`پاسورڊ`, `آهي`, `منهنجو`, `نئون`, `ڪنهن کي نه ٻڌائجو`, `مهرباني`, `ڪوڊ`, `تالي جو
ڪوڊ`, `شناختي ڪارڊ`, `هڪ هڪ اکر`) and romanised (`munhinjo … aahe`, `kahin khe na budhaijo`,
`poi` "then", `je`/`jo` "of"); Balochi romanised (`mani … int`, `ent`, `ay` "of", `nokēn`
"new", `kasā ma gušay` "tell no one", `minnatwār` "thanks", `lapz`, `randā` "after", `gušit`
"says", `qulf` "lock") and in Perso-Arabic script (`منی`, `ئے`, `انت`, `نوکیں`, `کسا مگوش`,
`منتوار`, `کلیت` "key"); Brahui only as a few words (`kanā` "my", `nā` "of", `ē` "is",
`mehrbānī`, `pad` "after"); Persian from Iranian traders (`رمز عبور`, `رمز`, `است`, `هست`, `به
کسی نگو`, `مرسی`, `کد تایید`, `کدهای پشتیبان`, `کلید API`, `کد ملی`) and in Finglish (`ramze
jadid … e`, `be kasi nagu`, `kelide API`, `kode melli`); French, Spanish, Chinese, Korean, Czech,
Italian and Portuguese only around seed phrases of buyers and suppliers abroad, and Vietnamese
only as `mã số thuế`. The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are every Brahui word (`kanā`, `nā`, `ē`, `pad`), the Balochi `kasā ma gušay`,
`randā`, `gušit`, `lapz`, `qulf` and `کلیت`, the Balochi copula written both `int` and `ent`,
the Sindhi `budhaijo` as romanised and `poi`.

Vendors (Trukkr, Truck It In, Jugnu, Swyft, Call Courier, Cheetay, SnappFood, Torob, Basalam,
Nobitex, Ramzinex, ParsPack, Melipayamak, Zameen, PakWheels, Oraan, Dastgyr, Retailo, StormFiber,
K-Electric, Bank Alfalah, Sindh Bank, Mellat, Tapsi, Daewoo Express and Faisal Movers in none of
heldouts 5 to 249; Tez Financial, Kavenegar, Keenu, BlueEX, Tajir, PayFast, Paymob, Wallex, Finja,
Ghasedak, ArvanCloud, UPaisa and Veevo in one, grepped by name). No shape here is one the author
knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs,
UUIDs, JWTs for SnappFood and Basalam, ArvanCloud's `Apikey ` before a UUID, and the `swy_live_`
and `dg_sk_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: a Thai
company's registration number (`stdnum.th.moa`), a Singapore business UEN (`stdnum.sg.uen`), a
Vietnamese tax number (`stdnum.vn.mst`) and an Icelandic company's kennitala
(`stdnum.is_.kennitala`), each in two or three earlier corpora by grep of the module's import;
Pakistan's CNIC is validated by `stdnum.pk.cnic` for its format only (it has no check digit).
Kinds no library or this file checks (no check-digit algorithm is written here; the shapes of the
passports, the licence and the CDC are guesses): a NICOP, Iran's national code (`کد ملی`, drawn
with no check), Pakistani and Iranian passports, an Omani resident card, a Sindh driving licence
and a seafarer's CDC. Card numbers pass Luhn (`2203…` prefixes drawn here for PayPak, a guess, and the value
helpers' Visa, Mastercard, Amex, UnionPay, Discover and JCB, checked with python-stdnum's `luhn`);
the card codes are Amex's four-digit CIDs only, drawn so that none reads as a year. Iran's IBAN is
not in python-stdnum's registry; the IBANs are of Pakistan (for the theme, twenty-two earlier
corpora) and of Mauritania, Iceland, the Faroe Islands, Greenland and Saint Lucia (a rough count
over the country codes quoted in heldouts 5 to 249 finds each in twenty or twenty-one corpora),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, French,
Spanish, Simplified Chinese, Korean, Czech, Italian and Portuguese lists, each drawn until
`Mnemonic(lang).check` accepts it. Counts: 390 secret samples, 20 field pairs and 20 metadata
samples (430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.is_ import kennitala
from stdnum.pk import cnic
from stdnum.sg import uen
from stdnum.th import moa
from stdnum.vn import mst

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 251_604_883
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


_FISH = ["Surmai", "Paplet", "Dhotar", "Palla", "Kalgi", "Mushka", "Sangra", "Kiddi", "Rawas",
         "Dandya", "Sua", "Hamoor", "Kekra", "Jhinga"]  # fmt: skip
_BOAT = ["Hora", "Bedi", "Lanch", "Tonga", "Nakhuda", "Mangar", "Jaal", "Langar", "Sukkan",
         "Bandar", "Yakh", "Barf"]  # fmt: skip
_DATES = ["BegumJangi", "Muzawati", "Karbalain", "AabeDandan", "Kehraba", "Haleeni", "Sabzo",
          "Dashtiari"]  # fmt: skip
_PLACES = ["Gwadar", "Pasni", "Jiwani", "Ormara", "Turbat", "Tump", "Kech", "KetiBandar",
           "ShahBandar", "Kharo", "Peshukan", "Surbandar", "Kalmat", "Nigwar", "Dasht"]  # fmt: skip
_NAMES = ["Karim", "Hammal", "Mahganj", "Banuk", "Zareena", "Dostain", "Jiand", "Baalach",
          "Sameena", "Shaymureed", "Marvi", "Jumo", "Pirbux", "Nazia", "Allahdino", "Ghulam",
          "Behrouz", "Dariush", "Shirin", "Farhad", "Imran", "Farzana", "Gulbibi", "Naseer"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Gw4d4r", "P4sn1", "Surm41", "K3kr4", "Turb4t", "J1w4n1", "K4lm4t", "0rm4r4", "B4rfK4n4"]


def _catch(g: random.Random) -> str:
    """A fish, its kilos at the auction and a sign: how the landing clerks make one up."""
    return f"{g.choice(_FISH)}{g.choice([40, 55, 80, 120, 150, 300])}kg{g.choice(_SYMBOLS)}"


def _route(g: random.Random) -> str:
    """A coach's plate and route, as the Turbat agency's dispatcher notes a run."""
    return f"TBT{g.randrange(100, 1000)}-{g.choice(_PLACES)[:3].upper()}{g.randrange(10, 100)}"


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.choice(_BOAT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FISH, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _catch,
    lambda g: f"{g.choice(_DATES)}.{g.choice(_PLACES).lower()}.{g.randrange(1960, 2031)}",
    _route,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_BOAT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_NAMES)}Ka{g.choice(_DATES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "[07:14] Hammal: ice plant PLC (Delta DVP) web password {pw}",
    "[05:52] Karim: bhai West Bay landing scale PC pwd is {pw}, pls do the needful",
    "Keti Bandar yard log, 12 Mar: Stihl generator remote panel password {pw}",
    "Pasni crab shed group: chiller thermostat (Elitek) ay app password {pw} int",
    "تربت ایجنسی کاؤنٹر: Daewoo Express بکنگ ٹرمینل کا پاس ورڈ {pw}",
    "Kech orchard packing shed: khajoor sorter ke HMI ka password {pw} hai",
    "[18:40] Dostain: Frick Quantum HD panel password for compressor 2 is {pw}",
    "[06:03] Jiand: Sabroe Unisab III login password {pw} (ice plant, line B)",
    "Zareena: fish harbour ay weighbridge PC ay password {pw} int",
    "Ticket KT-0412: reset the Mycom chiller web password, old one {pw}",
    "Ticket KT-0419: ٻيڙي يارڊ جي Tiandy NVR جو ايڊمن پاسورڊ {pw} آهي",
    "Ticket KT-0431: Fanvil X3U desk phone at Turbat counter, web password {pw}",
    "Ticket KT-0446: VitalPBX admin password {pw} leaked in the group chat",
    "Incident 2031-11-02: the Issabel PBX in Gwadar was open to the internet with password {pw}",
    "Runbook: blast freezer defrost\n1. open the GEA Omni panel\n2. log in as service\n3. password {pw}\n4. start defrost on coil 3",
    "README (ice plant rack)\nthe Frick panel UI is at https://frick.kalmat.lan, admin password `{pw}`.",
    "Hi Pirbux,\n\nthe root password for the boat-yard server is {pw}. Please delete this mail once it's saved.\n\nRegards,\nMarvi",
    "K-Electric کے پورٹل کا پاس ورڈ: {pw}",
    "mera Bank Alfalah app ka password ab {pw} hai",
    "منهنجي سنڌ بئنڪ جي انٽرنيٽ بئنڪنگ جو پاسورڊ ياد رکجو: {pw}",
    "StormFiber self-care ay password 👉 {pw}",
    "voice memo: Concox tracker portal ka password {pw} hai, full stop",
    "packing shed wale PC ka password reinstall ke baad {pw} ho gaya",
    "Truck It In shipper login jo password {pw} aahe, kahin khe na budhaijo",
    "Kindly note, Ruijie access point admin password: {pw}",
    "Sir the Tenda router at crab shed password is {pw} 👍",
    "pwd for the Furuno VMS laptop 👉 {pw}",
    "رمز حساب ملت بهروز: «{pw}»، نگهش دار",
    "میرا ای میل کا پاس ورڈ {pw} ہے",
    "برف خانے کے کمپیوٹر کا پاس ورڈ: {pw}، کسی کو مت بتانا",
    "عمران: نیا پاس ورڈ یہ لو 👈 {pw} شکریہ",
    "bhai ice plant wale PC ka password {pw} hai, kisi ko mat batana",
    "naya pwd {pw} hai yaar, likh lo",
    "Farzana: boat yard ke server ka password ab {pw} hai",
    "منهنجو اي ميل جو پاسورڊ {pw} آهي",
    "ڪيٽي بندر واري ڪمپيوٽر جو پاسورڊ: {pw}، ڪنهن کي نه ٻڌائجو",
    "مارئي: نئون پاسورڊ {pw} آهي، مهرباني",
    "munhinjo email jo password {pw} aahe",
    "Keti Bandar yard je computer jo password {pw} aahe, kahin khe na budhaijo",
    "Jumo: server jo nayon password {pw} aahe",
    "mani email ay password {pw} int",
    "Gwadar ay yakh-khana ay computer ay password {pw} ent, kasā ma gušay",
    "Banuk: nokēn password {pw} ent, minnatwār",
    "منی ای میل ئے پاسورڈ {pw} انت",
    "پسنی ئے کیکڑا شیڈ ئے کمپیوٹر ئے پاسورڈ: {pw}، کسا مگوش",
    "بالاچ: سرور ئے نوکیں پاسورڈ {pw} انت، منتوار",
    "kanā email nā password {pw} ē, mehrbānī",
    "kanā computer nā password: {pw}",
    "رمز عبور ایمیلم {pw} است",
    "رمز کامپیوتر انبار خرما: {pw}، به کسی نگو",
    "بهروز: رمز جدید سرور {pw} هست، مرسی",
    "ramze jadide anbar {pw} e, be kasi nagu",
    "Dariush: ramze obur-e Snapp panel {pw} hast",
    "Tump ay packing PC ay password: {pw}, minnatwār",
    "dictated: Kamran Express booking office jo password {pw} aahe",
    "Sir plz save: Jugnu merchant panel password = {pw}",
    "Crab shed Rubika channel (oops): the Inkbird chiller password is {pw}",
    "Eitaa message from Shirin: the Tehran buyer portal password is {pw}",
    "پیام سروش: رمز سایت فورواردر چابهار {pw} است",
    "Yakh-khana shift book: the Sabroe service password was changed to {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["karim.b", "hammal", "mahganj", "banuk", "zareena", "dostain", "jiand", "baalach",
          "sameena", "shaymureed", "marvi", "jumo", "pirbux", "nazia", "allahdino", "ghulam.q",
          "behrouz", "dariush", "shirin.k", "farhad", "imran", "farzana", "gulbibi", "naseer",
          "svc-iceplant", "yard-office", "crabshed", "turbat-counter"]  # fmt: skip
_LOGINS = [
    "[09:12] Karim: Frick panel ka login {u} / {pw} hai",
    "Ticket KT-0450: {u} locked out of the Sabroe panel, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Gwadar › Ice plant › GEA Omni: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| Mycom chiller | {u} | {pw} |",
    "weighbridge PC par {u} se login karo, password {pw}",
    "Tiandy NVR ay login {u}:{pw} int",
    "username: {u}\npassword: {pw}",
    "- host: yard-nas\n  user: {u}\n  pass: {pw}",
    "Rubika: account {u}, password {pw}",
    "Dostain gušit Issabel ay account {u} int o password {pw}",
    "host,user,password\nvitalpbx.kalmat.lan,{u},{pw}",
    "ssh {u}@yard-srv.kalmat.lan (پاسورڊ {pw})",
    "Fanvil فون کا یوزر {u} اور پاس ورڈ {pw} ہے",
    "یوزر نیم {u}، پاس ورڈ {pw}",
    "user name {u} hai aur password {pw} hai",
    "يوزر {u}، پاسورڊ {pw}",
    "user {u} aahe ain password {pw} aahe",
    "mani user {u} int, password {pw}",
    "یوزر {u}، پاسورڈ {pw} انت",
    "نام کاربری {u}، رمز عبور {pw}",
    "kanā user {u}, password {pw}",
    "Bhai login id {u} and pwd {pw}, kindly check",
    "Daewoo Express agent portal: ID {u} / password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


# Each word is used once, so each spelled secret is unique.
_SAID_WORDS = ["gwarkhan", "zirrakk", "nakhudai", "sukkani", "mangarbo", "paplet", "dhotari",
               "kalgiwal", "bedigar", "hamoorzad", "karbalain", "muzawati", "kehrabo", "jiwanik",
               "ormarak", "kharoyak", "nigwaro", "surbandi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the ice plant server it's {w} and {d} at the end",
    "voice memo: the crab shed wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "پاس ورڈ لفظ {w} ہے، اس کے بعد {d}",
    "password lafz {w} hai, phir {d}",
    "پاسورڊ لفظ {w} آهي، پوءِ {d}",
    "password lafz {w} aahe, poi {d}",
    "password lapz {w} int, randā {d}",
    "رمز کلمه {w} است، بعدش {d}",
    "Bhai password is {w} in small letters then {d}, no space",
    "kanā password lafz {w} ē, pad {d}",
]  # fmt: skip


def _spelled_take(rng: random.Random, n: int) -> list[Sample]:
    words = rng.sample(_SAID_WORDS, n)
    out = []
    for index, template in enumerate(v.cycle(rng, _SPELLED, n)):
        word, number = words[index], str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_CLI = [
    "mmcli -m 0 --simple-connect=\"apn=zonginternet,user={u},password={pw}\"",
    "hdbsql -n hana.kalmat.lan:30015 -u {u} -p '{pw}' \"select count(*) from landings\"",
    "dbisql -c \"UID={u};PWD={pw};Host=asa.kalmat.lan\" -nogui",
    "ttIsql \"DSN=icelog;UID={u};PWD={pw}\"",
    "jmxterm -l iceplant.kalmat.lan:9010 -u {u} -p '{pw}'",
    "sqsh -S ASE_GWD -U {u} -P '{pw}'",
    "impala-shell -i impala.kalmat.lan -u {u} --ldap --ldap_password_cmd=\"echo {pw}\"",
    "mytop -u {u} -p '{pw}' -h catch-db.kalmat.lan -d landings",
    "emqx ctl admins passwd {u} '{pw}'",
    "./artemis producer --url tcp://mq.kalmat.lan:61616 --user {u} --password '{pw}' --destination queue://freezer.temps",
    "forgejo admin user create --username {u} --password '{pw}' --email {u}@kalmat.pk",
    "swift -A https://store.kalmat.lan/auth/v1.0 -U ice:{u} -K '{pw}' list",
    "jfrog rt c kalmat --url=https://art.kalmat.lan/artifactory --user={u} --password='{pw}'",
    "ncrack -p 22 --user {u} --pass '{pw}' 10.40.0.5",
    "set system login user {u} authentication plaintext-password '{pw}'",
    "sapcontrol -nr 00 -host erp.kalmat.lan -user {u} '{pw}' -function GetProcessList",
    "printf '{pw}\\n{pw}\\n' | smbpasswd -s -a {u}",
    "rustic -r /mnt/yard-backup --password '{pw}' backup /srv/yard",
    "ksql -u {u} -p '{pw}' http://ksqldb.kalmat.lan:8088",
    "ttyd -p 7681 -c {u}:{pw} bash",
    "gotty -w -c {u}:{pw} tmux attach -t iceplant",
    "chisel client --auth {u}:{pw} https://tunnel.kalmat.pk 5900",
    "microsocks -i 0.0.0.0 -p 1080 -u {u} -P '{pw}'",
    "mitmdump --proxyauth {u}:{pw} -p 8081",
    "filebrowser users add {u} '{pw}' --perm.admin",
    "syncthing --gui-address=0.0.0.0:8384 --gui-user={u} --gui-password='{pw}'",
    "glider -listen {u}:{pw}@:8443 -forward socks5://127.0.0.1:1080",
    "sshuttle -r {u}@jump.kalmat.pk --ssh-cmd \"sshpass -p '{pw}' ssh\" 10.40.0.0/16",
    "hysteria client --server hy.kalmat.pk:443 --auth '{pw}'",
    "jenkins-cli -s https://ci.kalmat.lan -auth {u}:{pw} build ice-plant-report",
    "rabbitmqadmin -H mq.kalmat.lan -u {u} -p '{pw}' list queues",
    "sqlline -u jdbc:ignite:thin://ignite.kalmat.lan -n {u} -p '{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "karim@iceplant-srv:~$ {c}", "[root@yard-srv ~]# {c}",
    "Termux on Hammal's phone:\n~ $ {c}", "PS C:\\Users\\yard> {c}", "MobaXterm, session 'Gwadar ice':\n{c}",
    "Kitty tab 2: {c}", "WSL on the Turbat counter PC:\n$ {c}", "tmux pane 'crabshed': {c}",
    "ye command chalaya tha: {c}", "يہ کمانڈ چلائی: {c}", "هي ڪمانڊ هلائي: {c}", "man ē command kurt: {c}",
    "این دستور را زدم: {c}", "bhai ran this one: {c}",
    "سرور پر یہ چلایا، پاس ورڈ اسی میں ہے: {c}", "Naseer ne ye chalaya tha:\n{c}",
    "مارئي هي هلايو: {c}", "Jumo hi command halayo: {c}", "بالاچ ئے command: {c}",
    "Dariush in ro zad: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-westbay.kalmat.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.kalmat.pk:990/invoices/",
    "mongodb+srv://{u}:{pw}@catch.kalmat-cluster.net/landings",
    "redis://{u}:{pw}@cache.kalmat.lan:6379/2",
    "clickhouse://{u}:{pw}@ch.kalmat.lan:9000/temps",
    "mysql+pymysql://{u}:{pw}@booking-db.kalmat.lan/turbat",
    "postgresql+psycopg://{u}:{pw}@pg.kalmat.lan:5432/crab_exports",
    "oracle+oracledb://{u}:{pw}@ora.kalmat.lan:1521/?service_name=ERP",
    "jdbc:mysql://booking-db.kalmat.lan:3306/turbat?user={u}&password={pw}",
    "amqp://{u}:{pw}@mq.kalmat.lan:5672/iceplant",
    "ws://{u}:{pw}@mqtt.kalmat.lan:8083/mqtt",
    "webdav://{u}:{pw}@dav.kalmat.lan/packing",
    "Server=sql.kalmat.lan;Database=DatePacking;User Id={u};Password={pw};TrustServerCertificate=True",
    "influxdb://{u}:{pw}@tsdb.kalmat.lan:8086/freezers",
]  # fmt: skip
_URL_PLACES = [
    "LANDINGS_DB_URL={c}", "old connection, keep it for me: {c}", "connection string ye hai: {c}",
    "ڪنيڪشن اسٽرنگ: {c}", "Ticket KT-0470: {c}", "Wiki › Databases: {c}", "bhai use this url {c}",
    "کنکشن سٹرنگ یہ ہے: {c}", "رشته اتصال: {c}", "connection string {c} int",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kalmat-tide", "sub": f"mer_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read payouts"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Every shape here is the author's guess; none is known to be a vendor's real format.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Trukkr", "TRUKKR_API_KEY", _j((HEX, 40))),
    ("Truck It In", "TRUCKITIN_TOKEN", _j((ALNUM, 48))),
    ("Jugnu", "JUGNU_MERCHANT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Swyft", "SWYFT_API_KEY", _j("swy_live_", (ALNUM, 32))),
    ("Call Courier", "CALLCOURIER_LOGIN_KEY", _j((UPPER_HEX, 32))),
    ("Cheetay", "CHEETAY_API_TOKEN", _j((URLSAFE, 43))),
    ("SnappFood", "SNAPPFOOD_VENDOR_TOKEN", _vendor_jwt("https://vendor.snappfood.ir")),
    ("Torob", "TOROB_API_KEY", _j((HEX, 32))),
    ("Basalam", "BASALAM_ACCESS_TOKEN", _vendor_jwt("https://auth.basalam.com")),
    ("Nobitex", "NOBITEX_API_TOKEN", _j((HEX, 40))),
    ("Ramzinex", "RAMZINEX_SECRET", _j((ALNUM, 64))),
    ("ParsPack", "PARSPACK_API_TOKEN", _j((B64, 56), "==")),
    ("Melipayamak", "MELIPAYAMAK_CONSOLE_KEY", lambda g: v.uuid4(g, "b")),
    ("Zameen", "ZAMEEN_PARTNER_KEY", _j((ALNUM, 40))),
    ("PakWheels", "PAKWHEELS_API_KEY", _j((HEX, 64))),
    ("Oraan", "ORAAN_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Dastgyr", "DASTGYR_API_KEY", _j("dg_sk_", (ALNUM, 36))),
    ("Retailo", "RETAILO_PARTNER_TOKEN", _j((LOWER_DIGITS, 40))),
    ("StormFiber", "STORMFIBER_API_KEY", _j((UPPER_DIGITS, 32))),
    ("K-Electric", "KE_BILLING_API_SECRET", _j((B64, 43), "=")),
    ("Bank Alfalah", "ALFALAH_APG_HASH_KEY", _j((ALNUM, 16), "==")),
    ("Sindh Bank", "SINDHBANK_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Mellat", "MELLAT_TERMINAL_SECRET", _j((UPPER_HEX, 48))),
    ("Tapsi", "TAPSI_API_KEY", _j((HEX, 32))),
    ("Daewoo Express", "DAEWOO_BOOKING_KEY", _j((ALNUM, 32))),
    ("Faisal Movers", "FAISALMOVERS_API_TOKEN", _j((HEX, 48))),
    ("Tez Financial", "TEZ_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Kavenegar", "KAVENEGAR_API_KEY", _j((UPPER_DIGITS, 88))),
    ("Keenu", "KEENU_SECRET_KEY", _j((HEX, 64))),
    ("BlueEX", "BLUEEX_API_KEY", _j((ALNUM, 30))),
    ("Tajir", "TAJIR_PARTNER_SECRET", lambda g: v.uuid4(g, "8")),
    ("PayFast", "PAYFAST_SECURED_KEY", _j((ALNUM, 26))),
    ("Paymob", "PAYMOB_API_KEY", _j("ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5", (B64, 120), "=")),
    ("Wallex", "WALLEX_API_KEY", _j((ALNUM, 50))),
    ("Finja", "FINJA_APP_SECRET", _j((HEX, 40))),
    ("Ghasedak", "GHASEDAK_API_KEY", _j((HEX, 64))),
    ("ArvanCloud", "ARVAN_API_KEY", lambda g: "Apikey " + v.uuid4(g, "9")),
    ("UPaisa", "UPAISA_CLIENT_SECRET", _j((URLSAFE, 32))),
    ("Veevo", "VEEVO_HASH", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} kalmat/booking-sync",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "fly secrets set {env}={tok} -a turbat-booking",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Kalmat ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Wiki table 'Integrations': | {vendor} | live | {tok} |",
    "[11:20] Naseer: {vendor} key for the booking sync: {tok}",
    "Ticket KT-0482: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Bhai {vendor} ki API key ye hai {tok}, kisi ko mat dena",
    "{vendor} کی API کی: {tok}",
    "{vendor} جي API ڪي: {tok}",
    "{vendor} ay API key {tok} int",
    "کلید API {vendor}: {tok}",
    "kelide API {vendor} {tok} e, mersi",
    "Kindly update {vendor} API key in server: {tok}",
    "{vendor} کی نئی API key یہ لو: {tok}، شکریہ",
    "{vendor} ki naye API key {tok} hai, kisi ko mat batana",
    "{vendor} جي نئين API ڪي {tok} آهي، مهرباني",
    "{vendor} ji API key {tok} aahe",
    "{vendor} ئے API کلیت {tok} انت",
    "{vendor} ay nokēn API key {tok} int, kasā ma gušay",
    "کلید API جدید {vendor} این است: {tok}، به کسی نگو",
    "kanā {vendor} API key {tok} ē",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    torob = _r(rng, HEX, 32)
    trukkr = _r(rng, HEX, 40)
    zameen = _r(rng, ALNUM, 40)
    tapsi = _r(rng, HEX, 32)
    keenu = _r(rng, HEX, 64)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.torob.com/v4/search", headers={{"X-Api-Key": "{torob}"}})', torob),
        Sample("vendor_token", f"curl -H 'Authorization: Token {trukkr}' https://api.trukkr.com/v1/loads?origin=GWD", trukkr),
        Sample("vendor_token", f'const zameen = new ZameenClient({{ key: "{zameen}" }});', zameen),
        Sample("vendor_token", f"<add key=\"TapsiApiKey\" value=\"{tapsi}\" />", tapsi),
        Sample("vendor_token", f"$keenu = new KeenuGateway('kalmat-tide', '{keenu}');", keenu),
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


_BARE_PLACES = ["{t}", "[08:01] Hammal: {t}", "it only shows once, so here:\n{t}", "bhai token ye raha {t}",
                "ٽوڪن: {t}", "{t}\n^ naya wala, purana band"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of freezer sensor FZ-04 (OTAA): {h}": 32,
    "HMAC secret for the PayFast callback: {h}": 64,
    "pre-shared key of the Gwadar–Karachi IPsec tunnel (hex): {h}": 64,
    "Concox tracker AES key for boat KTB-17: {h}": 32,
    "بیک اپ کی انکرپشن کی: {h}": 64,
    "کلید رمزنگاری بکاپ: {h}": 48,
    "backup ay encryption key: {h}": 48,
    "Modbus gateway's AES-128 key, ice plant: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket KT-0490: token copied from the browser's network tab {t}",
    "Cookie: lang=ur; ktide_session={t}",
    "BOOKING_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ٹوکن یہ ہے {t}",
    "tokene jadid: {t}",
    "bhai JWT {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kalmat.pk"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.kalmat.pk/realms/tide",
            "azp": "landing-app",
            "roles": ["clerk"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the yard server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.kalmat.pk.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "chabahar-fwd"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ice <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket KT-0494, pasted by the vendor:\n{key}": ("PRIVATE KEY", "\n"),
    "سرور کی پرائیویٹ کی:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs agent's drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Zengo wallet backup, copying it off the card: {p}": "english",
    "Coinomi recovery phrase (old crab-export wallet)\n{p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's all": "english",
    "Bhai seed phrase of the Trust Wallet, pls keep: {p}": "english",
    "mere wallet ke 12 lafz: {p}": "english",
    "phrase de récupération du portefeuille de Mahganj à Mascate : {p}": "french",
    "frase semilla de la billetera del comprador de Vigo: {p}": "spanish",
    "深圳蟹商钱包助记词：{p}": "chinese_simplified",
    "부산 거래처 지갑 복구 문구: {p}": "korean",
    "obnovovací fráze peněženky (dodavatel z Plzně): {p}": "czech",
    "frase di recupero del portafoglio del cantiere: {p}": "italian",
    "frase de recuperação da carteira do importador de Lisboa: {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A phrase of ``lang``'s list that ``Mnemonic(lang).check`` accepts (redrawn until it does)."""

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 15: 20, 18: 24, 24: 32}[words_n]))
        return str(_MNEMO[lang].to_mnemonic(entropy))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18, 15][index % 5]
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", _phrase_of(rng, lang, words_n))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (PayPak's, a brand the value helpers do
    not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "paypak":
        return _card_of(rng, ["220380", "220381", "220382"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "[10:05] Nazia: company card for the compressor spares is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card No: {c}\nExpiry: {mm}/{yy}",
    "Ticket KT-0501: pay the Frick service visit with card {c}",
    "میرا کارڈ نمبر: {c}، {mm}/{yy}",
    "mera card number {c} hai, expiry {mm}/{yy}",
    "منهنجو ڪارڊ نمبر: {c}",
    "mani card ay nambar {c} int",
    "شماره کارت من: {c}",
    "Bhai card no {c} exp {mm}/{yy}, kindly book the Daewoo tickets",
    "kanā card nā nambar: {c}",
    "Sir plz pay by this card {c} ({mm}/{yy})",
]  # fmt: skip
_BRANDS = ["visa", "paypak", "mastercard", "amex", "unionpay", "paypak", "discover", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, the four-digit code printed above the number: {cvv}",
               "Amex {c}, CID on the front: {cvv}",
               "امیکس کارڈ کے سامنے والے چار ہندسے: {cvv}",
               "Amex card ke upar wale 4 digits: {cvv}",
               "Amex ڪارڊ جي اڳيان چار انگ: {cvv}",
               "چهار رقم جلوی کارت Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    code = v.until(rng, lambda g: _r(g, D, 4), lambda c: not 1900 <= int(c) <= 2099)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Pakistan for the theme; Mauritania, Iceland, the Faroes, Greenland and Saint Lucia are among
# those least quoted in heldouts 5 to 249 (a rough count). BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"PK": "aaaa" + "c" * 16, "MR": "n" * 23, "IS": "n" * 22, "FO": "n" * 14,
                "GL": "n" * 14, "LC": "aaaa" + "c" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KT-2031-077: pay the crab boxes to {i} within 30 days",
    "save the Nouadhibou fishmeal buyer's IBAN: {i}",
    "IBAN: {i}\nReference: ice plant compressor, May",
    "[14:30] Nazia: the Akureyri flake-ice machine supplier's new bank details, IBAN {i}",
    "میرا IBAN: {i}",
    "mera IBAN {i} hai",
    "منهنجو IBAN: {i}",
    "mani IBAN {i} int",
    "IBAN تأمین‌کننده‌ی یخ‌ساز: {i}",
    "Tórshavn net supplier, IBAN {i}",
    "Nuuk shrimp-gear dealer IBAN {i}",
    "Bhai kindly transfer to IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _th_moa(g: random.Random) -> str:
    """A Thai company's registration (MOA) number: 0, twelve digits, the PIN's check digit."""
    return str(moa.format(v.until(g, lambda h: "0105" + _r(h, D, 9), moa.is_valid)))


def _sg_uen(g: random.Random) -> str:
    """A Singapore business UEN (ROB): eight digits and a check letter."""
    return v.until(g, lambda h: _r(h, D, 8) + h.choice(UPPER), uen.is_valid)


def _vn_mst(g: random.Random) -> str:
    """A Vietnamese tax number (MST): ten digits, the tenth a check digit."""
    return v.until(g, lambda h: h.choice(["01", "79", "31", "48"]) + _r(h, D, 8), mst.is_valid)


def _kennitala(g: random.Random) -> str:
    """An Icelandic company's kennitala: day + 40, month, year, serial, check digit, century."""

    def make(h: random.Random) -> str:
        day, month, year = h.randrange(41, 69), h.randrange(1, 13), h.randrange(0, 100)
        return f"{day:02d}{month:02d}{year:02d}-{_r(h, D, 3)}{h.choice('09')}"

    return v.until(g, make, kennitala.is_valid)


def _cnic(g: random.Random) -> str:
    """A Pakistani CNIC of Balochistan or Sindh (its format only: no check digit exists)."""
    return str(cnic.format(v.until(g, lambda h: h.choice("54") + _r(h, D, 12), cnic.is_valid)))


def _nicop(g: random.Random) -> str:
    """A NICOP number (overseas Pakistanis): the CNIC's thirteen digits, unchecked."""
    return f"{g.choice('54')}{_r(g, D, 4)}-{_r(g, D, 7)}-{g.randrange(1, 10)}"


def _ir_melli(g: random.Random) -> str:
    """An Iranian national code (kod-e melli): ten digits, drawn with no check."""
    return g.choice("0123") + _r(g, D, 9)


def _pk_passport(g: random.Random) -> str:
    """A Pakistani passport number: two letters and seven digits (a guess)."""
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _ir_passport(g: random.Random) -> str:
    """An Iranian passport number: a letter and eight digits (a guess)."""
    return g.choice(["E", "K", "Z"]) + _r(g, D, 8)


def _om_resident(g: random.Random) -> str:
    """An Omani resident card number: eight or nine digits, unchecked."""
    return g.choice("123456789") + _r(g, D, g.choice([7, 8]))


def _pk_licence(g: random.Random) -> str:
    """A Sindh driving licence number as printed on the card (a guess, unchecked)."""
    return f"{_r(g, D, 5)}-{_r(g, D, 7)}-{g.randrange(1, 10)}#{g.randrange(100, 1000)}"


def _cdc(g: random.Random) -> str:
    """A Pakistani seafarer's CDC (continuous discharge certificate) number (a guess)."""
    return f"KAR-{_r(g, D, 6)}"


_ID_PLACES: dict[str, Maker] = {
    "Thai importer's company registration (MOA) number for the crab contract: {s}": _th_moa,
    "MOA number of the Samut Sakhon crab buyer, from the KYC mail: {s}": _th_moa,
    "Singapore UEN of the crab consolidator: {s}": _sg_uen,
    "Bhai the Singapore buyer UEN is {s}, pls add on invoice": _sg_uen,
    "mã số thuế of the Haiphong buyer: {s}": _vn_mst,
    "Vietnam tax number (MST) for the Cà Mau partner: {s}": _vn_mst,
    "kennitala of the Akureyri flake-ice supplier: {s}": _kennitala,
    "Icelandic kennitala on the compressor quote: {s}": _kennitala,
    "میرا شناختی کارڈ نمبر: {s}": _cnic,
    "mera CNIC number {s} hai, kisi ko mat batana": _cnic,
    "منهنجو شناختي ڪارڊ نمبر {s} آهي": _cnic,
    "mani CNIC ay nambar {s} int": _cnic,
    "Karim bhai NICOP no: {s}": _nicop,
    "کد ملی من {s} است": _ir_melli,
    "kode melli-ye Behrouz: {s}": _ir_melli,
    "میرا پاسپورٹ نمبر {s} ہے": _pk_passport,
    "passport number (Hammal, for the Muscat trip): {s}": _pk_passport,
    "شماره پاسپورت دریوش: {s}": _ir_passport,
    "Omani resident card no. of the Sur boat buyer: {s}": _om_resident,
    "mera driving licence number {s}": _pk_licence,
    "منهنجو CDC نمبر {s} آهي": _cdc,
    "Seaman's CDC no for the new deckhand: {s}": _cdc,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Bank Alfalah 2FA recovery codes\n{codes}", "backup codes for the company Google account {codes}",
            "Zameen agency portal backup codes: {codes}", "بیک اپ کوڈز:\n{codes}",
            "بيڪ اپ ڪوڊ: {codes}", "کدهای پشتیبان: {codes}", "2FA backup codes bhai, save kar lo: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Oraan:nazia@kalmat.pk?secret={s}&issuer=Oraan&digits=6",
              "Aegis, manual setup key for the Dastgyr login: {s}",
              "2FA secret key for the StormFiber portal: {s}",
              "2FA کی سیکرٹ کی: {s}",
              "TOTP secret for the Retailo panel, typed from the QR page: {s}",
              "otpauth://totp/Nobitex:behrouz?secret={s}&period=30"]  # fmt: skip
_CODES = ["{c} is your Jugnu verification code", "آپ کا تصدیقی کوڈ {c} ہے۔ کسی کو مت بتائیں",
          "کد تایید شما: {c}", "Your Sindh Bank OTP is {c}. Do not share",
          "توهان جو OTP ڪوڊ {c} آهي", "Use {c} to sign in to Swyft",
          "[16:02] Jumo: bhai OTP aya hai {c}, jaldi dalo", "mani OTP code {c} int"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = ["BitLocker recovery key for the weighbridge PC: {k}",
             "FileVault recovery key (Nazia's MacBook): {k}",
             "Proton account ka recovery code ye hai: {k}",
             "بٹ لاکر ریکوری کی: {k}",
             "ریکاوری کی لپ‌تاپ: {k}",
             "Bitwarden recovery code for the company vault: {k}",
             "Tuta recovery code, printed and scanned: {k}",
             "ريڪوري ڪي: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or "بٹ" in template:
        return {"k": "-".join(f"{rng.randrange(0, 720_000) // 11 * 11:06d}" for _ in range(8))}
    if "FileVault" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}
    if "Tuta" in template:
        return {"k": " ".join(_r(rng, HEX, 4) for _ in range(16))}
    if "Bitwarden" in template:
        return {"k": _r(rng, UPPER_DIGITS, 32)}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Kalmat-IcePlant", "KTide-WestBay-5G", "PTCL-BB-Gwadar", "Zong4G-KetiBandar",
          "Nayatel-Turbat", "CrabShed-Pasni", "Jazz-4G-Tump", "Yard_Office_2G", "Khajoor-Packing",
          "StormFiber-Kech"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "شبکه یخ‌سازی {s}، رمز {pw}",
    "کیکڑا شیڈ ئے wifi: {s} / {pw}",
    "the key printed under the Zong device: {pw}",
    "وائی فائی {s} کا پاس ورڈ {pw} ہے",
    "wifi {s} ka password {pw} hai",
    "وائي فائي {s} جو پاسورڊ {pw} آهي",
    "wifi {s} ay password {pw} int",
    "رمز وای‌فای {s}: {pw}",
    "Bhai wifi {s} pwd {pw}",
    "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "Concox gateway backhaul wifi: ssid {s}, psk {pw}",
    "wifi {s} nā password {pw} ē",
    "voice memo: the packing shed wifi is {s} and the password is {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 18)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("swy_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("dg_sk_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the phone call] {t}",
          "(spaced so the preview hides it) {t}", "ek ek harf: {t}", "هڪ هڪ اکر: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["برف خانے کے کولڈ روم کا تالا کوڈ: {pw}", "crab shed padlock ka code {pw} hai",
          "ڪيٽي بندر گودام جي تالي جو ڪوڊ: {pw}", "shed ay qulf ay code {pw} int",
          "کد قفل انبار خرما: {pw}", "the cold-room door keypad takes {pw} then #",
          "Turbat agency safe combination: {pw}", "bhai gate code {pw}, kisi ko mat batana",
          "ATM PIN of the petty-cash card: {pw}", "میرا پن کوڈ {pw} ہے"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["surmai", "paplet", "dhotar", "langar", "sukkan", "nakhuda", "kekra", "jaal",
                 "hora", "yakh", "khajoor", "muzawati", "tonga", "bedi", "sangra", "rawas"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "KeePassXC database jo passphrase: {p}": "-",
            "Enpass master passphrase: {p}": " ",
            "VeraCrypt volume passphrase (yard backups): {p}": ".",
            "بیک اپ کا پاس فریز: {p}": " ",
            "backup passphrase ye hai: {p}": "_",
            "پاس فریز بکاپ: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie call: http GET booking.kalmat.pk/api/seats 'Authorization: Bearer {v}'": False,
    "Thunder Client env, Authorization = Basic {v}": True,
    "Hoppscotch export: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "dongle.conf (chan_dongle):\n[dongle0]\nimei=358401234567890\ndisablesms=no\n; sms relay password\nsmspass={pw}",
    "wvdial.conf:\n[Dialer Zong]\nModem = /dev/ttyUSB0\nUsername = {u}\nPassword = {pw}",
    "mediamtx.yml:\npaths:\n  westbay:\n    readUser: {u}\n    readPass: {pw}",
    "go2rtc.yaml:\nstreams:\n  yard: rtsp://{u}:{pw}@192.168.8.64:554/ch1",
    "frpc.toml:\nserverAddr = \"frp.kalmat.pk\"\nauth.token = \"{pw}\"",
    "3proxy.cfg:\nusers {u}:CL:{pw}\nauth strong\nproxy -p3128",
    "swanctl.conf:\nsecrets {{\n  ike-gwadar {{\n    secret = \"{pw}\"\n  }}\n}}",
    "softether vpn_server.config:\n  string HubPassword {pw}",
    "pritunl settings.conf:\n[mongodb]\nuri = mongodb://{u}:{pw}@127.0.0.1:27017/pritunl",
    "headscale config.yaml:\ndatabase:\n  postgres:\n    user: {u}\n    pass: {pw}",
    "netbird management.json:\n\"StoreConfig\": {{ \"Engine\": \"postgres\", \"Password\": \"{pw}\" }}",
    "VitalPBX /etc/asterisk/pjsip.conf:\n[counter-101]\ntype=auth\nusername={u}\npassword={pw}",
    "issabel /etc/asterisk/manager.conf:\n[{u}]\nsecret = {pw}\npermit=10.40.0.0/255.255.0.0",
    "ice_plant/settings.py:\nDATABASES = {{\"default\": {{\"USER\": \"{u}\", \"PASSWORD\": \"{pw}\"}}}}",
    "appsettings.json of the booking API:\n\"Smtp\": {{ \"User\": \"{u}\", \"Password\": \"{pw}\" }}",
    ".env of the landing app:\nDB_USER={u}\nDB_PASS={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "Hammal: ice plant wifi password?\nKarim: {pw}",
    "[06:12] jiand: root pw for the yard server?\n[06:13] dostain: {pw}",
    "Zareena: {pw} is the new Frick admin password",
    "Naseer: {pw} use karo, weighbridge PC pe yehi hai ab",
    "عمران: نیا پاس ورڈ {pw} ہے",
    "Farzana: naya password {pw} hai",
    "مارئي: نئون پاسورڊ {pw} آهي",
    "Banuk: nokēn password {pw} int",
    "بهروز: رمز جدید {pw} است",
    "[21:47] Pirbux: bhai pwd {pw} 🙏",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled_take, 14), (_cli, 32), (_urls, 14), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 6), (_codes, 8), (_recovery, 8),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _phrase_of(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Frick panel admin password is": "{s}", "weighbridge PC pwd:": "{s} (since the reinstall)",
    "میرا پاس ورڈ ہے": "{s}", "Sabroe password": "{s}\nchange it after the season",
    "منهنجو پاسورڊ آهي": "{s}", "mani password int": "{s}", "رمز عبور:": "{s}",
    "Tiandy NVR password": "{s}", "the password Jiand read out on the VHF was": "{s}, I think",
    "bhai naya password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Torob API key", "{s}", _j((HEX, 32))),
    ("split_token", "Dastgyr key:", "{s} (orders sync)", _j("dg_sk_", (ALNUM, 36))),
    ("split_token", "Sindh Bank client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Zengo backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(_card(g, "paypak"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "PK"))),
    ("split_backup", "Oraan recovery codes", "{s}\nbdvk-4821-qpmz\nhwtr-0937-lxan", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CNIC", "{s}", _cnic),
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
    '{"frick": {"url": "https://frick.kalmat.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"پاس ورڈ": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "hammal", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nvrs": [{"name": "westbay"}, {"name": "yard", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["hdbsql", "-n", "hana.kalmat.lan:30015", "-u", "landing", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "برف خانے کے پی سی کا پاس ورڈ {s} ہے"}': ("meta_password", _plain_pw),
    '{"رمز": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Sabroe panel as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"torob": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"pakwheelsToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"tapsi_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "03/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "paypak"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MR")),
    '{"buyer": {"uen": "{s}"}}': ("meta_id", _sg_uen),
    '{"mfa": {"recovery_codes": ["{s}", "bdvk-4821-qpmz", "hwtr-0937-lxan"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"crab_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cold_room": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Kalmat-IcePlant", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"frick-quantum-hd-10.22.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kalmat/landing-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"landings: add crab grade column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"booking: revert seat map", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"auction_2031-11-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"date-packing-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Frick panel password before the service visit on 2031-12-09.",
    "Hammal asked for the ice plant wifi password; it's on the card in the shift office drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords in the group chat; share a vault link instead.",
    "The `.env.example` line `TOROB_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Sabroe panel asks for a new password after every firmware update.",
    "Replace <YOUR_DASTGYR_KEY> in the README with the key from the Dastgyr dashboard.",
    "TAPSI_API_KEY and KEENU_SECRET_KEY must be set before the nightly booking sync runs.",
    "اپنا پاس ورڈ کسی کو مت بتانا۔",
    "bhai apna password kisi ko mat batana, bank wale kabhi nahi poochte",
    "پنهنجو پاسورڊ ڪنهن کي نه ٻڌائجو.",
    "wati password kasā ma gušay.",
    "رمز عبورت را به هیچ‌کس نگو.",
    "Kindly do not share your PIN or OTP with anyone, bank never calls for it.",
    "پاس ورڈ کم از کم چودہ حروف کا ہونا چاہیے۔",
    "Password should be minimum 14 characters, sir, as per new policy.",
    "Upgraded the Frick firmware from 10.18 to 10.22 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the crab grade column to the landing sheet.",
    f"Rolled back to {_SHORT} after the seat map broke the Turbat booking page.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Quantum HD firmware 10.22 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of date-packing-export-2031.parquet: {_SHA512}",
    f"The landing API container runs ghcr.io/kalmat/landing-api@sha256:{_IMAGE}.",
    f"MD5 of auction_2031-11-04.csv is {_MD5}, same as the copy on the office share.",
    "Request id 3c9e0a71-5b2d-4e86-a1f4-7d0b9c2e6f13 is the slow one in the booking logs.",
    "Purchase order PO-2031-00733 for 2 tons of flake ice ships on Thursday.",
    "Ticket KT-0512: the West Bay blast freezer alarm keeps tripping at night.",
    "Call the Gwadar ice plant office on +92 86 421 0377 before noon.",
    "Container TGHU 6604192 with the frozen crab is at the Karachi terminal.",
    "Bill of lading KTE-KHI-2031-0154 covers 14 pallets of mud crab.",
    "HS code 0306.33 is crabs, frozen; 0804.10 is dates.",
    "Blast freezer 2 is at -32 °C; the chill room is at 2 °C and 85 % humidity.",
    "After five wrong passwords the Sabroe panel locks the account for 20 minutes.",
    "The Keti Bandar yard is building two 42-foot horas this season.",
    "The secret of a good Begum Jangi date is picking it at the khalal stage.",
    "Ask Dostain for the cold-room keypad code, I don't have it.",
    "My card ending 5519 was declined at the Turbat hardware store.",
    "The Nouadhibou buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the company Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `PAKWHEELS_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the crab shed rusts in the salt air; oil it every month.",
    "Daewoo Express moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-0-19-577385-9 is the Balochi dictionary on the office shelf.",
    "The guest wifi 'Kalmat-Guest' is open, no password needed.",
    "Lot LOT-2031-PSN-0208, mud crab grade A, 120 kg; landed at 06:40.",
    "Coach TBT-214 leaves Turbat for Karachi at 17:30 via the coastal highway, seat 23.",
    "Gwadar's postal code is 91200 and Turbat's is 92600.",
    "Boat registration BFD-1187 is printed on both sides of the hull, as the rules require.",
    "The auction sold 340 kg of surmai at 1,150 rupees a kilo this morning.",
    "Order number 4417-2031 for 600 carton boxes of Muzawati dates is confirmed.",
    "Ramzan bhai said the password reset link expired, he'll try again tomorrow.",
    "Tracking number CC-9028341176 for the Call Courier parcel to Pasni.",
    "IMO 9312456 is the reefer vessel loading at the East Bay berth.",
    "Version 4.12.0 of the booking app fixes the seat double-booking bug.",
    "The ice plant makes 30 tons a day; the flake ice machine is a 2019 model.",
    "بہروز گفت رمز وای‌فای را عوض کرده، فردا می‌گوید.",
    "Jumo says the new wifi password is on the router sticker, he hasn't read it yet.",
    "The Kech date orchard has 1,240 trees; 2031 was a Karbalain year.",
    "Route N-10 runs along the coast from Gwadar to Karachi through Ormara.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-11-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ops/frick", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "KT-0512", "purchase_order": "PO-2031-00733"}',
    '{"lot": {"id": "LOT-2031-PSN-0208", "weight_kg": 120, "grade": "A"}}',
    '{"phone": "+92 86 421 0377", "city": "Gwadar"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "crabs_in_stock": 2140}',
    '{"hs_code": "0306.33", "origin": "PK", "description": "frozen mud crab"}',
    '{"coach": "TBT-214", "route": "Turbat-Karachi", "departs": "17:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
