# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventh corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
issue 46, the sixth held-out corpus as a format example, the fifth for the wordings already used,
and the value helpers (`secret_classes_values.py`), never `memories/redaction/`, the tuning corpora
nor the offline miner. Its own seed, password words, templates, tools, vendors, languages and
layouts (Vietnamese, Thai, Hebrew, Greek, Swahili, Hindi, Polish, Czech, Indonesian, Ukrainian;
CI logs, Helm values, Terraform, Ansible, Windows admin tools, e-mails, support tickets, CSV rows,
markdown tables, chat typos, voice transcripts). Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from functools import partial
from typing import Any

from mnemonic import Mnemonic
from stdnum.ar import cuit
from stdnum.at import vnr
from stdnum.cl import rut
from stdnum.ec import ci
from stdnum.id import nik
from stdnum.in_ import pan
from stdnum.it import codicefiscale
from stdnum.mx import curp
from stdnum.my import nric
from stdnum.nz import ird
from stdnum.sk import rc as sk_rc
from stdnum.th import pin as th_pin
from stdnum.ua import rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 2_647_318
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
_fill, _framed, _uuid = v.fill, v.framed, partial(v.uuid4, variant="9")
Maker = v.Maker


_WORDS = ["Capybara", "Rambutan", "Kestrel", "Halloumi", "Ocelot", "Durian", "Mandarina", "Pagoda",
          "Chorizo", "Nebulosa", "Krokus", "Walnuss", "Tapioca", "Bonsai", "Gecko", "Sardinka"]  # fmt: skip
_NAMES = ["Thandiwe", "Wojtek", "Anh", "Yael", "Kalani", "Ismo", "Nikos", "Zainab", "Bogdan"]
_LEET = ["K3str3l", "0c3l0t", "Dur14n", "P4g0d4", "C0rv1d", "Sh3rp4", "Tr1t0n"]
_PLACES = ["Hanoi", "Krakow", "Mombasa", "Chiangmai", "Haifa", "Brno", "Lviv"]
_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _pw(rng: random.Random, *, url_safe: bool = False) -> str:
    """A password as people pick them: words and digits, names, leet, places, random runs."""
    symbols = "-_.~" if url_safe else "!@#%&*+=?-_.$~^"
    style = rng.randrange(8)
    if style == 0:
        return _r(rng, D, 2) + rng.choice(_WORDS) + rng.choice(symbols)
    if style == 1:
        run = _r(rng, ALNUM, rng.randrange(12, 18))
        cut = rng.randrange(3, len(run) - 3)
        return run[:cut] + rng.choice(symbols) + run[cut:] + _r(rng, D, 1)
    if style == 2:
        first, second = rng.sample(_NAMES, 2)
        return first + rng.choice(symbols) + second.lower() + _r(rng, D, 2)
    if style == 3:
        return rng.choice(_LEET) + rng.choice(symbols) + _r(rng, D, 4)
    if style == 4:
        sylls = ["ta", "me", "ro", "ki", "lu", "sa", "no", "pe", "di", "vu", "ha", "zo"]
        return (
            "".join(rng.choice(sylls) for _ in range(5)).capitalize()
            + rng.choice(symbols)
            + _r(rng, D, 2)
        )
    if style == 5:
        return rng.choice(_PLACES) + rng.choice(_MONTHS) + _r(rng, D, 2) + rng.choice(symbols)
    if style == 6:
        first, second = rng.sample(_WORDS, 2)
        return first.lower() + rng.choice(symbols) + second + _r(rng, D, 1)
    return (
        rng.choice(string.ascii_uppercase)
        + _r(rng, string.ascii_lowercase, 5)
        + _r(rng, D, 3)
        + rng.choice(symbols)
    )


def _url_pw(rng: random.Random) -> str:
    """A password that needs no escaping in a URL or a shell word."""
    return _pw(rng, url_safe=True)


_LABELLED = [
    "Hasło brzmi {pw}", "nowe hasło do routera to {pw}", "heslo k účtu: {pw}", "heslo do systému je {pw}",
    "новий пароль для пошти: {pw}", "пароль ад пошты: {pw}", "Mật khẩu mới: {pw}", "MK: {pw}",
    "รหัสผ่านใหม่: {pw}", "סיסמה: {pw}", "הסיסמא החדשה היא {pw}", "Κωδικός πρόσβασης: {pw}",
    "συνθηματικό: {pw}", "neno la siri: {pw}", "nywila yako ni {pw}", "ईमेल का पासवर्ड: {pw}",
    "sandi baru: {pw}", "password-nya {pw}", "kata laluan baharu ialah {pw}", "parolam: {pw}",
    "yeni şifre → {pw}", "şifrə: {pw}", "fjalëkalimi është {pw}", "parola nouă e {pw}",
    "jelszó = {pw}", "clave de acceso: {pw}", "a senha ficou {pw}", "PW lautet {pw}",
    "Zugangspasswort: {pw}", "mdp : {pw}", "ww: {pw}", "パスは {pw} です", "登录密码：{pw}",
    "密码为 {pw}", "새 비밀번호 = {pw}", "የይለፍ ቃል: {pw}", "ពាក្យសម្ងាត់: {pw}",
    "password was reset to {pw}", "Password (temporary, change on first login): {pw}",
    "pwd:{pw}", "P/W {pw}", "**Password**: {pw}", "Password..... {pw}", "the password got set to {pw} by the helpdesk",
    "Password ⟶ {pw}", "password => '{pw}'",
]  # fmt: skip


def _labelled(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "labelled_password", _LABELLED, n, _pw)


_USERS = ["anh.nguyen", "wojtek", "yael.b", "svc-report", "sysop", "ec2-user", "odoo",
          "nikos.p", "build-agent", "zainab", "kiosk01", "bogdan.k"]  # fmt: skip
_LOGINS = [
    "nazwa użytkownika: {u}\nhasło: {pw}", "přihlašovací jméno {u}, heslo {pw}", "логін {u} пароль {pw}",
    "Tài khoản: {u} | MK: {pw}", "ชื่อผู้ใช้ {u} รหัสผ่าน {pw}", "שם משתמש: {u} סיסמה: {pw}",
    "όνομα χρήστη {u} κωδικός {pw}", "jina la mtumiaji {u} nenosiri {pw}", "username {u} aur password {pw}",
    "akun {u} sandi {pw}", "{u}\t{pw}\tssh", "\"{u}\";\"{pw}\";\"db\"",
    "Credentials for the demo: {u} / {pw} — please rotate after the call.", "ssh {u}@bastion, pw {pw}",
    "vpn: {u}:{pw}", "user={u}&pass={pw}", "Anmeldung mit {u} und Kennwort {pw}",
    "identifiant : {u} — mdp : {pw}", "- user: {u}\n  password: {pw}", "login {u} pass {pw} (raspberry in the garage)",
]  # fmt: skip


def _login_pairs(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "login_pair", _LOGINS, n, _pw, u=_USERS)


_SPELLED_WORDS = ["pomegranate", "hummingbird", "xylophone", "armadillo", "tamarillo", "pistachio",
                  "marigold", "salamander", "lemonade", "jellyfish", "peppermint", "goldfinch"]  # fmt: skip
