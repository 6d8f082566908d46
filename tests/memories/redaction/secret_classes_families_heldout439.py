# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirty-ninth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and thirty-seventh's
docstring, the fifth to four hundred and thirty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (438, 440, 441), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (439_518_207), password words (an
alpaca fleece, a colour of fibre, a mine's ore or a Huancavelica town with a number and a sign,
`Huacaya#4821`; dot-joined words with a year, `suri.lircay.2031`; leet `V1cuñ4!62` without the
tilde; random runs with a sign; a person and a town, `Marleni@Acobamba1988`).

The fictional company is Grupo Chuñu Wasi S.A.C. of Huancavelica, Peru: the Cooperativa Lanera
Warmi Away (an invented alpaca-fibre co-op in Pilpichaca), Ferretería Minera Santa Bárbara del Ande
(an invented mining-supply store in Huancavelica city) and Transportes Ccochaccasa Express (an
invented Lircay-Huancavelica bus line). Staff: Yolanda Quispe Huamán (IT), Teófilo Ccanto (the
store), Marleni Taipe and the co-op's shearers (in Chanka Quechua), Edwin Huarcaya (a bus driver,
in the texted Spanish of the central Andes), Dr. Fiona Pemberton (a visiting geologist from
Aberdeen, in English), Rafael Nogueira (a fibre buyer from São Paulo, in Brazilian Portuguese) and
Sayaka Ōmori (a textile importer in Ichinomiya, in Japanese). Every company, person, address,
domain (`chunuwasi.lan`, `warmiaway.example`, `ferreminera-sb.example`,
`ccochaccasa.example`), account and number is invented; only the region is real. Texts: WhatsApp
chats, tickets, notes, runbooks, shell history, config and env files, URLs, voice-note
transcripts, SMS, e-mails and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `/`, `|`, `::`, a tab, `es`, `é`, `は`, Quechua's `-mi`, `—`, a new line, a question then
its answer, a value said first and named after.

Grep counts (heldouts 5 to 437, grep -l): none for `Huancavelica`, `Lircay`, `Acobamba`,
`Izcuchaca`, `Tupananchikkama`, `chibolo`; one to five for `Chanka`, `yanapay`, `Runasimi`,
`Tokopedia`, `Mailjet`, `Cal.com`; six to fourteen for `alpaca`, `Wayra`, `Culqi`, `Izipay`,
`Niubiz`, `Infisical`, `Plausible`, `Hetzner`; above twenty for `Quechua`, `Yape`, `pe.ruc`,
`pe.cui`, `br.cpf`, `br.cnpj`, `jp.cn`, `jp.in_`, `senha`, `パスワード` and every IBAN country
tried (the Holy See the least used, nineteen; Andorra, Liechtenstein and Costa Rica thirty-four to
thirty-six).
Languages: about half English, config or shell; the rest in the Spanish of the central Andes as
texted (`oe`, `causa`, `pe`, `ya pe`, `nomás`, `al toque`, `q`, `xq`), Chanka Quechua (`-qa`,
`-mi`, `clavinqa`, `ama pimanpas willankichu`, `yanapaway`), the English of a visiting Scottish
geologist (`aye`, `wee`), the Portuguese of a Brazilian fibre buyer (`a senha é`, `valeu`,
`beleza`) and the Japanese of a textile importer (`パスワードは`, `暗証番号`, `認証コード`). The
Andean texting, the Quechua wordings and the Scots touches are my guesses.
Vendors: the invented AlpaTrack, LanaNet, QarwaPay and RutaBus, plus Culqi, Izipay, Niubiz,
Infisical, Plausible, Hetzner, Mailjet and Cal.com under the words around their keys, and the
GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid,
Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault, Tailscale, Groq,
Replicate, Perplexity, Databricks, Pulumi, Doppler, Notion and Figma shapes. Ids: Peru's RUC and
DNI (CUI with its check character), Brazil's CPF and CNPJ and Japan's corporate number and My
Number, each drawn until its `stdnum` module validates it. IBANs of the Holy See, Andorra,
Liechtenstein and Costa Rica, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English,
Spanish, Portuguese and Japanese lists, each checked with `Mnemonic.check`; cards pass Luhn
(Visa, Mastercard, Amex, JCB and Diners).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 439_518_207
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker

_FLEECE = ["Huacaya", "Suri", "Vicuna", "Paqocha", "Tuni", "Wakaya", "Llamero", "Vellon",
           "Cardado", "Hilado", "Esquila", "Tejido"]  # fmt: skip
_ORE = ["Cinabrio", "Mercurio", "Cobre", "Zinc", "Plata", "Galena", "Socavon", "Barreno",
        "Dinamita", "Guardatojo", "Winche", "Relave"]  # fmt: skip
