# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-first's docstring, the
fifth to four-hundred-and-first only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(402, 403, 404), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (405_263_917), password words (a fish, town, dance or mate word of
Corrientes, a number and a sign, `Surubi58!`; dot-joined words with a year,
`itati.bandoneon.2033`; leet `Y3rb4M4t3`; random runs with a sign; dashed generator groups; a
boat's name and a year, `PiraPyta#2031`).

The fictional company is Grupo Mbaracayá Correntino S.A. of Corrientes, Argentina: the Molino
Yerbatero Mbaracayá (an invented yerba mate mill at an invented address near Gobernador Virasoro),
the Lodge Dorado Pytã (an invented Paraná river fishing lodge in Paso de la Patria) and the
Boletería Sapukái (an invented ticketing office for the chamamé festival in the city of
Corrientes). Staff: Ramiro Aquino (IT), Nélida Benítez (the mill), the fishing guide "Chiquito"
Fernández, Graciela Sosa (tickets), Ña Eusebia Romero (the mill's cook, who texts in Jopara); the
Brazilian border trader Tiago Vasconcelos of São Borja; the Italian winery partner Lucia Zanon of
an invented Cantina Zanon; and the Misiones colony cousin Krzysztof Wiśniewski of Apóstoles. Every
company, person, address, domain (`mbaracaya.lan`, `dorado-pyta.example`,
`sapukai-tickets.example`), account and number is invented; only the region is real. Texts:
WhatsApp and Telegram chats, tickets, notes, runbooks, shell history, config and env files,
voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `/`, `|`, `::`, a tab, `es`, `ha'e`, `é`, `è`, `to`, a new line, a question then its answer,
a value said first and named after.

Grep counts (heldouts 5 to 401, grep -l): none for `chamamé`, `Paso de la Patria`, `ndaje`,
`ningo`, `IBAN PY`, `IBAN UY`, `IBAN BH`, `IBAN LY`, `IBAN IQ`, `IBAN MD`; one or two for
`Corrientes`, `che password`, `IBAN PL`, `IBAN CR`; four to twelve for `yerba`, `IBAN BR`, `IBAN
IT`, `ar.dni`, `py.ruc`, `uy.rut`, `pl.regon`, `pl.nip`, `Ualá`; 17 to 23 for `hasło to`,
`ar.cbu`, `ar.cuit`, `br.cnpj`, `it.iva`; `clave es` (51), `senha é` (46), `la password è` (31)
and `hasło` (69) are common, so other wordings stand beside them (`la contra es`, `pe clave
ha'e`, `a senha tá`, `la pass nuova è`, `hasło do… to`). Languages: about half English, config or
shell; the rest in the Rioplatense Spanish of Corrientes as texted (`che`, `vo'`, `la contra`,
`posta`, `ahí te paso`, `dale`), Guaraní/Jopara (`che ra'a`, `pe clave ha'e`, `ndaje`, `nde`,
`ko'ápe`), the Portuguese of a Brazilian border trader (`a senha é`, `valeu`, `meu`, `tá`), the
Italian of the winery partner (`la password è`, `ti mando`, `un abbraccio`) and the Polish of the
Misiones cousin (`hasło to`, `kuzynie`, `pozdrawiam`). The Corrientes texting, the Jopara, the
border Portuguese and the Polish of a colony cousin are my guesses. Vendors: the invented Mill
Ledger, Sapukái Tickets, Dorado Bookings, Paraná Telemetry and Yerbal Sync, plus GitHub, GitLab,
Slack, Stripe, OpenRouter, Hugging Face, PyPI, Mailchimp, Square, Heroku, Figma, Notion, Netlify,
Grafana, Vault, Databricks, age, Docker Hub, Brevo, HubSpot, NVIDIA, Contentful, Dropbox, Typeform,
PlanetScale, 1Password, Supabase, New Relic, xAI, Atlassian, Google OAuth, Telegram, Twilio,
SendGrid, npm and AWS shapes. Ids: Argentina's CUIT and CBU, Paraguay's RUC, Brazil's CNPJ and CPF,
Italy's partita IVA, Poland's PESEL, NIP and REGON, each drawn until its `stdnum` module validates
it; an Argentine DNI and passport, which carry no check digit (`stdnum.ar.dni` checks the length
only). IBANs of Brazil, Italy, Poland, Moldova, Bahrain, Libya, Iraq and Costa Rica, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish, Italian and Portuguese lists, each
checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Naranja, Cabal, Elo and
Hipercard prefixes).
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
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ar import cbu as ar_cbu
from stdnum.ar import cuit as ar_cuit
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.it import iva as it_iva
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.py import ruc as py_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 405_263_917
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, str], dict[str, str]]


