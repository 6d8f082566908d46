# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twenty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-first's
docstring, the fifth to four hundred and twenty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (423, 424, 425), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (422_518_093), password words (a word
of the Syr Darya steppe, a cotton or camel word, a mausoleum word, with a number and a sign,
`SaksaulShubat58!`; dot-joined words with a year, `maqta.tuie.2031`; leet `K3s3n3#Sauran44`;
random runs with a sign; dashed generator groups; a person and a town, `Zhanar@Shaulder1987`).

The fictional company is Arysqum Holding LLP of Turkestan, Kazakhstan: Kesene Tours (an invented
tour operator that drives pilgrims and tourists to the mausoleums of the old town, Sauran and
Otyrar), the Aqmaqta cotton gin (an invented gin near Shaulder) and the Shubat-Arai dairy (an
invented camel-milk shubat farm on the Arys road). Staff: Dauren Seitkali (IT), Zhanar
Omarbekova (the office), Nurlan Abenov (the gin's foreman, who texts in southern Kazakh in
Cyrillic and in Latin letters), Aigerim Tursyn (the dairy, Russian as texted), the Ismoilov family
of Sayram (Rustam, Dilnoza and Sherzod, who text in Uzbek in Latin and Cyrillic letters),
Doç. Dr. Selin Aktaş (a Turkish university lecturer who advises the tours) and Firuz Rahimov (a
Tajik builder restoring the guest house). Every company, person, address, domain (`arysqum.lan`,
`kesene-tours.example`, `aqmaqta.example`, `shubat-arai.example`, `ismoilov-sayram.example`),
account and number is invented; only the region is real. Texts: WhatsApp and Telegram chats,
tickets, notes, runbooks, shell history, config and env files, URLs, voice-note transcripts, SMS
and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab,
`—`, `мынау`, `mynau`, `это`, `bu`, `shu`, `ин`, `şudur`, a new line, a question then its answer,
a value said first and named after.

Grep counts (heldouts 5 to 421, grep -l): none for `Turkestan` and `Sayram`; two for `Shymkent`
and `гузарвожа`; five to eight for `IBAN AZ`, `IBAN GE`, `IBAN KZ`, `IBAN BY`, `kz.iin`, `kz.bin`;
two for `IBAN TR`, three for `IBAN MD`; ten for `Tajik`, seventeen for `Uzbek` and `shubat`,
eighteen for `tr.vkn`, twenty-one for `tckimlik`, twenty-four for `құпия сөз`, fifty-eight for
`Kazakh`; `parol` (168), `пароль` (155) and `şifre` (64) are common, so `құпиясөз`, `кілт сөз`,
`paroliñ`, `maxfiy so'z`, `махфий сўз`, `parola`, `рамз` and `калимаи рамз` stand beside them.
Languages: about half English, config or shell; the rest in the Kazakh of the south as texted in
Cyrillic (`құпия сөз мынау`, `жаңа пароль`, `ешкімге берме`) and in Latin letters (`qupiya soz`,
`paroli mynau`, `eshkimge aitpa`), Russian as texted (`пасс`, `пароль от`, `скинь`, `щас`), the
Uzbek of a Sayram family in Latin (`parol shu`, `maxfiy so'z`, `hech kimga aytma`) and Cyrillic
letters (`пароли`, `махфий сўз`), the Turkish of a lecturer (`şifre şudur`, `e-posta
şifresi`, `Hoca`) and the Tajik of a builder (`парол ин`, `рамз`, `нагӯ`). The
southern Kazakh and Uzbek spellings, the Kazakh Latin letters, the Tajik and the slang are my
guesses.
Vendors: the invented Kesene Booking, Maqta Ledger, ShubatPay and Arys Cloud, plus GitHub, GitLab,
Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram,
PyPI, Shopify, DigitalOcean, Linear, Groq, Grafana, Vault, Postman, Doppler, OpenRouter, Supabase,
Tailscale, Replicate, Perplexity, xAI, Mailersend and Plunk shapes. Ids: Russia's INN and OGRN,
Turkey's T.C. kimlik and VKN, Azerbaijan's VÖEN, Belarus's UNP, Ukraine's EDRPOU and Moldova's
IDNO, each drawn until its `stdnum` module validates it (Kazakhstan's IIN and BIN have no module
there, so none is written). IBANs of Kazakhstan, Turkey, Georgia, Azerbaijan, Belarus and
Moldova, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Russian and Turkish
lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, UnionPay, Mir, Humo
and UzCard prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import functools
import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.az import voen
from stdnum.by import unp
from stdnum.md import idno
from stdnum.ru import inn, ogrn
from stdnum.tr import tckimlik, vkn
from stdnum.ua import edrpou

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 422_518_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker


def _t(block: str) -> list[str]:
    """One template a line; a written `\\n` is a line break and `\\t` a tab inside it."""
    lines = [line.strip() for line in block.strip().splitlines()]
    return [line.replace("\\n", "\n").replace("\\t", "\t") for line in lines if line]


