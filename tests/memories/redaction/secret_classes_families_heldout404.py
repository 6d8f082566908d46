# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-first's docstring, the
fifth to four-hundred-and-first only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(402, 403, 405), any other test, the reports, the benchmarks nor the git history, and the
scrubber was never run on it. Its own seed (404_716_293), password words (a place, dish or drink
of the Cochabamba valley and the Chapare, a number and a sign, `Tiquipaya58!`; dot-joined words
with a year, `tutuma.jora.2034`; leet `Ch1ch4J0r4`; random runs with a sign; dashed generator
groups; a bus line and a year, `Linea212Kanata#2033`).

The fictional company is Valle Tunari Holding S.R.L. of Cochabamba, Bolivia: the chicha brewer
Chichería Jora Dorada (an invented plant at an invented address in Punata), the bus cooperative
Cooperativa de Transporte Línea 212 Quillacollo Ltda. and Chapare Banano Export S.A., a banana
packhouse and exporter in Shinahota. Staff: Ariel Fuentes Mamani (IT), Doña Eulogia Choque (the
chichera), the dispatcher Wilber Rojas, the packhouse head Yola Céspedes, the young drivers Kusi
Quispe (Quechua) and Mallku Condori (Aymara, from El Alto); the Brazilian buyer Rafael Teixeira
Nunes of an invented São Paulo importer, Frutas Paulistanas; and the Okinawan-Bolivian Higa
family (Kenji, Midori and their grandmother Tsuru), who keep the accounts. Every company,
person, address, domain (`tunari.lan`, `jora-dorada.example`, `l212quilla.lan`,
`bananochapare.example`), account and number is invented; only the region is real. Texts:
WhatsApp and Telegram chats, tickets, notes, runbooks, shell history, config and env files,
voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`<-`, `//`, `/`, `|`, a tab, `is`, `es`, `é`, `は`, `ukawa`, `kachkan`, a new line, a question then
its answer, a value said first and named after.

Grep counts (heldouts 5 to 401, grep -l): none for `IBAN LY`, `IBAN SD`, `IBAN IQ`, `tutuma`,
`llajta`, `sutiyki`, `Riachuelo`; one for Cochabamba, Quillacollo, Chapare, Tunari, silpancho,
`IBAN SO`, `IBAN TL`; two to nine for `wawqi`, `jilata`, `ñaña`, `Conta Azul`, `Frenet`, `Olist`,
`Kommo`, `ec.ruc`, `uy.rut`, `Okinawa`, `IBAN BR`; chicha (10), Aymara (11), Quechua (22),
`jp.in_` (16), `br.cpf` (18), `br.cnpj` (22), `ar.cuit` (21); `senha é` (46) and `パスワードは` (120)
are common, so other wordings are used beside them (`contraseñaxa … ukawa`, `password-niyqa …
kachkan`, `la contra es`, `mudei a senha pra`, `パス →`). Languages: about half English, config
or shell; the rest in Bolivian Spanish as texted (`oe`, `ya pues`, `nomás`, `la contra`, `jefa`),
Quechua as young people write it, mixed with Spanish loans (`password-niyqa`, `contraseñayqa`,
`wawqi`, `ama pimanpas willankichu`), Aymara (`jilata`, `kullaka`, `contraseñaxa … ukawa`), the
Portuguese of the Brazilian buyer (`segue a senha`, `mudei a senha pra`, `tá?`), and the Japanese
of the Okinawan-Bolivian family with Okinawan endings (`さー`, `はいさい`). The Quechua, the
Aymara, the Okinawan touches and the Bolivian texting are my guesses. Vendors: the invented
Llajta Rutas, Tunari Pay, Jora Ledger, Bananera Sync, Trufi Tracker and Valle Alto Mail, plus
Conta Azul, Frenet, Olist, Kommo and Asaas by key word or prefix, Mercado Pago, GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify,
DigitalOcean, Linear, Sentry, Doppler, Tailscale, Groq, Replicate, Perplexity, xAI, Postman,
Brevo, Supabase, Pulumi, New Relic, Grafana, Vault, age, Google and AWS shapes. Ids: Brazil's
CPF and CNPJ, Japan's My Number, Ecuador's RUC, Uruguay's RUT and Argentina's CUIT, each drawn
until its `stdnum` module validates it (Bolivia's CI and NIT have no module; none is written
here). IBANs of Brazil, Libya, Sudan, Iraq, Somalia and Timor-Leste, checked with `stdnum.iban`;
seed phrases from `mnemonic`'s English, Spanish, Portuguese and Japanese lists, each checked with
`Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay, Elo
and Hipercard prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.ar import cuit as ar_cuit
from stdnum.br import cnpj as br_cnpj
from stdnum.ec import ruc as ec_ruc
from stdnum.jp import in_ as jp_in
from stdnum.uy import rut as uy_rut

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 404_716_293
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker
Row = tuple[str, Maker]

_PLACES = ["Tunari", "Llajta", "Tiquipaya", "Sacaba", "Quillacollo", "Colcapirhua", "Vinto",
           "Punata", "Cliza", "Tarata", "Shinahota", "Ivirgarzama", "Chimore", "Villa Tunari",
           "Kanata", "Cala Cala", "Muyurina", "Temporal", "Sipe Sipe", "Urkupina"]  # fmt: skip
_FOOD = ["Silpancho", "Pique", "Chicha", "Tutuma", "Jora", "Mocochinchi", "Chanka", "Lambreado",
         "Trancapecho", "Api", "Anticucho", "Huminta", "Platano", "Cavendish", "Racimo",
         "Kukuli", "Sillp'a", "Qhochala"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["Ch1ch4J0r4", "Tun4r1V4ll3", "B4n4n3r0", "M1cr0Qu1ll4", "Tutum4Fr3sc4", "S1lp4nch0",
         "K4n4t4Bus", "Pl4t4n0V3rd3"]  # fmt: skip
_USERS = ["ariel.fuentes", "eulogia", "wrojas", "yola.cespedes", "kusi.q", "mallku.c",
          "rafael.nunes", "higa.kenji", "higa.midori", "despacho", "admin",
          "packhouse"]  # fmt: skip


def _clean_word(word: str) -> str:
    return word.replace(" ", "").replace("'", "")


_PICKS: list[Maker] = [
    lambda g: f"{_clean_word(g.choice(_PLACES))}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: (
        ".".join(_clean_word(w).lower() for w in g.sample(_FOOD, 2)) + f".{g.randrange(2031, 2040)}"
    ),
    lambda g: f"{g.choice(_LEET)}{g.randrange(100, 1000)}",
    lambda g: _r(g, ALNUM, g.randrange(11, 16)) + g.choice(_SYMBOLS) + str(g.randrange(10)),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: (
        f"Linea{g.choice([212, 230, 101, 245])}{_clean_word(g.choice(_PLACES))}"
        + f"{g.choice('#!$')}{g.randrange(2030, 2040)}"
    ),
    lambda g: (
        f"{g.choice(_FOOD).capitalize()}{_clean_word(g.choice(_PLACES))}"
        + f"{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"
    ),
]


def _pw(g: random.Random) -> str:
    return _clean_word(g.choice(_PICKS)(g))


def _plain_pw(g: random.Random) -> str:
    """A password with no quote, brace or backslash (for configs and JSON)."""
    while True:
        value = _pw(g)
        if not any(c in value for c in "'\"{}\\$`"):
            return value


