# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, tenth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
issue 46 §3, the ninth held-out corpus as a format example, the fifth to eighth for the wordings,
languages, tools and vendors already used (to use others), and the value helpers
(`secret_classes_values.py`), never `memories/redaction/`, the tuning corpora nor the offline
miner. Its own seed, password words, templates, tools, vendors and layouts, the way people leak
secrets into an assistant's memory: Slack and Teams pastes, notes to self, incident write-ups,
Jira tickets, e-mails, runbooks, shell history, Docker, Kubernetes, Terraform and Ansible snippets,
CI logs, .env files, app configs, README fragments, voice-dictated text. About 60 % English (or
language-neutral config and shell), the rest in Estonian, Punjabi, Gujarati, Kannada, Malayalam,
Burmese, Lao, Yoruba, Hausa, Somali, Igbo, Kinyarwanda, Tajik, Kyrgyz, Persian and Pashto (first
used here), and Dutch, Hungarian, Norwegian, Danish, Catalan, Croatian, Lithuanian, Vietnamese,
Turkish, Spanish, German, French, Japanese, Korean and Chinese in wordings of their own. Vendors,
tools, id kinds and IBAN countries are ones heldouts 4 to 9 do not use. Measured once; a miss
here is reported, not tuned on.
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
from stdnum.ar import dni as ar_dni
from stdnum.bg import pnf
from stdnum.cr import cpf as cr_cpf
from stdnum.fi import veronumero
from stdnum.fr import nif as fr_nif
from stdnum.id import npwp
from stdnum.ke import pin as ke_pin
from stdnum.mz import nuit
from stdnum.nl import onderwijsnummer
from stdnum.py import ruc as py_ruc
from stdnum.sv import nit as sv_nit
from stdnum.us import atin, ptin
from stdnum.za import tin as za_tin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 4_718_250
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS, URLSAFE, B64 = LOWER + D, UPPER + D, ALNUM + "-_", ALNUM + "+/"
UPPER_HEX = "0123456789ABCDEF"

_r, _j = v.r, v.token
Maker = v.Maker
Family = Callable[[random.Random, int], list[Sample]]
# the fields of one sample, drawn for its index and template; "secret" (when drawn) names the
# secret, else the field the family names
Draw = Callable[[random.Random, int, str], dict[str, str]]


def _drawn(cls: str, templates: list[str], draw: Draw, key: str) -> Family:
    """Samples of ``cls``, every template before any repeats, each filled by ``draw``."""

    def make(rng: random.Random, n: int) -> list[Sample]:
        rows = [(t, draw(rng, i, t)) for i, t in enumerate(v.cycle(rng, templates, n))]
        return [Sample(cls, t.format(**f), f.get("secret", f[key])) for t, f in rows]

    return make


def _plain(cls: str, templates: list[str], value: Maker, **fixed: list[str]) -> Family:
    return lambda rng, n: v.fill(rng, cls, templates, n, value, **fixed)


_WORDS = ["Binturong", "Jerboa", "Manatee", "Jackfruit", "Serval", "Cherimoya", "Markhor",
          "Feijoa", "Curlew", "Soursop", "Gerenuk", "Chayote", "Margay", "Lychee", "Bandicoot",
          "Sapodilla"]  # fmt: skip
_NAMES = ["Kaarel", "Harpreet", "Hiral", "Chinedu", "Amina", "Thura", "Nurlan", "Farhod", "Deepa",
          "Anjali", "Bolat", "Yusuf", "Oluwaseun", "Maryam", "Signe"]  # fmt: skip
_PLACES = ["Tartu", "Ludhiana", "Surat", "Mysuru", "Kochi", "Mandalay", "Ibadan", "Kano",
           "Hargeisa", "Dushanbe", "Bishkek", "Shiraz", "Kigali", "Vientiane"]  # fmt: skip
_LEET = ["B1ntur0ng", "S3rv4l", "M4n4t33", "J3rb04", "L1tch33", "Curl3w"]
_SYMBOLS = "!#%*+=?@$&"

# How people pick passwords: each style a maker.
_STYLES: list[Maker] = [
    lambda g: g.choice(_WORDS) + g.choice(_SYMBOLS) + str(g.randrange(1961, 2031)),
    lambda g: _r(g, ALNUM + "!#%*+=?@", g.randrange(15, 27)),
    lambda g: g.choice(_NAMES).lower() + "_" + g.choice(_WORDS) + _r(g, D, 3),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: g.choice(_PLACES) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS) + g.choice(UPPER),
    lambda g: g.choice(_NAMES) + "@" + f"{g.randrange(1, 32):02d}{g.randrange(1, 13):02d}{g.randrange(60, 100)}",
    lambda g: "-".join(w.lower() for w in g.sample(_WORDS, 3)) + str(g.randrange(2, 10)),
    lambda g: _r(g, UPPER, 2) + _r(g, D, 4) + g.choice(_SYMBOLS) + _r(g, LOWER, 4) + _r(g, D, 2),
    lambda g: "Qw" + g.choice(["er", "as", "zx"]) + _r(g, D, 4) + g.choice(_SYMBOLS) + g.choice(_PLACES)[:3],
]  # fmt: skip
_URL_SAFE = set(ALNUM + "-_.~")


def _pw(rng: random.Random) -> str:
    return rng.choice(_STYLES)(rng)


def _safe_pw(rng: random.Random) -> str:
    """A password that needs no quoting in a URL, a shell word or a config line."""
    return v.until(rng, _pw, lambda s: set(s) <= _URL_SAFE)


_LABELLED = [
    "Slack #it-help — Kaarel Tamm 09:14\nok I reset it, the temp password for the shared mailbox is {pw} (expires Friday)",
    "note to self: the password on the Brother printer's admin page is now {pw}",
    "From: Amina Bello\nTo: finance-team\nSubject: payroll export\n\nThe zip is protected, password {pw}. Don't forward the mail with it.",
    "Incident INC-7719 (2026-11-24): during the failover the keepalived auth password ({pw}) was posted in #war-room; rotated at 11:05.",
    "OPS-3391 · Steps to reproduce: 1. open the Grafana login 2. use admin / the password from the runbook ({pw}) 3. 500 error",
    "the password for the kids' tablet (parental controls) is {pw}",
    "[voice memo, transcribed] remind me the password for the gym app is {pw} okay that's it",
    "Runbook — Rebuild the bastion\n3. set the local break-glass password to {pw}\n4. store it in the safe",
    "README.md\n### Demo login\nUse `demo@acme.example` and password `{pw}` on the staging site.",
    "I changed the password of the family Apple ID to {pw} — tell Signe",
    "Teams — Hiral Shah: the Jenkins admin password got reset, use {pw} until SSO is back",
    "reminder for tomorrow: the alarm panel installer password is {pw}",
    "Password for the Wi-Fi printer portal (not the wifi!!): {pw}",
    "the old NAS still uses the password {pw}, migrate before Dec",
    "Pasting here so I don't lose it — password: {pw}",
    "Hey, can you remember that my work laptop BIOS password is {pw}?",
    "new hire Nurlan: his first-login password is {pw}, he must change it",
    "Meeting notes 2026-11-20: agreed the escrow PDF password is {pw}; Deepa sends the file, Bolat sends the password by SMS.",
    "password → {pw}",
    "**Admin password (staging):** {pw}",
    "Password was rotated yesterday. Current one: {pw}",
    "the master password for KeePass on the shared drive is {pw}",
    "Jira HR-77: candidate portal locked, I set her password to {pw} and asked her to change it",
    "FYI the password for the conference Zoom is {pw}, share only with speakers",
    "to do: update the password for the pool controller (it's {pw} right now)",
    "Post-mortem action item: the MQTT broker password {pw} is in 3 repos, rotate and purge",
    "hey future me, the eBay password is {pw}, stop resetting it",
    "[transcript] …and the password for the alarm app, uh, is {pw}, got it?",
    "Runbook: if the UPS web UI asks, the password is {pw}",
    "Outlook rule broke again. Password for the archive PST: {pw}",
    "the wedding website's admin password is {pw} (Maryam set it up)",
    "Can you store this? Synology Drive password: {pw}",
    "parool on {pw}", "minu salasõna: {pw}", "ਮੇਰਾ ਪਾਸਵਰਡ {pw} ਹੈ", "મારો પાસવર્ડ {pw} છે",
    "ನನ್ನ ಪಾಸ್‌ವರ್ಡ್ {pw}", "എന്റെ പാസ്‌വേഡ് {pw} ആണ്", "စကားဝှက်က {pw} ပါ", "ລະຫັດຜ່ານແມ່ນ {pw}",
    "ọ̀rọ̀ aṣínà mi ni {pw}", "kalmar sirri ta ita ce {pw}", "erayga sirta ah waa {pw}",
    "okwuntughe m bụ {pw}", "ijambo ry'ibanga ni {pw}", "пароли ман {pw}", "сырсөз: {pw}",
    "رمز عبور من {pw} است", "زما پټنوم {pw} دی", "het wachtwoord van de router is {pw}",
    "a jelszavam most {pw}", "passordet til ruteren er {pw}", "adgangskoden til NAS'en er {pw}",
    "la contrasenya del correu és {pw}", "lozinka za ruter je {pw}", "mano slaptažodis yra {pw}",
    "el password del WordPress quedó como {pw}", "Mật khẩu tài khoản công ty: {pw}", "Zugangspasswort fürs Portal lautet {pw}",
    "le mot de passe du compte partagé, c'est {pw}", "共有アカウントのパスワードは {pw} です",
    "관리자 비밀번호: {pw}", "后台密码改成了 {pw}", "şifremi {pw} yaptım",
]  # fmt: skip
_labelled = _plain("labelled_password", _LABELLED, _pw)