def _put(template: str, fields: dict[str, str]) -> str:
    """``template`` with each ``{name}`` replaced by its field (other braces stay as written)."""
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, template)`` returns the template's fields; ``key`` names the field that is the
    planted value, unless the draw also returns a ``secret`` field."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, self.templates, n):
            fields = self.draw(rng, template)
            secret = fields.get("secret", fields[self.key])
            out.append(Sample(self.cls, _put(template, fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_FISH = ["Surubi", "Dorado", "Pacu", "Patí", "Boga", "Manduvi", "Tararira", "Armado", "Sabalo",
         "Mandubé", "Pirayu", "Yatay"]  # fmt: skip
_WORDS = ["Chamame", "Sapukai", "Bandoneon", "Acordeon", "Itati", "Empedrado", "Ibera", "Chipa",
          "Mbeju", "Guampa", "Bombilla", "Yerbal", "Secanza", "Barbacua", "Tarefa", "Ponchillo",
          "Lapacho", "Timbo", "Carpincho", "Yacare"]  # fmt: skip
_NAMES = ["Ramiro", "Nelida", "Chiquito", "Graciela", "Eusebia", "Tiago", "Lucia", "Krzysztof",
          "Mirta", "Fabian", "Rosalba", "Cacho", "Yanina", "Teodoro"]  # fmt: skip
_BOATS = ["PiraPyta", "YacareGuasu", "LaChamamecera", "DonTito", "SurubiReal", "Ñandejara"]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Y3rb4M4t3", "Ch4m4m3", "S4puk41", "D0r4d0", "B4nd0n30n", "C4rp1nch0", "Gu4mp4"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_FISH)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 2)) + f".{g.randrange(2024, 2040)}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 1000)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    _manager,
    lambda g: f"{g.choice(_BOATS)}{g.choice(_SYMBOLS)}{g.randrange(2019, 2036)}",
    lambda g: f"{g.choice(_WORDS)}{g.choice(_FISH)}{g.randrange(2, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: f"{g.choice(_NAMES).lower()}_{g.choice(_FISH).lower()}_{g.randrange(1950, 2010)}",
    lambda g: _r(g, ALNUM, 18),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Ramiro: the Bühler mill PLC web password is {pw}",
    "Telegram from Nélida: secanza oven HMI password: {pw}",
    "ticket MBR-5521: the roaster panel password = {pw}",
    "note to self: barbacuá dryer controller password -> {pw}",
    "runbook step 4: log into the packing line with password → {pw}",
    "Sapukái box office POS admin password => {pw}",
    "lodge router admin :: password {pw}",
    "Dorado Pytã booking PC password | {pw}",
    "the NVR in the fish-cleaning shed has password\t{pw}",
    "Graciela: the turnstile server password is {pw}",
    "voice note, Chiquito: the outboard GPS portal password is {pw}, write it down",
    "SMS from Ramiro: new mill ERP password {pw}",
    "Can you remember my home banking password? it's {pw}",
    "password for the festival wristband printer:\n{pw}",
    "mill scale terminal / password / {pw}",
    "Hi Graciela,\n\nthe ticket kiosk root password is now {pw}. Delete this mail.\n\nRamiro",
    "incident 2033-01-19: the lodge camera DVR was exposed with password {pw}",
    "README (mill rack): the SCADA UI at https://scada.mbaracaya.lan, password `{pw}`",
    "after the reset the Paraná Telemetry console password became {pw}",
    "what's the password of the box-office laptop?\n{pw}",
    "Q: the password for the lodge's accounting PC?\nA: {pw}",
    "{pw} <- that's the new password for the dryer HMI",
    "{pw} is what I set for the mill's NAS",
    "che, la contra del wifi del molino es {pw}, no se la pases a nadie",
    "la contraseña de la compu de boletería es {pw} posta",
    "Ramiro: la clave nueva del servidor del lodge: {pw}",
    "vo' sabés la contra del NVR? es {pw} dale",
    "ahí te paso la contraseña de la balanza: {pw}",
    "che, la pass del mail de la boletería → {pw}",
    "la contra del panel del secadero quedó así: {pw}",
    "Graciela: contraseña del sistema de entradas = {pw}, no la anotes en el cuaderno",
    "contraseña del home banking del lodge: {pw}",
    "che ra'a, pe clave ha'e {pw}",
    "Ña Eusebia: la contraseña de la compu ko'ápe ha'e {pw}",
    "nde clave del correo ha'e {pw}, ani remombe'u avavépe",
    "ndaje la contra del router ha'e {pw}",
    "pe contraseña de la balanza ha'e {pw} che ra'a",
    "Tiago: a senha do sistema da balança é {pw}, valeu",
    "meu, a senha do roteador tá {pw}",
    "a senha nova do portal de frete é {pw}",
    "senha do e-mail da loja em São Borja: {pw}",
    "Lucia: la password del gestionale della cantina è {pw}",
    "ti mando la password nuova del wifi della cantina: {pw}",
    "la pass nuova del portale ordini è {pw}, un abbraccio",
    "Password della posta di Lucia: {pw}",
    "Krzysztof: hasło do komputera w suszarni to {pw}",
    "kuzynie, hasło do wifi w domu to {pw}, pozdrawiam",
    "hasło do banku: {pw}",
    "Kris pisze: nowe hasło do poczty to {pw}",
    "dictated: the Mill Ledger admin password is {pw} full stop",
    "Please save this: my Ualá app password is {pw}",
    "kiosk_admin_password={pw}",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["raquino", "nbenitez", "chiquito.f", "gsosa", "eromero", "tvasconcelos", "lzanon",
          "kwisniewski", "mcabral", "svc-molino", "boleteria", "lodge-admin"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds for the mill ERP are {u} and {pw}",
    "sign in to the Sapukái back office as {u} with {pw}",
    "usuario {u}, contraseña {pw}",
    "user: {u}\npass: {pw}",
    "{u} / {pw}",
    "| sistema | usuario | contraseña |\n|---|---|---|\n| balanza | {u} | {pw} |",
    "system,user,password\nsecadero-hmi,{u},{pw}",
    "u={u} p={pw}",
    "usuário {u} e senha {pw}, valeu",
    "utente {u}, password {pw}",
    "login {u}, hasło {pw}",
    "che, el usuario es {u} y la contra {pw}",
    "usuario ha'e {u}, clave ha'e {pw}",
    "- host: scada.mbaracaya.lan\n  user: {u}\n  password: {pw}",
    "the box office login is {u} and the password is {pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")

_SAID_WORDS = ["chamame", "surubi", "carpincho", "lapacho", "sapukai", "guampa", "mbeju",
               "tararira", "yacare", "bombilla"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all lowercase, followed by {d}",
    "type {w}, then {d}; that's the lodge wifi password",
    "it's {w}{d}, the word and the number together",
    "la contraseña es la palabra {w} y después el número {d}",
    "che, la contra es {w} con {d} al final",
    "pe clave ha'e {w} ha upéi {d}",
    "a senha é a palavra {w} e depois {d}",
    "la password è la parola {w} seguita da {d}",
    "hasło to słowo {w} i liczba {d}",
    "the name of the lodge dog, {w}, followed by {d}",
]


def _spelled_draw(rng: random.Random, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    if "{w}{d}" in template:
        return {"w": word, "d": number, "secret": word + number}
    return {"w": word, "d": number, "secret": word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

_CLI = [
    "mysql -h db.mbaracaya.lan -u {u} -p{pw} molino",
    "sshpass -p '{pw}' ssh {u}@secadero.mbaracaya.lan",
    "redis-cli -h cache.sapukai-tickets.example -a '{pw}' ping",
    "docker login registry.mbaracaya.lan -u {u} -p {pw}",
    "curl -u {u}:{pw} https://api.dorado-pyta.example/bookings",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //nas.mbaracaya.lan/planillas -U {u}%{pw}",
    "sqlcmd -S sql.mbaracaya.lan -U {u} -P '{pw}' -Q 'select 1'",
    "ldapsearch -x -D 'cn={u},dc=mbaracaya,dc=lan' -w '{pw}' -b dc=mbaracaya,dc=lan",
    "zip -P '{pw}' planillas_2033.zip planillas/*.xlsx",
    "7z a -p{pw} cosecha.7z cosecha/",
    "openssl enc -aes-256-cbc -in ventas.csv -out ventas.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c entradas.csv",
    "plink -ssh {u}@lodge-gw.dorado-pyta.example -pw {pw}",
    "xfreerdp /v:boleteria-pc /u:{u} /p:{pw}",
    "sqlplus {u}/{pw}@//ora.mbaracaya.lan:1521/MOLINO",
    "lftp -u {u},{pw} ftp.sapukai-tickets.example",
    "ipmitool -I lanplus -H bmc.mbaracaya.lan -U {u} -P {pw} power status",
    "mosquitto_pub -h mqtt.mbaracaya.lan -u {u} -P '{pw}' -t secadero/temp -m 71",
    "cqlsh cass.mbaracaya.lan -u {u} -p '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart kiosk",
    "echo '{pw}' | docker login -u {u} --password-stdin registry.mbaracaya.lan",
    "keytool -importcert -keystore kiosk.jks -storepass {pw} -file ca.pem",
    "psql 'postgresql://{u}:{pw}@pg.dorado-pyta.example:5432/reservas'",
    "rabbitmqctl add_user {u} {pw}",
    "mega-login {u}@mbaracaya.lan {pw}",
    "net use \\\\nas\\planillas /user:MBARACAYA\\{u} {pw}",
    "mongosh 'mongodb://{u}:{pw}@mongo.sapukai-tickets.example/entradas'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/lodge",
    "kinit {u}@MBARACAYA.LAN <<< '{pw}'",
    "twine upload -u {u} -p {pw} dist/*",
    "CREATE USER {u} IDENTIFIED BY '{pw}';",
]


def _cli_draw(rng: random.Random, template: str) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}


_cli = _Family("cli_password", _CLI, _cli_draw, "pw")

_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@pg.mbaracaya.lan:5432/molino",
    "redis://:{pw}@cache.sapukai-tickets.example:6379/0",
    "amqp://{u}:{pw}@mq.mbaracaya.lan:5672/",
    "the FTP for the fish photos: ftp://{u}:{pw}@fotos.dorado-pyta.example/",
    "mysql://{u}:{pw}@db.sapukai-tickets.example/entradas",
    "https://{u}:{pw}@git.mbaracaya.lan/molino/erp.git",
    "socks5://{u}:{pw}@:1080",
    "smtp://{u}:{pw}@mail.mbaracaya.lan:587",
]
_urls = _Family("url_credentials", _URLS, _cli_draw, "pw")

_VENDOR_MAKERS: dict[str, Maker] = {
    "GitHub token: {t}": _j("ghp_", (ALNUM, 36)),
    "GITLAB_TOKEN={t}": _j("glpat-", (URLSAFE, 20)),
    "slack bot for #boleteria: {t}": _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    "STRIPE_SECRET_KEY={t}": _j("sk_live_", (ALNUM, 99)),
    "stripe restricted key → {t}": _j("rk_live_", (ALNUM, 99)),
    "OPENROUTER_API_KEY={t}": _j("sk-or-v1-", (HEX, 64)),
    "HF_TOKEN={t}": _j("hf_", (ALNUM, 34)),
    "~/.pypirc password = {t}": _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60)),
    "Mailchimp key {t}": _j((HEX, 32), "-us21"),
    "Square access token: {t}": _j("EAAA", (URLSAFE, 60)),
    "HEROKU_API_KEY={t}": lambda g: v.uuid4(g, "b"),
    "figma personal token {t}": _j("figd_", (URLSAFE, 40)),
    "NOTION_TOKEN={t}": _j("ntn_", (D, 11), (ALNUM, 35)),
    "NETLIFY_AUTH_TOKEN={t}": _j("nfp_", (ALNUM, 36)),
    "grafana service account token {t}": _j("glsa_", (ALNUM, 32), "_", (HEX, 8)),
    "VAULT_TOKEN={t}": _j("hvs.", (URLSAFE, 90)),
    "databricks token: {t}": _j("dapi", (HEX, 32)),
    "age key for the backups: {t}": _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58)),
    "docker hub PAT {t}": _j("dckr_pat_", (URLSAFE, 27)),
    "BREVO_API_KEY={t}": _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16)),
    "hubspot private app: {t}": _j(
        "pat-na1-", (HEX, 8), "-", (HEX, 4), "-4", (HEX, 3), "-a", (HEX, 3), "-", (HEX, 12)
    ),
    "NVIDIA_API_KEY={t}": _j("nvapi-", (URLSAFE, 64)),
    "contentful CMA token {t}": _j("CFPAT-", (URLSAFE, 43)),
    "dropbox token = {t}": _j("sl.", (URLSAFE, 130)),
    "TYPEFORM_TOKEN={t}": _j("tfp_", (ALNUM, 44), "_", (ALNUM, 14)),
    "planetscale password {t}": _j("pscale_pw_", (URLSAFE, 43)),
    "OP_SERVICE_ACCOUNT_TOKEN={t}": _j("ops_eyJ", (URLSAFE, 120)),
    "SUPABASE_ACCESS_TOKEN={t}": _j("sbp_", (HEX, 40)),
    "new relic user key {t}": _j("NRAK-", (UPPER_DIGITS, 27)),
    "XAI_API_KEY={t}": _j("xai-", (ALNUM, 80)),
    "jira API token for the mill board: {t}": _j("ATATT3xFfGF0", (URLSAFE, 180)),
    "GOOGLE_CLIENT_SECRET={t}": _j("GOCSPX-", (URLSAFE, 28)),
    "aws_secret_access_key = {t}": _j((B64, 40)),
    "AWS_ACCESS_KEY_ID={t}": _j("AKIA", (UPPER_DIGITS, 16)),
    "Mill Ledger API key: {t}": _j((HEX, 40)),
    "API key de Sapukái Tickets: {t}": _j("sapk_", (ALNUM, 32)),
    "Dorado Bookings integration broken, current key {t}": lambda g: v.uuid4(g, "8"),
    "Integrations › Paraná Telemetry: {t}": _j((HEX, 32)),
    "clave de API de Yerbal Sync: {t}": _j((ALNUM, 40)),
    "chave da API do frete: {t}": _j((HEX, 48)),
    "chiave API del gestionale: {t}": _j((ALNUM, 36)),
    "klucz API do sklepu: {t}": _j((HEX, 32)),
    "YERBAL_SYNC_SECRET={t}": _j((ALNUM, 44)),
    "telegram bot of the lodge: {t}": lambda g: (
        f"{g.randrange(10**9, 10**10)}:" + _r(g, URLSAFE, 35)
    ),
    "twilio auth token {t}": _j((HEX, 32)),
    "sendgrid: {t}": _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43)),
    "npm token {t}": _j("npm_", (ALNUM, 36)),
    "slack app-level token: {t}": _j("xapp-1-A", (UPPER_DIGITS, 10), "-", (D, 13), "-", (HEX, 64)),
}


