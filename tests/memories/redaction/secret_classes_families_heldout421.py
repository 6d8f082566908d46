# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twenty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and seventeenth's
docstring, the fifth to four hundred and seventeenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (418, 419, 420), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (421_639_057), password words (a
word of the Catamarca valleys, an olive or walnut word, a thermal-spa word, with a number and a
sign, `ChanarArrope47!`; dot-joined words with a year, `olivo.vicuna.2034`; leet `N0g4l#Hualfin47`;
random runs with a sign; dashed generator groups; a person and a town, `Hilario@Sijan2033`).

The fictional company is Agroandina Chañarpunco S.R.L. of Catamarca, Argentina: the Olivar Los
Algarrobos (an invented olive grove and mill near Pomán), the Cooperativa Nogalera del Hualfín (an
invented walnut co-op in the department of Belén) and Termas Vertiente Blanca (an invented thermal
spa in Fiambalá). Staff: Rosendo Carrizo (IT), Nélida Quiroga (the grove's foreman), Hilario
Mamaní (the co-op, who texts in Quechua and Spanish), Yamila Saadi and her uncle Jalil (a
Syrian-Lebanese merchant family of Belén who text in Arabic, in Latin letters and Arabic script),
nonno Aurelio Bazzani (the founder's Italian grandfather) and Celeste Benítez (the spa's
Paraguayan receptionist, who texts in Guaraní and Jopara). Every company, person, address, domain
(`chanarpunco.lan`, `olivar-algarrobos.example`, `nogalera-hualfin.example`,
`termasvertiente.example`, `saadi-hnos.example`), account and number is invented; only the region
is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history, config and env files, URLs,
voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `←`, `/`, `|`, `::`, a tab, `es`, `è`, `huwe`, `ningo`, `ha'e`, `kaqmi`, `—`, a new line, a
question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 417, grep -l): none for `Runasimi`; one for `Pomán`, `kalimat al sir`,
`Postmark`, `Xata`, `Cloudinary`, `Fireworks`, `Deepgram`, `ElevenLabs`, `AssemblyAI`; two for
`Catamarca`, `Belén`, `Fiambalá`, `IBAN LB`, `IBAN SD`, `IBAN QA`, `Bunny`, `Cohere`; three to six
for `IBAN SM`, `IBAN LY`, `IBAN IQ`, `Brubank`, `Cuenta DNI`, `Mailjet`, `Turso`, `Algolia`,
`Pinecone`, `Mistral`, `nonno`, `Resend`, `Koyeb`, `Fauna`; fourteen to twenty-six for `py.ruc`,
`ar.cbu`, `Mercado Pago`, `Ualá`, `it.iva`, `ar.cuit`, `codicefiscale`, `Quechua`; `كلمة السر`
(48) is common, so `كلمة المرور`, `الباسورد` and `الرمز السري` stand beside it.
Languages: about half English, config or shell; the rest in the Argentine Spanish of the
northwest as texted (`la contra es`, `che`, `chango`, `ahisito`, `nomás`), Quechua
(`yaykuna simi`, `pakasqa simi`, `kaqmi`, `ama pimanpas willaychu`), the Arabic of a
Syrian-Lebanese family in Latin letters (`el password taba3 el ma7al huwe`, `kilmet el sirr`) and
in Arabic script (`كلمة المرور`, `الباسورد الجديد`), the Italian of a grandfather (`la parola
d'ordine è`, `cara nipote`) and Paraguayan Guaraní (`ñe'ẽ kañymby`, `aguyje`) and Jopara (`la
clave ningo`, `ha'e`, `upéicha`). The Quechua words, the Guaraní and Jopara spellings, the
Arabizi spellings and the northwestern slang are my guesses.
Vendors: the invented Nogal Track, Chañar Pagos, TermasBooking and Arrope Cloud, plus Postmark,
Mailjet, Turso, Xata, Algolia, Pinecone, Cloudinary, Cohere, Mistral, Deepgram, ElevenLabs,
AssemblyAI, Fireworks, Bunny, Koyeb, Mercado Pago, GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify,
DigitalOcean, Linear, Groq, Doppler, Vault, Grafana, Postman, Databricks, Docker Hub, Brevo,
NVIDIA, Perplexity, xAI, Replicate, Tailscale and Supabase shapes. Ids: Argentina's CUIT, CBU and
DNI, Paraguay's RUC and Italy's codice fiscale and partita IVA, each drawn until its `stdnum`
module validates it (the DNI's module checks its length only). IBANs of Lebanon, Qatar, Sudan,
Libya, San Marino and Iraq, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English,
Spanish, Italian and French lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa,
Mastercard, Amex, Cabal and Naranja prefixes).
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

SEED = 421_639_057
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker

_WORDS = ["Arauco", "Nogal", "Chanar", "Algarrobo", "Vicuna", "Telar", "Poncho", "Arrope",
          "Patay", "Termas", "Mutquin", "Sijan", "Hualfin", "Saujil", "Chaschuil", "Ambato",
          "Ruana", "Cardon", "Olivo", "Aceituna", "Vertiente", "Fiambala", "Tinogasta",
          "Colpes", "Lampazo", "Jarilla"]  # fmt: skip
_PEOPLE = ["Hilario", "Nelida", "Rosendo", "Yamila", "Jalil", "Aurelio", "Celeste", "Dalmiro",
           "Ramona", "Fausto", "Zulema", "Eusebio"]  # fmt: skip
_TOWNS = ["Sijan", "Poman", "Mutquin", "Saujil", "Belen", "Hualfin", "Londres", "Fiambala",
          "Tinogasta", "Andalgala", "Colpes"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["N0g4l", "0l1v4r", "T3rm4s", "V1cun4", "Ch4n4r", "4rr0p3", "P4t4y", "Hu4lf1n"]


def _leet(g: random.Random) -> str:
    return f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}{g.randrange(1, 100)}"


