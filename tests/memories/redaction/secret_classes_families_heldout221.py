# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twenty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-seventeenth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eighteenth to two-hundred-and-twentieth), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (221604937),
password words (a cacao variety, a Tabasco or Chiapas river, a number and a sign; a vanilla grade
and a year; a boat's name, a dock number and a sign; a cattle breed with a brand number; leet
words of chicle, cacao, pochitoque, pejelagarto and the tanda with a year; a bus route and a town;
a name, a birth year, a sign and a ruin; a town in capitals, a sign and a number; a generator's
three groups and random runs), names, places, templates, tools, vendors and layouts, the way the
staff of Grupo Kakaw Usumacinta (fictional: cacao haciendas by Comalcalco, a vanilla-curing shed,
tour boats on the Grijalva and the Usumacinta, a ranch-supply store, a chicle-heritage museum, a
bus line between Villahermosa, Tuxtla, San Cristóbal, Ocosingo and Palenque and a microfinance
arm lending to tanda groups) leak secrets into an assistant's memory. The texts are WhatsApp,
Telegram, Signal, Messenger, Teams, Slack and Google Chat messages, chat logs with times, tickets,
Outline and DokuWiki pages and tables, Google Keep and Joplin notes, e-mails, runbooks, README
fragments, shell prompts, configs (env files, compose, Kubernetes secrets, systemd units), code
(Python, JavaScript, PHP, Go, Java, C#, Kotlin and Ruby), voice-memo transcripts, dictated text and
requests to the assistant itself; the label's separators run from a colon, "is" and a dash to an
arrow, an emoji, a new line, quotes, parentheses and a table's bar.

Tools, flags and variables none of heldouts 5 to 217 names (each grepped for the command or
variable itself): Jailer's `jailer.sh export` with its user and password, DBeaver's `-con` with a
`password=` part, `tigervncpasswd -f`, `immuclient login … --password`, `certipy req -u … -p`,
`greptime cli attach --auth-basic`, `ORCHESTRATOR_AUTH_PASSWORD` before orchestrator-client, SQL
Workbench/J's `WbConnect -password=`, `manspider -u … -p`, `donpapi collect -p`, `brutespray -p`,
`pre2k auth -p`, `goexec … -p`, `dacledit.py` and `rdp_check.py` with `'domain/user:…'`, and the
company's own `KAKAW_TANDA_DB_PASS`, `KKW_FINKOK_PASS` and `efirma_pass`. Beside them tools used in
one or two earlier corpora (kerbrute's `passwordspray`, `gobuster dir -P`, `wpscan --http-auth`,
`riak-admin security add-user`, `dtexec /De`, `skysh --password`).

About 50 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 197 of 390): Tsotsil, Tseltal, Ch'ol, Yokot'an (Chontal of Tabasco), Zoque of
Chiapas and the Spanish that people of Tabasco and Chiapas text. No earlier corpus names these
languages. The wordings are the author's approximations, checked by no speaker, built around a
few marker words and the loanwords people there text (password, contraseña, wifi, PIN, token,
API key, server): Tsotsil's article `li … -e`, the focus `ja'`, `j-`/`k-` "my", `ach'` "new",
`ta jna` "in my house", `mu xavalbe yan` "don't tell anyone", `kolavalik`, `oxib`; Tseltal's
`te`, `ja'`, `yu'un`, `ach'`, `ma xawalbey yan`, `wokol awal`, `oxeb`; Ch'ol's `jiñi`, `ja'el`,
`tyi`, `k-`, `tsijib`, `tyi kotyot`, `mach a wäl`, `wokox i yälä`; Yokot'an's article `ni`,
`ka-` "my", `kotot`, `tsiji`, `uts'i`; Zoque's `te'`, `ä'ä`, `tsame`, `tøjk`, `wäpä`; Tabasco's
`ijo`, `ya estás`, `mano`, `chele`, `pa'`; Chiapas' `vos`, `pue`, `¡ala!`, `chucho`, `entrá`;
texting's `contra` and `psw`. The glottal stop is typed as the ASCII apostrophe, as people text
it, though print writes `’`. The Yokot'an lines (`ni`, `ka-`, `kotot`, `tsiji`, `uts'i`) and
the Zoque lines (`te'`, `ä'ä`, `tsame`, `tøjk`, `wäpä`) are the thinnest guesses, then Ch'ol's
`ja'el` and `tsijib`, Tsotsil's `tsobol` and Tseltal's `jun nax` (for "all together").

Vendors (Finkok, Edicom, Diverza, Prodigia, Ecodex, Solución Factible, InvoiceOne, Formas
Digitales, Timbox, Palenca, Envia.com, Mienvio, Enviaclick, Cloudbanking, Reservamos, ClickBus,
Abitour, YoTePresto, Kubo Financiero, Finsus, Bankaool, Vexi, Contalink, Gigstack, Facturify,
Factura.com, Enlace Fiscal, Tralix, Masterfactura, Recargaki, Pademobile, Pagaqui, Banwire,
Todito, Redpack, Tresguerras, Boletotal, Moneypool, Doopla, Briq, Baubap, Xepelin, Covalto,
Agroasemex and Cultivapp) are ones heldouts 5 to 217 do not name (grepped by name). No shape
here is one the author knows to be real: every one is a guess (hex, base64, URL-safe and
alphanumeric runs, UUIDs, JWTs for Reservamos and Palenca, Gigstack's `sk_live_`, Factura.com's
bcrypt-looking `JDJ5JDEwJ` start, and the invented prefixes `fct_`, `bnw_live_` and `kubo_`); the
JWTs are well-formed.

