# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, twenty-fifth corpus: written without reading the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
twenty-fourth held-out corpus as a format example, the fifth to twenty-fourth only to search them
for the languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`) and the value helpers
(`secret_classes_values.py`); never `memories/redaction/`, the tuning corpus, the round corpora,
their tests nor the reports, and the scrubber was never run on it. Its own seed, password words,
names, places, templates, tools, vendors and layouts, the way people leak secrets into an
assistant's memory: TeamSpeak, GroupMe and Yammer pastes, AFFiNE, HedgeDoc, Etherpad, CryptPad and
Docmost notes to self, incident write-ups, Snipe-IT and phpIPAM tickets, e-mails, runbooks, Warp,
kitty, WezTerm, Ghostty, Konsole, Tilix, Guake, Terminator, Byobu and Zellij history, Easypanel
consoles, Guacamole, RustDesk, Tactical RMM, NinjaOne, Atera, ScreenConnect, AnyDesk, TeamViewer,
Splashtop, Parsec, Kasm, TigerVNC, x2go, NoMachine, Teleport, Warpgate, Pritunl, SoftEther, ocserv,
Firezone, Defguard, Headscale, AWX, Foreman, MAAS, SigNoz, OpenObserve, GlitchTip, Gatus, SOGo and
Mail-in-a-Box configs and commands, README fragments, voice-dictated text and requests to the
assistant itself. About 60 % English (or language-neutral config and shell), the rest in
Trinidadian Creole, Central Bikol, siSwati, Pennsylvania Dutch (Deitsch), Banjar, Toba Batak, Cook
Islands Māori (Rarotongan) and Haryanvi in Latin letters (no earlier docstring or word list names
them), and Spanish, German, French, Brazilian Portuguese, Italian, Dutch, Polish, Japanese, Korean
and Chinese in wordings of their own. Vendors (Worldpay, Authorize.Net, Duitku, Tripay, Billplz,
ToyyibPay, iPay88, Juspay, Helcim, Moneris, Bambora, Pin Payments, Sezzle, Affirm, Currencycloud,
Modulr, Nordigen, Finicity, Pluggy, Efí, Openpay, ePayco, Mezmo, Instana, UptimeRobot, Ramp, Tap
Payments, 2C2P, DOKU, Ebanx) are ones heldouts 5 to 24 do not name; the national ids are kinds they
do not use (the Australian Business Number, Costa Rica's CPJ, Ecuador's company RUC, Sweden's
organisationsnummer and Poland's NIP with their check digits from python-stdnum; Luxembourg's
matricule (Luhn and Verhoeff), Germany's Rentenversicherungsnummer, Scotland's CHI number,
Australia's Medicare number and Hungary's TAJ number with check digits computed here; the Dutch
passport number, which carries none; passports under Trinidadian, Bikol and siSwati words). The
IBANs are of countries used least by a rough count over heldouts 5 to 24 (Honduras, Lebanon,
Mauritius, Yemen, Cyprus, Malta, North Macedonia and Saudi Arabia, each in two earlier corpora).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn, verhoeff
from stdnum.au import abn as au_abn
from stdnum.cr import cpj as cr_cpj
from stdnum.ec import ruc as ec_ruc
from stdnum.nl import identiteitskaartnummer as nl_passport
from stdnum.pl import nip as pl_nip
from stdnum.se import orgnr as se_orgnr

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 25_031_877
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


_FOODS = ["Pelau", "Callaloo", "Doubles", "Buljol", "Laing", "Pinangat", "Kinunot", "Emasi",
          "Sishwala", "Scrapple", "Shoofly", "Chowchow", "Ketupat", "Patin", "Arsik", "Saksang",
          "Naniura", "Rukau", "Ikamata", "Churma", "Kadhi", "Singri"]  # fmt: skip
_PLACES = ["Arima", "Chaguanas", "Tunapuna", "Sangre", "Naga", "Legazpi", "Daet", "Iriga",
           "Manzini", "Siteki", "Lobamba", "Kutztown", "Lititz", "Ephrata", "Martapura",
           "Barabai", "Balige", "Tarutung", "Avarua", "Aitutaki", "Rohtak", "Hisar", "Sonipat"]  # fmt: skip
_NAMES = ["Keisha", "Dwayne", "Shivani", "Rajesh", "Rodel", "Jocelyn", "Marites", "Sibusiso",
          "Thandeka", "Nomsa", "Mandla", "Amos", "Rebecca", "Levi", "Rahmat", "Aulia", "Togar",
          "Rumondang", "Teina", "Tepaeru", "Sunil", "Manju", "Rohit"]  # fmt: skip
_SYMBOLS = "!#$%&*+=?@^~"

# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.randrange(1970, 2027)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES)}.{g.choice(_FOODS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 4) + g.choice(_SYMBOLS) + _r(g, ALNUM, 4) + g.choice(_SYMBOLS) + _r(g, ALNUM, 4),
    lambda g: g.choice(_FOODS).lower() + g.choice(["_", "-", "."]) + g.choice(_FOODS).lower() + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: g.choice(["Ar1m4", "Ch4gu4n4s", "L3g4sp1", "M4nz1n1", "K0tzt0wn", "B4l1g3", "4v4rU4", "R0ht4k"]) + _r(g, D, 2) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(['Blue', 'Lazy', 'Loud', 'Brave'])}{g.choice(['Ibis', 'Carabao', 'Impala', 'Mule', 'Hornbill'])}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM + "#%!", 16),
    lambda g: _r(g, LOWER, 3) + _r(g, UPPER, 3) + _r(g, D, 4) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_NAMES).upper()}{g.choice(_SYMBOLS)}{_r(g, D, 4)}{g.choice(_PLACES).lower()}",
    lambda g: "".join(w.capitalize() for w in g.sample(_FOODS, 2)) + str(g.randrange(100, 1000)) + g.choice(_SYMBOLS),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "TeamSpeak channel 'NOC', Dwayne: Guacamole admin password is {pw}",
    "GroupMe (Arima ops), Keisha: the RustDesk permanent password is now {pw}",
    "Yammer post by Amos: the shared NinjaOne login password {pw} was rotated to this one",
    "AFFiNE page 'Clinic IT' › Atera technician password {pw}",
    "Hi Rodel,\n\nthe ScreenConnect host password is {pw} until Friday,\nplease change it after the visit.\n\nJocelyn",
    "Incident 2026-11-29: Tactical RMM was exposed on the WAN with admin password {pw}",
    "remember my AnyDesk unattended-access password: {pw}",
    "note to self: TeamViewer easy-access password {pw}",
    "Runbook: Splashtop at the Siteki office\n1. open the Streamer settings\n2. security code / password: {pw}\n3. tick 'require Windows password'",
    "README (lab)\nKasm Workspaces runs at https://kasm.arima.lan, the admin@kasm.local password is `{pw}`.",
    "HedgeDoc note #homelab › TigerVNC › password {pw}",
    "ticket SNIPE-4417: `DB_PASSWORD={pw}` was committed in the Snipe-IT .env, rotate please",
    "Etherpad 'handover': the NoMachine login password is {pw}",
    "the Parsec account password is {pw}, Teina changed it last night",
    "CryptPad: Warpgate admin password {pw}",
    "after the Pritunl setup the default password was {pw}",
    "handover note: Firezone admin password is {pw}",
    "Docmost page 'accounts': GlitchTip superuser password {pw}",
    "my Paytm password is {pw} now",
    "dictated: my Republic Bank online banking password is {pw} full stop",
    "can you keep my GCash MPIN and password? password is {pw}",
    "TODO before the audit: change the MAAS admin password ({pw})",
    "phpIPAM ticket 88: Admin password after reinstall is {pw}",
    "password for granny's Facebook: {pw}",
    "the Minecraft realm password is {pw}, don't post it in the GroupMe",
    "Zellij scratch pane: SigNoz admin password {pw}",
    "my Tokopedia password is {pw}, save it",
    "Defguard admin password: {pw} (temporary)",
    "meh email password is {pw}",
    "de password fuh de router in de house is {pw}",
    "An password ko sa email iyo an {pw}",
    "password kan router sa harong: {pw}",
    "Liphasiwedi lami le-email ngu-{pw}",
    "liphasiwedi le-router ekhaya: {pw}",
    "Mei Passwatt fer die E-Mail iss {pw}",
    "es Passwatt fer der Router im Haus: {pw}",
    "password email ulun {pw}",
    "kata sandi router di rumah ulun: {pw}",
    "Password ni email hu {pw}",
    "password ni router di jabu: {pw}",
    "Ko taku password no te imeli ko {pw}",
    "te password o te router i te are: {pw}",
    "mhara email ka password {pw} sai",
    "ghar ke router ka password: {pw}",
    "contraseña del SAT para la declaración: {pw}",
    "Passwort fürs Finanzamt-Portal: {pw}",
    "mot de passe impots.gouv : {pw}",
    "a senha do app do Nubank é {pw}",
    "la password dello SPID è {pw}",
    "wachtwoord voor Mijn Belastingdienst: {pw}",
    "hasło do mObywatela: {pw}",
    "Keisha: allyuh, de new password for de server is {pw}",
    "Rodel: an bagong password kan server iyo an {pw}",
    "Sibusiso: liphasiwedi lelisha le-server ngu-{pw}",
    "Levi: es nei Passwatt fer der Server iss {pw}",
    "Rahmat: password hanyar server {pw}",
    "Togar: password na imbaru ni server {pw}",
    "Teina: te password ou o te server ko {pw}",
    "Sunil: server ka naya password {pw} sai",
    "Lab-PC の共有パスワードは {pw} です",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["keisha.m", "dwayne", "shivani.r", "rajesh", "rodel.b", "jocelyn", "marites",
          "sibusiso", "thandeka.d", "nomsa", "amos.z", "rebecca", "rahmat", "aulia.f", "togar.s",
          "rumondang", "teina", "tepaeru.m", "sunil", "manju.k", "svc-rmm", "itadmin"]  # fmt: skip
_LOGINS = [
    "GroupMe: Shivani says the Kasm login is {u} / {pw}",
    "ticket SNIPE-4420: {u} locked out of Teleport, last password {pw}",
    "username={u} password={pw}",
    "AFFiNE › Clinic › x2go › {u} — {pw}",
    "| system | user | pass |\n|---|---|---|\n| guacamole | {u} | {pw} |",
    "log in as {u} with the password {pw} on the Atera portal",
    "SoftEther hub creds: {u}:{pw}",
    "user {u}\npass {pw}",
    '{{"login": "{u}", "password": "{pw}"}}',
    "Yammer: account {u}, password {pw}",
    "Thandeka says the VPN account is {u} and the password is {pw}",
    "user name: {u}, password is {pw} eh",
    "username ko {u}, an password {pw}",
    "libito lemsebentisi: {u}, liphasiwedi: {pw}",
    "Nutzer: {u}, Passwatt: {pw}",
    "ngaran pengguna {u}, password {pw}",
    "goar ni pengguna {u}, password {pw}",
    "ingoa: {u}, password: {pw}",
    "user {u} aur password {pw} sai",
    "usuario {u} y contraseña {pw}",
    "Anmeldename {u}, Passwort {pw}",
    "login {u} / mot de passe {pw}",
    "usuário {u} e senha {pw}",
    "użytkownik {u}, hasło {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["pelau", "callaloo", "buljol", "laing", "pinangat", "emasi", "sishwala",
               "scrapple", "ketupat", "arsik", "rukau", "churma"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "password: the dish {w} and then the number {d}",
    "for the NAS it's {w} with {d} after it",
    "voice memo: the wifi password is {w} followed by {d}, no space",
    "spelled out for you: {w}, then {d}",
    "it's {w}{d}, the food word and the year-ish number",
    "de password is de word {w} and den {d}",
    "an password iyo an tataramon na {w} dangan {d}",
    "liphasiwedi ligama {w} bese kuba ngu-{d}",
    "es Passwatt iss es Watt {w} un dann {d}",
    "passwordnya kata {w} habis itu {d}",
    "password na i hata {w} dung i {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "rustdesk --password {pw}",
    "sudo teamviewer passwd {pw}",
    "echo {pw} | \"C:\\Program Files (x86)\\AnyDesk\\AnyDesk.exe\" --set-password",
    "echo {pw} | vncpasswd -f > ~/.vnc/passwd",
    "printf '{pw}\\n{pw}\\n' | ocpasswd -c /etc/ocserv/ocpasswd {u}",
    "echo '{pw}' | openconnect --user={u} --passwd-on-stdin vpn.arima.lan",
    "vpncmd localhost /SERVER /PASSWORD:{pw} /CMD ServerPasswordSet",
    "awx --conf.host https://awx.arima.lan --conf.username {u} --conf.password {pw} job_templates list",
    "hammer -u {u} -p {pw} host list --search 'os = Debian'",
    "maas createadmin --username {u} --password {pw} --email {u}@arima.lan",
    "php artisan snipeit:create-admin --first_name=IT --last_name=Ops --email={u}@arima.lan --username={u} --password={pw}",
    "management/cli.py user add {u}@arima.lan {pw}",
    "psexec \\\\clinic-pc07 -u ARIMA\\{u} -p {pw} cmd /c ipconfig",
    "wmic /node:clinic-pc07 /user:ARIMA\\{u} /password:{pw} os get caption",
    "net user {u} {pw} /add /y",
    "dsadd user \"cn={u},ou=staff,dc=arima,dc=lan\" -pwd {pw} -mustchpwd no",
    "New-LocalUser -Name {u} -Password (ConvertTo-SecureString '{pw}' -AsPlainText -Force)",
    "mc alias set nas https://s3.arima.lan {u} {pw}",
    "rclone config create nas webdav url=https://dav.arima.lan user={u} pass=$(rclone obscure {pw})",
    "wget --user={u} --password={pw} https://files.arima.lan/exports/snipeit.sql.gz",
    "aria2c --http-user={u} --http-passwd={pw} https://files.arima.lan/iso/debian.iso",
    "pg_dump 'host=db.arima.lan user={u} password={pw} dbname=guacamole' > guac.sql",
    "mysqladmin -u root password {pw}",
    "openssl pkcs12 -export -in rmm.crt -inkey rmm.key -out rmm.p12 -passout pass:{pw}",
    "rdesktop -u {u} -p {pw} clinic-pc07.arima.lan",
    "iwctl --passphrase {pw} station wlan0 connect Arima-Clinic-5G",
    "wpa_passphrase Arima-Clinic-5G {pw} >> /etc/wpa_supplicant/wpa_supplicant.conf",
    "docker run -d -e ZO_ROOT_USER_EMAIL={u}@arima.lan -e ZO_ROOT_USER_PASSWORD={pw} public.ecr.aws/zinclabs/openobserve:latest",
    "kubectl -n rmm create secret generic snipeit-db --from-literal=password={pw}",
    "helm upgrade --install awx awx-operator/awx-operator --set AWX.spec.admin_password={pw}",
    "pct create 120 local:vztmpl/debian-12-standard_12.7-1_amd64.tar.zst --hostname guac --password {pw}",
    "qm set 131 --ciuser {u} --cipassword {pw}",
    "virt-customize -a kasm.qcow2 --root-password password:{pw}",
    "cf login -a https://api.sys.arima.lan -u {u} -p {pw} -o clinic -s prod",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "❯ {c}", "Warp block:\n{c}", "kitty @ ~ % {c}", "WezTerm: {c}",
    "Ghostty scrollback:\n➜  ~ {c}", "Konsole history:\n 1042  {c}", "Tilix ~$ {c}",
    "Byobu window 3:\nroot@guac:~# {c}", "PS C:\\Users\\itadmin> {c}", "Easypanel console:\n{c}",
    "run dis fuh me: {c}", "ipadalagan mo ini: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a CI log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@db.arima.lan:5432/guacamole_db",
    "sqlserver://{u}:{pw}@sql.arima.lan:1433?database=atera",
    "clickhouse://{u}:{pw}@signoz-clickhouse:9000/signoz_traces",
    "nats://{u}:{pw}@nats.arima.lan:4222",
    "smtp://{u}:{pw}@mail.arima.lan:587",
    "ftp://{u}:{pw}@ftp.arima.lan/scans/",
    "neo4j+s://{u}:{pw}@graph.arima.lan:7687",
    "mqtts://{u}:{pw}@mqtt.arima.lan:8883",
    "mongodb://{u}:{pw}@mongo.arima.lan:27017/pritunl?authSource=admin",
    "http://{u}:{pw}@couch.arima.lan:5984/assets",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "Gatus alerting email: {c}", "docker-compose.yml:\n  environment:\n    - DB_URL={c}",
    "keep this connection string: {c}", "de database URL is {c}", "an URL kan database: {c}",
    "Easypanel env: CONNECTION=\"{c}\"", "Docmost page 'infra': {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _uuid_lower_alnum(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, n) for n in (8, 4, 4, 4, 12))


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Worldpay", "WORLDPAY_SERVICE_KEY", lambda g: "L_S_" + v.uuid4(g, "9")),
    ("Authorize.Net", "AUTHNET_TRANSACTION_KEY", _j((ALNUM, 16))),
    ("Duitku", "DUITKU_MERCHANT_KEY", _j((HEX, 32))),
    ("Tripay", "TRIPAY_PRIVATE_KEY", lambda g: "-".join(_r(g, ALNUM, 5) for _ in range(5))),
    ("Billplz", "BILLPLZ_API_SECRET_KEY", lambda g: v.uuid4(g, "b")),
    ("ToyyibPay", "TOYYIBPAY_USER_SECRET_KEY", _uuid_lower_alnum),
    ("iPay88", "IPAY88_MERCHANT_KEY", _j((ALNUM, 10))),
    ("Juspay", "JUSPAY_API_KEY", _j((UPPER_HEX, 30))),
    ("Helcim", "HELCIM_API_TOKEN", _j((ALNUM, 12), ".", (ALNUM, 14), "#", (ALNUM, 12))),
    ("Moneris", "MONERIS_API_TOKEN", _j((ALNUM, 20))),
    ("Bambora", "BAMBORA_API_PASSCODE", _j((UPPER_HEX, 32))),
    ("Pin Payments", "PIN_SECRET_KEY", _j((URLSAFE, 22))),
    ("Sezzle", "SEZZLE_PRIVATE_KEY", _j("sz_pr_", (HEX, 32))),
    ("Affirm", "AFFIRM_PRIVATE_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Currencycloud", "CURRENCYCLOUD_API_KEY", _j((HEX, 64))),
    ("Modulr", "MODULR_HMAC_SECRET", _j((B64, 43), "=")),
    ("Nordigen", "NORDIGEN_SECRET_KEY", _j((HEX, 128))),
    ("Finicity", "FINICITY_PARTNER_SECRET", _j((ALNUM, 20))),
    ("Pluggy", "PLUGGY_CLIENT_SECRET", lambda g: v.uuid4(g, "a")),
    ("Efí", "EFI_CLIENT_SECRET", _j("Client_Secret_", (HEX, 40))),
    ("Openpay", "OPENPAY_PRIVATE_KEY", _j("sk_", (HEX, 32))),
    ("ePayco", "EPAYCO_P_KEY", _j((HEX, 40))),
    ("Mezmo", "MEZMO_INGESTION_KEY", _j((HEX, 32))),
    ("Instana", "INSTANA_API_TOKEN", _j((URLSAFE, 22))),
    ("UptimeRobot", "UPTIMEROBOT_API_KEY", _j("u", (D, 7), "-", (HEX, 24))),
    ("Ramp", "RAMP_CLIENT_SECRET", _j("ramp_sec_", (ALNUM, 48))),
    ("Tap Payments", "TAP_SECRET_KEY", _j("sk_live_", (ALNUM, 24))),
    ("2C2P", "TWOC2P_SECRET_KEY", _j((UPPER_HEX, 64))),
    ("DOKU", "DOKU_SECRET_KEY", _j("SK-", (ALNUM, 20))),
    ("Ebanx", "EBANX_INTEGRATION_KEY", _j("live_ik_", (URLSAFE, 22))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "kitty ~/.config/fish/conf.d/keys.fish:\nset -gx {env} {tok}",
    "PS C:\\ops> [Environment]::SetEnvironmentVariable('{env}', '{tok}', 'Machine')",
    "Easypanel › Services › payouts › Environment:\n{env}={tok}",
    "WezTerm:\n$ echo ${env}\n{tok}",
    "config.toml:\n[{slug}]\nsecret_key = \"{tok}\"",
    "HedgeDoc 'payments': {vendor} secret `{tok}`",
    "Yammer from Amos: new {vendor} key for production is {tok}, old one revoked",
    "ticket SNIPE-4432: {vendor} webhooks return 401, key configured {tok}",
    "CryptPad sheet: {vendor} | live | {tok}",
    "remember my {vendor} secret key: {tok}",
    "AFFiNE › Vendors › {vendor} › {tok}",
    "de {vendor} key is {tok}, doh lose it",
    "an API key kan {vendor} iyo an {tok}",
    "i-API key ye-{vendor} ngu-{tok}",
    "Der {vendor} API-Schlissel iss {tok}",
    "API key {vendor} ulun: {tok}",
    "API key ni {vendor}: {tok}",
    "Ko te API key o {vendor} ko {tok}",
    "{vendor} ki API key {tok} sai",
    "clé secrète {vendor} (prod) : {tok}",
    "{vendor}-Geheimschlüssel: {tok}",
    "chave secreta do {vendor}: {tok}",
    "klucz tajny {vendor}: {tok}",
    "{vendor} のシークレットキー：{tok}",
    "{vendor} 시크릿 키: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    login, tx_key = _r(rng, ALNUM, 9), _r(rng, ALNUM, 16)
    uptime = "u" + _r(rng, D, 7) + "-" + _r(rng, HEX, 24)
    mezmo = _r(rng, HEX, 32)
    nordigen = _r(rng, HEX, 128)
    tripay = "-".join(_r(rng, ALNUM, 5) for _ in range(5))
    return [
        Sample("vendor_token", f"curl -X POST https://api.authorize.net/xml/v1/request.api -d '{{\"authenticateTestRequest\":{{\"merchantAuthentication\":{{\"name\":\"{login}\",\"transactionKey\":\"{tx_key}\"}}}}}}'", tx_key),
        Sample("vendor_token", f"curl -X POST https://api.uptimerobot.com/v2/getMonitors -d 'api_key={uptime}&format=json'", uptime),
        Sample("vendor_token", f"curl -u {mezmo}: 'https://logs.mezmo.com/logs/ingest?hostname=guac01' -H 'Content-Type: application/json'", mezmo),
        Sample("vendor_token", f"curl -X POST https://bankaccountdata.gocardless.com/api/v2/token/new/ -d '{{\"secret_id\": \"{v.uuid4(rng, '8')}\", \"secret_key\": \"{nordigen}\"}}'", nordigen),
        Sample("vendor_token", f"$privateKey = '{tripay}';\n$signature = hash_hmac('sha256', $merchantCode.$merchantRef.$amount, $privateKey);", tripay),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        slug = re.sub(r"[^a-z0-9]+", "_", vendor.lower()).strip("_")
        out.append(
            Sample("vendor_token", template.format(vendor=vendor, env=env, slug=slug, tok=tok), tok)
        )
    return out


_BARE_PLACES = ["{t}", "GroupMe: {t}", "copy it now, it is shown once:\n{t}", "token dey: {t}",
                "token ulun: {t}", "{t}\n^ that's the one, keep it", "tokn pls save: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 40)), _j((B64, 60), "=="),
                _j((LOWER_DIGITS, 52)), _j((URLSAFE, 46)), _j((B64, 48)), _j((ALNUM, 34))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "GUACAMOLE_JSON_SECRET_KEY={h}": 32,
    "Headscale config.yaml:\nnoise:\n  private_key_path: /var/lib/headscale/noise_private.key\n# key: {h}": 64,
    "Tactical RMM local_settings.py: SECRET_KEY = \"{h}\"": 64,
    "Warpgate: session secret for the cookie store {h}": 64,
    "SigNoz: JWT signing secret {h}": 64,
    "de backup encryption key is {h}": 64,
    "an encryption key kan backup: {h}": 64,
    "Schlissel fer es Backup (AES): {h}": 64,
    "Etherpad APIKEY.txt: {h}": 64,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "ticket SNIPE-4450: token from the browser devtools {t}",
    "Cookie: teleport_session={t}",
    "OPENOBSERVE_TOKEN={t}",
    "save this session token please {t}",
    "de session token is {t}",
    "an token kan app: {t}",
    "Gatus log: Authorization {t}",
]  # fmt: skip


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_790_000_000 + rng.randrange(5_000_000)
    alg = ["RS256", "HS512", "ES384"][index % 3]
    claims: dict[str, Any] = {"sub": rng.choice(_USERS), "iat": issued,
                              "exp": issued + 7200, "sid": _r(rng, HEX, 24)}  # fmt: skip
    if index % 2 == 1:
        claims |= {"iss": "https://auth.arima.lan", "aud": "rmm", "roles": ["tech", "admin"]}
    header = {"typ": "JWT", "alg": alg}
    return {"t": _jwt_of(rng, header, claims, {"RS256": 342, "HS512": 86, "ES384": 128}[alg])}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "Teleport: the host key I pasted from the old node\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "ocserv /etc/ocserv/server-key.pem:\n{key}": ("EC PRIVATE KEY", "\n"),
    '{{"tls": {{"key": "{key}"}}}}': ("PRIVATE KEY", "\\n"),
    "tee /etc/pritunl/key.pem > /dev/null <<'EOF'\n{key}\nEOF": ("RSA PRIVATE KEY", "\n"),
    "ticket SNIPE-4462, attached key:\n{key}": ("DSA PRIVATE KEY", "\n"),
    "Doh share dis, is de server private key:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "values.yaml:\nwarpgate:\n  sshKey: |\n    {key}": ("ENCRYPTED PRIVATE KEY", "\n    "),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABC",
               "EC PRIVATE KEY": "MIGkAgEBBDA", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "DSA PRIVATE KEY": "MIIBuwIBAAKBgQD",
               "ENCRYPTED PRIVATE KEY": "MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQI"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [f"-----BEGIN {kind}-----"] + [body[k : k + 64] for k in range(0, len(body), 64)]
    lines += [_r(rng, B64, 40) + "=", f"-----END {kind}-----"]
    return {"key": joiner.join(lines), "secret": lines[2 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Keystone wallet backup, copying before the factory reset: {p}": "english",
    "SafePal recovery phrase\n{p}": "english",
    "please keep my Zengo fallback seed: {p}": "english",
    "Backpack wallet secret recovery phrase: {p}": "english",
    "voice note: the Keplr words are {p} and that's all of them": "english",
    "Docmost — old Guarda wallet, moved the coins already {p}": "english",
    "de seed words for meh wallet: {p}": "english",
    "obnovovací fráze peněženky: {p}": "czech",
    "frase di recupero del portafoglio: {p}": "italian",
    "Wiederherstellungsphrase fer die Wallet: {p}": "english",
    "지갑 복구 구문: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in set(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split("\u3000") if "\u3000" in phrase else phrase.split(" ")
    layouts = [
        " ".join(words),
        "\n".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " ".join(f"{k:02d}.{w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


_CARD_PLACES = [
    "GroupMe — Rebecca: the clinic Mastercard for the domain renewal is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} good thru {mm}/{yy}",
    "Card: {c}\nExpiry: {mm}/{yy}",
    "ticket SNIPE-4471: charge the laptop repair to card {c}",
    "meh card number is {c}, it expire {mm}/{yy}",
    "an numero kan card ko: {c}",
    "inombolo yelikhadi lami: {c}, {mm}/{yy}",
    "mei Kaart-Nummer iss {c}",
    "nomor kartu ulun: {c}, {mm}/{yy}",
    "nomor ni kartu hu: {c}",
    "te numero o taku kaari: {c}, {mm}/{yy}",
    "mera card number {c} sai, expiry {mm}/{yy}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = ["mastercard", "visa", "discover", "amex", "unionpay", "jcb", "diners", "maestro"][
        index % 8
    ]
    number = v.card(rng, brand)
    return {"c": v.grouped(number, [" ", "-", "", " ", " ", "."][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(27, 35))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c} exp 09/31, security code {cvv}", "the last three digits on the back: {cvv}",
               "Amex {c}, CID on the front {cvv}", "de three digits on de back is {cvv}",
               "an CVV kan card ko: {cvv}", "CVC della carta: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(v.card(rng, brand), " ", rng)
    code = _r(rng, D, 4 if brand == "amex" else 3)
    return {"c": number, "cvv": code}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


_BBANS = {"HN": "aaaa" + "n" * 20, "LB": "nnnn" + "c" * 20, "MU": "aaaa" + "n" * 16 + "000" + "aaa",
          "YE": "aaaa" + "nnnn" + "c" * 18, "CY": "n" * 8 + "c" * 16, "MT": "aaaa" + "n" * 5 + "c" * 18,
          "MK": "nnn" + "c" * 10 + "nn", "SA": "nn" + "c" * 18}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    alphabet = {"a": UPPER, "n": D, "c": UPPER_DIGITS, "0": "0"}

    def make(g: random.Random) -> str:
        bban = "".join(g.choice(alphabet[c]) for c in _BBANS[country])
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice CL-2026-0419: please remit to {i} by the 15th",
    "save the Port Louis supplier's IBAN: {i}",
    "IBAN: {i}\nRef: deposit for the Valletta flat",
    "Yammer #finance: updated bank details, IBAN {i}",
    "meh IBAN is {i}",
    "an IBAN ko: {i}",
    "i-IBAN yami: {i}",
    "mei IBAN iss {i}",
    "IBAN ulun: {i}",
    "IBAN hu: {i}",
    "taku IBAN: {i}",
    "mera IBAN {i} sai",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, list(_BBANS)[index % len(_BBANS)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _abn(g: random.Random) -> str:
    number = v.until(g, _j((D, 11)), au_abn.is_valid)
    return str(au_abn.format(number))


def _cpj(g: random.Random) -> str:
    number = v.until(g, lambda h: "3101" + _r(h, D, 6), cr_cpj.is_valid)
    return f"{number[0]}-{number[1:4]}-{number[4:]}"


def _ruc_company(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 25):02d}9{_r(h, D, 6)}{_r(h, D, 1)}001"

    return v.until(g, make, ec_ruc.is_valid)


def _orgnr(g: random.Random) -> str:
    number = v.until(g, lambda h: h.choice("2589") + _r(h, D, 9), se_orgnr.is_valid)
    return f"{number[:6]}-{number[6:]}"


def _nip(g: random.Random) -> str:
    number = v.until(g, _j((D, 10)), pl_nip.is_valid)
    return str(pl_nip.format(number))


def _lu_matricule(g: random.Random) -> str:
    """Luxembourg's matricule: birth date, three digits, a Luhn and a Verhoeff check digit."""
    body = f"{g.randrange(1950, 2010)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{_r(g, D, 3)}"
    return body + luhn.calc_check_digit(body) + verhoeff.calc_check_digit(body)


def _rvnr(g: random.Random) -> str:
    """A German pension insurance number: area, birth date, the surname's initial, a serial and a
    check digit over the twelve digits (the letter as its two-digit place), weighted 2, 1, 2, 5, 7,
    1, 2, 1, 2, 1, 2, 1, each product's digits summed, mod 10."""
    area = g.choice(["12", "13", "15", "24", "28", "40", "53", "65"])
    born = f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(50, 100):02d}"
    letter, serial = g.choice(UPPER), f"{g.randrange(0, 100):02d}"
    digits = f"{area}{born}{ord(letter) - 64:02d}{serial}"
    weights = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
    total = sum(sum(divmod(int(c) * w, 10)) for c, w in zip(digits, weights, strict=True))
    return f"{area} {born} {letter} {serial}{total % 10}"


def _chi(g: random.Random) -> str:
    """Scotland's CHI number: birth date, three digits, a mod-11 check digit (weights 10 … 2)."""

    def make(h: random.Random) -> str:
        body = f"{h.randrange(1, 29):02d}{h.randrange(1, 13):02d}{h.randrange(0, 100):02d}{_r(h, D, 3)}"
        check = 11 - sum(int(c) * w for c, w in zip(body, range(10, 1, -1), strict=True)) % 11
        return body + ("0" if check == 11 else "X" if check == 10 else str(check))

    number = v.until(g, make, lambda s: "X" not in s)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def _medicare(g: random.Random) -> str:
    """Australia's Medicare number: eight digits (the first 2 to 6), a check digit (weights 1, 3,
    7, 9 twice, mod 10), the card's issue number and the person's place on it."""
    body = str(g.randrange(2, 7)) + _r(g, D, 7)
    check = sum(int(c) * w for c, w in zip(body, [1, 3, 7, 9, 1, 3, 7, 9], strict=True)) % 10
    return f"{body[:4]} {body[4:]}{check} {g.randrange(1, 10)}"


def _taj(g: random.Random) -> str:
    """Hungary's TAJ number: eight digits and a check digit (odd places times 3, even times 7, mod 10)."""
    body = _r(g, D, 8)
    check = sum(int(c) * (3 if k % 2 == 0 else 7) for k, c in enumerate(body)) % 10
    number = body + str(check)
    return f"{number[:3]} {number[3:6]} {number[6:]}"


def _nl_passport(g: random.Random) -> str:
    letters = UPPER.replace("O", "")
    return v.until(
        g,
        lambda h: _r(h, letters, 2) + _r(h, letters.replace("O", "") + D[1:], 6) + _r(h, D, 1),
        nl_passport.is_valid,
    )


def _passport(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return g.choice("TCA") + _r(g, D, 7)  # Trinidad and Tobago's shape
    if style == 1:
        return "P" + _r(g, D, 7) + g.choice(UPPER)  # the Philippine shape
    return g.choice("SN") + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "ABN of the Perth reseller: {s}": _abn,
    "Australian Business Number {s} on the quote": _abn,
    "cédula jurídica de la empresa (CPJ): {s}": _cpj,
    "RUC de la compañía en Quito: {s}": _ruc_company,
    "Ecuadorian RUC for the supplier invoice is {s}": _ruc_company,
    "organisationsnummer {s}": _orgnr,
    "Swedish org number of the AB: {s}": _orgnr,
    "NIP firmy do faktury: {s}": _nip,
    "numéro de matricule (Luxembourg) : {s}": _lu_matricule,
    "Luxembourg national identification number {s}": _lu_matricule,
    "Rentenversicherungsnummer: {s}": _rvnr,
    "mei Rentenversicherungsnummer iss {s}": _rvnr,
    "CHI number for the GP letter: {s}": _chi,
    "my CHI no. is {s}": _chi,
    "Medicare card number: {s}": _medicare,
    "my Medicare no. {s}, expiry 04/2029": _medicare,
    "TAJ szám: {s}": _taj,
    "Hungarian TAJ number of the patient: {s}": _taj,
    "paspoortnummer: {s}": _nl_passport,
    "meh passport number is {s}": _passport,
    "an numero kan pasaporte ko: {s}": _passport,
    "inombolo yelipasipoti lami: {s}": _passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


_BACKUPS = ["Proton account recovery codes: {codes}", "NinjaOne 2FA backup codes\n{codes}",
            "Teleport, the spare MFA codes {codes}", "de 2FA backup codes is:\n{codes}",
            "an backup codes kan Google ko: {codes}", "Backup-Codes fer mei Konto: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Warpgate:rodel?secret={s}&issuer=Warpgate&period=30",
              "2FA setup key for the Atera account: {s}", "TOTP secret (GlitchTip): {s}",
              "de 2FA secret key is {s}"]  # fmt: skip
_CODES = ["{c} is your GroupMe verification code", "Dein Bestätigungscode: {c}",
          "tu código de verificación es {c}", "de OTP dey sent is {c}",
          "an OTP ko: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 10, (index + 2) % 4)
    sep = ["\n", " ", "\n", ", "][index % 4]
    return {"codes": sep.join(codes), "secret": codes[(index * 7 + 1) % 10]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family(
    "otp_secret", _SEEDS_2FA, lambda g, i, t: {"s": v.totp_secret(g, spaced=i % 2 == 1 and "otpauth" not in t)}, "s"
)  # fmt: skip
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["bmobile_5G_7F21", "TSTT-Home-4C2A", "Digicel-Arima", "PLDT_HOME_FIBR_8A3B2",
          "Globe_At_Home_5G_1D7E", "MTN-Eswatini-Home", "Amos Shop WiFi", "IndiHome-Martapura",
          "Biznet-Balige-5G", "Vodafone_CI_Avarua", "JioFiber-Rohtak", "Airtel_Sunil_5G"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, key {pw}",
    "WIFI:S:{s};T:WPA;P:{pw};H:false;;",
    "Network: {s}\nPassphrase: {pw}",
    "guest network {s}, password {pw}",
    "the wifi at Rebecca's: {s} / {pw}",
    "iwctl --passphrase {pw} station wlan0 connect {s}",
    "wpa_supplicant.conf:\nnetwork={{\n  ssid=\"{s}\"\n  psk=\"{pw}\"\n}}",
    "the key printed on the back of the modem: {pw}",
    "de wifi {s} password is {pw}",
    "an password kan wifi {s}: {pw}",
    "liphasiwedi le-wifi {s}: {pw}",
    "WLAN {s}, Passwatt: {pw}",
    "password wifi {s} ulun: {pw}",
    "password ni wifi {s}: {pw}",
    "te password o te wifi {s}: {pw}",
    "wifi {s} ka password {pw} sai",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return _r(rng, "ACDEFHJKLMNPRTUVWXY34679", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j("sz_pr_", (HEX, 24)), _j((UPPER_HEX, 40)),
                 _j("ramp_sec_", (ALNUM, 24)), _j((LOWER_DIGITS, 32))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[voice typing] {t}",
          "(broken up so the chat doesn't preview it) {t}", "leh me spell it out: {t}",
          "i-spell ko saimo: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    if index % 3 == 2:
        return {"t": "-".join(token[k : k + 4] for k in range(0, len(token), 4))}
    sep = [" ", ". "][index % 2]
    return {"t": sep.join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["de gate code is {pw}", "an code kan gate: {pw}", "ikhodi yesango: {pw}",
          "der Code fer die Scheier-Dier: {pw}", "kode pintu pagar: {pw}", "kode ni pintu: {pw}",
          "gate ka code {pw} sai", "the server-room keypad code is {pw}",
          "key lockbox at the clinic back door: {pw}"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["steelpan", "hummingbird", "cocoa", "volcano", "abaca", "carabao", "impala",
                 "kraal", "buggy", "quilt", "hornbill", "longboat", "lagoon", "coconut", "bajra",
                 "tractor"]  # fmt: skip
_PHRASES = {"VeraCrypt volume passphrase: {p}": " ", "passphrase for the Bitwarden export: {p}": " ",
            "age key passphrase: {p}": "-", "LUKS passphrase on the NUC: {p}": " ",
            "de disk passphrase is {p}": " ", "an passphrase kan backup: {p}": ".",
            "Passphrase fer die Festplatte: {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://gatus.arima.lan/api/v1/endpoints/statuses": True,
    "Gatus endpoint headers:\n  Authorization: \"Basic {v}\"": True,
    "Authorization: Bearer {v}": False,
    "wget --header='Authorization: Bearer {v}' https://signoz.arima.lan/api/v1/services": False,
    "SOGo proxy: RequestHeader set Authorization \"Basic {v}\"": True,
    "fetch(url, {{ headers: {{ 'Authorization': `Bearer {v}` }} }})": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [URLSAFE, ALNUM, HEX][index % 3], 44)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "guacamole.properties:\npostgresql-hostname: db\npostgresql-username: guacamole_user\npostgresql-password: {pw}",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    "phpIPAM config.php:\n$db['user'] = 'phpipam';\n$db['pass'] = '{pw}';",
    "/etc/foreman-installer/scenarios.d/foreman-answers.yaml:\nforeman:\n  initial_admin_password: {pw}",
    "Gatus config.yaml:\nalerting:\n  email:\n    from: gatus@arima.lan\n    username: gatus\n    password: {pw}",
    "SigNoz clickhouse users.xml: <default><password>{pw}</password></default>",
    "OpenObserve .env:\nZO_ROOT_USER_EMAIL=ops@arima.lan\nZO_ROOT_USER_PASSWORD={pw}",
    "GlitchTip compose.yml:\n  postgres:\n    environment:\n      POSTGRES_PASSWORD: {pw}",
    "Headscale config.yaml:\ndatabase:\n  type: postgres\n  postgres:\n    user: headscale\n    pass: {pw}",
    "HedgeDoc config.json: \"db\": {{\"username\": \"hedgedoc\", \"password\": \"{pw}\"}}",
    "Etherpad settings.json: \"users\": {{\"admin\": {{\"password\": \"{pw}\", \"is_admin\": true}}}}",
    "Defguard .env:\nDEFGUARD_DB_PASSWORD={pw}",
    "Tactical RMM local_settings.py:\nDATABASES = {{'default': {{'USER': 'tactical', 'PASSWORD': '{pw}'}}}}",
    "TeamSpeak ts3db_mariadb.ini:\n[config]\nusername=teamspeak\npassword={pw}",
    "MAAS regiond.conf:\ndatabase_user: maas\ndatabase_pass: {pw}",
    "Firezone .env:\nDATABASE_PASSWORD={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Shivani: wha is de password for de front desk PC?\nRajesh: {pw}",
    "[08:41] marites: pw sa jump host?\n[08:42] rodel: {pw}",
    "Rebecca: {pw} is the new Kasm admin password",
    "Manju: use {pw} na, vo root ka sai",
    "Keisha: de new password is {pw}",
    "Jocelyn: an bagong password {pw}",
    "Nomsa: liphasiwedi lelisha ngu-{pw}",
    "Aulia: password hanyar {pw}",
    "Rumondang: password na imbaru {pw}",
    "Tepaeru: te password ou ko {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200dword: {pw}", "p\u00adass\u00adword = {pw}", "pass\u2063word is {pw}",
    "pаsswоrd: {pw}", "ᴘᴀssᴡᴏʀᴅ: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱: {pw}", "Pass\u2011watt: {pw}",
    "liphasi\u200bwedi: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout24's proportions).
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
    "the password for the Guacamole admin is": "{s}", "RustDesk pw:": "{s} (set on Tuesday)",
    "meh email password is": "{s}", "Atera technician password": "{s}\nrotate after the audit",
    "an password ko iyo an": "{s}", "liphasiwedi lami:": "{s}", "Passwatt:": "{s}",
    "Kasm admin password": "{s}", "the password Togar read out on the call was": "{s}, I think",
    "password ulun:": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Mezmo ingestion key", "{s}", _j((HEX, 32))),
    ("split_token", "Ramp client secret:", "{s} (prod)", _j("ramp_sec_", (ALNUM, 48))),
    ("split_token", "Worldpay service key", "{s}", lambda g: "L_S_" + v.uuid4(g, "9")),
    ("split_seed", "de seed words for meh wallet", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/30", lambda g: v.grouped(v.card(g, "mastercard"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MU"))),
    ("split_backup", "Proton recovery codes", "{s}\n7hq2m-x4k9d\nw3nt8-p6c2v", lambda g: _r(g, LOWER_DIGITS, 5) + "-" + _r(g, LOWER_DIGITS, 5)),
    ("split_otp", "TOTP setup key", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "Rentenversicherungsnummer", "{s}", _rvnr),
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
    '{"guacamole": {"host": "10.44.0.9", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"Passwatt": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "rodel", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"services": [{"name": "gatus"}, {"name": "snipeit", "db_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["hammer", "-u", "itadmin", "-p", "{s}", "host", "list"]}': ("meta_password", _plain_pw),
    '{"note": "meh email password is {s}"}': ("meta_password", _plain_pw),
    '{"liphasiwedi": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log in as teina with the password {s}"}': ("meta_password", _plain_pw),
    '{"mezmo": {"ingestion_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"rampClientSecret": "{s}"}': ("meta_token", _j("ramp_sec_", (ALNUM, 48))),
    '{"sezzle_private_key": "{s}"}': ("meta_token", _j("sz_pr_", (HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((URLSAFE, 44))),
    '{"billing": {"card_number": "{s}", "exp": "08/33"}}': ("meta_card", lambda g: v.grouped(v.card(g, "discover"), " ", g)),
    '{"payee": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "LB")),
    '{"company": {"abn": "{s}"}}': ("meta_id", _abn),
    '{"mfa": {"backup_codes": ["{s}", "40817263", "19350472"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"cookie_secret": "{s}"}': ("meta_key", lambda g: v.hex_key(g, 64)),
    '{"clinic": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "TSTT-Home-4C2A", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"django-5.2.8-py3-none-any.whl").hexdigest()
_NPM_SHA512 = base64.b64encode(hashlib.sha512(b"vite-7.2.4.tgz").digest()).decode()
_GO_SUM = base64.b64encode(
    hashlib.sha256(b"github.com/juanfont/headscale v0.27.1").digest()
).decode()
_IMAGE = hashlib.sha256(b"docker.io/guacamole/guacamole:1.6.0").hexdigest()
_COMMIT = hashlib.sha1(b"rmm: add the Atera webhook", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"guac: pin 1.6.0", usedforsecurity=False).hexdigest()[:8]
_SHA1_ISO = hashlib.sha1(b"proxmox-ve_9.1-1.iso", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to reset the AnyDesk password before the trip to Avarua on 2026-12-21.",
    "Dwayne asked for the guest wifi password; it's on the card at reception.",
    "Policy: passwords of 16 characters or more, kept only in Vaultwarden.",
    "Please don't paste passwords into GroupMe; send a vault link instead.",
    "The `.env.example` line `RAMP_CLIENT_SECRET=changeme` is a placeholder; the real one is in the vault.",
    "`POSTGRES_PASSWORD: example` in the GlitchTip sample compose file is the upstream placeholder.",
    "Replace <YOUR_API_KEY> in the README with a key from Settings › API.",
    "DUITKU_MERCHANT_KEY and MEZMO_INGESTION_KEY must be set before the nightly deploy.",
    "Doh give nobody yuh password, eh.",
    "Dai mo ipaaram an password mo kiisay man.",
    "Ungatjeli muntfu liphasiwedi lakho.",
    "Sag niemand dei Passwatt.",
    "Jangan bapadah password lawan siapa-siapa.",
    "Unang paboa password mu tu manang ise.",
    "Kare e tuku i taau password ki tetai.",
    "apna password kise nai batana.",
    "La contraseña debe tener doce caracteres como mínimo.",
    "Das Passwort muss alle 180 Tage geändert werden.",
    "Le mot de passe doit contenir un chiffre.",
    "A senha não pode repetir as últimas cinco.",
    "Upgraded Guacamole from 1.5.5 to 1.6.0 and Snipe-IT to 8.3.4 on Sunday.",
    f"commit {_COMMIT} adds the Atera webhook.",
    f"Rolled back to {_SHORT} after the Guacamole update broke RDP.",
    f"requirements.txt: Django==5.2.8 --hash=sha256:{_WHEEL_SUM}",
    f"package-lock.json: \"integrity\": \"sha512-{_NPM_SHA512}\"",
    f"go.sum: github.com/juanfont/headscale v0.27.1 h1:{_GO_SUM}",
    f"The remote gateway runs guacamole/guacamole@sha256:{_IMAGE}.",
    f"SHA1 of the Proxmox ISO is {_SHA1_ISO}, same as the download page.",
    "Request id 3c9d5a12-8e4f-4b7a-9d21-6f0e8b3c7a45 is the slow one in SigNoz.",
    "Order 113-4820917-6630152 arrives Thursday.",
    "ticket SNIPE-4417: asset tags print twice since the upgrade.",
    "Call the Arima clinic on +1 868 667 2241 before 3 pm.",
    "Parcel LX482019364TT is waiting at the Chaguanas post office.",
    "Router: Ubiquiti UDR7, UniFi OS 4.3.9.",
    "The ThinkCentre needs BIOS M4AKT5FA before the dock firmware.",
    "After six wrong passwords the AnyDesk session is blocked for 10 minutes.",
    "The model takes 128k tokens of context and answers with at most 8,192 tokens.",
    "The secret to good bake and shark is a hot tawa and patience.",
    "Ask Levi for the gate code, I don't know it.",
    "My card ending 4417 was declined at the Naga market.",
    "The bank portal wants the IBAN without spaces.",
    "Print the recovery codes and keep them with the passports.",
    "No wallet support agent will ever ask you for your seed phrase.",
    "Keep `TWOC2P_SECRET_KEY` in the secret store, never in the repository.",
    "The keypad beeps three times when the code is wrong.",
    "v2.14.0-beta.3 fixes the API key page in OpenObserve.",
    "Workspace id 8b2f6e40-1c7d-4a95-b3e8-d2a04f6c9e17 is in every shared link.",
    "The café wifi 'Avarua-Free-WiFi' is open, no password needed.",
    "Standup moved to 2026-12-08 09:30 AST, room Steelpan.",
    "Il PIN della carta non va mai detto a nessuno.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2026-11-21T08:15:00Z", "password_min_length": 16}',
    '{"secret_ref": "vault/rmm/mezmo", "rotate_every_days": 60}',
    f'{{"commit": "{_COMMIT}", "build": 5127}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "django", "version": "5.2.8"}}',
    '{"ticket": "SNIPE-4417", "order": "113-4820917-6630152"}',
    '{"router": {"model": "UDR7", "unifi_os": "4.3.9"}}',
    '{"phone": "+1 868 667 2241", "city": "Arima"}',
    '{"mfa_enabled": true, "recovery_codes_left": 6, "max_tokens": 8192}',
    '{"request_id": "3c9d5a12-8e4f-4b7a-9d21-6f0e8b3c7a45", "latency_ms": 2210}',
    '{"env_example": "RAMP_CLIENT_SECRET=changeme", "ssid": "Avarua-Free-WiFi", "open": true}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
