# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-twentieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-seventeenth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-eighteenth, -nineteenth and -twenty-first), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (220613847),
password words (an amber word, a Spit place and a sign; a fish or a ferry and a year; two smoked-eel
or cranberry words joined by a dash with a number; leet words of amber, the dune, the eel, the
weathervane (vėtrungė) and the sawmill with a year; a name, a birth year, a sign and a town; a
kurėnas boat's number; a generator's three groups and random runs), names, places, templates,
tools, vendors and layouts, the way the staff of Vėtrungė Group (fictional: an amber workshop in
Juodkrantė, an eel smokehouse in Nida, dune tours on the Curonian Spit, a lagoon ferry from
Klaipėda, cranberry bogs and a sawmill by Šilutė, a savings cooperative (kredito unija), and
partners in Sovetsk and Zelenogradsk) leak secrets into an assistant's memory. The texts are
Viber, Telegram, Signal, WhatsApp, Messenger, VK, Element, Slack and Discord messages, chat logs
with times, tickets, wiki pages and tables, notes, e-mails, runbooks, README fragments, shell
prompts, code (Python, JavaScript, Go, PHP, Rust, Kotlin, C#, Ruby), configs (env files, compose,
Kubernetes secrets, systemd units), voice-memo transcripts, dictated text and requests to the
assistant itself; the label's separators run from a colon, "is" and a dash to an arrow, an emoji,
a new line, quotes (`"…"`, `„…“`, `«…»`), parentheses and a table's bar.

Tools, calls, flags and variables none of heldouts 5 to 217 names (each grepped for the command,
flag or variable itself): `pgmoneta-admin … -U … -P … user add` and its `master-key`, hydroxide's
`auth` and the bridge password it prints, Bitwarden CLI's `--passwordenv` with `BW_PASS`,
weechat-matrix's `matrix.server.<name>.password`, spotdl's `--client-secret`, twitch-dl's
`--auth-token`, dropbox_uploader's `OAUTH_ACCESS_TOKEN`, vaultwarden's `SIGNUPS_ALLOWED` beside its
token, and the company's own variables (`VETRUNGE_FERRY_DB_PASS`, `VETRUNGE_SAWMILL_SCADA_PW`,
`VETRUNGE_EEL_SMOKER_TOKEN`, `NIDA_DUNE_TOURS_SECRET`, `KU_SAVINGS_CORE_PASSWORD`,
`GINTARAS_SHOP_DB_PASSWORD`). The rest are common layouts (env files, compose, systemd, Kubernetes
secrets, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers, connection
strings) in wordings of their own.

About half of the secret samples are in other languages than English (197 of 390 by a rough,
generous count of marker words over the drawn samples, language-neutral layouts in a foreign frame
included): Lithuanian texting (`slaptažodis`, `slaptazodis`, `mano … yra`,
`va`, `nu`, `jo`, `niekam nesakyk`, `ačiū`, `pinas`, `kodas nuo durų`, `vaifajaus`), Samogitian
(`mona sluoptažuodis īr`, `kap`, `tėn`, `vuo`, `nier kam sakītė`, `dėkou`) and the Lowland texting of
the Klaipėda seaside (`tipo`, `žodžiu`, `bl`), Kaliningrad Russian texting in Cyrillic and in Latin
letters (`пароль от вайфая`, `пин`, `код от калитки`, `никому не говори`, `кёниг`, `калик`,
`parol ot wifi`, `kod ot dveri`, `nikomu ne govori`, `spasibo`), Latvian of the border (`parole`,
`mana parole ir`, `PIN kods`, `nevienam nesaki`, `paldies`, `wifi parole`), Polish of the region
(`hasło to`, `haslo do`, `kod do drzwi`, `nie mów nikomu`, `dzięki`) and German of the heritage tours
(`Passwort`, `Kennwort lautet`, `WLAN-Schlüssel`, `Zugangscode`, `bitte niemandem sagen`). The
wordings are the author's approximations, checked by no speaker, built around marker words and the
loanwords people there text (password, wifi, PIN, token, server, API). The Samogitian lines (`mona
sluoptažuodis īr`, `nier kam sakītė`, `dėkou`, `tėn`), the Lowland `tipo … žodžiu … bl` texting and
the Latvian-of-the-border mixing (`parole no vaifaja`) are the thinnest guesses.

Vendors (Eneba, Ignitis, Perlas, Tpay, Mintos, Šiaulių bankas, Cgates, Rivilė, Centas, Finvalda,
Agnum, Stebby, Autobilis, CityBee, Interneto vizija, Serveriai.lt, Zone.eu, Surfshark, NordVPN,
Walletto, ConnectPay, Payrails, Subiekt, Lexoffice, Giropay, Hermes, Regitra, Sodra, ZeroTier,
Lietuvos paštas, Smartlink, Blik) are ones heldouts 5 to 217 do not name (grepped by name). Only ZeroTier Central's 32-character alphanumeric API token is a shape
the author believes real; every other shape is a guess (hex, base64, URL-safe and alphanumeric
runs, UUIDs, JWTs for CityBee and Regitra, prefixes such as `tpay_sk_`, `eneba_live_`, `cgt_`,
`ign_`, `wlt_` and `cp_secret_`); the JWTs are well-formed.

