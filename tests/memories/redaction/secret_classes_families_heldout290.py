# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninetieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-eighty-ninth's
docstring, the fifth to two-hundred-and-eighty-ninth only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-ninety-first, two-hundred-and-ninety-second and two-hundred-and-ninety-third),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (290417863), password words (an
olive cultivar and a batch's acidity, `Ogliarola04ac~`; a beach, an umbrella's number and row; a
name, a year and a Salento town; leet festival words; a ceramic form (pumo, capasa, srula) and a
town; a town, a cultivar and a year; a milling batch; "NOTTE…TARANTA" with a day of August; a
generator's four dashed groups; random runs), names, places, templates, tools, vendors and
layouts, the way the staff of a fictional company (Casa Menhir: an olive-oil mill near Lecce, a
pizzica festival ticket desk in Melpignano, a beach-club booking office in Gallipoli, a ceramics
shop in Grottaglie and a masseria farm-stay near Otranto) and its English and Dutch guests leak
secrets into an assistant's memory. Every company, person, address and number is fictional; only
the region (Salento, Apulia, with its towns, the Grecìa Salentina and the festival) is real. The
texts are chats with times, tickets, wiki table rows, notes, e-mails, runbooks, READMEs, shell
prompts, voice-memo transcripts, dictated and spelled text and requests to the assistant itself;
the separators run from a colon, "is", `è`, `ete`, `ene`, `is` (Dutch) and a dash to an arrow,
`«…»`, a new line, a table bar, quotes and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 289 that name each): in
none, WaveTerm, TermiusX, BeReal, Houseparty, Salento, Lecce, Gallipoli, Otranto, Melpignano,
Grottaglie and `citus`; in one, lxterminal, qterminal, Clubhouse, Jodel, Pinngle, `pijul`,
`tile38`, `neonctl`, MotherDuck, Calimera, Martano and `pizzica`; in
two, Electerm, Hyper, ROXTerm, XPipe, iSH, Eterm, `bzr`, `rbw`, `calcurse`, Garnet, TablePlus,
`unison`, `vultr-cli`, `bupstash`, `duply`, `tarsnap`, `evans`, `mbpoll`, `zabbix_get`, `nn
dirlo`, `xké`; in three to five, `step ca`, `streamlink`, `wget --http-password`, `gallery-dl`,
`gopass`, `http --auth`, `mongorestore`, `pg_dumpall`, `proxmox-backup-client`, `pveum`,
`ovftool`, `redfishtool`, `rustic`, `signtool`, `unzip -P`, `websocat`, `nisciunu`, `tvb`,
`niet doorvertellen`, Griko. The common tools and formats (psql, wget, env files, Compose,
WordPress, Django, Spring, Odoo, Terraform, `.pgpass`, netrc, msmtp, hostapd, rclone, mosquitto,
JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the `WIFI:` QR string) are used often
before and are here in wordings of their own.

About half of the secret samples are in other languages than English: Italian texting (`pw`,
`pass`, `psw`, `password`, `chiave API`, `codice`, `è`, `ecco`, `cmq`, `nn dirlo a nessuno`,
`nn la girare`, `xké`, `tvb`, `grz`, `x`, `raga`, `mi raccomando`); Salentino (`ete` for "is",
`eccu`, `quista ete`, `lu`, `de lu`, `trappitu` for the mill, `cascia`, `furnu`, `nu lu dire a
nisciunu`, `statte cittu`, `grazie assai`, `mena`, `cquai`, `li quattru numeri de nanzi`); Griko,
in Latin letters (`ene` for "is", `to password`, `to kenùrio`, `ettù ene` for "here is", `mi to
pi tinò` for "don't tell anyone", `efcharistò`, `ce` for "and", `o lo` for "the word", `depoi`
for "then", `to klidì` for "the key", `o kodìko`); and the Dutch of tourists (`wachtwoord`,
`is`, `hier is`, `niet doorvertellen`, `zeg het tegen niemand`, `bedankt`, `dank je`,
`API-sleutel`, `pincode`, `toegangscode`, `herstelcodes`, `reservecodes`, `herstelsleutel`,
`wachtzin`, `beveiligingscode`, `gebruikersnaam`, `inlognaam`) beside the English of the staff
and the British guests. The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are the Griko ones (`to klidì`, `o lo … depoi`, `to kenùrio`, `ettù ene`, `o
kodìko`, `tis porta`), then the Salentino ones (`li quattru numeri de nanzi a l'Amex`, `sta ti
la scriu cquai`, `lu codice de lu cancellu`, `la chiave de ripristino`), then Dutch `wachtzin`
for a passphrase.

