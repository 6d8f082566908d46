# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twentieth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
nineteenth held-out corpus as a format example, the fifth to eighteenth only to search them for the
languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others), the
sample types (`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`);
never `memories/redaction/`, the offline miner, the tuning corpus, the round corpora, their tests
nor the reports, and the scrubber was never run on it. Its own seed, password words, names, places,
templates, tools, vendors and layouts, the way people leak secrets into an assistant's memory:
Skype, Messenger, Snapchat, Kik, Beeper and Troop Messenger pastes, Google Keep, OneNote, Evernote,
Notesnook, Trilium and Standard Notes notes to self, incident write-ups, Tuleap, Trudesk and UVdesk
tickets, Height tasks, Basecamp to-dos, e-mails, runbooks, bash and zsh history, Quadlet units,
Procfiles, .envrc, Taskfile, Kustomize, Jsonnet, Pkl, Dhall and Argo Workflows snippets, Hoppscotch
environments, .env, .ini, .toml, .yaml, .properties, .netrc and XML configs, README fragments,
voice-dictated text and requests to the assistant itself. About 60 % English (or language-neutral
config and shell), the rest in Kabyle, Ladino (Judeo-Spanish), Bashkir, Minangkabau, Kirundi,
Crimean Tatar, Waray and Twi (first used here: no earlier docstring names them; Kirundi's password
word, ijambo ry'ibanga, is the one the tenth used for Kinyarwanda), and Spanish, German, French,
Brazilian Portuguese, Italian, Russian, Dutch, Turkish, Polish, Japanese, Korean and Chinese in
wordings of their own. Vendors (Asaas, HyperPay, Toss Payments, PAY.JP, Wompi, Transbank, Daily,
Lemon Squeezy, Rapyd, dLocal, PayTabs, Monnify, CCAvenue, Paytm, Imgix, Dwolla, Sarvam, DeepInfra,
MSG91, Textlocal, ActiveCampaign, GetResponse, Omnisend, Tabby, Belvo, Fintoc, Afterpay, Kushki)
are ones heldouts 5 to 19 do not name; the national ids are kinds they do not use (Russian SNILS,
Algerian NIF, Canadian Business Number and China's unified social credit code with their check
digits; Philippine SSS and PhilHealth numbers, the Ghana Card PIN and Indonesia's BPJS Kesehatan
card number, which carry none a library checks; passports under Ladino, Kirundi and Crimean Tatar
words). The IBANs are of countries used least by a rough count over heldouts 5 to 19 (Estonia and
Slovakia, in one earlier corpus each, São Tomé and Príncipe, Russia and Ukraine, to go with the
languages, Seychelles and Libya). Measured once; a miss here is reported, not tuned on.
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
from stdnum.ca import bn as ca_bn
from stdnum.cn import uscc
from stdnum.dz import nif as dz_nif

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 20_613_589
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


_FOODS = ["Berkukes", "Aghrum", "Chakchak", "Kurut", "Rendang", "Dendeng", "Isombe",
          "Ibiharage", "Chiburek", "Yantiq", "Binagol", "Moron", "Kenkey", "Kelewele",
          "Borekas", "Bulema"]  # fmt: skip
_PLACES = ["Akbou", "Azazga", "Bejaia", "Sterlitamak", "Beloretsk", "Bukittinggi", "Payakumbuh",
           "Gitega", "Ngozi", "Bagcasaray", "Kezlev", "Catbalogan", "Ormoc", "Koforidua",
           "Obuasi", "Salonika"]  # fmt: skip
_NAMES = ["Idir", "Tassadit", "Lounes", "Aygul", "Ilnur", "Zulfiya", "Rizal", "Nurhayati",
          "Aline", "Bosco", "Lenura", "Emir", "Inday", "Joerel", "Kwabena", "Akosua", "Rivka",
          "Yakov"]  # fmt: skip
_SYMBOLS = "!#$%&*+=?@^~"

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FOODS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.choice(_SYMBOLS)}{g.randrange(1958, 2025)}",
    lambda g: _r(g, ALNUM, 5) + g.choice(_SYMBOLS) + _r(g, ALNUM, 5) + g.choice(_SYMBOLS) + _r(g, D, 2),
    lambda g: g.choice(_PLACES) + g.choice(["_", ".", "-"]) + g.choice(_FOODS).upper() + _r(g, D, 2),
    lambda g: g.choice(["R3nd4ng", "K3nk3y", "Ch1bur3k", "B0r3k4s", "Ku7u7", "B1n4g0l"]) + g.choice(_SYMBOLS) + _r(g, D, 3),
    lambda g: f"{g.choice(['Quiet', 'Rusty', 'Lucky', 'Salty'])}-{g.choice(['Mango', 'Walrus', 'Comet', 'Kettle'])}-{g.randrange(10, 999)}",
    lambda g: _r(g, ALNUM, 18),
    lambda g: ".".join(w.lower() for w in g.sample(_PLACES, 3)) + g.choice(_SYMBOLS),
    lambda g: _r(g, UPPER, 2) + _r(g, D, 4) + _r(g, LOWER, 4) + g.choice(_SYMBOLS),
    lambda g: g.choice(_NAMES) + g.choice(_FOODS) + str(g.randrange(1, 32)).zfill(2) + str(g.randrange(1, 13)).zfill(2),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Skype chat with Kwabena: the Paperless admin password is {pw}",
    "Tuleap artifact #4410: user locked out of the Wiki.js admin, password reset to {pw}",
    "Messenger from Akosua: password for the family Nextcloud is {pw}",
    "Google Keep: Vaultwarden master password (spare laptop) {pw}",
    "Hello Ilnur,\n\nthe Proxmox root password after the reinstall is {pw}\nchange it when you log in.\n\nBest, Zulfiya",
    "Post-mortem 2026-11-27: the Portainer UI on :9443 accepted admin / password {pw} from the internet",
    "remember my Dashlane master password: {pw}",
    "save this please, the Reolink NVR admin password is {pw}",
    "Runbook: pfSense\n1. serial console, option 3\n2. reset webConfigurator password\n3. set it to {pw}",
    "README (dev box)\nBrowse to http://localhost:2283 and sign in to Immich with password `{pw}`.",
    "Troop Messenger #helpdesk: the conference room Mac mini password is {pw}",
    "Trudesk ticket 0917: found `SMTP_PASSWORD = '{pw}'` committed in config.py, please purge it",
    "Basecamp to-do 'NAS move': Synology DSM admin password is {pw} until Friday",
    "can you keep my Yahoo password? it's {pw}",
    "UVdesk #3312: the Keycloak reset mail still works with the old password {pw}",
    "the Grafana admin password is {pw}, Emir reset it this morning",
    "OneNote › Home › Servers: Hyper-V host password {pw}",
    "after flashing DD-WRT the router password is {pw}",
    "Handover notes: Uptime Kuma admin password is {pw}",
    "I've changed the Fastmail app password to {pw}",
    "» password ⇒ {pw}",
    "Beeper group 'ops': the Synapse shared registration password is still {pw} on staging",
    "password for grandma's Samsung account: {pw}",
    "Incident notes: phpMyAdmin was reachable with password {pw}",
    "the Minecraft server password is {pw}, keep it off the Twitch chat",
    "Snapchat from Rivka: password for the Home Assistant owner login is {pw}",
    "dictated: my Zoho Mail password is {pw} period",
    "Kik message: the Jellyfin admin password is {pw}",
    "TODO: rotate the Pi-hole password ({pw}) after the migration",
    "Notesnook: Gitea admin password is {pw} now",
    "Awal uffir n imayl-iw d {pw}",
    "awal uffir n Wi-Fi n uxxam: {pw}",
    "La kontrasenya de mi posta elektronika es {pw}",
    "la kontrasenya del ruter de kaza: {pw}",
    "Минең электрон почта паролем: {pw}",
    "өйҙәге роутерҙың серһүҙе: {pw}",
    "Kato sandi email ambo adolah {pw}",
    "kato sandi router di rumah: {pw}",
    "Ijambo ry'ibanga rya email yanje ni {pw}",
    "ijambo ry'ibanga rya router yo muhira: {pw}",
    "Elektron poçtamnıñ parolı: {pw}",
    "evdeki routerniñ parolı: {pw}",
    "An password han akon email: {pw}",
    "password han router ha balay: {pw}",
    "Me email password ne {pw}",
    "fie hɔ router no password: {pw}",
    "mi contraseña del home banking es {pw}",
    "Kennwort für das Elster-Konto: {pw}",
    "mon mot de passe Ameli, c'est {pw}",
    "a senha do gov.br é {pw}",
    "пароль от Госуслуг: {pw}",
    "mijn DigiD-wachtwoord is {pw}",
    "okul portalı şifresi: {pw}",
    "hasło do ePUAP: {pw}",
    "Lounes: awal uffir amaynut n uqeddac d {pw}",
    "Yakov: la kontrasenya mueva del servidor es {pw}",
    "Айгөл: серверҙың яңы серһүҙе — {pw}",
    "Rizal: kato sandi server nan baru {pw}",
    "Lenura: serverniñ yañı parolı {pw}",
    "Kwabena: server no password foforɔ ne {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["idir.a", "tassadit", "lounes", "aygul", "ilnur.k", "zulfiya", "rizal", "nurhayati",
          "aline.n", "bosco", "lenura", "emir.s", "inday", "joerel", "kwabena", "akosua",
          "svc-argo", "admin"]  # fmt: skip
