# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-eleventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-ninth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-tenth to two-hundred-and-thirteenth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (211604387),
password words (a cider-apple variety, a year and a sign; a fish of the Cantabrian fleet and a
port; a steelworks word, a furnace number and a sign; pelota words joined by dots with a number;
a cheese and a town; leet words of the txotx, the txistera and the frontoi with a year; a name,
a birth year, a sign and a valley; a bus line and a town in capitals; a generator's groups and
random runs), names, places, templates, tools, vendors and layouts, the way the staff of
Txotx Kosta Taldea (fictional: cider houses in Astigarraga and Hernani, a fish auction and
anchovy boats in Ondarroa, Lekeitio and Mutriku, a steelworks-heritage museum by the old blast
furnaces in Barakaldo, pelota courts in Iruña and Maule, a sheep's-cheese cooperative in the
Ultzama and Roncal valleys, a border bus line Donostia-Baiona and a small savings bank with
offices in Bilbao, Gasteiz and Baiona) leak secrets into an assistant's memory. The texts are
WhatsApp, Telegram, Signal, Slack, Teams, Element, Zulip and Rocket.Chat messages, chat logs with
times, tickets, wiki pages and tables, notes, e-mails, runbooks, README fragments, shell prompts,
code (Python, JavaScript, PHP, Go, Ruby, Kotlin, Rust, C#, Bash), configs, a voice-memo transcript,
dictated text and requests to the assistant itself; the label's separators run from a colon, "is"
and a dash to an arrow, an emoji, a new line, quotes (`"…"`, `«…»`, `“…”`), parentheses and a tab.

Tools, flags and variables none of heldouts 5 to 209 names (each grepped): LemonLDAP::NG's
`lemonldap-ng-cli set ldapPassword`, Samba's `smbencrypt`, AqBanking's `aqhbci-tool4` with its
pin file's `PIN_…` line, SuperTokens' `API_KEYS`, the variable `MAILER_PASSWORD`, and the
company's own tools and variables (`sagardo-pos`, `lonja-sync`, `gazta-koop`, `hegobus-ctl`,
`frontoi-book`, `batuz-sign`, `txalupa-ais`; `SAGARDO_POS_DB_PASSWORD`, `LONJA_SYNC_TOKEN`,
`HEGOBUS_API_SECRET`, `GAZTA_KOOP_DB_PASS`, `FRONTOI_BOOK_SECRET`, `TXALUPA_AIS_TOKEN`,
`BATUZ_CERT_PASSWORD`, `ARRANTZA_SFTP_PASS`). Beside them connection strings, env files, compose,
systemd and Kubernetes layouts, a wifi QR code, `otpauth://`, JWTs, PEM blocks and Basic and
Bearer headers in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 189 of 390): Basque (Euskara batua, Bizkaian and Gipuzkoan texting, Souletin), Navarrese and
Basque-country Spanish texting, Béarnese Gascon and French Basque-country texting. The wordings
are the author's approximations, checked by no speaker, built around a few marker words and the
loanwords people text (password, wifi, PIN, token, server, API key, backup): batua's
`pasahitza … da`, `hau da`, `berria`, `gakoa`, `sarea`, `kodea`, `zenbakia`, `ez esan inori`,
`eskerrik asko`, `gorde`; Bizkaian's `barria`, `dot`, `dau`, `emon`, `zan`, `aupa`; Gipuzkoan's
`jarri diot`, `bidali dizut`, `kaixo`, `ba`, `ze ondo`; Souletin's `düt`, `düzü`, `zü`, `pasahitz
berria`, `agur`; Navarrese texting's `majo`, `ascape`, `la contra`, `pues`, `oye`, `¿sabes?`;
Basque-country Spanish's `aupa`, `potxolo`, `agur`, `eskerrik`, `clave`; Gascon's `lo mot de pas
qu'ei`, `la clau`, `adishatz`, `mercés`, `n'at digas pas a digun`; French texting's `mdp`, `c'est`,
`stp`, `slt`, `milesker`; the apostrophe is typed as ASCII, as people text it, though print
writes `’` (`qu’ei`, `n’at`). The Souletin lines (`düt`, `düzü`), the Gascon `lo mot de pas` and
`la clau deu wifi`, and the Bizkaian `emon deutsut` are the thinnest guesses.

Vendors (Sarenet, Irontec, IZFE, BATUZ, Euskotren, Bizkaibus, Lurraldebus, Tuvisa, Villavesa,
Hegobus, Txik Txak, Transports 64, Ipar Kutxa, Eroski, Irizar, Vicomtech, Tecnalia and Gureak)
are ones heldouts 5 to 209 do not name (grepped by name). No shape here is one the author knows
to be real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, the `srn_`,
`ivz_`, `btz_live_`, `ekt-`, `ipk_sk_`, `irz.` and `tcn_` prefixes, a JWT for BATUZ); the JWTs are
well-formed.

