# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirty-third corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-ninth's
docstring, the fifth to four hundred and twenty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (430, 431, 432), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (433_582_019), password words (a
sheep breed, a whale or a thing of the tea table with a number and a sign, `CorriedaleFranca38!`;
dot-joined words with a year, `gaiman.bara.brith.2029`; leet `M3r1n0#71`; random runs with a
sign; dashed generator groups; a person and a town, `Ceridwen@Dolavon1958`).

The fictional company is Grupo Camwy Patagonia S.R.L. of Trelew, Chubut, Argentina: Cooperativa
Lanera Valle Inferior (an invented wool cooperative in Trelew), Avistajes Golfo Nuevo (an invented
whale-watching operator in Puerto Madryn) and Tŷ Te Bryn Gwyn (an invented Welsh tea house in
Gaiman). Staff: Iñaki Fuentealba (IT), Marisol Ñancucheo (the cooperative's office), Ceridwen and
Gwilym Hughes-Jones (the tea-house family, in Welsh), Bastián Quilodrán (a seasonal shearer from
Chiloé, in Chilean Spanish), nonno Evaristo Bellandi (a grandfather, in Italian) and the Neumann
family of Esquel (in German). Every company, person, address, domain (`camwy.lan`,
`lanera-valle.example`, `golfonuevo.example`, `brynGwyn-te.example`), account and number is
invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell
history, config and env files, URLs, voice-note transcripts, SMS and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `es`, `yw`, `è`, `ist`, `—`, a
new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 429, grep -l): none for `Ceridwen`, `Bryn Gwyn`, `Neumann`,
`Wifi-Passwort`, `Supermetrics`, `Hukuru`; one for `Puerto Madryn`, `Esquel`, `Rawson`; two for
`Chubut`, `Tehuelche`, `Fathom`, `Tinybird`, `Iñaki`, `Cymraeg`, `it.aic`; three to nine for
`Trelew`, `Gaiman`, `Welsh`, `Patagonia`, `Turso`, `Trigger.dev`, `Inngest`, `Xata`, `Plausible`,
`Loops`, `Knock`, `weón`, `de.stnr`; above ten for `cyfrinair`, `Chilean`, `cachai`, `Naranja`,
`Cabal`, `ar.cuit`, `ar.cbu`, `cl.rut`, `de.idnr`, `Neon` and every IBAN country tried.
Languages: about half English, config or shell; the rest in the Spanish of Chubut as texted
(`la clave es`, `che`, `q`, `xq`, `dale`, `boludo`), the Welsh of a Gaiman family (`y cyfrinair
yw`, `paid â dweud wrth neb`, `cariad`), the Chilean Spanish of a seasonal shearer (`la clave
es`, `po`, `cachai`, `al tiro`, `weón`), the Italian of a grandfather (`la password è`, `mi
raccomando`, `non dirlo a nessuno`) and the German of an Esquel family (`das Passwort ist`,
`Kennwort`, `sag's keinem`). The Welsh wordings, the Chilean slang and the Patagonian texting are
my guesses.
Vendors: the invented LanaTrack, BallenaBook, TeGaliCobros and EsquelPay, plus Supermetrics,
Fathom, Tinybird, Turso, Trigger.dev, Inngest, Xata, Plausible, Loops and Knock under the words
around their keys, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS,
Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Mailchimp, Shopify, DigitalOcean,
Linear, Grafana, Postman, Doppler, Vault, Tailscale, Supabase, Groq, Replicate, Perplexity, xAI,
Brevo, NVIDIA, Docker Hub, Databricks, Pulumi and age shapes. Ids: Argentina's CUIT, CBU and DNI,
Chile's RUT, Italy's codice fiscale, Germany's Steuer-IdNr and the UK's UTR, each drawn until its
`stdnum` module validates it (the DNI's module checks its format only). IBANs of Greenland, the
Faroe Islands, São Tomé and Príncipe and Mauritania, checked with `stdnum.iban`; seed phrases
from `mnemonic`'s English, Spanish, Italian and French lists, each checked with `Mnemonic.check`;
cards pass Luhn (Visa, Mastercard, Amex, Maestro and Cabal- and Naranja-like prefixes).
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
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.ar import dni as ar_dni
from stdnum.cl import rut as cl_rut
from stdnum.de import idnr as de_idnr
from stdnum.gb import utr as gb_utr
from stdnum.it import codicefiscale as it_cf

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 433_582_019
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]

_SHEEP = ["Merino", "Corriedale", "Vellon", "Esquila", "Cardado", "Vellocino", "Carnero",
          "Borrego", "Majada", "Fardo"]  # fmt: skip
_SEA = ["Franca", "Ballena", "Orca", "Pinguino", "Lobero", "Golfo", "Valdes", "Piramides",
        "Toninas", "Elefante"]  # fmt: skip
_TEA = ["BaraBrith", "TortaGalesa", "Teisen", "Scone", "Tebot", "Cwpan", "Eisteddfod", "Capel"]
_TOWNS = ["Trelew", "Gaiman", "Dolavon", "Rawson", "Madryn", "Esquel", "Trevelin", "Camarones",
          "Sarmiento", "Chiloe"]  # fmt: skip
