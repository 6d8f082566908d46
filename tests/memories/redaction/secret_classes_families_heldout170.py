# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-seventieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-sixty-sixth's docstring, the
fifth to hundred-and-sixty-sixth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
hundred-and-sixty-seventh to hundred-and-sixty-ninth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (170418293),
password words (a Maya ruin, a day of the 260-day count, a year and a sign; a cenote, its depth in
metres and a sign; two Yucatecan, Belizean or Guatemalan dishes joined by dots with a number; leet
words of chicle, the Melipona bee, the cenote, the zafra and the shrimp with a year; `Baktun`,
`Katun` and a day sign; a mill word, a year, a sign and a town; a shrimp grade and a town; a name,
a birth year, a sign and `Xunaan`; `Tjees`, a number, a sign and a Mennonite colony; a town in
capitals, a sign and a number; a generator's four groups and random runs), names, places,
templates, tools, vendors and layouts, the way the staff of Sacbé Holding (fictional: chicle camps
in the Petén, a honey cooperative in Hopelchén, cenote tours from Valladolid, a sugar mill by
Orange Walk, a shrimp farm near Bacalar, a credit union (caja popular) and Maya-ruins tours from
Mérida, Chetumal, Belize City, San Ignacio and Flores, with Mennonite dairy partners in Spanish
Lookout and Blue Creek) leak secrets into an assistant's memory. The texts are WhatsApp, Telegram,
Signal, Messenger, Teams, Slack, Google Chat, Zulip, Discord and Mattermost messages, chat logs
with times, Jira-style tickets, BookStack and Wiki.js pages and tables, Apple Notes and Google
Keep notes, an e-mail, a runbook, a README fragment, shell, PowerShell, MobaXterm and Termius
prompts, CI logs, code (Python, JavaScript, PHP, Go, Ruby, Kotlin, C#, Rust, Elixir, Dart, Swift,
Java, Lua, R and PowerShell), configs, an Otter voice-memo transcript, dictated text and requests
to the assistant itself; the label's separators run from a colon, "is" and a dash to an arrow, an
emoji, a new line, quotes (`"…"`, `«…»`, `„…“`), brackets, a tab and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 166 names (each grepped for the
command, flag or variable itself): OpenCart's `cli_install.php install … --password`, `php craft
install --password=`, `oro:install` with its `--user-password=`, Joomla's `cli/joomla.php
user:add --password=`, HedgeDoc's `bin/manage_users --add … --pass`, calibre-web's `cps -s
user:password`, Dendrite's `create-account … -password`, `qmicli --wds-start-network="…,password=…"`,
`TRYTONPASSFILE` fed by an `echo`, pounce's `-w`, an svnserve `passwd` file, Leiningen's
`credentials.clj`, SuiteCRM's `setup_db_admin_password`, and the variables
`TRYTOND_DATABASE__URI`, `CMD_SESSION_SECRET`, `JOOMLA_DB_PASSWORD`, `OPENCART_PASSWORD`,
`SUITECRM_DATABASE_PASSWORD`, `GEOSERVER_ADMIN_PASSWORD`, `ORO_SECRET` and the company's own
`ZAFRA_SCADA_DB_PASS`. Beside them commands of lightly used tools (each in one or two earlier
corpora: stardog-admin, sojuctl, chasquid-util, hdbuserstore, sapcontrol, bteq's `.LOGON`,
isql-vt, mlcp.sh, basexclient, `CRATEPW` before crash, check_http, check_mysql, lnms, cabal upload,
seaf-cli, rasdial, owncloudcmd, `bitsadmin /setcredentials`, Autologon64, vmagent's
`-remoteWrite.basicAuth.password`), configs of burp, Fineract, goimapnotify, netctl and iwd, and
common layouts (env files, compose, systemd, Kubernetes secrets, a wifi QR code, `otpauth://`,
JWTs, PEM blocks, Basic and Bearer headers, connection strings) in wordings of their own.

About 49 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 191 of 390): Yucatec Maya, Mopan, Q'eqchi', Itzaj, Belizean Kriol, Garifuna, the
Plautdietsch of the Belize Mennonites, Yucatán Spanish, Guatemalan Spanish and Mexican Spanish
texting, and French, Portuguese, Italian and Czech only in seed-phrase lines. The wordings are
the author's approximations, checked by no speaker, built around a few marker words and the
loanwords people there really text (password, contraseña, wifi, PIN, token, API key, backup,
server): Yucatec's `bix a beel`, `túumben`, `je'ela'`, `ts'o'ok in k'eexik`, `yéetel`, `ma' a
ts'aik ti' mix máak`, `Dios bo'otik`; Mopan's and Itzaj's article `a'` and `-e'`, `b'ixij a b'el`,
`Dyos b'o'tik`; Q'eqchi' `ma sa sa' laa ch'ool`, `li x-…`, `ak'`, `a'an`, `bantiox`, `moko taaye re
ani`, `jun jun`; Kriol's `di`, `da`, `fi`, `nyoo`, `paaswod`, `gaan chaynj`, `unu`, `no gi
nobadi`, `wan wan letta`; Garifuna's `buiti binafi`, `ida bian`, `numada`, `seremein`;
Plautdietsch `daut`, `es`, `Passwuat`, `Wiefie`, `Schlätel`, `fa'm`, `sajcht daut nich wieda`,
`Dankscheen`, `Tjees`; Yucatán's `uay`, `mare`, `¡bomba!`, `de por sí`; Guatemala's `mirá vos`,
`va pues`, `muchá`, `púchica`, `cabal`; Mexican texting's `k onda`, `xfa`, `ntp`, `tmb`, `contra`,
`psw`; the glottal stop is typed as the ASCII apostrophe, as people text it, though print writes
`’` (`ts’o’ok`, `Q’eqchi’`). The Garifuna lines (greetings and thanks around loanwords), the Itzaj and Mopan lines
(Yucatec-like forms with the article `a'`), Q'eqchi' `moko taaye re ani` and `jun jun`, and the
Plautdietsch `Tjeeskjalla`, `Miltjwoag`, `opp'e Kort` and `Bukstow fa Bukstow` are the thinnest
guesses.

Vendors (Facturapi, SW Sapien, Quadrum, Aspel, Srpago, Billpocket, Netpay, Paycode, Cuenca, Albo,
Konfío, Kueski Pay, Credijusto, Incode, Mifiel, Weetrust, Clara, Hey Banco, Spin by OXXO,
Paquetexpress, Efevoo, Estafeta, Visanet Guatemala, Boletia, Xcaret, Magnicharters, Volaris,
Nezasa, Wetu, BestDay, Price Travel, Tren Maya, Arnia, Agrosmart, Synctera, Treasury Prime, nCino,
Alkami and Arcus) are ones heldouts 5 to 166 do not name (grepped by name; a few match only inside
other words). No shape here is one the author knows to be real: every one is a guess (hex,
base64, URL-safe and alphanumeric runs, UUIDs, Aspel's dashed licence key, JWTs for SW Sapien and
Tren Maya, `sk_live_` for Facturapi, `sk_netpay_`, `kpay_live_` and `ags_` prefixes); the JWTs are
well-formed and the Apple recovery key's seven groups of four and 1Password's `A3-` Secret Key
follow their published layouts.

