# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twelfth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"),
issue 46 §3, the eleventh held-out corpus as a format example, the fifth to tenth only for the
wordings, languages, tools and vendors already used (to use others), and the value helpers
(`secret_classes_values.py`), never `memories/redaction/`, the tuning corpora, the round corpora
nor their tests. Its own seed, password words, templates, tools, vendors and layouts, the way
people leak secrets into an assistant's memory: Slack, Teams, Signal and WhatsApp pastes, notes to
self, incident write-ups, Jira, Linear and GitHub tickets, e-mails, runbooks, shell and fish
history, Dockerfiles, compose files, Kubernetes, Helm, Terraform, Ansible, Nix and Pulumi snippets,
CI logs, .env, .ini, .toml, .properties and .netrc files, app configs, README fragments,
voice-dictated text and requests to the assistant itself. About 60 % English (or
language-neutral config and shell), the rest in Maltese, Sundanese, Papiamento, Faroese, Tok
Pisin, Shona, Wolof, Lingala, Tongan, Quechua, Guarani, Luganda, Hawaiian, Fijian and Bislama
(first used here), and Spanish, German, French, Italian, Japanese, Korean, Chinese, Russian and
Portuguese in wordings of their own. Vendors, tools, id kinds and IBAN countries are ones heldouts
4 to 11 do not use. Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum.at import tin as at_tin
from stdnum.cr import cr as cr_cr
from stdnum.de import stnr
from stdnum.gn import nifp
from stdnum.vn import mst

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 7_240_563
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64, UPPER_HEX = ALNUM + "-_", ALNUM + "+/", "0123456789ABCDEF"

_r, _j = v.r, v.token
Maker = v.Maker


@dataclass(frozen=True)
class _Group:
    """One family: its class, its templates, and how one sample's fields are drawn.

    ``draw(rng, index, template)`` gives the template's fields; the field named ``planted`` (or
    the one named ``secret`` when it is there) is the value that must not survive."""

    cls: str
    templates: list[str]
    draw: Callable[[random.Random, int, str], dict[str, str]]
    planted: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        samples = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            got = self.draw(rng, index, template)
            secret = got.get("secret", got[self.planted])
            samples.append(Sample(self.cls, template.format_map(got), secret))
        return samples


def _one(make: Maker, **picks: list[str]) -> Callable[[random.Random, int, str], dict[str, str]]:
    """A draw of a fresh ``pw`` from ``make`` and one choice of each ``picks`` list."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in picks.items()}

    return draw


_ANIMALS = ["Okapi", "Axolotl", "Pangolin", "Quetzal", "Narwhal", "Gharial", "Numbat", "Ocelot",
            "Cassowary", "Aardwolf", "Binturong", "Kinkajou"]  # fmt: skip
_FRUIT = ["Tamarillo", "Kumquat", "Loquat", "Feijoa", "Rambutan", "Mangosteen", "Soursop",
          "Cherimoya", "Longan", "Sapodilla"]  # fmt: skip
_PEOPLE = ["Tendai", "Fatou", "Kalani", "Mosese", "Rudo", "Yupanqui", "Nakato", "Malia", "Inti",
           "Keola", "Chipo", "Ndeye", "Lupe", "Koffi"]  # fmt: skip
_MARKS = "!$%*#@?+"


def _bitwarden_words(g: random.Random) -> str:
    """Three capitalised words and a digit, joined by dashes (a generated passphrase)."""
    words = g.sample(_ANIMALS + _FRUIT, 3)
    return "-".join(words) + str(g.randrange(10))


# The ways people choose passwords, each a maker.
_CHOICES: list[Maker] = [
    lambda g: f"{g.choice(_ANIMALS)}-{g.choice(_FRUIT)}{g.randrange(1000, 10000)}",
    lambda g: f"{g.choice(_PEOPLE)}{g.randrange(1960, 2011)}{g.choice(_MARKS)}",
    lambda g: _r(g, ALNUM, 7) + g.choice(_MARKS) + _r(g, ALNUM, 9),
    lambda g: g.choice(_FRUIT).lower() + g.choice(_MARKS) + str(g.randrange(10, 100)) + g.choice(UPPER),
    lambda g: g.choice(["Ax0l0tl", "P4ng0l1n", "Kumqu4t", "Nu3b4t", "0c3l0t"]) + g.choice(_MARKS) + _r(g, D, 2),
    lambda g: f"My{g.choice(_ANIMALS)}Ate{g.randrange(2, 10)}{g.choice(_FRUIT)}s",
    lambda g: _r(g, URLSAFE, 20),
    _bitwarden_words,
    lambda g: _r(g, UPPER, 2) + _r(g, D, 4) + _r(g, LOWER, 4) + g.choice(_MARKS),
]  # fmt: skip
_SAFE = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_CHOICES)(rng)


def _quiet_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or an ini value can hold as written."""
    return v.until(rng, _pw, lambda value: _SAFE.fullmatch(value) is not None)


_SAID = [
    "Slack #platform — Tendai: the Grafana admin password on the new cluster is {pw}, pls don't rotate until Friday",
    "Jira OPS-3318 — Steps: log in to the Nexus repo manager with admin / password {pw} and purge snapshots",
    "Signal from Fatou: the password for the church's Zoom host account is {pw}",
    "note for me: Kalani's laptop, local account password {pw} (he asked me to set it up)",
    "Hi Mosese,\n\nThe password for the Xero practice login is {pw}. Delete this e-mail once you're in.\n\nRudo",
    "Incident 2026-11-21 (Keycloak outage): the realm admin password {pw} was in the pod's env for anyone with `kubectl describe`",
    "remember that the password for my Strava is {pw}",
    "uh, please remember this, the password for the kids' Nintendo account is {pw}, okay thanks",
    "Runbook: unlock the HSM\n1. ssh to hsm-admin\n2. When it prompts, the crypto officer password is {pw}\n3. Run `unlock --all`",
    "README › Running locally\nLog into pgAdmin at http://localhost:5050 (password: `{pw}`).",
    "Teams — Nakato: Jamf Pro is asking again, the API user's password is {pw}",
    "PR review: `DEFAULT_ADMIN_PASSWORD = \"{pw}\"` in settings/base.py must not be merged",
    "Ubiquiti cloud key, password {pw}",
    "could you keep this safe for me? My Comcast password is {pw}",
    "HELP-2207: customer reset the password to {pw} and still gets 'invalid credentials' on the Sonos app",
    "the Plesk panel password is {pw}, got it from Koffi",
    "the password for the zip with the tax documents is {pw}",
    "the Veeam service account password was set to {pw} during the migration",
    "Handover notes: OPNsense root password is {pw}",
    "I've changed the Bitdefender console password to {pw}",
    "> **Admin password:** {pw}",
    "Linear INF-902: SonarQube still uses the password {pw} from the install guide",
    "password for grandpa's Kindle: {pw}",
    "Post-incident: the Mongo Express password {pw} was exposed on a public IP for 2 days",
    "hey, the Palworld server admin password is {pw} if you want to kick people",
    "CyberArk is down so here's the vCenter password: {pw}",
    "the password for the router at the beach house is {pw} (written under it too)",
    "voice memo: okay the password for the PayPal business account is {pw} end of memo",
    "Email from the school: your child's Seesaw password is {pw}",
    "TODO rotate the RabbitMQ management password ({pw}) after the audit",
    "The password protecting the 7z archive in the shared drive is {pw}",
    "my Epic Games password is now {pw}",
    "emergency access password ⇒ {pw}",
    "just set up the new printer, its web password is {pw}",
    "il-password tiegħi tal-email hija {pw}",
    "kecap aksés akun abdi nyaéta {pw}",
    "mi kontraseña di e banko ta {pw}",
    "loyniorðið hjá mær er {pw}",
    "pasword bilong mi em {pw}",
    "pasiwedhi yangu ndeye {pw}",
    "sama password bu email mooy {pw}",
    "mot de passe na ngai ezali {pw}",
    "ko 'eku lea fakapulipuli ko {pw}",
    "pakasqa simiy kanmi {pw}",
    "che ñe'ẽñemi ha'e {pw}",
    "ekigambo kyange eky'ekyama kye {pw}",
    "ʻo kaʻu ʻōlelo huna ʻo {pw}",
    "noqu password e {pw}",
    "pasword blong mi hemi {pw}",
    "Das Passwort vom Synology-NAS hab ich dir ja gesagt: {pw}",
    "apunta: la clave de la wifi del despacho no, la del correo: contraseña {pw}",
    "le mot de passe du compte Ameli c'est {pw}",
    "la password dell'home banking è {pw}",
    "NASのパスワード、{pw} にしといた",
    "회사 메일 비밀번호 바꿨어: {pw}",
    "我的邮箱密码是 {pw}",
    "пароль от роутера на даче {pw}",
    "a senha do Gov.br é {pw}",
]  # fmt: skip
_said = _Group("labelled_password", _SAID, _one(_pw), "pw")