_PEOPLE = ["Ceridwen", "Gwilym", "Inaki", "Marisol", "Bastian", "Evaristo", "Hannelore",
           "Dietrich", "Yanina", "Cadfael"]  # fmt: skip
_SYM = "!#$%&*?@+=~"
_LEET = ["M3r1n0", "B4ll3n4", "0rc4", "T3153n", "V3ll0n", "Fr4nc4", "G41m4n", "Tr3l3w"]

_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SHEEP)}{g.choice(_SEA)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    lambda g: f"{g.choice(_TOWNS).lower()}.{g.choice(_TEA).lower()}.{g.randrange(2024, 2036)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYM)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "%&!?", 14) + g.choice("!?%") + str(g.randrange(10, 99)),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_TOWNS)}{g.randrange(1940, 2010)}",
    lambda g: f"{g.choice(_TEA)}{g.randrange(100, 1000)}{g.choice(_SYM)}",
    lambda g: f"Fardo{g.randrange(100, 999)}{g.choice(_SHEEP)}{g.choice(_SYM)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: _r(g, ALNUM, 16),
]
_PLAIN_OK = set(ALNUM + "._-")


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    return v.until(g, _pw, lambda s: set(s) <= _PLAIN_OK and any(c.isdigit() for c in s))


def _fam(cls: str, templates: list[str], make: Maker) -> Taker:
    """Samples of ``cls``: each template filled with a fresh ``{pw}`` of ``make``."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


def _pairs(cls: str, rows: list[tuple[str, Maker]]) -> Taker:
    """Samples of ``cls`` from (template, maker) rows."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in v.cycle(rng, rows, n):
            secret = make(rng)
            out.append(Sample(cls, template.replace("{pw}", secret), secret))
        return out

    return take