def _fill(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples: each template (in turn, shuffled) with a fresh ``{pw}``."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


_STEPPE = ["Saksaul", "Karatau", "Syrdarya", "Arystan", "Tulpar", "Qyzylqum", "Betpaqdala",
           "Sauran", "Otyrar", "Shaulder", "Kentau", "Arys", "Baidibek", "Zhusan"]  # fmt: skip
_FARM = ["Shubat", "Maqta", "Tuie", "Kumys", "Bota", "Ingen", "Shigit", "Mata", "Kesene",
         "Kumbez", "Minaret", "Kiliz", "Qazan", "Dastarkhan"]  # fmt: skip
_NAMES = ["Dauren", "Zhanar", "Nurlan", "Aigerim", "Rustam", "Dilnoza", "Sherzod", "Selin",
          "Firuz", "Bakhyt", "Saule", "Yerlan", "Gulnara", "Madina", "Timur"]  # fmt: skip
_SYM = "!#$%&*?@+=^~"
_LEET = ["K3s3n3", "M4qt4", "Shub4t", "T0lp4r", "S4ks4ul", "Q4z4n", "K4r4t4u", "Ar1st4n"]


def _gen_groups(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_STEPPE)}{g.choice(_FARM)}{g.randrange(10, 100)}{g.choice(_SYM)}",
    lambda g: ".".join(w.lower() for w in g.sample(_FARM, 2)) + f".{g.randrange(1990, 2036)}",
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYM)}{g.choice(_STEPPE)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM, 13) + g.choice(_SYM) + _r(g, D, 2),
    _gen_groups,
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_STEPPE)}{g.randrange(1960, 2010)}",
    lambda g: f"{g.choice(_FARM).lower()}_{g.choice(_STEPPE).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
    lambda g: _r(g, ALNUM, 16),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password that a URL, a shell word or a config value holds as written."""
    allowed = set(ALNUM + "._-")
    return v.until(rng, _pw, lambda value: set(value) <= allowed)


_LABELLED = _t("""
The Kesene Tours booking admin password: {pw}
password for the gin's weighbridge PC = {pw}
Shubat-Arai router admin pass -> {pw}
Aqmaqta SCADA login password → {pw}
bookkeeping 1C password => {pw}
mausoleum audio-guide tablet password | {pw}
Arys Cloud console pw :: {pw}
NAS password\\t{pw}
the CCTV recorder password is {pw}
Dauren: the Hikvision NVR password was changed to {pw}
guest house Mikrotik password — {pw}
new password for the milk cooler's web panel: `{pw}`
Password (camel-barn camera): "{pw}"
Zoom account password [{pw}]
password for the tour bus GPS portal:\\n{pw}
Жаңа пароль: {pw}
Құпиясөз мынау {pw}
кеңсе компьютерінің құпия сөзі -> {pw}
мақта зауытындағы таразының паролі: {pw}
Jana paroli mynau {pw}
qupiya soz: {pw}
ofistegi kompyuterdin paroli → {pw}
Пароль от бухгалтерии: {pw}
пасс от вайбера кассы {pw}
щас пароль такой - {pw}
новый пароль на почту = {pw}
Parol shu: {pw}
maxfiy so'z — {pw}
do'kon kompyuterining paroli {pw}
Пароли янги: {pw}
махфий сўз: {pw}
Şifre şudur: {pw}
Üniversite e-posta parolası: {pw}
Kesene Tours panelinin şifresi => {pw}
Парол ин: {pw}
калимаи рамз барои компютери объект: {pw}
рамзи нав → {pw}
""")

_CHATS = _t("""
Zhanar: what's the password for the booking site?\\nDauren: {pw}
[08:14] Nurlan: таразы паролі қандай?\\n[08:15] Dauren: {pw}
Aigerim: скинь пароль от кассы\\nDauren: {pw}
Dilnoza: opa, internet-bank paroli qanaqa edi?\\nRustam: {pw}
Selin Hoca: Kütüphane sistemine giriş şifresi neydi?\\nZhanar: {pw}
Firuz: паролаш чист?\\nDauren: {pw}
{pw} — that's the new password for the gin's office PC
{pw}, осы жаңа пароль, ешкімге берме
{pw} bu yangi parol, hech kimga aytma
{pw} — это пароль от камер, не теряй
{pw} yeni şifrem, kimseyle paylaşmayın lütfen
{pw} парол аст, ба касе нагӯ
Nurlan: {pw} dep qoidym, kompyuterge endi sonymen kiresin
Sherzod: {pw} qo'ydim, routerga shu bilan kirasiz
""")

_USERS = ["dauren", "zhanar.o", "nurlan", "aigerim", "rustam.i", "dilnoza", "sherzod", "saktas",
          "firuz", "admin", "root", "bakhyt", "kassa1", "operator"]  # fmt: skip

_LOGINS = _t("""
login: {u} / {pw}
{u} / {pw}
creds for the weighbridge PC are {u} and {pw}
sign in as {u} with {pw}
u={u} p={pw}
{u}:{pw}
Логин: {u}, пароль: {pw}
Login: {u} | Parol: {pw}
логин {u} құпиясөз {pw}
Kullanıcı adı: {u} Şifre: {pw}
номи корбар: {u}, парол: {pw}
Foydalanuvchi {u}, paroli {pw}
| {u} | {pw} | mausoleum kiosk |
{u}@kesene-tours.example:{pw}
""")

_URLS = _t("""
DATABASE_URL=postgres://{u}:{pw}@db.arysqum.lan:5432/bookings
mysql://{u}:{pw}@10.14.2.7/maqta_ledger
https://{u}:{pw}@git.arysqum.lan/tours/site.git
amqp://{u}:{pw}@mq.shubat-arai.example:5672/
ftp://{u}:{pw}@cams.aqmaqta.example/snapshots
redis://:{pw}@cache.arysqum.lan:6379/0
mongodb://{u}:{pw}@mongo.kesene-tours.example/guides?authSource=admin
socks5://{u}:{pw}@:1080
""")

_CLI = _t("""
mysql -u {u} -p{pw} maqta_ledger
sshpass -p '{pw}' ssh {u}@10.14.2.9
redis-cli -h cache.arysqum.lan -a '{pw}' ping
docker login registry.arysqum.lan -u {u} -p '{pw}'
curl -u {u}:{pw} https://api.kesene-tours.example/v1/tours
htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'
zip -P '{pw}' payroll-2032.zip payroll.xlsx
7z a -p'{pw}' camel-herd.7z herd/
openssl enc -aes-256-cbc -in bank.csv -out bank.enc -pass pass:{pw}
smbclient //nas.arysqum.lan/scans -U {u}%{pw}
ldapsearch -x -D "cn={u},dc=arysqum,dc=lan" -w '{pw}' -b dc=arysqum,dc=lan
sqlcmd -S 10.14.2.11 -U {u} -P '{pw}' -Q "select 1"
xfreerdp /v:10.14.2.20 /u:{u} /p:'{pw}'
mosquitto_pub -h mqtt.shubat-arai.example -u {u} -P '{pw}' -t milk/tank1 -m 4.1
ipmitool -I lanplus -H 10.14.2.3 -U {u} -P '{pw}' power status
keytool -importkeystore -srckeystore gin.p12 -storepass '{pw}'
echo '{pw}' | sudo -S systemctl restart weighbridge
lftp -u {u},'{pw}' ftp.aqmaqta.example
rabbitmqctl add_user {u} '{pw}'
mongosh "mongodb://10.14.2.12" -u {u} -p '{pw}'
plink -ssh {u}@10.14.2.9 -pw '{pw}'
gpg --batch --passphrase '{pw}' -d contracts.gpg
psql "host=db.arysqum.lan user={u} password={pw} dbname=tours"
net use \\\\nas\\scans /user:{u} '{pw}'
""")

_SHELLS = ["$ {c}", "dauren@gin-pc:~$ {c}", "{c}", "history: {c}", "run this on the NAS: {c}",
           "Нурлан, мына команданы жаз: {c}", "Mana shu buyruqni yozing: {c}"]  # fmt: skip

_CONFIGS = _t("""
.env:\\nDB_HOST=db.arysqum.lan\\nDB_USER=tours\\nDB_PASSWORD={pw}
docker-compose.yml:\\n  POSTGRES_USER: ledger\\n  POSTGRES_PASSWORD: {pw}
~/.pgpass:\\ndb.arysqum.lan:5432:tours:tours_app:{pw}
my.cnf:\\n[client]\\nuser=maqta\\npassword={pw}
wp-config.php:\\ndefine('DB_PASSWORD', '{pw}');
settings.py:\\nEMAIL_HOST_USER = "noreply@kesene-tours.example"\\nEMAIL_HOST_PASSWORD = "{pw}"
application.yml:\\nspring:\\n  datasource:\\n    username: shubat\\n    password: {pw}
config.toml:\\n[smtp]\\nuser = "tours"\\npass = "{pw}"
appsettings.json: {"ConnectionStrings": {"Ledger": "Server=10.14.2.11;User Id=sa;Password={pw};"}}
terraform.tfvars:\\ndb_admin_password = "{pw}"
nextcloud config.php:\\n  'dbpassword' => '{pw}',
zabbix_server.conf:\\nDBUser=zabbix\\nDBPassword={pw}
rclone.conf:\\n[nas]\\ntype = sftp\\nuser = backup\\npass = {pw}
""")

# (template, maker): vendor tokens beside their vendor or variable
_VENDOR: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("GitLab deploy token for the tours site: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot for #gin-shift: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key for the guide bot: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {pw}", _j((B64, 40))),
    ("Google Maps key (tour map): {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key secret: {pw}", _j((ALNUM, 32))),
    ("Telegram bot for shubat orders: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("PyPI token: {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear API key: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("Grafana service account token {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 24))),
    ("Postman API key: {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("OpenRouter key → {pw}", _j("sk-or-v1-", (HEX, 64))),
    ("Supabase access token: {pw}", _j("sbp_", (HEX, 40))),
    ("tailscale up --authkey {pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("REPLICATE_API_TOKEN={pw}", _j("r8_", (ALNUM, 37))),
    ("Perplexity key: {pw}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
    ("MailerSend API token: {pw}", _j("mlsn.", (HEX, 64))),
    ("Kesene Booking API key: {pw}", _j((HEX, 32))),
    ("Kesene Booking API кілті: {pw}", lambda g: v.uuid4(g, "b")),
    ("Maqta Ledger integration broken, current key {pw}", _j((HEX, 40))),
    ("ключ API ShubatPay: {pw}", _j((ALNUM, 32))),
    ("ShubatPay API kaliti — {pw}", _j((HEX, 48))),
    ("Integrations › Arys Cloud: {pw}", _j((ALNUM, 40))),
    ("ARYS_CLOUD_ACCESS_KEY={pw}", _j((ALNUM, 44))),
    ("Maqta Ledger API anahtarı: {pw}", lambda g: v.uuid4(g, "9")),
    ("калиди API Kesene Booking: {pw}", _j((HEX, 32))),
    ("Plunk secret key: {pw}", _j("sk_", (HEX, 48))),
]

_BARE = _t("""
{pw}
here, it only shows once:\\n{pw}
Dauren: {pw}
token {pw} (expires in 30 days)
""")

_HEX_PLACES = _t("""
AES key for the payroll export: {pw}
Encryption key = {pw}
SESSION_SECRET={pw}
the HMAC secret for ShubatPay webhooks is {pw}
шифрлау кілті: {pw}
shifrlash kaliti: {pw}
{pw}
""")


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iss": "kesene-tours", "exp": g.randrange(2 * 10**9)})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWT_PLACES = _t("""
Authorization: Bearer {pw}
access_token={pw}
the booking app's session cookie: {pw}
JWT for the guide API → {pw}
токен: {pw}
""")

_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]


def _pem(g: random.Random) -> str:
    kind = g.choice(_PEM_KINDS)
    lines = [_r(g, B64, 64) for _ in range(g.randrange(4, 9))] + [_r(g, B64, 20) + "=="]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEM_PLACES = _t("""
