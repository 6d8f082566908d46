# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-thirty-third's
docstring, the fifth to two-hundred-and-thirty-third only to search them (grep) for the languages,
wordings, tools, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-thirty-fourth,
two-hundred-and-thirty-fifth and two-hundred-and-thirty-seventh), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(236518407), password words (a dish, a song or a crop of the region joined to a town, two digits
and a sign; two such words joined by a dash and three digits; a name, a birth year, a sign and a
town; a citrus variety, "Caja", a box count and a sign; a vanilla pod's length in centimetres; a
bus route and a town; a town, a word and a year joined by dots; leet words of the zacahuil, the
xanath, the huapango and the jarana with a year; a name, "De", a town and a number; a generator's
four dotted groups and random runs), names, places, templates, tools, vendors and layouts, the way
the staff of Xochipan Sierra y Huasteca (fictional: coffee and allspice co-operatives at
Cuetzalan, citrus packing at Álamo, a vanilla curing house at Papantla, a bus line between
Xicotepec, Poza Rica and Pachuca, and an eco-hotel at Xilitla, with workers' families in Texas)
leak secrets into an assistant's memory. The texts are WhatsApp, Telegram and Signal messages,
chat logs with times, help-desk tickets, wiki tables and breadcrumbs, notes, e-mails, an incident
line, runbooks, READMEs, bash, PowerShell, cmd, WSL, Git Bash, Termux and PuTTY prompts,
voice-memo transcripts, dictated text and requests to the assistant itself; the separators run
from a colon, "is", "es", "wa" and a dash to an arrow, an emoji, a new line, a breadcrumb, a table
cell, quotes and parentheses.

Tools, files and code none of heldouts 5 to 233 names (each grepped for the command, file, call or
language): Nagios' `check_http -a`, `mysql_tzinfo_to_sql` piped into `mysql -p`, `db2batch -a`,
Firebird's `ISC_PASSWD` (its `SYSDBA.password` file named in one), `/etc/issabel.conf` (its `mysqlrootpwd` in
one earlier corpus), PacketFence's `pf.conf`, xl2tpd's `l2tp-secrets` and `options.xl2tpd`,
HotelDruid's `dati_connessione.php` (HotelDruid named in one; the file's variables are a guess),
QEMU's `password-secret`, a Dahua door station's `accessControl.cgi`, and code in Harbour
(`TMySQLServer`), Clarion (`OWNER(…)`), Xojo (`MySQLCommunityServer`), ColdFusion (`<cfquery …
password=…>`), Classic ASP (`Server.CreateObject`), PureBasic (`OpenDatabase`), Progress 4GL
(`CONNECT -db … -P`), SWI-Prolog (`odbc_connect`, the call in one), GeneXus's data-store
properties and phpcfdi's `Credential::openFiles` for a SAT CSD key. Beside them commands and files
of lightly used tools (by grep, in one to four earlier corpora each): `gfix` (1), `fbsvcmgr` (1),
Firebird's `isql -user` (2), `ISC_PASSWORD` (1), `mariadb-dump` (1), `mysqlcheck` (2),
`mysqlpump` (2), `pg_activity` (1), `pgcenter` (1), `check_snmp` (1), `usermod -p` (1), `useradd
-p` (1), `wmic /user` (1), `sc config` (1), `radclient` (1), `wp user update` (1), `drush upwd`
(1), `bench set-admin-password` (1), `ONVIFCamera` (1), `sshuttle` (1), `Invoke-Sqlcmd` (3),
`mssql-scripter` (3), `osql` (4), satcfdi's `Signer.load` (1), Pharo's `ZnClient` (Pharo in 1),
daloRADIUS's `CONFIG_DB_PASS` (1), CoovaChilli's `HS_RADSECRET` (1), CodeIgniter's
`$db['default']` (2), Zend's `resources.db.params.password` (1), a knexfile (1), MikroORM (1),
inadyn (2), Nagios' `resource.cfg` (2) and `qrencode` (2); and common layouts (env files, Docker,
Kubernetes secrets, GitHub Actions, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers,
connection strings, hostapd, a wifi QR code). The devices and services whose passwords leak are
ones no earlier corpus names (Obihai, Cisco SPA112, Synway, Hybertone, 2N Helios, Dahua VTO2202,
Hikvision DS-KD8003, Huawei HG8245H, ZTE F660, Nokia G-240W, Deliberant, Telrad, Icomera, Genfare,
Encontrack, TTHotel, PacketFence, Kaffelogic, Greefa, Durand-Wayland, Eleventa, SICAR, MyBusiness
POS, Admintotal, Worky, IDSE, SIPARE, Buzón tributario, Ekomercio, Sifei, DeclaraSAT, Llave MX,
IMSS Digital, Banco del Bienestar, Banregio, BanBajío, Inbursa, Afirme, H-E-B, Walmart Spark,
Broadway Bank, Frost Bank, Texas Comptroller's WebFile, the Texas Workforce Commission, Your Texas
Benefits, Amazon Flex, Greyhound, Cash App, Venmo) or one or two (the OBi200 and GoIP models,
Cricket); the password managers (MiniKeePass, none; Password Boss, Kaspersky, Norton and True Key,
one each; LogMeOnce and Myki, two) and wallets (Jaxx, Samourai, Bybit Wallet, Crypto.com DeFi,
Buenbit, Ripio, Airtm, Martian, one each) are lightly used.

About half the secret samples are in other languages than English (by a rough count of the drawn
samples, some 200 of 390: the texts with a word of the languages below; the rest are English or
language-neutral config, code and shell): Huasteca Nahuatl (`ichtakatlajtoli` "secret word" for
password, `noichtakatlajtol` "my password", `nopa` "the", `tlen` "of", `nika ka` "here it is",
`yankuik` "new", `notoka` "my name", `tlajtoli … niman …` "the word … then …", `nawi` "four", `amo
xikili akaj` "don't tell anyone", `tlaskamati` "thanks", `no-` on loanwords: `noNIP`, `noCURP`),
Sierra Nahuat of Cuetzalan (`ichtakatajtol`, `noichtakatajtol`, `tein` "of", `nikan ka` "here it
is", `nochan` "my house", `notokay` "my name", `uan` "and", `amo akin xikilwi` "don't tell anyone",
`tasojkamat` "thanks"), Totonac of Papantla (`kin-` "my" on loanwords: `kincontraseña`,
`kinusuario`, `kinNIP`, `kinIBAN`; `wa` for "is", `sasti` "new", `chu` "and", `ni tiku kawaniya`
"don't tell anyone", `paxkatkatsini` "thanks", `xanath` the vanilla flower), Otomí (Hñähñu: `nuwa
ja` "here is", `ri` "your", `ma` "my", `nuna` "this", `ri thuhu` "your name", `ogi ri xiñ'a ni
to'o` "don't tell anyone", `jamadi` "thanks"), Tének (`u` "my", `a` "your", `an` "the", `ti` "of",
`u bij` "my name", `yab ka uluw` "don't tell"), Mexican Spanish as texted (`la contra`, `la clave`,
`NIP`, `oie`, `aki esta`, `ahí te va`, `xfa`, `plis`, `grax`, `ntp`, `pa`, `la coope`, `ya
quedó`) and the Spanglish of migrants in Texas (`la password`, `el code`, `te lo texteo`, `mi
mom`, `bro`, `la traila`, `pa los taxes`, `el manager`, `don't tell nobody`); the loanwords are
the ones people there type (contraseña, clave, password, wifi, NIP, PIN, token, API key, CURP,
IBAN). The wordings are the author's approximations, checked by no speaker; the thinnest guesses
are the Tének lines (the possessives, `ti` and `yab ka uluw`), Totonac's `wa` as a copula and its
`ni tiku kawaniya`, Otomí's `ogi ri xiñ'a ni to'o` and `nuwa ja`, the Nahuatl negative
imperatives (`amo xikili akaj`, `amo akin xikilwi`) and `nopa komando tlen nikchijki` ("the
command I did"), and the plural `tlajtolmej` ("words") for a seed phrase.

Vendors (DoorDash, Uber Eats, Instacart, Lyft, Grubhub, Paychex, Unlimint, Jeeves, Tribal Credit,
Syncfy, Finerio, Leadsales, Wavy, Betterez, Pxsol, Evo Payments, Auronix, SMS Masivos,
Boletomóvil, Ticketbus, Socialwifi, Spotipo, Tanaza, Altán, ProducePay, Ualabee, Wansoft,
Encontrack, iVoy, Félix Pago, Boss Revolution, DolEx, Cash App, Venmo, Castores, Tres Guerras,
Zeabur, Qovery, Sevalla, Val Town, Soft Restaurant, Banregio and Afirme) are ones heldouts 5 to
233 do not name (grepped by name), and Sr. Pago, written `Srpago` in one. No shape here is one the
author knows to be real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs,
and the `keys.`, `jvs_live_`, `pp_live_`, `CAS-`, `sk-` and `qov_` prefixes); the JWTs are
well-formed.

