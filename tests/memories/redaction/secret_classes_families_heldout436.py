# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and thirty-third's
docstring, the fifth to four hundred and thirty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (434, 435, 437), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (436_718_254), password words (a
thing of the islands with a number and a sign, `ConchHutia47!`; a place and a year joined by
dots, `kew.town.1987`; leet `Fl4m1ng0#`; random runs with a sign; dashed generator groups; a
person and a cay, `marvalyn1979@SaltCay`).

The fictional company is Salina Reef Holdings Ltd. of Providenciales, Turks and Caicos Islands:
Chalk Sound Villa Stewards (an invented villa manager on Providenciales), Front Street Shore
Excursions (an invented cruise-port tour firm on Grand Turk) and Bottle Creek Conch Nursery (an
invented conch farm on North Caicos). Staff: Kendrick Hamilton (IT), Marvalyn Gardiner (the villa
office, in Turks and Caicos Creole), Wisly Jean-Baptiste (groundskeeper, in Haitian Creole),
Yokasta Peña (housekeeper from Santiago, in Dominican Spanish), Captain Delancy Rolle (the tour
boat's captain from Eleuthera, in Bahamian English) and Réjean and Ghislaine Tremblay (snowbird
owners of Villa Casuarina from Trois-Rivières, in Canadian French). Every company, person,
address, domain (`salinareef.lan`, `chalksound-villas.example`, `frontstreet-tours.example`,
`bottlecreek-conch.example`), account and number is invented; only the region is real. Texts:
WhatsApp and SMS chats, tickets, notes, runbooks, shell history, config and env files, URLs,
voice-note transcripts and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`,
`/`, `|`, `::`, a tab, `da`, `se`, `e'`, `is`, `c'est`, `—`, a new line, a question then its
answer, a value said first and named after.

Grep counts (heldouts 5 to 433, grep -l): none for `snowbird`, `Blue Hills`, `Kew Town`; two for
`Providenciales`, `Turks and Caicos`, `Grand Turk`, `Cockburn`, `kreyòl`, `Bahamian`; three to
nine for `Guesty`, `Hostaway`, `Lodgify`, `Rezdy`, `Checkfront`, `Beds24`, `FareHarbor`, `Bokun`,
`Haitian`, `Québec`, `Paddle`, `Lemon Squeezy`, `do.ncf`; ten or more for `conch`, `Resend`,
`do.cedula`, `do.rnc`, `ca.bn`, `ca.sin`, and every IBAN country tried (British Virgin Islands
and Saint Lucia least).
Languages: about half English, config or shell; the rest in Turks and Caicos Creole as texted
(`da`, `fa`, `bey`, `ya'll`, `leh me know`), Haitian Creole (`modpas la se`, `pa bay pèsonn`),
the Spanish of a Dominican worker (`la clave e'`, `klk`, `manito`, `tato`, `vaina`), the
Bahamian English of a boat captain (`da password fa`, `ya hear`, `bey`) and the Canadian French
of a snowbird owner (`le mot de passe c'est`, `pis`, `tsé`, `icitte`). The Turks and Caicos and
Bahamian spellings, the Dominican texting and the Québécois wordings are my guesses.
Vendors: the invented ConchPay, CaicosBook, SaltCayRes and ReefDive Cloud, plus Guesty,
Hostaway, Lodgify, Rezdy, Checkfront, Beds24, FareHarbor and Bokun under the words around their
keys, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm,
SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault,
Tailscale, Groq, Replicate, Perplexity, xAI, Brevo, NVIDIA, Docker Hub, Databricks, Pulumi and
age shapes. Ids: the Dominican cédula and RNC, Canada's SIN and BN, British Columbia's PHN and the
US SSN and ITIN, each drawn until its `stdnum` module validates it. IBANs of the British Virgin
Islands, Saint Lucia, the Dominican Republic and France, checked with `stdnum.iban`; seed phrases
from `mnemonic`'s English, Spanish and French lists, each checked with `Mnemonic.check`; cards
pass Luhn (Visa, Mastercard, Amex, Discover and JCB prefixes).
Measured once; a miss here is reported, not tuned on.
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
from stdnum.ca import bc_phn
from stdnum.do import cedula, rnc
from stdnum.us import itin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 436_718_254
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_THINGS = ["Conch", "Hutia", "Iguana", "Flamingo", "Bonefish", "Grouper", "Mangrove", "Sapodilla",
           "Frigate", "Casuarina", "Seagrape", "Lobster", "Snapper", "Stingray", "Coral",
           "Saltpan", "Donkey", "Potcake"]  # fmt: skip
_PLACES = ["GraceBay", "Leeward", "ChalkSound", "TurtleCove", "BlueHills", "KewTown", "Whitby",
           "BottleCreek", "SaltCay", "Cockburn", "Sapodilla", "LongBay", "Taylor", "Wheeland",
           "FiveCays", "Northwest", "Parrot", "Pine"]  # fmt: skip
_NAMES = [
    "Kendrick",
    "Marvalyn",
    "Wisly",
    "Yokasta",
    "Delancy",
    "Rejean",
    "Ghislaine",
    "Shanique",
    "Dwight",
    "Nadege",
    "Fritznel",
    "Yaneris",
    "Ervin",
    "Lashanda",
    "Mackenson",
    "Odalys",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Fl4m1ng0", "C0nch", "Hut14", "1gu4n4", "B0n3f1sh", "Gr0up3r", "M4ngr0v3", "C0r4l"]


def _pw(g: random.Random) -> str:
    pick = g.randrange(9)
    if pick == 0:
        return f"{g.choice(_THINGS)}{g.choice(_THINGS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"
    if pick == 1:
        place = g.choice(_PLACES).lower()
        return f"{place[:4]}.{place[4:]}.{g.randrange(1960, 2031)}"
    if pick == 2:
        return f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.randrange(100, 1000)}"
    if pick == 3:
        return _r(g, ALNUM + "!$%&?", 15)
    if pick == 4:
        return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))
    if pick == 5:
        return f"{g.choice(_NAMES).lower()}{g.randrange(1955, 2010)}@{g.choice(_PLACES)}"
    if pick == 6:
        return f"{g.choice(_THINGS)}_{g.choice(_PLACES)}_{g.randrange(10, 100)}{g.choice('!#?')}"
    if pick == 7:
        return _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS)
    return _r(g, ALNUM, 14)


