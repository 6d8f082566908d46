# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
issue 46, the fifth held-out corpus as a format example and the value helpers
(`secret_classes_values.py`), never `memories/redaction/`, the tuning corpora nor the offline
miner. Its own seed, password words, templates, tools, vendors, languages and layouts (e-mails,
tickets, Dockerfiles, Kubernetes secrets, CSV rows, markdown tables, shell history, chat slang,
voice transcripts). Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from functools import partial
from typing import Any

from stdnum import iban
from stdnum.be import nn
from stdnum.cn import ric
from stdnum.dk import cpr
from stdnum.ee import ik
from stdnum.es import nie
from stdnum.fi import hetu
from stdnum.fr import nir
from stdnum.no import fodselsnummer
from stdnum.si import emso
from stdnum.za import idnr as za_idnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 9_186_023
ALNUM = string.ascii_letters + string.digits
LOWER_DIGITS = string.ascii_lowercase + string.digits
URLSAFE = ALNUM + "-_"
UPPER_DIGITS = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
BASE32 = string.ascii_uppercase + "234567"
D = string.digits


_r, _cycle, _j, _until, _b64url = v.r, v.cycle, v.token, v.until, v.b64url
_fill, _framed, _uuid = v.fill, v.framed, partial(v.uuid4, variant="b")
Maker = v.Maker


_WORDS = ["Quokka", "Baklava", "Okapi", "Marzipan", "Tundra", "Zither", "Gnocchi", "Mistral",
          "Vesuvio", "Hibiskus", "Axolotl", "Kumquat", "Sirocco", "Pelikan", "Jacaranda", "Oolong"]  # fmt: skip
_NAMES = ["Bjorn", "Aiyana", "Tomasz", "Ngozi", "Ravi", "Lucija", "Emeka", "Sunniva", "Paulo"]
_LEET = ["Gr4n1t3", "M0ns00n", "B4ns41", "Qu4s4r", "H3l1x", "T0uc4n", "Z3ph7r"]
_PLACES = ["Lisboa", "Tromso", "Kyoto", "Oaxaca", "Tbilisi", "Valparaiso", "Gdansk"]


def _pw(rng: random.Random, *, url_safe: bool = False) -> str:
    """A password as people pick them: words and digits, names and years, leet, random runs."""
    symbols = "-_.~" if url_safe else "!@#%&*+=?-_.$~^"
    style = rng.randrange(8)
    if style == 0:
        return rng.choice(_WORDS) + _r(rng, D, rng.choice([2, 4])) + rng.choice(symbols)
    if style == 1:
        return _r(rng, ALNUM, rng.randrange(11, 17)) + _r(rng, D, 2)
    if style == 2:
        return rng.choice(_NAMES) + str(rng.randrange(1961, 2011)) + rng.choice(symbols)
    if style == 3:
        return rng.choice(symbols) + rng.choice(_LEET) + _r(rng, D, 3)
    if style == 4:
        sylls = ["ba", "de", "fi", "go", "hu", "ja", "ke", "lo", "ma", "ni", "su", "wa"]
        return "".join(rng.choice(sylls) for _ in range(5)).capitalize() + _r(rng, D, 2)
    if style == 5:
        return rng.choice(_PLACES) + rng.choice(symbols) + str(rng.randrange(2020, 2030))
    if style == 6:
        first, second = rng.sample(_WORDS, 2)
        return first.lower() + _r(rng, D, 2) + second
    return (
        _r(rng, string.ascii_uppercase, 2)
        + rng.choice(symbols)
        + _r(rng, string.ascii_lowercase, 4)
        + _r(rng, D, 4)
    )


def _url_pw(rng: random.Random) -> str:
    """A password that needs no escaping in a URL or a shell word."""
    return _pw(rng, url_safe=True)


_LABELLED = [
    "पासवर्ड है {pw}", "รหัสผ่านคือ {pw}", "mật khẩu là {pw}", "kata sandinya adalah {pw}",
    "הסיסמה היא {pw}", "كلمة السر هي {pw}", "ο κωδικός είναι {pw}", "mi contraseña es {pw}",
    "la contrasenya és {pw}", "heslo je {pw}", "geslo je {pw}", "adgangskoden er {pw}",
    "passordet er {pw}", "lösenordet: {pw}", "a jelszó: {pw}", "şifremiz {pw}",
    "پاس ورڈ: {pw}", "கடவுச்சொல்: {pw}", "нууц үг: {pw}", "pasfhocal: {pw}",
    "pasvorto: {pw}", "il-password hija {pw}", "密码是{pw}", "비밀번호: {pw}",
    "パスワードは「{pw}」", "пароль такой: {pw}", "Passwort lautet: {pw}", "moje hasło: {pw}",
    "password ▶ {pw}", "password ~> {pw}", "pass =>{pw}", "Password -- {pw}",
    "password||{pw}", "password is: \"{pw}\"", "password «{pw}»", "password「{pw}」",
    "password [{pw}]", "PASSWD\t{pw}", "password\n\n{pw}", "Subject: new password\n\nHi, it's {pw}",
    "the passcode is {pw}", "Mot de passe provisoire : {pw}", "senha nova = {pw}",
    "wachtwoord gewijzigd naar {pw}",
]  # fmt: skip


def _labelled(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "labelled_password", _LABELLED, n, _pw)


_USERS = ["ngozi.o", "sa", "deploy-bot", "root", "jenkins", "t.kowalski", "svc-backup",
          "pi", "ubuntu", "r.mehta", "finance01", "guest-admin"]  # fmt: skip
_LOGINS = [
    "Benutzername: {u}\nKennwort: {pw}", "usuario: {u} / clave: {pw}", "brugernavn {u} adgangskode {pw}",
    "ID：{u}　パス：{pw}", "用户名：{u}，密码：{pw}", "아이디 {u} 비번 {pw}", "felhasználó {u}, jelszó {pw}",
    "uživatel {u} heslo {pw}", "tên đăng nhập {u} mật khẩu {pw}", "{u},{pw},vpn.example.org",
    "| {u} | {pw} | jump host |", "creds {u}:{pw}", "login: {u} / {pw}", "{u}@mail.example.net:{pw}",
    "u={u} p={pw}", "sign in as {u} with {pw}", "Hi team, the kiosk account is {u}, password {pw}. Thanks!",
    "acct {u} pw {pw} (ticket HD-4471)", "{u} / {pw}  <- wiki editor", "kullanıcı: {u} şifre: {pw}",
]  # fmt: skip


