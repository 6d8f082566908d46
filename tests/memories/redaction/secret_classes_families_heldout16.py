# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, sixteenth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
issue's goal, the fifteenth held-out corpus as a format example, the fifth to fourteenth only for
the wordings, languages, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`),
never `memories/redaction/`, the offline miner, the tuning corpus, the round corpora, their tests
nor the reports; the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way people leak secrets into an assistant's memory:
Revolt, Slack, Discord and Signal pastes, notes to self, incident write-ups, Bugzilla, Mantis,
Kayako and Taiga tickets, e-mails, runbooks, fish and bash history, Dockerfiles, compose files,
Kubernetes, Helm, Terraform, Ansible, Salt, Chef and Puppet snippets, CI and IaC logs of Atlantis,
Spacelift, env0, Scalr, Kestra, Gitness, Appcircle and Wercker, .env, .ini, .toml, .yaml,
.properties, .netrc and XML configs, app configs, README fragments, voice-dictated text and
requests to the assistant itself. About 60 % English (or language-neutral config and shell), the
rest in Lower Sorbian, Asturian, Dhivehi, Venetian, Alsatian, Limburgish and Neapolitan (first
used here), and German, French, Spanish, Italian, Portuguese (of Portugal), Polish, Russian,
Czech, Turkish, Japanese, Korean and Chinese in wordings of their own. Vendors and CI tools are
ones heldouts 5 to 15 do not name; the national ids are kinds they do not use (Estonia
registrikood and KMKR, Ireland VAT number, Spain CIF). Every IBAN country python-stdnum knows is
in some earlier corpus, so the IBANs are of countries used least (by a rough count over heldouts
5 to 15: Sudan, Tunisia, British Virgin Islands, Russia, Greece, Bulgaria, Albania). Measured
once; a miss here is reported, not tuned on.
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
from stdnum.ee import kmkr, registrikood
from stdnum.es import cif
from stdnum.ie import vat as ie_vat

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 16_930_411
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


_DISHES = ["Fabada", "Cachopo", "Frixuelos", "Sidra", "Risi", "Bigoli", "Sarde", "Baeckeoffe",
           "Kougelhopf", "Flammkuche", "Vlaai", "Zuurvlees", "Sfogliatella", "Babà"]  # fmt: skip
_THINGS = ["Horreo", "Gondola", "Bacaro", "Storich", "Mergel", "Spreewald", "Gurka", "Dhoni",
           "Atoll", "Vesuvio", "Pizzica", "Llagar", "Campanile", "Winstub"]  # fmt: skip
_NAMES = ["Xuacu", "Covadonga", "Pelayo", "Bepi", "Nicolò", "Aishath", "Ibrahim", "Maïté",
          "Seppi", "Sjef", "Truus", "Gennaro", "Nunzia", "Mato", "Wylem", "Hajna"]  # fmt: skip
_SYMBOLS = "!$%&*#@+=?~"


def _wordy(g: random.Random) -> str:
    """Three lower-case words joined by a hyphen or a comma, a number first."""
    words = [w.lower().replace("à", "a") for w in g.sample(_DISHES + _THINGS, 3)]
    return str(g.randrange(1, 10)) + g.choice("-,").join(words)


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_DISHES).replace('à', 'a')}{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}{g.choice(_THINGS)}",
    lambda g: f"{g.choice(_NAMES).replace('ò', 'o').replace('ï', 'i')}.{g.randrange(1950, 2021)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 7) + g.choice(_SYMBOLS) + _r(g, ALNUM, 7) + g.choice(_SYMBOLS),
    lambda g: g.choice(_THINGS).lower() + g.choice(["_", "__", "."]) + _r(g, D, 6),
    lambda g: g.choice(["F4b4d4", "G0nd0l4", "S1dr4", "V3suv10", "M3rg3l", "Dh0n1", "B4cc4r0"]) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: f"{g.choice(['Red', 'Slow', 'Tall', 'Lazy'])}{g.choice(_THINGS)}{g.choice(['Eats', 'Loves', 'Hates'])}{g.choice(_DISHES).replace('à', 'a')}{g.randrange(1, 100)}",
    lambda g: _r(g, B64, 20),
    _wordy,
    lambda g: _r(g, UPPER, 2) + _r(g, D, 4) + _r(g, LOWER, 4) + g.choice(_SYMBOLS) + _r(g, UPPER, 2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Revolt #ops — Pelayo: the Wazuh dashboard password is {pw}, I'll rotate it Monday",
    "Bugzilla 1931207 comment 4: reporter pasted their Nextcloud password ({pw}) in the log, hide the comment",
    "Signal from Covadonga: the password for the choir's WordPress is {pw}",
    "note to self — Leroy Merlin account password {pw}",
    "Hello Seppi,\n\nthe OPNsense root password after today's reinstall: {pw}\nPlease pick your own.\n\nMaïté",
    "Incident 2026-11-27 (Gitness exposed): the admin password {pw} was in the public build log for 40 minutes",
    "remember that my Strava password is {pw}",
    "okay the password for the Eufy camera app is {pw} did you get that",
    "Runbook — TrueNAS lockout\n1. console menu option 7\n2. set the root password to {pw}\n3. log in over the web UI",
    "README · Dev box\nBrowse to https://localhost:8443, log in to Portainer as admin with password `{pw}`.",
    "Slack huddle notes: MinIO console password is {pw} for now",
    "PR review: `ADMIN_PASSWORD = \"{pw}\"` is committed in config/seed.rb — pull it out before merge",
    "Mantis #0004417: OpenProject login fails, user swears the password is {pw}",
    "could you keep this: my Ryanair account password is {pw}",
    "Kayako ticket KAY-2093: client's Roundcube password {pw} doesn't work since the migration",
    "the Home Assistant owner password is {pw}, Bepi changed it",
    "KeePassXC database master password: {pw}",
    "after the firmware update the Synology DSM password is {pw}",
    "Handover notes: the pfSense admin password is {pw}",
    "I changed the Kaspersky account password to {pw}",
    "- **Admin password:** {pw}",
    "Taiga US#318: Odoo admin password still {pw} from the demo, change before go-live",
    "password for grandma's Kindle: {pw}",
    "Post-incident review: Adminer was reachable with password {pw} from any IP",
    "the Minecraft realm password is {pw}, don't post it in the family chat",
    "1Password is down, so the vCenter password for now: {pw}",
    "the password for the mesh router in the attic is {pw} (also on the back)",
    "dictated: my Revolut password is {pw} period",
    "Discord #selfhost — Wylem: Navidrome admin password is {pw}",
    "FIXME rotate the iDRAC root password ({pw}) before the auditors come",
    "Mójo gronidło za e-mail jo {pw}",
    "gronidło za NAS: {pw}",
    "La contraseña del corréu ye {pw}",
    "contraseña de la cuenta del conceyu: {pw}",
    "އީމެއިލްގެ ޕާސްވޯޑަކީ {pw}",
    "ސާވަރުގެ ޕާސްވޯޑް: {pw}",
    "ła password de ła posta ła xe {pw}",
    "ła password del modem: {pw}",
    "s'Passwort fer d'E-Mail isch {pw}",
    "s'Passwort vum Router: {pw}",
    "'t wachwoord vör de mail is {pw}",
    "wachwoord vanne server: {pw}",
    "'a password d''a posta è {pw}",
    "'a password d''o computer: {pw}",
    "Zugangsdaten fürs Intranet — Kennwort: {pw}",
    "le code d'accès de l'espace client EDF : {pw}",
    "la clave de la Agencia Tributaria es {pw}",
    "il codice di accesso dell'home banking è {pw}",
    "a palavra-passe das Finanças é {pw}",
    "hasełko do Allegro: {pw}",
    "пасс от роутера: {pw}",
    "heslo do datové schránky je {pw}",
    "Parola: {pw} (modem arayüzü)",
    "ネットバンクの暗証番号は{pw}",
    "공유기 암호: {pw}",
    "服务器登录口令：{pw}",
    "Kennwort des Vereins-Postfachs lautet {pw}",
    "identifiants Freebox — mot de passe {pw}",
    "la password del NAS in ufficio è {pw}",
    "heslo k Wi-Fi tiskárně: {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["xuacu", "covadonga.m", "pelayo", "svc-wazuh", "atlantis", "kestra-bot", "bepi.z",
          "aishath.r", "ibrahim", "root", "maite", "sjef.h", "gennaro", "mato.k"]  # fmt: skip
