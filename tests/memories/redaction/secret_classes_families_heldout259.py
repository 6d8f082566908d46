# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifty-ninth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-fifty-seventh's
docstring, the fifth to two-hundred-and-fifty-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-fifty-eighth, the two-hundred-and-sixtieth and the two-hundred-and-sixty-first),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (259418736), password words (a
Frisian thing and a part of a skûtsje's rig, a number and a sign, `SlykGiek42!`; three rig words
dotted and a number; a name, a birth year, a sign and a place; leet words of skûtsje, slyk,
kwelder, terp, molke, Grou, wadloper, fierljeppen and Beerenburg with a year; a low tide's time,
`Laagwater0712…`; a ferry's, `Ferry31Holwerd…`; cows and milk, `Kij212Molke…`; a generator's four
dashed groups of four; random runs), names, places, templates, tools, vendors and layouts, the way
the staff of a fictional company (Slyk & Seil, with a skûtsje sailing charter at Grou, a dairy
cooperative near Dokkum, a wadlopen (mudflat walking) guide office at Pieterburen, a bike rental
in Leeuwarden and a Wadden ferry ticket kiosk at Holwerd) leak secrets into an assistant's memory.
The texts are chats with times (Beeper, Texts.com, Campfire, Hangouts, Yammer, Teamwire,
Stashcat, FluffyChat, SchildiChat, Cinny, Nheko, NeoChat, Gomuks, Kaidan, Gajim), tickets and
cards (HappyFox, LiveAgent, Deskpro, Planka), wiki pages and tables (Nuclino, Tettra, Archbee,
Flatnotes, Silverbullet, Capacities, Heptabase), notes, e-mails, runbooks, READMEs, shell prompts
(urxvt, Contour, Extraterm, cool-retro-term, QTerminal, LXTerminal, Black Box, Wave Terminal,
Terminology), voice-memo transcripts (Dictafoon, Whisper Memos, Just Press Record, Notta,
Tactiq), dictated text and requests to the assistant itself; the separators run from a colon,
"is" (`is` in every language here), a dash and an em dash to an arrow, a new line, backticks, quotes,
parentheses, a table's bars and a value said first and named after it (`… — dat is it wachtwurd
fan de kassa`).

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 257
that name each): in none, Dokkum, Pieterburen, Holwerd, Friesland, Groningen, skûtsje, wadlopen,
Wadden, Dictafoon, Whisper Memos, `vlc -I http --http-password`, `hivemq-cli … -pw`, `vendor/bin/typo3
backend:user:create`, `bcrypt-tool hash` and dbt's `~/.dbt/profiles.yml`; in one, Leeuwarden,
Teamwire, FluffyChat, SchildiChat, Cinny, Nheko, NeoChat, Gomuks, Tettra, Flatnotes, Silverbullet,
Just Press Record, Notta, Tactiq, `nats context save`, `gitea admin user create`, `npx directus
users create`, glauth, meltano.yml, datasette, Healthchecks, pip.conf and AvNav; in two, Beeper,
Texts.com, Campfire, Hangouts, Yammer, Stashcat, Kaidan, Gajim, HappyFox, LiveAgent, Planka,
Nuclino, Archbee, Capacities, Heptabase, urxvt, `emqtt_bench`, `radclient`, `wscat --auth`,
`skopeo login -p`, `mount.cifs -o password=`, `TRINO_PASSWORD`, `pgweb --pass`, `dblab --pass`,
`copyparty -a`, `dufs -a`, `caddy hash-password --plaintext`, `pg_activity`, Kafka's
`SCRAM-SHA-256=[password=…]`, `bench set-admin-password`, `drush user:password`, `strapi
admin:create-user`, `kc.sh bootstrap-admin`, davmail.properties, Gatus, local.settings.json,
knexfile, ormconfig, WildFly's standalone.xml, ioBroker and Signal K; in three, Deskpro, Contour,
Extraterm, cool-retro-term, QTerminal, LXTerminal, Black Box, Wave Terminal, Terminology, `lxc
remote add --password`, `mysqlimport`, `ldapwhoami -w`, `proxmox-backup-client`, `imapsync
--password1`, openHAB and Domoticz. The common layouts (env files, `export`, compose files,
Dockerfiles, systemd drop-ins, fly, dokku and kamal secrets, database URLs, JWTs, PEM blocks,
`otpauth://`, Basic and Bearer headers in Bruno, Apache, HTTPie, Paw and Kreya, the `WIFI:` QR
string, CSV rows, Markdown tables, YAML, Proton Pass, Psono, Vaultwarden, Passbolt, BitLocker,
FileVault, 1Password's Emergency Kit and Bitwarden), all named in many earlier corpora, are in
wordings of their own.

About half of the secret samples are in other languages than English (the English of Dutch
speakers, `I have it send to you`, `please don't tell it further`, `that makes it easy for you`,
`with behind it`, `greetings`, `thanks in advance`, counts as English here): West Frisian
(`wachtwurd`, `it wachtwurd fan … is`, `myn`, `nij`, `no`, `hjir is`, `sis it tsjin net ien`
"don't tell anyone", `tankewol`, `tige tank`, `kaai`, `API-kaai`, `geheime kaai`, `koade`,
`doarkoade`, `befêstigingskoade`, `reservekoades`, `herstelkaai`, `wachtwurdsin`, `brûkersnamme`,
`kaartnûmer`, `paspoartnûmer`, `it wurd …, en dan`, `earst …, dêrnei`); Dutch texting (`ff`,
`idd`, `wss`, `mss`, `ipv`, `ww`, `thx`, `hè`, `tm`, `niet doorvertellen`, `wachtzin`,
`herstelsleutel`, `back-upcodes`, `verificatiecode`, `sleutelkluis`); Gronings (`Moi`, `mien`,
`t nije wachtwoord`, `nou`, `nait wieder vertellen`, `nait deurvertellen`, `nait deurgeven`,
`dank joe wel`, `gebruker`, `API-sleudel`, `kode`, `hangslot`, `letter veur letter`); Low German
from East Frisia and the Emsland across the border (`Moin`, `Passwoort`, `dat nee Passwoort`,
`vun'n`, `för`, `vertell dat nüms` "tell nobody", `veel Dank`, `Slötel`, `API-Slötel`,
`Brukernaam`, `Dörcode`, `Kortnummer`, `dat Woort … un denn`, `Notfallcodes`, `Dien
Bestätigungscode`); and German once, `Benutzername … Kennwort`. Seed phrases alone are kept in
French, Italian, Spanish, Czech, Portuguese and Korean, by foreign guests and volunteers. The
wordings are the author's approximations, checked by no speaker; the thinnest guesses are the
Gronings `API-sleudel`, `gebruker` and `t kommando dat ik draaid heb`, the Low German `veer Tallen
vörn`, `Wedderherstellungsslötel`, `Passwoortsatz`, `Backup-Verslötelung` and `Dat Kommando heff
ik lopen laten`, and the Frisian `fersiferingskaai`, `herstelkaai`, `wachtwurdsin`,
`kombinaasjeslot`, `onderwiisnûmer` and `de fjouwer sifers foar op de Amex-kaart`.