def _fill(
    rng: random.Random, cls: str, rows: list[Row], n: int, **pools: list[str]
) -> list[Sample]:
    """``n`` samples: each row's template with a fresh ``{pw}`` and one pick of each pool."""
    out = []
    for template, make in v.cycle(rng, rows, n):
        secret = make(rng)
        text = template
        for name, pool in pools.items():
            text = text.replace("{" + name + "}", rng.choice(pool))
        out.append(Sample(cls, text.replace("{pw}", secret), secret))
    return out


def _same(templates: list[str], make: Maker) -> list[Row]:
    return [(t, make) for t in templates]


_SAID = [
    "Chicha plant SCADA password: {pw}",
    "brewhouse HMI pwd = {pw}",
    "Fermentation room PC password -> {pw}",
    "payroll laptop password → {pw}",
    "the packhouse NAS admin password is {pw}",
    "Password for the banana scale PC | {pw}",
    "fare-box portal admin password // {pw}",
    "Dispatch tablet\npassword\n{pw}",
    "Q: what's the password for the Línea 212 GPS portal?\nA: {pw}",
    "{pw} <- that's the fare-box admin password now",
    "{pw} — new password for the cold-room controller in Shinahota",
    "set the Tunari payroll password to {pw}",
    "password changed to {pw} on the chicha plant NAS",
    "Jora Ledger backup user\tpassword\t{pw}",
    "note to self: Bananera Sync password {pw} (changed after the audit)",
    "reminder for the assistant: the Punata office PC password is {pw}",
    "oe Wilber la contra del gps es {pw}",
    "jefa la clave de la compu de despacho: {pw} ya pues",
    "Wilber: cuál es la contra del sistema de boletos?\nAriel: {pw}",
    "la contraseña nueva del router de la chichería es {pw} nomás",
    "contraseña del correo de la cooperativa = {pw}",
    "{pw} esa es la clave del admin, no le pases a nadie pues",
    "mi contra del banco es {pw}, no le digas a la Yola eh",
    "Ariel, password-niyqa {pw} kachkan, ama pimanpas willankichu",
    "kaymi contraseña: {pw}",
    "wawqi, sistemaq clave-nqa {pw} pues",
    "pass-niy cambiakun -> {pw} jajaj",
    "contraseñayqa {pw}, yachankichu?",
    "jilata, contraseñaxa {pw} ukawa",
    "nayan contraseñajaxa {pw}",
    "kullaka, computadoran contraseñapaxa {pw} ukawa",
    "Rafael: a senha do portal de pedidos é {pw}",
    "segue a senha do painel de exportação: {pw}",
    "senha nova → {pw}, não compartilha, tá?",
    "opa, mudei a senha pra {pw}",
    "ケンジ：倉庫のパソコンのパスワードは {pw} だよ",
    "新しいパスワード：{pw}",
    "パス → {pw}　だれにも言わないでね",
    "みどり：会計ソフトのパスワード、{pw} に変えたさー",
    "ログインパスワードは「{pw}」です",
]  # fmt: skip

_LOGINS = [
    "login: {u} / {pw}",
    "despacho@l212quilla.lan:{pw}",
    "usuario {u} contraseña {pw}",
    "root:{pw}",
    "creds for the packhouse NVR are admin and {pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "user: {u}\npassword: {pw}",
    "| jora-ledger | {u} | {pw} |",
    "Usuário: rafael.nunes, senha: {pw}",
    "ユーザー名：higa-m　パスワード：{pw}",
    "admin / {pw}",
    "chofer mallku / {pw}",
    "usuarioqa kusi.q, contraseñanqa {pw}",
    "{u}:{pw}@erp.tunari.lan",
    "entrá con el usuario {u} y la contra {pw}",
]  # fmt: skip

