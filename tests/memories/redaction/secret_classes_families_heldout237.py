# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirty-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-thirty-third's
docstring, the fifth to two-hundred-and-thirty-third only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-thirty-fourth to two-hundred-and-thirty-sixth), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(237418605), password words (a coffee variety, the finca's altitude in `msnm` and a sign; two
weaving words and a number; a name, a birth year, a sign and a town; a bus route and a town; a
town, a dish and a year joined by dots; a lot number and a variety; leet words of Catuaí, Xelajú,
huipil, quetzal, camioneta, Pacamara, Tajumulco, Xocomil and brochero with a year; a bus part in
capitals and a number; a name, `Manda`, an amount and `Q`, the way a remittance is noted; a
generator's three groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Ixq'anil Altiplano S.A. (fictional: coffee fincas above Cuilco and La
Libertad in Huehuetenango, the Ajkem weaving co-operative at San Juan La Laguna on Lake Atitlán,
the Sak'ulew Spanish school and hostel at Xela (Quetzaltenango), the El Brochero chicken-bus
repair yard at Chimaltenango and the Envíos Tajumulco remittance agency at San Marcos) and their
relatives in the United States leak secrets into an assistant's memory. The texts are chats with
times, tickets (`YARD-…`), wiki tables and breadcrumbs, notes, e-mails, runbooks, READMEs, shell,
PowerShell and web-terminal prompts, voice-memo transcripts, dictated text and requests to the
assistant itself; the separators run from a colon, "is" and a dash to an arrow, an emoji (`👈`,
`🙏`, `←`), a new line, quotes (`«…»`, backticks) and parentheses.

Tools, flags and names none of heldouts 5 to 233 names (each grepped for the command, flag or
variable itself): `chilli_query login`, Joomla's `user:reset-password` command, `jfrog rt c …
--password`, `gitea admin user create … --password`, `netsh wlan show profile … key=clear`
with its `Key Content` line, VBA's `WriteResPassword:=`, VB.NET's
`My.Computer.Network.DownloadFile` with a password argument, an Apps Script `Code.gs`, taskwarrior's
`taskd.credentials`, `bw create item`, `LLDAP_TOKEN` and an `exasol+websocket://` URL. Beside them
tools lightly used before (by grep, the number of earlier corpora that name each): in one,
`pagekite.py --service_on`, `inlets-pro … --token`, `croc send --code`, `gpclient
--passwd-on-stdin`, `msoffice-crypt`, `netexec`, `drush upwd`, `pihole -a -p`, `pihole
setpassword`, WeeChat's `sasl_password`, Shrew Soft's `ikec`, `lldap_set_password`, xl2tpd's
options file, vpnc's `Xauth password`, GateOne, mlterm, UserLAnd, `dotenvx set`, CapRover,
devcontainer's `remoteEnv`, a Nix `shellHook`, `wifiMulti.addAP`, `znc.conf`, Shinobi's
`conf.json`, motion's `webcontrol_authentication`, Step CI, Artillery, Apidog, Milkman and the
`ipp://`, `mumble://`, `irc://`, `risingwave://`, `oceanbase://`, `informix://`,
`dremio+flight://`, `druid://`, `mssql+aioodbc://` and `firebird+firebird://` URLs; in two, `bench new-site --admin-password`, `airflow users create`, `apprise`, bitlbee's
`identify`, `bore local --secret`, `davtest -auth`, `ftp-upload --password`, nmcli's
`gsm.password`, `matrix-commander`, `owncloudcmd`, `rcon-cli`, `seaf-cli`, `wpa_cli
set_network`, `murmurd -supw`, `OC_PASS`, `umtskeeper --sakisoperators`,
ttyd, Sshwifty, Contour, Terminology, `chamber write`, `gcloud secrets versions add`,
`aws ssm put-parameter`, `3proxy.cfg`, darkice, `nzbget.conf`, Kodi's
`advancedsettings.xml`, `go2rtc.yaml`, vdirsyncer, Go's `smtp.PlainAuth`, VBA's `Unprotect`,
Slumber and the `svn+ssh://` and `nntps://` URLs; in three or four,
`kcadm.sh`, `vpncmd /PASSWORD:`, `monitrc`, `proxychains.conf`, stunnel's `psk.txt`, redsocks,
MicroPython's `wlan.connect`, a `Taskfile.yml`, a PPP chat script and Traefik's
`customRequestHeaders`. The common layouts (env files, `export`, JWTs, PEM blocks, `otpauth://`,
Basic and Bearer headers, the `WIFI:` QR string, CSV rows, Markdown tables, YAML, Arduino,
MicroPython, Go, VB.NET and VBA) are in wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 183 of 390: the texts with a marker word of the languages below): K'iche' of Xela
(`ri ewal retal` "the hidden sign" for a password, where earlier corpora wrote `ewal tzij`, the
loans `contra` and `contraseña` with `ri … rech`, `are` "it is", `wa'e` "here is", `k'ak'`
"new", `chanim xinjal` "I just changed", `mak'utu' chi jun winaq` "don't show it to anyone",
`maltyox`, `saqarik`, `ri lave API`, `kajib' ajilab'al chwach` "four numbers on its front"),
Kaqchikel of Chimaltenango (`ja ri` "it is", `ja re'` "here is", `k'ak'a'`, `wakami xinjäl`,
`man tak'utuj chi jun`, `matyöx`, `xseq'er`, `richin`, `retal` for a lock's code, `ajilab'äl`),
Tz'utujil of San Juan La Laguna (`ja` as the article, `ja'` "is", `k'aak'` "new", `ma ta'ij chi
jun` "don't tell anyone", `maltiox`, `sqerkij`, `ajkem` "weaver", `tziij` "word", `jun jun` "one
by one"), Mam of Huehuetenango and San Marcos (`aju` "the one, that is", `ncontraseñaya` "my
password", `te` "of", `ak'aj` "new", `mi txi tq'ma te nijun` "don't tell anyone", `chjonte`
"thanks", `yol` "word", `ex` "and", `ajlab'l` "number", `nk'wal` "my child", `kod`), Guatemalan
Spanish as texted (voseo: `pasés`, `digás`, `subás`, `corré`, `entrá`, `mirá`, `compartás`; `la
contra`, `la clave`, `el pass`, `q onda muchá`, `xfa`, `grax`, `va pues`, `púchica`, `simón`,
`patojo`, `fijate que`) and Spanglish from the relatives in the United States (`mijo`, `la
password`, `el password`, `te texteo el code`, `no se la digas a nobody`, `okey`, `guárdalo
please`, `debit card`, `security code`); Japanese and Traditional Chinese only around three seed
phrases. The Mayan wordings are the author's approximations, checked by no speaker, with the
Spanish loans their speakers type (contraseña, usuario, tarjeta, pasaporte, código, candado); the
thinnest guesses are every Mam line (the possessive `n…ya` on a loan, `te` for "of", `aju` as a
copula, `mi txi tq'ma te nijun`, `ajlab'l`), Tz'utujil's `ja'` for "is", `sqerkij` and `ma
ta'ij`, K'iche's `ewal retal` for a password and `mak'utu'`, and Kaqchikel's `man tak'utuj` and
`xinjäl`.

Vendors (Omnex, DolEx, Maxi Transfers, Girosol, Cuallix, Transnetwork, Unitransfer, Pronto Money,
Félix Pago, Boss Revolution, Boss Money, Zigi, Qpaypro, Neolink, Digifact, Guatex, Banco
Inmobiliario, Banco Promerica, Interbanco, Vivibanco, BI en Línea, Genuine Origin, Royal Coffee,
Ally Coffee, Mercanta, Volcafe, Nordic Approach, Falcon Specialty, Sweet Maria's, Crop to Cup,
Primavera Coffee, Cup of Excellence, Preply, italki, Verbling, Glossika, LingQ, Rosetta Stone,
Lingoda, Cambly, Busuu, Workaway, Worldpackers, Hostelz, Mini Hotel, Fullbay, Whip Around,
AutoLeap, Tekmetric, Shopmonkey, Mitchell 1, Identifix, ALLDATA, FleetPride, Jaltest, Bosch
ESItronic, DiagnosticLink, Allison DOC, ServiceMaxx, Snap-on, Thinkcar, Topdon, Foxwell, CMSV6,
ICSee, Miller Electric, Kaffelogic, Eleventa, SICAR, Linkzone, Novica, Mayan Hands, Kickstarter,
Venmo, Uphold and Cash App) are ones heldouts 5 to 233 do not name (grepped by name). No shape
here is one the author knows to be real: every one is a guess (hex, base64, URL-safe and
alphanumeric runs, UUIDs, JWTs for Digifact, Glossika and Shopmonkey, and the `pm_live_`,
`fx_sk_`, `prv_` and `KEY_` prefixes); the JWTs are well-formed.

The ids that carry a check are kinds lightly used before (in one to three corpora each by grep),
each drawn until its python-stdnum module validates it: Guatemala's NIT (`stdnum.gt.nit`, its
check character a digit or K), El Salvador's NIT (`stdnum.sv.nit`), Mexico's CURP
(`stdnum.mx.curp`) and a person's RFC with its check digit (`stdnum.mx.rfc`, asked to check it),
and the US ITIN (`stdnum.us.itin`, which checks its ranges; it has no check digit). Kinds not used
before, or in one or two corpora, that no library or this file checks (no check-digit algorithm
is written here): a USCIS receipt number, an A-Number (alien number), a Guatemalan consular
identity card, a Guatemalan type A (bus) driving licence, a Medi-Cal benefits card id, and
Guatemalan and US passports. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex,
Discover, JCB, Diners, UnionPay and Maestro, checked with python-stdnum's `luhn`); the card codes
are Amex's four-digit CIDs only, so that no planted value is shorter than four characters. The
IBANs are of countries used least by a rough count over the IBAN shapes and IBAN calls of
heldouts 5 to 233 (Germany and the Netherlands, seventeen corpora each; Belgium, Switzerland,
Sweden, Spain, the United Kingdom and Latvia, eighteen each), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, Spanish, Japanese and Traditional
Chinese lists, each with a valid checksum (`Mnemonic(lang).check`; Turkish was tried and dropped,
since the installed `mnemonic` rejects its own Turkish phrases). Counts: 390 secret samples, 20
field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
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
from stdnum.gt import nit as gt_nit
from stdnum.mx import curp as mx_curp
from stdnum.mx import rfc as mx_rfc
from stdnum.sv import nit as sv_nit
from stdnum.us import itin as us_itin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 237_418_605
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


