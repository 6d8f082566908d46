# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fourteenth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
issue's goal, the thirteenth held-out corpus as a format example, the fifth to thirteenth only for
the wordings, languages, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`),
never `memories/redaction/`, the offline miner, the tuning corpus, the round corpora, their tests
nor the reports; the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way people leak secrets into an assistant's memory:
Rocket.Chat, Slack, Signal, WhatsApp, Teams, Wire and Viber pastes, notes to self, incident
write-ups, Jira Service Management, Freescout, Trac and osTicket tickets, e-mails, runbooks, fish
and bash history, Dockerfiles, compose files, Kubernetes, Helm, Terraform, Ansible, Salt, Chef and
Puppet snippets, CI logs of Woodpecker, Buildbot, GoCD, Spinnaker, Earthly, Dagger, Buddy,
Codefresh, Screwdriver, OneDev and builds.sr.ht, .env, .ini, .toml, .yaml, .properties, .netrc and
XML configs, app configs, README fragments, voice-dictated text and requests to the assistant
itself. About 60 % English (or language-neutral config and shell), the rest in Corsican, Sardinian,
Friulian, Sicilian, Yiddish and Bambara (first used here), and Spanish, German, French, Italian,
Portuguese, Dutch, Polish, Czech, Greek, Ukrainian, Russian, Turkish, Albanian, Romanian,
Macedonian, Japanese, Korean and Chinese in wordings of their own. Vendors and CI tools are ones
heldouts 5 to 13 do not use; the national ids are kinds they do not use (Uruguay RUT, Moldova IDNO,
Albania NIPT, Belarus UNP, North Macedonia EDB). Every IBAN country python-stdnum knows is in some
earlier corpus, so the IBANs are of the countries used least (in one earlier corpus only, by a
count over heldouts 5 to 13). Measured once; a miss here is reported, not tuned on.
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
from stdnum import iban as std_iban
from stdnum.al import nipt
from stdnum.by import unp
from stdnum.md import idno
from stdnum.mk import edb
from stdnum.uy import rut

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 7_140_963
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64, UPPER_HEX = ALNUM + "-_", ALNUM + "+/", "0123456789ABCDEF"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            out.append(
                Sample(
                    self.cls, template.format_map(fields), fields.get("secret", fields[self.key])
                )
            )
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_MINERALS = ["Feldspar", "Obsidian", "Malachite", "Pyrite", "Jasper", "Galena", "Azurite",
             "Dolomite", "Zircon", "Tourmaline", "Rhodonite", "Cinnabar"]  # fmt: skip
_DISHES = ["Brocciu", "Fregula", "Frico", "Arancina", "Cholent", "Fonio", "Culurgiones",
           "Cannolo", "Kugel", "Toh"]  # fmt: skip
_NAMES = ["Ghjuvanni", "Bainzu", "Pieri", "Turiddu", "Rivke", "Mamadou", "Santina", "Efisio",
          "Lussia", "Shloyme", "Aminata", "Orsu", "Grazia", "Beyle", "Seydou"]  # fmt: skip
_SYMBOLS = "!$%&*#@+~"


def _passphrase(g: random.Random) -> str:
    """Three lower-case words and a number, joined by hyphens (a password manager's pick)."""
    words = [w.lower() for w in g.sample(_MINERALS + _DISHES, 3)]
    return "-".join(words) + "-" + str(g.randrange(100, 1000))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MINERALS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_DISHES)}",
    lambda g: f"{g.choice(_NAMES)}{g.choice(_SYMBOLS)}{g.randrange(1948, 2015)}",
    lambda g: _r(g, ALNUM, 7) + g.choice(_SYMBOLS) + _r(g, ALNUM, 7),
    lambda g: g.choice(_DISHES).lower() + _r(g, D, 4) + g.choice(_MINERALS).upper()[:4],
    lambda g: g.choice(["M4l4ch1te", "0bs1d14n", "Pyr1t3", "Z1rc0n", "Fr1c0", "K4g3l"]) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: f"{g.choice(['My', 'Our', 'The'])}{g.choice(_DISHES)}{g.choice(['Is', 'Was'])}{g.choice(['Cold', 'Late', 'Gone', 'Huge'])}{g.randrange(1, 99)}",
    lambda g: _r(g, URLSAFE, 20),
    _passphrase,
    lambda g: _r(g, UPPER, 2) + _r(g, D, 4) + _r(g, LOWER, 4) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Rocket.Chat #infra — Orsu: the Proxmox Backup Server root password is {pw}, changing it Monday",
    "Trac ticket #903: to reproduce, sign into Icinga Web as icingaadmin / password {pw}",
    "Signal from Santina: password for the choir's Canva account is {pw}",
    "note to self — password for the HOA portal (AppFolio) = {pw}",
    "Hello Efisio,\n\nthe password for the Xero login is {pw}. Delete this e-mail once you're in.\n\nLussia",
    "Incident 2026-11-27 (OPNsense config leaked): the admin password {pw} was in a public gist",
    "remember that my Strava password is {pw}",
    "uh can you remember that the password for the Arlo cameras is {pw} okay thanks",
    "Runbook: rebuild the Unifi controller\n1. ssh to unifi.lan\n2. controller admin password: {pw}\n3. restore autobackup",
    "README — Dev setup\nGo to http://localhost:8080 and log into Keycloak as admin (password `{pw}`).",
    "Slack #ops — Mamadou: MeshCentral admin password is {pw}, don't share outside the team",
    "PR comment: `DB_PASSWORD = \"{pw}\"` is committed in config/local.py, move it to SOPS",
    "Mikrotik admin password {pw}",
    "save this: my Verizon account password is {pw}",
    "osTicket #7712: the customer says the password {pw} stopped working in the Eufy app",
    "the Cockpit password is {pw}, Seydou set it up",
    "password for the LUKS-encrypted travel laptop: {pw}",
    "the Mailcow admin password became {pw} after the migration",
    "Handover notes: the TrueNAS SCALE root password is {pw}",
    "I changed the Sophos Central password to {pw}",
    "- **Admin password**: {pw}",
    "Freescout #3310: Wazuh still uses the password {pw} from the install guide",
    "password for mum's Kindle: {pw}",
    "Post-incident review: the Adminer password {pw} was readable in /var/www for days",
    "lol the Minecraft server password is {pw} don't post it in general",
    "1Password is locked out, so the vCenter password for today: {pw}",
    "the password for the router at the allotment shed is {pw} (also on the sticker)",
    "dictated: so the password for the Revolut Business login is {pw} period",
    "Teams — Grazia: the Synology DSM password is {pw}",
    "TODO: change the Home Assistant owner password ({pw}) before guests arrive",
    "A parolla d'intrata di u mo mail hè {pw}",
    "parolla d'intrata di u NAS: {pw}",
    "Sa crae de s'email mia est {pw}",
    "crae de su router: {pw}",
    "La mê peraule clâf pe pueste e je {pw}",
    "peraule clâf dal server: {pw}",
    "A me palora d'accessu pû cuntu è {pw}",
    "palora d'accessu dû modem = {pw}",
    "מײַן פּאַראָל פֿאַר דער בליצפּאָסט איז {pw}",
    "דער פּאַראָל פֿונעם ראַוטער: {pw}",
    "N ka gundo kuma ye {pw} ye",
    "email gundo kuma: {pw}",
    "la clave de acceso a la sede electrónica es {pw}",
    "Zugangspasswort fürs Lohnportal: {pw}",
    "mon code secret pour Ameli : {pw}",
    "la parola d'ordine del gestionale è {pw}",
    "a palavra-passe do e-Balcão é {pw}",
    "inlogwachtwoord van Mijn Overheid: {pw}",
    "moje hasło do Librusa to {pw}",
    "heslo do datové schránky je {pw}",
    "ο κωδικός πρόσβασης του Taxisnet είναι {pw}",
    "пароль від Дії: {pw}",
    "Netflix parolam {pw}",
    "楽天のパスワードは {pw}",
    "네이버 비밀번호 {pw} 로 바꿨어",
    "淘宝的登录密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["ghjuvanni", "bainzu.p", "turiddu", "svc-backup", "deploy", "woodpecker", "icinga",
          "rivke.s", "aminata", "ec2-user", "root", "efisio.m", "seydou", "beyle.k"]  # fmt: skip
