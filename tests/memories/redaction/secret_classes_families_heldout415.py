# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifteenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-thirteenth's
docstring, the fifth to four-hundred-and-thirteenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (414, 416, 417), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (415_268_093), password words (a
Chachapoya site, bird or coffee word with a number and a sign, `Karajia47!`; dot-joined words with
a year, `revash.utcubamba.2029`; leet `G0ct4#Qu1nd3`; random runs with a sign; dashed generator
groups; a guide's name, a waterfall's height and a sign, `wilder771m$`).

The fictional company is Sachapuyu Andes S.A.C. of Chachapoyas, Amazonas, Peru: Sachapuyu Tours
(an invented Kuélap tour operator on an invented Jr. Ayacucho address), the Cooperativa Cafetalera
Huamanpata Alto (an invented coffee co-op in Rodríguez de Mendoza) and the Paucar Gocta Lodge (an
invented lodge under the Gocta waterfall, near Cocachimba). Staff: Ítalo Zagaceta (IT), Mariela
Tafur (the co-op), Wilder Portocarrero (the guides), Marleni Sangama (the lodge's cook, from a
Lamas family, who texts in Quechua), Shuwi Tsamajain (the Awajún community partner on the
Marañón), Élodie Marchand of the invented trekking agency Andes Vertes in Lyon, and the coffee
buyer Park Ji-hoon of the invented Hanbit Coffee Trading in Busan. Every company, person, address,
domain (`sachapuyu.lan`, `huamanpata-cafe.example`, `paucargocta.example`, `andesvertes.example`,
`hanbit-coffee.example`), account and number is invented; only the region is real. Texts:
WhatsApp chats, tickets, notes, runbooks, shell history, config and env files, voice-note
transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`,
`|`, `::`, a tab, `es`, `est`, `은`/`는`, `mi`, a new line, a question then its answer, a
value said first and named after.

Grep counts (heldouts 5 to 413, grep -l): none for `Awajun`; one each for `Chachapoyas`,
`Kuélap`, `Gocta`, `IBAN GL`, `IBAN MC`, `IBAN DJ`, `IBAN FK`, `IBAN SV`; two or three for
`Awajún`, `Lamas`, `IBAN MR`, `IBAN SO`; six to twenty-three for `Rappi`, `Interbank`, `Izipay`,
`Culqi`, `Niubiz`, `fr.siren`, `fr.siret`, `Yape`, `BCP`, `pe.cui`, `pe.ruc`, `비번은`, `fr.nir`,
`kr.brn`, `kr.rrn`; `la clave es` (55), `Kakao` (41) and `RUC` (195) are common, so other
wordings stand beside them (`oe causa la clave del router es`, `la contra del jato`, `비번 알려
드릴게요`, `le mdp du wifi c'est`). Languages: about half English, config or shell; the rest in
the northern Peruvian Spanish of Chachapoyas as texted (`oe`, `pe`, `ya pe`, `al toque`, `causa`,
`no se la pases a nadie`), the Quechua of Lamas migrants (`claveqa ...mi`, `ama pimanpas
willankichu`), the Awajún of the community partner (`ame clave ...`, `ayu`, `wii minu`), the
French of the trekking agency (`le mdp c'est`, `bisous`, `code de vérification`) and the Korean of
the coffee buyer (`비밀번호는`, `인증번호`, `잘 부탁드립니다`). The Lamas Quechua and the Awajún
are my guesses (mostly Spanish loan words inside a few words of the language), as is some of the
Chachapoyas slang. Vendors: the invented Kuélap Reservas, CaféTraza, Yaku Pagos and Gocta Booking,
plus Culqi, Izipay, Niubiz, GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google,
Hugging Face, npm, PyPI, SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Linear, Groq,
Replicate, Notion, Postman, Doppler, Vault, Sentry, Tailscale, Figma, Grafana, Docker Hub, Brevo,
Mailgun and age shapes. Ids: Peru's RUC and CUI (the DNI with its check digit), France's SIREN and
SIRET and Korea's business registration number and resident registration number, each drawn
until its `stdnum` module validates it. IBANs of Greenland, Monaco, Djibouti, the Falkland
Islands, El Salvador, Mauritania and Somalia, checked with `stdnum.iban`; seed phrases from
`mnemonic`'s English, Spanish, French and Korean lists, each checked with `Mnemonic.check`; cards
pass Luhn (Visa, Mastercard, Amex and Diners prefixes).
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
from typing import Any

from mnemonic import Mnemonic
from stdnum.fr import siren as fr_siren
from stdnum.fr import siret as fr_siret
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 415_268_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker


def _sub(template: str, fields: dict[str, str]) -> str:
    """``template`` with each ``{name}`` replaced by its field (other braces stay as written)."""
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


