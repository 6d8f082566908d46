# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixtieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-fifty-seventh's
docstring, the fifth to two-hundred-and-fifty-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-fifty-eighth, two-hundred-and-fifty-ninth and two-hundred-and-sixty-first), any
other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (260418735), password words (a silk,
ceramics or cotton word, a valley town, a number and a sign; two craft words joined by an
underscore and a number; a name, a birth year, a sign and a town; leet words of paxta, atlas,
ishkor, lagan, chopon, suzani, abrband, karvon and tandir with a year; a cotton bale's weight and
grade, `Paxta227kgB!`; a shared-taxi route and a seat, `KHJ-TSH-…`; a lagan's diameter,
`Lagan…sm`; a generator's four dashed groups of four; a name, `Opa` and a craft word; random runs),
names, places, templates, tools, vendors and layouts, the way the staff of a fictional company
(Vodiy Karvon, with a silk workshop in Margilan, a ceramics studio in Rishtan, a bazaar trading
office in Osh, a cotton gin near Namangan and a shared-taxi booking desk in Khujand) leak secrets
into an assistant's memory. The texts are chats with times (VK Teams, Pachca, ICQ New, Yandex
Messenger, Odnoklassniki), tickets and boards (Faveo, Bugzilla, Planka, Leantime, Helpy), wiki
pages, pads and notes (CryptPad, Etherpad, Blinko, Zettlr, SiYuan, HedgeDoc), e-mails, runbooks,
READMEs, shell prompts (Wave Terminal, Contour, cool-retro-term, Yakuake, Termux, PowerShell),
voice-memo transcripts (Voicenotes, AudioPen), dictated text and requests to the assistant itself;
the separators run from a colon, "is" (`-dir`, `bu`, `shu`, `аст`, `болду`, `шуд`), a dash and an
em dash to an arrow (`→`), an emoji (`👉`, `🤫`), a new line, guillemets (`«…»`), backticks,
quotes and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 257
that name each): in none, Ferghana, Margilan, Rishtan, Namangan, `openstack user create`, `gcrane auth login` and `veracrypt --password`; in one, Khujand, CryptPad, Voicenotes,
AudioPen, Nabertherm, Rohde, `secretsdump.py`, `wmiexec.py`, `getTGT.py`, `lookupsid.py`,
`psqldef -W`, `mysqldef -p`, `gitea admin user create`, `mattermost user create`, `csvsql --db`,
`7za -p`, `qpdf --password`, `clouds.yaml` and `MINIO_ROOT_PASSWORD`; in two, Pachca, Faveo,
Bugzilla, Planka, Etherpad, Blinko, Zettlr, Stäubli, `innobackupex`, `atlas schema inspect`,
`sling conns set`, `duckdb … ATTACH`, `glance --os-password`, `drush user:password`, `bench
set-admin-password`, `wp user update --user_pass`, `gogs admin create-user`, `rails runner`,
`immuadmin login`, `sendemail -xp`, `neomutt -e "set imap_pass"`, `.passwd-s3fs`, and `truecrypt
--password`; in three, VK Teams, Odnoklassniki, Helpy, SiYuan,
HedgeDoc, Wave Terminal, Contour, cool-retro-term, CapRover, Coolify and Nextcloud's `occ user:add
--password-from-env`. The common layouts (env files, `export`, Dockerfiles and `docker run -e`,
`kubectl create secret`, dokku, pm2, database URLs, JWTs, PEM blocks, `otpauth://`, Basic and
Bearer headers in Hoppscotch, Yaak, Bruno and nginx, the `WIFI:` QR string, CSV rows, Markdown
tables, YAML, Bitwarden, KeePassXC, age, Exodus, Trust Wallet, Tonkeeper, Termux, Metabase,
FreeRADIUS, Asterisk's pjsip, Zabbix, Grafana, Odoo, Frappe and WordPress), all named in many
earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English: Uzbek in Latin letters
(`parol`, `parolim` "my password", `yangi parol` "new password", `paroli`, `kod`, `PIN-kod`,
`kalit` "key", `API kaliti`, `maxfiy ibora` "secret phrase", `mana` "here is", `bu`, `shu`,
`bo'ldi` "became", `hech kimga aytma` "don't tell anyone", `rahmat` "thanks", `foydalanuvchi`
"user", `karta raqami` "card number", `tasdiqlash kodi` "verification code", `zaxira kodlar`
"backup codes", `qulf` "lock", `so'z` "word", `keyin` "then", `raqam` "number", `harfma-harf`
"letter by letter"); Uzbek in Cyrillic (`парол`, `паролим`, `янги парол`, `калит`, `мана`,
`ҳеч кимга айтма`, `раҳмат`, `фойдаланувчи`, `рақам`, `сўз`, `кейин`, `ЖШШИР`); Tajik in
Cyrillic (`рамз` "password, code", `рамзи нав` "new password", `калид` "key", `ин аст` "here
is", `аст` "is", `шуд` "became", `ба ҳеч кас нагӯ` "don't tell anyone", `ташаккур` "thanks",
`номи корбар` "user name", `рақами корт` "card number", `рамзи тасдиқ` "verification code",
`рамзҳои эҳтиётӣ` "backup codes", `калима` "word", `баъд` "then", `шиноснома` "passport", `РМА`);
Kyrgyz in Cyrillic (`сырсөз` "password", `жаңы сырсөз`, `ачкыч` "key", `купуя` "secret", `мына`
"here is", `болду` "became", `эч кимге айтпа` "don't tell anyone", `рахмат`, `колдонуучу` "user",
`картамдын номери` "my card's number", `ырастоо коду` "confirmation code", `камдык коддор` "backup codes", `сөз`,
`анан` "then", `сан` "number", `ПИН`); Russian as it is texted (`пароль`, `пасс`, `щас`, `пж`,
`спс`, `скинь`, `никому не говори`, `ключ API`, `сид-фраза`, `по буквам`); and Russian written
in Latin letters by migrants (`parol ot wifi`, `vot parol`, `nikomu ne govori`, `spsb`,
`bratan`, `shas`, `klyuch API`, `nomer karty`, `moy INN`, `potom cifry` "then the digits"), with
German once for a loom technician and Turkish, Chinese and Spanish only around seed phrases kept
by trading partners abroad. The wordings are the author's approximations, checked by no speaker;
the thinnest guesses are the Kyrgyz `камдык коддор`, `туташуу сабы` "connection string",
`камдык көчүрмөнүн шифрлөө ачкычы` and `купуя сөз айкашы`, the Tajik `рамзҳои эҳтиётӣ`,
`сатри пайвастшавӣ`, `калиди рамзгузории нусхаи эҳтиётӣ` and `ибораи махфӣ`, the Uzbek
`ulanish satri`, `hamyonni tiklash so'zlari` and `zaxira shifrlash kaliti`, and the Kyrgyz
`бетиндеги төрт сан` for an Amex's front code.

