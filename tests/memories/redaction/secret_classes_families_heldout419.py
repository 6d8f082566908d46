# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-nineteenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-seventeenth's
docstring, the fifth to four-hundred-and-seventeenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (418, 420, 421), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (419_562_807), password words (a pisco
grape, a port word or a Moquegua dish with a place, a number and a sign, `TorontelSamegua47!`;
dot-joined words with a year, `falca.tumbo.2034`; leet `Qu3br4nt4#2031`; random runs with a sign;
dashed generator groups; a trucker's nickname and a town, `Gaucho@RioBranco2031`).

The fictional company is Corporación Huaracane S.A.C. of Moquegua, Peru: Bodega Falca del
Huaracane (an invented pisco bodega in an invented fundo near Samegua), Estibas Pacocha Logística
(an invented port-logistics firm in Ilo) and Mesa Minera del Sur (an invented catering contractor
for a copper-mine camp above Torata). Staff: Wilber Quispe (IT), Yesenia Flores (the bodega's
office), Percy Chambilla and Rosmery Ticona (the Ilo yard), Justina Condori (the camp cook, who
texts in Aymara and Spanish), Teodoro Huamán (the camp driver, who texts in Quechua), Cleiton
"Gaúcho" Rodrigues (a Brazilian trucker on the Interoceánica who texts in Portuguese) and the
Bertolini family (Gianluca the winemaker, nonna Graziella and cousin Chiara in Asti, who text in
Italian). Every company, person, address, domain (`huaracane.lan`, `falca-huaracane.example`,
`estibaspacocha.example`, `mesaminera.example`), account and number is invented; only the region
is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell history, config and env files,
voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `/`, `|`, `::`, a tab, `es`, `é`, `è`, `-pax`, `kashan`, `—`, a new line, a question then
its answer, a value said first and named after.

Grep counts (heldouts 5 to 417, grep -l): none for `Interoceánica`, `Cuajone`, `Samegua`,
`yuspajara`; one for `Moquegua`, `IBAN MD`, `Hookdeck`, `Svix`, `Knock`, `chiqa`; two for
`IBAN QA`, `IBAN LB`, `Toquepala`, `Kamisaki`, `jamasa`; three to five for `pisco`, `IBAN SM`,
`sulpayki`, `Resend`, `Loops`, `Friuli`; ten to twenty-seven for `Aymara`, `Hipercard`, `Culqi`,
`Niubiz`, `Yape`, `pe.cui`, `pe.ruc`, `it.iva`, `it.codicefiscale`, `br.cnpj`, `Quechua`, so the
invented Peruvian vendors stand beside them. Languages: about half English, config or shell; the
rest in the Spanish of southern Peru as texted (`oe`, `causa`, `pe`, `al toque`, `ya pe`),
Aymara (`Kamisaraki`, `contraseñapax`, `yuspajara`), Quechua (`allillanchu`, `kashan`,
`sulpayki`, `pakasqa simi`), the Portuguese of a Brazilian trucker (`a senha é`, `valeu`,
`parceiro`) and the Italian of a winemaker's family (`la password è`, `mi raccomando`). The
Aymara and Quechua words and suffixes, and the southern slang, are my guesses. Vendors: the
invented Botija Pay, Tolva Cloud, Chalana Rastreo, Alambique ERP, Muelle Track, Camp Menú and
Falca Tickets, plus Hookdeck, Svix, Knock, Loops, Resend, GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean,
Linear, Groq, Sentry, Supabase, Doppler, Vault, Grafana, Docker Hub, PyPI, Tailscale, Postman,
Databricks, Pulumi, Replicate, Perplexity, Brevo, HubSpot, Contentful, OpenRouter, New Relic and
age shapes. Ids: Peru's RUC and DNI (CUI), Brazil's CPF and CNPJ, Italy's codice fiscale and
partita IVA, each drawn until its `stdnum` module validates it. IBANs of Moldova, Qatar, Lebanon,
San Marino, Brazil and Italy, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English,
Spanish, Italian and Portuguese lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa,
Mastercard, Amex, Diners, Elo and Hipercard prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

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
from stdnum.br import cnpj as br_cnpj
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 419_562_807
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


def _put(template: str, fields: dict[str, str]) -> str:
    """The template with each ``{name}`` replaced (other braces are the text's own)."""
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            secret = fields.pop("secret", fields[self.key])
            out.append(Sample(self.cls, _put(template, fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_GRAPES = ["Quebranta", "Torontel", "Moscatel", "Negramoll", "Albilla", "Uvina", "Mollar",
           "Italia"]  # fmt: skip
_PORT = ["Muelle", "Estiba", "Grua", "Chalana", "Tolva", "Faro", "Malecon", "Caleta", "Boliche"]
_DISHES = ["Chupe", "Camaron", "Alfajor", "Damasco", "Pacae", "Tumbo", "Cuy", "Picante"]
_PLACES = ["Moquegua", "Ilo", "Samegua", "Torata", "Omate", "Carumas", "Cuajone", "Pacocha",
           "Algarrobal", "Huaracane", "Calacoa", "Ubinas", "ChenChen", "Tumilaca"]  # fmt: skip
_TOWNS = ["RioBranco", "Assis", "Brasileia", "Iñapari", "Puerto", "Mazuko", "Juliaca"]
_NAMES = ["wilber", "yesenia", "percy", "rosmery", "justina", "teodoro", "cleiton", "gianluca",
          "graziella", "chiara", "nelida", "fidel", "marleny", "ciro", "edgar"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^"
_LEET = ["Qu3br4nt4", "T0r0nt3l", "M0sc4t3l", "B0t1j4", "F4lc4", "Ch4l4n4", "Tumb0", "Pisc0"]


def _year(g: random.Random) -> str:
    return str(g.randrange(2024, 2040))


def _sign(g: random.Random) -> str:
    return g.choice(_SYMBOLS)


# The ways people here pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_DISHES + _PORT, 2)) + _year(g),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(1990, 2036)),
    lambda g: _r(g, ALNUM + "#%!?*", 16),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3)),
    lambda g: f"Gaucho{g.choice('@#')}{g.choice(_TOWNS)}{g.randrange(2020, 2040)}",
    lambda g: f"{g.choice(_NAMES).title()}{g.randrange(1960, 2008)}{_sign(g)}{g.choice(_PLACES)}",
    lambda g: f"Botija{g.randrange(100, 1000)}{g.choice(_DISHES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PORT).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Wilber: oe causa, la contraseña del Alambique ERP es {pw} pe, no la compartas",
    "Ticket HUA-2231: SAP Business One login for Yesenia reset, temporary password = {pw}",
    "runbook Ilo yard gate: Hikvision NVR admin password -> {pw}",
    "Zebra ZT411 at Estibas Pacocha, web password → {pw}",
    "camera muelle 3 | password | {pw}",
    "contraseña del Siigo nuevo: {pw} (me la cambió el contador al toque)",
    "Gianluca: ciao zio, la password del gestionale della cantina è {pw}, mi raccomando",
    "Chiara ⇒ password del portale Agea: {pw}",
    "fala parceiro, a senha do rastreador da carreta é {pw} valeu",
    "Cleiton: a senha do app da transportadora ficou {pw}, beleza?",
    "Kamisaraki Wilber! cocina computadoran contraseñapax {pw}, yuspajara",
    "Justina: almacén tabletan contraseñapax {pw} ukhamawa",
    "Allillanchu Teodoro, camionetapa GPS contraseñanqa {pw} kashan, sulpayki",
    "Teodoro: pakasqa siminqa {pw} — campamento computadorapaq",
    "Contraseña del Odoo de la bodega\n{pw}",
    "pw del Mikrotik de Pacocha :: {pw}",
    "password\t{pw}\t(ups-ilo-2)",
    "note to self: Fortinet 60F at the camp kitchen, admin pw => {pw}",
    "Slack #bodega-ti, Yesenia: the Contasis password is now {pw}",
    "Teams chat, Percy: la clave del sistema de balanza es {pw}",
    "SMS de Rosmery: clave del portal de la naviera → {pw}",
    "voice note, transcribed: la contraseña del correo de despacho es {pw}, anótala",
    "nonna Graziella: la password della posta è {pw}, me l'ha messa Chiara",
    "Jira OPS-88: vCenter at mesaminera.example — administrator password {pw}",
    "Wilber, apunte: contraseña / {pw} / Proxmox del fundo",
    "'Hola, soy Marleny. Mi contraseña del intranet es {pw}, ¿me ayudas a entrar?'",
    "assistant, remember: the Synology at the bodega uses password {pw}",
    "oe, la clave del Bizlinks pa' las facturas es {pw} ya pe",
    "senha do Sem Parar do caminhão: {pw}",
    "Gianluca → Chiara: parola d'ordine del router in cantina: {pw}",
    "grafana.huaracane.lan — admin password: {pw}",
    "Ilo yard handover: the reach stacker's telematics password is {pw}",
    "Teodoro: tablet contraseñanqa kaymi: {pw}",
    "password of the HMI at the distillery (alambique 2): {pw}",
    "Justina, WhatsApp: contraseñaxa {pw}, janiw khitirus churamti",
]


def _said_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _pw(rng)}


_said = _Family("labelled_password", _SAID, _said_draw, "pw")


_USERS = ["wquispe", "yflores", "percy.ch", "rticona", "jcondori", "thuaman", "cleiton.rod",
          "gbertolini", "despacho", "bodega", "balanza", "ops-ilo"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds ilo-wms: {u}:{pw}",
    "usuario: {u}  contraseña: {pw}",
    "utente: {u}, password: {pw}",
    "usuário: {u} senha: {pw}",
    "root:{pw}",
    "admin / {pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "{u}@huaracane.lan:{pw}",
    "| bodega-nas | {u} | {pw} |",
    "host,user,password\nnas-ilo.huaracane.lan,{u},{pw}",
    "login catering-pos as {u} and {pw}",
    "usuario: {u}, contraseñan: {pw}",
    "usuariopax {u}, contraseñapax {pw}",
    "creds for the SCADA HMI are {u} and {pw}",
    "db.huaracane.lan:5432:bodega:{u}:{pw}",
    "Odoo › Bodega › Usuarios: {u} — {pw}",
    "user {u} pass {pw} (portal aduanas, no tocar)",
    "acesso do rastreador: login {u}, senha {pw}",
    "credenziali cantina: {u} / {pw}",
    "{u}:{pw}@ftp.estibaspacocha.example",
]


def _login_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _plain_pw(rng), "u": rng.choice(_USERS)}


