# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eighty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventy-seventh's
docstring, the fifth to three-hundred-and-seventy-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (378 to 380), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (381_640_297), password words (a Tucumán
plant or dish, a number and a sign, `Lapacho4417!`; dot-joined words with a year,
`zafra.trapiche.2031`; leet `C4l4ch4qu1`; a name, a year and a town; dashed generator groups;
random runs).

The fictional company is Ingenio y Citrus Cañaveral del Aconquija S.A., a sugar mill, lemon
packer and tobacco buyer with its office in San Miguel de Tucumán, a mill in Monteros, a lemon
plant (the "Limonera") in Concepción and a cheese dairy and lodge in Tafí del Valle; its staff
(Nacho who runs IT, Yami, Chango Ruiz, Doña Mecha, Facu, Luli), the Syrian-descended partners
(Jalil and Nayla Sarquís, cousins in Homs and Latakia: Fadi, Rasha), the owners' Friulian
relatives in Udine and Codroipo (barba Toni, agne Marisa, Gjovanin), the French supplier of mill
equipment (Sucrerie Technique Vallet, Lille: Gaëlle, Thibaut) and seasonal harvesters from Caaguazú
and Coronel Oviedo (Ña Blanca, Derlis, Osvaldo). Every company, person, address, domain
(`canaveral.lan`, `canaveral.example`), account and number is invented; only the region is real.
Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `/`, `|`, `es`, `è`,
`e je`, `هي`, `ha'e`, `est`, a new line, a question then its answer, a value said first.

Grep counts (heldouts 5 to 377, grep -l): none for Tafí, Calchaquí, Amaicha, Colalao, Cafayate,
Famaillá, Lules, Cañaveral, Limonera, SumUp, fbsql, `aria2c --http-passwd`; one for Monteros,
Trapiche, Mistol, Pagos360, `tsql -P`, `kelmet el sir`; two for Tucumán, Concepción, Udine,
Pordenone, Homs, Zafra, Colppy, Xubio, Bitso, `svn --password`; Friul four; Paraguay ten.
Languages: about half in English or config; the rest in Tucumán texting Spanish (`che`, `bo`,
`sha`, `la clave quedó`), Syrian Arabic in Arabic script and Arabizi (`kelmet el ser 3al
wifi`, `el code huwe`: my guesses), Friulian-tinged Italian (`la password e je`, `il codiç`: my
guesses at Friulian), French of the supplier, and Paraguayan Jopara (`la clave ha'e`, `pe código`,
`nde contraseña`: my guesses). Vendors, mostly invented or little used: Pagos360, Colppy, Xubio,
SumUp, Bitso, Mistol Cloud (invented), ZafraTrack (invented), Aconquija Pay (invented),
CitriSense (invented), Yerbal IoT (invented), plus GitHub, Slack, Stripe, OpenAI and SendGrid
shapes. Ids: Argentina's CUIT and CBU (`stdnum.ar`), Paraguay's RUC (`stdnum.py.ruc`), Italy's
partita IVA (`stdnum.it.iva`), Spain's DNI; IBANs of Iraq, Bahrain and the British Virgin Islands
(three or fewer earlier corpora each), checked with `stdnum.iban`; seed phrases from `mnemonic`'s
English, Spanish, Italian and French lists. Cards pass Luhn.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.it import iva as it_iva
from stdnum.py import ruc as py_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 381_640_297
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
_r, _j = v.r, v.token
Maker = v.Maker

_PLANTS = ["Lapacho", "Tipa", "Quebracho", "Cebil", "Tarco", "Pacara", "Horco", "Mistol",
           "Humita", "Tamal", "Locro", "Empanada", "Chilcan", "Quesillo", "Aloja", "Yerba"]  # fmt: skip
_TOWNS = ["Monteros", "Tafi", "Concepcion", "Famailla", "Lules", "Amaicha", "Colalao", "Simoca"]
_NAMES = ["Nacho", "Yami", "Chango", "Mecha", "Facu", "Luli", "Jalil", "Nayla", "Derlis", "Toni"]
_SIGNS = "!#$%*?@+"


def _pw_plant(g: random.Random) -> str:
    return f"{g.choice(_PLANTS)}{g.randrange(10, 9999)}{g.choice(_SIGNS)}"