_SPELLED_WORDS = ["tutuma", "silpancho", "mocochinchi", "kukuli", "trancapecho", "lambreado",
                  "huminta", "qhochala", "kanata", "muyurina", "tiquipaya", "racimo"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all small letters, and then {d}",
    "password: it's {w}, right after it the number {d}",
    "for the fare-box server it's {w} with {d} at the end",
    "voice note: the NAS password is {w} and then {d}, no space",
    "type {w}, then {d}; that's the admin password",
    "it's {w}{d}, word and digits together",
    "la contra es la palabra {w} y después {d}, todo junto",
    "password-niyqa {w} simi, chaymanta {d}",
    "contraseñaxa {w} aru, ukatsti {d}",
    "a senha é a palavra {w} e depois {d}, tudo junto",
    "パスワードは {w} っていう言葉、そのあとに {d}",
    "the name of Doña Eulogia's dog, {w}, followed by {d}",
]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, number = rng.choice(_SPELLED_WORDS), str(rng.randrange(100, 10_000))
        word = word.capitalize() if "dog" in template else word
        secret = word + number if "{w}{d}" in template else word
        text = template.replace("{w}", word).replace("{d}", number)
        out.append(Sample("spelled_password", text, secret))
    return out


_CLI = [
    "mysql -h db.tunari.lan -u {u} -p'{pw}' boletos",
    "sshpass -p '{pw}' ssh {u}@gps.l212quilla.lan",
    "redis-cli -h cache.tunari.lan -a '{pw}' ping",
    "docker login registry.tunari.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "curl -u {u}:{pw} https://ledger.jora-dorada.example/api/lotes",
    "smbclient //nas.bananochapare.example/packhouse -U {u}%{pw}",
    "psql 'postgresql://{u}:{pw}@pg.tunari.lan:5432/planilla'",
    "sqlplus {u}/{pw}@//ora.tunari.lan:1521/CONTA",
    "lftp -u {u},{pw} sftp://files.bananochapare.example",
    "zip -P '{pw}' planilla-2033.zip planilla-2033.xlsx",
    "7z a -p'{pw}' facturas.7z facturas/",
    "openssl enc -aes-256-cbc -in nomina.csv -out nomina.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c rutas.kml",
    "xfreerdp /v:contab.tunari.lan /u:{u} /p:{pw}",
    "ldapsearch -x -D 'cn={u},dc=tunari,dc=lan' -w '{pw}' -b dc=tunari,dc=lan",
    "sqlcmd -S sql.tunari.lan -U {u} -P '{pw}' -Q 'select 1'",
    "mosquitto_pub -h mqtt.bananochapare.example -u {u} -P '{pw}' -t camaras/frio -m ok",
    "ipmitool -I lanplus -H 10.12.0.9 -U {u} -P '{pw}' power status",
    "rabbitmqctl add_user {u} '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart fermentador",
    "keytool -importkeystore -srckeystore boletos.p12 -storepass '{pw}'",
    "plink -ssh -pw {pw} {u}@10.12.0.4",
    "cqlsh cass.tunari.lan -u {u} -p '{pw}'",
    "net use Z: \\\\nas.tunari.lan\\conta {pw} /user:TUNARI\\{u}",
    "mega-login higa.midori@tunari.lan '{pw}'",
    "hydra -l {u} -p '{pw}' ssh://10.12.0.7",
    "twine upload -u {u} -p '{pw}' dist/*",
    "printf '%s' '{pw}' | docker login -u {u} --password-stdin registry.tunari.lan",
    "kinit {u}@TUNARI.LAN <<< '{pw}'",
    "mysql -u{u} -p{pw} -e 'show databases'",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/trufi",
    "mongosh 'mongodb://{u}:{pw}@mongo.bananochapare.example/exporta'",
    "bw unlock '{pw}'",
]  # fmt: skip

_URLS = [
    "DATABASE_URL=postgres://planilla:{pw}@pg.tunari.lan:5432/planilla",
    "amqp://boletos:{pw}@mq.l212quilla.lan:5672/",
    "https://{u}:{pw}@ledger.jora-dorada.example/export",
    "redis://:{pw}@cache.tunari.lan:6379/0",
    "ftp://camaras:{pw}@10.12.0.15/frio",
    "mysql://gps:{pw}@db.l212quilla.lan/flota",
    "socks5://{u}:{pw}@:1080",
    "smtp://avisos%40tunari.lan:{pw}@mail.tunari.lan:587",
    "git clone https://{u}:{pw}@git.tunari.lan/conta/planilla.git",
    "rtsp://admin:{pw}@10.12.0.21:554/Streaming/Channels/101",
    "mongodb+srv://exporta:{pw}@cluster0.bananochapare.example/pedidos",
    "la url del nvr es http://admin:{pw}@10.12.0.22/ ojo",
]  # fmt: skip