def _login_pairs(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "login_pair", _LOGINS, n, _pw, u=_USERS)


_SPELLED_WORDS = ["marmalade", "harpsichord", "snapdragon", "wolverine", "cappuccino", "kingfisher",
                  "bumblebee", "gooseberry", "sandpiper", "mandolin", "rhubarb", "chinchilla"]  # fmt: skip
_SPELLED = [  # (template, whether the secret is the word and digits together)
    ("la contraseña es la palabra {w} y luego el número {d}", False),
    ("le mot de passe c'est le mot {w} suivi de {d}", False),
    ("Passwort: erst {w}, dahinter die Zahl {d}", False),
    ("heslo je slovo {w} a za ním číslo {d}", False),
    ("пароль — слово {w}, потом цифры {d}", False),
    ("uh the password is um {w}, like the animal, then {d}", False),
    ("[voicemail] ...so the login is {w} all lower case and then {d}, call me back", False),
    ("password = {w} + {d}, no spaces", False),
    ("{w}{d} is the garage tablet password", True),
    ("salasana on sana {w} ja perään {d}", False),
    ("adgangskoden er ordet {w} efterfulgt af {d}", False),
    ("type {w}, then the number {d}, that opens the admin page", False),
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    words = _cycle(rng, _SPELLED_WORDS, n)
    for template, joined in _cycle(rng, _SPELLED, n):
        w, d = next(words), _r(rng, D, rng.choice([2, 3, 4]))
        out.append(Sample("spelled_password", template.format(w=w, d=d), w + d if joined else w))
    return out


_CLI = [
    "sshpass -p '{pw}' scp backup.tgz {u}@10.1.1.9:/srv", "mysql -h db09 -u{u} -p'{pw}' shop",
    "docker login registry.example.io -u {u} -p {pw}", "htpasswd -bc /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //nas/share -U {u}%{pw}", "ldapsearch -x -D uid={u},dc=ex -w {pw} -b dc=ex",
    "sqlcmd -S sql07 -U {u} -P {pw} -Q 'select 1'", "zip -P {pw} -r payroll.zip payroll/",
    "7z a -p{pw} archive.7z exports/", "gpg --batch --passphrase {pw} -d notes.gpg",
    "plink -ssh {u}@10.0.0.5 -pw {pw}", "xfreerdp /u:{u} /p:{pw} /v:ts01",
    "net use Z: \\\\fs01\\data {pw} /user:CORP\\{u}", "sqlplus {u}/{pw}@ORCL",
    "lftp -u {u},{pw} sftp://files.example", "ipmitool -I lanplus -H 10.0.9.1 -U {u} -P {pw} chassis status",
    "hydra -l {u} -p {pw} ssh://10.0.0.7", "cqlsh cass01 -u {u} -p {pw}",
    "rabbitmqctl add_user {u} {pw}", "mosquitto_pub -h mq -u {u} -P {pw} -t lights -m on",
    "openssl enc -aes-256-cbc -in a.txt -out a.enc -pass pass:{pw}", "az login -u {u}@corp.example -p {pw}",
    "oc login https://api.ocp.example:6443 -u {u} -p {pw}", "mongosh mongodb://db11 -u {u} -p {pw}",
    "nmcli dev wifi connect Cellar password {pw}", "aria2c --http-user={u} --http-passwd={pw} https://dl.example/x.iso",
    "RSYNC_PASSWORD={pw} rsync -av {u}@backup::nightly ./", "PGPASSWORD={pw} psql -h db02 -U {u} ledger",
    "MYSQL_PWD={pw} mysqldump -u {u} shop", "bw unlock {pw}", "BORG_PASSPHRASE={pw} borg create ::daily /home",
    "sudo -S <<< '{pw}' systemctl restart nginx", "curl -u {u}:{pw} -X POST https://jira.example/rest/api/2/issue",
    "kubectl create secret generic db --from-literal=password={pw}",
]  # fmt: skip
_SHELL = ["{c}", ": 1732751234:0;{c}", "  512  {c}", "RUN {c}", "      - run: {c}",
          "0 3 * * * {c}", "!{c}", "he pasted `{c}` in #ops", "❯ {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return _framed(rng, _fill(rng, "cli_password", _CLI, n, _url_pw, u=_USERS), _SHELL)


_URLS = [
    "amqp://{u}:{pw}@rabbit01:5672/%2F", "mysql://{u}:{pw}@db09.internal:3306/shop",
    "mongodb+srv://{u}:{pw}@cluster0.ab1cd.mongodb.net/app", "redis://:{pw}@10.4.0.12:6379/0",
    "postgres://{u}:{pw}@pg-replica:5432/analytics", "jdbc:postgresql://pg07/billing?user={u}&password={pw}",
    "jdbc:mysql://db3:3306/crm?user={u}&password={pw}&useSSL=true",
    "Server=tcp:sqlprod,1433;Initial Catalog=Hr;User ID={u};Password={pw};Encrypt=True",
    "ldap://cn={u},dc=corp:{pw}@ldap01", "smtp://{u}:{pw}@smtp.mailhost.example:587",
    "ftp://{u}:{pw}@ftp.vendor.example/outgoing", "clickhouse://{u}:{pw}@ch01:9000/events",
    "http://{u}:{pw}@proxy.corp.example:3128", "mqtts://{u}:{pw}@broker.iot.example:8883",
    "Data Source=ora09;User Id={u};Password={pw};",
]  # fmt: skip
_URL_CONTEXT = ["{c}", "DATABASE_URL={c}", "ENV DB_DSN=\"{c}\"", "  url: {c}", "spring.datasource.url={c}",
                "per the ticket, use {c}", "{c},primary,eu-west"]  # fmt: skip


def _connection_strings(rng: random.Random, n: int) -> list[Sample]:
    return _framed(rng, _fill(rng, "connection_string", _URLS, n, _url_pw, u=_USERS), _URL_CONTEXT)


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_VENDORS: list[tuple[str, str, Maker, bool]] = [
    ("AWS", "AWS_ACCESS_KEY_ID", _j("AKIA", (UPPER_DIGITS, 16)), True),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA"), True),
    ("Anthropic admin", "ANTHROPIC_ADMIN_KEY", _j("sk-ant-admin01-", (URLSAFE, 93), "AA"), True),
    ("Stripe restricted", "STRIPE_RESTRICTED_KEY", _j("rk_live_51", (ALNUM, 97)), True),
    ("Stripe webhook", "STRIPE_WEBHOOK_SECRET", _j("whsec_", (ALNUM, 32)), True),
    ("Slack bot", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 11), "-", (D, 13), "-", (ALNUM, 24)), True),
    ("Slack app", "SLACK_APP_TOKEN", _j("xapp-1-A", (UPPER_DIGITS, 10), "-", (D, 13), "-", (HEX, 64)), True),
    ("GitHub classic", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36)), True),
    ("GitHub fine-grained", "GH_PAT", _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59)), True),
    ("GitHub app", "GH_INSTALLATION_TOKEN", _j("ghs_", (ALNUM, 36)), True),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20)), True),
    ("PyPI", "TWINE_PASSWORD", _j("pypi-AgEIcHlwaS5vcmcCJG", (URLSAFE, 120)), True),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)), True),
    ("Twilio", "TWILIO_API_KEY", _j("SK", (HEX, 32)), True),
    ("Telegram bot", "TELEGRAM_BOT_TOKEN", _j("7", (D, 9), ":AA", (URLSAFE, 33)), True),
    ("Mailchimp", "MAILCHIMP_API_KEY", _j((HEX, 32), "-us21"), True),
    ("Groq", "GROQ_API_KEY", _j("gsk_", (ALNUM, 52)), True),
    ("Replicate", "REPLICATE_API_TOKEN", _j("r8_", (ALNUM, 37)), True),
    ("Perplexity", "PPLX_API_KEY", _j("pplx-", (ALNUM, 48)), True),
    ("xAI", "XAI_API_KEY", _j("xai-", (ALNUM, 80)), True),
    ("Atlassian", "JIRA_API_TOKEN", _j("ATATT3xFfGF0", (URLSAFE, 170), "=", (UPPER_DIGITS, 8)), True),
    ("Mailgun", "MAILGUN_API_KEY", _j("key-", (HEX, 32)), True),
    ("Postman", "POSTMAN_API_KEY", _j("PMAK-", (HEX, 24), "-", (HEX, 34)), True),
    ("age", "SOPS_AGE_KEY", _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)), True),
    ("Databricks", "DATABRICKS_TOKEN", _j("dapi", (HEX, 32)), True),
    ("Figma", "FIGMA_TOKEN", _j("figd_", (URLSAFE, 40)), True),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", _j("sbp_", (HEX, 40)), True),
    ("Linear", "LINEAR_API_KEY", _j("lin_api_", (ALNUM, 40)), True),
    ("Docker Hub", "DOCKERHUB_TOKEN", _j("dckr_pat_", (URLSAFE, 27)), True),
    ("Terraform Cloud", "TFE_TOKEN", _j((ALNUM, 14), ".atlasv1.", (URLSAFE, 67)), True),
    ("Dropbox", "DROPBOX_TOKEN", _j("sl.B", (URLSAFE, 135)), True),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", _j("pul-", (HEX, 40)), True),
    ("Netlify", "NETLIFY_AUTH_TOKEN", _j("nfp_", (ALNUM, 36)), True),
    ("Alibaba", "ALIBABA_CLOUD_ACCESS_KEY_ID", _j("LTAI", (ALNUM, 20)), True),
    ("Contentful", "CONTENTFUL_MANAGEMENT_TOKEN", _j("CFPAT-", (URLSAFE, 43)), True),
    ("Google API", "GOOGLE_API_KEY", _j("AIza", (URLSAFE, 35)), True),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (string.ascii_letters, 34)), True),
    ("Mapbox secret", "MAPBOX_SECRET_TOKEN", _j("sk.eyJ1Ijoi", (ALNUM, 40), ".", (URLSAFE, 22)), True),
    ("Shopify admin", "SHOPIFY_ADMIN_TOKEN", _j("shpat_", (HEX, 32)), True),
    ("Bitbucket", "BITBUCKET_APP_PASSWORD", _j("ATBB", (ALNUM, 32), (HEX, 8)), True),
    ("Sourcegraph", "SRC_ACCESS_TOKEN", _j("sgp_", (HEX, 16), "_", (HEX, 40)), True),
    ("Buildkite", "BUILDKITE_API_TOKEN", _j("bkua_", (HEX, 40)), True),
    ("CircleCI", "CIRCLECI_TOKEN", _j("CCIPAT_", (ALNUM, 22), "_", (HEX, 40)), True),
    ("Vault", "VAULT_TOKEN", _j("hvs.", (URLSAFE, 90)), True),
    ("Doppler service", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 40)), True),
    ("PlanetScale", "PLANETSCALE_SERVICE_TOKEN", _j("pscale_tkn_", (URLSAFE, 43)), True),
    ("LaunchDarkly", "LD_SDK_KEY", lambda g: "sdk-" + _uuid(g), True),
    ("Infracost", "INFRACOST_API_KEY", _j("ico-", (ALNUM, 32)), True),
    ("Airtable", "AIRTABLE_PAT", _j("pat", (ALNUM, 14), ".", (HEX, 64)), True),
    ("Clerk", "CLERK_SECRET_KEY", _j("sk_live_", (ALNUM, 40)), True),
    ("Facebook", "FB_PAGE_TOKEN", _j("EAAG", (ALNUM, 180)), True),
    ("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING",
     _j("DefaultEndpointsProtocol=https;AccountName=acmelogs;AccountKey=", (B64, 86), "==;EndpointSuffix=core.windows.net"), True),
    ("Datadog", "DD_API_KEY", _j((HEX, 32)), False),
    ("Algolia", "ALGOLIA_ADMIN_KEY", _j((HEX, 32)), False),
    ("Vercel", "VERCEL_TOKEN", _j((ALNUM, 24)), False),
    ("Mistral", "MISTRAL_API_KEY", _j((ALNUM, 32)), False),
    ("Cohere", "COHERE_API_KEY", _j((ALNUM, 40)), False),
    ("Cloudflare", "CLOUDFLARE_API_TOKEN", _j((URLSAFE, 40)), False),
    ("Snyk", "SNYK_TOKEN", _uuid, False),
    ("Okta", "OKTA_API_TOKEN", _j("00", (URLSAFE, 40)), False),
]  # fmt: skip
_TOKEN_LABELLED = [
    "ENV {env}={tok}", "ARG {env}={tok}", "  - name: {env}\n    value: \"{tok}\"", "set -x {env} {tok}",
    "$env:{env} = \"{tok}\"", "Environment={env}={tok}", "{env_lower} = \"{tok}\"  # terraform.tfvars",
    "docker run -e {env}={tok} acme/worker:3", "{env},{tok},prod", "| {env} | `{tok}` |",
    "Hi Sam,\n\nthe {vendor} key for the pilot is {tok}\n\nBest, Ines", "Ticket OPS-8812: rotate {vendor} key {tok}",
]  # fmt: skip
_TOKEN_BARE = [
    "{tok}", "is {tok} the prod one or staging?", "new {vendor} key dropped 🔥 {tok}",
    "old: {tok} (revoked?)", "{vendor} → {tok}", "from the {vendor} console, copy: {tok}",
]  # fmt: skip


