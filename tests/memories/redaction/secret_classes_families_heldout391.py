# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-ninety-first corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-eighty-ninth's
docstring, the fifth to three-hundred-and-eighty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (390, 392, 393), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (391_276_845), password words (a
Caspian place, fish or dish, a number and a sign, `Sherkala74!`; dot-joined words with a year,
`kumys.saiga.2029`; leet `B3sb4rm4k`; a name, a year and a town; dashed generator groups; random
runs).

The fictional company is Tupkaragan Su & Shubat LLP, which runs a small desalination plant on the
Aktau shore, a camel-milk (shubat) dairy near Shetpe and a freight desk that books ro-ro and
rail-ferry space from Aktau and Kuryk to Baku (Alat) and trucks onward to Turkmenbashy and to an
Iranian shipper's yard in Bandar Anzali. Staff: Nurlan Zhaksylykov (IT), Aigerim Tasbolatova,
Yerbol Kenzhebayev, Gulnar apa Utegenova, the Russian engineer Sergei Volodin; the Baku partners
Rashad Mammadli and Leyla Huseynzade of the invented Alat Liman Xidmət MMC; the Turkmen trucker
Meret Atayev; and the Iranian shipper Farhad Rezaei of the invented Anzali Kaspian Tarabar. Every
company, person, address, domain (`tupkaragan.lan`, `shubat-aktau.example`), account and number is
invented; only the region is real. Texts: chats, tickets, notes, runbooks, shell prompts, config
and env files, voice-note transcripts and requests to the assistant; separators: a colon, `=`,
`→`, `=>`, `/`, `|`, `—`, `мынау`, `такой`, `belədir`, `hast`, a new line, a question then its
answer, a value said first and named after.

Grep counts (heldouts 5 to 389, grep -l): none for Shetpe, Beyneu, Türkmenbaşy, Ozenmunaigas,
`гизлин` and `ir.codemelli`; one for Mangystau, Tengri, Kerbez, Anzali, `qūpiasöz`, `кілтсөз`,
`gizlin`; two to five for Aktau, Caspian, Kuryk, Zhanaozen, Bandar Abbas, Turkmen, `açar sözi`,
`رمزش`, `گذرواژه`, `açar söz`; more for `құпия сөз` (15), `құпиясөз` (13), `şifrə` (11), `پسورد`
(11), `رمز عبور` (16), `растау коды` (15), Kaspi (16) and Halyk (11), so other wordings are used
(`паролі`, `кіру коды`, `parolu`, `təsdiq kodu`, `paroly`, `tassyklama kody`, `رمز دوم`, `ramzesh`).
Languages: about half in English or config and shell; the rest Kazakh in Cyrillic (`паролі`,
`мынау`, `кіру коды`) and in informal Latin (`wifi paroli`, `kod keldi`), Russian (`пароль от`,
`пин-код`, `кодовый замок`), the Azerbaijani of the Baku partners (`parolu`, `təsdiq kodu`, `giriş
kodu`), the Turkmen of the trucker (`paroly`, `tassyklama kody`, `gizlin kod`) and the Persian of
the Iranian shipper in its script (`رمز دوم کارت`, `کد تایید`) and in Finglish (`ramzesh ... e`).
The informal Kazakh Latin, the Turkmen and the Finglish wordings are my guesses at how they are
texted, as are the Azerbaijani compounds. Vendors, mostly invented or little used (no
Kazakh bank's name): Aqtau Ferry Desk (invented), ShubatTrack (invented), Karagiye Cloud (invented),
Bozjyra Maps (invented), Caspian Ro-Ro Booking (invented), Alat Port Community System (invented),
Ustyurt SCADA (invented), Tarabar Pay (invented), plus GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, DigitalOcean, Shopify,
Linear, Grafana, Sentry, Tailscale, Groq, Replicate, Postman, Doppler, Notion and Mapbox shapes.
Ids: Azerbaijan's VÖEN (`az.voen`), Russia's INN and OGRN (`ru.inn`, `ru.ogrn`), Belarus' UNP
(`by.unp`) and Türkiye's VKN (`tr.vkn`), each drawn until its module validates it; Kazakhstan's
IIN/BIN and Iran's melli code have no python-stdnum module and are not used. IBANs of Kazakhstan,
Azerbaijan, the United Arab Emirates and Georgia (checked with `stdnum.iban`); seed phrases from
`mnemonic`'s English, Russian, Turkish and Spanish lists, each checked with `Mnemonic.check`;
cards pass Luhn (Visa, Mastercard, Mir and Iranian Shetab prefixes).
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
from stdnum import luhn
from stdnum.az import voen as az_voen
from stdnum.by import unp as by_unp
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 391_276_845
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"
Maker = v.Maker
_r, _j = v.r, v.token

_WORDS = ["Sherkala", "Karagiye", "Bozjyra", "Tupkaragan", "Ustyurt", "Shubat", "Kumys",
          "Beshbarmak", "Baursak", "Saiga", "Beluga", "Sevruga", "Kilka", "Dombra", "Karakum",
          "Shetpe", "Kuryk", "Beyneu", "Torysh", "Airakty", "Becket", "Alat", "Anzali"]  # fmt: skip
_NAMES = ["nurlan", "aigerim", "yerbol", "gulnar", "sergei", "rashad", "leyla", "meret",
          "farhad", "dana", "asel", "timur", "zhanna", "arman"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["B3sb4rm4k", "Sh3rk4l4", "K4r4g1y3", "Shub4t", "B0zjyr4", "Us7yur7", "S41g4", "K1lk4"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 2)) + f".{g.randrange(2024, 2036)}",
    lambda g: f"{g.choice(_LEET)}{g.randrange(10, 1000)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_NAMES)}{g.randrange(1965, 2008)}{g.choice(_WORDS)}",
    _manager,
    lambda g: _r(g, ALNUM + "!%?#", 16),
    lambda g: f"{g.choice(_WORDS)}_{g.choice(_WORDS).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 1) + _r(g, LOWER, 5) + _r(g, D, 4) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 13),
]


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    ok = set(ALNUM + "._-")
    return v.until(g, _pw, lambda s: set(s) <= ok)


