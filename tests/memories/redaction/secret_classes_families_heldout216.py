# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-sixteenth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-seventieth's docstring, the
fifth to two-hundred-and-thirteenth only to search them (grep) for the languages, wordings, tools,
flags, variables, vendors, id kinds and IBAN countries already used (to use others), the sample
types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-fourteenth, -fifteenth and -seventeenth), any test, the reports, the benchmarks,
the changelog nor the git history, and the scrubber was never run on it. Its own seed (216583047),
password words (a vanilla grade or a SAVA town, a year and a sign; two Malagasy or Comorian dishes
joined by a dot with a number; leet words of vanilla, lychee, zebu, sapphire, raffia, ylang, the
taxi-brousse, MVola, the Karthala and Dzama with a year and a sign; a zebu, festival, island or
mining-town word, a sign, a number and a capital; a name, a birth year, a sign and a town; a town
in capitals, a sign, a number and two letters; `Litchi`, a sign, a dish and two digits; a
generator's three groups and random runs), names, places, templates, tools, vendors and layouts,
the way the staff of a fictional company (vanilla curing around Sambava and Antalaha, lychee export
through Toamasina, a zebu market, taxi-brousse bookings, a sapphire broker at Ilakaka and Toliara,
a rum distillery, a mobile-money agent network; offices in Antananarivo, Toamasina, Mahajanga,
Toliara, Moroni and Mutsamudu) leak secrets into an assistant's memory. The texts are WhatsApp,
Viber, Messenger and Signal messages, chat logs with times, tickets, a wiki table row, notes, an
e-mail-like reminder, runbook steps, a README line, bash, PowerShell and root prompts, env files,
compose, Kubernetes and systemd snippets, code (Python, JavaScript, PHP, Go, Kotlin, Ruby, Rust,
C#, R), a voice-memo transcript, dictated and spelled-out passwords and requests to the assistant
itself; the label's separators run from a colon, "is"/`dia`/`nde`/`ndo`/`c'est` and a dash to an
arrow (`→`, `->`, `➜`), a pointing-hand or key emoji, a new line, quotes (`"…"`, `«…»`, `“…”`,
`'…'`), parentheses and a table's bar.

Tools, flags and variables none of heldouts 5 to 213 names (each grepped for the command, flag or
variable itself): `zcash-cli -rpcpassword=`, `elements-cli -rpcpassword=`, lnd's
`--bitcoind.rpcpass=`, kopia's `server start --server-control-password=`, `rar a -hp…`, and the
variables `NBXPLORER_BTCRPCPASSWORD`, `DOLI_DB_PASSWORD`, `DIRECTUS_SECRET`,
`REDASH_COOKIE_SECRET`, Strapi's `APP_KEYS` and the company's own `RHUM_ERP_DB_PASS`,
`ZEBU_MARKET_DB_PASSWORD`, `SAPHIR_VAULT_PASSWORD`, `TAXIBROUSSE_SMTP_PASSWORD`,
`LITCHI_ADMIN_PASS`, `MOBILEMONEY_API_SECRET` and `VANILLAPAY_SECRET`. Beside them two lightly
used ones (in one earlier corpus each: encfs's `--extpass` and pdftk's `user_pw`) and common
commands (mysql, sshpass, curl, psql, redis-cli, 7z, docker login, openssl) and layouts
(`otpauth://`, a wifi QR code, JWTs, PEM blocks, Basic and Bearer headers, connection strings) in
wordings of their own.

About 49 % of the secret samples are in other languages than English (by a rough count of the
drawn samples over marker words, 190 of 390): Malagasy (official, and lines marked as
Merina, Betsimisaraka and Sakalava texting), Shikomori (Shingazidja and Shinzwani, written with
the Swahili-like forms people text), Comorian French texting and Malagasy French texting, and
Turkish, Russian and Portuguese only in seed-phrase lines. The wordings are the author's
approximations, checked by no speaker, built around a few marker words and the loanwords people
there really text (password, mdp, modpas, wifi, PIN, code, token, API key, backup, serveur,
compte): Malagasy `tenimiafina`, `teny miafina`, `ny … dia`, `an'ny`, `ity ny`, `aza omena
olona`, `misaotra`/`mersi`, `vaovao`, `ovay`, `kaody`, `mpampiasa`, `anarana`, `tadidio`,
`azafady`, `arahin'ny`, `mba soraty`, texting `ndr`, `ts`, `zao izy izao`; Sakalava's `ty … io ro`
and Betsimisaraka's `io:` (the thinnest guesses, with no dialect grammar of their own beyond a
word); Shikomori `ndo`, `nde`, `ya`, `yangu`, `mpya`, `usimpe mtru`, `marahaba`, `nambari ya
kadi`, `code ya mlango`, `jina la mtumiaji`, `maneno ya seed`, `tsi imba` (the Shinzwani and
Shingazidja lines lean on Swahili cognates and are thin guesses too); Comorian French's `wallah`,
`wesh`, `c`, `stp`, `dis le à personne`; Malagasy French's `mora mora`, `ndao`, `hein`. The
apostrophe of `an'ny` and `Int'Air` is typed as ASCII, as people text it, though print writes `an’ny`.

Vendors (VanillaPay, Comores Telecom, Snapshot Comores, BDC Comores, SanPay, Int'Air Iles, Star
Brasserie, Dzama, Habibo, Kintana, Vatsy, Tiako, Sipromad, Somacou, Faharetana Pay and Lalana
Cargo) are ones heldouts 5 to 213 do not name (grepped by name; some are real firms, none is known
to the author to issue keys of these shapes). Their shapes are guesses (hex, base64, URL-safe and
alphanumeric runs, UUIDs, `vp_live_`, `vp_sk_`, `sanp_sk_`, `sanp_pk_live_`, `whsec_san_`,
`snc_`, `sbm_`, `dzm-`, `hbb_`, `vts_`, `spm.`, `fp_live_`); the shapes believed real are
Stripe's `sk_live_`, GitHub's `ghp_`, AWS's `AKIA` key id and 40-character secret, Slack's
`xoxb-`, OpenAI's `sk-proj-`, Telegram's bot token, SendGrid's `SG.` and Twilio's 32-hex auth
token; the JWTs are well-formed.

The ids are kinds heldouts 5 to 213 do not use, except South Africa's ID number (in two earlier
corpora), drawn until `stdnum.za.idnr` validates its date and Luhn digit; Kenya's KRA PIN is
checked for its format by `stdnum.ke.pin` (it has no check digit). The others are invented shapes
that no library or this file checks (no check-digit algorithm is written here): a Malagasy
national identity card (CIN, karapanondrom-pirenena) in two layouts, an OSTIE card, an Agence de
Transport Terrestre licence of a taxi-brousse, a SAVA vanilla collector's agrément, a BEMP
gem-trader card, a Comorian driving licence and Malagasy and Comorian passports. Card numbers pass
Luhn (the value helpers' Visa, Mastercard, Amex, UnionPay and JCB). The IBANs are of countries
used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 213 (Cyprus, the
Dominican Republic, Egypt, Iraq, Saudi Arabia, Kosovo, Yemen and Burundi, in seventeen or eighteen
corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, French, Turkish, Russian and Portuguese lists, each with a valid checksum.
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
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ke import pin as ke_pin
from stdnum.za import idnr as za_idnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 216_583_047
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
    key: str = "pw"

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


# Password words: vanilla grades, lychee and zebu words, Malagasy and Comorian dishes and places.
_VANILLA = ["Gousse", "Lavanoir", "Cuisinier", "Boucherie", "Splits", "Bourbon", "Sambava", "Andapa",
            "Vohemar", "Antalaha"]  # fmt: skip
_DISHES = ["ravitoto", "romazava", "mofogasy", "koba", "sakay", "lasopy", "hena-kisoa", "akoho",
           "mkatra", "langouste", "madaba", "pilaou", "mataba", "ntrovi", "mabawa", "achards"]  # fmt: skip
_ZEBU = ["Omby", "Ampanihy", "Tsimandoa", "Savika", "Famadihana", "Hiragasy", "Ravinala",
         "Karthala", "Ndzuani", "Mwali", "Ngazidja", "Ilakaka", "Sakaraha", "Vatomandry"]  # fmt: skip
_LEET = ["V4n1ll3", "L1tch1", "Z3bu", "S4ph1r", "R4ph14", "Ryl4ng", "T4x1Br0uss3", "Mv0l4",
         "K4rth4l4", "D1z4m4"]  # fmt: skip
_TOWNS = ["TANA", "TAMATAVE", "MAJUNGA", "TULEAR", "MORONI", "MUTSAMUDU", "FOMBONI", "NOSYBE"]
_NAMES = ["Rivo", "Hery", "Fara", "Voahirana", "Andry", "Miora", "Tojo", "Nirina", "Faida",
          "Anrifidine", "Zaharia", "Mariama", "Soilihi", "Said", "Toiyfa", "Oumouri"]  # fmt: skip
_SYM = "!#$%&*?@+=~"


def _pw(g: random.Random) -> str:
    style = g.randrange(9)
    if style == 0:
        return f"{g.choice(_VANILLA)}{g.randrange(2024, 2036)}{g.choice(_SYM)}"
    if style == 1:
        return ".".join(g.sample(_DISHES, 2)) + str(g.randrange(10, 999))
    if style == 2:
        return f"{g.choice(_LEET)}{g.randrange(1990, 2036)}{g.choice(_SYM)}"
    if style == 3:
        return f"{g.choice(_ZEBU)}{g.choice(_SYM)}{g.randrange(100, 9999)}{g.choice(UPPER)}"
    if style == 4:
        return (
            f"{g.choice(_NAMES)}{g.randrange(1960, 2012)}{g.choice(_SYM)}{g.choice(_TOWNS).lower()}"
        )
    if style == 5:
        return f"{g.choice(_TOWNS)}{g.choice(_SYM)}{g.randrange(10, 9999)}{_r(g, LOWER, 2)}"
    if style == 6:
        return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)) + _r(g, UPPER, 1)
    if style == 7:
        return _r(g, ALNUM, g.randrange(12, 18)) + g.choice(_SYM)
    return f"Litchi{g.choice(_SYM)}{g.choice(_DISHES).capitalize()}{g.randrange(10, 99)}"