# Passwords after labels, every separator, all five languages and English.
_LABELLED = [
    "Trelew coop office PC: admin password: {pw}",
    "password for the shearing-shed tablet = {pw}",
    "Avistajes booking portal -> password -> {pw}",
    "ticket #4471: reset the wool-scale web UI, new password → {pw}",
    "dock kiosk | user: muelle | password | {pw}",
    "Bryn Gwyn till: pass => {pw}",
    "MARINA_RADIO_PASSWORD :: {pw}",
    "boat tracker login\tpassword\t{pw}",
    "the password for the Golfo Nuevo booking laptop is {pw}",
    "Reminder to self: the NAS in Puerto Madryn, password {pw} (changed Monday)",
    "Password for the tea-house POS — {pw}",
    "Note: Trelew warehouse camera admin pw: {pw}",
    "The accounting server's password was changed to {pw}",
    "passwd for the grading-room PC / {pw}",
    "che Iñaki la clave del router de la cooperativa es {pw}",
    "la contraseña del sistema de fardos: {pw} no se la pases a nadie eh",
    "dale, te paso la clave de la compu del muelle: {pw}",
    "boludo cambié la contraseña del mail de reservas, ahora es {pw}",
    "q clave tiene la tablet de la esquila? -> {pw} xq la cambiaron",
    "contraseña nueva del portal de Avistajes = {pw}",
    "Ceridwen, y cyfrinair i'r til yw {pw} — paid â dweud wrth neb",
    "Gwilym cariad, cyfrinair newydd y cyfrifiadur: {pw}",
    "Cyfrinair y wifi yn y capel yw {pw}",
    "Nain, y cyfrinair ar gyfer y banc ar-lein ydy {pw}",
    "oye la clave de la balanza es {pw} po, cachai",
    "weón la contraseña del galpón es {pw}, anótala al tiro",
    "la clave pa entrar al sistema de la esquila: {pw} po",
    "Marisol, la clave del correo de la cuadrilla es {pw}, cachai?",
    "Bastián, la password de la app de pagos: {pw} po weón",
    "Caro, la password della posta è {pw}, mi raccomando",
    "la password del computer del nonno è {pw} non dirlo a nessuno",
    "Evaristo: ho cambiato la password della banca, adesso è {pw}",
    "password del conto alle Poste: {pw} — mi raccomando eh",
    "Das Passwort für den Hof-PC ist {pw}, sag's keinem",
    "Kennwort vom Onlinebanking: {pw}",
    "Mama, das neue Passwort fürs Tablet lautet {pw}",
    "Kennwort (Esquel Büro) = {pw}",
    "Hannelore: Passwort geändert auf {pw}",
    "ok so the Zyxel at the Gaiman tea house, admin password is {pw}",
    "hey can you remember the ubiquiti password for the boat dock: {pw}",
]
_LOGINS = [
    "Trelew coop ERP login: marisol.n / {pw}",
    "login: avistajes-admin / {pw}",
    "creds for the whale-sighting camera are operador and {pw}",
    "Sign in as teahouse@brynGwyn-te.example with {pw}",
    "user: iñaki  pass: {pw}",
    "usuario: cuadrilla3 contraseña: {pw}",
    "Benutzer: neumann.h, Passwort: {pw}",
    "utente: evaristo.b password: {pw}",
    "defnyddiwr: ceridwen cyfrinair: {pw}",
    "root:{pw}",
    "admin / {pw}",
    "u=shearer07 p={pw}",
    "bastian.q@lanera-valle.example:{pw}",
    "| fardos-db | ifuentealba | {pw} |",
    "login del portal: usuario reservas, clave {pw}",
]
_URLS = [
    "postgres://lanera:{pw}@db.camwy.lan:5432/fardos",
    "mysql://reservas:{pw}@10.20.1.14/avistajes",
    "amqp://grading:{pw}@mq.camwy.lan:5672/%2f",
    "redis://:{pw}@cache.golfonuevo.example:6379/0",
    "DATABASE_URL=mongodb+srv://teahouse:{pw}@cluster0.brynGwyn-te.example/pos",
    "ftp://esquila:{pw}@files.lanera-valle.example/lotes/",
    "https://backup:{pw}@nas.camwy.lan:5001/webdav",
    "git clone https://iñaki:{pw}@git.camwy.lan/ops/ansible.git",
    "smtp://reservas%40golfonuevo.example:{pw}@mail.golfonuevo.example:587",
    "sftp://neumann:{pw}@esquel-hof.lan:22/",
]
_CLI = [
    "$ mysql -u fardos -p{pw} lanera",
    "sshpass -p '{pw}' ssh esquila@10.20.1.30",
    "redis-cli -h cache.camwy.lan -a '{pw}' ping",
    "curl -u avistajes:{pw} https://api.golfonuevo.example/v1/salidas",
    "docker login registry.camwy.lan -u ci -p '{pw}'",
    "htpasswd -bc /etc/nginx/.htpasswd tecnico '{pw}'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/muelle",
    "smbclient //nas.camwy.lan/lotes -U marisol%{pw}",
    "echo '{pw}' | sudo -S systemctl restart balanza",
    "PGPASSWORD='{pw}' psql -h db.camwy.lan -U lanera fardos",
    "zip -P '{pw}' planillas_esquila.zip *.xlsx",
    "7z a -p'{pw}' reservas_2031.7z reservas/",
    "openssl enc -aes-256-cbc -in nomina.csv -out nomina.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c contratos.tar",
    "xfreerdp /v:10.20.1.5 /u:contador /p:'{pw}'",
    "net use Z: \\\\nas\\lotes {pw} /user:CAMWY\\marisol",
    "sqlcmd -S sql.camwy.lan -U sa -P '{pw}' -Q 'select 1'",
    "ldapsearch -x -D cn=admin,dc=camwy,dc=lan -w '{pw}' -b dc=camwy,dc=lan",
    "mosquitto_pub -h mqtt.golfonuevo.example -u boya -P '{pw}' -t boya/temp -m 11.2",
    "ipmitool -I lanplus -H 10.20.9.2 -U ADMIN -P '{pw}' power status",
    "keytool -importcert -keystore cobros.jks -storepass '{pw}' -file ca.crt",
    "lftp -u reservas,{pw} ftp.golfonuevo.example",
    "rabbitmqctl add_user grading '{pw}'",
    "printf '{pw}\\n' | passwd --stdin esquila",
    "mysql -h 10.20.1.14 -u reservas --password='{pw}' avistajes",
    "ssh neumann@esquel-hof.lan # contraseña: {pw}",
    "borg create --passphrase '{pw}' /backup::lunes /srv",
    "restic -r /mnt/backup --password-command 'echo {pw}' snapshots",
    "plink -ssh -pw {pw} operador@10.20.1.77",
    "ALTER USER reservas IDENTIFIED BY '{pw}';",
]
_CONFIGS = [
    "DB_PASSWORD={pw}",
    "export LANERA_SMTP_PASS='{pw}'",
    '  password: "{pw}"',
    "[fardos]\nhost = db.camwy.lan\nuser = lanera\npassword = {pw}",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "db.camwy.lan:5432:fardos:lanera:{pw}",
    '<add key="SmtpPassword" value="{pw}" />',
    'RESERVAS_DB_PASS = "{pw}"',
    "POSTGRES_PASSWORD: {pw}",
    '"adminPassword": "{pw}",',
    "mail_password={pw}",
    'variable "db_password" {\n  default = "{pw}"\n}',
    "secret: {pw}",
    "ssid,psk\nTyTe-BrynGwyn,{pw}",
    "smtp_password,{pw}",
]
_SPELLED = [
    "the password is the word merino followed by {pw}",
    "la clave es la palabra ballena y después {pw}",
    "Das Passwort ist das Wort Esquel, dann {pw}",
    "y cyfrinair yw'r gair bara ac yna {pw}",
    "la password è la parola nonno e poi {pw}",
    "Corriedale with a capital C and {pw} at the end",
    "the name of the coop's dog, Tehuel, followed by {pw}",
    "la clave es Franca con mayúscula y {pw} al final po",
]
_SAID_FIRST = [
    "{pw} — that's the wifi password at the Gaiman tea house",
    "{pw}, esa es la clave del router del muelle",
    "type {pw}; that's the admin password for the wool scale",
    "{pw} is the password for the reservas mailbox now",
    "{pw} → das ist das Passwort für den Hofrechner",
    "{pw} è la password della posta, mi raccomando",
    "{pw} yw'r cyfrinair newydd",
    "{pw}, that's what I set for the Avistajes router",
]
_QUESTIONS = [
    "Marisol: cuál es la clave del wifi del galpón?\nIñaki: {pw}",
    "wifi password at the dock?\n{pw}",
    "Beth yw'r cyfrinair i'r wifi?\nGwilym: {pw}",
    "Wie ist das Passwort fürs WLAN?\n— {pw}",
    "qué clave tiene la compu de la esquila po?\nBastián: {pw}",
    "nonno, qual è la password della mail?\n{pw}",
    "Q: password for the boat tracker portal? A: {pw}",
    "pw for the camera NVR?\n> {pw}",
]
_WIFI = [
    "WIFI:S:TyTe-BrynGwyn;T:WPA;P:{pw};;",
    "wifi Lanera Valle Galpon / {pw}",
    "Network: Avistajes-Muelle-5G / key {pw}",
    "red: Esquila-Cuadrilla, clave: {pw}",
    "WLAN Neumann-Esquel, Passwort {pw}",
    "rhwydwaith Capel-Gaiman, cyfrinair: {pw}",
    "wifi de la casa del nonno, password: {pw}",
    "WPA key for the whale office: {pw}",
    'wpa_passphrase="{pw}"',
    "la clave del wifi del galpón es {pw} po",
    "SSID Golfo-Nuevo-Guest\npassword: {pw}",
    "wifi (Bryn Gwyn staff) key -> {pw}",
]
_PASSPHRASES = [
    "Bitwarden master passphrase: {pw}",
    "passphrase for the coop's KeePass: {pw}",
    "frase de contraseña del 1Password de Avistajes: {pw}",
    "Passphrase für den Tresor: {pw}",
    "age passphrase = {pw}",
]
_PHRASE_WORDS = ["vellon", "ballena", "galpon", "esquila", "tebot", "capel", "meseta", "viento",
                 "chubut", "tamarisco", "alpaca", "orca", "faro", "bardas", "coiron"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4 + g.randrange(3)))