_SPELLED = [  # (template, whether the secret is the word and digits together)
    ("hasło: wyraz {w} i na końcu {d}", False),
    ("heslo je slovo {w} a potom čísla {d}", False),
    ("пароль — це слово {w}, а потім {d}", False),
    ("mật khẩu là chữ {w} rồi số {d}", False),
    ("passwordnya kata {w} terus angka {d}", False),
    ("הסיסמה היא המילה {w} ואחריה {d}", False),
    ("ο κωδικός είναι η λέξη {w} και μετά {d}", False),
    ("nenosiri ni neno {w} kisha namba {d}", False),
    ("[call transcript] Agent: and the password? Caller: it's, uh, {w}, then {d}", False),
    ("When I set up the router I used our cat's name, {w}, and then {d}, you'll need it to log in.", False),
    ("the admin password? {w}{d}, all small letters", True),
    ("a jelszó a {w} szó, utána {d}", False),
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    words = _cycle(rng, _SPELLED_WORDS, n)
    for template, joined in _cycle(rng, _SPELLED, n):
        w, d = next(words), _r(rng, D, rng.choice([2, 3, 4]))
        out.append(Sample("spelled_password", template.format(w=w, d=d), w + d if joined else w))
    return out


_CLI = [
    "influx -username {u} -password {pw} -execute 'SHOW DATABASES'",
    "nats sub -s nats://n1:4222 --user {u} --password {pw} 'orders.>'",
    "redis-cli -h cache02 -a {pw} INFO replication", "nodetool -u {u} -pw {pw} status",
    "ansible-playbook site.yml -e ansible_become_password={pw}",
    "sshfs {u}@nas:/data /mnt/nas -o password_stdin <<< '{pw}'",
    "curl -T dump.sql ftp://ftp.partner.example/in/ --user {u}:{pw}",
    "mc alias set minio http://minio:9000 {u} {pw}", "rclone config create nas sftp host nas user {u} pass {pw}",
    "RESTIC_PASSWORD={pw} restic -r /srv/restic backup /home", "PASSPHRASE={pw} duplicity /etc file:///backup/etc",
    "(echo {pw}; echo {pw}) | smbpasswd -s -a {u}",
    "Invoke-Sqlcmd -ServerInstance sql3 -Username {u} -Password {pw} -Query 'SELECT 1'",
    "cmdkey /add:fs01 /user:CORP\\{u} /pass:{pw}", "schtasks /create /tn nightly /ru {u} /rp {pw} /tr backup.cmd /sc daily",
    "wmic /node:ws12 /user:{u} /password:{pw} os get caption", "winrs -r:srv04 -u:{u} -p:{pw} ipconfig",
    "msiexec /i agent.msi SERVICE_PASSWORD={pw} /qn", "sc.exe config backupsvc obj= .\\{u} password= {pw}",
    "docker run -d -e MARIADB_ROOT_PASSWORD={pw} mariadb:11", "helm install db bitnami/postgresql --set auth.postgresPassword={pw}",
    "kubectl create secret docker-registry regcred --docker-username={u} --docker-password={pw}",
    "argocd login argocd.example.net --username {u} --password {pw}", "vault kv put secret/app db_password={pw}",
    "terraform apply -var 'db_password={pw}'", "jarsigner -keystore release.jks -storepass {pw} app.apk upload",
    "apksigner sign --ks release.jks --ks-pass pass:{pw} app-release.apk", "ccrypt -e -K {pw} ledger.csv",
    "pdftk payslip.pdf output locked.pdf user_pw {pw}", "ldapmodify -x -D cn=admin,dc=example,dc=org -w {pw} -f change.ldif",
    "rpcclient -U {u}%{pw} 10.0.0.3", "crackmapexec smb 10.0.0.0/24 -u {u} -p {pw}",
    "evil-winrm -i 10.0.0.9 -u {u} -p {pw}", "impacket-psexec CORP/{u}:{pw}@10.0.0.9",
    "redfishtool -r 10.0.9.3 -u {u} -p {pw} Systems", "echo {pw} | docker login ghcr.io -u {u} --password-stdin",
    "jf config add art --url https://art.example --user {u} --password {pw}",
    "az vm create -g rg1 -n vm1 --image Ubuntu2404 --admin-username {u} --admin-password {pw}",
    "aws rds create-db-instance --db-instance-identifier crm --master-username {u} --master-user-password {pw}",
    "curl --user {u}:{pw} https://nexus.example/service/rest/v1/status",
]  # fmt: skip
_SHELL = ["[2026-11-28T09:14:55Z] + {c}", "##[group]Run {c}", "Step 4/9 : RUN {c}",
          "history | grep pass\n 1043  {c}", "root@web01:~# {c}", "C:\\Users\\ops> {c}",
          "  - script: {c}", "sh \"{c}\"", "{c} && echo done",
          "ticket note: customer ran `{c}` before calling"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    return _framed(rng, _fill(rng, "cli_password", _CLI, n, _url_pw, u=_USERS), _SHELL)


_URLS = [
    "mysql+pymysql://{u}:{pw}@10.0.3.7/orders?charset=utf8mb4",
    "mongodb://{u}:{pw}@mongo-0.mongo,mongo-1.mongo/?replicaSet=rs0&authSource=admin",
    "influxdb://{u}:{pw}@influx:8086/metrics", "cassandra://{u}:{pw}@cass02:9042/ks",
    "https://{u}:{pw}@opensearch.internal:9200", "imaps://{u}:{pw}@imap.mailhost.example:993/INBOX",
    "smb://{u}:{pw}@nas.local/backups", "sqlserver://{u}:{pw}@sql09:1433?database=erp",
    "Server=mysql04;Port=3306;Database=shop;Uid={u};Pwd={pw};SslMode=Required",
    "jdbc:sqlserver://sql02:1433;databaseName=hr;user={u};password={pw}",
    "jdbc:oracle:thin:{u}/{pw}@//ora03:1521/PRODPDB", "vertica://{u}:{pw}@vert01:5433/dw",
    "trino://{u}:{pw}@trino.example:443/hive", "firebird://{u}:{pw}@fb01//data/app.fdb",
    "git+https://{u}:{pw}@git.corp.example/libs/common.git",
]  # fmt: skip
_URL_CONTEXT = ["SQLALCHEMY_DATABASE_URI = '{c}'", "  connection: {c}  # values-prod.yaml",
                "Error: could not connect to {c} (timeout after 30s)",
                "Subject: DB access\n\nUse {c} from the bastion.", "ConnectionStrings__Default=\"{c}\"",
                "{c}", "| reporting | {c} |"]  # fmt: skip


def _connection_strings(rng: random.Random, n: int) -> list[Sample]:
    return _framed(rng, _fill(rng, "connection_string", _URLS, n, _url_pw, u=_USERS), _URL_CONTEXT)


def _bws(g: random.Random) -> str:
    return "0." + _uuid(g) + "." + _r(g, ALNUM, 30) + ":" + _r(g, B64, 22) + "=="


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_VENDORS: list[tuple[str, str, Maker, bool]] = [
    ("OpenAI project", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74)), True),
    ("Stripe live", "STRIPE_SECRET_KEY", _j("sk_live_51", (ALNUM, 97)), True),
    ("Slack user", "SLACK_USER_TOKEN", _j("xoxp-", (D, 12), "-", (D, 12), "-", (D, 13), "-", (HEX, 32)), True),
    ("GitLab feed", "GITLAB_FEED_TOKEN", _j("glft-", (URLSAFE, 20)), True),
    ("GitLab agent", "GITLAB_AGENT_TOKEN", _j("glagent-", (URLSAFE, 50)), True),
    ("GitLab OAuth app", "GITLAB_OAUTH_SECRET", _j("gloas-", (HEX, 64)), True),
    ("GitLab SCIM", "GITLAB_SCIM_TOKEN", _j("glsoat-", (URLSAFE, 20)), True),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64)), True),
    ("DigitalOcean refresh", "DO_REFRESH_TOKEN", _j("dor_v1_", (HEX, 64)), True),
    ("Shopify shared secret", "SHOPIFY_API_SECRET", _j("shpss_", (HEX, 32)), True),
    ("Grafana service account", "GRAFANA_SA_TOKEN", _j("glsa_", (ALNUM, 32), "_", (HEX, 8)), True),
    ("Doppler CLI", "DOPPLER_CLI_TOKEN", _j("dp.ct.", (ALNUM, 40)), True),
    ("Sentry user", "SENTRY_AUTH_TOKEN", _j("sntryu_", (HEX, 64)), True),
    ("Tailscale auth key", "TS_AUTHKEY", _j("tskey-auth-k", (ALNUM, 10), "CNTRL-", (ALNUM, 33)), True),
    ("New Relic user", "NEW_RELIC_API_KEY", _j("NRAK-", (UPPER_DIGITS, 27)), True),
    ("PlanetScale OAuth", "PSCALE_OAUTH_TOKEN", _j("pscale_oauth_", (URLSAFE, 43)), True),
    ("Notion", "NOTION_TOKEN", _j("ntn_", (D, 11), (ALNUM, 35)), True),
    ("Google OAuth client", "GOOGLE_CLIENT_SECRET", _j("GOCSPX-", (URLSAFE, 28)), True),
    ("Square", "SQUARE_ACCESS_TOKEN", _j("sq0atp-", (URLSAFE, 22)), True),
    ("Cloudflare Origin CA", "CF_ORIGIN_CA_KEY", _j("v1.0-", (HEX, 24), "-", (HEX, 146)), True),
    ("Yandex Cloud", "YC_API_KEY", _j("AQVN", (URLSAFE, 36)), True),
    ("Frame.io", "FRAMEIO_TOKEN", _j("fio-u-", (URLSAFE, 64)), True),
    ("Scalingo", "SCALINGO_API_TOKEN", _j("tk-us-", (URLSAFE, 48)), True),
    ("Zuplo", "ZUPLO_API_KEY", _j("zpka_", (HEX, 32), "_", (HEX, 8)), True),
    ("Deno Deploy", "DENO_DEPLOY_TOKEN", _j("ddp_", (ALNUM, 36)), True),
    ("Clojars", "CLOJARS_TOKEN", _j("CLOJARS_", (LOWER_DIGITS, 60)), True),
    ("Fireworks", "FIREWORKS_API_KEY", _j("fw_", (ALNUM, 24)), True),
    ("Plaid", "PLAID_ACCESS_TOKEN", lambda g: "access-production-" + _uuid(g), True),
    ("Braintree", "BRAINTREE_ACCESS_TOKEN", _j("access_token$production$", (LOWER_DIGITS, 16), "$", (HEX, 32)), True),
    ("Paystack", "PAYSTACK_SECRET_KEY", _j("sk_live_", (HEX, 40)), True),
    ("Mollie", "MOLLIE_API_KEY", _j("live_", (ALNUM, 30)), True),
    ("Trello", "TRELLO_TOKEN", _j("ATTA", (HEX, 64), ("0123456789ABCDEF", 8)), True),
    ("Intercom", "INTERCOM_ACCESS_TOKEN", _j("dG9rOj", (B64, 54), "="), True),
    ("Honeycomb", "HONEYCOMB_API_KEY", _j("hcaik_", (LOWER_DIGITS, 58)), True),
    ("Firebase Cloud Messaging", "FCM_SERVER_KEY", _j("AAAA", (URLSAFE, 7), ":APA91b", (URLSAFE, 134)), True),
    ("AWS session", "AWS_SESSION_TOKEN", _j("FwoGZXIvYXdzE", (B64, 200)), True),
    ("AWS temporary", "AWS_ACCESS_KEY_ID", _j("ASIA", (UPPER_DIGITS, 16)), True),
    ("Twitter", "TWITTER_BEARER_TOKEN", _j("AAAAAAAAAAAAAAAAAAAAA", (ALNUM, 80)), True),
    ("Bitwarden Secrets Manager", "BWS_ACCESS_TOKEN", _bws, True),
    ("DeepSeek", "DEEPSEEK_API_KEY", _j("sk-", (HEX, 32)), False),
    ("PagerDuty", "PAGERDUTY_TOKEN", _j("u+", (URLSAFE, 18)), False),
    ("AWS secret", "AWS_SECRET_ACCESS_KEY", _j((B64, 40)), False),
    ("ngrok", "NGROK_AUTHTOKEN", _j("2", (ALNUM, 26), "_", (ALNUM, 21)), False),
    ("Sanity", "SANITY_API_TOKEN", _j("sk", (ALNUM, 180)), False),
    ("Confluent", "CONFLUENT_API_SECRET", _j((B64, 64)), False),
    ("Kaggle", "KAGGLE_KEY", _j((HEX, 32)), False),
    ("Gitea", "GITEA_TOKEN", _j((HEX, 40)), False),
    ("Hetzner", "HCLOUD_TOKEN", _j((ALNUM, 64)), False),
    ("Linode", "LINODE_TOKEN", _j((HEX, 64)), False),
    ("IBM Cloud", "IBMCLOUD_API_KEY", _j((URLSAFE, 44)), False),
    ("Adyen", "ADYEN_API_KEY", _j("AQE", (URLSAFE, 100)), False),
    ("Azure OpenAI", "AZURE_OPENAI_API_KEY", _j((HEX, 32)), False),
    ("Scaleway", "SCW_SECRET_KEY", _uuid, False),
    ("Rollbar", "ROLLBAR_ACCESS_TOKEN", _j((HEX, 32)), False),
]  # fmt: skip
_TOKEN_LABELLED = [
    "fly secrets set {env}={tok}", "vercel env add {env} production <<< {tok}",
    "doppler secrets set {env}=\"{tok}\"", "echo \"{env}={tok}\" >> $GITHUB_ENV",
    "railway variables --set \"{env}={tok}\"", "secrets:\n  {env_lower}: {tok}  # values-prod.yaml",
    "resource \"github_actions_secret\" \"ci\" {{\n  secret_name     = \"{env}\"\n  plaintext_value = \"{tok}\"\n}}",
    "vault_{env_lower}: {tok}", "[2026-11-28 10:14:02] DEBUG settings loaded: {env}={tok}",
    "os.Setenv(\"{env}\", \"{tok}\")", "System.setProperty(\"{env}\", \"{tok}\");",
    "process.env.{env} ??= '{tok}';", "{env} ?= {tok}",
    "Chào anh,\n\nkey {vendor} mới là {tok}\n\nThân, Anh",
    "Ticket #48213 — customer pasted their {vendor} key in the chat: {tok}",
    "vendor,key,owner\n{vendor},{tok},platform-team", "| Service | Key |\n|---|---|\n| {vendor} | {tok} |",
    "Lieber Jan, anbei der {vendor}-Schlüssel: {tok}",
]  # fmt: skip
_TOKEN_BARE = [
    "{tok}\n\n-- sent from my phone", "should {tok} be in the vault or is it fine here?",
    "revoke {tok} asap pls", "{vendor}: `{tok}`", "found in an old notebook: {tok}",
    "(╯°□°)╯ leaked {tok}",
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


_BARE = ["try: {t}?", "the one in the email: {t}", "copied from the portal →{t}",
         "{t} (expires Friday)", "ok so {t} is what they gave us", "«{t}»", "<{t}>",
         "see below\n\n{t}\n\nthx", "in case I lose it again — {t}", "1) {t}"]  # fmt: skip


def _bare_tokens(rng: random.Random, n: int) -> list[Sample]:
    makers = [
        _j((ALNUM, 48)),
        _j((URLSAFE, 30), "_", (URLSAFE, 12)),
        _j((B64, 86), "=="),
        _j((ALNUM, 12), ".", (ALNUM, 32)),
    ]
    out = []
    for template in _cycle(rng, _BARE, n):
        t = rng.choice(makers)(rng)
        out.append(Sample("bare_token", template.format(t=t), t))
    return out


_HEX_TEMPLATES = [
    ("key material:\n\n    {h}", 64), ("0X{h}", 64), ("clé de chiffrement : {h}", 64),
    ("encryption_key = \"{h}\"", 64), ("| prod | {h} |", 64), ("ed25519 seed (raw): {h}", 64),
    ("HMAC_SECRET={h}", 64), ("the 32-byte master key\n{h}", 64), ("secret_key_base: {h}", 128),
    ("```\n{h}\n```", 64),
]  # fmt: skip


def _hex_keys(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, length = _HEX_TEMPLATES[i % len(_HEX_TEMPLATES)]
        h = v.hex_key(rng, length)
        if i % 4 == 1:
            h = h.upper()
        out.append(Sample("hex_key", template.format(h=h), h))
    return out


_JWT_TEMPLATES = ["document.cookie = 'jwt={t}; path=/'",
                  "grpcurl -H 'authorization: bearer {t}' api.example.com:443 list",
                  "KUBE_TOKEN={t}", "users:\n- name: ci\n  user:\n    token: {t}",
                  "curl 'https://api.example.com/v2/me?access_token={t}'",
                  "[ERROR] 401 Unauthorized for token {t}",
                  "Sec-WebSocket-Protocol: access_token, {t}", "token\t{t}\tstaging"]  # fmt: skip


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        header = _b64url(
            {"kid": _r(rng, LOWER_DIGITS, 12), "alg": rng.choice(["RS512", "ES384", "HS256"])}
        )
        claims = {"iss": "https://login.example.vn", "sub": _r(rng, D, 12), "tenant": rng.choice(["hn", "hcm"]),
                  "azp": "web-portal", "iat": 1_795_000_000 + 53 * i, "exp": 1_795_007_200 + 53 * i}  # fmt: skip
        token = f"{header}.{_b64url(claims)}.{_r(rng, URLSAFE, rng.choice([43, 86, 128]))}"
        out.append(Sample("jwt", _JWT_TEMPLATES[i % len(_JWT_TEMPLATES)].format(t=token), token))
    return out


_PEM_KINDS = ["RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY",
              "PGP PRIVATE KEY BLOCK", "ENCRYPTED PRIVATE KEY", "RSA PRIVATE KEY"]  # fmt: skip


def _pem_keys(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        kind = _PEM_KINDS[i % len(_PEM_KINDS)]
        lines = [_r(rng, B64, 64) for _ in range(rng.randrange(6, 10))]
        if kind.startswith("OPENSSH"):
            lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
        elif not kind.startswith("PGP"):
            lines[0] = "MII" + lines[0][3:]
        lines[-1] = lines[-1][: rng.randrange(10, 58)] + "="
        head = f"-----BEGIN {kind}-----\n"
        if i == 0:  # a legacy encrypted RSA key with its headers
            head += f"Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,{_r(rng, HEX, 32).upper()}\n\n"
        elif kind.startswith("PGP"):
            head += "Comment: exported for the build server\n\n"
        key = head + "\n".join(lines) + f"\n-----END {kind}-----"
        secret = lines[rng.randrange(1, len(lines) - 1)]
        if i == 1:  # the curve parameters block before the key, as openssl writes it
            key = (
                "-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n"
                + key
            )
        if i == 2:  # Helm values
            text = "ingress:\n  tls:\n    key: |-\n      " + key.replace("\n", "\n      ")
        elif i == 3:  # Ansible vars
            text = "deploy_ssh_private_key: |\n  " + key.replace("\n", "\n  ")
        elif i == 4:
            text = "gh secret set SIGNING_KEY <<'EOF'\n" + key + "\nEOF"
        elif i == 5:
            text = 'server,key\nweb01,"' + key + '"'
        elif i == 6:
            text = f'resource "local_file" "k" {{\n  content = <<-EOT\n{key}\nEOT\n}}'
        elif i == 0:
            text = f"Dobrý den,\nv příloze klíč:\n\n{key}\n\nS pozdravem"
        else:
            text = key
        out.append(Sample("pem_private_key", text, secret))
    return out


_SEED_CONTEXT = [
    ("palavras de recuperação da carteira: {p}", "portuguese"), ("záchranná fráze peněženky: {p}", "czech"),
    ("mots de la graine, dans l'ordre : {p}", "french"), ("frase segreta del portafoglio: {p}", "italian"),
    ("palabras de respaldo {p}", "spanish"), ("wallet_seed: \"{p}\"", "english"),
    ("cụm từ khôi phục ví: {p}", "english"), ("frasa pemulihan dompet: {p}", "english"),
    ("מילות השחזור: {p}", "english"), ("Recovery phrase (do not share)\n{p}", "english"),
    ("слова для відновлення гаманця: {p}", "english"), ("wallet;words\nledger;{p}", "english"),
]  # fmt: skip


def _seed_phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, language = _SEED_CONTEXT[i % len(_SEED_CONTEXT)]
        count = rng.choice([12, 18, 24])
        entropy = bytes(rng.randrange(256) for _ in range(count * 4 // 3))
        phrase = str(Mnemonic(language).to_mnemonic(entropy))
        words = phrase.split()
        form = i % 4
        if form == 1:
            shown = "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3))
        elif form == 2:
            shown = " / ".join(words)
        elif form == 3:
            shown = " ".join(f"({k}) {w}" for k, w in enumerate(words, 1))
        else:
            shown = phrase
        out.append(Sample("seed_phrase", template.format(p=shown), phrase if form == 0 else shown))
    return out


_CARD_CONTEXT = [
    "số thẻ {c} hết hạn {mm}/{yy}", "หมายเลขบัตร {c}", "מספר כרטיס: {c}", "αριθμός κάρτας {c}",
    "nomor kartu kredit {c} berlaku s/d {mm}/{yy}", "номер картки {c}", "číslo karty {c}",
    "कार्ड नंबर {c}", "[voice] card number is {c}, expiry {mm} {yy}",
    "cardholder;number;valid_thru\nA. Nguyen;{c};{mm}/{yy}",
    "Ticket #77120: customer typed the full card {c} into the chat", "PAN: {c} / EXP: {mm}{yy}",
]  # fmt: skip


def _cards(rng: random.Random, n: int) -> list[Sample]:
    brands = list(v.CARD_BRANDS)
    rng.shuffle(brands)
    out = []
    for i, template in enumerate(_cycle(rng, _CARD_CONTEXT, n)):
        number = v.card(rng, brands[i % len(brands)])
        shown = v.grouped(number, rng.choice([" ", "-", "", ".", "  "]), rng)
        mm, yy = f"{rng.randrange(1, 13):02d}", str(rng.randrange(27, 34))
        out.append(Sample("card_number", template.format(c=shown, mm=mm, yy=yy), shown))
    return out


_CVV_CONTEXT = ["{c} hạn {mm}/{yy}, mã CVV {cvv}", "kod CVV2/CVC2: {cvv}", "Sicherheitscode {cvv}",
                "CVV na odwrocie: {cvv}", "קוד אבטחה (CVV): {cvv}",
                "Amex {c}, 4-digit security code on the front: {cvv}"]  # fmt: skip


def _card_codes(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    while len(out) < n:
        template = _CVV_CONTEXT[len(out) % len(_CVV_CONTEXT)]
        amex = "Amex" in template
        number = v.card(rng, "amex" if amex else rng.choice(["visa", "mastercard", "jcb"]))
        cvv = _r(rng, D, 4 if amex else 3)
        text = template.format(c=v.grouped(number, " ", rng), mm="06", yy="29", cvv=cvv)
        if text.count(cvv) == 1:
            out.append(Sample("card_code", text, cvv))
    return out


# Countries no earlier corpus used: BBAN shapes (a letter, n digit, c either).
_IBAN_SHAPES = {"SA": "nn" + "c" * 18, "AE": "n" * 19, "GR": "n" * 7 + "c" * 16, "HR": "n" * 17,
                "SI": "n" * 15, "SK": "n" * 20, "LT": "n" * 16, "LV": "aaaa" + "c" * 13,
                "EE": "n" * 16, "BG": "aaaa" + "n" * 6 + "c" * 8, "CY": "n" * 8 + "c" * 16,
                "RS": "n" * 18, "ME": "n" * 18, "BA": "n" * 16, "AL": "n" * 8 + "c" * 16,
                "EG": "n" * 25}  # fmt: skip
_iban_from = partial(v.iban_shaped, shapes=_IBAN_SHAPES)
_IBAN_CONTEXT = ["Please wire the deposit to IBAN {i} (booking ref. HN-5521)", "IBAN ของบริษัท: {i}",
                 "חשבון IBAN: {i}", "Kontonummer (IBAN) {i}", "numer IBAN {i}", "IBAN za uplatu: {i}",
                 "beneficiary,iban\nAcme s.r.o.,{i}", "| Beneficiary | IBAN |\n|---|---|\n| Kovač | {i} |",
                 "payout account → {i}", "IBAN-i im është {i}", "số IBAN nhận tiền {i}",
                 "[voice] the IBAN is {i}, yes that's it"]  # fmt: skip


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    countries = rng.sample(list(_IBAN_SHAPES), len(_IBAN_SHAPES))
    out = []
    for i in range(n):
        number = _iban_from(rng, countries[i % len(countries)])
        shown = v.iban_spaced(number) if i % 2 == 0 else number
        out.append(Sample("iban", _IBAN_CONTEXT[i % len(_IBAN_CONTEXT)].format(i=shown), shown))
    return out


def _ymd(g: random.Random) -> str:
    return f"{g.randrange(55, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"


def _dmy(g: random.Random) -> str:
    d = _ymd(g)
    return d[4:] + d[2:4] + d[:2]


def _cf(g: random.Random) -> str:
    body = (_r(g, UPPER, 6) + _r(g, D, 2) + g.choice("ABCDEHLMPRST") + f"{g.randrange(1, 72):02d}"
            + g.choice("ABCDEFGHILM") + _r(g, D, 3))  # fmt: skip
    return body + codicefiscale.calc_check_digit(body)


def _curp(g: random.Random) -> str:
    state = g.choice(["DF", "JC", "NL", "PL", "YN", "VZ", "GT", "SL"])
    body = (g.choice("BCDGHLMPRSTV") + g.choice("AEIOU") + _r(g, "BCDFGLMNPRSTVZ", 2) + _ymd(g)
            + g.choice("HM") + state + _r(g, "BCDFGHLMNPRSTVZ", 3) + g.choice(D))  # fmt: skip
    return body + curp.calc_check_digit(body + "0")


# (phrasing, a candidate maker, the check a real id passes): drawn until it passes
_ID_KINDS: list[tuple[str, Maker, Callable[[str], bool]]] = [
    ("codice fiscale: {s}", _cf, codicefiscale.is_valid),
    ("เลขประจำตัวประชาชน {s}", lambda g: th_pin.format((b := g.choice("12345678") + _r(g, D, 11)) + th_pin.calc_check_digit(b)), th_pin.is_valid),
    ("No. MyKad {s}", lambda g: _ymd(g) + "-" + g.choice(["01", "10", "14", "08"]) + "-" + _r(g, D, 4), nric.is_valid),
    ("RUT {s}", lambda g: rut.format((b := str(g.randrange(6_000_000, 25_000_000))) + rut.calc_check_digit(b)), rut.is_valid),
    ("CURP: {s}", _curp, curp.is_valid),
    ("CUIL {s}", lambda g: cuit.format((b := g.choice(["20", "27", "23"]) + _r(g, D, 8)) + cuit.calc_check_digit(b)), cuit.is_valid),
    ("PAN card {s}", lambda g: _r(g, UPPER, 3) + "P" + _r(g, UPPER, 1) + _r(g, D, 4) + _r(g, UPPER, 1), pan.is_valid),
    ("NIK: {s}", lambda g: g.choice(["3171", "3273", "3578", "5171"]) + _r(g, D, 2) + _dmy(g) + _r(g, D, 4), nik.is_valid),
    ("РНОКПП {s}", lambda g: (b := _r(g, D, 9)) + rntrc.calc_check_digit(b), rntrc.is_valid),
    ("Sozialversicherungsnummer {s}", lambda g: g.choice("123456789") + _r(g, D, 3) + _dmy(g), vnr.is_valid),
    ("IRD number {s}", lambda g: ird.format((b := str(g.randrange(10_000_000, 150_000_000))) + ird.calc_check_digit(b)), ird.is_valid),
    ("cédula {s}", lambda g: f"{g.randrange(1, 25):02d}" + g.choice("012345") + _r(g, D, 7), ci.is_valid),
    ("RČ: {s}", lambda g: _ymd(g) + "/" + _r(g, D, 4), sk_rc.is_valid),
    ("W-4, employee SSN {s}", v.ssn_number, lambda s: True),
    ("passport no. {s}", lambda g: g.choice("CEFGHK") + _r(g, D, 8), lambda s: True),
    ("Subject: KYC\n\nMy codice fiscale is {s}, thanks.", _cf, codicefiscale.is_valid),
    ("tax id (NIK) {s}", lambda g: g.choice(["3174", "3201"]) + _r(g, D, 2) + _dmy(g) + _r(g, D, 4), nik.is_valid),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out: list[Sample] = []
    while len(out) < n:
        for template, make, valid in _ID_KINDS:
            value = _until(rng, make, valid)
            out.append(Sample("national_id", template.format(s=value), value))
    return out[:n]


_CODE_LABELS = ["[Acme] Mã OTP: {c}. Không chia sẻ mã này.", "קוד האימות שלך הוא {c}",
                "Ο κωδικός επαλήθευσης είναι {c}", "Kod weryfikacyjny: {c}", "Váš ověřovací kód je {c}",
                "Ваш код підтвердження: {c}", "Nambari yako ya uthibitisho ni {c}", "आपका OTP {c} है",
                "{c} adalah kode OTP Anda", "G-{c} is your Google verification code.",
                "sign-in code {c} (expires in 10 min)", "รหัสยืนยัน {c}"]  # fmt: skip
_BACKUP_HEADS = ["Mã dự phòng:\n", "Kody odzyskiwania:\n", "Резервні коди: ", "קודי גיבוי:\n",
                 "Recovery codes — keep these somewhere safe\n", "Kode cadangan: ",
                 "Κωδικοί ανάκτησης\n"]  # fmt: skip


def _otp(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        kind = i % 7
        if kind in (0, 1):
            style = rng.randrange(4)
            codes = v.backup_codes(rng, rng.choice([8, 10, 12]), style)
            glue = rng.choice(["\n", " · ", "; "])
            if i % 2:
                codes = [f"[{k:02d}] {c}" for k, c in enumerate(codes, 1)]
                glue = "\n"
            secret = codes[rng.randrange(len(codes))].split("] ")[-1]
            out.append(Sample("backup_codes", rng.choice(_BACKUP_HEADS) + glue.join(codes), secret))
        elif kind == 2:
            key = "-".join(_r(rng, D, 6) for _ in range(8))
            out.append(Sample("backup_codes", f"BitLocker recovery key for LAPTOP-07:\n{key}", key))
        elif kind == 3:
            seed = v.totp_secret(rng, spaced=True)
            out.append(Sample("otp_secret", f"Secret key for manual entry:\n{seed}", seed))
        elif kind == 4:
            seed = _r(rng, BASE32, rng.choice([16, 32]))
            uri = rng.choice([
                "otpauth://totp/Acme%20VPN:anh%40example.vn?secret={s}&issuer=Acme%20VPN&algorithm=SHA1&digits=6&period=30",
                "otpauth://totp/Nextcloud:yael?secret={s}",
                "two_factor:\n  totp_secret: {s}"]).format(s=seed)  # fmt: skip
            out.append(Sample("otp_secret", uri, seed))
        else:
            code = _r(rng, D, 6)
            shown = code if i % 3 else f"{code[:3]} {code[3:]}"
            template = _CODE_LABELS[i % len(_CODE_LABELS)]
            out.append(Sample("otp_code", template.format(c=shown), shown))
    return out


_SSIDS = ["Nha Tro 5G", "Kawiarnia_Gosc", "Ofis-Misafir", "HaShuk-Guest", "Pensiune Floare",
          "Lantai3-Kantor", "Dachgeschoss", "Vodacom-7A21"]  # fmt: skip
_WIFI = [
    "WIFI:T:WPA2;P:{pw};S:{s};H:true;;", "wpa_passphrase \"{s}\" '{pw}'", "Mật khẩu wifi: {pw}",
    "סיסמת הוויפי: {pw}", "κωδικός WiFi: {pw}", "nenosiri la wifi ni {pw}", "wifi ka password {pw} hai",
    "password wifi-nya {pw}", "hasło do sieci {s}: {pw}", "heslo na wifi je {pw}",
    "пароль від вайфаю {pw}", "<name>{s}</name> ... <keyMaterial>{pw}</keyMaterial>",
    "Guest Wi-Fi — network: {s} — password: {pw}", "UniFi: SSID {s} / x_passphrase {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.6:
        return _pw(rng)
    words = ["mango", "comet", "harpoon", "velour", "oregano", "sprocket", "pelican", "larch"]
    return "".join(w.capitalize() for w in rng.sample(words, 3)) + _r(rng, D, 3)


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "wifi_key", _WIFI, n, _wifi_key, s=_SSIDS)


def _spaced_tokens(rng: random.Random, n: int) -> list[Sample]:
    makers = [_j("sk-proj-", (ALNUM, 28)), _j("dop_v1_", (HEX, 24)), _j("ASIA", (UPPER_DIGITS, 16)),
              _j("hf_", (string.ascii_letters, 30)), _j((ALNUM, 28))]  # fmt: skip
    seps = [".", " | ", " . ", "\n", " _ ", "   ", "|", " "]
    contexts = ["[voice note] reading it out: {t}", "tôi đọc từng ký tự: {t}", "ok ready? {t} — got it?",
                "Schreib mit: {t}", "(spelled out) {t}"]  # fmt: skip
    out = []
    for i in range(n):
        token = makers[i % len(makers)](rng)
        if i % 5 == 2:
            size = rng.choice([3, 5])
            shown = " ".join(token[k : k + size] for k in range(0, len(token), size))
        else:
            sep = seps[i % len(seps)]
            shown = (sep if sep.strip() not in token or not sep.strip() else " ").join(token)
        out.append(Sample("spaced_token", contexts[i % len(contexts)].format(t=shown), shown))
    return out


_PINS = ["mã PIN thẻ ATM {pw}", "קוד לדלת {pw}", "κωδικός συναγερμού {pw}", "Schlüsseltresor: {pw}",
         "Garage keypad — {pw}", "PIN do telefonu: {pw}", "the combination to the bike lock is {pw}"]  # fmt: skip


def _pins(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in _cycle(rng, _PINS, n):
        digits = _r(rng, D, rng.choice([4, 5, 6]))
        value = "-".join(digits[:4]) if "combination" in template else digits
        out.append(Sample("pin_code", template.format(pw=value), value))
    return out


_PHRASE_WORDS = ["kayak", "lobster", "nectar", "origami", "plankton", "quiver", "raccoon",
                 "sorbet", "teapot", "umbrella", "vortex", "wigwam", "yogurt", "zucchini",
                 "bagpipe", "cactus"]  # fmt: skip
_PASSPHRASES = [("Diceware (6 words): {p}", " "), ("wallet.dat passphrase = {p}", "-"),
                ("frase-senha do cofre: {p}", " "), ("VeraCrypt volume passphrase\n{p}", "."),
                ("fraza hasła do KeePassXC: {p}", " "), ("SSH-Passphrase: {p}", "_"),
                ("the phrase to unlock it is {p}", " ")]  # fmt: skip


def _passphrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        template, sep = _PASSPHRASES[i % len(_PASSPHRASES)]
        count = 6 if "6 words" in template else rng.randrange(4, 6)
        phrase = sep.join(rng.sample(_PHRASE_WORDS, count))
        out.append(Sample("passphrase", template.format(p=phrase), phrase))
    return out


def _auth_headers(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        if i % 2 == 0:
            value = base64.b64encode(f"{rng.choice(_USERS)}:{_pw(rng)}".encode()).decode()
            template = ["fetch(url, {{ headers: {{ Authorization: `Basic {v}` }} }})",
                        "proxy_set_header Authorization \"Basic {v}\";",
                        "[2026-11-28 08:01:13] > Authorization: Basic {v}"][i // 2 % 3]  # fmt: skip
        else:
            value = _r(rng, URLSAFE, rng.choice([40, 52]))
            template = ["api-key: {v}", "PRIVATE-TOKEN: {v}",
                        "Authorization: Token token={v}"][i // 2 % 3]  # fmt: skip
        out.append(Sample("auth_header", template.format(v=value), value))
    return out


_CONFIG = [
    "postgresql:\n  auth:\n    username: app\n    password: {pw}",
    "resource \"aws_db_instance\" \"main\" {{\n  username = \"admin\"\n  password = \"{pw}\"\n}}",
    "vault_db_password: \"{pw}\"", "web01 ansible_host=10.0.0.5 ansible_user=deploy ansible_ssh_pass={pw}",
    "spring:\n  datasource:\n    username: app\n    password: {pw}",
    "{{\n  \"Smtp\": {{ \"Host\": \"mail\", \"Password\": \"{pw}\" }}\n}}",
    "APP_ENV=production\nDB_USERNAME=forge\nDB_PASSWORD={pw}", "requirepass {pw}",
    "<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>{pw}</password>\n</server>",
    "nexusPassword={pw}", "    environment:\n      - MONGO_INITDB_ROOT_PASSWORD={pw}",
    "kind: ConfigMap\ndata:\n  SMTP_PASS: {pw}", "[program:worker]\nenvironment=DB_PASS=\"{pw}\"",
    "profile::db::password: '{pw}'", "<Server><Host>ftp.example</Host><User>ops</User><Pass>{pw}</Pass></Server>",
]  # fmt: skip


def _config(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "config_file", _CONFIG, n, _pw)


_CHAT = [
    "pasword is {pw} dont forget", "passwrd: {pw}", "new pwd for the kiosk = {pw} 👍",
    "k the pass is {pw} kthx", "lmk if {pw} doesnt work as the pw", "pwd? -> {pw}",
    "[Teams] Anh Nguyen 10:42: password là {pw} nha", "[WhatsApp 21:07] Yael: הסיסמה {pw}",
    "psswd {pw} fyi", "srsly the p/w is {pw}", "👀 pass: {pw}",
]  # fmt: skip


def _chat(rng: random.Random, n: int) -> list[Sample]:
    return _fill(rng, "chat_password", _CHAT, n, _pw)


_HIDDEN = [
    "pass\u200dword: {pw}", "Ｐａｓｓｗｏｒｄ＝{pw}", "passw\u03bfrd: {pw}", "\u0440assword = {pw}",
    "password%253D{pw}", "password&#x3D;{pw}", "\u2067password: {pw}\u2069",
    "https://portal.example/auth?login=anh&passwd={pw}", "p\u00adass\u2060word → {pw}",
]  # fmt: skip


def _hidden(rng: random.Random, n: int) -> list[Sample]:
    """Labels with invisible characters, fullwidth or lookalike letters, encoded separators."""
    out = _fill(rng, "hidden_label", _HIDDEN, n - 1, _url_pw)
    token = _j("hf_", (string.ascii_letters, 34))(rng)
    shown = token[:9] + "\u2060" + token[9:]
    out.append(Sample("hidden_label", f"HF_TOKEN={shown}", shown))
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
    ("hasło do VPN", "{s}"), ("heslo k NAS:", "{s} (od pondělí)"), ("mật khẩu wifi", "{s}"),
    ("the password for the kiosk is", "{s}, lowercase k"), ("הסיסמה לשרת:", "{s}"), ("nywila:", "{s}"),
    ("пароль від CRM", "{s}"), ("κωδικός για το email:", "{s} από σήμερα"), ("sandi email", "{s}"),
    ("Zugangs-PW", "{s}\n(bitte nicht weitergeben)"),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = [FieldPair("split_password", first, second.format(s=(pw := _pw(rng))), pw)
           for first, second in _PAIR_FIRSTS]  # fmt: skip
    others: list[tuple[str, str, str, str]] = [
        ("split_token", "OpenAI key", "{s}", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))(rng)),
        ("split_token", "Grafana service account token:", "{s} (viewer only)", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))(rng)),
        ("split_token", "Confluent API secret", "{s}", _r(rng, B64, 64)),
        ("split_seed", "palavras de recuperação", "{s}", str(Mnemonic("portuguese").to_mnemonic(bytes(rng.randrange(256) for _ in range(16))))),
        ("split_card", "číslo karty", "{s} platnost do 10/30", v.grouped(v.card(rng, "unionpay"), "-", rng)),
        ("split_iban", "IBAN (račun za plaću)", "{s}", v.iban_spaced(_iban_from(rng, "HR"))),
        ("split_backup", "Kody odzyskiwania", "{s}\n4471-0938\n2216-5580", f"{_r(rng, D, 4)}-{_r(rng, D, 4)}"),
        ("split_otp", "Secret key", "{s}", v.totp_secret(rng, spaced=True)),
        ("split_id", "codice fiscale", "{s}", _until(rng, _cf, codicefiscale.is_valid)),
        ("split_phrase", "KeePassXC passphrase", "{s}", " ".join(rng.sample(_PHRASE_WORDS, 5))),
    ]  # fmt: skip
    for cls, first, second, secret in others:
        out.append(FieldPair(cls, first, second.format(s=secret), secret))
    return out


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    pw = [_pw(rng, url_safe=True) for _ in range(8)]
    grafana = _j("glsa_", (ALNUM, 32), "_", (HEX, 8))(rng)
    stripe = _j("sk_live_51", (ALNUM, 97))(rng)
    card = v.card(rng, "diners")
    basic = base64.b64encode(f"svc-report:{_pw(rng)}".encode()).decode()
    rows: list[tuple[str, dict[str, Any], str]] = [
        ("meta_password", {"router": {"ip": "192.168.1.1", "admin_pass": pw[0]}}, pw[0]),
        ("meta_password", {"heslo": pw[1]}, pw[1]),
        ("meta_password", {"sifre": pw[2], "kullanici": "muhasebe"}, pw[2]),
        ("meta_password", {"servers": [{"host": "cam01"}, {"host": "nvr02", "haslo": pw[3]}]}, pw[3]),
        ("meta_password", {"compose_env": ["TZ=Europe/Prague", f"MARIADB_ROOT_PASSWORD={pw[4]}"]}, pw[4]),
        ("meta_password", {"note": f"pasword is {pw[5]} dont forget"}, pw[5]),
        ("meta_password", {"wireless": {"passphrase": pw[6], "ssid": "Lantai3-Kantor"}}, pw[6]),
        ("meta_password", {"remark": f"sign in as odoo with {pw[7]}"}, pw[7]),
        ("meta_token", {"integrations": {"grafana": grafana}}, grafana),
        ("meta_token", {"billing": {"stripeSecretKey": stripe}}, stripe),
        ("meta_token", {"refresh_token": (t := _r(rng, URLSAFE, 64))}, t),
        ("meta_token", {"proxy": {"header": f"Basic {basic}"}}, basic),
        ("meta_card", {"checkout": {"cc": card, "exp": "07/29"}}, card),
        ("meta_iban", {"beneficiary": {"name": "Kovač", "iban": (i := v.iban_spaced(_iban_from(rng, "SI")))}}, i),
        ("meta_id", {"kyc": {"codice_fiscale": (s := _until(rng, _cf, codicefiscale.is_valid))}}, s),
        ("meta_otp", {"two_factor": {"backupCodes": [(b := _r(rng, D, 4) + "-" + _r(rng, D, 4)), _r(rng, D, 4) + "-" + _r(rng, D, 4)]}}, b),
        ("meta_seed", {"wallet": {"seedWords": (p := v.seed_phrase(rng, 24, "italian"))}}, p),
        ("meta_key", {"aes_key_hex": (h := v.hex_key(rng))}, h),
        ("meta_pin", {"garage": {"keypadCode": (c := _r(rng, D, 5))}}, c),
        ("meta_wifi", {"wlan": {"ssid": "Pensiune Floare", "wpa_key": (w := _pw(rng))}}, w),
    ]  # fmt: skip
    return [MetadataSample(cls, metadata, secret) for cls, metadata, secret in rows]


CLEAN = [
    "Remind me to change the router password before the guests arrive on Friday.",
    "Mật khẩu phải có ít nhất 12 ký tự.",
    "Hasło musi mieć co najmniej 12 znaków i jedną cyfrę.",
    "Zapomněl jsem heslo, tak jsem si ho nechal resetovat.",
    "הסיסמה שלך תפוג בעוד 30 יום.",
    "Κάντε κλικ στον σύνδεσμο για να αλλάξετε τον κωδικό σας.",
    "Tafadhali badilisha nenosiri lako kila baada ya miezi mitatu.",
    "पासवर्ड बदलने के लिए सेटिंग्स में जाएं।",
    "Lupa kata sandi? Klik tautan di email untuk mengatur ulang.",
    "Пароль має містити щонайменше одну велику літеру.",
    "รหัสผ่านของคุณถูกเปลี่ยนเรียบร้อยแล้ว",
    "Bumped requests from 2.31.0 to 2.32.3 and urllib3 to 2.2.3 on 2026-11-25.",
    "Helm chart memory-layer 0.14.2 (app version 2026.11.3) is what staging runs.",
    "git bisect says 4e1d9a07 is the first bad commit.",
    "Reverted commit a41f09c3e7b25d8e60f1c4a9b3d7e2f8c5a0b16d because it broke the migrations.",
    "The layer digest is sha256:9c2f4b7e1a3d5f6c8b0e2d4a6c8e0f1a3b5d7f9e1c3a5b7d9f0e2c4a6b8d0f1e when pulled today.",
    "SHA-256 checksum of the installer: 7d1e3c5a9b2f4d6e8a0c1b3d5f7e9a2c4b6d8f0e1a3c5b7d9e2f4a6c8b0d1e3f, matches the site.",
    "Correlation id 9d4e6f2a-7b1c-4e8d-a3f5-2c6b8e0d4a17 shows up in the gateway log.",
    "Span 00f067aa0ba902b7 belongs to trace 0af7651916cd43dd8448eb211c80319c.",
    "Order 112-4481937-6620145 was split into two parcels.",
    "Ticket SR-20931 reopened: the customer still cannot reset the password.",
    "Call the Hanoi office at +84 24 3934 5678 between nine and five.",
    "Our Warsaw number is +48 22 123 45 67, ask for Wojtek.",
    "The DHL parcel JJD014600006281763104 is waiting in Leipzig.",
    "The retro moved to 2026-12-03 at 14:30 ICT.",
    "Password rules: at least 14 characters, one digit, no reuse of the last five.",
    "The PIN pad in the lift lobby stopped working after the storm.",
    "Firmware 2.4.1 fixes the WPA3 handshake bug on the old access points.",
    "The API token expires after 30 days; the dashboard shows a banner a week before.",
    "The secret sauce is the caching layer, not the model.",
    "Ask Thandiwe for the door code when you arrive; it changes every week.",
    "Card ending 7734 was charged 49.90 EUR on 2026-11-21.",
    "Payment reference RF18 5390 0754 7034 goes in the remittance field.",
    "The 2FA code arrived late, so I requested a new one.",
    "Backup codes were regenerated for everyone after the incident.",
    "Invoice FV/2026/11/0457 is paid; the bank statement shows it on the 24th.",
    "The server room is on floor 3, room 3.14, next to the printers.",
    "ISBN 978-0-13-468599-1 is the edition we use in the reading group.",
    "Python 3.13.1 and Django 5.2.3 run on Ubuntu 24.04.1 LTS.",
    "Kubernetes 1.31.4 nodes were drained between 02:00 and 04:00 UTC.",
    "The base64 logo in the email template is 14 KB, too big for some clients.",
    "Bank holiday on 2026-12-26; transfers made that day settle on the 28th.",
    "A BIC is not needed for SEPA transfers inside the eurozone.",
    "Wi-Fi at the Lviv hub: ask the front desk, the password is on the reception card.",
    "Mã đơn hàng của bạn là DH-20261128-0042.",
    "Số điện thoại hỗ trợ: 1900 6035, từ 8 giờ đến 17 giờ.",
    "The conference Wi-Fi is open; no password, just accept the terms.",
    "Reset links expire after 15 minutes for security reasons.",
    "The safe in room 204 needs a new battery for its keypad.",
    "The token bucket refills 50 requests per second per key.",
    "Rotate the signing keys on 2027-01-15 as planned in OPS-4410.",
    "EAN 4006381333931 is the blue pen; reorder when fewer than twenty are left.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_expiry_days": 90, "password_changed_at": "2026-11-02"},
    {"secret_name": "smtp-relay", "secret_version": 7},
    {"pin_required": True, "pin_length": 6},
    {"checksum": "sha256:7d1e3c5a9b2f4d6e8a0c1b3d5f7e9a2c4b6d8f0e1a3c5b7d9e2f4a6c8b0d1e3f"},
    {"order_id": "112-4481937-6620145", "carrier": "DHL"},
    {"correlation_id": "9d4e6f2a-7b1c-4e8d-a3f5-2c6b8e0d4a17"},
    {"phone": "+84 24 3934 5678", "office": "Hanoi"},
    {"token_limit": 128000, "tokens_used": 5120},
]