_PICKS: list[Maker] = [
    lambda g: "".join(g.sample(_WORDS, 2)) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS),
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 2)) + f".{g.randrange(1950, 2040)}",
    _leet,
    lambda g: _r(g, ALNUM, 9) + g.choice(_SYMBOLS) + _r(g, ALNUM, 5),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_TOWNS)}{g.randrange(1990, 2040)}",
    lambda g: f"{g.choice(_TOWNS)}_{g.choice(_WORDS).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _word_pw(rng: random.Random) -> str:
    """A word and digits run together, the way a password is set and then named."""
    return f"{rng.choice(_WORDS).lower()}{rng.randrange(100, 10_000)}"


def _fam(
    cls: str, templates: list[str], make: Maker
) -> Callable[[random.Random, int], list[Sample]]:
    """A family: ``n`` samples of ``templates`` (each used before any repeats), ``{pw}`` drawn."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.fill(rng, cls, templates, n, make)

    return take


def _pairs(cls: str, rows: list[tuple[str, Maker]]) -> Callable[[random.Random, int], list[Sample]]:
    """A family of templates each with its own maker, taken in order (``n`` = len(rows))."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in rows[:n]:
            secret = make(rng)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


_LABELLED = [
    "Rosendo: the Pieralisi decanter panel password is {pw}",
    "ticket OLV-311: reset the Sijan grove irrigation controller, new password: {pw}",
    "note to self — Netafim NMC password = {pw}",
    "termas front desk PC → password → {pw}",
    "Vertiente Blanca booking PC / password / {pw}",
    "pump house router | password | {pw}",
    "Password for the Belén co-op NAS:\n{pw}",
    "the walnut cracker's HMI password was changed to {pw}",
    "password=>{pw}  (olive mill scada)",
    "passwd :: {pw}",
    "PASSWORD\t{pw}",
    "Remember for me: the Fiambalá spa's Mews password is {pw}",
    "Hey assistant, store this: grove weather station password — {pw}",
    "runbook step 4: log into the Hikvision NVR, password -> {pw}",
    "pwd: {pw}",
    "Voice note from Nélida: the password for the olive scale is {pw}, write it down",
    "che Nélida, la contra de la compu del galpón es {pw}",
    "la clave del sistema de riego: {pw} nomás, no la compartás",
    "mirá chango, contraseña nueva -> {pw}",
    "Contraseña del portal de la cooperativa = {pw}",
    "ahisito te paso la clave del Tango: {pw}",
    "la contraseña de la balanza quedó {pw}, avisale al Hilario",
    "clave de la caja de las termas → {pw}",
    "Hilario: computadorapa contraseñan kaqmi {pw}",
    "yaykuna simi: {pw}",
    "pakasqa simi kayqa {pw}, ama pimanpas willaychu",
    "cooperativapa clavin {pw} kachkan, tayta",
    "Yamila: el password taba3 el ma7al huwe {pw}",
    "3ammo Jalil, kilmet el sirr lal computer: {pw}",
    "el pass el jdid {pw}, ma t2ule la 7ada ya habibi",
    "كلمة السر تبع المحل: {pw}",
    "يا يميلة، الباسورد الجديد هو {pw}",
    "كلمة المرور للكمبيوتر ← {pw}",
    "Nonno Aurelio: la password del conto è {pw}, non dirla a nessuno",
    "cara nipote, la parola d'ordine del computer è {pw}",
    "password della posta: {pw} — me l'ha scritta Rosendo",
    "Celeste: la clave ningo {pw}, ani reme'ẽ avavépe",
    "la contraseña de la recepción ha'e {pw}",
    "ñe'ẽ kañymby: {pw}",
    "che ra'a, la clave pyahu {pw} upéicha, aguyje",
    "Q: what's the admin password for the olive mill PLC?\nA: {pw}",
    "¿la clave del Tango?\n{pw}",
    "Rosendo: what's the NAS password?\nNélida: {pw}",
    "Yamila: shu el password?\nJalil: {pw}",
    "{pw} — that's the password for the walnut dryer panel",
    "{pw} es la contraseña del sistema, no la pierdas",
    "{pw} ← password del Hikvision del galpón",
    "{pw} huwe el password taba3 el camera",
    "{pw} è la password del computer, nipote",
    "{pw} ha'e la clave de la recepción",
]
_SAID_WORD = [
    "{pw}, eso le puse a la compu de la recepción",
    "{pw} — that's what I set for the pump house router",
    "{pw}, that's what Rosendo set on the dryer's panel",
    "le puse {pw} al router del galpón, acordate",
    "{pw} 7atetu lal router",
    "ho messo {pw} al computer della cantina",
]
_LOGINS = [
    "login: nquiroga / {pw}",
    "creds for the Mews PMS are recepcion and {pw}",
    "usuario: hmamani  contraseña: {pw}",
    "admin / {pw}  (UniFi at the grove)",
    "root:{pw}",
    "rcarrizo@chanarpunco.lan:{pw}",
    "sign in as jsaadi with {pw}",
    "u=celeste p={pw}",
    "| mikrotik-pozo | admin | {pw} |",
    "user nonno.aurelio pass {pw}",
    "utente: aurelio, password: {pw}",
    "isem el user: yamila / kilmet el sirr: {pw}",
    "اسم المستخدم: jalil — كلمة المرور: {pw}",
    "Celeste usuario ningo recepcion2, clave {pw}",
    "usuario: hilario, yaykuna simi: {pw}",
    "login bodega and {pw}",
    "ssh ops@10.14.2.9 — user ops, pw {pw}",
    "Grafana at grafana.chanarpunco.lan: admin / {pw}",
    "creds nquiroga:{pw}",
    "Tango Gestión → usuario CONTABLE, contraseña {pw}",
    "Odoo de la coop: socio hmamani / {pw}",
    "login for the spa's Cloudbeds: celeste@termasvertiente.example / {pw}",
    "el user es rcarrizo y la contra {pw}",
    "utente nonno, la password {pw}",
    "Zabbix: Admin / {pw} (cambiar!)",
]
_CLI = [
    "mysql -u olivar -p{pw} -h db.chanarpunco.lan cosecha",
    "sshpass -p '{pw}' ssh root@10.14.2.9",
    "redis-cli -h cache.termasvertiente.example -a {pw} ping",
    "docker login registry.chanarpunco.lan -u rcarrizo -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd nogal {pw}",
    "smbclient //nas-belen/cosecha -U hilario%{pw}",
    "curl -u api:{pw} https://nogal-track.example/v1/lotes",
    'sqlcmd -S sql-termas -U sa -P {pw} -Q "SELECT 1"',
    "zip -P {pw} liquidaciones_2034.zip *.pdf",
    "7z a -p{pw} backup_termas.7z reservas/",
    "openssl enc -aes-256-cbc -in nomina.csv -out nomina.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c padron_socios.ods",
    "plink -ssh -pw {pw} admin@192.168.40.1",
    "xfreerdp /v:recepcion-pc /u:celeste /p:{pw}",
    "net use Z: \\\\srv-belen\\socios {pw} /user:COOP\\hmamani",
    "sqlplus contable/{pw}@ORCLBELEN",
    "lftp -u jsaadi,{pw} sftp://files.saadi-hnos.example",
    "echo '{pw}' | sudo -S systemctl restart molino",
    "ldapsearch -x -D cn=admin,dc=chanarpunco,dc=lan -w {pw} -b dc=chanarpunco,dc=lan",
    "ipmitool -I lanplus -H 10.14.0.20 -U ADMIN -P {pw} chassis status",
    "mosquitto_pub -h mqtt.chanarpunco.lan -u sensor -P {pw} -t riego/pozo1 -m on",
    "keytool -importcert -keystore termas.jks -storepass {pw} -file ca.crt",
    "rabbitmqctl add_user nogaltrack {pw}",
    "kinit hmamani@COOP.LAN <<< '{pw}'",
    "cqlsh cass1.chanarpunco.lan -u cassandra -p {pw}",
    "mysql> ALTER USER 'molino'@'%' IDENTIFIED BY '{pw}';",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/riego",
    "mysqldump -u backup --password={pw} molienda > molienda.sql",
    "$ pg_dump --dbname=molienda --username=olivar --password '{pw}'",
    "echo {pw} | passwd --stdin celeste",
]
_URLS = [
    "git remote set-url origin https://rcarrizo:{pw}@git.chanarpunco.lan/riego.git",
    "postgres://olivar:{pw}@db.chanarpunco.lan:5432/molienda",
    "BROKER_URL=amqp://nogal:{pw}@mq.nogalera-hualfin.example:5672/",
    "ftp://recepcion:{pw}@ftp.termasvertiente.example/fotos",
    "redis://:{pw}@cache.termasvertiente.example:6379/0",
    "mysql://contable:{pw}@10.14.3.7/tango",
    "cámara del galpón: rtsp://admin:{pw}@10.14.5.21:554/Streaming/Channels/101",
    "proxy socks5://hilario:{pw}@:1080",
    "mongodb+srv://pms:{pw}@cluster0.termasvertiente.example/reservas",
    "sftp://jsaadi:{pw}@files.saadi-hnos.example:22/",
    "https://admin:{pw}@unifi.olivar-algarrobos.example:8443/",
    "el link con la clave: https://socio:{pw}@portal.nogalera-hualfin.example/liquidaciones",
]
_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export PGPASSWORD='{pw}'",
    'smtp:\n  host: mail.chanarpunco.lan\n  password: "{pw}"',
    "spring.datasource.password={pw}",
    '<add key="SmtpPassword" value="{pw}" />',
    "define('DB_PASSWORD', '{pw}');",
    "db.chanarpunco.lan:5432:molienda:olivar:{pw}",
    "[client]\nuser=backup\npassword={pw}",
    'SMTP_PASS = "{pw}"',
    'variable "db_password" {{\n  default = "{pw}"\n}}',
    "vrrp_instance VI_1 {{\n  authentication {{\n    auth_pass {pw}\n  }}\n}}",
    "# redis.conf\nrequirepass {pw}",
    "environment:\n  MYSQL_ROOT_PASSWORD: {pw}",
    '{{"host": "sql-termas", "password": "{pw}"}}',
    "ConnectionStrings__Reservas=Server=sql-termas;User Id=pms;Password={pw};",
    "# /etc/ldap.conf\nbindpw {pw}",
    "ansible_become_pass: {pw}",
    'REDIS_PASSWORD="{pw}"',
    "mail.smtp.password = {pw}",
    "[database]\nhost = db.chanarpunco.lan\npasswd = {pw}",
]