The ids: four kinds that carry a check, each lightly used (in one earlier corpus by grep): the
Lithuanian PVM (VAT) code, the Latvian PVN number, the German Steuernummer and the Polish NIP,
drawn until python-stdnum's module (`lt.pvm`, `lv.pvn`, `de.stnr`, `pl.nip`) validates them; and
kinds heldouts 5 to 217 do not use, invented shapes that no library or this file checks (no
check-digit algorithm is written here): a Lithuanian company code (įmonės kodas), a Lithuanian
amateur fishing ticket, a Neringa resort-fee car pass, a German Angelschein number, a Latvian
fishing card (makšķerēšanas karte), a Kaliningrad driving licence (ВУ) and Lithuanian and Russian
passports under Samogitian and Kaliningrad words. Card numbers pass Luhn (the value helpers'
brands and Mir's 2200-2204 prefixes, checked with python-stdnum's `luhn`). The IBANs are of
countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 217
(Lithuania, Sweden, Gibraltar, Croatia, Israel, Luxembourg, Malta and Turkey, seventeen corpora
each by that count), drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s
English, Russian, Czech, Spanish, French, Italian and Portuguese lists, each with a valid checksum.
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
from stdnum.de import stnr as de_stnr
from stdnum.lt import pvm as lt_pvm
from stdnum.lv import pvn as lv_pvn
from stdnum.pl import nip as pl_nip

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 220_613_847
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
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A secret
    already drawn elsewhere in the corpus is drawn again, so every secret is unique."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            while True:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                if secret not in seen:
                    break
            seen.add(secret)
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_AMBER = ["Gintaras", "Sakai", "Inkliuzas", "Jantar", "Bernstein", "Dzintars", "Janta",
          "Saulute", "Juraite", "Kastytis", "Vetrunge", "Kurenas"]  # fmt: skip
_SPIT = ["Nida", "Juodkrante", "Preila", "Pervalka", "Smiltyne", "Parnidis", "Agila", "Rasyte",
         "Lesnoj", "Morskoje", "Rybachy", "Zelenogradsk", "Sovetsk", "Silute", "Rusne", "Minija",
         "Ventes", "Dreverna"]  # fmt: skip
_FISH = ["Ungurys", "Aal", "Stinta", "Sterk", "Karsis", "Lydeka", "Keltas", "Prom", "Fahre",
         "Kuosa", "Starkis"]  # fmt: skip
_BOG = ["spanguole", "zurawina", "dzervene", "rukytas", "ungurys", "pjuvenos", "lentpjuve",
        "kopos", "marios", "dziovykla", "sakai", "lentos"]  # fmt: skip
