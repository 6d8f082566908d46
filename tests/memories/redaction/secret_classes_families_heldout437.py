# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and thirty-third's
docstring, the fifth to four hundred and thirty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (434, 435, 436), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (437_260_913), password words (an
olive variety, an onion, a star or a San Juan place with a number and a sign, `Arbequina#4821`;
dot-joined words with a year, `zonda.pocito.tulum.2031`; leet `C3b0ll4!62`; random runs with a
sign; a person and a town, `Nazira@Jachal1977`).

The fictional company is Grupo Cuyano Tres Valles S.A. of San Juan, Argentina: Almazara Don
Evaristo (an invented olive press in Pocito), Cielos de Barreal Tours (an invented observatory
tour operator in Calingasta) and Cebollas del Jáchal S.R.L. (an invented onion exporter in San
José de Jáchal). Staff: Maite Olguín (IT), Rodrigo "Chino" Quiroga (the press), the Bellandi
family of the press (in Italian), the Haddad family of the exporter (Syrian-Lebanese, in Arabic
written in Latin letters), Dr. Ulrike Brenner (an astronomer from Heidelberg, in German) and
Jonathan Cárcamo (a Chilean trucker over the Paso de Agua Negra, in Chilean Spanish). Every
company, person, address, domain (`tresvalles.lan`, `almazara-evaristo.example`,
`cielosbarreal.example`, `cebollasjachal.example`), account and number is invented; only the
region is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history, config and env
files, URLs, voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`,
`->`, `→`, `=>`, `/`, `|`, a tab, `es`, `è`, `ist`, `hiye`, `—`, a new line, a question then its
answer, a value said first and named after.

Grep counts (heldouts 5 to 433, grep -l): none for `bolas`, `Olivenöl`, `Sonnenfinsternis`,
`Paso de Agua Negra`, `OlivaTrack`; one for `Calingasta`, `Jáchal`, `Heidelberg`, `Sternwarte`,
`camionero`, `vos sabés`, `Tigris`; two for `San Juan`, `Pocito`, `cebolla`, `ya3ne`, `Val Town`;
three to nine for `Cuyo`, `yalla`, `habibi`, `kelmet el ser`, `Zonda`, `frantoio`, `Porkbun`,
`Buildkite`, `Honeycomb`, `Bunny`, `Scaleway`, `Hookdeck`, `Svix`, `Zeabur`, `Coolify`, `Convex`;
above ten for `chango`, `voseo`, `Arabizi`, `ar.cuit`, `ar.cbu`, `cl.rut`, `it.iva`, `de.idnr`,
`Resend`, `Upstash`, `Koyeb` and every IBAN country tried (Seychelles, Gibraltar, Egypt and
Burundi the least used, thirty-one to thirty-six each).
Languages: about half English, config or shell; the rest in the Spanish of Cuyo as texted (voseo,
`che`, `guaso`, `bolú`, `al toque`, `q`, `xq`), the Chilean Spanish of a trucker (`po`,
`cachai`, `al tiro`, `weón`, `compadre`), the Italian of the press family (`la password è`, `mi
raccomando`, `non dirlo a nessuno`), the Arabic of a Syrian-Lebanese family in Latin letters
(`kelmet el ser hiye`, `ya habibi`, `ma t2oul la 7ada`, `yalla`) and the German of a Heidelberg
astronomer (`das Passwort ist`, `Kennwort`, `sag's keinem`). The Cuyo texting, the Chilean slang
and the Arabizi spellings are my guesses.
Vendors: the invented OlivaTrack, CieloBook, CebollaNet and ZondaPay, plus Porkbun, Buildkite,
Honeycomb, Bunny, Scaleway, Hookdeck, Svix, Zeabur, Tigris and Val Town under the words around
their keys, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google,
Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Mailchimp, Shopify, DigitalOcean, Linear,
Grafana, Postman, Vault, Tailscale, Supabase, Groq, Replicate, Perplexity, xAI, Brevo, NVIDIA,
Docker Hub, Databricks, Pulumi and age shapes. Ids: Argentina's CUIT and CBU, Chile's RUT,
Italy's partita IVA and Germany's Steuer-IdNr, each drawn until its `stdnum` module validates
it. IBANs of Seychelles, Gibraltar, Egypt and Burundi, checked with `stdnum.iban`; seed phrases
from `mnemonic`'s English, Spanish, Italian and French lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex and Cabal- and Naranja-like prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.cl import rut as cl_rut
from stdnum.de import idnr as de_idnr
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 437_260_913
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
Maker = v.Maker
_r, _j = v.r, v.token

_OLIVES = ["Arbequina", "Manzanilla", "Arauco", "Frantoio", "Picual", "Coratina", "Changlot",
           "Empeltre", "Leccino", "Farga", "Nevadillo", "Hojiblanca"]  # fmt: skip
_ONIONS = ["Valenciana", "Cobriza", "Grano", "Morada", "Babosa", "Sintetica", "Torrentina"]
_STARS = ["Achernar", "Canopus", "Acrux", "Mimosa", "Hadar", "Shaula", "Antares", "Fomalhaut",
          "Alnitak", "Rigel", "Peacock", "Atria"]  # fmt: skip
_PLACES = ["Pocito", "Barreal", "Tamberias", "Jachal", "Rodeo", "Zonda", "Ullum", "Albardon",
           "Angaco", "Caucete", "Iglesia", "Tudcum", "Niquivil", "Huaco"]  # fmt: skip
_NAMES = ["Nazira", "Yusef", "Maite", "Rodrigo", "Ulrike", "Jonathan", "Evaristo", "Graciela",
          "Tarek", "Samira", "Benedetta", "Ilario"]  # fmt: skip
