# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirty-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-ninth's
docstring, the fifth to four hundred and twenty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (430, 432, 433), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (431_582_096), password words (a
mango variety, a surf word or a cotton word with a number and a sign, `KentTubo58!`; dot-joined
words with a year, `sullana.pima.2029`; leet `M4ngu1t0#47`; random runs with a sign; dashed
generator groups; a person and a beach, `Chabuca@Lobitos1974`).

The fictional company is Agroindustrias Chira Dorado S.A.C. of Piura, Peru: Mangos Valle de San
Lorenzo (an invented mango packhouse and exporter in Tambogrande), Hostal Ola Norteña (an invented
surf hostel in Máncora, run with an Italian partner) and Desmotadora del Chira (an invented cotton
gin in Sullana). Staff: Renzo Chunga (IT), Maricielo Zapata (the packhouse office), Kenji Higa and
his obachan Fumiko (a Nikkei family, in Japanese), Wilson Chang and his a-ma (a Tusán family, in
romanised Cantonese chat), Thiago Bezerra (the mango buyer in Recife, in Brazilian Portuguese) and
Lorenzo Gavazzi (the hostel partner from Genoa, in Italian). Every company, person, address,
domain (`chiradorado.lan`, `mangos-sanlorenzo.example`, `olanortena.example`,
`desmotadora-chira.example`), account and number is invented; only the region is real. Texts:
WhatsApp and Telegram chats, tickets, notes, runbooks, shell history, config and env files, URLs,
voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `/`, `|`, `::`, a tab, `es`, `è`, `é`, `は`, `hai`, `—`, a new line, a question then its
answer, a value said first and named after.

Grep counts (heldouts 5 to 429, grep -l): none for `Tambogrande`, `chinchulín`, `piajeno`, `mo
dim`, `sik faan`, `passuwaado`, `Kent mango`, `algodón pima`, `Mangifera`; two for `Máncora`,
`Sullana`, `gringo`; three for `Piura`, `habla`, `bacán`, `IBAN OM`; four for `Tusán`, `ya fue`,
`IBAN HN`, `IBAN MN`, `IBAN SO`, `IBAN GL`; six for `Nikkei`, `IBAN IT`; ten for `IBAN BR`; over
twenty for `pe.ruc`, `pe.cui`, `br.cnpj`, `br.cpf`, `jp.in`, `it.iva`, `senha é`.
Languages: about half English, config or shell; the rest in the northern Peruvian Spanish of
Piura as texted (`oe`, `causa`, `habla`, `churre`, `ya pe`, `al toque`, `la contra`, `jato`), the
Japanese of a Nikkei family (with Spanish loans: `パスワードは`, `暗証番号`, `おばあちゃん`), the
Cantonese of a Tusán family in romanised chat with no tones (`go password hai`, `mm ho kong bei
yan teng`, `a-ma`), the Brazilian Portuguese of a buyer (`a senha é`, `vc`, `valeu`, `blz`) and the
Italian of a hostel partner (`la password è`, `mi raccomando`, `ti giro`). The piurano slang, the
Nikkei Japanese mix and the Cantonese romanisation are my guesses.
Vendors: the invented MangoTrace, OlaBook, AlgodónNet and ChiraPagos, plus the GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm, SendGrid, Twilio,
Telegram, PyPI, Mailchimp, Shopify, DigitalOcean, Linear, Grafana, Postman, Doppler, Vault,
Tailscale, Supabase, Groq, Replicate, Perplexity, xAI, Brevo, NVIDIA, Docker Hub, Databricks,
Pulumi, Sentry, Netlify, Notion and age shapes. Ids: Peru's RUC and CUI (DNI with its check digit),
Brazil's CPF and CNPJ, Italy's codice fiscale and partita IVA, Japan's My Number and corporate
number, each drawn until its `stdnum` module validates it. IBANs of Brazil, Italy, Honduras, Oman,
Mongolia and Somalia, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish,
Portuguese, Italian, Japanese and Traditional Chinese lists, each checked with `Mnemonic.check`;
cards pass Luhn (Visa, Mastercard, Amex, Diners and an Elo-like `636368` prefix).
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
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 431_582_096
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Taker:
    """``n`` samples: each template (every one before any repeats) with a fresh ``{s}`` and a
    pick of each pool for its other slots (``{u}``, ``{n}``)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            text = template
            for name, pool in pools.items():
                text = text.replace("{" + name + "}", rng.choice(pool))
            out.append(Sample(cls, text.replace("{s}", secret), secret))
        return out

    return take


_MANGO = ["Kent", "Haden", "Edward", "Tommy", "Criollo", "Chato", "Keitt", "Ataulfo"]
_SURF = ["Tubo", "Ola", "Lobitos", "Swell", "Tabla", "Cabo", "Punta", "Marea", "Barril"]
_COTTON = ["Pima", "Tanguis", "Mota", "Fardo", "Pepita", "Hilaza", "Desmote", "Bellota"]
_PLACES = [
    "Tambogrande",
    "Sullana",
    "Mancora",
    "Chulucanas",
    "Catacaos",
    "Paita",
    "Lobitos",
    "Talara",
    "Vichayal",
    "Malingas",
    "Cieneguillo",
    "Sechura",
]
_NAMES = [
    "Renzo",
    "Maricielo",
    "Kenji",
    "Fumiko",
    "Wilson",
    "Thiago",
    "Lorenzo",
    "Chabuca",
    "Yaneth",
    "Jhonatan",
    "Leydi",
    "Brayan",
    "Meiling",
    "Akemi",
    "Nelida",
    "Segundo",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["M4ngu1t0", "T4ngu1s", "L0b1t0s", "P1m4Chir4", "K3ntM4ng0", "Ch1ch4"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MANGO)}{g.choice(_SURF)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_COTTON).lower()}.{g.randrange(2020, 2035)}",
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_PLACES)}{g.randrange(1955, 2010)}",
    lambda g: _r(g, ALNUM + "$%&!?*", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    _manager,
    lambda g: f"{g.choice(_COTTON)}{g.randrange(100, 1000)}{g.choice(_SURF)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"Caja{g.randrange(1000, 10_000)}{g.choice(_MANGO)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 15),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password with no sign a URL, a shell word or a config file would mangle."""
    safe = set(ALNUM + "._-")
    return v.until(rng, _pw, lambda s: set(s) <= safe and any(c.isdigit() for c in s))