_NAMES = ["Ruta", "Mindaugas", "Egle", "Jurgis", "Ausra", "Vytautas", "Ieva", "Tomas", "Sergej",
          "Olga", "Dmitrij", "Anzhela", "Ilze", "Janis", "Krzysztof", "Agnieszka", "Heike",
          "Wolfgang", "Laima", "Darius", "Kestutis", "Sandra"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["G1nt4r4s", "K0p4", "Ung9rys", "V3trung3", "L3ntpj9v3", "Sp4ng0l3", "Kur3n4s", "M4r10s"]


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_AMBER)}{g.choice(_SPIT)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_FISH)}{g.randrange(1960, 2031)}{g.choice(_SYMBOLS)}",
    lambda g: "-".join(g.sample(_BOG, 2)) + str(g.randrange(100, 1000)),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2031)) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_SPIT)}",
    lambda g: f"KU{g.randrange(10, 100)}{g.choice(_SPIT)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 3)}",
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, ALNUM, 14),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Viber, Rūta: the amber shop POS admin password is {pw}",
    "Telegram from Mindaugas: ferry ticket kiosk password {pw}",
    "Signal, Eglė: the eel smokehouse thermometer portal password → {pw}",
    "Slack #dune-tours: booking backend admin password - {pw}",
    "Discord #sawmill: the kiln controller web password is \"{pw}\"",
    "Element room 'Nida ops': NAS password (don't laugh) {pw}",
    "WhatsApp, Jurgis: cranberry cold room logger password 🔑 {pw}",
    "Messenger, Aušra: the savings coop back-office password is {pw}",
    "ticket VG-2041: the Smiltynė ferry gate PC password {pw} expired",
    "wiki 'Juodkrantė workshop': polishing line PLC password ({pw})",
    "note: Šilutė sawmill SCADA password {pw}",
    "e-mail to Tomas: the guesthouse booking password is {pw}, please change it",
    "runbook step 3: log into the smoker HMI with password {pw}",
    "voice memo: the dune-buggy fleet tracker password is {pw}, okay, bye",
    "remember for me: the Zelenogradsk partner portal password is {pw}",
    "Slack DM from Laima: cranberry packing line scale password {pw}",
    "ticket VG-2055: amber shop Shopify staff password {pw} leaked in a screenshot",
    "note to self: sawmill NAS admin password {pw}",
    "Telegram, Darius: tour-boat sonar display password is {pw}",
    "wiki table row: | Rusnė pump station | admin | {pw} |",
    "e-mail from the ferry crew: the bridge PC password is now {pw}",
    "please remember the savings coop test password {pw}",
    "Signal, Sandra: the eel tank alarm panel password - {pw}",
    "[09:14] Vytautas: the tour-boat wifi router admin password?\n[09:15] Ieva: {pw}",
    "mano el. pašto slaptažodis yra {pw}",
    "slaptažodis nuo kasos: {pw}, niekam nesakyk",
    "Rūta: naujas serverio slaptažodis → {pw}",
    "va, keltų kasos slaptazodis {pw}",
    "nu jo, rūkyklos termometro slaptažodis: {pw} ačiū",
    "mona sluoptažuodis īr {pw}, nier kam sakītė",
    "vuo tėn kompiuterė sluoptažuodis: {pw}",
    "tipo serverio slaptažodis žodžiu {pw} bl",
    "пароль от кассы: {pw}",
    "Серёга: новый пароль на сервер — {pw}, никому не говори",
    "мой пароль от почты {pw}",
    "пароль от админки кёниговского магазина: «{pw}»",
    "parol ot kassy: {pw}",
    "Dima: novyj parol na server {pw}, nikomu ne govori",
    "mana parole ir {pw}",
    "Ilze: jaunā servera parole: {pw}, nevienam nesaki",
    "wifi parole no vaifaja {pw}, paldies",
    "hasło do kasy to {pw}",
    "Krzysztof: nowe hasło do serwera: {pw}, nie mów nikomu",
    "haslo do poczty {pw} dzięki",
    "das Passwort für die Bernstein-Kasse lautet {pw}",
    "Heike: Kennwort lautet „{pw}“, bitte niemandem sagen",
    "Passwort vom Tourbus-Tablet: {pw}",
    "Wolfgang: das neue Server-Passwort ist {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ruta", "mindaugas.k", "egle", "jurgis", "ausra.p", "vytautas", "ieva", "tomas",
          "sergej.k", "olga", "dmitrij", "ilze", "janis.b", "krzysztof", "agnieszka", "heike",
          "wolfgang", "laima", "darius", "svc-ferry", "svc-kiln", "smokehouse"]  # fmt: skip
_LOGINS = [
    "Viber: ferry kiosk login {u} / {pw}",
    "usr {u} pwd {pw}",
    "| system | user | password |\n|---|---|---|\n| kiln HMI | {u} | {pw} |",
    "login: {u}\npassword: {pw}",
    "sign into the booking backend as {u} with {pw}",
    "- host: smoker-nida\n  user: {u}\n  password: {pw}",
    "vartotojas {u}, slaptažodis {pw}",
    "prisijungimas: {u} / slaptažodis {pw}",
    "логин {u}, пароль {pw}",
    "login {u} parol {pw}",
    "lietotājs {u}, parole {pw}",
    "login {u}, hasło {pw}",
    "Benutzer {u}, Passwort {pw}",
    "user,password\n{u},{pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["gintaras", "ungurys", "kopa", "keltas", "sakai", "marios", "vetrunge", "kurenas",
               "spanguole", "lentpjuve", "nerija", "smilte"]  # fmt: skip
_SPELLED = [
    "the password spelled out: {t}",
    "voice memo: the kiln password letter by letter, {t}",
    "dictated: {t}, all small letters",
    "slaptažodis paraidžiui: {t}",
    "пароль по буквам: {t}",
    "parole pa burtam: {t}",
    "hasło literka po literce: {t}",
    "Passwort buchstabiert: {t}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS) + str(rng.randrange(10, 10_000))
    return {"t": ["-", " ", ". "][index % 3].join(word)}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "t")


