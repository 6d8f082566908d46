# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-fifty-seventh's
docstring, the fifth to two-hundred-and-fifty-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-fifty-eighth to two-hundred-and-sixtieth), any other test, the reports, the
benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (261583407), password words (a Transylvanian food and a thing of the
region, a number and a sign; two foods and a number; a name, a birth year, a sign and a place;
leet words of kalács, telemea, pálinka, salina, cetate, jintiță, zacuscă, Praid and Biertan with a
year; a cheese wheel's weight, `Burduf12kg!`; a guesthouse room, `Camera7Sighisoara!`; a
generator's three dashed groups of four; a name, `Bakes` and a food; random runs), names, places,
templates, tools, vendors and layouts, the way the staff of a fictional company (Kalaka
Transilvania SRL, with a guesthouse in Sighișoara, a chimney-cake bakery in Miercurea Ciuc, a sheep
cheese dairy near Sibiu at Rășinari, a salt mine tour office in Praid and a fortified-church ticket
desk at Biertan) leak secrets into an assistant's memory. The texts are chats with times
(Quassel, Guilded, Cinny, FluffyChat, SchildiChat, Nheko, Fractal), tickets and boards (Tuleap,
LibreDesk, Planka, Zentao), notes and wiki pages (Silverbullet, Zettlr, Capacities, Heptabase,
Markdown tables), e-mails (Freemail, Citromail, Yahoo Mail, Geary, Mailspring), runbooks,
READMEs, shell prompts (Extraterm, Contour, Wave Terminal, mintty, Remmina, PowerShell),
voice-memo transcripts (Whisper Memos, Plaud, Just Press Record, AudioPen, Letterly, Notta),
dictated text and requests to the assistant itself; the separators run from a colon, "is" (`e`,
`este`, `äs`), a dash and an en dash to an arrow (`→`), a new line, Romanian and Hungarian
quotes (`„…”`), backticks and parentheses. The web pages and panels are of fiscal registers,
ovens, milk tanks and analysers, ventilation, drives, ticket printers, locks, intercoms, phones,
alarms and meters (Datecs, Tremol, Wiesheu, Rofco, Sveba Dahlen, Unox, Miwe, Packo, Milkotester,
Lactoscan, Ekomilk, Tetra Pak, Systemair, Vacon, Star Micronics, Bixolon, Vostio, Onity, TTLock,
Igloohome, Akuvox, Fanvil, Loxone, Jablotron, Paradox, Kamstrup, Apator, Sofrel, Diehl, Legrand).

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 257
that name each): in none, Sighișoara, Miercurea Ciuc, Praid, Biertan, Rășinari, Whisper Memos,
Plaud, Freemail, Citromail, Yahoo Mail, Wiesheu, Rofco, Sveba Dahlen, Sofrel, Diehl, weechat's
`/server add … -password=`, kivitendo, AbanteCart and CubeCart; in one, Sibiu, Székely, Quassel,
Guilded, Cinny, FluffyChat, SchildiChat, Nheko, Fractal, Tuleap, LibreDesk, Silverbullet, Just
Press Record, AudioPen, Letterly, Notta, Geary, Mailspring, Datecs, Tremol and the other devices named
above but those in none or two, `connmanctl`, `mysqlserverclone`, `mysqluserclone`,
`mysqlprocgrep`, `pt-archiver`, `pt-show-grants`, `pt-heartbeat`, `wget2`,
`Import-PfxCertificate`, `PackageCertificatePassword`, `nuget sign`, `dotnet dev-certs`,
`pdfinfo -upw`, `qpdf --password`, phpList, MyBB, Flarum, Zenphoto, `PAPERLESS_DBPASS`,
FrontAccounting, ILIAS, Krayin, Sylius, Shopware, OroCommerce, osCommerce and CS-Cart; in two,
Planka, Zentao, Zettlr, Capacities, Heptabase, Onity, TTLock, Igloohome, Blockstream Jade,
`pt-kill`, `ab -A`, `hey -a`, `pvk2pfx`, `bundletool`, `transcrypt`, `gs -sPDFPassword`, VLC's
`--rtsp-pwd`, `megals`, `icloudpd`, `--NotebookApp.token`, `http-server --password`, `caddy
hash-password`, `dufs -a`, `rclone serve`, `uploadserver`, `updog`, `dumpling` and `tidb://`; in
three, Extraterm, Contour, Wave Terminal, mintty, Remmina, Ente Auth and Arculus. The common
layouts (env files, `export`, compose files, Dockerfiles, systemd drop-ins, fly secrets, database
URLs of ClickHouse, Neo4j, Oracle, SQL Server, HANA, Trino, Redis, Couchbase, IMAP, SIP, RTMP and
WebDAV, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers in Bruno, Hoppscotch and Yaak,
the `WIFI:` QR string, CSV rows, Markdown tables, YAML, Bitwarden, Proton Pass, KeePassXC, Enpass
and BitLocker), all named in many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English: Romanian texting without
diacritics (`parola`, `parola noua`, `pt`, `nu-s`, `msj`, `e`, `este`, `uite` "here is", `nu
spune la nimeni` and `nu o da la nimeni` "don't tell / give it to anyone", `mersi`, `ms`, `cod`,
`codul usii`, `cheia API`, `cheia de recuperare`, `fraza de recuperare`, `coduri de backup`,
`nr card`, `buletin`, `seria si nr`, `CNP-ul`, `utilizator`, `litera cu litera` "letter by
letter"); the Romanian-English of young developers (`bro`, `am pus key-ul in .env`, `pune-o in
vault pls`, `am dat reset`, `tokenul de pe staging`); Hungarian with and without accents
(`jelszó`/`jelszo`, `az új jelszó`, `a … jelszava`, `itt a jelszó` "here is the password", `ne
mondd el senkinek` "don't tell anyone", `ne add tovább`, `köszi`, `köszönöm`, `kód`, `PIN-kód`,
`API-kulcs`, `titkosítási kulcs`, `helyreállítási kulcs`, `helyreállító szavai`, `tartalék kódok`,
`kártyaszám`, `felhasználónév`, `személyi igazolvány`, `TAJ-szám`, `adóazonosító jel`,
`betűnként` "letter by letter"); Transylvanian Saxon words, as best the author guesses them
(`dåt Passwuert … äs`, `Benotzer`, `Burchhidder` "keeper of the fortified church", `nau` "new",
`Schlëssel`, `Sécherung`, `sot et kengem` "tell nobody") beside standard German (`Kennwort`,
`Prüfnummer`, `Ihr Bestätigungscode lautet`); Bulgarian once (`ЕГН на шофьора`), and Italian,
Czech, French, Spanish, Korean and Portuguese only around seed phrases of relatives and partners
abroad. The wordings are the author's approximations, checked by no speaker; the thinnest
guesses are every Saxon phrase (`dåt Passwuert fuer de Kass äs`, `ech hun det Passwuert
geännert, et äs nau`, `Passwort vum Burchhidder-Laptop`, `Sot et kengem`, `fir d'Kass`), and the
Hungarian `a sómúzeum kasszájának jelszava` and `az Amex kártya elején lévő négyjegyű kód`.

Vendors (UiPath, Szállás.hu, SalesAutopilot, Gomag, MerchantPro, Easysales, iaBilet, Entertix,
Tixa, Árukereső, Jófogás, ingatlan.com, Vatera, Imobiliare.ro, Okazii, eJobs, BestJobs, Compari,
Dedeman, Altex, Elefant, PCGarage, Vola.ro, Paralela45, Romstal, Prezi, Shapr3D, TypingDNA,
Deepstash, MultiversX, Vatis Tech, Commsignia, Synetiq, aiMotive, Tappointment, Magyar Posta,
Express One, Star Taxi, Clever Taxi, Starschema, Realeyes, Veridion, Agricover, Zitec,
Kinderpedia, Sezamo, Bankmonitor, CFR Călători, Invitech and 4iG; the banks K&H, Magnet Bank and
Patria Bank only as accounts) are ones heldouts 5 to 257 do not name (grepped by name). No shape
here is one the author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case
and alphanumeric runs, UUIDs, JWTs for eJobs and Star Taxi, and the `es_live_`, `s3d_` and `ztc_`
prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Romania's CNP
(`stdnum.ro.cnp`, counties Harghita, Mureș and Sibiu), CUI (`stdnum.ro.cui`) and trade register
number in its 2024 form (`stdnum.ro.onrc`), Hungary's community VAT number (`stdnum.hu.anum`),
Bulgaria's EGN (`stdnum.bg.egn`) and Moldova's IDNO (`stdnum.md.idno`) (by grep `ro.cnp`,
`ro.cui`, `ro.onrc` and `hu.anum` are in one earlier corpus each, `bg.egn` in none, `md.idno` in
three). Kinds no library or this file checks (no check-digit algorithm is written here; the
shapes are guesses): a Romanian identity card's series and number, a Hungarian identity card, a
Hungarian TAJ number, a Hungarian tax identification number, Romanian and Hungarian passports and
a Romanian driving licence. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Maestro,
Amex, Discover, JCB, UnionPay and Diners, checked with python-stdnum's `luhn`); the card codes are
Amex's four-digit CIDs only, drawn so that none reads as a year. The IBANs are of Romania,
Hungary, Denmark, Austria, the Netherlands, the Czech Republic, Poland and Sweden (a rough count
of the country codes in the IBAN shape tables of heldouts 5 to 257 finds each in seventeen to
nineteen corpora, the fewest), their BBAN shapes read from python-stdnum's `iban.dat`, drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian, Czech,
French, Spanish, Korean and Portuguese lists, each drawn until `Mnemonic(lang).check` accepts it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import random
import re
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import stdnum
from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.bg import egn as bg_egn
from stdnum.hu import anum as hu_anum
from stdnum.md import idno as md_idno
from stdnum.ro import cnp as ro_cnp
from stdnum.ro import cui as ro_cui
from stdnum.ro import onrc as ro_onrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 261_583_407
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


_FOOD = ["Kurtos", "Kalacs", "Telemea", "Burduf", "Urda", "Cascaval", "Jintita", "Zacusca",
         "Papanasi", "Langos", "Kifli", "Palinka", "Horinca", "Vargabeles", "Fanka", "Kremes",
         "Balmos", "Cozonac"]  # fmt: skip
_THINGS = ["Cetate", "Turnul", "Ceasornic", "Salina", "Stana", "Kirchenburg", "Bastion", "Opait",
           "Tarnava", "Csupor", "Kapu", "Szekelykapu", "Cojoc", "Talanga", "Burduf", "Rasnita"]  # fmt: skip
_PLACES = ["Sighisoara", "Schassburg", "Segesvar", "Csikszereda", "MiercureaCiuc", "Parajd",
           "Praid", "Biertan", "Birthalm", "Rasinari", "Saliste", "Sibiel", "Cisnadie", "Harghita",
           "Tusnad", "Odorhei", "Sovata", "Medias", "Malancrav", "Saschiz"]  # fmt: skip
_NAMES = ["Ioana", "Andrei", "Bianca", "Radu", "Cosmin", "Ilinca", "Sorin", "Daria", "Tudor",
          "Botond", "Csongor", "Eniko", "Reka", "Levente", "Zsolt", "Hunor", "Emese", "Szilard",
          "Kinga", "Akos", "Ortwin", "Gerhild", "Sieglinde", "Edmund"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K4l4cs", "T3l3m34", "P4l1nk4", "S4l1n4", "C3t4t3", "Burduf", "J1nt1t4", "Z4cusc4",
         "P4r4jd", "B13rt4n"]  # fmt: skip


def _wheel(g: random.Random) -> str:
    """A cheese and a wheel's weight, the way the dairy crew jokes a password together."""
    return f"{g.choice(['Burduf', 'Telemea', 'Cascaval', 'Urda'])}{g.choice([3, 4, 6, 8, 12, 15])}kg{g.choice(_SYMBOLS)}"


def _room(g: random.Random) -> str:
    """A guesthouse room and its town, the way the reception names the room's tablet."""
    return f"Camera{g.randrange(1, 13)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of four, mixed case and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 4) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOOD)}{g.choice(_THINGS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FOOD, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _wheel,
    _room,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_FOOD).lower()}_{g.randrange(1960, 2031)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_THINGS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Bakes{g.choice(_FOOD)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Quassel, #kalaka-ops, Ioana: the Datecs DP-25 fiscal register service password is {pw}",
    "Guilded channel 'pensiune', Radu: Tremol S21 register admin password {pw}",
    "Cinny room #brutarie, Botond: Wiesheu oven controller password {pw}",
    "FluffyChat from Eniko: the Rofco B40 panel password is {pw}",
    "SchildiChat, Levente: Sveba Dahlen deck oven web password {pw}",
    "Nheko room 'stana', Sorin: Packo milk tank cooler password {pw}",
    "Fractal DM from Gerhild: Milkotester Master Pro admin password {pw}",
    "Tuleap artifact #412: Lactoscan SP analyser password {pw}, please rotate",
    "LibreDesk ticket 88: Ekomilk Total settings password {pw} no longer works",
    "Planka card 'Salina Praid': Systemair ventilation web password {pw}",
    "Zentao bug 231: Vacon drive keypad password {pw} printed on the cabinet",
    "Silverbullet page [[Biertan desk]]: Star Micronics TSP143 web password {pw}",
    "Zettlr note 'kassa.md': Bixolon SRP-350 printer password {pw}",
    "Capacities object 'Bakery': Unox Cheftop Mind.Maps password {pw}",
    "Heptabase card: Miwe aero oven admin password {pw}",
    "Whisper Memos transcript: the Akuvox intercom at the guesthouse gate has password {pw}",
    "Plaud note, dictated in the car: Fanvil X4U desk phone admin password {pw}",
    "Just Press Record memo: the Vostio lock server password is {pw}",
    "AudioPen summary: Loxone Miniserver admin password {pw}",
    "Letterly note: Jablotron alarm service password {pw}",
    "Notta transcript of the Monday call: Paradox alarm installer password {pw}",
    "Freemail from Hunor: Kamstrup heat meter portal password {pw}",
    "Citromail from Zsolt: Apator water meter reader password {pw}",
    "Yahoo Mail draft: Sofrel logger password at the dairy {pw}",
    "Geary draft to Tudor: the Legrand door panel password is {pw}",
    "Mailspring reply: Tetra Pak A3 HMI password {pw}",
    "Hi Ilinca,\n\nthe root password of the Sighisoara guesthouse NUC is {pw}. Please delete this mail once it's in the vault.\n\nThanks,\nCosmin",
    "Runbook: salt mine turnstile reset\n1. open the Diehl gate controller\n2. log in as service\n3. password {pw}\n4. reset counter T2",
    "README (bakery rack)\nthe Wiesheu UI is at https://cuptor.kalaka.lan, admin password `{pw}`.",
    "my K&H e-bank password is {pw} now",
    "can you remember my Magnet Bank app password? it's {pw}",
    "the Patria Bank online password is {pw}",
    "dictated: the Loxone app password is {pw} full stop",
    "note to self: Datecs register service password {pw}",
    "after the reinstall the Onity encoder password became {pw}",
    "remember this for me please, TTLock admin account password: {pw}",
    "parola de la casa de marcat e {pw}",
    "noua parola pt routerul din pensiune: {pw}",
    "uite parola de la laptopul de la receptie: {pw}, nu spune la nimeni",
    "Bianca: parola noua la Igloohome e {pw} (nu-s sigura ca merge)",
    "msj de la Radu: parola pt contul de la stana e „{pw}”",
    "parola mea de la mail este {pw}",
    "parola → {pw}, mersi",
    "bro am schimbat parola la server, acum e {pw}, pune-o in vault pls",
    "a pénztárgép jelszava: {pw}",
    "az új jelszó a pékség gépéhez {pw}",
    "jelszo: {pw} (ne mondd el senkinek)",
    "Emese: itt a jelszó → {pw} köszi",
    "a wifi-s laptop jelszava „{pw}”",
    "Akos: a sómúzeum kasszájának jelszava {pw}, ne add tovább",
    "jelszavam a levelezéshez: {pw}",
    "Kennwort für die Kasse an der Kirchenburg: {pw}",
    "Ortwin: dåt Passwuert fuer de Kass äs {pw}",
    "Sieglinde: ech hun det Passwuert geännert, et äs nau {pw}",
    "Passwort vum Burchhidder-Laptop: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ioana", "andrei.m", "bianca", "radu", "cosmin.p", "ilinca", "sorin", "daria.t",
          "tudor", "botond", "csongor", "eniko.k", "reka", "levente", "zsolt.b", "hunor",
          "emese", "szilard", "kinga", "akos", "ortwin", "gerhild", "svc-kassa", "receptie"]  # fmt: skip
_LOGINS = [
    "Quassel, Ioana: the Datecs login is {u} / {pw}",
    "LibreDesk #91: {u} locked out of the Tremol portal, last password {pw}",
    "usr {u} pwd {pw}",
    "Silverbullet › Guesthouse › Locks › Vostio: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| Onity encoder | {u} | {pw} |",
    "sign into the Loxone app as {u} with {pw}",
    "Jablotron login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- device: oven-csik-1\n  username: {u}\n  password: {pw}",
    "Cinny: account {u}, password {pw}",
    "Botond says the Wiesheu account is {u} and the password is {pw}",
    "device,login,password\nmilkotester,{u},{pw}",
    "user {u}, parola {pw}",
    "utilizator: {u} / parola: {pw}",
    "contul e {u} si parola {pw}, nu spune la nimeni",
    "felhasználónév: {u}, jelszó: {pw}",
    "felhasznalo {u} jelszo {pw}",
    "a belépés {u} és {pw}, köszi",
    "Benutzer {u}, Kennwort {pw}",
    "Benotzer {u}, Passwuert {pw}",
    "login pe Tixa: {u} / {pw}",
    "user-ul de pe iaBilet: {u}, parola: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kurtos", "telemea", "vargabeles", "jintita", "zacusca", "papanasi", "langos", "kifli",
               "palinka", "horinca", "balmos", "cozonac", "talanga", "csupor", "opait", "rasnita"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "voice memo: the guesthouse wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "parola e cuvantul {w}, apoi {d}",
    "parola: scrii {w} si dupa aia {d}, tot legat",
    "a jelszó a {w} szó, utána {d}",
    "jelszo: {w}, aztán a szám {d}",
    "dåt Passwuert äs dåt Wuert {w}, dånn {d}",
    "das Kennwort ist das Wort {w}, dann {d}",
    "parola e {w}{d}, totul legat",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5 + 3) % len(_SAID_WORDS)]  # no word twice
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "/server add kalaka irc.kalaka.ro/6697 -ssl -password={pw}",
    "mysqlserverclone --server={u}:{pw}@localhost --new-data=/srv/clone --new-port=3310",
    "mysqluserclone --source={u}:{pw}@db.kalaka.lan --destination={u}:{pw}@db2.kalaka.lan receptie@% vanzari@%",
    "mysqlprocgrep --server={u}:{pw}@db.kalaka.lan --match-user=bilete --kill-query",
    "pt-archiver --source h=db.kalaka.lan,D=bilete,t=vanzari,u={u},p={pw} --purge --where 'data < NOW() - INTERVAL 2 YEAR'",
    "pt-show-grants --host db.kalaka.lan --user {u} --password {pw}",
    "pt-heartbeat --update --database percona --host db.kalaka.lan --user {u} --password {pw}",
    "pt-kill --host db.kalaka.lan --user {u} --password {pw} --busy-time 60 --kill",
    "wget2 --http-user={u} --http-password={pw} https://dav.kalaka.lan/rapoarte/z-2032-05.pdf",
    "Import-PfxCertificate -FilePath kiosk.pfx -CertStoreLocation Cert:\\LocalMachine\\My -Password (ConvertTo-SecureString -String '{pw}' -Force -AsPlainText)",
    "msbuild BiletKiosk.csproj /p:Configuration=Release /p:PackageCertificatePassword={pw}",
    "nuget sign Kalaka.Bilete.1.4.0.nupkg -CertificatePath sign.pfx -CertificatePassword {pw} -Timestamper http://timestamp.digicert.com",
    "dotnet dev-certs https -ep ./certs/kiosk.pfx -p {pw}",
    "pdfinfo -upw {pw} factura-salina-2032-05.pdf",
    "qpdf --password={pw} --decrypt extras-cont.pdf extras-clar.pdf",
    "ab -A {u}:{pw} -n 500 -c 20 https://bilete.kalaka.ro/api/slots",
    "hey -n 200 -a {u}:{pw} https://bilete.kalaka.ro/health",
    "pvk2pfx -pvk kiosk.pvk -pi {pw} -spc kiosk.spc -pfx kiosk.pfx",
    "bundletool build-apks --bundle=kalaka.aab --output=kalaka.apks --ks=release.jks --ks-pass=pass:{pw} --ks-key-alias=upload",
    "transcrypt -c aes-256-cbc -p '{pw}'",
    "gs -q -sPDFPassword={pw} -o meniu-clar.pdf -sDEVICE=pdfwrite meniu.pdf",
    "vlc rtsp://cam-poarta.kalaka.lan:554/stream1 --rtsp-user={u} --rtsp-pwd={pw}",
    "megals -u {u}@kalaka.ro -p {pw} /Root/poze-pensiune",
    "icloudpd --directory /srv/poze --username {u}@kalaka.ro --password {pw}",
    "jupyter notebook --no-browser --NotebookApp.token={pw}",
    "http-server ./meniu -p 8080 --username {u} --password {pw}",
    "caddy hash-password --plaintext '{pw}'",
    "dufs -a '{u}:{pw}@/:rw' /srv/bilete",
    "rclone serve webdav /srv/facturi --addr :8081 --user {u} --pass {pw}",
    "python3 -m uploadserver 8000 --basic-auth {u}:{pw}",
    "updog -d /srv/poze --password {pw}",
    "dumpling -u {u} -p {pw} -P 4000 -h tidb.kalaka.lan -o /backup/bilete",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Extraterm, ioana@pensiune-nuc:~$ {c}", "Contour terminal ~/bilete $ {c}",
    "Wave Terminal block: {c}", "mintty (Git Bash) MINGW64 ~/kiosk $ {c}",
    "Remmina SSH tab 'salina': {c}", "PS C:\\kiosk> {c}",
    "comanda pe care am rulat-o: {c}", "am dat asta in terminal: {c}",
    "ezt futtattam le: {c}", "a parancs, amit Botond futtatott: {c}",
    "de Befehl vum Ortwin: {c}", "bro uite ce am rulat pe prod: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "clickhouse://{u}:{pw}@ch.kalaka.lan:9000/bilete",
    "tidb://{u}:{pw}@tidb.kalaka.lan:4000/rezervari",
    "neo4j+s://{u}:{pw}@graf.kalaka.lan:7687",
    "oracle+oracledb://{u}:{pw}@ora.kalaka.lan:1521/?service_name=CONTAB",
    "mssql+pymssql://{u}:{pw}@sql.kalaka.lan:1433/Kassa",
    "hana://{u}:{pw}@hana.kalaka.lan:30015",
    "trino://{u}:{pw}@trino.kalaka.lan:8443/hive",
    "rediss://{u}:{pw}@cache.kalaka.lan:6380/2",
    "couchbases://{u}:{pw}@cb.kalaka.lan/rezervari",
    "imaps://{u}:{pw}@mail.kalaka.ro:993/INBOX",
    "sip:{u}:{pw}@voip.kalaka.lan:5060",
    "rtmp://{u}:{pw}@stream.kalaka.lan/live/biertan",
    "davs://{u}:{pw}@dav.kalaka.lan/facturi",
]  # fmt: skip
_URL_PLACES = [
    "REZERVARI_DB_URL={c}", "connection string-ul vechi: {c}",
    "keep this connection string for me: {c}", "a kapcsolati string: {c}",
    "LibreDesk #96: {c}", "Silverbullet page 'Databases': {c}", "Zettlr note links.md: {c}",
    "Verbindung fir d'Kass: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kalaka-transilvania", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read tickets:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("UiPath", "UIPATH_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Szállás.hu", "SZALLAS_API_KEY", _j((HEX, 40))),
    ("SalesAutopilot", "SALESAUTOPILOT_PASSWORD", _j((HEX, 32))),
    ("Gomag", "GOMAG_API_KEY", _j((HEX, 32))),
    ("MerchantPro", "MERCHANTPRO_API_SECRET", _j((ALNUM, 40))),
    ("Easysales", "EASYSALES_TOKEN", _j("es_live_", (ALNUM, 32))),
    ("iaBilet", "IABILET_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Entertix", "ENTERTIX_SECRET", _j((URLSAFE, 43))),
    ("Tixa", "TIXA_API_TOKEN", _j((HEX, 64))),
    ("Árukereső", "ARUKERESO_API_KEY", _j((UPPER_HEX, 32))),
    ("Jófogás", "JOFOGAS_CLIENT_SECRET", _j((ALNUM, 48))),
    ("ingatlan.com", "INGATLAN_API_KEY", _j((HEX, 32))),
    ("Vatera", "VATERA_API_SECRET", _j((B64, 43), "=")),
    ("Imobiliare.ro", "IMOBILIARE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Okazii", "OKAZII_API_KEY", _j((HEX, 40))),
    ("eJobs", "EJOBS_API_TOKEN", _vendor_jwt("https://api.ejobs.ro")),
    ("BestJobs", "BESTJOBS_API_KEY", _j((ALNUM, 36))),
    ("Compari", "COMPARI_FEED_TOKEN", _j((HEX, 32))),
    ("Dedeman", "DEDEMAN_B2B_TOKEN", _j((URLSAFE, 48))),
    ("Altex", "ALTEX_PARTNER_KEY", _j((UPPER_DIGITS, 32))),
    ("Elefant", "ELEFANT_AFFILIATE_KEY", _j((HEX, 32))),
    ("PCGarage", "PCGARAGE_API_KEY", _j((ALNUM, 40))),
    ("Vola.ro", "VOLA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Paralela45", "PARALELA45_TOKEN", _j((ALNUM, 32))),
    ("Romstal", "ROMSTAL_API_KEY", _j((HEX, 40))),
    ("Prezi", "PREZI_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Shapr3D", "SHAPR3D_API_KEY", _j("s3d_", (ALNUM, 36))),
    ("TypingDNA", "TYPINGDNA_API_SECRET", _j((HEX, 32))),
    ("Deepstash", "DEEPSTASH_TOKEN", _j((ALNUM, 44))),
    ("MultiversX", "MULTIVERSX_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Vatis Tech", "VATIS_API_KEY", _j((HEX, 64))),
    ("Commsignia", "COMMSIGNIA_TOKEN", _j((B64, 60))),
    ("Synetiq", "SYNETIQ_API_KEY", _j((ALNUM, 32))),
    ("aiMotive", "AIMOTIVE_LICENSE_KEY", _j((UPPER_HEX, 40))),
    ("Tappointment", "TAPPOINTMENT_SECRET", _j((URLSAFE, 40))),
    ("Magyar Posta", "MPL_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Express One", "EXPRESSONE_API_KEY", _j((HEX, 32))),
    ("Star Taxi", "STARTAXI_PARTNER_TOKEN", _vendor_jwt("https://api.startaxi.ro")),
    ("Clever Taxi", "CLEVERTAXI_API_KEY", _j((ALNUM, 32))),
    ("Starschema", "STARSCHEMA_TOKEN", _j((HEX, 40))),
    ("Realeyes", "REALEYES_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Veridion", "VERIDION_API_KEY", _j((ALNUM, 48))),
    ("Agricover", "AGRICOVER_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Zitec", "ZITEC_DEPLOY_TOKEN", _j("ztc_", (ALNUM, 36))),
    ("Kinderpedia", "KINDERPEDIA_API_KEY", _j((HEX, 32))),
    ("Sezamo", "SEZAMO_PARTNER_KEY", _j((ALNUM, 40))),
    ("Bankmonitor", "BANKMONITOR_API_KEY", _j((HEX, 40))),
    ("CFR Călători", "CFR_CALATORI_API_KEY", _j((UPPER_DIGITS, 24))),
    ("Invitech", "INVITECH_API_TOKEN", _j((B64, 56), "==")),
    ("4iG", "FOURIG_CLIENT_SECRET", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok} -a kalaka-bilete",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Kalaka admin › Setări › Integrări › {vendor} › API key: {tok}",
    "Silverbullet table 'Integrations': | {vendor} | 2032 | {tok} |",
    "Planka card: rotate the {vendor} key {tok}",
    "Quassel, Ioana: {vendor} key for the ticket sync: {tok}",
    "LibreDesk #102: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "cheia API de la {vendor} e {tok}",
    "uite cheia API {vendor}: {tok}, nu o da la nimeni",
    "bro am pus key-ul de {vendor} in .env, e {tok}",
    "{vendor} API kulcs: {tok}",
    "a {vendor} API-kulcsa {tok}, köszi",
    "API-Schlüssel von {vendor} fir d'Kass: {tok}",
    "{vendor} API key → {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    gomag = _r(rng, HEX, 32)
    typing = _r(rng, HEX, 32)
    szallas = _r(rng, HEX, 40)
    tixa = _r(rng, HEX, 64)
    express = _r(rng, HEX, 32)
    prezi = _r(rng, URLSAFE, 43)
    return [
        Sample("vendor_token", f'r = requests.get("https://pensiune.gomag.ro/api/v1/product/read/json", headers={{"Apikey": "{gomag}"}})', gomag),
        Sample("vendor_token", f"curl -u 'kalaka-kiosk:{typing}' https://api.typingdna.com/auto/receptie", typing),
        Sample("vendor_token", f'const szallas = new SzallasClient({{ apiKey: "{szallas}" }});', szallas),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "TIXA_API_TOKEN", "\\"{tixa}\\"")\n  }}\n}}', tixa),
        Sample("vendor_token", f"Info.plist:\n<key>ExpressOneApiKey</key>\n<string>{express}</string>", express),
        Sample("vendor_token", f"$prezi = new PreziClient('kalaka-transilvania', '{prezi}');", prezi),
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


