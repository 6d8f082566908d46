# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirtieth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-twenty-ninth only to search them (grep) for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-thirty-first to two-hundred-and-thirty-third), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(230614877), password words (a Virunga volcano or a Rwandan hill with its height in metres, a
sign and two digits; two Kinyarwanda nouns of the trade joined by dots with a number; a name, a
birth year, a sign and a hill; leet words of coffee, tea, banana beer, the gorilla, the boat and
the towns with a year; `Gorilla` and a gorilla family's name; `Frw`, an amount and a noun; a noun
in capitals, a hill and a number; a generator's four groups and random runs), names, places,
templates, tools, vendors and layouts, the way the staff of a fictional company leak secrets into
an assistant's memory: coffee cooperatives and washing stations around Huye, gorilla treks from
Musanze, a tea factory, Lake Kivu ferries from Rubavu, a banana-beer (urwagwa) brewery, a
mining-supply store and a mobile-money agent network, with depots in Kigali, Bujumbura and Gitega.
The texts are WhatsApp, Telegram, Slack, Teams, Signal, Viber, Element and Google Chat messages,
tickets, an e-mail, a runbook, a README fragment, Markdown tables, notes, shell, PowerShell and
Termux prompts, code (Python, JavaScript, Go, PHP, Kotlin and Rust), env files, compose,
Kubernetes and systemd configs, a .NET config, a voice-memo transcript and requests to the
assistant itself; the label's separators are a colon, "is" (`ni`, `est`, `c'est`, `c`), a dash, an
arrow, a pointing-hand emoji, a new line, quotes (`"…"`, `«…»`, backticks) and parentheses.

Tools, flags and variables none of heldouts 5 to 229 names (each grepped): Frappe's `bench
set-config -g db_password` and `bench --site … set-config db_password`, Gradle's
`ORG_GRADLE_PROJECT_signingInMemoryKeyPassword`, `NEBULA_CA_PASSPHRASE` before `nebula-cert ca
-encrypt`, and the company's own CLIs and variables: `momoctl agent login --momo-secret`,
`ikawa-sync push --hub-secret`, `kivu-ferry manifest upload --manifest-key`, `inzoga-batch close
--operator-pass=`, `KAWA_MOMO_SECRET`, `IKIVU_FERRY_DB_PASSWORD`, `INZOGA_DB_PASSWORD` and
`KIVUBOAT_DB_PASS`. Almost every common tool with a password flag is already named by an earlier
corpus, so the rest of the layouts (connection strings, env files, compose, Kubernetes secrets,
systemd, a wifi QR code, `otpauth://`, JWTs, PEM blocks, Basic and Bearer headers) are common
ones in wordings of their own.

About half of the secret samples are in other languages than English (by a rough count of the
templates drawn): Kinyarwanda texting, Kirundi texting, Rwandan and Burundian French texting, the
Swahili of the lake ports, and Rwandan English texting, with Spanish, Italian, Portuguese and
Czech only in seed-phrase lines. The wordings are the author's approximations, checked by no
speaker, built around a few marker words and the loanwords people text (password, wifi, PIN,
token, server, MoMo, API): Kinyarwanda `ijambo ry'ibanga`, `ni`, `rishya`, `ntuzabwire umuntu`,
`murakoze`, `mwiriwe`, `muraho`, `konti`, `nimero y'indangamuntu`, `urufunguzo rwa API`,
`hanyuma`, `bifatanye`; Kirundi `amahoro`, `urakoze`, `ntubwire uwundi`, `nshasha`, `yanje`,
`vy'ibiro`; Swahili `nenosiri`, `neno la siri`, `jamani`, `usimwambie mtu`, `jipya`, `asante`,
`ufunguo wa API`, `namba ya siri`, `msimbo wa uthibitisho`; French texting `mdp`, `slt`, `c`,
`stp`, `mon frère`; Rwandan English `my dear`, `we are together`, `no stress`. The thinnest
guesses are the Kirundi lines (Kinyarwanda-like forms with `nshasha`, `yanje`, `uwundi`), the
Kinyarwanda `ugashyiraho … inyuma`, `amagambo 12 y'ibanga`, `kode z'inyongera` for backup codes,
`inyuguti ku yindi` for letter by letter and `perime yo gutwara` for a driving licence.
The apostrophe is typed as ASCII, as people text it, though print writes `’` (`ry’ibanga`).

Vendors (SafeMotos, Mergims, Exuus, Awesomity, Ihela, Onatel, Regideso, Rswitch, Umwalimu SACCO,
Akagera Aviation, Trinity Express, Kivu Belt, Sorwathe, Bralirwa, Brarudi, Inyange, Oltranz,
Intouch, Econet Leo, Savannah Creek, Ngali and Trinity Metals) are ones heldouts 5 to 229 do not
name (grepped by name). No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe and alphanumeric runs, UUIDs, a dashed distributor key, a JWT, and
prefixes such as `smk_live_`, `ihl_sk_`, `olz_`, `leo_sk_`, `ngl_pat_`); the JWTs are
well-formed.

