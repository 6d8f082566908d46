# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, eleventh corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
issue 46 §3, the tenth held-out corpus as a format example, the fifth to ninth for the wordings,
languages, tools and vendors already used (to use others), and the value helpers
(`secret_classes_values.py`), never `memories/redaction/`, the tuning corpora nor the offline
miner. Its own seed, password words, templates, tools, vendors and layouts, the way people leak
secrets into an assistant's memory: WhatsApp, Discord and Teams pastes, notes to self, incident
write-ups, Linear and Jira tickets, e-mails, runbooks, shell and zsh history, Dockerfiles,
Kubernetes, Helm, Terraform, Ansible and Nix snippets, CI logs, .env, .ini, .toml and .properties
files, app configs, README fragments, voice-dictated text and requests to the assistant itself
("remember that my ..."). About 60 % English (or language-neutral config and shell), the rest in
Malagasy, Haitian Creole, Turkmen, Oromo, Odia, Māori, Javanese, West Frisian, Tatar, Uyghur,
Xhosa, Sesotho, Samoan, Cebuano, Kurmanji Kurdish and Chichewa (first used here), and Spanish,
German, French, Japanese, Korean, Chinese, Russian, Polish and Portuguese in wordings of their
own. Vendors, tools, id kinds and IBAN countries are ones heldouts 4 to 10 do not use. Measured
once; a miss here is reported, not tuned on.
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
from stdnum.co import nit as co_nit
from stdnum.gb import upn
from stdnum.gh import tin as gh_tin
from stdnum.gt import nit as gt_nit
from stdnum.ve import rif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 6_093_417
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS, URLSAFE, B64 = LOWER + D, UPPER + D, ALNUM + "-_", ALNUM + "+/"
UPPER_HEX = "0123456789ABCDEF"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

_r, _j = v.r, v.token
Maker = v.Maker
Family = Callable[[random.Random, int], list[Sample]]
# What one sample is filled with, given its index and template. "secret" (when present) is the
# planted value; otherwise the family's key names it.
Fields = Callable[[random.Random, int, str], dict[str, str]]


def _family(cls: str, templates: list[str], fields: Fields, key: str) -> Family:
    """Samples of ``cls``: every template once before any repeats, each filled by ``fields``."""

    def make(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for i, template in enumerate(v.cycle(rng, templates, n)):
            drawn = fields(rng, i, template)
            out.append(Sample(cls, template.format_map(drawn), drawn.get("secret", drawn[key])))
        return out

    return make


def _each(make: Maker, **choices: list[str]) -> Fields:
    """Fields of a fresh ``pw`` from ``make`` and one pick of each named choice list."""
    return lambda g, i, t: {"pw": make(g), **{k: g.choice(c) for k, c in choices.items()}}


_WORDS = ["Caracal", "Tapir", "Dugong", "Salak", "Fossa", "Zorilla", "Tenrec", "Saola", "Babirusa",
          "Coati", "Kakapo", "Bilby", "Langur", "Carambola", "Pitaya", "Jabuticaba"]  # fmt: skip
_NAMES = ["Rangi", "Mahlet", "Ayanda", "Berdi", "Ilnur", "Rivo", "Wideline", "Jabu", "Aroha",
          "Fenna", "Sione", "Mpho", "Gulnara", "Tolani"]  # fmt: skip
_PLACES = ["Rotorua", "Toamasina", "Mekelle", "Gqeberha", "Ashgabat", "Kazan", "Cuttack", "Cebu",
           "Apia", "Jacmel", "Leeuwarden", "Adama", "Maseru", "Yogyakarta"]  # fmt: skip
_LEET = ["T3nr3c", "K4k4p0", "Z0r1ll4", "S4l4k", "B1lby", "F0ss4", "C0at1"]
_SYMBOLS = "!#$%&*+-=?@^"


def _apple_style(g: random.Random) -> str:
    """Three groups of six, one capital and one digit somewhere (as Safari suggests them)."""
    chars = list(_r(g, LOWER, 18))
    upper_at, digit_at = g.sample(range(18), 2)
    chars[upper_at], chars[digit_at] = chars[upper_at].upper(), g.choice(D)
    text = "".join(chars)
    return f"{text[:6]}-{text[6:12]}-{text[12:]}"


# How people pick passwords: each style a maker.
_STYLES: list[Maker] = [
    lambda g: g.choice(_WORDS) + str(g.randrange(100, 1000)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, g.randrange(13, 22)) + g.choice("#$%"),
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 2)) + "." + _r(g, D, 2),
    lambda g: g.choice(_PLACES) + "_" + str(g.randrange(1988, 2027)),
    lambda g: g.choice(_LEET) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 2) + g.choice(_SYMBOLS) + _r(g, UPPER, 2),
    lambda g: g.choice(_NAMES) + g.choice("&+@") + g.choice(_NAMES).lower() + str(g.randrange(10, 100)),
    _apple_style,
    lambda g: _r(g, ALNUM + "!@#$%^&*", 24),
]  # fmt: skip
_PLAIN_CHARS = set(ALNUM + "-_.~")


def _pw(rng: random.Random, *, plain: bool = False) -> str:
    """A password in one of the styles; ``plain``: one with nothing a URL, a shell word or an ini
    line would need to escape."""
    while True:
        value = rng.choice(_STYLES)(rng)
        if not plain or set(value) <= _PLAIN_CHARS:
            return value


def _plain_pw(rng: random.Random) -> str:
    return _pw(rng, plain=True)


_LABELLED = [
    "WhatsApp — Rangi: bro the password for the bach's Netgear admin page is {pw}, don't change it",
    "Linear ENG-2210 · Repro: sign into staging Metabase with the seeded admin (password {pw}) and open any dashboard",
    "#sre-oncall\nMahlet: what's the Proxmox root password again?\nAyanda: {pw}",
    "note to self: the Fritz!Box got replaced, the admin password on the new sticker is {pw}",
    "Hi all,\n\nthe shared finance inbox password was reset this morning to {pw}. Please don't save it in the browser.\n\nBerdi",
    "Postmortem 2026-11-19 (PG failover): the repmgr password ({pw}) sat in the ticket description for 3 days.",
    "remember that my Garmin Connect password is {pw}",
    "okay so, uh, write this down: the password for the school portal is {pw}, thanks",
    "Runbook — Restore from Veeam\n1. Open the console\n2. Enter the encryption password {pw}\n3. Pick the latest restore point",
    "README — Local dev\nThe seeded superuser is `admin` with the password `{pw}` (dev only).",
    "Teams — Fenna → me: vault is down, the fallback password for the Jenkins credentials is {pw}",
    "review comment: please don't hardcode password=\"{pw}\" in conftest.py",
    "Password for the Hikvision NVR (front of house): {pw}",
    "Can you keep this for me — Xfinity account password {pw}",
    "SUP-4471: user says her new password {pw} isn't accepted by Outlook",
    "My Steam password's {pw} by the way",
    "the password we agreed on for this quarter's contract PDFs: {pw}",
    "Ansible vault password for the prod inventory is {pw} (Aroha has it too)",
    "the UniFi controller password was changed to {pw} after the audit",
    "From the handover doc: Zabbix Admin password — {pw}",
    "Set the password to {pw} on the new Synology, then turn on 2FA",
    "**Kiosk password:** `{pw}`",
    "password for mum's iPad: {pw} (she keeps forgetting)",
    "Incident #412: a contractor posted the SFTP password {pw} in a public channel, rotated 14:20",
    "Discord — ilnur: the minecraft server rcon password is {pw}",
    "reminder: the iLO password for rack B is still the factory one, {pw}",
    "Confluence › IT › Printers: Kyocera admin password {pw}",
    "dictated note: the password to the shared Google account is {pw} period new paragraph",
    "Text from the landlord: the password for the tenant portal is {pw}",
    "to-do: rotate the Mosquitto password ({pw}) before the demo",
    "The password of the encrypted USB stick in the safe: {pw}",
    "my PSN password is now {pw}",
    "breakglass account password → {pw}",
    "new laptop: local admin password set to {pw}",
    "Ny tenimiafiko amin'ny mailaka dia {pw}",
    "modpas mwen pou bank lan se {pw}",
    "meniň açar sözüm: {pw}",
    "jecha darbii koo {pw} dha",
    "ମୋ ପାସୱାର୍ଡ {pw}",
    "ko taku kupuhipa ko {pw}",
    "tembung sandhi emailku {pw}",
    "myn wachtwurd is {pw}",
    "минем серсүзем: {pw}",
    "مېنىڭ پارولىم {pw}",
    "igama lokugqitha lam ngu {pw}",
    "phasewete ya ka ke {pw}",
    "o la'u upu fa'alilo o {pw}",
    "ang password sa akong email kay {pw}",
    "şîfreya min {pw} e",
    "mawu achinsinsi anga ndi {pw}",
    "Das neue Kennwort für die Fritzbox hab ich auf {pw} gesetzt",
    "oye, la contraseña del banco online es {pw}, no se la digas a nadie",
    "mdp de la box : {pw}",
    "ルーター管理画面のパスワード → {pw}",
    "공유기 관리자 비밀번호는 {pw}",
    "服务器登录密码：{pw}",
    "пароль от Госуслуг {pw}",
    "hasło do skrzynki firmowej: {pw}",
    "a senha do roteador ficou {pw}",
]  # fmt: skip
_labelled = _family("labelled_password", _LABELLED, _each(_pw), "pw")


