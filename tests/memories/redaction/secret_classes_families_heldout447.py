# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-forty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-fifth's
docstring, the fifth to four hundred and forty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (446, 448, 449), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (447_263_815), password words (a
town of the upper Huallaga, a cacao or print-shop word, a number and a sign, `PillcoMazorca47!`;
dot-joined words with a year, `mazorca.cayumba.resma.2034`; leet `K0t0sh#61`; a person and a
town, `Teofilo@Panao1979`; a sack of CCN-51 cacao, `Saco62CCN51%`; random runs).

The fictional company is Grupo Huallaga Andino S.A.C. of Huánuco, Peru: the pharmacy of the
invented Clínica Santa Rosa de Pillco (Pillco Marca), Acopiadora Cacaotera Río Monzón (an
invented cacao buyer in Tingo María) and Imprenta Universitaria Kotosh (an invented print shop by
the university in Cayhuayna). Staff and neighbours: Yessenia Tarazona (IT), Piero Espinoza (print
shop, highland Spanish), Don Teófilo Huamán (a cacao grower of Cayumba, Huánuco Quechua), Nely
Mamani Condori (a night nurse from Puno, Aymara), the Chen family of Bodega Chen on Jr. Huallayco
(Mandarin in pinyin and characters) and Jean-Daniel Rochat (a cacao buyer from Vevey, Swiss
French). Every company, person, address, domain (`huallagaandino.lan`, `cacaomonzon.example`,
`imprentakotosh.example`, `boticapillco.example`), account and number is invented; only the
region is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history, config and env
files, URLs, voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`,
`->`, `→`, `/`, `//`, `|`, `es`, `c'est`, `是`, `ukawa`, `kanmi`, a new line, a question then its
answer, a value said first and named after.

Grep counts (heldouts 5 to 445, grep -l): none for `Huánuco`, `Tingo María`, `SISMED`, `Farmis`,
`CCN-51`, `huaylash`, `shapumba`, `huitante`, `kikin`; one or two for `Huallaga`, `septante`,
`Datatrans`, `PostFinance`, `Wallee`, `Saferpay`, `Heidelberg`, `Pyxis`, `ch.esr`; three to
eight for `PagoEfectivo`, `Twint`, `Omnicell`, `Draminski`, `Konica`, `chamba`, `natel`,
`ch.uid`, `ch.ssn`; above twelve for `Quechua`, `Aymara`, `pinyin`, `Swiss`, `Culqi`, `Niubiz`,
`Yape`, `pe.ruc`, `pe.cui`, and the IBAN countries Liechtenstein, Montenegro and Honduras (35 to
42); `Vatican` in 19.
Languages: about half English, config or shell; the rest in the Spanish of the Peruvian central
highlands as texted (`oe`, `causa`, `pata`, `jato`, `chamba`, `ya pe`, `al toque`, `nomás`,
`mamita`, `xfa`, `q`), Huánuco Quechua (`-qa`, `-mi`, `kanmi`, `ama pimanpis willankichu`,
`yaykunapaq`), the Aymara of a migrant nurse (`ukawa`, `kamisaki`, `jan khitirus yatiyamti`,
`waliki`), the Mandarin of a shop family in pinyin and characters (`mima shi`, `密码是`,
`别告诉别人`) and the Swiss French of a cacao buyer (`natel`, `ça joue`, `septante`, `huitante`,
`nonante`, `adieu`, `à tout bientôt`). The highland texting, every Quechua and Aymara sentence
and the Swiss register are my guesses; the Quechua and the Aymara are the least sure.
Vendors: the invented CacaoTrace, BoticaLink, KotoshPrint and RutaMonzón, plus Culqi, Niubiz,
PagoEfectivo, Izipay, Datatrans, Wallee, Saferpay, Twint and PostFinance under the words around
their keys, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google,
Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana,
Postman, Vault, Doppler, Figma, Supabase, Tailscale, Groq, Replicate, Perplexity, xAI, New
Relic, Docker Hub, Pulumi, Heroku, age and Databricks shapes. Ids: Peru's RUC and CUI (DNI with
its check digit), Switzerland's AHV number, UID and VAT number, each drawn until its `stdnum`
module validates it. IBANs of Switzerland, Liechtenstein, the Holy See, Montenegro and Honduras,
checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish, French and
Simplified Chinese lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard,
Amex, Diners and UnionPay prefixes).
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
from stdnum.ch import ssn as ch_ssn
from stdnum.ch import uid as ch_uid
from stdnum.ch import vat as ch_vat
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 447_263_815
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
Maker = v.Maker
_r, _j = v.r, v.token

_TOWNS = ["Pillco", "Kotosh", "Monzon", "Aucayacu", "Tingo", "Panao", "Ambo", "Cayumba", "Llata",
          "Chinchao", "Amarilis", "Cayhuayna", "Huallayco", "Rupa", "Acomayo",
          "Tomayquichua"]  # fmt: skip
_THINGS = ["Mazorca", "Cacao", "Baba", "Botica", "Jarabe", "Ampolla", "Guillotina", "Offset",
           "Resma", "Grapa", "Tijera", "Secadora", "Cajon", "Fermento", "Receta",
           "Tinta"]  # fmt: skip
_PEOPLE = ["Teofilo", "Yessenia", "Piero", "Nely", "Weiming", "Xiaomei", "JeanDaniel", "Rosmery",
           "Edgar", "Flor", "Marcial", "Yuli", "Aquiles", "Deysi"]  # fmt: skip