The ids are kinds heldouts 5 to 229 do not use in these wordings, and none is checked: Rwanda's
indangamuntu (sixteen digits in its printed groups), a Burundian CNI number, Rwandan and
Burundian passports, Rwandan and Burundian driving licences, an RSSB affiliation number, a
Burundian NIF, a Rwandan TIN and a mutuelle de santé card are invented shapes that no library or
this file checks (no check-digit algorithm is written here). Card numbers pass Luhn (the value
helpers' brands, checked with python-stdnum's `luhn`). The IBANs are of the countries used least
by a rough count over heldouts 5 to 229 (Iraq, the Vatican, Ukraine, Sudan, Kuwait, El Salvador,
the British Virgin Islands and Moldova), drawn until `stdnum.iban` validates them; seed phrases
come from `mnemonic`'s English, French, Spanish, Italian, Portuguese and Czech lists, each with a
valid checksum. Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored,
every secret unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
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

SEED = 230_614_877
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it). A value
    drawn twice in the file is drawn again."""

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


_HILLS = ["Bisoke", "Karisimbi", "Sabyinyo", "Muhabura", "Gahinga", "Kabuye", "Jali", "Huye",
          "Rebero", "Kigali", "Mugogo", "Heha", "Inanzerwe"]  # fmt: skip
_THINGS = ["Ikawa", "Icyayi", "Urwagwa", "Ingagi", "Ubwato", "Inka", "Igitoki", "Amata",
           "Imigongo", "Agaseke", "Ingoma", "Umuganda", "Kivu", "Tanganyika"]  # fmt: skip
_NAMES = ["Aline", "Jean-Bosco", "Claudine", "Eric", "Diane", "Olivier", "Josiane", "Patrick",
          "Vestine", "Innocent", "Chantal", "Emmanuel", "Divine", "Ndayishimiye", "Niyonzima",
          "Uwase", "Mugisha", "Irakoze", "Ishimwe", "Nsengiyumva", "Hakizimana", "Keza",
          "Gakuba", "Iradukunda"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ik4w4", "Ic7ay1", "Urw4gw4", "1ng4g1", "Ubw4t0", "G1t3g4", "Mus4nz3", "Rub4vu"]


def _manager(g: random.Random) -> str:
    """Four random groups of five, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_HILLS)}{g.choice([2507, 3711, 4507, 3645, 4127])}{g.choice(_SYMBOLS)}{_r(g, D, 2)}",
    lambda g: f"{g.choice(_THINGS)}.{g.choice(_THINGS).lower()}.{g.randrange(10, 1000)}",
    lambda g: f"{g.choice(_NAMES).split('-')[0].lower()}{g.randrange(1970, 2012)}{g.choice(_SYMBOLS)}{g.choice(_HILLS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2033)) + g.choice(_SYMBOLS),
    lambda g: f"Gorilla{g.choice(['Susa', 'Agashya', 'Amahoro', 'Kwitonda', 'Sabyinyo'])}{g.randrange(10, 99)}{g.choice(_SYMBOLS)}",
    lambda g: f"Frw{g.randrange(1000, 99999)}{g.choice(_THINGS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _manager,
    lambda g: f"{g.choice(_THINGS).upper()}_{g.choice(_HILLS)}_{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._~-")
    return v.until(rng, _pw, lambda value: set(value) <= ok)