_TOWNS = ["Lircay", "Acobamba", "Izcuchaca", "Pilpichaca", "Julcamarca", "Huaytara", "Churcampa",
          "Castrovirreyna", "Pampas", "Ccochaccasa", "Angaraes", "Santaana", "Secclla",
          "Yauli"]  # fmt: skip
_NAMES = ["Yolanda", "Teofilo", "Marleni", "Edwin", "Fiona", "Rafael", "Sayaka", "Ruth",
          "Wilber", "Nilda", "Elmer", "Rosaura", "Hermogenes", "Yeni", "Alcides"]  # fmt: skip
_LEET = ["V1cun4", "Hu4c4y4", "C1n4br10", "L1rc4y", "P4q0ch4", "Sur1P3ru", "G4l3n4"]
_SYMBOLS = "!#$%&*?@+=^"

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FLEECE)}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_FLEECE).lower()}.{g.choice(_TOWNS).lower()}.{g.randrange(2024, 2040)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "!%&?#", 16),
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_TOWNS)}{g.randrange(1960, 2008)}",
    lambda g: f"{g.choice(_ORE)}{g.choice(_TOWNS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3)) + _r(g, UPPER, 1),
    lambda g: f"{g.choice(_ORE).upper()}_{g.randrange(100, 1000)}{g.choice(_FLEECE).lower()}",
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _take(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples of ``cls``, each template filled with a fresh ``{pw}`` and picks of
    ``{u}`` (a user), ``{t}`` (a town), ``{n}`` (a name) and ``{s}`` (a network)."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        fields = {
            "pw": secret,
            "u": rng.choice(_USERS),
            "t": rng.choice(_TOWNS),
            "n": rng.choice(_NAMES),
            "s": rng.choice(_SSIDS),
        }
        out.append(Sample(cls, template.format_map(fields), secret))
    return out


_USERS = ["yquispe", "tccanto", "mtaipe", "ehuarcaya", "fpemberton", "rnogueira", "s.omori",
          "admin", "root", "caja01", "almacen", "boleteria"]  # fmt: skip

# Passwords after a label, every separator and the five languages.
_LABELED = [
    "WhatsApp, Yolanda: password del NAS de la coop: {pw}",
    "oe causa la contraseña del router de la ferretería es {pw} nomás, no la cambies",
    "contraseña → {pw}",
    "ticket #2231 (Ferretería Santa Bárbara) – POS admin password = {pw}",
    "clave del sistema de boletos: {pw} ya pe, al toque entra",
    "Marleni: wifipa clavinqa {pw}-mi. Ama pimanpas willankichu",
    "clavenqa kaymi: {pw}",
    "Fiona: aye, the password for the core-shed laptop is {pw}",
    "note to self — geology VM login password: {pw} (wee Dell in the lab)",
    "Rafael: a senha do portal da cooperativa é {pw}, valeu",
    "senha do e-mail de compras → {pw}",
    "Ōmori: 輸入管理システムのパスワードは {pw} です",
    "パスワード：{pw}",
    "password:\n{pw}",
    "contraseña del correo de ventas\n{pw}",
    "password del servidor de boletos => {pw}",
    "pw | {pw}",
    "admin pass :: {pw}",
    "Teófilo: la contra del sistema de inventario es {pw}, xq la otra ya no entra",
    "Edwin: q es la clave del GPS del bus? → {pw}",
    "reset done, new password for the Lircay ticket office is {pw}",
    "pwd\t{pw}",
    "password / {pw}",
    "la contraseña nueva quedó así: {pw}",
    "senha: {pw}",
    "Pilpichaca coop laptop — password -> {pw}",
    "kay computadorapa contraseñanqa {pw} kachkan",
    "マシンのパスワード　{pw}",
    "contraseña = {pw}",
    "ya cambié la contraseña de la balanza de fibra, ahora es {pw} pe",
    "Fiona: password's {pw} for the XRF gun's software, dinnae lose it",
    "the accounting PC (SIGA) password is {pw}",
    "password changed to {pw}",
    "contraseña cambiada a {pw}",
    "a senha mudou para {pw}",
    "パスワードを {pw} に変更しました",
    "la contraseña del Zoom de la coop es «{pw}»",
    'password "{pw}"',
    "contraseña (la de la tienda): `{pw}`",
    "secret for the store's QuickBooks-like app: {pw}",
]
_SAID_FIRST = [
    "{pw} — esa es la contraseña del wifi de la tienda",
    "{pw} is the password for the core-logging tablet, Fiona says",
    "{pw} é a senha do portal de compras, não passa pra ninguém",
    "{pw} がパスワードです",
    "{pw}-mi contraseña, Marleni nin",
    "type {pw}; that's the admin password on the bus GPS",
]
_QA = [
    "Edwin: cuál es la contra del wifi de la agencia?\nYolanda: {pw}",
    "Rafael: qual é a senha do sistema?\nMarleni: {pw}",
    "Q: password for the fibre-scale PC?\nA: {pw}",
    "Sayaka: パスワードは何ですか？\nYolanda: {pw}",
    "Teófilo: y la clave del POS?\n> {pw}",
]
_SPELLED_WORDS = ["huacaya", "vicuna", "cinabrio", "lircay", "paqocha", "galena", "tuni"]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "the password is the word {w} followed by {d}",
        "la contraseña es la palabra {w} y luego {d}",
        "a senha é a palavra {w} seguida de {d}",
        "{W} with a capital first letter and {d} at the end, that's the password",
        "la clave es el nombre de la alpaca campeona, {W}, seguido de {d}",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        word, digits = rng.choice(_SPELLED_WORDS), str(rng.randrange(100, 10_000))
        text = template.format(w=word, W=word.capitalize(), d=digits)
        secret = word.capitalize() if "{W}" in template else word
        out.append(Sample("spelled_password", text, secret))
    return out


