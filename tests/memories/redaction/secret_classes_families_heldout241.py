# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-forty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-thirty-seventh's
docstring, the fifth to two-hundred-and-thirty-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-thirty-eighth to two-hundred-and-fortieth), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(241586309), password words (a Haitian dish and a sea word, two numbers and a sign; two dishes
joined by a dash and a number; a name, a birth year, a sign and a town of the north coast, the
south or the Caicos; leet words of Sitadèl, lanbi, vetivè, kakawo, pikliz, griyo, konpa, Torbeck,
Provo, Dajabón and kowal with a year; a sender's name, `Voye` ("send"), an amount and `Goud`,
`HTG` or `USD`, the way a kiosk clerk notes a remittance; a sloop's name, its speed in knots and
a number; a town, a dish and a year joined by dots; a cacao, vetiver or conch lot; a sea word in
capitals and a number; a generator's three groups and random runs), names, places, templates,
tools, vendors and layouts, the way the staff of Bèl Rivaj S.A. (fictional: a cacao fermentery at
Milot near Cap-Haïtien, a vetiver oil distillery at Torbeck outside Les Cayes, the Bèl Ann, Grace
Divine, Lanbi Wouj, Ti Konpè and Mizè Pa Dous, ferry and cargo sloops between Cap-Haïtien and
South Dock on Providenciales, the Chalk Sound conch nursery, the Pillory Reef Divers shop at
Cockburn Town on Grand Turk, and the Kès network of remittance and mobile-money kiosks at
Cap-Haïtien, Limbé, Fort-Liberté, Ouanaminthe, across the border at Dajabón and at Five Cays)
leak secrets into an assistant's memory. The texts are chats with times, tickets (`KES-…`), wiki
tables and breadcrumbs, notes, e-mails and office circulars, runbooks, READMEs, shell,
PowerShell, ChromeOS and serial-terminal prompts, voice-memo transcripts, dictated text and
requests to the assistant itself; the separators run from a colon, "is" and a dash to an arrow
(`->`, `→`), an emoji (`🙏`), a new line, quotes (`« … »`, backticks) and parentheses.

Tools, flags and names none of heldouts 5 to 237 names (each grepped for the command, flag or
name itself, case-insensitively): `samba-tool user setpassword … --newpassword=`, `kadmin -w`,
`Start-Process powershell.exe -Credential`, `[pscredential]::new`, Python's
`HTTPPasswordMgrWithDefaultRealm` and `requests.auth`, netmiko's `mikrotik_routeros`, Fully
Kiosk's `remoteAdminPassword`, the `arangodb://` and `elasticsearch://` URLs and the Secure Shell
(nassh) and Docklight terminals. Beside them tools lightly used before (by grep, the number of
earlier corpora that name each): in one, `kadmin.local` with `addprinc -pw`, `New-ADUser`,
`Add-Computer`, `New-PSDrive`, `Enter-PSSession`, `Invoke-Command`, `msfconsole`, `npm config set
proxy`, `git config http.proxy`, conda's `proxy_servers`, apt's `Acquire::http::Proxy`,
`bundletool`, Gradle's `android.injected.signing.store.password`, macOS `security import`,
`nuget sources add`, `chartmuseum --basic-auth-pass`, `pdfimages -upw`, `composer config
http-basic`, pika's `PlainCredentials`, `imaplib.IMAP4_SSL`, poplib's `pass_`, netmiko's
`ConnectHandler`, pyVmomi's `SmartConnect`, `httpx.BasicAuth`, `mariadb.connect`, requests'
`HTTPBasicAuth`, nodogsplash, Chromis, nopCommerce, `PAPERLESS_ADMIN_PASSWORD`, AIS-catcher,
the `tidb://`, `postgresql+pg8000://`, `redshift+redshift_connector://`, `valkey://`,
`telnet://`, `mysql+mysqldb://`, `cassandra://`, `svn+https://`, `jdbc:as400` and `jdbc:sybase`
URLs, Cool Retro Term, Deepin Terminal, Eternal Terminal, crosh, Crostini, GTKTerm, C-Kermit and
Prompt 3; in two, `tor --hash-password`, `Set-LocalUser`, `gobuster -P`, `lpadmin`,
`ldappasswd -s`, `net ads join -U`, `dsconfig`, `ipa-server-install`, `rclone obscure`,
`jarsigner -storepass`, `osslsigncode -pass`, `anaconda login`, `cabal upload`,
`MATCH_PASSWORD`, chilli's `HS_RADSECRET` and `jdbc:altibase`. The common layouts (env files,
`export`, `$env:`, Expo's `app.json`, `appsettings.json`, a Caddyfile's `header_up`, JWTs, PEM
blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string, CSV rows, Markdown
tables, YAML, Python, PowerShell, Gradle and Info.plist) are in wordings of their own. The
devices whose passwords leak are of makers heldouts 5 to 237 do not name (Aqualogic, Glomex's
WebBoat, Wave WiFi, Yacht Sentinel, Alcatel Link, Openbravo POS) or name in one (In-Situ,
Mastervolt, Digital Yacht, Blue Iris, Fully Kiosk, Divesoft, Atlas Scientific, Pentair, B&G,
Maretron, Airmar, Standard Horizon, Siren Marine, Nexgo, Rongta, SRNE, Cleaver-Brooks, Fulton,
AquaBoy).

About 44 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 173 of 390: the texts with a marker word of the languages below): Haitian Creole
as texted (`modpas` and `mo de pas` for a password, `mo sekrè` "secret words" for a seed phrase, `se` "is", `men` "here is",
`kounye a` "now", `m chanje` "I changed", `pa bay pèsonn li`, `pa montre pèsonn`, `pa pataje`
"don't give, show, share it", `mèsi`, `tanpri`, `kenbe … pou mwen` "keep … for me", `kle API`,
`kòd`, `kòd PIN`, `kadna`, `nimewo kat`, `itilizatè`, `kont`, `rezo`, `fraz rekiperasyon`,
`pòtfèy`, `paspò`, `lèt pa lèt` "letter by letter", `ekri …, epi mete … dèyè l` "write …, then
put … after it"), Turks and Caicos Creole and Bahamian English as texted (`da password fa …`,
`me change …` "I changed", `bey`, `dis`, `dese`, `numba`, `wit`, `den`, `an da`, `don' tell
nobody`, `tell nobody ya hear`, `tanks`, `fa me`), the French of Haitian offices (`Veuillez
trouver ci-dessous le mot de passe provisoire`, `Prière de ne pas le divulguer`, `Note de
service`, `Service informatique`, `Identifiant` / `Mot de passe`, `Bien à vous`, `Clé API`,
`jeton d'accès`, `NIF`, `NAS`, `les quatre chiffres au recto`) and the Spanish of the Dominican
border (`klk`, `mi pana`, `e'` for "es", `ta' aquí`, `no se la diga' a nadie`, `dime a ver`,
`tato`, `oíte`, `la clave`, `contraseña`, `la llave API`, `los 4 numeritos del frente`, `se lo
voy dictando`, `pa' la remesa`); Italian only around one seed phrase. The Creole wordings are the
author's approximations, checked by no speaker; the thinnest guesses are the split between Turks
and Caicos Creole and Bahamian texting (written here with the same markers, `da`, `fa`, `bey`,
`me` for "I"), Haitian Creole's `kle chifraj` for an encryption key, `kòd sekou` for backup
codes, `kle rekiperasyon` for a recovery key and `lyen baz done` for a connection string, and the
Dominican `oíte` and `tato`.