_LOGINS = [
    "Skype: Joerel says the Metabase login is {u} / {pw}",
    "Tuleap #4421: {u} cannot sign in, password was {pw}",
    "user={u} pass={pw}",
    "Trilium › Homelab › TrueNAS: {u} — {pw}",
    "| host | account | password |\n|------|---------|----------|\n| nas-2 | {u} | {pw} |",
    "sign in as {u} with {pw} on the staging Forgejo",
    "creds for the MikroTik hAP: {u}:{pw}",
    "account: {u}\npassword: {pw}",
    '{{"user": "{u}", "password": "{pw}"}}',
    "Kik: login {u}, password {pw}",
    "Nurhayati says the SFTP user is {u} and the password {pw}",
    "isem n useqdac: {u}, awal uffir: {pw}",
    "nombre de uzador: {u}, kontrasenya: {pw}",
    "ҡулланыусы исеме: {u}, серһүҙ: {pw}",
    "namo pangguno: {u}, kato sandi: {pw}",
    "izina ry'ukoresha: {u}, ijambo ry'ibanga: {pw}",
    "qullanıcı adı: {u}, parol: {pw}",
    "an akon username {u} ngan an password {pw}",
    "username: {u}, password no ne {pw}",
    "usuario {u}, clave {pw}",
    "Benutzername {u} und Kennwort {pw}",
    "identifiant : {u} — mot de passe : {pw}",
    "login {u}, senha {pw}",
    "użytkownik: {u}, hasło: {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["berkukes", "chakchak", "rendang", "kenkey", "chiburek", "binagol", "borekas",
               "isombe", "gitega", "ormoc", "obuasi", "akbou"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w} and then the number {d}",
    "password: {w}, all lower case, and {d} straight after",
    "for the NAS it's {w} followed by {d}",
    "the admin password is {w} with {d} at the end",
    "voice note: the password is {w} and then {d}, no space",
    "spelled out it's {w}, then the digits {d}",
    "Awal uffir d awal {w}, syin {d}",
    "La kontrasenya es la palavra {w} i dempues {d}",
    "Серһүҙ — {w} һүҙе, унан һуң {d}",
    "Kato sandinyo kato {w} lalu angko {d}",
    "Ijambo ry'ibanga ni ijambo {w} hanyuma {d}",
    "An password amo an pulong nga {w} ngan katapos {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "buildah login -u {u} -p {pw} quay.lab.lan",
    "crane auth login quay.lab.lan -u {u} -p {pw}",
    "nmcli con up id office-vpn passwd-file <(echo 'vpn.secrets.password:{pw}')",
    "psql 'postgresql://{u}:{pw}@pg2.lab.lan/ledger'",
    "MYSQL_PWD={pw} mysqldump -h my3.lab.lan -u {u} ledger > ledger.sql",
    "swaks --to ops@lab.lan --server smtp.lab.lan --auth-user {u} --auth-password {pw}",
    "wget --user={u} --password={pw} https://artifacts.lab.lan/release.tar.gz",
    "lftp -u {u},{pw} sftp://files.lab.lan",
    "sshpass -p {pw} ssh {u}@jump.lab.lan",
    "mysql --user={u} --password={pw} --host=my3.lab.lan ledger",
    "redis-cli -h cache.lab.lan -a {pw} INFO",
    "restic -r rest:https://{u}:{pw}@backup.lab.lan/ledger snapshots",
    "xfreerdp /v:ts3.lab.lan /u:{u} /p:{pw}",
    "7z a -p{pw} -mhe=on payroll.7z payroll/",
    "openssl pkcs12 -export -in crt.pem -inkey key.pem -out bundle.p12 -passout pass:{pw}",
    "keytool -importkeystore -srckeystore old.jks -srcstorepass {pw} -destkeystore new.p12",
    "ldapsearch -x -H ldap://ldap.lab.lan -D cn={u},dc=lab -w {pw} '(uid=*)'",
    "mosquitto_sub -h mqtt.lab.lan -u {u} -P {pw} -t 'sensors/#'",
    "smbclient //nas.lab.lan/media -U {u}%{pw}",
    "net use Z: \\\\files.lab.lan\\share {pw} /user:LAB\\{u}",
    "rabbitmqctl add_user {u} {pw}",
    "htpasswd -bc /etc/apache2/.htpasswd {u} {pw}",
    "gpg --batch --passphrase {pw} -d ledger.sql.gpg",
    "docker run -e POSTGRES_PASSWORD={pw} -d postgres:17",
]  # fmt: skip
_SHELLS = [
    "{c}", "% {c}", "~/.zsh_history:\n: 1764410000:0;{c}", "bash history:\n  512  {c}",
    "Argo Workflows step 'dump' log:\n{c}", "argo logs ledger-backup-7x2k | {c}",
    "[argo] exec: {c}", "Procfile: release: {c}", "Taskfile.yml → cmds:\n  - {c}",
    "ẓer taladna-agi: {c}", "la komanda: {c}", "команда: {c}", "parintahnyo: {c}",
    "itegeko: {c}", "emir: {c}", "an command: {c}", "komand no: {c}", "el comando fue: {c}",
]  # fmt: skip

Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a CI log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg2.lab.lan:5432/ledger",
    "mysql://{u}:{pw}@my3.lab.lan:3306/ledger",
    "amqps://{u}:{pw}@queue.lab.lan:5671/%2F",
    "mongodb+srv://{u}:{pw}@cluster0.lab.lan/ledger?retryWrites=true",
    "https://{u}:{pw}@forgejo.lab.lan/ops/infra.git",
    "sftp://{u}:{pw}@files.lab.lan:22/upload",
    "redis://:{pw}@cache.lab.lan:6379/2",
    "nats://{u}:{pw}@nats.lab.lan:4222",
    "ldaps://{u}:{pw}@ldap.lab.lan:636",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Argo secret dump: BROKER_URL={c}", ".envrc: export STORE_URL={c}",
    "remember this connection string: {c}", "ẓer aseqqen: {c}", "la kadena de koneksion: {c}",
    "тоташыу юлы: {c}", "spring.datasource.url={c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _lemon(g: random.Random) -> str:
    issued = 1_760_000_000 + g.randrange(20_000_000)
    claims = {"aud": "94d59cef-dbb8-4ea5-b178-d2540fcd6919", "jti": _r(g, HEX, 80), "iat": issued,
              "nbf": issued, "exp": issued + 31_536_000, "sub": str(g.randrange(100_000, 999_999)),
              "scopes": []}  # fmt: skip
    return _jwt_of(g, {"typ": "JWT", "alg": "RS256"}, claims, 342)


