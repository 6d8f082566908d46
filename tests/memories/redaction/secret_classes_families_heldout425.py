# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twenty-fifth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-first's
docstring, the fifth to four hundred and twenty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (422, 423, 424), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (425_318_694), password words (a word
of the Pando forest, a river fish or fruit, a town of the border, with a number and a sign,
`CupuazuTahuamanu47!`; dot-joined words with a year, `siringa.tambaqui.2031`; leet
`C4st4n4#Acre58`; random runs with a sign; dashed generator groups; a person and a town,
`Feliciano@Porvenir2032`).

The fictional company is Grupo Manuripi Castañero S.R.L. of Cobija, Pando, Bolivia: the
Beneficiadora Tahuamanu (an invented Brazil-nut shelling and drying plant on the road to Porvenir),
Electrónica Hermanos Lin (an invented shop in the Cobija free-trade zone, run by a Chinese family)
and Fluvial Bahía Carga (an invented river-port logistics firm on the Acre river, facing Brasiléia).
Staff: Wilder Cuéllar (IT), Yesenia Roca (the plant's foreman), don Feliciano Quispe Mamani (a
highland migrant from El Alto who texts in Aymara and Spanish), Lin Jiahao and his mother Lin
Meiling (the shop family, in characters and pinyin), Kenji Nakamura Suárez and his grandmother
Fumiko (a Japanese-Bolivian family from Riberalta) and Rosilene da Silva (the Brasiléia dispatcher,
in the Portuguese of Acre). Every company, person, address, domain (`manuripi.lan`,
`beneficiadora-tahuamanu.example`, `linhermanos-zona.example`, `fluvial-bahia.example`), account and
number is invented; only the region is real. Texts: WhatsApp and WeChat chats, LINE messages,
tickets, notes, runbooks, shell history, config and env files, URLs, voice-note transcripts, SMS and
requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `es`,
`é`, `是`, `は`, `akawa`, `—`, a new line, a question then its answer, a value said first and named
after.

Grep counts (heldouts 5 to 421, grep -l): one for `Cobija`, `Sanity`, `Trigger.dev`, `Inngest`,
`Hygraph`, `Storyblok`; two for `Pando`, `Zeabur`, `Porkbun`, `LiveKit`, `jallalla`,
`Kamisaraki`; three to nine for `castanha`, `IBAN TL`, `IBAN GL`, `IBAN MR`, `IBAN VG`, `IBAN BR`,
`BancoSol`, `Ntfy`, `Plausible`, `Render`; twelve to seventeen for `Acre`, `Tigo Money`, `Aymara`,
`Bolivia`, `jp.cn`, `jp.in_`; above twenty for `cn.uscc`, `pinyin`, `br.cnpj`, `cn.ric`, `Japanese`.
Languages: about half English, config or shell; the rest in the Spanish of the Bolivian Amazon as
texted (`la contra es`, `mirá pues`, `elay`, `ahorita`, `nomás`, `q`, `xq`), the Portuguese of Acre
neighbours (`a senha é`, `égua`, `mano`, `vc`, `tá`), the Aymara of highland migrants (`imt'at
aru`, `akawa`, `janiw khitirus yatiyamti`, `yuspagara`), the Chinese of the shop family in
characters (`密码是`, `验证码`) and in pinyin (`mima shi`, `bie gaosu bieren`), and the Japanese of a
Japanese-Bolivian family (`パスワードは`, `暗証番号`, `ばあちゃん`). The Aymara words and spellings,
the pinyin without tones, the Acre slang and the Amazon texting are my guesses.
Vendors: the invented CastañaTrack, ZofraPOS, RíoCarga and Tahuamanu Pay, plus Sanity,
Trigger.dev, Inngest, Hygraph, Storyblok, Zeabur, Porkbun, LiveKit, Ntfy, Plausible, GitHub,
GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Telegram, PyPI,
Shopify, DigitalOcean, Linear, Groq, Doppler, Vault, Grafana, Postman, Docker Hub, Brevo, NVIDIA,
Perplexity, xAI, Replicate, Tailscale and Supabase shapes. Ids: Brazil's CPF and CNPJ, Peru's RUC
and CUI, China's resident id and Japan's individual and corporate numbers, each drawn until its
`stdnum` module validates it. IBANs of Brazil, Timor-Leste, Greenland, Mauritania and the British
Virgin Islands, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish,
Portuguese, Chinese and Japanese lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa,
Mastercard, Elo, Hipercard, UnionPay and JCB prefixes).
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
from stdnum import luhn
from stdnum.br import cnpj as br_cnpj
from stdnum.cn import ric as cn_ric
from stdnum.jp import cn as jp_cn
from stdnum.jp import in_ as jp_in
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 425_318_694
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random], dict[str, str]]

_FOREST = ["Castana", "Almendra", "Siringa", "Motacu", "Asai", "Majo", "Pacay", "Cupuazu",
           "Copoazu", "Tambaqui", "Pacu", "Surubi", "Paiche", "Jatata", "Mara",
           "Cedro"]  # fmt: skip
_TOWNS = ["Cobija", "Porvenir", "Filadelfia", "Bolpebra", "Riberalta", "Tahuamanu", "Manuripi",
          "Brasileia", "Epitaciolandia", "Xapuri", "Puerto Rico", "Bahia", "Acre"]  # fmt: skip
_PEOPLE = ["Wilder", "Yesenia", "Feliciano", "Jiahao", "Meiling", "Kenji", "Fumiko", "Rosilene",
           "Dayana", "Ronal", "Mirtha", "Ever", "Lizeth", "Nilo"]  # fmt: skip
