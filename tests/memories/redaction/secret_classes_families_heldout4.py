# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fourth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
issue 46, the data structures of the other corpora and the value helpers
(`secret_classes_values.py`), never `memories/redaction/` nor the other corpora's templates. Own
seed, templates, values, tools, vendors, languages and phrasings, written the way people paste
secrets into chats and notes. Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable, Iterator
from typing import Any

from stdnum import iban
from stdnum.be import nn
from stdnum.ca import sin
from stdnum.cl import rut
from stdnum.dk import cpr
from stdnum.ee import ik
from stdnum.es import nie
from stdnum.fi import hetu
from stdnum.fr import nir
from stdnum.it import codicefiscale
from stdnum.no import fodselsnummer
from stdnum.us import itin
from stdnum.za import idnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 5_120_907
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
UPPER_DIGITS = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
D = string.digits


def _r(rng: random.Random, alphabet: str, n: int) -> str:
    return v.r(rng, alphabet, n)


def _cycle(rng: random.Random, items: list[str], n: int) -> Iterator[str]:
    """``n`` items, every item before any repeats (each pass shuffled)."""
    out: list[str] = []
    while len(out) < n:
        out += rng.sample(items, len(items))
    return iter(out[:n])


_WORDS = ["Quokka", "Pelikan", "Zitrone", "Tamarind", "Nordlys", "Kiwano", "Morango", "Ciruela",
          "Brezel", "Yuzu", "Oktopus", "Wombat", "Kasztan", "Fenek", "Lumiere", "Sakura"]  # fmt: skip
_NAMES = ["Marta", "Jonas", "Ilse", "Bartek", "Noor", "Kenji", "Ayla", "Rafael", "Sunniva"]
_LEET = ["Gl4c13r", "Ph03n1x", "S4ndst0rm", "M4gn0l1a", "Bl1zz4rd", "K4ng4r00", "V0lc4n0"]


def _pw(rng: random.Random, *, url_safe: bool = False) -> str:
    """A password as people choose them: words with digits, names with years, leet, random."""
    symbols = "-_." if url_safe else "!#%*+?.-_$"
    style = rng.randrange(7)
    if style == 0:
        value = rng.choice(_WORDS) + _r(rng, D, rng.choice([2, 3, 4])) + rng.choice(symbols)
    elif style == 1:
        value = _r(rng, ALNUM, rng.randrange(9, 15)) + rng.choice(symbols) + _r(rng, D, 2)
    elif style == 2:
        value = rng.choice(_NAMES) + str(rng.randrange(1961, 2011)) + rng.choice(symbols)
    elif style == 3:
        value = rng.choice(_LEET) + rng.choice(symbols) + _r(rng, D, 2)
    elif style == 4:
        sylls = ["ba", "ko", "mi", "ra", "tu", "ze", "lo", "ni", "fa", "du", "ve", "sho"]
        value = "".join(rng.choice(sylls) for _ in range(5)) + _r(rng, D, 2)
    elif style == 5:
        value = (
            rng.choice(["Winter", "Herbst", "Verano", "Autumn", "Monsoon"])
            + str(rng.randrange(2018, 2027))
            + rng.choice(symbols)
        )
    else:
        value = (
            rng.choice(_WORDS).lower()
            + rng.choice(symbols)
            + rng.choice(_WORDS)
            + str(rng.randrange(10, 99))
        )
    return value


_LABELLED = [
    "my password for the NAS is {pw}", "Password: {pw}", "pwd={pw}",
    "the admin password was changed to {pw} last night", "Password\n{pw}",
    "🔑 password 👉 {pw}", "**Password:** `{pw}`", "| staging | db password | {pw} |",
    "new password -> {pw} (don't share)", 'passwd: "{pw}"', "pw {pw}",
    "Das Passwort für den Router lautet {pw}", "Kennwort: {pw}", "WLAN-Passwort ist {pw}",
    "le mot de passe du compte est {pw}", "Mot de passe : « {pw} »",
    "la contraseña del correo es {pw}", "Contraseña = {pw}", "a senha do banco é {pw}",
    "Senha: {pw}", "la password del server è {pw}", "parola mea este {pw}",
    "het wachtwoord is {pw}", "Wachtwoord → {pw}", "moje hasło to {pw}",
    "Hasło do skrzynki: {pw}", "şifrem {pw}", "Wi-Fi şifresi: {pw}", "пароль от почты: {pw}",
    "Мой пароль — {pw}", "пароль до адмінки {pw}", "lösenordet är {pw}", "passordet er {pw}",
    "adgangskoden er {pw}", "salasana on {pw}", "heslo je {pw}", "a jelszó: {pw}",
    "ο κωδικός είναι {pw}", "私のパスワードは{pw}です", "パスワード：{pw}", "密码是{pw}",
    "我的密码：{pw}", "비밀번호는 {pw} 입니다", "كلمة المرور هي {pw}", "kata sandinya adalah {pw}",
    "mật khẩu là {pw}", "पासवर्ड है {pw}", "הסיסמה היא {pw}", "รหัสผ่านคือ {pw}",
    "la contrasenya és {pw}", "password\t{pw}", "<td>password</td><td>{pw}</td>",
    "the password is set to {pw} until IT resets it", "set the password to {pw} on both boxes",
    "pass: [{pw}]",
]  # fmt: skip


def _labelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in _cycle(rng, _LABELLED, n):
        pw = _pw(rng)
        out.append(Sample("labelled_password", template.format(pw=pw), pw))
    return out


_USERS = ["bob", "mkowalski", "admin", "svc-backup", "root", "j.tanaka", "deploy", "lena.h",
          "sysadmin", "pi", "grafana-ro", "ops"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}", "user {u} pass {pw}", "{u} / {pw} for the staging Jenkins",
    "creds {u}:{pw}", "username: {u}\npassword: {pw}", "Benutzer {u}, Passwort {pw}",
    "usuario: {u} clave: {pw}", "u={u} p={pw}", "acc: {u} | pw: {pw}",
    "Jira → {u} / {pw}", "{u}@acme.io / {pw}", "identifiant {u} mdp {pw}",
    "логин {u} пароль {pw}", "ID：{u} PW：{pw}", "login {u} hasło {pw}",
    "sign in as {u}, password {pw}", "router admin: {u} / {pw}", "kullanıcı {u} şifre {pw}",
]  # fmt: skip


