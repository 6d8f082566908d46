# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-fifth's docstring, the
fifth to four-hundred-and-fifth only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(406, 407, 409), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (408_571_264), password words (a Lambayeque dish, dance, huaca
or sweet, a number and a sign, `Loche47!`; dot-joined words with a year, `naylamp.tondero.2031`;
leet `K1ngK0ng`; random runs with a sign; dashed generator groups; a mill's machine and a year,
`Pulidora#2029`).

The fictional company is Grupo Ñaylamp Norteño S.A.C. of Lambayeque, Peru: the Molino Arrocero
Ñaylamp (an invented rice mill on an invented road out of Ferreñafe), the Dulcería Doña Pichi (an
invented King-Kong sweets maker in the town of Lambayeque) and Tumi de Oro Tours (an invented tour
operator running trips to the Sipán museums from Chiclayo). Staff: Renzo Chozo (IT), Maritza
Sandoval (the mill's office), Don Segundo Puicón (the mill foreman, who texts with Muchik-flavoured
local words), Yolanda Llontop (sweets), the guide Wilmer Chapoñán, the Cajamarca harvest hands Rosa
Quispe Huaccha and Teodoro Chuquimango (Quechua), the rice-machine supplier's engineer Li Jianguo
(李建国) of an invented 禾丰粮机 (Hefeng Grain Machinery), and the Czech backpacker guide Tereza
Dvořáková of an invented Batoh Tours. Every company, person, address, domain (`naylamp.lan`,
`dulceria-pichi.example`, `tumi-oro.example`, `hefeng-grain.example`), account and number is
invented; only the region is real. Texts: WhatsApp chats, tickets, notes, runbooks, shell
history, config and env files, voice-note transcripts, SMS and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `es`, `kan`, `是`, `为`, `zní`,
`je`, a new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 405, grep -l): none for `IBAN CZ`, `IBAN SK`, `IBAN GT`, `heslo zní`;
one for `Chiclayo`, `Lambayeque`, `Ferreñafe`, `King Kong`, `Sipán`, `Muchik`, `IBAN QA`; two or
three for `Cajamarca`, `sulpayki`, `IBAN JO`, `IBAN KZ`, `cz.rc`, `cz.dic`, `ověřovací kód`; five
to 28 for `clavenqa`, `al toque`, `ya pe`, `heslo je`, `pe.ruc`, `pe.cui`, `cn.uscc`, `口令`,
`mima`; `cn.ric` (32), `clave es` (53), `contraseña es` (56), `código de seguridad` (65) and
`密码是` (83) are common, so other wordings stand beside them (`la clave del wifi pe`,
`claveqa … kan`, `登录密码为`, `heslo zní`, `PIN ke kartě`). Languages: about half English, config
or shell; the rest in the northern Peruvian Spanish of Chiclayo as texted (`oe causa`, `ya pe`,
`al toque`, `asu`, `chamba`), Muchik-flavoured local words (`Ñam`, `Xllang`, `Si`, place names of
the old Muchik world), the Quechua of highland hands from Cajamarca (`claveqa`, `wayqi`,
`sulpayki`, `kan`), the Mandarin of the rice-machine supplier in characters and pinyin (`密码`,
`口令`, `mima`, `yanzhengma`) and the Czech of the backpacker guide (`heslo`, `kód`, `díky`). The
Chiclayo texting, the Muchik-flavoured words, the Cajamarca Quechua, the supplier's pinyin and the
guide's Czech are my guesses. Vendors: the invented Arrozal Cloud, PiladoraNet, DulceSync,
SipánPass and Huaca Bookings, plus GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google,
Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Mailchimp, Shopify, DigitalOcean, Linear,
Grafana, Doppler, Groq, Replicate, Perplexity, Postman, Docker Hub, Brevo, NVIDIA, Alibaba,
RubyGems and Flutterwave shapes. Ids: Peru's RUC and DNI (CUI with its check character), the
Czech rodné číslo and DIČ, China's resident id and unified social credit code, each drawn until
its `stdnum` module validates it. IBANs of Czechia, Slovakia, Guatemala, Qatar, Jordan and
Kazakhstan, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Spanish, Czech and
Simplified Chinese lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard,
Amex, Diners and UnionPay prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum.cn import ric as cn_ric
from stdnum.cn import uscc as cn_uscc
from stdnum.cz import dic as cz_dic
from stdnum.cz import rc as cz_rc
from stdnum.pe import cui as pe_cui
from stdnum.pe import ruc as pe_ruc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 408_571_264
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
_r = v.r

