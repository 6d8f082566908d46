# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-fifty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifty-third's
docstring, the fifth to three-hundred-and-fifty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic sources; never `memories/`, the tuning, round or
concurrent corpora (354, 355, 357), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (356_204_817), password words (a
valley word, a place and a number, `MolleTunari58!`; dot-joined places with a year,
`sacaba.vinto.2021`; leet `Ch4p4r3`; a name, a year and a word; a generator's dashed groups; random
runs).

The fictional company is Molle Verde Agroindustrias S.R.L. (an office in Cochabamba, a packing shed
in Quillacollo, a cold store in Sacaba and banana and palm-heart farms near Villa Tunari and
Shinahota in the Chapare), with valley staff, Aymara relatives in El Alto, Brazilian medical
students renting a room in Cochabamba and relatives in Bergamo; every company, person, address,
domain (`molleverde.lan`, `molleverde.example`), account and number is invented, only the region is
real. Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `»`, `::`, `kaymi`,
`es`, `é`, `è`, `-qa`, `-xa`, quotes, brackets, backticks, a new line and none.

Grep counts (heldouts 5 to 353 naming each, grep -l): none for Cochabamba, Quillacollo, Sacaba,
Chapare, Tiquipaya, Punata, Shinahota, Villa Tunari, Molle Verde, Tunari, Cossmil, `chimpu`,
`jist'a`, `khiska`, `yatiña`, `Bergamasco`; one to nine for El Alto (1), `jilata` (1), `mi
palabra` (1), `chiave d'accesso` (1), `yaykuna` (2), `jach'a` (2), sm.coe (2), ve.rif (3), cr.cpf
(3), BancoSol (3), sqitch, flyway, liquibase (4 each), uy.rut (4), ogr2ogr, ec.ci (5), imilla (5),
Aymara (7), Forgejo (8), SimpleX (8), s3cmd (8), `wget --password` (8), `parola d'ordine` (8),
br.cpf (8); more for Quechua (10), mongodump (10), pgcli (11), iwctl, usql, Briar, Delta Chat (12
to 13), Vatican (14), mysqlsh (14), rabbitmqadmin (14), it.codicefiscale (14), Jami (15), Andorra
and Monaco (28 each) and the common tools.

About half of the secret samples are not in English: Bolivian Spanish as texted in the valley
(`la contra`, `cumpa`, `ya pues`, `nomás`, `pucha`, `oye`), Quechua of Cochabamba (`yaykuna
simi`, `pakasqa simi`, `wawqiy`, `panay`, `kaymi`), Aymara of the El Alto relatives (`imantata
aru`, `jilata`, `kullaka`, `jist'antañ chimpu`), the Portuguese of Brazilian medical students
(`senha`, `cara`, `mano`, `valeu`) and the Italian of relatives in Bergamo (`la password è`,
`chiave d'accesso`, `codice`, `ciao zio`, with Bergamasco flavour). Spanish, Portuguese and Italian
are ordinary usage; the author's guesses, checked by no speaker, are every Quechua wording, every
Aymara wording (`imantata aru`, `jist'antañ chimpu`, `yatiña`) and the Bergamasco touches (`ol`,
`gh'è`, `fiöl`).

Vendors: invented ones (TunariPay `tnp_live_`, ChapareCloud `chc-`, QuillaSMS `qsms_`, Sacaba
Telemetría `sbt.`, ValleERP `vle_sk_`, CochaLink `ckl_`; shapes guessed), Bolivian ones
with guessed shapes (BancoSol, Tigo Money, Entel) and published shapes (GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, PyPI, Shopify,
DigitalOcean, Linear, Grafana, Sentry, Tailscale, Groq, Docker Hub, Brevo, NVIDIA, Postman,
Notion, Figma); the JWTs are well-formed.

Ids: Brazil's CPF and CNPJ (`br.cpf`, `br.cnpj`), Italy's codice fiscale (`it.codicefiscale`),
Venezuela's RIF (`ve.rif`), Uruguay's RUT (`uy.rut`) and Ecuador's cédula (`ec.ci`), each drawn
until its python-stdnum module validates it. Cards pass Luhn (`stdnum.luhn`; Visa, Mastercard and
Elo prefixes); IBANs of the Vatican, San Marino, Brazil, Italy, Andorra and Monaco, checked with
`stdnum.iban`; seed phrases from mnemonic's English, Spanish, Portuguese and Italian lists, checked
with `Mnemonic(lang).check`.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts and
10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.ec import ci as ec_ci
from stdnum.it import codicefiscale as it_cf
from stdnum.uy import rut as uy_rut
from stdnum.ve import rif as ve_rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 356_204_817
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Fields = Callable[[random.Random, int, str], dict[str, str]]

_WORDS = [
    "Molle",
    "Tunari",
    "Kantuta",
    "Chirimoya",
    "Tumbo",
    "Achachairu",
    "Palmito",
    "Platano",
    "Locoto",
    "Chicha",
    "Pique",
    "Silpancho",
    "Api",
    "Cuñape",
    "Tawa",
    "Maicena",
]
_PLACES = ["Sacaba", "Quillacollo", "Vinto", "Tiquipaya", "Punata", "Colcapirhua", "Shinahota",
           "Chimore", "Tunari", "Cliza", "Tarata", "Sipe"]  # fmt: skip
