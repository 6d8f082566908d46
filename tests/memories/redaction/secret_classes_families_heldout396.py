# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-ninety-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninety-third's
docstring, the fifth to three-hundred-and-ninety-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (394, 395, 397), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (396_270_814), password words (a
dinosaur, fruit, well or place of Neuquén with a number and a sign, `Giganoto77!`; dot-joined words
with a year, `pera.tromen.2034`; leet `C4rn0t4ur0`; random runs with a sign; dashed generator
groups; a frac stage and a pump number, `Etapa31Bomba4#`).

The fictional company is Grupo Limay Negro S.A. of Neuquén: its oilfield-services arm Limay Negro
Well Services runs frac and coiled-tubing crews out of an invented yard in Añelo, on the Vaca Muerta
shale; its fruit packer Empaque Manzanar del Limay packs apples and pears in the Alto Valle (an
invented shed on the road between Cinco Saltos and Allen); and its shop La Huella del Gigante sells
casts and t-shirts at a dinosaur museum in Villa El Chocón. Staff: Agus Quiroga (IT, Neuquén
capital), la Flaca Retamal (packer office), Juanma Sepúlveda (frac supervisor), Pato Ñanco (the
shop); the Chilean drillers el Chino Soto and Maca Henríquez from Talcahuano; the Mapuche guide and
shop keeper Relmu Ñancucheo; the Bergamo partner Mattia Rota and Chiara Pesenti of an invented valve
maker, Valvole Orobie S.r.l.; and the operator's engineers Anne-Laure Mercier and Thibault Garnier
of an invented French operator, Vent d'Ouest Énergie. Every company, person, address, domain
(`limaynegro.lan`, `limaynegro.example`, `manzanar.example`, `huelladelgigante.example`,
`orobie.example`, `ventdouest.example`), account and number is invented; only the region is real.
Texts: WhatsApp and Teams chats, help-desk tickets, notes, runbooks, shell history, config and env
files, voice-note transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `👉`, `/`, `|`, `es`, `è`, `est`, `c'est`, `ta` (Mapudungun, a guess), a new line, a question
then its answer, a value said first and named after.

