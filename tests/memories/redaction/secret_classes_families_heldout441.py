# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-forty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and thirty-seventh's
docstring, the fifth to four hundred and thirty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (438, 439, 440), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (441_573_208), password words (a
fish, a boat, a cane variety or a Santa-valley place with a number and a sign, `Anchoveta#4821`;
dot-joined words with a year, `caleta.coishco.vinzos.2033`; leet `S4rd1n4!57`; random runs with
a sign; a person and a town, `Yolanda@Nepena1979`).

The fictional company is Corporación Pesquera y Agroindustrial Bahía del Ferrol S.A.C. of
Chimbote, Peru: Harinera Ferrol (an invented fishmeal plant in the Zona Industrial 27 de Octubre),
Astillero Isla Blanca (an invented shipyard at the Chimbote bay) and Hacienda Cañaveral Tambo Real
(an invented sugar-cane estate up the Santa valley near Chao and Santa). Staff: Yolanda Castañeda
(IT), Edwin "Chato" Ruiz (plant shift boss, north-coast Spanish), Don Teófilo Huamán (cane estate
foreman from Caraz, Ancash Quechua), the Chiang family (Tusán shop owners, Cantonese in Jyutping
chat and characters), Park Ji-hoon (a fishing-fleet agent, Korean) and Sigrid Hovland (a
boat-engine supplier from Ålesund, Norwegian). Every company, person, address, domain
(`ferrol.lan`, `harineraferrol.example`, `islablanca.example`, `tamboreal.example`), account and
number is invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks,
shell history, config and env files, URLs, voice-note transcripts, SMS and requests to the
assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, a tab, `es`, `kan`, `係`, `은/는`,
`er`, `—`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 437, grep -l): none for `Chimbote`, `Noruega`, `Sleipner`, `mat kei`;
two to three for `Ancash`, `harina`, `cumpa`, `chochera`, `Astillero`, `Qullqi`, `Harpoon`,
`Cal.com`; four to eleven for `Tusán`, `Volvo Penta`, `no.orgnr`, `no.kontonr`, `no.mva`,
`no.fodselsnummer`, `Yanmar`, `Izipay`, `Plausible`, `Paddle`; above twelve for `Quechua`,
`Cantonese`, `Norwegian`, `passordet`, `비밀번호는`, `pe.ruc`, `pe.cui`, `kr.brn`, `kr.rrn`, `Culqi`,
`Yape`, and every IBAN country tried (the Holy See the least used, nineteen; Burundi, Somalia,
Iraq and Norway more).
Languages: about half English, config or shell; the rest in the Spanish of Chimbote as texted
(`causa`, `cumpa`, `pe`, `oe`, `chamba`, `al toque`, `yara`, `chochera`, `q`, `xq`), Ancash
Quechua (`contraseñaqa … kan`, `ama pitapis willankitsu`, `allitsu`), the Cantonese of a Tusán
family in Jyutping-like chat and characters (`個password係`, `mat ma hai`, `唔好話俾人知`), the
Korean of a fishing-fleet agent (`비번은`, `선단`, `인증번호`) and the Norwegian of a boat-engine
supplier (`passordet er`, `Passord:`, `ikke del det`). The Chimbote texting, the Ancash Quechua,
the Cantonese romanisation and the Korean and Norwegian chat registers are my guesses.
Vendors: the invented AnchoTrack, FerrolPay, CañaNet and MarSanta, plus Sleipner, Harpoon,
Cal.com, Plausible, Paddle and Izipay under the words around their keys, and the GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, Twilio,
Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault, Tailscale, Supabase, Groq,
Replicate, Perplexity, xAI, Brevo, NVIDIA, Docker Hub, Databricks, Pulumi and age shapes. Ids:
Peru's RUC and DNI (CUI), Norway's organisasjonsnummer, MVA number, fødselsnummer and kontonummer,
Korea's business registration number and resident registration number, each drawn until its
`stdnum` module validates it. IBANs of the Holy See, Burundi, Somalia, Iraq and Norway, checked
with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish, Korean and Traditional
Chinese lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex,
Diners and UnionPay prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.no import fodselsnummer as no_fnr
from stdnum.no import kontonr as no_kontonr
from stdnum.no import orgnr as no_orgnr
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 441_573_208
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = Callable[[random.Random], str]
Slots = Callable[[random.Random], dict[str, str]]

_FISH = ["Anchoveta", "Bonito", "Caballa", "Jurel", "Pejerrey", "Lorna", "Cojinova", "Chita",
         "Sardina", "Merluza", "Perico", "Cabrilla"]  # fmt: skip
_PLACES = ["Coishco", "Nepena", "Samanco", "Chao", "Vinzos", "Cambio", "Tambo", "Caraz",
           "Huallanca", "Chuquicara", "Tortugas", "Ferrol", "Blanca", "Moro"]  # fmt: skip
