# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-forty-sixth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-forty-fifth's
docstring, the fifth to two-hundred-and-forty-fifth only to search them (grep) for the languages,
wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the
library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round
corpora, the corpora written at the same time (the two-hundred-and-forty-seventh to
two-hundred-and-forty-ninth), any other test, the reports, the benchmarks, the rest of
docs/security.md, the changelog nor the git history, and the scrubber was never run on it. Its own
seed (246517093), password words (a cheese of the valleys, a cable-car part, a number and a sign;
two Valais grapes and a number; a name, a birth year, a sign and a village; leet words of fontina,
Cervinia, Matterhorn, Walser, Cornalin, Heida, balancier, Pelorin and Bernard with a year; a
village, a grape and a year joined by dots; a wheel's weight in kg; a cabin's number and a lift
station; a watch part in capitals and a number; a bus run's code, `GSB…-AO…`; a generator's four
groups and random runs), names, places, templates, tools, vendors and layouts, the way the staff
of a fictional company of the Aosta Valley and the Valais leak secrets into an assistant's memory:
a fontina cooperative (latteria turnaria) at Valpelline, a Walser guesthouse at Gressoney, a
cable-car maintenance firm working at Cervinia and Zermatt, a vineyard domain at Sion, a
watch-parts workshop at Brig and a cross-border bus from Aosta to Martigny over the Great St
Bernard. The texts are chats with times, tickets (Redmine, Kanboard, Taiga, OpenProject), wiki
breadcrumbs and tables (Nuclino, Slite), notes (Obsidian, Logseq, Joplin, Zim, Trilium, Standard
Notes, Twake, Quire), e-mails, runbooks, READMEs, shell and PowerShell prompts (Termius, Tabby,
WezTerm, Ghostty, Warp, Alacritty, Hyper, foot), voice-memo transcripts, dictated text and
requests to the assistant itself; the separators run from a colon, "is" (`l'é`, `l'è`, `ischt`,
`isch`, `è`, `c'est`) and a dash to an arrow, an emoji (`👉`, `🙏`), a new line, the languages'
quotes (`«…»`, `„…“`), backticks and parentheses. The messengers (Threema, Wire, Element,
Session, Briar, Delta Chat, SimpleX, Jami, Tox) and most note and terminal names are named in
earlier corpora (Twake and Nuclino in one each); the layouts are in wordings of their own.

Tools, flags and names grepped in heldouts 5 to 245 (case-insensitively, by the command or name
itself): none names `icingacli`, Hochland's cellar robot, Scharfen vats, Milkrite, Vinotaq,
Diemme presses, Schaublin, Willemin-Macodel, Mikron, Precitrame, Bumotec or Affolter; one each
names `henplus`, `exo config`, `ovhai`, `ipa user-add`, `kamctl add`, `pulsarctl`, Sisag,
Gastrofix and Vertical Booking; two each name `gpload`, `jsqsh`, HammerDB, `mimirtool`, `ktpass`,
`dsmod`, `pure-pw`, `New-LocalUser`, `Set-ADAccountPassword`, `nats context`, `sc config …
password=`, `usermod -p`, `doctl`, `Enter-PSSession`, `lynx -auth`, `sshfs … password_stdin`,
`mariadb-dump`, `cockroach sql`, `aria2c --ftp-passwd` (aria2c itself in twelve), Bucher Vaslin
and Della Toffola; `kcadm.sh` four, Poma seven, `influx -username` three. Nearly every other tool
is named in several earlier corpora: no unused command-line tool with a password flag was found
in the time given. The common layouts (env files, `export`, `docker run -e`, `fly secrets set`,
crontab, Kubernetes `stringData`, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the
`WIFI:` QR string, CSV rows, Markdown tables, YAML, connection URLs) are named in many.

About half of the secret samples are in other languages than English: Valdôtain Franco-Provençal
as texted (`lo mot de passo`, `l'é` "is", `vaitì` "here is", `dit pa a gnun` "don't tell anyone",
`mersì`, `la clla` "key", `lo code`, `novel`, `apréi` "then", `la crotta` the cellar), Valais
patois of the Val d'Hérens (`lo mo de pâsse`, `l'è`, `vouaiquie` "here is", `dèjo pâ a nyon`,
`la cllâ`, `apri`, the `carnotzet`), Walser German of Gressoney and Issime (Titsch and Töitschu:
`z'Passwort`, `ischt` "is", `do ischt` "here is", `seg's niemu` "tell no one", `Schlessel` "key",
`z'nöüw`, `Walserhus`, `denn`), the Swiss German of the Upper Valais (`ds Passwort isch`, `da
hesch` "here you have", `sägs niemerum`, `merci viumal`, `Schlissl`, `när` "then", `WLAN`), Swiss
French (`natel`, `mdp`, `c'est`, `voilà`, `le code`, `merci`) and Italian texting (`la pw è`,
`ecco`, `grz`, `cmq`, `nn dirlo a nessuno`, `x` for "per"). The wordings are the author's
approximations, checked by no speaker; the thinnest guesses are the patois ones (`vaitì`,
`vouaiquie`, `gnun` beside `nyon`, `clla`/`cllâ`, `apréi`, `novel`/`novi`, `tsifre`, `tsifrèn`,
`verificachon`, `portafoille`, `câârta`), the Titsch and Töitschu spellings (`ischt`, `seg's
niemu`, `Schlessel`, `nöüw`, `vam`), and Upper Valais `sägs niemerum` and `Schlissl` as texted.

Vendors (Valiant, Cashctrl, Proffix, Smallinvoice, Run my Accounts, Radicant, Bank Cler, Vinotaq,
Busitalia, Bus Alpin, PostAuto, SAVDA, Keliweb, Serverplan, Hostpoint, Metanet, Init7,
cloudscale.ch, Flow Swiss, Hidora, Payyo, Spusu, Very Mobile, CoopVoce, Lebara, Romande Energie,
Oiken, Alpiq, PubliBike, Parkingpay, Autostrade, Galaxus, Ricardo, tutti.ch, Winesider, local.ch,
search.ch, SwissPass, Migros, Quickline, Monterosa Ski, Matterhorn Gotthard Bahn, BCVs and Crédit
Valdôtain) are ones heldouts 5 to 245 do not name (grepped by name); Beds24, Smoobu, Octorate,
Bexio, Payrexx and Wallee are each named in one earlier corpus. No shape here is one the author
knows to be real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs,
UUIDs, JWTs for Very Mobile, Ricardo and Bexio, and the `vtq_`, `ws_` and `sk_live_` prefixes);
the JWTs are well-formed.