_LEET = ["C3b0ll4", "4c31tun4", "Z0nd4", "P0c1t0", "B4rr34l", "C4n0pu5", "4ntar3s", "0l1v0"]
_SYMBOLS = "!#$%&*?@+=~"
_USERS = ["maite.olguin", "rquiroga", "nhaddad", "ubrenner", "jcarcamo", "bellandi", "tarek.h",
          "samira", "prensa01", "tours-admin", "deposito", "evaristo"]  # fmt: skip
_HOSTS = ["db.tresvalles.lan", "prensa.almazara-evaristo.example", "erp.tresvalles.lan",
          "cam.cielosbarreal.example", "nas.cebollasjachal.example", "10.42.7.15"]  # fmt: skip


def _pw(rng: random.Random) -> str:
    kind = rng.randrange(6)
    if kind == 0:
        return f"{rng.choice(_OLIVES)}{rng.choice(_SYMBOLS)}{rng.randrange(100, 10000)}"
    if kind == 1:
        words = rng.sample([w.lower() for w in _PLACES + _ONIONS], 3)
        return ".".join(words) + f".{rng.randrange(2024, 2040)}"
    if kind == 2:
        return f"{rng.choice(_LEET)}{rng.choice(_SYMBOLS)}{rng.randrange(10, 100)}"
    if kind == 3:
        return _r(rng, ALNUM, rng.randrange(10, 15)) + rng.choice(_SYMBOLS) + _r(rng, D, 2)
    if kind == 4:
        return f"{rng.choice(_NAMES)}@{rng.choice(_PLACES)}{rng.randrange(1950, 2010)}"
    return f"{rng.choice(_STARS)}-{rng.choice(_ONIONS)}-{rng.randrange(10, 100)}"


def _plain_pw(rng: random.Random) -> str:
    """A password without quotes, spaces or a backslash (for configs, URLs and shells)."""
    word, sign = rng.choice(_OLIVES + _STARS), rng.choice("#%+=~_")
    return f"{word}{sign}{_r(rng, ALNUM, 4)}{rng.randrange(10, 100)}"


def _fill(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples: each template's ``{pw}`` a fresh value, ``{u}`` a user, ``{h}`` a host."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = (
            template.replace("{u}", rng.choice(_USERS))
            .replace("{h}", rng.choice(_HOSTS))
            .replace("{pw}", secret)
        )
        out.append(Sample(cls, text, secret))
    return out


_LABELLED = [
    "password: {pw}",
    "Password = {pw}",
    "admin password -> {pw}",
    "prensa PLC password → {pw}",
    "ERP pass | {pw}",
    "pwd\t{pw}",
    "the password for the tours booking panel is {pw}",
    "Grafana admin password is now {pw} (rotated after the Zonda outage)",
    "password:\n{pw}",
    "ticket #3318: reset the press scale's web login, new password {pw}",
    "note to self, nas password = `{pw}`",
    'pass for the cold room controller: "{pw}"',
    "che, la contraseña del sistema es {pw}, no se la pasés a nadie",
    "guaso la contra del mail de la prensa: {pw}",
    "bolú la clave nueva es {pw} q la cambié ayer xq se la sabía todo el mundo",
    "contraseña → {pw}",
    "la clave del ERP: {pw} al toque cambiala vos",
    "Maite dice q la contraseña del panel quedó {pw}",
    "compadre la clave del GPS del camión es {pw} po",
    "weón, la contraseña del portal de aduana: {pw}, cachai",
    "al tiro te mando la clave: {pw}",
    "la password del gestionale è {pw}, mi raccomando",
    "password del frantoio = {pw} non dirlo a nessuno",
    "Benedetta, la password nuova è: {pw}",
    "ya habibi kelmet el ser hiye {pw} w ma t2oul la 7ada",
    "el password taba3 el sistem: {pw}",
    "yalla 5od el password {pw} 3al laptop el jdid",
    "das Passwort ist {pw}, sag's keinem",
    "Kennwort für die Sternwarten-VM: {pw}",
    "Passwort -> {pw} (für den Kuppelrechner)",
    "login password / {pw}",
    "db_password => {pw}",
]

_SAID = [
    "{pw} — that's the admin password for the olive press PLC",
    "{pw}, esa es la clave del router de Barreal",
    "{pw} — das ist das Passwort vom Teleskop-Laptop",
    "type {pw}; that's the root password on the tours box",
    "{pw} è la password del conto, non dirlo",
    "{pw} hiye kelmet el ser taba3 el wifi",
    "what's the grafana password?\nMaite: {pw}",
    "¿cuál es la clave del ERP?\n— {pw}",
    "Ulrike: wie ist das Passwort für den Kuppelrechner?\nMaite: {pw}",
    "oye compadre cuál era la clave del portal?\nJonathan: {pw}",
    "password del gestionale?\n{pw}",
    "{pw} is what I set as the NAS password",
    "{pw} — la contraseña del mail de ventas, anotala",
]


def _word_digits(rng: random.Random) -> str:
    return f"{rng.choice(_OLIVES + _STARS).lower()}{rng.randrange(100, 10000)}"


_SET_FOR = [
    "{pw}, that's what I set for the router at the press",
    "puse {pw} pa'l router del depósito",
    "{pw}, das hab ich für den Sternwarten-Router gesetzt",
]

_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "user {u}, password {pw}",
    "usuario: {u} | contraseña: {pw}",
    "Benutzer {u}, Passwort {pw}",
    "utente {u} e la password è {pw}",
    "{u} / {pw}",
    "sign in as {u} with {pw}",
    "https://{u}:{pw}@{h}/admin",
    "postgres://{u}:{pw}@{h}:5432/almazara",
    "mysql://{u}:{pw}@{h}/tours",
    "smb://{u}:{pw}@{h}/planillas",
    "ftp://{u}:{pw}@{h}/exportaciones",
    "redis://default:{pw}@{h}:6379/0",
    "usuario {u} y la clave {pw} po",
    "el user es {u} w el password {pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | erp.tresvalles.lan |",
]

