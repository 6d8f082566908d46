# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-ninety-fourth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-ninety-third's
docstring, the fifth to two-hundred-and-ninety-third only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-ninety-fifth, two-hundred-and-ninety-sixth and two-hundred-and-ninety-seventh),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (294817263), password words (a
thing of the coast and a village, `StrandkorbKeitum47!`; two joined words and a number; a name, a
year and a village; leet place names, `W3st3rl4nd`; a beach chair's number and row,
`Korb412Reihe7#`; a generator's three dashed groups; random runs), names, places, templates,
tools, vendors and layouts, the way the staff of a fictional company (Friesenwind Inselservice:
a beach-chair rental in Westerland, a ferry ticket desk in Dagebüll, an oyster bar in List, a
holiday-flat agency in Wyk auf Föhr and a bike rental on Amrum) leak secrets into an assistant's
memory. Every company, person, address, domain and number is fictional; only the region (Sylt,
Föhr, Amrum and the North Frisian coast, Germany) is real. The texts are chats with times,
tickets, wiki table rows and breadcrumbs, notes, e-mails, runbooks, READMEs, shell prompts,
voice-memo transcripts, dictated and spelled text and requests to the assistant itself; the
separators run from a colon, "is", `ist`, `is`, `er`, `as`, `es`, `lautet` and a dash to an
arrow, an emoji (`🔑`), a new line, a table bar, `„…“`, `» … «`, backticks and parentheses.

Names and tools by grep (case-insensitively, the number of heldouts 5 to 293 that name each): in
none, Sylt, Amrum, Westerland, `Sölring`, `Passwoort`, `vllt`, `hdl`, `vertell dat keen`,
`ssh-copy-id`, Strandkorb; in one, Föhr, Dagebüll, Wyk, `sag keinem`, `gh auth`, `wg set`; in two
to four, `ldapmodify`, `isync` (mbsync), radicale, `mariadb -u`, `owncloudcmd`, `tnftp`,
`ionosctl`, `cryptsetup`, `autossh`, `rsync --password-file`, vdirsyncer, `Fering` (three),
`Frisian` (three); the common ones again in wordings of their own (sshpass, mysql, redis-cli,
docker login, curl -u, zip, 7z, openssl, gpg, xfreerdp, htpasswd, lftp, keytool, sqlcmd,
smbclient, net use, mosquitto_pub, sudo -S, psql, nmcli, wpa_passphrase, uci, the `WIFI:` QR
string, env files, Compose, wp-config, Django settings, Spring properties, `.pgpass`, mbsyncrc,
msmtprc, fetchmailrc, `.netrc`, Terraform, appsettings.json, Home Assistant secrets, connection
strings, JWTs, PEM blocks, `otpauth://`, Basic and Bearer headers, BitLocker recovery keys).

About half of the secret samples are in other languages than English: German texting (`PW`,
`Passwort`, `Kennwort`, `lautet`, `ist`, `hier ist`, `lg`, `vllt`, `hdl`, `kp`, `sag's keinem`,
`danke`, `Notfallcodes`, `Bestätigungscode`, `Prüfnummer`, `Schlüssel`); Low German
(`Passwoort`, `dat … is`, `hier is`, `nee`, `vertell dat keen een`, `Schlötel`, `Woort`, `denn`,
`Brüker`, `vun`, `för`, `Wöörd`, `Teken för Teken`); North Frisian, Sölring and Fering
(`Paaswurd`, Sölring `es` and Fering `as` for "is", `hir as` for "here is", `üüs` for "our",
`nü`, `nii`, `a kode`, `tak`); and the Danish of the Danish minority (`adgangskode`, `kodeord`,
`kode`, `pinkode`, `nøgle`, `er`, `her er`, `sig det ikke til nogen`, `tak`, `brugernavn`,
`engangskode`, `bekræftelseskode`, `backup-koder`, `gendannelsesnøgle`). The wordings are the
author's approximations, checked by no speaker; the thinnest guesses are the Frisian ones
(`Paaswurd` is a coinage, the author knowing no Sölring or Fering word for a password; `hir as`,
`üüs nii`, `a kode`, `tak` as Fering and `Dit … es` as Sölring are guesses), then Low German
`Schlötel`, `Wöörd`, `Brüker` and `Teken för Teken`, then the Danish `gendannelsessætning`.

Vendors (by grep, in no earlier corpus: FeWo-direkt, Traum-Ferienwohnungen, Casamundo, Bookiply,
Heidelpay, Norisbank, Papierkram, Nextbike, Call a Bike, Cargoroo, Raidboxes, Uberspace, Timme
Hosting, manitu, STACKIT, Schlund; in one: Smily, Protel, Tillhub, Unzer, Payone, Computop,
Ratepay, Billie, Mondu, Kontist, finAPI, Debitoor, Candis, Personio, Factorial, Shyftplan,
Papershift, Staffomatic, Donkey Republic, Swapfiets, Klarna, Paylike, orderbird, ready2order,
Mittwald, netcup, Hostpoint, Contabo, INWX; in two to four, Ginlo, Teamwire, Stackfield as chat
layouts), besides GitHub, OpenAI, Stripe, Slack, Telegram, SendGrid, AWS and Anthropic in the
documented shapes. No shape of the lightly used vendors is one the author knows to be real: every
one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, and the
`tfw_live_`, `bkp_`, `s-priv-`, `mondu_`, `cnd_`, `papi-`, `dr_`, `klarna_live_api_`, `rb_`,
`stk_` and `mw_` prefixes); the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Germany's
Steuer-ID (`stdnum.de.idnr`, in five earlier corpora), Steuernummer (`stdnum.de.stnr`, one, for
Schleswig-Holstein) and USt-IdNr. (`stdnum.de.vat`, four), Denmark's CPR-nummer (`stdnum.dk.cpr`,
two; its module checks the date, the checksum having been dropped in 2007) and CVR-nummer
(`stdnum.dk.cvr`, one). Kinds no library or this file checks (no check-digit algorithm is written
here; the shapes are guesses): the German Personalausweisnummer and Reisepassnummer, a driving
licence number, a Rentenversicherungsnummer and a Sozialversicherungsnummer, a guest's passport
and a Danish passport number. Card numbers pass Luhn (the value helpers' Visa, Mastercard, Amex,
Discover, JCB, Maestro, Diners and UnionPay, checked with python-stdnum's `luhn`); the card codes
are Amex's four-digit CIDs only. The IBANs are of Germany, Denmark, the Faroe Islands, Greenland,
the Netherlands, Luxembourg and Belgium (a rough count of the country codes in heldouts 5 to 293
finds each in twenty to twenty-six corpora), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, French, Italian, Czech, Portuguese, Spanish and Korean
lists (no Turkish nor Russian), each checked with `Mnemonic(lang).check`. Every secret is drawn
again until it is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.de import idnr as de_idnr
from stdnum.de import stnr as de_stnr
from stdnum.de import vat as de_vat
from stdnum.dk import cpr as dk_cpr
from stdnum.dk import cvr as dk_cvr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 294_817_263
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
# A family's value maker: the rng and the template the value goes into.
Make = Callable[[random.Random, str], str]

_WORDS = ["Strandkorb", "Auster", "Priel", "Deich", "Friesennerz", "Krabbe", "Pharisaeer",
          "Biike", "Hallig", "Teepott", "Moewe", "Seehund", "Rungholt", "Duene", "Leuchtturm",
          "Wattwurm", "Sturmflut", "Reetdach", "Bernstein", "Kutter"]  # fmt: skip
_PLACES = ["Westerland", "Keitum", "Morsum", "Hoernum", "Rantum", "Kampen", "Wenningstedt",
           "List", "Daguebuell", "Wyk", "Nieblum", "Utersum", "Oldsum", "Nebel", "Norddorf",
           "Wittduen", "Sueddorf", "Niebuell", "Pellworm", "Langeness", "Hooge"]  # fmt: skip
_NAMES = ["Inken", "Boy", "Keike", "Jens", "Ocke", "Nahmen", "Frauke", "Soenke", "Hauke",
          "Tamme", "Merret", "Jappe", "Mette", "Lasse", "Birte", "Knut", "Anke", "Tade", "Arfst",
          "Brar"]  # fmt: skip
_USERS = ["inken", "boy.p", "keike", "jens_h", "ocke", "nahmen", "frauke", "soenke", "hauke",
          "tamme", "merret", "jappe", "mette.l", "lasse", "birte"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["Str4ndk0rb", "Au5t3r", "W3st3rl4nd", "K31tum", "Amrum", "F0ehr", "Sy1t", "D31ch",
         "K4mp3n", "Pr13l"]  # fmt: skip


def _chair(g: random.Random) -> str:
    """A beach chair's number and its row, the way the beach crew makes a password of it."""
    return f"Korb{g.randrange(100, 999)}Reihe{g.randrange(1, 30)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(w.lower() for w in g.sample(_WORDS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2035)) + g.choice(_SYMBOLS),
    _chair,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_WORDS).lower()}_{g.randrange(1960, 2035)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_WORDS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = set(ALNUM + "._~-")


def _pw(rng: random.Random, _t: str = "") -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random, _t: str = "") -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN)