_LABELLED = [
    "WhatsApp, Maricielo: the Unitec sorter panel password is {s}",
    "Telegram from Renzo: packhouse NAS admin password: {s}",
    "note to self: cold room 2 controller password = {s}",
    "Ticket CHD-2291: Greefa line HMI password -> {s} (reset by the vendor)",
    "runbook, hot-water treatment tank: log in to the PLC, password → {s}",
    "the gin's bale press touchscreen password | {s}",
    "password for the Sullana weighbridge PC :: {s}",
    "voice note: the password of the hostel booking laptop is {s} full stop",
    "Hi Renzo,\n\nthe new root password on pack-srv01 is {s}\n"
    "please put it in the vault.\n\nMaricielo",
    "router at the Máncora hostel / admin password / {s}",
    "Password\t{s}\t(hostel POS)",
    "the packhouse printer password was set to {s} yesterday",
    "can you keep this for me? my Interbank app password is {s}",
    "remember my BCP banca móvil password: {s}",
    "password changed to {s} for the fumigation log tablet",
    "Maricielo: pw del panel de cámaras => {s}",
    "oe causa, la contra del wifi del almacén es {s}",
    "habla churre, la contraseña del sistema de la empacadora es {s}, no la pases",
    "ya pe, la clave del correo de exportaciones: {s}",
    "al toque: contraseña de la balanza de camiones → {s}",
    "la contraseña del jato pa'l router es {s}, no le digas a nadie ah",
    "oe Brayan la clave de la laptop de la desmotadora es {s} ya fue",
    "contraseña nueva del SUNAT SOL de la empresa: {s}",
    "su clave de la compu de caja en el hostal: {s} causa",
    "倉庫のパソコンのパスワードは {s} です",
    "おばあちゃん、銀行アプリのパスワードは {s} だよ。誰にも言わないでね",
    "Kenji: 事務所のルーターのパスワード：{s}",
    "パスワード変わったよ → {s}（梱包場のPC）",
    "ケンジ、メールのパスワードは {s} でいいの？",
    "a-ma, go wifi password hai {s}, mm ho kong bei yan teng ah",
    "Wilson: ngo go email password hai {s}",
    "sai lou, pou tau computer go password hai {s} ah",
    "a-ma ge bank app password: {s}, ngo bong nei sai jo",
    "Thiago: a senha do portal de compras é {s}",
    "vc anota aí, a senha do sistema de qualidade é {s}, valeu",
    "blz, senha do e-mail da importadora: {s}",
    "Lorenzo: la password del gestionale dell'ostello è {s}",
    "ti giro la password del router: {s}, mi raccomando",
    "la password nuova della cassa è {s}, non dirla a nessuno",
]
_labelled = _family("labelled_password", _LABELLED, _pw)


_USERS = [
    "renzo.chunga",
    "maricielo",
    "kenji.higa",
    "wchang",
    "thiago.b",
    "lgavazzi",
    "yaneth",
    "jhonatan",
    "leydi.s",
    "brayan",
    "svc-packhouse",
    "gin-ops",
    "admin",
    "root",
]
_LOGINS = [
    "login: {u} / {s}",
    "creds for the Unitec sorter are {u} and {s}",
    "sign in to the hostel POS as {u} with {s}",
    "user {u}\npassword {s}",
    "{u}:{s}@ftp.chiradorado.lan",
    "| equipo | usuario | contraseña |\n|---|---|---|\n| balanza Sullana | {u} | {s} |",
    "usuario: {u} — contraseña: {s}",
    "oe, el usuario es {u} y la clave {s}",
    "ユーザー名：{u}　パスワード：{s}",
    "ID {u} / パス {s}",
    "user hai {u}, password hai {s}",
    "usuário {u} e senha {s}",
    "utente {u}, password {s}",
    "- host: gin-plc.desmotadora-chira.example\n  username: {u}\n  password: {s}",
    "user,password\n{u},{s}",
    "SSH: {u}@pack-srv01.chiradorado.lan, password {s}",
    "u={u} p={s}",
    "MangoTrace portal › Settings › Users: {u} — {s}",
]
_logins = _family("login_pair", _LOGINS, _pw, u=_USERS)


_WORDS = [
    "chifa",
    "seco",
    "clarito",
    "natilla",
    "cebiche",
    "majarisco",
    "chicha",
    "algarrobo",
    "ceibo",
    "zapote",
    "ciruela",
    "faique",
    "chilalo",
    "pajuro",
]
_SPELLED = [
    "the password is the word {w} in small letters and then {d}",
    "it's {w}, then the number {d} right after, no space",
    "type {w} followed by {d}; that's the admin password",
    "la contraseña es la palabra {w} y después {d}, todo junto",
    "パスワードは {w} という言葉、そのあとに {d}",
    "go password hai {w} go zi, jip jyu {d}",
    "a senha é a palavra {w} e depois {d}",
    "la password è la parola {w} e poi {d}",
    "{w}{d} — that's the wifi password at the gin",
    "I set {w}{d} for the hostel router",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_WORDS), str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        text = template.replace("{w}", word).replace("{d}", number)
        out.append(Sample("spelled_password", text, secret))
    return out


