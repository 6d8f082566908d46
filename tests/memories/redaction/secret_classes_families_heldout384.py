# ruff: noqa: RUF001  (labels and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eighty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-first's
docstring, the fifth to three-hundred-and-eighty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (382, 383, 385), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (384_226_519), password words (a
Mantaro valley dish, dance or peak, a number and a sign, `Huaytapallana2291!`; dot-joined words
with a year, `yunza.tunantada.2033`; leet `P4t4sc4`; a relative's name and a year; random runs).

The fictional company is Lácteos y Truchas Wanka Mantaro S.A.C., a dairy, trout farm and
artichoke exporter with its office on a made-up street of Huancayo, a cheese plant in Concepción,
trout ponds near Jauja and an artichoke packhouse in Chupaca; its staff (Percy who runs IT,
Yessenia, Don Teófilo, Mamá Justa, Kevin, Rocío), the Tusán trading partners (the Chong Lau
family, Lau Wing-kei, Chong Meili, cousins in Taishan), the Italian dairy partner (Caseificio
Valbrenta, invented: Ilaria, Davide) and relatives in Paterson and Passaic, New Jersey (tío Wilmer,
prima Katty). Every company, person, address, domain (`wankamantaro.lan`,
`wankamantaro.example`), account and number is invented; only the region is real.
Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `/`, `|`, `es`, `è`,
`是`, `kaymi`, a new line, a question then its answer, a value said first.

Grep counts (heldouts 5 to 381, grep -l): none for Jauja, Chupaca, Mantaro, Passaic, New
Jersey, Huaytapallana, Pachamanca, Sapallanga, Sicaya, Orcotuna, Hualhuas; one for Wanka,
Ocopa, Chaski; two for Huancayo, Paterson, Tusán, `gs -sPDFPassword`; three for Concepción,
`msiexec`; four for Huanca, `dbaccess`; five for `pwsh`; six for `expect -c`, `hcloud`,
`jf c add`, `linode-cli`, `mcrypt`, `meilisearch`, `qpdf --password`, `runas`; seven for
`gopass`, `helm registry login`, `rethinkdb`; Quechua sixteen.
Languages: about half in English or config; the rest in central-highland Peruvian Spanish as
texted (`oe causa`, `pe`, `la contra es`, `ya fue`), Huanca Quechua of the valley's elders
(`wasipa clavin kaymi`, `pakasqa shimi`, `yaykunapaq`: all my guesses), the Italian of the dairy
partner, the Cantonese-flavoured Chinese of the Tusán family in characters and pinyin (`mima
shi`, `mat ma`: pinyin mine, the Cantonese romanisation my guess), and New Jersey Spanglish
(`the password es`, `mi tía's pin`: my guesses). Vendors, mostly invented or little used: Qollqa
Pay (invented), Yunza SMS (invented), TruchaNet IoT (invented), Huaylas Cloud (invented),
Alcachofa Trace (invented), Valbrenta Portal (invented), plus GitHub, GitLab, Slack, Stripe,
OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify,
DigitalOcean, Groq, Linear, Postman, Doppler, Brevo, Replicate and Perplexity shapes. Ids:
Peru's DNI (CUI) and RUC (`stdnum.pe`), China's resident id (`stdnum.cn.ric`), Italy's codice
fiscale (`stdnum.it.codicefiscale`) and the US ITIN (`stdnum.us.itin`); IBANs of São Tomé and
Príncipe, the Holy See and Mongolia, checked with `stdnum.iban`; seed phrases from `mnemonic`'s
English, Spanish, Italian and Simplified Chinese lists. Cards pass Luhn.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import random
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.cn import ric
from stdnum.it import codicefiscale
from stdnum.pe import cui, ruc
from stdnum.us import itin

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 384_226_519
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER = "abcdefghijklmnopqrstuvwxyz"
UPPER = LOWER.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r = v.r

_WORDS = ["Huaytapallana", "Pachamanca", "Patasca", "Huatia", "Tunantada", "Chonguinada",
          "Huaylarsh", "Yunza", "Ocopa", "Mantaro", "Sapallanga", "Sicaya", "Orcotuna",
          "Hualhuas", "Alcachofa", "Trucha", "Queso", "Wanka", "Jauja", "Chupaca"]  # fmt: skip
_LEET = ["P4t4sc4", "Hu4t14", "Y0nz4", "0c0p4", "M4nt4r0", "Tr0ch4", "W4nk4", "Qu3s1ll0"]
_KIN = ["Wilmer", "Katty", "Teofilo", "Justa", "Meili", "Wingkei", "Ilaria", "Rocio"]
_SYM = "!#$%&*?@+="


def _pw(g: random.Random) -> str:
    style = g.randrange(5)
    if style == 0:
        return g.choice(_WORDS) + str(g.randrange(1000, 9999)) + g.choice(_SYM)
    if style == 1:
        a, b = g.sample(_WORDS, 2)
        return f"{a.lower()}.{b.lower()}.{g.randrange(2024, 2040)}"
    if style == 2:
        return g.choice(_LEET) + g.choice(_SYM) + str(g.randrange(10, 99))
    if style == 3:
        return g.choice(_KIN) + str(g.randrange(1960, 2012)) + g.choice(["Hyo", "Jau", "Chu"])
    return _r(g, ALNUM, 6) + g.choice(_SYM) + _r(g, ALNUM, 7)


_USERS = ["percy.q", "yessenia", "teofilo", "kevin.r", "rocio.h", "admin", "root", "wlau",
          "mchong", "ilaria.v", "wilmer.nj", "katty"]  # fmt: skip
_SSIDS = ["WankaMantaro-Planta", "Truchas Jauja 5G", "Lacteos Concepcion", "Chupaca Packhouse",
          "Casa Tio Wilmer", "LAU-FAMILY-2G"]  # fmt: skip


def _fill(g: random.Random, cls: str, templates: list[str], n: int, make: Any) -> list[Sample]:
    out = []
    for t in v.cycle(g, templates, n):
        secret = make(g)
        text = t.replace("{pw}", secret).replace("{u}", g.choice(_USERS))
        out.append(Sample(cls, text.replace("{s}", g.choice(_SSIDS)), secret))
    return out


_LABELS = [
    "oe causa la contra del router de la planta es {pw} pe, no la pases",
    "Percy: la clave del NAS quedó {pw} ya fue",
    "contraseña del correo de ventas: {pw}",
    "manda la contra del SIGA po... ya: {pw}",
    "Yessenia → la clave de la balanza es {pw}",
    "wasipa clavin kaymi: {pw}",
    "Tayta Teófilo, computadorapa pakasqa shimin: {pw}",
    "yaykunapaq clave {pw} nishqa Percy",
    "la password del portale Valbrenta è {pw}",
    "Ilaria: password nuova per il caseificio → {pw}",
    "公司电脑的密码是{pw}",
    "mima shi {pw}, bie gei bieren kan",
    "表哥，邮箱密码：{pw}",
    "mat ma: {pw} (Wing-kei dice)",
    "prima the password es {pw} ok? no se lo digas a nadie",
    "tío Wilmer's email pass is {pw} lol",
    "Ticket #HY-2210: reset done, temp password {pw}",
    "password for the Jauja pond controller: {pw}",
    "Runbook step 4 - login to the packhouse PC, pwd={pw}",
    "assistant, remember my Netflix password: {pw}",
    "[voice note] ya la clave es... {pw} ... anótalo",
    "passwd: {pw}",
    "La contraseña de la caja es\n{pw}",
    "¿cuál era la clave del wifi de la oficina?\nKevin: {pw}",
]
_PHRASE_W = ["mantaro", "trucha", "alcachofa", "queso", "huatia", "yunza", "chupaca",
             "jauja", "ocopa", "sicaya", "nevado", "puente", "molino", "tunantada"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_W, 4))