_CLI = [
    "pgmoneta-admin -f /etc/pgmoneta/pgmoneta_users.conf -U {u} -P '{pw}' user add",
    "pgmoneta-admin -f /etc/pgmoneta/pgmoneta_users.conf -U {u} -P {pw} user edit",
    "pgmoneta-admin -P '{pw}' master-key",
    "hydroxide auth {u}@vetrunge.lt\nPassword:\nBridge password: {pw}",
    "BW_PASS='{pw}' bw unlock --passwordenv BW_PASS --raw",
    "export BW_PASS={pw}; bw login {u}@vetrunge.lt --passwordenv BW_PASS",
    "/set matrix.server.nida.password {pw}",
    "/matrix server add vetrunge matrix.vetrunge.lt\n/set matrix.server.vetrunge.username {u}\n/set matrix.server.vetrunge.password {pw}",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "ruta@nida-nas:~$ {c}", "root@kiln-gw:/opt# {c}", "PS C:\\ops> {c}",
    "weechat buffer 1: {c}", "history | tail -3\n  501  {c}",
    "komanda, kurią paleidau: {c}", "команда, которую запускал: {c}", "komenda: {c}",
    "Befehl aus dem Runbook: {c}", "komanda: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


def _unique(rng: random.Random, make: Maker, seen: set[str]) -> str:
    value = v.until(rng, make, lambda s: s not in seen)
    seen.add(value)
    return value


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = _unique(rng, _plain_pw, seen)
            text = template.format(pw=secret, u=rng.choice(_USERS))
            out.append(Sample(cls, rng.choice(frames).format(c=text), secret))
        return out

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.vetrunge.lan:5432/ferry",
    "mysql://{u}:{pw}@db.gintaras-shop.lt/shop",
    "mongodb+srv://{u}:{pw}@eel-cluster.vetrunge.net/smokehouse",
    "amqp://{u}:{pw}@mq.vetrunge.lan:5672/tours",
    "redis://{u}:{pw}@cache.vetrunge.lan:6379/0",
    "ftp://{u}:{pw}@kiln-logs.vetrunge.lan/",
    "Server=sql.ku-savings.lan;Database=Core;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = [
    "VETRUNGE_FERRY_DB_URL={c}", "keep this connection string: {c}", "prisijungimas prie DB: {c}",
    "строка подключения: {c}", "savienojums: {c}", "Verbindungszeichenfolge: {c}",
    "ticket VG-2077: {c}", "wiki 'Databases': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_960_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "vetrunge-group", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Eneba", "ENEBA_API_KEY", _j("eneba_live_", (ALNUM, 32))),
    ("Ignitis", "IGNITIS_API_TOKEN", _j("ign_", (HEX, 40))),
    ("Perlas", "PERLAS_TERMINAL_SECRET", _j((ALNUM, 40))),
    ("Tpay", "TPAY_CLIENT_SECRET", _j("tpay_sk_", (ALNUM, 36))),
    ("Mintos", "MINTOS_API_KEY", _j((URLSAFE, 43))),
    ("Šiaulių bankas", "SB_OPENBANKING_SECRET", _j((B64, 43), "=")),
    ("Cgates", "CGATES_API_TOKEN", _j("cgt_", (ALNUM, 32))),
    ("Rivilė", "RIVILE_API_KEY", _j((UPPER_HEX, 32))),
    ("Centas", "CENTAS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Finvalda", "FINVALDA_WS_KEY", _j((HEX, 40))),
    ("Agnum", "AGNUM_API_TOKEN", _j((ALNUM, 48))),
    ("Stebby", "STEBBY_PARTNER_KEY", lambda g: v.uuid4(g, "9")),
    ("Autobilis", "AUTOBILIS_API_KEY", _j((HEX, 32))),
    ("CityBee", "CITYBEE_FLEET_TOKEN", _vendor_jwt("https://auth.citybee.lt")),
    ("Interneto vizija", "IV_API_TOKEN", _j((ALNUM, 40))),
    ("Serveriai.lt", "SERVERIAI_API_KEY", _j((HEX, 64))),
    ("Zone.eu", "ZONE_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Surfshark", "SURFSHARK_SERVICE_TOKEN", _j((URLSAFE, 48))),
    ("NordVPN", "NORDVPN_TOKEN", _j((HEX, 64))),
    ("Walletto", "WALLETTO_API_SECRET", _j("wlt_", (ALNUM, 40))),
    ("ConnectPay", "CONNECTPAY_CLIENT_SECRET", _j("cp_secret_", (ALNUM, 32))),
    ("Payrails", "PAYRAILS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("Subiekt", "SUBIEKT_SFERA_KEY", lambda g: v.uuid4(g, "b")),
    ("Lexoffice", "LEXOFFICE_API_KEY", _j((URLSAFE, 48))),
    ("Giropay", "GIROPAY_PROJECT_SECRET", _j((ALNUM, 32))),
    ("Hermes", "HERMES_API_TOKEN", _j((B64, 56), "==")),
    ("Regitra", "REGITRA_API_TOKEN", _vendor_jwt("https://api.regitra.lt")),
    ("Sodra", "SODRA_EDS_TOKEN", _j((HEX, 48))),
    ("ZeroTier", "ZEROTIER_CENTRAL_TOKEN", _j((ALNUM, 32))),
    ("Lietuvos paštas", "LPEXPRESS_API_SECRET", _j((ALNUM, 36))),
    ("Smartlink", "SMARTLINK_API_KEY", _j((HEX, 32))),
    ("Blik", "BLIK_MERCHANT_SECRET", _j((UPPER_HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}='{tok}'",
    "docker-compose.yml:\n    environment:\n      {env}: \"{tok}\"",
    "{vendor} API raktas: {tok}",
    "{vendor} API ключ: {tok}",
    "klucz API {vendor}: {tok}",
    "{vendor} API atslēga: {tok}",
    "{vendor} API-Schlüssel: {tok}",
    "{vendor} API key for the Nida shop: {tok}",
    "ticket VG-2090: {vendor} integration broken, current key {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "{env}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random, seen: set[str]) -> list[Sample]:
    spot = _unique(rng, _j((HEX, 32)), seen)
    twitch = _unique(rng, _j((LOWER_DIGITS, 30)), seen)
    dropbox = _unique(rng, _j("sl.", (URLSAFE, 60)), seen)
    vault = _unique(rng, _j((B64, 48)), seen)
    eneba = _unique(rng, _j("eneba_live_", (ALNUM, 32)), seen)
    zt = _unique(rng, _j((ALNUM, 32)), seen)
    return [
        Sample("vendor_token", f"spotdl download 'https://open.spotify.com/playlist/37i9dQZF1DX' --client-id 5f573c9620494bae87890c0f08a60293 --client-secret {spot}", spot),
        Sample("vendor_token", f"twitch-dl download 221103 --auth-token {twitch} -q source", twitch),
        Sample("vendor_token", f"~/.dropbox_uploader:\nCONFIGFILE_VERSION=2.0\nOAUTH_ACCESS_TOKEN={dropbox}", dropbox),
        Sample("vendor_token", f"vaultwarden.env:\nSIGNUPS_ALLOWED=false\nADMIN_TOKEN='{vault}'", vault),
        Sample("vendor_token", f'resp = requests.post("https://api.eneba.com/graphql/", headers={{"Authorization": "Bearer {eneba}"}})', eneba),
        Sample("vendor_token", f'curl -H "Authorization: token {zt}" https://api.zerotier.com/api/v1/network', zt),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = _vendor_specials(rng, seen)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = _unique(rng, make, seen)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "it only shows it once, so here:\n{t}", "va tokenas {t}",
                "токен: {t}", "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the cranberry-bog soil sensor B-04: {h}": 32,
    "HMAC secret for the Tpay payment webhook: {h}": 64,
    "AES key of the ferry ticket QR codes: {h}": 32,
    "šifravimo raktas atsarginėms kopijoms: {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "Verschlüsselungsschlüssel der Kasse (hex): {h}": 48,
    "szyfrowanie kopii, klucz: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket VG-2101: token copied from the browser's network tab {t}",
    "Cookie: lang=lt; vg_session={t}",
    "VETRUNGE_EEL_SMOKER_TOKEN={t}",
    "tokenas iš naršyklės: {t}",
    "токен из браузера {t}",
    "Bearer-Token aus dem Tourportal: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "8"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@vetrunge.lt"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://sso.vetrunge.lt/realms/group", "azp": "ferry-console"}
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the kiln gateway, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/shop.gintaras.lt.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"SAVINGS_SIGNING_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "serverio privatus raktas:\n{key}": ("EC PRIVATE KEY", "\n"),
    "приватный ключ сервера:\n{key}": ("PRIVATE KEY", "\n"),
    "privater Schlüssel des Tourservers:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    text = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": text, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Electrum backup of the amber-fund wallet, copying it off the card: {p}": "english",
    "voice memo: the Exodus recovery words are {p} and that's all": "english",
    "wiki 'Cold wallet (retired)': {p}": "english",
    "piniginės atkūrimo frazė: {p}": "english",
    "сид-фраза кошелька: {p}": "russian",
    "фраза восстановления: {p}": "russian",
    "obnovovací fráze peněženky: {p}": "czech",
    "frase de recuperación: {p}": "spanish",
    "phrase de récupération : {p}": "french",
    "frase di recupero: {p}": "italian",
    "frase de recuperação: {p}": "portuguese",
    "Seed-Phrase der Wallet (bitte niemandem sagen): {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = unicodedata.normalize("NFC", str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy)))
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _mir(rng: random.Random) -> str:
    """A Luhn-valid Mir card number (2200-2204), ungrouped."""
    body = rng.choice(["2200", "2201", "2202", "2203", "2204"]) + _r(rng, D, 11)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    return _mir(rng) if brand == "mir" else v.card(rng, brand)


_CARD_PLACES = [
    "Viber, Rūta: the company card for the ferry parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "mano kortelės numeris {c}, galioja {mm}/{yy}",
    "номер карты {c}, срок {mm}/{yy}",
    "nomer karty {c}",
    "kartes numurs: {c}",
    "numer karty: {c}, {mm}/{yy}",
    "Kartennummer: {c}, gültig bis {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["visa", "mir", "mastercard", "amex", "maestro", "jcb", "mir", "unionpay"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} exp 04/35, security code {cvv}",
               "the three digits on the back are {cvv}",
               "CVV kodas kortelės gale: {cvv}",
               "три цифры на обороте: {cvv}",
               "Prüfnummer auf der Rückseite: {cvv}",
               "kod CVC z tyłu karty: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(v.card(rng, "mastercard"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 217 (seventeen corpora each); BBAN
# shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"LT": "n" * 16, "SE": "n" * 20, "GI": "aaaa" + "c" * 15, "HR": "n" * 17,
                "IL": "n" * 19, "LU": "nnn" + "c" * 13, "MT": "aaaa" + "n" * 5 + "c" * 18,
                "TR": "n" * 5 + "0" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice VG-2033-041: pay the amber polishing wheels to {i} within 14 days",
    "save the Sovetsk cranberry buyer's IBAN: {i}",
    "IBAN: {i}\nPaskirtis: rūkyto ungurio siunta",
    "mano sąskaita (IBAN) {i}",
    "мой IBAN {i}",
    "mans IBAN: {i}",
    "numer IBAN: {i}",
    "Bankverbindung, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _lt_pvm(g: random.Random) -> str:
    """A Lithuanian PVM (VAT) code: LT and nine digits (eighth a 1) with a weighted check digit."""
    return "LT" + v.until(g, lambda h: _r(h, D, 7) + "1" + _r(h, D, 1), lt_pvm.is_valid)


def _lv_pvn(g: random.Random) -> str:
    """A Latvian PVN number of a company: LV and eleven digits with a weighted check."""
    return "LV" + v.until(g, lambda h: h.choice("4549") + _r(h, D, 10), lv_pvn.is_valid)


def _de_stnr(g: random.Random) -> str:
    """A German Steuernummer in the thirteen-digit federal form that stdnum accepts."""
    return v.until(g, lambda h: _r(h, D, 13), de_stnr.is_valid)


def _pl_nip(g: random.Random) -> str:
    """A Polish NIP: ten digits with a mod-11 check digit."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 9), pl_nip.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "PVM mokėtojo kodas sąskaitai: {s}": _lt_pvm,
    "Lithuanian VAT code of the smokehouse: {s}": _lt_pvm,
    "PVN numurs rēķinam: {s}": _lv_pvn,
    "Steuernummer des Reisebüros in Kiel: {s}": _de_stnr,
    "NIP firmy z Gdańska: {s}": _pl_nip,
    "įmonės kodas: {s}": lambda g: "30" + _r(g, D, 7),
    "mano žvejo mėgėjo bilieto nr. {s}": lambda g: "ZMB-" + _r(g, D, 8),
    "Neringos rinkliavos leidimas automobiliui: {s}": lambda g: "NR" + _r(g, UPPER_DIGITS, 8),
    "meine Angelschein-Nummer: {s}": lambda g: "FS-" + _r(g, D, 9),
    "makšķerēšanas kartes numurs: {s}": lambda g: "MK" + _r(g, D, 9),
    "номер водительского удостоверения (ВУ): {s}": lambda g: f"39 {_r(g, D, 2)} {_r(g, D, 6)}",
    "mona pasa numeris īr {s}": lambda g: _r(g, D, 8),
    "номер загранника, калик: {s}": lambda g: f"7{_r(g, D, 1)} {_r(g, D, 7)}",
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Telegram 2FA recovery codes\n{codes}", "atsarginiai 2FA kodai: {codes}",
            "резервные коды 2FA:\n{codes}", "kody zapasowe: {codes}",
            "Backup-Codes für das Tourportal: {codes}", "backup codes for the shop admin {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Vetrunge:ruta@vetrunge.lt?secret={s}&issuer=Vetrunge&digits=6",
              "Aegis, manual setup key for the savings coop: {s}",
              "2FA slaptas raktas: {s}", "секрет TOTP: {s}", "TOTP-Schlüssel: {s}",
              "2FA secret for the ferry back office: {s}"]  # fmt: skip
_CODES = ["{c} is your Vetrunge verification code", "Jūsų patvirtinimo kodas: {c}",
          "Ваш код подтверждения: {c}", "Twój kod weryfikacyjny: {c}",
          "Ihr Bestätigungscode lautet {c}", "Jūsu verifikācijas kods: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, index % 4)
    sep = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Vetrunge-Ferry", "Nida-Smokehouse", "Gintaras-Shop", "Kopos-Tours-5G", "Telia-7F3A",
          "Bite-Silute", "Lentpjuve-Office", "KU-Savings", "Zelenogradsk-Guest", "Rybachy-Dom"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 password {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network: {s}\nkey: {pw}",
    "the key on the sticker under the router: {pw}",
    "vaifajus {s}, slaptažodis {pw}",
    "wifi {s} slaptažodis: {pw}",
    "пароль от вайфая {s}: {pw}",
    "parol ot wifi {s} — {pw}",
    "wifi {s} parole: {pw}",
    "hasło do wifi {s} to {pw}",
    "WLAN {s}, WLAN-Schlüssel: {pw}",
    "tour-bus hotspot {s} / {pw}",
    "guest wifi at the smokehouse is {s}, passphrase {pw}",
    "Raspberry Pi in the kiln: SSID {s}, psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, D, 16)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("cgt_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28))]
_SPELL = ["reading the key out one character at a time: {t}", "[dictated on the phone] {t}",
          "raktas po vieną simbolį: {t}", "ключ по символам: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    return {"t": [" ", "-"][index % 2].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the smokehouse door keypad takes {pw} then #", "kodas nuo durų: {pw}",
          "rūkyklos spynos kodas {pw}", "код от калитки {pw}", "kod ot dveri {pw}",
          "durvju kods: {pw}", "kod do drzwi magazynu: {pw}", "Zugangscode zum Bootshaus: {pw}",
          "my bank card PIN is {pw}", "mano pinas {pw}", "пин от карты {pw}", "PIN kods: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["gintaras", "ungurys", "kopa", "keltas", "marios", "vetrunge", "kurenas",
                 "spanguole", "lentpjuve", "nerija", "smilte", "stinta", "sakai", "pusis"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase: {p}": " ", "Bitwarden master passphrase: {p}": "-",
            "slaptafrazė: {p}": " ", "парольная фраза: {p}": ".",
            "Passphrase für den Tresor: {p}": " ", "hasło (fraza): {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "curl -H 'Authorization: Basic {v}' https://tours.vetrunge.lt/api/bookings": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Authorization: Bearer {v}": False,
    "antraštė Authorization: Bearer {v}": False,
    "заголовок Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env:\nVETRUNGE_FERRY_DB_PASS={pw}",
    ".env.local:\nDB_HOST=pg.vetrunge.lan\nGINTARAS_SHOP_DB_PASSWORD={pw}",
    "docker-compose.yml:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "compose.yaml:\n  scada:\n    environment:\n      - VETRUNGE_SAWMILL_SCADA_PW={pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ku-savings-core\nstringData:\n  KU_SAVINGS_CORE_PASSWORD: {pw}",
    "/etc/systemd/system/dune-tours.service:\n[Service]\nEnvironment=NIDA_DUNE_TOURS_SECRET={pw}",
    "/etc/systemd/system/smoker.service:\n[Service]\nEnvironment=\"SMOKER_DB_PASSWORD={pw}\"",
    "config.yaml:\ndatabase:\n  user: ferry\n  password: \"{pw}\"",
    "settings.ini:\n[mail]\nuser = bookings@vetrunge.lt\npassword = {pw}",
    "appsettings.json:\n{{\"ConnectionStrings\": {{\"Ferry\": \"Host=pg;Username=ferry;Password={pw}\"}}}}",
    "application.properties:\nspring.datasource.username=kiln\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CODE = [
    "conn = psycopg.connect(host=\"pg.vetrunge.lan\", user=\"ferry\", password=\"{pw}\")",
    "const pool = mysql.createPool({{ host: 'db', user: 'shop', password: '{pw}' }});",
    "db, err := sql.Open(\"postgres\", \"user=kiln password={pw} dbname=sawmill\")",
    "$pdo = new PDO('mysql:host=db;dbname=shop', 'shop', '{pw}');",
    "let password = \"{pw}\"; // TODO move to env",
    "val smokerPassword = \"{pw}\"",
    "var cs = \"Server=sql;User Id=core;Password={pw};\";",
    "ActiveRecord::Base.establish_connection(adapter: 'postgresql', username: 'tours', password: '{pw}')",
]  # fmt: skip
_code = _Family("code_password", _CODE, _with(_plain_pw), "pw")


_CHATS = [
    "Jurgis: kiln wifi password?\nEglė: {pw}",
    "[07:02] tomas: root pw for the ferry server?\n[07:03] ieva: {pw}",
    "Laima: {pw} is the new smokehouse admin password",
    "Darius: naujas slaptažodis {pw}",
    "Kęstutis: sluoptažuodis dabā {pw}, dėkou",
    "Ольга: новый пароль {pw}",
    "Sergej: novyj parol {pw}, spasibo",
    "Jānis: jaunā parole {pw}",
    "Agnieszka: nowe hasło {pw}",
    "Heike: das neue Passwort ist {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 58), (_logins, 22), (_spelled, 12), (_cli, 30), (_urls, 14), (_vendors, 50),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 6), (_totp, 6), (_codes, 6), (_wifi, 18),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 12),
    (_code, 14),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the ferry kiosk admin password is": "{s}", "kiln HMI pw:": "{s} (since the March update)",
    "slaptažodis:": "{s}", "пароль": "{s}\nпоменяй после сезона", "parole:": "{s}",
    "hasło to": "{s}", "Kennwort lautet": "{s}", "mona sluoptažuodis īr": "{s}",
    "the password Tomas read out on the radio was": "{s}, I think", "parol:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Eneba API key", "{s}", _j("eneba_live_", (ALNUM, 32))),
    ("split_token", "Cgates token:", "{s} (billing)", _j("cgt_", (ALNUM, 32))),
    ("split_token", "Stebby partner key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Electrum backup words", "{s}", _english_seed),
    ("split_card", "kortelės numeris", "{s} exp 11/36", lambda g: v.grouped(_mir(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LT"))),
    ("split_backup", "atsarginiai kodai", "{s}\n48213375\n90127734", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PVM kodas", "{s}", _lt_pvm),
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
    '{"kiln": {"url": "https://kiln.vetrunge.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"slaptažodis": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "olga", "пароль": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "smiltyne"}, {"name": "nida", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["pgmoneta-admin", "-U", "repl", "-P", "{s}", "user", "add"]}': ("meta_password", _plain_pw),
    '{"note": "hasło do kasy to {s}"}': ("meta_password", _plain_pw),
    '{"Kennwort": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the smoker HMI with the password {s}"}': ("meta_password", _plain_pw),
    '{"eneba": {"api_key": "{s}"}}': ("meta_token", _j("eneba_live_", (ALNUM, 32))),
    '{"nordvpnToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"zerotier_token": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(_mir(g), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SE")),
    '{"partner": {"pvn": "{s}"}}': ("meta_id", _lv_pvn),
    '{"mfa": {"recovery_codes": ["{s}", "83012944", "17745820"]}}': ("meta_otp", lambda g: _r(g, D, 8)),
    '{"amber_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"smokehouse": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Nida-Smokehouse", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kiln-controller-4.1.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/vetrunge/ferry-api:2.3").hexdigest()
_COMMIT = hashlib.sha1(b"ferry: add night timetable", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"shop: revert VAT rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"eel_batch_2033-05-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the kiln HMI password before the inspection on 2033-06-11.",
    "Jurgis asked for the smokehouse wifi password; it's on the card in the office drawer.",
    "Policy: company passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Viber; share a vault link instead.",
    "The `.env.example` line `ENEBA_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "Replace <YOUR_ZEROTIER_TOKEN> in the README with the token from your account page.",
    "TPAY_CLIENT_SECRET and CGATES_API_TOKEN must be set before the nightly sync runs.",
    "The ferry kiosk asks for a new admin password after every firmware update.",
    "Niekam nesakyk savo slaptažodžio.",
    "Slaptažodis turi būti bent 14 simbolių.",
    "Pamiršai slaptažodį? Spausk čia.",
    "Nier kam nesakīk sava sluoptažuodė.",
    "Никому не говори свой пароль.",
    "Пароль должен быть не короче 14 символов.",
    "nikomu ne govori svoj parol, ok?",
    "Nevienam nesaki savu paroli.",
    "Parolei jābūt vismaz 14 rakstzīmēm.",
    "Nie mów nikomu swojego hasła.",
    "Hasło musi mieć co najmniej 14 znaków.",
    "Das Passwort muss mindestens vierzehn Zeichen lang sein.",
    "Bitte das WLAN-Passwort an der Rezeption erfragen.",
    "Upgraded the kiln controller firmware from 4.0 to 4.1 and pymodbus to 3.9.2.",
    f"commit {_COMMIT} adds the night timetable for the lagoon ferry.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the shop totals.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The kiln controller 4.1.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The ferry API container runs ghcr.io/vetrunge/ferry-api@sha256:{_IMAGE}.",
    f"MD5 of eel_batch_2033-05-02.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3c9e71a4-5d2b-4e08-96f1-2b0d4c7e1f38 is the slow one in the booking logs.",
    "Order VG-2033-00418: 40 kg of smoked eel to Zelenogradsk ships on Thursday.",
    "Ticket VG-2041: the Smiltynė ferry gate sticks in the cold.",
    "Call the Nida office on +370 469 52 471 before noon.",
    "Skambink į Šilutės lentpjūvę +370 441 62 318.",
    "Позвоните в Зеленоградск: +7 401 50 3 12 45.",
    "The ferry leaves Smiltynė every 30 minutes; the crossing takes 7 minutes.",
    "The kiln is at 62 °C and 18 % humidity; the pine boards need two more days.",
    "After five wrong passwords the booking backend locks the account for 20 minutes.",
    "The Parnidis dune is 52 m high; the tour takes about 90 minutes.",
    "The secret of good smoked eel is alder wood and patience.",
    "Ask Eglė for the smokehouse door code, I don't have it.",
    "My card ending 7733 was declined at the Nida bakery.",
    "Mano kortelė, kurios pabaiga 4821, nebegalioja.",
    "Карта, заканчивающаяся на 5512, заблокирована.",
    "The Sovetsk buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the shop admin and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `NORDVPN_TOKEN` in the secrets store, never in the repository.",
    "The lock on the boathouse rusts in the salt air; oil it every month.",
    "The guest wifi 'Vetrunge-Guest' is open, no password needed.",
    "Lot AMB-2033-0311: 1.2 kg of raw amber, 14 pieces with inclusions.",
    "Cranberry harvest: 3.4 t from bog B-04, moisture 87 %.",
    "Die Führung durch Nida beginnt um 10 Uhr am Thomas-Mann-Haus.",
    "Wycieczka na wydmy zaczyna się o 9:30 w Nidzie.",
    "Ekskursija po kopas prasideda 10 val. prie švyturio.",
    "Экскурсия в Рыбачий начинается в 11:00.",
    "Ekskursija uz kāpām sākas plkst. 10.",
    "Kurenas vėtrungė Nr. 17 is being repainted this week.",
    "PIN codes for the kiosks are six digits long and changed every quarter.",
    "The API key field in the Eneba form is required.",
    "Password reset links for the booking site expire in 30 minutes.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/vetrunge/kiln", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "VG-2041", "order": "VG-2033-00418"}',
    '{"lot": {"id": "AMB-2033-0311", "weight_kg": 1.2, "pieces": 14}}',
    '{"phone": "+370 469 52 471", "city": "Nida"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "eels_in_stock": 1284}',
    '{"ferry": {"route": "Smiltynė-Klaipėda", "interval_min": 30}}',
    '{"slaptažodžio_politika": "14 simbolių", "пароль_изменён": "2033-03-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