_CHATS = [
    "Renzo: cold room wifi password?\nMaricielo: {s}",
    "[07:02] kenji: root pw for pack-srv01?\n[07:03] renzo: {s}",
    "Jhonatan: {s} is the new password for the sorter panel",
    "{s} — that's the NAS admin password now",
    "use {s}, that's what I set for the weighbridge PC",
    "Leydi: ¿y la contra del wifi?\nBrayan: {s}",
    "Wilson: a-ma, password hai mat ye?\nA-ma: {s}",
    "Thiago: qual a senha do portal?\nMaricielo: {s}",
    "Lorenzo: password del wifi ospiti?\nRenzo: {s}",
    "ケンジ：パスワードは？\nフミコ：{s}",
]
_chats = _family("chat_password", _CHATS, _pw)


_CLI = [
    "mysql -h db.chiradorado.lan -u {u} -p{s} calidad",
    "sshpass -p '{s}' ssh {u}@pack-srv01.chiradorado.lan",
    "redis-cli -h cache.chiradorado.lan -a '{s}' ping",
    "docker login registry.chiradorado.lan -u {u} -p '{s}'",
    "curl -u {u}:{s} https://api.mangos-sanlorenzo.example/lotes",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{s}'",
    "smbclient //nas.chiradorado.lan/calidad -U {u}%{s}",
    'psql "postgresql://{u}:{s}@db.chiradorado.lan:5432/trazabilidad"',
    "sqlcmd -S mssql.chiradorado.lan -U {u} -P '{s}' -Q 'select 1'",
    "ldapsearch -x -D 'cn={u},dc=chiradorado,dc=lan' -w '{s}' -b dc=chiradorado,dc=lan",
    "zip -P '{s}' facturas-2031.zip facturas/*.pdf",
    "7z a -p'{s}' certificados.7z certificados/",
    "openssl enc -aes-256-cbc -in nomina.csv -out nomina.enc -pass pass:{s}",
    "gpg --batch --passphrase '{s}' -c exportacion.xlsx",
    "plink -ssh {u}@gin-plc.desmotadora-chira.example -pw {s}",
    "xfreerdp /v:10.40.2.15 /u:{u} /p:'{s}'",
    "net use Z: \\\\nas\\fotos /user:{u} {s}",
    "sqlplus {u}/{s}@//ora.chiradorado.lan:1521/ERP",
    "lftp -u {u},'{s}' sftp://sftp.olanortena.example",
    "echo '{s}' | sudo -S systemctl restart camaras",
    "ipmitool -I lanplus -H 10.40.0.9 -U {u} -P '{s}' power status",
    "mosquitto_pub -h mqtt.chiradorado.lan -u {u} -P '{s}' -t camara/2/temp -m 7.5",
    "keytool -importcert -keystore gin.jks -storepass '{s}' -file ca.pem",
    "rabbitmqctl add_user {u} '{s}'",
    "mongosh 'mongodb://{u}:{s}@mongo.chiradorado.lan/lotes'",
    "cqlsh cass.chiradorado.lan -u {u} -p '{s}'",
    "hydra -l {u} -p '{s}' ssh://10.40.2.7",
    "printf '%s\\n' '{s}' | kinit {u}@CHIRADORADO.LAN",
    "$ export PGPASSWORD='{s}'\n$ pg_dump -h db.chiradorado.lan -U {u} trazabilidad > dump.sql",
    "mega-login {u}@olanortena.example '{s}'",
    'restic -r sftp:backup@nas:/restic backup /srv --password-command "echo {s}"',
    "ALTER USER {u} IDENTIFIED BY '{s}';",
    "twine upload -u {u} -p '{s}' dist/*",
    "oc login https://api.okd.chiradorado.lan:6443 -u {u} -p '{s}'",
    "ssh-keygen -t ed25519 -N '{s}' -f ~/.ssh/gin_ed25519",
]
_cli = _family("cli_password", _CLI, _plain_pw, u=_USERS)


_URLS = [
    "https://{u}:{s}@git.chiradorado.lan/packhouse/etiquetas.git",
    "DATABASE_URL=mysql://{u}:{s}@db.chiradorado.lan:3306/hostal",
    "amqp://{u}:{s}@rabbit.chiradorado.lan:5672/",
    "ftp://{u}:{s}@ftp.desmotadora-chira.example/balanza/",
    "rtsp://{u}:{s}@10.40.3.21:554/Streaming/Channels/101",
    "redis://:{s}@cache.chiradorado.lan:6379/0",
    "socks5://{u}:{s}@proxy.chiradorado.lan:1080",
    "smtp://{u}:{s}@mail.olanortena.example:587",
    "la cámara del patio: http://{u}:{s}@10.40.3.22/",
    "jdbc:postgresql://db.chiradorado.lan/lotes?user={u}&password={s}",
]
_urls = _family("url_credentials", _URLS, _plain_pw, u=_USERS)


