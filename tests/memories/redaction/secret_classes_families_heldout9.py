# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, ninth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
issue 46 §3, the eighth held-out corpus as a format example, the fifth to seventh for the wordings,
languages, tools and vendors already used (to use others), and the value helpers
(`secret_classes_values.py`), never `memories/redaction/`, the tuning corpora nor the offline
miner. Its own seed, password words, templates, tools, vendors and layouts, the way people leak
secrets into an assistant's memory: Teams and Slack pastes, notes to self, incident write-ups, Jira
tickets, e-mails, runbooks, shell history, Docker, Kubernetes, Terraform and Ansible snippets, CI
logs, .env files, app configs, README fragments, voice-dictated text. About 60 % English (or
language-neutral config and shell), the rest in Uzbek, Luxembourgish, Slovak, Nepali, Marathi,
Telugu, Sinhala, Zulu, Cantonese, Swiss German, European Portuguese and Hinglish (first used
here), and Malay, Albanian, Azerbaijani, Welsh, Belarusian, Amharic, Khmer, French, German,
Russian, Japanese, Chinese, Italian, Polish and Spanish in wordings of its own. Vendors and tools
are ones heldouts 5 to 8 do not use. Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from functools import partial
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.be import bis
from stdnum.ca import bc_phn
from stdnum.cu import ni as cu_ni
from stdnum.do import cedula
from stdnum.gb import utr
from stdnum.in_ import epic, vid
from stdnum.lv import pvn
from stdnum.mu import nid
from stdnum.mx import rfc
from stdnum.pe import cui
from stdnum.pk import cnic
from stdnum.pt import cc
from stdnum.ru import inn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 6_392_847
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS, URLSAFE, B64 = LOWER + D, UPPER + D, ALNUM + "-_", ALNUM + "+/"

_r, _cycle, _j, _until, _b64url = v.r, v.cycle, v.token, v.until, v.b64url
_fill, _framed, _uuid = v.fill, v.framed, partial(v.uuid4, variant="b")
Maker = v.Maker
Family = Callable[[random.Random, int], list[Sample]]
# a sample's fields and its secret, drawn for its index and template
Draw = Callable[[random.Random, int, str], tuple[dict[str, str], str]]


