# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and fifty-third's
docstring, the fifth to four hundred and fifty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (454, 455, 456), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (457_203_861), password words (a
sweet and a hill with a sign, `AlfajorCerro#41`; dot-joined words with a year,
`dulce.leche.molle.2033`; leet `C4r4m3l0!88`; a person and a town, `Nonno@Cuneo1951`; a rack and
its row, `RackB7-Fila3%`; random runs; Guaraní words with a number, `mbarete.kokue.74`).

The fictional company is Sierra Dulce Puntana S.A. of San Luis, Argentina: the Fábrica de
Golosinas El Mirlo (an invented candy factory in the capital's industrial park), the Posada Los
Molles Altos (an invented sierra lodge above Villa de Merlo) and the Centro de Datos Punta Alta
Puntano (an invented provincial data centre). Staff and neighbours: Agustina "Agus" Quiroga (IT,
San Luis Spanish as texted), Tomás Berardi (a Buenos Aires developer, Rioplatense), Nonno
Battista Giordano (a Piedmontese grandfather, Italian with Piedmontese turns), Derlis Benítez (a
Paraguayan builder, Guaraní-Spanish jopara) and the Kovalenko family (Oksana, Taras and Dmytro,
Ukrainian newcomers, in Cyrillic and in Latin letters). Every company, person, address, domain
(`sierradulce.lan`, `elmirlo.lan`, `losmollesaltos.example`, `cdpuntano.lan`,
`kovalenko.example`), account and number is invented; only the region is real. Texts: WhatsApp
and Telegram chats, SMS, tickets, notes to self, runbooks, e-mails, shell history, config and env
files, URLs, voice-note transcripts and requests to the assistant; separators: a colon, `=`,
`->`, `→`, `=>`, `/`, `|`, `es`, `ha'e`, `l'è`, `—`, a new line, a question then its
answer, a value said first and named after.

Grep counts (heldouts 5 to 453, grep -l): none for `San Luis`, `Potrero de los Funes`, `Villa de
Merlo`, `Carpintería`, `Piemont`, `Привіт`, `mitã`; one for `Merlo`, `Diia`, `ndaje`; two to
thirteen for `jajaja`, `alfajor`, `Naranja X`, `Cuenta DNI`, `Privat24`, `Personal Pay`,
`Monobank`, `nonno`, `Tigo Money`, `boludo`, `Guaraní`; seventeen to fifty for `py.ruc`,
`ua.edrpou`, `cuil`, `rntrc`, `codicefiscale`, `cuit`, `dale`, `Ukrainian`; the IBAN countries
by a rough count of their quoted code: Nicaragua 40, Mauritania and Sudan 42, Ukraine 45, Italy 52.
Languages: about half English, config or shell; the rest in the Spanish of San Luis as texted
(voseo, `che`, `negro`, `al toque`, `re`, `ahicito`, `pucha`, `q`, `xq`, `tmb`), the Rioplatense
Spanish of a Buenos Aires developer (`boludo`, `posta`, `laburo`, `fijate`, `te paso`), the
Italian of a Piedmontese grandfather (`cerea`, `neh`, `a l'è`, `bòja fauss`, `la parola d'ordine`),
the Guaraní-Spanish mix of a Paraguayan builder (`che ra'a`, `ha'e`, `upéi`, `iporã`,
`ñe'ẽñemi`, `nde`) and the Ukrainian of a newcomer family in Cyrillic and in Latin letters
(`пароль від`, `тримай`, `parol vid wifi`, `kod z sms`). The San Luis texting, the Piedmontese
turns, the jopara and the Latin-letter Ukrainian are my guesses; the jopara is the least sure.
Vendors: the invented DulceNube, MolleCloud, PuntanoSMS, ConlaraPay and SierraLog under the
words around their keys, plus Mercado Pago, Naranja X, Personal Pay, Tigo Money, Monobank and
Privat24, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault,
Tailscale, Doppler, Figma, Sentry, New Relic, Groq, Replicate, Perplexity, xAI, Databricks,
Supabase, Notion, Netlify, Docker Hub, Atlassian and Pulumi shapes. Ids: Argentina's CUIT, CUIL
and CBU, Paraguay's RUC, Ukraine's RNTRC and EDRPOU, Italy's codice fiscale and partita IVA, each
drawn until its `stdnum` module validates it. IBANs of Ukraine, Italy, Nicaragua, Mauritania and
Sudan, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and Italian
lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Naranja,
Cabal and Diners prefixes).
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
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.py import ruc as py_ruc
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 457_203_861
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
UPPER_DIGITS = UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker
# A family: its class and its (template, maker) pairs; ``{s}`` is the secret, ``{u}`` a user and
# ``{c}`` a card number that is not the secret.
Family = tuple[str, list[tuple[str, Maker]]]