def _vendor_tokens(rng: random.Random, n: int) -> list[Sample]:
    order = rng.sample(_VENDORS, len(_VENDORS))
    out = []
    for i in range(n):
        vendor, env, make, shaped = order[i % len(order)]
        tok = make(rng)
        templates = _TOKEN_LABELLED + (_TOKEN_BARE if shaped else [])
        text = rng.choice(templates).format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        secret = tok.split("AccountKey=")[1].split(";")[0] if "AccountKey=" in tok else tok
        out.append(Sample("vendor_token", text, secret))
    return out


_BARE = ["{t}", "here u go {t}", "{t} <- dont lose this", "replaced with {t} this morning",
         "note to self\n{t}", "* {t}", "pretty sure it's {t}", "saving here: {t}",
         "\"{t}\"", "[{t}]"]  # fmt: skip


def _bare_tokens(rng: random.Random, n: int) -> list[Sample]:
    makers = [
        _j((ALNUM, 40)),
        _j((URLSAFE, 52)),
        _j((B64, 43), "="),
        _j((ALNUM, 16), "-", (ALNUM, 24)),
    ]
    out = []
    for template in _cycle(rng, _BARE, n):
        t = rng.choice(makers)(rng)
        out.append(Sample("bare_token", template.format(t=t), t))
    return out


