# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-ninth's
docstring, the fifth to four hundred and forty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (450, 452, 453), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (451_608_273), password words (a
cane-spirit, lab or road word with a place and a number and a sign, `Trapiche&Tamburco58`;
dot-joined words with a year, `melaza.alambique.curva.2031`; leet `Ch4nc4c4#71`; a person and a
town, `Yesenia@Chalhuanca1988`; a barrel and its litres, `Barrica180L!4`; random runs).

The fictional company is Grupo Ampay Wayra S.A.C. of Abancay, Apurímac, Peru: Destilería Killa
Wiñay (an invented sugar-cane aguardiente distillery in the Pachachaca valley), the clinical lab
of Hospital Regional Sumaq Kawsay (an invented regional hospital in Abancay) and Transportes
Wayra Ñan (an invented mountain-road bus company, Abancay-Cusco, Abancay-Andahuaylas and
Abancay-Chalhuanca). Staff and neighbours: Efraín Huamaní (IT, English and shell), Yesenia
Quispe (distillery shift lead, texted Apurímac Spanish), Mama Justina Ccorimanya (night guard,
Chanka Quechua), Rubén Altamirano (a Cusco tour guide who rides the buses), Dra. Montserrat
Vilaró (a Catalan NGO doctor at the lab) and 박지훈 (Park Ji-hoon, an engineer of the invented
Minera Qori Rumi, writing Korean). Every company, person, address, domain (`ampaywayra.lan`,
`killawinay.lan`, `sumaqkawsay.example`, `wayranan.example`, `qorirumi.example`), account and
number is invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks,
shell history, config and env files, URLs, voice-note transcripts, SMS, radio logs and requests
to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, a tab, `es`, `és`,
`kanmi`, `는`/`은 … 입니다`, a new line, a question then its answer, a value said first and
named after it.

Grep counts (heldouts 5 to 449, grep -l): none for `Pachachaca`, `Tamburco`, `Tambobamba`,
`Chuquibambilla`, `aguardiente`, `causita`, `sisplau`, `NetLab`, `tontería`; one to eight for
`Abancay`, `Curahuasi`, `Andahuaylas`, `asu mare`, `pe pues`, `munay`, `yaqa`, `Ayacucho`,
`Chanka`, `chamba`, `Ampay`, `Oltursa`, `Cruz del Sur`, `Caja Cusco`, `Rimac`, `Bitel`,
`KakaoBank`, `ㅋㅋ`, `pisco`, `contrasenya és`, `Sao Tom`, `es.dni`, `es.nie`, `es.nif`,
`ad.nrt`; ten to forty for `Catalan`, `Interbank`, `Culqi`, `Niubiz`, `Toss`, `Naver`, `Yape`,
`pe.ruc`, `pe.cui`, `kr.rrn`, `kr.brn`, and the IBAN countries Slovakia, the Holy See,
Seychelles, Andorra and São Tomé; above that for `Korean`, `비밀번호는`, `Plin`.
Languages: about half English, config or shell; the rest in the Spanish of Apurímac as texted
(`causa`, `pe`, `ya pe`, `oe`, `manyas`, `al toque`, `mamita`, `nomás`, `q`, `xq`, `asu`),
Chanka Quechua with Spanish loans (`claveqa … kanmi`, `punku kichanapaq`, `ama pimanpas
willankichu`, `yachankiñachu`), the Spanish of a Cusco tour guide (`queridos pasajeros`,
`amiguitos`, `el wifi del bus`), the Catalan of an NGO doctor (`la contrasenya és`, `no ho
diguis a ningú`, `sisplau`) and the Korean of a mining-company engineer (`비번`, `… 입니다`,
`현장 사무소`, `ㅋㅋ`). The Apurímac texting slang, every Chanka Quechua word and the Korean
register are my guesses; the Quechua is the least sure.
Vendors: the invented CañaTrack, LabAndes LIS, BoletoAndino, QoriPay and RutaSegura, plus Culqi,
Niubiz, Izipay, Yape, Toss and KakaoBank under the words around their keys or codes, and the
GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm,
SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Doppler,
Sentry, Supabase, Tailscale, New Relic, Groq, Replicate, Perplexity, xAI, Notion, Netlify,
Mailgun, Brevo, Docker Hub, Databricks, PlanetScale, Pulumi, Figma, 1Password and age shapes.
Ids: Peru's RUC and CUI (the DNI with its check digit), South Korea's resident registration
number, Spain's DNI and NIE (the NGO staff's), each drawn until its
`stdnum` module validates it; Korea's business registration number and Andorra's NRT, whose
modules check the format only. Peru has no IBAN: the IBANs are of Andorra, Slovakia, the Holy
See, Seychelles and São Tomé, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English,
Spanish and Korean lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard,
Amex, Diners and UnionPay prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ad import nrt as ad_nrt
from stdnum.es import dni as es_dni
from stdnum.es import nie as es_nie
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 451_608_273
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = Callable[[random.Random], str]

_CANE = ["Trapiche", "Chancaca", "Melaza", "Bagazo", "Alambique", "Cañazo", "Barrica", "Mosto",
         "Guarapo", "Destilado", "Cuba", "Zafra"]  # fmt: skip