The ids that carry a check are kinds lightly used before (in two to four corpora each by grep),
each drawn until its python-stdnum module validates it: Switzerland's AHV number
(`stdnum.ch.ssn`) and UID (`stdnum.ch.uid`), Italy's codice fiscale (`stdnum.it.codicefiscale`)
and partita IVA of the Aosta office (`stdnum.it.iva`) and France's NIR born in Haute-Savoie
(`stdnum.fr.nir`). Kinds that no library or this file checks (no check-digit algorithm is written
here; the shapes are guesses): a Swiss passport and identity card, a Swiss driving licence's FAN,
an Italian electronic identity card (CIE), passport, driving licence of Aosta and health-card
(tessera sanitaria) number. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Maestro,
Amex, Discover, UnionPay, JCB and Diners, checked with python-stdnum's `luhn`); the card codes are
Amex's four-digit CIDs only, drawn so that none reads as a year. The recovery keys are BitLocker's
eight groups of six digits, each group a multiple of 11. The IBANs are of the region and its
neighbours, Switzerland, Italy, France, Liechtenstein, Monaco, the Vatican, Andorra and San Marino,
none of them rare before (a rough count over the IBAN shapes of heldouts 5 to 245 finds each in
eighteen to twenty-two corpora), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, French, Italian and Spanish lists, each drawn until `Mnemonic(lang).check`
accepts it. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every
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
from stdnum.ch import ssn as ch_ssn
from stdnum.ch import uid as ch_uid
from stdnum.fr import nir as fr_nir
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 246_517_093
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


_CHEESE = ["Fontina", "Toma", "Fromadzo", "Seras", "Reblec", "Brossa", "Mocetta", "Lardo",
           "Tomme", "Raclette", "Bagnes", "Goms"]  # fmt: skip
_LIFT = ["Cabina", "Pilone", "Fune", "Seilbahn", "Gondel", "Bullwheel", "Rulliera", "Morsa",
         "Stazione", "Klemme", "Pylon", "Traliccio"]  # fmt: skip
_GRAPES = ["PetiteArvine", "Cornalin", "Humagne", "Fendant", "Heida", "Fumin", "Mayolet",
           "Premetta", "Prié", "Syrah", "Amigne", "Païen"]  # fmt: skip
_PLACES = ["Valpelline", "Ollomont", "Oyace", "Bionaz", "Gressoney", "Issime", "Gaby",
           "Cervinia", "Valtournenche", "Zermatt", "Täsch", "Sion", "Savièse", "Conthey",
           "Brig", "Visp", "Martigny", "Orsières", "Bourg-Saint-Pierre", "Etroubles", "Aosta",
           "Evolène", "Leukerbad"]  # fmt: skip
_NAMES = ["Ettore", "Rosetta", "Ornella", "Corrado", "Lidia", "Joseph", "Séraphine", "Anton",
          "Vreni", "Beat", "Kathrin", "Elmar", "Urs", "Gaëtan", "Ludivine", "Maude", "Raphaël",
          "Fabian", "Nadja", "Reto", "Silvan", "Annick", "Dario", "Noemi", "Pierino",
          "Delfina"]  # fmt: skip