_logins = _Family("login_pair", _LOGINS, _login_draw, "pw")


_WORDS = ["huarango", "alambique", "botijuela", "chirimoya", "tumbo", "pacae", "algarrobo",
          "chalana", "damasco", "guarango", "vizcacha", "totora"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "la clave es la palabra {w} y después {d}, todo junto: {w}{d}",
    "the wifi password is the word {w} followed by {d} — {w}{d}",
    "dictado: {W} con mayúscula, luego {d}; o sea {W}{d}",
    "a senha é a palavra {w} e depois o número {d}, assim: {w}{d}",
    "la password è la parola {w} seguita da {d}: {w}{d}",
    "{W} with a capital first letter and {d} at the end ({W}{d}), that's the NAS",
    "el nombre del perro de la bodega, {W}, seguido de {d} → {W}{d}",
    "type {w}, then {d}; that's the admin password ({w}{d})",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word, digits = rng.choice(_WORDS), str(rng.randrange(100, 10_000))
    joined = (word.capitalize() if "{W}" in template else word) + digits
    return {"w": word, "W": word.capitalize(), "d": digits, "secret": joined}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "secret")


_CLI = [
    "mysql -h db.huaracane.lan -u bodega -p'{pw}' vinicola",
    "sshpass -p '{pw}' ssh ops@gw-ilo.huaracane.lan",
    "redis-cli -h cache.mesaminera.example -a '{pw}' ping",
    "docker login registry.huaracane.lan -u wquispe -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd despacho '{pw}'",
    "smbclient //nas-bodega/planillas -U yflores%{pw}",
    "xfreerdp /v:10.40.2.15 /u:balanza /p:'{pw}'",
    "plink -ssh -pw {pw} root@10.40.0.1",
    "7z a -p'{pw}' cierre-2033.7z cierre/",
    "zip -P '{pw}' guias-remision.zip *.pdf",
    "openssl enc -aes-256-cbc -in rrhh.csv -out rrhh.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c planilla_marzo.xlsx",
    "sqlcmd -S sql-ilo -U sa -P '{pw}' -Q 'select 1'",
    "ldapsearch -x -D cn=admin,dc=huaracane,dc=lan -w '{pw}' uid=percy",
    "mosquitto_pub -h mqtt.huaracane.lan -u tolva -P '{pw}' -t silo/1 -m on",
    "ipmitool -I lanplus -H 10.40.9.3 -U ADMIN -P '{pw}' power status",
    "keytool -importcert -keystore facturas.jks -storepass '{pw}' -file sunat.cer",
    "rabbitmqctl add_user despacho '{pw}'",
    "lftp -u ftpnaviera,'{pw}' sftp://edi.estibaspacocha.example",
    "sqlplus contab/'{pw}'@//ora.huaracane.lan:1521/ERP",
    "echo '{pw}' | sudo -S systemctl restart balanza",
    "curl -u yflores:'{pw}' https://erp.falca-huaracane.example/api/lotes",
    "net use Z: \\\\nas-bodega\\fotos /user:HUARACANE\\yflores {pw}",
    "cqlsh cass-1.huaracane.lan -u cassandra -p '{pw}'",
    "mc alias set ilo https://minio.huaracane.lan admin '{pw}'",
    "PGPASSWORD='{pw}' psql -h pg.mesaminera.example -U menus camp",
    "mongosh --host mongo-ilo -u tracker -p '{pw}' --authenticationDatabase admin",
    "wget --user=rticona --password='{pw}' https://edi.estibaspacocha.example/bl.zip",
    "mount -t cifs //nas-bodega/vinos /mnt/vinos -o username=gbertolini,password='{pw}'",
    "snmpwalk -v3 -l authPriv -u monitor -a SHA -A '{pw}' -x AES -X 'x' 10.40.0.2",
    "printf '{pw}\\n' | kinit wquispe@HUARACANE.LAN",
    "impacket-secretsdump 'HUARACANE/wquispe:{pw}@10.40.1.10'",
]
_SHELLS = ["{c}", "wquispe@bodega-srv:~$ {c}", "  512  {c}", "PS C:\\ops> {c}",
           "ops@ilo-gw:~# {c}", "$ {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        secret = _plain_pw(rng)
        line = _put(rng.choice(_SHELLS), {"c": template})
        out.append(Sample("cli_password", _put(line, {"pw": secret}), secret))
    return out


_URLS = [
    "DATABASE_URL=postgresql://bodega:{pw}@pg.huaracane.lan:5432/vinicola",
    "mongodb+srv://tracker:{pw}@cluster0.estibaspacocha.example/yard",
    "amqp://despacho:{pw}@mq.huaracane.lan:5672/ilo",
    "redis://:{pw}@cache.mesaminera.example:6379/0",
    "ftp://naviera:{pw}@edi.estibaspacocha.example/in/",
    "rtsp://admin:{pw}@10.40.3.21:554/Streaming/Channels/101",
    "git clone https://wquispe:{pw}@git.huaracane.lan/bodega/etiquetas.git",
    "mysql://contab:{pw}@db.huaracane.lan/erp",
    "socks5://cleiton:{pw}@:1080",
    "smb://yflores:{pw}@nas-bodega/planillas",
    "sftp://rticona:{pw}@sftp.estibaspacocha.example:22/manifiestos",
    "jdbc:postgresql://pg-ilo:5432/yard?user=yard&password={pw}",
]
_urls = _Family("url_credentials", _URLS, _with(_plain_pw), "pw")


def _jwt(rng: random.Random, claims: dict[str, Any]) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    return f"{head}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"


# (template, the token's maker)
_VENDOR_ROWS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("token de GitHub pa' subir etiquetas: {t}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("GitLab runner del fundo: {t}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot #despacho-ilo → {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key (tienda de pisco): {t}", _j("sk_live_", (ALNUM, 99))),
    ("Stripe restricted: {t}", _j("rk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("clave de Anthropic del bot de menús: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("chave da API do Google Maps: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN: {t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SendGrid pa' las guías: {t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID {t}", _j("SK", (HEX, 32))),
    ("bot de Telegram del campamento: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {t}  # pypi", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token (falca store): {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("Linear: {t}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("SENTRY_AUTH_TOKEN={t}", _j("sntrys_", (URLSAFE, 60))),
    ("Supabase access token {t}", _j("sbp_", (HEX, 40))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("grafana service account: {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("docker hub PAT: {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("tailscale up --authkey={t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("Postman: {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DATABRICKS_TOKEN={t}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={t}", _j("pul-", (HEX, 40))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("Perplexity key: {t}", _j("pplx-", (ALNUM, 48))),
    ("brevo (correos a clientes): {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("HubSpot private app: {t}", lambda g: f"pat-na1-{v.uuid4(g)}"),
    ("CONTENTFUL_MANAGEMENT_TOKEN={t}", _j("CFPAT-", (URLSAFE, 43))),
    ("OPENROUTER_API_KEY={t}", _j("sk-or-v1-", (HEX, 64))),
    ("NEW_RELIC_API_KEY={t}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("age key for the backups: {t}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
    ("Hookdeck API key: {t}", _j((ALNUM, 50))),
    ("Svix: {t}", _j("sk_", (ALNUM, 32), ".eu")),
    ("Knock secret API key {t}", _j("sk_", (URLSAFE, 40))),
    ("Loops API key → {t}", _j((HEX, 32))),
    ("RESEND_API_KEY={t}", _j("re_", (ALNUM, 8), "_", (ALNUM, 24))),
    ("Botija Pay API key: {t}", _j((HEX, 40))),
    ("clave API de Tolva Cloud: {t}", lambda g: v.uuid4(g, "b")),
    ("Chalana Rastreo — API key {t}", _j((ALNUM, 32))),
    ("Integrations › Alambique ERP: {t}", _j((HEX, 32))),
    ("a chave da API da Muelle Track é {t}", _j((ALNUM, 40))),
    ("chiave API di Camp Menú: {t}", _j((HEX, 48))),
    ("Falca Tickets integration broken, current key {t}", _j((ALNUM, 36))),
]


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    rows = v.cycle(rng, _VENDOR_ROWS, n)
    out = []
    for template, make in rows:
        secret = make(rng)
        out.append(Sample("vendor_token", _put(template, {"t": secret}), secret))
    return out


_BARE = ["{t}", "Wilber: {t}", "solo lo muestra una vez, ahí va:\n{t}", "token: ya pe\n{t}",
         "o token é {t}", "pegado del panel → {t}", "`{t}`", "il token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((ALNUM, 32), (D, 4))]  # fmt: skip


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": _BARE_MAKERS[index % len(_BARE_MAKERS)](rng)}


_bare = _Family("bare_token", _BARE, _bare_draw, "t")


_HEX_PLACES = {
    "llave AES del lector de fotocheck: {h}": 32,
    "MASTER_KEY={h}": 64,
    "encryption_key: {h}": 64,
    "HMAC de las notificaciones de Botija Pay: {h}": 64,
    "chiave di cifratura del backup: {h}": 32,
    "LoRaWAN AppKey (sensor tolva 4): {h}": 32,
    "chave de criptografia do rastreador {h}": 48,
    "SECRET_KEY_BASE={h}": 128,
    "hex key for the camp's door controllers → {h}": 40,
}


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    value = _r(rng, HEX, _HEX_PLACES[template])
    return {"h": value.upper() if index % 3 == 2 else value}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = ["Authorization: Bearer {t}", "id_token={t}", "cookie de sesión del ERP: {t}",
               "o token do app: {t}", "jwt del portal de la naviera\n{t}",
               "il token di accesso è {t}", "curl -H 'Authorization: Bearer {t}' https://yard.lan",
               "session: {t}"]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    claims = {
        "sub": rng.choice(_USERS),
        "iss": "https://sso.huaracane.lan",
        "exp": 2_000_000_000 + rng.randrange(10**8),
        "role": rng.choice(["ops", "admin"]),
    }
    return {"t": _jwt(rng, claims)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]
_PEM_PLACES = [
    "deploy key del servidor de la bodega:\n{k}",
    "{k}",
    "ssh key pa' el gateway de Ilo, no la pierdas\n{k}",
    "chave do servidor:\n{k}",
    "tls.key: |\n{k}",
    "la chiave privata del sito:\n{k}",
    "id_ed25519 (camp jump host)\n{k}",
]


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = _PEM_KINDS[index % len(_PEM_KINDS)]
    body = "\n".join(_r(rng, B64, 64) for _ in range(rng.randrange(5, 9)))
    block = f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"
    indent = "  " if template.startswith("tls.key") else ""
    block = "\n".join(indent + line for line in block.split("\n"))
    return {"k": block, "secret": body.split("\n")[1]}


_pems = _Family("pem_key", _PEM_PLACES, _pem_draw, "k")


_SEED_PLACES = {
    "frase semilla de la billetera de la bodega: {s}": "spanish",
    "seed phrase (camp payroll wallet): {s}": "english",
    "le parole della nonna per il wallet: {s}": "italian",
    "frase de recuperação da carteira: {s}": "portuguese",
    "backup words\n{s}": "english",
    "Teodoro: walletpa simikunan: {s}": "spanish",
    "recovery phrase → {s}": "english",
    "frase di recupero, mi raccomando: {s}": "italian",
}
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "italian", "portuguese")}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words]))
    return {"s": str(_MNEMO[_SEED_PLACES[template]].to_mnemonic(entropy))}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "s")


_CARD_PREFIXES = {"visa": (["4"], [16]), "mastercard": (["51", "53", "55", "2221"], [16]),
                  "amex": (["34", "37"], [15]), "diners": (["36", "38"], [14]),
                  "elo": (["636368", "504175", "509048", "650031"], [16]),
                  "hipercard": (["606282"], [16])}  # fmt: skip


def _card(rng: random.Random, brand: str) -> str:
    prefixes, lengths = _CARD_PREFIXES[brand]
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PLACES = [
    "tarjeta de la empresa pa' los peajes: {c} vence 08/34",
    "card on file for the Ilo crane rental: {c}",
    "o cartão do frete: {c}",
    "carta della cantina: {c} scad. 02/35",
    "Visa corporativa {c}",
    "número de tarjeta\n{c}",
]
_BRANDS = ["visa", "mastercard", "amex", "diners", "elo", "hipercard"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["", " ", "-", " "][index % 4], rng)}


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = [
    "Visa •••• {last} — código de seguridad {cvv}",
    "the three digits on the back are {cvv}",
    "CVV: {cvv} (la de la bodega)",
    "código de segurança do cartão: {cvv}",
    "codice di sicurezza sul retro: {cvv}",
    "card ending {last}, security code {cvv}",
]


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"cvv": _r(rng, D, 3 + (index == 5)), "last": _r(rng, D, 4)}


_cvvs = _Family("card_cvv", _CVV_PLACES, _cvv_draw, "cvv")


_IBAN_SHAPES = {"MD": "cc" + "c" * 18, "QA": "aaaa" + "c" * 21, "LB": "nnnn" + "c" * 20,
                "SM": "a" + "n" * 10 + "c" * 12, "BR": "n" * 23 + "a" + "c",
                "IT": "a" + "n" * 10 + "c" * 12}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.iban_shaped(rng, country, _IBAN_SHAPES)


_IBAN_PLACES = [
    "IBAN del importador de Chișinău: {i}",
    "Doha distributor's IBAN {i}",
    "Beirut buyer, IBAN → {i}",
    "IBAN della zia a San Marino: {i}",
    "meu IBAN pro frete: {i}",
    "IBAN cantina Asti: {i}",
]


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[_IBAN_PLACES.index(template)])
    return {"i": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _ruc(g: random.Random) -> str:
    body = g.choice(["10", "20"]) + _r(g, D, 8)
    return body + pe_ruc.calc_check_digit(body)


def _dni(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + "-" + g.choice(pe_cui.calc_check_digits(body))


def _cnpj(g: random.Random) -> str:
    body = _r(g, D, 8) + "0001"
    return str(br_cnpj.format(body + br_cnpj.calc_check_digits(body)))


def _codice(g: random.Random) -> str:
    day = g.randrange(1, 29) + g.choice([0, 40])
    body = (_r(g, "BCDFGLMNPRSTVZ", 6) + f"{g.randrange(100):02d}" + g.choice("ABCDEHLMPRST")
            + f"{day:02d}" + g.choice("ABCDEFGHL") + _r(g, D, 3))  # fmt: skip
    return body + it_cf.calc_check_digit(body)


def _iva(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, 7) + f"{h.randrange(1, 101):03d}"
        return body + luhn.calc_check_digit(body)

    return v.until(g, make, it_iva.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "RUC de la bodega pa' la factura: {n}": _ruc,
    "RUC del proveedor de botijas → {n}": _ruc,
    "mi DNI es {n}, para el fotocheck": _dni,
    "DNI del conductor: {n}": _dni,
    "Teodoro: DNI-y kashan {n}": _dni,
    "meu CPF: {n}": v.cpf_number,
    "CPF do motorista Cleiton → {n}": v.cpf_number,
    "CNPJ da transportadora: {n}": _cnpj,
    "codice fiscale di nonna Graziella: {n}": _codice,
    "il mio codice fiscale è {n}": _codice,
    "partita IVA della cantina: {n}": _iva,
    "P.IVA {n} (fornitore tappi)": _iva,
}


def _id_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"n": _ID_PLACES[template](rng)}


_national = _Family("national_id", list(_ID_PLACES), _id_draw, "n")


def _backup_list(rng: random.Random, style: int, n: int) -> list[str]:
    if style == 0:
        return [f"{_r(rng, D, 4)} {_r(rng, D, 4)}" for _ in range(n)]
    if style == 1:
        return [f"{_r(rng, UPPER_DIGITS, 5)}-{_r(rng, UPPER_DIGITS, 5)}" for _ in range(n)]
    return [_r(rng, LOWER_DIGITS, 10) for _ in range(n)]


_BACKUPS = [
    ("códigos de respaldo de Google (cuenta de la bodega):\n{l}", "\n"),
    ("2FA backup codes for the GitHub org: {l}", ", "),
    ("códigos de backup do app do banco:\n{l}", "\n"),
    ("codici di recupero: {l}", " · "),
    ("recovery codes — Microsoft 365 admin\n{l}", "\n"),
    ("Wilber: backup codes de Cloudflare {l}", " "),
    ("Teodoro: códigos de recuperación del correo:\n{l}", "\n"),
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, (template, sep) in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = _backup_list(rng, index % 3, 6 + index % 3)
        out.append(Sample("backup_codes", _put(template, {"l": sep.join(codes)}), codes[0]))
    return out


_TOTP = [
    "TOTP secret for the ERP admin: {s}",
    "otpauth://totp/Huaracane:wquispe?secret={s}&issuer=Huaracane",
    "clave de configuración del autenticador (si no lee el QR): {s}",
    "2FA da conta da transportadora, chave {s}",
    "setup key: {s}",
    "chiave segreta 2FA del gestionale: {s}",
]


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 3 == 2 and "otpauth" not in template)}


_totp = _Family("totp_secret", _TOTP, _totp_draw, "s")


_CODES = [
    "Caja Huaracane: tu código de verificación es {c}. No lo compartas.",
    "{c} es tu código de Botija Pay",
    "Seu código de verificação: {c}",
    "Il tuo codice di verifica è {c}",
    "Use {c} to sign in to Alambique ERP",
    "código OTP pa' entrar al portal: {c}",
    "Percy: ya me llegó el código, es {c}",
    "verification code: {c}",
]


def _code_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    code = _r(rng, D, 6)
    return {"c": f"{code[:3]} {code[3:]}" if index % 4 == 3 else code}


_codes = _Family("otp_code", _CODES, _code_draw, "c")


_SSIDS = ["Bodega Falca 5G", "HUARACANE-OPS", "Campamento Cocina", "Estibas Pacocha Yard",
          "Cantina Bertolini", "Fundo Samegua Wifi"]  # fmt: skip
_WIFI = [
    "wifi {ssid} / {pw}",
    "la clave del wifi es {pw}",
    "red: {ssid}, contraseña: {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "nmcli dev wifi connect '{ssid}' password '{pw}'",
    "a senha do wifi do posto é {pw}",
    "la password del wifi della cantina è {pw}",
    "wifi contraseñapax {pw}, Justina",
    "Network: {ssid} / {pw}",
    'wpa_passphrase="{pw}"',
    "{ssid}\npsk={pw}",
    "wifi? — Percy: {pw}",
    "wifi kashan {ssid}, contraseñanqa {pw}",
    "WPA key for {ssid}: {pw}",
]


_WIFI_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_GRAPES).lower()}{g.choice(_PORT).lower()}{g.randrange(10, 1000)}",
    lambda g: _r(g, ALNUM, 12),
    lambda g: f"{g.choice(_DISHES)}{g.choice(_PLACES)}{g.randrange(1000, 10_000)}",
]


def _wifi_key(rng: random.Random) -> str:
    return rng.choice(_WIFI_PICKS)(rng)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, ssid=_SSIDS), "pw")