_SAID = [
    "WhatsApp, Aline (Huye washing station): the Probat panel password is {pw}",
    "Telegram, #kivu-ferries: password ya manifest server → {pw}",
    "Slack DM from Eric: Musanze trek office PC password - {pw}",
    "Teams chat, mining supply desk: the Trinity stores laptop password: \"{pw}\"",
    "Signal from Josiane: tea factory weighbridge password 👉 {pw}",
    "Viber, Bujumbura port: POS password (until Friday) ({pw})",
    "Element room !ops: Rubavu brewery PLC password\n{pw}",
    "Google Chat, Gitega depot: the stock PC password is «{pw}»",
    "Ticket KVU-4412: Akagera lodge booking PC password {pw} expired, please reset",
    "Ticket MOMO-918: agent portal password {pw} locked after 3 tries",
    "Hi Olivier,\n\nthe root password on the Huye cupping lab server is {pw}. Delete this mail once it's in the vault.\n\nMurakoze,\nClaudine",
    "Runbook: restart the ferry ticketing box in Rubavu\n1. ssh as ops\n2. password {pw}\n3. systemctl restart ticketing",
    "README (Gitega depot)\nthe stock UI is at http://stock.gitega.lan, admin password `{pw}`.",
    "voice memo, transcribed: the banana beer line HMI password is {pw} full stop",
    "remember my BK mobile banking password for me: {pw}",
    "note to self: gorilla permit portal password {pw}",
    "Muraho! Ijambo ry'ibanga rya mudasobwa ya koperative ni {pw}",
    "ijambo ry'ibanga rishya rya wifi ni {pw}, ntuzabwire umuntu",
    "Claudine: password ya server ni {pw} murakoze",
    "ijambo ry'ibanga: {pw}",
    "Eric: password ya konti ya MoMo ya koperative ni {pw}",
    "mwiriwe, password ya email yanjye ni {pw}",
    "ijambo ry'ibanga rya email ni {pw} (ntuyisangize abandi)",
    "Amahoro! Ijambo ry'ibanga rya konti ni {pw}",
    "Irakoze: password ya server nshasha ni {pw}, ntubwire uwundi",
    "password yanje ya email ni {pw}",
    "ijambo ry'ibanga rya mudasobwa ya Gitega ni {pw} urakoze",
    "Ndayishimiye: password ya Lumicash agent ni {pw}",
    "password ya wifi y'ibiro vya Bujumbura ni {pw}",
    "Habari, nenosiri la kompyuta ya bandari ni {pw}",
    "nenosiri jipya la seva: {pw}, usimwambie mtu",
    "Uwase: password ya boti ya Kalundu ni {pw} asante",
    "neno la siri la email yangu ni {pw}",
    "jamani nenosiri la mfumo wa tiketi ni {pw}",
    "mdp du PC de la station de lavage c'est {pw} stp garde ça",
    "slt, le mot de passe du serveur c {pw}",
    "mon frère, le mdp de la caisse à Gitega est {pw}",
    "le mot de passe de la boîte mail: {pw} merci",
    "Diane: mdp du wifi du bureau de Kigali → {pw}",
    "le code du compte admin (mot de passe) est {pw}",
    "mdp MoMo Pay marchand: {pw}",
    "please my dear the password for the office laptop is {pw}",
    "Mwiriwe, the system password is {pw} we are together",
    "Patrick: the new password for the store is {pw} ok?",
    "my sister the email password is now {pw}",
    "Ishimwe: password of the mining stores PC is {pw} no stress",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aline.u", "jbosco", "claudine", "eric.m", "diane", "olivier.n", "josiane", "patrick",
          "vestine", "innocent", "chantal.k", "emmanuel", "divine", "ndayishimiye", "niyonzima",
          "uwase", "mugisha", "irakoze", "ishimwe", "keza", "svc-momo", "ops-kivu"]  # fmt: skip
_LOGINS = [
    "WhatsApp, Eric: Probat login is {u} / {pw}",
    "usr {u} pwd {pw}",
    "| system | user | password |\n|---|---|---|\n| weighbridge Huye | {u} | {pw} |",
    "login: {u}\npassword: {pw}",
    "sign into the ferry ticketing as {u} with {pw}",
    "creds for the brewery SCADA are {u} and {pw}",
    "konti: {u}, ijambo ry'ibanga: {pw}",
    "izina {u}, password {pw} murakoze",
    "izina ry'ukoresha {u} na ijambo ry'ibanga {pw}",
    "jina la mtumiaji {u}, nenosiri {pw}",
    "utilisateur {u}, mdp {pw}",
    "identifiant {u} et mot de passe {pw}",
    "user {u} password {pw} please",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["ikawa", "icyayi", "urwagwa", "ingagi", "ubwato", "igitoki", "agaseke", "ingoma",
               "imigongo", "umuganda", "isambaza", "ndagala", "amata", "inanga", "ubuki",
               "ibirayi", "umusambi", "inyambo"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}, joined: {w}{d}",
    "voice memo: the wifi password is {w} and after that {d} with no space so {w}{d}",
    "type {w}, then {d} ({w}{d})",
    "ijambo ry'ibanga ni ijambo {w} hanyuma {d}, bifatanye: {w}{d}",
    "password ni {w} ukongeraho {d} → {w}{d}",
    "nenosiri ni neno {w} kisha {d}, pamoja {w}{d}",
    "le mdp c'est le mot {w} puis {d}, collés: {w}{d}",
    "password ni {w} ugashyiraho {d} inyuma: {w}{d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "bench set-config -g db_password '{pw}'",
    "bench --site kawa.local set-config db_password {pw}",
    "ORG_GRADLE_PROJECT_signingInMemoryKeyPassword='{pw}' ./gradlew :momo-agent:publish",
    "NEBULA_CA_PASSPHRASE='{pw}' nebula-cert ca -name 'Kivu Mesh' -encrypt",
    "momoctl agent login --msisdn 250788123456 --momo-secret '{pw}'",
    "ikawa-sync push --station huye-02 --hub-user {u} --hub-secret '{pw}'",
    "kivu-ferry manifest upload --port rubavu --manifest-key '{pw}' today.csv",
    "inzoga-batch close --line 2 --operator {u} --operator-pass={pw}",
]  # fmt: skip
_SHELLS = ["{c}", "$ {c}", "ops@kivu-gw:~$ {c}", "PS C:\\kawa> {c}", "Termux on the agent phone:\n$ {c}",
           "command nakoresheje: {c}", "amri niliyotumia: {c}", "la commande que j'ai lancée: {c}"]  # fmt: skip