_BARE_PLACES = ["{t}", "Quassel: {t}", "it only shows it once, so here:\n{t}", "uite tokenul: {t}",
                "itt a token: {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the salt mine humidity sensor SM-04 (OTAA): {h}": 32,
    "NwkSKey of the milk tank temperature node (ABP): {h}": 32,
    "HMAC secret for the iaBilet webhook: {h}": 64,
    "Vostio site key export, AES: {h}": 32,
    "pre-shared key of the Biertan desk's IPsec tunnel (hex): {h}": 64,
    "cheia de criptare a backup-ului: {h}": 64,
    "a mentés titkosítási kulcsa: {h}": 64,
    "Schlëssel vun der Sécherung: {h}": 48,
    "HMAC key for the Datecs fiscal bridge: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "LibreDesk #110: token copied out of the browser's network tab {t}",
    "Cookie: lang=hu-RO; klk_session={t}",
    "BILETE_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "tokenul e {t}",
    "a token: {t}",
    "bro, tokenul de pe staging: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kalaka.ro"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.kalaka.ro/realms/kalaka",
            "azp": "bilete-kiosk",
            "roles": ["receptie", "casierie"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the guesthouse NUC, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/bilete.kalaka.ro.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EFACTURA_PRIVATE_KEY": "{key}", "cui": "RO-kalaka"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_salina <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "LibreDesk ticket 115, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "cheia privata de pe server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "a szerver privát kulcsa:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
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


_SEED_PLACES = {  # template: the word list's language
    "Foundation Envoy wallet backup, copying it off the card before I burn it: {p}": "english",
    "Arculus wallet recovery phrase\n{p}": "english",
    "voice memo: the Blockstream Jade recovery words are {p} and that's the lot": "english",
    "Silverbullet page 'Bakery fund wallet (retired)': {p}": "english",
    "fraza de recuperare a portofelului, nu o da la nimeni: {p}": "english",
    "a tárca helyreállító szavai: {p}": "english",
    "frase di recupero del portafoglio del cugino di Torino: {p}": "italian",
    "obnovovací fráze peněženky od Pavla z Brna: {p}": "czech",
    "phrase de récupération du portefeuille : {p}": "french",
    "frase de recuperación de la billetera: {p}": "spanish",
    "지갑 복구 문구: {p}": "korean",
    "frase de recuperação da carteira: {p}": "portuguese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_phrase(rng, _SEED_PLACES[template], [24, 12, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        "; ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Quassel, Ioana: the company card for the Wiesheu spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "LibreDesk #120: pay the Onity service visit with card {c}",
    "nr card: {c}, exp {mm}/{yy}",
    "uite cardul firmei: {c}",
    "a kártyaszámom: {c}, lejárat {mm}/{yy}",
    "kartyaszam {c}",
    "Kartennummer: {c}, gültig bis {mm}/{yy}",
    "cardul meu de rezerva e {c}, {mm}/{yy}",
    "the guest's card for the no-show fee: {c}",
    "kártya: {c} ({mm}/{yy}), köszi",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "maestro", "amex", "discover", "jcb", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 04/35, CID {cvv}",
               "the four small digits on the front of the Amex {c}: {cvv}",
               "Amex {c}, four-digit code printed above the number: {cvv}",
               "codul de 4 cifre de pe fata cardului Amex: {cvv}",
               "az Amex kártya elején lévő négyjegyű kód: {cvv}",
               "die vier Ziffern vorne auf der Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    code = v.until(rng, lambda g: _r(g, D, 4), lambda c: not 1900 <= int(c) <= 2099)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


def _iban_shape(country: str) -> str:
    """The BBAN shape of ``country`` (a, n, c as in `secret_classes_values.iban_shaped`), read
    from python-stdnum's iban.dat."""
    path = os.path.join(os.path.dirname(stdnum.__file__), "iban.dat")
    with open(path, encoding="utf-8") as lines:
        spec = next(line for line in lines if line.startswith(country + " "))
    bban = re.search(r'bban="([^"]+)"', spec)
    assert bban is not None
    kinds = {"n": "n", "a": "a", "c": "c", "e": "n"}
    return "".join(
        kinds[kind] * int(count) for count, kind in re.findall(r"(\d+)!([nace])", bban[1])
    )


# Countries used least by a rough count over heldouts 5 to 257 (17 to 19 corpora each).
_IBAN_COUNTRIES = ["RO", "HU", "DK", "AT", "NL", "CZ", "PL", "SE"]
_IBAN_SHAPES = {country: _iban_shape(country) for country in _IBAN_COUNTRIES}


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KLK-2032-118: please pay the Rofco oven parts to {i} within 30 days",
    "save the Sibiu cheese buyer's IBAN: {i}",
    "IBAN: {i}\nReference: burduf lot 44, May",
    "Quassel #contabilitate: the Budapest wholesaler's new bank details, IBAN {i}",
    "contul meu IBAN: {i}",
    "uite IBAN-ul pt avans: {i}, mersi",
    "a számlaszámom (IBAN): {i}",
    "IBAN szám: {i}, köszönöm",
    "Kontonummer (IBAN) vum Kirchenburgverein: {i}",
    "the Danish tour operator pays from {i}",
    "bro pune IBAN-ul asta pe factura: {i}",
    "Vienna agency's IBAN for the refund: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cnp(g: random.Random) -> str:
    """A Romanian CNP: sex and century, a birth date, a county (Harghita 19, Mureș 26, Sibiu 32),
    a serial and the weighted check digit, drawn until python-stdnum accepts it."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(55, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{h.choice('12')}{born}{h.choice(['19', '26', '32'])}{_r(h, D, 3)}{h.choice(D)}"

    return v.until(g, make, ro_cnp.is_valid)


def _cui(g: random.Random) -> str:
    """A Romanian CUI: two to ten digits, the last a weighted check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), ro_cui.is_valid)


def _onrc(g: random.Random) -> str:
    """A trade register number in the 2024 format: J, a year, six digits, a county, a check."""

    def make(h: random.Random) -> str:
        return f"J{h.randrange(2005, 2032)}{_r(h, D, 6)}{h.choice(['19', '26', '32'])}{h.choice(D)}"

    return v.until(g, make, ro_onrc.is_valid)


def _anum(g: random.Random) -> str:
    """A Hungarian community VAT number (ANUM): HU and eight digits, the last a check."""
    return "HU" + v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), hu_anum.is_valid)


