# ruff: noqa: RUF001  (typographic quotes and arrows are part of the samples)
"""Held-out secret families, three-hundred-and-seventy-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventy-third's
docstring, the fifth to three-hundred-and-seventy-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (374, 376, 377), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (375_118_603), password words (two
island words and a number with a sign, `HeliconiaSaltpond47!`; dot-joined island words with a
year; leet `S0ufr13r3`; a name, a year, a sign and a word; a generator's dashed groups of five;
`Ferry2031Oriole#`; random runs).

The fictional company is Oriole Saltwind Shipping Ltd. (OSS), a small freight and ferry agent
with its office in Brades, a shed at Little Bay (Montserrat), a branch in The Valley and a dock at
Sandy Ground (Anguilla); its staff (Delroy, Kendra, Shirlene, Clement, Ermine), Dominican workers
(Yokasta, Wander, Franklyn), relatives in Cork (Siobhán, Pádraig, Aunt Nóra), Sint Maarten
partners in Philipsburg (Jeroen, Ruthmila) and Saint-Martin suppliers in Marigot (Gaëlle,
Thierry). Invented vendors EmeraldPay, OrioleSMS, ValleyTrack, SaltpondCloud, Ferrylink, Brades
Courier, Katouche Maps and LeewardPay (shapes guessed). Every company, person, address, domain
(`oss.lan`, `oss-valley.example`), account and number is invented; only the region is real.
Texts: chats (Keet, Wickr, Troop Messenger), tickets (Kanboard, MantisBT, HESK, Leantime), notes,
runbooks, shell prompts, config and env files, voice-note transcripts and requests to the
assistant; separators: a colon, `=`, `→`, `/`, `—`, `a`, `e'`, `es`, `ná`, `is`, `c'est`, `quedó
en`, `gewijzigd naar`, `go`, guillemets, a question then an answer, a value said first and named
after it.

Grep counts (heldouts 5 to 373 naming each, grep -l): none for Oriole Saltwind, the invented
vendors, `tiguere`, `waam`, `focail shíl`, `uimhir PPS`; one for
Montserrat, Anguilla, Little Bay, The Valley, Sandy Ground, Ruthmila, `passwud`; two
for Brades, Goatwater, Siobhán, Shirlene, `gewijzigd naar`, HESK; three to seven for Yokasta,
`cóid chúltaca`, Wickr, MantisBT, Leantime, Keet, Troop Messenger, Kanboard, ansible-vault,
litecli, `klk`, pasfhocal; ten to thirteen for nomad, duplicity, vault login, mycli, kcat, pgcli,
usql. IBAN countries (the Dominican Republic, El Salvador, Qatar, Kuwait, Bahrain, the British
Virgin Islands) were found in 33 to 35 earlier corpora by quoted code, the low end of that count.

About half of the secret samples are not in English: Montserratian and Anguillian Creole as
texted (`di password fi … a`, `de password fuh … is`, `bwoy`, `nuh tell nobody`, `waam`), the
Spanish of Dominican workers (`la clave e'`, `mi pana`, `klk`, `tiguere`, `esa vaina`, `pa'`),
the Irish of relatives in Cork with and without fadas (`is é an pasfhocal ná`, `focal faire`,
`uimhir PPS`, `cóid chúltaca`), the Dutch of Sint Maarten partners (`het wachtwoord is`, `ww`,
`toegangscode`, `BSN`) and the French of Saint-Martin suppliers (`mdp`, `le mot de passe c'est`,
`numéro de sécu`, `codes de secours`). Guesses checked by no speaker: every Creole line, the
Dominican slang and every Irish sentence; Dutch and French are ordinary usage.

Vendors of published shapes: GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google,
Hugging Face, npm, SendGrid, DigitalOcean, Doppler, Tailscale, Grafana, Vault, PyPI. The JWTs are
well-formed. Ids: the Netherlands' BSN (`nl.bsn`), Ireland's PPS (`ie.pps`), France's NIR
(`fr.nir`), the Dominican cédula and RNC (`do.cedula`, `do.rnc`), each drawn until its module
validates it. Card numbers (Visa, Mastercard, Amex, Discover) pass Luhn; IBANs pass `stdnum.iban`;
seed phrases come from `mnemonic`'s English, Spanish and French lists.
Measured once; a miss here is reported, not tuned on."""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.fr import nir as fr_nir
from stdnum.ie import pps as ie_pps
from stdnum.nl import bsn as nl_bsn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 375_118_603
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"
_r, _j = v.r, v.token
Maker = v.Maker

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french")}

_ISLE = ["Soufriere", "Oriole", "Heliconia", "Goatwater", "Jumbie", "Katouche", "Garibaldi",
         "Rendezvous", "Saltpond", "Crocus", "Shoalbay", "Boatrace", "Sombrero", "Scilly",
         "Dogwood", "Mangrove", "Frigate", "Seagrape"]  # fmt: skip