def _of(make: Maker) -> Make:
    return lambda rng, _t: make(rng)


def _take(
    rng: random.Random, seen: set[str], cls: str, templates: list[str], *, n: int, make: Make
) -> list[Sample]:
    """``n`` samples of ``cls``: each template with a fresh, unique value in place of ``{pw}``."""
    out = []
    for template in v.cycle(rng, templates, n):
        while True:
            secret = make(rng, template)
            clash = any(secret in text for text in _clean_texts())
            if secret not in seen and len(secret) >= 4 and not clash:
                break
        seen.add(secret)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


_SAID = [
    "Stackfield room 'Strandkorbvermietung Westerland': the Kassenterminal admin password is {pw}",
    "Ginlo chat, Inken: password for the Strandkorb booking tablet {pw}",
    "Teamwire message from Boy: FeWo-direkt partner login password {pw}",
    "Personio note on the onboarding of Tade: the locker PC password is {pw}",
    "Shyftplan shift note (early shift, List): oyster bar till password {pw}",
    "Papershift message to the Amrum bike crew: Nextbike depot tablet password {pw}",
    "Staffomatic comment from Merret: Wyk office printer admin password {pw}",
    "Heads-up from Jappe: the Dagebüll ticket desk PC password is now {pw}",
    "Ticket FW-4471 (Ferienwohnung Nieblum, key safe portal): password {pw}, please rotate",
    "Runbook, Strandkorb season start\n1. power up the Westerland kiosk\n2. log in as kasse\n3. password {pw}\n4. open the season price list",
    "README (Austernbar List, back office)\nThe cold-room logger UI is at http://logger.austernbar.lan, admin password `{pw}`.",
    "Hi Nahmen,\n\nthe password for the Traum-Ferienwohnungen account is {pw}. Please put it into the vault and delete this mail.\n\nCheers,\nFrauke",
    "voice memo, transcribed: okay so the password for the Bookiply extranet is {pw} got it",
    "dictated: the Casamundo host password is {pw} full stop",
    "note to self: Papierkram login password {pw}",
    "after the reset the Tillhub back-office password became {pw}",
    "Please remember my Norisbank online-banking password for me: {pw}",
    "can you store the Raidboxes password for the Wyk agency site? it's {pw}",
    "Wiki | Amrum Radverleih | Nextbike depot | password | {pw} |",
    "Wiki › Westerland › Strandkorbkasse › admin: password {pw}",
    "[07:42] Keike: password for the Uberspace shell is {pw}",
    "Passwort für die Kasse in List: {pw}",
    "dat Passwoort för den Kassenrechner in Wyk is {pw}",
    "Moin! Hier is dat nee Passwoort: {pw} - vertell dat keen een",
    "Kennwort fürs Büro-WLAN-Portal ist {pw}, lg Anke",
    "vllt schreibst du dir das auf: PW ist {pw} hdl",
    "adgangskoden til billetkontoret i Dagebüll er {pw}",
    "Her er kodeordet til ferielejlighederne: {pw} - sig det ikke til nogen, tak",
    "Paaswurd fan't kontoor: {pw}",
    "Hir as det Paaswurd för a Fiitsen: {pw}",
    "Sölring: Dit Paaswurd es {pw}",
    "Fering: üüs Paaswurd as {pw}, tak!",
    "Passwort (Casamundo-Konto) → {pw}",
    "Kennwort: „{pw}“",
    "Passwort 🔑 {pw}",
    "Mette: kodeord » {pw} «",
    "Schlüssel för de Kass (Passwoort): {pw}",
    "Ocke (Austernbar): das Passwort für die Kühlzelle lautet {pw}",
    "the admin password of the Heidelpay merchant portal is {pw}",
    "Frauke says the Smily channel manager password is {pw}",
    "Debitoor login for the Wyk agency, password ({pw})",
    "incident 2033-06-02: the Strandkorb app's staff password {pw} was printed on the receipt",
]  # fmt: skip