_USERS = ["rangi.t", "mahlet", "ayanda.n", "berdi", "ilnur.g", "rivo", "svc-etl", "jenkins",
          "ec2-user", "ubuntu", "postgres", "fenna.b", "aroha", "sa"]  # fmt: skip
_LOGINS = [
    "WhatsApp from Jabu: portal login → user {u} pw {pw}",
    "ITSM-883: please unlock {u} (password {pw} stopped working)",
    "u={u} p={pw}",
    "Account for the NAS: {u} / {pw}",
    "| Proxmox | https://pve.lan:8006 | {u} | {pw} |",
    "`{u}`:`{pw}` — the Metabase service login",
    "log in as {u}, password {pw}, then go to Settings",
    "the contractor account is {u} and its password is {pw}",
    "creds for the old FTP: {u}:{pw}",
    "sign in as {u} with {pw} and accept the EULA",
    "anarana {u}, tenimiafina {pw}",
    "itilizatè {u} modpas {pw}",
    "ingoa kaiwhakamahi {u}, kupuhipa {pw}",
    "brûkersnamme {u} wachtwurd {pw}",
    "логин {u}, серсүз {pw}",
    "usuario: {u} · contraseña: {pw}",
    "Login {u} / Passwort {pw} (Testumgebung)",
    "ID：{u} パス：{pw}",
    "아이디 {u} 비밀번호 {pw}",
    "inventory.ini\n[db]\npg09 ansible_user={u} ansible_password={pw}",
    "dictated: user name {u}, password {pw}",
    "Email: your temporary credentials are\nUsername: {u}\nPassword: {pw}",
]  # fmt: skip
_login_pairs = _family("login_pair", _LOGINS, _each(_pw, u=_USERS), "pw")


_SPELLED_WORDS = ["pukeko", "jabiru", "langsat", "santol", "moringa", "bilimbi", "agouti", "oribi",
                  "nyala", "hyrax", "takahe", "marula"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is word and number together
    "the password is our cat's name, {w}, then the number {d}",
    "okay the password is {w}, lower case, followed by {d}",
    "it's {w} with a capital first letter and {d} after it — that's the Hulu login",
    "type {w} then {d}; that's the NAS admin password",
    "ko te kupuhipa ko te kupu {w}, ka whai ko {d}",
    "it wachtwurd is it wurd {w} en dan {d}",
    "modpas la se mo {w} epi {d}",
    "das Kennwort ist das Wort {w} und danach {d}",
    "la contraseña es la palabra {w} seguida de {d}",
    "password for the kids' Switch: {w}{d}, all lowercase",
    "the password is my grandmother's village, {w}, and then {d}",
    "[voice] the password is {w} spelled normally then {d}",
]  # fmt: skip


def _spelled_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    word, number = _SPELLED_WORDS[(i * 5) % len(_SPELLED_WORDS)], _r(rng, D, 3 + i % 2)
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _family("spelled_password", _SPELLED, _spelled_fields, "w")


_CLI = [
    "medusa -h 10.20.0.5 -u {u} -p {pw} -M ssh",
    "nxc smb 10.20.0.0/24 -u {u} -p '{pw}' --shares",
    "smbmap -H 10.20.0.12 -d ACME -u {u} -p {pw}",
    "flyway -url=jdbc:postgresql://pg09:5432/shop -user={u} -password={pw} migrate",
    "liquibase update --url=jdbc:mysql://db02:3306/crm --username={u} --password={pw}",
    "./gradlew publish -PmavenUser={u} -PmavenPassword={pw}",
    "sonar-scanner -Dsonar.host.url=https://sonar.acme.example -Dsonar.login={u} -Dsonar.password={pw}",
    "dbmate --url \"postgres://{u}:{pw}@pg09:5432/shop?sslmode=disable\" up",
    "mariadb-dump --user={u} --password={pw} --all-databases > all.sql",
    "xh -a {u}:{pw} GET https://nexus.acme.example/service/rest/v1/status",
    "hurl --user {u}:{pw} --test smoke.hurl",
    "k6 run -e API_USER={u} -e API_PASSWORD={pw} load.js",
    "ab -n 500 -c 20 -A {u}:{pw} https://staging.acme.example/health",
    "nikto -h https://intranet.acme.example -id {u}:{pw}",
    "mongoimport --uri \"mongodb+srv://{u}:{pw}@cluster0.x1y2z.mongodb.net/shop\" --collection orders --file orders.json",
    "dsadd user \"CN={u},OU=Staff,DC=acme,DC=example\" -pwd {pw} -mustchpwd yes",
    "qemu-img info --object secret,id=sec0,data={pw} --image-opts driver=qcow2,file.filename=vm.qcow2,encrypt.key-secret=sec0",
    "vsql -h vertica01 -U {u} -w {pw} -c 'SELECT version()'",
    "echo '.logon tdprod/{u},{pw}' | bteq",
    "nzsql -host nz01 -u {u} -pw {pw} -d SALES",
    "impala-shell -i impalad01:21000 -l -u {u} --ldap_password_cmd=\"echo -n {pw}\"",
    "usql \"sqlserver://{u}:{pw}@sql02/Inventory\"",
    "mycli -h db02 -u {u} -p {pw} crm",
    "pscp -pw {pw} backup.tar.gz {u}@10.20.0.9:/srv/in/",
    "winscp.com /command \"open sftp://{u}:{pw}@sftp.acme.example/\" \"get /out/*.csv\" \"exit\"",
    "oras login registry.acme.example -u {u} -p {pw}",
    "drush user:password {u} \"{pw}\"",
    "sqlpackage /a:Export /ssn:sql02 /sdn:Shop /su:{u} /sp:{pw} /tf:shop.bacpac",
    "python manage.py shell -c \"from django.contrib.auth.models import User; u = User.objects.get(username='{u}'); u.set_password('{pw}'); u.save()\"",
    "bin/rails runner \"User.find_by!(login: '{u}').update!(password: '{pw}')\"",
    "gitlab-rails runner \"u = User.find_by_username('{u}'); u.password = '{pw}'; u.password_confirmation = '{pw}'; u.save!\"",
    "isql -v MSSQL_DSN {u} {pw}",
    "echo '{pw}' | vncpasswd -f > ~/.vnc/passwd",
    "nmcli con add type wifi con-name corp ifname wlan0 ssid CORP-EAP wifi-sec.key-mgmt wpa-eap 802-1x.eap peap 802-1x.phase2-auth mschapv2 802-1x.identity {u} 802-1x.password {pw}",
    "kubectl exec -n db pg-0 -- psql \"postgresql://{u}:{pw}@localhost/app\" -c '\\dt'",
    "atlas schema apply --url \"mysql://{u}:{pw}@db02:3306/crm\" --to file://schema.hcl",
]  # fmt: skip
_SHELL = [
    "[ayanda@jump01 ~]$ {c}", "~/.zsh_history\n: 1795312345:0;{c}", "GitLab CI job #88123\n$ {c}",
    "Makefile\nseed:\n\t{c}", "Dockerfile\nRUN {c}", "Linear ENG-3012: ran `{c}` and it hung",
    "WhatsApp — Jabu: just paste this: {c}", "justfile\nmigrate:\n    {c}", "tmux scrollback\nroot@db02:~# {c}",
    "Rivo: alefaso ity: {c}", "Fenna: fier dit even út: {c}", "Wideline: kouri sa a: {c}",
    "fish> {c}", "Discord #homelab — ilnur: `{c}` worked for me",
]  # fmt: skip


