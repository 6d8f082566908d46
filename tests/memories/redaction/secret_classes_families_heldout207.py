# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventh corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-fifth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-sixth to two-hundred-and-ninth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (207583146),
password words (a Sicilian citrus, a place of the islands, a number and a sign; two citrus or
boat words joined by a dash with a number; a name, a birth year, a sign and a harbour; leet words
of the blood orange, the zibibbo grape, the salt pan, Lampedusa and the Maltese fishing boat with
a year; a fish crate's weight; a harbour, a dish and a year; a ferry route and a port; a
generator's three groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of Trinacria & Melita Holding (fictional: a fishing cooperative at Mazara and
Marsaxlokk, salt works on the Stagnone by Trapani and Marsala, the Pelagie Link ferries between
Porto Empedocle, Lampedusa, Linosa and Pantelleria, a citrus-export packing house near Palermo,
the Blu Kuddìa dive school on Gozo and Pantelleria, the Farmacia Porta Nuova in Palermo and the
MeliTrans money-transfer counters in Valletta and Ballarò) leak secrets into an assistant's
memory. The texts are WhatsApp, Telegram, Signal, Viber, Messenger, Threema, Element, Teams,
Slack, Google Chat and Rocket.Chat messages, chat logs with times, Zammad, osTicket, GLPI and
Redmine tickets, DokuWiki and Outline pages and tables, Joplin, Obsidian and Google Keep notes,
e-mails, a runbook, a README fragment, bash, zsh, PowerShell and BusyBox prompts, code (Python,
JavaScript, Go, PHP, Kotlin, Rust, C# and Ruby), configs, Whisper voice-memo transcripts,
dictated text and requests to the assistant itself; the label's separators run from a colon,
"is" and a dash to an arrow, an emoji, a new line, quotes (`"…"`, `«…»`, `“…”`), parentheses, a
tab and a table's bar.

Tools, flags, variables and files none of heldouts 5 to 205 names (each grepped for the command,
flag or variable itself): `ingestr ingest --source-uri … --dest-uri`, acme.sh's `dns_aruba` and
`dns_ovh` hooks with `ARUBA_AK`, `ARUBA_AS`, `ARUBA_CK`, `OVH_AK`, `OVH_AS` and `OVH_CK`, and the
`SAVED_OVH_AS=` / `SAVED_ARUBA_AS=` lines acme.sh writes into `account.conf`, coova-chilli's
`--radiussecret` (and `radiussecret` in its config), dlt's `.dlt/secrets.toml`, and the company's
own tools and flags: `ferrytix-cli … --agency … --passkey`, `divelog-sync --kelma`,
`farmabox-cli --utente … --parola`, `saline-scada export --sigillo`, `tonnara-cams --cam-pass`,
`citrus-qc upload --chiave`, `pelagie-kiosk --cifra`, with the
variables `FERRYTIX_PASSKEY`, `FARMABOX_PAROLA`, `SALINE_SCADA_SIGILLO`, `MELITRANS_HMAC_SECRET`
and `DIVESSI_PARTNER_KEY`. Beside them common layouts (env files, compose, systemd, Kubernetes
secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection
strings) in wordings of their own.

About 46 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, the one `_non_english` makes with marker words: 179 of 390): Maltese,
Maltese-English code-switching, Sicilian, Pantesco (the Sicilian of Pantelleria), Tunisian Arabic
(Derja) texted in Latin letters with digits for sounds (`3`, `5`, `7`, `9`), and southern Italian
texting, with Italian, French, Spanish and Portuguese only in seed-phrase lines. The wordings are
the author's approximations, checked by no speaker, built around a few marker words and the
loanwords people there really text (password, pass, wifi, PIN, token, API key, server, backup):
Maltese `il-password tiegħi hija`, `tal-wifi`, `tad-dar`, `ġdida`, `bdilt … għal`, `tgħidx lil
ħadd`, `grazzi`, `il-kodiċi tal-bieb`, `imbagħad`, `kelma`; code-switching `mela`, `ejja`,
`aw`, `ta`, `hux`, `the password hija`; Sicilian `'a password è`, `'u wifi d'a casa`, `nun ci
u diciri a nuddu`, `talìa`, `amunì`, `picciò`, `chiddu`, `nova`, `doppu`; Pantesco `'u dammusu`,
`'u jardinu`, `ccà`, `nun lu dìciri a nuddu`, `varca`; Derja `el password mta3 el
wifi howa`, `ya5i`, `behi`, `3aychek`, `mat9oulch l7ad`, `taw`, `bech`, `barcha`, `chnowa`,
`el code mta3 el bab`; southern Italian texting `raga`, `cmq`, `nn`, `xké`, `mo'`, `ué`, `la
pass`, `tvb`. Apostrophes are typed as the ASCII one, as people text them, though print
writes `’` (Maltese `ta’`, Sicilian `’a`, `d’u`). The Pantesco lines (Sicilian forms with a few
island words) and the Derja spellings of `mat9oulch l7ad` and `el code mta3 el bab` are the
thinnest guesses; the Maltese of the dictated-password lines (`il-kelma … imbagħad in-numru`) is
next.

Vendors (Moneyfarm, Lottomatica, Plick, Medmar, Trenitalia, Farmaè, Paginemediche, Ferrytix,
Divessi, BancoPosta, Mediolanum, Banca Sella, Flowpay, Edenred, Esselunga, Wallester, Epipoli,
Prontopro, Deliveroo, Enemalta, HSBC Malta, Ferratum, Paymix, Emerchantpay, Truevo, Moneybase,
Weavr, Interbus, Segesta, Airgest, Gesap, Volotea, Aeroitalia, KM Malta and Gozo Fast Ferry) are
ones heldouts 5 to 205 do not name (grepped by name). No shape here is one the author knows to be
real: every one is a guess (hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs for
Trenitalia and Volotea, and the prefixes `mf_live_`, `plk_sk_`, `wvr_`, `emp_`, `trv-` and
`ftx_`); the acme.sh variables are real names, their values drawn as random runs; the JWTs are
well-formed.