_CONFIGS = [
    ".env:\nDB_HOST=db.chiradorado.lan\nDB_USER=packhouse\nDB_PASSWORD={s}",
    "settings.py:\nDATABASES = {'default': {'USER': 'hostal', 'PASSWORD': '{s}'}}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_USER: mango\n    POSTGRES_PASSWORD: {s}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{s}');",
    "application.properties:\nspring.datasource.username=gin\nspring.datasource.password={s}",
    "~/.pgpass:\ndb.chiradorado.lan:5432:lotes:renzo:{s}",
    'config.yaml:\nsmtp:\n  user: avisos@mangos-sanlorenzo.example\n  pass: "{s}"',
    'terraform.tfvars:\ndb_admin_password = "{s}"',
    "[client]\nuser=backup\npassword={s}",
    'appsettings.json:\n{"ConnectionStrings": {"Erp": "Server=erp;User Id=sa;Password={s};"}}',
    "msmtprc:\naccount hostal\nuser reservas@olanortena.example\npassword {s}",
    "nginx upstream note: auth_basic_user_file pw for 'calidad' is {s}",
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {s}",
    "hostapd.conf:\nssid=OlaNortena-Staff\nwpa_passphrase={s}",
    'wpa_supplicant.conf:\nnetwork={\n  ssid="Empacadora-2G"\n  psk="{s}"\n}',
    "rclone.conf:\n[nas]\ntype = sftp\nuser = backup\npass_plain = {s}",
    'K8s secret stringData:\n  MYSQL_ROOT_PASSWORD: "{s}"',
    "ansible vars:\nansible_become_pass: '{s}'",
]
_configs = _family("config_file", _CONFIGS, _plain_pw)


def _tel(g: random.Random) -> str:
    return f"{g.randrange(10**9, 10**10)}:AA{_r(g, URLSAFE, 33)}"