_SIGNS = "!#$%&*?@+=^"
_LEET = ["C4st4n4", "S1r1ng4", "T4mb4qu1", "Cup04zu", "M0t4cu", "P41ch3", "J4t4t4"]


def _words(g: random.Random) -> str:
    town = g.choice(_TOWNS).replace(" ", "")
    return f"{g.choice(_FOREST)}{town}{g.randrange(10, 100)}{g.choice(_SIGNS)}"


_PICKS: list[Maker] = [
    _words,
    lambda g: ".".join(w.lower() for w in g.sample(_FOREST, 2)) + f".{g.randrange(2024, 2040)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SIGNS)}{g.choice(_TOWNS)[:4]}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 12) + g.choice(_SIGNS) + _r(g, ALNUM, 3),
    lambda g: "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3)),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_TOWNS).replace(' ', '')}{g.randrange(2020, 2040)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SIGNS),
]
_PLAIN = re.compile(r"[A-Za-z0-9._-]{8,}")


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(g, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _take(rng: random.Random, cls: str, templates: list[str], n: int, draw: Draw) -> list[Sample]:
    """``n`` samples of ``cls``: each template filled by ``draw``; its ``pw`` field (or its
    ``secret`` field, a piece of the filling) is the planted value."""
    out = []
    for template in v.cycle(rng, templates, n):
        fields = draw(rng)
        out.append(Sample(cls, template.format_map(fields), fields.get("secret", fields["pw"])))
    return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(g: random.Random) -> dict[str, str]:
        return {"pw": make(g)} | {name: g.choice(pool) for name, pool in pools.items()}

    return draw


_LABELLED = [
    "ZofraPOS admin password: {pw}",
    "password for the drying-room PLC = {pw}",
    "Beneficiadora NAS -> password -> {pw}",
    "router at the Bahía dock | pass | {pw}",
    "DB_PASSWORD => {pw}",
    "the CCTV NVR at the shop :: password :: {pw}",
    "Passwords / Tahuamanu / Hikvision NVR / {pw}",
    "new password for the weighbridge PC → {pw}",
    "password\t{pw}",
    "Yesenia: the password of the sorting-line HMI is {pw}",
    "Ticket MNR-2207, shelling line tablet. Password:\n{pw}",
    "note to self, plant laptop admin pw {pw}",
    "oye Wilder la contra del router de la planta es {pw} nomás",
    "mirá pues, contraseña del sistema de la balanza: {pw}",
    "elay la contraseña nueva del wifi de arriba es {pw} ya?",
    "contraseña del correo de despacho → {pw} (no la pasés a nadie)",
    "ahorita cambié la contra del POS q es {pw} xq el otro no entraba",
    "la clave del servidor de la zona franca: {pw}",
    "égua mano, a senha do sistema da balsa é {pw}",
    "Rosilene: a senha nova do computador da expedição é {pw}, tá?",
    "senha do e-mail da Bahía Carga: {pw}",
    "vc pediu a senha do roteador do depósito, é {pw}",
    "Kamisaraki Wilder, imt'at aru akawa: {pw}",
    "jilata, computadorana imt'at arupax {pw} akawa. Janiw khitirus yatiyamti",
    "imt'at aru (password) balanza ukataki: {pw} yuspagara",
    "店里电脑的密码是 {pw}",
    "收银机密码：{pw}，别告诉别人",
    "wifi密码改了，新的是 {pw}",
    "Jiahao: dian li diannao mima shi {pw}, bie gaosu bieren",
    "mima: {pw} (Meiling ayi de shouji)",
    "ばあちゃん、タブレットのパスワードは {pw} だよ",
    "パスワード：{pw}",
    "Kenji: 店のPCのパスワードは「{pw}」です",
    "RíoCarga portal password changed to {pw}",
    "the Fortinet at the river port, admin / password is {pw}",
    "Synology at Cobija office, password `{pw}`",
    "Mikrotik hEX at Porvenir: password ({pw})",
    "pw for the Ubiquiti controller — {pw}",
    'vault says the UPS web console password is "{pw}"',
    "password: {pw}  # drying kiln controller, don't rotate before harvest",
]
_QUESTION = [
    "Yesenia: what's the password of the sorting PC?\nWilder: {pw}",
    "Kenji: ¿cuál es la contra del wifi de la tienda?\nJiahao: {pw}",
    "Rosilene: qual é a senha do sistema?\nWilder: {pw}",
    "Meiling: 密码是什么？\nJiahao: {pw}",
    "ばあちゃん: パスワードなに？\nKenji: {pw}",
    "Q: admin password for the scale terminal?\nA: {pw}",
    "Feliciano: kuna imt'at arusa?\nWilder: {pw}",
]
_SAID_FIRST = [
    "{pw} — that's the admin password for the Bahía router",
    "{pw} es la contraseña del POS, no la anotés en la pared",
    "{pw}, essa é a senha do computador da balsa",
    "{pw} 是收银台电脑的密码",
    "{pw} がお店のWi-Fiのパスワードだよ",
    "type {pw}; that's the password for the plant laptop",
    "{pw} akawa imt'at aru, computadorataki",
    "{pw} is what I set for the weighbridge login",
]
_USERS = ["wcuellar", "yroca", "fquispe", "jiahao.lin", "meiling", "knakamura", "rsilva",
          "admin", "root", "despacho", "balanza"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "{u} / {pw} for the CastañaTrack back office",
    "user {u} pass {pw}",
    "u={u} p={pw}",
    "usuario: {u}\ncontraseña: {pw}",
    "usuário {u}, senha {pw}",
    "用户名 {u} 密码 {pw}",
    "yonghuming {u}, mima {pw}",
    "ID：{u} パス：{pw}",
    "sign in as {u} with {pw}",
    "ZofraPOS | {u} | {pw}",
    "{u}@linhermanos-zona.example:{pw}",
    "log into the forklift tablet as {u}, password {pw}",
    "the creds for the river-port scale are {u} and {pw}",
    "aka cuentampi mantañataki: {u} / {pw}",
    "Wiki › Fluvial › Mikrotik: {u} — {pw}",
    "ssh {u}@gw.manuripi.lan   (pw {pw})",
]
_CLI = [
    "mysql -u {u} -p{pw} castana_lots",
    "sshpass -p '{pw}' ssh {u}@10.20.4.11",
    "curl -u {u}:{pw} https://api.rio-carga.example/v2/barges",
    "redis-cli -h cache.manuripi.lan -a {pw}",
    "docker login -u {u} -p {pw} registry.manuripi.lan",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    'psql "postgresql://{u}:{pw}@db.manuripi.lan/castana"',
    "smbclient //nas.manuripi.lan/planta -U {u}%{pw}",
    "zip -P {pw} cosecha-2032.zip lotes.csv",
    "7z a -p{pw} respaldo.7z /srv/balanza",
    "openssl enc -aes-256-cbc -in lotes.csv -out lotes.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c manifiesto.pdf",
    "plink -ssh {u}@192.168.50.2 -pw {pw}",
    "xfreerdp /v:10.20.4.30 /u:{u} /p:{pw}",
    "ldapsearch -x -D cn={u},dc=manuripi,dc=lan -w {pw}",
    "sqlcmd -S sql.manuripi.lan -U {u} -P {pw}",
    "mosquitto_pub -h mqtt.manuripi.lan -u {u} -P {pw} -t secador/temp -m 41",
    "echo '{pw}' | sudo -S systemctl restart balanza",
    "ipmitool -I lanplus -H 10.20.4.2 -U {u} -P {pw} power status",
    "keytool -importcert -keystore zofra.jks -storepass {pw} -file ca.crt",
    "lftp -u {u},{pw} sftp://files.fluvial-bahia.example",
    "rabbitmqctl add_user {u} {pw}",
    "net use Z: \\\\nas\\despacho {pw} /user:{u}",
    "sqlplus {u}/{pw}@ZOFRA",
    "cqlsh -u {u} -p {pw} cass.manuripi.lan",
    'mongosh "mongodb://{u}:{pw}@mongo.manuripi.lan:27017/lots"',
    "wget --user={u} --password={pw} https://files.fluvial-bahia.example/manifiesto.xlsx",
    "printf '%s\\n' '{pw}' | docker login --password-stdin -u {u} ghcr.io",
]
_SHELL = ["$ {c}", "wilder@planta:~$ {c}", "{c}", "history | tail -1 →  612  {c}"]
_URLS = [
    "postgres://{u}:{pw}@db.manuripi.lan:5432/castana",
    "https://{u}:{pw}@git.manuripi.lan/planta/balanza.git",
    "amqp://{u}:{pw}@mq.fluvial-bahia.example:5672/",
    "redis://:{pw}@cache.manuripi.lan:6379/0",
    "ftp://{u}:{pw}@ftp.linhermanos-zona.example/precios/",
    "mysql://{u}:{pw}@10.20.4.15/zofrapos",
    "smtp://{u}:{pw}@mail.manuripi.lan:587",
    "socks5://{u}:{pw}@proxy.manuripi.lan:1080",
]
_URL_FRAMES = ["{c}", "DATABASE_URL={c}", "connect with {c}", "la URL es {c}", "连接：{c}"]
_CONFIG = [
    "DB_PASSWORD={pw}",
    "export ZOFRAPOS_PASSWORD='{pw}'",
    'SMTP_PASS="{pw}"',
    "password: {pw}\nhost: db.manuripi.lan",
    "[balanza]\nuser = balanza\npassword = {pw}",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    '<add key="RioCargaPassword" value="{pw}" />',
    'variable "db_password" {{ default = "{pw}" }}',
    "  admin_pass: !unsafe '{pw}'",
    "db.manuripi.lan:5432:castana:balanza:{pw}",
    "smtp_password,{pw}",
    "MQTT_PASSWD = {pw}",
    '"password": "{pw}",',
    "POSTGRES_PASSWORD: {pw}",
    "bindpw {pw}",
    "pass={pw}  ; CastañaTrack sync",
    "contraseña_sftp = {pw}",
    "senha_portal={pw}",
    "密码 = {pw}",
    "パスワード = {pw}",
    "REDIS_PWD={pw}",
    "mail.password = {pw}",
    "PGPASSWORD={pw} pg_dump castana > /srv/respaldo.sql",
    "ADMIN_PW='{pw}'",
]


def _vendor_jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = v.b64url({"sub": _r(g, LOWER_DIGITS, 10), "iss": "zofrapos", "iat": 1_950_000_000})
    return f"{head}.{claims}.{_r(g, URLSAFE, 43)}"


_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("gitlab token {t}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key: {t}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("ANTHROPIC_API_KEY={t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key {t}", _j("AIza", (URLSAFE, 35))),
    ("hf token → {t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("TELEGRAM_BOT_TOKEN={t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("password = {t}  # pypi upload", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={t}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 40))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("grafana service account token {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("postman key {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("docker hub PAT {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("BREVO_API_KEY={t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={t}", _j("nvapi-", (URLSAFE, 64))),
    ("perplexity: {t}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={t}", _j("xai-", (ALNUM, 80))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("tailscale up --authkey={t}", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33))),
    ("SUPABASE_ACCESS_TOKEN={t}", _j("sbp_", (HEX, 40))),
    ("SANITY_API_TOKEN={t}", _j("sk", (ALNUM, 80))),
    ("TRIGGER_SECRET_KEY={t}", _j("tr_prod_", (ALNUM, 20))),
    ("INNGEST_SIGNING_KEY={t}", _j("signkey-prod-", (HEX, 64))),
    ("clave de la API de Hygraph: {t}", _j("eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.", (URLSAFE, 80))),
    ("Porkbun secret API key: {t}", _j("sk1_", (HEX, 64))),
    ("ntfy access token {t}", _j("tk_", (LOWER_DIGITS, 29))),
]
_INVENTED = [
    "CastañaTrack API key: {t}",
    "API key de ZofraPOS → {t}",
    "chave da API da RíoCarga: {t}",
    "Tahuamanu Pay integration broken, current key {t}",
    "Integrations › CastañaTrack: {t}",
    "ZofraPOS 的 API 密钥：{t}",
    "RíoCarga の APIキー：{t}",
    "LiveKit API secret {t}",
    "Zeabur API key: {t}",
    "Plausible API key {t}",
    "Storyblok management token: {t}",
    "Tahuamanu Pay secret key = {t}",
    "clave API de RíoCarga para el manifiesto: {t}",
    "ZofraPOS key for prod: {t}",
    "Hygraph permanent auth token {t}",
]
_INVENTED_MAKERS: list[Maker] = [_j((HEX, 32)), _j((HEX, 40)), _j((ALNUM, 32)), v.uuid4,
                                 _j((URLSAFE, 40))]  # fmt: skip
_BARE = [
    "{t}",
    "te paso esto: {t}",
    "Rosilene mandou só isso: {t}",
    "it only shows once, so here:\n{t}",
    "复制这个 {t}",
    "これ貼っといて {t}",
    "token {t}",
    "el token es {t}",
    "secret {t} (rotate after harvest)",
    "generated: {t}",
]
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 24)),
                             _j((B64, 52), "=="), _j((ALNUM, 28), "_", (ALNUM, 14))]  # fmt: skip
_HEX = [
    "ENCRYPTION_KEY={t}",
    "AES key for the lot export: {t}",
    "llave de cifrado del respaldo: {t}",
    "chave de criptografia: {t}",
    "加密密钥 {t}",
    "暗号化キー：{t}",
    "APP_SECRET = {t}",
    "webhook signing secret {t}",
    "secret_key_base: {t}",
    "{t}",
    "HMAC secret → {t}",
    "master key (config/master.key):\n{t}",
]
_JWT = [
    "Authorization: Bearer {t}",
    "ZofraPOS session jwt {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.zofrapos.example/v1/sales",
    "el token de sesión es {t}",
    "token JWT: {t}",
    "JWT 令牌：{t}",
    "{t}",
    "RIO_CARGA_JWT={t}",
    "cookie: session={t}",
    "o token do Rosilene {t}",
]
_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]
_PEM = [
    "deploy key for the balanza box:\n{t}",
    "{t}",
    "llave privada del servidor:\n{t}",
    "chave privada do túnel da balsa:\n{t}",
    "私钥如下：\n{t}",
    "秘密鍵です\n{t}",
    "cat ~/.ssh/id_planta\n{t}",
    "tls.key: |\n{t}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(_PEM_KINDS)
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(6, 12)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, B64, 40)}=\n-----END {kind}-----"


_SEED_LANGS = ["english", "spanish", "portuguese", "chinese_simplified", "japanese"]
_MNEMO = {lang: Mnemonic(lang) for lang in _SEED_LANGS}
_SEEDS = [
    ("recovery phrase of the plant's USDT wallet: {pw}", "english"),
    ("seed: {pw}", "english"),
    ("frase semilla de la billetera de la tienda → {pw}", "spanish"),
    ("palabras de recuperación: {pw}", "spanish"),
    ("frase de recuperação da carteira: {pw}", "portuguese"),
    ("a seed da carteira do Rosilene é {pw}", "portuguese"),
    ("助记词：{pw}", "chinese_simplified"),
    ("钱包恢复短语 {pw}", "chinese_simplified"),
    ("ばあちゃんのウォレットの復元フレーズ：{pw}", "japanese"),
    ("Metamask of the river-port account:\n{pw}", "english"),
    ("12 words for Ledger {pw}", "english"),
    ("semilla de la wallet de Wilder {pw}", "spanish"),
]


def _seed(g: random.Random, lang: str) -> str:
    entropy = bytes(g.randrange(256) for _ in range(g.choice([16, 32])))
    return str(_MNEMO[lang].to_mnemonic(entropy))


_CARD_PREFIXES = {"visa": (["4"], 16), "mastercard": (["51", "53", "55", "2221"], 16),
                  "elo": (["636368", "438935", "504175", "451416", "636297"], 16),
                  "hipercard": (["606282"], 16), "unionpay": (["62"], 16),
                  "jcb": (["3528", "3566"], 16)}  # fmt: skip


def _card(g: random.Random) -> str:
    prefixes, length = _CARD_PREFIXES[g.choice(list(_CARD_PREFIXES))]
    body = g.choice(prefixes)
    body += _r(g, D, length - len(body) - 1)
    number = body + luhn.calc_check_digit(body)
    sep = g.choice(["", " ", "-", " ", "."])
    return sep.join(number[i : i + 4] for i in range(0, 16, 4)) if sep else number


_CARDS = [
    "card {pw} exp 09/34",
    "tarjeta de la empresa: {pw}",
    "cartão da Bahía Carga {pw} validade 11/33",
    "卡号 {pw}",
    "カード番号：{pw}",
    "pay the freight with {pw}, exp 03/35",
    "Visa corporativa {pw}",
    "el número de la tarjeta es {pw}",
    "número do cartão: {pw}",
    "{pw} 12/31 — Meiling's card for the supplier",
    "tarjeta jakhupa: {pw}",
    "kahao shi {pw}",
    "card on file → {pw}",
    "charge {pw} for the dryer parts",
    "tarjeta para pagar la lancha {pw} vence 08/36",
]
_CVV = [
    "card {c} exp 04/35, security code {pw}",
    "CVV: {pw}",
    "código de seguridad de la tarjeta: {pw}",
    "código de segurança {pw}",
    "卡背面三位数 {pw}",
    "セキュリティコード：{pw}",
    "the three digits on the back are {pw}",
    "CVC {pw} for the Elo card",
]


def _iban(g: random.Random, country: str) -> str:
    shapes = {"BR": "n" * 23 + "ac", "TL": "n" * 19, "GL": "n" * 14, "MR": "n" * 23,
              "VG": "aaaa" + "n" * 16}  # fmt: skip
    number = v.iban_shaped(g, country, shapes)
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBANS = [
    ("IBAN BR for the nut buyer in Brasiléia: {pw}", "BR"),
    ("conta do comprador, IBAN {pw}", "BR"),
    ("transferir a {pw}", "BR"),
    ("IBAN: {pw}", "TL"),
    ("pay the Dili importer to {pw}", "TL"),
    ("Greenland buyer's account {pw}", "GL"),
    ("IBAN {pw} (Nuuk)", "GL"),
    ("cuenta del importador en Nuakchot: {pw}", "MR"),
    ("银行账号 IBAN {pw}", "MR"),
    ("holding account {pw}", "VG"),
    ("IBAN de la offshore del proveedor → {pw}", "VG"),
    ("振込先IBAN：{pw}", "BR"),
]


def _cpf(g: random.Random) -> str:
    return v.cpf_number(g)


def _cnpj(g: random.Random) -> str:
    body = _r(g, D, 8) + "0001"
    return str(br_cnpj.format(body + br_cnpj.calc_check_digits(body)))


def _ruc(g: random.Random) -> str:
    body = g.choice(["10", "20"]) + _r(g, D, 8)
    return body + pe_ruc.calc_check_digit(body)


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + pe_cui.calc_check_digits(body)[0]


def _ric_draw(g: random.Random) -> str:
    area = g.choice(["350203", "350102", "440106", "330106", "350181"])
    born = f"{g.randrange(1960, 2004)}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    body = area + born + _r(g, D, 3)
    return body + cn_ric.calc_check_digit(body)


def _ric(g: random.Random) -> str:
    return v.until(g, _ric_draw, cn_ric.is_valid)


def _my_number(g: random.Random) -> str:
    body = str(g.randrange(1, 10)) + _r(g, D, 10)
    return body + jp_in.calc_check_digit(body)


def _corp_number(g: random.Random) -> str:
    body = str(g.randrange(1, 10)) + _r(g, D, 11)
    return jp_cn.calc_check_digit(body) + body


_IDS: list[tuple[str, Maker]] = [
    ("CPF da Rosilene: {pw}", _cpf),
    ("meu CPF é {pw}", _cpf),
    ("CPF do motorista {pw}", _cpf),
    ("CNPJ da transportadora em Epitaciolândia: {pw}", _cnpj),
    ("CNPJ {pw}", _cnpj),
    ("RUC del comprador de Puerto Maldonado: {pw}", _ruc),
    ("RUC {pw}", _ruc),
    ("DNI peruano (CUI) del chofer: {pw}", _cui),
    ("身份证号码：{pw}", _ric),
    ("Meiling ayi de shenfenzheng haoma {pw}", _ric),
    ("居民身份证 {pw}", _ric),
    ("マイナンバー：{pw}", _my_number),
    ("ばあちゃんのマイナンバーは {pw}", _my_number),
    ("法人番号 {pw}", _corp_number),
    ("Japanese corporate number of the buyer {pw}", _corp_number),
]
_TOTP = [
    "TOTP secret for the ZofraPOS admin: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/ZofraPOS:wcuellar?secret={pw}&issuer=ZofraPOS",
    "clave de configuración del 2FA: {pw}",
    "chave manual do autenticador: {pw}",
    "两步验证密钥 {pw}",
    "二段階認証のセットアップキー：{pw}",
    "couldn't scan the QR code, typed the key {pw} by hand",
    "Google Authenticator key for despacho@fluvial-bahia.example: {pw}",
    "TOTP → {pw}",
]
_OTP = [
    "{pw} is your CastañaTrack verification code",
    "Tu código de verificación es {pw}",
    "Seu código de verificação: {pw}",
    "【支付宝】验证码 {pw}，5分钟内有效",
    "認証コード：{pw}",
    "Use {pw} to sign in to RíoCarga",
    "yanzhengma shi {pw}",
    "código OTP de Tahuamanu Pay: {pw}",
    "BancoSol: su clave de un solo uso es {pw}",
    "one-time code {pw}",
    "Wilder, el código q me llegó es {pw}",
    "ワンタイムパスワード {pw}",
]
_BACKUP = [
    "ZofraPOS 2FA backup codes:\n{codes}",
    "códigos de respaldo de Google de la planta: {codes}",
    "códigos de backup da conta da Bahía: {codes}",
    "备用验证码\n{codes}",
    "バックアップコード：{codes}",
    "recovery codes for despacho@ {codes}",
    "GitHub recovery codes\n{codes}",
    "códigos de recuperación del correo {codes}",
    "2FA backup codes — keep in the safe: {codes}",
    "emergency codes for the Tahuamanu Pay admin {codes}",
]
_SSIDS = ["Tahuamanu-Planta", "HermanosLin 5G", "Fluvial Bahia Muelle", "ZOFRA-Tienda-2",
          "Beneficiadora Secado", "LIN_SHOP"]  # fmt: skip
_WIFI = [
    "wifi {s}: {pw}",
    "Network: {s} / {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "la clave del wifi {s} es {pw}",
    "a senha do wifi {s} é {pw}",
    "{s} 的wifi密码是 {pw}",
    "Wi-Fi「{s}」のパスワードは {pw}",
    "wifi ukan imt'at arupax {pw} akawa ({s})",
    "WPA key for {s} → {pw}",
    "psk={pw}",
    "ssid,psk\n{s},{pw}",
    "wifi mima: {pw}",
    "network ({s}) uses {pw}",
    'wpa_passphrase "{s}" "{pw}"',
    "la contra del wifi de la tienda?\n{pw}",
    "guest wifi {s} key {pw}",
    'nmcli dev wifi connect "{s}" password {pw}',
    "wifi de arriba: {s}\ncontraseña {pw}",
]
_PIN = [
    "PIN de la tarjeta de la empresa: {pw}",
    "door code for the drying room is {pw}#",
    "código del candado del depósito: {pw}",
    "a senha do cadeado é {pw}",
    "保险柜密码 {pw}",
    "暗証番号は{pw}です",
    "alarm code: {pw}",
    "the PIN to the safe at the shop is {pw}",
    "gate code -> {pw}",
    "código de la alarma de la tienda {pw}",
    "SIM PIN {pw}",
    "Tigo Money PIN: {pw}",
    "keypad code for the warehouse: {pw}",
    "PIN do cartão: {pw}",
    "ATM PIN {pw}",
    "candado de la lancha, combinación {pw}",
    "ばあちゃんの口座の暗証番号：{pw}",
    "menpai mima {pw}",
]
_PASSPHRASE_WORDS = ["castaña", "rio", "acre", "lancha", "motacu", "siringa", "balsa", "cedro",
                     "tambaqui", "lluvia", "cosecha", "muelle", "puente", "amistad", "paiche",
                     "jatata", "zafra", "majo"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return " ".join(g.sample(_PASSPHRASE_WORDS, 4))


_PASSPHRASE = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    "frase de paso del respaldo: {pw}",
    "KeePass master passphrase = {pw}",
    "BORG_PASSPHRASE='{pw}'",
    "frase-senha do cofre: {pw}",
    "口令短语：{pw}",
    "パスフレーズは {pw}",
    "restic repo password {pw}",
    "contraseña de la bóveda (4 palabras): {pw}",
]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "la contraseña es la palabra {w} y después {d}",
    "a senha é a palavra {w}, depois {d}",
    "密码是 {w} 加上 {d}",
    "パスワードは「{w}」のあとに{d}",
    "it's {W} with a capital first letter and {d} at the end",
    "the password is the name of our dog, {W}, followed by {d}",
    "type {w}, then {d}; that's the admin password",
    "imt'at aru: {w} ukat {d}",
    "la contra es {w} con {d} al final, todo junto",
    "Fumiko's password: {w} then {d}, no spaces",
    "spelled out: {sp} — that's the POS password",
]
_SPELL_WORDS = ["tambaqui", "motacu", "cupuazu", "siringa", "paiche", "jatata", "porvenir",
                "manuripi", "bolpebra", "filadelfia"]  # fmt: skip