_LOGINS = [
    "Revolt DM from Sjef: the Proxmox login is {u} / {pw}",
    "Bugzilla 1931511: {u} locked out, last known password {pw}",
    "user={u} pass={pw}",
    "Joplin › Homelab › IPMI: {u} — {pw}",
    "| Wazuh | https://wazuh.lan | {u} | {pw} |",
    "ssh {u}@10.20.0.7  # password {pw}",
    "test account: {u}, pw {pw}",
    "Portainer creds {u}:{pw}",
    "username {u} and password {pw} for the accountant's portal",
    "sign in as {u} using {pw}",
    "User: {u}\nPass: {pw}\nhttps://erp.lan",
    "Anmeldename {u}, Kennwort {pw}",
    "utilisateur {u} — code d'accès {pw}",
    "usuariu {u}, contraseña {pw}",
    "wužywaŕ {u}, gronidło {pw}",
    "ޔޫޒަރނޭމް {u}، ޕާސްވޯޑް {pw}",
    "utente {u}, password {pw} (el server de casa)",
    "Benutzer {u}, s'Passwort isch {pw}",
    "gebroeker {u}, wachwoord {pw}",
    "utente {u}, 'a password è {pw}",
    "utilizador {u}, palavra-passe {pw}",
    "ログインID {u} / 暗証番号 {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["fabada", "cachopo", "sidra", "gondola", "bacaro", "mergel", "vlaai", "dhoni",
               "atoll", "vesuvio", "horreo", "winstub"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} and then {d}",
    "it's {w}, all lowercase, followed by {d}",
    "type {w}{d} — that's the Proton Pass master password",
    "my password: the word {w}, then the digits {d}",
    "voice note: the password is {w}, like the food, then {d}",
    "for the Ring account: the word {w} and after it {d}",
    "{w}{d}, that's what I set on the Jellyfin account",
    "gronidło jo słowo {w} a pótom {d}",
    "la contraseña ye la pallabra {w} y depués {d}",
    "ła password ła xe ła parola {w} e dopo {d}",
    "das Kennwort ist das Wort {w}, danach {d}",
    "le code d'accès, c'est {w} suivi de {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 7) % len(_SAID_WORDS)]
    number = _r(rng, D, 4 if index % 2 == 1 else 3)
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "buildah login -u {u} -p {pw} registry.lan",
    "crane auth login registry.lan -u {u} -p {pw}",
    "helm registry login registry.lan --username {u} --password {pw}",
    "twine upload -u {u} -p {pw} --repository-url https://pypi.lan/ dist/*",
    "mysql -h db4.lan -u{u} -p{pw} erp < dump.sql",
    "psql \"host=pg3.lan user={u} password={pw} dbname=shop\"",
    "mongosh \"mongodb://{u}:{pw}@mongo3.lan:27017/admin\"",
    "redis-cli -h cache.lan -p 6379 --user {u} --pass {pw} PING",
    "influx auth create --org home --user {u} --password {pw}",
    "curl -u {u}:{pw} https://nexus.lan/service/rest/v1/repositories",
    "wget --user={u} --password={pw} https://files.lan/backup.tar",
    "smbclient //fs2.lan/share -U {u}%{pw}",
    "xfreerdp /u:{u} /p:{pw} /v:term.lan",
    "lftp -u {u},{pw} sftp://backup.lan",
    "rsync-password={pw} rsync -av {u}@nas.lan::photos .",
    "7z x -p{pw} payslips-2025.7z",
    "openssl pkcs12 -in cert.p12 -nodes -passin pass:{pw}",
    "zip -P {pw} -r handover.zip docs/",
    "bao login -method=userpass username={u} password={pw}",
    "wpa_passphrase CasaMarta {pw} >> /etc/wpa_supplicant.conf",
    "mosquitto_sub -h broker.lan -u {u} -P {pw} -t 'zigbee2mqtt/#'",
    "docker run -e POSTGRES_PASSWORD={pw} -d postgres:17",
    "kubectl create secret docker-registry regcred --docker-username={u} --docker-password={pw}",
    "sqlcmd -S mssql.lan -U {u} -P {pw} -Q 'SELECT 1'",
    "ipmitool -I lanplus -H 10.20.0.9 -U {u} -P {pw} chassis power status",
    "ansible all -i hosts -m ping -e ansible_password={pw}",
]  # fmt: skip
_SHELLS = [
    "$ {c}", "fish history: - cmd: {c}", ".bash_history: {c}", "root@pve:~# {c}",
    "Atlantis plan output:\n{c}", "Spacelift run log: > {c}", "env0 deployment log: $ {c}",
    "Scalr run: {c}", "Kestra task 'shell' logs:\n{c}", "Gitness pipeline step: {c}",
    "Appcircle workflow step output: {c}", "Wercker step 'deploy': {c}",
    "Revolt — Pelayo: ran `{c}` and it just sits there", "{c}\n^ this is the one that worked",
    "keep this command: {c}", "toś ten pśikaz funkcioněrujo: {c}", "esti comandu funciona: {c}",
    "މި ކޮމާންޑް ކުރީ: {c}", "sto comando el funsiona: {c}", "dä Befehl het gfunktioniert: {c}",
    "dit commando deit 't: {c}", "chistu comando funziona: {c}", "der Befehl läuft jetzt: {c}",
    "commande qui marche enfin : {c}", "el comando que funcionó: {c}", "команда, которая сработала: {c}",
    "うまくいったコマンド: {c}", "ten příkaz funguje: {c}", "bu komut işe yaradı: {c}",
]  # fmt: skip


Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` commands or URLs (`fill`) each put in one of ``frames`` (`framed`)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg3.lan:5432/shop",
    "mysql://{u}:{pw}@db4.lan:3306/erp",
    "redis://{u}:{pw}@cache.lan:6379/2",
    "amqps://{u}:{pw}@rabbit.lan:5671/%2f",
    "mongodb+srv://{u}:{pw}@cluster0.lan/app",
    "nats://{u}:{pw}@nats.lan:4222",
    "sftp://{u}:{pw}@backup.lan:22/srv",
    "https://{u}:{pw}@gitea.lan/infra/ansible.git",
    "jdbc:postgresql://pg3.lan:5432/shop?user={u}&password={pw}",
    "Server=mssql.lan;Database=erp;User Id={u};Password={pw};",
    "smtp://{u}:{pw}@mail.lan:587",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "spring.datasource.url={c}", "Revolt #backend — Aishath: {c}",
    "docker-compose.yml → environment:\n  - CACHE_URL={c}", "connection: {c}",
    "Kestra log: connecting to {c}", "[db]\nurl = \"{c}\"", "zwisk z databanku: {c}",
    "cadena de conexón: {c}", "ކަނެކްޝަން: {c}", "URL de connexion à la base : {c}",
    "Verbindungs-URL: {c}", "адрес базы: {c}", "URL de ligação: {c}", "stringa di connessione: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


# (vendor, environment variable, token maker)
_VENDORS: list[tuple[str, str, Maker]] = [
    ("lemlist", "LEMLIST_API_KEY", _j((HEX, 32))),
    ("Instantly", "INSTANTLY_API_KEY", _j((URLSAFE, 48))),
    ("Apollo", "APOLLO_API_KEY", _j((URLSAFE, 22))),
    ("Hygraph", "HYGRAPH_TOKEN", _j((URLSAFE, 36), ".", (URLSAFE, 180))),
    ("Smartling", "SMARTLING_USER_SECRET", _j((LOWER_DIGITS, 31), ".", (ALNUM, 23))),
    ("ModernMT", "MMT_API_KEY", lambda g: v.uuid4(g).upper()),
    ("GoatCounter", "GOATCOUNTER_TOKEN", _j((LOWER_DIGITS, 40))),
    ("Ackee", "ACKEE_PERMANENT_TOKEN", v.uuid4),
    ("Descope", "DESCOPE_MANAGEMENT_KEY", _j("K2", (ALNUM, 58))),
    ("Hanko", "HANKO_API_KEY", _j((URLSAFE, 44))),
    ("Zitadel", "ZITADEL_PAT", _j((URLSAFE, 70))),
    ("Logto", "LOGTO_APP_SECRET", _j((ALNUM, 32))),
    ("Frontegg", "FRONTEGG_API_KEY", v.uuid4),
    ("PropelAuth", "PROPELAUTH_API_KEY", _j((HEX, 96))),
    ("Spacelift", "SPACELIFT_API_KEY_SECRET", _j((HEX, 64))),
    ("env0", "ENV0_API_SECRET", _j((ALNUM, 32))),
    ("Scalr", "SCALR_TOKEN", _j((URLSAFE, 24), ".", (URLSAFE, 96))),
    ("Appcircle", "AC_PERSONAL_API_TOKEN", _j((ALNUM, 64))),
    ("Airwallex", "AIRWALLEX_API_KEY", _j((HEX, 96))),
    ("Instamojo", "INSTAMOJO_AUTH_TOKEN", _j((HEX, 32))),
    ("Cashfree", "CASHFREE_SECRET_KEY", _j("cfsk_ma_prod_", (HEX, 32), "_", (HEX, 8))),
    ("Attio", "ATTIO_API_KEY", _j((HEX, 64))),
    ("RudderStack", "RUDDERSTACK_ACCESS_TOKEN", _j((ALNUM, 27), (URLSAFE, 20))),
    ("Hotjar", "HOTJAR_CLIENT_SECRET", _j((ALNUM, 64))),
    ("Papertrail", "PAPERTRAIL_API_TOKEN", _j((ALNUM, 20))),
    ("Loggly", "LOGGLY_TOKEN", v.uuid4),
    ("Pingdom", "PINGDOM_API_TOKEN", _j((URLSAFE, 64))),
    ("StatusCake", "STATUSCAKE_API_TOKEN", _j((ALNUM, 20))),
    ("KeyCDN", "KEYCDN_API_KEY", _j((ALNUM, 32))),
    ("Bannerbear", "BANNERBEAR_API_KEY", _j("bb_pr_", (HEX, 30))),
    ("Jotform", "JOTFORM_API_KEY", _j((HEX, 32))),
    ("Tink", "TINK_CLIENT_SECRET", _j((HEX, 32))),
    ("folk", "FOLK_API_KEY", _j((ALNUM, 40))),
    ("Freshworks CRM", "FRESHSALES_API_KEY", _j((URLSAFE, 22))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "{vendor} production key: {tok}",
    "Slack #growth — Nunzia: rotated the {vendor} key, new one is {tok}",
    "[{slug}]\napi_key = \"{tok}\"",
    "      containers:\n        - env:\n            - name: {env}\n              value: \"{tok}\"",
    "helm install web ./charts/web --set {slug}.apiKey={tok}",
    "remember my {vendor} API key please: {tok}",
    "Mantis #0004502: \"works only if I set {env}={tok} by hand\"",
    "secrets.auto.tfvars: {slug}_api_key = \"{tok}\"",
    "FROM node:22-alpine\nENV {env}={tok}",
    "{vendor} token ⇒ {tok}",
    "API-kluc za {vendor}: {tok}",
    "clave de la API de {vendor}: {tok}",
    "{vendor} API ކީ: {tok}",
    "ciave API de {vendor}: {tok}",
    "dr API-Schlüssel fer {vendor} isch {tok}",
    "API-sleutel vör {vendor}: {tok}",
    "'a chiave API 'e {vendor}: {tok}",
    "Zugangsschlüssel {vendor}: {tok}",
    "jeton d'API {vendor} : {tok}",
    "chave de API do {vendor}: {tok}",
    "ключ API {vendor} — {tok}",
    "{vendor}のAPIキー：{tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} 接口密钥：{tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    lem = _r(rng, HEX, 32)
    jot = _r(rng, HEX, 32)
    goat = _r(rng, LOWER_DIGITS, 40)
    keycdn = _r(rng, ALNUM, 32)
    papertrail = _r(rng, ALNUM, 20)
    bb = "bb_pr_" + _r(rng, HEX, 30)
    return [
        Sample("vendor_token", f"curl 'https://api.lemlist.com/api/team' --user ':{lem}'", lem),
        Sample("vendor_token", f"fetch(`https://api.jotform.com/user/forms?apiKey={jot}`)", jot),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {goat}' https://stats.example.goatcounter.com/api/v0/count", goat),
        Sample("vendor_token", f"curl -u {keycdn}: https://api.keycdn.com/zones.json", keycdn),
        Sample("vendor_token", f"curl -H \"X-Papertrail-Token: {papertrail}\" https://papertrailapp.com/api/v1/events/search.json", papertrail),
        Sample("vendor_token", f"bb = Bannerbear('{bb}')", bb),
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


