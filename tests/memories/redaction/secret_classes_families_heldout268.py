# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixty-eighth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-sixty-seventh's
docstring, the fifth to two-hundred-and-sixty-seventh only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-sixty-ninth and two-hundred-and-seventieth), any other test, the reports, the
benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber was
never run on it. Its own seed (268514907), password words (a Gjirokastër dish, a quarter or a
village, a number and a sign, `QifqiMangalem47!`; `Raki` with a Përmet village and a year; a name,
a birth year, a sign and a place; leet words of Gjirokastër, Përmet, raki, Vjosa, Kalaja, Butrint,
qifqi, Osumi, Tepelenë, Sarandë, Berat and ulli with a year; an olive variety and a weight,
`UlliKalinjot62kg#`; a bus line, `Linja18Tepelene!`; `Kerkyra`, a sign, a number and `Sarande`; a
name, `Kazan`, a dish and a number; a generator's three groups of five joined by a tilde or a
colon; random runs), names, places, templates, tools, vendors and layouts, the way the staff of a
fictional company (Bazari, with a guesthouse in Gjirokastër's old bazaar, an olive oil press near
Berat, a raki distillery in Përmet, a ferry ticket office in Sarandë for Corfu and a bus agency in
Tepelenë) and the hikers who stay with it leak secrets into an assistant's memory. Every company,
person, address and number is fictional; only the region is real. The texts are chats with times
(Viber, a Once Campfire room, WhatsApp), notes (Organic Maps bookmarks, Trailforks ride logs,
Locus Map), tickets, wiki table rows, e-mails, runbooks, READMEs, shell prompts (mlterm,
deepin-terminal, Terminology, Ptyxis, ConEmu, xterm), voice-memo transcripts, dictated and spelled
text and requests to the assistant itself; the separators run from a colon, "is" (`eshte`, `esht`,
`osht`, `είναι`, `einai`, `è`, `is`) and a dash to arrows (`→`, `←`, `->`), a new line,
guillemets, typographic quotes, a table bar, a spaced comma, a spaced bar and parentheses.

Tools and names lightly used before (by grep, case-insensitively, the number of heldouts 5 to 267
that name each): in none, Gjirokastër, Përmet, Tepelenë, Dropull, `fjalekalim` without its ë,
`eshte`, `rrofsh`, `shkronje`, `perdoruesi`, `kodet rezerve`, `Kodi i verifikimit`, `efxaristw`,
`μην το πεις`, `αριθμός ταυτότητας`, qifqi, Organic Maps, Trailforks, Merrjep, One Albania,
ALBtelecom, Vodafone Albania, Tatime, Ionian Seaways, Finikas, Mori-TEM, Amenduni, Union Bank,
Fibank, Intesa Sanpaolo Albania, the Zyxel LTE3301 and Once Campfire; in one, Berat, Sarandë,
Corfu, Ksamil, `rikuperimit`, `non dirlo a nessuno`, `parola d'accesso`, deepin-terminal, Posting
(the TUI HTTP client), Tirana Bank, SUSEConnect and the vendors below marked so; in two, `mos ja thuaj`,
`pastaj`, `kwdikos`, Nemërçka, mlterm, shairport-sync, nzbget.conf, cntlm.conf, polipo, spacecmd, subscription-manager and the Greek ΑΔΤ; in three, patator, rcon-cli, `ab -A`, `lynx -auth`, syncthing's `--gui-password`,
seaf-cli, owncloudcmd, VLC's `--rtsp-pwd`, GStreamer's `user-pw=`, redfishtool, winrs, dsadd,
netdom, cbq, orapwd, expdp, `rman target`, dgmgrl, bloodhound-python, certipy, nxc, gallery-dl,
Smoobu, encfs, ktutil, s3fs and `lettera per lettera`; in four or more but used in a wording of their own, mcrcon,
medusa, sqlmap, apksigner, jarsigner, ilorest, ConEmu, Terminology, Ptyxis, motion's `netcam_userpass`, darkice,
icecast.xml, fetchmailrc, Frigate, Buttercup, KeeWeb and Passbolt. The common layouts (env files,
docker-compose, Django settings, Spring properties, wp-config's `define`, `appsettings.json`,
database, AMQP, RTSP and FTP URLs, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, the
`WIFI:` QR string, BitLocker, Trezor, Ledger, restic) are named in many earlier corpora and are in
wordings of their own.

About half of the secret samples are in other languages than English: Albanian as it is texted in
the south (Tosk, mostly without ë and ç: `fjalekalimi`, `passi`, `passwordi`, `kodi`, `PIN-i`,
`celesi` / `çelësi` "the key", `celes sekret`, `sekret`, `eshte`, `esht`, `osht`, `ja ku e ke`
"here you have it", `mos ja thuaj njeriu` "don't tell anyone", `mos e jep`, `flm`, `rrofsh`
"thanks", `u ndryshua ne` "was changed to", `e ndryshova` "I changed it", `perdoruesi`, `emri i
perdoruesit`, `hyr si … me fjalekalim`, `fjala … pastaj …`, `me shkronje te madhe`, `pa
hapesire`, `shkronje per shkronje`, `numri i kartes`, `4 shifrat perpara`, `kodet rezerve`,
`kodet e rikuperimit`, `fjalet e rikuperimit`, `celesi i rikuperimit`, `numri personal`, `numri i
pasaportes`, `string lidhjeje`, `wifi-ja`, `rrjeti`); the Greek of the minority villages, in
Greek letters and in Greeklish (`ο κωδικός είναι`, `κωδικός πρόσβασης`, `συνθηματικό`, `άλλαξε
σε`, `ορίστε`, `μην το πεις σε κανέναν`, `όνομα χρήστη`, `κλειδί API`, `κλειδί ανάκτησης`,
`φράση ανάκτησης`, `τα … ψηφία`, `κωδικός επαλήθευσης`, `γράμμα γράμμα`, `o kwdikos … einai`,
`neos kwdikos`, `kleidi`, `efxaristw`, `ola mazi`); the Italian of returning workers (`la password
è`, `la psw`, `la pass`, `ecco`, `parola d'accesso`, `non dirlo a nessuno`, `grazie`, `nome
utente`, `chiave API`, `chiave segreta`, `chiave di cifratura`, `chiave di ripristino`, `codici di
backup`, `frase di recupero`, `lettera per lettera`, `scrivi … e poi …, tutto attaccato`, `ho
messo … sul router`); and the English of hikers. The wordings are the author's approximations,
checked by no speaker; the thinnest guesses are the Albanian texting forms (`osht` is Gheg rather
than Tosk and stands for a northerner at the press; `mos ja thuaj njeriu`, `rrofsh` as a thanks,
`kodi i sigurise … perpara` for an Amex's front code, `celesi i rikuperimit`, `string lidhjeje`
for a connection string, `kodet rezerve` for backup codes), then the Greek `γράμμα γράμμα` and
`ola mazi`, and the Italian `parola d'accesso`.