_CHATS = [
    "[08:03] Hauke: wlan pw vom Kiosk?\n[08:04] Birte: {pw}",
    "[18:11] Boy: PW für die Fährkasse? kp mehr\n[18:12] Jappe: {pw} lg",
    "Inken: {pw} ist das neue Passwort für die Strandkorb-App",
    "Tamme: nimm {pw}, das hab ich fürs Kassensystem gesetzt",
    "Keike: hey, neues Passwort: {pw} hdl",
    "Mette: ny adgangskode: {pw} tak!",
    "Lasse: koden til kasseapparatet er {pw}",
    "Soenke: Dat nee Passwoort is {pw}",
    "Arfst: Paaswurd as nü {pw}",
    "Brar: üüs nii Paaswurd: {pw}",
    "[21:40] Ocke: vllt merkst du dir das: {pw}\n[21:41] Anke: ok danke",
    "Merret: Passwort fürs Büro? -> {pw}",
    "Knut: {pw} det er den nye kode til wifi'en",
    "Nahmen: pw = {pw} (sag's keinem)",
]  # fmt: skip

_SPELLED = [
    "Das Passwort ist das Wort {word}, dann {num}",
    "the password is the word {word} followed by {num}",
    "Passwoort: dat Woort {word}, denn {num}",
    "adgangskoden er ordet {word} og så {num}",
    "{word} with a capital first letter and {num} at the end, that's the kiosk password",
    "type {word}, then {num}; that's the admin password for the ferry desk",
    "the name of our Strandkorb dog, {word}, followed by {num}",
    "PW: erst {word}, dann die Zahl {num}",
    "it's {word}{num}, word and digits joined",
    "Passwort: {word}{num} (zusammengeschrieben)",
]  # fmt: skip
_SPELL_WORDS = ["Seeschwalbe", "Heringsmoewe", "Austernfischer", "Kegelrobbe", "Knuttvogel",
                "Sanderling", "Queller", "Strandhafer", "Wattschnecke", "Ringelgans", "Pricke",
                "Uthlande", "Halligflieder", "Sandregenpfeifer", "Pierwurm", "Miesmuschel",
                "Strandflieder", "Brandgans", "Eiderente", "Seestern"]  # fmt: skip


def _spelled(rng: random.Random, seen: set[str], n: int) -> list[Sample]:
    """The word is the planted value (the word and the number where the template joins them)."""
    words = [w for w in _SPELL_WORDS if w not in seen]
    out = []
    for template, word in zip(v.cycle(rng, _SPELLED, n), rng.sample(words, n), strict=True):
        num = str(rng.randrange(100, 10_000))
        secret = word + num if "{word}{num}" in template else word
        seen.add(secret)
        text = template.replace("{word}", word).replace("{num}", num)
        out.append(Sample("spelled_password", text, secret))
    return out


_PHRASE_WORDS = ["moewe", "deich", "priel", "kutter", "auster", "duene", "reetdach", "biike",
                 "hallig", "teepott", "sturm", "wattwurm", "bernstein", "leuchtfeuer", "krabbe",
                 "seehund", "ebbe", "flut", "sandbank", "fischbroetchen"]  # fmt: skip
_PHRASES = [
    "passphrase for the agency's KeePassXC vault: {pw}",
    "Passphrase der Backup-Platte: {pw}",
    "the Bitwarden master passphrase is {pw}",
    "kodesætning til krypteringen: {pw}",
    "Passphrase (Uberspace SSH key): {pw}",
    "Passwoort-Satz för de Sekerheitskopie: {pw}",
]  # fmt: skip


def _phrase(rng: random.Random, _t: str) -> str:
    words = rng.sample(_PHRASE_WORDS, rng.choice([4, 5]))
    return rng.choice([" ", "-", "."]).join(words)


_LOGINS = [
    "login: {user} / {pw}",
    "creds for the Strandkorb app are {user} and {pw}",
    "Benutzer {user}, Passwort {pw}",
    "Brugernavn: {user}  Adgangskode: {pw}",
    "sign in to Papierkram as {user} with {pw}",
    "{user} / {pw}",
    "{user}:{pw}@kasse.westerland.lan",
    "u={user} p={pw}",
    "| Tillhub back office | {user} | {pw} |",
    "Nutzer: {user}@inselservice.example | PW: {pw}",
    "Brüker: {user}, Passwoort: {pw}",
    "admin / {pw} (Nextbike depot terminal)",
    "root:{pw}",
    "{user}@friesenwind.example:{pw}",
]  # fmt: skip


def _logins(rng: random.Random, seen: set[str], n: int) -> list[Sample]:
    templates = [t.replace("{user}", rng.choice(_USERS)) for t in _LOGINS]
    return _take(rng, seen, "login_pair", templates, n=n, make=_plain_pw)


_PINS = [
    "PIN der Kasse im Strandkorbhäuschen: {pw}",
    "the key safe at Ferienwohnung Utersum opens with PIN {pw}",
    "Pinkode til billetautomaten: {pw}",
    "PIN vom Tresor (Austernbar): {pw}, sag's keinem",
    "Türcode Radverleih Norddorf → {pw}",
    "the bike lock code for the Amrum e-bikes is {pw}",
    "Keysafe Wyk, Fering: a kode as {pw}",
    "PIN för de Kass: {pw} - vertell dat keen een",
    "SIM PIN of the ferry desk router: {pw}",
    "Code vom Schlüsselkasten in Keitum: {pw} lg",
]  # fmt: skip


def _pin(rng: random.Random, _t: str) -> str:
    return _r(rng, D, rng.choice([4, 5, 6]))