def _egn(g: random.Random) -> str:
    """A Bulgarian EGN: a birth date, a serial and a weighted check digit."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(55, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return born + _r(h, D, 4)

    return v.until(g, make, bg_egn.is_valid)


def _idno(g: random.Random) -> str:
    """A Moldovan IDNO: a registry digit, a year, five digits and a check digit."""
    return v.until(g, lambda h: "100" + h.choice("3456789") + _r(h, D, 9), md_idno.is_valid)


def _ro_card(g: random.Random) -> str:
    """A Romanian identity card's series and number (HR, MS, SB): no public check."""
    return f"{g.choice(['HR', 'MS', 'SB'])} {_r(g, D, 6)}"


def _hu_card(g: random.Random) -> str:
    """A Hungarian identity card number: six digits and two letters, no public check."""
    return _r(g, D, 6) + _r(g, UPPER, 2)


def _taj(g: random.Random) -> str:
    """A Hungarian TAJ (social security) number, nine digits in threes; not checked here."""
    n = g.choice("12") + _r(g, D, 8)
    return f"{n[:3]} {n[3:6]} {n[6:]}"


def _hu_tax(g: random.Random) -> str:
    """A Hungarian tax identification number (adóazonosító jel): 8 and nine digits, unchecked."""
    return "8" + _r(g, D, 9)