_SWEETS = ["Alfajor", "Caramelo", "Turron", "Chocolatina", "Bombon", "Mantecol", "Pastilla",
           "Chupetin", "Garrapinada", "Confite"]  # fmt: skip
_HILLS = ["Cerro", "Molle", "Comechingon", "Conlara", "Merlo", "Quebrada", "Piedra", "Mirador",
          "Funes", "Carpinteria"]  # fmt: skip
_WORDS = ["dulce", "leche", "molle", "sierra", "arroyo", "piquillin", "tala", "chanar", "condor",
          "puntano", "membrillo", "nogal", "quebracho", "jarilla", "peperina"]  # fmt: skip
_GUARANI = ["mbarete", "kokue", "yvyra", "jasy", "mbokaja", "tatakua", "ka'aru", "pyhare",
            "kuarahy", "ysyry"]  # fmt: skip
_NAMES = ["Nonno", "Agus", "Derlis", "Oksana", "Taras", "Dmytro", "Tomas", "Battista"]
_TOWNS = ["Cuneo", "Merlo", "Luque", "Poltava", "Alba", "Naschel", "Tilisarao", "Rivne"]
_SYMBOLS = "!#$%&*?@+=^~"
_USERS = ["agus.quiroga", "tberardi", "battista", "derlis.b", "oksana.k", "taras", "dmytro.kov",
          "posada-admin", "mirlo-ops", "cdp-backup"]  # fmt: skip


def _pw(g: random.Random) -> str:
    """A password as these people make them."""
    style = g.randrange(7)
    if style == 0:
        return f"{g.choice(_SWEETS)}{g.choice(_HILLS)}{g.choice(_SYMBOLS)}{g.randrange(10, 99)}"
    if style == 1:
        words = ".".join(g.sample(_WORDS, 3))
        return f"{words}.{g.randrange(2026, 2040)}"
    if style == 2:
        leet = g.choice(_SWEETS).lower().translate(str.maketrans("aeio", "4310")).capitalize()
        return f"{leet}{g.choice(_SYMBOLS)}{g.randrange(10, 999)}"
    if style == 3:
        return f"{g.choice(_NAMES)}@{g.choice(_TOWNS)}{g.randrange(1940, 2012)}"
    if style == 4:
        return f"Rack{g.choice(UPPER)}{g.randrange(1, 9)}-Fila{g.randrange(1, 9)}{g.choice('%&#')}"
    if style == 5:
        body = _r(g, ALNUM, g.randrange(11, 16))
        return body + g.choice(_SYMBOLS) + _r(g, D, 2)
    return f"{'.'.join(g.sample(_GUARANI, 2))}.{g.randrange(10, 99)}"


def _passphrase(g: random.Random) -> str:
    sep = g.choice([" ", "-", ".", "_"])
    return sep.join(
        g.sample([*_WORDS, "alfajor", "posada", "granizo", "zorzal"], g.randrange(4, 6))
    )


def _cycle_fill(g: random.Random, family: Family, n: int) -> list[Sample]:
    cls, pairs = family
    out = []
    for template, make in v.cycle(g, pairs, n):
        secret = make(g)
        text = template.replace("{s}", secret).replace("{u}", g.choice(_USERS))
        if "{c}" in text:
            text = text.replace("{c}", v.grouped(_card(g), " ", g))
        out.append(Sample(cls, text, secret))
    return out


def _same(templates: list[str], make: Maker) -> list[tuple[str, Maker]]:
    return [(t, make) for t in templates]


# ---------------------------------------------------------------- passwords after labels
_PASSWORDS = [
    "password: {s}", "Password for the Mirlo line-3 HMI = {s}", "admin pw -> {s}",
    "new posada booking panel password → {s}", "root password => {s}",
    "pw del router de la planta / {s}", "password | {s}", "the NAS password is {s}",
    "password\n{s}", "what's the iDRAC password?\n{s}",
    "che la contra del panel de la posada es {s} no se la pases a nadie eh",
    "la contraseña del mail de ventas: {s} (la cambié ayer xq alguien la tenía anotada)",
    "negro te paso la clave del servidor q pediste: {s}",
    "boludo la pass del staging es {s}, posta no la subas al repo",
    "fijate q la contraseña de grafana ahora es {s}",
    "la password del computer a l'è {s}, neh",
    "Nonno: la parola d'ordine della posta l'è {s}, scrivila da qualche parte",
    "la password della banca è {s} ma non dirla a nessuno, bòja fauss",
    "che ra'a la contraseña ha'e {s}, upéi ere chéve",
    "ñe'ẽñemi ha'e {s}",
    "пароль від пошти: {s}",
    "Тарасе, тримай пароль від ноутбука — {s}",
    "parol vid noutbuka: {s}",
    "Oksana, parol do Diia ne davaj nikomu: {s}",
    "VPN password for the data centre jump box: {s}",
    "password (prod, cdpuntano): {s}",
    "Set the Proxmox root password to {s} after the reinstall.",
    "reset the lodge Wi-Fi controller password. New one: {s}",
    "contraseña nueva → {s}",
    "**Password:** {s}",
]  # fmt: skip