_NAMES = ["delroy", "shirlene", "kendra", "yokasta", "wander", "franklyn", "siobhan", "padraig",
          "ruthmila", "jeroen", "gaelle", "thierry", "clement", "ermine"]  # fmt: skip
_SIGNS = "!#$%&*?@+="
_LEET = ["S0ufr13r3", "0r10l3", "H3l1c0n14", "K4t0uch3", "S4ltp0nd", "B04tr4c3"]


def _isle_pw(g: random.Random) -> str:
    return f"{g.choice(_ISLE)}{g.choice(_ISLE)}{g.randrange(10, 100)}{g.choice(_SIGNS)}"


_PICKS: list[Maker] = [
    _isle_pw,
    lambda g: ".".join(w.lower() for w in g.sample(_ISLE, 2)) + f".{g.randrange(1995, 2032)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SIGNS),
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2010)}{g.choice(_SIGNS)}{g.choice(_ISLE)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"Ferry{g.randrange(2020, 2033)}{g.choice(_ISLE)}{g.choice(_SIGNS)}",
    lambda g: _r(g, ALNUM, 15),
    lambda g: _r(g, UPPER, 3) + _r(g, LOWER, 4) + _r(g, D, 3) + g.choice(_SIGNS),
]
_SAFE = set(ALNUM + "._-")


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    return v.until(g, _pw, lambda s: set(s) <= _SAFE)


@dataclass(frozen=True)
class _Fam:
    cls: str
    templates: list[str]
    make: Maker

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, self.templates, n):
            secret = self.make(rng)
            out.append(Sample(self.cls, template.replace("{pw}", secret), secret))
        return out


# Montserrat Freight & Ferry is invented: Oriole Saltwind Shipping Ltd. (OSS), Brades office,
# Little Bay shed, The Valley branch, Sandy Ground dock.
_PW_EN = [
    "Keet chat, Delroy: the Little Bay shed NVR admin password is {pw}",
    "ticket OSS-4471 (Kanboard): reset the Brades office printer, new password {pw}",
    "runbook step 3: log into the Sandy Ground reefer monitor, password: {pw}",
    "note to self: Valley branch POS back office pw = {pw}",
    "Hey assistant, remember the cargo portal password for me, it's {pw}",
    "Kendra (voice note): ok so the password for the manifest laptop is {pw} alright",
    "MantisBT #208: customs login failing, Shirlene changed the password to {pw}",
    "Wickr from Clement: ferry booking system password → {pw}",
    "Leantime task: update the harbour cam password in the wiki ({pw})",
    "Password for the Little Bay forklift telematics portal: {pw}",
    "new vendor portal password for Brades Hardware: `{pw}`",
    "please store this, the payroll password is now {pw}",
    "OSS intranet — admin password {pw} — do not forward",
    "HESK ticket 1093: Anguilla customs ASYCUDA password reset to {pw}",
    "Troop Messenger, #valley-branch: the shared mailbox password is {pw}",
    "Reminder from Ermine: the backup NAS password is {pw} until Friday",
]
_PW_CREOLE = [
    "Delroy: bwoy di password fi di shed computer a {pw} eh",
    "mi password fi di ferry system a {pw}, nuh tell nobody",
    "wha di password fi di Brades printer? / Shirlene: {pw}",
    "Kendra: a {pw} dat, di password fi di cargo portal",
    "yuh hear? di new password deh {pw}",
    "me put de password fi de Valley till as {pw}",
    "de password fuh de boat office is {pw} ok",
    "Ermine text: pass fi di harbour cam a {pw} doh lose it",
    "Clement say di admin pass now a {pw}",
    "password a {pw} fi di Sandy Ground laptop, mi a go change it Monday",
    "waam, di payroll password change to {pw}",
    "me cyaa remember… oh yes, de password is {pw}",
    "di password fi mi email a {pw} pickney nuh touch it",
    "Anguilla side: de passwud fuh de customs portal is {pw}",
]
_PW_ES = [
    "Yokasta: mi pana la clave del sistema e' {pw}",
    "Wander: oye la contraseña de la compu del almacén es {pw}",
    "Franklyn: anota la clave nueva: {pw} pa' la impresora",
    "la contraseña del correo quedó en {pw} tiguere",
    "klk, la clave del wifi de la oficina e {pw}",
    "nota de voz: la contrasena del portal de aduana es {pw} ok",
    "Yokasta → Wander: contraseña: {pw} (la del sistema de nómina)",
    "esa vaina de la cámara pide clave, e' {pw}",
    "mi contraseña del banco es {pw} no se la dé a nadie",
    "clave del montacargas: {pw}",
    "cambié la contraseña a {pw} ayer en Brades",
    "la clave pa' entrar al portal de los containers: {pw}",
]
_PW_GA = [
    "Siobhán: is é an pasfhocal don ríomhphost ná {pw}",
    "Pádraig: pasfhocal nua don bhanc: {pw}",
    "an pasfhocal ar an ríomhaire glúine ná {pw}, a Dhaid",
    "pasfhocal wifi Mhamó i gCorcaigh: {pw}",
    "focal faire an chuntais: {pw}",
    "Siobhan (no fadas): an pasfhocal na {pw}",
    "Padraig: pasfhocal d'Netflix = {pw}",
    "seo an pasfhocal don tairseach: {pw} — ná hinis d'aon duine",
    "d'athraigh mé an pasfhocal go {pw} inné",
    "Aintín Nóra: pasfhocal an ríomhphoist {pw}",
    "Is é {pw} an pasfhocal nua, a Shiobhán",
]
_PW_NL = [
    "Jeroen: het wachtwoord van de Philipsburg portal is {pw}",
    "Ruthmila: wachtwoord voor de douane-site: {pw}",
    "nieuw wachtwoord van de gedeelde mailbox → {pw}",
    "het ww van de scanner is {pw}, niet delen",
    "wachtwoord gewijzigd naar {pw} door Jeroen",
    "Ruthmila (spraakbericht): ja het wachtwoord is {pw} oké",
    "inloggen op het boekingssysteem met wachtwoord {pw}",
    "mijn wachtwoord voor de bank is {pw}",
    "wachtwoord van de haven-camera: {pw}",
    "toegangscode van het portaal: {pw}",
    "Jeroen: ww = {pw} (tijdelijk)",
]
_PW_FR = [
    "Gaëlle : le mot de passe du portail fournisseur c'est {pw}",
    "Thierry : mdp de la boîte mail commande → {pw}",
    "mot de passe du logiciel de caisse : {pw}",
    "le nouveau mot de passe du compte Marigot est {pw}",
    "mdp : {pw} (changé hier par Gaëlle)",
    "Thierry (note vocale) : euh le mot de passe c'est {pw} voilà",
    "mot de passe modifié en {pw} pour le transitaire",
    "voici mon mot de passe : « {pw} »",
    "le mdp du wifi de l'entrepôt de Marigot est {pw}",
    "mot de passe administrateur de la balance : {pw}",
    "Gaëlle: mot de passe du portail douane = {pw}",
]
_PIN = [
    "the shed alarm code is {pw}",
    "PIN fi di safe a {pw}",
    "Keypad at Little Bay gate: {pw}#",
    "el pin de la tarjeta e' {pw}",
    "uimhir PIN an chárta: {pw}",
    "pincode van de kluis: {pw}",
    "le code de la porte de l'entrepôt c'est {pw}",
    "Kendra: de code fuh de Valley office door is {pw}",
    "my bank card PIN is {pw}, don't judge",
    "code d'alarme du local Marigot : {pw}",
]