def _framed_logins(cls: str, templates: list[str], frames: list[str]) -> Family:
    """Samples of ``cls`` with a user and a password that needs no escaping, each in a frame."""

    def make(rng: random.Random, n: int) -> list[Sample]:
        samples = v.fill(rng, cls, templates, n, _plain_pw, u=_USERS)
        return v.framed(rng, samples, frames)

    return make


_cli = _framed_logins("cli_password", _CLI, _SHELL)


_URLS = [
    "clickhouse://{u}:{pw}@ch01:9000/default", "amqps://{u}:{pw}@rabbit.acme.example:5671/prod",
    "nats://{u}:{pw}@nats01:4222", "neo4j+s://{u}:{pw}@graph.acme.example:7687",
    "mqtts://{u}:{pw}@broker.acme.example:8883", "trino://{u}:{pw}@trino.acme.example:443/hive",
    "firebird://{u}:{pw}@fb01:3050//data/erp.fdb", "smtps://{u}:{pw}@smtp.acme.example:465",
    "jdbc:sqlserver://sql02:1433;databaseName=Inventory;user={u};password={pw};encrypt=true",
    "Host=pg09;Port=5432;Database=shop;Username={u};Password={pw};SSL Mode=Require",
    "influxdb://{u}:{pw}@influx01:8086/telegraf", "git+https://{u}:{pw}@git.acme.example/pkg/tools.git#egg=tools",
    "mysql+pymysql://{u}:{pw}@db02/crm?charset=utf8mb4",
]  # fmt: skip
_URL_CONTEXT = [
    "SQLALCHEMY_DATABASE_URI = '{c}'", "Linear DATA-77: the connector fails with {c}",
    "Sentry breadcrumb: connecting to {c}", "docker-compose.yml\n    environment:\n      - BROKER_URL={c}",
    "Caused by: java.sql.SQLException: Login failed ({c})", "{c}", "WhatsApp — Rangi: use {c} for the replica",
    "airflow connections add warehouse --conn-uri '{c}'", "Helm values\nexternalDatabase:\n  url: {c}",
    "de ferbining {c} docht it net", "fifandraisana: {c}",
]  # fmt: skip
_connection_strings = _framed_logins("connection_string", _URLS, _URL_CONTEXT)


def _workos(g: random.Random) -> str:
    raw = f"key_01{_r(g, CROCKFORD, 24)},{_r(g, ALNUM, 30)}"
    return "sk_live_" + base64.b64encode(raw.encode()).decode().rstrip("=")


def _tinybird(g: random.Random) -> str:
    body = v.b64url({"u": v.uuid4(g), "id": v.uuid4(g), "host": "gcp-europe-west3"})
    return f"p.{body}.{_r(g, URLSAFE, 43)}"


def _wix(g: random.Random) -> str:
    head = v.b64url({"kid": _r(g, LOWER_DIGITS, 8), "alg": "RS256"})
    body = v.b64url({"data": json.dumps({"tenant": {"id": v.uuid4(g), "type": "ACCOUNT"}}),
                     "iat": 1_795_000_000 + g.randrange(10**6)})  # fmt: skip
    return f"IST.{head}.{body}.{_r(g, URLSAFE, 342)}"