_CLI = [
    "$ sshpass -p '{pw}' ssh {u}@{h}",
    "mysql -u {u} -p'{pw}' -h {h} almazara",
    "redis-cli -h {h} -a '{pw}' ping",
    "docker login registry.tresvalles.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "curl -u {u}:{pw} https://{h}/api/lotes",
    "smbclient //{h}/planillas -U {u}%{pw}",
    "zip -P '{pw}' cosecha-2031.zip planilla.xlsx",
    "7z a -p'{pw}' balances.7z balances/",
    "openssl enc -aes-256-cbc -in lotes.csv -out lotes.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c exportaciones.csv",
    "ldapsearch -x -D cn={u},dc=tresvalles,dc=lan -w '{pw}' -H ldap://{h}",
    "sqlcmd -S {h} -U {u} -P '{pw}' -Q 'select 1'",
    "echo '{pw}' | sudo -S systemctl restart prensa",
    "printf '{pw}' | docker login -u {u} --password-stdin registry.tresvalles.lan",
    "mosquitto_pub -h {h} -u {u} -P '{pw}' -t prensa/temp -m 27",
    "ipmitool -I lanplus -H {h} -U {u} -P '{pw}' power status",
    "xfreerdp /v:{h} /u:{u} /p:'{pw}'",
    "lftp -u {u},'{pw}' {h}",
    "keytool -importcert -keystore tours.jks -storepass '{pw}' -file ca.crt",
    'psql "host={h} user={u} password={pw} dbname=tours"',
    "mongosh 'mongodb://{u}:{pw}@{h}:27017/cebollas'",
    "rabbitmqctl add_user {u} '{pw}'",
    "plink -ssh {u}@{h} -pw '{pw}'",
    "kinit {u} <<< '{pw}'",
    "sqlplus {u}/{pw}@{h}:1521/ERP",
    "hydra -l {u} -p '{pw}' ssh://{h}",
    "cqlsh {h} -u {u} -p '{pw}'",
    "restic -r sftp:{h}:/bk --password-command 'echo {pw}' snapshots",
    "mega-login {u}@cebollasjachal.example '{pw}'",
    "net use \\\\{h}\\planillas /user:TRESVALLES\\{u} {pw}",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/prensa",
    "twine upload -u {u} -p '{pw}' dist/*",
    "oc login https://{h}:6443 -u {u} -p '{pw}'",
    "echo \"ALTER USER {u} IDENTIFIED BY '{pw}';\" | sqlplus -s / as sysdba",
]

_CONFIG = [
    "DB_PASSWORD={pw}",
    "export SMTP_PASS='{pw}'",
    'POSTGRES_PASSWORD: "{pw}"',
    "[database]\nhost = {h}\nuser = {u}\npassword = {pw}",
    "spring.datasource.password={pw}",
    "  admin_password: '{pw}'",
    "define('DB_PASSWORD', '{pw}');",
    "{h}:5432:almazara:{u}:{pw}",
    '<add key="ErpPassword" value="{pw}" />',
    "MQTT_PASSWD={pw}  # broker de la prensa",
    'settings.json: {"mail": {"user": "ventas", "password": "{pw}"}}',
    "bindpw {pw}",
    "requirepass {pw}",
    "ssid,psk\nCebollas-Galpon,{pw}",
    "smtp_password,{pw}",
    'variable "erp_password" {\n  default = "{pw}"\n}',
    'masterauth "{pw}"',
    "KC_DB_PASSWORD={pw}",
    "mail.password: {pw}",
    "ansible_become_pass: !unsafe '{pw}'",
]