def _spelled_draw(g: random.Random) -> dict[str, str]:
    word, digits = g.choice(_SPELL_WORDS), str(g.randrange(100, 10_000))
    token = _r(g, ALNUM, 10)
    return {"w": word, "W": word.capitalize(), "d": digits, "sp": " ".join(token), "pw": token}


def _take_spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        f = _spelled_draw(rng)
        text = template.format_map(f)
        if "{sp}" in template:
            secret = f["sp"]
        elif "{W}" in template:
            secret = f["W"]
        else:
            secret = f["w"]
        out.append(Sample("spelled_password", text, secret))
    return out


def _vendors(rng: random.Random) -> list[Sample]:
    return [Sample("vendor_token", t.format(t=(s := make(rng))), s) for t, make in _VENDOR_MAKERS]


def _fmt(
    rng: random.Random, cls: str, places: list[str], n: int, makers: list[Maker]
) -> list[Sample]:
    out = []
    for place in v.cycle(rng, places, n):
        secret = rng.choice(makers)(rng)
        out.append(Sample(cls, place.format(t=secret), secret))
    return out


def _cvv_draw(g: random.Random) -> dict[str, str]:
    return {"pw": _r(g, D, g.choice([3, 3, 4])), "c": "•••• " + _r(g, D, 4)}


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for i, template in enumerate(v.cycle(rng, _BACKUP, n)):
        codes = v.backup_codes(rng, rng.randrange(5, 9), i % 4)
        joiner = "\n" if "\n{codes}" in template else rng.choice([", ", " ", "\n"])
        out.append(Sample("backup_codes", template.format(codes=joiner.join(codes)), codes[0]))
    return out