def _asaas(g: random.Random) -> str:
    inner = f"{_r(g, HEX, 32)}::000000000000{_r(g, D, 6)}::$aach_{v.uuid4(g)}"
    return "$aact_" + base64.b64encode(inner.encode()).decode()


def _hyperpay(g: random.Random) -> str:
    inner = "8ac7a4c" + _r(g, HEX, 25) + "|" + _r(g, ALNUM + "=#?", 10)
    return base64.b64encode(inner.encode()).decode()


def _textlocal(g: random.Random) -> str:
    return base64.b64encode(_r(g, HEX, 32).encode()).decode()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Asaas", "ASAAS_API_KEY", _asaas),
    ("HyperPay", "HYPERPAY_ACCESS_TOKEN", _hyperpay),
    ("Toss Payments", "TOSS_SECRET_KEY", _j("live_sk_", (ALNUM, 28))),
    ("PAY.JP", "PAYJP_SECRET_KEY", _j("sk_live_", (HEX, 24))),
    ("Wompi", "WOMPI_PRIVATE_KEY", _j("prv_prod_", (ALNUM, 32))),
    ("Transbank", "TBK_API_KEY_SECRET", _j((UPPER_HEX, 64))),
    ("Daily", "DAILY_API_KEY", _j((HEX, 64))),
    ("Lemon Squeezy", "LEMONSQUEEZY_API_KEY", _lemon),
    ("Rapyd", "RAPYD_SECRET_KEY", _j("rsk_", (HEX, 80))),
    ("dLocal", "DLOCAL_SECRET_KEY", _j((ALNUM, 32))),
    ("PayTabs", "PAYTABS_SERVER_KEY", _j("S", (UPPER_DIGITS, 9), "-", (UPPER_DIGITS, 10), "-", (UPPER_DIGITS, 10))),
    ("Monnify", "MONNIFY_SECRET_KEY", _j((UPPER_DIGITS, 32))),
    ("CCAvenue", "CCAVENUE_WORKING_KEY", _j((UPPER_HEX, 32))),
    ("Paytm", "PAYTM_MERCHANT_KEY", _j((ALNUM + "#@&_%", 16))),
    ("Imgix", "IMGIX_API_KEY", _j("ak_", (HEX, 64))),
    ("Dwolla", "DWOLLA_SECRET", _j((ALNUM, 50))),
    ("Sarvam", "SARVAM_API_KEY", _j("sk_", (LOWER_DIGITS, 8), "_", (ALNUM, 24))),
    ("DeepInfra", "DEEPINFRA_API_KEY", _j((ALNUM, 32))),
    ("MSG91", "MSG91_AUTH_KEY", _j((D, 6), "A", (ALNUM, 17))),
    ("Textlocal", "TEXTLOCAL_API_KEY", _textlocal),
    ("ActiveCampaign", "ACTIVECAMPAIGN_API_KEY", _j((HEX, 72))),
    ("GetResponse", "GETRESPONSE_API_KEY", _j((LOWER_DIGITS, 32))),
    ("Omnisend", "OMNISEND_API_KEY", _j((HEX, 24), "-", (ALNUM, 50))),
    ("Tabby", "TABBY_SECRET_KEY", lambda g: "sk_" + v.uuid4(g, "b")),
    ("Belvo", "BELVO_SECRET_PASSWORD", _j((ALNUM + "_-*#@", 64))),
    ("Fintoc", "FINTOC_SECRET_KEY", _j("sk_live_", (URLSAFE, 40))),
    ("Afterpay", "AFTERPAY_SECRET_KEY", _j((HEX, 128))),
    ("Kushki", "KUSHKI_PRIVATE_MERCHANT_ID", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".envrc:\nexport {env}={tok}",
    "# quadlet ledger.container\n[Container]\nEnvironment={env}={tok}",
    "kustomization.yaml:\nsecretGenerator:\n- name: payments\n  literals:\n  - {env}={tok}",
    "Taskfile.yml:\nenv:\n  {env}: '{tok}'",
    "local {slug} = {{ apiKey: '{tok}' }};",
    "{slug}SecretKey = \"{tok}\"",
    "Skype from Emir: swapped the {vendor} key, the live one is {tok}",
    "Height task 'checkout': {vendor} callbacks 401 again, key in use is {tok}",
    "Google Keep — {vendor} secret key {tok}",
    "please hold on to my {vendor} secret key: {tok}",
    "Hoppscotch env 'prod' → {slug}_key = {tok}",
    "tasarut API n {vendor}: {tok}",
    "la yave API de {vendor}: {tok}",
    "{vendor} API асҡысы: {tok}",
    "kunci API {vendor} ambo: {tok}",
    "urufunguzo rwa API rwa {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "an API key han {vendor}: {tok}",
    "{vendor} API key no ne {tok}",
    "klucz API {vendor}: {tok}",
    "{vendor}のシークレットキー：{tok}",
    "{vendor} 시크릿 키: {tok}",
    "chiave segreta di {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    mnfy_key, mnfy_secret = "MK_PROD_" + _r(rng, UPPER_DIGITS, 10), _r(rng, UPPER_DIGITS, 32)
    entity, hyper = "8ac7a4c" + _r(rng, HEX, 25), _hyperpay(rng)
    rak, rsk = "rak_" + _r(rng, UPPER_HEX, 20), "rsk_" + _r(rng, HEX, 80)
    tbk = _r(rng, UPPER_HEX, 64)
    omni = _r(rng, HEX, 24) + "-" + _r(rng, ALNUM, 50)
    return [
        Sample("vendor_token", f"MONNIFY_API_KEY={mnfy_key}\nMONNIFY_SECRET_KEY={mnfy_secret}", mnfy_secret),
        Sample("vendor_token", f"hyperpay:\n  entity_id: {entity}\n  access_token: {hyper}", hyper),
        Sample("vendor_token", f"rapyd.properties\naccess_key={rak}\nsecret_key={rsk}", rsk),
        Sample("vendor_token", f"curl -H 'Tbk-Api-Key-Id: 597055555532' -H 'Tbk-Api-Key-Secret: {tbk}' https://webpay3g.transbank.cl/rswebpaytransaction/api/webpay/v1.2/transactions", tbk),
        Sample("vendor_token", f"curl -H 'X-API-KEY: {omni}' https://api.omnisend.com/v3/contacts", omni),
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


_BARE_PLACES = ["{t}", "Kik: {t}", "from the onboarding e-mail:\n{t}", "tasarut: {t}",
                "yave: {t}", "{t}\n(shown only once, copy it now)", "асҡыс: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 52)), _j((URLSAFE, 24), ".", (URLSAFE, 43)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 46)), _j((B64, 64)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "SECRET_KEY_BASE={h}": 128,
    "Dhall: let sessionKey = \"{h}\"": 64,
    "argo workflow param: - name: hmac-key\n    value: {h}": 64,
    "pkl: encryptionKey = \"{h}\"": 64,
    "jsonnet: cookieSecret: '{h}',": 40,
    "tasarut n uwgelhen n ukatar: {h}": 64,
    "резерв күсермәһенең шифрлау асҡысы: {h}": 64,
    "kunci enkripsi cadangan: {h}": 64,
    "Standard Notes: aes-256 key for the backup bucket {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Trudesk #0931: token from the iOS crash log {t}",
    "Cookie: session={t}",
    "ARGO_TOKEN={t}",
    "keep this API token for me {t}",
    "tuken n usnas: {t}",
    "el token de la aplikasion: {t}",
    "Argo server log: Authorization header was {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_782_000_000 + rng.randrange(8_000_000)
    alg = ["ES256", "RS512", "HS384"][index % 3]
    claims: dict[str, Any] = {"sub": v.uuid4(rng), "iat": issued, "exp": issued + 3600}
    if index % 2 == 0:
        claims |= {"iss": "https://id.lab.lan/realms/ops", "azp": "ledger-ui", "scope": "openid"}
    header = {"alg": alg, "kid": _r(rng, URLSAFE, 22), "typ": "JWT"}
    return {"t": _jwt_of(rng, header, claims, {"ES256": 86, "RS512": 342, "HS384": 64}[alg])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "Forgejo deploy key (~/.ssh/forgejo_ci):\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "argo secret manifest:\nstringData:\n  tls.key: |\n    {key}": ("PRIVATE KEY", "\n    "),
    '{{"privateKey": "{key}"}}': ("RSA PRIVATE KEY", "\\n"),
    "cat > /etc/ssl/private/ledger.key <<EOF\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Tuleap #4450 attachment pasted inline:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "Tasarut tusligt n uqeddac, ur tt-ttbeddil ara:\n{key}": ("PRIVATE KEY", "\n"),
    "Серверҙың шәхси асҡысы:\n{key}": ("ENCRYPTED PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABlwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEIB", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcw",
               "RSA PRIVATE KEY": "MIIEowIBAAKCAQEA", "ENCRYPTED PRIVATE KEY": "MIIFHDBOBgkqhkiG9w0BBQ0wQTAp"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 7 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 40) + "==", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[3 + index % 4]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trezor Safe 3 recovery card, copying it before I burn it: {p}": "english",
    "Coldcard backup words\n{p}": "english",
    "please remember my Electrum seed: {p}": "english",
    "Tangem backup phrase: {p}": "english",
    "voice memo: my Exodus recovery words are {p} and that's the lot": "english",
    "Evernote — old MetaMask, offline only {p}": "english",
    "awalen n tririt n tcekkart: {p}": "english",
    "las palavras de rekuperasion del portafolyo: {p}": "english",
    "фраза восстановления кошелька: {p}": "russian",
    "cüzdan kurtarma kelimeleri: {p}": "turkish",
    "slova pro obnovení peněženky: {p}": "czech",
    "지갑 복구 문구: {p}": "korean",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    phrase = str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy))
    words = phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " | ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        " ".join(f"({k}) {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "Troop Messenger — Aline: the company Visa for the OVH invoice is {c}, exp {mm}/{yy}",
    "keep my backup card for me: {c} valid thru {mm}/{yy}",
    "card number: {c}\nexpiry: {mm}/{yy}",
    "UVdesk #3340: please refund to card {c}",
    "uṭṭun n tkarḍa: {c}, {mm}/{yy}",
    "numero de la karta: {c}, fin de {mm}/{yy}",
    "карта номеры: {c}",
    "nomor kartu kredit ambo: {c} sampai {mm}/{yy}",
    "inomero y'ikarata: {c}",
    "kart nomeri: {c}",
    "numero han akon credit card: {c}, {mm}/{yy}",
    "me kaad no nɔma: {c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["visa", "mastercard", "amex", "jcb", "discover", "maestro", "unionpay", "diners"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, [" ", "", "-", " ", "."][index % 5], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 34))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} 09/30, CVC {cvv}", "three-digit code on the back is {cvv}",
               "Amex {c}, the four digits above the number: {cvv}", "uṭṭunen n deffir n tkarḍa: {cvv}",
               "карта артындағы код: {cvv}", "los tres numeros de detras: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_BBANS = {"EE": "n" * 16, "SK": "n" * 20, "ST": "n" * 21, "RU": "n" * 14 + "c" * 15,
          "UA": "n" * 6 + "c" * 19, "SC": "aaaa" + "n" * 20 + "aaa", "LY": "n" * 21}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) for c in _BBANS[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice 2026-118: please pay to {i} within 14 days",
    "remember the Tallinn landlord's IBAN: {i}",
    "IBAN: {i}\nreference: invoice number",
    "Basecamp to-do 'Vendors': updated bank details, IBAN {i}",
    "IBAN n umiḍan-iw: {i}",
    "el IBAN de mi konto: {i}",
    "иҫәп IBAN: {i}",
    "IBAN rekening ambo: {i}",
    "hesap IBAN: {i}",
    "IBAN ya konte yanje: {i}",
    "an akon IBAN: {i}",
    "IBAN van de bankrekening: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_BBANS)[index % len(_BBANS)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _snils(g: random.Random) -> str:
    body = _r(g, D, 9)
    while int(body) <= 1_001_998:
        body = _r(g, D, 9)
    total = sum(int(c) * w for c, w in zip(body, range(9, 0, -1), strict=True))
    check = total if total < 100 else 0 if total in (100, 101) else total % 101 % 100
    return f"{body[:3]}-{body[3:6]}-{body[6:]} {check:02d}"


def _dz_nif(g: random.Random) -> str:
    return v.until(g, _j((D, 15)), dz_nif.is_valid)


def _ca_bn(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), ca_bn.is_valid) + " RT0001"


_USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def _uscc(g: random.Random) -> str:
    make = _j("91", (D, 6), (_USCC_CHARS, 10))
    return v.until(g, make, uscc.is_valid)


def _sss(g: random.Random) -> str:
    return f"{_r(g, D, 2)}-{_r(g, D, 7)}-{_r(g, D, 1)}"


def _philhealth(g: random.Random) -> str:
    return f"{_r(g, D, 2)}-{_r(g, D, 9)}-{_r(g, D, 1)}"


def _ghana(g: random.Random) -> str:
    return f"GHA-{_r(g, D, 9)}-{_r(g, D, 1)}"


def _bpjs(g: random.Random) -> str:
    return "000" + _r(g, D, 10)


def _passport(g: random.Random) -> str:
    return g.choice(UPPER) + _r(g, D, 8) if g.random() < 0.5 else _r(g, UPPER, 2) + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "СНИЛС: {s}": _snils,
    "минең СНИЛС номерым {s}": _snils,
    "мой СНИЛС {s}, нужен для поликлиники": _snils,
    "Russian SNILS for the HR form: {s}": _snils,
    "remember my SNILS {s}": _snils,
    "NIF-iw: {s}": _dz_nif,
    "Algerian NIF (tax number) {s}": _dz_nif,
    "mon NIF algérien : {s}": _dz_nif,
    "CRA business number {s}": _ca_bn,
    "our BN for the GST filing is {s}": _ca_bn,
    "统一社会信用代码：{s}": _uscc,
    "the supplier's USCC is {s}": _uscc,
    "akon SSS number: {s}": _sss,
    "SSS no. for the loan form {s}": _sss,
    "PhilHealth ID: {s}": _philhealth,
    "me Ghana Card nɔma ne {s}": _ghana,
    "Ghana Card PIN {s}, for the SIM re-registration": _ghana,
    "nomor BPJS Kesehatan ambo: {s}": _bpjs,
    "BPJS card no. {s}": _bpjs,
    "numero de pasaporta: {s}": _passport,
    "inomero ya pasiporo: {s}": _passport,
    "pasport nomeri: {s}": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Fastmail recovery codes: {codes}", "Zoho 2FA backup codes\n{codes}",
            "Dashlane one-time recovery codes — {codes}", "tingalin n usellek 2FA:\n{codes}",
            "kodigos de rekuperasion 2FA: {codes}", "2FA запас кодтары: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Forgejo:lounes?secret={s}&issuer=Forgejo&digits=6",
              "2FA setup key for Fastmail: {s}", "TOTP seed (Keycloak): {s}",
              "tasarut tusligt n 2FA: {s}"]  # fmt: skip