def _pin_make(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 5, 6]))


def _pin(g: random.Random) -> str:
    return v.until(g, _pin_make, lambda s: len(set(s)) > 2)


def _vendor(g: random.Random) -> str:
    return g.choice(_VENDOR_MAKERS)(g)


_VENDOR_MAKERS: list[Maker] = [
    _j("ghp_", (ALNUM, 36)),
    _j("glpat-", (URLSAFE, 20)),
    _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    _j("sk_live_", (ALNUM, 24)),
    _j("sk-proj-", (URLSAFE, 48)),
    _j("sk-ant-api03-", (URLSAFE, 93), "AA"),
    _j("AKIA", (UPPER_DIGITS, 16)),
    _j("AIza", (URLSAFE, 35)),
    _j("hf_", (ALNUM, 34)),
    _j("npm_", (ALNUM, 36)),
    _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    _j("dop_v1_", (HEX, 64)),
    _j("dp.st.", (LOWER, 6), ".", (ALNUM, 43)),
    _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30)),
    _j("glsa_", (ALNUM, 32), "_", (HEX, 8)),
    _j("hvs.", (URLSAFE, 90)),
    _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60)),
]
_TOKENS = [
    "Keet chat, Clement: deploy token for the manifest repo {pw}",
    "runbook: export the CI key {pw} before the release",
    "ticket OSS-4502: rotate this leaked key {pw}",
    "hey assistant keep this API key for the tracking bot: {pw}",
    "Delroy: a dis di token fi di GitHub ting {pw}",
    "Wander: el token de la api e' {pw}",
    "Jeroen: de API-sleutel voor de integratie is {pw}",
    "Gaëlle : clé d'API du site → {pw}",
    "Pádraig: eochair API an tsuímh: {pw}",
    "Authorization for the scripts lives in {pw} (old one revoked)",
    "KEY={pw}",
    "the access token Ermine pasted in Troop Messenger: {pw}",
]
# Invented vendors of the region, shapes guessed.
_INVENTED: list[tuple[str, Maker]] = [
    ("EmeraldPay", _j("emp_live_", (ALNUM, 32))),
    ("OrioleSMS", _j("osms-", (HEX, 40))),
    ("ValleyTrack", _j("vtk_sk_", (ALNUM, 30))),
    ("SaltpondCloud", _j("spc.", (URLSAFE, 40))),
    ("Ferrylink", _j("fl_", (HEX, 32))),
    ("Brades Courier", lambda g: v.uuid4(g, "b")),
    ("Katouche Maps", _j("ktm_pk_", (ALNUM, 28))),
    ("LeewardPay", _j("lwp_", (ALNUM, 36))),
]