_LOGINS = [
    "login: {u} / {pw}",
    "usuario {u}, contraseña {pw}",
    "{u} / {pw}",
    "creds {u}:{pw}",
    "sign in as {u} with {pw}",
    "usuário: {u} senha: {pw}",
    "ID：{u}　パス：{pw}",
    "user={u} pass={pw}",
    "https://{u}:{pw}@nas.chunuwasi.lan/share",
    "ftp://{u}:{pw}@ftp.warmiaway.example/fotos",
    "postgres://{u}:{pw}@db.ccochaccasa.example:5432/boletos",
    "mysql://{u}:{pw}@10.8.0.12/inventario",
    "amqp://{u}:{pw}@rabbit.chunuwasi.lan:5672/",
    "smb://{u}:{pw}@fileserver.ferreminera-sb.example/compras",
    "{u}@chunuwasi.lan:{pw}",
    "| {u} | {pw} | POS Santa Bárbara |",
    "yaykunapaq: usuario {u}, clave {pw}",
    "the creds for the core-scanner are {u} and {pw}",
    "login {u} and {pw} for the RutaBus backoffice",
    "acceso al router: admin / {pw}",
]
_CLI = [
    "mysql -u {u} -p{pw} -h db.chunuwasi.lan inventario",
    "sshpass -p '{pw}' ssh {u}@10.8.0.3",
    "curl -u {u}:{pw} https://api.ccochaccasa.example/v1/salidas",
    "redis-cli -h cache.chunuwasi.lan -a '{pw}' ping",
    "docker login registry.chunuwasi.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //fs01/compras -U {u}%'{pw}'",
    "sqlcmd -S sql01 -U sa -P '{pw}' -Q 'select 1'",
    "zip -P '{pw}' planillas-2031.zip planillas/*.xlsx",
    "7z a -p'{pw}' muestras.7z muestras/",
    "openssl enc -aes-256-cbc -in ley.csv -out ley.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c leyes_mina.ods",
    "plink -ssh {u}@10.8.0.7 -pw '{pw}'",
    "xfreerdp /v:10.8.0.20 /u:{u} /p:'{pw}'",
    "ldapsearch -x -D 'cn={u},dc=chunuwasi,dc=lan' -w '{pw}' -b dc=chunuwasi,dc=lan",
    "lftp -u {u},'{pw}' sftp://backup.chunuwasi.lan",
    "ipmitool -I lanplus -H 10.8.0.250 -U {u} -P '{pw}' power status",
    "mosquitto_pub -h mqtt.warmiaway.example -u {u} -P '{pw}' -t balanza/1 -m ok",
    "echo '{pw}' | sudo -S systemctl restart boletos",
    "printf '%s\\n' '{pw}' | sudo -S apt upgrade -y",
    "rabbitmqctl add_user {u} '{pw}'",
    "keytool -genkeypair -alias boletos -keystore b.jks -storepass '{pw}'",
    "PGPASSWORD='{pw}' psql -h db.ccochaccasa.example -U {u} boletos",
    "mongosh 'mongodb://db.chunuwasi.lan' -u {u} -p '{pw}'",
    "cqlsh cass01 -u {u} -p '{pw}'",
    "net use \\\\fs01\\compras /user:CHUNU\\{u} {pw}",
    "sqlplus {u}/{pw}@SIGA",
    "hydra -l {u} -p '{pw}' ssh://10.8.0.3",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/bus_gps",
    'psql "host=db.chunuwasi.lan user={u} password={pw} dbname=fibra"',
    "wget --user={u} --password='{pw}' https://nas.chunuwasi.lan/backup.tar",
    "rclone config create nas webdav url=https://nas.chunuwasi.lan user={u} pass='{pw}'",
    "influx -username {u} -password '{pw}' -host metrics.chunuwasi.lan",
    "python manage.py shell -c \"u.set_password('{pw}')\"",
    "kinit {u}@CHUNUWASI.LAN <<< '{pw}'",
]
_SHELLS = ["$ {c}", "{c}", "yolanda@srv01:~$ {c}", "  412  {c}", "runbook step 3: `{c}`"]