_LAB = ["Hemograma", "Centrifuga", "Pipeta", "Reactivo", "Cubeta", "Glucosa", "Plasma", "Suero"]
_ROAD = ["Apachita", "Curva", "Abra", "Neblina", "Huayco", "Cuneta", "Terramoza", "Chofer"]
_PLACES = ["Abancay", "Tamburco", "Curahuasi", "Chalhuanca", "Andahuaylas", "Pachachaca",
           "Ampay", "Chuquibambilla", "Tambobamba", "Huancarama", "Lambrama", "Cachora",
           "Saywite", "Limatambo"]  # fmt: skip
_NAMES = ["Yesenia", "Efrain", "Justina", "Ruben", "Montse", "Jihoon", "Wilber", "Nilda",
          "Teofilo", "Marleni", "Edison", "Feliciana", "Hilario", "Roxana"]  # fmt: skip
_QUECHUA = ["Inti", "Killa", "Wayra", "Sacha", "Qori", "Mayu", "Urpi", "Tika", "Sumaq", "Rumi"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Ch4nc4c4", "Tr4p1ch3", "4mp4y", "M3l4z4", "C4ñ4z0", "P4ch4ch4c4", "Ap4ch1t4"]

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_CANE)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: (
        ".".join(w.lower() for w in g.sample(_CANE + _ROAD + _LAB, 3))
        + f".{g.randrange(1990, 2035)}"
    ),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_PLACES)}{g.randrange(1960, 2010)}",
    lambda g: f"Barrica{g.choice([60, 120, 180, 225])}L{g.choice(_SYMBOLS)}{g.randrange(1, 10)}",
    lambda g: _r(g, ALNUM + "!$%&?", 16),
    lambda g: (
        f"{g.choice(_QUECHUA)}{g.choice(_QUECHUA).lower()}{g.randrange(100, 1000)}"
        + g.choice(_SYMBOLS)
    ),
    lambda g: f"{g.choice(_ROAD)}{g.choice(_LAB)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: _r(g, ALNUM, 15),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    safe = set(ALNUM + "._-")
    return v.until(rng, _pw, lambda value: set(value) <= safe)


def _take(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples of ``cls``: each template (cycled) with a fresh secret in place of ``{s}``."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{s}", secret), secret))
    return out


# --- passwords after a label, every separator, every language -------------------------------
_PASSWORDS = [
    "Efraín: the Killa Wiñay SCADA admin password: {s}",
    "killawinay-nas password = {s}",
    "router at the Tamburco depot -> password {s}",
    "LIS login for the night tech | password | {s}",
    "hospital VPN pw / {s}",
    "password\t{s}\t(lab PC 3, Sysmex bench)",
    "The ticketing box password is {s}, Efraín set it on Monday.",
    "pwd => {s}",
    "new password for the Wayra Ñan dispatch console → {s}",
    "the password for the boiler PLC panel was changed to {s}",
    "password:\n{s}",
    "What's the password of the distillery NAS?\n{s}",
    "{s} is the password for the bus depot's CCTV recorder",
    "Set the Grafana admin password to `{s}` after the reinstall.",
    "oe causa la contra del wifi del alambique es {s} pe",
    "Yesenia: ya pe la contraseña del sistema de la destilería es {s}, no le pases a nadie",
    "mamita la clave del compu de la oficina es {s} nomás",
    "asu causa, me cambiaron la contraseña: {s} xq el Efraín la reseteó",
    "contraseña del correo de la empresa → {s} al toque cámbiala",
    "manyas la clave del sistema de boletos? es {s}",
    "Oficina Abancay claveqa {s} kanmi, ama pimanpas willankichu",
    "Mama Justina: computadorapa claven {s} kanmi",
    "punku kichanapaq claveqa: {s}",
    "Queridos pasajeros, la contraseña del sistema de reservas para los guías es {s}",
    "Amiguitos, para entrar al portal de la agencia la clave es {s}, apúntenla",
    "La contrasenya de l'ordinador del laboratori és {s}, no ho diguis a ningú",
    "Montse: contrasenya del LIS: {s} sisplau canvia-la demà",
    "la meva contrasenya del correu de l'ONG és «{s}»",
    "현장 사무소 PC 비밀번호는 {s} 입니다",
    "지훈: 비번 {s} ㅋㅋ 잊지마",
    "광산 VPN 비밀번호: {s}",
    "Park Ji-hoon: 서버 비번은 {s}",
    'Password for the Wayra Ñan payroll share ("{s}")',
    "password [{s}]",
    "the LIS service account password (for interfaces): {s}",
    "please remember the hospital HIS password: {s}",
    "admin password of the Hikvision NVR at km 42 → {s}",
    "note to self — Abancay bus terminal kiosk password: {s}",
    "The old password was retired; the current one is {s}",
    "Efraín, the Proxmox root password is now {s}",
]

_SAID_FIRST = [
    "{s} — that's the password for the distillery's Proxmox box",
    "type {s}; that's the admin password on the boiler HMI",
    "{s} es la contraseña del sistema de planillas, ya sabes",
    "{s} nomás es la clave del wifi de la terramoza, causa",
    "{s}, això és la contrasenya de la impressora del lab",
    "{s} 이게 현장 노트북 비밀번호예요",
    "Q: what's the password for the lab fridge logger?\nA: {s}",
    "¿cuál es la clave del sistema de encomiendas?\n— {s}",
    "Efraín: dispatch console password?\nYesenia: {s}",
    "{s}, that's what I set for the bus depot router",
]