def _pw_dots(g: random.Random) -> str:
    words = g.sample(["zafra", "trapiche", "melaza", "bagazo", "limon", "tabaco", "cerro"], 2)
    return f"{words[0]}.{words[1]}.{g.randrange(2019, 2036)}"


def _pw_leet(g: random.Random) -> str:
    base = g.choice(["C4l4ch4qu1", "T4f1V4ll3", "M0nt3r0s", "Ac0nqu1j4", "L1m0n3r4", "Z4fr4"])
    return base + str(g.randrange(10, 99)) + g.choice(_SIGNS)


def _pw_name(g: random.Random) -> str:
    return f"{g.choice(_NAMES)}{g.randrange(1960, 2030)}{g.choice(_TOWNS)}"


def _pw_gen(g: random.Random) -> str:
    return "-".join(_r(g, ALNUM, 5) for _ in range(3))


def _pw_rand(g: random.Random) -> str:
    return _r(g, ALNUM, g.randrange(4, 8)) + g.choice(_SIGNS) + _r(g, ALNUM, g.randrange(4, 8))


_PWS = [_pw_plant, _pw_dots, _pw_leet, _pw_name, _pw_gen, _pw_rand]


def _pw(g: random.Random) -> str:
    return g.choice(_PWS)(g)


def _plain(g: random.Random) -> str:
    return g.choice([_pw_dots, _pw_name, _pw_gen])(g)


_PASSWORD = [
    "che Nacho, la contraseña del SAP de la Limonera es {s} bo, no la cambies",
    "sha, la clave del Colppy quedó {s} (me la pasó la Yami)",
    "[ticket ZT-4412] Monteros balanza: usuario operador, clave: {s}",
    "bo la contra del servidor del ingenio → {s}",
    "كلمة السر تبع حساب الشركة هي {s} يا فادي",
    "ya Rasha, kelmet el ser 3al portal hiye {s} ma t2oli la 7ada",
    "barba Toni, la password dal computer e je {s}, no sta dîle a nissun",
    "Gjovanin: la password del conto a Codroipo è {s}",
    "Thibaut: le mot de passe de l'automate de la centrifugeuse est {s}",
    "Gaëlle (Vallet) — mot de passe du portail SAV : {s}",
    "Derlis, nde contraseña pe celular de la cuadrilla ha'e {s}",
    "Ña Blanca la clave ha'e {s}, ani rehechauka ambuépe",
    "Runbook (Tafí lodge): router admin password = {s}",
    "note to self: ZafraTrack password {s} until the audit",
    "Hey assistant, remember that my Xubio password is {s}",
    "voice note: ehh Facu, la contraseña del mail de ventas es {s}, anotala",
    "pwd: {s}  # limonera-nas",
    "contraseña de la planilla de jornales → {s}",
    "Doña Mecha: la clave del homebanking es {s}, no se la digas al Chango",
    "Passwort für den Vallet-Fernzugang: {s}",
    "Luli, password del Pagos360: {s}",
    "la contra del wifi no, la del Tango: {s}",
    "PASSWORD (Concepción packing line HMI): {s}",
    "Nayla: el pass del Bitso quedó {s}",
]
_PHRASE_WORDS = ["cerro", "zafra", "lapacho", "quesillo", "menhir", "tabaco", "limon", "niebla",
                 "vicuña", "trapiche", "aloja", "cardón", "tipa", "yungas", "colibri"]  # fmt: skip
_PASSPHRASE = [
    "frase de acceso del KeePass de la oficina: {s}",
    "the vault passphrase is {s}",
    "passphrase (ssh key de Nacho): {s}",
    "Jalil: el passphrase del backup es {s}",
    "phrase secrète du coffre Vallet : {s}",
]
_PIN = [
    "el PIN de la tarjeta de la empresa es {s}",
    "código de la alarma del galpón de Monteros: {s}",
    "PIN del candado de la cámara de frío → {s}",
    "رمز الخزنة هو {s}",
    "el code tabaa el alarm huwe {s} ya Fadi",
    "il codiç dal portone a Udine al è {s}",
    "code PIN du terminal SumUp : {s}",
    "pe código del portón ha'e {s}",
    "door code for the Tafí dairy is {s}#",
    "PIN: {s} (celular de la cuadrilla)",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 5, 6, 8]))


