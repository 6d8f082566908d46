# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventy-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventy-seventh's
docstring, the fifth to two-hundred-and-seventy-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-seventy-eighth, two-hundred-and-eightieth and two-hundred-and-eighty-first), any
other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the git
history, and the scrubber was never run on it. Its own seed (279604817), password words (a
Barbagia or Ogliastra place, dish or carnival word and a year and a sign, `Mamuthone1971!`; two
place words joined by a dash and a number; a name, a birth year, a sign and a place; a ewe's
ear-tag number and a breed word, `Sarda412Berbeche#`; a bus line, a stop and a year,
`Linea7Arbatax2031`; a carnival word and a number; a harvest year, `Vendemmia2031#…`; four dotted
groups of a generator; random runs), names, places, templates, tools, vendors and layouts, the
way the staff of a fictional company (Funtana Ruja Srl, with a pecorino dairy near Nuoro, a
cannonau winery at Mamoiada, a carnival-mask workshop, an agriturismo near Orgosolo and a bus
office in Tortolì) and the German tourists who rent its rooms leak secrets into an assistant's
memory. Every company, person, address and number is fictional; only the region (Sardinia's
Barbagia and Ogliastra, with Alghero's Catalan) is real. The texts are chats with times, tickets
(Deskero, Qapla, Teamwork Desk, Richpanel, Kustomer), Wimi tasks and Whereby call notes, wiki
tables and breadcrumbs, notes, e-mails, runbooks, READMEs, shell prompts, history and crontab
lines, voice-memo transcripts, dictated and spelled text and requests to the assistant itself;
the separators run from a colon, "is" and a dash to an arrow (`→`, `←`, `👉`), an emoji (`🧀`,
`🚌`, `🎭`, `📶`, `🔑`, `💳`, `🌱`, `🔐`), a new line, quotes (`«…»`, `“…”`, backticks), a
table bar and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to
277 that name each): in none, Mamoiada, Orgosolo, Ogliastra, Barbagia, Supramonte, Gennargentu,
Arbatax, Lanusei, Fiore Sardo, Mamuthone, `custa est`, `no ddu nerzas a niune`, `faeddu
segretu`, `una lìtera a sa borta`, `aquí tens`, `no ho dius` and `lettera x lettera`;
in one, Nuoro, Alghero,
Cannonau, Pecorino, Oliena, Dorgali, Deskero, Qapla, Teamwork Desk, Richpanel, Kustomer, `nn
dirla`, `gràtzias`, `gràcies`, `xké`, `Geheimzahl`, vacuumlo, clusterdb, dropdb, pg_receivewal,
pg_rewind, pg_amcheck, pg_top, oid2name, mariadb-check, mariadb-show, mariadb-upgrade,
mysqlhotcopy, check_disk_smb, `wget --ftp-password`, `gio mount`, voltadmin, OpenGTS,
OpenRemote, emoncms, promtail, Homebridge, temboard and influxdb.conf; in two, Sardinia,
Sardegna, `crae`, `còdighe`, `a nemos`, `nùmeru`, `grz`, `sag's keinem`, Wimi, Whereby,
mariadb-import, mariadb-binlog, check_mssql, check_radius, `rsync --password-file`, weex,
sitecopy, fhem, wallabag, sabnzbd, Transmission's `rpc-password`, OCS Inventory's agent and
`ntp.keys`; in three, Tortolì, `dingú`; `cmq` appears in seven. The common layouts (env files,
`export`, docker-compose, wp-config, database URLs, JWTs, PEM blocks, `otpauth://`, Basic and
Bearer headers, the `WIFI:` QR string, nmcli, BitLocker and FileVault keys) are in wordings of
their own.