def _vendor_draw(rng: random.Random, template: str) -> dict[str, str]:
    return {"t": _VENDOR_MAKERS[template](rng)}


_vendors = _Family("vendor_token", list(_VENDOR_MAKERS), _vendor_draw, "t")

_BARE = [
    "{t}",
    "pasted in the chat by mistake: {t}",
    "che borrá esto {t}",
    "the thing from the admin panel {t} expires in a week",
    "{t} (from the lodge router page)",
]
_bare = _Family("bare_token", _BARE, lambda g, t: {"t": _r(g, ALNUM, g.choice([32, 40, 48]))}, "t")

_HEXES = [
    "ENCRYPTION_KEY={t}",
    "the kiosk signing key: {t}",
    "secret_key_base: {t}",
    "la llave del cifrado de las entradas es {t}",
    "{t}",
    "HMAC secret for the webhooks → {t}",
]
_hexes = _Family("hex_key", _HEXES, lambda g, t: {"t": _r(g, HEX, g.choice([32, 64]))}, "t")


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iat": g.randrange(1_900_000_000, 2_000_000_000)})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {t}",
    "session token for the box office: {t}",
    "el token del lodge: {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.sapukai-tickets.example/v1/ventas",
    "cookie: sid={t}",
    "{t}",
]
_jwts = _Family("jwt", _JWTS, lambda g, t: {"t": _jwt(g)}, "t")