def _digits(n: int) -> Maker:
    return lambda g: str(g.randrange(1, 10)) + _r(g, D, n - 1)


# ---- passwords after labels -------------------------------------------------------------------
_LABELLED = [
    "Nurlan: the SCADA password for the RO skid is {pw}",
    "desal plant HMI admin password: {pw}",
    "Ustyurt SCADA login password = {pw}",
    "password → {pw} (the chlorinator panel, Aktau shore)",
    "dairy parlour controller / password / {pw}",
    "membrane cleaning PC | password | {pw}",
    "The password for the brine-pump VFD is {pw}, don't change it before Friday.",
    "Password for the Shetpe cold room logger:\n{pw}",
    "what's the password for the weighbridge at Kuryk?\nit's {pw}",
    "ferry booking portal password => {pw}",
    "new password for shubat-aktau.example webmail: {pw}",
    "Aigerim, the lab Wi-Fi printer's admin password is now {pw}",
    "pwd: {pw}",
    "Пароль от админки весов: {pw}",
    "пароль такой — {pw}",
    "Серёжа, пароль от роутера на опреснителе {pw}, не теряй",
    "сменил пароль на {pw}",
    "Пароль к 1С на ферме в Шетпе: {pw}",
    "Опреснитель, панель оператора. Пароль:\n{pw}",
    "сүт цехының компьютерінің паролі: {pw}",
    "Нұрлан, жаңа паролі мынау: {pw}",
    "бухгалтерия паролі → {pw}",
    "паролін өзгерттім, жаңасы {pw}",
    "kassa kompiuterinin paroli: {pw}",
    "paroli mynau {pw} , eshkimge aitpa",
    "jana parol {pw} boldy",
    "Alat terminalının parolu: {pw}",
    "Rəşad, sistemin parolu {pw}-dır",
    "parolu dəyişdim, yenisi {pw}",
    "Leyla xanım, e-poçtun şifrəsi belədir: {pw}",
    "giriş parolu = {pw}",
    "Meret: ulgamyň paroly {pw}",
    "täze parol: {pw}",
    "telefondaky programmanyň paroly {pw} bolýar",
    "رمز عبور پنل انبار انزلی: {pw}",
    "رمزش {pw} هست",
    "فرهاد: پسورد سایت کشتیرانی {pw}",
    "گذرواژه جدید ← {pw}",
    "ramzesh {pw} e, be kasi nagi",
    "password-e portal-e bandar {pw} hast",
    "WEBMAIL_PASSWORD={pw}",
    "`password: '{pw}'` is what the dairy ERP wants",
    'smtp pass for reports@tupkaragan.lan: "{pw}"',
    "the ro-ro agent's portal pw [{pw}]",
    "the VPN password (for the ferry desk laptop) is ({pw})",
    "Karagiye Cloud console password: `{pw}`",
    "Remember: the camera NVR password changed to {pw}",
    "assistant, store this: Bozjyra Maps account password {pw}",
]
_SAID_FIRST = [
    "{pw} — that's the password for the dairy's milking robot",
    "{pw} is the new password for the shared mailbox",
    "type {pw}, that's the admin password on the Kuryk gate PC",
    "{pw} — вот пароль от ноутбука Сергея",
    "{pw} — бұл сүт цехының паролі",
    "{pw} bu Alat ofisinin parolu",
    "{pw} — ýük maşynynyň planşetiniň paroly",
    "{pw} این رمز سیستم حسابداری است",
    "{pw}, that's what I set for the router at the desal plant",
    "{pw} is what Yerbol set for the camel-barn camera",
]

