# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and fifty-third's
docstring, the fifth to four hundred and fifty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (454, 456, 457), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (455_302_817), password words (a
geoglyph or a grape with a place and a sign, `ColibriPalpa62!`; dot-joined words with a year,
`huarango.pisco.duna.2031`; leet `Qu3br4nt4#58`; a person and a town, `maricielo1994@Vista`;
a bale of cotton and its kilos, `Fardo225kg&`; random runs; a flight's words, `NasqaSky737*`).

The fictional company is Grupo Pampa Colorada S.A.C. of Ica, Peru: AeroTrazos Nasca (an invented
lines-overflight airline flying from the Nazca aerodrome), Viñedo Huarango Viejo (an invented pisco
vineyard and bodega near Guadalupe) and the Desmotadora San Pablo de Palpa (an invented cotton
gin). Staff and neighbours: Renzo Quispe (IT), Maricielo Huamán (operations, south-coast Spanish
as texted), Don Teodoro Yupanqui (vineyard foreman from Huanta, Ayacucho Quechua), Captain Gonzalo
Arbulú (a Lima pilot), Dr Hélène Vandermeulen (a Belgian archaeologist from Liège, French) and Noa
Ben-Ami with Itay (Israeli backpackers, Hebrew in Latin letters and in Hebrew script). Every
company, person, address, domain (`pampacolorada.lan`, `aerotrazos.example`,
`huarangoviejo.example`, `desmotadorapalpa.lan`), account and number is invented; only the region
is real. Texts: WhatsApp chats, SMS, tickets, notes to self, runbooks, e-mails, shell history,
config and env files, URLs, flight-briefing notes, voice-note transcripts and requests to the
assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `es`, `est`, `kanmi`,
`hi`/`hu`, `היא`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 453, grep -l): none for `sababa` and the quoted country code `'IL'`;
one for `Nazca`; three for `be.nn` and `be.vat`; five for `Ayacucho`; seven for `Pisco`,
`achik` and `yalla`; nine for `chamba`; fourteen to thirty-two for `il.hp`, `il.idnr`, `Izipay`,
`Niubiz`, `Culqi`, `Yape`, `pe.cui`, `pe.ruc`, `causa`; 37 for `Quechua`; the IBAN countries by a
rough count of their quoted code: the Falkland Islands 47, Iraq 53, Saint Lucia 61, Bahrain 85,
Israel 190, Belgium 446 (the archaeologist's own bank; Peru has no IBAN).
Languages: about half English, config or shell; the rest in the Spanish of the Peruvian south
coast as texted (`causa`, `pata`, `oe`, `ya pe`, `al toque`, `chamba`, `jato`, `bacán`, `manyas`,
`q`, `xq`), Ayacucho Quechua (`yaykuna`, `pakasqa simi`, `kaymi`, `-mi`, `riki`, `allinmi`), the
Spanish of a Lima pilot (`QNH`, `rumbo`, `cabina`, `copiado`, `la clave es`), the French of a
Belgian archaeologist (`septante`, `nonante`, `GSM`, `une fois`, `le mot de passe est`), and the
Hebrew of a backpacker in Latin letters (`achi`, `sababa`, `yalla`, `ha-sisma hi`, `tishlach li`)
and in Hebrew script (`הסיסמה היא`, `קוד`, `תודה`). The Quechua is my guess and the least sure
(its word for a password, `pakasqa simi`, is invented from "hidden word"); the Peruvian texting,
the Belgian turns and the transliterated Hebrew are guesses too.
Vendors: the invented NasqaSky, HuarangoERP, DesmotaNet, PampaTrack and GeoglifoMaps, plus Culqi,
Niubiz, Izipay, Yape, Plin, PagoEfectivo and Mercado Pago under the words around their keys, and
the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm,
SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault,
Tailscale, Figma, Sentry, New Relic, Groq, Replicate, Perplexity, xAI, Supabase, Notion, Brevo,
NVIDIA, Docker Hub and Atlassian shapes. Ids: Peru's RUC and DNI (CUI with its check digit),
Israel's teudat zehut and company number (ח.פ.), Belgium's rijksregisternummer and enterprise
(VAT) number, each drawn until its `stdnum` module (`pe.ruc`, `pe.cui`, `il.idnr`, `il.hp`,
`be.nn`, `be.vat`) validates it. IBANs of Israel, Belgium, the Falkland Islands, Iraq, Saint
Lucia and Bahrain, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish,
French and Italian lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard,
Amex, Diners and UnionPay prefixes).
Measured once; a miss here is reported, not tuned on.
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
from stdnum.be import nn as be_nn
from stdnum.be import vat as be_vat
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 455_302_817
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_HEX = LOWER + D, HEX.upper()
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker

_GLYPHS = ["Colibri", "Mono", "Arana", "Condor", "Ballena", "Astronauta", "Perro", "Pelicano",
           "Huarango", "Manos", "Loro", "Alcatraz"]  # fmt: skip