_CODES = ["{c} is your Skype verification code", "Ihr Bestätigungscode für die Volksbank lautet {c}",
          "tangalt n usenqed: {c}", "kode verifikasi ambo: {c}", "kode yo kwemeza: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, (index + 1) % 4)
    sep = [" ", "\n", "\n", ", "][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 3) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 0 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Djezzy_Home_4C2A", "Ufanet-5G-71", "IndiHome-Bkt", "Lumitel_Gitega", "Kyivstar-3F7E",
          "Globe_LTE_Tacloban", "MTN_Turbonet_9A", "Movistar_81F0"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "network name: {s}\nWPA2 password: {pw}",
    "guest wifi is {s}, the password is {pw}",
    "remember the wifi at the Kumasi office: {s} / {pw}",
    "nmcli dev wifi connect {s} password {pw}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "password on the sticker under the modem: {pw}",
    "awal uffir n Wi-Fi {s}: {pw}",
    "la kontrasenya del wifi {s}: {pw}",
    "Wi-Fi {s} серһүҙе: {pw}",
    "kato sandi wifi {s}: {pw}",
    "ijambo ry'ibanga rya wifi {s}: {pw}",
    "Wi-Fi {s} parolı: {pw}",
    "password han wifi {s}: {pw}",
    "wifi {s} password no ne {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.35:
        return _r(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("live_sk_", (ALNUM, 28)), _j("prv_prod_", (ALNUM, 32)), _j((HEX, 64)),
                 _j("ak_", (HEX, 48)), _j("rsk_", (HEX, 40))]  # fmt: skip
_SPELL = ["I'll read it to you: {t}", "[dictation] {t}", "(broken up so the filter misses it) {t}",
          "tasarut: {t}", "la yave, letra por letra: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 1:
        return {"t": " ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    sep = [" ", "-", " / "][index % 3]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["tangalt n tewwurt: {pw}", "el kodigo de la puerta: {pw}", "ишек коды: {pw}",
          "kode pintu: {pw}", "kode y'umuryango: {pw}", "qapı kodu: {pw}",
          "code han pwertahan: {pw}", "ɛpono no code: {pw}", "the lockbox code is {pw}",
          "to open the bike shed dial {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [6, 4, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["saffron", "harbour", "olive", "thunder", "copper", "meadow", "falcon",
                 "lantern", "cedar", "river", "cinnamon", "glacier", "mango", "tundra", "kettle", "orbit"]  # fmt: skip
_PHRASES = {"LUKS passphrase for the backup disk: {p}": " ", "passphrase for the 1Password emergency kit: {p}": " ",
            "restic repository passphrase: {p}": "-", "GPG key passphrase: {p}": " ",
            "awal uffir ameqqran n udisk: {p}": " ", "дисктың серле һөйләме: {p}": "-",
            "la fraza sekreta del disko: {p}": "."}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://quay.lab.lan/v2/_catalog": True,
    "nginx: proxy_set_header Authorization \"Basic {v}\";": True,
    "Authorization: Bearer {v}": False,
    "http GET https://api.lab.lan/v2/ledger 'Authorization:Token {v}'": False,
    "traefik: customRequestHeaders: Authorization: \"Basic {v}\"": True,
    "Invoke-RestMethod -Headers @{{Authorization='Bearer {v}'}} -Uri https://api.lab.lan/export": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [URLSAFE, HEX, ALNUM][index % 3], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "[database]\nhost = pg2.lab.lan\nuser = ledger\npassword = {pw}",
    "spring.datasource.password={pw}",
    "machine forgejo.lab.lan login lounes password {pw}",
    "services:\n  ledger:\n    image: ledger:2.3\n    environment:\n      DB_PASSWORD: {pw}",
    "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "[smtp]\npassword = \"{pw}\"",
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: ledger-db\ntype: Opaque\nstringData:\n  DB_PASSWORD: \"{pw}\"",
    "let db = {{ user = \"ledger\", password = \"{pw}\" }} in db",
    "db {{\n  user = \"ledger\"\n  password = \"{pw}\"\n}}",
    "Procfile.env\nDB_PASSWORD={pw}",
    "ledger.conf: db_password => '{pw}'",
    "[Container]\nEnvironment=POSTGRES_PASSWORD={pw}",
    "helm install ledger ./chart --set postgresql.auth.password={pw}",
    "<password>{pw}</password>",
    "ARG DB_PASSWORD={pw}",
    "[client]\nuser=backup\npassword={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Inday: what's the password for the scanner?\nJoerel: {pw}",
    "[14:10] akosua: pw for the jump host?\n[14:11] kwabena: {pw}",
    "Emir: {pw} is the new VPN password",
    "Zulfiya: enter {pw}, that's the root one",
    "Idir: awal uffir amaynut d {pw}",
    "Rivka: la kontrasenya mueva es {pw}",
    "Ilnur: яңы серһүҙ {pw}",
    "Nurhayati: kato sandi baru {pw}",
    "Bosco: ijambo ry'ibanga rishasha ni {pw}",
    "Lenura: yañı parol {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200cword: {pw}", "pa\u00adss: {pw}", "awal\u2060uffir: {pw}", "password%3D{pw}",
    "password&#x3a; {pw}", "ｐａｓｓｗｏｒｄ：{pw}", "kontra\ufeffsenya={pw}", "сер\u200dһүҙ: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout19's proportions).
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


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the password for the Immich admin is": "{s}", "Uptime Kuma admin pw:": "{s} (since the reinstall)",
    "awal uffir n imayl-iw": "{s}", "pfSense root password": "{s}\nchange it after the window",
    "kontrasenya:": "{s}", "серһүҙ:": "{s}", "kato sandi:": "{s}",
    "Grafana console password": "{s}", "the password Kwabena read out on the call was": "{s}, I think",
    "ijambo ry'ibanga:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Toss Payments secret key", "{s}", _j("live_sk_", (ALNUM, 28))),
    ("split_token", "Wompi private key:", "{s} (production)", _j("prv_prod_", (ALNUM, 32))),
    ("split_token", "Daily API key", "{s}", _j((HEX, 64))),
    ("split_seed", "awalen n tririt", "{s}", lambda g: str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))),
    ("split_card", "card no.", "{s} valid 06/31", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "EE"))),
    ("split_backup", "Fastmail recovery codes", "{s}\nk3v9-22qd\nm7pa-5xw1", lambda g: _r(g, LOWER_DIGITS, 4) + "-" + _r(g, LOWER_DIGITS, 4)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "SNILS", "{s}", _snils),
    ("split_phrase", "LUKS passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"bmc": {"address": "10.20.0.14", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"awal_uffir": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"name": "kwabena", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"nodes": [{"host": "pg1"}, {"host": "pg2", "superuser_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"cmd": ["psql", "-U", "ledger", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"memo": "kontrasenya: {s}"}': ("meta_password", _plain_pw),
    '{"серһүҙ": "{s}"}': ("meta_password", _plain_pw),
    '{"voice": "sign in as inday, password {s}"}': ("meta_password", _plain_pw),
    '{"toss": {"secret_key": "{s}"}}': ("meta_token", _j("live_sk_", (ALNUM, 28))),
    '{"imgixApiKey": "{s}"}': ("meta_token", _j("ak_", (HEX, 64))),
    '{"tabby_secret": "{s}"}': ("meta_token", lambda g: "sk_" + v.uuid4(g, "b")),
    '{"headers": {"X-Api-Key": "{s}"}}': ("meta_token", _j((ALNUM, 48))),
    '{"payment": {"card_number": "{s}", "exp": "02/32"}}': ("meta_card", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    '{"payout": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SK")),
    '{"employee": {"snils": "{s}"}}': ("meta_id", _snils),
    '{"security": {"recovery_codes": ["{s}", "8841-2290", "1057-6634"]}}': ("meta_otp", _j((D, 4), "-", (D, 4))),
    '{"wallet": {"mnemonic": "{s}"}}': ("meta_seed", lambda g: str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))),
    '{"session_secret": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"house": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Ufanet-5G-71", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pydantic-2.11.7-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"esbuild-0.25.5.tgz").digest()).decode()