# The company (fictional): Ixq'anil Altiplano S.A., with coffee fincas above Cuilco and La
# Libertad (Huehuetenango), the Ajkem weaving co-operative at San Juan La Laguna, the Sak'ulew
# Spanish school and hostel at Xela, the El Brochero chicken-bus yard at Chimaltenango and the
# Envíos Tajumulco remittance agency at San Marcos.
_VARIETIES = ["Pacamara", "Caturra", "Catuai", "Bourbon", "Pache", "Maragogype", "Sarchimor",
              "Geisha", "Typica", "Anacafe14", "Villalobos", "Marsellesa"]  # fmt: skip
_WEAVING = ["huipil", "corte", "faja", "tzute", "perraje", "jaspe", "telar", "cintura", "pot",
            "randa", "brocado", "ikat"]  # fmt: skip
_PLACES = ["Cuilco", "LaLibertad", "Chiantla", "Aguacatan", "Jacaltenango", "SanJuan", "Tzununa",
           "Jaibalito", "Panajachel", "Xela", "Zunil", "Almolonga", "Cantel", "Chimaltenango",
           "Patzicia", "Tecpan", "SanMarcos", "Tajumulco", "Malacatan", "Comitancillo"]  # fmt: skip
_FOODS = ["pepian", "kakik", "jocon", "chuchito", "rellenito", "shuco", "atol", "paches",
          "chirmol", "revolcado"]  # fmt: skip
_BUS = ["brochero", "ayudante", "parrilla", "camioneta", "turbo", "bluebird", "mofle",
        "cremallera"]  # fmt: skip
_NAMES = ["Juana", "Petronila", "Candelaria", "Rigoberto", "Baltazar", "Eulalia", "Wilmer",
          "Brayan", "Yoselin", "Heidy", "Edgar", "Tomasa", "Abelino", "Fermin", "Nicolasa",
          "Yesenia", "Byron", "Ixmukane", "Tzikin", "Imox", "Ixkik", "Aqabal", "Lotte", "Femke",
          "Jonas", "Ingrid", "Nayeli", "Jayden", "Chepe", "Santos"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C4tu41", "X3l4ju", "Hu1p1l", "Qu3tz4l", "C4m10n3t4", "P4c4m4r4", "T4jumulc0",
         "Xoc0m1l", "Br0ch3r0"]  # fmt: skip