_BARE_PLACES = ["{t}", "Signal: {t}", "kluc: {t}", "ކީ: {t}", "{t}\n^ came in the welcome e-mail, keep it",
                "pasted from the clipboard manager: {t}", "'{t}'", "{t}  // staging only", "the token ended up as {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 52)), _j((URLSAFE, 32), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 20), "_", (ALNUM, 36)), _j((URLSAFE, 64))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "DJANGO_SECRET_KEY={h}": 64,
    "outline: UTILS_SECRET={h}": 64,
    "N8N_ENCRYPTION_KEY={h}": 32,
    "Revolt — Mato: the backup encryption key (AES-256) is {h}": 64,
    "config.ini\n[crypto]\nmaster_key = {h}": 64,
    "kluc za šyfrowanje: {h}": 64,
    "clave de cifráu: {h}": 64,
    "keep the raw disk key of the old drive D: {h}": 64,
    "PAPERLESS_SECRET_KEY={h}": 128,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "SUPABASE_SERVICE_ROLE={t}",
    "http GET api.lan/v2/me 'Authorization: Bearer {t}'",
    "Signal from Gennaro: staging token {t}",
    "Descope session JWT from the browser: {t}",
    "localStorage.setItem('jwt', '{t}')",
    "token JWT de la API del conceyu: {t}",
    "JWT za API: {t}",
    "Taiga #212 HAR excerpt: Cookie: auth={t}; Secure",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_800_200_000 + 5_417 * index
    alg = ["HS256", "RS256", "ES384", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"iss": "https://auth.lan", "sub": _r(rng, LOWER_DIGITS, 12),
                              "aud": "api", "iat": issued, "exp": issued + 3600}  # fmt: skip
    if "SUPABASE" in template:
        claims = {"iss": "supabase", "role": "service_role", "iat": issued, "exp": issued + 10**8}
    signature = _r(rng, URLSAFE, {"HS256": 43, "RS256": 342, "ES384": 128, "EdDSA": 86}[alg])
    return {"t": f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{signature}"}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "Gitness deploy key (~/.ssh/id_ed25519):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "ansible group_vars/web.yml:\nnginx_tls_key: |\n  {key}": ("RSA PRIVATE KEY", "\n  "),
    "terraform: private_key_pem = \"{key}\"": ("PRIVATE KEY", "\\n"),
    "tee /etc/nginx/tls/shop.key <<EOF\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Kayako KAY-2110 attachment: client.key\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Salut Maïté, voici la clé de signature ; la phrase de passe suit par SMS.\n\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "{{\"tls\": {{\"key\": \"{key}\"}}}}": ("PRIVATE KEY", "\\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHzBJBgkqhkiG9w0BBQ0w"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, glue = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(8 + index % 4)]
    start = _PEM_STARTS[kind]
    lines[0] = start + lines[0][len(start) :]
    lines[-1] = lines[-1][: rng.randrange(12, 60)] + "="
    block = glue.join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": block, "secret": lines[1 + index % (len(lines) - 2)]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trezor recovery seed, typing it here before I shred the card: {p}": "english",
    "Sparrow wallet words\n{p}": "english",
    "please keep my Phantom seed: {p}": "english",
    "BlueWallet backup → {p}": "english",
    "voice memo: the seed for the Jade is {p} that's all of it": "english",
    "Revolt DM — Ibrahim: the cold wallet words, never online {p}": "english",
    "słowa za pjenjezny gódnik: {p}": "english",
    "pallabres de recuperación de la cartera: {p}": "english",
    "phrase de récupération du portefeuille : {p}": "french",
    "frase di recupero del wallet: {p}": "italian",
    "지갑 복구 구문: {p}": "korean",
    "錢包助記詞：{p}": "chinese_traditional",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    entropy = rng.randbytes([32, 16, 20, 24, 16, 28][index % 6])
    words = str(Mnemonic(_SEED_PLACES[template]).to_mnemonic(entropy)).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Slack DM — Nunzia: company Visa for the Hetzner bill is {c}, exp {mm}/{yy}",
    "remember my Revolut card: {c} valid until {mm}/{yy}",
    "payment form: {c} / {mm}-{yy}",
    "the agriturismo asked for the card by e-mail: {c}, scadenza {mm}/{yy}",
    "Bugzilla 1932004: full card number {c} logged by the checkout service, scrub the logs",
    "dictated: card number {c} expiry {mm} {yy}",
    "numer kórty: {c}",
    "númberu de la tarxeta: {c}, caduca {mm}/{yy}",
    "ކާޑު ނަންބަރު: {c}",
    "Kartennummer {c}, gültig bis {mm}/{yy}",
    "numéro de carte {c}, expire fin {mm}/{yy}",
    "número do cartão: {c} validade {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = list(v.CARD_BRANDS)[(index * 5 + 2) % len(v.CARD_BRANDS)]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", " ", "."][index % 5], rng),
            "mm": f"{1 + (index * 5) % 12:02d}", "yy": str(28 + index % 5)}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["card {c}, exp 03/30, CVC {cvv}", "the code on the back of my Visa: {cvv}",
               "CVV2 → {cvv}", "códigu de seguridá: {cvv}",
               "Kartenprüfnummer: {cvv}", "Amex {c}, 4-digit code {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else ["mastercard", "visa", "jcb"][index % 3]
    number = v.grouped(v.card(rng, brand), " ", rng)
    size = 4 if brand == "amex" else 3
    code = v.until(rng, _j((D, size)), lambda s: s not in number + template)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Every IBAN country python-stdnum knows has been in an earlier corpus; these were used least.
_IBAN_COUNTRIES = ["SD", "TN", "VG", "RU", "GR", "BG", "AL"]
# BBAN shapes from python-stdnum's registry: n digit, a letter, c either.
_BBANS = {"SD": "n" * 14, "TN": "n" * 20, "VG": "aaaa" + "n" * 16, "RU": "n" * 14 + "c" * 15,
          "GR": "n" * 7 + "c" * 16, "BG": "aaaa" + "n" * 6 + "c" * 8, "AL": "n" * 8 + "c" * 16}  # fmt: skip


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


_IBAN_PLACES = ["Invoice INV-0419: pay to {i} within 30 days",
                "send the deposit for the flat in Oviedo to {i}", "Signal — Hajna: the lawyer's IBAN is {i}",
                "name,iban\nB. Zanon,{i}", "IBAN za płaśenje: {i}",
                "IBAN pa la transferencia: {i}", "ބޭންކް IBAN: {i}",
                "supplier moved banks, new IBAN {i}, confirm by phone before paying", "IBAN fer d'Miete: {i}",
                "IBAN pour le virement : {i}", "read out: IBAN {i}",
                "IBAN pe 'o bonifico: {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 0 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _kmkr(g: random.Random) -> str:
    return "EE10" + _r(g, D, 7)


# phrasing: (a candidate maker, the check a real id passes); drawn until it passes
_ID_PLACES: dict[str, tuple[Maker, Callable[[str], bool]]] = {
    "registrikood: {s}": (_j("1", (D, 7)), registrikood.is_valid),
    "Estonian company registry code of the supplier: {s}": (_j("1", (D, 7)), registrikood.is_valid),
    "ettevõtte registrikood {s}": (_j("1", (D, 7)), registrikood.is_valid),
    "remember the Tallinn office's registry code {s}": (_j("1", (D, 7)), registrikood.is_valid),
    "KMKR nr: {s}": (_kmkr, kmkr.is_valid),
    "Estonian VAT number (KMKR) for the invoice: {s}": (_kmkr, kmkr.is_valid),
    "käibemaksukohustuslase number {s}": (_kmkr, kmkr.is_valid),
    "Irish VAT number: IE{s}": (_j((D, 7), (UPPER, 1)), ie_vat.is_valid),
    "our Irish VAT no. for the Dublin entity is {s}": (_j((D, 7), (UPPER, 1)), ie_vat.is_valid),
    "VAT reg. no. (Ireland): {s}": (_j((D, 7), (UPPER, 1)), ie_vat.is_valid),
    "Revenue VAT reg {s} (Cork)": (_j((D, 7), (UPPER, 1)), ie_vat.is_valid),
    "CIF de la empresa: {s}": (_j("B", (D, 7), (D, 1)), cif.is_valid),
    "CIF de la sociedá: {s}": (_j("B", (D, 7), (D, 1)), cif.is_valid),
    "Spanish CIF for the Gijón contractor: {s}": (_j("A", (D, 7), (D, 1)), cif.is_valid),
    "NIF/CIF del proveedor {s}": (_j("B", (D, 7), (D, 1)), cif.is_valid),
    "CIF de la asociación: {s}": (_j("G", (D, 7), (D, 1)), cif.is_valid),
    "remember the CIF of the Oviedo cider press: {s}": (_j("B", (D, 7), (D, 1)), cif.is_valid),
    "registrikood {s} (Tartu)": (_j("1", (D, 7)), registrikood.is_valid),
    "KMKR → {s}": (_kmkr, kmkr.is_valid),
    "VAT IE {s}": (_j((D, 7), (UPPER, 1)), ie_vat.is_valid),
    "CIF {s} (Uviéu)": (_j("B", (D, 7), (D, 1)), cif.is_valid),
    "Steuernummer des spanischen Lieferanten (CIF): {s}": (_j("B", (D, 7), (D, 1)), cif.is_valid),
}  # fmt: skip
_national = _Family(
    "national_id", list(_ID_PLACES), lambda g, i, t: {"s": v.until(g, *_ID_PLACES[t])}, "s"
)


_BACKUPS = ["GitHub recovery codes: {codes}", "Bitwarden two-step login codes\n{codes}",
            "kody za wótnowjenje (Microsoft):\n{codes}", "Tuta recovery codes — {codes}",
            "Epic Games backup code: {one}", "códigos de recuperación de Google\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Wazuh:pelayo?secret={s}&issuer=Wazuh&period=30",
              "TOTP seed for the domain registrar (Porkbun): {s}", "can't scan the QR, the key is {s}",
              "clave 2FA de la sede electrónica: {s}"]  # fmt: skip
_CODES = ["{c} is your Vinted confirmation code", "Ihr Bestätigungscode von Trade Republic: {c}",
          "Your Bunq login code is {c}", "'o codice d''a banca è {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, [8, 10, 16][index % 3], (index + 1) % 4)
    one = _r(rng, UPPER_DIGITS, 8)
    listed = "\n".join(codes) if index % 2 == 1 else "   ".join(codes)
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


_SSIDS = ["MOVISTAR_7A21", "DIGIFIBRA-Q9XK", "Vodafone-B4E2", "FASTWEB-3C7F1A", "TIM-28157734",
          "Livebox-5D3A", "Ooredoo-4G-22", "Casa Zanon", "Pelayo's iPhone", "Llagar_5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi at the casa rural: {s} / {pw}",
    "SSID {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "the guest wifi is {s}, password {pw}",
    "Slack #office — Sjef: {s} has a new key: {pw}",
    "network: {s}\npassphrase: {pw}",
    "remember the wifi at the bacaro: {s} — {pw}",
    "wireless.ssid={s}\nwireless.key={pw}",
    "nmconnection:\n[wifi]\nssid={s}\n[wifi-security]\npsk={pw}",
    "wifi {s}, gronidło {pw}",
    "wifi {s}, contraseña {pw}",
    "ވައިފައި {s} — ޕާސްވޯޑް {pw}",
    "wifi {s}, ła password ła xe {pw}",
    "wifi {s}, 't wachwoord is {pw}",
]  # fmt: skip
_WIFI_WORDS = ["sidra", "gondola", "dhoni", "vlaai", "mergel", "horreo", "bacaro", "atoll"]


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.3:  # the key printed on the router
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    first, second = rng.sample(_WIFI_WORDS, 2)
    printed = f"{first}{second.capitalize()}{_r(rng, D, 3)}"
    return printed if rng.random() < 0.5 else _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 64)), _j("cfsk_ma_prod_", (HEX, 32)), _j("bb_pr_", (HEX, 30)),
                 _j((URLSAFE, 70)), _j((ALNUM, 40)), _j("K2", (ALNUM, 58))]  # fmt: skip
_SPELL = ["reading it to you now: {t}", "[voice] {t}", "(spaced out so nobody greps it) {t}",
          "one letter at a time: {t}", "pismik za pismikom: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 5 == 3:  # read out in groups of four
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    sep = ["  ", " ", ".", " ", "\n", " - "][index % 6]
    return {"t": (" " if sep.strip() and sep.strip() in token else sep).join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["kod za źurja: {pw}", "códigu del portal: {pw}", "el codese del porton: {pw}",
          "key box at the side gate — {pw}", "alarm: enter {pw} then OFF",
          "bike lock code: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "bike" in template:
        return {"pw": _r(rng, D, 4)}
    return {"pw": _r(rng, D, [6, 4, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["cider", "chestnut", "lagoon", "gondolier", "stork", "marl", "pickle", "reef",
                 "lantern", "orchard", "harbour", "ferry", "pumice", "basil", "saffron", "granite"]  # fmt: skip
_PHRASES = {"LUKS passphrase for the travel SSD: {p}": " ", "passphrase for the KeePassXC export: {p}": " ",
            "frazowe gronidło za backup: {p}": " ", "borg passphrase = {p}": "-",
            "frase de pasu del respaldu: {p}": " ", "BORG_PASSPHRASE='{p}'": " ",
            "gpg symmetric passphrase for accounts-2025.gpg:\n{p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Insomnia › Headers › Authorization: Basic {v}": True,
    "httpx.get(url, headers={{\"Authorization\": \"Basic {v}\"}})": True,
    "X-Auth-Token: {v}": False,
    "axios.get(url, {{ headers: {{ 'X-API-Key': '{v}' }} }})": False,
    "grpcurl -H 'authorization: Bearer {v}' api.lan:443 list": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [ALNUM, URLSAFE, HEX][index % 3], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env.production\nMAIL_USERNAME=noreply\nMAIL_PASSWORD={pw}",
    "settings.ini\n[smtp]\nhost = mail.lan\npass = {pw}",
    "application.properties\nspring.rabbitmq.password={pw}",
    "netbox.toml\n[db]\npassword = '{pw}'",
    "~/.netrc\nmachine files.lan\n  login backup\n  password {pw}",
    "docker-compose.yml\n  mariadb:\n    environment:\n      MARIADB_ROOT_PASSWORD: {pw}",
    "values.yaml\npostgresql:\n  auth:\n    postgresPassword: {pw}",
    "/srv/salt/pillar/ldap.sls\nldap:\n  bind_pw: {pw}",
    "puppet: mysql::db {{ 'wiki': user => 'wiki', password => '{pw}' }}",
    "variables.tf\nvariable \"db_password\" {{\n  default = \"{pw}\"\n}}",
    "chef attributes: default['app']['db_password'] = '{pw}'",
    "context.xml: <Resource name=\"jdbc/erp\" username=\"erp\" password=\"{pw}\"/>",
    "group_vars/all/vault.yml (unencrypted!)\nvault_smtp_password: {pw}",
    "wp-config.php: define( 'DB_PASSWORD', '{pw}' );",
    "# gronidło za datowu banku\nDB_PASS={pw}",
    "# contraseña del servidor de corréu\nSMTP_PASSWORD={pw}",
    "# ޑޭޓާބޭސްގެ ޕާސްވޯޑް\nPG_PASS={pw}",
    "# Kennwort fürs LDAP, nicht einchecken\nLDAP_BIND_PASSWORD={pw}",
    "# ła password del server de posta\nMAIL_PASS={pw}",
    "# s'Passwort fer d'Datebank\nMYSQL_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "pw: {pw} 👌", "pass {pw} thx", "password {pw} (delete after reading)", "gronidło {pw} ok",
    "contraseña {pw} 👍", "ޕާސްވޯޑް {pw}", "ła password {pw} 😉", "wachwoord {pw} hè",
    "code d'accès {pw} 🙂", "暗証番号 {pw} です", "口令 {pw} 哈",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# Labels hidden by invisible characters, lookalike letters, fullwidth or mathematical forms, or an
# encoded separator.
_HIDDEN = [
    "pass\u200cword: {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "p\u0430ssword = {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱: {pw}",
    "password%3D{pw}", "password&#61;{pw}", "passw\u2060ord = {pw}", "gro\u00adnidło: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")


def _hidden_token_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _r(rng, HEX, 64)
    return {"t": token[:16] + "\u200b" + token[16:48] + "\u2060" + token[48:]}


_hidden_token = _Family(
    "hidden_label", ["ＡＴＴＩＯ＿ＡＰＩ＿ＫＥＹ＝{t}"], _hidden_token_draw, "t"
)

# How many samples each family draws (390 in all, heldout15's proportions).
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
    "the password for the Wazuh dashboard is": "{s}", "pfSense admin pw:": "{s} (since Friday)",
    "gronidło": "{s}", "iDRAC root password": "{s}\nrotate after the maintenance window",
    "contraseña:": "{s}", "ޕާސްވޯޑް": "{s}", "ła password:": "{s}",
    "Portainer admin password": "{s}", "the password Bepi dictated on the phone was": "{s}, I think",
    "'t wachwoord": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Attio API key", "{s}", _j((HEX, 64))),
    ("split_token", "Cashfree secret:", "{s} (live)", _j("cfsk_ma_prod_", (HEX, 32), "_", (HEX, 8))),
    ("split_token", "Zitadel personal access token", "{s}", _j((URLSAFE, 70))),
    ("split_seed", "pallabres de la cartera", "{s}", lambda g: v.seed_phrase(g, 12, "english")),
    ("split_card", "card number", "{s} exp 11/31", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "TN"))),
    ("split_backup", "GitHub recovery codes", "{s}\n7f3a2-c91d0\nb04e8-5a6f1", lambda g: _r(g, HEX, 5) + "-" + _r(g, HEX, 5)),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "registrikood", "{s}", lambda g: v.until(g, _j("1", (D, 7)), registrikood.is_valid)),
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
    '{"ipmi": {"host": "10.20.0.9", "admin_pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"gronidło": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "xuacu", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"nodes": [{"name": "pg3"}, {"name": "pg4", "replication_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "erp", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "contraseña del conceyu: {s}"}': ("meta_password", _plain_pw),
    '{"ޕާސްވޯޑް": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "sign in as sjef.h, password {s}"}': ("meta_password", _plain_pw),
    '{"attio": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 64))),
    '{"bannerbearKey": "{s}"}': ("meta_token", _j("bb_pr_", (HEX, 30))),
    '{"spacelift_api_key_secret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"headers": {"X-Auth-Token": "{s}"}}': ("meta_token", _j((ALNUM, 48))),
    '{"payment": {"pan": "{s}", "expiry": "09/30"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), "-", g)),
    '{"payout": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GR")),
    '{"supplier": {"cif": "{s}"}}': ("meta_id", lambda g: v.until(g, _j("B", (D, 7), (D, 1)), cif.is_valid)),
    '{"mfa": {"recovery_codes": ["{s}", "a81c-40fe", "9d27-e513"]}}': ("meta_otp", _j((HEX, 4), "-", (HEX, 4))),
    '{"wallet": {"mnemonic": "{s}"}}': ("meta_seed", lambda g: v.seed_phrase(g, 12, "english")),
    '{"paperless_secret_key": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"house": {"alarm_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "MOVISTAR_7A21", "key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_PIP_SUM = hashlib.sha256(b"pydantic-2.11.7-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"esbuild-0.25.4.tgz").digest()).decode()
_CARGO = hashlib.sha256(b"serde-1.0.219.crate").hexdigest()
_LAYER = hashlib.sha256(b"docker.io/library/postgres:17.5").hexdigest()
_COMMIT = hashlib.sha1(b"wazuh: tune the ossec rules", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bump portainer to 2.27", usedforsecurity=False).hexdigest()[:9]
_ETAG = hashlib.md5(b"kestra-flow-88", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Revolut password before we fly to Oviedo on 2026-12-18.",
    "Covadonga asked for the wifi password; it's on the card by the fridge.",
    "House rule: passwords of 14 characters or more, stored in KeePassXC only.",
    "Never put passwords in Bugzilla comments; send a one-time link instead.",
    "The `.env.sample` line `ATTIO_API_KEY=<your-key>` is a placeholder; put your own key in `.env`.",
    "The compose file's `POSTGRES_PASSWORD: changeme` is a placeholder; override it in prod.",
    "Replace <your-token> in the README with the token from Settings → Developers.",
    "SPACELIFT_API_KEY_SECRET and LOGGLY_TOKEN must be set before the smoke tests.",
    "Njedaj swójo gronidło nikomu.",
    "Nun-y digas la contraseña a naide.",
    "ޕާސްވޯޑް އެހެން މީހަކަށް ނުދައްކާށެވެ.",
    "No sta dar ła password a nisun.",
    "Gib dien Passwort niemols wittersch.",
    "Gaef dien wachwoord aan gein mins.",
    "Nun dà 'a password a nisciuno.",
    "Das Kennwort muss mindestens zwölf Zeichen haben.",
    "Le code d'accès n'est jamais envoyé par e-mail.",
    "La clave se cambia cada seis meses.",
    "A palavra-passe expira ao fim de 90 dias.",
    "Hasełko musi mieć co najmniej dwanaście znaków.",
    "Upgraded Wazuh from 4.11.2 to 4.12.0 and Portainer to 2.27.6 on Sunday.",
    f"commit {_COMMIT} tunes the ossec rules.",
    f"Reverted to {_SHORT} because the Portainer bump broke the stacks.",
    f"requirements.txt: pydantic==2.11.7 --hash=sha256:{_PIP_SUM}",
    f"pnpm-lock.yaml: resolution: {{integrity: sha512-{_NPM_SHA512}}}",
    f"Cargo.lock: checksum = \"{_CARGO}\"",
    f"Both nodes run postgres@sha256:{_LAYER}.",
    f"The Kestra artifact ETag {_ETAG} belongs to the failed flow.",
    "Trace id 6c1e9a40-27fb-4d13-8e5a-0b9f3d2c7a64 is the slow checkout from Tuesday.",
    "Order 402-7719035-2268140 ships in two parcels.",
    "Mantis #0004417: OpenProject shows a blank page after login.",
    "Call the Gijón office on +34 985 12 34 56 after ten.",
    "Parcel PQ4D2A0712345670133008X is waiting at the Mestre depot.",
    "Router: AVM FRITZ!Box 7530 AX, FRITZ!OS 8.02.",
    "The Pi 5 needs bootloader 2025-06-09 to boot from NVMe.",
    "After five wrong passwords the account is locked for 30 minutes.",
    "The context window is 200k tokens; answers stop at 4,096 tokens.",
    "The key to a good fabada is soaking the beans overnight.",
    "Ask Bepi for the gate code; I never had it.",
    "My card ending 7781 was declined at the vaporetto machine.",
    "The bank form wants the IBAN without spaces.",
    "Print the recovery codes and keep them in the safe.",
    "No wallet support team will ever ask for your recovery phrase.",
    "Keep `PGPASSWORD` in the CI secret store, never in the pipeline file.",
    "The alarm panel chirps when its backup battery runs low.",
    "v3.2.0-rc.1 fixes the refresh token expiry bug.",
    "Workspace id 9a4f2c18-6e3b-4d70-b1a5-8c2e7f0d3b96 appears in every URL and is not secret.",
    "The library wifi 'Biblioteca Pública' is open, no password needed.",
    "Retro moved to 2026-12-09 15:00 CET, room Campanile.",
    "The PIN field accepts digits only.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_last_changed": "2026-10-14T09:30:00Z", "password_min_length": 14}',
    '{"secret_path": "kv/prod/attio", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 88}}',
    f'{{"sha256": "{_PIP_SUM}", "package": "pydantic", "version": "2.11.7"}}',
    '{"ticket": "KAY-2093", "order": "402-7719035-2268140"}',
    '{"router": {"model": "FRITZ!Box 7530 AX", "os": "8.02"}}',
    '{"phone": "+34 985 12 34 56", "city": "Gijón"}',
    '{"mfa_enabled": true, "recovery_codes_left": 6, "max_tokens": 4096}',
    '{"trace_id": "6c1e9a40-27fb-4d13-8e5a-0b9f3d2c7a64", "latency_ms": 1840}',
    '{"env_example": "LOGGLY_TOKEN=<your-token>", "ssid": "Biblioteca Pública", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