_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export SMTP_PASSWORD='{pw}'",
    "MYSQL_ROOT_PASSWORD: {pw}",
    "[database]\nuser = boletos\npassword = {pw}",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    'db:\n  host: db.chunuwasi.lan\n  password: "{pw}"',
    '<add key="Password" value="{pw}" />',
    'ADMIN_PASS="{pw}"',
    'redis_password = "{pw}"',
    "db.chunuwasi.lan:5432:fibra:{u}:{pw}",
    "auth_pass {pw}",
    '"password": "{pw}",',
    "services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    'variable "db_password" {{\n  default = "{pw}"\n}}',
    "smtp_user,smtp_password\nventas@warmiaway.example,{pw}",
    "[mail]\nsmtp_pass={pw}",
    "GRAFANA_ADMIN_PASSWORD={pw}",
    "keystore.password={pw}",
    "PASSWD={pw}",
]

# Tokens with vendors' published shapes, and invented vendors' keys after a key word.
_VENDOR: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("token para el CI de boletos: {pw}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab runner: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key for the Brazil store: {pw}", _j("sk_live_", (ALNUM, 32))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("anthropic: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {pw}", _j((B64, 40))),
    ("Maps key de la app de rutas: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key {pw}", _j("SK", (HEX, 32))),
    ("bot del grupo de choferes: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("[pypi]\nusername = __token__\npassword = {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify token da loja: {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("linear: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman key → {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("tailscale up --authkey {pw}", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("replicate: {pw}", _j("r8_", (ALNUM, 37))),
    ("perplexity key {pw}", _j("pplx-", (ALNUM, 48))),
    ("DATABRICKS_TOKEN={pw}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("notion integration secret {pw}", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("figma token: {pw}", _j("figd_", (URLSAFE, 40))),
    ("Authorization: Bearer {pw}", _j((ALNUM, 48))),
    ("GitHub token da Sayaka: {pw}", _j("ghp_", (ALNUM, 36))),
    ("Slack webhook https://hooks.slack.com/services/T0{pw}", _j((UPPER_DIGITS, 8), "/B0",
                                                               (UPPER_DIGITS, 8), "/",
                                                               (ALNUM, 24))),
    ("sk_live para el Culqi de prueba? no, Stripe: {pw}", _j("rk_live_", (ALNUM, 40))),
]  # fmt: skip
_INVENTED: list[tuple[str, Maker]] = [
    ("AlpaTrack API key: {pw}", _j((HEX, 32))),
    ("LanaNet API-ninqa {pw}-mi", _j("lnt_", (ALNUM, 32))),
    ("QarwaPay secret key → {pw}", _j("qp_sk_", (ALNUM, 30))),
    ("RutaBus integration broken, current key {pw}", v.uuid4),
    ("Culqi llave secreta: {pw}", _j("sk_live_", (HEX, 32))),
    ("Izipay API key para la web: {pw}", _j((ALNUM, 40))),
    ("Niubiz clave API {pw}", _j((HEX, 40))),
    ("INFISICAL_TOKEN={pw}", _j("st.", (HEX, 36), ".", (HEX, 32))),
    ("Plausible API key: {pw}", _j((URLSAFE, 64))),
    ("Hetzner Cloud token {pw}", _j((ALNUM, 64))),
    ("Mailjet secret key: {pw}", _j((HEX, 32))),
    ("Cal.com API key {pw}", _j("cal_live_", (HEX, 32))),
    ("Integrations › AlpaTrack: {pw}", _j((HEX, 40))),
    ("chave da API da LanaNet: {pw}", _j((ALNUM, 36))),
    ("QarwaPay の APIキー: {pw}", _j((HEX, 48))),
]  # fmt: skip
_BARE = [
    "{pw}",
    "pegué esto en el chat por error: {pw}",
    "??? {pw}",
    "from the old laptop's notes: {pw}",
    "Marleni: kayta tarirqani: {pw}",
]
_HEX_KEYS = [
    "encryption key: {pw}",
    "APP_KEY={pw}",
    "llave AES de la base de boletos: {pw}",
    "master_key {pw}",
    "secret_key_base: {pw}",
    "HMAC secret → {pw}",
]


def _jwt(rng: random.Random) -> str:
    claims = {"sub": rng.choice(_USERS), "iss": "boletos.ccochaccasa.example",
              "iat": rng.randrange(1_900_000_000, 1_950_000_000)}  # fmt: skip
    header = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "token de sesión del backoffice: {pw}",
    "cookie session={pw}",
    "jwt → {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.ccochaccasa.example/v1/buses",
]


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([240, 330])))
    ).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "llave del servidor de boletos:\n{pw}",
    "Fiona's key for the core-db box\n{pw}",
    "{pw}",
    "id_rsa de la ferretería (no borrar)\n{pw}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese", "japanese")}