The ids are kinds lightly used before that carry a check: Mexico's CURP (`stdnum.mx.curp`, its
check digit; the module in one or two earlier corpora), a person's and a company's RFC with
their homoclave's check character (`stdnum.mx.rfc` with `validate_check_digits=True`; in one), each
drawn until its module validates it, and an IMSS social security number (NSS) whose last digit is
a Luhn digit from python-stdnum's `luhn` (the author's belief of how IMSS computes it); the US
ITIN, validated by `stdnum.us.itin`, has a checked format and group but no check digit (in three).
Kinds that no library or this file checks (no check-digit algorithm is written here): a Mexican
passport, a matrícula consular, a Texas driver licence, the CIC of an INE voting card, a cartilla
militar's serial and an I-94 admission number (none to one earlier corpus each by grep). Card
numbers pass Luhn (the value helpers' brands, Mexico's Carnet and Texas's Lone Star EBT card with
guessed prefixes, checked with python-stdnum's `luhn`); the card codes are all four-digit Amex
CIDs. The IBANs are of countries used least by a rough count over the IBAN shapes and IBAN lines
of heldouts 5 to 233 (Cyprus, the Dominican Republic, Egypt, Guatemala, North Macedonia, Oman,
Saudi Arabia and Seychelles, seventeen corpora each by that count), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Spanish, Portuguese, French, Japanese
and Traditional Chinese lists, each with a valid checksum (`Mnemonic(lang).check`). Counts: 390
secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique, none
shorter than four characters nor inside a clean text), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import functools
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
from stdnum import ean as std_ean
from stdnum import iban as std_iban
from stdnum import isbn as std_isbn
from stdnum import luhn
from stdnum.mx import curp as mx_curp
from stdnum.mx import rfc as mx_rfc
from stdnum.us import itin as us_itin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 236_518_407
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


@functools.cache
def _clean_texts() -> tuple[str, ...]:
    """Every clean text and clean metadata dict as written: no secret may stand inside one."""
    dumped = [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA]
    return (*CLEAN, *dumped)


def _fresh(secret: str, seen: set[str]) -> bool:
    """A secret of four characters or more, not drawn before and in no clean text."""
    return len(secret) >= 4 and secret not in seen and not any(secret in t for t in _clean_texts())


def _draw_fresh(rng: random.Random, seen: set[str], make: Maker) -> str:
    for _ in range(500):
        secret = make(rng)
        if _fresh(secret, seen):
            seen.add(secret)
            return secret
    raise ValueError("no fresh secret drawn")


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A draw
    whose secret was drawn before (or stands in a clean text) is drawn again."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            for _ in range(500):
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret, seen):
                    break
            else:
                raise ValueError(f"no fresh secret for {template!r}")
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


# Password words: the region's food, music and crops, its towns, and the company's people.
_WORDS = ["Zacahuil", "Bocoles", "Piloncillo", "Chiltepin", "Acamaya", "Xantolo", "Huapango",
          "Jarana", "Quechquemitl", "Huehue", "Tlacuache", "Cafetal", "Naranjal", "Pimienta",
          "Xanath", "Neblina", "Voladores", "Cascada", "Tepejilote", "Molote"]  # fmt: skip
_TOWNS = ["Cuetzalan", "Xilitla", "Papantla", "Tajin", "Xicotepec", "Huauchinango", "Zacatlan",
          "Tlatlauquitepec", "Huejutla", "Chicontepec", "Tamazunchale", "Aquismon", "Tancanhuitz",
          "Alamo", "Tuxpan", "Tihuatlan", "PozaRica", "Pachuca", "Tulancingo", "Yohualichan",
          "Tlamaya", "Zihuateutla"]  # fmt: skip
_NAMES = ["Tonatiuh", "Yaretzi", "Nayeli", "Maricela", "Filiberto", "Candelaria", "Eusebio",
          "Rosalinda", "Abundio", "Herminia", "Juventino", "Epifania", "Nicanor", "Crescencio",
          "Severiano", "Macrina", "Odilon", "Leobardo", "Yesenia", "Brayan", "Jaqueline",
          "Marisol", "Efrain", "Reyna", "Fidencio", "Tomasa"]  # fmt: skip
_CITRUS = ["Valencia", "Persa", "Tangerina", "Toronja", "Mandarina", "Lima", "Marrs"]
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["Z4c4hu1l", "X4n4th", "Hu4p4ng0", "J4r4n4", "C4f3t4l", "N4r4nj4l", "P1m13nt4",
         "V0l4d0r3s", "B0c0l3s"]  # fmt: skip