Vendors (Lajan Cash, Sogebank, Sogexpress, CAM Transfer, tPago, Banreservas, Vimenca, Caribe
Express, CardNET, Banco Caribe, Fonkoze, HaitiPay, SunCash, Kanoo, Island Pay, Omni Financial,
InterCaribbean, Caicos Express, Tropical Shipping, Bahamas Ferries, Bahamasair, Uncommon Cacao,
Valrhona, Meridian Cacao, Taza Chocolate, Sagicor, Scotiabank, Access Haiti, Marina Master,
Snag-A-Slip, Scuba Tracker, Diverly, PADI Travel, Aqua Map, SeaIQ, iSailor, Fugawi, Caribbean
Airlines, Sunrise Airways, Digicel Business, Yacht Sentinel, Frutarom, Berjé, Ultra
International, Lebermuth, Eden Botanicals and Vigon) are ones heldouts 5 to 237 do not name
(grepped by name); MonCash, Natcom and Unibank are named in one each. No shape here is one the
author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric
runs, UUIDs, JWTs for Vimenca, Bahamas Ferries and Frutarom, and the `lc_live_`, `hp_sk_`,
`dvl_` and `ebk_` prefixes); the JWTs are well-formed.

The ids that carry a check are kinds lightly used before (in one or two corpora each by grep),
each drawn until its python-stdnum module validates it: the Dominican cédula
(`stdnum.do.cedula`, its Luhn digit) and RNC (`stdnum.do.rnc`), Canada's SIN as Quebec's NAS
(`stdnum.ca.sin`), a French VAT number (`stdnum.fr.tva`) and a Swiss UID (`stdnum.ch.uid`).
Kinds not used before, or in one or two corpora, that no library or this file checks (no
check-digit algorithm is written here; the Turks and Caicos and Bahamian shapes are guesses):
Haiti's NIF and NINU, a Turks and Caicos National Insurance number, passport, driving permit and
Belonger card, a Bahamian NIB number, and Haitian and Dominican passports. Card numbers pass Luhn
(the value helpers' Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay and Maestro, checked
with python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only, so that no planted
value is shorter than four characters. The IBANs are of countries used least by a rough count
over the IBAN shapes and IBAN calls of heldouts 5 to 237 (France, Germany, Italy, Luxembourg and
Greece, eighteen corpora each; Switzerland and Saint Lucia, nineteen; the British Virgin Islands,
twenty), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English,
French, Spanish and Italian lists, each drawn until `Mnemonic(lang).check` accepts it. Counts:
390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60
clean texts and 10 clean metadata dicts.
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
from stdnum.ca import sin as ca_sin
from stdnum.ch import uid as ch_uid
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.fr import tva as fr_tva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 241_586_309
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


_FOOD = ["Griyo", "Pikliz", "Akasan", "Kalalou", "Tchaka", "Bannann", "Lanbi", "Kremas",
         "Tablet", "Kasav", "Bonbonsiwo", "Doumbrey", "Chiktay", "Pwason", "Mabi", "Konkonm"]  # fmt: skip
_SEA = ["Sloop", "Bome", "Vwal", "Ankre", "Kannot", "Lame", "Resif", "Kowal", "Jetty", "Reef",
        "Wall", "Cay", "Conch", "Grouper", "Tarpon", "Wahoo"]  # fmt: skip
_PLACES = ["Milot", "Limonade", "Labadie", "Limbe", "Ouanaminthe", "FortLiberte", "Torbeck",
           "CampPerrin", "LesCayes", "Provo", "FiveCays", "BlueHills", "ChalkSound", "GrandTurk",
           "CockburnTown", "SouthDock", "Dajabon", "MonteCristi", "Bambou", "QuartierMorin",
           "Caracol", "Kenskoff"]  # fmt: skip
_NAMES = ["Wiltene", "Mackenson", "Roselaure", "Dieuseul", "Ketia", "Lovensky", "Guerline",
          "Jodeline", "Esaie", "Wislet", "Fabiola", "Stanley", "Delroy", "Shanique", "Kendrick",
          "Latoya", "Dwayne", "Tamika", "Kervin", "Yokasta", "Wander", "Yefri", "Anyelo",
          "Rosanna", "Franklyn", "Yohanny"]  # fmt: skip
_SLOOPS = ["BelAnn", "GraceDivine", "LanbiWouj", "TiKonpe", "MizePaDous", "LaviBel",
           "EspwaNo", "KapNo"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S1tad3l", "L4nb1", "V3t1v3", "K4k4w0", "P1kl1z", "Gr1y0", "K0np4", "T0rb3ck",
         "Pr0v0", "D4j4b0n", "K0wa1"]  # fmt: skip


def _remit(g: random.Random) -> str:
    """A sender's name, `Voye` ("send"), an amount and the currency, as a kiosk clerk notes it."""
    amount = g.choice([500, 750, 1000, 2500, 5000, 7500, 10000])
    return f"{g.choice(_NAMES)}Voye{amount}{g.choice(['Goud', 'HTG', 'USD'])}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOOD)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_FOOD, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1962, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _remit,
    lambda g: f"{g.choice(_SLOOPS)}{g.randrange(4, 13)}kn{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FOOD).lower()}.{g.randrange(1970, 2033)}",
    lambda g: f"Lot{g.randrange(100, 1000)}{g.choice(['Kakawo', 'Vetive', 'Lanbi'])}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_SEA).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# Haitian Creole (Kreyòl) as texted, Turks and Caicos Creole, Bahamian English as texted, the
# French of Haitian offices, the Spanish of the Dominican border, and English.
_SAID = [
    "Pillory Reef Divers, front desk note: the Blue Iris camera PC password is {pw}",
    "Grand Turk dive shop tablet (Fully Kiosk) remote admin password {pw}",
    "Divesoft analyzer web page, Grand Turk fill station: password {pw}",
    "Chalk Sound nursery, In-Situ Aqua TROLL logger password {pw}",
    "the Atlas Scientific pH board dashboard at the conch nursery, password is {pw}",
    "Pentair pump controller at the nursery raceways: admin password {pw}",
    "Aqualogic panel for the grow-out tanks, service password {pw}",
    "Sloop Bèl Ann, B&G Zeus chartplotter password: {pw}",
    "Digital Yacht iAISgateway on the Grace Divine, admin password {pw}",
    "Maretron N2KView on the cargo sloop, password {pw}",
    "Airmar weather station app (Lanbi Wouj) password {pw}",
    "Standard Horizon VHF's Wi-Fi app password on Ti Konpè: {pw}",
    "Siren Marine app, fleet account password {pw}",
    "Yacht Sentinel login for the Cap-Haïtien dock: password {pw}",
    "Mastervolt MasterAdjust password on the Bèl Ann: {pw}",
    "Glomex WebBoat 4G router on the Mizè Pa Dous, password {pw}",
    "Wave WiFi extender at South Dock, admin password {pw}",
    "Alcatel Link hotspot in the Ouanaminthe kiosk, admin password {pw}",
    "Nexgo N86 terminal at kiosk K-12, supervisor password {pw}",
    "Rongta receipt printer web page, Limbé kiosk: password {pw}",
    "SRNE inverter Wi-Fi module at the Fort-Liberté kiosk, password {pw}",
    "Cleaver-Brooks boiler HMI at the Torbeck distillery, password {pw}",
    "Fulton steam boiler panel at the vetiver still, operator password {pw}",
    "AquaBoy moisture meter app at the Milot fermentery, password {pw}",
    "Openbravo POS at the Cap-Haïtien office, manager password {pw}",
    "Hi Kendrick,\n\nthe admin password for the South Dock booking PC is {pw}. Delete this once it is in the vault.\n\nThanks,\nRoselaure",
    "Runbook: cacao box temperature alarm\n1. open the fermentery dashboard\n2. log in as operator\n3. password {pw}\n4. silence box 7, call Dieuseul",
    "README (kiosk image)\nthe kiosk admin page is at https://kes-admin.belrivaj.lan, password `{pw}`.",
    "Incident 2032-08-02: the Torbeck still's HMI was reachable from outside with password {pw}",
    "note to self: Sogebank online password {pw}",
    "please remember my Scotiabank TCI app password, it's {pw}",
    "dictated: the password for the distillery laptop is {pw}, full stop",
    "after the reinstall the dive shop POS password became {pw}",
    "modpas wifi biwo a se {pw}",
    "men modpas òdinatè kès la: {pw}, pa bay pèsonn li",
    "Wiltène: m chanje modpas sèvè a, kounye a se {pw} 🙏",
    "mo de pas imèl mwen se {pw}",
    "modpas MonCash mwen -> {pw} (pa montre pèsonn)",
    "Dieuseul: nouvo modpas tablèt fèmantasyon an se {pw}, mèsi",
    "kenbe modpas sa a pou mwen tanpri: {pw}",
    "Da password fa da dive shop computer is {pw}",
    "de new password fa de boat tablet is {pw}, don' tell nobody",
    "Delroy: me change da nursery password, now it's {pw}",
    "bey da password fa the office laptop is {pw} lol",
    "Shanique: da new wifi password is {pw}, tell nobody ya hear",
    "ok so da booking password now {pw}, tanks",
    "Veuillez trouver ci-dessous le mot de passe provisoire de votre poste : {pw}",
    "Le mot de passe du serveur de la distillerie est {pw}. Prière de ne pas le divulguer.",
    "Service informatique — nouveau mot de passe de la caisse de Limbé : {pw}",
    "Note de service : le mot de passe du compte comptable est désormais {pw}",
    "klk, la contraseña de la compu del mercado e' {pw}",
    "mi pana, la clave nueva del servidor ta' aquí: {pw}",
    "la clave del banco es {pw}, no se la diga' a nadie",
    "Yokasta: la contraseña del almacén de Dajabón quedó {pw}",
    "dime a ver... ah sí, la clave e' {pw}, tato",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["wiltene", "mackenson.p", "roselaure", "dieuseul", "ketia.j", "lovensky", "guerline",
          "jodeline", "esaie", "wislet.d", "fabiola", "stanley.b", "delroy", "shanique.m",
          "kendrick", "latoya", "dwayne.h", "tamika", "kervin", "yokasta", "wander.r", "yefri",
          "anyelo", "rosanna", "franklyn", "svc-kiosk", "kes-ops", "dive-desk"]  # fmt: skip
_LOGINS = [
    "login for the Nexgo terminal admin: {u} / {pw}",
    "South Dock booking PC — user {u}, password {pw}",
    "| system | user | password |\n|---|---|---|\n| fermentery dashboard | {u} | {pw} |",
    "sign into the distillery HMI as {u} with {pw}",
    "creds for the kiosk admin page are {u} and {pw}",
    "user: {u}\npass: {pw}",
    "- host: kes-admin.belrivaj.lan\n  username: {u}\n  password: {pw}",
    "system,user,password\nconch-logger,{u},{pw}",
    "ssh {u}@kes-gw.belrivaj.lan (password {pw})",
    "non itilizatè a se {u}, modpas la se {pw}",
    "kont {u}, modpas {pw} — pa pataje sa",
    "men aksè a: itilizatè {u} / modpas {pw}",
    "Identifiant : {u}\nMot de passe : {pw}",
    "Vos identifiants : {u} / mot de passe {pw}. Bien à vous.",
    "usuario {u} y contraseña {pw}, oíte",
    "el usuario e' {u} y la clave {pw}",
    "da username is {u} an da password {pw}",
    "bey log in wit {u}, password {pw}",
    "{u}:{pw}",
    "u={u} p={pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["kalalou", "akasan", "tchaka", "pikliz", "mayimoulen", "chiktay", "doumbrey",
               "bonbonsiwo", "kasav", "kremas", "papita", "kachiman", "zepina", "tomtom",
               "labouyi", "sirop"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "voice memo: the kiosk wifi password is {w} and after that {d}, no space",
    "it's the name of the sloop's cat, {w}, followed by {d}",
    "type {w}, then {d}; that's the distillery laptop",
    "it's {w}{d}, word and digits joined",
    "modpas la se mo {w} la, apre sa {d}",
    "ekri {w}, epi mete {d} dèyè l",
    "le mot de passe est le mot « {w} » suivi de {d}",
    "la clave e' la palabra {w} y despué' {d}",
    "da password is da word {w} den {d}, no space",
    "bey it's {w}{d}, all small",
    "{w} with a capital first letter and {d} at the end",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SPELLED_ORDER[index % len(_SPELLED_ORDER)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_SPELLED_ORDER = random.Random(SEED - 1).sample(_SAID_WORDS, len(_SAID_WORDS))
_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "samba-tool user setpassword {u} --newpassword='{pw}'",
    "kadmin -p {u}/admin -w '{pw}' -q 'listprincs'",
    'kadmin.local -q "addprinc -pw {pw} {u}"',
    "tor --hash-password '{pw}'",
    "Start-Process powershell.exe -Credential (New-Object PSCredential('BELRIVAJ\\{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)))",
    "New-ADUser -Name {u} -AccountPassword (ConvertTo-SecureString '{pw}' -AsPlainText -Force) -Enabled $true",
    "Add-Computer -DomainName belrivaj.lan -Credential (New-Object PSCredential('BELRIVAJ\\{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force))) -Restart",
    "$c = [pscredential]::new('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)); New-PSDrive -Name K -PSProvider FileSystem -Root \\\\fs-cap\\kes -Credential $c",
    "Enter-PSSession -ComputerName kiosk-oua-03 -Credential ([pscredential]::new('{u}', (ConvertTo-SecureString \"{pw}\" -AsPlainText -Force)))",
    "$c = New-Object PSCredential '{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force); Invoke-Command -ComputerName kiosk-daj-01 -Credential $c -ScriptBlock {{ Restart-Service KesAgent }}",
    "Set-LocalUser -Name kiosk -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    'msfconsole -q -x "use auxiliary/scanner/ssh/ssh_login; set RHOSTS 10.40.0.0/24; set USERNAME {u}; set PASSWORD {pw}; run"',
    "gobuster dir -u https://kes-admin.belrivaj.lan -w common.txt -U {u} -P '{pw}'",
    "npm config set proxy http://{u}:{pw}@proxy.belrivaj.lan:3128",
    "git config --global http.proxy http://{u}:{pw}@proxy.belrivaj.lan:3128",
    "conda config --set proxy_servers.https http://{u}:{pw}@proxy.belrivaj.lan:3128",
    "echo 'Acquire::http::Proxy \"http://{u}:{pw}@proxy.belrivaj.lan:3128/\";' | sudo tee /etc/apt/apt.conf.d/95proxy",
    "java -jar bundletool.jar build-apks --bundle=kes.aab --output=kes.apks --ks=kes.jks --ks-pass=pass:{pw} --ks-key-alias=kes",
    "./gradlew assembleRelease -Pandroid.injected.signing.store.file=kes.jks -Pandroid.injected.signing.store.password={pw} -Pandroid.injected.signing.key.alias=kes",
    "security import kes-signing.p12 -k ~/Library/Keychains/login.keychain-db -P '{pw}' -T /usr/bin/codesign",
    "nuget sources add -Name belrivaj -Source https://nuget.belrivaj.lan/v3/index.json -Username {u} -Password {pw}",
    "chartmuseum --storage=local --storage-local-rootdir=/srv/charts --basic-auth-user={u} --basic-auth-pass='{pw}'",
    "pdfimages -upw '{pw}' manifest-sloop-2032-07.pdf scans/page",
    "lpadmin -p kes-receipt -E -v 'ipp://{u}:{pw}@10.40.2.15/ipp/print' -m everywhere",
    "ldappasswd -H ldap://dc-cap.belrivaj.lan -x -D 'cn=admin,dc=belrivaj,dc=lan' -W -s '{pw}' uid={u},ou=kiosks,dc=belrivaj,dc=lan",
    "net ads join -U '{u}%{pw}' -S dc-cap.belrivaj.lan",
    "dsconfig set-global-configuration-prop --hostname ds.belrivaj.lan --port 4444 --bindDN 'cn=Directory Manager' --bindPassword '{pw}' --set size-limit:2000 --no-prompt",
    "ipa-server-install -U -r BELRIVAJ.LAN -n belrivaj.lan -p '{pw}' -a \"$IPA_ADMIN_PW\"",
    "rclone config create kes-dav webdav url=https://dav.belrivaj.net vendor=other user={u} pass=$(rclone obscure '{pw}')",
    "jarsigner -keystore kes.jks -storepass '{pw}' kes-release.apk kes",
    "osslsigncode sign -pkcs12 kes-code.p12 -pass '{pw}' -in KesAgent.exe -out KesAgent-signed.exe",
    "composer config http-basic.repo.belrivaj.lan {u} '{pw}'",
    "anaconda login --username {u} --password '{pw}'",
    "cabal upload --username={u} --password='{pw}' dist-newstyle/sdist/kes-ledger-0.4.tar.gz",
    "MATCH_PASSWORD='{pw}' bundle exec fastlane match appstore --readonly",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\kes> {c}", "Secure Shell (nassh) tab, kes-gw: {c}",
    "Docklight log, the Torbeck PLC's console PC:\n{c}", "Cool Retro Term on the office iMac: {c}",
    "Deepin Terminal, roselaure@kes-build:~$ {c}", "Eternal Terminal to kes-gw:\n{c}",
    "crosh> shell\nchronos@localhost / $ {c}", "Crostini terminal on the Chromebook: {c}",
    "GTKTerm over the serial cable: {c}", "C-Kermit> run {c}", "Prompt 3 on the iPad:\n$ {c}",
    "men kòmand mwen te tape a: {c}", "kòmand Wislet lanse: {c}",
    "commande exécutée ce matin : {c}", "el comando que corrí: {c}", "da command Delroy run: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "arangodb://{u}:{pw}@arango.belrivaj.lan:8529/_db/kes",
    "elasticsearch://{u}:{pw}@es.belrivaj.lan:9200/ais-positions",
    "svn+https://{u}:{pw}@svn.belrivaj.lan/kes/trunk",
    "tidb://{u}:{pw}@tidb.belrivaj.lan:4000/kes",
    "postgresql+pg8000://{u}:{pw}@pg-cap.belrivaj.lan/fermentery",
    "redshift+redshift_connector://{u}:{pw}@remit.belrivaj.lan:5439/remit",
    "valkey://{u}:{pw}@valkey.belrivaj.lan:6379/0",
    "telnet://{u}:{pw}@10.40.7.2:23",
    "mysql+mysqldb://{u}:{pw}@db-dive.belrivaj.lan/bookings",
    "cassandra://{u}:{pw}@cass.belrivaj.lan:9042/ledger",
    "jdbc:altibase://alt.belrivaj.lan:20300/kes?user={u}&password={pw}",
    "jdbc:as400://ibmi.belrivaj.lan;user={u};password={pw};naming=system",
    "jdbc:sybase:Tds:ase.belrivaj.lan:5000/ledger?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "LEDGER_DB_URL={c}", "keep this connection string for me: {c}", "men lyen baz done a: {c}",
    "chaîne de connexion (production) : {c}", "la cadena de conexión: {c}",
    "da database link is {c}", "Kes wiki › Databases: {c}", "ticket KES-2207: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "belrivaj", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "transfers:write agents:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


# Every shape here is the author's guess; none is known to be the vendor's real one.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Lajan Cash", "LAJANCASH_MERCHANT_KEY", _j("lc_live_", (ALNUM, 32))),
    ("Sogebank", "SOGEBANK_API_SECRET", _j((HEX, 64))),
    ("Sogexpress", "SOGEXPRESS_AGENT_TOKEN", _j((ALNUM, 40))),
    ("CAM Transfer", "CAMTRANSFER_API_KEY", lambda g: v.uuid4(g, "9")),
    ("tPago", "TPAGO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Banreservas", "BANRESERVAS_API_KEY", _j((UPPER_HEX, 32))),
    ("Vimenca", "VIMENCA_REMESAS_TOKEN", _vendor_jwt("https://api.vimenca.example")),
    ("Caribe Express", "CARIBEEXPRESS_API_KEY", _j((ALNUM, 36))),
    ("CardNET", "CARDNET_PRIVATE_KEY", _j((HEX, 48))),
    ("Banco Caribe", "BANCOCARIBE_CLIENT_SECRET", _j((B64, 44))),
    ("Fonkoze", "FONKOZE_API_TOKEN", _j((HEX, 40))),
    ("HaitiPay", "HAITIPAY_SECRET_KEY", _j("hp_sk_", (ALNUM, 32))),
    ("SunCash", "SUNCASH_API_KEY", _j((ALNUM, 32))),
    ("Kanoo", "KANOO_MERCHANT_SECRET", _j((URLSAFE, 48))),
    ("Island Pay", "ISLANDPAY_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Omni Financial", "OMNI_API_SECRET", _j((HEX, 32))),
    ("InterCaribbean", "INTERCARIBBEAN_AGENT_KEY", _j((UPPER_DIGITS, 24))),
    ("Caicos Express", "CAICOSEXPRESS_API_KEY", _j((ALNUM, 40))),
    ("Tropical Shipping", "TROPICAL_SHIPPING_API_KEY", _j((HEX, 40))),
    ("Bahamas Ferries", "BAHAMASFERRIES_TOKEN", _vendor_jwt("https://api.bahamasferries.example")),
    ("Bahamasair", "BAHAMASAIR_NDC_KEY", _j((ALNUM, 32))),
    ("Uncommon Cacao", "UNCOMMON_CACAO_TOKEN", _j((URLSAFE, 40))),
    ("Valrhona", "VALRHONA_SUPPLIER_KEY", lambda g: v.uuid4(g, "b")),
    ("Meridian Cacao", "MERIDIAN_API_KEY", _j((HEX, 32))),
    ("Taza Chocolate", "TAZA_WHOLESALE_KEY", _j((ALNUM, 28))),
    ("Sagicor", "SAGICOR_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Scotiabank", "SCOTIABANK_API_SECRET", _j((ALNUM, 48))),
    ("Access Haiti", "ACCESSHAITI_API_TOKEN", _j((HEX, 40))),
    ("Marina Master", "MARINAMASTER_API_KEY", _j((UPPER_HEX, 32))),
    ("Snag-A-Slip", "SNAGASLIP_API_KEY", _j((ALNUM, 32))),
    ("Scuba Tracker", "SCUBATRACKER_TOKEN", _j((HEX, 64))),
    ("Diverly", "DIVERLY_API_KEY", _j("dvl_", (ALNUM, 32))),
    ("PADI Travel", "PADITRAVEL_PARTNER_KEY", lambda g: v.uuid4(g, "8")),
    ("Aqua Map", "AQUAMAP_API_KEY", _j((ALNUM, 40))),
    ("SeaIQ", "SEAIQ_LICENSE_KEY", _j((UPPER_DIGITS, 25))),
    ("iSailor", "ISAILOR_API_TOKEN", _j((B64, 43), "=")),
    ("Fugawi", "FUGAWI_API_KEY", _j((HEX, 32))),
    ("Caribbean Airlines", "CARIBBEAN_AIRLINES_API_KEY", _j((ALNUM, 36))),
    ("Sunrise Airways", "SUNRISE_AIRWAYS_AGENT_TOKEN", _j((URLSAFE, 32))),
    ("Digicel Business", "DIGICEL_BUSINESS_SMS_KEY", _j((HEX, 40))),
    ("Yacht Sentinel", "YACHTSENTINEL_API_KEY", _j((ALNUM, 32))),
    ("Frutarom", "FRUTAROM_PORTAL_TOKEN", _vendor_jwt("https://portal.frutarom.example")),
    ("Berjé", "BERJE_API_KEY", _j((HEX, 32))),
    ("Ultra International", "ULTRA_INTL_API_KEY", _j((ALNUM, 40))),
    ("Lebermuth", "LEBERMUTH_API_SECRET", _j((URLSAFE, 43))),
    ("Eden Botanicals", "EDEN_BOTANICALS_KEY", _j("ebk_", (ALNUM, 30))),
    ("Vigon", "VIGON_API_KEY", lambda g: v.uuid4(g, "9")),
    ("MonCash", "MONCASH_CLIENT_SECRET", _j((URLSAFE, 64))),
    ("Natcom", "NATCOM_SMS_API_KEY", _j((HEX, 32))),
    ("Unibank", "UNIBANK_API_KEY", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "$env:{env} = '{tok}'",
    "set {env}={tok}",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} belrivaj/kes-sync:2.3",
    "app.json (Expo):\n\"extra\": {{ \"{env}\": \"{tok}\" }}",
    "appsettings.json: \"{env}\": \"{tok}\"",
    "GitHub Actions step:\n    env:\n      {env}: {tok}",
    "fly.toml is public, so not there; the {vendor} key is {tok}",
    "Kes admin › Settings › Integrations › {vendor} › API key: {tok}",
    "Kes wiki table 'Partners': | {vendor} | 2032 | {tok} |",
    "todo: rotate the {vendor} key {tok}",
    "ticket KES-2231: {vendor} sync fails with 401, configured key {tok}",
    "{vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "kle API {vendor} a se {tok}",
    "men kle API {vendor} la: {tok}, pa bay pèsonn li",
    "kle {vendor} pou kès yo: {tok}",
    "Clé API {vendor} (production) : {tok}",
    "Veuillez trouver ci-dessous la clé d'API {vendor} : {tok}",
    "la llave API de {vendor} e' {tok}",
    "clave API de {vendor}: {tok}, no la compartan",
    "da {vendor} API key is {tok}",
    "bey keep dis {vendor} key fa me: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    meridian = _r(rng, HEX, 32)
    snag = _r(rng, ALNUM, 32)
    diverly = "dvl_" + _r(rng, ALNUM, 32)
    suncash = _r(rng, ALNUM, 32)
    natcom = _r(rng, HEX, 32)
    fugawi = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.meridiancacao.example/v1/lots", headers={{"X-Api-Key": "{meridian}"}})', meridian),
        Sample("vendor_token", f"curl -H 'Authorization: Token {snag}' https://api.snagaslip.example/v2/marinas?near=providenciales", snag),
        Sample("vendor_token", f'const diverly = new DiverlyClient({{ apiKey: "{diverly}", shop: "pillory-reef" }});', diverly),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "SUNCASH_API_KEY", "\\"{suncash}\\"")\n  }}\n}}', suncash),
        Sample("vendor_token", f"Info.plist:\n<key>NatcomSmsKey</key>\n<string>{natcom}</string>", natcom),
        Sample("vendor_token", f"$charts = new FugawiClient('belrivaj-sloops', '{fugawi}');", fugawi),
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