_VENDORS: list[Row] = [
    ("GitHub token for the fare-box repo: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={pw}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot token {pw}", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("Stripe live key for the webshop → {pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("Twilio API key SID and secret: {pw}", _j("SK", (HEX, 32))),
    ("bot del Telegram de despacho: {pw}", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Maps key for the bus tracker: {pw}", _j("AIza", (URLSAFE, 35))),
    ("shopify admin token {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={pw}", _j("lin_api_", (ALNUM, 40))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 60))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("tailscale up --authkey={pw}", _j("tskey-auth-k", (ALNUM, 10), "CNTRL-", (ALNUM, 32))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("replicate token {pw}", _j("r8_", (ALNUM, 37))),
    ("PERPLEXITY_API_KEY={pw}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
    ("postman api key: {pw}", lambda g: f"PMAK-{_r(g, HEX, 24)}-{_r(g, HEX, 34)}"),
    ("BREVO_API_KEY={pw}", lambda g: f"xkeysib-{_r(g, HEX, 64)}-{_r(g, ALNUM, 16)}"),
    ("supabase access token {pw}", _j("sbp_", (HEX, 40))),
    ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("grafana service account token: {pw}", lambda g: f"glsa_{_r(g, ALNUM, 32)}_{_r(g, HEX, 8)}"),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 24))),
    ("age key for the backups: {pw}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
    ("MERCADOPAGO_ACCESS_TOKEN={pw}",
     lambda g: f"APP_USR-{_r(g, D, 16)}-{_r(g, D, 6)}-{_r(g, HEX, 32)}-{_r(g, D, 9)}"),
    ("ASAAS_API_KEY={pw}", _j("$aact_YTU5YTE0M2M2N2I4MTliNzk0YTI5N2U5MzdjNWZm", (ALNUM, 40))),
    ("Llajta Rutas API key: {pw}", _j((HEX, 32))),
    ("API key de Tunari Pay: {pw}", lambda g: v.uuid4(g, "b")),
    ("Jora Ledger api_key = {pw}", _j((HEX, 40))),
    ("Bananera Sync integration broken, current key {pw}", _j((ALNUM, 32))),
    ("Integrations › Trufi Tracker: {pw}", _j((HEX, 48))),
    ("Valle Alto Mail key for the newsletter: {pw}", _j("vam_", (ALNUM, 36))),
    ("chave de API da Conta Azul: {pw}", lambda g: v.uuid4(g, "8")),
    ("Frenet token: {pw}", _j((HEX.upper(), 32))),
    ("Olist API key → {pw}", _j((ALNUM, 40))),
    ("Kommo long-lived token {pw}", lambda g: "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9."
     + _r(g, URLSAFE, 60) + "." + _r(g, URLSAFE, 43)),
    ("clave de la API de Llajta Rutas → {pw}", _j((ALNUM, 36))),
    ("Trufi Tracker API-ni {pw} kachkan", _j((HEX, 32))),
    ("Tunari Pay APIn llavepaxa {pw} ukawa", _j((HEX, 40))),
    ("Bananera SyncのAPIキー：{pw}", lambda g: v.uuid4(g, "a")),
    ("Jora Ledger client secret: {pw}", _j((URLSAFE, 40))),
]  # fmt: skip

_BARE: list[Row] = _same([
    "{pw}",
    "pegué esto en el chat por error: {pw}",
    "what is this in the fare-box log? {pw}",
    "nota: {pw}",
    "copied from the old server's crontab: {pw}",
    "está en el post-it de la compu de Yola: {pw}",
    "ブラウザに残ってた文字列 {pw}",
    "kayqa imataq? {pw}",
], lambda g: _r(g, ALNUM, g.randrange(32, 48)))  # fmt: skip

_HEXES: list[Row] = _same([
    "APP_KEY={pw}",
    "encryption key for the payroll export: {pw}",
    "session secret {pw}",
    "hmac key → {pw}",
    "la llave AES de las cámaras es {pw}",
    "master key: {pw}",
    "ENCRYPTION_KEY={pw}",
    "a chave de assinatura do webhook é {pw}",
    "暗号化キー：{pw}",
], lambda g: _r(g, HEX, g.choice([32, 64])))  # fmt: skip


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iat": g.randrange(2_000_000_000, 2_100_000_000),
                     "iss": "boletos.l212quilla.lan"})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS: list[Row] = _same([
    "Authorization: Bearer {pw}",
    "token del portal de boletos: {pw}",
    "the fare-box app keeps sending {pw}",
    "jwt={pw}",
    "cookie session={pw}; Path=/",
    "segue o token do painel: {pw}",
    "トークン → {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://boletos.l212quilla.lan/api/viajes",
], _jwt)  # fmt: skip


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = "\n".join(_r(g, ALNUM + "+/", 64) for _ in range(g.randrange(4, 8)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, ALNUM, 20)}==\n-----END {kind}-----"


_PEMS: list[Row] = _same([
    "{pw}",
    "key for the gps server:\n{pw}",
    "esta es la llave del servidor de boletos\n{pw}",
    "id_ed25519 of the backup user\n{pw}",
    "segue a chave privada:\n{pw}",
    "秘密鍵：\n{pw}",
    "ssl/private/bananochapare.key:\n{pw}",
], _pem)  # fmt: skip

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "portuguese", "japanese")}