The ids are kinds heldouts 5 to 209 do not use or use once: Spain's referencia catastral of a
cider house's plot, drawn until `stdnum.es.referenciacatastral` validates its two check letters,
and a French n° TVA of the Baiona office, drawn until `stdnum.fr.tva` validates its key; the
others are invented shapes that no library or this file checks: Navarre's health card code
(CIPNA), a carné de manipulador de alimentos, a Basque `gidabaimena` (driving licence) number
under its Basque name, a Spanish passport under `pasaporte zenbakia` and a Souletin label, and a
pelota federation member card. Card numbers pass Luhn (the value helpers' brands, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes of heldouts 5 to 209 (Kazakhstan, Latvia, Mauritius, Nicaragua, Palestine and Slovakia,
sixteen corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come
from `mnemonic`'s English, Spanish, French, Italian, Portuguese and Czech lists, each with a valid
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
from stdnum.es import referenciacatastral as es_catastro
from stdnum.fr import tva as fr_tva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 211_604_387
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


_APPLES = ["Urtebi", "Errezila", "Goikoetxea", "Mozoloa", "Txalaka", "Bostkantoi", "Gezamina",
           "Moko", "Patzuloa", "Txori", "Udare", "Mendiola"]  # fmt: skip
_FISH = ["Antxoa", "Berdela", "Hegaluzea", "Txitxarro", "Legatza", "Bisigua", "Txipiroia",
         "Sardina", "Kabratxoa"]  # fmt: skip
_PORTS = ["Ondarroa", "Lekeitio", "Mutriku", "Bermeo", "Getaria", "Pasaia", "Hondarribia",
          "Donibane", "Elantxobe"]  # fmt: skip
_STEEL = ["Altzairua", "Labegaraia", "Galdara", "Burdinola", "Kokea", "Lingotea", "Ijezketa"]
_PELOTA = ["frontoi", "txistera", "errebote", "pala", "erremonte", "xare", "bota", "pilota"]
_CHEESE = ["Idiazabal", "Roncal", "OssauIraty", "Ultzama", "Urbasa", "Aralar", "Entzia"]
_TOWNS = ["Astigarraga", "Hernani", "Barakaldo", "Maule", "Baiona", "Gasteiz", "Iruna",
          "Bilbo", "Donostia", "Lizarra", "Atharratze", "Ordizia", "Zubieta"]  # fmt: skip
_VALLEYS = ["Erronkari", "Zaraitzu", "Baztan", "Ultzama", "Aezkoa", "Xiberoa", "Urola"]
_NAMES = ["Ane", "Unai", "Maite", "Iker", "Nerea", "Gorka", "Amaia", "Peio", "Ainhoa", "Xabi",
          "Itziar", "Mikel", "Garazi", "Joxemari", "Maddi", "Battitt", "Jon", "Leire", "Koldo",
          "Pantxika", "Fermin", "Mirentxu", "Ekaitz", "Oihana"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Txot0x", "Tx1st3r4", "Fr0nt01", "S4g4rd0", "G4zt4", "P1l0t4", "L4b3", "Tr41n3r4"]


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_APPLES)}{g.randrange(1975, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FISH)}{g.choice(_PORTS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_STEEL)}Labe{g.randrange(1, 10)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 3)}",
    lambda g: ".".join(g.sample(_PELOTA, 2)) + "." + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_CHEESE)}{g.choice(_TOWNS)}{g.randrange(2, 100)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2010)}{g.choice(_SYMBOLS)}{g.choice(_VALLEYS)}",
    lambda g: f"L{g.randrange(1, 30)}{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
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
    # English, many separators
    "WhatsApp, Ane: the sagardotegi till (Astigarraga) admin password is {pw}",
    "Slack #lonja: fish auction scale terminal password: {pw}",
    "Teams chat, Iker → the blast-furnace museum kiosk password - {pw}",
    "Signal from Maite: museum audio-guide CMS password → {pw}",
    "Telegram, Gorka: 🔑 {pw} (the frontoi booking admin)",
    "Element room #gazta: cheese-cave humidity controller password\n{pw}",
    "Zulip stream ops > topic 'Baiona office': office NAS password \"{pw}\"",
    "Rocket.Chat DM from Peio: bus ticket machines, service password ({pw})",
    "note to self: savings-bank branch router password = {pw}",
    "Ticket TKT-2211: cider press PLC web password is {pw}; please rotate after the season",
    "e-mail from Nerea: Hi, the login for the anchovy boat's chartplotter, password «{pw}».",
    "runbook, Maule frontoi scoreboard: admin password\t{pw}",
    "wiki table | Pelota court booking | admin | {pw} |",
    "README.md (internal): default password for the txotx kiosk is `{pw}`",
    "remember: the Gasteiz branch alarm panel password is “{pw}”",
    "voice memo: okay so the cheese cooperative laptop password is {pw} okay bye",
    "hey assistant, store this: Bilbao branch VPN password {pw}",
    "please remember the Donostia-Baiona bus depot PC password: {pw}",
    "Slack, Xabi: password was set to {pw} for the lonja ice machine",
    "the password for the museum shop till is now {pw}",
    # Basque batua
    "WhatsApp, Amaia: sagardotegiko wifiaren pasahitza {pw} da",
    "Telegram, Unai: pasahitz berria: {pw}",
    "Mikel: frontoiko ordenagailuaren pasahitza hau da → {pw}",
    "oharra: gazta-kooperatibako zerbitzariaren pasahitza: {pw} (ez esan inori)",
    "Garazi: lonjako ordenagailuko pasahitza {pw} da, eskerrik asko",
    "Itziar: pasahitza aldatu dut, berria {pw} da",
    "Slack #museoa: labe zaharreko kioskoaren pasahitza - {pw}",
    "gorde hau mesedez: kutxako bulegoko pasahitza {pw}",
    # Bizkaian texting
    "Koldo: aupa! pasahitz barria {pw} da, ondo?",
    "Joxemari: Ondarroako lonjako pasahitza aldatu dot → {pw}",
    "Leire: emon deutsut pasahitza: {pw}",
    "Ekaitz: itsasontziko ordenagailuan barria ipini dot: {pw}",
    # Gipuzkoan texting
    "Oihana: kaixo! sagardotegiko kaxako pasahitza {pw} da ba",
    "Jon: jarri diot pasahitz berria: {pw}",
    "Maddi: bidali dizut pasahitza, {pw} ze ondo",
    "Mirentxu: Hernaniko bulegoko pasahitza ba: {pw}",
    # Souletin
    "Battitt: pasahitz berria düt: {pw}",
    "Pantxika: Mauleko frontoiko pasahitza {pw} düzü, agur",
    "Battitt: zük ere gorde pasahitza: {pw}",
    # Navarrese / Basque-country Spanish texting
    "Fermin: majo, la contra del ordenador del frontón es {pw}",
    "Fermin: oye, la contraseña del wifi del txoko: {pw}, ¿sabes?",
    "Amaia: aupa! contraseña nueva del TPV de la sidrería → {pw}",
    "Iker: pues la clave del router de la quesería es {pw}",
    "Gorka: ascape cambia la contraseña, la de ahora es {pw}",
    "Nerea: contraseña de la báscula de la lonja: «{pw}» agur",
    "Unai: la contra del museo: {pw} eskerrik potxolo",
    "Koldo: contraseña del PC de cocheras de Hegobus = {pw}",
    # Béarnese Gascon
    "Pèir: lo mot de pas qu'ei {pw}, adishatz",
    "Pèir: lo mot de pas navèth: {pw} — n'at digas pas a digun",
    "Marieta: mot de pas deu frontoi de Maule → {pw}, mercés",
    # French Basque-country texting
    "Maddi: slt, le mdp de la caisse c'est {pw}",
    "Battitt: mdp du poste de la banque à Baiona : {pw} milesker",
    "Pantxika: stp note le mot de passe du fronton : {pw}",
    "Peio: le mot de passe du wifi de la fromagerie c'est {pw}",
    "Ane: mdp → {pw} (le PC du car Donostia-Baiona)",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ane.etxeberria", "iker", "txotx-admin", "lonja", "museoa", "gazta", "bus-ops",
          "frontoi", "kutxa-ops", "maite.z", "peio.h", "root", "admin"]  # fmt: skip
