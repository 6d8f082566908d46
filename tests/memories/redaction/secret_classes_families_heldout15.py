# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, fifteenth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
issue's goal, the fourteenth held-out corpus as a format example, the fifth to thirteenth only for
the wordings, languages, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`),
never `memories/redaction/`, the offline miner, the tuning corpus, the round corpora, their tests
nor the reports; the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way people leak secrets into an assistant's memory:
Mattermost, Zulip, Telegram, Discord, Element and Keybase pastes, notes to self, incident
write-ups, Zammad, GLPI, Redmine, YouTrack and Request Tracker tickets, e-mails, runbooks, zsh and
bash history, Dockerfiles, compose files, Kubernetes, Helm, Terraform, Ansible, Salt, Chef and
Puppet snippets, CI logs of Zuul, Prow, Laminar, Agola, Kraken CI, Abstruse, Jenkins X, Garden,
Blacksmith and Namespace runners, .env, .ini, .toml, .yaml, .properties, .netrc and XML configs,
app configs, README fragments, voice-dictated text and requests to the assistant itself. About
60 % English (or language-neutral config and shell), the rest in Upper Sorbian, Cornish, Manx,
Hmong, Scots, Northern Sami and Greenlandic (first used here), and Spanish, German, French,
Italian, Portuguese, Dutch, Polish, Russian, Swedish, Turkish, Vietnamese, Hindi, Japanese, Korean
and Chinese in wordings of their own. Vendors and CI tools are ones heldouts 5 to 14 do not name;
the national ids are kinds they do not use (Serbia PIB, Montenegro PIB, Swiss UID, Azerbaijan
VÖEN, Egypt tax number, Hungary ANUM). Every IBAN country python-stdnum knows is in some earlier
corpus, so the IBANs are of countries used least (by a rough count over heldouts 5 to 14: Burundi,
Djibouti, Falklands, Honduras, Saint Lucia, Mauritania, Palestine). Measured once; a miss here is
reported, not tuned on.
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
from stdnum.az import voen
from stdnum.ch import uid
from stdnum.eg import tn
from stdnum.hu import anum
from stdnum.me import pib as me_pib
from stdnum.rs import pib as rs_pib

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 15_482_207
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

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
            secret = fields.get("secret", fields[self.key])
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_SEABIRDS = ["Puffin", "Guillemot", "Fulmar", "Kittiwake", "Ptarmigan", "Gannet", "Skua",
             "Eider", "Dunlin", "Shearwater", "Razorbill", "Petrel"]  # fmt: skip
_PLACES = ["Bothy", "Cairn", "Fogou", "Lavvu", "Umiaq", "Quern", "Dolmen", "Croft", "Tinmine",
           "Kayak", "Sod", "Broch"]  # fmt: skip
_NAMES = ["Jurij", "Hanka", "Kerensa", "Jory", "Illiam", "Moirrey", "Tou", "PaHoua", "Ailu",
          "Maret", "Aqqaluk", "Nivi", "Morag", "Tamsin", "Mercin"]  # fmt: skip
_SYMBOLS = "!$%&*#@+=?"


def _diceware(g: random.Random) -> str:
    """Four lower-case words joined by a dot or an underscore, a number last."""
    words = [w.lower() for w in g.sample(_SEABIRDS + _PLACES, 4)]
    return g.choice("._").join(words) + str(g.randrange(10, 100))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SEABIRDS)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1, 32):02d}{g.randrange(1, 13):02d}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 9) + g.choice(_SYMBOLS) + _r(g, ALNUM, 5),
    lambda g: g.choice(_PLACES).upper() + "_" + _r(g, D, 5) + g.choice(_SEABIRDS).lower()[:3],
    lambda g: g.choice(["Pu77in", "Fu1m4r", "G4nn3t", "Sku4", "B0thy", "C4irn", "L4vvu"]) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['Two', 'Nine', 'Old', 'Wet'])}{g.choice(_SEABIRDS)}s{g.choice(['On', 'At', 'By'])}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, URLSAFE, 24),
    _diceware,
    lambda g: _r(g, D, 2) + _r(g, UPPER, 3) + _r(g, LOWER, 5) + g.choice(_SYMBOLS) + _r(g, D, 1),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Mattermost ~town-square — Jory: the Graylog admin password is {pw}, rotating after the audit",
    "Zammad #44120: customer can't log into Nextcloud Talk, told us the password is {pw}",
    "Telegram from Kerensa: password for the sailing club's Squarespace is {pw}",
    "note to self: the password for the Tesco account = {pw}",
    "Hi Morag,\n\nthe Pleroma admin password is {pw}. Please change it when you first log in.\n\nTamsin",
    "Incident 2026-11-24 (Zabbix exposed): the default admin password had been changed to {pw}, still leaked in a screenshot",
    "remember that my Garmin Connect password is {pw}",
    "so um the password for the Ring doorbell app is {pw} okay got it",
    "Runbook: recover the Pi-hole\n1. ssh pihole.home\n2. pihole -a -p {pw}\n3. restart FTL",
    "README — Local stack\nOpen http://localhost:3000 and sign into Grafana as admin, password `{pw}`.",
    "Discord #homelab — Illiam: Jellyfin admin password is {pw}",
    "code review: `SMTP_PASS = '{pw}'` is hardcoded in settings/prod.py, please move it to Vault",
    "Omada controller admin password {pw}",
    "store this please: my Octopus Energy password is {pw}",
    "GLPI ticket 8812: user reports password {pw} rejected by the Moodle login",
    "the Uptime Kuma password is {pw}, Aqqaluk set it",
    "VeraCrypt container password: {pw}",
    "after the reinstall the Zimbra admin password is {pw}",
    "Handover: the XCP-ng host root password is {pw}",
    "I reset the Bitdefender GravityZone password to {pw}",
    "* **Root password:** {pw}",
    "Redmine #5521: Graylog still has the password {pw} from the vendor's PDF",
    "password for dad's iPad: {pw}",
    "Postmortem: the phpMyAdmin password {pw} sat in a world-readable backup",
    "the Valheim server password is {pw}, don't paste it in #general",
    "Vault is sealed, so the ESXi password for now: {pw}",
    "the password for the router in the garden office is {pw} (on the sticker too)",
    "dictation: the password for the Monzo app is {pw} full stop",
    "Element — Hanka: the Unraid password is {pw}",
    "TODO change the Proxmox root password ({pw}) before the intern starts",
    "YouTrack OPS-77: LDAP bind failing, password in the config is {pw}",
    "Keybase chat: Ailu says the Wekan password is {pw}",
    "Mój hesło za e-mail je {pw}",
    "hesło za NAS: {pw}",
    "Ow ger-tremena rag an ebost yw {pw}",
    "ger-tremena an router: {pw}",
    "Yn fockle follit aym son y post-l: {pw}",
    "fockle follit y server: {pw}",
    "Kuv lo lus zais email yog {pw}",
    "lo lus zais wifi router: {pw}",
    "ma passwird fur the email is {pw}",
    "the passwird fur the wee server: {pw}",
    "Mu beassansátni e-poastii lea {pw}",
    "beassansátni: {pw}",
    "Isissutissaq e-mailimut: {pw}",
    "isissutissaq routerimut = {pw}",
    "la contraseña de la banca online es {pw}",
    "Passwort für das Vereinskonto bei der Sparkasse: {pw}",
    "le mot de passe de la box internet : {pw}",
    "la password dello SPID è {pw}",
    "a senha do Gov.br é {pw}",
    "het wachtwoord van DigiD is {pw}",
    "пароль от Госуслуг: {pw}",
    "lösenordet till BankID-appen är {pw}",
    "e-Devlet şifrem {pw}",
    "mật khẩu Zalo của mình là {pw}",
    "मेरा नेटबैंकिंग पासवर्ड {pw} है",
    "メルカリのパスワード：{pw}",
    "카카오 비번 {pw}",
    "微信支付密码是 {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["jurij", "hanka.k", "kerensa", "svc-graylog", "deployer", "zuul", "prow-bot",
          "illiam.q", "aqqaluk", "ubuntu", "admin", "moirrey", "tou.vang", "nivi.p"]  # fmt: skip
_LOGINS = [
    "Zulip DM from Moirrey: the Synology login is {u} / {pw}",
    "Request Tracker #66120: {u} can't get in, last password was {pw}",
    "login={u} passwd={pw}",
    "Obsidian note › Homelab › iLO: {u} — {pw}",
    "| Graylog | https://graylog.home | {u} | {pw} |",
    "ssh {u}@192.168.40.12   # pw {pw}",
    "staging account: {u}, password {pw}",
    "Grafana test creds {u}:{pw}",
    "user name {u} and password {pw} for the supplier portal",
    "log in as {u} with {pw}",
    "Username: {u}\nPassword: {pw}\nURL: https://wiki.home",
    "Benutzer {u}, Passwort {pw}",
    "identifiant {u} / mot de passe {pw}",
    "usuario {u}, contraseña {pw}",
    "ユーザーID {u} / パスワード {pw}",
    "wužiwar {u}, hesło {pw}",
    "devnydhyer {u}, ger-tremena {pw}",
    "tus neeg siv {u}, lo lus zais {pw}",
    "geavaheaddji {u}, beassansátni {pw}",
    "atuisoq {u}, isissutissaq {pw}",
    "gebruiker {u}, wachtwoord {pw}",
    "användare {u}, lösenord {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["puffin", "fulmar", "gannet", "skua", "eider", "dunlin", "bothy", "cairn", "lavvu",
               "umiaq", "quern", "broch"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the bird {w} followed by {d}",
    "it's {w}, lowercase, and then the numbers {d}",
    "type {w}{d} — that's the Bitwarden master password for the family org",
    "my password is the word {w} then {d} at the end",
    "voice note: password is {w}, the bird or the hut, then {d}",
    "for the garage keypad account: the word {w} and after that {d}",
    "{w}{d}, that's what I set for the Plex account",
    "hesło je słowo {w} a potom {d}",
    "an ger-tremena yw an ger {w} ha {d} wosa",
    "lo lus zais yog lo lus {w} thiab {d}",
    "das Passwort ist das Wort {w} und dann {d}",
    "le mot de passe, c'est le mot {w} puis {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5) % len(_SAID_WORDS)]
    number = _r(rng, D, 4 if index % 2 == 0 else 3)
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "podman login -u {u} -p {pw} quay.home",
    "skopeo copy --dest-creds {u}:{pw} docker://alpine:3.21 docker://reg.home/alpine:3.21",
    "oras login reg.home -u {u} -p {pw}",
    "poetry config http-basic.internal {u} {pw}",
    "npm login --registry https://npm.home --auth-type=legacy # then typed {u} / {pw}",
    "mariadb -h db2.home -u {u} -p{pw} -e 'SHOW DATABASES'",
    "pg_dump \"postgresql://{u}:{pw}@pg7.home/erp\" -Fc -f erp.dump",
    "mongodump --uri mongodb://{u}:{pw}@mongo2.home:27017/admin",
    "clickhouse-client --host ch1.home --user {u} --password {pw}",
    "rabbitmqctl add_user {u} {pw}",
    "htpasswd -b -c /etc/nginx/.htpasswd {u} {pw}",
    "net use Z: \\\\fs01\\share /user:HOME\\{u} {pw}",
    "mount -t cifs //nas.home/photos /mnt/photos -o username={u},password={pw}",
    "rdesktop -u {u} -p {pw} ts2.home",
    "ncftp -u {u} -p {pw} ftp.home",
    "duplicity --ssh-askpass sftp://{u}@backup.home/dup # FTP_PASSWORD={pw}",
    "unrar x -p{pw} invoices-2025.rar",
    "gpg --batch --passphrase {pw} -d secrets.tar.gpg | tar x",
    "vault login -method=userpass username={u} password={pw}",
    "nmcli dev wifi connect HomeNet password {pw}",
    "mosquitto_pub -h mqtt.home -u {u} -P {pw} -t test -m hi",
    "docker run -e MYSQL_ROOT_PASSWORD={pw} -d mysql:8.4",
    "kubectl create secret generic db --from-literal=username={u} --from-literal=password={pw}",
    "sqlplus {u}/{pw}@//ora1.home:1521/ORCLPDB1",
    "snmpwalk -v3 -u {u} -l authPriv -a SHA -A {pw} -x AES -X {pw} 10.0.8.1",
    "ansible-playbook site.yml -e ansible_become_password={pw}",
]  # fmt: skip
_SHELLS = [
    "$ {c}", "zsh history: : 1764412033:0;{c}", ".bash_history: {c}", "admin@nas:~$ {c}",
    "Zuul job 'deploy-prod' console:\n[controller] {c}", "Prow job log: + {c}",
    "Laminar run #412: {c}", "Agola task 'release':\n$ {c}", "Kraken CI step: {c}",
    "Abstruse build 88 log: {c}", "Jenkins X pipeline activity: {c}",
    "Garden action log: {c}", "Blacksmith runner: Run {c}", "Namespace runner step output: {c}",
    "Mattermost — Illiam: tried `{c}` and it hangs", "{c}\n^ finally worked after an hour",
    "save this command: {c}", "tón přikaz funguje: {c}", "an arhadow ma a ober: {c}",
    "cov lus txib no ua haujlwm: {c}", "this command wirks: {c}", "dát gohččun doaibmá: {c}",
    "dieser Befehl hat geklappt: {c}", "cette commande fonctionne : {c}",
    "este comando funciona: {c}", "эта команда сработала: {c}", "このコマンドで成功: {c}",
    "lệnh này chạy được: {c}", "ten přikaz je šoł: {c}", "an arhadow re-beu: {c}",
    "dit commando werkte: {c}", "questo comando funziona: {c}", "bu komut çalıştı: {c}",
]  # fmt: skip


Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` commands or URLs (`fill`) each put in one of ``frames`` (`framed`)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg7.home:5432/erp",
    "mariadb://{u}:{pw}@db2.home:3306/wiki",
    "rediss://{u}:{pw}@valkey.home:6380/0",
    "amqp://{u}:{pw}@mq.home:5672/vhost1",
    "mongodb://{u}:{pw}@mongo2.home:27017/?authSource=admin",
    "clickhouse://{u}:{pw}@ch1.home:9000/logs",
    "ftp://{u}:{pw}@ftp.home/upload",
    "https://{u}:{pw}@forge.home/ops/salt-states.git",
    "jdbc:mysql://db2.home:3306/wiki?user={u}&password={pw}",
    "Host=pg7.home;Port=5432;Username={u};Password={pw};Database=erp",
    "ldaps://{u}:{pw}@dc1.home:636",
]  # fmt: skip
_URL_PLACES = [
    "SQLALCHEMY_DATABASE_URI={c}", "quarkus.datasource.jdbc.url={c}", "Zulip #backend — Tou: {c}",
    "compose.yaml → environment:\n  - BROKER_URL={c}", "conn string: {c}",
    "Laminar log: connecting to {c}", "[database]\ndsn = \"{c}\"", "zwisk: {c}",
    "Verbindungszeichenfolge: {c}", "kevrenn an databas: {c}", "txuas rau database: {c}",
    "dátabása čatnas: {c}", "cadena de conexión: {c}", "URL de connexion : {c}", "строка подключения: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _sanctum(g: random.Random) -> str:
    return f"{g.randrange(1, 40)}|{_r(g, ALNUM, 48)}"


# (vendor, environment variable, token maker)
_VENDORS: list[tuple[str, str, Maker]] = [
    ("SerpApi", "SERPAPI_API_KEY", _j((HEX, 64))),
    ("Speechmatics", "SPEECHMATICS_API_KEY", _j((ALNUM, 32))),
    ("Gladia", "GLADIA_API_KEY", v.uuid4),
    ("PlayHT", "PLAYHT_API_KEY", _j((HEX, 32))),
    ("Hume", "HUME_API_KEY", _j((ALNUM, 48))),
    ("Leonardo.Ai", "LEONARDO_API_KEY", v.uuid4),
    ("Ideogram", "IDEOGRAM_API_KEY", _j((URLSAFE, 86))),
    ("Modal", "MODAL_TOKEN_SECRET", _j("as-", (ALNUM, 22))),
    ("Vast.ai", "VAST_API_KEY", _j((HEX, 64))),
    ("Paperspace", "PAPERSPACE_API_KEY", _j((HEX, 32))),
    ("Tebi", "TEBI_SECRET_KEY", _j((ALNUM, 40))),
    ("Livepeer", "LIVEPEER_API_KEY", v.uuid4),
    ("Daily", "DAILY_API_KEY", _j((HEX, 64))),
    ("Stream", "STREAM_API_SECRET", _j((LOWER_DIGITS, 64))),
    ("MagicBell", "MAGICBELL_API_SECRET", _j((ALNUM, 40))),
    ("Airship", "AIRSHIP_MASTER_SECRET", _j((URLSAFE, 22))),
    ("Smarty", "SMARTY_AUTH_TOKEN", _j((ALNUM, 20))),
    ("OpenCage", "OPENCAGE_API_KEY", _j((HEX, 32))),
    ("Giphy", "GIPHY_API_KEY", _j((ALNUM, 32))),
    ("Clockify", "CLOCKIFY_API_KEY", _j((ALNUM, 48))),
    ("Gorgias", "GORGIAS_API_KEY", _j((HEX, 64))),
    ("Coolify", "COOLIFY_API_TOKEN", _sanctum),
    ("Dokploy", "DOKPLOY_API_KEY", _j((ALNUM, 56))),
    ("CapRover", "CAPROVER_APP_TOKEN", _j((HEX, 64))),
    ("bunq", "BUNQ_API_KEY", _j((HEX, 64))),
    ("Trading 212", "T212_API_KEY", _j((ALNUM, 32))),
    ("Infomaniak", "INFOMANIAK_API_TOKEN", _j((URLSAFE, 80))),
    ("IONOS", "IONOS_API_KEY", _j((HEX, 32), ".", (ALNUM, 64))),
    ("Contabo", "CONTABO_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Leaseweb", "LEASEWEB_API_KEY", v.uuid4),
    ("packagecloud", "PACKAGECLOUD_TOKEN", _j((HEX, 48))),
    ("Gemfury", "FURY_PUSH_TOKEN", _j((ALNUM, 20))),
    ("Mergify", "MERGIFY_TOKEN", _j((ALNUM, 40))),
    ("Bytebase", "BYTEBASE_SERVICE_KEY", _j((ALNUM, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "{vendor} live key: {tok}",
    "Mattermost ~payments — Kerensa: new {vendor} key after the rotation is {tok}",
    "[{slug}]\ntoken = \"{tok}\"",
    "        env:\n          - name: {env}\n            value: {tok}",
    "helm upgrade app ./chart --set secrets.{slug}Key={tok}",
    "please remember my {vendor} API key: {tok}",
    "Redmine #5630: \"only works when {env}={tok} is in /etc/environment\"",
    "terraform.tfvars: {slug}_token = \"{tok}\"",
    "Dockerfile\nENV {env}={tok}",
    "{vendor} key → {tok}",
    "alhwedh API {vendor}: {tok}",
    "API-kluč za {vendor}: {tok}",
    "{vendor} API yuam sij: {tok}",
    "{vendor} API-čoavddas: {tok}",
    "API-Schlüssel für {vendor}: {tok}",
    "clé API {vendor} : {tok}",
    "chiave API di {vendor}: {tok}",
    "clave de API de {vendor}: {tok}",
    "токен {vendor}: {tok}",
    "{vendor} API 키: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "khóa API {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    serp = _r(rng, HEX, 64)
    giphy = _r(rng, ALNUM, 32)
    fury = _r(rng, ALNUM, 20)
    smarty = _r(rng, ALNUM, 20)
    opencage = _r(rng, HEX, 32)
    airship = _r(rng, URLSAFE, 22)
    return [
        Sample("vendor_token", f"curl 'https://serpapi.com/search.json?engine=google&q=tide+times&api_key={serp}'", serp),
        Sample("vendor_token", f"fetch(`https://api.giphy.com/v1/gifs/search?api_key={giphy}&q=puffin`)", giphy),
        Sample("vendor_token", f"git remote add fury https://{fury}@git.fury.io/kerensa/toolkit.git", fury),
        Sample("vendor_token", f"GET https://us-street.api.smarty.com/street-address?auth-id={v.uuid4(rng)}&auth-token={smarty}&street=1+Main", smarty),
        Sample("vendor_token", f"geocoder = OpenCageGeocode('{opencage}')", opencage),
        Sample("vendor_token", f"curl -u 'XyZappkey123:{airship}' https://go.urbanairship.com/api/push", airship),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    for vendor, env, make in v.cycle(rng, _VENDORS, n - len(out)):
        tok = make(rng)
        template = rng.choice(_NAMED)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE_PLACES = ["{t}", "Telegram: {t}", "an tokyn o {t}", "tokena: {t}", "{t}\n^ from the onboarding mail, keep it",
                "clipboard history: {t}", "\"{t}\"", "{t}  # prod, do not commit", "the key was {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 28), ".", (URLSAFE, 44)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 16), ":", (ALNUM, 40)), _j((URLSAFE, 72))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "SECRET_KEY_BASE={h}": 128,
    "MATTERMOST MM_SQLSETTINGS_ATRESTENCRYPTKEY: {h}": 32,
    "GITEA__security__INTERNAL_TOKEN_KEY={h}": 64,
    "Discord — Jory: AES-256 key for the backup tarballs is {h}": 64,
    "settings.ini\n[encryption]\nkey = {h}": 64,
    "alhwedh kodya: {h}": 64,
    "kodowański kluč za disk: {h}": 64,
    "keep the LUKS master key dump for the old drive: {h}": 64,
    "IMMICH_JWT_SECRET={h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "LEMONSQUEEZY_API_KEY={t}",
    "xh GET api.home/v1/profile 'Authorization:Bearer {t}'",
    "Keybase DM from Illiam: use this token for staging {t}",
    "Daily meeting token for the room: {t}",
    "sessionStorage.setItem('access_token', \"{t}\")",
    "token JWT de la API de facturación: {t}",
    "tokyn JWT rag an API: {t}",
    "YouTrack #OPS-91 HAR: Cookie: session={t}; HttpOnly",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_799_100_000 + 7_321 * index
    alg = ["RS256", "HS512", "ES256", "PS256"][index % 4]
    claims: dict[str, Any] = {"iss": "https://id.home", "sub": str(rng.randrange(10**6, 10**7)),
                              "scope": "read write", "iat": issued, "exp": issued + 900 * (1 + index)}  # fmt: skip
    if "Daily" in template:
        claims = {"r": "standup-" + _r(rng, LOWER, 6), "o": True, "iat": issued}
    signature = _r(rng, URLSAFE, 86 if alg == "HS512" else 43 if alg == "ES256" else 342)
    return {"t": f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{signature}"}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key for the Zuul project (~/.ssh/id_ed25519):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "salt pillar tls.sls:\ntls:\n  key: |\n    {key}": ("RSA PRIVATE KEY", "\n    "),
    "chef data bag: \"private_key\": \"{key}\"": ("PRIVATE KEY", "\\n"),
    "cat > /etc/ssl/private/mail.key <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Zammad #44301 attachment server.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Hallo Hanka, hier der Signierschlüssel, die Passphrase kommt per Telefon.\n\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "<keystore><pem>{key}</pem></keystore>": ("PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFLTBXBgkqhkiG9w0BBQ0w"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, glue = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(9 + index % 3)]
    start = _PEM_STARTS[kind]
    lines[0] = start + lines[0][len(start) :]
    lines[-1] = lines[-1][: rng.randrange(10, 58)] + "=="
    block = glue.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[1 + index % (len(lines) - 2)]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Keystone recovery phrase, copying it before I burn the card: {p}": "english",
    "Exodus wallet 12 words\n{p}": "english",
    "please remember my Rabby seed: {p}": "english",
    "Electrum seed → {p}": "english",
    "voice memo: the seed for the Coldcard is {p} end of seed": "english",
    "Discord DM — Morag: cold storage words, keep them off the cloud {p}": "english",
    "Słowa za pjenježnu: {p}": "english",
    "Geryow an sagh-mona: {p}": "english",
    "frase semilla de la billetera: {p}": "spanish",
    "slova pro obnovu peněženky: {p}": "czech",
    "frase de recuperação da carteira: {p}": "portuguese",
    "ウォレットの復元フレーズ：{p}": "japanese",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    entropy = rng.randbytes([16, 32, 24, 16, 20, 28][index % 6])
    words = str(Mnemonic(_SEED_PLACES[template]).to_mnemonic(entropy)).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " ".join(f"{k}.{w}" for k, w in enumerate(words, 1)),
        ";".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Mattermost DM — Tamsin: the team Mastercard for AWS is {c}, exp {mm}/{yy}",
    "remember my Monzo card: {c} good thru {mm}/{yy}",
    "checkout page, pay step: {c} — {mm}/{yy}",
    "the hostel wanted the card by e-mail so: {c}, expiry {mm}/{yy}",
    "GLPI 9020: a full PAN ({c}) ended up in the Graylog stream, purge it",
    "dictated: card number {c} expires {mm} {yy}",
    "čisło karty: {c}",
    "niver an garten: {c}, ow tiwedha {mm}/{yy}",
    "tus naj npawb daim npav: {c}",
    "kortnummer {c}, giltigt till {mm}/{yy}",
    "numer karty {c}, ważna do {mm}/{yy}",
    "номер карты: {c} срок {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = list(v.CARD_BRANDS)[(index * 3 + 1) % len(v.CARD_BRANDS)]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, [" ", "", " ", "-", " "][index % 5], rng),
            "mm": f"{1 + (index * 7) % 12:02d}", "yy": str(27 + index % 6)}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["card {c}, exp 11/29, CVV {cvv}", "the three digits on the back of my Mastercard: {cvv}",
               "security code → {cvv}", "wěstotny kod karty: {cvv}",
               "Prüfziffer der Karte: {cvv}", "Amex {c}, CID {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else ["visa", "mastercard", "discover"][index % 3]
    number = v.grouped(v.card(rng, brand), " ", rng)
    size = 4 if brand == "amex" else 3
    code = v.until(rng, _j((D, size)), lambda s: s not in number + template)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Every IBAN country python-stdnum knows has been in an earlier corpus; these were used least.
_IBAN_COUNTRIES = ["BI", "DJ", "FK", "HN", "LC", "MR", "PS"]
# BBAN shapes from python-stdnum's registry: n digit, a letter, c either.
_BBANS = {"BI": "n" * 23, "DJ": "n" * 23, "FK": "aa" + "n" * 12, "HN": "aaaa" + "n" * 20,
          "LC": "aaaa" + "c" * 24, "MR": "n" * 23, "PS": "aaaa" + "c" * 21}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    """A valid IBAN of ``country`` (mod 97 and, where stdnum has one, the national check)."""
    pools = {"a": UPPER, "n": D, "c": UPPER_DIGITS}
    shape = _BBANS[country]
    for _ in range(20_000):
        bban = "".join(rng.choice(pools[c]) for c in shape)
        number = country + std_iban.calc_check_digits(country + "00" + bban) + bban
        if std_iban.is_valid(number):
            return number
    raise ValueError(country)


_IBAN_PLACES = ["Invoice 2026-118: please pay into {i} within 14 days",
                "send the deposit for the cottage to {i}", "Telegram — Nivi: the notary's IBAN is {i}",
                "payee;iban\nM. Quilliam;{i}", "IBAN za płaćenje: {i}",
                "IBAN rag an toll: {i}", "IBAN them rent: {i}",
                "supplier changed banks, new IBAN {i} — verify by phone first", "IBAN für die Miete: {i}",
                "IBAN pour le remboursement : {i}", "dictated: IBAN {i}",
                "IBAN per il bonifico: {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _uid(g: random.Random) -> str:
    return "CHE" + _r(g, D, 9)


def _uid_valid(value: str) -> bool:
    return uid.is_valid(value)


def _uid_shown(g: random.Random) -> str:
    return str(uid.format(v.until(g, _uid, _uid_valid)))


# phrasing: (a candidate maker, the check a real id passes); drawn until it passes
_ID_PLACES: dict[str, tuple[Maker, Callable[[str], bool]]] = {
    "PIB firme (Srbija): {s}": (_j((D, 9)), rs_pib.is_valid),
    "Serbian PIB of the contractor: {s}": (_j((D, 9)), rs_pib.is_valid),
    "poreski identifikacioni broj {s}": (_j((D, 9)), rs_pib.is_valid),
    "remember our Serbian tax number PIB {s}": (_j((D, 9)), rs_pib.is_valid),
    "PIB (Crna Gora): {s}": (_j((D, 8)), me_pib.is_valid),
    "Montenegro PIB for the villa booking invoice: {s}": (_j((D, 8)), me_pib.is_valid),
    "PIB preduzeća u Podgorici {s}": (_j((D, 8)), me_pib.is_valid),
    "UID der Firma: {s}": (_uid_shown, lambda s: True),
    "Swiss UID for the contract: {s}": (_uid_shown, lambda s: True),
    "numéro IDE de l'entreprise : {s}": (_uid_shown, lambda s: True),
    "VÖEN: {s}": (_j((D, 9), "1"), voen.is_valid),
    "Azerbaijan VOEN of the supplier: {s}": (_j((D, 9), "1"), voen.is_valid),
    "vergi ödəyicisinin VÖEN-i {s}": (_j((D, 9), "2"), voen.is_valid),
    "الرقم الضريبي للشركة: {s}": (_j((D, 3), "-", (D, 3), "-", (D, 3)), tn.is_valid),
    "Egyptian tax registration number: {s}": (_j((D, 9)), tn.is_valid),
    "remember the Cairo office's tax number {s}": (_j((D, 3), "-", (D, 3), "-", (D, 3)), tn.is_valid),
    "ANUM (közösségi adószám): {s}": (_j((D, 8)), anum.is_valid),
    "Hungarian ANUM for the VAT return: {s}": (_j((D, 8)), anum.is_valid),
    "adószám HU{s} a számlán": (_j((D, 8)), anum.is_valid),
    "PIB {s} (Beograd)": (_j((D, 9)), rs_pib.is_valid),
    "Montenegrin PIB → {s}": (_j((D, 8)), me_pib.is_valid),
    "UID {s} (Zürich)": (_uid_shown, lambda s: True),
}  # fmt: skip
_national = _Family(
    "national_id", list(_ID_PLACES), lambda g, i, t: {"s": v.until(g, *_ID_PLACES[t])}, "s"
)


_BACKUPS = ["Discord backup codes: {codes}", "Proton recovery phrase codes\n{codes}",
            "kody za wobnowjenje (Google):\n{codes}", "Dropbox two-step backup codes — {codes}",
            "Steam Guard recovery code: {one}", "códigos de respaldo de Microsoft\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Zammad:jory?secret={s}&issuer=Zammad&digits=6",
              "2FA secret for the registrar (Gandi): {s}", "QR won't scan, setup key is {s}",
              "clé 2FA de FranceConnect : {s}"]  # fmt: skip
_CODES = ["{c} is your Bolt verification code", "Dein Sicherheitscode von N26: {c}",
          "Your Kraken sign-in code is {c}", "Il tuo codice Poste ID è {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, [10, 8, 16][index % 3], (index + 2) % 4)
    one = _r(rng, UPPER, 1) + _r(rng, UPPER_DIGITS, 4)
    listed = "\n".join(codes) if index % 2 == 0 else "  ".join(codes)
    return {"codes": listed, "one": one,
            "secret": one if "{one}" in template else codes[(index + 2) % len(codes)]}  # fmt: skip


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret",
    _SEEDS_2FA,
    lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 1 and "otpauth" not in t)},
    "s",
)
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["BT-7KQ2XZ", "SKY4F1D2", "VM1948273", "EE-Hub-8r3k", "TALKTALK8A21C0", "Telia-4C1E7B",
          "Fritz!Box 7590 QX", "Cottage Guest", "Morag's Pixel", "Bothy_5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi at the holiday let: {s} / {pw}",
    "network {s}, WPA3 passphrase {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "guest network is {s} and the key is {pw}",
    "Mattermost ~office — Jory: changed the {s} password to {pw}",
    "hotspot: {s}\nkey: {pw}",
    "remember the wifi at the croft: {s} — {pw}",
    "wifi.ssid={s}\nwifi.psk={pw}",
    "/etc/netplan/50-wifi.yaml:\n  access-points:\n    \"{s}\":\n      password: \"{pw}\"",
    "wifi {s}, hesło {pw}",
    "wifi {s}, ger-tremena {pw}",
    "wifi {s} — lo lus zais {pw}",
    "wifi {s}, beassansátni {pw}",
    "wifi {s}, isissutissaq {pw}",
]  # fmt: skip
_WIFI_WORDS = ["puffin", "gannet", "bothy", "cairn", "eider", "lavvu", "skua", "quern"]


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.3:  # the key printed on the router
        return _r(rng, "ABCDEFGHJKLMNPQRTUVWXY3467", 10)
    first, second = rng.sample(_WIFI_WORDS, 2)
    printed = f"{first}-{second}-{_r(rng, D, 4)}"
    return printed if rng.random() < 0.5 else _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 64)), _j("as-", (ALNUM, 22)), _sanctum, _j((URLSAFE, 86)),
                 _j((ALNUM, 48)), _j((HEX, 32), ".", (ALNUM, 64))]  # fmt: skip
_SPELL = ["reading it out now: {t}", "[dictated] {t}", "(spaced so the bot won't catch it) {t}",
          "character by character: {t}", "pismik po pismiku: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 5 == 2:  # read out in groups of five
        return {"t": " ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    sep = [" ", "  ", "-", " ", "\n", "·"][index % 6]
    return {"t": (" " if sep.strip() and sep.strip() in token else sep).join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kod za durje: {pw}", "kod an daras: {pw}", "tus lej zais qhov rooj: {pw}",
          "key safe by the back door — {pw}", "alarm code is {pw}, then press Part Set",
          "padlock on the shed: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "padlock" in template:
        return {"pw": _r(rng, D, 4)}
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["heather", "peat", "machair", "skerry", "selkie", "tor", "clotted", "pasty",
                 "reindeer", "aurora", "iceberg", "fjord", "tundra", "lichen", "kelp", "drizzle"]  # fmt: skip
_PHRASES = {"VeraCrypt passphrase for the USB stick: {p}": " ",             "passphrase for the shared Bitwarden org export: {p}": " ", "frazowe hesło za backup: {p}": " ",
            "restic repo passphrase = {p}": ".", "lavar-tremena an kilgeans: {p}": " ", "RESTIC_PASSWORD='{p}'": " ",
            "age passphrase for taxes-2025.tar.age:\n{p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "haproxy: http-request set-header Authorization \"Basic {v}\"": True,
    "Bruno › Auth › header: Authorization: Basic {v}": True,
    "requests.get(url, headers={{'Authorization': 'Basic {v}'}})": True,
    "X-Access-Token: {v}": False,
    "fetch(url, {{ headers: {{ 'x-api-key': '{v}' }} }})": False,
    "websocat -H 'Authorization: Bearer {v}' wss://api.home/stream": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM, URLSAFE][index % 3], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env.local\nMYSQL_USER=wiki\nMYSQL_PASSWORD={pw}",
    "config.ini\n[mail]\nserver = smtp.home\npassword = {pw}",
    "application-prod.properties\nspring.mail.password={pw}",
    "config.toml\n[database]\npassword = \"{pw}\"",
    "~/.netrc\nmachine ftp.home login backup password {pw}",
    "compose.yaml\n  postgres:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "values-prod.yaml\nredis:\n  auth:\n    password: {pw}",
    "/srv/pillar/smtp.sls\nsmtp:\n  password: {pw}",
    "puppet: class {{ 'postgresql::server': postgres_password => '{pw}' }}",
    "main.tf\nresource \"random_x\" \"y\" {{}}\nlocals {{\n  admin_password = \"{pw}\"\n}}",
    "appsettings.json: \"SmtpPassword\": \"{pw}\"",
    "settings.xml: <server><id>nexus</id><password>{pw}</password></server>",
    "host_vars/db1.yml\nmysql_root_password: {pw}",
    "~/.pgpass\npg7.home:5432:erp:erp:{pw}",
    "# hesło za datowu banku\nDB_PASSWORD={pw}",
    "# ger-tremena an servyer ebost\nMAIL_PASSWORD={pw}",
    "# Passwort für den Export, nicht committen\nEXPORT_PASS={pw}",
    "# mot de passe LDAP\nLDAP_PASSWORD={pw}",
    "# lo lus zais rau database\nPG_PASSWORD={pw}",
    "# beassansátni SMTP-bálvválii\nSMTP_PASS={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "pw {pw} 👍", "pass: {pw} k", "passwd {pw} (delete this)", "hesło {pw} ok",
    "ger-tremena {pw} 👌", "lo lus zais: {pw}", "passwird {pw} aye", "beassansátni {pw} 🙂",
    "mdp {pw} 😉", "パス {pw} です", "密码 {pw} 哦",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# Labels hidden by invisible characters, lookalike letters, fullwidth or mathematical forms, or an
# encoded separator.
_HIDDEN = [
    "passw\u200bord: {pw}", "ＰＡＳＳＷＯＲＤ＝{pw}", "pa\u0455\u0455word = {pw}", "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝: {pw}",
    "password%20%3A%20{pw}", "password&#x3D;{pw}", "pass\ufeffword: {pw}", "he\u00adsło: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")


def _hidden_token_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _r(rng, HEX, 64)
    return {"t": token[:10] + "\u2060" + token[10:40] + "\u200c" + token[40:]}


_hidden_token = _Family(
    "hidden_label", ["ＳＥＲＰＡＰＩ＿ＡＰＩ＿ＫＥＹ={t}"], _hidden_token_draw, "t"
)

# How many samples each family draws (390 in all, heldout14's proportions).
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
    "the password for the Graylog console is": "{s}", "Omada admin pw:": "{s} (since Tuesday)",
    "hesło": "{s}", "ESXi root password": "{s}\nchange after the patch window",
    "ger-tremena:": "{s}", "lo lus zais": "{s}", "beassansátni:": "{s}",
    "Zabbix admin password": "{s}", "the password Illiam read out on the call was": "{s}, I think",
    "isissutissaq": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "SerpApi API key", "{s}", _j((HEX, 64))),
    ("split_token", "Coolify token:", "{s} (prod)", _sanctum),
    ("split_token", "Infomaniak API token", "{s}", _j((URLSAFE, 80))),
    ("split_seed", "geryow an sagh-mona", "{s}", lambda g: v.seed_phrase(g, 12, "english")),
    ("split_card", "card number", "{s} exp 08/30", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "HN"))),
    ("split_backup", "Discord backup codes", "{s}\nq8w2-k4m1\nz7x9-p3n6", lambda g: _r(g, LOWER_DIGITS, 4) + "-" + _r(g, LOWER_DIGITS, 4)),
    ("split_otp", "2FA secret key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PIB", "{s}", lambda g: v.until(g, _j((D, 9)), rs_pib.is_valid)),
    ("split_phrase", "restic passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"bmc": {"ip": "10.0.9.21", "root_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"hesło": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "kerensa", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"replicas": [{"host": "pg7"}, {"host": "pg8", "repl_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"cmd": ["clickhouse-client", "--user", "etl", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"memo": "ger-tremena: {s}"}': ("meta_password", _plain_pw),
    '{"beassansátni": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log in as moirrey, the password is {s}"}': ("meta_password", _plain_pw),
    '{"serpapi": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"coolifyToken": "{s}"}': ("meta_token", _sanctum),
    '{"modal_token_secret": "{s}"}': ("meta_token", _j("as-", (ALNUM, 22))),
    '{"headers": {"X-Access-Token": "{s}"}}': ("meta_token", _j((ALNUM, 44))),
    '{"billing": {"card": "{s}", "exp": "02/31"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"bank": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MR")),
    '{"supplier": {"pib": "{s}"}}': ("meta_id", lambda g: v.until(g, _j((D, 8)), me_pib.is_valid)),
    '{"2fa": {"backup_codes": ["{s}", "4820-1937", "7731-0462"]}}': ("meta_otp", _j((D, 4), "-", (D, 4))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: v.seed_phrase(g, 24, "english")),
    '{"immich_jwt_secret": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"home": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "BT-7KQ2XZ", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_PIP_SUM = hashlib.sha256(b"httpx-0.28.1-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"vite-6.3.5.tgz").digest()).decode()
_GO_SUM = base64.b64encode(hashlib.sha256(b"golang.org/x/net v0.38.0").digest()).decode()
_LAYER = hashlib.sha256(b"ghcr.io/immich-app/immich-server:v1.132").hexdigest()
_COMMIT = hashlib.sha1(b"graylog: fix stream rules", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bump zabbix agent", usedforsecurity=False).hexdigest()[:8]
_ETAG = hashlib.md5(b"laminar-412", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Monzo password before the trip on 2026-12-20.",
    "Kerensa wants the wifi password; it's written inside the cupboard door.",
    "Rule of the house: passwords of 16 characters or more, kept in Bitwarden.",
    "Never paste passwords into Zammad tickets; send a one-time link instead.",
    "The `.env.example` line `SERPAPI_API_KEY=<your-key>` is a placeholder; your own key goes in `.env`.",
    "The chart's default `password: changeme` is a placeholder; override it in values-prod.yaml.",
    "In the docs, replace <your-token> with the token from Account → API access.",
    "COOLIFY_API_TOKEN and GIPHY_API_KEY need to be set before the e2e tests.",
    "Njedaj swoje hesło nikomu.",
    "Na ro dha ger-tremena dhe dhen vyth.",
    "Tsis txhob qhia koj lo lus zais rau leej twg.",
    "Dinna gie yer passwird tae onybody.",
    "Ale atte iežat beassansáni earáide.",
    "Isissutissat allanut tunniunnagu.",
    "Das Passwort für das Büro-WLAN gibt es nur am Empfang.",
    "La contraseña hay que renovarla cada tres meses.",
    "Le mot de passe ne doit jamais être envoyé par SMS.",
    "Lösenordet måste ha minst tolv tecken.",
    "Şifreni kimseyle paylaşma.",
    "Mật khẩu phải có ít nhất mười hai ký tự.",
    "Upgraded Graylog from 6.1.4 to 6.2.0 and Zabbix to 7.2.5 last weekend.",
    f"commit {_COMMIT} fixes the Graylog stream rules.",
    f"Rolled back to {_SHORT} because the agent bump broke the checks.",
    f"requirements.txt: httpx==0.28.1 --hash=sha256:{_PIP_SUM}",
    f"package-lock.json: \"integrity\": \"sha512-{_NPM_SHA512}\"",
    f"go.sum: golang.org/x/net v0.38.0 h1:{_GO_SUM}",
    f"Both hosts pull immich-server@sha256:{_LAYER}.",
    f"The Laminar artifact ETag {_ETAG} is the broken build.",
    "Request id 3f9b2c71-0d4e-4a86-9e15-b7c2a0d8f461 is the slow upload from Monday.",
    "Order 206-4418820-9137052 arrives in two boxes.",
    "Zammad #44120: Nextcloud Talk calls drop after ten minutes.",
    "Ring the Penzance office on +44 1736 362 918 after nine.",
    "Parcel JD014600006281537412 is waiting at the Douglas depot.",
    "Router: TP-Link Archer AX55, firmware 1.3.2 Build 20250110.",
    "The Raspberry Pi 5 needs EEPROM 2025-05-08 for NVMe boot.",
    "After ten wrong passwords the account is frozen for an hour.",
    "The model allows 128k tokens of context; replies are capped at 2,048 tokens.",
    "The key to a good pasty is crimping the edge properly.",
    "Ask Hanka for the door code; I never got it.",
    "My card ending 4402 was refused at the ferry kiosk.",
    "The form asks for the IBAN in groups of four.",
    "Print the backup codes and lock them in the drawer.",
    "No support agent will ever ask for your seed phrase.",
    "Put `PGPASSWORD` in the CI secret store, not in the job file.",
    "The alarm keypad beeps when the battery is low.",
    "v4.0.0-beta.3 fixes the session token expiry bug.",
    "Tenant id 8d2e4f61-7a3b-4c59-a0e8-1f6b9c3d5e27 is in every URL and is not secret.",
    "The café wifi 'Harbour Bites' is open, no password at all.",
    "Sprint review moved to 2026-12-11 10:00 GMT, room Tintagel.",
    "The PIN field must only accept digits.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2026-09-30T08:15:00Z", "password_policy": "min 16"}',
    '{"secret_ref": "vault:kv/prod/serpapi", "rotation_days": 60}',
    f'{{"commit": "{_COMMIT}", "run": 412}}',
    f'{{"sha256": "{_PIP_SUM}", "package": "httpx", "version": "0.28.1"}}',
    '{"ticket": "44120", "order": "206-4418820-9137052"}',
    '{"router": {"model": "Archer AX55", "firmware": "1.3.2"}}',
    '{"phone": "+44 1736 362 918", "town": "Penzance"}',
    '{"two_factor": true, "backup_codes_remaining": 8, "max_tokens": 2048}',
    '{"request_id": "3f9b2c71-0d4e-4a86-9e15-b7c2a0d8f461", "duration_ms": 2710}',
    '{"example_env": "GIPHY_API_KEY=<your-key>", "ssid": "Harbour Bites", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