_KEYS: list[tuple[str, Maker]] = [
    ("Pagos360 API key: {s}", _j((HEX, 40))),
    ("clave API de Colppy → {s}", _j((HEX, 32))),
    ("Xubio client secret = {s}", _j((ALNUM, 36))),
    ("SUMUP_API_KEY={s}", _j("sup_sk_", (ALNUM, 32))),
    ("Bitso API secret: {s}", _j((HEX, 32))),
    ("Mistol Cloud token: {s}", _j("mst_", (ALNUM, 34))),
    ("ZafraTrack API key — {s}", lambda g: v.uuid4(g, "b")),
    ("Aconquija Pay secret key {s}", _j("acq_live_", (ALNUM, 30))),
    ("CitriSense integration broken, current key {s}", _j((HEX, 48))),
    ("Yerbal IoT › Integrations › key: {s}", _j((ALNUM, 40))),
    ("GITHUB_TOKEN={s}", _j("ghp_", (ALNUM, 36))),
    ("slack bot del ingenio: {s}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe de la tienda online: {s}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={s}", _j("sk-proj-", (URLSAFE, 48))),
    ("SendGrid key para los avisos: {s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("مفتاح API تبع Pagos360: {s}", _j((HEX, 40))),
    ("chiave API di ZafraTrack: {s}", _j((ALNUM, 32))),
    ("clé d'API du portail Vallet : {s}", _j((HEX, 32))),
    ("AWS de los backups: {s}", _j("AKIA", (UPPER + D, 16))),
    ("token de Telegram del bot de la zafra: {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
]
_CONN = [
    "DATABASE_URL=postgres://zafra:{s}@db.canaveral.lan:5432/ingenio",
    "mysql://limonera:{s}@10.20.0.14/packing",
    "mongodb+srv://citri:{s}@cluster0.canaveral.example/lotes",
    "redis://:{s}@cache.canaveral.lan:6379/0",
    "amqp://balanza:{s}@mq.canaveral.lan:5672/",
    "Server=sql-monteros;Database=Jornales;User Id=sa;Password={s};",
    "jdbc:postgresql://db.canaveral.lan/tabaco?user=app&password={s}",
    "sftp://vallet:{s}@sftp.canaveral.example/planos",
]
_JWT = [
    "Authorization: Bearer {s}",
    "el token de la app de jornales es {s}",
    "jwt={s}",
    "التوكن: {s}",
]


def _jwt(g: random.Random) -> str:
    claims = {"sub": g.choice(_NAMES).lower(), "iss": "canaveral.example", "iat": 1_900_000_000}
    return f"{v.b64url({'alg': 'HS256', 'typ': 'JWT'})}.{v.b64url(claims)}.{_r(g, URLSAFE, 43)}"


_AUTH = [
    "curl -H 'Authorization: Bearer {s}' https://api.canaveral.example/lotes",
    "Authorization: Basic {s}",
    "header del webhook de Pagos360 → Authorization: Bearer {s}",
    'proxy_set_header Authorization "Basic {s}";',
]


def _basic(g: random.Random) -> str:
    raw = f"{g.choice(_NAMES).lower()}:{_pw_rand(g)}".encode()
    return base64.b64encode(raw).decode()


def _auth(g: random.Random) -> str:
    return g.choice([_basic, _j((ALNUM, 40))])(g)


_WIFI = [
    "wifi Limonera-Empaque / {s}",
    "la clave del wifi del lodge de Tafí es {s}",
    "red: Cañaveral Oficina 5G, clave: {s}",
    "WIFI:T:WPA;S:Ingenio-Monteros;P:{s};;",
    "kelmet el ser 3al wifi {s}",
    "كلمة سر الواي فاي: {s}",
    "la password dal wifi e je {s}",
    "mot de passe wifi de l'atelier : {s}",
    "wifi clave ha'e {s}",
    'wpa_passphrase="{s}"',
]
_SEED_T = [
    "frase semilla de la billetera de Bitso: {s}",
    "seed phrase (Ledger del ingenio): {s}",
    "12 parole del portafoglio di barba Toni: {s}",
    "phrase de récupération : {s}",
    "كلمات الاسترجاع: {s}",
]
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "french")}


def _seed(g: random.Random) -> str:
    lang = g.choice(sorted(_MNEMO))
    size = g.choice([16, 32])
    return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))


