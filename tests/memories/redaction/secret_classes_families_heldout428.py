# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twenty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-fifth's
docstring, the fifth to four hundred and twenty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (426, 427, 429), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (428_605_173), password words (a
mountain, bay, village or creature of the two islands with a second word, a number and a sign,
`Brimstone!Vervet27`; dot-joined words with a year, `oualie.molineux.2034`; leet
`G1ng3rl4nd#41`; random runs with a sign; dashed generator groups; a person and a village,
`Kamla@Cayon1958`).

The fictional company is Liamuiga Crossings Ltd. of Basseterre, Saint Kitts and Nevis: its ferry
desk on the Basseterre waterfront (invented, beside the real port), Hibiscus Hill Villas (an
invented villa-rental agency in Gingerland, Nevis) and Cane Line Rail Tours (an invented
sugar-train tour operator running out of Needsmust). Staff and partners: Dwayne Liburd (IT),
Sharlene Browne (the ferry desk), Kelvin Hanley (a deckhand who texts in Kittitian Creole),
Yokasta Peña and Wilkin Reyes (housekeeping and maintenance from the Dominican Republic), Sunil
Ramchandani and his mother Kamla (the family's duty-free shop on the Circus, in Devanagari and
in Hinglish), Amélie Gréaux (a Gustavia boat-charter partner in Saint-Barthélemy) and Joost van
Putten (a fuel and provisions supplier in Oranjestad, Sint Eustatius). Every company, person,
address, domain (`liamuiga-crossings.lan`, `hibiscus-villas.example`, `caneline-tours.example`,
`gustavia-charters.example`, `statia-supply.example`), account and number is invented; only the
region is real. Texts: WhatsApp and Signal chats, SMS, tickets, notes, runbooks, shell history,
config and env files, URLs, voice-note transcripts, e-mails and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `a` (Creole "is"), `e'` and
`es`, `है`, `c'est` and `est`, `is`, `—`, a new line, a question then its answer, a value said
first and named after.

Grep counts (heldouts 5 to 425, grep -l): none for `Saint Kitts`, `Sint Eustatius`, `Statia`,
`Saint-Barth`, `Gustavia`, `sugar train`, `kalkie`; one to three for `Oranjestad`,
`Charlestown`, `Basseterre`, `Kittitian`, `dinero`, `Convex`, `Svix`, `Hookdeck`, `Bunny`,
`Knock`, `Lemon Squeezy`, `Fygaro`, `do.ncf`, `IBAN DJ`, `IBAN MN`, `IBAN SO`, `IBAN HN`, `IBAN RU`;
four to ten for `Nevis`, `IBAN SD`, `nl.onderwijsnummer`, `fr.nif`, `Resend`, `Upstash`, `Neon`,
`nl.btw`; eleven to nineteen for `do.cedula`, `do.rnc`, `in_.epic`, `in_.vid`, `fr.tva`,
`nl.bsn`; above twenty for `Hindi`, `Dutch`, `Dominican`, `yuh`, `wachtwoord is`,
`mot de passe c'est`, `ferry`.
Languages: about half English, config or shell; the rest in Kittitian Creole as texted (`de
password a`, `wha de`, `me na know`, `hear nuh`, `fuh`, `dem`), the Spanish of Dominican Republic
workers (`la clave e'`, `klk`, `manito`, `ta to`, `vaina`, `dime a ver`), the Hindi of a shop family
in Devanagari (`पासवर्ड है`, `पिन`) and in Hinglish (`bhaiya password hai`, `kisi ko mat batana`),
the French of a Saint-Barthélemy partner (`le mdp c'est`, `mot de passe :`, `bisous`) and the Dutch
of a Sint Eustatius supplier (`ww is`, `het wachtwoord is`, `ff`, `groetjes`). The Creole
spellings, the Dominican contractions, the Hinglish and the Statia Dutch are my guesses.
Vendors: the invented FerryPass, VillaLedger, CaneLine Booking and Narrows Pay, plus Resend,
Convex, Svix, Hookdeck, Bunny, Knock, Upstash, GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Shopify,
DigitalOcean, Linear, Groq, Doppler, Vault, Grafana, Postman, Docker Hub, Brevo, NVIDIA,
Perplexity, xAI, Replicate, Tailscale, Supabase, Sentry, Databricks, Mailgun and Figma shapes.
Ids: the Dominican Republic's cédula and RNC, India's Aadhaar VID and EPIC voter id, France's NIF
and TVA number and the Netherlands' BSN and BTW number, each drawn until its `stdnum` module
validates it. IBANs of Mongolia, Somalia, Honduras, Djibouti, Russia and Sudan, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish and French lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Discover, JCB and UnionPay prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum.do import cedula as do_cedula
from stdnum.do import rnc as do_rnc
from stdnum.fr import nif as fr_nif
from stdnum.fr import tva as fr_tva
from stdnum.in_ import epic as in_epic
from stdnum.in_ import vid as in_vid
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 428_605_173
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french")}

_ISLAND = ["Brimstone", "Liamuiga", "Frigate", "Cockleshell", "Oualie", "Gingerland", "Cayon",
           "Sadlers", "Molineux", "Pinney", "Nisbet", "Dieppe", "Mongoose", "Vervet", "Pelican",
           "Tamarind", "Soursop", "Seagrape", "Canefield", "Windward"]  # fmt: skip
_SECOND = ["Vervet", "Ferry", "Cane", "Reef", "Boom", "Masquerade", "Goatwater", "Conch",
           "Kalkie", "Saltpond", "Turtle", "Breadfruit", "Sugarmill", "Trolley"]  # fmt: skip