_LOCKS = [
    "código de la puerta del almacén de botijas: {pw}",
    "PIN de la tarjeta de peajes: {pw}",
    "alarm code at the Ilo yard office: {pw}",
    "candado de la tolva: {pw}",
    "o PIN do cartão combustível é {pw}",
    "il codice del cancello della cantina è {pw}",
    "cocina almacén candadopax {pw}",
    "the camp freezer keypad takes {pw} then #",
    "PIN del celular de despacho → {pw}",
    "caja fuerte de la bodega: {pw}",
    "clave del cajero de la tienda de pisco: {pw}",
    "door code for container office 2 = {pw}",
]


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["quebranta", "torontel", "botija", "falca", "alambique", "huarango",
                 "chalana", "tolva", "estiba", "damasco", "pacae", "camaron", "algarrobo",
                 "totora"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase (bodega vault): {p}": " ",
            "frase de contraseña del KeePass: {p}": "-",
            "passphrase for the backup disk: {p}": " ",
            "frase-senha do cofre: {p}": ".",
            "passphrase del portatile: {p}": " ",
            "VeraCrypt passphrase → {p}": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_CONFIGS = [
    "DB_PASSWORD={pw}",
    "# .env yard-api\nPOSTGRES_USER=yard\nPOSTGRES_PASSWORD={pw}",
    'database:\n  host: pg.huaracane.lan\n  password: "{pw}"',
    "[smtp]\nserver = mail.huaracane.lan\npasswd = {pw}",
    "define('DB_PASSWORD', '{pw}');",
    'variable "db_password" {\n  default = "{pw}"\n}',
    "stringData:\n  password: {pw}",
    '"ConnectionStrings": { "Erp": "Server=sql-ilo;User Id=erp;Password={pw};" }',
    "admin_passwd = {pw}",
    "[client]\nuser=backup\npassword={pw}",
    "spring.datasource.password={pw}",
    "machine edi.estibaspacocha.example login rticona password {pw}",
    '"despacho" "{pw}"',
    "environment:\n  - MYSQL_ROOT_PASSWORD={pw}",
    "smtp_pass: '{pw}'  # correo de guías",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Yesenia: ¿cuál es la clave del Contasis?\nWilber: {pw}",
    "{pw} — esa es la del router de la bodega",
    "Cleiton: qual é a senha do wifi do pátio?\nPercy: {pw}",
    "Chiara: zio, la password del sito? \nGianluca: {pw}",
    "{pw}, eso le puse al NAS nuevo",
    "Rosmery: ¿contraseña del portal de la naviera?\nPercy: {pw} pe",
    "anota: {pw}. Es la clave del Odoo de la cocina",
    "Justina: contraseña kunasa?\nWilber: {pw}",
    "Teodoro: GPS contraseña?\nWilber: {pw}",
    "{pw} é a senha do rastreador, parceiro",
    "Graziella: Chiara cara, qual è la password della posta?\nChiara: {pw}",
    "password for the crane PLC?\n> {pw}",
]
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 26), (_spelled, 12), (_cli, 36), (_urls, 12), (_vendors, 56),
    (_bare, 8), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 20), (_backups, 7), (_totp, 6), (_codes, 8), (_wifi, 16),
    (_locks, 12), (_phrases, 8), (_configs, 15), (_chats, 12),
]  # fmt: skip


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _elo_card(g: random.Random) -> str:
    return v.grouped(_card(g, "elo"), " ", g)