The ids are kinds heldouts 5 to 166 do not use, except two lightly used ones that carry a check:
Guatemala's NIT, drawn until `stdnum.gt.nit` validates its check character, and Mexico's IMSS
social security number, whose last digit is a Luhn digit checked with `stdnum.luhn`. The others
are invented shapes that no library or this file checks (no check-digit algorithm is written
here): a Belize Tourism Board tour-guide licence, a SECTUR tour-guide credential (NOM-08), an
INGUAT guide card, a CONAPESCA RNPA, an INFONAVIT credit number, an ISSSTE file number, an INAPAM
card, a beekeeper's UPP code in the Padrón Ganadero Nacional, a Belize QRP card, a Belize voter
registration number, a Mexican federal driver's licence and Belizean passports. Card numbers pass
Luhn (the value helpers' Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay and Maestro,
checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over
the IBAN shapes and IBAN calls of heldouts 5 to 166 (the British Virgin Islands, Burundi, Cyprus,
Egypt, Malta, Ukraine, the Vatican and Russia, in thirteen corpora each by that count), drawn until
`stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish, French,
Portuguese, Italian and Czech lists, each with a valid checksum. Counts: 390 secret samples, 20
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 170_418_293
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _fresh(rng: random.Random, make: Callable[[], tuple[str, Any]], seen: set[str]) -> Any:
    """A draw of ``make`` whose secret (its first item) no earlier sample of the file holds."""
    for _ in range(500):
        secret, rest = make()
        if secret not in seen:
            seen.add(secret)
            return rest
    raise ValueError("no fresh secret drawn")


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):

            def make(index: int = index, template: str = template) -> tuple[str, Sample]:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                return secret, Sample(self.cls, template.format_map(fields), secret)

            sample = _fresh(rng, make, seen)
            if sample.secret not in sample.text:
                raise ValueError(f"{self.cls}: secret not in text")
            out.append(sample)
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_RUINS = ["Uxmal", "EkBalam", "Coba", "Calakmul", "Tikal", "Yaxha", "Caracol", "Xunantunich",
          "Lamanai", "AltunHa", "CahalPech", "Nakum", "Mayapan", "Kabah", "Sayil", "Uaxactun",
          "Topoxte", "Dzibanche"]  # fmt: skip
_DAYS = ["Imix", "Ik", "Akbal", "Kan", "Chikchan", "Kimi", "Manik", "Lamat", "Muluk", "Ok",
         "Chuwen", "Eb", "Ben", "Ix", "Men", "Kib", "Kaban", "Etznab", "Kawak", "Ajaw"]  # fmt: skip
_CENOTES = ["Suytun", "Zaci", "Xkeken", "Samula", "Oxman", "Hubiku", "IkKil", "Xcanche",
            "Yokdzonot", "Kankirixche", "Chihuan", "Dzitnup", "NohMozon", "Xlacah"]  # fmt: skip
_DISHES = ["panucho", "salbute", "papadzul", "cochinita", "sikilpak", "xcatik", "hudut", "tapou",
           "pepian", "kakik", "chirmol", "bundiga", "relleno", "escabeche", "pocchuc", "tamalito"]  # fmt: skip
_MILL = ["Zafra", "Melaza", "Bagazo", "Trapiche", "Guarapo", "Piloncillo", "Tacho", "Molienda",
         "Cachaza"]  # fmt: skip
_PLACES = ["Merida", "Valladolid", "Chetumal", "BelizeCity", "SanIgnacio", "Flores", "Bacalar",
           "OrangeWalk", "Corozal", "Benque", "Melchor", "SantaElena", "Hopelchen", "Izamal",
           "Dangriga", "PuntaGorda", "SpanishLookout", "BlueCreek"]  # fmt: skip
_NAMES = ["Wilberth", "Itzel", "Yazmin", "Landy", "Nicte", "Kenroy", "Shanice", "Dwayne",
          "Delroy", "Lurline", "Fermin", "Abram", "Helena", "Jakob", "Domingo", "Marta",
          "Sebastian", "Juana", "Aurelio", "Mynor", "Heidy", "Byron", "Sindy", "Rodrigo"]  # fmt: skip
_COLONIES = ["Lookout", "BlueCreek", "Shipyard", "Barton", "Springfield", "LittleBelize"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ch1cl3r0", "M3l1p0n4", "Xun44n", "C3n0t3", "Z4fr4", "C4m4r0n", "S4cb3", "K44bN4j",
         "S4p0d1ll4"]  # fmt: skip


def _shrimp(g: random.Random) -> str:
    """A shrimp grade (count per pound) and a place, the way the pond crew makes passwords."""
    count = g.choice([16, 21, 26, 31, 36, 41, 51])
    return f"Camaron{count}-{count + 4}{g.choice(_PLACES)}"


def _generator(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RUINS)}-{g.choice(_DAYS)}{g.randrange(1990, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CENOTES)}{g.randrange(12, 90)}m{g.choice(_SYMBOLS)}",
    lambda g: ".".join(g.sample(_DISHES, 2)) + "." + str(g.randrange(10, 100)),
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"Baktun{g.randrange(9, 14)}{g.choice(_SYMBOLS)}Katun{g.randrange(1, 20)}{g.choice(_DAYS)}",
    lambda g: f"{g.choice(_MILL)}{g.randrange(2020, 2036)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    _generator,
    _shrimp,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}Xunaan",
    lambda g: f"Tjees{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{g.choice(_COLONIES)}",
    lambda g: _r(g, ALNUM, 13),
    lambda g: f"{g.choice(_PLACES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Wilberth (Valladolid office): the Suytun ticket kiosk admin password is {pw}",
    "Telegram, #cenotes-ops, Itzel: UniFi controller at the Ik Kil hut, password {pw}",
    "Signal from Kenroy (Belize City): the weighbridge PC at the mill, password {pw}",
    "Slack #zafra, Mynor: the Experion station in the boiler house, operator password {pw}",
    "Teams chat, credit union IT: teller workstation 4 local admin password {pw}",
    "Google Chat, shrimp farm Bacalar: the aerator controller web UI password is {pw}",
    "Messenger from Lurline (Dangriga): the booking laptop password {pw}",
    "Zulip stream 'peten-tours', Juana: the Flores office NAS password is {pw}",
    "Discord DM: the Tikal sunrise-tour van's GPS tracker password {pw}",
    "Mattermost, #honey-lab: the refractometer PC password {pw}",
    "Jira SAC-412: reset the Chetumal POS back-office password, the current one is {pw}",
    "BookStack page 'San Ignacio office › Devices': router admin password {pw}",
    "Apple Notes, 'Xunantunich ferry booth': tablet unlock password {pw}",
    "Hi Abram,\n\nthe dairy scale PC in Spanish Lookout now has the password {pw}. Please put it in the vault and delete this mail.\n\nDomingo",
    "Runbook: sugar mill night shift\n1. wake the SCADA client\n2. log in as operador\n3. password: {pw}\n4. check the boiler trend",
    "README (shrimp-pond sensors)\nGrafana admin password: `{pw}` (change it after the harvest)",
    "Otter transcript, voice memo 14:02: ...so the password for the Calakmul booking tablet is {pw} okay bye",
    "hey assistant, remember my credit union online banking password: {pw}",
    "note to self: Holy Redeemer Credit Union app password {pw}",
    "can you keep the SpeedNet customer portal password for me? it's {pw}",
    "DigiCell My Account password changed to {pw}",
    "after the Windows reinstall the honey lab PC password became {pw}",
    "Bix a beel, Chan Pedro. U túumben contraseñail le wifi ti' le kaab naj: {pw}. Ma' a ts'aik ti' mix máak.",
    "Je'ela' u contraseña le computadora ti' le ts'ono'oto': {pw}",
    "Ts'o'ok in k'eexik in contraseña, bejla'e' {pw}. Dios bo'otik.",
    "Wilberth: u contraseña le taquilla Suytun, je'ela' {pw}",
    "B'ixij a b'el? A' contraseña a' computadora ti' a' escuela: {pw}. Dyos b'o'tik.",
    "Aurelio Cho: a' túumben password ti' a' tour van, {pw}",
    "Ma sa sa' laa ch'ool? Li ak' xpassword li computadora a'an {pw}. Bantiox.",
    "Domingo Caal: li xpassword li wifi sa' li cooperativa a'an {pw}, moko taaye re ani",
    "Marta Choc: li xpassword lin cuenta sa' li banco a'an {pw}",
    "Juana Chayax: a' password a' computadora-e' {pw}, Dyos b'o'tik",
    "Fernando Tesucún, San José: a' túumben contraseña ti' a' museo-e' {pw}",
    "Kenroy: di nyoo paaswod fi di office wifi da {pw}, no gi nobadi",
    "Shanice: mi bank paaswod gaan chaynj, now ih da {pw}",
    "Dwayne: dis da di paaswod fi di kompyuta eena di tikit boot: {pw}",
    "Delroy, San Pedro: unu, di paaswod fi di golf kyaat GPS da {pw}",
    "Buiti binafi, numada! Password wifi Dangriga office: {pw}. Seremein.",
    "Lurline: Ida bian, numada? Password laptop booking: {pw}. Seremein.",
    "Abram Friesen: daut Passwuat fa'm Tjeeskomputa es {pw}, sajcht daut nich wieda",
    "Helena Wiebe: mien niee Passwuat es {pw}",
    "Jakob Penner (Blue Creek): onse Wiefie Passwuat: {pw}, Dankscheen",
    "Peter Thiessen: daut Passwuat fa dee Miltjwoag es {pw}",
    "Uay, la contraseña del wifi del cenote Zací es {pw}, no la pases, mare",
    "¡Bomba! La contraseña de la báscula de la miel quedó en {pw}, de por sí",
    "Mare, la contraseña del correo de la cooperativa ya es {pw}, ¿sí me entendiste?",
    "Mirá vos, la contraseña del servidor de Flores es {pw}, va pues",
    "Muchá, la contra del banco quedó así: {pw}, púchica no la anden regando",
    "k onda, la contra del wifi es {pw} xfa no la pases",
    "ntp ya la cambie, la nueva contraseña es {pw} tmb pa la compu d la oficina",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_SEPARATED = [
    "Sticky note on the Samula ticket PC: password → {pw}",
    "Nota del cenote Samula — contraseña: {pw}",
    "Schoolhus Passwuat - {pw}",
    "tikit boot paaswod = {pw}",
    "wifi kaab naj 🔑 {pw}",
    "U contraseñail le báscula 👉 {pw}",
    'Li xpassword li laptop: "{pw}"',
    "Zafra SCADA password ({pw})",
    "Clave de la banca en línea de la caja popular:\n{pw}",
    "contra => {pw}",
    "Password is: {pw}",
    "PWD —> {pw}",
    "la contraseña «{pw}» es la del correo de reservas",
    "Passwuat: „{pw}“",
    "chicle storeroom laptop password ⇒ {pw}",
    "mi CIEC del SAT = '{pw}'",
    "psw: {pw}",
    "Kriol note: di paaswod » {pw}",
    "paaswod fi di POS: `{pw}`",
    "contraseña [{pw}] — la del servidor de tours",
    "clave de la compu de la caja 🔐 {pw}",
    "Password:\t{pw}",
    "A' contraseña → {pw} ✅",
    "| Tren Maya agency portal | password | {pw} |",
]  # fmt: skip
_separated = _Family("label_separator", _SEPARATED, _with(_pw), "pw")


_USERS = ["wilberth", "itzel.canche", "yazmin.pool", "landy.uc", "kenroy", "shanice.b", "dwayne",
          "lurline", "fermin.n", "abram.friesen", "helena.w", "jakob.penner", "domingo.caal",
          "marta.choc", "juana.chayax", "aurelio.cho", "mynor", "heidy.r", "rodrigo", "svc-zafra",
          "ops-cenotes", "caja-teller4"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Itzel: the Suytun kiosk login is {u} / {pw}",
    "| device | user | password |\n|---|---|---|\n| weighbridge PC | {u} | {pw} |",
    "ssh {u}@scada-hist.sacbe.lan  # pw {pw}",
    "sign in to the credit union teller app as {u} with {pw}",
    "creds for the shrimp-farm Grafana are {u} and {pw}",
    "login: {u}\npassword: {pw}",
    "BookStack › Tours › Tikal van tracker: {u} — {pw}",
    "device,username,password\nhoney-lab-pc,{u},{pw}",
    "- host: chetumal-pos\n  user: {u}\n  pass: {pw}",
    "usuario {u}, contraseña {pw}, uay no lo pierdas",
    "Mirá: usuario {u} y clave {pw}, va pues",
    "user {u} psw {pw} xfa",
    "U usuario: {u} yéetel u contraseña: {pw}",
    "Kenroy: di yooza neem da {u} an di paaswod da {pw}",
    "Benutza {u}, Passwuat {pw} — Abram",
    "Li xk'ab'a' li usuario a'an {u}, li xpassword a'an {pw}",
    "Seremein numada — user {u}, password {pw}",
    "A' usuario {u}, a' contraseña {pw}. Dyos b'o'tik",
    "u={u} p={pw}",
    "Google Keep 'Caracol tour office': {u} : {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tzalam", "chakah", "pixoy", "kanche", "xtabentun", "balche", "yaxche", "chechen",
               "habin", "tzitzilche", "ramon", "bojon", "kopte", "jabin", "katalox", "sakbe",
               "kinich", "chukum", "kuxub", "siricote"]  # fmt: skip
_SPELLED = [  # "{w}{d}" joined: the secret is the word and the number together; {sp}: spelled
    "the password is the word {w}, all lowercase, then {d}",
    "voice memo: wifi password, it's {w} and then the number {d}, no spaces",
    "type {w}, then {d}; that's the mill PC password",
    "password: the word {w} followed by {d}",
    "so the password is {w}{d}, word and number together",
    "la contraseña es la palabra {w} y luego {d}, uay",
    "mirá, la clave es {w} y al final el {d}, vos",
    "di paaswod da di wod {w}, den {d}",
    "daut Passwuat es daut Wuat {w}, donn {d}",
    "u contraseña: le t'aan {w} yéetel {d}",
    "li xpassword a'an li aatin {w}, ut {d}",
    "spelled out for the ranger: {sp}, then {d}",
    "la contra es {W} con mayúscula y {d} al final",
    "password: the name of our dog, {W}, followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    spelled = " ".join(word.upper())
    fields = {"w": word, "W": word.capitalize(), "d": number, "sp": spelled}
    if "{w}{d}" in template:
        return fields | {"secret": word + number}
    if "{sp}" in template:
        return fields | {"secret": spelled}
    if "{W}" in template:
        return fields | {"secret": word.capitalize()}
    return fields | {"secret": word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_LOCKS = [
    "gate code at the Ek Balam parking: {pw}#",
    "the safe in the Valladolid office opens with {pw}",
    "alarm code for the honey warehouse is {pw}",
    "padlock on the chicle storeroom in Uaxactún: {pw}",
    "el código del candado de la bodega de melaza es {pw}",
    "código de la alarma de la oficina de Flores: {pw}, va pues",
    "u código le candado ti' le kaab naj: {pw}",
    "di code fi di gayt da {pw}, no mek nobadi noa",
    "dee Numma fa daut Schlott aum Tjeeskjalla es {pw}",
    "li xcódigo li candado sa' li bodega a'an {pw}",
    "PIN de la tarjeta de la caja chica: {pw}",
    "SIM PIN on the pond-sensor modem: {pw}",
    "el PIN del celular de guardia es {pw} ntp",
    "keypad at the Xunantunich ticket shed takes {pw} then *",
    "mi ATM PIN da {pw}",
    "A' código a' candado ti' a' bodega: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    length = 4 if "PIN" in template else [4, 5, 6, 4, 8][index % 5]
    return {"pw": _r(rng, D, length)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_SSIDS = ["Sacbe-Oficina", "CenoteSuytun-5G", "Tigo-Flores-7781", "Claro_Chetumal",
          "Telmex-Valladolid", "DigiCell-Hub-SanIgnacio", "SpeedNet_BZE", "KaabNaj-Lab",
          "Estanques-Norte", "Ingenio-Zafra", "BlueCreek-Tjees", "Uaxactun-Chicle",
          "Xunantunich-Booth"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\npassphrase: {pw}",
    "cenote hut wifi: {s} / {pw}",
    "la red {s}, contraseña {pw}, uay",
    "wifi {s} clave: {pw} xfa",
    "red {s} — la clave es {pw}, vos",
    "di wifi {s} paaswod da {pw}",
    "Wiefie {s}, Passwuat {pw}",
    "u wifi {s}, u contraseña: {pw}",
    "li wifi {s}, xpassword: {pw}",
    "Buiti binafi — wifi {s}, password {pw}",
    "/var/lib/iwd/{s}.psk\n[Security]\nPassphrase={pw}",
    "the key on the sticker under the Tigo modem: {pw}",
    "hostapd.conf for the pond gateway:\nssid={s}\nwpa_passphrase={pw}",
    "a' wifi {s}, a' password {pw}, Dyos b'o'tik",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    if roll < 0.4:
        return "".join(w.capitalize() for w in rng.sample(_DISHES, 2)) + str(rng.randrange(10, 100))
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_CLI = [
    "php upload/install/cli_install.php install --db_hostname db.sacbe.lan --db_username opencart --db_password \"$OC_DB_PASS\" --db_database miel_shop --username {u} --password '{pw}' --email {u}@sacbe.coop --http_server https://miel.sacbe.coop/",
    "php craft install --username={u} --email={u}@sacbe.coop --password='{pw}' --site-name='Cenotes Sacbé' --site-url=https://cenotes.sacbe.coop --language=es-MX",
    "php bin/console oro:install --env=prod --user-name={u} --user-email={u}@sacbe.coop --user-firstname=Itzel --user-lastname=Canche --user-password='{pw}' --organization-name=Sacbe --application-url=https://crm.sacbe.lan",
    "php cli/joomla.php user:add --username={u} --name={u} --password='{pw}' --email={u}@sacbe.coop --usergroup='Super Users'",
    "bin/manage_users --add {u}@sacbe.coop --pass '{pw}'",
    "cps -s {u}:{pw}",
    "./bin/create-account -config dendrite.yaml -username {u} -password '{pw}' -admin",
    "qmicli -d /dev/cdc-wdm0 --wds-start-network=\"apn=internet.tigo.bz,username={u},password={pw},ip-type=4\" --client-no-release-cid",
    "echo '{pw}' > /tmp/tpf && TRYTONPASSFILE=/tmp/tpf trytond-admin -c /etc/trytond.conf -d cooperativa --all",
    "pounce -h irc.libera.chat -p 6697 -n sacbe-{u} -w '{pw}'",
    "sojuctl user create -username {u} -password '{pw}'",
    "chasquid-util user-add {u}@sacbe.coop --password='{pw}'",
    "hdbuserstore SET SACBEKEY hana.sacbe.lan:30015 {u} '{pw}'",
    "sapcontrol -nr 00 -host s4.sacbe.lan -user {u} '{pw}' -function GetProcessList",
    "bteq\n.LOGON tdprod/{u},{pw}\nSELECT COUNT(*) FROM reservas.tours;",
    "isql-vt 1111 {u} '{pw}'",
    "stardog-admin --server http://kg.sacbe.lan:5820 -u {u} -p '{pw}' db list",
    "mlcp.sh import -host ml.sacbe.lan -port 8000 -username {u} -password '{pw}' -input_file_path ./tours",
    "basexclient -n xml.sacbe.lan -U {u} -P '{pw}'",
    "CRATEPW='{pw}' crash --hosts https://crate.sacbe.lan:4200 -U {u}",
    "check_http -H cenotes.sacbe.coop -a {u}:{pw} -u /admin",
    "check_mysql -H db.sacbe.lan -u {u} -p '{pw}' -d tours",
    "lnms user:add --password='{pw}' --role=admin {u}",
    "cabal upload --username={u} --password='{pw}' dist-newstyle/sdist/maya-dates-0.3.tar.gz",
    "seaf-cli sync -l 0b7c3e52-6f1a-4d8e-9c2b-5a4f1e7d3c90 -s https://files.sacbe.lan -d ~/tours -u {u}@sacbe.coop -p '{pw}'",
    "rasdial \"Tigo 4G\" {u} {pw}",
    "owncloudcmd --user {u} --password '{pw}' ~/fotos https://nube.sacbe.lan",
    "bitsadmin /setcredentials zafra-sync SERVER BASIC {u} {pw}",
    "Autologon64.exe {u} SACBE {pw} /accepteula",
    "vmagent -remoteWrite.url=https://vm.sacbe.lan/api/v1/write -remoteWrite.basicAuth.username={u} -remoteWrite.basicAuth.password='{pw}'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\ops> {c}", "wilberth@mill-scada:~$ {c}", "root@estanques-gw:~# {c}",
    "el comando que corrí: {c}", "comando q use: {c}", "dis da di command Ah run: {c}",
    "daut Kommando: {c}", "le comando ts'o'ok in meyajtik: {c}", "vos, corré esto: {c}",
    "Jira SAC-433, steps to reproduce:\n{c}", "history | tail -1\n  512  {c}",
    "MobaXterm session 'ingenio': {c}", "Termius on the phone, host 'estanques': {c}",
    "Windows Terminal: {c}", "pasted in #ops: {c}", "uay, así lo corrí: {c}",
    "ticket note: {c}", "Otter transcript: ...and then I ran {c}", "from my bash history: {c}",
    "ran this on the mill box: {c}", "GitLab CI job log:\n$ {c}", "Ansible task 'shell': {c}",
    "tmux pane 2: {c}", "ops log 2033-05-02 06:10 — {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str], make: Maker) -> Taker:
    """``n`` samples of ``templates`` (``{u}``, ``{pw}``), each in a frame (``{c}``)."""
    family = _Family(cls, templates, _with(make, u=_USERS), "pw")

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        return v.framed(rng, family.take(rng, n, seen), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS, _plain_pw)


_URLS = [
    "postgresql://{u}:{pw}@fineract-db.sacbe.lan:5432/fineract_default",
    "mysql+pymysql://{u}:{pw}@opencart-db.sacbe.lan/miel_shop",
    "mongodb+srv://{u}:{pw}@tours.x7k2q.mongodb.net/reservas",
    "redis://{u}:{pw}@cache.sacbe.lan:6379/2",
    "amqp://{u}:{pw}@rabbit.sacbe.lan:5672/zafra",
    "rtsp://{u}:{pw}@cam-estanque-3.sacbe.lan:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.sacbe.coop/fotos-tikal/",
    "davs://{u}:{pw}@nube.sacbe.lan/remote.php/dav/files/{u}/",
    "jdbc:mariadb://db.sacbe.lan:3306/chicle?user={u}&password={pw}",
    "Server=sql.sacbe.lan;Database=CajaPopular;User Id={u};Password={pw};TrustServerCertificate=True",
    "http://{u}:{pw}@influx.sacbe.lan:8086/write?db=estanques",
    "sqlserver://{u}:{pw}@core.sacbe.lan:1433?database=ahorros",
    "clickhouse://{u}:{pw}@ch.sacbe.lan:9000/reservas",
    "https://{u}:{pw}@git.sacbe.lan/tours/booking.git",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "la cadena de conexión: {c}", "di connection string da {c}",
    "Jira SAC-450: {c}", "Wiki.js page 'Bases de datos': {c}", "keep this for me: {c}",
    "dee URL met Passwuat: {c}", "cadena pa la compu: {c} xfa", "u cadena le base de datos: {c}",
    "Grafana datasource, the old one: {c}", "pasted into the Teams chat by mistake: {c}",
    "BACKUP_TARGET={c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES, _plain_pw)


_CONFIGS: dict[str, Maker] = {
    "conf/svnserve.conf:\n[general]\nanon-access = none\npassword-db = passwd\n\nconf/passwd:\n[users]\nwilberth = {pw}": _plain_pw,
    "~/.lein/credentials.clj (before gpg):\n{{#\"https://repo.sacbe.lan/releases\" {{:username \"ci\" :password \"{pw}\"}}}}": _plain_pw,
    "config_si.php:\n$sugar_config_si = [\n  'setup_db_host_name' => 'db.sacbe.lan',\n  'setup_db_admin_user_name' => 'suitecrm',\n  'setup_db_admin_password' => '{pw}',\n];": _plain_pw,
    "trytond.env:\nTRYTOND_DATABASE__URI=postgresql://tryton:{pw}@pg.sacbe.lan:5432/": _plain_pw,
    "hedgedoc.env:\nCMD_DOMAIN=notas.sacbe.lan\nCMD_SESSION_SECRET={pw}": _j((URLSAFE, 48)),
    "compose.yaml:\n  joomla:\n    image: joomla:5\n    environment:\n      JOOMLA_DB_HOST: mariadb\n      JOOMLA_DB_USER: joomla\n      JOOMLA_DB_PASSWORD: {pw}": _plain_pw,
    ".env (bitnami opencart):\nOPENCART_USERNAME=tienda\nOPENCART_PASSWORD={pw}": _plain_pw,
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: suitecrm\nstringData:\n  SUITECRM_DATABASE_PASSWORD: \"{pw}\"": _plain_pw,
    "/etc/systemd/system/geoserver.service:\n[Service]\nEnvironment=GEOSERVER_ADMIN_USER=admin\nEnvironment=GEOSERVER_ADMIN_PASSWORD={pw}\nExecStart=/opt/geoserver/bin/startup.sh": _plain_pw,
    ".env-app.local:\nORO_DB_URL=postgres://oro:{pw}@pg.sacbe.lan:5432/oro_crm": _plain_pw,
    ".env-app.local:\nORO_SECRET={pw}": _j((HEX, 40)),
    "/etc/burp/burp.conf:\nserver = backup.sacbe.lan\ncname = honey-lab-pc\npassword = {pw}": _plain_pw,
    "fineract deployment:\n        env:\n        - name: FINERACT_HIKARI_PASSWORD\n          value: \"{pw}\"": _plain_pw,
    "zafra-historian.service:\n[Service]\nEnvironment=ZAFRA_SCADA_DB_PASS={pw}\nExecStart=/usr/local/bin/historian": _plain_pw,
    "/etc/netctl/estanques-wifi:\nInterface=wlan0\nConnection=wireless\nSecurity=wpa\nESSID=Estanques-Norte\nKey='{pw}'": _plain_pw,
    "~/.config/goimapnotify/goimapnotify.yaml:\nhost: imap.sacbe.coop\nusername: reservas@sacbe.coop\npassword: {pw}": _plain_pw,
}  # fmt: skip
_configs = _Family("config_file", list(_CONFIGS), lambda g, i, t: {"pw": _CONFIGS[t](g)}, "pw")


# Code that holds a vendor's key (``{{``: a literal brace).
_CODE: dict[str, Maker] = {
    'import facturapi\nfacturapi.api_key = "{k}"': _j("sk_live_", (ALNUM, 40)),
    'const kueski = new KueskiPay({{ apiKey: "{k}", env: "production" }});': _j((ALNUM, 40)),
    "<?php\n\\SrPago\\SrPago::setApiKey('{k}');": _j((ALNUM, 48)),
    'client := arcus.NewClient("{k}")': _j((HEX, 32)),
    'Mifiel.config do |c|\n  c.app_id = "sacbe-coop"\n  c.app_secret = "{k}"\nend': _j((B64, 86), "=="),
    'val credijusto = Credijusto(clientId = "sacbe-caja", clientSecret = "{k}")': _j((ALNUM, 32)),
    'var netpay = new NetpayClient("{k}");': _j("sk_netpay_", (ALNUM, 32)),
    'let volaris = volaris_agency::Client::new("{k}");': _j((ALNUM, 40)),
    'config :sacbe, :cuenca, api_key: "AK8sacbe", api_secret: "{k}"': _j((URLSAFE, 43)),
    "const agrosmartKey = '{k}'; // Flutter, apiario Hopelchén": _j("ags_", (ALNUM, 32)),
    'let incode = IncodeOnboarding(apiKey: "{k}", apiUrl: "https://api.incodesmile.com")': _j((ALNUM, 40)),
    'Synctera synctera = new Synctera("{k}");': _j((ALNUM, 40)),
    'local treasury_prime_secret = "{k}"': _j((ALNUM, 40)),
    'Sys.setenv(NEZASA_API_KEY = "{k}")': lambda g: v.uuid4(g, "b"),
}  # fmt: skip
_code = _Family("code_key", list(_CODE), lambda g, i, t: {"k": _CODE[t](g)}, "k")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "sacbe-holding", "sub": f"acct_{_r(g, LOWER_DIGITS, 16)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "reservas:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Facturapi", "FACTURAPI_SECRET_KEY", _j("sk_live_", (ALNUM, 40))),
    ("SW Sapien", "SWSAPIEN_TOKEN", _vendor_jwt("https://services.sw.com.mx")),
    ("Quadrum", "QUADRUM_API_KEY", _j((HEX, 32))),
    ("Aspel", "ASPEL_LICENSE_KEY", lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))),
    ("Srpago", "SRPAGO_SECRET", _j((ALNUM, 48))),
    ("Billpocket", "BILLPOCKET_API_TOKEN", _j((HEX, 64))),
    ("Netpay", "NETPAY_SECRET_KEY", _j("sk_netpay_", (ALNUM, 32))),
    ("Paycode", "PAYCODE_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Cuenca", "CUENCA_API_SECRET", _j((URLSAFE, 43))),
    ("Albo", "ALBO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Konfío", "KONFIO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Kueski Pay", "KUESKI_PAY_API_KEY", _j("kpay_live_", (ALNUM, 32))),
    ("Credijusto", "CREDIJUSTO_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Incode", "INCODE_API_KEY", _j((ALNUM, 40))),
    ("Mifiel", "MIFIEL_APP_SECRET", _j((B64, 86), "==")),
    ("Weetrust", "WEETRUST_TOKEN", _j((HEX, 40))),
    ("Clara", "CLARA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Hey Banco", "HEYBANCO_API_KEY", _j((ALNUM, 36))),
    ("Spin by OXXO", "SPIN_OXXO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Paquetexpress", "PAQUETEXPRESS_TOKEN", _j((HEX, 32))),
    ("Efevoo", "EFEVOO_API_KEY", _j((ALNUM, 32))),
    ("Estafeta", "ESTAFETA_API_SECRET", _j((HEX, 40))),
    ("Visanet Guatemala", "VISANET_GT_SECRET", _j((B64, 44))),
    ("Boletia", "BOLETIA_API_KEY", _j((HEX, 32))),
    ("Xcaret", "XCARET_PARTNER_KEY", lambda g: v.uuid4(g, "b")),
    ("Magnicharters", "MAGNICHARTERS_API_SECRET", _j((URLSAFE, 40))),
    ("Volaris", "VOLARIS_AGENCY_KEY", _j((ALNUM, 40))),
    ("Nezasa", "NEZASA_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Wetu", "WETU_API_KEY", lambda g: v.uuid4(g, "a")),
    ("BestDay", "BESTDAY_API_KEY", _j((ALNUM, 32))),
    ("Price Travel", "PRICETRAVEL_API_KEY", _j((HEX, 40))),
    ("Tren Maya", "TRENMAYA_AGENCY_TOKEN", _vendor_jwt("https://agencias.trenmaya.example")),
    ("Arnia", "ARNIA_API_KEY", _j((HEX, 32))),
    ("Agrosmart", "AGROSMART_TOKEN", _j("ags_", (ALNUM, 32))),
    ("Synctera", "SYNCTERA_API_KEY", _j((ALNUM, 40))),
    ("Treasury Prime", "TREASURY_PRIME_SECRET", _j((ALNUM, 40))),
    ("nCino", "NCINO_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Alkami", "ALKAMI_API_SECRET", _j((B64, 64))),
    ("Arcus", "ARCUS_SECRET_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "compose.yaml:\n    environment:\n      {env}: \"{tok}\"",
    "kind: Secret\nstringData:\n  {env}: {tok}",
    "systemd drop-in:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "fly secrets set {env}={tok}",
    "Sacbé admin › Integraciones › {vendor} › API key: {tok}",
    "Wiki.js table 'Integrations': | {vendor} | prod | {tok} |",
    "Jira SAC-470: {vendor} webhook returns 401, key in use {tok}",
    "{vendor} integration broken after the rotation, current key {tok}",
    "Slack #pagos, Rodrigo: {vendor} secret for prod: {tok}",
    "please remember our {vendor} API key: {tok}",
    "Google Keep: {vendor} token {tok}",
    "Bitwarden note 'APIs': {vendor} = {tok}",
    "Teams, finance: the {vendor} key is {tok}",
    "GitHub Actions secret {env}: {tok}",
    "heroku config:set {env}={tok} -a reservas-api",
    "uay, la clave de API de {vendor} es {tok}",
    "Mare, el token de {vendor} quedó: {tok}",
    "mirá vos, la API key de {vendor}: {tok}, va pues",
    "el secreto de {vendor} pa producción es {tok}, cabal",
    "la api key d {vendor} es {tok} xfa guardala",
    "token {vendor}: {tok} ntp ya lo rote",
    "{vendor} API key (production): {tok}",
    "U API key {vendor}: {tok}, ma' a ts'aik ti' mix máak",
    "U token {vendor} lela' {tok}",
    "A' API key ti' {vendor}: {tok}, Dyos b'o'tik",
    "Li xAPI key li {vendor} a'an {tok}",
    "A' token ti' {vendor}-e' {tok}",
    "di {vendor} API key da {tok}",
    "Kenroy: unu, di nyoo {vendor} token da {tok}",
    "Buiti binafi — {vendor} API key: {tok}. Seremein.",
    "dee {vendor} API-Schlätel es {tok}",
    "Abram: daut {vendor} Token es {tok}, sajcht daut nich wieda",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    boletia = _r(rng, HEX, 32)
    wetu = v.uuid4(rng, "8")
    paquetexpress = _r(rng, HEX, 32)
    quadrum = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.boletia.example/v2/events", headers={{"X-Boletia-Key": "{boletia}"}})', boletia),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {wetu}' https://wetu.example/API/Itinerary/V8/Get", wetu),
        Sample("vendor_token", f"pqx = Paquetexpress(user='SACBE01', token='{paquetexpress}', sandbox=False)", paquetexpress),
        Sample("vendor_token", f"Invoke-RestMethod https://timbrado.quadrum.example/api -Headers @{{ 'X-Api-Key' = '{quadrum}' }}", quadrum),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng)
    seen.update(s.secret for s in out)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:

        def draw(make: Maker = make) -> tuple[str, str]:
            tok = make(rng)
            return tok, tok

        tok = _fresh(rng, draw, seen)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "solo lo muestra una vez: {t}", "di token da {t}",
                "daut Token: {t}", "{t}\n^ el nuevo, el viejo ya no jala"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of pond sensor E-12 (OTAA): {h}": 32,
    "HMAC secret for the Arcus payment webhook: {h}": 64,
    "clave AES del respaldo de la báscula: {h}": 64,
    "di encryption key fi di backup da {h}": 48,
    "u llave AES le respaldo: {h}": 32,
    "TLS PSK of the Modbus gateway at the mill (hex): {h}": 64,
    "daut Schlätel fa'm Backup: {h}": 64,
    "Mifare sector key A for the tour-bus cards: {h}": 12,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Jira SAC-480: token copiado del navegador {t}",
    "Cookie: lang=es-MX; sacbe_sess={t}",
    "RESERVAS_API_TOKEN={t}",
    "di token da {t}",
    "token d la app: {t} xfa no lo compartas",
    "daut Token fa'm Portal: {t}",
    "li token a'an {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "9"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@sacbe.coop"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.sacbe.coop/realms/caja", "azp": "reservas-web",
                   "roles": ["guia", "taquilla"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the mill historian, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/reservas.sacbe.coop.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"FACTURAS_CSD_KEY": "{key}", "rfc_emisor": "SAC000101AAA"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_estanques <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "la llave privada del servidor de Flores:\n{key}": ("PRIVATE KEY", "\n"),
    "di private key fi di SFTP:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the credit union's statement drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia export, header Authorization: Basic {v}": True,
    "Caddyfile:\nreverse_proxy core.sacbe.lan:8443 {{\n    header_up Authorization \"Basic {v}\"\n}}": True,
    "HTTP Toolkit capture: authorization: Bearer {v}": False,
    "Hoppscotch environment, Authorization = Basic {v}": True,
    "di header da Authorization: Bearer {v}": False,
    "la cabecera que manda la báscula: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_SEED_PLACES = {  # template: the word list's language
    "Sparrow wallet backup of the honey fund, copied off the card: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "voice memo: the Zeus wallet recovery words are {p} and that's all of them": "english",
    "frase de recuperación de la billetera de la caja popular, uay: {p}": "spanish",
    "mirá, las palabras de la billetera de Flores: {p}": "spanish",
    "palabras semilla d la wallet: {p} xfa no las pases": "spanish",
    "u t'aano'ob le billetera: {p}": "spanish",
    "phrase de récupération du portefeuille (client de Cayenne): {p}": "french",
    "frase de recuperação da carteira do comprador de mel: {p}": "portuguese",
    "frase di recupero del portafoglio del distributore di chicle: {p}": "italian",
    "obnovovací fráze peněženky českého odběratele: {p}": "czech",
    "di wallet seed wodz dem da: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_words(rng: random.Random, lang: str, words_n: int) -> str:
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 15: 20, 18: 24, 24: 32}[words_n]))
    return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_words(rng, _SEED_PLACES[template], [12, 24, 15, 18][index % 4]).split()
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
    "WhatsApp, Rodrigo: the company card for the Tikal park tickets is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Jira SAC-490: pay the boiler inspection with card {c}",
    "uay, el número de la tarjeta de la cooperativa: {c}, vence {mm}/{yy}",
    "mirá, la tarjeta es {c}, {mm}/{yy}, va pues",
    "tarjeta: {c} vence {mm}/{yy} xfa",
    "mi kaad nomba da {c}, {mm}/{yy}",
    "mien Kortnumma: {c}",
    "li xnúmero lin tarjeta a'an {c}",
    "u número in tarjeta: {c}, {mm}/{yy}",
    "Seremein — card number {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    if not luhn.is_valid(number):
        raise ValueError(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, security code on the back: {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "di tree nomba pahn di bak a di kaad da {cvv}",
               "Amex {c}, the four digits printed on the front: {cvv}",
               "dee dree Tolen hinjen opp'e Kort: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    clean = "\n".join(CLEAN)  # a short code that no clean text holds
    cvv = v.until(rng, lambda g: _r(g, D, 4 if brand == "amex" else 3), lambda c: c not in clean)
    return {"c": number, "cvv": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 166; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"VG": "aaaa" + "n" * 16, "BI": "n" * 23, "CY": "n" * 8 + "c" * 16,
                "EG": "n" * 25, "MT": "aaaa" + "n" * 5 + "c" * 18, "UA": "n" * 6 + "c" * 19,
                "VA": "n" * 18, "RU": "n" * 14 + "c" * 15}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SAC-2033-071: please pay the chicle export lot to {i} within 30 days",
    "save the Tortola tour partner's IBAN: {i}",
    "IBAN: {i}\nReference: honey lot 12, Hopelchén",
    "Slack #tesoreria: the Limassol travel agency's new bank details, IBAN {i}",
    "uay, el IBAN del comprador de miel: {i}",
    "mirá vos, el IBAN de la agencia: {i}",
    "iban pa la transferencia: {i} xfa",
    "di IBAN da {i}",
    "IBAN fa dee Tjeeskoop: {i}",
    "li IBAN a'an {i}",
    "u IBAN le agencia: {i}",
    "IBAN of the Valletta agency for the cenote tours: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _gt_nit(g: random.Random) -> str:
    """Guatemala's NIT: a body and its mod-11 check character, checked with `stdnum.gt.nit`."""

    def make(h: random.Random) -> str:
        body = h.choice("123456789") + _r(h, D, h.choice([6, 7]))
        return body + gt_nit.calc_check_digit(body)

    return str(gt_nit.format(v.until(g, make, gt_nit.is_valid)))


def _imss(g: random.Random) -> str:
    """Mexico's IMSS social security number: subdelegation, year of registration, birth year, a
    serial and a Luhn check digit (checked with `stdnum.luhn`)."""
    body = (
        f"{g.randrange(1, 100):02d}{g.randrange(0, 100):02d}{g.randrange(40, 100):02d}{_r(g, D, 4)}"
    )
    number = body + luhn.calc_check_digit(body)
    if not luhn.is_valid(number):
        raise ValueError(number)
    return number


# Kinds no earlier corpus uses; no library checks them and no check digit is written here.
_btb_guide: Maker = lambda g: f"TG-{_r(g, D, 4)}/{g.randrange(28, 35)}"  # noqa: E731
_sectur_guide: Maker = lambda g: f"YUC-GG-{_r(g, D, 5)}"  # noqa: E731
_inguat_guide: Maker = lambda g: f"G-{_r(g, D, 5)}-PT"  # noqa: E731
_rnpa: Maker = lambda g: "23" + _r(g, D, 8)  # noqa: E731
_infonavit: Maker = lambda g: g.choice("123") + _r(g, D, 9)  # noqa: E731
_issste: Maker = lambda g: _r(g, D, 12)  # noqa: E731
_inapam: Maker = lambda g: "31" + _r(g, D, 8)  # noqa: E731
_upp: Maker = lambda g: "31" + f"{g.randrange(1, 107):03d}" + _r(g, D, 7)  # noqa: E731
_qrp: Maker = lambda g: f"QRP-{_r(g, D, 5)}"  # noqa: E731
_bz_voter: Maker = lambda g: "V" + _r(g, D, 7)  # noqa: E731
_lfc: Maker = lambda g: "AF" + _r(g, D, 9)  # noqa: E731
_bz_passport: Maker = lambda g: "P0" + _r(g, D, 6)  # noqa: E731

_ID_PLACES: dict[str, Maker] = {
    "NIT of the Flores tour office, for the factura: {s}": _gt_nit,
    "mirá vos, mi NIT es {s}, va pues": _gt_nit,
    "número de seguridad social IMSS de Wilberth: {s}": _imss,
    "mi NSS del IMSS: {s} xfa pa la alta": _imss,
    "BTB tour guide licence of Delroy, for the Xunantunich permit: {s}": _btb_guide,
    "mi tour gaid laisens nomba da {s}": _btb_guide,
    "Itzel's SECTUR tour-guide credential (NOM-08): {s}": _sectur_guide,
    "carnet de guía INGUAT de Mynor: {s}": _inguat_guide,
    "CONAPESCA RNPA of the shrimp farm: {s}": _rnpa,
    "número de crédito INFONAVIT de Landy: {s}": _infonavit,
    "número de expediente ISSSTE de la maestra: {s}": _issste,
    "folio de la tarjeta INAPAM de doña Rosalba: {s}": _inapam,
    "clave UPP del apiario en el Padrón Ganadero Nacional: {s}": _upp,
    "Abram sien QRP Kort: {s}": _qrp,
    "mi voter registration nomba (Elections and Boundaries): {s}": _bz_voter,
    "Mexican federal driver's licence of the tour bus driver: {s}": _lfc,
    "li xnúmero lin pasaporte a'an {s}": _bz_passport,
    "Belizean passport of Lurline, for the Flores border: {s}": _bz_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Google backup codes for reservas@sacbe.coop\n{codes}",
            "códigos de respaldo de la cuenta de Facturapi: {codes}",
            "di backup codes fi di Microsoft akount: {codes}",
            "Backup-Codes fa'm Mail: {codes}",
            "u backup codes le correo: {codes}",
            "2FA recovery codes (Clara admin)\n{codes}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTP = ["otpauth://totp/Clara:itzel@sacbe.coop?secret={s}&issuer=Clara&digits=6",
         "2FA setup key for the Synctera dashboard: {s}",
         "la clave de configuración del 2FA (no pude escanear el QR): {s}",
         "di 2FA sekret fi di bank app da {s}",
         "TOTP seed fa'm Banking: {s}",
         "Aegis export, entry 'nCino sandbox': secret {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")


_RECOVERY = {
    "Apple ID recovery key for the tours iPad account: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
    "código de recuperación de la cuenta Microsoft de la caja: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5)),
    "di Bitwarden recovery code da {k}": lambda g: _r(g, UPPER_DIGITS, 32),
    "1Password Secret Key fa'm Buero: {k}": lambda g: "A3-" + "-".join(_r(g, UPPER_DIGITS, n) for n in (6, 6, 5, 5, 5, 5)),
    "u recovery key le iPad: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")


_CODES = ["{c} is your Hey Banco verification code",
          "Tu código de verificación de Spin es {c}. No lo compartas.",
          "Yu Heritage Bank OTP da {c}",
          "Dien Code fa'm Banking es {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_CHATS = [
    "Itzel: ¿y la contraseña del wifi?\nWilberth: {pw}",
    "[07:12] kenroy: pw fi di server?\n[07:13] shanice: {pw}",
    "Abram: Passwuat?\nHelena: {pw}",
    "Mynor: {pw} es la nueva del servidor, vos",
    "Domingo: {pw} a'an li ak' xpassword",
    "[21:40] Rodrigo: {pw} <- contra nueva dl router",
    "Lurline: {pw} da di nyoo wan",
    "Landy: {pw} leti' u túumben contraseña",
    "[09:05] heidy: la del cajero?\n[09:06] byron: {pw}",
    "Dwayne: use {pw}, dat da weh di POS have now",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_SPELL_MAKERS = [_j("sk_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("ags_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the WhatsApp preview hides it) {t}", "letra por letra: {t}",
          "wan wan letta: {t}", "Bukstow fa Bukstow: {t}", "jun jun: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 50), (_separated, 24), (_logins, 20), (_spelled, 14), (_locks, 16), (_wifi, 16),
    (_cli, 30), (_urls, 14), (_configs, 16), (_code, 14), (_vendors, 44), (_bare, 6),
    (_hexes, 8), (_jwts, 8), (_pems, 7), (_auth, 6), (_seeds, 12), (_cards, 12), (_cvvs, 5),
    (_ibans, 12), (_national, 18), (_backups, 6), (_totp, 6), (_recovery, 5), (_codes, 4),
    (_chats, 10), (_spelled_tokens, 7),
]  # fmt: skip


def _spanish_seed(g: random.Random) -> str:
    return _seed_words(g, "spanish", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Suytun kiosk admin password is": "{s}", "Passwuat fa'm Tjeeskomputa:": "{s}\n(Abram)",
    "la contraseña del wifi del cenote es": "{s}, uay", "di paaswod fi di tikit boot da": "{s}",
    "U contraseñail le báscula:": "{s}", "li xpassword li computadora a'an": "{s}",
    "contra del banco:": "{s} xfa no la pases", "mill SCADA operator password": "{s}\nrotate after the zafra",
    "Mirá vos, la clave del servidor de Flores es": "{s}, va pues", "A' password a' computadora-e'": "{s}. Dyos b'o'tik",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Facturapi secret key", "{s}", _j("sk_live_", (ALNUM, 40))),
    ("split_token", "Boletia API key:", "{s} (venta de boletos)", _j((HEX, 32))),
    ("split_token", "di Agrosmart token da", "{s}", _j("ags_", (ALNUM, 32))),
    ("split_seed", "frase de recuperación de la billetera de la cooperativa", "{s}", _spanish_seed),
    ("split_card", "número de tarjeta", "{s} vence 08/34", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "VG"))),
    ("split_backup", "códigos de respaldo de Google", "{s}", lambda g: "\n".join(v.backup_codes(g, 5, 1))),
    ("split_otp", "TOTP secret for the Clara admin", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIT", "{s}", _gt_nit),
    ("split_pin", "código del candado de la bodega de chicle", "{s}", _j((D, 5))),
]  # fmt: skip


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kiosk": {"url": "https://taquilla.sacbe.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "wilberth", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "miel-1"}, {"name": "miel-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["sojuctl", "user", "create", "-username", "kenroy", "-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la contraseña de la compu de la caja es {s}"}': ("meta_password", _plain_pw),
    '{"Passwuat": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "di paaswod fi di booking laptop da {s}"}': ("meta_password", _plain_pw),
    '{"facturapi": {"api_key": "{s}"}}': ("meta_token", _j("sk_live_", (ALNUM, 40))),
    '{"billpocketToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"arnia_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"agencia": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MT")),
    '{"chofer": {"imss_nss": "{s}"}}': ("meta_id", _imss),
    '{"mfa": {"codigos_respaldo": ["{s}"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fondo_miel": {"frase_semilla": "{s}"}}': ("meta_seed", _spanish_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega_chicle": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Estanques-Norte", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker, seen: set[str]) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""

    def draw() -> tuple[str, str]:
        secret = make(rng)
        return secret, secret

    secret = _fresh(rng, draw, seen)
    return template.replace("{s}", secret), secret


def _build() -> tuple[list[Sample], list[FieldPair], list[MetadataSample]]:
    """The whole corpus, drawn in one pass so that no secret repeats across its parts."""
    seen: set[str] = set()
    rng = random.Random(SEED)
    samples: list[Sample] = []
    for family, n in _PLAN:
        samples += (
            family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
        )
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    pairs = [
        FieldPair(cls, first, *_fill(rng, second, make, seen)) for cls, first, second, make in rows
    ]
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make, seen)) for text, (cls, make) in _METADATA.items()]
    metadata = [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]
    return samples, pairs, metadata


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _build()[0]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return _build()[1]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return _build()[2]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"aerator-ctrl-fw-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/sacbe/reservas-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add cenote capacity per slot", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"zafra: revert brix column rename", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_estanque_7_2033-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"export-miel-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Suytun kiosk password before the inspection on 2033-06-11.",
    "Kenroy asked for the office wifi password; it's on the card in the manager's drawer.",
    "Policy: credit union passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `FACTURAPI_SECRET_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The SCADA client asks for a new operator password after every update.",
    "Replace <YOUR_BOLETIA_KEY> in the README with the key from your Boletia dashboard.",
    "ARNIA_API_KEY and ESTAFETA_API_SECRET must be set before the nightly sync runs.",
    "Ma' a ts'aik a contraseña ti' mix máak.",
    "Moko taaye laa password re ani.",
    "No gi nobadi yu paaswod, yu hear?",
    "Sajcht dien Passwuat nich wieda.",
    "Buiti binafi, numada. Seremein for the tour yesterday.",
    "Dyos b'o'tik for the honey, Aurelio.",
    "Uay, la contraseña debe tener por lo menos catorce caracteres, mare.",
    "Mirá vos, no compartás la clave del banco con nadie, va pues.",
    "ntp, la contra la cambio el de sistemas mañana",
    "La contraseña se cambia cada 90 días según la política de la caja popular.",
    "Upgraded the aerator controller firmware from 2.6 to 2.7 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the cenote capacity per slot.",
    f"Rolled back to {_SHORT} after the brix column rename broke the mill report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The aerator firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of export-miel-2032.parquet: {_SHA512}",
    f"The reservations API container runs ghcr.io/sacbe/reservas-api@sha256:{_IMAGE}.",
    f"MD5 de cosecha_estanque_7_2033-04.csv: {_MD5}, igual que la copia del NAS.",
    "Request id 4c2e8a17-9b3d-4f61-a0c5-7e1d2b9f6a38 is the slow one in the booking logs.",
    "Pedido PED-2033-00418: 40 tambos de miel de Hopelchén salen el jueves.",
    "Jira SAC-512: the pond 7 oxygen alarm keeps tripping at night.",
    "Call the Belize City office on +501 227 4519 before noon.",
    "Llamar a la oficina de Mérida al +52 999 924 1187 antes de las 10.",
    "Teléfono de la oficina de Flores: +502 7926 3380, vos.",
    "Booking reference SAC-CEN-2033-0771 covers 12 guests at Cenote Suytun, 9:00 slot.",
    "HS code 0409.00 is natural honey; 1301.90 covers chicle gum.",
    "Pond 7 is at 29.5 °C with 5.1 mg/L dissolved oxygen; the salinity is 18 ppt.",
    "After five wrong passwords the teller app locks the account for 20 minutes.",
    "The zafra runs from December to May; the mill grinds about 4 200 tonnes of cane a day.",
    "The secret of good Melipona honey is the tajonal bloom in November.",
    "Ask Wilberth for the warehouse padlock code, I don't have it.",
    "My card ending 7733 was declined at the Valladolid hardware store.",
    "La tarjeta que termina en 4410 ya venció, pide otra al banco.",
    "The Tortola partner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Clara admin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `AGROSMART_TOKEN` in the secrets store, never in the repository.",
    "The padlock on the chicle storeroom rusts in the rain; oil it every month.",
    "Boletia moved the API key page under Ajustes › Desarrolladores in its May release.",
    "ISBN 978-0-292-77837-4 is the Maya glyph handbook on the office shelf.",
    "The guest wifi 'Sacbe-Visitantes' is open, no password needed.",
    "Lot number MIEL-2033-HOP-0311, 300 kg, humidity 18.2 %; colour 34 mm Pfund.",
    "Di paaswod mos hav 12 leta ahn wan nomba, seh di IT man.",
    "Daut Passwuat mott 14 Bukstowen lank sennen.",
    "Li password tento' naq wank 12 letra.",
    "U contraseña k'abéet u yantal 12 letras.",
    "El ticket 5521 de la caja es por la impresora, no por contraseñas.",
    "The PIN pad at the Chetumal POS is broken again.",
    "Order 100234 from the San Ignacio gift shop shipped via Tropic Air cargo.",
    "Tikal opens at 6:00; the sunrise tour leaves Flores at 4:30.",
    "Xunantunich ferry runs every 15 minutes across the Mopan River.",
    "El RFC del cliente va en la factura; no pongas datos bancarios en el chat.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/caja/teller", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 771}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "SAC-512", "pedido": "PED-2033-00418"}',
    '{"lote": {"id": "MIEL-2033-HOP-0311", "peso_kg": 300, "humedad_pct": 18.2}}',
    '{"telefono": "+501 227 4519", "ciudad": "Belize City"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "tambos_en_bodega": 128}',
    '{"hs_code": "0409.00", "origen": "MX", "descripcion": "miel natural"}',
    '{"reserva": "SAC-CEN-2033-0771", "huespedes": 12, "cenote": "Suytun"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
