# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twenty-first corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
twentieth held-out corpus as a format example, the fifth to eighteenth only to search them for the
languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/redaction/`, the tuning corpus, the round corpora, their tests nor the reports, and
the scrubber was never run on it. Its own seed, password words, names, places, templates, tools,
vendors and layouts, the way people leak secrets into an assistant's memory: WeChat and Chatwork
pastes, Simplenote, Anytype, Capacities, Drafts, Zettlr, Amplenote, Reflect and Heptabase notes to
self, incident write-ups, tickets, e-mails, runbooks, nushell, xonsh and tcsh history, Jenkinsfile
and Earthfile steps, KDL, HOCON, Starlark, plist, .npmrc, .pypirc, pip.conf, Composer auth.json,
NuGet.config, cloud-init, Butane, Fluentd, Prometheus, Alertmanager, Promtail, Nagios, Tasmota,
ESPHome and Homebridge configs, README fragments, voice-dictated text and requests to the assistant
itself. About 60 % English (or language-neutral config and shell), the rest in Sakha (Yakut),
Tuvan, Buryat, Ossetian, Xitsonga, Tshivenḓa, Tahitian and Interlingua (first used here: no earlier
docstring or word list names or writes them), and Spanish, German, French, Brazilian Portuguese,
Italian, Russian, Dutch, Swedish, Polish, Japanese, Korean and Chinese in wordings of their own.
Vendors (Onfido, Veriff, DocuSign, IPinfo, Weatherstack, Tomorrow.io, AccuWeather, Aviationstack,
AfterShip, Rev.ai, Mixedbread, Unstructured, LlamaCloud, Braintrust, Marqo, Vespa Cloud, Trieve,
Bright Data, Zyte, Kaleyra, Gupshup, Exotel, Oxylabs) are ones heldouts 5 to 20 do not name; the
national ids are kinds they do not use (Taiwan's UBN, Morocco's ICE, Tunisia's matricule fiscal
and Senegal's NINEA with their check digits; the Russian internal passport's series and number,
the Russian OMS policy number, Mongolia's civil register number, the Eswatini personal ID number
and French Polynesia's CPS DN number, which carry none a library checks; passports under Sakha,
Tuvan and Interlingua words). The IBANs are of countries used least by a rough count over heldouts
5 to 20 (Mongolia, Belarus and Kazakhstan, to go with the languages, Djibouti, Mauritania, the
Falkland Islands and the British Virgin Islands). Measured once; a miss here is reported, not
tuned on.
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
from stdnum.ma import ice as ma_ice
from stdnum.sn import ninea as sn_ninea
from stdnum.tn import mf as tn_mf
from stdnum.tw import ubn as tw_ubn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 21_774_306
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = "0123456789ABCDEF"
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


_FOODS = ["Stroganina", "Kuerchekh", "Salamat", "Buuza", "Khuushuur", "Dalgan", "Fydzhin",
          "Khabizgin", "Vuswa", "Tihove", "Mukapu", "Poisson", "Fafaru", "Poe", "Ulibana",
          "Oladyi"]  # fmt: skip
_PLACES = ["Yakutsk", "Nyurba", "Vilyuysk", "Kyzyl", "Chadan", "Turan", "UlanUde", "Kyakhta",
           "Vladikavkaz", "Digora", "Giyani", "Malamulele", "Thohoyandou", "Makhado", "Papeete",
           "Uturoa"]  # fmt: skip
_NAMES = ["Aiaal", "Sardaana", "Kyunney", "Aidys", "Chechek", "Bair", "Dulma", "Soslan",
          "Zarina", "Tsakani", "Hlulani", "Rudzani", "Tshilidzi", "Teva", "Hinano", "Moana",
          "Vaitiare", "Olimpia"]  # fmt: skip
_SYMBOLS = "!#$%&*+=?@^~"

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}{g.choice(_FOODS).lower()}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 4) + g.choice(_SYMBOLS) + _r(g, ALNUM, 6) + g.choice(_SYMBOLS) + _r(g, ALNUM, 3),
    lambda g: g.choice(_FOODS) + g.choice(["-", "_", "."]) + g.choice(_PLACES).lower() + _r(g, D, 3),
    lambda g: g.choice(["Str0g4n1n4", "Buu2a", "Kyz1lT0wn", "P4p33t3", "V1ad1kavk4z", "Fyd2h1n"]) + _r(g, D, 2) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['Frosty', 'Sleepy', 'Brave', 'Hollow'])}{g.choice(['Reindeer', 'Yurt', 'Lagoon', 'Baobab'])}{g.randrange(10, 99)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 20),
    lambda g: "_".join(w.lower() for w in g.sample(_FOODS, 3)) + str(g.randrange(10, 99)),
    lambda g: _r(g, LOWER, 3) + _r(g, D, 3) + _r(g, UPPER, 3) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: g.choice(_PLACES).upper() + str(g.randrange(1990, 2026)) + g.choice(_NAMES).lower(),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WeChat from Bair: the Nextcloud admin password is {pw}",
    "Chatwork task 'move NAS': QNAP admin password is {pw} until Monday",
    "Simplenote: Bitwarden master password (travel laptop) {pw}",
    "Hi Dulma,\n\nthe iDRAC root password after the firmware update is {pw}\nplease change it on first login.\n\nRegards, Aiaal",
    "Incident review 2026-11-24: the Cockpit console on :9090 took root with password {pw} from the WAN",
    "remember my Proton Pass master password: {pw}",
    "save this for me: the Hikvision DVR admin password is {pw}",
    "Runbook: IPFire edge box\n1. plug in the console cable\n2. choose 'reset root password'\n3. type {pw}",
    "README (lab)\nOpen http://localhost:8123 and log in to Home Assistant with password `{pw}`.",
    "Anytype › Infra › Printers: Brother web admin password {pw}",
    "ticket #7713: found `MAIL_PASSWORD = \"{pw}\"` hard-coded in settings_local.py, please rotate",
    "Capacities daily note: the Nagios box admin password is {pw}",
    "could you keep my iCloud password? it is {pw}",
    "the Graylog admin password is {pw}, Soslan reset it after lunch",
    "Drafts: Plex server password {pw}",
    "after flashing OpenMPTCProuter the admin password is {pw}",
    "handover: the Homebridge UI password is {pw}",
    "I switched my Yandex mail app password to {pw}",
    "⟹ password ⟸ {pw}",
    "Zettlr note 'homelab.md': Tasmota web password is {pw} on every plug",
    "password for dad's Xiaomi account: {pw}",
    "post-incident: Adminer was open to everyone with password {pw}",
    "the Terraria server password is {pw}, don't show it on stream",
    "Amplenote: ESPHome OTA password {pw}",
    "dictated: my Outlook password is {pw} full stop",
    "Reflect: Frigate admin password is {pw} now",
    "TODO after the move: change the Unraid root password ({pw})",
    "Heptabase card 'printers': CUPS admin password {pw}",
    "Мин почтам кистэлэҥ тыла: {pw}",
    "дьиэтээҕи роутер кистэлэҥ тыла: {pw}",
    "Мээң электроннуг шуудаңымның чажыт сөзү: {pw}",
    "бажыңдакы роутерниң чажыт сөзү: {pw}",
    "Минии электрон почтын нюуса үгэ: {pw}",
    "гэрэй роутерэй нюуса үгэ: {pw}",
    "Мæ электронон посты сусæг дзырд у {pw}",
    "хæдзары роутеры пароль: {pw}",
    "Phasiwedi ya imeyili ya mina i {pw}",
    "phasiwedi ya router ya le kaya: {pw}",
    "Phasiwede ya imeili yanga ndi {pw}",
    "phasiwede ya router ya hayani: {pw}",
    "Tō'u parau huna no te imeli: {pw}",
    "te parau huna o te router i te fare: {pw}",
    "Mi contrasigno de e-posta es {pw}",
    "le contrasigno del router a casa: {pw}",
    "la clave de mi correo del trabajo quedó así: {pw}",
    "Zugangspasswort fürs Sparkassen-Onlinebanking: {pw}",
    "code d'accès impots.gouv : {pw}",
    "a senha do app do Nubank ficou {pw}",
    "la password dello SPID è {pw}",
    "пароль от личного кабинета налоговой: {pw}",
    "wachtwoord van Mijn Belastingdienst Zakelijk: {pw}",
    "lösenordet till BankID-appen är {pw}",
    "hasło do mObywatela to {pw}",
    "Kyunney: сервер саҥа кистэлэҥ тыла — {pw}",
    "Aidys: серверниң чаа чажыт сөзү {pw}",
    "Dulma: сервериин шэнэ нюуса үгэ {pw}",
    "Soslan: серверы ног пароль у {pw}",
    "Tsakani: phasiwedi leyintshwa ya seva i {pw}",
    "Rudzani: phasiwede ntswa ya seva ndi {pw}",
    "Hinano: te parau huna 'āpī o te tavini, {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aiaal.n", "sardaana", "kyunney", "aidys.o", "chechek", "bair.d", "dulma", "soslan",
          "zarina.k", "tsakani", "hlulani", "rudzani", "tshilidzi", "teva", "hinano", "moana",
          "svc-jenkins", "root"]  # fmt: skip
