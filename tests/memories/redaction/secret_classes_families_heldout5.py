# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fifth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
issue 46, the fourth held-out corpus as a format example and the value helpers
(`secret_classes_values.py`), never `memories/redaction/`, the tuning corpora nor the offline
miner. Its own seed, password words, templates, tools, vendors, languages and phrasings, in the
places people paste secrets: chats, config files, shell history, notes. Measured once; a miss
here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import json
import random
import string
import unicodedata
from collections.abc import Callable
from functools import partial
from typing import Any

from mnemonic import Mnemonic
from stdnum.au import tfn
from stdnum.bg import egn
from stdnum.ch import ssn as ahv
from stdnum.cz import rc
from stdnum.de import idnr
from stdnum.gb import nhs
from stdnum.gr import amka
from stdnum.hr import oib
from stdnum.ie import pps
from stdnum.il import idnr as il_idnr
from stdnum.in_ import aadhaar
from stdnum.is_ import kennitala
from stdnum.iso7064 import mod_11_10
from stdnum.jp import in_ as my_number
from stdnum.kr import rrn
from stdnum.lt import asmens
from stdnum.nl import bsn
from stdnum.pl import pesel
from stdnum.pt import nif
from stdnum.ro import cnp
from stdnum.se import personnummer
from stdnum.tr import tckimlik

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 7_304_551
ALNUM = string.ascii_letters + string.digits
LOWER_DIGITS = string.ascii_lowercase + string.digits
URLSAFE = ALNUM + "-_"
UPPER_DIGITS = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BASE32 = string.ascii_uppercase + "234567"
D = string.digits


_r, _cycle, _j, _until, _b64url = v.r, v.cycle, v.token, v.until, v.b64url
_fill, _framed, _uuid = v.fill, v.framed, partial(v.uuid4, variant="a")
Maker = v.Maker


_WORDS = ["Kalimera", "Paprika", "Hagebutte", "Flamingo", "Tiramisu", "Zeppelin", "Kolibri",
          "Maracuja", "Pistache", "Lavendel", "Cormoran", "Bergamot", "Sasquatch", "Pomelo",
          "Trombone", "Galaxia"]  # fmt: skip
_NAMES = ["Oskar", "Yusuf", "Greta", "Dorota", "Thabo", "Mei", "Ilario", "Saoirse", "Anouk"]
_LEET = ["Tr4mp0l1n", "C4ct4s", "Fl4m1ng0", "R3dw00d", "P4p4y4", "Sp1tf1r3", "W1ll0w"]
_SEASONS = ["Primavera", "Zima", "Lente", "Sommar", "Jesien", "Invierno", "Kesa"]


def _pw(rng: random.Random, *, url_safe: bool = False) -> str:
    """A password as people pick them: words and digits, names and years, leet, random runs."""
    symbols = "-_.~" if url_safe else "!@#%&*+=?-_.$~^"
    style = rng.randrange(8)
    if style == 0:
        return rng.choice(_WORDS) + rng.choice(symbols) + _r(rng, D, rng.choice([3, 4]))
    if style == 1:
        return _r(rng, ALNUM, rng.randrange(10, 16)) + rng.choice(symbols) + _r(rng, D, 2)
    if style == 2:
        return rng.choice(_NAMES) + rng.choice(symbols) + str(rng.randrange(1958, 2013))
    if style == 3:
        return rng.choice(_LEET) + _r(rng, D, 2) + rng.choice(symbols)
    if style == 4:
        sylls = ["ka", "po", "ri", "mu", "te", "zo", "la", "xi", "gu", "ne", "vo", "chi"]
        return "".join(rng.choice(sylls) for _ in range(4)).capitalize() + _r(rng, D, 3)
    if style == 5:
        return rng.choice(_SEASONS) + str(rng.randrange(2019, 2028)) + rng.choice(symbols)
    if style == 6:
        first, second = rng.sample(_WORDS, 2)
        return first + second.lower() + _r(rng, D, 2) + rng.choice(symbols)
    return (
        _r(rng, string.ascii_lowercase, 3)
        + _r(rng, D, 3)
        + _r(rng, string.ascii_uppercase, 3)
        + rng.choice(symbols)
    )


def _url_pw(rng: random.Random) -> str:
    """A password that needs no escaping in a URL or a shell word."""
    return _pw(rng, url_safe=True)


_LABELLED = [
    "heslo k wifině je {pw}", "parola este {pw}", "lozinka je {pw}", "лозинка: {pw}",
    "slaptažodis yra {pw}", "parole ir {pw}", "parool on {pw}", "lykilorðið er {pw}",
    "cyfrinair: {pw}", "nenosiri ni {pw}", "ang password ko ay {pw}", "kata laluan: {pw}",
    "পাসওয়ার্ড হল {pw}", "رمز عبور: {pw}", "პაროლი: {pw}", "գաղտնաբառը {pw}",
    "паролата е {pw}", "пароль від роутера — {pw}", "құпия сөз: {pw}", "jelszavam {pw}",
    "salasanani on {pw}", "o contrasinal é {pw}", "pasahitza: {pw}", "wagwoord is {pw}",
    "密碼：{pw}", "암호는 {pw}", "パスワード→{pw}", "PW：{pw}", "Passwort :: {pw}",
    "password := {pw}", "Password » {pw}", "password ⇒ {pw}", "PASSWORD — {pw}",
    "Kennwort lautet jetzt {pw}", "password (new): {pw}", "le mdp c'est {pw}",
    "la clave nueva quedó en {pw}", "pass for the synology: {pw}", "passwd → {pw}",
    "my pwd is now {pw}", "Password='{pw}'", "wachtwoord voor de NAS: {pw}",
    "password\r\n{pw}", "contraseña ➜ {pw}", "senha do wi-fi: {pw}", "parolă: {pw}",
]  # fmt: skip


def _labelled(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "labelled_password", _LABELLED, n, _pw)


_USERS = ["kwame", "a.novak", "administrator", "svc_ci", "oracle", "h.yamada", "backup-op",
          "ubnt", "postgres", "it.helpdesk", "monitor", "elif.k"]  # fmt: skip
_LOGINS = [
    "user: {u}\npass: {pw}", "Login {u} – Kennwort {pw}", "usuário {u} senha {pw}",
    "gebruiker {u} wachtwoord {pw}", "utente {u} password {pw}", "użytkownik: {u}, hasło: {pw}",
    "{u} // {pw} (old NAS)", "auth {u}:{pw}", "Username — {u}, Password — {pw}",
    "логин: {u}; пароль: {pw}", "アカウント: {u} パスワード: {pw}", "账号 {u} 密码 {pw}",
    "kullanıcı adı {u} / parola {pw}", "sign in with {u} and {pw}", "{u}@corp.example / {pw}",
    "| {u} | {pw} | vpn |", "portal creds → {u} : {pw}", "log in as {u} using {pw}",
    "nom d'utilisateur {u}, mot de passe {pw}", "the printer admin is {u}/{pw}",
]  # fmt: skip


def _login_pairs(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "login_pair", _LOGINS, n, _pw, u=_USERS)