# ---------------------------------------------------------------- logins
_LOGINS = [
    "login: {u} / {s}", "creds {u}:{s}", "user {u} pass {s}",
    "https://{u}:{s}@intranet.sierradulce.lan/turnos", "ftp://{u}:{s}@ftp.elmirlo.lan/etiquetas",
    "postgres://{u}:{s}@db1.cdpuntano.lan:5432/reservas",
    "mysql://{u}:{s}@10.40.2.11/posada", "usuario: {u}\ncontraseña: {s}",
    "entrá con {u} y la clave {s} al toque", "accedé como {u} / {s} al panel del horno",
    "Benutzer egal — user {u}, password {s}",
    "sign in as {u} with {s} on the SCADA laptop",
    "utente {u} password {s}, cerea", "usuario {u} ha contraseña {s}",
    "логін {u}, пароль {s}", "login {u} parol {s}", "u={u} p={s}",
    "| {u} | {s} | posada-pms |",
    "redis://:{s}@cache.cdpuntano.lan:6379/0",
    "amqp://{u}:{s}@mq.sierradulce.lan:5672/",
]  # fmt: skip

# ---------------------------------------------------------------- command lines
_CLI = [
    "curl -u {u}:{s} https://api.elmirlo.lan/v1/lotes", "sshpass -p '{s}' ssh {u}@10.40.1.20",
    "mysql -u {u} -p'{s}' posada", "redis-cli -h cache.cdpuntano.lan -a '{s}' ping",
    "docker login registry.cdpuntano.lan -u {u} -p '{s}'",
    "htpasswd -bc /etc/nginx/.htpasswd {u} {s}",
    "smbclient //nas.elmirlo.lan/recetas -U {u}%{s}", "sqlcmd -S sql01 -U {u} -P '{s}'",
    "zip -P '{s}' nominas-2033.zip nominas.xlsx", "7z a -p'{s}' backup-posada.7z /srv/pms",
    "openssl enc -aes-256-cbc -in dump.sql -out dump.enc -pass pass:'{s}'",
    "gpg --batch --passphrase '{s}' -c facturas.tar", "xfreerdp /v:10.40.3.5 /u:{u} /p:'{s}'",
    "ldapsearch -x -D cn={u},dc=sierradulce,dc=lan -w '{s}' -b dc=sierradulce,dc=lan",
    "echo '{s}' | sudo -S systemctl restart pms",
    "mosquitto_pub -h mqtt.elmirlo.lan -u {u} -P '{s}' -t linea3",
    "ipmitool -I lanplus -H 10.40.9.12 -U {u} -P '{s}' power status",
    "keytool -importcert -keystore pms.jks -storepass '{s}' -file ca.crt",
    "psql 'host=db1 user={u} password={s} dbname=reservas'",
    "lftp -u {u},'{s}' sftp://backup.cdpuntano.lan",
]  # fmt: skip