def _cli_one(rng: random.Random) -> dict[str, str]:
    template = rng.choice(_CLI)
    pw = _plain_pw(rng)
    return {"c": template.format(pw=pw, u=rng.choice(_USERS)), "secret": pw}


_cli = _Family("cli_password", _SHELLS, lambda g, i, t: _cli_one(g), "c")


_URLS = [
    "postgres://{u}:{pw}@db.kawa.lan:5432/cooperative",
    "mysql://{u}:{pw}@10.20.0.5/ferry_tickets",
    "mongodb+srv://{u}:{pw}@momo-ledger.kivu.net/ledger",
    "amqp://{u}:{pw}@mq.brewery.lan:5672/batches",
    "redis://:{pw}@cache.trek.lan:6379/0",
    "https://{u}:{pw}@dav.teafactory.lan/weights/",
    "Server=sql.gitega.lan;Database=Stock;User Id={u};Password={pw};",
]  # fmt: skip
_URL_PLACES = ["DATABASE_URL={c}", "keep this for me: {c}", "connection string ya server: {c}",
               "chaîne de connexion: {c}", "kiungo cha database: {c}", "Ticket KVU-4470: {c}"]  # fmt: skip


def _url_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    pw = _plain_pw(rng)
    return {"c": rng.choice(_URLS).format(u=rng.choice(_USERS), pw=pw), "secret": pw}


_urls = _Family("connection_string", _URL_PLACES, _url_draw, "c")


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {
            "iss": issuer,
            "sub": f"merchant_{_r(g, D, 8)}",
            "iat": issued,
            "exp": issued + 86_400,
        }
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


# vendor, env name, token maker (every shape a guess)
_VENDORS: list[tuple[str, str, Maker]] = [
    ("SafeMotos", "SAFEMOTOS_API_KEY", _j("smk_live_", (ALNUM, 32))),
    ("Mergims", "MERGIMS_SECRET", _j((HEX, 40))),
    ("Exuus", "EXUUS_TOKEN", _j("exu_", (URLSAFE, 36))),
    ("Awesomity", "AWESOMITY_KEY", lambda g: v.uuid4(g, "b")),
    ("Ihela", "IHELA_CLIENT_SECRET", _j("ihl_sk_", (ALNUM, 40))),
    ("Onatel", "ONATEL_SMS_TOKEN", _j((UPPER_DIGITS, 28))),
    ("Regideso", "REGIDESO_API_KEY", _j("rgd-", (HEX, 32))),
    ("Rswitch", "RSWITCH_HMAC_KEY", _j((B64, 43), "=")),
    ("Umwalimu SACCO", "USACCO_API_KEY", _j("usc_", (ALNUM, 30))),
    ("Akagera Aviation", "AKAGERA_AVIATION_TOKEN", _vendor_jwt("https://api.akagera-aviation.example")),
    ("Trinity Express", "TRINITY_EXPRESS_KEY", _j("tx_", (LOWER_DIGITS, 34))),
    ("Kivu Belt", "KIVUBELT_API_SECRET", _j((HEX, 48))),
    ("Sorwathe", "SORWATHE_PORTAL_TOKEN", _j("swt.", (URLSAFE, 40))),
    ("Bralirwa", "BRALIRWA_DISTRIBUTOR_KEY", _j("BRL-", (UPPER_DIGITS, 6), "-", (UPPER_DIGITS, 6), "-", (UPPER_DIGITS, 6), "-", (UPPER_DIGITS, 6))),
    ("Brarudi", "BRARUDI_API_KEY", _j("brd_live_", (ALNUM, 28))),
    ("Inyange", "INYANGE_SUPPLIER_TOKEN", _j((ALNUM, 48))),
    ("Oltranz", "OLTRANZ_ACCESS_KEY", _j("olz_", (HEX, 36))),
    ("Intouch", "INTOUCH_API_PASSWORD", _j((ALNUM, 24))),
    ("Econet Leo", "ECONET_LEO_SECRET", _j("leo_sk_", (URLSAFE, 38))),
    ("Savannah Creek", "SAVANNAH_CREEK_KEY", _j("scq_", (ALNUM, 32))),
    ("Ngali", "NGALI_TOKEN", _j("ngl_pat_", (ALNUM, 36))),
    ("Trinity Metals", "TRINITY_METALS_API_KEY", lambda g: v.uuid4(g, "9")),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} API key: {tok}",
    "Settings › Integrations › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
    "urufunguzo rwa API ya {vendor}: {tok}",
    "ufunguo wa API wa {vendor}: {tok}",
    "clé d'API {vendor}: {tok}",
    "{vendor} token ni {tok}, ntuwusangize",
    "const client = new {cls}Client('{tok}');",
    "headers = {{\"Authorization\": \"Bearer {tok}\"}}  # {vendor}",
    "WhatsApp, Olivier: {vendor} secret → {tok}",
]  # fmt: skip