def _plain_pw(g: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(g, _pw, lambda s: all(c in ALNUM + "._-" for c in s))


_USERS = ["kendrick", "marvalyn.g", "wisly", "yokasta", "capt.rolle", "rejean.t", "ghislaine",
          "shanique", "dwight.h", "fritznel", "yaneris", "ervin", "svc-villas", "tours-ops",
          "conch-lab", "frontdesk"]  # fmt: skip
_SSIDS = [
    "ChalkSound-Guest",
    "Villa Casuarina 5G",
    "FrontStreet Ops",
    "BottleCreek Hatchery",
    "Casuarina Pool House",
    "SalinaReef Staff",
    "Conch Lab 2.4",
    "Dive Shed Wifi",
]


def _fill(g: random.Random, template: str, secret: str) -> str:
    return (template.replace("{u}", g.choice(_USERS)).replace("{net}", g.choice(_SSIDS))).replace(
        "{s}", secret
    )


def _same(cls: str, templates: list[str], make: Maker) -> Taker:
    """``n`` samples of ``cls``: the templates in turn, each with a fresh secret of ``make``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            out.append(Sample(cls, _fill(rng, template, secret), secret))
        return out

    return take


def _each(cls: str, rows: list[tuple[str, Maker]]) -> Taker:
    """``n`` samples of ``cls``: the rows in turn, each with a fresh secret of its own maker."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in v.cycle(rng, rows, n):
            secret = make(rng)
            out.append(Sample(cls, _fill(rng, template, secret), secret))
        return out

    return take


_SAID = [
    "WhatsApp, Kendrick: the Guesty admin password is {s}",
    "Villa Casuarina pool controller password: {s}",
    "note to self: Hostaway owner portal password = {s}",
    "ticket SR-4471: Lodgify login broken, current password -> {s}",
    "the Front Street booking kiosk password → {s}",
    "Rezdy staff password => {s}",
    "runbook step 4: log into the hatchery PLC, password :: {s}",
    "Checkfront password\t{s}",
    "Beds24 master password | {s}",
    "voice note: okay so the FareHarbor dashboard password is {s} got it",
    "hatchery aerator panel / password / {s}",
    "Please remember my Republic Bank TCI online banking password, it's {s}",
    "the new password for the dive-shed NAS is\n{s}",
    "Bokun supplier password changed to {s} on Tuesday",
    "Marvalyn: password fa de villa laptop — {s}",
    "Ubiquiti controller at the conch lab, admin password: `{s}`",
    "Cruise-day tablet (Grand Turk pier) password is \"{s}\"",
    "Password for the Salt Cay gate camera NVR: ({s})",
    "email from Kendrick: the Synology at Leeward has password [{s}] until Friday",
    "SMS: yuh password fa de office computer da {s}",
    "Marvalyn: de Guesty password da {s}, doh tell nobody",
    "me password fa de villa email da {s} bey",
    "ya'll, de new password fa de booking laptop is {s}",
    "Kendrick say de router password now {s}, leh me know if it doh work",
    "Wisly: modpas la se {s}",
    "modpas òdinatè biwo a se {s}, pa bay pèsonn li",
    "men modpas kamera yo: {s}",
    "Wisly: nouvo modpas pou tablèt jaden an se {s}",
    "Yokasta: klk, la clave de la compu e' {s}",
    "la contraseña del correo es {s} manito",
    "tato, la clave del sistema de reservas: {s}",
    "oye la clave nueva de la tablet e' {s}, no se la den a nadie",
    "Cap Rolle: bey, da password fa da boat tablet is {s}",
    "da password fa da chartplotter account is {s}, ya hear",
    "Cap say da new password fa da tour laptop {s}",
    "Réjean: le mot de passe du portail Desjardins c'est {s}",
    "Ghislaine: mot de passe de la tablette de la villa : {s}",
    "le mot de passe icitte pour le système d'alarme c'est {s}, pis oublie pas",
    "Réjean: mon nouveau mot de passe Videotron c'est {s} tsé",
    "Assistant, store this: CaicosBook admin password {s}",
    "remember the password for the conch hatchery log server: {s}",
    "passwd for the Grace Bay villa's Sonos account: {s}",
    "pwd={s} (pool pump web UI)",
    "The Front Street Shore Excursions PayPal password was reset to {s}.",
    "Ops log 2031-02-03: Kendrick set the Leeward NAS password to {s}",
]  # fmt: skip

_ASKED = [
    "Shanique: what's the password for the Casuarina villa tablet?\nKendrick: {s}",
    "wha de password fa de office printer?\nMarvalyn: {s}",
    "ki modpas wifi a?\nWisly: {s}",
    "¿cuál e' la clave del wifi de la villa?\nYokasta: {s}",
    "Ghislaine: c'est quoi le mot de passe de la tv?\nRéjean: {s}",
    "{s} — that's the Guesty password, don't lose it",
    "{s}, dat da password fa de villa laptop",
    "{s} se modpas la pou òdinatè biwo a",
    "{s} e' la clave del correo, manito",
    "{s} c'est le mot de passe du portail, pis garde-le pour toi",
    "type {s} at the prompt; that's the admin password for the hatchery PLC",
    "{s} is what I set for the booking kiosk",
    "Cap: {s} — da password fa da chartplotter, ya hear",
    "Q: password for the Rezdy staff login? A: {s}",
]  # fmt: skip

_LOGINS = [
    "Guesty login: {u} / {s}",
    "creds {u}:{s}",
    "Hostaway user {u}, password {s}",
    "sign into the FareHarbor dashboard as {u} with {s}",
    "| system | user | password |\n|---|---|---|\n| Beds24 | {u} | {s} |",
    "login: {u}\npassword: {s}",
    "username={u} password={s}",
    "u={u} p={s}",
    "{u}@chalksound-villas.example:{s}",
    "- host: nas-leeward\n  user: {u}\n  password: {s}",
    "system,user,password\nrezdy,{u},{s}",
    "creds for the Checkfront admin are {u} and {s}",
    "Lodgify › Villas › Casuarina: {u} — {s}",
    "ssh {u}@hatchery.salinareef.lan (password {s})",
    "admin / {s}",
    "root:{s}",
    "de login da {u} an de password da {s}",
    "itilizatè a se {u}, modpas la se {s}",
    "usuario {u} y la clave e' {s}",
    "Cap say da login is {u} an' da password {s}",
    "utilisateur {u}, mot de passe {s}",
    "user: {u} | pass: {s}",
    "Bokun account {u} pw {s}",
    "login {u} and {s}",
]  # fmt: skip

_SPELL_WORDS = [
    "casuarina",
    "sapodilla",
    "bonefish",
    "potcake",
    "seagrape",
    "hutia",
    "frigate",
    "leeward",
    "whelk",
    "sisal",
    "cassava",
    "johnnycake",
    "grouper",
    "mangrove",
]
_SPELLED = [
    "the password is the word {w}, all small letters, then {d}",
    "password: {w} with a capital first letter and {d} at the end",
    "it's the name of the villa dog, {w}, followed by {d}",
    "voice note: wifi password is {w} and after that {d}, no space",
    "type {w}, then {d}; that's the admin password",
    "it's {w}{d}, word and number run together",
    "de password da de word {w}, den {d}",
    "modpas la se mo {w}, apre sa {d}",
    "la clave e' la palabra {w} y después el {d}",
    "da password is da word {w} den {d}, ya hear",
    "le mot de passe c'est le mot {w}, pis {d} à la fin",
    "spell it: {w}, all lowercase, then the digits {d}",
    "the password is the word {w} followed by {d}",
    "Kendrick dictated: {w} then {d} for the NAS",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_SPELL_WORDS), str(rng.randrange(100, 100_000))
        secret = word + number if "{w}{d}" in template else word
        text = template.replace("{w}", word).replace("{d}", number)
        out.append(Sample("spelled_password", text, secret))
    return out


_CLI = [
    "sshpass -p '{s}' ssh {u}@nas.salinareef.lan",
    "mysql -h db.salinareef.lan -u {u} -p'{s}' bookings",
    "redis-cli -h cache.salinareef.lan -a '{s}' ping",
    "docker login registry.salinareef.lan -u {u} -p '{s}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{s}'",
    "smbclient //files.salinareef.lan/villas -U '{u}%{s}'",
    "curl -u {u}:{s} https://api.frontstreet-tours.example/v1/manifests",
    "PGPASSWORD='{s}' psql -h db.salinareef.lan -U {u} conchfarm",
    "mongosh 'mongodb://hatch.salinareef.lan' -u {u} -p '{s}'",
    "lftp -u {u},'{s}' sftp://files.bottlecreek-conch.example",
    "zip -P '{s}' payroll-2031.zip payroll.xlsx",
    "7z a -p'{s}' owners.7z owners/",
    "openssl enc -aes-256-cbc -in guests.csv -out guests.enc -pass pass:'{s}'",
    "gpg --batch --passphrase '{s}' -c manifest.pdf",
    "xfreerdp /v:frontdesk.salinareef.lan /u:{u} /p:'{s}'",
    "sqlcmd -S acct.salinareef.lan -U {u} -P '{s}' -Q 'select 1'",
    "plink -ssh {u}@boat-tablet.lan -pw '{s}'",
    "ipmitool -I lanplus -H bmc1.salinareef.lan -U {u} -P '{s}' chassis status",
    "mosquitto_pub -h mqtt.bottlecreek-conch.example -u {u} -P '{s}' -t tanks/temp -m 27.4",
    "keytool -genkeypair -alias kiosk -keystore kiosk.jks -storepass '{s}'",
    "echo '{s}' | sudo -S systemctl restart hatchery-pumps",
    "kinit {u}@SALINAREEF.LAN <<< '{s}'",
    "echo '{s}' | passwd --stdin {u}",
    "net use Z: \\\\files.salinareef.lan\\villas '{s}' /user:SALINA\\{u}",
    "ldapsearch -x -D 'cn={u},dc=salinareef,dc=lan' -w '{s}' -b dc=salinareef,dc=lan",
    "rabbitmqctl add_user {u} '{s}'",
    "cqlsh tanks.salinareef.lan -u {u} -p '{s}'",
    "restic -r sftp:backup@nas:/restic --password-command \"echo '{s}'\" snapshots",
    "ssh-keygen -t ed25519 -N '{s}' -f ~/.ssh/boat_tablet",
    "mega-login {u}@frontstreet-tours.example '{s}'",
    "sqlplus {u}/{s}@//ora.salinareef.lan:1521/ACCT",
    "rclone config create villas sftp host files.lan user {u} pass '{s}'",
    "wp user update {u} --user_pass='{s}'",
    "mariadb -u{u} -p{s} -e 'show databases'",
]  # fmt: skip

_URLS = [
    "postgres://{u}:{s}@db.salinareef.lan:5432/bookings",
    "DATABASE_URL=mysql://{u}:{s}@mysql.salinareef.lan/villas",
    "redis://:{s}@cache.salinareef.lan:6379/0",
    "amqp://{u}:{s}@mq.frontstreet-tours.example:5672/tours",
    "mongodb+srv://{u}:{s}@hatchery.bottlecreek-conch.example/tanks",
    "ftp://{u}:{s}@ftp.salinareef.lan/owner-statements/",
    "https://{u}:{s}@git.salinareef.lan/villas/checkin.git",
    "smtp://{u}:{s}@mail.chalksound-villas.example:587",
    "socks5://{u}:{s}@:1080",
    "git clone https://{u}:{s}@git.salinareef.lan/tours/manifests.git",
    "jdbc:postgresql://db.salinareef.lan/acct?user={u}&password={s}",
    "sftp://{u}:{s}@files.bottlecreek-conch.example:22/logs",
]  # fmt: skip

_CONFIGS = [
    "# .env (booking-sync)\nGUESTY_USER=ops\nDB_PASSWORD={s}\nDB_HOST=db.salinareef.lan",
    "database:\n  host: db.salinareef.lan\n  user: villas\n  password: {s}",
    "[mysql]\nuser = tours\npassword = {s}\nhost = db.salinareef.lan",
    "define('DB_PASSWORD', '{s}');",
    "db.salinareef.lan:5432:bookings:villas:{s}",
    "machine files.salinareef.lan login kendrick password {s}",
    "apiVersion: v1\nkind: Secret\nstringData:\n  SMTP_PASSWORD: {s}",
    "variable \"db_password\" {\n  default = \"{s}\"\n}",
    "DATABASES = {'default': {'USER': 'conch', 'PASSWORD': '{s}'}}",
    "account frontstreet\nhost mail.frontstreet-tours.example\nuser tours\npassword {s}",
    "environment:\n  - POSTGRES_PASSWORD={s}\n  - POSTGRES_USER=villas",
    "spring.datasource.password={s}",
    "<add key=\"SmtpPassword\" value=\"{s}\" />",
    "export MQTT_PASS='{s}'",
    "{\"hatchery\": {\"plc_password\": \"{s}\", \"host\": \"10.20.0.5\"}}",
    "SMTP_PASS: \"{s}\"",
    "ADMIN_PASSWORD = \"{s}\"  # kiosk, change later",
    "[hostaway-sync]\nsecret = {s}",
    "set -x MARIADB_ROOT_PASSWORD {s}",
    "poll mail.chalksound-villas.example proto imap user ops password '{s}'",
]  # fmt: skip


def _vendor_rows() -> list[tuple[str, Maker]]:
    return [
        ("GITHUB_TOKEN={s}", _j("ghp_", (ALNUM, 36))),
        ("gitlab deploy token: {s}", _j("glpat-", (URLSAFE, 20))),
        ("Slack bot for #villa-ops: {s}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
        ("stripe live key {s} (ConchPay checkout)", _j("sk_live_", (ALNUM, 24))),
        ("OPENAI_API_KEY={s}", _j("sk-proj-", (URLSAFE, 48))),
        ("anthropic key for the concierge bot: {s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
        ("aws_access_key_id = {s}", _j("AKIA", (UPPER_DIGITS, 16))),
        ("aws_secret_access_key = {s}", _j((B64, 40))),
        ("Google Maps key for the tours site: {s}", _j("AIza", (URLSAFE, 35))),
        ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
        ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
        ("SENDGRID_API_KEY={s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
        ("Twilio API key SID {s}", _j("SK", (HEX, 32))),
        ("telegram bot token for the boat alerts: {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
        ("password = {s}  # pypi upload", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
        ("Shopify token for the conch shop: {s}", _j("shpat_", (HEX, 32))),
        ("DIGITALOCEAN_TOKEN={s}", _j("dop_v1_", (HEX, 64))),
        ("Linear key: {s}", _j("lin_api_", (ALNUM, 40))),
        ("grafana service account token {s}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
        ("postman api key -> {s}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
        ("VAULT_TOKEN={s}", _j("hvs.", (URLSAFE, 24))),
        ("tailscale auth key for the boat router: {s}", _j("tskey-auth-", (ALNUM, 12), "-",
                                                             (ALNUM, 30))),
        ("GROQ_API_KEY={s}", _j("gsk_", (ALNUM, 52))),
        ("replicate token {s}", _j("r8_", (ALNUM, 37))),
        ("perplexity: {s}", _j("pplx-", (ALNUM, 48))),
        ("XAI_API_KEY={s}", _j("xai-", (ALNUM, 80))),
        ("Brevo key for the owner newsletters: {s}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
        ("NVIDIA_API_KEY={s}", _j("nvapi-", (URLSAFE, 64))),
        ("docker hub PAT {s}", _j("dckr_pat_", (URLSAFE, 27))),
        ("databricks token: {s}", _j("dapi", (HEX, 32))),
        ("PULUMI_ACCESS_TOKEN={s}", _j("pul-", (HEX, 40))),
        ("# age key for the owners' vault\n{s}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
        ("Guesty API key: {s}", _j((HEX, 32))),
        ("Hostaway client secret = {s}", _j((HEX, 64))),
        ("Lodgify API key {s}", _j((URLSAFE, 40))),
        ("Rezdy API key: {s}", _j((HEX, 32))),
        ("Checkfront API token → {s}", _j((HEX, 40))),
        ("Beds24 integration broken, current key {s}", _j((ALNUM, 32))),
        ("FareHarbor API key for Front Street: {s}", lambda g: v.uuid4(g, "8")),
        ("Integrations › Bokun: {s}", _j((ALNUM, 32))),
        ("ConchPay API key: {s}", _j("cp_live_", (ALNUM, 32))),
        ("CaicosBook secret key {s}", _j((HEX, 48))),
        ("SaltCayRes api_key={s}", _j((ALNUM, 40))),
        ("ReefDive Cloud token: {s}", _j("rdc_", (URLSAFE, 40))),
        ("Marvalyn: de Guesty API key da {s}", _j((HEX, 32))),
        ("kle API ConchPay a se {s}", _j("cp_live_", (ALNUM, 32))),
        ("la llave del API de Rezdy e' {s}", _j((HEX, 32))),
        ("clé d'API Lodgify pour la villa : {s}", _j((URLSAFE, 40))),
        ("Cap: da FareHarbor key is {s}", lambda g: v.uuid4(g, "9")),
        ("x-api-key: {s}", _j((ALNUM, 40))),
    ]  # fmt: skip


_BARE = [
    "pasted by mistake in #villa-ops: {s}",
    "{s}",
    "Kendrick: use {s} for the sync job",
    "the string on the back of the kiosk router box: {s}",
    "Authorization: Bearer {s}",
    "curl -H 'X-Auth: {s}' https://api.salinareef.lan/health",
    "keep this safe → {s}",
    "de long code Kendrick send me: {s}",
]  # fmt: skip

_HEXES = [
    "AES key for the villa door locks: {s}",
    "encryption_key = {s}",
    "SECRET_KEY_BASE={s}",
    "hatchery HMAC secret {s}",
    "{s}\nthat's the master key for the owner vault",
    "lock bridge pairing key: {s}",
    "WEBHOOK_SECRET={s}",
    "la clave de cifrado e' {s}",
    "clé de chiffrement : {s}",
    "kle chifreman an se {s}",
]  # fmt: skip


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iat": g.randrange(1_800_000_000, 1_900_000_000),
                     "aud": g.choice(["villas", "tours", "hatchery"])})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {s}",
    "guest portal session: {s}",
    "token={s}",
    "JWT for the hatchery API {s}",
    "Kendrick: try with this jwt {s}",
    "cookie: sid={s}; Path=/",
    "de token fa de booking app: {s}",
    "le jeton de la tablette : {s}",
]  # fmt: skip


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = _r(g, B64, 64 * g.randrange(5, 9))
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "deploy key for the villa site:\n{s}",
    "{s}",
    "Kendrick, here's the boat tablet's ssh key\n{s}\ndelete after",
    "tls.key: |\n{s}",
    "kle prive a:\n{s}",
    "la clé privée du serveur :\n{s}",
]  # fmt: skip

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french")}


def _seed_of(lang: str, words: int) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    return lambda g: str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))


_SEEDS: list[tuple[str, Maker]] = [
    ("seed phrase for the owners' hardware wallet: {s}", _seed_of("english", 12)),
    ("recovery words\n{s}", _seed_of("english", 24)),
    ("Kendrick: backup phrase for the tips wallet -> {s}", _seed_of("english", 12)),
    ("{s}\n^ that's the Ledger phrase, keep it offline", _seed_of("english", 18)),
    ("Marvalyn: de wallet words dem: {s}", _seed_of("english", 12)),
    ("mo sekrè pòtfèy la: {s}", _seed_of("french", 12)),
    ("las palabras de la billetera: {s}", _seed_of("spanish", 12)),
    ("frase semilla: {s}", _seed_of("spanish", 24)),
    ("Réjean: la phrase de récupération c'est {s}", _seed_of("french", 12)),
    ("mnemonic = \"{s}\"", _seed_of("english", 15)),
    ("Cap: da wallet seed is {s}", _seed_of("english", 12)),
    ("phrase de récupération : {s}", _seed_of("french", 24)),
]  # fmt: skip


def _card_maker(brand: str, sep: str) -> Maker:
    return lambda g: v.grouped(v.card(g, brand), sep, g)


_CARDS: list[tuple[str, Maker]] = [
    ("card for the villa deposit: {s} exp 09/33", _card_maker("visa", " ")),
    ("Visa {s}", _card_maker("visa", "")),
    ("owner's Mastercard: {s}", _card_maker("mastercard", "-")),
    ("Amex on file {s}", _card_maker("amex", " ")),
    ("Discover card number {s}", _card_maker("discover", " ")),
    ("JCB {s} for the Japanese cruise group deposit", _card_maker("jcb", "")),
    ("de card number da {s}", _card_maker("visa", " ")),
    ("nimewo kat la se {s}", _card_maker("mastercard", " ")),
    ("el número de la tarjeta e' {s}", _card_maker("visa", "-")),
    ("Réjean: ma carte c'est {s}", _card_maker("mastercard", " ")),
    ("card: {s}", _card_maker("visa", ".")),
    ("Cap card fa da fuel dock {s}", _card_maker("mastercard", "")),
]  # fmt: skip

_CVVS = [
    "security code on the back: {s}",
    "CVV {s}",
    "the three digits on the back are {s}",
    "CVC: {s} exp 04/34",
    "código de seguridad: {s}",
    "les trois chiffres au dos c'est {s}",
]  # fmt: skip


def _iban_of(country: str, spaced: bool) -> Maker:
    shapes = {"VG": "aaaa" + "n" * 16, "LC": "aaaa" + "c" * 24, "DO": "aaaa" + "n" * 20,
              "FR": "n" * 10 + "c" * 11 + "nn"}  # fmt: skip

    def make(g: random.Random) -> str:
        number = v.iban_shaped(g, country, shapes)
        return v.iban_spaced(number) if spaced else number

    return make


_IBANS: list[tuple[str, Maker]] = [
    ("IBAN for the owner payouts: {s}", _iban_of("VG", True)),
    ("pay the boat mechanic to {s}", _iban_of("VG", False)),
    ("IBAN {s} (Saint Lucia supplier)", _iban_of("LC", True)),
    ("wire to {s}", _iban_of("LC", False)),
    ("Yokasta: mi IBAN e' {s}", _iban_of("DO", True)),
    ("cuenta IBAN: {s}", _iban_of("DO", False)),
    ("Ghislaine: l'IBAN de notre compte en France c'est {s}", _iban_of("FR", True)),
    ("IBAN: {s}", _iban_of("FR", False)),
    ("de IBAN fa de conch buyer da {s}", _iban_of("LC", True)),
    ("IBAN pou voye lajan an: {s}", _iban_of("DO", True)),
    ("beneficiary IBAN -> {s}", _iban_of("VG", True)),
    ("Cap: send da deposit to {s}", _iban_of("VG", True)),
]  # fmt: skip


def _cedula(g: random.Random) -> str:
    body = "0" + _r(g, D, 9)
    n = v.until(g, lambda h: body + luhn.calc_check_digit(body), cedula.is_valid)
    return f"{n[:3]}-{n[3:10]}-{n[10]}"


def _rnc(g: random.Random) -> str:
    return v.until(g, _j(g.choice("1345"), (D, 8)), rnc.is_valid)


def _sin(g: random.Random) -> str:
    return v.sin_number(g)


def _bn(g: random.Random) -> str:
    body = _r(g, D, 8)
    return f"{body}{luhn.calc_check_digit(body)}RT0001"


def _phn(g: random.Random) -> str:
    return v.until(g, _j("9", (D, 9)), bc_phn.is_valid)


def _itin(g: random.Random) -> str:
    return v.until(
        g, lambda h: f"9{_r(h, D, 2)}-{h.randrange(70, 89)}-{_r(h, D, 4)}", itin.is_valid
    )


_IDS: list[tuple[str, Maker]] = [
    ("Yokasta: mi cédula e' {s}", _cedula),
    ("cédula de identidad: {s}", _cedula),
    ("Cédula {s} (housekeeping work permit file)", _cedula),
    ("RNC del proveedor: {s}", _rnc),
    ("RNC {s}", _rnc),
    ("Réjean: mon NAS c'est {s}", _sin),
    ("SIN: {s}", _sin),
    ("Social Insurance Number {s}", _sin),
    ("BN for the Trois-Rivières holding: {s}", _bn),
    ("numéro d'entreprise (NE) : {s}", _bn),
    ("Ghislaine's BC PHN: {s}", _phn),
    ("Personal Health Number {s}", _phn),
    ("SSN for the Boston guest's incident form: {s}", v.ssn_number),
    ("social security number: {s}", v.ssn_number),
    ("ITIN {s}", _itin),
    ("Individual Taxpayer Identification Number: {s}", _itin),
    ("de guest SSN da {s}", v.ssn_number),
    ("nimewo sekirite sosyal li: {s}", v.ssn_number),
]  # fmt: skip


def _codes(g: random.Random, n: int, style: int) -> str:
    sep = ["\n", ", ", " "][style % 3]
    return sep.join(v.backup_codes(g, n, style % 4))


_BACKUPS = [
    "Guesty 2FA backup codes:\n{s}",
    "Google backup codes for ops@salinareef.lan: {s}",
    "recovery codes (Stripe)\n{s}",
    "de backup codes fa de villa email: {s}",
    "kòd sekou yo: {s}",
    "códigos de recuperación: {s}",
    "Codes de secours Desjardins : {s}",
    "2FA backup codes for the GitHub org\n{s}",
]  # fmt: skip


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        secret = _codes(rng, rng.randrange(5, 9), i)
        out.append(Sample("backup_codes", template.replace("{s}", secret), secret))
    return out


_TOTP: list[tuple[str, Maker]] = [
    ("TOTP secret for the Hostaway admin: {s}", lambda g: v.totp_secret(g, False)),
    ("setup key {s}", lambda g: v.totp_secret(g, True)),
    ("otpauth://totp/SalinaReef:ops?secret={s}&issuer=SalinaReef", _j((BASE32, 32))),
    ("can't scan the QR code, manual key is {s}", lambda g: v.totp_secret(g, True)),
    ("2FA secret for the FareHarbor account: {s}", lambda g: v.totp_secret(g, False)),
    ("la clé 2FA de Desjardins : {s}", lambda g: v.totp_secret(g, False)),
]  # fmt: skip

_OTPS = [
    "Your ConchPay verification code is {s}",
    "{s} is your Guesty login code. It expires in 10 minutes.",
    "Use {s} to sign in to Lodgify",
    "Marvalyn: de code dem send me da {s}",
    "kòd verifikasyon ou se {s}",
    "Tu código de verificación e' {s}",
    "Votre code de vérification Desjardins : {s}",
    "Cap: da code fa da marina app is {s}",
]  # fmt: skip


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return code if g.random() < 0.75 else f"{code[:3]} {code[3:]}"


def _wifi_key(g: random.Random) -> str:
    pick = g.randrange(3)
    if pick == 0:
        return f"{g.choice(_THINGS)}{g.choice(_PLACES)}{g.randrange(100, 1000)}"
    if pick == 1:
        return _r(g, ALNUM, 16)
    return "-".join(w.lower() for w in g.sample(_THINGS, 3)) + str(g.randrange(10, 100))


_WIFI = [
    "wifi {net} / {s}",
    "network {net} key {s}",
    "WIFI:T:WPA;S:{net};P:{s};;",
    "Guest wifi: {net}\nPassword: {s}",
    "ssid,psk\n{net},{s}",
    "wpa_passphrase=\"{s}\"",
    "the wifi password for {net} is {s}",
    "de wifi password fa de villa da {s}",
    "modpas wifi a se {s}",
    "la clave del wifi e' {s}",
    "le mot de passe du wifi c'est {s}, pis la tv est déjà connectée",
    "Cap: da boat wifi key is {s}",
    "{s} — that's the wifi password for the pool house",
    "wifi? \nMarvalyn: {s}",
    "psk={s}",
    "Network: {net} | WPA2 key: {s}",
]  # fmt: skip

_LOCKS = [
    "lockbox code at Villa Casuarina: {s}",
    "gate code is {s}#",
    "alarm code -> {s}",
    "the safe in the master bedroom opens with {s}",
    "dock locker combo: {s}",
    "debit card PIN {s}",
    "de gate code da {s}",
    "kòd pòtay la se {s}",
    "el código de la puerta e' {s}",
    "le code de la porte c'est {s} tsé",
    "Cap: da ignition key box code is {s}, ya hear",
    "door code for the hatchery shed = {s}",
]  # fmt: skip

_PHRASE_WORDS = ["coral", "lantern", "hammock", "salt", "breeze", "anchor", "tamarind", "pelican",
                 "cistern", "shutter", "veranda", "lighthouse", "dinghy", "papaya", "reef",
                 "donkey", "mooring", "conch"]  # fmt: skip
_PHRASES = [
    "passphrase: {s}",
    "the 1Password master passphrase is {s}",
    "Bitwarden passphrase = {s}",
    "backup disk passphrase → {s}",
    "de passphrase fa de laptop da {s}",
    "la frase de contraseña e' {s}",
    "phrase de passe : {s}",
    "VeraCrypt passphrase for the owners' folder: {s}",
]  # fmt: skip


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _PHRASES, n)):
        secret = [" ", "-", ".", " "][i % 4].join(rng.sample(_PHRASE_WORDS, 4 + i % 2))
        out.append(Sample("passphrase", template.replace("{s}", secret), secret))
    return out


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    templates = ["api key read out: {s}", "Kendrick read me the token: {s}",
                 "the key in groups {s}", "token (as printed) {s}", "de key: {s}",
                 "jeton : {s}"]  # fmt: skip
    seps = [" ", " - ", " · ", "|", " / ", ", "]
    out = []
    for i, template in enumerate(v.cycle(rng, templates, n)):
        raw = _r(rng, ALNUM, 24)
        size = [4, 4, 6, 1, 4, 3][i % 6]
        secret = seps[i % 6].join(raw[k : k + size] for k in range(0, len(raw), size))
        out.append(Sample("spaced_token", template.replace("{s}", secret), secret))
    return out


_PLAN: list[tuple[Taker, int]] = [
    (_same("labelled_password", _SAID, _pw), 60),
    (_same("chat_password", _ASKED, _pw), 14),
    (_same("login_pair", _LOGINS, _pw), 30),
    (_spelled, 14),
    (_same("cli_password", _CLI, _plain_pw), 34),
    (_same("url_credentials", _URLS, _plain_pw), 12),
    (_same("config_file", _CONFIGS, _plain_pw), 20),
    (_each("vendor_token", _vendor_rows()), 50),
    (_same("bare_token", _BARE, _j((ALNUM, 40))), 8),
    (_same("hex_key", _HEXES, _j((HEX, 64))), 10),
    (_same("jwt", _JWTS, _jwt), 8),
    (_same("pem_private_key", _PEMS, _pem), 6),
    (_each("seed_phrase", _SEEDS), 12),
    (_each("card_number", _CARDS), 12),
    (_same("card_code", _CVVS, _j((D, 3))), 6),
    (_each("iban", _IBANS), 12),
    (_each("national_id", _IDS), 18),
    (_backups, 8),
    (_each("otp_secret", _TOTP), 6),
    (_same("otp_code", _OTPS, _otp), 8),
    (_same("wifi_key", _WIFI, _wifi_key), 16),
    (_same("pin_code", _LOCKS, _j((D, 4))), 12),
    (_phrases, 8),
    (_spaced, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# (class, first field, second field with {s}, the secret's maker)
_PAIRS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "Guesty admin password:", "{s}", _pw),
    ("split_password", "the villa laptop password is", "{s} (Marvalyn knows)", _pw),
    ("split_password", "Password", "{s}\nrotated monthly", _pw),
    ("split_password", "de password fa de office computer da", "{s}", _pw),
    ("split_password", "modpas la se", "{s}", _pw),
    ("split_password", "la clave e'", "{s} manito", _pw),
    ("split_password", "Cap say da password is", "{s}, ya hear", _pw),
    ("split_password", "le mot de passe du portail c'est", "{s}", _pw),
    ("split_password", "Lodgify login: frontdesk /", "{s}", _pw),
    ("split_password", "wifi password for the pool house", "{s}", _wifi_key),
    ("split_token", "Rezdy API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (CI)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Bokun secret key", "{s}", _j((ALNUM, 40))),
    ("split_seed", "Ledger recovery words", "{s}", _seed_of("english", 12)),
    ("split_card", "card number", "{s} exp 10/34", _card_maker("visa", " ")),
    ("split_iban", "IBAN", "{s}", _iban_of("VG", True)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, True)),
    ("split_id", "SIN", "{s}", _sin),
    ("split_pin", "lockbox code", "{s}", _j((D, 5))),
    ("split_phrase", "Bitwarden passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _PAIRS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    ('{"guesty": {"url": "https://app.guesty.example", "admin_password": "{s}"}}',
     "meta_password", _plain_pw),
    ('{"modpas": "{s}"}', "meta_password", _plain_pw),
    ('{"clave": "{s}", "usuario": "yokasta"}', "meta_password", _plain_pw),
    ('{"mot_de_passe": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "capt.rolle", "passwd": "{s}"}}', "meta_password", _plain_pw),
    ('{"villas": [{"name": "Casuarina"}, {"name": "Seagrape", "alarm_password": "{s}"}]}',
     "meta_password", _plain_pw),
    ('{"argv": ["mysql", "-u", "tours", "--password", "{s}", "bookings"]}',
     "meta_password", _plain_pw),
    ('{"note": "de password fa de booking laptop da {s}"}', "meta_password", _plain_pw),
    ('{"rezdy": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"conchpayToken": "{s}"}', "meta_token", _j("cp_live_", (ALNUM, 32))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"stripe_key": "{s}"}', "meta_token", _j("sk_live_", (ALNUM, 24))),
    ('{"deposit": {"card_number": "{s}", "exp": "06/35"}}', "meta_card",
     _card_maker("mastercard", " ")),
    ('{"owner": {"iban": "{s}"}}', "meta_iban", _iban_of("LC", False)),
    ('{"guest": {"sin": "{s}"}}', "meta_id", _sin),
    ('{"mfa": {"backup_codes": ["{s}", "48213907", "77310452"]}}', "meta_otp",
     _j((D, 8))),
    ('{"tips_wallet": {"seed_words": "{s}"}}', "meta_seed", _seed_of("english", 12)),
    ('{"door_lock": {"aes_key": "{s}"}}', "meta_key", _j((HEX, 64))),
    ('{"shed": {"padlock_code": "{s}"}}', "meta_pin", _j((D, 4))),
    ('{"wifi": {"ssid": "ChalkSound-Guest", "psk": "{s}"}}', "meta_wifi", _wifi_key),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_WHEEL = hashlib.sha256(b"paho_mqtt-2.1.0-py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"hatchery-plc-fw-3.2.7.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.salinareef.lan/booking-sync:5.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"villas: add hurricane shutter checklist", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"tours: fix cruise-day manifest", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"tank-readings-2031-03.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"owner-statements-2030.pdf").hexdigest()
_B64 = base64.b64encode(b"Villa Casuarina floor plan v3").decode()

CLEAN = [
    f"commit {_COMMIT} adds the hurricane shutter checklist.",
    f"Rolled back to {_SHORT} after the cruise-day manifest broke.",
    f"requirements.txt: paho-mqtt==2.1.0 --hash=sha256:{_WHEEL}",
    f"The hatchery PLC firmware 3.2.7 has SHA-256 checksum {_FIRMWARE}.",
    f"SHA-512 of owner-statements-2030.pdf: {_SHA512}",
    f"booking-sync runs registry.salinareef.lan/booking-sync@sha256:{_IMAGE}",
    f"MD5 of tank-readings-2031-03.csv is {_MD5}",
    "The password policy for the villa laptops is 14 characters, no reuse.",
    "Marvalyn, reset your Guesty password from the login page, don't send it here.",
    "the password is in the team vault under 'Casuarina pool'",
    "Password changed on 2031-02-11 by Kendrick; nothing else to do.",
    "de password fa de villa laptop change, ask Kendrick fa it",
    "Wisly, mande Kendrick modpas la, pa ekri l la a",
    "la clave del wifi la tiene Marvalyn, pregúntale a ella",
    "Cap: I ain' got da password, ask da office, ya hear",
    "Réjean, le mot de passe est dans le carnet bleu, pas icitte",
    "The gate PIN must be 4 to 6 digits and not a birthday.",
    "Your verification code expires in 10 minutes.",
    "Enter the 6-digit code we just sent to your phone.",
    "kòd la ap rive pa SMS",
    "Booking ref FSX-2031-04417 for 14 guests, pier 2.",
    "Order #88213, tracking 1Z 999 AA1 01 2345 6784, arrives Thursday.",
    "Ticket SR-4472: the pool pump trips the breaker again.",
    "Call the office at +1 649 941 5523 or WhatsApp +1 649 232 0871.",
    "The conch farm is at 21.9124, -71.9580, past the Bottle Creek dock.",
    "Card on file ends in 4417 (Visa), expires 09/33.",
    "card: **** **** **** 2291",
    "IBAN: VG** **** **** **** **** ****, see the owner file",
    "Invoice INV-2031-0312: USD 1,450.00 for two nights at Villa Seagrape.",
    "Flight BA 253 lands at PLS 14:35 on 2031-03-08.",
    "Tank 7 salinity 36.2 ppt, temp 27.4 °C, 18,400 larvae.",
    "SKU CONCH-SHELL-L-0042, 36 units in stock.",
    "Version 5.1.3 of booking-sync is deployed; 5.1.2 stays as fallback.",
    "The alarm panel model is DSC PowerSeries PC1864, serial 0311-88213.",
    "Boat registration TCI-3392, VHF channel 16, call sign Salina One.",
    "Hurricane season runs June 1 to November 30.",
    "de gate code change tomorrow, Kendrick gon' send it private",
    "el código de la puerta lo cambian mañana",
    "le code de la porte change demain, Réjean va l'envoyer en privé",
    "Please pass the johnnycake.",
    "The secret to good conch salad is sour orange.",
    "API keys for Rezdy are issued per supplier in the dashboard.",
    "Rotate the Guesty API key every 90 days.",
    "token limit for the concierge bot is 4096 tokens",
    "Backup codes were regenerated; the old ones no longer work.",
    "Turn on 2FA for every staff account before May.",
    "The seed phrase is written on steel and kept in the bank box.",
    "Wifi name ChalkSound-Guest, password printed on the fridge card.",
    "PIN pad at the fuel dock is broken again.",
    f"Attachment floor plan, base64 header {_B64[:12]}…",
    "UUID of the Casuarina listing in the spreadsheet: row 42, column C.",
    "Post code TKCA 1ZZ for every address on the islands.",
    "Grace Bay Road, Providenciales, TKCA 1ZZ — Villa Casuarina, gate 3.",
    "Ferry to North Caicos leaves Walkin Marina at 07:00 and 09:00.",
    "Cruise ship Carnival Mardi Gras docks 2031-03-12, 4,800 passengers.",
    "The hex colour of the new brochure is #1E90FF.",
    "MAC address of the pool controller: 3C:71:BF:4A:02:9E.",
    "Serial number of the NAS: 2140QNR8812.",
    "ISBN 978-0-19-953556-9 is the field guide to Caribbean reef fish.",
    "Coordinates of the dive site: 21°47'12\"N 72°16'05\"W.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-02-11T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/villas/casuarina-pool", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL}", "package": "paho-mqtt", "version": "2.1.0"}}',
    '{"ticket": "SR-4472", "booking_ref": "FSX-2031-04417"}',
    '{"tank": {"id": "T7", "salinity_ppt": 36.2, "larvae": 18400}}',
    '{"phone": "+1 649 941 5523", "city": "Providenciales"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "guests": 14}',
    '{"card_last4": "4417", "card_brand": "visa", "exp": "09/33"}',
    '{"wifi": {"ssid": "ChalkSound-Guest", "password_on": "fridge card"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(t) for t in _CLEAN_METADATA_JSON]