def _visa_card(g: random.Random) -> str:
    return v.grouped(_card(g, "visa"), " ", g)


def _one_backup(g: random.Random) -> str:
    return _backup_list(g, 1, 4)[0]


_slack_bot = _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))
_PW: tuple[str, Maker] = ("meta_password", _plain_pw)


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "Contraseña del Alambique ERP:": "{s}",
    "password": "{s} (bodega NAS)",
    "la clave es": "{s} pe",
    "senha do rastreador:": "{s}",
    "password della cantina:": "{s}",
    "contraseñapax": "{s}",
    "admin pw →": "{s}",
    "pwd=": "{s}",
    "contraseñanqa": "{s} kashan",
    "Hikvision NVR password": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Botija Pay API key", "{s}", _j((HEX, 40))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla:", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 03/35", _elo_card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MD"))),
    ("split_backup", "códigos de respaldo:", "{s}\nQ7RT2-8MXV4\nZK39P-W2H6N", _one_backup),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_wifi", "clave del wifi Bodega Falca 5G:", "{s}", _wifi_key),
    ("split_pin", "PIN de la tarjeta de peajes", "{s}", _j((D, 4))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"erp": {"url": "https://erp.falca.example", "admin_password": "{s}"}}': _PW,
    '{"contraseña": "{s}"}': _PW,
    '{"account": {"user": "rticona", "passwd": "{s}"}}': _PW,
    '{"cameras": [{"name": "muelle-1"}, {"name": "m-3", "password": "{s}"}]}': _PW,
    '{"argv": ["mysql", "-h", "db-1", "-u", "bodega", "--password", "{s}"]}': _PW,
    '{"nota": "la clave del Siigo es {s}"}': _PW,
    '{"senha": "{s}"}': _PW,
    '{"transcript": "entra al NAS como admin con la contraseña {s}"}': _PW,
    '{"botija_pay": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"muelleTrackToken": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"slack": {"bot_token": "{s}"}}': ("meta_token", _slack_bot),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"pago": {"numero_tarjeta": "{s}", "vence": "09/35"}}': ("meta_card", _visa_card),
    '{"cantina": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "IT")),
    '{"proveedor": {"ruc": "{s}"}}': ("meta_id", _ruc),
    '{"mfa": {"recovery_codes": ["{s}", "Q7RT2-8MXV4", "ZK39P-W2H6N"]}}': ("meta_otp", _one_backup),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"almacen": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Bodega Falca 5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.1-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"zt411-firmware-V87.21.4.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.huaracane.lan/yard-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"lotes: add botija column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"guias: fix SUNAT series", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"cata_2033-04-12.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"despachos-ilo-2032.parquet").hexdigest()