# --- logins ---------------------------------------------------------------------------------
_LOGINS = [
    "login: yquispe / {s}",
    "creds efrain:{s}",
    "sign in to the LIS as tecnologo2 with {s}",
    "usuario: ruben.altamirano  contraseña: {s}",
    "usuari: mvilaro, contrasenya: {s}",
    "아이디: jhpark 비번: {s}",
    "user=dispatch pass={s}",
    "admin / {s}",
    "root:{s}",
    "yquispe@killawinay.lan:{s}",
    "u=lab-night p={s}",
    "| wayra-ops | {s} | dispatch console |",
    "login yesenia and {s} for the zafra dashboard",
    "creds for the ticket printer are boletos and {s}",
]
_LOGIN_URLS = [
    "postgres://lis_app:{s}@db.sumaqkawsay.example:5432/lis",
    "mysql://boletos:{s}@10.20.0.14/boletoandino",
    "DATABASE_URL=postgresql://zafra:{s}@pg.killawinay.lan/zafra",
    "https://dispatch:{s}@rutas.wayranan.example/api/v2/buses",
    "amqp://lab:{s}@rabbit.sumaqkawsay.example:5672/",
    "redis://:{s}@cache.ampaywayra.lan:6379/0",
    "ftp://camaras:{s}@nvr-km42.wayranan.example/",
    "mongodb://hl7:{s}@mongo.sumaqkawsay.example/interfaces",
]
_CLI = [
    "$ sshpass -p '{s}' ssh efrain@scada.killawinay.lan",
    "mysql -u boletos -p'{s}' boletoandino",
    "redis-cli -h cache.ampaywayra.lan -a '{s}' ping",
    "echo '{s}' | docker login registry.ampaywayra.lan -u efrain --password-stdin",
    "curl -u dispatch:{s} https://rutas.wayranan.example/api/v2/gps",
    'psql "host=db.sumaqkawsay.example user=lis_app password={s}"',
    "smbclient //nas.killawinay.lan/zafra -U yquispe%{s}",
    "7z a lab-backup.7z resultados/ -p{s}",
    "zip -P {s} planillas-mayo.zip planillas/*.xlsx",
    "openssl enc -aes-256-cbc -in hl7.tar -out hl7.enc -pass pass:{s}",
    "htpasswd -b /etc/nginx/.htpasswd boletos {s}",
    "printf '{s}\\n' | sudo -S systemctl restart lis-interface",
    "sqlcmd -S 10.20.0.9 -U sa -P '{s}' -Q \"SELECT 1\"",
    "ipmitool -I lanplus -H 10.20.0.3 -U ADMIN -P '{s}' chassis status",
    "ldapsearch -x -D cn=admin,dc=ampaywayra,dc=lan -w '{s}' uid=yquispe",
    "xfreerdp /v:10.20.0.21 /u:laboratorio /p:{s}",
    "lftp -u camaras,{s} nvr-km42.wayranan.example",
    "keytool -importcert -keystore lis.jks -storepass {s} -file hospital.crt",
    "mosquitto_pub -h mqtt.killawinay.lan -u alambique -P '{s}' -t temp -m 78",
    "gpg --batch --passphrase '{s}' -c planillas.csv",
]

# --- config and env files -------------------------------------------------------------------
_CONFIGS = [
    "# .env (zafra-api)\nDB_HOST=pg.killawinay.lan\nDB_PASSWORD={s}\n",
    "[database]\nhost = db.sumaqkawsay.example\nuser = lis_app\npassword = {s}\n",
    "spring.datasource.password={s}",
    'smtp:\n  host: mail.ampaywayra.lan\n  user: avisos\n  password: "{s}"\n',
    "define('DB_PASSWORD', '{s}');",
    '{"dispatch": {"user": "ops", "password": "{s}"}}',
    "export BOLETOS_DB_PASS='{s}'",
    "db.sumaqkawsay.example:5432:lis:lis_app:{s}",
    '<add key="LisPassword" value="{s}" />',
    'variable "db_password" {\n  default = "{s}"\n}',
    "MYSQL_ROOT_PASSWORD: {s}",
    "ssid=KillaWinay-Planta\npsk={s}",
    "requirepass {s}",
    "[client]\nuser=boletos\npassword={s}",
    "ALTER USER lis_app IDENTIFIED BY '{s}';",
    "bindpw {s}",
    'settings.py: EMAIL_HOST_PASSWORD = "{s}"',
    "docker run -e POSTGRES_PASSWORD={s} postgres:16",
    "lis-interface.ini\n[hl7]\nport=2575\nshared_secret={s}",
]


