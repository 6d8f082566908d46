# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eighth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
issue 46, the seventh held-out corpus as a format example, the fifth and sixth for the wordings
already used, and the value helpers (`secret_classes_values.py`), never `memories/redaction/`, the
tuning corpora nor the offline miner. Its own seed, password words, templates, tools, vendors and
layouts, the way people leak secrets into an assistant's memory: pasted Slack threads, notes to
self, meeting minutes, Jira tickets, e-mails, runbooks, shell history, .env files, systemd units,
logs, README fragments; about 60 % English, the rest Dutch, Swedish, Finnish, Brazilian
Portuguese, Spanish, Italian, Turkish, Tagalog, Japanese, Korean, German, French and Romanian.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from functools import partial
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.au import tfn
from stdnum.be import nn as be_nn
from stdnum.ch import ssn as ahv
from stdnum.ee import ik
from stdnum.fi import hetu
from stdnum.gb import nhs
from stdnum.ie import pps
from stdnum.nl import bsn
from stdnum.no import fodselsnummer
from stdnum.pl import pesel
from stdnum.ro import cnp
from stdnum.se import personnummer
from stdnum.tr import tckimlik
from stdnum.za import idnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 8_053_961
ALNUM = string.ascii_letters + string.digits
LOWER_DIGITS = string.ascii_lowercase + string.digits
URLSAFE = ALNUM + "-_"
UPPER_DIGITS = string.ascii_uppercase + string.digits
UPPER = string.ascii_uppercase
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
BASE32 = string.ascii_uppercase + "234567"
D = string.digits

_r, _cycle, _j, _until, _b64url = v.r, v.cycle, v.token, v.until, v.b64url
_fill, _framed, _uuid = v.fill, v.framed, partial(v.uuid4, variant="a")
Maker = v.Maker


_WORDS = ["Marzipan", "Tamarind", "Puffin", "Gnocchi", "Okapi", "Persimmon", "Lingon", "Kumquat",
          "Wombat", "Baobab", "Narwhal", "Sourdough", "Cardamom", "Axolotl", "Tortuga", "Zeppelin",
          "Pretzel", "Mistral"]  # fmt: skip
_NAMES = ["Femke", "Linnea", "Aino", "Joaquim", "Rosalind", "Emre", "Marisol", "Haruto", "Jiwoo",
          "Ioana", "Dalisay"]  # fmt: skip
_LEET = ["W0mb4t", "Pr3tz3l", "N4rwh4l", "G4ll30n", "B40b4b", "T0rtug4", "Z3pp3l1n"]
_PLACES = ["Utrecht", "Uppsala", "Tampere", "Recife", "Izmir", "Cebu", "Sapporo", "Busan", "Iasi"]
_TEAMS = ["Ajax", "Gremio", "Besiktas", "Hammarby", "Celtic", "Bohemians"]


def _pw(rng: random.Random, *, url_safe: bool = False) -> str:
    """A password as people pick them: a pet and a year, a team, leet, a keyboard run, a place."""
    symbols = "-_.~" if url_safe else "!@#%&*+=?-_.$^"
    style = rng.randrange(9)
    if style == 0:
        return rng.choice(_WORDS) + str(rng.randrange(1985, 2027)) + rng.choice(symbols)
    if style == 1:
        return _r(rng, ALNUM, rng.randrange(14, 21))
    if style == 2:
        return rng.choice(_NAMES) + rng.choice(symbols) + _r(rng, D, 3) + rng.choice(_NAMES).lower()
    if style == 3:
        return rng.choice(_LEET) + _r(rng, D, 2) + rng.choice(symbols)
    if style == 4:
        return rng.choice(_TEAMS) + rng.choice(symbols) + _r(rng, D, 4)
    if style == 5:
        return (
            rng.choice(_PLACES).lower() + rng.choice(symbols) + rng.choice(_WORDS) + _r(rng, D, 2)
        )
    if style == 6:
        return (
            _r(rng, string.ascii_lowercase, 4)
            + _r(rng, UPPER, 2)
            + _r(rng, D, 4)
            + rng.choice(symbols)
        )
    if style == 7:
        first, second, third = rng.sample(_WORDS, 3)
        return first + second + third[:3] + _r(rng, D, 1)
    return rng.choice(symbols) + rng.choice(_PLACES) + _r(rng, D, 3) + rng.choice(_WORDS).lower()


def _url_pw(rng: random.Random) -> str:
    return _pw(rng, url_safe=True)


_LABELLED = [
    "note to self: the NAS admin password is {pw}", "Reminder — new VPN password {pw} (changed after the audit)",
    "the password for the shared finance inbox is now {pw}", "Hey, the staging admin password got rotated, it's {pw} now",
    "From: helpdesk@corp.example\nSubject: Your temporary password\n\nYour temporary password is {pw}. Please change it at first sign-in.",
    "Meeting notes 2026-11-26\n- migrate printers\n- the Jenkins admin pw is {pw} (Rosalind has it too)\n- order badges",
    "Runbook step 3: log in to the iDRAC (password: {pw}) and power-cycle the node.",
    "RE: locked out\n> what's the password again?\n{pw}", "Passwort vom Büro-Drucker: {pw}",
    "I changed my bank password to {pw} so don't let me forget", "admin password reset → {pw}",
    "password for grandma's tablet is {pw}", "Jira OPS-7712: default admin password on the new switches is {pw}, change before go-live",
    "`password: {pw}`", "(pw for the kiosk: {pw})", "The root password on the old Mac mini is {pw}.",
    "new password = {pw} // expires in 90 days", "> Password\n> {pw}", "Password for the Wi-Fi camera app: {pw}",
    "het wachtwoord van de router is {pw}", "mijn nieuwe wachtwoord: {pw}", "lösenordet till servern är {pw}",
    "salasana on nyt {pw}", "a senha do painel agora é {pw}", "minha senha do banco: {pw}",
    "la contraseña del portal es {pw}", "la password dell'account admin è {pw}", "şifre değişti: {pw}",
    "ang bagong password ay {pw}", "管理者パスワードは {pw} です", "비밀번호는 {pw} 입니다",
    "Le mot de passe du compte partagé est {pw}", "parola contului de test este {pw}",
    "Kennwort für den Server: {pw}", "password set to {pw} per Emre's request", "PW for the LMS: {pw}",
    "the password I used for the router setup was {pw}", "password (for real this time): {pw}",
    "Password is: {pw}", "So the new password is {pw}, right?",
]  # fmt: skip


def _labelled(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "labelled_password", _LABELLED, n, _pw)