def _pem(g: random.Random, kind: str) -> str:
    raw = bytes(g.randrange(256) for _ in range(g.choice([180, 240])))
    body = base64.b64encode(raw).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}PRIVATE KEY-----\n{lines}\n-----END {kind}PRIVATE KEY-----"


_PEMS = [
    "deploy key for the mill server:\n{t}",
    "{t}",
    "la llave del lodge, no la pierdas\n{t}",
    "kiosk TLS key\n```\n{t}\n```",
]


def _pem_draw(g: random.Random, template: str) -> dict[str, str]:
    return {"t": _pem(g, g.choice(["", "RSA ", "EC ", "OPENSSH "]))}


_pems = _Family("pem_key", _PEMS, _pem_draw, "t")

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "portuguese")}
SEED_LANGUAGES = tuple(_MNEMO)


def _seed(g: random.Random, language: str) -> str:
    size = g.choice([16, 16, 32])
    return str(_MNEMO[language].to_mnemonic(bytes(g.randrange(256) for _ in range(size))))


_SEEDS = {
    "recovery phrase for the lodge wallet: {t}": "english",
    "seed words\n{t}": "english",
    "la frase semilla de la billetera: {t}": "spanish",
    "che, guardá esto, son las palabras de recuperación: {t}": "spanish",
    "frase di recupero del wallet: {t}": "italian",
    "as palavras da carteira: {t}": "portuguese",
}
_seeds = _Family("seed_phrase", list(_SEEDS), lambda g, t: {"t": _seed(g, _SEEDS[t])}, "t")