_CARD = [
    "tarjeta corporativa: {s} vto 08/31",
    "número de tarjeta {s}, cvv en el dorso",
    "la tarjeta de Nayla es {s}",
    "رقم البطاقة {s}",
    "numero de carte Vallet : {s}",
    "carta di credito di agne Marisa: {s}",
]


def _card(g: random.Random) -> str:
    brand = g.choice(["visa", "mastercard", "amex"])
    return v.grouped(v.card(g, brand), g.choice([" ", "-", ""]), g)


_IBAN = [
    "IBAN de los primos en Erbil: {s}",
    "transferir a IBAN {s} (proveedor)",
    "IBAN: {s}",
    "رقم الآيبان {s}",
    "l'IBAN del cont: {s}",
]
_IBAN_SHAPES = {"IQ": "aaaa" + "n" * 15, "BH": "aaaa" + "c" * 14, "VG": "aaaa" + "n" * 16}


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(sorted(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _cuit_any(g: random.Random) -> str:
    return v.until(g, lambda h: (b := h.choice(["20", "27"]) + _r(h, D, 8))
                   + ar_cuit.calc_check_digit(b), ar_cuit.is_valid)  # fmt: skip


def _cbu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        a = _r(h, D, 7)
        b = _r(h, D, 13)
        return a + ar_cbu.calc_check_digit(a) + b + ar_cbu.calc_check_digit(b)

    return v.until(g, make, ar_cbu.is_valid)


def _ruc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7)
        return f"{body}-{py_ruc.calc_check_digit(body)}"

    return v.until(g, make, py_ruc.is_valid)


def _iva(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 10)
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, it_iva.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("CUIT del Chango para el alta: {s}", _cuit_any),
    ("mi CUIL es {s}, cargalo en el recibo", _cuit_any),
    ("CBU de Doña Mecha: {s}", _cbu),
    ("pasame a este CBU {s} los jornales", _cbu),
    ("RUC de Derlis: {s}", _ruc),
    ("Osvaldo RUC ha'e {s}", _ruc),
    ("partita IVA di barba Toni: {s}", _iva),
    ("DNI español de Gaëlle: {s}", v.dni_number),
]
_BACKUP = [
    "códigos de recuperación del Google de la empresa:\n{s}",
    "backup codes (GitHub Nacho): {s}",
    "codes de secours : {s}",
    "رموز الاحتياط:\n{s}",
    "codici di backup: {s}",
]


def _codes(g: random.Random) -> str:
    style = g.randrange(4)
    sep = "\n" if g.random() < 0.5 else ", "
    return sep.join(v.backup_codes(g, g.choice([5, 6, 8]), style))