_LOGINS = [
    "sidrería TPV — user: {u} / pass: {pw}",
    "login: {u}\npassword: {pw}",
    "creds for the lonja scale server are {u} and {pw}",
    "sign in to the museum CMS as {u} with {pw}",
    "erabiltzailea: {u}, pasahitza: {pw}",
    "erabiltzailea {u} eta pasahitza {pw} dira",
    "usuario {u} contraseña {pw} (el de la quesería)",
    "usuario: {u} / clave: {pw}",
    "utilisateur {u}, mdp {pw}",
    "identifiant : {u} — mot de passe : {pw}",
    "{u} / {pw}",
    "u={u} p={pw}",
    "Frontoi booking admin {u}:{pw}",
    "| bus depot PC | {u} | {pw} |",
    "nom d'utilizaire {u}, mot de pas {pw}",
    "Battitt: erabiltzaile {u}, pasahitza düt {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELLED = [
    "the password is the word {w} followed by {n}",
    "it's {w} with a capital first letter and {n} at the end",
    "pasahitza {w} hitza da, eta gero {n}",
    "la contra es la palabra {w} y luego el {n}",
    "le mdp c'est le mot {w} puis {n}",
    "type {w}, then {n}; that's the admin password",
    "the name of the boat, {w}, followed by {n}",
    "lo mot de pas qu'ei lo mot {w} e puish {n}",
    "{w}{n} — hori da wifiaren pasahitza",
    "spell it: {w} then the numbers {n}",
    "izen txikian {w} eta amaieran {n}, hori da pasahitza",
    "Gorka: {w} y el {n} todo junto, esa es la clave del TPV",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_APPLES + _FISH + _CHEESE).lower()
    number = str(rng.randrange(1000, 100_000))
    return {"w": word, "n": number, "secret": f"{word}{number}" if "{w}{n}" in template else number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "lemonldap-ng-cli set ldapPassword '{pw}'",
    "smbencrypt '{pw}'",
    "echo 'PIN_20950000_{u} = \"{pw}\"' > ~/.aqbanking/pinfile && aqhbci-tool4 --pinfile ~/.aqbanking/pinfile getsysid",
    "sagardo-pos sync --user {u} --password {pw}",
    "lonja-sync push --auth {u}:{pw} --port ondarroa",
    "gazta-koop backup --db-pass={pw}",
    "hegobus-ctl login -u {u} -p {pw}",
    "frontoi-book admin reset --new-password '{pw}'",
    "batuz-sign --cert kutxa.p12 --cert-password {pw} invoice-2211.xml",
    "txalupa-ais --station lekeitio --password={pw}",
    "SAGARDO_POS_DB_PASSWORD={pw} ./sagardo-pos migrate",
    "MAILER_PASSWORD='{pw}' php bin/console app:send-invoices",
    "sshpass -p '{pw}' ssh {u}@lonja-gw.txotx.lan",
    "mysql -u {u} -p'{pw}' gazta",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ane@sagardotegi:~$ {c}", "root@lonja-srv:~# {c}", "PS C:\\kutxa> {c}",
    "Slack #ops, Iker pasted: {c}", "runbook step 3:\n```\n{c}\n```", "history | tail -1\n  512  {c}",
    "agindua exekutatu dut: {c}", "el comando que lancé: {c}", "la commande : {c}",
    "[09:14] peio: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.txotx.lan:5432/sagardo",
    "mysql://{u}:{pw}@gazta-db.txotx.lan:3306/koop",
    "mongodb+srv://{u}:{pw}@lonja.mongo.txotx.net/auction",
    "redis://{u}:{pw}@cache.txotx.lan:6379/2",
    "amqp://{u}:{pw}@mq.txotx.lan:5672/bus",
    "sftp://{u}:{pw}@sftp.ipar-kutxa.example:22/in/",
    "ftp://{u}:{pw}@museoa-nas.txotx.lan/audio/",
    "Server=sql.txotx.lan;Database=Kutxa;User Id={u};Password={pw};",
    "jdbc:postgresql://pg.txotx.lan/hegobus?user={u}&password={pw}",
    "https://{u}:{pw}@frontoi.txotx.eus/admin/",
    "rtsp://{u}:{pw}@cam-lonja.txotx.lan:554/live",
    "smtp://{u}:{pw}@mail.txotx.eus:587",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string: {c}", "konexio katea: {c}",
    "cadena de conexión de la quesería: {c}", "URL de la base : {c}", "Ticket TKT-2230: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _batuz_jwt(g: random.Random) -> str:
    issued = 1_960_000_000 + g.randrange(2_000_000)
    claims = {"iss": "batuz", "aud": "txotx-kosta", "sub": f"nif_{_r(g, UPPER_DIGITS, 9)}",
              "iat": issued, "exp": issued + 86_400}  # fmt: skip
    return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)