def _triplet(g: random.Random) -> str:
    """Four groups of four, small letters and digits joined by dots, as a generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_WORDS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2012)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "$%&!?*", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CITRUS)}Caja{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"Xanath{g.randrange(14, 25)}cm{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"Ruta{g.randrange(100, 1000)}{g.choice(_TOWNS)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TOWNS).lower()}.{g.choice(_WORDS).lower()}.{g.randrange(1960, 2033)}",
    _triplet,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_NAMES)}De{g.choice(_TOWNS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, grupo 'Empaque Álamo', Filiberto: the Greefa sorter HMI password is {pw}",
    "Telegram from Nayeli: Durand-Wayland labeller web password {pw}",
    "[07:42] Crescencio: Obihai OBi200 admin password for the packing-shed phone line: {pw}",
    "Signal, Tonatiuh: the Cisco SPA112 at the Cuetzalan co-op office, admin password {pw}",
    "Mesa de ayuda MA-3318: Synway SMG gateway at the Xicotepec depot, password {pw} stopped working",
    "Ticket MA-3321: Hybertone GoIP-4 in Poza Rica, web password {pw}, please rotate",
    "hotel runbook, front gate: 2N Helios IP Verso admin password {pw}",
    "Note 'Xilitla gate': Dahua VTO2202 web password {pw}",
    "Hikvision DS-KD8003 intercom at the vanilla curing house, admin password {pw}",
    "the Telmex Huawei HG8245H at the Papantla office, web admin password {pw}",
    "ZTE F660 on the Álamo packing line, admin password {pw}",
    "Nokia G-240W-F at the Pachuca terminal: userAdmin password {pw}",
    "Deliberant APC 5M backhaul to the Tlamaya cabins, password {pw}",
    "Telrad BreezeCOMPACT at the Cuetzalan tower: admin password {pw}",
    "Icomera X6 router on bus 217, admin password {pw}",
    "Genfare Fast Fare console password for the Poza Rica depot: {pw}",
    "Encontrack portal password for the fleet (15 buses): {pw}",
    "TTHotel admin account for the Tlamaya room locks, password {pw}",
    "PacketFence admin for the hotel guest wifi, password {pw}",
    "Kaffelogic Studio account for the Cuetzalan sample roaster: password {pw}",
    "Hi Leobardo,\n\nthe Eleventa admin password at the Papantla shop is now {pw}. Delete this mail once it's in the vault.\n\nThanks,\nMacrina",
    "Incident 2032-03-09: the SICAR server at Álamo was reachable from outside with the password {pw}",
    "README (ticket office)\nMyBusiness POS back office: https://pos.xochipan.lan, supervisor password `{pw}`.",
    "voice memo, transcribed: the Admintotal payroll password is {pw} full stop",
    "remember for me: my Worky HR password is {pw}",
    "my Frost Bank online password is {pw} now",
    "can you keep my Texas Workforce Commission password? it's {pw}",
    "oie la contra del correo del empaque es {pw}, no se la pases a nadie plis",
    "ahí te va la clave del SICAR de la caja 2: {pw}",
    "la nueva contraseña del IDSE quedó {pw} xfa anótala",
    "aki esta la contraseña del DVR del beneficio: {pw}",
    "ya cambié la contra del SIPARE, es {pw} grax",
    "contraseña del Buzón tributario: {pw} (la del RFC de la coope)",
    "la clave de Ekomercio pa timbrar es {pw}, ntp si se te olvida",
    "Sifei, portal de timbrado → contraseña: {pw}",
    "mi contraseña de Banregio es {pw}, no la compartas",
    "la contraseña del DeclaraSAT es {pw}",
    "Llave MX de mi papá: contraseña {pw}, pa lo del IMSS Digital",
    "la password de mi H-E-B app es {pw}, don't tell nobody",
    "bro la password del Walmart Spark es {pw}, pa que hagas las entregas del sábado",
    "mi mom's Broadway Bank password: {pw}, no se la digas a nadie",
    "la password del WebFile pa los taxes del taller es {pw}",
    "el password de la app de Cricket es {pw}, te lo texteo por si se me olvida",
    "noichtakatlajtol tlen correo: {pw}",
    "nopa yankuik ichtakatlajtoli tlen servidor: {pw}, amo akaj xikili",
    "nika ka nopa ichtakatlajtoli tlen computadora tlen empaque: {pw}, tlaskamati",
    "noichtakatajtol tein correo: {pw}",
    "nikan ka ichtakatajtol tein router tein nochan: {pw}, tasojkamat",
    "yankuik ichtakatajtol tein báscula tein cafetal: {pw}",
    "kincontraseña de correo wa {pw}",
    "sasti contraseña de computadora wa {pw}, paxkatkatsini",
    "kincontraseña del beneficio de xanath: {pw}",
    "nuwa ja ri clave ri correo: {pw}, jamadi",
    "nuna ri clave ri computadora: {pw}",
    "ma clave Bienestar: {pw}, jamadi",
    "u contraseña ti correo: {pw}",
    "an contraseña ti computadora: {pw}, yab ka uluw",
    "u contraseña ti Banco del Bienestar: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["tonatiuh", "yaretzi.h", "nayeli", "maricela", "filiberto", "candelaria.r", "eusebio",
          "rosalinda", "abundio", "herminia.c", "juventino", "epifania", "nicanor", "crescencio",
          "severiano.m", "macrina", "odilon", "leobardo", "yesenia.t", "brayan", "jaqueline",
          "marisol.v", "efrain", "reyna", "fidencio", "svc-empaque", "caja02"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Filiberto: the Greefa login is {u} / {pw}",
    "Ticket MA-3340: {u} locked out of SICAR, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Hotel › Cerraduras › TTHotel: {u} — {pw}",
    "| equipo | usuario | contraseña |\n|---|---|---|\n| Icomera bus 217 | {u} | {pw} |",
    "sign into the Encontrack portal as {u} with {pw}",
    "Obihai login {u}:{pw}",
    "usuario: {u}\ncontraseña: {pw}",
    "- host: caja-02.papantla\n  user: {u}\n  pass: {pw}",
    "Telegram: account {u}, password {pw}",
    "Nayeli says the Admintotal account is {u} and the password is {pw}",
    "equipo,usuario,clave\nsicar-alamo,{u},{pw}",
    "ssh {u}@erp.xochipan.lan (password {pw})",
    "creds for the PacketFence console are {u} and {pw}",
    "usuario {u} y contraseña {pw}, no se la pases a nadie",
    "mi username del Your Texas Benefits es {u} y la password {pw}",
    "el login del Amazon Flex: {u}, password {pw}",
    "notoka {u}, noichtakatlajtol {pw}",
    "notokay {u}, noichtakatajtol {pw}",
    "kinusuario {u}, kincontraseña {pw}",
    "ri thuhu {u}, ri clave {pw}",
    "u bij {u}, u contraseña {pw}",
    "IDSE → usuario {u} / contraseña {pw}",
    "login: {u}\npassword: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["zacahuil", "jarana", "acamaya", "neblina", "cafetal", "naranjal", "pimienta",
               "xanath", "huapango", "voladores", "bocoles", "tlacuache", "piloncillo",
               "chiltepin", "huehues", "molote", "tepejilote", "xantolo"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, and right after it the number {d}",
    "for the Greefa HMI it's {w} with {d} at the end",
    "voice memo: the packing-shed wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits together",
    "la contraseña es la palabra {w} y luego el {d}",
    "la contra es {w}, todo en minúsculas, y al final {d}",
    "la password es la palabra {w} y después el número {d}, bro",
    "ichtakatlajtoli: tlajtoli {w} niman {d}",
    "ichtakatajtol: tajtol {w}, uan {d}",
    "kincontraseña wa {w} chu {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "check_http -H reservas.tlamaya.lan -u /admin/ -a {u}:{pw}",
    "gfix -user SYSDBA -password '{pw}' -sweep 192.168.10.5:/datos/EMPAQUE.FDB",
    "fbsvcmgr 192.168.10.5:service_mgr -user SYSDBA -password '{pw}' action_db_stats dbname /datos/EMPAQUE.FDB sts_hdr_pages",
    "isql -user SYSDBA -password '{pw}' 192.168.10.5:/datos/CUETZALAN.FDB",
    "ISC_USER=SYSDBA ISC_PASSWORD='{pw}' gbak -b 192.168.10.5:/datos/EMPAQUE.FDB /respaldos/empaque.fbk",
    "mysql_tzinfo_to_sql /usr/share/zoneinfo | mysql -u root -p'{pw}' mysql",
    "db2batch -d BOLETOS -a {u}/{pw} -f corridas_semana.sql",
    "mariadb-dump -u {u} -p'{pw}' --single-transaction reservas > reservas.sql",
    "mysqlcheck -u {u} -p'{pw}' --auto-repair --all-databases",
    "mysqlpump -u {u} --password='{pw}' --exclude-databases=mysql > issabel.sql",
    "PGPASSWORD='{pw}' pg_activity -h pg.xochipan.lan -U {u} boletos",
    "PGPASSWORD='{pw}' pgcenter top -h pg.xochipan.lan -U {u} boletos",
    "check_snmp -H 10.20.0.1 -P 3 -L authNoPriv -U {u} -a SHA -A '{pw}' -o sysUpTime.0",
    "usermod -p \"$(openssl passwd -6 '{pw}')\" {u}",
    "useradd -m -p \"$(mkpasswd -m sha-512 '{pw}')\" {u}",
    "wmic /node:caja-02 /user:{u} /password:\"{pw}\" os get lastbootuptime",
    "sc config SicarSync obj= .\\{u} password= {pw}",
    "echo \"User-Name={u},User-Password={pw}\" | radclient -x 10.30.0.2:1812 auth testing123",
    "wp user update 1 --user_pass='{pw}' --path=/var/www/tlamaya",
    "drush upwd {u} '{pw}'",
    "bench --site reservas.tlamaya.lan set-admin-password '{pw}'",
    "qemu-system-x86_64 -m 4G -hda sicar.qcow2 -object secret,id=vnc0,data={pw} -vnc :1,password-secret=vnc0",
    "python3 -c \"from onvif import ONVIFCamera; ONVIFCamera('10.40.0.21', 80, '{u}', '{pw}')\"",
    "sshuttle -r {u}@gw.xochipan.mx 10.0.0.0/8 --ssh-cmd \"sshpass -p '{pw}' ssh\"",
    "curl --digest -u admin:{pw} 'http://10.40.0.31/cgi-bin/accessControl.cgi?action=openDoor&channel=1'",
    "Invoke-Sqlcmd -ServerInstance 'SRV-CONTPAQ\\COMPAC' -Username {u} -Password '{pw}' -Query 'SELECT TOP 5 * FROM admDocumentos'",
    "mssql-scripter -S SRV-CONTPAQ\\COMPAC -d ctXochipan -U sa -P '{pw}' -f esquema.sql",
    "osql -S SRV-SICAR -U sa -P {pw} -Q \"BACKUP DATABASE sicar TO DISK='D:\\resp\\sicar.bak'\"",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "C:\\Microsip> {c}", "PS C:\\Users\\caja> {c}", "root@erp-xochipan:~# {c}",
    "Termux on the depot phone: $ {c}", "Git Bash, MINGW64 ~/boletos $ {c}",
    "WSL (Ubuntu), leobardo@laptop-empaque:~$ {c}", "PuTTY session 'srv-tlamaya':\n# {c}",
    "history | tail -1\n  512  {c}", "runbook step 4: {c}", "corrí esto en el servidor: {c}",
    "el comando que le di fue: {c}", "nopa komando tlen nikchijki: {c}", "bro corre esto: {c}",
    "pásale esto al de sistemas: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates`` with a fresh password, each in a frame (a prompt, a log)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = _draw_fresh(rng, seen, _plain_pw)
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.xochipan.lan:5432/boletos",
    "mssql+pyodbc://{u}:{pw}@SRV-CONTPAQ/ctXochipan?driver=ODBC+Driver+18+for+SQL+Server",
    "Server=SRV-CONTPAQ\\COMPAC;Database=ctXochipan;User Id={u};Password={pw};TrustServerCertificate=True",
    "redis://:{pw}@10.30.0.9:6379/2",
    "mongodb+srv://{u}:{pw}@reservas.tlamaya.mx/hotel",
    "ftp://{u}:{pw}@ftp.empaque-alamo.lan/facturas/",
    "rtsp://{u}:{pw}@10.40.0.21:554/cam/realmonitor?channel=1&subtype=0",
    "jdbc:firebirdsql://192.168.10.5:3050//datos/EMPAQUE.FDB?user={u}&password={pw}",
    "amqp://{u}:{pw}@rabbit.xochipan.lan:5672/boletos",
    "smtp://{u}:{pw}@smtp.xochipan.mx:587",
    "Provider=MSOLEDBSQL;Data Source=SRV-SICAR;User ID={u};Password={pw};Initial Catalog=sicar",
    "mysql://{u}:{pw}@10.20.0.4:3306/asteriskcdrdb",
    "sftp://{u}:{pw}@sftp.xochipan.mx:2222/nomina/texas/",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "la cadena de conexión vieja: {c}", "keep this connection string: {c}",
    "nopa cadena tlen conexión: {c}", "Ticket MA-3352: {c}",
    "Wiki › Sistemas › Bases de datos: {c}", "guárdame esta conexión: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


# Vendors none of heldouts 5 to 233 names (a few in one by grep, said in the docstring); every
# shape here is the author's guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("DoorDash", "DOORDASH_SIGNING_SECRET", _j((URLSAFE, 43))),
    ("Uber Eats", "UBER_EATS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Instacart", "INSTACART_CONNECT_KEY", _j("keys.", (URLSAFE, 43))),
    ("Lyft", "LYFT_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Grubhub", "GRUBHUB_PARTNER_SECRET", _j((HEX, 40))),
    ("Paychex", "PAYCHEX_CLIENT_SECRET", _j((ALNUM, 36))),
    ("Unlimint", "UNLIMINT_TERMINAL_SECRET", _j((ALNUM, 30))),
    ("Jeeves", "JEEVES_API_KEY", _j("jvs_live_", (ALNUM, 32))),
    ("Tribal Credit", "TRIBAL_API_SECRET", lambda g: v.uuid4(g, "8")),
    ("Syncfy", "SYNCFY_API_KEY", _j((HEX, 64))),
    ("Finerio", "FINERIO_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Leadsales", "LEADSALES_TOKEN", _j((ALNUM, 48))),
    ("Wavy", "WAVY_AUTH_TOKEN", _j((URLSAFE, 50))),
    ("Betterez", "BETTEREZ_API_KEY", _j((HEX, 32))),
    ("Pxsol", "PXSOL_API_TOKEN", _j((ALNUM, 40))),
    ("Evo Payments", "EVO_PAYMENTS_SECRET", _j((B64, 43), "=")),
    ("Sr. Pago", "SRPAGO_APP_SECRET", _j((HEX, 40))),
    ("Auronix", "AURONIX_API_KEY", _j((UPPER_DIGITS, 32))),
    ("SMS Masivos", "SMSMASIVOS_APIKEY", _j((HEX, 32))),
    ("Boletomóvil", "BOLETOMOVIL_API_KEY", _j((ALNUM, 40))),
    ("Ticketbus", "TICKETBUS_TOKEN", _j((URLSAFE, 48))),
    ("Socialwifi", "SOCIALWIFI_API_KEY", _j((HEX, 40))),
    ("Spotipo", "SPOTIPO_API_TOKEN", _j((ALNUM, 32))),
    ("Tanaza", "TANAZA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Altán", "ALTAN_CLIENT_SECRET", _j((ALNUM, 44))),
    ("ProducePay", "PRODUCEPAY_API_KEY", _j("pp_live_", (ALNUM, 36))),
    ("Ualabee", "UALABEE_API_KEY", _j((HEX, 32))),
    ("Wansoft", "WANSOFT_TOKEN", _j((B64, 56), "==")),
    ("Encontrack", "ENCONTRACK_API_KEY", _j((UPPER_HEX, 40))),
    ("iVoy", "IVOY_API_KEY", _j((ALNUM, 32))),
    ("Félix Pago", "FELIX_PARTNER_SECRET", _j((URLSAFE, 44))),
    ("Boss Revolution", "BOSSREV_API_KEY", _j((HEX, 48))),
    ("DolEx", "DOLEX_PARTNER_KEY", _j((UPPER_DIGITS, 24))),
    ("Cash App", "CASHAPP_CLIENT_SECRET", _j("CAS-", (URLSAFE, 40))),
    ("Venmo", "VENMO_ACCESS_TOKEN", _j((HEX, 64))),
    ("Castores", "CASTORES_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Tres Guerras", "TRESGUERRAS_TOKEN", _j((ALNUM, 40))),
    ("Zeabur", "ZEABUR_API_KEY", _j("sk-", (ALNUM, 40))),
    ("Qovery", "QOVERY_API_TOKEN", _j("qov_", (ALNUM, 44))),
    ("Sevalla", "SEVALLA_API_KEY", _j((URLSAFE, 52))),
    ("Val Town", "VALTOWN_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Soft Restaurant", "SOFTRESTAURANT_API_KEY", _j((UPPER_HEX, 32))),
    ("Banregio", "BANREGIO_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Afirme", "AFIRME_API_SECRET", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} xochipan/boletos:3.1",
    "kubectl -n boletos create secret generic boletos-env --from-literal={env}={tok}",
    "GitHub Actions, repository secret {env}: {tok}",
    "appsettings.Production.json: \"{env}\": \"{tok}\"",
    "wp-config.php: define('{env}', '{tok}');",
    "Xochipan ERP › Configuración › Integraciones › {vendor} › API key: {tok}",
    "Ticket MA-3360: {vendor} integration broken, current key {tok}",
    "please store my {vendor} API key: {tok}",
    "{vendor} key for the hotel channel sync: {tok}",
    "rotate the {vendor} token {tok} after Xantolo week",
    "runbook (bus ticketing): the {vendor} API key is {tok}",
    "WhatsApp, Leobardo: {vendor} token we use now is {tok}, the old one is revoked",
    "la API key de {vendor} es {tok}, no la subas al repo",
    "clave de API de {vendor}: {tok}",
    "oie la llave de la API de {vendor} es {tok} xfa guárdala",
    "ahí te va la API key de {vendor}: {tok}",
    "bro la API key de {vendor} que me dio el manager es {tok}",
    "el token de {vendor} pa la app: {tok}",
    "nopa API key tlen {vendor}: {tok}",
    "nika ka nopa API key tlen {vendor}: {tok}, tlaskamati",
    "nikan ka API key tein {vendor}: {tok}",
    "kinAPI key de {vendor} wa {tok}",
    "nuwa ja ri API key {vendor}: {tok}, jamadi",
    "an API key ti {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random, seen: set[str]) -> list[Sample]:
    doordash = _draw_fresh(rng, seen, _j((URLSAFE, 43)))
    evo = _draw_fresh(rng, seen, _j((B64, 43), "="))
    ivoy = _draw_fresh(rng, seen, _j((ALNUM, 32)))
    ualabee = _draw_fresh(rng, seen, _j((HEX, 32)))
    betterez = _draw_fresh(rng, seen, _j((HEX, 32)))
    lyft = _draw_fresh(rng, seen, _j((ALNUM, 32)))
    return [
        Sample("vendor_token", f'const dd = new DoorDashClient({{ developerId: "dev-xochipan", keyId: "key-boletos", signingSecret: "{doordash}" }});', doordash),
        Sample("vendor_token", f"$evo = new EvoPaymentsClient('xochipan-hotel', '{evo}');", evo),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "IVOY_API_KEY", "\\"{ivoy}\\"")\n  }}\n}}', ivoy),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {ualabee}' 'https://api.ualabee.com/v1/stops?city=pachuca'", ualabee),
        Sample("vendor_token", f'client := betterez.New("{betterez}")', betterez),
        Sample("vendor_token", f'let lyft = LyftAPI(clientID: "xochipan-texas", clientSecret: "{lyft}")', lyft),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng, seen)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = _draw_fresh(rng, seen, make)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "guárdame esto: {t}", "ya quedó el token nuevo:\n{t}", "nika ka: {t}",
                "this is the one from the portal, the old one is revoked: {t}",
                "{t}\n^ ese es el bueno", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "AES-128 key of the Greefa sorter's recipe export: {h}": 32,
    "HMAC secret for the Betterez webhook (boletos vendidos): {h}": 64,
    "Encontrack webhook signing secret: {h}": 64,
    "clave AES del lector de tarjetas del autobús 217 (hex): {h}": 32,
    "TTHotel lock master key (hex) for the cabins: {h}": 32,
    "nopa ichtakatlajtoli tlen respaldo (hex): {h}": 64,
    "Spotipo RADIUS CoA key, hex: {h}": 40,
    "llave de cifrado del respaldo de SICAR: {h}": 64,
    "Kaffelogic profile signing key: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket MA-3377: token copied from the browser's network tab {t}",
    "Cookie: lang=es-MX; tlamaya_session={t}",
    "BOLETOS_ACCESS_TOKEN={t}",
    "guárdame este bearer token: {t}",
    "el token es {t}",
    "nopa token: {t}",
    "Postman console, Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@xochipan.mx"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.xochipan.mx/realms/serrana",
            "azp": "taquilla-web",
            "groups": ["taquilla", "empaque"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "llave del CSD del empaque (ya convertida a PEM):\n{key}": ("PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.tlamaya.mx.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAT_CSD_KEY_PEM": "{key}", "rfc_emisor": "ver factura"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ed25519_boletos <<'EOF'\n{key}\nEOF": ("OPENSSH PRIVATE KEY", "\n"),
    "Ticket MA-3380, pegado por el proveedor:\n{key}": ("EC PRIVATE KEY", "\n"),
    "nopa llave privada tlen servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the Texas payroll SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Jaxx Liberty backup, copying it off the paper before I burn it: {p}": "english",
    "Samourai wallet recovery words\n{p}": "english",
    "Bybit Wallet seed (the old co-op wallet, emptied): {p}": "english",
    "voice memo: the Crypto.com DeFi recovery words are {p} and that's all": "english",
    "Wiki › Finanzas › Wallet del fondo de la coope (retirada): {p}": "english",
    "frase de recuperación de la billetera de Buenbit, no se la pases a nadie: {p}": "spanish",
    "las palabras de Ripio de mi primo: {p}": "spanish",
    "nopa tlajtolmej tlen billetera tlen Airtm: {p}": "spanish",
    "frase de recuperação da carteira do comprador de Campinas: {p}": "portuguese",
    "phrase de récupération du portefeuille Martian : {p}": "french",
    "東京のバニラの買い手、ウォレットの復元フレーズ：{p}": "japanese",
    "冷錢包助記詞（台中的香草買家）：{p}": "chinese_traditional",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _mnemonic(rng: random.Random, lang: str, words_n: int) -> str:
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _mnemonic(rng, _SEED_PLACES[template], [12, 24, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " · ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], length: int) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix = rng.choice(prefixes)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "carnet":  # Mexico's own scheme; the prefixes are the author's guess
        return _card_of(rng, ["506221", "506302", "506199"], 16)
    if brand == "lonestar":  # Texas's EBT card; the prefix is the author's guess
        return _card_of(rng, ["610098"], 16)
    return v.card(rng, brand)


_CARD_PLACES = [
    "WhatsApp, Maricela: la tarjeta de la empresa pa las refacciones del Greefa es {c}, vence {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket MA-3372: pay the Icomera renewal with card {c}",
    "mi tarjeta: {c}, {mm}/{yy}",
    "el número de la Lone Star card es {c}",
    "notarjeta: {c}",
    "kintarjeta: {c}, {mm}/{yy}",
    "ma tarjeta: {c}",
    "u tarjeta: {c}",
    "bro mi card number es {c}, exp {mm}/{yy}, pa lo del Greyhound",
    "número de tarjeta Carnet de la coope: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "carnet", "visa", "mastercard"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "lonestar" if "Lone Star" in template else "carnet" if "Carnet" in template else None
    number = _card(rng, brand or _BRANDS[index % len(_BRANDS)])
    sep = " " if brand else ["-", " ", "", ".", " ", " "][index % 6]
    return {"c": v.grouped(number, sep, rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 04/36, CID {cvv}",
               "los cuatro números al frente de la Amex, arriba del número: {cvv}",
               "Amex {c}, four-digit security code printed on the front: {cvv}",
               "el código de seguridad de la American Express es {cvv}",
               "bro los 4 digits de enfrente de la Amex son {cvv}",
               "nawi número tlen Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN shapes and IBAN lines of heldouts 5 to 233
# (seventeen corpora each); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after
# stdnum's iban.dat.
_IBAN_SHAPES = {"CY": "n" * 8 + "c" * 16, "DO": "aaaa" + "n" * 20, "EG": "n" * 25,
                "GT": "aaaa" + "n" * 20, "MK": "nnn" + "c" * 10 + "nn", "OM": "nnn" + "c" * 16,
                "SA": "nn" + "c" * 18, "SC": "aaaa" + "n" * 20 + "aaa"}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Factura F-2032-118: favor de pagar las cajas de curado de vainilla a {i} en 30 días",
    "save the Limassol vanilla buyer's IBAN: {i}",
    "IBAN: {i}\nReferencia: lote de pimienta 44, mayo",
    "WhatsApp #tesorería: los datos nuevos del bróker de Mahé, IBAN {i}",
    "IBAN tlen comprador: {i}",
    "kinIBAN: {i}",
    "IBAN del cliente de Riad: {i}",
    "el IBAN del comprador de Santo Domingo es {i}",
    "Guatemala roaster's account, IBAN {i}",
    "IBAN for the Skopje allspice importer: {i}",
    "Muscat buyer, pay to IBAN {i}",
    "bro el IBAN del Cairo pa lo de la vainilla: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_CONSONANTS = "BCDFGHJKLMNPRSTVXZ"
_VOWELS = "AEIOU"


def _birth(g: random.Random) -> str:
    return f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"


def _curp(g: random.Random) -> str:
    """A CURP: name letters, a birth date, sex, a state of the region, three consonants, a
    differentiator and the check digit python-stdnum computes; drawn until `mx.curp` validates it."""

    def make(h: random.Random) -> str:
        name = h.choice(_CONSONANTS) + h.choice(_VOWELS) + h.choice(UPPER) + h.choice(UPPER)
        state = h.choice(["PL", "VZ", "HG", "SP", "NE"])
        body = f"{name}{_birth(h)}{h.choice('HM')}{state}{_r(h, _CONSONANTS, 3)}0"
        return body + mx_curp.calc_check_digit(body)

    return v.until(g, make, mx_curp.is_valid)


def _rfc_valid(number: str) -> bool:
    try:
        mx_rfc.validate(number, validate_check_digits=True)
    except ValueError:
        return False
    return True


def _rfc_person(g: random.Random) -> str:
    """A person's RFC: four name letters, a birth date, a homoclave and its check character."""

    def make(h: random.Random) -> str:
        name = h.choice(_CONSONANTS) + h.choice(_VOWELS) + h.choice(UPPER) + h.choice(UPPER)
        body = f"{name}{_birth(h)}{h.choice('123456789ABCDEFGHJKLMNPRSTUV')}{h.choice('123456789ABCDEFGHJKLMNPRSTUVWXYZ')}"
        return body + mx_rfc.calc_check_digit(body)

    return v.until(g, make, _rfc_valid)


