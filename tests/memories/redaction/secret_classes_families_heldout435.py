# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and thirty-third's
docstring, the fifth to four hundred and thirty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (434, 436, 437), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (435_207_863), password words (a
cheese, a sweet or a place of the valley with a number and a sign, `QuesilloPorcon47!`;
dot-joined words with a year, `manjar.paila.cobre.2031`; leet `Sh1l1c0#58`; random runs with a
sign; dashed generator groups; a person and a hamlet, `Yesenia@Llacanora1988`).

The fictional company is Grupo Mishqui Cajamarca S.A.C. of Cajamarca, Peru: Cooperativa Lechera
Llacanora Alta (an invented dairy co-op near Baños del Inca), Quesos y Manjar Doña Anatolia (an
invented cheese and manjar shop) and Transportes Chuquilín Norte E.I.R.L. (an invented
mining-transport contractor). Staff: Ronal Chávez (IT), Yesenia Quispe Huamán (the co-op's
office), Marcelino Tanta (a dairy farmer of the highlands, in Cajamarca Quechua), Brad Kessler (an
American mining engineer, in English-Spanish), the Bortolazzi family (cheesemakers from the
Veneto: nonna Pierina and Matteo, in Italian) and the Liang family of Chifa Jardín Dorado (梁伟
and 梁美玲, in Chinese characters and pinyin). Every company, person, address, domain
(`mishqui.lan`, `llacanora-leche.example`, `donaanatolia.example`, `chuquilin-trans.example`),
account and number is invented; only the region is real. Texts: WhatsApp chats, SMS, tickets,
notes, runbooks, shell history, config and env files, URLs, voice-note transcripts and requests to
the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `es`, `kan`,
`è`, `是`, `shi`, `—`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 433, grep -l): one for `Baños del Inca`, `Cumbemayo`, `Celendín`,
`huevón`, `formaggio`; two for `PostHog`, `Deepgram`, `ElevenLabs`, `AssemblyAI`, `Fireworks`,
`Twingate`; three to six for `Cajamarca`, `chifa`, `manjar`, `chamba`, `Cohere`, `Pinecone`,
`Qdrant`; above ten for `Quechua`, `pinyin`, `pe.ruc`, `pe.cui`, `Yape`, `Culqi`, `mi
raccomando`, `密码是` and every IBAN country tried (37 to 45 each).
Languages: about half English, config or shell; the rest in the Spanish of the northern Andes as
texted (`oe causa`, `ya pe`, `al toque`, `nomás`, `q`, `xq`, `pata`, `chamba`), Cajamarca Quechua
(`claveqa … kanmi`, `ama pimanpis willankichu`), the English-Spanish of an American mining
engineer (`the clave pa'l server es`, `okay?`), the Italian of a cheesemaker's family (`la
password è`, `mi raccomando`, `non dirlo a nessuno`) and the Chinese of a chifa family
(`密码是`, `wifi密码`, `mima shi`, `yanzhengma`). The Quechua wordings, the Cajamarca texting
and the pinyin texting are my guesses.
Vendors: the invented LecheNet, CuajoPay, RutaMineraGPS and PailaCloud, plus PostHog, Deepgram,
ElevenLabs, AssemblyAI, Fireworks, Twingate, Cohere, Pinecone and Qdrant under the words around
their keys, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Doppler,
Vault, Tailscale, Groq, Replicate, Perplexity, xAI, Brevo, NVIDIA, Docker Hub, Databricks,
Sentry, Figma and Netlify shapes. Ids: Peru's RUC and DNI (CUI with its check character), the US
SSN, Italy's codice fiscale and China's resident identity number, each drawn until its `stdnum`
module validates it. IBANs of Burundi, Yemen, Kosovo and Mongolia, checked with `stdnum.iban`;
seed phrases from `mnemonic`'s English, Spanish, Italian and Simplified Chinese lists, each checked
with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Diners, JCB and UnionPay).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.cn import ric as cn_ric
from stdnum.it import codicefiscale as it_cf
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 435_207_863
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates, the maker of the planted value ``{s}`` and the makers
    of other slots (a user, a network, a card beside its code)."""

    cls: str
    templates: list[str]
    make: Maker
    n: int
    slots: dict[str, Maker] = field(default_factory=dict)

    def take(self, rng: random.Random) -> list[Sample]:
        out = []
        for template in v.cycle(rng, self.templates, self.n):
            secret = self.make(rng)
            text = template
            for slot, maker in self.slots.items():
                if slot in text:
                    text = text.replace(slot, maker(rng))
            out.append(Sample(self.cls, text.replace("{s}", secret), secret))
        return out


def _pick(pool: list[str]) -> Maker:
    return lambda g: g.choice(pool)


_CHEESE = [
    "Quesillo",
    "Mantecoso",
    "Manjar",
    "Paila",
    "Cuajo",
    "Suero",
    "Shilico",
    "Cushuro",
    "Chirimoya",
    "Poro",
    "Humita",
    "Tamal",
    "Holstein",
    "Carnaval",
    "Cumbe",
    "Asiago",
]
_PLACES = [
    "Porcon",
    "Llacanora",
    "Otuzco",
    "Namora",
    "Jesus",
    "Matara",
    "Encanada",
    "Chetilla",
    "Polloc",
    "Huambocancha",
    "Shaullo",
    "Yanamarca",
    "Cospan",
    "Chonta",
]
_PEOPLE = [
    "Yesenia",
    "Ronal",
    "Marcelino",
    "Brad",
    "Pierina",
    "Matteo",
    "Meiling",
    "Wei",
    "Anatolia",
    "Edilberto",
    "Rosmery",
    "Jhonatan",
    "Deysi",
    "Segundo",
    "Nelida",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Sh1l1c0", "M4nj4r", "Qu3s1ll0", "P41l4", "Cu4j0", "M4nt3c0s0", "C4rn4v4l", "H0lst31n"]


def _joined(g: random.Random) -> str:
    words = [*g.sample([w.lower() for w in _CHEESE], 2), g.choice(["cobre", "leche", "tolva"])]
    return ".".join(words) + f".{g.randrange(2024, 2036)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CHEESE)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _joined,
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_PLACES)}{g.randrange(1960, 2008)}",
    lambda g: _r(g, ALNUM, 11) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_CHEESE).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"Tolva{g.randrange(100, 1000)}{g.choice(_CHEESE)}{g.choice(_SYMBOLS)}",
]
_PLAIN = set(ALNUM + "._-@")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a JSON value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN and "@" not in value)


_LABELLED = [
    "WhatsApp, Ronal: the Mettler scale at the co-op is back, admin password: {s}",
    "router of the Baños del Inca collection centre → password = {s}",
    "Tetra Pak pasteuriser HMI -> pwd -> {s}",
    "NAS at the shop / user admin / password / {s}",
    "milk-tank telemetry portal | password | {s}",
    "password:: {s}  (Grafana on the co-op box)",
    "Ticket MSQ-2217, tank 3 chiller controller: the password is {s}",
    "The weighbridge PC at Chuquilín now logs in with password\t{s}",
    "Note to self, fleet tracker admin password => {s}",
    "new password for the Odoo at donaanatolia.example — {s}",
    "password\n{s}",
    "GPS fleet panel password:\n{s}\n(do not forward this)",
    "Runbook §4, restore the cheese-cave sensors: log in with the password `{s}`",
    'pwd = "{s}"',
    "passwd: '{s}'",
    "Voice note: okay so the password for the payroll laptop is {s}, got it?",
    "Assistant, remember the CCTV recorder password is {s} and remind me Friday.",
    "SMS from Yesenia: pass del correo de la coope: {s}",
    "oe causa la clave del wifi de la planta es {s} ya pe",
    "q tal pata, la contraseña del sistema de acopio es {s}, no la pases a nadie",
    "ya pe Ronal, la contra del admin: {s} al toque cámbiala xq la vio el practicante",
    "Yesenia: la clave nueva del banco en línea de la coope → {s}",
    "nomás pon usuario acopio y la contraseña {s} pe, así nomás entra",
    "contraseña del correo de Doña Anatolia: {s} (no le digas q te la pasé)",
    "oye la clave del sistema de guías de remisión es {s} causa",
    "chamba del lunes: la contraseña del GPS de los volquetes es {s}",
    "Marcelino: claveqa {s} kanmi, ama pimanpis willankichu",
    "Wifipa claven: {s} — ama pimanpis qunkichu",
    "Kay computadorapa claven {s}mi, Yesenia niwarqan",
    "Brad: hey Ronal, the clave pa'l server de dispatch es {s}, okay? no la compartas porfa",
    "Brad: the password del fleet portal is {s}, update it en el spreadsheet when you can",
    "Brad Kessler: ok so la contraseña for the haul-truck dashboard = {s}",
    "nonna Pierina: Matteo, la password del computer del caseificio è {s}, mi raccomando",
    "Matteo: la password del gestionale è: {s} — non dirlo a nessuno",
    "Bortolazzi famiglia: parola d'ordine per la cella del formaggio → {s}",
    "梁伟：店里电脑的密码是{s}，别告诉别人",
    "美玲：收银机密码：{s}",
    "梁伟: dian li diannao mima shi {s}, bie gaosu bieren",
    "Meiling: shouyinji mima: {s} o",
    "Chifa Jardín Dorado，后台登录密码 = {s}",
]
_NAMED_AFTER = [
    "{s} — that's the new password for the co-op's accounting PC",
    "type {s}; that's the admin password of the milk-reception tablet",
    "{s} is what I set for the router at the shop",
    "{s}, esa es la clave del wifi de la tienda, no la pierdas",
    "{s} → así quedó la contraseña del correo, causa",
    "{s} è la password nuova del caseificio",
    "{s} 这个是新的密码",
    "{s} kanmi wifipa claven",
    "{s}, that's the clave for the dispatch laptop, okay?",
    "{s} — password for the Bizerba slicer's web page, just reset it",
    "remember this one: {s}. it's the VPN password for the Chuquilín office",
    "{s} es lo que puse para el sistema de acopio",
]
_QUESTION = [
    "Jhonatan: cuál es la clave del wifi de la planta?\nRonal: {s}",
    "What's the password for the scale PC?\n{s}",
    "Brad: hey what's the clave for the dispatch server?\nRonal: {s}",
    "Matteo: nonna, qual è la password del computer?\nPierina: {s}",
    "美玲：收银机的密码是多少？\n梁伟：{s}",
    "Deysi: y la contraseña del correo?\nYesenia: {s} nomás",
    "Q: password for the NVR?\nA: {s}",
    "Marcelino: claveqa ima?\nYesenia: {s}",
    "password for tank 3 controller?\n→ {s}",
    "Meiling: wifi mima shi shenme?\nWei: {s}",
]
_USERS = ["acopio", "yquispe", "rchavez", "bkessler", "matteo.b", "liangwei", "admin", "root",
          "despacho", "mtanta", "anatolia", "balanza01"]  # fmt: skip
_LOGINS = [
    "login: {u} / {s}",
    "creds for the SCADA box are {u} and {s}",
    "{u} / {s}",
    "usuario {u}, contraseña {s}",
    "user: {u}\npassword: {s}",
    "sign in as {u} with {s}",
    "creds {u}:{s}",
    "u={u} p={s}",
    "| {u} | {s} | weighbridge |",
    "{u}@mishqui.lan:{s}",
    "utente {u}, password {s}",
    "用户名：{u} 密码：{s}",
    "yonghuming {u} mima {s}",
    "Brad: el user es {u} y la clave {s}, okay?",
    "admin / {s}",
    "root:{s}",
    "acceso al ERP: {u} | {s}",
    "username={u} password={s}",
    "Runasimipi: usuario {u}, claveqa {s}",
    "login {u} and {s} for the fleet portal",
]
_URLS = [
    "https://{u}:{s}@erp.mishqui.lan/web/login",
    "postgresql://{u}:{s}@db.llacanora-leche.example:5432/acopio",
    "mysql://{u}:{s}@10.40.2.15/tienda",
    "mongodb+srv://{u}:{s}@fleet.chuquilin-trans.example/gps",
    "amqp://{u}:{s}@rabbit.mishqui.lan:5672/",
    "ftp://{u}:{s}@nas.donaanatolia.example/facturas",
    "redis://:{s}@cache.mishqui.lan:6379/0",
    "smtp://{u}:{s}@mail.mishqui.lan:587",
    "socks5://{u}:{s}@:1080",
    "sftp://{u}:{s}@backup.llacanora-leche.example/tanks",
]
_CLI = [
    "$ sshpass -p '{s}' ssh acopio@10.40.2.11",
    "mysql -u tienda -p{s} -h 10.40.2.15 ventas",
    "redis-cli -h cache.mishqui.lan -a '{s}' ping",
    "docker login registry.mishqui.lan -u ronal -p '{s}'",
    "curl -u despacho:{s} https://gps.chuquilin-trans.example/api/units",
    "htpasswd -b /etc/nginx/.htpasswd yquispe '{s}'",
    "echo '{s}' | sudo -S systemctl restart acopio",
    'psql "host=db.llacanora-leche.example user=acopio password={s} dbname=leche"',
    "ldapsearch -x -D cn=admin,dc=mishqui,dc=lan -w '{s}' -b dc=mishqui,dc=lan",
    "sqlcmd -S 10.40.2.20 -U sa -P '{s}' -Q 'select 1'",
    "zip -P '{s}' planillas-2031.zip planillas/*.xlsx",
    "7z a -p'{s}' guias.7z guias/",
    "openssl enc -aes-256-cbc -in cuentas.csv -out cuentas.enc -pass pass:{s}",
    "gpg --batch --passphrase '{s}' -c recetas_manjar.ods",
    "plink -ssh balanza@10.40.3.2 -pw {s}",
    "xfreerdp /v:10.40.2.30 /u:despacho /p:'{s}'",
    "net use Z: \\\\nas\\facturas /user:anatolia {s}",
    "sqlplus acopio/{s}@LECHEDB",
    "lftp -u yquispe,'{s}' sftp://nas.mishqui.lan",
    "rabbitmqctl add_user gps '{s}'",
    "ipmitool -I lanplus -H 10.40.9.5 -U admin -P '{s}' power status",
    "mosquitto_pub -h mqtt.mishqui.lan -u tanque3 -P '{s}' -t leche/temp -m 4.1",
    "keytool -importcert -keystore acopio.jks -storepass '{s}' -file ca.crt",
    "smbclient //nas/planillas -U yquispe%{s}",
    "printf '%s\\n' '{s}' | docker login -u ronal --password-stdin",
    "kubectl create secret generic erp-db --from-literal=password='{s}'",
    "wp user update 3 --user_pass='{s}'",
    "mongosh 'mongodb://10.40.2.40' -u gps -p '{s}'",
    "influx auth --username leche --password '{s}'",
    "PGPASSWORD='{s}' pg_dump -h db.mishqui.lan -U acopio leche > leche.sql",
]
_CONFIGS = [
    "DB_PASSWORD={s}",
    "export ERP_ADMIN_PASSWORD='{s}'",
    'acopio:\n  db:\n    user: acopio\n    password: "{s}"',
    "[mysql]\nuser = tienda\npassword = {s}",
    '<add key="SmtpPassword" value="{s}" />',
    "spring.datasource.password={s}",
    "define('DB_PASSWORD', '{s}');",
    "db.mishqui.lan:5432:leche:acopio:{s}",
    'MQTT_PASS="{s}"  # tanque 3',
    '{"mail": {"user": "facturas", "pass": "{s}"}}',
    'variable "erp_db_password" {\n  default = "{s}"\n}',
    "SMTP_PASSWORD: {s}",
    "ssid,psk\nCoope-Llacanora,{s}",
    "smtp_password,{s}",
    "bindpw {s}",
    "environment:\n  - POSTGRES_PASSWORD={s}",
    "ansible_become_password: !unsafe '{s}'",
    '[client]\npassword="{s}"\nhost=10.40.2.15',
    "settings.py: DATABASES['default']['PASSWORD'] = '{s}'",
    "gps.ini\n[auth]\npwd = {s}",
]


def _telegram(g: random.Random) -> str:
    return f"{g.randrange(10**9, 10**10)}:AA{_r(g, URLSAFE, 33)}"


_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GitHub token for the acopio repo: {s}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={s}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot for #despacho: {s}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={s}", _j("sk_live_", (ALNUM, 99))),
    ("la key de OpenAI pa'l bot de pedidos: {s}", _j("sk-proj-", (URLSAFE, 100))),
    ("ANTHROPIC_API_KEY={s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {s}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {s}", _j((B64, 40))),
    ("Google Maps key for the truck map: {s}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID and secret: {s}", _j("SK", (HEX, 32))),
    ("bot de Telegram de la tienda: {s}", _telegram),
    ("password = {s}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 50))),
    ("Shopify admin token (Doña Anatolia store): {s}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={s}", _j("dop_v1_", (HEX, 64))),
    ("Linear key: {s}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {s}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman API key → {s}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={s}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={s}", _j("hvs.", (URLSAFE, 90))),
    ("tailscale up --authkey={s}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("GROQ_API_KEY={s}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={s}", _j("r8_", (ALNUM, 37))),
    ("Perplexity key 梁伟 shared: {s}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={s}", _j("xai-", (ALNUM, 80))),
    ("Brevo key for the newsletter: {s}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={s}", _j("nvapi-", (URLSAFE, 64))),
    ("docker login -u mishqui --password {s}", _j("dckr_pat_", (URLSAFE, 27))),
    ("DATABRICKS_TOKEN={s}", _j("dapi", (HEX, 32))),
    ("SENTRY_AUTH_TOKEN={s}", _j("sntrys_", (B64, 120))),
    ("Figma token para los diseños del empaque: {s}", _j("figd_", (URLSAFE, 40))),
    ("NETLIFY_AUTH_TOKEN={s}", _j("nfp_", (ALNUM, 36))),
    ("PostHog personal API key: {s}", _j("phx_", (ALNUM, 43))),
    ("Deepgram API key for the voice notes: {s}", _j((HEX, 40))),
    ("ElevenLabs API key: {s}", _j("sk_", (HEX, 48))),
    ("AssemblyAI key → {s}", _j((HEX, 32))),
    ("Fireworks API key: {s}", _j("fw_", (ALNUM, 24))),
    ("Twingate API key for the Chuquilín network: {s}", _j((URLSAFE, 80))),
]
_INVENTED = [
    ("LecheNet API key: {s}", _j((HEX, 32))),
    ("clave de API de CuajoPay: {s}", _j((HEX, 40))),
    ("RutaMineraGPS integration broken, current key {s}", lambda g: v.uuid4(g, "b")),
    ("Integrations › PailaCloud: {s}", _j((ALNUM, 36))),
    ("LECHENET_API_KEY={s}", _j((ALNUM, 40))),
    ("CuajoPay 的 API key：{s}", _j((HEX, 48))),
    ("API key de RutaMineraGPS pa' los volquetes = {s}", _j((HEX, 32))),
    ("chiave API di PailaCloud: {s}", lambda g: v.uuid4(g, "8")),
    ("Cohere key for the chatbot: {s}", _j((ALNUM, 40))),
    ("Pinecone API key: {s}", lambda g: v.uuid4(g, "9")),
    ("Qdrant api key → {s}", _j((URLSAFE, 48))),
    ("CUAJOPAY_SECRET_KEY={s}", _j("cjp_live_", (ALNUM, 32))),
]


def _vendor_family(
    rows: list[tuple[str, Maker]], cls: str
) -> Callable[[random.Random], list[Sample]]:
    def take(rng: random.Random) -> list[Sample]:
        out = []
        for template, make in rows:
            secret = make(rng)
            out.append(Sample(cls, template.replace("{s}", secret), secret))
        return out

    return take


_BARE = [
    "{s}",
    "here's the token the portal showed once:\n{s}",
    "Ronal pasó esto: {s}",
    "pegué esto en el chat por error {s}",
    "copied from the fleet dashboard {s} — rotate?",
    "梁伟发来的：{s}",
    "Brad: use this one {s}",
    "ticket MSQ-2290 attachment text: {s}",
]
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 40)), _j((URLSAFE, 48)), _j((B64, 56), "=")]
_HEXES = [
    "encryption key for the backups: {s}",
    "LORAWAN_APP_KEY={s}",
    "la llave AES del lector de tarjetas: {s}",
    "master_key: {s}",
    "HMAC secret for the GPS webhooks = {s}",
    "{s}",
    "chiave di cifratura del gestionale: {s}",
    "signing_secret → {s}",
]


def _hex_make(g: random.Random) -> str:
    return _r(g, g.choice([HEX, UPPER_HEX]), g.choice([32, 48, 64]))


def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = v.b64url({"sub": g.choice(_USERS), "iss": "erp.mishqui.lan",
                       "iat": g.randrange(1_900_000_000, 2_000_000_000)})  # fmt: skip
    return f"{header}.{claims}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {s}",
    "token del ERP: {s}",
    "curl -H 'Authorization: Bearer {s}' https://erp.mishqui.lan/api/lotes",
    "session cookie was {s}",
    "jwt={s}",
    "Brad: el token pa'l API es {s}",
    "{s}",
    "localStorage.setItem('token', '{s}')",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([120, 180])))).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEMS = [
    "deploy key for the GPS server:\n{s}",
    "{s}",
    "id_ed25519 del servidor de despacho\n{s}",
    "Ronal: te paso la llave privada\n{s}\nno la subas a git",
    "tls.key: |\n{s}",
    "chiave privata del NAS:\n{s}",
]
_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "spanish", "italian", "chinese_simplified"]}
_SEEDS = [
    ("seed phrase of the co-op's USDT wallet: {s}", "english"),
    ("frase semilla de la billetera de la tienda: {s}", "spanish"),
    ("Brad's Ledger recovery words\n{s}", "english"),
    ("le 12 parole del portafoglio di Matteo: {s}", "italian"),
    ("助记词：{s}", "chinese_simplified"),
    ("12 palabras, guárdalas: {s}", "spanish"),
    ("zhujici: {s}", "chinese_simplified"),
    ("recovery phrase → {s}", "english"),
    ("{s}", "english"),
    ("frase di recupero: {s}", "italian"),
    ("semilla (no la pierdas causa): {s}", "spanish"),
    ("wallet backup words for the fuel card float: {s}", "english"),
]


def _seed_family(rng: random.Random) -> list[Sample]:
    out = []
    for template, lang in _SEEDS:
        words = rng.choice([12, 12, 24, 18])
        bits = {12: 16, 18: 24, 24: 32}[words]
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))
        if rng.random() < 0.3 and lang == "english":
            phrase = "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.replace("{s}", phrase), phrase))
    return out


_CARD_PREFIXES = {"visa": (["4"], [16]), "mastercard": (["51", "53", "55", "2221"], [16]),
                  "amex": (["34", "37"], [15]), "diners": (["36", "38"], [14]),
                  "jcb": (["3528", "3566"], [16]), "unionpay": (["62"], [16, 19])}  # fmt: skip


def _card(g: random.Random, brand: str | None = None) -> str:
    prefixes, lengths = _CARD_PREFIXES[brand or g.choice(list(_CARD_PREFIXES))]
    prefix, length = g.choice(prefixes), g.choice(lengths)
    body = prefix + _r(g, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "tarjeta de la coope: {s} vence 08/33",
    "card on file for the fuel account: {s}",
    "Brad: my corporate card es {s}, exp 11/34",
    "numero carta: {s}",
    "卡号：{s}",
    "kahao {s} yinlian",
    "pay the cheese-cave supplier with {s}",
    "VISA {s} 05/35",
    "la tarjeta q termina… no, toda: {s}",
    "card number\n{s}",
    "| Interbank | {s} | 03/36 |",
    "Yesenia: tarjeta pa' los repuestos {s}",
]
_CVVS = [
    "card {card} exp 09/34, security code {s}",
    "el código de atrás es {s} (tarjeta {card})",
    "the three digits on the back are {s}, card {card}",
    "CVV: {s} — carta {card}",
    "安全码 {s}，卡号 {card}",
    "{card} 07/35 CVC {s}",
]
_IBANS_CC = ["BI", "YE", "XK", "MN"]
_IBAN_SHAPES = {"BI": "n" * 23, "YE": "aaaa" + "nnnn" + "c" * 18, "XK": "n" * 16, "MN": "n" * 16}


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(_IBANS_CC), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBAN_TEXTS = [
    "IBAN for the Italian rennet supplier's agent: {s}",
    "Brad: wire it to my IBAN {s}, okay?",
    "cuenta IBAN: {s}",
    "IBAN del fornitore: {s}",
    "账户 IBAN：{s}",
    "pay the invoice to {s}",
    "iban={s}",
    "Matteo: mandami i soldi su {s}",
    "| proveedor | {s} | USD |",
    "la cuenta del broker de equipos es {s}",
]


def _ruc(g: random.Random) -> str:
    return v.until(g, _j(g.choice(["10", "20"]), (D, 9)), pe_ruc.is_valid)


def _dni(g: random.Random) -> str:
    body = _r(g, D, 8)
    check = g.choice(pe_cui.calc_check_digits(body))
    return f"{body}-{check}" if g.random() < 0.5 else body + check


def _cf(g: random.Random) -> str:
    month = g.choice("ABCDEHLMPRST")
    day = f"{g.randrange(1, 29) + g.choice([0, 40]):02d}"
    body = f"{_r(g, UPPER, 6)}{g.randrange(40, 99)}{month}{day}{g.choice('FHLZ')}{_r(g, D, 3)}"
    return body + it_cf.calc_check_digit(body)


def _ric_draw(g: random.Random) -> str:
    area = g.choice(["440103", "110101", "440104"])
    body = f"{area}{g.randrange(1960, 2004)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    body += _r(g, D, 3)
    return body + cn_ric.calc_check_digit(body + "0")


def _ric(g: random.Random) -> str:
    return v.until(g, _ric_draw, cn_ric.is_valid)


_IDS: list[tuple[str, str, Maker]] = [
    ("id_ruc", "RUC de la coope: {s}", _ruc),
    ("id_ruc", "factura a nombre de RUC {s}", _ruc),
    ("id_ruc", "Brad: the RUC pa' la factura es {s}", _ruc),
    ("id_ruc", "Chifa Jardín Dorado RUC：{s}", _ruc),
    ("id_dni", "DNI de Marcelino: {s}", _dni),
    ("id_dni", "mi DNI es {s} pe, pa'l registro", _dni),
    ("id_dni", "DNI del chofer del volquete → {s}", _dni),
    ("id_dni", "Yesenia: DNI {s}, nacida en Llacanora", _dni),
    ("id_ssn", "Brad's SSN for the payroll form: {s}", v.ssn_number),
    ("id_ssn", "SSN: {s} (Brad Kessler)", v.ssn_number),
    ("id_ssn", "Brad: mi social security number es {s}", v.ssn_number),
    ("id_cf", "codice fiscale di nonna Pierina: {s}", _cf),
    ("id_cf", "Matteo, il mio codice fiscale è {s}", _cf),
    ("id_ric", "梁伟身份证号：{s}", _ric),
    ("id_ric", "美玲的身份证号码是 {s}", _ric),
    ("id_ric", "shenfenzheng hao {s}", _ric),
]
_TOTPS = [
    "TOTP secret for the ERP admin: {s}",
    "otpauth://totp/Mishqui:rchavez?secret={s}&issuer=Mishqui",
    "clave de configuración del 2FA: {s}",
    "setup key (couldn't scan the QR): {s}",
    "codice 2FA manuale: {s}",
    "双重验证密钥：{s}",
]
_OTPS = [
    "{s} is your CuajoPay verification code",
    "Tu código de verificación es {s}",
    "Yape: tu código es {s}, no lo compartas",
    "【中国银行】验证码 {s}，5分钟内有效",
    "yanzhengma {s}",
    "Il tuo codice di verifica è {s}",
    "Use {s} to sign in to the fleet portal",
    "código OTP: {s}",
    "Brad: el code que me llegó es {s}",
    "one-time code for the bank → {s}",
]


def _otp(g: random.Random) -> str:
    digits = _r(g, D, 6)
    return g.choice([digits, f"{digits[:3]} {digits[3:]}", digits])


_BACKUPS = [
    "ERP admin backup codes:\n{s}",
    "códigos de recuperación de la cuenta de Google de la coope: {s}",
    "codici di backup di Matteo\n{s}",
    "备用验证码：{s}",
    "2FA backup codes (print and keep in the safe)\n{s}",
    "códigos de backup del correo de Doña Anatolia: {s}",
]


def _backup_list(g: random.Random) -> str:
    codes = v.backup_codes(g, g.choice([5, 8, 10]), g.randrange(4))
    return g.choice(["\n", ", ", " "]).join(codes)


_SSIDS = ["Coope-Llacanora", "DonaAnatolia-5G", "Chuquilin Despacho", "Caseificio Bortolazzi",
          "Chifa Jardin Dorado", "Acopio Banos 2.4G"]  # fmt: skip
_WIFI = [
    "wifi {n} / {s}",
    "Network: {n} / key {s}",
    "WIFI:T:WPA;S:{n};P:{s};;",
    "la clave del wifi es {s}",
    "wifi: {n}\nclave: {s}",
    "psk={s}",
    "WPA key for {n}: {s}",
    "oe la contra del wifi de la tienda?\n{s} ya pe",
    "Wifipa claven {s}mi",
    "la password del wifi è {s}",
    "wifi密码：{s}",
    "wifi mima shi {s}",
    "Brad: the wifi clave en el camp es {s}",
    "network ({n}) uses {s}",
    'wpa_passphrase="{s}"',
    "guest network {n}, password {s}",
]


def _wifi_key(g: random.Random) -> str:
    return g.choice([_plain_pw, lambda h: _r(h, LOWER_DIGITS, 12), _joined])(g)


_PINS = [
    "alarm code for the cheese cave: {s}",
    "the PIN of the co-op card is {s}",
    "código de la puerta del almacén: {s}#",
    "clave del candado del tanque 3: {s}",
    "PIN de la tarjeta: {s}, no se lo digas a nadie",
    "il codice del lucchetto della cella è {s}",
    "门禁密码 {s}",
    "Brad: el PIN del gate en la garita es {s}",
    "safe combination → {s}",
    "keypad at the diesel tank: {s}",
    "Marcelino: puerta claven {s}",
    "SIM PIN {s}",
    "la caja fuerte de la tienda abre con {s}",
    "menjin mima {s}",
]
_PHRASES = [
    "passphrase: {s}",
    "la frase clave del KeePass es {s}",
    "Bitwarden master password: {s}",
    "passphrase for the backup disk = {s}",
    "la passphrase del disco è {s}",
    "口令：{s}",
    "vault passphrase → {s}",
    "Brad: la passphrase del laptop es {s}",
]
_PHRASE_WORDS = [
    "tolva",
    "suero",
    "paila",
    "cobre",
    "ordeño",
    "neblina",
    "volquete",
    "chirimoya",
    "carnaval",
    "quesillo",
    "eucalipto",
    "totora",
    "cuajo",
    "poncho",
    "aguaymanto",
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " "]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_SPOKEN = [
    "the password is the word {w} followed by {d}",
    "la clave es la palabra {w} y luego {d}",
    "password: {W} with a capital first letter and {d} at the end",
    "it's the name of the co-op's bull, {W}, followed by {d}",
    "type {w}{d}; that's the admin password",
    "la password è la parola {w} e poi {d}",
    "密码是拼音 {w} 然后 {d}",
    "Brad: la clave es {w} y después el número {d}, okay?",
    "claveqa {w} chaymanta {d} kanmi",
    "la contraseña: {W} con mayúscula y {d} al final",
]
_SPOKEN_WORDS = ["shilico", "cushuro", "chirimoya", "mantecoso", "aguaymanto", "huambocancha",
                 "totora", "llacanora", "porcon", "cospan"]  # fmt: skip


def _spoken_family(rng: random.Random) -> list[Sample]:
    out = []
    for template in _SPOKEN:
        word, digits = rng.choice(_SPOKEN_WORDS), str(rng.randrange(100, 10_000))
        text = template.replace("{W}", word.capitalize()).replace("{w}", word)
        text = text.replace("{d}", digits)
        start = text.lower().index(word)
        secret = text[start : text.index(digits, start) + len(digits)]
        out.append(Sample("spoken_password", text, secret))
    return out


def _spaced_token(g: random.Random) -> str:
    value = _r(g, ALNUM, 24)
    sep = g.choice([" ", "·", " - ", "."])
    size = g.choice([1, 4, 4])
    return sep.join(value[i : i + size] for i in range(0, len(value), size))


_SPACED = [
    "API key read over the phone: {s}",
    "token dictado por Ronal: {s}",
    "Brad read the key out: {s}",
    "la key es {s}",
    "il token: {s}",
    "token 是 {s}",
]


def _labelled_family(rng: random.Random) -> list[Sample]:
    return _Family("password_label", _LABELLED, _pw, 70).take(rng)


_FAMILIES: list[_Family | Callable[[random.Random], list[Sample]]] = [
    _labelled_family,
    _Family("password_named_after", _NAMED_AFTER, _plain_pw, 12),
    _Family("password_question", _QUESTION, _pw, 10),
    _Family("login_pair", _LOGINS, _pw, 24, {"{u}": _pick(_USERS)}),
    _Family("url_credentials", _URLS, _plain_pw, 10, {"{u}": _pick(_USERS)}),
    _Family("cli_password", _CLI, _plain_pw, 30),
    _Family("config_password", _CONFIGS, _plain_pw, 20),
    _vendor_family(_VENDOR_MAKERS, "vendor_token"),
    _vendor_family(_INVENTED, "invented_vendor_key"),
    _Family("bare_token", _BARE, lambda g: g.choice(_BARE_MAKERS)(g), 8),
    _Family("hex_key", _HEXES, _hex_make, 8),
    _Family("jwt", _JWTS, _jwt, 8),
    _Family("pem_private_key", _PEMS, _pem, 6),
    _seed_family,
    _Family("card", _CARDS, _card, 12),
    _Family("card_cvv", _CVVS, _j((D, 3)), 6, {"{card}": _card}),
    _Family("iban", _IBAN_TEXTS, _iban, 10),
    lambda g: [Sample(cls, t.replace("{s}", s), s) for cls, t, m in _IDS for s in [m(g)]],
    _Family("totp_secret", _TOTPS, lambda g: v.totp_secret(g, spaced=g.random() < 0.3), 6),
    _Family("otp_code", _OTPS, _otp, 10),
    _Family("backup_codes", _BACKUPS, _backup_list, 6),
    _Family("wifi_key", _WIFI, _wifi_key, 16, {"{n}": _pick(_SSIDS)}),
    _Family("pin_code", _PINS, lambda g: _r(g, D, g.choice([4, 4, 5, 6])), 14),
    _Family("passphrase", _PHRASES, _phrase, 8),
    _spoken_family,
    _Family("spaced_token", _SPACED, _spaced_token, 6),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family in _FAMILIES:
        out += family.take(rng) if isinstance(family, _Family) else family(rng)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the scale PC password is": "{s}",
    "la clave del wifi de la planta es": "{s} ya pe",
    "Odoo admin password:": "{s}\nchange it after the audit",
    "claveqa": "{s} kanmi",
    "la password del caseificio è": "{s}",
    "收银机密码是": "{s}",
    "Brad: the clave del server es": "{s}, okay?",
    "contraseña del correo:": "{s}",
    "fleet portal pwd": "{s} (since the truck swap)",
    "mima shi": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "LecheNet API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "recovery words of the co-op wallet", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 02/34", lambda g: _card(g, "visa")),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_pin", "código de la puerta del almacén:", "{s}#", _j((D, 5))),
    ("split_wifi", "wifi Chifa Jardin Dorado 密码", "{s}", _plain_pw),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"erp": {"url": "https://erp.mishqui.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "bkessler", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "balanza-1"}, {"name": "balanza-2", "web_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["mysql", "-u", "tienda", "--password", "{s}", "ventas"]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"note": "店里电脑的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"password_caseificio": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "la clave del sistema de acopio es {s} causa"}': ("meta_password", _plain_pw),
    '{"lechenet": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"posthogKey": "{s}"}': ("meta_token", _j("phx_", (ALNUM, 43))),
    '{"slack_bot_token": "{s}"}': (
        "meta_token",
        _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    ),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "06/35"}}': (
        "meta_card",
        lambda g: _card(g, "mastercard"),
    ),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", _iban),
    '{"cliente": {"ruc": "{s}"}}': ("meta_id", _ruc),
    '{"mfa": {"backup_codes": ["{s}", "483920-17", "559201-88"]}}': (
        "meta_otp",
        lambda g: _r(g, D, 6) + "-" + _r(g, D, 2),
    ),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"almacen": {"codigo_puerta": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "DonaAnatolia-5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"odoo-17.0.20310412-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"ind570-firmware-3.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"acopio: add fat percentage column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"guias: fix SUNAT series", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"acopio_2031-05-03.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the scale PC password before the calibration visit on 2031-06-11.",
    "Jhonatan asked for the plant wifi password; it's on the card in Yesenia's drawer.",
    "Policy: co-op passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "The `.env.example` line `LECHENET_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_CUAJOPAY_KEY> in the README with the key from your dashboard.",
    "oe causa, la clave del wifi pídesela a Yesenia, yo no la tengo",
    "ya pe, cambia tu contraseña cada tres meses nomás",
    "la contraseña debe tener por lo menos catorce caracteres",
    "Claveqa ama pimanpis willankichu.",
    "Brad: nunca me mandes passwords por WhatsApp, okay?",
    "Matteo, non scrivere mai la password sul biglietto.",
    "不要把密码告诉任何人。",
    "bie ba mima gaosu bieren",
    "La password deve avere almeno dodici caratteri.",
    "Upgraded Odoo from 16.0 to 17.0 and the scale driver to 3.2.0 over the weekend.",
    f"commit {_COMMIT} adds the fat percentage column to acopio.",
    f"Rolled back to {_SHORT} after the SUNAT series fix broke the guías.",
    f"requirements.txt: odoo==17.0.20310412 --hash=sha256:{_WHEEL_SUM}",
    f"The IND570 firmware 3.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"MD5 of acopio_2031-05-03.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 4c9e21a7-8d3b-4f61-a0e2-7b5d9c1f3a48 is the slow one in the GPS logs.",
    "Guía de remisión EG07-00041823 for 1,200 litres leaves Llacanora at 6 am.",
    "Ticket MSQ-2219: tank 3 chiller alarm keeps tripping at night.",
    "Call the shop on +51 976 418 302 before noon.",
    "Factura F001-00008812 por S/ 2,480.50, vence el 15/07/2031.",
    "Pedido 2031-0457: 40 kg de quesillo y 12 latas de manjar blanco.",
    "Tracking UPS 1Z 8F2 4A1 03 5512 7789 for the rennet from Verona.",
    "Código postal 06003, Jr. Los Alisos 412, Cajamarca.",
    "Coordinates of the collection centre: -7.1648, -78.4652, 2,670 m.",
    "Milk at reception: 4.1 °C, 3.6 % fat, 8.7 % solids, pH 6.68.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "Ask Matteo for the cheese-cave keypad code, I don't have it.",
    "My card ending 4417 was declined at the hardware store on Jr. Amazonas.",
    "Card: **** **** **** 9031, exp 10/33 (masked in the receipt).",
    "The supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's Google account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `CUAJOPAY_SECRET_KEY` in the secrets store, never in the repository.",
    "The padlock on tank 3 rusts in the rain; oil it every month.",
    "The verification code expires after 5 minutes; request a new one if it does.",
    "Tu código de verificación llegará por SMS en unos segundos.",
    "验证码五分钟内有效，请勿泄露。",
    "The PIN pad at the shop needs new batteries.",
    "El PIN de la tarjeta se cambia en el cajero, no por teléfono.",
    "The guest wifi 'Acopio-Invitados' is open, no password needed.",
    "Lot QS-2031-0311: 60 kg quesillo, moisture 52 %, salt 1.4 %.",
    "Haul truck HT-17 did 14 trips today, 6,420 t in total.",
    "Manjar blanco: 10 L milk, 2.5 kg sugar, 5 g baking soda, 3 hours in the copper paila.",
    "Version 2.14.3 of the fleet app fixes the GPS drift on the Yanacocha road.",
    "Brad: the blasting window is 13:00 to 13:30, okay? nadie en el pit.",
    "nonna Pierina: il formaggio deve stagionare sessanta giorni.",
    "梁伟：今天的炒饭卖了 84 份，收入 S/ 1,260。",
    "Meiling: mingtian jinhuo, jiangyou liang xiang, mifen shi bao.",
    "Marcelino: lichiqa chunka iskayniyuq litro kanmi.",
    "ya pe causa, mañana llevamos 300 litros a la planta al toque",
    "Reset your password at https://erp.mishqui.lan/web/reset_password.",
    "The token limit for the order bot is 4096 per request.",
    "Model number Mettler Toledo IND570, serial B412337015.",
    "Product code MJ-500-VID: manjar blanco 500 g in glass.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/erp", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "odoo", "version": "17.0"}}',
    '{"ticket": "MSQ-2219", "factura": "F001-00008812"}',
    '{"lot": {"id": "QS-2031-0311", "weight_kg": 60, "moisture_pct": 52}}',
    '{"phone": "+51 976 418 302", "city": "Cajamarca"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "litres_today": 1284}',
    '{"card_last4": "4417", "card_masked": "**** **** **** 4417"}',
    '{"gps": {"lat": -7.1648, "lon": -78.4652}, "truck": "HT-17"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