def _ids(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _IDS:
        value = make(rng)
        out.append(Sample("national_id", template.format(pw=value), value))
    return out


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    users = {"u": _USERS}
    out: list[Sample] = []
    out += _take(rng, "password_label", _LABELLED, 40, _with(_pw))
    out += _take(rng, "question_answer", _QUESTION, 7, _with(_pw))
    out += _take(rng, "said_first", _SAID_FIRST, 8, _with(_plain))
    out += _take(rng, "login", _LOGINS, 25, _with(_plain, **users))
    cli = _take(rng, "cli_password", _CLI, 28, _with(_plain, **users))
    out += [Sample(s.cls, rng.choice(_SHELL).format(c=s.text), s.secret) for s in cli]
    urls = _take(rng, "url_credentials", _URLS, 15, _with(_plain, **users))
    out += [Sample(s.cls, rng.choice(_URL_FRAMES).format(c=s.text), s.secret) for s in urls]
    out += _take(rng, "config_password", _CONFIG, 25, _with(_plain))
    out += _vendors(rng)
    out += _fmt(rng, "invented_vendor_key", _INVENTED, 15, _INVENTED_MAKERS)
    out += _fmt(rng, "bare_token", _BARE, 10, _BARE_MAKERS)
    out += _fmt(rng, "hex_key", _HEX, 12, [_j((HEX, 64)), _j((HEX, 32)), _j((HEX, 48))])
    out += _fmt(rng, "jwt", _JWT, 10, [_vendor_jwt])
    out += _fmt(rng, "pem_private_key", _PEM, 8, [_pem])
    for template, lang in _SEEDS:
        phrase = _seed(rng, lang)
        out.append(Sample("seed_phrase", template.format(pw=phrase), phrase))
    out += _take(rng, "card", _CARDS, 15, _with(_card))
    out += _take(rng, "card_code", _CVV, 8, _cvv_draw)
    for template, country in _IBANS:
        number = _iban(rng, country)
        out.append(Sample("iban", template.format(pw=number), number))
    out += _ids(rng)
    out += _take(rng, "totp_secret", _TOTP, 10, _with(lambda g: v.totp_secret(g, False)))
    out += _take(rng, "otp_code", _OTP, 12, _with(_j((D, 6))))
    out += _backups(rng, 10)
    out += _take(rng, "wifi_key", _WIFI, 18, _with(_plain, s=_SSIDS))
    out += _take(rng, "pin_code", _PIN, 18, _with(lambda g: _r(g, D, g.choice([4, 5, 6]))))
    out += _take(rng, "passphrase", _PASSPHRASE, 10, _with(_phrase))
    out += _take_spelled(rng, 12)
    return out


_SPLIT_FIRST = [
    "the password of the drying-room PC is",
    "Contraseña del POS:",
    "a senha do roteador é",
    "密码是",
    "パスワードは",
    "wifi Tahuamanu-Planta, key",
    "ZofraPOS API key:",
    "imt'at aru akawa:",
    "PIN de la caja fuerte:",
    "TOTP secret",
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for i in range(20):
        first = _SPLIT_FIRST[i % len(_SPLIT_FIRST)]
        if "API key" in first:
            secret = _r(rng, HEX, 32)
        elif "PIN" in first:
            secret = _r(rng, D, 6)
        elif "TOTP" in first:
            secret = v.totp_secret(rng, False)
        else:
            secret = _pw(rng)
        tail = rng.choice(["", " (no la compartás)", "\nrotar después de la zafra", ". valeu",
                           " 谢谢", " です"])  # fmt: skip
        out.append(FieldPair("split_fields", first, secret + tail, secret))
    return out


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"contraseña": "{s}"}': ("meta_password", _plain),
    '{"balanza": {"user": "balanza", "passwd": "{s}"}}': ("meta_password", _plain),
    '{"senha": "{s}", "host": "balsa.fluvial-bahia.example"}': ("meta_password", _plain),
    '{"密码": "{s}"}': ("meta_password", _plain),
    '{"パスワード": "{s}"}': ("meta_password", _plain),
    '{"note": "la contra del router es {s}"}': ("meta_password", _plain),
    '{"argv": ["mysql", "-u", "pos", "--password", "{s}"]}': ("meta_password", _plain),
    '{"castanatrack": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"pago": {"tarjeta": "{s}", "vence": "10/35"}}': ("meta_card", _card),
    '{"comprador": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BR")),
    '{"motorista": {"cpf": "{s}"}}': ("meta_id", _cpf),
    '{"2fa": {"backup": ["{s}", "4821-0937", "6610-2784"]}}': (
        "meta_otp",
        lambda g: f"{_r(g, D, 4)}-{_r(g, D, 4)}",
    ),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", lambda g: _seed(g, "english")),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, False)),
    '{"deposito": {"codigo_candado": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "HermanosLin 5G", "psk": "{s}"}}': ("meta_wifi", _plain),
    '{"encryption_key": "{s}"}': ("meta_key", _j((HEX, 64))),
    '{"passphrase": "{s}"}': (
        "meta_password",
        lambda g: " ".join(g.sample(_PASSPHRASE_WORDS, 4)),
    ),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, (cls, make) in _METADATA.items():
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"balanza: round moisture to one decimal", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: revert tax rounding", usedforsecurity=False).hexdigest()[:9]
_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"secador-fw-2.7.3.bin").hexdigest()
_MD5 = hashlib.md5(b"lotes_2032-03-14.csv", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"registry.manuripi.lan/castanatrack:5.1").hexdigest()
_B64_NOTE = base64.b64encode(b"cosecha 2032").decode()