About half of the secret samples are in other languages than English: Italian as it is texted
(`cmq`, `nn`, `xké`, `x` for "per", `grz`, `pw`, `pass`, `la pw è`, `nn dirla a nessuno`,
`ecco`, `chiave`, `codice`, `codici di backup`, `frase di recupero`); Sardinian, Logudorese and
Nuorese in LSC spellings and in looser ones (`sa password est … ` "the password is", `custa est`
"here is", `no lu naras a nemos` / `no ddu nerzas a niune` "don't tell anyone", `gràtzias`
"thanks", `sa crae` "the key", `su còdighe` "the code", `faeddu segretu` "secret word", `noa`
"new", `utente`, `su nùmeru de sa carta`, `sas paràulas`, `una lìtera a sa borta` "one letter at
a time", `sa crae de recùperu`); the Catalan of Alghero (`la contrasenya és`, `aquí tens`, `no
ho dius a dingú`, `gràcies`, `la clau`, `el codi`, `usuari`, `codis de recuperació`, `frase de
recuperació`); and the German of tourists (`Passwort`, `Kennwort`, `ist`, `lautet`, `hier ist`,
`sag's keinem`, `danke`, `Geheimzahl`, `API-Schlüssel`, `Wiederherstellungsschlüssel`,
`Bestätigungscode`, `Buchstabe für Buchstabe`). The wordings are the author's approximations,
checked by no speaker; the thinnest guesses are the Sardinian ones (`faeddu segretu` for a
password, the Nuorese `no ddu nerzas a niune`, `una lìtera a sa borta`, `sa crae de recùperu`,
`sa frase segreta`, `su comandu chi apo postu`), then the Algherese `no ho dius a dingú` (the
standard `ningú` given Alghero's `d`) and `l'ordre que vaig llançar`.

Vendors (by grep, in no earlier corpus: Legalmail, Qboxmail, VHosting, Ergonet, Bookingsuite,
HotelCube, Hotel In Cloud, 5stelle, Blastness, Bed-Booking, MyGuestHub, Ticketbis, Just Eat,
Xtrawine, Vinatis, Tilby, Cassa in Cloud, Scloby, iPratico, Cooking Planner, Mexal, Esolver and
Bancomat Pay; in one: Namirial, InfoCert, Openapi.it, Fattura24, Seeweb, Keliweb, Netsons,
Serverplan, Simple Booking, Ericsoft, Cubilis, Xceed, Vivaticket, TicketOne, Winelivery,
Callmewine, CellarTracker, Tannico, Vivino, Mooney, Krossbooking, Beddy, Passepartout,
Zucchetti, TeamSystem, Danea, Fatture in Cloud, Wanderu and Deskero). No shape here is one the
author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric
runs, UUIDs, JWTs for MyGuestHub and Winelivery, and the `bb_`, `xc_live_` and `a/` prefixes);
the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Italy's
codice fiscale (its check letter, `stdnum.it.codicefiscale`) and partita IVA (Luhn,
`stdnum.it.iva`, also as a farm's CUAA), Germany's USt-IdNr (ISO 7064 mod 11,10,
`stdnum.de.vat`) and Switzerland's AHV number (EAN-13, `stdnum.ch.ssn`). Kinds no library or
this file checks (no check-digit algorithm is written here; the shapes are guesses): an Italian
electronic identity card (CIE) number, an Italian passport, a Nuoro driving licence, a German
passport serial and a German driving licence. Card numbers pass Luhn (Mir's and Dankort's
prefixes drawn here, for the Russian and Danish guests, and the value helpers' Visa, Maestro for
a PagoBancomat card, Mastercard, Amex, JCB and UnionPay, checked with python-stdnum's `luhn`);
the card codes are Amex's four-digit CIDs only, none read as a year. The IBANs are of the Holy
See, San Marino, Andorra, Monaco, Liechtenstein, Kosovo, São Tomé and Príncipe and Somalia (the
countries a rough count of country names in heldouts 5 to 277 finds least, in eleven to
twenty-five corpora each), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Italian, Spanish, French, Portuguese and Czech lists, each drawn until
`Mnemonic(lang).check` accepts it. Every secret is drawn again until it is new and no clean text
holds it.
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
from stdnum.ch import ssn as ch_ssn
from stdnum.de import vat as de_vat
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 279_604_817
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


_LAND = ["Cannonau", "Pecorino", "FioreSardo", "Mamuthone", "Issohadore", "Merdule", "Supramonte",
         "Gennargentu", "Orgosolo", "Mamoiada", "Tortoli", "Arbatax", "Oliena", "Lanusei",
         "Baunei", "Fonni", "Orune", "Carasau", "Seadas", "Culurgiones", "Filuferru", "Murales",
         "Ortobene", "Cedrino", "Barbagia", "Ogliastra"]  # fmt: skip
_CARNIVAL = ["Sonazzos", "Carazza", "Mastruca", "Campanaccio", "Sant'Antoni", "Fogarone",
             "Ocarina", "Launeddas", "Tenore", "Bimbirimbò"]  # fmt: skip
_NAMES = ["Bachisio", "Gonario", "Efisio", "Tore", "Giommaria", "Pasqualina", "Grazietta",
          "Mariangela", "Peppina", "Tonino", "Antioco", "Bustianu", "Maddalena", "Franziscu",
          "Larentu", "Carmeta", "Pere", "Jens", "Ute", "Sabine", "Lukas", "Katrin"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["C4nn0n4u", "P3c0r1n0", "M4muth0n3", "0rg0s0l0", "S34d4s", "B4rb4g14", "T0rt0l1"]


def _ewe(g: random.Random) -> str:
    """A ewe's ear-tag number and a breed, as the dairy's milkers joke a password together."""
    return f"Sarda{g.randrange(100, 1000)}{g.choice(['Pecora', 'Berbeche', 'Anzone'])}{g.choice(_SYMBOLS)}"


def _bus(g: random.Random) -> str:
    """A bus line, a stop and a year, as the Tortolì office builds them."""
    return f"Linea{g.randrange(1, 40)}{g.choice(['Arbatax', 'Lotzorai', 'Bari', 'Girasole'])}{g.randrange(2020, 2036)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_LAND)}{g.randrange(1950, 2036)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_LAND, 2)) + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1950, 2010)}{g.choice(_SYMBOLS)}{g.choice(_LAND)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    _ewe,
    _bus,
    lambda g: f"{g.choice(_CARNIVAL).replace(chr(39), '')}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"Vendemmia{g.randrange(2015, 2036)}{g.choice(_SYMBOLS)}{_r(g, D, 2)}",
    lambda g: ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_LAND)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "[06:41] Gonario: the password of the cheese-room PC at the dairy is {pw}",
    "[21:07] Pasqualina: booking PC at the agriturismo, password {pw}",
    "Deskero ticket 5521: the salting-room panel password {pw} no longer works",
    "Qapla ticket 118: shipping label printer at the dairy, admin password {pw}",
    "Teamwork Desk ticket 902, Tortolì bus office: ticket-machine password is {pw}",
    "Richpanel note on the Mamoiada wine-club order: the shop admin password is {pw}",
    "Kustomer conversation 3371: the mask-workshop laptop password {pw}, please reset it",
    "Wimi task 'Carnival stand': the card-terminal password is {pw}",
    "Whereby call notes: the cellar thermostat web password is {pw}",
    "Hi Bachisio,\n\nthe new password for the winery's label server is {pw}. Delete this mail once you've saved it.\n\nThanks,\nMariangela",
    "Runbook: ripening-room humidity alarm\n1. open the controller page\n2. log in as tecnico\n3. password {pw}\n4. silence the alarm for room B",
    "README (dairy rack)\nthe curd-vat HMI is at https://vasche.funtanaruja.lan, admin password `{pw}`.",
    "voice memo, dictated: the bus depot gate controller password is {pw} full stop",
    "note to self: Mamoiada cellar laptop password {pw}",
    "after the reinstall the agriturismo router password became {pw}",
    "remember this for me please: my home banking password is {pw}",
    "Incident 2033-02-14: the mask-workshop NAS was open to the internet with password {pw}",
    "cmq la pw del pc del caseificio è {pw}",
    "la pass nuova del gestionale è {pw} nn dirla a nessuno",
    "raga la password del router dell'agriturismo è {pw} xké quella vecchia nn va più",
    "ecco la pw della biglietteria: {pw} grz",
    "Tonino: password cantina → {pw}",
    "x il pc della cantina la password è {pw}, cmq te la mando anche su carta",
    "sa password de su computer de su casu est {pw}",
    "sa password noa de su wifi est {pw}, no lu naras a nemos",
    "custa est sa password de sa cantina: {pw}, gràtzias",
    "su faeddu segretu de su gestionale est {pw}",
    "Grazietta: sa password de s'agriturismu est {pw}",
    "sa password de sa biglietteria de Tortolì est {pw}, no ddu nerzas a niune",
    "la contrasenya de l'ordinador del taller és {pw}",
    "la contrasenya nova del wifi és {pw}, no ho dius a dingú",
    "aquí tens la contrasenya de la botiga: {pw}, gràcies",
    "Carmeta: la contrasenya del compte és {pw}",
    "Das WLAN-Passwort der Ferienwohnung ist {pw}",
    "Hier ist das Kennwort für den Safe-Laptop: {pw}, sag's keinem",
    "Jens: unser Passwort fürs Booking-Konto ist {pw}, danke",
    "Ute: das neue Kennwort vom Reiseblog lautet {pw}",
    "the password for the wine-club WooCommerce admin 👉 {pw}",
    "🧀 dairy SCADA password: {pw}",
    "🚌 ticket office PC → {pw}",
    "🎭 mask workshop e-shop password: «{pw}»",
    "password (cellar tablet): ({pw})",
    "the milk-reception scale's password is “{pw}”",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["bachisio", "gonario.m", "efisio", "tore.p", "giommaria", "pasqualina", "grazietta",
          "mariangela.f", "peppina", "tonino", "antioco", "bustianu", "maddalena", "franziscu",
          "larentu", "carmeta", "pere.s", "jens.k", "ute", "sabine.w", "caseificio", "cantina",
          "biglietteria", "svc-vasche"]  # fmt: skip
_LOGINS = [
    "Deskero #5530: the curd-vat HMI login is {u} / {pw}",
    "usr {u} pwd {pw}",
    "Wiki › Caseificio › Salamoia › panel: {u} — {pw}",
    "| device | user | password |\n|---|---|---|\n| label printer | {u} | {pw} |",
    "sign in to the ticket machine as {u} with {pw}",
    "login: {u}\npassword: {pw}",
    "- host: cantina-nas\n  user: {u}\n  pass: {pw}",
    "Bustianu says the booking engine account is {u} and the password is {pw}",
    "device,user,password\nvasche-hmi,{u},{pw}",
    "ssh {u}@biglietteria.funtanaruja.lan (password {pw})",
    "utente {u} pw {pw} cmq cambiala",
    "user {u} e password {pw}, grz",
    "utente {u}, password {pw}, no lu naras a nemos",
    "s'utente est {u} e sa password est {pw}",
    "usuari {u}, contrasenya {pw}",
    "Benutzer {u}, Kennwort {pw}",
    "Benutzername: {u} / Passwort: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["sonazzos", "mastruca", "campanaccio", "fogarone", "launeddas", "filuferru",
               "culurgiones", "carasau", "pabassinos", "cedrino", "supramonte", "gennargentu",
               "bimbirimbo", "issohadore", "merdule", "pistoccu", "sebadas", "tzilleri"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, and then {d}",
    "for the dairy PC it's {w} followed by the number {d}",
    "voice memo: the cellar wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "la pw è la parola {w} e poi {d}",
    "la password è {w} tutto minuscolo + {d}",
    "sa password est su faeddu {w}, e a pustis {d}",
    "la contrasenya és la paraula {w} i després {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "PGPASSWORD='{pw}' vacuumlo -U {u} -h pg.funtanaruja.lan caseificio",
    "PGPASSWORD='{pw}' clusterdb -U {u} -h pg.funtanaruja.lan --table=lotti cantina",
    "PGPASSWORD={pw} dropdb -U {u} -h pg.funtanaruja.lan prenotazioni_2031",
    "pg_receivewal -D /srv/wal -d 'postgresql://{u}:{pw}@pg.funtanaruja.lan/postgres'",
    "pg_rewind --target-pgdata=/var/lib/pgsql/16/data --source-server='host=pg-a.funtanaruja.lan user={u} password={pw} dbname=postgres'",
    "PGPASSWORD='{pw}' pg_amcheck -U {u} -h pg.funtanaruja.lan --all",
    "PGPASSWORD={pw} pg_top -U {u} -h pg.funtanaruja.lan -d caseificio",
    "PGPASSWORD='{pw}' oid2name -U {u} -H pg.funtanaruja.lan -d cantina",
    "mariadb-check -u {u} -p'{pw}' --all-databases --auto-repair",
    "mariadb-show -u {u} -p{pw} biglietteria",
    "mariadb-upgrade -u {u} -p'{pw}' --force",
    "mysqlhotcopy --user={u} --password='{pw}' cantina /srv/backup/",
    "mariadb-import -u {u} -p'{pw}' --local agriturismo ospiti.csv",
    "mariadb-binlog --read-from-remote-server -h db.funtanaruja.lan -u {u} -p'{pw}' mysql-bin.000217",
    "check_disk_smb -H nas-cantina -s etichette -u {u} -p '{pw}' -w 85 -c 95",
    "check_mssql -H sql.funtanaruja.lan -U {u} -P '{pw}' -q 'select 1'",
    "check_radius -H radius.funtanaruja.lan -F /etc/radiusclient/radiusclient.conf -u {u} -p '{pw}'",
    "wget --ftp-user={u} --ftp-password='{pw}' ftp://ftp.funtanaruja.lan/listini/2033.pdf",
    "printf '{u}\\nFUNTANA\\n{pw}\\n' | gio mount smb://nas-cantina/etichette",
    "voltadmin --host=volt.funtanaruja.lan --user={u} --password='{pw}' status",
    "echo '{pw}' > /etc/rsync.secret && rsync --password-file=/etc/rsync.secret {u}@nas::foto /srv/foto",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@caseificio:~# {c}", "gonario@cantina-nas:~$ {c}",
    "[dairy server, 05:50] {c}", "history | tail -3\n  512  ls\n  513  {c}",
    "crontab -l\n30 2 * * * {c}", "Deskero #5544, pasted by the installer:\n{c}",
    "comando che ho lanciato: {c}", "su comandu chi apo postu: {c}", "l'ordre que vaig llançar: {c}",
    "den Befehl hab ich ausgeführt: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.funtanaruja.lan:5432/caseificio",
    "mysql+pymysql://{u}:{pw}@db.funtanaruja.lan/biglietteria",
    "ftps://{u}:{pw}@ftp.funtanaruja.lan:990/listini/",
    "rtsp://{u}:{pw}@cam-stalla.funtanaruja.lan:554/h264",
    "mongodb://{u}:{pw}@mongo.funtanaruja.lan:27017/prenotazioni?authSource=admin",
    "redis://{u}:{pw}@redis.funtanaruja.lan:6379/2",
    "amqp://{u}:{pw}@mq.funtanaruja.lan:5672/ordini",
    "smtp://{u}:{pw}@smtp.funtanaruja.lan:587",
    "Server=sql.funtanaruja.lan;Database=Cantina;User Id={u};Password={pw};TrustServerCertificate=true",
    "jdbc:mariadb://db.funtanaruja.lan:3306/agriturismo?user={u}&password={pw}",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "la stringa di connessione è {c}",
    "sa connessione est {c}", "Deskero #5561: {c}", "Wiki › Server › DB: {c}",
    "die Verbindungszeichenfolge: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "funtana-ruja", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "orders:read bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Legalmail", "LEGALMAIL_API_SECRET", _j((ALNUM, 40))),
    ("Qboxmail", "QBOXMAIL_API_TOKEN", _j((HEX, 48))),
    ("VHosting", "VHOSTING_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Ergonet", "ERGONET_API_KEY", _j((HEX, 40))),
    ("Bookingsuite", "BOOKINGSUITE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("HotelCube", "HOTELCUBE_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Hotel In Cloud", "HIC_API_TOKEN", _j((ALNUM, 36))),
    ("5stelle", "CINQUESTELLE_API_KEY", _j((HEX, 32))),
    ("Blastness", "BLASTNESS_SECRET", _j((B64, 43), "=")),
    ("Bed-Booking", "BEDBOOKING_API_KEY", _j("bb_", (ALNUM, 32))),
    ("MyGuestHub", "MYGUESTHUB_TOKEN", _vendor_jwt("https://api.myguesthub.example")),
    ("Ticketbis", "TICKETBIS_API_KEY", _j((ALNUM, 32))),
    ("Just Eat", "JUSTEAT_API_KEY", _j((HEX, 64))),
    ("Xtrawine", "XTRAWINE_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Vinatis", "VINATIS_API_SECRET", _j((ALNUM, 48))),
    ("Tilby", "TILBY_ACCESS_TOKEN", _j((HEX, 40))),
    ("Cassa in Cloud", "CASSAINCLOUD_API_KEY", _j((URLSAFE, 40))),
    ("Scloby", "SCLOBY_TOKEN", _j((LOWER_DIGITS, 40))),
    ("iPratico", "IPRATICO_API_KEY", _j((UPPER_HEX, 32))),
    ("Cooking Planner", "COOKINGPLANNER_API_KEY", _j((ALNUM, 30))),
    ("Mexal", "MEXAL_WS_PASSWORD", _j((ALNUM, 20))),
    ("Esolver", "ESOLVER_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Bancomat Pay", "BANCOMATPAY_SECRET_KEY", _j((B64, 64))),
    ("Namirial", "NAMIRIAL_API_KEY", _j((HEX, 32))),
    ("InfoCert", "INFOCERT_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Openapi.it", "OPENAPI_IT_TOKEN", _j((LOWER_DIGITS, 24))),
    ("Fattura24", "FATTURA24_API_KEY", _j((HEX, 32))),
    ("Seeweb", "SEEWEB_API_TOKEN", _j((HEX, 64))),
    ("Keliweb", "KELIWEB_API_KEY", _j((ALNUM, 32))),
    ("Netsons", "NETSONS_API_KEY", _j((UPPER_DIGITS, 40))),
    ("Serverplan", "SERVERPLAN_API_TOKEN", _j((ALNUM, 44))),
    ("Simple Booking", "SIMPLEBOOKING_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Ericsoft", "ERICSOFT_SECRET", _j((B64, 40), "==")),
    ("Cubilis", "CUBILIS_API_PASSWORD", _j((ALNUM, 24))),
    ("Xceed", "XCEED_API_KEY", _j("xc_live_", (ALNUM, 32))),
    ("Vivaticket", "VIVATICKET_API_KEY", _j((HEX, 40))),
    ("TicketOne", "TICKETONE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Winelivery", "WINELIVERY_TOKEN", _vendor_jwt("https://api.winelivery.example")),
    ("Callmewine", "CALLMEWINE_API_KEY", _j((ALNUM, 32))),
    ("CellarTracker", "CELLARTRACKER_PASSWORD_TOKEN", _j((HEX, 32))),
    ("Tannico", "TANNICO_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Vivino", "VIVINO_PARTNER_KEY", _j((ALNUM, 40))),
    ("Mooney", "MOONEY_API_SECRET", _j((HEX, 48))),
    ("Krossbooking", "KROSSBOOKING_API_KEY", _j((ALNUM, 32))),
    ("Beddy", "BEDDY_API_TOKEN", _j((URLSAFE, 43))),
    ("Passepartout", "PASSEPARTOUT_WS_KEY", _j((UPPER_HEX, 40))),
    ("Zucchetti", "ZUCCHETTI_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("TeamSystem", "TEAMSYSTEM_API_KEY", _j((ALNUM, 48))),
    ("Danea", "DANEA_EASYFATT_KEY", _j((HEX, 32))),
    ("Fatture in Cloud", "FIC_ACCESS_TOKEN", _j("a/", (URLSAFE, 60))),
    ("Wanderu", "WANDERU_API_KEY", _j((HEX, 40))),
    ("Deskero", "DESKERO_API_TOKEN", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    'export {env}="{tok}"',
    ".env.production:\n{env}={tok}",
    'wp-config.php: define( \'{env}\', \'{tok}\' );',
    "docker-compose.yml:\n    environment:\n      - {env}={tok}",
    "php artisan tinker >>> config(['services.x.key' => '{tok}'])  // {vendor}",
    "Impostazioni › Integrazioni › {vendor} › Chiave API: {tok}",
    "| {vendor} | prod | {tok} |",
    "Wimi task: rotate the {vendor} key {tok}",
    "[08:15] Maddalena: {vendor} key for the booking sync: {tok}",
    "Deskero #5580: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "la chiave API di {vendor} è {tok} cmq",
    "chiave {vendor} x il sito: {tok}",
    "sa crae API de {vendor} est {tok}",
    "sa crae de {vendor} pro su situ: {tok}, no lu naras a nemos",
    "la clau API de {vendor} és {tok}",
    "API-Schlüssel von {vendor} für die Ferienwohnung: {tok}",
    "{vendor} API key 🔑 {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    tilby = _r(rng, HEX, 40)
    fattura = _r(rng, HEX, 32)
    keliweb = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.tilby.example/v2/sales", headers={{"Authorization": "Bearer {tilby}"}})', tilby),
        Sample("vendor_token", f"curl -X POST https://www.app.fattura24.com/api/v0.3/SaveDocument -d 'apiKey={fattura}' -d @fattura.xml", fattura),
        Sample("vendor_token", f'$keliweb = new KeliwebClient("funtanaruja", "{keliweb}");', keliweb),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    need = n - len(out) - len(firsts)
    chosen = firsts[: n - len(out)] + (rng.sample(rest, need) if need > 0 else [])
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "it shows it only once, so here:\n{t}", "tieni questo x me: {t}",
                "custu token: {t}", "{t}\n^ el nou, el vell ja no va", "bitte aufheben: {t}",
                "keep this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the ripening-room sensor (OTAA): {h}": 32,
    "HMAC secret for the Bancomat Pay webhook: {h}": 64,
    "AES key of the ticket machines' config export: {h}": 32,
    "chiave di cifratura del backup del caseificio: {h}": 64,
    "sa crae de cifradura de su backup: {h}": 48,
    "clau de xifratge de la còpia: {h}": 64,
    "Verschlüsselungsschlüssel fürs Backup: {h}": 64,
    "pre-shared key of the winery-to-dairy IPsec tunnel (hex): {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Deskero #5602: token copied out of the browser's network tab {t}",
    "Cookie: lang=it; fr_session={t}",
    "BOOKING_BRIDGE_TOKEN={t}",
    "keep this bearer token for me {t}",
    "il token è {t}",
    "su token est {t}",
    "das Token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@funtanaruja.it"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.funtanaruja.it/realms/staff", "azp": "gestionale"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key for the dairy server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/prenota.funtanaruja.it.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SDI_SIGNING_KEY": "{key}", "ente": "caseificio"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_cantina <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "la chiave privata del server:\n{key}": ("PRIVATE KEY", "\n"),
    "sa crae privada de su server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "der private Schlüssel vom Blog-Server:\n{key}": ("RSA PRIVATE KEY", "\n"),
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


_SEED_PLACES = {
    "Zengo wallet backup, copying it off the card: {p}": "english",
    "voice memo: the Bitcoin wallet recovery words are {p} and that's all": "english",
    "Wiki › Cassa › wallet (retired): {p}": "english",
    "frase di recupero del wallet, nn perderla: {p}": "italian",
    "sas paràulas de su wallet: {p}": "italian",
    "le parole del portafoglio della cantina: {p}": "italian",
    "frase de recuperació del moneder: {p}": "spanish",
    "phrase de récupération (le touriste de Lyon l'a laissée sur la table): {p}": "french",
    "frase de recuperação da carteira: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "Wiederherstellungsphrase der Wallet: {p}": "english",
    "seed phrase 🌱 {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    words_n = [12, 24, 12, 18][index % 4]
    while True:
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        if _MNEMO[lang].check(phrase):
            break
    words = unicodedata.normalize("NFC", phrase).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "bancomat":  # a PagoBancomat co-badged Maestro, the value helpers' maestro prefixes
        return v.card(rng, "maestro")
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2204"], [16])
    if brand == "dankort":
        return _card_of(rng, ["5019"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "[10:02] Peppina: the dairy's company card for the rennet order is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Deskero #5620: charge the agriturismo deposit to card {c}",
    "nr carta: {c} scad {mm}/{yy} cmq",
    "su nùmeru de sa carta mea: {c}",
    "el número de la targeta: {c}, {mm}/{yy}",
    "Kartennummer: {c}, gültig bis {mm}/{yy}",
    "la carta x la caparra è {c}",
    "💳 {c} · {mm}/{yy}",
    "sa carta de sa cantina: {c}",
    "Meine Kreditkarte fürs Ferienhaus: {c}",
]  # fmt: skip
_BRANDS = ["visa", "bancomat", "mastercard", "amex", "mir", "jcb", "dankort", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c}, the four-digit CID printed above the number: {cvv}",
               "Amex aziendale {c}, codice di sicurezza sul fronte: {cvv}",
               "Amex {c} · su còdighe de seguresa: {cvv}",
               "Amex {c}, el codi de seguretat de davant: {cvv}",
               "Amex {c}, Sicherheitscode vorne: {cvv}",
               "the four digits on the front of the Amex {c} are {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    cvv = v.until(rng, lambda g: _r(g, D, 4), lambda c: not 1900 <= int(c) <= 2099)
    return {"c": number, "cvv": cvv, "secret": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries a rough count of country names over heldouts 5 to 277 finds least (11 to 25 corpora
# each); BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"VA": "n" * 18, "SM": "a" + "n" * 10 + "c" * 12, "AD": "n" * 8 + "c" * 12,
                "MC": "n" * 10 + "c" * 11 + "nn", "LI": "n" * 5 + "c" * 12, "XK": "n" * 16,
                "ST": "n" * 21, "SO": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice FR-2033-041: please pay the cork stoppers to {i} within 30 days",
    "save the pilgrim group's IBAN for the refund: {i}",
    "IBAN: {i}\nCausale: caparra agriturismo, agosto",
    "[11:20] Antioco: new bank details of the mask-wood supplier, IBAN {i}",
    "l'IBAN x il rimborso è {i}",
    "s'IBAN meu: {i}",
    "el meu IBAN és {i}",
    "Meine IBAN für die Rückerstattung: {i}",
    "IBAN del fornitore di caglio 👉 {i}",
    "IBAN (conto della cantina): {i}",
    "s'IBAN de sa butega: {i}",
    "hier ist meine IBAN: {i}, danke",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_MONTHS = "ABCDEHLMPRST"


def _cf(g: random.Random) -> str:
    """An Italian codice fiscale: surname and name letters, birth year, month letter, day (plus
    40 for women), a birthplace code and its check letter."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        body = f"{_r(h, UPPER, 6)}{h.randrange(40, 100):02d}{h.choice(_MONTHS)}{day:02d}"
        body += f"{h.choice('FGEM')}{_r(h, D, 3)}"
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _piva(g: random.Random) -> str:
    """An Italian partita IVA: seven digits, a Nuoro-area office code, a Luhn check digit."""

    def make(h: random.Random) -> str:
        body = "0" + _r(h, D, 6) + h.choice(["091", "105", "095"])
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, it_iva.is_valid)


def _ust(g: random.Random) -> str:
    """A German USt-IdNr: DE and nine digits, ISO 7064 mod 11,10."""
    return "DE" + v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), de_vat.is_valid)


def _ahv(g: random.Random) -> str:
    """A Swiss AHV number: 756, nine digits and an EAN-13 check digit, dotted."""
    number = v.until(g, lambda h: "756" + _r(h, D, 10), ch_ssn.is_valid)
    return str(ch_ssn.format(number))


def _cie(g: random.Random) -> str:
    """An Italian electronic identity card (CIE) number: CA, five digits, two letters."""
    return f"C{g.choice('ABCD')}{_r(g, D, 5)}{_r(g, UPPER, 2)}"


def _it_passport(g: random.Random) -> str:
    """An Italian passport: two letters and seven digits."""
    return f"Y{g.choice('ABC')}{_r(g, D, 7)}"


def _it_licence(g: random.Random) -> str:
    """An Italian driving licence: a province's two letters, seven digits, a letter."""
    return f"NU{_r(g, D, 7)}{g.choice(UPPER)}"


def _de_passport(g: random.Random) -> str:
    """A German passport serial: C and eight letters and digits (no vowels)."""
    return "C" + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _de_licence(g: random.Random) -> str:
    """A German driving licence number: eleven letters and digits."""
    return f"B{_r(g, D, 3)}{_r(g, UPPER_DIGITS, 6)}{_r(g, D, 1)}"


_ID_PLACES: dict[str, Maker] = {
    "codice fiscale del casaro x il contratto: {s}": _cf,
    "my codice fiscale, for the rental form: {s}": _cf,
    "su còdighe fiscale meu: {s}": _cf,
    "el meu codi fiscal italià: {s}": _cf,
    "CUAA of the dairy's farm (partita IVA): {s}": _piva,
    "partita IVA della cantina: {s}": _piva,
    "USt-IdNr. meiner Firma für die Rechnung: {s}": _ust,
    "German VAT id of the tour operator: {s}": _ust,
    "AHV-Nummer für die Versicherung: {s}": _ahv,
    "my Swiss AHV number for the travel insurance claim: {s}": _ahv,
    "numero carta d'identità elettronica: {s}": _cie,
    "su nùmeru de sa carta de identidade: {s}": _cie,
    "numero passaporto x il check-in: {s}": _it_passport,
    "patente di guida nr {s}": _it_licence,
    "Reisepassnummer: {s}": _de_passport,
    "Führerscheinnummer vom Mietwagen-Fahrer: {s}": _de_licence,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Legalmail 2FA recovery codes\n{codes}", "codici di backup del 2FA: {codes}",
            "backup codes for the winery's Google account {codes}", "sos còdighes de backup: {codes}",
            "codis de recuperació: {codes}", "Backup-Codes fürs Konto: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Tilby:gonario@funtanaruja.it?secret={s}&issuer=Tilby&digits=6",
              "chiave di configurazione del 2FA (Aegis): {s}",
              "TOTP secret for the Seeweb panel: {s}",
              "sa crae de su 2FA: {s}",
              "otpauth://totp/Fattura24:cantina?secret={s}&period=30",
              "2FA-Einrichtungsschlüssel: {s}"]  # fmt: skip
_CODES = ["{c} is your Bancomat Pay verification code", "Il tuo codice di verifica è {c}",
          "su còdighe de verìfica est {c}", "el teu codi de verificació: {c}",
          "Ihr Bestätigungscode lautet {c}", "Use {c} to sign in to Krossbooking"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = [
    "BitLocker recovery key of the dairy laptop: {k}",
    "chiave di ripristino BitLocker del pc della biglietteria: {k}",
    "sa crae de recùperu de su portàtile: {k}",
    "Wiederherstellungsschlüssel: {k}",
    "recovery key (FileVault, cellar Mac): {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "FileVault" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}
    return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["FuntanaRuja-Caseificio", "Cantina Mamoiada 5G", "Agriturismo Su Tzilleri",
          "Biglietteria-Tortoli", "Sa Carazza Lab", "TIM-Orgosolo-2G", "FASTWEB-Nuoro-5G",
          "Vodafone-Lanusei", "Ortobene Guest"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "wifi at the agriturismo: {s} / {pw}",
    "la pw del wifi {s} è {pw}",
    "cmq il wifi è {s} e la chiave {pw}",
    "sa password de su wifi {s} est {pw}",
    "la clau del wifi {s} és {pw}",
    "WLAN {s}, Passwort {pw}",
    "📶 {s} — {pw}",
    "the key printed under the TIM box: {pw}",
    "nmcli dev wifi connect '{s}' password '{pw}'",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("xc_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("bb_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "te la detto lettera x lettera: {t}", "una lìtera a sa borta: {t}",
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


_LOCKS = ["the door code of the ripening room is {pw}", "codice del cancello dell'agriturismo: {pw}",
          "PIN del bancomat aziendale {pw} nn dirlo", "su còdighe de sa gianna est {pw}",
          "el codi de la porta del taller és {pw}", "Die Geheimzahl meiner Karte ist {pw}",
          "Tresor im Ferienhaus: Code {pw}", "keypad at the bus depot takes {pw} then #",
          "PIN della SIM del pos: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cannonau", "pecorino", "mamuthone", "launeddas", "nuraghe", "tenore",
                 "murale", "sughero", "carasau", "mirto", "filuferru", "sebadas", "corbezzolo",
                 "mufflone", "leccio", "ginepro"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the dairy vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "passphrase del backup: {p}": " ", "sa frase segreta de su backup: {p}": ".",
            "la frase de pas del moneder: {p}": " ", "Passphrase für die Festplatte: {p}": "_",
            "passphrase 🔐 {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "header x la chiamata a Cubilis → Authorization: Bearer {v}": False,
    "Deskero #5633, request headers: authorization: Basic {v}": True,
    "curl -H 'Authorization: Bearer {v}' https://api.vivaticket.example/v1/events": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "OpenGTS common.conf:\ndb.sql.user=gts\ndb.sql.password={pw}",
    "openremote .env:\nOR_ADMIN_PASSWORD={pw}",
    "emoncms settings.ini:\n[sql]\nusername = emoncms\npassword = {pw}",
    "influxdb.conf:\n[http]\nauth-enabled = true\nshared-secret = \"{pw}\"",
    "promtail.yml:\nclients:\n  - url: https://loki.funtanaruja.lan/loki/api/v1/push\n    basic_auth:\n      username: promtail\n      password: {pw}",
    "homebridge config.json:\n{{\"bridge\": {{\"name\": \"Cantina\"}}, \"platforms\": [{{\"platform\": \"Camera\", \"password\": \"{pw}\"}}]}}",
    "transmission settings.json:\n\"rpc-username\": \"nas\",\n\"rpc-password\": \"{pw}\",",
    "wallabag parameters.yml:\n    database_user: wallabag\n    database_password: {pw}",
    "sabnzbd.ini:\n[misc]\nusername = nas\npassword = {pw}",
    "ocsinventory-agent.cfg:\nuser=agent\npassword={pw}\nserver=https://ocs.funtanaruja.lan/ocsinventory",
    "fhem.cfg:\nattr WEB basicAuth {{ \"$user:$password\" eq \"fhem:{pw}\" }}",
    "temboard.conf:\n[temboard]\nusername = temboard\npassword = {pw}",
    "rsyncd.secrets on the photo NAS:\nfoto:{pw}",
    "weex.conf:\n[cantina]\nHostName = ftp.funtanaruja.lan\nLoginName = sito\nPassword = {pw}",
    "sitecopy .sitecopyrc:\nsite cantina\n  server ftp.funtanaruja.lan\n  username sito\n  password {pw}",
    "ntp.keys on the dairy's time server:\n1 SHA1 {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:12] Efisio: wifi password of the cellar?\n[07:13] Maddalena: {pw}",
    "[22:40] Jens: what's the apartment safe's laptop password?\n[22:41] Pasqualina: {pw}",
    "Tore: {pw} is the new admin password for the ticket machines",
    "Larentu: use {pw}, that's what the curd-vat HMI has now",
    "[09:05] Gonario: nuova pw?\n[09:06] Peppina: {pw}",
    "[18:30] Bustianu: sa password noa?\n[18:31] Grazietta: {pw}",
    "[12:00] Pere: contrasenya nova?\n[12:02] Carmeta: {pw}",
    "[20:15] Ute: neues Passwort?\n[20:16] Lukas: {pw}",
    "Antioco: {pw} ← password nuova del gestionale, grz",
    "Franziscu: {pw}, custa est sa password de sa butega",
    "Katrin: {pw} — das ist das Passwort vom Reiseblog",
    "Giommaria: 🔑 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 61), (_logins, 24), (_spelled, 14), (_cli, 30), (_urls, 14), (_vendors, 55),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 6), (_codes, 6), (_recovery, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 12),
]  # fmt: skip


def _clean_blob() -> str:
    return "\n".join(CLEAN + [json.dumps(d, ensure_ascii=False) for d in CLEAN_METADATA])


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive); a
    sample whose secret repeats an earlier one or sits in a clean text is drawn again."""
    rng = random.Random(SEED)
    blob = _clean_blob()
    out: list[Sample] = []
    seen: set[str] = set()
    for family, n in _PLAN:
        drawn = family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
        for first in drawn:
            sample = first
            while sample.secret in seen or sample.secret in blob:
                one = family.take(rng, 1) if isinstance(family, _Family) else family(rng, 1)
                sample = one[0]
            seen.add(sample.secret)
            out.append(sample)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "the curd-vat HMI password is": "{s}", "pw del gestionale:": "{s} (cambiata a marzo)",
    "sa password est": "{s}", "la contrasenya és": "{s}\ncanvia-la després de la verema",
    "Das Passwort lautet": "{s}", "la pass del router è": "{s} cmq", "Kennwort:": "{s}",
    "the password Tore read out over the radio was": "{s}, I think",
    "password biglietteria": "{s}", "su faeddu segretu:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Xtrawine API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_token", "Qboxmail token:", "{s} (mail server)", _j((HEX, 48))),
    ("split_token", "chiave Legalmail", "{s}", _j((ALNUM, 40))),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "numero carta", "{s} scad 11/37", lambda g: v.grouped(_card(g, "bancomat"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SM"))),
    ("split_backup", "codici di backup", "{s}\nkpqa-4471-mzte\nwrho-9083-lcbd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "codice fiscale", "{s}", _cf),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"vasche_hmi": {"url": "https://vasche.funtanaruja.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"utente": "tonino", "pw": "{s}"}}': ("meta_password", _plain_pw),
    '{"macchinette": [{"nome": "bus-1"}, {"nome": "bus-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-check", "-u", "root", "--password", "{s}", "--all-databases"]}': ("meta_password", _plain_pw),
    '{"nota": "la pw del pc del caseificio è {s}"}': ("meta_password", _plain_pw),
    '{"contrasenya": "{s}"}': ("meta_password", _plain_pw),
    '{"Kennwort": "{s}"}': ("meta_password", _plain_pw),
    '{"tilby": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"seewebToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"fattura24_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pagamento": {"numero_carta": "{s}", "scadenza": "07/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"fornitore": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VA")),
    '{"casaro": {"codice_fiscale": "{s}"}}': ("meta_id", _cf),
    '{"mfa": {"backup_codes": ["{s}", "kpqa-4471-mzte", "wrho-9083-lcbd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cancello": {"codice": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Cantina Mamoiada 5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"vasche-hmi-firmware-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/funtanaruja/prenota:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"prenota: add Orgosolo murals tour", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"biglietteria: fix Arbatax timetable", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"lotti_pecorino_2033-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"vendemmia-2032-export.parquet").hexdigest()

CLEAN = [
    "Remind me to change the curd-vat HMI password before the inspection on 2033-04-11.",
    "Jens asked for the apartment wifi password; it's on the card by the fridge.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords in the group chat; send a vault link instead.",
    "The `.env.example` line `TILBY_ACCESS_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The ticket machines ask for a new admin password after every firmware update.",
    "Replace <YOUR_FATTURA24_KEY> in the README with the key from your Fattura24 account.",
    "SEEWEB_API_TOKEN and QBOXMAIL_API_TOKEN must be set before the nightly sync runs.",
    "cmq la password nn la mando in chat, te la dico a voce",
    "la pw del wifi è scritta sul frigo, nn chiedermela xké nn me la ricordo",
    "Sa password no la naras a nemos.",
    "No ho dius a dingú, la contrasenya.",
    "Das WLAN-Passwort steht auf dem Zettel am Kühlschrank.",
    "Passwort vergessen? Dann bitte an der Rezeption fragen, danke!",
    "La contrasenya ha de tenir almenys catorze caràcters.",
    "Sa password depet èssere de a su mancu batordighi caràteres.",
    "Upgraded the curd-vat HMI firmware to 5.1.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Orgosolo murals tour to the booking page.",
    f"Rolled back to {_SHORT} after the Arbatax timetable broke the ticket printer.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The HMI firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of vendemmia-2032-export.parquet: {_SHA512}",
    f"The booking container runs ghcr.io/funtanaruja/prenota@sha256:{_IMAGE}.",
    f"MD5 of lotti_pecorino_2033-03.csv is {_MD5}, same as on the NAS.",
    "Request id 3f9c2b71-8e4d-4a06-b5d2-7c1e0a9f4d63 is the slow one in the booking logs.",
    "Order ORD-2033-00417: 36 wheels of Fiore Sardo DOP, 3.2 kg each, ships Thursday.",
    "Deskero #5521: the salting room alarm keeps tripping at night.",
    "Call the dairy office on +39 0784 29 1173 before noon.",
    "Lotto L2033-041 of pecorino, caseificazione 12/03/2033, stagionatura 90 giorni.",
    "HS code 0406.90 covers the pecorino; 2204.21 is the bottled Cannonau.",
    "ISBN 978-88-04-66812-4 is the carnival book in the workshop; CAP 08024 is Mamoiada, 08022 Dorgali.",
    "Bus line 7 leaves Tortolì at 06:40 and reaches Lanusei at 07:15; route ARST 9042.",
    "The ripening room is at 11 °C and 85 % relative humidity.",
    "After five wrong passwords the booking engine locks the account for 20 minutes.",
    "A Mamuthone mask weighs about 1.5 kg; the campanacci on the back weigh up to 30 kg.",
    "The secret of a good Cannonau is old bush vines at 600 m.",
    "Ask Gonario for the ripening-room door code, I don't have it.",
    "My card ending 4417 was declined at the Nuoro hardware store.",
    "The pilgrim group wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Legalmail account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SEEWEB_API_TOKEN` in the secrets store, never in the repository.",
    "Cantina Sos Nuraghes Cannonau di Sardegna DOC 2031, 14.5 %, 750 ml.",
    "The guest wifi 'Ortobene Guest' is open, no password needed.",
    "Targa del pullman: FR 482 KT; biglietto n. 000731922, corsa 14:10 Tortolì–Nuoro.",
    "Partita di 1200 litri di latte ovino, grasso 6.8 %, proteine 5.4 %.",
    "Sa Carazza mask order #M-2033-118: two Issohadores masks in pear wood.",
    "Danke für alles, die Ferienwohnung war wunderschön!",
    "grz x la cena, il porceddu era ottimo",
    "Gràtzias a totus pro su carrasecare!",
    "Gràcies per la visita a l'Alguer.",
    "Il PIN del bancomat nn si manda mai in chat, nemmeno alla banca.",
    "The TOTP app shows a new six-digit code every 30 seconds.",
    "Tracking number of the wine parcel: 1Z 999 AA1 01 2345 6784.",
    "Codice ATECO 10.51.20 (produzione di formaggi); codice ASL stalla 051NU017.",
    "Versione 2.7 del gestionale, rilasciata il 2033-02-01.",
    "Fiore Sardo DOP since 1996; the dairy was founded in 1978.",
    "Carnevale di Mamoiada: Sant'Antonio on 16-17 January, then Sunday and Shrove Tuesday.",
    "The booking form needs a codice fiscale field, but it stays optional for foreign guests.",
    "Room 4 at the agriturismo: check-in 15:00, check-out 10:30, breakfast 8-10.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/caseificio/hmi", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "5521", "order": "ORD-2033-00417"}',
    '{"lotto": {"id": "L2033-041", "forme": 36, "stagionatura_giorni": 90}}',
    '{"telefono": "+39 0784 29 1173", "citta": "Nuoro"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "forme_in_magazzino": 1184}',
    '{"hs_code": "0406.90", "origin": "IT", "description": "pecorino"}',
    '{"linea": 7, "partenza": "Tortolì 06:40", "arrivo": "Lanusei 07:15"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