The ids are kinds heldouts 5 to 205 do not use: Malta's VAT number, drawn until `stdnum.mt.vat`
validates its check digits, and Italy's partita IVA of a pharmacy, drawn until `stdnum.it.iva`
validates it (one earlier corpus names the module, none the pharmacy's); the others are invented
shapes that no library or this file checks (no check-digit algorithm is written here): the
Italian electronic identity card (CIE) number, the Tessera Sanitaria TEAM card number, a
pharmacist's Albo dei Farmacisti enrolment number, a carta di soggiorno number, a Maltese ID card
number (`numru tal-ID`), a Tunisian CIN under Derja words, a Libyan national number, a PADI-style
dive certification number (`brevetto sub`), and among the PINs a Fisconline PIN. Card numbers
pass Luhn (the value helpers' Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay and
Maestro, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough count over heldouts 5 to
205 (the British Virgin Islands, Albania, Cyprus, Djibouti, Libya, Mauritania, Mauritius and
Ukraine, in sixteen or seventeen corpora each by that count), drawn until `stdnum.iban` validates
them; seed phrases come from `mnemonic`'s English, Italian, Spanish, French and Portuguese lists,
each with a valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples
(430 scored, every secret unique), 60 clean texts and 10 clean metadata dicts.
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
from stdnum.it import iva as it_iva
from stdnum.mt import vat as mt_vat

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 207_583_146
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


_CITRUS = ["Tarocco", "Moro", "Sanguinello", "Femminello", "Interdonato", "Verdello", "Bergamotto",
           "Zibibbo", "Chiappara", "Tonnara", "Luzzu", "Dghajsa", "Ftira", "Pastizz", "Busiata",
           "Dammuso", "Kuddia", "Stagnone", "Mozia", "Lampuka", "Ricciola", "Caponata"]  # fmt: skip
_BOAT = ["Cima", "Prua", "Poppa", "Timone", "Bitta", "Cassa", "Rete", "Nassa", "Palamito", "Salina",
         "Mulino", "Vasca", "Traghetto", "Banchina", "Ancora", "Gozzo"]  # fmt: skip
_PLACES = ["Palermo", "Trapani", "Marsala", "Valletta", "Gozo", "Lampedusa", "Pantelleria",
           "Linosa", "Mazara", "Sliema", "Marsaxlokk", "Scauri", "Favignana", "Mgarr", "Xewkija",
           "Ballaro", "Empedocle", "Birgu", "Paceco", "Nubia"]  # fmt: skip
_NAMES = ["Salvatore", "Rosalia", "Turi", "Giuseppina", "Ninu", "Carmelina", "Gorg", "Marija",
          "Ruben", "Antonella", "Mehdi", "Amira", "Skander", "Ines", "Calogero", "Agata",
          "Kurt", "Rita", "Yassine", "Nour", "Pippo", "Concetta", "Luke", "Fatma"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T4r0cc0", "Z1bb1bb0", "S4l1n4", "L4mp3dus4", "Luzz0", "Dgh4js4", "P4nt3ll3r1a",
         "M4rs4l4", "Fr4nc1s", "B3rg4m0tt0"]  # fmt: skip


def _crate(g: random.Random) -> str:
    """A fish crate and its weight, the way a quay crew jokes a password together."""
    return f"{g.choice(['Cassa', 'Cascia', 'Kaxxa'])}{g.choice([5, 8, 10, 12, 15, 20, 25])}kg{g.choice(_SYMBOLS)}{g.choice(_BOAT)}"


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CITRUS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_CITRUS + _BOAT, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS),
    _crate,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CITRUS).lower()}_{g.randrange(1960, 2033)}",
    lambda g: f"Rotta{g.randrange(100, 1000)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_BOAT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Ama{g.choice(_CITRUS)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Salvatore (Mazara quay): the password of the ice-plant PLC panel is {pw}",
    "Telegram group 'Pelagie Link – bordo', Ruben: bridge PC password → {pw}",
    "Signal from Rosalia: Farmacia Porta Nuova back-office password: {pw}",
    "Viber, Kurt in Valletta: MeliTrans counter PC password is {pw}",
    "Messenger chat with Calogero: salt-works weighbridge password - {pw}",
    "Threema from Agata: the password for the packing-house grader is \"{pw}\"",
    "Element room #blu-kuddia: compressor log-in password 🔑 {pw}",
    "Teams chat, Antonella: the ticket office PC in Porto Empedocle — password «{pw}»",
    "Slack #ops-lampedusa: radar console password (new): {pw}",
    "Google Chat from Luke: Gozo dive-centre booking password\n{pw}",
    "Rocket.Chat, #saline: the SCADA operator password is “{pw}”",
    "[06:41] Turi: password for the cold-room controller\n[06:41] Turi: {pw}",
    "Zammad #20417: counter 3 at Ballarò can't log in, the password {pw} is rejected",
    "osTicket #5512: please reset the reefer monitor password, current one {pw}",
    "GLPI ticket 3309: bridge laptop, local admin password {pw} (rotate after the audit)",
    "Redmine issue #771: the packing-line HMI password ({pw}) is written on a sticker",
    "Joplin note 'Pantelleria dammuso': router admin password {pw}",
    "Obsidian, daily note: new ERP password for the citrus export = {pw}",
    "Google Keep: pharmacy fridge logger password\t{pw}",
    "Hi Marija,\n\nthe root password on the Marsaxlokk auction server is {pw}. Delete this mail once it's in the vault.\n\nGrazzi,\nKurt",
    "Runbook — night crossing to Linosa\n1. open the ECDIS service menu\n2. user: service\n3. password: {pw}\n4. reload the chart set",
    "README (dive centre rack)\nthe Nitrox analyser UI is at https://nitrox.blukuddia.lan, admin password `{pw}`.",
    "Whisper transcript, voice memo 14: the password for the tuna-trap camera is {pw} full stop",
    "can you remember my BancoPosta app password? it's {pw}",
    "note to self: ferry-radio base station password {pw}",
    "after the firmware update the weighbridge password became {pw}",
    "Il-password tal-email tiegħi hija {pw}",
    "il-password tal-wifi tad-dar: {pw}, tgħidx lil ħadd",
    "Marija: bdilt il-password tas-server għal {pw}",
    "Kurt: il-password ġdida tal-kompjuter tal-kaxxa hija {pw}, grazzi",
    "mela, the password tal-counter hija {pw}, don't share it ta",
    "aw Luke, the new pass for the booking system hija {pw}",
    "ejja, il-password for the laptop is {pw} hux",
    "'A password d'a posta è {pw}",
    "'u wifi d'a casa: {pw}, nun ci u diciri a nuddu",
    "Talìa, a password nova d'u server è {pw}",
    "Turi: amunì picciò, a password d'u computer d'a salina è {pw}",
    "chiddu d'a bilancia: password {pw}, doppu 'a canciamu",
    "'a password d'u dammusu è {pw}, nun lu dìciri a nuddu",
    "ccà, pi 'u computer d'u jardinu: {pw}",
    "Ninu: 'a password d'a varca a Scauri è {pw}",
    "el password mta3 el wifi howa {pw}",
    "ya5i, el password mta3 el server taw {pw}",
    "Mehdi: el password jdid mta3 el pc howa {pw}, mat9oulch l7ad",
    "behi 3aychek, el password mta3 el caisse: {pw}",
    "Amira: chnowa el password? {pw} ya5i",
    "raga la pass del wifi è {pw}",
    "cmq la password nuova del gestionale è {pw}, nn la dite a nessuno",
    "ué mo' la pw della posta è {pw}",
    "xké nn entra? la password è {pw} tvb",
    "Pippo: la pass del pc della farmacia è {pw}",
    "Skander: el password mta3 el scada taw {pw}, behi?",
    "Agata: 'a password d'u pc d'a farmacia è {pw}",
    "Rita: il-password ġdida tal-booking: {pw}",
    "raga la pw del router del magazzino è {pw}",
    "Yassine: bech tbadel el password? taw howa {pw}",
    "Kurt: il-password tal-kaxxa forti hija {pw}, grazzi",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["salvatore", "rosalia.c", "turi", "giuseppina", "ninu", "carmelina", "gorg.b",
          "marija.v", "ruben", "antonella", "mehdi", "amira.b", "skander", "ines", "calogero",
          "agata", "kurt.c", "rita", "yassine", "nour", "pippo", "concetta", "luke.g", "fatma",
          "svc-saline", "ops-ferry"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Salvatore: the auction terminal login is {u} / {pw}",
    "Zammad #20433: {u} locked out of the ERP, last password {pw}",
    "usr {u} pwd {pw}",
    "DokuWiki › Ferries › Ticketing: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| weighbridge | {u} | {pw} |",
    "sign into the pharmacy back office as {u} with {pw}",
    "ECDIS login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: saline-hmi-2\n  username: {u}\n  password: {pw}",
    "Viber: account {u}, password {pw}",
    "Ruben says the ticket kiosk account is {u} and the password is {pw}",
    "system,login,password\nmelitrans-counter,{u},{pw}",
    "ssh {u}@auction.trinacria.lan (password {pw})",
    "Teams: creds for the packing line are {u} and {pw}",
    "l-username tiegħi {u}, il-password {pw}",
    "mela, username {u}, password hija {pw}",
    "utenti {u}, password {pw}, nun ci u diciri a nuddu",
    "l'utenti d'u dammusu è {u} e 'a password {pw}",
    "el user mta3i {u} w el password {pw}",
    "raga utente {u} pass {pw}",
    "Kurt: l-user huwa {u} u l-password hija {pw}",
    "el user mta3 el caisse {u}, el password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tarocco", "zibibbo", "caponata", "lampuka", "ricciola", "dammuso", "pastizz",
               "busiata", "tonnara", "chiappara", "sanguinello", "luzzu", "dghajsa", "kuddia",
               "bergamotto", "stagnone", "favignana", "mozia", "ftira", "arancina", "linosa",
               "scauri", "xlendi"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the auction server it's {w} and {d} at the end",
    "voice memo: the cold-room wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "il-password hija l-kelma {w}, imbagħad in-numru {d}",
    "the password hija {w}, then {d} mela",
    "'a password è 'a palora {w}, doppu {d}",
    "scrivi {w}{d}, tuttu attaccatu",
    "el password howa el kelma {w}, ba3d {d}",
    "la pass è la parola {w} e poi {d} cmq",
    "'u dammusu: 'a palora {w} e doppu {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5) % len(_SAID_WORDS)]
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "ingestr ingest --source-uri 'mysql://{u}:{pw}@db.farmacia-portanuova.lan/magazzino' --source-table 'magazzino.ricette' --dest-uri 'duckdb:///tmp/ricette.duckdb' --dest-table 'raw.ricette'",
    "ingestr ingest --source-uri 'postgresql://{u}:{pw}@pg.pelagielink.lan:5432/biglietti' --source-table 'public.corse' --dest-uri 'bigquery://pelagie-dwh' --dest-table 'raw.corse'",
    "ferrytix-cli login --agency AG-TP-0412 --operator-id {u} --passkey '{pw}'",
    "divelog-sync --center blukuddia-gozo --user {u} --kelma '{pw}' --push",
    "farmabox-cli sync --farmacia PA-0457 --utente {u} --parola '{pw}'",
    "saline-scada export --plc vasca-7 --user {u} --sigillo '{pw}' --from 2032-06-01",
    "tonnara-cams proxy --cam 3 --cam-user {u} --cam-pass '{pw}' --listen :8554",
    "citrus-qc upload --lotto TAR-2032-118 --account {u} --chiave '{pw}'",
    "pelagie-kiosk reset --kiosk LMP-02 --operator {u} --cifra '{pw}'",
    "chilli --radiusserver1 radius.pelagielink.it --radiussecret '{pw}' --uamserver https://portal.pelagielink.it --dhcpif wlan0",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "~ # {c}", "turi@saline-hmi:~$ {c}", "zsh: ruben@bridge-pc ~ % {c}",
    "PS C:\\ops> {c}", "BusyBox on the kiosk: {c}", "bash history, line 412:\n{c}",
    "the command I ran: {c}", "il-kmand li ħaddimt: {c}", "'u cumannu ca lanciai: {c}",
    "el commande elli 3malt: {c}", "raga ho lanciato: {c}",
]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}