def _seed(lang: str, words: int = 12) -> Maker:
    def make(g: random.Random) -> str:
        bits = {12: 16, 18: 24, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return make


_SEEDS: list[Row] = [
    ("recovery phrase of the coop's wallet: {pw}", _seed("english")),
    ("seed words for the USDT account, keep offline\n{pw}", _seed("english", 24)),
    ("{pw}", _seed("english")),
    ("frase semilla de la billetera: {pw}", _seed("spanish")),
    ("oe guardame esto, son las palabras de la wallet: {pw}", _seed("spanish", 18)),
    ("frase de recuperação da carteira: {pw}", _seed("portuguese")),
    ("palavras da carteira do Rafael → {pw}", _seed("portuguese", 24)),
    ("ウォレットの復元フレーズ：{pw}", _seed("japanese")),
    ("Ledger backup, 24 words: {pw}", _seed("english", 24)),
    ("walletpa simikunan: {pw}", _seed("spanish")),
    ("billeteran arunakapa: {pw}", _seed("english", 18)),
    ("Trust Wallet phrase {pw}", _seed("english")),
]  # fmt: skip

_BRANDS = {
    "visa": ("4",), "mastercard": ("51", "53", "55", "2221"), "amex": ("34", "37"),
    "discover": ("6011",), "jcb": ("3528", "3589"), "diners": ("36",), "unionpay": ("62",),
    "elo": ("636368", "509066"), "hipercard": ("606282",),
}  # fmt: skip


def _card(g: random.Random, brand: str | None = None) -> str:
    brand = brand or g.choice(list(_BRANDS))
    prefix = g.choice(_BRANDS[brand])
    length = {"amex": 15, "diners": 14}.get(brand, 16)
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card_shown(g: random.Random) -> str:
    return v.grouped(_card(g), g.choice([" ", "-", "", " "]), g)


_CARDS: list[Row] = _same([
    "card for the diesel: {pw} exp 09/35",
    "tarjeta de la cooperativa {pw} vence 11/34",
    "número da cartão corporativo: {pw}",
    "my Visa is {pw}, use it for the spare tyres",
    "カード番号 {pw}",
    "pay the packing boxes with {pw}",
    "la tarjeta del jefe es {pw} ya pues",
    "cartão → {pw} validade 03/36",
    "tarjetaqa {pw}",
    "kredit tarjetaxa {pw} ukawa",
    "card on file: {pw}",
    "cc {pw} 07/34",
], _card_shown)  # fmt: skip

_CVVS: list[Row] = _same([
    "security code on the back: {pw}",
    "the three digits on the back are {pw}",
    "CVV {pw}",
    "código de seguridad: {pw}",
    "código de segurança (CVV): {pw}",
    "セキュリティコード：{pw}",
], lambda g: _r(g, D, 3))  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    shapes = {"BR": "n" * 23 + "ac", "LY": "n" * 21, "SD": "n" * 14, "IQ": "aaaa" + "n" * 15,
              "SO": "n" * 19, "TL": "n" * 19}  # fmt: skip
    return v.iban_shaped(g, country, shapes)


def _iban_shown(country: str) -> Maker:
    return lambda g: v.iban_spaced(_iban(g, country)) if g.random() < 0.5 else _iban(g, country)


_IBANS: list[Row] = [
    ("IBAN da Frutas Paulistanas: {pw}", _iban_shown("BR")),
    ("pague a fatura nesse IBAN → {pw}", _iban_shown("BR")),
    ("Libyan distributor's IBAN {pw}", _iban_shown("LY")),
    ("IBAN: {pw} (Tripoli buyer)", _iban_shown("LY")),
    ("Khartoum agent, IBAN {pw}", _iban_shown("SD")),
    ("el IBAN del comprador de Sudán es {pw}", _iban_shown("SD")),
    ("Erbil importer IBAN: {pw}", _iban_shown("IQ")),
    ("IBAN del cliente de Irak {pw}", _iban_shown("IQ")),
    ("Mogadishu broker IBAN → {pw}", _iban_shown("SO")),
    ("IBAN Somalia: {pw}", _iban_shown("SO")),
    ("Dili coffee partner IBAN {pw}", _iban_shown("TL")),
    ("ティモールの取引先のIBAN：{pw}", _iban_shown("TL")),
]  # fmt: skip


def _cpf(g: random.Random) -> str:
    return v.cpf_number(g)


def _cnpj(g: random.Random) -> str:
    body = _r(g, D, 8) + "0001"
    return str(br_cnpj.format(body + br_cnpj.calc_check_digits(body)))


def _my_number(g: random.Random) -> str:
    number = v.until(g, lambda h: _r(h, D, 12), jp_in.is_valid)
    return f"{number[:4]} {number[4:8]} {number[8:]}"


def _ec_ruc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 25):02d}{h.randrange(6)}{_r(h, D, 7)}001"

    return v.until(g, make, ec_ruc.is_valid)