_LOGINS = [
    "Wire from Rivke: the QNAP login is {u} / {pw}",
    "Jira SM ticket OPS-812: user {u} locked out, old password {pw}",
    "user={u} pass={pw}",
    "Notion › Infra › BMC access: {u} — {pw}",
    "| Icinga | https://icinga.lan | {u} | {pw} |",
    "ssh {u}@10.44.2.17 # password {pw}",
    "for the sandbox use account {u} and password {pw}",
    "Cockpit test login {u}:{pw}",
    "username {u}, password {pw}, for the wholesaler's shop",
    "sign in as {u} using {pw}",
    "Login: {u}\nPassword: {pw}",
    "Nutzername {u}, Kennwort {pw}",
    "nom d'utilisateur {u} / code d'accès {pw}",
    "nombre de usuario {u} y clave de acceso {pw}",
    "ユーザー名 {u} パスワード {pw}",
    "utilizatore {u}, parolla d'intrata {pw}",
    "impreadore {u}, crae {pw}",
    "utent {u}, peraule clâf {pw}",
    "utenti {u}, palora d'accessu {pw}",
    "באַניצער {u}, פּאַראָל {pw}",
    "baarakɛla {u}, gundo kuma {pw}",
    "nazwa użytkownika {u}, hasło {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["obsidian", "pyrite", "jasper", "galena", "zircon", "brocciu", "fregula", "frico",
               "cannolo", "kugel", "azurite", "fonio"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the stone {w} and then {d}",
    "it's {w} all lower case, then the digits {d}",
    "type {w}{d} — that's the Nextcloud app password",
    "my password is the dish {w} with {d} on the end",
    "dictated: the password is {w} as in the food then {d}",
    "for the alarm panel: the word {w} and then {d}",
    "{w}{d}, that's what I chose for the Sonos account",
    "a parolla d'intrata hè a parolla {w} è dopu {d}",
    "sa crae est su faeddu {w} e pustis {d}",
    "la peraule clâf e je {w} e dopo {d}",
    "die Losung ist das Wort {w} und danach {d}",
    "la contraseña es la palabra {w} y luego {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7) % len(_SAID_WORDS)]
    number = _r(rng, D, 4 if index % 3 == 0 else 3)
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "buildah login -u {u} -p {pw} harbor.lan",
    "crane auth login registry.lan -u {u} -p {pw}",
    "helm registry login oci.lan --username {u} --password {pw}",
    "twine upload -u {u} -p {pw} --repository-url https://pypi.lan/ dist/*",
    "gem push pkg/tool-1.4.0.gem --host https://{u}:{pw}@gems.lan",
    "sqlcmd -S sql03.lan -U {u} -P {pw} -Q \"SELECT @@VERSION\"",
    "mysqldump -u{u} -p{pw} --single-transaction shop > shop.sql",
    "mongosh \"mongodb://mongo1.lan/admin\" -u {u} -p {pw}",
    "influx auth login --username {u} --password {pw}",
    "cqlsh cass01.lan -u {u} -p {pw}",
    "redis-cli -h redis.lan --user {u} --pass {pw} ping",
    "psql \"host=pg03.lan user={u} password={pw} dbname=crm\"",
    "sshpass -p {pw} ssh {u}@10.44.0.8",
    "smbclient //nas.lan/media -U {u}%{pw}",
    "xfreerdp /v:ts01.lan /u:{u} /p:{pw}",
    "rclone config create box webdav url=https://dav.lan user={u} pass={pw}",
    "lftp -u {u},{pw} sftp://files.lan",
    "curl -u {u}:{pw} https://artifactory.lan/api/system/ping",
    "wget --user={u} --password={pw} https://dl.lan/firmware.bin",
    "7z x payroll.7z -p{pw}",
    "openssl pkcs12 -in client.p12 -passin pass:{pw} -nodes",
    "zip -P {pw} handover.zip notes.txt",
    "restic -r sftp:{u}@backup.lan:/srv/restic --password-command 'echo {pw}' snapshots",
    "ldapsearch -x -D cn={u},dc=lan -w {pw} -b dc=lan",
    "ipmitool -I lanplus -H 10.44.9.3 -U {u} -P {pw} power status",
    "keytool -list -keystore app.jks -storepass {pw}",
]  # fmt: skip
_SHELLS = [
    "$ {c}", "fish history: - cmd: {c}", "bash_history line 812: {c}", "root@edge:~# {c}",
    "Woodpecker pipeline 'deploy':\n+ {c}", "Buildbot step shell_3 stdio: {c}",
    "GoCD job console: [go] Task: {c}", "Spinnaker stage 'Run Job' output:\n{c}",
    "Earthly +publish | --> RUN {c}", "Dagger trace: exec {c}", "Buddy action log: {c}",
    "Codefresh freestyle step: {c}", "Screwdriver build step 'release': $ {c}",
    "OneDev build log: {c}", "builds.sr.ht task 'deploy':\n+ {c}",
    "Rocket.Chat — Beyle: ran `{c}`, still 403", "{c}\n^ this is the one that worked",
    "keep this command for me: {c}", "stu cumandu funziona: {c}", "custu cumandu andat: {c}",
    "chest comant al va: {c}", "דער באַפֿעל אַרבעט: {c}", "ce commande-là marche : {c}",
    "zapamiętaj to polecenie: {c}", "この コマンドで 通った: {c}", "cumandu chì va: {c}",
    "nin ye baara kɛ: {c}", "tenhle příkaz funguje: {c}", "este comando sí funciona: {c}",
]  # fmt: skip


Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` commands or URLs (`fill`) each put in one of ``frames`` (`framed`)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg03.lan:5432/crm?sslmode=require",
    "mysql://{u}:{pw}@db.lan:3306/shop",
    "redis://{u}:{pw}@cache.lan:6379/2",
    "amqps://{u}:{pw}@rabbit.lan:5671/%2F",
    "mongodb+srv://{u}:{pw}@cluster7.mongo.lan/app?retryWrites=true",
    "nats://{u}:{pw}@nats.lan:4222",
    "sftp://{u}:{pw}@files.partner.example/inbox",
    "https://{u}:{pw}@git.lan/infra/ansible.git",
    "jdbc:postgresql://pg03.lan:5432/crm?user={u}&password={pw}",
    "Server=sql03;Database=payroll;User Id={u};Password={pw};TrustServerCertificate=true",
    "smtp://{u}:{pw}@smtp.lan:587",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "spring.datasource.url: {c}", "Aminata in #backend: {c}",
    "docker-compose.yml → environment: - DSN={c}", "connection string: {c}",
    "GoCD log: opening {c}", "[db]\nurl = {c}", "catena di cunnessione: {c}",
    "Verbindungs-URL: {c}", "chaîne de connexion : {c}", "adresa připojení: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _ulid(g: random.Random) -> str:
    return "01" + _r(g, CROCKFORD, 24)


# (vendor, environment variable, token maker, whether the token's shape names its vendor)
_VENDORS: list[tuple[str, str, Maker, bool]] = [
    ("LlamaCloud", "LLAMA_CLOUD_API_KEY", _j("llx-", (ALNUM, 48)), True),
    ("Dub", "DUB_API_KEY", _j("dub_", (ALNUM, 24)), True),
    ("UpCloud", "UPCLOUD_TOKEN", lambda g: "ucat_" + _ulid(g), True),
    ("Teable", "TEABLE_TOKEN", _j("teable_", (ALNUM, 24), "="), True),
    ("Plunk", "PLUNK_SECRET_KEY", _j("sk_", (HEX, 48)), False),
    ("Sinch", "SINCH_KEY_SECRET", _j((URLSAFE, 26)), False),
    ("Healthchecks.io", "HEALTHCHECKS_API_KEY", _j((URLSAFE, 32)), False),
    ("Hookdeck", "HOOKDECK_API_KEY", _j((ALNUM, 50)), False),
    ("Novu", "NOVU_SECRET_KEY", _j((HEX, 32)), False),
    ("Knock", "KNOCK_SECRET_API_KEY", _j("sk_", (URLSAFE, 40)), False),
    ("Customer.io", "CUSTOMERIO_APP_API_KEY", _j((HEX, 32)), False),
    ("ClickSend", "CLICKSEND_API_KEY", lambda g: v.uuid4(g).upper(), False),
    ("Browserless", "BROWSERLESS_TOKEN", _j((ALNUM, 48)), False),
    ("Qdrant Cloud", "QDRANT_API_KEY", _j((URLSAFE, 54)), False),
    ("Weaviate", "WEAVIATE_API_KEY", _j((ALNUM, 40)), False),
    ("Zilliz", "ZILLIZ_API_KEY", _j((HEX, 104)), False),
    ("Baseten", "BASETEN_API_KEY", _j((ALNUM, 8), ".", (ALNUM, 32)), False),
    ("Plausible", "PLAUSIBLE_API_KEY", _j((URLSAFE, 64)), False),
    ("Fathom", "FATHOM_API_TOKEN", _j((ALNUM, 40)), False),
    ("Umami", "UMAMI_API_KEY", _j("api_", (ALNUM, 32)), False),
    ("Raygun", "RAYGUN_PAT", _j((ALNUM, 40)), False),
    ("incident.io", "INCIDENT_IO_API_KEY", _j("inc_", (HEX, 64)), False),
    ("Pipedream", "PIPEDREAM_CLIENT_SECRET", _j((URLSAFE, 43)), False),
    ("Budibase", "BUDIBASE_API_KEY", _j((HEX, 32), "-", (HEX, 64)), False),
    ("Appsmith", "APPSMITH_ENCRYPTION_PASSWORD", _j((ALNUM, 32)), False),
    ("Baserow", "BASEROW_DATABASE_TOKEN", _j((ALNUM, 32)), False),
    ("Grist", "GRIST_API_KEY", _j((HEX, 40)), False),
    ("NocoDB", "NOCODB_XC_TOKEN", _j((URLSAFE, 40)), False),
    ("Logtail", "LOGTAIL_SOURCE_TOKEN", _j((ALNUM, 24)), False),
    ("Calendly", "CALENDLY_WEBHOOK_SIGNING_KEY", _j((URLSAFE, 43)), False),
    ("Whereby", "WHEREBY_WEBHOOK_SECRET", _j((HEX, 64)), False),
    ("Rocket.Chat", "ROCKETCHAT_AUTH_TOKEN", _j((URLSAFE, 43)), False),
    ("Sourcehut", "SRHT_OAUTH_TOKEN", _j((B64, 120)), False),
    ("Codefresh", "CF_API_KEY", _j((HEX, 24), ".", (HEX, 32)), False),
    ("Buddy", "BUDDY_TOKEN", _j((HEX, 40)), False),
    ("Woodpecker", "WOODPECKER_AGENT_SECRET", _j((HEX, 64)), False),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} production key: {tok}",
    "Rocket.Chat #billing — Turiddu: rotated the {vendor} key, the new one is {tok}",
    "[{slug}]\napi_key = \"{tok}\"",
    "            - name: {env}\n              value: \"{tok}\"",
    "ansible vault (decrypted): {slug}_api_key: {tok}",
    "please remember my {vendor} token: {tok}",
    "Trac #941: \"works when I hardcode {env}={tok} in the systemd unit\"",
    "salt pillar: {slug}:\n  key: {tok}",
    "kubectl create secret generic app --from-literal={env}={tok}",
    "{vendor} token ⇒ {tok}",
    "chjave API di {vendor}: {tok}",
    "crae API de {vendor}: {tok}",
    "clâf API di {vendor}: {tok}",
    "שליסל פֿאַר {vendor}: {tok}",
    "API-Schlüssel von {vendor}: {tok}",
    "klucz API {vendor}: {tok}",
    "chiavi API di {vendor}: {tok}",
    "{vendor} ka API gundo kuma: {tok}",
    "κλειδί API του {vendor}: {tok}",
    "ключ API {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "chave da API do {vendor}: {tok}",
]  # fmt: skip
_BARE = [  # only the token's own shape says what it is
    "{tok}",
    "pasted from the console: {tok}",
    "curl returned 401 with {tok}",
    "`{tok}`",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    hc_ping = _r(rng, URLSAFE, 22)
    plausible = _r(rng, URLSAFE, 64)
    clicksend = v.uuid4(rng).upper()
    browserless = _r(rng, ALNUM, 48)
    hookdeck = _r(rng, ALNUM, 40)
    sinch = _r(rng, URLSAFE, 26)
    return [
        Sample("vendor_token", f"cron: curl -fsS https://hc-ping.com/{hc_ping}/nightly-backup", hc_ping),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {plausible}' https://plausible.io/api/v2/query", plausible),
        Sample("vendor_token", f"ClickSend account\nusername: seydou\napi_key: {clicksend}", clicksend),
        Sample("vendor_token", f"puppeteer.connect({{ browserWSEndpoint: 'wss://production-sfo.browserless.io?token={browserless}' }})", browserless),
        Sample("vendor_token", f"Hookdeck source signing secret for Shopify: {hookdeck}", hookdeck),
        Sample("vendor_token", f"Sinch access key\nkey_id = {v.uuid4(rng)}\nkey_secret = {sinch}", sinch),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    for vendor, env, make, shaped in v.cycle(rng, _VENDORS, n - len(out)):
        tok = make(rng)
        template = rng.choice(_NAMED + _BARE) if shaped else rng.choice(_NAMED)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE_PLACES = ["{t}", "Viber: {t}", "a chjave era {t}", "דער טאָקען: {t}", "{t}\n^ from the welcome e-mail, keep it", "clipboard: {t}",
                "'{t}'", "{t}  # live, never commit", "the token was {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 52)), _j((URLSAFE, 32), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 12), ":", (ALNUM, 36)), _j((URLSAFE, 64))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "Vaultwarden ADMIN_TOKEN (hex, before hashing): {h}": 64,
    "N8N_ENCRYPTION_KEY={h}": 48,
    "OUTLINE_SECRET_KEY: {h}": 64,
    "WhatsApp — Pieri: the AES key for the NVR export is {h}": 64,
    "config.ini\n[crypto]\nmaster_key = {h}": 64,
    "chjave di cifratura: {h}": 64,
    "שליסל פֿאַר דער פֿאַרשלאָסענער דיסק: {h}": 64,
    "keep the dm-crypt volume key for the archive drive: {h}": 64,
    "PAPERLESS_SECRET_KEY={h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Woodpecker CLI token for the pipeline bot: {t}",
    "WHEREBY_API_KEY={t}",
    "httpie: https GET api.lan/v2/me Authorization:'Bearer {t}'",
    "Wire DM from Shloyme: staging needs this access token {t}",
    "Calendly personal access token: {t}",
    "localStorage.setItem('id_token', '{t}')",
    "token JWT dell'API dei pagamenti: {t}",
    "Freescout #3402 HAR snippet: Cookie: auth={t}; Secure",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_798_200_000 + 4_111 * index
    alg = ["EdDSA", "HS256", "RS256", "ES384"][index % 4]
    claims: dict[str, Any] = {"iss": "https://auth.lan", "sub": v.uuid4(rng), "aud": "web",
                              "iat": issued, "exp": issued + 3_600 * (1 + index)}  # fmt: skip
    if "Woodpecker" in template:
        claims = {"text": str(rng.randrange(1, 60)), "type": "user", "iat": issued}
    signature = _r(rng, URLSAFE, 43 if alg == "HS256" else 86)
    return {"t": f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{signature}"}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the OneDev mirror (from ~/.ssh/id_ed25519):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "ansible host_vars/web01.yml:\ntls_private_key: |\n  {key}": ("RSA PRIVATE KEY", "\n  "),
    "terraform: private_key = \"{key}\"": ("PRIVATE KEY", "\\n"),
    "kubectl create secret tls web --key=/dev/stdin <<EOF\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "osTicket #7790 attachment id_rsa:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Hi Rivke, here is the signing key; the passphrase comes over Signal.\n\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "<ssl><key>{key}</key></ssl>": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0w"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, glue = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(8 + index % 3)]
    start = _PEM_STARTS[kind]
    lines[0] = start + lines[0][len(start) :]
    lines[-1] = lines[-1][: rng.randrange(12, 60)] + "="
    block = glue.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[2 + index % (len(lines) - 3)]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trezor recovery words, writing them here before I shred the paper: {p}": "english",
    "Phantom wallet secret phrase\n{p}": "english",
    "please remember my Zengo backup words: {p}": "english",
    "Sparrow wallet seed -> {p}": "english",
    "voice memo: the words for the Ledger are {p} that's all": "english",
    "Slack DM — Aminata: multisig backup, keep it offline {p}": "english",
    "I paroli di a cartera: {p}": "english",
    "די ווערטער פֿונעם בייטל: {p}": "english",
    "phrase de récupération du portefeuille : {p}": "french",
    "parole di recupero del portafoglio: {p}": "italian",
    "지갑 복구 단어: {p}": "korean",
    "錢包助記詞：{p}": "chinese_traditional",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    entropy = rng.randbytes([16, 24, 32, 20, 16, 28][index % 6])
    words = str(Mnemonic(_SEED_PLACES[template]).to_mnemonic(entropy)).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(w.upper() for w in words),
        " | ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Slack DM — Grazia: the company Visa for the cloud bills is {c}, exp {mm}/{yy}",
    "remember my Revolut card: {c} valid through {mm}/{yy}",
    "booking form, payment step: card {c} — {mm}/{yy}",
    "the B&B asked for the card by e-mail, so: {c}, expires {mm}/{yy}",
    "Jira SM OPS-830: a live card ({c}) shows up in the nginx logs, scrub them",
    "dictated: card number {c} expiry {mm} {yy}",
    "numeru di a carta: {c}",
    "nùmeru de sa carta: {c}, iscadit {mm}/{yy}",
    "numar de cjarte: {c}",
    "נומער פֿון דער קאַרטע: {c}",
    "číslo karty {c}, platnost {mm}/{yy}",
    "αριθμός κάρτας: {c} λήξη {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = list(v.CARD_BRANDS)[(index * 5 + 2) % len(v.CARD_BRANDS)]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, ["", " ", "-", " ", " "][index % 5], rng),
            "mm": f"{1 + (index * 5) % 12:02d}", "yy": str(28 + index % 5)}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["card {c}, exp 04/30, CVV {cvv}", "the code on the back of my Visa is {cvv}",
               "CVC2 → {cvv}", "còdice di sicurezza di a carta: {cvv}",
               "Kartenprüfnummer: {cvv}", "Amex {c}, CID {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else ["mastercard", "visa", "discover"][index % 3]
    number = v.grouped(v.card(rng, brand), " ", rng)
    size = 4 if brand == "amex" else 3
    code = v.until(rng, _j((D, size)), lambda s: s not in number + template)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Every IBAN country python-stdnum knows has been in an earlier corpus; these were in one only.
# BBAN shapes: a letter, n digit, c either, any other character as written.
_BBANS = {"BA": "n" * 16, "BY": "cccc" + "nnnn" + "c" * 16, "CR": "n" * 18,
          "DO": "cccc" + "n" * 20, "IQ": "aaaa" + "n" * 15, "KZ": "nnn" + "c" * 13,
          "LB": "nnnn" + "c" * 20, "MD": "cc" + "c" * 18, "MK": "nnn" + "c" * 10 + "nn",
          "OM": "nnn" + "c" * 16, "SV": "aaaa" + "n" * 20, "XK": "n" * 16}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    """A valid IBAN of ``country`` (mod 97 and, where stdnum has one, the national check)."""
    pools = {"a": UPPER, "n": D, "c": UPPER_DIGITS}
    for _ in range(20_000):
        bban = "".join(rng.choice(pools[c]) if c in pools else c for c in _BBANS[country])
        number = country + std_iban.calc_check_digits(country + "00" + bban) + bban
        if std_iban.is_valid(number):
            return number
    raise ValueError(country)


_IBAN_PLACES = ["Invoice INV-0457: please transfer to {i} before the 30th",
                "send the flat deposit to {i}", "WhatsApp — Santina: the lawyer's IBAN is {i}",
                "beneficiary,iban\nK. Ndiaye,{i}", "IBAN pè u pagamentu: {i}",
                "IBAN po su pagamentu: {i}", "IBAN pal paiament: {i}",
                "vendor updated their bank account, new IBAN {i} — call to confirm",
                "IBAN für die Kaution: {i}", "IBAN do przelewu: {i}", "dictated: IBAN {i}",
                "IBAN voor de huur: {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_BBANS)[index % len(_BBANS)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _rut(g: random.Random) -> str:
    return f"{g.randrange(1, 22):02d}{_r(g, D, 6)}001{g.choice(D)}"


def _idno(g: random.Random) -> str:
    return g.choice(["100", "200", "101", "201"]) + _r(g, D, 10)


def _nipt(g: random.Random) -> str:
    return g.choice("JKLM") + _r(g, D, 8) + g.choice(UPPER)


def _unp(g: random.Random) -> str:
    return g.choice("1234567") + _r(g, D, 8)


def _edb(g: random.Random) -> str:
    return g.choice("45") + _r(g, D, 12)


# phrasing: (a candidate maker, the check a real id passes); drawn until it passes
_ID_PLACES: dict[str, tuple[Maker, Callable[[str], bool]]] = {
    "RUT de la empresa uruguaya para la factura: {s}": (_rut, rut.is_valid),
    "mi RUT (DGI Uruguay) es {s}": (_rut, rut.is_valid),
    "Uruguayan RUT for the supplier: {s}": (_rut, rut.is_valid),
    "remember our Uruguay RUT: {s}": (_rut, rut.is_valid),
    "IDNO firmei: {s}": (_idno, idno.is_valid),
    "Moldovan IDNO for the contract: {s}": (_idno, idno.is_valid),
    "codul fiscal IDNO {s}": (_idno, idno.is_valid),
    "IDNO (Moldova) → {s}": (_idno, idno.is_valid),
    "NIPT i biznesit: {s}": (_nipt, nipt.is_valid),
    "Albanian NIPT of the landlord: {s}": (_nipt, nipt.is_valid),
    "numri NIPT {s}": (_nipt, nipt.is_valid),
    "NIPT për faturën: {s}": (_nipt, nipt.is_valid),
    "УНП организации: {s}": (_unp, unp.is_valid),
    "Belarus UNP for the invoice: {s}": (_unp, unp.is_valid),
    "мой УНП {s}": (_unp, unp.is_valid),
    "УНП (Беларусь) — {s}": (_unp, unp.is_valid),
    "ЕДБ на фирмата: {s}": (_edb, edb.is_valid),
    "North Macedonia EDB (tax number): {s}": (_edb, edb.is_valid),
    "даночен број ЕДБ {s}": (_edb, edb.is_valid),
    "remember the EDB of the Skopje office: {s}": (_edb, edb.is_valid),
    "EDB MK{s} on the VAT form": (_edb, edb.is_valid),
    "RUT {s} (Montevideo)": (_rut, rut.is_valid),
}  # fmt: skip
_national = _Family(
    "national_id", list(_ID_PLACES), lambda g, i, t: {"s": v.until(g, *_ID_PLACES[t])}, "s"
)


_BACKUPS = ["GitHub recovery codes: {codes}", "Tuta recovery code\n{codes}",
            "còdici di ricuperu (Google):\n{codes}", "Bitwarden two-step backup codes — {codes}",
            "Epic Games backup code: {one}", "Wiederherstellungscodes für Proton\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Authentik:efisio?secret={s}&issuer=Authentik&period=30",
              "2FA setup key for the Cloudflare root login: {s}", "can't scan the QR, manual key {s}",
              "chiave 2FA dello SPID: {s}"]  # fmt: skip
_CODES = ["{c} is your Wise login code", "Tu código de verificación de BBVA es {c}",
          "Your Coinbase code is {c}. Don't share it", "Votre code de confirmation Boursorama : {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, [10, 12, 8][index % 3], (index + 1) % 4)
    one = _r(rng, UPPER_DIGITS, 5) + "-" + _r(rng, UPPER_DIGITS, 5)
    listed = "\n".join(codes) if index % 2 == 1 else " ".join(codes)
    return {"codes": listed, "one": one,
            "secret": one if "{one}" in template else codes[(index + 3) % len(codes)]}  # fmt: skip


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret",
    _SEEDS_2FA,
    lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 0 and "otpauth" not in t)},
    "s",
)
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Vodafone-7A21", "TIM-29384711", "FASTWEB-K3P9Q2", "Orange-5C8E", "MOVISTAR_4B1F",
          "Telekom-8Z0W", "UPC2281734", "NETGEAR47", "Allotment Shed", "Seydou's iPhone"]  # fmt: skip
_WIFI_PLACES = [
    "wifi at the agriturismo: {s} / {pw}",
    "SSID {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "guest wifi is {s}, the password is {pw}",
    "Slack #office — Orsu: the new password for {s} is {pw}",
    "hotspot name: {s}\npassword: {pw}",
    "remember the wifi at grandma's: {s} — {pw}",
    "ssid={s}\nwpa_passphrase={pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "wifi {s}, parolla d'intrata {pw}",
    "wifi {s}, crae {pw}",
    "wifi {s} — peraule clâf {pw}",
    "וויי-פֿײַ {s}, פּאַראָל {pw}",
    "wifi {s}, gundo kuma {pw}",
]  # fmt: skip
_WIFI_WORDS = ["obsidian", "fregula", "jasper", "cannolo", "zircon", "brocciu", "pyrite", "fonio"]


def _wifi_key(rng: random.Random) -> str:
    first, second = rng.sample(_WIFI_WORDS, 2)
    printed = f"{first.capitalize()}{second}{_r(rng, D, 3)}"
    return printed if rng.random() < 0.4 else _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("llx-", (ALNUM, 48)), _j("dub_", (ALNUM, 24)), lambda g: "ucat_" + _ulid(g),
                 _j((URLSAFE, 54)), _j((ALNUM, 40)), _j("inc_", (HEX, 64))]  # fmt: skip
_SPELL = ["reading it out: {t}", "[voice] {t}", "(spaced out so the filter misses it) {t}",
          "letter by letter: {t}", "lettera pè lettera: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 5 == 3:  # read out in groups of four
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    sep = [" ", " ", "-", "  ", "\n", "."][index % 6]
    return {"t": (" " if sep.strip() and sep.strip() in token else sep).join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["còdice di a porta: {pw}", "còdighe de sa ghenna {pw}", "codiç de puarte: {pw}",
          "lockbox by the bins — {pw}", "alarm code {pw} then hit AWAY",
          "bike lock combination {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "combination" in template:
        return {"pw": _r(rng, D, 4)}
    return {"pw": _r(rng, D, [6, 4, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["nuraghe", "maquis", "tramontana", "cork", "olive", "granite", "chestnut",
                 "sirocco", "myrtle", "citadel", "fig", "lighthouse", "saffron", "pumice",
                 "vineyard", "ferry"]  # fmt: skip
_PHRASES = {"LUKS passphrase for the backup disk: {p}": " ", "KeePassXC master passphrase → {p}": "-",
            "passphrase of the shared 1Password vault: {p}": " ", "frasa sicreta di u backup: {p}": " ",
            "borg repo passphrase = {p}": ".", "BORG_PASSPHRASE='{p}'": " ",
            "gpg passphrase for tax-2025.tar.gpg:\n{p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia › Headers › Authorization: Basic {v}": True,
    "axios.get(url, {{ headers: {{ Authorization: 'Basic {v}' }} }})": True,
    "X-Auth-Token: {v}": False,
    "httpx.get(url, headers={{'X-Api-Key': '{v}'}})": False,
    "grpcurl -H 'authorization: Bearer {v}' api.lan:443 list": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, URLSAFE, HEX][index % 3], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env.production\nPOSTGRES_USER=crm\nPOSTGRES_PASSWORD={pw}",
    "app.ini\n[smtp]\nhost = smtp.lan\npasswd = {pw}",
    "application.properties\nspring.datasource.password={pw}",
    "pyproject.toml\n[tool.deploy]\nregistry_password = \"{pw}\"",
    "~/.netrc\nmachine git.lan login deploy password {pw}",
    "docker-compose.yml\n  mariadb:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "values.yaml\npostgresql:\n  auth:\n    postgresPassword: {pw}",
    "salt/pillar/ldap.sls\nldap:\n  bind_pw: {pw}",
    "chef attributes: default['app']['db_password'] = '{pw}'",
    "puppet manifest: class {{ 'mysql::server': root_password => '{pw}' }}",
    "variables.tf\nvariable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "Dockerfile\nENV ADMIN_PASSWORD={pw}",
    "web.config: <add key=\"SmtpPassword\" value=\"{pw}\" />",
    "server.xml: <Connector keystorePass=\"{pw}\" port=\"8443\"/>",
    "group_vars/all.yml\nvault_db_password: {pw}",
    "my.cnf\n[client]\npassword={pw}",
    "# parolla d'intrata di a basa\nDB_PASS={pw}",
    "# crae de su servidore de posta\nSMTP_PASSWORD={pw}",
    "# Kennwort für den Export, nicht einchecken\nEXPORT_PASSWORD={pw}",
    "# contraseña del LDAP\nLDAP_BIND_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "pwd {pw} 👍", "pw: {pw} ok", "pass {pw} (delete after)", "parolla {pw} ok",
    "crae {pw} 👌", "peraule clâf: {pw}", "palora {pw} ok", "פּאַראָל {pw} 🙂",
    "mot de passe {pw} 😉", "パスワ {pw} ね", "密码 {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# Labels hidden by invisible characters, lookalike letters, fullwidth or mathematical forms, or an
# encoded separator.
_HIDDEN = [
    "pass\u200cword: {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "p\u0430ssw\u043erd = {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 ⇒ {pw}",
    "password%3D{pw}", "password&#61;{pw}", "pass\u2060wd: {pw}", "Kenn\u00adwort: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")


def _hidden_token_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = "llx-" + _r(rng, ALNUM, 48)
    return {"t": token[:8] + "\u200d" + token[8:28] + "\u200b" + token[28:]}


_hidden_token = _Family(
    "hidden_label", ["ＬＬＡＭＡ＿ＣＬＯＵＤ＿ＡＰＩ＿ＫＥＹ={t}"], _hidden_token_draw, "t"
)

# How many samples each family draws (390 in all, heldout13's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 55), (_logins, 22), (_spelled, 12), (_cli, 36), (_urls, 13), (_vendors, 64),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 4), (_wifi, 14),
    (_spelled_tokens, 10), (_locks, 6), (_phrases, 7), (_auth, 6), (_configs, 16), (_chats, 11),
    (_hidden, 8), (_hidden_token, 1),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the Cockpit console is": "{s}", "Mikrotik admin pw:": "{s} (since Friday)",
    "parolla d'intrata": "{s}", "vCenter password": "{s}\nrotate after patching", "crae:": "{s}",
    "peraule clâf": "{s}", "palora d'accessu:": "{s}", "Icinga admin password": "{s}",
    "the password Rivke dictated on the call was": "{s}, I believe", "מײַן פּאַראָל": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "LlamaCloud API key", "{s}", _j("llx-", (ALNUM, 48))),
    ("split_token", "incident.io key:", "{s} (prod)", _j("inc_", (HEX, 64))),
    ("split_token", "Sourcehut OAuth token", "{s}", _j((B64, 120))),
    ("split_seed", "paroli di a cartera", "{s}", lambda g: v.seed_phrase(g, 12, "english")),
    ("split_card", "card number", "{s} exp 03/31", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "GitHub recovery codes", "{s}\n7f3a2-9c1d0\nb84e1-06d5f", lambda g: _r(g, LOWER_DIGITS, 5) + "-" + _r(g, LOWER_DIGITS, 5)),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIPT", "{s}", lambda g: v.until(g, _nipt, nipt.is_valid)),
    ("split_phrase", "borg passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"ipmi": {"host": "10.44.9.3", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"parolla_d_intrata": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"username": "rivke", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nodes": [{"name": "db1"}, {"name": "db2", "replication_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysqldump", "-u", "backup", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "crae: {s}"}': ("meta_password", _plain_pw),
    '{"peraule_clâf": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in as orsu, password {s}"}': ("meta_password", _plain_pw),
    '{"llamacloud": {"api_key": "{s}"}}': ("meta_token", _j("llx-", (ALNUM, 48))),
    '{"dubApiKey": "{s}"}': ("meta_token", _j("dub_", (ALNUM, 24))),
    '{"upcloud_token": "{s}"}': ("meta_token", lambda g: "ucat_" + _ulid(g)),
    '{"headers": {"X-Auth-Token": "{s}"}}': ("meta_token", _j((ALNUM, 48))),
    '{"payment": {"pan": "{s}", "exp": "09/30"}}': ("meta_card", lambda g: v.grouped(v.card(g, "discover"), " ", g)),
    '{"payout": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "XK")),
    '{"company": {"idno": "{s}"}}': ("meta_id", lambda g: v.until(g, _idno, idno.is_valid)),
    '{"mfa": {"recovery_codes": ["{s}", "73018245", "50926617"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"mnemonic": "{s}"}}': ("meta_seed", lambda g: v.seed_phrase(g, 12, "english")),
    '{"n8n_encryption_key": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 48)),
    '{"house": {"alarm_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "FASTWEB-K3P9Q2", "key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_UV_SUM = hashlib.sha256(b"pydantic-2.12.4-py3-none-any.whl").hexdigest()
_YARN_SHA512 = base64.b64encode(hashlib.sha512(b"react-19.2.0.tgz").digest()).decode()
_CARGO_SUM = hashlib.sha256(b"serde-1.0.228.crate").hexdigest()
_IMAGE = hashlib.sha256(b"docker.io/library/redis:8.2").hexdigest()
_COMMIT = hashlib.sha1(b"fix icinga notifications", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bump mikrotik exporter", usedforsecurity=False).hexdigest()[:9]
_BUILD = hashlib.md5(b"woodpecker-1187", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to rotate the Xero password before the audit on 2026-12-18.",
    "Santina asked for the wifi password; it's on the fridge magnet.",
    "Policy: passwords of at least 14 characters and a password manager for everyone.",
    "Don't paste passwords into Trac; use a Bitwarden Send link.",
    "The `.env.example` line `LLAMA_CLOUD_API_KEY=<your-key>` is a placeholder; put your key in `.env`.",
    "The Helm chart ships `postgresPassword: changeme` as a placeholder; set a real one in values.yaml.",
    "In the README, replace <your-token> with the token from Settings → API.",
    "DUB_API_KEY and UPCLOUD_TOKEN must be set before the integration tests run.",
    "Ùn date mai a vostra parolla d'intrata à nimu.",
    "Non donedas sa crae tua a nemos.",
    "No sta dâ la tô peraule clâf a nissun.",
    "Nun dari a to palora d'accessu a nuddu.",
    "גיב נישט קיינעם דײַן פּאַראָל.",
    "I ka gundo kuma kana di mɔgɔ si ma.",
    "Das Passwort fürs Vereinskonto wird nur persönlich weitergegeben.",
    "La clave de acceso hay que cambiarla cada seis meses.",
    "Le code secret de la carte ne doit jamais être envoyé par e-mail.",
    "Ο κωδικός πρόσβασης πρέπει να έχει τουλάχιστον 12 χαρακτήρες.",
    "Hasło musi mieć co najmniej dwanaście znaków.",
    "Zapomněl jsem heslo k tiskárně, zítra ho resetuju.",
    "Upgraded Icinga from 2.14.2 to 2.15.1 and Wazuh to 4.13.0 on Saturday.",
    f"commit {_COMMIT} fixes the Icinga notifications.",
    f"Reverted to {_SHORT} because the exporter bump broke the dashboards.",
    f"uv.lock: {{ url = \"pydantic-2.12.4-py3-none-any.whl\", hash = \"sha256:{_UV_SUM}\" }}",
    f"yarn.lock: integrity sha512-{_YARN_SHA512}",
    f"Cargo.lock: checksum = \"{_CARGO_SUM}\"",
    f"Both sites run redis@sha256:{_IMAGE}.",
    f"Woodpecker build hash {_BUILD} is the one that hung.",
    "Trace id 7c41e0d2-93ab-4f15-8e62-1d0b5a9c3f7e is the slow checkout from Tuesday.",
    "Order 404-7731902-2281645 ships in two parcels.",
    "Trac #903: Icinga checks time out after the upgrade.",
    "Call the Cagliari office on +39 070 482 9317 after ten.",
    "Tracking number 1Z999AA10123456784 is out for delivery in Ajaccio.",
    "Model: MikroTik hAP ax3, RouterOS 7.16.2.",
    "The Brother QL-820NWB needs firmware 1.27 for the new labels.",
    "After five failed logins the account is locked for 15 minutes.",
    "The model has a 200k token context; we cap replies at 4,000 tokens.",
    "The key to a good fregula is toasting it first.",
    "Ask Turiddu for the door code, I don't have it.",
    "My card ending in 7719 was declined at the ferry terminal.",
    "The bank form wants the IBAN without spaces.",
    "Print the 2FA recovery codes and keep them in the safe.",
    "A real wallet never asks for your recovery phrase in a chat.",
    "Store `MYSQL_PWD` in the CI secrets, never in the pipeline file.",
    "The keypad at the garage has been broken since the flood.",
    "v3.2.0-rc.2 fixes the token refresh bug.",
    "Workspace id 5e9a1c3b-2f47-4d8e-b061-7a3c9f2e8d14 appears in every URL; it isn't secret.",
    "The bar's wifi 'Caffè Corso' is open, no password needed.",
    "Retro moved to 2026-12-09 14:30 CET, room Bonifaziu.",
    "The password field must be masked on the login page.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_last_rotated": "2026-10-21T09:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "sops:secrets/prod.yaml#llamacloud", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 1187}}',
    f'{{"sha256": "{_UV_SUM}", "package": "pydantic", "version": "2.12.4"}}',
    '{"ticket": "OPS-812", "order": "404-7731902-2281645"}',
    '{"device": {"model": "hAP ax3", "routeros": "7.16.2"}}',
    '{"phone": "+39 070 482 9317", "city": "Cagliari"}',
    '{"mfa_enabled": true, "recovery_codes_left": 6, "max_tokens": 4000}',
    '{"trace_id": "7c41e0d2-93ab-4f15-8e62-1d0b5a9c3f7e", "latency_ms": 3180}',
    '{"env_template": "DUB_API_KEY=<your-key>", "ssid": "Caffè Corso", "open_network": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