Grep counts (heldouts 5 to 393, grep -l): none for `Alto Valle`, `fracking`, `Carnotauro`,
`Chocón`, `Giganotosaurus`, `Cinco Saltos`, `Orobie`, `pewma`, `chaliwün`, `chalimaufi`, `eh
raga`, `nn ricordo` and `IBAN FR`, `IBAN MC`, `IBAN SM`, `IBAN AD`, `IBAN TN`, `IBAN LC`; one or two
for Neuquén, Vaca Muerta, Añelo, Cipolletti, Plaza Huincul, Tecpetrol, YPF, Lemon Cash, Prex,
Personal Pay, Cuenta DNI, `altoke`, `fome`, `ekko`, `mkstore`; three to thirteen for `peñi`,
`lamngen`, `mari mari`, Mapudungun, Bergamo, `cmq`, `ya po`, `cachai`, `boludo`, Mercado Pago,
`APP_USR`, `ar.dni`, `fr.siret`; `la contra` (174), `mdp` (58), `identifiant` (73), `stp` (78),
`ipmitool` (145) and `lftp` (138) are common, so other wordings and tools are used too (`la clave
del pozo`, `la pw è`, `le code c'est`, `tañi kontraseña ta`). Languages: about half in English,
config or shell; the rest in Rioplatense Spanish as texted in Patagonia (`che`, `xq`, `posta`,
`dale`, `re`, `bo`), the Chilean Spanish of the drillers (`wena`, `po`, `cachai`, `altiro`,
`weón`, `la pega`), Mapudungun of the guide (`Mari mari`, `peñi`, `lamngen`, `tañi`, `ta`,
`pewmayal`), the Italian of the Bergamo partner (`raga`, `cmq`, `x`, `la pw è`, `ecco`), and the
French of the operator's engineers (`slt`, `stp`, `mdp`, `c'est`, `le code`). The Mapudungun
wordings are my guesses (loans like `kontraseña`, `kódigo` included), as are the texted
abbreviations of every language. Vendors: Mercado Pago, Ualá, Prex, Modo, Cuenta DNI, Satispay,
Qonto, Lydia, plus invented ones (Tromen Telemetry, Fractura Cloud, Manzana ERP, Chocón POS, Auca
Logistics, Orobie Portal, Sismo Data, Pehuén Maps) and GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, Hugging Face, npm, SendGrid, Twilio, Telegram, Google, AWS, Shopify, DigitalOcean,
Linear, Grafana, Vault, Postman, Doppler, Figma, Sentry, Tailscale, New Relic, Groq, Replicate,
Perplexity, Notion, Databricks and Atlassian shapes. Ids: Argentina's CUIT, DNI and CBU
(`stdnum.ar`), Chile's RUT (`stdnum.cl`), Italy's codice fiscale and partita IVA (`stdnum.it`),
France's NIR, SIREN and SIRET (`stdnum.fr`), each drawn until its module validates it; IBANs of
France, Monaco, San Marino, Andorra, Tunisia, Saint Lucia and Italy (checked with `stdnum.iban`);
seed phrases from `mnemonic`'s English, Spanish, Italian and French lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex and Cabal and Naranja-like prefixes).
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
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.cl import rut as cl_rut
from stdnum.fr import nir as fr_nir
from stdnum.fr import siren as fr_siren
from stdnum.fr import siret as fr_siret
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 396_270_814
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_DINOS = ["Giganoto", "Carnotauro", "Argentino", "Limaysaurus", "Nequen", "Amarga", "Patago",
          "Mapusaurus", "Rinconsaurus", "Chocon", "Huincul"]  # fmt: skip
_FRUIT = ["Pera", "Manzana", "Williams", "RedDelicious", "Granny", "Packham", "Cerezo", "Membrillo",
          "Galala", "Abate"]  # fmt: skip
_FIELD = ["Tromen", "Domuyo", "Lanin", "Auca", "Mahuida", "Pehuen", "Limay", "Aguada", "Loma",
          "Bajada", "Anelo", "Sauzal", "Colorada"]  # fmt: skip
_NAMES = ["agus", "flaca", "juanma", "pato", "chino", "maca", "relmu", "mattia", "chiara",
          "annelaure", "thibault", "nahuel", "ayelen", "lucho", "ceci"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["C4rn0t4ur0", "G1g4n0t0", "M4nz4n4", "P3h03n", "Tr0m3n", "D0muy0", "L1m4y", "Ch0c0n"]


def _generator(g: random.Random) -> str:
    """Three random groups of five, as a password manager writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DINOS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FRUIT).lower()}.{g.choice(_FIELD).lower()}.{g.randrange(2024, 2040)}",
    lambda g: g.choice(_LEET) + str(g.randrange(100, 10_000)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "!%&?#", 14),
    _generator,
    lambda g: f"Etapa{g.randrange(10, 60)}Bomba{g.randrange(1, 12)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1970, 2010)}{g.choice(_FIELD)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FIELD)}{g.choice(_FRUIT)}{g.randrange(10, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_FIELD).upper()}_{g.randrange(1000, 10_000)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples of ``cls``: each template with a fresh ``{pw}`` and a pick of each pool."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            text = template
            for name, pool in pools.items():
                text = text.replace("{" + name + "}", rng.choice(pool))
            out.append(Sample(cls, text.replace("{pw}", secret), secret))
        return out

    return take


_SAID = [
    "Agus, ticket MLN-2231: the password for the coiled-tubing unit HMI in Añelo is {pw}",
    "Frac van 3 SCADA admin password: {pw}",
    "PASSWORD={pw}",
    "packhouse label printer web password -> {pw}",
    "Zebra ZT411 at the Manzanar shed, admin pw → {pw}",
    "note to self: Chocón POS manager password => {pw}",
    "the pump control panel's password | {pw}",
    "Grafana (frac dashboards) admin / password / {pw}",
    "Password for the cold-room controller:\n{pw}",
    "Limay Negro VPN pw 👉 {pw}",
    "che la contra del router del yard de Añelo es {pw} no la pases x el grupo",
    "Flaca, la clave de la balanza nueva del empaque es {pw}, posta no la cambies",
    "bo la contraseña del Manzana ERP quedó: {pw}",
    "dale, contraseña de la compu del museo = {pw}",
    "xq no anda?? puse la clave {pw} y nada",
    "wena Chino, la clave del equipo de perforación es {pw} po",
    "oye weón la contraseña del DAQ del rig: {pw}, cachai",
    "altiro te paso la clave del container de la pega: {pw}",
    "Mari mari lamngen, tañi kontraseña ta {pw}",
    "peñi, kontraseña tienda mew ta {pw}",
    "ciao raga, la pw del portale Orobie è {pw}",
    "Mattia: password del gestionale x Neuquén: {pw}",
    "cmq la password nuova del VPN di Bergamo è {pw}",
    "slt, le mdp du poste de supervision c'est {pw}",
    "Thibault : mot de passe de la tablette de terrain est {pw}",
    "Anne-Laure, le mot de passe Wi-Fi du chantier: {pw} stp ne le diffuse pas",
    "voice note (Juanma, from the frac pad): uh the password for the sand silo PLC is {pw}",
    "Hey assistant, remember the password to the museum shop laptop: {pw}",
    "ssh tecnico@blender-02.limaynegro.lan # pw {pw}",
    "[Teams] Maca Henríquez: contraseña del Pason EDR: {pw}",
]  # fmt: skip

_LOGINS = [
    "login for the frac data van: {user} / {pw}",
    "creds {user}:{pw}",
    "user {user} pw {pw}",
    "Manzana ERP → usuario: {user}, contraseña: {pw}",
    "usuario {user} y la clave {pw}, dale que anda",
    "usuario: {user} / clave: {pw} po",
    "utente {user} password {pw}",
    "identifiant : {user} mot de passe : {pw}",
    "| {user} | {pw} | packhouse-scale-01 |",
    "sign in as {user} with {pw}",
    "{user} / {pw}  (Chocón POS, back office)",
    "u={user} p={pw}",
]  # fmt: skip
_USERS = ["aquiroga", "fretamal", "jsepulveda", "pnanco", "csoto", "mhenriquez", "rnancucheo",
          "mrota", "cpesenti", "almercier", "tgarnier", "operador", "admin", "root"]  # fmt: skip

_SPELLED = [
    "the password is the word carnotauro, all lowercase, followed by {n}",
    "la contra es la palabra pehuen con mayúscula y después {n}",
    "es Tromen con la T mayúscula y {n} al final",
    "la password è la parola limay e poi {n}",
    "le mot de passe c'est le mot domuyo puis {n}",
    "the wifi password is the name of the shop's cat, Nahuel, followed by {n}",
    "Giganoto with a capital G and {n} at the end, that's the admin password",
    "la clave es manzana con minúscula y {n} al final po",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    """A password said in words: the planted value is the number said after the word."""
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        number = str(rng.randrange(100, 100_000))
        out.append(Sample("spelled_password", template.replace("{n}", number), number))
    return out


_CLI = [
    "sshpass -p '{pw}' ssh operador@scada-anelo.limaynegro.lan",
    "mysql -u packer -p{pw} -h db.manzanar.example empaque",
    "redis-cli -h cache.limaynegro.lan -a {pw} ping",
    "docker login registry.limaynegro.lan -u ci -p {pw}",
    "psql 'postgresql://frac:{pw}@pg.limaynegro.lan:5432/etapas'",
    "curl -u api:{pw} https://tromen.limaynegro.lan/v1/pads",
    "htpasswd -b /etc/nginx/.htpasswd museo {pw}",
    "echo '{pw}' | sudo -S systemctl restart pason-bridge",
    "smbclient //files.manzanar.example/calidad -U flaca%{pw}",
    "zip -P {pw} planillas_etapas.zip etapa_*.csv",
    "7z a -p{pw} cosecha_2033.7z cosecha/",
    "openssl enc -aes-256-cbc -in ventas.csv -out ventas.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c remitos.tar",
    "xfreerdp /v:10.40.2.15 /u:tgarnier /p:{pw}",
    "sqlcmd -S sql.limaynegro.lan -U sa -P '{pw}'",
    "keytool -importcert -keystore chocon.jks -storepass {pw} -file pos.crt",
    "ldapsearch -x -D 'cn=admin,dc=limaynegro,dc=lan' -w {pw} -b dc=limaynegro,dc=lan",
    "mosquitto_pub -h mqtt.manzanar.example -u camara -P {pw} -t frio/3 -m on",
    "plink -ssh -pw {pw} relmu@10.60.0.4",
    "net use \\\\nas-museo\\tienda /user:pnanco {pw}",
    "sqlplus orobie/{pw}@ORCL",
    "lftp -u mrota,{pw} sftp://ftp.orobie.example",
    "rabbitmqctl add_user sensores {pw}",
    "ipmitool -I lanplus -H 10.40.0.21 -U ADMIN -P {pw} power status",
    "kinit jsepulveda@LIMAYNEGRO.LAN <<< '{pw}'",
    "cqlsh sismo.limaynegro.lan -u cassandra -p {pw}",
    "twine upload -u __token__ -p {pw} dist/*",
    "mega-login flaca.retamal@manzanar.example {pw}",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/frac_van",
    "echo -n '{pw}' | docker login -u ci --password-stdin registry.limaynegro.lan",
    "clickhouse-client --host ch.limaynegro.lan --user etl --password {pw}",
    "bw unlock {pw}",
]  # fmt: skip

_URLS = [
    "DATABASE_URL=postgres://erp:{pw}@db.manzanar.example:5432/cosecha",
    "mongodb+srv://shop:{pw}@cluster0.huelladelgigante.example/ventas",
    "amqp://sensores:{pw}@rabbit.limaynegro.lan:5672/frio",
    "https://agus:{pw}@git.limaynegro.lan/frac/etapas.git",
    "ftp://empaque:{pw}@ftp.manzanar.example/remitos/",
    "redis://:{pw}@cache.limaynegro.lan:6379/0",
    "smtp://avisos@limaynegro.example:{pw}@mail.limaynegro.example:587",
    "la url del tablero es https://admin:{pw}@tablero.limaynegro.lan, no la compartas",
    "proxy: socks5://chino:{pw}@:1080",
    "l'URL è mysql://orobie:{pw}@10.8.0.3/ordini",
]  # fmt: skip


_MP = _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))
_SLACK = _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))
_TAILSCALE = _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))

# Vendor tokens: (template, maker)
_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("PAT for the etapas repo: {pw}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab token del CI → {pw}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN: {pw}", _SLACK),
    ("Stripe live key for the museum web shop: {pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("la key de Anthropic que usamos en el bot: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SendGrid key (remitos por mail): {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID + secret: {pw}", _j("SK", (HEX, 32))),
    ("bot de alertas de Telegram: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("GOOGLE_MAPS_KEY={pw}", _j("AIza", (URLSAFE, 35))),
    ("aws_secret_access_key = {pw}", _j((ALNUM + "+/", 40))),
    ("AWS key id for the sismo bucket: {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Shopify admin token (tienda del museo): {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear API key: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("Grafana service account token → {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 24))),
    ("Postman key: {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("Figma token x Chiara: {pw}", _j("figd_", (URLSAFE, 40))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 60))),
    ("tailscale auth key for the rig gateways: {pw}", _TAILSCALE),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("Replicate token: {pw}", _j("r8_", (ALNUM, 37))),
    ("clé d'API Perplexity : {pw}", _j("pplx-", (ALNUM, 48))),
    ("NOTION_TOKEN={pw}", _j("ntn_", (ALNUM, 46))),
    ("Databricks PAT: {pw}", _j("dapi", (HEX, 32))),
    ("Atlassian API token for Jira: {pw}", _j("ATATT3xFfGF0", (URLSAFE, 170), "=", (UPPER_HEX, 8))),
    ("MP_ACCESS_TOKEN={pw}", _MP),
    ("Mercado Pago access token de la tienda: {pw}", _MP),
    ("Tromen Telemetry API key: {pw}", _j((HEX, 40))),
    ("API key de Fractura Cloud: {pw}", lambda g: v.uuid4(g, "b")),
    ("chiave API di Orobie Portal: {pw}", _j((ALNUM, 32))),
    ("Manzana ERP › Integraciones › Auca Logistics: {pw}", _j((HEX, 32))),
    ("Sismo Data integration broken, current key {pw}", _j((ALNUM, 40))),
    ("PEHUEN_MAPS_API_KEY={pw}", _j("pm_live_", (ALNUM, 32))),
    ("la API key de Chocón POS es {pw}", _j((HEX, 48))),
    ("clé API Sismo Data pour le reporting : {pw}", _j((HEX, 32))),
    ("Satispay key id e secret: {pw}", _j((ALNUM, 44))),
    ("Qonto secret key: {pw}", _j((HEX, 32))),
    ("Ualá API secret = {pw}", _j((ALNUM, 36))),
    ("tañi API key Chocón POS mew ta {pw}", _j((HEX, 40))),
    ("Modo client_secret: {pw}", _j((URLSAFE, 40))),
    ("Authorization: Bearer {pw}", _j((ALNUM, 48))),
    ("Prex merchant key → {pw}", _j((UPPER_DIGITS, 32))),
    ("Lydia API token: {pw}", _j((HEX, 40))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", secret), secret))
    return out


_BARE = [
    "{pw}",
    "pegalo en el config: {pw}",
    "new one from the portal\n{pw}",
    "use this for the pad 7 gateway {pw} thanks",
    "ecco: {pw}",
    "voilà {pw}",
]  # fmt: skip
_HEXES = [
    "MASTER_KEY={pw}",
    "AES key for the well-test exports: {pw}",
    "encryption_key: {pw}",
    "la clave de cifrado de los backups es {pw}",
    "{pw}",
    "LUKS keyfile contents (hex): {pw}",
    "chiave di cifratura: {pw}",
]  # fmt: skip

_JWT_TEMPLATES = [
    "Authorization: Bearer {pw}",
    "token={pw}",
    "el token de la app de cosecha: {pw}",
    "cookie session={pw}",
    "{pw}",
    "le jeton d'accès : {pw}",
]  # fmt: skip


def _jwt(rng: random.Random) -> str:
    header = v.b64url({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"})
    claims = {
        "sub": rng.choice(_USERS),
        "iss": rng.choice(["https://auth.limaynegro.lan", "manzana-erp", "chocon-pos"]),
        "exp": rng.randrange(2_000_000_000, 2_100_000_000),
        "jti": _r(rng, HEX, 16),
    }
    return f"{header}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_PEM_TEMPLATES = [
    "{pw}",
    "id_ed25519 del bastión:\n{pw}",
    "tls.key for the museum shop:\n{pw}",
    "chiave privata del server Orobie\n{pw}",
    "clé privée de la passerelle :\n{pw}",
]  # fmt: skip


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([180, 240])))
    ).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "french")}
_SEED_TEMPLATES = [
    ("seed phrase of the shop's crypto wallet: {pw}", "english"),
    ("recovery words (Ledger, Agus):\n{pw}", "english"),
    ("frase semilla de la billetera: {pw}", "spanish"),
    ("las 12 palabras son {pw}", "spanish"),
    ("frase di recupero del wallet: {pw}", "italian"),
    ("phrase de récupération : {pw}", "french"),
    ("{pw}", "english"),
]  # fmt: skip


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, lang) in enumerate(v.cycle(rng, _SEED_TEMPLATES, n)):
        size = [16, 32, 16, 20][index % 4]
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(size))))
        if index % 5 == 3:
            numbered = " ".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
            out.append(Sample("seed_phrase", template.replace("{pw}", numbered), numbered))
            continue
        out.append(Sample("seed_phrase", template.replace("{pw}", phrase), phrase))
    return out


# (brand prefixes, length)
_CARDS = [(("4",), 16), (("51", "53", "55", "2221"), 16), (("34", "37"), 15),
          (("589657", "604201"), 16), (("589562",), 16)]  # fmt: skip


def _card(rng: random.Random) -> str:
    prefixes, length = rng.choice(_CARDS)
    prefix = rng.choice(prefixes)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_TEMPLATES = [
    "card for the frac sand invoices: {pw} exp 09/34",
    "tarjeta corporativa {pw} vence 03/35",
    "che pasame la tarjeta... dale: {pw}",
    "numero carta aziendale {pw}",
    "numéro de carte : {pw}",
    "la Visa de la pega: {pw} po",
    "{pw} 11/33",
    "CC#{pw}",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _CARD_TEMPLATES, n)):
        number = _card(rng)
        value = v.grouped(number, ["", " ", "-", " "][index % 4], rng)
        out.append(Sample("card", template.replace("{pw}", value), value))
    return out


_CVV = [
    "security code on the back: {pw}",
    "el código de seguridad de la tarjeta es {pw}",
    "CVV {pw}",
    "cryptogramme visuel : {pw}",
    "the three digits on the back are {pw}",
    "codice di sicurezza (CVV2): {pw}",
    "los tres números de atrás son {pw}",
]  # fmt: skip


def _cvv(rng: random.Random) -> str:
    return _r(rng, D, 3)


_IBAN_SHAPES = {
    "FR": "nnnnnnnnnn" + "c" * 11 + "nn", "MC": "nnnnnnnnnn" + "c" * 11 + "nn",
    "SM": "a" + "n" * 10 + "c" * 12, "IT": "a" + "n" * 10 + "c" * 12, "AD": "n" * 8 + "c" * 12,
    "TN": "n" * 20, "LC": "aaaa" + "c" * 24,
}  # fmt: skip
_IBAN_TEMPLATES = [
    ("IBAN for the Orobie valve invoices: {pw}", "IT"),
    ("IBAN del fornitore: {pw}", "SM"),
    ("mon IBAN pour les notes de frais : {pw}", "FR"),
    ("IBAN de la filiale : {pw}", "MC"),
    ("IBAN {pw} (Andorra, cuenta del socio)", "AD"),
    ("wire the deposit to IBAN {pw}", "TN"),
    ("IBAN: {pw}", "LC"),
]  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, country) in enumerate(v.cycle(rng, _IBAN_TEMPLATES, n)):
        number = _iban(rng, country)
        value = v.iban_spaced(number) if index % 2 else number
        out.append(Sample("iban", template.replace("{pw}", value), value))
    return out


def _cuit(g: random.Random) -> str:
    body = g.choice(["20", "23", "27", "30"]) + _r(g, D, 8)
    return str(ar_cuit.format(body + ar_cuit.calc_check_digit(body)))


def _cbu(g: random.Random) -> str:
    return v.until(g, _j((D, 22)), ar_cbu.is_valid)


def _ar_dni(g: random.Random) -> str:
    number = str(g.randrange(20_000_000, 46_000_000))
    assert ar_dni.is_valid(number)
    return f"{number[:2]}.{number[2:5]}.{number[5:]}"


def _rut(g: random.Random) -> str:
    body = str(g.randrange(8_000_000, 26_000_000))
    return str(cl_rut.format(body + cl_rut.calc_check_digit(body)))


def _codice_fiscale(g: random.Random) -> str:
    month = g.choice("ABCDEHLMPRST")
    day = g.randrange(1, 29) + g.choice([0, 40])
    body = (
        f"{_r(g, UPPER, 6)}{g.randrange(60, 100)}{month}{day:02d}{g.choice('ABDEFHL')}{_r(g, D, 3)}"
    )
    return body + it_cf.calc_check_digit(body)


def _iva(g: random.Random) -> str:
    return v.until(
        g, lambda h: _r(h, D, 7) + f"{h.randrange(1, 101):03d}" + _r(h, D, 1), it_iva.is_valid
    )


def _siren(g: random.Random) -> str:
    body = _r(g, D, 8)
    number = body + luhn.calc_check_digit(body)
    assert fr_siren.is_valid(number)
    return number


def _siret(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _siren(h) + _r(h, D, 4)
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, fr_siret.is_valid)


def _nir(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (
            f"{h.choice('12')}{h.randrange(60, 100)}{h.randrange(1, 13):02d}"
            f"{h.randrange(1, 96):02d}{h.randrange(1, 1000):03d}{h.randrange(1, 1000):03d}"
        )
        return body + fr_nir.calc_check_digits(body)

    return v.until(g, make, fr_nir.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("CUIT de la empresa: {pw}", _cuit),
    ("mi CUIL es {pw}, para el recibo", _cuit),
    ("CBU para la transferencia: {pw}", _cbu),
    ("che pasame el CBU... ahí va {pw}", _cbu),
    ("DNI {pw}", _ar_dni),
    ("mi documento: DNI {pw}", _ar_dni),
    ("RUT del contratista: {pw}", _rut),
    ("wena, mi RUT es {pw} po", _rut),
    ("codice fiscale: {pw}", _codice_fiscale),
    ("il mio codice fiscale è {pw}", _codice_fiscale),
    ("partita IVA Valvole Orobie: {pw}", _iva),
    ("numéro de sécu : {pw}", _nir),
    ("NIR d'Anne-Laure pour la mutuelle : {pw}", _nir),
    ("SIREN de Vent d'Ouest : {pw}", _siren),
    ("SIRET de l'établissement : {pw}", _siret),
    ("tax id (CUIT) for the invoice: {pw}", _cuit),
    ("RUN {pw}", _rut),
    ("CF {pw} (Chiara Pesenti)", _codice_fiscale),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


_BACKUPS = [
    "GitHub recovery codes (agus):\n{codes}",
    "códigos de recuperación de la cuenta de Google del empaque: {codes}",
    "códigos de respaldo Mercado Pago\n{codes}",
    "codici di backup 2FA: {codes}",
    "Codes de secours Microsoft :\n{codes}",
    "2FA backup codes for the Manzana ERP admin: {codes}",
    "kódigo backup Google tañi cuenta mew: {codes}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 8, index % 4)
        sep = ["\n", ", ", " ", "\n"][index % 4]
        out.append(Sample("backup_codes", template.replace("{codes}", sep.join(codes)), codes[3]))
    return out


_TOTP = [
    "TOTP secret for the VPN: {pw}",
    "setup key del 2FA de Ualá: {pw}",
    "otpauth://totp/LimayNegro:agus?secret={pw}&issuer=LimayNegro",
    "chiave 2FA (inserimento manuale): {pw}",
    "clé secrète TOTP : {pw}",
    "can't scan the QR code, manual key is {pw}",
]  # fmt: skip


def _totps(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _TOTP, n)):
        secret = v.totp_secret(rng, spaced=index % 3 == 1 and "otpauth" not in template)
        out.append(Sample("totp_secret", template.replace("{pw}", secret), secret))
    return out


_OTP = [
    "{pw} is your Mercado Pago verification code",
    "Tu código de verificación de Ualá es {pw}",
    "código Cuenta DNI: {pw}. No lo compartas.",
    "che me llegó el código {pw}, pasalo rápido",
    "Il tuo codice di verifica Satispay è {pw}",
    "Votre code de vérification Qonto : {pw}",
    "Use {pw} to sign in to Microsoft",
    "el código de un solo uso es {pw} po",
]  # fmt: skip


def _otp(rng: random.Random) -> str:
    return _r(rng, D, 6)


_SSIDS = ["LimayNegro-Yard", "Manzanar Camara 3", "Huella Gigante Tienda", "FracVan-07",
          "Base Añelo Oficina", "Museo Chocón Staff"]  # fmt: skip
_WIFI = [
    "wifi {ssid} / {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "Red: {ssid}\nClave: {pw}",
    "la clave del wifi de {ssid} es {pw}",
    "wpa_passphrase=\"{pw}\"",
    "psk=\"{pw}\"",
    "network {ssid} key {pw}",
    "Wi-Fi du chantier ({ssid}) : mot de passe {pw}",
    "password wifi ufficio: {pw}",
    "wifi {ssid} kontraseña ta {pw}",
    "{pw} — that's the wifi password for {ssid}",
    "ssid,psk\n{ssid},{pw}",
]  # fmt: skip

_SPACED_MAKERS: list[Maker] = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j("glpat-", (ALNUM, 20)),
                               _j((ALNUM, 24))]  # fmt: skip
_SPACED = [
    "te lo dicto letra por letra: {t}",
    "[nota de voz] el token es {t}",
    "reading the key out in groups: {t}",
    "ecco il token a pezzi: {t}",
]  # fmt: skip


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _SPACED, n)):
        token = rng.choice(_SPACED_MAKERS)(rng)
        if index % 2:
            written = " - ".join(token[i : i + 4] for i in range(0, len(token), 4))
        else:
            written = [" ", "  ", "-"][index % 3].join(token)
        out.append(Sample("spaced_token", template.replace("{t}", written), written))
    return out


_LOCKS = [
    "PIN de la tarjeta del empaque: {pw}",
    "el código de la puerta del depósito es {pw}",
    "door code for the Añelo yard gate: {pw}",
    "candado del container de herramientas: {pw} po",
    "il PIN del bancomat è {pw}",
    "code de la porte du bureau : {pw}",
    "alarm code at the museum shop → {pw}",
    "tañi PIN ta {pw}",
    "my PIN is {pw}",
    "combinación de la caja fuerte: {pw}",
]  # fmt: skip


def _lock(rng: random.Random) -> str:
    return _r(rng, D, rng.choice([4, 4, 6, 5]))


_PHRASE_WORDS = ["arena", "bomba", "pozo", "etapa", "pera", "manzana", "tromen", "lanin", "huella",
                 "fosil", "viento", "barda", "neuquen", "limay", "chacra", "gigante"]  # fmt: skip
_PHRASES = [
    ("KeePass master passphrase: {pw}", " "),
    ("passphrase for the backup key = {pw}", "-"),
    ("la frase de la bóveda: {pw}", " "),
    ("1Password master: {pw}", "-"),
    ("passphrase: {pw}", "."),
]  # fmt: skip


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, sep in v.cycle(rng, _PHRASES, n):
        phrase = sep.join(rng.sample(_PHRASE_WORDS, 4))
        out.append(Sample("passphrase", template.replace("{pw}", phrase), phrase))
    return out


_AUTH = [
    "curl -H 'Authorization: Basic {b}' https://tromen.limaynegro.lan/api",
    "Authorization: Basic {b}",
    "proxy-authorization: Basic {b}",
]  # fmt: skip


def _auths(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _AUTH, n):
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        encoded = base64.b64encode(pair.encode()).decode()
        out.append(Sample("basic_auth", template.replace("{b}", encoded), encoded))
    return out


_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export PASON_API_SECRET='{pw}'",
    "  password: \"{pw}\"",
    "smtp_pass = {pw}",
    "<add key=\"ErpPassword\" value=\"{pw}\" />",
    "define('DB_PASSWORD', '{pw}');",
    "variable \"db_password\" {\n  default = \"{pw}\"\n}",
    "[scada]\nuser = operador\npassword = {pw}",
    "spring.datasource.password={pw}",
    "pg.limaynegro.lan:5432:etapas:frac:{pw}",
    "MYSQL_ROOT_PASSWORD: {pw}",
    "\"adminPassword\": \"{pw}\",",
    "bindpw {pw}",
    "contraseña_bd = \"{pw}\"",
    "mot_de_passe: {pw}",
    "ENV POS_SECRET={pw}",
    "--password={pw}",
    "password_camara_frio={pw}",
]  # fmt: skip

_CHATS = [
    "Juanma: cuál es la clave del router del pad 4?\nAgus: {pw}",
    "wifi del museo? / Relmu: {pw}",
    "Mattia: qual è la password del VPN?\nAgus: {pw}",
    "Thibault: c'est quoi le mdp de la tablette ?\nJuanma: {pw}",
    "Chino: weón cuál es la clave del DAQ?\nMaca: {pw} po",
    "{pw}, that's the admin password for the frac van",
    "{pw} es la contraseña del Manzana ERP, no la cambien",
    "{pw} è la password del gestionale",
    "{pw} c'est le mot de passe du poste",
    "tipeá {pw}, esa es la clave de la balanza",
    "Flaca: y la contra de la impresora?\nPato: {pw}",
    "{pw} — la clave del container po, no la pierdan",
    "new password for the cold room controller? -> {pw}",
    "{pw} ta tañi kontraseña",
]  # fmt: skip

# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_family("label_password", _SAID, _pw), 60),
    (_family("login", _LOGINS, _pw, user=_USERS), 24),
    (_spelled, 12),
    (_family("cli_password", _CLI, _plain_pw), 34),
    (_family("url_credentials", _URLS, _plain_pw), 13),
    (_vendors, 50),
    (_family("bare_token", _BARE, _j((ALNUM, 40))), 8),
    (_family("hex_key", _HEXES, _j((HEX, 64))), 9),
    (_family("jwt", _JWT_TEMPLATES, _jwt), 8),
    (_family("pem_key", _PEM_TEMPLATES, _pem), 7),
    (_seeds, 12),
    (_cards, 12),
    (_family("card_code", _CVV, _cvv), 6),
    (_ibans, 12),
    (_national, 20),
    (_backups, 7),
    (_totps, 6),
    (_family("otp_code", _OTP, _otp), 8),
    (_family("wifi_key", _WIFI, _plain_pw, ssid=_SSIDS), 16),
    (_spaced, 8),
    (_family("pin_code", _LOCKS, _lock), 10),
    (_phrases, 7),
    (_auths, 5),
    (_family("config_password", _CONFIGS, _pw), 20),
    (_family("chat_password", _CHATS, _pw), 16),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _card_spaced(g: random.Random) -> str:
    return v.grouped(_card(g), " ", g)


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _spanish_seed(g: random.Random) -> str:
    return str(_MNEMO["spanish"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# (class, first field ending in a label, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la contraseña del SCADA es", "{s}", _pw),
    ("split_password", "Frac van admin password:", "{s} (changed after the audit)", _pw),
    ("split_password", "la pw del portale è", "{s}", _pw),
    ("split_password", "le mot de passe c'est", "{s}\nà changer la semaine prochaine", _pw),
    ("split_password", "wena, la clave del rig es", "{s} po", _pw),
    ("split_password", "tañi kontraseña ta", "{s}", _pw),
    ("split_password", "password", "{s}", _pw),
    ("split_password", "DB_PASSWORD=", "{s}", _plain_pw),
    ("split_wifi", "wifi Manzanar Camara 3 clave:", "{s}", _plain_pw),
    ("split_login", "usuario fretamal, contraseña", "{s}", _pw),
    ("split_token", "Tromen Telemetry API key", "{s}", _j((HEX, 40))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Slack bot token:", "{s}", _SLACK),
    ("split_seed", "frase semilla:", "{s}", _spanish_seed),
    ("split_card", "número de tarjeta", "{s} vence 08/35", _card_spaced),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AD"))),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_pin", "PIN de la tarjeta:", "{s}", _j((D, 4))),
    ("split_seed", "recovery phrase", "{s}", _english_seed),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"scada": {"host": "scada-anelo", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "fretamal", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "packer", "--password", "{s}", "empaque"]}': ("meta_password",
                                                                             _plain_pw),
    '{"nota": "la clave del DAQ es {s} po"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "la password del portale Orobie è {s}"}': ("meta_password", _plain_pw),
    '{"tromen": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"mp_access_token": "{s}"}': ("meta_token", _MP),
    '{"stripe_secret": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"payment": {"card_number": "{s}", "exp": "10/34"}}': ("meta_card", _card_spaced),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SM")),
    '{"contratista": {"rut": "{s}"}}': ("meta_id", _rut),
    '{"dipendente": {"codice_fiscale": "{s}"}}': ("meta_id", _codice_fiscale),
    '{"2fa": {"backup": ["{s}", "48213907", "77120458"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"ssh": {"private_key_hex": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"deposito": {"codigo_puerta": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "LimayNegro-Yard", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"frac-van-hmi-5.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.limaynegro.lan/etapas-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"etapas: add proppant column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"empaque: fix pallet labels", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_2033-02-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the frac van SCADA password before the audit on 2033-05-12.",
    "Juanma asked for the yard wifi password; it's on the card in the supervisor's drawer.",
    "Policy: Limay Negro passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `TROMEN_API_KEY=changeme` is a placeholder; the real key is in vault.",
    "Replace <YOUR_PEHUEN_MAPS_KEY> in the README with the key from the dashboard.",
    "che, no manden contraseñas por el grupo, usen el gestor",
    "la contra del router la tiene el Chino, preguntale a él",
    "wena, la clave del rig la cambiaron ayer, pídansela al supervisor po",
    "cachai que el sistema te pide cambiar la clave cada 90 días",
    "Mari mari peñi, kontraseña mülelay tüfachi mew",
    "ciao raga, nn ricordo la password, la chiedo a Chiara domani",
    "la password deve avere almeno 14 caratteri, cmq",
    "slt, le mdp est dans le coffre, demande à Anne-Laure stp",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Upgraded the frac van HMI from 5.1 to 5.2.0 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the proppant column to the stage table.",
    f"Rolled back to {_SHORT} after the pallet labels printed upside down.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The frac-van-hmi-5.2.0.bin image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"The stages API runs registry.limaynegro.lan/etapas-api@sha256:{_IMAGE}.",
    f"MD5 of cosecha_2033-02-14.csv is {_MD5}, same as the copy on the share.",
    "Pedido OC-2033-00731: 40 toneladas de arena 30/70 para el pad 7, llega el jueves.",
    "Ticket MLN-2240: the cold room 3 alarm keeps tripping at night.",
    "Llamá a la oficina de Añelo al +54 299 485-2210 antes del mediodía.",
    "Remito 0004-00018273 por 22 pallets de pera Williams, Cinco Saltos.",
    "Código postal de Villa El Chocón: Q8311; el de Añelo: Q8305.",
    "Stage 31 of well LN-1042h pumped 2 400 m3 at 95 bbl/min, max pressure 9 800 psi.",
    "The Giganotosaurus cast in the shop costs ARS 185.000; the t-shirt ARS 24.500.",
    "Coordenadas del pad 7: -38.3542, -68.7921.",
    "Tracking 1Z 999 AA1 01 2345 6784 for the valve shipment from Bergamo.",
    "Ordine n. 2033/0418 di 12 valvole DN80, consegna a Neuquén a giugno.",
    "La commande 2033-118 est partie de Pau le 3 mars, arrivée prévue à Neuquén le 20.",
    "My card ending 4821 was declined at the Añelo hardware store.",
    "Card number **** **** **** 7731 on file for the sand supplier.",
    "IBAN FR76 **** **** **** **** **** 189 (masked) on the Vent d'Ouest invoice.",
    "After five wrong PINs the card locks; call the bank, don't guess.",
    "Print the 2FA backup codes for the Mercado Pago account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "El código de verificación vence en 10 minutos, pedí otro si no llega.",
    "The door code to the yard changes every month; ask Juanma in person.",
    "Le code de la porte change chaque mois, demande-le à l'accueil.",
    "il PIN del bancomat non si manda mai via chat",
    "Product code MZ-RD-18 is Red Delicious, 18 kg box; PR-WI-20 is Williams pear, 20 kg.",
    "Apples 100s at 1.85 USD/kg FOB San Antonio Este, pears 90s at 1.60 USD/kg.",
    "Version 3.4.1 of Manzana ERP fixes the pallet weight rounding bug.",
    "Request id 4a7e19c2-8d3b-4f60-a1e5-0c2d9b7f3e18 is the slow one in the Tromen logs.",
    "Pump 4 serial number: PMP-2031-00482; next maintenance at 1 200 hours.",
    "The museum opens 9:00–19:00; the shop closes at 18:30 on Sundays.",
    "Keep `SISMO_DATA_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'Huella-Invitados' is open, no password needed.",
    "la frase semilla va en papel, nunca en la compu ni en una foto",
    "Turno noche del fracturador: 20:00 a 08:00, cambio de cuadrilla los martes.",
    "Lote 2033-PW-0311: pera Williams, calibre 90, 18,5 °Brix promedio.",
    "Feliz cumple Relmu! 🦕 la torta está en la tienda a las 17 hs.",
    "ISBN 978-987-1234-56-1 es el libro de dinosaurios que más vendemos.",
    "The CVV is the three digits printed on the back; never type it into a chat.",
    "tañi kontraseña kimlan, pewmayal lamngen",
    "wifi del yard? / Agus: preguntale a Juanma, yo no la tengo",
    "Thibault: c'est quoi le mdp du poste ?\nJuanma: je sais pas, il est dans le coffre",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/limaynegro/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 714}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "MLN-2240", "orden_compra": "OC-2033-00731"}',
    '{"lote": {"id": "2033-PW-0311", "peso_kg": 18.5, "calibre": 90}}',
    '{"telefono": "+54 299 485-2210", "ciudad": "Añelo"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cajas_en_stock": 1840}',
    '{"pad": "LN-7", "lat": -38.3542, "lon": -68.7921, "etapas": 42}',
    '{"card_last4": "7731", "card_brand": "visa", "iban_masked": "FR76 **** 189"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