CLEAN = [
    f"sha256 of pymodbus-3.9.1-py3-none-any.whl: {_WHEEL_SUM}",
    f"checksum del firmware de la Zebra: sha256:{_FIRMWARE_SUM}",
    f"image digest sha256:{_IMAGE}",
    f"commit {_COMMIT} lotes: add botija column",
    f"revert {_SHORT} (guias: fix SUNAT series)",
    f"MD5 de cata_2033-04-12.csv: {_MD5}",
    f"SHA-512 of despachos-ilo-2032.parquet: {_SHA512}",
    "Alambique ERP v4.12.3 released, build 20330412.7",
    "pedido N° 004-0018231 despachado a Arequipa",
    "guía de remisión EG07-00031877, transportista Cleiton Rodrigues",
    "ticket HUA-2241: la impresora de etiquetas no jala",
    "container MSKU 481220-7 discharged at muelle 3, berth window 06:00-14:00",
    "tracking 1Z 8F4 102 03 4411 2208 in transit",
    "código postal de Moquegua: 18001; Ilo: 18601",
    "llámame al 953 418 226 o al fijo 053-481220",
    "a reunião é dia 14/08/2033 às 15h em Assis Brasil",
    "precio: S/ 89.90 la botella de Quebranta, S/ 480 la caja",
    "tarjeta terminada en 4821 (•••• •••• •••• 4821)",
    "IBAN: IT** **** **** **** ****** 0042 (masked)",
    "la contraseña debe tener al menos 12 caracteres y un símbolo",
    "no mandes contraseñas por WhatsApp, usa el Bitwarden",
    "a senha tá no cofre, pergunta pro Wilber",
    "la password te la dico a voce, non per messaggio",
    "contraseñapax janiw akan qillqatakiti",
    "pakasqa simiqa manan kaypichu, Wilber-ta tapuy",
    "the PIN pad at the pisco shop is broken again",
    "el código de verificación no me llega, ¿me lo reenvían?",
    "PIN codes for the camp lockers are four digits, reset monthly",
    "producto SKU FAL-QUE-750-2033, lote L2033-118",
    "coordenadas de la bodega: -17.1941, -70.9355",
    "Ilo port: 17°38′S 71°20′W",
    "ruta Interoceánica: Iñapari → Puerto Maldonado → Juliaca → Moquegua, 1 150 km",
    "API version 2033-01 of Muelle Track deprecated the /v1 endpoints",
    "REST API request id req_8841 returned 429",
    "the Botija Pay integration uses OAuth; ask Wilber for access",
    "token budget: 4000 tokens per menu summary",
    "wifi de invitados: pide la clave en recepción",
    "el wifi se cae cada vez que prenden la tolva",
    "backup codes were regenerated; the old list is void",
    "TOTP enabled for all ERP users from Monday",
    "passphrase policy: five words minimum, no dictionary of one language",
    "factura F001-00004812 por S/ 12 480.00, vence 30/09/2033",
    "placa del camión: V1Q-948, carreta: T3A-112",
    "the crane's serial is LH-2031-0448, hours 18 224",
    "temperatura del tanque 3: 18.4 °C, densidad 0.998",
    "Cleiton: chego em Ilo amanhã umas 6h, valeu",
    "nonna, domani chiamo alle 19, baci",
    "Kamisaraki! cocinax wali sumawa jichhürux",
    "allillanchu, kunan p'unchaw camioneta mana kanchu",
    "oe causa, mañana hay cata de Torontel a las 4, no faltes",
    "version 3.8.0-rc2 of the yard app fixes the BL import",
    "docker pull registry.huaracane.lan/yard-api:2.7",
    "ISO 9001:2015 certificate no. PE-33-0918",
    "order HUA-PO-2033-00412, 48 botijas de 200 L",
    "pallet count 22, gross weight 18 430 kg, VGM sent",
    "the safe combination was changed; ask Yesenia in person",
    "la clave SOL la tiene el contador, no la pongas aquí",
    "your one-time code expired; request a new one",
    "los códigos de respaldo están impresos en el sobre de la caja fuerte",
    "error code E-4021 on the reach stacker, tracking code pending",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"token_count": 812, "secret_name": "erp-db-creds", "password_policy": "12 chars min"},
    {"pin_pad": "roto", "tokens": 256, "passes": 2},
    {"auth": {"method": "oauth", "provider": "google"}},
    {"creds": {"username": "yard-bot", "host": "pg-ilo.huaracane.lan"}},
    {"sha256": _WHEEL_SUM, "file": "pymodbus-3.9.1-py3-none-any.whl"},
    {"commit": _COMMIT, "branch": "main"},
    {"pedido": "004-0018231", "destino": "Arequipa", "total": "S/ 480.00"},
    {"card_last4": "4821", "card_brand": "visa", "masked": "•••• 4821"},
    {"coords": {"lat": -17.1941, "lon": -70.9355}, "place": "Samegua"},
    {"wifi": {"ssid": "Bodega Falca Invitados", "password_hint": "pide en recepción"}},
]