# --- vendor tokens --------------------------------------------------------------------------
def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url(
        {
            "sub": g.choice(["lab-night", "dispatch", "zafra-bot"]),
            "iat": g.randrange(1_700_000_000, 1_800_000_000),
        }
    )
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_VENDOR_TOKENS: list[tuple[str, Maker]] = [
    ("GitHub token for the zafra-api deploy: {s}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={s}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot token (#alertas-laboratorio) {s}",
     _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Culqi secret key: {s}", _j("sk_live_", (ALNUM, 24))),
    ("stripe.api_key = \"{s}\"", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={s}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("anthropic key for the triage bot {s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OPENROUTER_API_KEY={s}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {s}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {s}", _j((B64, 40))),
    ("Google Maps key for the bus tracker: {s}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key SID {s}", _j("SK", (HEX, 32))),
    ("Telegram bot for bus delays: {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {s}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("SHOPIFY_ADMIN_TOKEN={s}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={s}", _j("dop_v1_", (HEX, 64))),
    ("linear key {s}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token: {s}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman API key {s}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={s}", _j("dp.st.prd.", (ALNUM, 43))),
    ("SENTRY_AUTH_TOKEN={s}", _j("sntrys_", (ALNUM, 60))),
    ("supabase access token {s}", _j("sbp_", (HEX, 40))),
    ("tailscale up --authkey={s}", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33))),
    ("NEW_RELIC_API_KEY={s}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("GROQ_API_KEY={s}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={s}", _j("r8_", (ALNUM, 37))),
    ("perplexity: {s}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={s}", _j("xai-", (ALNUM, 80))),
    ("notion integration secret {s}", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("NETLIFY_AUTH_TOKEN={s}", _j("nfp_", (ALNUM, 36))),
    ("mailgun key: {s}", _j("key-", (HEX, 32))),
    ("BREVO_API_KEY={s}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("docker login -u wayranan -p {s}", _j("dckr_pat_", (URLSAFE, 27))),
    ("DATABRICKS_TOKEN={s}", _j("dapi", (HEX, 32))),
    ("planetscale password {s}", _j("pscale_pw_", (URLSAFE, 43))),
    ("PULUMI_ACCESS_TOKEN={s}", _j("pul-", (HEX, 40))),
    ("figma token for the signage mockups {s}", _j("figd_", (URLSAFE, 40))),
    ("OP_SERVICE_ACCOUNT_TOKEN={s}", _j("ops_eyJ", (URLSAFE, 120))),
    ("age key for the backups: {s}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
]  # fmt: skip

_INVENTED_KEYS = [
    "CañaTrack API key: {s}",
    "LabAndes LIS api_key = {s}",
    "BoletoAndino integration broken, current key {s}",
    "QoriPay API-Key → {s}",
    "Integrations › RutaSegura: {s}",
    "clave API de Niubiz para la tienda: {s}",
    "Izipay llave de API: {s}",
    "llave API de CañaTrack {s} causa, no la pierdas",
    "clau de l'API de LabAndes: {s}",
    "RutaSegura API 키: {s}",
    "Yape empresas, api key del comercio: {s}",
    "Toss Payments 시크릿 키 {s}",
    "KakaoBank 오픈API 키: {s}",
    "BOLETOANDINO_API_KEY={s}",
    "QoriPay webhook secret: {s}",
]
_INVENTED_MAKERS: list[Maker] = [
    _j((HEX, 32)),
    v.uuid4,
    _j((ALNUM, 32)),
    _j((HEX, 40)),
    _j((UPPER_DIGITS, 28)),
]

_BARE_TOKENS = [
    "{s}",
    "here you go: {s}",
    "pegué esto en el chat por error {s}",
    "token del bus 14 → {s}",
    "copia esto al .env: {s}",
    "Authorization: Bearer {s}",
    "ya pe causa pásame esto al toque {s}",
    "이거 붙여넣어 주세요 {s}",
]
_HEX_KEYS = [
    "SECRET_KEY_BASE={s}",
    "hmac key for the HL7 gateway: {s}",
    "encryption_key: {s}",
    "AZURE_STORAGE_KEY={s}",
    "the master key (config/master.key) is {s}",
    "llave de cifrado del respaldo: {s}",
    "{s}",
    "signing secret {s}",
]
_JWTS = [
    "Authorization: Bearer {s}",
    "token de sesión del portal de resultados: {s}",
    "curl -H 'Authorization: Bearer {s}' https://lis.sumaqkawsay.example/api/orders",
    "the dispatch app stores {s} in localStorage",
    "jwt={s}",
]


def _pem(g: random.Random) -> str:
    return "\n".join(_r(g, B64, 64) for _ in range(g.randrange(5, 9))) + "\n" + _r(g, B64, 40)


_PEMS = [
    "-----BEGIN RSA PRIVATE KEY-----\n{s}\n-----END RSA PRIVATE KEY-----",
    "key for the LIS TLS:\n-----BEGIN PRIVATE KEY-----\n{s}\n-----END PRIVATE KEY-----",
    "-----BEGIN OPENSSH PRIVATE KEY-----\n{s}\n-----END OPENSSH PRIVATE KEY-----",
    "Efraín pegó esto:\n-----BEGIN EC PRIVATE KEY-----\n{s}\n-----END EC PRIVATE KEY-----",
]

# --- seed phrases ---------------------------------------------------------------------------
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "korean")}


def _seed(lang: str, words: int = 12) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


_SEEDS: list[tuple[str, Maker]] = [
    ("recovery phrase of the distillery's treasury wallet: {s}", _seed("english")),
    ("seed words (Ledger, Efraín's drawer): {s}", _seed("english", 24)),
    ('mnemonic="{s}"', _seed("english", 18)),
    ("las 12 palabras de la billetera son {s}", _seed("spanish")),
    ("causa guarda esto es la frase semilla: {s}", _seed("spanish", 15)),
    ("frase de recuperació de la cartera de l'ONG: {s}", _seed("spanish", 24)),
    ("지갑 복구 단어: {s}", _seed("korean")),
    ("시드 문구 {s}", _seed("korean", 24)),
    ("backup words for MetaMask\n{s}", _seed("english", 12)),
    ("Trust Wallet secret phrase — {s}", _seed("english", 12)),
]


# --- cards ----------------------------------------------------------------------------------
def _card(g: random.Random, prefixes: list[str], length: int) -> str:
    body = g.choice(prefixes) + _r(g, D, length - 1 - 4)
    body = body[: length - 1]
    return body + luhn.calc_check_digit(body)


def _card_any(g: random.Random) -> str:
    kind = g.choice(["visa", "mc", "amex", "diners", "unionpay"])
    if kind == "amex":
        return v.grouped(_card(g, ["3411", "3712"], 15), g.choice([" ", ""]), g)
    if kind == "diners":
        return v.grouped(_card(g, ["3056", "3811"], 14), g.choice([" ", ""]), g)
    prefixes = {"visa": ["4557", "4213", "4919"], "mc": ["5178", "5412", "2223"]}
    number = _card(g, prefixes.get(kind, ["6212", "6250"]), 16)
    return v.grouped(number, g.choice([" ", "-", "", "."]), g)


_CARDS = [
    "card number {s} exp 09/29",
    "tarjeta de la empresa: {s} vence 11/30",
    "Visa de la destilería {s}",
    "pay the Oltursa invoice with {s}",
    "targeta corporativa de l'ONG {s}, caduca 03/28",
    "법인카드 번호 {s}",
    "ya pe paga el combustible con esta {s}",
    "{s} — the lab's reagent supplier card",
]
_CVVS = [
    "security code on the back: {s}",
    "CVV {s}",
    "el código de seguridad de atrás es {s}",
    "the three digits on the back are {s}",
    "CVC: {s}",
    "카드 뒷면 CVC {s}",
]

# --- IBANs and ids --------------------------------------------------------------------------
_IBAN_SHAPES = {
    "AD": "n" * 8 + "c" * 12,
    "SK": "n" * 20,
    "VA": "n" * 18,
    "SC": "aaaa" + "n" * 20 + "aaa",
    "ST": "n" * 21,
}


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(sorted(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN: {s}",
    "the NGO's donation account IBAN {s}",
    "IBAN del proveedor de barricas {s}",
    "IBAN de l'ONG per a les transferències: {s}",
    "transfer to {s} (Fundació Salut Andina)",
    "계좌 IBAN {s}",
]


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["20", "10"]) + _r(h, D, 9), pe_ruc.is_valid)


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    number = body + pe_cui.calc_check_digits(body)[0]
    assert pe_cui.is_valid(number)
    return f"{body}-{number[-1]}" if g.random() < 0.5 else number


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        date = f"{h.randrange(70, 100)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return date + h.choice("12") + _r(h, D, 6)

    number = v.until(g, make, kr_rrn.is_valid)
    return f"{number[:6]}-{number[6:]}"


def _brn(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 10), kr_brn.is_valid)
    return f"{number[:3]}-{number[3:5]}-{number[5:]}"


def _nie(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("XYZ") + _r(h, D, 7) + h.choice(UPPER), es_nie.is_valid)


def _dni(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + es_dni.calc_check_digit(body)


def _nrt(g: random.Random) -> str:
    return v.until(g, lambda h: "F" + _r(h, D, 6) + h.choice(UPPER), ad_nrt.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("RUC de la destilería: {s}", _ruc),
    ("emitir factura al RUC {s}", _ruc),
    ("Grupo Ampay Wayra S.A.C., RUC {s}", _ruc),
    ("DNI del chofer (con dígito): {s}", _cui),
    ("mi DNI es {s} causa, para el pasaje", _cui),
    ("paciente, DNI {s}, resultado listo", _cui),
    ("DNI de la señora Justina → {s}", _cui),
    ("주민등록번호: {s}", _rrn),
    ("지훈 주민번호 {s}", _rrn),
    ("사업자등록번호 {s} (Minera Qori Rumi 한국 법인)", _brn),
    ("DNI de la Montserrat: {s}", _dni),
    ("NIE de la infermera voluntària italiana: {s}", _nie),
    ("el meu DNI és {s}, per al contracte", _dni),
    ("NRT de la Fundació Salut Andina (Andorra): {s}", _nrt),
]

# --- one-time codes, TOTP, backup codes -----------------------------------------------------
_TOTPS = [
    "TOTP secret for the LIS admin: {s}",
    "otpauth://totp/LabAndes:efrain?secret={s}&issuer=LabAndes",
    "2FA setup key (can't scan the QR): {s}",
    "clave de configuración 2FA del portal SUNAT: {s}",
    "codi manual per a l'autenticador: {s}",
    "OTP 시크릿 키 {s}",
]
_OTPS = [
    "{s} is your Wayra Ñan verification code",
    "Tu código de verificación de Yape es {s}",
    "Interbank: tu clave dinámica es {s}. No la compartas.",
    "BCP: Código de confirmación {s}",
    "use {s} to sign in to CañaTrack",
    "codi de verificació: {s}",
    "[KakaoBank] 인증번호 [{s}]",
    "Toss 인증번호는 {s} 입니다",
    "oe pásame el código que te llegó... ya: {s}",
    "one-time code {s}",
    "Your LabAndes login code: {s}",
    "Mama Justina: celularman chayamurqa código {s}",
]


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return f"{code[:3]} {code[3:]}" if g.random() < 0.2 else code


_BACKUPS = [
    "GitHub recovery codes (zafra org):\n{codes}",
    "códigos de respaldo de la cuenta de Google de la empresa: {codes}",
    "backup codes for the hospital's Microsoft account\n{codes}",
    "codis de recuperació:\n{codes}",
    "백업 코드 {codes}",
]

# --- wifi, PINs, passphrases, spelled -------------------------------------------------------
_SSIDS = ["KillaWinay-Planta", "WayraNan-Bus14", "HRSK-Lab-5G", "Terminal Abancay Oficina",
          "QoriRumi-Campamento", "Alambique 2.4", "Fundacio Salut Andina"]  # fmt: skip
_WIFI = [
    "wifi {ssid} / {s}",
    "Network: {ssid}, key {s}",
    "WIFI:T:WPA;S:{ssid};P:{s};;",
    "la clave del wifi {ssid} es {s}",
    "wifi del bus ({ssid}) uses {s}",
    "queridos pasajeros, el wifi del bus es {ssid} y la contraseña {s}",
    "{ssid}\n{s}",
    "와이파이 {ssid} 비번 {s}",
    "contrasenya del wifi {ssid}: {s}",
    "wifi? / Yesenia: {s}",
    "WPA key for {ssid}: {s}",
    "wifikunapa claveqa {s} kanmi",
]


def _wifi_key(g: random.Random) -> str:
    kind = g.randrange(3)
    if kind == 0:
        return f"{g.choice(_QUECHUA)}{g.choice(_PLACES)}{g.randrange(100, 10_000)}"
    if kind == 1:
        return _r(g, ALNUM, 12)
    return f"{g.choice(_CANE).lower()}{g.choice(_ROAD).lower()}{g.randrange(10, 100)}"


_PINS = [
    "The alarm code for the cellar is {s}",
    "candado del almacén de barricas: {s}",
    "PIN de la tarjeta de combustible {s}",
    "door code for the lab's cold room: {s}#",
    "el código de la puerta del terminal es {s}",
    "punku kichanapaq códigoqa {s}",
    "codi de la porta del laboratori: {s}",
    "현장 사무소 도어락 번호 {s}",
    "SIM PIN {s}",
    "caja fuerte de la oficina → {s}",
    "keypad at the Tamburco depot: {s}",
    "PIN del POS Niubiz: {s}",
]
_PHRASES = [
    "1Password master passphrase: {s}",
    "frase de contraseña del KeePass: {s}",
    'passphrase = "{s}"',
    "contrasenya (frase): {s}",
    "비밀 문구: {s}",
]
_PHRASE_WORDS = ["trapiche", "neblina", "apachita", "chancaca", "pipeta", "huayco", "urpi",
                 "melaza", "cuneta", "plasma", "killa", "barrica", "abra", "zafra"]  # fmt: skip


def _spelled(g: random.Random) -> tuple[str, str]:
    """A password read out or described: the text and the span that gives it away."""
    word = g.choice(_CANE + _ROAD + _PLACES).lower()
    num = str(g.randrange(100, 10_000))
    raw = _r(g, LOWER_DIGITS, 10)
    kind = g.randrange(7)
    if kind == 0:
        span = f"{word} followed by {num}"
        return f"the password is the word {span}", span
    if kind == 1:
        span = f"{word.capitalize()} con mayúscula y {num}"
        return f"la clave es {span} al final", span
    if kind == 2:
        span = " ".join(raw)
        return f"reading the token one character at a time: {span}", span
    if kind == 3:
        span = " - ".join(raw[i : i + 2] for i in range(0, 10, 2))
        return f"[nota de voz] la contraseña es {span}", span
    if kind == 4:
        span = f"{word}, després {num}"
        return f"la contrasenya és la paraula {span}", span
    if kind == 5:
        span = f"{word} 다음에 {num}"
        return f"비번은 {span}", span
    span = f"the name of the distillery dog, {g.choice(_NAMES)}, then {num}"
    return span + ", that's the admin password", span


# --- the plan -------------------------------------------------------------------------------
def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _take(rng, "password", _PASSWORDS, 60, _pw)
    out += _take(rng, "password_said", _SAID_FIRST, 10, _pw)
    out += _take(rng, "login", _LOGINS, 18, _pw)
    out += _take(rng, "login_url", _LOGIN_URLS, 10, _plain_pw)
    out += _take(rng, "cli_password", _CLI, 22, _plain_pw)
    out += _take(rng, "config", _CONFIGS, 19, _plain_pw)
    for template, make in v.cycle(rng, _VENDOR_TOKENS, 40):
        out += _take(rng, "vendor_token", [template], 1, make)
    for template in _INVENTED_KEYS:
        out += _take(rng, "api_key", [template], 1, rng.choice(_INVENTED_MAKERS))
    out += _take(rng, "bare_token", _BARE_TOKENS, 12, _j((ALNUM, 40)))
    out += _take(rng, "hex_key", _HEX_KEYS, 12, lambda g: v.hex_key(g, g.choice([32, 64])))
    out += _take(rng, "jwt", _JWTS, 10, _jwt)
    out += _take(rng, "pem", _PEMS, 6, _pem)
    for template, make in v.cycle(rng, _SEEDS, 14):
        out += _take(rng, "seed_phrase", [template], 1, make)
    out += _take(rng, "card", _CARDS, 13, _card_any)
    out += _take(rng, "card_cvv", _CVVS, 5, lambda g: _r(g, D, g.choice([3, 3, 4])))
    out += _take(rng, "iban", _IBANS, 12, _iban)
    for template, make in v.cycle(rng, _IDS, 20):
        out += _take(rng, "national_id", [template], 1, make)
    out += _take(rng, "totp", _TOTPS, 12, lambda g: v.totp_secret(g, spaced=g.random() < 0.3))
    out += _take(rng, "otp", _OTPS, 14, _otp)
    for template in v.cycle(rng, _BACKUPS, 10):
        codes = v.backup_codes(rng, rng.randrange(5, 9), rng.randrange(4))
        sep = rng.choice(["\n", ", ", " "]) if "\n" not in template else "\n"
        out.append(Sample("backup_codes", template.format(codes=sep.join(codes)), codes[0]))
    for template in v.cycle(rng, _WIFI, 16):
        ssid, key = rng.choice(_SSIDS), _wifi_key(rng)
        out.append(Sample("wifi", template.replace("{ssid}", ssid).replace("{s}", key), key))
    out += _take(rng, "pin", _PINS, 18, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))
    out += _take(rng, "passphrase", _PHRASES, 10, lambda g: " ".join(g.sample(_PHRASE_WORDS, 4)))
    for _ in range(12):
        text, span = _spelled(rng)
        out.append(Sample("spelled", text, span))
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the LIS admin password is", "{s}", _pw),
    ("split_password", "contraseña del sistema de boletos:", "{s} (desde el lunes)", _pw),
    ("split_password", "claveqa", "{s} kanmi", _pw),
    ("split_password", "la contrasenya és", "{s}", _pw),
    ("split_password", "현장 PC 비밀번호는", "{s} 입니다", _pw),
    ("split_password", "dispatch console pw:", "{s}\nchange it after the holidays", _pw),
    ("split_password", "oe causa la clave del wifi es", "{s} pe", _wifi_key),
    ("split_password", "Password", "{s}", _pw),
    ("split_password", "the password Rubén read out on the radio was", "{s}, I think", _pw),
    ("split_password", "la clave de los guías es", "{s}", _pw),
    ("split_token", "CañaTrack API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "RutaSegura client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "frase semilla", "{s}", _seed("spanish")),
    ("split_card", "card number", "{s} exp 04/31", _card_any),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_pin", "código del candado:", "{s}", _j((D, 4))),
    ("split_otp", "tu código de Yape es", "{s}", _j((D, 6))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"lis": {"admin_password": "{s}"}}', _plain_pw),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "yquispe", "passwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"buses": [{"id": 14}, {"id": 21, "router_password": "{s}"}]}', _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "boletos", "--password", "{s}"]}', _plain_pw),
    ("meta_password", '{"note": "la contrasenya del LIS és {s}"}', _plain_pw),
    ("meta_password", '{"비밀번호": "{s}"}', _plain_pw),
    ("meta_password", '{"transcript": "entra al SCADA como operador con la clave {s}"}', _plain_pw),
    ("meta_token", '{"canatrack": {"api_key": "{s}"}}', _j((HEX, 32))),
    ("meta_token", '{"boletoandinoToken": "{s}"}', _j((HEX, 64))),
    ("meta_token", '{"culqi_secret": "{s}"}', _j("sk_live_", (ALNUM, 24))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "08/30"}}', _card_any),
    ("meta_iban", '{"donor": {"iban": "{s}"}}', _iban),
    ("meta_id", '{"paciente": {"dni": "{s}"}}', _cui),
    ("meta_otp", '{"mfa": {"backup_codes": ["{s}", "48213307", "90551846"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_words": "{s}"}}', _seed("english")),
    ("meta_key", '{"hl7_gateway": {"hmac_key": "{s}"}}', _j((HEX, 64))),
    ("meta_pin", '{"almacen": {"codigo_candado": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "WayraNan-Bus14", "psk": "{s}"}}', _wifi_key),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