def _vendor_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    vendor, env, make = _VENDORS[index % len(_VENDORS)]
    return {"vendor": vendor, "env": env, "tok": make(rng), "cls": vendor.replace(" ", "")}


_vendors = _Family("vendor_token", _NAMED, _vendor_draw, "tok")


_BARE_PLACES = ["{t}", "WhatsApp: {t}", "it shows it only once, so here:\n{t}", "token ni {t}",
                "token yangu: {t}", "le token: {t}", "{t}\n^ new one"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50))]  # fmt: skip
_bare = _Family("bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % 5](g)}, "t")


_HEX_PLACES = {
    "LoRaWAN AppKey of the Huye drying-bed sensor: {h}": 32,
    "HMAC secret for the MoMo callback: {h}": 64,
    "urufunguzo rwa encryption rwa backup: {h}": 64,
    "ufunguo wa usimbaji wa nakala: {h}": 48,
    "clé de chiffrement des sauvegardes: {h}": 64,
    "AES key of the ferry turnstiles: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Ticket MOMO-930: token from the browser's network tab {t}",
    "Cookie: lang=rw; kawa_session={t}",
    "AGENT_PORTAL_ACCESS_TOKEN={t}",
    "token ya API ni {t}",
    "le jeton: {t}",
    "tokeni ya kuingia: {t}",
    "keep this bearer token {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
              "email": f"{rng.choice(_USERS)}@kivu-kawa.example"}  # fmt: skip
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, {"alg": alg, "typ": "JWT"}, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key of the Huye lab server:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/pay.kivu-kawa.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"MOMO_SIGNING_KEY": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "urufunguzo rwa SSH rwa server:\n{key}": ("EC PRIVATE KEY", "\n"),
    "ufunguo binafsi wa seva:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "clé privée du serveur de Bujumbura:\n{key}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    block = joiner.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "wallet recovery phrase of the coop's treasury wallet: {p}": "english",
    "amagambo 12 y'ibanga ya wallet: {p}": "english",
    "maneno ya kurejesha pochi: {p}": "english",
    "phrase de récupération du portefeuille de la coopérative: {p}": "french",
    "voice memo: the recovery words are {p} that's all": "english",
    "frase de recuperación (el socio de Kampala): {p}": "spanish",
    "frase di recupero del wallet: {p}": "italian",
    "frase de recuperação: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))
    assert _MNEMO[lang].check(str(_MNEMO[lang].to_mnemonic(entropy)))
    return phrase


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = _seed_phrase(rng, _SEED_PLACES[template], [12, 24, 12, 18][index % 4]).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card(rng: random.Random) -> str:
    brand = rng.choice(sorted(v.CARD_BRANDS))
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "card number {c}, exp 09/31",
    "nimero ya karita: {c}",
    "namba ya kadi ni {c}",
    "numéro de carte {c} exp 04/30",
    "Visa ya koperative: {c}",
    "pay the Akagera booking with {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(_card(rng), [" ", "-", "", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")
_CVV_PLACES = ["security code on the back: {cvv}", "CVV ya karita ni {cvv}",
               "les trois chiffres au dos: {cvv}", "namba tatu nyuma ya kadi: {cvv}"]  # fmt: skip
_cvvs = _Family("card_code", _CVV_PLACES, lambda g, i, t: {"cvv": _r(g, D, 3 + i % 2)}, "cvv")


