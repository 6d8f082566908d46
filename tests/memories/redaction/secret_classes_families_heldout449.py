# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-forty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-fifth's
docstring, the fifth to four hundred and forty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (446, 447, 448), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (449_270_516), password words (a folk
instrument, a dance, a tree or a gin part with a number and a sign, `BomboMistol47!`; dot-joined
words with a year, `quebracho.fardo.tolva.2033`; leet `Ch4c4r3r4#58`; a person and a town,
`Sixto@Salavina1979`; a bale and its weight, `Fardo220kg$3`; random runs).

The fictional company is Algodonera Río Dulce Sapukai S.A. of Santiago del Estero, Argentina:
Desmotadora La Chacra Blanca (an invented cotton gin near Quimilí), the ticket office of the
Festival Sacha Violín (an invented chacarera festival in La Banda) and Hotel Termal Yaku Rupaj
(an invented thermal-baths hotel in Termas de Río Hondo). Staff and neighbours: Ramiro "Chango"
Ledesma (IT), Nélida Juárez (gin shift boss, Santiagueño Spanish), Don Sixto Paz (night guard,
Quichua), Derlis Benítez (a Paraguayan press operator, Guarani and jopara), the Habib family
(Jorge, Nadia and Samir, Syrian-Lebanese fabric merchants, Arabizi) and Nonna Carmela Rizzo (an
Italian grandmother in Termas). Every company, person, address, domain (`riodulce.lan`,
`chacrablanca.lan`, `sachaviolin.example`, `yakurupaj.example`, `habibtelas.example`), account and
number is invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks,
shell history, config and env files, URLs, voice-note transcripts, SMS and requests to the
assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, a tab, `es`, `ha'e`, `kan`,
`huwe`, `è`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 445, grep -l): none for `Salavina`, `Añatuya`, `Frías`, `tesoro`,
`ha'e`, `Passline`, `Tuentrada`; one to four for `Quimil`, `desmotadora`, `chacarera`, `legüero`,
`Mishqui`, `Loreto`, `Termas de R`, `Santiago del Estero`, `Imaynalla`, `habibi`, `t2ol`,
`Whish`, `Bancard`, `Rapipago`, `Cuenta DNI`, `Personal Pay`; five to twenty-six for `ñaño`,
`nonna`, `jopara`, `Ualá`, `Tenpo`, `Tiendanube`, `Andreani`, `ar.dni`, `py.ruc`, `ar.cbu`,
`it.codicefiscale`, `Holy See`, `Arabizi`, `Guarani`; above that for `Quechua`, `ar.cuit`,
`it.iva`, `Cabal`, `Naranja`, and the IBAN countries Lebanon, Italy and Nicaragua.
Languages: about half English, config or shell; the rest in the Spanish of Santiago del Estero as
texted (voseo, `ñaño`, `chango`, `vo'`, `sabé`, `ahicito`, `mirá`, `nomá`, `q`, `xq`),
Santiagueño Quichua with Spanish loans (`ñuqa`, `kay`, `kan`, `ama pimanpas willankichu`,
`punku`, `yaykunapaq`), the Guarani of a Paraguayan worker in jopara (`che`, `ha'e`, `ani
eremi avavépe`, `nde`, `ndaikatúi`), the Syrian-Lebanese Arabic of a merchant family in Arabizi
(`el password taba3 el ma7al huwe`, `la t2ol la 7ada`, `yalla`, `habibi`) and the Italian of a
grandmother (`tesoro`, `la password è`, `non dirla a nessuno`, `un bacione`). The Santiagueño
texting, every Quichua word, the Guarani and the Arabizi spellings are my guesses; the Quichua is
the least sure.
Vendors: the invented FardoTrack, TermaPay, BoletoSur and DesmoteNet, plus Mercado Pago, Ualá,
Passline, Tuentrada, Bancard, Whish, Satispay and Andreani under the words around their keys or
codes, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging
Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman,
Vault, Tailscale, Doppler, Figma, Mailgun, Brevo, NVIDIA, Docker Hub, Groq, Replicate,
Perplexity, xAI, Databricks, Supabase, Notion, Sentry, New Relic, Atlassian, Netlify, Heroku,
Contentful, RubyGems and age shapes. Ids: Argentina's CUIT and CUIL, CBU and DNI, Paraguay's RUC,
Italy's codice fiscale and partita IVA, each drawn until its `stdnum` module validates it
(`ar.dni` checks the format only; Lebanon and Syria have no module, so no id of theirs is
planted). IBANs of Lebanon, Italy, the Holy See and Nicaragua, checked with `stdnum.iban`; seed
phrases from `mnemonic`'s English, Spanish and Italian lists, each checked with `Mnemonic.check`;
cards pass Luhn (Visa, Mastercard, Amex, Naranja, Cabal, Diners and Maestro prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.py import ruc as py_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 449_270_516
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker
# A draw: the template's fields; "pw" is the secret unless a "secret" field is given.
Draw = Callable[[random.Random], dict[str, str]]


def _take(rng: random.Random, cls: str, templates: list[str], n: int, draw: Draw) -> list[Sample]:
    out = []
    for template in v.cycle(rng, templates, n):
        fields = draw(rng)
        text = template
        for name, value in fields.items():
            text = text.replace("{" + name + "}", value)
        secret = fields.get("secret", fields["pw"])
        if "⟦" in text:  # the secret is the span the template marks (a spelled-out password)
            secret = text[text.index("⟦") + 1 : text.index("⟧")]
            text = text.replace("⟦", "").replace("⟧", "")
        out.append(Sample(cls, text, secret))
    return out


def _one(make: Maker) -> Draw:
    return lambda g: {"pw": make(g)}


_INSTR = ["Bombo", "Violin", "Guitarra", "Charango", "Quena", "Legüero", "Sacha", "Arpa"]
_DANCE = ["Chacarera", "Zamba", "Gato", "Escondido", "Vidala", "Malambo", "Remedio", "Bailecito"]
_TREES = ["Mistol", "Quebracho", "Algarrobo", "Chañar", "Tusca", "Itin", "Palosanto", "Brea"]
_GIN = ["Fardo", "Desmote", "Prensa", "Semilla", "Fibra", "Tolva", "Cardina", "Capullo"]
_TOWNS = ["Salavina", "Loreto", "Quimili", "Añatuya", "Frias", "Sumampa", "Atamisqui", "Ojo"]
_NAMES = ["Sixto", "Nelida", "Ramiro", "Derlis", "Samir", "Nadia", "Carmela", "Jorge", "Lidia"]
_SYM = "!#$%&*?@+=~"
_LEET = ["Ch4c4r3r4", "B0mb0", "M1st0l", "F4rd0", "Z4mb4", "T3rm4s", "V1d4l4", "Qu3br4ch0"]


def _dotted_words(g: random.Random) -> str:
    words = [w.lower() for w in g.sample(_TREES + _GIN, 3)]
    return ".".join([*words, str(g.randrange(1990, 2040))])


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_INSTR)}{g.choice(_TREES)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    _dotted_words,
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYM)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_TOWNS)}{g.randrange(1950, 2010)}",
    lambda g: f"Fardo{g.choice([180, 200, 220, 227, 240])}kg{g.choice(_SYM)}{g.randrange(1, 10)}",
    lambda g: _r(g, ALNUM + "!$%&?", 16),
    lambda g: f"{g.choice(_DANCE)}{g.choice(_GIN)}{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: _r(g, ALNUM, 13),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_LABELLED = [
    "Ramiro: the root password on gin-srv01.chacrablanca.lan is {pw}",
    "WhatsApp, Nélida: the bale press HMI password → {pw}",
    "ticket #2207: Siemens KTP700 panel at the gin, password: {pw}",
    "note to self: hotel PMS admin password = {pw}",
    "runbook step 3: log into the boiler controller, password -> {pw}",
    "the Sacha Violín box-office laptop password is {pw}",
    "Hotel Yaku Rupaj spa booking console | password | {pw}",
    "the password for the thermal-pool dosing pump UI:\n{pw}",
    "What's the password for the weighbridge PC?\nIt's {pw}",
    "{pw} — that's the password for the ginning-room camera NVR",
    "type {pw}; that's the admin password of the festival's Wi-Fi controller",
    "dictated: the cotton-lab moisture meter password is {pw} full stop",
    "PASSWORD\t{pw}",
    "after the reset the Ruckus admin password became {pw}",
    "password changed to {pw} on the hotel's Opera PMS, tell reception",
    "Please remember: my Banco de Santiago del Estero home-banking password is {pw}",
    "gin scale Mettler password => {pw}",
    "Jira DES-118: the ProMinent pool-chemistry controller password `{pw}` is on the cabinet",
    "email from Ramiro\n\nHi all, the new password for the shared mailbox is {pw}\n\nR.",
    "Q: password of the ticket printer?\nA: {pw}",
    "che ñaño, la contraseña de la compu de la balanza es {pw}, no se la pasés a nadie",
    "mirá chango, la clave del wifi no, la contraseña del servidor: {pw}",
    "Nélida: contraseña del sistema de fardos → {pw} nomá",
    "vo' sabé la contraseña de la boletería? es {pw}",
    "la contraseña nueva del mail es {pw} ahicito la cambié",
    "contraseña de la caja del festival: {pw} xq la otra la vio todo el mundo",
    "q contraseña le pusiste al PMS? -> {pw}",
    "ñuqapa contraseñay kan {pw}, ama pimanpas willankichu",
    "Don Sixto: desmotadorapa computadoranpa contraseñan {pw} kan",
    "kay contraseña punku yaykunapaq: {pw}",
    "imaynalla Ramiro, servidorpa contraseñan: {pw}",
    "che contraseña ha'e {pw}, ani eremi avavépe",
    "Derlis: la prensa computadora contraseña ha'e {pw} nde",
    "ko'ápe la contraseña pyahu: {pw}",
    "ndaikatúi aike, che password ha'e {pw} piko?",
    "el password taba3 el ma7al huwe {pw}, la t2ol la 7ada",
    "Nadia: habibi el password jdid lal computer: {pw}",
    "Samir: password el bank app tab3i {pw} yalla",
    "3amo Jorge, shu el password? huwe {pw}",
    "tesoro, la password del computer è {pw}, non dirla a nessuno",
    "Nonna Carmela: la password della posta è {pw} un bacione",
    "la mia password della banca: {pw}, scrivila tu che io non ci vedo",
    "password: {pw}",
    "pass={pw}",
    "pwd: {pw}",
    "admin password for riodulce-nas: {pw}",
    "voice note: ok so the password for the pool heat pump is {pw}, got it?",
    "Hey assistant, save this: Yaku Rupaj booking engine password {pw}",
]  # fmt: skip