def _rfc_company(g: random.Random) -> str:
    """A company's RFC: three letters, the date of incorporation, a homoclave and its check."""

    def make(h: random.Random) -> str:
        date = f"{h.randrange(0, 32):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = f"{_r(h, UPPER, 3)}{date}{h.choice('123456789ABCDEFGHJKLMNPRSTUV')}{h.choice('123456789ABCDEFGHJKLMNPRSTUVWXYZ')}"
        return body + mx_rfc.calc_check_digit(body)

    return v.until(g, make, _rfc_valid)


def _nss(g: random.Random) -> str:
    """An IMSS social security number: an office, two years, a serial and a Luhn digit (the
    author's belief of how IMSS computes it; checked with python-stdnum's `luhn`)."""
    body = f"{g.randrange(1, 100):02d}{g.randrange(80, 100):02d}{g.randrange(60, 100):02d}{_r(g, D, 4)}"
    return body + luhn.calc_check_digit(body)


def _itin(g: random.Random) -> str:
    """A US ITIN: 9, two digits, a group python-stdnum's `us.itin` accepts, four digits."""
    return v.until(
        g, lambda h: f"9{_r(h, D, 2)}-{h.randrange(70, 100)}-{_r(h, D, 4)}", us_itin.is_valid
    )


def _mx_passport(g: random.Random) -> str:
    """A Mexican passport: a letter and eight digits; no public check."""
    return g.choice("GN") + _r(g, D, 8)