_NAMES = [
    "Wilfredo",
    "Rosmery",
    "Edwin",
    "Nilda",
    "Grover",
    "Marisol",
    "Jhonny",
    "Yola",
    "Fidel",
    "Zulma",
    "Ruddy",
    "Betzabe",
    "Thiago",
    "Larissa",
    "Giacomo",
    "Ornella",
]
_LEET = ["Ch4p4r3", "S4c4b4", "Tun4r1", "K4ntut4", "M0ll3", "P4lm1t0", "L0c0t0"]
_SYM = "!#$%&*?@+="


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    lambda g: ".".join(p.lower() for p in g.sample(_PLACES, 2)) + f".{g.randrange(1990, 2031)}",
    lambda g: f"{g.choice(_LEET)}{g.randrange(1985, 2031)}{g.choice(_SYM)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1960, 2010)}{g.choice(_WORDS).lower()}",
    _manager,
    lambda g: _r(g, ALNUM, 14),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: f"{g.choice(_WORDS).upper()}{g.choice(_SYM)}{g.randrange(1000, 10_000)}",
]
_PLAIN = re.compile(r"[A-Za-z0-9._-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _family(
    rng: random.Random, cls: str, templates: list[str], n: int, fields: Fields, *, key: str = "pw"
) -> list[Sample]:
    """``n`` samples of ``cls``; ``fields`` fills a template, ``key`` (or ``secret``) is the
    planted value."""
    out = []
    for index, template in enumerate(v.cycle(rng, templates, n)):
        got = fields(rng, index, template)
        out.append(
            Sample(cls, template.format_map(got), got["secret"] if "secret" in got else got[key])
        )
    return out


def _with(make: Maker) -> Fields:
    def fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng), "n": rng.choice(_NAMES), "p": rng.choice(_PLACES)}

    return fields


_SAID = [
    "oye {n}, la contra del sistema de la planta de Quillacollo es {pw}",
    "cumpa, la contraseña del ERP nomás es {pw} ya pues",
    "pucha, me olvidé... la clave del correo de ventas: {pw}",
    "WhatsApp de {n}: la contraseña de la balanza Sacaba es «{pw}»",
    "audio de {n} transcrito: la contra del router de Shinahota es {pw}, no le digas a nadie",
    "ticket #4471 (Molle Verde TI): nueva contraseña del admin → {pw}",
    "nota en el celu: clave del panel solar de Villa Tunari = {pw}",
    "ya está pues, te paso la contra del NAS: {pw}",
    "contraseña provisoria para el pasante de {p}: {pw}",
    "che jovenazo, la contraseña del vpn es `{pw}`",
    "la contra del cuarto frío en Sacaba ahora es {pw} (la cambió {n})",
    "Wawqiy, yaykuna simi kaymi: {pw}",
    "panay, pakasqa simi computadorapaq: {pw}",
    "{n}-qa nin: wifi yaykuna simiqa {pw} kashan",
    "Sacaba almacenpa pakasqa siminqa {pw}",
    "yaykuna simi (Quillacollo balanza) » {pw}",
    "audio en quechua, transcrito: pakasqa simiyqa {pw}, ama pimanpas willankichu",
    "jilata, imantata aru: {pw}",
    "kullaka {n}, correo imantata aruxa {pw}",
    "El Alto tiendan imantata arupaxa {pw}",
    "jist'antañ chimpu (banco): {pw}",
    "Kamisaki jilata, Facebook imantata aruxa «{pw}» sasiwa",
    "cara, a senha do wifi da república é {pw}",
    "mano, a senha do portal da faculdade: {pw}",
    "Larissa: senha do Netflix da casa → {pw} valeu",
    "a senha nova do notebook do Thiago é {pw}, não espalha",
    "anota aí: senha do e-mail da liga de medicina = {pw}",
    "áudio do Thiago transcrito: a senha do AVA é {pw}",
    "ciao zio, la password della banca è {pw}",
    "zio Giacomo: ol codice del computer l'è {pw}",
    "la chiave d'accesso del NAS di Bergamo: {pw}",
    "Ornella, la password del modem gh'è scritta qui: {pw}",
    "nota vocale della zia, trascritta: la password dell'email è {pw}",
    "parola chiave per il conto a Bergamo → {pw}",
    "Slack #ti: the Quillacollo packing-line HMI password is {pw}",
    "Jira MV-208: reset the cold store controller, new admin password {pw}",
    "note to self: Sacaba Dixell web password = {pw}",
    "Assistant, remember that the Chapare farm router password is {pw}",
    "please store this: ValleERP admin password {pw}",
    "Teams chat from {n}: the Bizerba scale service password is {pw}",
    "Element room #molle-ti: password for the packhouse NVR {pw}",
    "SimpleX chat: Sacaba CCTV password → {pw}",
    "Delta Chat from {n}: the accounting PC password is {pw}",
    "Briar message: cooperative server password: {pw}",
    "Jami call notes — the pump controller password is {pw}",
    "Runbook (Shinahota irrigation): controller login password `{pw}`",
    "Forgejo issue #88: CI deploy user password is {pw} — rotate!",
    "voice memo from the Chapare: uh, the password for the scale is {pw}, okay",
]
_said = ("chat_password", _SAID, _with(_pw))

