# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixty-third corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-sixtieth's docstring,
the fifth to two-hundred-and-sixtieth only to search them (grep) for the languages, wordings,
tools, flags, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the library docs
of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round corpora, the
corpora written at the same time (the two-hundred-and-fifty-eighth, two-hundred-and-sixty-first
and two-hundred-and-sixty-second), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (263518074), password words (a Galápagos animal, a coastal town or islet, a number and a sign;
two coastal food or craft words joined by an underscore and a number; a name, a birth year, a sign
and a town; leet words of Galápagos, piquero, tortuga, chévere, toquilla, albacora, spondylus,
Montañita and lobito with a year; a toquilla hat's grade and rows per inch, `Superfino28v!`; a tuna
lot's species, weight and hold, `Skipjack62kg-B3K`; an inter-island route and seat, `SCY-PAY-…`; a
name and a surfboard's length; two Kichwa words and a number; a generator's five dotted groups of
four; random runs), names, places, templates, tools, vendors and layouts, the way the staff of a
fictional company (Piquero Azul, with a naturalist guide office in Puerto Ayora, a tuna cannery's
dispatch desk in Manta, a surf hostel in Montañita, a panama-hat weavers' shop in Montecristi and
an inter-island boat ticket kiosk on San Cristóbal) leak secrets into an assistant's memory. The
texts are chats with times, booking-system and property-system notes (Checkfront, Rezdy,
FareHarbor, Bokun, Cloudbeds, Hostaway, Little Hotelier, Smoobu, Beds24, TrekkSoft, Xola, Guesty),
tickets, wiki tables and breadcrumbs, e-mails, runbooks, READMEs, shell prompts (Prompt 3, Rio,
Extraterm, Hyper, ZOC, mRemoteNG, Termux, PowerShell), voice-memo transcripts, a guide's log and
briefing, dictated text and requests to the assistant itself; the separators run from a colon,
"is" (`es`, `ist`, `lautet`, Kichwa's `-mi` glued to the value), a dash and an em dash to an arrow
(`→`), an emoji (`🤫`), a new line, guillemets (`«…»`), backticks, quotes and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 260,
258 left out, that name each): in none, Puerto Ayora, Montañita, chévere, Emetebe, Banco
Bolivariano and Hyper terminal; in one, Montecristi, ñaño, Tipti, Xtrim, Puntonet, Datil,
Contifico, Little Hotelier, Guesty, eviivo, Rezgo, Tourplan, Trace Register, Tracefish, OceanMind,
Global Fishing Watch, Surfline, Magicseaweed, Ilapak, Hostelworld, Tripadvisor, Kushki, Payphone,
Datafast, PlacetoPay, Produbanco, Servientrega, Tramaco, Deuna, PowerDNS's `gmysql-password` and
Moonraker; in two, San Cristóbal, Pichincha, Rezdy, FareHarbor, Bokun, Checkfront, TrekkSoft, Xola,
Hostaway, Lodgify, Beds24, Smoobu, Stormglass, Viator, GetYourGuide, Civitatis, Prompt 3, Rio
terminal, `fossil user password`, ZoneMinder's `zm.conf`, OctoPrint, `rcon.password`, rspamd and
Roundcube's `des_key`; in three, Cloudbeds, `transmission-remote -n`, `deluge-console connect`,
`zkCli addauth digest`, `nzsql -pw`, `pscp -pw`, `linphonecsh register`, inadyn, darkice,
phpipam and Pi-hole's `WEBPASSWORD`; in four to seven, `pjsua --password`, `sipp -ap`, `swaks
--auth-password`, `ibmcloud login -p`, `cf login -p`, `jarsigner -storepass`, `apksigner
--ks-pass`, `wput`, `yt-dlp -p`, `memtier_benchmark -a`, `isql-fb`, `db2 connect … using`,
`arangosh`, `cypher-shell`, `openconnect --passwd-on-stdin`, `rdesktop -p`, `x11vnc -passwd`,
`pdftk user_pw`, `unrar -p`, `etcdctl --user`, `emqx_ctl admins passwd`, `vsql -w`, `iwctl
--passphrase`, offlineimap, 3proxy, `ipsec.secrets`, Extraterm, ZOC and mRemoteNG. The common
layouts (env files, `export`, `docker run -e`, dokku, `fly secrets set`, `railway variables`,
Kubernetes secrets, `appsettings.json`, database URLs, JWTs, PEM blocks, `otpauth://`, Basic and
Bearer headers in Insomnia, Thunder Client, HTTPie and Caddy, the `WIFI:` QR string, hostapd and
wpa_supplicant, `.fetchmailrc`, Traccar, CSV rows, Markdown tables, YAML, Bitwarden, Enpass,
KeePass, Proton Pass, Aegis, Sparrow, Nunchuk, BlueWallet, Phoenix and Muun, BitLocker and
FileVault), all named in many earlier corpora, are in wordings of their own.

About half of the secret samples are in other languages than English: Ecuadorian Spanish as it is
texted (`clave`, `contraseña`, `clave del cajero`, `código`, `es`, `aquí está` / `aki ta` "here
it is", `no le digas a nadie`, `no le pases a nadie` "don't tell anyone", `gracias` / `grax`,
`porfa`, `ñaño`, `pana`, `chévere`, `mande?`, `oye ve`, `mija`, `de ley`, `qué fue`, `usuario`,
`cadena de conexión`, `códigos de respaldo`, `frase semilla`, `candado`); Kichwa of the highlands
(`pakalla shimi` "secret word" for a password, `pakalla yupay` "secret number" for a PIN,
`paskana` "opener" for a key, `shuti` "name" for a user, `kaymi` / `kaypimi` "here it is", the
suffix `-mi` as "is" and `-ka` for the topic, `ama pimanpash willankichu` "don't tell anyone",
`yupaychani` "thanks", `mushuk` "new", `ñukapak` "my", `wasi` "house", `chaymanta` "then",
`antawa` for a computer, `kumputadora` as a loan); the Galápagos guides' English ("ok folks",
"wet landing", the panga, the park ranger); and German of backpackers (`Passwort`, `Kennwort`,
`WLAN-Passwort`, `Geheimzahl`, `Code`, `API-Schlüssel`, `Token`, `ist`, `lautet`, `hier ist`,
`sag's keinem`, `verrat's niemandem`, `danke`, `Benutzer`, `Nutzer`, `geändert auf`,
`Bestätigungscode`, `Backup-Codes`, `Wiederherstellungsschlüssel`, `Reisepassnummer`,
`Abgabenkontonummer`), with Portuguese, Italian, French and Czech only around seed phrases of
suppliers abroad. The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are all of the Kichwa: `pakalla shimi` for a password, `pakalla yupay` for a PIN,
`paskana` for a key, `antawa` for a computer, `waqaychik kodikuna` for backup codes, `Amex-ka ñawpa
chusku yupay` for an Amex's front code, `kay kamachita rurarkani` "I ran this command", and the
glued `-mi` after a value.