_LEET = ["K0t0sh", "P1llc0", "Hu4ll4g4", "M4z0rc4", "C4c40", "T1ng0", "R3sm4", "Gu1ll0t1n4"]
_SYM = "!#$%&*?@+=^"
_USERS = ["ytarazona", "piero.e", "teofilo", "nmamani", "chen.wm", "xiaomei", "jdrochat",
          "farmacia", "caja01", "acopio", "imprenta", "rquispe"]  # fmt: skip

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_TOWNS)}{g.choice(_THINGS)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    lambda g: ".".join(w.lower() for w in g.sample(_TOWNS + _THINGS, 3))
    + f".{g.randrange(2024, 2040)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYM)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_TOWNS)}{g.randrange(1958, 2008)}",
    lambda g: f"Saco{g.randrange(10, 100)}CCN51{g.choice(_SYM)}",
    lambda g: _r(g, ALNUM, 15),
    lambda g: _r(g, ALNUM + "!$%&?*", 17),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_THINGS).upper()}{g.choice(_SYM)}{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_THINGS).lower()}_{g.choice(_TOWNS).lower()}_{g.randrange(10, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(g, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


Family = tuple[str, list[str], dict[str, Maker]]


def _fill(template: str, values: dict[str, str]) -> str:
    for name, value in values.items():
        template = template.replace("{" + name + "}", value)
    return template


def _take(rng: random.Random, family: Family, n: int) -> list[Sample]:
    """``n`` samples: each template filled; the first maker's value is the secret."""
    cls, templates, makers = family
    out = []
    for template in v.cycle(rng, templates, n):
        values = {name: make(rng) for name, make in makers.items()}
        secret = values[next(iter(makers))]
        out.append(Sample(cls, _fill(template, values), secret))
    return out


def _pick(pool: list[str]) -> Maker:
    return lambda g: g.choice(pool)


_LABELLED = [
    "Farmis dispensing PC at the Pillco pharmacy, login password: {pw}",
    "password for the Konica Minolta bizhub C558 at Imprenta Kotosh = {pw}",
    "the new Sysmex XN service password is {pw}, changed after the DIGEMID audit",
    "Heidelberg Prinect workstation pw -> {pw}",
    "Ricoh Pro C5300 web panel | password | {pw}",
    "SISMED kiosk password → {pw}",
    "Omnicell cabinet password for the night shift:\n{pw}",
    "Q: what's the Pyxis override password?\nA: {pw}",
    "{pw} — that's the password for the cold-chain logger portal",
    "Draminski moisture meter app password was set to {pw}",
    "password for the scale PC in the Tingo María warehouse is {pw}",
    "fridge alarm console (pharmacy) pass={pw}",
    "Polar 115 guillotine controller password // {pw}",
    "note to self: router in the print shop, admin password {pw}",
    "reminder for Yessenia - the Zebra label printer password is now {pw}",
    "oe causa la clave del jato es {pw} ya pe",
    "contraseña del sistema de la botica: {pw} xfa no lo pases",
    "mano la contra de la guillotina es {pw}, al toque la cambias",
    "la clave del correo de la imprenta → {pw}",
    "habla pata, no la del wifi, la del SISMED: {pw}",
    "contraseña nueva del Farmis = {pw}",
    "y la contraseña mamita?\n{pw} nomás",
    "{pw} esa es la clave de la PC de caja, no la pierdas",
    "clave de la balanza de Tingo // {pw}",
    "Piero: la chamba de hoy, entra al Prinect con la clave {pw} q ya la reseteé",
    "Computadorapa clavenqa {pw} kanmi",
    "Yaykunapaq clave: {pw}, ama pimanpis willankichu",
    "kaymi cacao balanzapa claven: {pw}",
    "Contraseñaxa {pw} ukawa, jan khitirus yatiyamti",
    "hospital computadoranakana clavepaxa: {pw}",
    "Kamisaki hermana, turno de noche clave → {pw}",
    "店里电脑的密码是 {pw}",
    "mima shi {pw}, bie gaosu bieren",
    "收银机密码：{pw}",
    "Bodega Chen 后台 密码 = {pw} 别告诉别人",
    "le mot de passe du portail des acheteurs c'est {pw}, ça joue?",
    "mdp du natel de service : {pw}",
    "Adieu Yessenia, le mot de passe est {pw}, à tout bientôt",
    "mot de passe / {pw} / pour la balance de Tingo",
    "Jean-Daniel: j'ai mis {pw} comme mot de passe pour le portail qualité, septante lots dedans",
]  # fmt: skip

_LOGINS = [
    "login: {u} / {pw}",
    "creds for the SISMED server are {u} and {pw}",
    "usuario {u} contraseña {pw}",
    "用户名 {u} 密码 {pw}",
    "identifiant {u}, mot de passe {pw}",
    "{u}@huallagaandino.lan:{pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "| user | password | host |\n|---|---|---|\n| {u} | {pw} | farmacia-01 |",
    "root:{pw} (print-02, Ubuntu)",
    "admin / {pw} is the Mikrotik at the Tingo warehouse",
    "usuariuqa {u}, clavinqa {pw}",
    "user {u} pass {pw} para el intranet de la clínica",
    "Benutzer? no, usuario: {u}, password: {pw}",
    "creds {u}:{pw}",
]  # fmt: skip

_CLI = [
    "sshpass -p '{pw}' ssh {u}@print-01.imprentakotosh.example",
    "mysql -u {u} -p'{pw}' sismed",
    "redis-cli -h cache.huallagaandino.lan -a '{pw}' ping",
    "docker login -u {u} -p {pw} registry.huallagaandino.lan",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //print-01/colas -U {u}%{pw}",
    "sqlcmd -S farmacia-db -U sa -P '{pw}' -Q 'select 1'",
    "zip -P '{pw}' recetas-junio.zip recetas/*.pdf",
    "7z a -p{pw} planillas.7z planillas/",
    "openssl enc -aes-256-cbc -in acopio.csv -out acopio.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c contratos.tar",
    "curl -u {u}:{pw} https://acopio.cacaomonzon.example/api/lotes",
    "lftp -u {u},{pw} sftp://files.imprentakotosh.example",
    "xfreerdp /u:{u} /p:{pw} /v:caja-01.huallagaandino.lan",
    "net use \\\\caja-01\\compartido {pw} /user:{u}",
    "ldapsearch -x -D 'cn={u},dc=huallagaandino,dc=lan' -w '{pw}' -b dc=huallagaandino,dc=lan",
    "mosquitto_pub -h mqtt.cacaomonzon.example -u {u} -P '{pw}' -t secadora/1 -m on",
    "echo '{pw}' | sudo -S systemctl restart cups",
    "printf '%s' '{pw}' | docker login --password-stdin -u {u} registry.huallagaandino.lan",
    "mongosh mongodb://db.huallagaandino.lan --username {u} --password '{pw}'",
    "keytool -importkeystore -srckeystore clinica.p12 -storepass {pw}",
    "rabbitmqctl add_user {u} {pw}",
    "ipmitool -I lanplus -H 10.20.4.9 -U admin -P {pw} power status",
    "passwd --stdin {u} <<< '{pw}'",
    "plink -pw {pw} {u}@192.168.50.12",
    "ALTER USER {u} IDENTIFIED BY '{pw}';",
    "PGPASSWORD='{pw}' pg_dump -h db.huallagaandino.lan -U {u} sismed > sismed.sql",
    "cqlsh lecturas.cacaomonzon.example -u {u} -p '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/imprenta",
    "mariadb --user={u} --password='{pw}' farmacia",
]  # fmt: skip
_PROMPTS = ["", "$ ", "ytarazona@farmacia-01:~$ ", "root@print-01:~# ", "PS C:\\Users\\caja> ",
            "history | tail -1 →  512  ", "ejecuté esto: ", "ran this earlier: "]  # fmt: skip

_URLS = [
    "postgres://{u}:{pw}@db.huallagaandino.lan:5432/sismed",
    "mysql://{u}:{pw}@farmacia-db:3306/farmis",
    "amqp://{u}:{pw}@mq.cacaomonzon.example:5672/acopio",
    "https://{u}:{pw}@nas.imprentakotosh.example/trabajos/",
    "smb://{u}:{pw}@caja-01/compartido",
    "ftp://{u}:{pw}@ftp.imprentakotosh.example/tesis",
    "redis://:{pw}@cache.huallagaandino.lan:6379/0",
    "mongodb+srv://{u}:{pw}@cluster0.cacaomonzon.example/lotes",
    "socks5://{u}:{pw}@:1080",
    "DATABASE_URL=postgresql://{u}:{pw}@10.20.4.3/botica",
    "abrí http://{u}:{pw}@192.168.1.20:8080/ en el navegador y ya entró",
    "webdav: davs://{u}:{pw}@cloud.huallagaandino.lan/remote.php/webdav",
]  # fmt: skip

_CONFIGS = [
    "DB_PASSWORD={pw}",
    'SMTP_PASS="{pw}"',
    "sismed:\n  host: db.huallagaandino.lan\n  password: {pw}",
    "[mysql]\nuser = {u}\npassword = {pw}",
    '{"db": {"user": "{u}", "password": "{pw}"}}',
    "environment:\n  POSTGRES_PASSWORD: {pw}",
    "db.huallagaandino.lan:5432:sismed:{u}:{pw}",
    "define('DB_PASSWORD', '{pw}');",
    "spring.datasource.password={pw}",
    '<add key="SmtpPassword" value="{pw}" />',
    'variable "db_password" {\n  default = "{pw}"\n}',
    "usuario,clave\n{u},{pw}",
    'password = "{pw}"',
    "machine files.imprentakotosh.example login {u} password {pw}",
    "account gmail\nuser {u}@huallagaandino.lan\npassword {pw}",
    "poll mail.huallagaandino.lan protocol imap user '{u}' there with password '{pw}'",
    "MYSQL_ROOT_PASSWORD={pw}",
    "export FARMIS_DB_PASS='{pw}'",
    "ansible_become_password: {pw}",
    "REDIS_PASSWORD={pw}  # cache de recetas",
]  # fmt: skip


def _jwt(g: random.Random) -> str:
    header = {"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"}
    claims = {"sub": g.choice(_USERS), "iss": "https://sso.huallagaandino.lan",
              "exp": g.randrange(1_900_000_000, 2_100_000_000), "role": "farmacia"}  # fmt: skip
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{v.b64url(header)}.{v.b64url(claims)}.{sig}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("token de GitHub para el repo de la imprenta: {t}",
     _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab deploy: {t}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key (tienda de la imprenta): {t}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 64))),
    ("ANTHROPIC_API_KEY={t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("openrouter: {t}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key for the route planner {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key {t}", _j("SK", (HEX, 32))),
    ("bot de Telegram del acopio: {t}",
     lambda g: f"{g.randrange(10**9, 7 * 10**9)}:AA{_r(g, URLSAFE, 33)}"),
    ("TWINE_PASSWORD={t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token: {t}", _j("shpat_", (HEX, 32))),
    ("doctl auth init -t {t}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={t}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account: {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("postman key {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("figma token for the thesis covers: {t}", _j("figd_", (URLSAFE, 40))),
    ("supabase access token {t}", _j("sbp_", (HEX, 40))),
    ("tailscale up --authkey={t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("perplexity: {t}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={t}", _j("xai-", (ALNUM, 80))),
    ("NEW_RELIC_API_KEY={t}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("docker hub PAT {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("PULUMI_ACCESS_TOKEN={t}", _j("pul-", (HEX, 40))),
    ("HEROKU_API_KEY={t}", _j("HRKU-", (URLSAFE, 60))),
    ("age key for the backups: {t}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
    ("DATABRICKS_TOKEN={t}", _j("dapi", (HEX, 32))),
    ("Authorization: Bearer {t}", _jwt),
]  # fmt: skip

_INVENTED = [
    "CacaoTrace API key: {t}",
    "clave API de BoticaLink → {t}",
    "KotoshPrint integration broken, current key {t}",
    "API key de RutaMonzón para los camiones: {t}",
    "Culqi llave secreta: {t}",
    "Niubiz API key (pasarela de la botica) {t}",
    "PagoEfectivo clave API: {t}",
    "Izipay API key = {t}",
    "clé d'API Datatrans pour le compte de Vevey : {t}",
    "Wallee API key: {t}",
    "Saferpay API-Key {t}",
    "Integrations › Twint: {t}",
    "PostFinance Checkout API key → {t}",
    "CacaoTrace 的 API 密钥：{t}",
    "BoticaLink API key for staging: {t}",
]  # fmt: skip
_KEYISH: list[Maker] = [_j((HEX, 32)), lambda g: v.uuid4(g, "b"), _j((ALNUM, 40)), _j((HEX, 48))]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{t}", secret), secret))
    return out


def _invented(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _INVENTED, n):
        secret = rng.choice(_KEYISH)(rng)
        out.append(Sample("invented_vendor_key", template.replace("{t}", secret), secret))
    return out


_BARE = [
    "Yessenia pegó esto en el grupo: {t}",
    "{t}",
    "it only shows it once, so here:\n{t}",
    "guardalo causa → {t}",
    "Teófilo-mi kayta apachimurqan: {t}",
    "复制这个 {t}",
    "voilà ce qu'il m'a envoyé sur le natel : {t}",
    "from the KotoshPrint dashboard: {t}",
]  # fmt: skip
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)),
                             _j((B64, 56), "=="), _j((ALNUM, 32), "|", (ALNUM, 40))]  # fmt: skip

_HEXES = [
    "AES key for the nightly backup: {t}",
    "ENCRYPTION_KEY={t}",
    "llave de cifrado del respaldo de recetas: {t}",
    "HMAC secret for the CacaoTrace webhook {t}",
    "APP_KEY={t}",
    "加密钥匙：{t}",
    "clé de chiffrement des contrats : {t}",
    "session signing key -> {t}",
    "WEBHOOK_SECRET={t}",
    "lorawan app key of the dryer sensors: {t}",
]  # fmt: skip
_HEX_MAKERS: list[Maker] = [_j((HEX, 64)), _j((HEX, 32)), _j((HEX.upper(), 32)), _j((HEX, 40))]

_JWTS = [
    "Authorization: Bearer {t}",
    "the SSO cookie was {t}",
    "token de sesión del intranet: {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.huallagaandino.lan/recetas",
    "id_token={t}",
    "会话令牌 {t}",
    "jeton de session : {t}",
    "paste from devtools → {t}",
]  # fmt: skip


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([240, 300])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "key for the print server:\n{t}",
    "{t}",
    "llave privada del servidor de la botica\n{t}",
    "cat ~/.ssh/id_imprenta\n{t}",
    "私钥如下：\n{t}",
    "la clé privée du serveur de Vevey :\n{t}",
]  # fmt: skip

_SEED_LANGS = ["english", "spanish", "french", "chinese_simplified"]
_MNEMO = {lang: Mnemonic(lang) for lang in _SEED_LANGS}
_SEEDS = {
    "english": ["recovery phrase for the co-op's Ledger: {t}", "seed words (Trezor, acopio):\n{t}",
                "wallet backup: {t}"],
    "spanish": ["frase semilla de la billetera de la imprenta: {t}",
                "oe las palabras de recuperación son {t}, guárdalas ya pe"],
    "french": ["phrase de récupération du portefeuille : {t}", "les mots de secours c'est {t}"],
    "chinese_simplified": ["助记词：{t}", "zhujici shi {t} bie gaosu bieren"],
}  # fmt: skip


def _seed(g: random.Random, lang: str) -> str:
    entropy = bytes(g.randrange(256) for _ in range(g.choice([16, 32])))
    return str(_MNEMO[lang].to_mnemonic(entropy))


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        lang = _SEED_LANGS[i % len(_SEED_LANGS)]
        secret = _seed(rng, lang)
        text = rng.choice(_SEEDS[lang]).replace("{t}", secret)
        out.append(Sample("seed_phrase", text, secret))
    return out


_CARD_PREFIXES = {"visa": (["4"], 16), "mastercard": (["51", "53", "55", "2221"], 16),
                  "amex": (["34", "37"], 15), "diners": (["36", "38"], 14),
                  "unionpay": (["62"], 16)}  # fmt: skip


def _card(g: random.Random, brand: str = "") -> str:
    prefixes, length = _CARD_PREFIXES[brand or g.choice(list(_CARD_PREFIXES))]
    body = g.choice(prefixes) + _r(g, D, length - 2)
    body = body[: length - 1]
    return body + luhn.calc_check_digit(body)


def _card_shown(g: random.Random) -> str:
    return v.grouped(_card(g), g.choice(["", " ", "-", " ", "."]), g)


_CARDS = [
    "tarjeta de la botica para las compras: {t}",
    "card number {t} exp 09/33",
    "Visa empresarial → {t}",
    "银行卡号 {t}",
    "numéro de carte : {t}",
    "pagué con {t} vence 04/31",
    "the corporate card is {t}",
    "{t} es la tarjeta del acopio, no la uses para gastos personales",
]  # fmt: skip
_CVVS = [
    "security code on the back: {c}",
    "CVV {c}",
    "código de seguridad: {c}",
    "les trois chiffres au dos sont {c}",
    "背面三位数 {c}",
    "the three digits on the back are {c}",
]  # fmt: skip

_IBAN_SHAPES = {"CH": "n" * 5 + "c" * 12, "LI": "n" * 5 + "c" * 12, "VA": "n" * 18,
                "ME": "n" * 18, "HN": "aaaa" + "n" * 20}  # fmt: skip


def _iban(g: random.Random, country: str = "") -> str:
    number = v.iban_shaped(g, country or g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBANS = [
    "IBAN pour le paiement des fèves: {t}",
    "virement a la cuenta {t} (PostFinance)",
    "IBAN {t}",
    "el suizo quiere que depositemos al IBAN → {t}",
    "IBAN: {t} — Rochat Cacao Sàrl",
    "账户 IBAN：{t}",
]  # fmt: skip


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda r: g.choice(["10", "20"]) + _r(r, D, 9), pe_ruc.is_valid)


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + str(pe_cui.calc_check_digits(body)[0])


def _ahv(g: random.Random) -> str:
    number = v.until(g, lambda r: "756" + _r(r, D, 10), ch_ssn.is_valid)
    return str(ch_ssn.format(number))


def _uid(g: random.Random) -> str:
    number = v.until(g, lambda r: "CHE" + _r(r, D, 9), ch_uid.is_valid)
    return str(ch_uid.format(number))


def _mwst(g: random.Random) -> str:
    return v.until(g, lambda r: _uid(r) + " " + r.choice(["MWST", "TVA"]), ch_vat.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("RUC de la acopiadora: {t}", _ruc),
    ("mi RUC es {t}, para la factura pe", _ruc),
    ("RUC {t} (Bodega Chen)", _ruc),
    ("DNI {t}", _cui),
    ("número de DNI: {t}", _cui),
    ("Teófilo-pa DNI-n: {t}", _cui),
    ("CUI → {t}", _cui),
    ("numéro AVS : {t}", _ahv),
    ("AHV-Nummer {t}", _ahv),
    ("mon numéro AVS c'est {t}", _ahv),
    ("UID de Rochat Cacao Sàrl : {t}", _uid),
    ("Swiss UID {t}", _uid),
    ("numéro TVA : {t}", _mwst),
    ("VAT number of the Vevey buyer: {t}", _mwst),
    ("身份证号 no, 秘鲁 DNI：{t}", _cui),
    ("Nelypa DNI-paxa {t} ukawa", _cui),
]  # fmt: skip


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{t}", secret), secret))
    return out


_TOTPS = [
    "TOTP secret for the SISMED admin: {t}",
    "2FA setup key {t}",
    "otpauth://totp/Farmis:{u}?secret={t}&issuer=Farmis",
    "clave manual del autenticador (no pude escanear el QR): {t}",
    "密钥（两步验证）：{t}",
    "clé 2FA du portail qualité : {t}",
    "the QR code wouldn't scan, so the manual key is {t}",
    "Google Authenticator 2FA secret → {t}",
]  # fmt: skip
_CODES = [
    "{t} is your verification code",
    "Tu código de verificación es {t}",
    "【招商银行】验证码 {t}，5分钟内有效",
    "Votre code de confirmation : {t}",
    "Use {t} to sign in to BoticaLink",
    "oe pásame el código q te llegó → {t}",
    "Yape: tu código de validación es {t}",
    "código OTP: {t}",
    "code de vérification Twint {t}",
    "verification code: {t}",
]  # fmt: skip
_BACKUPS = [
    "Google Workspace backup codes for the clinic:\n{t}",
    "códigos de recuperación de la cuenta de la imprenta: {t}",
    "备用验证码\n{t}",
    "codes de secours du compte Vevey :\n{t}",
    "2FA backup codes (GitHub, huallaga-andino org): {t}",
    "recovery codes\n{t}",
    "códigos de respaldo del Microsoft de la botica:\n{t}",
    "Notfallcodes? no pe, backup codes: {t}",
]  # fmt: skip


def _code(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return _r(g, D, 6)
    if style == 1:
        return f"{_r(g, D, 3)} {_r(g, D, 3)}"
    return _r(g, D, g.choice([4, 8]))


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, rng.choice([6, 8, 10]), i % 4)
        joiner = "\n" if template.endswith("\n{t}") else rng.choice([", ", " "])
        secret = joiner.join(codes)
        out.append(Sample("backup_codes", template.replace("{t}", secret), secret))
    return out


_SSIDS = ["Botica-Pillco", "Imprenta Kotosh 5G", "ACOPIO-MONZON", "Bodega Chen WiFi",
          "Clinica Santa Rosa Staff", "TP-Link Tingo Almacen"]  # fmt: skip
_WIFI = [
    "wifi {s} / {pw}",
    "Network: {s}\nPassword: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "la clave del wifi ({s}) es {pw}",
    "oe causa el wifi del jato? \n{pw}",
    "wifi {s} claven {pw} kanmi",
    "wifi clavepaxa {pw} ukawa",
    "wifi 密码是 {pw}",
    "wifi mima: {pw} (xiaomei de shouji ye yong)",
    "le code wifi c'est {pw}, ça joue",
    "network {s} key {pw}",
    "WPA key for {s}: {pw}",
    "{pw} — that's the wifi password for {s}",
    "psk={pw}",
    "ssid,psk\n{s},{pw}",
]  # fmt: skip

_LOCKS = [
    "The alarm code at the pharmacy is {t}.",
    "código de la puerta del almacén: {t}",
    "PIN de la tarjeta de la botica: {t}",
    "candado del secador → {t}",
    "door code for the print shop is {t}#",
    "keypad code: {t}",
    "la clave del cajero es {t}, no le digas a nadie",
    "punkupa clavenqa {t} kanmi",
    "farmacia punkuna clavepaxa {t} ukawa",
    "保险柜密码 {t}",
    "mon code NIP : {t}",
    "code de la porte de l'entrepôt : {t}",
    "SIM PIN {t}",
    "caja fuerte de Tingo = {t}",
]  # fmt: skip

_WORDS = ["mazorca", "cayumba", "huaylash", "shapumba", "tunantada", "pachamanca", "kotosh",
          "monzon", "chunchos", "negritos", "resma", "fermento", "huallaga", "pillco", "amarilis",
          "tijera", "jarabe", "guillotina"]  # fmt: skip
_PHRASES = [
    "Bitwarden master passphrase: {t}",
    "frase de contraseña del KeePass: {t}",
    "phrase secrète du coffre : {t}",
    "passphrase = {t}",
    "密码短语：{t}",
    "the passphrase for the backup disk is {t}",
    "contraseña (cuatro palabras): {t}",
    "1Password secret words → {t}",
]  # fmt: skip
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "la clave es la palabra {w} y luego {d}",
    "le mot de passe c'est le mot {w}, puis {d}",
    "密码是拼音 {w} 然后 {d}",
    "clavenqa {w} simi, chaymanta {d}",
    "{w} with a capital first letter and {d} at the end, that's the Farmis password",
    "type {w}, then {d}; that's the admin password",
    "contraseñaxa {w} aru, ukatsti {d}",
    "la contra es {w} con mayúscula al inicio y {d} al final, ya pe",
    "the name of Don Teófilo's dog, {w}, followed by {d}",
    "mot de passe: {w} puis huitante-{d}",
    "password: the word {w} then the number {d}",
]  # fmt: skip
_SPELL_TOKENS = [
    "reading it out in groups: {t}",
    "te dicto la llave: {t}",
    "je te la dicte : {t}",
    "念给你听：{t}",
    "[dictated] {t}",
    "key read over the phone: {t}",
]  # fmt: skip


def _grouped_token(g: random.Random) -> str:
    raw = _r(g, ALNUM, 24)
    size, sep = g.choice([(4, " - "), (3, " "), (4, " | "), (6, " · ")])
    return sep.join(raw[i : i + size] for i in range(0, len(raw), size))


def _simple(
    cls: str, templates: list[str], makers: dict[str, Maker]
) -> Callable[..., list[Sample]]:
    return lambda rng, n: _take(rng, (cls, templates, makers), n)


def _framed_cli(rng: random.Random, n: int) -> list[Sample]:
    samples = _take(rng, ("cli_password", _CLI, {"pw": _plain_pw, "u": _pick(_USERS)}), n)
    return [Sample(s.cls, rng.choice(_PROMPTS) + s.text, s.secret) for s in samples]


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVVS, n):
        brand = rng.choice(["visa", "mastercard", "amex"])
        code = _r(rng, D, 4 if brand == "amex" else 3)
        shown = v.grouped(_card(rng, brand), " ", rng)
        text = f"{shown} exp 0{rng.randrange(1, 10)}/3{rng.randrange(10)}, "
        out.append(Sample("card_code", text + template.replace("{c}", code), code))
    return out


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word = rng.choice(_WORDS)
        shown = word.capitalize() if "capital" in template or "mayúscula" in template else word
        text = _fill(template, {"w": shown, "d": str(rng.randrange(10, 1000))})
        out.append(Sample("spelled_password", text, shown))
    return out


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _PHRASES, n):
        secret = rng.choice([" ", "-", " "]).join(rng.sample(_WORDS, rng.choice([4, 5])))
        out.append(Sample("passphrase", template.replace("{t}", secret), secret))
    return out


def _wifi_key(g: random.Random) -> str:
    return g.choice([_plain_pw, _j((ALNUM, 12)), _j((HEX, 16))])(g)


def _iban_shown(g: random.Random) -> str:
    number = _iban(g)
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=False)