_LOGINS = [
    "usuario: {u} / contraseña: {pw}",
    "user {u} pass {pw}",
    "entrá como {u} con la contra {pw}",
    "login {u} / {pw}",
    "creds for the Sacaba NVR: {u}:{pw}",
    "{u}@molleverde.example:{pw}",
    "ruraq: {u}, yaykuna simi: {pw}",
    "apnaqiri: {u}, imantata aru: {pw}",
    "usuário {u}, senha {pw}",
    "utente: {u} — password: {pw}",
    "sign in as {u} with {pw}",
    "| {u} | {pw} | Quillacollo |",
]


def _login_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    user = rng.choice(["admin", "wilfredo.q", "rosmery", "ti.sacaba", "thiago.b", "zio.giacomo"])
    return {"u": user, "pw": v.until(rng, _pw, lambda s: any(c.isdigit() for c in s))}


_logins = ("login_pair", _LOGINS, _login_fields)

_SPELLED = [
    "la contraseña es la palabra {w}, todo en minúscula, y después {d}",
    "la contra es {w} y luego el número {d}, sin espacio",
    "pakasqa simiqa {w} simi, chaymanta {d}",
    "imantata aruxa {w} aru, ukat {d}",
    "a senha é a palavra {w}, depois {d}",
    "la password è la parola {w}, poi {d}",
    "the password is the word {w} then {d}",
    "it's {w}{d}, word and number joined",
    "type {w}, then {d}; that's the admin password",
    "el nombre de nuestro perro, {w}, seguido de {d}",
]


def _spelled_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(
        ["tunari", "kantuta", "chirimoya", "locoto", "palmito", "tumbo", "achachairu"]
    )
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = ("spelled_password", _SPELLED, _spelled_fields)

_CLI = [
    "wilfredo@molle-srv:~$ pgcli postgres://erp:{pw}@db.molleverde.lan/ventas",
    "$ usql my://ti:{pw}@10.20.0.5/balanzas",
    "$ mysqlsh --uri ti@db.molleverde.lan --password={pw}",
    "$ rabbitmqadmin -u molle -p {pw} list queues",
    "$ mongodump --username backup --password {pw} --db pedidos",
    "$ iwctl --passphrase {pw} station wlan0 connect MolleVerde-Sacaba",
    "$ s3cmd --access_key=AKIAMOLLE --secret_key={pw} ls s3://molle-backups",
    "$ flyway -url=jdbc:postgresql://db/ventas -user=erp -password={pw} migrate",
    "$ liquibase update --username=erp --password={pw}",
    '$ ogr2ogr -f PostgreSQL PG:"host=gis user=gis password={pw}" fincas.shp',
    "$ wget --user=ti --password={pw} https://files.molleverde.lan/reportes.zip",
    "$ curl -u ti:{pw} https://erp.molleverde.lan/api/v1/stock",
    "$ sshpass -p {pw} ssh root@10.20.0.9",
    "$ mysql -uerp -p{pw} ventas",
    "$ redis-cli -a {pw} -h cache.molleverde.lan",
    "$ docker login -u molleverde -p {pw} registry.molleverde.lan",
    "$ smbclient //nas/contabilidad -U contador%{pw}",
    "$ 7z a -p{pw} planillas.7z planillas/",
    "$ zip -P {pw} facturas.zip facturas/*.pdf",
    "$ openssl enc -aes-256-cbc -pass pass:{pw} -in nomina.csv -out nomina.enc",
    "$ keytool -genkey -alias erp -keystore erp.jks -storepass {pw}",
    '$ sqlcmd -S sql01 -U sa -P {pw} -Q "SELECT 1"',
    "$ xfreerdp /u:contador /p:{pw} /v:10.20.0.12",
    "$ lftp -u ventas,{pw} ftp.molleverde.lan",
    "$ echo '{pw}' | sudo -S systemctl restart erp",
    "$ mosquitto_pub -h mqtt.molleverde.lan -u sensor -P {pw} -t frio/temp -m 3.1",
    "$ ipmitool -I lanplus -H 10.20.0.2 -U admin -P {pw} power status",
    "$ htpasswd -b /etc/nginx/.htpasswd ventas {pw}",
    "mysql> CREATE USER 'reportes'@'%' IDENTIFIED BY '{pw}';",
    "$ net use Z: \\\\nas\\compartido {pw} /user:contador",
    "$ plink -ssh ti@10.20.0.4 -pw {pw}",
    "$ gpg --batch --passphrase {pw} -d respaldo.tar.gpg",
]
_cli = ("cli_password", _CLI, _with(_plain))

_URLS = [
    "DATABASE_URL=postgres://erp:{pw}@db.molleverde.lan:5432/ventas",
    "mongodb+srv://pedidos:{pw}@cluster0.molleverde.example/pedidos",
    "redis://:{pw}@cache.molleverde.lan:6379/0",
    "amqp://molle:{pw}@mq.molleverde.lan:5672/",
    "mysql://reportes:{pw}@10.20.0.5:3306/balanzas",
    "sqitch deploy db:pg://erp:{pw}@db.molleverde.lan/ventas",
    'atlas schema apply -u "postgres://erp:{pw}@db:5432/ventas?sslmode=disable"',
    "la cadena de conexión: Server=sql01;User Id=sa;Password={pw};",
    "ftp://ventas:{pw}@ftp.molleverde.lan/pub",
    "a conexão do banco é postgresql://thiago:{pw}@localhost/tcc",
    "smtp://alertas@molleverde.example:{pw}@mail.molleverde.example:587",
]
_urls = ("connection_string", _URLS, _with(_plain))