def _plain_pw(g: random.Random) -> str:
    """A password of URL-safe characters (for URLs and connection strings)."""
    return _r(g, ALNUM, g.randrange(12, 20)) + str(g.randrange(10, 99))


def _random_pw(g: random.Random) -> str:
    return _r(g, ALNUM, 6) + g.choice("#%*+") + _r(g, ALNUM, 8) + str(g.randrange(10))


# Labelled passwords: the label's language and its separator.
_LABELLED = [
    "tenimiafina an'ny solosaina ao Sambava: {pw}",
    "Ny password an'ny wifi birao dia {pw}",
    "ny mot de passe vaovao an'ny compte MVola dia → {pw}",
    "Rivo: ity ny password serveur 👉 {pw} aza omena olona fa tsy azo atao",
    "ndr ny password an'ilay ordi ao Tamatave - {pw} ok",
    "Teny miafina (caisse Mahajanga)\n{pw}",
    "password-n'ny compte mpanondrana: « {pw} » misaotra",
    "Ny tenimiafinako vaovao: {pw}",
    'password-ny serveur ao Toliara: "{pw}" fa ovay rahampitso',
    "Ts maintsy ovaina ny password an'ny box, zao izy izao: {pw}",
    "tenimiafina (taxi-brousse app) = {pw}",
    "mba soraty ato ny password an'ny distillerie: {pw} mersi",
    "Password ya ordinatere ya dukani ndo {pw}",
    "password yangu mpya: {pw} usimpe mtru",
    "Shingazidja: password ya wifi ya ofisi — {pw}",
    "password ya kompte ya Huri Pro nde {pw}, marahaba",
    "modpas ya serveur Mutsamudu: {pw}",
    "mdp du poste de Moroni c {pw} wallah dis le à personne",
    "wesh le mdp du compte Comores Telecom c'est {pw}",
    "Mot de passe de la caisse (Mutsamudu) ➜ {pw}",
    "mdp de la boîte mail export: ({pw}) stp change le après",
    "le mdp wifi du bureau de Tana: {pw} mora mora hein",
    "mdp ordi compta Toamasina = {pw}",
    "Pour le PC de la distillerie, mot de passe : {pw} — ne le mets pas dans le groupe",
    "nouveau mdp VanillaPay -> {pw}",
    "mdp du NAS : '{pw}' (changé hier par Hery)",
    "Password for the Sambava curing shed PC: {pw}",
    "the sapphire vault laptop password is {pw}",
    "Admin password → {pw}",
    "rum bottling line HMI password - {pw}",
    "password (Mahajanga cold store): {pw}",
    "🔑 {pw}  ← new password for the lychee packhouse tablet",
    "Password:\n{pw}",
    "The password for the zebu-market kiosk is now “{pw}”.",
    "fleet tablets' password is {pw}, same on all of them",
    "Merina: ny password-n'ny routeur ao Ambohijatovo dia {pw}",
    "Betsimisaraka: password an'ny magazay Fenerive io: {pw}",
    "Sakalava: ty password an'ny ordi io ro {pw}",
    "pass du routeur Moroni: {pw}",
    "password ye {pw} (Ndzuani office)",
]
_PASSWORD_SENTENCES = [
    "Tadidio fa ny password an'ny Kintana dia ilay teny hoe {w} arahin'ny {d}",
    "ny password dia ny anaran'ny alikanay, {w}, arahin'ny {d}",
    "voice memo 07:42 — ok so the password is the word {w} followed by {d}, all lower case",
    "mdp = le mot {w} puis {d}, tout en minuscules",
    "c'est le mot {w} et après {d}, pour l'ordi de la rhumerie",
    "password ya kompyuta ni neno {w} na baadaye {d}",
    "the admin password is {w} with {d} at the end",
    "type {w}, then {d}; that's the Int'Air Iles portal password",
]
_SPELL_WORDS = ["vanillier", "fitiavana", "ravinala", "baobab", "fossa", "lemurien", "karthala",
                "ylang", "zebu", "tsingy", "mangrove", "sisal", "girofle", "cannelle", "dzama",
                "tamarin", "lychee", "ambilobe", "sakalava", "boutre"]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SPELL_WORDS)
    digits = str(rng.randrange(100, 99999))
    return {"w": word, "d": digits, "secret": digits if "{d}" in template else word}