_CARDS = [
    "Firmenkarte: {pw} gültig bis 09/35",
    "company Visa for the ferry tickets: {pw}",
    "Kreditkartennummer {pw}, bitte für die Buchung verwenden",
    "kortnummer: {pw} (udløb 04/34)",
    "card number {pw} exp 11/36 — the one for the Smily subscription",
    "Kortnummer til færgebilletterne: {pw}",
    "De Kort-Nummer is {pw}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "maestro", "diners", "unionpay"]


def _card(rng: random.Random, _t: str) -> str:
    number = v.card(rng, rng.choice(_BRANDS))
    return v.grouped(number, rng.choice([" ", "-", ""]), rng)


_CVVS = [
    "the four digits on the front of the Amex are {pw}",
    "Amex CID (vorne auf der Karte): {pw}",
    "security code on the front of the company Amex: {pw}",
    "de veer Tallen vörn op de Amex: {pw}",
    "Amex-kortets fire cifre på forsiden: {pw}",
    "Kartenprüfnummer der Amex (4 Ziffern) → {pw}",
]  # fmt: skip


def _cvv(rng: random.Random, _t: str) -> str:
    return _r(rng, D, 4)


_IBANS = [
    "IBAN für die Kaution: {pw}",
    "please transfer the deposit to IBAN {pw}",
    "Kontonummer (IBAN): {pw}",
    "IBAN til lejen: {pw}",
    "Hier is de IBAN: {pw}",
    "Bankverbindung Ferienwohnung Wyk — {pw}",
    "refund the guest to {pw}, thanks",
]  # fmt: skip
_IBAN_COUNTRIES = {
    "DE": "n" * 18, "DK": "n" * 14, "FO": "n" * 14, "GL": "n" * 14,
    "NL": "aaaa" + "n" * 10, "LU": "nnn" + "c" * 13, "BE": "n" * 12,
}  # fmt: skip


def _iban(rng: random.Random, _t: str = "") -> str:
    number = v.iban_shaped(rng, rng.choice(sorted(_IBAN_COUNTRIES)), _IBAN_COUNTRIES)
    assert std_iban.is_valid(number)
    return v.iban_spaced(number) if rng.random() < 0.5 else number


def _idnr(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 10), de_idnr.is_valid)


def _stnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.choice(['15', '18', '26'])}/{_r(h, D, 3)}/{_r(h, D, 5)}"

    return v.until(g, make, lambda x: de_stnr.is_valid(x, "Schleswig-Holstein"))


def _de_vat(g: random.Random) -> str:
    return v.until(g, lambda h: "DE" + str(h.randrange(1, 10)) + _r(h, D, 8), de_vat.is_valid)


def _cpr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(50, 100):02d}-{_r(h, D, 4)}"

    return v.until(g, make, dk_cpr.is_valid)


def _cvr(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 7), dk_cvr.is_valid)


_IDS: dict[str, Maker] = {
    "Steuer-ID von Inken: {pw}": _idnr,
    "meine Steuerliche Identifikationsnummer ist {pw}": _idnr,
    "Identifikationsnummer (Boy, Saisonkraft): {pw}": _idnr,
    "Steuer-IdNr. för Jappe: {pw}": _idnr,
    "Steuernummer der Friesenwind Inselservice GmbH: {pw}": _stnr,
    "our Steuernummer for the Finanzamt Nordfriesland is {pw}": _stnr,
    "USt-IdNr.: {pw}": _de_vat,
    "VAT id of the oyster bar: {pw}": _de_vat,
    "CPR-nummer (Mette): {pw}": _cpr,
    "mit personnummer er {pw}, sig det ikke til nogen": _cpr,
    "CPR: {pw}": _cpr,
    "CVR-nummer for Lasse's ApS: {pw}": _cvr,
    "Personalausweisnummer: {pw}": _j(UPPER[:6], (UPPER_DIGITS, 8)),
    "Ausweisnummer von Tamme → {pw}": _j("L", (UPPER_DIGITS, 8)),
    "Reisepassnummer: {pw}": _j("C", (UPPER_DIGITS, 8)),
    "passport number of the guest in Nebel: {pw}": _j("C", (UPPER_DIGITS, 8)),
    "Führerscheinnummer für den Transporter: {pw}": _j("B", (D, 3), (UPPER_DIGITS, 6), (D, 2)),
    "Rentenversicherungsnummer: {pw}": _j((D, 8), "M", (D, 3)),
    "dansk pasnummer: {pw}": _j((D, 9)),
    "Sozialversicherungsnummer vun Ocke: {pw}": _j((D, 8), "K", (D, 3)),
}  # fmt: skip


def _id_make(rng: random.Random, template: str) -> str:
    return _IDS[template](rng)


_VENDORS: dict[str, Maker] = {
    "FeWo-direkt partner API key: {pw}": _j((HEX, 40)),
    "Traum-Ferienwohnungen API-Schlüssel: {pw}": _j("tfw_live_", (ALNUM, 32)),
    "Casamundo integration broken, current key {pw}": _j((HEX, 32)),
    "Bookiply API key for the Wyk flats → {pw}": _j("bkp_", (ALNUM, 36)),
    "Heidelpay private key: {pw}": _j("s-priv-", (ALNUM, 32)),
    "Unzer private key (live) = {pw}": _j("s-priv-", (ALNUM, 30)),
    "Payone portal key: {pw}": _j((ALNUM, 32)),
    "Computop HMAC key for the ferry shop: {pw}": _j((ALNUM, 32)),
    "Ratepay security code: {pw}": _j((HEX, 32)),
    "Billie client secret: {pw}": _j((ALNUM, 48)),
    "Mondu API key {pw}": _j("mondu_", (HEX, 40)),
    "Kontist access token: {pw}": _j((URLSAFE, 43)),
    "finAPI client secret: {pw}": lambda g: v.uuid4(g, "b"),
    "Papierkram API-Token: {pw}": _j((ALNUM, 40)),
    "Debitoor API token {pw}": _j((HEX, 48)),
    "Candis API key: {pw}": _j("cnd_", (ALNUM, 40)),
    "Personio client secret: {pw}": _j("papi-", (ALNUM, 40)),
    "Factorial API key → {pw}": _j((HEX, 64)),
    "Shyftplan user token: {pw}": _j((ALNUM, 20)),
    "Papershift API token: {pw}": _j((ALNUM, 44)),
    "Staffomatic access token {pw}": _j((HEX, 64)),
    "Nextbike API key: {pw}": _j((UPPER_DIGITS, 16)),
    "Call a Bike API key for the Niebüll station: {pw}": _j((HEX, 32)),
    "Donkey Republic partner key: {pw}": _j("dr_", (ALNUM, 32)),
    "Swapfiets API key {pw}": lambda g: v.uuid4(g, "8"),
    "Cargoroo integration key: {pw}": _j((ALNUM, 36)),
    "Klarna API password: {pw}": _j("klarna_live_api_", (URLSAFE, 40)),
    "Paylike app key {pw}": _j((ALNUM, 36)),
    "orderbird API key for the oyster bar: {pw}": _j((HEX, 40)),
    "ready2order account token: {pw}": _j((B64, 60)),
    "Tillhub API key: {pw}": _j((HEX, 32)),
    "Smily (BookingSync) OAuth token: {pw}": _j((HEX, 64)),
    "Protel API secret: {pw}": _j((ALNUM, 32)),
    "Raidboxes API token {pw}": _j("rb_", (ALNUM, 40)),
    "Uberspace API key: {pw}": _j((HEX, 40)),
    "Timme Hosting API key: {pw}": _j((ALNUM, 32)),
    "manitu API key → {pw}": _j((HEX, 32)),
    "STACKIT service account key: {pw}": _j("stk_", (ALNUM, 44)),
    "netcup API password: {pw}": _j((ALNUM, 40)),
    "INWX API token for the DNS records: {pw}": _j((HEX, 64)),
    "Mittwald API token: {pw}": _j("mw_", (ALNUM, 48)),
    "API-Schlüssel vun Contabo: {pw}": _j((ALNUM, 40)),
    "Hostpoint API key: {pw}": _j((HEX, 32)),
    "Schlund API-Schlüssel för de Domains: {pw}": _j((HEX, 40)),
    "GitHub token for the booking repo: {pw}": _j("ghp_", (ALNUM, 36)),
    "OPENAI_API_KEY for the guest chatbot: {pw}": _j("sk-proj-", (URLSAFE, 48)),
    "Stripe secret key of the bike shop: {pw}": _j("sk_live_", (ALNUM, 24)),
    "Slack bot token for #strandkorb: {pw}": _j("xoxb-", (D, 11), "-", (D, 12), "-", (ALNUM, 24)),
    "Telegram bot token (Fähr-Bot): {pw}": _j((D, 10), ":AA", (URLSAFE, 32)),
    "SendGrid key for the booking mails: {pw}": _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    "AWS access key for the photo bucket: {pw}": _j("AKIA", (UPPER_DIGITS, 16)),
    "Anthropic key for the holiday-flat assistant: {pw}": _j("sk-ant-api03-", (URLSAFE, 80)),
}  # fmt: skip