_BOATS = ["Rosalia", "DonLucho", "Marisol", "Tiburon", "Gaviota", "Pelicano", "Huascar"]
_NAMES = ["Yolanda", "Edwin", "Teofilo", "Milagros", "Jhonatan", "Rosa", "Wilmer", "Kelly"]
_LEET = ["S4rd1n4", "4nch0v3t4", "C4b4ll4", "J0r3l", "B0n1t0", "P3j3rr3y", "C4n4v3r4l", "F3rr0l"]
_SYM = "!#$%&*?@+=^~"
_USERS = ["ycastaneda", "eruiz", "thuaman", "kchiang", "jihoon.park", "sigrid.h", "wmendoza",
          "mflores", "admin", "operador", "balanza", "scada"]  # fmt: skip
_SSIDS = ["Harinera Ferrol Planta", "ISLA BLANCA Taller 5G", "Tambo Real Casa Hacienda",
          "Ferrol Muelle Norte", "Chiang Bodega 2.4", "Camara Frio Coishco"]  # fmt: skip


def _pw(g: random.Random) -> str:
    style = g.randrange(5)
    if style == 0:
        return f"{g.choice(_FISH + _BOATS)}{g.choice(_SYM)}{g.randrange(1000, 9999)}"
    if style == 1:
        words = g.sample([w.lower() for w in _PLACES + _FISH], 3)
        return ".".join(words) + f".{g.randrange(2026, 2039)}"
    if style == 2:
        return f"{g.choice(_LEET)}{g.choice(_SYM)}{g.randrange(10, 99)}"
    if style == 3:
        return _r(g, ALNUM, g.randrange(11, 17)) + g.choice(_SYM) + str(g.randrange(10))
    return f"{g.choice(_NAMES)}@{g.choice(_PLACES)}{g.randrange(1950, 2005)}"


def _plain(g: random.Random) -> str:
    """A password with no character a shell or a URL would quote."""
    if g.randrange(2):
        return f"{g.choice(_FISH)}{g.randrange(1000, 9999)}{g.choice('_.-')}{_r(g, ALNUM, 4)}"
    return _r(g, ALNUM, 12) + str(g.randrange(10, 99))