_GRAPES = ["Quebranta", "Torontel", "Italia", "Moscatel", "Albilla", "Uvina", "NegraCriolla"]
_TOWNS = ["Palpa", "Nasca", "Vista", "Ocucaje", "Guadalupe", "Tinguina", "Changuillo", "Huacachina",
          "Subtanjalla", "Llipata", "Cahuachi", "Poroma"]  # fmt: skip
_WORDS = ["huarango", "pisco", "duna", "geoglifo", "algodon", "fardo", "bodega", "falca", "puquio",
          "cahuachi", "pampa", "garua", "ocucaje", "quebranta", "tejido", "avioneta"]  # fmt: skip
_PEOPLE = ["maricielo", "renzo", "teodoro", "gonzalo", "helene", "noa", "itay", "yessenia",
           "jhonatan", "milagros", "percy", "rosmery"]  # fmt: skip
_SIGNS = "!#$%&*?@+=~"


def _pw(g: random.Random) -> str:
    """A password the way the staff of Pampa Colorada pick them."""
    style = g.randrange(9)
    if style == 0:
        return f"{g.choice(_GLYPHS)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SIGNS)}"
    if style == 1:
        return ".".join(g.sample(_WORDS, 3)) + f".{g.randrange(2024, 2040)}"
    if style == 2:
        word = g.choice(_GRAPES)[:8]
        leet = word.translate(str.maketrans("aeio", "4310"))
        return f"{leet}{g.choice(_SIGNS)}{g.randrange(10, 100)}"
    if style == 3:
        return f"{g.choice(_PEOPLE)}{g.randrange(1965, 2008)}{g.choice(_SIGNS)}{g.choice(_TOWNS)}"
    if style == 4:
        return f"Fardo{g.randrange(180, 260)}kg{g.choice(_SIGNS)}"
    if style == 5:
        return _r(g, ALNUM + "!#%?", 16)
    if style == 6:
        return f"NasqaSky{g.randrange(100, 1000)}{g.choice(_SIGNS)}"
    if style == 7:
        return _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SIGNS)
    return _r(g, ALNUM, 14)