_SPELLED_WORDS = ["porcupine", "lighthouse", "cranberry", "saxophone", "avalanche", "dragonfly",
                  "blueberry", "toboggan", "periwinkle", "woodpecker", "nightingale", "buttercup"]  # fmt: skip
_SPELLED = [  # (template, whether the secret is the word and digits together)
    ("the password is {w} spelled normally, then the digits {d}", False),
    ("it's {w} with a capital first letter and {d} at the end, that's my bank login", False),
    ("la password è la parola {w} seguita da {d}", False),
    ("het wachtwoord is het woord {w} en daarna {d}", False),
    ("a senha é a palavra {w} seguida de {d}", False),
    ("hasło: najpierw słowo {w}, potem cyfry {d}", False),
    ("lösenordet är ordet {w} följt av {d}", False),
    ("şifre {w} kelimesi ve sonra {d}", False),
    ("{w}{d} — that's the router password, all lowercase", True),
    ("just type {w} and then {d}, no space, for the admin panel password", False),
    ("pw: the bird {w}, then {d}", False),
    ("{w}{d} is what I set as the password on the kids' tablet", True),
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    words = _cycle(rng, _SPELLED_WORDS, n)
    for template, joined in _cycle(rng, _SPELLED, n):
        w, d = next(words), _r(rng, D, rng.choice([2, 3, 4]))
        out.append(Sample("spelled_password", template.format(w=w, d=d), w + d if joined else w))
    return out


_CLI = [
    "http -a {u}:{pw} GET https://api.internal.example/v1/status",
    "curl --proxy-user {u}:{pw} -x http://proxy.corp:3128 https://example.org",
    "git clone https://{u}:{pw}@git.internal.example/infra/terraform.git",
    "mount -t cifs //fs02/scans /mnt/scans -o username={u},password={pw}",
    "wget --http-user={u} --http-password={pw} https://mirror.example.net/iso/",
    "svn checkout https://svn.example.com/repo --username {u} --password {pw}",
    "mongodump --uri mongodb://db05 --username {u} --password {pw} --out /backup",
    "redis-cli -h 10.3.0.4 --pass {pw} --no-auth-warning KEYS '*'",
    "mariadb -u {u} -p{pw} -e 'SHOW DATABASES'", "clickhouse-client --user {u} --password {pw}",
    "mysqladmin -u{u} -p{pw} status", "psql 'host=db04 user={u} password={pw} dbname=ledger'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/deploy_ed25519",
    "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}",
    "openssl rsa -in enc.key -out plain.key -passin pass:{pw}", "unzip -P {pw} invoices-2026.zip",
    "rar a -hp{pw} vault.rar docs/", "unrar x -p{pw} backup.rar",
    "rdesktop -u {u} -p {pw} 10.20.0.15", "x11vnc -passwd {pw} -display :0",
    "ldappasswd -x -D cn=admin,dc=lab -w {pw} -s NewPass uid={u},ou=people,dc=lab",
    "vault login -method=userpass username={u} password={pw}",
    "podman login --username {u} --password {pw} quay.io",
    "helm repo add internal https://charts.example.com --username {u} --password {pw}",
    "skopeo copy --src-creds {u}:{pw} docker://reg.example/app:1 oci:app",
    "twine upload -u {u} -p {pw} dist/*", "mvn deploy -Drepo.password={pw}",
    "java -jar jenkins-cli.jar -s https://ci.example/ -auth {u}:{pw} build nightly",
    "mosquitto_sub -h broker.local -u {u} -P {pw} -t 'sensors/#'",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A {pw} -x AES -X Priv0cy!77 10.0.0.1",
    "printf '{pw}\\n' | sudo -S apt-get upgrade -y", "echo '{pw}' | kinit {u}@CORP.EXAMPLE",
    "echo '{pw}' | passwd --stdin {u}", "echo '{u}:{pw}' | chpasswd",
    "net user {u} {pw} /add", "psexec \\\\ws-114 -u CORP\\{u} -p {pw} cmd",
    "db2 connect to SAMPLE user {u} using {pw}", "iwctl --passphrase {pw} station wlan0 connect Attic",
    "veracrypt --text --mount vol.hc /mnt/v --password={pw} --non-interactive",
    "wp user create {u} {u}@example.org --user_pass={pw}", "rabbitmqctl change_password {u} {pw}",
    "racadm -r 10.9.9.9 -u {u} -p {pw} serveraction powercycle",
    "bcp dbo.orders out orders.dat -S sql02 -U {u} -P {pw} -c",
    "ncftp -u {u} -p {pw} ftp.example.org",
    "$cred = ConvertTo-SecureString '{pw}' -AsPlainText -Force",
    "keytool -genkeypair -alias app -keystore app.p12 -keypass {pw} -storepass {pw}",
    "pk12util -i user.p12 -d sql:$HOME/.pki/nssdb -W {pw}",
]  # fmt: skip
_SHELL = ["{c}", "$ {c}", "> {c}", "try `{c}`", "bash history shows:\n{c}", "{c}   # works",
          "~~~\n{c}\n~~~", "ran {c} twice, second time it worked", "PS C:\\> {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return _framed(rng, _fill(rng, "cli_password", _CLI, n, _url_pw, u=_USERS), _SHELL)


_URLS = [
    "mssql+pyodbc://{u}:{pw}@sql03/warehouse?driver=ODBC+Driver+18", "neo4j+s://{u}:{pw}@graph.example.io:7687",
    "nats://{u}:{pw}@nats01:4222", "rediss://default:{pw}@cache.example.cloud:6380",
    "Host=pg01;Port=5432;Database=billing;Username={u};Password={pw}",
    "Driver={{ODBC Driver 18 for SQL Server}};Server=sql05;Uid={u};Pwd={pw};",
    "https://elastic:{pw}@es01.internal:9200/_cluster/health", "sftp://{u}:{pw}@upload.partner.example/in",
    "snowflake://{u}:{pw}@xy12345.eu-central-1/ANALYTICS", "cockroachdb://{u}:{pw}@crdb:26257/bank",
    "postgresql+asyncpg://{u}:{pw}@db.internal/app", "oracle+oracledb://{u}:{pw}@ora01:1521/?service_name=PROD",
    "couchbase://{u}:{pw}@cb01.example.local", "kafka SASL: sasl.jaas.config=...PlainLoginModule required username=\"{u}\" password=\"{pw}\";",
]  # fmt: skip
_URL_CONTEXT = ["{c}", "the DSN is {c}", "export DB_URL='{c}'", "prod connection → {c}",
                "settings.py:\n{c}", "it connects with {c} from the bastion"]  # fmt: skip


def _connection_strings(rng: random.Random, n: int) -> list[Sample]:
    return _framed(rng, _fill(rng, "connection_string", _URLS, n, _url_pw, u=_USERS), _URL_CONTEXT)


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_VENDORS: list[tuple[str, str, Maker, bool]] = [
    ("GitHub OAuth", "GH_OAUTH_TOKEN", _j("gho_", (ALNUM, 36)), True),
    ("GitHub", "GH_USER_TO_SERVER", _j("ghu_", (ALNUM, 36)), True),
    ("GitHub", "GH_REFRESH_TOKEN", _j("ghr_", (ALNUM, 76)), True),
    ("GitLab runner", "CI_RUNNER_TOKEN", _j("glrt-", (URLSAFE, 20)), True),
    ("GitLab deploy", "GITLAB_DEPLOY_TOKEN", _j("gldt-", (URLSAFE, 20)), True),
    ("GitLab trigger", "GITLAB_TRIGGER", _j("glptt-", (HEX, 40)), True),
    ("Slack config", "SLACK_CONFIG_TOKEN", _j("xoxe.xoxp-1-", (ALNUM, 140)), True),
    ("Slack webhook", "SLACK_WEBHOOK_URL", _j("https://hooks.slack.com/services/T", (UPPER_DIGITS, 8), "/B", (UPPER_DIGITS, 10), "/", (ALNUM, 24)), True),
    ("Stripe test", "STRIPE_TEST_SECRET", _j("sk_test_51", (ALNUM, 97)), True),
    ("OpenAI service account", "OPENAI_SVC_KEY", _j("sk-svcacct-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74)), True),
    ("OpenRouter", "OPENROUTER_API_KEY", _j("sk-or-v1-", (HEX, 64)), True),
    ("Hugging Face org", "HF_ORG_TOKEN", _j("api_org_", (string.ascii_letters, 34)), True),
    ("Square OAuth", "SQUARE_APP_SECRET", _j("sq0csp-", (URLSAFE, 43)), True),
    ("Shopify", "SHOPIFY_CUSTOM_APP", _j("shpca_", (HEX, 32)), True),
    ("DigitalOcean OAuth", "DO_OAUTH_TOKEN", _j("doo_v1_", (HEX, 64)), True),
    ("Grafana Cloud", "GRAFANA_CLOUD_TOKEN", _j("glc_eyJvIjoi", (ALNUM, 60), "In19"), True),
    ("Vault batch", "VAULT_BATCH_TOKEN", _j("hvb.", (URLSAFE, 120)), True),
    ("Doppler personal", "DOPPLER_PERSONAL", _j("dp.pt.", (ALNUM, 43)), True),
    ("Sentry org", "SENTRY_ORG_TOKEN", _j("sntrys_eyJpYXQiOjE3", (ALNUM, 80), "_", (URLSAFE, 43)), True),
    ("Tailscale API", "TAILSCALE_API_KEY", _j("tskey-api-k", (ALNUM, 10), "CNTRL-", (ALNUM, 33)), True),
    ("New Relic insert", "NEW_RELIC_INSERT_KEY", _j("NRII-", (URLSAFE, 32)), True),
    ("1Password", "OP_SERVICE_ACCOUNT_TOKEN", _j("ops_eyJzaWduSW5BZGRyZXNzIjoi", (URLSAFE, 200)), True),
    ("PlanetScale", "PLANETSCALE_PASSWORD", _j("pscale_pw_", (URLSAFE, 43)), True),
    ("Fly.io", "FLY_ACCESS_TOKEN", _j("FlyV1 fm2_lJPECAAAAAAAA", (B64, 80)), True),
    ("Heroku", "HEROKU_API_KEY", _j("HRKU-AA", (URLSAFE, 58)), True),
    ("Notion", "NOTION_INTEGRATION", _j("secret_", (ALNUM, 43)), True),
    ("Discord webhook", "DISCORD_WEBHOOK", _j("https://discord.com/api/webhooks/1", (D, 18), "/", (URLSAFE, 68)), True),
    ("Discord bot", "DISCORD_BOT_TOKEN", _j("MT", (ALNUM, 24), ".", (URLSAFE, 6), ".", (URLSAFE, 38)), True),
    ("Google OAuth refresh", "GOOGLE_REFRESH_TOKEN", _j("1//0", (URLSAFE, 100)), True),
    ("Google OAuth access", "GOOGLE_ACCESS_TOKEN", _j("ya29.a0", (URLSAFE, 150)), True),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16)), True),
    ("HubSpot", "HUBSPOT_PRIVATE_APP", lambda g: "pat-eu1-" + _uuid(g), True),
    ("NVIDIA", "NVIDIA_API_KEY", _j("nvapi-", (URLSAFE, 64)), True),
    ("Tencent Cloud", "TENCENTCLOUD_SECRET_ID", _j("AKID", (ALNUM, 32)), True),
    ("RubyGems", "GEM_HOST_API_KEY", _j("rubygems_", (HEX, 48)), True),
    ("NuGet", "NUGET_API_KEY", _j("oy2", (string.ascii_lowercase + D, 43)), True),
    ("Typeform", "TYPEFORM_TOKEN", _j("tfp_", (URLSAFE, 44), "_", (URLSAFE, 14)), True),
    ("Flutterwave", "FLW_SECRET_KEY", _j("FLWSECK-", (HEX, 32), "-X"), True),
    ("Asana", "ASANA_PAT", _j("2/1", (D, 15), "/1", (D, 15), ":", (HEX, 32)), True),
    ("ClickUp", "CLICKUP_API_TOKEN", _j("pk_", (D, 8), "_", (UPPER_DIGITS, 32)), True),
    ("Dynatrace", "DT_API_TOKEN", _j("dt0c01.", (UPPER_DIGITS, 24), ".", (UPPER_DIGITS, 64)), True),
    ("EasyPost", "EASYPOST_API_KEY", _j("EZAK", (HEX, 54)), True),
    ("Shippo", "SHIPPO_API_TOKEN", _j("shippo_live_", (HEX, 40)), True),
    ("Duffel", "DUFFEL_ACCESS_TOKEN", _j("duffel_live_", (URLSAFE, 43)), True),
    ("Prefect", "PREFECT_API_KEY", _j("pnu_", (ALNUM, 36)), True),
    ("SonarQube", "SONAR_TOKEN", _j("squ_", (HEX, 40)), True),
    ("LangSmith", "LANGSMITH_API_KEY", _j("lsv2_pt_", (HEX, 32), "_", (HEX, 10)), True),
    ("Langfuse", "LANGFUSE_SECRET_KEY", lambda g: "sk-lf-" + _uuid(g), True),
    ("PostHog personal", "POSTHOG_PERSONAL_KEY", _j("phx_", (ALNUM, 43)), True),
    ("Neon", "NEON_API_KEY", _j("napi_", (LOWER_DIGITS, 64)), True),
    ("Render", "RENDER_API_KEY", _j("rnd_", (ALNUM, 32)), True),
    ("ElevenLabs", "ELEVENLABS_API_KEY", _j("sk_", (HEX, 48)), True),
    ("Resend", "RESEND_API_KEY", _j("re_", (ALNUM, 8), "_", (ALNUM, 24)), True),
    ("Pinecone", "PINECONE_API_KEY", _j("pcsk_", (ALNUM, 5), "_", (ALNUM, 64)), True),
    ("Harness", "HARNESS_PAT", _j("pat.", (URLSAFE, 22), ".", (HEX, 24), ".", (ALNUM, 20)), True),
    ("JFrog", "JFROG_ACCESS_TOKEN", _j("cmVmdGtuOjAxOjE3", (ALNUM, 48)), True),
    ("Adafruit IO", "ADAFRUIT_IO_KEY", _j("aio_", (ALNUM, 28)), True),
    ("Readme", "README_API_KEY", _j("rdme_", (LOWER_DIGITS, 70)), True),
    ("Cloudinary", "CLOUDINARY_URL", _j("cloudinary://", (D, 15), ":", (URLSAFE, 27), "@dq7"), True),
    ("Octopus Deploy", "OCTOPUS_API_KEY", _j("API-", (UPPER_DIGITS, 27)), True),
    ("Azure AD", "AZURE_CLIENT_SECRET", _j((URLSAFE, 3), "8Q~", (URLSAFE, 34)), False),
    ("Azure DevOps", "AZURE_DEVOPS_PAT", _j((LOWER_DIGITS, 52)), False),
    ("Weights & Biases", "WANDB_API_KEY", _j((HEX, 40)), False),
    ("Fastly", "FASTLY_API_TOKEN", _j((URLSAFE, 32)), False),
    ("Together", "TOGETHER_API_KEY", _j((HEX, 64)), False),
    ("Deepgram", "DEEPGRAM_API_KEY", _j((HEX, 40)), False),
    ("Zendesk", "ZENDESK_API_TOKEN", _j((ALNUM, 40)), False),
]  # fmt: skip
_TOKEN_LABELLED = [
    "{env}={tok}", "export {env}=\"{tok}\"", "{env_lower} = '{tok}'", "the {vendor} credential: {tok}",
    "{vendor} key for staging → {tok}", "  {env}: {tok}", "setx {env} {tok}",
    "heroku config:set {env}={tok}", "gh secret set {env} --body {tok}",
    "os.environ['{env}'] = '{tok}'", "<add key=\"{env}\" value=\"{tok}\" />",
    "{vendor} says the secret is {tok}, don't commit it",
]  # fmt: skip
_TOKEN_BARE = [
    "{tok}", "does {tok} still work for you?", "{tok} ← new {vendor} one",
    "rotated yesterday, previous was {tok}", "for {vendor}: {tok}", "got this from the {vendor} dashboard {tok}",
]  # fmt: skip


def _vendor_tokens(rng: random.Random, n: int) -> list[Sample]:
    order = rng.sample(_VENDORS, len(_VENDORS))
    out = []
    for i in range(n):
        vendor, env, make, shaped = order[i % len(order)]
        tok = make(rng)
        templates = _TOKEN_LABELLED + (_TOKEN_BARE if shaped else [])
        text = rng.choice(templates).format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE = ["{t}", "try this one: {t}", "{t} (from the sticky note)", "the new one is {t}, old one revoked",
         "key\n{t}", "> {t}", "I think it was {t} but not sure", "pasting for later {t}",
         "that WIF is {t}", "`{t}`"]  # fmt: skip


def _bare_tokens(rng: random.Random, n: int) -> list[Sample]:
    makers = [_j((ALNUM, 36)), _j((URLSAFE, 44)), _j((B64, 59), "="), _j((ALNUM, 20), ".", (ALNUM, 20)),
              _j("5K", (B58, 49)), _j("L", (B58, 51))]  # fmt: skip
    out = []
    for i, template in enumerate(_cycle(rng, _BARE, n)):
        t = makers[4 + i % 2](rng) if "WIF" in template else rng.choice(makers[:4])(rng)
        out.append(Sample("bare_token", template.format(t=t), t))
    return out


_HEX_TEMPLATES = [
    ("{h}", 64), ("eth private key 0x{h}", 64), ("the wallet key was {h}, move the funds", 64),
    ("KEK = {h}", 64), ("paste into the unlock box: {h}", 64), ("aes key {h}", 32),
    ("JWT_SECRET={h}", 96), ("HMAC key for webhooks:\n{h}", 64), ("pre-shared key {h}", 48),
]  # fmt: skip


def _hex_keys(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, length = _HEX_TEMPLATES[i % len(_HEX_TEMPLATES)]
        h = v.hex_key(rng, length)
        if i % 3 == 1:
            h = h.upper()
        out.append(Sample("hex_key", template.format(h=h), h))
    return out


_JWT_TEMPLATES = ["Cookie: sid={t}; theme=dark", '{{"access_token": "{t}", "token_type": "bearer"}}',
                  "https://app.example.com/sso/callback?token={t}", "x-auth: {t}",
                  "refresh_token={t}", "decoded fine on jwt.io: {t}", "here:\n{t}",
                  "AUTH_JWT='{t}'"]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        header = _b64url({"typ": "JWT", "alg": rng.choice(["RS384", "EdDSA", "HS384", "PS256"]),
                          "kid": _r(rng, HEX, 8)})  # fmt: skip
        claims = {"iss": "https://auth.example.org", "uid": _r(rng, D, 9),
                  "roles": rng.choice([["editor"], ["billing", "viewer"], ["root"]]),
                  "nbf": 1_780_000_000 + 17 * i, "exp": 1_780_003_600 + 17 * i}  # fmt: skip
        token = f"{header}.{_b64url(claims)}.{_r(rng, URLSAFE, rng.choice([43, 64, 86]))}"
        out.append(Sample("jwt", _JWT_TEMPLATES[i % len(_JWT_TEMPLATES)].format(t=token), token))
    return out


_PEM_KINDS = ["PRIVATE KEY", "RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY",
              "ENCRYPTED PRIVATE KEY", "PGP PRIVATE KEY BLOCK", "PRIVATE KEY"]  # fmt: skip


def _pem_keys(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        kind = _PEM_KINDS[i % len(_PEM_KINDS)]
        lines = [_r(rng, B64, 64) for _ in range(rng.randrange(6, 10))]
        if kind.startswith("OPENSSH"):
            lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
        elif not kind.startswith("PGP"):
            lines[0] = "MII" + lines[0][3:]
        lines[-1] = lines[-1][: rng.randrange(16, 56)] + "="
        head = f"-----BEGIN {kind}-----\n" + (
            "Version: GnuPG v2\n\n" if kind.startswith("PGP") else ""
        )
        key = head + "\n".join(lines) + f"\n-----END {kind}-----"
        secret = lines[rng.randrange(1, len(lines) - 1)]
        if i == 0:  # a service-account JSON: the key with escaped line breaks
            text = json.dumps({"type": "service_account", "project_id": "acme-data",
                               "private_key_id": _r(rng, HEX, 40), "private_key": key + "\n"})  # fmt: skip
        elif i == 6:
            text = f"key.pem:\n{key}\n(the passphrase is on the other channel)"
        else:
            text = ["{k}", "ssh key for the jump host:\n\n{k}", "> {k}", "```pem\n{k}\n```",
                    "Here you go\n{k}\nbye"][i % 5].format(k=key.replace("\n", "\n> ") if i % 5 == 2 else key)  # fmt: skip
        out.append(Sample("pem_private_key", text, secret))
    return out


def _strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


_SEED_CONTEXT = [
    ("recovery seed\n{p}", "english"), ("trezor backup: {p}", "english"), ('"mnemonic": {p}', "english"),
    ("{p}", "english"), ("palabras semilla {p}", "spanish"), ("mots de récupération {p}", "french"),
    ("parole di ripristino: {p}", "italian"), ("palavras-semente: {p}", "portuguese"),
    ("seed v češtině: {p}", "czech"), ("SEED WORDS: {p}", "english"), ("phrase secrète — {p}", "french"),
    ("the 24 words for the cold wallet are {p}", "english"),
]  # fmt: skip


def _seed_phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, language = _SEED_CONTEXT[i % len(_SEED_CONTEXT)]
        count = 24 if "24" in template else rng.choice([12, 12, 18, 24])
        entropy = bytes(rng.randrange(256) for _ in range(count * 4 // 3))
        phrase = str(Mnemonic(language).to_mnemonic(entropy)).replace("\u3000", " ")
        if language in ("spanish", "french") and i % 2 == 0:
            phrase = _strip_accents(phrase)
        if template.isupper() or template.startswith("SEED"):
            phrase = phrase.upper()
        words = phrase.split()
        form = i % 5
        if "mnemonic" in template:
            shown = json.dumps(words, ensure_ascii=False)
        elif form == 1:
            shown = "  ".join(f"{k}) {w}" for k, w in enumerate(words, 1))
        elif form == 2:
            shown = "\n".join("\t".join(words[k : k + 4]) for k in range(0, len(words), 4))
        elif form == 3:
            shown = " - ".join(words)
        else:
            shown = phrase
        secret = phrase if min(map(len, words)) >= 3 else shown
        out.append(Sample("seed_phrase", template.format(p=shown), secret))
    return out


_CARD_CONTEXT = [
    "numero di carta {c}, scadenza {mm}/{yy}", "kaartnummer {c}", "número do cartão {c} val {mm}/{yy}",
    "カード番号 {c}", "номер карты {c}", "kortnummer {c} giltigt till {mm}/{yy}", "kart numarası: {c}",
    '{{"pan": "{c}", "exp": "{mm}/{yy}"}}', "MasterCard ending... no wait, whole number: {c}",
    "charge it to {c} please", "card# {c} exp {mm}{yy}", "Karte: {c}",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    brands = list(v.CARD_BRANDS)
    rng.shuffle(brands)
    out = []
    for i, template in enumerate(_cycle(rng, _CARD_CONTEXT, n)):
        number = v.card(rng, brands[i % len(brands)])
        shown = v.grouped(number, rng.choice([" ", "-", "", ".", " "]), rng)
        mm, yy = f"{rng.randrange(1, 13):02d}", str(rng.randrange(27, 34))
        out.append(Sample("card_number", template.format(c=shown, mm=mm, yy=yy), shown))
    return out


_CVV_CONTEXT = ["{c} · exp {mm}/{yy} · CVC2 {cvv}", "código de seguridad {cvv}", "Kartenprüfnummer: {cvv}",
                "cryptogramme visuel {cvv}", "CSC={cvv}", "Amex {c} 4-digit code {cvv}"]  # fmt: skip


def _card_codes(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    while len(out) < n:
        template = _CVV_CONTEXT[len(out) % len(_CVV_CONTEXT)]
        amex = "Amex" in template
        number = v.card(rng, "amex" if amex else rng.choice(["visa", "mastercard"]))
        cvv = _r(rng, D, 4 if amex else 3)
        text = template.format(c=v.grouped(number, " ", rng), mm="03", yy="31", cvv=cvv)
        if text.count(cvv) == 1:
            out.append(Sample("card_code", text, cvv))
    return out


# Countries no earlier corpus used: BBAN shapes (a letter, n digit, c either).
_IBAN_SHAPES = {"TR": "n" * 5 + "0" + "c" * 16, "UA": "n" * 6 + "c" * 19, "IL": "n" * 19,
                "QA": "aaaa" + "c" * 21, "KW": "aaaa" + "c" * 22, "JO": "aaaa" + "nnnn" + "c" * 18,
                "AZ": "aaaa" + "c" * 20, "GE": "aa" + "n" * 16, "MT": "aaaa" + "n" * 5 + "c" * 18,
                "IS": "n" * 22, "LI": "n" * 5 + "c" * 12, "MU": "aaaa" + "n" * 19 + "aaa",
                "AD": "n" * 8 + "c" * 12, "BR": "n" * 23 + "a" + "c", "PK": "aaaa" + "c" * 16,
                "FO": "n" * 14}  # fmt: skip
_iban_from = partial(v.iban_shaped, shapes=_IBAN_SHAPES)
_IBAN_CONTEXT = ["IBAN {i}", "banka hesabı (IBAN): {i}", "send the deposit to {i} please",
                 "my account → {i}", "{i}", "reçu sur {i}", "Kontoverbindung:\n{i}",
                 "payee IBAN = {i}", "iban:{i}", "rekening {i} t.n.v. de Vries"]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    countries = rng.sample(list(_IBAN_SHAPES), len(_IBAN_SHAPES))
    out = []
    for i in range(n):
        number = _iban_from(rng, countries[i % len(countries)])
        shown = v.iban_spaced(number) if i % 2 else number
        out.append(Sample("iban", _IBAN_CONTEXT[i % len(_IBAN_CONTEXT)].format(i=shown), shown))
    return out


def _ymd(g: random.Random, century: bool = False) -> str:
    year = g.randrange(1952, 2000)
    date = f"{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return (str(year) if century else f"{year % 100:02d}") + date


def _dmy(g: random.Random) -> str:
    d = _ymd(g)
    return d[4:] + d[2:4] + d[:2]


def _with_check(body: Maker, check: Callable[[str], str]) -> Maker:
    return lambda g: (b := body(g)) + check(b)


# (phrasing, a candidate maker, the check a real id passes): drawn until it passes
_ID_KINDS: list[tuple[str, Maker, Callable[[str], bool]]] = [
    ("PESEL: {s}", _with_check(lambda g: _ymd(g) + _r(g, D, 4), pesel.calc_check_digit), pesel.is_valid),
    ("mijn BSN is {s}", lambda g: _r(g, D, 9), bsn.is_valid),
    ("Aadhaar no. {s}", lambda g: g.choice("23456789") + _r(g, D, 11), aadhaar.is_valid),
    ("personnummer {s}", lambda g: _ymd(g) + "-" + _r(g, D, 4), personnummer.is_valid),
    ("Steuer-ID {s}", _with_check(lambda g: g.choice("123456789") + _r(g, D, 9), mod_11_10.calc_check_digit), idnr.is_valid),
    ("AHV-Nummer {s}", lambda g: ahv.format("756" + _r(g, D, 10)), ahv.is_valid),
    ("NHS number {s}", lambda g: _r(g, D, 10), nhs.is_valid),
    ("TFN {s}", lambda g: _r(g, D, 9), tfn.is_valid),
    ("PPS number {s}", lambda g: _r(g, D, 7) + g.choice(string.ascii_uppercase), pps.is_valid),
    ("CNP {s}", _with_check(lambda g: g.choice("12") + _ymd(g) + f"{g.randrange(1, 41):02d}" + _r(g, D, 3), cnp.calc_check_digit), cnp.is_valid),
    ("マイナンバー {s}", _with_check(lambda g: _r(g, D, 11), my_number.calc_check_digit), my_number.is_valid),
    ("주민등록번호 {s}", lambda g: _ymd(g) + "-" + g.choice("12") + _r(g, D, 6), rrn.is_valid),
    ("T.C. kimlik no {s}", lambda g: g.choice("123456789") + _r(g, D, 8) + "".join(tckimlik.calc_check_digits(_r(g, D, 9))), tckimlik.is_valid),
    ("NIF {s}", _with_check(lambda g: g.choice("123") + _r(g, D, 7), nif.calc_check_digit), nif.is_valid),
    ("teudat zehut {s}", lambda g: _r(g, D, 9), il_idnr.is_valid),
    ("asmens kodas {s}", _with_check(lambda g: g.choice("3456") + _ymd(g) + _r(g, D, 3), asmens.calc_check_digit), asmens.is_valid),
    ("ЕГН {s}", lambda g: _ymd(g) + _r(g, D, 4), egn.is_valid),
    ("rodné číslo {s}", lambda g: _ymd(g) + "/" + _r(g, D, 4), rc.is_valid),
    ("OIB: {s}", _with_check(lambda g: g.choice("123456789") + _r(g, D, 9), mod_11_10.calc_check_digit), oib.is_valid),
    ("AMKA {s}", lambda g: _dmy(g) + _r(g, D, 5), amka.is_valid),
    ("kennitala {s}", lambda g: _dmy(g) + "-" + _r(g, D, 4), kennitala.is_valid),
    ("social security # {s}", v.ssn_number, lambda s: True),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    while len(out) < n:
        for template, make, valid in _ID_KINDS:
            value = _until(rng, make, valid)
            out.append(Sample("national_id", template.format(s=value), value))
    return out[:n]


_CODE_LABELS = ["Twój kod weryfikacyjny to {c}", "Ваш код подтверждения: {c}", "Il tuo codice è {c}",
                "Din verifieringskod är {c}", "Je verificatiecode: {c}", "Kode OTP Anda {c}",
                "認証コード：{c}", "【Acme】验证码 {c}，5分钟内有效", "{c} est votre code Acme",
                "Enter {c} to finish signing in", "인증번호 [{c}]", "Doğrulama kodunuz: {c}"]  # fmt: skip
_BACKUP_HEADS = ["Códigos de respaldo:\n", "Kody zapasowe: ", "Sicherungscodes\n", "バックアップコード ",
                 "Резервные коды: ", "Codici di backup:\n", "herstelcodes: "]  # fmt: skip


def _otp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        kind = i % 7
        if kind in (0, 1):
            style = rng.randrange(4)
            codes = v.backup_codes(rng, rng.choice([6, 10, 12]), style)
            glue = rng.choice(["\n", ", ", "  "])
            if i % 2:
                codes = [f"{k}. {c}" for k, c in enumerate(codes, 1)]
                glue = "\n"
            secret = codes[rng.randrange(len(codes))].split(". ")[-1]
            out.append(Sample("backup_codes", rng.choice(_BACKUP_HEADS) + glue.join(codes), secret))
        elif kind == 2:
            key = "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))
            out.append(Sample("backup_codes", f"Recovery Key: {key} (printed, in the safe)", key))
        elif kind == 3:
            seed = _r(rng, BASE32, 32)
            shown = " ".join(seed[k : k + 4] for k in range(0, 32, 4)).lower()
            out.append(Sample("otp_secret", f"can't scan the QR, setup key is {shown}", shown))
        elif kind == 4:
            seed = _r(rng, BASE32, rng.choice([16, 26, 32]))
            uri = rng.choice([
                "otpauth://hotp/Bank:ilse?secret={s}&counter=7&issuer=Bank",
                "otpauth://totp/Proton%3Amei%40example.org?algorithm=SHA256&digits=8&secret={s}",
                "otpauth://totp/?secret={s}&issuer=Okta"]).format(s=seed)  # fmt: skip
            out.append(Sample("otp_secret", uri, seed))
        else:
            code = _r(rng, D, rng.choice([6, 6, 8]))
            shown = code if len(code) == 8 or i % 2 else f"{code[:3]}-{code[3:]}"
            template = _CODE_LABELS[i % len(_CODE_LABELS)]
            out.append(Sample("otp_code", template.format(c=shown), shown))
    return out


_SSIDS = ["Vodafone-8F21", "Villa Kunterbunt", "Cafe Norte Guest", "Bibliothek OG", "NETGEAR47-5G",
          "Airbnb Alfama 3B", "Dachboden", "Labor WLAN 2"]  # fmt: skip
_WIFI = [
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;", "hostapd.conf:\nssid={s}\nwpa_passphrase={pw}",
    "Wi-Fiのパスワードは {pw} です", "wifi-wachtwoord: {pw}", "WLAN-Schlüssel für {s}: {pw}",
    "la password del wifi è {pw}", "network {s} key {pw}", "SSID: {s}\nPassword: {pw}",
    "contraseña de la red {s}: {pw}", "the guest network ({s}) uses {pw}",
    "netplan:\n  wifis:\n    wlan0:\n      access-points:\n        \"{s}\":\n          password: \"{pw}\"",
    "wifi {s} → {pw}", "hasło do wifi {pw}", "clé WPA : {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.65:
        return _pw(rng)
    words = ["otter", "mango", "cobalt", "fjord", "quince", "tinsel", "yodel", "bramble"]
    return "".join(w.capitalize() for w in rng.sample(words, 3)) + _r(rng, D, 2)


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "wifi_key", _WIFI, n, _wifi_key, s=_SSIDS)


def _spaced_tokens(rng: random.Random, n: int) -> list[Sample]:
    makers = [_j("gho_", (ALNUM, 30)), _j("sk-or-v1-", (HEX, 24)), _j("xoxp-", (D, 10), "-", (ALNUM, 16)),
              _j("npm_", (ALNUM, 30)), _j((ALNUM, 26))]  # fmt: skip
    seps = ["  ", "_", " | ", "\n", " - ", "   ", " / ", "·"]
    contexts = ["read out over the phone: {t}", "{t}", "token, spaced so the linter skips it:\n{t}",
                "the key goes {t}", "copy without the separators: {t}"]  # fmt: skip
    out = []
    for i in range(n):
        token = makers[i % len(makers)](rng)
        if i % 5 == 4:
            shown = "-".join(token[k : k + 6] for k in range(0, len(token), 6))
        else:
            sep = seps[i % len(seps)]
            shown = (sep if sep.strip() not in token or not sep.strip() else "  ").join(token)
        out.append(Sample("spaced_token", contexts[i % len(contexts)].format(t=shown), shown))
    return out


_PINS = ["card PIN {pw}", "code d'accès {pw}", "Tresor-Code: {pw}", "alarm disarm code → {pw}",
         "pincode van de fiets {pw}", "the lockbox combo is {pw}", "SIM PIN is {pw}, the PUK is in the drawer"]  # fmt: skip


def _pins(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "pin_code", _PINS, n, lambda g: _r(g, D, g.choice([4, 4, 6])))


_PHRASE_WORDS = ["anchovy", "trellis", "gazebo", "mustard", "lagoon", "parsnip", "ferret",
                 "sequoia", "tambourine", "quarry", "nutmeg", "pylon", "wicker", "kettle",
                 "tangerine", "moraine"]  # fmt: skip
_PASSPHRASES = [("KeePass master: {p}", " "), ("passphrase for the age key = {p}", "-"),
                ("Passphrase lautet {p}", " "), ("unlock phrase: {p}", "."),
                ("frase de contraseña: {p}", " "), ("the diceware one is {p}", " "),
                ("LUKS passphrase:\n{p}", "_")]  # fmt: skip


def _passphrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, sep = _PASSPHRASES[i % len(_PASSPHRASES)]
        phrase = sep.join(rng.sample(_PHRASE_WORDS, rng.randrange(4, 7)))
        out.append(Sample("passphrase", template.format(p=phrase), phrase))
    return out


def _auth_headers(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        if i % 2 == 0:
            value = base64.b64encode(f"{rng.choice(_USERS)}:{_pw(rng)}".encode()).decode()
            template = ["authorization: basic {v}", "curl -H 'Authorization: Basic {v}' https://x.example",
                        "Basic auth header = {v}"][i // 2 % 3]  # fmt: skip
        else:
            value = _r(rng, URLSAFE, rng.choice([36, 48]))
            template = ["X-Auth-Token: {v}", "Ocp-Apim-Subscription-Key: {v}",
                        "authorization: Bearer {v}"][i // 2 % 3]  # fmt: skip
        out.append(Sample("auth_header", template.format(v=value), value))
    return out


_CONFIG = [
    "database:\n  host: db07\n  user: app\n  password: {pw}\n  port: 5432",
    "SMTP_HOST=mail.example.org\nSMTP_PASS={pw}\nSMTP_PORT=587",
    "machine api.example.com login deploy password {pw}", "db07:5432:*:reporting:{pw}",
    "[database]\npassword = \"{pw}\"", "[client]\nuser=backup\npassword={pw}",
    "<credentials><user>svc</user><password>{pw}</password></credentials>",
    "services:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "kind: Secret\nstringData:\n  admin-password: {pw}", "define('DB_PASSWORD', '{pw}');",
    "mail.smtp.password={pw}", 'admin_password = "{pw}"', "ansible_password: {pw}",
    "## NAS\n- user: admin\n- **password**: {pw}", "[auth]\nuser = \"ops\"\npass = \"{pw}\"\n",
    '{{"auth": {{"username": "reporter", "password": "{pw}"}}}}',
]  # fmt: skip


def _config(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "config_file", _CONFIG, n, _pw)


_CHAT = [
    "A: what's the nas password again?\nB: {pw}", "lol I literally set it to {pw} for the router",
    "pw for grafana is still {pw} btw", "[09:14] Tom: pass = {pw}", "> password?\n{pw}",
    "ok the passwd is {pw} dont tell IT", "@sami root pw changed, it's {pw} now",
    "fyi new creds for the shared inbox: {pw}", "it's {pw} — the password, not the username",
    "pwd {pw} 👈 for the projector laptop", "Mia: wifi? / Jonas: {pw}",
]  # fmt: skip


_HIDDEN = [
    "pass\u200bword: {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "p\u0430ssword = {pw}", "pass\u00adword → {pw}",
    "https://intranet.example/login?user=kwame&pwd={pw}", "password&#61;{pw}", "\u202apassword: {pw}\u202c",
]  # fmt: skip


def _hidden(rng: random.Random, n: int) -> list[Sample]:
    """Labels with invisible characters, fullwidth or lookalike letters, encoded separators."""
    out = _fill(rng, "hidden_label", _HIDDEN, n - 1, _url_pw)
    token = _j("gho_", (ALNUM, 36))(rng)
    shown = token[:17] + "\u200b" + token[17:]
    out.append(Sample("hidden_label", f"GH_TOKEN={shown}", shown))
    return out


def _chat(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "chat_password", _CHAT, n, _pw)


_FAMILIES: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_labelled, 40), (_login_pairs, 18), (_spelled, 12), (_cli, 30), (_connection_strings, 12),
    (_vendor_tokens, 58), (_bare_tokens, 7), (_hex_keys, 9), (_jwts, 8), (_pem_keys, 7),
    (_seed_phrases, 12), (_cards, 12), (_card_codes, 6), (_ibans, 12), (_national, 20),
    (_otp, 14), (_wifi, 12), (_spaced_tokens, 10), (_pins, 6), (_passphrases, 7),
    (_auth_headers, 6), (_config, 14), (_chat, 10), (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _FAMILIES:
        out += family(rng, n)
    return out


_PAIR_FIRSTS = [
    ("lozinka za ruter", "{s}"), ("Kennwort (neu):", "{s} — gilt ab sofort"), ("slaptažodis", "{s}"),
    ("the password for the label printer is", "{s}, capital first letter"), ("密碼", "{s}"),
    ("senha", "{s} e o usuário é financeiro"), ("wifi key for Villa Kunterbunt", "{s}"),
    ("salasana:", "{s}\n(vaihda ensi kuussa)"), ("parola", "{s}"), ("pwd", "{s} for db07"),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = [FieldPair("split_password", first, second.format(s=(pw := _pw(rng))), pw)
           for first, second in _PAIR_FIRSTS]  # fmt: skip
    others: list[tuple[str, str, str, str]] = [
        ("split_token", "OpenRouter key", "{s}", _j("sk-or-v1-", (HEX, 64))(rng)),
        ("split_token", "GitLab runner token:", "{s} (group runners)", _j("glrt-", (URLSAFE, 20))(rng)),
        ("split_token", "client secret", "{s}", _j((URLSAFE, 3), "8Q~", (URLSAFE, 34))(rng)),
        ("split_seed", "palabras semilla", "{s}", v.seed_phrase(rng, 12, "spanish")),
        ("split_card", "numer karty", "{s} ważna do 09/30", v.grouped(v.card(rng, "discover"), "-", rng)),
        ("split_iban", "IBAN (Konto Lisa)", "{s}", v.iban_spaced(_iban_from(rng, "LI"))),
        ("split_backup", "Sicherungscodes", "{s}\n7301 8826\n1190 4473", f"{_r(rng, D, 4)} {_r(rng, D, 4)}"),
        ("split_otp", "setup key", "{s}", _r(rng, BASE32, 32)),
        ("split_id", "BSN", "{s}", _until(rng, lambda g: _r(g, D, 9), bsn.is_valid)),
        ("split_phrase", "KeePass master passphrase", "{s}", " ".join(rng.sample(_PHRASE_WORDS, 5))),
    ]  # fmt: skip
    for cls, first, second, secret in others:
        out.append(FieldPair(cls, first, second.format(s=secret), secret))
    return out


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    pw = [_pw(rng, url_safe=True) for _ in range(8)]
    openrouter = _j("sk-or-v1-", (HEX, 64))(rng)
    brevo = _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))(rng)
    card = v.card(rng, "jcb")
    rows: list[tuple[str, dict[str, Any], str]] = [
        ("meta_password", {"smtp": {"host": "mail01", "passcode": pw[0]}}, pw[0]),
        ("meta_password", {"clave": pw[1]}, pw[1]),
        ("meta_password", {"mot_de_passe": pw[2], "compte": "compta"}, pw[2]),
        ("meta_password", {"accounts": [{"name": "printer"}, {"name": "nas", "lozinka": pw[3]}]}, pw[3]),
        ("meta_password", {"env": ["DEBUG=0", f"DB_PASSWORD={pw[4]}"]}, pw[4]),
        ("meta_password", {"chat": f"pw for grafana is {pw[5]}"}, pw[5]),
        ("meta_password", {"wifi_key": pw[6], "ssid": "Dachboden"}, pw[6]),
        ("meta_password", {"login": f"admin / {pw[7]}"}, pw[7]),
        ("meta_token", {"llm": {"openrouter": openrouter}}, openrouter),
        ("meta_token", {"mail": {"apiKey": brevo}}, brevo),
        ("meta_token", {"authToken": (t := _r(rng, URLSAFE, 44))}, t),
        ("meta_token", {"cookie": f"sid={(j := _b64url({'alg': 'HS256'}) + '.' + _b64url({'u': 7}) + '.' + _r(rng, URLSAFE, 43))}"}, j),
        ("meta_card", {"billing": {"pan": card, "exp": "02/31"}}, card),
        ("meta_iban", {"payout": f"to {(i := _iban_from(rng, 'MT'))}"}, i),
        ("meta_id", {"patient": {"nhs_number": (s := _until(rng, lambda g: _r(g, D, 10), nhs.is_valid))}}, s),
        ("meta_otp", {"2fa": {"backup": [(b := _r(rng, D, 8)), _r(rng, D, 8), _r(rng, D, 8)]}}, b),
        ("meta_seed", {"recovery": {"words": (p := v.seed_phrase(rng, 12, "french"))}}, p),
        ("meta_key", {"private_key_hex": (h := v.hex_key(rng))}, h),
        ("meta_pin", {"lockbox": {"combo": (c := _r(rng, D, 4))}}, c),
        ("meta_wifi", {"network": {"name": "Cafe Norte Guest", "key": (w := _pw(rng))}}, w),
    ]  # fmt: skip
    return [MetadataSample(cls, metadata, secret) for cls, metadata, secret in rows]


CLEAN = [
    "I changed my password last week and the mail app still has the old one cached.",
    "Never send a password over Slack; use the vault's one-time share link.",
    "The password reset email went to spam for half the team.",
    "Our policy: passwords of 16 characters or more, no forced rotation.",
    "Ask Dorota for the guest wifi details at reception.",
    "We moved from Python 3.11.9 to 3.13.1 on 2026-11-18.",
    "Version 7.2.0-beta.3 fixes the login loop on Safari.",
    "The regression came in with commit 3fa2c9e; reverting it fixed the build.",
    "Merged as commit 8d4b1e7a2c9f0e3d5b6a7c8e9f0a1b2c3d4e5f60 into main.",
    "The base image is pinned by digest sha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae.",
    "pip verified the wheel with --hash=sha256:fcde2b2edea7e66cb8f4b1f1e6c6e3a9e1a3c1e6f04f4e0d8d1cf08e3b1b9c2a.",
    "Request id 7f3c9a2e-41b8-4d2e-9a6f-0c5e8b1d2a47 timed out at the gateway.",
    "Order #A-5527-3390-1184 shipped from the Rotterdam warehouse.",
    "Call me on +31 6 1234 5678 after six.",
    "The office landline is 030 294 7731.",
    "The API key rotation reminder fires on the first Monday of each month.",
    "The prompt used 12,880 tokens and the answer 1,204.",
    "My PIN is four digits, like everyone else's, and I won't tell you which.",
    "We keep the Stripe keys in the secrets manager, not in the repo.",
    "The SSH host key changed after the reinstall, so accept the new fingerprint.",
    "I printed my 2FA backup codes and put them in the drawer at home.",
    "The wifi in room 3 is called Dachboden; the key is on the card by the door.",
    "Invoice 2026-0931 is due on 15 December, total 840.50 EUR.",
    "Keep the seed phrase on paper, never in a photo or a cloud note.",
    "The Visa ending in 0019 expired last month.",
    "Sprint review is on 2026-12-09 at 10:00 CET.",
    "Node 22.11.0, pnpm 9.14.2 and TypeScript 5.6.3 are the pinned versions.",
    "Das Kennwort muss alle sechs Monate geändert werden.",
    "Mot de passe oublié ? Cliquez sur le lien de réinitialisation.",
    "La contraseña debe tener al menos una mayúscula.",
    "パスワードは8文字以上にしてください。",
    "Пароль должен содержать цифры и буквы.",
    "The session expired at 2026-11-28T07:12:45Z and the client retried.",
    "The gate code changes every quarter; facilities sends it by post.",
    "Build 4512 passed 2,317 tests in 9 minutes.",
    "The IBAN field now accepts spaces between the groups.",
    "Employee badge E-77104 was reissued after the old one cracked.",
    "Turn on two-factor authentication for the registry before the audit.",
    "The bucket lives in us-west-2 and is called acme-exports-2026.",
    "Postgres listens on 5432 and Redis on 6379, both inside the private network.",
    "I blocked my card after the ATM swallowed it in Porto.",
    "A BIP-39 phrase can have 12, 15, 18, 21 or 24 words.",
    "The tax number is optional for private customers.",
    "The box weighs 3.8 kg and is 60 x 40 x 25 cm.",
    "Flight KL 1772 boards at 18:05 from gate D7.",
    "Ticket OPS-2291 tracks the broken password strength meter.",
    "Rotate the database credentials once the cutover is done.",
    "The hasło label is truncated on the Polish settings page.",
    "The café has open wifi, no password needed.",
    "The WPA key is on the sticker under the modem.",
    "The CVC is printed on the back; we never store it.",
    "ISBN 978-3-16-148410-0 is the edition with the new appendix.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "min 16 chars", "rotation_days": 0},
    {"tokens_used": 4096, "model": "claude-sonnet"},
    {"commit": "8d4b1e7a2c9f0e3d5b6a7c8e9f0a1b2c3d4e5f60", "branch": "main"},
    {"digest": "sha256:2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae"},
    {"request_id": "7f3c9a2e-41b8-4d2e-9a6f-0c5e8b1d2a47"},
    {"order": "A-5527-3390-1184", "status": "shipped"},
    {"phone": "+31 6 1234 5678"},
    {"release": "7.2.0-beta.3", "date": "2026-11-20"},
]