def _take(
    rng: random.Random,
    cls: str,
    templates: list[str],
    make: Maker,
    n: int,
    *,
    slots: Slots | None = None,
) -> list[Sample]:
    """``n`` samples: each template with a fresh ``{s}`` (the secret), a user and a network."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = template.replace("{u}", rng.choice(_USERS)).replace("{w}", rng.choice(_SSIDS))
        for name, value in (slots(rng) if slots else {}).items():
            text = text.replace("{" + name + "}", value)
        out.append(Sample(cls, text.replace("{s}", secret), secret))
    return out


_SAID = [
    # English
    "SCADA password for the cooker line: {s}", "password = {s}", "pw -> {s}",
    "the weighbridge admin password → {s}", "Password | {s}", "new pass for the boiler HMI => {s}",
    "The password is {s}", "password\n{s}", "What's the Isla Blanca dry-dock PC password?\n{s}",
    "{s} — that's the password for the cane scale office", "pwd: {s}",
    "Hey, remember the dryer panel password is {s}, don't lose it again",
    "changed the fishmeal lab password to {s}", "passwd\t{s}", "the password / {s}",
    "Can you store this for me: Marel grader password {s}",
    # Chimbote Spanish
    "oe causa la contraseña del sistema de la planta es {s} no la pases", "contraseña: {s}",
    "cumpa la clave del SCADA → {s}, al toque cámbiala", "ya pe, la contraseña nueva es {s}",
    "la contra de la balanza es {s} xq la otra se bloqueó", "clave del cuarto de control = {s}",
    "{s} esa es la contraseña de la compu del astillero, q no se te olvide",
    "chochera te paso la contraseña del correo: {s}", "la contraseña?\n{s}",
    "contraseña del sistema de chamba — {s}",
    # Ancash Quechua
    "balanza yaykunapaq contraseñaqa {s} kan", "contraseñaqa {s} kan, ama pitapis willankitsu",
    "Don Teófilo: computadorapa contraseñan {s}", "contraseña: {s} — allitsu, ama qunqankitsu",
    # Cantonese (Tusán)
    "個password係 {s} 唔好話俾人知", "密碼係 {s}", "a ma, bodega computer ge mat ma hai {s} ah",
    "密碼：{s}", "lei go password hai {s}, m ho bei yan tai",
    # Korean
    "선단 시스템 비밀번호: {s}", "비번은 {s} 입니다", "관리자 비밀번호는 {s}예요, 공유하지 마세요",
    "비밀번호 → {s}",
    # Norwegian
    "passordet er {s}", "Passord: {s}", "passordet til serviceportalen er {s}, ikke del det",
    "pw til Sleipner-kontoen = {s}",
]  # fmt: skip

_LOGINS = [
    "login: {u} / {s}",
    "{u} / {s}",
    "creds for the fishmeal dryer HMI are {u} and {s}",
    "usuario {u} contraseña {s}",
    "user: {u}\npassword: {s}",
    "sign in as {u} with {s}",
    "u={u} p={s}",
    "{u}:{s}",
    "| {u} | {s} | cane-scale-01 |",
    "root:{s}",
    "usuario: {u} / clave: {s} (portal de la hacienda)",
    "brukernavn {u}, passord {s}",
    "아이디 {u} 비번 {s}",
    "user {u} 密碼 {s}",
    "admin / {s}",
]

_CLI = [
    "mysql -h db.ferrol.lan -u planta -p{s} produccion",
    "sshpass -p '{s}' ssh {u}@scada.ferrol.lan",
    "redis-cli -h cache.ferrol.lan -a '{s}'",
    "echo '{s}' | docker login registry.ferrol.lan -u {u} --password-stdin",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{s}'",
    "openssl enc -aes-256-cbc -in pesajes.csv -out p.enc -pass pass:{s}",
    "zip -P '{s}' liquidacion_marzo.zip liquidacion_marzo.xlsx",
    "7z a -p'{s}' nomina.7z nomina/",
    "smbclient //nas.islablanca.lan/planos -U {u}%'{s}'",
    "ldapsearch -x -D cn={u},dc=ferrol,dc=lan -w '{s}'",
    "sqlcmd -S erp.tamboreal.lan -U sa -P '{s}'",
    "curl -u {u}:'{s}' https://grafana.ferrol.lan/api/health",
    "lftp -u {u},'{s}' sftp://files.islablanca.example",
    "ipmitool -I lanplus -H 10.44.1.9 -U ADMIN -P '{s}' power status",
    "mosquitto_pub -h mqtt.ferrol.lan -u sensores -P '{s}' -t cocina/temp -m 92",
    "xfreerdp /v:10.44.2.15 /u:{u} /p:'{s}'",
    "echo '{s}' | sudo -S systemctl restart secador",
    "rabbitmqctl add_user balanza '{s}'",
    "keytool -importkeystore -srckeystore ferrol.p12 -storepass '{s}'",
    "wget --user={u} --password='{s}' https://files.ferrol.lan/reportes/captura.csv",
    "mongosh mongodb://db.tamboreal.lan --username {u} --password '{s}'",
    'psql "host=pg.ferrol.lan user={u} password={s} dbname=harina"',
    "gpg --batch --passphrase '{s}' -c guias_remision.pdf",
    "sqlplus {u}/{s}@ERPFERROL",
    "nmcli dev wifi connect 'Ferrol Muelle Norte' password '{s}'",
    "influx -username {u} -password '{s}' -database telemetria",
    "cqlsh cass.ferrol.lan -u {u} -p '{s}'",
    "net use \\\\fs01\\planillas /user:FERROL\\{u} {s}",
    "plink -ssh {u}@10.44.3.2 -pw {s}",
    "$ export PGPASSWORD='{s}'; pg_dump -h pg.ferrol.lan harina > bk.sql",
    "mysql --user=root --password={s} -e 'show databases'",
    "sudo -S apt upgrade <<< '{s}'",
]

_URLS = [
    "postgres://planta:{s}@pg.ferrol.lan:5432/harina",
    "amqp://balanza:{s}@mq.ferrol.lan:5672/",
    "ftp://{u}:{s}@ftp.islablanca.example/planos",
    "https://{u}:{s}@git.ferrol.lan/scada.git",
    "mongodb+srv://cosecha:{s}@cluster0.tamboreal.example/zafra",
    "redis://:{s}@cache.ferrol.lan:6379/0",
    "la url del erp: mssql://sa:{s}@erp.tamboreal.lan:1433/ZAFRA",
    "smb://{u}:{s}@nas.islablanca.lan/casco",
    "DATABASE_URL=mysql://tolva:{s}@db.ferrol.lan/pesaje",
    "socks5://{u}:{s}@proxy.ferrol.lan:1080",
]

_CONFIGS = [
    "DB_PASSWORD={s}",
    'SMTP_PASS="{s}"',
    'password: "{s}"\nhost: pg.ferrol.lan',
    "[scada]\nuser = operador\npassword = {s}",
    "pg.ferrol.lan:5432:harina:planta:{s}",
    "define('DB_PASSWORD', '{s}');",
    'variable "db_password" {\n  default = "{s}"\n}',
    "environment:\n  - MYSQL_ROOT_PASSWORD={s}",
    '<add key="ErpPassword" value="{s}" />',
    "spring.datasource.password={s}",
    '"mqttPassword": "{s}",',
    "export CANANET_PASS='{s}'",
    "ssid,psk\nISLA BLANCA Taller 5G,{s}",
    "smtp_password,{s}",
]


def _vendor_list() -> list[tuple[str, Maker]]:
    return [
        ("GITHUB_TOKEN={s}", _j("ghp_", (ALNUM, 36))),
        ("gh token for the scada repo: {s}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
        ("GITLAB_TOKEN={s}", _j("glpat-", (URLSAFE, 20))),
        ("slack bot del turno noche: {s}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
        ("STRIPE_SECRET_KEY={s}", _j("sk_live_", (ALNUM, 24))),
        ("OPENAI_API_KEY={s}", _j("sk-proj-", (URLSAFE, 48))),
        ("anthropic key for the assistant: {s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
        ("OPENROUTER_API_KEY={s}", _j("sk-or-v1-", (HEX, 64))),
        ("aws_access_key_id = {s}", _j("AKIA", (UPPER_HEX.upper() + "GHJKLMNPQRSTVWXYZ", 16))),
        ("aws_secret_access_key = {s}", _j((B64, 40))),
        ("google maps key {s}", _j("AIza", (URLSAFE, 35))),
        ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
        ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
        ("SENDGRID_API_KEY={s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
        ("twilio api key SID SK… secret: {s}", _j((ALNUM, 32))),
        ("bot de telegram de la flota: {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
        ("TWINE_PASSWORD={s}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
        ("shopify admin token {s}", _j("shpat_", (HEX, 32))),
        ("DIGITALOCEAN_TOKEN={s}", _j("dop_v1_", (HEX, 64))),
        ("linear: {s}", _j("lin_api_", (ALNUM, 40))),
        ("grafana service account token {s}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
        ("postman key → {s}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
        ("VAULT_TOKEN={s}", _j("hvs.", (URLSAFE, 24))),
        (
            "tailscale authkey for the shipyard gateway: {s}",
            _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 30)),
        ),
        ("SUPABASE_ACCESS_TOKEN={s}", _j("sbp_", (HEX, 40))),
        ("GROQ_API_KEY={s}", _j("gsk_", (ALNUM, 52))),
        ("replicate: {s}", _j("r8_", (ALNUM, 37))),
        ("PERPLEXITY_API_KEY={s}", _j("pplx-", (ALNUM, 48))),
        ("xai key {s}", _j("xai-", (ALNUM, 80))),
        ("BREVO_API_KEY={s}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
        ("NGC key: {s}", _j("nvapi-", (URLSAFE, 64))),
        ("docker hub token {s}", _j("dckr_pat_", (URLSAFE, 27))),
        ("DATABRICKS_TOKEN={s}", _j("dapi", (HEX, 32))),
        ("PULUMI_ACCESS_TOKEN={s}", _j("pul-", (HEX, 40))),
        (
            "age key for the backups: {s}",
            _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)),
        ),
        ("AnchoTrack API key: {s}", _j((HEX, 32))),
        ("la API key de FerrolPay es {s}", _j((ALNUM, 40))),
        ("CañaNet integration broken, current key {s}", lambda g: v.uuid4(g, "b")),
        ("MarSanta API-nøkkel: {s}", _j((HEX, 40))),
        ("Integrations › Sleipner: {s}", _j((ALNUM, 36))),
        ("Harpoon api key {s}", _j((HEX, 32))),
        ("Cal.com API key: {s}", _j("cal_live_", (HEX, 32))),
        ("Plausible API key → {s}", _j((URLSAFE, 64))),
        (
            "PADDLE_API_KEY={s}",
            _j("pdl_live_apikey_", (ALNUM, 26), "_", (ALNUM, 22), "_", (ALNUM, 3)),
        ),
        ("clave API de Izipay: {s}", _j((ALNUM, 48))),
        ("AnchoTrack 키: {s}", _j((HEX, 32))),
        ("API key de AnchoTrack para el muelle: {s}", lambda g: v.uuid4(g, "8")),
        ("FerrolPay webhook secret = {s}", _j("whsec_", (ALNUM, 32))),
    ]


def _vendors(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _vendor_list():
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{s}", secret), secret))
    return out


_BARE = [
    "{s}",
    "token: {s}",
    "solo lo muestra una vez, aquí va:\n{s}",
    "here it is {s}",
    "이거 토큰 {s}",
    "nøkkelen: {s}",
]
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "==")]

_HEX_PLACES = [
    "ENCRYPTION_KEY={s}",
    "master key: {s}",
    "AES key for the PLC backups {s}",
    "llave hex del secador: {s}",
    "HMAC secret → {s}",
    "암호화 키 {s}",
    "nøkkel = {s}",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    body = v.b64url(
        {
            "sub": _r(g, D, 6),
            "iss": "sso.ferrol.lan",
            "exp": g.randrange(2_000_000_000, 2_100_000_000),
        }
    )
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWT_PLACES = [
    "Authorization: Bearer {s}",
    "jwt del portal: {s}",
    "token={s}",
    "{s}",
    "세션 토큰 {s}",
    "curl -H 'Authorization: Bearer {s}' https://api.ferrol.lan/lotes",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([120, 180])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEM_PLACES = [
    "{s}",
    "the shipyard VPN key:\n{s}",
    "id_ed25519 del servidor\n{s}",
    "key.pem:\n{s}\n(keep it off the NAS)",
]
_SEED_LANGS = ["english", "spanish", "korean", "chinese_traditional"]
_MNEMO = {lang: Mnemonic(lang) for lang in _SEED_LANGS}
_SEED_PLACES = {
    "english": ["wallet recovery phrase: {s}", "seed words for the payroll wallet\n{s}", "{s}"],
    "spanish": ["frase semilla de la billetera: {s}", "las 12 palabras: {s}"],
    "korean": ["복구 문구: {s}", "지갑 시드 {s}"],
    "chinese_traditional": ["助記詞：{s}", "錢包嘅助記詞係 {s}"],
}


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        lang = _SEED_LANGS[i % len(_SEED_LANGS)]
        words = rng.choice([16, 32])
        phrase = str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(words))))
        template = rng.choice(_SEED_PLACES[lang])
        out.append(Sample("seed_phrase", template.replace("{s}", phrase), phrase))
    return out


_BRANDS = ["visa", "mastercard", "amex", "diners", "unionpay"]


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(_BRANDS))
    return v.grouped(number, g.choice([" ", "-", ""]), g)


_CARD_PLACES = [
    "card: {s}",
    "tarjeta de la empresa {s} vence 09/34",
    "카드번호 {s}",
    "kortnummer {s}",
    "卡號 {s}",
    "pay the Volvo Penta parts with {s}",
    "número de tarjeta → {s}",
]
_CVV_PLACES = [
    "Visa {c} exp 03/33, security code {s}",
    "tarjeta {c}, CVV: {s}",
    "the three digits on the back are {s}",
    "CVC {s} (card ending {e})",
    "카드 보안코드 {s}",
    "kontrollsiffer bak på kortet: {s}",
]


def _cvv_slots(g: random.Random) -> dict[str, str]:
    card = v.card(g, "visa")
    return {"c": v.grouped(card, " ", g), "e": card[-4:]}


_IBAN_SHAPES = {"VA": "n" * 18, "BI": "n" * 23, "SO": "n" * 19, "IQ": "aaaa" + "n" * 15}


def _iban(g: random.Random) -> str:
    if g.randrange(5) == 0:
        return v.until(g, _j("NO", (D, 13)), std_iban.is_valid)
    return v.iban_shaped(g, g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)


def _iban_any(g: random.Random) -> str:
    number = _iban(g)
    return v.iban_spaced(number) if g.randrange(2) else number


_IBAN_PLACES = [
    "IBAN: {s}",
    "deposita a la cuenta {s} pe",
    "kontonummer/IBAN {s}",
    "송금 계좌 IBAN {s}",
    "wire the shipyard deposit to {s}",
    "IBAN → {s}",
]


def _ruc(g: random.Random) -> str:
    body = g.choice(["20", "10"]) + _r(g, D, 8)
    return body + pe_ruc.calc_check_digit(body)


def _dni(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + pe_cui.calc_check_digits(body)[0] if g.randrange(2) else body


def _orgnr(g: random.Random) -> str:
    return v.until(g, _j(g.choice("89"), (D, 8)), no_orgnr.is_valid)


def _mva(g: random.Random) -> str:
    return "NO" + _orgnr(g) + "MVA"


def _fnr(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        day, month, year = h.randrange(1, 29), h.randrange(1, 13), h.randrange(50, 99)
        body = f"{day:02d}{month:02d}{year:02d}{_r(h, D, 3)}"
        body += no_fnr.calc_check_digit1(body)
        return body + no_fnr.calc_check_digit2(body)

    return v.until(g, make, no_fnr.is_valid)


def _kontonr(g: random.Random) -> str:
    return v.until(g, _j((D, 11)), no_kontonr.is_valid)


def _brn(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), kr_brn.is_valid)


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(60, 99):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += h.choice("12") + _r(h, D, 5)
        return body + kr_rrn.calc_check_digit(body)

    number = v.until(g, make, kr_rrn.is_valid)
    return f"{number[:6]}-{number[6:]}"


_IDS: list[tuple[str, Maker]] = [
    ("RUC de la empresa: {s}", _ruc),
    ("mi DNI es {s}", _dni),
    ("DNI {s} (Edwin Ruiz)", _dni),
    ("RUC → {s}", _ruc),
    ("organisasjonsnummer {s}", _orgnr),
    ("org.nr: {s}", _orgnr),
    ("MVA-nummer {s}", _mva),
    ("fødselsnummer: {s}", _fnr),
    ("mitt fødselsnummer er {s}", _fnr),
    ("kontonummer {s}", _kontonr),
    ("사업자등록번호 {s}", _brn),
    ("사업자번호: {s}", _brn),
    ("주민등록번호 {s}", _rrn),
    ("주민번호는 {s}", _rrn),
    ("DNI-niy {s} kan", _dni),
    ("tax id (RUC) {s}", _ruc),
    ("Norwegian org number {s} for the Sleipner invoice", _orgnr),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        value = make(rng)
        out.append(Sample("national_id", template.replace("{s}", value), value))
    return out


def _codes(g: random.Random) -> str:
    return "\n".join(v.backup_codes(g, g.randrange(6, 11), g.randrange(4)))


_BACKUP_PLACES = [
    "GitHub recovery codes:\n{s}",
    "códigos de respaldo del correo\n{s}",
    "백업 코드\n{s}",
    "reservekoder for Microsoft-kontoen:\n{s}",
    "2FA backup codes for the AnchoTrack admin:\n{s}",
    "後備碼\n{s}",
]
_TOTP_PLACES = [
    "TOTP secret: {s}",
    "otpauth://totp/Ferrol:{u}?secret={s}&issuer=Ferrol",
    "clave de configuración 2FA {s}",
    "setup key for the authenticator {s}",
    "2FA-nøkkel: {s}",
    "OTP 시크릿 {s}",
]
_OTP_PLACES = [
    "{s} is your FerrolPay verification code",
    "Tu código de verificación es {s}",
    "[Web발신] 인증번호 [{s}]를 입력해주세요",
    "Engangskode: {s}",
    "Use {s} to sign in",
    "你嘅驗證碼係 {s}",
    "one-time code: {s}",
    "código Yape: {s}",
]
_WIFI_PLACES = [
    "wifi {w} / {s}",
    "Network: {w}\nPassword: {s}",
    "la clave del wifi es {s}",
    "WIFI:T:WPA;S:{w};P:{s};;",
    "wifi-passord: {s}",
    "와이파이 비번 {s}",
    "wifi 密碼係 {s}",
    "wifi? \nEdwin: {s}",
    "{s} — that's the wifi in the dryer room",
    "WPA key for {w}: {s}",
    "wifi contraseñaqa {s} kan",
]


def _wifi(g: random.Random) -> str:
    if g.randrange(2):
        return f"{g.choice(_FISH).lower()}{g.choice(_PLACES).lower()}{g.randrange(100, 999)}"
    return _r(g, ALNUM, 14)


_LOCKS = [
    "door code for the fishmeal warehouse: {s}",
    "PIN: {s}",
    "candado de la bodega {s}",
    "el pin de la tarjeta es {s}",
    "도어락 비밀번호 {s}",
    "PIN-koden er {s}",
    "keypad at the shipyard gate → {s}",
    "夾萬密碼 {s}",
    "caja fuerte: {s}#",
    "alarm code {s}",
]
_PHRASE_WORDS = [
    "harbor",
    "pelican",
    "dryer",
    "furnace",
    "molasses",
    "trawler",
    "hull",
    "keel",
    "ballast",
    "bagasse",
    "boiler",
    "estuary",
    "cormorant",
    "sextant",
]
_PHRASE_PLACES = [
    "passphrase: {s}",
    "KeePass passphrase = {s}",
    "frase de contraseña: {s}",
    "passfrase {s}",
    "vault passphrase → {s}",
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_SPELLED = [
    "the password is the word {a} followed by {n}",
    "la contraseña es la palabra {a} y luego {n}",
    "it's the name of the boat, {a}, followed by {n}",
    "passordet er ordet {a} og så {n}",
    "{a} with a capital first letter and {n} at the end",
    "type {a}, then {n}; that's the admin password",
]
_SPELL_WORDS = [
    "Quillayhuanca",
    "Marisolcita",
    "Tortuguero",
    "Cabrillona",
    "Huancarucma",
    "Pumacucho",
    "Chinecas",
    "Lacramarca",
]
_SPELLED_TOKENS = ["token read over the phone: {s}", "la clave dictada: {s}", "key in groups {s}"]


def _spaced(g: random.Random) -> str:
    raw = _r(g, ALNUM, 24)
    sep = g.choice([" ", " - ", " · ", "|"])
    size = g.choice([4, 6])
    return sep.join(raw[i : i + size] for i in range(0, len(raw), size))


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _take(rng, "said_password", _SAID, _pw, 80)
    out += _take(rng, "login", _LOGINS, _pw, 28)
    out += _take(rng, "cli_password", _CLI, _plain, 44)
    out += _take(rng, "url_password", _URLS, _plain, 12)
    out += _take(rng, "config_password", _CONFIGS, _plain, 22)
    out += _vendors(rng)
    out += _take(rng, "bare_token", _BARE, lambda g: g.choice(_BARE_MAKERS)(g), 7)
    out += _take(rng, "hex_key", _HEX_PLACES, lambda g: _r(g, HEX, g.choice([32, 48, 64])), 9)
    out += _take(rng, "jwt", _JWT_PLACES, _jwt, 7)
    out += _take(rng, "pem", _PEM_PLACES, _pem, 5)
    out += _seeds(rng, 12)
    out += _take(rng, "card", _CARD_PLACES, _card, 12)
    out += _take(rng, "cvv", _CVV_PLACES, _j((D, 3)), 6, slots=_cvv_slots)
    out += _take(rng, "iban", _IBAN_PLACES, _iban_any, 12)
    out += _ids(rng, 22)
    out += _take(rng, "backup_codes", _BACKUP_PLACES, _codes, 6)
    out += _take(rng, "totp", _TOTP_PLACES, lambda g: v.totp_secret(g, spaced=False), 6)
    out += _take(rng, "otp_code", _OTP_PLACES, _j((D, 6)), 8)
    out += _take(rng, "wifi", _WIFI_PLACES, _wifi, 16)
    out += _take(rng, "pin", _LOCKS, lambda g: _r(g, D, g.choice([4, 5, 6])), 10)
    out += _take(rng, "passphrase", _PHRASE_PLACES, _phrase, 6)
    out += _take(
        rng,
        "spelled_password",
        _SPELLED,
        lambda g: g.choice(_SPELL_WORDS),
        6,
        slots=lambda g: {"n": str(g.randrange(100, 9999))},
    )
    out += _take(rng, "spelled_token", _SPELLED_TOKENS, _spaced, 6)
    for i, sample in enumerate(out):  # {a}: the spelled word is the secret
        if sample.cls == "spelled_password":
            out[i] = Sample(sample.cls, sample.text.replace("{a}", sample.secret), sample.secret)
    return out


def _code8(g: random.Random) -> str:
    return f"{_r(g, D, 4)}-{_r(g, D, 4)}"


def _mc_card(g: random.Random) -> str:
    return v.grouped(v.card(g, "mastercard"), " ", g)


def _visa_card(g: random.Random) -> str:
    return v.grouped(v.card(g, "visa"), " ", g)


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


_SPLIT_PASSWORDS = {
    "the dryer HMI password is": "{s}",
    "contraseña del SCADA:": "{s} (desde el cambio de turno)",
    "個password係": "{s}",
    "비밀번호는": "{s}",
    "passordet er": "{s}\nbytt det etter sesongen",
    "contraseñaqa": "{s} kan",
    "la clave de la balanza es": "{s}",
    "Sleipner portal password": "{s}",
    "the password Chato read out on the radio was": "{s}, I think",
    "pwd =": "{s}",
}
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "AnchoTrack API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (scada repo)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "wallet recovery words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 10/35", _mc_card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(v.iban_shaped(g, "VA", _IBAN_SHAPES))),
    ("split_backup", "recovery codes", "{s}\n4417-9902\n3051-7786", _code8),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "fødselsnummer", "{s}", _fnr),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _plain) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"scada": {"url": "https://scada.ferrol.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain,
    ),
    '{"contraseña": "{s}"}': ("meta_password", _plain),
    '{"account": {"user": "eruiz", "passwd": "{s}"}}': ("meta_password", _plain),
    '{"scales": [{"name": "tolva-1"}, {"name": "tolva-2", "web_password": "{s}"}]}': (
        "meta_password",
        _plain,
    ),
    '{"argv": ["mysql", "-h", "db.ferrol.lan", "-u", "planta", "--password", "{s}"]}': (
        "meta_password",
        _plain,
    ),
    '{"note": "密碼係 {s}"}': ("meta_password", _plain),
    '{"비밀번호": "{s}"}': ("meta_password", _plain),
    '{"transcript": "passordet til Sleipner-portalen er {s}"}': ("meta_password", _plain),
    '{"anchotrack": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"ferrolPayToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/34"}}': ("meta_card", _visa_card),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: v.iban_shaped(g, "BI", _IBAN_SHAPES)),
    '{"supplier": {"orgnr": "{s}"}}': ("meta_id", _orgnr),
    '{"mfa": {"recovery_codes": ["{s}", "4417-9902", "3051-7786"]}}': ("meta_otp", _code8),
    '{"payroll_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"bodega": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Ferrol Muelle Norte", "psk": "{s}"}}': ("meta_wifi", _wifi),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"secador-plc-fw-2.7.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"pesaje: add humidity column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"zafra: revert tonnage rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"captura_2033-05-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the SCADA password before the fishing season opens on 2033-04-20.",
    "Chato asked for the dryer room wifi password; it's on the card in the shift office.",
    "Policy: plant passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords in the WhatsApp group; send a vault link instead.",
    "The `.env.example` line `ANCHOTRACK_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_FERROLPAY_KEY> in the README with the key from the dashboard.",
    "oe causa, no pases la contraseña por el grupo, pásala por el gestor nomás.",
    "La contraseña debe tener mínimo catorce caracteres, ya pe.",
    "cumpa mañana cambiamos todas las claves de la planta, avisa al toque.",
    "Contraseñaqa ama pitapis willankitsu.",
    "Don Teófilo: contraseñata manam yachanitsu, Yolandata tapukuy.",
    "個password唔好話俾人知呀。",
    "mat ma m ho send sin group ah, a ma.",
    "비밀번호는 아무에게도 알려주지 마세요.",
    "선단 시스템 비번은 내일 바꿀 예정입니다.",
    "Ikke del passordet med noen, takk.",
    "Passordet må ha minst fjorten tegn.",
    "Upgraded the dryer PLC firmware from 2.6 to 2.7.0 and pymodbus to 3.9.2.",
    f"commit {_COMMIT} adds the humidity column to the weighing table.",
    f"Rolled back to {_SHORT} after the tonnage rounding broke the harvest report.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The secador PLC firmware 2.7.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"MD5 of captura_2033-05-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 5c2e80a1-7f3b-4d19-9a6e-2b4f8c1d0e73 is the slow one in the AnchoTrack logs.",
    "Purchase order OC-2033-00871 for 120 t of fishmeal ships on Friday from Chimbote.",
    "Ticket #8841: the cane scale at Tambo Real drifts 40 kg after noon.",
    "Call the shipyard office on +51 43 35 2871 before ten.",
    "Container TCLU 5283917 with the fishmeal lot is at the Chimbote pier.",
    "Guía de remisión T001-00048213 cubre 30 t de harina, 600 sacos.",
    "HS code 2301.20 is fishmeal; 1701.14 is raw cane sugar.",
    "Dryer outlet at 88.5 °C, meal moisture 8.2 %, protein 67.1 %.",
    "After five wrong passwords the SCADA locks the account for 15 minutes.",
    "Ask Park Ji-hoon for the fleet office door code, I don't have it.",
    "My card ending 4419 was declined at the Casma hardware store.",
    "The Norwegian supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the FerrolPay account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `FERROLPAY_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the bodega rusts in the sea air; oil it every month.",
    "Boat RIBAS-7 registration CE-21488-PM is due for inspection in June.",
    "The guest wifi 'Ferrol-Visitas' is open, no password needed.",
    "Lot HP-2033-CHB-0412, 50 kg sacks, moisture 8.1 %; TVN 112 mg/100 g.",
    "Coordinates of the Isla Blanca slipway: -9.0763, -78.6051.",
    "Volvo Penta D13 part number 21139267, price USD 412.50.",
    "Zafra 2033: 18 400 t of cane ground, yield 11.3 % sugar.",
    "Card shown on the receipt as **** **** **** 7731, expiry 08/35.",
    "인증번호는 문자로 받으세요. 절대 다른 사람에게 알려주지 마세요.",
    "Engangskoden kommer på SMS; den varer i fem minutter.",
    "你嘅驗證碼唔好俾人睇，銀行唔會問你攞。",
    "el código de verificación llega por SMS, no lo compartas con nadie pe.",
    "Codes of the fishmeal grades: PRIME-67, SUPER-65, STD-64.",
    "Postcode of the plant: 02804, Nuevo Chimbote; the estate is at 02810.",
    "Orden de trabajo OT-7742 para el casco del Rosalía, dique 2.",
    "The door keypad at the warehouse takes four digits; Yolanda changes it monthly.",
    "Sigrid's tracking number for the impeller parcel is 1Z 9W4 178 04 2281 7730.",
    "Python 3.12.4, Django 5.1.2 and Postgres 16.3 on the harina server.",
    "Se cambió la contraseña del correo el 12/05/2033 a las 07:40.",
    "The PIN pad at the canteen is broken; pay with Yape or cash.",
    "Tracking code of the Ålesund shipment: NO-ALS-2033-00917.",
    "Seat map for the fleet meeting: rows A to F, 14 seats each.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-05-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/ferrol/scada", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "8841", "purchase_order": "OC-2033-00871"}',
    '{"lot": {"id": "HP-2033-CHB-0412", "weight_kg": 50, "moisture_pct": 8.1}}',
    '{"phone": "+51 43 35 2871", "city": "Chimbote"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "sacks_in_stock": 2310}',
    '{"hs_code": "2301.20", "origin": "PE", "description": "fishmeal"}',
    '{"container": "TCLU 5283917", "carrier": "Hapag-Lloyd", "eta": "2033-06-09"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