def _seed(rng: random.Random, lang: str, words: int = 12) -> str:
    bits = {12: 16, 18: 24, 24: 32}[words]
    return str(_MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))


_SEEDS = [
    ("recovery phrase for the co-op's wallet: {pw}", "english", 12),
    ("semilla de la billetera: {pw}", "spanish", 12),
    ("frase de recuperação da carteira: {pw}", "portuguese", 12),
    ("ウォレットの復元フレーズ：{pw}", "japanese", 12),
    ("seed words\n{pw}", "english", 24),
    ("palabras de respaldo de Ledger — {pw}", "spanish", 18),
    ("{pw}", "english", 12),
    ("Marleni: billetera palabrankuna: {pw}", "spanish", 12),
    ("Rafael: as 24 palavras {pw}", "portuguese", 24),
    ("MetaMask seed: {pw}", "english", 18),
]


def _card(rng: random.Random) -> str:
    brand = rng.choice(["visa", "mastercard", "amex", "jcb", "diners"])
    return v.grouped(v.card(rng, brand), rng.choice([" ", "-", "", " "]), rng)


_CARDS = [
    "tarjeta de la empresa: {pw} vence 08/33",
    "card {pw} exp 04/34",
    "número do cartão {pw}",
    "カード番号 {pw}",
    "paga con esta nomás: {pw}",
    "Visa corporativa → {pw}",
]
_CVVS = [
    "código de seguridad al reverso: {pw}",
    "CVV {pw}",
    "the three digits on the back are {pw}",
    "código de segurança (CVV): {pw}",
    "セキュリティコード：{pw}",
    "CVC: {pw}",
]

_IBAN_COUNTRIES = ["VA", "AD", "LI", "CR"]
_IBAN_SHAPES = {"VA": "n" * 18, "AD": "n" * 8 + "c" * 12, "LI": "n" * 5 + "c" * 12,
                "CR": "0" + "n" * 17}  # fmt: skip


def _iban(rng: random.Random) -> str:
    number = v.iban_shaped(rng, rng.choice(_IBAN_COUNTRIES), _IBAN_SHAPES)
    return v.iban_spaced(number) if rng.random() < 0.5 else number


_IBANS = [
    "IBAN para el pago de la fibra: {pw}",
    "transfer to IBAN {pw}",
    "IBAN da conta: {pw}",
    "振込先 IBAN：{pw}",
    "cuenta del comprador (IBAN) {pw}",
    "beneficiary IBAN → {pw}",
]


def _digits_until(valid: Callable[[str], bool], make: Maker) -> Maker:
    return lambda g: v.until(g, make, valid)


_RUC = _digits_until(pe_ruc.is_valid, lambda g: g.choice(["10", "20"]) + _r(g, D, 9))
_DNI = _digits_until(pe_cui.is_valid, lambda g: (b := _r(g, D, 8)) + "-" + g.choice(
    pe_cui.calc_check_digits(b)))  # fmt: skip
_CPF = _digits_until(br_cpf.is_valid, lambda g: _r(g, D, 11))
_CNPJ = _digits_until(br_cnpj.is_valid, lambda g: _r(g, D, 8) + "0001" + _r(g, D, 2))
_JPCN = _digits_until(jp_cn.is_valid, lambda g: _r(g, D, 13))
_MYNUM = _digits_until(jp_in.is_valid, lambda g: _r(g, D, 12))
_IDS: list[tuple[str, Maker]] = [
    ("RUC de la cooperativa: {pw}", _RUC),
    ("mi DNI es {pw}", _DNI),
    ("DNI del chofer → {pw}", _DNI),
    ("RUC {pw} (Ferretería Minera Santa Bárbara)", _RUC),
    ("CPF do Rafael: {pw}", _CPF),
    ("CNPJ da empresa compradora: {pw}", _CNPJ),
    ("法人番号：{pw}", _JPCN),
    ("マイナンバー {pw}", _MYNUM),
    ("Marleni: DNI-y {pw}-mi", _DNI),
    ("tax id (RUC) for the invoice: {pw}", _RUC),
    ("Documento Nacional de Identidad {pw}", _DNI),
    ("CPF {pw}", _CPF),
    ("個人番号は {pw} です", _MYNUM),
    ("CNPJ: {pw}", _CNPJ),
    ("corporate number {pw}", _JPCN),
    ("número de RUC — {pw}", _RUC),
]  # fmt: skip