def _uy_rut(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return f"{h.randrange(1, 22):02d}{_r(h, D, 6)}001{h.randrange(10)}"

    return v.until(g, make, uy_rut.is_valid)


def _cuit(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        return h.choice(["20", "27", "30"]) + _r(h, D, 9)

    return str(ar_cuit.format(v.until(g, make, ar_cuit.is_valid)))


_NATIONAL: list[Row] = [
    ("CPF do Rafael: {pw}", _cpf),
    ("Rafael Teixeira Nunes, CPF {pw}, for the export contract", _cpf),
    ("meu CPF é {pw}", _cpf),
    ("CPF → {pw}", _cpf),
    ("CNPJ da Frutas Paulistanas: {pw}", _cnpj),
    ("buyer's tax id (CNPJ) {pw}", _cnpj),
    ("CNPJ {pw} na nota fiscal", _cnpj),
    ("マイナンバー：{pw}", _my_number),
    ("おばあのマイナンバーは {pw} さー", _my_number),
    ("Kenji's My Number (Individual Number): {pw}", _my_number),
    ("RUC del proveedor de cajas de Guayaquil: {pw}", _ec_ruc),
    ("Ecuador RUC {pw}", _ec_ruc),
    ("el RUC ecuatoriano es {pw}", _ec_ruc),
    ("RUT del transportista uruguayo: {pw}", _uy_rut),
    ("Uruguay RUT → {pw}", _uy_rut),
    ("RUT {pw} (Montevideo broker)", _uy_rut),
    ("CUIT del camionero argentino: {pw}", _cuit),
    ("Argentine CUIT {pw} for the Salta leg", _cuit),
    ("la CUIT es {pw}", _cuit),
    ("tax id: {pw}", _cnpj),
]  # fmt: skip


def _codes(g: random.Random, style: int) -> list[str]:
    return v.backup_codes(g, g.randrange(5, 9), style)


def _backups(rng: random.Random, n: int) -> list[Sample]:
    frames = [
        ("GitHub recovery codes for the coop account:\n", "\n"),
        ("códigos de recuperación de Google: ", ", "),
        ("backup codes (Microsoft, Yola's account)\n", "\n"),
        ("códigos de backup do painel: ", " "),
        ("バックアップコード：\n", "\n"),
        ("2FA backup codes: ", ", "),
        ("Bananera Sync emergency codes\n", "\n"),
        ("códigos de respaldo de la cuenta de Ariel: ", " / "),
    ]
    out = []
    for head, sep in v.cycle(rng, frames, n):
        codes = _codes(rng, rng.randrange(4))
        out.append(Sample("backup_codes", head + sep.join(codes), codes[0]))
    return out


def _totp_uri(g: random.Random) -> str:
    return _r(g, BASE32, 32)


_TOTP: list[Row] = [
    ("TOTP secret for the fare-box admin: {pw}", lambda g: v.totp_secret(g, spaced=False)),
    ("2FA setup key: {pw}", lambda g: v.totp_secret(g, spaced=True)),
    ("otpauth://totp/Tunari:ariel?secret={pw}&issuer=Tunari", _totp_uri),
    ("clave de configuración del 2FA (si no escanea el QR): {pw}",
     lambda g: v.totp_secret(g, spaced=True)),
    ("chave do autenticador 2FA: {pw}", lambda g: v.totp_secret(g, spaced=False)),
    ("二段階認証のセットアップキー：{pw}", lambda g: v.totp_secret(g, spaced=True)),
]  # fmt: skip

_OTP: list[Row] = _same([
    "{pw} is your Tunari Pay verification code",
    "Use {pw} to sign in to Jora Ledger",
    "Tu código de verificación es {pw}",
    "código de acceso: {pw} (vence en 5 min)",
    "Seu código de verificação é {pw}",
    "認証コード：{pw}",
    "one-time code {pw}",
    "oe pasame rápido, el código que me llegó es {pw}",
    "OTP: {pw}",
    "Banco: su clave dinámica es {pw}",
], lambda g: _r(g, D, 6))  # fmt: skip

_NETWORKS = ["JoraDorada-Planta", "L212-Despacho 5G", "Bananeras Shinahota", "Higa Familia",
             "Chicheria Punata 2.4", "TUNARI-OFICINA"]  # fmt: skip


def _wifi_key(g: random.Random) -> str:
    if g.random() < 0.3:
        return "".join(w.capitalize() for w in g.sample(_FOOD, 3)).replace("'", "")
    return _plain_pw(g)


_WIFI = [
    "wifi {net} / {pw}",
    "Network: {net}\nWPA2 key: {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "la clave del wifi {net} es {pw}",
    "wifi? \nWilber: {pw}",
    "wifi-paq contraseñan {pw}",
    "wifin contraseñapaxa {pw} ukawa",
    "senha do wifi do escritório: {pw}",
    "Wi-Fiのパスワード：{pw}",
    "{pw} — that's the wifi password in the packhouse",
    "network {net} key {pw}",
    "wpa_passphrase=\"{pw}\"",
    "psk={pw}",
    "la red {net}, contra: {pw}",
    "SSID {net} | pass {pw}",
    "はいさい、うちのWi-Fiは {pw} だよ",
]  # fmt: skip

_SPACED = [
    "the token, read out: {pw}",
    "dictado por teléfono: {pw}",
    "key letter by letter: {pw}",
    "API key del Trufi Tracker en grupos: {pw}",
]


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPACED, n):
        raw = rng.choice([_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j((ALNUM, 28))])(rng)
        style = rng.randrange(4)
        if style == 0:
            shown = " ".join(raw)
        elif style == 1:
            shown = ".".join(raw)
        elif style == 2:
            shown = " - ".join(raw[i : i + 4] for i in range(0, len(raw), 4))
        else:
            shown = " ".join(raw[i : i + 6] for i in range(0, len(raw), 6))
        out.append(Sample("spelled_token", template.replace("{pw}", shown), shown))
    return out


_LOCKS: list[Row] = [
    ("door code for the fermentation room: {pw}", _j((D, 4))),
    ("PIN of the company phone: {pw}", _j((D, 6))),
    ("candado del depósito de jora: {pw}", _j((D, 4))),
    ("el pin de la tarjeta de débito es {pw}", _j((D, 4))),
    ("código do portão: {pw}#", _j((D, 5))),
    ("暗証番号は {pw}", _j((D, 4))),
    ("alarm code at the packhouse {pw}", _j((D, 6))),
    ("cajafuerte kodigon: {pw}", _j((D, 6))),
    ("punku codigopaxa {pw} ukawa", _j((D, 4))),
    ("keypad code for the bus garage gate → {pw}", _j((D, 5))),
]  # fmt: skip

_PHRASE_WORDS = ["tutuma", "cerro", "tunari", "racimo", "micro", "parada", "chichera", "jora",
                 "platano", "lluvia", "valle", "puente", "mercado", "cancha", "trufi",
                 "wayra"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " "]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


_PHRASES: list[Row] = _same([
    "KeePass passphrase: {pw}",
    "passphrase for the backup disk = {pw}",
    "frase de paso del disco: {pw}",
    "a frase-senha do cofre é {pw}",
    "Bitwarden master password is {pw}",
    "パスフレーズ：{pw}",
    "contraseña larga (frase) → {pw}",
    "vault passphrase\n{pw}",
], _phrase)  # fmt: skip

_CONFIGS = [
    "/etc/boletos/app.ini:\n[database]\nuser = boletos\npassword = {pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    ".env\nDB_HOST=pg.tunari.lan\nDB_USER=planilla\nDB_PASSWORD={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "~/.pgpass\npg.tunari.lan:5432:planilla:planilla:{pw}",
    "application.properties:\nspring.datasource.username=flota\nspring.datasource.password={pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "config.yaml:\nsmtp:\n  user: avisos@tunari.lan\n  pass: {pw}",
    "terraform.tfvars:\ndb_password = \"{pw}\"",
    "/etc/msmtprc:\naccount tunari\nuser avisos@tunari.lan\npassword {pw}",
    "appsettings.json:\n{\"ConnectionStrings\": {\"Boletos\":"
    " \"Server=sql.tunari.lan;User Id=sa;Password={pw};\"}}",
    "rclone.conf:\n[nas]\ntype = sftp\nuser = respaldos\npass = {pw}",
    "hostapd.conf:\nssid=JoraDorada-Planta\nwpa_passphrase={pw}",
    "ansible vars:\nmysql_root_password: !unsafe '{pw}'",
    "credentials.csv\nservicio,usuario,password\ngps,wrojas,{pw}",
    "pgbouncer userlist.txt:\n\"boletos\" \"{pw}\"",
]  # fmt: skip

_CHATS = [
    "[07:02] Yola: la contra de la balanza?\n[07:03] Ariel: {pw}",
    "Kusi: wawqi password-niyki?\nMallku: {pw}",
    "Mallku: jilata, contraseñaxa kunasa?\nKusi: {pw}",
    "Rafael: qual a senha do portal?\nAriel: {pw}",
    "ミドリ：パスワード何だっけ？\nケンジ：{pw}",
    "Wilber: {pw} es la nueva del gps, anotá",
    "Doña Eulogia: hijo la clave de mi celular es {pw} no me acuerdo nunca",
    "Ariel: Kenji, use {pw}, that's what I set for the accounting server",
    "Yola: {pw} esa puse para la cámara de frío",
    "Rafael: coloquei {pw} no painel novo",
    "つる：孫に聞いたらパスワードは {pw} だって",
    "Kusi: pass-niyqa {pw}, ama willankichu",
]  # fmt: skip


def _fam(cls: str, rows: list[Row]) -> Callable[[random.Random, int], list[Sample]]:
    def take(rng: random.Random, n: int) -> list[Sample]:
        return _fill(rng, cls, rows, n, u=_USERS, net=_NETWORKS)

    return take


_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_fam("said_password", _same(_SAID, _pw)), 70),
    (_fam("login_pair", _same(_LOGINS, _pw)), 24),
    (_spelled, 12),
    (_fam("cli_password", _same(_CLI, _plain_pw)), 34),
    (_fam("url_credentials", _same(_URLS, _plain_pw)), 12),
    (_fam("vendor_token", _VENDORS), 50),
    (_fam("bare_token", _BARE), 8),
    (_fam("hex_key", _HEXES), 9),
    (_fam("jwt", _JWTS), 8),
    (_fam("pem_key", _PEMS), 7),
    (_fam("seed_phrase", _SEEDS), 12),
    (_fam("card", _CARDS), 12),
    (_fam("card_code", _CVVS), 6),
    (_fam("iban", _IBANS), 12),
    (_fam("national_id", _NATIONAL), 20),
    (_backups, 8),
    (_fam("totp_secret", _TOTP), 6),
    (_fam("otp_code", _OTP), 10),
    (_fam("wifi_key", _same(_WIFI, _wifi_key)), 16),
    (_spaced, 8),
    (_fam("pin", _LOCKS), 10),
    (_fam("passphrase", _PHRASES), 8),
    (_fam("config_file", _same(_CONFIGS, _plain_pw)), 16),
    (_fam("chat_password", _same(_CHATS, _pw)), 12),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the fare-box admin password is", "{s}", _pw),
    ("split_password", "la contra del gps:", "{s} (desde el lunes)", _pw),
    ("split_password", "password-niyqa", "{s} kachkan", _pw),
    ("split_password", "contraseñaxa", "{s} ukawa", _pw),
    ("split_password", "a senha do portal é", "{s}", _pw),
    ("split_password", "会計ソフトのパスワードは", "{s}", _pw),
    ("split_password", "NAS password", "{s}\ncambiala después de la cosecha", _pw),
    ("split_password", "clave del admin →", "{s}", _pw),
    ("split_password", "Wilber read the new password over the radio:", "{s}, I think", _pw),
    ("split_password", "contraseña", "{s}", _pw),
    ("split_token", "Llajta Rutas API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (fare-box CI)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Tunari Pay client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "frase semilla", "{s}", _seed("spanish")),
    ("split_card", "número do cartão", "{s} validade 05/35", lambda g: v.grouped(_card(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "LY"))),
    ("split_backup", "códigos de recuperación", "{s}\n48213907\n55102846",
     lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "CPF", "{s}", _cpf),
    ("split_pin", "PIN de la tarjeta:", "{s}", _j((D, 4))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"nas": {"url": "https://nas.tunari.lan", "admin_password": "{s}"}}',
     _plain_pw),
    ("meta_password", '{"contraseña": "{s}"}', _plain_pw),
    ("meta_password", '{"cuenta": {"usuario": "wrojas", "clave": "{s}"}}', _plain_pw),
    ("meta_password", '{"senha": "{s}", "usuario": "rafael.nunes"}', _plain_pw),
    ("meta_password", '{"パスワード": "{s}"}', _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "boletos", "--password", "{s}"]}', _plain_pw),
    ("meta_password", '{"note": "password-niyqa {s} kachkan"}', _plain_pw),
    ("meta_password", '{"transcript": "entrá al gps como despacho con la contra {s}"}', _plain_pw),
    ("meta_token", '{"llajta_rutas": {"api_key": "{s}"}}', _j((HEX, 32))),
    ("meta_token", '{"githubToken": "{s}"}', _j("ghp_", (ALNUM, 36))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"stripe_secret_key": "{s}"}', _j("sk_live_", (ALNUM, 24))),
    ("meta_card", '{"pago": {"tarjeta": "{s}", "vence": "08/35"}}',
     lambda g: v.grouped(_card(g, "visa"), " ", g)),
    ("meta_iban", '{"comprador": {"iban": "{s}"}}', lambda g: _iban(g, "BR")),
    ("meta_id", '{"buyer": {"cnpj": "{s}"}}', _cnpj),
    ("meta_otp", '{"2fa": {"backup": ["{s}", "71830462", "20957318"]}}', lambda g: _r(g, D, 8)),
    ("meta_seed", '{"wallet": {"seed_phrase": "{s}"}}', _seed("english")),
    ("meta_key", '{"webhook": {"signing_secret": "{s}"}}', _j((HEX, 64))),
    ("meta_pin", '{"garaje": {"codigo_puerta": "{s}"}}', _j((D, 5))),
    ("meta_wifi", '{"wifi": {"ssid": "L212-Despacho 5G", "psk": "{s}"}}', _plain_pw),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for cls, text, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"farebox-fw-2.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.tunari.lan/boletos-api:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"boletos: add Quillacollo night fares", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"gps: revert stop radius", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"racimos_2033-02-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"planilla-export-2033.xlsx").hexdigest()