def _mk(prefix: str, alphabet: str, n: int) -> Maker:
    return _j(prefix, (alphabet, n))


_VENDORS: list[tuple[str, Maker]] = [
    ("TunariPay live key: {t}", _mk("tnp_live_", ALNUM, 32)),
    ("ChapareCloud token = {t}", _mk("chc-", LOWER_DIGITS, 40)),
    ("QuillaSMS api key → {t}", _mk("qsms_", ALNUM, 28)),
    ("Sacaba Telemetría: {t}", _mk("sbt.", URLSAFE, 36)),
    ("VALLE_ERP_SECRET={t}", _mk("vle_sk_", ALNUM, 30)),
    ("CochaLink integration broken, current key {t}", _mk("ckl_", HEX, 40)),
    ("clave API de BancoSol: {t}", _mk("", HEX, 32)),
    ("Tigo Money API key (sandbox): {t}", _mk("", HEX, 40)),
    ("Entel SMS API-kiy: {t}", lambda g: v.uuid4(g, "b")),
    ("GITHUB_TOKEN={t}", _mk("ghp_", ALNUM, 36)),
    (
        "token de GitHub fino: {t}",
        lambda g: "github_pat_" + _r(g, ALNUM, 22) + "_" + _r(g, ALNUM, 59),
    ),
    ("gitlab runner: {t}", _mk("glpat-", URLSAFE, 20)),
    ("bot de Slack: {t}", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("STRIPE_SECRET_KEY={t}", _mk("sk_live_", ALNUM, 99)),
    ("OPENAI_API_KEY={t}", lambda g: "sk-proj-" + _r(g, URLSAFE, 156)),
    ("a chave da Anthropic do TCC: {t}", lambda g: "sk-ant-api03-" + _r(g, URLSAFE, 93) + "AA"),
    ("OpenRouter: {t}", _mk("sk-or-v1-", HEX, 64)),
    ("aws_access_key_id = {t}", _mk("AKIA", UPPER_DIGITS, 16)),
    ("Google Maps key para fincas: {t}", _mk("AIza", URLSAFE, 35)),
    ("HF_TOKEN={t}", _mk("hf_", ALNUM, 34)),
    ("//registry.npmjs.org/:_authToken={t}", _mk("npm_", ALNUM, 36)),
    ("SENDGRID_API_KEY={t}", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("pypi token del paquete molle-utils: {t}", _mk("pypi-AgEIcHlwaS5vcmc", URLSAFE, 70)),
    ("Shopify admin (tienda de chirimoyas): {t}", _mk("shpat_", HEX, 32)),
    ("doctl auth init -t {t}", _mk("dop_v1_", HEX, 64)),
    ("LINEAR_API_KEY={t}", _mk("lin_api_", ALNUM, 40)),
    ("grafana service account: {t}", lambda g: f"glsa_{_r(g, ALNUM, 32)}_{_r(g, HEX, 8)}"),
    ("SENTRY_AUTH_TOKEN={t}", _mk("sntrys_", ALNUM, 64)),
    ("tailscale up --authkey {t}", lambda g: f"tskey-auth-{_r(g, ALNUM, 17)}-{_r(g, ALNUM, 32)}"),
    ("GROQ_API_KEY={t}", _mk("gsk_", ALNUM, 52)),
    ("docker hub PAT: {t}", _mk("dckr_pat_", URLSAFE, 27)),
    ("Brevo: {t}", lambda g: f"xkeysib-{_r(g, HEX, 64)}-{_r(g, ALNUM, 16)}"),
    ("NGC_API_KEY={t}", _mk("nvapi-", URLSAFE, 64)),
    ("Postman: {t}", lambda g: f"PMAK-{_r(g, HEX, 24)}-{_r(g, HEX, 34)}"),
    ("Notion integración del inventario: {t}", _mk("ntn_", ALNUM, 46)),
    ("token do Figma da liga: {t}", _mk("figd_", URLSAFE, 40)),
    ("chiave API di TunariPay per lo zio: {t}", _mk("tnp_live_", ALNUM, 32)),
    ("API yaykuna simi ChapareCloudpaq: {t}", _mk("chc-", LOWER_DIGITS, 40)),
    ("QuillaSMS API imantata aru: {t}", _mk("qsms_", ALNUM, 28)),
    ("Integraciones › CochaLink: {t}", _mk("ckl_", HEX, 40)),
]


def _vendor_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": dict(_VENDORS)[template](rng)}


_vendors = ("vendor_token", [t for t, _ in _VENDORS], _vendor_fields, "t")

_HEXES = [
    "AZURE_STORAGE_KEY={t}",
    "MOLLE_SIGNING_SECRET: {t}",
    'app_secret = "{t}"',
    "la clave de cifrado del ERP: {t}",
    "encryption_key → {t}",
]


def _hex_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": _r(rng, B64, 86) + "==" if "AZURE" in template else _r(rng, HEX, 64)}


_hexes = ("key_value", _HEXES, _hex_fields, "t")

_JWTS = [
    "Authorization: Bearer {t}",
    "token de sesión del ERP: {t}",
    "cookie mv_session={t}",
    "o token do AVA: {t}",
]


def _jwt_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(2_000_000)
    claims = {
        "sub": v.uuid4(rng),
        "iss": "https://sso.molleverde.example",
        "iat": issued,
        "exp": issued + 3600,
        "email": f"{rng.choice(_NAMES).lower()}@molleverde.example",
    }
    header = {"alg": ["RS256", "HS256"][index % 2], "typ": "JWT"}
    sig = _r(rng, URLSAFE, [342, 43][index % 2])
    return {"t": f"{v.b64url(header)}.{v.b64url(claims)}.{sig}"}


_jwts = ("jwt", _JWTS, _jwt_fields, "t")

_PEMS = {
    "clave privada del servidor ERP:\n{k}": "RSA PRIVATE KEY",
    "id_ed25519 de Wilfredo\n{k}": "OPENSSH PRIVATE KEY",
    "chave do certificado do TCC:\n{k}": "PRIVATE KEY",
    "tls.key (Sacaba):\n{k}": "EC PRIVATE KEY",
}


def _pem_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEMS[template]
    lines = [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 40) + "=="]
    block = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"k": block, "secret": lines[3]}