def _login_pairs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in _cycle(rng, _LOGINS, n):
        pw = _pw(rng)
        out.append(Sample("login_pair", template.format(u=rng.choice(_USERS), pw=pw), pw))
    return out


_SPELLED_WORDS = ["marmalade", "gondolier", "snapdragon", "vermouth", "kingfisher", "mothball",
                  "pumpernickel", "quarterdeck", "tamarack", "zeppelin", "sassafras", "hullabaloo"]  # fmt: skip
_SPELLED = [  # (template, whether the secret is the word alone or the word and digits)
    ("my password is the word {w} followed by {d}", False),
    ("it's {w} in lowercase, then {d}, no spaces — that's the password", False),
    ("the passcode is {w} and then the number {d}", False),
    ("pw is just {w} plus {d} at the end", False),
    ("Passwort: das Wort {w}, danach {d}", False),
    ("le mot de passe c'est {w} suivi de {d}", False),
    ("la contraseña es la palabra {w} seguida de {d}", False),
    ("{w}{d} is the password for the shared drive", True),
    ("remember: {w}{d} — that's the wifi password", True),
    ("the vault password is {w} with {d} after it", False),
    ("type {w}, then {d}, then an exclamation mark; that's the admin password", False),
    ("password = {w} (all lower case) + {d}", False),
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, (template, joined) in enumerate(rng.sample(_SPELLED, len(_SPELLED)) * 2):
        if i == n:
            break
        w, d = rng.choice(_SPELLED_WORDS), _r(rng, D, rng.choice([2, 3, 4]))
        out.append(Sample("spelled_password", template.format(w=w, d=d), w + d if joined else w))
    return out


_CLI = [
    "curl -u {u}:{pw} https://api.internal.example/v2/jobs",
    "curl --user '{u}:{pw}' -X POST https://ci.example.org/job/build",
    "sshpass -p '{pw}' ssh {u}@10.0.4.17", "sshpass -p {pw} scp backup.tgz {u}@nas.local:/volume1",
    "mysql -u{u} -p{pw} -h db01 shop", "mysql -h 127.0.0.1 -u {u} --password={pw} analytics",
    "keytool -importkeystore -srckeystore old.jks -srcstorepass {pw} -destkeystore new.p12",
    "keytool -list -keystore app.jks -storepass {pw}",
    "jarsigner -keystore release.jks -storepass {pw} app.apk release",
    "docker login -u {u} -p {pw} registry.example.com",
    "htpasswd -b -c /etc/nginx/.htpasswd {u} {pw}", "redis-cli -h cache01 -a {pw} INFO",
    'mongosh "mongodb://db01:27017" -u {u} -p {pw} --authenticationDatabase admin',
    'ldapsearch -x -D "cn={u},dc=corp,dc=local" -w {pw} -b dc=corp,dc=local',
    'sqlcmd -S sql01 -U {u} -P {pw} -Q "SELECT 1"', "zip -P {pw} payroll.zip payroll.xlsx",
    "7z a -p{pw} archive.7z reports/",
    "openssl enc -aes-256-cbc -in notes.txt -out notes.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -d secrets.gpg", "plink -ssh {u}@10.1.1.5 -pw {pw}",
    "xfreerdp /v:term01 /u:{u} /p:{pw}", "net use Z: \\\\fs01\\share /user:CORP\\{u} {pw}",
    "smbclient //nas/media -U {u}%{pw}",
    "wget --user={u} --password={pw} https://files.example.net/dump.sql.gz",
    "PGPASSWORD={pw} psql -h db02 -U {u} reporting", "az login -u {u}@contoso.com -p {pw}",
    "./deploy.sh --db-password {pw} --env prod", "influx -username {u} -password {pw}",
    "sqlplus {u}/{pw}@ORCL", "mysqldump -u{u} -p'{pw}' --all-databases > all.sql",
    "rabbitmqctl add_user {u} {pw}", "echo '{pw}' | sudo -S systemctl restart nginx",
    "ansible-playbook site.yml -e ansible_become_pass={pw}",
    "java -jar app.jar --spring.datasource.password={pw}",
    "lftp -u {u},{pw} sftp://files.example.com",
    "ipmitool -I lanplus -H 10.0.9.2 -U {u} -P {pw} chassis status",
]  # fmt: skip
_SHELL = ["{c}", "$ {c}", "run `{c}`", "this worked for me:\n{c}", "{c}  # from the runbook",
          "```\n{c}\n```", "ran {c} and it hangs at the handshake"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in _cycle(rng, _CLI, n):
        pw = _pw(rng)
        command = template.format(u=rng.choice(_USERS), pw=pw)
        out.append(Sample("cli_password", rng.choice(_SHELL).format(c=command), pw))
    return out


_URLS = [
    "postgresql://{u}:{pw}@db.internal:5432/app", "postgres://{u}:{pw}@10.2.0.8/metrics?sslmode=require",
    "mysql://{u}:{pw}@mysql01:3306/shop",
    "mongodb+srv://{u}:{pw}@cluster0.ab12c.mongodb.net/?retryWrites=true",
    "redis://:{pw}@cache.internal:6379/0", "amqp://{u}:{pw}@rabbit:5672/prod",
    "https://{u}:{pw}@git.example.com/team/repo.git", "ftp://{u}:{pw}@ftp.example.org/incoming",
    "Server=sql01;Database=crm;User Id={u};Password={pw};",
    "jdbc:postgresql://db:5432/app?user={u}&password={pw}", "smtp://{u}:{pw}@smtp.mailhost.com:587",
    "DATABASE_URL=postgres://{u}:{pw}@localhost/dev", "clickhouse://{u}:{pw}@ch01:9000/default",
    "pg_dump 'postgresql://{u}:{pw}@db03:5432/app' > app.sql",
]  # fmt: skip
_URL_CONTEXT = ["{c}", "conn string: {c}", "use {c} for the migration", "DSN → {c}",
                "in .env:\n{c}", "connect with `{c}`"]  # fmt: skip


def _connection_strings(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in _cycle(rng, _URLS, n):
        pw = _pw(rng, url_safe=True)
        text = rng.choice(_URL_CONTEXT).format(c=template.format(u=rng.choice(_USERS), pw=pw))
        out.append(Sample("connection_string", text, pw))
    return out


Maker = Callable[[random.Random], str]


def _j(*parts: tuple[str, int] | str) -> Maker:
    """A token maker from literal parts and (alphabet, length) parts."""

    def make(rng: random.Random) -> str:
        return "".join(p if isinstance(p, str) else _r(rng, p[0], p[1]) for p in parts)

    return make


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_VENDORS: list[tuple[str, str, Maker, bool]] = [
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36)), True),
    ("GitHub", "GH_PAT", _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59)), True),
    ("GitHub app", "GH_INSTALLATION_TOKEN", _j("ghs_", (ALNUM, 36)), True),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20)), True),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)), True),
    ("Slack", "SLACK_USER_TOKEN", _j("xoxp-", (D, 11), "-", (D, 12), "-", (D, 13), "-", (HEX, 32)), True),
    ("Slack", "SLACK_APP_TOKEN", _j("xapp-1-A0", (UPPER_DIGITS, 9), "-", (D, 13), "-", (HEX, 64)), True),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_51", (ALNUM, 97)), True),
    ("Stripe", "STRIPE_RESTRICTED_KEY", _j("rk_live_", (ALNUM, 24)), True),
    ("Stripe webhook", "STRIPE_WEBHOOK_SECRET", _j("whsec_", (ALNUM, 32)), True),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 64), "T3BlbkFJ", (URLSAFE, 64)), True),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA"), True),
    ("Anthropic admin", "ANTHROPIC_ADMIN_KEY", _j("sk-ant-admin01-", (URLSAFE, 93), "AA"), True),
    ("Google Maps", "GOOGLE_MAPS_KEY", _j("AIza", (URLSAFE, 35)), True),
    ("Google OAuth", "GOOGLE_CLIENT_SECRET", _j("GOCSPX-", (URLSAFE, 28)), True),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (string.ascii_letters, 34)), True),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36)), True),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)), True),
    ("Twilio", "TWILIO_API_SECRET", _j("SK", (HEX, 32)), True),
    ("Telegram", "TELEGRAM_BOT_TOKEN", _j((D, 10), ":AA", (URLSAFE, 33)), True),
    ("PyPI", "TWINE_PASSWORD", _j("pypi-AgEIcHlwaS5vcmcCJ", (URLSAFE, 150)), True),
    ("Mailchimp", "MAILCHIMP_KEY", _j((HEX, 32), "-us14"), True),
    ("Square", "SQUARE_ACCESS_TOKEN", _j("EAAA", (URLSAFE, 60)), True),
    ("Shopify", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32)), True),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64)), True),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40)), True),
    ("Grafana", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8)), True),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (URLSAFE, 90)), True),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34)), True),
    ("age", "SOPS_AGE_KEY", _j("AGE-SECRET-KEY-1", (BECH32, 58)), True),
    ("Databricks", "DATABRICKS_TOKEN", _j("dapi", (HEX, 32)), True),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 40)), True),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40)), True),
    ("Sentry", "SENTRY_AUTH_TOKEN", _j("sntryu_", (HEX, 64)), True),
    ("Tailscale", "TS_AUTHKEY", _j("tskey-auth-k", (ALNUM, 10), "CNTRL-", (ALNUM, 33)), True),
    ("New Relic", "NEW_RELIC_API_KEY", _j("NRAK-", (UPPER_DIGITS, 27)), True),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52)), True),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37)), True),
    ("Perplexity", "PPLX_API_KEY", _j("pplx-", (ALNUM, 48)), True),
    ("xAI", "XAI_API_KEY", _j("xai-", (ALNUM, 80)), True),
    ("Atlassian", "JIRA_API_TOKEN", _j("ATATT3xFfGF0", (URLSAFE, 170), "=", (HEX, 8)), True),
    ("Mailgun", "MAILGUN_API_KEY", _j("key-", (HEX, 32)), True),
    ("PlanetScale", "PLANETSCALE_TOKEN", _j("pscale_tkn_", (URLSAFE, 43)), True),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", _j("pul-", (HEX, 40)), True),
    ("Netlify", "NETLIFY_AUTH_TOKEN", _j("nfp_", (ALNUM, 36)), True),
    ("Fly.io", "FLY_API_TOKEN", _j("fo1_", (URLSAFE, 43)), True),
    ("Notion", "NOTION_TOKEN", _j("ntn_", (D, 11), (ALNUM, 35)), True),
    ("Terraform Cloud", "TFE_TOKEN", _j((ALNUM, 14), ".atlasv1.", (ALNUM, 67)), True),
    ("Dropbox", "DROPBOX_TOKEN", _j("sl.B", (URLSAFE, 134)), True),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27)), True),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40)), True),
    ("Bitbucket", "BITBUCKET_APP_PASSWORD", _j("ATBB", (ALNUM, 32)), True),
    ("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", _j("CFPAT-", (URLSAFE, 43)), True),
    ("Airtable", "AIRTABLE_PAT", _j("pat", (ALNUM, 14), ".", (HEX, 64)), True),
    ("Shopify", "SHOPIFY_SHARED_SECRET", _j("shpss_", (HEX, 32)), True),
    ("Firebase", "FCM_SERVER_KEY", _j("AAAA", (URLSAFE, 7), ":APA91b", (URLSAFE, 134)), True),
    ("Mapbox", "MAPBOX_SECRET_TOKEN", _j("sk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6I", (URLSAFE, 20), ".", (URLSAFE, 22)), True),
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16)), True),
    ("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_ID", _j("LTAI5t", (ALNUM, 18)), True),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40)), False),
    ("Cloudflare", "CLOUDFLARE_API_TOKEN", _j((URLSAFE, 40)), False),
    ("Datadog", "DD_API_KEY", _j((HEX, 32)), False),
    ("Mistral", "MISTRAL_API_KEY", _j((ALNUM, 32)), False),
    ("Cohere", "CO_API_KEY", _j((ALNUM, 40)), False),
    ("Vercel", "VERCEL_TOKEN", _j((ALNUM, 24)), False),
    ("Algolia", "ALGOLIA_ADMIN_KEY", _j((HEX, 32)), False),
    ("Azure Storage", "AZURE_STORAGE_KEY", _j((B64, 86), "=="), False),
    ("Okta", "OKTA_API_TOKEN", _j("00", (URLSAFE, 40)), False),
]  # fmt: skip
_TOKEN_LABELLED = [
    "export {env}={tok}", "{env}={tok}", "here's the {vendor} key: {tok}",
    "{vendor} token {tok} (expires in 30 days)", '{env_lower}: "{tok}"',
    "new {vendor} API key → {tok}", "pasting the {vendor} secret so I don't lose it: {tok}",
    "config.set('{env_lower}', '{tok}')", '"{env}": "{tok}",', "{vendor} access token = {tok}",
    "set -x {env} {tok}", "$env:{env} = \"{tok}\"",
]  # fmt: skip
_TOKEN_BARE = [
    "{tok}", "can you check if {tok} still works? it's the {vendor} one",
    "curl -H 'Authorization: token {tok}' https://api.example.com/user",
    "rotated, the old one was {tok}", "{vendor}: {tok}", "use {tok} for the {vendor} integration",
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


_BARE = ["{t}", "staging uses {t} now", "ok it's {t}", "swap the old one for {t} in the helm values",
         "copy this before it disappears: {t}", "{t} <- that one, not the other",
         "works with {t} but not with the one in the wiki", "paste\n{t}\nthanks"]  # fmt: skip


def _bare_tokens(rng: random.Random, n: int) -> list[Sample]:
    makers = [_j((ALNUM, 32)), _j((ALNUM, 40)), _j((B64, 43), "="), _j((URLSAFE, 48)),
              _j((ALNUM, 28), "-", (ALNUM, 12))]  # fmt: skip
    out = []
    for template in _cycle(rng, _BARE, n):
        t = rng.choice(makers)(rng)
        out.append(Sample("bare_token", template.format(t=t), t))
    return out


_HEX_TEMPLATES = [
    ("{h}", 64), ("encryption key for the backups {h}", 64), ("master key: {h}", 64),
    ("use {h} on the new node", 64), ("LUKS keyfile content is {h}", 64),
    ("api key 0x{h}", 32), ("the HMAC secret = {h}", 40), ("SECRET_KEY_BASE={h}", 128),
    ("signing key `{h}`", 64), ("AES-256 key (hex): {h}", 64),
]  # fmt: skip


def _hex_keys(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, length = _HEX_TEMPLATES[i % len(_HEX_TEMPLATES)]
        h = v.hex_key(rng, length)
        out.append(Sample("hex_key", template.format(h=h), h))
    return out


def _b64url(data: dict[str, Any]) -> str:
    raw = json.dumps(data, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


_JWT_TEMPLATES = ["Bearer {t}", "token: {t}", "{t}", "the id_token came back as {t}",
                  "cookie: session={t}", "Authorization: Bearer {t}", "jwt={t}",
                  "why does {t} fail validation?"]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        alg = rng.choice(["HS256", "RS256", "ES256", "HS512"])
        header = _b64url({"alg": alg, "typ": "JWT"})
        claims = {"sub": _r(rng, D, 8), "name": rng.choice(_NAMES), "iat": 1_764_000_000 + i,
                  "exp": 1_764_086_400 + i, "scope": rng.choice(["admin", "read write", "ops"])}  # fmt: skip
        token = f"{header}.{_b64url(claims)}.{_r(rng, URLSAFE, rng.choice([43, 86, 342]))}"
        out.append(Sample("jwt", _JWT_TEMPLATES[i % len(_JWT_TEMPLATES)].format(t=token), token))
    return out


_PEM_KINDS = ["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY",
              "ENCRYPTED PRIVATE KEY", "DSA PRIVATE KEY", "PGP PRIVATE KEY BLOCK"]  # fmt: skip
_PEM_CONTEXT = ["here's the deploy key:\n{k}", "{k}", "```\n{k}\n```",
                "id_rsa for the bastion (old one, revoke it later)\n{k}",
                "cert works, key below\n\n{k}\n\nthanks!"]  # fmt: skip


def _pem_keys(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        kind = _PEM_KINDS[i % len(_PEM_KINDS)]
        lines = [_r(rng, B64, 64) for _ in range(rng.randrange(5, 12))]
        if kind.startswith("OPENSSH"):
            lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
        elif not kind.startswith("PGP"):
            lines[0] = "MII" + lines[0][3:]  # the DER sequence every such key opens with
        lines[-1] = lines[-1][: rng.randrange(12, 60)] + rng.choice(["=", "==", ""])
        head = f"-----BEGIN {kind}-----\n" + ("\n" if kind.startswith("PGP") else "")
        key = head + "\n".join(lines) + f"\n-----END {kind}-----"
        secret = lines[rng.randrange(1, len(lines) - 1)]
        out.append(
            Sample("pem_private_key", _PEM_CONTEXT[i % len(_PEM_CONTEXT)].format(k=key), secret)
        )
    return out


_SEED_CONTEXT = [
    ("seed phrase: {p}", "english"), ("my metamask recovery words are {p}", "english"),
    ("{p}", "english"), ("backup of the ledger seed:\n{p}", "english"),
    ("wallet words — {p} — don't lose these", "english"), ("Recovery phrase\n{p}", "english"),
    ("frase semilla: {p}", "spanish"), ("mis palabras de recuperación son {p}", "spanish"),
    ("phrase de récupération : {p}", "french"), ("les 12 mots : {p}", "french"),
    ("frase di recupero: {p}", "italian"), ("frase de recuperação: {p}", "portuguese"),
    ("obnovovací fráze: {p}", "czech"), ("Wiederherstellungsphrase: {p}", "english"),
]  # fmt: skip


def _seed_phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n - 1):
        template, language = _SEED_CONTEXT[i % len(_SEED_CONTEXT)]
        count = rng.choice([12, 12, 15, 18, 24])
        phrase = v.seed_phrase(rng, count, language) if language in (
            "english", "spanish", "french", "italian") else _other_seed(rng, count, language)  # fmt: skip
        words = phrase.split()
        form = rng.randrange(4)
        if form == 1:
            shown = " ".join(f"{k}. {w}" for k, w in enumerate(words, 1))
        elif form == 2:
            shown = "\n".join(words)
        elif form == 3:
            shown = ", ".join(words)
        else:
            shown = phrase
        out.append(Sample("seed_phrase", template.format(p=shown), phrase))
    out.append(Sample("seed_phrase", "seed (typed from memory, may be off): "
                      + (p := v.seed_words_unchecked(rng, 12)), p))  # fmt: skip
    return out


def _other_seed(rng: random.Random, count: int, language: str) -> str:
    from mnemonic import Mnemonic

    entropy = bytes(rng.randrange(256) for _ in range(count * 4 // 3))
    return str(Mnemonic(language).to_mnemonic(entropy))


_CARD_CONTEXT = [
    "card {c} exp {mm}/{yy} cvv {cvv}", "Visa {c}", "pay the invoice with {c}",
    "company Amex: {c}, expires {mm}/{yy}", "numer karty {c}", "Kartennummer {c}, gültig bis {mm}/{yy}",
    "tarjeta {c} vence {mm}/{yy}", "{c}", "card no. {c} (corporate travel)",
    "carte bancaire {c} exp {mm}{yy}", "cc: {c} / {mm}-{yy}", "the test card in prod was {c}",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    brands = list(v.CARD_BRANDS)
    out = []
    for i, template in enumerate(_cycle(rng, _CARD_CONTEXT, n)):
        number = v.card(rng, brands[i % len(brands)])
        shown = v.grouped(number, rng.choice([" ", "-", "", " ", "."]), rng)
        mm, yy, cvv = f"{rng.randrange(1, 13):02d}", str(rng.randrange(27, 33)), _r(rng, D, 3)
        out.append(Sample("card_number", template.format(c=shown, mm=mm, yy=yy, cvv=cvv), shown))
    return out


_CVV_CONTEXT = ["Visa {c} exp {mm}/{yy}, CVC {cvv}", "security code on the back: {cvv}",
                "CVV2 = {cvv}", "Prüfnummer {cvv}", "Amex {c}, CID {cvv}"]  # fmt: skip


def _card_codes(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    while len(out) < n:
        template = _CVV_CONTEXT[len(out) % len(_CVV_CONTEXT)]
        amex = "Amex" in template
        number = v.card(rng, "amex" if amex else "visa")
        cvv = _r(rng, D, 4 if amex else 3)
        text = template.format(c=v.grouped(number, " ", rng), mm="08", yy="30", cvv=cvv)
        if text.count(cvv) == 1:
            out.append(Sample("card_code", text, cvv))
    return out


# More countries than the shared helper knows: BBAN shapes (a letter, n digit, c either).
_IBAN_EXTRA = {"HR": "n" * 17, "SI": "n" * 15, "SK": "n" * 20, "LT": "n" * 16, "EE": "n" * 16,
               "GR": "n" * 23, "BG": "aaaannnnnncccccccc", "LV": "aaaa" + "c" * 13,
               "CY": "n" * 8 + "c" * 16, "SA": "nn" + "c" * 18, "AE": "n" * 19}  # fmt: skip
_IBAN_CONTEXT = ["IBAN: {i}", "please wire it to {i} (BIC COBADEFFXXX)", "my account is {i}",
                 "Kontonummer {i}", "{i}", "virement sur {i} avant vendredi", "numer konta {i}",
                 "refund to IBAN {i}, name on account J. Novak", "IBAN\n{i}"]  # fmt: skip


def _iban_from(rng: random.Random, country: str) -> str:
    """A valid IBAN, its national check digits too (as a bank issues them)."""
    alphabet = {"a": string.ascii_uppercase, "n": D, "c": UPPER_DIGITS}
    while True:
        if country in _IBAN_EXTRA:
            bban = "".join(rng.choice(alphabet[c]) for c in _IBAN_EXTRA[country])
            number = country + iban.calc_check_digits(country + "00" + bban) + bban
        else:
            number = v.iban_number(rng, country)
        if iban.is_valid(number):
            return number


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    countries = list(v.IBAN_SHAPES) + list(_IBAN_EXTRA)
    rng.shuffle(countries)
    out = []
    for i in range(n):
        country = countries[i % len(countries)]
        number = _iban_from(rng, country)
        shown = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", _IBAN_CONTEXT[i % len(_IBAN_CONTEXT)].format(i=shown), shown))
    return out


def _until(rng: random.Random, make: Maker, valid: Callable[[str], bool]) -> str:
    while not valid(value := make(rng)):
        pass
    return value


def _dob(rng: random.Random) -> str:
    """A birth date as DDMMYY."""
    return f"{rng.randrange(1, 29):02d}{rng.randrange(1, 13):02d}{rng.randrange(50, 99):02d}"


def _ymd(rng: random.Random) -> str:
    d = _dob(rng)
    return d[4:] + d[2:4] + d[:2]


def _any(value: str) -> bool:
    return True


# (phrasing, a candidate, the check a real id passes): a candidate is drawn until it passes
_ID_KINDS: list[tuple[str, Maker, Callable[[str], bool]]] = [
    ("my SSN is {s}", v.ssn_number, _any), ("for the W-9: {s}", v.ssn_number, _any),
    ("SIN {s}", v.sin_number, _any), ("NI number {s}", v.nino_number, _any),
    ("DNI {s}", v.dni_number, _any), ("CPF do titular: {s}", v.cpf_number, _any),
    ("mi NIE es {s}", _j(("XYZ", 1), (D, 7), (string.ascii_uppercase, 1)), nie.is_valid),
    ("codice fiscale {s}", lambda g: _r(g, string.ascii_uppercase, 6) + _r(g, D, 2)
     + g.choice("ABCDEHLMPRST") + f"{g.randrange(1, 29):02d}" + g.choice("ABCDEFGHILM")
     + _r(g, D, 3) + g.choice(string.ascii_uppercase), codicefiscale.is_valid),
    ("numéro de sécu : {s}", lambda g: nir.format(g.choice("12") + _dob(g)[4:] + _dob(g)[2:4]
     + f"{g.randrange(1, 90):02d}" + _r(g, D, 8)), nir.is_valid),
    ("CPR-nummer {s}", lambda g: _dob(g) + "-" + _r(g, D, 4), cpr.is_valid),
    ("henkilötunnus {s}", lambda g: _dob(g) + "-" + _r(g, D, 3) + g.choice(UPPER_DIGITS), hetu.is_valid),
    ("fødselsnummer: {s}", lambda g: _dob(g) + _r(g, D, 5), fodselsnummer.is_valid),
    ("rijksregisternummer {s}", lambda g: _ymd(g) + _r(g, D, 5), nn.is_valid),
    ("RUT {s}", lambda g: rut.format(str(g.randrange(5_000_000, 25_000_000)) + g.choice(D + "K")), rut.is_valid),
    ("isikukood {s}", lambda g: g.choice("34") + _ymd(g) + _r(g, D, 4), ik.is_valid),
    ("SA ID number {s}", lambda g: _ymd(g) + _r(g, D, 7), idnr.is_valid),
    ("ITIN {s}", lambda g: "9" + _r(g, D, 2) + "-7" + _r(g, D, 1) + "-" + _r(g, D, 4), itin.is_valid),
    ("passport no. {s}, expires 2031", lambda g: g.choice("CPXK") + _r(g, D, 8), _any),
    ("Social Insurance Number: {s}", lambda g: sin.format(g.choice("1234567") + _r(g, D, 8)), sin.is_valid),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    while len(out) < n:
        for template, make, valid in _ID_KINDS:
            value = _until(rng, make, valid)
            out.append(Sample("national_id", template.format(s=value), value))
    return out[:n]


def _otp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        kind = i % 7
        if kind in (0, 1, 2):
            codes = v.backup_codes(rng, rng.choice([8, 10, 16]), (i + 1) % 4)
            head = ["GitHub recovery codes:\n", "backup codes ", "2FA Backup-Codes: ",
                    ][kind]  # fmt: skip
            glue = ["\n", " ", ", "][kind]
            secret = codes[rng.randrange(len(codes))]
            out.append(Sample("backup_codes", head + glue.join(codes), secret))
        elif kind == 3:
            seed = v.totp_secret(rng, spaced=rng.random() < 0.5)
            out.append(Sample("otp_secret", f"2FA secret key for the shared admin: {seed}", seed))
        elif kind == 4:
            seed = v.totp_secret(rng, spaced=False)
            label = rng.choice(["ACME:ops%40acme.io", "Grafana:admin", "AWS:root-account"])
            uri = f"otpauth://totp/{label}?secret={seed}&issuer={label.split(':')[0]}&digits=6"
            out.append(Sample("otp_secret", uri, seed))
        else:
            code = _r(rng, D, 6)
            shown = code if kind == 5 else f"{code[:3]} {code[3:]}"
            template = rng.choice(["the verification code is {c}", "your login code: {c}",
                                   "Dein Bestätigungscode lautet {c}", "OTP {c} (valid 5 min)",
                                   "code de vérification : {c}", "2FA code → {c}"])  # fmt: skip
            out.append(Sample("otp_code", template.format(c=shown), shown))
    return out


_SSIDS = ["Falke-5G", "OfficeNet", "HomeNet", "FRITZ!Box 7590 QX", "Casa_Lopez", "Guest-Lounge-2",
          "TP-Link_8A2C", "Wohnzimmer", "Lab-IoT"]  # fmt: skip
_WIFI = [
    "the WPA2 key for the office wifi is {pw}", "WIFI:T:WPA;S:{s};P:{pw};;", "wifi: {s} / {pw}",
    "SSID {s}, key {pw}", "Network: {s} / {pw}", "nmcli dev wifi connect {s} password {pw}",
    "wpa_passphrase {s} {pw}", 'network={{\n  ssid="{s}"\n  psk="{pw}"\n}}',
    "WLAN {s} – Schlüssel: {pw}", "Wi-Fi : {s}, mot de passe {pw}", "guest wifi pw is {pw}",
    "la clave del wifi es {pw}", "wifi passcode {pw}", "PSK: {pw}", "WPA key → {pw}",
]  # fmt: skip


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in _cycle(rng, _WIFI, n):
        pw = _pw(rng) if rng.random() < 0.6 else "-".join(rng.sample(_PHRASE_WORDS, 3))
        out.append(Sample("wifi_key", template.format(s=rng.choice(_SSIDS), pw=pw), pw))
    return out


def _spaced_tokens(rng: random.Random, n: int) -> list[Sample]:
    makers = [_j("ghp_", (ALNUM, 36)), _j("xoxb-", (D, 11), "-", (ALNUM, 24)),
              _j("sk-proj-", (URLSAFE, 40)), _j("glpat-", (URLSAFE, 20)), _j((ALNUM, 24))]  # fmt: skip
    contexts = ["reading it off the screen: {t}", "token (spaced so the bot doesn't eat it): {t}",
                "{t}", "key is {t}", "api token {t}"]  # fmt: skip
    out = []
    for i in range(n):
        token = makers[i % len(makers)](rng)
        style = i % 4
        if style == 3:
            shown = " ".join(token[k : k + 4] for k in range(0, len(token), 4))
        else:
            sep = [" ", ".", "-"][style]
            shown = (sep if sep not in token else " ").join(token)
        out.append(Sample("spaced_token", contexts[i % len(contexts)].format(t=shown), shown))
    return out


_PINS = [
    "the door code is {c}#", "alarm code: {c}", "gate code {c}, then the bell", "PIN for the SIM: {c}",
    "keypad to the bike room is {c}", "Türcode: {c}", "digicode B{c} pour l'immeuble",
    "mi PIN es {c}", "the PIN for the door is {c}", "garage keypad → {c}",
]  # fmt: skip


def _pins(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    for template in _cycle(rng, _PINS, n):
        code = _r(rng, D, rng.choice([4, 4, 5, 6]))
        if "keypad to" in template:
            code = "-".join(code)
        out.append(Sample("pin_code", template.format(c=code), code))
    return out


_PHRASE_WORDS = ["lantern", "harbor", "pepper", "glacier", "violet", "saddle", "copper", "meadow",
                 "thimble", "orchard", "pebble", "falcon", "biscuit", "marble", "tundra", "walrus",
                 "plaid", "rocket", "sorrel", "juniper"]  # fmt: skip
_PASSPHRASES = [
    ("the keystore passphrase is {p}", " "), ("vault passphrase = {p}", "-"),
    ("Passwort: {p}", "."), ("ssh key passphrase {p}", "_"), ("passphrase: “{p}”", " "),
    ("my master password is {p}", "-"), ("BitLocker passphrase → {p}", " "),
    ("hasło: {p}", "-"), ("Passphrase\n{p}", " "),
]  # fmt: skip


def _passphrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, sep = _PASSPHRASES[i % len(_PASSPHRASES)]
        phrase = sep.join(rng.sample(_PHRASE_WORDS, rng.randrange(3, 7)))
        out.append(Sample("passphrase", template.format(p=phrase), phrase))
    return out


def _auth_headers(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        if i % 2 == 0:
            value = base64.b64encode(f"{rng.choice(_USERS)}:{_pw(rng)}".encode()).decode()
            template = ["Authorization: Basic {v}", "-H 'Proxy-Authorization: Basic {v}'",
                        "header was `Authorization: Basic {v}`", "basic auth {v}"][i // 2 % 4]  # fmt: skip
        else:
            value = _r(rng, URLSAFE, rng.choice([32, 40, 64]))
            template = ["Authorization: Bearer {v}", "X-API-Key: {v}", "-H \"api-key: {v}\"",
                        "Authorization: Token {v}"][i // 2 % 4]  # fmt: skip
        out.append(Sample("auth_header", template.format(v=value), value))
    return out


_FAMILIES: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_labelled, 56), (_login_pairs, 22), (_spelled, 12), (_cli, 40), (_connection_strings, 14),
    (_vendor_tokens, 64), (_bare_tokens, 14), (_hex_keys, 10), (_jwts, 9), (_pem_keys, 8),
    (_seed_phrases, 15), (_cards, 18), (_card_codes, 5), (_ibans, 14), (_national, 24),
    (_otp, 14), (_wifi, 15), (_spaced_tokens, 12), (_pins, 10), (_passphrases, 9),
    (_auth_headers, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _FAMILIES:
        out += family(rng, n)
    return out


_PAIR_FIRSTS = [
    ("wifi password", "{s}"), ("VPN login for the Berlin office, password:", "{s} (rotate in January)"),
    ("Passwort", "{s} — neu seit Montag"), ("hasło do routera", "{s}"), ("mot de passe :", "{s}"),
    ("Alice said the admin pw is", "{s}, keep it quiet"), ("パスワード", "{s}"),
    ("contraseña:", "{s} y el usuario es admin"), ("db password", "{s}\nhost db02, port 5432"),
    ("şifre", "{s}"), ("пароль", "{s} (от роутера)"), ("root password →", "{s}"),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for first, second in _PAIR_FIRSTS:
        pw = _pw(rng)
        out.append(FieldPair("split_password", first, second.format(s=pw), pw))
    others: list[tuple[str, str, str, str]] = [
        ("split_token", "GitHub token", "{s} for the release bot", _j("ghp_", (ALNUM, 36))(rng)),
        ("split_token", "OpenAI key:", "{s}", _j("sk-proj-", (URLSAFE, 80))(rng)),
        ("split_token", "api key", "{s}", v.hex_key(rng, 32)),
        ("split_token", "Slack bot token", "{s} (workspace acme-eng)",
         _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))(rng)),
        ("split_token", "AWS secret access key", "{s}", _r(rng, B64, 40)),
        ("split_seed", "seed phrase", "{s}", v.seed_phrase(rng, 12)),
        ("split_seed", "frase semilla", "{s}", v.seed_phrase(rng, 12, "spanish")),
        ("split_card", "card", "{s} exp 04/29", v.grouped(v.card(rng, "mastercard"), " ", rng)),
        ("split_card", "Kreditkarte", "{s}", v.card(rng, "visa")),
        ("split_iban", "IBAN", "{s}", v.iban_spaced(v.iban_number(rng, "NL"))),
        ("split_iban", "Bankverbindung (IBAN):", "{s}, Sparkasse", v.iban_number(rng, "AT")),
        ("split_pin", "door code", "{s}", _r(rng, D, 4)),
        ("split_pin", "alarm code for the shop", "{s}#", _r(rng, D, 5)),
        ("split_backup", "backup codes", "{s} 48213907 11930284 67302915", _r(rng, D, 8)),
        ("split_wifi", "WPA2 key for Guest-Lounge-2", "{s}", _pw(rng)),
        ("split_id", "SSN", "{s}", v.ssn_number(rng)),
        ("split_phrase", "vault passphrase", "{s}", " ".join(rng.sample(_PHRASE_WORDS, 4))),
        ("split_token", "Bearer", "{s}", _r(rng, URLSAFE, 40)),
    ]  # fmt: skip
    for cls, first, second, secret in others:
        out.append(FieldPair(cls, first, second.format(s=secret), secret))
    return out


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    pw = [_pw(rng, url_safe=True) for _ in range(10)]
    tok = [_j("ghp_", (ALNUM, 36))(rng), _j("sk_live_51", (ALNUM, 60))(rng), _r(rng, URLSAFE, 40),
           _j("glpat-", (URLSAFE, 20))(rng), _j("hf_", (string.ascii_letters, 34))(rng)]  # fmt: skip
    pin, card = _r(rng, D, 4), v.card(rng, "visa")
    iban_value, seed = v.iban_number(rng, "FR"), v.seed_phrase(rng, 12)
    totp, door = v.totp_secret(rng, spaced=False), rng.randrange(1000, 9999)
    rows: list[tuple[str, dict[str, Any], str]] = [
        ("meta_password", {"creds": {"user": "svc", "pass": pw[0]}}, pw[0]),
        ("meta_password", {"password": pw[1]}, pw[1]),
        ("meta_password", {"Kennwort": pw[2], "host": "nas01"}, pw[2]),
        ("meta_password", {"notes": f"the root password is {pw[3]}"}, pw[3]),
        ("meta_password", {"login": {"username": "mkowalski", "pwd": pw[4]}}, pw[4]),
        ("meta_password", {"db": {"url": f"postgres://app:{pw[5]}@db01/app"}}, pw[5]),
        ("meta_password", {"contraseña": pw[6]}, pw[6]),
        ("meta_password", {"accounts": [{"site": "jira", "secret": pw[7]}]}, pw[7]),
        ("meta_password", {"wifi": {"ssid": "OfficeNet", "psk": pw[8]}}, pw[8]),
        ("meta_password", {"cmd": f"sshpass -p {pw[9]} ssh ops@10.0.0.9"}, pw[9]),
        ("meta_token", {"env": {"GITHUB_TOKEN": tok[0]}}, tok[0]),
        ("meta_token", {"headers": {"Authorization": f"Bearer {tok[1]}"}}, tok[1]),
        ("meta_token", {"apiKey": tok[2]}, tok[2]),
        ("meta_token", {"tags": ["ci", tok[3]]}, tok[3]),
        ("meta_token", {"snippet": f"HF_TOKEN={tok[4]}"}, tok[4]),
        ("meta_pin", {"doorCode": str(pin)}, pin),
        ("meta_pin", {"alarm": {"pin": door}}, str(door)),
        ("meta_card", {"payment": {"card": card, "exp": "11/29"}}, card),
        ("meta_card", {"note": f"charge {v.grouped(card, ' ', rng)} monthly"}, v.grouped(card, " ", rng)),
        ("meta_iban", {"payout": {"iban": iban_value}}, iban_value),
        ("meta_seed", {"wallet": {"mnemonic": seed}}, seed),
        ("meta_otp", {"mfa": {"totp_secret": totp}}, totp),
        ("meta_otp", {"otpauth": f"otpauth://totp/Acme:bo?secret={(t := v.totp_secret(rng, spaced=False))}"}, t),
        ("meta_id", {"customer": {"ssn": (s := v.ssn_number(rng))}}, s),
        ("meta_key", {"signing_key": (h := v.hex_key(rng))}, h),
        ("meta_key", {"private_key": (k := _r(rng, B64, 64))}, k),
        ("meta_password", {"hasło": (p := _pw(rng, url_safe=True))}, p),
    ]  # fmt: skip
    return [MetadataSample(cls, metadata, secret) for cls, metadata, secret in rows]


CLEAN = [
    "I reset my password yesterday and now the VPN keeps asking for it again.",
    "Passwords must be at least 14 characters and are rotated every 90 days.",
    "Don't paste your password into chat; use the 1Password share link instead.",
    "The password field on the signup form shows no error when it is left empty.",
    "Ask Priya for the wifi password when you arrive, she keeps it at the front desk.",
    "We upgraded Postgres from 15.4 to 16.2 on 2026-11-12 without downtime.",
    "Release v3.14.1 shipped on March 3rd with the new export screen.",
    "The fix landed in commit 9c4e1f2a; the PR has the details.",
    "The tag v2.8.0-rc.1 points to commit 5e1d0c8b4a7f3e2d1c0b9a8f7e6d5c4b3a291807.",
    "The image digest is sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08.",
    "Order 4829-1173-5520 was refunded on 14 November.",
    "Call the front desk at +1 415 555 0137 if the badge reader fails.",
    "Her new mobile number is 0176 2345 8890, the old one is gone.",
    "The API key rotation job runs every Sunday at 03:00 UTC.",
    "Token count for that prompt was 18,442, well under the limit.",
    "The PIN pad by the loading dock is broken again.",
    "Our Stripe account stays in test mode until the audit is done.",
    "Store the secret in the vault UI, never in the repository.",
    "The SSH key on the build box was rotated; the new fingerprint is in the wiki.",
    "My 2FA app died, so I used one of my backup codes and need to print a new set.",
    "The meeting-room wifi is called Falcon5 and the password is on the whiteboard.",
    "Invoice 2026-11-0042 totals 1,249.00 EUR, due in 30 days.",
    "The seed phrase backup sits in the bank's safe deposit box, not on any computer.",
    "The card ending in 4242 was declined twice this morning.",
    "The standup is on 2026-12-03 at 14:30 CET in room 4.12.",
    "Kubernetes 1.29.3, Helm 3.14.2 and Terraform 1.7.5 are pinned in the toolchain file.",
    "Das Passwort muss mindestens zwölf Zeichen lang sein.",
    "Le mot de passe expire tous les 90 jours, pensez à le changer.",
    "La contraseña del portal se cambia cada trimestre.",
    "パスワードを忘れた場合は管理者に連絡してください。",
    "Мой пароль слишком короткий, надо придумать новый.",
    "The token expired at 2026-11-27T18:04:11Z, so the nightly job failed with a 401.",
    "The door code changes on the first of every month; ask facilities for it.",
    "Build 20261128.3 passed all 1,482 tests in 6 minutes 41 seconds.",
    "IBAN and BIC fields are now validated on the payout form.",
    "Her employee number is E-20419 and she starts on Monday.",
    "Please enable two-factor authentication on the GitHub org before Friday.",
    "The AWS region is eu-central-1 and the bucket is called acme-logs-prod.",
    "Port 5432 is open only inside the VPC; 6379 is closed to the outside.",
    "I changed my PIN at the ATM after the card got skimmed in Lisbon.",
    "A recovery phrase should have 24 words; mine had 12, so I made a new wallet.",
    "Tax ID fields are optional for customers outside the EU.",
    "The parcel weighs 2.35 kg and measures 40 x 30 x 12 cm.",
    "Flight LH 438 leaves at 07:45 from gate B22.",
    "Ticket PROJ-4821 covers the bug in the password reset email.",
    "Remind me to rotate the database credentials after the migration.",
    "The hasło field on the Polish login page is cut off on mobile.",
    "Wi-Fi in the cafe has no password at all, which is why we use the VPN there.",
    "The WPA2 key is printed on the sticker under the router.",
    "Use a passphrase of several random words rather than a short password.",
    "The CVV is the three-digit number on the back of the card; never store it.",
    "Security question answers are case sensitive on the bank's site.",
    "GPS fix 52.5200, 13.4050 is where the pickup happens at noon.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"secret_name": "prod/db/credentials"},
    {"token_count": 1532, "model": "gpt-4o-mini"},
    {"pin_required": True, "site": "bike room"},
    {"commit": "5e1d0c8b4a7f3e2d1c0b9a8f7e6d5c4b3a291807"},
    {"sha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"},
    {"order_id": "4829-1173-5520", "status": "refunded"},
    {"phone": "+44 20 7946 0958", "city": "London"},
    {"version": "4.2.1", "released": "2026-11-20"},
    {"has_2fa": True, "backup_codes_left": 7},
]