# Vendor keys: real prefixes and invented vendors after a key word.
def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url(
        {"sub": _r(g, D, 7), "iss": "camwy.lan", "exp": 2_000_000_000 + g.randrange(10**7)}
    )
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN=ghp_{pw}", _j((ALNUM, 36))),
    ("token de GitHub del repo de fardos: {pw}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab runner token {pw}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key for the tea-house shop: {pw}", _j("sk_live_", (ALNUM, 48))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 56))),
    ("la key de Anthropic: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("openrouter key {pw}", _j("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {pw}", _j((ALNUM + "/+", 40))),
    ("Google Maps key für die Karte: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio auth for the SMS alerts: {pw}", _j("SK", (HEX, 32))),
    ("bot de Telegram de avistajes: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("pypi upload token {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Mailchimp key del newsletter: {pw}", _j((HEX, 32), "-us21")),
    ("shopify admin token {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("linear key {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account: {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("POSTMAN_API_KEY={pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("doppler token {pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("tailscale auth key for the dock pi: {pw}", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 32))),
    ("SUPABASE_SERVICE_KEY={pw}", _jwt),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("replicate: {pw}", _j("r8_", (ALNUM, 37))),
    ("perplexity key {pw}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
    ("Brevo key newsletter Bryn Gwyn: {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NGC_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub PAT {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("DATABRICKS_TOKEN={pw}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
    ("age secret key: {pw}", _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))),
    ("LanaTrack API key: {pw}", _j((HEX, 40))),
    ("API key de BallenaBook (reservas): {pw}", lambda g: v.uuid4(g, "b")),
    ("TeGaliCobros integration broken, current key {pw}", _j("tgc_live_", (ALNUM, 32))),
    ("clave API de EsquelPay: {pw}", _j((ALNUM, 36))),
    ("Supermetrics API key: {pw}", _j((HEX, 32))),
    ("Fathom Analytics key for the tea-house site: {pw}", _j((ALNUM, 40))),
    ("TINYBIRD_TOKEN={pw}", _j("p.", (URLSAFE, 120))),
    ("Turso auth token for the sightings db: {pw}", _jwt),
    ("TRIGGER_SECRET_KEY={pw}", _j("tr_prod_", (ALNUM, 24))),
    ("INNGEST_SIGNING_KEY={pw}", _j("signkey-prod-", (HEX, 64))),
    ("Xata API key {pw}", _j("xau_", (ALNUM, 36))),
    ("Integrations › Plausible: {pw}", _j((URLSAFE, 64))),
    ("Loops API-Schlüssel: {pw}", _j((HEX, 32))),
    ("chiave API di Knock: {pw}", _j("sk_", (URLSAFE, 40))),
    ("allwedd API LanaTrack: {pw}", _j((HEX, 48))),
]
_BARE = [
    "{pw}",
    "pegale esto al deploy: {pw}",
    "copied from the dashboard {pw}",
    "Session cookie value {pw}",
    "neu generiert: {pw}",
]
_HEXES = [
    "ENCRYPTION_KEY={pw}",
    "aes key for the fardos export: {pw}",
    "la llave hex del lector RFID de caravanas: {pw}",
    "HMAC secret {pw}",
    "LoRa AppKey für die Wetterstation = {pw}",
    "master.key\n{pw}",
]
_JWTS = [
    "Authorization: Bearer {pw}",
    "token de sesión del portal: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.golfonuevo.example/v1/salidas",
    "id_token={pw}",
    "the booking widget's JWT: {pw}",
]


def _pem(g: random.Random) -> str:
    raw = base64.b64encode(bytes(g.randrange(256) for _ in range(180))).decode()
    lines = [raw[i : i + 64] for i in range(0, len(raw), 64)]
    kind = g.choice(["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEMS = [
    "deploy key for the coop server:\n{pw}",
    "la clave privada del muelle, no la subas a git:\n{pw}",
    "{pw}",
    "id_ed25519 (Iñaki's laptop)\n{pw}",
]
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "french")}


def _seed(lang: str, words: int = 12) -> Maker:
    def make(g: random.Random) -> str:
        bits = {12: 16, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("Ledger recovery phrase for the coop treasury: {pw}", _seed("english")),
    ("frase semilla de la billetera de Marisol: {pw}", _seed("spanish")),
    ("le 24 parole del portafoglio del nonno: {pw}", _seed("italian", 24)),
    ("seed words (Trezor, Avistajes): {pw}", _seed("english", 24)),
    ("las 12 palabras po, guárdalas: {pw}", _seed("spanish")),
    ("mots de récupération: {pw}", _seed("french")),
    ("Wiederherstellungswörter: {pw}", _seed("english", 18)),
    ("geiriau adfer y waled: {pw}", _seed("english")),
]


def _card(g: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_MAKERS: list[Maker] = [
    lambda g: v.grouped(v.card(g, "visa"), " ", g),
    lambda g: v.card(g, "mastercard"),
    lambda g: v.grouped(v.card(g, "amex"), " ", g),
    lambda g: v.grouped(_card(g, "604201"), "-", g),
    lambda g: v.grouped(_card(g, "589562"), " ", g),
    lambda g: v.grouped(v.card(g, "maestro"), ".", g),
]
_CARDS = [
    "card for the tea-house supplier: {pw} exp 09/33",
    "tarjeta de la cooperativa: {pw} vence 04/32",
    "la tarjeta del nonno è {pw}",
    "Kreditkarte: {pw}, gültig bis 11/31",
    "cerdyn banc: {pw}",
    "pagale con esta: {pw} po",
]
_CVVS = [
    "security code on the back: {pw}",
    "código de seguridad: {pw}",
    "CVV {pw}",
    "Prüfnummer auf der Rückseite: {pw}",
    "il codice di sicurezza dietro è {pw}",
    "the three digits on the back are {pw}",
]
_IBAN_SHAPES = {"GL": "n" * 14, "FO": "n" * 14, "ST": "n" * 21, "MR": "n" * 23}


def _iban(g: random.Random, country: str) -> str:
    number = v.iban_shaped(g, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBANS: list[tuple[str, Maker]] = [
    ("IBAN for the wool buyer in Nuuk: {pw}", lambda g: _iban(g, "GL")),
    ("IBAN del comprador de Tórshavn: {pw}", lambda g: v.iban_spaced(_iban(g, "FO"))),
    ("pay the cruise agent, IBAN {pw}", lambda g: _iban(g, "ST")),
    ("IBAN des Lieferanten: {pw}", lambda g: v.iban_spaced(_iban(g, "MR"))),
    ("IBAN per il bonifico: {pw}", lambda g: _iban(g, "FO")),
    ("rhif IBAN: {pw}", lambda g: v.iban_spaced(_iban(g, "GL"))),
]


def _cuit(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = h.choice(["20", "23", "27", "30"]) + _r(h, D, 8)
        return body + ar_cuit.calc_check_digit(body)

    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


def _cbu(g: random.Random) -> str:
    a = _r(g, D, 7)
    b = _r(g, D, 13)
    return a + ar_cbu.calc_check_digit(a) + b + ar_cbu.calc_check_digit(b)


def _rut(g: random.Random) -> str:
    body = str(g.randrange(8_000_000, 25_000_000))
    return str(cl_rut.format(body + cl_rut.calc_check_digit(body)))


def _codice(g: random.Random) -> str:
    body = (
        _r(g, "BCDFGHLMNPRSTVZ", 6)
        + f"{g.randrange(30, 60):02d}"
        + g.choice("ABCDEHLMPRST")
        + f"{g.randrange(1, 29):02d}"
        + g.choice("FHL")
        + _r(g, D, 3)
    )
    return body + it_cf.calc_check_digit(body)


def _idnr(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(1, 10)) + _r(h, D, 10), de_idnr.is_valid)


def _utr(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), gb_utr.is_valid)


def _dni(g: random.Random) -> str:
    return v.until(g, lambda h: str(h.randrange(20_000_000, 45_000_000)), ar_dni.is_valid)


_NATIONAL: list[tuple[str, Maker]] = [
    ("CUIT de la cooperativa: {pw}", _cuit),
    ("mi CUIT es {pw}, para la factura", _cuit),
    ("CUIL del esquilador: {pw}", _cuit),
    ("CBU para la transferencia: {pw}", _cbu),
    ("pasame a este CBU {pw} dale", _cbu),
    ("DNI: {pw}", _dni),
    ("mi DNI es {pw} che", _dni),
    ("RUT {pw} po, pa' la boleta", _rut),
    ("el RUT del Bastián: {pw}", _rut),
    ("codice fiscale del nonno: {pw}", _codice),
    ("il mio codice fiscale è {pw}", _codice),
    ("Steuer-ID: {pw}", _idnr),
    ("meine Steuerliche Identifikationsnummer ist {pw}", _idnr),
    ("UTR for Gwilym's UK tax return: {pw}", _utr),
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    heads = [
        "Google backup codes for reservas@golfonuevo.example:\n{codes}",
        "códigos de recuperación de la cuenta de la cooperativa: {codes}",
        "GitHub recovery codes\n{codes}",
        "Backup-Codes fürs Microsoft-Konto: {codes}",
        "codici di backup: {codes}",
        "codau wrth gefn 2FA:\n{codes}",
        "2FA backup codes (Avistajes Stripe): {codes}",
    ]
    out = []
    for index, head in enumerate(v.cycle(rng, heads, n)):
        codes = v.backup_codes(rng, 8, index % 4)
        sep = "\n" if "\n" in head else ", "
        secret = codes[index % 8]
        out.append(Sample("backup_codes", head.replace("{codes}", sep.join(codes)), secret))
    return out


_TOTP: list[tuple[str, Maker]] = [
    ("otpauth://totp/Camwy:inaki?secret={pw}&issuer=Camwy", lambda g: v.totp_secret(g, False)),
    ("TOTP secret for the booking admin: {pw}", lambda g: v.totp_secret(g, True)),
    ("setup key del 2FA del banco: {pw}", lambda g: v.totp_secret(g, False)),
    ("2FA-Schlüssel (manuell eingeben): {pw}", lambda g: v.totp_secret(g, True)),
    ("can't scan the QR code, the manual key is {pw}", lambda g: v.totp_secret(g, False)),
    ("chiave 2FA della posta: {pw}", lambda g: v.totp_secret(g, False)),
]
_OTP = [
    "{pw} is your Avistajes verification code",
    "Tu código de verificación es {pw}",
    "Ihr Bestätigungscode lautet {pw}",
    "Use {pw} to sign in to LanaTrack",
    "código de acceso Mercado Pago: {pw}. No lo compartas.",
    "il codice di verifica è {pw}",
    "Eich cod dilysu yw {pw}",
    "one-time code: {pw}",
]
_LOCKS = [
    "the tea-house alarm code is {pw}",
    "código del candado del galpón: {pw}",
    "PIN de la tarjeta: {pw}",
    "Torcode Scheune: {pw}",
    "il PIN del bancomat è {pw}",
    "cod y drws cefn: {pw}",
    "la clave del portón es {pw}#",
    "keypad at the whale office: {pw}",
    "SIM PIN {pw}",
    "PIN del celu: {pw} po",
    "lockbox for the dock keys -> {pw}",
    "Safe-Kombination {pw}",
]
_SPELL_TOKEN = [
    "reading it out: {pw}",
    "dictado por audio: {pw}",
    "key in groups: {pw}",
]


def _spelled_token(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _SPELL_TOKEN, n)):
        token = _r(rng, ALNUM, 20)
        sep = [" ", "-", " · ", "  "][index % 4]
        secret = (
            sep.join(token[i : i + 4] for i in range(0, 20, 4)) if index % 2 else sep.join(token)
        )
        out.append(Sample("spelled_token", template.replace("{pw}", secret), secret))
    return out


# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_fam("labelled_password", _LABELLED, _pw), 70),
    (_fam("login", _LOGINS, _pw), 25),
    (_fam("spelled_password", _SPELLED, lambda g: str(g.randrange(100, 10_000))), 8),
    (_spelled_token, 6),
    (_fam("cli_password", _CLI, _plain), 35),
    (_fam("url_credentials", _URLS, _plain), 14),
    (_pairs("vendor_token", _VENDORS), 52),
    (_fam("bare_token", _BARE, _j((ALNUM, 40))), 6),
    (_fam("hex_key", _HEXES, _j((HEX, 64))), 10),
    (_fam("jwt", _JWTS, _jwt), 8),
    (_fam("pem_key", _PEMS, _pem), 6),
    (_pairs("seed_phrase", _SEEDS), 12),
    (_pairs("card", [(t, m) for t in _CARDS for m in _CARD_MAKERS]), 12),
    (_fam("card_code", _CVVS, lambda g: _r(g, D, 3)), 6),
    (_pairs("iban", _IBANS), 12),
    (_pairs("national_id", _NATIONAL), 20),
    (_backups, 7),
    (_pairs("totp", _TOTP), 6),
    (_fam("otp_code", _OTP, lambda g: _r(g, D, 6)), 8),
    (_fam("wifi_key", _WIFI, _plain), 16),
    (_fam("pin", _LOCKS, lambda g: _r(g, D, g.choice([4, 5, 6]))), 12),
    (_fam("passphrase", _PASSPHRASES, _phrase), 7),
    (_fam("config_password", _CONFIGS, _plain), 16),
    (_fam("said_first", _SAID_FIRST, _plain), 8),
    (_fam("question_answer", _QUESTIONS, _plain), 8),
]


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _visa_spaced(g: random.Random) -> str:
    return v.grouped(v.card(g, "visa"), " ", g)


def _naranja(g: random.Random) -> str:
    return v.grouped(_card(g, "589562"), " ", g)


def _one_code(g: random.Random) -> str:
    return v.backup_codes(g, 1, 2)[0]


# (class, first field ending in a label, second field with the secret as {s}, maker)
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la clave del wifi del galpón es", "{s}", _plain),
    ("split_password", "Password:", "{s} (tea-house POS)", _plain),
    ("split_password", "y cyfrinair yw", "{s}", _plain),
    ("split_password", "Das Passwort lautet", "{s}\nbitte nicht weitergeben", _plain),
    ("split_password", "la password è", "{s} mi raccomando", _plain),
    ("split_password", "contraseña del mail de reservas:", "{s}", _plain),
    ("split_password", "clave de la balanza po ->", "{s}", _plain),
    ("split_password", "admin password for the Avistajes NAS", "{s}", _plain),
    ("split_token", "LanaTrack API key:", "{s}", _j((HEX, 40))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "clave API de EsquelPay", "{s}", _j((ALNUM, 36))),
    ("split_seed", "frase semilla:", "{s}", _seed("spanish")),
    ("split_card", "número de tarjeta", "{s} vence 08/34", _visa_spaced),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "ST"))),
    ("split_id", "CUIT:", "{s}", _cuit),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, True)),
    ("split_pin", "código del candado:", "{s}", lambda g: _r(g, D, 4)),
    ("split_wifi", "WLAN-Passwort (Esquel)", "{s}", _plain),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
    ("split_backup", "GitHub recovery codes", "{s}\n7f3k2-9qpx1\nm4t8z-b2c6d", _one_code),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    ('{"balanza": {"url": "balanza.camwy.lan", "admin_password": "{s}"}}', "meta_password", _plain),
    ('{"contraseña": "{s}"}', "meta_password", _plain),
    ('{"cyfrinair": "{s}"}', "meta_password", _plain),
    ('{"account": {"user": "neumann.h", "Kennwort": "{s}"}}', "meta_password", _plain),
    ('{"argv": ["mysql", "-u", "ops", "--password", "{s}"]}', "meta_password", _plain),
    ('{"nota": "la password della posta è {s}"}', "meta_password", _plain),
    ('{"transcript": "la clave del router del muelle es {s} po"}', "meta_password", _plain),
    ('{"lanatrack": {"api_key": "{s}"}}', "meta_token", _j((HEX, 40))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"stripeSecret": "{s}"}', "meta_token", _j("sk_live_", (ALNUM, 48))),
    ('{"pago": {"tarjeta": "{s}", "vence": "02/33"}}', "meta_card", _naranja),
    ('{"comprador": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "MR")),
    ('{"socio": {"cuit": "{s}"}}', "meta_id", _cuit),
    ('{"esquilador": {"rut": "{s}"}}', "meta_id", _rut),
    ('{"mfa": {"backup_codes": ["{s}", "7f3k2-9qpx1", "m4t8z-b2c6d"]}}', "meta_otp", _one_code),
    ('{"wallet": {"seed_words": "{s}"}}', "meta_seed", _seed("english")),
    ('{"rfid": {"aes_key": "{s}"}}', "meta_key", _j((HEX, 64))),
    ('{"galpon": {"padlock_code": "{s}"}}', "meta_pin", lambda g: _r(g, D, 4)),
    ('{"wifi": {"ssid": "TyTe-BrynGwyn", "psk": "{s}"}}', "meta_wifi", _plain),
    ('{"totp": {"secret": "{s}"}}', "meta_otp", lambda g: v.totp_secret(g, False)),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, cls, make in _METADATA]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"balanza-fw-2.7.3.bin").hexdigest()