_ACCOUNTS = ["tendai.m", "fatou", "kalani.k", "svc-backup", "deploy", "gitlab-runner", "grafana",
             "inti.q", "malia", "opc", "pi", "centos", "nakato.s", "keycloak"]  # fmt: skip
_PAIRS = [
    "Slack DM from Rudo: Unifi login is {u} / {pw}",
    "SD-5120: please re-enable {u}, last password was {pw}",
    "user={u} pass={pw}",
    "Wiki › Lab › iDRAC: {u} — {pw}",
    "| Nexus | https://nexus.lan | {u} | {pw} |",
    "ssh {u}@10.20.0.14, password {pw}",
    "use the account {u} with password {pw} for the demo tenant",
    "Jamf test user: {u}:{pw}",
    "login {u} and {pw} for the vendor's support portal",
    "you can sign in as {u} using {pw}",
    "Username: {u}\nPassword: {pw}",
    "Benutzername {u}, Kennwort {pw}",
    "utilisateur {u} / mdp {pw}",
    "usuario: {u} contraseña: {pw}",
    "ユーザー名 {u} パスワード {pw}",
    "username {u}, il-password {pw}",
    "nama pamaké {u} kecap aksés {pw}",
    "nòmber di usuario {u}, kontraseña {pw}",
    "nem bilong yusa {u} na pasword {pw}",
    "zita {u}, pasiwedhi {pw}",
]  # fmt: skip
_pairs = _Group("login_pair", _PAIRS, _one(_pw, u=_ACCOUNTS), "pw")


_SPOKEN_WORDS = ["marmalade", "tangerine", "pumpernickel", "sorrel", "chicory", "bergamot",
                 "fennel", "quince", "juniper", "saffron", "nutmeg", "persimmon"]  # fmt: skip
_SPOKEN = [  # where "{w}{d}" stands joined, the secret is word and number together
    "the wifi password is just the word {w} and then {d}",
    "it's {w}, all lower case, followed by the digits {d}",
    "type {w}{d} — that's the password for the garage NAS",
    "my password is the spice {w} with {d} on the end",
    "dictated: password is {w} spelled normally then {d}",
    "for the admin panel: the word {w} plus the number {d}",
    "{w}{d}, that's what I set as the Peloton password",
    "das Passwort ist {w} und dahinter {d}",
    "la contraseña es la palabra {w} y luego {d}",
    "le mot de passe c'est {w} suivi de {d}",
    "il-password hija l-kelma {w} u wara {d}",
    "pasword em tok {w} na namba {d}",
]  # fmt: skip


def _spoken_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SPOKEN_WORDS[(index * 7) % len(_SPOKEN_WORDS)]
    number = _r(rng, D, 3 if index % 3 else 4)
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spoken = _Group("spelled_password", _SPOKEN, _spoken_draw, "w")


_COMMANDS = [
    "mongosh 'mongodb://db1:27017/admin' -u {u} -p {pw}",
    "psql \"host=pg01 user={u} password={pw} dbname=app\"",
    "rclone config create nas webdav url https://nas.lan user {u} pass {pw}",
    "restic -r sftp:{u}@backup:/srv/restic --password-command 'echo {pw}' snapshots",
    "curl --user {u}:{pw} https://jenkins.lan/job/deploy/build",
    "wget --http-user={u} --http-password={pw} https://files.lan/dump.sql.gz",
    "git clone https://{u}:{pw}@git.lan/infra/ansible.git",
    "echo {pw} | docker login registry.lan -u {u} --password-stdin",
    "helm repo add internal https://charts.lan --username {u} --password {pw}",
    "az login -u {u}@corp.example -p {pw}",
    "vault login -method=userpass username={u} password={pw}",
    "influx auth create --org home -u {u} --password {pw}",
    "mc alias set minio http://minio:9000 {u} {pw}",
    "rsync --password-file=<(echo {pw}) {u}@nas::backup /srv/",
    "nmcli con modify corp-vpn vpn.secrets password={pw} vpn.user-name={u}",
    "keytool -importkeystore -srckeystore old.jks -srcstorepass {pw} -destkeystore new.p12",
    "openvpn --config corp.ovpn --auth-user-pass <(printf '{u}\\n{pw}\\n')",
    "pg_dump \"postgresql://{u}:{pw}@10.0.3.5/app\" > app.sql",
    "mysqladmin -u {u} --password={pw} status",
    "gh secret set DB_PASSWORD --body {pw}",
    "kubectl create secret generic db --from-literal=username={u} --from-literal=password={pw}",
    "ansible-playbook site.yml -e ansible_become_password={pw} -u {u}",
    "ftp -n <<EOF\nopen ftp.lan\nuser {u} {pw}\nEOF",
    "wp user update {u} --user_pass={pw}",
]  # fmt: skip
_PROMPTS = [
    "$ {c}", "~/infra ❯ {c}", "fish history: - cmd: {c}", "root@bastion:~# {c}",
    "from my .bash_history:\n{c}", "GitHub Actions log, step 'deploy':\n+ {c}",
    "Slack #ops — Inti: ran `{c}` and it hangs", "{c}\n(that's what worked, save it)",
    "PS C:\\Users\\malia> {c}", "can you remember this command for me: {c}",
]  # fmt: skip


Taker = Callable[[random.Random, int], list[Sample]]