_IBAN_SHAPES = {"IQ": "aaaa" + "n" * 15, "VA": "n" * 18, "UA": "n" * 6 + "c" * 19, "SD": "n" * 14,
                "KW": "aaaa" + "c" * 22, "SV": "aaaa" + "n" * 20, "VG": "aaaa" + "n" * 16,
                "MD": "c" * 20}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_PLACES = ["IBAN: {i}", "konti ya banki (IBAN) ni {i}", "IBAN ya mtoa huduma: {i}",
                "IBAN du fournisseur: {i}", "pay the supplier to {i}", "Ticket FIN-77: IBAN {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, sorted(_IBAN_SHAPES)[index % len(_IBAN_SHAPES)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _nid_rw(g: random.Random) -> str:
    return f"1 {g.randrange(1970, 2005)} {g.choice('78')} {_r(g, D, 7)} {_r(g, D, 1)} {_r(g, D, 2)}"


_ID_PLACES: dict[str, Maker] = {
    "nimero y'indangamuntu: {s}": _nid_rw,
    "indangamuntu yanjye ni {s}": _nid_rw,
    "numéro CNI burundaise: {s}": _j((D, 3), "/", (D, 4), "/", (D, 5)),
    "pasiporo yanjye: {s}": _j("PC", (D, 7)),
    "passeport burundais n° {s}": _j("OP", (D, 7)),
    "perime yo gutwara: {s}": _j("RW-DL-", (D, 9)),
    "permis de conduire (Burundi) {s}": _j("BDI", (D, 8)),
    "RSSB affiliation number {s}": _j((D, 8), (UPPER, 1)),
    "NIF (Burundi) ya sosiyete: {s}": _j("40", (D, 8)),
    "TIN ya koperative: {s}": _j("1", (D, 8)),
    "namba ya pasipoti: {s}": _j("PA", (D, 7)),
    "Mutuelle de santé card {s}": _j("MS-", (D, 4), "-", (D, 6)),
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 8, index % 4)
    joiner = ["\n", ", ", " ", "\n"][index % 4]
    return {"codes": joiner.join(codes), "secret": codes[index % 8]}


_BACKUPS = ["2FA backup codes for the coop Gmail:\n{codes}", "kode z'inyongera za 2FA:\n{codes}",
            "misimbo ya akiba ya 2FA: {codes}", "codes de secours: {codes}",
            "recovery codes (BK internet banking):\n{codes}"]  # fmt: skip
_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_TOTP = ["TOTP secret: {s}", "2FA setup key {s}", "otpauth://totp/Kawa:{u}?secret={s}&issuer=Kawa",
         "urufunguzo rwa 2FA: {s}", "siri ya TOTP: {s}", "clé TOTP: {s}"]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {
        "s": v.totp_secret(rng, spaced=index % 3 == 1 and "otpauth" not in template),
        "u": rng.choice(_USERS),
    }


_totp = _Family("otp_secret", _TOTP, _totp_draw, "s")
_CODES = ["verification code: {c}", "kode yawe yo kwemeza ni {c}", "msimbo wako wa uthibitisho ni {c}",
          "{c} is your MoMo verification code", "code de vérification: {c}", "OTP ni {c}"]  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Kawa-Huye-5G", "KivuFerry_Staff", "Ingagi Lodge", "Brewery-Rubavu", "GitegaDepot",
          "MTN-HomeFi-7A2C", "Lumitel_4G_88", "TeaFactory WiFi"]  # fmt: skip
_WIFI = [
    "wifi {s} password: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "Network: {s} / {pw}",
    "password ya wifi {s} ni {pw}",
    "wifi ya {s}: ijambo ry'ibanga ni {pw}",
    "nenosiri la wifi ya {s} ni {pw}",
    "le mdp du wifi {s} c'est {pw}",
    "wifi {s}\n{pw}",
    "psk for {s} is {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    return rng.choice(
        [
            _plain_pw,
            lambda g: _r(g, UPPER_DIGITS, 12),
            lambda g: f"{g.choice(_THINGS)}{_r(g, D, 4)}",
        ]
    )(rng)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, s=_SSIDS), "pw")


_LOCKS = [
    "PIN ya MoMo ya koperative ni {pw}",
    "PIN yanjye ya Lumicash: {pw}",
    "PIN ya simu ya agent ni {pw}",
    "door code for the Huye store: {pw}",
    "kode y'urugi rw'ububiko ni {pw}",
    "code du cadenas du dépôt: {pw}",
    "namba ya siri ya M-Pesa ni {pw}",
    "safe combination at the Musanze trek office: {pw}",
    "code PIN de la carte: {pw}",
    "alarm code ya brewery: {pw}",
]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, lambda g, i, t: {"pw": _r(g, D, [4, 5, 6][i % 3])}, "pw")


_PHRASE_WORDS = ["kawa", "ingagi", "ikiyaga", "ubwato", "urwagwa", "icyayi", "umusozi", "inkuba",
                 "imvura", "izuba", "inyanja", "igikombe", "ubuki", "inanga"]  # fmt: skip
_PHRASES = ["passphrase: {p}", "ijambo ry'ibanga rigizwe n'amagambo: {p}", "passphrase ya vault: {p}",
            "KeePass master passphrase {p}"]  # fmt: skip
_phrases = _Family(
    "passphrase",
    _PHRASES,
    lambda g, i, t: {"p": " ".join(g.sample(_PHRASE_WORDS, 4)) + f" {g.randrange(10, 99)}"},
    "p",
)