def _invented(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "{v} API key: {pw}",
        "Integrations › {v}: {pw}",
        "{v} integration broken, current key {pw}",
        "la API key de {v} e' {pw}",
        "API-sleutel van {v}: {pw}",
        "clé d'API {v} : {pw}",
        "{v}_SECRET_KEY={pw}",
        "Delroy: di {v} key a {pw}",
    ]
    out = []
    for i, template in enumerate(v.cycle(rng, templates, n)):
        name, make = _INVENTED[i % len(_INVENTED)]
        secret = make(rng)
        label = name.upper().replace(" ", "_") if template.startswith("{v}_") else name
        text = template.replace("{v}", label).replace("{pw}", secret)
        out.append(Sample("invented_vendor_key", text, secret))
    return out


def _conn(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "DATABASE_URL=postgres://manifest:{pw}@db.oss-brades.lan:5432/cargo",
        "mongodb://tracker:{pw}@10.40.2.11:27017/ferry?authSource=admin",
        "pgcli postgresql://delroy:{pw}@pg.oss.lan/payroll",
        "mycli mysql://shed:{pw}@192.168.30.4/scales",
        "usql sqlserver://sa:{pw}@valley-sql.lan/pos",
        "redis://:{pw}@cache.oss-valley.lan:6379/0",
        "amqp://ferry:{pw}@rabbit.oss.lan:5672/%2f",
        "la cadena de conexión: mysql://nomina:{pw}@10.0.0.8/rrhh",
        "verbinding: postgresql://sxm:{pw}@philipsburg-db.lan/douane",
        "Server=marigot-sql;Database=stock;User Id=gaelle;Password={pw};",
    ]
    return _Fam("connection_string", templates, _plain_pw).take(rng, n)


def _pem(rng: random.Random, n: int) -> list[Sample]:
    out = []
    kinds = ["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"]
    frames = [
        "Clement pasted the ferry SFTP key:\n{pw}",
        "deploy key for Little Bay (do not commit)\n{pw}\nend of key",
        "Delroy: mi put di key here fi safe keeping\n{pw}",
        "Wander: la llave privada del servidor\n{pw}",
        "ssh key for the Valley box:\n{pw}",
        "Jeroen: de privésleutel\n{pw}",
    ]
    for i, frame in enumerate(v.cycle(rng, frames, n)):
        kind = kinds[i % len(kinds)]
        body = "\n".join(_r(rng, ALNUM + "+/", 64) for _ in range(rng.randrange(6, 10)))
        block = f"-----BEGIN {kind}-----\n{body}\n{_r(rng, ALNUM, 20)}==\n-----END {kind}-----"
        out.append(Sample("private_key", frame.replace("{pw}", block), block))
    return out


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    sub = g.choice(_NAMES)
    body = v.b64url({"sub": sub, "iss": "oss-brades", "iat": 1900000000 + g.randrange(10**7)})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWT = [
    "Bearer token from the ferry API: {pw}",
    "session cookie oss_sess={pw}",
    "Kendra: di token a {pw} it expire tomorrow",
    "el jwt del portal: {pw}",
    "jwt={pw}",
    "hey assistant decode this for me {pw}",
]
_HEADERS: list[tuple[str, Maker]] = [
    ("curl -H 'Authorization: Bearer {pw}' https://api.oss-valley.example/v2/manifests",
     _j((ALNUM, 40))),
    ("Authorization: Basic {pw}",
     lambda g: base64.b64encode(f"{g.choice(_NAMES)}:{_plain_pw(g)}".encode()).decode()),
    ("proxy log: Proxy-Authorization: Basic {pw}",
     lambda g: base64.b64encode(f"shed:{_plain_pw(g)}".encode()).decode()),
    ("header: Authorization: Bearer {pw} (Ferrylink)", _j((HEX, 48))),
    ("http GET api.oss.example Authorization:'Bearer {pw}'", _j((URLSAFE, 52))),
]  # fmt: skip