_PEOPLE = ["Dwayne", "Sharlene", "Kelvin", "Yokasta", "Wilkin", "Sunil", "Kamla", "Amelie",
           "Joost", "Tricia", "Keithley", "Marvela", "Denzil", "Anique"]  # fmt: skip
_VILLAGES = ["Cayon", "Sandy", "Dieppe", "Tabernacle", "Molineux", "Gingerland", "Cotton",
             "Newcastle", "Fig", "Brick", "Camps", "Challengers"]  # fmt: skip
_SIGNS = "!#$%&*?@+=~"
_LEET = ["G1ng3rl4nd", "L14mu1g4", "Fr1g4t3", "C0ckl3sh3ll", "V3rv3t", "M0l1n3ux", "P1nn3y"]


def _gen(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_ISLAND)}{g.choice(_SIGNS)}{g.choice(_SECOND)}{g.randrange(10, 100)}",
    lambda g: (
        f"{g.choice(_ISLAND).lower()}.{g.choice(_VILLAGES).lower()}.{g.randrange(1990, 2040)}"
    ),
    lambda g: f"{g.choice(_LEET)}{g.choice(_SIGNS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 13) + g.choice(_SIGNS) + _r(g, D, 2),
    _gen,
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_VILLAGES)}{g.randrange(1950, 2010)}",
    lambda g: f"{g.choice(_SECOND)}{g.choice(_ISLAND)}{g.randrange(100, 1000)}{g.choice(_SIGNS)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SIGNS),
    lambda g: _r(g, ALNUM, 16),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_USERS = ["dliburd", "sharlene.b", "kelvin", "yokasta", "wilkin.r", "sunil", "kamla.r",
          "amelie", "joost", "tricia", "ops-ferry", "svc-villas", "caneline",
          "denzil.w"]  # fmt: skip
_SSIDS = ["LC-FerryDesk 5G", "Hibiscus Hill Guest", "Villa Soursop WiFi", "CaneLine Depot",
          "Ramchandani Shop", "Gingerland Cottage 2", "Needsmust Shed AP"]  # fmt: skip