_cli_raw = _Family("cli_password", _CLI, _cli_draw, "pw")


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, _cli_raw.take(rng, n), _SHELLS)


_ACME = [  # acme.sh's DNS hooks: the secret half of the key pair
    "export ARUBA_AK={ak}\nexport ARUBA_AS={s}\nexport ARUBA_CK={ck}\nacme.sh --issue --dns dns_aruba -d booking.pelagielink.it",
    "export OVH_AK={ak}\nexport OVH_AS={s}\nexport OVH_CK={ck}\nacme.sh --issue --dns dns_ovh -d '*.trinacria-melita.eu'",
    "~/.acme.sh/account.conf:\nSAVED_OVH_AK='{ak}'\nSAVED_OVH_AS='{s}'\nSAVED_OVH_CK='{ck}'",
    "~/.acme.sh/account.conf:\nSAVED_ARUBA_AK='{ak}'\nSAVED_ARUBA_AS='{s}'",
]  # fmt: skip


def _acme_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"ak": _r(rng, ALNUM, 16), "s": _r(rng, ALNUM, 32), "ck": _r(rng, ALNUM, 32)}


_acme = _Family("cli_secret", _ACME, _acme_draw, "s")


_URLS = [
    "postgresql://{u}:{pw}@pg.pelagielink.lan:5432/biglietti",
    "mysql://{u}:{pw}@db.farmacia-portanuova.lan:3306/magazzino",
    "mongodb+srv://{u}:{pw}@cluster0.melitrans.mongodb.net/rimesse",
    "redis://{u}:{pw}@cache.trinacria.lan:6379/2",
    "amqp://{u}:{pw}@mq.saline.lan:5672/pesate",
    "sftp://{u}:{pw}@edi.citrus-export.it:2222/ordini/",
    "rtsp://{u}:{pw}@cam-tonnara-3.lan:554/Streaming/Channels/101",
    "ftps://{u}:{pw}@ftp.blukuddia.mt/logbooks",
    "mssql+pyodbc://{u}:{pw}@sql.melitrans.lan/Remit?driver=ODBC+Driver+18+for+SQL+Server",
    "jdbc:postgresql://pg.saline.lan:5432/scada?user={u}&password={pw}",
    "Server=sql.portanuova.lan;Database=Farmacia;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "keep this connection string for me: {c}", "il-connection string: {c}",
    "'a stringa d'u database: {c}", "el lien mta3 el base: {c}", "Zammad #20450: {c}",
    "Outline page 'Databases': {c}", "raga la stringa è {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(
        rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw, u=_USERS), _URL_PLACES
    )


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_957_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "trinacria-melita", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Moneyfarm", "MONEYFARM_SECRET_KEY", _j("mf_live_", (ALNUM, 32))),
    ("Lottomatica", "LOTTOMATICA_PARTNER_KEY", _j((HEX, 40))),
    ("Plick", "PLICK_SECRET", _j("plk_sk_", (ALNUM, 28))),
    ("Medmar", "MEDMAR_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Trenitalia", "TRENITALIA_B2B_TOKEN", _vendor_jwt("https://b2b.trenitalia.example")),
    ("Farmaè", "FARMAE_API_KEY", _j((ALNUM, 40))),
    ("Paginemediche", "PAGINEMEDICHE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Ferrytix", "FERRYTIX_API_KEY", _j("ftx_", (LOWER_DIGITS, 36))),
    ("Divessi", "DIVESSI_PARTNER_KEY", _j((UPPER_HEX, 32))),
    ("BancoPosta", "BANCOPOSTA_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Mediolanum", "MEDIOLANUM_API_SECRET", _j((HEX, 64))),
    ("Banca Sella", "SELLA_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Flowpay", "FLOWPAY_SECRET_KEY", _j((B64, 43), "=")),
    ("Edenred", "EDENRED_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Esselunga", "ESSELUNGA_B2B_KEY", _j((HEX, 32))),
    ("Wallester", "WALLESTER_API_SECRET", _j((URLSAFE, 64))),
    ("Epipoli", "EPIPOLI_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Prontopro", "PRONTOPRO_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Deliveroo", "DELIVEROO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Enemalta", "ENEMALTA_SMARTMETER_KEY", _j((HEX, 48))),
    ("HSBC Malta", "HSBC_MT_CLIENT_SECRET", lambda g: v.uuid4(g, "b")),
    ("Ferratum", "FERRATUM_API_KEY", _j((ALNUM, 36))),
    ("Paymix", "PAYMIX_SECRET", _j((B64, 64))),
    ("Emerchantpay", "EMP_API_PASSWORD", _j("emp_", (HEX, 40))),
    ("Truevo", "TRUEVO_SECRET_KEY", _j("trv-", (ALNUM, 40))),
    ("Moneybase", "MONEYBASE_API_TOKEN", _j((URLSAFE, 40))),
    ("Weavr", "WEAVR_API_KEY", _j("wvr_", (B64, 44))),
    ("Interbus", "INTERBUS_API_KEY", _j((HEX, 32))),
    ("Segesta", "SEGESTA_TOKEN", _j((ALNUM, 44))),
    ("Airgest", "AIRGEST_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Gesap", "GESAP_FLIGHTS_KEY", _j((UPPER_HEX, 40))),
    ("Volotea", "VOLOTEA_AGENCY_TOKEN", _vendor_jwt("https://agency.volotea.example")),
    ("Aeroitalia", "AEROITALIA_API_SECRET", _j((ALNUM, 48))),
    ("KM Malta", "KMMALTA_NDC_KEY", _j((HEX, 64))),
    ("Gozo Fast Ferry", "GOZOFAST_API_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "ERP › Impostazioni › Integrazioni › {vendor} › API key: {tok}",
    "Outline table 'Integrations': | {vendor} | 2032 | {tok} |",
    "Zammad #20466: {vendor} sync fails with 401, configured key {tok}",
    "GLPI ticket 3321: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "Slack #integrations, Luke: the {vendor} token we use now is {tok}",
    "il-API key ta' {vendor} hija {tok}",
    "l-API key ġdida ta' {vendor}: {tok}, tgħidx lil ħadd",
    "mela, the {vendor} API key hija {tok}",
    "'a API key di {vendor} è {tok}",
    "'a chiavi API di {vendor}: {tok}, nun ci a diciri a nuddu",
    "el API key mta3 {vendor} howa {tok}",
    "ya5i, el API key mta3 {vendor}: {tok}",
    "raga la API key di {vendor} è {tok}",
    "la chiave API di {vendor} per la farmacia: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    interbus = _r(rng, HEX, 32)
    ferratum = _r(rng, ALNUM, 36)
    esselunga = _r(rng, HEX, 32)
    edenred = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.interbus.example/v1/corse", headers={{"X-API-Key": "{interbus}"}})', interbus),
        Sample("vendor_token", f'const ferratum = new FerratumClient({{ apiKey: "{ferratum}" }});', ferratum),
        Sample("vendor_token", f"curl -H 'Authorization: Token {esselunga}' https://b2b.esselunga.example/orders", esselunga),
        Sample("vendor_token", f"$edenred = new EdenredClient('trinacria', '{edenred}');", edenred),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows it once, so here:\n{t}", "dan it-token: {t}",
                "chistu è 'u token: {t}", "{t}\n^ el jdid, el 9dim mat", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the salt-pan level sensor V7 (OTAA): {h}": 32,
    "HMAC secret for the MeliTrans payout webhook: {h}": 64,
    "MELITRANS_HMAC_SECRET={h}": 64,
    "pre-shared key of the ferry's IPsec tunnel to Porto Empedocle (hex): {h}": 64,
    "il-encryption key tal-backup: {h}": 48,
    "'a chiavi d'u backup: {h}": 32,
    "el clé mta3 el backup: {h}": 64,
    "chiave AES del logger della farmacia: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Zammad #20471: token copied out of the browser's network tab {t}",
    "Cookie: lang=mt; plk_session={t}",
    "BOOKING_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "it-token: {t}",
    "el token howa {t}",
    "raga il token è {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_957_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS512", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@trinacria-melita.eu"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.trinacria-melita.eu/realms/staff", "azp": "ferry-desk",
                   "roles": ["ticketing", "cash"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS512": 86, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the auction server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.pelagielink.it.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SDI_SIGNING_KEY": "{key}", "partita_iva": "pending"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_ferry <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "GLPI ticket 3340, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "il-private key tas-server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "'a chiavi privata d'u server:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    key = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger recovery phrase for the MeliTrans treasury wallet:\n{p}": "english",
    "voice memo: the seed words are {p}": "english",
    "il-kliem tas-seed tal-wallet: {p}": "english",
    "el seed mta3 el wallet: {p}": "english",
    "frase di recupero del portafoglio della cooperativa: {p}": "italian",
    "'i palori d'u wallet: {p}": "italian",
    "raga la seed phrase è {p}": "italian",
    "frase de recuperación de la cartera: {p}": "spanish",
    "phrase de récupération du portefeuille : {p}": "french",
    "frase de recuperação da carteira: {p}": "portuguese",
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
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "card for the ferry fuel account: {c}, exp {mm}/{yy}",
    "Zammad #20480: customer read out card {c} over the phone",
    "pay the Gozo dive-boat deposit with {c} ({mm}/{yy})",
    "in-numru tal-karta: {c}",
    "mela, the card hija {c}, exp {mm}/{yy}",
    "'u nummaru d'a carta: {c}",
    "num d'la carte mta3i {c}",
    "raga il numero della carta è {c} scad {mm}/{yy}",
    "Obsidian note 'company cards': {c} exp {mm}/{yy}",
    "please remember my card {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", " ", "-"][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/35, security code {cvv}",
               "the three digits on the back are {cvv}",
               "Amex {c}, four-digit CID printed above the number: {cvv}",
               "it-tliet numri wara l-karta: {cvv}",
               "'i tri nummari darreri d'a carta: {cvv}",
               "el 3 ar9am mta3 dhar el carte: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 205; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"VG": "aaaa" + "n" * 16, "AL": "n" * 8 + "c" * 16, "CY": "n" * 8 + "c" * 16,
                "DJ": "n" * 23, "LY": "n" * 21, "MR": "n" * 23,
                "MU": "aaaa" + "n" * 19 + "aaa", "UA": "n" * 6 + "c" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "MeliTrans payout to the beneficiary, IBAN {i}",
    "IBAN for the citrus buyer's invoice: {i}",
    "Zammad #20488: refund to IBAN {i}",
    "l-IBAN tiegħi: {i}",
    "mela, the IBAN hija {i}",
    "l'IBAN d'u cumpari: {i}",
    "el IBAN mta3 5ouya: {i}",
    "raga l'IBAN è {i}",
    "please remember my IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _mt_vat(g: random.Random) -> str:
    """Malta's VAT number: MT and eight digits, the last two a check (stdnum.mt.vat)."""
    return "MT" + v.until(g, lambda h: h.choice("123456789") + _r(h, D, 7), mt_vat.is_valid)


def _it_iva(g: random.Random) -> str:
    """Italy's partita IVA: eleven digits, the last a Luhn-like check (stdnum.it.iva)."""
    return v.until(g, lambda h: "0" + _r(h, D, 6) + "082" + _r(h, D, 1), it_iva.is_valid)


def _cie(g: random.Random) -> str:
    """Italy's CIE number: two letters, five digits, two letters (unchecked)."""
    return f"C{g.choice('ABCDEF')}{_r(g, D, 5)}{_r(g, UPPER, 2)}"


def _team(g: random.Random) -> str:
    """The Tessera Sanitaria's TEAM card number: 20 digits from 80380 (unchecked)."""
    return "80380" + _r(g, D, 15)


def _albo(g: random.Random) -> str:
    """A pharmacist's enrolment number in the Albo (unchecked)."""
    return f"PA-{g.randrange(1000, 9999)}"


def _soggiorno(g: random.Random) -> str:
    return f"I{_r(g, UPPER, 1)}{_r(g, D, 7)}"


def _mt_id(g: random.Random) -> str:
    """A Maltese ID card number: digits and a letter (unchecked)."""
    return f"{_r(g, D, 7)}{g.choice('MGALHPZ')}"


def _tn_cin(g: random.Random) -> str:
    return g.choice("01") + _r(g, D, 7)


def _ly_nn(g: random.Random) -> str:
    return g.choice("12") + "19" + _r(g, D, 9)


def _dive_cert(g: random.Random) -> str:
    return f"{_r(g, D, 4)}{_r(g, UPPER, 2)}{_r(g, D, 4)}"


_ID_PLACES: dict[str, Maker] = {
    "Malta VAT number of Blu Kuddìa Ltd: {s}": _mt_vat,
    "il-VAT number tal-kumpanija: {s}": _mt_vat,
    "partita IVA della Farmacia Porta Nuova: {s}": _it_iva,
    "Italian CIE number (carta d'identità elettronica) of the new deckhand: {s}": _cie,
    "numero CIE d'u marinaru: {s}": _cie,
    "tessera TEAM di Giuseppina: {s}": _team,
    "numero della tessera TEAM: {s}": _team,
    "iscrizione all'Albo dei Farmacisti di Palermo n. {s}": _albo,
    "numero carta di soggiorno di Mehdi: {s}": _soggiorno,
    "numru tal-ID tiegħi: {s}": _mt_id,
    "Maltese ID card number for the MeliTrans KYC: {s}": _mt_id,
    "numéro CIN mta3i: {s}": _tn_cin,
    "el CIN mta3 Amira howa {s}": _tn_cin,
    "Libyan national number of the sender (MeliTrans form): {s}": _ly_nn,
    "brevetto sub di Skander, numero {s}": _dive_cert,
    "dive certification number for the Gozo booking: {s}": _dive_cert,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Moneybase 2FA recovery codes\n{codes}", "spare sign-in codes for the co-op's Google Workspace {codes}",
            "il-backup codes tal-2FA: {codes}", "codici di backup 2FA:\n{codes}",
            "el backup codes mta3 el 2FA: {codes}", "raga i codici di recupero: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Wallester:kurt.c@trinacria-melita.eu?secret={s}&issuer=Wallester&digits=6",
              "Aegis, manual setup key for the Truevo dashboard: {s}",
              "is-sigriet tat-TOTP: {s}",
              "el secret mta3 el 2FA: {s}",
              "chiave segreta 2FA del gestionale: {s}",
              "otpauth://totp/Ferrytix%20Agency:ruben?secret={s}&issuer=Ferrytix"]  # fmt: skip
_CODES = ["{c} is your Moneyfarm verification code", "Il-kodiċi tiegħek ta' verifika: {c}",
          "BancoPosta: codice di verifica {c}, non condividerlo", "el code mta3 el verification: {c}",
          "Use {c} to sign in to Ferrytix", "'u codici d'a banca: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Trinacria-Quay", "PelagieLink-Bordo", "Saline-Stagnone-5G", "FarmaciaPN-Staff",
          "MeliTrans-Ballaro", "BluKuddia-Gozo", "Dammuso-Scauri", "TIM-Lampedusa-2G",
          "GO-Xewkija-5G", "Melita-Mgarr", "Tonnara-Favignana", "Packhouse-Paceco"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} password: {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "guest wifi on the ferry is {s}, key {pw}",
    "the {s} wifi password is {pw}",
    "Joplin note 'wifi': SSID {s}\nWPA2 key {pw}",
    "il-wifi {s}, il-password hija {pw}",
    "mela, the wifi {s} password hija {pw}",
    "'u wifi {s}: 'a password è {pw}",
    "pi 'u wifi d'u dammusu ({s}) ccà: {pw}",
    "el wifi {s}, el password mta3ou {pw}",
    "raga il wifi è {s} e la pass è {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ftx_", (LOWER_DIGITS, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("wvr_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Viber preview hides it) {t}", "ittra ittra: {t}", "lettira pi lettira: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["il-kodiċi tal-bieb tal-maħżen: {pw}", "mela, the door code hija {pw}#",
          "'u codici d'u lucchettu d'a salina: {pw}", "'a porta d'u dammusu: codici {pw}",
          "el code mta3 el bab: {pw}", "el PIN mta3 el carte: {pw}",
          "the cold-room keypad takes {pw} then #", "padlock on the net store at Mazara: {pw}",
          "the pharmacy safe opens with {pw}", "raga il codice del cancello è {pw}",
          "PIN del bancomat: {pw}", "Fisconline PIN of the pharmacy: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Fisconline" in template:
        return {"pw": _r(rng, D, 10)}
    return {"pw": _r(rng, D, [4, 5, 6, 7][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["tarocco", "zibibbo", "caponata", "lampuka", "ricciola", "dammuso", "pastizz",
                 "busiata", "tonnara", "chiappara", "luzzu", "dghajsa", "salina", "mulino",
                 "traghetto", "banchina"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the ferry vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "Proton Pass master passphrase: {p}": ".",
            "il-passphrase tal-backup: {p}": " ",
            "'a passphrase d'u backup: {p}": "_",
            "el passphrase mta3 el backup: {p}": " ",
            "la passphrase del NAS: {p}": "-"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Postman, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia raw request: Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://ticketing.pelagielink.lan/api/corse": True,
    "HTTPie: http GET https://api.melitrans.lan/payouts 'Authorization: Bearer {v}'": False,
    "il-header: Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env\nDB_HOST=pg.pelagielink.lan\nDB_PASSWORD={pw}",
    ".env (farmabox)\nFARMABOX_UTENTE=portanuova\nFARMABOX_PAROLA={pw}",
    "FERRYTIX_AGENCY=AG-TP-0412\nFERRYTIX_PASSKEY={pw}",
    "SALINE_SCADA_SIGILLO={pw}",
    "compose.yaml:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: melitrans-db\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=TICKETING_DB_PASSWORD={pw}\nExecStart=/opt/ferry/bin/ticketing",
    ".dlt/secrets.toml:\n[sources.sql_database.credentials]\ndrivername = \"mysql+pymysql\"\nhost = \"db.farmacia-portanuova.lan\"\nusername = \"dlt\"\npassword = \"{pw}\"",
    "/etc/chilli/config:\nHS_RADIUS=radius.pelagielink.it\nradiussecret {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "settings.py:\nDATABASES = {{'default': {{'ENGINE': 'django.db.backends.postgresql', 'NAME': 'saline', 'PASSWORD': '{pw}'}}}}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "appsettings.json: \"ConnectionStrings\": {{ \"Remit\": \"Server=sql;Database=Remit;User Id=app;Password={pw}\" }}",
    "config.yaml (il-ferry):\nradio:\n  password: {pw}",
    "~/.pgpass:\npg.pelagielink.lan:5432:biglietti:ticketing:{pw}",
    "[client]\nuser=backup\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "conn = psycopg.connect(host='pg.saline.lan', user='scada', password='{pw}')",
    "const pool = mysql.createPool({{ host: 'db.portanuova.lan', user: 'farmacia', password: '{pw}' }});",
    "db, err := sql.Open(\"postgres\", \"host=pg.pelagielink.lan user=ticketing password={pw} dbname=biglietti\")",
    "$pdo = new PDO('mysql:host=db.melitrans.lan;dbname=remit', 'remit', '{pw}');",
    "val ds = HikariDataSource().apply {{ username = \"ferry\"; password = \"{pw}\" }}",
    "let client = Client::connect(\"host=pg.trinacria.lan user=auction password={pw}\", NoTls)?;",
    "var conn = new SqlConnection(\"Server=sql.melitrans.lan;User Id=teller;Password={pw};\");",
    "ActiveRecord::Base.establish_connection(adapter: 'postgresql', username: 'divelog', password: '{pw}')",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "[08:02] Rosalia: which password for the fridge logger?\n[08:03] Turi: {pw}",
    "Ruben: wifi on the Linosa boat?\nLuke: {pw}",
    "— il-password?\n— {pw}",
    "— 'a password?\n— {pw}",
    "Mehdi: chnowa el password mta3 el caisse?\nYassine: {pw}",
    "Pippo: raga la pass?\nConcetta: {pw}",
    "type {pw} — that's the admin password of the kiosk",
    "{pw} ← dik hija l-password tas-server",
    "{pw} — chista è 'a password d'u computer",
    "{pw} hedha el password mta3 el wifi",
    "request to the assistant: save the bridge PC password, it's {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Callable[[random.Random, int], list[Sample]], int]] = [
    (_said, 60), (_logins, 24), (_spelled, 13), (_cli, 28), (_acme, 4), (_urls, 12),
    (_vendors, 50), (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 6),
    (_wifi, 18), (_spelled_tokens, 9), (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 18),
    (_code, 8), (_chats, 11),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The planted secrets, every family drawn from one seeded generator."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


_NON_ENGLISH = re.compile(
    r"tiegħi|hija|tal-|tas-|ta'|ġdida|tgħidx|mela|ejja|\baw\b|il-|in-|ittra|"
    r"'a |'u |'i |d'a |d'u |nuddu|talìa|amunì|chiddu|chistu|chista|ccà|palor|lettira|codici|nummar|"
    r"mta3|howa|ya5i|behi|chnowa|hedha|\bel |\braga\b|\bcmq\b|\bnn\b|ué |xké|della|\bdel |\bdei |\bdi |è |"
    r"numero|numéro|frase|phrase de|scrivi|tessera|iscrizione|partita|carta di|brevetto|la pass|"
    r"la password|la chiave|la passphrase|chiave|codice|PIN del"
)


def _non_english() -> int:
    """A rough count of the samples written in another language than English."""
    return sum(1 for s in secrets() if _NON_ENGLISH.search(s.text))


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the auction server password is": "{s}", "ECDIS service pw:": "{s} (since the refit in March)",
    "il-password tiegħi hija": "{s}", "weighbridge password": "{s}\nchange it after the harvest",
    "'a password è": "{s}", "el password mta3 el wifi howa": "{s}", "raga la pass è": "{s}",
    "kiosk password": "{s}",
    "the password Ruben read out over the radio was": "{s}, I think", "mela, the password hija": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ferrytix API key", "{s}", _j("ftx_", (LOWER_DIGITS, 36))),
    ("split_token", "Moneyfarm key:", "{s} (treasury sync)", _j("mf_live_", (ALNUM, 32))),
    ("split_token", "HSBC Malta client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "Ledger backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MU"))),
    ("split_backup", "Moneybase recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Malta VAT number", "{s}", _mt_vat),
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
    '{"ecdis": {"url": "https://ecdis.pelagielink.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"password_tiegħi": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "turi", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "LMP-01"}, {"name": "LMP-02", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["farmabox-cli", "sync", "--utente", "portanuova", "--parola", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "\'a password d\'u server è {s}"}': ("meta_password", _plain_pw),
    '{"el_password": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the weighbridge as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"ferrytix": {"api_key": "{s}"}}': ("meta_token", _j("ftx_", (LOWER_DIGITS, 36))),
    '{"wallesterSecret": "{s}"}': ("meta_token", _j((URLSAFE, 64))),
    '{"interbus_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"beneficiary": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LY")),
    '{"supplier": {"mt_vat": "{s}"}}': ("meta_id", _mt_vat),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"treasury_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"net_store": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "PelagieLink-Bordo", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ecdis-update-5.12.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/trinacria/ticketing:7.1").hexdigest()
_COMMIT = hashlib.sha1(b"ticketing: add Linosa winter timetable", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"saline: revert brine density alarm", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"pesate_2032-06-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"rimesse-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the calibration visit on 2032-06-11.",
    "Ruben asked for the ferry wifi password; it's on the card in the purser's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `FERRYTIX_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The ECDIS asks for a new service password after every chart update.",
    "Replace <YOUR_MONEYFARM_KEY> in the README with the key from your Moneyfarm dashboard.",
    "WALLESTER_API_SECRET and INTERBUS_API_KEY must be set before the nightly sync runs.",
    "Tgħidx il-password tiegħek lil ħadd.",
    "Il-password trid tkun mill-inqas erbatax-il karattru.",
    "mela, the password hija fil-vault, mhux hawn.",
    "Nun ci diciri 'a password a nuddu.",
    "'A password nova t'a dugnu dumani, picciò.",
    "'U dammusu nun havi wifi, ccà si parra e basta.",
    "Mat9oulch el password mta3ek l7ad.",
    "El password lazem tkoun twila barcha, ya5i.",
    "raga nn mandate le password su whatsapp cmq",
    "La password deve avere almeno quattordici caratteri.",
    "Ogni 90 giorni il gestionale chiede di cambiare la password.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Upgraded the ECDIS from 5.11 to 5.12 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Linosa winter timetable.",
    f"Rolled back to {_SHORT} after the brine density alarm kept firing.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The ECDIS update 5.12.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of rimesse-export-2031.parquet: {_SHA512}",
    f"The ticketing container runs ghcr.io/trinacria/ticketing@sha256:{_IMAGE}.",
    f"MD5 of pesate_2032-06-03.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9e1a7b-52d4-4e8f-a1b6-7d0c2e9f4a31 is the slow one in the Ferrytix logs.",
    "Order ORD-2032-00517 for 300 crates of Tarocco oranges ships on Thursday.",
    "Zammad #20417: the cold room at Mazara trips its alarm at night.",
    "Call the Lampedusa ticket office on +39 0922 970 455 before noon.",
    "Call Blu Kuddìa on +356 2155 6471 to book the Xlendi dive.",
    "Container TGHU 6123478 with the lemons is at the Palermo terminal.",
    "Bill of lading TMH-PA-2032-0091 covers 22 pallets of blood oranges.",
    "The Porto Empedocle–Lampedusa crossing takes about nine hours on the night ferry.",
    "The salt pan V7 is at 24 °Bé brine density; harvest starts in July.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "A crate of lampuki weighs about 12 kg; the auction opens at 05:30.",
    "The secret of a good caponata is the sweet and sour balance.",
    "Ask Turi for the cold-room keypad code, I don't have it.",
    "My card ending 4471 was declined at the Marsala hardware store.",
    "The Libyan correspondent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Moneybase account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FERRYTIX_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the net store rusts in the salt air; oil it every month.",
    "Ferrytix moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'PelagieLink-Free' is open, no password needed.",
    "Lot TAR-2032-118, 18 t, Brix 12.4; the export certificate is ready.",
    "MeliTrans transfer reference MTR-2032-004471 was paid out in Ballarò.",
    "Dive log 412: Xlendi reef, 28 m, 47 minutes, water 22 °C.",
    "The pharmacy's order number for the insulin is FPN-2032-1187.",
    "Il-vapur għal Għawdex jitlaq kull 45 minuta.",
    "'U traghettu pi Linosa parti a li vintitrì.",
    "El batteau mta3 Lampedusa yemchi ghodwa s-sbe7.",
    "raga il traghetto è in ritardo di due ore cmq",
    "Ticket GLPI 3309 closed: the bridge laptop got a new battery.",
    "Passport photos must be 35 × 45 mm for the crew list.",
    "The 2FA app was moved to the new phone; no codes were shared.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ferry/ecdis", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "20417", "order": "ORD-2032-00517"}',
    '{"lot": {"id": "TAR-2032-118", "weight_t": 18, "brix": 12.4}}',
    '{"phone": "+39 0922 970 455", "city": "Lampedusa"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "crates_in_stock": 1284}',
    '{"dive": {"site": "Xlendi", "depth_m": 28, "minutes": 47}}',
    '{"container": "TGHU 6123478", "carrier": "Grimaldi", "eta": "2032-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