_USERS = ["rledesma", "njuarez", "spaz", "dbenitez", "nhabib", "samir.h", "crizzo", "admin", "root"]
_HOSTS = ["gin-srv01.chacrablanca.lan", "db.riodulce.lan", "pms.yakurupaj.example",
          "tickets.sachaviolin.example", "nas.riodulce.lan"]  # fmt: skip
_LOGIN = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "sign in to the PMS as {u} with {pw}",
    "{u} / {pw}",
    "u={u} p={pw}",
    "postgres://{u}:{pw}@{h}:5432/fardos",
    "mysql://{u}:{pw}@{h}/boleteria",
    "https://{u}:{pw}@{h}/admin",
    "$ mysql -u {u} -p{pw} boleteria",
    "$ sshpass -p '{pw}' ssh {u}@{h}",
    "$ redis-cli -h {h} -a {pw}",
    "$ docker login registry.riodulce.lan -u {u} -p {pw}",
    "$ curl -u {u}:{pw} https://{h}/api/fardos",
    "$ echo '{pw}' | sudo -S systemctl restart pms",
    "$ psql postgresql://{u}:{pw}@{h}/hotel",
    "$ sqlcmd -S {h} -U {u} -P {pw}",
    "$ lftp -u {u},{pw} ftp.riodulce.lan",
    "$ zip -P {pw} liquidaciones.zip *.pdf",
    "$ 7z a -p{pw} backup-fardos.7z dump.sql",
    "$ openssl enc -aes-256-cbc -in nomina.csv -out nomina.enc -pass pass:{pw}",
    "$ htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "$ mosquitto_pub -h {h} -u {u} -P {pw} -t gin/press -m on",
    "$ ldapsearch -x -D cn={u},dc=riodulce,dc=lan -w {pw}",
    "$ smbclient //nas/fardos -U {u}%{pw}",
    "$ xfreerdp /v:{h} /u:{u} /p:{pw}",
    "DB_PASSWORD={pw}",
    "export PGPASSWORD={pw}",
    "MYSQL_ROOT_PASSWORD: {pw}",
    "spring.datasource.password={pw}",
    "[smtp]\nuser = {u}\npassword = {pw}",
    "database:\n  user: {u}\n  password: \"{pw}\"",
    "define('DB_PASSWORD', '{pw}');",
    "ALTER USER {u} IDENTIFIED BY '{pw}';",
    "{h}:5432:fardos:{u}:{pw}",
    "usuario: {u}, contraseña: {pw}",
    "user {u} y clave {pw} pa' entrar al sistema de la desmotadora",
    "Derlis: usuario {u} contraseña ha'e {pw}",
    "Samir: el user {u} w el password {pw}",
    "nonna: utente {u}, password {pw}",
    "{u}@riodulce.lan:{pw}",
]  # fmt: skip