def _altitude(g: random.Random) -> str:
    """A variety and the finca's altitude, the way the cuppers joke a password together."""
    return f"{g.choice(_VARIETIES)}{g.randrange(13, 20) * 100}msnm{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, capitals and digits, as a generator writes them."""
    return "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _altitude,
    lambda g: "-".join(g.sample(_WEAVING, 2)) + "-" + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2036)) + g.choice(_SYMBOLS),
    lambda g: f"Ruta{g.randrange(2, 99)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FOODS)}.{g.randrange(1960, 2036)}",
    lambda g: f"Lote{g.randrange(100, 1000)}{g.choice(_VARIETIES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_BUS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Manda{g.randrange(2, 60) * 50}Q",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English
    "[07:12] Wilmer: the Jaltest Link password on the yard laptop is {pw}",
    "yard notebook, Chimaltenango: Bosch ESItronic login password {pw}",
    "Ticket YARD-118: DiagnosticLink keeps asking for the dealer password, it's {pw}",
    "Allison DOC on the old Dell: service password {pw}",
    "Baltazar, voice memo: the ServiceMaxx password for the International bus is {pw}",
    "Mitchell 1 ProDemand, yard account, password {pw}",
    "note taped inside the toolbox lid: ALLDATA password {pw}",
    "Identifix Direct-Hit subscription, password {pw} (Abelino set it)",
    "Snap-on ZEUS scanner admin password {pw}",
    "Thinkcar ThinkTool Pro owner password {pw}",
    "Topdon Phoenix Max login: password {pw}",
    "Foxwell NT809 cloud account password is {pw}",
    "CMSV6 fleet DVR platform, admin password {pw}",
    "ICSee app for the bus cameras: password {pw}",
    "Miller Electric Insight Centerpoint welder portal password {pw}",
    "Kaffelogic Nano 7 Studio account password {pw}",
    "Hi Femke,\n\nthe Eleventa point-of-sale at the co-op shop has password {pw}. Please delete this once it's in the vault.\n\nMatyöx,\nPetronila",
    "Runbook: close the day at Envíos Tajumulco\n1. open SICAR on the till PC\n2. log in as caja2\n3. password {pw}\n4. print the corte de caja",
    "README (school front desk PC)\nMini Hotel is at https://minihotel.sakulew.lan, admin password `{pw}`.",
    "Incident 2033-03-02: the hostel's Linkzone hotspot admin page was open to guests, password {pw}",
    "my BI en Línea password is {pw} now",
    "can you remember my Banco Promerica app password? it's {pw}",
    "the Interbanco online banking password is {pw}",
    "password for the Vivibanco app: {pw}",
    "Lingoda teacher account (the school's), password {pw}",
    "dictated: the Cambly tutor password is {pw} full stop",
    "note to self: Worldpackers host password {pw}",
    "after the reset the Novica artisan portal password became {pw}",
    "Cup of Excellence auction room, bidder password {pw}",
    # K'iche' (Xela)
    "Ri ewal retal rech ri nucorreo: {pw}",
    "Saqarik! Ri k'ak' contra rech ri wifi pa ri escuela are {pw}, maltyox",
    "Wa'e ri ewal retal rech ri computadora pa ri recepción: {pw}",
    "Ixmukane: chanim xinjal ri contraseña rech ri Preply, are {pw}",
    "Mak'utu' chi jun winaq: ri contraseña rech ri Busuu are {pw}",
    # Kaqchikel (Chimaltenango)
    "Xseq'er! Ja re' ri k'ak'a' contraseña richin ri Bosch ESI: {pw}",
    "Ri nucontraseña richin ri correo ja ri {pw}, matyöx",
    "Wilmer: wakami xinjäl ri contraseña richin ri taller, ja ri {pw}",
    "Man tak'utuj chi jun: ri contraseña richin ri Topdon ja ri {pw}",
    # Tz'utujil (San Juan La Laguna)
    "Ja nucontraseña richin ja Novica: {pw}, maltiox",
    "Sqerkij! Ja k'aak' contraseña richin ja wifi chi ja asociación: {pw}",
    "Eulalia: ja contraseña richin ja computadora chi ja ajkem jay ja' {pw}",
    "Ma ta'ij chi jun: ja contraseña richin ja Mayan Hands ja' {pw}",
    # Mam (Huehuetenango, San Marcos)
    "Chjonte! Aju ncontraseñaya te correo: {pw}",
    "ak'aj contraseña te Boss Money: {pw}",
    "Tomasa: aju contraseña te computadora te agencia {pw}, mi txi tq'ma te nijun",
    "aju contraseña te Cash App te nk'wal: {pw}",
    # Guatemalan Spanish, as texted
    "vos la contra del Mini Hotel es {pw}, no se la pasés a nadie",
    "q onda muchá, la nueva clave del Eleventa es {pw} xfa no la anden regando",
    "fijate que cambié la contraseña del BI en Línea, ahora es {pw}, grax",
    "ahí te va la contra: {pw} 👈 va pues",
    "púchica se me olvidaba, el pass del Jaltest es «{pw}»",
    "simón, la clave del ICSee de la camioneta 14 es {pw}",
    "patojo, la contraseña del correo del taller → {pw}",
    # Spanglish from the relatives in the United States
    "mijo la password del Cash App es {pw}, no se la digas a nobody ok",
    "ahí te mando el password del Venmo: {pw} 🙏",
    "the new contraseña for the Boss Money account is {pw}, ya la cambié",
    "okey so el password del email de tu tía en Houston es {pw}",
    "te texteo el code después, el password del Uphold es {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["juana.x", "petronila", "candelaria", "rigoberto", "baltazar", "eulalia", "wilmer",
          "brayan.c", "yoselin", "heidy", "edgar.t", "tomasa", "abelino", "fermin", "nicolasa",
          "yesenia", "byron", "ixmukane", "tzikin", "imox", "lotte.v", "femke", "jonas.b",
          "nayeli", "jayden", "caja2", "recepcion", "taller-pc", "svc-fel", "cuppers"]  # fmt: skip
_LOGINS = [
    "[06:40] Byron: the Fullbay login is {u} / {pw}",
    "YARD-121: {u} locked out of Tekmetric, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Taller › Diagnostics › Jaltest: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| Shopmonkey | {u} | {pw} |",
    "sign into AutoLeap as {u} with {pw}",
    "Whip Around app: {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- system: sicar-caja\n  user: {u}\n  password: {pw}",
    "account {u}, password {pw} (Eleventa, co-op shop)",
    "Wilmer says the FleetPride account is {u} and the password is {pw}",
    "system,login,password\nmini-hotel,{u},{pw}",
    "ssh {u}@pos.tajumulco.lan (password {pw})",
    "creds for the Digifact portal are {u} and {pw}",
    "ri usuario {u}, ri contraseña {pw}",
    "ri nub'i' pa ri sistema {u}, ri contraseña ja ri {pw}",
    "ja usuario {u}, ja contraseña {pw}",
    "aju usuario {u}, aju contraseña {pw}",
    "usuario: {u} y la contra: {pw}, va",
    "vos, entrá con {u} y {pw} al Qpaypro",
    "el user es {u} y el password {pw}, okey?",
    "usuario «{u}», contraseña «{pw}»",
    "login del Girosol → {u} / {pw}",
    "mi user {u} y mi password {pw} del Félix Pago",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["xocomil", "jocotes", "rellenito", "sarchimor", "perraje", "cremallera",
               "chuchitos", "chirmolito", "pixcaya", "chilacayote", "tepezcuintle", "guachipilin",
               "zompopo", "cushte"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "password: it's {w}, and straight after it the number {d}",
    "for the SICAR till it's {w} with {d} at the end",
    "voice memo: the school wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits together",
    "ri ewal retal are ri tzij {w}, k'ate k'u ri {d}",
    "ri contraseña ja ri tzij {w}, k'a ri' {d}",
    "ja contraseña ja' ja tziij {w}, ja' chik {d}",
    "aju contraseña aju yol {w}, ex {d}",
    "es la palabra {w} y luego el {d}, todo pegado vos",
    "es la word {w} y después {d}, todo junto",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "chilli_query login ip 10.1.0.{n} username {u} password '{pw}'",
    "php cli/joomla.php user:reset-password --username={u} --password='{pw}'",
    "pagekite.py --frontend=sakulew.pagekite.me:443 --service_on=http:sakulew.pagekite.me:localhost:80:{pw}",
    "inlets-pro tcp client --url wss://tunnel.ixqanil.com:8123 --token '{pw}' --upstream 127.0.0.1 --port 5432",
    "croc send --code {pw} planilla-remesas.xlsx",
    "jfrog rt c ixq-art --url=https://art.ixqanil.com/artifactory --user={u} --password='{pw}' --interactive=false",
    "ftp-upload -h ftp.ajkem.lan -u {u} --password '{pw}' -d /catalogo catalogo-2033.pdf",
    "davtest -url http://nas.sakulew.lan/webdav -auth {u}:{pw}",
    "bore local 8000 --to bore.ixqanil.com --secret '{pw}'",
    "bench new-site erp.ixqanil.lan --admin-password '{pw}' --db-root-username root",
    "echo '{pw}' | gpclient connect vpn.ixqanil.com --user {u} --passwd-on-stdin",
    "msoffice-crypt.exe -e -p {pw} remesas-octubre.xlsx remesas-octubre-enc.xlsx",
    "netexec smb 10.20.0.5 -u {u} -p '{pw}' --shares",
    "matrix-commander --login password --homeserver https://matrix.ixqanil.com --user-login @{u}:ixqanil.com --password '{pw}' --device taller",
    "seaf-cli sync -l 8f1c2b -s https://seafile.sakulew.lan -d ~/clases -u {u} -p '{pw}'",
    "owncloudcmd -u {u} -p '{pw}' ~/fotos-tejidos https://cloud.ajkem.lan",
    "apprise -b 'remesa pagada' 'mailtos://{u}:{pw}@mail.tajumulco.com'",
    "/msg &bitlbee identify {pw}",
    "murmurd -ini /etc/murmur.ini -supw '{pw}'",
    "vpncmd /SERVER 10.20.0.1:5555 /PASSWORD:{pw} /ADMINHUB:TALLER /CMD UserList",
    "nmcli c add type gsm ifname '*' con-name tigo-bus apn broadband.tigo.gt gsm.username {u} gsm.password '{pw}'",
    "umtskeeper --sakisoperators \"OTHER='USBMODEM' APN='CUSTOM_APN' CUSTOM_APN='internet.tigo.gt' APN_USER='{u}' APN_PASS='{pw}'\"",
    "lldap_set_password --base-url http://ldap.ixqanil.lan:17170 --token \"$LLDAP_TOKEN\" --username {u} --password '{pw}'",
    "ikec -r taller-vpn -u {u} -p '{pw}' -a",
    "pihole -a -p '{pw}'",
    "pihole setpassword '{pw}'",
    "wpa_cli -i wlan0 set_network 1 psk '\"{pw}\"'",
    "rcon-cli --host 127.0.0.1 --port 25575 --password {pw} list",
    "drush upwd admin '{pw}'",
    "gitea admin user create --username {u} --password '{pw}' --email {u}@ixqanil.com",
    "airflow users create --username {u} --firstname Cata --lastname Lote --role Admin --email {u}@ixqanil.com --password '{pw}'",
    "kcadm.sh config credentials --server https://sso.ixqanil.com --realm master --user {u} --password '{pw}'",
    "export OC_PASS='{pw}'; php occ user:add --password-from-env {u}",
    "/set irc.server.libera.sasl_password \"{pw}\"",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\Remesas> {c}", "GateOne, yard server: {c}", "mlterm on the old QC box:\n{c}",
    "ttyd, http://pos.tajumulco.lan:7681\n$ {c}", "Sshwifty tab 'escuela': {c}",
    "Hyper, ~/ajkem-tienda $ {c}", "Contour terminal: {c}", "QTerminal, root@erp:~# {c}",
    "Terminology on the school server: {c}", "UserLAnd en el cel del taller:\n$ {c}",
    "ri comando xinb'an: {c}", "ri comando xinb'än: {c}", "ja comando xinb'an: {c}",
    "aju comando: {c}", "vos corré esto: {c}", "run this en la terminal: {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        secret = _plain_pw(rng)
        text = template.format(pw=secret, u=rng.choice(_USERS), n=rng.randrange(2, 250))
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=text), secret))
    return out