_USERS = ["femke.dv", "linnea", "aino.k", "joaquim", "svc-backup", "deploy", "ubuntu", "ioana.p",
          "haruto", "jenkins", "pi", "admin"]  # fmt: skip
_LOGINS = [
    "login: {u}\npassword: {pw}", "username {u}, password {pw}", "creds for the test tenant → {u} / {pw}",
    "Sign in as {u} with {pw}", "user: {u} pass: {pw}", "{u} / {pw} (staging only)",
    "Account: {u}\nPass: {pw}\nURL: https://erp.corp.example", "ssh {u}@10.20.0.14 — password is {pw}",
    "| {u} | {pw} | jumpbox |", "{u}:{pw}", "gebruikersnaam {u} wachtwoord {pw}",
    "användarnamn: {u} lösenord: {pw}", "usuário {u} senha {pw}", "usuario: {u} / contraseña: {pw}",
    "kullanıcı adı {u} şifre {pw}", "ユーザー名: {u} パスワード: {pw}", "Benutzer {u}, Passwort {pw}",
    "the creds Femke sent: user {u} / pw {pw}", "{u}@corp.example:{pw}", "u={u} p={pw}",
]  # fmt: skip


def _login_pairs(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "login_pair", _LOGINS, n, _pw, u=_USERS)


_SPELLED_WORDS = ["butterscotch", "kookaburra", "cassowary", "macaroon", "ptarmigan", "gingersnap",
                  "rhubarb", "cormorant", "tangerine", "wildebeest", "huckleberry", "honeydew"]  # fmt: skip