def _login_draw(g: random.Random) -> dict[str, str]:
    return {"pw": _plain_pw(g), "u": g.choice(_USERS), "h": g.choice(_HOSTS)}


def _b64(g: random.Random, n: int) -> str:
    return _r(g, ALNUM + "+/", n)


_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GitHub token: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={pw}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot token {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe key: {pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("ANTHROPIC_API_KEY=\"{pw}\"", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("openrouter: {pw}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {pw}", _j((ALNUM + "/+", 40))),
    ("maps key AIza for the hotel site: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key {pw}", _j("SK", (HEX, 32))),
    ("telegram bot of the festival: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {pw}  # pypi", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("shopify admin token {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("linear: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("postman key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("tailscale up --authkey {pw}", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 32))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("figma token {pw}", _j("figd_", (URLSAFE, 40))),
    ("mailgun key {pw}", _j("key-", (HEX, 32))),
    ("brevo: {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub PAT {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("perplexity {pw}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
    ("databricks token {pw}", _j("dapi", (HEX, 32))),
    ("supabase access token {pw}", _j("sbp_", (HEX, 40))),
    ("NOTION_TOKEN={pw}", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 60))),
    ("new relic user key {pw}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("atlassian api token {pw}", _j("ATATT3xFfGF0", (URLSAFE, 180))),
    ("NETLIFY_AUTH_TOKEN={pw}", _j("nfp_", (ALNUM, 36))),
    ("HEROKU_API_KEY={pw}", _j("HRKU-", (URLSAFE, 60))),
    ("contentful CMA token {pw}", _j("CFPAT-", (URLSAFE, 43))),
    ("gem credentials: {pw}", _j("rubygems_", (HEX, 48))),
    ("age key: {pw}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
    ("FardoTrack API key: {pw}", _j((HEX, 40))),
    ("TermaPay api_key={pw}", _j("tp_live_", (ALNUM, 32))),
    ("clave de API de BoletoSur: {pw}", lambda g: v.uuid4(g, "b")),
    ("DesmoteNet integration broken, current key {pw}", _j((HEX, 32))),
    ("Mercado Pago access token: {pw}",
     _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ("Integraciones › Ualá: {pw}", _j((ALNUM, 40))),
    ("Passline API key {pw}", _j((HEX, 48))),
    ("token de Tuentrada = {pw}", _j((ALNUM, 36))),
    ("Bancard private key → {pw}", _j((ALNUM, 40))),
    ("Samir: el API key taba3 Whish huwe {pw}", _j((HEX, 32))),
    ("nonna, la chiave API di Satispay è {pw}", _j((URLSAFE, 44))),
    ("Andreani api key: {pw}", lambda g: v.uuid4(g, "8")),
]  # fmt: skip


def _vendor_samples(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDOR_MAKERS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", secret), secret))
    return out


_BARE = [
    "{pw}",
    "here is the thing you asked for: {pw}",
    "session cookie copied from the hotel PMS: {pw}",
    "use this for the import job {pw} and delete it after",
    "FARDOTRACK_WEBHOOK_SECRET={pw}",
    "signing secret → {pw}",
    "token {pw}",
    "Authorization: Bearer {pw}",
    "x-api-key: {pw}",
    "mandame el token: {pw}",
]
_HEXKEY = [
    "ENCRYPTION_KEY={pw}",
    "aes key for the ticket QR codes: {pw}",
    "hmac secret {pw}",
    "{pw}",
    "master key (hex): {pw}",
    "config/master.key\n{pw}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url(
        {"sub": str(g.randrange(10**5, 10**6)), "iss": "pms.yakurupaj.example",
         "exp": g.randrange(1_900_000_000, 2_000_000_000)}
    )  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWT = [
    "Authorization: Bearer {pw}",
    "jwt for the PMS api: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://pms.yakurupaj.example/api/rooms",
    "{pw}",
    "el token del login de boletería: {pw}",
]

_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]


def _pem(g: random.Random) -> str:
    kind = g.choice(_PEM_KINDS)
    lead = "b3BlbnNzaC1rZXktdjEAAAAA" if "OPENSSH" in kind else "MII"
    body = lead + _b64(g, 64 * 6 - len(lead))
    lines = [body[i : i + 64] for i in range(0, len(body), 64)] + [_b64(g, 40) + "=="]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEM = [
    "deploy key for gin-srv01:\n{pw}",
    "{pw}",
    "Ramiro pasó la llave:\n{pw}\nguardala en el vault",
    "cat ~/.ssh/id_gin\n{pw}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian")}


def _seed(lang: str, words: int = 12) -> Maker:
    bits = {12: 16, 18: 24, 24: 32}[words]
    return lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


def _seed_draw(g: random.Random) -> dict[str, str]:
    lang = g.choice(["english", "english", "spanish", "italian"])
    return {"pw": _seed(lang, g.choice([12, 12, 24, 18]))(g)}


_SEED = [
    "seed phrase of the hotel's USDT wallet: {pw}",
    "recovery phrase\n{pw}",
    "las 12 palabras de la billetera: {pw}",
    "Samir: el seed taba3 el wallet: {pw}",
    "{pw}",
    "nonna le parole del portafoglio: {pw}",
    "backup words (Trust Wallet): {pw}",
]


def _card_of(g: random.Random, prefixes: list[str], length: int) -> str:
    body = g.choice(prefixes) + _r(g, D, length - 1 - 6)
    body = body[: length - 1]
    return body + luhn.calc_check_digit(body)


_BRANDS: dict[str, tuple[list[str], int]] = {
    "visa": (["450799", "476520", "417006", "454617"], 16),
    "mastercard": (["517562", "546553", "222300", "530011"], 16),
    "amex": (["376411", "340018"], 15),
    "naranja": (["589562"], 16),
    "cabal": (["604201", "604244"], 16),
    "diners": (["360935", "305693"], 14),
    "maestro": (["501041", "676731"], 16),
}


def _card_draw(g: random.Random) -> dict[str, str]:
    prefixes, length = _BRANDS[g.choice(list(_BRANDS))]
    number = _card_of(g, prefixes, length)
    shown = v.grouped(number, g.choice([" ", "-", "", "."]), g)
    return {"pw": shown, "exp": f"{g.randrange(1, 13):02d}/{g.randrange(28, 36)}"}


_CARD = [
    "card {pw} exp {exp}",
    "tarjeta: {pw} vence {exp}",
    "la Naranja de mamá {pw}",
    "Samir: ra2m el card {pw} exp {exp}",
    "nonna: il numero della carta è {pw}",
    "pay the spa deposit with {pw} ({exp})",
    "{pw}",
    "Derlis: che tarjeta ha'e {pw}",
    "número de tarjeta\t{pw}",
]

_CVV = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "código de seguridad: {pw}",
    "the three digits on the back are {pw}",
    "nonna, il codice dietro la carta è {pw}",
    "CVC: {pw}",
    "los tres números de atrás son {pw}",
]


def _iban(g: random.Random, country: str) -> str:
    shapes = {"LB": "nnnn" + "c" * 20, "IT": "a" + "n" * 10 + "c" * 12, "VA": "n" * 18,
              "NI": "aaaa" + "n" * 20}  # fmt: skip
    return v.iban_shaped(g, country, shapes)


def _iban_draw(g: random.Random) -> dict[str, str]:
    number = _iban(g, g.choice(["LB", "IT", "VA", "NI"]))
    return {"pw": v.iban_spaced(number) if g.random() < 0.5 else number}


_IBAN = [
    "IBAN: {pw}",
    "Jorge: hawwel 3al IBAN {pw} yalla",
    "nonna: mandami i soldi sull'IBAN {pw}",
    "wire the Beirut supplier to {pw}",
    "cuenta IBAN del proveedor: {pw}",
    "{pw}",
    "beneficiary IBAN {pw} (Habib Telas)",
    "la mia pensione arriva su {pw}",
]


def _cuit_any(g: random.Random) -> str:
    body = g.choice(["20", "27", "30", "33", "23"]) + _r(g, D, 8)
    number = body + ar_cuit.calc_check_digit(body)
    return number if ar_cuit.is_valid(number) else _cuit_any(g)


def _cbu(g: random.Random) -> str:
    def fix(h: random.Random) -> str:
        first = _r(h, D, 7)
        first += ar_cbu.calc_check_digit(first)
        second = _r(h, D, 13)
        return first + second + ar_cbu.calc_check_digit(second)

    return v.until(g, fix, ar_cbu.is_valid)


def _dni(g: random.Random) -> str:
    return v.until(
        g, lambda h: f"{h.randrange(10, 46)}.{_r(h, D, 3)}.{_r(h, D, 3)}", ar_dni.is_valid
    )


def _ruc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = str(h.randrange(1_000_000, 9_999_999))
        return f"{body}-{py_ruc.calc_check_digit(body)}"

    return v.until(g, make, py_ruc.is_valid)


def _codice(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day = h.randrange(1, 29) + h.choice([0, 40])
        body = (_r(h, UPPER, 6) + f"{h.randrange(30, 60):02d}" + h.choice("ABCDEHLMPRST")
                + f"{day:02d}" + h.choice("ADFGHL") + _r(h, D, 3))  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _piva(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 11), it_iva.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("CUIT de la algodonera: {pw}", lambda g: ar_cuit.format(_cuit_any(g))),
    ("CUIL {pw}", _cuit_any),
    ("mi CUIL es {pw}, para el recibo", lambda g: ar_cuit.format(_cuit_any(g))),
    ("CBU para el pago del flete: {pw}", _cbu),
    ("Derlis: che CBU ha'e {pw}", _cbu),
    ("DNI: {pw}", _dni),
    ("número de documento {pw} (Don Sixto)", _dni),
    ("RUC del proveedor paraguayo: {pw}", _ruc),
    ("Derlis: che RUC ha'e {pw}", _ruc),
    ("codice fiscale: {pw}", _codice),
    ("nonna, il tuo codice fiscale è {pw}", _codice),
    ("partita IVA {pw}", _piva),
    ("tax id (CUIT) {pw}", _cuit_any),
    ("passport-free booking, guest DNI {pw}", _dni),
]  # fmt: skip


def _id_samples(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


def _otp_draw(g: random.Random) -> dict[str, str]:
    code = _r(g, D, 6)
    return {"pw": code, "sp": f"{code[:3]} {code[3:]}"}


_OTP = [
    "{pw} is your verification code",
    "Tu código de Mercado Pago es {pw}. No lo compartas.",
    "código de verificación: {pw}",
    "Ualá: usá el código {pw} para ingresar",
    "your one-time code → {pw}",
    "Use {pw} to sign in to Passline",
    "el código q me llegó es {pw}, pasámelo rápido",
    "Samir: el code yalli wasalni {pw}",
    "nonna: mi è arrivato il codice {pw}, cosa ci faccio?",
    "Derlis: código oúva chéve {pw}",
    "OTP: {pw}",
]


def _otp_split_draw(g: random.Random) -> dict[str, str]:
    fields = _otp_draw(g)
    return fields | {"secret": fields["sp"]}


_OTP_SPLIT = ["verification code {sp}", "código {sp} (vence en 5 min)"]


def _totp_draw(g: random.Random) -> dict[str, str]:
    secret = _r(g, BASE32, g.choice([16, 32]))
    return {"pw": secret}


_TOTP = [
    "otpauth://totp/YakuRupaj:rledesma?secret={pw}&issuer=YakuRupaj",
    "TOTP secret: {pw}",
    "2FA setup key for the PMS {pw}",
    "clave manual del autenticador (2FA): {pw}",
    "can't scan the QR code, manual key {pw}",
]


def _backup_draw(g: random.Random) -> dict[str, str]:
    style = g.randrange(3)
    codes = v.backup_codes(g, g.choice([5, 6, 8]), style)
    return {"pw": codes[0], "list": "\n".join(codes), "csv": ", ".join(codes)}


_BACKUP = [
    "GitHub recovery codes:\n{list}",
    "códigos de recuperación de Google:\n{list}",
    "2FA backup codes: {csv}",
    "Samir: el backup codes taba3 el email:\n{list}",
    "códigos de respaldo del Mercado Pago: {csv}",
    "nonna, i codici di backup:\n{list}",
]


def _joined_trees(g: random.Random) -> str:
    return "".join(g.sample(_TREES + _DANCE, 3)) + str(g.randrange(10, 99))


_WIFI_KEYS: list[Maker] = [_plain_pw, _joined_trees]
_SSIDS = ["YakuRupaj-Huespedes", "ChacraBlanca_Planta", "SachaViolin Boleteria", "Habib Telas 5G"]


def _wifi_draw(g: random.Random) -> dict[str, str]:
    return {"pw": g.choice(_WIFI_KEYS)(g), "ssid": g.choice(_SSIDS)}


_WIFI = [
    "wifi {ssid} / {pw}",
    "Network: {ssid}, WPA key {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "la clave del wifi {ssid} es {pw}",
    "wifi password? \nNélida: {pw}",
    "Derlis: wifi contraseña ha'e {pw}",
    "Samir: el wifi password huwe {pw}",
    "nonna: la password del wifi è {pw}",
    "{pw} — that's the guest wifi password",
    "ssid,psk\n{ssid},{pw}",
    "wifipa contraseñan {pw} kan",
]


def _pin_draw(g: random.Random) -> dict[str, str]:
    return {"pw": _r(g, D, g.choice([4, 4, 5, 6]))}


_PIN = [
    "PIN of the box-office card reader: {pw}",
    "the gate code for the gin yard is {pw}#",
    "código del portón: {pw}",
    "el PIN de la tarjeta es {pw}",
    "door code room 14 (spa) -> {pw}",
    "candado de la tolva: {pw}",
    "nonna: il PIN del bancomat è {pw}",
    "Derlis: PIN ha'e {pw}",
    "Samir: el PIN taba3 el safe huwe {pw}",
    "safe in room 21, code {pw}",
    "alarm code: {pw}",
    "punkupa yupayninqa {pw} kan",
]


_PHRASE_WORDS = [
    "mistol",
    "bombo",
    "vidala",
    "algodon",
    "termas",
    "salamanca",
    "quebracho",
    "chañar",
    "tolva",
    "fardo",
    "zamba",
    "violin",
    "remanso",
    "dulce",
    "siesta",
]


def _phrase_draw(g: random.Random) -> dict[str, str]:
    return {"pw": g.choice([" ", "-"]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))}


_PHRASE = [
    "passphrase: {pw}",
    "KeePass master passphrase = {pw}",
    "la frase de paso del vault es {pw}",
    "gpg passphrase → {pw}",
    "BitLocker passphrase for the gin laptop: {pw}",
]


def _spell_draw(g: random.Random) -> dict[str, str]:
    word = g.choice(_TREES + _DANCE + _INSTR)
    num = str(g.randrange(100, 10_000))
    return {"pw": f"{word}{num}", "w": word, "n": num}


_SPELL = [
    "the password is the word ⟦{w} followed by {n}⟧",
    "la contraseña es la palabra ⟦{w} y después {n}⟧, todo junto",
    "type ⟦{w}, then {n}⟧; that's the admin password",
    "⟦{w} with a capital first letter and {n}⟧ at the end",
    "nonna, la password è ⟦{w} con la maiuscola e poi {n}⟧",
    "Derlis: contraseña ha'e ⟦{w} ha {n}⟧ oñondive",
    "Samir: el password ⟦{w} w ba3den {n}⟧, kello la2e",
    "dictated slowly: {pw}, that's the box-office login",
    "the password: ⟦{w} and then the number {n}⟧",
    "la clave del servidor: ⟦{w} más {n}⟧, todo pegado",
]


def _dotted_draw(g: random.Random) -> dict[str, str]:
    secret = _r(g, ALNUM, 20)
    sep = g.choice([" ", "·", " - ", "|"])
    return {"pw": secret, "spaced": sep.join(secret[i : i + 4] for i in range(0, 20, 4))}


_DOTTED = [
    "key read out over the phone: {spaced} (joined: {pw})",
    "token {pw}, or as Ramiro dictated it {spaced}",
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _take(rng, "labelled_password", _LABELLED, 84, _one(_pw))
    out += _take(rng, "login", _LOGIN, 50, _login_draw)
    out += _vendor_samples(rng, 56)
    out += _take(rng, "bare_token", _BARE, 14, _one(_j((ALNUM, 40))))
    out += _take(rng, "hex_key", _HEXKEY, 10, _one(_j((HEX, 64))))
    out += _take(rng, "jwt", _JWT, 10, _one(_jwt))
    out += _take(rng, "pem_key", _PEM, 8, _one(_pem))
    out += _take(rng, "seed_phrase", _SEED, 14, _seed_draw)
    out += _take(rng, "card_number", _CARD, 18, _card_draw)
    out += _take(rng, "card_code", _CVV, 8, _one(_j((D, 3))))
    out += _take(rng, "iban", _IBAN, 14, _iban_draw)
    out += _id_samples(rng, 18)
    out += _take(rng, "one_time_code", _OTP, 14, _otp_draw)
    out += _take(rng, "one_time_code", _OTP_SPLIT, 2, _otp_split_draw)
    out += _take(rng, "totp_secret", _TOTP, 8, _totp_draw)
    out += _take(rng, "backup_codes", _BACKUP, 10, _backup_draw)
    out += _take(rng, "wifi_key", _WIFI, 16, _wifi_draw)
    out += _take(rng, "pin_code", _PIN, 16, _pin_draw)
    out += _take(rng, "passphrase", _PHRASE, 8, _phrase_draw)
    out += _take(rng, "spelled_password", _SPELL, 10, _spell_draw)
    out += _take(rng, "spaced_token", _DOTTED, 2, _dotted_draw)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the gin server password is", "{s}", _pw),
    ("split_password", "contraseña de la boletería:", "{s} (la cambié ayer)", _pw),
    ("split_password", "PMS admin pw", "{s}\nrotate after the festival", _pw),
    ("split_password", "che contraseña ha'e", "{s}", _pw),
    ("split_password", "el password huwe", "{s} habibi", _pw),
    ("split_password", "la password è", "{s}, tesoro", _pw),
    ("split_password", "contraseñan kan", "{s}", _pw),
    ("split_password", "Password:", "{s}", _pw),
    ("split_password", "vo' sabé la clave del servidor?", "{s}", _pw),
    ("split_token", "FardoTrack API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s} (the CI one)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Mercado Pago access token",
     "{s}", _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))),
    ("split_seed", "las palabras de recuperación", "{s}", _seed("spanish")),
    ("split_card", "número de tarjeta", "{s} vto 09/31",
     lambda g: v.grouped(_card_of(g, ["589562"], 16), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LB"))),
    ("split_id", "CUIT", "{s}", lambda g: ar_cuit.format(_cuit_any(g))),
    ("split_otp", "TOTP secret", "{s}", lambda g: _r(g, BASE32, 32)),
    ("split_pin", "código del candado de la tolva:", "{s}", _j((D, 4))),
    ("split_wifi", "wifi YakuRupaj-Huespedes clave", "{s}", _plain_pw),
    ("split_phrase", "KeePass passphrase", "{s}",
     lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


_METADATA: list[tuple[str, str, Maker]] = [
    (
        "meta_password",
        '{"pms": {"url": "https://pms.yakurupaj.example", "admin_password": "{s}"}}',
        _plain_pw,
    ),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "dbenitez", "passwd": "{s}"}}', _plain_pw),
    (
        "meta_password",
        '{"argv": ["mysql", "-u", "boleteria", "--password", "{s}", "festival"]}',
        _plain_pw,
    ),
    ("meta_password", '{"note": "el password taba3 el ma7al huwe {s}"}', _plain_pw),
    ("meta_password", '{"nonna": {"password_posta": "{s}"}}', _plain_pw),
    (
        "meta_password",
        '{"transcript": "la contraseña de la balanza es {s}, no la pasés"}',
        _plain_pw,
    ),
    ("meta_token", '{"fardotrack": {"api_key": "{s}"}}', _j((HEX, 40))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"stripeSecret": "{s}"}', _j("sk_live_", (ALNUM, 24))),
    (
        "meta_card",
        '{"payment": {"card_number": "{s}", "exp": "04/33"}}',
        lambda g: _card_of(g, ["604201"], 16),
    ),
    ("meta_iban", '{"supplier": {"iban": "{s}"}}', lambda g: _iban(g, "NI")),
    ("meta_id", '{"empleado": {"cuil": "{s}"}}', _cuit_any),
    ("meta_id", '{"ospite": {"codice_fiscale": "{s}"}}', _codice),
    ("meta_otp", '{"mfa": {"backup_codes": ["{s}", "48213907", "77120354"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_phrase": "{s}"}}', _seed("italian")),
    ("meta_key", '{"ticket_qr": {"hmac_key": "{s}"}}', _j((HEX, 64))),
    ("meta_pin", '{"tolva": {"padlock_code": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "ChacraBlanca_Planta", "psk": "{s}"}}', _plain_pw),
    ("meta_otp", '{"totp": {"secret": "{s}", "issuer": "YakuRupaj"}}', lambda g: _r(g, BASE32, 32)),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for cls, text, make in _METADATA]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHL = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FW = hashlib.sha256(b"ktp700-firmware-17.0.1.bin").hexdigest()
_COMMIT = hashlib.sha1(b"fardos: add moisture column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"boleteria: fix QR layout", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"liquidacion_2033-03.csv", usedforsecurity=False).hexdigest()
_IMG = hashlib.sha256(b"registry.riodulce.lan/pms:2.4").hexdigest()

CLEAN = [
    "Remind me to change the gin server password before the harvest starts on 2033-03-01.",
    "Password policy at the algodonera: 14 characters minimum, stored only in the team vault.",
    "Nélida asked for the wifi password; it's on the card in the office drawer.",
    f"sha256 of pymodbus-3.9.2-py3-none-any.whl: {_WHL}",
    f"KTP700 firmware checksum (sha256): {_FW}",
    f"fixed in commit {_COMMIT}",
    f"boleteria: revert {_SHORT} (QR layout)",
    f"md5 liquidacion_2033-03.csv = {_MD5}",
    f"image digest sha256:{_IMG}",
    "Order #FS-2033-004817 for 40 chacarera festival tickets, total $ 384.000",
    "Andreani tracking 360002914750130 — delivery to Quimilí on Thursday",
    "Postal code G4200 (Santiago del Estero), CP G4220 for Termas de Río Hondo",
    "Call the hotel: +54 385 421-0937, reception open 7 to 23",
    "Card on file: **** **** **** 4821 (Naranja), expires 08/31",
    "IBAN ending in …7310, the rest is in the ERP",
    "Bales 2033: 1.284 fardos of 227 kg, fibre length 28,4 mm",
    "Room 214 booked 14/07 to 18/07, reservation YR-88213",
    "The PIN pad at the box office is broken again, use the second POS.",
    "Never send a one-time code to anyone, not even to us.",
    "Your verification code expires in 10 minutes.",
    "coordinates of the gin: -27.6412, -62.4187",
    "Siemens part 6AV2123-2GB03-0AX0 is the KTP700 Basic panel",
    "version 4.12.3 of the PMS is installed; next upgrade 4.13.0",
    "Ticket DES-118 closed: pool controller moved to VLAN 30.",
    "Reset your password at https://pms.yakurupaj.example/reset (link valid 30 minutes).",
    "la contraseña tiene que tener 12 caracteres como mínimo, ñaño",
    "che, no me acuerdo la contraseña, mañana le pregunto a Ramiro",
    "mirá, el código de la alarma lo cambia Nélida el lunes, no lo tengo",
    "el CUIT de la algodonera está en la factura, fijate ahí",
    "la entrada del festival cuesta $ 9.600, la platea $ 14.000",
    "ñuqa mana yachanichu contraseñata, Ramiro yachan",
    "kay punkupa yupayninta mañana cambianqa",
    "che ndaikuaái la contraseña, Ramiro oikuaa",
    "Derlis: ko fardo ipohýi 227 kilo",
    "la t2ol la 7ada el password, khalas, ba3tlak yeh bel vault",
    "Samir: el order raqam 58213 wasal 3al ma7al",
    "Jorge: el sa3er 4800 peso lal metro, yalla",
    "tesoro, non mi ricordo più la password, me la cambi tu?",
    "nonna: il codice fiscale ce l'ha il commercialista",
    "la pensione arriva il 3 del mese, un bacione",
    "Use the code SACHA2033 for 10% off festival tickets.",
    "Error code 0x80070005 when the printer spooler starts",
    "HS code 5201.00 (cotton, not carded or combed) on the export form",
    "The backup codes were printed and locked in the hotel safe; none are saved here.",
    "2FA is enabled for all PMS accounts since March.",
    "the API key field in FardoTrack's settings is empty until the contract is signed",
    "Rotate the Mercado Pago access token every 90 days (see runbook).",
    "password: see the vault entry 'gin-srv01'",
    "token_count: 812, prompt tokens 640",
    "UUID of the import job: request id 7d1e2c4a in the logs",
    "Lot 2033-QML-0412: 46 bales, moisture 7,5 %",
    "Phone of Don Sixto: 0385 15 482-7711",
    "el wifi de la planta se llama ChacraBlanca_Planta y la clave la tiene Nélida",
    "Habib Telas, Av. Belgrano Sur 1240, Santiago del Estero",
    "Pool temperature 38 °C, pH 7.4, chlorine 1.2 ppm",
    "the seed drill is a Agrometal TX Mega 16 rows",
    "recuerden: el PIN de la tarjeta nunca se anota en ningún lado",
    "Festival schedule: Friday 21:30 Los Carabajal tribute, Saturday 22:00 malambo contest",
    "ssh fingerprint SHA256:6Zq2 check against the host key list before connecting",
    "Wi-Fi setup: WPA2, the key is rotated every season by Ramiro",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/riodulce/gin-srv01", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 317}}',
    f'{{"sha256": "{_WHL}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "DES-118", "order": "FS-2033-004817"}',
    '{"lot": {"id": "2033-QML-0412", "bales": 46, "moisture_pct": 7.5}}',
    '{"phone": "+54 385 421-0937", "city": "Termas de Río Hondo"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rooms_free": 12}',
    '{"hs_code": "5201.00", "origin": "AR", "description": "raw cotton"}',
    '{"card_last4": "4821", "brand": "naranja", "postcode": "G4200"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