_CARD_PREFIXES = {
    "visa": ("4",), "mastercard": ("51", "53", "2221"), "amex": ("37",),
    "naranja": ("589562",), "cabal": ("604201", "604244"), "elo": ("636368", "504175"),
    "hipercard": ("606282",),
}  # fmt: skip


def _card(g: random.Random, brand: str) -> str:
    prefix = g.choice(_CARD_PREFIXES[brand])
    body = prefix + _r(g, D, (14 if brand == "amex" else 15) - len(prefix))
    return body + luhn.calc_check_digit(body)


_CARDS = [
    "card for the lodge deposit: {t} exp 09/31",
    "tarjeta Naranja {t}",
    "la tarjeta de la boletería: {t}",
    "cartão {t}, validade 04/32",
    "carta della cantina {t}",
    "karta {t} ważna do 11/30",
    "{t}",
]


def _card_draw(g: random.Random, template: str) -> dict[str, str]:
    brand = "naranja" if "Naranja" in template else g.choice(list(_CARD_PREFIXES))
    number = _card(g, brand)
    return {"t": v.grouped(number, g.choice([" ", "-", "", "."]), g)}


_cards = _Family("card_number", _CARDS, _card_draw, "t")

_CVVS = [
    "security code on the back: {t}",
    "código de seguridad {t}",
    "CVV: {t}",
    "código de segurança do cartão é {t}",
    "codice di sicurezza: {t}",
    "kod CVC {t}",
    "the three digits on the back are {t}",
]
_cvvs = _Family("card_code", _CVVS, lambda g, t: {"t": _r(g, D, 3)}, "t")

_IBAN_SHAPES = {
    "BR": "n" * 23 + "ac", "IT": "a" + "n" * 10 + "c" * 12, "PL": "n" * 24, "MD": "c" * 20,
    "BH": "aaaa" + "c" * 14, "LY": "n" * 21, "IQ": "aaaa" + "n" * 15, "CR": "n" * 18,
}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


_IBANS = {
    "IBAN for Tiago's payments: {t}": "BR",
    "a conta em reais, IBAN {t}": "BR",
    "IBAN della cantina: {t}": "IT",
    "bonifico su {t}": "IT",
    "numer konta (IBAN) {t}": "PL",
    "wire to {t} for the barrels": "MD",
    "IBAN of the Manama buyer: {t}": "BH",
    "IBAN {t}": "LY",
    "pay the Basra agent at {t}": "IQ",
    "IBAN Costa Rica: {t}": "CR",
}


def _iban_draw(g: random.Random, template: str) -> dict[str, str]:
    number = _iban(g, _IBANS[template])
    return {"t": v.iban_spaced(number) if g.random() < 0.5 else number}


_ibans = _Family("iban", list(_IBANS), _iban_draw, "t")


def _digits_until(g: random.Random, make: Maker, valid: Callable[[str], bool]) -> str:
    return v.until(g, make, valid)


def _cuit(g: random.Random) -> str:
    body = g.choice(["20", "23", "27", "30", "33"]) + _r(g, D, 8)
    number = body + ar_cuit.calc_check_digit(body)
    return str(ar_cuit.format(number)) if ar_cuit.is_valid(number) else _cuit(g)


def _cbu(g: random.Random) -> str:
    return _digits_until(g, _j((D, 22)), ar_cbu.is_valid)


def _ruc(g: random.Random) -> str:
    body = str(g.randrange(800_000, 8_000_000))
    return f"{body}-{py_ruc.calc_check_digit(body)}"


def _cnpj(g: random.Random) -> str:
    number = _digits_until(g, _j((D, 8), "0001", (D, 2)), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


def _cpf(g: random.Random) -> str:
    return v.cpf_number(g)


def _iva(g: random.Random) -> str:
    return _digits_until(g, _j((D, 11)), it_iva.is_valid)


def _pesel(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(50, 100)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}" + _r(
            h, D, 5
        )

    return _digits_until(g, make, pl_pesel.is_valid)


def _nip(g: random.Random) -> str:
    return _digits_until(g, _j((D, 10)), pl_nip.is_valid)


def _regon(g: random.Random) -> str:
    return _digits_until(g, _j((D, 9)), pl_regon.is_valid)


def _dni(g: random.Random) -> str:
    number = str(g.randrange(20_000_000, 45_000_000))
    return f"{number[:2]}.{number[2:5]}.{number[5:]}"