CLEAN = [
    "Remind me to change the fare-box admin password before the audit on 2033-03-14.",
    "Wilber asked for the dispatch wifi password; it's on the card in the office drawer.",
    "Policy: Tunari passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link instead.",
    "The `.env.example` line `LLAJTA_RUTAS_API_KEY=changeme` is a placeholder.",
    "Replace <YOUR_TUNARI_PAY_KEY> in the README with the key from your dashboard.",
    "The GPS portal asks for a new password every 90 days.",
    "oe no le pases tu contra a nadie, ni al Wilber.",
    "la clave del wifi te la da la Yola, yo no la tengo pues.",
    "Ama pimanpas password-niykita willankichu.",
    "Janiw khitirus contraseñamax yatiyañamäkiti.",
    "Não passa a senha por WhatsApp, tá? Usa o cofre.",
    "パスワードは誰にも教えないでね。",
    "La contraseña debe tener al menos catorce caracteres.",
    "Upgraded the fare-box firmware from 2.6 to 2.7.3 and pyserial to 3.5 on Sunday.",
    f"commit {_COMMIT} adds the Quillacollo night fares.",
    f"Rolled back to {_SHORT} after the stop radius change broke the GPS alerts.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The fare-box firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of planilla-export-2033.xlsx: {_SHA512}",
    f"The boletos API runs registry.tunari.lan/boletos-api@sha256:{_IMAGE}.",
    f"MD5 of racimos_2033-02-14.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c2a71-8b4e-4d10-9e2a-6c5b0d7e1f43 is the slow one in the Trufi Tracker logs.",
    "Pedido PED-2033-00731: 1 200 cajas de Cavendish salen el jueves a Arica.",
    "Ticket #4471: the cold room in Shinahota trips its alarm at night.",
    "Llamar a la oficina de Punata al +591 4 457 2813 antes del mediodía.",
    "Contenedor HLXU 3018842 con bananas está en Arica.",
    "Guía de remisión GR-0033-118452 cubre 18 pallets de banano.",
    "Código NANDINA 0803.90.11 es banano tipo Cavendish.",
    "La cámara 2 está a 13,5 °C y 90 % de humedad relativa.",
    "After five wrong passwords the fare-box locks the driver out for 15 minutes.",
    "La micro 212 sale de Quillacollo cada 8 minutos, pasaje Bs 2,50.",
    "The secret of good chicha is a slow jora and a clean tutuma.",
    "Pedile a Yola el código del candado, yo no lo tengo.",
    "My card ending 4418 was declined at the Cala Cala pharmacy.",
    "O comprador quer o IBAN na fatura sem espaços.",
    "Print the 2FA backup codes for the Tunari Pay account and keep them in the safe.",
    "Ninguna wallet te va a pedir tu frase semilla, ojo.",
    "Keep `JORA_LEDGER_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the jora store rusts in the rainy season; oil it every month.",
    "Trufi Tracker moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-84-376-0494-7 is the chicha handbook on the office shelf.",
    "The guest wifi 'Tunari-Invitados' is open, no password needed.",
    "Lote LOT-2033-SHI-0214, 18 kg por caja, grado 13; calibre promedio 42.",
    "Coordenadas de la planta: -17.5483, -65.9922; altitud 2 730 m.",
    "El código postal no existe en Cochabamba; la dirección es Av. Blanco Galindo km 12.",
    "Version 4.12.0 of the dispatch app is out; build 20330214.",
    "暗証番号は銀行の窓口で変更できます。",
    "認証コードが届かないときは五分待ってください。",
    "Seu pedido 58213 foi enviado; rastreio BR4821937750SP.",
    "Tarjeta **** **** **** 7731 vencida, pedir una nueva al banco.",
    "IBAN: BR** **** **** (masked in the export).",
    "Tracking 1Z 9X4 281 03 7712 8841 for the spare fare-box parts.",
    "El PIN nuevo llega por SMS; no lo anotes en el celular.",
    "kunan p'unchaw micro-qa tardeta chayamun, paraqa sinchi.",
    "Jichhürux jallux walja purintanwa Quillacollo tuqiru.",
    "はいさい、明日は十時に倉庫で会いましょう。",
    "Rafael: o contêiner chega em Santos dia 2033-03-02.",
    "Product code SKU-BAN-CAV-13 is the 18 kg Cavendish box.",
    "Phone for the packhouse: +591 4 413 6620, ext 12.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-02-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/tunari/farebox", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "4471", "pedido": "PED-2033-00731"}',
    '{"lote": {"id": "LOT-2033-SHI-0214", "peso_kg": 18, "grado": 13}}',
    '{"telefono": "+591 4 457 2813", "ciudad": "Punata"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cajas_en_stock": 1184}',
    '{"nandina": "0803.90.11", "origen": "BO", "descripcion": "banano Cavendish"}',
    '{"container": "HLXU 3018842", "eta": "2033-03-02", "puerto": "Arica"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