def _family(
    rng: random.Random,
    cls: str,
    templates: list[str],
    n: int,
    make: Maker,
    **pools: list[str],
) -> list[Sample]:
    """``n`` samples of ``cls``: each template filled with a fresh ``{pw}`` and a pick of each
    pool."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        fields = {"pw": secret} | {name: rng.choice(pool) for name, pool in pools.items()}
        out.append(Sample(cls, _sub(template, fields), secret))
    return out


_SITES = ["Karajia", "Revash", "Kuelap", "Gocta", "Yalape", "Macro", "Laguna", "Utcubamba",
          "Huamanpata", "Cocachimba", "Levanto", "Leymebamba", "Tingo", "Yumbilla", "Quiocta",
          "Olan", "Cuispes", "Mendoza"]  # fmt: skip
_COFFEE = ["Caturra", "Bourbon", "Catimor", "Geisha", "Typica", "Pache", "Costa", "Marsellesa",
           "Pergamino", "Cereza", "Tostado", "Zaranda"]  # fmt: skip
_BIRDS = ["Quinde", "Gallito", "Tucan", "Colibri", "Oropendola", "Pava", "Lechuza", "Cotinga"]
_NAMES = [
    "Italo",
    "Mariela",
    "Wilder",
    "Marleni",
    "Shuwi",
    "Elodie",
    "Jihoon",
    "Yovana",
    "Segundo",
    "Eler",
    "Nilda",
    "Jempekit",
    "Daekat",
    "Sandro",
    "Flormira",
    "Anatolio",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["K4r4j14", "R3v4sh", "G0ct4", "Qu1nd3", "C4tur4", "T1ng0", "Utcub4mb4", "L3vant0"]


def _pw_site(g: random.Random) -> str:
    return f"{g.choice(_SITES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}"


def _pw_dots(g: random.Random) -> str:
    words = g.sample([w.lower() for w in _SITES + _COFFEE], 2)
    return ".".join(words) + "." + str(g.randrange(2024, 2036))


def _pw_leet(g: random.Random) -> str:
    return f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.choice(_BIRDS)}{g.randrange(1, 100)}"


def _pw_random(g: random.Random) -> str:
    return _r(g, ALNUM, 12) + g.choice(_SYMBOLS) + _r(g, D, 2)


def _pw_groups(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


def _pw_guide(g: random.Random) -> str:
    return f"{g.choice(_NAMES).lower()}{g.choice([771, 540, 231, 895, 3000])}m{g.choice(_SYMBOLS)}"


def _pw_bird(g: random.Random) -> str:
    return f"{g.choice(_BIRDS)}{g.choice(_COFFEE)}{g.randrange(100, 1000)}"


_PICKS: list[Maker] = [_pw_site, _pw_dots, _pw_leet, _pw_random, _pw_groups, _pw_guide, _pw_bird]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a JSON value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


# Passwords after a label, every separator, in each of the corpus's languages.
_LABELLED = [
    "Kuélap Reservas admin password: {pw}",
    "Gocta Booking extranet password = {pw}",
    "password for the lodge's Mikrotik -> {pw}",
    "co-op accounting PC password → {pw}",
    "Sachapuyu VPN password => {pw}",
    "roaster panel | password | {pw}",
    "cupping lab NAS :: password :: {pw}",
    "Zaranda server\tpassword\t{pw}",
    "the new password for the tours mailbox is {pw}",
    "Ticket SAC-2291: the Huamanpata payroll password {pw} no longer works after the update",
    "Note to self: Synology at the lodge, admin password {pw}",
    "Runbook - reboot the Kuélap ticket kiosk\n1. ssh kiosk@10.20.4.7\n2. password\n{pw}\n"
    "3. sudo systemctl restart kiosk",
    "Hi Wilder,\n\nthe root password on the booking box is now {pw}. Don't forward this.\n\nÍtalo",
    "dictated while driving to Leymebamba: the router password is {pw} full stop",
    "remember the Yaku Pagos merchant portal password: {pw}",
    "after the reset the co-op's Gmail password became {pw}",
    "What's the password for the lodge's POS?\n{pw}",
    "Q: password of the cupping laptop?\nA: {pw}",
    "oe Ítalo, la clave del router de la oficina es {pw}",
    "la contra del jato de Cocachimba: {pw}, no se la pases a nadie pe",
    "ya pe causa, la contraseña del sistema de la coope es {pw}",
    "Mariela: contraseña nueva de la balanza {pw} al toque cámbiala",
    "clave del correo de reservas -> {pw}",
    "oe la contraseña del cajero del lodge es {pw} ya pe",
    "Marleni: wasipi routerpa claveqa {pw}mi, ama pimanpas willankichu",
    "cocinapa computadorapa claven: {pw}",
    "Marleni: musuq claveqa {pw}mi",
    "ame clave correo {pw}, ayu",
    "Shuwi: wii minu clave computadora {pw} atsa ujakmin",
    "clave nuevo Chiriaco oficina: {pw}, ayu",
    "le mot de passe de l'extranet Andes Vertes est {pw}",
    "Élodie : le mdp du compte agence c'est {pw}, bisous",
    "mdp du Drive partagé → {pw}",
    "mot de passe du portail groupes : {pw}",
    "지훈: 샘플 주문 포털 비밀번호는 {pw} 입니다",
    "한빛커피 ERP 비번: {pw}",
    "Ji-hoon 메일 계정 비밀번호 {pw} 잘 부탁드립니다",
    "비밀번호 변경했어요 → {pw}",
    "password: {pw} (Gocta lodge Wi-Fi controller)",
    "the CaféTraza login password for the co-op is {pw}",
]  # fmt: skip

_USERS = ["italo.z", "mariela", "wilder", "marleni", "shuwi", "elodie.m", "jihoon.park", "yovana",
          "segundo", "reservas", "coope", "admin", "root", "guia01", "caja"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "Kuélap Reservas - user {u}, password {pw}",
    "user={u} pass={pw}",
    "sign in as {u} with {pw}",
    "{u} / {pw}",
    "usuario: {u}  contraseña: {pw}",
    "oe el usuario es {u} y la clave {pw} pe",
    "utilisateur {u}, mot de passe {pw}",
    "아이디 {u} 비밀번호 {pw}",
    "Marleni: usuarioqa {u}, claveqa {pw}mi",
    "usuario {u}, clave {pw}, ayu",
    "| {u} | {pw} | POS caja lodge |",
    "u={u} p={pw}",
    "the creds for the ticket scanner are {u} and {pw}",
]  # fmt: skip

_CLI = [
    "mysql -h db.sachapuyu.lan -u {u} -p{pw} reservas",
    "sshpass -p '{pw}' ssh {u}@kiosk.sachapuyu.lan",
    "curl -u {u}:{pw} https://api.paucargocta.example/v1/rooms",
    "redis-cli -h 10.20.4.9 -a '{pw}' ping",
    "docker login registry.sachapuyu.lan -u {u} -p '{pw}'",
    "psql 'postgresql://{u}:{pw}@db.huamanpata-cafe.example:5432/lotes'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "echo '{pw}' | sudo -S systemctl restart booking",
    "sqlcmd -S 10.20.4.12 -U {u} -P '{pw}' -Q 'select 1'",
    "zip -P '{pw}' planillas_2031.zip planillas/*.xlsx",
    "7z a -p'{pw}' cosecha.7z cosecha/",
    "openssl enc -aes-256-cbc -in guias.csv -out guias.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c contratos.pdf",
    "ldapsearch -x -D 'cn={u},dc=sachapuyu,dc=lan' -w '{pw}' -b dc=sachapuyu,dc=lan",
    "smbclient //nas.paucargocta.example/fotos -U {u}%'{pw}'",
    "xfreerdp /v:10.20.4.15 /u:{u} /p:'{pw}'",
    "lftp -u {u},'{pw}' sftp://files.huamanpata-cafe.example",
    "mosquitto_pub -h mqtt.sachapuyu.lan -u {u} -P '{pw}' -t secadora/temp -m 41",
    "rabbitmqctl add_user {u} '{pw}'",
    "keytool -importcert -file ca.pem -keystore kiosk.jks -storepass '{pw}'",
    "ipmitool -I lanplus -H 10.20.4.30 -U {u} -P '{pw}' power status",
    "plink -ssh {u}@10.20.4.7 -pw '{pw}'",
    "mongosh 'mongodb://{u}:{pw}@mongo.sachapuyu.lan:27017/tours'",
    "cqlsh 10.20.4.40 -u {u} -p '{pw}'",
    "net use Z: \\\\nas\\planillas '{pw}' /user:SACHAPUYU\\{u}",
    "ALTER USER {u} IDENTIFIED BY '{pw}';",
    "printf '%s\\n' '{pw}' | docker login -u {u} --password-stdin",
    "kinit {u}@SACHAPUYU.LAN <<< '{pw}'",
    "restic -r sftp:backup@nas:/restic --password-command \"echo '{pw}'\" snapshots",
    "hydra -l {u} -p '{pw}' ssh://10.20.4.7",
]  # fmt: skip
_PROMPTS = ["$ {c}", "ítalo@sachapuyu:~$ {c}", "{c}", "history | tail -1\n  512  {c}",
            "pegué esto en la terminal: {c}"]  # fmt: skip

_URLS = [
    "DATABASE_URL=postgres://{u}:{pw}@db.sachapuyu.lan:5432/reservas",
    "sftp://{u}:{pw}@files.huamanpata-cafe.example/lotes",
    "amqp://{u}:{pw}@mq.paucargocta.example:5672/",
    "the webhook posts to https://{u}:{pw}@hooks.sachapuyu.lan/culqi",
    "redis://:{pw}@cache.sachapuyu.lan:6379/0",
    "oe usa ftp://{u}:{pw}@10.20.4.8/fotos pe",
    "socks5://{u}:{pw}@:1080",
    "smtp://reservas%40sachapuyu.lan:{pw}@mail.sachapuyu.lan:587",
]  # fmt: skip

_CONFIGS = [
    "RESERVAS_DB_PASSWORD={pw}",
    "export SMTP_PASS='{pw}'",
    "MAIL_PASSWORD: \"{pw}\"",
    "[database]\nhost = db.sachapuyu.lan\nuser = reservas\npassword = {pw}",
    "spring.datasource.password={pw}",
    "define('DB_PASSWORD', '{pw}');",
    "  db_pass: '{pw}'  # lodge booking",
    "<add key=\"SmtpPassword\" value=\"{pw}\" />",
    "db.sachapuyu.lan:5432:reservas:reservas:{pw}",
    "variable \"db_password\" {\n  default = \"{pw}\"\n}",
    "POSTGRES_PASSWORD={pw}  # docker-compose.override, coope",
    "wifi_psk = \"{pw}\"",
    "\"password\": \"{pw}\",",
    "ADMIN_PASS ={pw}",
    "bindpw {pw}",
    "requirepass {pw}",
    "<Password>{pw}</Password>",
    "export CAFETRAZA_PASSWORD=\"{pw}\"",
    "auth_pass {pw}",
    "smtp_password,{pw}",
]  # fmt: skip


def _jwt(rng: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": f"guia-{rng.randrange(100, 999)}", "iss": "reservas.sachapuyu.lan",
                     "exp": rng.randrange(1_900_000_000, 2_000_000_000)})  # fmt: skip
    return f"{head}.{body}.{_r(rng, URLSAFE, 43)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("gitlab deploy token: {t}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={t}", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("Stripe live key for the lodge: {t}", _j("sk_live_", (ALNUM, 32))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key for the Kuélap map: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("pypi token {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID {t}", _j("SK", (HEX, 32))),
    ("bot del lodge en Telegram: {t}", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Shopify admin token (tienda de café): {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={t}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("Notion integration secret: {t}", _j("ntn_", (ALNUM, 46))),
    ("postman key {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 90))),
    ("SENTRY_AUTH_TOKEN={t}", _j("sntrys_", (ALNUM, 60))),
    ("tailscale up --authkey={t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("FIGMA_TOKEN={t}", _j("figd_", (URLSAFE, 40))),
    ("grafana service account token: {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("docker hub PAT {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("BREVO_API_KEY={t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("MAILGUN_API_KEY={t}", _j("key-", (HEX, 32))),
    ("age key for the backups: {t}", _j("AGE-SECRET-KEY-1", (UPPER_DIGITS, 58))),
    ("Culqi llave secreta: {t}", _j("sk_live_", (ALNUM, 24))),
    ("Izipay API key: {t}", _j((HEX, 40))),
    ("Niubiz clave API {t}", lambda g: v.uuid4(g, "b")),
    ("Kuélap Reservas API key: {t}", _j("kr_", (ALNUM, 32))),
    ("CaféTraza API key → {t}", _j((HEX, 48))),
    ("Yaku Pagos secret key: {t}", _j("yp_sec_", (ALNUM, 30))),
    ("Gocta Booking clé d'API : {t}", _j((ALNUM, 40))),
    ("한빛 샘플 포털 API 키: {t}", _j((HEX, 32))),
    ("oe la API key de CaféTraza es {t} pe", _j((ALNUM, 36))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", _sub(template, {"t": secret}), secret))
    return out


_BARE = ["{t}", "token de la pasarela:\n{t}", "lo muestra una sola vez, así que aquí va: {t}",
         "Bearer {t}", "Authorization: Bearer {t}", "X-Api-Key: {t}", "토큰 {t}",
         "jeton : {t}", "session={t}", "here it is {t} (for the booking sync)"]  # fmt: skip
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 24)),
                             _j((B64, 52), "=="), _j((ALNUM, 48))]  # fmt: skip

_HEXES = {
    "SESSION_SECRET_KEY={h}": 64,
    "encryption key for the guide files: {h}": 64,
    "master.key\n{h}": 32,
    "APP_KEY=base16:{h}": 64,
    "oe la llave AES del kiosko es {h}": 32,
    "LoRa app key (secadora solar): {h}": 32,
    "clé de chiffrement : {h}": 64,
    "HMAC secret for Culqi webhooks = {h}": 64,
    "암호화 키: {h}": 48,
    "webhook signing secret -> {h}": 40,
    "{h}": 64,
    "totp_encryption_key: {h}": 64,
}  # fmt: skip

_JWTS = ["Authorization: Bearer {t}", "id_token={t}", "el token de sesión del guía: {t}",
         "jwt: {t}", "Cookie: access_token={t}", "curl -H 'Authorization: Bearer {t}' "
         "https://api.sachapuyu.lan/tours", "token JWT du partenaire : {t}",
         "JWT 토큰 {t}", "{t}", "refresh token: {t}"]  # fmt: skip

_PEMS = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]
_PEM_PLACES = ["deploy key for the kiosk:\n{k}", "{k}", "pegué la llave aquí:\n{k}",
               "id_ed25519 on the lodge NUC\n{k}", "clé privée du serveur :\n{k}",
               "서버 개인키\n{k}"]  # fmt: skip


def _pem(rng: random.Random, kind: str) -> str:
    lines = [_r(rng, B64, 64) for _ in range(rng.randrange(6, 12))] + [_r(rng, B64, 20) + "=="]
    body = "\n".join(lines)
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_SEED_PLACES = {
    "wallet de la coope (Trust): {p}": "english",
    "seed phrase for the lodge's Ledger: {p}": "english",
    "recovery phrase\n{p}": "english",
    "frase semilla de la billetera de propinas: {p}": "spanish",
    "oe guarda esto, las 12 palabras: {p}": "spanish",
    "phrase de récupération du portefeuille : {p}": "french",
    "mots de secours : {p}": "french",
    "복구 문구: {p}": "korean",
    "지갑 시드 {p}": "korean",
    "Marleni: palabrakuna {p}": "spanish",
    "BIP39 backup (Electrum, tip jar): {p}": "english",
    "mnemonic = \"{p}\"": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "spanish", "french", "korean")}


def _seed(rng: random.Random, lang: str, words: int) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    phrase = _MNEMO[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits)))
    return unicodedata.normalize("NFC", phrase)  # as a phone keyboard writes it


_CARD_PLACES = [
    "Visa de la coope: {c} vence 08/33",
    "card number {c}, exp 11/34",
    "pagué con la {c} pe",
    "numéro de carte {c}",
    "카드번호 {c}",
    "tarjeta corporativa → {c}",
    "CC: {c} | 04/35",
    "Marleni: tarjetay {c}",
    "the lodge's Amex is {c}",
    "charge it to {c}, I'll send the code by SMS",
]  # fmt: skip
_BRANDS = ["visa", "mastercard", "amex", "diners"]


def _card(rng: random.Random) -> str:
    number = v.card(rng, rng.choice(_BRANDS))
    return v.grouped(number, rng.choice([" ", "-", "", " "]), rng)


_CVV_PLACES = ["Visa {c} exp 03/34, CVV {cvv}", "security code on the back: {cvv} (card {c})",
               "el código de atrás de la tarjeta es {cvv}", "cryptogramme visuel : {cvv}",
               "les trois chiffres au dos : {cvv}", "CVC {cvv} for the card ending {e}",
               "카드 뒷면 CVC는 {cvv}", "código de seguridad: {cvv}"]  # fmt: skip

_IBAN_SHAPES = {
    "GL": "n" * 14, "MC": "n" * 10 + "c" * 11 + "nn", "DJ": "n" * 23, "FK": "aa" + "n" * 12,
    "SV": "aaaa" + "n" * 20, "MR": "n" * 23, "SO": "n" * 19,
}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.iban_shaped(rng, country, _IBAN_SHAPES)


_IBAN_PLACES = [
    "IBAN: {i}",
    "el IBAN del comprador es {i}",
    "wire it to {i}",
    "IBAN du fournisseur → {i}",
    "수취 IBAN {i}",
    "cuenta IBAN {i} (Andes Vertes)",
    "beneficiary IBAN = {i}",
    "oe transfiere a {i} pe",
    "IBAN | {i}",
    "pay the Monaco deposit to {i}",
    "Marleni: IBANniy {i}",
    "iban {i}, ayu",
]


def _ruc(g: random.Random) -> str:
    return v.until(g, _j(g.choice(["20", "10"]), (D, 9)), pe_ruc.is_valid)


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return v.until(g, lambda h: body + "-" + h.choice(D), pe_cui.is_valid)


def _siren(g: random.Random) -> str:
    return v.until(g, _j((D, 9)), fr_siren.is_valid)


def _siret(g: random.Random) -> str:
    return v.until(g, _j((D, 14)), fr_siret.is_valid)


def _brn(g: random.Random) -> str:
    number = v.until(g, _j((D, 10)), kr_brn.is_valid)
    return f"{number[:3]}-{number[3:5]}-{number[5:]}"


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        birth = f"{h.randrange(60, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{birth}-{h.choice('12')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


_IDS: list[tuple[str, Maker]] = [
    ("RUC de Sachapuyu Andes S.A.C.: {x}", _ruc),
    ("oe pásame el RUC pa la factura, es {x}", _ruc),
    ("RUC del proveedor de sacos → {x}", _ruc),
    ("DNI de Wilder: {x}", _cui),
    ("mi DNI es {x} pe", _cui),
    ("Marleni: DNI-y {x}mi", _cui),
    ("Shuwi DNI {x}, ayu", _cui),
    ("SIREN d'Andes Vertes : {x}", _siren),
    ("numéro SIRET de l'agence : {x}", _siret),
    ("SIRET {x} (Lyon)", _siret),
    ("사업자등록번호 {x}", _brn),
    ("한빛커피 사업자 번호: {x}", _brn),
    ("주민등록번호 {x}", _rrn),
    ("Ji-hoon's resident registration number: {x}", _rrn),
    ("tax id of the buyer: {x}", _brn),
    ("CUI del guía nuevo: {x}", _cui),
]  # fmt: skip


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=g.random() < 0.3)


_OTP_PLACES: list[tuple[str, Maker]] = [
    ("otpauth://totp/Sachapuyu:italo?secret={x}&issuer=Sachapuyu", _j((BASE32, 32))),
    ("TOTP secret for the Culqi dashboard: {x}", _totp),
    ("clave de configuración del autenticador: {x}", _totp),
    ("2FA setup key (can't scan the QR): {x}", _totp),
    ("clé de configuration 2FA : {x}", _totp),
    ("OTP 설정 키 {x}", _totp),
    ("Tu código de verificación es {x}", _j((D, 6))),
    ("{x} is your Kuélap Reservas verification code", _j((D, 6))),
    ("Use {x} to sign in to Gocta Booking", _j((D, 6))),
    ("Votre code de vérification : {x}", _j((D, 6))),
    ("[Web발신] 인증번호 [{x}] 타인에게 알려주지 마세요", _j((D, 6))),
    ("oe pásame el código que te llegó... ya: {x}", _j((D, 6))),
    ("Yaku Pagos: tu código OTP es {x}. No lo compartas.", _j((D, 6))),
    ("código de Yape {x}", _j((D, 6))),
    ("one-time code {x}", lambda g: f"{_r(g, D, 3)} {_r(g, D, 3)}"),
    ("Marleni: codigoqa {x}mi", _j((D, 6))),
    ("verification code: {x}", lambda g: f"{_r(g, D, 2)}-{_r(g, D, 2)}-{_r(g, D, 2)}"),
    ("ame código {x}, ayu", _j((D, 6))),
    ("Interbank token digital: {x}", _j((D, 6))),
    ("2FA: {x}", _j((D, 8))),
]  # fmt: skip

_BACKUP_PLACES = ["Google backup codes for reservas@:\n{l}",
                  "códigos de respaldo de la cuenta de la coope: {l}",
                  "Codes de secours (Andes Vertes) :\n{l}", "백업 코드\n{l}",
                  "GitHub recovery codes\n{l}", "códigos de recuperación: {l}",
                  "oe guárdame estos códigos de backup pe: {l}", "2FA backup codes: {l}",
                  "Dropbox emergency codes -> {l}", "Marleni: backup codigokuna\n{l}"]  # fmt: skip

_SSIDS = ["Sachapuyu-Oficina", "PaucarGocta_Huespedes", "Coope Huamanpata 5G", "Kuelap-Kiosko",
          "Lodge Cocachimba", "Secadora-Solar", "CASA MARLENI", "Andes Vertes Guest"]  # fmt: skip
_WIFI = [
    "wifi {s} password {pw}",
    "Network: {s} / {pw}",
    "oe la clave del wifi {s} es {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi {s}\n{pw}",
    "WPA key for {s}: {pw}",
    "le mdp du wifi {s} c'est {pw}",
    "와이파이 {s} 비번 {pw}",
    "Marleni: wifi {s} claveqa {pw}mi",
    "wifi {s} clave {pw}, ayu",
    "network {s} uses {pw}",
    "wifi? / Mariela: {pw}",
    "ssid={s}\npsk={pw}",
    "guest wifi ({s}) passcode: {pw}",
    "contraseña wifi {s} → {pw}",
    "ssid,psk\n{s},{pw}",
    "{s} :: {pw}",
    "the wifi key at the lodge is {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return _r(rng, D, 12)
    if roll < 0.35:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_PINS = [
    "la clave de la puerta del almacén es {pw}",
    "PIN de la tarjeta: {pw}",
    "door code for the lodge storeroom: {pw}#",
    "alarm code -> {pw}",
    "candado de la bodega de café: {pw}",
    "code du portail : {pw}",
    "현관 비밀번호 {pw}",
    "Marleni: punkupa codigon {pw}mi",
    "PIN del POS: {pw}",
    "the safe in reception opens with {pw}",
    "SIM PIN {pw}",
    "oe el código de la caja fuerte es {pw} pe",
    "keypad at the Kuélap office: {pw} then *",
    "code PIN de la carte : {pw}",
    "ame PIN {pw}, ayu",
    "padlock on the drying shed: {pw}",
    "카드 비밀번호는 {pw}",
    "gate code {pw}",
]  # fmt: skip

_PHRASE_WORDS = ["quinde", "karajia", "revash", "gocta", "pergamino", "zaranda", "caturra",
                 "tinaja", "utcubamba", "levanto", "huamanpata", "oropendola", "cotinga",
                 "mitmaq", "chullpa", "tambo"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase: {p}": " ", "KeePassXC database passphrase: {p}": "-",
            "frase de contraseña del Vault de la coope: {p}": " ",
            "phrase de passe 1Password : {p}": ".", "passphrase = {p}": "-",
            "마스터 패스프레이즈 {p}": " ", "passphrase for the backup disk: {p}": " ",
            "oe la passphrase del disco es {p}": "_"}  # fmt: skip

_SPELLED = [
    ("the password is the word {w} followed by {d}", "{w}"),
    ("la contraseña es la palabra {w} y después {d}", "{w}"),
    ("le mot de passe, c'est le mot {w} puis {d}", "{w}"),
    ("비밀번호는 {w} 다음에 {d} 붙여서", "{w}"),
    ("{W} with a capital first letter and {d} at the end", "{W}"),
    ("the name of the lodge dog, {W}, followed by {d}", "{W}"),
    ("clave: el nombre del gallo, {W}, y el año {d}", "{W}"),
    ("type {w}, then {d}; that's the admin password", "{w}"),
    ("{w}{d} — that's the wifi password", "{w}{d}"),
    ("{w}{d}, eso puse para el router pe", "{w}{d}"),
    ("Marleni: claveqa {w} palabra, chaymanta {d}", "{w}"),
    ("password spelled out: {sp}", "{sp}"),
]  # fmt: skip
_SPELL_WORDS = [
    "tingorumi",
    "kuelapino",
    "yumbillo",
    "chullpita",
    "quiocteña",
    "sonchecano",
    "levantino",
    "cuispeño",
    "olanito",
    "yalapeño",
    "tambillo",
    "mitmaqcha",
]

_SAID_FIRST = [
    "{pw} — that's the password for the booking box",
    "{pw}, that's what I set for the router",
    "{pw} es la contraseña del correo, no lo olvides",
    "{pw} c'est le mot de passe de l'extranet",
    "{pw} 이게 ERP 비밀번호예요",
    "{pw}: la clave nueva del sistema, ya pe",
    "{pw} is the admin password now",
    "{pw}mi claveqa",
    "{pw}, eso es la clave del POS",
    "{pw} <- new password for the cupping laptop",
]  # fmt: skip

_SPACED = ["dictado por teléfono: {t}", "reading it out one character at a time: {t}",
           "(espaciado pa que no salga en la vista previa) {t}", "lettre par lettre : {t}",
           "한 글자씩: {t}"]  # fmt: skip
_SPACE_MAKERS: list[Maker] = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j((ALNUM, 28)),
                              _j("sk_live_", (ALNUM, 24))]  # fmt: skip


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _SPACED, n)):
        raw = _SPACE_MAKERS[index % len(_SPACE_MAKERS)](rng)
        style = index % 4
        if style == 1:
            text = " - ".join(raw[k : k + 4] for k in range(0, len(raw), 4))
        elif style == 3:
            text = " · ".join(raw[k : k + 5] for k in range(0, len(raw), 5))
        else:
            text = [" ", "  ", "-"][index % 3].join(raw)
        out.append(Sample("spaced_token", _sub(template, {"t": text}), text))
    return out


def _with_key(cls: str, templates: list[str], slot: str, make: Maker) -> Callable[..., Any]:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(rng, templates, n):
            secret = make(rng)
            out.append(Sample(cls, _sub(template, {slot: secret}), secret))
        return out

    return take


def _pairs_family(cls: str, rows: list[tuple[str, Maker]]) -> Callable[..., Any]:
    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in v.cycle(rng, rows, n):
            secret = make(rng)
            out.append(Sample(cls, _sub(template, {"x": secret}), secret))
        return out

    return take


def _hexes(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_HEXES), n):
        secret = _r(rng, HEX, _HEXES[template])
        out.append(Sample("hex_key", _sub(template, {"h": secret}), secret))
    return out


def _pems(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _PEM_PLACES, n)):
        secret = _pem(rng, _PEMS[index % len(_PEMS)])
        out.append(Sample("pem_private_key", _sub(template, {"k": secret}), secret))
    return out


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_SEED_PLACES), n):
        secret = _seed(rng, _SEED_PLACES[template], rng.choice([12, 12, 15, 18, 24]))
        out.append(Sample("seed_phrase", _sub(template, {"p": secret}), secret))
    return out


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVV_PLACES, n):
        number = v.card(rng, "visa")
        cvv = _r(rng, D, 3)
        text = _sub(template, {"c": v.grouped(number, " ", rng), "cvv": cvv, "e": number[-4:]})
        out.append(Sample("card_code", text, cvv))
    return out


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    countries = v.cycle(rng, list(_IBAN_SHAPES), n)
    for template, country in zip(v.cycle(rng, _IBAN_PLACES, n), countries, strict=True):
        number = _iban(rng, country)
        secret = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", _sub(template, {"i": secret}), secret))
    return out


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUP_PLACES, n)):
        codes = v.backup_codes(rng, rng.randrange(5, 11), index % 4)
        sep = "\n" if template.endswith("\n{l}") else rng.choice([", ", " ", "; "])
        out.append(Sample("backup_codes", _sub(template, {"l": sep.join(codes)}), codes[0]))
    return out


def _phrases(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, list(_PHRASES), n)):
        secret = _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))
        out.append(Sample("passphrase", _sub(template, {"p": secret}), secret))
    return out


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, key in v.cycle(rng, _SPELLED, n):
        word = rng.choice(_SPELL_WORDS) + _r(rng, LOWER, 2)
        digits = str(rng.randrange(100, 10_000))
        spelled = " ".join(word + digits)
        fields = {"w": word, "W": word.capitalize(), "d": digits, "sp": spelled}
        out.append(Sample("spelled_password", _sub(template, fields), _sub(key, fields)))
    return out


def _logins(rng: random.Random, n: int) -> list[Sample]:
    return _family(rng, "login_pair", _LOGINS, n, _pw, u=_USERS)


def _cli(rng: random.Random, n: int) -> list[Sample]:
    base = _family(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS)
    return v.framed(rng, base, _PROMPTS)


def _urls(rng: random.Random, n: int) -> list[Sample]:
    return _family(rng, "url_credentials", _URLS, n, _plain_pw, u=_USERS)


def _configs(rng: random.Random, n: int) -> list[Sample]:
    return _family(rng, "config_password", _CONFIGS, n, _plain_pw)


def _labelled(rng: random.Random, n: int) -> list[Sample]:
    return _family(rng, "labelled_password", _LABELLED, n, _pw)


def _wifi(rng: random.Random, n: int) -> list[Sample]:
    return _family(rng, "wifi_key", _WIFI, n, _wifi_key, s=_SSIDS)


def _pins(rng: random.Random, n: int) -> list[Sample]:
    return _family(rng, "pin_code", _PINS, n, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))


def _said_first(rng: random.Random, n: int) -> list[Sample]:
    return _family(rng, "said_first_password", _SAID_FIRST, n, _plain_pw)


def _bare(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BARE, n)):
        secret = _BARE_MAKERS[index % len(_BARE_MAKERS)](rng)
        out.append(Sample("bare_token", _sub(template, {"t": secret}), secret))
    return out


_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_labelled, 60),
    (_logins, 30),
    (_cli, 30),
    (_urls, 12),
    (_configs, 20),
    (_vendors, 30),
    (_bare, 10),
    (_hexes, 12),
    (_with_key("jwt", _JWTS, "t", _jwt), 10),
    (_pems, 6),
    (_seeds, 12),
    (_with_key("card_number", _CARD_PLACES, "c", _card), 14),
    (_cvvs, 8),
    (_ibans, 12),
    (_pairs_family("national_id", _IDS), 16),
    (_pairs_family("otp", _OTP_PLACES), 20),
    (_backups, 10),
    (_wifi, 18),
    (_pins, 18),
    (_phrases, 10),
    (_spelled, 12),
    (_said_first, 10),
    (_spaced, 10),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed(g, "english", 12)


# (class, first field ending in a label, second field with {s}, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "la clave del router es", "{s}", _pw),
    ("split_password", "Kuélap Reservas admin password:", "{s} (changed after the audit)", _pw),
    ("split_password", "contraseña del POS", "{s}\ncámbiala el lunes pe", _pw),
    ("split_password", "le mot de passe de l'extranet est", "{s}", _pw),
    ("split_password", "ERP 비밀번호는", "{s}", _pw),
    ("split_password", "Marleni: claveqa", "{s}mi", _pw),
    ("split_password", "ame clave", "{s}, ayu", _pw),
    ("split_password", "the password Wilder read out over the radio was", "{s}, I think", _pw),
    ("split_password", "password", "{s}", _pw),
    ("split_password", "oe la contra del jato:", "{s} ya pe", _pw),
    ("split_token", "CaféTraza API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (read-only)", _j("github_pat_", (URLSAFE, 82))),
    ("split_token", "Niubiz client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "frase semilla", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 09/34", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SV"))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "RUC", "{s}", _ruc),
    ("split_wifi", "wifi PaucarGocta_Huespedes clave", "{s}", _wifi_key),
    ("split_pin", "código de la puerta del almacén:", "{s}#", _j((D, 6))),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, _sub(second, {"s": secret}), secret))
    return out


# Metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kiosk": {"url": "https://kiosk.sachapuyu.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"contraseña": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "wilder", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"devices": [{"name": "balanza-1"}, {"name": "balanza-2", "web_password": "{s}"}]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"argv": ["mysql", "-u", "reservas", "--password", "{s}", "tours"]}': (
        "meta_password",
        _plain_pw,
    ),
    '{"note": "oe la clave del sistema es {s} pe"}': ("meta_password", _plain_pw),
    '{"비밀번호": "{s}"}': ("meta_password", _plain_pw),
    '{"mot_de_passe": "{s}"}': ("meta_password", _plain_pw),
    '{"cafetraza": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"culqiSecret": "{s}"}': ("meta_token", _j("sk_live_", (ALNUM, 24))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"slack": {"bot_token": "{s}"}}': (
        "meta_token",
        _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    ),
    '{"payment": {"card_number": "{s}", "exp": "06/35"}}': (
        "meta_card",
        lambda g: v.grouped(v.card(g, "mastercard"), " ", g),
    ),
    '{"buyer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "MC")),
    '{"guia": {"dni": "{s}"}}': ("meta_id", _cui),
    '{"mfa": {"backup_codes": ["{s}", "48213377", "90314452"]}}': ("meta_otp", _j((D, 8))),
    '{"tips_wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX, 32))),
    '{"almacen": {"door_code": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "Coope Huamanpata 5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, (cls, make) in _METADATA.items():
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(_sub(text, {"s": secret})), secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kiosk-firmware-2.7.3.img").hexdigest()
_COMMIT = hashlib.sha1(b"reservas: add Gocta shuttle slot", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"coope: fix lot weights", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"catacion_2031-07-02.csv", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"registry.sachapuyu.lan/reservas:5.1").hexdigest()
_B64_LOGO = base64.b64encode(b"Sachapuyu Andes logo v3").decode()

CLEAN = [
    "Remind me to change the kiosk password before the Kuélap high season starts on 2031-06-01.",
    "Wilder asked for the lodge wifi password; it's on the card at reception.",
    "Policy: Sachapuyu passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords in the WhatsApp group; share a vault link instead.",
    "The `.env.example` line `CAFETRAZA_API_KEY=replace-me` is a placeholder.",
    "Replace <YOUR_CULQI_KEY> in the README with the key from your Culqi panel.",
    "oe no le pases tu clave a nadie pe, ni a mí.",
    "La contraseña debe tener mínimo catorce caracteres, causa.",
    "¿Cuál era la clave del wifi? Pregúntale a Mariela, ella la tiene anotada.",
    "El código de verificación llega por SMS en un minuto, espéralo nomás.",
    "Marleni: claveykita ama pimanpas willankichu.",
    "Shuwi: ame clave ujakchaum, ayu.",
    "Le mot de passe doit contenir au moins quatorze caractères.",
    "Ne partagez jamais votre code de vérification, même avec l'agence.",
    "비밀번호는 다른 사람에게 알려주지 마세요.",
    "인증번호는 3분 안에 입력해 주세요.",
    "The PIN pad at the lodge reception is broken again; use the other POS.",
    "PIN codes must be four to six digits and can't repeat a digit.",
    "The door code changes every month; ask Ítalo for the new one.",
    "Upgraded the kiosk firmware from 2.7.1 to 2.7.3 and pyserial to 3.5.",
    f"commit {_COMMIT} adds the Gocta shuttle slot to the booking form.",
    f"Rolled back to {_SHORT} after the lot weights came out wrong.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"SHA-256 checksum of kiosk-firmware-2.7.3.img: {_FIRMWARE_SUM}",
    f"MD5 of catacion_2031-07-02.csv is {_MD5}, same as the copy on the NAS.",
    f"The booking API runs registry.sachapuyu.lan/reservas@sha256:{_IMAGE}.",
    f"logo.png base64 preview starts with {_B64_LOGO[:12]}",
    "Request id 4c7e2a91-8b3d-4f60-a1e9-2d5b7c0e8f34 is the slow one in the booking logs.",
    "Pedido N.º 2031-004417: 46 sacos de pergamino, 69 kg cada uno.",
    "Tracking Olva Courier 78412209573, sale de Chachapoyas el martes.",
    "Ticket SAC-2291 closed: the payroll login works again.",
    "Boleta electrónica B001-00038215 por S/ 245.50.",
    "Llamar a la coope al +51 941 558 302 antes de las 5 pm.",
    "Kuélap: -6.4183, -77.9236; Gocta: -6.0272, -77.8880.",
    "Código postal de Chachapoyas: 01001.",
    "Card ending in 4417 was declined; the guest will pay cash.",
    "Tarjeta **** **** **** 8821 registrada para el depósito.",
    "IBAN: MC** **** **** **** 0042 (masked in the export).",
    "The SKU for the 250 g Geisha bag is HCT-GEI-250-2031.",
    "Lote 7 de Huamanpata: puntaje de taza 86.25, humedad 11.4 %.",
    "Version 4.12.0 of the booking app ships on 2031-05-20.",
    "Prix du trek Kuélap–Gocta : 1 240 € par personne, 8 jours.",
    "Réservation n° AV-2031-0583 confirmée pour le 14 juillet.",
    "샘플 주문 번호 HB-20310611-07, 도착 예정 6월 20일.",
    "가격은 kg당 9.80 달러, 컨테이너 1대 분량입니다.",
    "Marleni: mikuyqa listo kachkan, hamuychik.",
    "Shuwi: yamai jegan, ayu.",
    "The Culqi integration uses test mode until the contract is signed.",
    "Rotate the Yaku Pagos API key every quarter; the next rotation is in September.",
    "The passphrase for the backup disk is in the sealed envelope in the office safe.",
    "2FA is on for every reservas account; the authenticator app is Aegis.",
    "The wifi at the lodge is called PaucarGocta_Huespedes and has no password at night.",
    "Gocta falls are 771 m high, the trail is 5.3 km from Cocachimba.",
    "Flight LA2331 lands in Jaén at 10:45; the van leaves at 11:30.",
    "Ruta Chachapoyas - Mendoza: 2 h 40 min, salida 06:00 del terminal.",
    "oe el seed phrase no se guarda en el celular, solo en papel, ya pe.",
    "La fecha de vencimiento de la tarjeta va en formato MM/AA.",
    "Le numéro SIRET figure en bas de chaque facture.",
    "한빛커피 계약서 3쪽에 사업자 정보가 있습니다.",
    "Password reset links expire after 30 minutes.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"token_count": 512, "secret_name": "reservas-db", "password_policy": "14 chars min"},
    {"pin_pad": "broken", "site": "Paucar Gocta Lodge", "pos": 2},
    {"auth": {"method": "oauth", "provider": "google"}},
    {"creds": {"username": "reservas", "host": "db.sachapuyu.lan"}},
    {"order": "2031-004417", "sacks": 46, "kg_per_sack": 69},
    {"commit": _COMMIT, "branch": "main"},
    {"sha256": _FIRMWARE_SUM, "file": "kiosk-firmware-2.7.3.img"},
    {"card_last4": "4417", "iban_masked": "MC** **** 0042"},
    {"gps": {"lat": -6.4183, "lon": -77.9236}, "site": "Kuélap"},
    {"phone": "+51 941 558 302", "postcode": "01001", "lang": "es-PE"},
]