_DISH = ["Loche", "Cabrito", "Espesado", "Arrozconpato", "Chinguirito", "Tondero", "Marinera",
         "Alfajor", "KingKong", "Manjar", "Pimentel", "Tucume", "Huaca", "Naylamp", "Sipan",
         "Zana", "Motupe", "Olmos", "Chongoyape", "Pomac"]  # fmt: skip
_MILL = ["Pulidora", "Descascaradora", "Zaranda", "Secadora", "Tolva", "Ensacadora", "Piladora",
         "Clasificadora"]  # fmt: skip
_SIGNS = "!#$%&*?@+="
_LEET = ["K1ngK0ng", "N4yl4mp", "S1p4n", "L0ch3", "T0nd3r0", "Ch1cl4y0", "Arr0z4l"]
_PICKS: list[v.Maker] = [
    lambda g: f"{g.choice(_DISH)}{g.randrange(10, 100)}{g.choice(_SIGNS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_DISH, 2)) + f".{g.randrange(2024, 2040)}",
    lambda g: g.choice(_LEET) + str(g.randrange(100, 1000)) + g.choice(_SIGNS),
    lambda g: _r(g, ALNUM, 9) + g.choice(_SIGNS) + _r(g, ALNUM, 5),
    lambda g: "-".join(_r(g, LOWER + D, 5) for _ in range(3)),
    lambda g: f"{g.choice(_MILL)}{g.choice('#@')}{g.randrange(2020, 2036)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SIGNS),
]
_PLAIN_PICKS: list[v.Maker] = [
    lambda g: f"{g.choice(_DISH)}{g.randrange(100, 1000)}x{_r(g, LOWER, 3)}",
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"{g.choice(_MILL)}_{g.randrange(2020, 2036)}_{_r(g, ALNUM, 4)}",
]
_USERS = ["rchozo", "msandoval", "spuicon", "yllontop", "wchaponan", "admin", "molino", "root",
          "rquispe", "tchuquimango", "lijianguo", "tereza.d"]  # fmt: skip
_HOSTS = ["erp.naylamp.lan", "db1.naylamp.lan", "pos.dulceria-pichi.example",
          "reservas.tumi-oro.example", "scada.naylamp.lan", "nas.naylamp.lan"]  # fmt: skip
_NETS = ["Molino Naylamp Planta", "Dulceria Pichi Taller", "Tumi Oro Van 2", "Casa Huaca Rajada",
         "Almacen Ferrenafe 5G"]  # fmt: skip


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain(g: random.Random) -> str:
    return g.choice(_PLAIN_PICKS)(g)


def _fill(
    rng: random.Random, cls: str, templates: list[str], n: int, make: v.Maker = _pw
) -> list[Sample]:
    return v.fill(rng, cls, templates, n, make, u=_USERS, h=_HOSTS, net=_NETS)