_OTP = [
    "el código de verificación es {s}",
    "{s} es tu código de Pagos360",
    "code huwe {s} ya Rasha, ba3tili yeh",
    "رمز التحقق: {s}",
    "il codiç di verifiche: {s}",
    "votre code de vérification : {s}",
    "pe código ha'e {s}, embou pya'e",
]
_TOTP = [
    "2FA secret del Colppy: {s}",
    "otpauth://totp/Canaveral:nacho?secret={s}&issuer=Canaveral",
    "TOTP setup key de ZafraTrack → {s}",
    "clave manual del autenticador (no pude escanear el QR): {s}",
]
_SPELLED: list[tuple[str, bool]] = [  # True: the secret is word and number joined
    ("la clave es la palabra {w} y después el {d}", False),
    ("{w}{d}, eso le puse al router del lodge", True),
    ("the password is the word {w} followed by {d}", False),
    ("la password e je la peraule {w} e dopo {d}", False),
    ("le mot de passe, c'est le mot {w} puis {d}", False),
    ("kelmet el ser heye kelmet {w} w ba3da {d}", False),
    ("{w}{d} — esa es la contraseña del wifi del galpón", True),
]
_CLI = [
    "nacho@ingenio:~$ mysql -u zafra -p{s} jornales",
    "sshpass -p '{s}' ssh root@10.20.0.3",
    "fbsql -u SYSDBA -p '{s}' balanza.fdb",
    "aria2c --http-user=vallet --http-passwd='{s}' https://sav.vallet.example/plan.pdf",
    "tsql -S sql-monteros -U sa -P '{s}'",
    "svn checkout https://svn.canaveral.lan/scada --username nacho --password '{s}'",
    "redis-cli -a '{s}' -h cache.canaveral.lan",
    "curl -u limonera:{s} https://nas.canaveral.lan/api",
    "docker login registry.canaveral.lan -u ci -p '{s}'",
    "htpasswd -b /etc/nginx/.htpasswd yami '{s}'",
    "7z a jornales.7z planillas/ -p'{s}'",
    "zip -P '{s}' recibos.zip recibos/*.pdf",
    "openssl enc -aes-256-cbc -in cuit.csv -out cuit.enc -pass pass:{s}",
    "sqlcmd -S 10.20.0.9 -U sa -P '{s}'",
    "ldapsearch -x -D cn=admin,dc=canaveral,dc=lan -w '{s}'",
    "xfreerdp /v:10.20.0.21 /u:operador /p:'{s}'",
]
_SHELLS = ["{c}", "$ {c}", "[root@monteros-01 ~]# {c}", "PS C:\\Tafi> {c}", "# runbook:\n{c}"]
_ENV = [
    "DB_PASSWORD={s}",
    "ZAFRATRACK_SECRET={s}",
    'SMTP_PASS="{s}"',
    'password: "{s}"  # limonera.yml',
    "[mail]\nuser = ventas@canaveral.example\npassword = {s}",
    "define('DB_PASSWORD', '{s}');",
    "spring.datasource.password={s}",
    "  mqtt:\n    user: balanza\n    pass: {s}",
    '<add key="PagosPassword" value="{s}" />',
    "export PGPASSWORD='{s}'",
]
_KEY_BLOCK = [
    "la key del servidor de Monteros:\n{s}",
    "{s}",
    "clé privée du VPN Vallet :\n{s}",
    "id_ed25519 de Nacho:\n{s}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"])
    body = "\n".join(_r(g, ALNUM + "+/", 64) for _ in range(g.randrange(4, 9)))
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


def _simple(
    rng: random.Random, cls: str, templates: list[str], make: Maker, n: int
) -> list[Sample]:
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{s}", secret), secret))
    return out