def _matricula(g: random.Random) -> str:
    """A matrícula consular's number: ten digits, the author's guess; no public check."""
    return g.choice("123456789") + _r(g, D, 9)


def _tx_licence(g: random.Random) -> str:
    """A Texas driver licence: eight digits; no public check."""
    return g.choice("0123") + _r(g, D, 7)


def _ine_cic(g: random.Random) -> str:
    """The CIC of an INE voting card: nine digits; no public check."""
    return g.choice("123456789") + _r(g, D, 8)


def _cartilla(g: random.Random) -> str:
    """A Mexican military service card's (cartilla) serial: a letter and seven digits, a guess."""
    return g.choice("BCD") + "-" + _r(g, D, 7)


def _i94(g: random.Random) -> str:
    """A US I-94 admission number: nine digits, a letter and a digit; no public check."""
    return _r(g, D, 9) + g.choice(UPPER) + g.choice(D)


_ID_PLACES: dict[str, Maker] = {
    "mi CURP es {s}, pa lo del Banco del Bienestar": _curp,
    "CURP of the new Greefa operator, for the IMSS form: {s}": _curp,
    "noCURP: {s}": _curp,
    "kinCURP wa {s}": _curp,
    "u CURP: {s}": _curp,
    "RFC de la señora que vende la pimienta: {s}": _rfc_person,
    "my RFC for the invoice, with homoclave: {s}": _rfc_person,
    "ma RFC: {s}, jamadi": _rfc_person,
    "RFC del Beneficio Xanath para la factura: {s}": _rfc_company,
    "company RFC of the Álamo packing house: {s}": _rfc_company,
    "número de seguridad social (NSS) de Juventino: {s}": _nss,
    "NSS pa la incapacidad: {s}": _nss,
    "IMSS number of the new driver on route 217: {s}": _nss,
    "mi ITIN pa los taxes es {s}": _itin,
    "ITIN of my mom, for the 1040: {s}": _itin,
    "bro el ITIN de mi tío es {s}, no se lo pases a nadie": _itin,
    "pasaporte mexicano de Nicanor: {s}": _mx_passport,
    "mi matrícula consular (Dallas): {s}": _matricula,
    "Texas driver license number {s}, keep it for the Greyhound booking": _tx_licence,
    "CIC de mi credencial para votar: {s}": _ine_cic,
    "matrícula de la cartilla militar de Brayan: {s}": _cartilla,
    "I-94 admission number (the one from the border): {s}": _i94,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Zeabur recovery codes\n{codes}", "códigos de respaldo de la cuenta de Google de la coope: {codes}",
            "Paychex Flex backup codes: {codes}", "nopa 2FA códigos tlen respaldo:\n{codes}",
            "los backup codes del Cash App de mi mom: {codes}", "códigos de recuperación de Qovery:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sevalla:leobardo@xochipan.mx?secret={s}&issuer=Sevalla&digits=6",
              "Afirme token digital, clave de configuración manual: {s}",
              "2FA setup key for the Paychex Flex account: {s}",
              "la secret key del 2FA de Venmo: {s}",
              "nopa 2FA ichtakatlajtoli: {s}"]  # fmt: skip