def _family(cls: str, templates: list[str], make: Maker) -> Taker:
    """``n`` samples of ``templates``: ``{pw}`` a fresh secret, ``{u}`` a user, ``{s}`` a
    network."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            text = template.replace("{u}", rng.choice(_USERS)).replace("{s}", rng.choice(_SSIDS))
            out.append(Sample(cls, text.replace("{pw}", secret), secret))
        return out

    return take


_LABELLED = [
    "ferry desk PC password: {pw}",
    "FerryPass back office password = {pw}",
    "Hibiscus Hill booking admin password -> {pw}",
    "CaneLine Booking manager password → {pw}",
    "villa 4 smart-lock app password => {pw}",
    "ticket printer web UI / password / {pw}",
    "Narrows Pay merchant portal | password | {pw}",
    "the ferry manifest server password is {pw}",
    "password for the Needsmust depot NAS:\n{pw}",
    "Dwayne, what's the password for the ferry desk router?\n{pw}",
    "{pw} is the password for the villa booking laptop now",
    "password::{pw}",
    "password\t{pw}",
    "Sharlene's e-mail password is {pw}, she forgot it again",
    "Runbook, ferry desk morning open:\n1. unlock the till PC\n2. password {pw}\n3. print the 7:00",
    "Ticket #2208: the CaneLine tablet rejects password {pw} since the update",
    "Note to self: VillaLedger owner login password is {pw}",
    "the Charlestown office PC password changed to {pw}",
    "voice note: the password for the train ticket scanner is {pw} full stop",
    "remember this for me: Kamla's shop till password {pw}",
    "Hi Tricia,\n\nthe new password for the reservations inbox is {pw}.\n\nDwayne",
    "SMS from Denzil: the trolley depot alarm app password is {pw}",
    "Signal, Sharlene: new ferry desk password ({pw})",
    "pw: {pw}",
    "pwd={pw}",
    "passwd — {pw}",
    "Password: `{pw}`",
    "password «{pw}»",
    "password “{pw}”",
    "password [{pw}]",
    "de password a {pw}",
    "wha de password fuh de ferry computer? {pw}",
    "Kelvin: de new password fuh de boat tablet a {pw}, hear nuh",
    "me na know de old one, but de new password a {pw}",
    "dem change de password fuh de desk: {pw}",
    "password fuh de villa wifi camera a {pw}, don't tell nobody",
    "klk, la clave de la computadora de la villa e' {pw}",
    "manito la contraseña del correo es {pw}",
    "Yokasta: la clave nueva del portal e' {pw}, ta to",
    "dime a ver la clave del candado? {pw}",
    "la contraseña de la tablet de mantenimiento: {pw}",
    "Wilkin: esa vaina pide clave, ponle {pw}",
    "दुकान वाले कंप्यूटर का पासवर्ड {pw} है",
    "कमला जी का ईमेल पासवर्ड: {pw}",
    "सुनील: नया पासवर्ड {pw} है, किसी को मत बताना",
    "bhaiya shop ke till ka password hai {pw}",
    "mummy ka email password {pw} hai, kisi ko mat batana",
    "Sunil: new password daal diya, {pw}",
    "le mdp c'est {pw}",
    "mot de passe du portail des charters : {pw}",
    "Amélie : le nouveau mot de passe est {pw}, bisous",
    "mdp du wifi du bateau → {pw}",
    "le mot de passe de la boîte mail c'est {pw}",
    "ww is {pw}",
    "het wachtwoord van de bestelportal is {pw}",
    "Joost: nieuw wachtwoord voor de brandstofpomp-app: {pw}",
    "ff tussendoor, het ww van de kassa-pc is {pw}, groetjes",
    "wachtwoord gewijzigd naar {pw}",
    "ferry desk root password set to {pw} after the reinstall",
    "please store my Bunny dashboard password: {pw}",
    "the WiFi-calling router admin password is now {pw}",
    "password is '{pw}' for the train's onboard PA box",
    "PASSWORD={pw}",
    "Kelvin: dem seh de password fuh de fuel log a {pw}",
]
_labelled = _family("labelled_password", _LABELLED, _pw)

_LOGINS = [
    "ferry desk login: {u} / {pw}",
    "VillaLedger creds {u}:{pw}",
    "creds for the CaneLine tablet are {u} and {pw}",
    "sign in as {u} with {pw}",
    "user {u}, password {pw}",
    "username: {u}\npassword: {pw}",
    "| system | user | password |\n|---|---|---|\n| manifest | {u} | {pw} |",
    "system,user,password\nfuel-log,{u},{pw}",
    "u={u} p={pw}",
    "{u} / {pw}",
    "Ticket #2231 › FerryPass › admin: {u} — {pw}",
    "login {u} and {pw} fuh de ticket machine",
    "de username a {u} an de password a {pw}",
    "usuario {u} y contraseña {pw}, manito",
    "usuario: {u} clave: {pw}",
    "यूज़रनेम {u}, पासवर्ड {pw}",
    "user {u} hai aur password {pw}",
    "identifiant {u}, mot de passe {pw}",
    "gebruikersnaam {u}, wachtwoord {pw}",
    "- host: manifest.liamuiga-crossings.lan\n  user: {u}\n  password: {pw}",
    "admin / {pw} on the villa 2 router",
    "root:{pw}",
    "{u}@hibiscus-villas.example:{pw}",
    "ssh {u}@depot.caneline-tours.example (pw {pw})",
]
_logins = _family("login_pair", _LOGINS, _pw)

_CHATS = [
    "Sharlene: wifi password at the ferry desk?\nDwayne: {pw}",
    "[07:02] kelvin: wha de password fuh de boat laptop?\n[07:03] dwayne: {pw}",
    "Yokasta: ¿cuál e' la clave del wifi de la villa?\nWilkin: {pw}",
    "Amélie : c'est quoi le mdp du portail ?\nSharlene: {pw}",
    "Joost: wat is het wachtwoord?\nDwayne: {pw}",
    "Sunil: password kya hai?\nKamla: {pw}",
    "{pw} — that's the ferry desk admin password",
    "{pw}, that's what I set for the villa router",
    "type {pw}; that's the booking laptop password",
    "{pw} a de password fuh de trolley depot",
    "{pw} e' la clave del portón, manito",
    "{pw} — c'est le mot de passe de la caisse",
    "{pw} is het wachtwoord van de pomp",
    "{pw} — यही दुकान का पासवर्ड है",
    "Tricia: {pw} is the new VillaLedger password",
    "Denzil: use {pw}, that's what the depot NAS has now",
    "Kelvin: {pw} a wha me set fuh de ferry tablet",
    "Wilkin: le puse {pw} a la cámara de la villa 3",
]
_chats = _family("chat_password", _CHATS, _pw)

_SAID_WORDS = ["brimstone", "cockleshell", "oualie", "molineux", "saltpond", "goatwater",
               "masquerade", "seagrape", "sugarmill", "tamarind", "kalkie", "windward"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "password: it's {w}, straight after it the number {d}",
    "for the villa laptop it's {w} and {d} at the end",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits joined",
    "{w} with a capital first letter and {d} at the end",
    "de password a de word {w}, den {d}",
    "la clave e' la palabra {w} y después {d}",
    "पासवर्ड है {w} शब्द, फिर {d}",
    "le mot de passe c'est le mot {w}, puis {d}",
    "het wachtwoord is het woord {w}, dan {d}",
    "the name of Kamla's cat, {w}, followed by {d}",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
        secret = word + number if "{w}{d}" in template else word
        out.append(Sample("spelled_password", template.format(w=word, d=number), secret))
    return out


_CLI = [
    "curl -u {u}:{pw} https://manifest.liamuiga-crossings.lan/api/sailings",
    "sshpass -p '{pw}' ssh {u}@depot.caneline-tours.example",
    "mysql -h db.liamuiga-crossings.lan -u {u} -p'{pw}' ferry",
    "redis-cli -h cache.hibiscus-villas.example -a '{pw}' ping",
    "docker login registry.liamuiga-crossings.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "ldapsearch -x -D 'cn={u},dc=lc,dc=lan' -w '{pw}' -b 'dc=lc,dc=lan'",
    "sqlcmd -S sql.hibiscus-villas.example -U {u} -P '{pw}' -Q 'select 1'",
    "zip -P '{pw}' passports-2034.zip scans/*.pdf",
    "7z a -p'{pw}' crew-payroll.7z payroll/",
    "openssl enc -aes-256-cbc -in guests.csv -out guests.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c manifest-0612.xlsx",
    "plink -ssh {u}@10.40.2.7 -pw '{pw}'",
    "xfreerdp /v:till-pc.lan /u:{u} /p:'{pw}'",
    "net use \\\\fs01\\villas /user:LC\\{u} '{pw}'",
    "lftp -u {u},'{pw}' sftp://files.caneline-tours.example",
    "ipmitool -I lanplus -H 10.40.0.9 -U {u} -P '{pw}' power status",
    "mosquitto_pub -h mqtt.lan -u {u} -P '{pw}' -t villa/4/lock -m open",
    "cqlsh cass.lan -u {u} -p '{pw}'",
    "keytool -importcert -file ca.pem -keystore ferry.jks -storepass '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart ticket-printer",
    "kinit {u}@LC.LAN <<< '{pw}'",
    "echo '{pw}' | passwd --stdin {u}",
    "rabbitmqctl add_user {u} '{pw}'",
    "sqlplus {u}/{pw}@//ora.lan:1521/FERRY",
    "wget --user={u} --password='{pw}' https://files.lan/tide-tables.pdf",
    "mega-login {u}@hibiscus-villas.example '{pw}'",
    "nmcli dev wifi connect 'CaneLine Depot' password '{pw}'",
    "argocd login cd.liamuiga-crossings.lan --username {u} --password '{pw}'",
    "helm repo add lc https://charts.lan --username {u} --password '{pw}'",
    "podman login -u {u} -p '{pw}' quay.lan",
    "PGPASSWORD='{pw}' psql -h pg.lan -U {u} villas",
    "clickhouse-client --host ch.lan --user {u} --password '{pw}'",
    "smbclient //fs01/crew -U {u}%'{pw}'",
]
_SHELLS = ["{c}", "$ {c}", "dwayne@ferry-desk:~$ {c}", "# {c}", "history | 412  {c}",
           "de command me run: {c}", "el comando que corrí: {c}", "PS C:\\ops> {c}",
           "commande lancée : {c}", "ff dit gedraaid: {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    base = _family("cli_password", _CLI, _plain_pw)(rng, n)
    return v.framed(rng, base, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.liamuiga-crossings.lan:5432/sailings",
    "mysql://{u}:{pw}@db.hibiscus-villas.example/bookings",
    "mongodb+srv://{u}:{pw}@cluster0.caneline-tours.example/tickets",
    "redis://{u}:{pw}@cache.lan:6379/0",
    "amqp://{u}:{pw}@mq.liamuiga-crossings.lan:5672/ferry",
    "ftp://{u}:{pw}@files.statia-supply.example/orders/",
    "https://{u}:{pw}@git.liamuiga-crossings.lan/ops/tides.git",
    "smb://{u}:{pw}@fs01.lan/villas",
    "socks5://{u}:{pw}@:1080",
    "jdbc:sqlserver://sql.lan:1433;databaseName=Villas;user={u};password={pw}",
    "mssql+pyodbc://{u}:{pw}@sql.lan/Villas?driver=ODBC+Driver+18",
    "sftp://{u}:{pw}@sftp.gustavia-charters.example:2222/in/",
    "imaps://{u}:{pw}@mail.hibiscus-villas.example:993",
    "ldap://{u}:{pw}@dc1.lan:389",
]
_URL_FRAMES = ["DATABASE_URL={c}", "keep this for me: {c}", "de connection string a {c}",
               "la url de la base: {c}", "connexion : {c}", "Ticket #2240: {c}", "{c}"]  # fmt: skip


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return v.framed(rng, _family("connection_string", _URLS, _plain_pw)(rng, n), _URL_FRAMES)


_CONFIGS = [
    ".env:\nDB_HOST=pg.lan\nDB_USER=ferry\nDB_PASSWORD={pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = '{pw}'",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "~/.pgpass:\npg.lan:5432:villas:{u}:{pw}",
    'terraform.tfvars:\nvariable "db_password" { default = "{pw}" }',
    'config.json:\n{"smtp": {"user": "{u}", "password": "{pw}"}}',
    "[client]\nuser={u}\npassword={pw}",
    "ansible vars:\nvault_ferry_db_password: !unsafe '{pw}'",
    "msmtprc:\naccount villas\nuser {u}\npassword {pw}",
    'wpa_supplicant.conf:\nnetwork={\n  ssid="CaneLine Depot"\n  psk="{pw}"\n}',
    "k8s secret (stringData):\n  ferry-db-password: {pw}",
    "php.ini:\nmysqli.default_pw = {pw}",
    "rclone.conf:\n[villas]\ntype = sftp\nuser = {u}\npass = {pw}",
    "redis.conf:\nrequirepass {pw}",
    'pgbouncer userlist.txt:\n"{u}" "{pw}"',
    "fetchmailrc:\npoll mail.lan user '{u}' password '{pw}'",
    "CSV export:\nservice,username,password\nmanifest,{u},{pw}",
    "mosquitto passwd (plain, before hashing):\n{u}:{pw}",
]
_configs = _family("config_file", _CONFIGS, _plain_pw)


def _aws(g: random.Random) -> str:
    return "AKIA" + _r(g, UPPER_DIGITS, 16)


_VENDOR_TOKENS: list[tuple[str, Maker]] = [
    ("GitHub token for the ferry-app repo: {pw}", _j("ghp_", (ALNUM, 36))),
    ("fine-grained PAT {pw}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("GITLAB_TOKEN={pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot token: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Narrows Pay runs on Stripe, live key {pw}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 156))),
    ("anthropic key for the ferry chatbot: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _aws),
    ("Google Maps key for the villa site {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID {pw}", _j("SK", (HEX, 32))),
    ("telegram bot for ferry delays: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("~/.pypirc password = {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token (villa shop) {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear key: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("doppler service token {pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("grafana service account token: {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman API key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("docker hub PAT {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("BREVO_API_KEY={pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA NIM key {pw}", _j("nvapi-", (URLSAFE, 64))),
    ("PERPLEXITY_API_KEY={pw}", _j("pplx-", (ALNUM, 48))),
    ("xAI key for the booking bot: {pw}", _j("xai-", (ALNUM, 80))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("tailscale auth key for the depot: {pw}", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33))),
    ("supabase access token {pw}", _j("sbp_", (HEX, 40))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (URLSAFE, 120))),
    ("databricks token {pw}", _j("dapi", (HEX, 32))),
    ("Mailgun key {pw}", _j("key-", (HEX, 32))),
    ("FIGMA_TOKEN={pw}", _j("figd_", (URLSAFE, 40))),
    ("Resend key for the booking e-mails: {pw}", _j("re_", (ALNUM, 8), "_", (ALNUM, 24))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDOR_TOKENS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", secret), secret))
    return out


_INVENTED = [
    "FerryPass API key: {pw}",
    "VillaLedger API key {pw}",
    "Integrations › CaneLine Booking: {pw}",
    "Narrows Pay integration broken, current key {pw}",
    "clave de API de VillaLedger: {pw}",
    "clé d'API FerryPass : {pw}",
    "API-sleutel van de Statia bestelportal: {pw}",
    "FerryPass का API key: {pw}",
    "de FerryPass API key a {pw}",
    "Convex deploy key {pw}",
    "Svix API key: {pw}",
    "Hookdeck API key {pw}",
    "Upstash REST token: {pw}",
    "Knock secret key: {pw}",
]
_INVENTED_MAKERS: list[Maker] = [
    _j((HEX, 40)), lambda g: v.uuid4(g, "b"), _j((ALNUM, 36)), _j((HEX, 32)),
]  # fmt: skip


def _invented(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _INVENTED, n)):
        secret = _INVENTED_MAKERS[i % len(_INVENTED_MAKERS)](rng)
        out.append(Sample("api_key", template.replace("{pw}", secret), secret))
    return out


_BARE = [
    "{pw}",
    "paste this somewhere safe: {pw}",
    "Kelvin sent me {pw} for de tablet",
    "Wilkin me mandó esto: {pw}",
    "Amélie a envoyé {pw}",
    "Joost stuurde {pw}",
    "Sunil ne bheja: {pw}",
    "the string on the sticky note under the till: {pw}",
]
_bare = _family("bare_token", _BARE, _j((ALNUM, 40)))

_HEXES = [
    "SECRET_KEY_BASE={pw}",
    "encryption key for the guest list: {pw}",
    "webhook signing secret {pw}",
    "HMAC key = {pw}",
    "FERRY_SESSION_SECRET={pw}",
    "la llave del cifrado: {pw}",
    "clé de chiffrement : {pw}",
    "versleutelsleutel: {pw}",
    "{pw}",
]
_hexes = _family("hex_key", _HEXES, _j((HEX, 64)))


def _jwt(g: random.Random) -> str:
    issued = 2_050_000_000 + g.randrange(3_000_000)
    claims = {"sub": f"usr_{_r(g, LOWER_DIGITS, 12)}", "iss": "auth.liamuiga-crossings.lan",
              "iat": issued, "exp": issued + 86_400,
              "role": g.choice(["desk", "admin", "crew"])}  # fmt: skip
    head = {"alg": "HS256", "typ": "JWT"}
    return f"{v.b64url(head)}.{v.b64url(claims)}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "session cookie from the booking page: {pw}",
    "token={pw}",
    "de token fuh de ferry app a {pw}",
    "el token de la app: {pw}",
    "jeton : {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.liamuiga-crossings.lan/sailings",
    "{pw}",
]
_jwts = _family("jwt", _JWTS, _jwt)


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(6, 12)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, B64, 20)}==\n-----END {kind}-----"


_PEMS = [
    "deploy key for the depot box:\n{pw}",
    "{pw}",
    "id_ed25519 of the ferry desk:\n{pw}",
    "la llave privada del servidor:\n{pw}",
    "clé privée du serveur de réservation :\n{pw}",
    "tls.key:\n{pw}",
]
_pems = _family("pem_private_key", _PEMS, _pem)


def _seed(lang: str, words: int) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]

    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("recovery phrase for the Narrows Pay wallet: {pw}", _seed("english", 12)),
    ("seed words\n{pw}", _seed("english", 24)),
    ("de seed phrase a {pw}", _seed("english", 12)),
    ("Sunil ka wallet seed: {pw}", _seed("english", 18)),
    ("frase semilla de la billetera: {pw}", _seed("spanish", 12)),
    ("las 12 palabras: {pw}", _seed("spanish", 12)),
    ("phrase de récupération : {pw}", _seed("french", 12)),
    ("les mots de la seed : {pw}", _seed("french", 15)),
    ("herstelzin: {pw}", _seed("english", 12)),
    ("{pw}", _seed("english", 12)),
    ("Ledger backup, keep offline: {pw}", _seed("english", 24)),
    ("BIP39: {pw}", _seed("spanish", 18)),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _SEEDS, n):
        secret = make(rng)
        out.append(Sample("seed_phrase", template.replace("{pw}", secret), secret))
    return out


_BRANDS = ["visa", "mastercard", "amex", "discover", "jcb", "unionpay"]


def _card(g: random.Random) -> str:
    number = v.card(g, g.choice(_BRANDS))
    return v.grouped(number, g.choice([" ", "-", "", ".", " "]), g)


_CARDS = [
    "guest card for villa 3: {pw} exp 09/37",
    "card number {pw}",
    "charge the charter deposit to {pw}",
    "Kamla's card {pw}, expires 11/36",
    "la tarjeta de Yokasta: {pw}",
    "numéro de carte : {pw}",
    "kaartnummer {pw}",
    "card: {pw} (the company Visa)",
    "de card number a {pw}",
    "कार्ड नंबर {pw}",
    "{pw}",
    "pay the fuel invoice with {pw}",
]
_cards = _family("card_number", _CARDS, _card)

_CVVS = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "the three digits on the back are {pw}",
    "les trois chiffres au dos : {pw}",
    "código de seguridad: {pw}",
    "CVC: {pw}",
    "beveiligingscode {pw}",
]
_cvvs = _family("card_code", _CVVS, _j((D, 3)))

_IBAN_SHAPES = {"MN": "n" * 16, "SO": "n" * 19, "HN": "aaaa" + "n" * 20, "DJ": "n" * 23,
                "RU": "n" * 14 + "n" * 15, "SD": "n" * 14}  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    "IBAN: {pw}",
    "wire the deposit to IBAN {pw}",
    "the supplier's account {pw}",
    "IBAN pa' mandar los chavos: {pw}",
    "mon IBAN : {pw}",
    "IBAN van de leverancier: {pw}",
    "IBAN {pw} (fuel invoices)",
    "bank details — IBAN {pw}",
    "de IBAN a {pw}",
    "{pw}",
    "बैंक IBAN: {pw}",
    "refund to {pw}",
]
_ibans = _family("iban", _IBANS, _iban)


def _cedula(g: random.Random) -> str:
    return str(do_cedula.format(v.until(g, _j((D, 11)), do_cedula.is_valid)))


def _rnc(g: random.Random) -> str:
    return str(do_rnc.format(v.until(g, _j("1", (D, 8)), do_rnc.is_valid)))


def _vid(g: random.Random) -> str:
    number = v.until(g, _j((D, 16)), in_vid.is_valid)
    return " ".join(number[i : i + 4] for i in range(0, 16, 4))


def _epic(g: random.Random) -> str:
    return v.until(g, _j((UPPER, 3), (D, 7)), in_epic.is_valid)


def _nif(g: random.Random) -> str:
    return str(fr_nif.format(v.until(g, _j("0", (D, 12)), fr_nif.is_valid)))


def _tva(g: random.Random) -> str:
    return v.until(g, _j("FR", (D, 11)), fr_tva.is_valid)


def _bsn(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), nl_bsn.is_valid)


def _btw(g: random.Random) -> str:
    return v.until(g, _j("NL", (D, 9), "B0", (D, 1)), nl_btw.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("cédula de Yokasta: {pw}", _cedula),
    ("Wilkin, cédula {pw}, pa' la planilla", _cedula),
    ("número de cédula: {pw}", _cedula),
    ("RNC del contratista: {pw}", _rnc),
    ("RNC {pw}", _rnc),
    ("Kamla ji ka Aadhaar VID: {pw}", _vid),
    ("आधार वीआईडी {pw}", _vid),
    ("voter ID (EPIC) of Sunil: {pw}", _epic),
    ("EPIC number {pw}", _epic),
    ("numéro fiscal d'Amélie : {pw}", _nif),
    ("NIF : {pw}", _nif),
    ("TVA intracommunautaire : {pw}", _tva),
    ("n° de TVA de Gustavia Charters : {pw}", _tva),
    ("BSN van Joost: {pw}", _bsn),
    ("burgerservicenummer {pw}", _bsn),
    ("btw-nummer van Statia Supply: {pw}", _btw),
]


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=g.random() < 0.4)


_TOTPS = [
    "otpauth://totp/FerryPass:dliburd?secret={pw}&issuer=FerryPass",
    "2FA setup key for the VillaLedger admin: {pw}",
    "TOTP secret {pw}",
    "can't scan the QR code, manual key: {pw}",
    "la clave del 2FA: {pw}",
    "clé TOTP : {pw}",
]


def _totps(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _TOTPS, n):
        secret = _totp(rng)
        if "otpauth" in template:
            secret = secret.replace(" ", "")
        out.append(Sample("otp_secret", template.replace("{pw}", secret), secret))
    return out


_CODES = [
    "Your FerryPass verification code is {pw}",
    "{pw} is your Narrows Pay verification code",
    "Use {pw} to sign in to VillaLedger",
    "código de verificación: {pw}",
    "सत्यापन कोड: {pw}",
    "code de vérification : {pw}",
    "verificatiecode {pw}",
    "de code dem send me a {pw}",
    "one-time code: {pw}, expires in 5 minutes",
    "OTP {pw}",
]


def _code(g: random.Random) -> str:
    raw = _r(g, D, 6)
    return g.choice([raw, raw, f"{raw[:3]} {raw[3:]}", f"{raw[:2]}-{raw[2:4]}-{raw[4:]}"])


_codes = _family("otp_code", _CODES, _code)

_BACKUPS = [
    "Google backup codes for ferrydesk@:\n{list}",
    "2FA backup codes: {list}",
    "códigos de recuperación de la cuenta: {list}",
    "codes de secours :\n{list}",
    "herstelcodes Microsoft-account: {list}",
    "recovery codes (VillaLedger) {list}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 8, i % 4)
        sep = "\n" if template.endswith("\n{list}") else rng.choice([", ", " "])
        out.append(Sample("backup_codes", template.replace("{list}", sep.join(codes)), codes[0]))
    return out


def _wifi_key(g: random.Random) -> str:
    return g.choice([_plain_pw, _j((ALNUM, 12)), _pw])(g)


_WIFI = [
    "network {s} key {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi {s} / {pw}",
    "{s}\n{pw}",
    "ssid,psk\n{s},{pw}",
    "guest wifi {s}, WPA key {pw}",
    "de wifi password a {pw}",
    "la clave del wifi e' {pw}",
    "वाईफाई का पासवर्ड {pw} है",
    "le code wifi c'est {pw}",
    "wifi ww: {pw}",
    "wifi? / Sharlene: {pw}",
    "villa welcome card: Wi-Fi {s}, passcode {pw}",
]
_wifi = _family("wifi_key", _WIFI, _wifi_key)


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_PINS = [
    "lockbox code at villa 3 is {pw}",
    "gate code: {pw}#",
    "alarm code for the depot {pw}",
    "PIN {pw}",
    "de door code fuh de ticket office a {pw}",
    "el código del candado e' {pw}",
    "दुकान के कैश बॉक्स का पिन {pw} है",
    "code du portail : {pw}",
    "de pincode van de kluis is {pw}",
    "bank card PIN = {pw}",
    "keypad at the crew room: {pw}",
    "safe in villa 5 → {pw}",
]
_pins = _family("pin_code", _PINS, _pin)

_PHRASE_WORDS = ["mango", "ferry", "vervet", "monkey", "lantern", "coral", "breeze", "harbour",
                 "cane", "trolley", "pelican", "sunset", "drum", "tamarind", "anchor",
                 "kite"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    "de passphrase a {pw}",
    "frase de contraseña: {pw}",
    "phrase secrète : {pw}",
    "wachtwoordzin: {pw}",
    "KeePass master passphrase — {pw}",
]


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _PHRASES, n)):
        secret = [" ", "-", " ", "."][i % 4].join(rng.sample(_PHRASE_WORDS, 4 + i % 2))
        out.append(Sample("passphrase", template.replace("{pw}", secret), secret))
    return out


_SPACED = [
    "the token, read out: {pw}",
    "Kelvin read me de key: {pw}",
    "key in groups: {pw}",
    "GitHub token spelled out {pw}",
    "me dictó el token: {pw}",
    "Joost las de sleutel voor: {pw}",
]


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _SPACED, n)):
        raw = ("ghp_" + _r(rng, ALNUM, 36)) if "GitHub" in template else _r(rng, ALNUM, 24)
        if i % 3 == 0:
            secret = " ".join(raw)
        elif i % 3 == 1:
            secret = " - ".join(raw[j : j + 4] for j in range(0, len(raw), 4))
        else:
            secret = " · ".join(raw[j : j + 5] for j in range(0, len(raw), 5))
        out.append(Sample("spaced_token", template.replace("{pw}", secret), secret))
    return out


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_plain_pw(g)}".encode()).decode()


_AUTH = [
    "Authorization: Basic {pw}",
    'nginx: proxy_set_header Authorization "Basic {pw}";',
    'headers = {"Authorization": "Basic {pw}"}',
]
_auth = _family("auth_header", _AUTH, _basic)

_PLAN: list[tuple[Taker, int]] = [
    (_labelled, 64), (_logins, 24), (_chats, 18), (_spelled, 12), (_cli, 34), (_urls, 14),
    (_configs, 20), (_vendors, 36), (_invented, 14), (_bare, 8), (_hexes, 9), (_jwts, 8),
    (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 7), (_ibans, 12), (_national, 16),
    (_totps, 6), (_codes, 10), (_backups, 6), (_wifi, 14), (_pins, 12), (_phrases, 7),
    (_spaced, 6), (_auth, 3),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# (class, first field ending in a label, second field with the secret as {s}, its maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the ferry desk password is", "{s}", _pw),
    ("split_password", "VillaLedger pw:", "{s} (since the March reinstall)", _pw),
    ("split_password", "de password a", "{s}", _pw),
    ("split_password", "la clave e'", "{s}, manito", _pw),
    ("split_password", "पासवर्ड", "{s}", _pw),
    ("split_password", "mot de passe :", "{s}", _pw),
    ("split_password", "het wachtwoord is", "{s}\nff wijzigen na de levering", _pw),
    ("split_password", "CaneLine tablet password", "{s}", _pw),
    ("split_password", "the password Kelvin shouted from the dock was", "{s}, I think", _pw),
    ("split_password", "wifi password for villa 2:", "{s}", _wifi_key),
    ("split_token", "FerryPass API key", "{s}", _j((HEX, 40))),
    ("split_token", "Stripe live key:", "{s}", _j("sk_live_", (ALNUM, 99))),
    ("split_seed", "wallet recovery words", "{s}", _seed("english", 12)),
    ("split_card", "card number", "{s} exp 04/37", _card),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_id", "cédula", "{s}", _cedula),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_pin", "lockbox code villa 6:", "{s}", _pin),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
    ("split_backup", "2FA backup codes:", "{s}\n40718823\n55910374", _j((D, 8))),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"ferry_desk": {"admin_password": "{s}"}}', _plain_pw),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "kelvin", "passwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"villas": [{"id": 3}, {"id": 4, "lock_app_password": "{s}"}]}', _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "ferry", "--password", "{s}"]}', _plain_pw),
    ("meta_password", '{"note": "दुकान का पासवर्ड {s} है"}', _plain_pw),
    ("meta_password", '{"wachtwoord": "{s}"}', _plain_pw),
    ("meta_password", '{"transcript": "de password fuh de tablet a {s}"}', _plain_pw),
    ("meta_password", '{"mot_de_passe": "{s}"}', _plain_pw),
    ("meta_token", '{"ferrypass": {"api_key": "{s}"}}', _j((HEX, 40))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"github_token": "{s}"}', _j("ghp_", (ALNUM, 36))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "02/38"}}', _card),
    ("meta_iban", '{"supplier": {"iban": "{s}"}}', _iban),
    ("meta_id", '{"crew": {"bsn": "{s}"}}', _bsn),
    ("meta_otp", '{"2fa": {"backup": ["{s}", "61830255", "90412766"]}}', _j((D, 8))),
    ("meta_seed", '{"wallet": {"seed_phrase": "{s}"}}', _seed("english", 12)),
    ("meta_pin", '{"villa_5": {"safe_code": "{s}"}}', _pin),
    ("meta_wifi", '{"wifi": {"ssid": "LC-FerryDesk 5G", "psk": "{s}"}}', _plain_pw),
    ("meta_key", '{"session": {"secret_key": "{s}"}}', _j((HEX, 64))),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for cls, text, make in _METADATA]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL = hashlib.sha256(b"tide-tables-2.4.1-py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"ticket-printer-fw-5.3.0.bin").hexdigest()
_COMMIT = hashlib.sha1(
    b"sailings: add the 18:30 Charlestown run", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(b"villas: fix checkout date", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"manifest-2034-06-12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"crew-roster-2034.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the ferry desk password before the audit on 2034-06-18.",
    "Sharlene asked for the villa wifi password; it's on the welcome card in the drawer.",
    "Policy: Liamuiga Crossings passwords are at least 14 characters and live in the vault.",
    "Please don't paste passwords into WhatsApp; share a vault link instead.",
    "`.env.example` has FERRYPASS_API_KEY=changeme; the real key is in the vault.",
    "Replace <YOUR_VILLALEDGER_KEY> in the README with the key from your dashboard.",
    "The CaneLine tablet asks for a new password after every update.",
    "Kelvin: nuh tell nobody yuh password, hear?",
    "de password change again? me na know it, ask Dwayne",
    "Manito, no le des la clave a nadie, eso e' personal.",
    "La contraseña tiene que tener catorce letras por lo menos.",
    "अपना पासवर्ड किसी को मत बताना।",
    "bhaiya, password kisi ko share mat karna, vault mein hai",
    "Ne donne jamais ton mot de passe, même à moi. Bisous",
    "Le mot de passe doit faire au moins quatorze caractères.",
    "Geef je wachtwoord nooit door, ook niet aan mij. Groetjes",
    "Het wachtwoord moet minstens veertien tekens hebben.",
    "After five wrong passwords the FerryPass back office locks you out for 20 minutes.",
    "Upgraded tide-tables from 2.3.9 to 2.4.1 and the ticket printer firmware to 5.3.0.",
    f"commit {_COMMIT} adds the 18:30 Charlestown run.",
    f"Rolled back to {_SHORT} after the checkout date bug on the villa site.",
    f"requirements.txt: tide-tables==2.4.1 --hash=sha256:{_WHEEL}",
    f"The ticket printer firmware 5.3.0 image has SHA-256 checksum {_FIRMWARE}.",
    f"SHA-512 of crew-roster-2034.xlsx: {_SHA512}",
    f"MD5 of manifest-2034-06-12.csv is {_MD5}, same as the copy on the share.",
    "Request id 3c9e6b12-7f4d-4a21-9b0e-5d8f1a2c7e64 is the slow one in the booking logs.",
    "Booking ref HHV-2034-0417 for villa 3, check-in 14 June, four guests.",
    "Ticket #2231: the 7:00 sailing to Charlestown shows as cancelled by mistake.",
    "Call the ferry desk on +1 869 466 0192 before noon.",
    "Fuel order PO-STX-2034-0088 from Oranjestad arrives on Thursday, 2,400 litres.",
    "Tracking number 1Z 9F4 72W 03 4417 2290 for the charter spare parts.",
    "The sugar train leaves Needsmust at 9:30 and takes about three hours round trip.",
    "Tickets are US$ 45 for adults and US$ 22.50 for children under twelve.",
    "Mount Liamuiga is 1,156 m high; the crater hike starts near Belmont estate.",
    "Coordinates of the Charlestown pier: 17.1374° N, 62.6232° W.",
    "The Narrows between the islands are about 3 km wide at the narrowest point.",
    "Kamla's card ending 4417 was declined at the Circus pharmacy.",
    "Masked card on the receipt: **** **** **** 2093, no CVV stored.",
    "IBAN on the invoice: DJ** **** **** 8810 (masked by the bank).",
    "Print the 2FA backup codes for the ferry desk account and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "Ask Denzil for the depot keypad code, I don't have it.",
    "The lockbox code for villa 3 changes after every guest; the app sends it on arrival.",
    "PIN pads at the ticket window are Verifone; the bank replaces them in July.",
    "Your verification code will arrive by SMS within a minute.",
    "el código del candado lo tiene Wilkin, pregúntale a él",
    "de code fuh de gate? ask Sharlene, me na have it",
    "le code du portail change chaque lundi, demande à Amélie",
    "de pincode van de kluis weet alleen Joost",
    "कैश बॉक्स का पिन सिर्फ़ कमला जी को पता है।",
    "The guest wifi 'Hibiscus Hill Open' has no password.",
    "Product code CL-TRN-2034-RND, the full rail tour with lunch.",
    "Villa 4 lock model Yale YDM4109A, firmware 1.12.7.",
    "Order 0048813 from the Statia supplier: 40 cases of water, 12 of diesel additive.",
    "Vessel IMO 9184271 is the Caribe Queen; the other ferry is in dry dock until 2034-07-01.",
    "ISBN 978-0-19-283918-1 is the island history on the shelf in villa 2.",
    "The API rate limit is 600 requests per minute; the REST API version is v3.",
    "Tokens are counted per request: prompt 812, completion 240.",
    "Secret Santa at the ferry desk is on 20 December.",
    "Postcode-free addresses: Hibiscus Hill, Gingerland, Nevis; Bay Road, Basseterre.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/lc/ferry-desk", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 771}}',
    f'{{"sha256": "{_WHEEL}", "package": "tide-tables", "version": "2.4.1"}}',
    '{"ticket": "2231", "booking_ref": "HHV-2034-0417"}',
    '{"sailing": {"from": "Basseterre", "to": "Charlestown", "departs": "18:30"}}',
    '{"phone": "+1 869 466 0192", "desk": "ferry"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "seats_sold": 212}',
    '{"card_last4": "2093", "card_brand": "visa", "amount_usd": 45.0}',
    '{"pier": {"lat": 17.1374, "lon": -62.6232}, "vessel_imo": "9184271"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