_LOGINS = [
    "WeChat: Chechek says the Redash login is {u} / {pw}",
    "ticket #7720: {u} locked out, password was {pw}",
    "usr={u} pwd={pw}",
    "Anytype › Homelab › OpenMediaVault: {u} — {pw}",
    "| server | user | pass |\n|--------|------|------|\n| omv-1 | {u} | {pw} |",
    "log in as {u} using {pw} on the staging Gitea",
    "creds for the Ubiquiti EdgeRouter: {u}:{pw}",
    "login: {u}\npasswd: {pw}",
    '{{"username": "{u}", "passwd": "{pw}"}}',
    "Chatwork: account {u}, password {pw}",
    "Hlulani says the FTP account is {u} and its password {pw}",
    "туттааччы аата: {u}, кистэлэҥ тыл: {pw}",
    "ажыглакчының ады: {u}, чажыт сөс: {pw}",
    "хэрэглэгшын нэрэ: {u}, нюуса үгэ: {pw}",
    "архайæджы ном: {u}, сусæг дзырд: {pw}",
    "vito ra mutirhisi: {u}, phasiwedi: {pw}",
    "dzina ḽa mushumisi: {u}, phasiwede: {pw}",
    "i'oa ta'ata: {u}, parau huna: {pw}",
    "nomine de usator: {u}, contrasigno: {pw}",
    "cuenta {u}, contraseña {pw}",
    "Login {u} mit Passwort {pw}",
    "compte : {u} / mdp : {pw}",
    "usuário {u}, senha {pw}",
    "användare {u}, lösen {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["stroganina", "salamat", "buuza", "khuushuur", "fydzhin", "vuswa", "mukapu",
               "fafaru", "kyzyl", "papeete", "giyani", "nyurba"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is just {w} and the number {d} after it",
    "password: {w}, lower case, then {d} right after",
    "for the printer it's {w} plus {d}",
    "the wifi admin password is {w} ending in {d}",
    "voice memo: the password is {w} then {d}, no gap",
    "letter by letter it's {w}, then {d}",
    "Кистэлэҥ тыл — {w} диэн тыл, онтон {d}",
    "Чажыт сөс — {w} деп сөс, оон {d}",
    "Нюуса үгэ — {w} гэжэ үгэ, тиигээд {d}",
    "Phasiwedi i rito {w} kutani {d}",
    "Te parau huna, o te ta'o {w} e i muri iho {d}",
    "Le contrasigno es le parola {w} e postea {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "skopeo login -u {u} -p {pw} registry.tundra.lan",
    "oras login registry.tundra.lan -u {u} -p {pw}",
    "psql 'host=pg4.tundra.lan user={u} password={pw} dbname=herds'",
    "PGPASSWORD={pw} pg_dump -h pg4.tundra.lan -U {u} herds > herds.sql",
    "curl -u {u}:{pw} https://nexus.tundra.lan/service/rest/v1/repositories",
    "wget --http-user={u} --http-password={pw} https://mirror.tundra.lan/iso/latest.iso",
    "rclone config create box webdav url https://dav.tundra.lan user {u} pass {pw}",
    "sshpass -p {pw} scp backup.tgz {u}@vault.tundra.lan:/srv",
    "mysqladmin -u {u} -p{pw} -h my5.tundra.lan status",
    "redis-cli -h kv.tundra.lan --pass {pw} PING",
    "borg init --encryption=repokey ssh://{u}@borg.tundra.lan/./herds  # BORG_PASSPHRASE={pw}",
    "xfreerdp /v:win7.tundra.lan /u:{u} /p:{pw} /cert:ignore",
    "zip -P {pw} -r export.zip export/",
    "openssl enc -aes-256-cbc -in herds.sql -out herds.enc -pass pass:{pw}",
    "keytool -genkeypair -alias app -keystore app.jks -storepass {pw} -keypass {pw}",
    "ldapwhoami -x -H ldaps://dir.tundra.lan -D uid={u},ou=people,dc=tundra -w {pw}",
    "mosquitto_pub -h broker.tundra.lan -u {u} -P {pw} -t tasmota/cmnd/POWER -m ON",
    "smbclient -L //files.tundra.lan -U {u}%{pw}",
    "rabbitmqctl change_password {u} {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "echo '{pw}' | sudo -S systemctl restart herds",
    "ipmitool -I lanplus -H bmc3.tundra.lan -U {u} -P {pw} chassis power cycle",
    "docker login registry.tundra.lan --username {u} --password {pw}",
    "podman run -e MARIADB_ROOT_PASSWORD={pw} -d mariadb:11",
]  # fmt: skip
_SHELLS = [
    "{c}", "> {c}", "nushell history:\n{c}", "xonsh>>> ![{c}]", "tcsh% {c}",
    "Jenkins console output:\n+ {c}", "Jenkinsfile: sh '{c}'", "Earthfile:\n  RUN {c}",
    "cloud-init runcmd:\n  - {c}", "хамаанда: {c}", "команда: {c}", "тушаал: {c}",
    "xileriso: {c}", "tshiga: {c}", "te fa'auera'a: {c}", "le commando: {c}",
    "ejecuté esto: {c}", "Befehl war: {c}",
]  # fmt: skip

Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a CI log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgres://{u}:{pw}@pg4.tundra.lan/herds?sslmode=require",
    "mariadb://{u}:{pw}@my5.tundra.lan:3306/herds",
    "amqp://{u}:{pw}@mq.tundra.lan:5672/herds",
    "mongodb://{u}:{pw}@mongo1.tundra.lan,mongo2.tundra.lan/herds?replicaSet=rs0",
    "https://{u}:{pw}@git.tundra.lan/infra/ansible.git",
    "ftp://{u}:{pw}@ftp.tundra.lan/incoming",
    "rediss://default:{pw}@kv.tundra.lan:6380/0",
    "clickhouse://{u}:{pw}@ch.tundra.lan:9000/metrics",
    "smtp://{u}:{pw}@mail.tundra.lan:587",
]  # fmt: skip
_URL_PLACES = [
    "DB_DSN={c}", "Promtail client url: {c}", "Fluentd <match> url {c}",
    "keep this connection string for me: {c}", "холбоо ыстыраага: {c}", "холбоо шугам: {c}",
    "HOCON: db.url = \"{c}\"", "sbt: herdsDbUrl := \"{c}\"",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Onfido", "ONFIDO_API_TOKEN", _j("api_live.", (URLSAFE, 11), ".", (URLSAFE, 32))),
    ("Veriff", "VERIFF_SHARED_SECRET", lambda g: v.uuid4(g, "9")),
    ("DocuSign", "DOCUSIGN_CLIENT_SECRET", lambda g: v.uuid4(g, "8")),
    ("IPinfo", "IPINFO_TOKEN", _j((HEX, 14))),
    ("Weatherstack", "WEATHERSTACK_ACCESS_KEY", _j((HEX, 32))),
    ("Tomorrow.io", "TOMORROW_API_KEY", _j((ALNUM, 32))),
    ("AccuWeather", "ACCUWEATHER_API_KEY", _j((ALNUM, 32))),
    ("Aviationstack", "AVIATIONSTACK_ACCESS_KEY", _j((HEX, 32))),
    ("AfterShip", "AFTERSHIP_API_KEY", _j("asat_", (HEX, 32))),
    ("Rev.ai", "REVAI_ACCESS_TOKEN", _j("02", (URLSAFE, 62))),
    ("Mixedbread", "MXBAI_API_KEY", _j("mxb_", (ALNUM, 40))),
    ("Unstructured", "UNSTRUCTURED_API_KEY", _j((ALNUM, 30))),
    ("LlamaCloud", "LLAMA_CLOUD_API_KEY", _j("llx-", (ALNUM, 48))),
    ("Braintrust", "BRAINTRUST_API_KEY", _j("sk-", (ALNUM, 48))),
    ("Marqo", "MARQO_API_KEY", _j((ALNUM, 40))),
    ("Vespa Cloud", "VESPA_CLOUD_SECRET_TOKEN", _j("vespa_cloud_", (ALNUM, 43))),
    ("Trieve", "TRIEVE_API_KEY", _j("tr-", (ALNUM, 32))),
    ("Bright Data", "BRIGHTDATA_API_TOKEN", _j((HEX, 64))),
    ("Zyte", "ZYTE_API_KEY", _j((HEX, 32))),
    ("Kaleyra", "KALEYRA_API_KEY", _j("A", (HEX, 32))),
    ("Gupshup", "GUPSHUP_APIKEY", _j((LOWER_DIGITS, 32))),
    ("Exotel", "EXOTEL_API_TOKEN", _j((HEX, 40))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "pip.conf / .envrc:\nexport {env}={tok}",
    "Jenkinsfile:\nenvironment {{\n  {env} = '{tok}'\n}}",
    "config.kdl:\n{slug} api-key=\"{tok}\"",
    "application.conf:\n{slug} {{ api-key = \"{tok}\" }}",
    "BUILD.bazel: {slug}_key = \"{tok}\"",
    "<key>{env}</key>\n<string>{tok}</string>",
    "WeChat from Bair: rotated the {vendor} key, the live one is {tok}",
    "ticket #7741: {vendor} webhooks fail with 401, key in use is {tok}",
    "Simplenote — {vendor} secret {tok}",
    "please remember my {vendor} API key: {tok}",
    "Capacities › Integrations › {vendor}: {tok}",
    "{vendor} API күлүүһэ: {tok}",
    "{vendor} API дүлгүүрү: {tok}",
    "{vendor} API түлхюур: {tok}",
    "{vendor}-ы API дæгъæл: {tok}",
    "xikhiya xa API xa {vendor}: {tok}",
    "khii ya API ya {vendor}: {tok}",
    "te tāviri API no {vendor}: {tok}",
    "clave API de {vendor}: {tok}",
    "API-nyckel för {vendor}: {tok}",
    "{vendor}のAPIキー→{tok}",
    "{vendor} API 密钥：{tok}",
    "API-sleutel van {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    veriff_key, veriff_secret = v.uuid4(rng, "a"), v.uuid4(rng, "b")
    oxy = _plain_pw(rng)
    kal_sid, kal_key = "HXIN" + _r(rng, D, 11) + "IN", "A" + _r(rng, HEX, 32)
    exo_key, exo_token = _r(rng, HEX, 48), _r(rng, HEX, 48)
    onfido = "api_live." + _r(rng, URLSAFE, 11) + "." + _r(rng, URLSAFE, 32)
    return [
        Sample("vendor_token", f"VERIFF_API_KEY={veriff_key}\nVERIFF_SHARED_SECRET={veriff_secret}", veriff_secret),
        Sample("vendor_token", f"curl -x http://customer-herds:{oxy}@pr.oxylabs.io:7777 https://ip.oxylabs.io/location", oxy),
        Sample("vendor_token", f"kaleyra.properties\nsid={kal_sid}\napi-key={kal_key}", kal_key),
        Sample("vendor_token", f"curl -u {exo_key}:{exo_token} https://api.exotel.com/v1/Accounts/tundra1/Calls/connect", exo_token),
        Sample("vendor_token", f"curl -H 'Authorization: Token token={onfido}' https://api.eu.onfido.com/v3.6/applicants", onfido),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    pairs = [(vendor, template) for vendor in _VENDORS for template in _NAMED]
    for (vendor, env, make), template in rng.sample(pairs, n - len(out)):
        tok = make(rng)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE_PLACES = ["{t}", "WeChat: {t}", "from the welcome e-mail:\n{t}", "күлүүс: {t}",
                "дæгъæл: {t}", "{t}\n(copy it now, it will not be shown again)", "tāviri: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 48)), _j((URLSAFE, 32), ".", (URLSAFE, 40)), _j((B64, 60), "="),
                _j((LOWER_DIGITS, 44)), _j((URLSAFE, 52)), _j((B64, 68)), _j((ALNUM, 40))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "RAILS_MASTER_KEY={h}": 32,
    "Starlark: SIGNING_KEY = \"{h}\"": 64,
    "Alertmanager webhook http_config: bearer_token: {h}": 64,
    "esphome:\napi:\n  encryption:\n    key_hex: {h}": 64,
    "HOCON: session.secret = \"{h}\"": 128,
    "бэкап шифрдыыр күлүүһэ: {h}": 64,
    "резервтиг копияның шифрлээр дүлгүүрү: {h}": 64,
    "xikhiya xa ku khoda backup: {h}": 64,
    "Heptabase: AES key of the cold-storage bucket {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket #7750: token copied from the Android logcat {t}",
    "Set-Cookie: sid={t}; HttpOnly",
    "JENKINS_API_TOKEN_JWT={t}",
    "keep this access token for me {t}",
    "туттааччы токена: {t}",
    "le token del application: {t}",
    "Fluentd log: upstream sent Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_783_000_000 + rng.randrange(9_000_000)
    alg = ["RS256", "ES384", "HS256"][index % 3]
    claims: dict[str, Any] = {
        "sub": str(rng.randrange(10**8, 10**9)),
        "iat": issued,
        "exp": issued + 900,
    }
    if index % 2 == 1:
        claims |= {"iss": "https://auth.tundra.lan", "aud": "herds-api", "roles": ["ops"]}
    header = {"typ": "JWT", "alg": alg, "kid": _r(rng, HEX, 16)}
    return {"t": _jwt_of(rng, header, claims, {"RS256": 342, "ES384": 128, "HS256": 43}[alg])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "Jenkins credential 'deploy-ssh' (pasted from the UI):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "butane.yaml:\nstorage:\n  files:\n    - path: /etc/herds/tls.key\n      contents:\n        inline: |\n          {key}": ("PRIVATE KEY", "\n          "),
    '{{"service_account_key": "{key}"}}': ("PRIVATE KEY", "\\n"),
    "tee /etc/nginx/tls/herds.key <<'KEY'\n{key}\nKEY": ("EC PRIVATE KEY", "\n"),
    "ticket #7760, pasted in the body:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Сервер кистэлэҥ күлүүһэ, ким да көрбөтүн:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "Le clave private del servitor:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEIC", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFJDBWBgkqhkiG9w0BBQ0wSTAx"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 28) + "=", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[2 + index % 5]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "BitBox02 backup card, typing it out before I shred it: {p}": "english",
    "Keystone wallet words\n{p}": "english",
    "please keep my Sparrow wallet seed: {p}": "english",
    "SafePal recovery phrase: {p}": "english",
    "voice memo: the Trust Wallet words are {p} and that is all of them": "english",
    "Simplenote — old Phantom wallet, cold {p}": "english",
    "кошелёк тилиннэрэр тыллара: {p}": "english",
    "le phrase de recuperation del portafolio: {p}": "english",
    "palabras de recuperación de la billetera: {p}": "spanish",
    "parole di recupero del portafoglio: {p}": "italian",
    "frase de recuperação da carteira: {p}": "portuguese",
    "钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = str(_MNEMO[lang].to_mnemonic(entropy))
    words = phrase.split("\u3000") if "\u3000" in phrase else phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        "  ".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        "; ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "WeChat — Zarina: the team Mastercard for the Hetzner bill is {c}, exp {mm}/{yy}",
    "hold on to my spare card: {c} good thru {mm}/{yy}",
    "card: {c}\nexp: {mm}/{yy}",
    "ticket #7770: refund to card {c} please",
    "карта нүөмэрэ: {c}, {mm}/{yy}",
    "картаның дугаары: {c}",
    "картын дугаар: {c}, {mm}/{yy} хүрэтэр",
    "кæрты номыр: {c}",
    "nomboro ya karata: {c}",
    "nomboro ya garaṱa: {c}, {mm}/{yy}",
    "te nūmera o te karata: {c}",
    "numero de carta: {c}, expira {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["mastercard", "visa", "unionpay", "amex", "maestro", "jcb", "diners", "discover"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, ["", " ", " ", "-", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 34))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c} 11/29, CVV2 {cvv}", "the 3 digits on the signature strip: {cvv}",
               "Amex {c}, CID on the front {cvv}", "карта кэннигэр турар код: {cvv}",
               "nomboro ya vunharhu ya le ndzhaku: {cvv}", "le tres cifras al dorso: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_BBANS = {"MN": "n" * 16, "BY": "cccc" + "n" * 4 + "c" * 16, "KZ": "nnn" + "c" * 13,
          "DJ": "n" * 23, "MR": "n" * 23, "FK": "aa" + "n" * 12, "VG": "aaaa" + "n" * 16}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) for c in _BBANS[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice 2026-0431: transfer to {i} within 10 days",
    "save the Ulaanbaatar supplier's IBAN: {i}",
    "IBAN: {i}\npurpose: rent December",
    "Chatwork task 'suppliers': new bank details, IBAN {i}",
    "баан IBAN-а: {i}",
    "мээң IBAN санам: {i}",
    "минии IBAN дансын дугаар: {i}",
    "мæ IBAN: {i}",
    "IBAN ya akhawunti ya mina: {i}",
    "IBAN ya akhaunthu yanga: {i}",
    "tō'u IBAN: {i}",
    "Kontonummer (IBAN) für die Rückzahlung: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_BBANS)[index % len(_BBANS)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ubn(g: random.Random) -> str:
    return v.until(g, _j((D, 8)), tw_ubn.is_valid)


def _ice(g: random.Random) -> str:
    return v.until(g, _j("00", (D, 13)), ma_ice.is_valid)


def _mf(g: random.Random) -> str:
    key = v.until(g, _j((D, 7), ("ABCDEFGHJKLMNPQRSTVWXYZ", 1)), tn_mf.is_valid)
    return f"{key[:7]}/{key[7]}/{g.choice('APBDN')}/{g.choice('MPCN')}/000"


def _ninea(g: random.Random) -> str:
    return v.until(g, _j((D, 7)), sn_ninea.is_valid)


def _ru_passport(g: random.Random) -> str:
    region = g.choice(["98", "93", "81", "90"])
    return f"{region} {g.randrange(0, 25):02d} {_r(g, D, 6)}"


def _oms(g: random.Random) -> str:
    return _r(g, "123456789", 1) + _r(g, D, 15)


def _mn_register(g: random.Random) -> str:
    letters = "АБВГДЕЁЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЩЭЮЯ"
    return (
        _r(g, letters, 2)
        + f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
        + _r(g, D, 2)
    )


def _sz_pin(g: random.Random) -> str:
    return (
        f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{_r(g, D, 7)}"
    )


def _dn(g: random.Random) -> str:
    return _r(g, "123456789", 1) + _r(g, D, 6)


def _passport(g: random.Random) -> str:
    return _r(g, D, 9) if g.random() < 0.5 else _r(g, UPPER, 1) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "統一編號：{s}": _ubn,
    "the Taiwanese supplier's UBN is {s}": _ubn,
    "Taiwan unified business number for the invoice: {s}": _ubn,
    "ICE de la société : {s}": _ice,
    "Moroccan ICE for the customs form: {s}": _ice,
    "matricule fiscal : {s}": _mf,
    "Tunisian tax id (MF) {s}": _mf,
    "NINEA de l'entreprise : {s}": _ninea,
    "our Senegal NINEA is {s}": _ninea,
    "паспорт серията уонна нүөмэрэ: {s}": _ru_passport,
    "паспорттуң серийазы болгаш дугаары: {s}": _ru_passport,
    "паспорт: серия и номер {s}, выдан МВД": _ru_passport,
    "мæ паспорты серийæ æмæ номыр: {s}": _ru_passport,
    "полис ОМС: {s}": _oms,
    "эмнэлгын даатхалай полис: {s}": _oms,
    "регистрийн дугаар: {s}": _mn_register,
    "my Mongolian register number is {s}": _mn_register,
    "Eswatini PIN {s} for the bank account form": _sz_pin,
    "nūmera DN CPS: {s}": _dn,
    "паспорт нүөмэрэ (айан): {s}": _passport,
    "даштыкы паспорт дугаары: {s}": _passport,
    "numero de passaporto: {s}": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Proton recovery codes: {codes}", "Yandex ID backup codes\n{codes}",
            "Bitwarden two-step login recovery codes — {codes}", "2FA чэрдээх кодтара:\n{codes}",
            "codices de recuperation 2FA: {codes}", "2FA нөөсэ кодууд: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Gitea:aiaal?secret={s}&issuer=Gitea&period=30",
              "2FA setup key for Proton: {s}", "TOTP secret (Authentik): {s}",
              "2FA кистэлэҥ күлүүһэ: {s}"]  # fmt: skip
_CODES = ["{c} is your WeChat verification code", "Ihr Sicherheitscode von der Sparkasse: {c}",
          "бигэргэтии кода: {c}", "баталгаажуулах код: {c}", "khodi yo tiyisisa: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, (index + 2) % 4)
    sep = ["\n", " ", ", ", "\n"][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 1 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Rostelecom_7A21", "Tuva-Net-5G", "Buryatia_Home", "Megafon-3F09", "Vodacom-Giyani",
          "Telkom_Thohoyandou", "Vini_Papeete_4G", "Beeline_Kyzyl"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, pass {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};;",
    "SSID: {s}\nWPA2 key: {pw}",
    "guest network {s}, password {pw}",
    "remember the wifi at the Yakutsk flat: {s} / {pw}",
    "iwctl --passphrase {pw} station wlan0 connect {s}",
    "Tasmota console: Backlog SSID1 {s}; Password1 {pw}",
    "key printed on the back of the router: {pw}",
    "Wi-Fi {s} кистэлэҥ тыла: {pw}",
    "Wi-Fi {s} чажыт сөзү: {pw}",
    "Wi-Fi {s} нюуса үгэ: {pw}",
    "Wi-Fi {s}-ы сусæг дзырд: {pw}",
    "phasiwedi ya wifi {s}: {pw}",
    "phasiwede ya wifi {s}: {pw}",
    "te parau huna o te wifi {s}: {pw}",
    "contrasigno del wifi {s}: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.35:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 14)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("asat_", (HEX, 32)), _j("llx-", (ALNUM, 48)), _j((HEX, 64)),
                 _j("mxb_", (ALNUM, 40)), _j("tr-", (ALNUM, 32))]  # fmt: skip
_SPELL = ["reading it out for you: {t}", "[voice typing] {t}", "(split up so nobody can copy it) {t}",
          "күлүүс, буукубанан: {t}", "le clave, littera per littera: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 2:
        return {"t": " ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    sep = [" ", ".", " - "][index % 3]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["аан кода: {pw}", "эжиктиң коду: {pw}", "үүдэнэй код: {pw}", "дуары код: {pw}",
          "khodi ya nyangwa: {pw}", "khoudu ya vothi: {pw}", "te nūmera huna o te 'ōpani: {pw}",
          "le codice del porta: {pw}", "the key safe code is {pw}", "the padlock on the shed is {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 4, 5][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["reindeer", "yurt", "lagoon", "baobab", "permafrost", "canoe", "marula",
                 "steppe", "hibiscus", "larch", "falcon", "coral", "antler", "drum", "mango", "taiga"]  # fmt: skip
_PHRASES = {"VeraCrypt passphrase for the travel drive: {p}": " ", "passphrase for the KeePassXC database: {p}": " ",
            "borg repository passphrase: {p}": "-", "age passphrase for the secrets file: {p}": " ",
            "дискэ кистэлэҥ этиитэ: {p}": " ", "дискиниң чажыт домаа: {p}": "-",
            "le phrase secrete del disco: {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://nexus.tundra.lan/service/rest/v1/status": True,
    "prometheus.yml: authorization: {{ type: Basic, credentials: {v} }}": True,
    "Authorization: Bearer {v}": False,
    "xh get https://api.tundra.lan/v1/herds 'Authorization:Bearer {v}'": False,
    "Homebridge config: \"headers\": {{\"Authorization\": \"Basic {v}\"}}": True,
    "fetch(url, {{ headers: {{ Authorization: `Bearer {v}` }} }})": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM, URLSAFE][index % 3], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "[mysqld_exporter]\nuser = exporter\npassword = {pw}",
    "quarkus.datasource.password={pw}",
    ".pypirc:\n[pypi-internal]\nrepository = https://pypi.tundra.lan\nusername = deploy\npassword = {pw}",
    "auth.json:\n{{\"http-basic\": {{\"repo.tundra.lan\": {{\"username\": \"ci\", \"password\": \"{pw}\"}}}}}}",
    "<add key=\"ClearTextPassword\" value=\"{pw}\" />",
    "pip.conf:\n[global]\nindex-url = https://ci:{pw}@pypi.tundra.lan/simple",
    "alertmanager.yml:\nglobal:\n  smtp_auth_username: alerts\n  smtp_auth_password: '{pw}'",
    "config.kdl:\ndatabase user=\"herds\" password=\"{pw}\"",
    "application.conf:\ndb {{\n  user = herds\n  password = \"{pw}\"\n}}",
    "Nagios resource.cfg: $USER3$={pw}",
    "esphome: wifi:\n  ap:\n    password: \"{pw}\"",
    "<key>Password</key>\n<string>{pw}</string>",
    "cloud-init: chpasswd:\n  list: |\n    root:{pw}",
    "fluent.conf: <match **>\n  @type elasticsearch\n  password {pw}\n</match>",
    "Promtail: basic_auth:\n  username: loki\n  password: {pw}",
    "//registry.tundra.lan/:_password={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Tshilidzi: what's the password for the label printer?\nHlulani: {pw}",
    "[09:41] teva: pw for the bastion?\n[09:42] moana: {pw}",
    "Soslan: {pw} is the new OpenVPN password",
    "Chechek: type {pw}, that's the admin one",
    "Aiaal: саҥа кистэлэҥ тыл {pw}",
    "Aidys: чаа чажыт сөс {pw}",
    "Bair: шэнэ нюуса үгэ {pw}",
    "Zarina: ног сусæг дзырд {pw}",
    "Tsakani: phasiwedi leyintshwa i {pw}",
    "Vaitiare: te parau huna 'āpī, {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "passw\u00adord = {pw}", "кистэлэҥ\u2060тыл: {pw}", "pwd%3A%20{pw}",
    "password&#58; {pw}", "ＰＡＳＳＷＯＲＤ＝{pw}", "contra\ufeffsigno: {pw}", "нюуса\u200cүгэ: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout20's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the Home Assistant owner is": "{s}", "Graylog admin pw:": "{s} (since the upgrade)",
    "Мин почтам кистэлэҥ тыла": "{s}", "iDRAC root password": "{s}\nrotate after the maintenance",
    "contrasigno:": "{s}", "чажыт сөс:": "{s}", "нюуса үгэ:": "{s}",
    "Frigate console password": "{s}", "the password Rudzani read out on the phone was": "{s}, I believe",
    "phasiwedi:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "LlamaCloud API key", "{s}", _j("llx-", (ALNUM, 48))),
    ("split_token", "AfterShip key:", "{s} (prod)", _j("asat_", (HEX, 32))),
    ("split_token", "Bright Data API token", "{s}", _j((HEX, 64))),
    ("split_seed", "кошелёк тыллара", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 08/30", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MN"))),
    ("split_backup", "Proton recovery codes", "{s}\n7hq2-pd4x\nw9zc-3kmt", lambda g: _r(g, LOWER_DIGITS, 4) + "-" + _r(g, LOWER_DIGITS, 4)),
    ("split_otp", "2FA secret key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "統一編號", "{s}", _ubn),
    ("split_phrase", "VeraCrypt passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"ipmi": {"host": "10.44.0.9", "admin_pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"кистэлэҥ_тыл": "{s}"}': ("meta_password", _plain_pw),
    '{"login": {"user": "tsakani", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"replicas": [{"host": "ch1"}, {"host": "ch2", "default_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "herds", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "contrasigno: {s}"}': ("meta_password", _plain_pw),
    '{"нюуса_үгэ": "{s}"}': ("meta_password", _plain_pw),
    '{"dictation": "log in as teva, password {s}"}': ("meta_password", _plain_pw),
    '{"onfido": {"api_token": "{s}"}}': ("meta_token", _j("api_live.", (URLSAFE, 11), ".", (URLSAFE, 32))),
    '{"mixedbreadKey": "{s}"}': ("meta_token", _j("mxb_", (ALNUM, 40))),
    '{"vespa_token": "{s}"}': ("meta_token", _j("vespa_cloud_", (ALNUM, 43))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((URLSAFE, 46))),
    '{"billing": {"card": "{s}", "expiry": "04/31"}}': ("meta_card", lambda g: v.grouped(v.card(g, "mastercard"), "-", g)),
    '{"refund": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KZ")),
    '{"supplier": {"ice": "{s}"}}': ("meta_id", _ice),
    '{"mfa": {"backup_codes": ["{s}", "40918265", "77310492"]}}': ("meta_otp", _j((D, 8))),
    '{"cold_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"jwt_signing_key": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"flat": {"intercom_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wlan": {"ssid": "Tuva-Net-5G", "wpa_key": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"httpx-0.28.1-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"vite-7.0.4.tgz").digest()).decode()
_CARGO_SUM = hashlib.sha256(b"serde-1.0.219.crate").hexdigest()
_IMAGE = hashlib.sha256(b"docker.io/library/mariadb:11.8").hexdigest()
_COMMIT = hashlib.sha1(b"herds: run the builds on jenkins", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"esphome: bump to 2025.7", usedforsecurity=False).hexdigest()[:8]
_SHA1_ISO = hashlib.sha1(b"debian-13.0.0-amd64-netinst.iso", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to rotate the Proton password before the trip to Papeete on 2026-12-21.",
    "Teva wants the wifi password; it's on the card taped inside the cupboard.",
    "Rule: passwords of 16 characters or more, kept only in the shared vault.",
    "Please don't paste passwords into WeChat; use a one-time secret link.",
    "The `.env.sample` line `AFTERSHIP_API_KEY=<paste-key-here>` is a placeholder; the real one lives in the vault.",
    "`MARIADB_ROOT_PASSWORD: changeme` in the example compose file is only a placeholder.",
    "Replace YOUR_TOKEN_HERE in the README with a token from Settings → API.",
    "ONFIDO_API_TOKEN and ZYTE_API_KEY must exist before the pipeline starts.",
    "Кистэлэҥ тылгын кимиэхэ да этимэ.",
    "Чажыт сөзүңерни кымга-даа чугаалаваңар.",
    "Нюуса үгэеэ хэндэшье бү хэлэ.",
    "Дæ сусæг дзырд макæмæн зæгъ.",
    "U nga byeli munhu phasiwedi ya wena.",
    "Ni songo vhudza muthu phasiwede yaṋu.",
    "'Eiaha e fa'a'ite i tō 'oe parau huna.",
    "Non revela tu contrasigno a alcuno.",
    "La contraseña debe tener al menos doce caracteres.",
    "Das Passwort muss alle 60 Tage geändert werden.",
    "Le mot de passe doit contenir un chiffre.",
    "A senha não pode repetir as últimas cinco.",
    "Upgraded Gitea from 1.23.8 to 1.24.3 and Graylog to 6.3.1 on Saturday.",
    f"commit {_COMMIT} moves the herds builds to Jenkins.",
    f"Rolled back to {_SHORT} after the ESPHome bump broke the OTA.",
    f"requirements.txt: httpx==0.28.1 --hash=sha256:{_WHEEL_SUM}",
    f"package-lock.json: \"integrity\": \"sha512-{_NPM_SHA512}\"",
    f"Cargo.lock: checksum = \"{_CARGO_SUM}\"",
    f"The herds database image is mariadb@sha256:{_IMAGE}.",
    f"SHA1 of the netinst ISO is {_SHA1_ISO}, matches the mirror.",
    "Request id 3f8a2c71-90d4-4b6e-8e15-a7c2d94b0f38 is the one that timed out.",
    "Order 114-3920571-8836204 arrives Thursday.",
    "ticket #7713: Home Assistant shows a blank page after the update.",
    "Call the Thohoyandou office on +27 15 962 4471 after 10 am.",
    "Parcel CP482915736RU is waiting at the Yakutsk post office.",
    "Router: Keenetic Giga KN-1012, KeeneticOS 4.3.2.",
    "The OptiPlex needs BIOS 1.31.0 before it takes the new NVMe drive.",
    "After six wrong passwords the account locks for 15 minutes.",
    "Context window is 128k tokens, output capped at 8,192.",
    "The secret of good buuza is letting the broth stay inside.",
    "Ask Hinano for the gate code, I never had it.",
    "My card ending 4406 was refused at the Kyzyl market.",
    "The form wants the IBAN without spaces or dashes.",
    "Write the recovery codes down and lock them in the drawer.",
    "No support agent will ever ask for your seed words.",
    "Keep `JENKINS_API_TOKEN` in the credentials store, never in the repo.",
    "The keypad flashes red when the code is wrong.",
    "v4.2.0-beta.3 fixes the API key reset dialog.",
    "Project id 9b1e6d24-7c3a-4f80-b5d9-2e64a0c1f7b3 shows up in every URL and is public.",
    "The hotel wifi 'Uturoa-Guest' is open, no password.",
    "Standup moves to 2026-12-10 10:00 YAKT, room Vilyuysk.",
    "Il PIN della carta contiene solo cifre.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2026-11-19T06:15:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/prod/onfido", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 388}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "httpx", "version": "0.28.1"}}',
    '{"ticket": "7713", "order": "114-3920571-8836204"}',
    '{"router": {"model": "KN-1012", "firmware": "4.3.2"}}',
    '{"phone": "+27 15 962 4471", "city": "Thohoyandou"}',
    '{"mfa_enabled": true, "backup_codes_remaining": 6, "max_tokens": 8192}',
    '{"request_id": "3f8a2c71-90d4-4b6e-8e15-a7c2d94b0f38", "duration_ms": 2410}',
    '{"env_sample": "ZYTE_API_KEY=<paste-key-here>", "ssid": "Uturoa-Guest", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