def _passport(g: random.Random) -> str:
    return f"AA{_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "CUIT del molino: {s}": _cuit,
    "mi CUIT es {s}": _cuit,
    "CBU para la seña del lodge: {s}": _cbu,
    "pasame a este CBU {s}": _cbu,
    "RUC del proveedor de Encarnación: {s}": _ruc,
    "CNPJ da empresa do Tiago: {s}": _cnpj,
    "meu CPF é {s}": _cpf,
    "partita IVA della cantina: {s}": _iva,
    "PESEL Krzysztofa: {s}": _pesel,
    "NIP firmy: {s}": _nip,
    "REGON {s}": _regon,
    "DNI de Ña Eusebia: {s}": _dni,
    "passport number {s}, Argentine": _passport,
}
_national = _Family("national_id", list(_ID_PLACES), lambda g, t: {"s": _ID_PLACES[t](g)}, "s")
ID_CHECKS: list[Callable[[str], bool]] = [
    ar_cuit.is_valid, ar_cbu.is_valid, py_ruc.is_valid, br_cnpj.is_valid, br_cpf.is_valid,
    it_iva.is_valid, pl_pesel.is_valid, pl_nip.is_valid, pl_regon.is_valid,
]  # fmt: skip


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, LOWER_DIGITS, 4)}-{_r(rng, LOWER_DIGITS, 4)}" for _ in range(n)]
    return v.backup_codes(rng, n, style)


_BACKUPS = [
    "GitHub recovery codes for the mill org:\n{codes}",
    "códigos de respaldo de la cuenta de Google de la boletería: {codes}",
    "backup codes (Mercado Pago 2FA)\n{codes}",
    "códigos de backup do banco: {codes}",
    "kody zapasowe do poczty:\n{codes}",
    "codici di backup dell'account: {codes}",
]


def _backup_draw(rng: random.Random, template: str) -> dict[str, str]:
    codes = _backup_list(rng, rng.randrange(5, 9), rng.randrange(4))
    sep = "\n" if template.endswith("\n{codes}") else rng.choice([", ", " ", "\n"])
    return {"codes": sep.join(codes), "secret": codes[0]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")

_SEEDS_2FA = [
    "TOTP secret for the box office admin: {s}",
    "otpauth://totp/Sapukai:gsosa?secret={s}&issuer=Sapukai",
    "setup key for the lodge's authenticator: {s}",
    "la clave 2FA del home banking es {s}",
    "chave do 2FA: {s}",
    "klucz TOTP: {s}",
]


def _totp_draw(rng: random.Random, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced="otpauth" not in template and rng.random() < 0.4)}


_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")

_CODES = [
    "{c} is your Mercado Pago verification code",
    "Tu código de verificación es {c}",
    "Use {c} to sign in to Sapukái Tickets",
    "Seu código de acesso: {c}",
    "Il tuo codice di verifica è {c}",
    "Twój kod weryfikacyjny: {c}",
    "che, pasame el código que te llegó... {c}",
]
_codes = _Family("otp_code", _CODES, lambda g, t: {"c": _r(g, D, 6)}, "c")

_SSIDS = ["Molino Mbaracaya 2.4", "Lodge Dorado Pyta", "Boleteria Sapukai 5G", "Secadero Norte",
          "Cantina Zanon Ospiti", "Dom Wisniewski"]  # fmt: skip
_WIFI = [
    "wifi {s} / {pw}",
    "Network: {s} password {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi del lodge ({s}): la clave es {pw}",
    "la contra del wifi {s} es {pw}",
    "wifi {s} pe clave ha'e {pw}",
    "senha do wifi {s}: {pw}",
    "la password del wifi {s} è {pw}",
    "hasło do wifi {s} to {pw}",
    "network {s}\n{pw}",
    "WPA key for {s}: {pw}",
    "{pw} — that's the wifi password for {s}",
]


def _wifi_key(g: random.Random) -> str:
    return v.until(g, _pw, lambda value: ";" not in value and len(value) >= 8)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, s=_SSIDS), "pw")

_SPELL = [
    "reading the key out one letter at a time: {t}",
    "dictado por teléfono: {t}",
    "the Mill Ledger key in groups: {t}",
    "te lo paso de a partes: {t}",
]


def _spell_draw(rng: random.Random, template: str) -> dict[str, str]:
    raw = _r(rng, ALNUM, 24)
    if "groups" in template or "partes" in template:
        size, sep = rng.choice([(4, " - "), (6, " · "), (4, " ")])
        spaced = sep.join(raw[i : i + size] for i in range(0, len(raw), size))
    else:
        spaced = rng.choice([" ", ".", " - "]).join(raw)
    return {"t": spaced}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")

_LOCKS = [
    "the gate code at the lodge is {pw}",
    "alarm code for the mill office: {pw}",
    "el código del candado del galpón es {pw}",
    "PIN de la tarjeta: {pw}",
    "che, la clave del portón ha'e {pw}",
    "o PIN do cartão é {pw}",
    "il codice dell'allarme della cantina è {pw}",
    "kod do bramy: {pw}",
    "door code for the box office -> {pw}#",
    "my SIM PIN is {pw}",
    "keypad of the bait freezer: {pw}",
    "PIN del cajero: {pw}",
]
_locks = _Family("pin_code", _LOCKS, lambda g, t: {"pw": _r(g, D, g.choice([4, 4, 5, 6]))}, "pw")