_CODES = ["{c} is your Lyft code", "Banregio: tu código de verificación es {c}. No lo compartas.",
          "BanBajío: {c} es tu clave de acceso, vence en 5 minutos",
          "el code que me llegó de Boss Revolution: {c}", "Your Cash App sign-in code: {c}",
          "Inbursa: código {c} para autorizar tu transferencia", "nopa código: {c}, amo akaj xikili"]  # fmt: skip


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


_RECOVERY = {  # template: how the key is drawn
    "clave de recuperación de BitLocker de la laptop del empaque: {k}": "bitlocker",
    "Apple recovery key for my mom's account: {k}": "apple",
    "FileVault recovery key of the hotel's iMac: {k}": "filevault",
    "nopa clave tlen recuperación BitLocker: {k}": "bitlocker",
}  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _RECOVERY[template]
    if kind == "bitlocker":
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    groups = 7 if kind == "apple" else 6
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(groups))}


_recovery = _Family("recovery_key", list(_RECOVERY), _recovery_draw, "k")


_SSIDS = ["INFINITUM7A2F", "Totalplay-3C1D", "izzi-4B7E", "Megacable_5G_9F20", "Tlamaya-Huespedes",
          "Empaque-Alamo-Oficina", "Beneficio-Xanath", "ASG-Bus-217", "Cafetal-Tajpianij",
          "Terminal-Pachuca-Staff", "Casa-Yaretzi", "La-Traila-5G", "Xochipan-Poza",
          "Cuetzalan-Coope-2G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "the guest network at Tlamaya is {s}, password {pw}",
    "sticker under the Huawei HG8245H: SSID {s}, WPA key {pw}",
    "red {s}, clave {pw}",
    "la contraseña del wifi {s} es {pw}",
    "el wifi de la traila es {s} y la password {pw}, bro",
    "nopa wifi {s}, ichtakatlajtoli: {pw}",
    "wifi {s}, ichtakatajtol: {pw}",
    "wifi {s}: kincontraseña wa {pw}",
    "ri clave ri wifi {s}: {pw}",
    "an contraseña ti wifi {s}: {pw}",
    "Icomera onboard wifi on bus 217: ssid {s}, psk {pw}",
    "qrencode -t ansiutf8 'WIFI:S:{s};T:WPA;P:{pw};;'",
    "hostapd.conf on the cabin AP:\nssid={s}\nwpa_passphrase={pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, UPPER_DIGITS, 10)  # the shape printed on the ISP's sticker
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("jvs_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("qov_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["te la dicto letra por letra: {t}", "[audio de WhatsApp, transcrito] {t}",
          "reading it back one character at a time: {t}", "letra x letra: {t}",
          "spaced so the WhatsApp preview hides it: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el NIP de mi tarjeta del Bienestar es {pw}", "la clave del candado de la bodega de pimienta: {pw}",
          "door keypad at the vanilla curing room: {pw} then #", "caja fuerte de la cabaña 7 del hotel: {pw}",
          "el PIN de la Lone Star card es {pw}, pa la despensa", "portón del encierro de autobuses en Xicotepec: código {pw}",
          "kinNIP wa {pw}", "noNIP tlen tarjeta: {pw}", "u NIP ti tarjeta: {pw}", "ma NIP: {pw}, jamadi"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["zacahuil", "jarana", "acamaya", "neblina", "cafetal", "naranjal", "pimienta",
                 "xanath", "huapango", "voladores", "bocoles", "tlacuache", "piloncillo",
                 "chiltepin", "huehues", "cascada"]  # fmt: skip
_PHRASES = {"MiniKeePass database passphrase: {p}": " ",
            "Password Boss master passphrase for the ticket office: {p}": " ",
            "Kaspersky Password Manager master passphrase: {p}": "-",
            "Norton Password Manager vault passphrase: {p}": ".",
            "frase maestra de True Key: {p}": " ", "LogMeOnce passphrase de la coope: {p}": "_",
            "nopa frase tlen Myki: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Pxsol channel log, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia export, boletos API: Authorization: Bearer {v}": False,
    "Bruno collection 'taquilla', header Authorization = Basic {v}": True,
    "HTTPie: http GET api.xochipan.mx/corridas 'Authorization: Bearer {v}'": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/firebird/SYSDBA.password:\nISC_USER=SYSDBA\nISC_PASSWD={pw}",
    "/etc/issabel.conf:\nmysqlrootpwd={pw}\nissabeluser=admin",
    "PacketFence conf/pf.conf:\n[database]\nhost=localhost\nuser=pf\npass={pw}",
    "daloradius.conf.php:\n$configValues['CONFIG_DB_USER'] = 'radius';\n$configValues['CONFIG_DB_PASS'] = '{pw}';",
    "HotelDruid dati/dati_connessione.php:\n$PHPR_DB_USER = \"hoteldruid\";\n$PHPR_DB_PASS = \"{pw}\";",
    "/etc/xl2tpd/l2tp-secrets:\n* * {pw}",
    "/etc/ppp/options.xl2tpd:\nname xochipan-vpn\npassword {pw}\nrefuse-eap",
    "/etc/chilli/config:\nHS_RADIUS=10.30.0.2\nHS_RADSECRET={pw}",
    "application/config/database.php:\n$db['default']['username'] = 'reservas';\n$db['default']['password'] = '{pw}';",
    "application.ini:\nresources.db.params.username = \"boletos\"\nresources.db.params.password = \"{pw}\"",
    "knexfile.js:\nconnection: {{ host: 'pg.xochipan.lan', user: 'taquilla', password: '{pw}', database: 'boletos' }}",
    "mikro-orm.config.ts:\nexport default defineConfig({{ dbName: 'empaque', user: 'empaque', password: '{pw}' }});",
    "/etc/inadyn.conf:\nprovider default@dyndns.org {{\n    username = tlamaya\n    password = {pw}\n    hostname = tlamaya.dyndns.org\n}}",
    "Nagios resource.cfg:\n$USER1$=/usr/lib/nagios/plugins\n$USER3$={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "Harbour, ventas.prg:\noServer := TMySQLServer():New( \"10.20.0.4\", \"{u}\", \"{pw}\" )",
    "Clarion dictionary:\nCajas FILE,DRIVER('MSSQL'),OWNER('SRV-EMPAQUE,Empaque,{u},{pw}'),NAME('dbo.Cajas'),PRE(CAJ)",
    "Xojo, App.Opening:\ndb = New MySQLCommunityServer\ndb.Host = \"10.20.0.4\"\ndb.UserName = \"{u}\"\ndb.Password = \"{pw}\"",
    "<cfquery name=\"corridas\" datasource=\"boletos\" username=\"{u}\" password=\"{pw}\">SELECT * FROM corridas</cfquery>",
    "Set conn = Server.CreateObject(\"ADODB.Connection\")\nconn.Open \"Provider=SQLOLEDB;Data Source=SRV-RESERVAS;Initial Catalog=Tlamaya;User ID={u};Password={pw};\"",
    "Pharo playground:\nZnClient new url: 'https://api.xochipan.mx/corridas'; username: '{u}' password: '{pw}'; get.",
    "PureBasic:\nOpenDatabase(0, \"host=pg.xochipan.lan port=5432 dbname=vainilla\", \"{u}\", \"{pw}\", #PB_Database_PostgreSQL)",
    "Progress 4GL:\nCONNECT -db embarques -H db.empaque-alamo.lan -S 20931 -U {u} -P {pw}.",
    "PHP, timbrado.php:\n$credential = Credential::openFiles('CSD_Empaque.cer', 'CSD_Empaque.key', '{pw}');",
    "Python, timbrar.py:\nsigner = Signer.load(certificate=cer, key=key, password='{pw}')",
    "GeneXus KB 'Boletos' › Data store Default › User name: {u} › User password: {pw}",
    "SWI-Prolog:\nodbc_connect('Cafetal', Conn, [user({u}), password('{pw}')])",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "[06:10, 14/3/2032] Leobardo: contraseña del wifi del empaque?\n[06:11, 14/3/2032] Nayeli: {pw}",
    "[21:03] Tonatiuh: root pw del servidor de boletos?\n[21:05] Crescencio: {pw}",
    "Maricela: {pw} is the new Greefa admin password",
    "Efraín: usa {pw}, es la que tiene el SICAR ahorita",
    "Yaretzi: yankuik ichtakatlajtoli: {pw}",
    "Odilón: yankuik ichtakatajtol: {pw}",
    "Candelaria: sasti kincontraseña wa {pw}",
    "Herminia: nuwa ja ri clave: {pw}",
    "Abundio: u contraseña ti wifi: {pw}",
    "Brayan: bro la new password es {pw}",
    "Jaqueline: la password nueva del Cash App es {pw}, no le digas a mi mom",
    "[09:15] Fidencio: ya quedó la contra, {pw} 👍",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 24), (_spelled, 12), (_cli, 28), (_urls, 13), (_vendors, 52),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 7), (_recovery, 4),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 5), (_configs, 14),
    (_code, 12), (_chats, 12),
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
    return _mnemonic(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Greefa admin password is": "{s}", "SICAR pw:": "{s} (desde el cambio de caja)",
    "noichtakatlajtol:": "{s}", "la contra del wifi es": "{s}\ncámbiala después de la cosecha",
    "kincontraseña wa": "{s}", "ri clave:": "{s}", "u contraseña:": "{s}",
    "la password del H-E-B es": "{s}", "Encontrack password": "{s}",
    "the password Fidencio read out over the radio was": "{s}, I think",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Betterez API key", "{s}", _j((HEX, 32))),
    ("split_token", "Qovery token:", "{s} (boletos prod)", _j("qov_", (ALNUM, 44))),
    ("split_token", "Finerio client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Samourai backup words", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SC"))),
    ("split_backup", "códigos de respaldo de Zeabur", "{s}\nhrtq-4821-mnvw\nzpla-0937-kcey", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CURP", "{s}", _curp),
    ("split_phrase", "MiniKeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = _draw_fresh(rng, seen, make)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    seen: set[str] = set()
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"greefa": {"url": "https://greefa-hmi.empaque.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"ichtakatlajtoli": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "caja02", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"intercoms": [{"name": "vto-portón"}, {"name": "kd8003-beneficio", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-dump", "-u", "reservas", "--password", "{s}", "reservas"]}': ("meta_password", _plain_pw),
    '{"nota": "la contra del SICAR es {s}"}': ("meta_password", _plain_pw),
    '{"kincontraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Encontrack portal as leobardo with the password {s}"}': ("meta_password", _plain_pw),
    '{"betterez": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"syncfyKey": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"ualabee_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "carnet"), " ", g)),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "OM")),
    '{"empleado": {"curp": "{s}"}}': ("meta_id", _curp),
    '{"mfa": {"recovery_codes": ["{s}", "hrtq-4821-mnvw", "zpla-0937-kcey"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fondo_coope_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"tthotel": {"master_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega_pimienta": {"candado": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Tlamaya-Huespedes", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    seen: set[str] = set()
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyfirebirdsql-1.2.5-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"HG8245H-V300R019C10SPC128.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/xochipan/boletos:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"boletos: add seat map for route 217", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"empaque: revert label template", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catacion_2032-04-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"exportacion-vainilla-2031.xlsx").hexdigest()
_ISBN = std_isbn.format("978607" + "3014" + "52" + std_ean.calc_check_digit("978607301452"))
_FOLIO = "5e8c0d4a-7b21-4f6e-9a13-c2d7f08b4e61"

CLEAN = [
    "Remind me to change the Greefa HMI password before the calibration visit on 2032-06-11.",
    "Filiberto asked for the packing-shed wifi password; it's on the card in the foreman's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `BETTEREZ_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The SICAR server asks for a new password after every update.",
    "Replace <YOUR_UALABEE_KEY> in the README with the key from your Ualabee dashboard.",
    "SYNCFY_API_KEY and ENCONTRACK_API_KEY must be set before the nightly sync runs.",
    "amo xikili akaj moichtakatlajtol.",
    "amo akin xikilwi moichtakatajtol.",
    "ni tiku kawaniya mincontraseña.",
    "ogi ri xiñ'a ni to'o ri clave.",
    "yab ka uluw a contraseña.",
    "no le pases tu contraseña a nadie, ni al de sistemas.",
    "bro nunca le des tu password a nadie que te llame del banco.",
    "La contraseña debe tener por lo menos catorce caracteres.",
    "The password must be at least fourteen characters long.",
    "Cambia tu NIP en el cajero, no lo mandes por mensaje.",
    "Upgraded the Greefa firmware from 4.2 to 4.4 and pyfirebirdsql to 1.2.5 over the weekend.",
    f"commit {_COMMIT} adds the seat map for route 217.",
    f"Rolled back to {_SHORT} after the label template broke the Álamo printers.",
    f"requirements.txt: pyfirebirdsql==1.2.5 --hash=sha256:{_WHEEL_SUM}",
    f"The HG8245H firmware V300R019C10SPC128 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of exportacion-vainilla-2031.xlsx: {_SHA512}",
    f"The ticketing container runs ghcr.io/xochipan/boletos@sha256:{_IMAGE}.",
    f"MD5 of catacion_2032-04-11.csv is {_MD5}, same as the copy on the co-op share.",
    f"Folio fiscal (UUID) de la factura F-2032-118: {_FOLIO}",
    "Request id 3f1c9a07-62de-4b8e-a5d4-0e7b91c2f836 is the slow one in the Betterez logs.",
    "Pedido OC-2032-00418: 40 costales de pimienta gorda de Cuetzalan, salen el jueves.",
    "Ticket MA-3318: the Xicotepec depot gate keeps opening at night.",
    "Llama a la oficina de Cuetzalan al +52 233 331 0456 antes de las 12.",
    "Call my cousin in Houston at (713) 555-0148 after 6.",
    "Guía Estafeta 7012 4455 9013 0021 con las muestras de vainilla para Limassol.",
    "Lote de vainilla LV-2032-PAP-018: 42 kg, humedad 28 %, vainas de 18 a 20 cm.",
    "Corrida 217 Xicotepec–Poza Rica–Pachuca sale a las 05:40, asiento 23.",
    "HS code 0905.10 is vanilla, neither crushed nor ground; 0904.21 covers dried allspice.",
    "La caja de naranja Valencia pesa 20 kg; el empaque de Álamo sacó 1 840 cajas el martes.",
    "C.P. 73560 Cuetzalan, 79900 Xilitla, 93400 Papantla, 92730 Álamo, 42000 Pachuca.",
    "Take México 130 from Xicotepec to Pachuca; the bus goes by Huauchinango and Tulancingo.",
    "After five wrong passwords SICAR locks the cashier for 20 minutes.",
    "El secreto del zacahuil es hornearlo toda la noche en horno de leña.",
    "Ask Filiberto for the packing-shed keypad code, I don't have it.",
    "My card ending 7733 was declined at the Xilitla hardware store.",
    "El comprador de Santo Domingo quiere el IBAN en la factura sin espacios.",
    "Print the 2FA backup codes for the co-op's Google account and keep them in the safe.",
    "Ninguna billetera te va a pedir tu frase de recuperación por WhatsApp.",
    "Keep `SYNCFY_API_KEY` in the secrets store, never in the repository.",
    "El candado de la bodega de pimienta ya está oxidado; hay que aceitarlo cada mes.",
    "Ualabee moved the API key page under Settings › Developers in its May release.",
    f"ISBN {_ISBN} is the vanilla curing handbook on the co-op shelf.",
    "The guest wifi 'Tlamaya-Abierta' is open, no password needed.",
    "Lote de café LC-2032-CTZ-0311, 69 kg, humedad 11.2 %; la taza calificó 84.5.",
    "Route 217 uses bus ASG-0412, a 2031 Irizar i6 with 44 seats.",
    "Pedimento 32 43 3945 2001234 covers the allspice export to Muscat.",
    "El NIP dinámico llega por mensaje cada vez que entras a la app del banco.",
    "The Greyhound from Laredo to Houston leaves at 23:15 from gate 4.",
    "Certificado fitosanitario SENASICA 2032-VER-004817 for the Álamo oranges.",
    "Vendimos 12 kg de pimienta a 185 pesos el kilo en Cuetzalan.",
    "PostgreSQL 16.4 and Firebird 5.0.1 run on the ERP box since March 2032.",
    "Your Texas Benefits: la renovación de la Lone Star card es cada seis meses.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/xochipan/greefa", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyfirebirdsql", "version": "1.2.5"}}',
    '{"ticket": "MA-3318", "pedido": "OC-2032-00418"}',
    '{"lote": {"id": "LV-2032-PAP-018", "peso_kg": 42, "humedad_pct": 28}}',
    '{"telefono": "+52 233 331 0456", "ciudad": "Cuetzalan"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "cajas_en_bodega": 1840}',
    '{"hs_code": "0905.10", "origen": "MX", "descripcion": "vainilla de Papantla"}',
    f'{{"folio_fiscal": "{_FOLIO}", "serie": "F", "folio": 118}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