_COMMIT = hashlib.sha1(b"fardos: add micron column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"reservas: fix tide table", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"avistajes_2031-10-12.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    f"commit {_COMMIT} adds the micron column to the wool lots table.",
    f"Reverted to {_SHORT} after the tide table broke the booking page.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"The scale firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE}.",
    f"MD5 of avistajes_2031-10-12.csv is {_MD5}, same as the copy on the NAS.",
    "Order #A-20318 shipped, tracking AR 4471 0938 2210 via Correo Argentino.",
    "El código postal de Trelew es U9100, el de Gaiman U9105.",
    "Llamame al +54 280 445-1927 o al fijo de la cooperativa.",
    "The whale season runs from June to December; first boat at 09:30.",
    "Fardo 2031-0417: 18.6 micras, rinde 54 %, 212 kg.",
    "Ticket #5523: the booking page shows the wrong tide time.",
    "Tarjeta terminada en 4417, el resto no lo mando por acá.",
    "card ending ••••  3391, expiry 08/33 — the full number is in the safe",
    "IBAN: GL** **** **** **** ** (ask Marisol for the full one)",
    "The password must have 12 characters, one capital and one digit.",
    "la contraseña tiene que tener 12 caracteres, no me acuerdo cuál puse",
    "Passwort vergessen? Dann auf 'Zurücksetzen' klicken.",
    "Anghofio'r cyfrinair? Cliciwch yma i'w ailosod.",
    "la password la trovi nel quaderno rosso, non te la scrivo qui",
    "po, la clave te la digo en persona nomás, no por WhatsApp",
    "Your PIN must be four to six digits and cannot repeat.",
    "el PIN nuevo te llega por correo postal en 10 días hábiles",
    "Die PIN steht im Brief von der Bank, ich hab ihn nicht hier.",
    "Nunca compartas tu código de verificación con nadie.",
    "We never ask for your one-time code by phone.",
    "Version 4.12.0 of the booking app is out; build 20311012.",
    "Python 3.11.9, Django 5.0.6, PostgreSQL 16.3",
    "coordinates of the lookout: -42.7692, -65.0385",
    "Punta Ninfas lighthouse: 42°58′S 64°19′W",
    "Precio del té completo: $ 18.500, con torta galesa incluida.",
    "Lote 3318 de lana Merino, 21 micras, 4.210 kg, precio US$ 7,45/kg.",
    "Factura B 0004-00018273 del 12/10/2031.",
    "Reserva confirmada: código de reserva AVG-7731, salida 14:00.",
    "Product code TGW-BARA-500 (bara brith 500 g), EAN 7791234000018.",
    "SKU LVI-FARDO-M21 restocked: 42 bales.",
    "The 2FA app is set up; backup codes are printed and in the office safe.",
    "Mae'r codau wrth gefn yn y drôr, nid yma.",
    "Wi-Fi for guests: ask at the counter for the card with the key.",
    "La red del galpón se llama Lanera-Galpon, la clave pedísela a Iñaki.",
    "Das WLAN heißt Neumann-Esquel, das Passwort steht auf dem Router.",
    "il wifi del nonno si chiama Casa-Bellandi, la password ce l'ha la zia",
    "Bastián llega el 3/11 a Trelew con la cuadrilla, son 8 esquiladores.",
    "API rate limit is 600 requests per minute per key.",
    "The API version is 2031-10-01; the REST API moved to /v2.",
    "LanaTrack integration: key rotated yesterday, new one is in Vault.",
    "Token count for the summary: 812 prompt, 204 completion.",
    "The seed phrase is on steel plates in two different places.",
    "la frase semilla está en papel en la caja fuerte, no la tipees nunca",
    "Security code: the three digits on the back of the card (never send them).",
    "Door code changes every first Monday; Gwilym sends it by phone.",
    "El portón se abre con el control, el código lo sabe el encargado.",
    "DNI y CUIT del socio: ver legajo 117 en la carpeta azul.",
    "Ballena franca avistada a las 10:42 frente a Puerto Pirámides, 3 ejemplares.",
    "Shearing rota: 06:00 start, 20-minute breaks at 09:00 and 15:00.",
    "Die Bestellung 2031-448 ist unterwegs, Sendungsnummer folgt.",
    "Il treno per Trelew parte alle 7:15 dal binario 2.",
    "Mae'r te yn barod am 4 o'r gloch, bara brith a sgons.",
    "UUID of the booking record: see the admin page, not the export.",
    "ssh-ed25519 public key fingerprint SHA256 shown in the GitHub settings page",
    "Backup job 'fardos-nightly' finished: 2.4 GB, 00:14:32.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 12}',
    '{"secret_ref": "vault/camwy/lanatrack", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "5523", "order": "A-20318"}',
    '{"lote": {"id": "LVI-2031-0417", "micras": 18.6, "kg": 212}}',
    '{"telefono": "+54 280 445-1927", "ciudad": "Trelew"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "boats": 3}',
    '{"avistaje": {"lat": -42.7692, "lon": -65.0385, "especie": "ballena franca"}}',
    '{"card_last4": "4417", "pin_set": true, "codigo_postal": "U9105"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