# Innocent text that looks like it might hold a secret: nothing in it may be scrubbed.
CLEAN = [
    "zafra-api 3.14.2 deployed to the distillery server on 2025-06-11",
    "sha256 of lis-interface-2.8.1.tar.gz: "
    "9f2c41e0b7d3a5c8e1f4062b9d7a3c5e8f1b4d6a2c9e7f0b3d5a8c1e4f7b2d09",
    "commit 3e7a9c1f5b2d8e4a6c0f9b1d3e5a7c2f4b6d8e0a fixes the bus GPS parser",
    "Pedido N.º 004-118273, 12 barricas de roble, entrega en Tamburco",
    "ticket #58213: la impresora de boletos no imprime el código QR",
    "Encomienda con guía de remisión T001-00482913, sale el bus de las 7:30",
    "tracking 1Z 4R8 917 03 5521 8840 — reactivos del laboratorio",
    "Código postal de Abancay: 03001",
    "Llámame al 983 471 265 cuando llegues al terminal",
    "the bus to Cusco leaves at 06:45 and arrives around 11:30",
    "precio del cañazo: S/ 18.50 la botella de 750 ml",
    "card ending in ••••4471, charged S/ 240.00",
    "IBAN: AD** **** **** **** **** (ver el contrato)",
    "password policy for the LIS: at least 12 characters, changed every 90 days",
    "La contraseña debe tener mínimo 10 caracteres, causa, no pongas tu nombre",
    "oe, ¿cuál era la clave del wifi? me olvidé pe",
    "never text your PIN to anyone, not even Efraín",
    "el PIN del POS se cambió ayer, pregúntale a la Yesenia",
    "Kunanqa claveta mosoqyachisaq, paqarin willasqayki",
    "Ama claveta qillqankichu papelpi, Mama Justina",
    "Queridos pasajeros, el wifi del bus es gratis, pidan la clave al terramozo",
    "Amiguitos, el boleto turístico cuesta 130 soles y cubre Saywite",
    "La contrasenya ha de tenir dotze caràcters com a mínim, sisplau",
    "No envieu mai codis de verificació per WhatsApp",
    "비밀번호는 매달 바꿔야 합니다",
    "인증번호는 절대 다른 사람에게 알려주지 마세요",
    "현장 사무소 전화번호 083-321-4470",
    "lote de destilado L-2025-0612, grado 45°, 600 litros",
    "coordinates of the Pachachaca bridge: -13.6339, -72.8814",
    "the QR code on the ticket encodes the seat number, not a password",
    "Sysmex XN-550 firmware 2.1.0, serial number 12840-A",
    "hemograma: Hb 13.8 g/dL, Hto 41 %, leucocitos 7 200/mm³",
    "order 20250611-0042 for 500 kg of chancaca",
    "la ruta Abancay–Chalhuanca tiene 120 km y 3 abras",
    "el bus 14 tiene placa X2P-917, revisión técnica hasta 2026-03",
    "TOTP is enabled for every account; scan the QR code on first login",
    "recovery codes are printed and kept in the safe in the manager's office",
    "rotate the API keys every quarter and store them in Vault",
    "Reset your password at https://lis.sumaqkawsay.example/reset",
    "version 1.0.0-rc.3 of boletoandino-sdk is out",
    "docker pull registry.ampaywayra.lan/zafra-api:3.14.2",
    "uuid of the nightly job run: see the scheduler log, not this chat",
    "el código del producto es CAN-750-45, aguardiente de caña 750 ml",
    "asu mare la neblina en la apachita, el bus llegó 2 horas tarde",
    "el RUC va en la factura, no lo mandes por chat",
    "Correu: el número de la Seguretat Social cal portar-lo en paper",
    "주민등록번호는 서류로만 제출하세요",
    "IBAN will be sent by the bank, not by e-mail",
    "the door code changes every Monday; ask security at the gate",
    "the distillery's temperature setpoint is 78.3 °C",
    "call 01 618 7500 for the hospital switchboard",
    "el seguro del bus vence el 31/12/2025",
    "precio del pasaje Abancay–Cusco: S/ 35, Abancay–Andahuaylas: S/ 25",
    "ISBN 978-612-4411-08-3 del libro de la destilería",
    "Control de calidad: pH 4.2, densidad 0.948, acidez 0.31 g/L",
    "wifi password: ask at the reception",
    "token count for the summary: 1 824 tokens",
    "la clave SOL se renueva en la web de SUNAT, no me la pases",
    "경로 Abancay → Cusco 195 km, 약 4시간",
    "Yesenia: ya pe, mañana cambio la clave del sistema y te aviso en persona",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"bus": 14, "route": "Abancay-Cusco", "departure": "06:45"},
    {"lot": "L-2025-0612", "abv": 45, "liters": 600},
    {"password_policy": {"min_length": 12, "rotate_days": 90}},
    {"ticket": "58213", "status": "closed", "assignee": "efrain"},
    {"sha256": "9f2c41e0b7d3a5c8e1f4062b9d7a3c5e8f1b4d6a2c9e7f0b3d5a8c1e4f7b2d09"},
    {"lab": {"analyzer": "Sysmex XN-550", "firmware": "2.1.0"}},
    {"card_last4": "4471", "amount": "240.00", "currency": "PEN"},
    {"phone": "+51 983 471 265", "city": "Abancay"},
    {"mfa": {"enabled": True, "method": "totp"}},
    {"wifi": {"ssid": "WayraNan-Bus14", "password_hint": "ask the driver"}},
]