_PHRASES = [
    "Bitwarden master passphrase: {pw}",
    "la frase secreta del KeePass es {pw}",
    "passphrase de la llave SSH → {pw}",
    "la passphrase del backup è {pw}",
    "密码短语：{pw}",
    "remember the vault passphrase for me: {pw}",
    "mi passphrase pa' el disco cifrado es {pw}",
    "pakasqa shimi (passphrase): {pw}",
]
_PINS = [
    "el PIN de la tarjeta de la empresa es {pw}",
    "PIN del celular de la planta: {pw}",
    "código de la alarma del almacén de Chupaca: {pw}",
    "il PIN della carta aziendale è {pw}",
    "银行卡密码是{pw}",
    "mi tía's ATM pin es {pw}",
    "door code for the Concepción cold room: {pw}#",
    "SIM PIN {pw}",
    "punkupa clavin (candado) kaymi {pw}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 6, 5]))


_VENDORS = [
    ("GITHUB_TOKEN=", lambda g: "ghp_" + _r(g, ALNUM, 36)),
    ("gitlab token del runner: ", lambda g: "glpat-" + _r(g, URLSAFE, 20)),
    ("bot de Slack → ", lambda g: f"xoxb-{_r(g, D, 12)}-{_r(g, D, 13)}-{_r(g, ALNUM, 24)}"),
    ("stripe live key ", lambda g: "sk_live_" + _r(g, ALNUM, 40)),
    ("OPENAI_API_KEY=", lambda g: "sk-proj-" + _r(g, URLSAFE, 48)),
    ("la key de Claude es ", lambda g: "sk-ant-api03-" + _r(g, URLSAFE, 86) + "AA"),
    ("aws_access_key_id = ", lambda g: "AKIA" + _r(g, UPPER + "234567", 16)),
    ("chiave Google Maps: ", lambda g: "AIza" + _r(g, URLSAFE, 35)),
    ("HF token 表哥给的: ", lambda g: "hf_" + _r(g, ALNUM, 34)),
    ("//registry.npmjs.org/:_authToken=", lambda g: "npm_" + _r(g, ALNUM, 36)),
    ("SendGrid pa' los correos: ", lambda g: f"SG.{_r(g, URLSAFE, 22)}.{_r(g, URLSAFE, 43)}"),
    ("twilio api key SK: ", lambda g: "SK" + _r(g, HEX, 32)),
    ("bot de Telegram del grupo familiar ", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Shopify admin token: ", lambda g: "shpat_" + _r(g, HEX, 32)),
    ("DIGITALOCEAN_TOKEN=", lambda g: "dop_v1_" + _r(g, HEX, 64)),
    ("groq key 试一下: ", lambda g: "gsk_" + _r(g, ALNUM, 52)),
    ("Linear API: ", lambda g: "lin_api_" + _r(g, ALNUM, 40)),
    ("Postman ", lambda g: f"PMAK-{_r(g, HEX, 24)}-{_r(g, HEX, 34)}"),
    ("DOPPLER_TOKEN=", lambda g: "dp.st.prd." + _r(g, ALNUM, 40)),
    ("Brevo key: ", lambda g: f"xkeysib-{_r(g, HEX, 64)}-{_r(g, ALNUM, 16)}"),
    ("REPLICATE_API_TOKEN=", lambda g: "r8_" + _r(g, ALNUM, 37)),
    ("perplexity: ", lambda g: "pplx-" + _r(g, ALNUM, 48)),
]
_VENDOR_FRAMES = ["{c}", "oe Percy guarda esto: {c}", "$ export {c}", "ticket HY-3301 {c}",
                  "note: {c} (rotar en marzo)", "帮我记住 {c}"]  # fmt: skip

_INVENTED = [
    ("API key de Qollqa Pay: {pw}", lambda g: "qp_live_" + _r(g, ALNUM, 32)),
    ("Yunza SMS API key → {pw}", lambda g: _r(g, HEX, 40)),
    ("TruchaNet IoT integration broken, current key {pw}", v.uuid4),
    ("Integraciones › Huaylas Cloud: {pw}", lambda g: _r(g, ALNUM, 36)),
    ("clave de API de Alcachofa Trace: {pw}", lambda g: "act_" + _r(g, URLSAFE, 40)),
    ("chiave API del Valbrenta Portal: {pw}", lambda g: _r(g, HEX, 48)),
    ("Qollqa Pay 的API密钥：{pw}", lambda g: "qp_test_" + _r(g, ALNUM, 32)),
    ("API clavin Yunza SMS-paq kaymi {pw}", lambda g: _r(g, ALNUM, 40)),
    ("HUAYLAS_CLOUD_SECRET_KEY={pw}", lambda g: _r(g, B64, 40)),
    ("the TruchaNet API key for the ponds is {pw}", lambda g: _r(g, HEX, 32)),
]


def _conn(g: random.Random) -> str:
    return _pw(g).replace("@", "!").replace("#", "!").replace("%", "!")


_CONNS = [
    "DATABASE_URL=postgres://wanka_app:{pw}@db.wankamantaro.lan:5432/leche",
    "mysql://percy:{pw}@10.20.1.5/ventas",
    "mongodb+srv://truchas:{pw}@cluster0.wankamantaro.example/ponds",
    "redis://:{pw}@cache.wankamantaro.lan:6379/0",
    "la cadena de conexión: Server=sql01;Database=Caja;User Id=sa;Password={pw};",
    "amqp://colas:{pw}@mq.wankamantaro.lan:5672/",
    "连接字符串 postgresql://lau:{pw}@127.0.0.1/huoyun",
    "stringa jdbc: jdbc:postgresql://db/valbrenta?user=ilaria&password={pw}",
    "smtp://ventas%40wankamantaro.example:{pw}@mail.wankamantaro.example:587",
]


def _pem(g: random.Random) -> str:
    return _r(g, B64, 64)


_PEM = [
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA{pw}\n{x}\n-----END RSA PRIVATE KEY-----",
    "la llave del servidor:\n-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC"
    "{pw}\n{x}==\n-----END PRIVATE KEY-----",
    "chiave privata:\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI{pw}\n-----END EC PRIVATE KEY-----",
    "私钥 -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA{pw}\n{x}\n"
    "-----END OPENSSH PRIVATE KEY-----",
]


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": _r(g, D, 6), "iss": "qollqa.example", "exp": 1900000000})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "el token del portal: {pw}",
    "Authorization: Bearer {pw}",
    "session cookie jwt={pw}",
    "token JWT della sessione: {pw}",
    "登录令牌 {pw}",
    "prima copy this token: {pw}",
]


def _basic(g: random.Random) -> str:
    return base64.b64encode(f"{g.choice(_USERS)}:{_pw(g)}".encode()).decode()


_AUTHS = [
    "curl -H 'Authorization: Basic {pw}' https://api.wankamantaro.example/v1/lotes",
    "Authorization: Bearer {pw}",
    "header pa' Qollqa → Authorization: Bearer {pw}",
    "Proxy-Authorization: Basic {pw}",
    "请求头 Authorization: Bearer {pw}",
    "intestazione: Authorization: Basic {pw}",
]
_WIFI = [
    "wifi {s} / {pw}",
    "oe la clave del wifi {s} es {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "red: {s}\nclave: {pw}",
    "wifi密码是{pw}（{s}）",
    "wifi mima: {pw}",
    "la password del wifi del caseificio è {pw}",
    "wifipa clavin kaymi {pw}",
    "the wifi at tío Wilmer's in Passaic is {s}, password {pw}",
    "Network: {s} / WPA2 key: {pw}",
    'psk="{pw}"',
]
_SEEDS = [
    ("seed phrase de la billetera de Kevin: {pw}", "english"),
    ("frase semilla: {pw}", "spanish"),
    ("le 12 parole di recupero: {pw}", "italian"),
    ("助记词：{pw}", "chinese_simplified"),
    ("recovery phrase for the Ledger, save it: {pw}", "english"),
    ("semilla del MetaMask de la prima: {pw}", "spanish"),
]
_MN = {lang: Mnemonic(lang) for _, lang in _SEEDS}


def _seed(g: random.Random, lang: str) -> str:
    entropy = bytes(g.randrange(256) for _ in range(g.choice([16, 32])))
    return str(_MN[lang].to_mnemonic(entropy))


def _card(g: random.Random) -> str:
    prefix, length = g.choice([("4", 16), ("51", 16), ("37", 15), ("36", 14), ("62", 16)])
    body = prefix + _r(g, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    sep = g.choice(["", " ", "-"])
    return v.grouped(number, sep, g) if sep else number


_CARDS = [
    "tarjeta de la empresa {pw} vence 08/29",
    "oe pásame el número de la tarjeta: {pw}",
    "numero carta {pw}",
    "信用卡号 {pw}",
    "card number for the Paterson order: {pw}",
    "mi tía's Visa es {pw}, cvv en el otro msg",
]
_CVVS = [
    "el código de seguridad atrás: {pw}",
    "CVV {pw}",
    "codice di sicurezza sul retro: {pw}",
    "卡背面三位数 {pw}",
    "the three digits on the back are {pw}",
]
_IBANS = [
    ("IBAN del proveedor en São Tomé: {pw}", "ST"),
    ("IBAN per il bonifico alla parrocchia: {pw}", "VA"),
    ("transfer to the Ulaanbaatar buyer, IBAN {pw}", "MN"),
    ("国际银行账号 {pw}", "ST"),
    ("cuenta IBAN: {pw}", "MN"),
    ("IBAN {pw} (Santa Sede)", "VA"),
]
_IBAN_SHAPE = {"ST": "n" * 21, "VA": "n" * 18, "MN": "n" * 16}


def _iban(g: random.Random, country: str) -> str:
    number = v.iban_shaped(g, country, _IBAN_SHAPE)
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _dni(g: random.Random) -> str:
    body = _r(g, D, 8)
    return body + cui.calc_check_digits(body)[0]


def _ruc(g: random.Random) -> str:
    body = g.choice(["10", "20"]) + _r(g, D, 8)
    return body + ruc.calc_check_digit(body)


def _ric(g: random.Random) -> str:
    for _ in range(100_000):
        body = f"440781{g.randrange(1960, 2005)}{g.randrange(1, 13):02d}"
        body += f"{g.randrange(1, 29):02d}{_r(g, D, 3)}"
        for c in "0123456789X":
            if ric.is_valid(body + c):
                return body + c
    raise ValueError("ric")


def _cf(g: random.Random) -> str:
    body = _r(g, UPPER, 6) + _r(g, D, 2) + g.choice("ABCDEHLMPRST")
    body += f"{g.randrange(1, 29) + g.choice([0, 40]):02d}" + g.choice(UPPER) + _r(g, D, 3)
    return body + codicefiscale.calc_check_digit(body)


def _itin(g: random.Random) -> str:
    return v.until(g, lambda h: f"9{_r(h, D, 2)}-7{_r(h, D, 1)}-{_r(h, D, 4)}", itin.is_valid)


_IDS = [
    ("DNI de Mamá Justa: {pw}", _dni),
    ("mi DNI es {pw} pa' la planilla", _dni),
    ("RUC de la empresa nueva: {pw}", _ruc),
    ("身份证号码：{pw}", _ric),
    ("shenfenzheng haoma {pw}", _ric),
    ("codice fiscale di Davide: {pw}", _cf),
    ("il mio codice fiscale è {pw}", _cf),
    ("tío Wilmer's ITIN: {pw}", _itin),
    ("ITIN pa' los taxes de la prima: {pw}", _itin),
    ("RUC del tío pa' facturar: {pw}", _ruc),
]


def _codes(g: random.Random) -> str:
    style = g.randrange(3)
    return "\n".join(v.backup_codes(g, 8, style))


_BACKUPS = [
    "códigos de respaldo de Google de la planta:\n{pw}",
    "Qollqa Pay backup codes\n{pw}",
    "codici di backup per l'account Valbrenta:\n{pw}",
    "备用验证码：\n{pw}",
    "códigos de recuperación del GitHub de Percy\n{pw}",
    "2FA recovery codes (tío Wilmer's bank):\n{pw}",
]
_TOTPS = [
    "otpauth://totp/Qollqa:percy?secret={pw}&issuer=Qollqa",
    "clave de configuración 2FA: {pw}",
    "TOTP secret for the admin panel: {pw}",
    "chiave 2FA manuale: {pw}",
    "两步验证密钥 {pw}",
]
_OTPS = [
    "{pw} es tu código de verificación de Yape",
    "código de verificación: {pw}",
    "【Qollqa】验证码 {pw}，5分钟内有效",
    "il codice di verifica è {pw}",
    "Use {pw} to sign in to Huaylas Cloud",
    "oe pásame el código que te llegó... ya: {pw}",
    "yanzhengma shi {pw}",
    "your one-time code: {pw}",
]
_SPELLED_W = ["huatia", "patasca", "trucha", "ocopa", "yunza", "sicaya", "alcachofa"]


def _spelled(g: random.Random, template: str) -> tuple[str, str]:
    w, n = g.choice(_SPELLED_W), str(g.randrange(100, 9999))
    text = template.replace("{w}", w).replace("{W}", w.capitalize()).replace("{n}", n)
    word = w.capitalize() if "{W}" in template else w
    secret = word + n if "{w}{n}" in template else word
    return text, secret


_SPELLED = [
    "la contraseña es la palabra {w} seguida de {n}",
    "la password è la parola {w} e poi il numero {n}",
    "密码是拼音 {w} 后面加 {n}",
    "{W} con mayúscula al inicio y {n} al final",
    "it's the word {w}, then {n}; that's the admin password",
    "the name of our dog, {W}, followed by {n}",
    "escribe {w} y luego {n}, esa es la clave del wifi",
    "{w}{n} — that's the router password",
]
_CLI = [
    "mysql -u root -p{pw} ventas",
    "sshpass -p '{pw}' ssh percy@10.20.1.9",
    "gs -sDEVICE=pdfwrite -sPDFPassword={pw} -o out.pdf planilla.pdf",
    "qpdf --password={pw} --decrypt boletas.pdf boletas_ok.pdf",
    "dbaccess -e leche - <<< \"CONNECT TO 'leche' USER 'informix' USING '{pw}'\"",
    "hcloud context create wanka --token {pw}",
    "jf c add wanka --url https://art.wankamantaro.example --user percy --password {pw}",
    "helm registry login reg.wankamantaro.example -u percy --password {pw}",
    'runas /user:PLANTA\\admin "cmd"  (clave {pw})',
    "mcrypt -k {pw} backup.tar",
    "meilisearch --master-key {pw}",
    "rethinkdb --initial-password {pw}",
    "redis-cli -h cache -a {pw}",
    "ldapsearch -x -D cn=admin,dc=wanka -w {pw}",
    "zip -P {pw} planilla_enero.zip planilla.xlsx",
    "7z a -p{pw} fotos_truchas.7z fotos/",
    "openssl enc -aes-256-cbc -pass pass:{pw} -in lotes.csv",
    "curl -u percy:{pw} https://nas.wankamantaro.lan/api",
    "docker login -u wanka -p {pw} reg.wankamantaro.example",
    "echo '{pw}' | sudo -S systemctl restart leche-api",
    'sqlcmd -S sql01 -U sa -P {pw} -Q "select 1"',
    "xfreerdp /v:10.20.1.4 /u:admin /p:{pw}",
    "pwsh -c \"$p = ConvertTo-SecureString '{pw}' -AsPlainText -Force\"",
    "expect -c 'spawn ssh root@pond1; expect assword; send \"{pw}\\r\"; interact'",
]
_SHELLS = ["percy@huancayo-srv:~$ {c}", "PS C:\\Planta> {c}", "[kevin@jauja-ponds ~]# {c}",
           "oe corre esto: {c}", "{c}", "运行 {c}", "lancia: {c}"]  # fmt: skip
_CONFIGS = [
    "DB_PASSWORD={pw}",
    "# .env de la planta\nQOLLQA_SECRET={pw}\nDEBUG=false",
    'smtp:\n  host: mail.wankamantaro.example\n  password: "{pw}"',
    "[database]\nuser = leche\npassword = {pw}",
    "define('DB_PASSWORD', '{pw}');",
    "spring.datasource.password={pw}",
    "export PGPASSWORD='{pw}'",
    '<add key="SmtpPassword" value="{pw}" />',
    '"password": "{pw}",',
    "db.wankamantaro.lan:5432:leche:wanka_app:{pw}",
    'variable "db_pass" { default = "{pw}" }',
    "MAIL_PASSWORD: {pw}  # cuenta de ventas",
    "[mqtt]\nusername = sensor-jauja\npassword = {pw}",
    'token = "{pw}"',
]
_LOGINS = [
    "usuario: {u} / contraseña: {pw}",
    "login {u} / {pw}",
    "el user es {u} y la clave {pw}",
    "creds {u}:{pw}",
    "utente {u}, password {pw}",
    "用户名：{u} 密码：{pw}",
    "yonghuming {u} mima {pw}",
    "sign in as {u} with {pw}",
    "| {u} | {pw} |",
    "uyqa {u}, clavin {pw}",
    "{u}@wankamantaro.example:{pw}",
    "Usuario {u}\nClave {pw}",
]
_CHARS = [
    "letra por letra: {pw}",
    "[nota de voz] te lo deletreo: {pw}",
    "lettera per lettera: {pw}",
    "一个一个字母: {pw}",
]


def _spaced(g: random.Random) -> str:
    return g.choice([" ", " - ", "."]).join(_r(g, ALNUM, 20))


def _with(templates: list[tuple[str, Any]], g: random.Random, cls: str, n: int) -> list[Sample]:
    out = []
    for t, make in v.cycle(g, templates, n):
        secret = make(g)
        out.append(Sample(cls, t.replace("{pw}", secret), secret))
    return out


def _pem_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(g, _PEM, n):
        secret = _pem(g)
        out.append(Sample("private_key", t.replace("{pw}", secret).replace("{x}", _pem(g)), secret))
    return out


def _spelled_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for t in v.cycle(g, _SPELLED, n):
        text, secret = _spelled(g, t)
        out.append(Sample("spelled_password", text, secret))
    return out


def _cli_take(g: random.Random, n: int) -> list[Sample]:
    base = _fill(g, "command_line", _CLI, n, _conn)
    return [Sample(s.cls, g.choice(_SHELLS).replace("{c}", s.text), s.secret) for s in base]


def _vendor_take(g: random.Random, n: int) -> list[Sample]:
    out = []
    for label, make in v.cycle(g, _VENDORS, n):
        secret = make(g)
        frame = g.choice(_VENDOR_FRAMES)
        out.append(Sample("vendor_key", frame.replace("{c}", label + secret), secret))
    return out


def secrets() -> list[Sample]:
    g = random.Random(SEED)
    out: list[Sample] = []
    out += _fill(g, "password_label", _LABELS, 40, _pw)
    out += _fill(g, "passphrase", _PHRASES, 15, _phrase)
    out += _fill(g, "pin_code", _PINS, 15, _pin)
    out += _vendor_take(g, 30)
    out += _with([(t, m) for t, m in _INVENTED], g, "invented_vendor_key", 20)
    out += _fill(g, "connection_string", _CONNS, 15, _conn)
    out += _pem_take(g, 8)
    out += _fill(g, "jwt", _JWTS, 10, _jwt)
    out += _fill(g, "auth_header", _AUTHS, 12, _basic)
    out += _fill(g, "wifi_key", _WIFI, 20, _pw)
    out += _with([(t, lambda h, la=lang: _seed(h, la)) for t, lang in _SEEDS], g, "seed_phrase", 12)
    out += _fill(g, "card_number", _CARDS, 15, _card)
    out += _fill(g, "card_code", _CVVS, 6, lambda h: _r(h, D, 3))
    out += _with([(t, lambda h, c=c: _iban(h, c)) for t, c in _IBANS], g, "iban", 12)
    out += _with(_IDS, g, "national_id", 20)
    out += _fill(g, "backup_codes", _BACKUPS, 12, _codes)
    out += _fill(g, "totp_seed", _TOTPS, 8, lambda h: v.totp_secret(h, False))
    out += _fill(g, "one_time_code", _OTPS, 12, lambda h: _r(h, D, 6))
    out += _spelled_take(g, 15)
    out += _cli_take(g, 30)
    out += _fill(g, "config_file", _CONFIGS, 25, _conn)
    out += _fill(g, "login_pair", _LOGINS, 30, _pw)
    out += _fill(g, "spaced_token", _CHARS, 8, _spaced)
    return out


_SPLIT = [
    ("oe causa la clave del router es", "{pw} pe"),
    ("Password del portale Valbrenta:", "{pw}\ngrazie"),
    ("wifi密码是", "{pw}"),
    ("tío Wilmer's email password es", "{pw} lol"),
    ("wasipa clavin kaymi", "{pw}"),
    ("DB_PASSWORD=", "{pw}"),
    ("la contraseña del NAS:", "{pw} (no compartir)"),
    ("mima shi", "{pw}"),
    ("PIN de la caja fuerte:", "{pw}"),
    ("Qollqa Pay API key:", "{pw}"),
]


def field_pairs() -> list[FieldPair]:
    g = random.Random(SEED + 1)
    out = []
    for first, second in v.cycle(g, _SPLIT, 20):
        secret = (
            _r(g, D, 6)
            if "PIN" in first
            else ("qp_live_" + _r(g, ALNUM, 32) if "API" in first else _pw(g))
        )
        out.append(FieldPair("split_fields", first, second.replace("{pw}", secret), secret))
    return out


_META_KEYS = ["contraseña", "clave", "password", "密码", "pin_caja", "qollqa_api_key",
              "wifi_psk", "passwd", "token", "chiave_segreta"]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    g = random.Random(SEED + 2)
    out = []
    for key in v.cycle(g, _META_KEYS, 20):
        secret = _pw(g) if key not in ("qollqa_api_key", "token") else _r(g, ALNUM, 40)
        inner: dict[str, Any] = {key: secret, "sede": g.choice(["Huancayo", "Jauja", "Chupaca"])}
        if g.random() < 0.5:
            inner = {g.choice(["planta", "creds", "familia", "config"]): inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


_COMMIT = hashlib.sha1(b"lotes: add trout weight column", usedforsecurity=False).hexdigest()
_SUM = hashlib.sha256(b"leche-api-2.4.1.tar.gz").hexdigest()

# Innocent text close to secrets: nothing in it may be scrubbed.
CLEAN = [
    "Pedido 2024-00871 de queso andino: 40 kg, S/ 1 280.00",
    "la contraseña debe tener mínimo 12 caracteres, dice la política",
    "olvidé mi contraseña, ¿cómo la reseteo?",
    "el PIN de la tarjeta se cambia en el cajero",
    "Teléfono de la tienda de Huancayo: (064) 21-4455",
    "La feria de Sapallanga es el domingo a las 9:30",
    "commit " + _COMMIT + " fixed the lotes report",
    "sha256 of leche-api-2.4.1.tar.gz: " + _SUM,
    "versión 2.4.1 de la app de truchas ya está en producción",
    "la password del portale va cambiata ogni 90 giorni",
    "密码要至少八位，包括数字",
    "请不要把密码发到群里",
    "wifi密码在前台问一下",
    "Yessenia, ¿quién tiene la clave del wifi? pregúntale a Percy",
    "the API key field is required in the Qollqa form",
    "token limit is 4096 per request",
    "orden de compra OC-7731, guía de remisión T001-000452",
    "RUC lo pedimos mañana a la contadora",
    "factura F001-00012345 por S/ 3 450.00",
    "la tunantada de Jauja empieza el 20 de enero",
    "Password reset link expires in 30 minutes",
    "pakasqa shimita ama pimanpas willankichu (no le digas la clave a nadie)",
    "la carta del caseificio arriva giovedì alle 14:00",
    "trout batch 45 weighed 312.5 kg at 06:40",
    "el código postal de Concepción es 12126",
    "tracking code del envío a Paterson: 1Z-pending, llega el lunes",
    "tío Wilmer dice que the password is in the family notebook",
    "mi tía's phone is (973) 555-0142 if you need her",
    "error code 504 in the Qollqa dashboard again",
    "reunión a las 15:00 en la planta de Chupaca, sala 2",
    "the passphrase must contain at least four words",
    "PINs must be six digits, no repeats",
    "temperatura de la cámara fría: 3.8 °C a las 07:15",
    "el precio de la alcachofa subió a S/ 2.40 el kilo",
    "codice prodotto QA-2231, lotto 77/B",
    "bajamos node a la 20.11.1 y python 3.11.9",
    "图片尺寸 1920x1080，文件 3.2MB",
    "el DNI se pide solo para la boleta, no lo guardes",
    "kubectl get pods -n leche",
    "docker pull ghcr.io/wanka/leche-api:2.4.1",
    "SIM del router: plan de 30 GB, vence el 15",
    "clave de acceso al almacén: pídela a Don Teófilo en persona",
    "the 2FA app is Authy; backup codes are in the safe",
    "el código de verificación no llega, ¿reenvío?",
    "mysql -u ventas -p  (te pedirá la clave)",
    "ssh percy@10.20.1.9 -p 2222",
    "password strength: weak — añade símbolos",
    "la semilla de trucha llegó de Puno, 20 000 alevines",
    "frase del día: el que madruga, Dios lo ayuda",
    "Token count for this prompt: 812",
    "secret santa de la planta el 22 de diciembre",
    "la clave del éxito es la constancia, dice el tayta",
    "cuenta de detracciones: abrir en el Banco de la Nación",
    "IBAN non serve per i bonifici in Perù",
    "ISBN 978-612-00-1234 del libro de recetas huancaínas",
    "coordenadas del estanque: -11.7731, -75.4999",
    "horario de la tienda: lunes a sábado 08:00–18:00",
    "the JWT expires after 15 minutes, then refresh",
    "在秘鲁的表哥下个月回台山",
    "la chiave della cella frigorifera è appesa in ufficio",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"pedido": "2024-00871", "monto": "S/ 1 280.00", "sede": "Huancayo"},
    {"password_policy": "12 chars min", "rotation_days": 90},
    {"commit": _COMMIT, "branch": "main"},
    {"sha256": _SUM, "file": "leche-api-2.4.1.tar.gz"},
    {"telefono_tienda": "(064) 21-4455", "horario": "08:00-18:00"},
    {"token_count": 812, "model": "small"},
    {"lote": "77/B", "peso_kg": 312.5, "temperatura": "3.8 C"},
    {"auth": {"method": "oauth", "provider": "huaylas"}},
    {"creds": {"username": "deploy-bot", "host": "db.wankamantaro.lan"}},
    {"version": "2.4.1", "release": "2025-03-02", "pin_pad": "roto"},
]
