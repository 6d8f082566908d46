# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirty-first corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-ninth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-thirtieth to two-hundred-and-thirty-third), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (231486057),
password words (an olive variety, a sea word, a number and a sign; a cheese and a village joined by
dots; a name, a birth year, a sign and a village; an oil tin's litres; leet words of Koroneiki,
Graviera, the sponge, Panormitis and the meltemi with a year; a village in capitals; `Kaiki`, a
number and a cheese; a generator's four groups and random runs), names, places, templates, tools,
vendors and layouts, the way the staff of Aspro Kyma (fictional: an olive mill in Archanes, ferries
out of Rhodes, Kos and Kalymnos, sponge-diving boats in Pothia, a monastery guesthouse by Preveli,
a goat-cheese co-op in Karpathos, a windmill museum in Olympos and a credit union in Chania and
Heraklion) leak secrets into an assistant's memory. The texts are Viber, WhatsApp, Signal,
Messenger, Telegram, BiP, Slack and Teams messages and SMS, chat logs with times, Jira and Zendesk
tickets, a BookStack table, Obsidian, Google Keep and phone notes, e-mail, a runbook, a README,
shell, Termux and PowerShell prompts, code (Python, JavaScript, Go, PHP, C#, Kotlin, Ruby, Rust,
Bash, PowerShell), configs (compose, Kubernetes, systemd, env files), an Otter transcript and
voice notes, dictated and spelled-out passwords and requests to the assistant itself; separators
run from a colon, "is", a dash and an arrow to an emoji, a new line, quotes (`«…»`), parentheses,
backticks and a table's bar.

Tools, calls, flags and variables none of heldouts 5 to 229 names (each grepped): `dploot triage`
and `machinetriage` with `-p`, `ykclient --apikey`, `exo` with `EXOSCALE_API_SECRET`, `neonctl`
(its `--api-key` flag is common), `wg set … private-key <(echo …)`, `fw_setenv`, `theengs-gateway
-pass`, `pam_yubico.so … key=`, tplinkrouterc6u's `get_client`, Meteotemplate's `$updatePassword`,
myDATA's `aade-user-id` header (its `Ocp-Apim-Subscription-Key` header is used before), and the
company's own `KALYMNA_FERRY_DB_PASS`, `OLIVEMILL_SCALE_PASSWORD`, `MYLOS_KIOSK_PASSWORD` and
`CREDIT_UNION_CORE_PASS`. The configs and code are common layouts in wordings of their own.

About 48 % of the secret samples are in other languages than English (by a rough marker count of
the drawn samples, 189 of 390): Cretan Greek texting (`ωρέ`, `κοπέλι`, `ίντα`, `γιάντα`, `μπλιο`),
Dodecanese Greek in Greek letters and Greeklish (`σου λαλώ`, `μη το δώκεις`, `o kwdikos`, `to pass
einai`, `re`, `ela`), the Karpathian dialect of Olympos (`τσαι`, `ήντα λαλείς`, `επά`, `'ναι`,
`θωρείς`), the Italian of the old Rhodes families (`ciò`, `mi raccomando`, `la password è`,
`codice`, `chiave`), the Turkish of the Kos ferries (`kanka`, `abi`, `şifre`, `parola`, `kimseye
söyleme`, `gişe`) and Greek English texting (`ela re`, `ok re`), with Spanish and French only in
seed-phrase lines; the loanwords password, pass, wifi, PIN, token, server and API key stand as
people text them. The wordings are the author's approximations, checked by no speaker; the
Karpathian lines (`τσαι`, `επά`, `θωρείς`, Greeklish `tsai`), `σου λαλώ`/`δώκεις` as Kalymnian and
`ciò` as Rhodes Italian are the thinnest guesses.

Vendors (Blue Star Ferries, Dodekanisos Seaways, Hellenic Seaways, Anes Ferries, Aegean Airlines,
Sky Express, Olympic Air, Hellenic Train, Taxiplon, Skroutz Last Mile, Courier Center, ELTA Courier,
Pancreta Bank, Cooperative Bank of Chania, Attica Bank, Winbank, Modirum, Worldline Greece, Pay.gr,
Vivapayments, Papaki, Top.Host, Persado, Instashop, Spotawheel, Hotelbrain, Let.ferries, Tapcheck,
Kite Platform, Agrostis, Trimble Ag, OliveTrace, Oliveland, myDATA, Yubico, Exoscale, Neon) are
ones heldouts 5 to 229 do not name, by a grep of the name (Exoscale and Neon appear there only as a
variable). Every key shape is the author's guess except Exoscale's `EXO` and 24 hex digits, the
Yubico API key's 28 base64 characters, the WireGuard key's 44 and myDATA's 32-hex subscription key,
which the author believes real; the JWTs are well-formed.

The ids are kinds heldouts 5 to 229 do not use or use lightly. Checked: the Greek AMKA (drawn until
`stdnum.gr.amka` validates its date and Luhn digit), the Greek AFM (`stdnum.gr.vat`) and the
Turkish VKN (`stdnum.tr.vkn`). Invented and unchecked (no check-digit algorithm is written here): a
Greek seaman's book number, a Greek driving licence, an OSDE producer code, Greek passports, the
Italian CIE number and a Turkish mavi kart number. Card numbers pass Luhn (the value helpers'
brands, checked with python-stdnum's `luhn`). The IBANs are of countries used least by a rough
count over heldouts 5 to 229 (Iraq, Ukraine, the Vatican, Kuwait, Moldova, Sudan, El Salvador and
the British Virgin Islands), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Italian, Turkish, Spanish and French lists, each with a valid checksum.
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
from stdnum.gr import amka as gr_amka
from stdnum.gr import vat as gr_vat
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 231_486_057
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


_OLIVES = ["Koroneiki", "Tsounati", "Mastoidis", "Throumbolia", "Chondrolia", "Lianolia",
           "Kalamon", "Agouromeno", "Pyrina", "Moustakia"]  # fmt: skip
_CHEESE = ["Graviera", "Mizithra", "Anthotyro", "Pichtogalo", "Sitaka", "Xinochondros",
           "Kefalotyri", "Galomyzithra", "Tyrozouli", "Staka"]  # fmt: skip
_SEA = ["Sfoungari", "Kolimbitis", "Skafandro", "Kaiki", "Meltemi", "Garbis", "Pelagos",
        "Limanaki", "Karavi", "Ankyra", "Sorokos", "Trechantiri"]  # fmt: skip
_PLACES = ["Pothia", "Vathy", "Myrties", "Emporeios", "Olympos", "Diafani", "Pigadia", "Lindos",
           "Kamiros", "Kardamena", "Antimachia", "Panormitis", "Preveli", "Gonia", "Sfakia",
           "Kissamos", "Archanes", "Lasithi", "Anogeia", "Mandraki", "Telendos", "Kefalos"]  # fmt: skip
_NAMES = ["Manolis", "Stelios", "Kalliopi", "Eleni", "Nektarios", "Irini", "Michalis", "Despina",
          "Vangelis", "Antonis", "Foteini", "Sevasti", "Ettore", "Lucrezia", "Ottavio", "Emre",
          "Selin", "Murat", "Ayse", "Pantelis", "Zambia", "Kyriakos"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["K0r0n31k1", "Gr4v13r4", "Sf0ung4r1", "M1z1thr4", "Ml0s", "P4n0rm1t1s", "M3lt3m1",
         "K4rp4th0s"]  # fmt: skip


def _tins(g: random.Random) -> str:
    """An oil tin's size and an olive, as the mill crew jokes a password together."""
    return f"{g.choice(_OLIVES)}{g.choice([3, 5, 17])}lt{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _generator(g: random.Random) -> str:
    """Four random groups of five, as a password manager writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_OLIVES)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CHEESE).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(100, 1000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2012)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1980, 2033)) + g.choice(_SYMBOLS),
    _tins,
    lambda g: f"{g.choice(_PLACES).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"Kaiki{g.randrange(100, 1000)}{g.choice(_CHEESE)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _generator,
    lambda g: f"{g.choice(_SEA)}_{g.choice(_OLIVES).lower()}_{g.randrange(1912, 2033)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# Labelled passwords in the company's chats, notes, tickets and mail.
_SAID = [
    "Viber, Μανώλης (ελαιοτριβείο Αρχανών): ωρέ, ο κωδικός του Pieralisi panel είναι {pw}",
    "Viber group 'Λιοτρίβι': ίντα 'ναι το password του ζυγού; — {pw}",
    "WhatsApp, Stelios: o kwdikos tou server sto grafeio Chanion einai {pw}",
    "Messenger από Καλλιόπη: το νέο password του booking για τον ξενώνα της μονής → {pw}",
    "Signal, Νεκτάριος: γιάντα ρωτάς πάλι; password: {pw}",
    "SMS από τον Μιχάλη: κωδικός καπετανίας για το λογισμικό εισιτηρίων — {pw}",
    "Viber, Ειρήνη (Πόθια): το password του router στο σφουγγαράδικο είναι «{pw}»",
    "Καλυμνιώτικα στο group: σου λαλώ, το pass είναι {pw}, μη το δώκεις αλλού",
    "Greeklish, Despina: to pass gia to POS sto tyrokomeio einai {pw} ok?",
    "Viber, Vangelis: re, to neo password tou PC sto karavi -> {pw}",
    "Καρπαθιώτικα, Σεβαστή απ' την Όλυμπο: ήντα λαλείς, ο κωδικός επά 'ναι {pw}",
    "Ολυμπίτικα στο Viber: τσαι το password του μύλου, {pw}, να το θωρείς",
    "Karpathika (Greeklish): tsai to password tou mylou einai {pw}",
    "WhatsApp, Ettore (famiglia Rodi): la password del gestionale è {pw}, mi raccomando",
    "Telegram, Lucrezia: ciò, la password nuova del frantoio: {pw}",
    "Nota di Ottavio: password della cassa al museo dei mulini — {pw}",
    "WhatsApp, Emre (Kos feribot): kanka, gişe bilgisayarının şifresi {pw}",
    "BiP mesajı, Selin: abi yeni wifi değil, sistem şifresi bu: {pw}",
    "Telegram, Murat: bilet sisteminin parolası → {pw}, kimseye söyleme",
    "Greek English text from Antonis: ela re, the password for the cheese-dairy laptop is {pw}",
    "Viber from Foteini: ok re, new pass for the monastery booking PC = {pw}",
    "Κρητικά, Viber από Παντελή: κοπέλι, το password είναι {pw}, μπλιο μη ρωτάς",
    "Viber, Kyriakos: kwdikos gia to Agrostis dashboard: {pw}",
    "Notes app, Heraklion office: WinBank e-banking password ({pw})",
    "Google Keep, 'Ferry office Mandraki': admin pw 🔑 {pw}",
    "Slack #kos-ferries, Emre: booking backend root password: `{pw}`",
    "Teams chat, Rhodes HQ: the payroll laptop password is {pw}",
    "Jira ASK-412: NAS in the Kalymnos sponge shop, admin password: {pw}",
    "Zendesk ticket #8831 (monastery guesthouse): reception PC password → {pw}",
    "BookStack page 'Windmill museum kiosk':\n| user | password |\n| kiosk | {pw} |",
    "e-mail from it@asprokyma.gr: Subject: new mail password\nYour new password is {pw}\nChange it after login.",
    "Obsidian note 'Karpathos goat-cheese co-op': router web pw - {pw}",
    "Otter transcript, Michalis: '...the password for the olive-mill scale is {pw}, write it down...'",
    "runbook.md, step 4: log into the ticket kiosk with password {pw}",
    "README of the ferry-manifest tool: default admin password `{pw}` (change it!)",
    "note to self: Hotelbrain password for the Preveli guesthouse = {pw}",
    "please remember: my Cosmote router password is {pw}",
    "Hey assistant, store this for later: the Sky Express agent portal password is {pw}",
    "Assistant, σημείωσε: κωδικός για το myDATA της εταιρείας {pw}",
    "Ricordati per me: password del Wi-Fi della Cassa Rurale? no, quella del server: {pw}",
    "Bunu hatırla: feribot acentesi portalının şifresi {pw}",
    "[09:14] manolis: κωδικός;\n[09:15] eleni:\n{pw}",
    "Cretan voice note (transcribed): ίντα 'ναι ο κωδικός; ε, είναι {pw}",
    "Viber, Zambia (Pigadia): το password 👉 {pw}",
    "Σημείωση στο κινητό: τράπεζα Παγκρήτια, κωδικός (web banking): {pw}",
    "Το password του Wolt; όχι — του e-shop: '{pw}'",
    "Signal, Irini: κωδικός πρόσβασης στον server της Χανιώτικης Συνεταιριστικής: {pw}",
    "Greeklish apo Kalymno: to pass tou drone gia ta sfoungaria ine {pw} re",
    "Ottavio: la chiave d'accesso del PC di bordo è \"{pw}\"",
    "Emre: gemi tabletinin şifresi: {pw} (yeni)",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["manolis", "stelios.k", "kalliopi", "eleni.p", "nektarios", "irini", "mdaskalakis",
          "despina", "vangelis", "antonis.h", "foteini", "ettore", "lucrezia.r", "emre.y",
          "selin", "murat", "ops", "admin", "kiosk", "dairy"]  # fmt: skip
_LOGINS = [
    "Viber, Μανώλης: χρήστης {u}, κωδικός {pw}",
    "λογαριασμός: {u} / {pw}",
    "user: {u}\npass: {pw}",
    "login gia to Sfoungaradiko NAS: {u} kai {pw}",
    "Ettore: utente {u}, password {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "Karpathika: o logarismos {u}, to pass {pw}",
    "Το e-mail {u}@asprokyma.gr με κωδικό {pw}",
    "creds for the ticket kiosk -> {u}:{pw}",
    "username {u} and password {pw} for the Persado console",
    "| {u} | {pw} | Chania office |",
    "Λογαριασμός ΕΛΤΑ Courier: όνομα χρήστη {u}, κωδικός πρόσβασης {pw}",
    "Kos gişesi: kullanıcı {u} / parola {pw}",
    "login al portale Let.ferries: {u} — {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SPELL_WORDS = ["koroneiki", "sitaka", "meltemi", "sfoungari", "panormitis", "graviera",
                "anemomylos", "kaiki", "lindos", "telendos"]  # fmt: skip
_SPELLED = [  # {s}: the password written out as it was dictated
    "Voice memo: the password is {s}",
    "ο κωδικός, γράμμα γράμμα: {s}",
    "to pass grammata-grammata: {s}",
    "dictated on the phone, letter by letter: {s}",
    "Otter: the password, spelled, {s}, all small letters",
    "Karpathiko voice note: ο κωδικός 'ναι {s}",
    "la password, lettera per lettera: {s}",
    "şifre harf harf: {s}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SPELL_WORDS) + str(rng.randrange(10, 100))
    joiner = [" ", "-", " - ", ". "][index % 4]
    spoken = joiner.join(word.upper() if index % 3 == 1 else word)
    return {"s": spoken}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "s")


_CLI: dict[str, Maker] = {  # template: the maker of its secret
    "dploot triage -d ASPROKYMA -u {u} -p '{pw}' 10.20.0.12": _plain_pw,
    "dploot machinetriage -d asprokyma.lan -u {u} -p {pw} 10.20.4.7": _plain_pw,
    "ykclient --apikey {pw} 87123 cccccbhkevtrlnvvgrhlvgtrelnitkbdjcuhfhu": _j((B64, 27), "="),
    "EXOSCALE_API_KEY=EXO{{h}} EXOSCALE_API_SECRET={pw} exo compute instance list": _j((URLSAFE, 43)),
    "neonctl projects list --api-key {pw} --output json": _j((LOWER_DIGITS, 64)),
    "wg set wg0 private-key <(echo {pw}) peer kH8vX2mZ0bq5GJrW1Yc7nQp3tRfL9sUdA6eKoVxIiN4= endpoint 203.0.113.40:51820": _j((B64, 43), "="),
    "fw_setenv wlan_psk '{pw}' && fw_setenv wlan_ssid MylosMuseum": _plain_pw,
    "theengs-gateway -H mqtt.asprokyma.lan -u {u} -pass '{pw}'": _plain_pw,
}  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "manolis@mill-archanes:~$ {c}", "root@kaiki-7:/# {c}",
    "PS C:\\tickets> {c}", "zsh history, line 2041: {c}", "Termux on the ferry tablet:\n$ {c}",
    "αυτή την εντολή έτρεξα: {c}", "afti tin entoli etrexa: {c}", "bu komutu çalıştırdım: {c}",
    "ho lanciato questo: {c}", "[Jira OPS-77] repro:\n```\n{c}\n```",
]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_CLI), n):
        secret = _CLI[template](rng)
        text = template.format(u=rng.choice(_USERS), pw=secret).replace("{h}", _r(rng, HEX, 24))
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=text), secret))
    return out


_URLS = [
    "postgres://{u}:{pw}@pg.asprokyma.lan:5432/tickets",
    "mysql://{u}:{pw}@10.20.0.9/guesthouse",
    "ftp://{u}:{pw}@ftp.asprokyma.gr/manifests/",
    "amqp://{u}:{pw}@mq.asprokyma.lan:5672/ferries",
    "mongodb+srv://{u}:{pw}@cheese.ab12c.mongodb.net/lots",
    "https://{u}:{pw}@nas-pothia.asprokyma.lan:5001/",
    "redis://:{pw}@cache.asprokyma.lan:6379/2",
    "smtp://{u}:{pw}@mail.asprokyma.gr:587",
]  # fmt: skip
_URL_PLACES = [
    "{url}", "DATABASE_URL={url}", "το connection string: {url}", "to url einai {url}",
    "bağlantı adresi: {url}", "stringa di connessione: {url}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _URLS, n):
        secret = _plain_pw(rng)
        url = template.format(u=rng.choice(_USERS), pw=secret)
        out.append(Sample("url_credentials", rng.choice(_URL_PLACES).format(url=url), secret))
    return out


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(rng: random.Random) -> str:
        claims = {"iss": issuer, "sub": _r(rng, D, 8), "iat": 1_900_000_000 + rng.randrange(10**6)}
        return _jwt_of(rng, {"alg": "HS256", "typ": "JWT"}, claims, 43)

    return make


# (vendor, its variable, the maker of its key). Every shape is the author's guess except
# Exoscale's `EXO` and 24 hex digits.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Blue Star Ferries", "BLUESTAR_AGENT_KEY", _j("bsf_", (ALNUM, 32))),
    ("Dodekanisos Seaways", "DODEKANISOS_API_KEY", _j((HEX, 40))),
    ("Hellenic Seaways", "HSW_API_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Anes Ferries", "ANES_KEY", _j((UPPER_DIGITS, 28))),
    ("Aegean Airlines", "AEGEAN_NDC_KEY", _j("aeg_live_", (ALNUM, 30))),
    ("Sky Express", "SKYEXPRESS_TOKEN", _vendor_jwt("skyexpress.gr")),
    ("Olympic Air", "OLYMPIC_API_KEY", _j((HEX, 32))),
    ("Hellenic Train", "HTRAIN_KEY", _j("ht-", (LOWER_DIGITS, 36))),
    ("Taxiplon", "TAXIPLON_API_KEY", _j((ALNUM, 40))),
    ("Skroutz Last Mile", "SKROUTZ_LM_TOKEN", _j("slm_", (URLSAFE, 40))),
    ("Courier Center", "COURIER_CENTER_KEY", _j((UPPER_HEX, 32))),
    ("ELTA Courier", "ELTA_COURIER_API_KEY", _j((ALNUM, 36))),
    ("Pancreta Bank", "PANCRETA_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Cooperative Bank of Chania", "CHANIABANK_API_SECRET", _j((HEX, 64))),
    ("Attica Bank", "ATTICA_OB_SECRET", lambda g: v.uuid4(g, "8")),
    ("Winbank", "WINBANK_PSD2_SECRET", _j((B64, 44))),
    ("Modirum", "MODIRUM_MPI_KEY", _j((UPPER_HEX, 48))),
    ("Worldline Greece", "WORLDLINE_GR_API_KEY", _j("wlgr_", (ALNUM, 34))),
    ("Pay.gr", "PAYGR_SECRET", _j("pg_sk_", (ALNUM, 32))),
    ("Vivapayments", "VIVAPAYMENTS_API_KEY", _j((B64, 40))),
    ("Papaki", "PAPAKI_API_KEY", _j((HEX, 32))),
    ("Top.Host", "TOPHOST_API_TOKEN", _j((ALNUM, 48))),
    ("Persado", "PERSADO_API_KEY", _j("prs_", (LOWER_DIGITS, 40))),
    ("Instashop", "INSTASHOP_PARTNER_KEY", _j((ALNUM, 32))),
    ("Spotawheel", "SPOTAWHEEL_KEY", _j((HEX, 40))),
    ("Hotelbrain", "HOTELBRAIN_API_KEY", _j("hb_", (ALNUM, 36))),
    ("Let.ferries", "LETFERRIES_TOKEN", _j((URLSAFE, 42))),
    ("Tapcheck", "TAPCHECK_SECRET", _j("tc_live_", (ALNUM, 32))),
    ("Kite Platform", "KITE_API_KEY", _j((UPPER_HEX, 40))),
    ("Agrostis", "AGROSTIS_TOKEN", _j((LOWER_DIGITS, 48))),
    ("Trimble Ag", "TRIMBLE_AG_CLIENT_SECRET", _j((ALNUM, 44))),
    ("OliveTrace", "OLIVETRACE_API_KEY", _j("otr_", (HEX, 40))),
    ("Oliveland", "OLIVELAND_KEY", _j((ALNUM, 30))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{vendor} API key: {tok}",
    "{env}={tok}",
    "export {env}='{tok}'",
    "το API key του {vendor} είναι {tok}",
    "to API key tou {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "Integrations › {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "chiave API di {vendor}: {tok}",
    "Viber: το token για {vendor} → {tok}",
    '{{"{env}": "{tok}"}}',
    "  {env}: \"{tok}\"",
    "ela re, to {vendor} token einai {tok}",
    "{vendor} key (prod) - {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    mydata = _r(rng, HEX, 32)
    yubico = _r(rng, B64, 27) + "="
    exo = "EXO" + _r(rng, HEX, 24)
    tplink = _plain_pw(rng)
    return [
        Sample("vendor_token", f"curl -H 'aade-user-id: asprokyma' -H 'Ocp-Apim-Subscription-Key: {mydata}' https://mydatapi.aade.gr/myDATA/RequestDocs", mydata),
        Sample("vendor_token", f"/etc/pam.d/sshd:\nauth sufficient pam_yubico.so id=87123 key={yubico} authfile=/etc/yubikey_mappings", yubico),
        Sample("vendor_token", f"exo config: Exoscale key {exo} for the Heraklion zone", exo),
        Sample("vendor_token", f"from tplinkrouterc6u import TplinkRouterProvider\nrouter = TplinkRouterProvider.get_client('http://192.168.0.1', '{tplink}')", tplink),
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


_BARE_PLACES = ["{t}", "Viber: {t}", "το token: {t}", "to token {t}", "{t}\n^ o kainourgios",
                "keep this for me: {t}", "token bu: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 26), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 50)), _j((URLSAFE, 48)), _j((ALNUM, 40))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the windmill anemometer (OTAA): {h}": 32,
    "κλειδί κρυπτογράφησης του data logger στο ελαιοτριβείο: {h}": 64,
    "HMAC key for the ticket QR codes: {h}": 64,
    "to master key tis vasis: {h}": 32,
    "cheese-vat sensor AES key {h}": 32,
    "anahtar (hex): {h}": 40,
    "Django SECRET for the guesthouse site: {h}": 50,
    "chiave segreta del frantoio: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = _r(rng, HEX, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "το JWT της πύλης κρατήσεων: {t}",
    "to jwt tou kiosk: {t}",
    "cookie session={t}; Path=/",
    "ticket API returns {{\"access_token\": \"{t}\"}}",
    "JWT token (feribot uygulaması): {t}",
    "localStorage.setItem('auth', '{t}')",
    "Postman env var `jwt` = {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    header = {"alg": ["HS256", "RS256", "ES256"][index % 3], "typ": "JWT"}
    claims = {"sub": rng.choice(_USERS), "iss": "tickets.asprokyma.gr",
              "exp": 1_950_000_000 + rng.randrange(10**6), "role": rng.choice(["agent", "admin"])}  # fmt: skip
    return {"t": _jwt_of(rng, header, claims, [43, 86, 64][index % 3])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the ferry-manifest server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.asprokyma.gr.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"MYDATA_SIGNING_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "το ιδιωτικό κλειδί του server:\n{key}": ("EC PRIVATE KEY", "\n"),
    "to kleidi gia to sftp tis trapezas:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Jira OPS-90, attachment pasted inline:\n{key}": ("PRIVATE KEY", "\n"),
    "özel anahtar (bilet sunucusu):\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 40) + "=="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trezor backup of the credit union's test wallet: {p}": "english",
    "recovery phrase, old olive-fund wallet (emptied)\n{p}": "english",
    "voice memo: the seed words are {p} and that's all of them": "english",
    "οι λέξεις ανάκτησης του πορτοφολιού: {p}": "english",
    "ta 24 logia tou wallet: {p}": "english",
    "frase di recupero del portafoglio di famiglia: {p}": "italian",
    "parole seed (Ledger di Ettore): {p}": "italian",
    "kurtarma kelimeleri: {p}": "turkish",
    "cüzdan yedek ifadesi: {p}": "turkish",
    "frase semilla (la de Lucrezia, en español): {p}": "spanish",
    "phrase mnémonique du portefeuille: {p}": "french",
    "BIP39 seed for the sponge-shop donations wallet: {p}": "english",
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
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 6]) for k in range(0, len(words), 6)),
        " / ".join(words),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "η κάρτα της εταιρείας: {c}",
    "i karta tou grafeiou {c} lixi 09/33",
    "card for the fuel at Pothia port: {c}",
    "kart numarası {c}",
    "numero della carta: {c}",
    "Viber: στείλε μου τον αριθμό — {c}",
    "corporate Visa {c}, exp 03/34",
    "Greek English: the card number is {c} ok re",
    "invoice paid with {c}",
    "κάρτα Winbank {c}",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "maestro", "unionpay", "jcb", "diners"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["-", " ", "", " ", "."][index % 5], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Visa {c} λήξη 08/33, CVV {cvv}",
    "karta {c}, ta 3 noumera piso: {cvv}",
    "kart {c} son kullanma 02/34 güvenlik kodu {cvv}",
    "carta {c}, codice di sicurezza {cvv}",
    "card {c} exp 11/35 security code on the back: {cvv}",
    "κάρτα {c}, κωδικός ασφαλείας {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, "visa" if index % 2 else "mastercard")
    cvv = str(100 + index * 131 + rng.randrange(100))  # three digits, distinct
    return {"c": v.grouped(number, " ", rng), "cvv": cvv}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 229 (stdnum's iban.dat layouts).
_IBAN_SHAPES = {"IQ": "aaaa" + "n" * 15, "UA": "n" * 6 + "c" * 19, "VA": "n" * 18,
                "KW": "aaaa" + "c" * 22, "MD": "cc" + "c" * 18, "SD": "n" * 14,
                "SV": "aaaa" + "n" * 20, "VG": "aaaa" + "n" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN για την πληρωμή του προμηθευτή: {i}",
    "to IBAN tou exagogea: {i}",
    "IBAN: {i}",
    "IBAN numarası (acente): {i}",
    "l'IBAN del cugino a Rodi: {i}",
    "Viber, Despina: στείλε τα λεφτά εδώ 👉 {i}",
    "wire the sponge buyers to {i}",
    "Καρπαθιώτικα: ο λογαριασμός του συνεταιρισμού, {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _amka(g: random.Random) -> str:
    """Greek AMKA: a birth date, four digits and a Luhn digit (checked by `stdnum.gr.amka`)."""

    def make(h: random.Random) -> str:
        body = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(40, 100):02d}{_r(h, D, 4)}"
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, gr_amka.is_valid)


def _afm(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("0123456789") + _r(h, D, 8), gr_vat.is_valid)


def _vkn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), tr_vkn.is_valid)


def _seaman(g: random.Random) -> str:
    """A Greek seaman's book number (invented: a port letter pair and six digits)."""
    return f"{g.choice(['ΡΔ', 'ΚΩ', 'ΗΡ', 'ΧΝ'])}{_r(g, D, 6)}"


def _gr_licence(g: random.Random) -> str:
    return _r(g, D, 9)


def _osde(g: random.Random) -> str:
    return f"ΟΣΔΕ-{g.randrange(2030, 2034)}-{_r(g, D, 8)}"


def _gr_passport(g: random.Random) -> str:
    return _r(g, UPPER, 2) + _r(g, D, 7)


def _cie(g: random.Random) -> str:
    return f"CA{_r(g, D, 5)}{_r(g, UPPER, 2)}"


def _mavi(g: random.Random) -> str:
    return "99" + _r(g, D, 9)


_ID_PLACES: dict[str, Maker] = {
    "ΑΜΚΑ: {s}": _amka,
    "o AMKA mou einai {s}": _amka,
    "ΑΦΜ του Μανώλη (προσωπικός): {s}": _afm,
    "AFM: {s}, DOY Irakleiou": _afm,
    "VKN (vergi kimlik no): {s}": _vkn,
    "Emre'nin vergi kimlik numarası {s}": _vkn,
    "αριθμός ναυτικού φυλλαδίου: {s}": _seaman,
    "seaman's book no. {s}": _seaman,
    "δίπλωμα οδήγησης αρ. {s}": _gr_licence,
    "driving licence number (Greek): {s}": _gr_licence,
    "κωδικός ΟΣΔΕ του παραγωγού: {s}": _osde,
    "αριθμός διαβατηρίου: {s}": _gr_passport,
    "passport no {s}, Kalliopi": _gr_passport,
    "carta d'identità elettronica n. {s}": _cie,
    "numero CIE di Ettore: {s}": _cie,
    "mavi kart numarası: {s}": _mavi,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = [
    "Google Workspace backup codes\n{codes}",
    "κωδικοί ανάκτησης 2FA: {codes}",
    "kodikoi backup gia to Viva: {codes}",
    "yedek kodlar (2FA): {codes}",
    "codici di backup: {codes}",
    "2FA recovery codes for the ticketing admin:\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_SEEDS_2FA = [
    "TOTP secret for the bank token: {s}",
    "otpauth://totp/AsproKyma:manolis?secret={s}&issuer=AsproKyma",
    "το μυστικό 2FA: {s}",
    "2FA anahtarı: {s}",
    "chiave TOTP: {s}",
    "setup key (2FA) of the Papaki account {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = "otpauth" not in template and index % 2 == 1
    return {"s": v.totp_secret(rng, spaced=spaced)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")

_CODES = [
    "{c} είναι ο κωδικός επαλήθευσης σας",
    "Ο κωδικός μιας χρήσης: {c}",
    "doğrulama kodunuz: {c}",
    "il tuo codice di verifica è {c}",
    "Use {c} to sign in to Winbank",
    "o kwdikos OTP einai {c}",
]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["AsproKyma-Office", "Mylos-Museum", "Moni-Guesthouse", "Kaiki-7", "Tyrokomeio-5G",
          "COSMOTE-4F2A", "Sfoungaradiko"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s} — κωδικός: {pw}",
    "to wifi tou xenona: {s} / pass {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Καρπαθιώτικα: το wifi του μύλου, {s}, κωδικός {pw}",
    "wifi şifresi ({s}): {pw}",
    "la password del wifi {s} è {pw}",
    "Greek English: wifi is {s}, password {pw} ok?",
    "guest wifi at the monastery: {s} / {pw}",
    "network={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
    "Κρητικά: ίντα 'ναι το wifi; {s}, password {pw}",
    "wifi pass gia to kaiki: {pw}",
    "WPA2 key for {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL = ["reading the key out: {t}", "ο κωδικός στο τηλέφωνο, χαρακτήρα-χαρακτήρα: {t}",
          "to token gramma gramma: {t}", "anahtar tek tek: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    tok = _r(rng, [HEX, ALNUM][index % 2], 32)
    return {"t": [" ", "-", ".", " "][index % 4].join(tok)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = [
    "ο κωδικός της πόρτας στον ξενώνα: {pw}",
    "κωδικός συναγερμού στο τυροκομείο {pw}",
    "to PIN tis kartas einai {pw}",
    "Καρπαθιώτικα: ο κωδικός της κλειδαριάς 'ναι {pw}",
    "kasa şifresi {pw}",
    "il codice del lucchetto: {pw}",
    "PIN για τη θυρίδα: {pw}",
    "door code for the windmill museum: {pw}#",
    "Κρητικά: ο PIN, ωρέ, {pw}",
    "keybox at the Olympos guesthouse - {pw}",
    "kapı kodu: {pw}",
    "codice PIN della carta: {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["koroneiki", "sitaka", "meltemi", "sfoungari", "kaiki", "mylos", "graviera",
                 "ankyra", "limanaki", "anthotyro", "pelagos", "trechantiri", "lasithi",
                 "tsambika"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "η φράση πρόσβασης: {p}": "-",
            "passphrase tou disk: {p}": " ", "la passphrase: {p}": ".",
            "parola cümlesi: {p}": " ", "KeePassXC passphrase for the co-op vault: {p}": "-",
            "unlock phrase of the ferry laptop: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://nas-pothia.asprokyma.lan/api": True,
    "το header: Authorization: Bearer {v}": False,
    "headers = {{'Authorization': 'Bearer {v}'}}": False,
    "Insomnia: Authorization = Basic {v}": True,
    "başlık: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "Meteotemplate config.php (windmill weather station):\n$updatePassword = \"{pw}\";",
    "docker-compose.yml:\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "k8s secret (tickets):\nstringData:\n  DB_PASSWORD: \"{pw}\"",
    "/etc/systemd/system/manifest.service:\n[Service]\nEnvironment=MANIFEST_DB_PASS={pw}",
    "config.yaml:\nsmtp:\n  host: mail.asprokyma.gr\n  user: tickets\n  password: '{pw}'",
    "settings.ini:\n[database]\nuser = dairy\npassword = {pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Default\": \"Server=sql01;User Id=sa;Password={pw};\"}}}}",
    "wp-config.php (guesthouse site):\ndefine('DB_PASSWORD', '{pw}');",
    ".pgpass:\npg.asprokyma.lan:5432:tickets:ops:{pw}",
    "my.cnf:\n[client]\nuser=backup\npassword={pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "helm values.yaml:\nredis:\n  auth:\n    password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_ENV = [
    ".env of the ticket service:\nAPP_ENV=prod\nKALYMNA_FERRY_DB_PASS={pw}\nAPP_DEBUG=false",
    ".env:\nOLIVEMILL_SCALE_PASSWORD={pw}",
    "export GUESTHOUSE_SMTP_PASSWORD='{pw}'",
    "env for the cheese-dairy app:\nDAIRY_ADMIN_PASSWORD=\"{pw}\"",
    "Dockerfile: ENV MYLOS_KIOSK_PASSWORD={pw}",
    "set -x output: + CREDIT_UNION_CORE_PASS={pw} ./sync.sh",
]  # fmt: skip
_envs = _Family("env_file", _ENV, _with(_plain_pw), "pw")


_CODE = [
    "Python:\nconn = psycopg.connect(host='pg', user='ops', password='{pw}')",
    "JavaScript:\nconst client = new Client({{ user: 'tickets', password: '{pw}' }});",
    "Go:\ndb, _ := sql.Open(\"mysql\", \"guest:{pw}@tcp(10.20.0.9)/guesthouse\")",
    "PHP:\n$pdo = new PDO($dsn, 'dairy', '{pw}');",
    "C#:\nvar cred = new NetworkCredential(\"kiosk\", \"{pw}\");",
    "Kotlin:\nval password = \"{pw}\"",
    "Ruby:\nNet::SMTP.start('mail.asprokyma.gr', 587, 'asprokyma.gr', 'tickets', '{pw}', :login)",
    "Rust:\nlet pass = \"{pw}\"; // TODO env",
    "Bash:\nPASSWORD='{pw}' ./backup.sh",
    "PowerShell:\n$pw = ConvertTo-SecureString '{pw}' -AsPlainText -Force",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Μανώλης: το password του wifi;\nΕλένη: {pw}",
    "[07:02] stelios: root pw gia to server?\n[07:03] nektarios: {pw}",
    "Kalliopi: {pw} είναι ο νέος κωδικός του booking",
    "Ειρήνη: βάλε {pw}, αυτό 'χει τώρα ο ζυγός",
    "Σεβαστή (Όλυμπος): ο νέος κωδικός 'ναι {pw}",
    "Ettore: la nuova password è {pw}",
    "Emre: yeni şifre {pw}",
    "Antonis: ok re, password {pw}",
    "Παντελής (Σφακιά): ωρέ, γράψε: {pw}",
    "Despina: neo pass: {pw}",
    "Foteini: the new one is {pw}",
    "Murat: parola değişti, yenisi {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 20), (_spelled, 12), (_cli, 28), (_urls, 12), (_vendors, 50),
    (_bare, 6), (_hexes, 8), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 6), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 16), (_envs, 10),
    (_code, 12), (_chats, 12),
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
    "ο κωδικός του ζυγού είναι": "{s}", "to pass tou router:": "{s} (apo to Pasxa)",
    "Καρπαθιώτικα: ο κωδικός 'ναι": "{s}", "şifre:": "{s}\nkimseye söyleme",
    "la password è": "{s}", "the guesthouse PC password is": "{s}, I think",
    "Κρητικά: ίντα 'ναι ο κωδικός; είναι": "{s}", "kiosk password": "{s}",
    "wifi pass:": "{s}", "κωδικός πρόσβασης:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Papaki API key", "{s}", _j((HEX, 32))),
    ("split_token", "Hotelbrain key:", "{s} (guesthouse)", _j("hb_", (ALNUM, 36))),
    ("split_token", "Attica Bank client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "οι λέξεις του wallet", "{s}", _english_seed),
    ("split_card", "αριθμός κάρτας", "{s} λήξη 10/34", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "VA"))),
    ("split_backup", "κωδικοί ανάκτησης", "{s}\n48213907\n55190284", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ΑΜΚΑ", "{s}", _amka),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """A label at the end of one field, its value at the start of the next."""
    rng = random.Random(SEED + 1)
    out = []
    for first, second in _SPLIT_PASSWORDS.items():
        text, secret = _fill(rng, second, _pw)
        out.append(FieldPair("split_password", first, text, secret))
    for cls, first, second, make in _SPLIT_OTHERS:
        text, secret = _fill(rng, second, make)
        out.append(FieldPair(cls, first, text, secret))
    return out


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"password": "{s}"}': ("meta_password", _plain_pw),
    '{"router": {"admin_pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"κωδικός": "{s}"}': ("meta_password", _plain_pw),
    '{"şifre": "{s}"}': ("meta_password", _plain_pw),
    '{"kiosk": [{"user": "kiosk", "pwd": "{s}"}]}': ("meta_password", _plain_pw),
    '{"note": "to pass tou server einai {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "the password for the cheese-vat panel is {s}"}': ("meta_password", _plain_pw),
    '{"dodekanisos": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"papakiToken": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"db": {"url": "postgres://ops:{s}@pg.asprokyma.lan/tickets"}}': ("meta_url", _plain_pw),
    '{"payment": {"card_number": "{s}", "exp": "06/35"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KW")),
    '{"employee": {"amka": "{s}"}}': ("meta_id", _amka),
    '{"mfa": {"backup_codes": ["{s}", "7Q2M-9XKD", "BT8H-3VZ9"]}}': ("meta_otp", _j((UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4))),
    '{"wallet": {"seed": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"guesthouse": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Mylos-Museum", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.8.6-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"mill-scale-firmware-2.7.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/asprokyma/tickets:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Kalymnos-Telendos route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"dairy: revert batch numbering", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"oil_yield_2033.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"ferry-manifests-2033.parquet").hexdigest()

CLEAN = [
    "Θύμισέ μου να αλλάξω τον κωδικό του ζυγού πριν τη ζύγιση στις 12/11.",
    "Ο Μανώλης ζήτησε το password του wifi· είναι στο συρτάρι του γραφείου.",
    "Πολιτική: οι κωδικοί έχουν τουλάχιστον 14 χαρακτήρες και μένουν μόνο στο vault.",
    "Μη στέλνετε κωδικούς στο Viber, στείλτε link από το vault.",
    "ωρέ, ίντα 'ναι αυτό; ο κωδικός δεν δουλεύει, θα πάρω τον τεχνικό.",
    "Καρπαθιώτικα: ο κωδικός 'ναι στο χαρτί επά στο μύλο, ήντα να σου πω.",
    "to pass to exei o Stelios, rwta ton.",
    "ela re, den thimamai to password, tha sou pw avrio.",
    "Şifreyi kimseyle paylaşma, abi.",
    "Şifre en az 14 karakter olmalı.",
    "La password deve avere almeno quattordici caratteri.",
    "Mi raccomando, non scrivere la password sul frigo.",
    "Greek English: the password is in the vault re, don't ask me.",
    "The `.env.example` line `PAPAKI_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_HOTELBRAIN_KEY> with the key from the Hotelbrain dashboard.",
    "DODEKANISOS_API_KEY and PAPAKI_API_KEY must be set before the nightly sync.",
    "The kiosk asks for a new admin password after each firmware update.",
    "After five wrong passwords the booking system locks the account for 20 minutes.",
    "Upgraded pymodbus to 3.8.6 on the mill gateway over the weekend.",
    f"commit {_COMMIT} adds the Kalymnos-Telendos route.",
    f"Rolled back to {_SHORT} after the dairy batch numbering broke.",
    f"requirements.txt: pymodbus==3.8.6 --hash=sha256:{_WHEEL_SUM}",
    f"The mill scale firmware 2.7.1 has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of ferry-manifests-2033.parquet: {_SHA512}",
    f"The tickets container runs ghcr.io/asprokyma/tickets@sha256:{_IMAGE}.",
    f"MD5 του oil_yield_2033.csv: {_MD5}",
    "Request id 4c1d2e3f-5a6b-4c7d-8e9f-0a1b2c3d4e5f is the slow one in the ticket logs.",
    "Παραγγελία ΠΑΡ-2033-00517: 40 δοχεία ελαιόλαδο 17 lt για τη Ρόδο.",
    "Jira OPS-231: ο συναγερμός στο τυροκομείο χτυπάει τα βράδια.",
    "Πάρε τηλέφωνο στο γραφείο της Πόθιας: +30 22430 28 417.",
    "Kos limanı gişesi: +30 22420 26 118, sabah 8'den sonra.",
    "Το πλοίο φεύγει από το Μανδράκι στις 07:30 και φτάνει στην Κω στις 09:10.",
    "Bilet no KOS-BDR-2033-4471, iki yetişkin, bir araç.",
    "Lotto di formaggio n. 2033/118, 24 forme di graviera.",
    "The olive yield this year was 18.4 % at the Archanes mill.",
    "Η κάρτα μου που λήγει σε 4417 απορρίφθηκε στο βενζινάδικο.",
    "La carta che finisce con 0932 è scaduta.",
    "Kartımın son dört hanesi 7710, ama reddedildi.",
    "The supplier wants the IBAN on the invoice without spaces.",
    "Τύπωσε τους κωδικούς ανάκτησης 2FA και βάλ' τους στο χρηματοκιβώτιο.",
    "No bank will ever ask for your recovery phrase.",
    "Keep `PAPAKI_API_KEY` in the secrets store, never in the repo.",
    "Ο κωδικός της πόρτας άλλαξε την Κυριακή· ρώτα τον Νεκτάριο.",
    "The PIN must be 4 to 6 digits, no repeats.",
    "Ο ΑΜΚΑ χρειάζεται για την πρόσληψη· φέρ' τον αύριο.",
    "AFM ve VKN alanları faturada zorunlu.",
    "ISBN 978-960-03-1234-8 είναι ο οδηγός για τους ανεμόμυλους στη βιτρίνα.",
    "The monastery guest wifi 'Moni-Guest' is open, no password needed.",
    "Η Sitaka θέλει 3 μέρες ωρίμανση, το Xinochondros 2 εβδομάδες.",
    "Ο μύλος έχει 8 πανιά και γυρίζει με 12 κόμβους μελτέμι.",
    "The sponge boat Agios Savvas dives at 35 m off Pserimos on Thursday.",
    "Token counts: prompt 812, completion 144.",
    "The token limit for the ticket API is 600 requests per minute.",
    "Secret Santa at the Rhodes office is on 20 December.",
    "Il segreto dell'olio buono è la raccolta presto, diceva il nonno.",
    "Password reset links expire after 30 minutes.",
    "Ο κωδικός ΚΑΔ της επιχείρησης είναι 10.51 (τυροκομία).",
    "Gate 4 at Kos port, ferry Dodekanisos Pride, departure 16:45.",
    "Sipariş numarası 2033-08812 kargoya verildi.",
    "Ordine n. 77120 spedito a Lindos.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/asprokyma/tickets", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 231}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.8.6"}}',
    '{"ticket": "OPS-231", "order": "ΠΑΡ-2033-00517"}',
    '{"lot": {"id": "2033/118", "cheese": "graviera", "wheels": 24}}',
    '{"phone": "+30 22430 28 417", "city": "Pothia"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tins_in_stock": 1290}',
    '{"ferry": "Dodekanisos Pride", "route": "Rhodes-Kos-Kalymnos", "departs": "16:45"}',
    '{"kiosk": {"has_password": true, "card_ending": "4417"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