# (vendor, env name, maker)
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Sarenet", "SARENET_API_KEY", _j("srn_", (ALNUM, 32))),
    ("Irontec", "IVOZ_API_TOKEN", _j("ivz_", (HEX, 40))),
    ("IZFE", "IZFE_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("BATUZ", "BATUZ_API_TOKEN", _batuz_jwt),
    ("BATUZ", "BATUZ_SECRET_KEY", _j("btz_live_", (ALNUM, 36))),
    ("Euskotren", "EUSKOTREN_API_KEY", _j("ekt-", (LOWER_DIGITS, 40))),
    ("Bizkaibus", "BIZKAIBUS_KEY", _j((HEX, 32))),
    ("Lurraldebus", "LURRALDEBUS_TOKEN", _j((URLSAFE, 43))),
    ("Tuvisa", "TUVISA_API_KEY", _j((HEX, 48))),
    ("Villavesa", "VILLAVESA_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Hegobus", "HEGOBUS_API_SECRET", _j((B64, 40), "==")),
    ("Txik Txak", "TXIKTXAK_TOKEN", _j((ALNUM, 40))),
    ("Transports 64", "T64_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Ipar Kutxa", "IPARKUTXA_SECRET", _j("ipk_sk_", (ALNUM, 40))),
    ("Eroski", "EROSKI_B2B_KEY", _j((HEX, 64))),
    ("Irizar", "IRIZAR_TELEMATICS_KEY", _j("irz.", (URLSAFE, 24), ".", (URLSAFE, 32))),
    ("Vicomtech", "VICOMTECH_API_KEY", _j((ALNUM, 48))),
    ("Tecnalia", "TECNALIA_TOKEN", _j("tcn_", (LOWER_DIGITS, 36))),
    ("Gureak", "GUREAK_API_KEY", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [
    "{vendor} API key: {tok}",
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} integration broken, current key {tok}",
    "Integrations › {vendor}: {tok}",
    "{vendor}-en API gakoa: {tok}",
    "{vendor}ko API gakoa {tok} da",
    "clave de API de {vendor}: {tok}",
    "la API key de {vendor} es {tok}",
    "clé d'API {vendor} : {tok}",
    "la clau d'API de {vendor} qu'ei {tok}",
    "config.py:\n{env} = \"{tok}\"",
    "const {env} = '{tok}'; // {vendor}",
    "$_ENV['{env}'] = '{tok}';",
    "{vendor} token for prod: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    sarenet = _r(rng, HEX, 40)
    tuvisa = _r(rng, ALNUM, 32)
    eroski = _r(rng, HEX, 32)
    irontec = _r(rng, ALNUM, 36)
    ipark = _r(rng, ALNUM, 44)
    supertokens = _r(rng, ALNUM, 40)
    return [
        Sample("vendor_token", f'resp = requests.get("https://api.sarenet.example/v2/dns", headers={{"X-Api-Key": "{sarenet}"}})', sarenet),
        Sample("vendor_token", f'client := tuvisa.NewClient("txotx-kosta", "{tuvisa}")', tuvisa),
        Sample("vendor_token", f'Eroski::B2B.configure {{ |c| c.api_key = "{eroski}" }}', eroski),
        Sample("vendor_token", f'val ivoz = IvozClient(apiKey = "{irontec}") // Irontec', irontec),
        Sample("vendor_token", f'let client = IparKutxa::new("{ipark}"); // Ipar Kutxa sandbox? no, prod', ipark),
        Sample("vendor_token", f"supertokens docker env:\nAPI_KEYS={supertokens}", supertokens),
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


_BARE_PLACES = ["{t}", "gorde hau: {t}", "it only shows it once:\n{t}", "guárdame esto: {t}",
                "{t}\n^ berria, zaharra ez dabil", "garde-moi ça : {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the cheese-cave sensor GZ-04: {h}": 32,
    "HMAC secret for the sidrería booking webhook: {h}": 64,
    "AES key of the lonja scale export: {h}": 32,
    "babeskopiaren zifratze gakoa: {h}": 64,
    "clave de cifrado de las copias del museo: {h}": 64,
    "clé de chiffrement de la sauvegarde (Baiona): {h}": 48,
    "pre-shared key of the bus depot IPsec tunnel (hex): {h}": 64,
    "NwkSKey of the anchovy-boat tracker: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket TKT-2240: token copied from the browser {t}",
    "Cookie: lang=eu; txotx_session={t}",
    "FRONTOI_BOOK_SECRET={t}",
    "tokena: {t}",
    "el token de la sidrería es {t}",
    "le token du fronton : {t}",
    "keep this bearer token for me {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@txotx.eus"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.txotx.eus/realms/kosta", "azp": "frontoi-book"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the lonja server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/kutxa.txotx.eus.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"BATUZ_SIGNING_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_bus <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "zerbitzariaren gako pribatua:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "clé privée du serveur de Baiona :\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(block), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup words: {p}": "english",
    "recovery phrase of the old cooperative wallet\n{p}": "english",
    "voice memo: the seed words are {p} and that's all of them": "english",
    "zorroaren berreskuratze esaldia: {p}": "english",
    "frase de recuperación de la cartera de la peña: {p}": "spanish",
    "palabras semilla, majo, no las pierdas: {p}": "spanish",
    "phrase de récupération du portefeuille : {p}": "french",
    "mots de secours deu portafuèlh : {p}": "french",
    "frase di recupero del portafoglio (Maule): {p}": "italian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "seed phrase, Gorka's hardware wallet: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "the cooperative's card for the cheese-cave parts is {c}, exp {mm}/{yy}",
    "txartelaren zenbakia: {c}, {mm}/{yy}",
    "nire txartela {c} da",
    "número de la tarjeta de la sidrería: {c} caduca {mm}/{yy}",
    "la tarjeta, majo: {c}",
    "numéro de carte : {c} exp {mm}/{yy}",
    "lo numèro de la carta qu'ei {c}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Ticket TKT-2251, customer pasted: card {c}",
    "Battitt: txartel zenbakia düt {c}",
    "card no. {c}\nexpiry {mm}/{yy}",
    "voice memo: card number {c} expiring {mm} {yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay", "maestro", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", " "][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 06/36, security code {cvv}",
               "atzeko aldeko hiru zenbakiak: {cvv}",
               "los tres números de atrás son {cvv}",
               "les trois chiffres au dos : {cvv}",
               "Amex {c}, four-digit code on the front: {cvv}",
               "the three digits on the back are {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 209; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "LV": "aaaa" + "c" * 13, "MU": "aaaa" + "n" * 19 + "aaa",
                "NI": "aaaa" + "n" * 20, "PS": "aaaa" + "c" * 21, "SK": "n" * 20}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice F-2211: please pay the apple supplier to {i}",
    "IBAN: {i}\nconcept: sagardo 2211",
    "kontu zenbakia (IBAN): {i}",
    "nire IBANa {i} da",
    "el IBAN del proveedor de cuajo: {i}",
    "IBAN de la fromagerie : {i}",
    "lo IBAN qu'ei {i}",
    "save the Riga cod exporter's IBAN: {i}",
    "Ticket TKT-2260: new bank details, IBAN {i}",
    "Slack #kutxa: transfer to {i} today",
    "Joxemari: IBAN barria {i}",
    "wiki | Almaty bus-parts supplier | {i} |",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _catastro(g: random.Random) -> str:
    """A Spanish referencia catastral: 18 characters and two check letters."""

    def make(h: random.Random) -> str:
        head = _r(h, D, 7) + _r(h, UPPER, 2) + _r(h, D, 5) + _r(h, D, 4)
        return head + es_catastro.calc_check_digits(head)

    return v.until(g, make, es_catastro.is_valid)


def _tva(g: random.Random) -> str:
    """A French n° TVA: FR, a two-digit key and a Luhn-valid SIREN."""

    def make(h: random.Random) -> str:
        body = str(h.randrange(1, 10)) + _r(h, D, 7)
        siren = body + luhn.calc_check_digit(body)
        return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"

    return v.until(g, make, fr_tva.is_valid)


def _cipna(g: random.Random) -> str:
    return f"{_r(g, D, 8)}{g.choice(UPPER)}"


def _manipulador(g: random.Random) -> str:
    return f"NA-MA-{g.randrange(2015, 2033)}-{_r(g, D, 6)}"


def _gidabaimena(g: random.Random) -> str:
    return f"{_r(g, D, 8)}-{g.choice(UPPER)}"


def _pasaporte(g: random.Random) -> str:
    return f"{_r(g, UPPER, 3)}{_r(g, D, 6)}"


def _federation(g: random.Random) -> str:
    return f"FNP-{_r(g, D, 4)}-{_r(g, UPPER_DIGITS, 4)}"


_ID_PLACES: dict[str, Maker] = {
    "referencia catastral de la sidrería de Astigarraga: {s}": _catastro,
    "sagardotegiko lursailaren erreferentzia katastrala: {s}": _catastro,
    "n° TVA du bureau de Baiona : {s}": _tva,
    "numéro de TVA intracom de la fromagerie : {s}": _tva,
    "CIPNA de mi tarjeta sanitaria de Navarra: {s}": _cipna,
    "Osasunbidea card code (CIPNA) for Fermin: {s}": _cipna,
    "carné de manipulador de alimentos nº {s}": _manipulador,
    "food handler card number: {s}": _manipulador,
    "nire gidabaimenaren zenbakia: {s}": _gidabaimena,
    "gidabaimena: {s}": _gidabaimena,
    "pasaporte zenbakia: {s}": _pasaporte,
    "nire pasaportea {s} da": _pasaporte,
    "Battitt: pasaporte zenbakia düt {s}": _pasaporte,
    "licencia de la federación de pelota: {s}": _federation,
    "pilota federazioko lizentzia: {s}": _federation,
    "my passport number is {s}": _pasaporte,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["2FA backup codes for the kutxa admin account:\n{codes}",
            "babeskopia kodeak (2FA): {codes}",
            "códigos de recuperación de la cuenta de la sidrería: {codes}",
            "codes de secours du compte Baiona :\n{codes}",
            "recovery codes, Google Workspace of the cooperative {codes}",
            "2FA berreskuratze kodeak:\n{codes}",
            "códigos de backup del 2FA, majo: {codes}",
            "Backup codes (GitHub, txotx-kosta org): {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/TxotxKosta:ane@txotx.eus?secret={s}&issuer=TxotxKosta&digits=6",
              "2FA setup key for the kutxa portal: {s}",
              "TOTP secret for the lonja admin: {s}",
              "2FA gakoa (eskuz): {s}",
              "clave TOTP del panel de Hegobus: {s}",
              "clé secrète 2FA (saisie manuelle) : {s}"]  # fmt: skip
_CODES = ["{c} is your Ipar Kutxa verification code",
          "Zure egiaztapen kodea: {c}",
          "Tu código de verificación es {c}",
          "Votre code de vérification : {c}",
          "Use {c} to sign in to Txotx Kosta",
          "Hegobus: egiaztatze-kodea {c}. Ez eman inori."]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Sagardotegi-Gonbidatuak", "Txotx-Kosta-5G", "Lonja-Ondarroa", "Museoa-Labeak",
          "Frontoi-Maule", "Gazta-Koop-Ultzama", "Hegobus-Cocheras", "Kutxa-Baiona-Office",
          "Euskaltel-WiFi-7F21", "Livebox-Baiona-3C", "MOVISTAR_Iruna_5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\npassword: {pw}",
    "{s} sarearen pasahitza: {pw}",
    "wifiaren pasahitza {pw} da ({s})",
    "Koldo: wifi barria {s}, pasahitza {pw}",
    "la contraseña del wifi {s} es {pw}",
    "wifi de la sidrería: {s} / {pw}",
    "le code wifi de {s} c'est {pw}",
    "mdp wifi {s} : {pw}",
    "la clau deu wifi {s} qu'ei {pw}",
    "Battitt: wifi {s}, pasahitza düt {pw}",
    "the key printed under the Livebox: {pw}",
    "wifi? \nMaite: {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
    "guest network {s} uses {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("srn_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "letraz letra: {t}", "letra a letra, majo: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-"][index % 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["sagardotegiko atearen kodea: {pw}", "the cheese-cave keypad takes {pw} then #",
          "el código del candado de la lonja es {pw}", "le code du portail du fronton : {pw}",
          "alarm code for the Gasteiz branch: {pw}", "kutxako txartelaren PIN-a {pw} da",
          "PIN de la tarjeta: {pw}", "lo còde de la pòrta qu'ei {pw}",
          "Koldo: atearen kode barria {pw}", "museum storeroom door code -> {pw}",
          "code de la porte du dépôt de bus : {pw}", "SIM PIN of the boat's router: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [5, 6, 7, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kupela", "txotx", "sagarra", "antxoa", "txalupa", "labea", "burdina",
                 "txistera", "frontoia", "gazta", "ardia", "mendia", "itsasoa", "kaia"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the kutxa vault: {p}": " ",
            "pasaesaldia (Bitwarden): {p}": "-",
            "frase de paso del disco de la lonja: {p}": " ",
            "phrase de passe du coffre : {p}": ".",
            "backup passphrase: {p}": " ",
            "age passphrase for the museum archive: {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether its value is a Basic user:password pair
    "curl -H 'Authorization: Basic {v}' https://frontoi.txotx.eus/api/bookings": True,
    "Authorization: Basic {v}": True,
    "goiburua: Authorization: Bearer {v}": False,
    "cabecera Authorization: Bearer {v}": False,
    "Postman, header Authorization = Basic {v}": True,
    "en-tête : authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "docker-compose.yml:\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "k8s secret:\napiVersion: v1\nkind: Secret\nmetadata:\n  name: gazta-koop\nstringData:\n  GAZTA_KOOP_DB_PASS: {pw}",
    "/etc/systemd/system/lonja-sync.service:\n[Service]\nEnvironment=LONJA_SYNC_TOKEN={pw}\nExecStart=/usr/local/bin/lonja-sync daemon",
    ".env:\nSAGARDO_POS_DB_PASSWORD={pw}\nSAGARDO_POS_DB_HOST=pg.txotx.lan",
    ".env.production:\nMAILER_PASSWORD=\"{pw}\"",
    "config/database.yml:\nproduction:\n  adapter: postgresql\n  username: kutxa\n  password: {pw}",
    "settings.py:\nDATABASES = {{\"default\": {{\"USER\": \"frontoi\", \"PASSWORD\": \"{pw}\"}}}}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Kutxa\": \"Server=sql;User Id=app;Password={pw};\"}}}}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "application.properties:\nspring.datasource.username=hegobus\nspring.datasource.password={pw}",
    "lemonldap-ng.ini:\n[portal]\nldapPassword = {pw}",
    "/etc/txalupa-ais.conf:\nstation = ondarroa\nTXALUPA_AIS_TOKEN = {pw}",
    "Helm values.yaml:\nbatuz:\n  certPassword: \"{pw}\"   # BATUZ_CERT_PASSWORD",
    "rclone.conf:\n[arrantza]\ntype = sftp\nhost = sftp.txotx.lan\nuser = lonja\n# ARRANTZA_SFTP_PASS={pw}",
    "main.go:\nconst hegobusSecret = \"{pw}\" // HEGOBUS_API_SECRET",
    "deploy.sh:\nexport FRONTOI_BOOK_SECRET='{pw}'",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENVS = [
    "Environment=\"GAZTA_KOOP_DB_PASS={pw}\"",
    "  - name: BATUZ_CERT_PASSWORD\n    value: \"{pw}\"",
    "ARRANTZA_SFTP_PASS={pw}",
    "docker run -e HEGOBUS_API_SECRET={pw} txotx/hegobus-bridge",
    "env:\n  TXALUPA_AIS_TOKEN: {pw}",
    "export LONJA_SYNC_TOKEN={pw}",
    "[Service]\nEnvironment=MAILER_PASSWORD={pw}",
    "variables:\n  SAGARDO_POS_DB_PASSWORD: \"{pw}\"",
]  # fmt: skip
_envs = _Family("env_assignment", _ENVS, _with(lambda g: _r(g, ALNUM, 24)), "pw")


_CHATS = [
    "Ane: wifi pasahitza?\nIker: {pw}",
    "[07:02] gorka: root pw for the lonja server?\n[07:03] maite: {pw}",
    "Peio: {pw} is the new frontoi admin password",
    "Nerea: use {pw}, that's what I set for the cheese-cave router",
    "Koldo: {pw} ipini dot routerrean",
    "Oihana: {pw}, hori da sagardotegiko pasahitza",
    "Fermin: {pw}, esa es la contra del TPV",
    "Maddi: {pw} c'est le mdp du fronton",
    "Pèir: {pw}, qu'ei lo mot de pas",
    "Battitt: {pw} düt pasahitza",
    "[21:40] unai: kutxako VPN pasahitza?\n[21:41] ane: {pw}",
    "Amaia: la de siempre no, ahora es {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 26), (_spelled, 12), (_cli, 30), (_urls, 12), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 16), (_backups, 8), (_totp, 6), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 6), (_auth, 6), (_configs, 16), (_chats, 12),
    (_envs, 8),
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
    "the sidrería TPV admin password is": "{s}",
    "lonjako pasahitza:": "{s} (denboraldia hasi aurretik aldatu)",
    "la contraseña del frontón es": "{s}",
    "mdp du poste de Baiona :": "{s}\nà changer après l'été",
    "lo mot de pas qu'ei": "{s}",
    "pasahitz barria:": "{s}",
    "museum kiosk password": "{s}",
    "Battitt: pasahitza düt": "{s}",
    "the password Iker read out over the radio was": "{s}, I think",
    "clave del router de la quesería:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Sarenet API key", "{s}", _j("srn_", (ALNUM, 32))),
    ("split_token", "Euskotren key:", "{s} (open data)", _j("ekt-", (LOWER_DIGITS, 40))),
    ("split_token", "IZFE client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "cooperative wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/37", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LV"))),
    ("split_backup", "kutxa recovery codes", "{s}\nqwer12-ab34cd\nzxcv56-ef78gh", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "referencia catastral", "{s}", _catastro),
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
    '{"sidreria": {"url": "https://tpv.txotx.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"pasahitza": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "lonja", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"routers": [{"name": "gazta-a"}, {"name": "gazta-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["hegobus-ctl", "login", "-u", "bus-ops", "-p", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "frontoiko pasahitza {s} da"}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the museum CMS as museoa with the password {s}"}': ("meta_password", _plain_pw),
    '{"sarenet": {"api_key": "{s}"}}': ("meta_token", _j("srn_", (ALNUM, 32))),
    '{"tuvisaToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"bizkaibus_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SK")),
    '{"office": {"tva": "{s}"}}': ("meta_id", _tva),
    '{"mfa": {"recovery_codes": ["{s}", "qwer12-ab34cd", "zxcv56-ef78gh"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"peña_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"kupela_gela": {"atearen_kodea": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Txotx-Kosta-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"press-plc-firmware-4.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/txotx/frontoi-book:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"lonja: add hake grades", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bus: fix border stop times", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"txotx_2033-01-19.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"gazta-export-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the sidrería TPV password before the txotx season opens in January.",
    "Iker asked for the lonja wifi password; it's on the card in the harbour office drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `SARENET_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_EUSKOTREN_KEY> in the README with the key from the open-data portal.",
    "LONJA_SYNC_TOKEN and HEGOBUS_API_SECRET must be set before the nightly sync runs.",
    "Ez esan inori zure pasahitza.",
    "Pasahitzak gutxienez hamalau karaktere izan behar ditu.",
    "Pasahitza ahaztu duzu? Egin klik hemen.",
    "Ez dot pasahitza gogoratzen, bihar galdetuko deutsat Koldori.",
    "Kaixo! Pasahitza aldatu behar dugu ba, baina ez gaur.",
    "Pasahitza ez düt, Battitten galtegin.",
    "La contraseña debe tener por lo menos catorce caracteres, majo.",
    "Oye, no pongas la contra en el grupo, ¿sabes?",
    "No me acuerdo de la clave del TPV, pregúntale a Fermin.",
    "Lo mot de pas que deu aver quatòrze caractèrs.",
    "N'at digas pas a digun, lo mot de pas.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "slt, t'as le mdp du fronton ? je l'ai perdu",
    "Upgraded the press PLC firmware from 4.0 to 4.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the hake grades to the lonja app.",
    f"Rolled back to {_SHORT} after the border stop times broke the timetable export.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The press PLC firmware 4.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of gazta-export-2032.parquet: {_SHA512}",
    f"The booking container runs ghcr.io/txotx/frontoi-book@sha256:{_IMAGE}.",
    f"MD5 of txotx_2033-01-19.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9e1f20-7a4b-4d11-9e2f-5b6a8c0d1e73 is the slow one in the booking logs.",
    "Purchase order PO-2033-00211 for 400 kg of Urtebi apples ships on Thursday.",
    "Ticket TKT-2299: the Maule frontoi scoreboard flickers at night.",
    "Call the Ondarroa fish auction on +34 946 83 12 40 before six in the morning.",
    "Call the Baiona office on +33 5 59 25 48 10 after ten.",
    "Bus line E21 Donostia-Baiona leaves at 07:45 from Plaza Gipuzkoa.",
    "The cheese cave is at 10 °C and 85 % relative humidity; the rind room is at 12 °C.",
    "After five wrong passwords the kutxa portal locks the account for 20 minutes.",
    "A kupela holds about 12,000 litres of cider; txotx means the cask is opened.",
    "The secret of good Idiazabal is the latxa sheep's milk, not the smoke.",
    "Ask Koldo for the cheese-cave keypad code, I don't have it.",
    "My card ending 4417 was declined at the Hernani hardware store.",
    "The Riga exporter wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the kutxa admin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `BATUZ_CERT_PASSWORD` in the secrets store, never in the repository.",
    "Sarenet moved the API key page under Panel › Developers in its March release.",
    "ISBN 978-84-9172-145-6 is the pelota history book in the museum shop.",
    "The guest wifi 'Sagardotegi-Gonbidatuak' is open, no password needed.",
    "Lot GZ-2033-ULT-0211, 3.2 kg wheel, aged 180 days; the tasting score was 91.",
    "Anchovy quota for the Ondarroa fleet: 1,250 tonnes this spring.",
    "The blast furnace No. 1 closed in 1996; the museum opened in 2031.",
    "Pasahitzen politika: 90 egunean behin aldatu.",
    "Zure txartelaren azken lau zenbakiak 0932 dira, ez dut gehiago esango.",
    "La tarjeta que acaba en 7781 está bloqueada, llama al banco.",
    "Le code postal de Maule est 64130, celui de Baiona 64100.",
    "El frontón de Iruña cierra los lunes; la cancha dos está en obras.",
    "Wifi-aren izena Txotx-Kosta-5G da; pasahitza Koldok daki.",
    "Tokenak proiektu bakoitzeko ematen dira eta urtebetean iraungitzen dira.",
    "Order number 2211-4471-88 for the txistera repair is ready.",
    "Hake (legatza) sold at 7.40 €/kg at the Lekeitio auction on Monday.",
    "The PIN pad at the museum shop is broken; use the other terminal.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-01-10T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/txotx/tpv", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 211}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "TKT-2299", "purchase_order": "PO-2033-00211"}',
    '{"lot": {"id": "GZ-2033-ULT-0211", "weight_kg": 3.2, "aged_days": 180}}',
    '{"phone": "+34 946 83 12 40", "city": "Ondarroa"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "casks": 42}',
    '{"bus_line": "E21", "from": "Donostia", "to": "Baiona", "departure": "07:45"}',
    '{"pasahitza_aldatua": "2033-01-10", "wifi_ssid": "Txotx-Kosta-5G"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