_pems = ("pem_private_key", list(_PEMS), _pem_fields, "k")

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese", "italian")}
_SEEDS = {
    "frase semilla de la billetera de Grover: {s}": "spanish",
    "palabras de recuperación (no perder)\n{s}": "spanish",
    "frase de recuperação da carteira do Thiago: {s}": "portuguese",
    "as 12 palavras: {s}": "portuguese",
    "frase di recupero del portafoglio dello zio: {s}": "italian",
    "le parole segrete: {s}": "italian",
    "MetaMask seed for the export fund: {s}": "english",
    "recovery phrase\n{s}": "english",
    "jilata, billetera arunakapaxa: {s}": "spanish",
    "billetera simikuna: {s}": "english",
}


def _seed_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    entropy = bytes(rng.randrange(256) for _ in range([16, 32, 16, 20][index % 4]))
    return {"s": str(_MNEMO[_SEEDS[template]].to_mnemonic(entropy))}


_seeds = ("seed_phrase", list(_SEEDS), _seed_fields, "s")


def _card(rng: random.Random, brand: str) -> str:
    prefix = {"visa": "4", "mastercard": "5" + rng.choice("12345"), "elo": "636368"}[brand]
    body = prefix + _r(rng, D, 15 - len(prefix))
    return body + luhn.calc_check_digit(body)


_CARDS = {
    "tarjeta de débito BancoSol: {c}": "visa",
    "el número de la tarjeta es {c}, vence 08/31": "mastercard",
    "cartão Elo da Larissa: {c}": "elo",
    "o número do cartão: {c}": "elo",
    "carta di credito dello zio: {c}": "mastercard",
    "tarjetapa yupaynin: {c}": "visa",
    "card for the ChapareCloud bill: {c}": "visa",
    "tarjeta (Sacaba) → {c}": "mastercard",
}
_SEPS = [" ", "-", "", ".", " "]


def _card_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(_card(rng, _CARDS[template]), _SEPS[index % 5], rng)}


_cards = ("card_number", list(_CARDS), _card_fields, "c")

_CVVS = [
    "Visa {c}, código de seguridad {cvv}",
    "los tres números de atrás son {cvv}",
    "código de segurança do cartão: {cvv}",
    "CVV: {cvv}",
    "codice di sicurezza sul retro: {cvv}",
    "security code on the back: {cvv}",
]


def _cvv_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(_card(rng, "visa"), " ", rng), "cvv": _r(rng, D, 3)}


_cvvs = ("card_code", _CVVS, _cvv_fields, "cvv")

_IBAN_SHAPES = {"VA": "n" * 18, "SM": "a" + "n" * 10 + "c" * 12, "BR": "n" * 23 + "a" + "c",
                "IT": "a" + "n" * 10 + "c" * 12, "AD": "n" * 8 + "c" * 12,
                "MC": "n" * 10 + "c" * 11 + "nn"}  # fmt: skip
_IBANS = {
    "IBAN de la tía en el Vaticano: {i}": "VA",
    "IBAN per il bonifico a San Marino: {i}": "SM",
    "IBAN da conta do Thiago no Brasil: {i}": "BR",
    "IBAN dello zio a Bergamo → {i}": "IT",
    "IBAN (Andorra, proveedor de cajas): {i}": "AD",
    "IBAN Monaco client for palmito: {i}": "MC",
}


def _iban_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.iban_shaped(rng, _IBANS[template], _IBAN_SHAPES)
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = ("iban", list(_IBANS), _iban_fields, "i")


def _cf(g: random.Random) -> str:
    body = (_r(g, UPPER, 6) + f"{g.randrange(50, 99)}" + g.choice("ABCDEHLMPRST")
            + f"{g.randrange(1, 29):02d}" + g.choice("ADFH") + _r(g, D, 3))  # fmt: skip
    return body + it_cf.calc_check_digit(body)


def _cnpj(g: random.Random) -> str:
    body = _r(g, D, 8) + "0001"
    return body + br_cnpj.calc_check_digits(body)


