# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-ninety-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninety-third's
docstring, the fifth to three-hundred-and-ninety-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (394, 396, 397), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (395_271_836), password words (a
flower, hill, sweet or mine of the region, a number and a sign, `Kantuta58!`; dot-joined words
with a year, `plata.tarabuco.2033`; leet `P0t0s1`; random runs with a sign; dashed generator
groups; a name and a year).

The fictional company is Kantuta Cacao y Plata S.R.L. of Sucre: the chocolate maker Chocolates
Kantuta on an invented Calle Ñuñu 418, the silver-crafts workshop Taller Qullqi in Potosí under
the Cerro Rico, the language school Yachay Wasi Sucre and the bus line Flota Wayra, which runs
Sucre to Potosí and Tarabuco. Staff: Chelo Mamani (IT), doña Eulogia Quispe (silver workshop),
Wilma Choque (language school), the driver Freddy Condori, the cashier Rosse Vargas; the Swiss
cocoa partner Urs Gasser of an invented Zürich importer, Kakaohaus Limmat AG; and the Brazilian
distributors Luana and Caio of an invented Campinas firm, Doce Andino Distribuidora. Every
company, person, address, domain (`kantuta.lan`, `kantutacacao.example`, `wayra.example`),
account and number is invented; only the region is real. Texts: WhatsApp and Telegram chats,
tickets, notes, runbooks, shell history, config and env files, voice-note transcripts and requests
to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `es`, `é`, `isch`, `heisst`,
`kan`, `ukax … wa`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 393, grep -l): none for `Grüezi`, `Chuchichäschtli`, `Allillanchu`,
`Kamisaraki`, `waliki`, `chiqap`, `Chuquisaca`, `Lindt`, `IBAN BR`, `IBAN AD`, `IBAN SM`, `IBAN
PS`, `IBAN LC` and `Chocolates Para Ti`; one or two for `Cerro Rico`, `Tarabuco`, `Jallalla`,
`Trans Copacabana`, `QR Simple`, `PicPay`, `Raiffeisen`, `ch.esr`; three to nine for Sucre,
Potosí, Aymara, `Imaynalla`, `Twint`, `Swisscom`, `Nubank`, `Asaas`, `Ebanx`; Quechua (19),
`Tigo Money` (10), `pe.ruc` (15), `py.ruc` (11) and `br.cnpj` (20) are common, so other wordings
are used with them. Languages: about half in English, config or shell; the rest in Bolivian
Spanish as texted (`oye`, `pues`, `nomás`, `harto`, `ya está`, `la contra es`), Bolivian Quechua
(`Allillanchu`, `Imaynalla`, `pakasqa simi`, `… kan`, `yupaykuna`), Aymara (`Kamisaraki`,
`Jallalla`, `jist'antaña aru`, `… ukax … wa`), the Swiss German of the cocoa partner (`Grüezi`, `s
Passwort isch`, `heisst`, `merci vilmal`, `gäll`) and the Brazilian Portuguese of the distributors
(`vc`, `blz`, `tlgd`, `a senha é`, `segue`). The Quechua and Aymara wordings are my guesses (loans
like `contraseña` and `kodigu` included), as are the Swiss German spellings and the texted
abbreviations. Vendors, mostly invented or little used: Tigo Money, QR Simple, PicPay, Asaas,
Ebanx, Twint, Swisscom, Raiffeisen, Kantuta Pay (invented), Wayra Tickets (invented), Qullqi ERP
(invented), Yachay LMS (invented), Cacao Ledger (invented), Chuquisaca SMS (invented), plus GitHub,
GitLab, Slack, Stripe, OpenAI, Anthropic, Hugging Face, npm, SendGrid, Groq, Replicate, Shopify,
DigitalOcean, Linear, Postman, Doppler, Sentry, Notion, Figma, Tailscale, Vault, Grafana,
Netlify, Docker Hub, Brevo, HubSpot, NVIDIA, OpenRouter, Perplexity, xAI, Supabase, Databricks,
Atlassian, 1Password, PlanetScale, Contentful, Flutterwave, Telegram, AWS and Google shapes. Ids:
Bolivia's carnet de identidad and NIT, which no library checks (unchecked, no check digit written
here); Switzerland's UID and AHV number (`stdnum.ch`), Brazil's CPF and CNPJ (`stdnum.br`), Peru's
RUC and Paraguay's RUC (`stdnum.pe`, `stdnum.py`), each drawn until its module validates it; IBANs
of Brazil, Switzerland, Andorra, San Marino, Palestine and Saint Lucia (checked with
`stdnum.iban`); seed phrases from `mnemonic`'s English, Spanish, Portuguese, French and Italian
lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Elo,
Hipercard and Discover prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.br import cpf as br_cpf
from stdnum.ch import ssn as ch_ssn
from stdnum.ch import uid as ch_uid
from stdnum.pe import ruc as pe_ruc
from stdnum.py import ruc as py_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 395_271_836
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
UPPER_HEX = HEX.upper()

_r, _j = v.r, v.token
Maker = v.Maker

_FLOWERS = ["Kantuta", "Patujú", "Qantu", "Retama", "Molle", "Keñua", "Thola", "Yareta"]
_HILLS = ["CerroRico", "Churuquella", "Sicasica", "Tarabuco", "Kari", "Huayna", "Chataquila"]
_SWEETS = ["Cacao", "Tawa", "Salteña", "Api", "Buñuelo", "Chirimoya", "Tumbo", "Plata"]
_MINES = ["Socavón", "Pailaviri", "Candelaria", "Caracoles", "Mita", "Ingenio", "Huari"]
_NAMES = ["chelo", "eulogia", "wilma", "freddy", "rosse", "urs", "luana", "caio", "nilda",
          "grover", "yola", "teodoro"]  # fmt: skip
_SIGNS = "!#$%&*?@+=^"


def _plain_word(w: str) -> str:
    return w.replace("ñ", "n").replace("ú", "u").replace("ó", "o")


