# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, seventeenth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
issue's goal, the sixteenth held-out corpus as a format example, the fifth to fifteenth only for
the wordings, languages, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`),
never `memories/redaction/`, the offline miner, the tuning corpus, the round corpora, their tests
nor the reports; the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way people leak secrets into an assistant's memory:
Chanty, Pumble, Flock, Twist, KakaoTalk, SimpleX, Delta Chat and Session pastes, notes to self,
incident write-ups, Kanboard, Leantime, Phabricator, Huly and Backlog tickets, e-mails, runbooks,
bash and fish history, Dockerfiles, compose files, Kubernetes, Helm, Terraform, Ansible, Salt,
Chef and Puppet snippets, deploy and CI logs of Kamal, Dokku, Nomad, Waypoint, Jelastic,
Northflank, Juju, pyinfra, Capistrano and Deployer, .env, .ini, .toml, .yaml, .properties, .netrc
and XML configs, app configs, README fragments, voice-dictated text and requests to the assistant
itself. About 60 % English (or language-neutral config and shell), the rest in Walloon, Assamese,
Ilocano, Hiligaynon, Bhojpuri, Maithili, Konkani and Silesian (first used here), and Spanish,
German, French, Italian, Brazilian Portuguese, Russian, Arabic, Hindi, Indonesian, Turkish, Dutch,
Japanese, Korean and Chinese in wordings of their own. Vendors and deploy tools are ones heldouts
5 to 16 do not name; the national ids are kinds they do not use (Danish CVR, Norwegian
organisasjonsnummer, Finnish Y-tunnus, Polish REGON, Brazilian CNPJ). Every IBAN country
python-stdnum knows is in some earlier corpus, so the IBANs are of countries used least (by a
rough count over heldouts 5 to 16: Latvia, Lithuania, Azerbaijan, Bahrain, Bosnia and
Herzegovina, Costa Rica, Andorra). Measured once; a miss here is reported, not tuned on.
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
from stdnum.br import cnpj
from stdnum.dk import cvr
from stdnum.fi import ytunnus
from stdnum.no import orgnr
from stdnum.pl import regon

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 17_204_583
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


_FOODS = ["Pitha", "Laru", "Pinakbet", "Bagnet", "Batchoy", "Piaya", "Boulet", "Peket", "Litti",
          "Chokha", "Makhana", "Bebinca", "Xacuti", "Kluski", "Moczka", "Sattu"]  # fmt: skip
_PLACES = ["Majuli", "Jorhat", "Vigan", "Laoag", "Iloilo", "Bacolod", "Lidje", "Nameur",
           "Madhubani", "Darbhanga", "Panaji", "Margao", "Gliwice", "Bytom", "Ballia"]  # fmt: skip
_NAMES = ["Rupjyoti", "Nayanmoni", "Amihan", "Dalisay", "Djosef", "Marîye", "Ujjwal", "Sunaina",
          "Pratibha", "Xavier", "Joaquina", "Zeflik", "Ludmiła", "Inday", "Bhaskar"]  # fmt: skip
_SYMBOLS = "!$%&*#@+=?^"


def _ascii(word: str) -> str:
    return word.replace("î", "i").replace("ł", "l")


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOODS)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}{g.randrange(10, 100)}",
    lambda g: f"{_ascii(g.choice(_NAMES))}{g.randrange(1960, 2024)}{g.choice(_SYMBOLS)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 9) + g.choice(_SYMBOLS) + _r(g, ALNUM, 5),
    lambda g: g.choice(_PLACES).lower() + g.choice(["-", "_", "."]) + g.choice(_FOODS).lower() + _r(g, D, 3),
    lambda g: g.choice(["P1th4", "B4gn3t", "L1tt1", "B3b1nc4", "Kl0sk1", "M4juL1", "V1g4n"]) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['Blue', 'Tiny', 'Loud', 'Brave'])}{g.choice(['Rhino', 'Carabao', 'Heron', 'Mongoose'])}{g.randrange(2, 99)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, URLSAFE, 22),
    lambda g: "-".join(w.lower() for w in g.sample(_FOODS, 3)) + str(g.randrange(1, 10)),
    lambda g: _r(g, UPPER, 3) + g.choice(_SYMBOLS) + _r(g, LOWER, 5) + _r(g, D, 3),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Chanty #infra — Amihan: the Graylog admin password is {pw}, changing it after the demo",
    "Kanboard task #218: the Uptime Kuma login keeps failing, password we set was {pw}",
    "Delta Chat from Xavier: password for the parish website's Joomla is {pw}",
    "note to self: Decathlon account password {pw}",
    "Hi Bhaskar,\n\nthe UniFi controller password after the reset: {pw}\nChange it on first login.\n\nSunaina",
    "Postmortem 2026-11-20: the Grafana-less Netdata parent was open with password {pw} for a day",
    "remember that my Duolingo password is {pw}",
    "ok write this down the password for the Tapo camera is {pw}",
    "Runbook — OpenMediaVault\n1. boot the rescue stick\n2. omv-firstaid, option 3\n3. web admin password becomes {pw}",
    "README · local stack\nOpen http://localhost:8080 and log in to Keycloak as admin / password `{pw}`.",
    "Pumble #homelab: Immich admin password is {pw} till Sunday",
    "Phabricator D4412 inline comment: `SMTP_PASS = \"{pw}\"` hard-coded in settings/prod.py, drop it",
    "Leantime ticket #77: customer says the Nextcloud password is {pw} but the login loops",
    "can you remember my Booking.com password, it's {pw}",
    "Huly issue INF-52: the Vaultwarden admin token page still takes the old password {pw}",
    "the Paperless-ngx superuser password is {pw}, Ujjwal set it",
    "Bitwarden master password (old laptop): {pw}",
    "after flashing OpenWrt the LuCI root password is {pw}",
    "Shift handover: Zabbix Admin password is {pw}",
    "I changed the Norton account password to {pw}",
    "* **Password:** {pw}",
    "Backlog PRJ-311: Mattermost sysadmin password still {pw} from staging, rotate before launch",
    "password for dad's Fire tablet: {pw}",
    "Incident note: phpMyAdmin answered on :8081 with password {pw}",
    "the Terraria server password is {pw}, don't tell the cousins",
    "vault is sealed, so the ESXi root password for now: {pw}",
    "Flock DM — Dalisay: password for the office printer panel is {pw}",
    "dictated: my PayPal password is {pw} full stop",
    "Twist thread 'NAS': Jellyseerr admin password is {pw}",
    "TODO rotate the Proxmox Backup Server password ({pw}) after the audit",
    "mi mot d' passe po l' emile, c' est {pw}",
    "li mot d' passe do routeur: {pw}",
    "মোৰ ইমেইলৰ পাছৱৰ্ড হৈছে {pw}",
    "ৰাউটাৰৰ পাছৱৰ্ড: {pw}",
    "Ti password ti email-ko ket {pw}",
    "password ti router idiay balay: {pw}",
    "Ang password sang akon email amo ang {pw}",
    "password sang wifi router sa opisina: {pw}",
    "हमार ईमेल के पासवर्ड {pw} बा",
    "राउटर के पासवर्ड: {pw}",
    "हमर ईमेलक पासवर्ड {pw} अछि",
    "दोकानक कम्प्यूटरक पासवर्ड: {pw}",
    "म्हज्या ईमेलाचो पासवर्ड {pw}",
    "राउटराचो पासवर्ड: {pw}",
    "Hasło do poczty to je {pw}",
    "hasło ôd routera: {pw}",
    "la contra del correo es {pw}",
    "PW fürs Mailkonto: {pw}",
    "mot de passe du courriel : {pw}",
    "la pw della mail è {pw}",
    "a senha do e-mail tá {pw}",
    "пароль от почты: {pw}",
    "كلمة المرور للبريد: {pw}",
    "मेरे ईमेल का पासवर्ड {pw} है",
    "kata sandi email saya {pw}",
    "e-posta şifrem {pw}",
    "het wachtwoord van de mail is {pw}",
    "メールのパスワードは{pw}です",
    "메일 비밀번호는 {pw}입니다",
    "邮箱密码是{pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rupjyoti.b", "amihan", "djosef", "ujjwal", "sunaina.j", "xavier.f", "zeflik",
          "svc-nomad", "kamal-deploy", "dokku", "root", "pratibha", "inday.l", "bhaskar"]  # fmt: skip