Vendors (Mobiuz, Uztelecom, Sapat, Tajpay, Unired, Poytaxt Bank, Sarkor Telecom, Comnet, Jet.uz,
Zudamal, Tojnet, Pay24, Mega24, Kyrgyztelecom, Asaxiy, Afrosiyob tickets, E-imzo, Roaming.uz,
Fasten, Tez Taxi, BTS Express and Uzinfocom are in none of heldouts 5 to 257; Xazna, ZET-Mobile,
Megacom, Orient Finans, Trastbank, Uzmobile, Amonatbonk, QuickPay, Megapay, Saima Telecom,
Texnomart, Mediapark, Billz, Smartup, R-Keeper, Faktura.uz, amoCRM, Eskiz, Playmobile, Getsms,
Devino, Unisender, Dostavista, Sprinthost, Robokassa and Didox in one each; the banks Ipoteka
Bank, Aloqabank and Turonbank, in none, only as accounts) were grepped by name. No shape here is
one the author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and
alphanumeric runs, UUIDs, JWTs for Zudamal, Amonatbonk, amoCRM and Eskiz, and the `spt_sk_`,
`p24_`, `fst_live_`, `xz_sk_` and `billz_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Russia's
personal INN (`stdnum.ru.inn`, a migrant's, two weighted check digits; by grep `ru.inn` is in
seven earlier corpora), Turkey's T.C. Kimlik No (`stdnum.tr.tckimlik`, four), Azerbaijan's VÖEN
(`stdnum.az.voen`, three), Belarus's UNP (`stdnum.by.unp`, three) and Ukraine's RNTRC
(`stdnum.ua.rntrc`, three). Kinds no library or this file checks (no check-digit algorithm is
written here; the shapes are guesses): Uzbekistan's JShShIR (PINFL, fourteen digits, whose check
digit no library has), an Uzbek passport and STIR, a Tajik passport and taxpayer number (РМА),
Kyrgyzstan's personal number (ПИН), ID card and passport, and a Russian work patent. Card numbers
pass Luhn (Humo `9860`, UzCard `8600`/`5614`, Korti Milli `9762` (a guess), Elcart `9417` (a
guess) and Mir prefixes drawn here, and the value helpers' Visa, Mastercard and UnionPay, checked
with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, drawn so that none
reads as a year. Uzbekistan, Tajikistan and Kyrgyzstan issue no IBANs; the IBANs are of Turkey,
Kazakhstan, Russia, Azerbaijan, Belarus, Ukraine, Lebanon and Kosovo (a rough count of the
country codes in the IBAN shape tables of heldouts 5 to 257 finds each in twenty to twenty-two
corpora, about the fewest), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Russian, Turkish, Simplified Chinese and Spanish lists, each drawn until
`Mnemonic(lang).check` accepts it (most Russian and Turkish draws fail it and are drawn again).
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
from stdnum.az import voen as az_voen
from stdnum.by import unp as by_unp
from stdnum.ru import inn as ru_inn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 260_418_735
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


_CRAFT = ["Atlas", "Adras", "Abrband", "Ishkor", "Lagan", "Kosa", "Paxta", "Chigit", "Bekasam",
          "Shohi", "Kulol", "Naqsh", "Tandir", "Chopon", "Tyubeteyka", "Suzani", "Pilla", "Kalava"]  # fmt: skip
_VALLEY = ["Marg'ilon", "Rishton", "Osh", "Namangan", "Xo'jand", "Qo'qon", "Andijon", "Uchqo'rg'on",
           "Sulaymon", "Jayma", "Panjshanbe", "Sirdaryo", "Isfara", "Kasansay"]  # fmt: skip
_PLAIN_PLACES = ["Margilan", "Rishtan", "Osh", "Namangan", "Khujand", "Kokand", "Andijan",
                 "Sulaiman", "Jayma", "Panjshanbe", "Syrdarya", "Isfara", "Kasansay", "Chust"]  # fmt: skip
_NAMES = ["Dilnoza", "Bekzod", "Sardor", "Gulnora", "Shahzoda", "Jasur", "Nodira", "Rustam",
          "Firdavs", "Mehrinigor", "Saodat", "Aibek", "Nurlan", "Aizada", "Bakyt", "Chynara",
          "Farrukh", "Umida", "Zarina", "Oybek", "Khurshed", "Manizha", "Daler", "Gulbahor"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["P4xt4", "4tl4s", "Ishk0r", "L4g4n", "Ch0p0n", "Su2an1", "Abrb4nd", "K4r40n", "T4nd1r"]


def _bale(g: random.Random) -> str:
    """A cotton bale's weight and a grade, the way the gin's night shift jokes a password together."""
    return (
        f"Paxta{g.choice([180, 200, 215, 220, 227, 240])}kg{g.choice('ABCD')}{g.choice(_SYMBOLS)}"
    )


def _route(g: random.Random) -> str:
    """A shared-taxi route and a seat, as the Khujand desk writes its passwords."""
    a, b = g.sample(["KHJ", "TSH", "OSH", "FRG", "NMG", "KKD", "ISF", "AND", "DSH"], 2)
    return f"{a}-{b}-{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.randrange(1, 8)}"


def _generator(g: random.Random) -> str:
    """Four groups of four, letters and digits, as a phone's generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CRAFT)}{g.choice(_PLAIN_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "_".join(w.lower() for w in g.sample(_CRAFT, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLAIN_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _bale,
    _route,
    lambda g: f"Lagan{g.randrange(20, 90)}sm{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_CRAFT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Opa{g.choice(_CRAFT)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "VK Teams, chat 'Margilan atlas shop', Dilnoza: the loom-room NAS password is {pw}",
    "Pachca thread #rishtan-kiln, Bekzod: Nabertherm kiln controller web password {pw}",
    "ICQ New message from Sardor: the Osh office router admin password is {pw}",
    "Yandex Messenger, Gulnora: cotton gin weighbridge PC password {pw}",
    "Odnoklassniki DM (yes, really) from Rustam: the shared-taxi desk laptop password is {pw}",
    "Faveo ticket #4417: the Khujand booking desk POS password {pw} stopped working after the update",
    "Bugzilla bug 2290, comment 3: the Rishtan glaze-lab tablet admin password is {pw}",
    "Planka card 'Gin night shift': bale scale terminal password {pw}",
    "Leantime task 'Osh stall inventory': the Jayma bazaar office PC password is {pw}",
    "Helpy ticket 88, reply from Aibek: the Namangan gin CCTV password is {pw}",
    "CryptPad note 'Silk workshop': dye-room PLC password {pw}",
    "Etherpad 'taxi-desk-handover': the new dispatcher login password is {pw}",
    "Blinko memo: Rishtan studio wifi extender admin password {pw}",
    "Zettlr note, kiln.md: the Rohde kiln app password is {pw}",
    "SiYuan block 'Osh office': the accounting PC password is {pw}",
    "Hi Chynara,\n\nthe root password on the Osh trading server is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nAizada",
    "Runbook: restart the gin's bale press\n1. open the Siemens HMI\n2. log in as service\n3. password {pw}\n4. reset fault F17",
    "README (Margilan loom room)\nthe Stäubli jacquard UI is at https://jacquard.karvon.lan, admin password `{pw}`.",
    "dictated: the Khujand booking desk printer password is {pw} full stop",
    "note to self: Rishtan kiln tablet password {pw}",
    "after the reinstall the weighbridge password became {pw}",
    "hey assistant, remember the Margilan shop tablet password: {pw}",
    "please keep this for me: the Namangan gin office PC password is {pw}",
    "Voicenotes transcript: okay the password for the taxi desk till is {pw} got it",
    "AudioPen summary: Farrukh says the new Osh office wifi password is {pw}",
    "my Ipoteka Bank app password is {pw} now",
    "can you remember my Aloqabank mobile password? it's {pw}",
    "password for my Turonbank online banking: {pw}",
    "Wave Terminal note pinned to the Osh server tab: sudo password {pw}",
    "Contour terminal scrollback, Bakyt's note: root password for the Namangan box {pw}",
    "Parolim: {pw}",
    "Yangi parol {pw}, hech kimga aytma",
    "Dilnoza: do'kon planshetining paroli — {pw}, rahmat",
    "Bekzod: o'choq kompyuterining yangi paroli {pw} bo'ldi",
    "Umida: Wi-Fi emas, server paroli bu: {pw}",
    "Jasur: mana parol 👉 {pw}",
    "Менинг паролим: {pw}",
    "Янги парол «{pw}», ҳеч кимга айтма",
    "Нодира: пахта тозалаш заводи компютерининг пароли {pw}",
    "Ойбек: мана парол → {pw}, раҳмат",
    "Рамзи нави ман: {pw}",
    "Фирдавс: рамзи компютери дафтар {pw} аст, ба ҳеч кас нагӯ",
    "Манижа: рамзи Wi-Fi-и идора «{pw}» аст",
    "Далер: ин аст рамз 👉 {pw}, ташаккур",
    "Хуршед: рамзи нави касса {pw}",
    "Менин сырсөзүм: {pw}",
    "Айбек: жаңы сырсөз {pw}, эч кимге айтпа",
    "Чынара: Ош кеңсесинин компьютеринин сырсөзү {pw}",
    "Бакыт: мына сырсөз 👉 {pw}, рахмат",
    "Айзада: базардагы ноутбуктун сырсөзү «{pw}»",
    "Нурлан: пароль от сервака щас {pw}, спс",
    "скинь пж пароль от кассы… а, вот: {pw}",
    "Рустам: новый пасс на весовую {pw}, никому не говори",
    "Гульнора: пароль от ноута в цеху {pw} спс",
    "пароль от роутера в Оше щас такой: {pw}",
    "bratan parol ot kassy {pw}, nikomu ne govori",
    "Rustam: novyi parol na server {pw} spsb",
    "vot parol ot wifi v Khujande: {pw}",
    "parol ot noutbuka na sklade — {pw}, shas pomenyayu",
    "sestre skazhi parol {pw} ot ee pochty, ok?",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["dilnoza", "bekzod.t", "sardor", "gulnora", "shahzoda", "jasur.k", "nodira", "rustam",
          "firdavs", "mehrinigor", "saodat", "aibek", "nurlan.o", "aizada", "bakyt", "chynara",
          "farrukh", "umida", "zarina.m", "oybek", "khurshed", "manizha", "daler", "svc-gin",
          "kiln-lab", "taxi-desk"]  # fmt: skip
_LOGINS = [
    "VK Teams, Sardor: the Jacquard UI login is {u} / {pw}",
    "Faveo #4430: {u} locked out of the booking system, last password {pw}",
    "usr {u} pwd {pw}",
    "SiYuan › Osh office › Servers › accounting: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| gin weighbridge | {u} | {pw} |",
    "sign into the kiln controller as {u} with {pw}",
    "taxi desk POS login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: gin-scale-2\n  username: {u}\n  password: {pw}",
    "Pachca: account {u}, password {pw}",
    "Aibek says the CCTV account is {u} and the password is {pw}",
    "system,login,password\nbale-press-hmi,{u},{pw}",
    "Foydalanuvchi: {u}\nParol: {pw}",
    "login {u}, parol {pw} — hech kimga aytma",
    "Фойдаланувчи {u}, парол {pw}",
    "Номи корбар: {u}, рамз: {pw}",
    "логин {u} рамз {pw}, ташаккур",
    "Колдонуучу: {u}, сырсөз: {pw}",
    "логин {u} / сырсөз {pw}",
    "логин {u} пароль {pw} спс",
    "лог {u} пасс {pw} пж не теряй",
    "login {u} parol {pw} spasibo bratan",
    "akkaunt {u}, parol {pw}",
    "Benutzer {u}, Kennwort {pw} (for the German loom technician)",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["chigit", "ishkor", "abrband", "bekasam", "tyubeteyka", "chopon", "kalava",
               "tandir", "pilla", "naqsh", "kulol", "suzani"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the gin server it's {w} and {d} at the end",
    "voice memo: the loom-room wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the kiln tablet password",
    "it's {w}{d}, word and digits joined",
    "parol — {w} degan so'z, keyin {d} raqami",
    "парол: {w} сўзи, кейин {d}",
    "рамз калимаи {w} аст, баъд рақами {d}",
    "сырсөз: {w} деген сөз, анан {d} саны",
    "пароль: слово {w}, потом цифры {d}",
    "parol: slovo {w}, potom cifry {d}, bez probela",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "openstack user create --domain karvon --password '{pw}' {u}",
    "gcrane auth login cr.karvon.uz -u {u} -p '{pw}'",
    "swift -A https://obj.karvon.lan/auth/v1.0 -U karvon:{u} -K '{pw}' list bale-photos",
    "secretsdump.py 'KARVON/{u}:{pw}@10.40.0.5'",
    "wmiexec.py 'KARVON/{u}:{pw}@gin-hmi.karvon.lan' ipconfig",
    "getTGT.py karvon.lan/{u}:'{pw}' -dc-ip 10.40.0.2",
    "lookupsid.py 'karvon.lan/{u}:{pw}@10.40.0.2'",
    "innobackupex --user={u} --password='{pw}' /backup/bookings",
    "psqldef -U {u} -W '{pw}' -h pg.karvon.lan bazaar < schema.sql",
    "mysqldef -u {u} -p '{pw}' -h mysql.karvon.lan taxi --dry-run < schema.sql",
    "gitea admin user create --username {u} --password '{pw}' --email {u}@karvon.uz",
    "mattermost user create --email {u}@karvon.uz --username {u} --password '{pw}'",
    "csvsql --db 'postgresql://{u}:{pw}@pg.karvon.lan/gin' --insert bales-2032.csv",
    "atlas schema inspect -u 'mysql://{u}:{pw}@mysql.karvon.lan:3306/taxi'",
    "sling conns set BAZAAR_PG url='postgres://{u}:{pw}@pg.karvon.lan:5432/bazaar'",
    "duckdb -c \"ATTACH 'host=pg.karvon.lan user={u} password={pw} dbname=gin' AS gin (TYPE postgres)\"",
    "glance --os-username {u} --os-password '{pw}' --os-auth-url https://keystone.karvon.lan:5000/v3 image-list",
    "drush user:password {u} '{pw}'",
    "bench --site shop.karvon.uz set-admin-password '{pw}'",
    "wp user update {u} --user_pass='{pw}' --path=/var/www/atlas-shop",
    "gogs admin create-user --name {u} --password '{pw}' --email {u}@karvon.uz",
    "bin/rails runner \"User.find_by(login: '{u}').update!(password: '{pw}')\"",
    "immuadmin login {u} --password '{pw}'",
    "sendemail -f {u}@karvon.uz -t ops@karvon.uz -s smtp.karvon.uz:587 -xu {u} -xp '{pw}' -u 'gin report'",
    "neomutt -e \"set imap_user={u}@karvon.uz imap_pass='{pw}'\" -f imaps://mail.karvon.uz",
    "echo '{u}:{pw}' > ~/.passwd-s3fs && s3fs bale-photos /mnt/bales -o url=https://s3.karvon.lan",
    "weed shell -master=sw.karvon.lan:9333 -filer.user {u} -filer.password '{pw}'",
    "7za a -p'{pw}' -mhe=on payroll-2032.7z payroll/",
    "qpdf --password='{pw}' --decrypt invoice-osh-0412.pdf invoice.pdf",
    "truecrypt --text --password='{pw}' --mount /dev/sdb1 /mnt/ledger",
    "veracrypt --text --password='{pw}' --pim=0 --keyfiles='' --mount ledger.hc /mnt/ledger",
    "OC_PASS='{pw}' php occ user:add --password-from-env --display-name='{u}' {u}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Wave Terminal, block 'osh-srv':\n$ {c}", "Contour, {u2}@gin-srv:~$ {c}",
    "cool-retro-term on the old bazaar PC: {c}", "Yakuake (F12), ~/karvon $ {c}",
    "Termux on Jasur's phone:\n~ $ {c}", "PowerShell 7, PS C:\\karvon> {c}",
    "shu buyruqni ishlatdim: {c}", "мана буйруқ: {c}", "ин фармонро иҷро кардам: {c}",
    "бул буйрукту иштеттим: {c}", "вот команда, щас запускал: {c}", "vot komanda: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        samples = v.fill(rng, cls, templates, n, _plain_pw, u=_USERS)
        out = []
        for s in samples:
            frame = rng.choice(frames).replace("{u2}", rng.choice(_USERS))
            out.append(Sample(s.cls, frame.replace("{c}", s.text), s.secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.karvon.lan:5432/bazaar",
    "mysql+pymysql://{u}:{pw}@mysql.karvon.lan/taxi_bookings",
    "mongodb+srv://{u}:{pw}@atlas-shop.karvon.uz/orders?retryWrites=true",
    "redis://{u}:{pw}@redis.karvon.lan:6379/2",
    "clickhouse://{u}:{pw}@ch.karvon.lan:9000/gin_metrics",
    "oracle+oracledb://{u}:{pw}@ora.karvon.lan:1521/?service_name=LEDGER",
    "ftp://{u}:{pw}@ftp.karvon.uz/kiln-photos/",
    "imaps://{u}:{pw}@mail.karvon.uz:993/INBOX",
    "amqp://{u}:{pw}@rabbit.karvon.lan:5672/bookings",
    "webdav://{u}:{pw}@dav.karvon.lan/remote.php/dav/files/{u}/",
    "rtsp://{u}:{pw}@cam-gin-gate.karvon.lan:554/Streaming/Channels/101",
    "Server=sql.karvon.lan;Database=Bazaar;User Id={u};Password={pw};TrustServerCertificate=True",
    "jdbc:postgresql://pg.karvon.lan:5432/gin?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Metabase connection (old): {c}", "keep this connection string for me: {c}",
    "ulanish satri: {c}", "сатри пайвастшавӣ: {c}", "туташуу сабы: {c}", "строка подключения щас: {c}",
    "Faveo #4471: {c}", "HedgeDoc page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "vodiy-karvon", "sub": f"merchant_{_r(g, D, 9)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "payments orders"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Shapes are the author's guesses; none is known to be a vendor's real format.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Mobiuz", "MOBIUZ_SMS_API_KEY", _j((HEX, 32))),
    ("Uztelecom", "UZTELECOM_API_TOKEN", _j((ALNUM, 40))),
    ("Sapat", "SAPAT_SECRET_KEY", _j("spt_sk_", (ALNUM, 32))),
    ("Tajpay", "TAJPAY_MERCHANT_SECRET", _j((B64, 43), "=")),
    ("Unired", "UNIRED_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Poytaxt Bank", "POYTAXT_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Sarkor Telecom", "SARKOR_BILLING_TOKEN", _j((HEX, 40))),
    ("Comnet", "COMNET_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Jet.uz", "JETUZ_API_KEY", _j((ALNUM, 36))),
    ("Zudamal", "ZUDAMAL_ACCESS_TOKEN", _vendor_jwt("https://api.zudamal.tj")),
    ("Tojnet", "TOJNET_API_SECRET", _j((HEX, 64))),
    ("Pay24", "PAY24_SECRET", _j("p24_", (LOWER_DIGITS, 40))),
    ("Mega24", "MEGA24_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Kyrgyztelecom", "KYRGYZTELECOM_TOKEN", _j((ALNUM, 48))),
    ("Asaxiy", "ASAXIY_PARTNER_KEY", _j((HEX, 32))),
    ("Afrosiyob tickets", "AFROSIYOB_API_KEY", _j((UPPER_HEX, 40))),
    ("E-imzo", "EIMZO_API_KEY", _j((B64, 64))),
    ("Roaming.uz", "ROAMING_UZ_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Fasten", "FASTEN_API_TOKEN", _j("fst_live_", (ALNUM, 30))),
    ("Tez Taxi", "TEZTAXI_API_KEY", _j((LOWER_DIGITS, 40))),
    ("BTS Express", "BTS_EXPRESS_TOKEN", _j((HEX, 48))),
    ("Uzinfocom", "UZINFOCOM_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Xazna", "XAZNA_SECRET_KEY", _j("xz_sk_", (ALNUM, 36))),
    ("ZET-Mobile", "ZETMOBILE_SMS_TOKEN", _j((ALNUM, 32))),
    ("Megacom", "MEGACOM_API_KEY", _j((HEX, 40))),
    ("Orient Finans", "ORIENT_FINANS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Trastbank", "TRASTBANK_API_SECRET", _j((ALNUM, 44))),
    ("Uzmobile", "UZMOBILE_API_KEY", _j((UPPER_HEX, 32))),
    ("Amonatbonk", "AMONATBONK_TOKEN", _vendor_jwt("https://api.amonatbonk.tj")),
    ("QuickPay", "QUICKPAY_SECRET", _j((HEX, 64))),
    ("Megapay", "MEGAPAY_MERCHANT_KEY", _j((ALNUM, 40))),
    ("Saima Telecom", "SAIMA_API_TOKEN", _j((LOWER_DIGITS, 32))),
    ("Texnomart", "TEXNOMART_PARTNER_TOKEN", _j((B64, 56), "==")),
    ("Mediapark", "MEDIAPARK_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Billz", "BILLZ_SECRET_TOKEN", _j("billz_", (ALNUM, 40))),
    ("Smartup", "SMARTUP_CLIENT_SECRET", _j((HEX, 40))),
    ("R-Keeper", "RKEEPER_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Faktura.uz", "FAKTURA_API_TOKEN", _j((URLSAFE, 64))),
    ("amoCRM", "AMOCRM_ACCESS_TOKEN", _vendor_jwt("https://karvon.amocrm.ru")),
    ("Eskiz", "ESKIZ_SMS_TOKEN", _vendor_jwt("https://notify.eskiz.uz")),
    ("Playmobile", "PLAYMOBILE_SMS_PASSWORD", _j((ALNUM, 20))),
    ("Getsms", "GETSMS_API_KEY", _j((HEX, 32))),
    ("Devino", "DEVINO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Unisender", "UNISENDER_API_KEY", _j((LOWER_DIGITS, 48))),
    ("Dostavista", "DOSTAVISTA_AUTH_TOKEN", _j((UPPER_HEX, 40))),
    ("Sprinthost", "SPRINTHOST_API_KEY", _j((ALNUM, 32))),
    ("Robokassa", "ROBOKASSA_PASSWORD_1", _j((ALNUM, 20))),
    ("Didox", "DIDOX_PARTNER_TOKEN", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} karvon/bookings:3.1",
    "kubectl create secret generic bookings --from-literal={env}={tok}",
    "dokku config:set atlas-shop {env}={tok}",
    "caprover: App Configs › Environmental Variables › {env} = {tok}",
    "coolify env, service 'bazaar-api': {env}={tok}",
    "pm2 ecosystem.config.cjs: env: {{ {env}: '{tok}' }}",
    "supervisor program:bookings\nenvironment={env}=\"{tok}\"",
    "appsettings.Production.json: {{ \"{env}\": \"{tok}\" }}",
    "config/services.php: '{vendor}' => ['key' => '{tok}'],",
    "Karvon ERP › Sozlamalar › Integratsiyalar › {vendor} › API key: {tok}",
    "Planka card 'Integrations': | {vendor} | 2032 | {tok} |",
    "Leantime task: rotate the {vendor} key {tok}",
    "VK Teams, Sardor: {vendor} key for the booking sync: {tok}",
    "Pachca: the {vendor} token we use now is {tok}, the old one is revoked",
    "Faveo #4490: {vendor} sync fails with 401, configured key {tok}",
    "Helpy ticket 97: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "{vendor} API kaliti: {tok}",
    "{vendor} uchun API kalit — {tok}, hech kimga bermang",
    "{vendor} API калити: {tok}",
    "калиди API-и {vendor}: {tok}",
    "калиди API барои {vendor} ин аст: {tok}",
    "{vendor} API ачкычы: {tok}",
    "{vendor} үчүн API ачкыч мына: {tok}",
    "ключ API {vendor} щас такой: {tok}, спс",
    "API-ключ {vendor}: {tok}",
    "klyuch API {vendor}: {tok}",
    "vot API klyuch ot {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    mobiuz = _r(rng, HEX, 32)
    eskiz = _r(rng, ALNUM, 40)
    pay24 = _r(rng, HEX, 40)
    unisender = _r(rng, LOWER_DIGITS, 48)
    didox = _r(rng, ALNUM, 36)
    billz = _r(rng, URLSAFE, 40)
    return [
        Sample("vendor_token", f'r = requests.post("https://sms.mobiuz.example/send", headers={{"X-Api-Key": "{mobiuz}"}}, json=payload)', mobiuz),
        Sample("vendor_token", f"curl -H 'Authorization: Token {eskiz}' https://notify.eskiz.uz/api/message/sms/send", eskiz),
        Sample("vendor_token", f'$pay24 = new Pay24Client("karvon-osh", "{pay24}");', pay24),
        Sample("vendor_token", f"Unisender:\nconst client = new Unisender({{ apiKey: '{unisender}' }});", unisender),
        Sample("vendor_token", f'<add key="DidoxPartnerToken" value="{didox}" />', didox),
        Sample("vendor_token", f'billz:\n  base_url: https://api.billz.example\n  secret_token: "{billz}"', billz),
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


_BARE_PLACES = ["{t}", "VK Teams: {t}", "it only shows it once, so here:\n{t}", "mana token: {t}",
                "вот токен щас: {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES key of the gin's Modbus gateway config export: {h}": 32,
    "HMAC secret for the Tajpay payment webhook: {h}": 64,
    "pre-shared key of the Osh–Margilan WireGuard-over-IPsec tunnel (hex): {h}": 64,
    "LoRaWAN AppKey of bale-yard sensor BY-04: {h}": 32,
    "zaxira shifrlash kaliti: {h}": 64,
    "калиди рамзгузории нусхаи эҳтиётӣ: {h}": 64,
    "камдык көчүрмөнүн шифрлөө ачкычы: {h}": 48,
    "ключ шифрования бэкапа, спс что сохранишь: {h}": 64,
    "kiln controller's firmware signing key (hex, old one): {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Faveo #4502: token copied out of the browser's network tab {t}",
    "Cookie: lang=uz; karvon_session={t}",
    "BOOKINGS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "token shu: {t}",
    "токен щас такой {t}",
    "Bruno? no, Hoppscotch history: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@karvon.uz"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.karvon.uz/realms/valley",
            "azp": "taxi-desk",
            "roles": ["dispatcher"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Osh trading server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.karvon.uz.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EIMZO_SIGNING_KEY": "{key}", "inn": "public"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_gin <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Bugzilla bug 2301, attachment pasted inline by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "serverning yopiq kaliti:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the bank's statement drop, щас скидываю:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
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
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "Trust Wallet recovery phrase\n{p}": "english",
    "voice memo: the Tonkeeper recovery words are {p} and that's all of them": "english",
    "HedgeDoc page 'Bazaar USDT wallet (retired)': {p}": "english",
    "hamyonni tiklash so'zlari (hech kimga aytma): {p}": "english",
    "калимаҳои барқарорсозии ҳамён: {p}": "english",
    "капчыкты калыбына келтирүү сөздөрү: {p}": "english",
    "сид-фраза от кошелька, никому не говори: {p}": "russian",
    "фраза восстановления MetaMask щас: {p}": "russian",
    "Türk ortağın cüzdan kurtarma kelimeleri: {p}": "turkish",
    "乌鲁木齐供货商的钱包助记词：{p}": "chinese_simplified",
    "frase de recuperación de la cartera del comprador de Valencia: {p}": "spanish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A checksum-valid phrase; drawn again until `Mnemonic(lang).check` accepts it (some Russian
    and Turkish phrases fail it after normalisation)."""
    size = {12: 16, 18: 24, 24: 32}[words_n]
    mnemo = _MNEMO[lang]
    for _ in range(1000):
        entropy = bytes(rng.randrange(256) for _ in range(size))
        phrase = unicodedata.normalize("NFC", str(mnemo.to_mnemonic(entropy)))
        if mnemo.check(phrase):
            return phrase
    raise ValueError(lang)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _phrase_of(rng, _SEED_PLACES[template], [24, 12, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _clean_blob() -> str:
    return "\n".join(CLEAN + [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA])


def _fresh_digits(rng: random.Random, n: int) -> str:
    """``n`` digits that no clean text holds, not read as a year."""
    blob = _clean_blob()
    return v.until(
        rng,
        lambda g: _r(g, D, n),
        lambda s: s not in blob and not re.fullmatch(r"(19|20)\d\d", s) and s[0] != "0",
    )


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Humo's, UzCard's, Korti Milli's and
    Elcart's guessed here, Mir's), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "humo":
        return _card_of(rng, ["9860"], [16])
    if brand == "uzcard":
        return _card_of(rng, ["8600", "5614"], [16])
    if brand == "kortimilli":
        return _card_of(rng, ["9762"], [16])
    if brand == "elcart":
        return _card_of(rng, ["9417"], [16])
    if brand == "mir":
        return _card_of(rng, ["2200", "2202", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "VK Teams, Sardor: the company Humo card for the loom spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Faveo #4512: pay the kiln service visit with card {c}",
    "karta raqamim: {c}, {mm}/{yy}",
    "mana kartam 👉 {c}",
    "карта рақамим: {c}",
    "рақами корти ман: {c}, {mm}/{yy}",
    "картамдын номери: {c}, {mm}/{yy}",
    "номер карты скинь маме пж: {c}",
    "nomer karty: {c}, srok {mm}/{yy}",
    "the Khujand desk's Korti Milli card, for fuel: {c}",
]  # fmt: skip
_BRANDS = ["humo", "visa", "uzcard", "mastercard", "kortimilli", "mir", "elcart", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, four-digit CID printed above the number: {cvv}",
               "the four small digits on the front of the Amex, above {c}: {cvv}",
               "Amex kartaning old tomonidagi to'rt raqam ({c}): {cvv}",
               "на лицевой стороне Amex {c} четыре цифры сверху: {cvv}",
               "Amex {c}, CID (чор рақами рӯи корт): {cvv}",
               "Amex {c}, бетиндеги төрт сан: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _fresh_digits(rng, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries a Ferghana trading office pays into (none of the valley's three issues IBANs); BBAN
# shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"TR": "n" * 5 + "0" + "n" * 16, "KZ": "nnn" + "c" * 13, "RU": "n" * 29,
                "AZ": "aaaa" + "n" * 20, "BY": "aaaa" + "n" * 4 + "c" * 16, "UA": "n" * 25,
                "LB": "n" * 4 + "c" * 20, "XK": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice OSH-2032-118: please pay the Bursa dye supplier to {i} within 30 days",
    "save the Almaty cotton buyer's IBAN: {i}",
    "IBAN: {i}\nReference: Rishtan lagan order 44",
    "VK Teams #treasury: the Baku silk agent's new bank details, IBAN {i}",
    "IBAN raqami: {i}",
    "hisob IBAN: {i}, rahmat",
    "IBAN-и ширкат: {i}",
    "IBAN эсеби: {i}",
    "IBAN поставщика щас: {i}",
    "IBAN postavshika: {i}",
    "the Kyiv ceramics shop's IBAN for the return: {i}",
    "Pristina carpet buyer, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ru_inn(g: random.Random) -> str:
    """A Russian personal INN: twelve digits, two weighted check digits."""
    return v.until(g, lambda h: h.choice(["77", "50", "54", "66"]) + _r(h, D, 10), ru_inn.is_valid)


def _tckimlik(g: random.Random) -> str:
    """A Turkish T.C. Kimlik No: eleven digits, two check digits."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), tr_tckimlik.is_valid)


def _voen(g: random.Random) -> str:
    """An Azerbaijani VÖEN: ten digits, a weighted check digit, 1 or 2 at the end."""
    return v.until(g, lambda h: _r(h, D, 9) + h.choice("12"), az_voen.is_valid)


def _unp(g: random.Random) -> str:
    """A Belarusian UNP: nine digits with a weighted check digit."""
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


def _rntrc(g: random.Random) -> str:
    """A Ukrainian RNTRC (individual tax number): ten digits with a weighted check digit."""
    return v.until(g, lambda h: h.choice("123") + _r(h, D, 9), ua_rntrc.is_valid)


def _pinfl(g: random.Random) -> str:
    """Uzbekistan's JShShIR (PINFL): fourteen digits; its check is not in any library here."""
    return (
        g.choice("3456")
        + f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(60, 100):02d}"
        + _r(g, D, 7)
    )


def _uz_passport(g: random.Random) -> str:
    """An Uzbek passport or ID card: two letters and seven digits."""
    return g.choice(["AA", "AB", "AC", "AD", "FA"]) + _r(g, D, 7)


def _uz_stir(g: random.Random) -> str:
    """An Uzbek taxpayer number (STIR/INN): nine digits."""
    return g.choice("3456") + _r(g, D, 8)


def _tj_passport(g: random.Random) -> str:
    return g.choice(["A", "B"]) + _r(g, D, 8)


def _tj_inn(g: random.Random) -> str:
    return g.choice("3456") + _r(g, D, 8)


def _kg_pin(g: random.Random) -> str:
    """Kyrgyzstan's personal number (ПИН): fourteen digits, the sex and the birth date first."""
    return (
        g.choice("12")
        + f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(1965, 2005)}"
        + _r(g, D, 5)
    )


def _kg_idcard(g: random.Random) -> str:
    return "ID" + _r(g, D, 7)


def _kg_passport(g: random.Random) -> str:
    return g.choice(["AC", "AN"]) + _r(g, D, 7)


def _ru_patent(g: random.Random) -> str:
    """A Russian work patent for a foreign worker: a region's two digits and a number."""
    return f"{g.choice(['77', '50', '78'])} №{_r(g, D, 10)}"


_ID_PLACES: dict[str, Maker] = {
    "Bakyt's Russian INN, for the Moscow warehouse contract: {s}": _ru_inn,
    "мой ИНН в России щас: {s}, для патента": _ru_inn,
    "moy INN v Rossii: {s}": _ru_inn,
    "T.C. Kimlik No of the Bursa dye partner, for the customs form: {s}": _tckimlik,
    "Türk ortağın kimlik numarası: {s}": _tckimlik,
    "VÖEN of the Baku silk agent: {s}": _voen,
    "Azerbaijani VÖEN on the Sheki invoice: {s}": _voen,
    "УНП белорусского покупателя хлопка: {s}": _unp,
    "РНОКПП киевского магазина керамики: {s}": _rntrc,
    "JShShIR (PINFL) raqamim: {s}": _pinfl,
    "ЖШШИР рақамим: {s}": _pinfl,
    "pasport seriya va raqami: {s}": _uz_passport,
    "паспорт рақамим: {s}": _uz_passport,
    "STIR (soliq to'lovchi raqami): {s}": _uz_stir,
    "рақами шиносномаи ман: {s}": _tj_passport,
    "РМА-и ман (рақами мушаххаси андозсупоранда): {s}": _tj_inn,
    "менин ПИНим (жеке номерим): {s}": _kg_pin,
    "ID-картамдын номери: {s}": _kg_idcard,
    "паспортумдун номери: {s}": _kg_passport,
    "патент на работу, номер: {s}": _ru_patent,
    "Manizha's Tajik passport number for the Tashkent visa form: {s}": _tj_passport,
    "Kyrgyz personal number (PIN) of the Osh office manager: {s}": _kg_pin,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 2)}{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Mattermost 2FA recovery codes\n{codes}", "spare sign-in codes for the shop's Google Workspace {codes}",
            "ikki bosqichli tasdiqlash uchun zaxira kodlar:\n{codes}", "рамзҳои эҳтиётӣ барои 2FA: {codes}",
            "2FA камдык коддору: {codes}", "резервные коды 2FA, щас скину: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Karvon%20ERP:aizada@karvon.uz?secret={s}&issuer=Karvon%20ERP&digits=6",
              "2FA setup key for the Gitea admin (manual entry): {s}",
              "Google Authenticator, kalitni qo'lda kiritish: {s}",
              "секретный ключ TOTP для бухгалтерии: {s}"]  # fmt: skip
_CODES = ["{c} is your Mattermost verification code", "Tasdiqlash kodi: {c}. Hech kimga aytmang!",
          "Рамзи тасдиқ: {c}. Ба ҳеч кас нагӯед", "Ырастоо коду: {c}. Эч кимге айтпаңыз",
          "Код подтверждения {c}, никому не сообщайте"]  # fmt: skip


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
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _fresh_digits(g, 6)}, "c")


_SSIDS = ["Karvon-Margilan-Atlas", "Rishtan Kulol Studio", "OSH-JAYMA-OFFICE", "Gin_Namangan_5G",
          "TaxiDesk-Khujand", "Uztelecom_Margilan_2G", "Sarkor-Rishtan-5G", "MegaCom-Osh-Bazaar",
          "Tcell_Khujand_Desk", "Karvon Guest Loom Room", "Paxta-Zavod-Ofis"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "loom-room network {s}, password {pw}",
    "wifi at the Rishtan studio: {s} / {pw}",
    "the key printed under the Sarkor box: {pw}",
    "Wi-Fi: {s}\nParol: {pw}",
    "{s} wifi paroli — {pw}",
    "Wi-Fi {s} пароли: {pw}",
    "рамзи Wi-Fi {s}: {pw}",
    "Wi-Fi {s} сырсөзү: {pw}",
    "пароль от вайфая {s} щас {pw}, спс",
    "parol ot vaifaya {s}: {pw}",
    "gin yard AP: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("spt_sk_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("fst_live_", (ALNUM, 20)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the VK Teams call] {t}",
          "(spaced so the chat preview hides it) {t}", "harfma-harf: {t}", "по буквам диктую: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " , ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["omborxona qulfining kodi: {pw}", "do'kon eshigi kodi — {pw}", "рамзи қулфи анбор: {pw}",
          "кампанын кулпусунун коду: {pw}", "код от домофона в цеху щас {pw}", "kod ot seyfa: {pw}",
          "the gin office safe takes {pw} then #", "padlock on the Rishtan glaze store: {pw}",
          "PIN-kod kartamniki: {pw}, hech kimga aytma"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _fresh_digits(rng, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["apricot", "mulberry", "cocoon", "spindle", "caravan", "kiln", "cobalt",
                 "turquoise", "walnut", "minaret", "bazaar", "loom", "melon", "camel"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the shop vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-", "age passphrase for the ledger backup: {p}": ".",
            "maxfiy ibora (master passphrase): {p}": " ", "ибораи махфӣ барои бэкап: {p}": " ",
            "купуя сөз айкашы: {p}": "_", "парольная фраза от бэкапа щас: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Hoppscotch request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Yaak raw request: Authorization: Bearer {v}": False,
    "Bruno collection, auth header = Basic {v}": True,
    "RapidAPI (Paw) export of the Eskiz call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "gitea app.ini:\n[database]\nDB_TYPE = postgres\nUSER = gitea\nPASSWD = {pw}",
    "mattermost config.json:\n\"SqlSettings\": {{\"DataSource\": \"postgres://mmuser:{pw}@pg.karvon.lan/mattermost?sslmode=disable\"}}",
    "nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "frappe site_config.json:\n{{\"db_name\": \"_shop\", \"db_password\": \"{pw}\"}}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "openstack clouds.yaml:\nclouds:\n  karvon:\n    auth:\n      username: bookings\n      password: {pw}",
    "mysqld backup ~/.my.cnf:\n[client]\nuser=backup\npassword=\"{pw}\"",
    "smb credentials file /etc/samba/creds-osh:\nusername=ledger\npassword={pw}",
    "asterisk pjsip.conf:\n[taxi-desk-101]\ntype=auth\nauth_type=userpass\nusername=101\npassword={pw}",
    "freeradius clients.conf:\nclient gin-ap {{\n    ipaddr = 10.40.3.1\n    secret = {pw}\n}}",
    "zabbix_server.conf:\nDBName=zabbix\nDBUser=zabbix\nDBPassword={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "minio env file /etc/default/minio:\nMINIO_ROOT_USER=karvon\nMINIO_ROOT_PASSWORD={pw}",
    "rails config/database.yml:\nproduction:\n  username: bookings\n  password: <%= ENV.fetch('DB_PW', '{pw}') %>",
    "Django settings.py:\nDATABASES = {{'default': {{'USER': 'bazaar', 'PASSWORD': '{pw}'}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Sardor: gin server parolini ayt\nDilnoza: {pw}",
    "[06:12] aibek: root пароль на сервере в Оше?\n[06:13] chynara: {pw}",
    "Farrukh: {pw} is the new kiln admin password",
    "Bakyt: use {pw}, that's what the weighbridge has now",
    "[21:40] Jasur: parol?\n[21:41] Umida: {pw} 🤫",
    "Гулнора: пароль щас {pw} пж запиши",
    "Далер: рамз {pw} шуд, ташаккур",
    "Нурлан: сырсөз {pw} болду, рахмат",
    "Ойбек: {pw} — янги парол шу",
    "Rustam: {pw} vot eto parol teper, bratan",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pa\u200bssword: {pw}", "pass\u2060word = {pw}", "пар\u00adоль → {pw}", "раrоl: {pw}",
    "𝗽𝗮𝗿𝗼𝗹: {pw}", "ｐａｒｏｌ：{pw}", "ᴘᴀʀᴏʟ = {pw}", "сыр\u200cсөз: {pw}",
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
    return _phrase_of(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the kiln admin password is": "{s}", "weighbridge service pw:": "{s} (since the scale swap in March)",
    "yangi parol:": "{s}", "gin server password": "{s}\nchange it after the harvest",
    "парол:": "{s}", "рамзи нав:": "{s}", "сырсөз:": "{s}", "пароль щас": "{s}",
    "the password Nurlan read out over the phone was": "{s}, I think", "parol ot servera:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Tojnet API key", "{s}", _j((HEX, 64))),
    ("split_token", "Fasten key:", "{s} (taxi dispatch)", _j("fst_live_", (ALNUM, 30))),
    ("split_token", "Unired client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "Humo card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "humo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Gitea recovery codes", "{s}\nQW7731-KD2R\nZT4408-M9XP", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "T.C. Kimlik No", "{s}", _tckimlik),
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
    '{"kiln": {"url": "https://kiln.karvon.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"parol": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "chynara", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "gin-scale-1"}, {"name": "gin-scale-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["innobackupex", "--user", "backup", "--password", "{s}", "/backup/bookings"]}': ("meta_password", _plain_pw),
    '{"note": "серверинг янги пароли {s}"}': ("meta_password", _plain_pw),
    '{"сырсөз": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the weighbridge as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"tojnet": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"sapatSecret": "{s}"}': ("meta_token", _j("spt_sk_", (ALNUM, 32))),
    '{"pay24_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "uzcard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AZ")),
    '{"partner": {"voen": "{s}"}}': ("meta_id", _voen),
    '{"mfa": {"recovery_codes": ["{s}", "QW7731-KD2R", "ZT4408-M9XP"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"bazaar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"glaze_store": {"padlock_code": "{s}"}}': ("meta_pin", lambda g: _fresh_digits(g, 5)),
    '{"wifi": {"ssid": "Gin_Namangan_5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kiln-controller-fw-2.14.bin").hexdigest()
_IMAGE = hashlib.sha256(b"cr.karvon.uz/bookings:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"bookings: add Khujand-Tashkent evening route", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"gin: revert bale weight rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"atlas-dye-recipes-2032.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"bazaar-ledger-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the kiln controller password before the glaze inspector visits on 2032-06-11.",
    "Aibek asked for the Osh office wifi password; it's on the card in the manager's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into VK Teams; share a vault link instead.",
    "The `.env.example` line `TOJNET_API_SECRET=replace-me` is a placeholder; the real key is in the vault.",
    "The loom-room NAS asks for a new admin password after every firmware update.",
    "Replace <YOUR_ESKIZ_TOKEN> in the README with the token from your Eskiz cabinet.",
    "SAPAT_SECRET_KEY and PAY24_SECRET must be set before the nightly payment sync runs.",
    "Parolingizni hech kimga aytmang.",
    "Паролингизни ҳеч кимга айтманг.",
    "Рамзи худро ба ҳеч кас нагӯед.",
    "Сырсөзүңүздү эч кимге айтпаңыз.",
    "пароль никому не говори, даже мне, спс",
    "parol nikomu ne skazhi, bratan",
    "Parol kamida 14 ta belgidan iborat bo'lishi kerak.",
    "Рамз бояд на камтар аз 14 аломат бошад.",
    "Сырсөз кеминде 14 белгиден турушу керек.",
    "Пароль должен быть не короче 14 символов.",
    "Upgraded the kiln controller firmware from 2.12 to 2.14 and pymodbus to 3.8.6 over the weekend.",
    f"commit {_COMMIT} adds the Khujand–Tashkent evening route.",
    f"Rolled back to {_SHORT} after the bale weight rounding broke the gin report.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The kiln controller firmware 2.14 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of bazaar-ledger-2031.parquet: {_SHA512}",
    f"The bookings container runs cr.karvon.uz/bookings@sha256:{_IMAGE}.",
    f"MD5 of atlas-dye-recipes-2032.xlsx is {_MD5}, same as the copy on the shop share.",
    "Request id 3f9a62d1-7c4e-4b18-9e2a-51c0d8b7a346 is the slow one in the Pay24 logs.",
    "Purchase order PO-2032-00731 for 300 m of khan-atlas ships from Margilan on Thursday.",
    "Faveo #4417 is closed: the Khujand booking desk printer was out of paper.",
    "Call the Osh office on +996 3222 5 47 19 before noon, or the Margilan shop on +998 73 233 18 40.",
    "Bale lot NMG-2032-B-0418, 227 kg, micronaire 4.3, grade Middling.",
    "Shared taxi route 318 leaves the Panjshanbe bazaar stand for Tashkent at 06:30.",
    "HS code 5007.20 is woven silk fabric; 5201.00 is raw cotton, not carded or combed.",
    "ISBN 978-5-17-118366-7 is the Rishtan ceramics book on the shop shelf.",
    "Postcode 150100 is Margilan; 723500 is Osh; 735700 is Khujand.",
    "The Rishtan kiln fires at 1 040 °C for nine hours; the lagan plates cool for two days.",
    "After five wrong passwords the booking system locks the account for 20 minutes.",
    "A khan-atlas roll is 35 cm wide and about 7 m long.",
    "The secret of good Rishtan glaze is the ash of the desert saltwort.",
    "Ask Daler for the safe code, I don't have it.",
    "My card ending 4417 was declined at the Osh hardware store.",
    "The Almaty buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Gitea account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FASTEN_API_TOKEN` in the secrets store, never in the repository.",
    "Tasdiqlash kodi hali kelmadi, SMS kechikyapti.",
    "Код подтверждения так и не пришёл, щас ещё раз запрошу.",
    "The guest wifi 'Karvon-Guest' is open, no password needed.",
    "Order #UZ-2032-77104 from Uzum was delivered to the Margilan shop.",
    "Khujand taxi desk booking KJ-2032-0611-27: 4 seats, Tashkent, 06:30.",
    "Kiln batch RSH-B-2032-118: 46 lagan plates, 12 kosa bowls, 3 cracked.",
    "Invoice OSH-2032-0412 for 18 rolls of adras, 4 860 000 so'm, paid in cash.",
    "Route 52 minibus from Osh to Jalal-Abad runs every 40 minutes.",
    "The gin's weighbridge was calibrated on 2032-03-14; certificate № UZST-2032-0893.",
    "Container TGHU 6013382 with the Bursa dyes is at the Andijan railway terminal.",
    "Tracking number BTS-2032-5518-4402 for the Rishtan plates sent to Tashkent.",
    "The dye-room PLC is a Siemens S7-1200 (6ES7 214-1AG40-0XB0), firmware V4.5.",
    "Silk Road Atlas Festival 2032 runs in Margilan from 14 to 16 September.",
    "Version 3.1.4 of the booking app adds Tajik and Kyrgyz translations.",
    "Foydalanuvchi nomi va parolni IT bo'limidan so'rang.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/karvon/kiln", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "4417", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "NMG-2032-B-0418", "weight_kg": 227, "micronaire": 4.3}}',
    '{"phone": "+996 3222 5 47 19", "city": "Osh"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "rolls_in_stock": 184}',
    '{"hs_code": "5007.20", "origin": "UZ", "description": "woven silk fabric"}',
    '{"booking": "KJ-2032-0611-27", "seats": 4, "route": "Khujand-Tashkent"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