Vendors (Ferryhopper, Liknoss, Direct Ferries, Getbybus, Gjirafa Travel, Komoot, Wikiloc, Mapy.cz,
Gaia GPS, Viva Wallet, Everypay, Cardlink, Axerve, Fabrick, Scalapay, Tinaba, Paysera, BKT,
Credins, Channex, Mews, Apaleo, Clock PMS, HotelRunner, SiteMinder, Kross Booking, Scidoo, WuBook,
Hostfully, Avantio, Rentlio, Phobs, myDATA, Elorus, Simplybook.me, Peakvisor, Relive, each in at
most one earlier corpus; Trailforks in none; Octorate and Satispay in two) were grepped by name.
No shape here is one the author knows to be real: every one is a guess (hex, base64, URL-safe,
upper-case and alphanumeric runs, UUIDs, a Mews-like pair of hex runs, JWTs for Liknoss, Apaleo,
myDATA, Satispay, Getbybus and Mews, and the `fh_live_`, `lkn-`, `sk_`, `qhtfs`, `pk_live_` and
`gjr_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Greece's AMKA
(`stdnum.gr.amka`, a birth date and a Luhn digit), Greece's AFM (`stdnum.gr.vat`), Italy's codice
fiscale (`stdnum.it.codicefiscale`, its check letter) and partita IVA (`stdnum.it.iva`, a Luhn
digit); Albania's NIPT (`stdnum.al.nipt`), whose module checks its format only (letter, eight
digits, letter). Kinds no library or this file checks (no check-digit algorithm is written here;
the shapes are guesses): Albania's personal number on the ID card (drawn in the NIPT's own format,
which `al.nipt` therefore accepts, though its check letter is random), an Albanian passport, a
Greek police ID card (ΑΔΤ, two Greek capitals and six digits) and an Italian electronic identity
card (CIE). Card numbers pass Luhn (the value helpers' Visa, Mastercard, Maestro, Amex, JCB,
UnionPay and Diners, checked with python-stdnum's `luhn`); the card codes are Amex's four-digit
CIDs only, none read as a year. The IBANs are of Albania, Greece, Kosovo, Cyprus, Malta and San
Marino (a rough count of the country codes in the IBAN shape tables of heldouts 5 to 267 finds
each in twenty-one to twenty-two corpora, about the fewest), drawn until `stdnum.iban` validates
them; seed phrases come from `mnemonic`'s English, Italian, Spanish, French, Portuguese, Czech,
Japanese, Korean and Traditional Chinese lists, each drawn until `Mnemonic(lang).check` accepts
it. Every secret is drawn again until it is new and no clean text holds it.
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
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.al import nipt as al_nipt
from stdnum.gr import amka as gr_amka
from stdnum.gr import vat as gr_vat
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 268_514_907
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
            while True:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if _fresh(secret):
                    break
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


_SEEN: set[str] = set()


def _fresh(secret: str) -> bool:
    """A secret not drawn before in this corpus and held by no clean text."""
    if secret in _SEEN or len(secret) < 4 or any(secret in text for text in _CLEAN_ALL):
        return False
    _SEEN.add(secret)
    return True


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_FOOD = ["Qifqi", "Oshaf", "Byrek", "Shapkat", "Pispili", "Kukurec", "Tavbeqeri", "Jufka",
         "Bakllava", "Revani", "Gliko", "Trahana", "Fergese", "Sultjash"]  # fmt: skip
_PLACES = ["Mangalem", "Gorica", "Kalaja", "Pazari", "Dunavat", "Palorto", "Varosh", "Frasher",
           "Benja", "Leusa", "Lekdush", "Ksamil", "Butrint", "Memaliaj", "Dragot", "Lazarat",
           "Derviçan", "Vanister", "Lengarica", "Corovoda"]  # fmt: skip
_OLIVES = ["Kalinjot", "Mixan", "Kokerrmadh", "Unafka", "Ulliri", "Frantoio", "Koroneiki"]
_NAMES = ["Ilir", "Mirela", "Arben", "Entela", "Gentian", "Anila", "Fatos", "Lindita", "Ervin",
          "Dorina", "Sotiris", "Eleni", "Vasilis", "Katerina", "Thanas", "Marjeta", "Kleodora",
          "Gezim", "Alba", "Skender", "Brunilda", "Pellumb", "Rovena", "Olsi"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Gj1r0k4st3r", "P3rm3t1", "R4k1Rrush", "V10s4", "K4l4j4", "Butr1nt", "Qifq1", "0sum1",
         "T3p3l3n4", "S4r4nd3", "B3r4t1", "Ull1r1"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of five, mixed case and digits, joined by a tilde or a colon."""
    return g.choice("~:").join(_r(g, ALNUM, 5) for _ in range(3))


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOOD)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"Raki{g.choice(_PLACES)}{g.randrange(1995, 2032)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1958, 2008)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"Ulli{g.choice(_OLIVES)}{g.randrange(20, 90)}kg{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_FOOD).lower()}.{g.randrange(100, 1000)}",
    lambda g: f"Linja{g.randrange(2, 40)}{g.choice(['Tepelene', 'Memaliaj', 'Gjirokaster', 'Vlore'])}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"Kerkyra{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}Sarande",
    _manager,
    lambda g: f"{g.choice(_NAMES)}Kazan{g.choice(_FOOD)}{g.randrange(2, 100)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Organic Maps bookmark note 'Bazari guesthouse': Hostfully owner login password {pw}",
    "Trailforks ride log comment (private): the hut's router admin password is {pw}",
    "Viber note from Ilir, 07:42: password i Mews per recepsionin eshte {pw}",
    "mesazh nga Mirela: fjalekalimi i ri i kompjuterit te arkes esht {pw} mos ja thuaj njeriu",
    "passi i Channex per guesthouse-in: {pw} flm",
    "Arben: fjalekalimi per Apaleo → {pw}",
    "Entela (SMS): ja ku e ke passin e Rentlio: {pw} rrofsh",
    "Gentian ne grupin 'Kazani Permet': fjalekalimi i panelit te kazanit osht {pw}",
    "Anila: passwordi i Phobs u ndryshua ne {pw}",
    "Fatos, shenim zanor: fjalekalimi i kamerave te frantoios... {pw}",
    "Lindita: kodi sekret i Avantio eshte «{pw}»",
    "Σωτήρης: ο κωδικός του Kross Booking είναι {pw}",
    "Ελένη: ορίστε ο κωδικός πρόσβασης για το WuBook: {pw} μην το πεις σε κανέναν",
    "Vasilis (Viber): o kwdikos gia to Scidoo einai {pw} efxaristw",
    "Katerina: neos kwdikos HotelRunner -> {pw}",
    "Θανάσης: το συνθηματικό του Elorus άλλαξε σε {pw}",
    "Marjeta (da Bari): la password di SiteMinder è {pw}, non dirlo a nessuno",
    "Skender: ecco la pass del Clock PMS: {pw} grazie",
    "Brunilda: la psw nuova dell'Axerve è {pw}",
    "Pellumb (tornato da Modena): password del frantoio Amenduni → {pw}",
    "Rovena: la parola d'accesso del gestionale Mori-TEM è “{pw}”",
    "Hiker e-mail to the guesthouse: the Komoot group password you asked for is {pw}",
    "Olsi, note to self: Amenduni decanter touchscreen password {pw}",
    "Once Campfire room 'Kazani Permet', Gezim: still pressure controller web password {pw}",
    "Kleodora: Flottweg decanter HMI password {pw}",
    "ticket BZR-114 (Simplybook.me): reset the widget admin password to {pw}",
    "README of bileta-tepelene: the kiosk's local admin password is {pw}",
    "runbook, step 4: log into the Haarslev dryer panel with password {pw}",
    "voice memo, 06:15, bus yard Tepelene: 'the Getbybus agent portal password is {pw}'",
    "Ferryhopper agent note, Sarande desk: partner portal password {pw}",
    "Liknoss terminal at the port office, password: {pw}",
    "Alba: the Mapy.cz premium account password is {pw}",
    "Erv1n's note in Locus Map: shared track vault password {pw}",
    "Peakvisor club account, password {pw} (Dorina set it)",
    "Relive family account for the guides: password {pw}",
    "Gaia GPS team login password → {pw}",
    "Wikiloc guide account password: {pw}",
    "OsmAnd Live subscription account, password {pw}",
    "assistant, please remember the Epsilon Net payroll password for the Dropull staff: {pw}",
    "Hey, store this for me: SoftOne ERP password {pw}",
    "Keep this: Entersoft web password for the Permet shop is {pw}",
    "Remember: Prosvasis Go password is {pw}",
    "Aruba PEC mailbox for the invoices, password {pw}",
    "Register.it control panel password: {pw}",
    "Merrjep seller account (the old press for sale): password {pw}",
    "ALBtelecom router at the bazaar: admin password {pw}",
    "One Albania self-care password for the company SIMs: {pw}",
    "Vodafone Albania business portal password {pw}",
    "Tatime (e-filing) password for the distillery: {pw}",
    "Ionian Seaways agent extranet password: {pw}",
    "Finikas Lines booking back office password {pw}",
    "FATMAP group password for the Nemercka trip is {pw}",
    "Union Bank e-banking password for the ferry office: {pw}",
    "Fibank business login password {pw}",
    "Intesa Sanpaolo Albania internet banking password → {pw}",
    "Tirana Bank e-banking password: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["ilir.b", "mirela", "arben.h", "recepsioni", "kazani", "frantoio", "bileta", "ferry",
          "sotiris.p", "eleni.k", "marjeta", "olsi", "admin", "operator", "guide01"]  # fmt: skip
_LOGINS = [
    "Smoobu login for the guesthouse: user {u}, password {pw}",
    "credentials for the Liknoss terminal: {u} / {pw}",
    "Hostfully → username {u} and password {pw}",
    "perdoruesi: {u}\nfjalekalimi: {pw}",
    "emri i perdoruesit {u}, fjalekalimi {pw} (per Rentlio)",
    "hyr si {u} me fjalekalim {pw}",
    "όνομα χρήστη: {u}, κωδικός: {pw}",
    "user {u} kwdikos {pw} gia to Kross",
    "nome utente {u} e password {pw} per il Clock PMS",
    "utente: {u} | password: {pw}",
    "sign in to Trailforks as {u} with {pw}",
    "{u}:{pw}",
    "login Apaleo: {u} / {pw}",
    "| Getbybus agent | {u} | {pw} |",
    "Mews: {u}@bazari-guesthouse.al : {pw}",
    "u={u} p={pw}",
    "Channex login, user {u}, pass {pw}",
    "SiteMinder — {u} — {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELLED = [
    "the password is the word {w} followed by {d}",
    "Type {w}, then {d} — that's the guesthouse PC password",
    "fjalekalimi eshte fjala {w} pastaj {d}",
    "passi: {w} me shkronje te madhe dhe {d} ne fund",
    "ο κωδικός είναι η λέξη {w} και μετά {d}",
    "o kwdikos einai {w} kai meta {d}, ola mazi",
    "la password è la parola {w} seguita da {d}",
    "scrivi {w} e poi {d}, tutto attaccato",
    "{w} with a capital first letter and {d} at the end",
    "the name of the distillery's dog, {w}, followed by {d}",
    "dictated: capital {w}, then the digits {d}, no spaces",
    "emri i qenit, {w}, dhe {d} mbrapa, pa hapesire",
    "the password's {w}{d}, no space",
    "{w}{d} — that's the wifi password at the Permet house",
]  # fmt: skip
_SPELL_WORDS = ["Gjeli", "Bardhi", "Murrizi", "Sharri", "Laroja", "Kokoshi", "Dhelpra", "Rrapi",
                "Thellenza", "Mulliri", "Guri", "Kalamata", "Pellgu", "Manushaqja"]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SPELL_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "patator ssh_login host=10.21.0.4 user={u} password={pw} -x ignore:mesg='Authentication failed'",
    "rcon-cli --host 127.0.0.1 --port 25575 --password {pw} list",
    "ab -A {u}:{pw} -n 200 -c 10 https://bileta.tepelene.example/api/routes",
    "lynx -auth={u}:{pw} http://kazani.local/status",
    "syncthing generate --gui-user={u} --gui-password={pw} --home=/srv/sync",
    "seaf-cli sync -l 7d2c1a -s https://files.bazari.example -d ~/fotot -u ilir@bazari.example -p '{pw}'",
    "owncloudcmd -u {u} -p '{pw}' ~/fatura https://cloud.bazari.example",
    "cvlc rtsp://10.21.0.31/stream1 --rtsp-user={u} --rtsp-pwd={pw}",
    "gst-launch-1.0 rtspsrc location=rtsp://10.21.0.32/ch1 user-id={u} user-pw={pw} ! fakesink",
    "redfishtool -r 10.21.0.9 -u {u} -p '{pw}' Systems",
    "winrs -r:arka-pc -u:{u} -p:{pw} ipconfig /all",
    'dsadd user "cn=recepsioni,ou=staff,dc=bazari,dc=local" -pwd {pw}',
    "netdom join ARKA-PC /domain:bazari.local /UserD:{u} /PasswordD:{pw}",
    "cbq -e http://cb.bazari.local:8091 -u {u} -p '{pw}' -s 'select 1'",
    "orapwd file=$ORACLE_HOME/dbs/orapwBILETA password={pw} entries=5",
    "expdp system/{pw}@BILETA schemas=tickets directory=DUMP dumpfile=tickets.dmp",
    "rman target sys/{pw}@BILETA",
    "dgmgrl sys/{pw}@bileta_prim 'show configuration'",
    "bloodhound-python -u {u} -p '{pw}' -d bazari.local -c All -ns 10.21.0.2",
    "certipy find -u {u}@bazari.local -p '{pw}' -dc-ip 10.21.0.2",
    "nxc smb 10.21.0.0/24 -u {u} -p '{pw}' --shares",
    "gallery-dl -u {u} -p '{pw}' https://www.flickr.com/photos/permet-raki/",
    "sqlmap -u 'http://bileta.local/search?q=1' --auth-type=basic --auth-cred='{u}:{pw}'",
    "apksigner sign --ks bileta-release.jks --ks-pass pass:{pw} app-release.apk",
    "jarsigner -keystore ferry.jks -storepass {pw} ferry-kiosk.jar kiosk",
    "mcrcon -H 10.21.0.40 -P 25575 -p '{pw}' 'say backup'",
    "medusa -h 10.21.0.7 -u {u} -p '{pw}' -M ftp",
    "encfs --extpass='echo {pw}' ~/.crypt ~/fatura",
    "ilorest login 10.21.0.8 -u {u} -p '{pw}'",
    "spacecmd -u {u} -p '{pw}' -s spacewalk.bazari.local system_list",
    "subscription-manager register --username {u} --password '{pw}' --auto-attach",
    "SUSEConnect -r {pw} -e it@bazari.example",
    "ktutil: addent -password -p {u}@BAZARI.LOCAL -k 1 -e aes256-cts\nPassword for {u}@BAZARI.LOCAL: {pw}",
    "s3fs fatura /mnt/fatura -o passwd_file=<(echo 'AKIAXXXX:{pw}')",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "mlterm, ilir@arka:~$ {c}", "deepin-terminal ~ # {c}",
    "Terminology tab 'ferry-office': {c}", "xterm on the ferry PC: {c}",
    "Ptyxis on Gentian's laptop:\n$ {c}", "ConEmu on the bus agency PC:\nC:\\> {c}",
    "komanda qe lesova: {c}", "e shkrova kete ne terminal: {c}",
    "η εντολή που έτρεξα: {c}", "il comando che ho lanciato: {c}",
    "from the runbook:\n```\n{c}\n```",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        fam = _Family(cls, templates, _with(_plain_pw, u=_USERS), "pw")
        return v.framed(rng, fam.take(rng, n), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://bileta:{pw}@db.tepelene.local:5432/bileta",
    "mysql://frantoio:{pw}@10.21.0.5/mulliri",
    "mongodb+srv://kazani:{pw}@permet-raki.xyz.mongodb.net/still",
    "amqp://ferry:{pw}@mq.sarande.local:5672/tickets",
    "redis://:{pw}@10.21.0.6:6379/0",
    "Server=sql.bazari.local;Database=Hotel;User Id=recepsioni;Password={pw};",
    "jdbc:mariadb://db.berat.local:3306/vaji?user=frantoio&password={pw}",
    "sftp://bileta:{pw}@sftp.getbybus.example/upload",
    "ftp://kamera:{pw}@10.21.0.33/snapshots",
    "rtsp://admin:{pw}@10.21.0.31:554/Streaming/Channels/101",
    "smtp://fatura@bazari.example:{pw}@mail.bazari.example:587",
    "DATABASE_URL=postgresql://ferry:{pw}@pg.sarande.local/ferry",
    "string lidhjeje: Host=pg.berat.local;Username=vaji;Password={pw}",
    "stringa di connessione: clickhouse://raki:{pw}@ch.permet.local:9000/raki",
]  # fmt: skip
_urls = _Family("connection_string", _URLS, _with(_plain_pw), "pw")


# Vendors' key shapes are guesses (see the docstring).
_VENDOR_MAKERS: dict[str, Maker] = {
    "fh": _j("fh_live_", (ALNUM, 32)),
    "lkn": lambda g: "lkn-" + v.uuid4(g, "b"),
    "hex32": _j((HEX, 32)),
    "hex40": _j((HEX, 40)),
    "hex64": _j((HEX, 64)),
    "alnum40": _j((ALNUM, 40)),
    "uuid": lambda g: v.uuid4(g, "8"),
    "url43": _j((URLSAFE, 43)),
    "viva": _j((ALNUM, 30), "."),
    "evp": _j("sk_", (ALNUM, 32)),
    "scal": _j("qhtfs", (ALNUM, 27)),
    "ax": _j((B64, 44)),
    "ch": _j((ALNUM, 44)),
    "mews": lambda g: f"{_r(g, UPPER_HEX, 32)}-{_r(g, UPPER_HEX, 31)}",
    "up": _j((UPPER_DIGITS, 24)),
    "pk": _j("pk_live_", (ALNUM, 28)),
    "gj": _j("gjr_", (LOWER_DIGITS, 36)),
}  # fmt: skip
_VENDORS: dict[str, str] = {
    "Ferryhopper partner API key: {k}": "fh",
    "FERRYHOPPER_API_KEY={k}": "fh",
    "Liknoss B2B token {k}": "lkn",
    "Liknoss API key → {k}": "lkn",
    "Direct Ferries affiliate key: {k}": "hex32",
    "Getbybus API key {k}": "hex40",
    "GETBYBUS_TOKEN=\"{k}\"": "hex40",
    "Gjirafa Travel integration broken, current key {k}": "gj",
    "Komoot API key for the hikers' page: {k}": "alnum40",
    "Wikiloc embed key {k}": "hex32",
    "Mapy.cz API key: {k}": "url43",
    "MAPY_API_KEY={k}": "url43",
    "Trailforks app secret {k}": "hex64",
    "Gaia GPS integration secret: {k}": "uuid",
    "Viva Wallet client secret: {k}": "viva",
    "VIVA_CLIENT_SECRET={k}": "viva",
    "Everypay secret key {k}": "evp",
    "Cardlink shared secret: {k}": "alnum40",
    "Axerve API key: {k}": "ax",
    "Fabrick Auth-Schema key {k}": "alnum40",
    "Scalapay API key {k}": "scal",
    "Tinaba merchant secret {k}": "hex64",
    "Paysera project password {k}": "hex32",
    "BKT e-commerce merchant key: {k}": "up",
    "Credins API key {k}": "uuid",
    "Channex user API key: {k}": "ch",
    "CHANNEX_API_KEY='{k}'": "ch",
    "Mews ClientToken {k}": "mews",
    "Mews AccessToken: {k}": "mews",
    "Apaleo client secret: {k}": "url43",
    "Clock PMS API key {k}": "hex32",
    "HotelRunner token {k}": "alnum40",
    "SiteMinder pmsXchange password {k}": "alnum40",
    "Kross Booking API key: {k}": "hex40",
    "Scidoo API token {k}": "hex64",
    "WuBook token: {k}": "alnum40",
    "Octorate client secret {k}": "uuid",
    "Hostfully API key: {k}": "uuid",
    "Avantio API token {k}": "hex32",
    "Rentlio API key {k}": "alnum40",
    "Phobs API key: {k}": "hex40",
    "myDATA Ocp-Apim-Subscription-Key: {k}": "hex32",
    "AADE myDATA aade-user-id bazari, subscription key {k}": "hex32",
    "Elorus API key {k}": "hex40",
    "Simplybook.me API key {k}": "hex64",
    "Peakvisor API key: {k}": "alnum40",
    "Relive API token {k}": "pk",
    "celesi API i Ferryhopper: {k}": "fh",
    "çelësi i API-t për Channex është {k}": "ch",
    "celes sekret Viva: {k} mos e jep": "viva",
    "κλειδί API του Elorus: {k}": "hex40",
    "kleidi API gia to myDATA: {k}": "hex32",
    "chiave API di Scalapay: {k}": "scal",
    "la chiave segreta di Axerve è {k}": "ax",
}  # fmt: skip


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"k": _VENDOR_MAKERS[_VENDORS[template]](rng)}


_vendors = _Family("vendor_key", list(_VENDORS), _vendor_draw, "k")


_BARE = [
    "{k}",
    "paste from the ferry desk: {k}",
    "kjo me doli ne ekran: {k}",
    "αυτό ήταν στο χαρτάκι: {k}",
    "trovato nel cassetto: {k}",
    "token? {k}",
    "the string on the sticker under the kiosk: {k}",
]  # fmt: skip
_bare = _Family("high_entropy", _BARE, lambda g, i, t: {"k": _r(g, ALNUM + "+/", 36 + i % 8)}, "k")

_HEXES = [
    "BILETA_SIGNING_KEY={k}",
    "kiosk master key: {k}",
    "ENCRYPTION_KEY = \"{k}\"",
    "Django SECRET_KEY for the guesthouse site: {k}",
    "celesi i enkriptimit: {k}",
    "κλειδί κρυπτογράφησης: {k}",
    "chiave di cifratura del frantoio: {k}",
    "{k} ← session secret of the Permet shop",
]  # fmt: skip
_hexes = _Family("hex_key", _HEXES, lambda g, i, t: {"k": _r(g, HEX, [64, 48, 40, 32][i % 4])}, "k")


def _jwt(rng: random.Random, issuer: str) -> str:
    header = v.b64url({"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    payload = v.b64url(
        {"iss": issuer, "sub": _r(rng, D, 7), "iat": 2_000_000_000 + rng.randrange(10**6)}
    )
    sig = _r(rng, URLSAFE, rng.choice([43, 86]))
    return f"{header}.{payload}.{sig}"


_JWTS = {
    "Liknoss session token: {k}": "liknoss",
    "Authorization header from the Ferryhopper callback: Bearer {k}": "ferryhopper",
    "id_token i Apaleo: {k}": "apaleo",
    "το token του myDATA: {k}": "mydata",
    "il token di Satispay è {k}": "satispay",
    "cookie bileta_session={k}": "bileta",
    "GETBYBUS_JWT={k}": "getbybus",
    "jwt: {k}": "mews",
}  # fmt: skip
_jwts = _Family("jwt", list(_JWTS), lambda g, i, t: {"k": _jwt(g, _JWTS[t])}, "k")


def _pem(rng: random.Random, kind: str) -> str:
    body = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([180, 240])))
    ).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = {
    "kiosk TLS key:\n{k}": "PRIVATE KEY",
    "celesi privat i serverit te biletave:\n{k}": "RSA PRIVATE KEY",
    "ιδιωτικό κλειδί του frantoio VPN:\n{k}": "EC PRIVATE KEY",
    "chiave privata del gateway:\n{k}": "PRIVATE KEY",
    "deploy key for the guesthouse repo\n{k}": "OPENSSH PRIVATE KEY",
    "~/.ssh/id_rsa on the Permet laptop:\n{k}": "RSA PRIVATE KEY",
    "SiteMinder SFTP key\n{k}": "ENCRYPTED PRIVATE KEY",
}  # fmt: skip
_pems = _Family("pem_key", list(_PEMS), lambda g, i, t: {"k": _pem(g, _PEMS[t])}, "k")


_MNEMO = {
    lang: Mnemonic(lang)
    for lang in ("english", "italian", "spanish", "french", "portuguese", "czech", "japanese",
                 "korean", "chinese_traditional")
}  # fmt: skip


def _seed(rng: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return v.until(
        rng,
        lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits)))),
        _MNEMO[lang].check,
    )


_SEED_PLACES = {
    "Trezor recovery seed for the company wallet: {p}": ("english", 12),
    "seed phrase (ferry office crypto till): {p}": ("english", 24),
    "fjalet e rikuperimit te portofolit: {p}": ("english", 12),
    "12 fjalet e Ledger-it: {p} mos ia trego kujt": ("english", 12),
    "φράση ανάκτησης: {p}": ("english", 18),
    "frase di recupero del portafoglio: {p}": ("italian", 12),
    "le 24 parole del wallet di Pellumb: {p}": ("italian", 24),
    "semilla de Marjeta (trabajó en Valencia): {p}": ("spanish", 12),
    "phrase de récupération du randonneur: {p}": ("french", 12),
    "frase de recuperação: {p}": ("portuguese", 15),
    "obnovovací fráze (the Czech hiker left it): {p}": ("czech", 12),
    "リカバリーフレーズ: {p}": ("japanese", 12),
    "복구 구문: {p}": ("korean", 12),
    "助記詞：{p}": ("chinese_traditional", 12),
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang, words = _SEED_PLACES[template]
    return {"p": _seed(rng, lang, words)}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random, brand: str) -> str:
    return v.card(rng, brand)


_CARDS = {
    "card for the Ferryhopper deposit: {c} exp 09/33": ("visa", " "),
    "numri i kartes: {c}": ("mastercard", "-"),
    "karta e kompanise {c}, skadon 04/34": ("visa", ""),
    "αριθμός κάρτας: {c}": ("mastercard", " "),
    "numero della carta {c} scad. 11/32": ("maestro", " "),
    "Amex for the olive press order: {c}": ("amex", " "),
    "card {c} (hiker paid the deposit with it)": ("visa", "."),
    "PostePay di Marjeta: {c}": ("visa", " "),
    "kartela e BKT: {c}": ("mastercard", ""),
    "UnionPay of the Chinese tour group leader: {c}": ("unionpay", " "),
    "JCB on file for room 3: {c}": ("jcb", "-"),
    "Diners card of the Italian agent: {c}": ("diners", " "),
}  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand, sep = _CARDS[template]
    return {"c": v.grouped(_card(rng, brand), sep, rng)}


_cards = _Family("card_number", list(_CARDS), _card_draw, "c")

_CVVS = [
    "the four small digits on the front of the Amex are {c}",
    "Amex CID (front, above the number): {c}",
    "kodi i sigurise se Amex-it, 4 shifrat perpara: {c}",
    "ο κωδικός ασφαλείας της Amex, μπροστά: {c}",
    "codice di sicurezza dell'Amex, sul fronte: {c}",
    "security code on the front of the company Amex: {c}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.until(rng, _j((D, 4)), lambda c: c[0] != "0" and c[:2] not in ("19", "20"))}


_cvvs = _Family("card_code", _CVVS, _cvv_draw, "c")


_IBAN_SHAPES = {
    "AL": "n" * 8 + "c" * 16, "GR": "n" * 7 + "c" * 16, "XK": "n" * 16,
    "CY": "n" * 8 + "c" * 16, "MT": "aaaa" + "n" * 5 + "c" * 18, "SM": "a" + "n" * 10 + "c" * 12,
}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBANS = {
    "IBAN i guesthouse-it: {i}": ("AL", True),
    "llogaria per paradhenien e biletave, IBAN {i}": ("AL", False),
    "IBAN του ξενώνα στο Δερβιτσάνι: {i}": ("GR", True),
    "IBAN for the Corfu agent: {i}": ("GR", False),
    "Kosovo supplier of bottles, IBAN {i}": ("XK", True),
    "IBAN i furnitorit nga Prishtina: {i}": ("XK", False),
    "Cyprus holding account {i}": ("CY", True),
    "IBAN cipriota: {i}": ("CY", False),
    "Malta gaming-free account (ferry refunds): {i}": ("MT", True),
    "IBAN maltese {i}": ("MT", False),
    "IBAN di San Marino per il frantoio: {i}": ("SM", True),
    "the olive oil buyer in San Marino, IBAN {i}": ("SM", False),
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    country, spaced = _IBANS[template]
    number = _iban(rng, country)
    return {"i": v.iban_spaced(number) if spaced else number}


_ibans = _Family("iban", list(_IBANS), _iban_draw, "i")


def _nipt(rng: random.Random) -> str:
    return v.until(rng, _j((UPPER[:13], 1), (D, 8), (UPPER, 1)), al_nipt.is_valid)


def _amka(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(50, 100):02d}{_r(g, D, 4)}"
        return body + luhn.calc_check_digit(body)

    return v.until(rng, make, gr_amka.is_valid)


def _afm(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = str(g.randrange(1, 10)) + _r(g, D, 7)
        return body + gr_vat.calc_check_digit(body)

    return v.until(rng, make, gr_vat.is_valid)


_CF_MONTHS = "ABCDEHLMPRST"


def _cf(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        day = g.randrange(1, 29) + g.choice([0, 40])
        body = (
            _r(g, "BCDFGLMNPRSTVZ", 3) + _r(g, "ACDLMNRSTIO", 3) + f"{g.randrange(50, 100):02d}"
            + g.choice(_CF_MONTHS) + f"{day:02d}" + g.choice("ABCDFHLZ") + _r(g, D, 3)
        )  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(rng, make, it_cf.is_valid)


def _piva(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        body = _r(g, D, 7) + f"{g.randrange(1, 101):03d}"
        return body + luhn.calc_check_digit(body)

    return v.until(rng, make, it_iva.is_valid)


def _al_personal(rng: random.Random) -> str:
    """An Albanian personal number's shape (letter, 8 digits, letter); no check is verified."""
    born = f"{rng.randrange(10)}{rng.randrange(1, 13) + rng.choice([0, 50]):02d}{rng.randrange(1, 29):02d}"
    return f"{rng.choice('GHIJ')}{born}{_r(rng, D, 3)}{rng.choice(UPPER)}"


def _al_passport(rng: random.Random) -> str:
    return f"B{rng.choice('ABCDEFGHJK')}{_r(rng, D, 7)}"


def _gr_adt(rng: random.Random) -> str:
    return f"{_r(rng, 'ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 2)} {_r(rng, D, 6)}"


def _it_cie(rng: random.Random) -> str:
    return f"C{rng.choice('ABCDE')}{_r(rng, D, 5)}{_r(rng, UPPER, 2)}"


_ID_PLACES: dict[str, Maker] = {
    "NIPT i kompanise: {s}": _nipt,
    "NIPT-i i distilerise ne Permet esht {s}": _nipt,
    "Albanian tax number (NIPT) of the ferry office: {s}": _nipt,
    "numri personal i Mireles: {s}": _al_personal,
    "nr personal {s} (kopje e letres se njoftimit)": _al_personal,
    "personal number on Ilir's ID card: {s}": _al_personal,
    "numri i pasaportes: {s}": _al_passport,
    "passport of the bus driver: {s}": _al_passport,
    "ΑΜΚΑ της Ελένης: {s}": _amka,
    "AMKA tou Sotiri: {s}": _amka,
    "Greek AMKA of the guide: {s}": _amka,
    "ΑΦΜ του Θανάση: {s}": _afm,
    "AFM gia to timologio: {s}": _afm,
    "Greek tax number (AFM) of the Corfu agent {s}": _afm,
    "αριθμός ταυτότητας: {s}": _gr_adt,
    "codice fiscale di Marjeta: {s}": _cf,
    "il mio codice fiscale è {s}": _cf,
    "codice fiscale of the Italian guest: {s}": _cf,
    "partita IVA del frantoio a Bari: {s}": _piva,
    "Italian VAT number (partita IVA) {s}": _piva,
    "carta d'identità elettronica n. {s}": _it_cie,
    "CIE number of the hiker from Torino: {s}": _it_cie,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 2)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]


_BACKUPS = [
    "Channex 2FA backup codes\n{codes}",
    "kodet rezerve te 2FA per Apaleo: {codes}",
    "κωδικοί ανάκτησης για το Elorus:\n{codes}",
    "codici di backup di Aruba: {codes}",
    "backup codes for the guesthouse Google account: {codes}",
    "kodet e rikuperimit (Mews): {codes}",
    "recovery codes, Ferryhopper partner login:\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = index % 5
    codes = _backup_list(rng, 8, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 8]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTP = [
    "otpauth://totp/Channex:ilir@bazari.example?secret={s}&issuer=Channex",
    "TOTP secret for the Liknoss back office: {s}",
    "setup key i 2FA per Viva Wallet: {s}",
    "μυστικό κλειδί 2FA (Elorus): {s}",
    "chiave segreta 2FA di Scalapay: {s}",
    "2FA manual key, Hostfully: {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")

_CODES = [
    "{c} is your Ferryhopper verification code",
    "Kodi i verifikimit per BKT: {c}. Mos ia jepni askujt.",
    "Ο κωδικός επαλήθευσης Viva Wallet είναι {c}",
    "Il tuo codice PostePay è {c}, non comunicarlo a nessuno",
    "Use {c} to sign in to Komoot",
    "One Albania: kodi juaj OTP {c}",
    "Union Bank: kodi {c} per konfirmimin e pageses",
]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_RECOVERY = [
    "BitLocker recovery key of the ferry-office laptop: {k}",
    "celesi i rikuperimit (recovery key) i laptopit te kazanit: {k}",
    "κλειδί ανάκτησης του laptop: {k}",
    "chiave di ripristino del PC del frantoio: {k}",
]  # fmt: skip
_recovery = _Family(
    "recovery_key",
    _RECOVERY,
    lambda g, i, t: {"k": "-".join(_r(g, D, 6) for _ in range(8))},
    "k",
)


_SSIDS = ["Bazari-Guesthouse", "Shtepia-Mangalem-5G", "Frantoio-Berati", "Kazani Permet",
          "Bileta Tepelene", "Ferry-Office-Sarande", "ALBtelecom-4F21", "Vodafone-Bazar-2G",
          "Dervican-Spiti", "Hikers Lounge Gjiro"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, password {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "guest wifi at the bazaar: {s} / {pw}",
    "wifi-ja {s}, passi {pw}",
    "passi i wifit te {s} eshte {pw}",
    "rrjeti {s} — fjalekalimi: {pw}",
    "το wifi {s} έχει κωδικό {pw}",
    "wifi {s} kwdikos: {pw}",
    "la password del wifi {s} è {pw}",
    "rete {s}, chiave WPA {pw}",
    "hikers asked for the wifi again: {s}, {pw}",
    "Ksamil hut wifi? / Gentian: {pw}",
    "Organic Maps note, Permet camp: wifi {s} psk {pw}",
    "WPA2 key of {s}: {pw}",
    "Zyxel LTE3301 in the ferry office, SSID {s}, WPA key {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("fh_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j((ALNUM, 28)), _j((URLSAFE, 24))]  # fmt: skip
_SPELL = [
    "reading it out one character at a time: {t}",
    "[dictated over the phone from Sarande] {t}",
    "shkronje per shkronje: {t}",
    "γράμμα γράμμα: {t}",
    "lettera per lettera: {t}",
]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " , ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "PIN i kartes se kompanise: {pw}",
    "kodi i derës së magazinës: {pw}",
    "kodi i kasafortes ne recepsion {pw}",
    "το PIN της κάρτας: {pw}",
    "il PIN del bancomat è {pw}",
    "the key box at the guesthouse door opens with {pw}",
    "padlock on the raki cellar: {pw}",
    "ferry office alarm code {pw}",
    "PIN for the bus agency's POS: {pw}",
    "codice del lucchetto del frantoio: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["kazan", "rrush", "ulli", "guri", "kalaja", "qifqi", "vjosa", "lumi", "mali",
                 "bileta", "anija", "ura", "pazari", "dhia", "bleta", "molla"]  # fmt: skip
_PHRASES = {
    "Passbolt recovery passphrase for the office vault: {p}": " ",
    "fjalekalimi kryesor (passphrase) i KeePass: {p}": "-",
    "Buttercup vault passphrase: {p}": ".",
    "passphrase του backup: {p}": " ",
    "passphrase del disco esterno: {p}": "_",
    "KeeWeb database passphrase: {p}": " ",
    "the restic repo passphrase is {p}": "-",
    "fraza sekrete e backup-it: {p}": " ",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "curl -H 'Authorization: Bearer {v}' https://api.ferryhopper.example/v1/bookings": False,
    "Authorization: Basic {v}": True,
    "header nga Postman: Authorization: Bearer {v}": False,
    "Posting (TUI) collection, Authorization = Basic {v}": True,
    "http GET :8080/tickets 'Authorization:Bearer {v}'": False,
    "X-Auth-Token: {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "polipo config:\nparentProxy = \"10.21.0.1:3128\"\nauthCredentials = \"ferry:{pw}\"",
    "cntlm.conf:\nUsername ferry\nDomain BAZARI\nPassword {pw}",
    "nzbget.conf:\nControlUsername=nzbget\nControlPassword={pw}",
    "motion.conf:\nnetcam_url rtsp://10.21.0.31:554/live\nnetcam_userpass admin:{pw}",
    "shairport-sync.conf:\ngeneral = {{ name = \"Bazari Lounge\"; password = \"{pw}\"; }};",
    "darkice.cfg:\n[icecast2-0]\nserver = radio.permet.local\npassword = {pw}",
    ".env of bileta-tepelene:\nDB_USER=bileta\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    MARIADB_ROOT_PASSWORD: {pw}",
    "settings.py:\nEMAIL_HOST_USER = 'fatura@bazari.example'\nEMAIL_HOST_PASSWORD = '{pw}'",
    "application.properties:\nspring.datasource.username=ferry\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine( 'DB_PASSWORD', '{pw}' );",
    "appsettings.json:\n{{\"Smtp\": {{\"User\": \"bileta\", \"Password\": \"{pw}\"}}}}",
    "fetchmailrc:\npoll mail.bazari.example protocol imap user 'rezervime' password '{pw}'",
    "icecast.xml:\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "config.yaml e kioskut:\nprinter:\n  user: kiosk\n  password: \"{pw}\"",
    "frigate.yml:\ncameras:\n  porta:\n    ffmpeg:\n      inputs:\n        - path: rtsp://admin:{pw}@10.21.0.34:554/h264",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[08:02] Ilir: passi i wifit?\n[08:03] Mirela: {pw}",
    "[21:15] arben: root pw per serverin e biletave?\n[21:16] gentian: {pw}",
    "Entela: {pw} eshte passi i ri i arkes",
    "Fatos: {pw}, kete e vura te routeri",
    "Ελένη: {pw} είναι ο νέος κωδικός του ξενώνα",
    "Sotiris: o neos kwdikos einai {pw}",
    "Marjeta: {pw} è la nuova password del frantoio",
    "Pellumb: ho messo {pw} sul router",
    "hiker (WhatsApp): thanks! so it's {pw} for the lounge wifi?",
    "[19:40] Olsi: new one for the ferry kiosk → {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 56), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 54),
    (_bare, 7), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 7), (_totp, 6), (_codes, 7), (_recovery, 4),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 10), (_phrases, 8), (_auth, 6), (_configs, 16),
    (_chats, 10),
]  # fmt: skip


def _all_samples() -> tuple[list[Sample], list[FieldPair], list[MetadataSample]]:
    _SEEN.clear()
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out, _field_pairs(), _metadata_samples()


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _all_samples()[0]


def _english_seed(g: random.Random) -> str:
    return _seed(g, "english", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Liknoss terminal password is": "{s}",
    "fjalekalimi i Channex eshte": "{s}",
    "passi i ri:": "{s} (e ndryshova dje)",
    "ο κωδικός είναι": "{s}",
    "la password del frantoio è": "{s}\ncambiala dopo la raccolta",
    "Mews password": "{s}",
    "kwdikos:": "{s}",
    "the bus kiosk password Gentian read out was": "{s}, I think",
    "fjalekalimi i kazanit:": "{s}",
    "password Apaleo": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ferryhopper API key", "{s}", _VENDOR_MAKERS["fh"]),
    ("split_token", "Channex key:", "{s} (channel manager)", _VENDOR_MAKERS["ch"]),
    ("split_token", "Viva Wallet client secret", "{s}", _VENDOR_MAKERS["viva"]),
    ("split_seed", "fjalet e rikuperimit", "{s}", _english_seed),
    ("split_card", "numri i kartes", "{s} skadon 08/33", lambda g: v.grouped(_card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AL"))),
    ("split_backup", "Apaleo recovery codes", "{s}\nmxqa27-k3p9\ntrow54-8vhz", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ΑΜΚΑ", "{s}", _amka),
    ("split_phrase", "Passbolt passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    while True:
        secret = make(rng)
        if _fresh(secret):
            return template.replace("{s}", secret), secret


def _field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    return _all_samples()[1]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"liknoss": {"url": "https://b2b.liknoss.example", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"fjalekalimi": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "recepsioni", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"cameras": [{"name": "porta"}, {"name": "kazani", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["rman", "target", "sys/{s}@BILETA"]}': ("meta_password", _plain_pw),
    '{"note": "o kwdikos tou router einai {s}"}': ("meta_password", _plain_pw),
    '{"κωδικός": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "la password del gestionale del frantoio è {s}"}': ("meta_password", _plain_pw),
    '{"channex": {"api_key": "{s}"}}': ("meta_token", _VENDOR_MAKERS["ch"]),
    '{"ferryhopperKey": "{s}"}': ("meta_token", _VENDOR_MAKERS["fh"]),
    '{"mydata_subscription_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/34"}}': ("meta_card", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "XK")),
    '{"guest": {"codice_fiscale": "{s}"}}': ("meta_id", _cf),
    '{"mfa": {"recovery_codes": ["{s}", "mxqa27-k3p9", "trow54-8vhz"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"till_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"kiosk": {"signing_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"cellar": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Bazari-Guesthouse", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def _metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    return _all_samples()[2]


_WHEEL_SUM = hashlib.sha256(b"escpos-3.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"lte3301-firmware-07.06.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/bazari/bileta-api:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"bileta: add Memaliaj stop", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: fix Corfu timetable", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ulli_2032-11-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"raki-lots-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Liknoss terminal password before the summer timetable starts on 2032-05-15.",
    "A hiker asked for the guesthouse wifi password; it's on the card at the reception desk.",
    "Policy: office passwords are at least 14 characters and live only in the Passbolt vault.",
    "Please don't paste passwords into Viber; send a vault link instead.",
    "The `.env.example` line `FERRYHOPPER_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Amenduni decanter panel asks for a new password after every firmware update.",
    "Replace <YOUR_MAPY_KEY> in the README with the key from your Mapy.cz account.",
    "CHANNEX_API_KEY and VIVA_CLIENT_SECRET must be set before the nightly booking sync runs.",
    "Mos ia thuaj askujt fjalekalimin tend.",
    "Fjalekalimi duhet te kete te pakten 14 shenja.",
    "Ndrysho fjalekalimin e kazanit pas sezonit te rakise.",
    "Μην πεις σε κανέναν τον κωδικό σου.",
    "Ο κωδικός πρέπει να έχει τουλάχιστον 14 χαρακτήρες.",
    "Non dire a nessuno la tua password, mi raccomando.",
    "La password deve avere almeno quattordici caratteri.",
    "Ho dimenticato il PIN del bancomat, domani vado in banca a Gjirokastër.",
    "Upgraded the LTE3301 firmware from 07.04 to 07.06 and python-escpos to 3.1 over the weekend.",
    f"commit {_COMMIT} adds the Memaliaj stop to route 18.",
    f"Rolled back to {_SHORT} after the Corfu timetable fix broke the Sunday sailings.",
    f"requirements.txt: python-escpos==3.1 --hash=sha256:{_WHEEL_SUM}",
    f"The LTE3301 firmware 07.06 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of raki-lots-2031.parquet: {_SHA512}",
    f"The ticket API container runs ghcr.io/bazari/bileta-api@sha256:{_IMAGE}.",
    f"MD5 of ulli_2032-11-03.csv is {_MD5}, same as the copy on the press's PC.",
    "Request id 3f9a1c27-8e4b-4d60-a2f5-71c0b9e3d846 is the slow one in the Channex logs.",
    "Booking BZR-2032-0417: two hikers, three nights, arriving from Tepelenë on Thursday.",
    "Ticket #4471: the kazan's thermometer in Përmet reads 4 °C too high.",
    "Call the ferry office in Sarandë on +355 85 224 310 before 10:00.",
    "The 09:30 ferry to Corfu takes 35 minutes; the 13:00 one takes 70.",
    "Bus route 18 Tepelenë–Gjirokastër leaves at 07:15, 11:40 and 16:20.",
    "Postcode 6001 is Gjirokastër; 5001 is Berat and 9701 is Sarandë.",
    "HS code 1509.20 is extra virgin olive oil; 2208.90 covers raki.",
    "Lot number ULLI-2032-B-0088, 1 200 litres, acidity 0.3 %; the panel score was 7.5.",
    "Raki batch RK-31-PER-014: 48 % vol, 220 litres, distilled 2031-10-12.",
    "ISBN 978-99956-0-187-3 is the guide to the old bazaar on the reception shelf.",
    "The secret of good qifqi is the mint and the rice cooked the day before.",
    "After five wrong passwords the Mews login locks the account for 15 minutes.",
    "Ask Mirela for the safe's code, I don't have it.",
    "My card ending 5520 was declined at the Berat hardware store.",
    "The Corfu agent wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Channex account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SCALAPAY_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the raki cellar rusts in the winter damp; oil it every month.",
    "Ferryhopper moved the API key page under Settings › Developers in its April release.",
    "The guest wifi 'Bazari-Open' is open, no password needed.",
    "Kodi postar i Permetit eshte 6401, jo 6001.",
    "Ο αριθμός παραγγελίας είναι 2032-0091, η παράδοση την Τρίτη.",
    "Il numero d'ordine del frantoio è ORD-2032-3310, consegna venerdì.",
    "Flight OS 847 from Vienna lands in Tirana at 14:05; the bus to Gjirokastër is at 16:00.",
    "The Nemërçka ridge trail is 14.2 km with 1 380 m of climb; allow eight hours.",
    "GPX file nemercka-2032.gpx, 2 471 track points, recorded with Organic Maps.",
    "The Amenduni Mod. 2030 decanter runs at 3 600 rpm; the Mori-TEM press is the 2029 model.",
    "Kazani i ri i Permetit eshte 300 litra, modeli 2031.",
    "Trailforks trail id 118240 is the descent to Benja hot springs.",
    "Invoice 2032/0558 from the Kosovo bottle supplier: 4 800 bottles, 0.5 l.",
    "Room 3 is booked through Hostfully until 2032-08-30; room 4 is free.",
    "The 2FA app on the office phone is Aegis; the codes change every 30 seconds.",
    "Vodafone Albania customer line is 42 00 (4200) from a local SIM.",
    "Ferry vessel IMO 9141065 runs the Sarandë–Corfu line this summer.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/bazari/liknoss", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "python-escpos", "version": "3.1"}}',
    '{"ticket": "4471", "booking": "BZR-2032-0417"}',
    '{"lot": {"id": "ULLI-2032-B-0088", "litres": 1200, "acidity_pct": 0.3}}',
    '{"phone": "+355 85 224 310", "city": "Sarandë"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bottles_in_stock": 4800}',
    '{"hs_code": "1509.20", "origin": "AL", "description": "extra virgin olive oil"}',
    '{"route": "18", "from": "Tepelenë", "to": "Gjirokastër", "departs": "07:15"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
_CLEAN_ALL = CLEAN + _CLEAN_METADATA_JSON