Vendors (by grep, in no earlier corpus: Diyticket, Ticketsms, Liveticket, Spiagge.it, Holidu,
Guestplan, Reviso, Sailpost, Shellrent, SupportHost, Spedire.com, Fermopoint; in one: Billetto,
Blastness, Bookassist, Buckaroo, Channable, Copernica, Formitable, Hostnet, Hotel In Cloud,
HotelCube, Ipratico, MultiSafepay, Nmbrs, Picqer, PostNL, Qboxmail, Resengo, Rompslomp, Scloby,
Shiftbase, SnelStart, Spotler, TheFork, Tilby, Tophost, TransIP, Twinfield, Vimexx, Zenchef,
e-Boekhouden, Mollie, Adyen, Sendcloud, MyParcel, Moneybird, Teamleader) and a few well-known
shapes (GitHub, Stripe, OpenAI, Telegram, Slack, Hugging Face, AWS). No shape of the local
vendors is one the author knows to be real: every one is a guess (hex, base64, URL-safe,
upper-case and alphanumeric runs, UUIDs, JWTs for Bookassist, Tilby and TransIP, and the
`spg_live_`, `live_` and `AQE` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Italy's
codice fiscale (`stdnum.it.codicefiscale`, with Salento towns' cadastral codes; in seven earlier
corpora) and partita IVA (`stdnum.it.iva`, Lecce's office code; seven), the Dutch BSN
(`stdnum.nl.bsn`, three) and onderwijsnummer (`stdnum.nl.onderwijsnummer`, two), Greece's AMKA
(`stdnum.gr.amka`, four), Croatia's OIB (`stdnum.hr.oib`, one) and Estonia's isikukood
(`stdnum.ee.ik`, two). Kinds no library or this file checks (no check-digit algorithm is written
here; the shapes are guesses): the Italian electronic identity card (CIE), passport and driving
licence numbers, the twenty digits of the Italian health card (tessera sanitaria), a Dutch
passport and rijbewijs number and a UK passport number. Card numbers pass Luhn (the value
helpers' Visa, Mastercard, Amex, Maestro, JCB, Discover, UnionPay and Diners, checked with
python-stdnum's `luhn`); the card codes are Amex's four-digit CIDs only. The IBANs are of Malta,
Cyprus, Croatia, Slovenia, Tunisia, Estonia, Iceland and Liechtenstein (the countries a rough
count of the country codes in heldouts 5 to 289 finds least, in twenty-four corpora each),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Italian,
Spanish, French, Portuguese, Czech and Japanese lists (no Turkish nor Russian), each checked
with `Mnemonic(lang).check`. Every secret is unique and no clean text holds one.
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
from stdnum.ee import ik as ee_ik
from stdnum.gr import amka as gr_amka
from stdnum.hr import oib as hr_oib
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import onderwijsnummer as nl_onderwijs

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 290_417_863
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


_CULTIVARS = ["Ogliarola", "Cellina", "Leccino", "Coratina", "Frantoio", "Nardo", "Picholine",
              "Peranzana", "Favolosa"]  # fmt: skip
_BEACH = ["Baiaverde", "Purita", "Suina", "Rivabella", "Lido", "Ombrellone", "Lettino",
          "Pescoluse", "Torresapienza"]  # fmt: skip
_TOWNS = ["Lecce", "Melpignano", "Gallipoli", "Grottaglie", "Otranto", "Calimera", "Martano",
          "Zollino", "Sternatia", "Corigliano", "Castrignano", "Soleto", "Maglie", "Nardo",
          "Galatina", "Cutrofiano", "Uggiano", "Porto Badisco"]  # fmt: skip
_NAMES = ["Cosimo", "Oronzo", "Addolorata", "Immacolata", "Rocco", "Donato", "Antonella",
          "Uccio", "Ninetta", "Annarita", "Vito", "Tetta", "Salvatore", "Assunta", "Sanne",
          "Joris", "Femke", "Bram", "Lotte", "Harriet", "Callum", "Ellie"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_CERAMIC = ["Pumo", "Capasa", "Srula", "Ciarla", "Pignata", "Vozza", "Ucela", "Fischietto"]
_LEET = ["P1zz1c4", "T4mb0r3ll0", "T4r4nt4", "0l1v4", "M3nh1r", "Fr4nt01o", "M4ss3r14",
         "Gr1k0"]  # fmt: skip


def _oil(g: random.Random) -> str:
    """A cultivar and a batch's acidity, the way the mill crew jokes a password together."""
    return f"{g.choice(_CULTIVARS)}{g.choice(['02', '03', '04', '05', '08'])}ac{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four groups of four, small letters and digits, as a password manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _oil,
    lambda g: f"{g.choice(_BEACH)}{g.randrange(1, 40)}fila{g.choice('ABCDEFG')}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1950, 2012)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS).replace(' ', '')}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_CERAMIC)}{g.randrange(10, 99)}{g.choice(_TOWNS).replace(' ', '')}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_TOWNS).lower().replace(' ', '_')}_{g.choice(_CULTIVARS).lower()}_{g.randrange(1998, 2033)}",
    lambda g: f"Molitura{g.randrange(100, 1000)}{g.choice(_CULTIVARS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"NOTTE{g.choice(_SYMBOLS)}TARANTA{g.randrange(1, 32):02d}ago{g.randrange(1998, 2033)}",
    _generator,
    lambda g: f"{g.choice(_NAMES)}Balla{g.choice(['Pizzica', 'Taranta', 'Scherma'])}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    # English (staff, tourists, the mill's English-speaking buyer)
    "BeReal caption, oops, Callum at the mill: the Pieralisi decanter panel password is {pw}",
    "Jodel post in the Gallipoli channel (deleted 2 min later): beach club POS admin password {pw}",
    "Clubhouse room 'Salento nights', Ellie said it out loud: the ticket desk laptop password is {pw}",
    "Pinngle message from Harriet: the masseria's Ksenia lares alarm installer password {pw}",
    "Houseparty-era group chat, still alive: the Grottaglie shop's Tilby till password is {pw}",
    "WaveTerm note pinned by Callum: Amenduni malaxer HMI password {pw}",
    "Ticket MEN-2031 (Otranto farm-stay): the Came gate controller password {pw} no longer works",
    "Ticket MEN-2044: Nabertherm kiln controller in Grottaglie, admin password {pw}, please rotate",
    "Runbook: closing the mill for the night\n1. stop the Alfa Laval separator\n2. log into the SCADA as operator\n3. password {pw}\n4. set the malaxer to 27 °C for tomorrow",
    "Hi Cosimo,\n\nthe new password for the Melpignano ticket desk PC is {pw}. Please delete this mail once it's in the vault.\n\nCheers,\nHarriet",
    "README (beach club office)\nthe RCH fiscal printer web UI is at http://rt.lido.lan, technician password `{pw}`.",
    "voice memo, transcribed: ok so the Olivetti Form 200 cash register password is {pw} full stop",
    "note to self: Vimar Elvox intercom admin password {pw}",
    "after the firmware update the Inim SmartLiving password became {pw}",
    "hey assistant, remember the masseria's booking laptop password for me: {pw}",
    "can you keep the Gallipoli router password? it's {pw}",
    "Incident 2031-08-14: the ZCS Azzurro inverter at the masseria was reachable from the internet with password {pw}",
    "wiki | device | password |\n| Pieralisi Jumbo 3 | {pw} |",
    "Airbnb message from Lotte (English): the password for the guest laptop is {pw}",
    "the Nice gate app password at the Otranto farm-stay is {pw}",
    "my Banca Popolare Pugliese app password is {pw} now",
    "Ellie: the pizzica festival's volunteer portal password → {pw}",
    "dictated: the kiln's wifi module password is {pw}, thanks",
    "Ops log 07:42 — olive weighbridge PC, new password: {pw}",
    "(for the shared notes) frantoio office printer password = {pw}",
    "the BFT gate at the beach car park takes the admin password {pw}",
    "Callum's handover: Mori-Tem crusher touchscreen password {pw}",
    "Harriet said the ceramic shop's Epson fiscal printer password is {pw}",
    "password for the Melpignano sound desk laptop: {pw}",
    "Runbook (Otranto): reset the Urmet door entry as installer, password {pw}",
    # Italian texting
    "Antonella: cmq la pw del pc del frantoio è {pw} nn dirlo a nessuno",
    "Rocco: raga la pass nuova della cassa del lido è {pw} xké quella vecchia nn andava",
    "ecco la password del gestionale della masseria: {pw} grz",
    "Uccio 08:14: la psw del router di Gallipoli è cambiata, ora è {pw}",
    "nota x me: password RCH cassa lido → {pw}",
    "Annarita: ti mando la pass della biglietteria «{pw}» tvb",
    "Vito: la password del forno di Grottaglie? {pw}, cmq nn la girare",
    "Addolorata: la password dell'allarme Bentel è {pw} mi raccomando",
    # Salentino
    "Oronzo: la password de lu trappitu ete {pw}, nu lu dire a nisciunu",
    "Uccio: eccu la password de lu computer de lu lidu: {pw}",
    "Ninetta: la password de la cascia ete {pw}, grazie assai",
    "Cosimo: mena, la password noa ete «{pw}» e statte cittu",
    "la password de lu furnu a Grottaglie ete {pw}, sta ti la scriu cquai",
    "Donato: quista ete la password de la masseria: {pw}",
    # Griko
    "Salvatore: to password tu trappitu ene {pw}, mi to pi tinò",
    "to password tu computer sti Calimera ene {pw}, efcharistò",
    "Assunta: ettù ene to password tis masserìa: {pw}",
    "to kenùrio password ene «{pw}», mi to pi tinò",
    "Tetta: to password tu lido ene {pw}",
    # Dutch
    "Sanne: het wachtwoord van de gastenlaptop in de masseria is {pw}, niet doorvertellen",
    "Joris: hier is het wachtwoord van de boekingscomputer: {pw}",
    "Femke: wachtwoord van de kassa bij de strandtent: {pw} (zeg het tegen niemand)",
    "Bram: het nieuwe wachtwoord is {pw}, bedankt!",
    "Lotte: het wachtwoord voor de oven in Grottaglie → {pw}",
    "notitie: wachtwoord camera Otranto = {pw}",
    "spraakmemo: het wachtwoord van de router is {pw}, punt",
    "Femke: ons wachtwoord voor het festivalportaal is {pw}, dank je",
    "Sanne: het wifi-loze wachtwoord van de tablet in de olijfmolen is {pw}",
    "Bram: de inlog van de boot in Gallipoli, wachtwoord {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["cosimo", "oronzo.m", "addolorata", "immacolata", "rocco.l", "donato", "antonella",
          "uccio", "ninetta", "annarita.p", "vito", "tetta", "salvatore", "assunta", "sanne.dv",
          "joris", "femke", "bram.k", "lotte", "harriet", "callum", "ellie.w", "svc-frantoio",
          "lido-pos"]  # fmt: skip
_LOGINS = [
    "BeReal DM, Callum: the Pieralisi panel login is {u} / {pw}",
    "Ticket MEN-2051: {u} locked out of the Octorate-style channel manager, last password {pw}",
    "utente {u} pw {pw}",
    "Wiki › Masseria › Alarm › Ksenia lares: {u} — {pw}",
    "| device | login | password |\n|---|---|---|\n| RCH Print! F | {u} | {pw} |",
    "sign into the kiln controller as {u} with {pw}",
    "ticket desk login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: lido-pos-2\n  username: {u}\n  password: {pw}",
    "Ellie: account {u}, password {pw}",
    "Harriet says the beach club account is {u} and the password is {pw}",
    "host,login,password\nfrantoio-scada,{u},{pw}",
    "ssh {u}@mill.casamenhir.lan (password {pw})",
    "creds for the Melpignano PA mixer are {u} and {pw}",
    "utente {u}, password {pw}, cmq nn dirlo",
    "nome utente: {u} e pass: {pw} grz",
    "l'utente ete {u} e la password ete {pw}",
    "utente {u}, password {pw}, nu lu dire a nisciunu",
    "o utente ene {u} ce to password ene {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "inlognaam: {u} / wachtwoord: {pw}",
    "Joris: log in als {u} met {pw}",
    "usr={u} pwd={pw}",
    "WaveTerm session note: {u} / {pw} for the weighbridge",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ogliarola", "pizzica", "pezzetti", "sagne", "rustico", "pittule",
               "frisella", "cupeddhu", "scazzamurieddhu", "scapece", "fucazza", "dolmen",
               "trappitu", "pumo", "capasa", "cellina", "puccia", "ciceri"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the mill PC it's {w} and {d} at the end",
    "voice memo: the beach club wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "la password è la parola {w}, tutto minuscolo, poi {d}",
    "pw: {w} e dopo il numero {d}, tutto attaccato",
    "la password ete la parola {w}, e poi {d}",
    "to password ene o lo {w}, depoi {d}",
    "het wachtwoord is het woord {w}, daarna {d}",
    "wachtwoord: {w}, en dan {d} erachter",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 7 % len(_SAID_WORDS)]  # a new word for each sample
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "bzr push bzr+ssh://{u}:{pw}@vcs.casamenhir.lan/shop-site",
    "pijul push https://{u}:{pw}@nest.casamenhir.lan/menhir/booking",
    "rbw unlock <<< '{pw}'",
    "vultr-cli --api-key '{pw}' instance list",
    "neonctl auth --password '{pw}' --user {u}",
    "tile38-cli -h geo.casamenhir.lan -p 9851 AUTH {pw}",
    "GarnetServer --auth Password --password '{pw}' --port 6380",
    "calcurse-caldav --password '{pw}' --init=keep-remote",
    "unison /srv/ceramiche ssh://{u}@nas.casamenhir.lan//backup -sshargs '-o PasswordAuthentication=yes' -password '{pw}'",
    "psql 'host=citus-coord.casamenhir.lan user={u} password={pw} dbname=bookings'",
    "duckdb -c \"ATTACH 'md:bookings?motherduck_token={pw}'\"",
    "tableplus 'mysql://{u}:{pw}@db.casamenhir.lan/lido'",
    "mbpoll -m tcp -a 1 -r 40001 -c 4 inverter.masseria.lan -P '{pw}'",
    "zabbix_get -s mill-plc.casamenhir.lan -k agent.ping --tls-psk-identity {u} --tls-psk '{pw}'",
    "bupstash put --repository ssh://{u}@nas.casamenhir.lan/bupstash --key-password '{pw}' ./frantoio",
    "duply lido backup --gpg-pw '{pw}'",
    "tarsnap -c -f masseria-2031 --passphrase '{pw}' /srv/bookings",
    "streamlink --twitch-api-header 'Authorization=OAuth {pw}' twitch.tv/notte_taranta best",
    "evans --host grpc.casamenhir.lan --header 'x-password={pw}' repl",
    "wget --http-user={u} --http-password='{pw}' https://mill.casamenhir.lan/report.csv",
    "gallery-dl -u {u} -p '{pw}' https://www.instagram.com/ceramiche.grottaglie.demo/",
    "step ca provisioner add {u} --type JWK --password-file <(echo '{pw}')",
    "proxmox-backup-client login --repository {u}@pbs@pbs.masseria.lan:store1 --password '{pw}'",
    "pveum passwd {u}@pve --password '{pw}'",
    "ovftool vi://{u}:{pw}@esx.masseria.lan/frantoio-vm ./frantoio.ova",
    "redfishtool -r idrac.casamenhir.lan -u {u} -p '{pw}' Systems",
    "gopass insert -f lido/pos <<< '{pw}'",
    "rustic -r sftp:{u}@nas.casamenhir.lan:/rustic --password '{pw}' backup /srv/ticket-desk",
    "unzip -P '{pw}' ricevute-2031.zip",
    "http --auth {u}:{pw} https://api.casamenhir.lan/bookings",
    "websocat -H 'Authorization: Basic {u}:{pw}' wss://desk.casamenhir.lan/live",
    "signtool sign /f menhir.pfx /p '{pw}' /tr http://timestamp.digicert.com booking.exe",
    "mongorestore --uri 'mongodb://{u}:{pw}@mongo.casamenhir.lan/tickets' dump/",
    "pg_dumpall -h pg.casamenhir.lan -U {u} --password='{pw}' > all.sql",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "WaveTerm block, cosimo@mill:~$ {c}", "TermiusX tab 'lido':\n{c}",
    "lxterminal on the ticket-desk Pi: {c}", "qterminal, ellie@melpignano:~$ {c}",
    "Electerm bookmark 'masseria': {c}", "Hyper on Harriet's Mac:\n$ {c}", "ROXTerm: {c}",
    "XPipe shell 'frantoio': {c}", "iSH on Callum's iPad: {c}", "Eterm (old laptop): {c}",
    "comando che ho lanciato: {c}", "ho fatto cmq: {c}", "lu comandu ca aggiu lanciatu: {c}",
    "to comando pu ekama: {c}", "het commando dat ik draaide: {c}", "Bram ran: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@citus-coord.casamenhir.lan:5432/bookings",
    "sftp://{u}:{pw}@ftp.ceramiche-demo.it:2222/catalogo/",
    "rediss://{u}:{pw}@garnet.casamenhir.lan:6380/0",
    "ldap://{u}:{pw}@dc.masseria.lan:389/dc=masseria,dc=lan",
    "mysql+pymysql://{u}:{pw}@db.casamenhir.lan/lido",
    "mongodb+srv://{u}:{pw}@tickets.casamenhir.example/pizzica",
    "amqp://{u}:{pw}@mq.casamenhir.lan:5672/mill",
    "ftp://{u}:{pw}@olive-weighbridge.lan/export/",
    "rtsp://{u}:{pw}@cam-frantoio.lan:554/h264",
    "smb://{u}:{pw}@nas.casamenhir.lan/ricevute",
    "jdbc:mariadb://db.casamenhir.lan:3306/lido?user={u}&password={pw}",
    "Server=sql.casamenhir.lan;Database=Masseria;User Id={u};Password={pw};",
    "https://{u}:{pw}@dav.casamenhir.lan/remote.php/dav/",
]  # fmt: skip
_URL_PLACES = [
    "BOOKINGS_DB_URL={c}", "keep this connection string for me: {c}", "la stringa è {c}",
    "ecculu lu link: {c}", "de verbindingsstring is {c}", "Ticket MEN-2060: {c}",
    "wiki page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_950_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "casa-menhir", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read tickets:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Diyticket", "DIYTICKET_API_KEY", _j((HEX, 40))),
    ("Ticketsms", "TICKETSMS_API_TOKEN", _j((ALNUM, 36))),
    ("Liveticket", "LIVETICKET_SECRET", lambda g: v.uuid4(g, "9")),
    ("Spiagge.it", "SPIAGGE_API_KEY", _j("spg_live_", (ALNUM, 32))),
    ("Holidu", "HOLIDU_API_KEY", _j((URLSAFE, 43))),
    ("Guestplan", "GUESTPLAN_TOKEN", _j((HEX, 32))),
    ("Reviso", "REVISO_APP_SECRET", _j((ALNUM, 40))),
    ("Sailpost", "SAILPOST_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Shellrent", "SHELLRENT_API_TOKEN", _j((HEX, 64))),
    ("SupportHost", "SUPPORTHOST_API_KEY", _j((ALNUM, 48))),
    ("Spedire.com", "SPEDIRE_API_KEY", _j((HEX, 32))),
    ("Fermopoint", "FERMOPOINT_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Billetto", "BILLETTO_API_SECRET", _j((ALNUM, 32))),
    ("Blastness", "BLASTNESS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Bookassist", "BOOKASSIST_TOKEN", _vendor_jwt("https://api.bookassist.example")),
    ("Buckaroo", "BUCKAROO_SECRET_KEY", _j((UPPER_HEX, 32))),
    ("Channable", "CHANNABLE_API_TOKEN", _j((HEX, 40))),
    ("Copernica", "COPERNICA_ACCESS_TOKEN", _j((HEX, 64))),
    ("Formitable", "FORMITABLE_API_KEY", _j((ALNUM, 32))),
    ("Hostnet", "HOSTNET_API_KEY", _j((B64, 43), "=")),
    ("Hotel In Cloud", "HIC_API_SECRET", lambda g: v.uuid4(g, "b")),
    ("HotelCube", "HOTELCUBE_TOKEN", _j((HEX, 32))),
    ("Ipratico", "IPRATICO_API_KEY", _j((ALNUM, 40))),
    ("MultiSafepay", "MSP_API_KEY", _j((HEX, 40))),
    ("Nmbrs", "NMBRS_API_TOKEN", _j((HEX, 32))),
    ("Picqer", "PICQER_API_KEY", _j((ALNUM, 40))),
    ("PostNL", "POSTNL_API_KEY", _j((ALNUM, 32))),
    ("Qboxmail", "QBOXMAIL_API_TOKEN", _j((URLSAFE, 48))),
    ("Resengo", "RESENGO_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("Rompslomp", "ROMPSLOMP_API_TOKEN", _j((HEX, 64))),
    ("Scloby", "SCLOBY_ACCESS_TOKEN", _j((ALNUM, 40))),
    ("Shiftbase", "SHIFTBASE_API_KEY", _j((HEX, 64))),
    ("SnelStart", "SNELSTART_SUBSCRIPTION_KEY", _j((HEX, 32))),
    ("Spotler", "SPOTLER_CONSUMER_SECRET", _j((ALNUM, 32))),
    ("TheFork", "THEFORK_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Tilby", "TILBY_API_TOKEN", _vendor_jwt("https://api.tilby.example")),
    ("Tophost", "TOPHOST_API_KEY", _j((ALNUM, 24))),
    ("TransIP", "TRANSIP_ACCESS_TOKEN", _vendor_jwt("https://api.transip.example")),
    ("Twinfield", "TWINFIELD_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Vimexx", "VIMEXX_API_KEY", _j((HEX, 40))),
    ("Zenchef", "ZENCHEF_AUTH_TOKEN", _j((HEX, 48))),
    ("e-Boekhouden", "EBOEKHOUDEN_SECURITY_CODE", _j((UPPER_HEX, 32))),
    ("Mollie", "MOLLIE_API_KEY", _j("live_", (ALNUM, 30))),
    ("Adyen", "ADYEN_API_KEY", _j("AQE", (URLSAFE, 60))),
    ("Sendcloud", "SENDCLOUD_SECRET_KEY", _j((HEX, 32))),
    ("MyParcel", "MYPARCEL_API_KEY", _j((HEX, 40))),
    ("Moneybird", "MONEYBIRD_API_TOKEN", _j((HEX, 64))),
    ("Teamleader", "TEAMLEADER_CLIENT_SECRET", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} casamenhir/bookings:2031.6",
    "fly secrets set {env}={tok}",
    "Casa Menhir admin › Impostazioni › Integrazioni › {vendor} › API key: {tok}",
    "wiki table 'Integrations': | {vendor} | live | {tok} |",
    "Ticket MEN-2072: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "chiave API {vendor}: {tok} nn la girare",
    "la chiave API di {vendor} è {tok}",
    "cmq la key di {vendor} x il sito è {tok}",
    "la chiave API de {vendor} ete {tok}",
    "to klidì API tu {vendor} ene {tok}",
    "API-sleutel van {vendor}: {tok}",
    "de {vendor} API-sleutel is {tok}, niet doorvertellen",
    "{vendor} key for the booking sync: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    gh = "ghp_" + _r(rng, ALNUM, 36)
    stripe = "sk_live_" + _r(rng, ALNUM, 24)
    openai = "sk-proj-" + _r(rng, URLSAFE, 48)
    telegram = f"{rng.randrange(10**9, 10**10)}:AA{_r(rng, URLSAFE, 33)}"
    slack = f"xoxb-{_r(rng, D, 12)}-{_r(rng, D, 13)}-{_r(rng, ALNUM, 24)}"
    hf = "hf_" + _r(rng, ALNUM, 34)
    aws = "AKIA" + _r(rng, UPPER_DIGITS, 16)
    diy = _r(rng, HEX, 40)
    return [
        Sample("vendor_token", f"git remote set-url origin https://{gh}@github.com/casamenhir/ticket-desk.git", gh),
        Sample("vendor_token", f"stripe.api_key = \"{stripe}\"  # pizzica festival donations", stripe),
        Sample("vendor_token", f"Ellie: OpenAI key for the menu translator {openai}", openai),
        Sample("vendor_token", f"bot del lido su Telegram, token: {telegram}", telegram),
        Sample("vendor_token", f"SLACK_BOT_TOKEN={slack}", slack),
        Sample("vendor_token", f"huggingface-cli login --token {hf}", hf),
        Sample("vendor_token", f"[default]\naws_access_key_id = {aws}\nregion = eu-south-1", aws),
        Sample("vendor_token", f'r = requests.get("https://api.diyticket.example/v1/events", headers={{"X-Api-Key": "{diy}"}})', diy),
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


_BARE_PLACES = ["{t}", "Callum: {t}", "it only shows it once, so here:\n{t}", "eccolo: {t}",
                "ettù: {t}", "{t}\n^ nieuwe, de oude is dood", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the olive-grove soil probe OG-04 (OTAA): {h}": 32,
    "NwkSKey of the masseria's cistern level sensor (ABP): {h}": 32,
    "HMAC secret for the Diyticket webhook: {h}": 64,
    "AES key of the kiln logger's config export: {h}": 32,
    "pre-shared key of the mill's IPsec tunnel to Lecce (hex): {h}": 64,
    "chiave di cifratura del backup: {h}": 64,
    "la chiave de lu backup ete {h}": 48,
    "to klidì tu backup: {h}": 32,
    "encryptiesleutel van de back-up: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket MEN-2080: token copied out of the browser's network tab {t}",
    "Cookie: lang=it; menhir_session={t}",
    "TICKET_DESK_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "il token è {t}",
    "lu token ete {t}",
    "het token is {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_950_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@casamenhir.example"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.casamenhir.example/realms/staff",
            "azp": "ticket-desk",
            "roles": ["desk", "mill"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the mill server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.casamenhir.example.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SDI_SIGNING_KEY": "{key}", "partner": "fatture"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lido <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Ticket MEN-2085, pasted by the web agency:\n{key}": ("PRIVATE KEY", "\n"),
    "la chiave privata del server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the accountant's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
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
    "Sparrow wallet backup, copying it off the card before I burn it: {p}": "english",
    "Nunchuk recovery phrase\n{p}": "english",
    "voice memo: the festival tip-jar wallet words are {p} and that's all": "english",
    "Callum's old Blue Wallet (emptied): {p}": "english",
    "frase di recupero del wallet, nn dirla a nessuno: {p}": "italian",
    "le parole de lu wallet ete: {p}": "italian",
    "parole di backup del portafoglio Ledger di Rocco: {p}": "italian",
    "frase de recuperación de la cartera de Lucía: {p}": "spanish",
    "phrase de récupération du portefeuille de la cliente belge : {p}": "french",
    "frase de recuperação da carteira do hóspede: {p}": "portuguese",
    "obnovovací fráze peněženky (host z Brna): {p}": "czech",
    "復元フレーズ（日本人のお客さん）：{p}": "japanese",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    sep = "\u3000" if lang == "japanese" else " "
    words = phrase.split(sep)
    layouts = [
        sep.join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template or lang == "japanese" else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Callum: the company card for the decanter spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Ticket MEN-2090: pay the kiln technician with card {c}",
    "numero carta: {c} scad {mm}/{yy} nn dirlo",
    "la carta de la masseria ete {c}, {mm}/{yy}",
    "o numero tis karta ene {c}",
    "kaartnummer: {c}, geldig tot {mm}/{yy}",
    "mijn creditcard is {c}",
    "carta x il lido: {c} ({mm}/{yy})",
    "Harriet's card for the festival deposit: {c}",
    "Bram: hier is het kaartnummer {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "maestro", "jcb", "discover", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 06/35, the four little digits on the front: {cvv}",
               "the CID printed above the Amex number: {cvv}",
               "Amex {c}, security code on the front {cvv}",
               "codice di sicurezza della Amex (le 4 cifre davanti): {cvv}",
               "beveiligingscode van de Amex, vier cijfers op de voorkant: {cvv}",
               "li quattru numeri de nanzi a l'Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 289; BBAN shapes (a, n, c as in
# `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"MT": "aaaa" + "n" * 5 + "c" * 18, "CY": "n" * 8 + "c" * 16, "HR": "n" * 17,
                "SI": "n" * 15, "TN": "n" * 20, "EE": "n" * 16, "IS": "n" * 22,
                "LI": "n" * 5 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice MEN-F-2031-044: please pay the olive crates to {i} within 30 days",
    "save the Valletta oil buyer's IBAN: {i}",
    "IBAN: {i}\nCausale: pizzica festival, stand 12",
    "Ellie: the Limassol tour operator's new bank details, IBAN {i}",
    "l'IBAN del fornitore è {i}, cmq controlla",
    "l'IBAN de lu trappitu ete {i}",
    "to IBAN ene {i}",
    "IBAN van de Sloveense gast voor de terugbetaling: {i}",
    "mijn IBAN: {i}",
    "IBAN x il rimborso: {i}",
    "Harriet: refund the Reykjavik guest's deposit to IBAN {i}",
    "Tunis ceramics importer, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


_BELFIORE = [
    "E506",
    "D883",
    "G188",
    "F101",
    "E205",
    "B413",
    "M187",
]  # Lecce, Gallipoli, Otranto, ...


def _codice_fiscale(g: random.Random) -> str:
    """An Italian codice fiscale: name letters, a birth date, a town's code and its check letter."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        body = (f"{_r(h, 'BCDFGLMNPRSTVZ', 6)}{h.randrange(40, 100):02d}{h.choice('ABCDEHLMPRST')}"
                f"{day:02d}{h.choice(_BELFIORE)}")  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _partita_iva(g: random.Random) -> str:
    """An Italian partita IVA: seven digits, an office code (Lecce's 075) and a Luhn digit."""
    return v.until(g, lambda h: f"0{_r(h, D, 6)}075{h.choice(D)}", it_iva.is_valid)


def _bsn(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), nl_bsn.is_valid)


def _onderwijsnummer(g: random.Random) -> str:
    return v.until(g, lambda h: "10" + _r(h, D, 7), nl_onderwijs.is_valid)


def _amka(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(50, 100):02d}{_r(h, D, 5)}"

    return v.until(g, make, gr_amka.is_valid)


def _oib(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), hr_oib.is_valid)


def _isikukood(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        born = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{h.choice('34')}{born}{_r(h, D, 4)}"

    return v.until(g, make, ee_ik.is_valid)


def _carta_identita(g: random.Random) -> str:
    """An Italian electronic identity card (CIE) number: CA, five digits, two letters; no check."""
    return f"C{g.choice('ABC')}{_r(g, D, 5)}{_r(g, UPPER, 2)}"


def _it_passport(g: random.Random) -> str:
    return f"Y{g.choice('ABC')}{_r(g, D, 7)}"


def _it_patente(g: random.Random) -> str:
    return f"U1{_r(g, UPPER_DIGITS, 7)}{g.choice(UPPER)}"


def _tessera_sanitaria(g: random.Random) -> str:
    """The twenty digits on the back of an Italian health card (TEAM); checked here by nothing."""
    return "80380" + _r(g, D, 15)


def _nl_passport(g: random.Random) -> str:
    return (
        _r(g, "BCDFGHJKLMNPRSTVWXYZ", 2) + _r(g, "BCDFGHJKLMNPRSTVWXYZ0123456789", 6) + g.choice(D)
    )


def _nl_rijbewijs(g: random.Random) -> str:
    return g.choice("456") + _r(g, D, 9)


def _uk_passport(g: random.Random) -> str:
    return g.choice("15") + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "codice fiscale di Oronzo per il contratto stagionale: {s}": _codice_fiscale,
    "cmq il mio CF è {s}": _codice_fiscale,
    "lu codice fiscale de la nonna ete {s}": _codice_fiscale,
    "the guest's Italian tax code (codice fiscale) for the invoice: {s}": _codice_fiscale,
    "partita IVA del frantoio per le fatture: {s}": _partita_iva,
    "P.IVA ceramiche Grottaglie: {s}": _partita_iva,
    "BSN van Femke voor het zorgformulier: {s}": _bsn,
    "mijn BSN is {s}, niet doorvertellen": _bsn,
    "Joris' burgerservicenummer: {s}": _bsn,
    "onderwijsnummer van Lotte's dochter (ze doet mee aan de zomerschool): {s}": _onderwijsnummer,
    "AMKA tu Salvatore (o ciùri ene ap' tin Ellada): {s}": _amka,
    "Greek AMKA of the visiting Griko choir's singer: {s}": _amka,
    "Croatian OIB of the yacht guest, for the harbour form: {s}": _oib,
    "Estonian isikukood of the remote worker at the masseria: {s}": _isikukood,
    "numero carta d'identità elettronica: {s}": _carta_identita,
    "la carta d'identità de Ninetta ete {s}": _carta_identita,
    "numero passaporto di Rocco: {s}": _it_passport,
    "numero patente di Uccio (x il furgone): {s}": _it_patente,
    "tessera sanitaria, numero sul retro: {s}": _tessera_sanitaria,
    "paspoortnummer van Bram: {s}": _nl_passport,
    "rijbewijsnummer van Sanne voor de huurauto: {s}": _nl_rijbewijs,
    "Harriet's UK passport number for the check-in form: {s}": _uk_passport,
}  # fmt: skip
_CHECKED_IDS: dict[Maker, Callable[[str], bool]] = {
    _codice_fiscale: it_cf.is_valid, _partita_iva: it_iva.is_valid, _bsn: nl_bsn.is_valid,
    _onderwijsnummer: nl_onderwijs.is_valid, _amka: gr_amka.is_valid, _oib: hr_oib.is_valid,
    _isikukood: ee_ik.is_valid,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Google Workspace backup codes for the ticket desk\n{codes}",
            "codici di backup dell'account del lido: {codes}",
            "Mollie 2FA recovery codes: {codes}", "li codici de riserva: \n{codes}",
            "herstelcodes van het Bol-account: {codes}", "reservecodes (2FA) van Femke:\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Diyticket:ellie@casamenhir.example?secret={s}&issuer=Diyticket&digits=6",
              "Aegis, manual setup key for the Holidu login: {s}",
              "chiave segreta 2FA del gestionale: {s}",
              "2FA-geheim van het Adyen-account: {s}"]  # fmt: skip
_CODES = ["{c} is your Spiagge.it verification code", "Il tuo codice di verifica Poste è {c}. Non condividerlo",
          "Uw verificatiecode is {c}. Deel deze met niemand", "lu codice ete {c}, mo me l'hannu mandatu",
          "codice OTP {c} x il bonifico, nn dirlo"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 2) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = [
    "BitLocker recovery key of the mill's office PC: {k}",
    "chiave di ripristino BitLocker del portatile della biglietteria: {k}",
    "Apple recovery key for Harriet's account: {k}",
    "herstelsleutel van de Mac in de masseria: {k}",
    "la chiave de ripristino ete {k}",
    "1Password Emergency Kit, Secret Key: {k}",
    "recovery key for the kiln laptop's disk: {k}",
    "to klidì ja to recovery: {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if "Apple" in template or "Mac" in template:
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    if "1Password" in template:
        return {
            "k": f"A3-{_r(rng, UPPER_DIGITS, 6)}-{_r(rng, UPPER_DIGITS, 6)}-{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}"
        }
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["CasaMenhir-Mill", "Frantoio-Ufficio", "Lido-Baia-Verde-5G", "TIM-Melpignano-Desk",
          "Iliadbox-Grottaglie", "Masseria Otranto Ospiti", "Tiscali-Trappitu", "Pizzica-Staff",
          "Vodafone-Gallipoli-2G", "Ceramiche-Pumo"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "staff network {s}, password {pw}",
    "wifi at the masseria: {s} / {pw}",
    "the key printed under the Iliadbox: {pw}",
    "la pw del wifi {s} è {pw}",
    "rete {s}, chiave {pw} cmq",
    "la password de lu wifi {s} ete {pw}",
    "to password tu wifi {s} ene {pw}",
    "wifi-wachtwoord ({s}): {pw}",
    "het wifi {s} heeft als wachtwoord {pw}",
    "nmcli-free version for guests: SSID {s}, passphrase {pw}",
    "Joris: wifi? \nCosimo: {pw}",
    "ssid={s}\npsk={pw}",
    "guest card in the rooms: Wi-Fi {s} — {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("ghp_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the preview hides it) {t}", "te la detto lettera x lettera: {t}",
          "letter voor letter: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["il codice del lucchetto del magazzino delle olive: {pw}", "lu codice de lu cancellu ete {pw}",
          "o kodìko tis porta ene {pw}", "de pincode van de kluis in de kamer: {pw}",
          "toegangscode van het hek: {pw}#", "the masseria gate keypad takes {pw} then #",
          "PIN del bancomat del lido: {pw}, nn dirlo", "codice allarme ceramiche: {pw}",
          "the cash box at the ticket desk opens with {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["ogliarola", "menhir", "dolmen", "tamburello", "pasticciotto", "tramontana",
                 "scirocco", "trappitu", "capasa", "pumo", "pizzica", "carrubo", "muretto",
                 "masseria", "frisella", "ficodindia"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the office vault: {p}": " ",
            "KeePassXC database passphrase: {p}": "-",
            "passphrase del disco esterno: {p}": " ", "wachtzin van de back-up: {p}": ".",
            "la passphrase ete {p}": " ", "to passphrase ene {p}": "_",
            "Proton Pass master passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Hoppscotch export: Authorization: Bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://mill.casamenhir.lan/api/batches": True,
    "RapidAPI client, header authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "wp-config.php (ceramics shop):\ndefine( 'DB_USER', 'ceramiche' );\ndefine( 'DB_PASSWORD', '{pw}' );",
    ".env (ticket desk):\nDB_USERNAME=desk\nDB_PASSWORD={pw}",
    "config.yml of the booking bridge:\ndatabase:\n  user: bridge\n  password: \"{pw}\"",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'lido', 'PASSWORD': '{pw}', 'HOST': 'db.casamenhir.lan'}}}}",
    "application.properties:\nspring.datasource.username=mill\nspring.datasource.password={pw}",
    "docker-compose.yml:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "~/.pgpass:\ncitus-coord.casamenhir.lan:5432:bookings:bridge:{pw}",
    "~/.netrc:\nmachine ftp.ceramiche-demo.it login shop password {pw}",
    "msmtprc:\naccount lido\nhost smtp.casamenhir.example\nuser lido@casamenhir.example\npassword {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "appsettings.json: {{\"Smtp\": {{\"User\": \"masseria\", \"Password\": \"{pw}\"}}}}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "hostapd.conf (guest AP at the masseria):\nssid=Masseria Otranto Ospiti\nwpa_passphrase={pw}",
    "mosquitto passwd source file:\nkiln-logger:{pw}",
    "rclone.conf:\n[ceramiche]\ntype = sftp\nuser = shop\npass = {pw}",
    "php (the beach club's old booking page):\n$conn = new mysqli('localhost', 'lido', '{pw}', 'ombrelloni');",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:02] Sanne: wifi wachtwoord?\n[07:03] Cosimo: {pw}",
    "[21:14] callum: root pw for the mill server?\n[21:15] donato: {pw}",
    "Ellie: {pw} is the new kiln admin password",
    "Rocco: usa {pw}, è quella nuova della cassa",
    "Uccio: {pw} ete la password noa",
    "Tetta: {pw} ene to kenùrio password",
    "Bram: {pw} is het nieuwe wachtwoord van de boot",
    "Antonella: pw nuova → {pw} (nn la girare)",
    "Harriet: new one's {pw}, that's what I set for the booking laptop",
    "Femke: {pw}, dat heb ik ingesteld voor de router",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_recovery, 8),
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


def _italian_seed(g: random.Random) -> str:
    return str(_MNEMO["italian"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the kiln admin password is": "{s}", "mill SCADA pw:": "{s} (since the harvest of 2031)",
    "la password è": "{s}", "cmq la pw nuova del lido è": "{s}\nnn dirlo a nessuno",
    "la password ete": "{s}", "to password ene": "{s}", "het wachtwoord is": "{s}",
    "wachtwoord:": "{s}, bedankt", "the password Callum read out over the radio was": "{s}, I think",
    "password de la cascia:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Diyticket API key", "{s}", _j((HEX, 40))),
    ("split_token", "Spiagge.it key:", "{s} (prenotazioni ombrelloni)", _j("spg_live_", (ALNUM, 32))),
    ("split_token", "Liveticket client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "parole del wallet", "{s}", _italian_seed),
    ("split_card", "numero carta", "{s} scad 08/36", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MT"))),
    ("split_backup", "Mollie recovery codes", "{s}\nqwer-4821-tyui\nzxcv-1093-bnml", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "codice fiscale", "{s}", _codice_fiscale),
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
    '{"frantoio": {"url": "https://scada.casamenhir.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"wachtwoord": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "uccio", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"tills": [{"name": "lido-1"}, {"name": "lido-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pg_dumpall", "-h", "pg.casamenhir.lan", "-U", "bridge", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "la password de lu trappitu ete {s}"}': ("meta_password", _plain_pw),
    '{"password_griko": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the kiln controller as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"diyticket": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"shellrentToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"guestplan_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "HR")),
    '{"guest": {"bsn": "{s}"}}': ("meta_id", _bsn),
    '{"mfa": {"recovery_codes": ["{s}", "qwer-4821-tyui", "zxcv-1093-bnml"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"festival_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"magazzino": {"codice_lucchetto": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Lido-Baia-Verde-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kiln-controller-fw-5.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/casamenhir/ticket-desk:2031.6").hexdigest()
_COMMIT = hashlib.sha1(
    b"bookings: add umbrella row to the beach map", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"mill: revert acidity rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"molitura_2031-11-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"registro-oli-2031.xml").hexdigest()

CLEAN = [
    "Remind me to change the kiln controller password before the inspection on 2031-10-02.",
    "Sanne asked for the masseria wifi password; it's on the card in the reception drawer.",
    "Policy: Casa Menhir passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the staff chat; share a vault link instead.",
    "The `.env.example` line `DIYTICKET_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Pieralisi panel asks for a new password after every firmware update.",
    "Replace <YOUR_SPIAGGE_KEY> in the README with the key from your Spiagge.it dashboard.",
    "SHELLRENT_API_TOKEN and GUESTPLAN_TOKEN must be set before the nightly sync runs.",
    "cmq la password nn te la dico qui, te la dico a voce",
    "nu lu dire a nisciunu la password, mi raccomando",
    "mi to pi tinò to password, efcharistò",
    "Zeg het wachtwoord tegen niemand, ook niet tegen de schoonmaker.",
    "La password deve avere almeno quattordici caratteri.",
    "Het wachtwoord moet minstens veertien tekens lang zijn.",
    "Upgraded the kiln firmware from 5.0 to 5.1 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the umbrella row to the beach map.",
    f"Rolled back to {_SHORT} after the acidity rounding broke the mill report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The kiln controller firmware 5.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of registro-oli-2031.xml: {_SHA512}",
    f"The ticket desk container runs ghcr.io/casamenhir/ticket-desk@sha256:{_IMAGE}.",
    f"MD5 of molitura_2031-11-04.csv is {_MD5}, same as the copy on the office share.",
    "Request id 5c2e81a4-3d6b-4e17-a8f2-0b9c7d3e1f46 is the slow one in the Diyticket logs.",
    "Order ORD-2031-00872 for 120 hand-painted pumi ships to Utrecht on Friday.",
    "Ticket MEN-2099: the umbrella map shows row F twice after the update.",
    "Call the Melpignano ticket desk on +39 0836 000 417 before noon.",
    "Lotto di produzione L-2031-OGL-044, 2 400 litres, acidity 0.28 %.",
    "HS code 1509.20 is extra virgin olive oil; 6912.00 covers ceramic tableware.",
    "ISBN 978-88-00-00000-2 is the Griko phrasebook on the reception shelf.",
    "The masseria's postcode is 73028 and Gallipoli's is 73014.",
    "Bus 104 from Lecce to Otranto leaves at 08:15 and 13:40.",
    "After five wrong passwords the till locks the account for 20 minutes.",
    "The mill crushes 14 tonnes of Ogliarola a day at 27 °C malaxing.",
    "The secret of a good pasticciotto is cold butter and a hot oven.",
    "Ask Cosimo for the gate keypad code, I don't have it.",
    "My card ending 4417 was declined at the Gallipoli fish market.",
    "The Valletta buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ticket desk account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SPIAGGE_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the olive store rusts in the sea air; oil it every month.",
    "Holidu moved the API key page under Settings › Developers in its spring release.",
    "The guest wifi 'Masseria-Ospiti-Free' is open, no password needed.",
    "Notte della Taranta 2031: the concert in Melpignano starts at 22:00, gates at 19:00.",
    "Festival ticket TKT-2031-MLP-008812 is a standing ticket, no seat.",
    "Umbrella 14, row C, Lido Baia Verde, booked 12-19 August 2031.",
    "Flight FR 4821 from Eindhoven lands at Brindisi at 11:05.",
    "Room 7 at the masseria sleeps four; breakfast is from 08:00 to 10:30.",
    "Kiln program 3: 980 °C for the biscuit firing, 6 hours, then cool overnight.",
    "Partita IVA and codice fiscale go on every invoice; ask the accountant for the format.",
    "The word for 'thank you' in Griko is efcharistò, say it to the choir.",
    "cmq domani il frantoio apre alle 7, portate le cassette",
    "Fattura n. 2031/0412 del 04/11/2031, importo 1.840,00 EUR.",
    "Lot number LOT-2031-CEL-0311, 60 kg of Cellina olives, yield 14.2 %.",
    "The codice fiscale field on the form is mandatory only for Italian residents.",
    "Wi-Fi Calling is on for the office phone; the SIM PIN is in the vault, not here.",
    "Release notes: Ticket Desk 2031.6 fixes the QR scanner on Android 15.",
    "Route SS16 to Otranto is closed near Uggiano for roadworks until 2031-09-30.",
    "AMKA, BSN and codice fiscale are all personal numbers; never put them in a ticket.",
    "Pizzica workshop with the tamburello at 18:30 in the masseria courtyard, free for guests.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/menhir/kiln", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "MEN-2099", "order": "ORD-2031-00872"}',
    '{"lot": {"id": "L-2031-OGL-044", "litres": 2400, "acidity_pct": 0.28}}',
    '{"phone": "+39 0836 000 417", "city": "Melpignano"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "umbrellas_booked": 212}',
    '{"hs_code": "1509.20", "origin": "IT", "description": "extra virgin olive oil"}',
    '{"umbrella": {"row": "C", "number": 14, "from": "2031-08-12", "to": "2031-08-19"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