# (text with {s}, the token's maker)
_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={s}", _j("ghp_", (ALNUM, 36))),
    ("gh auth login --with-token <<< {s}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("GitLab deploy token for the etiquetas repo: {s}", _j("glpat-", (URLSAFE, 20))),
    (
        "slack bot for #empacadora: {s}",
        lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}",
    ),
    ('STRIPE_SECRET_KEY="{s}"', _j("sk_live_", (ALNUM, 99))),
    ("Stripe restricted key for the hostel: {s}", _j("rk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={s}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("la key de Anthropic pa'l bot de reservas: {s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("openrouter: {s}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {s}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {s}", _j((B64, 40))),
    ("Google Maps key for the truck tracker: {s}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={s}", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("Twilio API key SID SK... secret {s}", _j((ALNUM, 32))),
    ("TWILIO_AUTH_TOKEN={s}", _j((HEX, 32))),
    ("bot de Telegram de la desmotadora: {s}", _tel),
    ("~/.pypirc password = {s}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Mailchimp key for the buyers' newsletter: {s}", lambda g: f"{_r(g, HEX, 32)}-us21"),
    ("Shopify admin token (tienda de mango deshidratado): {s}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={s}", _j("dop_v1_", (HEX, 64))),
    ("Linear API key: {s}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {s}", lambda g: f"glsa_{_r(g, ALNUM, 32)}_{_r(g, HEX, 8)}"),
    ("Postman API key: {s}", lambda g: f"PMAK-{_r(g, HEX, 24)}-{_r(g, HEX, 34)}"),
    ("DOPPLER_TOKEN={s}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={s}", _j("hvs.", (URLSAFE, 90))),
    ("tailscale up --authkey={s}", lambda g: f"tskey-auth-{_r(g, ALNUM, 17)}-{_r(g, ALNUM, 33)}"),
    ("supabase access token {s}", _j("sbp_", (HEX, 40))),
    ("GROQ_API_KEY={s}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={s}", _j("r8_", (ALNUM, 37))),
    ("perplexity: {s}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={s}", _j("xai-", (ALNUM, 80))),
    ("Brevo SMTP key: {s}", lambda g: f"xkeysib-{_r(g, HEX, 64)}-{_r(g, ALNUM, 16)}"),
    ("NGC_API_KEY={s}", _j("nvapi-", (URLSAFE, 64))),
    ("docker login -u chiradorado --password-stdin <<< {s}", _j("dckr_pat_", (URLSAFE, 27))),
    ("DATABRICKS_TOKEN={s}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={s}", _j("pul-", (HEX, 40))),
    ("SENTRY_AUTH_TOKEN={s}", _j("sntryu_", (HEX, 64))),
    ("NETLIFY_AUTH_TOKEN={s}", _j("nfp_", (ALNUM, 36))),
    ("Notion integration secret: {s}", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("age key for the backups: {s}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
    ("Kenji: GitHubのトークンは {s} です", _j("ghp_", (ALNUM, 36))),
    ("Thiago: a chave da API do Stripe é {s}", _j("sk_live_", (ALNUM, 40))),
    (
        "Lorenzo: ti giro il token di Slack: {s}",
        lambda g: f"xoxp-{_r(g, D, 12)}-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, HEX, 32)}",
    ),
]


def _pairs(cls: str, rows: list[tuple[str, Maker]]) -> Taker:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for i in range(n):
            template, make = rows[i % len(rows)]
            secret = make(rng)
            out.append(Sample(cls, template.replace("{s}", secret), secret))
        return out

    return take


_vendors = _pairs("vendor_token", _VENDORS)

_INVENTED: list[tuple[str, Maker]] = [
    ("MangoTrace API key: {s}", _j((HEX, 32))),
    ("OlaBook channel manager API key {s}", lambda g: v.uuid4(g, "b")),
    ("AlgodónNet integration broken, current key {s}", _j((ALNUM, 40))),
    ("ChiraPagos › Integraciones › API: {s}", _j("cp_live_", (ALNUM, 32))),
    ("clave API de MangoTrace para el packing: {s}", _j((HEX, 40))),
    ("OlaBookのAPIキー：{s}", _j((HEX, 32))),
    ("chave de API do portal de compras: {s}", _j((ALNUM, 36))),
    ("chiave API di OlaBook per l'ostello: {s}", lambda g: v.uuid4(g, "8")),
    ("AlgodónNet api_key => {s}", _j((HEX, 48))),
    ("ChiraPagos webhook signing secret: {s}", _j("whsec_", (ALNUM, 32))),
]
_invented = _pairs("invented_vendor_key", _INVENTED)


_BARE = [
    "{s}",
    "pegué esto en el chat por error: {s}",
    "session cookie from the OlaBook admin: {s}",
    "Renzo, what is this? {s}",
    "copied from the gin's license screen {s} — keep it",
    "これ何？ {s}",
    "ngo copy jo ni go: {s}",
    "achei isso no log: {s}",
]
_bare = _family("bare_token", _BARE, _j((ALNUM, 40)))

_HEXES = [
    "encryption key for the backup disk: {s}",
    "AES key (nomina): {s}",
    "MASTER_KEY={s}",
    "HMAC secret for the scale webhook = {s}",
    "{s}",
    "LoRaWAN AppKey for the cold-room sensors: {s}",
    "la llave del cifrado de respaldos es {s}",
    "chiave di cifratura: {s}",
]
_hexes = _family("hex_key", _HEXES, _j((HEX, 64)))


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    sub = g.choice(_USERS)
    body = v.b64url(
        {"sub": sub, "iss": "chiradorado.lan", "iat": g.randrange(1_800_000_000, 1_900_000_000)}
    )
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {s}",
    "the OlaBook session token is {s}",
    "curl -H 'Authorization: Bearer {s}' https://api.chiradorado.lan/lotes",
    "token del ERP: {s}",
    "{s}",
    "JWT pa probar el app de campo: {s}",
    "セッショントークン：{s}",
]
_jwts = _family("jwt", _JWTS, _jwt)


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([180, 240])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "deploy key for pack-srv01:\n{s}",
    "{s}",
    "Renzo pasted into the ticket:\n{s}\nplease rotate",
    "id_ed25519 del servidor de la desmotadora\n{s}",
    "鍵ファイル：\n{s}",
]
_pems = _family("pem_key", _PEMS, _pem)

_MNEMO = {
    lang: Mnemonic(lang)
    for lang in ("english", "spanish", "portuguese", "italian", "japanese", "chinese_traditional")
}


def _seed(lang: str, words: int = 12) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


_SEEDS: list[tuple[str, Maker]] = [
    ("recovery phrase of the hostel's USDT wallet: {s}", _seed("english")),
    ("seed words (Ledger, packhouse petty cash):\n{s}", _seed("english", 24)),
    ("frase semilla de la billetera de Brayan: {s}", _seed("spanish")),
    ("oe guarda esto, son las palabras de recuperación: {s}", _seed("spanish", 15)),
    ("frase de recuperação da carteira do Thiago: {s}", _seed("portuguese")),
    ("Lorenzo: le parole di recupero del wallet sono {s}", _seed("italian")),
    ("ウォレットの復元フレーズ：{s}", _seed("japanese")),
    ("a-ma ge wallet recovery words: {s}", _seed("chinese_traditional")),
    ("{s}", _seed("english", 18)),
    ("MetaMask Secret Recovery Phrase - {s}", _seed("english")),
]
_seeds = _pairs("seed_phrase", _SEEDS)


def _card_of(g: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_BRANDS = [("4", 16), ("52", 16), ("37", 15), ("36", 14), ("636368", 16), ("4", 16)]


def _card(g: random.Random) -> str:
    prefix, length = g.choice(_BRANDS)
    return v.grouped(_card_of(g, prefix, length), g.choice([" ", "-", "", " "]), g)


_CARDS = [
    "card number {s} exp 08/33",
    "la tarjeta de la empresa es {s}, vence 11/32",
    "pay the surfboard repair with {s}",
    "カード番号：{s}",
    "numero do cartão: {s} validade 04/34",
    "carta per la caparra: {s}",
    "{s}",
    "ngo jeung kaat number hai {s}",
    "Visa empresa → {s}",
    "CARD: {s} / Chabuca Zapata",
]
_cards = _family("card_number", _CARDS, _card)

_CVVS = [
    "security code on the back: {s}",
    "the three digits on the back are {s}",
    "CVV {s}",
    "código de seguridad de la tarjeta: {s}",
    "código de segurança: {s}",
    "セキュリティコード：{s}",
]
_cvvs = _family("card_code", _CVVS, _j((D, 3)))


_IBAN_COUNTRIES = ["BR", "IT", "HN", "OM", "MN", "SO"]
_IBAN_SHAPES = {
    "BR": "n" * 8 + "n" * 5 + "n" * 10 + "a" + "c",
    "IT": "a" + "n" * 10 + "c" * 12,
    "HN": "aaaa" + "n" * 20,
    "OM": "nnn" + "c" * 16,
    "MN": "n" * 16,
    "SO": "n" * 19,
}


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


_IBANS = [
    ("Thiago's IBAN for the mango refund: {s}", "BR"),
    ("IBAN do importador: {s}", "BR"),
    ("Lorenzo: il mio IBAN è {s}", "IT"),
    ("IBAN per la caparra dell'ostello: {s}", "IT"),
    ("cotton buyer in Honduras, IBAN {s}", "HN"),
    ("IBAN del comprador de Muscat: {s}", "OM"),
    ("Mongolian wool partner IBAN: {s}", "MN"),
    ("IBAN {s} (Mogadishu agent)", "SO"),
    ("transfer to {s} please", "IT"),
    ("cuenta IBAN del cliente: {s}", "HN"),
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, country = _IBANS[i % len(_IBANS)]
        number = _iban(rng, country)
        secret = v.iban_spaced(number) if i % 3 == 1 else number
        out.append(Sample("iban", template.replace("{s}", secret), secret))
    return out


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda r: r.choice(["10", "20"]) + _r(r, D, 9), pe_ruc.is_valid)


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + pe_cui.calc_check_digits(body)[0]


def _cnpj(g: random.Random) -> str:
    number = v.until(g, lambda r: _r(r, D, 8) + "0001" + _r(r, D, 2), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


def _codice(g: random.Random) -> str:
    body = (
        _r(g, "BCDFGLMNPRSTVZ", 6)
        + _r(g, D, 2)
        + g.choice("ABCDEHLMPRST")
        + f"{g.randrange(1, 29):02d}"
        + g.choice("DFGH")
        + _r(g, D, 3)
    )
    return body + it_cf.calc_check_digit(body)


def _iva(g: random.Random) -> str:
    return v.until(g, lambda r: "0" + _r(r, D, 6) + "0" + _r(r, D, 3), it_iva.is_valid)


def _mynumber(g: random.Random) -> str:
    body = _r(g, "123456789", 1) + _r(g, D, 10)
    return body + jp_in.calc_check_digit(body)


def _corp(g: random.Random) -> str:
    body = _r(g, "123456789", 1) + _r(g, D, 11)
    return jp_cn.calc_check_digit(body) + body


_IDS: list[tuple[str, Maker]] = [
    ("RUC de la empresa: {s}", _ruc),
    ("Chira Dorado's tax id (RUC) is {s}", _ruc),
    ("mi DNI es {s}", _cui),
    ("CUI {s} — Segundo Chunga, for the SUNAT form", _cui),
    ("CPF do Thiago: {s}", v.cpf_number),
    ("o CNPJ da importadora é {s}", _cnpj),
    ("codice fiscale di Lorenzo: {s}", _codice),
    ("partita IVA dell'ostello: {s}", _iva),
    ("おばあちゃんのマイナンバー：{s}", _mynumber),
    ("法人番号 {s}（東京の輸入業者）", _corp),
    ("Wilson's DNI for the bank form: {s}", _cui),
    ("RUC del proveedor de cajas → {s}", _ruc),
    ("CPF {s} (contato do importador)", v.cpf_number),
    ("Lorenzo's codice fiscale is {s}", _codice),
    ("My Number card: {s}", _mynumber),
    ("passport of the Italian partner: codice fiscale {s}", _codice),
]
_national = _pairs("national_id", _IDS)


_TOTPS = [
    "TOTP secret for the hostel admin: {s}",
    "2FA setup key (manual entry): {s}",
    "otpauth://totp/ChiraDorado:renzo?secret={s}&issuer=ChiraDorado",
    "can't scan the QR code, key is {s}",
    "clave de configuración del 2FA: {s}",
    "二段階認証のセットアップキー：{s}",
]
_totp = _family("totp_secret", _TOTPS, lambda g: _r(g, BASE32, 32))

_CODES = [
    "Your ChiraPagos verification code is {s}",
    "{s} is your OlaBook sign-in code",
    "Use {s} to sign in to MangoTrace",
    "tu código de verificación es {s}",
    "código de verificação: {s}",
    "確認コード：{s}",
    "il codice di verifica è {s}",
    "BCP: tu clave dinámica es {s}",
    "verification code {s}, expires in 10 min",
    "Wilson, go code hai {s}",
]
_codes = _family("otp_code", _CODES, _j((D, 6)))


def _backup(g: random.Random) -> str:
    style = g.randrange(3)
    codes = v.backup_codes(g, 8, style)
    return g.choice(["\n", ", ", " "]).join(codes)


_BACKUPS = [
    "Google backup codes for exportaciones@:\n{s}",
    "códigos de respaldo del 2FA: {s}",
    "2FA backup codes (GitHub, renzo): {s}",
    "バックアップコード：\n{s}",
    "códigos de backup da conta: {s}",
    "codici di backup: {s}",
]
_backups = _family("backup_codes", _BACKUPS, _backup)


def _wifi_key(g: random.Random) -> str:
    makers: list[Maker] = [_plain_pw, lambda r: _r(r, ALNUM, 20), lambda r: _r(r, HEX, 26)]
    return g.choice(makers)(g)


_WIFI = [
    "wifi: OlaNortena-Guests / {s}",
    "Network: Empacadora 5G, key {s}",
    "WIFI:T:WPA;S:Desmotadora-Oficina;P:{s};;",
    "wifi de la chacra de Malingas / clave {s}",
    "WPA key for the packhouse AP: {s}",
    "oe cuál es el wifi? — Mango-Camara2 y la contra es {s}",
    "wifi del hostal: Ola Norteña Staff\n{s}",
    "Wi-Fiのパスワード：{s}",
    "a-ma, wifi password hai {s}",
    "senha do wifi do escritório: {s}",
    "la password del wifi è {s}",
    "SSID ChiraDorado-Planta, passphrase {s}",
    "network (Sullana-Gin-2G) uses {s}",
    "wifi password for the guest rooms is {s}",
]
_wifi = _family("wifi_key", _WIFI, _wifi_key)

_LOCKS = [
    "the alarm code is {s}",
    "door code for the cold room: {s}#",
    "PIN de la tarjeta: {s}",
    "clave del candado del almacén de fardos: {s}",
    "lockbox at the hostel gate: {s}",
    "暗証番号は {s}",
    "a-ma ge ATM PIN hai {s}",
    "o PIN do cartão é {s}",
    "codice del portone: {s}",
    "safe combination {s}",
    "keypad code for the gin office → {s}",
    "mi PIN del celular es {s} por si acaso",
]
_locks = _family("pin_code", _LOCKS, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))


_PHRASE_WORDS = [
    "mango",
    "algarrobo",
    "ola",
    "tabla",
    "fardo",
    "pima",
    "ceviche",
    "sol",
    "garza",
    "caballito",
    "totora",
    "pelicano",
    "arena",
    "chira",
    "viento",
]
_PHRASES = [
    "passphrase: {s}",
    "the vault master passphrase is {s}",
    "frase de paso del gestor: {s}",
    "KeePass passphrase → {s}",
    "パスフレーズは {s}",
    "passphrase do cofre: {s}",
]
_phrases = _family(
    "passphrase", _PHRASES, lambda g: g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4))
)

_SPLIT_TOKENS = [
    "the Stripe key, typed with spaces so the chat won't eat it: {s}",
    "token letter by letter: {s}",
    "la key con guiones: {s}",
    "token dictated in groups: {s}",
]


def _spread(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        raw = ["sk_live_" + _r(rng, ALNUM, 24), "ghp_" + _r(rng, ALNUM, 36)][i % 2]
        if i % 4 == 0:
            secret = " ".join(raw)
        elif i % 4 == 1:
            secret = ".".join(raw)
        elif i % 4 == 2:
            secret = " - ".join(raw[k : k + 4] for k in range(0, len(raw), 4))
        else:
            secret = " ".join(raw[k : k + 5] for k in range(0, len(raw), 5))
        out.append(Sample("spread_token", _SPLIT_TOKENS[i % 4].replace("{s}", secret), secret))
    return out


# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_labelled, 80),
    (_logins, 30),
    (_spelled, 10),
    (_chats, 14),
    (_cli, 35),
    (_urls, 10),
    (_configs, 18),
    (_vendors, 45),
    (_invented, 10),
    (_bare, 8),
    (_hexes, 8),
    (_jwts, 7),
    (_pems, 5),
    (_seeds, 10),
    (_cards, 10),
    (_cvvs, 6),
    (_ibans, 10),
    (_national, 16),
    (_totp, 6),
    (_codes, 10),
    (_backups, 6),
    (_wifi, 14),
    (_locks, 12),
    (_phrases, 6),
    (_spread, 4),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# (class, first field ending in a label, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the sorter panel password is", "{s}", _pw),
    ("split_password", "NAS admin pw:", "{s} (since the March update)", _pw),
    ("split_password", "oe la contra del wifi es", "{s}", _pw),
    ("split_password", "la contraseña de la balanza:", "{s}\ncámbiala después de la campaña", _pw),
    ("split_password", "パスワードは", "{s}", _pw),
    ("split_password", "go password hai", "{s} ah", _pw),
    ("split_password", "a senha é", "{s}", _pw),
    ("split_password", "la password del gestionale è", "{s}", _pw),
    ("split_password", "hostel POS password", "{s}", _pw),
    ("split_password", "Renzo read the root password out over the radio:", "{s}, I think", _pw),
    ("split_token", "MangoTrace API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "wallet recovery words", "{s}", _seed("english")),
    ("split_card", "card number", "{s} exp 02/34", _card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "BR"))),
    ("split_otp", "TOTP secret", "{s}", lambda g: _r(g, BASE32, 32)),
    ("split_id", "RUC:", "{s}", _ruc),
    ("split_pin", "el PIN de la tarjeta es", "{s}", _j((D, 4))),
    ("split_wifi", "wifi OlaNortena-Guests, key", "{s}", _wifi_key),
    ("split_backup", "backup codes", "{s}", _backup),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


def _meta_pw(g: random.Random) -> str:
    return _plain_pw(g)


# (class, metadata with "{s}" where the secret goes, the secret's maker)
_METADATA: list[tuple[str, Any, Maker]] = [
    (
        "meta_password",
        {"sorter": {"url": "https://unitec.chiradorado.lan", "admin_password": "{s}"}},
        _meta_pw,
    ),
    ("meta_password", {"contraseña": "{s}"}, _meta_pw),
    ("meta_password", {"account": {"user": "kenji.higa", "passwd": "{s}"}}, _meta_pw),
    (
        "meta_password",
        {"balanzas": [{"name": "b1"}, {"name": "b2", "web_password": "{s}"}]},
        _meta_pw,
    ),
    ("meta_password", {"argv": ["mysql", "-u", "calidad", "--password", "{s}", "lotes"]}, _meta_pw),
    ("meta_password", {"note": "la contra del router del hostal es {s}"}, _meta_pw),
    ("meta_password", {"パスワード": "{s}"}, _meta_pw),
    ("meta_password", {"senha": "{s}", "usuario": "thiago.b"}, _meta_pw),
    ("meta_token", {"mangotrace": {"api_key": "{s}"}}, _j((HEX, 32))),
    ("meta_token", {"headers": {"Authorization": "Bearer {s}"}}, _j((ALNUM, 40))),
    ("meta_token", {"github_token": "{s}"}, _j("ghp_", (ALNUM, 36))),
    ("meta_card", {"payment": {"card_number": "{s}", "exp": "09/33"}}, _card),
    ("meta_iban", {"buyer": {"iban": "{s}"}}, lambda g: _iban(g, "IT")),
    ("meta_id", {"empresa": {"ruc": "{s}"}}, _ruc),
    ("meta_id", {"comprador": {"cpf": "{s}"}}, v.cpf_number),
    ("meta_otp", {"2fa": {"backup": ["{s}"]}}, lambda g: v.backup_codes(g, 1, 3)[0]),
    ("meta_seed", {"wallet": {"seed_words": "{s}"}}, _seed("spanish")),
    ("meta_key", {"lorawan": {"app_key": "{s}"}}, _j((HEX.upper(), 32))),
    ("meta_pin", {"almacen": {"padlock_code": "{s}"}}, _j((D, 4))),
    ("meta_wifi", {"wifi": {"ssid": "OlaNortena-Staff", "psk": "{s}"}}, _wifi_key),
]


def _place(value: Any, secret: str) -> Any:
    if isinstance(value, dict):
        return {k: _place(x, secret) for k, x in value.items()}
    if isinstance(value, list):
        return [_place(x, secret) for x in value]
    return value.replace("{s}", secret) if isinstance(value, str) else value


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, shape, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, _place(shape, secret), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"unitec-sorter-fw-7.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.chiradorado.lan/lotes-api:2.9").hexdigest()
_COMMIT = hashlib.sha1(b"lotes: add brix column for Kent", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"etiquetas: revert GS1 prefix", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"calibres_2031-12-04.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"trazabilidad-campania-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the sorter panel password before the Kent campaign starts on 2031-11-20.",
    "Brayan asked for the cold room wifi password; it's on the card in Maricielo's drawer.",
    "Policy: Chira Dorado passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords in the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `MANGOTRACE_API_KEY=changeme` is a placeholder.",
    "The weighbridge PC asks for a new password every 90 days.",
    "Replace <YOUR_OLABOOK_KEY> in the README with the key from the OlaBook dashboard.",
    "OLABOOK_API_KEY and CHIRAPAGOS_TOKEN must be set before the nightly sync runs.",
    "oe causa, no pases tu contraseña a nadie, ya pe.",
    "La contraseña debe tener mínimo catorce caracteres, churre.",
    "パスワードは誰にも教えないでね、おばあちゃん。",
    "a-ma, mm ho kong go password bei yan teng ah.",
    "Nunca passe a sua senha por WhatsApp, blz?",
    "Mi raccomando, la password non si manda per messaggio.",
    "Upgraded the sorter firmware from 7.1 to 7.2.0 and pyserial to 3.5 over the weekend.",
    f"commit {_COMMIT} adds the brix column for Kent lots.",
    f"Rolled back to {_SHORT} after the GS1 prefix change broke the labels.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The sorter firmware 7.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of trazabilidad-campania-2031.parquet: {_SHA512}",
    f"The lotes API runs registry.chiradorado.lan/lotes-api@sha256:{_IMAGE}.",
    f"MD5 of calibres_2031-12-04.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9a1c27-8e4b-4d60-a215-7c9e0b3d5f41 is the slow one in the MangoTrace logs.",
    "Orden de compra OC-2031-00742: 1 200 cajas de Kent calibre 9 para Rotterdam.",
    "Ticket CHD-2291: the hot-water tank thermometer reads 46.1 °C instead of 46.4.",
    "Call the packhouse office on +51 73 412 8856 before noon.",
    "Container SUDU 6182734 with the Edward lot leaves Paita on Friday.",
    "Guía de remisión EG07-00018342 covers 18 pallets to the port of Paita.",
    "Partida arancelaria 0804.50.20 is fresh mangoes; 5201.00 is cotton, not carded.",
    "Cold room 2 is at 7.5 °C and 90 % relative humidity.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "The Sullana gin presses bales of about 220 kg; pima fibre is 38 mm long.",
    "The secret of a good ceviche is the lime from Chulucanas.",
    "Ask Renzo for the cold-room keypad code, I don't have it.",
    "My card ending 4471 was declined at the Máncora surf shop.",
    "Thiago wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ChiraPagos account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `MANGOTRACE_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the bale store rusts in the sea air; oil it every month.",
    "OlaBook moved the API key page under Ajustes › Desarrolladores in its May release.",
    "The hostel's guest wifi 'OlaNortena-Libre' is open, no password needed.",
    "Lote LT-2031-TMB-0418: Kent, calibre 8, brix 14.2, 4 kg per box.",
    "Código postal de Tambogrande: 20300; Máncora es 20850.",
    "Coordinates of the packhouse: -4.9270, -80.3420.",
    "Surf forecast Máncora: 1.5 m swell, 14 s period, wind 12 knots SSW.",
    "Room 7 costs 95 soles a night; check-out at 11:00.",
    "Tracking number 1Z 9F8 42A 03 5512 7764 for the sample boxes to Recife.",
    "La clave para un buen despacho es llegar temprano a la garita.",
    "El código del producto es MNG-KENT-4KG-C9, no lo cambies en la etiqueta.",
    "The PIN pad at the hostel reception is broken again.",
    "Card ending **** **** **** 1287, authorisation approved.",
    "Your one-time code will arrive by SMS; it expires after 5 minutes.",
    "Version 2.9.14 of the lotes API went live on 2031-12-01.",
    "カード番号の下四桁は 8820 です。",
    "ngo dei sik jo faan mei? a-ma jyu nei faan lai sik faan.",
    "O pedido 48213 de manga Palmer sai de Paita dia 12.",
    "La prenotazione 7731 è confermata per tre notti, camera doppia.",
    "IBAN: ask Lorenzo, I don't have it written down.",
    "The RUC field on the invoice form is mandatory since January.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-11-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/chira/sorter", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "CHD-2291", "purchase_order": "OC-2031-00742"}',
    '{"lote": {"id": "LT-2031-TMB-0418", "variedad": "Kent", "brix": 14.2}}',
    '{"telefono": "+51 73 412 8856", "ciudad": "Tambogrande"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cajas_en_stock": 3120}',
    '{"partida": "0804.50.20", "origen": "PE", "descripcion": "mango fresco"}',
    '{"container": "SUDU 6182734", "naviera": "Hamburg Sud", "eta": "2031-12-22"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