def _pairs(rng: random.Random, cls: str, rows: list[tuple[str, Maker]], n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, rows, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{s}", secret), secret))
    return out


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    words = ["quebracho", "lapacho", "tarco", "menhir", "vicuña", "quesillo", "colibri", "cebil"]
    out = []
    for template, joined in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(words), str(rng.randrange(100, 9999))
        secret = w + d if joined else w
        out.append(Sample("spelled_password", template.format(w=w, d=d), secret))
    return out


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = _simple(rng, "cli_password", _CLI, _plain, n)
    return [Sample(s.cls, rng.choice(_SHELLS).format(c=s.text), s.secret) for s in out]


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _simple(rng, "password_label", _PASSWORD, _pw, 60)
    out += _simple(
        rng, "passphrase", _PASSPHRASE, lambda g: " ".join(g.sample(_PHRASE_WORDS, 4)), 15
    )
    out += _simple(rng, "pin_code", _PIN, _pin, 20)
    out += _pairs(rng, "vendor_key", _KEYS, 40)
    out += _simple(rng, "connection_string", _CONN, _plain, 15)
    out += _simple(rng, "private_key", _KEY_BLOCK, _pem, 8)
    out += _simple(rng, "jwt", _JWT, _jwt, 12)
    out += _simple(rng, "auth_header", _AUTH, _auth, 15)
    out += _simple(rng, "wifi_key", _WIFI, _plain, 20)
    out += _simple(rng, "seed_phrase", _SEED_T, _seed, 15)
    out += _simple(rng, "card_number", _CARD, _card, 20)
    out += _simple(rng, "iban", _IBAN, _iban, 15)
    out += _pairs(rng, "national_id", _IDS, 20)
    out += _simple(rng, "backup_codes", _BACKUP, _codes, 15)
    out += _simple(rng, "one_time_code", _OTP, _j((D, 6)), 15)
    out += _simple(rng, "totp_secret", _TOTP, lambda g: v.totp_secret(g, False), 10)
    out += _spelled(rng, 15)
    out += _cli(rng, 30)
    out += _simple(rng, "env_config", _ENV, _pw, 30)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la clave del SAP de la Limonera es", "{s}", _pw),
    ("split_password", "kelmet el ser:", "{s} ya Fadi", _pw),
    ("split_password", "la password dal computer e je", "{s}", _pw),
    ("split_password", "mot de passe de l'automate :", "{s}", _pw),
    ("split_password", "nde contraseña ha'e", "{s}", _pw),
    ("split_password", "Colppy password:", "{s}\n(no compartir)", _pw),
    ("split_password", "كلمة السر", "{s}", _pw),
    ("split_password", "contra del router del lodge →", "{s}", _plain),
    ("split_wifi", "wifi Limonera-Empaque clave", "{s}", _plain),
    ("split_pin", "PIN de la tarjeta:", "{s}", _pin),
    ("split_token", "Pagos360 API key", "{s}", _j((HEX, 40))),
    ("split_token", "ZafraTrack token:", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla Bitso:", "{s}", _seed),
    ("split_card", "tarjeta corporativa", "{s} vto 02/32", _card),
    ("split_iban", "IBAN primos Erbil", "{s}", _iban),
    ("split_id", "CBU de Doña Mecha", "{s}", _cbu),
    ("split_backup", "códigos de recuperación", "{s}", _codes),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, True)),
    ("split_conn", "DATABASE_URL=postgres://zafra:", "{s}@db.canaveral.lan/ingenio", _plain),
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ('{"limonera": {"sap_password": "{s}"}}', "meta_password", _plain),
    ('{"contraseña": "{s}"}', "meta_password", _plain),
    ('{"كلمة_السر": "{s}"}', "meta_password", _plain),
    ('{"account": {"user": "derlis", "passwd": "{s}"}}', "meta_password", _plain),
    ('{"note": "la clave del Colppy quedó {s}"}', "meta_password", _plain),
    ('{"argv": ["fbsql", "-u", "SYSDBA", "-p", "{s}"]}', "meta_password", _plain),
    ('{"transcript": "Thibaut: le mot de passe est {s}"}', "meta_password", _plain),
    ('{"pagos360": {"api_key": "{s}"}}', "meta_token", _j((HEX, 40))),
    ('{"zafraTrackToken": "{s}"}', "meta_token", _j((ALNUM, 36))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"payment": {"card_number": "{s}", "exp": "05/33"}}', "meta_card", _card),
    ('{"supplier": {"iban": "{s}"}}', "meta_iban", _iban),
    ('{"worker": {"cuit": "{s}"}}', "meta_id", _cuit_any),
    ('{"harvester": {"ruc": "{s}"}}', "meta_id", _ruc),
    ('{"mfa": {"backup_codes": "{s}"}}', "meta_otp", lambda g: ", ".join(v.backup_codes(g, 5, 1))),
    ('{"wallet": {"seed_words": "{s}"}}', "meta_seed", _seed),
    ('{"alarm": {"pin": "{s}"}}', "meta_pin", _pin),
    ('{"wifi": {"ssid": "Tafi-Lodge", "psk": "{s}"}}', "meta_wifi", _plain),
    ('{"totp_secret": "{s}"}', "meta_otp", lambda g: v.totp_secret(g, False)),
    ('{"env": "SMTP_PASS={s}"}', "meta_password", _plain),
]


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        secret = make(rng)
        data = json.loads(text.replace("{s}", json.dumps(secret)[1:-1]))
        out.append(MetadataSample(cls, data, secret))
    return out