_GO_SUM = base64.b64encode(hashlib.sha256(b"golang.org/x/crypto v0.39.0").digest()).decode()
_IMAGE = hashlib.sha256(b"docker.io/library/postgres:17.5").hexdigest()
_COMMIT = hashlib.sha1(b"ledger: switch to argo workflows", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"quadlet: fix restart policy", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"ledger-backup-2026-11-28.tar", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Fastmail password before the flight to Accra on 2026-12-18.",
    "Akosua asked for the wifi password; it's written on the back of the router box.",
    "Policy: passwords of 14 characters or more, stored only in the team vault.",
    "Please never paste passwords into Tuleap; send a one-time link instead.",
    "The `.env.example` line `TOSS_SECRET_KEY=<your-secret-key>` is a placeholder; put the real one in `.env`.",
    "`POSTGRES_PASSWORD: example` in the compose file is a placeholder; production sets its own.",
    "Replace <your-api-key> in the README with the key from Dashboard → Developers.",
    "WOMPI_PRIVATE_KEY and DAILY_API_KEY must be set before the deploy job starts.",
    "Ur ttini i yiwen awal-ik uffir.",
    "Nunka no digas tu kontrasenya a dinguno.",
    "Серһүҙеңде бер кемгә лә әйтмә.",
    "Jan agiah tau kato sandi ka urang lain.",
    "Ntuzobwire umuntu ijambo ryawe ry'ibanga.",
    "Parolıñıznı kimsege aytmañız.",
    "Ayaw igsumat ha iba an imo password.",
    "Mma obiara nhu wo password.",
    "La contraseña tiene que tener como mínimo diez caracteres.",
    "Das Kennwort läuft nach 90 Tagen ab.",
    "Le mot de passe ne peut pas contenir votre nom.",
    "A senha precisa ter pelo menos uma letra maiúscula.",
    "Upgraded Forgejo from 11.0.2 to 12.0.0 and Keycloak to 26.3.1 over the weekend.",
    f"commit {_COMMIT} switches the ledger jobs to Argo Workflows.",
    f"Reverted to {_SHORT} after the Quadlet restart policy change looped the container.",
    f"requirements.txt: pydantic==2.11.7 --hash=sha256:{_WHEEL_SUM}",
    f"package-lock.json: \"integrity\": \"sha512-{_NPM_SHA512}\"",
    f"go.sum: golang.org/x/crypto v0.39.0 h1:{_GO_SUM}",
    f"The ledger database runs postgres@sha256:{_IMAGE}.",
    f"Backup tarball MD5 {_MD5} matches the copy on the NAS.",
    "Trace id 7c1e9a04-3b52-4f8d-a6e0-2d9b81c4f573 is the slow checkout request.",
    "Order 402-7718361-5582116 ships in two parcels.",
    "Tuleap #4410: the Wiki.js login page times out after the upgrade.",
    "Call the Kumasi office on +233 32 202 4418 after 2 pm.",
    "Parcel RR123456785GH is at the Koforidua post office.",
    "Router: MikroTik hAP ax3, RouterOS 7.19.2.",
    "The ThinkCentre needs BIOS M3JKT4FA before it boots from the new SSD.",
    "After five failed passwords the account is locked for 30 minutes.",
    "The model takes up to 200k tokens of context and answers with at most 4,096.",
    "The secret of a good sate Padang is the turmeric broth.",
    "Ask Bosco for the door code; I never got it.",
    "My card ending 7731 was declined at the Bukittinggi market.",
    "The payment form wants the IBAN without spaces.",
    "Print the recovery codes and put them in the drawer.",
    "Nobody from the wallet's support will ever ask for your recovery words.",
    "Keep `ARGO_TOKEN` in the CI secret store, never in the repository.",
    "The keypad beeps three times when the code is wrong.",
    "v3.1.0-rc.1 fixes the API key rotation screen.",
    "Workspace id 5e2b8c90-1f47-4d3a-9b6e-08c7d1a2f4b5 appears in every URL and is not secret.",
    "The café wifi 'Payakumbuh-Free' is open, no password needed.",
    "Standup moved to 2026-12-09 09:30 EAT, room Gitega.",
    "Le code PIN ne contient que des chiffres.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_updated_at": "2026-11-21T07:40:00Z", "password_min_length": 14}',
    '{"secret_path": "vault/prod/toss", "rotation_days": 90}',
    f'{{"commit": "{_COMMIT}", "run": 212}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pydantic", "version": "2.11.7"}}',
    '{"ticket": "4410", "order": "402-7718361-5582116"}',
    '{"router": {"model": "hAP ax3", "routeros": "7.19.2"}}',
    '{"phone": "+233 32 202 4418", "city": "Kumasi"}',
    '{"two_factor": true, "recovery_codes_left": 7, "max_output_tokens": 4096}',
    '{"trace_id": "7c1e9a04-3b52-4f8d-a6e0-2d9b81c4f573", "latency_ms": 1870}',
    '{"env_example": "WOMPI_PRIVATE_KEY=<your-key>", "ssid": "Payakumbuh-Free", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