Vendors (Loket.nl, Veeportal, Swapfiets, Donkey Republic, VanMoof, Buienradar, Rijkswaterstaat
Waterinfo, Doeksen, Wagenborg, Weeronline, TicketCounter, Weeztix, Picnic, Coolblue, Formitable,
Resengo, Mijndomein, Yourhosting, Hostnet, Vimexx, Antagonist, Combell, Recras, Qlip, JoinData,
VeeManager, CowControl, SenseHub, Waterkaart, Dockspot, Havenweb, Weerplaza, Asperion, Reeleezee,
Webio, Mijnwebwinkel, Odido, Youfone, Untill, Sitedish, MplusKASSA, Postcode.nl, Mendrix, Bizcuit,
WeFact, Moneymonk, Dyflexis and Roosterbuddy; the banks Rabobank, Triodos and RegioBank only as
accounts) are ones heldouts 5 to 257 do not name (grepped by name). No shape here is one the
author knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric
runs, UUIDs, JWTs for Swapfiets and Picnic, and the `dr_live_`, `wgb_`, `tc_`, `shb_`,
`dsk_live_` and `bzc_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: the Dutch BSN
(`stdnum.nl.bsn`, the eleven test) and onderwijsnummer (`stdnum.nl.onderwijsnummer`), the German
Steuer-IdNr (`stdnum.de.idnr`, ISO 7064 mod 11,10) and a sole trader's Dutch btw-id
(`stdnum.nl.btw`) (by grep `nl.bsn` and `onderwijsnummer` are in one earlier corpus each,
`de.idnr` and `nl.btw` in two). Kinds no library or this file checks (no check-digit algorithm is
written here; the shapes are guesses): a Dutch passport, a Dutch driving licence, a German
Personalausweis number, a farm's UBN and a Klein Vaarbewijs. Card numbers pass Luhn (the value
helpers' Maestro, Visa, Mastercard, Amex, Discover and JCB, checked with python-stdnum's `luhn`);
the card codes are Amex's four-digit CIDs only, drawn so that none reads as a year. The IBANs are
of the Netherlands, Germany, Denmark, Hungary, Romania, Austria, Norway and Poland (a rough count
of the country codes in the IBAN shape tables of heldouts 5 to 257 finds each in seventeen to
nineteen corpora, the fewest, and the first two are on theme), drawn until `stdnum.iban`
validates them; seed phrases come from `mnemonic`'s English, French, Italian, Spanish, Czech,
Portuguese and Korean lists, checksum-valid from drawn entropy (`Mnemonic(lang).check` accepts
each). Recovery keys (BitLocker's eight groups of six, FileVault's, an Apple ID's, Proton's,
1Password's secret key, Bitwarden's) are shapes guessed. Counts: 390 secret samples, 20 field
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
from stdnum.de import idnr as de_idnr
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.nl import onderwijsnummer as nl_onderwijsnummer

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 259_418_736
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


_THINGS = ["Skutsje", "Slyk", "Kwelder", "Terp", "Molke", "Beerenburg", "Dumke", "Fierljep",
           "Kaatsen", "Wadpier", "Zeehond", "Garnaal", "Lauwers", "Reitdiep", "Kruidkoek",
           "Sukerbole", "Grietje", "Hynder", "Fytsbel", "Boeier", "Fok", "Loggerhead"]  # fmt: skip
_BOAT = ["Grootzeil", "Zwaard", "Mast", "Roer", "Kluver", "Giek", "Fokkeschoot", "Tuigage",
         "Strykje", "Buiskiel", "Gaffel", "Lier", "Kielbalk", "Stuurhut"]  # fmt: skip
_PLACES = ["Grou", "Dokkum", "Pieterburen", "Holwerd", "Ljouwert", "Leeuwarden", "Snits",
           "Warkum", "Lauwersoog", "Ternaard", "Wierum", "Paesens", "Moddergat", "Usquert",
           "Warffum", "Eenrum", "Ameland", "Schiermonnikoog", "Emden", "Leer", "Norden"]  # fmt: skip
_NAMES = ["Sjoerd", "Wiebe", "Tjitske", "Gerbrich", "Hylke", "Jildou", "Oebele", "Sietske",
          "Wytse", "Marrit", "Douwe", "Froukje", "Harmen", "Geert", "Roelf", "Hinderk", "Okke",
          "Jelle", "Ymkje", "Berend", "Enno", "Hauke", "Tjark", "Imke", "Frerk", "Anneke"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Sk0tsj3", "Sl1kw4d", "Kw3ld3r", "T3rpm4n", "M0lk3b3r",
         "Gr0u3r", "W4dl0p3r", "F13rlj3p", "B33r3nburg"]  # fmt: skip


def _tide(g: random.Random) -> str:
    """A mudflat walk and its low tide, the way a guide jokes a password together."""
    return f"Laagwater{g.randrange(0, 24):02d}{g.randrange(0, 60):02d}{g.choice(_SYMBOLS)}"


def _generator(g: random.Random) -> str:
    """Four random groups of four, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_THINGS)}{g.choice(_BOAT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_BOAT, 3)) + str(g.randrange(10, 1000)),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1950, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2034)) + g.choice(_SYMBOLS),
    _tide,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_THINGS).lower()}_{g.randrange(100, 9999)}",
    lambda g: f"Ferry{g.randrange(10, 100)}Holwerd{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_BOAT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"Kij{g.randrange(40, 400)}{g.choice(['Molke', 'Bolle', 'Hokke'])}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "[07:42] Sjoerd: the password of the skûtsje's chart plotter is {pw}",
    "Beeper, 08:15, Wiebe: Navionics account for the boat, password {pw}",
    "Texts.com thread 'Grou haven', Tjitske 09:03: harbour office wifi admin password {pw}",
    "Campfire room 'Charter', Hylke: the Victron Cerbo on the Grouster Earnst has password {pw} now",
    "Google Hangouts (yes still), Douwe: Dockspot berth portal password {pw}",
    "Yammer post in Melkfabriek Dokkum: the Lely Horizon office login password is {pw}",
    "Teamwire message from Gerbrich: milk tank monitor password {pw}",
    "Stashcat channel #wadpaad, Oebele: the tide-table kiosk password is {pw}",
    "FluffyChat, 06:55 Marrit: the ticket printer at Holwerd has password {pw}",
    "SchildiChat DM from Jelle: Untill POS back office password {pw}",
    "Cinny room 'fytsferhier', 18:20 Harmen: VanMoof fleet dashboard password {pw}",
    "Nheko, 12:04, Ymkje: the Swapfiets partner portal password is {pw}",
    "NeoChat room 'wadlopen', Froukje: Weerplaza pro account password {pw}",
    "Gomuks log, Okke 21:40: the Doeksen agent login has password {pw}",
    "Kaidan chat with Sietske: password for the Wagenborg sales terminal {pw}",
    "Gajim, 10:11 Roelf: the barn's SenseHub collar reader password is {pw}",
    "HappyFox ticket #2207: guest can't reach the skûtsje wifi; router admin password {pw}",
    "LiveAgent ticket 5531 (Fytsferhier): bike lock gateway password {pw}, please reset",
    "Planka card 'Kiosk Holwerd': receipt printer web password {pw}",
    "Deskpro #881: the CowControl server password {pw} stopped working after the update",
    "Nuclino page 'Boat IT': Raspberry Pi at the mast foot, password {pw}",
    "Tettra answer 'Where is the milk cooling login?': password {pw}",
    "Archbee doc 'Kiosk runbook': log into the till with password {pw}",
    "Flatnotes note 'dairy office': Veeportal password {pw}",
    "Silverbullet page [[Wadpaad/Passwords]]: the guide tablet password is {pw}",
    "Capacities object 'Skûtsje Grou': Windows laptop password {pw}",
    "Heptabase card: the Qlip portal password was changed to {pw}",
    "Dictafoon transcript: the password for the charter booking site is {pw} full stop",
    "Whisper Memos: okay so the Recras admin password is {pw}, remember that",
    "Just Press Record transcript, 07:12: password for the ferry kiosk PC is {pw}",
    "Notta transcript of the Monday call: Marrit said the Resengo password is {pw}",
    "Tactiq notes, Dokkum board meeting: the JoinData login password is {pw}",
    "Hi Wiebe,\n\nthe root password of the booking server in Grou is {pw}. Please delete this mail once it's in the vault.\n\nGreetings,\nTjitske",
    "Runbook: restart the Holwerd ticket kiosk\n1. power-cycle the till\n2. log in as kiosk\n3. password {pw}\n4. open the TicketCounter app",
    "README (Wadpaad guide tablets)\nthe MDM console is at https://mdm.slykenseil.frl, admin password `{pw}`.",
    "my Rabobank app password is {pw} now",
    "can you remember my Triodos internet banking password? it's {pw}",
    "please keep the password of my RegioBank login: {pw}",
    "note to self: Lely T4C service password {pw}",
    "after the reinstall the dairy PC password became {pw}",
    "Myn wachtwurd fan de e-mail is {pw}",
    "it nije wachtwurd fan de router op it skûtsje: {pw}",
    "Hylke: it wachtwurd fan de server is no {pw}, sis it tsjin net ien",
    "hjir is it wachtwurd fan de kassa yn Holwerd: {pw} tankewol!",
    "Mien wachtwoord van de mail is {pw}",
    "t nije wachtwoord van de router in Pieterburen: {pw}",
    "Geert: wachtwoord van de server is nou {pw}, nait wieder vertellen",
    "Moi! hier is t wachtwoord van de kiosk: {pw}, dank joe wel",
    "Mien Passwoort för de Mail is {pw}",
    "Moin, dat nee Passwoort vun'n Router in Emden: {pw}",
    "Enno: dat Passwoort vun'n Server is nu {pw}, vertell dat nüms",
    "hier is dat Passwoort för de Kass': {pw}, veel Dank",
    "ww van de kassa is ff {pw} ipv het oude",
    "idd, nieuw ww voor de melkrobot pc: {pw}",
    "wss is het wachtwoord van de fietsverhuur nu {pw}, mss even testen",
    "het ww van de wadloop-tablet is {pw}, niet doorvertellen hè",
    "ff voor jou: wachtwoord boekingssite {pw} thx",
    "the password of the boat laptop is {pw}, I have it send to you also by mail",
    "Please don't tell it further: the kiosk password is {pw}",
    "for the milk tank the password is now {pw}, that makes it easy for you",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["sjoerd", "wiebe.h", "tjitske", "gerbrich", "hylke", "jildou", "oebele", "sietske.b",
          "wytse", "marrit", "douwe", "froukje", "harmen", "geert.g", "roelf", "hinderk", "okke",
          "jelle", "ymkje", "berend", "enno", "hauke", "tjark", "imke", "kiosk-holwerd",
          "svc-molke"]  # fmt: skip
_LOGINS = [
    "Beeper, Sietske: the Doeksen agent login is {u} / {pw}",
    "HappyFox #2213: {u} locked out of the Recras admin, last password {pw}",
    "usr {u} ww {pw}",
    "Nuclino › Boat IT › Cerbo GX: {u} — {pw}",
    "| system | user | password |\n|---|---|---|\n| Untill back office | {u} | {pw} |",
    "sign into the Veeportal as {u} with {pw}",
    "Wagenborg terminal login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: kiosk-holwerd-1\n  user: {u}\n  password: {pw}",
    "Teamwire: account {u}, password {pw}",
    "Jelle says the JoinData account is {u} and the password is {pw}",
    "system,user,password\nresengo,{u},{pw}",
    "ssh {u}@booking.slykenseil.frl (password {pw})",
    "Campfire: creds for the milk robot PC are {u} and {pw}",
    "brûkersnamme {u}, wachtwurd {pw}",
    "myn brûkersnamme is {u} en it wachtwurd {pw}",
    "gebruker {u}, wachtwoord {pw}, nait deurvertellen",
    "Brukernaam {u}, Passwoort {pw}",
    "gebruikersnaam {u} en ww {pw} ff onthouden",
    "login ff: {u} / {pw} (ipv die oude)",
    "Benutzername {u}, Kennwort {pw}",
    "username is {u} and the password {pw}, greetings",
    "user {u} pass {pw}",
    "Planka card 'Fytsferhier': login {u} and {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["skutsje", "kwelder", "beerenburg", "fierljeppen", "sukerbole", "molkebus",
               "wadpier", "slykwurm", "boeierke", "grietenij", "terpdorp", "seehundje",
               "kaatsbal", "fokkemast", "ljouwerter", "kruidkoek", "dumkesblik"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the booking server it's {w} and {d} at the end",
    "Dictafoon: the skûtsje wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "it wachtwurd is it wurd {w}, en dan {d}",
    "t wachtwoord is t woord {w}, en dan {d}",
    "dat Passwoort is dat Woort {w}, un denn {d}",
    "ww is het woord {w} en daarna {d}, ff aan elkaar",
    "the password is {w} with behind it {d}",
    "wachtwurd: earst {w}, dêrnei {d}",
]  # fmt: skip


def _spelled_take(rng: random.Random, n: int) -> list[Sample]:
    words = rng.sample(_SAID_WORDS, n)
    out = []
    for word, template in zip(words, v.cycle(rng, _SPELLED, n), strict=True):
        number = str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_CLI = [
    "CRATEPW='{pw}' crash --hosts https://crate.slykenseil.frl:4200 --username {u}",
    "lxc remote add boatlab https://lab.slykenseil.frl:8443 --password='{pw}'",
    "vlc -I http --http-password '{pw}' /srv/kiosk/holwerd-loop.mp4",
    "emqtt_bench conn -h mqtt.slykenseil.frl -u {u} -P '{pw}' -c 50",
    "echo \"User-Name={u},User-Password={pw}\" | radclient -x radius.slykenseil.frl auth testing123",
    "wscat -c wss://tides.slykenseil.frl/ws --auth {u}:{pw}",
    "swift -A https://swift.slykenseil.frl/auth/v1.0 -U charter:{u} -K '{pw}' list",
    "skopeo login -u {u} -p '{pw}' registry.slykenseil.frl",
    "mount.cifs //nas.dokkum.lan/melk /mnt/melk -o username={u},password={pw}",
    "TRINO_PASSWORD='{pw}' trino --server https://trino.slykenseil.frl --user {u} --password",
    "pgweb --host pg.slykenseil.frl --user {u} --pass '{pw}' --db bookings",
    "dblab --host pg.slykenseil.frl --user {u} --pass '{pw}' --db bookings --port 5432 --driver postgres",
    "copyparty -a {u}:{pw} -v /srv/fotos:fotos:rw,{u}",
    "dufs -a '{u}:{pw}@/:rw' /srv/kiosk",
    "caddy hash-password --plaintext '{pw}'",
    "PGPASSWORD='{pw}' pg_activity -h pg.slykenseil.frl -U {u}",
    "hivemq-cli pub -h mqtt.slykenseil.frl -u {u} -pw '{pw}' -t boat/bilge -m ok",
    "nats context save boat --server nats://nats.slykenseil.frl:4222 --user {u} --password '{pw}'",
    "kafka-configs.sh --bootstrap-server kafka.slykenseil.frl:9092 --alter --add-config 'SCRAM-SHA-256=[password={pw}]' --entity-type users --entity-name {u}",
    "gitea admin user create --username {u} --password '{pw}' --email {u}@slykenseil.frl",
    "bench set-admin-password '{pw}'",
    "drush user:password {u} '{pw}'",
    "vendor/bin/typo3 backend:user:create --username={u} --password='{pw}' --admin",
    "npx strapi admin:create-user --email={u}@slykenseil.frl --password='{pw}' --firstname=Wadpaad",
    "npx directus users create --email {u}@slykenseil.frl --password '{pw}' --role admin",
    "kc.sh bootstrap-admin user --username {u} --password:env KC_PW  # KC_PW={pw}",
    "glauth -c glauth.cfg  # passsha256 for {u} made from {pw}",
    "bcrypt-tool hash '{pw}' 12",
    "mysqlimport --host=db.dokkum.lan --user={u} --password='{pw}' melk leveringen.csv",
    "mysqladmin -h db.dokkum.lan -u {u} --password='{pw}' status",
    "ldapwhoami -x -H ldaps://ldap.slykenseil.frl -D uid={u},ou=staff,dc=slykenseil,dc=frl -w '{pw}'",
    "xe -s xen.slykenseil.frl -u root -pw '{pw}' vm-list",
    "proxmox-backup-client login --repository {u}@pbs@backup.slykenseil.frl:store1  # PBS_PASSWORD={pw}",
    "imapsync --host1 mail.old.nl --user1 {u} --password1 '{pw}' --host2 mail.slykenseil.frl --user2 {u}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "urxvt, sjoerd@grou-nuc:~$ {c}", "Contour terminal ~/boat $ {c}",
    "Extraterm tab 'kiosk': {c}", "cool-retro-term on the old dairy PC: {c}",
    "QTerminal, root@dokkum-srv:~# {c}", "LXTerminal on the Pi at the mast: {c}",
    "Black Box, ~/wadpaad $ {c}", "Wave Terminal block: {c}", "Terminology: {c}",
    "Dizze kommando haw ik útfierd: {c}", "dit commando heb ik ff gedraaid: {c}",
    "Dat Kommando heff ik lopen laten: {c}", "t kommando dat ik draaid heb: {c}",
    "ran this one, is that okay? {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "crate://{u}:{pw}@crate.slykenseil.frl:4200",
    "trino://{u}:{pw}@trino.slykenseil.frl:443/hive",
    "clickhouse+native://{u}:{pw}@ch.dokkum.lan:9000/melk",
    "redis+sentinel://{u}:{pw}@sentinel.slykenseil.frl:26379/mymaster/0",
    "oracle+oracledb://{u}:{pw}@ora.dokkum.lan:1521/?service_name=MELK",
    "mssql+pymssql://{u}:{pw}@sql.slykenseil.frl:1433/Kassa",
    "neo4j+s://{u}:{pw}@graph.slykenseil.frl:7687",
    "couchbases://{u}:{pw}@cb.slykenseil.frl/bookings",
    "ftps://{u}:{pw}@ftp.wagenborg-agent.nl/tickets/",
    "webdavs://{u}:{pw}@dav.slykenseil.frl/remote.php/dav/files/{u}/",
    "rediss://{u}:{pw}@cache.slykenseil.frl:6380/2",
    "Server=sql.slykenseil.frl;Database=Kassa;User Id={u};Password={pw};TrustServerCertificate=true",
    "influxdb://{u}:{pw}@influx.dokkum.lan:8086/melktank",
]  # fmt: skip
_URL_PLACES = [
    "BOOKINGS_DATABASE_URL={c}", "Nuclino page 'Databases': {c}",
    "keep this connection string for me: {c}", "de ferbining is {c}", "connectiestring ff: {c}",
    "HappyFox #2240: {c}", "Tettra 'Where is the dairy data?': {c}", "Verbinnen: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "slyk-en-seil", "sub": f"acct_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read tickets:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors no earlier corpus names; every key shape below is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Loket.nl", "LOKET_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Veeportal", "VEEPORTAL_API_KEY", _j((HEX, 40))),
    ("Swapfiets", "SWAPFIETS_PARTNER_TOKEN", _vendor_jwt("https://partner.swapfiets.nl")),
    ("Donkey Republic", "DONKEY_API_KEY", _j("dr_live_", (ALNUM, 32))),
    ("VanMoof", "VANMOOF_FLEET_TOKEN", _j((ALNUM, 48))),
    ("Buienradar", "BUIENRADAR_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Rijkswaterstaat Waterinfo", "RWS_WATERINFO_KEY", _j((HEX, 32))),
    ("Doeksen", "DOEKSEN_AGENT_SECRET", _j((UPPER_DIGITS, 32))),
    ("Wagenborg", "WAGENBORG_API_KEY", _j("wgb_", (ALNUM, 36))),
    ("Weeronline", "WEERONLINE_API_KEY", _j((HEX, 32))),
    ("TicketCounter", "TICKETCOUNTER_API_TOKEN", _j("tc_", (ALNUM, 40))),
    ("Weeztix", "WEEZTIX_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Picnic", "PICNIC_AUTH_TOKEN", _vendor_jwt("https://storefront-prod.nl.picnicinternational.com")),
    ("Coolblue", "COOLBLUE_PARTNER_KEY", _j((UPPER_HEX, 32))),
    ("Formitable", "FORMITABLE_API_KEY", _j((B64, 43), "=")),
    ("Resengo", "RESENGO_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Mijndomein", "MIJNDOMEIN_API_TOKEN", _j((HEX, 64))),
    ("Yourhosting", "YOURHOSTING_API_KEY", _j((ALNUM, 32))),
    ("Hostnet", "HOSTNET_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Vimexx", "VIMEXX_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Antagonist", "ANTAGONIST_API_TOKEN", _j((HEX, 48))),
    ("Combell", "COMBELL_API_SECRET", _j((B64, 44))),
    ("Recras", "RECRAS_API_TOKEN", _j((URLSAFE, 48))),
    ("Qlip", "QLIP_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("JoinData", "JOINDATA_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("VeeManager", "VEEMANAGER_API_KEY", _j((UPPER_DIGITS, 24))),
    ("CowControl", "COWCONTROL_TOKEN", _j((HEX, 40))),
    ("SenseHub", "SENSEHUB_API_KEY", _j("shb_", (ALNUM, 32))),
    ("Waterkaart", "WATERKAART_API_KEY", _j((ALNUM, 28))),
    ("Dockspot", "DOCKSPOT_SECRET_KEY", _j("dsk_live_", (ALNUM, 30))),
    ("Havenweb", "HAVENWEB_API_KEY", _j((HEX, 32))),
    ("Weerplaza", "WEERPLAZA_API_KEY", _j((ALNUM, 32))),
    ("Asperion", "ASPERION_API_TOKEN", _j((B64, 56), "==")),
    ("Reeleezee", "REELEEZEE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Webio", "WEBIO_API_KEY", _j((HEX, 40))),
    ("Mijnwebwinkel", "MIJNWEBWINKEL_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Odido", "ODIDO_BUSINESS_API_SECRET", _j((ALNUM, 44))),
    ("Youfone", "YOUFONE_API_KEY", _j((UPPER_HEX, 40))),
    ("Untill", "UNTILL_API_PASSWORD", _j((ALNUM, 24))),
    ("Sitedish", "SITEDISH_API_KEY", _j((HEX, 32))),
    ("MplusKASSA", "MPLUS_API_SECRET", _j((ALNUM, 40))),
    ("Postcode.nl", "POSTCODENL_API_SECRET", _j((ALNUM, 43))),
    ("Mendrix", "MENDRIX_API_TOKEN", _j((HEX, 64))),
    ("Bizcuit", "BIZCUIT_API_KEY", _j("bzc_", (ALNUM, 40))),
    ("WeFact", "WEFACT_API_KEY", _j((HEX, 32))),
    ("Moneymonk", "MONEYMONK_API_TOKEN", _j((URLSAFE, 43))),
    ("Dyflexis", "DYFLEXIS_API_KEY", _j((ALNUM, 36))),
    ("Roosterbuddy", "ROOSTERBUDDY_API_TOKEN", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "pm2 ecosystem: env: {{ {env}: \"{tok}\" }}",
    "fly secrets set {env}={tok}",
    "dokku config:set bookings {env}={tok}",
    "kamal .kamal/secrets:\n{env}={tok}",
    "coolify env, bookings app: {env} = {tok}",
    "compose.yaml:\n    environment:\n      {env}: {tok}",
    "Dockerfile:\nENV {env}={tok}",
    "systemd drop-in:\n[Service]\nEnvironment={env}={tok}",
    "Slyk & Seil admin › Settings › Integrations › {vendor} › API key: {tok}",
    "Nuclino table 'Integrations': | {vendor} | 2034 | {tok} |",
    "Heptabase card: rotate the {vendor} key {tok}",
    "Beeper, Douwe: {vendor} key for the booking sync: {tok}",
    "Teamwire: the {vendor} token we use now is {tok}, the old one is revoked",
    "HappyFox #2251: {vendor} sync fails with 401, configured key {tok}",
    "LiveAgent ticket 5540: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "API-kaai fan {vendor}: {tok}",
    "de {vendor} API-kaai is {tok}, tankewol",
    "API-sleudel van {vendor}: {tok}",
    "de {vendor} API sleutel is {tok} ff bewaren",
    "API-sleutel {vendor} ipv de oude: {tok}",
    "API-Slötel för {vendor}: {tok}",
    "de {vendor} API-Slötel is {tok}, vertell dat nüms",
    "{vendor} API key for the kiosk, I have put it here: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    buien = v.uuid4(rng, "9")
    doeksen = _r(rng, UPPER_DIGITS, 32)
    postcode = _r(rng, ALNUM, 43)
    weeztix = _r(rng, ALNUM, 40)
    waterinfo = _r(rng, HEX, 32)
    vanmoof = _r(rng, ALNUM, 48)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.buienradar.nl/v2/forecast", headers={{"X-Api-Key": "{buien}"}})', buien),
        Sample("vendor_token", f"curl -u 'kiosk-holwerd:{doeksen}' https://agent.rederij-doeksen.nl/api/departures", doeksen),
        Sample("vendor_token", f'$client = new PostcodeNlClient("slykenseil", "{postcode}");', postcode),
        Sample("vendor_token", f'const weeztix = new WeeztixClient({{ clientId: "wadpaad", clientSecret: "{weeztix}" }});', weeztix),
        Sample("vendor_token", f"application.yml:\nwaterinfo:\n  api-key: {waterinfo}", waterinfo),
        Sample("vendor_token", f"Info.plist:\n<key>VanMoofFleetToken</key>\n<string>{vanmoof}</string>", vanmoof),
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


_BARE_PLACES = ["{t}", "Beeper: {t}", "it only shows it once, so here:\n{t}", "hjir is er: {t}",
                "hier isse ff: {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the milk tank sensor MT-04 (OTAA): {h}": 32,
    "AppSKey of the bilge sensor on the skûtsje (ABP): {h}": 32,
    "HMAC secret for the TicketCounter webhook: {h}": 64,
    "Victron VRM two-way communication key, hex: {h}": 32,
    "pre-shared key of the WireGuard tunnel to Holwerd, hex: {h}": 64,
    "AES key of the kiosk's receipt signing, hex: {h}": 48,
    "fersiferingskaai fan de reservekopy: {h}": 64,
    "versleuteling sleutel van de backup ff hier: {h}": 64,
    "Slötel för de Backup-Verslötelung: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "HappyFox #2260: token copied out of the browser's network tab {t}",
    "Cookie: lang=fy; sks_session={t}",
    "BOOKINGS_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "it token is {t}",
    "t token is {t}, nait deurgeven",
    "Tactiq transcript: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@slykenseil.frl"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://id.slykenseil.frl/realms/staff",
            "azp": "kiosk-holwerd",
            "roles": ["kassa", "charter"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the booking server in Grou, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/kiosk.slykenseil.frl.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"KIOSK_SIGNING_KEY": "{key}", "site": "holwerd"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_dokkum <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "HappyFox ticket 2271, pasted by the installer:\n{key}": ("PRIVATE KEY", "\n"),
    "privee-kaai fan de server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the dairy's SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


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
    "Nunchuk wallet recovery phrase\n{p}": "english",
    "Blue Wallet words (the old charter fund wallet, emptied): {p}": "english",
    "Whisper Memos: the Zeus wallet recovery words are {p} and that's all": "english",
    "Nuclino page 'Kiosk tips wallet (retired)': {p}": "english",
    "herstelsin fan de Specter-wallet: {p}": "english",
    "phrase de récupération du portefeuille d'un client belge : {p}": "french",
    "frase di recupero del wallet della guida: {p}": "italian",
    "frase de recuperación de la cartera de la ayudante: {p}": "spanish",
    "obnovovací fráze peněženky českého hosta: {p}": "czech",
    "frase de recuperação da carteira do voluntário: {p}": "portuguese",
    "지갑 복구 문구: {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    lang = _SEED_PLACES[template]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = str(_MNEMO[lang].to_mnemonic(entropy))
    if lang != "korean":
        phrase = unicodedata.normalize("NFC", phrase)  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "Whisper" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Beeper, Douwe: the company card for the sail repair is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "HappyFox #2280: pay the Doeksen invoice with card {c}",
    "myn kaartnûmer: {c}, {mm}/{yy}",
    "kaartnummer ff: {c} geldig tm {mm}/{yy}",
    "mien kaartnummer: {c}",
    "mien Kortnummer: {c}, {mm}/{yy}",
    "the number of my card is {c}, it is valid until {mm}/{yy}",
    "Planka card 'Kiosk': the guest paid with {c}",
    "Notta transcript: card number {c}, expiry {mm}/{yy}",
    "creditcard van de zaak: {c}",
]  # fmt: skip
_BRANDS = ["maestro", "visa", "mastercard", "amex", "maestro", "discover", "visa", "jcb"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(35, 43))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


def _cid(g: random.Random) -> str:
    """An Amex CID of four digits that does not read as a year."""
    return v.until(g, lambda h: _r(h, D, 4), lambda c: not 1900 <= int(c) <= 2099 and c[0] != "0")


_CVV_PLACES = ["Amex {c}, the four digits above the number: {cvv}",
               "Amex {c} exp 04/37, security code {cvv}",
               "de fjouwer sifers foar op de Amex-kaart: {cvv}",
               "Amex ff: CID is {cvv}",
               "de veer Tallen vörn op de Amex: {cvv}",
               "four-digit CID printed above the number of the Amex: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "amex"), " ", rng), "cvv": _cid(rng)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries among the fewest in the IBAN shape tables of heldouts 5 to 257 (by a rough count),
# and on theme; BBANs as in `secret_classes_values.IBAN_SHAPES`.
_IBAN_COUNTRIES = ["NL", "DE", "DK", "HU", "RO", "AT", "NO", "PL"]


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_number(g, country), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SKS-2034-118: please pay the new sails to {i} within 30 days",
    "save the Emden sailmaker's IBAN: {i}",
    "IBAN: {i}\nReference: charter week 31, Grou",
    "Beeper #finance: the Dokkum cooperative's new bank details, IBAN {i}",
    "myn IBAN: {i}",
    "mien IBAN is {i}",
    "Mien IBAN: {i}",
    "IBAN ff voor de terugbetaling: {i}",
    "my IBAN for the refund is {i}, thanks in advance",
    "Rabobank rekening van de kiosk, IBAN {i}",
    "Triodos account of the mudflat foundation: {i}",
    "Kontonummer (IBAN) vun'n Segelmaker in Leer: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _bsn(g: random.Random) -> str:
    """A Dutch BSN: nine digits that pass the eleven test."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 8), nl_bsn.is_valid)


def _onderwijs(g: random.Random) -> str:
    """A Dutch onderwijsnummer: 10 and seven digits, its own eleven test."""
    return v.until(g, lambda h: "10" + _r(h, D, 7), nl_onderwijsnummer.is_valid)


def _idnr(g: random.Random) -> str:
    """A German Steuer-IdNr: eleven digits, ISO 7064 mod 11,10 check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid)


def _btw(g: random.Random) -> str:
    """A Dutch btw-id of a sole trader: NL, nine digits, B and two."""
    return v.until(
        g,
        lambda h: f"NL{h.choice('123456789')}{_r(h, D, 8)}B{h.randrange(1, 20):02d}",
        nl_btw.is_valid,
    )


def _nl_passport(g: random.Random) -> str:
    """A Dutch passport number: two letters, six letters or digits, a digit (no check here)."""
    return _r(g, "BCDFGHJKLMNPRSTVWXZ", 2) + _r(g, "BCDFGHJKLMNPRSTVWXZ0123456789", 6) + _r(g, D, 1)


def _nl_licence(g: random.Random) -> str:
    """A Dutch driving licence number: ten digits, no public check."""
    return "5" + _r(g, D, 9)


def _de_ausweis(g: random.Random) -> str:
    """A German identity card's number: nine letters and digits (its check is not computed)."""
    return _r(g, "CFGHJKLMNPRTVWXYZ", 1) + _r(g, "CFGHJKLMNPRTVWXYZ0123456789", 8)


def _ubn(g: random.Random) -> str:
    """A farm's UBN (livestock holding number): seven digits, no check computed here."""
    return str(g.randrange(1_000_000, 9_999_999))


def _vaarbewijs(g: random.Random) -> str:
    """A Klein Vaarbewijs number: a shape guessed, no check."""
    return f"KVB{g.randrange(100_000, 999_999)}"


_ID_PLACES: dict[str, Maker] = {
    "my BSN for the charter contract: {s}": _bsn,
    "BSN fan Sjoerd foar de arbeidsoerienkomst: {s}": _bsn,
    "burgerservicenummer ff voor de loonstrook: {s}": _bsn,
    "mien BSN: {s}, nait deurvertellen": _bsn,
    "onderwijsnummer van de stagiair op de boerderij: {s}": _onderwijs,
    "it onderwiisnûmer fan de jonge gids: {s}": _onderwijs,
    "Steuer-ID vun Enno för de Lohnabrechnung: {s}": _idnr,
    "Steuerliche Identifikationsnummer of the guide from Emden: {s}": _idnr,
    "mien Steuer-IdNr: {s}": _idnr,
    "btw-id of my one-man bike repair business: {s}": _btw,
    "it btw-nûmer fan Hylke syn eigen saak: {s}": _btw,
    "paspoortnummer voor de veerbooking: {s}": _nl_passport,
    "passport number of the skipper: {s}": _nl_passport,
    "myn paspoartnûmer: {s}": _nl_passport,
    "rijbewijsnummer van de huurder van de bakfiets: {s}": _nl_licence,
    "my driving licence number, for the electric bike: {s}": _nl_licence,
    "Personalausweisnummer vun den Gast ut Leer: {s}": _de_ausweis,
    "Ausweisnummer vun mien Fro: {s}": _de_ausweis,
    "UBN of the Dokkum farm for the RVO form: {s}": _ubn,
    "UBN-nûmer fan ús pleats: {s}": _ubn,
    "Klein Vaarbewijs number of the skipper: {s}": _vaarbewijs,
    "vaarbewijsnummer van Wytse: {s}": _vaarbewijs,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 6)}" for _ in range(n)]


_BACKUPS = ["Mendrix 2FA recovery codes\n{codes}", "backup codes for the Slyk & Seil Microsoft 365 {codes}",
            "Weeztix backup codes: {codes}", "reservekoades foar 2FA:\n{codes}",
            "back-upcodes van de Rabobank zakelijk ff bewaren: {codes}",
            "Notfallcodes för dat Konto vun'n Kiosk: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Recras:marrit@slykenseil.frl?secret={s}&issuer=Recras&digits=6",
              "Ente Auth, setup key for the Loket.nl admin: {s}",
              "2FA geheime kaai fan it Doeksen-account: {s}",
              "TOTP secret for the Mijndomein login, typed from the QR code page: {s}"]  # fmt: skip
_CODES = ["{c} is your Weeztix verification code", "Rabobank: je verificatiecode is {c}",
          "Je Odido code: {c}. Deel deze code met niemand", "Dyn befêstigingskoade is {c}",
          "Dien Bestätigungscode: {c}"]  # fmt: skip


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
_codes = _Family(
    "otp_code", _CODES, lambda g, i, t: {"c": _r(g, "123456789", 1) + _r(g, D, 5)}, "c"
)


_SSIDS = ["Skutsje-Grou", "GrousterEarnst-5G", "Molkepoel-Dokkum", "Wadpaad-Gids",
          "Fytsferhier-LWD", "Kiosk-Holwerd", "Ziggo7E2A41", "KPN-Boerderij", "Odido-Veerdam",
          "Haven-Grou-Gast", "H369A7F2C81", "Pieterburen-Kantoor", "Emden-Platt-5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "boat network {s}, password {pw}",
    "wifi in the dairy office: {s} / {pw}",
    "Raspberry Pi OS first boot, wireless: SSID {s}, passphrase {pw}",
    "the key printed under the KPN box: {pw}",
    "wifi-wachtwurd fan {s} is {pw}",
    "it wachtwurd fan de wifi {s}: {pw}",
    "wifi {s} ww: {pw} ff intypen",
    "wachtwoord van de wifi {s} is {pw}",
    "wifi {s}, t wachtwoord is {pw}",
    "WLAN {s}, dat Passwoort is {pw}",
    "the wifi of the kiosk is {s} and the code is {pw}",
    "guest wifi on the skûtsje: {s}, passcode {pw}",
    "Zigbee gateway backhaul: ssid {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("dsk_live_", (ALNUM, 18)), _j((HEX, 32)), _j((UPPER_DIGITS, 32)),
                 _j("wgb_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the phone] {t}",
          "(spaced so the Beeper preview hides it) {t}", "letter foar letter: {t}",
          "letter veur letter ff: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " - ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " | ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["koade fan it kombinaasjeslot by de fytsestalling: {pw}", "pincode van de sleutelkluis bij de kiosk: {pw}",
          "de kode van t hangslot aan de schuur: {pw}", "Dörcode vun'n Schuppen: {pw}",
          "the key safe at the Grou harbour takes {pw} then OK", "padlock on the sail locker: {pw}",
          "doarkoade fan de molkfabryk: {pw}", "the code of the gate at the dike is {pw}",
          "alarm panel in the Pieterburen office: type {pw} and press OFF"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, "123456789", 1) + _r(rng, D, [4, 5, 3, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kwelder", "skutsje", "slyk", "terp", "boeier", "fokke", "zwaard", "molke",
                 "kaatsbal", "pier", "garnaal", "wierde", "dyk", "mar", "sylkes", "reiger"]  # fmt: skip
_PHRASES = {"Proton Pass master passphrase for the charter vault: {p}": " ",
            "Psono vault passphrase: {p}": " ",
            "Vaultwarden master passphrase: {p}": "-", "Passbolt key passphrase: {p}": ".",
            "wachtwurdsin fan de reservekopy: {p}": " ", "wachtzin van de backup ff: {p}": "_",
            "Passwoortsatz för dat Backup: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Apache: RequestHeader set Authorization \"Basic {v}\"": True,
    "HTTPie session file: \"Authorization\": \"Bearer {v}\"": False,
    "Paw (RapidAPI) export: Authorization: Basic {v}": True,
    "Kreya request for the Wagenborg call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "davmail.properties:\ndavmail.url=https://mail.slykenseil.frl/EWS/Exchange.asmx\ndavmail.oauth.{u}.refreshToken={pw}",
    "~/.dbt/profiles.yml:\nbookings:\n  outputs:\n    prod:\n      type: postgres\n      user: {u}\n      password: {pw}",
    "meltano.yml:\n  - name: tap-postgres\n    config:\n      user: {u}\n      password: {pw}",
    "datasette metadata.yml:\nplugins:\n  datasette-auth-passwords:\n    {u}_password_hash: skip\n    root_plain: {pw}",
    "Healthchecks local_settings.py:\nEMAIL_HOST_USER = \"{u}\"\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "Gatus config.yaml:\nalerting:\n  email:\n    username: {u}\n    password: \"{pw}\"",
    "pip.conf:\n[global]\nindex-url = https://{u}:{pw}@pypi.slykenseil.frl/simple",
    "local.settings.json:\n{{\"Values\": {{\"KassaDbUser\": \"{u}\", \"KassaDbPassword\": \"{pw}\"}}}}",
    "knexfile.js:\nconnection: {{ host: 'pg.slykenseil.frl', user: '{u}', password: '{pw}', database: 'bookings' }}",
    "ormconfig.json:\n{{\"type\": \"mysql\", \"username\": \"{u}\", \"password\": \"{pw}\", \"database\": \"fytsen\"}}",
    "standalone.xml:\n<security>\n  <user-name>{u}</user-name>\n  <password>{pw}</password>\n</security>",
    "ioBroker iobroker.json:\n\"states\": {{\"type\": \"redis\", \"options\": {{\"auth_pass\": \"{pw}\"}}}}",
    "Signal K security.json:\n{{\"users\": [{{\"username\": \"{u}\", \"type\": \"admin\", \"password\": \"{pw}\"}}]}}",
    "AvNav avnav_server.xml:\n<AVNHttpServer httpPort=\"8080\" user=\"{u}\" password=\"{pw}\"/>",
    "openHAB services/mqtt.cfg:\nbroker.url=tcp://mqtt.slykenseil.frl:1883\nbroker.user={u}\nbroker.pwd={pw}",
    "Domoticz domoticz.conf:\nwwwbind=0.0.0.0\nsslpass={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw, u=_USERS), "pw")


_CHATS = [
    "[07:10] Sjoerd: wifi password of the boat?\n[07:12] Wiebe: {pw}",
    "[06:12] tjitske: root ww van de kiosk?\n[06:13] douwe: {pw}",
    "Marrit: {pw} is the new Untill password",
    "Harmen: use {pw}, that's what the VanMoof dashboard has now",
    "Hylke: it nije wachtwurd is {pw}",
    "Geert: t nije wachtwoord is {pw}",
    "Enno: dat nee Passwoort is {pw}",
    "Froukje: nieuw ww is {pw} idd",
    "Okke: {pw} — dat is it wachtwurd fan de kassa",
    "Jelle: mss handig, ww is nu {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


def _bitlocker(g: random.Random) -> str:
    return "-".join(f"{g.randrange(0, 720_896) // 11 * 11:06d}" for _ in range(8))


_RECOVERY = {
    "BitLocker recovery key of the kiosk laptop: {k}": _bitlocker,
    "herstelkaai fan BitLocker op de laptop fan it skûtsje: {k}": _bitlocker,
    "FileVault recovery key of the office Mac: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(6)),
    "herstelsleutel van de Apple ID ff bewaren: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 4) for _ in range(7)),
    "recovery code of the Proton account: {k}": lambda g: _r(g, UPPER_DIGITS, 12),
    "Wedderherstellungsslötel för dat Konto: {k}": lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5)),
    "1Password Emergency Kit, secret key: {k}": lambda g: "A3-" + "-".join(_r(g, UPPER_DIGITS, n) for n in (6, 6, 5, 5, 5, 5)),
    "Bitwarden recovery code for the charter account: {k}": lambda g: _r(g, UPPER_DIGITS, 32),
}  # fmt: skip
_recovery = _Family("recovery_key", list(_RECOVERY), lambda g, i, t: {"k": _RECOVERY[t](g)}, "k")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled_take, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
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


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Untill admin password is": "{s}", "kiosk pw:": "{s} (since the till swap in March)",
    "myn wachtwurd is": "{s}", "Veeportal password": "{s}\nchange it after the milk audit",
    "t wachtwoord is": "{s}", "Passwoort:": "{s}", "ww ff:": "{s}", "Recras password": "{s}",
    "the password Sjoerd shouted over the wind was": "{s}, I think", "wachtwurd fan de boat:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Weeronline API key", "{s}", _j((HEX, 32))),
    ("split_token", "Dockspot key:", "{s} (berth bookings)", _j("dsk_live_", (ALNUM, 30))),
    ("split_token", "Resengo client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Sparrow backup words", "{s}", _english_seed),
    ("split_card", "kaartnummer", "{s} exp 11/38", lambda g: v.grouped(v.card(g, "maestro"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "NL"))),
    ("split_backup", "Mendrix recovery codes", "{s}\nkrus24-9m2dq7\nbaak81-h3vz9x", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "BSN", "{s}", _bsn),
    ("split_phrase", "Psono passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"untill": {"url": "https://kassa.slykenseil.frl", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"wachtwurd": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "marrit", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "holwerd-1"}, {"name": "holwerd-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqladmin", "-h", "db.dokkum.lan", "-u", "molke", "--password", "{s}", "status"]}': ("meta_password", _plain_pw),
    '{"note": "it wachtwurd fan de skûtsje-laptop is {s}"}': ("meta_password", _plain_pw),
    '{"Passwoort": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Recras admin as marrit with the password {s}"}': ("meta_password", _plain_pw),
    '{"weeronline": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"mendrixToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"havenweb_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/38"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"sailmaker": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "DE")),
    '{"guide": {"bsn": "{s}"}}': ("meta_id", _bsn),
    '{"mfa": {"recovery_codes": ["{s}", "krus24-9m2dq7", "baak81-h3vz9x"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"tips_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"sail_locker": {"padlock_code": "{s}"}}': ("meta_pin", _j("7", (D, 4))),
    '{"wifi": {"ssid": "Skutsje-Grou", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyvictron-0.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"cerbo-gx-venus-3.54.swu").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/slykenseil/bookings:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"kiosk: add Holwerd ferry departures", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bikes: revert deposit rule", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"melkleveringen_2034-05.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"getijden-2034.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Untill password before the season opens on 2034-04-01.",
    "Sietske asked for the boat wifi password; it's on the card in the chart table.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Beeper; share a vault link instead.",
    "The `.env.example` line `WEERONLINE_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The VanMoof dashboard asks for a new password after every app update.",
    "Replace <YOUR_DOCKSPOT_KEY> in the README with the key from your Dockspot dashboard.",
    "RECRAS_API_TOKEN and WEEZTIX_CLIENT_SECRET must be set before the nightly ticket sync runs.",
    "Sis dyn wachtwurd tsjin net ien.",
    "Nait dien wachtwoord aan aander lu vertellen, heur.",
    "Vertell dien Passwoort nüms, ok nich an'n Telefoon.",
    "ff checken: wachtwoord moet mss 12 tekens zijn ipv 8, idd?",
    "Please never give your password to someone, also not to us.",
    "Het wachtwoord moet minstens veertien tekens lang zijn.",
    "It wachtwurd moat op syn minst fjirtjin tekens lang wêze.",
    "Dat Passwoort mutt tominnst veertein Teken lang ween.",
    "Updated the Cerbo GX to Venus OS 3.54 and pyvictron to 0.9.2 over the weekend.",
    f"commit {_COMMIT} adds the Holwerd ferry departures to the kiosk.",
    f"Rolled back to {_SHORT} after the deposit rule broke bike returns.",
    f"requirements.txt: pyvictron==0.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Venus OS 3.54 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of getijden-2034.parquet: {_SHA512}",
    f"The bookings container runs ghcr.io/slykenseil/bookings@sha256:{_IMAGE}.",
    f"MD5 of melkleveringen_2034-05.csv is {_MD5}, same as the copy on the dairy share.",
    "Request id 3f9a2c71-8b4e-4d06-a5c2-7e1b0f9d4a63 is the slow one in the Recras logs.",
    "Order SKS-2034-00718 for 12 rental bikes ships on Thursday.",
    "HappyFox #2290: the Holwerd kiosk printer keeps jamming in the morning.",
    "Call the Grou harbour office on +31 566 62 1930 before noon.",
    "Ferry ticket 4471-220-18 was for the 09:30 Holwerd–Nes crossing.",
    "Melk lot 2034-DK-0412, 8240 liters, fat 4.41 %, protein 3.52 %.",
    "HS code 0401.20 is milk with a fat content above 1 %; 0406.90 is other cheese.",
    "Postcode 9001 AA is in Grou and 9101 is Dokkum; the bus is route 50.",
    "ISBN 978-90-330-0617-9 is the Frisian dictionary on the office shelf.",
    "The high tide at Holwerd is 14:37 and the low tide is 20:51; NAP +1.12 m.",
    "After five wrong passwords the Recras admin locks the account for 20 minutes.",
    "The skûtsje is 19.5 m long and 3.9 m wide; the mast is 19 m.",
    "The secret of a good sûkerbôle is the pearl sugar in the dough.",
    "Ask Wiebe for the sail locker code, I don't have it.",
    "My card ending 8812 was declined at the Dokkum hardware store.",
    "The Emden sailmaker wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Mendrix account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `DOCKSPOT_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on the sail locker rusts in the salt air; oil it every month.",
    "Weeztix moved the API key page under Settings › Developers in its May release.",
    "The guest wifi 'Haven-Grou-Open' has no password.",
    "Lot number LOT-2034-DOK-0311, 60 kg of butter, packed on the 4th.",
    "De PIN-automaat yn Grou is stikken, nim jild mei.",
    "t Hangslot aan de schuur is stuk, Geert haalt morgen een nieuwe.",
    "Route 66 Leeuwarden–Holwerd connects with the 09:30 ferry.",
    "The Elfstedentocht is 199 km long and passes Dokkum and Grou.",
    "Model VanMoof S5 2034 edition, frame number check on the sticker under the saddle.",
    "Skûtsjesilen 2034: the Grou boat finished third in the race at Terherne.",
    "Ticket 2034-0815 at the municipality is about the dike permit.",
    "Tide tables for 2034 are public on the Rijkswaterstaat site.",
    "The 2FA code comes by SMS; do not write it down, it expires after 5 minutes.",
    "Moi! Morgen wadlopen om 07:45 vanaf de dijk bij Pieterburen, neem laarzen mee.",
    "Moin, de Fähr ut Emden geiht um 11:15, dat Ticket kost 29 Euro.",
    "Tige tank foar it útstapke, de groep wie tige entûsjast!",
    "Invoice 2034/118 of 1.240,00 EUR is paid; the booking reference is GRW-7731.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/charter/untill", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 812}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyvictron", "version": "0.9.2"}}',
    '{"ticket": "2290", "order": "SKS-2034-00718"}',
    '{"lot": {"id": "LOT-2034-DOK-0311", "weight_kg": 60, "fat_pct": 4.41}}',
    '{"phone": "+31 566 62 1930", "city": "Grou"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bikes_in_fleet": 148}',
    '{"hs_code": "0401.20", "origin": "NL", "description": "milk"}',
    '{"ferry": "Holwerd-Nes", "departure": "09:30", "postcode": "9151 AA"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