_LOGINS = [
    "Chanty DM from Zeflik: the Jelastic dashboard login is {u} / {pw}",
    "Kanboard #230: {u} locked out, password was {pw}",
    "login={u} password={pw}",
    "Obsidian › Homelab › BMC: {u} — {pw}",
    "| Graylog | https://graylog.lan | {u} | {pw} |",
    "ssh {u}@10.44.1.12   # pw {pw}",
    "demo account {u}, pass {pw}",
    "Keycloak creds {u}:{pw}",
    "user name {u} and password {pw} for the school portal",
    "log in as {u} with {pw}",
    "Login: {u}\nPassword: {pw}\nhttps://crm.lan",
    "no d' uzeu {u}, mot d' passe {pw}",
    "ইউজাৰনেম {u}, পাছৱৰ্ড {pw}",
    "username {u}, ti password ket {pw}",
    "username {u}, ang password amo ang {pw}",
    "यूजरनेम {u}, पासवर्ड {pw} बा",
    "यूजरनेम {u}, पासवर्ड {pw} अछि",
    "युजर {u}, पासवर्ड {pw}",
    "użytkownik {u}, hasło to je {pw}",
    "usuario {u}, contra {pw}",
    "Benutzername {u}, PW {pw}",
    "ユーザー名 {u} / パスワード {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["pitha", "bagnet", "batchoy", "litti", "makhana", "bebinca", "xacuti", "kluski",
               "majuli", "vigan", "peket", "sattu"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is {w}, the food, and then {d}",
    "it's {w} in small letters and the number {d} after it",
    "type {w}{d} — that's the Enpass master password",
    "password: the word {w}, then {d}",
    "voice memo: password is {w}, spelled like it sounds, then {d}",
    "for the Arlo account: {w} and then {d}",
    "{w}{d} is what I put on the Plex account",
    "li mot d' passe, c' est l' mot {w} et pwis {d}",
    "পাছৱৰ্ডটো হৈছে {w} শব্দটো, তাৰ পিছত {d}",
    "ti password ket ti sao a {w} ken kalpasanna {d}",
    "पासवर्ड बा {w} शब्द, ओकरा बाद {d}",
    "la contra es la palabra {w} y luego {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[(index * 5) % len(_SAID_WORDS)]
    number = _r(rng, D, 4 if index % 2 == 0 else 3)
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "podman login -u {u} -p {pw} quay.lan",
    "skopeo copy --dest-creds {u}:{pw} docker://alpine:3.20 docker://quay.lan/base/alpine:3.20",
    "oras login registry.lan -u {u} -p {pw}",
    "poetry publish -r internal -u {u} -p {pw}",
    "mariadb -h db7.lan -u {u} -p{pw} crm < crm.sql",
    "pg_dump \"postgresql://{u}:{pw}@pg7.lan/ledger\" > ledger.sql",
    "clickhouse-client --host ch.lan --user {u} --password {pw} -q 'SELECT 1'",
    "valkey-cli -h kv.lan --user {u} --pass {pw} INFO",
    "nats context save ops --server nats.lan --user {u} --password {pw}",
    "http --auth {u}:{pw} GET https://artifactory.lan/api/repositories",
    "aria2c --http-user={u} --http-passwd={pw} https://dl.lan/iso/debian.iso",
    "mount -t cifs //nas7.lan/media /mnt/media -o username={u},password={pw}",
    "rdesktop -u {u} -p {pw} ts.lan",
    "ncftpput -u {u} -p {pw} ftp.lan /incoming report.pdf",
    "unrar x -p{pw} scans-2024.rar",
    "gpg --batch --passphrase {pw} -d taxes.gpg",
    "keytool -importkeystore -srckeystore app.p12 -srcstorepass {pw} -destkeystore app.jks",
    "nomad acl bootstrap && nomad login -method=ldap -login-name={u} -password={pw}",
    "dokku config:set crm DB_PASSWORD={pw}",
    "kamal secrets print && KAMAL_REGISTRY_PASSWORD={pw} kamal deploy",
    "nmcli dev wifi connect Bahay_5G password {pw}",
    "mosquitto_pub -h mqtt.lan -u {u} -P {pw} -t home/gate -m open",
    "docker run -e MYSQL_ROOT_PASSWORD={pw} -d mariadb:11",
    "juju config keystone admin-password={pw}",
    "pyinfra @ssh/10.44.1.20 --user {u} --password {pw} deploy.py",
    "sshpass -p {pw} ssh {u}@10.44.1.7",
]  # fmt: skip
_SHELLS = [
    "$ {c}", "fish_history: - cmd: {c}", "~/.bash_history: {c}", "root@omv:~# {c}",
    "Kamal deploy log:\n{c}", "Dokku push output: -----> {c}", "Nomad alloc logs: {c}",
    "Waypoint build log: {c}", "Jelastic console:\n{c}", "Northflank job log: $ {c}",
    "Capistrano task output: {c}", "Deployer: run('{c}')",
    "Chanty — Amihan: ran `{c}`, nothing happens", "{c}\n^ that's the one that finally worked",
    "save this command for me: {c}", "ç' comande la a rote: {c}", "এই কমাণ্ডটোৱে কাম কৰিলে: {c}",
    "nag-andar daytoy a command: {c}", "naggana ini nga command: {c}", "ई कमांड चल गइल: {c}",
    "ई कमांड चलि गेल: {c}", "हो कमांड चलता: {c}", "ta kōmynda działo: {c}",
    "el comando que sí jaló: {c}", "der Befehl klappt: {c}", "la commande qui marche : {c}",
    "команда, которая заработала: {c}", "perintah yang berhasil: {c}", "動いたコマンド: {c}",
]  # fmt: skip


Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` commands or URLs (`fill`) each put in one of ``frames`` (`framed`)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg7.lan:5432/ledger",
    "mariadb://{u}:{pw}@db7.lan:3306/crm",
    "rediss://{u}:{pw}@kv.lan:6380/0",
    "amqp://{u}:{pw}@mq.lan:5672/jobs",
    "mongodb://{u}:{pw}@mongo7.lan:27017/?authSource=admin",
    "clickhouse://{u}:{pw}@ch.lan:9000/events",
    "ftp://{u}:{pw}@ftp.lan/incoming",
    "https://{u}:{pw}@git.lan/ops/salt-states.git",
    "jdbc:mariadb://db7.lan:3306/crm?user={u}&password={pw}",
    "Host=pg7.lan;Username={u};Password={pw};Database=ledger",
    "imaps://{u}:{pw}@mail.lan:993",
]  # fmt: skip
_URL_PLACES = [
    "DB_URL={c}", "quarkus.datasource.jdbc.url={c}", "Chanty #backend — Ujjwal: {c}",
    "compose.yaml → environment:\n  - BROKER_URL={c}", "dsn: {c}",
    "Nomad job log: dialing {c}", "[database]\nurl = \"{c}\"", "URL dl' båze: {c}",
    "ডাটাবেছৰ URL: {c}", "URL ti database: {c}", "डेटाबेस के URL: {c}", "URL bazy: {c}",
    "URL de la base : {c}", "строка подключения: {c}", "URL koneksi database: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _tigris(g: random.Random) -> str:
    return "tid_" + _r(g, ALNUM, 30)


# (vendor, environment variable, token maker)
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ubidots", "UBIDOTS_TOKEN", _j("BBFF-", (ALNUM, 30))),
    ("Weights & Biases", "WANDB_API_KEY", _j((HEX, 40))),
    ("Serper", "SERPER_API_KEY", _j((HEX, 40))),
    ("IDrive e2", "E2_SECRET_ACCESS_KEY", _j((ALNUM, 40))),
    ("Tigris", "TIGRIS_STORAGE_SECRET_ACCESS_KEY", _j("tsec_", (URLSAFE, 46))),
    ("Nango", "NANGO_SECRET_KEY", v.uuid4),
    ("Plivo", "PLIVO_AUTH_TOKEN", _j((ALNUM, 40))),
    ("Vonage", "VONAGE_API_SECRET", _j((ALNUM, 16))),
    ("M-Pesa Daraja", "MPESA_CONSUMER_SECRET", _j((ALNUM, 64))),
    ("Omise", "OMISE_SECRET_KEY", _j("skey_", (LOWER_DIGITS, 19))),
    ("Zettle", "ZETTLE_CLIENT_SECRET", lambda g: "IZSEC" + v.uuid4(g)),
    ("Foursquare", "FOURSQUARE_API_KEY", _j("fsq3", (B64, 44))),
    ("Yelp Fusion", "YELP_API_KEY", _j((URLSAFE, 128))),
    ("Everhour", "EVERHOUR_API_KEY", _j((HEX, 4), "-", (HEX, 4), "-", (HEX, 6), "-", (HEX, 6), "-", (HEX, 8))),
    ("CometChat", "COMETCHAT_REST_API_KEY", _j((HEX, 40))),
    ("Codat", "CODAT_API_KEY", _j((ALNUM, 40))),
    ("Yapily", "YAPILY_APPLICATION_SECRET", v.uuid4),
    ("TrueLayer", "TRUELAYER_CLIENT_SECRET", v.uuid4),
    ("Apideck", "APIDECK_API_KEY", _j("sk_live_", (URLSAFE, 48))),
    ("Northflank", "NORTHFLANK_API_TOKEN", _j("nf-", (URLSAFE, 56))),
    ("Turso", "TURSO_AUTH_TOKEN", _j("eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.", (URLSAFE, 60), ".", (URLSAFE, 86))),
    ("Nomad", "NOMAD_TOKEN", v.uuid4),
    ("Jelastic", "JELASTIC_TOKEN", _j((HEX, 40))),
    ("Yandex Cloud", "YC_TOKEN", _j("y0_", (URLSAFE, 54))),
    ("Kakao", "KAKAO_REST_API_KEY", _j((HEX, 32))),
    ("LINE Messaging", "LINE_CHANNEL_SECRET", _j((HEX, 32))),
    ("Naver Cloud", "NCLOUD_SECRET_KEY", _j((ALNUM, 40))),
    ("Xero", "XERO_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Mapy.cz", "MAPY_API_KEY", _j((URLSAFE, 43))),
    ("Ecwid", "ECWID_SECRET_TOKEN", _j("secret_", (ALNUM, 32))),
    ("Pipedrive", "PIPEDRIVE_API_TOKEN", _j((HEX, 40))),
    ("Teamwork", "TEAMWORK_API_KEY", _j("twp_", (ALNUM, 28))),
    ("Tigris access key id", "TIGRIS_STORAGE_ACCESS_KEY_ID", _tigris),
    ("Smsapi", "SMSAPI_TOKEN", _j((ALNUM, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    "{vendor} live key: {tok}",
    "Pumble #growth — Inday: regenerated the {vendor} key, the new one is {tok}",
    "[{slug}]\ntoken = \"{tok}\"",
    "          env:\n            - name: {env}\n              value: {tok}",
    "helm upgrade api ./chart --set secrets.{slug}={tok}",
    "please remember my {vendor} API key: {tok}",
    "Leantime #91: \"only works when I export {env}={tok} manually\"",
    "prod.auto.tfvars: {slug}_token = \"{tok}\"",
    "FROM python:3.13-slim\nENV {env}={tok}",
    "{vendor} key → {tok}",
    "li clé d' API {vendor}: {tok}",
    "{vendor}ৰ API কী: {tok}",
    "ti API key ti {vendor} ket {tok}",
    "ang API key sang {vendor} amo ang {tok}",
    "{vendor} के API की ई बा: {tok}",
    "{vendor}क API की: {tok}",
    "{vendor} API की: {tok}",
    "klucz API ôd {vendor}: {tok}",
    "la llave de la API de {vendor}: {tok}",
    "API-Schlüssel von {vendor}: {tok}",
    "chave da API do {vendor}: {tok}",
    "مفتاح API الخاص بـ {vendor}: {tok}",
    "kunci API {vendor}: {tok}",
    "{vendor} APIキー: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    serper = _r(rng, HEX, 40)
    ubi = "BBFF-" + _r(rng, ALNUM, 30)
    plivo = _r(rng, ALNUM, 40)
    auth_id = "MA" + _r(rng, UPPER_DIGITS, 18)
    kakao = _r(rng, HEX, 32)
    everhour = (
        f"{_r(rng, HEX, 4)}-{_r(rng, HEX, 4)}-{_r(rng, HEX, 6)}-{_r(rng, HEX, 6)}-{_r(rng, HEX, 8)}"
    )
    omise = "skey_" + _r(rng, LOWER_DIGITS, 19)
    return [
        Sample("vendor_token", f"curl -X POST https://google.serper.dev/search -H 'X-API-KEY: {serper}' -d '{{\"q\":\"jorhat\"}}'", serper),
        Sample("vendor_token", f"curl -H \"X-Auth-Token: {ubi}\" https://industrial.api.ubidots.com/api/v2.0/devices/", ubi),
        Sample("vendor_token", f"curl -u {auth_id}:{plivo} https://api.plivo.com/v1/Account/{auth_id}/Message/", plivo),
        Sample("vendor_token", f"curl -H 'Authorization: KakaoAK {kakao}' https://dapi.kakao.com/v2/local/search/address.json", kakao),
        Sample("vendor_token", f"curl -H 'X-Api-Key: {everhour}' https://api.everhour.com/team/time", everhour),
        Sample("vendor_token", f"curl https://api.omise.co/charges -u {omise}:", omise),
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


_BARE_PLACES = ["{t}", "SimpleX: {t}", "clé: {t}", "কী: {t}", "{t}\n^ from the onboarding mail, don't lose it",
                "copied from the terminal: {t}", "\"{t}\"", "{t}  # dev only", "the key it printed was {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 28), ".", (URLSAFE, 44)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 16), ":", (ALNUM, 40)), _j((URLSAFE, 72))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "SECRET_KEY_BASE={h}": 128,
    "immich: JWT_SECRET={h}": 64,
    "FLASK_SECRET_KEY={h}": 32,
    "Flock — Rupjyoti: restic repository key (raw) is {h}": 64,
    "app.toml\n[session]\nsigning_key = \"{h}\"": 64,
    "li clé d' tchiffraedje: {h}": 64,
    "এনক্ৰিপচন কী: {h}": 64,
    "keep the LUKS master key dump of the old disk: {h}": 64,
    "VAULTWARDEN_ADMIN_TOKEN={h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "TURSO_AUTH_TOKEN={t}",
    "xh GET api.lan/v1/profile 'Authorization:Bearer {t}'",
    "Session message from Joaquina: test token {t}",
    "Keycloak access token copied from devtools: {t}",
    "sessionStorage.setItem('access_token', '{t}')",
    "token JWT ti API: {t}",
    "API के JWT टोकन: {t}",
    "Backlog PRJ-340 HAR: Cookie: session={t}; HttpOnly",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_801_300_000 + 7_211 * index
    alg = ["RS256", "HS512", "EdDSA", "ES256"][index % 4]
    claims: dict[str, Any] = {"iss": "https://sso.lan/realms/home", "sub": v.uuid4(rng),
                              "azp": "web", "iat": issued, "exp": issued + 900}  # fmt: skip
    if "TURSO" in template:
        claims = {"a": "rw", "iat": issued, "id": v.uuid4(rng)}
    signature = _r(rng, URLSAFE, {"HS512": 86, "RS256": 342, "EdDSA": 86, "ES256": 86}[alg])
    return {"t": f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{signature}"}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "Kamal ssh key (.kamal/id_ed25519):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "salt pillar tls.sls:\nserver_key: |\n  {key}": ("RSA PRIVATE KEY", "\n  "),
    "tls_private_key output: private_key_pem = \"{key}\"": ("PRIVATE KEY", "\\n"),
    "cat > /etc/haproxy/certs/crm.key <<'KEY'\n{key}\nKEY": ("EC PRIVATE KEY", "\n"),
    "Leantime #104 attachment: server.key\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Bonjour Marîye, voici la clé ; la phrase de passe arrive par SMS.\n\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
    "{{\"ssl\": {{\"private_key\": \"{key}\"}}}}": ("PRIVATE KEY", "\\n"),
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
    return {"key": block, "secret": lines[2 + index % (len(lines) - 3)]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Ledger recovery sheet, typing it before I burn the paper: {p}": "english",
    "Electrum seed\n{p}": "english",
    "keep my Exodus wallet words please: {p}": "english",
    "Cake Wallet backup: {p}": "english",
    "voice memo: the Keystone seed is {p} and that's all 24": "english",
    "KakaoTalk note to myself — cold storage, never type it online {p}": "english",
    "ৱালেটৰ ছিড ফ্ৰেজ: {p}": "english",
    "dagiti sao ti wallet: {p}": "english",
    "les mots d' rapexhaedje do portfoy: {p}": "english",
    "frase de recuperación de la cartera: {p}": "spanish",
    "ウォレットの復元フレーズ: {p}": "japanese",
    "钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    entropy = rng.randbytes([16, 32, 24, 16, 20, 28][index % 6])
    words = str(Mnemonic(_SEED_PLACES[template]).to_mnemonic(entropy)).split()
    sep = "\u3000" if _SEED_PLACES[template] == "japanese" else " "
    layouts = [
        sep.join(words),
        "\n".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(sep.join(words[k : k + 3]) for k in range(0, len(words), 3)),
        sep.join(f"{k}.{w}" for k, w in enumerate(words, 1)),
        ",".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Pumble DM — Inday: company Mastercard for the OVH invoice is {c}, exp {mm}/{yy}",
    "remember my Wise card: {c} valid thru {mm}/{yy}",
    "checkout form: {c} | {mm}/{yy}",
    "the homestay in Majuli wants the card over e-mail: {c}, expiry {mm}/{yy}",
    "Kanboard #244: checkout service logged a full PAN {c}, purge the logs",
    "dictated: card number {c} expires {mm} {yy}",
    "নম্বৰ কাৰ্ড: {c}, মেয়াদ {mm}/{yy}",
    "numero ti card: {c}",
    "numéro d' carte: {c}, expire {mm}/{yy}",
    "कार्ड के नंबर: {c}, एक्सपायरी {mm}/{yy}",
    "número de tarjeta: {c}, vence {mm}/{yy}",
    "nomor kartu kredit: {c} berlaku s.d. {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = list(v.CARD_BRANDS)[(index * 3 + 1) % len(v.CARD_BRANDS)]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, [" ", "", "-", " ", "  "][index % 5], rng),
            "mm": f"{1 + (index * 7) % 12:02d}", "yy": str(27 + index % 6)}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["card {c}, 08/29, CVV {cvv}", "the three digits on the back of my Mastercard: {cvv}",
               "security code ⇒ {cvv}", "CVV ti card: {cvv}",
               "कार्ड के CVV: {cvv}", "Amex {c}, CID {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else ["visa", "mastercard", "discover"][index % 3]
    number = v.grouped(v.card(rng, brand), " ", rng)
    size = 4 if brand == "amex" else 3
    code = v.until(rng, _j((D, size)), lambda s: s not in number + template)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Every IBAN country python-stdnum knows has been in an earlier corpus; these were used least.
_IBAN_COUNTRIES = ["LV", "LT", "AZ", "BH", "BA", "CR", "AD"]
# BBAN shapes from python-stdnum's registry: n digit, a letter, c either.
_BBANS = {"LV": "aaaa" + "c" * 13, "LT": "n" * 16, "AZ": "aaaa" + "c" * 20, "BH": "aaaa" + "c" * 14,
          "BA": "n" * 16, "CR": "0" + "n" * 17, "AD": "n" * 8 + "c" * 12}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    """A valid IBAN of ``country`` (mod 97 and, where stdnum has one, the national check)."""
    pools = {"a": UPPER, "n": D, "c": UPPER_DIGITS, "0": "0"}
    shape = _BBANS[country]
    for _ in range(20_000):
        bban = "".join(rng.choice(pools[c]) for c in shape)
        number = country + std_iban.calc_check_digits(country + "00" + bban) + bban
        if std_iban.is_valid(number):
            return number
    raise ValueError(country)


_IBAN_PLACES = ["Invoice 2026-118: please transfer to {i} within 14 days",
                "send the rent for the Vilnius flat to {i}", "Delta Chat — Ludmiła: the notary's IBAN is {i}",
                "payee;iban\nZ. Kowol;{i}", "IBAN po l' payemint: {i}",
                "ট্ৰান্সফাৰৰ বাবে IBAN: {i}", "IBAN para ti bayad: {i}",
                "vendor switched banks — new IBAN {i}, call them before paying", "IBAN na czynsz: {i}",
                "IBAN für die Kaution: {i}", "read aloud: IBAN {i}",
                "رقم الآيبان للتحويل: {i}"]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _cnpj(g: random.Random) -> str:
    base = _r(g, D, 8) + "0001"
    return str(cnpj.format(base + cnpj.calc_check_digits(base)))


def _regon(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + regon.calc_check_digit(body)


def _ytunnus(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 7) + "-" + _r(h, D, 1), ytunnus.is_valid)


def _cvr(g: random.Random) -> str:
    return v.until(g, _j("3", (D, 7)), cvr.is_valid)


def _orgnr(g: random.Random) -> str:
    return v.until(g, _j("9", (D, 8)), orgnr.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "CVR-nummer: {s}": _cvr,
    "Danish CVR of the Aarhus supplier: {s}": _cvr,
    "CVR nr. {s} (faktura)": _cvr,
    "remember our Copenhagen entity's CVR {s}": _cvr,
    "organisasjonsnummer {s}": _orgnr,
    "Norwegian org. no. for the invoice: {s}": _orgnr,
    "Org.nr: {s} MVA": _orgnr,
    "Y-tunnus: {s}": _ytunnus,
    "Finnish business ID (Y-tunnus) of the Oulu shop is {s}": _ytunnus,
    "y-tunnus {s}, Tampere": _ytunnus,
    "REGON: {s}": _regon,
    "numer REGON firmy: {s}": _regon,
    "REGON ôd firmy ze Gliwic: {s}": _regon,
    "Polish REGON for the Bytom contractor: {s}": _regon,
    "CNPJ: {s}": _cnpj,
    "o CNPJ da empresa é {s}": _cnpj,
    "Brazilian CNPJ of the Recife reseller: {s}": _cnpj,
    "CNPJ do fornecedor {s}": _cnpj,
    "remember the CNPJ for the São Paulo office: {s}": _cnpj,
    "CVR → {s}": _cvr,
    "orgnr. {s} (Bergen)": _orgnr,
    "Unternehmensnummer des finnischen Partners (Y-tunnus): {s}": _ytunnus,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Proton recovery codes: {codes}", "Dropbox two-step backup codes\n{codes}",
            "Microsoft ৰ বেকআপ ক'ডসমূহ:\n{codes}", "Tutanota / Zoho backup codes — {codes}",
            "Steam Guard rescue code: {one}", "códigos de respaldo de Google\n{codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Graylog:amihan?secret={s}&issuer=Graylog&digits=6",
              "TOTP secret for the registrar (Gandi): {s}", "QR won't scan, setup key is {s}",
              "kunci 2FA untuk portal pajak: {s}"]  # fmt: skip
_CODES = ["{c} is your Shopee verification code", "Ihr Anmeldecode für N26: {c}",
          "Your Monzo login code: {c}", "ti code ti bangko ket {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, [10, 8, 16][index % 3], (index + 2) % 4)
    one = _r(rng, UPPER_DIGITS, 5) + _r(rng, D, 2)
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


_SSIDS = ["PLDTHOMEFIBR_5a3c", "Globe_At_Home_2F1D", "JioFiber-7Kq2", "Airtel_sunaina_5G", "BSNL-FTTH-4410",
          "Proximus-Home-7C21", "UPC4417201", "Bahay_5G", "Rupjyoti's Pixel", "Kawiarnia Gość"]  # fmt: skip
_WIFI_PLACES = [
    "wifi at the homestay: {s} / {pw}",
    "SSID: {s} | WPA3 password: {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "guest network {s}, key {pw}",
    "Chanty #office — Xavier: {s} got a new password: {pw}",
    "ssid: {s}\npsk: {pw}",
    "remember the cafe wifi: {s} — {pw}",
    "wpa_supplicant.conf\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "uci set wireless.default_radio0.ssid='{s}'; uci set wireless.default_radio0.key='{pw}'",
    "wifi {s}, mot d' passe {pw}",
    "ৱাই-ফাই {s}, পাছৱৰ্ড {pw}",
    "wifi {s}, ti password ket {pw}",
    "वाईफाई {s}, पासवर्ड {pw} बा",
    "wifi {s}, hasło to je {pw}",
]  # fmt: skip
_WIFI_WORDS = ["pitha", "bagnet", "litti", "majuli", "vigan", "kluski", "piaya", "sattu"]


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.35:  # the key printed on the router
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 10)
    first, second = rng.sample(_WIFI_WORDS, 2)
    printed = f"{first.capitalize()}{second}{_r(rng, D, 4)}"
    return printed if rng.random() < 0.5 else _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 40)), _j("BBFF-", (ALNUM, 30)), _j("skey_", (LOWER_DIGITS, 19)),
                 _j((URLSAFE, 56)), _j((ALNUM, 40)), _j("fsq3", (ALNUM, 40))]  # fmt: skip
_SPELL = ["I'll read it out: {t}", "[dictation] {t}", "(spaced so the bot can't grep it) {t}",
          "letter by letter: {t}", "akhor akhorkoi: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 5 == 2:  # read out in groups of five
        return {"t": " ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    sep = [" ", "  ", "-", " ", "\n", " . "][index % 6]
    return {"t": (" " if sep.strip() and sep.strip() in token else sep).join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["côde del poite: {pw}", "গেটৰ ক'ড: {pw}", "code ti gate: {pw}",
          "lockbox by the back door — {pw}", "alarm panel: type {pw} and press DISARM",
          "padlock on the shed: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "padlock" in template:
        return {"pw": _r(rng, D, 4)}
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["rhino", "teapot", "monsoon", "bamboo", "ferryman", "heron", "lantern", "tamarind",
                 "coconut", "quarry", "pylon", "cobbler", "marigold", "tugboat", "slate", "walnut"]  # fmt: skip
_PHRASES = {"VeraCrypt passphrase for the USB stick: {p}": " ", "passphrase for the Enpass vault export: {p}": " ",
            "li fraze d' passe po l' backup: {p}": " ", "restic password = {p}": "-",
            "বেকআপৰ পাছফ্ৰেজ: {p}": " ", "RESTIC_PASSWORD=\"{p}\"": " ",
            "age passphrase for notes-2026.age:\n{p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "caddy: header_up Authorization \"Basic {v}\"": True,
    "Bruno › Auth › raw header: Authorization: Basic {v}": True,
    "requests.get(url, headers={{'Authorization': 'Basic {v}'}})": True,
    "X-Access-Token: {v}": False,
    "ky.get(url, {{ headers: {{ 'X-Api-Token': '{v}' }} }})": False,
    "websocat -H 'Authorization: Bearer {v}' wss://events.lan/ws": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [URLSAFE, HEX, ALNUM][index % 3], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".env.local\nSMTP_USER=alerts\nSMTP_PASS={pw}",
    "config.ini\n[imap]\nserver = mail.lan\npassword = {pw}",
    "application-prod.properties\nspring.mail.password={pw}",
    "pyproject.toml\n[tool.app.db]\npassword = \"{pw}\"",
    "~/.netrc\nmachine dl.lan login mirror password {pw}",
    "compose.yaml\n  db:\n    environment:\n      POSTGRES_PASSWORD: \"{pw}\"",
    "values-prod.yaml\nredis:\n  auth:\n    password: {pw}",
    "/srv/pillar/smtp.sls\nsmtp:\n  relay_password: {pw}",
    "puppet: postgresql::server::db {{ 'crm': user => 'crm', password => postgresql::postgresql_password('crm', '{pw}') }}",
    "terraform.tfvars\nadmin_password = \"{pw}\"",
    "chef data bag (plain!): {{ \"id\": \"smtp\", \"password\": \"{pw}\" }}",
    "server.xml: <user username=\"manager\" password=\"{pw}\" roles=\"manager-gui\"/>",
    "host_vars/db1.yml\nmariadb_root_password: {pw}",
    "settings.php: $databases['default']['default']['password'] = '{pw}';",
    "# mot d' passe dl' båze\nDB_PASSWORD={pw}",
    "# ডাটাবেছৰ পাছৱৰ্ড\nPG_PASSWORD={pw}",
    "# password ti mail server\nMAIL_PASSWORD={pw}",
    "# डेटाबेस के पासवर्ड\nMYSQL_PWD={pw}",
    "# hasło do bazy, niy wrzucać do gita\nDATABASE_PASS={pw}",
    "# contraseña del SMTP\nEMAIL_HOST_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "pw {pw} 👍", "pass: {pw} ty", "password {pw} (delete this msg)", "mot d' passe {pw} 😉",
    "পাছৱৰ্ড {pw}", "password ket {pw} ha", "पासवर्ड {pw} बा", "hasło {pw} 👌",
    "contra {pw} jaja", "パスワード {pw} だよ", "비번 {pw} ㅋㅋ",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# Labels hidden by invisible characters, lookalike letters, fullwidth or mathematical forms, or an
# encoded separator.
_HIDDEN = [
    "pas\u200bsword: {pw}", "ＰＡＳＳＷＯＲＤ＝{pw}", "passw\u043erd: {pw}", "𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝 = {pw}",
    "pwd%3A%20{pw}", "password&#x3D;{pw}", "pass\ufeffword = {pw}", "ha\u00adsło: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")


def _hidden_token_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _r(rng, HEX, 40)
    return {"t": token[:12] + "\u200d" + token[12:30] + "\u200b" + token[30:]}


_hidden_token = _Family(
    "hidden_label", ["ＳＥＲＰＥＲ＿ＡＰＩ＿ＫＥＹ：{t}"], _hidden_token_draw, "t"
)

# How many samples each family draws (390 in all, heldout16's proportions).
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
    "the password for the Graylog UI is": "{s}", "Zabbix Admin pw:": "{s} (since the upgrade)",
    "mot d' passe": "{s}", "ESXi root password": "{s}\nrotate it after the window",
    "পাছৱৰ্ড:": "{s}", "ti password ket": "{s}", "राउटर के पासवर्ड —": "{s}",
    "Keycloak admin password": "{s}", "the password Xavier read out on the call was": "{s}, I think",
    "hasło to je": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Serper API key", "{s}", _j((HEX, 40))),
    ("split_token", "Omise secret key:", "{s} (live)", _j("skey_", (LOWER_DIGITS, 19))),
    ("split_token", "Ubidots token", "{s}", _j("BBFF-", (ALNUM, 30))),
    ("split_seed", "dagiti sao ti wallet", "{s}", lambda g: v.seed_phrase(g, 12, "english")),
    ("split_card", "card no.", "{s} exp 04/30", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LT"))),
    ("split_backup", "Proton recovery codes", "{s}\n4k9x-2mwq\nz7pd-81ce", lambda g: _r(g, LOWER_DIGITS, 4) + "-" + _r(g, LOWER_DIGITS, 4)),
    ("split_otp", "2FA setup key", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "CVR-nummer", "{s}", _cvr),
    ("split_phrase", "restic password", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"bmc": {"host": "10.44.1.30", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mot d\' passe": "{s}"}': ("meta_password", _plain_pw),
    '{"user": {"name": "amihan", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"replicas": [{"host": "pg7"}, {"host": "pg8", "repl_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"cmd": ["mariadb", "-u", "crm", "--password={s}"]}': ("meta_password", _plain_pw),
    '{"note": "পাছৱৰ্ড: {s}"}': ("meta_password", _plain_pw),
    '{"पासवर्ड": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log in as zeflik, password {s}"}': ("meta_password", _plain_pw),
    '{"serper": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"ubidotsToken": "{s}"}': ("meta_token", _j("BBFF-", (ALNUM, 30))),
    '{"nango_secret_key": "{s}"}': ("meta_token", v.uuid4),
    '{"headers": {"X-Access-Token": "{s}"}}': ("meta_token", _j((URLSAFE, 44))),
    '{"billing": {"card_number": "{s}", "exp": "12/29"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    '{"payout": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "AZ")),
    '{"company": {"cnpj": "{s}"}}': ("meta_id", _cnpj),
    '{"2fa": {"backup_codes": ["{s}", "7305-1188", "4420-9136"]}}': ("meta_otp", _j((D, 4), "-", (D, 4))),
    '{"wallet": {"seed": "{s}"}}': ("meta_seed", lambda g: v.seed_phrase(g, 12, "english")),
    '{"secret_key_base": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 128)),
    '{"home": {"gate_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "PLDTHOMEFIBR_5a3c", "password": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_PIP_SUM = hashlib.sha256(b"httpx-0.28.1-py3-none-any.whl").hexdigest()
_YARN_SHA512 = base64.b64encode(hashlib.sha512(b"vite-6.3.5.tgz").digest()).decode()
_GOSUM = base64.b64encode(hashlib.sha256(b"golang.org/x/net v0.38.0").digest()).decode()
_DIGEST = hashlib.sha256(b"docker.io/library/mariadb:11.4").hexdigest()
_COMMIT = hashlib.sha1(b"graylog: raise the journal size", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bump keycloak to 26.2", usedforsecurity=False).hexdigest()[:10]
_ETAG = hashlib.md5(b"nomad-alloc-41", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the PayPal password before the trip to Guwahati on 2026-12-22.",
    "Amihan asked for the wifi password; it's printed under the router.",
    "Our rule: passwords of 16 characters or more, kept in Bitwarden only.",
    "Don't paste passwords into Kanboard comments; use a one-time secret link.",
    "The `.env.example` line `SERPER_API_KEY=<your-key>` is a placeholder; put yours in `.env`.",
    "`MYSQL_ROOT_PASSWORD: changeme` in compose.yaml is a placeholder; prod overrides it.",
    "Replace <your-token> in the docs with the token from Settings → API.",
    "UBIDOTS_TOKEN and WANDB_API_KEY must be set before the nightly job runs.",
    "Ni dnez vosse mot d' passe a noloûte.",
    "আপোনাৰ পাছৱৰ্ড কাকো নক'ব।",
    "Dimo nga ibaga ti password-mo iti siasinoman.",
    "Indi pag-ihatag ang imo password sa bisan sin-o.",
    "आपन पासवर्ड केहू के मत बताईं।",
    "अपन पासवर्ड ककरो नहि कहू।",
    "तुमचो पासवर्ड कोणाक सांगू नाका.",
    "Niy dowej nikomu swojigo hasła.",
    "La contra debe tener al menos doce caracteres.",
    "Das PW muss alle 90 Tage geändert werden.",
    "Le mot de passe du courriel expire dans 30 jours.",
    "Kata sandi minimal dua belas karakter.",
    "Upgraded Graylog from 6.1.4 to 6.2.0 and Keycloak to 26.2.5 on Saturday.",
    f"commit {_COMMIT} raises the journal size.",
    f"Rolled back to {_SHORT} after the Keycloak bump broke login.",
    f"requirements.txt: httpx==0.28.1 --hash=sha256:{_PIP_SUM}",
    f"yarn.lock: integrity sha512-{_YARN_SHA512}",
    f"go.sum: golang.org/x/net v0.38.0 h1:{_GOSUM}",
    f"Both replicas run mariadb@sha256:{_DIGEST}.",
    f"The Nomad allocation ETag {_ETAG} belongs to the crashed job.",
    "Request id 3f8b2c71-9d4e-4a06-b5e1-72c0a9d4f318 is the slow export from Monday.",
    "Order 171-2290448-5583120 arrives in two boxes.",
    "Kanboard task #218: Uptime Kuma shows a blank page after login.",
    "Call the Laoag office on +63 77 772 1450 before noon.",
    "Parcel LX907734162PH is waiting at the Vigan post office.",
    "Router: TP-Link Archer AX55, firmware 1.1.2 Build 20250122.",
    "The NUC needs BIOS 0093 before it boots from the new SSD.",
    "After six wrong passwords the account locks for 15 minutes.",
    "The context window is 128k tokens; replies stop at 8,192 tokens.",
    "The key to good pitha is rice flour soaked overnight.",
    "Ask Xavier for the gate code; I never got it.",
    "My card ending 4402 was declined at the jeepney terminal kiosk.",
    "The transfer form wants the IBAN in groups of four.",
    "Print the backup codes and keep them in the drawer at home.",
    "No exchange support agent will ever ask for your seed phrase.",
    "Keep `KAMAL_REGISTRY_PASSWORD` in the CI secret store, never in deploy.yml.",
    "The alarm panel beeps when the mains power drops.",
    "v4.1.0-beta.2 fixes the session token refresh loop.",
    "Tenant id 8e2d41a6-0b7c-4f93-a218-5c6e9b0d7f24 appears in every URL and is not secret.",
    "The airport wifi 'NAIA Free WiFi' is open, no password needed.",
    "Retro moved to 2026-12-11 16:00 IST, room Majuli.",
    "The PIN field accepts numbers only.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2026-10-30T08:15:00Z", "password_min_length": 16}',
    '{"secret_ref": "kv/prod/serper", "rotate_after_days": 60}',
    f'{{"commit": "{_COMMIT}", "pipeline": 412}}',
    f'{{"sha256": "{_PIP_SUM}", "package": "httpx", "version": "0.28.1"}}',
    '{"ticket": "PRJ-311", "order": "171-2290448-5583120"}',
    '{"router": {"model": "Archer AX55", "firmware": "1.1.2"}}',
    '{"phone": "+63 77 772 1450", "city": "Laoag"}',
    '{"two_factor": true, "backup_codes_remaining": 7, "max_tokens": 8192}',
    '{"request_id": "3f8b2c71-9d4e-4a06-b5e1-72c0a9d4f318", "duration_ms": 2310}',
    '{"env_example": "WANDB_API_KEY=<your-key>", "ssid": "NAIA Free WiFi", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