def _plain(g: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(g, _pw, lambda s: all(c in ALNUM + "._-~" for c in s))


def _fill(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples of ``cls``, each template with a fresh value in place of ``{pw}``."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


# ---------------------------------------------------------------- passwords after a label
_PASSWORDS = [
    "AeroTrazos dispatch PC, local admin password: {pw}",
    "password = {pw}   # hangar NAS, do not rotate before the audit",
    "Huarango Viejo bodega tablet → password → {pw}",
    "desmotadora scale PC pw -> {pw}",
    "SCADA panel of the gin (Palpa) | password | {pw}",
    "passwd=>{pw}",
    "Renzo: the Zebra printer's web password is {pw}",
    "The password for the weather station at the strip is\n{pw}",
    "Q: what's the password of the ops@aerotrazos.example mailbox?\nA: {pw}",
    "{pw} <- that's the password of the cellar's temperature logger",
    "oe causa la contraseña del router del jato es {pw} ya pe",
    "Maricielo: la contra del sistema de reservas es {pw}, no la pases a nadie xq me botan",
    "ya cambié la contraseña del facturador → {pw} al toque avisa si no entra",
    "pata la clave del wifi no, la del Excel de vuelos: {pw}",
    "contraseña: {pw}\n(la de la laptop de la bodega, bacán?)",
    "Don Teodoro: pakasqa simi kaymi {pw}, ama pimanpas willankichu",
    "bodegapa computadoranpa pakasqa siminqa {pw}-mi riki",
    "yaykuna simi (contraseña) :: {pw}",
    "Capitán Arbulú: copiado torre, y la clave de la tablet de cabina es {pw}",
    "QNH 1012, pista 07, y la contraseña del EFB quedó {pw}, cambio",
    "la clave del portal de despacho es {pw} — rumbo a la pampa en 10",
    "Hélène : le mot de passe du GSM de la fouille est {pw}, une fois",
    "mot de passe du portable du chantier de Cahuachi : {pw}",
    "le mdp du drone photogrammétrie → {pw} (septante images par vol)",
    "Noa: achi ha-sisma la-wifi shel ha-hostel hi {pw} sababa",
    "ha-password shel ha-laptop shel Itay hu {pw}, al tagid le-af echad",
    "הסיסמה של המחשב של ההוסטל היא {pw}",
    "סיסמה: {pw}",
    "pwd: {pw}",
    "PASSWORD\t{pw}",
    "/ password / {pw} /",
    "Hangar door controller: password={pw}; user=hangar",
    "Percy changed the gin's PLC password to {pw} yesterday",
    "secret: {pw}",
    "Please remember that the password for the tasting-room POS is {pw}",
    "my vineyard portal password, for the record: {pw}",
]

# ---------------------------------------------------------------- logins
_LOGINS = [
    "login: renzo / {pw}",
    "creds for the booking backoffice: maricielo:{pw}",
    "ops@aerotrazos.example:{pw}",
    "https://renzo:{pw}@nas.pampacolorada.lan:5001/",
    "postgresql://bodega:{pw}@db.huarangoviejo.example:5432/lotes",
    "mysql -h gin-db.desmotadorapalpa.lan -u fardos -p{pw} pesajes",
    "sshpass -p '{pw}' ssh pilot@efb.aerotrazos.example",
    "redis-cli -h cache.pampacolorada.lan -a '{pw}' ping",
    "docker login registry.pampacolorada.lan -u ci -p '{pw}'",
    "curl -u renzo:{pw} https://grafana.pampacolorada.lan/api/health",
    "echo '{pw}' | sudo -S systemctl restart gin-scale",
    "smbclient //files.pampacolorada.lan/vuelos -U renzo%{pw}",
    "xfreerdp /v:despacho.aerotrazos.example /u:ops /p:{pw}",
    "plink -ssh -pw {pw} percy@gin-plc.desmotadorapalpa.lan",
    "sqlcmd -S erp.huarangoviejo.example -U sa -P '{pw}'",
    "zip -P '{pw}' manifiestos.zip manifiesto_*.pdf",
    "7z a -p'{pw}' fotos_cahuachi.7z fotos/",
    "openssl enc -aes-256-cbc -in lotes.csv -out lotes.enc -pass pass:{pw}",
    "ldapsearch -x -D 'cn=admin,dc=pampacolorada,dc=lan' -w '{pw}' '(uid=renzo)'",
    "mongosh 'mongodb://reservas:{pw}@mongo.aerotrazos.example/vuelos'",
    "export DB_PASSWORD={pw}",
    "HANGAR_NAS_PASSWORD='{pw}'",
    "SMTP_PASS={pw}\nSMTP_USER=ops@aerotrazos.example",
    "[database]\nuser = bodega\npassword = {pw}",
    'db:\n  username: gin\n  password: "{pw}"',
    '{"user": "despacho", "password": "{pw}"}',
    "keytool -importkeystore -srckeystore efb.p12 -srcstorepass {pw} -destkeystore efb.jks",
    "ALTER USER reservas IDENTIFIED BY '{pw}';",
    "htpasswd -b /etc/nginx/.htpasswd cata {pw}",
    "usuario: mhuaman / contraseña: {pw}",
    "user teodoro, password {pw}",
    "utilisateur hvandermeulen, mot de passe {pw}",
    "achi, user: itay / sisma: {pw}",
    "משתמש: noa סיסמה: {pw}",
    "lftp -u ftpvuelos,{pw} ftp.aerotrazos.example",
    "sqlplus ventas/{pw}@huarango",
    "net use Z: \\\\files.pampacolorada.lan\\planos {pw} /user:PAMPA\\renzo",
    "printf '%s\\n' '{pw}' | docker login -u ci --password-stdin registry.pampacolorada.lan",
    "mosquitto_pub -h mqtt.desmotadorapalpa.lan -u sensor -P '{pw}' -t gin/temp -m 41",
    "ipmitool -I lanplus -H 10.40.2.9 -U ADMIN -P '{pw}' chassis status",
    "rabbitmqctl add_user reservas '{pw}'",
    "inicia sesión como jhonatan con {pw}",
    "sign in as ops with {pw}",
    "mysql --user=vuelos --password={pw} reservas",
    "pgpass line → db.pampacolorada.lan:5432:*:renzo:{pw}",
    "hydra -l admin -p {pw} ssh://10.40.2.20",
]

# ---------------------------------------------------------------- vendor tokens
_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("gitlab runner token: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot for #vuelos: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe.api_key = '{pw}'", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key for the tour-desk bot {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OPENROUTER_API_KEY: {pw}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER + "234567", 16))),
    ("maps key in the booking site: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key sid {pw}", _j("SK", (HEX, 32))),
    ("bot de telegram para avisos de vuelo: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {pw}   # ~/.pypirc", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("shopify admin token de la tienda de pisco: {pw}", _j("shpat_", (HEX, 32))),
    ("doctl auth init -t {pw}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account: {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("postman key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 24))),
    ("tailscale up --authkey={pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("figma token du relevé 3D : {pw}", _j("figd_", (URLSAFE, 40))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 60))),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER_HEX, 27))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("replicate token: {pw}", _j("r8_", (ALNUM, 37))),
    ("perplexity {pw}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
    ("supabase access token {pw}", _j("sbp_", (HEX, 40))),
    ("NOTION_TOKEN={pw}", _j("ntn_", (ALNUM, 46))),
    ("brevo: {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub PAT {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("jira token (renzo): {pw}", _j("ATATT3xFfGF0", (URLSAFE, 180), "=", (UPPER_HEX, 8))),
]

_INVENTED = [
    "NasqaSky API key: {pw}",
    "clave API de HuarangoERP → {pw}",
    "DesmotaNet api_key={pw}",
    "PampaTrack integration broken, current key {pw}",
    "GeoglifoMaps API-Key: {pw}",
    "Integrations › Culqi: {pw}",
    "Niubiz api key para la web de vuelos: {pw}",
    "llave API de Izipay {pw}",
    "Yape empresas — API key: {pw}",
    "PagoEfectivo secret key = {pw}",
    "Mercado Pago access token: {pw}",
    "clé d'API de GeoglifoMaps pour le SIG : {pw}",
    "ha-API key shel PampaTrack: {pw}",
    "מפתח API של NasqaSky: {pw}",
    "Plin comercios api_secret: {pw}",
]
_INVENTED_MAKERS: list[Maker] = [
    _j((HEX, 32)),
    lambda g: v.uuid4(g, "b"),
    _j((ALNUM, 32)),
    _j((HEX, 40)),
    _j((URLSAFE, 28), "_", (ALNUM, 6)),
]


def _invented(rng: random.Random, n: int) -> list[Sample]:
    return [
        Sample("vendor_invented", t.replace("{pw}", s := rng.choice(_INVENTED_MAKERS)(rng)), s)
        for t in v.cycle(rng, _INVENTED, n)
    ]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", secret), secret))
    return out


# ---------------------------------------------------------------- bare tokens, hex keys, JWT, PEM
_BARE = [
    "{pw}",
    "pasted from the old dispatch laptop: {pw}",
    "Authorization: Bearer {pw}",
    "token {pw} expires after the season",
    "oe qué es esto {pw} lo encontré en un post-it de la cabina",
    "ce truc {pw} était dans le carnet de fouille",
    "mah ze {pw}?? matsati be-tik",
]
_HEXKEYS = [
    "ENCRYPTION_KEY={pw}",
    "master key of the bookings DB: {pw}",
    "AES key for the flight-track export {pw}",
    "llave de cifrado del backup: {pw}",
    "lorawan appkey (sensor de humedad del fardo): {pw}",
    "clé HMAC du webhook : {pw}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    sub = g.choice(_PEOPLE)
    body = v.b64url(
        {"sub": sub, "iss": "aerotrazos.example", "iat": g.randrange(1_700_000_000, 1_800_000_000)}
    )
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "session cookie from the booking site: {pw}",
    "el token del app de pilotos: {pw}",
    "jwt={pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.aerotrazos.example/v2/vuelos",
]


def _pem(g: random.Random) -> str:
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([240, 300])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    kind = g.choice(["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "deploy key of the booking site:\n{pw}",
    "{pw}",
    "la llave del servidor de la desmotadora, guárdala:\n{pw}",
    "clé SSH du serveur SIG :\n{pw}",
]

# ---------------------------------------------------------------- seed phrases
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french", "italian")}


def _seed(lang: str, words: int) -> Maker:
    def make(g: random.Random) -> str:
        size = {12: 16, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("recovery phrase of the tip-jar wallet: {pw}", _seed("english", 12)),
    ("seed: {pw}", _seed("english", 24)),
    ("frase semilla de la billetera de la bodega → {pw}", _seed("spanish", 12)),
    ("causa las 12 palabras son: {pw}", _seed("spanish", 12)),
    ("phrase de récupération du portefeuille : {pw}", _seed("french", 12)),
    ("mnemonic={pw}", _seed("english", 18)),
    ("ha-milim shel ha-arnak: {pw}", _seed("english", 12)),
    ("מילות השחזור: {pw}", _seed("english", 24)),
    ("frase di recupero (wallet del pata italiano): {pw}", _seed("italian", 12)),
    ("{pw}\n^ backup words, Ledger in the hangar safe", _seed("english", 12)),
    ("pakasqa rimaykuna (billetera): {pw}", _seed("spanish", 24)),
    ("Trezor words, written on the inside of the logbook: {pw}", _seed("english", 12)),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _SEEDS, n):
        secret = make(rng)
        out.append(Sample("seed_phrase", template.replace("{pw}", secret), secret))
    return out


# ---------------------------------------------------------------- cards and their codes
def _card(g: random.Random) -> str:
    brand = g.choice(["visa", "mastercard", "amex", "diners", "unionpay"])
    number = v.card(g, brand)
    while brand == "unionpay" and len(number) != 16:
        number = v.card(g, brand)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "card for the fuel supplier: {pw} exp 09/31",
    "tarjeta de la empresa {pw} vence 04/30",
    "oe pásame la tarjeta... ya: {pw}",
    "carte de la mission (Liège) : {pw}",
    "achi ha-kartis: {pw}",
    "מספר כרטיס: {pw}",
    "Visa corporativa para el hangar → {pw}",
    "card number | {pw} | Huarango Viejo",
    "pay the Palpa invoice with {pw}, 12/29",
]
_CVVS = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "el código de seguridad de la tarjeta es {pw}",
    "les trois chiffres au dos : {pw}",
    "CVC: {pw} (tarjeta del combustible)",
    "ha-shalosh sfarot me-achora: {pw}",
    "קוד אבטחה: {pw}",
    "código CVV2 -> {pw}",
]

# ---------------------------------------------------------------- IBANs
_IBAN_SHAPES = {"IL": "n" * 19, "FK": "aa" + "n" * 12, "IQ": "aaaa" + "n" * 15,
                "LC": "aaaa" + "c" * 24, "BH": "aaaa" + "c" * 14, "BE": "n" * 12}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


_IBANS: list[tuple[str, str]] = [
    ("IBAN of Noa's bank for the refund: {pw}", "IL"),
    ("mon IBAN (ING Liège) : {pw}", "BE"),
    ("transfer the deposit to IBAN {pw}", "FK"),
    ("cuenta IBAN del proveedor de lonas: {pw}", "IQ"),
    ("IBAN → {pw}", "LC"),
    ("beneficiary IBAN: {pw} (Manama freight forwarder)", "BH"),
    ("achi tishlach li la-IBAN: {pw}", "IL"),
    ("IBAN להחזר: {pw}", "IL"),
    ("virement sur {pw}, merci une fois", "BE"),
    ("iban={pw}", "FK"),
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, country) in enumerate(v.cycle(rng, _IBANS, n)):
        number = _iban(rng, country)
        secret = v.iban_spaced(number) if index % 2 else number
        out.append(Sample("iban", template.replace("{pw}", secret), secret))
    return out


# ---------------------------------------------------------------- national and company ids
def _ruc(g: random.Random) -> str:
    return v.until(g, _j(g.choice(["20", "10"]), (D, 9)), pe_ruc.is_valid)


def _dni_pe(g: random.Random) -> str:
    while True:
        body = _r(g, D, 8)
        for check in D + "ABCDEFGHIJK":
            if pe_cui.is_valid(body + check):
                return f"{body}-{check}"


def _teudat(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), il_idnr.is_valid)