_PINS = [
    "kaody PIN an'ny carte BNI: {pw}",
    "ny code an'ny varavarana trano fitehirizana lavanila dia {pw}",
    "code portail dépôt litchi Toamasina: {pw}#",
    "digicode du bureau de Moroni : {pw}",
    "code du cadenas du coffre à saphirs → {pw}",
    "PIN ya MVola ya ofisi nde {pw}",
    "code ya mlango wa stoo: {pw}",
    "le code de l'alarme de la distillerie c {pw} puis OFF",
    "padlock on the Ilakaka sorting room: {pw}",
    "The gate code at the zebu market pen is {pw}.",
    "keypad at the rum cellar takes {pw} then ENTER",
    "Airtel Money PIN for the Mahajanga agent: {pw}",
    "{pw} is the code for the vanilla curing shed door",
    "ny code an'ny cadenas an'ny taxi-brousse: {pw}",
    "code coffre-fort bijouterie Tana = {pw}",
    "PIN ya kadi ya benki (BDC Comores): {pw}",
    "safe code in the Toliara sapphire office: {pw}",
    "Orange Money code secret agent Moroni : {pw}",
    "alarm panel at the packhouse: type {pw} and press DISARM",
    "kaody fidirana birao Antananarivo 👉 {pw}",
]
_SSIDS = ["Vanille-Sambava-5G", "TELMA-4G-A71C", "Litchi_Export_Office", "Zebu Market Wifi",
          "ComTel-Moroni-Bureau", "Dzama-Rhumerie", "SaphirBroker_Ilakaka", "BLUELINE-7F2A"]  # fmt: skip
_WIFI = [
    "wifi: {ssid} / {pw}",
    "Wifi {ssid}, password: {pw}",
    "ny password wifi {ssid} dia {pw}",
    "wifi ya ofisi ({ssid}) password nde {pw}",
    "le mdp du wifi {ssid} c'est {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "network {ssid} key {pw}",
    "Réseau : {ssid}\nClé WPA : {pw}",
    "SSID {ssid} — WPA2 key {pw}",
    "tenimiafina wifi {ssid}: {pw}",
]