_SPELL = ["token nayisomye inyuguti ku yindi: {t}", "the key, letter by letter: {t}",
          "ufunguo herufi moja moja: {t}", "la clé lettre par lettre: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = _r(rng, LOWER_DIGITS, 24)
    sep = [" ", " - ", ".", " · "][index % 4]
    text = sep.join(raw)
    return {"t": text}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_AUTH = ["Authorization: Basic {b}", "curl -H 'Authorization: Basic {b}' https://api.kawa.lan/lots",
         "Authorization: Bearer {t}", "header ya API: Authorization: Bearer {t}"]  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    basic = base64.b64encode(f"{rng.choice(_USERS)}:{_plain_pw(rng)}".encode()).decode()
    tok = _r(rng, ALNUM, 40)
    return {"b": basic, "t": tok, "secret": basic if "{b}" in template else tok}


_auth = _Family("auth_header", _AUTH, _auth_draw, "t")


_CONFIGS = [
    "# .env\nKAWA_MOMO_SECRET={pw}\nKAWA_ENV=prod",
    "IKIVU_FERRY_DB_PASSWORD={pw}",
    "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: momo-agent\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=INZOGA_DB_PASSWORD={pw}\nExecStart=/opt/inzoga/bin/batch",
    "[database]\nhost = 10.20.0.5\nuser = kawa\npassword = {pw}",
    "spring.datasource.password={pw}",
    "<add key=\"FerryDbPassword\" value=\"{pw}\" />",
    "smtp:\n  user: ops@kivu-kawa.example\n  password: \"{pw}\"",
    "KIVUBOAT_DB_PASS={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CODE = [
    'DB_PASSWORD = "{pw}"  # Huye lab',
    "const momoSecret = '{pw}';",
    'db, _ := sql.Open("mysql", "kawa:{pw}@tcp(10.20.0.5)/lots")',
    "$password = '{pw}';",
    'val ferryPassword = "{pw}"',
    'let token = "{pw}"; // inzoga batch api',
    'conn = psycopg.connect(host="db.kawa.lan", user="kawa", password="{pw}")',
    'config.password = "{pw}"',
]  # fmt: skip
_code = _Family("code_secret", _CODE, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family, int]] = [
    (_said, 62), (_logins, 24), (_spelled, 12), (_cli, 28), (_urls, 12), (_vendors, 48),
    (_bare, 8), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 8), (_totp, 8), (_codes, 6), (_wifi, 18),
    (_spelled_tokens, 6), (_locks, 12), (_phrases, 6), (_auth, 8), (_configs, 18), (_code, 22),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Probat admin password is": "{s}", "ijambo ry'ibanga:": "{s}", "nenosiri ni": "{s} asante",
    "mdp du serveur:": "{s}", "password ya wifi ni": "{s}\nmurakoze", "ferry ticketing password": "{s}",
    "password ya MoMo agent ni": "{s}", "le mot de passe est": "{s} (depuis lundi)",
    "neno la siri la seva:": "{s}", "weighbridge pw:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Mergims API key", "{s}", _j((HEX, 40))),
    ("split_token", "urufunguzo rwa API ya Exuus:", "{s}", _j("exu_", (URLSAFE, 36))),
    ("split_token", "Oltranz access key", "{s} (SMS)", _j("olz_", (HEX, 36))),
    ("split_seed", "amagambo ya wallet", "{s}", lambda g: _seed_phrase(g, "english", 12)),
    ("split_card", "nimero ya karita", "{s} exp 11/30", lambda g: v.grouped(_card(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IQ"))),
    ("split_backup", "codes de secours", "{s}\n48213377\n90551246", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "nimero y'indangamuntu", "{s}", _nid_rw),
    ("split_pin", "PIN ya MoMo ni", "{s}", _j((D, 5))),
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
    '{"probat": {"url": "http://roaster.huye.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"ijambo_ry_ibanga": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "eric.m", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nenosiri": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["momoctl", "agent", "login", "--momo-secret", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "password ya server ni {s}"}': ("meta_password", _plain_pw),
    '{"mdp": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ferry ticketing as ops with the password {s}"}': ("meta_password", _plain_pw),
    '{"mergims": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"safemotosToken": "{s}"}': ("meta_token", _j("smk_live_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"ihela_client_secret": "{s}"}': ("meta_token", _j("ihl_sk_", (ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/31"}}': ("meta_card", lambda g: v.grouped(_card(g), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "VA")),
    '{"member": {"indangamuntu": "{s}"}}': ("meta_id", _nid_rw),
    '{"mfa": {"recovery_codes": ["{s}", "K7Q2M-P9X4D", "W3ZT8-HV2R6"]}}': ("meta_otp", _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5))),
    '{"treasury_wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed_phrase(g, "french", 12)),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX, 32))),
    '{"momo": {"pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "KivuFerry_Staff", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"probat-p12-firmware-5.1.bin").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/kivu-kawa/lots-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"lots: add washing station column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"momo: revert callback retry", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cupping_2032-07-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Probat password before the calibration visit on 2032-08-03.",
    "Eric asked for the Huye wifi password; it's on the card in the manager's drawer.",
    "Policy: coop passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `KAWA_MOMO_SECRET=replace-me` is a placeholder.",
    "Replace <YOUR_MERGIMS_KEY> in the README with the key from the dashboard.",
    "SAFEMOTOS_API_KEY and OLTRANZ_ACCESS_KEY must be set before the nightly sync.",
    "Ntuzabwire umuntu ijambo ry'ibanga ryawe.",
    "Ijambo ry'ibanga rigomba kugira inyuguti nibura cumi n'enye.",
    "Murakoze, ijambo ry'ibanga ryahinduwe neza.",
    "Ntubwire uwundi ijambo ry'ibanga ryawe, urakoze.",
    "Password ya MoMo ntiyigera isabwa n'umukozi wa banki.",
    "Usimwambie mtu nenosiri lako.",
    "Nenosiri lazima liwe na herufi kumi na nne au zaidi.",
    "Boti ya Kalundu inaondoka saa tatu asubuhi, tiketi ni Frw 2500.",
    "Ne donne jamais ton mot de passe à personne stp.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "mdp oublié? clique sur « mot de passe oublié » sur la page de connexion.",
    "Please my dear, never share your PIN even with the agent.",
    "The trek office reopens at 6:30; permits are checked at Kinigi.",
    f"commit {_COMMIT} adds the washing station column.",
    f"Rolled back to {_SHORT} after the MoMo callback retry loop.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The Probat P12 firmware 5.1 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The lots API runs ghcr.io/kivu-kawa/lots-api@sha256:{_IMAGE}.",
    f"MD5 of cupping_2032-07-14.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9d2e71-8a4b-4f60-9e15-b7a0c4d21f88 is the slow one in the logs.",
    "Purchase order PO-2032-00731 for 60 bags of Huye washed arabica ships Tuesday.",
    "Ticket KVU-4412: the Rubavu ferry turnstile keeps rebooting.",
    "Call the Musanze trek office on +250 788 300 415 before noon.",
    "Hamagara ibiro bya Gitega kuri +257 22 40 18 76.",
    "Container MSKU 7319204 with the tea lot is at Dar es Salaam.",
    "Lot LOT-2032-HUY-0144, 60 kg, moisture 10.8 %; cupping score 86.25.",
    "The gorilla permit costs 1500 USD; the golden monkey trek 100 USD.",
    "My card ending 4417 was declined at the Rubavu hardware shop.",
    "Karita yanjye irangira kuri 2291 yanze kwishyura.",
    "Kadi yangu inayoishia 6630 imekataliwa.",
    "Ma carte qui finit par 8802 a été refusée à Bujumbura.",
    "The supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the coop mailbox and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MERGIMS_SECRET` in the secrets store, never in the repository.",
    "The padlock on the Gitega depot rusts in the rain; oil it monthly.",
    "Exuus moved the API key page under Settings › Developers.",
    "Urubuga rushya rwa koperative rufite ibiciro bishya by'ikawa.",
    "Ikiyaga cya Kivu gifite ubujyakuzimu bwa metero 480.",
    "Mvua imenyesha kwamba boti ya Kibuye itachelewa leo.",
    "La bière de banane (urwagwa) fermente trois jours avant la mise en bouteille.",
    "The banana beer batch 2032-17 is 11 % alcohol and 820 litres.",
    "HS code 0901.11 is coffee, not roasted; 0902.40 is black tea.",
    "Order number 20320714-0093, invoice INV-RW-5512, total Frw 1,284,000.",
    "After five wrong passwords the agent portal locks the account for 30 minutes.",
    "The guest wifi 'Kawa-Guest' is open, no password needed.",
    "MoMo transaction id 7043918825 for Frw 45,000 went through at 14:02.",
    "ISBN 978-0-19-861186-8 is the coffee handbook on the lab shelf.",
    "Version 2.7.1 of the ferry app fixes the Swahili labels.",
    "Ijambo ry'ibanga ryawe ntirigomba kuba izina ryawe cyangwa itariki y'amavuko.",
    "Neno la siri lako limebadilishwa, asante.",
    "Le code PIN se change dans le menu *182*4#.",
    "The door code will be sent by SMS on the day of the visit.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/probat", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "KVU-4412", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "LOT-2032-HUY-0144", "weight_kg": 60, "moisture_pct": 10.8}}',
    '{"phone": "+250 788 300 415", "city": "Musanze"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bags_in_stock": 912}',
    '{"momo_tx": "7043918825", "amount_rwf": 45000, "status": "SUCCESSFUL"}',
    '{"ferry": "Kalundu", "departs": "09:00", "port": "Rubavu"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