_WATCH = ["Spiral", "Ancre", "Balancier", "Rubis", "Pignon", "Barillet", "Echappement",
          "Platine", "Roue"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["F0nt1n4", "C3rv1n14", "M4tt3rh0rn", "W4ls3r", "C0rn4l1n", "H31d4", "B4l4nc13r",
         "P3l0r1n", "B3rn4rd"]  # fmt: skip


def _wheel(g: random.Random) -> str:
    """A fontina wheel's lot and weight, the way the cellar crew jokes a password together."""
    return f"{g.choice(_CHEESE)}{g.choice([7, 8, 9, 10, 11, 12])}kg{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _generator(g: random.Random) -> str:
    """Four random groups of four, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 4) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CHEESE)}{g.choice(_LIFT)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_GRAPES, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1950, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES).replace('-', '')}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    _wheel,
    lambda g: f"{g.choice(_PLACES).lower().replace('-', '')}.{g.choice(_GRAPES).lower()}.{g.randrange(1990, 2031)}",
    lambda g: f"Cabina{g.randrange(10, 100)}{g.choice(['Plateau', 'Furi', 'Trockener', 'Cime'])}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_WATCH).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    _generator,
    lambda g: f"GSB{g.randrange(1, 10)}{g.randrange(10, 60):02d}-{g.choice(['AO', 'MY', 'BSP'])}{_r(g, UPPER_DIGITS, 4)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Threema, Ettore (latteria Valpelline): the Hochland cellar robot panel password is {pw}",
    "Wire chat, #fontina-cave: Bruker mininspec password {pw}",
    "Element room 'Caseificio', Ornella: the Scharfen vat PLC web password is {pw}",
    "Session message from Corrado: Milkrite DairyOS admin password {pw}",
    "Briar note, Rosetta: the Schaublin 102 CNC panel password {pw}",
    "Delta Chat from Reto: Willemin-Macodel 408 controller password {pw}",
    "SimpleX chat, Fabian: Mikron Multistar HMI password {pw}",
    "Jami call note: Precitrame MTR 500 service password {pw}",
    "Tox message from Silvan: Bumotec s191 admin password {pw}",
    "Wire, Nadja: Affolter AF110 gear hobber password {pw}",
    "Matrix DM from Kathrin (Walserhaus Gressoney): Vertical Booking extranet password {pw}",
    "Threema Work, Anton: the Walserhaus Gastrofix till password is {pw}",
    "Element, Beat: Seilbahn Furi cabin-monitor (Sisag CMS) password {pw}",
    "Session, Elmar: Poma Omega control-room PC password {pw}",
    "Tox, Urs: the Frey rope-inspection laptop password is {pw}",
    "Delta Chat, Gaëtan (domaine Sion): Vinotaq cellar book password {pw}",
    "Briar, Ludivine: Bucher Vaslin press Oenoview password {pw}",
    "SimpleX, Maude: Della Toffola filter panel password {pw}",
    "Jami, Raphaël: the Diemme press touchscreen password is {pw}",
    "Wire, Dario (bus Aosta–Martigny): Busitalia driver-app password {pw}",
    "Element, Noemi: the Bus Alpin dispatch console password is {pw}",
    "Threema, Pierino: PostAuto partner portal password {pw}",
    "Matrix, Delfina: Init7 customer centre password {pw}",
    "Session, Annick: Hostpoint control panel password {pw}",
    "Quire task: rotate the cloudscale.ch console password, now {pw}",
    "Twake note 'caseificio': Serverplan cPanel password {pw}",
    "Nuclino page 'Walserhaus IT': Keliweb control-panel password {pw}",
    "Slite doc 'Cervinia shop': Metanet admin password {pw}",
    "Obsidian note 'atelier Brig': Flow Swiss dashboard password {pw}",
    "Logseq journal: Hidora console password {pw}",
    "Joplin note: Proffix ERP sa password {pw}",
    "Zim wiki page 'compta': Cashctrl login password {pw}",
    "Trilium note 'Valais': Smallinvoice password {pw}",
    "Standard Notes: the Run my Accounts portal password is {pw}",
    "Redmine issue #884: the Radicant e-banking password {pw} stopped working",
    "Kanboard card 'Zermatt station': Galaxus business account password {pw}",
    "Taiga story 231: Ricardo seller account password {pw}, please change it",
    "OpenProject WP 77: the tutti.ch account password is {pw}",
    "Hi Joseph,\n\nthe root password on the cellar server at Valpelline is {pw}. Delete this mail once it's in the vault.\n\nThanks,\nLidia",
    "Incident 2032-01-18: the Sisag panel at Plateau Rosa was reachable from the internet with password {pw}",
    "Runbook: morning rope check, Furi–Trockener Steg\n1. start the CMS PC\n2. log in as operator\n3. password {pw}\n4. open the clamp-force log",
    "README (atelier rack)\nthe Schaublin DNC server is at https://dnc.ac-alps.lan, admin password `{pw}`.",
    "my Valiant e-banking password is {pw} now",
    "can you remember my Crédit Valdôtain app password? it's {pw}",
    "the BCVs online banking password is {pw}",
    "dictated: the Bank Cler app password is {pw} full stop",
    "note to self: cellar robot service password {pw}",
    "Hey, keep this for me please: the Migros Cumulus password is {pw}",
    "lo mot de passo de la machina de la crotta l'é {pw}",
    "lo mot de passo di computer i Valpelline: {pw}, dit pa a gnun",
    "Ettore: lo novel mot de passo l'é {pw}, mersì",
    "lo mo de pâsse dou PC dou carnotzet, l'è {pw}",
    "Ludivine: lo novi mo de pâsse l'è {pw}, dèjo pâ a nyon",
    "z'Passwort vam Walserhus-Computer ischt {pw}",
    "Kathrin: z'nöüw Passwort ischt {pw}, seg's niemu",
    "ds Passwort fer z'Bahnbüro isch {pw}, sägs niemerum",
    "Reto: ds niww Passwort isch {pw}, merci viumal",
    "le mot de passe du natel de la cave, c'est {pw}, merci",
    "la pw del pc in cantina è {pw} nn dirlo a nessuno",
    "Corrado: la nuova password del server è {pw} grz",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_CHATS = [
    "[07:02] ettore: pw wifi caseificio?\n[07:03] ornella: {pw}",
    "[21:40] kathrin: root pw vam Walserhus-Server?\n[21:41] anton: {pw}",
    "Gaëtan: {pw} c'est le nouveau mot de passe du pressoir",
    "Reto: {pw}, das hani fer d'Seilbahn-Kamera gsetzt",
    "Rosetta: vaitì lo mot de passo: {pw}",
    "Maude: vouaiquie lo mo de pâsse: {pw} 🙏",
    "Elmar: do ischt z'Passwort 👉 {pw}",
    "Fabian: da hesch ds Passwort → {pw}",
    "Noemi: ecco la pw del bus 👉 {pw}",
    "Annick: voilà le mdp: « {pw} »",
    "Dario: password del tablet „{pw}“, cmq nn dirlo a nessuno",
    "[12:15] urs: wifi Zermatt?\n[12:16] beat: {pw}",
    "Joseph: mersì! lo mot de passo l'é bien {pw}?",
    "Silvan: ds Passwort isch jetz {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_USERS = ["ettore.b", "rosetta", "ornella.v", "corrado", "lidia", "joseph.c", "seraphine",
          "anton.l", "vreni", "beat", "kathrin.z", "elmar", "urs", "gaetan", "ludivine",
          "maude.r", "raphael", "fabian.i", "nadja", "reto", "silvan", "annick", "dario.b",
          "noemi", "pierino", "delfina", "svc-cellar", "lift-ops"]  # fmt: skip
_LOGINS = [
    "Threema, Ettore: the cellar robot login is {u} / {pw}",
    "Redmine #902: {u} locked out of the Sisag CMS, last password {pw}",
    "user {u} pass {pw}",
    "Nuclino › Atelier › Machines › Schaublin 102: {u} — {pw}",
    "| machine | login | password |\n|---|---|---|\n| Mikron Multistar | {u} | {pw} |",
    "sign into the Vinotaq cellar book as {u} with {pw}",
    "Poma login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: cellar-srv-valpelline\n  user: {u}\n  password: {pw}",
    "Wire: account {u}, password {pw}",
    "Beat says the Furi cabin monitor account is {u} and the password is {pw}",
    "machine,login,password\nbumotec-s191,{u},{pw}",
    "ssh {u}@dnc.ac-alps.lan (password {pw})",
    "Element: creds for the Bucher press are {u} and {pw}",
    "utilisateur {u}, mot de passe {pw}",
    "utente {u} e password {pw}",
    "Benutzer {u}, Passwort {pw}",
    "lo nom d'utilisateur l'é {u}, lo mot de passo l'é {pw}",
    "non d'utilijateu {u}, mo de pâsse {pw}",
    "Benutzername {u}, z'Passwort ischt {pw}",
    "Benutzer isch {u}, ds Passwort {pw}",
    "user: {u} / pw: {pw} grz",
    "identifiant {u} et mdp {pw}, merci",
    "dictated: log in as {u}, password {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["fromadzo", "seras", "mocetta", "humagne", "heida", "titsch", "gondel", "barillet",
               "carnotzet", "mayen", "bisse", "arvine", "raccard", "stadel", "brossa", "reblec",
               "fumin", "mayolet"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "password: it's {w} with {d} straight after it",
    "for the cellar server it's {w} and {d} at the end",
    "voice memo: the Walserhaus wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and number joined",
    "lo mot de passo l'é lo mot {w}, apréi {d}",
    "lo mo de pâsse l'è lo mo {w}, apri {d}",
    "z'Passwort ischt z'Wort {w}, denn {d}",
    "ds Passwort isch ds Wort {w} und när {d}",
    "le mot de passe c'est le mot {w}, puis {d}",
    "la password è la parola {w} e poi {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index * 7 % len(_SAID_WORDS)]  # a different word in each sample
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "icingacli director host set cellar-srv --object-vars '{{\"mysql_password\": \"{pw}\"}}'",
    "kcadm.sh config credentials --server https://sso.ac-alps.ch --realm master --user {u} --password '{pw}'",
    "ipa user-add {u} --first=Lift --last=Ops --password <<< '{pw}'",
    "kamctl add {u}@sip.ac-alps.lan '{pw}'",
    "pulsarctl context set prod --admin-service-url http://pulsar.ac-alps.lan:8080 --auth-plugin basic --auth-params '{u}:{pw}'",
    "henplus -J jdbc:postgresql://pg.ac-alps.lan/cellar -U {u} -P '{pw}'",
    "exo config add --account ac-alps --key EXO{u} --secret '{pw}'",
    "ovhai login -u {u} -p '{pw}'",
    "echo '{pw}' > /etc/rsync.secret && rsync --password-file=/etc/rsync.secret {u}@nas.ac-alps.lan::cellar /backup",
    "influx -host influx.ac-alps.lan -username {u} -password '{pw}' -database vats",
    "scw init secret-key='{pw}' organization-id=ac-alps",
    "fisql -S ASE_CELLAR -U {u} -P '{pw}'",
    "dbaccess -e cellardb@ifx_ac - <<< \"connect to 'cellardb' user '{u}' using '{pw}';\"",
    "cbq -e couchbase://cb.ac-alps.lan -u {u} -p '{pw}'",
    "mimirtool rules load rules.yaml --address=https://mimir.ac-alps.lan --id=lifts --user={u} --key='{pw}'",
    "ktpass /princ HTTP/dnc.ac-alps.lan@AC-ALPS.LAN /mapuser {u} /pass '{pw}' /out dnc.keytab",
    "dsmod user \"CN={u},OU=Lifts,DC=ac-alps,DC=lan\" -pwd '{pw}'",
    "New-LocalUser -Name {u} -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "Set-ADAccountPassword -Identity {u} -Reset -NewPassword (ConvertTo-SecureString -AsPlainText '{pw}' -Force)",
    "pure-pw useradd {u} -u ftpuser -d /srv/ftp/cellar -m <<< $'{pw}\\n{pw}'",
    "gpload -f cellar.yml -U {u} -W '{pw}'",
    "nats context add prod --server nats://nats.ac-alps.lan:4222 --user {u} --password '{pw}'",
    "pgbench -h pg.ac-alps.lan -U {u} -c 8 'postgresql://{u}:{pw}@pg.ac-alps.lan/bench'",
    "hammerdbcli: diset connection mssqls_pass {pw}",
    "jsqsh -d postgresql -u {u} -p '{pw}' -S pg.ac-alps.lan",
    "sc config CellarSync obj= \"AC-ALPS\\{u}\" password= \"{pw}\"",
    "usermod -p \"$(openssl passwd -6 '{pw}')\" {u}",
    "doctl auth init --context ac-alps -t '{pw}'",
    "Enter-PSSession -ComputerName dnc01 -Credential (New-Object PSCredential('{u}', (ConvertTo-SecureString '{pw}' -AsPlainText -Force)))",
    "lynx -auth={u}:{pw} https://intranet.ac-alps.lan/lifts",
    "echo '{pw}' | sshfs {u}@nas.ac-alps.lan:/cellar /mnt/cellar -o password_stdin",
    "mariadb-dump -h db.ac-alps.lan -u {u} -p'{pw}' walserhaus > walserhaus.sql",
    "cockroach sql --url 'postgresql://{u}:{pw}@crdb.ac-alps.lan:26257/tickets'",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.ac-alps.lan/lot-labels.zip",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "PS C:\\atelier> {c}", "ettore@cellar-srv:~$ {c}",
    "Termius, host 'lift-ops': {c}", "Tabby tab 2: {c}", "WezTerm ~/cellar $ {c}",
    "Ghostty, reto@zermatt-nuc:~$ {c}", "Warp block:\n{c}", "Alacritty on the Brig box: {c}",
    "Hyper: {c}", "foot, root@bus-gw:~# {c}",
    "la comanda que n'i lancià: {c}", "dä Befäl hani gloffe: {c}", "la commande que j'ai lancée : {c}",
    "il comando che ho lanciato: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "rtsp://{u}:{pw}@cam-plateau.ac-alps.lan:554/h264",
    "sftp://{u}:{pw}@edi.ac-alps.ch:2222/orders/",
    "ldap://{u}:{pw}@dc1.ac-alps.lan:389/dc=ac-alps,dc=lan",
    "mysql+pymysql://{u}:{pw}@db.ac-alps.lan/walserhaus",
    "postgresql+psycopg://{u}:{pw}@pg.ac-alps.lan:5432/cellar",
    "mssql+pyodbc://{u}:{pw}@sql.ac-alps.lan/Lifts?driver=ODBC+Driver+18+for+SQL+Server",
    "amqp://{u}:{pw}@mq.ac-alps.lan:5672/bus",
    "mqtt://{u}:{pw}@broker.ac-alps.lan:1883",
    "ftp://{u}:{pw}@ftp.ac-alps.lan/labels/",
    "redis://{u}:{pw}@redis.ac-alps.lan:6379/2",
    "mongodb+srv://{u}:{pw}@cellar.ac-alps.lan/lots",
    "jdbc:postgresql://pg.ac-alps.lan:5432/lifts?user={u}&password={pw}",
    "Server=sql.ac-alps.lan;Database=Tickets;User Id={u};Password={pw};TrustServerCertificate=True",
    "smtp://{u}:{pw}@mail.ac-alps.ch:587",
]  # fmt: skip
_URL_PLACES = [
    "CELLAR_DB_URL={c}", "keep this connection string for me: {c}",
    "la stringa di connessione è {c}", "la chaîne de connexion : {c}", "d'Verbindig isch {c}",
    "Redmine #910: {c}", "Nuclino page 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "ac-alps", "sub": f"acct_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 20)}, claims, 342)

    return make


# Vendors and key shapes: every shape is the author's guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Valiant", "VALIANT_API_KEY", _j((ALNUM, 40))),
    ("Cashctrl", "CASHCTRL_API_KEY", _j((ALNUM, 32))),
    ("Proffix", "PROFFIX_REST_KEY", _j((HEX, 64))),
    ("Smallinvoice", "SMALLINVOICE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Run my Accounts", "RUNMYACCOUNTS_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Radicant", "RADICANT_CLIENT_SECRET", _j((B64, 44))),
    ("Bank Cler", "BANKCLER_EBICS_TOKEN", _j((UPPER_HEX, 40))),
    ("Vinotaq", "VINOTAQ_API_TOKEN", _j("vtq_", (ALNUM, 36))),
    ("Busitalia", "BUSITALIA_API_KEY", _j((HEX, 32))),
    ("Bus Alpin", "BUSALPIN_TOKEN", _j((ALNUM, 40))),
    ("PostAuto", "POSTAUTO_API_KEY", lambda g: v.uuid4(g, "a")),
    ("SAVDA", "SAVDA_API_KEY", _j((HEX, 40))),
    ("Keliweb", "KELIWEB_API_TOKEN", _j((ALNUM, 48))),
    ("Serverplan", "SERVERPLAN_API_KEY", _j((HEX, 32))),
    ("Hostpoint", "HOSTPOINT_API_TOKEN", _j((URLSAFE, 40))),
    ("Metanet", "METANET_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Init7", "INIT7_API_TOKEN", _j((HEX, 40))),
    ("cloudscale.ch", "CLOUDSCALE_API_TOKEN", _j((LOWER_DIGITS, 32))),
    ("Flow Swiss", "FLOWSWISS_API_KEY", _j((ALNUM, 64))),
    ("Hidora", "HIDORA_ACCESS_TOKEN", _j((HEX, 40))),
    ("Payyo", "PAYYO_SECRET_KEY", _j("sk_live_", (ALNUM, 32))),
    ("Spusu", "SPUSU_API_KEY", _j((ALNUM, 32))),
    ("Very Mobile", "VERYMOBILE_TOKEN", _vendor_jwt("https://auth.verymobile.it")),
    ("CoopVoce", "COOPVOCE_API_KEY", _j((HEX, 32))),
    ("Lebara", "LEBARA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Romande Energie", "ROMANDE_ENERGIE_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Oiken", "OIKEN_SMARTMETER_TOKEN", _j((B64, 60))),
    ("Alpiq", "ALPIQ_API_KEY", _j((HEX, 64))),
    ("PubliBike", "PUBLIBIKE_TOKEN", _j((ALNUM, 40))),
    ("Parkingpay", "PARKINGPAY_API_KEY", _j((UPPER_HEX, 32))),
    ("Autostrade", "AUTOSTRADE_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Galaxus", "GALAXUS_PARTNER_KEY", _j((ALNUM, 36))),
    ("Ricardo", "RICARDO_API_TOKEN", _vendor_jwt("https://api.ricardo.ch")),
    ("tutti.ch", "TUTTI_API_KEY", _j((HEX, 40))),
    ("Winesider", "WINESIDER_API_KEY", _j("ws_", (ALNUM, 40))),
    ("local.ch", "LOCALCH_API_KEY", _j((HEX, 32))),
    ("search.ch", "SEARCHCH_API_KEY", _j((HEX, 32))),
    ("SwissPass", "SWISSPASS_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Migros", "MIGROS_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Quickline", "QUICKLINE_API_TOKEN", _j((ALNUM, 44))),
    ("Monterosa Ski", "MONTEROSA_SKIPASS_KEY", _j((UPPER_DIGITS, 40))),
    ("Matterhorn Gotthard Bahn", "MGB_API_KEY", _j((HEX, 48))),
    ("Beds24", "BEDS24_API_KEY", _j((ALNUM, 40))),
    ("Smoobu", "SMOOBU_API_KEY", _j((ALNUM, 32))),
    ("Octorate", "OCTORATE_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Bexio", "BEXIO_ACCESS_TOKEN", _vendor_jwt("https://idp.bexio.com")),
    ("Payrexx", "PAYREXX_API_SECRET", _j((ALNUM, 30))),
    ("Wallee", "WALLEE_AUTH_KEY", _j((B64, 43), "=")),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} ac-alps/booking-sync:3.1",
    "fly secrets set {env}={tok}",
    "k8s Secret stringData:\n  {env}: \"{tok}\"",
    "pm2 ecosystem: env: {{ {env}: \"{tok}\" }}",
    "crontab: 15 3 * * * {env}={tok} /opt/sync/run.sh",
    "ERP › Einstellungen › Integrationen › {vendor} › API-Schlüssel: {tok}",
    "Nuclino table 'Integrations': | {vendor} | 2032 | {tok} |",
    "Quire task: rotate the {vendor} key {tok}",
    "Threema, Ettore: {vendor} key for the cheese shop: {tok}",
    "Wire: the {vendor} token we use now is {tok}, the old one is revoked",
    "Redmine #921: {vendor} sync fails with 401, configured key {tok}",
    "Kanboard card: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "la clla API de {vendor} l'é {tok}",
    "la cllâ API de {vendor} l'è {tok}",
    "dr API-Schlessel vo {vendor} ischt {tok}",
    "dr API-Schlissl vo {vendor} isch {tok}",
    "la clé d'API {vendor} pour la cave : {tok}",
    "la chiave API di {vendor} è {tok}",
    "chiave API {vendor} x il rifugio: {tok} grz",
    "API-Schlüssel von {vendor} fürs Walserhaus: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    beds = _r(rng, ALNUM, 40)
    smoobu = _r(rng, ALNUM, 32)
    payrexx = _r(rng, ALNUM, 30)
    cashctrl = _r(rng, ALNUM, 32)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.beds24.com/v2/bookings", headers={{"token": "{beds}"}})', beds),
        Sample("vendor_token", f"curl -H 'Api-Key: {smoobu}' https://login.smoobu.com/api/reservations", smoobu),
        Sample("vendor_token", f"$payrexx = new \\Payrexx\\Payrexx('walserhaus', '{payrexx}');", payrexx),
        Sample("vendor_token", f"curl -u '{cashctrl}:' https://ac-alps.cashctrl.com/api/v1/account/list.json", cashctrl),
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


_BARE_PLACES = ["{t}", "Threema: {t}", "it only shows it once, so here:\n{t}", "vaitì lo token: {t}",
                "do ischt dr Token: {t}", "{t}\n^ nuovo, il vecchio è morto", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the cellar humidity sensor C-04: {h}": 32,
    "AES key of the Sisag cabin telemetry export: {h}": 32,
    "HMAC secret for the Payrexx webhook: {h}": 64,
    "pre-shared key of the Zermatt–Cervinia site-to-site tunnel (hex): {h}": 64,
    "la clla de tsifrèn di backup: {h}": 64,
    "dr Schlessel fer z'Backup: {h}": 48,
    "la chiave di cifratura del backup: {h}": 64,
    "la clé de chiffrement de la sauvegarde : {h}": 48,
    "Mifare sector key for the Walserhaus room cards: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Redmine #930: token copied from the browser's network tab {t}",
    "Cookie: lang=fr-CH; ac_session={t}",
    "BOOKING_BRIDGE_TOKEN={t}",
    "keep this bearer token for me {t}",
    "lo token l'é {t}",
    "dr Token ischt {t}",
    "il token è {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES384", "HS512", "PS256"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@ac-alps.ch"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.ac-alps.ch/realms/alps", "azp": "lift-console",
                   "groups": ["lifts", "cellar"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES384": 128, "HS512": 86, "PS256": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the cellar server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/booking.ac-alps.ch.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDI_PRIVATE_KEY": "{key}", "partner": "fontina-consorzio"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_lifts <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Redmine #944, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "la clla privâ dou serveur:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker at the Great St Bernard:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQVYBG"}  # fmt: skip


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
    "BitBox02 recovery words\n{p}": "english",
    "Nunchuk wallet words (the old cheese-fund wallet, emptied): {p}": "english",
    "voice memo: the Blue Wallet recovery words are {p} and that's all": "english",
    "Nuclino page 'Lift fund wallet (retired)': {p}": "english",
    "Keystone seed backup: {p}": "english",
    "phrase de récupération du portefeuille Ledger de Gaëtan : {p}": "french",
    "les mots du portefeuille, vouaiquie: {p}": "french",
    "frase di recupero del portafoglio Trezor di Corrado: {p}": "italian",
    "le parole del wallet, nn dirle a nessuno: {p}": "italian",
    "frase de recuperación de la billetera de la prima en Madrid: {p}": "spanish",
    "lo mots di portafoille, dit pa a gnun: {p}": "french",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    lang = _SEED_PLACES[template]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return str(_MNEMO[lang].to_mnemonic(entropy))

    phrase = v.until(rng, make, _MNEMO[lang].check)
    phrase = unicodedata.normalize("NFC", phrase)  # as typed
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
    "Threema, Ettore: the coop card for the Hochland spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Redmine #951: pay the Sisag service visit with card {c}",
    "lo numéro de la carta: {c}, {mm}/{yy}",
    "lo numéro de la câârta: {c}",
    "d'Kartenummer ischt {c}, {mm}/{yy}",
    "d'Chartenummere isch {c}",
    "le numéro de la carte, c'est {c}, {mm}/{yy}",
    "il numero della carta è {c}, scad {mm}/{yy}",
    "numero carta x il bus: {c}",
    "card for the Zermatt hotel deposit: {c} {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "maestro", "amex", "discover", "jcb", "unionpay", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 04/35, four-digit CID printed above the number: {cvv}",
               "the Amex's front code (four digits, top right): {cvv}",
               "Amex {c}, lo code à quattro tsifre dessù lo numéro: {cvv}",
               "Amex {c}, dr vierstellig Code obe am Nummero: {cvv}",
               "Amex {c}, le code à quatre chiffres au-dessus du numéro : {cvv}",
               "Amex {c}, il codice di 4 cifre sopra il numero: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    code = v.until(rng, lambda g: _r(g, D, 4), lambda c: not 1900 <= int(c) <= 2099)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# The region's IBANs; BBAN shapes after stdnum's iban.dat (a, n, c as in the value helpers).
_IBAN_SHAPES = {"CH": "n" * 5 + "c" * 12, "IT": "a" + "n" * 10 + "c" * 12,
                "FR": "n" * 10 + "c" * 11 + "nn", "LI": "n" * 5 + "c" * 12,
                "MC": "n" * 10 + "c" * 11 + "nn", "VA": "n" * 18,
                "AD": "n" * 8 + "c" * 12, "SM": "a" + "n" * 10 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice F-2032-044: please pay the fontina wheels to {i} within 30 days",
    "save the Sion cooper's IBAN: {i}",
    "IBAN: {i}\nReference: Cornalin 2031, barrel 12",
    "Threema #treasury: the watch-parts supplier's new bank details, IBAN {i}",
    "l'IBAN de la latteria l'é {i}",
    "l'IBAN dou carnotzet: {i}",
    "z'IBAN vam Walserhus ischt {i}",
    "ds IBAN vo dr Seilbahn isch {i}",
    "IBAN du domaine : {i}, merci",
    "IBAN del fornitore di Cervinia: {i}",
    "l'IBAN della nonna x l'affitto: {i}",
    "bus ticket refunds go to IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ahv(g: random.Random) -> str:
    """A Swiss AHV number: 756, nine digits and an EAN-13 check digit."""
    return str(ch_ssn.format(v.until(g, lambda h: "756" + _r(h, D, 10), ch_ssn.is_valid)))


def _uid(g: random.Random) -> str:
    """A Swiss UID: CHE and nine digits, the last a mod-11 check."""
    return str(ch_uid.format(v.until(g, lambda h: "CHE" + _r(h, D, 9), ch_uid.is_valid)))


_CF_MONTHS = "ABCDEHLMPRST"


def _codice_fiscale(g: random.Random) -> str:
    """An Italian codice fiscale born in Aosta (A326) or Sion abroad (Z133) with its check letter."""

    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        body = (f"{_r(h, 'BCDFGLMNPRSTVZ', 3)}{_r(h, 'BCDFGLMNPRSTVZ', 3)}{h.randrange(50, 100)}"
                f"{h.choice(_CF_MONTHS)}{day:02d}{h.choice(['A326', 'Z133', 'L643', 'D012'])}")  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _partita_iva(g: random.Random) -> str:
    """An Italian partita IVA of the Aosta office (007): eleven digits, Luhn-checked."""
    return v.until(g, lambda h: _r(h, D, 7) + "007" + _r(h, D, 1), it_iva.is_valid)


def _nir(g: random.Random) -> str:
    """A French NIR (numéro de sécurité sociale) born in Haute-Savoie (74), with its key."""

    def make(h: random.Random) -> str:
        body = f"{h.choice('12')}{h.randrange(50, 100)}{h.randrange(1, 13):02d}74{h.randrange(1, 300):03d}{h.randrange(1, 1000):03d}"
        return body + f"{97 - int(body) % 97:02d}"

    return v.until(g, make, fr_nir.is_valid)


def _ch_passport(g: random.Random) -> str:
    """A Swiss passport: a letter and seven digits, no public check."""
    return g.choice("SXF") + _r(g, D, 7)


def _ch_idcard(g: random.Random) -> str:
    """A Swiss identity card: a letter and seven digits, no public check."""
    return g.choice("CE") + _r(g, D, 7)


def _it_cie(g: random.Random) -> str:
    """An Italian electronic identity card (CIE): CA, five digits, two letters."""
    return "CA" + _r(g, D, 5) + _r(g, UPPER, 2)


def _it_passport(g: random.Random) -> str:
    """An Italian passport: two letters and seven digits."""
    return g.choice(["YA", "YB", "YC"]) + _r(g, D, 7)


def _it_patente(g: random.Random) -> str:
    """An Italian driving licence: AO (Aosta), seven digits and a letter; no public check."""
    return "AO" + _r(g, D, 7) + _r(g, UPPER, 1)


def _ch_fahrausweis(g: random.Random) -> str:
    """A Swiss driving licence's FAN: twelve digits; no check known to the author."""
    return "0" + _r(g, D, 11)


def _tessera(g: random.Random) -> str:
    """An Italian health card (tessera sanitaria) number: 80380 and fifteen digits."""
    return "80380" + _r(g, D, 15)


_ID_PLACES: dict[str, Maker] = {
    "AHV number of the new cellar hand, for the payroll: {s}": _ahv,
    "AHV-Nummer vo dr Kathrin: {s}": _ahv,
    "numéro AVS de Ludivine : {s}": _ahv,
    "UID of the Sion vineyard company for the invoice: {s}": _uid,
    "UID-Nummer vam Walserhus: {s}": _uid,
    "codice fiscale di Ettore: {s}": _codice_fiscale,
    "lo codice fiscale de Rosetta l'é {s}": _codice_fiscale,
    "my codice fiscale for the Aosta landlord: {s}": _codice_fiscale,
    "partita IVA della latteria turnaria: {s}": _partita_iva,
    "partita IVA of the Cervinia lift firm: {s}": _partita_iva,
    "numéro de sécu de Gaëtan (né à Annemasse) : {s}": _nir,
    "NIR of the French driver on the St Bernard run: {s}": _nir,
    "Passnummer vo dr Nadja: {s}": _ch_passport,
    "Swiss passport of the bus driver: {s}": _ch_passport,
    "Identitätskarte Nummer: {s}": _ch_idcard,
    "numéro de la carte d'identité de Maude : {s}": _ch_idcard,
    "numero carta d'identità elettronica di Corrado: {s}": _it_cie,
    "lo numéro di passaport l'é {s}": _it_passport,
    "numero patente di Dario: {s}": _it_patente,
    "Führerausweis FAN vo Reto: {s}": _ch_fahrausweis,
    "numero tessera sanitaria della nonna: {s}": _tessera,
    "Italian passport of Noemi: {s}": _it_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, UPPER, 3)}{_r(rng, D, 3)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]