_USERS = ["kaarel.t", "harpreet", "hiral.s", "chinedu", "amina.b", "thura", "nurlan.k", "svc-backup",
          "deploy-bot", "pi", "opc", "centos", "oracle", "signe.l"]  # fmt: skip
_LOGINS = [
    "Slack DM from Chinedu: the VPN login is {u} and the password {pw}",
    "vendor portal access → username {u}, password {pw}",
    "ssh {u}@10.40.2.17 (it asks for a password: {pw})",
    "Account\n  user: {u}\n  pass: {pw}\n  url: https://erp.acme.example",
    "| Grafana | {u} | {pw} |",
    "dictated: log in as {u}, password is {pw}, then open reports",
    "sign in with {u} / {pw} on the kiosk",
    "creds (staging db): {u}:{pw}",
    "the shared login is {u} with the password {pw}",
    "kasutaja {u}, parool {pw}",
    "gebruikersnaam {u} wachtwoord {pw}",
    "felhasználónév: {u} jelszó: {pw}",
    "brukernavn {u} / passord {pw}",
    "usuari {u} i contrasenya {pw}",
    "tên đăng nhập {u}, mật khẩu {pw}",
    "ユーザー名 {u} パスワード {pw}",
    "نام کاربری {u} رمز عبور {pw}",
    "Benutzername {u}, Kennwort {pw}",
    "OPS-5002: can't get into Jira with {u} / {pw}, is the account locked?",
    "the RDP box wants {u} and the password is {pw}",
    "email to the contractor: your login is {u}, initial password {pw}",
    "k9s → logged into the cluster UI as {u} with {pw}",
]  # fmt: skip
_login_pairs = _plain("login_pair", _LOGINS, _pw, u=_USERS)


_SPELLED_WORDS = ["wintergreen", "kittiwake", "elderflower", "honeysuckle", "nuthatch", "lavender",
                  "cloudberry", "chickadee", "salmonberry", "starling", "larkspur", "hoopoe"]  # fmt: skip
_SPELLED = [  # "{w}{d}" joined: the secret is word and digits together
    "the password is the name of our first dog, {w}, then {d}",
    "voice note: password is {w}, all small letters, and after it the number {d}",
    "it's {w} with a capital letter at the start and {d} at the end. That's the Disney+ password",
    "type {w}, then {d}; that's the router password",
    "parool: sõna {w} ja siis {d}",
    "het wachtwoord is het woord {w} gevolgd door {d}",
    "a jelszó a {w} szó, utána {d}",
    "passordet er ordet {w} og deretter {d}",
    "la contrasenya és la paraula {w} seguida de {d}",
    "password for the Raspberry Pi: {w}{d}, no capitals",
    "the password is grandma's maiden name, {w}, followed by {d}",
    "[dictated] password is {w} spelled the usual way followed by {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    w, d = _SPELLED_WORDS[i % len(_SPELLED_WORDS)], _r(rng, D, 2 + (i + 1) % 3)
    return {"w": w, "d": d, "secret": w + d if "{w}{d}" in template else w}


_spelled = _drawn("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "mysqlsh {u}@db01:3306 --password={pw} --sql -e 'SHOW DATABASES'",
    "beeline -u jdbc:hive2://hive01:10000/default -n {u} -p {pw}",
    "echo '{u}:{pw}' | chpasswd",
    "usermod -p \"$(openssl passwd -6 '{pw}')\" {u}",
    "Set-ADAccountPassword -Identity {u} -Reset -NewPassword (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "New-LocalUser -Name {u} -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "PGPASSWORD={pw} pg_restore -h pg07 -U {u} -d billing dump.custom",
    "MYSQL_PWD={pw} mysqldump -u {u} --single-transaction shop > shop.sql",
    "ldapadd -x -H ldap://ldap01 -D cn=admin,dc=acme,dc=example -w {pw} -f users.ldif",
    "kubectl create secret docker-registry regcred --docker-server=registry.acme.example --docker-username={u} --docker-password={pw}",
    "helm registry login registry.acme.example --username {u} --password {pw}",
    "crane auth login registry.acme.example -u {u} -p {pw}",
    "buildah login -u {u} -p {pw} quay.io",
    "hg clone https://{u}:{pw}@hg.acme.example/firmware",
    "curlftpfs ftp://{u}:{pw}@ftp.acme.example /mnt/ftp",
    "wget --ftp-user={u} --ftp-password={pw} ftp://ftp.acme.example/dumps/latest.tar.gz",
    "ffmpeg -rtsp_transport tcp -i rtsp://{u}:{pw}@10.0.8.64:554/Streaming/Channels/101 -t 60 clip.mp4",
    "valkey-cli -h cache02 -a {pw} INFO replication",
    "artemis producer --url tcp://mq03:61616 --user {u} --password {pw} --message-count 10",
    "RESTIC_PASSWORD={pw} restic -r s3:s3.acme.example/backups backup /srv",
    "BORG_PASSPHRASE={pw} borg create ::'{{hostname}}-{{now}}' /home",
    "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}",
    "SNOWSQL_PWD={pw} snowsql -a xy12345.eu-west-1 -u {u} -f nightly.sql",
    "(echo {pw}; echo {pw}) | smbpasswd -s -a {u}",
    "ansible all -i inventory.ini -m ping -e ansible_password={pw}",
    "kcadm.sh config credentials --server https://sso.acme.example --realm master --user {u} --password {pw}",
    "az login -u {u}@acme.example -p {pw}",
    "tsql -S sql01 -U {u} -P {pw}",
    "couchbase-cli cluster-init -c cb01 --cluster-username {u} --cluster-password {pw} --services data,index,query",
    "arangosh --server.endpoint tcp://arango01:8529 --server.username {u} --server.password {pw}",
    "qpdf --decrypt --password={pw} statement.pdf statement-open.pdf",
    "openssl enc -aes-256-cbc -pbkdf2 -k {pw} -in notes.txt -out notes.enc",
]  # fmt: skip
_SHELL = [
    "[harpreet@build01 ~]$ {c}", "PS C:\\Users\\kaarel> {c}", "history | grep -i pass\n 1042  {c}",
    "#!/usr/bin/env bash\nset -euo pipefail\n{c}", "Jenkins console output (build #5521):\n+ {c}",
    "Slack #infra — Chinedu: try `{c}` and paste the output", "OPS-4410 comment: I ran `{c}` on the box, works now",
    "crontab -l\n15 3 * * * {c}", "- name: bootstrap the service\n  ansible.builtin.command: {c}",
    "azure-pipelines.yml\n  - script: {c}", "Kaarel: käivita see: {c}", "Chinedu: abeg run {c} for me",
    "Hiral: bas aa chalavo: {c}", "gisteren gedraaid: {c}",
]  # fmt: skip


def _in_frames(cls: str, templates: list[str], frames: list[str]) -> Family:
    """Samples of ``cls`` (a user and a fresh password that needs no quoting), each in a frame."""
    return lambda rng, n: v.framed(rng, v.fill(rng, cls, templates, n, _safe_pw, u=_USERS), frames)


_cli = _in_frames("cli_password", _CLI, _SHELL)


_URLS = [
    "mssql+pyodbc://{u}:{pw}@sql03:1433/HR?driver=ODBC+Driver+18+for+SQL+Server",
    "oracle+oracledb://{u}:{pw}@ora01:1521/?service_name=FINPDB",
    "cockroachdb://{u}:{pw}@crdb.acme.example:26257/ledger?sslmode=verify-full",
    "rediss://default:{pw}@cache.acme.example:6380/0", "sftp://{u}:{pw}@sftp.partner.example:22/inbound",
    "ftp://{u}:{pw}@ftp.acme.example/exports", "rtsp://{u}:{pw}@192.168.1.64:554/h264Preview_01_main",
    "davs://{u}:{pw}@cloud.acme.example/remote.php/dav/files/{u}", "couchbases://{u}:{pw}@cb.acme.example",
    "postgresql+asyncpg://{u}:{pw}@pg-primary:5432/orders", "snowflake://{u}:{pw}@xy12345/analytics/public",
    "hana://{u}:{pw}@hana01:30015",
    "DRIVER={{ODBC Driver 18 for SQL Server}};SERVER=sql04;DATABASE=Payroll;UID={u};PWD={pw};TrustServerCertificate=yes",
]  # fmt: skip
_URL_CONTEXT = [
    "DB_DSN=\"{c}\"", "appsettings.Production.json: \"Default\": \"{c}\"",
    "Slack #data — Amina: getting 'login failed' with {c}, any idea?", "  url: {c}",
    "Traceback (most recent call last):\n  ...\nOperationalError: unable to connect: {c}",
    "DATA-212: please open the firewall for {c}", "{c}", "k8s ConfigMap\ndata:\n  DATABASE_URL: {c}",
    "verbinding werkt niet met {c}", "kapcsolat: {c}",
]  # fmt: skip
_connection_strings = _in_frames("connection_string", _URLS, _URL_CONTEXT)


def _neptune(rng: random.Random) -> str:
    data = {"api_address": "https://app.neptune.ai", "api_url": "https://app.neptune.ai",
            "api_key": v.uuid4(rng)}  # fmt: skip
    return base64.b64encode(json.dumps(data).encode()).decode()


def _convex(rng: random.Random) -> str:
    name = f"{rng.choice(['happy', 'brave', 'quiet', 'steady'])}-{rng.choice(['otter', 'heron', 'lynx'])}-{rng.randrange(100, 999)}"
    return f"prod:{name}|" + base64.b64encode(rng.randbytes(48)).decode().rstrip("=")


def _matrix(rng: random.Random) -> str:
    user = base64.b64encode(rng.choice(_USERS).encode()).decode().rstrip("=")
    return f"syt_{user}_{_r(rng, ALNUM, 20)}_{_r(rng, ALNUM, 6)}"


def _prisma(rng: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"api_key": _r(rng, URLSAFE, 40), "tenant_id": _r(rng, HEX, 64)})
    return f"prisma://accelerate.prisma-data.net/?api_key={head}.{body}.{_r(rng, URLSAFE, 43)}"