_SPELLED = [  # (template, whether the secret is the word and digits together)
    ("the password is our dog's name, {w}, followed by {d}", False),
    ("pw: the word {w} then the numbers {d}, all lowercase", False),
    ("Password is {w} with a capital first letter and {d} at the end", False),
    ("I set the alarm app password to {w} plus {d}, the year we moved in", False),
    ("[voicemail transcript] hi it's Marisol, the password is {w}, then {d}, bye", False),
    ("type {w}, then {d}; that's the admin password", False),
    ("het wachtwoord is het woord {w} en dan {d}", False),
    ("lösenordet är ordet {w} följt av {d}", False),
    ("a senha é a palavra {w} seguida de {d}", False),
    ("şifre {w} kelimesi, sonra {d}", False),
    ("the router password? {w}{d}, no spaces", True),
    ("Das Passwort ist das Wort {w}, dann {d}", False),
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    words = _cycle(rng, _SPELLED_WORDS, n)
    for template, joined in _cycle(rng, _SPELLED, n):
        w, d = next(words), _r(rng, D, rng.choice([2, 3, 4]))
        out.append(Sample("spelled_password", template.format(w=w, d=d), w + d if joined else w))
    return out


_CLI = [
    "sshpass -p '{pw}' ssh {u}@10.4.0.22 'df -h'", "mysql -h db03 -u{u} -p{pw} billing < fix.sql",
    "mysqldump -u {u} --password={pw} --all-databases > all.sql", "PGPASSWORD={pw} psql -h pg01 -U {u} -d app",
    "curl -u {u}:{pw} https://jenkins.corp.example/api/json", "wget --user={u} --password={pw} https://files.corp.example/iso/",
    "docker login -u {u} -p {pw} registry.corp.example", "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //fs02/scans -U {u}%{pw}", "sqlcmd -S sql05 -U {u} -P {pw} -Q 'SELECT @@VERSION'",
    "7z a -p{pw} backup.7z ~/Documents", "zip -P {pw} payroll.zip payroll.xlsx",
    "openssl enc -aes-256-cbc -in db.tar -out db.tar.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -d secrets.tar.gpg", "plink -ssh {u}@10.9.8.7 -pw {pw}",
    "xfreerdp /v:ts01 /u:{u} /p:{pw}", "net use Z: \\\\fs01\\share {pw} /user:CORP\\{u}",
    "echo '{pw}' | sudo -S systemctl restart nginx", "lftp -u {u},{pw} sftp://backup.corp.example",
    "rabbitmqctl add_user {u} {pw}", "ipmitool -I lanplus -H 10.0.5.11 -U {u} -P {pw} chassis status",
    "mosquitto_pub -h mqtt.local -u {u} -P {pw} -t home/lights -m on", "keytool -genkey -alias app -keystore app.jks -storepass {pw}",
    "ldapsearch -x -D 'cn={u},dc=corp,dc=example' -w {pw} -b dc=corp,dc=example", "sqlplus {u}/{pw}@ORCLPDB1",
    "cqlsh cass01 -u {u} -p {pw}", "twine upload -u {u} -p {pw} dist/*", "oc login https://api.ocp.example:6443 -u {u} -p {pw}",
    "mongosh 'mongodb://db01:27017' -u {u} -p {pw} --authenticationDatabase admin",
    "hdbsql -n hana01:30015 -u {u} -p {pw} 'SELECT 1 FROM DUMMY'", "expect -c 'spawn ssh {u}@nas; expect password; send \"{pw}\\r\"; interact'",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A {pw} -x AES -X {pw} 10.0.0.1",
    "ssh-keygen -t ed25519 -N {pw} -f ~/.ssh/deploy", "kinit {u}@CORP.EXAMPLE <<< {pw}",
    "rsync -av /srv/ rsync://{u}@backup/srv --password-file=<(echo {pw})",
]  # fmt: skip
_SHELL = ["$ {c}", "~/work ❯ {c}", "  512  {c}", "[ops@bastion ~]$ {c}", "PS C:\\ops> {c}",
          "Ran this from the runbook: `{c}`", "history says:\n{c}", "```bash\n{c}\n```",
          "cron: 0 3 * * * {c}", "Slack #infra 09:12 Emre: just do {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return _framed(rng, _fill(rng, "cli_password", _CLI, n, _url_pw, u=_USERS), _SHELL)


_URLS = [
    "postgres://{u}:{pw}@pg-primary.internal:5432/app?sslmode=require",
    "postgresql+asyncpg://{u}:{pw}@10.2.0.8/analytics", "mysql://{u}:{pw}@mysql01:3306/wordpress",
    "mongodb+srv://{u}:{pw}@cluster0.ab1cd.mongodb.net/prod?retryWrites=true",
    "redis://:{pw}@redis-master:6379/0", "rediss://default:{pw}@cache.upstash.example:6380",
    "amqp://{u}:{pw}@rabbit01:5672/%2F", "ftp://{u}:{pw}@ftp.supplier.example/incoming",
    "sftp://{u}:{pw}@files.corp.example:22/upload", "ldaps://{u}:{pw}@dc01.corp.example:636",
    "clickhouse://{u}:{pw}@ch01:9000/events", "Host=pg01;Username={u};Password={pw};Database=crm",
    "Data Source=sql07;Initial Catalog=Sales;User ID={u};Password={pw};",
    "jdbc:postgresql://pg02:5432/ledger?user={u}&password={pw}", "https://{u}:{pw}@git.corp.example/infra/ansible.git",
]  # fmt: skip
_URL_CONTEXT = ["DATABASE_URL={c}", "export DATABASE_URL=\"{c}\"", "sqlalchemy.exc.OperationalError: could not connect to {c}",
                "Hi team, the new DB is at {c} — please update your .env", "  url: {c}", "{c}",
                "[2026-11-27 22:41:09] celery beat: broker={c}", "README: set `DSN` to {c} for local runs"]  # fmt: skip


def _connection_strings(rng: random.Random, n: int) -> list[Sample]:
    return _framed(rng, _fill(rng, "connection_string", _URLS, n, _url_pw, u=_USERS), _URL_CONTEXT)


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_VENDORS: list[tuple[str, str, Maker, bool]] = [
    ("GitHub fine-grained", "GITHUB_TOKEN", _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59)), True),
    ("GitHub classic", "GH_TOKEN", _j("ghp_", (ALNUM, 36)), True),
    ("GitHub OAuth", "GITHUB_OAUTH_TOKEN", _j("gho_", (ALNUM, 36)), True),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA"), True),
    ("OpenRouter", "OPENROUTER_API_KEY", _j("sk-or-v1-", (HEX, 64)), True),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (string.ascii_letters, 34)), True),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36)), True),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)), True),
    ("Twilio", "TWILIO_API_KEY", _j("SK", (HEX, 32)), True),
    ("Telegram bot", "TELEGRAM_BOT_TOKEN", _j((D, 10), ":AA", (URLSAFE, 33)), True),
    ("PyPI", "PYPI_TOKEN", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 120)), True),
    ("Mailchimp", "MAILCHIMP_API_KEY", _j((HEX, 32), "-us21"), True),
    ("Slack bot", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)), True),
    ("Slack app", "SLACK_APP_TOKEN", _j("xapp-1-A", (UPPER_DIGITS, 10), "-", (D, 13), "-", (HEX, 64)), True),
    ("Slack webhook", "SLACK_WEBHOOK_URL", _j("https://hooks.slack.com/services/T", (UPPER_DIGITS, 10), "/B", (UPPER_DIGITS, 10), "/", (ALNUM, 24)), True),
    ("Discord webhook", "DISCORD_WEBHOOK", _j("https://discord.com/api/webhooks/", (D, 19), "/", (URLSAFE, 68)), True),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40)), True),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34)), True),
    ("age", "SOPS_AGE_KEY", _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)), True),
    ("Databricks", "DATABRICKS_TOKEN", _j("dapi", (HEX, 32)), True),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40)), True),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40)), True),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52)), True),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37)), True),
    ("Perplexity", "PERPLEXITY_API_KEY", _j("pplx-", (ALNUM, 48)), True),
    ("xAI", "XAI_API_KEY", _j("xai-", (ALNUM, 80)), True),
    ("Atlassian", "JIRA_API_TOKEN", _j("ATATT3xFfGF0", (URLSAFE, 170), "=", (HEX, 8)), True),
    ("Mailgun", "MAILGUN_API_KEY", _j("key-", (HEX, 32)), True),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", _j("pul-", (HEX, 40)), True),
    ("Netlify", "NETLIFY_AUTH_TOKEN", _j("nfp_", (ALNUM, 36)), True),
    ("Fly.io", "FLY_API_TOKEN", _j("fo1_", (URLSAFE, 43)), True),
    ("Heroku", "HEROKU_API_KEY", _j("HRKU-AA", (URLSAFE, 58)), True),
    ("Terraform Cloud", "TFE_TOKEN", _j((ALNUM, 14), ".atlasv1.", (ALNUM, 67)), True),
    ("Dropbox", "DROPBOX_TOKEN", _j("sl.B", (URLSAFE, 135)), True),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27)), True),
    ("Brevo", "BREVO_API_KEY", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16)), True),
    ("HubSpot", "HUBSPOT_TOKEN", lambda g: "pat-eu1-" + _uuid(g), True),
    ("NVIDIA", "NVIDIA_API_KEY", _j("nvapi-", (URLSAFE, 64)), True),
    ("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_ID", _j("LTAI", (ALNUM, 20)), True),
    ("RubyGems", "GEM_HOST_API_KEY", _j("rubygems_", (HEX, 48)), True),
    ("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", _j("CFPAT-", (URLSAFE, 43)), True),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (URLSAFE, 91)), True),
    ("Shopify admin", "SHOPIFY_ACCESS_TOKEN", _j("shpat_", (HEX, 32)), True),
    ("Stripe restricted", "STRIPE_RESTRICTED_KEY", _j("rk_live_51", (ALNUM, 97)), True),
    ("Stripe webhook", "STRIPE_WEBHOOK_SECRET", _j("whsec_", (ALNUM, 32)), True),
    ("Google API", "GOOGLE_API_KEY", _j("AIza", (URLSAFE, 35)), True),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16)), True),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20)), True),
    ("Azure Storage", "AZURE_STORAGE_KEY", _j((B64, 86), "=="), False),
    ("Snyk", "SNYK_TOKEN", _uuid, False),
    ("Datadog", "DD_API_KEY", _j((HEX, 32)), False),
    ("Datadog app", "DD_APP_KEY", _j((HEX, 40)), False),
    ("Algolia admin", "ALGOLIA_ADMIN_KEY", _j((HEX, 32)), False),
    ("Cohere", "COHERE_API_KEY", _j((ALNUM, 40)), False),
    ("Mistral", "MISTRAL_API_KEY", _j((ALNUM, 32)), False),
    ("Okta", "OKTA_API_TOKEN", _j("00", (URLSAFE, 40)), False),
    ("Vercel", "VERCEL_TOKEN", _j((ALNUM, 24)), False),
    ("Postmark", "POSTMARK_SERVER_TOKEN", _uuid, False),
]  # fmt: skip
_TOKEN_LABELLED = [
    "{env}={tok}", "export {env}='{tok}'", "# .env.local — do NOT commit\n{env}={tok}\nDEBUG=1",
    "gh secret set {env} --body \"{tok}\"", "  - name: {env}\n    value: \"{tok}\"",
    "[Service]\nEnvironment=\"{env}={tok}\"", "heroku config:set {env}={tok} -a billing-prod",
    "Can you store this in 1Password? {vendor} key: {tok}", "Jira SEC-311: {vendor} key leaked in build log — {tok} — rotate",
    "Hi Linnea,\n\nhere is the {vendor} token for the integration: {tok}\n\nCheers, Joaquim",
    "Slack #dev-help 14:03 Haruto: my {vendor} token is {tok}, why does it 401?",
    "note to self: {vendor} key {tok} lives on the old laptop too", "Traceback (most recent call last):\n  ...\nAuthError: invalid key {env}={tok}",
    "config.{env_lower} = \"{tok}\"", "{env_lower}: {tok}", "Oi Joaquim, a chave do {vendor} é {tok}",
    "Hej! {vendor}-nyckeln: {tok}",
    "Merhaba, {vendor} anahtarı: {tok}", "{vendor} のキーはこれです: {tok}",
    "Ito yung {vendor} key natin: {tok}", "cheia {vendor} pentru producție: {tok}",
    "Ciao, ecco la chiave {vendor}: {tok}", "{vendor}-avain: {tok}", "la llave de {vendor} es {tok}", "{vendor} API-sleutel: {tok}",
]  # fmt: skip
_TOKEN_BARE = [
    "{tok}", "pasting this here so I don't lose it: {tok}", "is {tok} still valid?",
    "{vendor} -> {tok}", "rotated, old one was {tok}", "```\n{tok}\n```",
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


_BARE = ["here u go {t}", "token from the vendor portal: {t}", "{t}\n^ the integration key",
         "they emailed {t} — is that a key?", "saved it: {t}", "'{t}'", "{t} (prod)",
         "paste from clipboard: {t}"]  # fmt: skip


def _bare_tokens(rng: random.Random, n: int) -> list[Sample]:
    makers = [_j((ALNUM, 40)), _j((URLSAFE, 24), "-", (URLSAFE, 20)), _j((B64, 63), "="),
              _j((ALNUM, 20), ":", (ALNUM, 32))]  # fmt: skip
    out = []
    for template in _cycle(rng, _BARE, n):
        t = rng.choice(makers)(rng)
        out.append(Sample("bare_token", template.format(t=t), t))
    return out


_HEX_TEMPLATES = [
    ("SECRET_KEY={h}", 64), ("the AES key Ioana generated: {h}", 64), ("master key (hex)\n{h}", 64),
    ("signing secret → {h}", 64), ("{h}", 64), ("JWT_SECRET: \"{h}\"", 128),
    ("APP_KEY=hex:{h}", 64), ("la clave de cifrado es {h}", 64), ("webhook secret {h} — don't share", 64),
]  # fmt: skip


def _hex_keys(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, length = _HEX_TEMPLATES[i % len(_HEX_TEMPLATES)]
        h = v.hex_key(rng, length)
        if i % 4 == 2:
            h = h.upper()
        out.append(Sample("hex_key", template.format(h=h), h))
    return out


_JWT_TEMPLATES = ["Authorization: Bearer {t}", "curl -H \"Authorization: Bearer {t}\" https://api.corp.example/v1/users",
                  "localStorage.setItem('id_token', '{t}')", "Cookie: session={t}; Path=/; HttpOnly",
                  "the refresh token from the mobile app logs: {t}", "ID_TOKEN={t}",
                  "{{\"access_token\": \"{t}\", \"token_type\": \"Bearer\", \"expires_in\": 3600}}",
                  "WARN auth middleware rejected {t} (expired)"]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        header = _b64url(
            {"alg": rng.choice(["RS256", "HS512", "PS256"]), "typ": "JWT", "kid": _r(rng, HEX, 16)}
        )
        claims = {"sub": _uuid(rng), "iss": "https://auth.corp.example/", "aud": "memory-api",
                  "scope": "read write", "iat": 1_796_100_000 + 97 * i, "exp": 1_796_103_600 + 97 * i}  # fmt: skip
        token = f"{header}.{_b64url(claims)}.{_r(rng, URLSAFE, rng.choice([43, 86, 342]))}"
        out.append(Sample("jwt", _JWT_TEMPLATES[i % len(_JWT_TEMPLATES)].format(t=token), token))
    return out


_PEM_KINDS = ["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY",
              "DSA PRIVATE KEY", "PGP PRIVATE KEY BLOCK", "PRIVATE KEY"]  # fmt: skip


def _pem_keys(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        kind = _PEM_KINDS[i % len(_PEM_KINDS)]
        lines = [
            _r(rng, B64, 64 if not kind.startswith("OPENSSH") else 70)
            for _ in range(rng.randrange(6, 11))
        ]
        if kind.startswith("OPENSSH"):
            lines[0] = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB" + lines[0][52:]
        elif not kind.startswith("PGP"):
            lines[0] = "MII" + lines[0][3:]
        lines[-1] = lines[-1][: rng.randrange(12, 60)] + "=="
        head = f"-----BEGIN {kind}-----\n" + (
            "Version: GnuPG v2\n\n" if kind.startswith("PGP") else ""
        )
        key = head + "\n".join(lines) + f"\n-----END {kind}-----"
        secret = lines[rng.randrange(1, len(lines) - 1)]
        if i == 0:
            text = f"cat ~/.ssh/id_ed25519\n{key}"
        elif i == 1:  # one JSON string with escaped line breaks, as a service-account file holds it
            text = (
                '{"type": "service_account", "private_key": "' + key.replace("\n", "\\n") + '\\n"}'
            )
        elif i == 2:
            text = "apiVersion: v1\nkind: Secret\nstringData:\n  tls.key: |\n    " + key.replace(
                "\n", "\n    "
            )
        elif i == 3:
            text = f"Hi Aino, the key for the SFTP job is below, please keep it safe.\n\n{key}\n\nThanks!"
        elif i == 4:
            text = f'PRIVATE_KEY="{key}"'
        elif i == 5:
            text = f"Jira OPS-8120 attachment (pasted):\n{key}"
        else:
            text = f"```\n{key}\n```"
        out.append(Sample("pem_private_key", text, secret))
    return out


_SEED_CONTEXT = [
    ("my MetaMask recovery phrase, just in case: {p}", "english"), ("Ledger backup words:\n{p}", "english"),
    ("seed: {p}", "english"), ("note to self (wallet): {p}", "english"),
    ("Trust Wallet secret phrase — {p}", "english"), ("frase de recuperação da carteira: {p}", "portuguese"),
    ("frase semilla de la billetera: {p}", "spanish"), ("phrase de récupération : {p}", "french"),
    ("parole di recupero: {p}", "italian"), ("obnovovací fráze: {p}", "czech"),
    ("mnemonic = \"{p}\"", "english"), ("wallet words from the paper in the drawer: {p}", "english"),
]  # fmt: skip


def _seed_phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, language = _SEED_CONTEXT[i % len(_SEED_CONTEXT)]
        count = rng.choice([12, 15, 24])
        entropy = bytes(rng.randrange(256) for _ in range(count * 4 // 3))
        phrase = str(Mnemonic(language).to_mnemonic(entropy))
        words = phrase.split()
        form = i % 4
        if form == 1:
            shown = "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1))
        elif form == 2:
            shown = ", ".join(words)
        elif form == 3:
            shown = "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4))
        else:
            shown = phrase
        out.append(Sample("seed_phrase", template.format(p=shown), phrase if form == 0 else shown))
    return out


_CARD_CONTEXT = [
    "card for the team lunch account: {c} exp {mm}/{yy}", "Visa {c}, expires {mm}/{yy}",
    "note: company card {c} (exp {mm}/{yy}) for the AWS bill", "my card number is {c}",
    "Slack DM: can you book it on my card? {c} {mm}/{yy}", "Ticket #30918: customer wrote their card {c} in the form notes",
    "número do cartão {c} validade {mm}/{yy}", "kaartnummer {c}", "kortnummer: {c}, giltigt t.o.m. {mm}/{yy}",
    "kart numarası {c}", "カード番号 {c} 有効期限 {mm}/{yy}", "card_number,exp\n{c},{mm}/{yy}",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    brands = list(v.CARD_BRANDS)
    rng.shuffle(brands)
    out = []
    for i, template in enumerate(_cycle(rng, _CARD_CONTEXT, n)):
        number = v.card(rng, brands[i % len(brands)])
        shown = v.grouped(number, rng.choice([" ", "-", "", " "]), rng)
        mm, yy = f"{rng.randrange(1, 13):02d}", str(rng.randrange(27, 33))
        out.append(Sample("card_number", template.format(c=shown, mm=mm, yy=yy), shown))
    return out


_CVV_CONTEXT = ["{c} exp 09/30 cvv {cvv}", "security code on the back: {cvv}", "CVC {cvv}",
                "código de segurança {cvv}", "CVV: {cvv} (don't tell anyone lol)",
                "Amex {c}, CID {cvv}"]  # fmt: skip


def _card_codes(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    while len(out) < n:
        template = _CVV_CONTEXT[len(out) % len(_CVV_CONTEXT)]
        amex = "Amex" in template
        number = v.card(rng, "amex" if amex else rng.choice(["visa", "mastercard", "discover"]))
        cvv = _r(rng, D, 4 if amex else 3)
        text = template.format(c=v.grouped(number, " ", rng), cvv=cvv)
        if text.count(cvv) == 1:
            out.append(Sample("card_code", text, cvv))
    return out


# Countries the earlier corpora left out: BBAN shapes (a letter, n digit, c either).
_IBAN_SHAPES = {"TR": "n" * 6 + "c" * 16, "MT": "aaaa" + "n" * 5 + "c" * 18, "IS": "n" * 22,
                "LI": "n" * 5 + "c" * 12, "MC": "n" * 10 + "c" * 11 + "nn", "GI": "aaaa" + "c" * 15,
                "KW": "aaaa" + "c" * 22, "QA": "aaaa" + "c" * 21, "JO": "aaaa" + "n" * 4 + "c" * 18,
                "BR": "n" * 23 + "a" + "c", "UA": "n" * 6 + "c" * 19, "GE": "aa" + "n" * 16,
                "AZ": "aaaa" + "c" * 20, "PK": "aaaa" + "c" * 16}  # fmt: skip
_iban_from = partial(v.iban_shaped, shapes=_IBAN_SHAPES)
_IBAN_CONTEXT = ["please send the refund to IBAN {i}", "my IBAN: {i}", "Rent goes to {i} on the 1st",
                 "Invoice 2026-118 — pay to {i}", "IBAN {i} (savings)", "note: landlord's IBAN is {i}",
                 "payee,IBAN\nKaya Yilmaz,{i}", "IBAN numaram {i}", "IBAN da conta: {i}",
                 "rekeningnummer {i}", "Slack DM: here's my IBAN for the trip money {i}",
                 "bank details — IBAN: {i}, BIC: on the invoice"]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    countries = rng.sample(list(_IBAN_SHAPES), len(_IBAN_SHAPES))
    out = []
    for i in range(n):
        number = _iban_from(rng, countries[i % len(countries)])
        shown = v.iban_spaced(number) if i % 2 == 0 else number
        out.append(Sample("iban", _IBAN_CONTEXT[i % len(_IBAN_CONTEXT)].format(i=shown), shown))
    return out


def _date6(g: random.Random) -> tuple[str, str, str]:
    return f"{g.randrange(50, 100):02d}", f"{g.randrange(1, 13):02d}", f"{g.randrange(1, 29):02d}"


def _pesel(g: random.Random) -> str:
    yy, mm, dd = _date6(g)
    body = yy + mm + dd + _r(g, D, 4)
    return body + pesel.calc_check_digit(body)


def _pnr(g: random.Random) -> str:
    yy, mm, dd = _date6(g)
    body = yy + mm + dd + _r(g, D, 3)
    return f"{yy}{mm}{dd}-{body[6:]}{luhn.calc_check_digit(body)}"


def _hetu(g: random.Random) -> str:
    yy, mm, dd = _date6(g)
    return f"{dd}{mm}{yy}-{g.randrange(2, 900):03d}" + g.choice("0123456789ABCDEFHJKLMNPRSTUVWXY")


def _dmy(g: random.Random) -> str:
    yy, mm, dd = _date6(g)
    return dd + mm + yy


# (phrasing, a candidate maker, the check a real id passes): drawn until it passes
_ID_KINDS: list[tuple[str, Maker, Callable[[str], bool]]] = [
    ("HR onboarding form — SSN: {s}", v.ssn_number, lambda s: True),
    ("my social is {s}, needed it for the mortgage form", v.ssn_number, lambda s: True),
    ("BSN: {s}", lambda g: _r(g, "123456789", 1) + _r(g, D, 8), bsn.is_valid),
    ("PESEL {s}", _pesel, pesel.is_valid),
    ("personnummer {s}", _pnr, personnummer.is_valid),
    ("henkilötunnus {s}", _hetu, hetu.is_valid),
    ("fødselsnummer: {s}", lambda g: _dmy(g) + _r(g, D, 5), fodselsnummer.is_valid),
    ("T.C. kimlik no: {s}", lambda g: _r(g, "123456789", 1) + _r(g, D, 10), tckimlik.is_valid),
    ("SA ID number {s}", lambda g: "".join(_date6(g)) + _r(g, D, 4) + "08" + _r(g, D, 1), idnr.is_valid),
    ("NHS number {s}", lambda g: _r(g, "4", 1) + _r(g, D, 9), nhs.is_valid),
    ("TFN {s}", lambda g: _r(g, "123456789", 1) + _r(g, D, 8), tfn.is_valid),
    ("PPS number {s}", lambda g: _r(g, D, 7) + g.choice(string.ascii_uppercase[:23]), pps.is_valid),
    ("AHV-Nummer {s}", lambda g: "756." + _r(g, D, 4) + "." + _r(g, D, 4) + "." + _r(g, D, 2), ahv.is_valid),
    ("isikukood {s}", lambda g: g.choice("3456") + "".join(_date6(g)) + _r(g, D, 4), ik.is_valid),
    ("CNP {s}", lambda g: g.choice("1256") + "".join(_date6(g)) + g.choice(["01", "12", "22", "40"]) + _r(g, D, 4), cnp.is_valid),
    ("rijksregisternummer {s}", lambda g: "".join(_date6(g)) + _r(g, D, 5), be_nn.is_valid),
    ("CPF {s}", v.cpf_number, lambda s: True),
    ("DNI {s}", v.dni_number, lambda s: True),
    ("National Insurance number {s}", v.nino_number, lambda s: True),
    ("SIN {s}", v.sin_number, lambda s: True),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    while len(out) < n:
        for template, make, valid in _ID_KINDS:
            value = _until(rng, make, valid)
            out.append(Sample("national_id", template.format(s=value), value))
    return out[:n]


_CODE_LABELS = ["Your verification code is {c}", "{c} is your Instagram code. Don't share it.",
                "Use {c} to sign in to Microsoft", "Je verificatiecode is {c}", "Din verifieringskod: {c}",
                "Seu código de verificação é {c}", "Tu código de acceso: {c}", "Doğrulama kodunuz: {c}",
                "認証コード：{c}", "인증번호 [{c}]", "Ihr Code lautet {c}", "one-time code {c} (valid 5 min)"]  # fmt: skip
_BACKUP_HEADS = ["GitHub recovery codes\n", "Backup codes (Google):\n", "2FA backup codes for the AWS root account: ",
                 "códigos de recuperación:\n", "Codes de secours : ", "herstelcodes:\n",
                 "Save these somewhere safe!\n"]  # fmt: skip


def _otp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        kind = i % 7
        if kind in (0, 1):
            style = rng.randrange(4)
            codes = v.backup_codes(rng, rng.choice([8, 10, 16]), style)
            glue = rng.choice(["\n", ", ", "  "])
            if i % 2:
                codes = [f"{k}. {c}" for k, c in enumerate(codes, 1)]
                glue = "\n"
            secret = codes[rng.randrange(len(codes))].split(". ")[-1]
            out.append(Sample("backup_codes", rng.choice(_BACKUP_HEADS) + glue.join(codes), secret))
        elif kind == 2:
            code = f"{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}-{_r(rng, UPPER_DIGITS, 4)}"
            out.append(Sample("backup_codes", f"Apple account recovery key: {code}", code))
        elif kind == 3:
            seed = v.totp_secret(rng, spaced=True)
            out.append(
                Sample("otp_secret", f"Can't scan the QR? Enter this key instead:\n{seed}", seed)
            )
        elif kind == 4:
            seed = _r(rng, BASE32, rng.choice([16, 32]))
            uri = rng.choice([
                "otpauth://totp/GitLab:femke%40corp.example?secret={s}&issuer=GitLab",
                "otpauth://totp/Bitwarden:linnea?secret={s}&digits=6",
                "MFA_SEED={s}"]).format(s=seed)  # fmt: skip
            out.append(Sample("otp_secret", uri, seed))
        else:
            code = _r(rng, D, 6)
            shown = code if i % 3 else f"{code[:3]} {code[3:]}"
            template = _CODE_LABELS[i % len(_CODE_LABELS)]
            out.append(Sample("otp_code", template.format(c=shown), shown))
    return out


_SSIDS = ["Ziggo-5G-2F", "Telia-7B3C", "DNA-WLAN-4412", "VIVO-FIBRA-8C21", "Superonline_Ev",
          "PLDTHOMEFIBR_a1b2", "Buffalo-G-77A0", "Linksys Garage"]  # fmt: skip
_WIFI = [
    "wifi: {s} / {pw}", "The guest wifi password is {pw}", "WIFI:S:{s};T:WPA;P:{pw};;",
    "network {s}, key {pw}", "wifi at the Airbnb — {s}, password {pw}", "WPA2 key for the office wifi is {pw}",
    "psk=\"{pw}\"", "nmcli dev wifi connect {s} password {pw}", "wifi-wachtwoord: {pw}",
    "wifi-lösenord: {pw}", "senha do wifi {pw}", "wifi şifresi {pw}", "WLAN-Schlüssel: {pw}",
    "ssid,psk\n{s},{pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.6:
        return _pw(rng)
    words = ["lantern", "biscuit", "paprika", "trombone", "mosaic", "kettle", "walrus", "saffron"]
    return "".join(w.capitalize() for w in rng.sample(words, 3)) + _r(rng, D, 2)


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "wifi_key", _WIFI, n, _wifi_key, s=_SSIDS)


def _spaced_tokens(rng: random.Random, n: int) -> list[Sample]:
    makers = [_j("ghp_", (ALNUM, 36)), _j("xoxb-", (D, 10), "-", (ALNUM, 16)), _j("AKIA", (UPPER_DIGITS, 16)),
              _j("glpat-", (ALNUM, 20)), _j((ALNUM, 32))]  # fmt: skip
    seps = [" ", "-", " - ", "  ", "\n", ".", "_", " "]
    contexts = ["ok I'll read it to you: {t}", "[phone call notes] token, letter by letter: {t}",
                "ik spel het: {t}", "copied by hand from the screen: {t}", "dictated: {t}"]  # fmt: skip
    out = []
    for i in range(n):
        token = makers[i % len(makers)](rng)
        if i % 5 == 3:
            size = rng.choice([4, 6])
            shown = " ".join(token[k : k + size] for k in range(0, len(token), size))
        else:
            sep = seps[i % len(seps)]
            shown = (sep if not sep.strip() or sep.strip() not in token else " ").join(token)
        out.append(Sample("spaced_token", contexts[i % len(contexts)].format(t=shown), shown))
    return out


_PINS = ["door code for the storage unit: {pw}", "the PIN for my debit card is {pw}",
         "alarm disarm code {pw}", "lockbox code is {pw} (key for the cleaner)",
         "pincode van de fiets {pw}", "the gate keypad is {pw}#", "safe combination {pw}"]  # fmt: skip


def _pins(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in _cycle(rng, _PINS, n):
        if "combination" in template:
            value = "-".join(_r(rng, D, 2) for _ in range(3))
        else:
            value = _r(rng, D, rng.choice([4, 5, 6]))
        out.append(Sample("pin_code", template.format(pw=value), value))
    return out


_PHRASE_WORDS = ["anchor", "blizzard", "crayon", "dolphin", "eclipse", "feather", "gazebo", "hammock",
                 "igloo", "jigsaw", "kettle", "lantern", "mango", "noodle", "oyster", "parsnip"]  # fmt: skip
_PASSPHRASES = [("passphrase: {p}", " "), ("1Password master password is {p}", "-"),
                ("the BitLocker passphrase is {p}", " "), ("KeePass master pass: {p}", "."),
                ("ssh key passphrase → {p}", "_"), ("frase-senha: {p}", " "),
                ("backup encryption passphrase\n{p}", " ")]  # fmt: skip


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
            template = ["curl -H 'Authorization: Basic {v}' https://jira.corp.example/rest/api/2/myself",
                        "headers = {{\"Authorization\": \"Basic {v}\"}}",
                        "> GET /api/health HTTP/1.1\n> Authorization: Basic {v}"][i // 2 % 3]  # fmt: skip
        else:
            value = _r(rng, URLSAFE, rng.choice([36, 48]))
            template = ["X-API-Key: {v}", "Authorization: Bearer {v}",
                        "requests.get(url, headers={{'x-auth-token': '{v}'}})"][i // 2 % 3]  # fmt: skip
        out.append(Sample("auth_header", template.format(v=value), value))
    return out


_CONFIG = [
    "DB_HOST=localhost\nDB_USER=app\nDB_PASS={pw}\nDB_NAME=shop",
    "[client]\nuser=root\npassword={pw}", "pg01:5432:*:app:{pw}",
    "define('DB_PASSWORD', '{pw}');", "smtp:\n  host: smtp.corp.example\n  user: noreply\n  pass: {pw}",
    "variable \"admin_password\" {{\n  default = \"{pw}\"\n}}", "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "[database]\nhost = db01\npassword = \"{pw}\"", "mail.password={pw}",
    "MYSQL_ROOT_PASSWORD: {pw}", "auth_pass {pw}  # keepalived.conf", "rpcpassword={pw}",
    "machine api.corp.example login deploy password {pw}", "{{\"username\": \"svc\", \"password\": \"{pw}\"}}",
]  # fmt: skip


def _config(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "config_file", _CONFIG, n, _pw)


_CHAT = [
    "pw is {pw} btw", "the pass is {pw} lol", "ok new pw: {pw}", "here's the password {pw} 🙏",
    "passw: {pw}", "pwd {pw}", "[Slack] Marisol 16:20: password: {pw} (pls dont share)",
    "[Discord] haruto: pw -> {pw}", "🔑 {pw}", "pass = {pw} 🤫", "sent u the pw on whatsapp, it's {pw}",
    "eto yung pw: {pw} haha", "a senha é {pw} kkk", "ww is {pw} hoor", "비번 {pw} ㅋㅋ",
]  # fmt: skip


def _chat(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "chat_password", _CHAT, n, _pw)


_HIDDEN = [
    "pass\u200bword: {pw}", "\ufeffpassword={pw}", "p\u0430ssword: {pw}", "ＰＡＳＳＷＯＲＤ：{pw}",
    "password%3D{pw}", "password&#61;{pw}", "password\\u003d{pw}", "pass\u00adwd = {pw}",
    "\u202epassword: {pw}\u202c",
]  # fmt: skip


def _hidden(rng: random.Random, n: int) -> list[Sample]:
    """Labels with invisible characters, fullwidth or lookalike letters, encoded separators."""
    out = _fill(rng, "hidden_label", _HIDDEN, n - 1, _url_pw)
    token = _j("ghp_", (ALNUM, 36))(rng)
    shown = token[:11] + "\u200b" + token[11:]
    out.append(Sample("hidden_label", f"GH_TOKEN={shown}", shown))
    return out


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
    ("the password for the NAS is", "{s}"), ("VPN password:", "{s} (changed Monday)"),
    ("wachtwoord van de router", "{s}"), ("admin pw", "{s}\nplease don't forward"),
    ("lösenord till wifi:", "{s}"), ("senha do e-mail", "{s}"), ("Passwort fürs Intranet:", "{s}"),
    ("Jenkins admin password", "{s}"), ("the password Femke gave me is", "{s}, I think"),
    ("şifre:", "{s}"),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = [FieldPair("split_password", first, second.format(s=(pw := _pw(rng))), pw)
           for first, second in _PAIR_FIRSTS]  # fmt: skip
    others: list[tuple[str, str, str, str]] = [
        ("split_token", "GitHub token", "{s}", _j("ghp_", (ALNUM, 36))(rng)),
        ("split_token", "Anthropic API key:", "{s} (team workspace)", _j("sk-ant-api03-", (URLSAFE, 93), "AA")(rng)),
        ("split_token", "Datadog API key", "{s}", _r(rng, HEX, 32)),
        ("split_seed", "recovery phrase", "{s}", str(Mnemonic("english").to_mnemonic(bytes(rng.randrange(256) for _ in range(16))))),
        ("split_card", "card number", "{s} exp 04/31", v.grouped(v.card(rng, "visa"), " ", rng)),
        ("split_iban", "IBAN", "{s}", v.iban_spaced(_iban_from(rng, "TR"))),
        ("split_backup", "backup codes", "{s}\n{s2}", f"{_r(rng, D, 4)} {_r(rng, D, 4)}"),
        ("split_otp", "TOTP secret", "{s}", v.totp_secret(rng, spaced=False)),
        ("split_id", "SSN", "{s}", v.ssn_number(rng)),
        ("split_phrase", "master passphrase", "{s}", "-".join(rng.sample(_PHRASE_WORDS, 5))),
    ]  # fmt: skip
    for cls, first, second, secret in others:
        s2 = f"{_r(rng, D, 4)} {_r(rng, D, 4)}"
        out.append(FieldPair(cls, first, second.format(s=secret, s2=s2), secret))
    return out


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    pw = [_pw(rng, url_safe=True) for _ in range(8)]
    gh = _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59))(rng)
    slack = _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))(rng)
    card = v.card(rng, "mastercard")
    bearer = _r(rng, URLSAFE, 48)
    rows: list[tuple[str, dict[str, Any], str]] = [
        ("meta_password", {"nas": {"host": "192.168.0.20", "password": pw[0]}}, pw[0]),
        ("meta_password", {"wachtwoord": pw[1]}, pw[1]),
        ("meta_password", {"credentials": {"user": "deploy", "pass": pw[2]}}, pw[2]),
        ("meta_password", {"accounts": [{"site": "bank"}, {"site": "mail", "pwd": pw[3]}]}, pw[3]),
        ("meta_password", {"env": ["TZ=UTC", f"POSTGRES_PASSWORD={pw[4]}"]}, pw[4]),
        ("meta_password", {"note": f"pw is {pw[5]} btw"}, pw[5]),
        ("meta_password", {"lösenord": pw[6]}, pw[6]),
        ("meta_password", {"comment": f"login as jenkins with {pw[7]}"}, pw[7]),
        ("meta_token", {"github": {"token": gh}}, gh),
        ("meta_token", {"slackBotToken": slack}, slack),
        ("meta_token", {"api_key": (t := _r(rng, ALNUM, 40))}, t),
        ("meta_token", {"request": {"headers": {"Authorization": f"Bearer {bearer}"}}}, bearer),
        ("meta_card", {"payment": {"card_number": card, "exp": "11/30"}}, card),
        ("meta_iban", {"payout": {"iban": (i := _iban_from(rng, "BR"))}}, i),
        ("meta_id", {"employee": {"ssn": (s := v.ssn_number(rng))}}, s),
        ("meta_otp", {"mfa": {"recovery_codes": [(b := _r(rng, LOWER_DIGITS, 5) + "-" + _r(rng, LOWER_DIGITS, 5)), _r(rng, LOWER_DIGITS, 5) + "-" + _r(rng, LOWER_DIGITS, 5)]}}, b),
        ("meta_seed", {"wallet": {"mnemonic": (p := v.seed_phrase(rng, 12))}}, p),
        ("meta_key", {"encryption_key": (h := v.hex_key(rng))}, h),
        ("meta_pin", {"alarm": {"pin": (c := _r(rng, D, 4))}}, c),
        ("meta_wifi", {"wifi": {"ssid": "Ziggo-5G-2F", "password": (w := _pw(rng))}}, w),
    ]  # fmt: skip
    return [MetadataSample(cls, metadata, secret) for cls, metadata, secret in rows]


CLEAN = [
    "Note to self: change the NAS password before Femke's last day.",
    "I forgot my password again, so I asked IT for a reset link.",
    "The password manager migration to Bitwarden is scheduled for 2026-12-10.",
    "Password policy: 14 characters minimum, no rotation unless compromised (NIST 800-63B).",
    "Never paste tokens into Slack; use the 1Password share link instead.",
    "The API key field in the settings page is now masked after saving.",
    "Het wachtwoord moet minstens twaalf tekens bevatten.",
    "Lösenordet måste bytas var tredje månad.",
    "Salasanan vaihto onnistui.",
    "Esqueci minha senha e pedi um novo link de redefinição.",
    "La contraseña debe tener al menos una mayúscula y un número.",
    "Şifrenizi kimseyle paylaşmayın.",
    "パスワードの再設定メールが届きません。",
    "비밀번호를 변경하려면 설정으로 이동하세요.",
    "Upgraded Postgres from 16.4 to 17.2 and pgvector to 0.8.0 on staging.",
    "Release v3.12.0-rc.2 is tagged; the changelog lists 41 fixes.",
    "Commit 9b3e71fa2c04d6e8f1a5b7c9d0e2f4a6b8c1d3e5 introduced the regression.",
    "Cherry-picked 5f0c2a1 onto the release branch.",
    "Image digest sha256:3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b is the one we ship.",
    "Request id 5c1f7e9a-2b3d-4c8e-9f0a-7d6e5b4c3a21 timed out at the gateway.",
    "Order #402-9938471-1120456 shipped via PostNL.",
    "Jira OPS-7731: password reset emails land in spam for Outlook users.",
    "Support ticket INC0048213 closed after the printer was replaced.",
    "Call the Utrecht office at +31 30 234 5678 during business hours.",
    "The Uppsala team's number is +46 18 471 00 00.",
    "Tracking number 1Z999AA10123456784 shows delivered on 2026-11-24.",
    "The quarterly review moved to 2026-12-15 at 10:00 CET.",
    "Model ThinkPad T14 Gen 5, serial PF4XK2ZQ, goes to Aino.",
    "The Dell PowerEdge R760 in rack B4 needs a new PSU.",
    "Replace YOUR_API_KEY_HERE with the key from the dashboard.",
    "Set PASSWORD=<your-password> in .env.example and copy it to .env.",
    "The token count for that prompt was 18,432.",
    "Our secret weapon for onboarding is the buddy system.",
    "The Wi-Fi in meeting room Kestrel drops every few minutes.",
    "Guests can use the open network 'Corp-Guest'; no password needed.",
    "Card ending in 4417 was declined twice on 2026-11-20.",
    "The IBAN field in the payroll form now validates the check digits.",
    "Keep your recovery codes offline, e.g. printed in a drawer.",
    "2FA is now mandatory for every admin account.",
    "The door code changes every Monday; ask reception.",
    "We rotated all deploy keys on 2026-11-18 after the laptop was stolen.",
    "Am uitat parola, am cerut resetarea ei.",
    "La password scade ogni 90 giorni.",
    "Das neue Passwort gilt ab Montag für alle Konten.",
    "Le mot de passe a été réinitialisé par le support.",
    "Nakalimutan ko ang password ko kaya nag-reset ako.",
    "The JWT lifetime is 15 minutes and the refresh token lasts 30 days.",
    "ISBN 978-1-4919-5017-6 is the Designing Data-Intensive Applications copy on the shelf.",
    "EAN 8711253001202 is the coffee we reorder monthly.",
    "Python 3.12.7, Node 22.11.0 and Go 1.23.3 are pinned in the toolchain file.",
    "Invoice INV-2026-0871 is due on 2026-12-01.",
    "The seed for the benchmark's random generator is 42.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_last_changed": "2026-10-03", "password_policy": "nist-800-63b"},
    {"secret_name": "db-credentials", "secret_version": 12},
    {"token_count": 18432, "model": "gpt-4o-mini"},
    {"commit": "9b3e71fa2c04d6e8f1a5b7c9d0e2f4a6b8c1d3e5", "branch": "release/3.12"},
    {"order_id": "402-9938471-1120456", "carrier": "PostNL"},
    {"request_id": "5c1f7e9a-2b3d-4c8e-9f0a-7d6e5b4c3a21", "status": 504},
    {"phone": "+31 30 234 5678", "office": "Utrecht"},
    {"mfa_enabled": True, "pin_required": False},
]