def _family(cls: str, templates: list[str], draw: Draw) -> Family:
    """Samples of ``cls``: the templates in shuffled passes, each filled by ``draw``."""

    def make(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for i, template in enumerate(_cycle(rng, templates, n)):
            fields, secret = draw(rng, i, template)
            out.append(Sample(cls, template.format(**fields), secret))
        return out

    return make


def _filled(cls: str, templates: list[str], value: Maker, **fixed: list[str]) -> Family:
    """Samples of ``cls`` whose ``{pw}`` is a fresh ``value`` (``v.fill``)."""
    return lambda rng, n: _fill(rng, cls, templates, n, value, **fixed)


def _one(field: str, value: str) -> tuple[dict[str, str], str]:
    return {field: value}, value


_WORDS = ["Rutabaga", "Albatross", "Pangolin", "Fennec", "Jicama", "Plover", "Vicuna", "Mangosteen",
          "Quetzal", "Salsify", "Kinkajou", "Bilberry", "Tuatara", "Cassoulet", "Gharial", "Loquat",
          "Numbat"]  # fmt: skip
_NAMES = ["Siti", "Arben", "Leyla", "Dilnoza", "Gwyneth", "Mireille", "Zuzana", "Anil", "Priya",
          "Tharindu", "Abebe", "Sokha", "Thandiwe", "Ruedi", "Ines"]  # fmt: skip
_LEET = ["R3dK1t3", "P4ng0l1n", "Alb4tr0ss", "Qu3tz4l", "Num8at", "L0qu4t", "K1nk4j0u"]
_PLACES = ["Kathmandu", "Tirana", "Baku", "Samarkand", "Cardiff", "Bratislava", "Hrodna", "Pune",
           "Kandy", "Gondar", "Durban"]  # fmt: skip
_WALKS = ["1qaz@WSX", "Zaq1@wsx", "!QAZ2wsx", "qweASD", "Asdf;lkj", "Mnbv0987"]


def _pw(rng: random.Random, *, url_safe: bool = False) -> str:
    """A password as people pick them: a pet and a year, a generated one, a keyboard walk, a name
    and a birthday, a city and a number, leet, words glued together."""
    symbols = "-_.~" if url_safe else "!@#%&*+=?-_.$"
    style = rng.randrange(9)
    if style == 0:
        return rng.choice(_WORDS) + str(rng.randrange(1979, 2027)) + rng.choice(symbols)
    if style == 1:
        alphabet = ALNUM + ("-_" if url_safe else "!#%&*+=?@")
        return _r(rng, alphabet, rng.randrange(16, 23))
    if style == 2:
        first, second = rng.sample(_WORDS, 2)
        return first.lower() + rng.choice(symbols) + second + _r(rng, D, 2)
    if style == 3:
        return rng.choice(_LEET) + _r(rng, D, 3) + rng.choice(symbols)
    if style == 4:
        walk = rng.choice(_WALKS)
        walk = "".join(c for c in walk if c.isalnum() or c in symbols) or walk
        return walk + _r(rng, D, 3) + rng.choice(UPPER)
    if style == 5:
        birthday = f"{rng.randrange(1, 29):02d}{rng.randrange(1, 13):02d}"
        return rng.choice(_NAMES) + birthday + rng.choice(symbols)
    if style == 6:
        return rng.choice(_PLACES) + rng.choice(symbols) + _r(rng, D, 4)
    if style == 7:
        return _r(rng, ALNUM, 7) + rng.choice(symbols) + _r(rng, D, 2) + _r(rng, UPPER, 1)
    return (
        rng.choice(_WORDS).lower()
        + rng.choice(_WORDS).upper()[:4]
        + rng.choice(symbols)
        + _r(rng, D, 2)
    )


def _url_pw(rng: random.Random) -> str:
    return _pw(rng, url_safe=True)


_LABELLED = [
    "Teams — Gwyneth Price 10:42\nthe recovery password for the Synology is {pw}, write it down somewhere safe",
    "notes from the handover call: DSM admin password = {pw}; 2FA lives on Ruedi's phone",
    "Subject: RE: ERP go-live\n\nHi all, the temporary password for everyone in finance is {pw} — you'll be asked to change it at first login.\n\nBest,\nMireille",
    "INCIDENT 2026-11-19 summary: the svc_reporting password ({pw}) sat on a public Confluence page for ~3 h; rotated 14:20 UTC.",
    "HELP-2291 · Reporter: Anil · Description: can't log into the kiosk, tried the password IT gave me last week ({pw})",
    "remember: router admin password changed to {pw} (the old one leaked)",
    "voice memo transcript: okay so the password for the school portal is {pw} I'll type it in later",
    "Runbook §4.2 Restore — unlock the LUKS volume, passphrase {pw}, then mount /srv/backup",
    "the password to get into Dad's laptop is {pw}", "Password hint for future me: it's literally {pw}",
    "Could you remind me later that the HOA portal password is {pw}?",
    "okay the password for the pharmacy app got reset, it's {pw} now",
    "README.md\n## Local development\nThe seeded admin user signs in with the password `{pw}`.",
    "PagerDuty note: iLO console password on db-07 is {pw}", "fyi Sokha changed the Zoom host password to {pw}",
    "We agreed the shared password for the conference-room iPad stays {pw} until January.",
    "Password (do NOT share outside the team!!) - {pw}", "printer web UI password was reset to {pw}",
    "My streaming password is {pw}, add it on the TV in the guest room",
    "Confluence › Lab access\nPassword: {pw} | Owner: Priya",
    "New-hire checklist, step 3: change the initial password ({pw}) on day one.",
    "I'll forget this, so: Steam password {pw}", "*Password*: {pw}",
    "kata laluan akaun bank saya ialah {pw}", "fjalëkalimi për llogarinë e punës: {pw}", "poçtun şifrəsi: {pw}",
    "yangi parol: {pw}", "y cyfrinair newydd yw {pw}", "d'Passwuert fir de Server ass {pw}",
    "prístupové heslo do systému: {pw}", "пароль да інтэрнэт-банкінгу: {pw}", "मेरो पासवर्ड {pw} हो",
    "नवीन पासवर्ड आहे {pw}", "నా పాస్‌వర్డ్ {pw}", "මුරපදය: {pw}", "የይለፍ ቃሉ {pw} ነው",
    "ពាក្យសម្ងាត់គឺ {pw}", "iphasiwedi entsha ithi {pw}", "a palavra-passe do portal das finanças é {pw}",
    "mot de passe admin de la Freebox : {pw}", "個密碼係 {pw}", "s'Passwort für s'Intranet isch {pw}",
    "NAS-Kennwort hab ich geändert, neu: {pw}", "пасс от админки: {pw}", "ログイン用のパスワード、{pw} にしといた",
    "登录口令：{pw}", "pwd del gestionale: {pw}", "hasło do banku zmienione na {pw}",
]  # fmt: skip


_labelled = _filled("labelled_password", _LABELLED, _pw)


_USERS = ["siti.a", "arben", "leyla.m", "dilnoza", "gwyn", "mireille.d", "zuzana", "anil.k",
          "svc-etl", "backup-op", "vagrant", "ec2-user", "postgres", "tharindu"]  # fmt: skip
_LOGINS = [
    "Teams DM from Arben: vpn login is {u}, pass {pw}", "creds for the vendor portal — user {u} pw {pw}",
    "ssh to the jump host as {u} (password {pw})",
    "Login details\nUsername: {u}\nPassword: {pw}\nPortal: https://hr.contoso.example",
    "| {u} | {pw} | pfSense web UI |", "can you log me in? it's {u} and the password is {pw}",
    "RDP to 10.12.0.5 as {u} / {pw}", "my uni login: {u} + {pw}", "test account for QA → {u}@lab.example / {pw}",
    "nama pengguna {u} kata laluan {pw}", "mon identifiant c'est {u} et le mdp {pw}", "utilizador {u} palavra-passe {pw}",
    "používateľ {u}, heslo {pw}", "istifadəçi adı: {u} şifrə: {pw}", "логин {u} пасс {pw}",
    "帐号：{u} 口令：{pw}", "Zugangsdaten: {u} / {pw}", "enw defnyddiwr {u}, cyfrinair {pw}",
]  # fmt: skip


_login_pairs = _filled("login_pair", _LOGINS, _pw, u=_USERS)


_SPELLED_WORDS = ["thunderbird", "shortbread", "sycamore", "bluebell", "mongoose", "clementine",
                  "blackcurrant", "nightjar", "teasel", "damson", "whinchat", "samphire"]  # fmt: skip
_SPELLED = [  # the secret is the word, or word and digits where the template joins them
    "the password is my cat's name, {w}, and then {d}",
    "voice note: password, all lower case, {w}, then the numbers {d}",
    "it's {w} with a capital first letter and then {d} — that's the Netflix password",
    "kata laluan: perkataan {w} diikuti nombor {d}",
    "le mdp c'est le mot {w} suivi de {d}",
    "a palavra-passe é a palavra {w} seguida de {d}",
    "heslo: slovo {w}, za tým čísla {d}",
    "Das Kennwort: erst das Wort {w}, dahinter {d}",
    "password for the old Dell is {w}{d}, all lowercase, easy",
    "password = the street we grew up on, {w}, plus {d}",
    "[dictated] the password is {w} spelled normally followed by {d}",
    "y cyfrinair yw'r gair {w} ac yna {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    w, d = _SPELLED_WORDS[i % len(_SPELLED_WORDS)], _r(rng, D, 2 + i % 3)
    return {"w": w, "d": d}, w + d if "{w}{d}" in template else w


_spelled = _family("spelled_password", _SPELLED, _spelled_draw)


_CLI = [
    "mount -t cifs //nas01/media /mnt/media -o username={u},password={pw},uid=1000",
    "lynx -auth={u}:{pw} https://intranet.corp.example/phonebook",
    "yt-dlp -u {u} -p {pw} https://learn.corp.example/course/42", "PASSPHRASE={pw} duplicity /home sftp://backup@nas02//srv/dup",
    "echo -n '{pw}' | cryptsetup luksOpen /dev/sdb1 vault -", "openconnect --user={u} --passwd-on-stdin vpn.corp.example <<< '{pw}'",
    "export https_proxy=http://{u}:{pw}@proxy.corp.example:3128",
    "dotnet nuget add source https://nuget.corp.example/v3/index.json -n corp --username {u} --password {pw} --store-password-in-clear-text",
    "./gradlew publish -PnexusUsername={u} -PnexusPassword={pw}", "isql-fb -user SYSDBA -password {pw} /var/lib/firebird/data/erp.fdb",
    "neo4j-admin dbms set-initial-password {pw}", "cypher-shell -a neo4j://graph01:7687 -u {u} -p {pw}",
    "rabbitmqadmin -H mq01 -u {u} -p {pw} list queues", "etcdctl --user root:{pw} --endpoints https://etcd1:2379 get / --prefix --keys-only",
    "openstack --os-username {u} --os-password {pw} server list", "GOVC_USERNAME={u} GOVC_PASSWORD={pw} govc ls /dc1/vm",
    "Connect-VIServer -Server vc01.corp.example -User {u} -Password '{pw}'", "ilorest login 10.0.7.21 -u {u} -p {pw}",
    "virt-customize -a jammy.qcow2 --root-password password:{pw}",
    "pct create 118 local:vztmpl/debian-12.tar.zst --hostname ci-runner --password {pw}",
    "packer build -var 'ssh_password={pw}' ubuntu.pkr.hcl", "terraform apply -var=\"db_password={pw}\" -auto-approve",
    "pulumi config set --secret dbPassword {pw}",
    "az vm create -g rg-lab -n vm01 --image Ubuntu2204 --admin-username {u} --admin-password '{pw}'",
    "gcloud sql users set-password root --host=% --instance=erp-db --password={pw}",
    "aws rds modify-db-instance --db-instance-identifier billing --master-user-password '{pw}' --apply-immediately",
    "echo '{pw}' | keepassxc-cli show ~/vault.kdbx 'Email/work'", "rar a -p{pw} invoices-2026.rar invoices/",
    "bundletool build-apks --bundle=app.aab --output=app.apks --ks=upload.jks --ks-pass=pass:{pw}",
    "xcrun altool --upload-app -f App.ipa -u dev@studio.example -p {pw}",
    "dotnet user-secrets set \"Smtp:Password\" \"{pw}\"", "psql -h pg03 -U postgres -c \"ALTER USER {u} WITH PASSWORD '{pw}';\"",
    "signtool sign /f codesign.pfx /p {pw} /tr http://timestamp.digicert.com setup.exe", "kadmin -p admin/admin -w {pw} -q listprincs",
    "x11vnc -display :0 -passwd {pw} -forever", "samba-tool user setpassword {u} --newpassword={pw}",
    "clickhouse-client --host ch02 --user {u} --password {pw} --query 'SELECT 1'",
    "openssl rsa -in server.key -passin pass:{pw} -out server.nopass.key",
]  # fmt: skip
_SHELL = [  # where a command line is pasted from
    "root@pve01:~# {c}",
    "➜  infra git:(main) ✗ {c}",
    "C:\\Users\\arben> {c}",
    ": 1795123456:0;{c}",
    "- name: bootstrap\n  ansible.builtin.shell: {c}",
    "RUN {c}",
    "GitLab job #88123 log:\n$ {c}",
    "Teams — Ruedi: just run {c} and tell me what it prints",
    "INFRA-512 comment: workaround is `{c}`",
    "(.venv) tharindu@lab:~/infra$ {c}",
    "Ruedi: lauf mal {c} und schick mir die Ausgabe",
    "catatan: jalankan {c} dulu",
    "poznámka: spusti `{c}` a počkaj",
    "commande lancée hier soir : {c}",
]


def _in_frames(cls: str, templates: list[str], frames: list[str]) -> Family:
    """Samples of ``cls`` (a user and a fresh URL-safe password each), each in one of ``frames``."""
    return lambda rng, n: _framed(rng, _fill(rng, cls, templates, n, _url_pw, u=_USERS), frames)


_cli = _in_frames("cli_password", _CLI, _SHELL)


_URLS = [
    "ibm_db_sa://{u}:{pw}@db2host:50000/SAMPLE",
    "firebird+fdb://{u}:{pw}@fb01:3050//data/erp.fdb", "neo4j+s://{u}:{pw}@graph.corp.example:7687",
    "http://{u}:{pw}@couch01:5984/_utils", "nats://{u}:{pw}@nats.internal:4222",
    "mqtts://{u}:{pw}@mqtt.farm.example:8883", "smtp://{u}:{pw}@mail.lumen.example:587",
    "imaps://{u}:{pw}@imap.mail.example:993", "influxdb://{u}:{pw}@influx01:8086/telegraf",
    "https://{u}:{pw}@opensearch.corp.example:9200", "vertica+vertica_python://{u}:{pw}@vert01:5433/dwh",
    "trino://{u}:{pw}@trino.corp.example:443/hive", "jdbc:sqlserver://sql02:1433;databaseName=HR;user={u};password={pw};encrypt=true",
    "redis-sentinel://:{pw}@sentinel1:26379/mymaster",
]  # fmt: skip
_URL_CONTEXT = ["SQLALCHEMY_DATABASE_URI = \"{c}\"", "hibernate.connection.url={c}",
                "Teams message: can't connect with {c} — timeout after 30 s", "  connection_string: {c}",
                "[ERROR] pool: connection refused for {c}", "DATA-77: please whitelist our IP, we use {c}",
                "{c}", "docker-compose.yml\n  environment:\n    - BROKER_URL={c}",
                "nova ligação à base de dados: {c}", "Verbindung klappt nicht mit {c}"]  # fmt: skip

_connection_strings = _in_frames("connection_string", _URLS, _URL_CONTEXT)


def _bedrock(rng: random.Random) -> str:
    raw = f"BedrockAPIKey-{_r(rng, LOWER_DIGITS, 4)}-at-{_r(rng, D, 12)}:{_r(rng, B64, 40)}"
    return "ABSK" + base64.b64encode(raw.encode()).decode()


def _cf_tunnel(rng: random.Random) -> str:
    secret = base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    raw = f'{{"a":"{_r(rng, HEX, 32)}","t":"{_uuid(rng)}","s":"{secret}"}}'
    return base64.b64encode(raw.encode()).decode()


def _teams_hook(rng: random.Random) -> str:
    return (
        f"https://contoso.webhook.office.com/webhookb2/{_uuid(rng)}@{_uuid(rng)}"
        f"/IncomingWebhook/{_r(rng, HEX, 32)}/{_uuid(rng)}"
    )


def _groups(alphabet: str, size: int, count: int, sep: str) -> Maker:
    return lambda g: sep.join(_r(g, alphabet, size) for _ in range(count))


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_VENDORS: list[tuple[str, str, Maker, bool]] = [
    ("crates.io", "CARGO_REGISTRY_TOKEN", _j("cio", (ALNUM, 32)), True),
    ("Akamai", "AKAMAI_CLIENT_TOKEN", _j("akab-", (LOWER_DIGITS, 16), "-", (LOWER_DIGITS, 16)), True),
    ("Amazon Bedrock", "AWS_BEARER_TOKEN_BEDROCK", _bedrock, True),
    ("Aiven", "AIVEN_SERVICE_PASSWORD", _j("AVNS_", (URLSAFE, 23)), True),
    ("MailerSend", "MAILERSEND_API_KEY", _j("mlsn.", (HEX, 64)), True),
    ("Mandrill", "MANDRILL_API_KEY", _j("md-", (URLSAFE, 22)), True),
    ("GoCardless", "GOCARDLESS_ACCESS_TOKEN", _j("live_", (URLSAFE, 40)), True),
    ("Paddle", "PADDLE_API_KEY", _j("pdl_live_apikey_", (LOWER_DIGITS, 26), "_", (ALNUM, 22), "_", (ALNUM, 3)), True),
    ("Mercado Pago", "MP_ACCESS_TOKEN", _j("APP_USR-", (D, 16), "-", (D, 6), "-", (HEX, 32), "-", (D, 9)), True),
    ("WooCommerce", "WC_CONSUMER_SECRET", _j("cs_", (HEX, 40)), True),
    ("Cerebras", "CEREBRAS_API_KEY", _j("csk-", (LOWER_DIGITS, 48)), True),
    ("Tavily", "TAVILY_API_KEY", _j("tvly-dev-", (ALNUM, 32)), True),
    ("Firecrawl", "FIRECRAWL_API_KEY", _j("fc-", (HEX, 32)), True),
    ("Jina AI", "JINA_API_KEY", _j("jina_", (HEX, 32), (URLSAFE, 28)), True),
    ("Voyage AI", "VOYAGE_API_KEY", _j("pa-", (URLSAFE, 43)), True),
    ("TeamCity", "TEAMCITY_TOKEN", _j("eyJ0eXAiOiAiVENWMiJ9.", (URLSAFE, 36), ".", (URLSAFE, 48)), True),
    ("Microsoft Teams webhook", "TEAMS_WEBHOOK_URL", _teams_hook, True),
    ("Pushbullet", "PUSHBULLET_TOKEN", _j("o.", (ALNUM, 32)), True),
    ("ntfy", "NTFY_TOKEN", _j("tk_", (LOWER_DIGITS, 29)), True),
    ("Cloudflare Tunnel", "TUNNEL_TOKEN", _cf_tunnel, True),
    ("Docker Swarm", "SWARM_WORKER_TOKEN", _j("SWMTKN-1-", (LOWER_DIGITS, 50), "-", (LOWER_DIGITS, 25)), True),
    ("k3s", "K3S_TOKEN", _j("K10", (HEX, 64), "::server:", (HEX, 32)), True),
    ("Exoscale", "EXOSCALE_API_KEY", _j("EXO", (HEX, 24)), True),
    ("Fauna", "FAUNA_SECRET", _j("fnA", (URLSAFE, 37)), True),
    ("Salesforce", "SF_ACCESS_TOKEN", _j("00D", (ALNUM, 12), "!AQ", (ALNUM + ".", 97)), True),
    ("DingTalk robot", "DINGTALK_WEBHOOK", _j("https://oapi.dingtalk.com/robot/send?access_token=", (HEX, 64)), True),
    ("Feishu bot", "FEISHU_WEBHOOK", lambda g: "https://open.feishu.cn/open-apis/bot/v2/hook/" + _uuid(g), True),
    ("WeCom bot", "WECOM_WEBHOOK", lambda g: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + _uuid(g), True),
    ("Miro", "MIRO_ACCESS_TOKEN", _j("eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_", (URLSAFE, 27)), True),
    ("Stytch", "STYTCH_SECRET", _j("secret-live-", (URLSAFE, 36)), True),
    ("Webex", "WEBEX_BOT_TOKEN", lambda g: _r(g, ALNUM, 64) + "_" + _r(g, UPPER_DIGITS, 4) + "_" + _uuid(g), True),
    ("Plex", "PLEX_TOKEN", _j((URLSAFE, 20)), False),
    ("Nextcloud app password", "NEXTCLOUD_APP_PASSWORD", _groups(ALNUM, 5, 5, "-"), False),
    ("Gmail app password", "GMAIL_APP_PASSWORD", _groups(LOWER, 4, 4, " "), False),
    ("Apple app-specific password", "APPLE_APP_PASSWORD", _groups(LOWER, 4, 4, "-"), False),
    ("Duo", "DUO_SKEY", _j((ALNUM, 40)), False),
    ("Backblaze B2", "B2_APPLICATION_KEY", _j("K00", (D, 1), (ALNUM, 27)), False),
    ("Sumo Logic", "SUMO_ACCESS_KEY", _j((ALNUM, 64)), False),
    ("Kakao", "KAKAO_REST_API_KEY", _j((HEX, 32)), False),
    ("LINE", "LINE_CHANNEL_SECRET", _j((HEX, 32)), False),
    ("Razorpay", "RAZORPAY_KEY_SECRET", _j((ALNUM, 24)), False),
    ("Pipedrive", "PIPEDRIVE_API_TOKEN", _j((HEX, 40)), False),
    ("Bugsnag", "BUGSNAG_API_KEY", _j((HEX, 32)), False),
    ("Segment", "SEGMENT_WRITE_KEY", _j((ALNUM, 32)), False),
    ("AssemblyAI", "ASSEMBLYAI_API_KEY", _j((HEX, 32)), False),
    ("Twitch", "TWITCH_CLIENT_SECRET", _j((LOWER_DIGITS, 30)), False),
    ("Spotify", "SPOTIFY_CLIENT_SECRET", _j((HEX, 32)), False),
    ("Shodan", "SHODAN_API_KEY", _j((ALNUM, 32)), False),
    ("kubeadm", "KUBEADM_TOKEN", _j((LOWER_DIGITS, 6), ".", (LOWER_DIGITS, 16)), False),
]  # fmt: skip
_TOKEN_LABELLED = [
    "{env}=\"{tok}\"", "$env:{env} = \"{tok}\"", "set {env}={tok}", "infisical secrets set {env}={tok}",
    "kubectl create secret generic app-secrets --from-literal={env_lower}={tok}",
    "# TODO move to the secrets manager\n{env_lower} = \"{tok}\"", "podman run --env {env}={tok} quay.io/acme/worker:2.4",
    "secrets.auto.tfvars\n{env_lower} = \"{tok}\"", "Teams — Zuzana Horváthová: here's the {vendor} key for the pilot: {tok}",
    "Subject: {vendor} credentials\n\nHello,\nas requested, the {vendor} key is {tok}\n\nRegards,\nAnil",
    "INC-4412 postmortem: the {vendor} key {tok} was pushed to the public repo at 09:14 and revoked at 09:52.",
    "note to future me: {vendor} secret → {tok}", "Confluence › Integrations › {vendor}: API key `{tok}` (owner: platform team)",
    "GitLab job #90211 log:\n$ export {env}={tok}", "group_vars/all.yml\n{env_lower}: \"{tok}\"",
    "kunci API {vendor}: {tok}", "çelësi i {vendor}: {tok}", "API kľúč pre {vendor}: {tok}",
    "chave da API ({vendor}): {tok}", "clé API {vendor} : {tok}", "{vendor}-Token fürs Staging: {tok}",
    "{vendor} 嘅 key 係 {tok}", "токен {vendor}: {tok}", "allwedd API {vendor}: {tok}",
    "{vendor} API açarı: {tok}", "{vendor}のAPIキー→{tok}",
]  # fmt: skip
_TOKEN_BARE = [
    "{tok}", "can someone check whether {tok} is revoked?", "pasted from the password manager: {tok}",
    "{tok} <- prod", "found this in an old notebook: {tok}", "~~~\n{tok}\n~~~",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    """Credentials written as part of something larger: a SAS URL, an .edgerc, two-part keys."""
    sig = base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode().rstrip("=")
    sas = (
        "https://stcorpbackups.blob.core.windows.net/exports/2026-11.tar?sv=2024-11-04&ss=b&srt=co"
        f"&sp=rl&se=2027-01-31T00:00:00Z&spr=https&sig={sig.replace('+', '%2B').replace('/', '%2F')}%3D"
    )
    shown_sig = sig.replace("+", "%2B").replace("/", "%2F")
    edgerc_secret = base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()
    host = f"akab-{_r(rng, LOWER_DIGITS, 16)}-{_r(rng, LOWER_DIGITS, 16)}.luna.akamaiapis.net"
    access = f"akab-{_r(rng, LOWER_DIGITS, 16)}-{_r(rng, LOWER_DIGITS, 16)}"
    edgerc = f"~/.edgerc\n[default]\nclient_secret = {edgerc_secret}\nhost = {host}\naccess_token = {access}"
    modal_secret = "as-" + _r(rng, ALNUM, 22)
    modal = f"modal token set --token-id ak-{_r(rng, ALNUM, 22)} --token-secret {modal_secret}"
    rzp_secret = _r(rng, ALNUM, 24)
    rzp = f"Razorpay live keys (Teams, from Priya): key_id rzp_live_{_r(rng, ALNUM, 14)} key_secret {rzp_secret}"
    duo_skey = _r(rng, ALNUM, 40)
    duo = f"[duo]\nikey = DI{_r(rng, UPPER_DIGITS, 18)}\nskey = {duo_skey}\napi_host = api-{_r(rng, HEX, 8)}.duosecurity.com"
    return [
        Sample("vendor_token", f"share link for the auditors (expires in Jan): {sas}", shown_sig),
        Sample("vendor_token", edgerc, edgerc_secret),
        Sample("vendor_token", f"$ {modal}", modal_secret),
        Sample("vendor_token", rzp, rzp_secret),
        Sample("vendor_token", duo, duo_skey),
    ]


def _vendor_tokens(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    for vendor, env, make, shaped in _cycle(rng, _VENDORS, n - len(out)):
        template = rng.choice(_TOKEN_LABELLED + _TOKEN_BARE * shaped)
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE = ["from the vendor's onboarding mail: {t}", "{t}\n^ this is the integration secret, don't lose it",
         "Teams — Abebe: is {t} the right one?", "stored: {t}", "\"{t}\"", "{t} (staging)",
         "clipboard dump: {t}"]  # fmt: skip


_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 22), "-", (URLSAFE, 22)), _j((B64, 62), "=="),
                _j((ALNUM, 24), ":", (ALNUM, 36))]  # fmt: skip
_bare_tokens = _family("bare_token", _BARE, lambda g, i, t: _one("t", _BARE_MAKERS[i % 4](g)))


_HEX_TEMPLATES = {  # template: the key's length in hex digits
    "FLASK_SECRET_KEY = '{h}'": 64,
    "encryption key for the backups (keep offline): {h}": 64,
    "VirusTotal API key {h}": 64,
    "N8N_ENCRYPTION_KEY={h}": 64,
    "{h}\nthat's the master key Leyla generated": 64,
    "HMAC secret for the webhook → {h}": 64,
    "clef AES (ne pas partager) : {h}": 64,
    "AES-256-Schlüssel: {h}": 64,
    "config/master.key\n{h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    h = v.hex_key(rng, _HEX_TEMPLATES[template])
    return _one("h", h.upper() if i % 4 == 1 else h)


_hex_keys = _family("hex_key", list(_HEX_TEMPLATES), _hex_draw)


_JWT_TEMPLATES = [
    "Home Assistant long-lived token for the dashboard: {t}", "SUPABASE_SERVICE_ROLE_KEY={t}",
    "kubectl -n ci get secret builder-token -o jsonpath='{{.data.token}}' | base64 -d\n{t}",
    "Authorization: JWT {t}", "postman_environment.json: {{\"key\": \"accessToken\", \"value\": \"{t}\"}}",
    "HAR excerpt → {{\"name\": \"authorization\", \"value\": \"Bearer {t}\"}}",
    "Set-Cookie: access_token_cookie={t}; Secure; SameSite=Lax",
    "wss://rt.corp.example/socket?token={t} closes with 4401",
]  # fmt: skip


def _jwt_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    iat = 1_795_900_000 + 131 * i
    claims: list[dict[str, Any]] = [  # Home Assistant, Supabase service role, Kubernetes
        {"iss": _r(rng, HEX, 32), "iat": iat, "exp": iat + 315_360_000},
        {"iss": "supabase", "ref": _r(rng, LOWER, 20), "role": "service_role", "iat": iat},
        {"iss": "kubernetes/serviceaccount", "sub": "system:serviceaccount:ci:builder", "iat": iat},
    ]
    issuer = next(
        (k for k, word in enumerate(["Home Assistant", "SUPABASE", "kubectl"]) if word in template),
        i % 3,
    )
    header = _b64url({"alg": ["HS256", "HS256", "RS256"][issuer], "typ": "JWT"})
    return _one("t", f"{header}.{_b64url(claims[issuer])}.{_r(rng, URLSAFE, rng.choice([43, 86]))}")


_jwts = _family("jwt", _JWT_TEMPLATES, _jwt_draw)


_PEM_FRAMES = {  # template: the key's kind
    "openssl pkcs8 output, pasted into the ticket:\n{key}": "ENCRYPTED PRIVATE KEY",
    "AuthKey_{kid}.p8\n{key}": "PRIVATE KEY",
    "ssh_private_key: |\n  {key}": "RSA PRIVATE KEY",
    "CI debug step echoed the deploy key 🤦\n{key}": "OPENSSH PRIVATE KEY",
    'resource "tls_private_key" "vpn" {{}}\n# terraform output -raw private_key_pem\n{key}': "EC PRIVATE KEY",
    'ENV SIGNING_KEY="{key}"': "PRIVATE KEY",
    "Hi Thandiwe,\n\nthe client key for the bank's SFTP is below.\n\n{key}\n\nRegards": "RSA PRIVATE KEY",
}  # fmt: skip
_OPENSSH_HEAD = "b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABB"


def _pem_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    kind = _PEM_FRAMES[template]
    lines = [_r(rng, B64, 64) for _ in range(5 + i % 5)]
    head = _OPENSSH_HEAD if kind.startswith("OPENSSH") else "MII"
    lines[0] = head + lines[0][len(head) :]
    lines[-1] = lines[-1][: rng.randrange(16, 56)] + "="
    key = f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"
    glue = "\\n" if template.startswith("ENV") else "\n  " if template.startswith("ssh_") else "\n"
    fields = {"key": key.replace("\n", glue), "kid": _r(rng, UPPER_DIGITS, 10)}
    return fields, lines[1 + i % (len(lines) - 2)]


_pem_keys = _family("pem_private_key", list(_PEM_FRAMES), _pem_draw)


_SEED_CONTEXT = {  # template: the word list's language
    "Phantom secret recovery phrase: {p}": "english",
    "Exodus backup words\n{p}": "english",
    "Electrum seed → {p}": "english",
    "Apple Notes › crypto\n{p}": "english",
    "metal plate backup says: {p}": "english",
    "palavras-semente da Trezor: {p}": "portuguese",
    "las 12 palabras de la cartera fría: {p}": "spanish",
    "mots de la seed Ledger : {p}": "french",
    "le parole del portafoglio: {p}": "italian",
    "slova pro obnovu peněženky: {p}": "czech",
    "BIP39: {p}": "english",
    "voice note: my wallet words are {p}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    entropy = rng.randbytes(rng.choice([16, 24, 32]))
    words = str(Mnemonic(_SEED_CONTEXT[template]).to_mnemonic(entropy)).split()
    layouts = [
        " ".join(words),
        "  ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
        "\t".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
    ]
    return _one("p", layouts[i % 4])


_seed_phrases = _family("seed_phrase", list(_SEED_CONTEXT), _seed_draw)


_CARD_CONTEXT = [
    "Teams: pay the conference fee with the team card {c}, exp {mm}/{yy}", "corporate Amex/Visa? whichever: {c} ({mm}/{yy})",
    "SR-1182: the caller read out {c} and the agent typed it into the notes, please purge", "card on file for the domain renewals: {c}",
    "dictated: the company card is {c}, it runs out {mm} {yy}", "nombor kad {c} tamat {mm}/{yy}", "numéro de CB : {c}",
    "Kartennummer der Firmenkarte: {c}", "número do cartão de crédito {c}, validade {mm}/{yy}",
    "номер карты для оплаты хостинга {c}", "卡號 {c} 到期 {mm}/{yy}", "Cardholder,Number,Expiry\nD. Yusupova,{c},{mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    number = v.card(rng, list(v.CARD_BRANDS)[i % len(v.CARD_BRANDS)])
    shown = v.grouped(number, ["", " ", "-", ".", " "][i % 5], rng)
    return {"c": shown, "mm": f"{1 + i % 12:02d}", "yy": str(27 + i % 6)}, shown


_cards = _family("card_number", _CARD_CONTEXT, _card_draw)


_CVV_CONTEXT = ["{c}, valid thru 03/29, CVV2 {cvv}", "CSC: {cvv}", "le cryptogramme au dos : {cvv}",
                "código CVV {cvv}", "the 3 digits on the back are {cvv}", "Amex {c} · CID (front): {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    brand = "amex" if "Amex" in template else ["visa", "mastercard", "jcb"][i % 3]
    while True:
        number, cvv = (
            v.grouped(v.card(rng, brand), " ", rng),
            _r(rng, D, 4 if brand == "amex" else 3),
        )
        if cvv not in number + template:
            return {"c": number, "cvv": cvv}, cvv


_card_codes = _family("card_code", _CVV_CONTEXT, _cvv_draw)


# Countries the earlier corpora left out: BBAN shapes (a letter, n digit, c either, 0 a zero).
_IBAN_SHAPES = {"MK": "nnn" + "c" * 10 + "nn", "XK": "n" * 16, "MD": "cc" + "c" * 18,
                "BH": "aaaa" + "c" * 14, "CR": "0" + "n" * 17, "DO": "cccc" + "n" * 20,
                "LB": "n" * 4 + "c" * 20, "TN": "n" * 20, "SM": "a" + "n" * 10 + "c" * 12,
                "VA": "n" * 18, "FO": "n" * 14, "BY": "cccc" + "n" * 4 + "c" * 16,
                "KZ": "nnn" + "c" * 13, "SV": "aaaa" + "n" * 20}  # fmt: skip
_iban_from = partial(v.iban_shaped, shapes=_IBAN_SHAPES)
_IBAN_CONTEXT = ["Invoice #2026-311, please remit to {i}", "ja IBAN-in tim: {i}", "hesab nömrəsi (IBAN) {i}",
                 "Slack DM from Leyla: deposit for the flat → {i}", "bank: {i} (joint account)",
                 "vendor master data change request — new IBAN {i}", "Name;IBAN\nArben Hoxha;{i}",
                 "IBAN pour le virement : {i}", "Überweisung bitte an {i}", "IBAN для перевода: {i}",
                 "refund to my IBAN please: {i}", "dictated — transfer the rent to {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    number = _iban_from(rng, list(_IBAN_SHAPES)[i % len(_IBAN_SHAPES)])
    return _one("i", v.iban_spaced(number) if i % 2 else number)


_ibans = _family("iban", _IBAN_CONTEXT, _iban_draw)


def _ymd(g: random.Random) -> tuple[str, str, str]:
    return f"{g.randrange(55, 100):02d}", f"{g.randrange(1, 13):02d}", f"{g.randrange(1, 29):02d}"


def _pt_cc(g: random.Random) -> str:
    body = _r(g, D, 9) + _r(g, UPPER, 2)
    number = body + cc.calc_check_digit(body)
    return f"{number[:8]} {number[8]} {number[9:]}"


def _ru_inn(g: random.Random) -> str:
    body = _r(g, "1234567", 1) + _r(g, D, 9)
    return body + inn.calc_personal_check_digits(body)


def _mx_rfc(g: random.Random) -> str:
    yy, mm, dd = _ymd(g)
    body = _r(g, "ABCDEFGHIJLMNOPRSTUVZ", 4) + yy + mm + dd + _r(g, UPPER_DIGITS, 2)
    return body + rfc.calc_check_digit(body)


def _lv_code(g: random.Random) -> str:
    yy, mm, dd = _ymd(g)
    body = dd + mm + yy + "1" + _r(g, D, 3)
    return f"{body[:6]}-{body[6:]}{pvn.calc_check_digit_pers(body)}"


def _gb_utr(g: random.Random) -> str:
    body = _r(g, D, 9)
    return utr.calc_check_digit(body) + body


def _cu_ni(g: random.Random) -> str:
    yy, mm, dd = _ymd(g)
    return yy + mm + dd + _r(g, "5678", 1) + _r(g, D, 4)


def _be_bis(g: random.Random) -> str:
    yy, mm, dd = _ymd(g)
    return yy + f"{int(mm) + 40:02d}" + dd + _r(g, D, 5)


# phrasing: (a candidate maker, the check a real id passes); drawn until it passes
_ID_KINDS: dict[str, tuple[Maker, Callable[[str], bool]]] = {
    "Cartão de Cidadão n.º {s}": (_pt_cc, cc.is_valid),
    "ИНН физлица: {s}": (_ru_inn, inn.is_valid),
    "DNI Perú {s}": (lambda g: _r(g, D, 8), cui.is_valid),
    "cédula {s}": (lambda g: cedula.format((b := "0" + _r(g, D, 9)) + luhn.calc_check_digit(b)), cedula.is_valid),
    "CNIC: {s}": (lambda g: _r(g, "1234567", 1) + _r(g, D, 4) + "-" + _r(g, D, 7) + "-" + _r(g, D, 1), cnic.is_valid),
    "RFC {s}": (_mx_rfc, rfc.is_valid),
    "BC PHN {s}": (lambda g: "9" + _r(g, D, 9), bc_phn.is_valid),
    "UTR {s} (HMRC self assessment)": (_gb_utr, utr.is_valid),
    "Aadhaar VID {s}": (lambda g: _r(g, "123456789", 1) + _r(g, D, 15), vid.is_valid),
    "voter ID (EPIC) {s}": (lambda g: _r(g, UPPER, 3) + _r(g, D, 7), epic.is_valid),
    "personas kods {s}": (_lv_code, lambda s: pvn.is_valid(s.replace("-", ""))),
    "carné de identidad {s}": (_cu_ni, cu_ni.is_valid),
    "BIS-nummer {s}": (_be_bis, bis.is_valid),
    "NIC number {s}": (lambda g: _r(g, UPPER, 1) + _r(g, D, 12) + _r(g, UPPER, 1), nid.is_valid),
    "my SSN for the W-4 is {s}": (v.ssn_number, lambda s: True),
    "Social Security no. (spouse): {s}": (v.ssn_number, lambda s: True),
    "SIN — needed for the T4: {s}": (v.sin_number, lambda s: True),
    "NI number {s}, in case payroll asks": (v.nino_number, lambda s: True),
    "meu CPF: {s}": (v.cpf_number, lambda s: True),
    "DNI {s} (renovar en 2027)": (v.dni_number, lambda s: True),
}  # fmt: skip


_national = _family(
    "national_id", list(_ID_KINDS), lambda g, i, t: _one("s", _until(g, *_ID_KINDS[t]))
)


_CODE_LABELS = ["{c} is your Amazon OTP. Do not share it with anyone.", "Your WhatsApp code: {c}", "Kod pengesahan anda ialah {c}",
                "Ваш код для входа: {c}", "您的验证码是{c}，请勿告诉他人", "{c} は LINE の認証番号です",
                "Kodi juaj i verifikimit: {c}", "Tu código de inicio de sesión es {c}",
                "Dein Anmeldecode: {c}", "votre code de connexion : {c}", "PayPal: {c} is your security code.",
                "Teams — Priya: quick, what's the code? / me: {c}"]  # fmt: skip
_BACKUP_LISTS = ["Discord backup codes\n{codes}", "Dropbox 2FA backup codes:\n{codes}", "Kódy na obnovenie: {codes}",
                 "Kod sandaran:\n{codes}", "Wiederherstellungscodes\n{codes}", "Códigos de backup do Google — {codes}",
                 "Proton 2FA recovery codes\n{codes}", "Xbox / Microsoft recovery code {one} — printed and in the safe"]  # fmt: skip
_OTP_SEEDS = ["2FA setup key for the shared Instagram (manual entry): {s}",
              "otpauth://totp/Proxmox:root%40pam?secret={s}&issuer=Proxmox&period=30",
              "otpauth://totp/Nextcloud:siti?secret={s}&algorithm=SHA1", "TOTP_SECRET={s}"]  # fmt: skip


def _backup_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    one = "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))
    codes = v.backup_codes(rng, [6, 10, 12][i % 3], i % 4)
    if i % 2:
        listed = "\n".join(f"{k}) {c}" for k, c in enumerate(codes, 1))
    else:
        listed = ["  ", "; "][i // 2 % 2].join(codes)
    return {"codes": listed, "one": one}, one if "{one}" in template else codes[i % len(codes)]


def _otp_seed_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    if "manual entry" in template:
        return _one("s", v.totp_secret(rng, spaced=i % 2 == 0).lower())
    return _one("s", _r(rng, BASE32, [16, 32][i % 2]))


def _otp_code_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    code = _r(rng, D, 6)
    return _one("c", f"{code[:3]} {code[3:]}" if i % 3 == 0 and "Amazon" not in template else code)


_backup_codes = _family("backup_codes", _BACKUP_LISTS, _backup_draw)
_otp_seeds = _family("otp_secret", _OTP_SEEDS, _otp_seed_draw)
_otp_codes = _family("otp_code", _CODE_LABELS, _otp_code_draw)

_SSIDS = ["Vodafone-A1B2", "TP-Link_5G_7C3E", "UniFi-Office", "HUAWEI-B535-8F21", "Maxis Fibre_2.4G",
          "MiFi-9A47", "Orange-7F3A", "Casa Hoxha 5G"]  # fmt: skip
_WIFI = [
    "wifi in the Lisbon flat: {s}, password {pw}", "WLAN {s} / Schlüssel {pw}", "kata laluan wifi {pw}",
    "WiFi-ja: {s}, fjalëkalimi {pw}", "wpa_passphrase \"{s}\" {pw} >> /etc/wpa_supplicant.conf",
    "network={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}", "Guest Wi‑Fi → network: {s} · password: {pw}",
    "clé wifi de la box : {pw}", "WiFi 密碼：{pw}", "the wifi at grandma's is {s} and the key is {pw}",
    "WIFI:T:SAE;S:{s};P:{pw};H:false;;", "parol wifi: {pw}", "Wi-Fi: {s}\nPass: {pw}",
]  # fmt: skip
_WIFI_WORDS = ["harbour", "pebble", "juniper", "cobalt", "meadow", "tinsel", "falcon", "ember"]


def _wifi_key(rng: random.Random) -> str:
    """A password, or three capitalised words and a number (as routers print them)."""
    if rng.random() < 0.6:
        return _pw(rng)
    return "".join(w.capitalize() for w in rng.sample(_WIFI_WORDS, 3)) + _r(rng, D, 3)


_wifi = _filled("wifi_key", _WIFI, _wifi_key, s=_SSIDS)

_SPACED_MAKERS = [_j("github_pat_11", (UPPER_DIGITS, 22)), _j("sk-proj-", (URLSAFE, 40)), _j("AKIA", (UPPER_DIGITS, 16)),
                  _j("glpat-", (URLSAFE, 20)), _j((ALNUM, 30)), _j("xoxp-", (D, 11), "-", (D, 11))]  # fmt: skip
_SPACED_SEPS = [" ", ", ", "-", "  ", " ", "·", "\n", " "]
_SPACED = ["reading it off the sticky note: {t}", "voice-to-text: {t}",
           "the token (typed with spaces so the bot won't flag it): {t}",
           "je te le dicte : {t}", "napísané ručne: {t}"]  # fmt: skip


def _spaced_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    token = _SPACED_MAKERS[i % len(_SPACED_MAKERS)](rng)
    if i % 5 == 2:  # in groups, as a token is read out
        size = 3 + 2 * (i % 2)
        return _one("t", " ".join(token[k : k + size] for k in range(0, len(token), size)))
    sep = _SPACED_SEPS[i % len(_SPACED_SEPS)]
    return _one("t", (" " if sep.strip() and sep.strip() in token else sep).join(token))


_spaced_tokens = _family("spaced_token", _SPACED, _spaced_draw)

_PINS = ["garage keypad code: {pw}", "my SIM PIN is {pw}", "PIN kad ATM saya {pw}", "код домофона {pw}",
         "code du portail {pw}", "padlock combination for the bike shed {pw}",
         "the alarm code for the shop is {pw}, press OFF first"]  # fmt: skip


def _pin_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    if "combination" in template:
        return _one("pw", "-".join(rng.choice(D) for _ in range(4)))
    return _one("pw", _r(rng, D, [4, 5, 6, 8][i % 4]))


_pins = _family("pin_code", _PINS, _pin_draw)

_PHRASE_WORDS = ["bramble", "cinder", "dune", "estuary", "fjord", "granite", "heron", "ivory",
                 "jasper", "kelp", "larch", "mollusk", "nettle", "orchard", "quarry", "ripple"]  # fmt: skip
_PASSPHRASES = {"VeraCrypt volume passphrase: {p}": " ", "diceware (EFF list) for the vault → {p}": "-",
                "Bitwarden master password is {p}": " ", "frase-passe do cofre: {p}": " ",
                "Passphrase für den Schlüssel: {p}": ".", "restic repository password: {p}": "_",
                "the GPG key passphrase (4 words, lowercase)\n{p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    count = 4 if "4 words" in template else 4 + i % 3
    return _one("p", _PASSPHRASES[template].join(rng.sample(_PHRASE_WORDS, count)))


_passphrases = _family("passphrase", list(_PASSPHRASES), _phrase_draw)

_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Proxy-Authorization: Basic {v}": True,
    "10.0.3.7 - - [27/Nov/2026:09:12:44 +0000] \"GET /admin HTTP/1.1\" 200 512 \"-\" \"curl/8.5\" auth=\"Basic {v}\"": True,
    "wget --header='Authorization: Basic {v}' https://nexus.corp.example/repo/": True,
    "Authorization: Token {v}": False, "PRIVATE-TOKEN: {v}": False,
    "fetch(url, {{ headers: {{ apikey: '{v}' }} }})": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    if _AUTH[template]:
        return _one("v", base64.b64encode(f"{rng.choice(_USERS)}:{_pw(rng)}".encode()).decode())
    return _one("v", _r(rng, URLSAFE if i % 2 else HEX, 40))


_auth_headers = _family("auth_header", list(_AUTH), _auth_draw)

_CONFIG = [
    "<server>\n  <id>nexus-releases</id>\n  <username>deploy</username>\n  <password>{pw}</password>\n</server>",
    "spring:\n  datasource:\n    username: app\n    password: {pw}", "\"Smtp\": {{ \"User\": \"noreply\", \"Password\": \"{pw}\" }}",
    "services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "profile::mail::relay_password: '{pw}'", "ansible_ssh_pass: {pw}", "db_password = \"{pw}\"  # prod.tfvars",
    "auth:\n  rootPassword: {pw}\n  replicaSetKey: changeme-later", "[distutils]\nindex-servers = corp\n\n[corp]\nusername = ci\npassword = {pw}",
    "$db_pass = '{pw}';", "'PASSWORD': '{pw}',", "[security]\nadmin_user = admin\nadmin_password = {pw}",
    "\"etl_user\" \"{pw}\"  # pgbouncer userlist.txt", "requirepass {pw}", "mqtt_password: {pw}  # secrets.yaml",
    "username admin privilege 15 secret 0 {pw}", "//nas/media /mnt/media cifs username=kodi,password={pw},uid=1000 0 0",
]  # fmt: skip
_config = _filled("config_file", _CONFIG, _pw)

_CHAT = [
    "pass dia {pw} tau, jangan share", "mdp : {pw} 😉", "the pwd is {pw} don't tell Ruedi 🤐",
    "[Teams] Priya Nair 09:41\npass {pw}", "[WhatsApp 21/11/2026, 22:03] Leyla: şifrə {pw}",
    "Telegram — @gwyn: pw {pw}", "ok it's {pw}. that's the password, not the PIN", "пасс {pw} 👍",
    "密碼 {pw} 記得改", "PW isch {pw} gsi, gäll", "passwd nu {pw} hai, login kar le",
]  # fmt: skip
_chat = _filled("chat_password", _CHAT, _pw)

# Labels with invisible characters, fullwidth, mathematical or lookalike letters, an HTML entity.
_HIDDEN = [
    "\u200epassword: {pw}", "p\u03b1ssword = {pw}", "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝: {pw}", "password&colon; {pw}",
    "pass\u2060wd → {pw}", "Ｐａｓｓｗｏｒｔ：{pw}", "pass\u200dword: {pw}", "mot\u00adde\u00adpasse : {pw}",
]  # fmt: skip
_hidden = _filled("hidden_label", _HIDDEN, _url_pw)


def _hidden_token_draw(rng: random.Random, i: int, template: str) -> tuple[dict[str, str], str]:
    token = _j("cio", (ALNUM, 32))(rng)
    return _one("t", token[:9] + "\u200b" + token[9:20] + "\u2060" + token[20:])


_hidden_token = _family("hidden_label", ["ＣＡＲＧＯ_REGISTRY_TOKEN={t}"], _hidden_token_draw)

_FAMILIES: list[tuple[Family, int]] = [
    (_labelled, 41), (_login_pairs, 18), (_spelled, 12), (_cli, 32), (_connection_strings, 12),
    (_vendor_tokens, 56), (_bare_tokens, 7), (_hex_keys, 9), (_jwts, 8), (_pem_keys, 7),
    (_seed_phrases, 12), (_cards, 12), (_card_codes, 6), (_ibans, 12), (_national, 20),
    (_backup_codes, 6), (_otp_seeds, 4), (_otp_codes, 4), (_wifi, 12), (_spaced_tokens, 10),
    (_pins, 6), (_passphrases, 7), (_auth_headers, 6), (_config, 14), (_chat, 9), (_hidden, 7),
    (_hidden_token, 1),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    return [sample for family, n in _FAMILIES for sample in family(rng, n)]


_PAIR_FIRSTS = [
    ("the password for the Synology is", "{s}"), ("VPN pass (new):", "{s} — valid from Monday"),
    ("kata laluan", "{s}"), ("admin pwd", "{s}\nplease don't forward this"), ("fjalëkalimi:", "{s}"),
    ("palavra-passe do e-mail", "{s}"), ("Kennwort fürs Wiki:", "{s}"), ("iLO password", "{s}"),
    ("the password Zuzana gave me is", "{s}, I think"), ("heslo:", "{s}"),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Fields written together: the first ends in a label, the second starts with the secret."""
    rng = random.Random(SEED + 1)
    codes = [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(2)]
    paddle = _j("pdl_live_apikey_", (LOWER_DIGITS, 26), "_", (ALNUM, 22), "_", (ALNUM, 3))
    rows = [("split_password", first, second, _pw(rng)) for first, second in _PAIR_FIRSTS] + [
        ("split_token", "crates.io token", "{s}", _j("cio", (ALNUM, 32))(rng)),
        ("split_token", "Paddle API key:", "{s} (live)", paddle(rng)),
        ("split_token", "Sumo Logic access key", "{s}", _r(rng, ALNUM, 64)),
        ("split_seed", "Electrum seed", "{s}", v.seed_phrase(rng, 12, "french")),
        ("split_card", "numéro de carte", "{s} exp 07/30", v.grouped(v.card(rng, "mastercard"), "-", rng)),
        ("split_iban", "IBAN", "{s}", v.iban_spaced(_iban_from(rng, "MK"))),
        ("split_backup", "Discord backup codes", "{s}\n" + codes[1], codes[0]),
        ("split_otp", "manual entry key", "{s}", v.totp_secret(rng, spaced=True)),
        ("split_id", "ИНН", "{s}", _until(rng, _ru_inn, inn.is_valid)),
        ("split_phrase", "VeraCrypt passphrase", "{s}", " ".join(rng.sample(_PHRASE_WORDS, 5))),
    ]  # fmt: skip
    return [FieldPair(cls, a, b.format(s=secret), secret) for cls, a, b, secret in rows]


# (class, the metadata as JSON with the secret written {s}, the secret's maker)
_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"synology": {"url": "https://nas.home.arpa:5001", "admin_password": "{s}"}}', _url_pw),
    ("meta_password", '{"kata_laluan": "{s}"}', _url_pw),
    ("meta_password", '{"login": {"username": "arben", "passwd": "{s}"}}', _url_pw),
    ("meta_password", '{"sites": [{"name": "payroll"}, {"name": "erp", "password": "{s}"}]}', _url_pw),
    ("meta_password", '{"compose_env": ["TZ=Europe/Tirane", "MARIADB_ROOT_PASSWORD={s}"]}', _url_pw),
    ("meta_password", '{"remark": "mdp : {s}"}', _url_pw),
    ("meta_password", '{"heslo": "{s}"}', _url_pw),
    ("meta_password", '{"transcript": "sign in as svc-etl with {s}"}', _url_pw),
    ("meta_token", '{"cloudflared": {"tunnel_token": "{s}"}}', _cf_tunnel),
    ("meta_token", '{"swarmJoinToken": "{s}"}', _j("SWMTKN-1-", (LOWER_DIGITS, 50), "-", (LOWER_DIGITS, 25))),
    ("meta_token", '{"apiKey": "{s}"}', _j("fc-", (HEX, 32))),
    ("meta_token", '{"http": {"headers": {"Authorization": "Token {s}"}}}', _j((URLSAFE, 40))),
    ("meta_card", '{"billing": {"card": "{s}", "expiry": "02/31"}}', lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("meta_iban", '{"bank": {"iban": "{s}"}}', lambda g: _iban_from(g, "SM")),
    ("meta_id", '{"employee": {"inn": "{s}"}}', lambda g: _until(g, _ru_inn, inn.is_valid)),
    ("meta_otp", '{"2fa": {"backup_codes": ["{s}", "55190237", "80316694"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"recovery_phrase": "{s}"}}', lambda g: v.seed_phrase(g, 12, "spanish")),
    ("meta_key", '{"n8n_encryption_key": "{s}"}', v.hex_key),
    ("meta_pin", '{"garage": {"keypad_code": "{s}"}}', _j((D, 6))),
    ("meta_wifi", '{"wifi": {"ssid": "UniFi-Office", "psk": "{s}"}}', _wifi_key),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    drawn = [(cls, text, make(rng)) for cls, text, make in _METADATA]
    return [MetadataSample(c, json.loads(t.replace("{s}", s)), s) for c, t, s in drawn]


_LOCK_SHA256 = hashlib.sha256(b"idna-3.10-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"lodash-4.17.21.tgz").digest()).decode()
_GO_SUM = base64.b64encode(hashlib.sha256(b"golang.org/x/net v0.31.0").digest()).decode()
_DIGEST = hashlib.sha256(b"registry.corp.example/api:2.14.0").hexdigest()
_COMMIT = hashlib.sha1(b"scheduler race fix", usedforsecurity=False).hexdigest()

CLEAN = [
    "Reminder: the VPN password expires on 2026-12-03, change it before the holidays.",
    "Gwyneth asked where we keep the Wi-Fi password; it's on the card at reception.",
    "Password rules for the new portal: at least 15 characters, no reuse of the last five.",
    "Please never send passwords over Teams; use a one-time secret link instead.",
    "Replace `<your-api-key>` in .env.example with your own key before running `make dev`.",
    "Set DB_PASSWORD to something other than the placeholder `changeme` shipped in the example file.",
    "Replace <your-token> with the token from Settings → Developer → Tokens.",
    "Kata laluan mesti sekurang-kurangnya 12 aksara.",
    "Fjalëkalimi juaj ka skaduar; ju lutem ndryshojeni.",
    "Şifrənizi heç kimlə paylaşmayın.",
    "Mae'r cyfrinair wedi'i ailosod gan y ddesg gymorth.",
    "D'Passwuert muss all sechs Méint geännert ginn.",
    "Zabudol som heslo, poslali mi odkaz na obnovenie.",
    "Пароль павінен мець не менш за 12 сімвалаў.",
    "पासवर्ड बिर्सिएँ, रिसेट लिंक पठाउनुहोस्।",
    "మీ పాస్‌వర్డ్‌ను ఎవరితోనూ పంచుకోవద్దు.",
    "የይለፍ ቃልዎን ለማንም አያጋሩ።",
    "A palavra-passe expira a cada 90 dias.",
    "J'ai oublié mon mdp, j'ai demandé une réinitialisation.",
    "密碼要至少 12 個字元。",
    "Upgraded Kubernetes from 1.30.4 to 1.31.2 and containerd to 2.0.0 on the lab cluster.",
    f"Commit {_COMMIT} fixed the race in the scheduler.",
    f'poetry.lock: {{file = "idna-3.10-py3-none-any.whl", hash = "sha256:{_LOCK_SHA256}"}}',
    f'package-lock.json: "integrity": "sha512-{_NPM_SHA512}"',
    f"go.sum: golang.org/x/net v0.31.0 h1:{_GO_SUM}",
    f"The base image digest is sha256:{_DIGEST}; pin it in the Dockerfile.",
    "Request 7f3c2e10-9b4d-4e8a-b1c6-2d5f8a0e9c34 failed with 502 at 03:12 UTC.",
    "Order 112-4839201-7730152 arrived damaged; refund requested.",
    "Ticket SD-20931: the printer on floor 3 jams on A3 paper.",
    "Call the Kathmandu office on +977 1 4412 345 (Sunday to Friday).",
    "DHL tracking 00340434161234567891 says out for delivery.",
    "Model: Synology DS923+, DSM 7.2.2-72806 Update 2.",
    "Ubiquiti U6-Pro firmware 6.6.77 rolled out to all access points.",
    "The password field now shows a strength meter (zxcvbn score of 3 or more required).",
    "The token budget per request is 8,192; we hit it twice yesterday.",
    "Our secret sauce is honestly the on-call handbook.",
    "Ask facilities for the new keypad code; it's not in this doc.",
    "Card ending 0094 was charged €42.10 on 2026-11-21.",
    "The IBAN on the invoice was missing two digits, so the payment bounced.",
    "Print your backup codes and keep them in the safe, not in Notes.",
    "Seed phrase backups belong on paper or steel, never in a screenshot.",
    "Use `docker login --password-stdin` so the password never lands in shell history.",
    "The PIN pad at the side entrance is broken again.",
    "Version 2.14.0-beta.3 of the agent fixes the memory leak.",
    "Tenant id 0b8e4d2a-6f1c-4a7e-9d3b-5c2e8f0a1b47 is in every URL, it's not a secret.",
    "The café's wifi 'Lumen Guest' only asks for your phone number, no password.",
    "ISBN 978-0-13-595705-9 is the Pragmatic Programmer copy on the shelf.",
    "Meeting moved to 2026-12-08 14:30 CET, room Ljubljana.",
    "`PASSWORD_HASHERS` in settings.py lists Argon2 first; bcrypt cost went from 10 to 12.",
    "The one-time code field takes 6 digits and codes expire after 30 seconds.",
    "Invoice INV-0091/2026 for 1.240,00 EUR is payable within 14 days.",
    "Serial number C02XK1ZZJG5H is the MacBook going to Tharindu.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2026-11-02T08:14:00Z", "password_min_length": 15}',
    '{"secret_ref": "vault:kv/data/payments", "rotation_days": 30}',
    f'{{"commit_sha": "{_COMMIT}", "pipeline": 88123}}',
    f'{{"lockfile_sha256": "{_LOCK_SHA256}", "package": "idna", "version": "3.10"}}',
    '{"ticket": "SD-20931", "order_id": "112-4839201-7730152"}',
    '{"device": {"model": "DS923+", "firmware": "7.2.2-72806"}}',
    '{"phone": "+977 1 4412 345", "city": "Kathmandu"}',
    '{"otp_enabled": true, "backup_codes_remaining": 7, "token_limit": 8192}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