def _headers(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, make = _HEADERS[i % len(_HEADERS)]
        secret = make(rng)
        text = template.replace("{pw}", secret)
        if i >= len(_HEADERS):
            text = f"Keet chat, Clement: {text}"
        out.append(Sample("auth_header", text, secret))
    return out


def _wifi_key(g: random.Random) -> str:
    return v.until(g, _pw, lambda s: ";" not in s and "\\" not in s)


_WIFI = [
    "network OSS-Brades-5G key {pw}",
    "wifi: LittleBay_Shed / {pw}",
    "WIFI:T:WPA;S:Valley Branch;P:{pw};;",
    "di wifi password fi di shed a {pw}",
    "la clave del wifi del almacén: {pw}",
    "pasfhocal an wifi: {pw}",
    "wifi-wachtwoord Philipsburg kantoor: {pw}",
    "code wifi de l'entrepôt Marigot : {pw}",
    "Network: SandyGround Dock / {pw}",
    "WPA key for OSS-Guest-Staff is {pw}",
]


def _seed_en(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _seed_any(rng: random.Random, n: int) -> list[Sample]:
    frames = [
        ("english", "Delroy: mi wallet words dem: {pw}"),
        ("english", "seed phrase for the OSS treasury wallet: {pw}"),
        ("spanish", "Wander: las palabras de recuperación son {pw}"),
        ("french", "Thierry : phrase de récupération → {pw}"),
        ("english", "hey assistant save my recovery phrase {pw}"),
        ("english", "Pádraig: na focail shíl: {pw}"),
    ]
    out = []
    for i in range(n):
        lang, frame = frames[i % len(frames)]
        size = rng.choice([16, 32])
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
        out.append(Sample("seed_phrase", frame.replace("{pw}", phrase), phrase))
    return out


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(["visa", "mastercard", "amex", "discover"]))
    assert luhn.is_valid(number)
    return v.grouped(number, g.choice([" ", "-", ""]), g)


_CARDS = [
    "company Visa for the ferry fuel: {pw} exp 09/31",
    "card number {pw}, cvv on the back",
    "Kendra: di card number a {pw}",
    "el número de la tarjeta e' {pw}",
    "uimhir an chárta: {pw}",
    "kaartnummer: {pw}",
    "numéro de carte : {pw}",
    "hey assistant, pay the Valley invoice with {pw}",
]


def _iban(g: random.Random, country: str) -> str:
    number = v.iban_shaped(g, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBAN_SHAPES = {
    "DO": "cccc" + "n" * 20, "SV": "aaaa" + "n" * 20, "QA": "aaaa" + "c" * 21,
    "KW": "aaaa" + "c" * 22, "BH": "aaaa" + "c" * 14, "VG": "aaaa" + "n" * 16,
}  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    frames = [
        ("DO", "Yokasta: mi cuenta pa' la remesa, IBAN {pw}"),
        ("VG", "IBAN for the Tortola agent: {pw}"),
        ("SV", "Franklyn: IBAN de mi primo {pw}"),
        ("QA", "supplier IBAN {pw} (Doha spares)"),
        ("KW", "pay to IBAN: {pw}"),
        ("BH", "Thierry : IBAN du transitaire {pw}"),
    ]
    out = []
    for i in range(n):
        country, frame = frames[i % len(frames)]
        number = _iban(rng, country)
        shown = v.iban_spaced(number) if i % 2 else number
        out.append(Sample("iban", frame.replace("{pw}", shown), shown))
    return out


def _bsn(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), nl_bsn.is_valid)


def _pps(g: random.Random) -> str:
    return v.until(g, _j((D, 7), (UPPER, 1)), ie_pps.is_valid)


def _nir(g: random.Random) -> str:
    body = g.choice("12") + _r(g, D, 2) + f"{g.randrange(1, 13):02d}" + _r(g, D, 8)
    number = body + fr_nir.calc_check_digits(body + "00")
    assert fr_nir.is_valid(number)
    return number


def _cedula(g: random.Random) -> str:
    value = v.until(g, _j((D, 11)), lambda s: luhn.is_valid(s) and do_cedula.is_valid(s))
    return f"{value[:3]}-{value[3:10]}-{value[10]}"


def _rnc(g: random.Random) -> str:
    return v.until(g, _j("1", (D, 8)), do_rnc.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("Jeroen: mijn BSN is {pw}", _bsn),
    ("Ruthmila: BSN-nummer {pw} voor het contract", _bsn),
    ("Siobhán: m'uimhir PPS ná {pw}", _pps),
    ("PPS number for Aunt Nóra: {pw}", _pps),
    ("Gaëlle : mon numéro de sécu c'est {pw}", _nir),
    ("NIR de Thierry : {pw}", _nir),
    ("Yokasta: mi cédula e' {pw}", _cedula),
    ("cédula de identidad de Wander: {pw}", _cedula),
    ("RNC de la empresa de Franklyn: {pw}", _rnc),
    ("tax id (RNC) for the Santo Domingo agent: {pw}", _rnc),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, make = _IDS[i % len(_IDS)]
        secret = make(rng)
        text = template.replace("{pw}", secret)
        if i >= len(_IDS):
            text = "note: " + text
        out.append(Sample("national_id", text, secret))
    return out


def _codes(g: random.Random, n: int) -> list[str]:
    style = g.randrange(3)
    if style == 0:
        return [_r(g, D, 8) for _ in range(n)]
    if style == 1:
        return [f"{_r(g, LOWER_DIGITS, 5)}-{_r(g, LOWER_DIGITS, 5)}" for _ in range(n)]
    return [f"{_r(g, D, 4)} {_r(g, D, 4)}" for _ in range(n)]


def _backup(rng: random.Random, n: int) -> list[Sample]:
    heads = [
        "2FA backup codes for the OSS Google account:\n",
        "Delroy: mi backup codes dem:\n",
        "códigos de respaldo de la cuenta:\n",
        "cóid chúltaca: ",
        "back-upcodes van het account: ",
        "codes de secours du compte : ",
        "recovery codes (Proton, Kendra):\n",
        "hey assistant store these backup codes\n",
    ]
    out = []
    for i in range(n):
        head = heads[i % len(heads)]
        codes = _codes(rng, rng.choice([5, 6, 8]))
        sep = "\n" if head.endswith("\n") else ", "
        out.append(Sample("backup_codes", head + sep.join(codes), codes[0]))
    return out


_TOTP = [
    "TOTP secret for the ferry admin: {pw}",
    "otpauth://totp/OSS:delroy?secret={pw}&issuer=OSS",
    "setup key from the QR code: {pw}",
    "2FA seed (Kendra's phone died): {pw}",
    "la llave 2FA manual e' {pw}",
    "clé TOTP : {pw}",
    "2FA-sleutel: {pw}",
    "manual key fi di 2FA a {pw}",
]
_OTP = [
    "your OSS verification code: {pw}",
    "{pw} is your Ferrylink sign-in code",
    "Kendra: di code dem send mi a {pw}",
    "código de verificación: {pw}",
    "Tu código es {pw}, no lo compartas",
    "uimhir fíoraithe: {pw}",
    "verificatiecode: {pw}",
    "Votre code de vérification est {pw}",
    "Use {pw} to sign in to EmeraldPay",
    "one-time code from the bank {pw}",
    "Wander: el código que me llegó e' {pw}",
    "Jeroen: eenmalige code {pw}",
]


def _otp(g: random.Random) -> str:
    return v.until(g, _j((D, 6)), lambda s: len(set(s)) > 3)


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    words = ["oriole", "goatwater", "heliconia", "katouche", "saltpond", "boatrace", "frigate"]
    templates = [
        "the password is the word {w} followed by {d}",
        "{W} with a capital first letter and {d} at the end",
        "di password a di word {w} den {d}",
        "la contraseña es la palabra {w} y luego {d}",
        "is é an pasfhocal ná an focal {w} agus ansin {d}",
        "het wachtwoord is het woord {w} en dan {d}",
        "le mot de passe c'est le mot {w} puis {d}",
        "type {w}{d}, that's the admin password",
        "the name of our dog, {W}, followed by {d}",
        "{w}{d} — that's the wifi password",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        w = rng.choice(words)
        d = str(rng.randrange(100, 10000))
        secret = w.capitalize() + d if "{W}" in template else w + d
        text = template.replace("{w}", w).replace("{W}", w.capitalize()).replace("{d}", d)
        # the planted value is the number the word is followed by, for split wordings
        planted = secret if secret in text else d
        out.append(Sample("spelled_password", text, planted))
    return out


_CMDS = [
    "delroy@brades:~$ sshpass -p '{pw}' ssh shed@10.40.2.5",
    "$ mysql -u payroll -p'{pw}' -h valley-sql.lan",
    "$ litecli --help; PGPASSWORD={pw} pgcli -h pg.oss.lan manifest",
    "$ kcat -b kafka.oss.lan:9093 -X sasl.password={pw} -X sasl.username=ferry -L",
    "$ echo '{pw}' | ansible-vault view group_vars/ferry.yml --vault-password-file /dev/stdin",
    "C:\\> net use \\\\valley-nas\\scans /user:OSS\\kendra {pw}",
    "$ redis-cli -h cache.oss.lan -a {pw} ping",
    "$ duplicity --encrypt-key X; PASSPHRASE={pw} duplicity /srv sftp://nas/backup",
    "$ docker login registry.oss.lan -u clement -p {pw}",
    "$ curl -u ferry:{pw} https://tracking.oss-valley.example/api/ping",
    "$ 7z a manifests.7z docs/ -p{pw}",
    "$ openssl enc -aes-256-cbc -in payroll.csv -out p.enc -pass pass:{pw}",
    "$ nomad login -method=userpass; NOMAD_TOKEN={pw} nomad job status",
    "PS> sqlcmd -S valley-sql -U sa -P {pw}",
    "$ mosquitto_sub -h mqtt.oss.lan -u reefer -P {pw} -t 'shed/#'",
    "$ htpasswd -b /etc/nginx/.htpasswd kendra {pw}",
    "$ zip -P {pw} payslips.zip *.pdf",
    "$ lftp -u gaelle,{pw} ftp.marigot-fournitures.example",
    "$ smbclient //valley-nas/scans -U kendra%{pw}",
    "$ vault login -method=userpass username=ermine password={pw}",
]
_ENVS = [
    "# .env (Little Bay shed)\nSHED_DB_PASSWORD={pw}\nSHED_DB_HOST=10.40.2.11",
    "ferry:\n  db:\n    user: ferry\n    password: {pw}\n",
    "[mail]\nhost = smtp.oss-brades.example\nsmtp_password = {pw}",
    'export MANIFEST_API_SECRET="{pw}"',
    '{"payroll": {"user": "kendra", "password": "{pw}"}}',
    '<add key="PosPassword" value="{pw}" />',
    "DB_PASS='{pw}'  # Valley POS",
    "spring.datasource.password={pw}",
    "[client]\nuser=shed\npassword={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "pg.oss.lan:5432:manifest:delroy:{pw}",
    'variable "db_password" {\n  default = "{pw}"\n}',
]


_PLAN: list[tuple[Any, int]] = [
    (_Fam("password", _PW_EN, _pw), 30),
    (_Fam("password_creole", _PW_CREOLE, _pw), 30),
    (_Fam("password_es", _PW_ES, _pw), 24),
    (_Fam("password_ga", _PW_GA, _pw), 22),
    (_Fam("password_nl", _PW_NL, _pw), 22),
    (_Fam("password_fr", _PW_FR, _pw), 22),
    (_Fam("pin_code", _PIN, _pin), 18),
    (_Fam("vendor_token", _TOKENS, _vendor), 24),
    (_invented, 16),
    (_conn, 12),
    (_pem, 6),
    (_Fam("jwt", _JWT, _jwt), 8),
    (_headers, 10),
    (_Fam("wifi_key", _WIFI, _wifi_key), 14),
    (_seed_any, 10),
    (_Fam("card_number", _CARDS, _card), 12),
    (_ibans, 12),
    (_ids, 14),
    (_backup, 10),
    (_Fam("totp_seed", _TOTP, lambda g: v.totp_secret(g, spaced=False)), 8),
    (_Fam("one_time_code", _OTP, _otp), 12),
    (_spelled, 10),
    (_Fam("command_line", _CMDS, _plain_pw), 24),
    (_Fam("config_block", _ENVS, _plain_pw), 20),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Fam) else family(rng, n)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "di password fi di shed a", "{s}", _pw),
    ("split_password", "la clave del sistema e'", "{s} pa' que sepa", _pw),
    ("split_password", "is é an pasfhocal ná", "{s}", _pw),
    ("split_password", "het wachtwoord is", "{s}\nniet doorsturen", _pw),
    ("split_password", "le mot de passe c'est", "{s}", _pw),
    ("split_password", "Valley POS admin password:", "{s} (since the till swap)", _pw),
    ("split_password", "de passwud fuh de customs portal is", "{s}", _pw),
    ("split_password", "Brades printer password", "{s}", _pw),
    ("split_token", "EmeraldPay API key", "{s}", _j("emp_live_", (ALNUM, 32))),
    ("split_token", "GitHub token for the manifest repo:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Ferrylink key", "{s} (tracking)", _j("fl_", (HEX, 32))),
    ("split_seed", "OSS treasury wallet words", "{s}", _seed_en),
    ("split_card", "card number", "{s} exp 04/33", _card),
    ("split_iban", "IBAN pa' la remesa", "{s}", lambda g: v.iban_spaced(_iban(g, "DO"))),
    ("split_id", "m'uimhir PPS", "{s}", _pps),
    ("split_id", "BSN:", "{s}", _bsn),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_wifi", "wifi LittleBay_Shed key", "{s}", _wifi_key),
    ("split_pin", "safe PIN", "{s}", _pin),
    ("split_backup", "backup codes", "{s}\n48213907\n77120348", _j((D, 8))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"shed": {"nvr": {"admin_password": "{s}"}}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"pasfhocal": "{s}"}': ("meta_password", _plain_pw),
    '{"wachtwoord": "{s}", "user": "jeroen"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["pgcli", "-h", "pg.oss.lan", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "di password fi di ferry laptop a {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "la contraseña del portal es {s}"}': ("meta_password", _plain_pw),
    '{"emeraldpay": {"api_key": "{s}"}}': ("meta_token", _j("emp_live_", (ALNUM, 32))),
    '{"ferrylinkToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "02/34"}}': ("meta_card", _card),
    '{"remesa": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SV")),
    '{"relative": {"pps_number": "{s}"}}': ("meta_id", _pps),
    '{"partner": {"bsn": "{s}"}}': ("meta_id", _bsn),
    '{"mfa": {"backup_codes": ["{s}", "55201938", "10448273"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _seed_en),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"valley_office": {"door_pin": "{s}"}}': ("meta_pin", _pin),
    '{"wifi": {"ssid": "OSS-Brades-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"manifest: add Little Bay berth column", usedforsecurity=False).hexdigest()
_WHEEL = hashlib.sha256(b"psycopg-3.2.3-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/oss/manifest-api:2.7").hexdigest()
_SHORT = hashlib.sha1(b"ferry: revert timetable change", usedforsecurity=False).hexdigest()[:9]

CLEAN = [
    "Remind me to change the Little Bay NVR password before the audit on 2032-03-14.",
    "Kendra asked for the shed wifi password; it's on the card in the office drawer.",
    "Policy: OSS passwords are at least 14 characters and live in the shared vault.",
    "Please don't paste passwords into Keet; send a vault link instead.",
    "The `.env.example` line `FERRYLINK_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_EMERALDPAY_KEY> in the README with the key from your dashboard.",
    "The ferry from Little Bay to Blowing Point is on Tuesdays; tickets are EC$ 120.",
    "Call the Valley branch shop on +1 264 555 0142 after 9 am.",
    "Order OSS-ORD-2032-00871: 14 pallets of cement for Brades, paid on delivery.",
    "Ticket OSS-4471 is closed; the printer works again.",
    "nuh tell nobody yuh password, yuh hear?",
    "no le dé su contraseña a nadie, mi pana.",
    "ná tabhair do phasfhocal d'aon duine.",
    "deel je wachtwoord nooit met iemand.",
    "ne donnez jamais votre mot de passe à personne.",
    "di password fi di shed change every three month, ask Delroy.",
    "la clave del wifi está en la pizarra de la oficina.",
    "tá an pasfhocal sa bhosca faoin mbord, a Mham.",
    "het wachtwoord staat in de kluis in Philipsburg.",
    "le mot de passe est dans le classeur bleu à Marigot.",
    f"commit {_COMMIT} adds the Little Bay berth column.",
    f"Rolled back to {_SHORT} after the timetable change broke bookings.",
    f"requirements.txt: psycopg==3.2.3 --hash=sha256:{_WHEEL}",
    f"The manifest API runs ghcr.io/oss/manifest-api@sha256:{_IMAGE}.",
    "Upgraded Kanboard from 1.2.38 to 1.2.40 and PostgreSQL to 16.4.",
    "The Sandy Ground reefer is at 2.5 °C; the alarm trips above 6 °C.",
    "Container OSSU 4471028 with the Brades groceries lands Thursday.",
    "Bill of lading OSS-MNI-2032-0054 covers 22 pallets of lumber.",
    "My card ending 4417 was declined at the Valley hardware store.",
    "Print the 2FA backup codes for the payroll account and keep them in the safe.",
    "No bank will ever ask for your one-time code by phone.",
    "The PIN pad at the Valley till is broken again.",
    "After five wrong passwords the ferry portal locks for 15 minutes.",
    "The secret to good goatwater is slow cooking overnight.",
    "Keep `EMERALDPAY_API_KEY` in the secrets store, never in git.",
    "EmeraldPay moved the API key page under Settings › Developers.",
    "Request id 3f9a1c2e-8b4d-4e71-a0c5-7d2e6b9f1a34 is the slow one in the logs.",
    "The guest wifi 'OSS-Guest' is open, no password needed.",
    "Invoice INV-2032-0413 totals EC$ 4,850.00, due 2032-05-30.",
    "Version 4.12.1 of the tracking app fixes the token refresh bug.",
    "The Brades office opens at 8:00 and closes at 16:30.",
    "Delroy's flight from Antigua lands at 14:25, gate 2.",
    "Tell Siobhán the parcel to Cork left on 2032-04-02, tracking on the receipt.",
    "Jeroen will send the new tariff sheet from Philipsburg on Monday.",
    "Gaëlle's price list: cement bag € 9.40, rebar 12 mm € 14.10.",
    "the token budget for the assistant is 8000 per call",
    "The recovery phrase is written on paper and kept in the Brades safe.",
    "Password reset links expire after 30 minutes.",
    "The API key field in Integrations is required.",
    "pin di numpy version to 1.26 till di build fix",
    "Wander dice que la contraseña vieja ya no sirve, hay que pedir una nueva.",
    "Shoal Bay parcel: 3 boxes, 18.5 kg, postage EC$ 64.",
    "The ferry timetable code is FT-2032-S; it changes each season.",
    "ISBN 978-0-19-861186-8 is the harbour handbook on the office shelf.",
    "Is é an Luan an lá a thagann an bád go Sandy Ground.",
    "La réunion avec le transitaire est jeudi à 10 h à Marigot.",
    "De vergadering in Philipsburg is verplaatst naar woensdag.",
    "Gate 3 at Little Bay closes at 18:00; the night watchman has the keys.",
    "The two-factor setup takes about five minutes per phone.",
    "Our shop number in The Valley is +1 264 555 0198.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-03-01T08:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/oss/nvr", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL}", "package": "psycopg", "version": "3.2.3"}}',
    '{"ticket": "OSS-4471", "order": "OSS-ORD-2032-00871"}',
    '{"phone": "+1 264 555 0142", "town": "The Valley"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pallets": 22}',
    '{"container": "OSSU 4471028", "eta": "2032-04-09", "port": "Little Bay"}',
    '{"invoice": "INV-2032-0413", "total": "4850.00", "currency": "XCD"}',
    '{"ferry": {"route": "Blowing Point - Marigot", "departs": "08:15"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