CLEAN = [
    "Remind me to change the ZofraPOS admin password before the inventory on 2032-07-01.",
    "Rosilene asked for the dock wifi password; it's on the card in Yesenia's drawer.",
    "Policy: passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link.",
    "The `.env.example` line `CASTANATRACK_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_RIOCARGA_KEY> in the README with the key from the RíoCarga dashboard.",
    "oye, no le pasés la contraseña a nadie, ni al técnico de la zona franca.",
    "La contraseña tiene que tener por lo menos catorce letras, mirá pues.",
    "mano, nunca manda senha pelo zap, tá?",
    "A senha do sistema vence a cada 90 dias.",
    "Imt'at aru janiw khitirus yatiyamti.",
    "密码不要告诉别人，记住了吗？",
    "bie ba mima gaosu bieren, zhidao ma?",
    "パスワードは誰にも教えないでね、ばあちゃん。",
    "暗証番号は四桁です。",
    "Upgraded the dryer firmware from 2.7.1 to 2.7.3 and pyserial to 3.5.",
    f"commit {_COMMIT} rounds the moisture reading to one decimal.",
    f"Rolled back to {_SHORT} after the tax rounding broke the receipts.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The secador firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"MD5 of lotes_2032-03-14.csv is {_MD5}, same as the copy on the NAS.",
    f"CastañaTrack runs registry.manuripi.lan/castanatrack@sha256:{_IMAGE}.",
    "Request id 3c9e1a70-5b2d-4e8f-a1c6-7d0b92e4f351 is the slow one in the POS logs.",
    "Orden de compra OC-2032-00871: 120 cajas de castaña pelada, sale el jueves.",
    "Ticket MNR-2231: the dryer alarm in room 2 trips every night at 3 am.",
    "Llamá a la oficina de Cobija al +591 3 842 2719 antes del mediodía.",
    "Ligue para a Rosilene no +55 68 3546-2190 depois das duas.",
    "Guía de remisión 0042-000187, lancha Doña Flor, 38 bolsas.",
    "Tracking number 1Z 9X4 21E 03 8841 2270 for the dryer parts.",
    "HS code 0801.22 is Brazil nuts, shelled; 0801.21 is in shell.",
    "Secadero 2 a 42 °C y humedad del 8,5 %; la meta es 6 %.",
    "Coordinates of the plant: -11.0267, -68.7692.",
    "The barge leaves Puerto Bahía at 06:30 on 2032-05-18, arriving Riberalta on the 20th.",
    "Price list: Xiaomi Redmi 15C a Bs 1.190, cargador 65 W a Bs 145.",
    "货号 LX-2032-0917，二十台，单价 Bs 1190。",
    "huohao LX-2032-0917, ershi tai.",
    "品番 KN-5520 を二十個、リベラルタまで。",
    "My card ending 4417 was declined at the hardware store in Porvenir.",
    "Card: **** **** **** 2281, exp 07/34 (masked in the receipt).",
    "The Brasiléia buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the ZofraPOS admin and keep them in the safe.",
    "No wallet support will ever ask for your recovery phrase.",
    "After five wrong PINs the card is blocked; call BancoSol to unblock it.",
    "El código de la alarma lo tiene Yesenia, yo no lo sé.",
    "A senha do cadeado quem sabe é o Wilder.",
    "The guest wifi 'Tahuamanu-Visitas' is open, no password needed.",
    "Lote LOT-2032-TAH-0412, 48 kg, humedad 7,1 %, calibre 110/130.",
    "Keep `CASTANATRACK_API_KEY` in the secrets store, never in the repository.",
    "The verification code expires after 5 minutes; ask for a new one if it does.",
    "验证码五分钟内有效，过期了就重新发一个。",
    "認証コードが届かない時は、もう一度送信してね。",
    "The Cobija office is at Av. 9 de Febrero 418; open 8:00 to 16:00.",
    "Version 5.1.0 of CastañaTrack adds the moisture column; 5.0.9 is the last of the old line.",
    f"base64 of the label text is {_B64_NOTE} (it just says cosecha 2032).",
    "ISBN 978-99954-1-402-7 is the Pando field guide on the office shelf.",
    "Yuspagara jilata, lancha kayuta purintani.",
    "Kenji dijo que la PIN pad de la tienda está fallando otra vez.",
    "Password reset links for ZofraPOS expire in 30 minutes.",
    "Rotate the RíoCarga API key every quarter; the next rotation is in September.",
    "The SSID is Tahuamanu-Planta and the router model is a Mikrotik hAP ax2.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/manuripi/zofrapos", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 318}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "MNR-2231", "orden_compra": "OC-2032-00871"}',
    '{"lote": {"id": "LOT-2032-TAH-0412", "peso_kg": 48, "humedad_pct": 7.1}}',
    '{"telefono": "+591 3 842 2719", "ciudad": "Cobija"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "cajas_en_stock": 1284}',
    '{"hs_code": "0801.22", "origin": "BO", "description": "Brazil nuts, shelled"}',
    '{"tarjeta": "**** 2281", "lancha": "Doña Flor", "eta": "2032-05-20"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