_PHRASE_WORDS = ["lapacho", "river", "accordion", "dorado", "siesta", "mandioca", "tereré",
                 "estero", "carpincho", "guitarra", "yerbal", "lancha", "anzuelo",
                 "sapukai"]  # fmt: skip
_PHRASES = {
    "Bitwarden master passphrase: {p}": " ",
    "passphrase for the backup disk = {p}": "-",
    "la frase de paso del KeePass es {p}": " ",
    "passphrase: {p}": ".",
    "a frase-senha do cofre é {p}": " ",
    'the disk encryption passphrase is "{p}"': " ",
}


def _phrase_draw(rng: random.Random, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, rng.choice([4, 5])))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")

_CONFIGS = [
    "# .env\nDB_HOST=db.mbaracaya.lan\nDB_PASSWORD={pw}\n",
    "[client]\nuser=molino\npassword={pw}\n",
    "spring.datasource.password={pw}",
    'smtp:\n  host: mail.mbaracaya.lan\n  password: "{pw}"',
    "define('DB_PASSWORD', '{pw}');",
    "db.mbaracaya.lan:5432:molino:raquino:{pw}",
    "export KIOSK_ADMIN_PASS='{pw}'",
    '<add key="LodgePassword" value="{pw}" />',
    'variable "db_password" {\n  default = "{pw}"\n}',
    "[mail]\nuser = boleteria\npass = {pw}",
    "ENV MQTT_PASSWORD={pw}",
    '"password": "{pw}",',
    "auth_pass {pw}",
    "bindpw {pw}",
    "requirepass {pw}",
    "POSTGRES_PASSWORD: {pw}",
    'admin_password = "{pw}"',
    "wpa_passphrase={pw}",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_NAMED_AFTER = [
    "{pw}. That's the password for the dryer PC, don't lose it",
    "{pw} es la contraseña del NAS",
    "{pw} — la contra del mail de la boletería",
    "{pw} ha'e pe clave",
    "{pw} é a senha do portal",
    "{pw} è la password del gestionale",
    "{pw} to hasło do komputera",
    "set the router to {pw} this morning",
    "what's the lodge NAS password?\nRamiro: {pw}",
    "¿cuál es la contra del secadero?\n{pw}",
]
_named_after = _Family("named_after", _NAMED_AFTER, _with(_pw), "pw")

_PLAN: list[tuple[_Family, int]] = [
    (_said, 66), (_logins, 30), (_spelled, 14), (_cli, 34), (_urls, 12), (_vendors, 50),
    (_bare, 8), (_hexes, 8), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 7), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 8), (_configs, 18), (_named_after, 10),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n)
    return out