def _aws_secret(g: random.Random) -> str:
    return _r(g, B64, 40)


def _jwt(g: random.Random) -> str:
    header = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    payload = v.b64url(
        {"sub": g.choice(_PEOPLE).lower(), "iss": "pms.termasvertiente.example",
         "iat": 2_050_000_000 + g.randrange(10**6), "role": g.choice(["recepcion", "admin"])}
    )  # fmt: skip
    return f"{header}.{payload}.{_r(g, URLSAFE, 43)}"


_GH_PAT = _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))
_MP_TOKEN = _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9))
_SLACK_BOT = _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))

_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("token de GitHub para el deploy del riego: {pw}", _GH_PAT),
    ("gitlab runner: glpat token {pw}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key for the spa shop: {pw}", _j("sk_live_", (ALNUM, 48))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("la key de Anthropic que usa el bot: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {pw}", _aws_secret),
    ("Google Maps key (mapa de las termas): {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key SID {pw}", _j("SK", (HEX, 32))),
    ("bot de Telegram de la coop: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("SHOPIFY_ACCESS_TOKEN={pw}", _j("shpat_", (HEX, 32))),
    ("doctl auth init -t {pw}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={pw}", _j("lin_api_", (ALNUM, 40))),
    ("groq key for the transcriber: {pw}", _j("gsk_", (ALNUM, 52))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("grafana service account token {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman API key: {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DATABRICKS_TOKEN={pw}", _j("dapi", (HEX, 32))),
    ("docker login -u chanarpunco --password-stdin <<< {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("BREVO_KEY={pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
    ("pplx key: {pw}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("tailscale up --auth-key={pw}", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33))),
    ("supabase access token {pw}", _j("sbp_", (HEX, 40))),
    ("Mercado Pago access token del cobro de termas: {pw}", _MP_TOKEN),
    ("POSTMARK_SERVER_TOKEN={pw}", lambda g: v.uuid4(g, "b")),
    ("Mailjet API key {pw}", _j((HEX, 32))),
    ("TURSO_AUTH_TOKEN={pw}", _jwt),
    ("XATA_API_KEY={pw}", _j("xau_", (ALNUM, 36))),
    ("Algolia admin API key: {pw}", _j((HEX, 32))),
    ("PINECONE_API_KEY={pw}", _j("pcsk_", (ALNUM, 6), "_", (ALNUM, 64))),
    ("CLOUDINARY_URL=cloudinary://{pw}@termas-vb", _j((D, 15), ":", (URLSAFE, 27))),
    ("Cohere API key → {pw}", _j((ALNUM, 40))),
    ("la API key de Mistral para el chatbot de reservas: {pw}", _j((ALNUM, 32))),
    ("Deepgram key for the voice notes: {pw}", _j((HEX, 40))),
    ("ELEVENLABS_API_KEY={pw}", _j("sk_", (HEX, 48))),
]  # fmt: skip
_INVENTED: list[tuple[str, Maker]] = [
    ("Nogal Track API key: {pw}", _j((HEX, 40))),
    ("clave de API de Chañar Pagos: {pw}", _j((ALNUM, 36))),
    ("Integrations › TermasBooking: {pw}", lambda g: v.uuid4(g, "8")),
    ("Arrope Cloud integration broken, current key {pw}", _j((HEX, 32))),
    ("API key de Nogal Track (producción) {pw}", lambda g: v.uuid4(g, "9")),
    ("AssemblyAI API key for the Quechua transcripts: {pw}", _j((HEX, 32))),
    ("Fireworks key: {pw}", _j("fw_", (ALNUM, 24))),
    ("Bunny storage API key = {pw}", lambda g: v.uuid4(g, "a") + "-" + _r(g, HEX, 4)),
    ("KOYEB_TOKEN={pw}", _j((ALNUM, 64))),
    ("chiave API di TermasBooking: {pw}", _j((HEX, 48))),
    ("مفتاح API تبع Chañar Pagos: {pw}", _j((ALNUM, 40))),
    ("Chañar Pagos API-pa llavin: {pw}", _j((HEX, 32))),
    ("el API key taba3 Arrope Cloud: {pw}", _j((ALNUM, 32))),
    ("TermasBooking API key ha'e {pw}", _j((HEX, 36))),
    ("Settings › Integrations › Nogal Track → {pw}", _j((ALNUM, 44))),
]  # fmt: skip
_BARE = [
    "pegá esto en el campo del token: {pw}",
    "here it is: {pw}",
    "{pw}",
    "el token que me pasó Rosendo {pw} ya no anda",
    "Authorization: Bearer {pw}",
    "guardame esto porfa {pw}",
    "Jalil: hayda el token {pw}",
    "webhook secret {pw}",
]
_HEXES = [
    "AES key for the nightly backup: {pw}",
    "SECRET_KEY_BASE={pw}",
    "encryption_key: {pw}",
    "clave de cifrado del NAS {pw}",
    "LoRaWAN AppKey del sensor de humedad: {pw}",
    "HMAC signing key = {pw}",
    "la llave maestra del Vaultwarden: {pw}",
    "master_key {pw}",
    "chiave di cifratura del backup: {pw}",
]


def _hex_key(g: random.Random) -> str:
    return _r(g, HEX, g.choice([32, 64]))


_JWTS = [
    "Authorization: Bearer {pw}",
    "pms session token: {pw}",
    "el jwt que devuelve el login de la coop {pw}",
    "access_token={pw}",
    "curl -H 'Authorization: Bearer {pw}' https://pms.termasvertiente.example/api/reservas",
    "cookie: session={pw}",
    "token del portal de socios → {pw}",
    "el token taba3 el app: {pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = (
        "\n".join(_r(g, B64, 64) for _ in range(g.randrange(5, 9))) + "\n" + _r(g, B64, 20) + "=="
    )
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = [
    "the deploy key for git.chanarpunco.lan:\n{pw}",
    "{pw}",
    "la llave del servidor de las termas, guardala:\n{pw}",
    "cat ~/.ssh/id_riego\n{pw}",
    "ssl_key: |\n{pw}",
    "Yamila, hayda el key:\n{pw}",
]
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "french")}


def _seed_maker(lang: str, words: int) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]

    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("recovery phrase for the co-op's Ledger: {pw}", _seed_maker("english", 12)),
    ("seed words (MetaMask, the spa's USDT wallet):\n{pw}", _seed_maker("english", 24)),
    ("las 12 palabras de la billetera: {pw}", _seed_maker("spanish", 12)),
    ("frase semilla de la cooperativa → {pw}", _seed_maker("spanish", 18)),
    ("le parole del portafoglio del nonno: {pw}", _seed_maker("italian", 12)),
    ("nonno, queste sono le 24 parole: {pw}", _seed_maker("italian", 24)),
    ("Jalil: el seed phrase taba3 el wallet: {pw}", _seed_maker("english", 15)),
    ("phrase de récupération (Yamila's Trust Wallet): {pw}", _seed_maker("french", 12)),
    ("Celeste: umi palabra secreta ningo {pw}", _seed_maker("spanish", 12)),
    ("{pw}\n^ that's the backup phrase for the Trezor in the safe", _seed_maker("english", 12)),
    ("wallet mnemonic: {pw}", _seed_maker("english", 18)),
    ("Exodus de Hilario, simikuna: {pw}", _seed_maker("spanish", 12)),
]


def _card(g: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card_maker(prefix: str, length: int, sep: str) -> Maker:
    def make(g: random.Random) -> str:
        return v.grouped(_card(g, prefix, length), sep, g)

    return make


_CARDS: list[tuple[str, Maker]] = [
    ("card for the olive press parts: {pw} exp 09/33", _card_maker("4", 16, " ")),
    ("tarjeta de la coop {pw} vence 03/34", _card_maker("5", 16, "-")),
    ("Cabal de la cooperativa: {pw}", _card_maker("604201", 16, " ")),
    ("Naranja del galpón {pw}", _card_maker("589562", 16, "")),
    ("Amex corporate {pw}", _card_maker("37", 15, " ")),
    ("el número de la tarjeta del negocio huwe {pw}", _card_maker("4", 16, "")),
    ("il numero della carta del nonno è {pw}", _card_maker("54", 16, " ")),
    ("رقم البطاقة: {pw}", _card_maker("4", 16, " ")),
    ("tarjeta número ha'e {pw}", _card_maker("5", 16, " ")),
    ("card number: {pw}", _card_maker("2221", 16, ".")),
    ("pagá con esta: {pw}, vto 11/35", _card_maker("604201", 16, "-")),
    ("Visa debit {pw}", _card_maker("4", 16, " ")),
]
_CVVS = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "código de seguridad: {pw}",
    "le tre cifre dietro la carta sono {pw}",
    "el CVV taba3 el card huwe {pw}",
    "los tres números de atrás son {pw}",
]


def _cvv(g: random.Random) -> str:
    return _r(g, D, 3)


_IBAN_SHAPES = {
    "LB": "nnnn" + "c" * 20, "QA": "aaaa" + "c" * 21, "SD": "nn" + "n" * 12,
    "LY": "n" * 21, "SM": "a" + "n" * 10 + "c" * 12, "IQ": "aaaa" + "n" * 15,
}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


def _iban_maker(country: str, spaced: bool) -> Maker:
    def make(g: random.Random) -> str:
        number = _iban(g, country)
        return v.iban_spaced(number) if spaced else number

    return make


_IBANS: list[tuple[str, Maker]] = [
    ("IBAN of Saadi Hnos' Beirut account: {pw}", _iban_maker("LB", True)),
    ("el IBAN taba3 3ammo Jalil fi Lebnen: {pw}", _iban_maker("LB", False)),
    ("رقم الآيبان: {pw}", _iban_maker("LB", True)),
    ("walnut buyer in Doha, IBAN {pw}", _iban_maker("QA", False)),
    ("IBAN del comprador de Qatar → {pw}", _iban_maker("QA", True)),
    ("Sudan importer IBAN: {pw}", _iban_maker("SD", False)),
    ("IBAN {pw} (cliente de Jartum)", _iban_maker("SD", True)),
    ("Libyan olive-oil buyer IBAN: {pw}", _iban_maker("LY", True)),
    ("il conto del nonno a San Marino, IBAN {pw}", _iban_maker("SM", True)),
    ("IBAN: {pw}", _iban_maker("SM", False)),
    ("Erbil distributor IBAN {pw}", _iban_maker("IQ", False)),
    ("transferí al IBAN {pw} nomás", _iban_maker("IQ", True)),
]


def _cuit(g: random.Random, prefix: str) -> str:
    number = v.until(g, lambda h: prefix + _r(h, D, 9), ar_cuit.is_valid)
    return str(ar_cuit.format(number))


def _cbu(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        first = "0110" + _r(h, D, 3)
        first += ar_cbu.calc_check_digit(first)
        second = _r(h, D, 13)
        return first + second + ar_cbu.calc_check_digit(second)

    return v.until(g, make, ar_cbu.is_valid)


def _dni(g: random.Random) -> str:
    number = str(g.randrange(10_000_000, 45_000_000))
    assert ar_dni.is_valid(number)
    return f"{number[:2]}.{number[2:5]}.{number[5:]}"


def _ruc(g: random.Random) -> str:
    body = str(g.randrange(1_000_000, 9_000_000))
    number = body + py_ruc.calc_check_digit(body)
    assert py_ruc.is_valid(number)
    return str(py_ruc.format(number))


def _codice_fiscale(g: random.Random) -> str:
    return v.until(g, _codice_fiscale_draw, it_cf.is_valid)


def _codice_fiscale_draw(g: random.Random) -> str:
    month = g.choice("ABCDEHLMPRST")
    day = g.randrange(1, 32) + g.choice([0, 40])
    place = g.choice(UPPER) + _r(g, D, 3)
    body = f"{_r(g, UPPER, 6)}{g.randrange(20, 60)}{month}{day:02d}{place}"
    return body + it_cf.calc_check_digit(body)


def _partita_iva(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7) + h.choice(["001", "018", "100"])
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, it_iva.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("CUIT de Nélida: {pw}", lambda g: _cuit(g, "27")),
    ("mi CUIL es {pw}, para el recibo", lambda g: _cuit(g, "20")),
    ("CUIT de la cooperativa nogalera → {pw}", lambda g: _cuit(g, "30")),
    ("tax id (CUIT) of Agroandina Chañarpunco: {pw}", lambda g: _cuit(g, "30")),
    ("Hilario: CUIL-niy {pw} kaqmi", lambda g: _cuit(g, "20")),
    ("CBU para la liquidación de nueces: {pw}", _cbu),
    ("pasame a este CBU {pw}", _cbu),
    ("el CBU taba3 el ma7al: {pw}", _cbu),
    ("DNI {pw}", _dni),
    ("DNI de Hilario Mamaní: {pw}", _dni),
    ("my Argentine DNI number is {pw}", _dni),
    ("Celeste: che RUC ha'e {pw}", _ruc),
    ("RUC (Paraguay) de Celeste: {pw}", _ruc),
    ("codice fiscale del nonno: {pw}", _codice_fiscale),
    ("il mio codice fiscale è {pw}", _codice_fiscale),
    ("partita IVA della ditta Bazzani: {pw}", _partita_iva),
    ("Italian tax code (codice fiscale) {pw}", _codice_fiscale),
    ("الرقم الضريبي (CUIT): {pw}", lambda g: _cuit(g, "23")),
]


def _totp_plain(g: random.Random) -> str:
    return _r(g, BASE32, 32)


_TOTP = [
    "otpauth://totp/Chanarpunco:rcarrizo?secret={pw}&issuer=Chanarpunco",
    "TOTP secret: {pw}",
    "clave de configuración (si no anda el QR): {pw}",
    "2FA setup key for the Mews account {pw}",
    "il codice segreto TOTP: {pw}",
    "Celeste: 2FA clave ningo {pw}",
]
_OTP = [
    "{pw} is your verification code",
    "Tu código de verificación de Mercado Pago es {pw}",
    "Use {pw} to sign in to Cloudbeds",
    "código: {pw} — no lo compartas con nadie",
    "رمز التحقق الخاص بك: {pw}",
    "il tuo codice di verifica è {pw}",
    "Chañar Pagos: tu código de seguridad es {pw}. Vence en 5 minutos.",
    "verification code {pw}",
    "Hilario: chay SMS código {pw} kaqmi",
    "Celeste: el código ha'e {pw}, pya'e",
]


def _otp(g: random.Random) -> str:
    return _r(g, D, 6)


def _backup_draw(g: random.Random) -> list[str]:
    style = g.randrange(4)
    return v.backup_codes(g, g.randrange(5, 9), style)


_BACKUPS = [
    "Google backup codes for admin@chanarpunco.lan:\n{codes}",
    "códigos de recuperación de la cuenta de la coop: {codes}",
    "2FA backup codes (GitHub, rcarrizo): {codes}",
    "codici di backup del nonno:\n{codes}",
    "Celeste: backup códigos ningo {codes}",
    "رموز الاحتياط: {codes}",
    "recovery codes for the Cloudbeds owner account\n{codes}",
    "códigos de respaldo de Mercado Pago → {codes}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUPS, n):
        codes = _backup_draw(rng)
        sep = "\n" if template.endswith("\n{codes}") else rng.choice([", ", " ", "\n"])
        out.append(Sample("backup_codes", template.format(codes=sep.join(codes)), codes[0]))
    return out


def _wifi_key(g: random.Random) -> str:
    return g.choice(
        [_plain_pw(g), "".join(g.sample(_WORDS, 3)) + str(g.randrange(10, 100)), _r(g, ALNUM, 16)]
    )


_WIFI = [
    "wifi Termas Recepcion / {pw}",
    "WIFI:T:WPA;S:Olivar-Pozo3;P:{pw};;",
    "red: Coop-Nogalera-5G clave: {pw}",
    "la clave del wifi de la pileta es {pw}",
    "Network: Vertiente Blanca Huespedes / {pw}",
    "wpa_passphrase={pw}",
    "el wifi taba3 el ma7al: Saadi-Hnos, el password {pw}",
    "كلمة سر الواي فاي: {pw}",
    "la password del wifi del nonno è {pw}",
    "wifi clave ningo {pw}",
    "— cuál es la contra del wifi del galpón?\n— {pw}",
    "{pw} — that's the wifi password at the mill",
    "WPA key for the grove's Mikrotik: {pw}",
    "wifi-pa clavin {pw} kaqmi",
    'network "Termas VB Staff" key {pw}',
    "SSID Olivar-Oficina\n{pw}",
]
_LOCKS = [
    "código del portón del olivar: {pw}",
    "PIN de la tarjeta de la coop: {pw}",
    "il codice del cancello è {pw}",
    "alarm code for the mill: {pw}",
    "the padlock on the walnut store is {pw}",
    "candado del pozo {pw}",
    "la combinación de la caja fuerte → {pw}",
    "el PIN taba3 el card huwe {pw}",
    "الرقم السري للبطاقة: {pw}",
    "door code at the spa's staff entrance: {pw}#",
    "Celeste: el PIN de la caja ha'e {pw}",
    "keypad del depósito de nueces = {pw}",
    "PIN del celular de la recepción: {pw}",
    "nonno, il PIN del bancomat è {pw}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_PHRASE_WORDS = ["nogal", "vicuna", "arrope", "telar", "patay", "olivo", "jarilla", "ruana",
                 "chanar", "cardon", "lampazo", "algarrobo", "termas", "poncho", "quebracho",
                 "mistol", "tusca", "colpes"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_PHRASES = [
    "passphrase: {pw}",
    "KeePass passphrase for the co-op vault → {pw}",
    "la frase de paso del Bitwarden es {pw}",
    "passphrase del disco cifrado = {pw}",
    "BORG_PASSPHRASE='{pw}'",
    "la passphrase del nonno è {pw}",
    "el passphrase taba3 el laptop: {pw}",
    "gpg passphrase for the payroll file: {pw}",
]
_SPELLED = [  # "{w}{d}" joined: the word and the number together are the secret
    "the password is the word {w}, all small letters, then {d}",
    "la contraseña es la palabra {w} y después {d}",
    "voice note: the admin password is {w} followed by {d}, no space",
    "type {w}, then {d}; that's the NAS password",
    "la clave es {w}{d}, todo junto",
    "la password è la parola {w} e poi il numero {d}",
    "el password huwe kilmet {w} w ba3den {d}",
    "la clave ningo la palabra {w} ha upéi {d}",
    "yaykuna simi: {w} simi, chaymanta {d}",
    "it's {w}{d}, word and digits joined",
]
_SPELL_WORDS = ["quimilero", "chiquiyaco", "tusquita", "mistolar", "pichanilla", "sunchal",
                "churqui", "lampacito", "yaretal", "brea"]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, digits = rng.choice(_SPELL_WORDS), str(rng.randrange(100, 10_000))
        secret = word + digits if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=digits), secret))
    return out


