# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twenty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-fifth's
docstring, the fifth to four hundred and twenty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (426, 427, 428), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (429_614_207), password words (a
grape, a thing of the Talampaya canyon or an olive word with a number and a sign,
`BonardaCondor47!`; dot-joined words with a year, `nonogasta.arauco.2031`; leet `T0rr0nt3s#58`;
random runs with a sign; dashed generator groups; a person and a town, `Ercilia@Anillaco1961`).

The fictional company is Grupo Cuyum Famatina S.A. of Chilecito, La Rioja, Argentina: Bodega Cuesta
de Miranda (an invented winery on the road to Nonogasta), Rastros Talampaya Excursiones (an
invented tour operator in Villa Unión) and Almazara Arauco del Norte (an invented olive-oil press
in Aimogasta). Staff: Nahuel Brizuela (IT), Yamila Herrera (the winery's office), Giancarlo
Bertolotti and his nonna Rosetta (a winemaking family, in Italian), Karim Saadi and his aunt Wadad
(a Syrian-Lebanese merchant family, in Arabizi), mama Ercilia Chumbita (a grandmother who texts in
Quechua) and Jordi Puigvert (the partner in Barcelona, in Catalan). Every company, person,
address, domain (`cuyum.lan`, `cuestamiranda.example`, `rastros-talampaya.example`,
`almazara-arauco.example`), account and number is invented; only the region is real. Texts:
WhatsApp chats, tickets, notes, runbooks, shell history, config and env files, URLs, voice-note
transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`,
`|`, `::`, a tab, `es`, `è`, `és`, `heye`, `kan`, `—`, a new line, a question then its answer, a
value said first and named after.

Grep counts (heldouts 5 to 425, grep -l): none for `Aimogasta`, `Chumbita`, `Bertolotti`,
`Puigvert`, `Cuesta de Miranda`, `wallahi`; one for `Nonogasta`, `Anillaco`, `Vinchina`, `Val
Town`; two for `La Rioja`, `Chilecito`, `Talampaya`, `Famatina`, `Convex`, `Unkey`, `Wix`,
`ad.nrt`; three to nine for `Bonarda`, `Arauco`, `Saadi`, `IBAN AD`, `IBAN KW`, `IBAN LB`, `IBAN
JO`, `es.cif`, `es.nie`, `Brubank`, `Resend`, `Koyeb`; above ten for `Quechua`, `Arabizi`,
`Catalan`, `pakasqa`, `contrasenya`, `ar.cuit`, `ar.cbu`, `it.codicefiscale`, `Cabal`.
Languages: about half English, config or shell; the rest in the Spanish of La Rioja as texted
(`la clave es`, `chango`, `che`, `q`, `xq`, `ahí va`), the Italian of a winemaking family (`la
password è`, `mi raccomando`, `non dirlo a nessuno`), Levantine Arabic in Arabizi (`el password
heye`, `ma t2ul la 7ada`, `ya 7abibi`), the Quechua of a grandmother (`pakasqa simi`, `ama
pimanpas willankichu`, `wawallay`) and the Catalan of a partner in Barcelona (`la contrasenya
és`, `no ho diguis a ningú`). The Quechua words and spellings, the Arabizi and the riojano texting
are my guesses.
Vendors: the invented VendimiaCloud, RastrosBook, OlivaTrace and RiojaCobros, plus Convex, Unkey,
Val Town, Wix, Resend, Koyeb, Brubank and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic,
OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Mailchimp, Shopify,
DigitalOcean, Linear, Grafana, Postman, Doppler, Vault, Tailscale, Supabase, Groq, Replicate,
Perplexity, xAI, Brevo, NVIDIA, Docker Hub, Databricks, Pulumi and age shapes. Ids: Argentina's
CUIT and CBU, Spain's NIE and CIF, Italy's codice fiscale and Andorra's NRT, each drawn until its
`stdnum` module validates it. IBANs of Andorra, Kuwait, Lebanon and Jordan, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish, Italian and French lists, each
checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Maestro and a
Naranja-like `589562` prefix).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ad import nrt as ad_nrt
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.es import cif as es_cif
from stdnum.es import nie as es_nie
from stdnum.it import codicefiscale as it_cf

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 429_614_207
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker

_GRAPES = ["Torrontes", "Bonarda", "Malbec", "Syrah", "Cabernet", "Tannat", "Moscatel",
           "Criolla", "Barbera", "Pedro", "Garnacha", "Petit"]  # fmt: skip
_CANYON = ["Condor", "Guanaco", "Petroglifo", "Quebrada", "Farallon", "Algarrobo", "Chinchilla",
           "Ischigualasto", "Jarilla", "Cardon", "Zorro", "Mara"]  # fmt: skip
_OLIVE = ["Arauco", "Almazara", "Aceituna", "Prensa", "Orujo", "Olivar", "Manzanilla", "Frantoio",
          "Arbequina", "Cosecha"]  # fmt: skip
_TOWNS = ["Chilecito", "Nonogasta", "Famatina", "Aimogasta", "Anillaco", "Sanagasta", "Vinchina",
          "VillaUnion", "Chamical", "Malligasta", "Sanogasta", "Guandacol"]  # fmt: skip
_NAMES = ["Nahuel", "Yamila", "Giancarlo", "Rosetta", "Karim", "Wadad", "Ercilia", "Jordi",
          "Dalmacio", "Ailen", "Nazareno", "Fatima", "Lisandro", "Mirta"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T0rr0nt3s", "B0n4rd4", "M4lb3c", "Gu4n4c0", "C0nd0r", "4r4uc0", "Alm4z4r4", "F4m4t1n4"]


def _joined(g: random.Random) -> str:
    return ".".join(w.lower() for w in g.sample(_TOWNS + _OLIVE, 2)) + f".{g.randrange(2024, 2036)}"


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.choice(_CANYON)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _joined,
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_TOWNS)}{g.randrange(1940, 2012)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_OLIVE)}_{g.choice(_TOWNS)}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"Cuyum{g.choice(_GRAPES)}{g.randrange(2000, 2040)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 13),
]
_PLAIN = re.compile(r"[A-Za-z0-9._-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password that a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _family(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker
) -> list[Sample]:
    """``n`` samples: each template (cycled) with a fresh ``{pw}``, a user ``{u}`` and a
    number ``{n}``."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        user = rng.choice(["nahuel", "yamila", "gbertolotti", "ksaadi", "jordi", "bodega", "admin"])
        text = template.replace("{u}", user).replace("{n}", str(rng.randrange(10, 10_000)))
        out.append(Sample(cls, text.replace("{pw}", secret), secret))
    return out


_SAID = [
    "WhatsApp, Yamila: la clave del sistema de la bodega es {pw}",
    "che Nahuel, la contraseña del router de la bodega: {pw}",
    "chango la clave del mail de ventas es {pw} no se la pases a nadie",
    "ahí va la contra del POS de Villa Unión -> {pw}",
    "Nahuel: clave nueva del NAS = {pw} xq la otra vencía",
    "q la clave del Excel de cosecha es {pw} che",
    "contraseña → {pw}",
    "Giancarlo: la password del gestionale della cantina è {pw}",
    "Nonna Rosetta, la password del tablet è {pw}, mi raccomando",
    "la password nuova dell'etichettatrice: {pw} non dirlo a nessuno",
    "password della cantina => {pw}",
    "Karim: ya 7abibi el password taba3 el computer heye {pw}",
    "Wadad: el password la el Facebook tab3ik {pw} ma t2ul la 7ada",
    "el pass taba3 el ma7al kan {pw} bas gayyarto",
    "wawallay, pakasqa siminqa {pw} kan, ama pimanpas willankichu",
    "mama Ercilia: celularpa pakasqa simin: {pw}",
    "Jordi: la contrasenya del portàtil és {pw}, no ho diguis a ningú",
    "la contrasenya nova del Wi-Fi de l'oficina de Barcelona: {pw}",
    "contrasenya :: {pw}",
    "Ticket #5521 (Almazara Arauco): admin password for the press PLC is {pw}",
    "Note to self: the Rastros Talampaya booking admin password is {pw}",
    "password | {pw}",
    "pwd\t{pw}",
    "Password for the winery's Odoo (cuestamiranda.example): {pw}",
    "The olive mill scale's web password was set to {pw} yesterday.",
    "Remember this for me: the Chilecito office laptop password is {pw}",
    "password:\n{pw}",
    "Passwd / {pw}",
    "the bodega's Google account password => {pw}",
    "contraseña — {pw}",
    "Clave del home banking de la almazara: {pw}",
    "la clave del panel de Rastros es {pw}",
    "passw: `{pw}`",
    "password \u2192 ({pw})",
    "[voice note, Yamila] la contraseña del correo es {pw} punto",
    "SMS de Nahuel: pass nueva {pw}",
    "la password dell'account della cantina è «{pw}»",
    "contrasenya: «{pw}»",
    "password “{pw}”",
    "admin password = '{pw}'",
]

_SAID_FIRST = [
    "{pw} — esa es la clave del router de la almazara",
    "{pw}, that's the admin password for the tour booking site",
    "{pw} è la password del gestionale, Giancarlo",
    "{pw} és la contrasenya del portàtil, Jordi",
    "{pw} hayda el password taba3 el laptop",
    "{pw} — that's what I set for the winery's NAS",
    "{pw} es la contraseña nueva del mail, chango",
    "type {pw}; that's the password for the press's HMI",
    "{pw} pakasqa simi kan, wawallay",
    "{pw} is the new password on the Villa Unión office PC",
]

_QUESTIONS = [
    "¿cuál es la clave del NAS?\nYamila: {pw}",
    "what's the admin password for the POS in Villa Unión?\n{pw}",
    "Nonna: qual è la password del tablet?\nGiancarlo: {pw}",
    "Jordi, quina és la contrasenya del servidor?\n— {pw}",
    "Karim: shu el password taba3 el router?\nWadad: {pw}",
    "che cuál es la contra del wifi de la bodega? / Nahuel: {pw}",
    "password for the olive press dashboard? -> {pw}",
    "la clave del home banking? ahí va: {pw}",
]

_LOGINS = [
    "login: {u} / {pw}",
    "usuario {u} contraseña {pw}",
    "user {u} pass {pw}",
    "{u}:{pw}@mail.cuestamiranda.example",
    "creds for the olive press SCADA are {u} and {pw}",
    "utente: {u}, password: {pw}",
    "usuari {u} / contrasenya {pw}",
    "sign in as {u} with {pw}",
    "https://{u}:{pw}@nas.cuyum.lan:5001/",
    "postgresql://{u}:{pw}@db.cuyum.lan:5432/cosecha",
    "mysql://{u}:{pw}@10.20.0.12/reservas",
    "ftp://{u}:{pw}@ftp.almazara-arauco.example/etiquetas",
    "smtp://{u}:{pw}@smtp.rastros-talampaya.example:587",
    "{u}@cuestamiranda.example:{pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | panel de reservas |",
    "redis://:{pw}@cache.cuyum.lan:6379/0",
    "amqp://{u}:{pw}@rabbit.cuyum.lan:5672/",
    "root:{pw}",
    "socks5://{u}:{pw}@:1080",
]

_CLI = [
    "$ mysql -u {u} -p{pw} -h db.cuyum.lan cosecha",
    "sshpass -p '{pw}' ssh {u}@prensa.almazara.lan",
    "redis-cli -h cache.cuyum.lan -a {pw} ping",
    "docker login registry.cuyum.lan -u {u} -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //nas.cuyum.lan/etiquetas -U {u}%{pw}",
    "curl -u {u}:{pw} https://api.cuestamiranda.example/v1/lotes",
    "lftp -u {u},{pw} ftp.almazara-arauco.example",
    "zip -P {pw} cosecha-2031.zip planillas/*.xlsx",
    "7z a -p{pw} fotos-talampaya.7z fotos/",
    "openssl enc -aes-256-cbc -in backup.sql -out backup.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c reservas.csv",
    "xfreerdp /v:10.20.0.40 /u:{u} /p:{pw}",
    "sqlcmd -S sql.cuyum.lan -U {u} -P {pw} -Q 'select 1'",
    "ldapsearch -x -D 'cn={u},dc=cuyum,dc=lan' -w {pw} -b dc=cuyum,dc=lan",
    "mosquitto_pub -h mqtt.almazara.lan -u {u} -P {pw} -t prensa/temp -m 27",
    "ipmitool -I lanplus -H 10.20.0.5 -U {u} -P {pw} power status",
    "keytool -importcert -keystore bodega.jks -storepass {pw} -file ca.crt",
    "echo '{pw}' | sudo -S systemctl restart odoo",
    "kinit {u}@CUYUM.LAN <<< '{pw}'",
    "mongosh 'mongodb://db.cuyum.lan' --username {u} --password {pw}",
    "rabbitmqctl add_user {u} {pw}",
    "plink -ssh {u}@10.20.0.7 -pw {pw}",
    "net use \\\\nas\\bodega /user:{u} {pw}",
    "sqlplus {u}/{pw}@//ora.cuyum.lan:1521/VENTAS",
    "wget --user={u} --password={pw} https://files.cuyum.lan/precios.csv",
    "clickhouse-client --user {u} --password {pw} --query 'select count() from visitas'",
    "nmcli dev wifi connect Bodega-Nonogasta password {pw}",
    "influx -username {u} -password {pw} -database prensa",
    "psql 'host=db.cuyum.lan user={u} password={pw} dbname=cosecha'",
]

_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export RESERVAS_DB_PASS={pw}",
    "db.cuyum.lan:5432:cosecha:{u}:{pw}",
    "environment:\n  POSTGRES_USER: {u}\n  POSTGRES_PASSWORD: {pw}",
    "define('DB_PASSWORD', '{pw}');",
    "spring.datasource.password={pw}",
    "machine files.cuyum.lan login {u} password {pw}",
    "[client]\nuser={u}\npassword={pw}",
    'variable "db_password" {\n  default = "{pw}"\n}',
    "smtp:\n  host: smtp.rastros-talampaya.example\n  password: !unsafe '{pw}'",
    '{"user": "{u}", "password": "{pw}"}',
    "[options]\nadmin_passwd = {pw}",
    'network={\n    ssid="Almazara-Prensa"\n    psk="{pw}"\n}',
    "MAIL_PASSWORD={pw}",
    "SMTP_PASS = {pw}",
    "password: {pw}\nusername: {u}",
    "ODOO_ADMIN_PASSWORD='{pw}'",
    '<add key="DbPassword" value="{pw}" />',
    "RSYNC_PASSWORD={pw} rsync -a fotos/ {u}@nas.cuyum.lan::fotos",
    "[reservas]\nhost = db.cuyum.lan\npwd = {pw}",
    "bindpw {pw}",
    "settings.py: DATABASES['default']['PASSWORD'] = '{pw}'",
    "secret = {pw}",
    "ssid,psk\nRastros-Guest,{pw}",
    "smtp_password,{pw}",
]


def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url(
        {
            "sub": g.choice(_NAMES).lower(),
            "iss": "reservas.rastros-talampaya.example",
            "iat": g.randrange(1_900_000_000, 1_990_000_000),
        }
    )
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32))).decode()
    return f"{header}.{body}.{sig.rstrip('=')}"


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([120, 180])))).decode()
    lines = "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GitHub token: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITHUB_TOKEN={pw}", _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59))),
    ("gitlab deploy: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key {pw}", _j("sk_live_51", (ALNUM, 97))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("ANTHROPIC_API_KEY={pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("openrouter: {pw}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {pw}", _j((ALNUM + "+/", 40))),
    ("Maps key for the tour site: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key sid {pw}", _j("SK", (HEX, 32))),
    ("bot de reservas de Telegram: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("pypi token {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("mailchimp: {pw}", _j((HEX, 32), "-us21")),
    ("SHOPIFY_ACCESS_TOKEN={pw}", _j("shpat_", (HEX, 32))),
    ("doctl auth init -t {pw}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account: {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("postman: {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("tailscale up --authkey={pw}", _j("tskey-auth-k", (ALNUM, 16), "-", (ALNUM, 32))),
    ("SUPABASE_ACCESS_TOKEN={pw}", _j("sbp_", (HEX, 40))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("perplexity: {pw}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
    ("brevo: {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub PAT {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("DATABRICKS_TOKEN={pw}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
    ("age key: {pw}", _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))),
]

_OWN_VENDORS = [
    "VendimiaCloud API key: {pw}",
    "clave de API de RastrosBook → {pw}",
    "OlivaTrace integration broken, current key {pw}",
    "chiave API di VendimiaCloud: {pw}",
    "clau d'API de RiojaCobros: {pw}",
    "Integrations › OlivaTrace: {pw}",
    "RiojaCobros api key = {pw}",
    "Convex deploy key: {pw}",
    "Unkey root key {pw}",
    "Val Town API token: {pw}",
    "Wix API key: {pw}",
    "RESEND_API_KEY={pw}",
    "Koyeb API token → {pw}",
    "Brubank API key para conciliación: {pw}",
    "el API key taba3 RastrosBook heye {pw}",
]

_OWN_MAKERS: list[Maker] = [
    _j((HEX, 32)),
    lambda g: v.uuid4(g, "b"),
    _j((ALNUM, 40)),
    _j((HEX, 48)),
]
_OWN_FIXED: dict[str, Maker] = {
    "Convex": _j("prod:cuyum-", (LOWER, 6), "|", (URLSAFE, 60)),
    "Unkey": _j("unkey_", (ALNUM, 24)),
    "RESEND": _j("re_", (ALNUM, 8), "_", (ALNUM, 24)),
}

_BARE = [
    "{pw}",
    "pegá esto en el panel: {pw}",
    "token {pw}",
    "Authorization: Bearer {pw}",
    "incollalo qui: {pw}",
    "the webhook header was X-Rastros-Signature-Secret: {pw}",
]

_HEXES = [
    "ENCRYPTION_KEY={pw}",
    "AES key for the label printer export: {pw}",
    "la llave de cifrado del backup es {pw}",
    "SECRET_KEY_BASE={pw}",
    "hmac secret → {pw}",
    "config/master.key\n{pw}",
    "session signing key {pw}",
    "{pw}",
]

_JWTS = [
    "Authorization: Bearer {pw}",
    "el token de la API de reservas: {pw}",
    "jwt={pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.rastros-talampaya.example/tours",
]

_PEMS = [
    "{pw}",
    "la clave privada del servidor de la bodega:\n{pw}",
    "id_ed25519 for the deploy box:\n{pw}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "french")}


def _seed(lang: str) -> Maker:
    def make(g: random.Random) -> str:
        size = g.choice([16, 16, 32, 20])
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))

    return make


_SEEDS: list[tuple[str, str]] = [
    ("seed phrase of the winery's treasury wallet: {pw}", "english"),
    ("frase semilla de la billetera de Rastros: {pw}", "spanish"),
    ("Nahuel, las 12 palabras del ledger:\n{pw}", "spanish"),
    ("le parole di recupero del wallet della cantina: {pw}", "italian"),
    ("recovery phrase -> {pw}", "english"),
    ("les paraules de recuperació del moneder (en francès): {pw}", "french"),
    ("Karim: el seed taba3 el wallet: {pw}", "english"),
    ("BIP39 backup\n{pw}", "english"),
]


def _card_draw(g: random.Random) -> str:
    if g.random() < 0.2:
        body = "589562" + _r(g, D, 9)
        return body + luhn.calc_check_digit(body)
    return v.card(g, g.choice(["visa", "mastercard", "amex", "maestro"]))


def _card_text(g: random.Random) -> str:
    number = _card_draw(g)
    return (
        v.grouped(number, g.choice(["", " ", "-", "."]), g) if len(number) in (15, 16) else number
    )


_CARDS = [
    "tarjeta de la bodega: {pw} vto 09/33",
    "card number {pw}, exp 04/34",
    "la carta aziendale è {pw}",
    "la targeta del Jordi: {pw}",
    "pagá con esta: {pw}",
    "Karim: ra2em el card {pw}",
]

_CVVS = [
    "el código de seguridad de atrás es {pw}",
    "CVV: {pw}",
    "i tre numeri dietro la carta sono {pw}",
    "codi de seguretat: {pw}",
    "security code on the back: {pw}",
    "CVC {pw} (la de la almazara)",
]

_IBANS = [
    "IBAN para la transferencia a Andorra: {pw}",
    "Wadad: el IBAN taba3 el 7sab b Beirut {pw}",
    "IBAN: {pw}",
    "send the deposit to IBAN {pw}",
    "l'IBAN del compte d'Andorra és {pw}",
    "IBAN del cugino in Kuwait → {pw}",
]


def _iban(g: random.Random) -> str:
    shapes = {
        "AD": "n" * 8 + "c" * 12,
        "KW": "aaaa" + "c" * 22,
        "LB": "n" * 4 + "c" * 20,
        "JO": "aaaa" + "n" * 4 + "c" * 18,
    }
    number = v.iban_shaped(g, g.choice(list(shapes)), shapes)
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _cuit(g: random.Random) -> str:
    number = v.until(g, _j(g.choice(["20", "27", "30", "23"]), (D, 9)), ar_cuit.is_valid)
    return str(ar_cuit.format(number)) if g.random() < 0.6 else number


def _cbu(g: random.Random) -> str:
    return v.until(g, _j("0", (D, 21)), ar_cbu.is_valid)


def _nie(g: random.Random) -> str:
    return v.until(g, _j(("XYZ", 1), (D, 7), (UPPER, 1)), es_nie.is_valid)


def _cif(g: random.Random) -> str:
    return v.until(g, _j(("ABB", 1), (D, 8)), es_cif.is_valid)


def _codice_fiscale(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        body = (
            _r(r, "BCDFGLMNPRSTVZ", 6)
            + _r(r, D, 2)
            + r.choice("ABCDEHLMPRST")
            + f"{r.randrange(1, 32) + r.choice([0, 40]):02d}"
            + r.choice("ADFGHLM")
            + _r(r, D, 3)
        )
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _nrt(g: random.Random) -> str:
    return v.until(g, _j(("FE", 1), (D, 6), (UPPER, 1)), ad_nrt.is_valid)


_IDS: list[tuple[str, str, Maker]] = [
    ("id_cuit", "CUIT de la bodega: {pw}", _cuit),
    ("id_cuit", "mi CUIL es {pw}", _cuit),
    ("id_cuit", "CUIT Almazara Arauco del Norte S.A. → {pw}", _cuit),
    ("id_cbu", "CBU para el pago de la uva: {pw}", _cbu),
    ("id_cbu", "pasame a este CBU {pw} che", _cbu),
    ("id_nie", "el meu NIE és {pw}", _nie),
    ("id_nie", "NIE: {pw}", _nie),
    ("id_cif", "CIF de la distribuïdora de Barcelona: {pw}", _cif),
    ("id_cf", "il codice fiscale della nonna è {pw}", _codice_fiscale),
    ("id_cf", "codice fiscale: {pw}", _codice_fiscale),
    ("id_nrt", "NRT de la societat d'Andorra: {pw}", _nrt),
    ("id_cuit", "tax id (CUIT) for the invoice: {pw}", _cuit),
]

_BACKUPS = [
    "Google backup codes for bodega@cuestamiranda.example\n{list}",
    "códigos de recuperación de la cuenta de Rastros: {list}",
    "codici di backup dell'account: {list}",
    "codis de recuperació: {list}",
    "2FA backup codes:\n{list}",
    "recovery codes for the GitHub org {list}",
]

_TOTPS = [
    "otpauth://totp/Rastros:nahuel@rastros-talampaya.example?secret={pw}&issuer=Rastros",
    "TOTP secret: {pw}",
    "clave de configuración del 2FA (si no escanea el QR): {pw}",
    "setup key for the winery's Microsoft account: {pw}",
    "la chiave manuale del 2FA è {pw}",
    "2FA seed for the olive press VPN {pw}",
]

_CODES = [
    "Tu código de verificación de Brubank es {pw}. No lo compartas.",
    "{pw} is your RastrosBook verification code",
    "il tuo codice di verifica è {pw}",
    "el teu codi de verificació: {pw}",
    "Use {pw} to sign in to OlivaTrace",
    "código: {pw} (vence en 5 min)",
    "Karim: el code elli wasalni {pw}",
    "one-time code {pw}",
]

_SSIDS = ["Bodega-Nonogasta", "Rastros-Guest", "Almazara-Prensa", "Cuyum Oficina 5G",
          "Casa Bertolotti", "Talampaya Base"]  # fmt: skip
_WIFI = [
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "red: {s} / clave: {pw}",
    "la clave del wifi de la bodega es {pw}",
    "la password del wifi è {pw}",
    "el wifi password heye {pw}",
    "wifi pakasqa siminqa {pw}",
    "la clau del wifi és {pw}",
    "network {s} key {pw}",
    "wifi {s} / {pw}",
    "WPA key: {pw}",
    "SSID: {s}\nWPA2: {pw}",
    "wifi? / Yamila: {pw}",
]

_LOCKS = [
    "el código del portón de la bodega es {pw}",
    "PIN de la tarjeta: {pw}",
    "la clave del candado del galpón: {pw}",
    "il codice del cancello è {pw}#",
    "el PIN taba3 el bank {pw}",
    "el codi de la porta: {pw}",
    "alarm code for the olive press: {pw}",
    "door code -> {pw}",
    "PIN del celular de mama Ercilia: {pw}",
    "caja fuerte de la oficina: {pw}",
    "cajero pin {pw}",
    "keypad code for the tour vans' key box: {pw}",
]

_PHRASE_WORDS = ["cardon", "jarilla", "algarrobo", "condor", "vicuña", "alfalfa", "lagar",
                 "barrica", "orujo", "prensa", "quebrada", "guanaco", "mistol",
                 "chañar"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "la frase de KeePass es {pw}",
    "passphrase for the backup disk = {pw}",
    "Bitwarden master passphrase → {pw}",
]

_SPELLED = [
    "la clave es la palabra {pw} con mayúscula y después {n}",
    "the password is the word {pw} followed by {n}",
    "la password è la parola {pw} con la prima maiuscola e poi {n}",
    "la contrasenya és la paraula {pw} i després {n}",
    "el password heye kelmet {pw} w ba3da {n}",
    "[dictado] contraseña: {pw} todo junto, con la primera en mayúscula, y {n} al final",
]
_SPELL_WORDS = ["quebracho", "cuestamiranda", "famatinense", "sanagastino", "nonogastina",
                "aimogasteño", "talampayense", "bertolottina", "chumbitera"]  # fmt: skip


def _spaced_token(g: random.Random) -> str:
    token = g.choice([_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j("glpat-", (ALNUM, 20))])(g)
    sep = g.choice([" ", " - ", "·", " . "])
    return sep.join(token)


_SPELL_TOKENS = [
    "te lo dicto letra por letra: {pw}",
    "reading the token out: {pw}",
    "te la leo: {pw}",
    "[voice note] {pw}",
]


def _samples(rng: random.Random) -> list[Sample]:
    out: list[Sample] = []
    out += _family(rng, "said_password", _SAID, 70, _pw)
    out += _family(rng, "said_first", _SAID_FIRST, 10, _pw)
    out += _family(rng, "question_answer", _QUESTIONS, 8, _pw)
    out += _family(rng, "login", _LOGINS, 25, _plain_pw)
    out += _family(rng, "cli_password", _CLI, 30, _plain_pw)
    out += _family(rng, "config_password", _CONFIGS, 25, _plain_pw)
    for template, make in v.cycle(rng, _VENDOR_MAKERS, 35):
        value = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", value), value))
    for template in v.cycle(rng, _OWN_VENDORS, 15):
        fixed = next((m for name, m in _OWN_FIXED.items() if name in template), None)
        value = (fixed or rng.choice(_OWN_MAKERS))(rng)
        out.append(Sample("vendor_key", template.replace("{pw}", value), value))
    out += _family(rng, "bare_token", _BARE, 8, lambda g: _r(g, ALNUM, g.choice([32, 40])))
    out += _family(rng, "hex_key", _HEXES, 10, _j((HEX, 64)))
    out += _family(rng, "jwt", _JWTS, 8, _jwt)
    out += _family(rng, "pem", _PEMS, 6, _pem)
    for template, lang in v.cycle(rng, _SEEDS, 12):
        value = _seed(lang)(rng)
        out.append(Sample("seed_phrase", template.replace("{pw}", value), value))
    out += _family(rng, "card", _CARDS, 12, _card_text)
    out += _family(rng, "card_cvv", _CVVS, 6, _j((D, 3)))
    out += _family(rng, "iban", _IBANS, 12, _iban)
    for cls, template, make in v.cycle(rng, _IDS, 18):
        value = make(rng)
        out.append(Sample(cls, template.replace("{pw}", value), value))
    for template in v.cycle(rng, _BACKUPS, 8):
        codes = v.backup_codes(rng, rng.choice([6, 8, 10]), rng.randrange(4))
        joined = rng.choice(["\n", ", ", " "]).join(codes)
        out.append(Sample("backup_codes", template.replace("{list}", joined), codes[2]))
    out += _family(rng, "totp_secret", _TOTPS, 8, lambda g: v.totp_secret(g, spaced=False))
    out += _family(rng, "otp_code", _CODES, 10, _j((D, 6)))
    for template in v.cycle(rng, _WIFI, 16):
        value = _pw(rng)
        text = template.replace("{s}", rng.choice(_SSIDS)).replace("{pw}", value)
        out.append(Sample("wifi_key", text, value))
    out += _family(rng, "pin_code", _LOCKS, 14, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))
    out += _family(rng, "passphrase", _PHRASES, 8, lambda g: " ".join(g.sample(_PHRASE_WORDS, 4)))
    out += _family(rng, "spelled_password", _SPELLED, 12, lambda g: g.choice(_SPELL_WORDS))
    out += _family(rng, "spelled_token", _SPELL_TOKENS, 4, _spaced_token)
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    return _samples(random.Random(SEED))


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la clave del sistema es", "{s}", _pw),
    ("split_password", "Password:", "{s} (la de la bodega)", _pw),
    ("split_password", "la password del gestionale è", "{s}\ncambiala dopo la vendemmia", _pw),
    ("split_password", "la contrasenya és", "{s}", _pw),
    ("split_password", "el password heye", "{s}", _pw),
    ("split_password", "pakasqa simi:", "{s}", _pw),
    ("split_password", "contraseña del NAS", "{s}, no la cambies", _pw),
    ("split_password", "the olive press admin password is", "{s}", _pw),
    ("split_wifi", "clave del wifi Rastros-Guest:", "{s}", _pw),
    ("split_pin", "código del portón", "{s}#", _j((D, 5))),
    ("split_token", "VendimiaCloud API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "RastrosBook client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase semilla", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vto 11/35", _card_text),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_backup", "códigos de recuperación", "{s}\n88213047\n55019264", _j((D, 8))),
    ("split_phrase", "passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    (
        '{"odoo": {"url": "https://erp.cuyum.lan", "admin_password": "{s}"}}',
        "meta_password",
        _plain_pw,
    ),
    ('{"contraseña": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "yamila", "passwd": "{s}"}}', "meta_password", _plain_pw),
    (
        '{"prensa": [{"name": "plc-1"}, {"name": "plc-2", "web_password": "{s}"}]}',
        "meta_password",
        _plain_pw,
    ),
    (
        '{"argv": ["mysql", "-u", "bodega", "--password", "{s}", "cosecha"]}',
        "meta_password",
        _plain_pw,
    ),
    ('{"nota": "la clave del NAS es {s}"}', "meta_password", _plain_pw),
    ('{"contrasenya": "{s}"}', "meta_password", _plain_pw),
    ('{"transcript": "la password del tablet della nonna è {s}"}', "meta_password", _plain_pw),
    ('{"olivatrace": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"rastrosToken": "{s}"}', "meta_token", _j((HEX, 64))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"stripe_key": "{s}"}', "meta_token", _j("sk_live_51", (ALNUM, 60))),
    ('{"pago": {"card_number": "{s}", "exp": "07/36"}}', "meta_card", _card_text),
    ('{"proveedor": {"iban": "{s}"}}', "meta_iban", _iban),
    ('{"cliente": {"cuit": "{s}"}}', "meta_id", _cuit),
    (
        '{"mfa": {"recovery_codes": ["{s}", "7Q2KD-X9M4T", "LP0ZA-3RW8B"]}}',
        "meta_otp",
        _j((UPPER_DIGITS, 5), "-", (UPPER_DIGITS, 5)),
    ),
    ('{"wallet": {"seed_words": "{s}"}}', "meta_seed", _english_seed),
    ('{"galpon": {"padlock_code": "{s}"}}', "meta_pin", _j((D, 4))),
    ('{"wifi": {"ssid": "Almazara-Prensa", "psk": "{s}"}}', "meta_wifi", _plain_pw),
    ('{"totp": {"secret": "{s}"}}', "meta_otp", lambda g: v.totp_secret(g, spaced=False)),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, cls, make in _METADATA]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"odoo-17.0.20310412-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"prensa-plc-firmware-4.2.7.bin").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add Talampaya sunset tour", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"cosecha: fix brix column", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"planilla_cosecha_2031.xlsx", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"etiquetas-torrontes-2031.pdf").hexdigest()

CLEAN = [
    "Recordame cambiar la clave del router de la bodega antes de la vendimia.",
    "Yamila pidió la clave del wifi; está en la tarjetita del cajón de la oficina.",
    "Policy: Cuyum passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords in WhatsApp; share a vault link instead.",
    "The `.env.example` line `OLIVATRACE_API_KEY=replace-me` is a placeholder.",
    "El panel de la prensa pide una contraseña nueva después de cada actualización.",
    "Replace <YOUR_RASTROSBOOK_KEY> in the README with the key from your dashboard.",
    "VENDIMIACLOUD_API_KEY and RIOJACOBROS_TOKEN must be set before the nightly sync.",
    "la password non la scrivere mai sul foglio della cantina, mi raccomando",
    "la contrasenya te l'envio per Signal, no per correu",
    "ma t2ul el password la 7ada ya Karim",
    "ama pimanpas willankichu pakasqa simiykita, wawallay",
    f"sha256 of odoo-17.0.20310412-py3-none-any.whl: {_WHEEL_SUM}",
    f"firmware prensa-plc-firmware-4.2.7.bin checksum {_FIRMWARE_SUM}",
    f"commit {_COMMIT} added the sunset tour",
    f"reverted in {_SHORT}, see the PR",
    f"md5 planilla_cosecha_2031.xlsx = {_MD5}",
    f"SHA-512 of etiquetas-torrontes-2031.pdf: {_SHA512}",
    "Pedido #48213 de 120 cajas de Torrontés, envío por Andreani el 14/03.",
    "Tracking 3600128845219 de la encomienda a Barcelona.",
    "Ticket RT-20931: la etiquetadora se traba en el lote 2031-07.",
    "CP 5360 Chilecito, La Rioja; CP 5310 Aimogasta.",
    "Llamame al +54 3825 42-1187 o al fijo de la almazara.",
    "La cosecha empieza el 2031-02-14 y termina el 2031-04-02.",
    "Tour al cañón: $ 48.500 por persona, seña del 30 %.",
    "tarjeta terminada en 4821 (**** **** **** 4821)",
    "IBAN: AD** **** **** **** **** 7731 (masked in the export)",
    "Para cambiar la clave: Configuración › Seguridad › Cambiar contraseña.",
    "El PIN de la tarjeta se cambia en el cajero, no por teléfono.",
    "Il codice di verifica arriva per SMS, dura cinque minuti.",
    "El codi de verificació no arriba, Jordi, torna-ho a provar.",
    "The 2FA backup codes are printed and kept in the safe in Villa Unión.",
    "Product code OLV-ARA-500ML, EAN 7791234500018.",
    "Coordinates of the press: -28.5569, -66.8083; the canyon base: -29.8, -68.05.",
    "Version 4.2.7 of the PLC firmware fixes the temperature alarm.",
    "Node 20.11.1, Python 3.11.9, Postgres 16.2 on the new server.",
    "La password deve avere almeno 12 caratteri e un simbolo.",
    "La contraseña es incorrecta, probá de nuevo.",
    "the wifi password is on the sticker under the router",
    "El seed phrase nunca se escribe en la compu, solo en papel.",
    "pin: numpy to 1.26 until the Brix report is fixed",
    "Lote 2031-B de aceite: acidez 0.3 %, 500 litros, prensado el 12/05.",
    "Factura B 0003-00018273 por 1.250 kg de aceitunas Arauco.",
    "Reserva RT-TAL-20310518-04: 6 personas, salida 8:30 desde Villa Unión.",
    "The API key field in OlivaTrace is required before the first sync.",
    "Token count: prompt 812, completion 240.",
    "Secret Santa de la bodega el 20 de diciembre.",
    "el codi postal de Gràcia és 08012",
    "Karim: el ma7al byeftah 3al 9, bas el Sabt 3al 10",
    "mama Ercilia: allillanchu, wawallay? paray chayamun",
    "Giancarlo: la vendemmia del Bonarda comincia lunedì",
    "Door code rules: five digits, no repeats, change every season.",
    "The alarm code was changed last week; ask Nahuel in person.",
    "Reset link expires in 30 minutes; the old password stops working then.",
    "Brix 24.5, pH 3.4, acidez total 5.8 g/l en el tanque 7.",
    "UUID of the tank sensor row in the docs: 00000000-0000-0000-0000-000000000000",
    "Serial del PLC: SN 2031-0417-88, modelo X20CP1584.",
    "the passphrase must have four words; pick them yourself",
    "Bitwarden is the password manager for the bodega, Rastros and the almazara.",
    "CUIT: ver la constancia de AFIP en la carpeta de administración.",
]

_CLEAN_METADATA_JSON = [
    '{"token_count": 812, "secret_name": "bodega-db-creds", "password_policy": "14 chars min"}',
    '{"pin_pad": "roto", "tokens": 512, "passes": 3}',
    '{"auth": {"method": "oauth", "provider": "google"}}',
    '{"creds": {"username": "deploy-bot", "host": "db.cuyum.lan"}}',
    '{"pedido": "48213", "cajas": 120, "varietal": "Torrontés"}',
    f'{{"file": "prensa-plc-firmware-4.2.7.bin", "sha256": "{_FIRMWARE_SUM}"}}',
    '{"card_last4": "4821", "card_brand": "visa"}',
    '{"coords": [-28.5569, -66.8083], "cp": "5310"}',
    f'{{"commit": "{_COMMIT}", "branch": "main"}}',
    '{"password_changed_at": "2031-03-02T10:14:00Z", "mfa": "enabled"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
