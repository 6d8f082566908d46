# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifty-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-fifty-third's
docstring, the fifth to two-hundred-and-fifty-third only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-fifty-fifth to
two-hundred-and-fifty-seventh), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (254613907), password words (a fibre, honey, cenote or food word, a Yucatán town, a number
and a sign; two such words and a number; a name, a birth year, a sign and a town; leet words of
henequen, sisal, xunáan, cenote, hamaca, kaab, tajonal, colectivo and melipona with a year; a
hammock's size, a thread count and a sign, `HamacaMatrimonial450!`; a colectivo van's plate and
route, `YUC482-VLL17`, the dispatcher's habit; a town, a word and a year joined by underscores; a
name, `Bucea` and a town; a generator's four dotted groups and random runs), names, places,
templates, tools, vendors and layouts, the way the staff of a fictional Yucatán and Quintana Roo
company (Yaxché: the Sak Ki' henequen-fibre workshop near Izamal, the U Yich Kaab honey
cooperative of Maya beekeepers, the Ts'onot Dive school in Tulum, the K'áan Jo' hammock weavers'
shop in Mérida and the Colectivos Saki' van line to Valladolid, with a Riviera hotel's front desk
and its tourists) leak secrets into an assistant's memory. The texts are chats with times
(WhatsApp, Troop Messenger, Hangouts), tickets (Kayako, Gorgias, Helpy, Re:amaze), wiki
breadcrumbs and tables (Affine), notes (Blinko, Saner, Amplenote), e-mails, runbooks, READMEs,
shell and PowerShell prompts, Termius, voice-memo transcripts, dictated text and requests to the
assistant itself; the separators run from a colon, "is" (`es`, `leti'`) and a dash to an arrow
(`→`, `←`), an emoji (`👉`, `🔑`, `🙏`), a new line, typographic and French quotes, backticks and
parentheses, and a value said first and named after it (`… — esa es la contra del wifi`).

Tools and names lightly used before (by grep, case-insensitively, the number of earlier corpora
that name each): in none, Hivebox, Flow Hive, Apis Protect, OSBeehives, BeeScanning, Xdeep, Ratio
Computers, Garmin Descent, HughesNet, Sky México, Kometia, Tranzer, Fonart and the Yucatecan
`chéel`, `hasta el gorro`, `pa' que` and the Maya `Dyos bo'otik`, `kúuchil meyaj`, `jump'éel`; in
one, Blinko, Saner, Re:amaze, Hangouts, `wkhtmltopdf --password` and `NIP dinámico`; in two,
Affine, Amplenote, Gorgias, Helpy, Kayako, Troop Messenger, `sensuctl configure`, `steghide -p`
and `tt connect`; in three, H2's `org.h2.tools.Shell`, `p4 -P`, `bendsql`, `rqlite -u`, `ycqlsh`,
`clickhouse-benchmark`, `kcat -X sasl.password`, `mycli`, `pgcli` and `doctl`. The common layouts
and commands (env files, `export`, compose files, settings.py, wp-config, odoo.conf, grafana.ini,
hostapd, rclone, msmtp, fetchmail, Node-RED, database URLs, `mongosh -p`, `etcdctl --user`,
`rabbitmqadmin`, `mosquitto_passwd -b`, `aria2c --ftp-passwd`, `openconnect`, `govc`, `qpdf
--encrypt`, `unrar -p`, `swaks`, `kopia`, `skopeo --src-creds`, `hdbsql`, `cypher-shell`,
`arangosh`, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, CSV
rows, Markdown tables, YAML, Bitwarden, Proton Pass and KeePassXC), all named in many earlier
corpora, are in wordings of their own.

About half of the secret samples are in other languages than English (tourist English counts as
English): Yucatecan Spanish texting (`uay`, `mare`, `bomba`, `chéel` "blond one", `hasta el
gorro` "fed up", `la contra` for the password, `NIP` for a PIN, `ahí te va` "here it goes", `no se
la pases a nadie` "don't pass it to anyone", `xfa`, `ntp`, `grax`, `pa' que`); the Mexican Spanish
of the Riviera's hotel staff (`Estimado huésped`, `con gusto`, `a sus órdenes`, `clave de acceso`,
`caja fuerte`, `combinación`, `código de seguridad`, `Tarjeta de residente`); and Yucatec Maya in
its modern spelling with Spanish loans as people type it (`in contraseña` "my password", `u
contraseñail` "its password", `leti'` "it is", `je'el` "here is", `túumben` "new", `Ma' a wa'alik
ti' mix máak` "don't tell anyone", `Dyos bo'otik` "thanks", `yéetel` "and", `ts'o'okole'` "and
then", `le t'aan` "the word", `u llaveil` "its key", `u xookil` "its number", `u k'aaba'` "its
name", `kúuchil meyaj` "workplace", `jump'éel jump'éel` "one by one", `u óoxp'éel`/`u kanp'éel
número` "the three/four numbers", `tu táan` "on its front"). The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the Maya `u NIPil`, `u
CURPil`, `u códigos recuperación`, `u cadenail conexión`, `jump'éel jump'éel` for "one character
at a time", `u kanp'éel número tu táan le Amex` and `le comando ts'o'ok in beetik` "the command I
ran", and the Yucatecan `la contra` as a texting word for a password.

Vendors (BeeScanning, Hivebox, Flow Hive, Apis Protect, OSBeehives, BroodMinder, HiveTracks,
Pollenity, Garmin Descent, Ratio Computers, Xdeep, Deepblu, Diviac, DiveAdmin, Zaui, TrekkSoft,
Lodgify, Sirvoy, RoomRaccoon, Hostaway, Anfitrión, Kometia, Jüsto, Kavak, Mifel, BanCoppel, Nu
México, Tranzer, Ticketfácil, Autobuses Oriente, Jokr, Frubana, Cornershop, Fonart, Skydropx,
99minutos, Paquetexpress, Redpack, Envia.com, Facturama, Facturapi, Finkok, Bind ERP, Conekta,
Openpay, Kueski, Belvo, Treble, Reservamos and Moovit) are ones heldouts 5 to 253 name in no
corpus or in one (grepped by name). No shape here is one the author knows to be real: every one
is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs for RoomRaccoon
and Bind ERP, and the `hbx_`, `xd_live_`, `kmt_`, `jk_`, `key_`, `sk_` and `sk_live_` prefixes);
the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Mexico's CURP
born in Yucatán or Quintana Roo (`stdnum.mx.curp`) and a person's RFC (`stdnum.mx.rfc`), an IMSS
social-security number (NSS) whose last digit is a Luhn digit (`stdnum.luhn`), Guatemala's NIT
(`stdnum.gt.nit`), Cuba's carnet de identidad (`stdnum.cu.ni`, its birth date and century
digit), Colombia's NIT (`stdnum.co.nit`), Uruguay's RUT (`stdnum.uy.rut`) and Venezuela's RIF
(`stdnum.ve.rif`); by grep the module names `co.nit`, `uy.rut` and `ve.rif` are in no earlier
corpus (one each imports its country's package), `cu.ni` in one, `gt.nit` and `mx.rfc` in
two, `mx.curp` in three. Kinds no library or this file checks (no check-digit
algorithm is written here; the shapes are guesses): a Mexican passport, the CIC on an INE voter
card, a Yucatán driving licence, a tarjeta de residente temporal, a US and a Canadian passport.
Card numbers pass Luhn (Carnet prefixes guessed and drawn here, and the value helpers' Visa,
Mastercard, Amex, Discover, JCB, Diners and UnionPay, checked with python-stdnum's `luhn`); the
card codes are Amex's four-digit CIDs only, drawn so that none reads as a year. Mexico issues no
IBANs; the IBANs are of Honduras, Brazil, Spain, the British Virgin Islands, the Dominican
Republic and Saint Lucia, where the suppliers, instructors, importers and charter firms bank (a
rough count over the country codes quoted in heldouts 5 to 253 finds each in nineteen to
twenty-two corpora), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, French, Italian, Portuguese, Czech, Korean and Simplified Chinese
lists, each drawn until `Mnemonic(lang).check` accepts it. Counts: 390 secret samples, 20 field
pairs and 20 metadata samples (430 scored, every secret unique), 60 clean texts and 10 clean
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
from stdnum.co import nit as co_nit
from stdnum.cu import ni as cu_ni
from stdnum.gt import nit as gt_nit
from stdnum.mx import curp as mx_curp
from stdnum.mx import rfc as mx_rfc
from stdnum.uy import rut as uy_rut
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 254_613_907
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


# Password words of the region: fibre, honey, cenotes, hammocks, food, towns.
_WORDS = ["Henequen", "Sisal", "Xunaan", "Tajonal", "Chaka", "Tsonot", "Kaan", "Jipi", "Huipil",
          "Panucho", "Salbut", "Papadzul", "Xtabentun", "Habanero", "Pibil", "Kaab", "Chultun",
          "Sascab", "Mecate", "Desfibradora", "Colmena", "Melipona", "Aluxe", "Xkokol"]  # fmt: skip
_TOWNS = ["Izamal", "Tixkokob", "Motul", "Tekax", "Sotuta", "Homun", "Cuzama", "Chemax",
          "Tizimin", "Akumal", "Coba", "Chunyaxche", "Kantunil", "Hoctun", "Tulum", "Valladolid",
          "Merida", "Uayma", "Temozon", "Xocen"]  # fmt: skip
_NAMES = ["Wilberth", "Yazmin", "Landy", "Russell", "Nicte", "Balam", "Gaspar", "Itzel",
          "Eyder", "Mayte", "Jacinto", "Leydi", "Canul", "Couoh", "Dzul", "Pech", "Megan",
          "Trevor", "Hannah", "Odalys", "Yoselin", "Jeremias"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["H3n3qu3n", "S1s4l", "Xun44n", "C3n0t3", "H4m4c4", "K44b", "T4j0n4l", "C0l3ct1v0",
         "M3l1p0n4"]  # fmt: skip


def _hammock(g: random.Random) -> str:
    """A hammock's size and its thread count, the way the Mérida shop jokes a password together."""
    return f"Hamaca{g.choice(['Sencilla', 'Matrimonial', 'Familiar', 'XL'])}{g.randrange(100, 900)}{g.choice(_SYMBOLS)}"


def _van(g: random.Random) -> str:
    """A colectivo van's plate and its route, the dispatcher's habit."""
    return f"YUC{g.randrange(100, 1000)}-{g.choice(['VLL', 'IZA', 'TUL', 'MID'])}{g.randrange(10, 100)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, small letters and digits, as a generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_WORDS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2010)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _hammock,
    _van,
    lambda g: f"{g.choice(_TOWNS).lower()}_{g.choice(_WORDS).lower()}_{g.randrange(1960, 2031)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _manager,
    lambda g: f"{g.choice(_NAMES)}Bucea{g.choice(_TOWNS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "[07:41] Wilberth: the password for the decorticator's touch panel is {pw}",
    "WhatsApp, Taller Sak Ki' group: Desfibradora #2 HMI password {pw}",
    "Blinko note 'sisal dryer': web login password {pw}",
    "Saner memo: the honey extractor's controller password = {pw}",
    "Re:amaze conversation #5512, guest Trevor: my booking portal password is {pw}, can you check it",
    "Hangouts (old thread) from Russell: the Shearwater Cloud password {pw}",
    "Affine page 'Dive school / compressor': Bauer B-Control password {pw}",
    "Amplenote task: the Garmin Descent fleet account password → {pw}",
    "Gorgias ticket 2201: guest says their Tulum dive booking password is {pw}",
    "Helpy ticket 88: the hammock shop POS admin password: {pw}",
    "Kayako case 3107 (Colectivos Saki'): dispatcher console password {pw}",
    "Troop Messenger, #vans: the GPS tracker portal password is {pw}",
    "note to self: Hivebox scale dashboard password {pw}",
    "Flow Hive app password for the Izamal apiary: {pw}",
    "Apis Protect sensor portal, password: {pw}",
    "the OSBeehives account password (shared with the coop) — {pw}",
    "BeeScanning app login, password {pw}",
    "the Xdeep rental shop laptop password is {pw}",
    "Ratio Computers sync password for the instructors' dive logs: {pw}",
    "HughesNet modem admin password at the Chunyaxche shed: {pw}",
    "Sky México box parental PIN is not it; the account password is {pw}",
    "voice memo, Landy, 06:55: okay so the password for the cenote ticket tablet is {pw}, got it",
    "dictated: password for the van line's booking laptop {pw} period",
    "Hey assistant, remember my Kometia store password: {pw}",
    "please save this for me, it's the Tranzer back-office password: {pw}",
    "README.md, 'Shop kiosk': default password `{pw}`",
    "runbook step 3: log in to the apiary gateway with password {pw}",
    "e-mail from Gaspar, subject 'router': the new password is {pw}. Thanks!",
    "Password (front desk PC, Tulum): {pw}",
    "the password of the henequen workshop's NAS\n{pw}",
    "uay, la contra del wifi del taller es {pw}, no se la pases a nadie",
    "mare, la contraseña de la compu de la tienda es {pw} 🙏",
    "bomba!! ya quedó la nueva contraseña: {pw}",
    "ahí te va la contraseña del sistema de las combis 👉 {pw}",
    "oye chéel, la contraseña del router de la cooperativa: {pw} xfa no la compartas",
    "hasta el gorro de cambiarla 😩 la nueva contraseña es «{pw}»",
    "ntp, la contraseña del portal de la miel es {pw}, grax",
    "la contra de la tablet del cenote es {pw} y ya, no se la digas a nadie eh",
    "Estimado huésped: la contraseña de la red de la habitación es {pw}. ¡Con gusto!",
    "Recepción turno noche: contraseña del PMS para la auditoría → {pw}",
    "con gusto, la clave de acceso del sistema de reservaciones es {pw}",
    "Ama de llaves: la contraseña de la tablet del piso 3 es “{pw}”",
    "Concierge: contraseña del portal de tours (solo personal): {pw}",
    "A sus órdenes. La contraseña de la terminal de la alberca es {pw}",
    "In contraseña: {pw}. Ma' a wa'alik ti' mix máak. Dyos bo'otik",
    "u contraseñail le kúuchil meyaj: {pw}",
    "Je'el u contraseñail le compu ti' le kaab: {pw}",
    "le contraseña ti' le router leti' {pw}",
    "u túumben contraseñail le tienda ti' k'áan: {pw}",
    "Balam: le contraseña ti' u sistemail le combis leti' {pw}, ma' a wa'alik",
    "the dive center's Windows password is {pw} (don't tell the guests lol)",
    "Megan here - my password for the snorkel tour site is {pw}, I keep forgetting it",
    "hotel safe app, password: {pw}",
    "the password to the drone that films the cenote: {pw}",
    "Hannah: Airbnb host tablet password {pw}",
    "Odalys: the password for the Fonart consignment portal is {pw}",
    "Jacinto: contraseña del lector de código del almacén de fibra: {pw}",
    "Yoselin: la contraseña del correo de ventas es {pw} 🔑",
    "Couoh: u contraseñail le correo leti' {pw}",
    "Trevor (guest, room 214): wifi password for my travel router is {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wilberth.c", "yazmin", "landy.p", "russell", "nicte", "balam", "gaspar.dz", "itzel",
          "eyder", "mayte.u", "jacinto", "leydi", "canul", "couoh", "dzul", "pech.g", "megan.r",
          "trevor", "odalys", "yoselin", "svc-kaab", "recepcion2", "buceo-tulum"]  # fmt: skip
_LOGINS = [
    "[09:14] Wilberth: login for the Desfibradora panel is {u} / {pw}",
    "Kayako #3120: {u} locked out of the van GPS portal, last password {pw}",
    "usr={u} pwd={pw}",
    "Affine › Dive school › Compressors › Bauer: {u} — {pw}",
    "| equipo | usuario | contraseña |\n|---|---|---|\n| Báscula colmenas | {u} | {pw} |",
    "sign in to the Hivebox dashboard as {u} with {pw}",
    "Ratio login {u}:{pw}",
    "user: {u}\npass: {pw}",
    "- host: nas-izamal\n  user: {u}\n  password: {pw}",
    "Troop Messenger: account {u}, password {pw}",
    "Landy says the BeeScanning account is {u} and the password is {pw}",
    "equipo,usuario,contraseña\nterminal-cenote,{u},{pw}",
    "ssh {u}@nas.saki.lan (password {pw})",
    "creds for the hammock shop POS are {u} and {pw}",
    "usuario {u} y contraseña {pw}, ahí te va",
    "uay, el user es {u} y la contra {pw}",
    "Usuario: {u} | Contraseña: {pw} (sistema de recepción)",
    "a sus órdenes: usuario {u}, contraseña {pw}",
    "u k'aaba' usuario {u}, u contraseñail {pw}",
    "in usuario {u} yéetel in contraseña {pw}",
    "guest login for the dive app: {u} / {pw}",
    "login {u} and {pw} for the booking tablet",
    "Gorgias #2230: customer {u}, password {pw}",
    "the Tranzer back office: user {u}, pw {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kuxtal", "xunaan", "chachalaca", "chaka", "tsonot", "huipil", "panucho",
               "salbut", "papadzul", "xtabentun", "pibil", "chultun", "sascab", "mecate",
               "aluxe", "xkokol"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, then {d}",
    "voice memo: the wifi password is {w} and then the number {d}, no spaces",
    "for the apiary gateway it's {w} with {d} at the end",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits together",
    "la contraseña es la palabra {w} y luego {d}",
    "la contra es {w}, pegadito el {d}",
    "es {w} con minúsculas y al final {d}, oye",
    "le contraseña leti' le t'aan {w}, ts'o'okole' {d}",
    "u contraseñail: le t'aan {w} yéetel {d}",
    "dictated for the guest: password, the word {w}, followed by {d}",
    "Megan: it's {w}{d} I think? word then numbers",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]  # each word once: a bare word stays unique
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "java -cp h2.jar org.h2.tools.Shell -url jdbc:h2:tcp://db.saki.lan/routes -user {u} -password '{pw}'",
    "sensuctl configure -n --username {u} --password '{pw}' --url http://sensu.kaab.lan:8080",
    "wkhtmltopdf --username {u} --password '{pw}' https://intranet.kaan.lan/pedidos pedidos.pdf",
    "p4 -u {u} -P '{pw}' sync //depot/tienda/...",
    "skysh --user {u} --password '{pw}' --endpoint 10.20.0.4:2003",
    "sqlline -u jdbc:phoenix:hbase.saki.lan -n {u} -p '{pw}'",
    "beeline -u jdbc:hive2://hive.kaab.lan:10000 -n {u} -p '{pw}'",
    "mycli -h mysql.kaan.lan -u {u} -p'{pw}' tienda",
    "pgcli postgresql://{u}:{pw}@pg.saki.lan/rutas",
    "rpk topic produce lecturas --user {u} --password '{pw}' --sasl-mechanism SCRAM-SHA-256",
    "kcat -b kafka.kaab.lan:9093 -X security.protocol=SASL_SSL -X sasl.username={u} -X sasl.password='{pw}' -t colmenas",
    "nebula-console -addr graph.saki.lan -port 9669 -u {u} -p '{pw}'",
    "mgconsole --host mg.saki.lan --username {u} --password '{pw}'",
    "bendsql -h databend.kaab.lan -u {u} -p '{pw}'",
    "rqlite -H rq.saki.lan -u {u}:{pw}",
    "tt connect {u}:{pw}@tarantool.kaan.lan:3301",
    "ycqlsh yb.saki.lan -u {u} -p '{pw}'",
    "clickhouse-benchmark --host ch.kaab.lan --user {u} --password '{pw}' -q 'SELECT 1'",
    "cypher-shell -a neo4j://graph.kaab.lan -u {u} -p '{pw}'",
    "arangosh --server.endpoint tcp://arango.saki.lan:8529 --server.username {u} --server.password '{pw}'",
    "mongosh 'mongodb://mongo.kaan.lan/tienda' -u {u} -p '{pw}'",
    "etcdctl --user {u}:{pw} get /colectivos/rutas",
    "rabbitmqadmin -H mq.saki.lan -u {u} -p '{pw}' list queues",
    "mosquitto_passwd -b /etc/mosquitto/passwd {u} '{pw}'",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.kaab.lan/export/miel-2032.csv",
    "openconnect --user={u} vpn.kaan.lan <<< '{pw}'",
    "govc about -u '{u}:{pw}@vcenter.kaab.lan'",
    "qpdf --encrypt '{pw}' owner 256 -- factura.pdf factura-cifrada.pdf",
    "unrar x -p'{pw}' fotos-cenote.rar",
    "steghide embed -cf cenote.jpg -ef precios.txt -p '{pw}'",
    "swaks --to ventas@kaan.example --server smtp.kaan.lan --auth-user {u} --auth-password '{pw}'",
    "kopia repository connect server --url https://kopia.saki.lan:51515 --override-username={u} --password='{pw}'",
    "skopeo copy --src-creds {u}:{pw} docker://registry.kaab.lan/colmenas:2.1 dir:/tmp/colmenas",
    "hdbsql -n hana.kaan.lan:30015 -u {u} -p '{pw}' 'SELECT 1 FROM DUMMY'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "wilberth@taller-izamal:~$ {c}", "PS C:\\Users\\recepcion> {c}",
    "Termius, tab 'nas-izamal': {c}", "zsh on the dive shop iMac ~ % {c}", "root@kaab-gw:/# {c}",
    "Kayako #3150, pasted by the integrator:\n{c}", "the command I ran last night: {c}",
    "corrí este comando: {c}", "le comando ts'o'ok in beetik: {c}", "README, step 2:\n    {c}",
    "runbook 'backup nocturno': {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-cenote.tsonot.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@edi.kaan.lan:22/pedidos/",
    "ftps://{u}:{pw}@ftp.kaab.lan:990/lotes/",
    "postgresql://{u}:{pw}@pg.saki.lan:5432/rutas",
    "mysql+pymysql://{u}:{pw}@mysql.kaan.lan/tienda",
    "mongodb+srv://{u}:{pw}@cluster0.kaab.lan/colmenas",
    "redis://{u}:{pw}@redis.saki.lan:6379/2",
    "amqp://{u}:{pw}@mq.saki.lan:5672/vans",
    "mqtt://{u}:{pw}@broker.kaab.lan:1883",
    "jdbc:mariadb://db.tsonot.lan:3306/buceo?user={u}&password={pw}",
    "Server=sql.kaan.lan;Database=Tienda;User Id={u};Password={pw};TrustServerCertificate=True",
    "clickhouse://{u}:{pw}@ch.kaab.lan:9000/lecturas",
    "webdav://{u}:{pw}@dav.tsonot.lan/fotos",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "la cadena de conexión es {c}",
    "Kayako #3160: {c}", "Affine page 'Bases de datos': {c}", "u cadenail conexión: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "yaxche-yucatan", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


# Every shape below is the author's guess, not a vendor's published format.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("BeeScanning", "BEESCANNING_API_KEY", _j((HEX, 40))),
    ("Hivebox", "HIVEBOX_TOKEN", _j("hbx_", (ALNUM, 32))),
    ("Flow Hive", "FLOWHIVE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Apis Protect", "APISPROTECT_SECRET", _j((URLSAFE, 43))),
    ("OSBeehives", "OSBEEHIVES_KEY", _j((ALNUM, 36))),
    ("BroodMinder", "BROODMINDER_API_KEY", _j((UPPER_HEX, 32))),
    ("HiveTracks", "HIVETRACKS_TOKEN", _j((B64, 43), "=")),
    ("Pollenity", "POLLENITY_API_KEY", _j((HEX, 48))),
    ("Garmin Descent", "DESCENT_CONNECT_SECRET", _j((ALNUM, 40))),
    ("Ratio Computers", "RATIO_SYNC_KEY", _j((UPPER_DIGITS, 28))),
    ("Xdeep", "XDEEP_SHOP_KEY", _j("xd_live_", (ALNUM, 30))),
    ("Deepblu", "DEEPBLU_API_TOKEN", _j((HEX, 64))),
    ("Diviac", "DIVIAC_API_KEY", lambda g: v.uuid4(g, "b")),
    ("DiveAdmin", "DIVEADMIN_TOKEN", _j((ALNUM, 44))),
    ("Zaui", "ZAUI_API_TOKEN", _j((HEX, 32))),
    ("TrekkSoft", "TREKKSOFT_SECRET", _j((URLSAFE, 48))),
    ("Lodgify", "LODGIFY_API_KEY", _j((B64, 64))),
    ("Sirvoy", "SIRVOY_API_KEY", _j((HEX, 40))),
    ("RoomRaccoon", "ROOMRACCOON_TOKEN", _vendor_jwt("https://api.roomraccoon.example")),
    ("Hostaway", "HOSTAWAY_CLIENT_SECRET", _j((HEX, 64))),
    ("Anfitrión", "ANFITRION_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Kometia", "KOMETIA_TOKEN", _j("kmt_", (ALNUM, 36))),
    ("Jüsto", "JUSTO_PARTNER_KEY", lambda g: v.uuid4(g, "9")),
    ("Kavak", "KAVAK_API_KEY", _j((ALNUM, 32))),
    ("Mifel", "MIFEL_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("BanCoppel", "BANCOPPEL_API_SECRET", _j((HEX, 48))),
    ("Nu México", "NU_MX_TOKEN", _j((ALNUM, 48))),
    ("Tranzer", "TRANZER_API_KEY", _j((HEX, 32))),
    ("Ticketfácil", "TICKETFACIL_TOKEN", _j((ALNUM, 40))),
    ("Autobuses Oriente", "ADO_PARTNER_KEY", _j((UPPER_HEX, 40))),
    ("Jokr", "JOKR_API_TOKEN", _j("jk_", (URLSAFE, 40))),
    ("Frubana", "FRUBANA_API_KEY", _j((HEX, 40))),
    ("Cornershop", "CORNERSHOP_TOKEN", _j((B64, 56))),
    ("Fonart", "FONART_PORTAL_KEY", lambda g: v.uuid4(g, "a")),
    ("Skydropx", "SKYDROPX_API_KEY", _j((ALNUM, 44))),
    ("99minutos", "NOVENTA_Y_NUEVE_TOKEN", _j((HEX, 64))),
    ("Paquetexpress", "PAQUETEXPRESS_KEY", _j((UPPER_DIGITS, 24))),
    ("Redpack", "REDPACK_API_SECRET", _j((URLSAFE, 36))),
    ("Envia.com", "ENVIA_API_TOKEN", _j((HEX, 64))),
    ("Facturama", "FACTURAMA_SECRET", _j((ALNUM, 32))),
    ("Facturapi", "FACTURAPI_KEY", _j("sk_live_", (ALNUM, 40))),
    ("Finkok", "FINKOK_PASSWORD_TOKEN", _j((ALNUM, 28))),
    ("Bind ERP", "BIND_ERP_TOKEN", _vendor_jwt("https://api.bind.example")),
    ("Conekta", "CONEKTA_PRIVATE_KEY", _j("key_", (ALNUM, 27))),
    ("Openpay", "OPENPAY_PRIVATE_KEY", _j("sk_", (HEX, 32))),
    ("Kueski", "KUESKI_API_KEY", _j((ALNUM, 40))),
    ("Belvo", "BELVO_SECRET_PASSWORD", _j((URLSAFE, 64))),
    ("Treble", "TREBLE_API_KEY", _j((HEX, 40))),
    ("Reservamos", "RESERVAMOS_TOKEN", _j((ALNUM, 36))),
    ("Moovit", "MOOVIT_PARTNER_KEY", _j((UPPER_HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "railway variables --set \"{env}={tok}\"",
    "doctl apps spec: envs:\n  - key: {env}\n    value: {tok}\n    type: SECRET",
    "docker run -e {env}={tok} kaan/tienda:3.2",
    "compose.yaml:\n    environment:\n      - {env}={tok}",
    "wrangler.toml:\n[vars]\n{env} = \"{tok}\"",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "Yaxché ERP › Configuración › Integraciones › {vendor}: {tok}",
    "Affine table 'Integraciones': | {vendor} | 2032 | {tok} |",
    "Amplenote task: rotate the {vendor} key {tok}",
    "[10:02] Wilberth: {vendor} key for the sync: {tok}",
    "Kayako #3175: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "la API key de {vendor} es {tok}, no la compartas",
    "uay, la llave de API de {vendor}: {tok}",
    "clave de API de {vendor} para recepción: {tok}",
    "u llaveil API {vendor}: {tok}",
    "je'el u llaveil le API ti' {vendor}: {tok}",
    "{vendor} API key → {tok}",
    "README: set the {vendor} key ({tok}) before running the sync",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    conekta = _r(rng, ALNUM, 27)
    skydropx = _r(rng, ALNUM, 43)
    treble = _r(rng, HEX, 40)
    hivebox = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'conekta.api_key = "key_{conekta}"', conekta),
        Sample("vendor_token", f"curl -H 'Authorization: Token token={skydropx}' https://api.skydropx.example/v1/shipments", skydropx),
        Sample("vendor_token", f'const treble = new TrebleClient({{ apiKey: "{treble}" }});', treble),
        Sample("vendor_token", f"Info.plist:\n<key>HiveboxAuthToken</key>\n<string>{hivebox}</string>", hivebox),
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


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it only shows it once, so here:\n{t}", "ahí te va: {t}",
                "je'ela': {t}", "{t}\n^ the new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of hive scale KAAB-07 (OTAA): {h}": 32,
    "NwkSKey of the Izamal apiary gateway (ABP): {h}": 32,
    "HMAC secret for the Openpay webhook: {h}": 64,
    "AES key of the colectivo GPS trackers' config export: {h}": 32,
    "pre-shared key of the Tulum-Mérida IPsec tunnel (hex): {h}": 64,
    "llave de cifrado del respaldo: {h}": 64,
    "u llaveil cifrado le respaldo: {h}": 48,
    "encryption key for the dive log backups: {h}": 48,
    "la llave hex del cerrojo de la bodega de fibra: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Kayako #3181: token copied from the browser's network tab {t}",
    "Cookie: lang=es-MX; kaan_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "el token es {t}",
    "u token: {t}",
    "Gorgias transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@yaxche.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.yaxche.example/realms/yuc", "azp": "reservas-web",
                   "groups": ["recepcion", "buceo"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Izamal NAS, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.yaxche.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAT_CSD_PRIVATE_KEY": "{key}", "rfc": "see vault"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_vans <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Helpy ticket 94, pegado por el integrador:\n{key}": ("PRIVATE KEY", "\n"),
    "u llaveil privada le servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the export broker's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the honey-fund wallet\n{p}": "english",
    "voice memo: the wallet words are {p} and that's all of them": "english",
    "Megan's old wallet (emptied): {p}": "english",
    "frase de recuperación de la cartera de la cooperativa, no se la pases a nadie: {p}": "spanish",
    "u t'aanil recuperación le cartera: {p}": "spanish",
    "phrase de récupération du portefeuille (le moniteur de plongée de Lyon) : {p}": "french",
    "frase di recupero del portafoglio di Giulia (turista): {p}": "italian",
    "frase de recuperação da carteira do instrutor: {p}": "portuguese",
    "obnovovací fráze peněženky (Tereza, potápěčka): {p}": "czech",
    "지갑 복구 문구 (민준, 다이빙 강사): {p}": "korean",
    "钱包助记词（导游小李）：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]
    bits = {12: 16, 18: 24, 24: 32}[words_n]
    phrase = v.until(
        rng,
        lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits)))),
        _MNEMO[lang].check,
    )
    words = unicodedata.normalize("NFC", phrase).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
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
    if brand == "carnet":  # Mexico's domestic scheme; the prefixes are the author's guesses
        return _card_of(rng, ["506199", "506221", "506247", "506302"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "[11:20] Gaspar: the company card for the compressor parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card number: {c}\nExpires: {mm}/{yy}",
    "Kayako #3190: pay the van service with card {c}",
    "el número de mi tarjeta es {c}, vence {mm}/{yy}",
    "uay, te paso la tarjeta: {c} ({mm}/{yy})",
    "tarjeta del huésped para la garantía: {c}, exp. {mm}/{yy}",
    "u xookil in tarjeta: {c}",
    "Megan: my card for the deposit is {c}, {mm}/{yy}",
    "Tarjeta Carnet de la cooperativa: {c}",
    "voice memo: card {c} expiring {mm}/{yy}",
    "número de tarjeta → {c}",
]  # fmt: skip


_BRANDS = ["visa", "carnet", "mastercard", "amex", "discover", "jcb", "diners", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 04/35, CID {cvv}",
               "the four digits printed above the Amex number: {cvv}",
               "Amex {c}, the four-digit code on the front: {cvv}",
               "los cuatro dígitos del frente de la Amex: {cvv}",
               "código de seguridad de la Amex del huésped: {cvv}",
               "u kanp'éel número tu táan le Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    """Amex's four-digit CIDs only, none that reads as a year."""
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    cvv = v.until(rng, lambda g: _r(g, D, 4), lambda c: not c.startswith(("19", "20")))
    return {"c": number, "cvv": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# BBAN shapes after stdnum's iban.dat (a, n, c as in `secret_classes_values.iban_shaped`).
_IBAN_SHAPES = {"HN": "aaaa" + "n" * 20, "BR": "n" * 23 + "a" + "c", "ES": "n" * 20,
                "VG": "aaaa" + "n" * 16, "DO": "aaaa" + "n" * 20, "LC": "aaaa" + "c" * 24}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice YX-2032-077: please pay the hammock thread to {i} within 30 days",
    "save the Tegucigalpa honey buyer's IBAN: {i}",
    "IBAN: {i}\nReference: lote de miel 14, mayo",
    "[16:40] Yazmín: the Madrid hammock importer's new bank details, IBAN {i}",
    "el IBAN del proveedor es {i}",
    "mi IBAN para el reembolso del tour: {i}",
    "u IBAN le proveedor: {i}",
    "guest refund, IBAN {i}",
    "IBAN del instructor brasileño (pago de temporada): {i}",
    "cuenta en Santo Domingo, IBAN {i}",
    "the BVI charter company's IBAN → {i}",
    "Saint Lucia dive shop, IBAN: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_CURP_STATES = ["YN", "QR", "CC", "DF"]


def _curp(g: random.Random) -> str:
    """A CURP born in Yucatán or Quintana Roo: its check digit from python-stdnum."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = (h.choice("BCDGHMPRSVX") + h.choice("AEIOU") + _r(h, "BCDGHLMPRSTV", 2) + born
                + h.choice("HM") + h.choice(_CURP_STATES) + _r(h, "BCDGHLMNPRSTVXZ", 3) + h.choice(D))  # fmt: skip
        return body + mx_curp.calc_check_digit(body + "0")

    return v.until(g, make, mx_curp.is_valid)


def _rfc(g: random.Random) -> str:
    """A person's RFC: its check digit from python-stdnum."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = (
            h.choice("BCDGHMPRSVX")
            + h.choice("AEIOU")
            + _r(h, "BCDGHLMPRSTV", 2)
            + born
            + _r(h, UPPER_DIGITS, 2)
        )
        return body + mx_rfc.calc_check_digit(body + "0")

    return v.until(g, make, mx_rfc.is_valid)


def _imss(g: random.Random) -> str:
    """An IMSS social-security number (NSS): ten digits and a Luhn digit (`stdnum.luhn`)."""
    body = (
        f"{g.randrange(1, 99):02d}{g.randrange(60, 100):02d}{g.randrange(60, 100):02d}{_r(g, D, 4)}"
    )
    return body + luhn.calc_check_digit(body)


def _gt_nit(g: random.Random) -> str:
    body = str(g.randrange(1_000_000, 99_999_999))
    return str(
        gt_nit.format(v.until(g, lambda h: body + gt_nit.calc_check_digit(body), gt_nit.is_valid))
    )


def _cu_ni(g: random.Random) -> str:
    """A Cuban carnet de identidad: a birth date, a serial whose sixth digit says the century."""

    def make(h: random.Random) -> str:
        return f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{h.choice('0123456')}{_r(h, D, 4)}"

    return v.until(g, make, cu_ni.is_valid)


def _co_nit(g: random.Random) -> str:
    body = str(g.randrange(800_000_000, 999_999_999))
    return str(
        co_nit.format(v.until(g, lambda h: body + co_nit.calc_check_digit(body), co_nit.is_valid))
    )


def _uy_rut(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(1, 22):02d}{_r(h, D, 6)}001"
        return body + uy_rut.calc_check_digit(body)

    return v.until(g, make, uy_rut.is_valid)


def _ve_rif(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "V" + _r(h, D, 8)
        return body + ve_rif.calc_check_digit(body)

    number = v.until(g, make, ve_rif.is_valid)
    return f"{number[0]}-{number[1:9]}-{number[9]}"


def _mx_passport(g: random.Random) -> str:
    """A Mexican passport: a letter and eight digits, no public check."""
    return g.choice("GN") + _r(g, D, 8)


def _ine_cic(g: random.Random) -> str:
    """The CIC printed on the back of an INE voter card: nine digits, no check verified here."""
    return g.choice("123456789") + _r(g, D, 8)


def _yuc_licence(g: random.Random) -> str:
    """A Yucatán driving licence number: the shape is a guess, no check."""
    return "YUC" + _r(g, D, 9)


def _us_passport(g: random.Random) -> str:
    return g.choice("56") + _r(g, D, 8)


def _ca_passport(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 6)


def _residente(g: random.Random) -> str:
    """A Mexican tarjeta de residente temporal's number: the shape is a guess, no check."""
    return f"TRT{_r(g, D, 10)}"


_ID_PLACES: dict[str, Maker] = {
    "CURP de Wilberth para el alta en el IMSS: {s}": _curp,
    "mi CURP es {s}, pa' que no me la vuelvas a pedir": _curp,
    "u CURPil Nicte: {s}": _curp,
    "RFC de la trabajadora de la miel (para la factura): {s}": _rfc,
    "uay, mi RFC: {s}": _rfc,
    "NSS (número de seguridad social) de Balam: {s}": _imss,
    "número de seguro social IMSS de la recamarista: {s}": _imss,
    "NIT of the Guatemalan guide for the invoice: {s}": _gt_nit,
    "NIT del guía de Flores, Guatemala: {s}": _gt_nit,
    "carnet de identidad del instructor cubano: {s}": _cu_ni,
    "Cuban dive instructor's carnet de identidad number: {s}": _cu_ni,
    "NIT del proveedor colombiano de hilo: {s}": _co_nit,
    "RUT del importador uruguayo de hamacas: {s}": _uy_rut,
    "RIF de Odalys (venezolana, recepción): {s}": _ve_rif,
    "mi pasaporte mexicano: {s}": _mx_passport,
    "u xookil u pasaporte Jacinto: {s}": _mx_passport,
    "CIC de la credencial del INE de Landy: {s}": _ine_cic,
    "licencia de manejo de Yucatán del chofer de la combi: {s}": _yuc_licence,
    "Trevor's passport number for the cenote waiver: {s}": _us_passport,
    "Hannah's Canadian passport no. for the dive form: {s}": _ca_passport,
    "tarjeta de residente temporal de Megan: {s}": _residente,
    "my passport number (Megan, US): {s}": _us_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Shopify 2FA recovery codes for the hammock store\n{codes}",
            "backup codes for the dive school's Google account: {codes}",
            "códigos de respaldo de la cuenta de Facturama:\n{codes}",
            "uay, los códigos de recuperación del correo: {codes}",
            "u códigos recuperación: {codes}",
            "Bind ERP backup codes: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Mifel:yazmin@yaxche.example?secret={s}&issuer=Mifel&digits=6",
              "2FA setup key for the Belvo dashboard: {s}",
              "clave de configuración manual del 2FA (Conekta): {s}",
              "TOTP secret for the van GPS portal: {s}"]  # fmt: skip
_CODES = ["{c} is your Lodgify verification code", "BanCoppel: Tu NIP dinámico es {c}. No lo compartas.",
          "Nu México: tu código de verificación es {c}", "u código: {c}", "Use {c} to sign in to Hostaway"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Taller-SakKi-2G", "Telmex-Izamal-5G", "UYichKaab_Coop", "Tsonot-Dive-Staff",
          "Kaan-Jo-Tienda", "Colectivos Saki Base", "Hotel Sak Nikte Staff", "Tulum-Compresor",
          "izzi-Merida-4F2A", "Totalplay-Valladolid"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "staff network {s}, password {pw}",
    "wifi at the extraction room: {s} / {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "the key printed under the Telmex modem: {pw}",
    "la red {s}, contraseña {pw}",
    "uay, el wifi {s} tiene la contra {pw}",
    "red de huéspedes {s} — contraseña: {pw}",
    "le wifi {s}, u contraseñail: {pw}",
    "u contraseñail le wifi {s} leti' {pw}",
    "guest asked for the wifi: {s}, password {pw}",
    "ESP32 hive logger backhaul: ssid {s}, psk {pw}",
    "Megan: the cenote cafe wifi is {s} and the password {pw}",
    "Wi-Fi del cuarto de máquinas: {s} / clave {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sk_live_", (ALNUM, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("key_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra por letra: {t}", "jump'éel jump'éel: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el código del candado de la bodega de henequén: {pw}",
          "u código le candado: {pw}",
          "NIP de la tarjeta de débito de la cooperativa: {pw}",
          "the cenote gate keypad takes {pw} then #",
          "combinación de la caja fuerte de la habitación 214: {pw}",
          "padlock on the tank room at the dive shop: {pw}",
          "mi NIP es {pw}, no se lo digas a nadie",
          "u NIPil in tarjeta: {pw}",
          "door code for the van depot in Valladolid: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["henequen", "xunaan", "tajonal", "chaka", "tsonot", "huipil", "mecate",
                 "sascab", "chultun", "colmena", "hamaca", "combi", "aluxe", "xkokol",
                 "pibil", "jipi"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the shop: {p}": " ",
            "Proton Pass passphrase: {p}": "-",
            "frase de contraseña del respaldo: {p}": " ",
            "u passphrase le respaldo: {p}": ".",
            "KeePassXC database passphrase: {p}": "_",
            "passphrase for the dive log archive: {p}": " ",
            "la frase clave de la bóveda de recepción: {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "HTTPie: http GET api.kaab.lan/colmenas 'Authorization: Bearer {v}'": False,
    "Hoppscotch collection, Authorization = Basic {v}": True,
    "copied from the Lodgify call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "application.properties:\nspring.datasource.username=reservas\nspring.datasource.password={pw}",
    "/etc/msmtprc:\naccount default\nhost smtp.yaxche.example\nuser ventas@yaxche.example\npassword {pw}",
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}\nadmin_passwd = changeme-later",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'colectivos', 'PASSWORD': '{pw}'}}}}",
    "config.yaml (hive logger):\nmqtt:\n  host: broker.kaab.lan\n  user: logger\n  password: \"{pw}\"",
    "docker-compose.yml:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    ".env:\nDB_USER=tienda\nDB_PASS={pw}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "hostapd.conf:\nssid=Tsonot-Dive-Staff\nwpa_passphrase={pw}",
    "rclone.conf:\n[nas]\ntype = sftp\nhost = nas.saki.lan\nuser = respaldo\npass = {pw}",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"avisos\", \"Password\": \"{pw}\"}}}}",
    "values.yaml:\npostgresql:\n  auth:\n    password: {pw}",
    "config.toml:\n[database]\nuser = \"miel\"\npassword = \"{pw}\"",
    "fetchmailrc:\npoll imap.yaxche.example user 'pedidos' password '{pw}'",
    "Node-RED settings.js:\nadminAuth: {{ users: [{{ username: 'admin', password: '{pw}' }}] }}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[08:03] Landy: wifi password?\n[08:04] Eyder: {pw}",
    "[21:10] Russell: root pw for the compressor Pi?\n[21:12] Gaspar: {pw}",
    "Itzel: {pw} is the new admin password for the shop",
    "Trevor: use {pw}, that's what the booking tablet has now",
    "Yazmín: la nueva contraseña es {pw} 👌",
    "Eyder: uay, la contra quedó {pw}",
    "Mayte: ¿la contraseña? {pw}",
    "Balam: u túumben contraseña leti' {pw}",
    "Nicte: le contraseña: {pw}, Dyos bo'otik",
    "Leydi (recepción): la contraseña del sistema ahora es {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_NAMED_AFTER = [  # the value first, then what it was set for
    "{pw} — esa es la contra del wifi de la tienda",
    "{pw}, that's the admin password on the new router",
    "type {pw}; that's the NAS password",
    "{pw} es la contraseña de la compu de recepción, ¿va?",
    "{pw} leti' le contraseña ti' le wifi",
    "{pw} is what I set for the dive shop iPad",
    "{pw} ← contraseña del portal de la miel",
    "{pw} 🔑 (wifi del taller)",
]  # fmt: skip
_named_after = _Family("said_first", _NAMED_AFTER, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_named_after, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
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
    "the decorticator panel password is": "{s}", "contraseña del wifi:": "{s} (desde el cambio de marzo)",
    "la contra es": "{s}", "Hivebox password": "{s}\nchange it after the harvest",
    "u contraseñail:": "{s}", "In contraseña leti'": "{s}", "la clave de recepción es": "{s}",
    "GPS portal password": "{s}", "the password Russell read out on the boat was": "{s}, I think",
    "uay, la nueva contraseña:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Skydropx API key", "{s}", _j((ALNUM, 44))),
    ("split_token", "Facturapi key:", "{s} (facturación)", _j("sk_live_", (ALNUM, 40))),
    ("split_token", "Diviac client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "cooperative wallet backup words", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/36", lambda g: v.grouped(_card(g, "carnet"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HN"))),
    ("split_backup", "Bind ERP recovery codes", "{s}\nqwer-0000-asdf\nzxcv-1111-uiop", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CURP", "{s}", _curp),
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
    '{"desfibradora": {"url": "https://hmi.sakki.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "landy.p", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"basculas": [{"name": "kaab-1"}, {"name": "kaab-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mongosh", "mongodb://mongo.kaan.lan/tienda", "-u", "ventas", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "uay, la contra de la compu es {s}"}': ("meta_password", _plain_pw),
    '{"u_contraseñail": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the van GPS portal as dispatcher with the password {s}"}': ("meta_password", _plain_pw),
    '{"skydropx": {"api_key": "{s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"lodgifyToken": "{s}"}': ("meta_token", _j((B64, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "carnet"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BR")),
    '{"empleado": {"curp": "{s}"}}': ("meta_id", _curp),
    '{"mfa": {"recovery_codes": ["{s}", "abcd-0000-efgh", "ijkl-1111-mnop"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"miel_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Tsonot-Dive-Staff", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"otp": {"totp_secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"hive-logger-fw-1.9.2.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/yaxche/reservas:3.2").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add cenote capacity per slot", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"vans: revert route 4 timetable", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_miel_2032-11.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"inventario-hamacas-2032.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the decorticator panel password before the technician's visit on 2032-06-11.",
    "Landy asked for the shop wifi password; it's on the card in the cash drawer.",
    "Policy: staff passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `SKYDROPX_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Hivebox dashboard asks for a new password every 90 days.",
    "Replace <YOUR_LODGIFY_KEY> in the README with the key from your Lodgify settings.",
    "FACTURAPI_KEY and OPENPAY_PRIVATE_KEY must be set before the nightly invoice job runs.",
    "No le digas tu contraseña a nadie, ni aunque te hablen del banco.",
    "Uay, se me olvidó la contra otra vez, ¿me la reseteas?",
    "Ma' a wa'alik a contraseña ti' mix máak. Dyos bo'otik.",
    "La contraseña debe tener al menos catorce caracteres, con gusto le ayudamos a cambiarla.",
    "Estimado huésped, por su seguridad nunca le pediremos su NIP por teléfono.",
    "Bomba, ya quedó el wifi nuevo; la contraseña te la paso en persona.",
    "The front desk will never ask for your card's security code over WhatsApp.",
    "Upgraded the hive logger firmware from 1.8 to 1.9.2 and paho-mqtt to 2.1.0 over the weekend.",
    f"commit {_COMMIT} adds the cenote capacity per slot.",
    f"Rolled back to {_SHORT} after the route 4 timetable broke the booking page.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL_SUM}",
    f"The hive logger firmware 1.9.2 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of inventario-hamacas-2032.xlsx: {_SHA512}",
    f"The bookings container runs ghcr.io/yaxche/reservas@sha256:{_IMAGE}.",
    f"MD5 of cosecha_miel_2032-11.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8b4e-4d10-a6c2-5e7f1b9d0c34 is the slow one in the booking logs.",
    "Pedido PED-2032-00418: 40 hamacas matrimoniales para la tienda de Playa del Carmen.",
    "Kayako #3207: the compressor at the Tulum dive shop trips its breaker at noon.",
    "Call the Izamal workshop on +52 988 954 0217 before two in the afternoon.",
    "The colectivo to Valladolid leaves from Calle 50 every 30 minutes, fare 95 pesos.",
    "Lote de miel LM-2032-IZA-0311, 280 kg, humedad 18.2 %, floración de tajonal.",
    "HS code 5305.00 covers sisal fibre; 0409.00 is natural honey; 5608.90 covers hammocks.",
    "Código postal de Izamal: 97540; de Tulum: 77760; de Valladolid: 97780.",
    "After five wrong passwords the GPS portal locks the account for 20 minutes.",
    "The henequen drying line is 40 m long and a bale weighs about 200 kg.",
    "The secret of good Yucatán honey is the tajonal bloom in November.",
    "Ask Wilberth for the warehouse padlock code, I don't have it.",
    "My card ending 4417 was declined at the Tizimín hardware store.",
    "The Honduran buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop's Shopify account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TREBLE_API_KEY` in the secrets store, never in the repository.",
    "ISBN 978-607-16-0512-3 is the Maya–Spanish dictionary on the front-desk shelf.",
    "The guest wifi 'Hotel Sak Nikte Guest' is open, no password needed.",
    "Ruta 4 Mérida–Izamal–Valladolid: salidas 06:00, 08:30, 11:00, 14:30 y 18:00.",
    "Van YUC-4821 is in the shop until Friday; use YUC-5530 for the Chemax run.",
    "Booking #TUL-2032-5581: 4 divers, Dos Ojos and The Pit, pickup 07:15 at Hotel Sak Nikte.",
    "The cenote Zací is 45 m across; max depth on the Pit dive is 40 m.",
    "Factura A-2032-0918 por 12,400 MXN, pagada con transferencia el 3 de mayo.",
    "Ts'onot Dive Tulum 2032 Season Catalogue, 24 pages.",
    "La contraseña del wifi está pegada en el refri de la cocina, ahí la ves.",
    "u contraseñail le wifi yaan tu refri.",
    "The JWT expiry is one hour; the refresh token lasts a day.",
    "Set PGPASSWORD from the vault before running the backup; never type it in the script.",
    "Tracking 99minutos 7720381945 — the hammock parcel arrives Thursday.",
    "Room 214's safe was reset by housekeeping after the guest checked out.",
    "Hammock sizes: sencilla 3.2 m, matrimonial 4 m, familiar 4.5 m; 150 or 200 threads.",
    "The API version is v3 and the rate limit is 600 requests per minute.",
    "The bees were moved from Izamal to Tekax on 2032-03-14, 48 hives.",
    "Remember: the Amex four-digit code is on the front, the others' on the back.",
    "El CURP tiene 18 caracteres y el RFC de persona física 13.",
    "Gate code changes every season; ask the manager at the start of your shift.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/yaxche/hivebox", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "3207", "pedido": "PED-2032-00418"}',
    '{"lote": {"id": "LM-2032-IZA-0311", "peso_kg": 280, "humedad_pct": 18.2}}',
    '{"phone": "+52 988 954 0217", "city": "Izamal"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "hamacas_en_stock": 1284}',
    '{"hs_code": "5305.00", "origin": "MX", "description": "sisal fibre"}',
    '{"route": "4", "van": "YUC-4821", "departures": ["06:00", "08:30"]}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
