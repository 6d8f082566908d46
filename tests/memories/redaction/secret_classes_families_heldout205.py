# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-first only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-second to two-hundred-and-fourth), any test, the reports, the benchmarks, the
changelog nor the git history, and the scrubber was never run on it. Its own seed (205613947),
password words (a refinery unit, a number and a sign; a salt pan, a year and a sign; two ferry or
rum words joined by a dot with a number; a flamingo word in leet with a year; a bauxite pit, a sign
and a town; a name, a birth year, a sign and an island; a currency pair and a number; a
generator's groups and random runs), names, places, templates, tools, vendors and layouts, the way
the staff of Kas di Brisa Holding (fictional: a refinery service crew at the Bullenbaai and
Emmastad docks, a salt pan by the Pekelmeer on Bonaire, a bauxite pit near Moengo, flamingo-reserve
tours from Kralendijk, a rum distillery in Oranjestad, a river ferry across the Corantijn from Nieuw
Nickerie and a casa di cambio in Willemstad and Paramaribo) leak secrets into an assistant's memory.
The texts are WhatsApp, Signal, Telegram, Teams, Slack and Google Chat messages, chat logs with
times, tickets, wiki tables, Apple Notes and Google Keep notes, e-mails, runbooks, README
fragments, shell, PowerShell and ESXi prompts, voice-memo transcripts, dictated and spelled-out
text and requests to the assistant itself; the label's separators run from a colon, "is" and a
dash to an arrow, an emoji, a new line, quotes, parentheses, brackets and a table's bar.

Tools, calls, flags, variables and files none of heldouts 5 to 201 names (each grepped): Frappe's
`bench set-admin-password`, SSIS's `dtexec … /De`, Qlik Replicate's `repctl SETSERVERPASSWORD`, IBM
ACE's `ibmint set credential … --credential-name … --password`, ESXi's `esxcli system account set
-p`, `choco install … --params "'/Password:…'"`, `winget install … --override`, PowerShell's
`Connect-PIDataArchive` (its password in a `ConvertTo-SecureString`, which earlier corpora use),
rsyslog's `omhttp` action (its `pwd=` parameter appears in three earlier corpora), a wpa_supplicant
PEAP block with `eap=`, `identity=` and `anonymous_identity=`, phpMyAdmin's `blowfish_secret`,
MediaWiki's `$wgSecretKey`, and the variables `RUNDECK_DATABASE_PASSWORD`, `AWX_ADMIN_PASSWORD`,
`GRAYLOG_PASSWORD_SECRET` and the company's own `BRISA_CAMBIO_KAS_PASS`, `MOENGO_PIT_DB_PASS`,
`KORSOU_FERRY_TOKEN` and `brisa-kas` CLI. Beside them common layouts (env files, compose, systemd,
Kubernetes secrets, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection strings)
in wordings of their own.

About half of the secret samples (48 to 51 % by two rough counts of the templates and the
drawn texts) are in other languages than English: Papiamentu in Curaçao's phonological
spelling (`kontraseña`, `kódigo`, `ta`,
`nobo`, `awe`, `danki`, `no duna niun hende`, `mi ta manda bo`) and Aruba's etymological one
(`contraseña`, `codigo`, `awor`, `masha danki`, `no duna ningun hende`), Sranan Tongo (`a … fu …
na`, `mi e seni yu`, `nyun`, `grantangi`, `no gi nowan sma`, `a kode fu a doro`), Sarnami
Hindustani (`hamaar`, `tohaar`, `hai`, `ke`, `naya`, `kekro na batana`, `dhanbaad`), Surinamese
Javanese (`aku`, `kowé`, `iki`, `anyar`, `kodé lawang`, `aja kandha wong liya`, `matur nuwun`),
Ndyuka (Aukan) (`mi`, `fu`, `da`, `gaantangi`, `ná gi wan sama`, `a dolo kode`) and the Dutch
texting of the islands and Suriname (`ww`, `ff`, `nieuwe ww`, `thx`, `zet ff in de groep`,
`dushi`, `pincode`, `ajb`), around the loanwords people text there (password, wifi, PIN, token,
server, API key, backup); the apostrophe is typed in ASCII, as people text it, though print writes
`’` (`Curiel’s`). The wordings are the author's approximations, checked by no speaker;
the Ndyuka lines (`da` as the copula, `dolo` for door, `gaantangi`), the Surinamese Javanese
`kodé lawang` and `aja kandha wong liya`, and the Sarnami `kekro na batana` and `tohaar` are the
thinnest guesses.

Vendors (Aqualectra, Kooyman, Staatsolie, Suralco, Divi Divi Air, Maduro & Curiel's, Aruba Bank,
Selibon, Curoil, Sentoo, Knab, Fly Allways, Gum Air, Blue Wing, Chippie, Surichange, De
Surinaamsche Bank and the company's own Dushi Rates and Krioyo Tours) are ones heldouts 5 to 201 do
not name (grepped by name). No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe and alphanumeric runs, UUIDs, JWTs, `sk_live_`-like and own prefixes such
as `aqlx_`, `sentoo_sk_`, `knab_pat_`, `dr_live_`).

The ids are kinds heldouts 5 to 201 do not name (grepped): a Curaçao sédula number, a CBCS (the
central bank of Curaçao and Sint Maarten) money-exchange licence number, a CBvS (Suriname's central
bank) wisselkantoor licence number, a Dutch Caribbean monsterboekje (seaman's book) number, a
Suriname ferry skipper's licence, a Bonaire salt-works worker pass, a Moengo mine site badge and
passports under Papiamentu, Sranan, Sarnami and Javanese words; all are invented shapes that no
library or this file checks (no check-digit algorithm is written here). Card numbers pass Luhn (the
value helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of countries used least
by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 201 (the United Kingdom and
Portugal in fifteen corpora, Belgium, Brazil, the Faroe Islands, Greenland, Iceland and North
Macedonia in sixteen), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Spanish, Portuguese, French and Italian lists, each with a valid checksum.
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 205_613_947
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
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


_UNITS = ["Crudo", "Vacuum", "Flare", "Reformer", "Coker", "Boiler", "Tankfarm", "Jetty",
          "Bitumen", "Desalter", "Pipestill", "Hydrofiner"]  # fmt: skip
_SALT = ["Pekelmeer", "Zoutpan", "Saliña", "Kristal", "Obelisk", "Brine", "Salina", "Pansaal"]
_FERRY = ["Corantijn", "Pont", "Veerboot", "Kapitein", "Steiger", "Roer", "Anker", "Boei",
          "Rumvat", "Kana", "Melasse", "Alambik", "Eikvat", "Solera"]  # fmt: skip
_FLAMINGO = ["Fl4m1ng0", "G0t0m33r", "P3k3lm33r", "Fl4m3nk0", "R0z4", "Br1s4"]
_PITS = ["Moengo", "Ricanau", "Coermotibo", "Lelydorp", "Onverdacht", "Paranam", "Kaaimangrasie"]
_PLACES = ["Willemstad", "Oranjestad", "Kralendijk", "Paramaribo", "Nickerie", "Moengo",
           "Punda", "Otrobanda", "Noord", "Rincon", "Wanica", "Albina", "Jodensavanne"]  # fmt: skip
_NAMES = ["Jurensley", "Shurendy", "Giovanni", "Rudsel", "Chayenne", "Jaïra", "Ravindre",
          "Sunita", "Anand", "Sarita", "Wongsodikromo", "Sadimin", "Poniem", "Kwasi", "Amoksi",
          "Abena", "Marlon", "Gianella", "Dwight", "Naomi", "Kenrick", "Quincy", "Asha",
          "Soeprapto", "Aniel"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"


def _fx(g: random.Random) -> str:
    """A currency pair and a rate, the way a casa di cambio clerk jokes a password together."""
    pair = g.choice(["ANG", "AWG", "SRD", "USD", "EUR", "XCG"]) + g.choice(["usd", "eur", "srd"])
    return f"{pair}{g.randrange(100, 4000)}{g.choice(_SYMBOLS)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_UNITS)}{g.randrange(10, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SALT)}{g.randrange(1960, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_FERRY, 2)) + str(g.randrange(10, 1000)),
    lambda g: g.choice(_FLAMINGO) + str(g.randrange(1980, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_PITS)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(2, 100)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(['Korsou', 'Aruba', 'Bonaire', 'Sranan'])}",
    _fx,
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None and len(value) > 9)


_SAID = [
    # Papiamentu, Curaçao spelling
    "WhatsApp, Jurensley: mi kontraseña di e server di Bullenbaai ta {pw}",
    "Shurendy: e kontraseña nobo di e PI server ta: {pw} (no duna niun hende)",
    "Signal, Chayenne: kontraseña di e kas di cambio awe → {pw}",
    "Rudsel: mi ta manda bo e password di e laptop: {pw}\ndanki",
    "nota: kontraseña pa e jetty pc - {pw}",
    "Giovanni: password di e flare kamera ta \"{pw}\" awe",
    "kontraseña 👉 {pw}",
    # Papiamentu, Aruba spelling
    "WhatsApp, Gianella: e contraseña di e computer di destileria ta {pw}, masha danki",
    "Naomi: contraseña nobo di wifi di Oranjestad: {pw}",
    "Dwight: awor e password di e kassa ta ({pw}) no duna ningun hende",
    "contraseña di e sistema di rum:\n{pw}",
    # Sranan Tongo
    "Telegram, Kwasi: a password fu a server na {pw}",
    "Marlon: mi e seni yu a nyun password: {pw} grantangi",
    "a password fu a pont komputer na \"{pw}\", no gi nowan sma",
    "Abena: a nyun password fu a boto na → {pw}",
    "Sranan nota: password fu a kantoro = {pw}",
    # Sarnami Hindustani
    "WhatsApp, Ravindre: hamaar password hai {pw}",
    "Sunita: wisselkantoor ke naya password hai: {pw} kekro na batana",
    "Anand: server ke password → {pw} dhanbaad",
    "Sarita: tohaar naya password {pw} hai, bhaiya",
    # Surinamese Javanese
    "WhatsApp, Sadimin: password iki {pw}, matur nuwun",
    "Poniem: password anyar aku: {pw} aja kandha wong liya",
    "Soeprapto: password server Moengo iki → {pw}",
    # Ndyuka
    "Amoksi: mi password da {pw}, gaantangi",
    "a password fu a mine kantoo da: {pw} ná gi wan sama",
    # Dutch texting
    "Teams, Kenrick: nieuwe ww van de Curoil portal is {pw}",
    "Quincy: ww server Emmastad: {pw} thx",
    "Asha: zet ff in de groep, wachtwoord kassa → {pw}",
    "dushi, het ww van de ferry pc is '{pw}' ajb niet doorsturen",
    "ww: {pw} (geldig tot vrijdag)",
    # English
    "Slack #refinery-ops, Aniel: the DCS historian admin password is {pw}",
    "Google Chat, Naomi: password for the salt-pan weighbridge PC: {pw}",
    "Note to self — Pekelmeer drone controller password = {pw}",
    "Ticket BRZ-4471: reset done, temporary password [{pw}], user must change at login",
    "e-mail from Kenrick: The Oranjestad distillery SCADA login is operator / {pw}",
    "Apple Notes 'ferry': Corantijn ferry ticketing password - {pw}",
    "Google Keep: cambio till password » {pw}",
    "| bauxite lab LIMS | admin | {pw} |",
    "Hey assistant, remember that my Kas di Brisa VPN password is {pw}",
    "runbook step 4: log in to the flamingo tour booking backend with password {pw}",
    "voice memo: okay so the tank farm tablet password is {pw} remember that",
    "README: default admin password for the jetty kiosk is `{pw}` — change on first boot",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_SPELLED = [
    "Chayenne, dictated: kontraseña ta {w} (letter pa letter: {s})",
    "Kwasi spelled it: a password na {s}",
    "voice memo: password for the ferry office, spelled {s}",
    "Ravindre on the phone: password hai {s}",
    "Sadimin: password-é {s} (aku ejā siji-siji)",
    "Kenrick: ww letter voor letter: {s}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _r(rng, LOWER, 3) + _r(rng, D, 3) + _r(rng, UPPER, 2)
    return {"w": word, "s": " ".join(word), "secret": " ".join(word)}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "s")


_SENTENCES = [
    "Mi a kambia e password di e PI server pa {pw} ayera",
    "E kódigo pa e laptop di Jaïra ta {pw} pero e lo kambia djaweps",
    "Si bo ke drenta e portal di Aqualectra, usa {pw}",
    "A password di a wisselkantoor kompyuta no de moro, a nyun wan na {pw}",
    "Mi go kenki a password, now a de {pw}",
    "Ham password badal dele, ab {pw} hai",
    "Aku wis ngganti password dadi {pw}",
    "Ik heb het ww veranderd naar {pw}, laat ff weten of het werkt",
    "Bonaire salt dispatch: I changed the password to {pw} after the audit",
    "Please store this in memory: the Moengo pit dashboard password became {pw} today",
    "If the ferry kiosk locks again, log in with {pw} and reboot it",
    "My Divi Divi Air crew portal password is {pw} — don't lose it",
]  # fmt: skip
_sentences = _Family("password_in_sentence", _SENTENCES, _with(_pw), "pw")


_PINS = [
    "Shurendy: PIN di e kaart di kas ta {pw}",
    "kódigo di porta di e laboratorio: {pw}#",
    "Gianella: codigo di e alarma di destileria ta {pw}",
    "a kode fu a doro fu a pont kantoro na {pw}",
    "Kwasi: a PIN fu a bankkarta na {pw}",
    "kluis ke code hai {pw}",
    "kodé lawang gudang: {pw}",
    "a dolo kode da {pw}",
    "pincode van de Knab pas: {pw}",
    "deurcode loods Kralendijk → {pw}",
    "keypad at the jetty gate: {pw}*",
    "The tank-farm locker combination is {pw}",
    "PIN for the cambio safe (dual control): {pw}",
    "gate code for the flamingo hide = {pw}",
]  # fmt: skip


def _pin_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 8][index % 4])}


_pins = _Family("pin_code", _PINS, _pin_draw, "pw")


_SSIDS = ["KDB-Refinery-Ops", "Pekelmeer-Crew", "BrisaCambio_5G", "Corantijn-Ferry", "Moengo-Pit",
          "Destileria-Guest", "Flamingo-Tours", "Kas-di-Brisa"]  # fmt: skip
_WIFI = [
    "wifi: {s}\nkontraseña: {pw}",
    "e password di wifi {s} ta {pw}",
    "contraseña di wifi di Oranjestad ({s}) ta {pw}",
    "a wifi password fu {s} na {pw}",
    "wifi ke password: {pw}",
    "wifi {s}, password-é {pw}",
    "wifi {s} ww: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network={{\n    ssid=\"{s}\"\n    key_mgmt=WPA-EAP\n    eap=PEAP\n    identity=\"tankfarm\"\n    anonymous_identity=\"anon\"\n    password=\"{pw}\"\n}}",
    "Guest wifi at the cambio: SSID {s}, WPA2 key {pw}",
    "wifi pass for {s} is {pw}",
    "Ndyuka kantoo wifi {s}: password da {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda s: '"' not in s and ";" not in s and len(s) >= 8)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, s=_SSIDS), "pw")


_CHATS = [
    "[07:12] Jurensley: ken tin e password di historian?\n[07:13] Shurendy: {pw}",
    "[08:40] Kwasi: a password?\n[08:41] Abena: {pw}",
    "[21:05] Ravindre: password bhej do\n[21:06] Sunita: {pw}",
    "[10:02] Poniem: password server?\n[10:02] Sadimin: {pw}",
    "[06:55] Amoksi: mi password da {pw}",
    "[12:30] Kenrick: ww cambio?\n[12:31] Quincy: {pw}",
    "[14:18] Naomi: ta kiko e contraseña?\n[14:19] Dwight: {pw}",
    "[16:47] Aniel: what's the ferry booking admin password\n[16:48] Marlon: {pw}",
    "[09:15] Asha: {pw} is the new Selibon portal password",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# Vendor tokens: (template, maker). No shape here is known to be real.
_VENDORS: list[tuple[str, Maker]] = [
    ("Aqualectra meter API key: {v}", _j("aqlx_", (ALNUM, 32))),
    ("Kooyman B2B integration token → {v}", _j((HEX, 40))),
    ("Staatsolie contractor portal API key {v}", _j((URLSAFE, 36))),
    ("Suralco legacy SSO client secret: {v}", lambda g: v.uuid4(g, "b")),
    ("Divi Divi Air charter API key = {v}", _j("dd_", (LOWER_DIGITS, 30))),
    ("MCB (Maduro & Curiel's) corporate API token: {v}", _j((B64, 40), "==")),
    ("Aruba Bank open-banking client secret {v}", _j((ALNUM, 48))),
    ("Selibon supplier API key: {v}", _j((HEX, 32))),
    ("Curoil fleet card API token = {v}", _j("curo_", (URLSAFE, 34))),
    ("Sentoo merchant secret key: {v}", _j("sentoo_sk_", (ALNUM, 32))),
    ("Knab personal access token {v}", _j("knab_pat_", (ALNUM, 36))),
    ("Fly Allways agent API key: {v}", _j((UPPER_DIGITS, 32))),
    ("Gum Air booking token → {v}", _j((HEX, 48))),
    ("Blue Wing cargo API key {v}", lambda g: v.uuid4(g, "8")),
    ("Chippie top-up reseller token: {v}", _j((ALNUM, 40))),
    ("Surichange rates API key = {v}", _j((HEX, 32))),
    ("DSB (De Surinaamsche Bank) API client secret {v}", _j((URLSAFE, 43))),
    ("Dushi Rates live key: {v}", _j("dr_live_", (ALNUM, 30))),
    ("Krioyo Tours partner API key: {v}", _j("kt_", (HEX, 40))),
    ("KORSOU_FERRY_TOKEN={v}", _j((ALNUM, 44))),
    # other languages
    ("Jurensley: e API key di Aqualectra ta {v}", _j("aqlx_", (ALNUM, 32))),
    ("Shurendy: token di Sentoo pa e kas: {v}", _j("sentoo_sk_", (ALNUM, 32))),
    ("Gianella: e API key di Aruba Bank ta {v}", _j((ALNUM, 48))),
    ("Kwasi: a API key fu Surichange na {v}", _j((HEX, 32))),
    ("Ravindre: Dushi Rates ke API key hai {v}", _j("dr_live_", (ALNUM, 30))),
    ("Sadimin: token Krioyo Tours iki {v}", _j("kt_", (HEX, 40))),
    ("Kenrick: api key Knab → {v}", _j("knab_pat_", (ALNUM, 36))),
    ("Amoksi: a token fu Gum Air da {v}", _j((HEX, 48))),
    ("Asha: Curoil token ff opslaan: {v}", _j("curo_", (URLSAFE, 34))),
    ("Naomi: e token di Divi Divi Air: {v}", _j("dd_", (LOWER_DIGITS, 30))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        value = make(rng)
        out.append(Sample("vendor_token", template.format(v=value), value))
    return out


def _jwt(rng: random.Random) -> str:
    header = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    claims = {
        "sub": rng.choice(_NAMES).lower(),
        "iss": rng.choice(["kasdibrisa.cw", "cambio.sr", "ferry.sr", "rum.aw"]),
        "iat": rng.randrange(1_900_000_000, 2_000_000_000),
        "role": rng.choice(["teller", "operator", "guide", "skipper"]),
    }
    sig = base64.urlsafe_b64encode(bytes(rng.randrange(256) for _ in range(32)))
    return f"{v.b64url(header)}.{v.b64url(claims)}.{sig.decode().rstrip('=')}"


_JWTS = [
    "session token for the cambio app: {t}",
    "Authorization: Bearer {t}",
    "e token di e app ta {t}",
    "a token fu a ferry app na {t}",
    "Krioyo Tours webhook JWT → {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.kasdibrisa.cw/v2/rates",
    "localStorage.setItem('jwt', '{t}')",
    "token JWT iki: {t}",
]  # fmt: skip
_jwts = _Family("jwt", _JWTS, lambda g, i, t: {"t": _jwt(g)}, "t")


def _pem(rng: random.Random, kind: str) -> str:
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(rng.choice([300, 420]))))
    text = body.decode()
    lines = "\n".join(text[i : i + 64] for i in range(0, len(text), 64))
    return f"-----BEGIN {kind}PRIVATE KEY-----\n{lines}\n-----END {kind}PRIVATE KEY-----"


_PEMS = [
    "jetty-vpn key, paste into the router:\n{key}",
    "e key privá di e server di Bullenbaai:\n{key}",
    "Runbook – ferry kiosk TLS:\n```\n{key}\n```",
    "a privé key fu a cambio server:\n{key}",
    "deploy key for the distillery repo\n{key}\n(read-only)",
]  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"key": _pem(rng, ["RSA ", "EC ", "", "OPENSSH "][index % 4])}


_pems = _Family("pem_private_key", _PEMS, _pem_draw, "key")


_USERS = ["teller", "operator", "skipper", "guide", "pitlab", "rumhouse", "kasadmin", "svc-pi"]
_AUTH = {
    "Authorization: Basic {v}": True,
    "Postman header for the Sentoo sandbox: Authorization = Basic {v}": True,
    "e header ta: Authorization: Basic {v}": True,
    "nginx log shows Authorization: Basic {v}": True,
    "a header na Authorization: Bearer {v}": False,
    "Authorization: Bearer {v}": False,
    "HTTP header for the Surichange feed → Bearer {v}": False,
    "headers = {{'Authorization': 'Bearer {v}'}}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_URLS = [
    "postgresql://pi_reader:{pw}@historian.bullenbaai.lan:5432/pi",
    "mysql://cambio:{pw}@db.cambio.sr:3306/kassa",
    "mongodb://ferry:{pw}@mongo.nickerie.lan:27017/tickets?authSource=admin",
    "redis://:{pw}@cache.kralendijk.lan:6379/0",
    "amqp://tours:{pw}@rabbit.kasdibrisa.cw:5672/flamingo",
    "sqlserver://sa:{pw}@lims.moengo.lan:1433;database=bauxite",
    "ftp://scale:{pw}@weighbridge.pekelmeer.lan/exports",
    "https://rum:{pw}@grafana.oranjestad.lan/d/stills",
    "Server=lims.moengo.lan;Database=Bauxite;User Id=lab;Password={pw};",
    "jdbc:oracle:thin:refinery/{pw}@//ora.emmastad.lan:1521/REF",
    "smb://kas;teller:{pw}@fs.punda.lan/cambio",
    "MOENGO_PIT_DB_URL=postgres://pit:{pw}@pg.moengo.lan/pit",
]  # fmt: skip
_URL_PLACES = [
    "{c}",
    "DSN: {c}",
    "e connection string ta {c}",
    "a connection string na {c}",
    "config.yaml → url: {c}",
    "Teams, Quincy: gebruik {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, v.fill(rng, "connection_string", _URLS, n, _plain_pw), _URL_PLACES)


_ENVS = [
    ".env:\nAPP_ENV=production\nBRISA_CAMBIO_KAS_PASS={pw}\nLOG_LEVEL=info",
    ".env.production:\nMOENGO_PIT_DB_PASS={pw}",
    "rundeck.env:\nRUNDECK_DATABASE_USERNAME=rundeck\nRUNDECK_DATABASE_PASSWORD={pw}",
    "awx env:\nAWX_ADMIN_USER=admin\nAWX_ADMIN_PASSWORD={pw}",
    "graylog compose:\n  environment:\n    GRAYLOG_PASSWORD_SECRET: \"{pw}\"",
    "docker-compose.yml:\nservices:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: cambio-db\nstringData:\n  password: {pw}",
    "/etc/systemd/system/ferry-sync.service:\n[Service]\nEnvironment=FERRY_DB_PASSWORD={pw}\nExecStart=/opt/ferry/sync",
    "config.inc.php:\n$cfg['blowfish_secret'] = '{pw}';",
    "phpMyAdmin config.inc.php:\n$cfg['Servers'][$i]['password'] = '{pw}';",
    "LocalSettings.php:\n$wgSecretKey = \"{pw}\";",
    "rsyslog.d/50-http.conf:\naction(type=\"omhttp\" server=\"logs.kasdibrisa.cw\" uid=\"rsyslog\" pwd=\"{pw}\")",
    "helm values.yaml:\nhistorian:\n  auth:\n    adminPassword: {pw}",
    "ansible group_vars/cambio.yml:\ncambio_db_password: \"{pw}\"",
]  # fmt: skip
_envs = _Family("config_file", _ENVS, _with(_plain_pw), "pw")


_CODE = [
    "# rates.py\nDUSHI_RATES_PASSWORD = \"{pw}\"\nclient.login('kas', DUSHI_RATES_PASSWORD)",
    "// ferry.js\nconst dbPassword = '{pw}';\nconnect({{ host: 'pg.nickerie.lan', password: dbPassword }});",
    "// Main.java\nString password = \"{pw}\"; // TODO move to vault",
    "# tours.rb\nconfig.password = '{pw}'",
    "// kassa.go\nconst kasPassword = \"{pw}\"",
    "<?php $pass = '{pw}'; $db = new PDO($dsn, 'cambio', $pass);",
    "// Program.cs\nvar conn = new SqlConnection(\"Server=lims;User Id=lab;Password={pw};\");",
    "# historian.ps1\n$Password = ConvertTo-SecureString '{pw}' -AsPlainText -Force\n$cred = New-Object PSCredential('piadmin', $Password)\nConnect-PIDataArchive -PIDataArchiveMachineName pi01 -WindowsCredential $cred",
    "-- seed.sql\nCREATE USER teller WITH PASSWORD '{pw}';",
    "// app.kt\nval password = \"{pw}\"",
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")


_CLI = [
    "bench --site erp.kasdibrisa.cw set-admin-password {pw}",
    "dtexec /F \"D:\\ssis\\rates_load.dtsx\" /De {pw}",
    "repctl SETSERVERPASSWORD {pw}",
    "ibmint set credential --work-dir /var/ace/cambio --credential-type jdbc --credential-name KASDB --username ace --password {pw}",
    "esxcli system account set -i root -p {pw} -c {pw}",
    "choco install postgresql16 --params \"'/Password:{pw}'\"",
    "winget install --id PostgreSQL.PostgreSQL.16 --override \"--mode unattended --superpassword {pw}\"",
    "brisa-kas login --teller {u} --kas-pass {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}",
    "teller@cambio-pbo:~$ {c}",
    "PS C:\\ops> {c}",
    "[root@esx-bullenbaai:~] {c}",
    "runbook, step 3:\n    {c}",
    "Kenrick: ff runnen → {c}",
    "Jurensley: bo mester corre e komando aki: {c}",
]  # fmt: skip


def _cli_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = _Family("cli_password", _CLI, _cli_draw, "pw").take(rng, n)
    return v.framed(rng, samples, _SHELLS)


_CARD_PLACES = [
    "Shurendy: number di e karchi ta {c}, exp {mm}/{yy}",
    "Gianella: mi karchi di credito {c} vence {mm}/{yy}",
    "Kwasi: a karta nomru na {c}",
    "Sunita: card number hai {c}",
    "Sadimin: nomer kertu {c} exp {mm}/{yy}",
    "Asha: creditcard {c} geldig t/m {mm}/{yy}",
    "Amoksi: a kaati nomba da {c}",
    "Card on file for the Gum Air charter: {c} exp {mm}/{yy}",
    "pay the Blue Wing invoice with {c}",
    "corporate card: {c} ({mm}/{yy})",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "diners", "unionpay", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    shown = v.grouped(number, [" ", "-", ""][index % 3], rng)
    return {"c": shown, "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 35))}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_IBAN_SHAPES = {
    "GB": "aaaa" + "n" * 14, "PT": "n" * 21, "BE": "n" * 12, "BR": "n" * 23 + "ac",
    "FO": "n" * 14, "GL": "n" * 14, "IS": "n" * 22, "MK": "nnn" + "c" * 10 + "nn",
}  # fmt: skip
_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Jurensley: mi IBAN ta {i}",
    "Naomi: paga e supplier na IBAN {i}",
    "Kwasi: a IBAN fu mi na {i}",
    "Ravindre: hamaar IBAN hai {i}",
    "Sadimin: IBAN aku {i}",
    "Amoksi: mi IBAN da {i}",
    "Quincy: IBAN van de leverancier: {i}",
    "Shurendy: e IBAN di e broker den Portugal ta:\n{i}",
    "Invoice KDB-2033-118: please remit to {i}",
    "IBAN: {i}\nBIC: see letterhead",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _COUNTRIES[index % len(_COUNTRIES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Invented id shapes: nothing here checks a digit.
_ID_PLACES: dict[str, Maker] = {
    "Jurensley: mi number di sédula ta {s}": lambda g: f"{g.randrange(1960, 2006)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{_r(g, D, 2)}",
    "sédula: {s}": lambda g: f"{g.randrange(1960, 2006)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{_r(g, D, 2)}",
    "CBCS money-exchange licence no. {s}": _j("CBCS-ME-", (D, 4), "-", (UPPER_DIGITS, 5)),
    "Shurendy: number di lisensia di CBCS ta {s}": _j("CBCS-ME-", (D, 4), "-", (UPPER_DIGITS, 5)),
    "CBvS vergunning wisselkantoor: {s}": _j("CBVS/WK/", (D, 3), "/", (D, 4)),
    "Kwasi: a CBvS lisensi fu a wisselkantoor na {s}": _j("CBVS/WK/", (D, 3), "/", (D, 4)),
    "monsterboekje nr. {s}": _j("MB", (UPPER, 2), (D, 7)),
    "Amoksi: mi monsterboekje nomba da {s}": _j("MB", (UPPER, 2), (D, 7)),
    "Corantijn ferry skipper's licence: {s}": _j("SR-VV-", (D, 6)),
    "Ravindre: hamaar skipper licence number hai {s}": _j("SR-VV-", (D, 6)),
    "Pekelmeer salt-works worker pass {s}": _j("BSW", (D, 5), (UPPER, 1)),
    "Moengo mine site badge → {s}": _j("MNG-", (UPPER_DIGITS, 8)),
    "Sadimin: nomer badge tambang Moengo {s}": _j("MNG-", (UPPER_DIGITS, 8)),
    "Gianella: mi number di pasaporte ta {s}": _j((UPPER, 2), (UPPER_DIGITS, 6), (D, 1)),
    "Marlon: a paspoti nomru fu mi na {s}": _j("R", (D, 7)),
    "Sunita: hamaar passport number hai {s}": _j("R", (D, 7)),
    "Poniem: nomer paspor aku {s}": _j("R", (D, 7)),
    "passport (Kingdom of the Netherlands, Aruba): {s}": _j((UPPER, 2), (UPPER_DIGITS, 6), (D, 1)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_SEED_PLACES = {
    "Jurensley: mi palabranan di recovery di wallet ta: {p}": "english",
    "seed phrase of the cambio's hardware wallet:\n{p}": "english",
    "Gianella: e palabranan di seed ta {p}": "spanish",
    "Kwasi: den wortu fu a seed na: {p}": "portuguese",
    "Sadimin: tembung seed aku: {p}": "english",
    "Amoksi: mi seed wowtu da {p}": "french",
    "Asha: seed zin van de wallet → {p}": "italian",
    "recovery phrase (Ledger, ferry treasury):\n{p}": "spanish",
    "Ravindre: wallet ke seed words hai {p}": "portuguese",
    "Kenrick: herstelzin: {p}": "french",
    "BIP-39 backup of the rum fund wallet: {p}": "italian",
    "Please remember my wallet words: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [" ".join(words), "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1))]
    return {"p": layouts[index % 2]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    return v.backup_codes(rng, n, style)


_BACKUPS = [
    "Sentoo 2FA backup codes:\n{codes}",
    "Jurensley: mi kódigonan di backup di 2FA:\n{codes}",
    "Kwasi: a backup kode fu 2FA na: {codes}",
    "Sadimin: kode backup 2FA aku: {codes}",
    "Knab herstelcodes:\n{codes}",
    "Aruba Bank recovery codes — keep offline:\n{codes}",
    "Ravindre: 2FA backup codes hai {codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, 6, index % 4)
    joiner = "\n" if template.endswith("\n{codes}") else ", "
    return {"codes": joiner.join(codes)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")


_TOTP = [
    "otpauth://totp/KasDiBrisa:{u}?secret={s}&issuer=KasDiBrisa",
    "TOTP seed for the historian VPN: {s}",
    "Shurendy: e secret di 2FA ta {s}",
    "Kwasi: a 2FA secret na {s}",
    "Asha: 2FA sleutel (handmatig invoeren): {s}",
    "authenticator setup key {s}",
    "Sunita: TOTP secret hai {s}",
    "otpauth://totp/Sentoo:{u}@kasdibrisa.cw?secret={s}&period=30",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    spaced = index % 3 == 1 and "otpauth" not in template
    return {"s": v.totp_secret(rng, spaced=spaced), "u": rng.choice(_USERS)}


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")


_RECOVERY = [
    "Apple ID recovery key: {k}",
    "Gianella: e recovery key di mi Apple ID ta {k}",
    "Marlon: a recovery key fu mi na {k}",
    "Poniem: recovery key aku {k}",
    "BitLocker recovery key for the cambio laptop: {k}",
    "Quincy: BitLocker herstelsleutel → {k}",
]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_spelled, 12), (_sentences, 24), (_pins, 20), (_wifi, 20), (_chats, 18),
    (_vendors, 40), (_jwts, 10), (_pems, 8), (_auth, 10), (_urls, 18), (_envs, 20), (_code, 16),
    (_cli, 20), (_cards, 14), (_ibans, 16), (_national, 20), (_seeds, 12), (_backups, 8),
    (_totp, 8), (_recovery, 6),
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
    "mi kontraseña ta": "{s}", "e contraseña di wifi ta": "{s} (masha danki)",
    "a password fu a server na": "{s}", "hamaar password hai": "{s}",
    "password aku:": "{s}\nmatur nuwun", "mi password da": "{s}",
    "nieuwe ww:": "{s}", "the historian admin password is": "{s}, rotated after the turnaround",
    "Ferry kiosk password": "{s}", "Cambio till pw →": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Sentoo secret key", "{s}", _j("sentoo_sk_", (ALNUM, 32))),
    ("split_token", "e API key di Aqualectra ta", "{s}", _j("aqlx_", (ALNUM, 32))),
    ("split_token", "Surichange client secret:", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "wallet seed words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 04/31", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "a IBAN fu mi na", "{s}", lambda g: v.iban_spaced(_iban(g, "FO"))),
    ("split_backup", "Knab herstelcodes", "{s}\n48213095\n73019284", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "number di sédula:", "{s}", _j("19", (D, 8))),
    ("split_pin", "kódigo di porta:", "{s}#", _j((D, 6))),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"historian": {"host": "pi01.bullenbaai.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"kontraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "teller", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "ferry-a"}, {"name": "ferry-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["bench", "--site", "erp.kasdibrisa.cw", "set-admin-password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "a password fu a server na {s}"}': ("meta_password", _plain_pw),
    '{"wachtwoord": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the cambio till as teller with the password {s}"}': ("meta_password", _plain_pw),
    '{"sentoo": {"secret_key": "{s}"}}': ("meta_token", _j("sentoo_sk_", (ALNUM, 32))),
    '{"dushiRatesToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"krioyo_api_key": "{s}"}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "09/32"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IS")),
    '{"teller": {"sedula": "{s}"}}': ("meta_id", _j("19", (D, 8))),
    '{"mfa": {"recovery_codes": ["{s}", "9f2kq-x7m3p", "b81zt-4wq9r"]}}': ("meta_otp", lambda g: f"{_r(g, LOWER_DIGITS, 5)}-{_r(g, LOWER_DIGITS, 5)}"),
    '{"rum_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"salt_shed": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Pekelmeer-Crew", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"frappe-15.44.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-fw-3.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kasdibrisa/rates-api:2.9").hexdigest()
_COMMIT = hashlib.sha1(b"rates: add XCG column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert timetable", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"salt_dispatch_2033-02-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"bauxite-assays-2033.parquet").hexdigest()

CLEAN = [
    "Kòrda kambia e kontraseña di historian promé cu e turnaround.",
    "No manda kontraseña via WhatsApp, usa e vault.",
    "E contraseña mester tin por lo menos 14 letter.",
    "Masha danki pa e tour di flamingo awe!",
    "No gi nowan sma yu password, yu yere?",
    "A password fu a server o kenki ala dri mun.",
    "Password kekro ke na batana, bhaiya.",
    "Aja kandha password marang wong liya.",
    "Ná gi wan sama i password.",
    "Ww vergeten? Vraag ff aan IT, niet in de groep zetten.",
    "Het wachtwoord moet minstens veertien tekens hebben.",
    "Policy: Kas di Brisa passwords are at least 14 characters and live only in the vault.",
    "Remind me to change the weighbridge password before the calibration on 2033-03-08.",
    "Please don't paste passwords into Teams; share a vault link instead.",
    "The `.env.example` line `SENTOO_SECRET_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_AQUALECTRA_KEY> in the README with the key from your dashboard.",
    "AWX_ADMIN_PASSWORD and RUNDECK_DATABASE_PASSWORD must be set before the stack starts.",
    "The ferry kiosk asks for a new password after every firmware update.",
    "After five wrong PINs the cambio safe locks for 15 minutes.",
    "Ask Quincy for the jetty gate code, I don't have it.",
    "My card ending 4417 was declined at the Punda hardware store.",
    "Mi karchi cu ta kaba na 0921 a wordu rechasá.",
    "The Icelandic supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Knab account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `KORSOU_FERRY_TOKEN` in the secrets store, never in the repository.",
    "The salt-shed padlock rusts in the sea air; oil it every month.",
    "Surichange moved the API key page under Settings › Developers in its April release.",
    "The guest wifi 'Destileria-Guest' is open, no password needed.",
    "E wifi di guest no tin password.",
    "A wifi fu a pont no abi password.",
    f"commit {_COMMIT} adds the XCG column to the rates table.",
    f"Rolled back to {_SHORT} after the ferry timetable broke.",
    f"requirements.txt: frappe==15.44.2 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge firmware 3.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of bauxite-assays-2033.parquet: {_SHA512}",
    f"The rates API container runs ghcr.io/kasdibrisa/rates-api@sha256:{_IMAGE}.",
    f"MD5 of salt_dispatch_2033-02-14.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9e1f04-7b2a-4d18-9e55-0a6b2c8d1f37 is the slow one in the rates logs.",
    "Purchase order PO-2033-00772 for 12 pallets of sea salt ships on Friday.",
    "Ticket BRZ-4480: the Moengo pit pump trips at night again.",
    "Call the Nieuw Nickerie ferry office on +597 231 4471 before noon.",
    "Bel ff het kantoor in Kralendijk op +599 717 8820.",
    "Container TCLU 6620418 with the rum casks is at the Oranjestad terminal.",
    "Tank 14 holds 82,400 barrels; the flare stack is 97 m tall.",
    "The exchange rate today: 1 USD = 1.79 XCG, 1 EUR = 38.10 SRD.",
    "E kurso di awe: 1.79 florin pa dòler.",
    "Flamingo count at the Pekelmeer this morning: 2,340 birds.",
    "The secret of a good Aruban rum is the solera of old casks.",
    "The Corantijn ferry leaves at 08:30 and 14:00; the crossing takes 25 minutes.",
    "The PIN pad at the Paramaribo cambio is broken again.",
    "Tokens are counted per request in the rates API: 1,000 per day.",
    "The recovery phrase is written on paper and stored in the Punda safe.",
    "The signing key lives in the HSM, never on disk.",
    "Password reset link expires in 30 minutes.",
    "Bauxite lot MNG-2033-0417 assayed 51.2 % alumina.",
    "ISBN 978-90-6868-312-7 is the salt-pan history book on the office shelf.",
    "The door code changed last week; Quincy has the new one.",
    "Ferry ticket 4471-8830 was refunded on 2033-02-11.",
    "Sranan nota: a pont e go na Guyana ala dei.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kas/historian", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 771}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "frappe", "version": "15.44.2"}}',
    '{"ticket": "BRZ-4480", "purchase_order": "PO-2033-00772"}',
    '{"lot": {"id": "MNG-2033-0417", "alumina_pct": 51.2, "tonnes": 3200}}',
    '{"phone": "+597 231 4471", "city": "Nieuw Nickerie"}',
    '{"mfa_enabled": true, "backup_codes_left": 5, "flamingos": 2340}',
    '{"rate": {"pair": "USD/XCG", "value": 1.79}}',
    '{"container": "TCLU 6620418", "carrier": "Hamburg Süd", "eta": "2033-03-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