def _shelled(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` commands or URLs filled by `fill`, each put in one of ``frames`` by `framed`."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _quiet_pw, u=_ACCOUNTS), frames)

    return take


_commands = _shelled("cli_password", _COMMANDS, _PROMPTS)


_DSNS = [
    "amqps://{u}:{pw}@rabbit.lan:5671/prod",
    "mongodb+srv://{u}:{pw}@cluster0.x7k2p.mongodb.net/?retryWrites=true",
    "clickhouse://{u}:{pw}@ch01:9000/events",
    "redis://:{pw}@cache.lan:6379/2",
    "jdbc:sqlserver://sql01;user={u};password={pw};encrypt=true",
    "smtp://{u}:{pw}@smtp.mailgun.org:587",
    "nats://{u}:{pw}@nats.lan:4222",
    "ldaps://cn={u},dc=corp,dc=example:{pw}@ldap.lan",
    "neo4j+s://{u}:{pw}@graph.lan:7687",
    "Server=tcp:sql.lan,1433;Database=erp;User ID={u};Password={pw};",
    "sftp://{u}:{pw}@files.partner.example:22/inbound",
]  # fmt: skip
_DSN_PLACES = [
    "DATABASE_URL={c}", "spring.datasource.url: {c}", "Inti pasted this in #data: {c}",
    "docker-compose.yml → environment: BROKER_URL: \"{c}\"", "the connection string is {c}",
    "Sentry breadcrumb: connecting to {c}", "[celery] broker_url = {c}",
]  # fmt: skip
_dsns = _shelled("connection_string", _DSNS, _DSN_PLACES)


def _uploadthing(g: random.Random) -> str:
    body = {"apiKey": "sk_live_" + _r(g, HEX, 64), "appId": _r(g, LOWER_DIGITS, 10),
            "regions": ["sea1"]}  # fmt: skip
    return base64.b64encode(json.dumps(body).encode()).decode()


def _youtrack(g: random.Random) -> str:
    user = base64.b64encode(g.choice(_ACCOUNTS).encode()).decode()
    name = base64.b64encode(f"ci-{g.randrange(10, 99)}".encode()).decode()
    return f"perm:{user}.{name}.{_r(g, ALNUM, 30)}"


def _luma(g: random.Random) -> str:
    return f"luma-{v.uuid4(g)}-{v.uuid4(g)}"


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_PROVIDERS: list[tuple[str, str, Maker, bool]] = [
    ("Porkbun", "PORKBUN_SECRET_API_KEY", _j("sk1_", (HEX, 64)), True),
    ("Unkey", "UNKEY_ROOT_KEY", _j("unkey_", (ALNUM, 24)), True),
    ("Polar", "POLAR_ACCESS_TOKEN", _j("polar_oat_", (ALNUM, 43)), True),
    ("Cartesia", "CARTESIA_API_KEY", _j("sk_car_", (ALNUM, 44)), True),
    ("fal.ai", "FAL_KEY", lambda g: f"{v.uuid4(g)}:{_r(g, HEX, 32)}", True),
    ("Liveblocks", "LIVEBLOCKS_SECRET_KEY", _j("sk_prod_", (URLSAFE, 64)), True),
    ("Ably", "ABLY_API_KEY", _j((ALNUM, 6), ".", (URLSAFE, 6), ":", (URLSAFE, 43)), True),
    ("Svix", "SVIX_WEBHOOK_SECRET", _j("whsec_", (B64, 32)), True),
    ("CockroachDB Cloud", "COCKROACH_API_KEY", _j("CCDB1_", (ALNUM, 22), "_", (ALNUM, 40)), True),
    ("MongoDB Atlas", "MDB_SA_CLIENT_SECRET", _j("mdb_sa_sk_", (URLSAFE, 40)), True),
    ("Depot", "DEPOT_TOKEN", _j("depot_org_", (HEX, 64)), True),
    ("Dash0", "DASH0_AUTH_TOKEN", _j("auth_", (ALNUM, 32)), True),
    ("UploadThing", "UPLOADTHING_TOKEN", _uploadthing, True),
    ("SMTP2GO", "SMTP2GO_API_KEY", _j("api-", (UPPER_HEX, 32)), True),
    ("Lob", "LOB_API_KEY", _j("live_", (HEX, 35)), True),
    ("Checkout.com", "CKO_SECRET_KEY", _j("sk_sbox_", (LOWER_DIGITS, 27)), True),
    ("Mercury", "MERCURY_API_TOKEN", _j("secret-token:mercury_production_rma_", (ALNUM, 40)), True),
    ("Brex", "BREX_API_TOKEN", _j("bxt_", (ALNUM, 40)), True),
    ("Circle", "CIRCLE_API_KEY", _j("LIVE_API_KEY:", (HEX, 32), ":", (HEX, 32)), True),
    ("Blockfrost", "BLOCKFROST_PROJECT_ID", _j("mainnet", (ALNUM, 32)), True),
    ("NetBird", "NB_API_TOKEN", _j("nbp_", (ALNUM, 36)), True),
    ("Pangea", "PANGEA_TOKEN", _j("pts_", (LOWER_DIGITS, 32)), True),
    ("turbopuffer", "TURBOPUFFER_API_KEY", _j("tpuf_", (ALNUM, 32)), True),
    ("ClickHouse Cloud", "CLICKHOUSE_KEY_SECRET", _j("4b1d", (ALNUM, 38)), True),
    ("dbt Cloud", "DBT_CLOUD_API_TOKEN", _j("dbtc_", (URLSAFE, 49)), True),
    ("Metabase", "MB_API_KEY", _j("mb_", (B64, 43), "="), True),
    ("ntfy", "NTFY_TOKEN", _j("tk_", (LOWER_DIGITS, 29)), True),
    ("Adobe", "ADOBE_CLIENT_SECRET", _j("p8e-", (URLSAFE, 32)), True),
    ("Builder.io", "BUILDER_PRIVATE_KEY", _j("bpk-", (HEX, 32)), True),
    ("PubNub", "PUBNUB_SECRET_KEY", _j("sec-c-", (B64, 48)), True),
    ("Tolgee", "TOLGEE_API_KEY", _j("tgpak_", (LOWER_DIGITS, 52)), True),
    ("YouTrack", "YOUTRACK_TOKEN", _youtrack, True),
    ("Amazon SP-API", "SP_API_REFRESH_TOKEN", _j("Atzr|IwEBI", (URLSAFE, 180)), True),
    ("Radar", "RADAR_SECRET_KEY", _j("prj_live_sk_", (HEX, 40)), True),
    ("LocationIQ", "LOCATIONIQ_TOKEN", _j("pk.", (HEX, 32)), True),
    ("Close", "CLOSE_API_KEY", _j("api_", (ALNUM, 22), ".", (ALNUM, 22)), True),
    ("crates.io", "CARGO_REGISTRY_TOKEN", _j("cio", (ALNUM, 32)), True),
    ("Luma AI", "LUMAAI_API_KEY", _luma, True),
    ("Chroma Cloud", "CHROMA_API_KEY", _j("ck-", (ALNUM, 44)), True),
    ("ngrok", "NGROK_AUTHTOKEN", _j("2", (ALNUM, 26), "_", (ALNUM, 21)), False),
    ("LiveKit", "LIVEKIT_API_SECRET", _j((ALNUM, 43)), False),
    ("Wasabi", "WASABI_SECRET_ACCESS_KEY", _j((ALNUM, 40)), False),
    ("Huawei Cloud", "HUAWEICLOUD_SDK_SK", _j((ALNUM, 40)), False),
    ("Civo", "CIVO_TOKEN", _j((ALNUM, 50)), False),
    ("Namecheap", "NAMECHEAP_API_KEY", _j((HEX, 32)), False),
    ("Mailtrap", "MAILTRAP_API_TOKEN", _j((HEX, 32)), False),
    ("Loops", "LOOPS_API_KEY", _j((HEX, 32)), False),
    ("Amplitude", "AMPLITUDE_SECRET_KEY", _j((HEX, 32)), False),
    ("Polygon.io", "POLYGON_API_KEY", _j((ALNUM, 32)), False),
    ("Finnhub", "FINNHUB_API_KEY", _j((LOWER_DIGITS, 20)), False),
    ("Tiingo", "TIINGO_API_KEY", _j((HEX, 40)), False),
    ("Auth0", "AUTH0_CLIENT_SECRET", _j((URLSAFE, 64)), False),
    ("FusionAuth", "FUSIONAUTH_API_KEY", _j((URLSAFE, 64)), False),
    ("Stream", "STREAM_API_SECRET", _j((LOWER_DIGITS, 64)), False),
    ("Storyblok", "STORYBLOK_PREVIEW_TOKEN", _j((ALNUM, 22), "tt"), False),
    ("DatoCMS", "DATOCMS_API_TOKEN", _j((HEX, 30)), False),
    ("Uploadcare", "UPLOADCARE_SECRET_KEY", _j((HEX, 20)), False),
    ("Mux", "MUX_TOKEN_SECRET", _j((B64, 75)), False),
    ("OpenWeatherMap", "OWM_API_KEY", _j((HEX, 32)), False),
    ("TomTom", "TOMTOM_API_KEY", _j((ALNUM, 32)), False),
    ("Radarr", "RADARR__AUTH__APIKEY", _j((HEX, 32)), False),
    ("Freshdesk", "FRESHDESK_API_KEY", _j((ALNUM, 20)), False),
    ("Airbrake", "AIRBRAKE_PROJECT_KEY", _j((HEX, 32)), False),
    ("Cronitor", "CRONITOR_API_KEY", _j((HEX, 32)), False),
    ("Phrase", "PHRASE_ACCESS_TOKEN", _j((HEX, 64)), False),
    ("OneLogin", "ONELOGIN_CLIENT_SECRET", _j((HEX, 64)), False),
    ("Quay.io", "QUAY_ROBOT_TOKEN", _j((UPPER_DIGITS, 64)), False),
    ("Travis CI", "TRAVIS_API_TOKEN", _j((URLSAFE, 22)), False),
    ("Comet", "COMET_API_KEY", _j((ALNUM, 25)), False),
    ("Roboflow", "ROBOFLOW_API_KEY", _j((ALNUM, 20)), False),
    ("Dropbox Sign", "HELLOSIGN_API_KEY", _j((HEX, 64)), False),
    ("Zoom", "ZOOM_CLIENT_SECRET", _j((ALNUM, 32)), False),
    ("Exa", "EXA_API_KEY", v.uuid4, False),
    ("Black Forest Labs", "BFL_API_KEY", v.uuid4, False),
    ("Shortcut", "SHORTCUT_API_TOKEN", v.uuid4, False),
]  # fmt: skip
_NAMED = [  # the vendor or its variable is named beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} key for prod: {tok}",
    "Slack #integrations — Keola: new {vendor} secret is {tok}, old one revoked",
    "[{slug}]\napi_key = \"{tok}\"",
    "  - name: {env}\n    value: \"{tok}\"",
    "Pulumi.prod.yaml:\n  app:{slug}Key: {tok}",
    "remember my {vendor} token: {tok}",
    "GitHub issue #1184: \"works when I hardcode {env}='{tok}' but not from .env\"",
    "services.myapp.environment.{env} = \"{tok}\";",
    "heroku config:set {env}={tok} -a billing-api",
    "{vendor} API secret → {tok}",
    "la clé API {vendor} : {tok}",
    "{vendor} の API キー: {tok}",
    "il-key tal-API ta' {vendor}: {tok}",
]  # fmt: skip
_UNNAMED = [  # only the token's own shape says what it is
    "{tok}",
    "pasted from the console: {tok}",
    "CI failed with 401, token used was {tok}",
    "\"{tok}\"",
]  # fmt: skip


def _vendor_extras(rng: random.Random) -> list[Sample]:
    akeyless = _r(rng, B64, 43) + "="
    huawei_sk = _r(rng, ALNUM, 40)
    zapier = f"{rng.randrange(10**6, 10**7)}/{_r(rng, LOWER_DIGITS, 7)}"
    make_hook = _r(rng, LOWER_DIGITS, 32)
    mux_secret = _r(rng, B64, 75)
    stream_secret = _r(rng, LOWER_DIGITS, 64)
    oci_fingerprint = ":".join(_r(rng, HEX, 2) for _ in range(16))
    oci_pass = _quiet_pw(rng)
    return [
        Sample("vendor_token", f"~/.akeyless/profiles/default.toml\n[default]\naccess_id = \"p-{_r(rng, LOWER_DIGITS, 12)}\"\naccess_key = \"{akeyless}\"", akeyless),
        Sample("vendor_token", f"~/.huaweicloud/credentials\nHUAWEICLOUD_SDK_AK={_r(rng, UPPER_DIGITS, 20)}\nHUAWEICLOUD_SDK_SK={huawei_sk}", huawei_sk),
        Sample("vendor_token", f"Zap trigger URL (anyone with it can post orders): https://hooks.zapier.com/hooks/catch/{zapier}/", zapier),
        Sample("vendor_token", f"Make scenario webhook: https://hook.eu2.make.com/{make_hook}", make_hook),
        Sample("vendor_token", f"MUX_TOKEN_ID={v.uuid4(rng)}\nMUX_TOKEN_SECRET={mux_secret}", mux_secret),
        Sample("vendor_token", f"const client = new StreamChat('{_r(rng, LOWER_DIGITS, 12)}', '{stream_secret}');", stream_secret),
        Sample("vendor_token", f"~/.oci/config\n[DEFAULT]\nuser=ocid1.user.oc1..{_r(rng, LOWER_DIGITS, 60)}\nfingerprint={oci_fingerprint}\nkey_file=~/.oci/key.pem\npass_phrase={oci_pass}", oci_pass),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_extras(rng)
    for vendor, env, make, shaped in v.cycle(rng, _PROVIDERS, n - len(out)):
        tok = make(rng)
        template = rng.choice(_NAMED + _UNNAMED) if shaped else rng.choice(_NAMED)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower())
        text = template.format(vendor=vendor, env=env, slug=slug, tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_LOOSE = ["{t}", "Signal — Malia: try {t}", "{t}\n^ integration secret from the welcome mail",
          "save: {t}", "'{t}'", "{t}  # staging only", "token was {t}"]  # fmt: skip
_LOOSE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 30), ".", (URLSAFE, 30)), _j((B64, 56), "=="),
                 _j((LOWER_DIGITS, 8), "-", (ALNUM, 40)), _j((ALNUM, 64))]  # fmt: skip
_loose = _Group(
    "bare_token", _LOOSE, lambda g, i, t: {"t": _LOOSE_MAKERS[i % len(_LOOSE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Vaultwarden backup encryption key (hex): {h}": 64,
    "MINIO_KMS_SECRET_KEY=minio-kms:{h}": 64,
    "LITELLM_SALT_KEY={h}": 64,
    "Signal from Chipo: the AES key for the camera export is {h}": 64,
    "app:\n  cookieSecret: \"{h}\"": 64,
    "kjave tal-kriptaġġ: {h}": 64,
    "konci énkripsi: {h}": 64,
    "please remember the disk encryption key for the Proxmox backup: {h}": 64,
    "PAPERLESS_SECRET_KEY={h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Group("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Home Assistant long-lived token (for the Node-RED flow): {t}",
    "TURSO_AUTH_TOKEN={t}",
    "curl -H \"Authorization: Bearer {t}\" https://api.lan/v1/me",
    "Slack #frontend — Lupe: the preview env wants this session jwt {t}",
    "n8n API key: {t}",
    "localStorage['sb-auth'] = '{t}'",
    "jwt pour l'API des factures : {t}",
    "Jira WEB-771 attachment log: Cookie: access_token={t}; Path=/",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_796_100_000 + 4_129 * index
    alg = ["RS256", "HS256", "EdDSA", "ES384"][index % 4]
    claims: dict[str, Any] = {"iss": "https://auth.lan", "sub": v.uuid4(rng), "iat": issued,
                              "exp": issued + 3_600 * (1 + index)}  # fmt: skip
    if "Home Assistant" in template:
        claims = {"iss": _r(rng, HEX, 32), "iat": issued, "exp": issued + 315_360_000}
    elif "TURSO" in template:
        claims = {"a": "rw", "iat": issued, "id": v.uuid4(rng)}
    signature = _r(rng, URLSAFE, 43 if alg == "HS256" else 86)
    return {"t": f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{signature}"}


_jwts = _Group("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "GitHub App private key (downloaded 2026-11-20, the .pem):\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Google service account JSON, the part that matters: \"private_key\": \"{key}\\n\"": ("PRIVATE KEY", "\\n"),
    "nixos: environment.etc.\"ssh/deploy_ed25519\".text = ''\n    {key}\n  '';": ("OPENSSH PRIVATE KEY", "\n    "),
    "kubectl create secret tls ingress-tls --key=/dev/stdin <<KEY\n{key}\nKEY": ("EC PRIVATE KEY", "\n"),
    "Jira SEC-208: key committed in deploy/keys/id_rsa:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Hi Chipo, here's the signing key for the APK; the keystore password comes separately.\n\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "variable \"tls_key\" {{\n  default = <<EOT\n{key}\nEOT\n}}": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_OPENINGS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
                 "EC PRIVATE KEY": "MHQCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
                 "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0w"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, glue = _PEM_PLACES[template]
    body = [_r(rng, B64, 64) for _ in range(6 + index % 4)]
    opening = _PEM_OPENINGS[kind]
    body[0] = opening + body[0][len(opening) :]
    body[-1] = body[-1][: rng.randrange(12, 60)] + "=="
    block = glue.join([f"-----BEGIN {kind}-----", *body, f"-----END {kind}-----"])
    return {"key": block, "secret": body[2 + index % (len(body) - 3)]}


_pems = _Group("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trezor recovery card, typed out so I can shred the paper: {p}": "english",
    "MetaMask Secret Recovery Phrase\n{p}": "english",
    "remember these words for my Trust Wallet please: {p}": "english",
    "Sparrow wallet seed → {p}": "english",
    "voice note: the words for the Ledger are {p} end of note": "english",
    "Slack DM — Koffi: here's the treasury multisig backup, don't lose it {p}": "english",
    "Signal — Inti: Zengo words {p}": "english",
    "palabras de recuperación de la Bitbox: {p}": "spanish",
    "phrase de récupération Tangem : {p}": "french",
    "parole di recupero del portafoglio: {p}": "italian",
    "il-kliem tal-wallet: {p}": "english",
    "kecap pamulih dompét: {p}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    entropy = rng.randbytes([16, 24, 32, 16, 20][index % 5])
    words = str(Mnemonic(_SEED_PLACES[template]).to_mnemonic(entropy)).split()
    shapes = [
        " ".join(words),
        "\n".join(f"{k:02d}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(w.upper() for w in words),
        " | ".join(words),
    ]
    return {"p": shapes[0 if "voice" in template else index % len(shapes)]}


_seeds = _Group("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Slack DM from Keola: company Amex for the AWS bill is {c}, exp {mm}/{yy}",
    "remember my Revolut virtual card: {c} valid thru {mm}/{yy}",
    "Booking form, payment step: card {c} — {mm}/{yy}",
    "hotel asked me to send the card by e-mail 🙄 {c}, expires {mm}/{yy}",
    "Linear FIN-66: the test charge used a real card ({c}), purge the logs",
    "voice memo: card number {c} expiry {mm} {yy}",
    "tarjeta para la reserva: {c} cad. {mm}/{yy}",
    "Kreditkarte fürs Hotel: {c}, gültig bis {mm}/{yy}",
    "numéro de carte : {c} (exp. {mm}/{yy})",
    "カード番号 {c} 有効期限 {mm}/{yy}",
    "il-karta tal-kreditu: {c}",
    "nomor kartu: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = list(v.CARD_BRANDS)[(index * 5 + 2) % len(v.CARD_BRANDS)]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", " ", "."][index % 5], rng),
            "mm": f"{1 + (index * 5) % 12:02d}", "yy": str(28 + index % 5)}  # fmt: skip


_cards = _Group("card_number", _CARD_PLACES, _card_draw, "c")


_CODE_PLACES = ["card {c}, exp 09/30, security code {cvv}", "the code on the back of my Visa is {cvv}",
                "CVV2 → {cvv}", "kodiċi tas-sigurtà: {cvv}", "Kartenprüfnummer {cvv}",
                "Amex {c}, the 4-digit CID is {cvv}"]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else ["mastercard", "visa", "discover"][index % 3]
    number = v.grouped(v.card(rng, brand), " ", rng)
    size = 4 if brand == "amex" else 3
    code = v.until(rng, _j((D, size)), lambda s: s not in number + template)
    return {"c": number, "cvv": code}


_card_codes = _Group("card_code", _CODE_PLACES, _code_draw, "cvv")


# BBAN shapes of countries (a letter, n digit, c either); every country stdnum knows has been in
# some earlier corpus, these the least.
_BBANS = {"VA": "n" * 18, "TL": "n" * 19, "GL": "n" * 14, "MN": "n" * 16,
          "SC": "aaaa" + "n" * 20 + "aaa", "LY": "n" * 21, "BH": "aaaa" + "c" * 14,
          "QA": "aaaa" + "c" * 21}  # fmt: skip
_IBAN_PLACES = ["Pro-forma PF-2291: remit to {i} within 10 days", "send my share of the rent to {i}",
                "Signal — Chipo: the landlord's IBAN is {i}", "name,iban\nK. Mensah,{i}",
                "IBAN għall-ħlas: {i}", "IBAN pikeun transfer: {i}", "IBAN pa e transferensia: {i}",
                "vendor bank change request, new IBAN {i}, call before paying", "IBAN fürs Ferienhaus: {i}",
                "IBAN du propriétaire : {i}", "dictated: I B A N is {i}", "IBAN da conta: {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.iban_shaped(rng, list(_BBANS)[index % len(_BBANS)], _BBANS)
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Group("iban", _IBAN_PLACES, _iban_draw, "i")


def _digits(*sizes: int, sep: str = "") -> Maker:
    return lambda g: sep.join(_r(g, D, size) for size in sizes)


# phrasing: (a candidate maker, the check a real id passes); drawn until it passes
_ID_PLACES: dict[str, tuple[Maker, Callable[[str], bool]]] = {
    "Cédula de residencia (Costa Rica) de la niñera: {s}": (lambda g: "1" + _r(g, D, 11), cr_cr.is_valid),
    "mi número de DIMEX es {s}": (lambda g: "1" + _r(g, D, 11), cr_cr.is_valid),
    "Steuernummer für die Einkommensteuererklärung: {s}": (_digits(3, 3, 5, sep="/"), stnr.is_valid),
    "meine St.-Nr. ist {s}": (_digits(3, 3, 5, sep="/"), stnr.is_valid),
    "Abgabenkontonummer (Finanzamt Wien): {s}": (lambda g: f"{_r(g, D, 2)}-{_r(g, D, 3)}/{_r(g, D, 4)}", at_tin.is_valid),
    "Mã số thuế cá nhân của tôi: {s}": (_digits(10), mst.is_valid),
    "MST cá nhân {s}": (_digits(10), mst.is_valid),
    "NIFp (Guinée) : {s}": (_digits(9), nifp.is_valid),
    "SSN for the W-9: {s}": (v.ssn_number, lambda s: True),
    "remember my social security number, {s}": (v.ssn_number, lambda s: True),
    "Employee onboarding — Social Security No. {s}": (v.ssn_number, lambda s: True),
    "SIN (for the T4 slip): {s}": (v.sin_number, lambda s: True),
    "CPF da Malia pra nota fiscal: {s}": (v.cpf_number, lambda s: True),
    "DNI del inquilino: {s}": (v.dni_number, lambda s: True),
    "National Insurance number: {s}": (v.nino_number, lambda s: True),
    "my NI number is {s}, for the payroll form": (v.nino_number, lambda s: True),
}  # fmt: skip
_national = _Group(
    "national_id", list(_ID_PLACES), lambda g, i, t: {"s": v.until(g, *_ID_PLACES[t])}, "s"
)


_RECOVERY = ["Bitwarden two-step login recovery codes: {codes}", "GitLab recovery codes\n{codes}",
             "kodiċijiet ta' backup (Google):\n{codes}", "Nintendo Account backup codes — {codes}",
             "Epic Games 2FA backup code: {one}", "kode cadangan Facebook\n{codes}"]  # fmt: skip
_TOTP_SEEDS = ["otpauth://totp/Portainer:malia?secret={s}&issuer=Portainer",
               "MFA seed for the break-glass Azure account: {s}", "can't scan the QR, manual key is {s}",
               "2FA-Schlüssel für das Steuerkonto: {s}"]  # fmt: skip
_ONE_TIME = ["{c} is your Bolt login code", "Tu código de Mercado Libre es {c}",
             "Your Monzo verification code: {c}. Never share it", "kodiċi ta' verifika: {c}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, [8, 10, 16][index % 3], (index + 1) % 4)
    one = _r(rng, UPPER_DIGITS, 5) + "-" + _r(rng, UPPER_DIGITS, 5)
    listed = "\n".join(codes) if index % 2 else "  ".join(codes)
    return {"codes": listed, "one": one,
            "secret": one if "{one}" in template else codes[(index + 3) % len(codes)]}  # fmt: skip


_recovery = _Group("backup_codes", _RECOVERY, _recovery_draw, "codes")
_totp = _Group(
    "otp_secret",
    _TOTP_SEEDS,
    lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 0 and "otpauth" not in t)},
    "s",
)
_one_time = _Group("otp_code", _ONE_TIME, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_NETWORKS = ["Vodacom-Home-7D21", "MTN_4G_BF30", "ASUS_58_5G", "Telstra3F9A", "Orange-Flybox-2C",
             "Digi_Net_91", "Tigo WiFi 2.4", "Keola's iPhone"]  # fmt: skip
_WIFI_PLACES = [
    "wifi at the Airbnb: {s} / {pw}",
    "Network {s}, key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "the guest wifi is {s}, password {pw}",
    "Slack #office — Rudo: new wifi password for {s} is {pw}",
    "hotspot {s}\npass {pw}",
    "remember the wifi for my parents' place: {s} — {pw}",
    "SSID: {s}\nWPA2 passphrase: {pw}",
    "wpa_supplicant.conf: network={{ ssid=\"{s}\" psk=\"{pw}\" }}",
    "WLAN-Schlüssel für {s}: {pw}",
    "clave del wifi ({s}): {pw}",
    "wifi {s}, il-password {pw}",
    "wifi na ofisi {s}, mot de passe {pw}",
    "uaifai {s}, pasword {pw}",
]  # fmt: skip
_WIFI_WORDS = ["baobab", "marula", "savanna", "monsoon", "lagoon", "coral", "delta", "mesa"]


def _wifi_key(rng: random.Random) -> str:
    first, second = rng.sample(_WIFI_WORDS, 2)
    sticker = f"{first}-{second}-{_r(rng, D, 3)}"
    return sticker if rng.random() < 0.4 else _quiet_pw(rng)


_wifi = _Group("wifi_key", _WIFI_PLACES, _one(_wifi_key, s=_NETWORKS), "pw")


_SPACED_MAKERS = [_j("sk_car_", (ALNUM, 44)), _j("tpuf_", (ALNUM, 32)), _j("nbp_", (ALNUM, 36)),
                  _j("dbtc_", (URLSAFE, 49)), _j((ALNUM, 36)), _j("unkey_", (ALNUM, 24))]  # fmt: skip
_SPACED = ["reading it out: {t}", "[voice] {t}", "(split it so Slack doesn't flag it) {t}",
           "letter by letter: {t}", "ittra ittra: {t}"]  # fmt: skip


def _spaced_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPACED_MAKERS[index % len(_SPACED_MAKERS)](rng)
    if index % 5 == 3:  # read out in groups of four
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    sep = [" ", "-", " . ", "  ", "\n", " "][index % 6]
    return {"t": (" " if sep.strip() and sep.strip() in token else sep).join(token)}


_spaced = _Group("spaced_token", _SPACED, _spaced_draw, "t")


_LOCKS = ["front gate keypad: {pw}", "key safe by the back door — {pw}", "alarm code is {pw}, then press Away",
          "il-kodiċi tal-bieb huwa {pw}", "bike lock combination {pw}", "PIN for the eSIM: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "combination" in template:
        return {"pw": "-".join(_r(rng, D, 1) for _ in range(4))}
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Group("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["harbor", "crimson", "lantern", "thimble", "orbit", "pepper", "granite", "sparrow",
                 "velvet", "cinder", "meadow", "riddle", "anchor", "fable", "tundra", "prism"]  # fmt: skip
_PASSPHRASES = {"LUKS passphrase for the laptop: {p}": " ", "KeePassXC master passphrase → {p}": "-",
                "1Password-style passphrase for the family vault: {p}": " ",
                "il-passphrase tal-backup: {p}": " ", "borg repo passphrase = {p}": ".",
                "BORG_PASSPHRASE='{p}'": " ", "passphrase for the Yubikey PIV reset:\n{p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PASSPHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_passphrases = _Group("passphrase", list(_PASSPHRASES), _phrase_draw, "p")


_HEADERS = {  # template: whether it carries Basic credentials (else a bare token)
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia › Auth › header: Authorization: Basic {v}": True,
    "httpx.get(url, headers={{\"Authorization\": \"Basic {v}\"}})": True,
    "X-Auth-Token: {v}": False,
    "axios.defaults.headers.common['X-API-Key'] = '{v}'": False,
    "grpcurl -H 'authorization: Bearer {v}' api.lan:443 list": False,
}  # fmt: skip


def _header_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _HEADERS[template]:
        pair = f"{rng.choice(_ACCOUNTS)}:{_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, HEX, URLSAFE][index % 3], 48)}


_headers = _Group("auth_header", list(_HEADERS), _header_draw, "v")


_FILES = [
    ".env.production\nPOSTGRES_USER=app\nPOSTGRES_PASSWORD={pw}",
    "config.ini\n[smtp]\nhost = smtp.lan\nsecret = {pw}",
    "application.properties\nspring.mail.password={pw}",
    "pyproject.toml is fine but settings.toml has\n[database]\npassword = \"{pw}\"",
    "~/.netrc\nmachine git.lan login deploy password {pw}",
    "docker-compose.yml\n  db:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "values.yaml\nredis:\n  auth:\n    password: {pw}",
    "group_vars/all/vault.yml\nvault_mysql_root_password: {pw}",
    "terraform.tfvars\ndb_admin_password = \"{pw}\"",
    "appsettings.json: \"ConnectionStrings\": {{ \"Default\": \"Host=db;Username=app;Password={pw}\" }}",
    "Dockerfile\nENV ADMIN_PASS={pw}",
    "wp-config.php: define( 'DB_PASSWORD', '{pw}' );",
    "config/database.yml\nproduction:\n  password: <%= ENV.fetch('DB_PW', '{pw}') %>",
    "flake.nix: services.grafana.settings.security.admin_password = \"{pw}\";",
    "redis.conf\nrequirepass {pw}",
    "pgbouncer userlist.txt: \"app\" \"{pw}\"",
]  # fmt: skip
_files = _Group("config_file", _FILES, _one(_quiet_pw), "pw")


_TEXTS = [
    "pw {pw} 👌", "pass is {pw} lol", "pwd: {pw} (delete after reading)", "il-pass {pw} ok?",
    "kecap aksés {pw} nya", "kontraseña {pw} ok", "pasword {pw} ya", "pasiwedhi {pw} ok",
    "contra: {pw} 👍", "パスは {pw} ね", "비번 {pw} ㅇㅇ",
]  # fmt: skip
_texts = _Group("chat_password", _TEXTS, _one(_pw), "pw")


# Labels hidden by invisible characters, lookalike letters, fullwidth or mathematical forms, or an
# encoded separator.
_DISGUISED = [
    "pass\u2060word: {pw}", "pass\ufeffword = {pw}", "pаssword: {pw}", "𝘱𝘢𝘴𝘴𝘸𝘰𝘳𝘥: {pw}",
    "ＰＡＳＳＷＯＲＤ：{pw}", "password%3D{pw}", "passwd&#61;{pw}", "passw\u200cord → {pw}",
]  # fmt: skip
_disguised = _Group("hidden_label", _DISGUISED, _one(_quiet_pw), "pw")


def _disguised_token_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = "tpuf_" + _r(rng, ALNUM, 32)
    return {"t": token[:7] + "\u200d" + token[7:20] + "\u00ad" + token[20:]}


_disguised_token = _Group(
    "hidden_label", ["ＴＵＲＢＯＰＵＦＦＥＲ_ＡＰＩ_ＫＥＹ={t}"], _disguised_token_draw, "t"
)

# How many samples each family draws (390 in all, heldout11's proportions).
_PLAN: list[tuple[_Group | Taker, int]] = [
    (_said, 55), (_pairs, 22), (_spoken, 12), (_commands, 36), (_dsns, 13), (_vendors, 64),
    (_loose, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12),
    (_card_codes, 6), (_ibans, 12), (_national, 22), (_recovery, 6), (_totp, 4), (_one_time, 4),
    (_wifi, 14), (_spaced, 10), (_locks, 6), (_passphrases, 7), (_headers, 6), (_files, 16),
    (_texts, 11), (_disguised, 8), (_disguised_token, 1),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Group) else family(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the Plesk panel is": "{s}", "OPNsense root pw:": "{s} (changed Monday)",
    "il-password tiegħi": "{s}", "vCenter password": "{s}\nrotate after the migration",
    "kecap aksés:": "{s}", "kontraseña": "{s}", "Kennwort vom NAS:": "{s}",
    "Jamf API password": "{s}", "the password Rudo texted me was": "{s}, I think", "pasword:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "turbopuffer API key", "{s}", _j("tpuf_", (ALNUM, 32))),
    ("split_token", "Porkbun secret key:", "{s} (prod)", _j("sk1_", (HEX, 64))),
    ("split_token", "LiveKit API secret", "{s}", _j((ALNUM, 43))),
    ("split_seed", "Trezor words", "{s}", lambda g: v.seed_phrase(g, 12, "french")),
    ("split_card", "card number", "{s} exp 03/31", lambda g: v.grouped(v.card(g, "discover"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(v.iban_shaped(g, "QA", _BBANS))),
    ("split_backup", "GitLab recovery codes", "{s}\n7f3a9c2e4b\n19d0e8a6c3", _j((LOWER_DIGITS, 10))),
    ("split_otp", "MFA seed", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "Steuernummer", "{s}", lambda g: v.until(g, _digits(3, 3, 5, sep="/"), stnr.is_valid)),
    ("split_phrase", "LUKS passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _planted(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [
        FieldPair(cls, first, *_planted(rng, second, make)) for cls, first, second, make in rows
    ]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"ipmi": {"host": "10.0.9.11", "admin_password": "{s}"}}': ("meta_password", _quiet_pw),
    '{"kontraseña": "{s}"}': ("meta_password", _quiet_pw),
    '{"account": {"user": "malia", "pwd": "{s}"}}': ("meta_password", _quiet_pw),
    '{"nodes": [{"name": "kafka1"}, {"name": "kafka2", "sasl_password": "{s}"}]}': ("meta_password", _quiet_pw),
    '{"argv": ["mysql", "-u", "root", "--password={s}"]}': ("meta_password", _quiet_pw),
    '{"note": "il-password hija {s}"}': ("meta_password", _quiet_pw),
    '{"kecap_akses": "{s}"}': ("meta_password", _quiet_pw),
    '{"transcript": "sign in as keola, password {s}"}': ("meta_password", _quiet_pw),
    '{"turbopuffer": {"api_key": "{s}"}}': ("meta_token", _j("tpuf_", (ALNUM, 32))),
    '{"cartesiaApiKey": "{s}"}': ("meta_token", _j("sk_car_", (ALNUM, 44))),
    '{"porkbunSecret": "{s}"}': ("meta_token", _j("sk1_", (HEX, 64))),
    '{"http": {"headers": {"X-Auth-Token": "{s}"}}}': ("meta_token", _j((URLSAFE, 48))),
    '{"payment": {"pan": "{s}", "exp": "04/30"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), "-", g)),
    '{"payout": {"iban": "{s}"}}': ("meta_iban", lambda g: v.iban_shaped(g, "MN", _BBANS)),
    '{"tax": {"steuernummer": "{s}"}}': ("meta_id", lambda g: v.until(g, _digits(3, 3, 5, sep="/"), stnr.is_valid)),
    '{"mfa": {"recovery_codes": ["{s}", "k2m9x-4hq7p", "zt83n-0wc5d"]}}': ("meta_otp", _j((LOWER_DIGITS, 5), "-", (LOWER_DIGITS, 5))),
    '{"wallet": {"mnemonic": "{s}"}}': ("meta_seed", lambda g: v.seed_phrase(g, 12, "english")),
    '{"paperless_secret_key": "{s}"}': ("meta_key", v.hex_key),
    '{"house": {"keypad_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"network": {"ssid": "MTN_4G_BF30", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    planted = [(cls, *_planted(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in planted]


_CARGO_SUM = hashlib.sha256(b"serde_json-1.0.133.crate").hexdigest()
_YARN_SHA1 = hashlib.sha1(b"lodash-4.17.21.tgz", usedforsecurity=False).hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"react-19.2.0.tgz").digest()).decode()
_UV_SHA256 = hashlib.sha256(b"pydantic_core-2.41.5-cp313-manylinux.whl").hexdigest()
_IMAGE = hashlib.sha256(b"ghcr.io/acme/worker:7.3.1").hexdigest()
_MERGE = hashlib.sha1(b"retry uploads on 503", usedforsecurity=False).hexdigest()
_ABBREV = hashlib.sha1(b"bump pgbouncer to 1.24", usedforsecurity=False).hexdigest()[:9]

CLEAN = [
    "Remind me to reset the Xero password before the accountant's visit on 2026-12-10.",
    "Fatou asked for the wifi password; I told her it's printed under the router.",
    "New policy: passwords need 14 characters and we no longer force a change every 90 days.",
    "Please never paste passwords into Jira, use a Bitwarden Send link instead.",
    "The `.env.example` line `TURBOPUFFER_API_KEY=<your-api-key>` is a placeholder; put your own key in `.env`.",
    "The Helm chart ships `auth.password: changeme` as a placeholder; set a real one in values-prod.yaml.",
    "In the docs, replace <your-token> with the token you create under Account → API.",
    "PORKBUN_API_KEY and PORKBUN_SECRET_API_KEY have to be exported before running the DNS script.",
    "Tixrid qatt lil ħadd il-password tiegħek.",
    "Ulah méré kecap aksés ka saha waé.",
    "Nunka kompartí bo kontraseña ku niun hende.",
    "Loyniorðið skal vera í minsta lagi 12 tekn.",
    "No ken givim pasword bilong yu long narapela man.",
    "Usagovera pasiwedhi yako nemumwe munhu.",
    "Bul wax sa password ku mu mën a doon.",
    "Kopesa mot de passe na yo epai ya moto mosusu te.",
    "Ñe'ẽñemi iporãva oguereko 12 tai michĩvéva.",
    "Tojwaluza kugabana ekigambo kyo eky'ekyama na muntu yenna.",
    "ʻAʻole e haʻi i kāu ʻōlelo huna i kekahi.",
    "Me kua ni vakaraitaka vei ira tale eso na nomu password.",
    "Yu no mas talem pasword blong yu long wan narafala man.",
    "Ich hab das Kennwort vom Router vergessen und setze ihn morgen zurück.",
    "La contraseña del wifi de invitados cambia cada lunes; pídesela a recepción.",
    "Upgraded Grafana from 11.3.1 to 12.2.0 and Loki to 3.5.7 last night.",
    f"commit {_MERGE} retries uploads on 503.",
    f"Reverted to {_ABBREV} because the pgbouncer bump broke prepared statements.",
    f'Cargo.lock: name = "serde_json", version = "1.0.133", checksum = "{_CARGO_SUM}"',
    f'package-lock.json: "integrity": "sha512-{_NPM_SHA512}"',
    f"yarn.lock: resolved \"https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#{_YARN_SHA1}\"",
    f'uv.lock: {{ url = "https://files.pythonhosted.org/pydantic_core-2.41.5.whl", hash = "sha256:{_UV_SHA256}" }}',
    f"The worker runs ghcr.io/acme/worker@sha256:{_IMAGE} in every region.",
    "Trace id 6c1f0b7e-93a2-4d58-b0e4-2f8a71c9d3e6 is the slow checkout request from Tuesday.",
    "Order #408-7731205-3319482 was split into two parcels.",
    "Jira OPS-3318: Nexus cleanup job fails on the snapshot repo.",
    "Call the Harare office on +263 24 270 4418 after 10.",
    "Tracking number 1Z 9W8 417 03 5512 8840 shows it in Louisville.",
    "Model: Ubiquiti UDM Pro Max, UniFi OS 4.3.6.",
    "The Brother HL-L3280CDW printer needs firmware 1.22 for AirPrint.",
    "Failed logins lock the account for 15 minutes after 5 attempts.",
    "The model accepts 200k tokens of context; we cap requests at 8,000.",
    "The secret to good injera is a three-day ferment.",
    "Ask Mosese for the alarm code, I don't have it.",
    "My card ending in 7731 was declined at the pharmacy.",
    "The bank form wants the IBAN without spaces.",
    "Store the recovery codes offline, not in the notes app.",
    "A real wallet never asks you to type your recovery phrase into a website.",
    "Set `MYSQL_PWD` in the CI secret store, never in the workflow file.",
    "The keypad by the loading dock has been broken since October.",
    "v3.0.0-rc.2 fixes the token expiry off-by-one.",
    "Workspace id 0b5e7d43-2a9c-4f16-8e21-d7c3a90f5b18 shows up in every dashboard URL; it isn't secret.",
    "The library wifi 'Bulawayo Public' has no password, just a splash page.",
    "Retro moved to 2026-12-04 15:30 CAT, room Baobab.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_last_rotated": "2026-10-30T09:00:00Z", "password_min_length": 14}',
    '{"secret_path": "kv/data/turbopuffer", "rotation_days": 30}',
    f'{{"commit": "{_MERGE}", "build": 55102}}',
    f'{{"checksum": "{_CARGO_SUM}", "crate": "serde_json", "version": "1.0.133"}}',
    '{"ticket": "OPS-3318", "order": "408-7731205-3319482"}',
    '{"device": {"model": "UDM Pro Max", "os": "4.3.6"}}',
    '{"phone": "+263 24 270 4418", "city": "Harare"}',
    '{"mfa_enabled": true, "recovery_codes_left": 6, "token_limit": 8000}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