# ---- logins -----------------------------------------------------------------------------------
_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "the Alat PCS login is {u} and the password is {pw}",
    "user {u}, password {pw}",
    "{u} / {pw}",
    "sign in as {u} with {pw}",
    "https://{u}:{pw}@erp.tupkaragan.lan/api",
    "ftp://{u}:{pw}@scada.tupkaragan.lan/trends/",
    "логин {u}, пароль {pw}",
    "логин: {u}\nпароль: {pw}",
    "Логин {u} / пароль {pw} — кабинет перевозчика",
    "пайдаланушы: {u}, паролі: {pw}",
    "istifadəçi: {u} parol: {pw}",
    "ulanyjy ady {u}, paroly {pw}",
    "نام کاربری: {u} رمز: {pw}",
    "username {u} password {pw}",
    "{u}@shubat-aktau.example:{pw}",
    "| {u} | {pw} | ferry-desk |",
    "u={u} p={pw}",
    "admin / {pw} for the desal HMI",
    "creds for the membrane supplier portal are {u} and {pw}",
    "{u}:{pw}@sftp.tupkaragan.lan",
    "postgres://{u}:{pw}@db.tupkaragan.lan:5432/dairy",
    "mongodb://{u}:{pw}@mongo.tupkaragan.lan/brine",
    "amqp://{u}:{pw}@mq.tupkaragan.lan:5672/",
]
_USERS = ["nurlan", "aigerim.t", "yerbol", "svolodin", "rashad.m", "leyla.h", "meret", "f.rezaei",
          "ferrydesk", "shubat_ops", "ro-operator", "dairy1"]  # fmt: skip

# ---- command lines --------------------------------------------------------------------------
_CLI = [
    "$ mysql -u dairy -p{pw} shubat",
    "$ sshpass -p '{pw}' ssh ops@ro-skid.tupkaragan.lan",
    "$ redis-cli -h cache.tupkaragan.lan -a '{pw}'",
    "$ docker login registry.tupkaragan.lan -u ci -p {pw}",
    "$ curl -u ferrydesk:{pw} https://booking.tupkaragan.lan/api/slots",
    "$ htpasswd -b /etc/nginx/.htpasswd grafana {pw}",
    "$ smbclient //nas.tupkaragan.lan/lab -U aigerim%{pw}",
    "$ sqlcmd -S erp.tupkaragan.lan -U sa -P '{pw}'",
    "$ zip -P {pw} invoices-anzali.zip *.pdf",
    "$ 7z a -p{pw} brine-logs.7z logs/",
    "$ openssl pkcs12 -export -in c.pem -out c.p12 -passout pass:{pw}",
    "$ gpg --batch --passphrase '{pw}' -c manifest.csv",
    "$ ldapsearch -x -D cn=admin,dc=tupkaragan,dc=lan -w '{pw}'",
    "$ xfreerdp /v:scada.tupkaragan.lan /u:operator /p:{pw}",
    "$ plink -ssh ops@kuryk-gw -pw {pw}",
    "$ echo '{pw}' | sudo -S systemctl restart ro-dosing",
    "$ keytool -importcert -keystore port.jks -storepass {pw} -file alat.crt",
    "$ mosquitto_pub -h mqtt.tupkaragan.lan -u sensor -P '{pw}' -t brine/level -m 3",
    "$ ipmitool -I lanplus -H 10.40.1.9 -U admin -P {pw} power status",
    "$ lftp -u ferrydesk,{pw} sftp://docs.tupkaragan.lan",
    "$ sqlplus erp/{pw}@ERPDB",
    '$ psql "postgresql://dairy:{pw}@db.tupkaragan.lan/shubat"',
    "$ mega-login archive@shubat-aktau.example {pw}",
    "$ rabbitmqctl add_user ferrybot {pw}",
    "$ net use \\\\nas\\scans /user:TUPK\\yerbol {pw}",
    "$ cqlsh telemetry.tupkaragan.lan -u cassandra -p '{pw}'",
    "$ restic -r sftp:nas:/backup --password-command 'echo {pw}' snapshots",
    "mysql> CREATE USER 'lab'@'%' IDENTIFIED BY '{pw}';",
    "$ kinit svc_ro <<< '{pw}'",
    "$ passwd --stdin ferryops <<< '{pw}'",
]

# ---- config and env files ----------------------------------------------------------------------
_CONFIG = [
    "# .env (dairy ERP)\nDB_HOST=db.tupkaragan.lan\nDB_PASSWORD={pw}",
    "spring.datasource.password={pw}",
    "[smtp]\nhost = mail.tupkaragan.lan\nuser = reports\npassword = {pw}",
    'database:\n  user: scada\n  password: "{pw}"',
    "define('DB_PASSWORD', '{pw}');",
    'variable "db_password" {{\n  default = "{pw}"\n}}',
    "db.tupkaragan.lan:5432:shubat:dairy:{pw}",
    "REDIS_PASS={pw}",
    '<add key="FerryPortalPassword" value="{pw}" />',
    '{{"mqtt": {{"user": "sensor", "pass": "{pw}"}}}}',
    "export PGPASSWORD='{pw}'",
    "ro_skid:\n  modbus_gateway:\n    admin_pwd: {pw}",
    "smtp_password,{pw}",
    "ansible_become_pass: !unsafe '{pw}'",
    "[client]\nuser=backup\npassword={pw}",
    'BOOKING_API_PASSWORD: "{pw}"',
    "$cfg['Servers'][1]['password'] = '{pw}';",
    'set_password("ferrydesk", "{pw}")',
    'SMB_PASS = "{pw}"  # scans share at the dairy',
    "auth_pass {pw}",
]