_PICKS: list[Maker] = [
    lambda g: f"{_plain_word(g.choice(_FLOWERS))}{g.randrange(10, 100)}{g.choice(_SIGNS)}",
    lambda g: (
        ".".join(_plain_word(w).lower() for w in g.sample(_SWEETS + _HILLS, 2))
        + f".{g.randrange(2025, 2040)}"
    ),
    lambda g: (
        g.choice(["P0t0s1", "Kantut4", "Qullq1", "T4r4buc0", "Ch0c0l4t3", "W4yr4"])
        + str(g.randrange(100, 1000))
        + g.choice(_SIGNS)
    ),
    lambda g: _r(g, ALNUM + "$%&!?#", 16),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4)),
    lambda g: f"{g.choice(_NAMES).capitalize()}{g.randrange(1960, 2012)}{g.choice(_SIGNS)}",
    lambda g: f"{_plain_word(g.choice(_MINES))}_{g.randrange(100, 5000)}_{_r(g, UPPER, 2)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SIGNS),
    lambda g: _r(g, ALNUM, 13) + g.choice(_SIGNS) + _r(g, D, 2),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._-")
    return v.until(rng, _pw, lambda value: set(value) <= ok)


def _take(
    rng: random.Random,
    cls: str,
    templates: list[str],
    n: int,
    make: Maker,
    **extra: Maker,
) -> list[Sample]:
    """``n`` samples: each template (cycled) with ``{pw}`` a fresh secret and each ``extra``
    slot a fresh value of its own."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = template
        for name, maker in extra.items():
            slot = "{" + name + "}"
            while slot in text:
                text = text.replace(slot, maker(rng), 1)
        out.append(Sample(cls, text.replace("{pw}", secret), secret))
    return out


_USERS = ["chelo.mamani", "eulogia", "wilma.ch", "fcondori", "rosse", "urs.gasser", "luana.doce",
          "caio", "admin", "root", "kantuta-ops", "wayra_taquilla"]  # fmt: skip


def _user(g: random.Random) -> str:
    return g.choice(_USERS)


# --- passwords after a label, every separator, six languages -----------------------------------
_SAID = [
    "WhatsApp, Chelo: the router in the chocolate shop, password: {pw}",
    "Ticket KCP-2210: reset the Qullqi ERP admin password = {pw}",
    "note to self: Flota Wayra ticket printer admin pw -> {pw}",
    "the Yachay LMS teacher password → {pw} (Wilma asked, don't change it)",
    "Cacao Ledger | password | {pw}",
    "Sucre shop POS / password / {pw}",
    "password for the tempering machine panel is {pw}",
    "Potosí workshop NAS\npassword\n{pw}",
    "what's the password for the bus depot camera?\n{pw}",
    "{pw} is the password for the kantuta.lan staff portal now",
    "{pw} — that's the password of the school's Zoom room",
    "remind me: the Wayra booking office laptop password is {pw}",
    "Hey assistant, store this: Yachay Wasi moodle admin password {pw}",
    "voice note transcript: ok so the password for the conching room tablet is {pw} got it",
    "password changed to {pw} for the Tarabuco ticket kiosk",
    "Chelo => new shared mailbox password => {pw}",
    "pwd: {pw}  (silver workshop scale PC)",
    "PASSWORD={pw}",
    "[kiosk]\npassword = {pw}",
    "Oye Chelo, la contraseña del wifi de la tienda es {pw} nomás",
    "la contra del sistema de pasajes es {pw}, no se lo pases a nadie pues",
    "contraseña: {pw} (la de la impresora de la flota)",
    "ya está, le cambié la contraseña a {pw}, harto largo es",
    "Doña Eulogia, su contraseña nueva del banco online es {pw} pues, anótela",
    "clave del correo de la escuela → {pw}",
    "¿cuál es la contraseña del taller?\n{pw}",
    "contraseña del Qullqi ERP para Rosse: {pw}",
    "oye la contraseña de la caja es {pw}, ya la cambié ayer",
    "Allillanchu Wilma! Yachay LMS contraseñayki kan {pw}",
    "Imaynalla, Eulogia. Tallerpa pakasqa siminqa {pw} kan",
    "pakasqa simi: {pw}",
    "Qullqi ERP-paq contraseña {pw} kachkan, ama pimanpas willankichu",
    "wayra kompyutadurpa contraseñan = {pw}",
    "Kamisaraki Freddy! Taquilla contraseñax {pw} wa",
    "jist'antaña aru: {pw}",
    "Jallalla! Flota Wayra wifin contraseñapax {pw} ukhamawa",
    "imantat aru ukax {pw} wa, janiw yaqarux churamti",
    "Grüezi Chelo, s Passwort für s Kakaohaus-Portal isch {pw}, merci vilmal",
    "s Kennwort heisst jetzt {pw}, gäll",
    "Passwort: {pw} (Lieferanteportal Limmat)",
    "Urs: ds neue Passwort vom SFTP isch {pw}",
    "Oi Chelo, a senha do portal da Doce Andino é {pw} blz",
    "segue a senha do ERP: {pw}",
    "senha → {pw} (vc troca dps tlgd)",
    "Caio: a senha nova ficou {pw}, anota aí",
    "login do painel de pedidos, senha {pw}",
    "Assistant, remember the admin password {pw} for the wayra.example site",
    "runbook: 'ssh kantuta-pos', password {pw}",
    "password is {pw}",
    "Password (Telegram, from Freddy): {pw}",
    "the passwd for the depot's old Windows box: {pw}",
    "passcode for the school laptop: {pw}",
    "Taller Qullqi | usuario eulogia | contraseña {pw}",
    "admin password for the Cerro Rico tour booking site:\n\n{pw}",
]

# --- logins: user and password together --------------------------------------------------------
_LOGINS = [
    "login: {u} / {pw}",
    "{u} / {pw}",
    "creds for the chocolate shop Shopify: {u}:{pw}",
    "usuario: {u}\ncontraseña: {pw}",
    "user {u} pass {pw}",
    "Benutzer {u}, Passwort {pw}",
    "usuário {u} senha {pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "{u}@kantutacacao.example:{pw}",
    "Qullqi ERP → {u} / {pw}",
    "login {u} and {pw} for the Wayra ticket office",
    "| {u} | {pw} | pos-sucre-01 |",
    "ingresa con {u} y la contraseña {pw}",
    "{u} yaykunapaq contraseña {pw} kan",
]

# --- spelled and dictated passwords --------------------------------------------------------------
_SPELL_WORDS = ["kantuta", "patuju", "cacao", "tawa", "churuquella", "sicasica", "retama",
                "pailaviri", "molle", "yareta"]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "the password is the word {w} followed by {d}",
        "it's {W} with a capital first letter and {d} at the end",
        "la contraseña es la palabra {w} y después {d}",
        "das Passwort isch s Wort {w}, dänn {d}",
        "a senha é a palavra {w} seguida de {d}",
        "type {w}, then {d}; that's the admin password",
        "the name of our dog, {W}, followed by {d}",
        "{w}{d}, that's what I set for the router",
        "contraseñaqa {w} simi, chaymanta {d} yupay",
        "password: {w} all lowercase then the number {d}",
        "pues la contra es {W}{d}, todo junto",
        "Passwort: {W} und {d} zusammen",
    ]
    out = []
    for t in v.cycle(rng, templates, n):
        w, d = rng.choice(_SPELL_WORDS), str(rng.randrange(100, 10_000))
        text = t.format(w=w, W=w.capitalize(), d=d)
        joined = (w.capitalize() if "{W}{d}" in t else w) + d
        secret = joined if joined in text else (w.capitalize() if "{W}" in t else w)
        out.append(Sample("spelled_password", text, secret))
    return out


# --- command lines --------------------------------------------------------------------------------
_CLI = [
    "$ mysql -u kantuta -p{pw} -h db.kantuta.lan ventas",
    "sshpass -p '{pw}' ssh {u}@pos-sucre.kantuta.lan",
    "redis-cli -h cache.kantuta.lan -a {pw} ping",
    "docker login registry.kantuta.lan -u {u} -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "curl -u {u}:{pw} https://erp.kantuta.lan/api/stock",
    "smbclient //nas.qullqi.lan/fotos -U {u}%{pw}",
    "ldapsearch -x -D cn=admin,dc=kantuta,dc=lan -w {pw} -b dc=kantuta,dc=lan",
    "sqlcmd -S sql.wayra.lan -U sa -P {pw}",
    "zip -P {pw} planillas_octubre.zip *.xlsx",
    "7z a -p{pw} backup_taller.7z /srv/taller",
    "openssl enc -aes-256-cbc -in recetas.tar -out recetas.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c contratos.pdf",
    "xfreerdp /v:caja.wayra.lan /u:{u} /p:{pw}",
    "sqlplus {u}/{pw}@ERPDB",
    "lftp -u {u},{pw} ftp.doceandino.example",
    "rabbitmqctl add_user wayra_app {pw}",
    "ipmitool -I lanplus -H 10.20.0.5 -U admin -P {pw} power status",
    "mosquitto_pub -h mqtt.kantuta.lan -u sensor -P {pw} -t temple/sala -m 31",
    "echo '{pw}' | sudo -S systemctl restart cups",
    "printf '{pw}' | docker login -u {u} --password-stdin",
    "psql 'postgresql://{u}:{pw}@db.kantuta.lan:5432/chocolate'",
    "keytool -importkeystore -srckeystore wayra.p12 -storepass {pw}",
    "mongosh 'mongodb://{u}:{pw}@mongo.yachay.lan/lms'",
    "net use Z: \\\\nas.qullqi.lan\\plata {pw} /user:{u}",
    "plink -ssh {u}@10.20.0.9 -pw {pw}",
    "cqlsh cass.kantuta.lan -u cassandra -p {pw}",
    "mysqldump -u backup --password={pw} ventas > ventas.sql",
    "wget --user={u} --password={pw} https://files.doceandino.example/precos.csv",
    "restic -r sftp:nas:/bk backup --password-command 'echo {pw}' /srv",
    "rclone config create nas webdav url https://nas.qullqi.lan user {u} pass {pw}",
    "kinit {u}@KANTUTA.LAN <<< '{pw}'",
    "hydra -l admin -p {pw} ssh://10.20.0.7",
    "unzip -P {pw} boletos_2031.zip",
]


def _cli(rng: random.Random, n: int) -> list[Sample]:
    frames = [
        "{c}",
        "chelo@kantuta:~$ {c}",
        "history | grep ...\n  512  {c}",
        "ran on the depot box: {c}",
    ]
    samples = _take(rng, "cli_password", _CLI, n, _plain_pw, u=_user)
    return v.framed(rng, samples, frames)


# --- URLs with credentials ---------------------------------------------------------------------
_URLS = [
    "https://{u}:{pw}@erp.kantuta.lan/login",
    "ftp://{u}:{pw}@ftp.doceandino.example/pedidos/",
    "DATABASE_URL=postgres://{u}:{pw}@db.kantuta.lan:5432/ventas",
    "REDIS_URL=redis://:{pw}@cache.wayra.lan:6379/0",
    "amqp://wayra:{pw}@mq.wayra.lan:5672/boletos",
    "mysql://{u}:{pw}@10.20.0.4/taller",
    "smtp://avisos%40kantutacacao.example:{pw}@mail.kantutacacao.example:587",
    "socks5://{u}:{pw}@:1080",
    "git clone https://{u}:{pw}@git.kantuta.lan/web/tienda.git",
    "rtsp://admin:{pw}@cam-terminal.wayra.lan:554/stream1",
    "el link con clave: https://{u}:{pw}@nas.qullqi.lan:5001",
    "sftp://{u}:{pw}@sftp.kakaohaus-limmat.example/inbox",
]

# --- vendor tokens --------------------------------------------------------------------------------


def _jwt(rng: random.Random, claims: dict[str, Any]) -> str:
    head = v.b64url({"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    return f"{head}.{v.b64url(claims)}.{_r(rng, URLSAFE, rng.choice([43, 86]))}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the tienda repo: {t}", _j("ghp_", (ALNUM, 36))),
    ("GITHUB_TOKEN={t}", _j("github_pat_11", (UPPER_DIGITS, 22), "_", (ALNUM, 59))),
    ("GitLab deploy token {t}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot for #pedidos: {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key {t}", _j("sk_live_", (ALNUM, 99))),
    ("STRIPE_RESTRICTED={t}", _j("rk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 156))),
    ("the Claude key for the school chatbot: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SendGrid key for avisos@: {t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("replicate token {t}", _j("r8_", (ALNUM, 37))),
    ("Shopify admin token (chocolates-kantuta): {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("Linear API key {t}", _j("lin_api_", (ALNUM, 40))),
    ("postman key: {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("SENTRY_AUTH_TOKEN={t}", _j("sntrys_", (B64, 120))),
    ("Notion integration secret {t}", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("figma token {t}", _j("figd_", (URLSAFE, 40))),
    ("tailscale up --authkey {t}", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("Grafana service account token: {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("NETLIFY_AUTH_TOKEN={t}", _j("nfp_", (ALNUM, 36))),
    ("docker hub pat {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo key {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("HUBSPOT_TOKEN={t}", lambda g: "pat-na1-" + v.uuid4(g, "9")),
    ("NVIDIA_API_KEY={t}", _j("nvapi-", (URLSAFE, 64))),
    ("openrouter: {t}", _j("sk-or-v1-", (HEX, 64))),
    ("PERPLEXITY_API_KEY={t}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={t}", _j("xai-", (ALNUM, 80))),
    ("supabase access token {t}", _j("sbp_", (HEX, 40))),
    ("DATABRICKS_TOKEN={t}", _j("dapi", (HEX, 32))),
    ("Jira API token, school board: {t}", _j("ATATT3xFfGF0", (URLSAFE, 180), "=", (UPPER_HEX, 8))),
    ("OP_SERVICE_ACCOUNT_TOKEN={t}", _j("ops_eyJ", (URLSAFE, 120))),
    ("PlanetScale password {t}", _j("pscale_pw_", (URLSAFE, 43))),
    ("contentful cma token {t}", _j("CFPAT-", (URLSAFE, 43))),
    ("Flutterwave secret {t}", _j("FLWSECK_TEST-", (HEX, 32), "-X")),
    ("bot de Telegram de la flota: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("AWS_SECRET_ACCESS_KEY={t}", _j((B64, 40))),
    ("aws access key id AKIA for backups: {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key for the bus tracker: {t}", _j("AIza", (URLSAFE, 35))),
    ("Kantuta Pay API key: {t}", _j((HEX, 32))),
    ("Wayra Tickets API-Schlüssel: {t}", _j((ALNUM, 40))),
    ("Qullqi ERP integration broken, current key {t}", lambda g: v.uuid4(g, "b")),
    ("Integrations › Yachay LMS: {t}", _j((HEX, 40))),
    ("Cacao Ledger api key = {t}", _j("cl_live_", (ALNUM, 32))),
    ("Chuquisaca SMS llave API: {t}", _j((HEX, 32))),
    ("chave da API do Asaas: {t}", _j("$aact_", (ALNUM, 80))),
    ("PicPay token de integração {t}", lambda g: v.uuid4(g, "9")),
    ("Ebanx integration key {t}", _j((HEX, 100))),
    ("Tigo Money API key: {t}", _j((ALNUM, 48))),
    ("QR Simple API clave: {t}", _j((HEX, 64))),
    ("Twint Merchant API-Key: {t}", lambda g: v.uuid4(g, "8")),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.replace("{t}", secret), secret))
    return out


# --- bare tokens, hex keys, JWTs, PEM keys ------------------------------------------------------
_BARE = ["{pw}", "Chelo pasó esto en el grupo:\n{pw}", "here, it only shows once: {pw}",
         "Telegram (Freddy): {pw}", "token nuevo {pw}", "segue: {pw}", "kayqa: {pw}",
         "`{pw}`"]  # fmt: skip
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 48)), _j((URLSAFE, 32), ".", (URLSAFE, 44)),
                             _j((B64, 60), "=")]  # fmt: skip

_HEXES = [
    "AES key for the ticket QR codes: {pw}",
    "encryption_key = {pw}",
    "MASTER_KEY={pw}",
    "hmac secret del webhook de Tigo Money: {pw}",
    "Schlüssel für d'Kakaohaus-SFTP-Verschlüsselig: {pw}",
    "chave de criptografia: {pw}",
    "{pw}",
    "secret_key_base: {pw}",
    "la llave de cifrado del backup es {pw}",
    "SESSION_SECRET={pw}",
]

_JWTS = [
    "Authorization: Bearer {pw}",
    "el token del API de pasajes: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.wayra.example/v1/boletos",
    "session cookie: token={pw}",
    "jwt={pw}",
    "o token JWT do portal: {pw}",
    "id_token {pw}",
    "Yachay LMS access token:\n{pw}",
]


def _jwts(rng: random.Random, n: int) -> list[Sample]:
    def make(g: random.Random) -> str:
        claims = {
            "sub": g.choice(_USERS),
            "iss": g.choice(["kantuta.lan", "wayra.example"]),
            "iat": g.randrange(1_900_000_000, 2_000_000_000),
            "role": g.choice(["pos", "admin"]),
        }
        return _jwt(g, claims)

    return _take(rng, "jwt", _JWTS, n, make)


_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"]
_PEMS = [
    "deploy key for the tienda server:\n{pw}",
    "{pw}",
    "key.pem del taller (no la subas a git):\n{pw}",
    "Urs het de Schlüssel gschickt:\n{pw}",
    "chave do SFTP:\n{pw}",
    "cat ~/.ssh/id_wayra\n{pw}",
    "private_key: |\n{pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(_PEM_KINDS)
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([240, 300])))).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])


# --- seed phrases ---------------------------------------------------------------------------------
_SEEDS = {
    "seed phrase of the shop's Ledger: {pw}": "english",
    "recovery words (MetaMask, donations wallet):\n{pw}": "english",
    "frase semilla de la billetera de la flota: {pw}": "spanish",
    "las 12 palabras: {pw}": "spanish",
    "frase de recuperação da carteira da Doce Andino: {pw}": "portuguese",
    "segue as palavras da carteira: {pw}": "portuguese",
    "phrase de récupération (Urs, wallet Kakaohaus): {pw}": "french",
    "d Wiederherstellungswörter vom Trezor sind: {pw}": "english",
    "frase segreta del wallet: {pw}": "italian",
    "wallet backup words {pw}": "english",
    "billeterapaq pakasqa rimaykuna: {pw}": "spanish",
    "24 words for the cold wallet:\n{pw}": "english",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEEDS.values())}


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_SEEDS), n):
        words = 24 if "24" in template else rng.choice([12, 12, 15, 18, 24])
        bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
        entropy = bytes(rng.randrange(256) for _ in range(bits))
        phrase = str(_MNEMO[_SEEDS[template]].to_mnemonic(entropy))
        if "\n" in template and rng.random() < 0.5:
            phrase = "\n".join(f"{i + 1}. {w}" for i, w in enumerate(phrase.split()))
        out.append(Sample("seed_phrase", template.replace("{pw}", phrase), phrase))
    return out


# --- cards and their codes ------------------------------------------------------------------------
_CARD_PREFIXES = {
    "visa": (["4"], [16]),
    "mastercard": (["51", "53", "55", "2221", "2720"], [16]),
    "amex": (["34", "37"], [15]),
    "elo": (["636368", "438935", "504175", "451416", "636297"], [16]),
    "hipercard": (["606282"], [16]),
    "discover": (["6011", "65"], [16]),
}


def _card(g: random.Random, brand: str) -> str:
    prefixes, lengths = _CARD_PREFIXES[brand]
    prefix, length = g.choice(prefixes), g.choice(lengths)
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARDS = [
    "card for the cocoa shipment: {pw} exp 09/33",
    "tarjeta de la empresa {pw} vence 04/32",
    "o cartão é {pw} validade 11/34",
    "Kreditkarte vom Urs: {pw}",
    "{pw}",
    "pay the Wayra fuel bill with {pw}",
    "número de tarjeta: {pw}",
    "cartão corporativo {pw}",
]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CARDS, n):
        number = _card(rng, rng.choice(list(_CARD_PREFIXES)))
        shown = v.grouped(number, rng.choice(["", " ", "-", " ", "."]), rng)
        out.append(Sample("card_number", template.replace("{pw}", shown), shown))
    return out


_CVVS = [
    "card ending 4417, security code on the back: {pw}",
    "CVV {pw}",
    "código de seguridad: {pw}",
    "o código de segurança é {pw}",
    "Prüfnummer: {pw}",
    "the three digits on the back are {pw}",
]


# --- IBANs ----------------------------------------------------------------------------------------
_IBAN_SHAPES = {
    "BR": "n" * 23 + "a" + "c",
    "CH": "n" * 17,
    "AD": "n" * 8 + "c" * 12,
    "SM": "a" + "n" * 10 + "c" * 12,
    "PS": "aaaa" + "n" * 21,
    "LC": "aaaa" + "n" * 24,
}


def _iban(g: random.Random, country: str) -> str:
    number = v.iban_shaped(g, country, _IBAN_SHAPES)
    assert std_iban.is_valid(number)
    return number


_IBANS = [
    ("pay Doce Andino to IBAN {pw}", "BR"),
    ("IBAN da distribuidora: {pw}", "BR"),
    ("Kakaohaus Limmat, IBAN {pw}, bitte mit Rechnigsnummer", "CH"),
    ("d IBAN isch {pw}", "CH"),
    ("IBAN del proveedor de empaques (Andorra): {pw}", "AD"),
    ("bank details for the San Marino silver fair: {pw}", "SM"),
    ("IBAN PS donor account: {pw}", "PS"),
    ("Saint Lucia cocoa cooperative, IBAN {pw}", "LC"),
    ("transferí a {pw} ayer", "BR"),
    ("{pw}", "CH"),
    ("Überweisig an {pw}", "CH"),
    ("conta p/ depósito: {pw}", "BR"),
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, country in v.cycle(rng, _IBANS, n):
        number = _iban(rng, country)
        shown = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.replace("{pw}", shown), shown))
    return out


# --- ids ------------------------------------------------------------------------------------------


def _uid(g: random.Random) -> str:
    return str(ch_uid.format(v.until(g, lambda h: "CHE" + _r(h, D, 9), ch_uid.is_valid)))


def _ahv(g: random.Random) -> str:
    return str(ch_ssn.format(v.until(g, lambda h: "756" + _r(h, D, 10), ch_ssn.is_valid)))


def _cpf(g: random.Random) -> str:
    return str(br_cpf.format(v.until(g, lambda h: _r(h, D, 11), br_cpf.is_valid)))


def _cnpj(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid)
    return str(br_cnpj.format(number))


def _pe_ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _py_ruc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = _r(h, D, h.choice([6, 7]))
        return f"{body}-{py_ruc.calc_check_digit(body)}"

    return v.until(g, make, py_ruc.is_valid)


def _bo_ci(g: random.Random) -> str:
    return str(g.randrange(1_000_000, 14_000_000)) + g.choice(["", " CH", " PT", "-1A"])


def _bo_nit(g: random.Random) -> str:
    return str(g.randrange(1_000_000_000, 9_999_999_999))


# (template, class, maker): the class says which stdnum module checks it (bo: none)
_IDS: list[tuple[str, str, Maker]] = [
    ("UID vom Kakaohaus Limmat: {pw}", "id_ch_uid", _uid),
    ("Swiss company id (UID) {pw}", "id_ch_uid", _uid),
    ("AHV-Nummer vom Urs: {pw}", "id_ch_ssn", _ahv),
    ("AHV number {pw} for the Swiss contract", "id_ch_ssn", _ahv),
    ("CPF da Luana: {pw}", "id_br_cpf", _cpf),
    ("meu CPF é {pw}", "id_br_cpf", _cpf),
    ("CNPJ da Doce Andino: {pw}", "id_br_cnpj", _cnpj),
    ("CNPJ {pw} (nota fiscal)", "id_br_cnpj", _cnpj),
    ("RUC del proveedor de Puno: {pw}", "id_pe_ruc", _pe_ruc),
    ("Peru RUC {pw}", "id_pe_ruc", _pe_ruc),
    ("RUC paraguayo de la transportadora: {pw}", "id_py_ruc", _py_ruc),
    ("RUC {pw} (Asunción)", "id_py_ruc", _py_ruc),
    ("carnet de identidad de Freddy: {pw}", "id_bo_ci", _bo_ci),
    ("mi CI es {pw}", "id_bo_ci", _bo_ci),
    ("NIT de Kantuta Cacao y Plata: {pw}", "id_bo_nit", _bo_nit),
    ("passport number {pw}", "id_bo_passport", lambda g: _r(g, D, 8)),
    ("CI {pw}, Eulogia Quispe, Potosí", "id_bo_ci", _bo_ci),
    ("Caio's CPF {pw}", "id_br_cpf", _cpf),
    ("Unternehmens-Identifikationsnummer {pw}", "id_ch_uid", _uid),
    ("número AHV {pw}", "id_ch_ssn", _ahv),
]
ID_VALIDATORS: dict[str, Callable[[str], bool] | None] = {
    "id_ch_uid": ch_uid.is_valid, "id_ch_ssn": ch_ssn.is_valid, "id_br_cpf": br_cpf.is_valid,
    "id_br_cnpj": br_cnpj.is_valid, "id_pe_ruc": pe_ruc.is_valid, "id_py_ruc": py_ruc.is_valid,
    "id_bo_ci": None, "id_bo_nit": None, "id_bo_passport": None,
}  # fmt: skip


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, cls, make in v.cycle(rng, _IDS, n):
        value = make(rng)
        out.append(Sample(cls, template.replace("{pw}", value), value))
    return out


# --- 2FA: backup codes, TOTP seeds, one-time codes ----------------------------------------------
_BACKUPS = [
    "GitHub recovery codes for kantuta-ops:\n{pw}",
    "códigos de respaldo de Google de la escuela: {pw}",
    "códigos de backup da conta Doce Andino\n{pw}",
    "Notfallcodes fürs Swisscom-Konto: {pw}",
    "backup codes {pw}",
    "2FA backup codes (Shopify):\n{pw}",
    "kutichina kodigukuna: {pw}",
    "códigos de recuperación del correo de la flota:\n{pw}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, rng.choice([6, 8, 10]), i % 4)
        sep = "\n" if template.endswith("\n{pw}") else rng.choice([", ", " ", "\n"])
        block = sep.join(codes)
        out.append(Sample("backup_codes", template.replace("{pw}", block), block))
    return out


_TOTPS = [
    "TOTP secret for the Qullqi ERP admin: {pw}",
    "otpauth://totp/Kantuta:chelo?secret={pw}&issuer=Kantuta",
    "setup key (can't scan the QR): {pw}",
    "clave 2FA manual: {pw}",
    "chave TOTP do painel: {pw}",
    "2FA-Schlüssel: {pw}",
]


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=False)


_CODES = [
    "{pw} is your Wayra Tickets verification code",
    "Tu código de verificación de Tigo Money es {pw}",
    "Seu código PicPay: {pw}. Não compartilhe.",
    "Ihr Twint Bestätigungscode lautet {pw}",
    "Use {pw} to sign in to Yachay LMS",
    "código: {pw}, me llegó al cel, pásalo rápido",
    "verification code {pw}",
    "Raiffeisen E-Banking: Ihr Code {pw}",
]


def _otp(g: random.Random) -> str:
    d = _r(g, D, 6)
    return g.choice([d, f"{d[:3]} {d[3:]}", d])


# --- wifi -----------------------------------------------------------------------------------------
_NETS = ["Kantuta Tienda 5G", "TallerQullqi", "Wayra-Terminal", "YachayWasi_Aula2",
         "Kantuta Bodega", "Flota Wayra Bus 12"]  # fmt: skip
_WIFI = [
    "wifi {net} / {pw}",
    "Network: {net}, key {pw}",
    "la clave del wifi {net} es {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "WPA key for {net}: {pw}",
    "wifi password {pw}",
    "o wifi ({net}) senha {pw}",
    "s WLAN-Passwort isch {pw}",
    "wifi?\nChelo: {pw}",
    "{net}\n{pw}",
    "wifi kodigu: {pw}",
    "psk={pw}",
    "{pw} — that's the wifi password at the bus terminal",
    "red {net}, contraseña {pw}",
    "wifi {net} contraseñaqa {pw} kan",
    "SSID {net} | passphrase {pw}",
]

# --- PINs, door and lock codes --------------------------------------------------------------------
_LOCKS = [
    "door code of the Sucre shop: {pw}",
    "el PIN de la tarjeta es {pw}",
    "alarm code for the silver workshop is {pw}",
    "candado de la bodega: {pw}",
    "PIN vom Handy: {pw}",
    "o PIN do cartão é {pw}",
    "safe combination {pw}",
    "SIM PIN {pw}",
    "punku kodigu: {pw}",
    "keypad at the bus depot -> {pw}#",
    "caja fuerte del taller, combinación {pw}",
    "PIN: {pw}",
]

# --- passphrases ----------------------------------------------------------------------------------
_PHRASE_WORDS = ["cacao", "plata", "kantuta", "bus", "escuela", "cerro", "mina", "torta",
                 "tarabuco", "violeta", "andino", "sombrero", "charango", "condor", "vicuña",
                 "salteña", "molle", "piedra"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "the KeePass master passphrase is {pw}",
    "frase de contraseña: {pw}",
    "Passphrase vom Tresor: {pw}",
    "senha mestra: {pw}",
    "BitLocker passphrase for the school laptop: {pw}",
    'passphrase = "{pw}"',
    "gpg passphrase {pw}",
]

# --- config and env files -------------------------------------------------------------------------
_CONFIGS = [
    "DB_PASSWORD={pw}",
    "  password: {pw}\n  host: db.kantuta.lan",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "[client]\nuser=ventas\npassword={pw}",
    '"smtpPassword": "{pw}",',
    "db.kantuta.lan:5432:ventas:kantuta:{pw}",
    'variable "db_pass" { default = "{pw}" }',
    'MAIL_PASSWORD="{pw}"',
    "export WAYRA_DB_PASS='{pw}'",
    '<add key="SmtpPassword" value="{pw}" />',
    "requirepass {pw}",
    "smtp_pass = {pw}",
    "ssid,psk\nKantuta Bodega,{pw}",
    "user,password\nrosse,{pw}",
    "ADMIN_PASS: !unsafe '{pw}'",
    "environment:\n  - POSTGRES_PASSWORD={pw}",
    "auth_pass {pw}",
]

# --- a token written with signs between its characters --------------------------------------------


def _split_tokens(rng: random.Random, n: int) -> list[Sample]:
    templates = ["the token, as Freddy read it: {t}", "token: {t}", "la llave API dictada: {t}",
                 "GitHub token letra por letra: {t}"]  # fmt: skip
    out = []
    for i, template in enumerate(v.cycle(rng, templates, n)):
        raw = "ghp_" + _r(rng, ALNUM, 36) if "GitHub" in template else _r(rng, ALNUM, 32)
        if i % 3 == 0:
            shown = " ".join(raw)
        elif i % 3 == 1:
            shown = " - ".join(raw[k : k + 4] for k in range(0, len(raw), 4))
        else:
            shown = "·".join(raw[k : k + 2] for k in range(0, len(raw), 2))
        out.append(Sample("split_token", template.replace("{t}", shown), shown))
    return out


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _take(rng, "labelled_password", _SAID, 77, _pw)
    out += _take(rng, "login_pair", _LOGINS, 26, _pw, u=_user)
    out += _spelled(rng, 12)
    out += _cli(rng, 34)
    out += _take(rng, "url_credentials", _URLS, 14, _plain_pw, u=_user)
    out += _vendors(rng, 50)
    out += _take(rng, "bare_token", _BARE, 8, lambda g: g.choice(_BARE_MAKERS)(g))
    out += _take(rng, "hex_key", _HEXES, 10, lambda g: _r(g, HEX, g.choice([32, 64, 64])))
    out += _jwts(rng, 8)
    out += _take(rng, "pem_key", _PEMS, 7, _pem)
    out += _seeds(rng, 12)
    out += _cards(rng, 12)
    out += _take(rng, "card_code", _CVVS, 6, lambda g: _r(g, D, g.choice([3, 3, 4])))
    out += _ibans(rng, 12)
    out += _ids(rng, 20)
    out += _backups(rng, 8)
    out += _take(rng, "totp_secret", _TOTPS, 6, _totp)
    out += _take(rng, "one_time_code", _CODES, 8, _otp)
    out += _take(rng, "wifi_key", _WIFI, 16, _plain_pw, net=lambda g: g.choice(_NETS))
    out += _take(rng, "pin_code", _LOCKS, 12, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))
    out += _take(rng, "passphrase", _PHRASES, 8, lambda g: " ".join(g.sample(_PHRASE_WORDS, 4)))
    out += _take(rng, "config_password", _CONFIGS, 18, _plain_pw)
    out += _split_tokens(rng, 6)
    return out


def _spaced_card(brand: str) -> Maker:
    return lambda g: v.grouped(_card(g, brand), " ", g)


_ppw = _plain_pw


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the admin password for the Wayra site is", "{s}", _pw),
    ("split_password", "Contraseña:", "{s} (la del taller)", _pw),
    ("split_password", "s Passwort isch", "{s}", _pw),
    ("split_password", "a senha é", "{s} blz", _pw),
    ("split_password", "Qullqi ERP password", "{s}\nrotate in March", _pw),
    ("split_password", "contraseñaqa", "{s} kan", _pw),
    ("split_password", "jist'antaña aru:", "{s}", _pw),
    ("split_password", "login: rosse /", "{s}", _pw),
    ("split_wifi", "wifi Kantuta Tienda 5G, clave", "{s}", _plain_pw),
    ("split_pin", "el PIN de la caja fuerte es", "{s}", lambda g: _r(g, D, 6)),
    ("split_token", "Kantuta Pay API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Stripe secret", "{s} (live)", _j("sk_live_", (ALNUM, 99))),
    ("split_seed", "frase de recuperação:", "{s}", _english_seed),
    ("split_card", "número de tarjeta", "{s} vence 08/33", _spaced_card("elo")),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "AD"))),
    ("split_backup", "códigos de respaldo", "{s}", lambda g: "\n".join(v.backup_codes(g, 6, 1))),
    ("split_otp", "TOTP secret", "{s}", _totp),
    ("split_id", "CPF:", "{s}", _cpf),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pos": {"host": "pos-sucre.kantuta.lan", "admin_password": "{s}"}}': ("meta_password", _ppw),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"usuario": "rosse", "clave": "{s}"}': ("meta_password", _plain_pw),
    '{"senha": "{s}", "loja": "campinas"}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "ventas", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"nota": "la contraseña del taller es {s}"}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "tarabuco"}, {"name": "potosi", "pwd": "{s}"}]}': ("meta_password", _ppw),
    '{"kantuta_pay": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "06/34"}}': ("meta_card", _spaced_card("hipercard")),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "SM")),
    '{"partner": {"ahv_nummer": "{s}"}}': ("meta_id", _ahv),
    '{"mfa": {"backup_codes": ["{s}", "48213077", "90317264"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"crypto": {"aes_key": "{s}"}}': ("meta_key", _j((HEX, 64))),
    '{"bodega": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "TallerQullqi", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"totp": {"secret": "{s}", "issuer": "Wayra"}}': ("meta_otp", _totp),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for template, (cls, make) in _METADATA.items():
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(template.replace("{s}", secret)), secret))
    return out


# Hard lookalikes with no secret in them.
CLEAN = [
    "the password policy for the Qullqi ERP is 12 characters and one symbol",
    "Chelo, olvidé la contraseña del correo, ¿cómo la reseteo?",
    "la contraseña está en el gestor, no la mandes por WhatsApp pues",
    "s Passwort isch im Tresor, nöd im Chat, gäll",
    "a senha vc pega com o Caio pessoalmente blz",
    "contraseñaqa manaraq kanchu, paqarin ruwasaqku",
    "jist'antaña aru janiw utjkiti, Chelo churañapawa",
    "Order KCP-2031-00417 ships Monday from Sucre",
    "Flota Wayra ticket 00831927, seat 14, Sucre → Potosí 07:30",
    "tracking BR 4471 9920 3318 (Correios), chega quinta",
    "sha256 of tienda-v2.4.1.tar.gz: "
    "3f1d0c9a7b5e2d48a6c1f0e9b7d3a5c2e4f6a8b0c1d3e5f7a9b2c4d6e8f0a1b3",
    "commit 9e4b2f7a1c3d5e6f8a0b2c4d6e8f0a1b3c5d7e9f",
    "Release 3.12.7 of the booking app went out yesterday",
    "tel. de la tienda: +591 4 6441 2093, WhatsApp +591 7 1234 5678",
    "Calle Ñuñu 418, Sucre, Chuquisaca",
    "Potosí coordinates: -19.5836, -65.7531",
    "precio: Bs 48,50 la tableta de 70 %",
    "Preis: CHF 12.90 pro Tafel, Lieferig am 14.03.",
    "valor do pedido: R$ 3.418,20, boleto vence 22/07",
    "card ending in 4417 was charged Bs 320",
    "IBAN: CH** **** **** **** 1294 1 (masked in the export)",
    "tarjeta ****-****-****-8831, vence 09/33",
    "Your PIN must be 4 to 6 digits and not your birthday.",
    "el PIN de la caja lo tiene doña Eulogia, pregúntale a ella",
    "we'll send a one-time code to your phone when you log in",
    "Ihr Bestätigungscode kommt per SMS, bitte warten",
    "o código chega por SMS em até 2 minutos",
    "Product code KAN-70-CAC-100, batch 2031-14",
    "SKU QLL-PLT-925-AR, anillo de plata 925",
    "error code 0x80070005 when printing tickets",
    "postal code 0000 isn't used in Bolivia, leave it blank",
    "Zürich PLZ 8004, Langstrasse (Lieferadresse)",
    "CEP 13015-100, Campinas SP",
    "API version 2024-06-01 is required for the Kantuta Pay webhook",
    "the REST API request id was 7f3c-01a2 in the logs",
    "Wayra bus 12 runs on schedule 2031-B, platform 4",
    "rotate the Stripe key every 90 days, Chelo has the runbook",
    "remember: never paste tokens in the school group",
    "the wifi password is printed on the card behind the counter",
    "la clave del wifi cambia cada mes, pregunta en caja",
    "wifi kodigu cajapi qillqasqa kachkan",
    "UUID of the tempering job: 1b7e2f40-9c3a-4d21-8e5f-0a6b7c8d9e10 (public, in the URL)",
    "GPG fingerprint 4A1F 9C3E 7B2D 0E5A 8F61  C3D9 2B7E 40A1 95C3 6F28",
    "version string v0.9.14-rc2+build.305",
    "temperatura de temperado: 31,5 °C, humedad 48 %",
    "silver 925 purity, 1.250 kg per bar, lot P-2031-07",
    "Urs: d Lieferig chunnt am Mittwoch, merci vilmal",
    "Luana: o pedido 8841 saiu hoje, tlgd",
    "Kamisaraki! Jallalla Flota Wayra, qhipürux Potosíruw sarañani",
    "Allillanchu Wilma, paqarin yachachiq huñunakuy kanqa",
    "backup codes are in the safe, not in this chat",
    "seed phrases go on paper only, never on the laptop",
    "the three digits on the back of the card are never stored here",
    "AHV-Nummer bitte nur per Post schicken, nöd per Mail",
    "CPF e CNPJ só no formulário seguro, por favor",
    "NIT y carnet solo en el sistema de facturación",
    "Meeting at 10:45 in aula 3, Yachay Wasi, calle Junín 20",
    "the bus from Sucre takes 3 h 15 min to Potosí",
    "ticket dashboard shows 1,204 seats sold this week",
    "la tarjeta de la flota se bloqueó, el banco manda un PIN nuevo por correo",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars min", "token_count": 512},
    {"order_id": "KCP-2031-00417", "status": "shipped"},
    {"sha256": "3f1d0c9a7b5e2d48a6c1f0e9b7d3a5c2e4f6a8b0c1d3e5f7a9b2c4d6e8f0a1b3"},
    {"route": "Sucre-Potosí", "bus": 12, "seat": 14},
    {"card_last4": "4417", "amount_bob": 320},
    {"auth": {"method": "oauth", "provider": "google"}},
    {"creds": {"username": "wayra_taquilla", "host": "pos-sucre.kantuta.lan"}},
    {"contraseña_cambiada": True, "fecha": "2031-03-14"},
    {"pin_length": 6, "pin_required": True},
    {"cep": "13015-100", "cidade": "Campinas"},
]