_URLS = [
    "ipp://{u}:{pw}@impresora.tajumulco.lan:631/printers/recibos",
    "mumble://{u}:{pw}@voz.ixqanil.com:64738/Taller",
    "irc://{u}:{pw}@irc.ixqanil.com:6697/#taller",
    "risingwave://{u}:{pw}@rw.ixqanil.lan:4566/dev",
    "oceanbase://{u}:{pw}@ob.ixqanil.lan:2881/remesas",
    "exasol+websocket://{u}:{pw}@exa.ixqanil.lan:8563/COSECHA",
    "dremio+flight://{u}:{pw}@dremio.ixqanil.lan:32010/dremio",
    "druid://{u}:{pw}@druid.ixqanil.lan:8082/druid/v2/sql/",
    "mssql+aioodbc://{u}:{pw}@sql.tajumulco.lan/Remesas?driver=ODBC+Driver+18+for+SQL+Server",
    "firebird+firebird://{u}:{pw}@fb.ixqanil.lan:3050//data/taller.fdb",
    "svn+ssh://{u}:{pw}@svn.sakulew.lan/repos/materiales",
    "nntps://{u}:{pw}@news.ixqanil.com:563/",
]  # fmt: skip
_URL_PLACES = [
    "COSECHA_DB_URL={c}", "the old connection, keep it: {c}", "save this connection string for me: {c}",
    "guardame esta cadena vos: {c}", "ri cadena rech ri base de datos: {c}", "el connection string es {c}",
    "YARD-133: {c}", "Wiki › Datos › Conexiones: {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_985_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "ixqanil-altiplano", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "remesas:read pagos:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# (vendor, its variable, the token's maker). Every shape is a guess: none is a published format.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Omnex", "OMNEX_API_TOKEN", _j((ALNUM, 40))),
    ("DolEx", "DOLEX_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Maxi Transfers", "MAXI_TRANSFERS_API_KEY", _j((UPPER_HEX, 32))),
    ("Girosol", "GIROSOL_TOKEN", _j((B64, 43), "=")),
    ("Cuallix", "CUALLIX_API_SECRET", _j((URLSAFE, 43))),
    ("Transnetwork", "TRANSNETWORK_API_KEY", _j((ALNUM, 36))),
    ("Unitransfer", "UNITRANSFER_SECRET_KEY", _j((HEX, 64))),
    ("Pronto Money", "PRONTO_MONEY_KEY", _j("pm_live_", (ALNUM, 32))),
    ("Félix Pago", "FELIX_PAGO_SECRET", _j("fx_sk_", (ALNUM, 36))),
    ("Boss Revolution", "BOSSREV_API_KEY", _j((HEX, 40))),
    ("Zigi", "ZIGI_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Qpaypro", "QPAYPRO_SECRET_KEY", _j((ALNUM, 32))),
    ("Neolink", "NEOLINK_API_TOKEN", _j((HEX, 48))),
    ("Digifact", "DIGIFACT_TOKEN", _vendor_jwt("https://felgtaws.digifact.com.gt")),
    ("Guatex", "GUATEX_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Banco Inmobiliario", "BINM_CLIENT_SECRET", _j((B64, 64))),
    ("Genuine Origin", "GENUINE_ORIGIN_API_KEY", _j((HEX, 32))),
    ("Royal Coffee", "ROYAL_COFFEE_TOKEN", _j((ALNUM, 44))),
    ("Ally Coffee", "ALLY_COFFEE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Mercanta", "MERCANTA_API_SECRET", _j((URLSAFE, 40))),
    ("Volcafe", "VOLCAFE_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Nordic Approach", "NORDIC_APPROACH_TOKEN", _j((HEX, 40))),
    ("Falcon Specialty", "FALCON_SPECIALTY_KEY", _j((UPPER_DIGITS, 32))),
    ("Sweet Maria's", "SWEET_MARIAS_API_KEY", _j((ALNUM, 32))),
    ("Crop to Cup", "CROPTOCUP_TOKEN", _j((B64, 56), "==")),
    ("Primavera Coffee", "PRIMAVERA_API_KEY", _j("prv_", (LOWER_DIGITS, 40))),
    ("Preply", "PREPLY_API_TOKEN", _j((HEX, 64))),
    ("italki", "ITALKI_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Verbling", "VERBLING_API_KEY", _j((HEX, 32))),
    ("Glossika", "GLOSSIKA_TOKEN", _vendor_jwt("https://api.glossika.com")),
    ("LingQ", "LINGQ_API_KEY", _j((HEX, 40))),
    ("Rosetta Stone", "ROSETTA_ENTERPRISE_KEY", lambda g: v.uuid4(g, "8")),
    ("Workaway", "WORKAWAY_API_TOKEN", _j((URLSAFE, 43))),
    ("Hostelz", "HOSTELZ_API_KEY", _j((ALNUM, 30))),
    ("Fullbay", "FULLBAY_API_KEY", _j((UPPER_HEX, 40))),
    ("Whip Around", "WHIPAROUND_API_KEY", _j((ALNUM, 40))),
    ("AutoLeap", "AUTOLEAP_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Tekmetric", "TEKMETRIC_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Shopmonkey", "SHOPMONKEY_API_TOKEN", _vendor_jwt("https://api.shopmonkey.cloud")),
    ("Mitchell 1", "MITCHELL1_API_KEY", _j((HEX, 32))),
    ("Identifix", "IDENTIFIX_API_KEY", lambda g: v.uuid4(g, "9")),
    ("FleetPride", "FLEETPRIDE_API_KEY", _j((ALNUM, 36))),
    ("Novica", "NOVICA_ARTISAN_TOKEN", _j((HEX, 40))),
    ("Mayan Hands", "MAYANHANDS_SHOP_KEY", _j((ALNUM, 32))),
    ("Kickstarter", "KICKSTARTER_API_TOKEN", _j((URLSAFE, 40))),
    ("Venmo", "VENMO_ACCESS_TOKEN", _j((HEX, 64))),
    ("Uphold", "UPHOLD_CLIENT_SECRET", _j((HEX, 40))),
    ("Cash App", "CASHAPP_PAY_API_KEY", _j("KEY_", (ALNUM, 28))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "dotenvx set {env} {tok}",
    "chamber write ixqanil-api {env} {tok}",
    "caprover: App Configs › Environmental Variables › {env} = {tok}",
    "gcloud secrets versions add {env} --data-file=- <<< '{tok}'",
    "aws ssm put-parameter --name /ixqanil/{env} --type SecureString --value '{tok}'",
    "op item create --category 'API Credential' --title '{vendor}' credential='{tok}'",
    "bw create item, name '{vendor}', notes: {tok}",
    ".devcontainer/devcontainer.json: \"remoteEnv\": {{ \"{env}\": \"{tok}\" }}",
    "flake.nix: shellHook = ''export {env}={tok}'';",
    "Taskfile.yml:\nenv:\n  {env}: '{tok}'",
    "Ixq'anil ERP › Configuración › Integraciones › {vendor} › API key: {tok}",
    "Wiki table 'Integraciones': | {vendor} | 2033 | {tok} |",
    "[08:05] Byron: {vendor} key for the nightly sync: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "YARD-140: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "ri lave API rech {vendor} are {tok}",
    "ri API lave richin {vendor}: {tok}",
    "ja API lave richin ja {vendor}: {tok}",
    "aju tlave API te {vendor}: {tok}",
    "vos, la API key de {vendor} es {tok}, no la subás al repo",
    "la llave de API de {vendor} → {tok}",
    "el API key de {vendor} es {tok}, guárdalo please",
    "clave API {vendor} (producción): {tok}",
    "wa'e ri token rech {vendor}: {tok}",
    "ja re' ri token richin {vendor}: {tok}, matyöx",
    "aju token te {vendor}: {tok}, chjonte",
    "mirá vos, el token de {vendor}: {tok}",
    "el secret de {vendor} es {tok}, no lo compartas ok",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    fullbay = _r(rng, UPPER_HEX, 40)
    preply = _r(rng, HEX, 64)
    qpaypro = _r(rng, ALNUM, 32)
    guatex = v.uuid4(rng, "a")
    mercanta = _r(rng, URLSAFE, 40)
    taskd = v.uuid4(rng, "b")
    return [
        Sample("vendor_token", f'r = requests.get("https://api.fullbay.com/v1/work-orders", headers={{"X-Fullbay-Key": "{fullbay}"}})', fullbay),
        Sample("vendor_token", f"curl -H 'Authorization: Token {preply}' https://api.preply.com/v2/lessons?tutor=sakulew", preply),
        Sample("vendor_token", f"$qpp = new QpayproClient('ixqanil-remesas', '{qpaypro}');", qpaypro),
        Sample("vendor_token", f"<add key=\"GuatexApiKey\" value=\"{guatex}\" />", guatex),
        Sample("vendor_token", f"const mercanta = new MercantaClient({{ secret: \"{mercanta}\" }});", mercanta),
        Sample("vendor_token", f"task config taskd.credentials -- 'Ixqanil/byron/{taskd}'", taskd),
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


_BARE_PLACES = ["{t}", "[21:03] Jonas: {t}", "it only shows it once, so here:\n{t}",
                "ahí va el token: {t}", "ri token: {t}", "{t}\n^ new one, the old one is dead",
                "guárdamelo please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 43)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 48)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the drying-patio sensor at Cuilco (OTAA): {h}": 32,
    "AppSKey of the rain gauge above La Libertad (ABP): {h}": 32,
    "HMAC secret for the Qpaypro payment webhook: {h}": 64,
    "AES key of the GPS trackers' config export (bus 14): {h}": 32,
    "pre-shared key of the school-to-hostel IPsec tunnel (hex): {h}": 64,
    "ri ewal lave rech ri backup (hex): {h}": 64,
    "la llave de cifrado del respaldo de SICAR: {h}": 48,
    "encryption key del backup de las remesas: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "YARD-150: token copied out of the browser's dev tools {t}",
    "Cookie: lang=es-GT; sakulew_session={t}",
    "FEL_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "ri token rech ri API: {t}",
    "el token de Digifact es {t}",
    "Milkman request, header Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_985_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@ixqanil.com"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.ixqanil.com/realms/altiplano",
            "azp": "remesas-web",
            "roles": ["caja", "supervisor"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the yard's Jaltest server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/remesas.tajumulco.com.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FEL_SIGNING_KEY": "{key}", "certificador": "digifact"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_finca <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "YARD-155, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "ri ewal lave rech ri servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "la llave PGP del SFTP del banco, no la compartás:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQWGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Chivo Wallet recovery words, copied off the card before I burn it: {p}": "english",
    "Samourai wallet backup (the finca's old savings wallet, emptied):\n{p}": "english",
    "D'CENT wallet recovery phrase: {p}": "english",
    "voice memo: the Arculus backup words are {p} and that's all of them": "english",
    "Blixt node seed, from the school's old phone: {p}": "english",
    "frase de recuperación de la billetera Bitcoin Beach, no se la pasés a nadie: {p}": "spanish",
    "las palabras de respaldo de la Mutiny wallet de mi tío: {p}": "spanish",
    "ri ewal tzij rech ri billetera (Alby): {p}": "spanish",
    "aju yol te billetera, mi txi tq'ma: {p}": "spanish",
    "ハルカさんの Bull Bitcoin ウォレットの復元フレーズ：{p}": "japanese",
    "Mei-Ling 的錢包助記詞（Samourai）：{p}": "chinese_traditional",
    "Mei-Ling 的舊錢包助記詞：{p}": "chinese_traditional",
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
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "[09:30] Byron: the yard card for the FleetPride order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "YARD-160: pay the Jaltest licence renewal with card {c}",
    "ri nutarjeta: {c}, {mm}/{yy}",
    "ri ajilab'äl richin ri nutarjeta: {c}",
    "ja ajilab'al richin ja nutarjeta: {c}, {mm}/{yy}",
    "aju ajlab'l te ntarjetaya: {c}",
    "vos el número de la tarjeta del negocio es {c}, vence {mm}/{yy}",
    "el número de mi debit card es {c}, exp {mm}/{yy}",
    "la card de tu tío → {c}",
    "card ending in the photo: {c} ({mm}/{yy})",
]  # fmt: skip


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


# Only Amex's four-digit codes: every planted value here is four characters or more.
_CVV_PLACES = ["Amex {c} exp 04/37, CID {cvv}",
               "the four digits printed above the Amex number: {cvv}",
               "los 4 números de enfrente de la American Express: {cvv}",
               "ri kajib' ajilab'al chwach ri tarjeta Amex: {cvv}",
               "el security code de la Amex de tu tía es {cvv}",
               "Amex {c}, código de seguridad {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 233 (seventeen or eighteen corpora
# each); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"DE": "n" * 18, "NL": "aaaa" + "n" * 10, "BE": "n" * 12, "CH": "n" * 5 + "c" * 12,
                "SE": "n" * 20, "ES": "n" * 20, "GB": "aaaa" + "n" * 14, "LV": "aaaa" + "c" * 13}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SAK-2033-041: refund of Lotte's course deposit to {i}",
    "save the Hamburg roaster's IBAN for the Pacamara lot: {i}",
    "IBAN: {i}\nReference: huipiles, order 118",
    "[10:02] Femke: my IBAN for the hostel refund is {i}",
    "ri IBAN rech ri comprador: {i}",
    "ja IBAN richin ja tienda chi Europa: {i}",
    "aju IBAN te comprador: {i}",
    "vos este es el IBAN del tostador suizo: {i}",
    "el IBAN del volunteer de UK es {i}, okey",
    "Riga importer, bank details: IBAN {i}",
    "IBAN de Jonas (Stockholm) para devolverle el depósito: {i}",
    "cuenta del comprador de Madrid, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gt_nit(g: random.Random) -> str:
    """A Guatemalan NIT: up to eleven digits, a hyphen and its check character (a digit or K)."""
    body = g.choice("123456789") + _r(g, D, g.randrange(6, 9))
    return str(gt_nit.format(body + gt_nit.calc_check_digit(body)))


def _sv_nit(g: random.Random) -> str:
    """A Salvadoran NIT: a municipality, a birth date, a serial and its check digit."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(60, 100):02d}"
        body = h.choice(["0614", "0210", "1217", "0511"]) + born + _r(h, D, 3)
        return body + sv_nit.calc_check_digit(body)

    return str(sv_nit.format(v.until(g, make, sv_nit.is_valid)))


_CURP_STATES = ["NE", "CS", "DF", "OC", "TC"]


def _curp(g: random.Random) -> str:
    """A Mexican CURP of someone born abroad (NE) or in the south: its check digit holds."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = (h.choice("BCGLMPRT") + h.choice("AEIOU") + _r(h, UPPER, 2) + born
                + h.choice("HM") + h.choice(_CURP_STATES) + _r(h, "BCDFGHJKLMNPRSTVZ", 3) + "0")  # fmt: skip
        return body + mx_curp.calc_check_digit(body)

    return v.until(g, make, mx_curp.is_valid)


def _rfc(g: random.Random) -> str:
    """A Mexican RFC of a person: four letters, a birth date and three characters, the last a
    check digit python-stdnum verifies when asked to."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = (
            h.choice("BCGLMPRT")
            + h.choice("AEIOU")
            + _r(h, UPPER, 2)
            + born
            + _r(h, UPPER_DIGITS, 2)
        )
        return body + mx_rfc.calc_check_digit(body)

    return v.until(g, make, lambda value: mx_rfc.is_valid(value, validate_check_digits=True))


def _itin(g: random.Random) -> str:
    """A US ITIN: 9, two digits, a group python-stdnum accepts (70 to 99 but 89 and 93), four
    digits."""

    def make(h: random.Random) -> str:
        group = h.choice([x for x in range(70, 100) if x not in (89, 93)])
        return f"9{_r(h, D, 2)}-{group}-{_r(h, D, 4)}"

    return v.until(g, make, us_itin.is_valid)


def _uscis_receipt(g: random.Random) -> str:
    """A USCIS receipt number: a service centre's three letters and ten digits, no check."""
    return g.choice(["IOE", "EAC", "WAC", "LIN", "SRC", "MSC"]) + _r(g, D, 10)


def _a_number(g: random.Random) -> str:
    """An A-Number (alien registration number): A and nine digits in threes, no public check."""
    return f"A{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 3)}"


def _consular_id(g: random.Random) -> str:
    """A Guatemalan consular identity card's number (guessed shape), no public check."""
    return f"TIC-{g.choice(['LA', 'HOU', 'NY', 'ATL'])}-{_r(g, D, 7)}"


def _gt_licence(g: random.Random) -> str:
    """A Guatemalan type A (bus) driving licence: A and a thirteen-digit CUI, unchecked here."""
    return "A-" + g.choice("123") + _r(g, D, 12)


def _medical_bic(g: random.Random) -> str:
    """A Medi-Cal benefits card id (guessed shape: eight digits, a letter, five digits)."""
    return _r(g, D, 8) + g.choice("ABCDEFG") + _r(g, D, 5)


def _gt_passport(g: random.Random) -> str:
    """A Guatemalan passport: a letter and eight digits (guessed)."""
    return g.choice("ABN") + _r(g, D, 8)


def _us_passport(g: random.Random) -> str:
    """A US passport book number: nine digits or a letter and eight digits (guessed)."""
    return g.choice(["", "A", "C"]) + _r(g, D, 8 if g.random() < 0.5 else 9)


_ID_PLACES: dict[str, Maker] = {
    "NIT of the finca's company for the FEL invoice: {s}": _gt_nit,
    "ri NIT rech ri cooperativa: {s}": _gt_nit,
    "vos mi NIT es {s}, para la factura": _gt_nit,
    "NIT del comprador salvadoreño (el de Santa Ana): {s}": _sv_nit,
    "my cousin's Salvadoran NIT for the remittance form: {s}": _sv_nit,
    "CURP de mi tía en Tapachula: {s}": _curp,
    "CURP del chofer que vive en Ciudad Hidalgo: {s}": _curp,
    "RFC de la tía Nayeli para la factura en México: {s}": _rfc,
    "my uncle's ITIN for the tax return: {s}": _itin,
    "el ITIN de tu tío es {s}, no lo pierdas": _itin,
    "USCIS receipt number of my TPS renewal: {s}": _uscis_receipt,
    "el receipt number de USCIS de mi prima: {s}": _uscis_receipt,
    "mi alien number es {s}, guárdalo": _a_number,
    "A-Number of Jayden's mom for the lawyer: {s}": _a_number,
    "número de la tarjeta de identificación consular de mi papá: {s}": _consular_id,
    "licencia tipo A de Wilmer (chofer de la 14): {s}": _gt_licence,
    "ri licencia rech ri chofer: {s}": _gt_licence,
    "el Medi-Cal BIC de mi mamá: {s}": _medical_bic,
    "ri nupasaporte: {s}": _gt_passport,
    "aju pasaporte te nk'wal: {s}": _gt_passport,
    "my US passport number for the ticket: {s}": _us_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Uphold 2FA backup codes\n{codes}", "spare sign-in codes for the school's Google Workspace {codes}",
            "Kickstarter backup codes: {codes}", "ri códigos rech ri 2FA:\n{codes}",
            "los códigos de respaldo del correo del taller: {codes}", "backup codes del Venmo de tu tío: {codes}"]  # fmt: skip
_RECOVERY = [
    "BitLocker recovery key of the till PC at Envíos Tajumulco: {k}",
    "Apple Account recovery key (Femke's iPad): {k}",
    "Passwarden recovery code: {k}",
    "la recovery key del BitLocker de la laptop del taller: {k}",
    "ri lave rech ri recuperación: {k}",
]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Girosol:tomasa@tajumulco.com?secret={s}&issuer=Girosol&digits=6",
              "Raivo OTP, manual setup key for the Fullbay login: {s}",
              "Step Two, TOTP secret for the Omnex account: {s}",
              "ri ewal retal rech ri 2FA: {s}",
              "la setup key del 2FA del Uphold: {s}"]  # fmt: skip
_CODES = ["{c} is your Venmo verification code", "Banco Promerica: su código de verificación es {c}",
          "ri código rech ri banco: {c}", "vos, el código que me llegó es {c}, pasámelo rápido",
          "your Cash App sign-in code: {c}. Don't share it", "código de Boss Money: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template or "lave" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "Apple" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    return {"k": _r(rng, UPPER_DIGITS, 28)}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Sakulew-Escuela", "Hostal-La-Pila-5G", "Ajkem-Tienda", "Taller-Brochero",
          "Tajumulco-Envios", "Finca-Cuilco-Patio", "Claro-Xela-7F2A", "Tigo-Chimal-2G",
          "Camioneta-14", "Beneficio-LaLibertad", "TZUNUNA_WIFI", "Cantel-Lab"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "school network {s}, password {pw}",
    "hostel wifi for guests: {s} / {pw}",
    "netsh wlan show profile name=\"{s}\" key=clear\n    Key Content            : {pw}",
    "the key printed under the Claro box: {pw}",
    "ri contraseña rech ri wifi {s} are {pw}",
    "ri wifi {s}, ri contraseña ja ri {pw}",
    "ja wifi {s}, ja contraseña ja' {pw}",
    "aju contraseña te wifi {s}: {pw}",
    "vos la contra del wifi {s} es {pw}",
    "el wifi {s}, password {pw}, okey",
    "la clave del internet de la camioneta ({s}) → {pw}",
    "GPS tracker backhaul wifi: ssid {s}, psk {pw}",
    "chilli (CoovaChilli) guest portal, SSID {s}, WPA key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("pm_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("fx_sk_", (ALNUM, 22)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the chat preview hides it) {t}", "letra por letra vos: {t}", "jun jun: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["ri retal rech ri candado pa ri bodega: {pw}", "ri retal richin ri portón: {pw}",
          "ja retal richin ja candado chi ja tienda: {pw}", "aju kod te candado te agencia: {pw}",
          "vos el código del candado de la bodega es {pw}", "el PIN de la puerta del hostal → {pw}",
          "the yard gate keypad takes {pw} then #", "padlock on the parchment store at Cuilco: {pw}",
          "el code del lockbox de la casa en Houston: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["volcan", "laguna", "neblina", "cafetal", "chipilin", "loroco", "izote",
                 "ocote", "tecomate", "comal", "petate", "jicara", "cayuco", "quetzal", "ceiba",
                 "marimba"]  # fmt: skip
_PHRASES = {"Zoho Vault master passphrase for the school: {p}": " ",
            "Kaspersky Password Manager master passphrase (caja): {p}": "-",
            "Passwarden passphrase: {p}": ".", "MacPass database passphrase: {p}": " ",
            "ri ewal tzij rech ri backup: {p}": " ", "la frase de paso del respaldo: {p}": "_",
            "the backup passphrase es {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Step CI workflow, header Authorization: Basic {v}": True,
    "Traefik middleware: customRequestHeaders: Authorization: \"Basic {v}\"": True,
    "Artillery scenario: Authorization: Bearer {v}": False,
    "Slumber collection, header Authorization = Basic {v}": True,
    "Apidog export of the Omnex call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/ppp/options.l2tpd.client (xl2tpd):\nipcp-accept-local\nname taller\npassword {pw}",
    "/etc/chatscripts/tigo:\nABORT BUSY\n\"\" ATZ\nOK ATDT*99#\nogin: ixqanil\nassword: {pw}",
    "/etc/vpnc/taller.conf:\nIPSec gateway vpn.ixqanil.com\nIPSec ID taller\nXauth username wilmer\nXauth password {pw}",
    "/etc/stunnel/psk.txt:\nremesas:{pw}",
    "3proxy.cfg:\nauth strong\nusers caja:CL:{pw}\nproxy -p3128",
    "redsocks.conf:\nredsocks {{\n  type = socks5;\n  login = \"escuela\";\n  password = \"{pw}\";\n}}",
    "proxychains.conf:\n[ProxyList]\nsocks5 10.20.0.1 1080 taller {pw}",
    "darkice.cfg (radio comunitaria):\n[icecast2-0]\nserver = radio.ajkem.lan\nmountPoint = tzutujil\npassword = {pw}",
    "nzbget.conf:\nControlUsername=nzbget\nControlPassword={pw}",
    "Kodi advancedsettings.xml:\n<webserverusername>kodi</webserverusername>\n<webserverpassword>{pw}</webserverpassword>",
    "/etc/monit/monitrc:\nset httpd port 2812\n    allow admin:{pw}",
    "motion.conf:\nwebcontrol_authentication admin:{pw}",
    "go2rtc.yaml:\napi:\n  username: admin\n  password: {pw}",
    "vdirsyncer config:\n[storage escuela_remote]\ntype = \"caldav\"\nurl = \"https://cal.sakulew.lan/\"\nusername = \"recepcion\"\npassword = \"{pw}\"",
    "znc.conf:\n<User caja>\n    Pass = plain#{pw}\n</User>",
    "Shinobi conf.json:\n{{\"db\": {{\"host\": \"127.0.0.1\", \"user\": \"majesticflame\", \"password\": \"{pw}\"}}}}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "Module1.bas:\nActiveWorkbook.SaveAs Filename:=\"remesas-octubre.xlsm\", WriteResPassword:=\"{pw}\"",
    "VBA, hoja Tasas:\nSheets(\"Tasas\").Unprotect \"{pw}\"",
    "main.py (MicroPython on the bus GPS):\nwlan.connect(\"Camioneta-14\", \"{pw}\")",
    "tracker.ino:\nwifiMulti.addAP(\"Taller-Brochero\", \"{pw}\");",
    "Code.gs (the remittance sheet):\nconst SMTP_PASS = '{pw}';",
    "Module1.vb:\nMy.Computer.Network.DownloadFile(\"ftp://ftp.tajumulco.com/tasas.csv\", \"C:\\Remesas\\tasas.csv\", \"caja2\", \"{pw}\")",
    "mailer.go:\nauth := smtp.PlainAuth(\"\", \"avisos@tajumulco.com\", \"{pw}\", \"smtp.tajumulco.com\")",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Femke: school wifi password?\nByron: {pw}",
    "[06:12] wilmer: root pw for the yard server?\n[06:13] baltazar: {pw}",
    "Lotte: {pw} is the new Mini Hotel admin password",
    "Jonas: use {pw}, that's what the SICAR till has now",
    "Ixmukane: ri k'ak' contraseña are {pw}",
    "Petronila: ri k'ak'a' contraseña ja ri {pw}",
    "Eulalia: ja k'aak' contraseña ja' {pw}",
    "Tomasa: aju ak'aj contraseña: {pw}",
    "Brayan: la nueva contra es {pw} vos",
    "Nayeli: el nuevo password es {pw} ok?",
    "tía Candelaria: mija cuál es el password?\nJayden: {pw}",
    "[19:40] Chepe: {pw} ← esa es la del Venmo, no se la digas a nadie",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 22), (_spelled, 12), (_cli, 34), (_urls, 12), (_vendors, 56),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_recovery, 5), (_totp, 5), (_codes, 6),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 12), (_code, 7),
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


def _spanish_seed(g: random.Random) -> str:
    phrase = str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))
    return unicodedata.normalize("NFC", phrase)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Jaltest password is": "{s}", "SICAR till pw:": "{s} (since the new cash drawer)",
    "ri ewal retal rech ri correo:": "{s}", "Fullbay password": "{s}\nchange it after the inspection",
    "ri contraseña ja ri": "{s}", "ja contraseña ja'": "{s}", "aju ncontraseñaya:": "{s}",
    "vos la contra es": "{s}", "the password Wilmer read out over the radio was": "{s}, I think",
    "el password del Cash App es": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Omnex API key", "{s}", _j((ALNUM, 40))),
    ("split_token", "Félix Pago key:", "{s} (remittance payouts)", _j("fx_sk_", (ALNUM, 36))),
    ("split_token", "DolEx client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "Chivo Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/38", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NL"))),
    ("split_backup", "Uphold recovery codes", "{s}\nqwmz4821-7k2p\nrtvx0935-h3n8", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIT", "{s}", _gt_nit),
    ("split_phrase", "MacPass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"mini_hotel": {"url": "https://minihotel.sakulew.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "wilmer", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"tills": [{"name": "caja-1"}, {"name": "caja-2", "sicar_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["seaf-cli", "sync", "-s", "https://seafile.sakulew.lan", "-u", "recepcion", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ri k\'ak\' contraseña rech ri correo are {s}"}': ("meta_password", _plain_pw),
    '{"aju_contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "entrá al Jaltest como taller con la contra {s} vos"}': ("meta_password", _plain_pw),
    '{"omnex": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"unitransferSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"genuine_origin_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BE")),
    '{"relative": {"itin": "{s}"}}': ("meta_id", _itin),
    '{"mfa": {"backup_codes": ["{s}", "qwmz4821-7k2p", "rtvx0935-h3n8"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"savings_wallet": {"palabras_respaldo": "{s}"}}': ("meta_seed", _spanish_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Hostal-La-Pila-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyzk-0.9-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"jaltest-link-fw-4.12.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ixqanil/remesas-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"fel: add NIT lookup for the co-op invoices", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"hostal: revert the booking calendar", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catacion_2033-02-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cosecha-2032-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Jaltest password before the inspection on 2033-04-18.",
    "Femke asked for the school wifi password; it's on the card at the front desk.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the group chat; send a vault link instead.",
    "The `.env.example` line `OMNEX_API_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "Mini Hotel asks for a new admin password after every update.",
    "Replace <YOUR_FULLBAY_KEY> in the README with the key from your Fullbay settings page.",
    "GUATEX_API_KEY and DIGIFACT_TOKEN must be set before the nightly invoice job runs.",
    "Mak'utu' ri ewal retal chi jun winaq.",
    "Man tak'utuj ri contraseña chi jun.",
    "Ma ta'ij ja contraseña chi jun.",
    "Mi txi tq'ma aju contraseña te nijun.",
    "vos no le digás la contra a nadie, ¿va?",
    "no le digas el password a nobody, okey mijo?",
    "La contraseña debe tener por lo menos catorce caracteres, muchá.",
    "Maltyox chech ri ajkem xb'anow ri po't.",
    "Chjonte te tkyaqil aju xi' k'lon te café.",
    "Matyöx, xqaya' ri camioneta chi re ri taller.",
    "Upgraded the Jaltest Link firmware from 4.11 to 4.12 and pyzk to 0.9 over the weekend.",
    f"commit {_COMMIT} adds the NIT lookup for the co-op invoices.",
    f"Rolled back to {_SHORT} after the booking calendar broke the hostel page.",
    f"requirements.txt: pyzk==0.9 --hash=sha256:{_WHEEL_SUM}",
    f"The Jaltest Link firmware 4.12 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cosecha-2032-2033.parquet: {_SHA512}",
    f"The remittance API runs ghcr.io/ixqanil/remesas-api@sha256:{_IMAGE}.",
    f"MD5 of catacion_2033-02-14.csv is {_MD5}, same as the copy on the cuppers' share.",
    "Request id 3c9e41a7-5b2d-4e80-9f16-d27c0b8a4e53 is the slow one in the Omnex logs.",
    "Purchase order OC-2033-00271 for 45 quintales of Cuilco Pacamara ships on Friday.",
    "YARD-118: bus 14's rear brake chamber leaks again; order a new one from the parts supplier.",
    "Call the Envíos Tajumulco office on +502 7760 4183 before noon.",
    "Container TGHU 8401273 with the La Libertad lot leaves Puerto Santo Tomás on Monday.",
    "Remittance receipt ET-2033-014522: Q 3,850.00 paid out in San Marcos.",
    "HS code 0901.11 is coffee, not roasted, not decaffeinated; 6214.90 is woven shawls.",
    "The drying patio was at 31 °C and the parchment at 11.5 % moisture by four o'clock.",
    "After five wrong passwords SICAR locks the till for 15 minutes.",
    "The chicken bus from Xela to Chimaltenango takes about three hours, route CA-1.",
    "The secret of a good pepián is toasting the seeds slowly.",
    "Ask Baltazar for the yard gate code, I don't have it.",
    "My card ending 4417 was declined at the hardware store in Tecpán.",
    "The Hamburg roaster wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the school's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FULLBAY_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the parchment store rusts in the rainy season; oil it every month.",
    "Fullbay moved the API key page under Settings › Integrations in its March release.",
    "ISBN 978-84-376-0494-7 is the Popol Wuj edition on the school shelf; the school's postcode is 09001.",
    "The hostel's guest wifi 'La-Pila-Abierta' is open, no password needed.",
    "Lot LOT-2033-CUI-0187, 69 kg, moisture 11.2 %; the cupping score was 86.25.",
    "Bus plate C-418BCD is the Blue Bird from 1998; its Thomas Built twin is C-227FKR.",
    "Order 58-4412 on the co-op shop: two huipiles and one faja, shipped by Guatex.",
    "The Spanish school's class 2033-B runs from 8:00 to 12:00, Monday to Friday.",
    "Tracking number GTX-77180934-GT for the box of cortes to Los Angeles.",
    "FEL invoice series 8A3F29C1, number 2417803265, authorised by the certifier.",
    "The altitude at the Cuilco finca is 1 850 m; Pacamara there ripens in January.",
    "Weaving class at the co-op: 3 hours, Q 250, backstrap loom included.",
    "The Venmo request of $45 from tía Candelaria is for the school uniforms.",
    "Turn right at km 54 on the Interamericana for the yard in Chimaltenango.",
    "Postcode 12001 is San Marcos, 13001 is Huehuetenango; route RN-12 goes to Tajumulco.",
    "Cash App says a sign-in code was sent; nobody asked for one, so ignore it.",
    "The ferry from Panajachel to San Juan La Laguna leaves every 30 minutes, Q 25.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/escuela/mini-hotel", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyzk", "version": "0.9"}}',
    '{"ticket": "YARD-118", "purchase_order": "OC-2033-00271"}',
    '{"lot": {"id": "LOT-2033-CUI-0187", "weight_kg": 69, "moisture_pct": 11.2}}',
    '{"phone": "+502 7760 4183", "city": "San Marcos"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "huipiles_in_stock": 212}',
    '{"hs_code": "0901.11", "origin": "GT", "description": "green coffee"}',
    '{"container": "TGHU 8401273", "port": "Puerto Santo Tomás", "eta": "2033-05-09"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