_IDS: dict[str, Maker] = {
    "CPF do Thiago: {s}": v.cpf_number,
    "meu CPF é {s}": v.cpf_number,
    "CNPJ da clínica: {s}": _cnpj,
    "codice fiscale dello zio: {s}": _cf,
    "il mio codice fiscale è {s}": _cf,
    "RIF del proveedor venezolano: {s}": lambda g: v.until(
        g, lambda h: g.choice("VEJ") + _r(h, D, 9), ve_rif.is_valid
    ),
    "RUT de la exportadora uruguaya: {s}": lambda g: v.until(
        g, lambda h: "21" + _r(h, D, 10), uy_rut.is_valid
    ),
    "cédula ecuatoriana de la doctora: {s}": lambda g: v.until(
        g, lambda h: "17" + _r(h, D, 8), ec_ci.is_valid
    ),
}


def _id_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": _IDS[template](rng)}


_national = ("national_id", list(_IDS), _id_fields, "s")

_BACKUPS = [
    "códigos de respaldo de Google (cuenta ventas):\n{codes}",
    "códigos de backup do Instagram da liga: {codes}",
    "codici di backup dell'account dello zio\n{codes}",
    "recovery codes for the Forgejo admin: {codes}",
]


def _backup_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 8, index % 4)
    return {"codes": ["\n", ", ", "\n", " "][index % 4].join(codes), "secret": codes[3]}


_backups = ("backup_codes", _BACKUPS, _backup_fields, "codes")

_TOTPS = [
    "clave 2FA (configuración manual): {s}",
    "otpauth://totp/MolleVerde:ti?secret={s}&issuer=MolleVerde",
    "TOTP secret for the ERP admin: {s}",
    "chave do autenticador (setup key): {s}",
    "chiave 2FA per la banca: {s}",
]


def _totp_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)}


_totp = ("otp_secret", _TOTPS, _totp_fields, "s")

_CODES = [
    "tu código de verificación de BancoSol es {c}",
    "{c} es tu código de Tigo Money, no lo compartas",
    "código de verificação: {c}",
    "il codice di verifica è {c}",
    "{c} is your ChapareCloud verification code",
    "Use {c} to sign in to TunariPay",
    "jilata, codigo llegawan: {c}",
    "OTP de Entel: {c}",
]
_codes = ("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")

_SSIDS = ["MolleVerde-Sacaba", "MV Packhouse 5G", "Finca Shinahota", "Casa Tiquipaya",
          "Republica Medicina", "Casa Zio Bergamo", "TIGO-Quillacollo"]  # fmt: skip
_WIFI = [
    "wifi {s}, contra: {pw}",
    "la contraseña del wifi «{s}» es {pw}",
    "red {s} / clave {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "a senha do wifi {s} é {pw}",
    "wifi {s}: la password è {pw}",
    "wifi yaykuna simi ({s}): {pw}",
    "wifi imantata aru {s}-taki: {pw}",
    'nmcli dev wifi connect "{s}" password {pw}',
    "network: {s} / {pw}",
    'psk="{pw}"  # {s}',
]


def _wifi_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _plain(rng), "s": rng.choice(_SSIDS)}


_wifi = ("wifi_key", _WIFI, _wifi_fields)

_SPACED = [
    "te dicto el token letra por letra: {t}",
    "[audio] el token es... {t}",
    "token read out on the call: {t}",
    "o token, separado: {t}",
    "il token, lettera per lettera: {t}",
]


def _spaced_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    raw = ["ghp_" + _r(rng, ALNUM, 36), _r(rng, HEX, 32), "tnp_live_" + _r(rng, ALNUM, 24)][
        index % 3
    ]
    return {"t": [" ", "-", " · ", "  ", " | "][index % 5].join(raw)}


_spaced = ("spaced_token", _SPACED, _spaced_fields, "t")

_PINS = [
    "el PIN de la tarjeta es {pw}",
    "código de la alarma del depósito de Sacaba: {pw}",
    "candado del galpón de Quillacollo: {pw}",
    "o PIN do celular do Thiago é {pw}",
    "il PIN del bancomat dello zio: {pw}",
    "PIN yupay: {pw}",
    "PIN jakhu: {pw}",
    "door code for the Chapare cold room: {pw}#",
    "clave del portón: {pw}",
    "SIM PIN de Entel: {pw}",
]
_pins = ("pin_code", _PINS, lambda g, i, t: {"pw": _r(g, D, [4, 6, 4, 5][i % 4])})

_PHRASE_WORDS = [
    "molle",
    "tunari",
    "kantuta",
    "locoto",
    "chicha",
    "palmito",
    "tumbo",
    "pique",
    "silpancho",
    "cuñape",
    "maicena",
    "achachairu",
    "sacaba",
    "quillacollo",
]
_PHRASES = {
    "frase de contraseña del KeePass: {p}": " ",
    "passphrase for the backup vault: {p}": "-",
    "frase-senha do Bitwarden: {p}": " ",
    "passphrase del disco cifrado: {p}": ".",
}


def _phrase_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = ("passphrase", list(_PHRASES), _phrase_fields, "p")

_AUTH = [
    "Authorization: Basic {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.molleverde.example/stock",
    "header: Authorization: Bearer {t}",
]


def _auth_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        raw = f"ventas:{_plain(rng)}".encode()
        return {"t": base64.b64encode(raw).decode()}
    return {"t": _r(rng, ALNUM, 40)}


_auth = ("auth_header", _AUTH, _auth_fields, "t")