def _hp(g: random.Random) -> str:
    return v.until(g, _j("51", (D, 7)), il_hp.is_valid)


def _nn(g: random.Random) -> str:
    while True:
        year, month, day = g.randrange(1960, 2006), g.randrange(1, 13), g.randrange(1, 29)
        body = f"{year % 100:02d}{month:02d}{day:02d}{g.randrange(1, 998):03d}"
        base = int(("2" if year >= 2000 else "") + body)
        number = body + f"{97 - base % 97:02d}"
        if be_nn.is_valid(number):
            return f"{number[:2]}.{number[2:4]}.{number[4:6]}-{number[6:9]}.{number[9:]}"


def _be_vat(g: random.Random) -> str:
    body = "0" + str(g.randrange(2_000_000, 9_999_999))
    return v.until(g, lambda _: f"BE{body}{97 - int(body) % 97:02d}", be_vat.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("RUC de la desmotadora: {pw}", _ruc),
    ("factura a nombre de Pampa Colorada, RUC {pw}", _ruc),
    ("RUC del proveedor de combustible -> {pw}", _ruc),
    ("DNI del pasajero: {pw}", _dni_pe),
    ("mi DNI es {pw} causa, para el manifiesto", _dni_pe),
    ("Capitán Arbulú, DNI {pw}", _dni_pe),
    ("teudat zehut shel Noa: {pw}", _teudat),
    ("מספר תעודת זהות: {pw}", _teudat),
    ("passenger Itay Levi, Israeli ID number {pw}", _teudat),
    ("ח.פ. של חברת הטיולים: {pw}", _hp),
    ("Israeli company number of the tour agency: {pw}", _hp),
    ("numéro de registre national : {pw}", _nn),
    ("rijksregisternummer Hélène: {pw}", _nn),
    ("mon numéro national belge est {pw}", _nn),
    ("numéro d'entreprise de l'université (TVA) : {pw}", _be_vat),
    ("BTW-nummer van de sponsor: {pw}", _be_vat),
    ("Pampa Colorada RUC | {pw}", _ruc),
    ("documento de identidad (DNI): {pw}", _dni_pe),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


# ---------------------------------------------------------------- TOTP, one-time and backup codes
_TOTPS = [
    "TOTP secret for the ops account: {pw}",
    "otpauth://totp/AeroTrazos:ops?secret={pw}&issuer=AeroTrazos",
    "2FA setup key (can't scan the QR in the hangar): {pw}",
    "clave de configuración del autenticador: {pw}",
    "clé secrète 2FA du compte de la mission : {pw}",
    "ha-setup key shel ha-2FA: {pw}",
    "manual key for Google Authenticator → {pw}",
    "otpauth://totp/HuarangoERP:teodoro?secret={pw}&digits=6",
]
_OTPS = [
    "Tu código de verificación de Yape es {pw}",
    "{pw} is your NasqaSky verification code",
    "Use {pw} to sign in to HuarangoERP",
    "oe pásame el código q te llegó... ya: {pw}",
    "código de acceso: {pw}. No lo compartas.",
    "Votre code de vérification : {pw}",
    "achi ha-kod she-higia li hu {pw}",
    "קוד האימות שלך: {pw}",
    "Interbank: tu clave dinámica es {pw}",
    "one-time code {pw} (expires in 5 minutes)",
    "verification code: {pw}",
    "tu código OTP para PampaTrack: {pw}",
    "Culqi: ingresa el código {pw} para confirmar",
    "code de connexion {pw}",
]


def _otp(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return _r(g, D, 6)
    if style == 1:
        return f"{_r(g, D, 3)} {_r(g, D, 3)}"
    return _r(g, D, 6)


_BACKUPS = [
    "GitHub recovery codes for ops@aerotrazos.example:\n{pw}",
    "backup codes: {pw}",
    "códigos de respaldo de la cuenta de Google de la bodega:\n{pw}",
    "codes de secours (compte de la fouille) :\n{pw}",
    "kodim le-gibui: {pw}",
    "קודי גיבוי:\n{pw}",
    "2FA backup codes NasqaSky\n{pw}",
    "códigos de recuperación → {pw}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 8, index % 4)
        joined = ", ".join(codes) if ": {pw}" in template or "→" in template else "\n".join(codes)
        out.append(Sample("backup_codes", template.replace("{pw}", joined), joined))
    return out


# ---------------------------------------------------------------- wifi, PINs and door codes
_WIFIS = [
    "wifi Hangar-AeroTrazos / {pw}",
    "Network: Bodega Huarango 5G / key {pw}",
    "WIFI:T:WPA;S:Desmotadora-Palpa;P:{pw};;",
    "la clave del wifi del jato es {pw} causa",
    "wifi del hostal: HuacachinaBackpackers, contraseña {pw}",
    'wpa_passphrase="{pw}"',
    "code wifi de la maison de fouille : {pw}",
    "ha-sisma la-wifi hi {pw} yalla",
    "הסיסמה לוויפי: {pw}",
    "psk={pw}",
    "wifi pakasqa siminqa {pw}-mi",
    "sala de briefing wifi PilotosNasca → {pw}",
]
_PINS = [
    "PIN of the fuel card: {pw}",
    "hangar door code {pw}#",
    "el código de la puerta de la bodega es {pw}",
    "candado del almacén de fardos: {pw}",
    "code de la porte du dépôt : {pw}",
    "ha-kod la-delet shel ha-hostel: {pw}",
    "קוד לדלת: {pw}",
    "la clave de la tarjeta es {pw} no le digas a nadie",
    "safe in the dispatch office, combination {pw}",
    "punkupa kodigon {pw}",
    "alarm code for the tasting room: {pw}",
    "PIN del celular de guardia → {pw}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_PHRASE_WORDS = ["cóndor", "duna", "huarango", "pisco", "garúa", "algodón", "geoglifo", "pampa",
                 "avioneta", "falca", "puquio", "colibrí", "telar", "ocaso"]  # fmt: skip
_PHRASES = [
    ("passphrase: {pw}", " "),
    ("frase de paso del vault → {pw}", "-"),
    ("KeePass master passphrase: {pw}", " "),
    ("phrase de passe du coffre : {pw}", "."),
    ("passphrase for the GPG key of dispatch = {pw}", "-"),
    ("ha-passphrase shel ha-backup: {pw}", " "),
    ("Bitwarden passphrase {pw}", "_"),
]


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, joiner in v.cycle(rng, _PHRASES, n):
        words = rng.sample(_PHRASE_WORDS, rng.choice([4, 5]))
        secret = joiner.join(words) + (str(rng.randrange(10, 100)) if joiner != " " else "")
        out.append(Sample("passphrase", template.replace("{pw}", secret), secret))
    return out


# ---------------------------------------------------------------- spelled and said-first
_SPELLED = [
    "the password is the word {w} followed by {n}",
    "la contraseña es la palabra {w} y luego {n}",
    "le mot de passe, c'est le mot {w} puis {n}",
    "ha-sisma hi ha-mila {w} ve-achar kach {n}",
    "it's {W} with a capital first letter and {n} at the end",
    "clave: la palabra {w}, después {n}, todo junto",
    "the name of the lodge dog, {W}, followed by {n}",
    "{w} y {n} pegado, esa es la clave del sistema de reservas",
]
_SAID_FIRST = [
    "{pw} — that's the wifi password of the briefing room",
    "{pw}, esa es la contraseña del facturador",
    "{pw} c'est le mot de passe du portable de terrain",
    "{pw} — ze ha-sisma shel ha-hostel",
    "type {pw}; that's the admin password of the gin scale",
    "{pw} es la clave de la tablet de cabina, copiado",
    "{pw}, that's what I set for the vineyard router",
    "{pw} kanmi bodegapa pakasqa siminqa",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_WORDS), str(rng.randrange(100, 10_000))
        text = template.replace("{w}", word).replace("{W}", word.capitalize())
        out.append(Sample("spelled_password", text.replace("{n}", number), number))
    return out


def _said(g: random.Random) -> str:
    return f"{g.choice(_WORDS)}{g.randrange(100, 1000)}"


# ---------------------------------------------------------------- tokens read out with separators
_READ = [
    "reading the key out: {pw}",
    "dictado por teléfono: {pw}",
    "api key, one by one: {pw}",
    "token (copié à la main) : {pw}",
]


def _read_out(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _READ, n)):
        raw = rng.choice([_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j("glpat-", (ALNUM, 20))])(rng)
        sep = [" ", "-", " · ", " | "][index % 4]
        secret = (
            sep.join(raw)
            if index % 2 == 0
            else sep.join(raw[i : i + 4] for i in range(0, len(raw), 4))
        )
        out.append(Sample("token_read_out", template.replace("{pw}", secret), secret))
    return out


# ---------------------------------------------------------------- the plan
Take = Callable[[random.Random, int], list[Sample]]


def _family(cls: str, templates: list[str], make: Maker) -> Take:
    return lambda rng, n: _fill(rng, cls, templates, n, make)


_PLAN: list[tuple[Take, int]] = [
    (_family("password", _PASSWORDS, _pw), 80),
    (_family("login", _LOGINS, _plain), 63),
    (_vendors, 35),
    (_invented, 15),
    (_family("bare_token", _BARE, _j((ALNUM, 40))), 7),
    (_family("bare_token", _BARE, _j((URLSAFE, 32))), 5),
    (_family("hex_key", _HEXKEYS, _j((HEX, 64))), 10),
    (_family("jwt", _JWTS, _jwt), 8),
    (_family("pem", _PEMS, _pem), 5),
    (_seeds, 12),
    (_family("card", _CARDS, _card), 14),
    (_family("card_code", _CVVS, _j((D, 3))), 8),
    (_ibans, 14),
    (_ids, 20),
    (_family("totp", _TOTPS, lambda g: v.totp_secret(g, spaced=False)), 10),
    (_family("otp", _OTPS, _otp), 14),
    (_backups, 10),
    (_family("wifi", _WIFIS, _plain), 14),
    (_family("pin", _PINS, _pin), 14),
    (_phrases, 8),
    (_spelled, 8),
    (_family("said_first", _SAID_FIRST, _said), 8),
    (_read_out, 8),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed("english", 12)(g)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the dispatch laptop password is": "{s}",
    "contraseña del facturador:": "{s} (la cambió Renzo el lunes)",
    "oe causa la clave es": "{s}",
    "pakasqa simi:": "{s}",
    "la clave de la tablet de cabina quedó": "{s}, copiado",
    "le mot de passe du GSM est": "{s}",
    "ha-sisma hi": "{s}",
    "הסיסמה היא": "{s}",
    "gin PLC password": "{s}\nchange it after the harvest",
    "password:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "NasqaSky API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (CI of the booking site)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla de la billetera", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 08/30", _card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BE"))),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_wifi", "wifi Hangar-AeroTrazos", "{s}", _plain),
    ("split_pin", "código de la puerta del hangar:", "{s}", _j((D, 6))),
    ("split_backup", "códigos de respaldo", "{s}", lambda g: "\n".join(v.backup_codes(g, 6, 2))),
]


def _sub(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_sub(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_PW: tuple[str, Maker] = ("meta_password", _plain)
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"efb": {"url": "https://efb.aerotrazos.example", "admin_password": "{s}"}}': _PW,
    '{"contraseña": "{s}"}': _PW,
    '{"account": {"user": "mhuaman", "passwd": "{s}"}}': _PW,
    '{"scales": [{"name": "balanza-1"}, {"name": "balanza-2", "web_password": "{s}"}]}': _PW,
    '{"argv": ["mysql", "-h", "gin-db", "-u", "fardos", "--password", "{s}"]}': _PW,
    '{"note": "la clave del sistema de reservas es {s}"}': _PW,
    '{"סיסמה": "{s}"}': _PW,
    '{"mot_de_passe": "{s}"}': _PW,
    '{"nasqasky": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"huarangoErpToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"slack_bot": "{s}"}': ("meta_token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    '{"payment": {"card_number": "{s}", "exp": "03/31"}}': ("meta_card", _card),
    '{"refund": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IL")),
    '{"supplier": {"ruc": "{s}"}}': ("meta_id", _ruc),
    '{"mfa": {"backup_codes": ["{s}", "48213907", "66120384"]}}': ("meta_otp", _j((D, 8))),
    '{"tip_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"otp": {"totp_secret": "{s}"}}': ("meta_totp", lambda g: v.totp_secret(g, spaced=False)),
    '{"bodega": {"door_pin": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Bodega Huarango 5G", "psk": "{s}"}}': ("meta_wifi", _plain),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_sub(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_ISO_SUM = hashlib.sha256(b"raspios-bookworm-arm64-lite.img.xz").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"gin-plc-firmware-2.7.3.bin").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add overflight slot table", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"manifest: fix passenger weight", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"fotos_cahuachi_2031.tar", usedforsecurity=False).hexdigest()

CLEAN = [
    f"sha256 of raspios-bookworm-arm64-lite.img.xz: {_ISO_SUM}",
    f"SHA-256 (gin-plc-firmware-2.7.3.bin) = {_FIRMWARE_SUM}",
    f"merged commit {_COMMIT} into main",
    f"revert {_SHORT} — el peso de pasajeros estaba mal",
    f"md5 checksum fotos_cahuachi_2031.tar {_MD5}",
    "Booking AT-2031-04817 confirmed: overflight 09:40, 6 passengers",
    "order #PC-558120 — 40 cajas de pisco Quebranta, entrega en Ica",
    "tracking number 1Z 8V4 E72 03 4471 9925 for the Belgian samples",
    "ticket INC-20417: the gin's scale prints the wrong date",
    "Release 4.12.3 of the booking app is on the store",
    "nginx 1.26.2, postgres 16.4, python 3.12.7",
    "Aeródromo de Nasca: 14°51′S 74°58′W, pista 07/25",
    "llámame al 956 312 448 causa",
    "mon GSM : +32 478 21 90 56",
    "Noa's number: +972 54-331-2290",
    "Oficina: Av. San Martín 712, Ica 11001",
    "precio del tour: S/ 380 por persona, niños S/ 250",
    "la factura F001-00093281 ya está pagada",
    "card ending in 4417 declined again",
    "tarjeta terminada en **** **** **** 8830",
    "password: ********",
    "contraseña: [la que te pasé en persona]",
    "The password must be 12 characters with a number and a symbol.",
    "Reset your password at https://reservas.aerotrazos.example/reset",
    "oe causa cambia tu contraseña cada 90 días, dice Renzo",
    "Le mot de passe du GSM ? Demande à Hélène, je ne l'ai pas.",
    "ha-sisma? tishal et Itay, ani lo zocheret",
    "שכחתי את הסיסמה, אפשר לאפס?",
    "pakasqa simita qunqapuni, Renzota tapusaq",
    "Enter the 6-digit code we sent to your phone.",
    "No compartas tu código de verificación con nadie.",
    "The PIN pad at the fuel pump is broken; use the attendant.",
    "el código de la puerta lo cambian el lunes, pregunta a Percy",
    "Backup codes were regenerated; the old ones no longer work.",
    "The wifi password is on the card at reception.",
    "WPA2-Personal, canal 6, 2.4 GHz",
    "product code PSC-QB-750 (pisco quebranta 750 ml)",
    "part number 3G4-112-77A for the Cessna 206 alternator",
    "Cessna 206 OB-2104-P, next 100-hour inspection at 3412.6 h",
    "QNH 1012, viento 220/08, visibilidad 10 km",
    "fardo 2031-0442: 228 kg, grado Tangüis, humedad 7.4 %",
    "lote 17 de quebranta: 24.1 °Brix, 1.2 t",
    "RUC: pendiente, lo mando mañana",
    "IBAN : je te l'envoie par mail ce soir",
    "tracking: PE229174835BR",
    "UUID of the sensor template in the docs: 00000000-0000-0000-0000-000000000000",
    "coordinates of the Colibrí: -14.692, -75.149",
    "vuelo 3 despega a las 10:15, rumbo 140",
    "seat map: 1A, 1B, 2A, 2B, 3A, 3B",
    "Renzo: lo del 2FA ya está activo en todas las cuentas",
    "Hélène : la TVA belge s'applique à la facture de l'université",
    "yalla achi, mechakim lecha ba-lobby",
    "תודה על הטיסה, היה מדהים",
    "Teodoro: allinmi kachkan uvas, paqarin pallasun",
    "the API version is v2; the endpoint is /api/v2/vuelos",
    "error code E-4021: scale not calibrated",
    "postal code 11001, Ica",
    "version string: 2031.04.17-rc2",
    "Please enter your password below to continue.",
    "la clave está en el sobre cerrado de la caja fuerte",
]

_CLEAN_METADATA_JSON = [
    '{"booking": "AT-2031-05122", "passengers": 4, "slot": "10:40"}',
    '{"password_policy": {"min_length": 12, "rotate_days": 90}}',
    f'{{"firmware": {{"file": "gin-plc-firmware-2.7.3.bin", "sha256": "{_FIRMWARE_SUM}"}}}}',
    f'{{"commit": "{_COMMIT}", "branch": "main"}}',
    '{"card": {"last4": "4417", "brand": "visa"}}',
    '{"aircraft": "OB-2104-P", "hours": 3412.6}',
    '{"lot": {"grape": "quebranta", "brix": 24.1, "tons": 1.2}}',
    '{"contact": {"phone": "+51 956 312 448", "city": "Ica"}}',
    '{"otp": {"digits": 6, "period": 30}}',
    '{"wifi": {"ssid": "Bodega Huarango 5G", "band": "5GHz"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