# ---------------------------------------------------------------- vendor tokens
_MP = _j((D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))
_VENDOR_PAIRS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN=ghp_{s}", _j((ALNUM, 36))),
    ("gitlab deploy token: glpat-{s}", _j((URLSAFE, 20))),
    ("SLACK_BOT_TOKEN=xoxb-{s}", _j((D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key sk_live_{s}", _j((ALNUM, 32))),
    ("OPENAI_API_KEY=sk-proj-{s}", _j((URLSAFE, 48))),
    ("ANTHROPIC_API_KEY=sk-ant-api03-{s}", _j((URLSAFE, 93), "AA")),
    ("aws_access_key_id = AKIA{s}", _j((UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {s}", _j((ALNUM + "/+", 40))),
    ("GOOGLE_MAPS_KEY=AIza{s}", _j((URLSAFE, 35))),
    ("HF_TOKEN=hf_{s}", _j((ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken=npm_{s}", _j((ALNUM, 36))),
    ("SENDGRID_API_KEY=SG.{s}", _j((URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key SK{s} for PuntanoSMS fallback", _j((HEX, 32))),
    ("bot de telegram de la posada: {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("SHOPIFY_ADMIN_TOKEN=shpat_{s}", _j((HEX, 32))),
    ("DIGITALOCEAN_TOKEN=dop_v1_{s}", _j((HEX, 64))),
    ("linear: lin_api_{s}", _j((ALNUM, 40))),
    ("grafana service account glsa_{s}", _j((ALNUM, 32), "_", (HEX, 8))),
    ("postman key PMAK-{s}", _j((HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN=hvs.{s}", _j((URLSAFE, 24))),
    ("tailscale up --authkey tskey-auth-{s}", _j((ALNUM, 12), "-", (ALNUM, 30))),
    ("DOPPLER_TOKEN=dp.st.prd.{s}", _j((ALNUM, 40))),
    ("figma token figd_{s}", _j((URLSAFE, 40))),
    ("SENTRY_AUTH_TOKEN=sntrys_{s}", _j((ALNUM, 60))),
    ("NEW_RELIC_API_KEY=NRAK-{s}", _j((UPPER_DIGITS, 27))),
    ("GROQ_API_KEY=gsk_{s}", _j((ALNUM, 52))),
    ("REPLICATE_API_TOKEN=r8_{s}", _j((ALNUM, 37))),
    ("perplexity: pplx-{s}", _j((ALNUM, 48))),
    ("XAI_API_KEY=xai-{s}", _j((ALNUM, 80))),
    ("DATABRICKS_TOKEN=dapi{s}", _j((HEX, 32))),
    ("supabase access token sbp_{s}", _j((HEX, 40))),
    ("NOTION_TOKEN=ntn_{s}", _j((ALNUM, 46))),
    ("netlify: nfp_{s}", _j((ALNUM, 36))),
    ("docker login -u mirlo --password-stdin <<< dckr_pat_{s}", _j((URLSAFE, 27))),
    ("ATLASSIAN_TOKEN=ATATT3xFfGF0{s}", _j((URLSAFE, 180))),
    ("PULUMI_ACCESS_TOKEN=pul-{s}", _j((HEX, 40))),
    ("Mercado Pago access token: APP_USR-{s}", _MP),
    ("API key de DulceNube: {s}", _j((HEX, 40))),
    ("MolleCloud API key → {s}", lambda g: v.uuid4(g, "b")),
    ("clave API de PuntanoSMS: {s}", _j((ALNUM, 32))),
    ("ConlaraPay integration broken, current key {s}", _j((HEX, 48))),
    ("Integrations › SierraLog: {s}", _j((ALNUM, 28))),
    ("la api key de Naranja X q usa el checkout: {s}", _j((HEX, 32))),
    ("Personal Pay API key (sandbox no, prod): {s}", _j((ALNUM, 36))),
    ("Tigo Money API key ha'e {s}", _j((HEX, 32))),
    ("API-ключ Monobank: {s}", _j((URLSAFE, 44))),
    ("Privat24 merchant API key: {s}", _j((ALNUM, 32))),
]  # fmt: skip

# ---------------------------------------------------------------- bare tokens, hex keys
_BARE = _same(
    ["{s}", "acá está, lo muestra una sola vez:\n{s}", "token {s}", "te paso el token: {s}",
     "Bearer {s}", "Authorization: Bearer {s}", "x-api-token: {s}", "тримай токен {s}"],
    _j((ALNUM, 44)),
)  # fmt: skip
_HEX_PAIRS: list[tuple[str, Maker]] = [
    ("ENCRYPTION_KEY={s}", _j((HEX, 64))), ("secret_key_base: {s}", _j((HEX, 128))),
    ("llave AES del backup: {s}", _j((HEX, 64))), ("master key {s}", _j((HEX, 32))),
    ("LoRaWAN AppKey = {s}", _j((HEX.upper(), 32))), ("wireguard psk hex {s}", _j((HEX, 64))),
    ("JWT_SECRET={s}", _j((HEX, 64))), ("chiave di cifratura: {s}", _j((HEX, 48))),
]  # fmt: skip


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = {
        "sub": g.choice(_USERS),
        "iss": "auth.sierradulce.lan",
        "iat": 2_000_000_000 + g.randrange(10**7),
    }
    return f"{head}.{v.b64url(claims)}.{_r(g, URLSAFE, 43)}"


_JWTS = _same(
    ["Authorization: Bearer {s}", "session cookie: {s}", "el token del PMS {s}",
     "access_token={s}", "JWT de prueba? no, es el de prod: {s}"],
    _jwt,
)  # fmt: skip


def _pem(g: random.Random) -> str:
    body = "\n".join(_r(g, ALNUM + "+/", 64) for _ in range(6))
    return f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"


def _ssh_pem(g: random.Random) -> str:
    body = "\n".join(_r(g, ALNUM + "+/", 70) for _ in range(5))
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"


_PEMS: list[tuple[str, Maker]] = [
    ("la key del servidor de la posada:\n{s}", _pem), ("id_ed25519 de deploy\n{s}", _ssh_pem),
    ("tls.key:\n{s}", _pem), ("Oksana, ось ключ:\n{s}", _ssh_pem),
]  # fmt: skip

# ---------------------------------------------------------------- seeds
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian")}


def _seed(lang: str, words: int = 12) -> Maker:
    def make(g: random.Random) -> str:
        n = {12: 16, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(n))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("seed phrase of the lodge's cold wallet: {s}", _seed("english")),
    ("recovery words\n{s}", _seed("english", 24)),
    ("frase semilla de la billetera: {s}", _seed("spanish")),
    ("las 12 palabras de la wallet de Tomás: {s}", _seed("spanish")),
    ("le parole segrete del portafoglio: {s}", _seed("italian")),
    ("сід-фраза: {s}", _seed("english", 18)),
]  # fmt: skip

# ---------------------------------------------------------------- cards
_CARD_PREFIXES = {
    "visa": ["4"], "mastercard": ["51", "54", "2221"], "amex": ["34", "37"],
    "naranja": ["589562"], "cabal": ["604201", "589657"], "diners": ["36"],
}  # fmt: skip
_CARD_LEN = {"amex": 15, "diners": 14}


def _card(g: random.Random, brand: str = "") -> str:
    brand = brand or g.choice(list(_CARD_PREFIXES))
    prefix = g.choice(_CARD_PREFIXES[brand])
    body = prefix + _r(g, D, _CARD_LEN.get(brand, 16) - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card_spaced(g: random.Random) -> str:
    return v.grouped(_card(g), g.choice([" ", "-", ""]), g)


_CARDS = _same(
    ["card: {s} exp 09/35", "la tarjeta de la fábrica {s} vence 03/34", "Visa {s}",
     "número de tarjeta → {s}", "carta di credito del nonno: {s}", "номер картки {s}",
     "pagá la seña de la posada con {s}", "tarjeta Naranja {s}, titular Agustina Quiroga",
     "CC {s} 11/36"],
    _card_spaced,
)  # fmt: skip
_CVVS = _same(
    ["{c} exp 08/35 cvv {s}", "código de seguridad: {s}", "los tres números de atrás son {s}",
     "security code on the back: {s}", "CVV → {s}", "il codice dietro la carta: {s}",
     "CVC-код {s}", "los números de atrás de la tarjeta {c}: {s}"],
    _j((D, 3)),
)  # fmt: skip

# ---------------------------------------------------------------- IBANs
_IBAN_SHAPES = {"UA": "n" * 6 + "n" * 19, "IT": "a" + "n" * 10 + "c" * 12, "NI": "aaaa" + "n" * 20,
                "MR": "n" * 23, "SD": "n" * 14}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


def _iban_any(g: random.Random) -> str:
    number = _iban(g, g.choice(list(_IBAN_SHAPES)))
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = _same(
    ["IBAN: {s}", "pagale al proveedor de cacao, IBAN {s}", "рахунок IBAN {s}",
     "IBAN del nonno a Cuneo: {s}", "transfer to {s} (Nouakchott supplier)", "cuenta {s}",
     "iban → {s}", "IBAN UA para la transferencia de Taras: {s}"],
    _iban_any,
)  # fmt: skip

# ---------------------------------------------------------------- ids


def _until(make: Maker, valid: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, make, valid)


def _cuit(prefix: str) -> Maker:
    def make(g: random.Random) -> str:
        body = prefix + _r(g, D, 8)
        return ar_cuit.format(body + ar_cuit.calc_check_digit(body))

    return _until(make, ar_cuit.is_valid)


def _cbu(g: random.Random) -> str:
    first = _r(g, D, 7)
    first += ar_cbu.calc_check_digit(first)
    second = _r(g, D, 13)
    return first + second + ar_cbu.calc_check_digit(second)


def _ruc(g: random.Random) -> str:
    body = str(g.randrange(1_000_000, 9_999_999))
    return f"{body}-{py_ruc.calc_check_digit(body)}"


def _codice(g: random.Random) -> str:
    body = (_r(g, UPPER, 6) + _r(g, D, 2) + g.choice("ABCDEHLMPRST") + f"{g.randrange(1, 29):02d}"
            + g.choice("ACDLZ") + _r(g, D, 3))  # fmt: skip
    return body + it_cf.calc_check_digit(body)


def _iva(g: random.Random) -> str:
    body = _r(g, D, 7) + f"{g.randrange(1, 100):03d}"
    return body + luhn.calc_check_digit(body)


_IDS: list[tuple[str, Maker]] = [
    ("CUIT de Sierra Dulce Puntana: {s}", _cuit("30")), ("mi CUIL es {s}", _cuit("27")),
    ("CUIT {s} para la factura A", _cuit("20")), ("CUIL del Derlis: {s}", _cuit("20")),
    ("CBU para el sueldo: {s}", _until(_cbu, ar_cbu.is_valid)),
    ("pasame a este CBU {s}", _until(_cbu, ar_cbu.is_valid)),
    ("RUC de la constructora de Derlis: {s}", _until(_ruc, py_ruc.is_valid)),
    ("che ra'a, mi RUC ha'e {s}", _until(_ruc, py_ruc.is_valid)),
    ("РНОКПП Тараса: {s}", _until(_j((D, 10)), ua_rntrc.is_valid)),
    ("RNTRC Oksany {s}", _until(_j((D, 10)), ua_rntrc.is_valid)),
    ("ЄДРПОУ фірми: {s}", _until(_j((D, 8)), ua_edrpou.is_valid)),
    ("codice fiscale del nonno: {s}", _until(_codice, it_cf.is_valid)),
    ("il mio codice fiscale l'è {s}", _until(_codice, it_cf.is_valid)),
    ("partita IVA {s}", _until(_iva, it_iva.is_valid)),
]  # fmt: skip

# ---------------------------------------------------------------- 2FA


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=g.random() < 0.4)


_TOTPS = _same(
    ["TOTP secret: {s}", "clave de configuración del 2FA: {s}", "2FA setup key {s}",
     "otpauth://totp/Posada:{u}?secret={s}&issuer=Posada", "секрет 2FA: {s}"],
    _totp,
)  # fmt: skip
_OTPS = _same(
    ["{s} is your Mercado Pago verification code", "Tu código de verificación es {s}",
     "código: {s}, no lo compartas", "Ваш код підтвердження: {s}", "kod z sms {s}",
     "Use {s} to sign in to Naranja X", "il codice che mi è arrivato: {s}",
     "Monobank: код {s}. Нікому не повідомляйте"],
    _j((D, 6)),
)  # fmt: skip


def _codes(g: random.Random) -> str:
    style = g.randrange(3)
    codes = v.backup_codes(g, g.randrange(6, 10), style if style < 2 else 3)
    return g.choice(["\n", ", ", " "]).join(codes)


_BACKUPS = _same(
    ["backup codes for the Google account:\n{s}", "códigos de recuperación: {s}",
     "2FA recovery codes {s}", "резервні коди: {s}", "codici di backup\n{s}"],
    _codes,
)  # fmt: skip

# ---------------------------------------------------------------- wifi
_SSIDS = ["Posada-Molles-5G", "ElMirlo_Planta", "CDP-Invitados", "Casa Kovalenko", "Nonno Wifi"]


def _wifi_key(g: random.Random) -> str:
    return _pw(g) if g.random() < 0.6 else _r(g, UPPER_DIGITS, 12)


_WIFIS = _same(
    ["wifi Posada-Molles-5G / {s}", "la clave del wifi es {s}",
     "WIFI:T:WPA;S:ElMirlo_Planta;P:{s};;", "Network: CDP-Invitados\nPassword: {s}",
     "pass del wifi de la cabaña 4: {s}", "пароль від вайфаю {s}", "parol vid wifi: {s}",
     "la password del wifi l'è {s}", "wifi ñe'ẽñemi ha'e {s}", "wpa_passphrase=\"{s}\"",
     "psk={s}", "wifi Casa Kovalenko, ключ: {s}"],
    _wifi_key,
)  # fmt: skip

# ---------------------------------------------------------------- PINs and locks
_PINS = _same(
    ["PIN: {s}", "el código de la puerta de la cámara de frío es {s}",
     "código del portón de la posada: {s}", "alarm code {s} then OFF",
     "candado del galpón: {s}", "el PIN de la tarjeta es {s}", "PIN-код картки {s}",
     "il codice del cancello l'è {s}", "caja fuerte de recepción → {s}",
     "{s} is the code for the server room", "keypad: {s}#", "код домофону {s}"],
    lambda g: _r(g, D, g.choice([4, 4, 5, 6])),
)  # fmt: skip

# ---------------------------------------------------------------- passphrases, spelled, said first
_PHRASES = _same(
    ["passphrase: {s}", "la frase de acceso del vault es {s}", "KeePass master passphrase: {s}",
     "frase secreta del disco: {s}", "passphrase del backup → {s}"],
    _passphrase,
)  # fmt: skip

_SPELLED = _same(
    ["la contraseña es la palabra zorzal y después {s}",
     "the password is the word quebracho followed by {s}",
     "la password è la parola membrillo e poi {s}",
     "пароль — слово peperina, а потім {s}",
     "ñe'ẽñemi ha'e la palabra jasy ha upéi {s}",
     "for the VPN it's piquillin followed by {s}",
     "es condor con mayúscula y {s} al final, la del mail"],
    lambda g: _r(g, D, g.choice([3, 4])),
)  # fmt: skip

_SAID_FIRST = _same(
    ["{s} — esa es la clave del wifi", "{s} is the new admin password",
     "{s}, that's what I set for the router", "anotá: {s}. es la contra del PMS",
     "{s} l'è la password del nonno", "{s} — це пароль від роутера"],
    _pw,
)  # fmt: skip

# ---------------------------------------------------------------- config files
_CONFIGS = _same(
    ["DB_PASSWORD={s}", "export PGPASSWORD='{s}'", "spring.datasource.password={s}",
     "  password: \"{s}\"", "<password>{s}</password>", "define('DB_PASSWORD', '{s}');",
     "SMTP_PASS={s}", "\"adminPassword\": \"{s}\"", "db1.cdpuntano.lan:5432:*:replicator:{s}",
     "[client]\nuser=backup\npassword={s}", "mail_password = {s}",
     "requirepass {s}"],
    _pw,
)  # fmt: skip

_PLAN: list[tuple[str, list[tuple[str, Maker]], int]] = [
    ("password", _same(_PASSWORDS, _pw), 50),
    ("login", _same(_LOGINS, _pw), 35),
    ("cli_password", _same(_CLI, _pw), 30),
    ("vendor_token", _VENDOR_PAIRS, 47),
    ("bare_token", _BARE, 12),
    ("hex_key", _HEX_PAIRS, 12),
    ("jwt", _JWTS, 10),
    ("pem", _PEMS, 8),
    ("seed_phrase", _SEEDS, 12),
    ("card", _CARDS, 14),
    ("card_code", _CVVS, 10),
    ("iban", _IBANS, 14),
    ("national_id", _IDS, 18),
    ("otp_secret", _TOTPS, 8),
    ("otp_code", _OTPS, 12),
    ("backup_codes", _BACKUPS, 8),
    ("wifi", _WIFIS, 20),
    ("pin", _PINS, 20),
    ("passphrase", _PHRASES, 10),
    ("spelled", _SPELLED, 12),
    ("said_first", _SAID_FIRST, 10),
    ("config", _CONFIGS, 18),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for cls, pairs, n in _PLAN:
        out += _cycle_fill(rng, (cls, pairs), n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contraseña del PMS es", "{s}", _pw),
    ("split_password", "pass del router:", "{s} (la cambié el lunes)", _pw),
    ("split_password", "password", "{s}", _pw),
    ("split_password", "la password del nonno l'è", "{s}", _pw),
    ("split_password", "ñe'ẽñemi", "{s}", _pw),
    ("split_password", "пароль:", "{s}", _pw),
    ("split_password", "parol vid poshty", "{s}", _pw),
    ("split_password", "boludo la pass de staging", "{s} posta", _pw),
    ("split_password", "the iLO password is", "{s}", _pw),
    ("split_password", "clave wifi cabañas", "{s}", _wifi_key),
    ("split_token", "DulceNube API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "ghp_{s}", _j((ALNUM, 36))),
    ("split_seed", "frase semilla", "{s}", _seed("spanish")),
    ("split_card", "número de tarjeta", "{s} vence 10/35", _card_spaced),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "UA"))),
    ("split_id", "CUIT", "{s}", _cuit("30")),
    ("split_otp", "secreto TOTP", "{s}", _totp),
    ("split_backup", "códigos de respaldo", "{s}", _codes),
    ("split_pin", "código de la puerta", "{s}", _j((D, 4))),
    ("split_phrase", "passphrase del vault", "{s}", _passphrase),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


_D8 = _j((D, 8))

# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pms": {"url": "https://losmollesaltos.example", "admin_pw": "{s}"}}': ("meta_password", _pw),
    '{"contraseña": "{s}"}': ("meta_password", _pw),
    '{"account": {"user": "battista", "passwd": "{s}"}}': ("meta_password", _pw),
    '{"пароль": "{s}"}': ("meta_password", _pw),
    '{"argv": ["mysql", "-u", "mirlo", "--password", "{s}", "produccion"]}': ("meta_password", _pw),
    '{"nota": "la clave del horno 2 es {s}"}': ("meta_password", _pw),
    '{"creds": {"pass": "{s}"}}': ("meta_password", _pw),
    '{"dulcenube": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"github_token": "ghp_{s}"}': ("meta_token", _j((ALNUM, 36))),
    '{"pago": {"card_number": "{s}", "exp": "05/36"}}': ("meta_card", _card_spaced),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IT")),
    '{"cuit": "{s}"}': ("meta_id", _cuit("30")),
    '{"codice_fiscale": "{s}"}': ("meta_id", _until(_codice, it_cf.is_valid)),
    '{"mfa": {"totp_secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _seed("english")),
    '{"cold_room": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Posada-Molles-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
    '{"encryption_key": "{s}"}': ("meta_key", _j((HEX, 64))),
    '{"2fa": {"backup": ["{s}", "48213377", "90817264", "11520983"]}}': ("meta_otp", _D8),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_TARBALL_SUM = hashlib.sha256(b"pms-backup-2033-04-02.tar.zst").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"envolvedora-fw-3.2.1.bin").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add late checkout fee", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"etiquetas: fix lote barcode", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"receta-alfajor-v7.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Acordate de cambiar la contraseña del panel de la posada antes del finde largo.",
    "Policy: passwords at Sierra Dulce are at least 14 characters and live in the vault only.",
    "la clave del wifi está en la tarjetita de recepción, pedísela a la Agus",
    "che no me acuerdo la contra del router, después te la paso",
    "boludo no me pases passwords por WhatsApp, usá el Bitwarden posta",
    "Nonno, la password non te la scrivo qui, te la dico a voce domenica, neh",
    "che ra'a, la contraseña upéi ame'ẽta ndéve personalmente",
    "Пароль не пишу в чат, скажу ввечері.",
    "parol skazhu vvecheri, ne v chati",
    "The PIN pad at the cold room is broken again; maintenance ticket #4471.",
    "Reset your PIN from the Naranja X app, never share it with anyone.",
    "Order 30-71245-9 ships Monday; tracking AR 4438 1290 5521.",
    "Release 3.14.2 of the reservas service is out; see CHANGELOG.md.",
    f"sha256 of pms-backup-2033-04-02.tar.zst: {_TARBALL_SUM}",
    f"envolvedora-fw-3.2.1.bin checksum {_FIRMWARE_SUM}",
    f"merged commit {_COMMIT} into main",
    f"revert {_SHORT} — etiquetas del lote salían corridas",
    f"md5 receta-alfajor-v7.pdf = {_MD5}",
    "Código postal de la fábrica: D5700, San Luis.",
    "El teléfono de la posada es +54 2656 47-3910.",
    "Coordenadas del mirador: -32.3441, -64.9827.",
    "Turno de la línea 3: 06:00 a 14:00, el 14/05/2033.",
    "Precio mayorista: caja de 24 alfajores a $ 18.450.",
    "La tarjeta terminada en 4417 fue rechazada, pedile otra al huésped.",
    "Card ending ****8820 expired; ask accounts for a new one.",
    "IBAN: IT** **** masked in the PDF, ask Battista for the full one in person.",
    "SKU GOL-ALF-24-DDL and GOL-CAR-100-MIEL are out of stock.",
    "Ticket INC-2033-00871: backup job on cdp-stor-02 failed with exit code 2.",
    "Error code 0x80070005 when the label printer spooler starts.",
    "Product code 7791234500017 is the 24-pack of chocolate alfajores.",
    "the password policy requires 14 characters, a digit and a symbol",
    "Two-factor is on for every admin account since March.",
    "We will send a 6-digit code to your phone when you log in.",
    "mañana te llega un código por SMS, me lo decís así entro al Mercado Pago",
    "Kod z sms pryjde za khvylynu, chekai.",
    "Код прийде на телефон, тоді скажу.",
    "il codice me l'hanno mandato ma l'ho già cancellato, bòja fauss",
    "Room 12 at the lodge, door opens with the card, not a code.",
    "La caja fuerte de recepción usa llave, no tiene código.",
    "Dial 0800-555-7732 for the bank helpline.",
    "Version 2.8.0 of the PMS needs PostgreSQL 16.",
    "Kubernetes node cdp-k8s-07 at 10.40.7.17 is cordoned for the RAM swap.",
    "El horno 2 llega a 180 °C en 14 minutos, lote 2033-117.",
    "Factura B 0004-00012873 por $ 92.300, vence el 30/06.",
    "Habitación 7: check-in 14:00, check-out 10:00, desayuno de 8 a 10.",
    "Derlis: la losa se llena el jueves, 42 m³ de hormigón H-21.",
    "che ra'a, mañana jaha a la obra a las 7, iporã",
    "Taras started at the data centre on Monday; badge number pending.",
    "Привіт! Завтра о 9 зустріч у Мерло, не забудь документи.",
    "Pryvit, zavtra o 9 zustrich u Merlo.",
    "Cerea! A l'è rivà la lettera da Cuneo, te la leggo domenica.",
    "Rotate the DulceNube API key every 90 days (next: 2033-07-01).",
    "the Grafana dashboard id is 12, datasource uid prometheus-main",
    "UUID of the reservation is not a secret: see booking page, ref R-48213.",
    "Wi-Fi network for guests: Posada-Molles-Invitados (open, portal login).",
    "Backup codes were regenerated; the printout is in the safe in the office.",
    "docker pull registry.cdpuntano.lan/pms:3.14.2",
    "git checkout -b fix/etiquetas-lote",
    "curl https://api.elmirlo.lan/v1/health returns 200 OK",
    "Seed phrase? No, the lodge has no crypto wallet, that was a phishing mail.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/posada/pms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_TARBALL_SUM}", "file": "pms-backup-2033-04-02.tar.zst"}}',
    '{"ticket": "INC-2033-00871", "order": "30-71245-9"}',
    '{"lote": {"id": "2033-117", "cajas": 240, "sabor": "dulce de leche"}}',
    '{"telefono": "+54 2656 47-3910", "ciudad": "Villa de Merlo"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pin_required": false}',
    '{"card_last4": "4417", "brand": "visa", "status": "declined"}',
    '{"coords": {"lat": -32.3441, "lon": -64.9827}, "postcode": "D5881"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