def _ro_passport(g: random.Random) -> str:
    """A Romanian passport: 05 and seven digits, unchecked."""
    return "05" + _r(g, D, 7)


def _hu_passport(g: random.Random) -> str:
    """A Hungarian passport: two letters and seven digits, unchecked."""
    return g.choice(["BE", "BK", "BT"]) + _r(g, D, 7)


def _ro_licence(g: random.Random) -> str:
    """A Romanian driving licence's number: nine digits, unchecked."""
    return g.choice("123456789") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "CNP-ul meu: {s}": _cnp,
    "my Romanian personal numeric code (CNP) for the hotel register: {s}": _cnp,
    "CNP Gerhild, pt contractul de munca: {s}": _cnp,
    "CUI-ul firmei de la stana: {s}": _cui,
    "tax code (CUI) of the Praid salt shop partner: {s}": _cui,
    "nr. de ordine in Registrul Comertului: {s}": _onrc,
    "trade register number of the bakery's new SRL: {s}": _onrc,
    "a budapesti nagyker közösségi adószáma: {s}": _anum,
    "Hungarian EU VAT number of the Szeged supplier: {s}": _anum,
    "EGN of the Bulgarian driver who brings the salt sacks: {s}": _egn,
    "ЕГН на шофьора: {s}": _egn,
    "IDNO of the Chișinău wine partner: {s}": _idno,
    "buletinul meu: seria si nr {s}": _ro_card,
    "ID card of the guest in room 4, series and number: {s}": _ro_card,
    "a személyi igazolványom száma: {s}": _hu_card,
    "TAJ-számom: {s}": _taj,
    "adóazonosító jelem: {s}": _hu_tax,
    "nr pasaport: {s}": _ro_passport,
    "my Romanian passport number: {s}": _ro_passport,
    "az útlevelem száma {s}": _hu_passport,
    "nr permis de conducere: {s}": _ro_licence,
    "Ausweis vum Ortwin, CNP: {s}": _cnp,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 2)}{_r(rng, D, 4)}-{_r(rng, UPPER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Gomag 2FA recovery codes\n{codes}", "spare sign-in codes for the company Google Workspace {codes}",
            "coduri de backup 2FA pt contul de iaBilet: {codes}", "tartalék kódok a Szállás.hu fiókhoz:\n{codes}",
            "Backup-Codes fir de Kirchenburg-Mail: {codes}", "UiPath backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Tixa:ioana@kalaka.ro?secret={s}&issuer=Tixa&digits=6",
              "Ente Auth, manual setup key for the Vatera login: {s}",
              "cheia 2FA (setup key) pt contul de Easysales: {s}",
              "a kétlépcsős azonosítás titkos kulcsa: {s}",
              "TOTP secret for the Prezi admin: {s}"]  # fmt: skip
_CODES = ["{c} is your Gomag verification code", "Codul tau de verificare este {c}. Nu il comunica nimanui.",
          "Az ellenőrző kódod: {c}. Ne add meg senkinek!", "K&H: a belépési kód {c}",
          "Patria Bank: codul de autorizare {c}", "Ihr Bestätigungscode lautet {c}"]  # fmt: skip


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
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = ["BitLocker recovery key of the reception laptop: {k}",
             "cheia de recuperare a laptopului de la salina: {k}",
             "a pékség gépének helyreállítási kulcsa: {k}",
             "Wiederherstellungsschlüssel vum Kassen-PC: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Kalaka-Pensiune", "Pensiune-Etaj2-5G", "Kurtos-Muhely", "Csik-Pekseg-2G",
          "Stana-Rasinari", "Salina-Praid-Birou", "Biertan-Casa", "Kirchenburg-Gast",
          "DIGI-Sighisoara-7F", "Telekom-Parajd", "TP-Link_Birthalm", "Harghita-Net"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA3 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "guesthouse network {s}, password {pw}",
    "wifi at the dairy: {s} / {pw}",
    "Raspberry Pi OS first boot, wireless: SSID {s}, passphrase {pw}",
    "the key printed under the DIGI router: {pw}",
    "parola de la wifi {s} e {pw}",
    "wifi {s} → parola {pw}, mersi",
    "reteaua {s}, parola: {pw}",
    "a wifi ({s}) jelszava: {pw}",
    "wifi jelszo {s}: {pw}",
    "WLAN {s}, Passwuert {pw}",
    "connmanctl> connect wifi_{s}_managed_psk\nPassphrase? {pw}",
    "LoRa gateway backhaul wifi: ssid {s}, psk {pw}",
    "bro, wifi-ul din birou e {s} si parola {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("es_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("s3d_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Quassel preview hides it) {t}", "litera cu litera: {t}",
          "betűnként: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["codul de la lacatul de la magazie: {pw}", "codul usii de la pensiune e {pw}",
          "a pékség hátsó ajtajának kódja: {pw}", "lakat kód a raktáron: {pw}",
          "the salt-mine office door keypad takes {pw} then #",
          "padlock on the Biertan ticket box: {pw}", "PIN-ul cardului de firma: {pw}",
          "a kártya PIN-kódja: {pw}", "Code vum Schloss um Kirchenburgtor: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kurtos", "telemea", "burduf", "jintita", "zacusca", "salina", "cetate",
                 "talanga", "csupor", "opait", "bastion", "horinca", "cozonac", "balmos",
                 "rasnita", "kapu"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the guesthouse vault: {p}": " ",
            "Proton Pass passphrase: {p}": "-", "KeePassXC database passphrase: {p}": ".",
            "fraza de acces la vault: {p}": " ", "a jelmondat: {p}": "_",
            "Passphrase fir de Sécherung: {p}": " ", "Enpass master passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Hoppscotch raw request: Authorization: Bearer {v}": False,
    "header-ul de autorizare: Authorization: Basic {v}": True,
    "Yaak export of the Tixa call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "phpList config/config.php:\n$database_user = 'phplist';\n$database_password = '{pw}';",
    "MyBB inc/config.php:\n$config['database']['username'] = 'mybb';\n$config['database']['password'] = '{pw}';",
    "Flarum config.php:\n'database' => ['driver' => 'mysql', 'host' => 'localhost', 'username' => 'flarum', 'password' => '{pw}'],",
    "Zenphoto zp-data/zenphoto.cfg.php:\n$conf['mysql_user'] = 'zp';\n$conf['mysql_pass'] = '{pw}';",
    "Paperless docker-compose.env:\nPAPERLESS_DBUSER=paperless\nPAPERLESS_DBPASS={pw}",
    "FrontAccounting config_db.php:\n$db_connections = array(0 => array('name' => 'Kalaka', 'host' => 'localhost', 'dbuser' => 'fa', 'dbpassword' => '{pw}'));",
    "ILIAS client.ini.php:\n[db]\ntype = \"innodb\"\nhost = \"localhost\"\nuser = \"ilias\"\npass = \"{pw}\"",
    "Krayin .env:\nDB_USERNAME=krayin\nDB_PASSWORD={pw}",
    "kivitendo config/kivitendo.conf:\n[authentication/database]\nhost = localhost\nport = 5432\ndb = kivitendo_auth\nuser = kivitendo\npassword = {pw}",
    "Sylius .env.local:\nDATABASE_URL=mysql://sylius:{pw}@127.0.0.1/sylius_prod",
    "Shopware .env.local:\nDATABASE_URL=mysql://shopware:{pw}@localhost:3306/shopware",
    "OroCommerce config/parameters.yml:\n    database_user: oro\n    database_password: {pw}",
    "osCommerce includes/configure.php:\ndefine('DB_SERVER_USERNAME', 'osc');\ndefine('DB_SERVER_PASSWORD', '{pw}');",
    "CS-Cart config.local.php:\n$config['db_user'] = 'cscart';\n$config['db_password'] = '{pw}';",
    "AbanteCart system/config.php:\ndefine('DB_USERNAME', 'abante');\ndefine('DB_PASSWORD', '{pw}');",
    "CubeCart includes/global.inc.php:\n$glob['dbusername'] = 'cubecart';\n$glob['dbpassword'] = '{pw}';",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Ioana: parola de la wifi?\nRadu: {pw}",
    "[06:12] botond: root pw pt serverul de la brutarie?\n[06:13] eniko: {pw}",
    "[21:40] Levente: mi a jelszó a kasszához?\n[21:41] Reka: {pw}",
    "Bianca: {pw} e noua parola de la Datecs",
    "Cosmin: foloseste {pw}, asta e acum pe Onity",
    "Hunor: {pw} az új jelszó, köszi",
    "Zsolt: a jelszó most {pw}",
    "Gerhild: {pw} äs dåt nau Passwuert",
    "Andrei: parola noua e {pw} pt contul de la Tixa",
    "[09:03] sorin: ms pt parola\n[09:02] daria: {pw}",
    "Kinga: {pw} – ez a jelszó a pékség gépéhez",
    "Tudor: bro, am dat reset, parola e {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 62), (_logins, 24), (_spelled, 12), (_cli, 32), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6), (_recovery, 4),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 12),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed_phrase(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Datecs service password is": "{s}", "Wiesheu panel pw:": "{s} (since the oven swap in March)",
    "parola noua e": "{s}", "Onity password": "{s}\nchange it after the season",
    "a jelszó:": "{s}", "jelszo": "{s}, köszi", "dåt Passwuert äs": "{s}", "Loxone password": "{s}",
    "the password Botond read out over the phone was": "{s}, I think", "parola de la kasa:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Gomag API key", "{s}", _j((HEX, 32))),
    ("split_token", "Easysales key:", "{s} (order sync)", _j("es_live_", (ALNUM, 32))),
    ("split_token", "iaBilet client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Specter backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "maestro"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "RO"))),
    ("split_backup", "UiPath recovery codes", "{s}\nKL2048-7QM2\nBT8812-H3VZ", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CNP", "{s}", _cnp),
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
    '{"wiesheu": {"url": "https://cuptor.kalaka.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"parola": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "botond", "jelszo": "{s}"}}': ("meta_password", _plain_pw),
    '{"registers": [{"name": "kasa-1"}, {"name": "kasa-2", "service_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pt-show-grants", "--host", "db.kalaka.lan", "--user", "root", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "parola de la laptopul de la salina e {s}"}': ("meta_password", _plain_pw),
    '{"jelszó": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Onity encoder as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"gomag": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"tixaToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"typingdna_secret": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"furnizor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HU")),
    '{"guest": {"cnp": "{s}"}}': ("meta_id", _cnp),
    '{"mfa": {"recovery_codes": ["{s}", "KL2048-7QM2", "BT8812-H3VZ"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"bakery_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"magazie": {"cod_lacat": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Kalaka-Pensiune", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"datecs-dp25-firmware-4.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kalaka/bilete-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"bilete: add Biertan winter hours", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"kassa: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"rezervari_2032-05-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lapte-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Datecs register password before the fiscal inspection on 2032-06-11.",
    "Botond asked for the bakery wifi password; it's on the card behind the counter.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Quassel; share a vault link instead.",
    "The `.env.example` line `GOMAG_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Wiesheu panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_TIXA_TOKEN> in the README with the token from your Tixa dashboard.",
    "IABILET_API_KEY and EASYSALES_TOKEN must be set before the nightly ticket sync runs.",
    "nu spune la nimeni parola, te rog",
    "parola trebuie sa aiba minim 14 caractere, nu-s reguli de-ale mele",
    "ne mondd el senkinek a jelszavadat!",
    "A jelszónak legalább 14 karakterből kell állnia.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Sot et kengem, dåt Passwuert.",
    "msj de la Radu: am schimbat parola, ti-o dau pe telefon",
    "köszi, megkaptam a kódot, már be is léptem",
    "Upgraded the Wiesheu firmware from 3.2 to 3.4 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the Biertan winter opening hours.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the Z report.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The DP-25 firmware 4.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of lapte-export-2031.parquet: {_SHA512}",
    f"The tickets API container runs ghcr.io/kalaka/bilete-api@sha256:{_IMAGE}.",
    f"MD5 of rezervari_2032-05-03.csv is {_MD5}, same as the copy on the office share.",
    "Request id 5c8e21a4-7d3b-4e09-a6f2-1b0c9d4e7a35 is the slow one in the iaBilet logs.",
    "Comanda CMD-2032-00418 pentru 40 kg de faina ajunge joi.",
    "LibreDesk #77: the Biertan ticket printer jams on the second roll.",
    "Sunati la pensiune la +40 265 771 342 inainte de ora 12.",
    "Rendelésszám: RSZ-2032-0311, 60 darab kürtőskalács, szállítás pénteken.",
    "Factura seria KLK nr. 000118 din 03.05.2032, total 1.284,50 lei.",
    "HS code 0406.90 covers the burduf cheese; 2501.00 is salt.",
    "Cold room at the dairy is at 4.5 °C and 82 % relative humidity.",
    "After five wrong passwords the Onity encoder locks the account for 20 minutes.",
    "The Praid salt mine tour goes 120 m down; the bus leaves every 30 minutes.",
    "The secret of a good kürtőskalács is turning it slowly over beech embers.",
    "Ask Ortwin for the fortified church keypad code, I don't have it.",
    "My card ending 7733 was declined at the Sighisoara hardware store.",
    "The Budapest wholesaler wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Gomag account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TIXA_API_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the dairy shed rusts in winter; oil it every month.",
    "Tixa moved the API key page under Beállítások › Fejlesztők in its May release.",
    "ISBN 978-973-50-4512-3 is the Saxon church guide at the Biertan desk.",
    "The guest wifi 'Kalaka-Oaspeti' is open, no password needed.",
    "Lot LOT-2032-BRD-0311, 12 kg burduf, maturation 60 days, score 91.",
    "Codul postal al pensiunii este 545400, Sighisoara, judetul Mures.",
    "Csíkszereda irányítószáma 530110; a pékség a Petőfi utca 12. alatt van.",
    "Trenul IR 1641 Brasov - Sighisoara pleaca la 07:42 de la linia 3.",
    "Bus route 31 goes from Sibiu to Rasinari every hour.",
    "Kirchenburg Birthälm, built 1468 to 1524, UNESCO site since 1993.",
    "Ticket 0042 of 2032-07-14: two adults, one child, 55 lei paid in cash.",
    "Password rules for the kiosk: no dictionary words, no names, change every 90 days.",
    "The EAN on the Telemea Rasinari 400 g pack is 5941234567897.",
    "Bianca: ma suni cand ajungi? (09:14)",
    "Zsolt: holnap 8-kor nyitunk, a kulcs a portán van.",
    "Serial number of the Rofco oven: RB40-2029-00871.",
    "Version 2.7.3 of the bilete app ships the Hungarian translation.",
    "The salt mine's humidity sensor SM-04 reports every 15 minutes.",
    "Vouchers 2032 for the Biertan desk are numbered VB-0001 to VB-0500.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kalaka/datecs", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "77", "order": "CMD-2032-00418"}',
    '{"lot": {"id": "LOT-2032-BRD-0311", "weight_kg": 12, "maturation_days": 60}}',
    '{"phone": "+40 265 771 342", "city": "Sighisoara"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "tickets_sold": 1284}',
    '{"hs_code": "0406.90", "origin": "RO", "description": "burduf cheese"}',
    '{"postcode": "535600", "town": "Praid", "route": "13A"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
