# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twenty-seventh corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-fifth's
docstring, the fifth to four hundred and twenty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (426, 428, 429), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (427_604_913), password words (an
olive, a valley or a market of Tacna with a number and a sign, `SevillanaYarada58!`; dot-joined
words with a year, `aceituna.caplina.2033`; leet `T4cn4#Olivo71`; random runs with a sign; dashed
generator groups; a person and a place, `Nelida@Pocollay2034`).

The fictional company is Corporación Caplina Frontera S.A.C. of Tacna, Peru: Importadora
Electrónica Caplina (an invented wholesaler of phones and parts in the border markets on
Coronel Mendoza street), Fundo Olivar Los Palos Verdes (an invented olive grove in La Yarada) and
Clínica Dental Sonrisa del Sur (an invented dental clinic serving visitors from Arica). Staff:
Renzo Apaza (IT), Nélida Condori (the grove's foreman), don Eusebio Mamani Choque (who texts in
Aymara and Spanish), Huang Weiming and his daughter Huang Lili (the shop family, in characters and
pinyin), Dra. Carolina Vergara (a dentist from Arica, in Chilean Spanish) and Thiago Rezende (a
Brazilian importer from Corumbá, in Portuguese). Every company, person, address, domain
(`caplina.lan`, `olivar-yarada.example`, `sonrisadelsur.example`, `electronica-caplina.example`),
account and number is invented; only the region is real. Texts: WhatsApp and WeChat chats,
Telegram messages, tickets, notes, runbooks, shell history, config and env files, URLs, voice-note
transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`,
`|`, `::`, a tab, `es`, `é`, `是`, Aymara's `akawa`, `—`, a new line, a question
then its answer, a value said first and named after.

Grep counts (heldouts 5 to 425, grep -l): none for `La Yarada`; two for `Tacna`, `Convex`,
`Xata`; one for `Pipedream`; three to nine for `IBAN BH`, `IBAN JO`, `IBAN SV`, `IBAN CR`,
`IBAN QA`, `IBAN LC`, `Cohere`, `Mistral`, `Turso`, `Koyeb`, `Fly.io`, `Neon`, `Vercel`,
`Upstash`, `Resend`, `weón`; ten to nineteen for `Izipay`, `Culqi`, `Yape`, `Aymara`, `Arica`,
`cachai`, `Deno`, `cl.rut`; above twenty for `pe.ruc`, `pe.cui`, `pinyin`, `Clerk`, `Mercado`.
Languages: about half English, config or shell; the rest in the Spanish of southern Peru as
texted (`la clave es`, `ya pe`, `nomás`, `causa`, `q`, `xq`, `ahorita`), the Chilean Spanish of
Arica visitors (`la contraseña es`, `cachai`, `po`, `altiro`, `weón`), Aymara (`imt'at aru`,
`akawa`, `janiw khitirus yatiyamti`, `yuspagara`), the Portuguese of a Brazilian importer (`a
senha é`, `vc`, `tá`, `beleza`), and the Chinese of the shop family in characters (`密码是`,
`验证码`) and in pinyin (`mima shi`, `bie gaosu bieren`). The Aymara words and spellings, the
pinyin without tones and the texting slang are my guesses.
Vendors: the invented OlivoTrack, CaplinaPOS, FronteraCarga and SonrisaCitas, plus Convex, Xata,
Turso, Koyeb, Pipedream, Cohere, Mistral, Neon, Upstash, Resend, Fly.io, Vercel, GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Telegram, PyPI,
Shopify, DigitalOcean, Linear, Groq, Doppler, Grafana, Postman, Docker Hub, Tailscale and Supabase
shapes. Ids: Peru's RUC and CUI, Chile's RUT, Brazil's CPF and CNPJ and China's resident id, each
drawn until its `stdnum` module validates it. IBANs of Bahrain, Jordan, El Salvador, Costa Rica,
Qatar and Saint Lucia, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English,
Spanish, Portuguese and simplified Chinese lists, each checked with `Mnemonic.check`; cards pass
Luhn (Visa, Mastercard, Amex, Diners, UnionPay and JCB prefixes).
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
from stdnum.br import cnpj as br_cnpj
from stdnum.cl import rut as cl_rut
from stdnum.cn import ric as cn_ric
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 427_604_913
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_HEX = LOWER + D, v.HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, str], dict[str, str]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn (``pw`` is the
    planted value unless the draw returns a ``secret`` field)."""

    cls: str
    templates: list[str]
    draw: Draw

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, self.templates, n):
            fields = self.draw(rng, template)
            out.append(
                Sample(self.cls, template.format_map(fields), fields.get("secret", fields["pw"]))
            )
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(rng: random.Random, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_OLIVES = ["Sevillana", "Ascolana", "Botija", "Aceituna", "Olivo", "Alfonso", "Manzanilla",
           "Empeltre", "Arbequina", "Frantoio"]  # fmt: skip
_PLACES = [
    "Yarada",
    "Pocollay",
    "Calana",
    "Pachia",
    "Caplina",
    "Sama",
    "Ite",
    "Locumba",
    "Tarata",
    "Candarave",
    "Alto",
    "Boulevard",
    "Chacalluta",
    "Azapa",
    "Lluta",
    "Corumba",
]
_NAMES = [
    "Nelida",
    "Renzo",
    "Eusebio",
    "Weiming",
    "Lili",
    "Carolina",
    "Thiago",
    "Yesica",
    "Marleny",
    "Fredy",
    "Ayelen",
    "Gonzalo",
    "Bruna",
    "Efrain",
    "Rosmery",
    "Anyelo",
]
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["T4cn4", "0l1v0", "C4pl1n4", "Y4r4d4", "P0c0ll4y", "M0ll3nd0", "S0nr1s4"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_OLIVES)}{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_OLIVES).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(2026, 2040)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.choice(_OLIVES)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 13) + g.choice(_SYMBOLS) + _r(g, D, 2),
    _manager,
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_PLACES)}{g.randrange(2026, 2040)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 16),
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_LABELLED = [
    "Renzo's note: CaplinaPOS admin password: {pw}",
    "router of the Coronel Mendoza warehouse — password = {pw}",
    "clinic NAS (Synology) admin password -> {pw}",
    "Grove pump controller password → {pw}",
    "VPN password => {pw}",
    "Huang shop laptop / password / {pw}",
    "Odoo admin | password | {pw}",
    "Password for the x-ray PC :: {pw}",
    "mikrotik pass\t{pw}",
    "The new password for the olive press PLC is {pw}",
    "password for the clinic's RVG sensor software:\n{pw}",
    "Q: what's the password for the dental chair tablet?\nA: {pw}",
    "{pw} is the password of the grove's weather station now",
    "la clave del wifi del almacén es {pw} ya pe",
    "causa la contraseña del CaplinaPOS es {pw}, no la pases",
    "q tal, clave nueva del correo de ventas: {pw}",
    "Nélida: la clave del tablero de riego cambió a {pw} nomás",
    "oye la contraseña del computador de la consulta es {pw} po",
    "Dra. Vergara: la contraseña de la ficha clínica quedó {pw}, cachai",
    "imt'at aru: {pw} — janiw khitirus yatiyamti",
    "bomba ukan imt'at arupax {pw} akawa",
    "a senha do portal da importadora é {pw}, beleza?",
    "vc lembra? senha do painel: {pw}",
    "仓库电脑密码是{pw}，别告诉别人",
    "收银机的密码：{pw}",
    "Lili: cangku diannao mima shi {pw}, bie gaosu bieren",
    "WeChat 黄伟明: 新密码是 {pw}",
    "Telegram, Eusebio: contraseña {pw} yuspagara",
    "Remember for me: the Yape business account password is {pw}",
    "Ticket CAP-2211: reset done, temporary password {pw}",
]  # fmt: skip
_labelled = _Family("password_label", _LABELLED, _with(_pw))

_USERS = ["renzo.apaza", "ncondori", "eusebio", "huang.wm", "lili", "cvergara", "trezende",
          "admin", "root", "recepcion", "ventas"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "usuario {u} clave {pw}",
    "usuário: {u} senha: {pw}",
    "用户名 {u} 密码 {pw}",
    "sign in as {u} with {pw}",
    "{u} / {pw} for the clinic's Dentrix",
    "u={u} p={pw}",
    "| {u} | {pw} | electronica-caplina.example |",
    "user {u}, pass {pw} (CaplinaPOS backoffice)",
    "la cuenta es {u} y la clave {pw}",
    "yonghuming {u}, mima {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS))

_CLI = [
    "$ mysql -u caja -p{pw} -h db.caplina.lan pos",
    "sshpass -p '{pw}' ssh root@nvr.olivar-yarada.example",
    "curl -u ventas:{pw} https://api.electronica-caplina.example/v1/stock",
    "redis-cli -h cache.caplina.lan -a {pw}",
    "docker login registry.caplina.lan -u renzo -p {pw}",
    "echo '{pw}' | docker login registry.caplina.lan -u renzo --password-stdin",
    "htpasswd -b /etc/nginx/.htpasswd recepcion {pw}",
    "smbclient //nas.sonrisadelsur.example/rx -U carolina%{pw}",
    "sqlcmd -S sql.caplina.lan -U sa -P {pw}",
    "7z a respaldo.7z fichas/ -p{pw}",
    "zip -P {pw} radiografias.zip *.dcm",
    "openssl enc -aes-256-cbc -in backup.sql -out backup.enc -pass pass:{pw}",
    "xfreerdp /v:10.8.0.12 /u:recepcion /p:{pw}",
    "psql \"postgresql://olivo:{pw}@db.olivar-yarada.example:5432/cosecha\"",
    "keytool -importkeystore -srckeystore pos.p12 -storepass {pw}",
    "ldapsearch -x -D cn=admin,dc=caplina,dc=lan -w {pw}",
    "mosquitto_pub -h mqtt.olivar-yarada.example -u riego -P {pw} -t valvulas/3 -m on",
    "ipmitool -I lanplus -H 10.8.0.5 -U ADMIN -P {pw} power status",
    "lftp -u ftpventas,{pw} ftp.electronica-caplina.example",
    "printf '{pw}\\n' | sudo -S systemctl restart caplinapos",
]  # fmt: skip
_cli = _Family("cli_password", _CLI, _with(_plain_pw))

_URLS = [
    "DATABASE_URL=postgres://pos:{pw}@10.8.0.20:5432/caplinapos",
    "mongodb://citas:{pw}@mongo.sonrisadelsur.example:27017/agenda",
    "amqp://carga:{pw}@rabbit.caplina.lan:5672/",
    "https://renzo:{pw}@git.caplina.lan/pos/backend.git",
    "rtsp://admin:{pw}@192.168.10.64:554/Streaming/Channels/101 (cámara del olivar)",
    "ftp://camara:{pw}@nas.olivar-yarada.example/grabaciones",
    "smtp://ventas%40electronica-caplina.example:{pw}@mail.caplina.lan:587",
    "redis://:{pw}@cache.caplina.lan:6379/0",
]  # fmt: skip
_urls = _Family("url_credentials", _URLS, _with(_plain_pw))

_CONFIGS = [
    ".env:\nDB_USER=caplina\nDB_PASSWORD={pw}",
    "config.yaml:\nsmtp:\n  user: citas@sonrisadelsur.example\n  password: {pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "[client]\nuser=backup\npassword={pw}",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'olivo', 'PASSWORD': '{pw}'}}}}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: \"{pw}\"",
    "application.properties:\nspring.datasource.username=pos\nspring.datasource.password={pw}",
    "~/.pgpass:\ndb.caplina.lan:5432:caplinapos:pos:{pw}",
    "msmtprc:\naccount ventas\nuser ventas@electronica-caplina.example\npassword {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "appsettings.json: {{\"Citas\": \"Server=sql;User Id=sa;Password={pw};\"}}",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw))


def _jwt(rng: random.Random) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = v.b64url({"sub": _r(rng, D, 6), "iss": "citas.sonrisadelsur.example",
                       "exp": rng.randrange(2_000_000_000, 2_100_000_000)})  # fmt: skip
    return f"{header}.{claims}.{_r(rng, URLSAFE, 43)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the pos repo: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={pw}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot token {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key de la clínica: {pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key -> {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS_ACCESS_KEY_ID=AKIA" + "Q3X7TACNA2YR9W\nAWS_SECRET_ACCESS_KEY={pw}", _j((B64, 40))),
    ("Google Maps key del delivery: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SendGrid para recordatorios de citas: {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("bot do Telegram do Thiago: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("pypi token {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token: {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear API key {pw}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("doppler service token: {pw}", _j("dp.st.prd.", (ALNUM, 40))),
    ("Grafana service account token {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman key → {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("docker hub PAT: {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("tailscale authkey {pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("SUPABASE_SERVICE_ROLE_KEY={pw}", _jwt),
    ("Convex deploy key: {pw}", _j("prod:caplina-olivo-", (D, 3), "|", (ALNUM, 60))),
    ("XATA_API_KEY={pw}", _j("xau_", (ALNUM, 34))),
    ("Turso auth token para la réplica: {pw}", _jwt),
    ("Koyeb API key {pw}", _j((ALNUM, 64))),
    ("Pipedream API key: {pw}", _j((HEX, 32))),
    ("COHERE_API_KEY={pw}", _j((ALNUM, 40))),
    ("Mistral API key → {pw}", _j((ALNUM, 32))),
    ("NEON_API_KEY={pw}", _j("napi_", (LOWER_DIGITS, 60))),
    ("UPSTASH_REDIS_REST_TOKEN={pw}", _j("AX", (URLSAFE, 60), "=")),
    ("Resend key de las facturas: {pw}", _j("re_", (ALNUM, 8), "_", (ALNUM, 24))),
    ("FLY_API_TOKEN=\"{pw}\"", _j("FlyV1 fm2_", (URLSAFE, 80))),
    ("VERCEL_TOKEN={pw}", _j((ALNUM, 24))),
    ("OlivoTrack API key: {pw}", _j("olt_", (HEX, 40))),
    ("clave API de CaplinaPOS: {pw}", lambda g: v.uuid4(g, "b")),
    ("FronteraCarga api_key={pw}", _j((HEX, 48))),
    ("SonrisaCitas integration broken, current key {pw}", _j("sc_live_", (ALNUM, 32))),
    ("chave de API do FronteraCarga: {pw}", _j((HEX, 32))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(pw=secret), secret))
    return out


_BARE = ["{pw}", "aquí el token, solo lo muestra una vez:\n{pw}", "token nuevo: {pw}",
         "Telegram @renzo: {pw}", "pegué esto en el chat sin querer {pw}",
         "access token {pw}"]  # fmt: skip
_bare = _Family("bare_token", _BARE, _with(_j((ALNUM, 40))))

_HEX_PLACES = [
    "HMAC secret for the POS webhooks: {pw}",
    "encryption_key = {pw}",
    "APP_KEY={pw}",
    "llave AES de las fichas clínicas: {pw}",
    "wireguard preshared key {pw}",
    "SECRET_KEY_BASE={pw}",
]  # fmt: skip
_hexes = _Family("hex_key", _HEX_PLACES, _with(_j((HEX, 64))))

_JWT_PLACES = ["Authorization: Bearer {pw}", "jwt del portal de citas: {pw}",
               "cookie session={pw}", "token={pw}", "o token JWT é {pw}"]  # fmt: skip
_jwts = _Family("jwt", _JWT_PLACES, _with(_jwt))


def _pem(rng: random.Random) -> str:
    body = "\n".join(_r(rng, B64, 64) for _ in range(rng.randrange(6, 10)))
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = ["clave del servidor de citas:\n{pw}", "{pw}", "deploy key del repo pos:\n{pw}",
         "chave privada do Thiago pro sftp:\n{pw}", "私钥：\n{pw}"]  # fmt: skip
_pems = _Family("pem_key", _PEMS, _with(_pem))

_MNEMO = {
    lang: Mnemonic(lang) for lang in ["english", "spanish", "portuguese", "chinese_simplified"]
}
_SEEDS = {
    "seed phrase of the grove's USDT wallet: {pw}": "english",
    "recovery phrase (12 words): {pw}": "english",
    "frase semilla de la billetera de Renzo: {pw}": "spanish",
    "las 12 palabras de la wallet, no las pierdas: {pw}": "spanish",
    "frase de recuperação da carteira do Thiago: {pw}": "portuguese",
    "钱包助记词：{pw}": "chinese_simplified",
    "zhujici: {pw}": "chinese_simplified",
    "backup words for the Ledger, written on the card in the safe:\n{pw}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, template: str) -> dict[str, str]:
    words = rng.choice([12, 12, 15, 18, 24])
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    phrase = _MNEMO[_SEEDS[template]].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits)))
    return {"pw": str(phrase)}


_seeds = _Family("seed_phrase", list(_SEEDS), _seed_draw)

_BRANDS = ["visa", "mastercard", "amex", "diners", "unionpay", "jcb"]
_CARDS = ["tarjeta de la empresa: {pw}", "card {pw} exp 09/33", "Visa corporativa {pw} vence 04/32",
          "pagué con {pw}", "cartão do Thiago: {pw}", "银行卡号 {pw}", "card number\n{pw}",
          "tarjeta {pw}, la de la clínica"]  # fmt: skip


def _card_draw(rng: random.Random, template: str) -> dict[str, str]:
    number = v.card(rng, rng.choice(_BRANDS))
    return {"pw": v.grouped(number, rng.choice(["", " ", "-", " "]), rng)}


_cards = _Family("card_number", _CARDS, _card_draw)

_CVVS = [
    "card ending 4417, security code on the back: {pw}",
    "CVV: {pw}",
    "el código de seguridad de la tarjeta es {pw}",
    "código de segurança {pw}",
    "安全码 {pw}",
    "the three digits on the back are {pw}",
    "CVC {pw} exp 11/31",
]
_cvvs = _Family("card_code", _CVVS, _with(_j((D, 3))))

_IBAN_SHAPES = {"BH": "aaaa" + "c" * 14, "JO": "aaaa" + "nnnn" + "c" * 18, "SV": "aaaa" + "n" * 20,
                "CR": "0" + "n" * 17, "QA": "aaaa" + "c" * 21, "LC": "aaaa" + "c" * 24}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.iban_shaped(rng, country, _IBAN_SHAPES)


_IBANS = ["IBAN del proveedor: {pw}", "transfer to IBAN {pw}", "pagar a {pw}",
          "IBAN do fornecedor: {pw}", "cuenta IBAN {pw} (Thiago)", "IBAN: {pw}"]  # fmt: skip


def _iban_draw(rng: random.Random, template: str) -> dict[str, str]:
    number = _iban(rng, rng.choice(list(_IBAN_SHAPES)))
    return {"pw": v.iban_spaced(number) if rng.random() < 0.5 else number}


_ibans = _Family("iban", _IBANS, _iban_draw)


def _ruc(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice(["10", "20"]) + _r(h, D, 9), pe_ruc.is_valid)


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + pe_cui.calc_check_digits(body)[0]


def _rut(g: random.Random) -> str:
    body = str(g.randrange(5_000_000, 26_000_000))
    number = body + cl_rut.calc_check_digit(body)
    return str(cl_rut.format(number))


def _cpf(g: random.Random) -> str:
    return v.cpf_number(g)


def _cnpj(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 8) + "0001" + _r(h, D, 2), br_cnpj.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        birth = f"{h.randrange(1960, 2005)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return h.choice(["110101", "310104", "440305", "350203"]) + birth + _r(h, D, 3) + "0"

    return v.until(
        g, lambda h: (b := make(h))[:-1] + cn_ric.calc_check_digit(b[:-1]), cn_ric.is_valid
    )


_IDS: list[tuple[str, Maker]] = [
    ("RUC de la importadora: {pw}", _ruc), ("mi RUC es {pw}", _ruc),
    ("RUC {pw} para la factura", _ruc),
    ("DNI {pw}, nombre Nélida Condori", _cui), ("CUI: {pw}", _cui),
    ("mi DNI es {pw} pe", _cui),
    ("RUT de la Dra. Vergara: {pw}", _rut), ("mi RUT es {pw} po", _rut),
    ("RUN {pw} (paciente de Arica)", _rut),
    ("CPF do Thiago: {pw}", _cpf), ("meu CPF é {pw}", _cpf),
    ("CNPJ da importadora de Corumbá: {pw}", _cnpj), ("CNPJ {pw}", _cnpj),
    ("身份证号：{pw}", _ric), ("shenfenzheng hao {pw}", _ric),
    ("Huang Lili resident id number {pw}", _ric),
]  # fmt: skip


def _national(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        secret = make(rng)
        out.append(Sample("national_id", template.format(pw=secret), secret))
    return out


_BACKUPS = [
    "Google backup codes for ventas@:\n{codes}",
    "códigos de respaldo del correo: {codes}",
    "códigos de backup da conta: {codes}",
    "GitHub recovery codes\n{codes}",
    "备用验证码：{codes}",
    "2FA backup codes (Clerk dashboard):\n{codes}",
]


def _backup_draw(rng: random.Random, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, rng.randrange(5, 9), rng.randrange(4))
    sep = "\n" if "\n" in template else rng.choice([", ", " "])
    return {"codes": sep.join(codes), "pw": codes[0]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw)

_TOTP = ["TOTP secret for the Stripe account: {pw}", "2FA setup key {pw}",
         "otpauth://totp/Caplina:renzo?secret={pw}&issuer=Caplina",
         "clave manual del autenticador: {pw}", "chave do 2FA: {pw}"]  # fmt: skip
_totp = _Family("totp_secret", _TOTP, _with(lambda g: v.totp_secret(g, spaced=False)))

_CODES = ["{pw} is your Yape verification code", "Tu código de verificación es {pw}",
          "【淘宝】验证码 {pw}，5分钟内有效", "Seu código de acesso: {pw}",
          "Use {pw} to sign in to CaplinaPOS", "código Interbank: {pw}. No lo compartas.",
          "OTP {pw} para confirmar la transferencia"]  # fmt: skip
_codes = _Family("one_time_code", _CODES, _with(_j((D, 6))))

_SSIDS = ["Caplina-Almacen", "Olivar-Yarada-5G", "SonrisaDelSur Clinica", "HUANG-TIENDA",
          "Movistar_8F21", "Claro-Caplina 2.4"]  # fmt: skip
_WIFI = [
    "wifi {ssid} password: {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "red {ssid} / clave {pw}",
    "Network: {ssid}\nkey {pw}",
    "wifi de la consulta? \nCarolina: {pw}",
    "la clave del wifi {ssid} es {pw}",
    "a senha do wifi é {pw}",
    "无线网 {ssid} 密码 {pw}",
    "wuxian mima shi {pw}",
    "WPA key for {ssid}: {pw}",
]


def _wifi_key(rng: random.Random) -> str:
    return rng.choice([_plain_pw, _j((LOWER_DIGITS, 12)), _j((D, 10))])(rng)


_wifi = _Family("wifi_key", _WIFI, _with(_wifi_key, ssid=_SSIDS))

_LOCKS = ["PIN de la tarjeta: {pw}", "door code for the warehouse: {pw}",
          "la clave de la puerta del almacén es {pw}", "alarm code {pw}#",
          "candado del pozo: {pw}", "PIN do cartão {pw}", "保险柜密码 {pw}",
          "código del portón del fundo {pw}", "my bank PIN is {pw}"]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, _with(lambda g: _r(g, D, g.choice([4, 5, 6]))))

_PHRASE_WORDS = [
    "aceituna",
    "caplina",
    "botija",
    "pisco",
    "yarada",
    "frontera",
    "molino",
    "tomillo",
    "chacra",
    "locumba",
    "picante",
    "humita",
    "olivar",
    "viento",
]
_PHRASES = ["passphrase: {pw}", "Bitwarden master passphrase {pw}",
            "frase de la bóveda es {pw}", "la frase maestra del KeePass: {pw}"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4))


_phrases = _Family("passphrase", _PHRASES, _with(_phrase))

_SPELLED_WORDS = ["aceituna", "pocollay", "caplina", "botija", "condorito", "tambo", "olivo"]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "la clave es la palabra {w} y luego {d}",
    "{W} with a capital first letter and {d} at the end",
    "type {w}, then {d}; that's the admin password",
    "a senha é a palavra {w} e depois {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, template: str) -> dict[str, str]:
    w, d = rng.choice(_SPELLED_WORDS), str(rng.randrange(100, 10_000))
    return {"w": w, "W": w.capitalize(), "d": d, "pw": d}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw)


def _dictated(rng: random.Random, n: int) -> list[Sample]:
    out = []
    frames = ["dictado por teléfono: {t}", "reading it out: {t}", "[voice note] {t}"]
    for i in range(n):
        token = _r(rng, ALNUM, 24)
        sep = [" ", " - ", "·", " | "][i % 4]
        said = sep.join(token[k : k + 4] for k in range(0, 24, 4))
        out.append(Sample("dictated_token", rng.choice(frames).format(t=said), said))
    return out


_SAID_FIRST = ["{pw} — that's the wifi password of the clinic",
               "{pw}: esa es la clave del router, causa", "{pw} é a senha do painel",
               "{pw} 是收银机的密码"]  # fmt: skip
_said_first = _Family("said_first", _SAID_FIRST, _with(_plain_pw))

_PLAN: list[tuple[_Family | Callable[[random.Random, int], list[Sample]], int]] = [
    (_labelled, 59), (_logins, 26), (_cli, 36), (_urls, 14), (_configs, 22), (_vendors, 50),
    (_bare, 8), (_hexes, 10), (_jwts, 8), (_pems, 7), (_seeds, 14), (_cards, 14), (_cvvs, 8),
    (_ibans, 12), (_national, 22), (_backups, 8), (_totp, 7), (_codes, 9), (_wifi, 16),
    (_locks, 10), (_phrases, 6), (_spelled, 8), (_dictated, 8), (_said_first, 8),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _seed_of(lang: str) -> Maker:
    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))

    return make


def _visa(g: random.Random) -> str:
    return v.grouped(v.card(g, "visa"), " ", g)


def _mastercard(g: random.Random) -> str:
    return v.card(g, "mastercard")


_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la clave del CaplinaPOS es", "{s}", _pw),
    ("split_password", "password:", "{s} (since the router swap)", _pw),
    ("split_password", "contraseña de la ficha clínica", "{s}", _pw),
    ("split_password", "a senha é", "{s}", _pw),
    ("split_password", "密码是", "{s}", _pw),
    ("split_password", "imt'at aru", "{s}", _pw),
    ("split_password", "mima shi", "{s}, bie gaosu bieren", _pw),
    ("split_password", "olive press PLC admin password", "{s}\nchange it later", _pw),
    ("split_password", "la contraseña quedó", "{s} po", _pw),
    ("split_password", "Odoo admin_passwd =", "{s}", _plain_pw),
    ("split_token", "OlivoTrack API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "frase semilla", "{s}", _seed_of("spanish")),
    ("split_card", "número de tarjeta", "{s} vence 08/33", _visa),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "JO"))),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_id", "RUT", "{s}", _rut),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_pin", "PIN de la tarjeta:", "{s}", _j((D, 4))),
    ("split_wifi", "wifi Olivar-Yarada-5G clave", "{s}", _wifi_key),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"pos": {"url": "pos.caplina.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"clave": "{s}"}': ("meta_password", _plain_pw),
    '{"cuenta": {"usuario": "ventas", "contraseña": "{s}"}}': ("meta_password", _plain_pw),
    '{"senha": "{s}"}': ("meta_password", _plain_pw),
    '{"note": "收银机密码是 {s}"}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "caja", "--password", "{s}", "pos"]}': ("meta_password", _plain_pw),
    '{"transcript": "entra al router como admin con la clave {s}"}': ("meta_password", _plain_pw),
    '{"olivotrack": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"stripe_secret": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"jwt": "{s}"}': ("meta_token", _jwt),
    '{"pago": {"tarjeta": "{s}", "vence": "06/33"}}': ("meta_card", _mastercard),
    '{"proveedor": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "QA")),
    '{"cliente": {"ruc": "{s}"}}': ("meta_id", _ruc),
    '{"paciente": {"rut": "{s}"}}': ("meta_id", _rut),
    '{"mfa": {"backup_codes": ["{s}", "48213907", "77120455"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _seed_of("english")),
    '{"aes_key": "{s}"}': ("meta_key", _j((HEX, 64))),
    '{"almacen": {"door_pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Caplina-Almacen", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"odoo-17.0.20330101-py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"mikrotik-routeros-7.19.2-arm.npk").hexdigest()
_COMMIT = hashlib.sha1(b"pos: add RUC to invoice footer", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"citas: fix Arica time zone", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"cosecha_2033-05-14.xlsx", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"registry.caplina.lan/pos:3.4.1").hexdigest()

CLEAN = [
    "Remind me to change the CaplinaPOS admin password before the audit on 2033-06-11.",
    "Nélida asked for the grove wifi password; it's on the card in the pump house.",
    "Policy: clinic passwords are at least 14 characters and live only in Bitwarden.",
    "Please don't paste passwords into WhatsApp; send a vault link instead.",
    "`.env.example` has `OLIVOTRACK_API_KEY=changeme`; the real key is in the vault.",
    "Replace <YOUR_RESEND_KEY> in the README with the key from the dashboard.",
    "OLIVOTRACK_API_KEY and FRONTERACARGA_TOKEN must be set before the nightly sync runs.",
    "no le pases tu clave a nadie, causa",
    "oye, nunca compartai tu contraseña po, ni con la secretaria",
    "janiw khitirus imt'at aru yatiyamti",
    "vc nunca manda a senha por WhatsApp, beleza?",
    "不要把密码告诉任何人。",
    "bie gaosu bieren mima",
    "La contraseña debe tener al menos catorce caracteres.",
    "A senha precisa ter pelo menos catorze caracteres.",
    "Upgraded Odoo from 16.0 to 17.0 and RouterOS to 7.19.2 over the weekend.",
    f"commit {_COMMIT} adds the RUC to the invoice footer.",
    f"Rolled back to {_SHORT} after the Arica time zone fix broke the reminders.",
    f"requirements.txt: odoo==17.0.20330101 --hash=sha256:{_WHEEL_SUM}",
    f"The RouterOS 7.19.2 package has SHA-256 checksum {_FIRMWARE}.",
    f"MD5 of cosecha_2033-05-14.xlsx is {_MD5}, same as the copy on the NAS.",
    f"The POS container runs registry.caplina.lan/pos@sha256:{_IMAGE}.",
    "Request id 3c9e1a44-7b20-4d1f-9a6e-0f2d8c5b7e31 is the slow one in the citas logs.",
    "Pedido PED-2033-00917: 40 cajas de celulares para la galería Polvos Rosados.",
    "Ticket CAP-2214: la impresora de la caja 2 no imprime el RUC.",
    "Llama a la clínica al +51 52 41 7730 antes del mediodía.",
    "Número de seguimiento Olva Courier 2033-TAC-004817, llega el jueves.",
    "Código postal de Tacna: 23001; La Yarada Los Palos: 23011.",
    "The grove is at -18.2231, -70.4468; the clinic is on Av. Bolognesi 1450.",
    "Precio: S/ 1 249.90 el Galaxy A56, CLP 189.990 en Arica.",
    "Cosecha 2033: 41 800 kg de aceituna botija, 18 % de rendimiento.",
    "After five wrong passwords CaplinaPOS locks the account for 15 minutes.",
    "Ask Renzo for the warehouse door code, I don't have it.",
    "My card ending 4417 was declined at the Boulevard market.",
    "The importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Stripe account and keep them in the safe.",
    "No wallet support will ever ask for your seed phrase.",
    "El PIN de la tarjeta nunca se lo des a nadie, ni al banco.",
    "The guest wifi 'Sonrisa-Invitados' is open, no password needed.",
    "Product code SM-A566B/DS, 128 GB, color negro; lote L2033-0412.",
    "IMEI check on the Huawei returns: pass (see CAP-2218).",
    "Version 3.4.1 of the POS adds boletas electrónicas for SUNAT.",
    "Card number ************4417 on the receipt is masked, that's fine.",
    "La cita de la Dra. Vergara es el 2033-07-02 a las 10:30.",
    "Turno de riego: válvula 3 de 06:00 a 08:30, válvula 4 de 08:30 a 11:00.",
    "Guía de remisión EG07-00045812 para las cajas de Corumbá.",
    "O pedido 2033/0771 sai de Corumbá na segunda-feira.",
    "订单号 20330514-0087，明天发货。",
    "dingdan hao 20330514-0087, mingtian fahuo",
    "El código de verificación llega por SMS en un minuto, espera nomás.",
    "Change the router password every 90 days; the last change was 2033-03-01.",
    "Reset link expires in 30 minutes; ask Renzo if it doesn't arrive.",
    "Oil press model Pieralisi Leopard 6, serial PL6-0348, service due in June.",
    "Bus Tacna–Arica sale a las 07:00 y 15:00, pasaje S/ 25.",
    "La contraseña del wifi está pegada detrás del router, pregúntale a Lili.",
    "The dental x-ray sensor firmware is v2.11.8, build 20330402.",
    "Tracking 1Z 4F8 93A 04 1234 5675 is the UPS box with the crowns.",
    "Aceituna botija extra, calibre 110/120, S/ 14.50 el kilo.",
    "SUNAT resolución 000123-2033/SUNAT sobre comprobantes electrónicos.",
    "a senha do wifi mudou, pede pra Lili, eu não sei",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/caplina/pos", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "odoo", "version": "17.0"}}',
    '{"ticket": "CAP-2214", "pedido": "PED-2033-00917"}',
    '{"cosecha": {"kg": 41800, "rendimiento_pct": 18, "variedad": "sevillana"}}',
    '{"telefono": "+51 52 41 7730", "ciudad": "Tacna"}',
    '{"mfa_enabled": true, "backup_codes_left": 6}',
    '{"producto": "SM-A566B/DS", "precio_pen": 1249.9}',
    '{"geo": {"lat": -18.2231, "lon": -70.4468}, "fundo": "Los Palos Verdes"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