The ids are kinds heldouts 5 to 217 do not use, except two lightly used ones that carry a check:
Mexico's CURP, drawn until `stdnum.mx.curp` validates its check digit, and the CLABE bank account,
whose last digit is computed here by its published 3-7-1 weights (a check this file writes). The
others are invented shapes that no library or this file checks: a SINIIGA ear tag, a seafarer's
libreta de mar, a REPSE registration, a sport-fishing permit, a RAN certificado parcelario, a
Producción para el Bienestar folio, a Mexican passport, a tarjeta de residente and a Chiapas
type-A driving licence. Card numbers pass Luhn (the value helpers' brands, checked with
python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over the IBAN
shapes and IBAN calls of heldouts 5 to 217 (Guatemala, El Salvador, Gibraltar, Seychelles, the
United Arab Emirates, Saudi Arabia, Latvia and Estonia, seventeen corpora each by that count),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Spanish,
Portuguese, Czech, Korean and Simplified Chinese lists, each with a valid checksum. Counts: 390
secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret unique), 60 clean
texts and 10 clean metadata dicts.
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
from stdnum.mx import curp as mx_curp

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 221_604_937
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


_CACAO = ["Criollo", "Forastero", "Trinitario", "Carmelo", "Lagarto", "Calabacillo", "Amelonado",
          "Guayaquil", "Pataxte", "Nacional"]  # fmt: skip
_RIVERS = ["Grijalva", "Usumacinta", "Carrizal", "Mezcalapa", "Tulija", "Jatate", "Lacantun",
           "Puxcatan", "Teapa", "Tacotalpa", "Sabanilla", "Chacamax"]  # fmt: skip
_BOATS = ["Pejelagarto", "Garza", "Manati", "Chinampa", "Cayuco", "Tortuga", "Lancha", "Pochitoque",
          "Jaguarundi", "Ceiba"]  # fmt: skip
_BREEDS = ["Brahman", "Suizo", "Nelore", "Gyr", "Beefmaster", "Simbrah", "Guzerat", "Sardo"]
_TOWNS = ["Villahermosa", "Comalcalco", "Cunduacan", "Paraiso", "Jalpa", "Nacajuca", "Teapa",
          "Tuxtla", "Ocosingo", "Palenque", "Chilon", "Bachajon", "Zinacantan", "Chamula",
          "Tenejapa", "Copainala", "Tecpatan", "Tamulte", "Frontera", "Emiliano"]  # fmt: skip
_RUINS = ["Pakal", "Tonina", "Bonampak", "Yaxchilan", "Comalcalco", "Pomona", "Chinkultic",
          "Tenam", "Plancha", "Izapa"]  # fmt: skip