_COMMIT = hashlib.sha1(b"balanza: fix tara del camion", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"jornales: revert CUIT column", usedforsecurity=False).hexdigest()[:9]
_SUM = hashlib.sha256(b"scada-monteros-3.2.1.tar.gz").hexdigest()
_MD5 = hashlib.md5(b"zafra_2031.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    f"commit {_COMMIT} arregla la tara del camión en la balanza",
    f"volvimos a {_SHORT} porque rompió la columna del CUIT",
    f"sha256 de scada-monteros-3.2.1.tar.gz: {_SUM}",
    f"MD5 de zafra_2031.csv es {_MD5}, igual que la copia del NAS",
    "la política de contraseñas pide 12 caracteres como mínimo",
    "che, ¿alguien sabe dónde está guardada la clave del wifi? preguntale a Nacho",
    "Pedido #PO-2031-00418: 40 bolsas de azúcar, total $ 1.284.500",
    "El camión 14 entró a la balanza a las 06:42 con 28.400 kg de caña",
    "Teléfono de la Limonera: +54 381 555-0142 (lunes a viernes 8 a 17)",
    "versión 4.2.17 del SCADA instalada en Monteros",
    "la contraseña se cambia cada 90 días, avisa el sistema",
    "كلمة السر لازم تكون 12 حرف على الأقل",
    "ya Rasha, nsit kelmet el ser, ba3mel reset",
    "la password e je stade cambiade îr, domandile a Toni",
    "Le mot de passe doit contenir au moins une majuscule.",
    "nde contraseña ndaha'éi oñembohasa WhatsApp rupive",
    "El lote LOT-2031-TUC-0311 tiene 11,2 % de humedad",
    "Ticket ZT-4412 cerrado: la balanza de Monteros ya pesa bien",
    "la zafra arranca el 12 de mayo, turno de 06:00 a 14:00",
    "Factura B 0004-00018822 por $ 96.300,00",
    "el PIN pad de la caja del quesillo está roto",
    "token limit of the assistant is 8000 tokens per call",
    "Recordá: nunca mandes la clave por chat, usá el gestor de contraseñas",
    "API key rotation for ZafraTrack is scheduled for Friday",
    "El remito 0012-00004471 salió de Concepción a las 14:30",
    "Cosecha de limón: 1.320 bins, 18 kg por bin",
    "El código postal de Tafí del Valle es T4137",
    "pin: pandas a 2.2.3 hasta que arreglen el build",
    "Password reset link expires in 30 minutes.",
    "the secret to a good locro is patience and zapallo",
    "código de producto 7791234000123 (azúcar 1 kg)",
    "Nro. de guía Andreani 360002811427650 para el repuesto de Vallet",
    "La cámara de frío está a 4 °C, alarma a 8 °C",
    "el backup de las 02:00 terminó bien, 412 GB",
    "Reunión con Vallet el 3/6 a las 10:00 (hora de Lille 15:00)",
    "voice note: che Facu, mañana llueve en Tafí, llevá campera",
    "Derlis ohasa Caaguazú gotyo 20 de diciembre",
    "Gaëlle: la pièce 88-1402-B arrive à Buenos Aires le 14 juin",
    "barba Toni: o ven a Tucumán in zenâr",
    "مبروك يا نايلة على البيت الجديد بالحمصية",
    "El tractor 7 necesita cambio de aceite cada 250 horas",
    "Código de error E-204 en la centrífuga 3: sensor de vibración",
    "IP del SCADA: 10.20.0.3, puerto 502",
    "MAC de la balanza: 00:1B:44:11:3A:B7",
    "el wifi del lodge se llama Tafi-Lodge, la clave la tiene Mecha",
    "Turno noche: Chango, Facu y Osvaldo",
    "El precio del azúcar subió 4,5 % en abril",
    "Hash del commit público: 3f9c2a1",
    "La contraseña debe tener una mayúscula y un número.",
    "Ruta 307 cortada a la altura de El Infiernillo hasta las 18 h",
    "Orden de compra 2031-TUC-77 aprobada por Jalil",
    "backup codes left: 7 (regenerate when under 3)",
    "Usá el código de descuento del proveedor en el portal, está en el mail",
    "PIN codes are four to six digits long.",
    "El sueldo se deposita el quinto día hábil",
    "versión del firmware del router: 1.0.11 build 20240117",
    "La planta de Concepción procesa 600 toneladas de limón por día",
    "el token de acceso vence a los 60 minutos, después pedí otro",
    "ISBN del manual de la centrífuga: 978-3-16-148410-0",
    "Clave fiscal de AFIP: nivel 3 requerido para el trámite",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 12}',
    '{"secret_ref": "vault/canaveral/sap", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_SUM}", "package": "scada-monteros", "version": "3.2.1"}}',
    '{"ticket": "ZT-4412", "purchase_order": "PO-2031-00418"}',
    '{"lot": {"id": "LOT-2031-TUC-0311", "weight_kg": 28400, "moisture_pct": 11.2}}',
    '{"phone": "+54 381 555-0142", "city": "San Miguel de Tucumán"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bins": 1320}',
    '{"token_count": 512, "pin_pad": "broken"}',
    '{"invoice": "0004-00018822", "total_ars": 96300.0}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