Vendors (Payphone, Kushki, Datafast, PlacetoPay, Deuna, Produbanco, Banco Pichincha, Servientrega,
Tramaco, Datil, Contifico, Tipti, Rezdy, FareHarbor, Bokun, Checkfront, TrekkSoft, Xola, Cloudbeds,
Little Hotelier, Hostaway, Guesty, Lodgify, Beds24, Smoobu, eviivo, Rezgo, Tourplan, Hostelworld,
Tripadvisor, Viator, Civitatis, Trace Register, Tracefish, OceanMind, Global Fishing Watch,
Stormglass, Surfline, Magicseaweed, Xtrim, Puntonet and Emetebe) were grepped by name, each in at
most three earlier corpora (Emetebe in none). No shape here is one the author knows to be real:
every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, a pair of
UUIDs for Stormglass, JWTs for Payphone, Hostelworld and Global Fishing Watch, and the `dna_sk_`,
`cbat_` and `emt_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Ecuador's
cédula (`stdnum.ec.ci`, in one earlier corpus by grep) and a natural person's RUC (`stdnum.ec.ruc`,
in none), Peru's DNI with its check character (`stdnum.pe.cui`, one), Colombia's NIT
(`stdnum.co.nit`, one), Paraguay's RUC (`stdnum.py.ruc`, none), Uruguay's RUT (`stdnum.uy.rut`,
one), Venezuela's RIF (`stdnum.ve.rif`, one) and Austria's Abgabenkontonummer (`stdnum.at.tin`,
one). Kinds no library or this file checks (no check-digit algorithm is written here; the shapes
are guesses): an Ecuadorian passport, a Galápagos transit control card (TCT), a Galápagos
permanent resident card, a German passport's serial and a Peruvian carnet de extranjería. Card
numbers pass Luhn (Elo and an Ecuadorian debit prefix, a guess, drawn here, and the value helpers'
Visa, Mastercard, Amex, Diners, Discover and Maestro, checked with python-stdnum's `luhn`); the
card codes are Amex's four-digit CIDs only, drawn so that none reads as a year. Ecuador issues no
IBANs; the IBANs are of Costa Rica, Brazil, El Salvador, Nicaragua, the Falkland Islands, Burundi
and Somalia (a rough count of the country codes in the IBAN shape tables of heldouts 5 to 260
finds each in twenty-one corpora, about the fewest), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, Spanish, Portuguese, Italian, French and Czech lists,
each drawn until `Mnemonic(lang).check` accepts it. Short values (PINs, card codes, one-time
codes) are drawn again until no clean text holds them.
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
from stdnum.at import tin as at_tin
from stdnum.co import nit as co_nit
from stdnum.ec import ci as ec_ci
from stdnum.ec import ruc as ec_ruc
from stdnum.pe import cui as pe_cui
from stdnum.py import ruc as py_ruc
from stdnum.uy import rut as uy_rut
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 263_518_074
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


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


def _not_in_clean(make: Maker) -> Maker:
    """A short value (a PIN, a code) drawn again until no clean text holds it."""

    def draw(g: random.Random) -> str:
        blob = "\n".join(CLEAN) + json.dumps(CLEAN_METADATA, ensure_ascii=False)
        return v.until(
            g, make, lambda value: value not in blob and not value.startswith(("19", "20"))
        )

    return draw


_ANIMALS = ["Piquero", "Fragata", "Iguana", "Lobito", "Tortuga", "Pinzon", "Albatros", "Manta",
            "Pelicano", "Zayapa", "Gaviota", "Flamenco", "Pinguino", "Tintorera", "Garrapatero",
            "Cucuve"]  # fmt: skip
_COAST = ["Toquilla", "Panga", "Muelle", "Bolon", "Encebollado", "Chifle", "Ceviche", "Guayusa",
          "Albacora", "Barbudo", "Balsa", "Spondylus", "Malecon", "Chonta", "Mangle", "Cangrejo"]  # fmt: skip
_PLACES = ["PuertoAyora", "Bellavista", "Baquerizo", "Isabela", "Floreana", "Manta", "Jaramijo",
           "Montanita", "Olon", "Ayampe", "Montecristi", "Pile", "Jipijapa", "Tortuga", "Chato",
           "Lobería", "Frigatebird"]  # fmt: skip
_NAMES = ["Wilmer", "Jhonny", "Maritza", "Gissela", "Byron", "Nathaly", "Segundo", "Fausto",
          "Galo", "Darwin", "Kuri", "Sisa", "Nina", "Amaru", "Inti", "Jonas", "Lena", "Fynn",
          "Mareike", "Tobias", "Narcisa", "Washington", "Yadira", "Holger"]  # fmt: skip
_KICHWA = ["inti", "killa", "yaku", "urku", "sacha", "tamya", "kuri", "wayra", "allpa", "tuta",
           "pacha", "rumi", "sisa", "amaru"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["G4l4p4g0s", "P1qu3r0", "T0rtug4", "Ch3v3r3", "T0qu1ll4", "Alb4c0r4", "Sp0ndylu5",
         "M0nt4n1t4", "L0b1t0"]  # fmt: skip


def _hat(g: random.Random) -> str:
    """A toquilla hat's grade and its rows per inch, the way the weavers' shop makes a password."""
    return f"{g.choice(['Superfino', 'Fino', 'Extrafino', 'Brisa'])}{g.randrange(14, 40)}v{g.choice(_SYMBOLS)}"


def _tuna(g: random.Random) -> str:
    """A tuna lot at the cannery: a species, a weight and a hold."""
    return f"{g.choice(['Yellowfin', 'Skipjack', 'Bigeye', 'Albacora'])}{g.randrange(12, 90)}kg-B{g.randrange(1, 9)}{g.choice(UPPER)}"


def _ferry(g: random.Random) -> str:
    """An inter-island route and a seat, as the ticket kiosk writes them."""
    route = g.choice(["SCY-PAY", "PAY-ISA", "SCY-ISA", "PAY-FLO"])
    return f"{route}-{g.randrange(1, 40):02d}{g.choice(UPPER)}{g.choice(_SYMBOLS)}"


def _board(g: random.Random) -> str:
    """A surfboard's length in feet and inches joined to a name."""
    return f"{g.choice(_NAMES)}{g.randrange(5, 10)}p{g.randrange(0, 12)}{g.choice(['Longboard', 'Fish', 'Gun', 'Shortie'])}"


def _generator(g: random.Random) -> str:
    """A generator's five groups of four capitals and digits, joined by dots."""
    return ".".join(_r(g, UPPER_DIGITS, 4) for _ in range(5))


# The ways people there pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ANIMALS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "_".join(w.lower() for w in g.sample(_COAST, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _hat,
    _tuna,
    _ferry,
    _board,
    lambda g: f"{g.choice(_KICHWA)}{g.choice(_KICHWA).capitalize()}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    _generator,
    lambda g: f"{g.choice(_COAST).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "[07:42] Wilmer (guías PA): the Raymarine Axiom on the panga 'Cucuve II' has admin password {pw}",
    "Checkfront note, Puerto Ayora desk: Garmin GPSMAP chartplotter web password {pw}",
    "Rezdy booking comment (internal): the Victron Cerbo on the dive boat, password {pw}",
    "FareHarbor staff note: Furuno NavNet login for the Floreana run is password {pw}",
    "Bokun internal memo: the Starlink router on the 'Sula' now uses password {pw}",
    "Cloudbeds front-desk note, Montañita hostel: Ubiquiti controller password {pw}",
    "Hostaway inbox, Lena (volunteer): the Sonos in the hammock bar has password {pw}",
    "Little Hotelier house note: the reception PC password is {pw}",
    "Smoobu message to staff: Yale lock bridge password {pw}",
    "Beds24 note on room 6: the minibar tablet password is {pw}",
    "Marel Innova on the Manta canning line: the operator password is {pw}",
    "Baader filleting line HMI, Manta cannery: service password {pw}",
    "Ilapak wrapper panel, dispatch desk: password {pw}",
    "Trace Register account for the Manta cannery, password {pw}",
    "Tracefish portal, skipjack lots: password {pw}",
    "Global Fishing Watch login for the compliance desk: password {pw}",
    "Stormglass dashboard password for the surf forecast screen: {pw}",
    "Surfline Premium account for the hostel lobby TV, password {pw}",
    "Datafast POS at the Montecristi shop: supervisor password {pw}",
    "Payphone merchant panel, hat shop account, password {pw}",
    "Hi Segundo,\n\nthe password of the dispatch desk's e-mail is {pw}. Delete this once you've copied it.\n\nGracias,\nNarcisa",
    "Runbook: reopen the ticket kiosk after a power cut\n1. switch on the UPS\n2. log into the kiosk PC as taquilla\n3. password {pw}\n4. start the ferry sales app",
    "README (San Cristóbal kiosk)\nthe sales app runs at http://kiosko.pazul.lan:8080, admin password `{pw}`.",
    "Incident 2032-02-19: the Victron VRM of the 'Sula' was shared publicly with password {pw}",
    "voice memo: the naturalist office laptop password is {pw} full stop",
    "note to self: Produbanco app password {pw}",
    "my Banco Bolivariano online banking password is {pw} now",
    "can you remember my Banco Pichincha app password? it's {pw}",
    "after the reset the Emetebe booking account password became {pw}",
    "Galápagos guide briefing, don't read aloud: the ranger station tablet password is {pw}",
    "ñaño la clave del correo de la bodega es {pw}, no le pases a nadie",
    "mande? ah la contraseña del router del hostal: {pw}",
    "pana, la clave nueva del Datafast es {pw} 🤫",
    "oye ve, contraseña de la compu de despacho → {pw}",
    "chévere, ya cambié la clave del Banco Pichincha, ahora es {pw}",
    "mija la contraseña del wifi de la tienda de sombreros es «{pw}» grax",
    "aki ta la clave del sistema de la taquilla: {pw}",
    "de ley no le digas a nadie, clave de la Marel: {pw}",
    "Maritza: la contraseña del correo de guías quedó en {pw}",
    "la clave del Payphone del local de Montecristi es {pw}, porfa no la compartas",
    "pakalla shimi: {pw}",
    "ñukapak pakalla shimika {pw}mi, ama pimanpash willankichu",
    "wasipak router pakalla shimi kaymi: {pw}",
    "Kuri: mushuk pakalla shimika {pw}mi. Yupaychani!",
    "antawa (kumputadora) pakalla shimi → {pw}",
    "Sisa: taquilla kumputadorapak pakalla shimika kaypimi: {pw}",
    "Das Passwort fürs Hostel-WLAN-Portal ist {pw}",
    "hier ist mein Mail-Passwort: {pw}, sag's keinem",
    "Jonas: Kennwort für den Laptop im Tauchshop lautet {pw}",
    "Passwort vom Surfbrett-Verleih-Tablet: {pw} – danke dir!",
    "Notiz (Lena): Online-Banking-Passwort {pw}, verrat's niemandem",
    "Mareike: neues Passwort für die Bokun-Seite → {pw}",
    "Fynn: Zugangspasswort vom Kiosk-PC auf San Cristóbal: {pw}",
    "ok folks, quick one for the guides' group: the panga's Garmin password is {pw}",
    "guide log, Isabela: the park ranger's laptop password is {pw}, wet landing at 7",
    "Remember this for me please: the Tripadvisor owner account password is {pw}",
    "the Viator supplier portal password is {pw}",
    "GetYourGuide supplier login password: {pw}",
    "Civitatis partner extranet — password {pw}",
    "Hostelworld inbox password for the Montañita hostel: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wilmer", "jhonny.m", "maritza", "gissela.c", "byron", "nathaly", "segundo", "fausto.l",
          "galo", "darwin.q", "kuri", "sisa.t", "nina", "amaru", "inti.y", "jonas", "lena.k",
          "fynn", "mareike", "narcisa", "washington", "yadira", "holger.v", "taquilla",
          "despacho", "guias-pa"]  # fmt: skip
_LOGINS = [
    "[08:03] Byron: el login del Datafast es {u} / {pw}",
    "TrekkSoft note: {u} locked out of the Furuno NavNet, last password {pw}",
    "user {u} pass {pw}",
    "Wiki › Cannery › Dispatch › Marel Innova: {u} — {pw}",
    "| sistema | usuario | clave |\n|---|---|---|\n| Taquilla SCY | {u} | {pw} |",
    "sign into the Rezdy back office as {u} with {pw}",
    "Baader HMI creds {u}:{pw}",
    "usuario: {u}\ncontraseña: {pw}",
    "- host: kiosko-scy\n  user: {u}\n  pass: {pw}",
    "Xola staff account {u}, password {pw}",
    "Galo says the Trace Register account is {u} and the password is {pw}",
    "system,user,password\nilapak-hmi,{u},{pw}",
    "ssh {u}@despacho.pazul.lan (password {pw})",
    "creds for the Starlink dashboard are {u} and {pw}",
    "ñaño el usuario es {u} y la clave {pw}, chévere?",
    "pana te paso: usuario {u}, contraseña {pw}",
    "mande? ya: user {u} clave {pw}",
    "shuti: {u}, pakalla shimi: {pw}",
    "ñukapak shutika {u}mi, pakalla shimika {pw}mi",
    "Benutzername {u}, Passwort {pw}",
    "Login fürs Hostel-Portal: Benutzer {u} / Kennwort {pw}",
    "Jonas: Nutzer {u}, PW {pw}, danke!",
    "guest Wi-Fi portal admin: {u} / {pw}",
    "Guesty login: {u}:{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["piquero", "fragata", "zayapa", "cucuve", "tintorera", "garrapatero", "lobito",
               "spondylus", "encebollado", "guayusa", "chonta", "canchalagua", "barbudo", "muchin"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all lower case, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the kiosk PC it's {w} and {d} at the end",
    "voice memo: the hostel wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "la clave es la palabra {w}, en minúsculas, y después {d}",
    "ñaño la contraseña es {w} pegado con {d}, así nomás",
    "pakalla shimika {w} shimimi, chaymanta {d}",
    "Das Passwort ist das Wort {w}, klein geschrieben, dann {d}",
    "Kennwort: erst {w}, danach die Zahl {d}",
    "guides, listen up: password is {w}{d}, one word",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "transmission-remote kiosko-scy.pazul.lan:9091 -n '{u}:{pw}' -l",
    "deluge-console \"connect 127.0.0.1:58846 {u} {pw}; info\"",
    "zkCli.sh -server zk1.pazul.lan:2181 addauth digest {u}:{pw}",
    "nzsql -host nz.pazul.lan -d CANNERY -u {u} -pw '{pw}'",
    "pscp -pw '{pw}' lotes-2032-03.csv {u}@despacho.pazul.lan:/srv/lotes/",
    "vsql -h vertica.pazul.lan -U {u} -w '{pw}' -c 'select count(*) from lotes'",
    "linphonecsh register --host sip.pazul.lan --username {u} --password '{pw}'",
    "pjsua --id sip:{u}@sip.pazul.lan --registrar sip:sip.pazul.lan --realm '*' --username {u} --password '{pw}'",
    "sipp -sn uac -au {u} -ap '{pw}' -m 1 sip.pazul.lan",
    "swaks --to despacho@piqueroazul.ec --server smtp.pazul.lan:587 --auth LOGIN --auth-user {u} --auth-password '{pw}'",
    "ibmcloud login -a https://cloud.ibm.com -u {u} -p '{pw}'",
    "cf login -a https://api.cf.pazul.lan -u {u} -p '{pw}' -o piquero -s prod",
    "jarsigner -keystore kiosk.jks -storepass '{pw}' taquilla.apk kiosk",
    "apksigner sign --ks kiosk.jks --ks-key-alias kiosk --ks-pass pass:{pw} taquilla.apk",
    "wput lotes.csv ftp://{u}:{pw}@ftp.pazul.lan/lotes/",
    "yt-dlp -u {u} -p '{pw}' https://video.pazul.lan/charla-piqueros",
    "memtier_benchmark -s redis.pazul.lan -p 6379 -a '{pw}' -n 1000",
    "isql-fb -user {u} -password '{pw}' fb.pazul.lan:/data/taquilla.fdb",
    "db2 connect to LOTES user {u} using '{pw}'",
    "arangosh --server.endpoint tcp://arango.pazul.lan:8529 --server.username {u} --server.password '{pw}'",
    "cypher-shell -a neo4j://graph.pazul.lan -u {u} -p '{pw}'",
    "echo '{pw}' | openconnect --user={u} --passwd-on-stdin vpn.piqueroazul.ec",
    "rdesktop -u {u} -p '{pw}' caja-montecristi.pazul.lan",
    "x11vnc -display :0 -passwd '{pw}' -forever -shared",
    "pdftk manifiesto-0312.pdf output manifiesto-lock.pdf user_pw '{pw}'",
    "unrar x -p'{pw}' fotos-piqueros-2032.rar",
    "etcdctl --user {u}:{pw} --endpoints https://etcd1.pazul.lan:2379 get /kiosk/config",
    "emqx_ctl admins passwd {u} '{pw}'",
    "kopia repository connect server --url https://kopia.pazul.lan:51515 --override-username {u} --password '{pw}'",
    "skopeo copy --dest-creds {u}:{pw} docker://taquilla:1.4 docker://registry.pazul.lan/taquilla:1.4",
    "fossil user password {u} '{pw}' -R taquilla.fossil",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.pazul.lan/tarifas-2032.xlsx",
    "iwctl --passphrase '{pw}' station wlan0 connect Hostal-Ola-5G",
    "wget --user={u} --password='{pw}' https://intranet.pazul.lan/reportes/capturas.csv",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Prompt 3 on the iPad, kiosk session: {c}", "Rio terminal ~/taquilla $ {c}",
    "Extraterm, byron@despacho:~$ {c}", "Hyper terminal: {c}", "ZOC session 'cannery-db':\n$ {c}",
    "mRemoteNG tab 'Montecristi caja': {c}", "PowerShell en la compu de despacho:\nPS C:\\despacho> {c}",
    "el comando que corrí ayer: {c}", "ñaño corre esto: {c}", "kay kamachita rurarkani: {c}",
    "Befehl, den ich im Hostel ausgeführt hab: {c}", "history | tail -1\n  512  {c}",
    "Termux on Wilmer's phone:\n~ $ {c}", "guide laptop, Santa Cruz highlands:\n% {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.pazul.lan:5432/taquilla",
    "mysql+pymysql://{u}:{pw}@db-hostal.pazul.lan/reservas",
    "mongodb://{u}:{pw}@mongo.pazul.lan:27017/lotes?authSource=admin",
    "redis://{u}:{pw}@redis.pazul.lan:6379/2",
    "ftp://{u}:{pw}@ftp.pazul.lan/capturas/",
    "rtsp://{u}:{pw}@cam-muelle.pazul.lan:554/h264",
    "sqlserver://sql.pazul.lan:1433;database=Despacho;user={u};password={pw}",
    "clickhouse://{u}:{pw}@ch.pazul.lan:9000/capturas",
    "amqp://{u}:{pw}@rabbit.pazul.lan:5672/kiosk",
    "webdav://{u}:{pw}@nube.pazul.lan/remote.php/dav/files/{u}/",
    "neo4j+s://{u}:{pw}@graph.pazul.lan:7687",
    "oracle+oracledb://{u}:{pw}@ora.pazul.lan:1521/?service_name=CANNERY",
    "imaps://{u}:{pw}@mail.piqueroazul.ec:993/INBOX",
]  # fmt: skip
_URL_PLACES = [
    "TAQUILLA_DATABASE_URL={c}", "Metabase connection for the ferry sales: {c}",
    "keep this connection string for me: {c}", "la cadena de conexión es {c}", "ñaño, el URL: {c}",
    "Verbindungs-URL fürs Hostel: {c}", "Wiki › Kiosk › DB: {c}", "[09:15] Holger: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_956_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "piquero-azul", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read payments:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Payphone", "PAYPHONE_TOKEN", _vendor_jwt("https://pay.payphonetodoesposible.com")),
    ("Kushki", "KUSHKI_PRIVATE_MERCHANT_ID", _j((HEX, 32))),
    ("Datafast", "DATAFAST_ACCESS_TOKEN", _j((B64, 60), "==")),
    ("PlacetoPay", "PLACETOPAY_SECRET_KEY", _j((ALNUM, 32))),
    ("Deuna", "DEUNA_API_SECRET", _j("dna_sk_", (ALNUM, 36))),
    ("Produbanco", "PRODUBANCO_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Banco Pichincha", "PICHINCHA_API_KEY", _j((UPPER_HEX, 40))),
    ("Servientrega", "SERVIENTREGA_TOKEN", _j((HEX, 40))),
    ("Tramaco", "TRAMACO_API_KEY", _j((ALNUM, 28))),
    ("Datil", "DATIL_API_KEY", _j((HEX, 32))),
    ("Contifico", "CONTIFICO_API_TOKEN", _j((ALNUM, 40))),
    ("Tipti", "TIPTI_PARTNER_KEY", _j((URLSAFE, 43))),
    ("Rezdy", "REZDY_API_KEY", _j((HEX, 32))),
    ("FareHarbor", "FAREHARBOR_USER_KEY", lambda g: v.uuid4(g, "b")),
    ("Bokun", "BOKUN_SECRET_KEY", _j((HEX, 32))),
    ("Checkfront", "CHECKFRONT_API_SECRET", _j((HEX, 64))),
    ("TrekkSoft", "TREKKSOFT_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Xola", "XOLA_API_KEY", _j((URLSAFE, 40))),
    ("Cloudbeds", "CLOUDBEDS_API_KEY", _j("cbat_", (ALNUM, 32))),
    ("Little Hotelier", "LITTLEHOTELIER_TOKEN", _j((ALNUM, 36))),
    ("Hostaway", "HOSTAWAY_CLIENT_SECRET", _j((HEX, 64))),
    ("Guesty", "GUESTY_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Lodgify", "LODGIFY_API_KEY", _j((B64, 64))),
    ("Beds24", "BEDS24_REFRESH_TOKEN", _j((ALNUM, 56))),
    ("Smoobu", "SMOOBU_API_KEY", _j((ALNUM, 40))),
    ("eviivo", "EVIIVO_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Rezgo", "REZGO_API_KEY", _j((UPPER_DIGITS, 20))),
    ("Tourplan", "TOURPLAN_PASSWORD_TOKEN", _j((HEX, 40))),
    ("Hostelworld", "HOSTELWORLD_API_TOKEN", _vendor_jwt("https://inbox.hostelworld.com")),
    ("Tripadvisor", "TRIPADVISOR_CONTENT_KEY", lambda g: v.uuid4(g, "a")),
    ("Viator", "VIATOR_PARTNER_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Civitatis", "CIVITATIS_API_KEY", _j((HEX, 40))),
    ("Trace Register", "TRACEREGISTER_API_KEY", _j((ALNUM, 32))),
    ("Tracefish", "TRACEFISH_TOKEN", _j((URLSAFE, 48))),
    ("OceanMind", "OCEANMIND_CLIENT_SECRET", _j((ALNUM, 44))),
    ("Global Fishing Watch", "GFW_API_TOKEN", _vendor_jwt("https://gateway.api.globalfishingwatch.org")),
    ("Stormglass", "STORMGLASS_API_KEY", lambda g: f"{v.uuid4(g, 'a')}-{v.uuid4(g, 'b')}"),
    ("Surfline", "SURFLINE_ACCESS_TOKEN", _j((HEX, 40))),
    ("Magicseaweed", "MSW_API_KEY", _j((HEX, 32))),
    ("Xtrim", "XTRIM_PORTAL_TOKEN", _j((ALNUM, 30))),
    ("Puntonet", "PUNTONET_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Emetebe", "EMETEBE_AGENCY_KEY", _j("emt_", (LOWER_DIGITS, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "fly secrets set {env}={tok}",
    "railway variables --set {env}={tok}",
    "dokku config:set taquilla {env}={tok}",
    "docker run -d -e {env}={tok} pazul/kiosk:1.4",
    "k8s secret, stringData:\n  {env}: \"{tok}\"",
    "appsettings.json: {{ \"{env}\": \"{tok}\" }}",
    "config/credentials.yml:\n{env}: {tok}",
    "Wiki › Integrations › {vendor} › API key: {tok}",
    "| {vendor} | producción | {tok} |",
    "Checkfront note: rotate the {vendor} key {tok}",
    "[10:21] Galo: {vendor} key for the bookings sync: {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "ñaño la API key de {vendor} es {tok}, no la subas al repo",
    "la clave de API de {vendor}: {tok}",
    "pana, te paso el token de {vendor} → {tok}",
    "clave API {vendor} para la taquilla: {tok}",
    "{vendor} API paskana: {tok}",
    "{vendor} API paskanaka kaymi: {tok}",
    "API-Schlüssel von {vendor} fürs Hostel: {tok}",
    "hier ist der {vendor}-Token: {tok}, danke!",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    kushki = _r(rng, HEX, 32)
    rezdy = _r(rng, HEX, 32)
    smoobu = _r(rng, ALNUM, 40)
    stormglass = f"{v.uuid4(rng, 'a')}-{v.uuid4(rng, 'b')}"
    datil = _r(rng, HEX, 32)
    bokun = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'headers = {{"Private-Merchant-Id": "{kushki}", "Content-Type": "application/json"}}', kushki),
        Sample("vendor_token", f"curl 'https://api.rezdy.com/v1/products?apiKey={rezdy}'", rezdy),
        Sample("vendor_token", f"curl -H 'Api-Key: {smoobu}' https://login.smoobu.com/api/reservations", smoobu),
        Sample("vendor_token", f"const res = await fetch(url, {{ headers: {{ Authorization: '{stormglass}' }} }}); // Stormglass", stormglass),
        Sample("vendor_token", f"$datil = new DatilClient('{datil}');", datil),
        Sample("vendor_token", f"bokun:\n  access_key: 7d2c11aa\n  secret_key: {bokun}", bokun),
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


_BARE_PLACES = ["{t}", "[11:02] Nathaly: {t}", "it only shows it once, so here:\n{t}", "aki ta el token {t}",
                "kaymi: {t}", "{t}\n^ the new one, the old one is dead", "guárdame esto porfa: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 44)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the tide sensor at the Puerto Ayora dock: {h}": 32,
    "AppSKey of the cold-room probe CR-2 at the Manta cannery (ABP): {h}": 32,
    "HMAC secret for the Payphone payment webhook: {h}": 64,
    "AES key of the ticket kiosk's receipt printer config: {h}": 32,
    "WireGuard preshared key, hex, for the Montecristi shop VPN: {h}": 64,
    "clave de cifrado del respaldo de la taquilla: {h}": 64,
    "respaldo pakalla paskana: {h}": 48,
    "Backup-Verschlüsselungsschlüssel vom Hostel-NAS: {h}": 64,
    "Marel Innova licence unlock secret (hex): {h}": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Checkfront note: token copied from the browser's dev tools {t}",
    "Cookie: lang=es-EC; taq_session={t}",
    "KIOSK_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "el token es {t}",
    "token kaymi {t}",
    "Das Token vom Buchungsportal: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_956_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@piqueroazul.ec"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.piqueroazul.ec/realms/staff", "azp": "taquilla",
                   "roles": ["kiosk", "guides"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the kiosk server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/taquilla.piqueroazul.ec.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SRI_SIGNING_KEY": "{key}", "ruc": "pending"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_despacho <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Rezgo support ticket, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "la llave privada del servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "privater Schlüssel vom Hostel-Server:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 36) + "=="]
    block = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "Nunchuk wallet recovery phrase\n{p}": "english",
    "BlueWallet words for the surf-school tips wallet (emptied): {p}": "english",
    "voice memo: the Phoenix wallet recovery words are {p} and that's all of them": "english",
    "Wiki › Hostel › Crypto tips (retired): {p}": "english",
    "frase semilla de la billetera de la tienda, ñaño no la compartas: {p}": "spanish",
    "palabras de recuperación de la Muun del kiosko: {p}": "spanish",
    "frase de recuperação da carteira do fornecedor em Santos: {p}": "portuguese",
    "frase di recupero del wallet del fornitore di Genova: {p}": "italian",
    "phrase de récupération du portefeuille du grossiste : {p}": "french",
    "obnovovací fráze peněženky dodavatele z Brna: {p}": "czech",
    "Wiederherstellungswörter von Fynns Wallet (englische Liste): {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    lang = _SEED_PLACES[template]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed

    phrase = v.until(rng, make, _MNEMO[lang].check)
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
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "elo":  # Brazil's Elo, a surfer's card
        return _card_of(rng, ["636368", "504175", "451416", "650031"], [16])
    if brand == "alia":  # Ecuador's debit network, prefix a guess
        return _card_of(rng, ["589657"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "[12:40] Gissela: tarjeta de la empresa para los repuestos de la Marel {c}, vence {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Checkfront note: charge the Isabela deposit to card {c}",
    "ñaño el número de la tarjeta es {c}, {mm}/{yy}",
    "mi tarjeta: {c} (vence {mm}/{yy}) no le digas a nadie",
    "tarjeta yupay: {c}",
    "Kartennummer: {c}, gültig bis {mm}/{yy}",
    "meine Kreditkarte fürs Tauchen: {c}",
    "guest's card for the Floreana day trip: {c} {mm}/{yy}",
    "número do cartão do surfista: {c}",
    "Hostal Ola charge sheet, card on file {c}",
]  # fmt: skip
_BRANDS = ["visa", "elo", "mastercard", "amex", "alia", "diners", "discover", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 09/35, four-digit CID on the front: {cvv}",
               "los cuatro números del frente de la Amex: {cvv}",
               "Amex {c}, código de seguridad {cvv}",
               "die vier Ziffern vorne auf der Amex: {cvv}",
               "Amex-ka ñawpa chusku yupay: {cvv}",
               "CID printed above the Amex number: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _not_in_clean(_j((D, 4)))(rng)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count of the IBAN shape tables of heldouts 5 to 260 (twenty-one
# corpora each); BBAN shapes after stdnum's iban.dat, drawn until `stdnum.iban` validates them.
_IBAN_SHAPES = {"CR": "0" + "n" * 17, "BR": "n" * 23 + "a" + "c", "SV": "aaaa" + "n" * 20,
                "NI": "aaaa" + "n" * 20, "FK": "aa" + "n" * 12, "BI": "n" * 23,
                "SO": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice PA-2032-041: please pay the Costa Rican panga builder to {i} within 30 days",
    "save the Brazilian surfboard shaper's IBAN: {i}",
    "IBAN: {i}\nReferencia: atún lote 118, marzo",
    "[14:05] Narcisa: nueva cuenta del proveedor de latas, IBAN {i}",
    "el IBAN del proveedor es {i}, ñaño",
    "IBAN kaymi: {i}",
    "meine IBAN für die Kaution: {i}",
    "IBAN des Hostels in Stanley: {i}",
    "pásame a este IBAN porfa: {i}",
    "IBAN for the Falklands krill broker: {i}",
    "IBAN do shaper: {i}",
    "wire the Managua net maker at {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ec_ci(g: random.Random) -> str:
    """An Ecuadorian cédula: a province, a third digit under 6, six digits and a check digit."""
    return v.until(
        g, lambda h: f"{h.randrange(1, 25):02d}{h.randrange(0, 6)}{_r(h, D, 7)}", ec_ci.is_valid
    )


def _ec_ruc(g: random.Random) -> str:
    """A natural person's Ecuadorian RUC: a valid cédula and 001."""
    return v.until(g, lambda h: _ec_ci(h) + "001", ec_ruc.is_valid)


def _pe_cui(g: random.Random) -> str:
    """A Peruvian DNI (CUI) with its check character."""
    return v.until(g, lambda h: _r(h, D, 8) + "-" + h.choice(D + "ABCDEFGHIJK"), pe_cui.is_valid)


def _co_nit(g: random.Random) -> str:
    """A Colombian NIT: nine digits and a check digit."""
    return str(co_nit.format(v.until(g, lambda h: "9" + _r(h, D, 9), co_nit.is_valid)))


def _py_ruc(g: random.Random) -> str:
    """A Paraguayan RUC: seven digits and a check digit."""
    return v.until(
        g, lambda h: f"{h.randrange(1, 10)}{_r(h, D, 6)}-{h.randrange(10)}", py_ruc.is_valid
    )


def _uy_rut(g: random.Random) -> str:
    """A Uruguayan RUT: an office, a serial, 001 and a check digit."""
    return v.until(g, lambda h: f"21{_r(h, D, 6)}001{h.randrange(10)}", uy_rut.is_valid)


def _ve_rif(g: random.Random) -> str:
    """A Venezuelan RIF of a person: V, eight digits and a check digit."""
    return str(v.until(g, lambda h: f"V-{_r(h, D, 8)}-{h.randrange(10)}", ve_rif.is_valid))


def _at_tin(g: random.Random) -> str:
    """An Austrian Abgabenkontonummer: a tax office, a serial and a check digit."""
    return v.until(
        g,
        lambda h: f"{h.choice(['03', '04', '09', '15', '46'])}-{_r(h, D, 3)}/{_r(h, D, 4)}",
        at_tin.is_valid,
    )


def _ec_passport(g: random.Random) -> str:
    """An Ecuadorian passport number: A and eight digits (a guess, no public check)."""
    return "A" + _r(g, D, 8)


def _tct(g: random.Random) -> str:
    """A Galápagos transit control card (TCT) number: a guess, no public check."""
    return f"TCT-{g.randrange(2031, 2033)}-{_r(g, D, 7)}"


def _gps_resident(g: random.Random) -> str:
    """A Galápagos permanent resident card number: a guess, no public check."""
    return f"RP-{_r(g, D, 6)}-{g.choice('SIC')}"


def _de_passport(g: random.Random) -> str:
    """A German passport's serial: C and eight letters and digits (its check digit not drawn)."""
    return "C" + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _pe_ce(g: random.Random) -> str:
    """A Peruvian carnet de extranjería: nine digits, no public check."""
    return "00" + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "cédula del guía naturalista para el permiso del parque: {s}": _ec_ci,
    "ñaño mi cédula es {s}, para la factura": _ec_ci,
    "Galo's cédula for the boat crew list: {s}": _ec_ci,
    "ñukapak cédula yupayka {s}mi": _ec_ci,
    "RUC de la tejedora de Pile para la factura: {s}": _ec_ruc,
    "RUC of the Montecristi hat shop owner: {s}": _ec_ruc,
    "DNI of the Peruvian surf instructor (with the check character): {s}": _pe_cui,
    "NIT del proveedor colombiano de redes: {s}": _co_nit,
    "RUC del comprador paraguayo de sombreros: {s}": _py_ruc,
    "RUT de la tienda de surf de Punta del Este: {s}": _uy_rut,
    "RIF del cocinero del barco, para el contrato: {s}": _ve_rif,
    "meine Abgabenkontonummer fürs Finanzamt: {s}": _at_tin,
    "Steuernummer (Österreich) von Tobias für die Rechnung: {s}": _at_tin,
    "pasaporte ecuatoriano de Yadira: {s}": _ec_passport,
    "my Ecuadorian passport number: {s}": _ec_passport,
    "TCT number of the guest on the Floreana trip: {s}": _tct,
    "tarjeta de control de tránsito del pasajero: {s}": _tct,
    "carné de residente permanente de Galápagos: {s}": _gps_resident,
    "Reisepassnummer von Lena: {s}": _de_passport,
    "meine Reisepassnummer für die Fähre: {s}": _de_passport,
    "carnet de extranjería del surfista peruano: {s}": _pe_ce,
    "Segundo's residence card for the kiosk's staff file: {s}": _gps_resident,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = ["Rezdy 2FA recovery codes\n{codes}", "spare sign-in codes for the hostel's Google account {codes}",
            "códigos de respaldo del Produbanco: {codes}", "códigos de recuperación 2FA, ñaño:\n{codes}",
            "Backup-Codes fürs Bokun-Konto: {codes}", "2FA waqaychik kodikuna: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Cloudbeds:maritza@piqueroazul.ec?secret={s}&issuer=Cloudbeds&digits=6",
              "Aegis, manual setup key for the Kushki dashboard: {s}",
              "clave de configuración 2FA del Datafast: {s}",
              "TOTP-Geheimnis fürs Hostel-Mailkonto: {s}",
              "2FA pakalla paskana: {s}"]  # fmt: skip
_CODES = ["{c} is your Payphone verification code", "Banco Pichincha: tu código de seguridad es {c}. No lo compartas",
          "Produbanco: {c} es tu clave temporal", "Dein Bestätigungscode lautet {c}",
          "[15:30] Amaru: el código que me llegó es {c}", "Use {c} to sign in to Hostelworld Inbox"]  # fmt: skip


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
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _not_in_clean(_j((D, 6)))(g)}, "c")


_RECOVERY = ["BitLocker recovery key of the despacho laptop:\n{k}",
             "clave de recuperación de BitLocker de la compu de la taquilla: {k}",
             "Wiederherstellungsschlüssel von Fynns Laptop: {k}",
             "FileVault recovery key, hostel Mac mini: {k}",
             "recovery key for the guides' Proton account: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "FileVault" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}
    return {"k": "-".join(_r(rng, LOWER_DIGITS, 4) for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["Hostal-Ola-5G", "PiqueroAzul-Guias", "CNT_PuertoAyora", "Netlife-Montanita",
          "Xtrim_Manta_Despacho", "Taquilla-SCY", "Toquilla-Montecristi", "Claro_Olon_2G",
          "Panga-Cucuve-II", "Bellavista-Casa"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "hostel network {s}, password {pw}",
    "wifi on the panga: {s} / {pw}",
    "la clave del wifi {s} es {pw}",
    "ñaño el wifi es {s} y la contraseña {pw}",
    "wifi {s} pakalla shimi: {pw}",
    "WLAN {s}, Passwort {pw}",
    "das WLAN-Passwort vom {s} ist {pw}, danke!",
    "ok folks, wifi on board is {s}, password {pw}",
    "mande? el wifi: {s} clave {pw}",
    "the key printed under the Netlife router: {pw}",
    "[16:44] Lena: WLAN {s}?\n[16:45] Wilmer: {pw}",
    "hostapd.conf on the kiosk AP:\nssid={s}\nwpa_passphrase={pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 13)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("cbat_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("dna_sk_", (ALNUM, 24)), _j((ALNUM, 30))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated on the radio from the panga] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra por letra: {t}",
          "Buchstabe für Buchstabe: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["candado de la bodega de despacho: {pw}", "ñaño la clave del candado de las tablas es {pw}",
          "the dive-gear locker on the dock takes {pw} then #", "Tresor im Hostelzimmer: Code {pw}",
          "PIN de la tarjeta de débito: {pw}", "mi clave del cajero es {pw}, no le digas a nadie",
          "wasi punku pakalla yupay: {pw}", "Geheimzahl meiner EC-Karte: {pw}",
          "kiosk cash drawer code at San Cristóbal: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _not_in_clean(_j((D, [4, 5, 6, 4][index % 4])))(rng)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["piquero", "fragata", "panga", "toquilla", "spondylus", "albacora", "garua",
                 "manglar", "chonta", "lobito", "tintorera", "ceibo", "balsero", "muelle",
                 "barbudo", "zayapa"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the guides' vault: {p}": " ",
            "Enpass master passphrase: {p}": "-", "frase de contraseña del KeePass de despacho: {p}": ".",
            "Passphrase für den Hostel-Tresor in KeePassXC: {p}": " ",
            "pakalla shimikuna (respaldo): {p}": "_", "Proton Pass passphrase: {p}": " ",
            "la frase secreta del respaldo es {p}, ñaño": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia request, header Authorization: Basic {v}": True,
    "caddy reverse_proxy header_up Authorization \"Basic {v}\"": True,
    "HTTPie: http GET https://api.pazul.lan/lotes 'Authorization: Bearer {v}'": False,
    "Thunder Client, header Authorization = Basic {v}": True,
    "cabecera para la API de la taquilla: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".fetchmailrc:\npoll mail.piqueroazul.ec proto imap user \"despacho\" password \"{pw}\"",
    "offlineimaprc:\n[Repository Remote]\ntype = IMAP\nremoteuser = guias\nremotepass = {pw}",
    "inadyn.conf:\nprovider default@dyndns.org {{\n  username = pazul\n  password = {pw}\n  hostname = kiosko.example.net\n}}",
    "darkice.cfg:\n[icecast2-0]\nserver = radio.pazul.lan\nmountPoint = hostal\npassword = {pw}",
    "3proxy.cfg:\nusers despacho:CL:{pw}\nauth strong",
    "ipsec.secrets:\n: PSK \"{pw}\"",
    "pdns.conf:\nlaunch=gmysql\ngmysql-user=pdns\ngmysql-password={pw}",
    "zm.conf:\nZM_DB_HOST=localhost\nZM_DB_USER=zmuser\nZM_DB_PASS={pw}",
    "moonraker.conf:\n[mqtt]\naddress: broker.pazul.lan\nusername: printer\npassword: {pw}",
    "octoprint config.yaml:\nwebcam:\n  stream: http://cam.pazul.lan\naccessControl:\n  autologinAs: guia\n  password: {pw}",
    "server.properties (the hostel's Minecraft box):\nenable-rcon=true\nrcon.password={pw}",
    "rspamd worker-controller.inc:\npassword = \"{pw}\";",
    "Roundcube config.inc.php:\n$config['des_key'] = '{pw}';",
    "phpipam config.php:\n$db['user'] = 'phpipam';\n$db['pass'] = '{pw}';",
    "setupVars.conf (Pi-hole):\nWEBPASSWORD={pw}",
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[06:58] Lena: what's the router password?\n[06:59] Byron: {pw}",
    "Jonas: wifi? / Wilmer: {pw}",
    "Nathaly: {pw} is the new Datafast password",
    "Fausto: use {pw}, that's what the Raymarine has now",
    "Maritza: ñaño la nueva clave es {pw}",
    "Jhonny: qué fue pana, clave nueva → {pw}",
    "Gissela: mande? ah sí, la contraseña es {pw}",
    "Kuri: mushuk pakalla shimika {pw}",
    "Sisa: kaypimi pakalla shimi: {pw}. Yupaychani",
    "Mareike: neues Passwort ist {pw}",
    "Tobias: Kennwort geändert auf {pw}, danke",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 5), (_codes, 6), (_recovery, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 11),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _spanish_seed(g: random.Random) -> str:
    make = lambda h: unicodedata.normalize(  # noqa: E731
        "NFC", str(_MNEMO["spanish"].to_mnemonic(bytes(h.randrange(256) for _ in range(16))))
    )
    return v.until(g, make, _MNEMO["spanish"].check)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Raymarine admin password is": "{s}", "Datafast supervisor pw:": "{s} (since the new POS)",
    "la clave es": "{s}", "contraseña del correo de despacho:": "{s}\ncámbiala el lunes",
    "pakalla shimika": "{s}mi", "Passwort:": "{s}", "das Kennwort lautet": "{s}, danke",
    "Marel password": "{s}", "the password Wilmer read out over the VHF was": "{s}, I think",
    "ñaño la clave del wifi es": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Rezdy API key", "{s}", _j((HEX, 32))),
    ("split_token", "Cloudbeds key:", "{s} (bookings sync)", _j("cbat_", (ALNUM, 32))),
    ("split_token", "FareHarbor user key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "frase semilla de la Muun", "{s}", _spanish_seed),
    ("split_card", "número de tarjeta", "{s} vence 08/37", lambda g: v.grouped(_card(g, "elo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CR"))),
    ("split_backup", "códigos de respaldo de Kushki", "{s}\nwqzt41-k2m8\nhbre07-9xpa", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "cédula", "{s}", _ec_ci),
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
    '{"raymarine": {"url": "https://axiom.pazul.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "despacho", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"boats": [{"name": "Sula"}, {"name": "Cucuve II", "router_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["nzsql", "-host", "nz.pazul.lan", "-u", "despacho", "-pw", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "ñaño la clave del Datafast es {s}"}': ("meta_password", _plain_pw),
    '{"pakalla_shimi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Furuno as guia with the password {s}"}': ("meta_password", _plain_pw),
    '{"rezdy": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"hostawaySecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"kushki_private_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"tarjeta": "{s}", "vence": "06/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "alia"), " ", g)),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SV")),
    '{"guia": {"cedula": "{s}"}}': ("meta_id", _ec_ci),
    '{"mfa": {"backup_codes": ["{s}", "wqzt41-k2m8", "hbre07-9xpa"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _spanish_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"locker": {"pin": "{s}"}}': ("meta_pin", _not_in_clean(_j((D, 6)))),
    '{"wifi": {"ssid": "Hostal-Ola-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"escpos-3.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"axiom-lighthouse-4.6.112.lhu").hexdigest()
_IMAGE = hashlib.sha256(b"registry.pazul.lan/taquilla:1.4").hexdigest()
_COMMIT = hashlib.sha1(b"taquilla: add Floreana route fares", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"despacho: revert lot label layout", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"capturas_2032-03-12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"trazabilidad-atun-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Raymarine admin password before the boat inspection on 2032-04-08.",
    "Lena asked for the hostel wifi password; it's on the chalkboard behind the bar.",
    "Policy: staff passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the guides' WhatsApp group; send a vault link instead.",
    "The `.env.example` line `REZDY_API_KEY=changeme` is a placeholder; the real key is in the vault.",
    "The Datafast terminal asks for a new supervisor password after every update.",
    "Replace <YOUR_CLOUDBEDS_KEY> in the README with the key from the Cloudbeds dashboard.",
    "KUSHKI_PRIVATE_MERCHANT_ID and PAYPHONE_TOKEN must be set before the nightly payout sync runs.",
    "ñaño, nunca le pases tu clave a nadie, ni al de sistemas.",
    "La contraseña debe tener por lo menos catorce caracteres, chévere?",
    "Ama pimanpash pakalla shimita willankichu.",
    "Sag niemandem dein Passwort, auch nicht der Rezeption.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "mande? no, la clave no te la puedo dar por aquí, pana.",
    "Yupaychani, Sisa! The guides' meeting moved to Thursday at 17h00.",
    "ok folks, wet landing at Punta Suárez at 7, bring reef-safe sunscreen.",
    "Upgraded the Axiom from LightHouse 4.5 to 4.6 and escpos to 3.1 over the weekend.",
    f"commit {_COMMIT} adds the Floreana route fares.",
    f"Rolled back to {_SHORT} after the lot label layout broke the dispatch printer.",
    f"requirements.txt: escpos==3.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Axiom LightHouse 4.6.112 update file has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of trazabilidad-atun-2031.parquet: {_SHA512}",
    f"The kiosk container runs registry.pazul.lan/taquilla@sha256:{_IMAGE}.",
    f"MD5 of capturas_2032-03-12.csv is {_MD5}, same as the copy on the dispatch share.",
    "Request id 3c9e17b2-58d4-4a61-9f0e-2b7d6c1a8e45 is the slow one in the Rezdy logs.",
    "Purchase order OC-2032-00377 for 1 200 cases of skipjack in oil ships on Monday.",
    "Checkfront booking #88213: two guests for the Bartolomé day tour, no lunch.",
    "Call the Manta dispatch desk on +593 5 262 4418 before noon.",
    "Container MSCU 7734120 with the tuna lot is at the Manta port terminal.",
    "Bill of lading PAZ-MEC-2032-0091 covers 18 pallets of canned tuna to Vigo.",
    "HS code 1604.14 is prepared tuna; 4602.19 covers the toquilla hats we export.",
    "Route 4 of the kiosk is San Cristóbal–Puerto Ayora, 2 h 15 min, departs 07:00 and 15:00.",
    "After five wrong passwords the Payphone panel locks the account for 30 minutes.",
    "The Montecristi shop's best superfino took eight months to weave; 3 000 rows per inch is a myth.",
    "The secret of a good fish soup in Manta is yuca cooked in the broth.",
    "Ask Wilmer for the dive locker code, I don't have it.",
    "My card ending 4471 was declined at the hardware store in Bellavista.",
    "The Costa Rican panga builder wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the hostel's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `HOSTAWAY_CLIENT_SECRET` in the secrets store, never in the repository.",
    "The padlock on the board rack rusts in the salt air; oil it every month.",
    "Rezdy moved the API key page under Settings › Integrations in its May release.",
    "ISBN 978-9978-67-125-3 is the field guide on the naturalist office shelf.",
    "The guest wifi 'PiqueroAzul-Visitantes' is open, no password needed.",
    "Lot number LT-2032-MNT-0418, skipjack, 62 kg per tray, 14 trays; histamine below 50 ppm.",
    "Postcode 200350 is Puerto Ayora; 130802 is Manta.",
    "The Galápagos National Park entry fee is 200 USD for foreign adults since 2024.",
    "Flight EQ 201 lands at San Cristóbal at 11:35; the ferry to Puerto Ayora leaves at 15:00.",
    "Surfboard rental: 9'2\" longboard 15 USD a day, 6'4\" shortboard 12 USD, wetsuit 5 USD.",
    "Ticket #5521 in the kiosk queue: the receipt printer cuts the paper too early.",
    "the word 'password' on the kiosk screen is in English; can we translate it to 'contraseña'?",
    "Der PIN-Brief für die neue Karte kommt per Post, nicht per Mail.",
    "Tu código de pedido es OC-2032-00412; sigue el envío en la web de Servientrega.",
    "Guide licence renewals are due in March; bring your first-aid certificate from 2031.",
    "Inti Raymi at the hostel: 21 June, 19h30, free canelazo for guests.",
    "The tide at the Puerto Ayora dock: high 2.1 m at 09:14, low 0.3 m at 15:27.",
    "Montañita hostel occupancy for March: 87 %, 412 nights, 38 dorm beds.",
    "Version 2.8.14 of the kiosk app fixes the Floreana fare rounding.",
    "HS code 0303.43 is frozen skipjack; the customs broker's file is DAU 028-2032-10-00412.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-03-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/pazul/raymarine", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 377}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "escpos", "version": "3.1"}}',
    '{"ticket": "5521", "purchase_order": "OC-2032-00377"}',
    '{"lot": {"id": "LT-2032-MNT-0418", "weight_kg": 62, "species": "skipjack"}}',
    '{"phone": "+593 5 262 4418", "city": "Manta"}',
    '{"mfa_enabled": true, "backup_codes_left": 8, "hats_in_stock": 143}',
    '{"hs_code": "1604.14", "origin": "EC", "description": "prepared tuna"}',
    '{"route": "SCY-PAY", "departs": "07:00", "duration_min": 135}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
