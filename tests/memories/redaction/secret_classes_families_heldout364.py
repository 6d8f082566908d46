# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-sixty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-sixty-first's
docstring, the fifth to three-hundred-and-sixty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (362, 363, 365), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (364_271_903), password words (an
Andean place or plant, a number and a sign, `Cumbemayo#2719`; dot-joined Quechua words with a
year, `yaku.rumi.2014`; leet `Hu4sc4r4n`; a dog's name and a year; random runs).

The fictional company is Lácteos Cumbemayo Andino S.A.C., a dairy (quesillo, manjar blanco, queso
mantecoso) with its plant on the road to Baños del Inca, a collection centre in Celendín, a shop in
Cajamarca's centre, a trout farm and lodge office in Huaraz and a warehouse in Caraz; its staff
(Rosa Tantaleán, Wilder Chuquiruna, Segundo Minaya, Flor Huamán, Eusebio Cacha), relatives abroad
(a nephew in Turin, a cousin in Paterson, N.J.), the Italian volunteers of a fictional mission in
Caraz (don Matteo, Chiara, suor Lucia) and Israeli backpackers who trek from Huaraz (Shira, Itai,
Noga). Every company, person, address, domain (`cumbemayo.lan`, `lacteos-cumbemayo.example`),
account and number is invented; only the region is real. Texts: chats, tickets, notes, runbooks,
shell prompts, config and env files, voice-note transcripts and requests to the assistant;
separators: a colon, `=`, `→`, `->`, `/`, `es`, `è`, `hi`, `kaymi`, `kan`, a full-width colon,
a new line, a question then an answer, and none.

Grep counts (heldouts 5 to 361 naming each, grep -l): none for Cajamarca, Huaraz, Celendín,
Baños del Inca, Cumbemayo, Ancash, Huaylas, Yungay, Llanganuco, Pastoruri, Chavín, Yanacocha,
Tantaleán, Minaya, Caja Trujillo, Leumi, Mizrahi, `churay`, `yachanki`, `Mana pipapis`, esptool;
few for Caraz (1), Nubefact (1), Mibanco (1), Scotiabank (1), Caja Huancayo (1), clavenqa (1),
kanmi (1), Alegra (2), Siigo (2), manjar (2), mispar zehut (2), Suor (2), arduino-cli (3),
odoo-bin (3), reset_password.php (3), quesillo (3), espota (4), teamviewer (4), Bsale (4),
kafkacat (4), mailx (4), vdirsyncer (4), zabbix_get (5), wp user update (5), amqp-publish (5),
rancher login (5); more for pe.ruc (7), pe.cui (9), il.idnr (12), it.codicefiscale (17),
`password del` (112), `chiave API` (78), `llave` (66). IBAN countries (Djibouti, Mongolia,
Nicaragua, Sudan, Libya, Burundi, Yemen) were each found in 32 to 33 earlier corpora by a rough
count of their quoted codes, the low end of that count.

About half of the secret samples are not in English: Andean Spanish as texted in Cajamarca and
Huaraz (`oe`, `causa`, `pe`, `ya pues`, `la clave es`, `la contra`, `nomás`, `jaja`), the Quechua
of Cajamarca (`clavinchik … kan`, `mana pipapis willankichu`, `yaykunapaq`), the Quechua of
Ancash (`kaymi`, `claven kaymi`, `yaykunan`, `churay`), the Italian of the mission's volunteers
(`la password è`, `codice di verifica`, `codici di backup`, `chiave API`, `codice fiscale`) and
the Hebrew of Israeli backpackers in script (`הסיסמה היא`, `קוד אימות`, `מספר זהות`, `קודי
גיבוי`) and romanised (`ha-sisma hi`, `kod imut`, `mispar zehut`). Spanish, Italian and Hebrew
script are ordinary usage; the author's guesses, checked by no speaker, are all the Quechua
wordings (both varieties), the Cajamarca and Huaraz texting flavour and the Hebrew romanisations.

Vendors: invented ones (CumbePay `cbp_live_`, Ancash Cloud `anc-`, Huascarán SMS `hsms_`, Quesillo
ERP `qerp_sk_`, Yanacocha Telemetría `ytl.`; shapes guessed), Peruvian, Israeli and Italian ones
with guessed shapes (Nubefact, Alegra, Bsale, Siigo, Mibanco, Caja Trujillo, Leumi, Mizrahi) and
published shapes (GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Telegram, Shopify, DigitalOcean, Linear, Groq, Docker Hub, PyPI, Mailchimp,
Figma, Sentry, Notion); the JWTs are well-formed.

Ids: Peru's DNI with its check digit (CUI) and RUC (`pe.cui`, `pe.ruc`), Israel's teudat zehut
and company number (`il.idnr`, `il.hp`) and Italy's codice fiscale and partita IVA
(`it.codicefiscale`, `it.iva`), each drawn until its python-stdnum module validates it. Cards pass
Luhn (`stdnum.luhn`; Visa, Mastercard, Amex and Diners prefixes); IBANs are checked with
`stdnum.iban`; seed phrases come from mnemonic's English, Spanish and Italian lists, checked with
`Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
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
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 364_271_903
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = Callable[[random.Random], str]

_PLACES = ["Cumbemayo", "Otuzco", "Llacanora", "Huanchaco", "Pastoruri", "Llanganuco",
           "Yungay", "Chacas", "Huandoy", "Shilla", "Tullparaju", "Namora", "Sorochuco",
           "Kuntur"]  # fmt: skip
_QUECHUA = ["yaku", "rumi", "killa", "inti", "urpi", "waman", "chaska", "puyu", "sacha", "hatun",
            "qori", "llaqta", "tuta", "paqari"]  # fmt: skip
_DOGS = ["Chusco", "Manchas", "Toby", "Pelusa", "Boby", "Rayito"]
_SIGNS = "#!$*%&?@"


def _pw(g: random.Random) -> str:
    style = g.randrange(6)
    if style == 0:
        return g.choice(_PLACES) + g.choice(_SIGNS) + str(g.randrange(1000, 9999))
    if style == 1:
        return ".".join(g.sample(_QUECHUA, 2)) + "." + str(g.randrange(1990, 2031))
    if style == 2:
        word = g.choice(
            ["Hu4sc4r4n", "Qu3s1ll0", "C3l3nd1n", "M4nj4rBl4nc0", "T0t0r4", "Ch1r1m0y4"]
        )
        return word + str(g.randrange(10, 99)) + g.choice(_SIGNS)
    if style == 3:
        return g.choice(_DOGS) + str(g.randrange(1998, 2026)) + g.choice(_PLACES)[:4].lower()
    if style == 4:
        return _r(g, ALNUM, g.randrange(11, 16)) + g.choice(_SIGNS) + _r(g, D, 2)
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


def _plain_pw(g: random.Random) -> str:
    return g.choice(_PLACES) + str(g.randrange(100, 999)) + g.choice(_SIGNS) + _r(g, UPPER, 2)


def _cycle_take(
    g: random.Random, cls: str, templates: list[str], n: int, make: Maker
) -> list[Sample]:
    out = []
    for template in v.cycle(g, templates, n):
        secret = make(g)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


Family = tuple[str, list[str], Maker, int]

# ---------------------------------------------------------------- passwords said in a sentence
_SAID = [
    "oe causa, la clave del servidor de la planta es {pw} nomás, no la pases",
    "Rosa: la contra del correo de ventas → {pw}",
    "ya pues Wilder, contraseña del router de Celendín: {pw}",
    "jaja ya, la clave del sistema de acopio es {pw} pe",
    "nota de voz (Segundo): eh... la contraseña del Alegra de la tienda es {pw}, ya",
    "[ticket CUMBE-4412] Cambié la contraseña del NAS del plan a {pw}",
    "Flor, para la PC de la oficina de Huaraz la clave es {pw}",
    "contraseña nueva del usuario caja1 → {pw} (no le digas a nadie pe)",
    "la clave del portal de la SUNAT quedó en {pw}, la pasé al cuaderno",
    "oe Eusebio, del almacén de Caraz la contraseña es {pw}",
    "Wifipa claven kaymi: {pw}",
    "Servidorpa claven kaymi {pw}, ama pitapis willankichu",
    "yaykunapaq clavinchik {pw} kan, mana pipapis willankichu",
    "Cajamarca tiendapa clavin: {pw}",
    "computadorapa yaykunan shimi → {pw}",
    "kay claveta churay: {pw}",
    "la password del portatile della missione è {pw}",
    "Chiara, la password del gestionale è {pw}, non dirla a nessuno",
    "don Matteo: password della posta della missione → {pw}",
    "ho cambiato la password del router di Caraz in {pw}",
    "הסיסמה של המחשב בהוסטל היא {pw}",
    "שירה, הסיסמה למייל של הטרק: {pw}",
    "ha-sisma hi {pw} la-laptop shel Itai",
    "Noga: ha-sisma la-booking {pw}, al tagidi le-af ehad",
    "Quick note: the password for the Huaraz lodge booking panel is {pw}",
    "hey can you remember that my Nubefact password is now {pw}",
    "assistant, store this: password for the dairy's Bsale account = {pw}",
    "password for pgadmin on the plant server -> {pw}",
    "Voice memo, Rosa: so the admin password for the cheese-vat PLC is {pw}, okay",
    "reset done, new pwd: {pw}",
    "tío, del Siigo de Turín la contraseña es {pw}",
    "primo, en Paterson the laptop password is {pw} jaja",
]

# ---------------------------------------------------------------- login pairs
_LOGINS = [
    "usuario: rtantalean / contraseña: {pw}",
    "login acopio.celendin / {pw}",
    "entra como admin con {pw} al panel de la cámara de frío",
    "creds del Mibanco empresas: wchuquiruna:{pw}",
    "utente: chiara.missione, password: {pw}",
    "user noga.b / ha-sisma {pw}",
    "sminaya@lacteos-cumbemayo.example:{pw}",
    "root:{pw}",
    "sign in as fhuaman with {pw} on the Huaraz trout-feed dashboard",
    "| ecacha | {pw} | almacén Caraz |",
    "u=tienda01 p={pw}",
    "usuariuyki: rosa.t, clavinchik: {pw}",
]

# ---------------------------------------------------------------- spelled-out passwords
_SPELL_WORDS = ["quesillo", "chirimoya", "totora", "lucuma", "vicuna", "queñua", "puya", "shilpida"]


def _spell_take(g: random.Random, n: int) -> list[Sample]:
    templates = [
        "la clave es la palabra {w} y luego {n}",
        "la contraseña es {w} con mayúscula al inicio y {n} al final",
        "the wifi password is the word {w} followed by {n}",
        "Tortilla no — it's {w} then {n}, that's the office login",
        "la password è la parola {w} e poi il numero {n}",
        "ha-sisma hi ha-mila {w} ve-ahar kach {n}",
        "clavinchik: {w} nispa, chaymanta {n}",
        "the name of our dog, {w}, followed by {n}",
        "escribe {w}, luego {n}; esa es la clave del admin",
        "{w}{n}, that's what I set for the router",
        "claven kaymi: {w} palabra, chaypita {n} yupay",
        "the password is {w} with a capital first letter and {n} at the end",
    ]
    out = []
    for t in v.cycle(g, templates, n):
        w = g.choice(_SPELL_WORDS + _DOGS)
        num = str(g.randrange(100, 9999))
        if "capital" in t or "mayúscula" in t:
            w = w.capitalize()
        secret = f"{w}{num}" if t.startswith("{w}{n}") else num
        out.append(Sample("spelled_password", t.replace("{w}", w).replace("{n}", num), secret))
    return out


# ---------------------------------------------------------------- command lines
_CLI = [
    "rosa@planta:~$ mysql -u quesos -p{pw} produccion",
    "wilder@acopio-celendin:~$ sshpass -p '{pw}' ssh pi@10.12.0.7",
    "$ redis-cli -h cache.cumbemayo.lan -a '{pw}' ping",
    "$ docker login registry.cumbemayo.lan -u deploy -p '{pw}'",
    "$ curl -u sminaya:{pw} https://erp.cumbemayo.lan/api/lotes",
    "$ espota.py -i 10.12.0.41 -a '{pw}' -f firmware_balanza.bin",
    "$ arduino-cli upload -p 10.12.0.42 --upload-field password='{pw}' termometro",
    "$ zabbix_get -s 10.12.0.9 -k agent.ping --tls-psk-identity tina --psk '{pw}'",
    "$ wp user update 3 --user_pass='{pw}' --path=/var/www/tienda",
    "$ php admin/cli/reset_password.php --username=chiara --password='{pw}'",
    "$ odoo-bin -d cumbemayo --db_user odoo --db_password '{pw}'",
    "$ teamviewer passwd '{pw}'",
    "$ kafkacat -b kafka.cumbemayo.lan:9093 -X sasl.username=acopio -X sasl.password='{pw}' -L",
    "$ mailx -S smtp-auth-user=ventas -S smtp-auth-password='{pw}' -s cierre rosa@x.example",
    "$ amqp-publish -u amqp://planta:{pw}@mq.cumbemayo.lan/ -r leche -b 'lote 77'",
    "$ rancher login https://rancher.cumbemayo.lan --token token-x:{pw}",
    '$ vdirsyncer config: password = "{pw}"',
    "$ 7z a -p'{pw}' planillas_2031.7z planillas/",
    "$ zip -P '{pw}' boletas.zip boletas/*.pdf",
    "$ openssl enc -aes-256-cbc -in clientes.csv -out clientes.enc -pass pass:'{pw}'",
    "$ gpg --batch --passphrase '{pw}' -c contratos.tar",
    "$ sqlcmd -S 10.12.0.5 -U sa -P '{pw}' -Q 'select 1'",
    "$ xfreerdp /v:10.12.0.20 /u:contador /p:'{pw}'",
    "$ plink -ssh -pw '{pw}' admin@10.12.0.1",
    "$ lftp -u ftpleche,{pw} ftp.cumbemayo.lan",
    "$ smbclient //nas/planillas -U rosa%{pw}",
    "$ echo '{pw}' | sudo -S systemctl restart acopio",
    "$ keytool -importcert -alias sunat -keystore ce.jks -storepass '{pw}'",
    "PS C:\\> net use Z: \\\\nas\\ventas {pw} /user:CUMBE\\ventas",
    "$ ipmitool -I lanplus -H 10.12.0.3 -U admin -P '{pw}' power status",
    "$ mosquitto_pub -h mqtt.cumbemayo.lan -u tanque2 -P '{pw}' -t leche/temp -m 4.1",
    "$ htpasswd -b /etc/nginx/.htpasswd tienda '{pw}'",
    "mysql> CREATE USER 'reportes'@'%' IDENTIFIED BY '{pw}';",
    "$ ldapsearch -x -D cn=admin,dc=cumbemayo,dc=lan -w '{pw}' -b dc=cumbemayo,dc=lan",
]

# ---------------------------------------------------------------- connection strings
_URLS = [
    "DATABASE_URL=postgres://acopio:{pw}@db.cumbemayo.lan:5432/leche",
    "mongodb://tienda:{pw}@mongo.cumbemayo.lan:27017/ventas?authSource=admin",
    "la cadena es mysql://quesos:{pw}@10.12.0.5/produccion",
    "amqp://planta:{pw}@mq.cumbemayo.lan:5672/",
    "redis://:{pw}@cache.cumbemayo.lan:6379/0",
    "Server=10.12.0.5;Database=Contabilidad;User Id=sa;Password={pw};",
    "smtp://ventas%40lacteos-cumbemayo.example:{pw}@mail.lacteos-cumbemayo.example:587",
    "stringa di connessione: postgresql://missione:{pw}@db.missione-caraz.example/donazioni",
    "ftp://balanzas:{pw}@10.12.0.40/export",
    "sftp://trucha:{pw}@huaraz.cumbemayo.lan:22/fotos",
    "jdbc:postgresql://db.cumbemayo.lan/leche?user=bi&password={pw}",
    "https://admin:{pw}@camaras.cumbemayo.lan/ISAPI",
    "mssql+pyodbc://sa:{pw}@10.12.0.5/Contabilidad?driver=ODBC+Driver+18",
    "socks5://guia:{pw}@proxy.huaraz-lodge.example:1080",
]

# ---------------------------------------------------------------- vendor keys
_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN=ghp_{s}", _j((ALNUM, 36))),
    ("token de GitLab para el CI: glpat-{s}", _j((URLSAFE, 20))),
    ("slack bot del acopio: xoxb-{s}", _j((D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY=sk_live_{s}", _j((ALNUM, 24))),
    ("la key de OpenAI de la tienda: sk-proj-{s}", _j((URLSAFE, 48))),
    ("ANTHROPIC_API_KEY=sk-ant-api03-{s}", _j((URLSAFE, 93), "AA")),
    ("aws_access_key_id = AKIA{s}", _j((UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {s}", _j((B64, 40))),
    ("Google Maps key del mapa de rutas lecheras: AIza{s}", _j((URLSAFE, 35))),
    ("HF token (for the Quechua ASR model): hf_{s}", _j((ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken=npm_{s}", _j((ALNUM, 36))),
    ("SENDGRID_API_KEY=SG.{s}", _j((URLSAFE, 22), ".", (URLSAFE, 43))),
    ("bot de Telegram del grupo de acopio: {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Shopify admin token (tienda online): shpat_{s}", _j((HEX, 32))),
    ("DIGITALOCEAN_TOKEN=dop_v1_{s}", _j((HEX, 64))),
    ("Linear key: lin_api_{s}", _j((ALNUM, 40))),
    ("GROQ_API_KEY=gsk_{s}", _j((ALNUM, 52))),
    ("docker hub PAT: dckr_pat_{s}", _j((URLSAFE, 27))),
    ("~/.pypirc password = pypi-{s}", _j("AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Mailchimp: {s}", _j((HEX, 32), "-us21")),
    ("FIGMA_TOKEN=figd_{s}", _j((URLSAFE, 40))),
    ("sentry auth token: sntrys_{s}", _j((ALNUM, 60))),
    ("Notion integration secret: secret_{s}", _j((ALNUM, 43))),
    ("CumbePay live key → cbp_live_{s}", _j((ALNUM, 32))),
    ("ANCASH_CLOUD_TOKEN=anc-{s}", _j((LOWER_DIGITS, 40))),
    ("Huascarán SMS api key: hsms_{s}", _j((ALNUM, 30))),
    ("QUESILLO_ERP_SECRET=qerp_sk_{s}", _j((HEX, 40))),
    ("Yanacocha Telemetría token ytl.{s}", _j((URLSAFE, 36))),
    ("API key de Nubefact: {s}", _j((HEX, 64))),
    ("Nubefact: token de la ruta de facturación {s}", _j((HEX, 32))),
    ("Integraciones › Alegra: {s}", _j((HEX, 20), (ALNUM, 12))),
    ("La integración con Bsale se cayó, access_token actual {s}", _j((HEX, 40))),
    ("chiave API di Siigo per la contabilità: {s}", lambda g: v.uuid4(g, "b")),
    ("Leumi API key (Itai's travel card app): {s}", _j((HEX, 48))),
    ("מפתח API של מזרחי: {s}", _j((ALNUM, 40))),
    ("mafteach API shel ha-hostel: {s}", _j((HEX, 32))),
    ("API llave Caja Trujillo: {s}", lambda g: v.uuid4(g, "8")),
    ("Mibanco API key, rotarla en marzo: {s}", _j((ALNUM, 36))),
    ("API-pa llaven kaymi {s}", _j((HEX, 40))),
    ("client_secret: {s}", _j((URLSAFE, 40))),
]

# ---------------------------------------------------------------- hex runs and bare tokens
_HEXES = [
    "APP_KEY de Laravel de la tienda: base64:{pw}",
    "SIGNING_SECRET={pw}",
    "chiave di firma del webhook → {pw}",
    "el secret del webhook de pagos es {pw}",
    "webhook_secret: {pw}",
    "fernet key for the lodge app: {pw}",
    "CSRF secret (Huaraz booking): {pw}",
    "token {pw} — don't paste in the group",
    'session_secret = "{pw}"',
    "SECRET_KEY = '{pw}'",
]


def _hex_or_b64(g: random.Random) -> str:
    return _r(g, HEX, 64) if g.random() < 0.5 else _r(g, B64, 43) + "="


# ---------------------------------------------------------------- JWTs, PEMs, headers
def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url({"sub": _r(g, D, 8), "name": g.choice(["rosa", "wilder", "flor", "itai"]),
                     "iss": "auth.cumbemayo.lan",
                     "iat": 1_900_000_000 + g.randrange(10**6)})  # fmt: skip
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{head}.{body}.{sig}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "oe el token del app de acopio: {pw}",
    "JWT de la sesión de Flor {pw}",
    "token JWT della missione: {pw}",
    "access_token={pw}",
    "cookie: session={pw}; path=/",
    "הטוקן: {pw}",
    "can you decode this for me? {pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(4, 9)))
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = [
    "llave del servidor de facturación:\n{pw}",
    "id_ed25519 de Wilder para el acopio\n{pw}",
    "certificado digital SUNAT, su llave privada:\n{pw}",
    "chiave privata del server della missione\n{pw}",
    "ha-mafteach ha-prati:\n{pw}\ntodah",
    "```\n{pw}\n```\n(the lodge's deploy key)",
    "cat /etc/ssl/private/tienda.key\n{pw}",
]

_AUTH = [
    "curl -H 'Authorization: Basic {pw}' https://erp.cumbemayo.lan/api/stock",
    "Authorization: Basic {pw}",
    "el header que me pasaron: Authorization: Basic {pw}",
    "Authorization: Bearer {pw}",
    'proxy_set_header Authorization "Bearer {pw}";',
    "headers = {{'Authorization': 'Bearer {pw}'}}",
]


def _auth(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(['rosa', 'api', 'acopio'])}:{_pw(g)}".encode()).decode()


def _auth_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(g, _AUTH, n):
        secret = _auth(g) if "Basic" in t else _r(g, URLSAFE, 40)
        text = t.replace("{pw}", secret).replace("{{", "{").replace("}}", "}")
        out.append(Sample("auth_header", text, secret))
    return out


# ---------------------------------------------------------------- seeds, cards, IBANs, ids
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian")}


def _seed(g: random.Random, lang: str) -> str:
    bits = g.choice([16, 32])
    return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


_SEEDS = [
    ("frase semilla de la billetera de Wilder: {pw}", "spanish"),
    ("palabras de recuperación (Trust Wallet, tienda): {pw}", "spanish"),
    ("oe guárdame esto, son las 12 palabras: {pw}", "spanish"),
    ("seed phrase of my cousin's Ledger in Paterson: {pw}", "english"),
    ("recovery phrase ->\n{pw}", "english"),
    ("remember these words for me: {pw}", "english"),
    ("frase di recupero del wallet della missione: {pw}", "italian"),
    ("le 24 parole di Chiara: {pw}", "italian"),
    ("mila'ot shihzur shel ha-arnak: {pw}", "english"),
    ("מילות שחזור: {pw}", "english"),
    ("billeterapa palabrankuna kaymi: {pw}", "spanish"),
    ("mnemonic (MetaMask, Itai): {pw}", "english"),
]


def _seeds_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for t, lang in v.cycle(g, _SEEDS, n):
        secret = _seed(g, lang)
        out.append(Sample("seed_phrase", t.replace("{pw}", secret), secret))
    return out


def _card(g: random.Random) -> str:
    brand = g.choice(["visa", "mastercard", "amex", "diners"])
    number = v.card(g, brand)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "tarjeta de la empresa: {pw} vence 08/33",
    "oe pásame el pago, la tarjeta es {pw}",
    "numero della carta della missione {pw}",
    "card number {pw}, exp 11/34",
    "מספר כרטיס: {pw}",
    "mispar kartis ashrai {pw}",
    "tarjetapa yupaynin: {pw}",
    "Visa de Rosa {pw} para el pedido de cuajo",
    "charge the lodge deposit to {pw}",
    "la carta di credito di don Matteo è {pw}",
    "tarjeta Interbank empresas {pw} (no la uses pe)",
    "cc: {pw}",
]

_CVVS = [
    "el código de seguridad de atrás es {pw}",
    "CVV {pw}",
    "i tre numeri sul retro sono {pw}",
    "the three digits on the back are {pw}",
    "קוד האבטחה בגב הכרטיס: {pw}",
    "CVV sul retro {pw}",
]

_IBAN_SHAPES = {"DJ": "n" * 23, "MN": "n" * 16, "NI": "aaaa" + "n" * 20, "SD": "n" * 14,
                "LY": "n" * 21, "BI": "n" * 23, "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


_IBANS = [
    "IBAN del proveedor de cuajo: {pw}",
    "transfiere al IBAN {pw} pe",
    "IBAN della missione per le donazioni: {pw}",
    "my cousin's IBAN {pw}",
    "IBAN: {pw}",
    "מספר IBAN: {pw}",
    "IBANninta kaymi {pw}",
]


def _ibans_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    countries = v.cycle(g, list(_IBAN_SHAPES), n)
    for t in v.cycle(g, _IBANS, n):
        number = _iban(g, next(countries))
        secret = v.iban_spaced(number) if g.random() < 0.5 else number
        out.append(Sample("iban", t.replace("{pw}", secret), secret))
    return out


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + "-" + str(pe_cui.calc_check_digits(body)[0])


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _idnr(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), il_idnr.is_valid)


def _hp(g: random.Random) -> str:
    return v.until(g, _j("51", (D, 7)), il_hp.is_valid)


def _cf(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day = f"{h.randrange(1, 29):02d}"
        body = _r(h, UPPER, 6) + _r(h, D, 2) + h.choice("ABCDEHLMPRST") + day
        body += h.choice("FGHL") + _r(h, D, 3)
        return body + str(it_cf.calc_check_digit(body))

    return v.until(g, make, it_cf.is_valid)


def _iva(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 7) + "001" + _r(h, D, 1), it_iva.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("DNI de Rosa: {pw}", _cui),
    ("mi DNI es {pw}, para la boleta", _cui),
    ("DNIyqa {pw} kan", _cui),
    ("número de DNI del transportista {pw}", _cui),
    ("RUC de la empresa {pw}", _ruc),
    ("RUC del proveedor de Celendín: {pw}", _ruc),
    ("RUCnin kaymi {pw}", _ruc),
    ("מספר זהות: {pw}", _idnr),
    ("mispar zehut shel Shira {pw}", _idnr),
    ("teudat zehut: {pw}", _idnr),
    ("Itai's Israeli ID number {pw}", _idnr),
    ("ח.פ. של חברת הטיולים {pw}", _hp),
    ("company number of the Tel Aviv trekking agency: {pw}", _hp),
    ("codice fiscale di don Matteo: {pw}", _cf),
    ("il mio codice fiscale è {pw}", _cf),
    ("CF di Chiara {pw}", _cf),
    ("codice fiscale del nipote a Torino → {pw}", _cf),
    ("partita IVA della missione: {pw}", _iva),
    ("P.IVA dell'associazione {pw}", _iva),
    ("DNI del primo: {pw} (pa' la remesa)", _cui),
]

# ---------------------------------------------------------------- 2FA, TOTP, one-time codes
_BACKUPS = [
    "códigos de respaldo de Google de la tienda:\n{codes}",
    "codici di backup della missione: {codes}",
    "קודי גיבוי: {codes}",
    "kodei gibui la-Gmail shel Noga {codes}",
    "backup codes for the lodge's Booking extranet\n{codes}",
    "códigos de recuperación (Microsoft, contabilidad): {codes}",
    "2FA backup codes: {codes}",
    "respaldo codigokuna: {codes}",
]


def _backup_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for i, t in enumerate(v.cycle(g, _BACKUPS, n)):
        codes = v.backup_codes(g, 5, i % 4)
        joiner = "\n" if "\n" in t else g.choice([", ", " ", "\n"])
        text = t.replace("{codes}", joiner.join(codes))
        out.append(Sample("backup_codes", text, codes[g.randrange(len(codes))]))
    return out


_TOTPS = [
    "clave de configuración 2FA del Mibanco: {pw}",
    "TOTP secret for the lodge admin: {pw}",
    "otpauth://totp/Cumbemayo:rosa?secret={pw}&issuer=Cumbemayo",
    "chiave segreta 2FA (se il QR non va): {pw}",
    "setup key for Itai's authenticator: {pw}",
    "2FA seed del ERP: {pw}",
]


def _totp_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(g, _TOTPS, n):
        secret = v.totp_secret(g, spaced=("otpauth" not in t and g.random() < 0.4))
        out.append(Sample("totp_secret", t.replace("{pw}", secret), secret))
    return out


_CODES = [
    "{pw} es tu código de verificación de Yape",
    "código de verificación: {pw}",
    "il tuo codice di verifica è {pw}",
    "קוד האימות שלך: {pw}",
    "kod imut {pw}",
    "Use {pw} to sign in to Booking.com",
    "oe pásame el código que te llegó... ya: {pw}",
    "verification code: {pw}",
]

# ---------------------------------------------------------------- wifi
_SSIDS = ["Cumbemayo-Planta", "CUMBE-Acopio-5G", "Tienda Jr Amalia Puga", "Lodge Huaraz Wifi",
          "Missione Caraz", "Hostal Yungay 2.4"]  # fmt: skip


def _wifi_key(g: random.Random) -> str:
    if g.random() < 0.5:
        return _pw(g)
    return "".join(w.capitalize() for w in g.sample(_QUECHUA, 3)) + str(g.randrange(10, 99))


_WIFI = [
    "wifi {ssid}, clave {pw}",
    "red: {ssid} / contraseña {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "la clave del wifi es {pw}",
    "wifi? \nRosa: {pw}",
    "network {ssid} key {pw}",
    "la password del wifi è {pw}",
    "ha-sisma la-wifi {pw}",
    "סיסמה לוויפי: {pw}",
    "wifipa claven kaymi {pw}",
    "wifi clavinchik {pw} kan",
    "wpa_psk={pw}",
    "rete {ssid}, password {pw}",
    "Network: {ssid} / {pw}",
    "{pw} — that's the wifi password",
    'psk="{pw}"',
]


def _wifi_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(g, _WIFI, n):
        secret = _wifi_key(g)
        text = t.replace("{ssid}", g.choice(_SSIDS)).replace("{pw}", secret)
        out.append(Sample("wifi_key", text, secret))
    return out


# ---------------------------------------------------------------- tokens read out
_READ = [
    "dictado por teléfono, letra por letra: {t}",
    "[nota de voz] el token es {t}",
    "te lo leo en grupos: {t}",
    "the Groq key read out: {t}",
    "te lo paso separado pa' que no lo detecte: {t}",
]


def _read_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for i, t in enumerate(v.cycle(g, _READ, n)):
        secret = _r(g, ALNUM, 32) if i % 2 else _r(g, HEX, 40)
        style = i % 5
        if style == 0:
            shown = " ".join(secret)
        elif style == 1:
            shown = " - ".join(secret[k : k + 4] for k in range(0, len(secret), 4))
        elif style == 2:
            shown = " ".join(secret[k : k + 8] for k in range(0, len(secret), 8))
        elif style == 3:
            shown = ".".join(secret)
        else:
            shown = " | ".join(secret[k : k + 4] for k in range(0, len(secret), 4))
        out.append(Sample("spelled_token", t.replace("{t}", shown), shown))
    return out


# ---------------------------------------------------------------- PINs and lock codes
_PINS = [
    "el PIN de la tarjeta de la caja es {pw}",
    "código de la alarma de la planta: {pw}",
    "candado del almacén de Caraz → {pw}",
    "la clave de la puerta de la cámara de frío es {pw}#",
    "il PIN del bancomat della missione è {pw}",
    "codice del lucchetto del magazzino: {pw}",
    "קוד לכספת בהוסטל: {pw}",
    "kod la-lokker {pw}",
    "tarjetapa PINnin {pw}",
    "punkupa candadon kaymi {pw}",
    "keypad code for the lodge door: {pw}",
    "SIM PIN: {pw}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


# ---------------------------------------------------------------- passphrases
_PHRASE_WORDS = ["quesillo", "totora", "chirimoya", "neblina", "cuajo", "puna", "helada",
                 "trucha", "nevado", "laguna", "ichu", "queñua", "alpaca", "mantecoso"]  # fmt: skip
_PHRASES = [
    "frase de contraseña del Bitwarden: {pw}",
    "passphrase for the backup disk → {pw}",
    "la frase clave de la bóveda es {pw}",
    "passphrase della chiave GPG: {pw}",
    "frase clavenqa: {pw}",
    "ha-sisma hi {pw}",
    "KeePass master passphrase: {pw}",
    "contraseña del VeraCrypt (son palabras): {pw}",
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4))


# ---------------------------------------------------------------- configs and env files
_CONFIGS = [
    "# .env de la tienda\nDB_HOST=10.12.0.5\nDB_PASSWORD={pw}\n",
    "[smtp]\nuser = ventas\npassword = {pw}\n",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    'database:\n  host: db.cumbemayo.lan\n  password: "{pw}"\n',
    '<add key="SmtpPassword" value="{pw}" />',
    "MYSQL_ROOT_PASSWORD: {pw}",
    "machine erp.cumbemayo.lan login api password {pw}",
    "db.cumbemayo.lan:5432:leche:acopio:{pw}",
    'variable "db_password" {{ default = "{pw}" }}',
    '"smtp_password": "{pw}",',
    'set_password(user, "{pw}")',
    "ssid,psk\nCUMBE-Acopio-5G,{pw}",
    "usuario,contraseña\ncaja2,{pw}",
    "[client]\nuser=reportes\npassword={pw}",
    "ADMIN_PASS={pw} # cambiar luego",
]


def _config_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(g, _CONFIGS, n):
        secret = _pw(g)
        text = t.replace("{pw}", secret).replace("{{", "{").replace("}}", "}")
        out.append(Sample("config_file", text, secret))
    return out


# ---------------------------------------------------------------- no label at all
_HIDDEN = [
    "{pw} ← eso va en el campo de abajo",
    "anótalo: {pw}",
    "apúntalo en el cuaderno azul: {pw}",
    "qillqay: {pw}",
    "scrivilo: {pw}",
    "kitvi et ze: {pw}",
    "save this for later: {pw}",
    "{pw} (pa' la caja)",
]

_FAMILIES: list[Family] = [
    ("said_password", _SAID, _pw, 75),
    ("login_pair", _LOGINS, _pw, 20),
    ("cli_password", _CLI, _pw, 34),
    ("connection_string", _URLS, _pw, 14),
    ("hex_secret", _HEXES, _hex_or_b64, 10),
    ("jwt", _JWTS, _jwt, 8),
    ("private_key", _PEMS, _pem, 7),
    ("card_number", _CARDS, _card, 12),
    ("card_code", _CVVS, lambda g: _r(g, D, g.choice([3, 3, 4])), 6),
    ("one_time_code", _CODES, lambda g: _r(g, D, 6), 8),
    ("pin_code", _PINS, _pin, 12),
    ("passphrase", _PHRASES, _phrase, 8),
    ("hidden_label", _HIDDEN, _plain_pw, 8),
]


def _vendors_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(g, _VENDORS, n):
        secret = make(g)
        out.append(Sample("vendor_key", template.replace("{s}", secret), secret))
    return out


def _ids_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(g, _IDS, n):
        secret = make(g)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


Taker = Callable[[random.Random, int], list[Sample]]
_TAKERS: list[tuple[Taker, int]] = [
    (_spell_take, 12), (_vendors_take, 50), (_seeds_take, 12), (_ibans_take, 12),
    (_ids_take, 20), (_backup_take, 8), (_totp_take, 6), (_wifi_take, 16), (_read_take, 10),
    (_auth_take, 6), (_config_take, 16),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for cls, templates, make, n in _FAMILIES:
        out += _cycle_take(rng, cls, templates, n, make)
    for take, n in _TAKERS:
        out += take(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la clave del servidor de la planta es", "{s}", _pw),
    ("split_password", "contraseña:", "{s} (no la compartas)", _pw),
    ("split_password", "Wifipa claven kaymi", "{s}", _wifi_key),
    ("split_password", "la password del portatile è", "{s}", _pw),
    ("split_password", "הסיסמה היא", "{s}", _pw),
    ("split_password", "ha-sisma hi", "{s}", _pw),
    ("split_password", "yaykunapaq clavinchik", "{s} kan", _pw),
    ("split_password", "Password for the lodge router:", "{s}", _pw),
    ("split_password", "mysql -u quesos -p", "{s}", _pw),
    ("split_password", "wifi Cumbemayo-Planta, clave", "{s}", _wifi_key),
    ("split_token", "API key de Nubefact", "{s}", _j((HEX, 64))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "chiave API di Siigo:", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase semilla:", "{s}", lambda g: _seed(g, "spanish")),
    ("split_card", "tarjeta:", "{s} vence 04/35", _card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MN"))),
    ("split_id", "codice fiscale", "{s}", _cf),
    ("split_otp", "clave 2FA del ERP", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_pin", "PIN de la caja fuerte:", "{s}", _pin),
    ("split_phrase", "frase de contraseña", "{s}", _phrase),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_P = "meta_password"
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"planta": {"url": "https://plc.cumbemayo.lan", "admin_password": "{s}"}}': (_P, _plain_pw),
    '{"contraseña": "{s}"}': (_P, _plain_pw),
    '{"cuenta": {"usuario": "rtantalean", "clave": "{s}"}}': (_P, _plain_pw),
    '{"balanzas": [{"nombre": "b1"}, {"nombre": "b2", "web_password": "{s}"}]}': (_P, _plain_pw),
    '{"argv": ["mysql", "-u", "quesos", "--password", "{s}", "produccion"]}': (_P, _plain_pw),
    '{"nota": "la clave del router de Celendín es {s}"}': (_P, _plain_pw),
    '{"סיסמה": "{s}"}': (_P, _plain_pw),
    '{"transcript": "la password del gestionale della missione è {s}"}': (_P, _plain_pw),
    '{"nubefact": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"cumbepayToken": "{s}"}': ("meta_token", _j("cbp_live_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"stripe_key": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "09/34"}}': ("meta_card", _card),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "NI")),
    '{"cliente": {"dni": "{s}"}}': ("meta_id", _cui),
    '{"mfa": {"backup_codes": ["{s}", "48213977", "90316254"]}}': ("meta_otp", _j((D, 8))),
    '{"billetera": {"frase_semilla": "{s}"}}': ("meta_seed", lambda g: _seed(g, "spanish")),
    '{"deploy": {"private_key_b64": "{s}"}}': ("meta_key", _j("LS0tLS1CRUdJTi", (B64, 60))),
    '{"almacen": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Lodge Huaraz Wifi", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"acopio: add fat percentage column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"tienda: fix boleta rounding", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"balanza-fw-2.4.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.cumbemayo.lan/acopio:1.9").hexdigest()
_MD5 = hashlib.md5(b"planilla_2031-06.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    f"commit {_COMMIT} agrega la columna de grasa al acopio.",
    f"Volvimos a {_SHORT} después del error de redondeo en las boletas.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL}",
    f"El firmware 2.4.0 de la balanza tiene checksum SHA-256 {_FIRMWARE}.",
    f"la imagen corre como registry.cumbemayo.lan/acopio@sha256:{_IMAGE}",
    f"MD5 de planilla_2031-06.xlsx: {_MD5}, igual que la copia del NAS.",
    "La política de contraseñas pide 12 caracteres y un símbolo.",
    "oe, ¿te acuerdas de la clave del wifi? ya me la olvidé jaja",
    "Pedido N° 004512 de quesillo: 40 kg, entrega el jueves en Baños del Inca.",
    "Boleta B001-00038214 por S/ 86.50, manjar blanco y queso mantecoso.",
    "Teléfono de la tienda: (076) 36 2481, atendemos de 8:00 a 19:00.",
    "El lote L-2031-118 de leche salió con 3.6 % de grasa.",
    "La clave para hacer buen quesillo es la leche fresca de la mañana.",
    "Reunión con los ganaderos de Celendín el 14/06 a las 10:30.",
    "Versión 4.12.3 del sistema de acopio instalada en la planta.",
    "Mana pipapis willankichu imatapas, kunanqa mikhusun.",
    "Kaymi Huaraz llaqta, Huascarán urqupa qayllanpi.",
    "Tayta Segundo wasinman chayamun paqarin.",
    "La password deve avere almeno dodici caratteri.",
    "Domani alle 9:00 messa nella cappella della missione di Caraz.",
    "Ordine n. 2031-0457: 30 coperte per la scuola di Yungay.",
    "Il numero della missione è +51 043 39 1274, chiamate dopo pranzo.",
    "Ho dimenticato la password, devo reimpostarla dal link.",
    "הסיסמה צריכה להכיל לפחות שמונה תווים.",
    "ha-tisa le-Lima yotzet be-14:35 mi-Huaraz",
    "נפגשים בלגונה 69 בשש בבוקר, תביאו מים.",
    "shakhachti et ha-sisma, ani tzarich le'afes",
    "Booking ref 7KX29P for the Huaraz lodge, two nights, paid on arrival.",
    "The PIN pad at the Caraz shop is broken again.",
    "Reset your password from the login page; the link expires in 30 minutes.",
    "Flight LA2247 Lima–Cajamarca departs 06:40, gate 12.",
    "Trout feed order #TR-8812: 25 sacks, S/ 2,140.00.",
    "The API key field in the Nubefact settings is required.",
    "Token count for the transcript: 1,842 prompt, 312 completion.",
    "Rotate the webhook secret every quarter, per the runbook.",
    "The door code changed last week; ask Rosa in person.",
    "The recovery phrase is on paper in the office safe, never typed anywhere.",
    "Two-factor is on for every account; backup codes left: 7.",
    "The SSID of the plant network is Cumbemayo-Planta.",
    "Tracking number for the cheese vat parts: 1Z 4F7 82A 03 1148 2291.",
    "Invoice F001-00012877 for the new pasteurizer, due 30 days.",
    "RUC field is required on the supplier form.",
    "Your verification code will arrive by SMS in a minute.",
    "El DNI del cliente va en la boleta solo si pasa de S/ 700.",
    "IBAN y CCI se piden solo a proveedores del extranjero.",
    "La contraseña del wifi la sabe Flor, pregúntale a ella.",
    "Temperatura del tanque 2: 4.1 °C a las 05:45.",
    "Placa del camión lechero: T3F-482, ruta Celendín–Cajamarca.",
    "Pasamos la lista de precios: quesillo S/ 14 el kilo, manjar S/ 18.",
    "El código de producto QM-250 es el queso mantecoso de 250 g.",
    "Node v20.11.1 and npm 10.2.4 on the ERP server.",
    "UUID of the dashboard in Grafana: 3f2b8c1e-9a4d-4c2e-8b71-0d5e6f7a8b9c.",
    "Lote de cuajo 22-0931-B, vence en diciembre.",
    "Ticket CUMBE-4413: the scale in Celendín prints the wrong date.",
    "ssh-keygen -lf shows SHA256 fingerprint for the new server, compared with Wilder.",
    "Pago con Yape al 987 654 321 de la tienda, a nombre de Lácteos Cumbemayo.",
    "Password manager: Bitwarden, shared vault for the shop team.",
    "La clave está en el armario de la oficina, no en el chat.",
    "Chavín de Huántar abre de 9:00 a 17:00, entrada S/ 15.",
    "Coordinates of Laguna Parón: -9.007, -77.688, about 4,185 m.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 12}',
    '{"secret_ref": "vault/cumbemayo/erp", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 214}}',
    f'{{"sha256": "{_WHEEL}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"pedido": "004512", "boleta": "B001-00038214", "total": "86.50"}',
    '{"lote": {"id": "L-2031-118", "grasa_pct": 3.6, "litros": 1840}}',
    '{"telefono": "(076) 36 2481", "ciudad": "Cajamarca"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "quesos_en_stock": 312}',
    '{"wifi": {"ssid": "Cumbemayo-Planta", "band": "5GHz"}}',
    '{"vuelo": "LA2247", "salida": "06:40", "destino": "Cajamarca"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