deploy key for the gin's backup server:\\n{pw}
~/.ssh/id_gin:\\n{pw}
Dauren, кілт осы:\\n{pw}
{pw}
""")

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "turkish")}
_SEED_PLACES = {
    "Trezor recovery words for the dairy wallet: {pw}": "english",
    "seed phrase:\\n{pw}": "english",
    "Dilnoza: kripto hamyon so'zlari {pw}": "english",
    "сид-фраза от кошелька: {pw}": "russian",
    "мнемоника {pw}": "russian",
    "Kurtarma kelimeleri: {pw}": "turkish",
    "cüzdan yedek kelimeleri → {pw}": "turkish",
    "әмиянның 12 сөзі: {pw}": "english",
}


def _phrase(g: random.Random, mnemo: Mnemonic, size: int) -> str:
    """A phrase from random entropy (drawn again until `Mnemonic.check` reads it back)."""
    return str(mnemo.to_mnemonic(bytes(g.randrange(256) for _ in range(size))))


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, list(_SEED_PLACES), n):
        lang = _SEED_PLACES[template]
        bits = rng.choice([16, 16, 32])
        mnemo = _MNEMO[lang]
        make: Maker = functools.partial(_phrase, mnemo=mnemo, size=bits)
        phrase = v.until(rng, make, mnemo.check)
        out.append(
            Sample("seed_phrase", template.replace("\\n", "\n").replace("{pw}", phrase), phrase)
        )
    return out


_CARD_PREFIXES = {"visa": ["4"], "mastercard": ["51", "53", "55", "2221"],
                  "unionpay": ["62"], "mir": ["2200", "2202", "2204"], "humo": ["9860"],
                  "uzcard": ["8600"]}  # fmt: skip


def _card(g: random.Random) -> str:
    prefix = g.choice(g.choice(list(_CARD_PREFIXES.values())))
    body = prefix + _r(g, D, 15 - len(prefix))
    return body + luhn.calc_check_digit(body)


def _card_shown(g: random.Random) -> str:
    number = _card(g)
    sep = g.choice([" ", " ", "-", ""])
    return sep.join(number[i : i + 4] for i in range(0, 16, 4))


_CARD_PLACES = _t("""
card number: {pw}
Visa {pw} exp 09/34
Карта: {pw}
карта нөмірі {pw}
karta raqami {pw}
Humo karta: {pw}
kart numarası: {pw}
рақами корт {pw}
pay the camel vet with {pw}
""")

_CVV_PLACES = _t("""
card {c} exp 03/35, security code on the back: {pw}
CVV {pw} for the card ending {e}
CVC коды: {pw} (карта {e})
kartaning orqasidagi kod {pw}
kartın arkasındaki güvenlik kodu: {pw}
the three digits on the back are {pw}
""")

_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "TR": "nnnnn0" + "n" * 16, "GE": "aa" + "n" * 16,
                "AZ": "aaaa" + "n" * 20, "BY": "aaaa" + "nnnn" + "n" * 16,
                "MD": "aa" + "n" * 18}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


_IBAN_PLACES = {
    "IBAN: {pw}": "KZ",
    "ЖСК {pw}": "KZ",
    "шот (IBAN) → {pw}": "KZ",
    "счёт для оплаты: {pw}": "KZ",
    "Aqmaqta's account {pw}, Beneficiary Aqmaqta LLP": "KZ",
    "IBAN numaram: {pw}": "TR",
    "Selin Hoca'nın hesabı {pw}": "TR",
    "Georgian supplier IBAN {pw}": "GE",
    "AZ shipper account: {pw}": "AZ",
    "счёт белорусского поставщика {pw}": "BY",
    "IBAN (Moldova wine partner) = {pw}": "MD",
}


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, list(_IBAN_PLACES), n)):
        number = _iban(rng, _IBAN_PLACES[template])
        shown = v.iban_spaced(number) if index % 2 else number
        out.append(Sample("iban", template.replace("{pw}", shown), shown))
    return out


def _digits(g: random.Random, n: int) -> str:
    return str(g.randrange(1, 10)) + _r(g, D, n - 1)


def _inn(g: random.Random) -> str:
    return v.until(g, lambda h: _digits(h, 10), inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, lambda h: "1" + _r(h, D, 12), ogrn.is_valid)


def _tckimlik(g: random.Random) -> str:
    return v.until(g, lambda h: _digits(h, 11), tckimlik.is_valid)


def _vkn(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 10), vkn.is_valid)


def _voen(g: random.Random) -> str:
    return v.until(g, lambda h: _digits(h, 9) + "1", voen.is_valid)


def _unp(g: random.Random) -> str:
    return v.until(g, lambda h: "1" + _r(h, D, 8), unp.is_valid)


def _edrpou(g: random.Random) -> str:
    return v.until(g, lambda h: "3" + _r(h, D, 7), edrpou.is_valid)


def _idno(g: random.Random) -> str:
    return v.until(g, lambda h: "10" + _r(h, D, 11), idno.is_valid)


_IDS: list[tuple[str, Maker, Callable[[str], bool]]] = [
    ("ИНН российского партнёра: {pw}", _inn, inn.is_valid),
    ("INN of the Russian cotton buyer {pw}", _inn, inn.is_valid),
    ("ОГРН: {pw}", _ogrn, ogrn.is_valid),
    ("T.C. kimlik no: {pw}", _tckimlik, tckimlik.is_valid),
    ("Selin Hoca'nın TC kimlik numarası {pw}", _tckimlik, tckimlik.is_valid),
    ("vergi kimlik numarası (VKN): {pw}", _vkn, vkn.is_valid),
    ("VÖEN of the Baku tour partner: {pw}", _voen, voen.is_valid),
    ("УНП поставщика: {pw}", _unp, unp.is_valid),
    ("код ЄДРПОУ: {pw}", _edrpou, edrpou.is_valid),
    ("IDNO (Moldova): {pw}", _idno, idno.is_valid),
    ("tax id of the Istanbul agency {pw}", _vkn, vkn.is_valid),
    ("passport-style ID for the visa form, TC {pw}", _tckimlik, tckimlik.is_valid),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make, _ in v.cycle(rng, _IDS, n):
        value = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", value), value))
    return out


_TOTP_PLACES = _t("""
otpauth://totp/Kesene%20Tours:dauren?secret={pw}&issuer=Kesene%20Tours
2FA secret for the booking admin: {pw}
TOTP setup key {pw}
екі факторлы кілт (2FA): {pw}
2FA uchun kalit: {pw}
can't scan the QR code, manual key is {pw}
""")

_OTP_PLACES = _t("""
{pw} is your ShubatPay verification code
Код подтверждения: {pw}. Никому не сообщайте.
Растау коды: {pw}. Ешкімге айтпаңыз.
Tasdiqlash kodi: {pw}
Doğrulama kodunuz: {pw}
Use {pw} to sign in to Kesene Booking
Рамзи тасдиқ: {pw}
your one-time code is {pw}
""")

_BACKUP_PLACES = _t("""
Google backup codes for the tours account:\\n{pw}
2FA backup codes\\n{pw}
Резервные коды GitHub: {pw}
Сақтық кодтар (Microsoft): {pw}
Yedek kodlar: {pw}
recovery codes for the Stripe account {pw}
""")


def _backup(g: random.Random) -> str:
    style = g.randrange(3)
    codes = v.backup_codes(g, 8, style)
    return g.choice(["\n", ", ", " "]).join(codes)


_SSIDS = ["Kesene-Tours-Office", "Aqmaqta Gin 5G", "Shubat Arai Barn", "Ismoilov_Sayram",
          "Guest House Turkestan", "TP-Link_Maqta_2G"]  # fmt: skip

_WIFI = _t("""
WIFI:T:WPA;S:{s};P:{pw};;
wifi {s} / {pw}
Network: {s}\\nKey: {pw}
{s} вайфай паролі: {pw}
{s} wi-fi paroli: {pw}
вайфай {s}, пароль {pw}
{s} kablosuz ağ şifresi: {pw}
WPA key for {s} is {pw}
пароли вайфай {s} ин {pw}
network ({s}) uses {pw}
""")

_PINS = _t("""
сейфтің коды {pw}
PIN for the dairy's bank card: {pw}
gate code at the gin: {pw}#
kalit qutisining kodi {pw}
kapı kodu {pw}
код от домофона {pw}
рамзи дари анбор: {pw}
the keypad code for the mausoleum storeroom is {pw}
alarm code: {pw}
SIM PIN {pw}
""")

_PHRASE_WORDS = ["kesene", "tuie", "maqta", "shubat", "saksaul", "minaret", "kumbez",
                 "karavan", "dalasy", "jibek", "tandyr", "bazary", "qamys", "shoqan"]  # fmt: skip

_PHRASES = _t("""
backup passphrase: {pw}
KeePass master passphrase is {pw}
құпия фраза: {pw}
parol iborasi: {pw}
""")

_SPELLED = _t("""
the password is the word {pw} then the digits, all lowercase
Voice note, Nurlan: password is {pw} with a capital first letter and 77 at the end
Пароль — слово {pw}, потом 2031, без пробелов
Құпия сөз — {pw} деген сөз, артынан 48
Parol — {pw} degan so'z, keyin 1990
Şifre: {pw} kelimesi, sonra 35
the name of our camel, {pw}, followed by 2019
""")


def _spelled_word(g: random.Random) -> str:
    return g.choice(_STEPPE) + g.choice(_FARM).lower() + _r(g, D, 2)


def _spaced_token(g: random.Random) -> str:
    raw = _j("ghp_", (ALNUM, 36))(g) if g.random() < 0.5 else _r(g, ALNUM, 32)
    sep = g.choice([" ", " - ", "·", " | "])
    return sep.join(raw[i : i + 4] for i in range(0, len(raw), 4))


_SPACED_PLACES = _t("""
Dauren read the token out over the phone: {pw}
токенді бөліп жаздым: {pw}
token (written in groups): {pw}
""")


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _fill(rng, "labelled_password", _LABELLED, 70, _pw)
    out += _fill(rng, "chat_password", _CHATS, 30, _pw)
    for template in v.cycle(rng, _LOGINS, 22):
        pw = _plain_pw(rng) if "@" in template or ":" in template else _pw(rng)
        text = template.replace("{u}", rng.choice(_USERS)).replace("{pw}", pw)
        out.append(Sample("login_pair", text, pw))
    for template in v.cycle(rng, _URLS, 8):
        pw = _plain_pw(rng)
        out.append(
            Sample("url_login", template.replace("{u}", rng.choice(_USERS)).replace("{pw}", pw), pw)
        )
    for template in v.cycle(rng, _CLI, 30):
        pw = _plain_pw(rng)
        cmd = template.replace("{u}", rng.choice(_USERS)).replace("{pw}", pw)
        out.append(Sample("cli_password", rng.choice(_SHELLS).replace("{c}", cmd), pw))
    out += _fill(rng, "config_file", _CONFIGS, 25, _plain_pw)
    for template, make in v.cycle(rng, _VENDOR, 40):
        value = make(rng)
        out.append(Sample("vendor_token", template.replace("{pw}", value), value))
    out += _fill(rng, "bare_token", _BARE, 8, _j((ALNUM, 40)))
    out += _fill(rng, "hex_key", _HEX_PLACES, 10, lambda g: _r(g, HEX, g.choice([32, 64])))
    out += _fill(rng, "jwt", _JWT_PLACES, 8, _jwt)
    out += _fill(rng, "pem_key", _PEM_PLACES, 6, _pem)
    out += _seeds(rng, 12)
    out += _fill(rng, "card", _CARD_PLACES, 12, _card_shown)
    for template in v.cycle(rng, _CVV_PLACES, 6):
        code, number = _r(rng, D, 3), _card(rng)
        text = template.replace("{pw}", code).replace("{c}", v.grouped(number, " ", rng))
        out.append(Sample("card_code", text.replace("{e}", number[-4:]), code))
    out += _ibans(rng, 14)
    out += _ids(rng, 16)
    out += _fill(rng, "totp_secret", _TOTP_PLACES, 6, lambda g: _r(g, BASE32, 32))
    out += _fill(rng, "one_time_code", _OTP_PLACES, 8, lambda g: _r(g, D, 6))
    out += _fill(rng, "backup_codes", _BACKUP_PLACES, 6, _backup)
    for template in v.cycle(rng, _WIFI, 16):
        key = _plain_pw(rng)
        text = template.replace("{s}", rng.choice(_SSIDS)).replace("{pw}", key)
        out.append(Sample("wifi_key", text, key))
    out += _fill(rng, "pin_code", _PINS, 14, lambda g: _r(g, D, g.choice([4, 5, 6])))
    out += _fill(rng, "passphrase", _PHRASES, 7, lambda g: " ".join(g.sample(_PHRASE_WORDS, 4)))
    out += _fill(rng, "spelled_password", _SPELLED, 10, _spelled_word)
    out += _fill(rng, "spaced_token", _SPACED_PLACES, 6, _spaced_token)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the booking admin password is", "{s}", _pw),
    ("split_password", "Жаңа құпиясөз:", "{s}", _pw),
    ("split_password", "пароль от кассы", "{s}\nне теряй", _pw),
    ("split_password", "Yangi parol:", "{s} (Rustam qo'ydi)", _pw),
    ("split_password", "E-posta şifresi:", "{s}", _pw),
    ("split_password", "Паролаш", "{s}", _pw),
    ("split_password", "NAS password", "{s}, rotated after the harvest", _pw),
    ("split_password", "qupiya soz", "{s}", _pw),
    ("split_wifi", "Shubat Arai Barn wifi key:", "{s}", _plain_pw),
    ("split_token", "Kesene Booking API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "ShubatPay ключ API:", "{s}", lambda g: v.uuid4(g, "8")),
    (
        "split_seed",
        "wallet recovery words",
        "{s}",
        lambda g: str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16)))),
    ),
    ("split_card", "card number", "{s} exp 12/35", _card_shown),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_id", "T.C. kimlik no:", "{s}", _tckimlik),
    ("split_otp", "TOTP secret", "{s}", _j((BASE32, 32))),
    ("split_pin", "сейф коды", "{s}", _j((D, 6))),
    ("split_backup", "backup codes", "{s}", _backup),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
]


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# Metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    ('{"booking": {"admin_password": "{s}"}}', "meta_password", _plain_pw),
    ('{"құпиясөз": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "nurlan", "passwd": "{s}"}}', "meta_password", _plain_pw),
    ('{"parol": "{s}", "user": "rustam.i"}', "meta_password", _plain_pw),
    ('{"şifre": "{s}"}', "meta_password", _plain_pw),
    ('{"note": "пароль от весов {s}"}', "meta_password", _plain_pw),
    ('{"argv": ["mysql", "-u", "ledger", "--password", "{s}"]}', "meta_password", _plain_pw),
    (
        '{"devices": [{"name": "nvr"}, {"name": "scale", "web_password": "{s}"}]}',
        "meta_password",
        _plain_pw,
    ),
    ('{"kesene_booking": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"shubatpayToken": "{s}"}', "meta_token", _j((HEX, 64))),
    ('{"github": {"token": "{s}"}}', "meta_token", _j("ghp_", (ALNUM, 36))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"payment": {"card_number": "{s}", "exp": "05/36"}}', "meta_card", _card_shown),
    ('{"supplier": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "KZ")),
    ('{"lecturer": {"tc_kimlik_no": "{s}"}}', "meta_id", _tckimlik),
    ('{"2fa": {"backup": ["{s}", "48213377", "90817264"]}}', "meta_otp", _j((D, 8))),
    ('{"dairy_wallet": {"seed_words": "{s}"}}', "meta_seed", _english_seed),
    ('{"totp_secret": "{s}"}', "meta_otp", _j((BASE32, 32))),
    ('{"storeroom": {"door_code": "{s}"}}', "meta_pin", _j((D, 5))),
    ('{"wifi": {"ssid": "Aqmaqta Gin 5G", "psk": "{s}"}}', "meta_wifi", _plain_pw),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        secret = make(rng)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_WHEEL = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"weighbridge-fw-2.7.1.bin").hexdigest()
_COMMIT = hashlib.sha1(b"tours: add Sauran route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"ledger: fix bale weights", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"bales_2032-10-04.csv", usedforsecurity=False).hexdigest()
_IMAGE = hashlib.sha256(b"registry.arysqum.lan/booking:3.1").hexdigest()

CLEAN = [
    "Remind me to change the booking admin password before the spring pilgrim season.",
    "Nurlan asked for the office wifi password; it's on the card in Zhanar's drawer.",
    "Policy: Arysqum passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the WhatsApp group; send a vault link.",
    "`.env.example` has `KESENE_API_KEY=replace-me`; the real key is in the vault.",
    "Replace <YOUR_SHUBATPAY_KEY> in the README with the key from the dashboard.",
    "Құпия сөзді ешкімге айтпа, тіпті маған да.",
    "Qupiya sozdi eshkimge aitpa, bauyrym.",
    "Пароль никому не говори, даже мне.",
    "Parolni hech kimga aytma, xo'pmi?",
    "Паролни ҳеч кимга айтма.",
    "Şifrenizi kimseyle paylaşmayın; en az on dört karakter olmalı.",
    "Паролро ба касе нагӯ, бародар.",
    "Жаңа пароль кемінде 12 таңбадан тұруы керек.",
    "Yangi parol kamida 12 ta belgidan iborat bo'lishi kerak.",
    "Пароль должен быть не короче двенадцати символов.",
    "Upgraded the weighbridge firmware from 2.6 to 2.7.1 and pyserial to 3.5.",
    f"commit {_COMMIT} adds the Sauran route to the tours site.",
    f"Rolled back to {_SHORT} after the bale weights came out doubled.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL}",
    f"The weighbridge firmware 2.7.1 image has SHA-256 checksum {_FIRMWARE}.",
    f"MD5 of bales_2032-10-04.csv is {_MD5}, same as the copy on the NAS.",
    f"The booking container runs registry.arysqum.lan/booking@sha256:{_IMAGE}.",
    "Order KT-2032-00719: 14 pilgrims, Turkestan to Sauran and Otyrar, Saturday.",
    "Ticket #4418: the cooler at the Shubat-Arai barn drops to 2 °C at night.",
    "Call the gin office on +7 725 33 41 208 before noon.",
    "Tracking number KZ 4821 7730 15 for the spare saw blades from Shymkent.",
    "Postcode 161200, Turkestan; the gin is 38 km down the Shaulder road.",
    "The mausoleum opens at 09:00 and the tour leaves at 09:30; tickets 3 500 ₸.",
    "A bale of lint weighs about 220 kg; we pressed 1 284 bales in October.",
    "Shubat sells at 1 800 ₸ a litre; the fat content this week is 4.1 %.",
    "Coordinates of the Sauran ruins: 43.3731 N, 68.2196 E.",
    "Product code SH-0500-GL is the half-litre glass bottle of shubat.",
    "After five wrong passwords the booking panel locks the account for 20 minutes.",
    "My card ending 4417 was declined at the Shymkent hardware store.",
    "The Georgian supplier wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the tours account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `SHUBATPAY_API_KEY` in the secrets store, never in the repository.",
    "The keypad at the storeroom is broken; Firuz will change it on Monday.",
    "Ask Zhanar for the alarm code, I don't have it.",
    "The PIN must be four digits and can't be 1234.",
    "Card number: **** **** **** 8821, expires 07/35.",
    "IBAN: KZ** **** **** **** 4471 (masked in the export).",
    "The guest wifi 'Kesene-Guest' is open, no password needed.",
    "Kesene Booking moved the API key page under Settings › Developers in May.",
    "Жарнама: 15 қазанда Қожа Ахмет Ясауи кесенесіне экскурсия, бағасы 5 000 ₸.",
    "Sayramdan Turkistonga avtobus soat 7:40 da jo'naydi.",
    "Завтра в 8:00 привезут 40 литров шубата, касса откроется в 9.",
    "Selin Hoca 12 Kasım'da saat 14.00'te Yesevi üzerine seminer verecek.",
    "Барои таъмир 120 хишт ва 6 халта семент лозим аст.",
    "Doç. Dr. Selin Aktaş'ın ORCID numarası makalenin ilk sayfasında yazıyor.",
    "ISBN 978-601-7498-14-3 is the guidebook on the Kesene Tours shelf.",
    "Version 4.12.0 of the guide app fixes the Sauran audio track.",
    "UUID of the tour template: see the admin page, row 12.",
    "The camel herd count is 86, of which 31 are milking.",
    "Invoice INV-2032-1187 for the cotton seed, 7 430 000 ₸, due 2032-11-30.",
    "Сақтық кодтарды басып шығарып, сейфке сал.",
    "Tasdiqlash kodi kelmadi, yana bir marta yuboring.",
    "Doğrulama kodu SMS ile gelmedi, e-postayı kontrol edin.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/arysqum/booking", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 812}}',
    f'{{"sha256": "{_WHEEL}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "4418", "order": "KT-2032-00719"}',
    '{"bale": {"id": "BL-2032-1284", "weight_kg": 220, "grade": "II"}}',
    '{"phone": "+7 725 33 41 208", "city": "Turkestan", "postcode": "161200"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "camels": 86}',
    '{"card_last4": "8821", "card_masked": "**** **** **** 8821"}',
    '{"location": {"lat": 43.3731, "lon": 68.2196}, "site": "Sauran"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