def _two_uuids(g: random.Random) -> str:
    return v.uuid4(g) + "-" + v.uuid4(g).replace("-", "")[:32]


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_VENDORS: list[tuple[str, str, Maker, bool]] = [
    ("Inngest", "INNGEST_SIGNING_KEY", _j("signkey-prod-", (HEX, 64)), True),
    ("Trigger.dev", "TRIGGER_SECRET_KEY", _j("tr_prod_", (ALNUM, 20)), True),
    ("Courier", "COURIER_AUTH_TOKEN", _j("pk_prod_", (UPPER_DIGITS, 28)), True),
    ("WorkOS", "WORKOS_API_KEY", _workos, True),
    ("Axiom", "AXIOM_TOKEN", lambda g: "xaat-" + v.uuid4(g), True),
    ("Honeybadger", "HONEYBADGER_PERSONAL_AUTH_TOKEN", _j("hbp_", (ALNUM, 36)), True),
    ("Weblate", "WEBLATE_API_KEY", _j("wlu_", (ALNUM, 40)), True),
    ("GitBook", "GITBOOK_API_TOKEN", _j("gb_api_", (ALNUM, 40)), True),
    ("Transifex", "TX_TOKEN", _j("1/", (HEX, 40)), True),
    ("DeepL", "DEEPL_AUTH_KEY", lambda g: v.uuid4(g) + ":fx", True),
    ("Baidu Qianfan", "QIANFAN_API_KEY", _j("bce-v3/ALTAK-", (ALNUM, 21), "/", (HEX, 40)), True),
    ("Browserbase", "BROWSERBASE_API_KEY", _j("bb_live_", (URLSAFE, 27)), True),
    ("E2B", "E2B_API_KEY", _j("e2b_", (HEX, 40)), True),
    ("Mem0", "MEM0_API_KEY", _j("m0-", (ALNUM, 40)), True),
    ("GoldRush (Covalent)", "GOLDRUSH_API_KEY", _j("cqt_", (ALNUM, 28)), True),
    ("Ory Network", "ORY_PROJECT_API_KEY", _j("ory_pat_", (ALNUM, 32)), True),
    ("Tinybird", "TB_TOKEN", _tinybird, True),
    ("Zhipu AI", "ZHIPUAI_API_KEY", _j((HEX, 32), ".", (ALNUM, 16)), True),
    ("Elastic Cloud Serverless", "ELASTIC_API_KEY", _j("essu_", (B64, 76), "=="), True),
    ("Nightfall", "NIGHTFALL_API_KEY", _j("NF-", (ALNUM, 32)), True),
    ("Checkly", "CHECKLY_API_KEY", _j("cu_", (HEX, 32)), True),
    ("Rootly", "ROOTLY_API_TOKEN", _j("rootly_", (HEX, 64)), True),
    ("FireHydrant", "FIREHYDRANT_API_KEY", _j("fhb-", (HEX, 32)), True),
    ("Stability AI", "STABILITY_API_KEY", _j("sk-", (ALNUM, 48)), True),
    ("Wix", "WIX_API_KEY", _wix, True),
    ("Gemini exchange", "GEMINI_API_KEY", _j("account-", (ALNUM, 20)), True),
    ("Percy", "PERCY_TOKEN", _j("web_", (HEX, 64)), True),
    ("LambdaTest", "LT_ACCESS_KEY", _j("LT_", (ALNUM, 43)), True),
    ("FullStory", "FULLSTORY_API_KEY", _j("na1.", (B64, 92)), True),
    ("Retool", "RETOOL_API_TOKEN", _j("retool_", (ALNUM, 32)), True),
    ("Kraken", "KRAKEN_API_SECRET", _j((B64, 86), "=="), False),
    ("Semgrep", "SEMGREP_APP_TOKEN", _j((HEX, 64)), False),
    ("Bunny.net", "BUNNY_API_KEY", _two_uuids, False),
    ("Upstash Redis", "UPSTASH_REDIS_REST_TOKEN", _j("A", (B64, 63), "="), False),
    ("Cloudsmith", "CLOUDSMITH_API_KEY", _j((HEX, 40)), False),
    ("Expo", "EXPO_TOKEN", _j((URLSAFE, 40)), False),
    ("Hasura", "HASURA_GRAPHQL_ADMIN_SECRET", _j((ALNUM, 48)), False),
    ("Lokalise", "LOKALISE_API_TOKEN", _j((HEX, 40)), False),
    ("Crowdin", "CROWDIN_PERSONAL_TOKEN", _j((HEX, 80)), False),
    ("Infura", "INFURA_API_KEY_SECRET", _j((HEX, 32)), False),
    ("Pusher", "PUSHER_APP_SECRET", _j((HEX, 20)), False),
    ("Agora", "AGORA_APP_CERTIFICATE", _j((HEX, 32)), False),
    ("Daily", "DAILY_API_KEY", _j((HEX, 64)), False),
    ("Sendbird", "SENDBIRD_API_TOKEN", _j((HEX, 40)), False),
    ("Typesense", "TYPESENSE_API_KEY", _j((ALNUM, 32)), False),
    ("Mixpanel", "MIXPANEL_SERVICE_ACCOUNT_SECRET", _j((ALNUM, 32)), False),
    ("Better Stack", "BETTERSTACK_SOURCE_TOKEN", _j((ALNUM, 24)), False),
    ("Logz.io", "LOGZIO_TOKEN", _j((LOWER, 32)), False),
    ("Mattermost", "MATTERMOST_BOT_TOKEN", _j((LOWER_DIGITS, 26)), False),
    ("Webflow", "WEBFLOW_API_TOKEN", _j((HEX, 64)), False),
    ("BigCommerce", "BIGCOMMERCE_ACCESS_TOKEN", _j((LOWER_DIGITS, 31)), False),
    ("Smartsheet", "SMARTSHEET_ACCESS_TOKEN", _j((ALNUM, 37)), False),
    ("Strapi", "STRAPI_API_TOKEN", _j((HEX, 256)), False),
    ("Directus", "DIRECTUS_STATIC_TOKEN", _j((URLSAFE, 32)), False),
    ("Recurly", "RECURLY_API_KEY", _j((HEX, 32)), False),
    ("Wise", "WISE_API_TOKEN", v.uuid4, False),
    ("Lago", "LAGO_API_KEY", v.uuid4, False),
    ("Coda", "CODA_API_TOKEN", v.uuid4, False),
    ("Fivetran", "FIVETRAN_API_SECRET", _j((ALNUM, 32)), False),
    ("Koyeb", "KOYEB_TOKEN", _j((ALNUM, 64)), False),
    ("ScrapingBee", "SCRAPINGBEE_API_KEY", _j((UPPER_DIGITS, 80)), False),
    ("2Captcha", "TWOCAPTCHA_API_KEY", _j((HEX, 32)), False),
    ("Geoapify", "GEOAPIFY_API_KEY", _j((HEX, 32)), False),
    ("Kinde", "KINDE_CLIENT_SECRET", _j((ALNUM, 50)), False),
    ("Weights & Biases", "WANDB_API_KEY", _j((HEX, 40)), False),
]  # fmt: skip
_TOKEN_LABELLED = [
    "{env}={tok}", ".env.local\n# {vendor}\n{env}=\"{tok}\"", "fly secrets set {env}={tok}",
    "vercel env add {env} production <<< '{tok}'",
    "WhatsApp — Berdi: the {vendor} key is {tok}, put it in 1Password pls",
    "Linear INFRA-412: {vendor} integration broken, current key {tok} (copied from Mahlet's laptop)",
    "docker-compose.override.yml\n    environment:\n      {env}: {tok}",
    "kind: Secret\nmetadata:\n  name: {slug}\nstringData:\n  {env}: \"{tok}\"",
    "resource \"github_actions_secret\" \"{slug}\" {{\n  secret_name     = \"{env}\"\n  plaintext_value = \"{tok}\"\n}}",
    "configuration.nix\n  environment.variables.{env} = \"{tok}\";",
    "config.toml\n[{slug}]\napi_key = \"{tok}\"",
    "Hi Fenna,\n\nthe {vendor} credentials for the pilot: {tok}\n\nKind regards, Rivo",
    "Incident 2026-11-21: {vendor} key {tok} leaked through a public Postman collection",
    "remember my {vendor} API key: {tok}", "Notion › Integrations › {vendor}: `{tok}`",
    "GitHub Actions log (mask missing): {env}={tok}", "launchctl setenv {env} {tok}",
    "setx {env} \"{tok}\"", "$env:{env} = \"{tok}\"",
    "lakilen'ny API {vendor}: {tok}", "kle API {vendor} a: {tok}", "{vendor} API-kaai: {tok}",
    "{vendor} API ачкычы: {tok}", "te kī API o {vendor}: {tok}", "ang API key sa {vendor} kay {tok}",
    "mifteya API ya {vendor}: {tok}", "la API key de {vendor} es {tok}", "{vendor}-API-Schlüssel: {tok}",
    "{vendor}のAPIキーは{tok}です", "{vendor} 的 API 密钥：{tok}", "{vendor} API 키는 {tok}",
    "klucz API do {vendor}: {tok}", "chave da API do {vendor}: {tok}", "ключ API {vendor}: {tok}",
]  # fmt: skip
_TOKEN_BARE = [
    "{tok}", "found this in an old gist: {tok}", "{tok} ← still live?", "```\n{tok}\n```",
    "is this one revoked? {tok}", "paste:\n{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    """Credentials inside something larger: SDK calls, RPC URLs, key files, credential JSON."""
    ec_body = [_r(rng, B64, 64) for _ in range(3)]
    ec_key = "\\n".join(
        ["-----BEGIN EC PRIVATE KEY-----", *ec_body, "-----END EC PRIVATE KEY-----"]
    )
    org, key_id = v.uuid4(rng), v.uuid4(rng)
    coinbase = f'cdp_api_key.json\n{{"name": "organizations/{org}/apiKeys/{key_id}", "privateKey": "{ec_key}\\n"}}'
    modal_secret = _j("as-", (ALNUM, 22))(rng)
    okx_secret = _r(rng, UPPER_HEX, 32)
    plivo_token = _r(rng, ALNUM, 40)
    vonage_secret = _r(rng, ALNUM, 16)
    alchemy = _r(rng, URLSAFE, 32)
    helius = v.uuid4(rng)
    quicknode = _r(rng, HEX, 40)
    wg_key = base64.b64encode(rng.randbytes(32)).decode()
    return [
        Sample("vendor_token", coinbase, ec_body[1]),
        Sample("vendor_token", f"$ modal token set --token-id ak-{_r(rng, ALNUM, 22)} --token-secret {modal_secret}", modal_secret),
        Sample("vendor_token", f"OKX_API_KEY={v.uuid4(rng)}\nOKX_SECRET_KEY={okx_secret}\nOKX_PASSPHRASE={_plain_pw(rng)}", okx_secret),
        Sample("vendor_token", f'client = plivo.RestClient(auth_id="MA{_r(rng, UPPER_DIGITS, 18)}", auth_token="{plivo_token}")', plivo_token),
        Sample("vendor_token", f"VONAGE_API_KEY={_r(rng, HEX, 8)}\nVONAGE_API_SECRET={vonage_secret}", vonage_secret),
        Sample("vendor_token", f"ETH_RPC_URL=https://eth-mainnet.g.alchemy.com/v2/{alchemy}", alchemy),
        Sample("vendor_token", f"const conn = new Connection('https://mainnet.helius-rpc.com/?api-key={helius}')", helius),
        Sample("vendor_token", f"solana config set --url https://icy-rough-pond.solana-mainnet.quiknode.pro/{quicknode}/", quicknode),
        Sample("vendor_token", f"/etc/wireguard/wg0.conf\n[Interface]\nPrivateKey = {wg_key}\nAddress = 10.8.0.2/32", wg_key),
    ]  # fmt: skip


def _vendor_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    for vendor, env, make, shaped in v.cycle(rng, _VENDORS, n - len(out)):
        tok = make(rng)
        template = rng.choice(_TOKEN_LABELLED + _TOKEN_BARE * shaped)
        slug = "".join(c if c.isalnum() else "_" for c in vendor.lower())
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE = ["{t}", "Discord — Sione: {t} works on my side", "{t}\n^ from the onboarding email, integration secret",
         "keep this: {t}", "\"{t}\",", "{t} (prod, don't use in tests)", "copied from the dashboard: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 24), "~", (URLSAFE, 20)), _j((B64, 60), "="),
                _j((UPPER_DIGITS, 20), ".", (LOWER_DIGITS, 40)), _j((ALNUM, 56))]  # fmt: skip
_bare_tokens = _family(
    "bare_token", _BARE, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_KEYS = {  # template: the key's length in hex digits
    "AES-256 key for the backup bucket (hex): {h}": 64,
    "OUTLINE_SECRET_KEY={h}": 64,
    "N8N_ENCRYPTION_KEY={h}": 48,
    "Mahlet sent the KEK over WhatsApp: {h}": 64,
    "ENCRYPTION_MASTER_KEY: \"{h}\"": 64,
    "fersiferingskaai: {h}": 64,
    "lakile fanafenana: {h}": 64,
    "the 256-bit AES key you asked me to remember is {h}": 64,
    "{h}  ← Ilnur's signing key, keep it offline": 64,
}  # fmt: skip


def _hex_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_KEYS[template])
    return {"h": key.upper() if i % 4 == 1 else key}


_hex_keys = _family("hex_key", list(_HEX_KEYS), _hex_fields, "h")


_JWT_TEMPLATES = [
    "MOTHERDUCK_TOKEN={t}", "Temporal Cloud API key (90 days): {t}", "X-N8N-API-KEY: {t}",
    "Cookie: access_token={t}; Secure; SameSite=Lax", "wss://rt.acme.example/socket?token={t}",
    "curl -H \"Authorization: Bearer {t}\" https://hasura.acme.example/v1/graphql",
    "sessionStorage.setItem('auth', '{t}')", "Prismic permanent access token → {t}",
]  # fmt: skip


def _jwt_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    now = 1_795_400_000 + 3_313 * i
    alg = ["HS256", "RS256", "ES256", "HS512"][i % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng), "iat": now, "exp": now + 7_776_000}
    if "MOTHERDUCK" in template:
        claims = {"session": f"{rng.choice(_USERS)}.acme.example", "email": "rivo@acme.example",
                  "userId": v.uuid4(rng), "iat": now, "iss": "md_pat"}  # fmt: skip
    elif "hasura" in template:
        claims["https://hasura.io/jwt/claims"] = {"x-hasura-default-role": "user",
                                                  "x-hasura-user-id": str(rng.randrange(10**5))}  # fmt: skip
    sig = _r(rng, URLSAFE, 43 if alg.startswith("HS") else 86)
    return {"t": f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{sig}"}


_jwts = _family("jwt", _JWT_TEMPLATES, _jwt_fields, "t")


_PEM_FRAMES = {  # template: the key's kind and what joins its lines there
    "App Store Connect key AuthKey_{kid}.p8 (for fastlane):\n{key}": ("PRIVATE KEY", "\n"),
    "ssl_certificate_key contents, /etc/ssl/private/intranet.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "helm install idp ./chart --set-string saml.signingKey=\"{key}\"": ("RSA PRIVATE KEY", "\\n"),
    "Linear SEC-41: the old deploy key is still in infra/ansible/files/id_ecdsa:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "docker secret create tls_key - <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Kia ora Aroha,\n\nhere's the key for the signing box; the passphrase comes by Signal.\n\n{key}\n\nRangi": ("ENCRYPTED PRIVATE KEY", "\n"),
    "terraform.tfvars\nssh_private_key = <<-EOT\n  {key}\nEOT": ("OPENSSH PRIVATE KEY", "\n  "),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAaAAAABNlY2RzYS",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg"}  # fmt: skip


def _pem_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    kind, glue = _PEM_FRAMES[template]
    lines = [_r(rng, B64, 64) for _ in range(5 + i % 3)]
    start = _PEM_STARTS.get(kind, "MIIE")
    lines[0] = start + lines[0][len(start) :]
    lines[-1] = lines[-1][: rng.randrange(16, 56)] + "="
    block = glue.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {
        "key": block,
        "kid": _r(rng, UPPER_DIGITS, 10),
        "secret": lines[1 + i % (len(lines) - 2)],
    }


_pem_keys = _family("pem_private_key", list(_PEM_FRAMES), _pem_fields, "key")


_SEED_CONTEXT = {  # template: the word list's language
    "Ledger recovery sheet (copied before I shred it): {p}": "english",
    "Phantom wallet secret phrase\n{p}": "english",
    "remember my Exodus backup words: {p}": "english",
    "Electrum seed → {p}": "english",
    "Keplr mnemonic, dictated: {p}": "english",
    "WhatsApp — Sione: these are the words for the Rabby wallet {p}": "english",
    "frase semilla de la billetera fría: {p}": "spanish",
    "mots de la seed Coinomi : {p}": "french",
    "parole di recupero (wallet Ledger): {p}": "italian",
    "palavras de recuperação da carteira Exodus: {p}": "portuguese",
    "obnovovací fráze peněženky: {p}": "czech",
    "mnemonic.txt\n{p}": "english",
}  # fmt: skip


def _seed_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    entropy = rng.randbytes([16, 32, 24, 16][i % 4])  # 12, 24, 18 or 12 words
    words = str(Mnemonic(_SEED_CONTEXT[template]).to_mnemonic(entropy)).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " ".join(w.capitalize() for w in words),
        "; ".join(words),
    ]
    return {"p": layouts[0 if "dictated" in template else i % len(layouts)]}


_seed_phrases = _family("seed_phrase", list(_SEED_CONTEXT), _seed_fields, "p")


_CARD_CONTEXT = [
    "WhatsApp to Aroha: use my card for the flights, {c} exp {mm}/{yy}",
    "remember my Visa for online orders: {c}, expires {mm}/{yy}",
    "Linear SUP-902: customer pasted a full card number {c} in the support chat, purge the transcript",
    "[voice] card number {c} expiry {mm} {yy}", "company card for the Hetzner invoice: {c}",
    "nimero karatra {c}, tapitra {mm}/{yy}", "nimewo kat la se {c}, ekspirasyon {mm}/{yy}",
    "kaartnûmer {c} jildich oant {mm}/{yy}", "номер карты {c} до {mm}/{yy}",
    "カード番号 {c} 有効期限 {mm}/{yy}", "número de la tarjeta {c}, vence {mm}/{yy}", "numer karty {c} ważna do {mm}/{yy}",
]  # fmt: skip


def _card_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    number = v.card(rng, list(v.CARD_BRANDS)[(i * 3 + 1) % len(v.CARD_BRANDS)])
    shown = v.grouped(number, [" ", "-", "", ".", " "][i % 5], rng)
    return {"c": shown, "mm": f"{1 + (i * 7) % 12:02d}", "yy": str(27 + i % 6)}


_cards = _family("card_number", _CARD_CONTEXT, _card_fields, "c")


_CVV_CONTEXT = ["card {c} exp 02/29, CVV {cvv}", "the three digits on the back are {cvv}",
                "CVC: {cvv} (Mastercard ending in the usual)", "kòd sekirite a: {cvv}",
                "código de seguridad {cvv}", "Amex {c}, CID on the front {cvv}"]  # fmt: skip


def _cvv_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else ["visa", "mastercard", "jcb"][i % 3]
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = v.until(rng, _j((D, 4 if brand == "amex" else 3)), lambda s: s not in number + template)
    return {"c": number, "cvv": code}


_card_codes = _family("card_code", _CVV_CONTEXT, _cvv_fields, "cvv")


# Countries no earlier corpus used: BBAN shapes (a letter, n digit, c either).
_IBAN_SHAPES = {"BI": "n" * 23, "DJ": "n" * 23, "FK": "aa" + "n" * 12, "LC": "aaaa" + "c" * 24,
                "SD": "n" * 14, "SO": "n" * 19, "ST": "n" * 21, "YE": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip
_IBAN_CONTEXT = ["Invoice INV-88412 — please pay to {i} by the 15th", "my IBAN for the refund: {i}",
                 "WhatsApp — Mpho: send the deposit to {i}", "Beneficiary;IBAN\nT. Adeyemi;{i}",
                 "IBAN ho an'ny famindrana: {i}", "IBAN pou transfè a: {i}", "IBAN foar de oermaking: {i}",
                 "supplier changed banks, new IBAN {i} (verify by phone!)", "IBAN für die Kaution: {i}",
                 "IBAN pour le virement : {i}", "[dictated] the IBAN is {i}", "IBAN do pagamento: {i}"]  # fmt: skip


def _iban_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    number = v.iban_shaped(rng, list(_IBAN_SHAPES)[i % len(_IBAN_SHAPES)], _IBAN_SHAPES)
    return {"i": number if i % 3 == 1 else v.iban_spaced(number)}


_ibans = _family("iban", _IBAN_CONTEXT, _iban_fields, "i")


_TW_LETTERS = dict(zip("ABCDEFGHJKLMNPQRSTUVXYWZIO", range(10, 36), strict=True))


def _taiwan_id(g: random.Random) -> str:
    letter, body = g.choice(UPPER), g.choice("12") + _r(g, D, 7)
    code = _TW_LETTERS[letter]
    total = (
        code // 10
        + (code % 10) * 9
        + sum(int(c) * w for c, w in zip(body, range(8, 0, -1), strict=True))
    )
    return f"{letter}{body}{(10 - total % 10) % 10}"


def _emirates_id(g: random.Random) -> str:
    body = "784" + str(g.randrange(1970, 2008)) + _r(g, D, 7)
    number = body + luhn.calc_check_digit(body)
    return f"{number[:3]}-{number[3:7]}-{number[7:14]}-{number[14]}"


def _saudi_id(g: random.Random) -> str:
    body = "1" + _r(g, D, 8)
    return body + luhn.calc_check_digit(body)


def _kz_iin(g: random.Random) -> str:
    """A Kazakh IIN: birth date, century and sex, serial, and its two-pass mod-11 check."""
    while True:
        body = f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{g.choice('34')}{_r(g, D, 4)}"
        digits = [int(c) for c in body]
        check = sum(d * w for d, w in zip(digits, range(1, 12), strict=True)) % 11
        if check == 10:
            check = (
                sum(d * w for d, w in zip(digits, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2], strict=True))
                % 11
            )
        if check != 10:
            return body + str(check)


def _gb_upn(g: random.Random) -> str:
    body = _r(g, D, 12)
    return upn.calc_check_digit(body) + body


# phrasing: (a candidate maker, the check a real id passes); drawn until it passes
_ID_KINDS: dict[str, tuple[Maker, Callable[[str], bool]]] = {
    "UPN for the school census form: {s}": (_gb_upn, upn.is_valid),
    "my son's unique pupil number is {s}": (_gb_upn, upn.is_valid),
    "RIF personal: {s}": (lambda g: f"V-{_r(g, D, 8)}-{g.choice(D)}", rif.is_valid),
    "NIT (Guatemala) del contador: {s}": (lambda g: f"{_r(g, D, 7)}-{g.choice(D + 'K')}", gt_nit.is_valid),
    "NIT de persona natural (Colombia): {s}": (lambda g: f"{_r(g, D, 3)}.{_r(g, D, 3)}.{_r(g, D, 3)}-{g.choice(D)}", co_nit.is_valid),
    "RUT/NIT para la factura — {s}": (lambda g: f"{_r(g, D, 9)}-{g.choice(D)}", co_nit.is_valid),
    "Ghana TIN {s}": (lambda g: "P00" + _r(g, D, 7) + g.choice(D + "X"), gh_tin.is_valid),
    "身分證字號 {s}": (_taiwan_id, lambda s: True),
    "national ID (Taiwan) for the visa letter: {s}": (_taiwan_id, lambda s: True),
    "Emirates ID {s}": (_emirates_id, lambda s: True),
    "my Emirates ID number is {s}, expires 2029": (_emirates_id, lambda s: True),
    "رقم الهوية الوطنية: {s}": (_saudi_id, lambda s: True),
    "Saudi national ID for the Iqama form {s}": (_saudi_id, lambda s: True),
    "ИИН {s}": (_kz_iin, lambda s: True),
    "ЖСН: {s}": (_kz_iin, lambda s: True),
    "remember my social security number: {s}": (v.ssn_number, lambda s: True),
    "[voice] SSN is {s}": (v.ssn_number, lambda s: True),
    "numéro d'assurance sociale : {s}": (v.sin_number, lambda s: True),
    "NI number for payroll — {s}": (v.nino_number, lambda s: True),
    "CPF pro cadastro da farmácia: {s}": (v.cpf_number, lambda s: True),
    "DNI del inquilino {s}": (v.dni_number, lambda s: True),
    "passport no. for the booking: {s}": (lambda g: _r(g, UPPER, 2) + _r(g, D, 7), lambda s: True),
}  # fmt: skip
_national = _family(
    "national_id", list(_ID_KINDS), lambda g, i, t: {"s": v.until(g, *_ID_KINDS[t])}, "s"
)


_BACKUP_LISTS = ["Proton 2FA backup codes: {codes}", "Dropbox backup codes\n{codes}",
                 "kaody famerenana (Google):\n{codes}", "Steam Guard backup codes — {codes}",
                 "Discord 2FA backup code: {one}", "Reservecodes foar Microsoft\n{codes}"]  # fmt: skip
_OTP_SEEDS = ["otpauth://totp/Grafana:rivo?secret={s}&issuer=Grafana&digits=6",
              "TOTP seed for the shared AWS root: {s}", "2FA setup key (can't scan the QR): {s}",
              "kòd sekrè 2FA a: {s}"]  # fmt: skip
_CODE_LABELS = ["{c} is your Wise verification code", "Kode verifikasi WhatsApp kamu {c}",
                "Your Revolut code: {c}. Don't share it", "kaody fanamarinana: {c}"]  # fmt: skip


def _backup_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, [10, 12, 8][i % 3], (i + 2) % 4)
    listed = ", ".join(codes) if i % 2 else "\n".join(codes)
    one = _r(rng, LOWER_DIGITS, 4) + "-" + _r(rng, LOWER_DIGITS, 4)
    return {
        "codes": listed,
        "one": one,
        "secret": one if "{one}" in template else codes[i % len(codes)],
    }


_backup_codes = _family("backup_codes", _BACKUP_LISTS, _backup_fields, "codes")
_otp_seeds = _family(
    "otp_secret", _OTP_SEEDS, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 1)}, "s"
)
_otp_codes = _family("otp_code", _CODE_LABELS, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Spark-5G-88C1", "Vodafone-2.4G-7Q", "TP-Link_A3F0", "Digicel_WiFi_x9Kp", "Safaricom Home 4F",
          "Rangi's Pixel", "BELL412", "Livebox-3C7A"]  # fmt: skip
_WIFI = [
    "wifi at the bach: network {s}, password {pw}",
    "iwctl station wlan0 connect \"{s}\" --passphrase \"{pw}\"",
    "wpa_supplicant.conf\nnetwork={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "netsh wlan add profile ... <name>{s}</name> ... <keyMaterial>{pw}</keyMaterial>",
    "networking.wireless.networks.\"{s}\".psk = \"{pw}\";",
    "tambajotra {s}, tenimiafina wifi {pw}",
    "modpas wifi a: {pw}",
    "te kupuhipa wifi: {pw}",
    "пароль от вайфая на даче {pw}",
    "WLAN-Schlüssel fürs Gästenetz: {pw}",
    "the guest wifi is {s}, the key is {pw}",
    "Teams #office — Gulnara: 3rd floor wifi is {s}, passphrase {pw}",
    "note: grandma's wifi → {s} / {pw}",
]  # fmt: skip
_WIFI_WORDS = ["harbour", "kiwi", "pohutukawa", "tide", "ember", "reef", "kauri", "moss"]


def _wifi_key(rng: random.Random) -> str:
    """A password, or two words and four digits (as telco routers print them)."""
    words = rng.sample(_WIFI_WORDS, 2)
    printed = f"{words[0].capitalize()}{words[1].capitalize()}{_r(rng, D, 4)}"
    return _plain_pw(rng) if rng.random() < 0.5 else printed


_wifi = _family("wifi_key", _WIFI, _each(_wifi_key, s=_SSIDS), "pw")


_SPACED_MAKERS = [lambda g: "xaat-" + v.uuid4(g), _j("e2b_", (HEX, 40)), _j("hbp_", (ALNUM, 36)),
                  _j("ory_pat_", (ALNUM, 32)), _j((ALNUM, 32)), _j("wlu_", (ALNUM, 40))]  # fmt: skip
_SPACED = ["reading it out for you: {t}", "[dictation] {t}", "(spaced so the bot doesn't catch it) {t}",
           "letter foar letter: {t}", "isa tsirairay: {t}"]  # fmt: skip


def _spaced_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    token = _SPACED_MAKERS[i % len(_SPACED_MAKERS)](rng)
    if i % 5 == 4:  # read out in groups of five
        return {"t": " ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    sep = [" ", ".", " - ", "   ", "\n"][i % 5]
    return {"t": (" " if sep.strip() and sep.strip() in token else sep).join(token)}


_spaced_tokens = _family("spaced_token", _SPACED, _spaced_fields, "t")


_PINS = ["the garage keypad takes {pw}", "lockbox on the porch — {pw}", "alarm disarm code {pw} then OFF",
         "kòd pòt la se {pw}", "gym locker combination {pw}", "PIN of the new SIM card: {pw}"]  # fmt: skip


def _pin_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    if "combination" in template:
        return {"pw": "-".join(_r(rng, D, 2) for _ in range(3))}
    return {"pw": _r(rng, D, [4, 6, 4, 5][i % 4])}


_pins = _family("pin_code", _PINS, _pin_fields, "pw")


_PHRASE_WORDS = ["nimbus", "thicket", "gannet", "cobble", "lichen", "rook", "sedge", "tarn", "wren",
                 "skerry", "corrie", "machair", "drumlin", "esker", "scree", "moraine"]  # fmt: skip
_PASSPHRASES = {"VeraCrypt container passphrase: {p}": " ", "age identity passphrase → {p}": "-",
                "Bitwarden master passphrase (diceware): {p}": " ", "серсүз-җөмлә: {p}": " ",
                "wachtwurdsin: {p}": ".", "GPG passphrase for the release key\n{p}": " ",
                "restic repository passphrase = {p}": "_"}  # fmt: skip


def _phrase_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    return {"p": _PASSPHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + i % 4))}


_passphrases = _family("passphrase", list(_PASSPHRASES), _phrase_fields, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Caddyfile\nreverse_proxy backend:8080 {{\n  header_up Authorization \"Basic {v}\"\n}}": True,
    "Postman › Headers › Authorization: Basic {v}": True,
    "requests.get(url, headers={{\"Authorization\": \"Basic {v}\"}})": True,
    "PRIVATE-TOKEN: {v}": False,
    "fetch(url, {{ headers: {{ 'x-api-key': '{v}' }} }})": False,
    "wscat -c wss://rt.acme.example/socket -H 'Authorization: Token {v}'": False,
}  # fmt: skip


def _auth_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        return {"v": base64.b64encode(f"{rng.choice(_USERS)}:{_pw(rng)}".encode()).decode()}
    return {"v": _r(rng, [URLSAFE, ALNUM, HEX][i % 3], 40)}


_auth_headers = _family("auth_header", list(_AUTH), _auth_fields, "v")


_CONFIG = [
    "~/.m2/settings.xml\n<server>\n  <id>nexus</id>\n  <username>deploy</username>\n  <password>{pw}</password>\n</server>",
    "docker-compose.yml\n  mariadb:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "values.yaml (keycloak)\nauth:\n  adminUser: admin\n  adminPassword: {pw}",
    "terraform.tfvars\ndb_admin_password = \"{pw}\"",
    "group_vars/all/vault.yml (not encrypted yet!)\nvault_mysql_root_password: {pw}",
    "configuration.nix\n  services.grafana.settings.security.admin_password = \"{pw}\";",
    "settings.toml\n[database]\nhost = \"pg09\"\nuser = \"shop\"\npassword = \"{pw}\"",
    "redis.conf\nbind 0.0.0.0\nrequirepass {pw}",
    "pgbouncer/userlist.txt\n\"shop\" \"{pw}\"",
    "/etc/ppp/chap-secrets\nrivo * {pw} *",
    "appsettings.json\n\"Smtp\": {{ \"User\": \"alerts\", \"Password\": \"{pw}\" }}",
    "config/database.yml\nproduction:\n  adapter: postgresql\n  username: shop\n  password: {pw}",
    "hibernate.cfg.xml\n<property name=\"hibernate.connection.password\">{pw}</property>",
    "local_settings.py\nEMAIL_HOST_PASSWORD = '{pw}'",
    "/etc/rsyncd.secrets\nbackup:{pw}",
    "zabbix_server.conf\nDBUser=zabbix\nDBPassword={pw}",
]  # fmt: skip
_config = _family("config_file", _CONFIG, _each(_plain_pw), "pw")


_CHAT = [
    "pw is {pw} 🙏", "pass: {pw} (don't screenshot it)", "kupuhipa {pw} 👍", "modpas la: {pw} wi",
    "pass nako {pw} ha", "wachtwurd {pw} hear", "la contraseña {pw} jaja", "пасс {pw} не забудь",
    "şîfre {pw} 😉", "tenimiafina {pw} ok?", "パス {pw} だよ",
]  # fmt: skip
_chat = _family("chat_password", _CHAT, _each(_pw), "pw")


# Labels hidden by invisible characters, lookalike letters, fullwidth or mathematical forms, or an
# encoded separator.
_HIDDEN = [
    "pass\u00adword: {pw}", "pass\u200dword = {pw}", "passwοrd: {pw}", "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 → {pw}",
    "ｐｗｄ＝{pw}", "password%253D{pw}", "secret&#x3D;{pw}", "pаsswоrd: {pw}",
]  # fmt: skip
_hidden = _family("hidden_label", _HIDDEN, _each(_plain_pw), "pw")


def _hidden_token_fields(rng: random.Random, i: int, template: str) -> dict[str, str]:
    token = "xaat-" + v.uuid4(rng)
    return {"t": token[:9] + "\u200b" + token[9:24] + "\u2060" + token[24:]}


_hidden_token = _family("hidden_label", ["ＡＸＩＯＭ_ＴＯＫＥＮ={t}"], _hidden_token_fields, "t")

# How many samples each family draws (390 in all, heldout10's proportions).
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
    return [sample for family, n in _COUNTS.items() for sample in family(rng, n)]


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the Proxmox host is": "{s}", "NAS pw:": "{s} (the new one)", "tenimiafina": "{s}",
    "breakglass password": "{s}\nrotate after the pentest", "wachtwurd:": "{s}", "modpas": "{s}",
    "Kennwort fürs Gästekonto:": "{s}", "iLO password": "{s}",
    "the password Mahlet read out on the call was": "{s}, I think", "серсүз:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Axiom API token", "{s}", lambda g: "xaat-" + v.uuid4(g)),
    ("split_token", "Inngest signing key:", "{s} (prod)", _j("signkey-prod-", (HEX, 64))),
    ("split_token", "Kraken API secret", "{s}", _j((B64, 86), "==")),
    ("split_seed", "wallet words", "{s}", lambda g: v.seed_phrase(g, 12, "spanish")),
    ("split_card", "card number", "{s} exp 08/30", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(v.iban_shaped(g, "SO", _IBAN_SHAPES))),
    ("split_backup", "Dropbox backup codes", "{s}\n51730284\n90264817", _j((D, 8))),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Emirates ID", "{s}", _emirates_id),
    ("split_phrase", "VeraCrypt passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _plant(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret from ``make`` where it says {s}, and that secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Fields written together: the first ends in a label, the second starts with the secret."""
    rng = random.Random(SEED + 1)
    password_rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()]
    return [
        FieldPair(cls, first, *_plant(rng, second, make))
        for cls, first, second, make in password_rows + _SPLIT_OTHERS
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"nvr": {"host": "10.0.4.20", "admin_pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"tenimiafina": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"username": "rivo", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"replicas": [{"host": "ch01"}, {"host": "ch02", "clickhouse_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"args": ["--user", "svc-etl", "--password={s}"]}': ("meta_password", _plain_pw),
    '{"note": "modpas la se {s}"}': ("meta_password", _plain_pw),
    '{"wachtwurd": "{s}"}': ("meta_password", _plain_pw),
    '{"voice": "log in as aroha and the password is {s}"}': ("meta_password", _plain_pw),
    '{"axiom": {"token": "{s}"}}': ("meta_token", lambda g: "xaat-" + v.uuid4(g)),
    '{"weblateApiKey": "{s}"}': ("meta_token", _j("wlu_", (ALNUM, 40))),
    '{"inngestSigningKey": "{s}"}': ("meta_token", _j("signkey-prod-", (HEX, 64))),
    '{"request": {"headers": {"PRIVATE-TOKEN": "{s}"}}}': ("meta_token", _j((URLSAFE, 40))),
    '{"billing": {"card_number": "{s}", "expiry": "11/29"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"bank": {"iban": "{s}"}}': ("meta_iban", lambda g: v.iban_shaped(g, "YE", _IBAN_SHAPES)),
    '{"applicant": {"emirates_id": "{s}"}}': ("meta_id", _emirates_id),
    '{"2fa": {"backup_codes": ["{s}", "60418273", "29574106"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: v.seed_phrase(g, 12, "english")),
    '{"outline_secret_key": "{s}"}': ("meta_key", v.hex_key),
    '{"garage": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Spark-5G-88C1", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    planted = [(cls, *_plant(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in planted]


_PNPM_SHA512 = base64.b64encode(hashlib.sha512(b"zod-4.1.12.tgz").digest()).decode()
_POETRY_SHA256 = hashlib.sha256(b"httpx-0.28.1-py3-none-any.whl").hexdigest()
_GO_SUM = base64.b64encode(hashlib.sha256(b"golang.org/x/net v0.44.0").digest()).decode()
_DIGEST = hashlib.sha256(b"registry.acme.example/api:4.2.0").hexdigest()
_COMMIT = hashlib.sha1(b"handle empty webhook payloads", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pin keycloak to 26.4", usedforsecurity=False).hexdigest()[:10]

CLEAN = [
    "Remind me to change my work password before it expires on 2026-12-08.",
    "Rangi asked where the wifi password is: it's on the card stuck to the fridge.",
    "Password rules from IT: 15 characters minimum, no rotation unless there's a breach.",
    "Please stop sending passwords over WhatsApp; use the vault's share link instead.",
    "In .env.sample, `WORKOS_API_KEY=<your-workos-key>` is a placeholder; copy it to .env and fill in your own.",
    "The chart's default `adminPassword: changeme` is only a placeholder; override it in your values file.",
    "Replace <your-token> in the README example with a token from Settings → Developer.",
    "INNGEST_SIGNING_KEY and INNGEST_EVENT_KEY must both be set in production.",
    "Ny tenimiafina dia tokony ho litera 12 farafahakeliny.",
    "Pa janm pataje modpas ou ak pèsonn.",
    "Açar sözüňizi hiç kime aýtmaň.",
    "Jecha darbii kee nama biraatti hin himin.",
    "Kaua e tuku i tō kupuhipa ki tētahi atu.",
    "Jo wachtwurd moat op syn minst 12 tekens lang wêze.",
    "Серсүзегезне беркемгә дә әйтмәгез.",
    "Musa ukwabelana ngegama lakho lokugqitha nomnye umntu.",
    "Se ke wa arolelana phasewete ya hao le motho.",
    "Ayaw ipakita ang imong password sa uban.",
    "Şîfreya xwe bi kesî re parve neke.",
    "Olvidé la contraseña del correo, ya pedí un enlace para restablecerla.",
    "Bitte das Kennwort nie per Mail schicken.",
    "Upgraded Keycloak from 25.0.6 to 26.4.2 and Postgres to 17.6 on staging.",
    f"Commit {_COMMIT} handles empty webhook payloads.",
    f"Rolled back to {_SHORT} after the Keycloak pin broke login.",
    f"pnpm-lock.yaml: resolution: {{integrity: sha512-{_PNPM_SHA512}}}",
    f'poetry.lock: {{file = "httpx-0.28.1-py3-none-any.whl", hash = "sha256:{_POETRY_SHA256}"}}',
    f"go.sum: golang.org/x/net v0.44.0 h1:{_GO_SUM}",
    f"The api image is pinned to registry.acme.example/api@sha256:{_DIGEST}.",
    "Request id 9d2e4c7a-1f3b-4a6e-8c05-7b1d2e3f4a5c shows the 502 from the gateway.",
    "Order 114-5093827-6621470 arrives Thursday.",
    "Linear ENG-2210: Metabase dashboards time out after the upgrade.",
    "Call the Toamasina office on +261 20 53 312 45 after 9.",
    "DHL waybill 4417 8820 93 is stuck in Leipzig.",
    "Model: Synology DS923+, DSM 7.2.2.",
    "Ubiquiti U7 Pro firmware 8.0.19 fixed the roaming bug.",
    "Login attempts are now limited to 10 per 15 minutes per account.",
    "The model's context is 128k tokens; our prompts average 6,000.",
    "The secret of a good hāngī is patience.",
    "Ask the property manager for the garage code, I never got it.",
    "The card ending 4410 expired, the new one arrives next week.",
    "The IBAN box on the bank's form only takes capital letters.",
    "Print your recovery codes and keep them with your passport.",
    "No one from support will ever ask for your seed phrase.",
    "Use `PGPASSFILE` so the password never lands in shell history.",
    "The keypad on the back door beeps twice when the battery is low.",
    "Release 2.4.0-beta.3 fixes the token refresh race.",
    "Tenant id 3a7f9c21-8e4d-4b6a-9f10-2c5d8e7b1a04 appears in every URL; it is not a secret.",
    "The café wifi 'Jacmel Kafe' is open, no password.",
    "ISBN 978-0-262-04630-5 is the copy of the algorithms book on my shelf.",
    "Retro moved to 2026-12-03 14:00 NZDT, room Kauri.",
    "We switched PASSWORD_HASHERS to scrypt last sprint.",
    "The authenticator shows a new 6-digit code every 30 seconds.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2026-11-02T08:15:00Z", "password_expiry_days": 0}',
    '{"secret_ref": "vault:kv/data/inngest", "rotation": "monthly"}',
    f'{{"commit": "{_COMMIT}", "pipeline": 88123}}',
    f'{{"sha256": "{_POETRY_SHA256}", "package": "httpx", "version": "0.28.1"}}',
    '{"ticket": "ENG-2210", "order": "114-5093827-6621470"}',
    '{"device": {"model": "DS923+", "dsm": "7.2.2"}}',
    '{"phone": "+261 20 53 312 45", "city": "Toamasina"}',
    '{"totp_enabled": true, "backup_codes_remaining": 8, "max_tokens": 6000}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