_PW_EN = [
    "Renzo: the ERP admin password is {pw}",
    "password: {pw}",
    "Mill SCADA (Bühler panel) password = {pw}",
    "NAS login changed -> new password {pw}",
    "POS terminal at Doña Pichi | password | {pw}",
    "booking portal password → {pw}",
    "Ticket #5531: reset done, temp password :: {pw}",
    "router admin pwd: {pw}",
    "the password for the ensacadora's HMI is {pw}, don't change it",
    "Password\n{pw}",
    "note to self / camera NVR / passwd / {pw}",
    "db_password => {pw}",
    "Voice note: ok so the backup server password is {pw} all one word",
    "Please remember the accounting laptop password: {pw}",
    "Maritza asked for the payroll password; it's {pw}",
    "pw\t{pw}",
    "Sipán tour tablet — password: “{pw}”",
    "[VPN] password = '{pw}'",
    "The new password for the scale (Mettler) is `{pw}`.",
    "PASSWORD={pw}",
]
_PW_LOCAL = [
    "oe causa la contraseña del ERP es {pw} ya pe",
    "Renzo dice: contraseña nueva del molino → {pw}",
    "asu, me olvidé... la clave del correo es {pw}",
    "Yolanda: clave de la caja registradora: {pw}",
    "al toque te paso la contraseña: {pw}",
    "Don Segundo: Ñam wayqi, la clave de la pulidora es {pw}, Xllang ya salió",
    "Si de Ñaylamp… contraseña de la balanza: {pw}",
    "claveqa {pw} kan, wayqi",
    "Rosa: computadorapa claveqa {pw} kan. Sulpayki",
    "Teodoro: contraseñaqa → {pw}",
    "李工：控制柜的登录密码为 {pw}",
    "密码：{pw}（色选机后台）",
    "管理员口令改成了 {pw}",
    "Li: denglu mima wei {pw}, xiexie",
    "mima: {pw} (sexuanji houtai)",
    "Tereza: heslo zní {pw}",
    "heslo k tabletu je {pw}, díky!",
    "Heslo: {pw}",
    "ahoj, nové heslo do rezervací → {pw}",
    "contraseña del sistema de reservas Sipán: {pw} (no la compartas causa)",
]
_PW_SAID = [
    "{pw} — that's the password for the mill's NAS",
    "{pw}, eso es la clave del wifi de la planta",
    "type {pw}; that's the admin password on the dryer panel",
    "What's the ERP password?\n{pw}",
    "Yolanda: ¿cuál es la contraseña de la laptop?\nRenzo: {pw}",
    "Q: password for the tour booking tablet? A: {pw}",
    "{pw} es la contraseña, no la cambies pe",
    "{pw} 就是服务器的密码",
    "{pw} — to je heslo k wifi v hostelu",
    "password?\n> {pw}",
]
_LOGIN = [
    "login: {u} / {pw}",
    "{u} / {pw} for {h}",
    "creds {u}:{pw}",
    "sign in as {u} with {pw}",
    "https://{u}:{pw}@{h}/admin",
    "postgres://{u}:{pw}@{h}:5432/molino",
    "usuario {u}, contraseña {pw}",
    "user: {u}\npassword: {pw}",
    "Benutzer {u}, Passwort {pw}",
    "用户名：{u} 密码：{pw}",
    "uživatel {u}, heslo {pw}",
    "{u}@naylamp.lan:{pw}",
    "| {u} | {pw} | {h} |",
]
_CLI = [
    "$ mysql -u {u} -p'{pw}' -h {h} molino",
    "sshpass -p '{pw}' ssh {u}@{h}",
    "curl -u {u}:{pw} https://{h}/api/lotes",
    "redis-cli -h {h} -a '{pw}' ping",
    "docker login -u {u} -p '{pw}' registry.naylamp.lan",
    "echo '{pw}' | sudo -S systemctl restart piladora",
    'psql "postgresql://{u}:{pw}@{h}/reservas"',
    "smbclient //nas.naylamp.lan/planillas -U {u}%'{pw}'",
    "lftp -u {u},'{pw}' sftp://{h}",
    "7z a cierre.7z cierre/ -p'{pw}'",
    "zip -P '{pw}' boletas.zip boletas/*.pdf",
    "openssl enc -aes-256-cbc -in nomina.csv -out nomina.enc -pass pass:'{pw}'",
    "mosquitto_pub -h {h} -u {u} -P '{pw}' -t molino/secadora -m on",
    "sqlcmd -S {h} -U {u} -P '{pw}' -Q 'select 1'",
    "keytool -importcert -keystore pos.jks -storepass '{pw}' -file ca.crt",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "xfreerdp /v:{h} /u:{u} /p:'{pw}'",
    "ldapsearch -x -D cn={u},dc=naylamp,dc=lan -w '{pw}'",
    "gpg --batch --passphrase '{pw}' -d respaldo.tar.gpg",
    "mysql -u{u} -p{pw} dulceria",
]
_CONF = [
    "DB_PASSWORD={pw}",
    "export MOLINO_DB_PASS='{pw}'",
    "[smtp]\nuser = facturas@naylamp.lan\npassword = {pw}",
    "spring.datasource.password={pw}",
    'database:\n  host: db1.naylamp.lan\n  password: "{pw}"',
    "define('DB_PASSWORD', '{pw}');",
    '{{"user": "pos", "password": "{pw}"}}',
    'MQTT_PASS="{pw}"  # secadora 3',
    '<add key="SmtpPassword" value="{pw}" />',
    "db1.naylamp.lan:5432:molino:{u}:{pw}",
]
_VENDOR: list[tuple[str, v.Maker]] = [
    ("GitHub token for the mill repo: {pw}", v.token("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={pw}", v.token("glpat-", (URLSAFE, 20))),
    ("slack bot token {pw}", v.token("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe live key (Doña Pichi web shop): {pw}", v.token("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={pw}", v.token("sk-proj-", (URLSAFE, 156))),
    ("anthropic key → {pw}", v.token("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", v.token("AKIA", (UPPER + "234567", 16))),
    ("Google Maps key for the Sipán tour site: {pw}", v.token("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", v.token("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", v.token("npm_", (ALNUM, 36))),
    ("SendGrid: {pw}", v.token("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key sid {pw}", v.token("SK", (HEX, 32))),
    ("bot de Telegram de reservas: {pw}", v.token(str(7_000_000_000), ":AA", (URLSAFE, 33))),
    ("password = {pw}  # pypi upload", v.token("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Mailchimp API key {pw}", v.token((HEX, 32), "-us21")),
    ("shopify admin token: {pw}", v.token("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", v.token("dop_v1_", (HEX, 64))),
    ("Linear key {pw}", v.token("lin_api_", (ALNUM, 40))),
    ("grafana service account: {pw}", v.token("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("DOPPLER_TOKEN={pw}", v.token("dp.st.prd.", (ALNUM, 43))),
    ("GROQ_API_KEY={pw}", v.token("gsk_", (ALNUM, 52))),
    ("replicate: {pw}", v.token("r8_", (ALNUM, 37))),
    ("perplexity key → {pw}", v.token("pplx-", (ALNUM, 48))),
    ("postman api key {pw}", v.token("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("docker hub PAT: {pw}", v.token("dckr_pat_", (URLSAFE, 27))),
    ("BREVO_KEY={pw}", v.token("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={pw}", v.token("nvapi-", (URLSAFE, 64))),
    ("Alibaba AccessKey ID del proveedor: {pw}", v.token("LTAI", (ALNUM, 20))),
    ("gem push key: {pw}", v.token("rubygems_", (HEX, 48))),
    ("Flutterwave secret {pw}", v.token("FLWSECK-", (HEX, 32), "-X")),
]
_INVENTED = [
    "Arrozal Cloud API key: {pw}",
    "API key de PiladoraNet → {pw}",
    "DulceSync integration broken, current key {pw}",
    "Integrations › SipánPass: {pw}",
    "Huaca Bookings api_key = {pw}",
    "clave API de Arrozal Cloud: {pw}",
    "PiladoraNet API 密钥：{pw}",
    "API klíč pro Huaca Bookings: {pw}",
]
_INVENTED_MAKERS: list[v.Maker] = [
    lambda g: _r(g, HEX, 40),
    v.uuid4,
    lambda g: _r(g, ALNUM, 32),
]
_BARE = [
    "{pw}",
    "pegué esto en el chat por error: {pw}",
    "the string at the end of the log was {pw}",
    "copied from the vault: {pw}",
    "为什么这个字符串 {pw} 出现在日志里？",
]
_HEXKEY = [
    "AES key for the boletas export: {pw}",
    "encryption_key = {pw}",
    "HMAC_SECRET={pw}",
    "signing secret (webhook Huaca Bookings): {pw}",
    "master key\n{pw}",
]
_TOTP = [
    "TOTP secret for the ERP admin: {pw}",
    "2FA setup key: {pw}",
    "otpauth://totp/Naylamp:{u}?secret={pw}&issuer=Naylamp",
    "can't scan the QR code, manual key is {pw}",
    "clave 2FA del banco (semilla TOTP): {pw}",
    "双重验证 TOTP 密钥：{pw}",
]
_OTP = [
    "Tu código de verificación es {pw}",
    "{pw} is your verification code for Tumi de Oro Tours",
    "Use {pw} to sign in to Huaca Bookings",
    "【禾丰粮机】验证码：{pw}，5分钟内有效",
    "yanzhengma shi {pw}",
    "Váš ověřovací kód: {pw}",
    "Caja Norteña: tu clave dinámica es {pw}. No la compartas.",
    "oe causa pásame el código que te llegó... ya: {pw}",
    "one-time code: {pw}",
    "Ingresa el código {pw} para confirmar tu operación",
]
_WIFI = [
    "wifi {net} / {pw}",
    "Network: {net}\nPassword: {pw}",
    "la clave del wifi pe: {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "wpa_passphrase={pw}",
    "wifi? \nWilmer: {pw}",
    "heslo na wifinu v hostelu je {pw}",
    "WiFi 密码：{pw}",
    "red {net}, clave {pw}",
    'psk="{pw}"',
]
_PIN = [
    "PIN of the Caja Norteña card: {pw}",
    "door code for the warehouse is {pw}#",
    "el código de la puerta del almacén es {pw}",
    "alarm code: {pw}",
    "candado de la tolva: {pw}",
    "PIN ke kartě je {pw}",
    "保险柜密码 {pw}",
    "pinqa {pw} kan",
    "Yolanda: el PIN del POS es {pw}",
    "gate code -> {pw}",
    "SIM PIN {pw}",
    "caja fuerte de la dulcería: {pw}",
]
_PASSPHRASE = [
    "passphrase: {pw}",
    "the vault passphrase is {pw}",
    "frase de acceso: {pw}",
    'KEY_PASSPHRASE="{pw}"',
    "heslová fráze: {pw}",
]
_WORDS = ["arroz", "molino", "cabrito", "loche", "huaca", "naylamp", "tondero", "pimentel",
          "rice", "river", "sugar", "mango", "lucuma", "tumi", "desert", "algarrobo"]  # fmt: skip
_CARD_T = [
    "card {pw}",
    "tarjeta de la empresa: {pw}",
    "Visa for the supplier deposit: {pw}, exp 08/29",
    "číslo karty {pw}",
    "银联卡号 {pw}",
    "pay with {pw} please",
    "la tarjeta es {pw} vence 11/28",
]
_CVV_T = [
    "security code on the back: {pw}",
    "CVV {pw}",
    "los tres números de atrás son {pw}",
    "CVC kód na zadní straně: {pw}",
    "安全码 {pw}",
    "código de seguridad → {pw}",
    "card code {pw}, exp 03/30",
    "CVV2: {pw}",
]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    brands = ["visa", "mastercard", "amex", "diners", "unionpay"]
    for template, brand in zip(v.cycle(rng, _CARD_T, n), v.cycle(rng, brands, n), strict=True):
        number = v.card(rng, brand)
        value = v.grouped(number, rng.choice(["", " ", "-", " "]), rng)
        out.append(Sample("card", template.format(pw=value), value))
    return out


_IBAN_SHAPES = {"CZ": "n" * 20, "SK": "n" * 20, "GT": "c" * 24, "QA": "aaaa" + "c" * 21,
                "JO": "aaaa" + "nnnn" + "c" * 18, "KZ": "nnn" + "c" * 13}  # fmt: skip
_IBAN_T = [
    "IBAN: {pw}",
    "transferir a {pw} (proveedor)",
    "číslo účtu IBAN {pw}",
    "account for the Hefeng deposit → {pw}",
    "IBAN {pw}, BIC on the invoice",
    "pay the guide to {pw}",
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    countries = list(_IBAN_SHAPES)
    for template, country in zip(v.cycle(rng, _IBAN_T, n), v.cycle(rng, countries, n), strict=True):
        number = v.iban_shaped(rng, country, _IBAN_SHAPES)
        value = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.format(pw=value), value))
    return out


def _ruc(g: random.Random) -> str:
    body = g.choice(["10", "20", "15"]) + _r(g, D, 8)
    return body + pe_ruc.calc_check_digit(body)


def _cui(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + g.choice(pe_cui.calc_check_digits(body))


def _rc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        month = h.randrange(1, 13) + h.choice([0, 50])
        return f"{h.randrange(60, 100):02d}{month:02d}{h.randrange(1, 29):02d}/{_r(h, D, 4)}"

    return v.until(g, make, cz_rc.is_valid)


def _dic(g: random.Random) -> str:
    return v.until(g, lambda h: "CZ" + str(h.randrange(2, 10)) + _r(h, D, 7), cz_dic.is_valid)


def _ric(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        area = h.choice(["110105", "330106", "430104", "440305", "320583", "510107"])
        body = f"{area}{h.randrange(1965, 2003)}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 3)
        return body + cn_ric.calc_check_digit(body)

    return v.until(g, make, cn_ric.is_valid)


def _uscc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (
            "91"
            + h.choice(["330", "430", "440"])
            + _r(h, D, 3)
            + _r(h, D + "ABCDEFGHJKLMNPQRTUWXY", 9)
        )
        return body + cn_uscc.calc_check_digit(body)

    return v.until(g, make, cn_uscc.is_valid)


_IDS: list[tuple[str, v.Maker]] = [
    ("RUC de la dulcería: {pw}", _ruc),
    ("mi DNI es {pw}", _cui),
    ("Wilmer: mi número de DNI {pw} para la planilla", _cui),
    ("RUC del molino → {pw}", _ruc),
    ("rodné číslo: {pw}", _rc),
    ("Tereza, rodné číslo {pw} (for the insurance form)", _rc),
    ("DIČ Batoh Tours: {pw}", _dic),
    ("身份证号：{pw}", _ric),
    ("Li's resident ID for the visa letter: {pw}", _ric),
    ("统一社会信用代码 {pw}", _uscc),
    ("Teodoro: DNIy {pw} kan", _cui),
    ("tax id (RUC) {pw}", _ruc),
]
_SEED_LANGS = ["english", "spanish", "czech", "chinese_simplified"]
_MN = {lang: Mnemonic(lang) for lang in _SEED_LANGS}
_SEED_T = [
    "seed phrase: {pw}",
    "frase semilla de la billetera: {pw}",
    "wallet backup words\n{pw}",
    "obnovovací fráze: {pw}",
    "助记词：{pw}",
    "recovery phrase is {pw}",
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, lang in zip(v.cycle(rng, _SEED_T, n), v.cycle(rng, _SEED_LANGS, n), strict=True):
        entropy = bytes(rng.randrange(256) for _ in range(rng.choice([16, 32])))
        phrase = str(_MN[lang].to_mnemonic(entropy))
        out.append(Sample("seed_phrase", template.format(pw=phrase), phrase))
    return out


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url(
        {
            "sub": _r(g, D, 6),
            "name": g.choice(_USERS),
            "iat": g.randrange(1_700_000_000, 1_760_000_000),
        }
    )
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWT_T = [
    "Authorization: Bearer {pw}",
    "jwt={pw}",
    "el token de sesión de Huaca Bookings: {pw}",
    "token {pw}",
]


def _pem(g: random.Random) -> str:
    raw = bytes(g.randrange(256) for _ in range(g.choice([600, 900])))
    b64 = base64.b64encode(raw).decode()
    lines = "\n".join(b64[i : i + 64] for i in range(0, len(b64), 64))
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEM_T = [
    "deploy key for the mill server:\n{pw}",
    "{pw}",
    "llave privada del POS:\n{pw}\n(no subir al repo)",
]
_BACKUP_T = [
    "Backup codes for the admin Google account:\n{pw}",
    "códigos de recuperación: {pw}",
    "2FA backup codes\n{pw}",
    "záložní kódy: {pw}",
    "备用验证码：\n{pw}",
]
_SPELL_T = [
    "the password is the word {w} followed by {n}",
    "la contraseña es la palabra {w} y después {n}",
    "heslo je slovo {w} a pak číslo {n}",
    "{W} with a capital first letter and {n} at the end",
    "the name of our dog, {W}, followed by {n}",
    "type {w}, then {n}; that's the admin password",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELL_T, n):
        word = rng.choice(_WORDS)
        num = str(rng.randrange(100, 10_000))
        text = template.format(w=word, W=word.capitalize(), n=num)
        secret = num
        out.append(Sample("spelled_password", text, secret))
    return out


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _fill(rng, "password_label", _PW_EN, 40)
    out += _fill(rng, "password_local", _PW_LOCAL, 40)
    out += _fill(rng, "password_said", _PW_SAID, 20)
    out += _fill(rng, "login", _LOGIN, 25, _plain)
    out += _fill(rng, "cli_password", _CLI, 30, _plain)
    out += _fill(rng, "config_password", _CONF, 20, _plain)
    for i in range(30):
        template, make = _VENDOR[i % len(_VENDOR)]
        value = make(rng)
        out.append(Sample("vendor_token", template.format(pw=value), value))
    for i, template in enumerate(v.cycle(rng, _INVENTED, 15)):
        value = _INVENTED_MAKERS[i % 3](rng)
        out.append(Sample("invented_vendor_key", template.format(pw=value), value))
    out += _fill(rng, "bare_token", _BARE, 10, lambda g: _r(g, ALNUM, g.choice([32, 40])))
    out += _fill(rng, "hex_key", _HEXKEY, 10, lambda g: _r(g, HEX, g.choice([32, 64])))
    out += _fill(rng, "jwt", _JWT_T, 8, _jwt)
    out += _fill(rng, "pem_key", _PEM_T, 6, _pem)
    out += _seeds(rng, 12)
    out += _cards(rng, 14)
    out += _fill(rng, "card_code", _CVV_T, 8, lambda g: _r(g, D, g.choice([3, 3, 4])))
    out += _ibans(rng, 12)
    for i in range(16):
        template, make = _IDS[i % len(_IDS)]
        value = make(rng)
        out.append(Sample("national_id", template.format(pw=value), value))
    out += _fill(rng, "totp_secret", _TOTP, 8, lambda g: v.totp_secret(g, spaced=g.random() < 0.3))
    out += _fill(rng, "one_time_code", _OTP, 14, lambda g: _r(g, D, 6))
    for i, template in enumerate(v.cycle(rng, _BACKUP_T, 8)):
        codes = v.backup_codes(rng, 8, i % 4)
        joined = ("\n" if "\n" in template else ", ").join(codes)
        out.append(Sample("backup_codes", template.format(pw=joined), joined))
    out += _fill(rng, "wifi_key", _WIFI, 14, _plain)
    out += _fill(rng, "pin_code", _PIN, 16, lambda g: _r(g, D, g.choice([4, 4, 6])))
    out += _fill(
        rng,
        "passphrase",
        _PASSPHRASE,
        8,
        lambda g: " ".join(g.sample(_WORDS, 4)) + f" {g.randrange(10, 100)}",
    )
    out += _spelled(rng, 6)
    return out


_FIRSTS = [
    "la contraseña del ERP es",
    "Password:",
    "oe causa la clave del wifi",
    "密码：",
    "heslo:",
    "the admin password for the dryer panel is",
    "claveqa",
    "DB_PASSWORD=",
    "API key de PiladoraNet:",
    "PIN de la tarjeta:",
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for first in v.cycle(rng, _FIRSTS, 20):
        secret = _r(rng, D, 4) if first.startswith("PIN") else _pw(rng)
        if first.startswith("API"):
            secret = _r(rng, HEX, 40)
        tail = rng.choice(["", " (no la compartas)", "\nrotated monthly", " kan", " 谢谢", " díky"])
        out.append(FieldPair("split_fields", first, secret + tail, secret))
    return out


_META_KEYS = ["password", "contraseña", "clave", "pwd", "heslo", "密码", "api_key", "token",
              "wifi_password", "pin", "passphrase", "db_pass"]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for i, key in enumerate(v.cycle(rng, _META_KEYS, 20)):
        if key == "pin":
            secret = _r(rng, D, 6)
        elif key in ("api_key", "token"):
            secret = _r(rng, ALNUM, 36)
        else:
            secret = _plain(rng)
        inner: dict[str, Any] = {key: secret, "host": rng.choice(_HOSTS)}
        if i % 3 == 0:
            inner = {"credenciales": inner}
        if i % 4 == 1:
            inner = {"molino": {"items": [inner]}}
        out.append(MetadataSample("metadata_key", inner, secret))
    for i in range(4):
        cls_value: tuple[str, str]
        if i % 2 == 0:
            number = v.iban_shaped(rng, "SK", _IBAN_SHAPES)
            cls_value = ("iban", number)
        else:
            cls_value = ("ruc", _ruc(rng))
        out[i * 5] = MetadataSample(
            "metadata_key", {"proveedor": "Hefeng", cls_value[0]: cls_value[1]}, cls_value[1]
        )
    return out


CLEAN: list[str] = [
    "Molino Naylamp ERP version 4.12.3 released; changelog in the wiki.",
    "sha256 of piladora-firmware-2.8.bin: "
    "9f2c4e1a7b3d5c6e8f0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6",
    "commit 4e7a9c1d2b3f5a6c8e0d1f2a3b4c5d6e7f809a1b fixed the scale rounding",
    "Pedido N° 2025-004417 de King Kong de tres sabores, entrega el jueves.",
    "Ticket #88213: the dryer's temperature sensor reads 3 degrees high.",
    "Olva tracking 7041 2288 1930 for the Hefeng spare parts.",
    "Dirección: Calle Real 412, Lambayeque 14011.",
    "Llámame al 979 314 552, causa.",
    "Tour Sipán sale el 14/08/2025 a las 08:30 desde el Parque Principal.",
    "King Kong grande S/ 38.50, mediano S/ 24.00.",
    "The card ending in **** **** **** 4417 was charged.",
    "IBAN: CZ** **** **** **** **** 1130 (masked on the invoice)",
    "The password must be at least 12 characters and include a number.",
    "Never send your PIN by WhatsApp, Caja Norteña will never ask for it.",
    "oe causa, la contraseña del wifi está pegada en la refri.",
    "no te olvides de cambiar la clave cada tres meses ya pe",
    "Rosa: clave mana yachanichu, Renzota tapukusaq.",
    "密码请找李工要，不要发在群里。",
    "mima wo wangle, mingtian zai shuo.",
    "Heslo ti pošlu zítra osobně.",
    "Kód pro vstup do muzea dostaneš u pokladny.",
    "El código de verificación llega por SMS en unos segundos.",
    "Product code KK-3S-500G: King Kong tres sabores 500 g.",
    "Coordinates of the Huaca Rajada site: -6.8053, -79.6036.",
    "Rice lot L-2025-0419 weighed 12,480 kg at 13.2 % moisture.",
    "Modelo de la seleccionadora: 6SXZ-340, serie 2023.",
    "The API key field is required in PiladoraNet settings.",
    "Arrozal Cloud API version 3 deprecates the /v2/lotes endpoint.",
    "Pulidora reset: hold the green button for five seconds.",
    "La tarjeta termina en 8842, confirmar con Maritza.",
    "UUID del pedido en Huaca Bookings: consultar el panel.",
    "docker pull registry.naylamp.lan/erp:4.12.3",
    "md5 of manual_secadora.pdf: 5d41402abc4b2a76b9719d911017c592",
    "Factura F001-00042871 emitida el 02/09/2025.",
    "Guía de remisión T002-000918 para 300 sacos de arroz.",
    "Our PIN pads at Doña Pichi are Ingenico Move/5000.",
    "2FA is now required for everyone on Huaca Bookings.",
    "The backup codes are printed and locked in the office safe.",
    "Seed phrase policy: write it on paper, never in chat.",
    "Version 2.0.14 of DulceSync fixes the invoice sync.",
    "Vuelo LA2241 Lima–Chiclayo llega 10:45.",
    "Placa del camión: M4K-912.",
    "Hefeng order 禾丰-2025-0733 shipped from Ningbo.",
    "订单号 HF20250733，预计九月到港。",
    "Rezervace číslo 58-2219 na sobotu, 6 osob.",
    "Tereza: vlak do Chiclaya? Ne, bus Cruz del Sur v 21:30.",
    "Don Segundo: Xllang fuerte hoy, secamos arroz en la pampa.",
    "Teodoro: chakrapi llamkani, sulpayki patrón.",
    "Temperature log: 41.3 °C, 42.0 °C, 41.8 °C at 14:00.",
    "ISO 9001 certificate number QA-17-4431 valid until 2027.",
    "The webhook secret is configured in the Huaca Bookings dashboard.",
    "Please rotate the ERP password on Monday; Renzo will send it in person.",
    "token limit for the assistant is 8000 per request",
    "Door code changes every month; ask Yolanda at the counter.",
    "Wi-Fi network: Dulceria Pichi Clientes (ask staff for access).",
    "RUC: ver la factura adjunta.",
    "Número de operación 004512 del depósito del 3 de septiembre.",
    "Ferreñafe a Chiclayo: 18 km, 25 minutos en combi.",
    "Build 20250902.3 passed all 412 tests.",
    "Password reset link expires in 30 minutes.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars min", "rotation_days": 90},
    {"pedido": "2025-004417", "producto": "KK-3S-500G", "precio": "S/ 38.50"},
    {"sha256": "7d3a1f0c9e2b4a6d8c0e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7f9a1b3c"},
    {"tracking": "7041 2288 1930", "carrier": "Olva"},
    {"tour": "Sipán", "fecha": "2025-08-14", "pax": 12},
    {"card_last4": "4417", "masked": "**** **** **** 4417"},
    {"auth": {"method": "sso", "provider": "google"}},
    {"version": "4.12.3", "commit": "4e7a9c1d2b3f5a6c8e0d1f2a3b4c5d6e7f809a1b"},
    {"coords": [-6.7714, -79.8409], "city": "Chiclayo"},
    {"tokens": 512, "pin_pad": "Ingenico", "secret_name": "erp-db"},
]