_BACKUPS = ["Bexio 2FA recovery codes\n{codes}", "spare sign-in codes for the coop's Infomaniak kSuite {codes}",
            "Hostpoint backup codes: {codes}", "lo code de secours di 2FA:\n{codes}",
            "d'Notfallcodes fer z'2FA: {codes}", "codici di backup 2FA: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Bexio:lidia@ac-alps.ch?secret={s}&issuer=Bexio&digits=6",
              "Aegis, manual setup key for the Hostpoint login: {s}",
              "2FAS, secret key for the cloudscale.ch account: {s}",
              "la clla 2FA (TOTP) l'é {s}",
              "dr TOTP-Schlissl isch {s}",
              "chiave segreta TOTP di Init7: {s}"]  # fmt: skip
_CODES = ["{c} is your Valiant verification code", "Votre code de confirmation BCVs : {c}",
          "Il tuo codice di verifica Crédit Valdôtain è {c}. Non condividerlo.",
          "Dr Bestätigungscode vo Bank Cler: {c}", "lo code de verificachon l'é {c}, dit pa a gnun",
          "Use {c} to sign in to SwissPass"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = [
    "BitLocker recovery key of the Brig workshop laptop: {k}",
    "la clé de récupération BitLocker du PC de la cave : {k}",
    "dr Wiederherstellungsschlüssel vom Büro-Laptop: {k}",
    "chiave di ripristino BitLocker del pc della biglietteria: {k}",
]  # fmt: skip
_recovery = _Family(
    "recovery_key",
    _RECOVERY,
    lambda g, i, t: {"k": "-".join(f"{g.randrange(0, 720_896, 11):06d}" for _ in range(8))},
    "k",
)


_SSIDS = ["AC-Latteria-Valpelline", "Walserhaus-Gaeste", "Walserhus_Büro", "Cervinia-Lift-Ops",
          "Furi-Station-5G", "Domaine-Sion-Cave", "Atelier-Brig", "Bus-GSB-Onboard",
          "Swisscom-Box-Zermatt", "TIM-Valtournenche", "Fastweb-Aosta-2G", "Sunrise_Visp"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "cellar network {s}, password {pw}",
    "wifi at the Walserhaus breakfast room: {s} / {pw}",
    "Raspberry Pi Imager, wireless LAN: SSID {s}, password {pw}",
    "the key printed under the Swisscom box: {pw}",
    "lo mot de passo di wifi {s} l'é {pw}",
    "lo mo de pâsse dou wifi {s}: {pw}",
    "z'WLAN {s}, z'Passwort ischt {pw}",
    "ds WLAN {s} het ds Passwort {pw}",
    "le wifi {s}, le mot de passe c'est {pw}",
    "la pw del wifi {s} è {pw}",
    "bus onboard wifi: ssid {s}, psk {pw}",
    "Shelly gateway in the cellar joins {s} with key {pw}",
    "WLAN-Schlüssel vom {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 20)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("vtq_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sk_live_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over the Threema call] {t}",
          "(spaced so the preview hides it) {t}", "letra per letra: {t}", "Buechstabe fer Buechstabe: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["lo code de la porta de la crotta: {pw}", "lo code dou carnotzet: {pw}",
          "dr Code fer d'Tür vam Walserhus ischt {pw}", "dr Türcode vo dr Bergstation isch {pw}",
          "le code de la porte du local des cabines : {pw}", "il codice del cancello della rimessa bus: {pw}",
          "the cellar door keypad takes {pw} then #", "PIN of the watch-parts safe in Brig: {pw}",
          "ALARM-Code Walserhaus: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [5, 6, 6, 8][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["fontina", "fromadzo", "mocetta", "pilone", "gondel", "cornalin", "heida",
                 "barillet", "balancier", "carnotzet", "mayen", "bisse", "walser", "arvine",
                 "stadel", "raccard"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the cellar vault: {p}": " ",
            "KeePassXC database passphrase: {p}": " ",
            "Proton Pass master passphrase: {p}": "-", "Enpass vault passphrase: {p}": ".",
            "la frase de passo di backup: {p}": " ", "d'Passphrase fer z'Backup: {p}": "_",
            "la passphrase del backup è {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request, header Authorization: Basic {v}": True,
    "Caddyfile: header_up Authorization \"Basic {v}\"": True,
    "RapidAPI client raw request: Authorization: Bearer {v}": False,
    "HTTPie desktop, header Authorization = Basic {v}": True,
    "Yaak export of the Beds24 call: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "icinga2 ido-mysql.conf:\nobject IdoMysqlConnection \"ido-mysql\" {{\n  user = \"icinga\"\n  password = \"{pw}\"\n}}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "freeipa ipa.conf: ldap_bind_pw = {pw}",
    "kamailio.cfg:\n#!define DBURL \"mysql://kamailio:{pw}@db.ac-alps.lan/kamailio\"",
    "nextcloud config.php:\n  'dbuser' => 'nextcloud',\n  'dbpassword' => '{pw}',",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "application.properties:\nspring.datasource.username=booking\nspring.datasource.password={pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Cellar\": \"Host=pg;Username=cellar;Password={pw}\"}}}}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}\ndb_user = odoo",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "gitea app.ini:\n[database]\nUSER = gitea\nPASSWD = {pw}",
    "homeassistant secrets.yaml:\ncellar_mqtt_password: {pw}",
    "mosquitto bridge.conf:\nremote_username lifts\nremote_password {pw}",
    "telegraf.conf:\n[[outputs.influxdb]]\n  username = \"telegraf\"\n  password = \"{pw}\"",
    "pgadmin servers.json: \"Username\": \"cellar\", \"Password\": \"{pw}\"",
    "docker-compose.yml:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_HIDDEN = [
    "pass\u2060word: {pw}", "Pass\u00adwort = {pw}", "mot de\u00a0passe → {pw}", "раssword: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_chats, 14), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 14),
    (_vendors, 52), (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_cvvs, 6), (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 6), (_codes, 6),
    (_recovery, 4), (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5),
    (_configs, 12), (_hidden, 4),
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
    "the Sisag CMS password is": "{s}", "cellar robot service pw:": "{s} (since the robot swap in March)",
    "lo mot de passo l'é": "{s}", "Schaublin password": "{s}\nchange it after the audit",
    "z'Passwort ischt": "{s}", "ds Passwort isch": "{s}", "le mot de passe, c'est": "{s}",
    "Vinotaq password": "{s}", "the password Beat read out over the radio was": "{s}, I think",
    "la pw è": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Proffix API key", "{s}", _j((HEX, 64))),
    ("split_token", "Vinotaq token:", "{s} (cellar book sync)", _j("vtq_", (ALNUM, 36))),
    ("split_token", "Run my Accounts client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "BitBox02 backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CH"))),
    ("split_backup", "Bexio recovery codes", "{s}\nKXR204-7QM2D\nBTW881-H3VZ9", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "AHV-Nummer", "{s}", _ahv),
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
    '{"sisag": {"url": "https://cms.ac-alps.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot_de_passo": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kathrin.z", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"machines": [{"name": "mikron"}, {"name": "schaublin", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb-dump", "--host", "db.ac-alps.lan", "--user", "walser", "--password", "{s}", "walserhaus"]}': ("meta_password", _plain_pw),
    '{"note": "z\'Passwort vam Walserhus ischt {s}"}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Poma control PC as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"proffix": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"beds24Token": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"busitalia_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IT")),
    '{"employee": {"ahv_number": "{s}"}}': ("meta_id", _ahv),
    '{"mfa": {"recovery_codes": ["{s}", "KXR204-7QM2D", "BTW881-H3VZ9"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"cheese_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cellar": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Walserhaus-Gaeste", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"sisag-cms-firmware-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/ac-alps/booking-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"cellar: add turning log for fontina wheels", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"bus: revert timetable import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"vendange_2031-10-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"lift-inspection-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Sisag panel password before the rope inspection on 2032-06-11.",
    "Ettore asked for the cellar wifi password; it's on the card in the cheesemaker's drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Threema; share a vault link instead.",
    "The `.env.example` line `PROFFIX_REST_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Schaublin panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_BEDS24_TOKEN> in the README with the token from your Beds24 settings.",
    "BUSITALIA_API_KEY and SMOOBU_API_KEY must be set before the nightly booking sync runs.",
    "Dit pa a gnun lo mot de passo, eh!",
    "Dèjo pâ lo mo de pâsse a nyon.",
    "Seg niemu z'Passwort, gäll.",
    "Sägs niemerum, ds Passwort!",
    "Ne donne jamais ton mot de passe par natel.",
    "nn dare a nessuno la pw, mi raccomando",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "La password deve avere almeno quattordici caratteri.",
    "Lo mot de passo l'é dedeun lo coffro, demanda a Rosetta.",
    "Upgraded the Sisag CMS firmware from 5.1 to 5.2 and pymodbus to 3.8.6 over the weekend.",
    f"commit {_COMMIT} adds the turning log for fontina wheels.",
    f"Rolled back to {_SHORT} after the timetable import broke the St Bernard run.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The Sisag CMS firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of lift-inspection-2031.parquet: {_SHA512}",
    f"The booking sync container runs ghcr.io/ac-alps/booking-sync@sha256:{_IMAGE}.",
    f"MD5 of vendange_2031-10-02.csv is {_MD5}, same as the copy on the cave share.",
    "Request id 3f8e2a71-9c4d-4b06-a5e2-7d1c0b9f4e36 is the slow one in the Beds24 logs.",
    "Order CMD-2032-00417 for 120 fontina wheels ships on Thursday.",
    "Redmine #7712: the Valpelline cellar humidity alarm keeps tripping at night.",
    "Call the Walserhaus on +39 0125 355 412 before noon, or the Sion office on +41 27 322 18 40.",
    "Lot FON-2032-VP-0311, 9.2 kg, 90 days in the cave; the DOP mark is stamped on the rind.",
    "Bus line 1 leaves Aosta at 08:20 and reaches Martigny at 10:35 via the Great St Bernard pass.",
    "HS code 0406.90 covers fontina; 2204.21 is wine in bottles up to 2 litres.",
    "Postcode 11010 is Valpelline, 11025 is Gressoney-Saint-Jean, 3920 is Zermatt and 1950 is Sion.",
    "After five wrong passwords the Sisag CMS locks the account for 20 minutes.",
    "The cellar at Valpelline holds 3 200 wheels at 10 °C and 95 % humidity.",
    "The secret of a good fontina is the summer pasture milk, worked within two hours.",
    "Ask Beat for the Furi station keypad code, I don't have it.",
    "My card ending 7733 was declined at the Zermatt sports shop.",
    "The Sion cooper wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Bexio account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SMOOBU_API_KEY` in the secrets store, never in the repository.",
    "ISBN 978-88-7032-455-1 is the Walser dictionary on the guesthouse shelf.",
    "The guest wifi 'Walserhaus-Frei' is open, no password needed.",
    "Cornalin 2029, barrel 14: 13.8 % vol., 225 litres, bottled on 2031-03-02.",
    "Cabin 27 of the Plateau Rosa lift is back in service after the clamp test.",
    "Escapement wheel ref. RA-0417-B, 0.12 mm module, 500 pieces for the Brig workshop.",
    "The Great St Bernard tunnel toll for a coach is listed on the operator's price sheet.",
    "Ticket 2032-04-1187: the SBB connection at Martigny was missed by 4 minutes.",
    "Zermatt–Cervinia crossing: Klein Matterhorn at 3 883 m, about 50 minutes in the cabins.",
    "The mot de passe rule at the cave: change it every season, not every harvest.",
    "Das Passwort vom Büro wurde gestern von Reto zurückgesetzt.",
    "La password del wifi è scritta sulla lavagna in cucina.",
    "Lo code de la porta l'é chandjà ier, demanda a Ettore.",
    "Token counts for the booking assistant: prompt 512, completion 128.",
    "Watch movement calibre 2824-2, 25 jewels, 28 800 vibrations per hour.",
    "Route SS27 climbs from Aosta to the Great St Bernard pass at 2 469 m.",
    "Tracking number 99.60.123456.78901234 for the spare clamp from the Poma depot.",
    "Serial number SN 2031-ZE-00452 is engraved on the bullwheel bearing.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/alps/sisag", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "7712", "order": "CMD-2032-00417"}',
    '{"lot": {"id": "FON-2032-VP-0311", "weight_kg": 9.2, "days_in_cave": 90}}',
    '{"phone": "+41 27 322 18 40", "city": "Sion"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "wheels_in_cave": 3200}',
    '{"hs_code": "0406.90", "origin": "IT", "description": "fontina DOP"}',
    '{"route": "Aosta-Martigny", "line": 1, "departs": "08:20"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