_NAMES = ["Xunka", "Petul", "Manuel", "Rosalinda", "Maruch", "Xalik", "Lucia", "Chep", "Tumin",
          "Alonso", "Yolanda", "Ofelia", "Genaro", "Candelaria", "Abelardo", "Nazaria", "Eliseo",
          "Juventino", "Marbella", "Socorro", "Ixchel", "Porfirio", "Anselmo", "Dalia"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ch1cl3", "C4c40", "P0ch1t0qu3", "P3j3l4g4rt0", "T4nd4", "V41n1ll4", "K4k4w", "Gr1j4lv4"]
_GRADES = ["Gourmet", "Extra", "Negra", "Roja", "Picadura", "Zacate", "Rajada"]


def _boat(g: random.Random) -> str:
    """A tour boat's name, its dock and a sign, the way the boat crews put a password together."""
    return f"{g.choice(_BOATS)}Muelle{g.randrange(1, 40)}{g.choice(_SYMBOLS)}"


def _generated(g: random.Random) -> str:
    """Three random groups of five, as a password generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CACAO)}{g.choice(_RIVERS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"Vainilla{g.choice(_GRADES)}{g.randrange(1990, 2035)}",
    _boat,
    lambda g: f"{g.choice(_BREEDS)}Fierro{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2035)) + g.choice(_SYMBOLS),
    lambda g: f"Ruta{g.randrange(10, 100)}{g.choice(_TOWNS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_RUINS)}",
    lambda g: f"{g.choice(_TOWNS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generated,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"tanda_{g.choice(_TOWNS).lower()}_{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, grupo 'Lanchas Grijalva', Chep: the Garmin echoMAP admin password is {pw}",
    "Telegram DM from Rosalinda: vanilla shed humidity controller password → {pw}",
    "Signal, Abelardo: ranch store POS back office password - {pw}",
    "Teams chat #bus-line: the ticket kiosk at the Tuxtla terminal, password {pw}",
    "Slack #cacao-lab: moisture meter web UI password: {pw}",
    "Google Chat, Marbella: the museum's NAS password is \"{pw}\"",
    "ticket KKW-4410: the Palenque depot router (password {pw}) keeps rebooting",
    "Outline page 'Hacienda Comalcalco / IT': admin password 🔑 {pw}",
    "Google Keep: caja de ahorro server password\n{pw}",
    "Joplin note 'boats': GPS plotter service password is {pw}",
    "Hi Genaro,\n\nthe root password on the Ocosingo branch server is {pw}. Delete this mail once it's in the vault.\n\nSaludos,\nDalia",
    "Runbook: reset the fermentation-room logger\n1. open http://10.14.2.9\n2. log in as admin\n3. password {pw}\n4. clear the alarm",
    "README (tour-boat office): the booking PC's local admin password is `{pw}`.",
    "voice memo: the bus depot camera password is {pw} full stop",
    "remember my Banorte app password for me: {pw}",
    "note to self: chicle museum kiosk password ({pw})",
    "Li jpassword ta jcorreoe ja' {pw}",
    "Li ach' password yu'un servidor ja' {pw}, mu xavalbe yan",
    "Xunka: li jpassword ta computadorae → {pw}, kolavalik",
    "Te jpassword ta jcorreo ja' {pw}",
    "Te ach' contraseña yu'un servidor ja' {pw}, ma xawalbey yan",
    "Petul: te password yu'un caja ja' {pw}, wokol awal",
    "Jiñi kpassword tyi correo ja'el {pw}",
    "Jiñi tsijib password tyi servidor ja'el {pw}, mach a wäl",
    "Nazaria: jiñi kcontraseña tyi banco: {pw}, wokox i yälä",
    "Ni kapassword ta correo: {pw}",
    "Ni tsiji contraseña ka servidor: {pw}, uts'i",
    "Eliseo: ni kapassword ta banco {pw}",
    "Te' ä'ä contraseña correo: {pw}",
    "te' tsame contraseña servidor: {pw}, wäpä",
    "Porfirio: te' ä'ä password banco → {pw}",
    "oye ijo, la contraseña del compu de la bodega es {pw}",
    "ya estás mano, el psw del servidor quedó {pw}",
    "vos, la contra del router de la oficina es {pw} pue",
    "¡ala! se me olvidaba: contraseña del correo de la cooperativa: {pw}",
    "chele, la contraseña nueva de la caja es {pw}, no la compartas",
    "KKW-4415: loan officer tablet MDM password {pw}, please rotate",
    "Messenger, Candelaria: hacienda payroll PC password {pw}",
    "Slack #boats: the outboard diagnostics laptop password is {pw}",
    "chucho, la contraseña del sistema de créditos quedó así: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["xunka", "petul.g", "manuel", "rosalinda", "maruch", "xalik", "lucia.h", "chep",
          "tumin", "alonso", "yolanda.p", "ofelia", "genaro", "candelaria", "abelardo",
          "nazaria", "eliseo", "juventino", "marbella", "socorro", "ixchel", "porfirio",
          "svc-boletos", "caja-ocosingo"]  # fmt: skip
_LOGINS = [
    "Teams: the booking system login is {u} / {pw}",
    "KKW-4433: {u} locked out of the loan portal, last password {pw}",
    "user {u} pass {pw}",
    "| sistema | usuario | contraseña |\n|---|---|---|\n| boletos | {u} | {pw} |",
    "log into the ranch POS as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "ssh {u}@srv-palenque.kakaw.lan (password {pw})",
    "Li jusuario ja' {u}, li jpassword ja' {pw}",
    "Te jusuario ja' {u}, te jpassword ja' {pw}",
    "Jiñi kusuario ja'el {u}, jiñi kpassword {pw}",
    "ni kausuario {u}, ni kapassword {pw}",
    "te' usuario {u}, te' contraseña {pw}",
    "usuario {u} y contraseña {pw}, ijo",
    "vos, entrá con {u} y la contra {pw} pue",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["pochitoque", "pejelagarto", "chicozapote", "pozol", "tascalate", "chipilin",
               "momo", "chanchamito", "guao", "jahuacte", "macuili", "tabasqueno", "zapote",
               "chaya", "tzotzil", "mazapan"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "voice memo: the boat office wifi password is {w} and after that {d}, no space",
    "it's {w}{d}, word and digits joined",
    "la contraseña es la palabra {w}, todo en minúsculas, y luego {d}",
    "li jpassword ja' {w}{d}, tsobol",
    "te jpassword ja' {w}{d}, jun nax",
    "jiñi kpassword ja'el {w}{d}",
    "vos, es {w}{d}, todo junto pue",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(10_000, 100_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "jailer.sh export creditos.jm org.postgresql.Driver jdbc:postgresql://pg.kakaw.lan/tanda {u} '{pw}' -e export.sql",
    'dbeaver -con "driver=postgresql|host=pg.kakaw.lan|database=cacao|user={u}|password={pw}|name=cacao-prod"',
    "echo '{pw}' | tigervncpasswd -f > ~/.vnc/passwd",
    "immuclient login {u} --password '{pw}' --immudb-address immu.kakaw.lan",
    "certipy req -u '{u}@kakaw.lan' -p '{pw}' -ca KAKAW-CA -template User -target ca.kakaw.lan",
    "greptime cli attach --grpc-addr gt.kakaw.lan:4001 --auth-basic {u}:{pw}",
    "ORCHESTRATOR_AUTH_USER={u} ORCHESTRATOR_AUTH_PASSWORD='{pw}' orchestrator-client -c clusters",
    "sqlwbconsole.sh\nSQL> WbConnect -url=jdbc:postgresql://pg.kakaw.lan/boletos -username={u} -password='{pw}';",
    "manspider 10.14.0.0/24 -d kakaw.lan -u {u} -p '{pw}' -c contraseña",
    "donpapi collect -d kakaw.lan -u {u} -p '{pw}' -t 10.14.3.20",
    "brutespray -f nmap.gnmap -u {u} -p '{pw}' -s ssh",
    "pre2k auth -d kakaw.lan -dc-ip 10.14.0.5 -u {u} -p '{pw}'",
    "goexec wmi proc 10.14.3.21 -u {u}@kakaw.lan -p '{pw}' -e cmd.exe",
    "dacledit.py -action read -principal {u} -target caja 'kakaw.lan/{u}:{pw}'",
    "rdp_check.py 'kakaw.lan/{u}:{pw}@10.14.3.22'",
    "kerbrute passwordspray -d kakaw.lan --dc dc1.kakaw.lan socios.txt '{pw}'",
    "gobuster dir -u https://intranet.kakaw.lan -w comunes.txt -U {u} -P '{pw}'",
    "wpscan --url https://tours.kakaw.mx --http-auth {u}:{pw} --enumerate u",
    "riak-admin security add-user {u} password={pw}",
    "dtexec /F C:\\etl\\cacao.dtsx /De '{pw}'",
    "skysh --host sky.kakaw.lan --user {u} --password '{pw}'",
    "KKW_FINKOK_PASS='{pw}' ./timbrar.sh --rfc KUS0912107T2 factura.xml",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "xunka@srv-villahermosa:~$ {c}", "PS C:\\kakaw> {c}",
    "root@boletos-tuxtla:/opt# {c}", "el comando que corrí: {c}", "li komando ja': {c}",
    "te komando ja': {c}", "comando de la auditoría, vos: {c}", "Termux on my phone:\n$ {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.kakaw.lan:5432/tanda",
    "mysql://{u}:{pw}@boletos-db.kakaw.lan:3306/boletos",
    "mongodb+srv://{u}:{pw}@cacao.kk7x2.mongodb.net/lotes",
    "redis://{u}:{pw}@cache.kakaw.lan:6379/2",
    "amqp://{u}:{pw}@mq.kakaw.lan:5672/tours",
    "ftp://{u}:{pw}@ftp.kakaw.mx/facturas/",
    "sqlserver://sql.kakaw.lan:1433;database=Ganado;user={u};password={pw};",
    "https://{u}:{pw}@git.kakaw.lan/museo/chicle.git",
    "rtsp://{u}:{pw}@cam-muelle2.kakaw.lan:554/Streaming/Channels/101",
    "oracle://{u}:{pw}@ora.kakaw.lan:1521/CREDITOS",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "li cadena ja' {c}",
    "te conexión ja' {c}", "KKW-4460: {c}", "DokuWiki 'Databases': {c}",
    "jiñi conexión: {c}", "ni conexión ka servidor: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "kakaw-usumacinta", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Finkok", "FINKOK_TOKEN", _j((HEX, 40))),
    ("Edicom", "EDICOM_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Diverza", "DIVERZA_TOKEN", _j((ALNUM, 40))),
    ("Prodigia", "PRODIGIA_CONTRATO_KEY", _j((UPPER_HEX, 32))),
    ("Ecodex", "ECODEX_INTEGRADOR_ID", lambda g: v.uuid4(g, "b")),
    ("Solución Factible", "SOLFACT_API_KEY", _j((ALNUM, 36))),
    ("InvoiceOne", "INVOICEONE_SECRET", _j((B64, 44))),
    ("Formas Digitales", "FORMAS_DIGITALES_KEY", _j((HEX, 32))),
    ("Timbox", "TIMBOX_API_TOKEN", _j((URLSAFE, 40))),
    ("Palenca", "PALENCA_API_KEY", _vendor_jwt("https://api.palenca.com")),
    ("Envia.com", "ENVIA_API_TOKEN", _j((HEX, 64))),
    ("Mienvio", "MIENVIO_API_KEY", _j((ALNUM, 48))),
    ("Enviaclick", "ENVIACLICK_KEY", _j((HEX, 32))),
    ("Cloudbanking", "CLOUDBANKING_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Reservamos", "RESERVAMOS_TOKEN", _vendor_jwt("https://api.reservamos.mx")),
    ("ClickBus", "CLICKBUS_API_KEY", _j((ALNUM, 32))),
    ("Abitour", "ABITOUR_SECRET", _j((HEX, 40))),
    ("YoTePresto", "YTP_API_SECRET", _j((B64, 40), "==")),
    ("Kubo Financiero", "KUBO_API_KEY", _j("kubo_", (ALNUM, 32))),
    ("Finsus", "FINSUS_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Bankaool", "BANKAOOL_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Vexi", "VEXI_PARTNER_TOKEN", _j((URLSAFE, 48))),
    ("Contalink", "CONTALINK_API_KEY", _j((HEX, 32))),
    ("Gigstack", "GIGSTACK_API_KEY", _j("sk_live_", (ALNUM, 40))),
    ("Facturify", "FACTURIFY_SECRET", _j("fct_", (ALNUM, 36))),
    ("Factura.com", "FACTURACOM_F_API_KEY", _j("JDJ5JDEwJ", (B64, 51))),
    ("Enlace Fiscal", "ENLACE_FISCAL_API_KEY", _j((ALNUM, 40))),
    ("Tralix", "TRALIX_CUSTOMER_KEY", _j((HEX, 48))),
    ("Masterfactura", "MASTERFACTURA_TOKEN", lambda g: v.uuid4(g, "a")),
    ("Recargaki", "RECARGAKI_TOKEN", _j((ALNUM, 30))),
    ("Pademobile", "PADEMOBILE_SECRET", _j((HEX, 40))),
    ("Pagaqui", "PAGAQUI_API_KEY", _j((UPPER_HEX, 40))),
    ("Banwire", "BANWIRE_PRIVATE_KEY", _j("bnw_live_", (ALNUM, 32))),
    ("Todito", "TODITO_CASH_SECRET", _j((B64, 48))),
    ("Redpack", "REDPACK_PIN_KEY", _j((HEX, 32))),
    ("Tresguerras", "TRESGUERRAS_API_KEY", _j((ALNUM, 32))),
    ("Boletotal", "BOLETOTAL_TOKEN", _j((URLSAFE, 40))),
    ("Moneypool", "MONEYPOOL_API_KEY", _j((HEX, 64))),
    ("Doopla", "DOOPLA_SECRET", lambda g: v.uuid4(g, "8")),
    ("Briq", "BRIQ_API_TOKEN", _j((ALNUM, 44))),
    ("Baubap", "BAUBAP_PARTNER_KEY", _j((HEX, 32))),
    ("Xepelin", "XEPELIN_API_KEY", _j((URLSAFE, 32))),
    ("Covalto", "COVALTO_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Agroasemex", "AGROASEMEX_WS_KEY", _j((UPPER_HEX, 32))),
    ("Cultivapp", "CULTIVAPP_TOKEN", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: kakaw-api\nstringData:\n  {env}: \"{tok}\"",
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "kakaw-sync.service:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "Kakaw ERP › Settings › Integrations › {vendor}: {tok}",
    "DokuWiki table 'Integrations': | {vendor} | prod | {tok} |",
    "KKW-4481: {vendor} integration broken, current key {tok}",
    "please remember my {vendor} API key: {tok}",
    "Slack #facturacion: new {vendor} key {tok}, the old one is revoked",
    "la API key de {vendor} es {tok}, ijo",
    "clave de API de {vendor} pa' la sucursal Comalcalco: {tok}",
    "vos, la llave API de {vendor} es {tok} pue",
    "Joplin note: {vendor} sandbox → prod key {tok}",
    "Li API key yu'un {vendor} ja' {tok}",
    "Te API key yu'un {vendor} ja' {tok}, wokol awal",
    "Jiñi API key tyi {vendor} ja'el {tok}",
    "Ni API key ka {vendor}: {tok}",
    "te' API key {vendor}: {tok}, wäpä",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    finkok = _plain_pw(rng)
    reserv = _r(rng, HEX, 32)
    envia = _r(rng, HEX, 64)
    clickbus = _r(rng, ALNUM, 32)
    banwire = _r(rng, ALNUM, 32)
    redpack = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f'client = FinkokClient(username="timbrado@kakaw.mx", password="{finkok}")', finkok),
        Sample("vendor_token", f'const res = await fetch("https://api.reservamos.mx/v2/trips", {{ headers: {{ "X-Api-Key": "{reserv}" }} }});', reserv),
        Sample("vendor_token", f'$envia = new EnviaClient("{envia}");', envia),
        Sample("vendor_token", f'req.Header.Set("Authorization", "Token {clickbus}") // ClickBus', clickbus),
        Sample("vendor_token", f'private static final String BANWIRE_KEY = "{banwire}";', banwire),
        Sample("vendor_token", f'var redpack = new RedpackService(apiKey: "{redpack}");', redpack),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    chosen = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS][: n - len(out)]
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_CODE = [
    'KAKAW_TANDA_DB_PASS = "{pw}"  # settings_local.py',
    'db = psycopg.connect(host="pg.kakaw.lan", user="tanda", password="{pw}")',
    "const pool = mysql.createPool({{ host: 'boletos-db', user: 'app', password: '{pw}' }});",
    "$pdo = new PDO('mysql:host=localhost;dbname=museo', 'museo', '{pw}');",
    'cfg := mysql.Config{{User: "ganado", Passwd: "{pw}", DBName: "rancho"}}',
    'ds.setPassword("{pw}"); // conexión a créditos',
    'var conn = "Server=sql.kakaw.lan;Database=Lanchas;User Id=sa;Password={pw};";',
    'val efirma_pass = "{pw}" // contraseña de la e.firma para timbrar',
    "ActiveRecord::Base.establish_connection(adapter: 'postgresql', username: 'cacao', password: '{pw}')",
    "# contraseña de la llave privada del CSD\nsat_key = load_key('CSD_Kakaw.key', password=b'{pw}')",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_BARE_PLACES = ["{t}", "Telegram: {t}", "solo lo muestra una vez, aquí va:\n{t}", "li token ja' {t}",
                "te token ja' {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the fermentation-box sensor FB-12: {h}": 32,
    "HMAC secret for the Banwire payment webhook: {h}": 64,
    "clave AES del respaldo de créditos: {h}": 64,
    "li yawe' yu'un respaldo ja' {h}": 48,
    "te llave yu'un backup ja' {h}": 32,
    "pre-shared key of the Palenque depot IPsec tunnel (hex): {h}": 64,
    "jiñi llave tyi backup: {h}": 40,
    "ni llave ka backup: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "KKW-4490: token copied from the browser's network tab {t}",
    "Cookie: lang=es-MX; kkw_session={t}",
    "BOLETOS_ACCESS_TOKEN={t}",
    "guárdame este token porfa: {t}",
    "li token ja' {t}",
    "te token ja' {t}",
    "jiñi token ja'el {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@kakaw.mx"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.kakaw.mx/realms/grupo", "azp": "boletos-web"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Villahermosa server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/boletos.kakaw.mx.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAT_CSD_PRIVATE_KEY": "{key}", "rfc": "KUS0912107T2"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lanchas <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "li llave privada yu'un servidor:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "la llave privada del servidor, ijo:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the bank's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Sparrow wallet backup, copying it before I burn the card: {p}": "english",
    "BlueWallet recovery phrase\n{p}": "english",
    "voice memo: the Nunchuk recovery words are {p} and that's all": "english",
    "Outline page 'Cartera del museo (vieja)': {p}": "english",
    "frase de recuperación de la cartera, ijo: {p}": "spanish",
    "li frase yu'un cartera ja': {p}": "spanish",
    "te frase yu'un cartera ja' {p}": "spanish",
    "frase de recuperação da carteira do primo de Campeche: {p}": "portuguese",
    "obnovovací fráze peněženky (od Jana z Brna): {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
    "Trust Wallet seed backup: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " ".join(f"[{k}] {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Telegram, Ofelia: the company card for the boat engine parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "KKW-4502: pay the Suzuki outboard service with card {c}",
    "mi número de tarjeta: {c}, vence {mm}/{yy}",
    "li jtarjeta ja' {c}",
    "te jtarjeta ja' {c}, {mm}/{yy}",
    "jiñi ktarjeta: {c}",
    "ni katarjeta: {c}, {mm}/{yy}",
    "te' ä'ä tarjeta: {c}",
    "vos, la tarjeta de la caja es {c} pue",
    "tarjeta pa' la ferretería, ijo: {c} {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, [" ", "-", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 03/36, security code {cvv}",
               "the three digits on the back of the store card: {cvv}",
               "Amex {c}, four-digit CID above the number: {cvv}",
               "los tres números de atrás de la tarjeta: {cvv}",
               "li oxib número ta spat tarjeta ja' {cvv}",
               "te oxeb número ta spat tarjeta ja' {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 217; BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"GT": "cccc" + "c" * 20, "SV": "aaaa" + "n" * 20, "GI": "aaaa" + "c" * 15,
                "SC": "aaaa" + "n" * 20 + "aaa", "AE": "n" * 19, "SA": "nn" + "c" * 18,
                "LV": "aaaa" + "c" * 13, "EE": "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice KKW-2033-077: please pay the cacao fermentation boxes to {i} within 30 days",
    "save the Guatemalan vanilla broker's IBAN: {i}",
    "IBAN: {i}\nReference: vanilla lot 12",
    "Teams #tesoreria: the Dubai chocolate buyer's new bank details, IBAN {i}",
    "el IBAN del comprador de cacao es {i}, ijo",
    "li IBAN yu'un comprador ja' {i}",
    "te IBAN yu'un comprador ja' {i}",
    "jiñi IBAN tyi comprador: {i}",
    "ni IBAN ka comprador: {i}",
    "te' IBAN comprador: {i}",
    "vos, el IBAN de los de Riga es {i}",
    "IBAN for the Tallinn boat-engine supplier: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_STATES = ["TC", "CS", "CC", "VZ", "YN", "OC", "DF"]


def _curp(g: random.Random) -> str:
    """A CURP: four letters, a birth date, the sex, a state, three consonants, a digit and the
    check digit python-stdnum computes and validates."""

    def make(h: random.Random) -> str:
        born = f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body = (
            h.choice("BCDGHJLMNPRSTVZ") + h.choice("AEIOU") + _r(h, "BCDGHLMNPRSTVZ", 2) + born
            + h.choice("HM") + h.choice(_STATES) + _r(h, "BCDGHJLMNPRSTVZ", 3) + h.choice(D)
        )  # fmt: skip
        return body + mx_curp.calc_check_digit(body + "0")

    return v.until(g, make, mx_curp.is_valid)


def _clabe(g: random.Random) -> str:
    """A CLABE: bank, branch, account and a check digit by the 3-7-1 weights (written here)."""
    body = g.choice(["002", "012", "014", "021", "072", "127", "137"]) + _r(g, D, 14)
    total = sum(int(c) * (3, 7, 1)[k % 3] % 10 for k, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


_ID_PLACES: dict[str, Maker] = {
    "mi CURP pa' el trámite del crédito: {s}": _curp,
    "li CURP ja' {s}": _curp,
    "te jCURP ja' {s}": _curp,
    "CLABE interbancaria de la caja de ahorro: {s}": _clabe,
    "jiñi CLABE tyi kcuenta: {s}": _clabe,
    "SINIIGA ear tag of the Brahman bull we sold: {s}": lambda g: "27" + _r(g, D, 8),
    "arete SINIIGA de la vaca pinta: {s}": lambda g: "07" + _r(g, D, 8),
    "my libreta de mar (seafarer's book) number: {s}": lambda g: "LM-" + _r(g, D, 7),
    "registro REPSE de la empresa de lanchas: {s}": lambda g: f"AR{_r(g, D, 5)}/20{g.randrange(21, 34)}",
    "permiso de pesca deportiva del guía: {s}": lambda g: f"PDT-{_r(g, D, 4)}-{_r(g, UPPER, 2)}",
    "li certificado parcelario ja' {s}": lambda g: f"{_r(g, D, 12)}R",
    "folio Producción para el Bienestar: {s}": lambda g: _r(g, D, 9),
    "mi pasaporte mexicano: {s}": lambda g: g.choice("GN") + _r(g, D, 8),
    "ni kapasaporte: {s}": lambda g: g.choice("GN") + _r(g, D, 8),
    "tarjeta de residente del chef de Belice: {s}": lambda g: _r(g, UPPER_DIGITS, 13),
    "licencia tipo A de Chiapas, vos: {s}": lambda g: f"CHS{_r(g, D, 9)}",
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Banorte 2FA recovery codes\n{codes}", "spare sign-in codes for the group's Google Workspace {codes}",
            "códigos de respaldo del 2FA de la caja: {codes}", "li códigos yu'un 2FA ja':\n{codes}",
            "te códigos yu'un 2FA: {codes}", "backup codes Reservamos: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Bankaool:dalia@kakaw.mx?secret={s}&issuer=Bankaool&digits=6",
              "Aegis, manual setup key for the Xepelin login: {s}",
              "clave secreta del 2FA de Finkok: {s}",
              "li 2FA yu'un banco ja' {s}",
              "TOTP seed for the bus-line admin panel: {s}"]  # fmt: skip
_CODES = ["{c} is your Banorte verification code", "Tu código de verificación BBVA es {c}",
          "Kubo Financiero: usa {c} para entrar, no lo compartas", "li código ja' {c}",
          "te código ja' {c}, ma xawalbey yan", "Código Reservamos: {c}"]  # fmt: skip


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


_SSIDS = ["Kakaw-Hacienda", "KKW-Bodega-5G", "Lanchas-Grijalva", "Museo-Chicle", "Totalplay-Ocosingo",
          "INFINITUM-Palenque", "Izzi-Tuxtla-2G", "Rancho-ElPijije", "Terminal-Boletos",
          "Vainilla-Secado", "Caja-Comalcalco", "Megacable-SanCris"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "the key printed under the Totalplay modem: {pw}",
    "la contraseña del wifi {s} es {pw}, ijo",
    "vos, el wifi {s} tiene la contra {pw} pue",
    "wifi de la hacienda ({s}): {pw}",
    "li wifi ta jna ({s}) ja' {pw}",
    "te wifi ta jna {s}: {pw}",
    "jiñi wifi tyi kotyot ({s}): {pw}",
    "ni wifi ta kotot {s}: {pw}",
    "te' tøjk wifi {s}: {pw}",
    "boat office wifi {s} → {pw}",
    "📶 {s} 🔑 {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("kubo_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading it out one character at a time: {t}", "[dictado por teléfono] {t}",
          "(spaced so the preview hides it) {t}", "letra por letra, ijo: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": ", ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", " "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["el candado de la bodega de cacao: {pw}", "código de la puerta del museo: {pw}#",
          "li candado yu'un bodega ja' {pw}", "te código yu'un puerta ja' {pw}",
          "jiñi código tyi puerta: {pw}", "the keypad on the boat shed takes {pw} then #",
          "PIN de la tarjeta de débito de la caja: {pw}", "gate code at the ranch store: {pw}",
          "NIP del cajero, vos: {pw}", "SIM PIN of the depot's router: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [6, 5, 6, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["pochitoque", "pejelagarto", "chicozapote", "pozol", "tascalate", "chipilin",
                 "ceiba", "cayuco", "mazorca", "jaguar", "guanacaste", "macuili", "garza",
                 "manati", "vainilla", "chiclero"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the finance vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "frase maestra del gestor de contraseñas: {p}": " ",
            "li frase yu'un vault ja': {p}": ".",
            "te frase yu'un vault ja' {p}": " ",
            "passphrase of the encrypted backup disk: {p}": "_",
            "vos, la frase del respaldo es {p} pue": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "curl -H 'Authorization: Bearer {v}' https://api.kakaw.mx/creditos": False,
    "Insomnia export: authorization: Basic {v}": True,
    "Bruno request, auth: Bearer {v}": False,
    "encabezado para la API de boletos → Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nKAKAW_TANDA_DB_PASS={pw}\nKAKAW_TANDA_DB_HOST=pg.kakaw.lan",
    "docker-compose.yml:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: boletos-db\nstringData:\n  password: {pw}",
    "boletos.service:\n[Service]\nEnvironment=DB_PASSWORD={pw}\nExecStart=/opt/boletos/bin/server",
    "pg_chameleon config:\n  mysql:\n    db_conn:\n      user: usr_replica\n      password: '{pw}'",
    "SymmetricDS engines/corp-000.properties:\ndb.user=symmetric\ndb.password={pw}",
    "dtle job.json:\n{{\"SrcConfig\": {{\"User\": \"repl\", \"Password\": \"{pw}\", \"Host\": \"10.14.2.30\"}}}}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.properties:\nspring.datasource.username=creditos\nspring.datasource.password={pw}",
    "config.toml (museo):\n[database]\nuser = \"museo\"\npassword = \"{pw}\"",
    "appsettings.json:\n\"ConnectionStrings\": {{ \"Lanchas\": \"Server=sql;User Id=app;Password={pw};\" }}",
    "Navicat connection, exported to text:\nHost: pg.kakaw.lan\nUser: ganado\nPassword: {pw}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_host = pg.kakaw.lan",
    "getmail rc:\n[retriever]\ntype = SimpleIMAPSSLRetriever\nusername = facturas@kakaw.mx\npassword = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Chep: contraseña del wifi de la lancha?\nLucia: {pw}",
    "[07:12] genaro: root pw del servidor de Ocosingo?\n[07:13] dalia: {pw}",
    "Ixchel: {pw} is the new booking-system password",
    "Socorro: usa {pw}, es la que tiene la caja ahora",
    "[18:40] Xunka: li ach' password ja' {pw}",
    "[18:41] Petul: te ach' password ja' {pw}",
    "Nazaria: jiñi tsijib password ja'el {pw}",
    "Eliseo: ni tsiji password {pw}",
    "Porfirio: te' tsame password {pw}",
    "Yolanda: ya estás, el psw nuevo es {pw}",
    "[09:03] Abelardo: vos, la contra nueva es {pw}\n[09:04] Ofelia: 👍",
    "Anselmo: password del panel de la lancha → {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 67), (_logins, 22), (_spelled, 12), (_cli, 30), (_urls, 14), (_vendors, 51),
    (_code, 10), (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 5), (_codes, 6),
    (_wifi, 16), (_spelled_tokens, 8), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 16),
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
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the booking system password is": "{s}", "contraseña del servidor:": "{s} (desde marzo)",
    "li jpassword ja'": "{s}", "te jpassword ja'": "{s}\nma xawalbey yan",
    "jiñi kpassword ja'el": "{s}", "ni kapassword:": "{s}", "te' ä'ä contraseña:": "{s}",
    "vos, la contra es": "{s} pue", "the password Chep read out over the radio was": "{s}, I think",
    "psw caja Ocosingo": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Finkok token", "{s}", _j((HEX, 40))),
    ("split_token", "API key de Gigstack:", "{s} (facturación)", _j("sk_live_", (ALNUM, 40))),
    ("split_token", "Finsus client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase de la cartera", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "GT"))),
    ("split_backup", "códigos de respaldo", "{s}\nqwer-1234-asdf\nzxcv-5678-tyui", lambda g: _backup_list(g, 1, 4)[0]),
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
    '{"lancha": {"url": "https://plotter.kakaw.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "chep", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cajas": [{"name": "ocosingo"}, {"name": "palenque", "pin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["greptime", "cli", "attach", "--auth-basic", "ops:{s}"]}': ("meta_password", _plain_pw),
    '{"note": "li jpassword ja\' {s}"}': ("meta_password", _plain_pw),
    '{"efirma_pass": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "entra al sistema de boletos como taquilla con la contraseña {s}"}': ("meta_password", _plain_pw),
    '{"finkok": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"reservamosToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"clickbus_key": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"pago": {"card_number": "{s}", "exp": "08/37"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SA")),
    '{"socio": {"curp": "{s}"}}': ("meta_id", _curp),
    '{"mfa": {"recovery_codes": ["{s}", "plmo-4821-uhbe", "qaze-9034-rtyx"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"museo_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "Lanchas-Grijalva", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"cfdiclient-1.5.8-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"echomap-uhd-firmware-32.10.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kakaw/boletos-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"boletos: add Palenque-Ocosingo route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"creditos: revert interest rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fermentacion_2033-04-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"cartera-tandas-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the booking-system password before the Easter rush on 2033-04-10.",
    "Chep asked for the boat office wifi password; it's on the card in the drawer.",
    "Policy: group passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `FINKOK_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The plotter asks for a new admin password after every firmware update.",
    "Replace <YOUR_RESERVAMOS_KEY> in the README with the key from the Reservamos dashboard.",
    "RESERVAMOS_TOKEN and ENVIA_API_TOKEN must be set before the nightly sync runs.",
    "Mu xavalbe yan li apassworde.",
    "Ma xawalbey yan te apassword.",
    "Mach a wäl jiñi apassword.",
    "Ni apassword mach a wäl.",
    "Te' contraseña mäja, wäpä.",
    "Oye ijo, no le pases la contraseña a nadie.",
    "Vos, la contraseña debe tener catorce caracteres por lo menos, pue.",
    "La contraseña de la e.firma nunca se manda por correo.",
    "Upgraded the plotter firmware from 31.2 to 32.10 and cfdiclient to 1.5.8 over the weekend.",
    f"commit {_COMMIT} adds the Palenque–Ocosingo route.",
    f"Rolled back to {_SHORT} after the interest rounding broke the loan statements.",
    f"requirements.txt: cfdiclient==1.5.8 --hash=sha256:{_WHEEL_SUM}",
    f"The echoMAP firmware 32.10 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of cartera-tandas-2033.parquet: {_SHA512}",
    f"The booking API runs ghcr.io/kakaw/boletos-api@sha256:{_IMAGE}.",
    f"MD5 of fermentacion_2033-04-02.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f9a2c71-8b4e-4d10-a6c3-5e7f9b0d2a14 is the slow one in the booking logs.",
    "Pedido PED-2033-00512 de 30 costales de cacao seco sale el jueves.",
    "KKW-4519: the Comalcalco fermentation room alarm keeps tripping at night.",
    "Llama a la oficina de Villahermosa al +52 993 312 4470 antes de mediodía.",
    "Boleto 7731-2209 Villahermosa–Palenque, asiento 14, salida 06:30.",
    "Factura folio A-1187 por 12 cajas de fermentación.",
    "Lote de cacao LOT-2033-CMC-0144, 900 kg, humedad 7.2 %, fermentación 6 días.",
    "The vanilla curing room is at 38 °C and 80 % relative humidity.",
    "After five wrong passwords the loan portal locks the account for 20 minutes.",
    "The tour boat Garza seats 24 and leaves the Villahermosa pier at 10:00.",
    "The secret of good pozol is cacao ground on the metate.",
    "Ask Genaro for the bodega padlock code, I don't have it.",
    "My card ending 4417 was declined at the ranch store in Teapa.",
    "The Guatemalan buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the caja's bank account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `KAKAW_TANDA_DB_PASS` in the secrets store, never in the repository.",
    "The padlock on the cacao bodega rusts in the humidity; oil it every month.",
    "ISBN 978-607-16-0345-2 is the cacao history book in the museum shop.",
    "The guest wifi 'Kakaw-Invitados' is open, no password needed.",
    "La tanda del grupo Flor de Cacao paga 1,500 pesos cada quincena, 10 socias.",
    "Tasa anual del crédito grupal: 42 %, plazo 16 semanas.",
    "Ruta 32 Tuxtla–San Cristóbal sale cada 40 minutos.",
    "El fierro del rancho es una K con una ceiba; se registró en 2031.",
    "Li jtarjeta ja' ta 4417 xlaj.",
    "Te jpassword yak'el ta vault.",
    "Jiñi kpassword ja'el ta vault.",
    "La contraseña la tiene Dalia, pregúntale a ella.",
    "ijo, ya cambié la contraseña, pero no te la paso por aquí.",
    "El PIN debe ser de seis dígitos y no se puede repetir.",
    "PIN codes at the bus terminal kiosks are reset every month.",
    "The token limit of the booking chatbot is 4096 per request.",
    "API keys are issued per branch and expire after a year.",
    "Tracking number 7712 3344 9081 of the Redpack parcel with vanilla samples.",
    "Código postal 86000 es Villahermosa centro; 29950 es Ocosingo.",
    "The backup of the loan database finished in 14 minutes with 0 errors.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kakaw/boletos", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "cfdiclient", "version": "1.5.8"}}',
    '{"ticket": "KKW-4519", "pedido": "PED-2033-00512"}',
    '{"lote": {"id": "LOT-2033-CMC-0144", "peso_kg": 900, "humedad_pct": 7.2}}',
    '{"telefono": "+52 993 312 4470", "ciudad": "Villahermosa"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "costales": 1204}',
    '{"ruta": "Tuxtla-San Cristobal", "salidas_por_dia": 28}',
    '{"boleto": "7731-2209", "asiento": 14, "salida": "06:30"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