_SPACED = [
    "el token deletreado: {pw}",
    "read out over the radio: {pw}",
    "key, one letter at a time: {pw}",
    "GitHub token as Rosendo dictated it {pw}",
    "la key de Chañar Pagos en grupos: {pw}",
    "token → {pw}",
]


def _spaced_token(g: random.Random) -> str:
    raw = g.choice(["ghp_" + _r(g, ALNUM, 36), _r(g, ALNUM, 32)])
    style = g.randrange(3)
    if style == 0:
        return " ".join(raw)
    if style == 1:
        return " - ".join(raw[i : i + 4] for i in range(0, len(raw), 4))
    return "·".join(raw[i : i + 5] for i in range(0, len(raw), 5))


_Taker = Callable[[random.Random, int], list[Sample]]
_PLAN: list[tuple[_Taker, int]] = [
    (_fam("password", _LABELLED, _pw), 60), (_fam("said_password", _SAID_WORD, _word_pw), 6),
    (_fam("login", _LOGINS, _pw), 25), (_fam("cli_password", _CLI, _plain_pw), 34),
    (_fam("url_credentials", _URLS, _plain_pw), 12),
    (_fam("config_password", _CONFIGS, _plain_pw), 24), (_pairs("vendor_token", _VENDORS), 45),
    (_pairs("vendor_key", _INVENTED), 15), (_fam("bare_token", _BARE, _j((ALNUM, 40))), 8),
    (_fam("hex_key", _HEXES, _hex_key), 9), (_fam("jwt", _JWTS, _jwt), 8),
    (_fam("pem_key", _PEMS, _pem), 6), (_pairs("seed_phrase", _SEEDS), 12),
    (_pairs("card", _CARDS), 12), (_fam("card_code", _CVVS, _cvv), 6),
    (_pairs("iban", _IBANS), 12), (_pairs("national_id", _IDS), 18),
    (_fam("totp_secret", _TOTP, _totp_plain), 6), (_fam("otp_code", _OTP, _otp), 10),
    (_backups, 8), (_fam("wifi_key", _WIFI, _wifi_key), 16), (_fam("pin_code", _LOCKS, _pin), 14),
    (_fam("passphrase", _PHRASES, _phrase), 8), (_spelled, 10),
    (_fam("spaced_token", _SPACED, _spaced_token), 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the olive mill PLC password is", "{s}", _pw),
    ("split_password", "la contra del Tango:", "{s} (la cambié el lunes)", _pw),
    ("split_password", "kilmet el sirr taba3 el ma7al", "{s}", _pw),
    ("split_password", "كلمة المرور:", "{s}", _pw),
    ("split_password", "la password del conto è", "{s}", _pw),
    ("split_password", "la clave ningo", "{s}\nupéicha", _pw),
    ("split_password", "yaykuna simi:", "{s}", _pw),
    ("split_password", "NAS password", "{s}\nrotate after the harvest", _pw),
    ("split_password", "Contraseña:", "{s}", _pw),
    ("split_password", "the password Hilario read out on the radio was", "{s}, I think", _pw),
    ("split_token", "Nogal Track API key", "{s}", _j((HEX, 40))),
    ("split_token", "Postmark server token:", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_token", "GitHub token", "{s} (deploy)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "palabras de la billetera", "{s}", _seed_maker("spanish", 12)),
    ("split_card", "número de tarjeta", "{s} vto 08/34", _card_maker("4", 16, " ")),
    ("split_iban", "IBAN", "{s}", _iban_maker("LB", True)),
    ("split_id", "CUIT", "{s}", lambda g: _cuit(g, "30")),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_wifi", "wifi de las termas, clave", "{s}", _wifi_key),
    ("split_pin", "código del portón", "{s}", _pin),
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


_PW = ("meta_password", _plain_pw)
_CABAL = _card_maker("604201", 16, " ")

# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"mill": {"url": "https://plc.chanarpunco.lan", "admin_password": "{s}"}}': _PW,
    '{"contraseña": "{s}"}': _PW,
    '{"account": {"user": "hmamani", "passwd": "{s}"}}': _PW,
    '{"devices": [{"name": "nvr"}, {"name": "dryer", "web_password": "{s}"}]}': _PW,
    '{"argv": ["mysql", "-u", "olivar", "--password", "{s}", "cosecha"]}': _PW,
    '{"nota": "la clave de la compu del galpón es {s}"}': _PW,
    '{"كلمة_المرور": "{s}"}': _PW,
    '{"transcript": "nonno dice che la password del conto è {s}"}': _PW,
    '{"nogal_track": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"postmarkToken": "{s}"}': ("meta_token", lambda g: v.uuid4(g, "9")),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"slack": {"bot_token": "{s}"}}': ("meta_token", _SLACK_BOT),
    '{"pago": {"card_number": "{s}", "exp": "07/35"}}': ("meta_card", _CABAL),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"socio": {"cuit": "{s}"}}': ("meta_id", lambda g: _cuit(g, "20")),
    '{"mfa": {"recovery_codes": ["{s}", "48213907", "77120458"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed_maker("english", 12)),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"deposito": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Termas-VB-Staff", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"netafim-nmc-pro-4.7.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"riego: add pozo 4 valve", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"coop: fix walnut grading", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"liquidacion_nueces_2034-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"reservas-export-2034.parquet").hexdigest()