_TOTPS = [
    "TOTP secret: {pw}",
    "otpauth://totp/RutaBus:{u}?secret={pw}&issuer=RutaBus",
    "clave de configuración del 2FA: {pw}",
    "setup key for the authenticator {pw}",
    "chave 2FA (manual): {pw}",
    "二段階認証のセットアップキー：{pw}",
    "2FA seed {pw}",
    "Google Authenticator key → {pw}",
]
_OTPS = [
    "{pw} es tu código de verificación de Yape",
    "tu código de verificación: {pw}",
    "código de verificação {pw}",
    "認証コード：{pw}",
    "Use {pw} to sign in to RutaBus",
    "Edwin: me llegó el código {pw}, pásalo al toque",
    "your one-time code is {pw}",
    "OTP {pw} (válido 5 minutos)",
    "Marleni: codigoqa {pw}-mi",
    "【QarwaPay】確認コード {pw}",
    "verification code → {pw}",
    "código {pw} para entrar al banco",
]


def _otp(rng: random.Random) -> str:
    code = _r(rng, D, 6)
    return f"{code[:3]} {code[3:]}" if rng.random() < 0.2 else code


_BACKUPS = [
    "backup codes for the co-op's Google account:\n{pw}",
    "códigos de recuperación de la cuenta de Microsoft:\n{pw}",
    "códigos de backup do e-mail: {pw}",
    "バックアップコード\n{pw}",
    "2FA backup codes: {pw}",
    "códigos de respaldo del GitHub de la empresa\n{pw}",
    "recovery codes (RutaBus admin)\n{pw}",
    "Marleni: backup codigokuna:\n{pw}",
]


def _backup(rng: random.Random) -> str:
    codes = v.backup_codes(rng, rng.choice([4, 5, 6]), rng.randrange(4))
    return rng.choice(["\n", ", ", " "]).join(codes)


_SSIDS = ["ChunuWasi-Oficina", "WarmiAway_5G", "Ferreteria SB Clientes", "Ccochaccasa-Bus-12",
          "Terminal Lircay WiFi"]  # fmt: skip
_WIFI = [
    "wifi {s} / {pw}",
    "Network: {s} key {pw}",
    "clave del wifi ({s}): {pw}",
    "senha do wifi da cooperativa: {pw}",
    "WiFi のパスワード：{pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifipa clavinqa {pw}",
    "wpa_passphrase={pw}",
    "the wifi in the core shed is {s}, password {pw}",
    'psk="{pw}"',
    "red {s}\nclave: {pw}",
    "Edwin: cual es la clave del wifi del bus?\nYolanda: {pw}",
    "WPA key {pw}",
    "wifi password is {pw}",
]