_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the mill ERP password is", "{s}", _pw),
    ("split_password", "la contra del lodge:", "{s} (la cambié el lunes)", _pw),
    ("split_password", "pe clave ha'e", "{s}", _pw),
    ("split_password", "a senha é", "{s}\nvaleu", _pw),
    ("split_password", "la password è", "{s}", _pw),
    ("split_password", "hasło to", "{s}, pozdrawiam", _pw),
    ("split_password", "box office admin password", "{s}", _pw),
    ("split_password", "Contraseña:", "{s}", _pw),
    ("split_token", "Mill Ledger API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s} (mill org)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Dorado Bookings client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase semilla", "{s}", lambda g: _seed(g, "spanish")),
    (
        "split_card",
        "número de tarjeta",
        "{s} vence 03/32",
        lambda g: v.grouped(_card(g, "cabal"), " ", g),
    ),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "IT"))),
    ("split_backup", "códigos de respaldo", "{s}", lambda g: "\n".join(_backup_list(g, 6, 1))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CUIT", "{s}", _cuit),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
    ("split_wifi", "wifi Lodge Dorado Pyta, key", "{s}", _wifi_key),
    ("split_pin", "código de la alarma del molino", "{s}", _j((D, 5))),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        text, secret = _fill(rng, second, make)
        if cls == "split_backup":
            secret = secret.split("\n")[0]
        out.append(FieldPair(cls, first, text, secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    (
        "meta_password",
        '{"erp": {"url": "https://erp.mbaracaya.lan", "admin_password": "{s}"}}',
        _plain_pw,
    ),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "gsosa", "passwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"senha": "{s}", "loja": "Sao Borja"}', _plain_pw),
    ("meta_password", '{"hasło": "{s}"}', _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "molino", "--password", "{s}"]}', _plain_pw),
    ("meta_password", '{"nota": "la contra del secadero es {s}"}', _plain_pw),
    ("meta_token", '{"mill_ledger": {"api_key": "{s}"}}', _j((HEX, 40))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"stripeKey": "{s}"}', _j("sk_live_", (ALNUM, 40))),
    (
        "meta_card",
        '{"pago": {"tarjeta": "{s}", "vence": "08/33"}}',
        lambda g: v.grouped(_card(g, "naranja"), " ", g),
    ),
    ("meta_iban", '{"cantina": {"iban": "{s}"}}', lambda g: _iban(g, "IT")),
    ("meta_id", '{"proveedor": {"cuit": "{s}"}}', _cuit),
    ("meta_id", '{"cliente": {"pesel": "{s}"}}', _pesel),
    (
        "meta_otp",
        '{"2fa": {"backup": ["{s}", "mb4k-29xq", "pt7w-81dn"]}}',
        lambda g: _backup_list(g, 1, 0)[0],
    ),
    ("meta_seed", '{"wallet": {"seed_phrase": "{s}"}}', lambda g: _seed(g, "italian")),
    ("meta_key", '{"kiosk": {"signing_key": "{s}"}}', _j((HEX, 64))),
    ("meta_pin", '{"galpon": {"codigo_candado": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "Boleteria Sapukai 5G", "psk": "{s}"}}', _wifi_key),
    ("meta_totp", '{"mfa": {"totp_secret": "{s}"}}', lambda g: v.totp_secret(g, spaced=False)),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, template, make in _METADATA:
        text, secret = _fill(rng, template, make)
        out.append(MetadataSample(cls, json.loads(text), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"secadero-hmi-fw-2.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.mbaracaya.lan/boleteria-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"entradas: add chamame night prices", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"lodge: fix tide table import", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cosecha_2033-04.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the mill ERP password before the harvest audit on 2033-05-12.",
    "Chiquito asked for the lodge wifi password; it's on the card behind the bar.",
    "Policy: passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "`MILL_LEDGER_API_KEY=replace-me` in `.env.example` is a placeholder.",
    "The dryer HMI asks for a new password after every firmware update.",
    "Replace <YOUR_SAPUKAI_KEY> in the README with the key from your dashboard.",
    "che, no le pases la contra a nadie, ¿eh?",
    "La contraseña tiene que tener por lo menos catorce caracteres.",
    "ani remombe'u nde clave avavépe, che ra'a",
    "Nunca passe a sua senha pra ninguém, valeu.",
    "La password deve avere almeno quattordici caratteri.",
    "Nigdy nikomu nie podawaj hasła, kuzynie.",
    "Upgraded the dryer HMI firmware from 2.7.1 to 2.7.3 and pyserial to 3.5.",
    f"commit {_COMMIT} adds the chamamé night prices.",
    f"Rolled back to {_SHORT} after the tide table import broke.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"SHA-256 checksum of secadero-hmi-fw-2.7.3.bin: {_FIRMWARE_SUM}",
    f"The box office API runs registry.mbaracaya.lan/boleteria-api@sha256:{_IMAGE}.",
    f"MD5 of cosecha_2033-04.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 5c2e80b3-1f4a-4e97-a5d0-8b9c3e6f1d27 is the slow one in the ticket logs.",
    "Orden de compra OC-2033-00731: 120 bolsas de yerba de 50 kg, sale el jueves.",
    "Ticket MBR-5522: the barbacuá thermometer reads 5 °C high.",
    "Llamá al lodge al +54 379 455-0193 antes del mediodía.",
    "Código postal de Paso de la Patria: W3409; el de Corrientes capital: W3400.",
    "Envío con seguimiento AR-2033-884102 llegó a Goya.",
    "Entrada N.º 004817, sector platea, noche del sábado; precio $18.500.",
    "The lodge is at 27°18'47\"S 58°34'22\"W, two blocks from the river.",
    "After five wrong passwords the ERP locks the account for 20 minutes.",
    "The secret of good chipa is the cheese from Itatí.",
    "Ask Ramiro for the gate code, I don't have it.",
    "My card ending 4417 was declined at the bait shop.",
    "The Italian bank wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the box office account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "El PIN se cambia en el cajero, no por teléfono.",
    "The keypad code is changed every season by the lodge manager.",
    "Tarjeta terminada en **** **** **** 3391, titular G. Sosa.",
    "IBAN IT** **** **** **** **** 1207 (masked on the statement).",
    "Product code YM-500-BAR-ELAB is the 500 g barbacuá yerba; EAN 7790387001234.",
    "Version 4.12.0 of the ticket app ships on 2033-01-10 for the festival.",
    "The dorado caught on Saturday weighed 11.4 kg and measured 84 cm.",
    "Sala de secanza a 90 °C, humedad 4 %; el canchado salió bien.",
    "Festa? Não, só vou pra Corrientes em janeiro, na época do festival.",
    "Vendemmia finita, 14.200 bottiglie, ci sentiamo la settimana prossima.",
    "Kuzynie, w Apóstoles zbiór yerby zaczyna się w kwietniu.",
    "Mba'éichapa, che ra'a? Ko'ápe oky ha'e ro'y.",
    "The guest wifi 'Lodge Invitados' is open, no password needed.",
    "Lote L-2033-BAR-0419, 50 kg, estacionamiento 12 meses.",
    "Use a passphrase of four or more random words for the vault.",
    "ISBN 978-950-07-4143-9 is the chamamé songbook on the office shelf.",
    "The TOTP app shows a new six-digit code every 30 seconds.",
    "Password reset link expires in 30 minutes.",
    "Tracking UY-7731-0042 for the barrels from the winery.",
    "CUIT: pedíselo a contaduría, yo no lo tengo.",
    "Call the Italian office at +39 0432 555 812 after 15:00 their time.",
    "La clave del éxito del festival es la gente, dijo el intendente.",
    "API version 2.3 of the booking service deprecates the /v1/slots endpoint.",
    "The PIN pad at the box office is broken again.",
    "Senha? Pergunta pro Ramiro, eu não sei.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/molino/erp", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "MBR-5522", "orden_compra": "OC-2033-00731"}',
    '{"lote": {"id": "L-2033-BAR-0419", "peso_kg": 50, "meses": 12}}',
    '{"telefono": "+54 379 455-0193", "ciudad": "Paso de la Patria"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "entradas_vendidas": 4817}',
    '{"card_last4": "4417", "iban_masked": "IT** **** 1207"}',
    '{"coords": {"lat": -27.3131, "lon": -58.5728}, "cp": "W3409"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