def _grouped(alphabet: str, size: int, count: int, sep: str) -> Maker:
    return lambda g: sep.join(_r(g, alphabet, size) for _ in range(count))


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_VENDORS: list[tuple[str, str, Maker, bool]] = [
    ("Zoho", "ZOHO_REFRESH_TOKEN", _j("1000.", (HEX, 32), ".", (HEX, 32)), True),
    ("Klaviyo", "KLAVIYO_PRIVATE_API_KEY", _j("pk_", (HEX, 34)), True),
    ("ConfigCat", "CONFIGCAT_SDK_KEY", _j("configcat-sdk-1/", (URLSAFE, 22), "/", (URLSAFE, 22)), True),
    ("Unleash", "UNLEASH_API_TOKEN", _j("default:production.", (HEX, 64)), True),
    ("Flagsmith", "FLAGSMITH_SERVER_KEY", _j("ser.", (ALNUM, 22)), True),
    ("Statsig", "STATSIG_SERVER_SECRET", _j("secret-", (ALNUM, 43)), True),
    ("dbt Cloud", "DBT_CLOUD_API_TOKEN", _j("dbtc_", (URLSAFE, 56)), True),
    ("Xata", "XATA_API_KEY", _j("xau_", (ALNUM, 36)), True),
    ("Infisical", "INFISICAL_TOKEN", lambda g: f"st.{v.uuid4(g)}.{_r(g, HEX, 32)}.{_r(g, HEX, 32)}", True),
    ("Portainer", "PORTAINER_API_KEY", _j("ptr_", (B64, 43), "="), True),
    ("Rancher", "CATTLE_TOKEN", _j("token-", (LOWER_DIGITS, 5), ":", (LOWER_DIGITS, 54)), True),
    ("Matrix", "MATRIX_ACCESS_TOKEN", _matrix, True),
    ("Cal.com", "CALCOM_API_KEY", _j("cal_live_", (HEX, 32)), True),
    ("Nylas", "NYLAS_API_KEY", _j("nyk_v0_", (URLSAFE, 48)), True),
    ("Midtrans", "MIDTRANS_SERVER_KEY", _j("Mid-server-", (URLSAFE, 24)), True),
    ("Xendit", "XENDIT_SECRET_KEY", _j("xnd_production_", (ALNUM, 50)), True),
    ("Helicone", "HELICONE_API_KEY", _j("sk-helicone-", (LOWER_DIGITS, 7), "-", (LOWER_DIGITS, 7), "-", (LOWER_DIGITS, 7), "-", (LOWER_DIGITS, 7)), True),
    ("Neptune", "NEPTUNE_API_TOKEN", _neptune, True),
    ("RunPod", "RUNPOD_API_KEY", _j("rpa_", (UPPER_DIGITS, 40)), True),
    ("Runway", "RUNWAYML_API_SECRET", _j("key_", (HEX, 128)), True),
    ("Apify", "APIFY_TOKEN", _j("apify_api_", (ALNUM, 36)), True),
    ("Brave Search", "BRAVE_API_KEY", _j("BSA", (ALNUM, 28)), True),
    ("Ghost", "GHOST_ADMIN_API_KEY", _j((HEX, 24), ":", (HEX, 64)), True),
    ("Instagram", "IG_ACCESS_TOKEN", _j("IGQVJ", (URLSAFE, 140)), True),
    ("TikTok", "TIKTOK_ACCESS_TOKEN", _j("act.", (ALNUM, 68), "!", (D, 4), ".va"), True),
    ("Pinterest", "PINTEREST_ACCESS_TOKEN", _j("pina_", (BASE32, 96)), True),
    ("VK", "VK_ACCESS_TOKEN", _j("vk1.a.", (URLSAFE, 180)), True),
    ("Volcengine", "VOLC_ACCESSKEY", _j("AKLT", (URLSAFE, 40)), True),
    ("Google Cloud HMAC", "GCS_HMAC_ACCESS_ID", _j("GOOG1E", (UPPER_DIGITS, 55)), True),
    ("Convex", "CONVEX_DEPLOY_KEY", _convex, True),
    ("Appwrite", "APPWRITE_API_KEY", _j("standard_", (HEX, 256)), True),
    ("ImageKit", "IMAGEKIT_PRIVATE_KEY", _j("private_", (B64, 27), "="), True),
    ("Chromatic", "CHROMATIC_PROJECT_TOKEN", _j("chpt_", (HEX, 14)), True),
    ("Coralogix", "CORALOGIX_PRIVATE_KEY", _j("cxtp_", (ALNUM, 30)), True),
    ("OneSignal", "ONESIGNAL_REST_API_KEY", _j("os_v2_app_", (LOWER + "234567", 113)), True),
    ("Telnyx", "TELNYX_API_KEY", _j("KEY", (UPPER_HEX, 32), "_", (ALNUM, 22)), True),
    ("Socket", "SOCKET_SECURITY_API_KEY", _j("sktsec_", (ALNUM, 43), "_api"), True),
    ("DeepSource", "DEEPSOURCE_PAT", _j("dsp_", (HEX, 40)), True),
    ("Anyscale", "ANYSCALE_API_KEY", _j("esecret_", (LOWER_DIGITS, 26)), True),
    ("Prisma Accelerate", "DATABASE_URL", _prisma, True),
    ("WordPress application password", "WP_APP_PASSWORD", _grouped(ALNUM, 4, 6, " "), False),
    ("Bluesky app password", "BSKY_APP_PASSWORD", _grouped(LOWER_DIGITS, 4, 4, "-"), False),
    ("Jenkins", "JENKINS_API_TOKEN", _j("11", (HEX, 32)), False),
    ("Splunk HEC", "SPLUNK_HEC_TOKEN", v.uuid4, False),
    ("Opsgenie", "OPSGENIE_API_KEY", v.uuid4, False),
    ("Codecov", "CODECOV_TOKEN", v.uuid4, False),
    ("Sauce Labs", "SAUCE_ACCESS_KEY", v.uuid4, False),
    ("Braze", "BRAZE_REST_API_KEY", v.uuid4, False),
    ("Railway", "RAILWAY_TOKEN", v.uuid4, False),
    ("Mailjet", "MJ_APIKEY_PRIVATE", _j((HEX, 32)), False),
    ("SparkPost", "SPARKPOST_API_KEY", _j((HEX, 40)), False),
    ("Todoist", "TODOIST_API_TOKEN", _j((HEX, 40)), False),
    ("Jellyfin", "JELLYFIN_API_KEY", _j((HEX, 32)), False),
    ("Sonarr", "SONARR_API_KEY", _j((HEX, 32)), False),
    ("Binance", "BINANCE_API_SECRET", _j((ALNUM, 64)), False),
    ("Etherscan", "ETHERSCAN_API_KEY", _j((UPPER_DIGITS, 34)), False),
    ("OVHcloud", "OVH_APPLICATION_SECRET", _j((ALNUM, 32)), False),
    ("Vultr", "VULTR_API_KEY", _j((UPPER_DIGITS, 36)), False),
    ("SerpApi", "SERPAPI_API_KEY", _j((HEX, 64)), False),
    ("Mastodon", "MASTODON_ACCESS_TOKEN", _j((URLSAFE, 43)), False),
    ("Zulip", "ZULIP_API_KEY", _j((ALNUM, 32)), False),
    ("Pushover", "PUSHOVER_APP_TOKEN", _j("a", (LOWER_DIGITS, 29)), False),
    ("Gotify", "GOTIFY_APP_TOKEN", _j("A", (ALNUM + "._-", 14)), False),
    ("Alpaca", "APCA_API_SECRET_KEY", _j((ALNUM, 40)), False),
]  # fmt: skip
_TOKEN_LABELLED = [
    "{env}={tok}", ".env.production\nNODE_ENV=production\n{env}={tok}", "export {env}='{tok}'",
    "Slack #ops-alerts — Harpreet: rotated the {vendor} key, the new one is {tok}",
    "helm upgrade --install api ./chart --set secrets.{env_lower}={tok}",
    "docker run -d -e {env}={tok} ghcr.io/acme/api:1.9.3",
    "        - name: {env}\n          value: \"{tok}\"",
    "vars:\n  {env_lower}: {tok}  # TODO move to vault",
    "OPS-3318: {vendor} sync failing since Monday, currently using key {tok} from the wiki page",
    "From: no-reply\nSubject: Your {vendor} API credentials\n\nYour API key: {tok}\nKeep it somewhere safe.",
    "Post-incident review: the {vendor} token {tok} was printed in the CI log of build 5521 and stayed public for 2 h.",
    "note to self — {vendor}: {tok}", "README: set `{env}` to `{tok}` for the demo tenant",
    "GitHub Actions › deploy › env\n  {env}: {tok}", "railway variables --set \"{env}={tok}\"",
    "heroku config:set {env}={tok} -a acme-api", "terraform.tfvars\n{env_lower} = \"{tok}\"",
    "{vendor} API võti: {tok}", "{vendor} API-sleutel: {tok}", "a {vendor} API-kulcsa: {tok}",
    "API-nøkkel for {vendor}: {tok}", "کلید API {vendor}: {tok}", "khóa API của {vendor}: {tok}",
    "{vendor} API anahtarı → {tok}", "{vendor} API ključ: {tok}", "{vendor} のトークン: {tok}",
    "{vendor} API 키: {tok}", "clau de l'API de {vendor}: {tok}", "{vendor} ਦੀ API ਕੁੰਜੀ: {tok}",
]  # fmt: skip
_TOKEN_BARE = [
    "{tok}", "is {tok} still active?", "{tok}  <- from the password manager", "```\n{tok}\n```",
    "old laptop's bash history had {tok} in it", "{tok} (rotated?)",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    """Credentials inside something larger: connection strings, credential files, key pairs."""
    cosmos_key = base64.b64encode(rng.randbytes(64)).decode()
    cosmos = f"AccountEndpoint=https://erp-cosmos.documents.azure.com:443/;AccountKey={cosmos_key};"
    bus_key = base64.b64encode(rng.randbytes(32)).decode()
    bus = (
        "Endpoint=sb://orders-bus.servicebus.windows.net/;"
        f"SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={bus_key}"
    )
    hw_sk = _r(rng, ALNUM, 40)
    huawei = f"~/.huaweicloud/credentials\n[default]\naccess = {_r(rng, UPPER_DIGITS, 20)}\nsecret = {hw_sk}"
    lk_secret = _r(rng, ALNUM, 43)
    livekit = f"lk token create --api-key API{_r(rng, ALNUM, 12)} --api-secret {lk_secret} --join --room standup"
    ably = f"{_r(rng, URLSAFE, 6)}.{_r(rng, URLSAFE, 6)}:{_r(rng, URLSAFE, 43)}"
    mux_secret = _r(rng, B64, 75)
    mux = f"MUX_TOKEN_ID={v.uuid4(rng)}\nMUX_TOKEN_SECRET={mux_secret}"
    return [
        Sample(
            "vendor_token",
            f"Teams — Farhod: cosmos conn string for the import job: {cosmos}",
            cosmos_key,
        ),
        Sample("vendor_token", f'appsettings.json › ServiceBus: "{bus}"', bus_key),
        Sample("vendor_token", huawei, hw_sk),
        Sample("vendor_token", f"$ {livekit}", lk_secret),
        Sample("vendor_token", f'ABLY_API_KEY="{ably}"', ably),
        Sample("vendor_token", mux, mux_secret),
    ]


def _vendor_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    for vendor, env, make, shaped in v.cycle(rng, _VENDORS, n - len(out)):
        tok = make(rng)
        template = rng.choice(_TOKEN_LABELLED + _TOKEN_BARE * shaped)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE = ["paste: {t}", "{t}\n^ integration secret from the onboarding mail", "Slack — Thura: does {t} work for you?",
         "saved it here: {t}", "'{t}'", "{t} -- prod, do not use in tests", "copied from the admin UI → {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 32), ".", (URLSAFE, 16)), _j((B64, 86), "=="),
                _j((LOWER_DIGITS, 20), ":", (ALNUM, 40))]  # fmt: skip
_bare_tokens = _drawn("bare_token", _BARE, lambda g, i, t: {"t": _BARE_MAKERS[i % 4](g)}, "t")


_HEX_TEMPLATES = {  # template: the key's length in hex digits
    "SECRET_KEY_BASE={h}": 128,
    "APP_ENCRYPTION_KEY (hex, 256-bit) = {h}": 64,
    "field-level encryption key for the PII columns: {h}": 64,
    "MEILI_MASTER_KEY={h}": 64,
    "{h}\n^ that's the signing key Nurlan made, keep it offline": 64,
    "webhook signing secret (hex) → {h}": 64,
    "krüpteerimisvõti: {h}": 64,
    "encryptiesleutel voor de back-ups: {h}": 64,
    "HMAC_SECRET = \"{h}\"": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    h = v.hex_key(rng, _HEX_TEMPLATES[template])
    return {"h": h.upper() if i % 3 == 2 else h}


_hex_keys = _drawn("hex_key", list(_HEX_TEMPLATES), _hex_draw, "h")


_JWT_TEMPLATES = [
    "TURSO_AUTH_TOKEN={t}", "Auth0 Management API token (valid 24 h): {t}", "monday.com API token → {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.lemonsqueezy.com/v1/orders",
    "Cookie: session={t}; path=/; HttpOnly", "https://app.acme.example/embed?jwt={t}",
    "localStorage.setItem('id_token', '{t}')",
    "grpcurl -H 'authorization: Bearer {t}' api.acme.example:443 acme.v1.Billing/ListInvoices",
]  # fmt: skip


def _jwt_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    iat = 1_796_100_000 + 977 * i
    alg = "EdDSA" if "TURSO" in template else ["HS256", "RS256", "ES256"][i % 3]
    claims: dict[str, Any] = {"sub": f"auth0|{_r(rng, HEX, 24)}", "iat": iat, "exp": iat + 86_400}
    if "TURSO" in template:
        claims = {"a": "rw", "iat": iat, "id": v.uuid4(rng)}
    elif "monday" in template:
        claims = {"tid": rng.randrange(10**8, 10**9), "aai": 11, "uid": rng.randrange(10**7, 10**8), "iad": "2026-11-02T10:11:12.000Z", "per": "me:write"}  # fmt: skip
    sig = _r(rng, URLSAFE, 86 if alg != "HS256" else 43)
    return {"t": f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{sig}"}


_jwts = _drawn("jwt", _JWT_TEMPLATES, _jwt_draw, "t")


_PEM_FRAMES = {  # template: the key's kind and what joins its lines there
    "GITHUB_APP_PRIVATE_KEY=\"{key}\"": ("RSA PRIVATE KEY", "\\n"),
    "service-account.json (excerpt)\n  \"private_key\": \"{key}\\n\",": ("PRIVATE KEY", "\\n"),
    "apiVersion: v1\nkind: Secret\nstringData:\n  tls.key: |\n    {key}": ("EC PRIVATE KEY", "\n    "),
    "Jira SEC-118: the old deploy key was committed to infra/keys/id_ed25519:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "DKIM selector s2026 — private part, for the mail relay:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Hi Yusuf,\n\nhere is the signing key for the release pipeline, passphrase by phone.\n\n{key}\n\nCheers, Signe": ("ENCRYPTED PRIVATE KEY", "\n"),
    "gpg --export-secret-keys --armor ops@acme.example\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_KEY_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "PGP PRIVATE KEY BLOCK": "lQdGBGc"}  # fmt: skip


def _pem_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    kind, glue = _PEM_FRAMES[template]
    body = [_r(rng, B64, 64) for _ in range(6 + i % 4)]
    start = _KEY_STARTS.get(kind, "MII")
    body[0] = start + body[0][len(start) :]
    body[-1] = body[-1][: rng.randrange(20, 60)] + "=="
    armour = [""] if kind.startswith("PGP") else []  # an armoured PGP block has a blank line first
    lines = [f"-----BEGIN {kind}-----", *armour, *body, f"-----END {kind}-----"]
    return {"key": glue.join(lines), "secret": body[2 + i % (len(body) - 3)]}


_pem_keys = _drawn("pem_private_key", list(_PEM_FRAMES), _pem_draw, "key")


_SEED_CONTEXT = {  # template: the word list's language
    "Trust Wallet recovery phrase (written on the card in the drawer): {p}": "english",
    "MetaMask Secret Recovery Phrase\n{p}": "english",
    "note to self — cold wallet words: {p}": "english",
    "Keystone backup, transcribed: {p}": "english",
    "seed for the Sparrow wallet → {p}": "english",
    "[voice memo] okay the twelve words are {p}": "english",
    "frase de recuperación de la billetera: {p}": "spanish",
    "phrase de récupération (Trezor) : {p}": "french",
    "frase segreta del wallet: {p}": "italian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "záložní fráze k peněžence: {p}": "czech",
    "Seed: {p}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    size = 16 if "twelve" in template else [16, 32, 20][i % 3]  # 12, 24 or 15 words
    words = str(Mnemonic(_SEED_CONTEXT[template]).to_mnemonic(rng.randbytes(size))).split()
    layouts = [
        ", ".join(words),
        "\n".join(f"{k:02d}. {w}" for k, w in enumerate(words, 1)),
        " ".join(words).upper(),
        "\n".join("  ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(words),
    ]
    return {"p": layouts[-1 if "voice" in template else i % len(layouts)]}


_seed_phrases = _drawn("seed_phrase", list(_SEED_CONTEXT), _seed_draw, "p")


_CARD_CONTEXT = [
    "Slack DM to Deepa: use my card for the hotel, {c} exp {mm}/{yy}",
    "email to the travel agent: please charge {c}, valid until {mm}/{yy}, name on card A. Bello",
    "OPS-5120: customer pasted full card {c} in the chat widget, transcript needs purging",
    "dictated: card number {c}, expiry {mm} {yy}", "card for the AWS invoice: {c}",
    "kaardi number {c}, kehtib {mm}/{yy}", "kaartnummer {c} geldig tot {mm}/{yy}",
    "kártyaszám: {c} lejárat {mm}/{yy}", "شماره کارت {c}", "số thẻ {c} hết hạn {mm}/{yy}",
    "kart numarası {c} son kullanma {mm}/{yy}", "broj kartice {c}, vrijedi do {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    number = v.card(rng, list(v.CARD_BRANDS)[(i + 3) % len(v.CARD_BRANDS)])
    shown = v.grouped(number, [" ", "", "-", " ", "  "][i % 5], rng)
    return {"c": shown, "mm": f"{1 + (i * 5) % 12:02d}", "yy": str(28 + i % 5)}


_cards = _drawn("card_number", _CARD_CONTEXT, _card_draw, "c")


_CVV_CONTEXT = ["card {c} exp 11/28, security code {cvv}", "kaardi turvakood {cvv}", "CVC2: {cvv}",
                "beveiligingscode achterop: {cvv}", "the code on the back of the Visa is {cvv}",
                "Amex {c}, 4-digit CID on the front: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else ["mastercard", "visa", "discover"][i % 3]
    number = v.grouped(v.card(rng, brand), " ", rng)
    cvv = v.until(rng, _j((D, 4 if brand == "amex" else 3)), lambda s: s not in number + template)
    return {"c": number, "cvv": cvv}


_card_codes = _drawn("card_code", _CVV_CONTEXT, _cvv_draw, "cvv")


# Countries no earlier corpus used: BBAN shapes (a letter, n digit, c either).
_IBAN_SHAPES = {"PS": "aaaa" + "c" * 21, "GT": "c" * 24, "IQ": "aaaa" + "n" * 15, "LY": "n" * 21,
                "SC": "aaaa" + "n" * 20 + "aaa", "VG": "aaaa" + "n" * 16, "NI": "aaaa" + "n" * 20,
                "RU": "n" * 14 + "c" * 15, "MN": "n" * 16, "GL": "n" * 14, "MR": "n" * 23,
                "OM": "nnn" + "c" * 16, "HN": "aaaa" + "n" * 20, "TL": "n" * 19}  # fmt: skip
_IBAN_CONTEXT = ["Invoice 2026/1187 — payment to {i} within 30 days", "mu IBAN: {i}", "IBAN voor de aanbetaling: {i}",
                 "Slack — Maryam: send the deposit to {i} please", "IBAN-szám: {i}", "supplier bank details changed, new IBAN {i}",
                 "Payee,IBAN\nO. Adeyemi,{i}", "IBAN para la transferencia: {i}", "bitte überweisen an {i}",
                 "IBAN cho chuyển khoản: {i}", "dictated — the refund goes to {i}", "IBAN numarası {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    number = v.iban_shaped(rng, list(_IBAN_SHAPES)[i % len(_IBAN_SHAPES)], _IBAN_SHAPES)
    return {"i": v.iban_spaced(number) if i % 2 == 0 else number}


_ibans = _drawn("iban", _IBAN_CONTEXT, _iban_draw, "i")


def _hkid(g: random.Random) -> str:
    letter, digits = g.choice(UPPER), _r(g, D, 6)
    total = (
        36 * 9
        + (ord(letter) - 55) * 8
        + sum(int(c) * w for c, w in zip(digits, range(7, 1, -1), strict=True))
    )
    check = (11 - total % 11) % 11
    return f"{letter}{digits}({'A' if check == 10 else check})"


def _nric(g: random.Random) -> str:
    prefix, digits = g.choice("ST"), _r(g, D, 7)
    total = sum(int(c) * w for c, w in zip(digits, [2, 7, 6, 5, 4, 3, 2], strict=True))
    return prefix + digits + "JZIHGFEDCBA"[(total + (4 if prefix == "T" else 0)) % 11]


def _fr_nif(g: random.Random) -> str:
    body = _r(g, "0123", 1) + _r(g, D, 9)
    return body + fr_nif.calc_check_digits(body)


def _mz_nuit(g: random.Random) -> str:
    body = _r(g, "1234", 1) + _r(g, D, 7)
    return body + nuit.calc_check_digit(body)


def _bg_pnf(g: random.Random) -> str:
    body = _r(g, D, 9)
    return body + pnf.calc_check_digit(body)


# phrasing: (a candidate maker, the check a real id passes); drawn until it passes
_ID_KINDS: dict[str, tuple[Maker, Callable[[str], bool]]] = {
    "HKID {s}": (_hkid, lambda s: True),
    "NRIC no.: {s}": (_nric, lambda s: True),
    "cédula de identidad (CR) {s}": (lambda g: f"{g.randrange(1, 8)}-{_r(g, D, 4)}-{_r(g, D, 4)}", cr_cpf.is_valid),
    "ЛНЧ {s}": (_bg_pnf, pnf.is_valid),
    "veronumero {s}": (lambda g: "1000" + _r(g, D, 8), veronumero.is_valid),
    "numéro fiscal (impots.gouv) : {s}": (_fr_nif, fr_nif.is_valid),
    "NPWP saya {s}": (lambda g: _r(g, D, 15), npwp.is_valid),
    "onderwijsnummer van mijn zoon: {s}": (lambda g: "10" + _r(g, D, 7), onderwijsnummer.is_valid),
    "SARS income tax number {s}": (lambda g: _r(g, "0123", 1) + _r(g, D, 9), za_tin.is_valid),
    "KRA PIN {s}": (lambda g: "A" + _r(g, D, 9) + _r(g, UPPER, 1), ke_pin.is_valid),
    "NUIT {s}": (_mz_nuit, nuit.is_valid),
    "ATIN for the adoption paperwork: {s}": (lambda g: f"9{_r(g, D, 2)}-93-{_r(g, D, 4)}", atin.is_valid),
    "PTIN {s}": (lambda g: "P" + _r(g, D, 8), ptin.is_valid),
    "DNI (Argentina) {s}": (lambda g: f"{g.randrange(20, 46)}.{_r(g, D, 3)}.{_r(g, D, 3)}", ar_dni.is_valid),
    "NIT El Salvador {s}": (lambda g: f"0614-{_r(g, D, 6)}-{_r(g, D, 3)}-{_r(g, D, 1)}", sv_nit.is_valid),
    "RUC (Paraguay) {s}": (lambda g: f"{_r(g, D, 7)}-{_r(g, D, 1)}", py_ruc.is_valid),
    "the SSN on the I-9 is {s}": (v.ssn_number, lambda s: True),
    "Social insurance number (Canada) — {s}": (v.sin_number, lambda s: True),
    "National Insurance: {s}": (v.nino_number, lambda s: True),
    "CPF do titular {s}": (v.cpf_number, lambda s: True),
    "DNI de la nueva empleada: {s}": (v.dni_number, lambda s: True),
    "SSN (dictated): {s}": (v.ssn_number, lambda s: True),
}  # fmt: skip
_national = _drawn(
    "national_id", list(_ID_KINDS), lambda g, i, t: {"s": v.until(g, *_ID_KINDS[t])}, "s"
)


_CODE_LABELS = ["G-{c} is your Google verification code.", "Your Uber code is {c}. Never share this code.",
                "Teie kinnituskood on {c}", "رمز یکبار مصرف شما: {c}"]  # fmt: skip
_BACKUP_LISTS = ["Bitwarden two-step login recovery code: {one}", "Epic Games backup codes\n{codes}",
                 "Nintendo Account backup codes: {codes}", "varukoodid (Smart-ID):\n{codes}",
                 "back-upcodes voor mijn Microsoft-account\n{codes}", "tartalék kódok — {codes}"]  # fmt: skip
_OTP_SEEDS = ["otpauth://totp/Portainer:admin?secret={s}&issuer=Portainer",
              "2FA-sleutel (handmatig invoeren): {s}", "MFA_SEED={s}",
              "authenticator setup key for the shared Binance account: {s}"]  # fmt: skip


def _backup_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, [10, 8, 16][i % 3], (i + 1) % 4)
    listed = "\n".join(codes) if i % 2 else ", ".join(codes)
    one = _r(rng, UPPER_DIGITS, 32)
    return {
        "codes": listed,
        "one": one,
        "secret": one if "{one}" in template else codes[(i + 2) % len(codes)],
    }


def _otp_seed_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced="setup key" in template)}


def _otp_code_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    return {"c": _r(rng, D, 6)}


_backup_codes = _drawn("backup_codes", _BACKUP_LISTS, _backup_draw, "codes")
_otp_seeds = _drawn("otp_secret", _OTP_SEEDS, _otp_seed_draw, "s")
_otp_codes = _drawn("otp_code", _CODE_LABELS, _otp_code_draw, "c")


_SSIDS = ["Telia-2G-5B91", "ZTE_5G_a7Qx", "Airtel_Xstream_4C2D", "Jio-Fiber-8812", "MTN-MiFi-3E0A",
          "FRITZ!Box 6660 Cable KT", "Ziggo0D77A21", "Kaarel's iPhone"]  # fmt: skip
_WIFI = [
    "wifi at the Airbnb in Tartu: network {s}, password {pw}",
    "nmcli dev wifi connect \"{s}\" password \"{pw}\"",
    "/etc/hostapd/hostapd.conf\nssid={s}\nwpa=2\nwpa_passphrase={pw}",
    "WIFI:S:{s};T:WPA;P:{pw};;",
    "<name>{s}</name> ... <keyMaterial>{pw}</keyMaterial>",
    "/var/lib/iwd/{s}.psk\n[Security]\nPassphrase={pw}",
    "WiFi võrk {s}, parool {pw}",
    "wifi-wachtwoord: {pw}",
    "wifi jelszó: {pw}",
    "رمز وای‌فای خونه: {pw}",
    "pass wifi quán cà phê: {pw}",
    "the guest wifi is {s} and the password is {pw}",
    "Slack #office — Signe: new wifi for the 4th floor is {s}, key {pw}",
    "note: mum's wifi → {s} / {pw}",
]  # fmt: skip
_WIFI_WORDS = [
    "thistle",
    "willow",
    "pixel",
    "hawthorn",
    "bluegill",
    "foxglove",
    "mulberry",
    "lapwing",
]


def _wifi_key(rng: random.Random) -> str:
    """A password, or three title-case words and two digits (as ISP routers print them)."""
    if rng.random() < 0.55:
        return _safe_pw(rng)
    return "".join(w.title() for w in rng.sample(_WIFI_WORDS, 3)) + _r(rng, D, 2)


_wifi = _plain("wifi_key", _WIFI, _wifi_key, s=_SSIDS)


_SPACED_MAKERS = [_j("xau_", (ALNUM, 36)), _j("dbtc_", (ALNUM, 40)), _j("apify_api_", (ALNUM, 36)),
                  _j("rpa_", (UPPER_DIGITS, 40)), _j((ALNUM, 32)), _j("cal_live_", (HEX, 32))]  # fmt: skip
_SPACED = ["reading it off the screen for you: {t}", "dictation: {t}", "(spaced out so Slack doesn't eat it) {t}",
           "hier, letter voor letter: {t}", "betűnként: {t}"]  # fmt: skip


def _spaced_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    token = _SPACED_MAKERS[i % len(_SPACED_MAKERS)](rng)
    if i % 4 == 3:  # read out in groups
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    sep = [" ", " . ", "  ", "\n", " | ", "_"][i % 6]
    return {"t": (" " if sep.strip() and sep.strip() in token else sep).join(token)}


_spaced_tokens = _drawn("spaced_token", _SPACED, _spaced_draw, "t")


_PINS = ["bike lock code {pw}", "the lockbox at the cabin opens with {pw}", "PIN van mijn pinpas: {pw}",
         "uksekood {pw}", "keypad at the back gate: {pw}", "safe combination {pw}, turn left first"]  # fmt: skip


def _pin_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    if "combination" in template:
        return {"pw": "-".join(_r(rng, D, 2) for _ in range(3))}
    return {"pw": _r(rng, D, [4, 6, 5, 4][i % 4])}


_pins = _drawn("pin_code", _PINS, _pin_draw, "pw")


_PHRASE_WORDS = ["anvil", "bobcat", "cassava", "driftwood", "dunlin", "foxglove", "gravel", "hickory",
                 "inlet", "jackal", "kudu", "longan", "okra", "oxbow", "pawpaw", "quoll"]  # fmt: skip
_PASSPHRASES = {"LUKS passphrase for the laptop: {p}": " ", "KeePassXC master passphrase → {p}": "-",
                "borg repo passphrase: {p}": " ", "salafraas: {p}": " ", "wachtwoordzin voor de kluis: {p}": ".",
                "Cryptomator vault passphrase: {p}": "_", "SSH key passphrase (five words)\n{p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    count = 5 if "five words" in template else 4 + (i + 1) % 3
    return {"p": _PASSPHRASES[template].join(rng.sample(_PHRASE_WORDS, count))}


_passphrases = _drawn("passphrase", list(_PASSPHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "proxy_set_header Authorization \"Basic {v}\";": True,
    "HAR › request.headers: {{\"name\": \"Authorization\", \"value\": \"Basic {v}\"}}": True,
    "http --auth-type=basic -h GET https://nexus.acme.example/ 'Authorization:Basic {v}'": True,
    "X-Auth-Token: {v}": False, "curl -H 'X-API-Key: {v}' https://api.acme.example/v2/ping": False,
    "Authorization: Bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        return {"v": base64.b64encode(f"{rng.choice(_USERS)}:{_pw(rng)}".encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX, URLSAFE][i % 3], 48)}


_auth_headers = _drawn("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIG = [
    "gradle.properties\nnexusUsername=ci\nnexusPassword={pw}",
    "wp-config.php\ndefine( 'DB_PASSWORD', '{pw}' );",
    "~/.my.cnf\n[client]\nuser=backup\npassword={pw}",
    "application.properties\nspring.mail.username=alerts@acme.example\nspring.mail.password={pw}",
    "\"ConnectionStrings\": {{ \"Crm\": \"Server=sql05;Database=Crm;User Id=crm_app;Password={pw};\" }}",
    "services:\n  postgres:\n    image: postgres:17\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\nstringData:\n  password: {pw}",
    "values.yaml\nredis:\n  auth:\n    enabled: true\n    password: {pw}",
    "~/.netrc\nmachine git.acme.example login ci-bot password {pw}",
    "~/.msmtprc\naccount default\nhost smtp.acme.example\nuser reports\npassword {pw}",
    "odoo.conf\n[options]\nadmin_passwd = {pw}",
    "config/config.php\n  'dbpassword' => '{pw}',",
    "grafana.ini\n[smtp]\nenabled = true\nuser = grafana\npassword = {pw}",
    "pgpass: pg07.acme.example:5432:*:report_ro:{pw}",
    "Vagrantfile\n  config.ssh.password = \"{pw}\"",
    "sssd.conf\nldap_default_bind_dn = cn=sssd,dc=acme,dc=example\nldap_default_authtok = {pw}",
]  # fmt: skip
_config = _plain("config_file", _CONFIG, _safe_pw)


_CHAT = [
    "pw -> {pw}", "ur pass is {pw} lol don't lose it again", "salasõna {pw} 👍", "wachtwoord is {pw} hoor",
    "jelszó: {pw} ne add tovább", "passordet er {pw} 🙂", "pass {pw} nhé", "şifre {pw} unutma",
    "ਪਾਸਵਰਡ {pw} ਆ", "new pw for netflix: {pw} 🍿", "mdp du wifi? non, celui du compte : {pw}",
]  # fmt: skip
_chat = _plain("chat_password", _CHAT, _pw)


# Labels hidden by invisible characters, lookalike letters, fullwidth or mathematical forms, or an
# encoded separator.
_HIDDEN = [
    "pa\u200bss\u200bword: {pw}", "раssword = {pw}", "𝚙𝚊𝚜𝚜𝚠𝚘𝚛𝚍: {pw}", "ｐａｓｓｗｏｒｄ：{pw}",
    "password%3D{pw}", "passwd&#61;{pw}", "secret\\u003d{pw}", "\u2066password\u2069: {pw}",
]  # fmt: skip
_hidden = _plain("hidden_label", _HIDDEN, _safe_pw)


def _hidden_token_draw(rng: random.Random, i: int, template: str) -> dict[str, str]:
    token = _j("xau_", (ALNUM, 36))(rng)
    return {"t": token[:6] + "\u200c" + token[6:21] + "\ufeff" + token[21:]}


_hidden_token = _drawn("hidden_label", ["ＸＡＴＡ_API_KEY={t}"], _hidden_token_draw, "t")

# How many samples each family draws (390 in all).
_COUNTS: dict[Family, int] = {
    _labelled: 55, _login_pairs: 22, _spelled: 12, _cli: 36, _connection_strings: 13,
    _vendor_tokens: 64, _bare_tokens: 7, _hex_keys: 9, _jwts: 8, _pem_keys: 7, _seed_phrases: 12,
    _cards: 12, _card_codes: 6, _ibans: 12, _national: 22, _backup_codes: 6, _otp_seeds: 4,
    _otp_codes: 4, _wifi: 14, _spaced_tokens: 10, _pins: 6, _passphrases: 7, _auth_headers: 6,
    _config: 16, _chat: 11, _hidden: 8, _hidden_token: 1,
}  # fmt: skip


def secrets() -> list[Sample]:
    """The secret-bearing samples, family by family from one seeded generator."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _COUNTS.items():
        out += family(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the shared mailbox is": "{s}", "BIOS pw:": "{s} (laptop #14)", "parool": "{s}",
    "root password": "{s}\nrotate after the audit", "wachtwoord:": "{s}", "a jelszó": "{s}",
    "Kennwort für den Drucker:": "{s}", "iDRAC password": "{s}",
    "the password Hiral sent me is": "{s}, I think", "رمز عبور:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Xata API key", "{s}", _j("xau_", (ALNUM, 36))),
    ("split_token", "dbt Cloud token:", "{s} (service account)", _j("dbtc_", (URLSAFE, 56))),
    ("split_token", "Binance API secret", "{s}", _j((ALNUM, 64))),
    ("split_seed", "recovery phrase", "{s}", lambda g: v.seed_phrase(g, 12, "italian")),
    ("split_card", "kaardi number", "{s} exp 04/29", lambda g: v.grouped(v.card(g, "discover"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(v.iban_shaped(g, "OM", _IBAN_SHAPES))),
    ("split_backup", "Epic Games backup codes", "{s}\n48203917\n65019382", _j((D, 8))),
    ("split_otp", "setup key", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "HKID", "{s}", _hkid),
    ("split_phrase", "LUKS passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Fields written together: the first ends in a label, the second starts with the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    pairs = []
    for cls, first, second, make in rows:
        secret = make(rng)
        pairs.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return pairs


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"printer": {"host": "brn-3c2af0.local", "admin_password": "{s}"}}': ("meta_password", _safe_pw),
    '{"parool": "{s}"}': ("meta_password", _safe_pw),
    '{"account": {"user": "kaarel.t", "pwd": "{s}"}}': ("meta_password", _safe_pw),
    '{"targets": [{"host": "pg07"}, {"host": "pg08", "password": "{s}"}]}': ("meta_password", _safe_pw),
    '{"env": ["TZ=Asia/Kolkata", "POSTGRES_PASSWORD={s}"]}': ("meta_password", _safe_pw),
    '{"comment": "wachtwoord: {s}"}': ("meta_password", _safe_pw),
    '{"jelszo": "{s}"}': ("meta_password", _safe_pw),
    '{"transcript": "log in as deploy-bot with the password {s}"}': ("meta_password", _safe_pw),
    '{"portainer": {"api_key": "{s}"}}': ("meta_token", _j("ptr_", (ALNUM, 43), "=")),
    '{"configcatSdkKey": "{s}"}': ("meta_token", _j("configcat-sdk-1/", (URLSAFE, 22), "/", (URLSAFE, 22))),
    '{"zohoRefreshToken": "{s}"}': ("meta_token", _j("1000.", (HEX, 32), ".", (HEX, 32))),
    '{"http": {"headers": {"X-Auth-Token": "{s}"}}}': ("meta_token", _j((ALNUM, 48))),
    '{"payment": {"pan": "{s}", "exp": "09/30"}}': ("meta_card", lambda g: v.grouped(v.card(g, "jcb"), "-", g)),
    '{"payout": {"iban": "{s}"}}': ("meta_iban", lambda g: v.iban_shaped(g, "NI", _IBAN_SHAPES)),
    '{"employee": {"hkid": "{s}"}}': ("meta_id", _hkid),
    '{"mfa": {"recovery_codes": ["{s}", "73920184", "10583627"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"mnemonic": "{s}"}}': ("meta_seed", lambda g: v.seed_phrase(g, 12, "french")),
    '{"meili_master_key": "{s}"}': ("meta_key", v.hex_key),
    '{"gate": {"keypad_pin": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Telia-2G-5B91", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, (cls, make) in _METADATA.items():
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_LOCK_SHA256 = hashlib.sha256(b"certifi-2026.11.1-py3-none-any.whl").hexdigest()
_YARN_SHA512 = base64.b64encode(hashlib.sha512(b"react-19.2.0.tgz").digest()).decode()
_CARGO_SHA256 = hashlib.sha256(b"serde-1.0.228.crate").hexdigest()
_IMAGE_DIGEST = hashlib.sha256(b"ghcr.io/acme/worker:3.1.4").hexdigest()
_COMMIT = hashlib.sha1(b"fix the retry storm in the mailer", usedforsecurity=False).hexdigest()
_SHORT_COMMIT = hashlib.sha1(b"bump chart to 2.8.1", usedforsecurity=False).hexdigest()[:12]

CLEAN = [
    "Reminder: my work password expires on 2026-12-11, change it before the trip to Tartu.",
    "Harpreet asked where the wifi password is; it's printed on the back of the router.",
    "New password policy: at least 14 characters, a passphrase is fine, no forced rotation.",
    "Please don't paste passwords into Slack; share them through the vault's one-time link.",
    "In .env.example, `API_KEY=<your-api-key>` is a placeholder; put your own key in .env.",
    "The compose file ships `POSTGRES_PASSWORD=changeme` as a placeholder: change it before deploying.",
    "Replace YOUR_TOKEN_HERE with a token from Settings → API before running the script.",
    "Parool peab olema vähemalt 12 märki pikk.",
    "ਆਪਣਾ ਪਾਸਵਰਡ ਕਿਸੇ ਨਾਲ ਸਾਂਝਾ ਨਾ ਕਰੋ।",
    "તમારો પાસવર્ડ ભૂલી ગયા છો? રીસેટ લિંક પર ક્લિક કરો.",
    "Het wachtwoord moet elke 90 dagen worden gewijzigd.",
    "Elfelejtettem a jelszavam, kértem egy új linket.",
    "Passordet ditt utløper om sju dager.",
    "رمز عبور خود را با کسی به اشتراک نگذارید.",
    "Kalmar sirri dole ta kasance aƙalla haruffa 12.",
    "Erayga sirta ah ha la wadaagin qof kale.",
    "Пароль бояд на камтар аз 12 аломат бошад.",
    "Сырсөзүңүздү эч кимге айтпаңыз.",
    "La contrasenya ha caducat; demana'n una de nova al servei d'informàtica.",
    "Mật khẩu phải có ít nhất 12 ký tự.",
    "Upgraded PostgreSQL from 16.4 to 17.2 and pgvector to 0.8.0 on the staging cluster.",
    f"Commit {_COMMIT} fixed the retry storm in the mailer.",
    f"Rolled back to {_SHORT_COMMIT} after the chart bump broke ingress.",
    f'uv.lock: {{ url = "https://files.pythonhosted.org/certifi-2026.11.1-py3-none-any.whl", hash = "sha256:{_LOCK_SHA256}" }}',
    f'yarn.lock: integrity sha512-{_YARN_SHA512}',
    f'Cargo.lock: checksum = "{_CARGO_SHA256}"',
    f"The worker image is pinned to ghcr.io/acme/worker@sha256:{_IMAGE_DIGEST}.",
    "Trace id 3c9a1f27-5e4b-4d08-9a6c-8b2e7f1d0c55 shows the timeout in the payment call.",
    "Order #408-7712093-5518230 was delivered to the neighbour.",
    "Jira OPS-4410: disk on build01 fills up every Sunday night.",
    "Call the Ludhiana office on +91 161 240 7788 between 10 and 6.",
    "FedEx tracking 7732 9981 4417 shows it cleared customs.",
    "Model: Brother HL-L2350DW, firmware 1.71.",
    "Ubiquiti UDM-Pro updated to UniFi OS 4.1.13.",
    "The password reset page now rate-limits to 5 attempts per hour.",
    "Our context window is 200,000 tokens; the summary job uses about 12,000.",
    "The secret to good sourdough is a long cold proof.",
    "Ask the landlord for the keypad code; I don't have it.",
    "Card ending 7719 was declined at the hotel, used the other one.",
    "The IBAN field on the form rejects spaces, so type it without them.",
    "Store your backup codes offline; the app shows them only once.",
    "Never type your seed phrase into a website, whatever support tells you.",
    "Use `mysql --login-path=backup` so the password stays out of shell history.",
    "The keypad at the loading dock needs new batteries.",
    "Release 3.2.0-rc.2 fixes the crash when the token list is empty.",
    "Workspace id 5f0e9d8c-1b2a-4c3d-8e7f-6a5b4c3d2e1f appears in every URL; it is not a credential.",
    "The library's wifi 'Tartu Linnaraamatukogu' is open, no password needed.",
    "ISBN 978-1-4493-7332-0 is the Designing Data-Intensive Applications copy on my desk.",
    "Standup moved to 2026-12-02 09:30 EET, room Emajõgi.",
    "We moved PASSWORD_HASHERS to Argon2id with a memory cost of 64 MiB.",
    "The 2FA screen accepts a 6-digit code that changes every 30 seconds.",
    "Invoice INV-2026-0418 for 3 480,00 EUR is due on 2026-12-15.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_last_rotated": "2026-10-30T07:45:00Z", "password_max_age_days": 0}',
    '{"secret_path": "kv/data/mailer", "rotation": "quarterly"}',
    f'{{"commit": "{_COMMIT}", "build": 5521}}',
    f'{{"sha256": "{_CARGO_SHA256}", "crate": "serde", "version": "1.0.228"}}',
    '{"jira": "OPS-4410", "order": "408-7712093-5518230"}',
    '{"printer": {"model": "HL-L2350DW", "firmware": "1.71"}}',
    '{"phone": "+91 161 240 7788", "city": "Ludhiana"}',
    '{"mfa_enabled": true, "recovery_codes_left": 6, "max_tokens": 12000}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