_HEX_TEMPLATES = [
    ("{h}", 64), ("0x{h}", 64), ("signing key: {h}", 64), ("SECRET_KEY_BASE={h}", 128),
    ("master key (hex) {h}", 64), ("encryption_key: {h}", 32), ("key,{h}", 64),
    ("the node key is {h} keep it offline", 64), ("WEBHOOK_SIGNING_SECRET={h}", 40),
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


_JWT_TEMPLATES = ["Authorization: Bearer {t}", "localStorage.setItem('id_token', '{t}')",
                  "set-cookie: __Host-session={t}; Path=/; Secure", "id_token,{t}",
                  "| session | {t} |", "ticket says the token {t} still works after logout",
                  "```\n{t}\n```", "wss://rt.example.com/socket?jwt={t}"]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        header = _b64url({"alg": rng.choice(["ES256", "RS256", "HS512"]), "typ": "JWT"})
        claims = {"sub": _uuid(rng), "aud": "mobile", "scope": rng.choice(["read", "admin write"]),
                  "iat": 1_790_000_000 + 31 * i, "exp": 1_790_086_400 + 31 * i}  # fmt: skip
        token = f"{header}.{_b64url(claims)}.{_r(rng, URLSAFE, rng.choice([43, 86, 342]))}"
        out.append(Sample("jwt", _JWT_TEMPLATES[i % len(_JWT_TEMPLATES)].format(t=token), token))
    return out


_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY",
              "DSA PRIVATE KEY", "PGP PRIVATE KEY BLOCK", "ENCRYPTED PRIVATE KEY"]  # fmt: skip