def _token_makers() -> list[tuple[str, Maker]]:
    return [
        ("GitHub token: {t}", _j("ghp_", (ALNUM, 36))),
        ("GH fine-grained PAT {t}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
        ("GITLAB_TOKEN={t}", _j("glpat-", (URLSAFE, 20))),
        ("slack bot: {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
        ("STRIPE_SECRET_KEY={t}", _j("sk_live_", (ALNUM, 99))),
        ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
        ("anthropic key {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
        ("openrouter: {t}", _j("sk-or-v1-", (HEX, 64))),
        ("aws_access_key_id = {t}", _j("AKIA", (UPPER + "234567", 16))),
        ("maps key {t}", _j("AIza", (URLSAFE, 35))),
        ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
        ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
        ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
        ("twilio api key SK: {t}", _j("SK", (HEX, 32))),
        ("bot de telegram del galpón: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
        ("PYPI token {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
        ("mailchimp: {t}", _j((HEX, 32), "-us21")),
        ("shopify admin token {t}", _j("shpat_", (HEX, 32))),
        ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
        ("linear: {t}", _j("lin_api_", (ALNUM, 40))),
        ("grafana service account token {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
        ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
        ("postman: {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
        ("tailscale auth key {t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
        ("supabase access token {t}", _j("sbp_", (HEX, 40))),
        ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
        ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
        ("perplexity {t}", _j("pplx-", (ALNUM, 48))),
        ("XAI_API_KEY={t}", _j("xai-", (ALNUM, 80))),
        ("brevo: {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
        ("NGC key {t}", _j("nvapi-", (URLSAFE, 64))),
        ("docker hub PAT {t}", _j("dckr_pat_", (URLSAFE, 27))),
        ("DATABRICKS_TOKEN={t}", _j("dapi", (HEX, 32))),
        ("PULUMI_ACCESS_TOKEN={t}", _j("pul-", (HEX, 40))),
        ("age key: {t}", _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58))),
    ]


_FRAMES = ["{c}", "Maite: {c}", "runbook prensa, paso 4: {c}", "che guardá esto: {c}",
           "[ticket 4471] {c}", "Ulrike: hier der Token {c}", "{c}  # no commitear"]  # fmt: skip


def _vendors(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _token_makers():
        secret = make(rng)
        text = rng.choice(_FRAMES).replace("{c}", template.replace("{t}", secret))
        out.append(Sample("vendor_token", text, secret))
    return out


_INVENTED = [
    ("OlivaTrack API key: {t}", _j((HEX, 40))),
    ("clave API de CebollaNet: {t}", v.uuid4),
    ("CieloBook key for prod: {t}", _j((ALNUM, 36))),
    ("Integrations › ZondaPay: {t}", _j("zp_live_", (ALNUM, 32))),
    ("Porkbun secret api key {t}", _j("sk1_", (HEX, 64))),
    ("Buildkite agent token = {t}", _j((HEX, 50))),
    ("Honeycomb API key: {t}", _j((ALNUM, 32))),
    ("bunny storage API key {t}", lambda g: v.uuid4(g) + "-" + _r(g, HEX, 4)),
    ("Scaleway secret key: {t}", lambda g: v.uuid4(g, "b")),
    ("Hookdeck integration broken, current key {t}", _j((ALNUM, 40))),
    ("SVIX_API_KEY={t}", _j("testsk_", (URLSAFE, 32))),
    ("chiave API di Zeabur: {t}", _j("sk-", (ALNUM, 32))),
    ("Tigris access key {t}", _j("tid_", (ALNUM, 40))),
    ("API-Schlüssel für Val Town: {t}", _j((HEX, 48))),
    ("la API key de OlivaTrack pa'l galpón es {t}", _j((HEX, 32))),
]


def _invented(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _INVENTED:
        secret = make(rng)
        out.append(Sample("vendor_named_key", template.replace("{t}", secret), secret))
    return out


_BARE = [
    "{t}",
    "acá está, solo lo muestra una vez:\n{t}",
    "el token es este {t} y vence en 90 días",
    "copied from the dashboard: {t}",
    "Ulrike: {t}",
    "token → {t}",
    "habibi hayda el token: {t}",
    "bearer {t}",
    "Authorization: Bearer {t}",
    "ese string {t} no lo pegues en el grupo",
]


def _bare(rng: random.Random) -> list[Sample]:
    makers = [_j((ALNUM, 44)), _j((URLSAFE, 32), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
              _j((ALNUM, 40)), _j((URLSAFE, 64))]  # fmt: skip
    return [
        Sample("bare_token", t.replace("{t}", s), s)
        for t in _BARE
        for s in [rng.choice(makers)(rng)]
    ]


_HEX_PLACES = [
    ("encryption key: {k}", 64),
    ("AES-256 key = {k}", 64),
    ("HMAC_SECRET={k}", 64),
    ("la clave de cifrado del backup es {k}", 64),
    ("SECRET_KEY_BASE={k}", 128),
    ("webhook signing secret {k}", 64),
    ("Schlüssel für die Kuppelsteuerung: {k}", 32),
    ("chiave di cifratura: {k}", 64),
    ("{k}", 64),
    ("master.key\n{k}", 32),
    ("APP_KEY={k}", 64),
    ("session secret → {k}", 48),
]


def _hexes(rng: random.Random) -> list[Sample]:
    out = []
    for template, n in _HEX_PLACES:
        key = _r(rng, HEX, n)
        out.append(Sample("hex_key", template.replace("{k}", key), key))
    return out


def _jwt(rng: random.Random) -> str:
    header = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    claims = {
        "sub": rng.choice(_USERS),
        "iss": rng.choice(["erp.tresvalles.lan", "tours.cielosbarreal.example"]),
        "iat": rng.randrange(1_900_000_000, 2_000_000_000),
        "jti": _r(rng, HEX, 16),
    }
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "jwt: {t}",
    "curl -H 'Authorization: Bearer {t}' https://erp.tresvalles.lan/api/lotes",
    "token de sesión del panel: {t}",
    "{t}",
    "el JWT q te pasé ayer {t} ya no sirve? probá este",
    "ACCESS_TOKEN={t}",
    'document.cookie = "session={t}"',
    "Ulrike: das Token ist {t}",
    "id_token={t}&state=ok",
]


def _jwts(rng: random.Random) -> list[Sample]:
    out = []
    for template in _JWT_PLACES:
        t = _jwt(rng)
        out.append(Sample("jwt", template.replace("{t}", t), t))
    return out


_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY",
              "ENCRYPTED PRIVATE KEY", "RSA PRIVATE KEY", "PRIVATE KEY",
              "OPENSSH PRIVATE KEY"]  # fmt: skip
_PEM_FRAMES = ["{k}", "key del servidor de la prensa:\n{k}", "cat ~/.ssh/id_tours\n{k}",
               "tls.key: |\n{k}", "der Schlüssel vom Kuppelrechner:\n{k}",
               "ecco la chiave privata\n{k}", "id_rsa de Jonathan\n{k}",
               "private_key = \"\"\"\n{k}\n\"\"\""]  # fmt: skip


def _pems(rng: random.Random) -> list[Sample]:
    out = []
    for kind, frame in zip(_PEM_KINDS, _PEM_FRAMES, strict=True):
        body = [_r(rng, B64, 64) for _ in range(rng.randrange(5, 10))] + [_r(rng, B64, 20) + "=="]
        block = f"-----BEGIN {kind}-----\n" + "\n".join(body) + f"\n-----END {kind}-----"
        out.append(Sample("pem_private_key", frame.replace("{k}", block), block))
    return out


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "french")}
_SEED_PLACES = [
    ("seed phrase: {s}", "english"),
    ("recovery words for the company wallet\n{s}", "english"),
    ("frase semilla de la billetera de exportaciones: {s}", "spanish"),
    ("las 12 palabras: {s}", "spanish"),
    ("Wiederherstellungsphrase: {s}", "english"),
    ("frase di recupero del wallet: {s}", "italian"),
    ("le parole sono {s}", "italian"),
    ("phrase de récupération (Haddad, Paris): {s}", "french"),
    ("{s}", "english"),
    ("hayde el seed taba3 el wallet: {s}", "english"),
    ('mnemonic = "{s}"', "english"),
    ("palabras del ledger, guardalas: {s}", "spanish"),
]


def _seeds(rng: random.Random) -> list[Sample]:
    out = []
    for template, lang in _SEED_PLACES:
        words = rng.choice([12, 24, 18])
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words]))
        phrase = str(_MNEMO[lang].to_mnemonic(entropy))
        out.append(Sample("seed_phrase", template.replace("{s}", phrase), phrase))
    return out


def _card_of(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PREFIXES = [("4", 16), ("51", 16), ("55", 16), ("2221", 16), ("37", 15), ("34", 15),
                  ("589657", 16), ("589562", 16), ("4", 16), ("6042", 16)]  # fmt: skip
_CARD_PLACES = [
    "tarjeta corporativa: {c}",
    "card number {c} exp 08/33",
    "la visa de la empresa es {c}",
    "pagá el flete con la {c} q es la de la cooperativa",
    "{c}",
    "Kreditkarte für die Teleskopzeit: {c}",
    "la carta del frantoio: {c}",
    "el numero taba3 el card {c}",
    "compadre, la tarjeta pa' cargar petróleo: {c}",
    "card: {c} / 11/34",
    "Cabal de la cuenta sueldo {c}",
    "billing card on file → {c}",
    "Naranja {c} vto 05/32",
    "charge it to {c}",
    "numero di carta {c}",
]


def _cards(rng: random.Random) -> list[Sample]:
    out = []
    for i, template in enumerate(_CARD_PLACES):
        prefix, length = _CARD_PREFIXES[i % len(_CARD_PREFIXES)]
        number = _card_of(rng, prefix, length)
        sep = rng.choice(["", " ", "-", " "])
        shown = v.grouped(number, sep, rng)
        out.append(Sample("card_number", template.replace("{c}", shown), shown))
    return out


_CVV_PLACES = [
    "security code on the back: {v}",
    "CVV {v}",
    "el código de seguridad atrás es {v}",
    "los tres números de atrás: {v}",
    "Prüfnummer {v}",
    "codice di sicurezza: {v}",
    "CVC: {v} (la amex de Tarek)",
    "the three digits on the back are {v}",
]


def _cvvs(rng: random.Random) -> list[Sample]:
    out = []
    for template in _CVV_PLACES:
        code = _r(rng, D, 4 if "amex" in template else 3)
        out.append(Sample("card_code", template.replace("{v}", code), code))
    return out


_IBAN_SHAPES = {"SC": "aaaa" + "n" * 20 + "aaa", "GI": "aaaa" + "c" * 15, "EG": "n" * 25,
                "BI": "n" * 23}  # fmt: skip
_IBAN_PLACES = [
    ("IBAN: {i}", "SC"),
    ("transfer to {i} (Haddad Seychelles account)", "SC"),
    ("la cuenta en el exterior es {i}", "SC"),
    ("IBAN {i}", "GI"),
    ("Gibraltar account → {i}", "GI"),
    ("mandale la plata al {i}", "GI"),
    ("el IBAN taba3 3ammo bi Masr: {i}", "EG"),
    ("{i}", "EG"),
    ("beneficiary IBAN | {i}", "EG"),
    ("IBAN für die Rechnung: {i}", "BI"),
    ("bonifico su {i}", "BI"),
    ("iban={i}", "BI"),
]


def _ibans(rng: random.Random) -> list[Sample]:
    out = []
    for template, country in _IBAN_PLACES:
        number = v.iban_shaped(rng, country, _IBAN_SHAPES)
        shown = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.replace("{i}", shown), shown))
    return out


def _cuit(rng: random.Random) -> str:
    number = v.until(
        rng, lambda g: g.choice(["20", "27", "30", "23"]) + _r(g, D, 9), ar_cuit.is_valid
    )
    return str(ar_cuit.format(number))


def _cbu(rng: random.Random) -> str:
    return v.until(rng, lambda g: _r(g, D, 22), ar_cbu.is_valid)


def _rut(rng: random.Random) -> str:
    number = v.until(rng, lambda g: str(g.randrange(5_000_000, 26_000_000)) + g.choice(D + "K"),
                     cl_rut.is_valid)  # fmt: skip
    return str(cl_rut.format(number))


def _iva(rng: random.Random) -> str:
    return v.until(rng, lambda g: _r(g, D, 10) + g.choice(D), it_iva.is_valid)


def _idnr(rng: random.Random) -> str:
    return v.until(rng, lambda g: str(g.randrange(1, 10)) + _r(g, D, 10), de_idnr.is_valid)


_ID_PLACES: list[tuple[str, Callable[[random.Random], str]]] = [
    ("CUIT: {n}", _cuit),
    ("el CUIT de Nazira es {n}", _cuit),
    ("mi cuit {n} pa' la factura", _cuit),
    ("CBU {n}", _cbu),
    ("pasame a este CBU: {n}", _cbu),
    ("CBU de la almazara → {n}", _cbu),
    ("RUT: {n}", _rut),
    ("mi RUT es {n} po, pa' la guía de despacho", _rut),
    ("RUT del chofer {n}", _rut),
    ("partita IVA {n}", _iva),
    ("la partita IVA del frantoio è {n}", _iva),
    ("P.IVA: {n}", _iva),
    ("Steuer-IdNr {n}", _idnr),
    ("meine Steuer-ID ist {n}", _idnr),
    ("Identifikationsnummer: {n}", _idnr),
]


def _ids(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _ID_PLACES:
        number = make(rng)
        out.append(Sample("national_id", template.replace("{n}", number), number))
    return out


_TOTP_PLACES = [
    "otpauth://totp/TresValles:{u}?secret={s}&issuer=TresValles",
    "2FA setup key: {s}",
    "TOTP secret {s}",
    "clave de configuración manual del 2FA: {s}",
    "if the QR code won't scan, enter {s}",
    "2FA-Schlüssel für den Kuppelrechner: {s}",
    "chiave 2FA {s}",
    "el secret del authenticator: {s}",
    'totp_seed = "{s}"',
    "manual key (Grafana 2FA): {s}",
]


def _totps(rng: random.Random) -> list[Sample]:
    out = []
    for i, template in enumerate(_TOTP_PLACES):
        spaced = i in (3, 7)
        s = v.totp_secret(rng, spaced)
        text = template.replace("{u}", rng.choice(_USERS)).replace("{s}", s)
        out.append(Sample("totp_secret", text, s))
    return out


_OTP_PLACES = [
    "Tu código de verificación es {c}",
    "{c} is your Cielos de Barreal verification code",
    "Use {c} to sign in",
    "código: {c}, no lo compartas",
    "Ihr Bestätigungscode lautet {c}",
    "il codice di verifica è {c}",
    "el code elli wasalni {c} habibi",
    "verification code: {c}",
    "one-time code {c} (valid 10 min)",
    "compadre me llegó el código {c} pa' la aduana, pásalo al tiro",
    "che pasame el código q te llegó\n— {c}",
    "login code: {c}",
    "Sicherheitscode: {c}",
    "Banco: tu clave token es {c}",
    "OTP {c}",
]


def _otps(rng: random.Random) -> list[Sample]:
    out = []
    for i, template in enumerate(_OTP_PLACES):
        raw = _r(rng, D, 6)
        code = f"{raw[:3]} {raw[3:]}" if i in (2, 8) else raw
        out.append(Sample("one_time_code", template.replace("{c}", code), code))
    return out


_BACKUP_PLACES = [
    ("2FA backup codes:\n{l}", "\n"),
    ("códigos de recuperación de la cuenta de Google: {l}", ", "),
    ("códigos de backup del mail de ventas\n{l}", "\n"),
    ("Notfallcodes fürs Microsoft-Konto: {l}", " "),
    ("codici di backup: {l}", ", "),
    ("recovery codes (GitHub, tours-admin)\n{l}", "\n"),
    ("el backup codes taba3 el instagram: {l}", " "),
    ("Backup-Codes\n{l}", "\n"),
    ("backup codes for the AWS root: {l}", "; "),
    ("códigos de respaldo del Mercado: {l}", " | "),
]


def _backups(rng: random.Random) -> list[Sample]:
    out = []
    for i, (template, sep) in enumerate(_BACKUP_PLACES):
        codes = v.backup_codes(rng, rng.randrange(8, 11), i % 4)
        out.append(Sample("backup_codes", template.replace("{l}", sep.join(codes)), codes[3]))
    return out


_WIFI = [
    "WIFI:T:WPA;S:Almazara-Invitados;P:{pw};;",
    "wifi: Cielos Barreal Domo / {pw}",
    "la clave del wifi de la prensa es {pw}",
    "red Galpon Cebollas 5G, clave {pw}",
    "WLAN-Passwort Sternwarte: {pw}",
    "la password del wifi è {pw}",
    "el wifi password {pw} habibi",
    "network: Oficina Tres Valles 2.4 key {pw}",
    'wpa_passphrase="{pw}"',
    "psk={pw}",
    "wifi Casa Haddad / {pw}",
    "cuál es la clave del wifi?\nRodrigo: {pw}",
    "{pw} — esa es la del wifi del domo",
    "compadre el wifi del parador: {pw} po",
    "SSID ObservatorioTours\npassword {pw}",
]

_PINS = [
    "PIN de la tarjeta: {pw}",
    "el código del portón es {pw}#",
    "alarm code {pw}",
    "Tresor-PIN: {pw}",
    "il codice del cancello è {pw}",
    "el pin taba3 el card {pw}",
    "door code for the dome → {pw}",
    "candado del galpón: {pw}",
    "PIN del celu de la empresa {pw}",
    "compadre la clave del candado del camión es {pw} po",
    "keypad: {pw}",
    "SIM-PIN {pw}",
    "la clave de la alarma de la almazara {pw}, no la anotés",
    "the safe combo is {pw}",
    "Kuppeltür-Code {pw}",
]


def _pin(rng: random.Random) -> str:
    return _r(rng, D, rng.choice([4, 4, 5, 6]))


_PHRASE_WORDS = ["aceituna", "molino", "cebolla", "zonda", "cometa", "cuesta", "tamarisco",
                 "retama", "algarrobo", "cardón", "nebulosa", "guanaco", "jarilla", "acequia",
                 "vendimia", "pircas"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "frase de paso del vault: {pw}",
    "Passphrase für den Schlüssel: {pw}",
    "la passphrase è {pw}",
    'BORG_PASSPHRASE="{pw}"',
    "passphrase = {pw}",
]


def _phrase(rng: random.Random) -> str:
    return " ".join(rng.sample(_PHRASE_WORDS, 4))


def _spelled(rng: random.Random) -> list[Sample]:
    out = []
    t = _r(rng, ALNUM, 24)
    sp = " ".join(t[i : i + 4] for i in range(0, 24, 4))
    out.append(Sample("spelled_token", f"te lo dicto en grupos: {sp}", sp))
    t = "ghp_" + _r(rng, ALNUM, 36)
    sp = " ".join(t)
    out.append(Sample("spelled_token", f"token letra por letra: {sp}", sp))
    t = _r(rng, ALNUM, 20)
    sp = " - ".join(t[i : i + 5] for i in range(0, 20, 5))
    out.append(Sample("spelled_token", f"Key vom Telefon abgeschrieben: {sp}", sp))
    t = _r(rng, ALNUM, 18)
    sp = "·".join(t[i : i + 3] for i in range(0, 18, 3))
    out.append(Sample("spelled_token", f"API key per voice note: {sp}", sp))
    w, n = rng.choice(_OLIVES).lower(), str(rng.randrange(100, 1000))
    out.append(Sample("spelled_password", f"Das Passwort ist das Wort {w}, dann {n}", w))
    w, n = rng.choice(_ONIONS).lower(), str(rng.randrange(100, 1000))
    out.append(Sample("spelled_password", f"la contraseña es la palabra {w} seguida de {n}", w))
    w = rng.choice(_STARS)
    n = str(rng.randrange(100, 1000))
    out.append(
        Sample("spelled_password", f"the password is {w}{n}: {w} with a capital and {n}", w + n)
    )
    return out


_PLAN: list[Callable[[random.Random], list[Sample]]] = [
    lambda g: _fill(g, "password_label", _LABELLED, 43, _pw),
    lambda g: _fill(g, "password_said", _SAID, 20, _pw),
    lambda g: _fill(g, "password_set_for", _SET_FOR, 3, _word_digits),
    lambda g: _fill(g, "login_pair", _LOGINS, 30, _plain_pw),
    lambda g: _fill(g, "cli_password", _CLI, 40, _plain_pw),
    lambda g: _fill(g, "config_password", _CONFIG, 24, _plain_pw),
    _vendors,
    _invented,
    _bare,
    _hexes,
    _jwts,
    _pems,
    _seeds,
    _cards,
    _cvvs,
    _ibans,
    _ids,
    _totps,
    _otps,
    _backups,
    lambda g: _fill(g, "wifi_key", _WIFI, 15, _plain_pw),
    lambda g: _fill(g, "pin_code", _PINS, 15, _pin),
    lambda g: _fill(g, "passphrase", _PHRASES, 6, _phrase),
    _spelled,
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family in _PLAN:
        out += family(rng)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contraseña del ERP es", "{s}", _pw),
    ("split_password", "Password:", "{s}\nrotated monthly", _pw),
    ("split_password", "das Passwort für die Kuppel ist", "{s} (sag's keinem)", _pw),
    ("split_password", "la password del gestionale è", "{s}", _pw),
    ("split_password", "kelmet el ser hiye", "{s} ya habibi", _pw),
    ("split_password", "compadre la clave del portal es", "{s} po", _pw),
    ("split_password", "admin pass for the press PLC ->", "{s}", _plain_pw),
    ("split_password", "Kennwort:", "{s}", _plain_pw),
    ("split_password", "contraseña del wifi del domo", "{s}. gracias!", _plain_pw),
    ("split_password", "DB_PASSWORD=", "{s}", _plain_pw),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "la API key de OlivaTrack es", "{s}", _j((HEX, 40))),
    ("split_token", "Bearer", "{s}", _j((URLSAFE, 48))),
    ("split_token", "OPENAI_API_KEY=", "{s}", _j("sk-proj-", (URLSAFE, 64))),
    ("split_pin", "el código del portón es", "{s}#", lambda g: _r(g, D, 5)),
    ("split_pin", "Tresor-PIN", "{s}", lambda g: _r(g, D, 4)),
    ("split_code", "Tu código de verificación es", "{s}", lambda g: _r(g, D, 6)),
    ("split_totp", "2FA setup key:", "{s}", lambda g: _r(g, BASE32, 32)),
    ("split_card", "tarjeta corporativa:", "{s} vto 09/33", lambda g: _card_of(g, "4", 16)),
    ("split_hex", "encryption key:", "{s}", lambda g: _r(g, HEX, 64)),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ('{"prensa": {"url": "https://prensa.almazara-evaristo.example", "admin_password": "{s}"}}',
     "meta_password", _plain_pw),
    ('{"contraseña": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "ubrenner", "Passwort": "{s}"}}', "meta_password", _plain_pw),
    ('{"devices": [{"name": "balanza-1"}, {"name": "balanza-2", "web_pass": "{s}"}]}',
     "meta_password", _plain_pw),
    ('{"gestionale": {"utente": "bellandi", "password": "{s}"}}', "meta_password", _plain_pw),
    ('{"wifi": {"ssid": "Cielos Barreal Domo", "psk": "{s}"}}', "meta_wifi", _plain_pw),
    ('{"github_token": "{s}"}', "meta_token", _j("ghp_", (ALNUM, 36))),
    ('{"integrations": {"olivatrack": {"api_key": "{s}"}}}', "meta_token", _j((HEX, 40))),
    ('{"env": {"STRIPE_SECRET_KEY": "{s}"}}', "meta_token", _j("sk_live_", (ALNUM, 40))),
    ('{"auth": {"bearer": "{s}"}}', "meta_token", _j((URLSAFE, 48))),
    ('{"alarma": {"codigo": "{s}"}}', "meta_pin", lambda g: _r(g, D, 5)),
    ('{"door_pin": "{s}"}', "meta_pin", lambda g: _r(g, D, 4)),
    ('{"2fa": {"totp_secret": "{s}"}}', "meta_totp", lambda g: _r(g, BASE32, 32)),
    ('{"cuit": "{s}"}', "meta_id", _cuit),
    ('{"proveedor": {"cbu": "{s}"}}', "meta_id", _cbu),
    ('{"chofer": {"rut": "{s}"}}', "meta_id", _rut),
    ('{"pago": {"iban": "{s}"}}', "meta_iban",
     lambda g: v.iban_shaped(g, "GI", _IBAN_SHAPES)),
    ('{"wallet": {"seed_phrase": "{s}"}}', "meta_seed",
     lambda g: str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))),
    ('{"tarjeta": {"numero": "{s}", "titular": "Tres Valles"}}', "meta_card",
     lambda g: _card_of(g, "51", 16)),
    ('{"encryption_key": "{s}"}', "meta_hex", lambda g: _r(g, HEX, 64)),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"almazara-scale-2.4.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"domo-controller-fw-3.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"tours: add moon phase column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"export: fix onion grade mapping", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_2031-05-12.csv", usedforsecurity=False).hexdigest()