def _vendor_make(rng: random.Random, template: str) -> str:
    return _VENDORS[template](rng)


_AUTH = [
    "curl -H 'Authorization: Bearer {pw}' https://api.fewo-direkt.example/v2/listings",
    "Insomnia request to Bookiply: Authorization: Bearer {pw}",
    "Authorization: Basic {pw}",
    "HTTPie: http GET kasse.westerland.lan/api/sales 'Authorization:Basic {pw}'",
    "header for the Tillhub call → Authorization: Bearer {pw}",
    "wget --header='Authorization: Bearer {pw}' https://api.papierkram.example/v1/invoices",
]  # fmt: skip


def _auth_make(rng: random.Random, template: str) -> str:
    if "Basic" in template:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return base64.b64encode(pair.encode()).decode()
    return _r(rng, rng.choice([HEX, ALNUM]), 40)


def _jwt(rng: random.Random, _t: str = "") -> str:
    header = v.b64url({"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    payload = v.b64url(
        {
            "sub": rng.choice(_USERS),
            "iss": rng.choice(["kasse.westerland", "faehre.daguebuell", "fewo.wyk"]),
            "iat": 2_000_000_000 + rng.randrange(10**7),
            "scope": rng.choice(["bookings", "pos", "bikes"]),
        }
    )
    sig = base64.urlsafe_b64encode(rng.randbytes(32)).decode().rstrip("=")
    return f"{header}.{payload}.{sig}"


_JWTS = [
    "session token of the Strandkorb app: {pw}",
    "JWT für die Buchungs-API: {pw}",
    "Cookie: fw_session={pw}",
    "Here is the token from the ferry desk login response: {pw}",
    "Token vun de Fahrrad-App: {pw}",
]  # fmt: skip


def _pem(rng: random.Random, _t: str = "") -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(rng.randbytes(rng.choice([300, 420, 600]))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "key for the kiosk VPN:\n{pw}",
    "Privater Schlüssel vom Buchungsserver:\n{pw}",
    "~/.ssh/id_ed25519 on the Wyk office NAS:\n{pw}",
    "privat nøgle til webshoppen:\n{pw}",
]  # fmt: skip

_OTPS = [
    "Ihr Bestätigungscode lautet {pw}",
    "{pw} is your FeWo-direkt verification code",
    "Use {pw} to sign in to Papierkram",
    "Din bekræftelseskode er {pw}",
    "Sicherheitscode für Norisbank: {pw} (gültig 5 Minuten)",
    "2FA code for the Heidelpay portal: {pw}",
    "Code vun de Bank: {pw}",
    "engangskode: {pw}",
]  # fmt: skip


def _otp(rng: random.Random, _t: str) -> str:
    code = _r(rng, D, 6)
    return rng.choice([code, f"{code[:3]} {code[3:]}", code])


def _otp_secret(rng: random.Random, template: str) -> str:
    return v.totp_secret(rng, spaced="spaced" in template or "Schlüssel" in template)


_TOTP = [
    "otpauth://totp/Friesenwind:kasse@westerland?secret={pw}&issuer=Friesenwind",
    "otpauth://totp/Papierkram:frauke?secret={pw}&digits=6",
    "TOTP secret for the agency's Google account: {pw}",
    "2FA setup key (manual entry, spaced) → {pw}",
    "Schlüssel für die Authenticator-App (manuell): {pw}",
    "the QR code didn't scan, so I typed the setup key {pw}",
]  # fmt: skip


def _backup(rng: random.Random, _t: str) -> str:
    style = rng.randrange(4)
    return "\n".join(v.backup_codes(rng, rng.choice([4, 5, 6]), style))


_BACKUPS = [
    "2FA backup codes for the Norisbank business login:\n{pw}",
    "Notfallcodes fürs Google-Konto der Ferienwohnungen:\n{pw}",
    "backup-koder til Dropbox:\n{pw}",
    "Wiederherstellungscodes (Personio):\n{pw}",
]  # fmt: skip


def _recovery(rng: random.Random, template: str) -> str:
    if "BitLocker" in template:
        return "-".join(_r(rng, D, 6) for _ in range(8))
    return "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(rng.choice([6, 8])))


_RECOVERY = [
    "BitLocker recovery key for the Dagebüll desk laptop: {pw}",
    "recovery key of the agency's Apple ID: {pw}",
    "Wiederherstellungsschlüssel (1Password Emergency Kit): {pw}",
    "gendannelsesnøgle: {pw}",
]  # fmt: skip

_MNEMO = {
    lang: Mnemonic(lang)
    for lang in ("english", "french", "italian", "czech", "portuguese", "spanish", "korean")
}


def _seed(rng: random.Random, template: str) -> str:
    lang = next((lang for lang in _MNEMO if f"[{lang}]" in template), "english")
    words = rng.choice([12, 12, 15, 18, 24])
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    phrase = str(_MNEMO[lang].to_mnemonic(rng.randbytes(bits)))
    assert _MNEMO[lang].check(phrase)
    return phrase


_SEEDS = [
    "Seed-Phrase der Firmen-Wallet: {pw}",
    "recovery phrase of the ferry desk's Ledger: {pw}",
    "gendannelsessætning [french]: {pw}",
    "Seed-Wörter [italian]: {pw}",
    "the Trezor words [czech] are {pw}",
    "Wallet-Wöörd [portuguese]: {pw}",
    "frase semilla [spanish]: {pw}",
    "seed words [korean]: {pw}",
]  # fmt: skip


def _spaced(rng: random.Random, template: str) -> str:
    token = _r(rng, rng.choice([ALNUM, UPPER_DIGITS, HEX]), rng.choice([24, 28, 32]))
    style = rng.randrange(4)
    if style == 0:
        return " ".join(token[k : k + 4] for k in range(0, len(token), 4))
    if style == 1:
        return " - ".join(token[k : k + 4] for k in range(0, len(token), 4))
    if style == 2:
        return " · ".join(token[k : k + 5] for k in range(0, len(token), 5))
    return " ".join(token)


_SPACED = [
    "read out over the phone, the Casamundo key: {pw}",
    "[dictated] Schlüssel in Viererblöcken: {pw}",
    "Inken spelled the API key for me: {pw}",
    "nøglen, læst op: {pw}",
    "voice memo: okay the Bookiply token is {pw}",
    "de Schlötel, Teken för Teken: {pw}",
]  # fmt: skip

_WIFI = [
    "WIFI:T:WPA;S:Strandkorb-Kiosk;P:{pw};;",
    "WLAN Austernbar List, Passwort: {pw}",
    "network 'FRITZ!Box 7530 Ferienwohnung Nieblum' key {pw}",
    "Network: Radverleih-Amrum / {pw}",
    "wifi Dagebuell Ticketdesk / {pw}",
    "nmcli dev wifi connect Westerland-Kasse password {pw}",
    "wpa_passphrase Wyk-Office {pw}",
    "WLAN-Schlüssel fürs Gäste-Netz: {pw}",
    "wifi-kode til feriehuset i Utersum: {pw}",
    "WLAN-Passwoort in de Ferienwohnung: {pw}",
    "Guests ask for the wifi every day: network Keitum-Gast, password {pw}",
    "uci set wireless.default_radio0.key='{pw}'",
]  # fmt: skip


def _wifi(rng: random.Random, _t: str) -> str:
    return rng.choice(
        [
            lambda: _plain_pw(rng),
            lambda: (
                f"{rng.choice(_WORDS).lower()}-{rng.choice(_PLACES).lower()}-{rng.randrange(10, 100)}"
            ),
            lambda: _r(rng, D, 16),
        ]
    )()


_CLI = [
    "$ ldapmodify -x -H ldap://dc.friesenwind.lan -D 'cn=admin,dc=friesenwind' -w '{pw}' -f strandkorb.ldif",
    "$ mariadb -u kasse -p'{pw}' -h db.westerland.lan strandkorb",
    "$ owncloudcmd -u boy -p '{pw}' ~/Belege https://cloud.friesenwind.example",
    "$ tnftp ftp://fewo:{pw}@ftp.wyk.example/upload/",
    "$ rsync -av --password-file=<(echo '{pw}') belege/ backup@nas.wyk.lan::belege",
    "$ echo -n '{pw}' | cryptsetup luksOpen /dev/sdb1 belege",
    "$ ionosctl login --user ops@friesenwind.example --password '{pw}'",
    "$ gh auth login --with-token <<< '{pw}'",
    "$ sshpass -p '{pw}' ssh kasse@kiosk-westerland",
    "$ mysql -u bike -p{pw} amrum_rent",
    "$ redis-cli -a '{pw}' -h cache.faehre.lan",
    "$ docker login registry.friesenwind.example -u deploy -p '{pw}'",
    "$ curl -u jappe:{pw} https://faehre.daguebuell.example/api/tickets",
    "$ zip -P '{pw}' kaution-2033.zip kaution/*.pdf",
    "$ 7z a -p'{pw}' lohn-2033.7z lohn/",
    "$ openssl enc -aes-256-cbc -in gaeste.csv -out gaeste.enc -pass pass:{pw}",
    "$ gpg --batch --passphrase '{pw}' -c mietvertraege.tar",
    "$ xfreerdp /v:kasse.westerland.lan /u:kasse /p:'{pw}'",
    "$ htpasswd -b /etc/nginx/.htpasswd keike '{pw}'",
    "$ lftp -u fewo,{pw} sftp://sftp.wyk.example",
    "$ keytool -importkeystore -srckeystore shop.p12 -storepass '{pw}'",
    "$ sqlcmd -S sql.friesenwind.lan -U sa -P '{pw}'",
    "$ smbclient //nas.wyk.lan/fewo -U 'frauke%{pw}'",
    "PS C:\\> net use \\\\nas.wyk.lan\\fewo /user:frauke {pw}",
    "$ mosquitto_pub -h mqtt.austernbar.lan -u kuehl -P '{pw}' -t temp/zelle1 -m 4.2",
    "$ printf '{pw}\\n' | sudo -S systemctl restart kasse",
    "$ psql 'postgresql://booking:{pw}@db.wyk.lan:5432/fewo'",
    "$ autossh -M 0 -o 'ProxyCommand sshpass -p {pw} ssh -W %h:%p jump@sylt.example' kasse@kiosk",
]  # fmt: skip

_CONFIGS = [
    ".env of the booking site:\nDB_HOST=db.wyk.lan\nDB_USER=fewo\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  postgres:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "settings.py:\nDATABASES = {'default': {'USER': 'kasse', 'PASSWORD': '{pw}'}}",
    "application.properties:\nspring.datasource.password={pw}",
    "~/.pgpass:\ndb.westerland.lan:5432:strandkorb:kasse:{pw}",
    "vdirsyncer config:\n[storage fewo_remote]\ntype = \"caldav\"\nurl = \"https://cal.wyk.example/\"\nusername = \"fewo\"\npassword = \"{pw}\"",
    "~/.mbsyncrc:\nIMAPAccount faehre\nHost imap.daguebuell.example\nUser tickets\nPass {pw}",
    "radicale users file: fewo:{pw}",
    "config.yaml (ferry ticket sync):\nsmtp:\n  host: mail.daguebuell.example\n  user: tickets\n  password: \"{pw}\"",
    "JDBC: jdbc:mysql://db.list.lan:3306/austern?user=bar&password={pw}",
    "connection string: Server=sql.friesenwind.lan;Database=Kasse;User Id=kasse;Password={pw};",
    "mongodb://fahrrad:{pw}@mongo.amrum.lan:27017/verleih",
    "redis://:{pw}@cache.faehre.lan:6379/0",
    "amqp://bookings:{pw}@rabbit.wyk.lan:5672/",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "appsettings.json:\n{\"Smtp\": {\"User\": \"info@friesenwind.example\", \"Password\": \"{pw}\"}}",
    "Home Assistant secrets.yaml:\nfritzbox_password: {pw}",
    "msmtprc:\naccount default\nhost smtp.friesenwind.example\nuser info\npassword {pw}",
    "fetchmailrc: poll imap.wyk.example user 'fewo' password '{pw}'",
    "python:\nconn = psycopg.connect(host='db.wyk.lan', user='fewo', password='{pw}')",
    "Dockerfile:\nENV ADMIN_PASSWORD={pw}",
    "k8s secret (stringData):\n  KASSE_DB_PASSWORD: \"{pw}\"",
    "nginx auth via .netrc:\nmachine ftp.wyk.example login fewo password {pw}",
]  # fmt: skip

_HEXES = [
    "SESSION_SECRET={pw}",
    "Kassen-Secret för de Signatur: {pw}",
    "secret_key_base: {pw}",
    "Django SECRET_KEY = '{pw}'",
]  # fmt: skip


def _hex(rng: random.Random, _t: str) -> str:
    return _r(rng, HEX, 64)


# (class, templates, value maker, how many): 390 in all.
_PLAN: list[tuple[str, list[str], Make, int]] = [
    ("label_password", _SAID, _pw, 54),
    ("chat_password", _CHATS, _pw, 22),
    ("passphrase", _PHRASES, _phrase, 10),
    ("pin", _PINS, _pin, 14),
    ("card_number", _CARDS, _card, 14),
    ("card_code", _CVVS, _cvv, 8),
    ("iban", _IBANS, _iban, 14),
    ("national_id", list(_IDS), _id_make, 22),
    ("vendor_key", list(_VENDORS), _vendor_make, 44),
    ("auth_header", _AUTH, _auth_make, 8),
    ("jwt", _JWTS, _jwt, 8),
    ("pem_private_key", _PEMS, _pem, 6),
    ("otp_code", _OTPS, _otp, 10),
    ("otp_secret", _TOTP, _otp_secret, 10),
    ("backup_codes", _BACKUPS, _backup, 8),
    ("recovery_key", _RECOVERY, _recovery, 6),
    ("seed_phrase", _SEEDS, _seed, 12),
    ("spaced_token", _SPACED, _spaced, 12),
    ("wifi_key", _WIFI, _wifi, 16),
    ("cli_password", _CLI, _plain_pw, 26),
    ("config_file", _CONFIGS, _plain_pw, 24),
    ("hex_secret", _HEXES, _hex, 4),
]  # spelled (14) and login pairs (24) are drawn by their own functions


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for cls, templates, make, n in _PLAN:
        out += _take(rng, seen, cls, templates, n=n, make=make)
    out += _spelled(rng, seen, 14)
    out += _logins(rng, seen, 24)
    return out


def _fresh(rng: random.Random, seen: set[str], make: Maker) -> str:
    while True:
        secret = make(rng)
        if secret not in seen and all(secret not in t for t in _clean_texts()):
            seen.add(secret)
            return secret


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Strandkorb kiosk password is", "{s}", _pw),
    ("split_password", "Passwort fürs Kassensystem:", "{s} (seit dem Update im April)", _pw),
    ("split_password", "adgangskoden er", "{s}", _pw),
    ("split_password", "dat Passwoort is", "{s}", _pw),
    ("split_password", "Paaswurd:", "{s}", _pw),
    ("split_password", "password Jappe read out at the ferry desk was", "{s}, I think", _pw),
    ("split_password", "Kennwort der Austernbar-Kasse", "{s}\nbitte nach der Saison ändern", _pw),
    ("split_password", "vllt merkst du dir das PW:", "{s} lg", _pw),
    ("split_password", "kodeord til cyklerne", "{s}", _pw),
    ("split_password", "Nextbike depot admin password", "{s}", _pw),
    ("split_token", "Bookiply API key", "{s}", _j("bkp_", (ALNUM, 36))),
    ("split_token", "Heidelpay private key:", "{s} (live)", _j("s-priv-", (ALNUM, 32))),
    ("split_token", "finAPI client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Wallet-Seed der Firma", "{s}", lambda g: _seed(g, "")),
    ("split_card", "Kreditkartennummer", "{s} gültig bis 08/36", lambda g: _card(g, "")),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_backup", "Notfallcodes", "{s}\n48213907\n77120468", _j((D, 8))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Steuer-ID", "{s}", _idnr),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: _phrase(g, "")),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    seen = {s.secret for s in secrets()}
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = _fresh(rng, seen, make)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kiosk": {"url": "http://kasse.westerland.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}"}': ("meta_password", _plain_pw),
    '{"konto": {"brugernavn": "mette", "adgangskode": "{s}"}}': ("meta_password", _plain_pw),
    '{"bikes": [{"name": "depot-a"}, {"name": "depot-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mariadb", "--user", "kasse", "--password", "{s}", "strandkorb"]}': ("meta_password", _plain_pw),
    '{"note": "dat Passwoort för de Kass is {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ferry desk as tickets with the password {s}"}': ("meta_password", _plain_pw),
    '{"fewo_direkt": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"unzerPrivateKey": "{s}"}': ("meta_token", _j("s-priv-", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: _card(g, "")),
    '{"vermieter": {"iban": "{s}"}}': ("meta_iban", _iban),
    '{"gast": {"steuer_id": "{s}"}}': ("meta_id", _idnr),
    '{"medarbejder": {"cpr": "{s}"}}': ("meta_id", _cpr),
    '{"mfa": {"backup_codes": ["{s}", "KQ7M-2XPA", "ZT4R-8WNB"]}}': ("meta_otp", _j((UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "")),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"keysafe_nieblum": {"pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Strandkorb-Kiosk", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"stackit": {"service_account_key": "{s}"}}': ("meta_token", _j("stk_", (ALNUM, 44))),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    seen = {s.secret for s in secrets()} | {p.secret for p in field_pairs()}
    rng = random.Random(SEED + 2)
    out = []
    for text, (cls, make) in _METADATA.items():
        secret = _fresh(rng, seen, make)
        filled = text.replace("{s}", json.dumps(secret)[1:-1])
        out.append(MetadataSample(cls, json.loads(filled), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"icalendar-6.1.3-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"fritzos-8.02-7530.image").hexdigest()
_IMAGE = hashlib.sha256(b"registry.friesenwind.example/booking:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"booking: add Strandkorb row to invoice", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert timetable import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"strandkorb-belegung-2033-07.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"fewo-export-2033.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Strandkorb kiosk password before the season opens on 2033-04-01.",
    "Boy asked for the wifi password of the oyster bar; it's on the card behind the counter.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Bitte keine Passwörter in Stackfield posten, lieber einen Vault-Link schicken.",
    "The `.env.example` line `BOOKIPLY_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The ferry desk PC asks for a new password every 90 days.",
    "Replace <YOUR_FEWO_DIREKT_KEY> in the README with the key from the partner dashboard.",
    "HEIDELPAY_PRIVATE_KEY and NEXTBIKE_API_KEY must be set before the nightly sync runs.",
    "Sag dein Passwort niemandem, auch nicht am Telefon.",
    "Vertell dien Passwoort keen een, ok?",
    "Sig aldrig din adgangskode til nogen.",
    "Fering: Sai din Paaswurd tu nemen.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein, lg Frauke",
    "kp wo das neue PW steht, vllt im Vault? hdl",
    "Moin! Dat Passwoort för de Kass kriggst du vun Jappe, nich vun mi.",
    "Adgangskoden skal være mindst 14 tegn lang.",
    "Upgraded the kiosk from FRITZ!OS 7.57 to 8.02 and icalendar to 6.1.3 over the weekend.",
    f"commit {_COMMIT} adds the Strandkorb row to the invoice.",
    f"Rolled back to {_SHORT} after the timetable import broke the ferry desk.",
    f"requirements.txt: icalendar==6.1.3 --hash=sha256:{_WHEEL_SUM}",
    f"The FRITZ!OS 8.02 image for the 7530 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of fewo-export-2033.parquet: {_SHA512}",
    f"The booking container runs registry.friesenwind.example/booking@sha256:{_IMAGE}.",
    f"MD5 of strandkorb-belegung-2033-07.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f8a2c71-9b4e-4d02-a6c5-1e7f0b9d2c48 is the slow one in the Bookiply logs.",
    "Buchung FW-2033-00871: Ferienwohnung Nieblum, 12.07. bis 26.07., 4 Personen.",
    "Strandkorb Nr. 412, Reihe 7, Westerland Mitte, 14 Tage, 98 Euro.",
    "Ticket FW-4480: the key safe in Utersum jams when it's wet.",
    "Ruf das Büro in Wyk an: +49 4681 58 27 30, vor 12 Uhr.",
    "Fähre Dagebüll–Wyk 08:10, Ankunft 08:55; nach Wittdün weiter um 09:05.",
    "Route 1 of the island bus runs Westerland–List every 30 minutes in summer.",
    "Postleitzahlen: 25980 Sylt, 25938 Wyk auf Föhr, 25946 Nebel, 25899 Dagebüll.",
    "HS code 0307.11 is live oysters; 8712.00 is bicycles.",
    "ISBN 978-3-89876-512-4 is the Sylt guidebook in the holiday flats' shelves.",
    "Lot SY-AUS-2033-0419: 1200 Sylter Royal oysters, size 3, harvested 2033-05-14.",
    "After five wrong passwords the Tillhub back office locks the account for 15 minutes.",
    "The secret of a good Pharisäer is the rum under the cream, don't stir it.",
    "Ask Ocke for the cold-room keypad code, I don't have it.",
    "My card ending 4471 was declined at the Keitum bakery.",
    "The Danish guest wants our IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Papierkram account and keep them in the safe.",
    "No wallet's support will ever ask for your seed phrase.",
    "Keep `TRAUM_API_KEY` in the secrets store, never in the repository.",
    "Bike E-42 on Amrum needs a new chain; the rental tablet shows 1 834 km.",
    "The guest wifi 'Friesenwind-Gast' is open, no password needed.",
    "Biike on 21 February: the bonfire at Keitum starts at 18:30.",
    "Tide table: high water at Hörnum 06:41, low water 12:58, 2033-07-03.",
    "Wiki | Amrum Radverleih | Nextbike depot | password | (in the vault) |",
    "Order number 7731-0098-2210 from the bike parts shop ships on Thursday.",
    "The Smily channel manager moved its API key page under Settings › Integrations.",
    "Invoice RE-2033-0456 for 40 beach chairs, due 2033-06-30.",
    "GTIN 4006381333931 is the sunscreen we sell at the kiosk.",
    "The oyster bar seats 64; the bar in List opens at 11:30 from Easter.",
    "Mette: tak for i dag, vi ses i morgen i Dagebüll.",
    "Dat Wedder is hüüt ganz schön stürmisch op Amrum.",
    "Ferry car tickets for the Rømø line are booked separately, route 2.",
    "The password reset mail from Papierkram went to spam again.",
    "Schlüsselübergabe für die Ferienwohnung Wyk ist am Freitag um 16 Uhr.",
    "Rechnung 2033/118: 3 Fahrräder, 7 Tage, 210 Euro, zahlbar bis 15.08.",
    "Model year 2033 of the e-bikes is the Gazelle Ultimate C380.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/friesenwind/kiosk", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "icalendar", "version": "6.1.3"}}',
    '{"ticket": "FW-4480", "booking": "FW-2033-00871"}',
    '{"lot": {"id": "SY-AUS-2033-0419", "count": 1200, "size": 3}}',
    '{"phone": "+49 4681 58 27 30", "city": "Wyk auf Föhr"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "chairs_rented": 1284}',
    '{"hs_code": "0307.11", "origin": "DE", "description": "live oysters"}',
    '{"ferry": {"route": "Dagebüll-Wyk", "departure": "08:10"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]


def _clean_texts() -> list[str]:
    return CLEAN + _CLEAN_METADATA_JSON