def _pem_keys(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        kind = _PEM_KINDS[i % len(_PEM_KINDS)]
        lines = [_r(rng, B64, 64) for _ in range(rng.randrange(5, 9))]
        if kind.startswith("OPENSSH"):
            lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
        elif not kind.startswith("PGP"):
            lines[0] = "MII" + lines[0][3:]
        lines[-1] = lines[-1][: rng.randrange(12, 60)] + "=="
        key = f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"
        secret = lines[rng.randrange(1, len(lines) - 1)]
        if i == 0:  # a Kubernetes TLS secret in stringData
            body = key.replace("\n", "\n    ")
            text = f"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nstringData:\n  tls.key: |\n    {body}"
        elif i == 1:  # a .env with the key on one line, escaped
            text = 'JWT_PRIVATE_KEY="' + key.replace("\n", "\\n") + '"'
        elif i == 2:
            text = "COPY <<EOF /root/.ssh/id_ecdsa\n" + key + "\nEOF"
        else:
            text = ["From: ops@example.org\nSubject: key\n\n{k}", "{k}", "- id_rsa:\n{k}",
                    "Terraform output private_key_pem = <<EOT\n{k}\nEOT"][i % 4].format(k=key)  # fmt: skip
        out.append(Sample("pem_private_key", text, secret))
    return out


_SEED_CONTEXT = [
    ("wallet words: {p}", "english"), ("Ledger seed ↓\n{p}", "english"), ("{p}", "english"),
    ("frase semilla del monedero: {p}", "spanish"), ("phrase de récupération : {p}", "french"),
    ("frase mnemonica {p}", "italian"), ("seed,{p}", "english"), ("| seed | {p} |", "english"),
    ("my metamask phrase is {p}", "english"), ("{p}\n^ backup do not share", "english"),
    ("mnemonic = \"{p}\"", "english"), ("semilla: {p}", "spanish"),
]  # fmt: skip


def _seed_phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, language = _SEED_CONTEXT[i % len(_SEED_CONTEXT)]
        phrase = v.seed_phrase(rng, rng.choice([12, 15, 24]), language)
        words = phrase.split()
        form = i % 4
        if form == 1:
            shown = "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1))
        elif form == 2:
            shown = ", ".join(words)
        else:
            shown = phrase
        out.append(
            Sample("seed_phrase", template.format(p=shown), phrase if form in (0, 3) else shown)
        )
    return out


_CARD_CONTEXT = [
    "número de tarjeta {c} caduca {mm}/{yy}", "numéro de carte : {c}", "Kartennummer {c} gültig bis {mm}/{yy}",
    "卡号 {c}", "카드번호 {c}", "numer karty {c}", "korttinummer {c}", "name,card,exp\nR. Mehta,{c},{mm}/{yy}",
    "| Visa | {c} | {mm}/{yy} |", "can u put it on my card {c} thx", "PAN={c}", "Subject: billing\n\nPlease charge {c}.",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    brands = list(v.CARD_BRANDS)
    rng.shuffle(brands)
    out = []
    for i, template in enumerate(_cycle(rng, _CARD_CONTEXT, n)):
        number = v.card(rng, brands[i % len(brands)])
        shown = v.grouped(number, rng.choice([" ", "-", "", " "]), rng)
        mm, yy = f"{rng.randrange(1, 13):02d}", str(rng.randrange(27, 34))
        out.append(Sample("card_number", template.format(c=shown, mm=mm, yy=yy), shown))
    return out


_CVV_CONTEXT = ["{c} exp {mm}/{yy} cvv {cvv}", "CVV2: {cvv}", "security code on the back: {cvv}",
                "Prüfnummer {cvv}", "код CVC {cvv}", "Amex {c} CID {cvv}"]  # fmt: skip


def _card_codes(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    while len(out) < n:
        template = _CVV_CONTEXT[len(out) % len(_CVV_CONTEXT)]
        amex = "Amex" in template
        number = v.card(rng, "amex" if amex else rng.choice(["visa", "mastercard", "discover"]))
        cvv = _r(rng, D, 4 if amex else 3)
        text = template.format(c=v.grouped(number, " ", rng), mm="08", yy="30", cvv=cvv)
        if text.count(cvv) == 1:
            out.append(Sample("card_code", text, cvv))
    return out


_IBAN_CONTEXT = ["Bankverbindung: {i}", "IBAN:{i}", "transfer to {i} by Friday", "{i}",
                 "name;iban\nKowalski;{i}", "| IBAN | {i} |", "mi cuenta es {i}", "numer konta {i}",
                 "Subject: refund\n\nPlease refund to {i}.", "rekeningnummer: {i}"]  # fmt: skip
_IBAN_COUNTRIES = ["DE", "GB", "FR", "NL", "ES", "IT", "PL", "CH", "BE", "AT", "IE", "PT", "SE",
                   "DK", "NO", "FI", "CZ", "LU", "RO", "HU"]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    countries = rng.sample(_IBAN_COUNTRIES, len(_IBAN_COUNTRIES))
    out = []
    for i in range(n):
        country = countries[i % len(countries)]
        number = _until(rng, partial(v.iban_number, country=country), iban.is_valid)
        shown = v.iban_spaced(number) if i % 2 == 0 else number
        out.append(Sample("iban", _IBAN_CONTEXT[i % len(_IBAN_CONTEXT)].format(i=shown), shown))
    return out


def _dmy(g: random.Random) -> str:
    return f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(50, 100):02d}"


def _ymd(g: random.Random) -> str:
    return f"{g.randrange(50, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"


# (phrasing, a candidate maker, the check a real id passes): drawn until it passes
_ID_KINDS: list[tuple[str, Maker, Callable[[str], bool]]] = [
    ("fødselsnummer {s}", lambda g: (b := _dmy(g) + _r(g, D, 3)) + (c := fodselsnummer.calc_check_digit1(b)) + fodselsnummer.calc_check_digit2(b + c), fodselsnummer.is_valid),
    ("isikukood {s}", lambda g: (b := g.choice("3456") + _ymd(g) + _r(g, D, 3)) + ik.calc_check_digit(b), ik.is_valid),
    ("rijksregisternummer {s}", lambda g: _ymd(g) + _r(g, D, 5), nn.is_valid),
    ("SA ID number {s}", lambda g: _ymd(g) + _r(g, D, 7), za_idnr.is_valid),
    ("身份证号 {s}", lambda g: (b := "110105" + "19" + _ymd(g) + _r(g, D, 3)) + ric.calc_check_digit(b), ric.is_valid),
    ("NIE {s}", lambda g: (b := g.choice("XYZ") + _r(g, D, 7)) + nie.calc_check_digit(b), nie.is_valid),
    ("henkilötunnus {s}", lambda g: _dmy(g) + "-" + _r(g, D, 3) + g.choice(D + "ABCDEFHJKLMNPRSTUVWXY"), hetu.is_valid),
    ("CPR-nummer {s}", lambda g: _dmy(g) + "-" + _r(g, D, 4), cpr.is_valid),
    ("numéro de sécu {s}", lambda g: (b := g.choice("12") + _ymd(g)[:4] + f"{g.randrange(1, 96):02d}" + _r(g, D, 6)) + nir.calc_check_digits(b), nir.is_valid),
    ("EMŠO {s}", lambda g: (b := _dmy(g)[:4] + "9" + _dmy(g)[4:] + "50" + _r(g, D, 3)) + emso.calc_check_digit(b), emso.is_valid),
    ("SIN {s}", v.sin_number, lambda s: True), ("CPF: {s}", v.cpf_number, lambda s: True),
    ("NI number {s}", v.nino_number, lambda s: True), ("DNI {s}", v.dni_number, lambda s: True),
    ("número de seguro social {s}", v.ssn_number, lambda s: True),
    ("name,ssn\nJ. Park,{s}", v.ssn_number, lambda s: True),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    while len(out) < n:
        for template, make, valid in _ID_KINDS:
            value = _until(rng, make, valid)
            out.append(Sample("national_id", template.format(s=value), value))
    return out[:n]


_CODE_LABELS = ["Tu código de verificación es {c}", "Votre code de vérification : {c}",
                "Ihr Code lautet {c}", "Mã xác minh của bạn là {c}", "รหัส OTP ของคุณคือ {c}",
                "{c} is your Acme login code. Don't share it.", "Use {c} to sign in", "OTP: {c}",
                "Kode verifikasi: {c}", "【Acme】验证码：{c}", "Bekræftelseskode {c}", "کد تایید شما: {c}"]  # fmt: skip
_BACKUP_HEADS = ["Backup codes\n", "Codes de secours : ", "códigos de recuperación:\n", "Záložní kódy: ",
                 "リカバリーコード\n", "Varmuuskoodit: ", "2FA backup codes (GitHub)\n"]  # fmt: skip


def _otp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        kind = i % 7
        if kind in (0, 1):
            style = rng.randrange(4)
            codes = v.backup_codes(rng, rng.choice([8, 10, 16]), style)
            glue = rng.choice(["\n", ", ", " "])
            if i % 2:
                codes = [f"- {c}" for c in codes]
                glue = "\n"
            secret = codes[rng.randrange(len(codes))].removeprefix("- ")
            out.append(Sample("backup_codes", rng.choice(_BACKUP_HEADS) + glue.join(codes), secret))
        elif kind == 2:
            key = "-".join(_r(rng, LOWER_DIGITS, 5) for _ in range(6))
            out.append(
                Sample("backup_codes", f"recovery code for the password manager: {key}", key)
            )
        elif kind == 3:
            seed = v.totp_secret(rng, spaced=True)
            out.append(Sample("otp_secret", f"2FA secret (manual entry): {seed}", seed))
        elif kind == 4:
            seed = _r(rng, BASE32, rng.choice([16, 32]))
            uri = rng.choice([
                "otpauth://totp/GitLab:ravi?secret={s}&issuer=GitLab",
                "otpauth://totp/AWS%20root?secret={s}&digits=6&period=30",
                "TOTP_SEED={s}"]).format(s=seed)  # fmt: skip
            out.append(Sample("otp_secret", uri, seed))
        else:
            code = _r(rng, D, 6)
            shown = code if i % 3 else f"{code[:3]} {code[3:]}"
            template = _CODE_LABELS[i % len(_CODE_LABELS)]
            out.append(Sample("otp_code", template.format(c=shown), shown))
    return out


_SSIDS = ["Telekom-A7C2", "Casa Azul", "Stellwerk Gast", "TP-Link_5G_91", "Hotel Miramar",
          "Coworking Loft", "Kamer 12", "Livebox-3F0E"]  # fmt: skip
_WIFI = [
    "WIFI:T:WPA;S:{s};P:{pw};;", "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "Wi-Fi 密码：{pw}", "WLAN-Passwort: {pw}", "wifi {s} / {pw}", "Network: {s}\nKey: {pw}",
    "the WPA2 key for the office wifi is {pw}", "clave del wifi {pw}", "mot de passe wifi : {pw}",
    "ssid,psk\n{s},{pw}", "| {s} | {pw} |", "wifi pw {pw} (network {s})", "รหัสไวไฟ {pw}",
    "nmcli con add type wifi ssid \"{s}\" wifi-sec.key-mgmt wpa-psk wifi-sec.psk {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.6:
        return _pw(rng)
    words = ["walrus", "papaya", "indigo", "canyon", "saffron", "tulip", "ember", "glacier"]
    return "".join(w.capitalize() for w in rng.sample(words, 3)) + _r(rng, D, 3)


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "wifi_key", _WIFI, n, _wifi_key, s=_SSIDS)


def _spaced_tokens(rng: random.Random, n: int) -> list[Sample]:
    makers = [_j("ghp_", (ALNUM, 36)), _j("glpat-", (ALNUM, 20)), _j("AKIA", (UPPER_DIGITS, 16)),
              _j("sk-ant-api03-", (ALNUM, 30)), _j((ALNUM, 32))]  # fmt: skip
    seps = [" ", ". ", ", ", "\t", " + ", " ", "-", " "]
    contexts = ["[transcript] okay the token is {t}", "{t}", "letters: {t}",
                "spelling it out: {t}", "type these in: {t}"]  # fmt: skip
    out = []
    for i in range(n):
        token = makers[i % len(makers)](rng)
        if i % 5 == 3:
            shown = " ".join(token[k : k + 4] for k in range(0, len(token), 4))
        else:
            sep = seps[i % len(seps)]
            shown = (sep if sep.strip() not in token or not sep.strip() else " ").join(token)
        out.append(Sample("spaced_token", contexts[i % len(contexts)].format(t=shown), shown))
    return out


_PINS = ["PIN: {pw}", "Türcode {pw}", "kod do drzwi {pw}", "código del portal {pw}", "portkod {pw}",
         "keypad at the back door: {pw}", "暗証番号は{pw}", "digicode {pw}"]  # fmt: skip


def _pins(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "pin_code", _PINS, n, lambda g: _r(g, D, g.choice([4, 5, 6])))


_PHRASE_WORDS = ["lantern", "cinnamon", "pebble", "harbor", "thimble", "juniper", "velvet",
                 "orchard", "compass", "biscuit", "meadow", "falcon", "pretzel", "cobweb",
                 "saddle", "turnip"]  # fmt: skip
_PASSPHRASES = [("Bitwarden master passphrase: {p}", " "), ("ssh key passphrase = {p}", "-"),
                ("Passphrase: {p}", "+"), ("the vault phrase is {p}", " "),
                ("frase de acceso: {p}", "."), ("passphrase\n{p}", " "),
                ("GPG passphrase → {p}", "_")]  # fmt: skip


def _passphrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, sep = _PASSPHRASES[i % len(_PASSPHRASES)]
        phrase = sep.join(rng.sample(_PHRASE_WORDS, rng.randrange(4, 6)))
        out.append(Sample("passphrase", template.format(p=phrase), phrase))
    return out


def _auth_headers(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        if i % 2 == 0:
            value = base64.b64encode(f"{rng.choice(_USERS)}:{_pw(rng)}".encode()).decode()
            template = ["Authorization: Basic {v}", "headers = {{'Authorization': 'Basic {v}'}}",
                        "proxy-authorization: basic {v}"][i // 2 % 3]  # fmt: skip
        else:
            value = _r(rng, URLSAFE, rng.choice([40, 64]))
            template = ["X-API-Key: {v}", "Authorization: Token {v}",
                        "-H \"Authorization: Bearer {v}\""][i // 2 % 3]  # fmt: skip
        out.append(Sample("auth_header", template.format(v=value), value))
    return out


_CONFIG = [
    "FROM postgres:16\nENV POSTGRES_PASSWORD={pw}", "ARG DB_PASSWORD={pw}\nRUN ./migrate.sh",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\nstringData:\n  DB_PASSWORD: \"{pw}\"",
    "//registry.npmjs.org/:_password={pw}", "[global]\nindex-url = https://pypi.corp/simple\npassword = {pw}",
    "spring.datasource.password={pw}", "db_password: !unsafe '{pw}'", "variable \"db_pass\" {{ default = \"{pw}\" }}",
    "<add name=\"Default\" password=\"{pw}\" />", "key,value\nsmtp_password,{pw}", "| key | value |\n|---|---|\n| password | {pw} |",
    "\"password\": \"{pw}\",", "Environment=REDIS_PASSWORD={pw}", "<Password>{pw}</Password>",
]  # fmt: skip


def _config(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "config_file", _CONFIG, n, _pw)


_CHAT = [
    "yo whats the pw for the shared drive\n> {pw}", "pw iz {pw} lol", "ok passwd rn is {pw} 🙃",
    "[14:02] <kat> pass: {pw}", "psst… {pw} is the wifi-less laptop password", "tbh the password is just {pw}",
    "@channel new vpn password: {pw}", "dm'd u, but for the record pwd={pw}", "ngl i set the pass to {pw}",
    "Ravi: password?\nMe: {pw}", "🔑 password 👉 {pw}",
]  # fmt: skip


def _chat(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "chat_password", _CHAT, n, _pw)


_HIDDEN = [
    "pa\u200cssword: {pw}", "ＰＡＳＳＷＯＲＤ {pw}", "passw\u043erd: {pw}", "pass\u2060word = {pw}",
    "https://router.local/cgi?username=admin&password={pw}", "password%3D{pw}", "\ufeffpassword: {pw}",
    "password\\u003d{pw}",
]  # fmt: skip


def _hidden(rng: random.Random, n: int) -> list[Sample]:
    """Labels with invisible characters, fullwidth or lookalike letters, encoded separators."""
    out = _fill(rng, "hidden_label", _HIDDEN, n - 1, _url_pw)
    token = _j("ghp_", (ALNUM, 36))(rng)
    shown = token[:11] + "\u200d" + token[11:]
    out.append(Sample("hidden_label", f"GITHUB_TOKEN={shown}", shown))
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
    ("mật khẩu", "{s}"), ("Passwort für den Drucker:", "{s} (seit Montag)"), ("geslo", "{s}"),
    ("the new VPN password is", "{s}, case sensitive"), ("密码", "{s}"),
    ("contraseña", "{s} y el usuario es contabilidad"), ("wifi key for Casa Azul", "{s}"),
    ("adgangskode:", "{s}\n(skiftes næste måned)"), ("heslo", "{s}"), ("pass", "{s} for pg-replica"),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = [FieldPair("split_password", first, second.format(s=(pw := _pw(rng))), pw)
           for first, second in _PAIR_FIRSTS]  # fmt: skip
    others: list[tuple[str, str, str, str]] = [
        ("split_token", "Anthropic key", "{s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")(rng)),
        ("split_token", "GitLab PAT:", "{s} (expires in 30 days)", _j("glpat-", (URLSAFE, 20))(rng)),
        ("split_token", "Datadog API key", "{s}", _r(rng, HEX, 32)),
        ("split_seed", "frase de recuperación", "{s}", v.seed_phrase(rng, 12, "spanish")),
        ("split_card", "Kartennummer", "{s} gültig bis 04/31", v.grouped(v.card(rng, "mastercard"), " ", rng)),
        ("split_iban", "IBAN (compte joint)", "{s}", v.iban_spaced(v.iban_number(rng, "FR"))),
        ("split_backup", "códigos de recuperación", "{s}\n5512-0937\n8840-2261", f"{_r(rng, D, 4)}-{_r(rng, D, 4)}"),
        ("split_otp", "TOTP secret", "{s}", _r(rng, BASE32, 32)),
        ("split_id", "CPR-nummer", "{s}", _until(rng, lambda g: _dmy(g) + "-" + _r(g, D, 4), cpr.is_valid)),
        ("split_phrase", "Bitwarden master passphrase", "{s}", " ".join(rng.sample(_PHRASE_WORDS, 5))),
    ]  # fmt: skip
    for cls, first, second, secret in others:
        out.append(FieldPair(cls, first, second.format(s=secret), secret))
    return out


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    pw = [_pw(rng, url_safe=True) for _ in range(8)]
    anthropic = _j("sk-ant-api03-", (URLSAFE, 93), "AA")(rng)
    sendgrid = _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))(rng)
    card = v.card(rng, "visa")
    rows: list[tuple[str, dict[str, Any], str]] = [
        ("meta_password", {"imap": {"server": "imap02", "pwd": pw[0]}}, pw[0]),
        ("meta_password", {"contrasenya": pw[1]}, pw[1]),
        ("meta_password", {"adgangskode": pw[2], "konto": "regnskab"}, pw[2]),
        ("meta_password", {"hosts": [{"name": "cam"}, {"name": "nvr", "geslo": pw[3]}]}, pw[3]),
        ("meta_password", {"docker_env": ["TZ=UTC", f"MYSQL_ROOT_PASSWORD={pw[4]}"]}, pw[4]),
        ("meta_password", {"message": f"pw iz {pw[5]} lol"}, pw[5]),
        ("meta_password", {"wlan": {"psk": pw[6], "ssid": "Casa Azul"}}, pw[6]),
        ("meta_password", {"account": f"root:{pw[7]}"}, pw[7]),
        ("meta_token", {"providers": {"anthropic": anthropic}}, anthropic),
        ("meta_token", {"email": {"sendgridKey": sendgrid}}, sendgrid),
        ("meta_token", {"accessToken": (t := _r(rng, URLSAFE, 48))}, t),
        ("meta_token", {"headers": {"Authorization": f"Bearer {(j := _b64url({'alg': 'ES256'}) + '.' + _b64url({'sub': 'ravi'}) + '.' + _r(rng, URLSAFE, 86))}"}}, j),
        ("meta_card", {"payment": {"card_number": card, "expiry": "11/30"}}, card),
        ("meta_iban", {"bank": f"IBAN {(i := v.iban_number(rng, 'NL'))}"}, i),
        ("meta_id", {"employee": {"sin": (s := v.sin_number(rng))}}, s),
        ("meta_otp", {"mfa": {"recovery_codes": [(b := _r(rng, LOWER_DIGITS, 10)), _r(rng, LOWER_DIGITS, 10)]}}, b),
        ("meta_seed", {"wallet": {"mnemonic": (p := v.seed_phrase(rng, 12))}}, p),
        ("meta_key", {"signing_secret": (h := v.hex_key(rng))}, h),
        ("meta_pin", {"alarm": {"pin": (c := _r(rng, D, 6))}}, c),
        ("meta_wifi", {"wifi": {"network": "Kamer 12", "password": (w := _pw(rng))}}, w),
    ]  # fmt: skip
    return [MetadataSample(cls, metadata, secret) for cls, metadata, secret in rows]


CLEAN = [
    "Forgot my password again, so I used the reset link on the login page.",
    "Please don't paste credentials in the ticket; attach them in the vault instead.",
    "The password field on the signup form rejects emoji, which confused a tester.",
    "Security asked us to enable passkeys for every admin account by January.",
    "Ravi will bring the wifi details to the offsite in Tromso.",
    "Upgraded Django from 5.1.4 to 5.2.1 on 2026-11-20 without issues.",
    "Release 3.14.0-rc.2 ships the new password strength meter.",
    "Bisect points at commit 9be41d2 as the change that broke the export.",
    "Cherry-picked 1c0ffee5a7d3b2e4f6a8c0d2e4f6a8b0c2d4e6f8 onto the release branch.",
    "The image digest is sha256:5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8 per the lock file.",
    "Trace id 4bf92f3577b34da6a3ce929d0e0e4736 shows the retry storm.",
    "Job 0f8e2a14-9c3d-4b71-8e5a-2d6c9b1f0a73 failed with exit code 137.",
    "Parcel 1Z 999 AA1 01 2345 6784 arrives on Thursday.",
    "Reach me at +44 20 7946 0958 during office hours.",
    "The support line is 0800 123 4567, free from landlines.",
    "Token budgets are 8,000 per request and 200,000 per day.",
    "The vendor rotates its API keys every 90 days and emails a reminder.",
    "My bank PIN is the one thing I never write down anywhere.",
    "Secrets go in the sealed-secrets controller, never in the Helm values file.",
    "The host key fingerprint changed after the VM was rebuilt.",
    "I stored the recovery codes in the fire safe, not on my laptop.",
    "The guest network is called Stellwerk Gast; ask reception for access.",
    "Invoice INV-2026-1187 totals 1,245.00 EUR and is due on 31 December.",
    "Write the seed words on steel plates if you care about fire.",
    "The Mastercard ending in 4821 was declined at the hotel.",
    "Planning poker is every Tuesday at 09:30 CET.",
    "Python 3.12.7, Postgres 16.4 and Redis 7.4.1 are what production runs.",
    "Das Passwort darf nicht den Benutzernamen enthalten.",
    "Votre mot de passe a été modifié avec succès.",
    "La contraseña caduca cada noventa días.",
    "パスワードを忘れた場合は管理者に連絡してください。",
    "Пароль был изменён вчера вечером.",
    "The certificate expires on 2027-03-14T23:59:59Z.",
    "The door code is changed monthly and announced at the all-hands.",
    "CI run 8841 finished 1,902 tests in 14 minutes.",
    "The IBAN must be entered without the country prefix in the old form.",
    "Badge number B-20931 was deactivated when Lucija left.",
    "Enable two-step verification on the shared mailbox before Friday.",
    "The bucket acme-backups-eu lives in eu-central-1.",
    "MySQL listens on 3306 and RabbitMQ on 5672 inside the VPC.",
    "My debit card was replaced after the skimming incident in Oaxaca.",
    "Seed phrases are usually 12 or 24 words long.",
    "A VAT number is only required for business customers.",
    "The crate is 120 x 80 x 95 cm and weighs 42 kg.",
    "Train ICE 578 leaves platform 7 at 14:36.",
    "Issue PLAT-3310 covers the password reset rate limit.",
    "Reset the service account credentials after the contractor leaves.",
    "The mật khẩu field label overflows on the Vietnamese page.",
    "The library wifi is open, no password required.",
    "The WPA2 key is printed on the back of the router.",
    "We never store the CVV; the payment provider handles it.",
    "ISBN 978-0-306-40615-7 is the paperback edition.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_min_length": 14, "require_symbols": True},
    {"token_count": 2048, "model": "gpt-4o-mini"},
    {"commit": "1c0ffee5a7d3b2e4f6a8c0d2e4f6a8b0c2d4e6f8", "tag": "v3.14.0"},
    {"trace_id": "4bf92f3577b34da6a3ce929d0e0e4736"},
    {"job_id": "0f8e2a14-9c3d-4b71-8e5a-2d6c9b1f0a73", "state": "failed"},
    {"tracking": "1Z 999 AA1 01 2345 6784"},
    {"support_phone": "+44 20 7946 0958"},
    {"secret_name": "db-credentials", "pin_required": False},
]