# Innocent text that looks like secrets or talks about them: nothing in it may be scrubbed.
CLEAN = [
    "the ERP password policy asks for 12 characters, one digit and one symbol",
    "la contraseña del ERP vence cada 90 días, cambiala desde el perfil",
    f"sha256 of almazara-scale-2.4.1-py3-none-any.whl: {_WHEEL_SUM}",
    f"checksum del firmware del domo (domo-controller-fw-3.2.0.bin): {_FIRMWARE_SUM}",
    f"fixed in commit {_COMMIT}",
    f"revert {_SHORT} before the export run",
    f"md5 cosecha_2031-05-12.csv = {_MD5}",
    "pedido #OC-2031-04417 de 240 bolsas de cebolla Valenciana",
    "tracking del contenedor: MSKU 482 913 7",
    "the tour on 2031-11-14 starts at 21:30, meeting point Av. Roca 1180",
    "CP 5417 Pocito, San Juan",
    "tel. oficina +54 264 400-1187",
    "precio del aceite extra virgen: $ 18.450 el bidón de 5 l",
    "tarjeta terminada en **** **** **** 4417",
    "IBAN: SC** **** **** ****** (ver planilla)",
    "Password reset link expires in 30 minutes.",
    "olvidaste la contraseña? pedile a Maite q te la resetee",
    "che, el PIN de la tarjeta no lo tengo, preguntale a Nazira",
    "compadre, el código de la aduana todavía no me llega po",
    "la password del gestionale la sa solo Benedetta, chiedila a lei",
    "kelmet el ser? ma ba3rifa, is2al Tarek",
    "das Passwort für den Kuppelrechner steht im Passwortmanager, nicht hier",
    "version 4.12.3 of the booking app is live",
    "Kubernetes 1.31.2 upgrade on the tours cluster scheduled for Friday",
    "product code OLV-ARB-500-EV for the 500 ml Arbequina bottle",
    "SKU CEB-VAL-25KG-A",
    "coordinates of the dome: -31.7990, -69.2972",
    "Paso de Agua Negra reopens 2031-12-01, trucks from 8 to 17 h",
    "the 2FA is mandatory for all ERP accounts from next week",
    "los códigos de respaldo se generan en Seguridad › 2FA, guardalos en papel",
    "Wir brauchen eine neue Passphrase-Regel: mindestens vier Wörter.",
    "the API key field is required when you enable OlivaTrack",
    "Ticket 4471: the Grafana password reset did not send the email",
    "la clave del wifi la cambiamos el lunes, te aviso cuál queda",
    "Seed phrases are never typed into a computer; write them on paper.",
    "el código postal de Barreal es J5405",
    "invoice FC-A-0004-00018832, total USD 12,480.00",
    "CUIT de la empresa: ver la constancia en el drive",
    "la factura del flete vence el 15/08, nro 0003-00004471",
    "the card was declined, error code 05",
    "Lote 2031-PIC-117, acidez 0,3 %, peróxidos 8,2 meq",
    "error 0x80070005 al montar la unidad de planillas",
    "uuid del pedido en el log: pedido-2031-04417-bis",
    "TOTP codes refresh every 30 seconds, that's why the old one failed",
    "the door code changes every month; ask security for this month's",
    "il codice del cancello lo cambiamo domani",
    "ya habibi el code ba3do ma wasal, estana shway",
    "the Zonda wind knocked out the router at 16:40",
    "token budget for the assistant: 8000 tokens per call",
    "la carga sale el 22/07 en el camión patente AB 123 CD",
    "Ulrike: das Teleskop hat 16 Zoll Öffnung, f/8",
    "Meade LX200 firmware 4.2g, mount serial 0047",
    "onion grade 60-70 mm, 25 kg bags, 1,120 bags per container",
    "visit the site at https://cielosbarreal.example/tours?fecha=2031-11-14",
    "PIN codes are four to six digits long.",
    "The secret to good oil is picking before the first frost.",
    "la palabra clave del tour es 'Andrómeda' para el grupo de las 22",
    "passphrase rules: four random words, no names",
    "build 2031.05.12-rc3 passed all 412 tests",
    "ssh fingerprint SHA256 shown on first connect, check it with Maite",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars min", "rotation_days": 90},
    {"pedido": "OC-2031-04417", "bolsas": 240, "variedad": "Valenciana"},
    {"sha256": _WHEEL_SUM, "file": "almazara-scale-2.4.1-py3-none-any.whl"},
    {"commit": _COMMIT, "branch": "main"},
    {"auth": {"method": "oauth", "provider": "google"}},
    {"creds": {"username": "deploy-bot", "host": "erp.tresvalles.lan"}},
    {"tarjeta": "**** 4417", "estado": "rechazada"},
    {"tour": {"fecha": "2031-11-14", "hora": "21:30", "cupos": 18}},
    {"coords": {"lat": -31.799, "lon": -69.2972}, "domo": "Barreal"},
    {"version": "4.12.3", "token_count": 512, "pin_pad": "ok"},
]