_BARE_PLACES = ["{t}", "it only shows it once, so here:\n{t}", "men token an: {t}",
                "le jeton : {t}", "{t}\n^ new one, the old one is dead", "hold dis fa me: {t}",
                "guárdame esto: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of fermentation box probe FB-07 (OTAA): {h}": 32,
    "HMAC secret for the Lajan Cash payout callback: {h}": 64,
    "AES key that signs the kiosk receipt QR codes: {h}": 32,
    "pre-shared key of the Provo–Cap-Haïtien IPsec tunnel (hex): {h}": 64,
    "kle chifraj backup kès yo: {h}": 64,
    "clé de chiffrement des sauvegardes de la distillerie : {h}": 48,
    "la llave de cifrado del respaldo: {h}": 64,
    "da encryption key fa de dive log backup: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket KES-2240: token copied out of the browser's network tab {t}",
    "Cookie: lang=ht; kes_session={t}",
    "KES_LEDGER_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "men token an: {t}",
    "jeton d'accès du portail : {t}",
    "el token e' {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@belrivaj.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.belrivaj.net/realms/kes",
            "azp": "kes-console",
            "roles": ["agent", "cashier"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the kiosk gateway, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/kes.belrivaj.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SFTP_PRIVATE_KEY": "{key}", "partner": "sogexpress"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_sloop <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "kle prive sèvè a:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Clé privée du certificat de la distillerie, à ne pas diffuser :\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the Grasse buyer's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "old kiosk float wallet, copying the words off the card before I burn it: {p}": "english",
    "recovery phrase of the dive shop's tip jar wallet\n{p}": "english",
    "voice memo: the sloop fund wallet words are {p} and that's all of them": "english",
    "Kes wiki page 'USDT float (retired)': {p}": "english",
    "da wallet words fa de conch money: {p}": "english",
    "fraz rekiperasyon pòtfèy la: {p}": "english",
    "men 12 mo sekrè pòtfèy kès la: {p}": "french",
    "phrase de récupération du portefeuille de la distillerie : {p}": "french",
    "Mots de récupération (ne pas diffuser) :\n{p}": "french",
    "frase de recuperación de la billetera, no la enseñe': {p}": "spanish",
    "las palabras de la wallet del colmado: {p}": "spanish",
    "parole di recupero del wallet del broker di Torino: {p}": "italian",
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


_CARD_PLACES = [
    "company card for the sloop's spare sails: {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "ticket KES-2262: pay the Nexgo terminals with card {c}",
    "nimewo kat mwen: {c}, {mm}/{yy}",
    "men kat la: {c} — pa montre pèsonn",
    "Numéro de la carte de la société : {c}, expiration {mm}/{yy}",
    "el número de la tarjeta e' {c}, vence {mm}/{yy}",
    "da card numba is {c}, {mm}/{yy}",
    "bey use dis card: {c}",
    "Visa debit of the dive shop, {c}",
    "tarjeta pa' pagar el furgón: {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "visa" if "Visa" in template else _BRANDS[index % len(_BRANDS)]
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


# Amex's four-digit CID only, so that no planted value is shorter than four characters.
_CVV_PLACES = ["Amex {c}, the four-digit CID printed above the number: {cvv}",
               "kat Amex la, 4 chif ki sou devan an: {cvv}",
               "les quatre chiffres au recto de l'Amex : {cvv}",
               "los 4 numeritos del frente de la Amex: {cvv}",
               "da 4 numbas on da front of da Amex {c}: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 237; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"FR": "n" * 10 + "c" * 11 + "nn", "DE": "n" * 18, "IT": "a" + "n" * 10 + "c" * 12,
                "LU": "nnn" + "c" * 13, "GR": "n" * 7 + "c" * 16, "LC": "aaaa" + "c" * 24,
                "VG": "aaaa" + "n" * 16, "CH": "n" * 5 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Facture VT-2032-041 : merci de régler l'huile de vétiver sur l'IBAN {i} sous 30 jours",
    "save the Grasse perfumer's IBAN: {i}",
    "IBAN: {i}\nReference: vetiver lot 12, August",
    "the Castries sloop broker's new bank details, IBAN {i}",
    "IBAN moun Hamburg yo: {i}",
    "men IBAN an: {i}, mèsi",
    "Coordonnées bancaires du client genevois — IBAN : {i}",
    "el IBAN del comprador e' {i}",
    "da IBAN fa de Road Town company is {i}",
    "Turin chocolate maker, IBAN {i}",
    "IBAN pou lajan vetivè a: {i}",
    "IBAN de la holding luxembourgeoise : {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cedula(g: random.Random) -> str:
    """A Dominican cédula: eleven digits whose last is a Luhn check digit, printed 3-7-1."""

    def make(h: random.Random) -> str:
        body = h.choice(["001", "031", "044", "047", "402"]) + _r(h, D, 7)
        return body + luhn.calc_check_digit(body)

    return str(do_cedula.format(v.until(g, make, do_cedula.is_valid)))


def _rnc(g: random.Random) -> str:
    """A Dominican RNC: nine digits with a weighted mod-11 check digit, printed 1-2-5-1."""
    number = v.until(g, lambda h: h.choice("13") + _r(h, D, 8), do_rnc.is_valid)
    return str(do_rnc.format(number))


def _nas(g: random.Random) -> str:
    """A Canadian SIN (NAS in Quebec): nine digits with a Luhn check digit."""
    return v.until(g, v.sin_number, ca_sin.is_valid)


def _tva(g: random.Random) -> str:
    """A French VAT number: FR, a two-digit key over the SIREN, and a SIREN with its Luhn digit."""

    def make(h: random.Random) -> str:
        body = h.choice("3456789") + _r(h, D, 7)
        siren = body + luhn.calc_check_digit(body)
        return f"FR{(12 + 3 * (int(siren) % 97)) % 97:02d}{siren}"

    number = v.until(g, make, fr_tva.is_valid)
    return f"{number[:4]} {number[4:7]} {number[7:10]} {number[10:]}"


def _uid(g: random.Random) -> str:
    """A Swiss UID: CHE, eight digits and a weighted mod-11 check digit."""

    def make(h: random.Random) -> str:
        body = _r(h, D, 8)
        return "CHE" + body + ch_uid.calc_check_digit(body)

    return str(ch_uid.format(v.until(g, make, ch_uid.is_valid)))


def _ht_nif(g: random.Random) -> str:
    """A Haitian NIF as drawn here: 3-3-3-1 digits; no check this file or a library verifies."""
    n = g.choice("0123") + _r(g, D, 9)
    return f"{n[:3]}-{n[3:6]}-{n[6:9]}-{n[9]}"


def _ht_ninu(g: random.Random) -> str:
    """A Haitian NINU as drawn here: ten digits; unchecked."""
    return g.choice("123456789") + _r(g, D, 9)


def _ht_passport(g: random.Random) -> str:
    """A Haitian passport as drawn here: two letters and seven digits; unchecked."""
    return g.choice(["PP", "RD", "PH"]) + _r(g, D, 7)


def _tc_nib(g: random.Random) -> str:
    """A Turks and Caicos National Insurance number, shape guessed: NI and seven digits."""
    return "NI" + _r(g, D, 7)


def _tc_passport(g: random.Random) -> str:
    """A Turks and Caicos (BOTC) passport, shape guessed: nine digits; unchecked."""
    return g.choice("56789") + _r(g, D, 8)


def _tc_licence(g: random.Random) -> str:
    """A Turks and Caicos driving permit, shape guessed: DP, a year and five digits."""
    return f"DP{g.randrange(2015, 2033)}{_r(g, D, 5)}"


def _tc_belonger(g: random.Random) -> str:
    """A Turks and Caicos Belonger (status) card number, shape guessed: BS- and six digits."""
    return "BS-" + _r(g, D, 6)


def _bs_nib(g: random.Random) -> str:
    """A Bahamian NIB number, shape guessed: eight digits; unchecked."""
    return g.choice("123") + _r(g, D, 7)


def _do_passport(g: random.Random) -> str:
    """A Dominican passport, shape guessed: two letters and seven digits; unchecked."""
    return g.choice(["SC", "RD", "PA"]) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "cédula del encargado del almacén de Dajabón: {s}": _cedula,
    "mi cédula e' {s}, pa' la remesa": _cedula,
    "Wander's cédula for the kiosk contract: {s}": _cedula,
    "RNC de la distribuidora de Montecristi: {s}": _rnc,
    "RNC of the Dajabón cacao buyer, for the invoice: {s}": _rnc,
    "NAS de ma tante à Montréal pour le formulaire de transfert : {s}": _nas,
    "nimewo NAS kouzen m nan Monreyal: {s}": _nas,
    "N° TVA intracommunautaire du parfumeur de Grasse : {s}": _tva,
    "French VAT number of the Grasse perfumer, for the export papers: {s}": _tva,
    "Swiss UID of the Geneva fragrance house: {s}": _uid,
    "NIF mwen: {s}": _ht_nif,
    "Numéro d'Identification Fiscale (NIF) du gérant : {s}": _ht_nif,
    "NINU manman m: {s}": _ht_ninu,
    "nimewo paspò mwen se {s}": _ht_passport,
    "Passeport du capitaine du Bèl Ann : {s}": _ht_passport,
    "me National Insurance number is {s}": _tc_nib,
    "Kendrick TCI passport number: {s}": _tc_passport,
    "da driving permit numba fa Delroy is {s}": _tc_licence,
    "Belonger card number of the nursery manager: {s}": _tc_belonger,
    "bey me NIB number is {s}": _bs_nib,
    "pasaporte de Yefri: {s}": _do_passport,
    "Latoya's NIB number for the payroll form: {s}": _bs_nib,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Sogebank online 2FA backup codes\n{codes}", "spare sign-in codes for the kiosk Google account {codes}",
            "kòd sekou 2FA MonCash biznis: {codes}", "Codes de secours du compte de la distillerie :\n{codes}",
            "códigos de respaldo del 2FA: {codes}", "bey save dese backup codes: {codes}"]  # fmt: skip
_RECOVERY = {  # template: the key's maker
    "BitLocker recovery key of the Torbeck laptop: {k}": lambda g: "-".join(_r(g, D, 6) for _ in range(8)),
    "Apple recovery key for the dive shop iPad: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
    "Bitwarden recovery code (kiosk vault): {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(8)),
    "kle rekiperasyon BitLocker òdinatè kès la: {k}": lambda g: "-".join(_r(g, D, 6) for _ in range(8)),
    "Clé de récupération du coffre (à imprimer) : {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(6)),
}  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/HaitiPay:ketia@belrivaj.net?secret={s}&issuer=HaitiPay&digits=6",
              "2FA setup key for the Caicos Express portal: {s}",
              "kle 2FA kont Sogexpress la: {s}",
              "clé secrète TOTP du portail Sogebank : {s}",
              "la llave del 2FA de tPago: {s}"]  # fmt: skip
_CODES = ["{c} se kòd verifikasyon MonCash ou. Pa pataje l ak pèsonn.",
          "Votre code de vérification Sogebank est {c}",
          "Tu código de verificación tPago es {c}",
          "Your InterCaribbean verification code: {c}",
          "bey da code dey send me is {c}",
          "Kòd konfimasyon Lajan Cash: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["BelRivaj-Fermentri", "Natcom-4G-Kes12", "Digicel_WiFi_Provo", "FLOW-GrandTurk-Dive",
          "Distilri-Vetive", "Sloop-BelAnn", "Kes-Ouanaminthe", "Claro-Dajabon-5G",
          "Altice-Frontera", "ChalkSound-Nursery", "Milot-Biwo", "SouthDock-Office"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "dive shop network {s}, password {pw}",
    "wifi {s} / {pw}",
    "rezo {s}, modpas wifi a se {pw}",
    "modpas wifi {s} la: {pw}",
    "wifi lakay: {s} — kle a se {pw}",
    "Réseau : {s} — clé WPA2 : {pw}",
    "Code Wi-Fi de la salle de réunion ({s}) : {pw}",
    "la clave del wifi {s} e' {pw}",
    "red {s}, contraseña {pw}",
    "da wifi {s} password is {pw}",
    "bey de wifi on da boat is {s}, password {pw}",
    "the key printed under the Natcom box: {pw}",
    "Raspberry Pi imager, wireless LAN: SSID {s}, password {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("lc_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("dvl_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone from Provo] {t}",
          "(spaced so the chat preview hides it) {t}", "m ap li l lèt pa lèt: {t}",
          "se lo voy dictando: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kòd kadna depo kakawo a: {pw}", "kòd PIN MonCash mwen se {pw}, pa di pèsonn",
          "le code du cadenas de l'entrepôt de vétiver : {pw}", "el pin de la tarjeta e' {pw}",
          "da code fa de tank shed padlock is {pw}", "the dive locker keypad takes {pw} then #",
          "PIN de la carte de la caisse : {pw}", "padlock on the sloop's cargo hatch: {pw}",
          "bey me ATM pin is {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["mangrove", "frigatebird", "sargassum", "bonefish", "gingerbread", "limestone",
                 "lighthouse", "trawler", "hammock", "cassava", "cistern", "driftwood",
                 "flamingo", "breadnut", "seagrape", "tamarind"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the kiosk vault: {p}": " ",
            "passphrase of the dive shop's backup disk: {p}": "-",
            "fraz sekrè backup la: {p}": " ", "phrase de passe du coffre de la distillerie : {p}": " ",
            "la frase de contraseña del respaldo: {p}": ".",
            "da passphrase fa de sloop laptop is {p}": " ",
            "Bitwarden master passphrase: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "request copied from the kiosk app: authorization: Bearer {v}": False,
    "wget --header='Authorization: Basic {v}' https://kes-admin.belrivaj.lan/export.csv": True,
    "header Authorization = Bearer {v} (Lajan Cash sandbox)": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "/etc/chilli/config:\nHS_NETWORK=10.41.0.0\nHS_RADSECRET={pw}\nHS_UAMSERVER=kes-portal.belrivaj.lan",
    "Fully Kiosk settings export:\n{{\"startURL\": \"https://kes.belrivaj.net/kiosk\", \"kioskMode\": true, \"remoteAdminPassword\": \"{pw}\"}}",
    "nodogsplash.conf:\nGatewayInterface br-lan\nPasswordAuthentication yes\nPassword {pw}",
    "chromis.properties:\ndb.user=chromis\ndb.password={pw}\ndb.URL=jdbc:mysql://10.40.2.5:3306/chromis",
    "nopCommerce appsettings.json:\n\"ConnectionStrings\": {{ \"ConnectionString\": \"Server=db-shop;Database=dive;User Id=nop;Password={pw};\" }}",
    "compose.yaml (paperless):\n    environment:\n      PAPERLESS_ADMIN_USER: kes\n      PAPERLESS_ADMIN_PASSWORD: {pw}",
    "AIS-catcher config.json:\n{{\"server\": [{{\"url\": \"https://ais.belrivaj.lan/api/post\", \"userpwd\": \"sloop:{pw}\"}}]}}",
    "import pika\ncreds = pika.PlainCredentials(\"kes\", \"{pw}\")",
    "mbox = imaplib.IMAP4_SSL(\"mail.belrivaj.net\")\nmbox.login(\"alerts@belrivaj.net\", \"{pw}\")",
    "p = poplib.POP3_SSL(\"mail.belrivaj.net\")\np.user(\"kiosk-receipts\")\np.pass_(\"{pw}\")",
    "net = ConnectHandler(device_type=\"mikrotik_routeros\", host=\"10.40.0.1\", username=\"admin\", password=\"{pw}\")",
    "si = SmartConnect(host=\"vc.belrivaj.lan\", user=\"administrator@vsphere.local\", pwd=\"{pw}\", disableSslCertValidation=True)",
    "mgr = urllib.request.HTTPPasswordMgrWithDefaultRealm()\nmgr.add_password(None, \"https://ais.belrivaj.lan/\", \"sloop\", \"{pw}\")",
    "r = httpx.get(url, auth=httpx.BasicAuth(\"kes\", \"{pw}\"))",
    "conn = mariadb.connect(host=\"db-kes\", user=\"ledger\", password=\"{pw}\", database=\"kes\")",
    "from requests.auth import HTTPBasicAuth\nrequests.get(\"https://kes-admin.belrivaj.lan/api/float\", auth=HTTPBasicAuth(\"ops\", \"{pw}\"))",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Kendrick: office wifi password?\nRoselaure: {pw}",
    "[06:12] delroy: root pw for the kiosk gateway?\n[06:13] wislet: {pw}",
    "Tamika: {pw} is the new booking PC password",
    "Esaie: use {pw}, that's what I set for the distillery HMI",
    "[07:40] Ketia: modpas la?\n[07:41] Lovensky: {pw}",
    "Guerline: nouvo modpas la se {pw}",
    "[18:02] Jodeline: m mete {pw} pou tablèt la",
    "Fabiola : le nouveau mot de passe est {pw}",
    "[09:15] Yokasta: ¿y la clave?\n[09:16] Anyelo: {pw}",
    "Rosanna: la contraseña nueva e' {pw}",
    "Dwayne: bey da new password is {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "mod\u200bpas: {pw}", "pass\u00adword → {pw}", "раsswоrd: {pw}",
    "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ｍｏｄｐａｓ: {pw}", "ᴘᴀssᴡᴏʀᴅ = {pw}", "cont\u200craseña: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 56), (_logins, 22), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 22), (_backups, 6), (_recovery, 5), (_totp, 5), (_codes, 6),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 11), (_hidden, 8),
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
    "the kiosk admin password is": "{s}", "distillery HMI pw:": "{s} (since the boiler swap)",
    "modpas la se": "{s}", "mot de passe :": "{s}\nà changer après l'audit",
    "la clave e'": "{s}", "da password is": "{s}", "Nexgo supervisor password": "{s}",
    "the password Delroy read out over the VHF was": "{s}, I think", "men modpas la:": "{s}",
    "contraseña del almacén:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Meridian Cacao API key", "{s}", _j((HEX, 32))),
    ("split_token", "Diverly key:", "{s} (bookings)", _j("dvl_", (ALNUM, 32))),
    ("split_token", "Valrhona supplier key", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "tip jar wallet words", "{s}", _english_seed),
    ("split_card", "nimewo kat la", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LC"))),
    ("split_backup", "Sogebank recovery codes", "{s}\nmkzt-4821-qbvn\nhrpd-9034-wxel", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "cédula", "{s}", _cedula),
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
    '{"kiosk": {"url": "https://kes-admin.belrivaj.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"modpas": "{s}"}': ("meta_password", _plain_pw),
    '{"compte": {"identifiant": "roselaure", "mot_de_passe": "{s}"}}': ("meta_password", _plain_pw),
    '{"sloops": [{"name": "Bel Ann"}, {"name": "Grace Divine", "tablet_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["samba-tool", "user", "setpassword", "ketia", "--newpassword", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "modpas òdinatè kès la se {s}"}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the distillery HMI as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"meridian": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"scubaTrackerToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"snagaslip_key": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VG")),
    '{"supplier": {"rnc": "{s}"}}': ("meta_id", _rnc),
    '{"mfa": {"recovery_codes": ["{s}", "mkzt-4821-qbvn", "hrpd-9034-wxel"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tip_jar_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tank_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "ChalkSound-Nursery", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyais-2.8.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"nexgo-n86-firmware-3.1.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/belrivaj/kes-sync:2.3.1").hexdigest()
_COMMIT = hashlib.sha1(b"kes: add HTG rounding for payouts", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"sloop: revert manifest PDF layout", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fermentation_2032-07-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"vetiver-gcms-2031.zip").hexdigest()

CLEAN = [
    "Remind me to change the kiosk admin password before the audit on 2032-09-14.",
    "Kendrick asked for the dive shop wifi password; it's on the card behind the register.",
    "Policy: Bèl Rivaj passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the group chat; share a vault link instead.",
    "The `.env.example` line `MERIDIAN_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The distillery HMI asks for a new operator password after every firmware update.",
    "Replace <YOUR_DIVERLY_KEY> in the README with the key from your Diverly dashboard.",
    "LAJANCASH_MERCHANT_KEY and SOGEBANK_API_SECRET must be set before the nightly payout sync runs.",
    "Pa janm bay pèsonn modpas ou, menm si yo di se bank lan k ap rele.",
    "Modpas la dwe gen omwen 14 karaktè.",
    "Kòd PIN MonCash ou se pou ou sèlman; okenn ajan pa gen dwa mande l.",
    "Le mot de passe doit comporter au moins quatorze caractères. Cordialement, le service informatique.",
    "Prière de ne jamais communiquer votre mot de passe par téléphone.",
    "No le dé la clave a nadie, ni aunque diga que es del banco.",
    "La contraseña tiene que tener por lo meno' catorce letra'.",
    "Don' tell nobody ya password, ya hear?",
    "Bey da wifi password on da card by da register, ask Tamika.",
    "Upgraded the Nexgo terminals from firmware 3.1.2 to 3.1.7 and pyais to 2.8.1 over the weekend.",
    f"commit {_COMMIT} adds HTG rounding for payouts.",
    f"Rolled back to {_SHORT} after the manifest PDF layout broke the sloop's customs papers.",
    f"requirements.txt: pyais==2.8.1 --hash=sha256:{_WHEEL_SUM}",
    f"The Nexgo N86 firmware 3.1.7 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of vetiver-gcms-2031.zip: {_SHA512}",
    f"The kes-sync container runs ghcr.io/belrivaj/kes-sync:2.3.1@sha256:{_IMAGE}.",
    f"MD5 of fermentation_2032-07-14.csv is {_MD5}, same as the copy on the office share.",
    "Request id 4c1e8a27-93b0-4d6f-a2e5-7f08c3b91d64 is the slow one in the payout logs.",
    "Purchase order PO-2032-00731 for 18 drums of vetiver oil ships from Les Cayes on Thursday.",
    "Ticket KES-2207: the Ouanaminthe kiosk printer jams on long receipts.",
    "Call the Cap-Haïtien office on +509 2814 3370 before noon.",
    "The Provo desk is on +1 649 941 5520; the Grand Turk shop on +1 649 946 2281.",
    "Container TRLU 5518203 with the cacao is at the Cap-Haïtien port.",
    "Manifest SLP-CAP-PLS-2032-0419 covers 212 bags of cacao and 40 cases of rum.",
    "HS code 1801.00 is cacao beans; 3301.29 is essential oils such as vetiver.",
    "Fermentation box 7 reached 48 °C on day three; the beans were turned at 06:00.",
    "After five wrong passwords the kiosk app locks the cashier out for 20 minutes.",
    "The Bèl Ann carries 14 tonnes and makes about 7 knots with a fair wind.",
    "The secret of good vetiver oil is a slow 18-hour distillation.",
    "Ask Delroy for the tank shed padlock code, I don't have it.",
    "My card ending 4417 was declined at the Provo hardware store.",
    "The Geneva buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Sogebank business account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `DIVERLY_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the tank shed rusts in the salt air; oil it every month.",
    "Lajan Cash moved the API key page under Settings › Developers in its August release.",
    "ISBN 978-0-8130-6012-4 is the Haitian cooking book on the office shelf.",
    "The guest wifi 'BelRivaj-Guest' is open, no password needed.",
    "Lot number LOT-2032-MIL-0087, 62 kg, moisture 7.1 %; cut test 82 % well fermented.",
    "Postcode TKCA 1ZZ covers the Turks and Caicos; the Cap-Haïtien office is at HT1110.",
    "Take Route Nationale 3 from Cap-Haïtien towards Hinche; RN6 goes to Ouanaminthe.",
    "The Grace Divine's MMSI is 336512000 and her call sign is HHGD7.",
    "InterCaribbean flight JY 402 leaves Providenciales at 10:15 for Cap-Haïtien.",
    "Remittance reference KES-TX-20320814-00193, 5 000 HTG paid out in Limbé.",
    "The Dajabón market runs on Mondays and Fridays; the border opens at 08:00.",
    "Queen conch grow-out: 1 200 juveniles in raceway 4, water at 28.5 °C, salinity 36 ppt.",
    "Dive log 2032-08-11: Grand Turk wall, max depth 27 m, 52 minutes, nitrox 32.",
    "Vetiver oil batch VT-31-07: yield 1.2 %, khusimol 13.4 % by GC-MS.",
    "The 2031 Nexgo N86 and the 2030 Rongta RP80 are the two receipt setups we support.",
    "Coordinates of the South Dock berth: 21.7469 N, 72.2710 W.",
    "USSD *202# opens the mobile money menu; the agent code is printed on the kiosk sign.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-08-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kes/kiosk-admin", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyais", "version": "2.8.1"}}',
    '{"ticket": "KES-2207", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "LOT-2032-MIL-0087", "weight_kg": 62, "moisture_pct": 7.1}}',
    '{"phone": "+509 2814 3370", "city": "Cap-Haïtien"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_stock": 1312}',
    '{"hs_code": "3301.29", "origin": "HT", "description": "vetiver oil"}',
    '{"vessel": "Grace Divine", "mmsi": "336512000", "eta": "2032-08-20"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