_IMAGE = hashlib.sha256(b"registry.chanarpunco.lan/riego:2.3").hexdigest()

CLEAN = [
    "Remind me to change the olive mill PLC password before the harvest starts on 2034-05-02.",
    "Nélida asked for the galpón wifi password; it's on the card in Rosendo's drawer.",
    "Policy: Chañarpunco passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `NOGAL_TRACK_API_KEY=changeme` is a placeholder.",
    "Replace <YOUR_POSTMARK_TOKEN> in the README with the token from your dashboard.",
    "che, no le pases la contra a nadie, ni al Hilario.",
    "la contraseña tiene que tener catorce caracteres como mínimo, chango.",
    "Contraseñata ama pimanpas willaychu.",
    "ma t2ul el password la 7ada, fhemte?",
    "لا تعطي كلمة السر لأي حدا.",
    "Nipote, la password non si scrive mai sul frigorifero.",
    "Ani reme'ẽ la clave avavépe, upéicha.",
    "Upgraded the Netafim controller from 4.6 to 4.7.0 and pymodbus to 3.9.2.",
    f"commit {_COMMIT} adds the pozo 4 valve to the irrigation schedule.",
    f"Rolled back to {_SHORT} after the walnut grading broke.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The NMC Pro 4.7.0 firmware image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of reservas-export-2034.parquet: {_SHA512}",
    f"MD5 of liquidacion_nueces_2034-04.csv is {_MD5}, same as the copy on the NAS.",
    f"The riego container runs registry.chanarpunco.lan/riego@sha256:{_IMAGE}.",
    "Request id 3f9a2c71-8b4e-4d06-a1f3-6e2b9c0d5a47 is the slow one in the PMS logs.",
    "Pedido OC-2034-00731: 120 bidones de aceite de oliva, sale el jueves.",
    "Ticket TVB-4471: la bomba de la pileta 3 hace ruido de noche.",
    "Llamá a la cooperativa al +54 3835 46-1187 antes del mediodía.",
    "Andreani tracking 360002198745210 for the walnut samples to Córdoba.",
    "Código postal de Fiambalá: K5345; de Belén: K4750.",
    "La pileta 2 está a 38 °C y la 5 a 41 °C; el agua sale a 70 °C de la vertiente.",
    "Olivar Los Algarrobos: 28°24'S 65°59'W, 930 m sobre el nivel del mar.",
    "Lote NG-2034-HLF-0412: 60 kg de nuez Chandler, humedad 7,8 %, calibre 32+.",
    "The walnut co-op paid $ 1.284.500 for the cracking machine on 14/03/2034.",
    "My card ending 4417 was declined at the Tinogasta hardware store.",
    "The card number is masked as **** **** **** 4417 on the receipt.",
    "CBU: ver planilla del banco (no lo pongo acá).",
    "Print the 2FA backup codes for the coop's Mercado Pago and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "After five wrong PINs the card is blocked; go to the branch in Belén with your DNI.",
    "El código del portón lo tiene Nélida, pedíselo a ella.",
    "Il codice del cancello l'ha cambiato tuo cugino, chiedilo a lui.",
    "Hilario: código SMS mana chayamunchu, manaraq.",
    "The one-time code expires after 5 minutes; request a new one if it does.",
    "Keep `POSTMARK_SERVER_TOKEN` in the secrets store, never in the repository.",
    "The guest wifi 'Termas-VB-Invitados' is open, no password needed.",
    "ISBN 978-987-1234-56-7 is the olive-growing manual on the mill's shelf.",
    "Aceite extra virgen, acidez 0,3 %, lote AO-34-117, envasado 2034-06-09.",
    "HS code 0802.32 is shelled walnuts; 1509.20 is extra virgin olive oil.",
    "Version 2.3.1 of the booking widget fixes the Arabic date picker.",
    "Reserva #88213 para dos personas, del 12 al 15 de julio, habitación 7.",
    "Factura B 0004-00018822 por la reparación del decanter.",
    "El medidor del pozo 3 marca 18.432 m³ acumulados.",
    "Nonno dice che la password deve essere lunga, ma non me l'ha data.",
    "el password lazem ykun fi 12 7arf aw aktar.",
    "La clave de la recepción se cambia cada mes; la nueva te la da Celeste en persona.",
    "Rosendo rotated the GitHub token yesterday; the old one is revoked.",
    "Set the TOTP period to 30 seconds and six digits in the app.",
    "Coordenadas del pozo 4: -28.4012, -65.9876.",
    "Pedido 2034-0519 de 300 kg de nuez mariposa para Salta, guía 0071-00045512.",
    "Passphrase rules: four words or more, no names of people or places.",
    "Ask Jalil for the shop's alarm code, I don't have it.",
    "el PIN nuevo de la tarjeta llega por correo en 10 días hábiles.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/chanarpunco/plc", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "TVB-4471", "purchase_order": "OC-2034-00731"}',
    '{"lote": {"id": "NG-2034-HLF-0412", "peso_kg": 60, "humedad_pct": 7.8}}',
    '{"telefono": "+54 3835 46-1187", "localidad": "Belén", "cp": "K4750"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bidones_en_stock": 1284}',
    '{"card_last4": "4417", "card_masked": "**** **** **** 4417"}',
    '{"pozo": 4, "lat": -28.4012, "lon": -65.9876, "caudal_m3h": 12.5}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