def _wifi(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return f"{rng.choice(_FLEECE).lower()}{rng.choice(_TOWNS).lower()}{rng.randrange(10, 100)}"
    if style == 1:
        return _r(rng, ALNUM, 12)
    return _plain_pw(rng)


_PINS = [
    "PIN de la tarjeta: {pw}",
    "el código de la puerta del almacén es {pw}",
    "alarm code for the store: {pw}",
    "candado del depósito de dinamita → {pw}",
    "暗証番号：{pw}",
    "PIN do cartão é {pw}",
    "door code {pw}#",
    "clave de la caja fuerte: {pw}",
    "Marleni: punkupa codigon {pw}-mi",
    "PIN: {pw}",
    "the lock on the core boxes is {pw}",
    "código del portón de la cochera de buses: {pw}",
    "SIM PIN {pw}",
    "código de la alarma {pw}, no lo digas",
]
_PHRASE_WORDS = ["alpaca", "vellon", "puna", "ichu", "qocha", "cinabrio", "socavon", "rueda",
                 "boleto", "neblina", "helada", "tejido", "chullo", "poncho", "ovillo"]  # fmt: skip
_PASSPHRASES = [
    "passphrase: {pw}",
    "frase de contraseña: {pw}",
    "KeePass master passphrase → {pw}",
    "a frase-senha é {pw}",
    "パスフレーズ：{pw}",
    "the backup disk's passphrase is {pw}",
    "BORG_PASSPHRASE='{pw}'",
    "clave maestra del Bitwarden: {pw}",
]


def _phrase(rng: random.Random) -> str:
    return rng.choice([" ", "-", "."]).join(rng.sample(_PHRASE_WORDS, 4))


_SPELL = [
    "leyendo el token letra por letra: {pw}",
    "[dictado] {pw}",
    "the key, read out in groups: {pw}",
    "chave ditada: {pw}",
]


def _spell(rng: random.Random) -> str:
    raw = _r(rng, ALNUM, 24)
    style = rng.randrange(3)
    if style == 0:
        return " ".join(raw)
    if style == 1:
        return " - ".join(raw[i : i + 4] for i in range(0, 24, 4))
    return "·".join(raw[i : i + 3] for i in range(0, 24, 3))


def _pairs(rng: random.Random, cls: str, rows: list[tuple[str, Maker]], n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, rows, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


def _framed(rng: random.Random, samples: list[Sample]) -> list[Sample]:
    return [Sample(s.cls, rng.choice(_SHELLS).format(c=s.text), s.secret) for s in samples]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _take(rng, "password", _LABELED, 60, _pw)
    out += _take(rng, "password_said", _SAID_FIRST + _QA, 19, _pw)
    out += _spelled(rng, 6)
    out += _take(rng, "login", _LOGINS, 30, _plain_pw)
    out += _framed(rng, _take(rng, "cli_password", _CLI, 35, _plain_pw))
    out += _take(rng, "config_password", _CONFIGS, 30, _plain_pw)
    out += _pairs(rng, "vendor_token", _VENDOR, 35)
    out += _pairs(rng, "invented_token", _INVENTED, 15)
    out += _take(rng, "bare_token", _BARE, 10, _j((ALNUM, 40)))
    out += _take(rng, "hex_key", _HEX_KEYS, 10, lambda g: _r(g, HEX, g.choice([32, 64])))
    out += _take(rng, "jwt", _JWTS, 8, _jwt)
    out += _take(rng, "pem", _PEMS, 6, _pem)
    for template, lang, words in _SEEDS:
        phrase = _seed(rng, lang, words)
        out.append(Sample("seed", template.format(pw=phrase), phrase))
    out += _take(rng, "card", _CARDS, 12, _card)
    out += _take(rng, "card_cvv", _CVVS, 6, lambda g: _r(g, D, g.choice([3, 3, 4])))
    out += _take(rng, "iban", _IBANS, 12, _iban)
    out += _pairs(rng, "national_id", _IDS, 16)
    out += _take(rng, "totp", _TOTPS, 8, lambda g: v.totp_secret(g, spaced=False))
    out += _take(rng, "otp", _OTPS, 12, _otp)
    out += _take(rng, "backup_codes", _BACKUPS, 8, _backup)
    out += _take(rng, "wifi", _WIFI, 14, _wifi)
    out += _take(rng, "pin", _PINS, 14, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))
    out += _take(rng, "passphrase", _PASSPHRASES, 8, _phrase)
    out += _take(rng, "spelled_token", _SPELL, 6, _spell)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "la contraseña del router es": "{s}", "POS admin password:": "{s} (since the new till)",
    "wifipa clavinqa": "{s}", "a senha do portal é": "{s}", "パスワードは": "{s} です",
    "password for the XRF laptop": "{s}\naye, change it after the field season",
    "clave del GPS del bus:": "{s}", "contra →": "{s}",
    "the password Edwin read out on the radio was": "{s}, I think",
    "nueva contraseña del SIGA": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "AlpaTrack API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (CI de boletos)", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase de recuperación", "{s}", lambda g: _seed(g, "spanish")),
    ("split_card", "número de tarjeta", "{s} vence 10/34", _card),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_backup", "códigos de respaldo", "{s}", _backup),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUC", "{s}", _RUC),
    ("split_pin", "PIN do cartão:", "{s}", _j((D, 4))),
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
_PW = ("meta_password", _plain_pw)
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pos": {"url": "https://pos.ferreminera-sb.example", "admin_pw": "{s}"}}': _PW,
    '{"contraseña": "{s}"}': _PW,
    '{"account": {"user": "ehuarcaya", "passwd": "{s}"}}': _PW,
    '{"balanzas": [{"name": "b1"}, {"name": "b2", "web_password": "{s}"}]}': _PW,
    '{"argv": ["mysql", "-u", "boletos", "--password", "{s}", "boletos"]}': _PW,
    '{"note": "la clave del NAS es {s}"}': _PW,
    '{"senha": "{s}"}': _PW,
    '{"パスワード": "{s}"}': _PW,
    '{"alpatrack": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"qarwapay_secret": "{s}"}': ("meta_token", _j("qp_sk_", (ALNUM, 30))),
    '{"payment": {"card_number": "{s}", "exp": "02/35"}}': ("meta_card", _card),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", _iban),
    '{"chofer": {"dni": "{s}"}}': ("meta_id", _DNI),
    '{"mfa": {"backup_codes": ["{s}", "48213377", "90317742"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "english")),
    '{"totp_secret": "{s}"}': ("meta_totp", lambda g: v.totp_secret(g, spaced=False)),
    '{"almacen": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "WarmiAway_5G", "psk": "{s}"}}': ("meta_wifi", _wifi),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata dicts with one planted secret in a value."""
    rng = random.Random(SEED + 2)
    out = []
    for text, (cls, make) in _METADATA.items():
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


CLEAN = [
    "versión 4.12.7 del sistema de boletos instalada en la agencia de Lircay",
    "sha256 of boletos.tgz: 9f2c1e7a0b3d4c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7081920a1b2c3d",
    "commit 3e91a7c0b2d4 fixed the seat-map bug",
    "pedido N° 004-118732 de guardatojos, llega el jueves",
    "ticket #2231 cerrado: la impresora de boletos ya imprime",
    "tracking da remessa de fibra: BR778120334PE",
    "código postal de Huancavelica 09001, Lircay 09101",
    "llámame al 967 412 880 si el bus se malogra",
    "salida Lircay → Huancavelica 05:30, llegada 08:10, pasaje S/ 15.00",
    "tarjeta terminada en ****4821, no la uses",
    "IBAN: ES** **** **** **** **** 1234 (masked)",
    "la contraseña debe tener 12 caracteres, una mayúscula y un número",
    "never send the password by WhatsApp, use the vault",
    "senha: a de sempre (pergunta pra Yolanda)",
    "パスワードは管理者に聞いてください",
    "clavenqa manaraq kanchu, paqarin Yolanda qusunki",
    "el PIN de la tarjeta no se comparte con nadie",
    "PIN codes are four to six digits; pick one you remember",
    "the 2FA code arrives by SMS, it expires in five minutes",
    "認証コードはSMSで届きます",
    "o código de verificação chega por e-mail",
    "product code ALP-HUA-22 (huacaya, 22 micras), 48 bales",
    "SKU FMS-0071-BRN barreno 1.2 m, stock 34",
    "coordinates of the core drill: -12.9832, -74.7181, 3,680 m",
    "fibra suri lote 2031-07, 18.5 micras, precio USD 9.40/kg",
    "factura F001-00023817 por S/ 4,318.50",
    "RUC: (pedir a contabilidad)",
    "DNI: ver copia en el archivo",
    "bus placa ABC-714, asiento 23",
    "el wifi de la tienda se llama Ferreteria SB Clientes, la clave la tiene Teófilo",
    "password reset link expires in 30 minutes",
    "la API de AlpaTrack está caída desde las 10",
    "API version 2.3 of RutaBus, request id 7f3e-22",
    "the public key fingerprint is SHA256:pUx3 (see the server's page)",
    "UUID of the bale scanner: listed in the asset register",
    "Sayaka: 注文番号 JP-2031-00418、到着は来週です",
    "Rafael: o pedido 20318 de 1.200 kg fecha sexta, beleza",
    "Marleni: paqarin 6:00 pampapi rutuyta qallarisunchik",
    "Edwin: oe causa el bus 12 se quedó en Ccochaccasa, ya pe voy al toque",
    "Fiona: aye, sample HV-114 assays 3.2 g/t Hg, wee bit low",
    "docker image registry.chunuwasi.lan/boletos:4.12.7",
    "md5 of leyes.csv: 5d41402abc4b2a76b9719d911017c592",
    "the secret to good fibre is shearing before the frost",
    "token budget is 8000 per call",
    "version: 2.7.14-beta.3",
    "seat map rows A-J, 44 seats, 2 decks",
    "backup of the NAS ran at 02:00, 1.2 TB, OK",
    "puerta del almacén: el código lo cambia el jefe cada mes",
    "la caja fuerte se abre con llave, no con código",
    "Yape del comedor: 9** *** 412 (pedir el resto a Nilda)",
    "GTIN 7751234000017 ovillo de alpaca 100 g",
    "phone +51 67 452 118, ext. 204",
    "placa minera SM-2031-0044 en el socavón 3",
    "Izipay: terminal ID TID-00419, comercio 'Ferretería SB'",
    "the password manager is Bitwarden, ask Yolanda for an invite",
    "クレジットカードの番号はメールで送らないでください",
    "a senha precisa ter pelo menos 10 caracteres",
    "kuraka: ama clavita WhatsApp-pi apachimuychu",
    "recovery phrase is on paper in the co-op's safe",
    "horario: lunes a sábado 7:00–19:00, domingo cerrado",
]

_CLEAN_METADATA_JSON = [
    '{"password_policy": "12 chars min", "token_count": 512}',
    '{"pos": {"url": "https://pos.ferreminera-sb.example", "user": "caja01"}}',
    '{"sha256": "0b8c3d7e91a4f2c6d5e8b7a09f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c"}',
    '{"commit": "a91f3c0e72b4d5e6f7a8b9c0d1e2f3a4b5c6d7e8"}',
    '{"pedido": "004-118732", "total": "S/ 4,318.50"}',
    '{"card_last4": "4821", "exp": "08/33"}',
    '{"ruta": "Lircay-Huancavelica", "salida": "05:30", "asiento": 23}',
    '{"pin_pad": "roto", "intentos": 3}',
    '{"geo": {"lat": -12.9832, "lon": -74.7181, "alt_m": 3680}}',
    '{"secret_name": "boletos-db", "rotated": "2031-03-01"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