_CONFIGS = [
    "# .env (erp)\nDB_HOST=db.molleverde.lan\nDB_PASSWORD={pw}",
    "[mysql]\nuser = reportes\npassword = {pw}",
    "spring.datasource.password={pw}",
    'smtp:\n  host: mail.molleverde.example\n  password: "{pw}"',
    "define('DB_PASSWORD', '{pw}');",
    "db.molleverde.lan:5432:ventas:erp:{pw}",
    'variable "db_password" {{ default = "{pw}" }}',
    '<add key="SmtpPassword" value="{pw}" />',
    "REDIS_PASSWORD={pw}",
    "[erp]\ncontraseña = {pw}",
    'senha_banco = "{pw}"',
    "password_zio: {pw}",
]
_configs = ("config_file", _CONFIGS, _with(_plain))

_HIDDEN = [
    "{pw}, esa es la contra del wifi de Sacaba",
    "{pw} — that's the wifi password",
    "{pw}: essa é a senha do wifi",
    "{pw}, questa è la password del modem",
]


def _hidden_fields(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": f"{rng.choice(_WORDS).lower()}{rng.randrange(100, 10_000)}"}


_hidden = ("said_first", _HIDDEN, _hidden_fields)

Family = tuple[Any, ...]
_PLAN: list[tuple[Family, int]] = [
    (_said, 70), (_logins, 25), (_spelled, 14), (_cli, 36), (_urls, 15), (_vendors, 50),
    (_hexes, 10), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 20), (_backups, 8), (_totp, 5), (_codes, 8), (_wifi, 16), (_spaced, 10),
    (_pins, 10), (_phrases, 8), (_auth, 6), (_configs, 15), (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        cls, templates, fields, *key = family
        out += _family(rng, cls, templates, n, fields, key=key[0] if key else "pw")
    return out


def _visa_spaced(g: random.Random) -> str:
    return v.grouped(_card(g, "visa"), " ", g)


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contra del ERP es", "{s}", _pw),
    ("split_password", "contraseña:", "{s} (la cambió Grover)", _pw),
    ("split_password", "yaykuna simi", "{s}", _pw),
    ("split_password", "imantata aruxa", "{s}", _pw),
    ("split_password", "a senha do wifi é", "{s}\nvaleu", _pw),
    ("split_password", "la password dello zio è", "{s}", _pw),
    ("split_password", "Sacaba cold store password:", "{s}", _pw),
    ("split_password", "the password Edwin read over the radio was", "{s}, I think", _pw),
    ("split_password", "pakasqa simi", "{s}", _pw),
    ("split_password", "clave del NAS", "{s}", _pw),
    ("split_token", "TunariPay live key", "{s}", _mk("tnp_live_", ALNUM, 32)),
    ("split_token", "OPENAI_API_KEY=", "{s}", lambda g: "sk-proj-" + _r(g, URLSAFE, 156)),
    ("split_token", "CochaLink API key:", "{s}", _mk("", HEX, 40)),
    ("split_seed", "frase semilla", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 03/32", _visa_spaced),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_shaped(g, "VA", _IBAN_SHAPES)),
    ("split_backup", "códigos de respaldo", "{s}\n48213377\n90112845", lambda g: _r(g, D, 8)),
    ("split_otp", "clave TOTP", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CPF", "{s}", v.cpf_number),
    ("split_phrase", "frase de contraseña", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"erp": {"url": "erp.molleverde.lan", "admin_password": "{s}"}}': ("meta_password", _plain),
    '{"contraseña": "{s}"}': ("meta_password", _plain),
    '{"senha": "{s}", "usuario": "thiago"}': ("meta_password", _plain),
    '{"zio": {"banca": {"password": "{s}"}}}': ("meta_password", _plain),
    '{"argv": ["mysqlsh", "--user", "ti", "--password", "{s}"]}': ("meta_password", _plain),
    '{"nota": "la contra del NAS es {s}"}': ("meta_password", _plain),
    '{"yaykuna_simi": "{s}"}': ("meta_password", _plain),
    '{"transcript": "the Sacaba scale password is {s}"}': ("meta_password", _plain),
    '{"tunaripay": {"api_key": "{s}"}}': ("meta_token", _mk("tnp_live_", ALNUM, 32)),
    '{"chapareToken": "{s}"}': ("meta_token", _mk("chc-", LOWER_DIGITS, 40)),
    '{"github_token": "{s}"}': ("meta_token", _mk("ghp_", ALNUM, 36)),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"card_number": "{s}", "exp": "09/33"}}': ("meta_card", lambda g: _card(g, "elo")),
    '{"zio": {"iban": "{s}"}}': ("meta_iban", lambda g: v.iban_shaped(g, "IT", _IBAN_SHAPES)),
    '{"estudiante": {"cpf": "{s}"}}': ("meta_id", v.cpf_number),
    '{"mfa": {"backup_codes": ["{s}", "55102938", "77410293"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp_secret": "{s}"}': ("meta_key", lambda g: v.totp_secret(g, spaced=False)),
    '{"galpon": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "MolleVerde-Sacaba", "psk": "{s}"}}': ("meta_wifi", _plain),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"erp: add palmito lot column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"stock: fix Sacaba rounding", usedforsecurity=False).hexdigest()[:9]
_WHEEL = hashlib.sha256(b"openpyxl-3.1.5-py2.py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"registry.molleverde.lan/erp:2.7").hexdigest()
_MD5 = hashlib.md5(b"ventas_2031-09.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Recordame cambiar la contraseña del ERP antes del inventario del 15 de agosto.",
    "La contra del wifi está en el cuaderno de Rosmery, no la pongas en el chat.",
    "Política: las contraseñas tienen mínimo 14 caracteres y van al gestor compartido.",
    "Pedido PV-2031-00872: 120 cajas de palmito para Santa Cruz, sale el jueves.",
    "La factura 000415 de la ferretería de Quillacollo ya está pagada.",
    "El camión sale de Shinahota a las 05:30 y llega a Sacaba a las 11:10.",
    "Precio del plátano hoy: Bs 35 la cabeza, bajó de Bs 38.",
    "Tienda Molle Verde, teléfono 4 4251733, atendemos de 8:00 a 18:00.",
    "Wawqiy, ama pimanpas pakasqa simiykita willankichu.",
    "Jilata, janiw khitirus imantata aruma yatiyañamäkiti.",
    "Cara, nunca passa a tua senha pra ninguém, beleza?",
    "Zio, la password non si dice a nessuno, nemmeno alla banca.",
    "La contraseña debe tener por lo menos catorce caracteres, oye.",
    "A senha precisa ter pelo menos doze caracteres.",
    "La password deve avere almeno dodici caratteri.",
    "Forgot your password? Use the reset link on the ERP login page.",
    "Actualizamos el ERP de 2.6.3 a 2.7.0 el domingo.",
    f"commit {_COMMIT} agrega la columna de lote de palmito.",
    f"Volvimos a {_SHORT} porque el redondeo de Sacaba falló.",
    f"requirements.txt: openpyxl==3.1.5 --hash=sha256:{_WHEEL}",
    f"La imagen corre registry.molleverde.lan/erp@sha256:{_IMAGE}.",
    f"MD5 de ventas_2031-09.csv es {_MD5}, igual que la copia del NAS.",
    "Request id 3c9a71e2-5b04-4d8f-a1c6-7e2b90d4f513 es el lento en los logs.",
    "El PIN pad de la caja de Sacaba está roto, usen el otro.",
    "Token counts: prompt 812, completion 240.",
    "The API key field in ValleERP is required; ask Edwin for one.",
    "Remplazá <TUNARIPAY_KEY> en el README con la clave de tu panel.",
    "TUNARIPAY_API_KEY y QUILLASMS_TOKEN deben estar definidos antes del cron.",
    "El código postal no se usa en Bolivia; poné la zona: Queru Queru.",
    "Ticket MV-311: la cámara 4 del cuarto frío marca 7 °C de noche.",
    "Lote LT-2031-CHP-0418: 60 cajas, humedad 11,4 %.",
    "La reunión es a las 14:30 en la oficina de la calle Ayacucho 1184.",
    "El vuelo de Larissa llega a las 06:45, vuelo 302 desde Santa Cruz.",
    "Zio Giacomo chiama alle 21:00 ora di Bergamo, le 15:00 qui.",
    "Versión del firmware de la balanza: 4.12.7, build 2031-07-02.",
    "El contenedor MSCU 4172039 llegó a Arica el 12 de septiembre.",
    "Guía de remisión 001-004512 firmada por Grover.",
    "Tigo Money atención al cliente: *111# desde cualquier celular.",
    "The password manager we use is Bitwarden, self-hosted.",
    "Password rotation happens every 90 days for the ERP admins.",
    "Los códigos de producto del plátano son PLT-01 a PLT-09.",
    "El número de seguimiento del envío a Bergamo es RR123456785BO.",
    "Mano, o plantão do Thiago é das 19h às 7h no hospital.",
    "La fiesta de Urkupiña es el 15 de agosto, cerramos la planta.",
    "Secret Santa de la oficina: sorteo el 10 de diciembre.",
    "El pase de la liga de medicina cuesta Bs 150.",
    "Comprar 4 candados nuevos para el galpón de Quillacollo.",
    "La temperatura de la cámara debe estar entre 2 y 4 °C.",
    "El token de acceso expira después de 60 minutos; renovalo con el CLI.",
    "The TOTP app is installed on the office phone; codes rotate every 30 seconds.",
    "Backup codes left: 6 of 10 (we should print new ones soon).",
    "La seed phrase se guarda en papel en la caja fuerte, nunca en el chat.",
    "Card ending in 4417 was charged Bs 820 for the ChapareCloud bill.",
    "IBAN format for Italy has 27 characters; check with the zio's bank.",
    "Número de NIT de la empresa va en la factura, no en el chat.",
    "El router de Sacaba es un modelo AX3000 con firmware 1.1.4.",
    "Kaypi kachkan: Av. Blanco Galindo km 7, Quillacollo.",
    "Uyu uñjañataki, jilata: lunes 08:00 El Alto.",
    "Valeu, mano! A prova de anatomia é na sexta às 8h.",
    "Ciao zio, ci sentiamo domenica dopo la messa.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-08-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/molle/erp", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL}", "package": "openpyxl", "version": "3.1.5"}}',
    '{"ticket": "MV-311", "pedido": "PV-2031-00872"}',
    '{"lote": {"id": "LT-2031-CHP-0418", "cajas": 60, "humedad_pct": 11.4}}',
    '{"telefono": "+591 4 4251733", "ciudad": "Cochabamba"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cajas_en_stock": 1840}',
    '{"container": "MSCU 4172039", "puerto": "Arica", "eta": "2031-09-12"}',
    '{"tokens": {"prompt": 812, "completion": 240}, "model": "resumen-v2"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