# ---- vendor tokens ----------------------------------------------------------------------------
def _aws(g: random.Random) -> str:
    return "AKIA" + _r(g, UPPER + "234567", 16)


_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("fine-grained PAT for the ERP repo: {t}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab runner token {t}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot for #ferry-desk: {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={t}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 56), "T3BlbkFJ", (URLSAFE, 56))),
    ("anthropic key for the invoice reader: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _aws),
    ("aws_secret_access_key = {t}", _j((ALNUM + "/+", 40))),
    ("Google Maps key for the truck tracker {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID {t}", _j("SK", (HEX, 32))),
    ("бот для уведомлений о пароме: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("shopify admin token for the shubat shop: {t}", _j("shpat_", (HEX, 32))),
    ("Linear key: {t}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("SENTRY_AUTH_TOKEN={t}", _j("sntrys_", (ALNUM + "=", 60))),
    (
        "tailscale auth key for the Kuryk gateway {t}",
        _j("tskey-auth-", (ALNUM, 16), "-", (ALNUM, 32)),
    ),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("postman key {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("NOTION_TOKEN={t}", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("mapbox secret token {t}", _j("sk.eyJ1Ijoi", (ALNUM, 40), ".", (URLSAFE, 22))),
    ("Aqtau Ferry Desk API key: {t}", _j((HEX, 32))),
    ("ShubatTrack API кілті: {t}", lambda g: v.uuid4(g, "b")),
    ("Caspian Ro-Ro Booking integration broken, current key {t}", _j((ALNUM, 32))),
    ("Alat Port Community System API açarı: {t}", _j((HEX, 40))),
    ("Integrations › Tarabar Pay: {t}", _j("tp_live_", (ALNUM, 30))),
    ("Karagiye Cloud access token = {t}", _j((URLSAFE, 44))),
    ("кілт Bozjyra Maps API: {t}", _j((HEX, 32))),
]


def _vendors(g: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(g, _VENDOR_MAKERS, n):
        t = make(g)
        out.append(Sample("vendor_token", template.format(t=t), t))
    return out


# ---- bare tokens, hex, JWT, PEM ---------------------------------------------------------------
_BARE = [
    "{pw}",
    "here you go: {pw}",
    "ferry desk webhook signing: {pw}",
    "мына токен {pw}",
    "token: {pw}",
    "Authorization: Bearer {pw}",
    "the session cookie was {pw}",
    "Alat tərəfdən gələn açar: {pw}",
]
_HEX_T = [
    "ENCRYPTION_KEY={pw}",
    "AES key for the SCADA historian: {pw}",
    "master key {pw}",
    "hmac secret = {pw}",
    "{pw}",
    "шифрлау кілті: {pw}",
    "ключ шифрования резервных копий — {pw}",
    "kilid: {pw}",
]
_JWT_T = [
    "Authorization: Bearer {pw}",
    "jwt={pw}",
    "token from the ferry booking login: {pw}",
    "id_token {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://booking.tupkaragan.lan/api",
    "токен: {pw}",
]


def _b64url(data: dict[str, Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


def _jwt(g: random.Random) -> str:
    head = _b64url({"alg": g.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    claims = {"sub": g.choice(_USERS), "iss": "https://sso.tupkaragan.lan",
              "exp": g.randrange(1_760_000_000, 1_900_000_000), "jti": _r(g, HEX, 12)}  # fmt: skip
    return f"{head}.{_b64url(claims)}.{_r(g, URLSAFE, g.choice([43, 86]))}"


_PEM_T = [
    "{pw}",
    "ro-skid deploy key:\n{pw}",
    "key.pem on the gateway:\n{pw}\n(do not commit)",
    "Сергей, ключ для сервера:\n{pw}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    body = "\n".join(_r(g, ALNUM + "+/", 64) for _ in range(g.randrange(4, 8)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, ALNUM + '+/', 20)}==\n-----END {kind}-----"


# ---- seed phrases ----------------------------------------------------------------------------
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "turkish", "spanish")}
_SEED_T = [
    ("english", "wallet seed for the USDT payouts: {pw}"),
    ("english", "recovery phrase\n{pw}"),
    ("english", "{pw}"),
    ("english", "Trezor backup words: {pw}"),
    ("russian", "сид-фраза кошелька: {pw}"),
    ("russian", "мнемоника от кошелька Сергея — {pw}"),
    ("turkish", "Rəşad, cüzdanın bərpa sözləri: {pw}"),
    ("turkish", "gizlin sözler: {pw}"),
    ("spanish", "seed phrase (Spanish list) {pw}"),
    ("english", "қалпына келтіру сөздері: {pw}"),
    ("english", "عبارت بازیابی کیف پول: {pw}"),
]


def _phrase(g: random.Random, lang: str, bits: int = 16) -> str:
    """A phrase of ``lang`` drawn until `Mnemonic.check` accepts it as written."""
    mnemo = _MNEMO[lang]

    def make(h: random.Random) -> str:
        return str(mnemo.to_mnemonic(bytes(h.randrange(256) for _ in range(bits))))

    return v.until(g, make, mnemo.check)


def _seeds(g: random.Random, n: int) -> list[Sample]:
    out = []
    for lang, template in v.cycle(g, _SEED_T, n):
        words = g.choice([12, 12, 24, 18])
        bits = {12: 16, 18: 24, 24: 32}[words]
        phrase = _phrase(g, lang, bits)
        if g.random() < 0.25:
            phrase = " ".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
        out.append(Sample("seed_phrase", template.format(pw=phrase), phrase))
    return out


# ---- cards, CVV, IBAN, ids -------------------------------------------------------------------
_CARD_PREFIXES = ["4400", "4149", "5169", "5355", "2200", "2202", "2204", "603799", "610433",
                  "627412", "4169", "5522"]  # fmt: skip


def _card_number(g: random.Random) -> str:
    body = g.choice(_CARD_PREFIXES)
    body += _r(g, D, 15 - len(body))
    return body + luhn.calc_check_digit(body)


def _card_fmt(g: random.Random) -> str:
    return v.grouped(_card_number(g), g.choice([" ", "-", "", " "]), g)


_CARD_T = [
    "card for the ferry deposit: {pw} exp 08/29",
    "Карта: {pw}",
    "карта нөмірі {pw}",
    "kartın nömrəsi {pw}",
    "kartyň belgisi {pw}",
    "شماره کارت: {pw}",
    "pay the Anzali yard with {pw}",
    "{pw} 11/28 Nurlan Zh",
    "company Visa {pw}",
]
_CVV_T = [
    "CVV: {pw}",
    "the three digits on the back are {pw}",
    "CVC {pw}",
    "CVV2: {pw}",
    "код на обороте карты: {pw}",
    "kartanyń artyndaǵy kod {pw}",
    "رمز دوم کارت: {pw}",
    "security code on the back: {pw}",
]
_IBAN_SHAPES = {
    "KZ": "nnn" + "c" * 13,
    "AZ": "aaaa" + "n" * 20,
    "AE": "n" * 19,
    "GE": "aa" + "n" * 16,
}
_IBAN_T = [
    ("KZ", "IBAN: {pw}"),
    ("KZ", "шот нөмірі (IBAN) {pw}"),
    ("KZ", "счёт для оплаты шубата: {pw}"),
    ("AZ", "Alat Liman Xidmət MMC, hesab {pw}"),
    ("AZ", "IBAN {pw} (AZN)"),
    ("AE", "Farhad's Dubai account: {pw}"),
    ("AE", "حساب دبی: {pw}"),
    ("GE", "Poti transit agent IBAN {pw}"),
]


def _iban_of(g: random.Random, country: str) -> str:
    number = v.iban_shaped(g, country, _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _voen(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), az_voen.is_valid)


def _inn(g: random.Random) -> str:
    return v.until(g, _j((D, g.choice([10, 12]))), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = "1" + _r(h, D, 11)
        return body + str(int(body) % 11 % 10)

    return v.until(g, make, ru_ogrn.is_valid)


def _unp(g: random.Random) -> str:
    return v.until(g, _j("1", (D, 8)), by_unp.is_valid)


def _vkn(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), tr_vkn.is_valid)


_ID_T: list[tuple[str, Maker]] = [
    ("VÖEN: {pw}", _voen),
    ("Alat Liman Xidmət MMC-nin VÖEN-i {pw}", _voen),
    ("ИНН экспедитора: {pw}", _inn),
    ("INN {pw} (Volodin, self-employed)", _inn),
    ("ОГРН {pw}", _ogrn),
    ("OGRN of the Astrakhan forwarder: {pw}", _ogrn),
    ("УНП белорусского перевозчика {pw}", _unp),
    ("Turkish agent's vergi kimlik numarası (VKN): {pw}", _vkn),
    ("tax id {pw}", _vkn),
]

# ---- one-time codes, TOTP, backup codes --------------------------------------------------------
_OTP_T = [
    "Your verification code is {pw}",
    "{pw} is your Karagiye Cloud sign-in code",
    "Use {pw} to sign in",
    "Растау коды емес, кіру коды: {pw}",
    "kod keldi: {pw}",
    "Код подтверждения: {pw}. Никому не сообщайте.",
    "Ваш код {pw}",
    "Təsdiq kodu: {pw}",
    "giriş kodu {pw}",
    "Tassyklama kody: {pw}",
    "کد تایید شما: {pw}",
    "one-time code {pw}",
    "OTP = {pw}",
    "бір реттік код → {pw}",
]


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return f"{code[:3]} {code[3:]}" if g.random() < 0.2 else code


_TOTP_T = [
    "TOTP secret: {pw}",
    "2FA setup key for the ferry portal: {pw}",
    "otpauth://totp/Tupkaragan:nurlan?secret={pw}&issuer=Tupkaragan",
    "manual key (if the QR code won't scan) {pw}",
    "2FA құпия кілті: {pw}",
    "ключ для Google Authenticator: {pw}",
    "2FA açarı {pw}",
]
_BACKUP_T = [
    "2FA backup codes:\n{pw}",
    "recovery codes for the admin account: {pw}",
    "резервные коды: {pw}",
    "қалпына келтіру кодтары:\n{pw}",
    "ehtiyat kodları: {pw}",
    "کدهای پشتیبان: {pw}",
]


def _backup(g: random.Random) -> str:
    codes = v.backup_codes(g, g.choice([6, 8, 10]), g.randrange(4))
    return g.choice(["\n", ", ", " "]).join(codes)


# ---- wifi, PINs, passphrases, spelled --------------------------------------------------------
_WIFI_T = [
    "wifi Shubat Farm Guest / {pw}",
    "Network: DesalPlant-5G / key {pw}",
    "WIFI:T:WPA;S:TupkaraganOffice;P:{pw};;",
    "WPA key for the Kuryk yard AP: {pw}",
    "wifi paroli {pw}",
    "вай-фай: Ferma_Shetpe, пароль {pw}",
    "Wi-Fi паролі: {pw}",
    "Wi-Fi-ın parolu {pw}",
    "wifi-nyň paroly {pw}",
    "رمز وای‌فای: {pw}",
    "network Aktau Shore Lab uses {pw}",
    "psk={pw}",
]


def _wifi(g: random.Random) -> str:
    if g.random() < 0.3:
        return "".join(w.capitalize() for w in g.sample(_WORDS, 3)) + str(g.randrange(10, 100))
    return _plain_pw(g)


_PIN_T = [
    "PIN: {pw}",
    "the gate code at the desal plant is {pw}",
    "door code for the camel barn {pw}#",
    "пин-код от сейфа: {pw}",
    "кодовый замок на проходной — {pw}",
    "есік коды {pw}",
    "seyfin kodu: {pw}",
    "PIN kody {pw}",
    "gizlin kod: {pw}",
    "رمز کارت {pw}",
    "the alarm code at the Aktau office is {pw}",
    "SIM PIN {pw}",
    "lock code on the reagent cabinet: {pw}",
    "пин от карты {pw}",
]
_PHRASE_T = [
    "passphrase: {pw}",
    "the KeePass master passphrase is {pw}",
    "құпия фраза: {pw}",
    "парольная фраза — {pw}",
    "BitLocker passphrase for the SCADA laptop: {pw}",
]
_PHRASE_WORDS = [
    "camel",
    "brine",
    "ferry",
    "steppe",
    "saiga",
    "pelican",
    "membrane",
    "salt",
    "harbour",
    "cistern",
    "plateau",
    "dune",
    "caravan",
    "lantern",
    "compass",
]


# ---- framing ---------------------------------------------------------------------------------
_FRAMES = [
    "{c}",
    "Telegram, Nurlan: {c}",
    "WhatsApp from Aigerim: {c}",
    "ticket OPS-{n}: {c}",
    "note to self — {c}",
    "voice note transcript: {c}",
    "assistant, remember this: {c}",
    "runbook, step {n2}: {c}",
]


def _frame(g: random.Random, text: str) -> str:
    if text.startswith(("$", "mysql>", "#", "[", "define", "variable", "{", "<", "-----")):
        return text
    return g.choice(_FRAMES).format(c=text, n=g.randrange(100, 1000), n2=g.randrange(2, 12))


def _family(cls: str, templates: list[str], make: Maker, **pools: list[str]) -> Callable:
    def take(g: random.Random, n: int) -> list[Sample]:
        out = []
        for template in v.cycle(g, templates, n):
            secret = make(g)
            extra = {k: g.choice(p) for k, p in pools.items()}
            out.append(Sample(cls, _frame(g, template.format(pw=secret, **extra)), secret))
        return out

    return take


def _pairs_family(cls: str, rows: list[tuple[Any, str]], make_of: Callable) -> Callable:
    def take(g: random.Random, n: int) -> list[Sample]:
        out = []
        for key, template in v.cycle(g, rows, n):
            secret = make_of(g, key)
            out.append(Sample(cls, _frame(g, template.format(pw=secret)), secret))
        return out

    return take


def _spelled(g: random.Random, n: int) -> list[Sample]:
    out = []
    for i in range(n):
        word, num = g.choice(_WORDS), str(g.randrange(100, 10_000))
        w = word.lower()
        forms = [
            (
                f"password: the word {w}, capital first letter, {num} at the end",
                f"{w}, capital first letter, {num}",
            ),
            (f"Пароль — слово {word}, потом цифры {num}", f"{word}, потом цифры {num}"),
            (f"паролі: {word} деген сөз, сосын {num}", f"{word} деген сөз, сосын {num}"),
            (f"parol {word} sözüdür, sonra {num}", f"{word} sözüdür, sonra {num}"),
            (f"type {w}, then {num}; that's the NAS admin password", f"{w}, then {num}"),
            ("spelling it out: " + " ".join(f"{word}{num}"), " ".join(f"{word}{num}")),
            (f"the dairy's first camel, {word}, followed by {num}", f"{word}, followed by {num}"),
            (f"رمزش کلمه {word} هست بعدش {num}", f"{word} هست بعدش {num}"),
        ]
        text, secret = forms[i % len(forms)]
        out.append(Sample("spelled_password", _frame(g, text), secret))
    return out


_PLAN: list[tuple[Callable, int]] = [
    (_family("password_label", _LABELLED, _pw), 62),
    (_family("said_first", _SAID_FIRST, _pw), 10),
    (_family("login", _LOGINS, _plain_pw, u=_USERS), 38),
    (_family("cli_password", _CLI, _plain_pw), 32),
    (_family("config_password", _CONFIG, _plain_pw), 20),
    (_vendors, 34),
    (_family("bare_token", _BARE, _j((ALNUM, 40))), 12),
    (_family("hex_key", _HEX_T, v.hex_key), 12),
    (_family("jwt", _JWT_T, _jwt), 10),
    (_family("pem_key", _PEM_T, _pem), 6),
    (_seeds, 14),
    (_family("card", _CARD_T, _card_fmt), 14),
    (_family("card_cvv", _CVV_T, _j((D, 3))), 9),
    (_pairs_family("iban", _IBAN_T, _iban_of), 14),
    (_pairs_family("national_id", [(m, t) for t, m in _ID_T], lambda g, m: m(g)), 14),
    (_family("totp_secret", _TOTP_T, lambda g: v.totp_secret(g, g.random() < 0.3)), 10),
    (_family("one_time_code", _OTP_T, _otp), 18),
    (_family("backup_codes", _BACKUP_T, _backup), 10),
    (_family("wifi_key", _WIFI_T, _wifi), 16),
    (_family("pin_code", _PIN_T, _digits(4)), 10),
    (_family("pin_code", _PIN_T, _digits(6)), 6),
    (_family("passphrase", _PHRASE_T, lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))), 10),
    (_spelled, 9),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the RO skid HMI password is", "{s}", _pw),
    ("split_password", "Пароль от почты:", "{s}\nне меняй до понедельника", _pw),
    ("split_password", "сүт цехының паролі", "{s}", _pw),
    ("split_password", "Alat terminalının parolu", "{s} (yeni)", _pw),
    ("split_password", "ulgamyň paroly", "{s}", _pw),
    ("split_password", "رمز عبور:", "{s}", _pw),
    ("split_password", "ferry desk laptop password", "{s}, I think", _pw),
    ("split_password", "wifi paroli", "{s}", _wifi),
    ("split_password", "sudo password on scada-hist:", "{s}", _pw),
    ("split_password", "the password Yerbol read out over the radio was", "{s}", _pw),
    ("split_token", "Aqtau Ferry Desk API key", "{s}", _j((HEX, 32))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "ShubatTrack client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "recovery phrase", "{s}", lambda g: _phrase(g, "english")),
    ("split_card", "номер карты", "{s} до 09/30", lambda g: v.grouped(_card_number(g), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(v.iban_shaped(g, "KZ", _IBAN_SHAPES))),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "VÖEN", "{s}", _voen),
    ("split_pin", "seyfin kodu", "{s}", _digits(6)),
    ("split_backup", "backup codes", "{s}", _backup),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLIT:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    (
        '{"scada": {"host": "ro-skid.tupkaragan.lan", "admin_password": "{s}"}}',
        "meta_password",
        _plain_pw,
    ),
    ('{"паролі": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "rashad.m", "parol": "{s}"}}', "meta_password", _plain_pw),
    (
        '{"devices": [{"name": "vfd-1"}, {"name": "vfd-2", "web_password": "{s}"}]}',
        "meta_password",
        _plain_pw,
    ),
    (
        '{"argv": ["mysqldump", "-u", "dairy", "--password", "{s}", "shubat"]}',
        "meta_password",
        _plain_pw,
    ),
    ('{"note": "пароль от роутера {s}"}', "meta_password", _plain_pw),
    ('{"رمز": "{s}"}', "meta_password", _plain_pw),
    (
        '{"transcript": "log into the ferry portal as ferrydesk with the password {s}"}',
        "meta_password",
        _plain_pw,
    ),
    ('{"aqtau_ferry": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"slackToken": "{s}"}', "meta_token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    (
        '{"env": {"OPENAI_API_KEY": "{s}"}}',
        "meta_token",
        _j("sk-proj-", (URLSAFE, 56), "T3BlbkFJ", (URLSAFE, 56)),
    ),
    ('{"wifi": {"ssid": "Shubat Farm", "psk": "{s}"}}', "meta_wifi", _plain_pw),
    ('{"2fa": {"backup": ["{s}", "48201937", "55019284"]}}', "meta_backup", _digits(8)),
    ('{"totp_secret": "{s}"}', "meta_totp", lambda g: v.totp_secret(g, spaced=False)),
    ('{"card": {"number": "{s}", "exp": "07/29"}}', "meta_card", _card_number),
    ('{"iban": "{s}"}', "meta_iban", lambda g: v.iban_shaped(g, "AZ", _IBAN_SHAPES)),
    ('{"door_code": "{s}"}', "meta_pin", _digits(6)),
    ('{"wallet": {"seed": "{s}"}}', "meta_seed", lambda g: _phrase(g, "russian")),
    ('{"signing_key": "{s}"}', "meta_hex", v.hex_key),
    ('{"inn": "{s}"}', "meta_id", _inn),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose keys or values carry a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for template, cls, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(template.replace("{s}", secret)), secret))
    return out


# Innocent text that talks about secrets or looks like one: nothing in it may be scrubbed.
CLEAN = [
    "ferry Aktau–Alat sails Thursday 22:40, booking ref FRY-2025-10417",
    "desal plant output today: 1 840 m³, conductivity 412 µS/cm",
    "sha256 of ro-firmware-4.2.1.bin: "
    "9f2c41d07a5be3186c2f4a0d9e71b58c3a6f20d14e97b2c5a81d3f6e0b74c29a",
    "commit 3e8a1f0c2b7d94e6a15f08c3d2b9e47a6c1f50d2 fixes the dosing-pump timer",
    "Tracking number KZ 0041 7720 5519 for the membrane shipment",
    "Aktau postcode 130000; Shetpe is 130400",
    "call the dairy at +7 7292 55 41 09",
    "shubat price went up to 1 450 ₸ per litre",
    "card ending in 4417 was charged 86 000 ₸",
    "password: ask Nurlan, it is in the vault",
    "the password policy now asks for 14 characters and no camel names",
    "never send the PIN by WhatsApp, call me instead",
    "the OTP didn't arrive, I'll request a new one tomorrow",
    "version 2.14.3 of the SCADA client is out",
    "coordinates of the intake: 43.6481, 51.1722",
    "order #PO-88213 for 40 RO membranes (Filmtec BW30-400)",
    "Пароль нужно менять каждые 90 дней.",
    "Код подтверждения придёт по SMS в течение минуты.",
    "пин-код никому не сообщайте",
    "номер заказа 7741-2290, доставка в Курык",
    "Паролі жоқ, Нұрланнан сұра.",
    "Wi-Fi паролін ертең беремін",
    "сүт бағасы 1 450 теңге, 12 литр",
    "paroldy umytyp qaldym, qalpyna keltiru kerek",
    "kod kelmedi, qaita jiberip kor",
    "Parolu unutdum, sabah yeniləyəcəyəm.",
    "Təsdiq kodu gəlmədi, bir də göndərin.",
    "bərə cədvəli: Ələt 06:00, Aktau 18:30",
    "Parolumy ýatdan çykardym, Meret soraýar.",
    "Ýük 22 tonna, Türkmenbaşy gümrükhanasy 14:00",
    "رمز عبور را فردا عوض می‌کنیم",
    "کد تایید هنوز نیامده",
    "بار ۲۴ تن، بندر انزلی، شماره بارنامه ۴۴۱۸۰۲",
    "ramz ro baraye man nafrest, zang bezan",
    "The API key field is required on the ferry booking form.",
    "tokens used this month: 1 204 551",
    "the secret ingredient in shubat is patience",
    "Wi-Fi name: Shubat Farm Guest (ask at reception for the key)",
    "backup codes were printed and are in the safe in Aktau",
    "the door code changed last week; ask Gulnar apa",
    "PIN pads at the dairy shop are broken again",
    "BIN of our bank's cards starts with 4400, ask the bank for details",
    "UUID of the ro-skid asset: 7c1e0d4a-93b2-4f6e-8a15-2d7c90b3e641 (asset register)",
    "container MSKU 418 220 7 cleared customs in Alat",
    "invoice INV-2025-0931, total 12 480.00 AZN",
    "masked card: **** **** **** 2281",
    "IBAN: KZ** **** **** **** 4412 (masked in the report)",
    "set a strong passphrase of four words or more",
    "the TOTP app is Google Authenticator on the ferry desk phone",
    "route: Aktau → Kuryk → Alat → Baku, 2 days",
    "train ferry Kuryk–Alat capacity: 52 wagons",
    "lot SH-2025-117, camel milk powder, 25 kg bags",
    "git tag v3.0.0-rc2 on the dairy ERP",
    "MD5 of readings.csv: 5d41402abc4b2a76b9719d911017c592",
    "ticket OPS-412: the password reset link expired",
    "temperature in the cold room: 3.8 °C, humidity 71 %",
    "Mangystau region office hours: 09:00–18:00",
    "the key to the reagent store is with the guard",
    "product code RO-BW30-400-34i",
    "Our VAT registration is pending; the number will come next month.",
]

_CLEAN_METADATA_JSON = [
    '{"password_policy": "14 chars min", "rotation_days": 90}',
    '{"ferry": {"ref": "FRY-2025-10417", "sails": "2025-11-06T22:40"}}',
    '{"sha256": "4b1d9a0c7e3f58a2d6c1b0e9f74a3d5c8e2b16f0a9d7c3e51b48f26a0c9d7e13"}',
    '{"creds": {"username": "ferrydesk", "host": "booking.tupkaragan.lan"}}',
    '{"pin_pad": "broken", "tokens": 512}',
    '{"card_last4": "4417", "amount_kzt": 86000}',
    '{"wifi": {"ssid": "Shubat Farm Guest"}}',
    '{"otp_sent": true, "otp_attempts": 2}',
    '{"coords": [43.6481, 51.1722], "site": "desal intake"}',
    '{"commit": "3e8a1f0c2b7d94e6a15f08c3d2b9e47a6c1f50d2", "version": "2.14.3"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(t) for t in _CLEAN_METADATA_JSON]