def _wifi_key(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return _r(g, UPPER_DIGITS, 12)
    if style == 1:
        return f"{g.choice(_DISHES)}-{g.choice(_ZEBU).lower()}-{g.randrange(100, 999)}"
    return _pw(g)


_LOGIN_USERS = ["rivo.r", "hery", "voahirana", "admin", "export", "toiyfa.s", "soilihi", "caisse2",
                "root", "ops-tana", "mariama", "compta"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "compte {u}, mdp {pw}",
    "anarana: {u} — password: {pw}",
    "user {u} password {pw} (Sipromad portal)",
    "jina la mtumiaji {u}, password {pw}",
    "sign in as {u} with {pw}",
    "identifiant : {u}\nmot de passe : {pw}",
    "{u}@vanillerie-sambava.mg:{pw}",
    "creds for the rum ERP are {u} and {pw}",
    "| {u} | {pw} | Dolibarr |",
    "Mpampiasa: {u}, tenimiafina: {pw}",
    "u={u} p={pw}",
]

# Vendors: the name, where the key stands and its (invented) shape.
_VENDORS: list[tuple[str, Maker]] = [
    ("VanillaPay API key: {t}", _j("vp_live_", (ALNUM, 32))),
    ("VANILLAPAY_SECRET={t}", _j("vp_sk_", (LOWER_DIGITS, 40))),
    ("Comores Telecom API key → {t}", _j((HEX, 40))),
    ("clé d'API Comores Telecom (sms) : {t}", _j((HEX, 32))),
    ("Snapshot Comores token: {t}", _j("snc_", (URLSAFE, 36))),
    ("BDC Comores integration broken, current key {t}", lambda g: v.uuid4(g, "b")),
    ("SanPay secret key {t}", _j("sanp_sk_", (ALNUM, 40))),
    ("SANPAY_WEBHOOK_SECRET={t}", _j("whsec_san_", (ALNUM, 32))),
    ("Int'Air Iles booking API key: {t}", _j((B64, 40), "==")),
    ("Star Brasserie B2B portal token = {t}", _j("sbm_", (HEX, 48))),
    ("Dzama distributor API key `{t}`", _j("dzm-", (UPPER_DIGITS, 8), "-", (LOWER_DIGITS, 24))),
    ("Habibo marketplace api_key: {t}", _j("hbb_", (ALNUM, 30))),
    ("Kintana SMS gateway key {t}", _j((HEX, 64))),
    ("Vatsy freight API token: {t}", _j("vts_", (URLSAFE, 42))),
    ("Tiako loyalty API secret: {t}", _j((ALNUM, 48))),
    ("Sipromad EDI password-token: {t}", _j("spm.", (ALNUM, 20), ".", (ALNUM, 20))),
    ("Somacou port API key: {t}", _j((UPPER_HEX, 32))),
    ("Faharetana Pay key: {t}", _j("fp_live_", (ALNUM, 36))),
    ("Lalana Cargo tracking key {t}", lambda g: v.uuid4(g, "8")),
    ("ny API key an'ny VanillaPay dia {t}", _j("vp_live_", (ALNUM, 32))),
    ("API key ya Comores Telecom: {t}", _j((HEX, 40))),
    ("clé API SanPay pour Moroni : {t}", _j("sanp_pk_live_", (ALNUM, 32))),
    ("Integrations › Habibo: {t}", _j("hbb_", (ALNUM, 30))),
    ("Stripe live key for the rum e-shop: {t}", _j("sk_live_", (ALNUM, 24))),
    ("GitHub token for the lychee repo: {t}", _j("ghp_", (ALNUM, 36))),
    ("AWS key id {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {t}", _j((B64, 40))),
    ("Slack bot token (#export-alerts): {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("OpenAI key for the translation bot: {t}", _j("sk-proj-", (URLSAFE, 48))),
    ("Telegram bot token for the taxi-brousse bookings: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("SendGrid key {t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio auth token: {t}", _j((HEX, 32))),
    ("token an'ny Kintana: {t}", _j((HEX, 64))),
    ("token ya Vatsy (Mutsamudu): {t}", _j("vts_", (URLSAFE, 42))),
    ("le token Habibo c {t}", _j("hbb_", (ALNUM, 30))),
    ("NBXPLORER_BTCRPCPASSWORD={t}", _j((ALNUM, 32))),
    ("DIRECTUS_SECRET={t}", _j((URLSAFE, 48))),
    ("REDASH_COOKIE_SECRET={t}", _j((HEX, 48))),
    ("APP_KEYS={t}", lambda g: ",".join(_r(g, B64, 22) + "==" for _ in range(2))),
    ("Tiako secret (prod): {t}", _j((ALNUM, 48))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        token = make(rng)
        out.append(Sample("vendor_token", template.replace("{t}", token), token))
    return out


def _b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _jwt(g: random.Random) -> str:
    header = {"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    claims = {"sub": _r(g, LOWER_DIGITS, 10), "iss": g.choice(["vanillapay", "sanpay", "habibo",
              "comtel-api", "dzama-b2b"]), "iat": g.randrange(1_900_000_000, 1_990_000_000)}  # fmt: skip
    sig = _b64url(bytes(g.randrange(256) for _ in range(g.choice([32, 64]))))
    return f"{v.b64url(header)}.{v.b64url(claims)}.{sig}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "ny token JWT an'ny VanillaPay: {pw}",
    "jwt du portail SanPay -> {pw}",
    "session cookie for the Habibo seller page: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.dzama.example/v1/stock",
    "token ya Comores Telecom (JWT) nde {pw}",
]
_PEMS = [
    "-----BEGIN {k}-----\n{pw}\n-----END {k}-----",
    "ny clé privée an'ny serveur export:\n-----BEGIN {k}-----\n{pw}\n-----END {k}-----",
    "deploy key of the lychee repo (don't lose it)\n```\n-----BEGIN {k}-----\n{pw}\n-----END {k}-----\n```",
    "clé privée ya serveur ya Moroni:\n-----BEGIN {k}-----\n{pw}\n-----END {k}-----",
]


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = (
        "\n".join(_r(rng, B64, 64) for _ in range(rng.randrange(4, 9)))
        + "\n"
        + _r(rng, B64, 20)
        + "=="
    )
    return {"k": kind, "pw": body}


def _basic(g: random.Random) -> str:
    user = g.choice(_LOGIN_USERS)
    return base64.b64encode(f"{user}:{_plain_pw(g)}".encode()).decode()


_AUTHS = [
    ("Authorization: Basic {pw}", _basic),
    ('curl -H "Authorization: Basic {pw}" https://erp.rhumerie.example/api', _basic),
    ("header an'ny webhook: Authorization: Basic {pw}", _basic),
    ("Authorization: Bearer {pw}", _j((ALNUM, 40))),
    ("le header c Authorization: Bearer {pw}", _j((URLSAFE, 44))),
    ('"Authorization": "Bearer {pw}"', _j((HEX, 48))),
]


def _auth(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _AUTHS, n):
        value = make(rng)
        out.append(Sample("auth_header", template.replace("{pw}", value), value))
    return out


_HOSTS = ["db.vanille-export.mg", "10.20.4.11", "pg-tana.internal", "mysql.moroni.km", "mongo-tmv",
          "redis.zebu-market.lan"]  # fmt: skip
_URLS = [
    "postgres://export:{pw}@{h}:5432/vanille",
    "DATABASE_URL=mysql://caisse:{pw}@{h}/rhum",
    "mongodb+srv://litchi:{pw}@{h}/stock?retryWrites=true",
    "redis://:{pw}@{h}:6379/0",
    "ny URL an'ny base: postgresql://rivo:{pw}@{h}/taxi",
    "amqp://mobilemoney:{pw}@{h}:5672/%2f",
    "https://ops:{pw}@{h}/grafana",
    "ftp://saphir:{pw}@{h}/lots/",
    "chaîne de connexion : Server={h};Database=Compta;User Id=sa;Password={pw};",
    "smtp://export%40vanille.mg:{pw}@{h}:587",
]
_ENVS = [
    "# .env (Toamasina)\nDOLI_DB_HOST=db\nDOLI_DB_PASSWORD={pw}\n",
    "RHUM_ERP_DB_PASS={pw}\nRHUM_ERP_DB_USER=dzama",
    "environment:\n  - ZEBU_MARKET_DB_PASSWORD={pw}\n  - TZ=Indian/Antananarivo",
    'services:\n  mariadb:\n    environment:\n      MARIADB_ROOT_PASSWORD: "{pw}"',
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: mvola-gateway\nstringData:\n  password: {pw}",
    "[Service]\nEnvironment=SAPHIR_VAULT_PASSWORD={pw}\nExecStart=/opt/saphir/bin/vault",
    "export TAXIBROUSSE_SMTP_PASSWORD='{pw}'",
    'export KOPIA_PASSWORD="{pw}"',
    "LITCHI_ADMIN_PASS={pw} # ovay rehefa vita ny fanondranana",
    "ny ao amin'ny .env: MOBILEMONEY_API_SECRET={pw}",
    "spring.datasource.password={pw}",
    "[client]\nuser=compta\npassword={pw}",
]
_CODE = [
    'conn = psycopg.connect(host="db.vanille-export.mg", user="export", password="{pw}")',
    'const client = new SanPayClient({{ secretKey: "{pw}" }});',
    "$db = new PDO('mysql:host=localhost;dbname=rhum', 'dzama', '{pw}');",
    'db, _ := sql.Open("postgres", "user=taxi password={pw} dbname=brousse")',
    'VANILLAPAY_KEY = "{pw}"  # TODO: afindra any amin\'ny vault',
    'val mvolaSecret = "{pw}"',
    "config.api_secret = '{pw}' # Habibo",
    'let comtel_key = "{pw}";',
    'var habiboApiKey = "{pw}"; // clé prod',
    'Sys.setenv(SAPHIR_DB_PASSWORD = "{pw}")',
]
_CLI = [
    "zcash-cli -rpcuser=vanille -rpcpassword={pw} getbalance",
    "elements-cli -rpcuser=saphir -rpcpassword={pw} getwalletinfo",
    "lnd --bitcoin.active --bitcoind.rpcuser=node --bitcoind.rpcpass={pw}",
    "kopia server start --address=0.0.0.0:51515 --server-control-password={pw}",
    "rar a -hp{pw} lots-saphir-2032.rar ./lots",
    'encfs --extpass="echo {pw}" ~/.crypt ~/coffre',
    "mysql -u compta -p{pw} rhum",
    "sshpass -p '{pw}' ssh ops@10.20.4.11",
    "curl -u export:{pw} https://erp.vanille-export.mg/api/lots",
    'psql "postgresql://taxi:{pw}@pg-tana.internal/brousse"',
    "redis-cli -a {pw} -h redis.zebu-market.lan",
    "7z a -p{pw} compta-2032.7z compta/",
    "docker login registry.litchi.mg -u ci -p {pw}",
    "pdftk facture.pdf output facture-locked.pdf user_pw {pw}",
    "openssl enc -aes-256-cbc -in lots.csv -out lots.enc -pass pass:{pw}",
]
_SHELLS = ["rivo@tana-srv:~$ {c}", "PS C:\\Rhum> {c}", "[ops@moroni ~]# {c}", "$ {c}",
           "ndao atao: `{c}`", "lance ça sur le serveur: {c}", "runbook étape 3:\n    {c}"]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str], make: Maker) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            value = make(rng)
            text = rng.choice(frames).replace("{c}", template.replace("{pw}", value))
            out.append(Sample(cls, text, value))
        return out

    return take


def _card_of(g: random.Random, brand: str) -> str:
    return v.card(g, brand)


_CARDS = [
    "ny laharan'ny carte Visa: {pw} exp 08/34",
    "numéro de carte {pw}, expire 11/35",
    "card number {pw} (company Mastercard for the sapphire fair)",
    "nambari ya kadi: {pw}",
    "la carte de la rhumerie c'est {pw} exp 03/33",
    "paid the Int'Air Iles tickets with {pw}",
]
_CVVS = [
    "carte {c} exp 04/35, cryptogramme visuel {pw}",
    "card {c} — security code on the back: {pw}",
    "les trois chiffres au dos: {pw} (carte {c})",
]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card_of(rng, rng.choice(["visa", "mastercard", "amex", "unionpay", "jcb"]))
    sep = rng.choice([" ", "-", "", " "])
    return {"pw": v.grouped(number, sep, rng)}


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card_of(rng, "visa")
    return {"c": v.grouped(number, " ", rng), "pw": _r(rng, D, 3)}


_IBAN_SHAPES = {"CY": "n" * 8 + "c" * 16, "DO": "cccc" + "n" * 20, "EG": "n" * 25,
                "IQ": "aaaa" + "n" * 15, "SA": "nn" + "c" * 18, "XK": "n" * 16,
                "YE": "aaaa" + "nnnn" + "c" * 18, "BI": "n" * 23}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    number = v.iban_shaped(g, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBANS = [
    "IBAN an'ny mpividy ao Nicosie: {pw}",
    "IBAN du client (Le Caire) : {pw}",
    "please wire the sapphire deposit to {pw}",
    "IBAN ya mnunuzi: {pw}",
    "virement vers IBAN {pw} stp",
    "Bank details — IBAN {pw}, ref VAN-2032-118",
    "ny IBAN dia {pw}",
    "IBAN: {pw}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_IBAN_SHAPES)[index % len(_IBAN_SHAPES)])
    return {"pw": v.iban_spaced(number) if rng.random() < 0.5 else number}


def _ke_pin(g: random.Random) -> str:
    return v.until(g, _j(g.choice("AP"), (D, 9), (UPPER, 1)), ke_pin.is_valid)


def _za_id(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(60, 99):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}{_r(h, D, 4)}08"
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, za_idnr.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("KRA PIN of the Mombasa clove buyer: {pw}", _ke_pin),
    ("Kenya PIN (KRA) ya msambazaji: {pw}", _ke_pin),
    ("South African ID number of the Durban rum importer: {pw}", _za_id),
    ("ID number (RSA) an'ny mpanafatra: {pw}", _za_id),
    (
        "karapanondrom-pirenena (CIN) an'i Rivo: {pw}",
        _j((D, 3), " ", (D, 3), " ", (D, 3), " ", (D, 3)),
    ),
    ("numéro CIN malgache de Hery : {pw}", _j((D, 12))),
    ("passeport malgache n° {pw}", _j((UPPER, 2), (D, 7))),
    ("passeport comorien de Toiyfa : {pw}", _j("C", (D, 7))),
    ("pasipaoro ya Soilihi: {pw}", _j("C", (D, 7))),
    (
        "licence ATT (Agence de Transport Terrestre) du taxi-brousse: {pw}",
        _j("ATT-", (D, 4), "-", (UPPER, 2), (D, 5)),
    ),
    ("agrément collecteur de vanille SAVA n° {pw}", _j("COL/SAVA/", (D, 4), "/", (D, 5))),
    ("carte BEMP de négociant en pierres précieuses : {pw}", _j("BEMP", (D, 8), (UPPER, 1))),
    ("carte OSTIE de Fara : {pw}", _j((D, 10))),
    ("permis de conduire comorien n° {pw}", _j("KM", (D, 9))),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        value = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", value), value))
    return out


_SEED_PLACES = {
    "teny 12 an'ny wallet (Electrum an'ny distillerie): {pw}": "english",
    "phrase de récupération du wallet de la rhumerie : {pw}": "french",
    "seed phrase of the sapphire escrow wallet:\n{pw}": "english",
    "kurtarma kelimeleri (Istanbul gem buyer's wallet): {pw}": "turkish",
    "сид-фраза кошелька покупателя сапфиров: {pw}": "russian",
    "frase de recuperação (comprador de Maputo): {pw}": "portuguese",
    "maneno ya seed ya wallet ya Moroni: {pw}": "english",
    "mots de la seed (Ledger de Tana) : {pw}": "french",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = rng.choice([16, 16, 32, 24])
    phrase = str(
        _MNEMO[_SEED_PLACES[template]].to_mnemonic(bytes(rng.randrange(256) for _ in range(words)))
    )
    return {"pw": phrase}


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 4:
        return [f"{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]
    return v.backup_codes(rng, n, style)


_BACKUPS = [
    "codes de secours du compte Google de l'export:\n{codes}",
    "backup codes (VanillaPay admin 2FA): {codes}",
    "ny backup codes an'ny Gmail birao:\n{codes}",
    "codes de récupération Habibo : {codes}",
    "2FA backup codes ya Comores Telecom portal\n{codes}",
]


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = _backup_list(rng, rng.randrange(6, 10), rng.randrange(5))
    joiner = "\n" if "\n{codes}" in template else rng.choice([", ", " "])
    return {"codes": joiner.join(codes), "secret": codes[0]}


_TOTPS = [
    "otpauth://totp/VanillaPay:rivo?secret={pw}&issuer=VanillaPay",
    "TOTP secret for the SanPay admin: {pw}",
    "clé 2FA (setup key) du compte Habibo : {pw}",
    "ny 2FA secret an'ny Dzama portal: {pw}",
    "otpauth://totp/ComTel:caisse?secret={pw}&digits=6",
]
_RECOVERY = [
    "recovery code for the Int'Air Iles admin: {pw}",
    "code de récupération (Tiako) : {pw}",
    "2FA backup code: {pw}",
]

_CHATS = [  # a chat log line or a request around a password
    "[08:14] Hery: ny password an'ny box vaovao dia {pw}",
    "WhatsApp 21:03 — Faida: mdp wifi dépôt Mutsamudu c'est {pw}",
    "Viber: password ya serveur nde {pw} 🙏",
    "Please remember: the Dzama ERP admin password is {pw}",
    "Tadidio azafady: ny password an'ny compte Telma dia {pw}",
    "Rappelle-toi le mot de passe du NAS de Moroni : {pw}",
    "Messenger 19:47 Andry: pass an'ny tablette Kintana {pw}",
    "ticket #4471 — reset done, temporary password: {pw}",
    "Signal: Mariama — password ya kompte ya Habibo ni {pw}",
    "README (lychee-sync): default admin password is {pw}, change it on first login",
]
_PHRASE_WORDS = ["lavanila", "litchi", "omby", "tsena", "saphir", "toaka", "vola", "fiara",
                 "ranomasina", "nosy", "karthala", "ylang", "girofle", "baobab"]  # fmt: skip
_PHRASES = [
    "passphrase an'ny coffre: {pw}",
    "Bitwarden master passphrase for the export team: {pw}",
    "phrase secrète du KeePass : {pw}",
]


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    joiner = rng.choice([" ", "-", "."])
    return {"pw": joiner.join(rng.sample(_PHRASE_WORDS, rng.randrange(4, 7)))}


_PLAN: list[tuple[_Family | Taker, int]] = [
    (_Family("label_password", _LABELLED, _with(_pw)), 54),
    (_Family("spelled_password", _PASSWORD_SENTENCES, _spelled_draw, "secret"), 16),
    (_Family("passphrase", _PHRASES, _phrase_draw), 9),
    (_Family("pin_code", _PINS, _with(_j((D, 4), (D, 2)))), 12),
    (_Family("pin_code", _PINS, _with(_j((D, 4)))), 13),
    (_Family("wifi_key", _WIFI, _with(_wifi_key, ssid=_SSIDS)), 20),
    (_vendors, 40),
    (_Family("jwt", _JWTS, _with(_jwt)), 12),
    (_Family("pem_key", _PEMS, _pem_draw), 8),
    (_auth, 12),
    (_Family("connection_url", _URLS, _with(_plain_pw, h=_HOSTS)), 20),
    (_Family("config_secret", _ENVS, _with(_random_pw)), 25),
    (_Family("code_secret", _CODE, _with(_random_pw)), 15),
    (_framed("cli_password", _CLI, _SHELLS, _plain_pw), 25),
    (_Family("card_number", _CARDS, _card_draw), 12),
    (_Family("card_code", _CVVS, _cvv_draw), 3),
    (_Family("iban", _IBANS, _iban_draw), 16),
    (_ids, 16),
    (_Family("seed_phrase", list(_SEED_PLACES), _seed_draw), 12),
    (_Family("backup_codes", _BACKUPS, _backup_draw, "secret"), 10),
    (_Family("otp_secret", _TOTPS, _with(lambda g: v.totp_secret(g, spaced=False))), 10),
    (_Family("recovery_code", _RECOVERY, _with(_j((UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4), "-", (UPPER_DIGITS, 4)))), 6),
    (_Family("login_pair", _LOGINS, _with(_pw, u=_LOGIN_USERS)), 18),
    (_Family("chat_password", _CHATS, _with(_pw)), 6),
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
    "ny password an'ny serveur dia": "{s}", "tenimiafina:": "{s} (ovay amin'ny alatsinainy)",
    "mdp du poste caisse Moroni :": "{s}", "password ya wifi nde": "{s}",
    "The rum ERP admin password is": "{s}", "modpas:": "{s}\nmarahaba",
    "le mot de passe de la boîte mail c'est": "{s} stp garde-le",
    "Kintana tablet password": "{s}", "teny miafina vaovao": "{s}",
    "password the driver read out over the phone was": "{s}, I think",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "VanillaPay API key", "{s}", _j("vp_live_", (ALNUM, 32))),
    ("split_token", "clé API SanPay :", "{s} (prod)", _j("sanp_sk_", (ALNUM, 40))),
    ("split_token", "Lalana Cargo key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "teny 12 an'ny wallet", "{s}", _english_seed),
    ("split_card", "numéro de carte", "{s} exp 09/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "EG"))),
    ("split_backup", "codes de secours Habibo", "{s}\nQH7K2-M9XPL\nZT4RW-8BNC3", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "KRA PIN", "{s}", _ke_pin),
    ("split_pin", "kaody PIN an'ny carte", "{s}", _j((D, 6))),
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
    '{"dolibarr": {"url": "https://erp.rhumerie.km", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"tenimiafina": "{s}"}': ("meta_password", _plain_pw),
    '{"compte": {"user": "hery", "mdp": "{s}"}}': ("meta_password", _plain_pw),
    '{"tablets": [{"name": "kintana-1"}, {"name": "kintana-2", "pin_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["zcash-cli", "-rpcuser=vanille", "-rpcpassword={s}", "getinfo"]}': ("meta_password", _plain_pw),
    '{"note": "ny password an\'ny box dia {s}"}': ("meta_password", _plain_pw),
    '{"modpas": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "connecte-toi au NAS de Moroni avec le mot de passe {s}"}': ("meta_password", _plain_pw),
    '{"vanillapay": {"api_key": "{s}"}}': ("meta_token", _j("vp_live_", (ALNUM, 32))),
    '{"sanpaySecret": "{s}"}': ("meta_token", _j("sanp_sk_", (ALNUM, 40))),
    '{"kintana_key": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "07/36"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "CY")),
    '{"supplier": {"kra_pin": "{s}"}}': ("meta_id", _ke_pin),
    '{"mfa": {"recovery_codes": ["{s}", "QH7K2-M9XPL", "ZT4RW-8BNC3"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"escrow_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"mobile_money": {"client_secret": "{s}"}}': ("meta_key", _j((UPPER_HEX, 40))),
    '{"coffre_saphirs": {"code_cadenas": "{s}"}}': ("meta_pin", _j((D, 7))),
    '{"wifi": {"ssid": "Litchi_Export_Office", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"dolibarr-19.0.2.tgz").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/vanille-export/lots:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"lots: add curing day to vanilla batches", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"mvola: retry on timeout", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"litchi-campagne-2032.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Aza adino ny manova ny password an'ny box alohan'ny fanondranana.",
    "Aza omena olona mihitsy ny tenimiafinao.",
    "Tsy maintsy misy litera 12 farafahakeliny ny password.",
    "Ny password dia ao anaty vault, anontanio amin'i Hery.",
    "Very ny password an'ny ordi ao Sambava, mila reset.",
    "Usimpe mtu password yako.",
    "Password ya wifi ya ofisi iko kwenye karatasi ya mkuu.",
    "Marahaba, password tsi imba ndo shi — nimeibadilisha.",
    "mdp oublié, j'ai demandé un reset à l'informatique de Moroni.",
    "Le mot de passe doit faire au moins 14 caractères, wallah.",
    "Ne mets jamais les mdp dans le groupe WhatsApp stp.",
    "le mdp du wifi invité ? y en a pas, c'est ouvert",
    "Le code de la porte a changé la semaine dernière, demande à Faida.",
    "Remind me to change the Kintana tablet password before the lychee season.",
    "Policy: passwords live only in the shared vault, never in chats.",
    "The `.env.example` line `VANILLAPAY_SECRET=changeme` is a placeholder.",
    "Replace <YOUR_SANPAY_KEY> in the README with the key from the dashboard.",
    "DOLI_DB_PASSWORD and DIRECTUS_SECRET must be set before the stack starts.",
    "After five wrong PINs MVola blocks the account for a day.",
    "The PIN must be four digits; the door code is six.",
    "My card ending 4417 was declined at the Moroni pharmacy.",
    "The Cairo buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the export Gmail and keep them in the safe.",
    "No wallet support will ever ask for your seed phrase.",
    "Ask Toiyfa for the padlock code of the sapphire safe, I don't have it.",
    "The guest wifi 'Zebu Market Guest' is open, no password needed.",
    f"commit {_COMMIT} adds the curing day to vanilla batches.",
    f"Rolled back to {_SHORT} after the MVola timeout fix broke the callbacks.",
    f"dolibarr-19.0.2.tgz sha256:{_WHEEL_SUM}",
    f"The lots container runs ghcr.io/vanille-export/lots@sha256:{_IMAGE}.",
    f"MD5 of litchi-campagne-2032.xlsx is {_MD5}, same as on the share.",
    "Request id 3f9a1c2e-7b4d-4e8a-9c1f-2d5e8a7b6c40 is the slow one in the SanPay logs.",
    "Purchase order PO-2032-00733 for 2 t of Bourbon vanilla ships Thursday from Toamasina.",
    "Ticket #5582: the Mahajanga cold room alarm trips every night.",
    "Call the Moroni office on +269 773 45 12 before noon.",
    "Antsoy ny birao Antananarivo amin'ny +261 20 22 345 67.",
    "Container MSCU 7719304 with the lychees is at the Toamasina port.",
    "Bill of lading VEX-TMM-2032-0141 covers 18 pallets of lychees.",
    "HS code 0905.10 is vanilla, 0810.90 is lychees, 2208.40 is rum.",
    "The cold room is at 2 °C and 90 % humidity for the lychees.",
    "The taxi-brousse from Tana to Toamasina leaves at 06:30 and costs 35 000 Ar.",
    "Ny taxi-brousse mankany Mahajanga dia miainga amin'ny 5 ora maraina.",
    "Lot VAN-2032-SAM-0412, 48 kg, gousses de 17 cm, humidité 28 %.",
    "Sapphire lot SAP-ILK-0093: 3.2 ct, heated, GIA report 2231048817.",
    "Zebu market in Ambalavao: 214 head sold, average 1 450 000 Ar.",
    "The rum is aged 8 years in cognac barrels at the Nosy Be distillery.",
    "MVola transaction 0345678912 of 50 000 Ar to the Sambava collector went through.",
    "La transaction Huri n° 77120394 de 25 000 KMF est validée.",
    "Ny kaody fandoavana dia alefa amin'ny SMS, aza zaraina.",
    "Mila password mafy: litera, isa ary marika.",
    "The secret of good vanilla is three months of slow curing.",
    "Keep VANILLAPAY_SECRET in the secrets store, never in the repository.",
    "The padlock on the lychee shed rusts in the salt air; oil it monthly.",
    "Version 3.4.1 of the lychee-sync app fixes the password reset screen.",
    "ISBN 978-2-7099-1700-9 is the Malagasy flora book on the shelf.",
    "Le NIF de la société est affiché sur la facture, pas besoin de le noter ici.",
    "Mot de passe expiré ? Cliquez sur « Mot de passe oublié ».",
    "ny code postal an'i Toamasina dia 501.",
    "Le vol Int'Air Iles Moroni–Mutsamudu part à 09:15, porte 2.",
    "Rakitra: 40 gony lavanila, 1 200 kg, vidiny 2 400 000 Ar isaky ny kilao.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/export/dolibarr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "dolibarr", "version": "19.0.2"}}',
    '{"ticket": "5582", "purchase_order": "PO-2032-00733"}',
    '{"lot": {"id": "VAN-2032-SAM-0412", "weight_kg": 48, "moisture_pct": 28}}',
    '{"phone": "+269 773 45 12", "city": "Moroni"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "zebu_sold": 214}',
    '{"hs_code": "0810.90", "origin": "MG", "description": "lychees"}',
    '{"container": "MSCU 7719304", "carrier": "CMA CGM", "eta": "2032-12-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