def _mc_grouped(g: random.Random) -> str:
    return v.grouped(_card(g, "mastercard"), " ", g)


def _code_pair(g: random.Random) -> str:
    return f"{_r(g, D, 5)}-{_r(g, D, 5)}"


_PIN_MAKERS: list[Maker] = [_j((D, 4)), _j((D, 6)), _j((D, 5)), _j((D, 8))]

_PLAN: list[tuple[Callable[..., list[Sample]], int]] = [
    (_simple("password_label", _LABELLED, {"pw": _pw}), 80),
    (_simple("login_pair", _LOGINS, {"pw": _plain_pw, "u": _pick(_USERS)}), 25),
    (_framed_cli, 30),
    (_simple("url_credentials", _URLS, {"pw": _plain_pw, "u": _pick(_USERS)}), 12),
    (_simple("config_password", _CONFIGS, {"pw": _plain_pw, "u": _pick(_USERS)}), 20),
    (_vendors, 35),
    (_invented, 15),
    (_simple("bare_token", _BARE, {"t": lambda g: g.choice(_BARE_MAKERS)(g)}), 8),
    (_simple("hex_key", _HEXES, {"t": lambda g: g.choice(_HEX_MAKERS)(g)}), 10),
    (_simple("jwt", _JWTS, {"t": _jwt}), 8),
    (_simple("pem_key", _PEMS, {"t": _pem}), 6),
    (_seeds, 12),
    (_simple("card", _CARDS, {"t": _card_shown}), 12),
    (_cvvs, 6),
    (_simple("iban", _IBANS, {"t": _iban_shown}), 12),
    (_ids, 18),
    (_simple("totp_secret", _TOTPS, {"t": _totp, "u": _pick(_USERS)}), 8),
    (_simple("one_time_code", _CODES, {"t": _code}), 10),
    (_backups, 8),
    (_simple("wifi_key", _WIFI, {"pw": _wifi_key, "s": _pick(_SSIDS)}), 15),
    (_simple("pin_code", _LOCKS, {"t": lambda g: g.choice(_PIN_MAKERS)(g)}), 14),
    (_phrases, 8),
    (_spelled, 12),
    (_simple("spelled_token", _SPELL_TOKENS, {"t": _grouped_token}), 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


# (class, first field ending in a label, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the Farmis admin password is", "{s}", _pw),
    ("split_password", "clave del SISMED:", "{s} (desde el lunes)", _pw),
    ("split_password", "密码是", "{s}", _pw),
    ("split_password", "Prinect password", "{s}\nchange it after the thesis rush", _pw),
    ("split_password", "clavenqa", "{s} kanmi", _pw),
    ("split_password", "contraseñaxa", "{s} ukawa", _pw),
    ("split_password", "le mot de passe du portail c'est", "{s}, ça joue", _pw),
    ("split_password", "oe causa la clave es", "{s} ya pe", _pw),
    ("split_password", "Omnicell override password:", "{s}", _pw),
    ("split_wifi", "wifi Botica-Pillco / clave", "{s}", _wifi_key),
    ("split_token", "CacaoTrace API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "clé d'API Datatrans", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase semilla", "{s}", lambda g: _seed(g, "spanish")),
    ("split_card", "card number", "{s} exp 11/34", lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "CH"))),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_pin", "código de la puerta del almacén:", "{s}#", _j((D, 6))),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_WORDS, 4))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    ('{"farmis": {"url": "https://farmis.huallagaandino.lan", "admin_password": "{s}"}}',
     "meta_password", _plain_pw),
    ('{"clave": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "piero.e", "passwd": "{s}"}}', "meta_password", _plain_pw),
    ('{"printers": [{"name": "bizhub"}, {"name": "ricoh", "web_password": "{s}"}]}',
     "meta_password", _plain_pw),
    ('{"argv": ["mysql", "-u", "farmacia", "--password", "{s}", "sismed"]}',
     "meta_password", _plain_pw),
    ('{"note": "店里电脑的密码是 {s}"}', "meta_password", _plain_pw),
    ('{"mot_de_passe": "{s}"}', "meta_password", _plain_pw),
    ('{"transcript": "entra al Prinect como admin con la contraseña {s}"}',
     "meta_password", _plain_pw),
    ('{"cacaotrace": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"culqiSecretKey": "{s}"}', "meta_token", _j("sk_live_", (ALNUM, 32))),
    ('{"github_token": "{s}"}', "meta_token", _j("ghp_", (ALNUM, 36))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"payment": {"card_number": "{s}", "exp": "06/35"}}', "meta_card", _mc_grouped),
    ('{"comprador": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "LI")),
    ('{"proveedor": {"ruc": "{s}"}}', "meta_id", _ruc),
    ('{"mfa": {"recovery_codes": ["{s}", "38104-55271", "90417-22638"]}}',
     "meta_otp", _code_pair),
    ('{"wallet": {"seed_words": "{s}"}}', "meta_seed", lambda g: _seed(g, "english")),
    ('{"secadora": {"encryption_key": "{s}"}}', "meta_key", _j((HEX, 64))),
    ('{"almacen": {"door_code": "{s}"}}', "meta_pin", _j((D, 6))),
    ('{"wifi": {"ssid": "Imprenta Kotosh 5G", "psk": "{s}"}}', "meta_wifi", _wifi_key),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"reportlab-4.2.5-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"bizhub-c558-firmware-G00-R8.bin").hexdigest()
_COMMIT = hashlib.sha1(b"recetas: add lot column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"acopio: fix humedad rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"lotes_2034-05-12.csv", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"registry.huallagaandino.lan/sismed:3.1").hexdigest()

CLEAN = [
    "Remind me to change the Farmis password before the DIGEMID inspection on 2034-06-11.",
    "Piero asked for the print shop wifi password; it's on the card by the guillotine.",
    "Policy: clinic passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link instead.",
    "The `.env.example` line `CACAOTRACE_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_CULQI_KEY> in the README with the key from the Culqi dashboard.",
    "oe causa no pases la clave por el grupo, pásamela en persona nomás",
    "la contraseña del Farmis vence cada 90 días, acuérdate pe",
    "¿Olvidaste tu contraseña? Haz clic en el enlace.",
    "Clavenqa ama pimanpis willankichu.",
    "Contraseñaxa jan khitirus yatiyamti, kamisaki.",
    "不要把密码告诉别人。",
    "mima bie fa zai qun li",
    "Ne partage jamais ton mot de passe, même avec moi, ça joue?",
    f"sha256 of reportlab-4.2.5-py3-none-any.whl: {_WHEEL_SUM}",
    f"firmware checksum (bizhub-c558-firmware-G00-R8.bin) sha256: {_FIRMWARE_SUM}",
    f"merged in commit {_COMMIT}",
    f"fix landed in {_SHORT}, see the acopio changelog",
    f"md5sum lotes_2034-05-12.csv → {_MD5}",
    f"image digest sha256:{_IMAGE}",
    "Pedido N° 004-0018273 de resmas A4, llega el jueves.",
    "Ticket #48213: the Ricoh jams on A3 again.",
    "Tracking Olva Courier 2034817723, salió de Lima ayer.",
    "Código postal de Huánuco: 10001; Tingo María: 10131.",
    "Llámame al 962 418 305 o al (062) 51-4420.",
    "La reunión es el 14/07/2034 a las 9:30 en Cayhuayna.",
    "El saco de cacao CCN-51 se pagó a S/ 38.50 el kilo.",
    "Card ending in 4417, expires 09/33.",
    "tarjeta terminada en **** **** **** 2290",
    "IBAN CH** **** **** **** *412 (masked in the portal)",
    "Your PIN must have 4 to 6 digits and cannot repeat.",
    "We'll send a six-digit code to your phone.",
    "El código de verificación vence en 5 minutos.",
    "验证码五分钟内有效，请勿告诉他人。",
    "Le code arrive par SMS sur ton natel, d'habitude en septante secondes.",
    "Product code SKU-CAC-0451, lote 2034-112, humedad 7.2 %.",
    "Farmis version 5.12.3, build 20340514.",
    "Coordinates of the Tingo María warehouse: -9.2953, -75.9976.",
    "Python 3.11.9 and reportlab 4.2.5 on print-01.",
    "Order 2034-00815 for 300 copies of the thesis cover, paper 250 g.",
    "The door code was changed after the break-in; ask Yessenia in person.",
    "PIN pads at the pharmacy register are Verifone V200c.",
    "the token budget for the assistant is 8000 tokens per call",
    "Two-factor authentication is now required for all clinic accounts.",
    "Backup codes are printed once; keep them in the safe, not in chat.",
    "The seed phrase is written on paper in the co-op's safe in Tingo María.",
    "API key rotation for CacaoTrace is scheduled for Friday.",
    "Set SISMED_DB_PASSWORD in the vault, never in the repo.",
    "wifi del jato: pregúntale a la Rosmery, yo no sé",
    "RUC pendiente, el contador lo manda mañana.",
    "DNI: (pendiente de escanear)",
    "Lot 2034-0419: 46 sacos, 2760 kg, humedad 7.5 %, fermentación 6 días.",
    "Invoice F001-00004821, total S/ 1,284.00, IGV included.",
    "Ruta 18A Huánuco–Tingo María, km 84, derrumbe despejado.",
    "Kaymi cacao balanzapa numeron: 3.",
    "Bodega Chen abre a las 7, cierra a las 22. 营业时间 7:00-22:00",
    "Jean-Daniel arrive jeudi avec huitante kilos d'échantillons.",
    "The password field is required.",
    "contraseña: (la que te di en persona)",
    "Use the password manager; the clinic uses Bitwarden.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"token_count": 812, "secret_name": "farmis-db", "password_policy": "14 chars min"},
    {"pin_pad": "Verifone V200c", "passes": 3},
    {"auth": {"method": "oauth", "provider": "google"}},
    {"creds": {"username": "acopio-bot", "host": "db.huallagaandino.lan"}},
    {"lote": "2034-0419", "sacos": 46, "kg": 2760, "humedad": 7.5},
    {"pedido": "004-0018273", "tracking": "2034817723", "courier": "Olva"},
    {"file": "lotes_2034-05-12.csv", "md5": _MD5},
    {"commit": _COMMIT, "branch": "main"},
    {"phone": "962 418 305", "postcode": "10131", "city": "Tingo María"},
    {"card_last4": "4417", "iban_masked": "CH** **** **** **** *412"},
]
