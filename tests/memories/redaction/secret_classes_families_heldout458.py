# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and fifty-seventh's
docstring, the fifth to four hundred and fifty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (459, 460, 461), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (458_604_317), password words (a
river and a dish with a sign, `ErtisKazy#58`; dot-joined words with a year,
`shubat.polyn.2034`; leet `B4urs4k!71`; a person and a town, `Apa@Semey1961`; a berth and a
silo, `Prichal4-Silos9%`; random runs; Kazakh Latin words with a number, `qyzyl.tal.63`).

The fictional company is Ertis Agro-Port Semey LLP of Semey, East Kazakhstan: the Semey Et
Kombinaty No. 2 (an invented meat-packing plant on the left bank), the Zhanasemey University
Clinic (an invented teaching clinic) and the Irtysh River Grain Terminal (an invented river-port
elevator and berth). Staff and neighbours: Aigerim Nurtazina (IT, Russian of Semey as texted),
Daniyar Ospanov (a shift engineer, Kazakh in Cyrillic and in Latin letters), the Ghabdullin
bakery family (Rezeda, Ilnur, their grandmother Apa Nurslu, Tatar), Mehmet Demir (a Turkish
construction foreman) and Juha Lehtonen of the invented Kylmäkone Oy (a Finnish refrigeration
and equipment supplier). Every company, person, address, domain (`ertisagro.lan`,
`etkombinat.lan`, `zhclinic.example`, `irtyshgrain.lan`, `kylmakone.example`,
`ghabdullin.example`), account and number is invented; only the region is real. Texts: WhatsApp
and Telegram chats, SMS, tickets, notes to self, runbooks, e-mails, shell history, config and env
files, URLs, voice-note transcripts and requests to the assistant; separators: a colon, `=`,
`->`, `→`, `=>`, `/`, `|`, `—`, Russian `это`, Kazakh `деген`, Turkish `şu`, Finnish `on`, a
new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 457, grep -l): none for `Moikka`, `бикле`, `parolü`, `Kürtaş`; one for
`Semipalatinsk`, `Freedom Bank`, `tunnussana`, `fi.associationid`; two for `Semey`, `Oskemen`,
`Rahmet`; six to eighteen for `Irtysh`, `fi.veronumero`, `fi.ytunnus`, `Wolt`, `fi.hetu`,
`Abaya`, `Bakery`, `серсүз`, `Jusan`, `qupiya`, `kz.iin`, `Tatar`, `Kaspi Gold`, `tr.tckimlik`;
twenty and more for `tr.vkn`, `Halyk`, `Finnish`, `Kaspi`, `Құпия`, `ru.ogrn`, `ru.inn`, `kodu`,
`Usta`, `Kazakh`, `Turkish`; the IBAN countries by a rough count of their quoted code: Finland 37,
Russia 44, Turkey 51, Azerbaijan 52, Belarus and Georgia 53, Kazakhstan 65.
Languages: about half English, config or shell; the rest in the Russian of Semey as texted (`щас`,
`скинь`, `норм`, `плиз`, `кароч`), Kazakh in Cyrillic (`құпия сөз`, `деген`, `жібер`, `рақмет`)
and in Latin letters as texted (`qupiya soz`, `jiber`, `rahmet`, `kod keldi`), the Tatar of a
bakery family (`серсүз`, `әни`, `рәхмәт`, `менә`), the Turkish of a construction foreman
(`şifre`, `usta`, `abi`, `şantiye`, `kodu`), and the Finnish of an equipment supplier (`salasana`,
`tunnus`, `moikka`, `t. Juha`). The Semey texting, the Latin-letter Kazakh and the Tatar are my
guesses; the Tatar is the least sure. Vendors: the invented ErtisCloud, PolynSMS, KombinatERP,
ZhanaLab and ElevatorLog under the words around their keys, and the GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify,
DigitalOcean, Linear, Grafana, Postman, Vault, Tailscale, Doppler, Sentry, New Relic, Groq,
Replicate, Perplexity, xAI, Databricks, Supabase, Netlify, Docker Hub, PyPI, Mailgun, Brevo and
Pulumi shapes. Ids: Finland's henkilötunnus, Y-tunnus and veronumero, Turkey's T.C. kimlik and
VKN, Russia's INN and OGRN, each drawn until its `stdnum` module validates it (python-stdnum here
has no Kazakh module, so no IIN or BIN is written). IBANs of Kazakhstan, Russia, Turkey, Finland,
Belarus, Azerbaijan and Georgia, checked with `stdnum.iban`; seed phrases from `mnemonic`'s
English, Russian and Turkish lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa,
Mastercard, Mir `2200`-`2204`, Troy `9792`, UnionPay and Amex prefixes).
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
from stdnum.fi import hetu as fi_hetu
from stdnum.fi import veronumero as fi_veronumero
from stdnum.fi import ytunnus as fi_ytunnus
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 458_604_317
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE = ALNUM + "-_"
Maker = v.Maker
_r, _j = v.r, v.token

_RIVER = ["Ertis", "Irtysh", "Shulba", "Ubinka", "Polyn", "Abai", "Shakarim", "Zhanasemey",
          "Kokpekty", "Chagan", "Barlyk", "Kurchatov"]  # fmt: skip
_DISH = ["Kazy", "Shubat", "Kymyz", "Beshbarmak", "Baursak", "Chakchak", "Echpochmak", "Kurt",
         "Zhent", "Talkan", "Karta", "Shuzhuk"]  # fmt: skip
_KAZ_WORDS = ["qyzyl", "tal", "ozen", "zhel", "tau", "kun", "aspan", "bidai", "kemer", "ait",
              "jaz", "kopir"]  # fmt: skip
_NAMES = ["Apa", "Ata", "Aigerim", "Daniyar", "Rezeda", "Ilnur", "Nurslu", "Mehmet", "Juha",
          "Saule", "Yerlan", "Gulnara", "Timur", "Aliya"]  # fmt: skip
_TOWNS = ["Semey", "Kurchatov", "Ayagoz", "Urdzhar", "Zharma", "Shar", "Borodulikha", "Kazan",
          "Konya", "Tampere"]  # fmt: skip
_SYM = "!#$%&*?@+=^~"
_LEET = ["B4urs4k", "Ch4kch4k", "K4zy", "Sh4k4r1m", "3rt1s", "Z3rn0", "3lev4t0r", "K0mb1n4t"]


def _berth(g: random.Random) -> str:
    return f"Prichal{g.randrange(1, 9)}-Silos{g.randrange(1, 30)}{g.choice(_SYM)}"


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RIVER)}{g.choice(_DISH)}{g.choice(_SYM)}{g.randrange(10, 100)}",
    lambda g: (
        ".".join(w.lower() for w in g.sample(_DISH + _RIVER, 2)) + f".{g.randrange(2024, 2040)}"
    ),
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYM)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_TOWNS)}{g.randrange(1950, 2010)}",
    _berth,
    lambda g: _r(g, ALNUM, 14),
    lambda g: _r(g, ALNUM + "$%&!?", 16),
    lambda g: ".".join(g.sample(_KAZ_WORDS, 2)) + f".{g.randrange(10, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYM),
]
_PLAIN_CHARS = set(ALNUM + "._-")


def _pw(g: random.Random) -> str:
    return g.choice(_PICKS)(g)


def _plain_pw(g: random.Random) -> str:
    return v.until(g, _pw, lambda s: set(s) <= _PLAIN_CHARS)


# --- checked values --------------------------------------------------------------------------

_MN = {lang: Mnemonic(lang) for lang in ("english", "russian", "turkish")}


def _seed(g: random.Random, lang: str, words: int = 12) -> str:
    """A phrase whose checksum `Mnemonic.check` accepts (with accented or `й` words it may not
    read its own list back, so such phrases are drawn again; Russian and Turkish stay short)."""
    size = {12: 16, 15: 20, 18: 24, 24: 32}[words if lang == "english" else 12]

    def make(r: random.Random) -> str:
        return str(_MN[lang].to_mnemonic(bytes(r.randrange(256) for _ in range(size))))

    return v.until(g, make, _MN[lang].check)


_CARD_PREFIXES = {"visa": ["4"], "mc": ["51", "53", "55", "2221"], "mir": ["2200", "2202", "2204"],
                  "troy": ["9792"], "unionpay": ["62"], "amex": ["34", "37"]}  # fmt: skip


def _card(g: random.Random, brand: str) -> str:
    length = 15 if brand == "amex" else 16
    prefix = g.choice(_CARD_PREFIXES[brand])
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "RU": "n" * 14 + "c" * 15, "TR": "n" * 6 + "c" * 16,
                "FI": "n" * 14, "BY": "cccc" + "nnnn" + "c" * 16, "AZ": "aaaa" + "c" * 20,
                "GE": "aa" + "n" * 16}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


def _hetu(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        day, month, year = r.randrange(1, 29), r.randrange(1, 13), r.randrange(0, 100)
        sep = r.choice("-A")
        body = f"{day:02d}{month:02d}{year:02d}{sep}{r.randrange(2, 900):03d}"
        return body + r.choice("0123456789ABCDEFHJKLMNPRSTUVWXY")

    return v.until(g, make, fi_hetu.is_valid)


def _ytunnus(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        return f"{_r(r, D, 7)}-{r.choice(D)}"

    return v.until(g, make, fi_ytunnus.is_valid)


def _veronumero(g: random.Random) -> str:
    return v.until(g, lambda r: "1000" + _r(r, D, 8), fi_veronumero.is_valid)


def _tckimlik(g: random.Random) -> str:
    return v.until(g, lambda r: r.choice("123456789") + _r(r, D, 10), tr_tckimlik.is_valid)


def _vkn(g: random.Random) -> str:
    return v.until(g, lambda r: _r(r, D, 10), tr_vkn.is_valid)


def _inn(g: random.Random) -> str:
    return v.until(g, lambda r: r.choice(["7", "5", "4"]) + _r(r, D, 11), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, lambda r: "1" + _r(r, D, 12), ru_ogrn.is_valid)


_IDS: dict[str, Maker] = {
    "hetu": _hetu,
    "ytunnus": _ytunnus,
    "veronumero": _veronumero,
    "tckimlik": _tckimlik,
    "vkn": _vkn,
    "inn": _inn,
    "ogrn": _ogrn,
}


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"})
    body = v.b64url({"sub": f"user-{g.randrange(1000, 99999)}", "iss": "sso.ertisagro.lan",
                     "exp": g.randrange(1_760_000_000, 1_900_000_000)})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = bytes(g.randrange(256) for _ in range(g.choice([240, 336, 480])))
    b64 = base64.b64encode(raw).decode()
    lines = "\n".join(b64[i : i + 64] for i in range(0, len(b64), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


# --- templates ({pw}: the planted value) ------------------------------------------------------

_LABELLED = [
    "WhatsApp, Aigerim: пароль от 1С на комбинате: {pw}",
    "Aigerim: скинь плиз пароль от вайфая в лабе — щас: {pw}",
    "пароль от роутера в бухгалтерии = {pw}",
    "кароч пароль от почты клиники это {pw}, не теряй",
    "Telegram, Daniyar: элеватордың SCADA құпия сөзі: {pw}",
    "құпия сөз → {pw}",
    "Daniyar: жаңа құпия сөз деген {pw}, ешкімге жіберме",
    "qupiya soz: {pw} rahmet",
    "Daniyar: terminal kompyuterinin paroli {pw} jiber mağan keyin",
    "Rezeda: нәни, пекарня кассасының серсүзе: {pw}",
    "Ilnur: менә серсүз -> {pw}, әнигә әйтмә",
    "Apa Nurslu: пароль для весов в пекарне {pw} рәхмәт",
    "Mehmet usta: şantiye bilgisayarının şifresi: {pw}",
    "abi yeni şifre şu {pw} kimseye verme",
    "Mehmet: vinç paneli parola = {pw}",
    "Juha Lehtonen: moikka, huoltotilin salasana on {pw}",
    "Kylmäkone Oy ticket 4471 | salasana | {pw}",
    "salasana: {pw}\nt. Juha",
    "the admin password for the Irtysh elevator HMI is {pw}",
    "Password: {pw}",
    "slaughter line PLC web password => {pw}",
    "clinic PACS admin pw | {pw}",
    "note to self — grain scale terminal password / {pw}",
    "passwd={pw}",
    "DB_PASSWORD={pw}",
    "Ticket ERT-2291: the new password for the cold room controller is {pw}",
    "the password for the berth camera NVR changed to {pw}",
    "email from it@ertisagro.lan: your temporary password: {pw}",
    "Kombinat mail server password → {pw}",
    "password:\n{pw}",
    "Aigerim: пароль\n{pw}",
    "şifre\n{pw}",
    "the lab LIS password (zhclinic) is `{pw}`",
    'password: "{pw}"',
    "clinic wifi-less kiosk password [{pw}]",
    "pwd: {pw} (bakery POS)",
]
_SAID_FIRST = [
    "{pw} — это пароль от админки весовой",
    "{pw} деген элеватордың құпия сөзі",
    "{pw} — that's the password for the Polyn terminal laptop",
    "type {pw}; that's the admin password on the cold store panel",
    "{pw} bu şantiye kamerasının şifresi",
    "{pw} on huoltoportaalin salasana",
    "{pw}, that's what I set for the clinic router",
    "{pw} — серсүз кассага",
    "Q: what's the password for the grain lab PC?\nA: {pw}",
    "Aigerim: какой пароль от принтера?\nDaniyar: {pw}",
    "Mehmet: şifre neydi?\nMehmet: {pw}",
    "Juha: mikä on salasana?\nJuha: {pw}",
]
_LOGINS = [
    "login: aigerim / {pw}",
    "user daniyar, password {pw}",
    "creds for the elevator SCADA: operator / {pw}",
    "sign in as kassir with {pw}",
    "логин: buh_semey, пароль: {pw}",
    "логин admin пароль {pw}",
    "пайдаланушы: daniyar.o, құпия сөз: {pw}",
    "kullanıcı adı: mehmet.y şifre: {pw}",
    "käyttäjätunnus: juha.lehtonen, salasana: {pw}",
    "kullanıcı: santiye / {pw}",
    "postgres://erp:{pw}@db.ertisagro.lan:5432/kombinat",
    "mysql://lis:{pw}@lis.zhclinic.example/lab",
    "https://scada:{pw}@hmi.irtyshgrain.lan/login",
    "ftp://scale:{pw}@ftp.etkombinat.lan/weights",
    "$ mysql -u root -p{pw} kombinat",
    "$ sshpass -p '{pw}' ssh operator@plc2.etkombinat.lan",
    "$ redis-cli -h cache.ertisagro.lan -a {pw}",
    "$ curl -u daniyar:{pw} https://elevator.irtyshgrain.lan/api/silos",
    "$ docker login registry.ertisagro.lan -u ci -p {pw}",
    "$ echo '{pw}' | docker login registry.ertisagro.lan -u ci --password-stdin",
    '$ psql "postgresql://lab:{pw}@pg.zhclinic.example/lab"',
    "$ smbclient //fs.etkombinat.lan/buh -U aigerim%{pw}",
    "$ ldapsearch -x -D cn=admin,dc=ertisagro,dc=lan -w {pw}",
    "$ sqlcmd -S sql.zhclinic.example -U sa -P {pw}",
    "$ 7z a weights.7z weights/ -p{pw}",
    "$ openssl enc -aes-256-cbc -in silo.csv -out silo.enc -pass pass:{pw}",
    "$ mosquitto_pub -h mqtt.irtyshgrain.lan -u sensor -P {pw} -t silo/temp -m 4",
    "$ ipmitool -I lanplus -H 10.8.2.11 -U admin -P {pw} power status",
    "$ xfreerdp /v:buh.etkombinat.lan /u:aigerim /p:{pw}",
    "$ keytool -importcert -keystore lis.jks -storepass {pw} -file ca.crt",
    "$ echo {pw} | sudo -S systemctl restart elevator-scada",
    "$ passwd --stdin scale <<< '{pw}'",
    "MYSQL_ROOT_PASSWORD={pw}",
    "POSTGRES_PASSWORD={pw}",
    "export ELEVATOR_DB_PASSWORD={pw}",
    "[database]\nhost = db.ertisagro.lan\nuser = erp\npassword = {pw}",
    "spring.datasource.password={pw}",
    "smtp:\n  host: mail.zhclinic.example\n  username: lab\n  password: {pw}",
    "db.ertisagro.lan:5432:kombinat:erp:{pw}",
    '  <add key="LisPassword" value="{pw}" />',
    "Rezeda: кассага керү: kassa1 / {pw}",
    "Juha: tunnus service, salasana {pw}",
]
_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token for the elevator repo: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITHUB_TOKEN={pw}", _j("github_pat_11", (UPPER_DIGITS, 20), "_", (ALNUM, 59))),
    ("gitlab deploy token {pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot for #kombinat-alerts: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={pw}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 120))),
    ("anthropic key for the clinic summariser: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {pw}", _j((ALNUM + "+/", 40))),
    ("GOOGLE_MAPS_KEY={pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key {pw}", _j("SK", (HEX, 32))),
    ("Telegram бот для смены: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("shopify token for the bakery shop: {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("LINEAR_API_KEY={pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account: {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("postman key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 24))),
    (
        "tailscale auth key for the berth gateway: {pw}",
        _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32)),
    ),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 80))),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("replicate token {pw}", _j("r8_", (ALNUM, 37))),
    ("PERPLEXITY_API_KEY={pw}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={pw}", _j("xai-", (ALNUM, 80))),
    ("databricks token: {pw}", _j("dapi", (HEX, 32))),
    ("SUPABASE_ACCESS_TOKEN={pw}", _j("sbp_", (HEX, 40))),
    ("NETLIFY_AUTH_TOKEN={pw}", _j("nfp_", (ALNUM, 36))),
    ("$ docker login -u ertisagro --password {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("TWINE_PASSWORD={pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("MAILGUN_API_KEY={pw}", _j("key-", (HEX, 32))),
    ("BREVO_API_KEY={pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
    ("Aigerim: токен гитхаба для сборки {pw}", _j("ghp_", (ALNUM, 36))),
    (
        "Daniyar: Slack webhook токені: {pw}",
        _j("xoxp-", (D, 12), "-", (D, 12), "-", (D, 13), "-", (HEX, 32)),
    ),
    ("Juha: OpenAI-avain huoltobotille {pw}", _j("sk-proj-", (URLSAFE, 100))),
]
_INVENTED = [
    "ErtisCloud API key: {pw}",
    "PolynSMS API ключ: {pw}",
    "ключ API KombinatERP: {pw}",
    "ZhanaLab integration broken, current key {pw}",
    "Integrations › ElevatorLog: {pw}",
    "ElevatorLog API кілті: {pw}",
    "KombinatERP API anahtarı: {pw}",
    "ZhanaLab API-avain: {pw}",
    "api_key: {pw}  # PolynSMS gateway",
    "ERTISCLOUD_API_KEY={pw}",
    "PolynSMS key for prod → {pw}",
    "ZhanaLab secret = {pw}",
]
_INVENTED_MAKERS: list[Maker] = [_j((HEX, 32)), lambda g: v.uuid4(g, "b"), _j((ALNUM, 40)),
                                 _j((HEX, 48))]  # fmt: skip
_BARE = [
    "{pw}",
    "Aigerim: вот {pw}",
    "use {pw} for the grain webhook",
    "the elevator bot said: {pw}",
    "Authorization: Bearer {pw}",
    "token={pw}",
    "X-Api-Token: {pw}",
    "мына токенді қой: {pw}",
]
_HEXES = [
    "ENCRYPTION_KEY={pw}",
    "AES key for the weight exports: {pw}",
    "hmac secret {pw}",
    "ключ шифрования бэкапов: {pw}",
    "master.key\n{pw}",
    "signing_secret: {pw}",
    "{pw}",
    "the LUKS keyfile for the clinic NAS holds {pw}",
]
_JWTS = [
    "Authorization: Bearer {pw}",
    "session cookie from the LIS: {pw}",
    "jwt={pw}",
    "Aigerim: токен из браузера {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.ertisagro.lan/v1/silos",
    "refresh_token: {pw}",
]
_PEMS = [
    "elevator-gw.key:\n{pw}",
    "Aigerim: ключ для сервера весов\n{pw}",
    "ssh key for the berth jump host\n{pw}",
    "tls:\n  key: |\n{pw}",
]
_SEEDS = [
    ("Daniyar: менің әмиян сөздерім: {pw}", "english"),
    ("recovery phrase for the terminal's USDT wallet: {pw}", "english"),
    ("seed: {pw}", "english"),
    ("сид-фраза от кошелька: {pw}", "russian"),
    ("Aigerim: слова для восстановления {pw}", "russian"),
    ("Mehmet: cüzdan kurtarma kelimeleri: {pw}", "turkish"),
    ("gizli kelimeler {pw}", "turkish"),
    ("Juha: lompakon palautuslause {pw}", "english"),
    ("{pw}", "english"),
    ("мнемоника — {pw}", "russian"),
]
_CARDS = [
    "Kaspi-less backup card: {pw} exp 09/31",
    "карта для оплаты запчастей: {pw}",
    "Daniyar: карта нөмірі {pw}",
    "Mehmet: kart numarası {pw} son kullanma 04/30",
    "Juha: kortin numero {pw}",
    "card number: {pw}",
    "pay the Kylmäkone invoice with {pw}",
    "Rezeda: әни карточкасы {pw}",
]
_CVVS = [
    "CVV: {pw}",
    "код на обороте {pw}",
    "the three digits on the back are {pw}",
    "güvenlik kodu: {pw}",
    "turvakoodi {pw}",
    "CVC2 — {pw}",
]
_IBANS = [
    ("IBAN: {pw}", "KZ"),
    ("реквизиты, ИИК: {pw}", "KZ"),
    ("шот нөмірі (IBAN) {pw}", "KZ"),
    ("счёт для перевода {pw}", "RU"),
    ("Mehmet: IBAN numaram {pw}", "TR"),
    ("Juha: tilinumero {pw}", "FI"),
    ("pay Kylmäkone Oy to {pw}", "FI"),
    ("supplier in Minsk, IBAN {pw}", "BY"),
    ("Baku forwarder IBAN → {pw}", "AZ"),
    ("Tbilisi office: {pw}", "GE"),
]
_ID_TEMPLATES = [
    ("Juha: henkilötunnus {pw}", "hetu"),
    ("Finnish personal id (HETU): {pw}", "hetu"),
    ("Kylmäkone Oy, Y-tunnus {pw}", "ytunnus"),
    ("Business ID of the supplier: {pw}", "ytunnus"),
    ("veronumero: {pw}", "veronumero"),
    ("Mehmet: T.C. kimlik no {pw}", "tckimlik"),
    ("TC kimlik numarası: {pw}", "tckimlik"),
    ("Mehmet: firma vergi kimlik no (VKN) {pw}", "vkn"),
    ("ИНН поставщика: {pw}", "inn"),
    ("Aigerim: ИНН {pw}", "inn"),
    ("ОГРН: {pw}", "ogrn"),
    ("Russian partner's OGRN {pw}", "ogrn"),
]
_OTPS = [
    "Код подтверждения: {pw}",
    "{pw} is your ErtisCloud verification code",
    "Растау коды: {pw}",
    "rastau kody {pw} kod keldi",
    "doğrulama kodunuz: {pw}",
    "vahvistuskoodi on {pw}",
    "Aigerim: код из смс {pw}, быстро",
    "Use {pw} to sign in to the clinic portal",
    "one-time code {pw}",
    "OTP: {pw}",
]
_TOTPS = [
    "TOTP secret for the elevator VPN: {pw}",
    "2FA setup key: {pw}",
    "otpauth://totp/ErtisAgro:daniyar?secret={pw}&issuer=ErtisAgro",
    "2FA құпия кілті: {pw}",
    "Mehmet: 2FA anahtarı {pw}",
    "can't scan the QR code, manual key: {pw}",
]
_BACKUPS = [
    "backup codes for the clinic Google account:\n{pw}",
    "резервные коды:\n{pw}",
    "Daniyar: сақтық кодтар {pw}",
    "Mehmet: yedek kodlar {pw}",
    "Juha: varakoodit\n{pw}",
    "2FA recovery codes: {pw}",
]
_WIFI = [
    "wifi Kombinat-Office / {pw}",
    "WIFI:T:WPA;S:Clinic-Lab-5G;P:{pw};;",
    "network ErtisPort Berth 2 key {pw}",
    "вайфай Pekarnya_Ghabdullin пароль {pw}",
    "Wi-Fi: Zhanasemey-Staff\nпароль: {pw}",
    "wifi құпия сөзі: {pw}",
    "Mehmet: şantiye wifi şifresi {pw}",
    "Juha: WLAN-salasana {pw}",
    'wpa_passphrase="{pw}"',
    "psk={pw}",
    "Rezeda: пекарня вайфае серсүзе {pw}",
]
_PINS = [
    "PIN: {pw}",
    "код от двери склада {pw}#",
    "пин-код карты {pw}",
    "домофон на Абая {pw}",
    "есік коды {pw}",
    "Mehmet: konteyner kilidi kodu {pw}",
    "Juha: PIN-koodi {pw}",
    "the cold store door code is {pw}",
    "gate code for the grain terminal: {pw}",
    "Rezeda: сейф коды {pw}",
    "alarm code -> {pw}",
    "SIM pin {pw}",
]
_PHRASES = [
    "passphrase: {pw}",
    "KeePass master passphrase is {pw}",
    "пароль-фраза: {pw}",
    "Juha: salalause {pw}",
    "gpg passphrase → {pw}",
]
_PHRASE_WORDS = ["irtysh", "polyn", "silo", "barge", "kazy", "steppe", "poplar", "ferry",
                 "wheat", "abai", "clinic", "bakery", "crane", "berth", "frost",
                 "kymyz"]  # fmt: skip
_SPELLED = [
    "the word {w} followed by {n}",
    "пароль — слово {w}, потом {n}",
    "құпия сөз: {w} сөзі, сосын {n}",
    "şifre {w} kelimesi, sonra {n}",
    "salasana on sana {w} ja perään {n}",
    "{W} with a capital first letter and {n} at the end",
    "the name of our dog, {W}, followed by {n}",
    "type {w}, then {n}; that's the admin password",
]
_SPELL_WORDS = ["kestrel", "tulpar", "shagala", "bulbul", "saryarka", "kokpar", "altynai",
                "kumis", "zhuldyz", "sunkar"]  # fmt: skip
_DICTATED = [
    "reading it out one character at a time: {t}",
    "[voice note, Aigerim] токен по буквам: {t}",
    "key in groups: {t}",
]


# --- families -------------------------------------------------------------------------------


def _pairs(rng: random.Random, cls: str, rows: list[tuple[str, str]], n: int,
           make: Callable[[random.Random, str], str]) -> list[Sample]:  # fmt: skip
    """``n`` samples from (template, parameter) rows, each row before any repeats."""
    out = []
    for template, param in v.cycle(rng, rows, n):
        secret = make(rng, param)
        out.append(Sample(cls, template.format(pw=secret), secret))
    return out


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(pw=secret), secret))
    return out


def _invented(g: random.Random) -> str:
    return g.choice(_INVENTED_MAKERS)(g)


def _card_draw(g: random.Random, _: str) -> str:
    number = _card(g, g.choice(list(_CARD_PREFIXES)))
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


def _iban_draw(g: random.Random, country: str) -> str:
    number = _iban(g, country)
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _cvv(g: random.Random) -> str:
    return _r(g, D, g.choice([3, 3, 3, 4]))


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return g.choice([code, f"{code[:3]} {code[3:]}", code[:4] + _r(g, D, 2)])


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=False)


def _backup_list(g: random.Random, _: str) -> str:
    style = g.randrange(4)
    codes = v.backup_codes(g, g.choice([6, 8, 10]), style)
    return g.choice(["\n", ", ", " "]).join(codes)


def _wifi_key(g: random.Random) -> str:
    makers: list[Maker] = [_plain_pw, _j((ALNUM, 20)), _j((HEX, 26))]
    return g.choice(makers)(g)


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6, 8]))


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " "]).join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word = rng.choice(_SPELL_WORDS) + rng.choice(["", "a", "o", "ik"])
        number = str(rng.randrange(100, 10_000))
        text = template.format(w=word, W=word.capitalize(), n=number)
        secret = word.capitalize() if "{W}" in template else word
        out.append(Sample("spelled_password", text, secret))
    return out


def _dictated(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _DICTATED, n):
        raw = _r(rng, ALNUM, 24)
        if "groups" in template:
            t = " - ".join(raw[i : i + 4] for i in range(0, 24, 4))
        else:
            t = rng.choice([" ", "·", "."]).join(raw)
        out.append(Sample("dictated_token", template.format(t=t), t))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += v.fill(rng, "password_label", _LABELLED, 72, _pw)
    out += v.fill(rng, "password_said_first", _SAID_FIRST, 20, _plain_pw)
    out += v.fill(rng, "login", _LOGINS, 62, _plain_pw)
    out += _vendors(rng, 40)
    out += v.fill(rng, "invented_vendor_key", _INVENTED, 15, _invented)
    out += v.fill(rng, "bare_token", _BARE, 10, _j((ALNUM, 40)))
    out += v.fill(rng, "hex_key", _HEXES, 10, lambda g: v.hex_key(g, g.choice([32, 64])))
    out += v.fill(rng, "jwt", _JWTS, 8, _jwt)
    out += v.fill(rng, "pem_private_key", _PEMS, 6, _pem)
    out += _pairs(
        rng, "seed_phrase", _SEEDS, 12, lambda g, lang: _seed(g, lang, g.choice([12, 24]))
    )
    out += _pairs(rng, "card", [(t, "") for t in _CARDS], 12, _card_draw)
    out += v.fill(rng, "card_code", _CVVS, 8, _cvv)
    out += _pairs(rng, "iban", _IBANS, 14, _iban_draw)
    out += _pairs(rng, "national_id", _ID_TEMPLATES, 16, lambda g, kind: _IDS[kind](g))
    out += v.fill(rng, "one_time_code", _OTPS, 12, _otp)
    out += v.fill(rng, "totp_secret", _TOTPS, 8, _totp)
    out += _pairs(rng, "backup_codes", [(t, "") for t in _BACKUPS], 10, _backup_list)
    out += v.fill(rng, "wifi_key", _WIFI, 15, _wifi_key)
    out += v.fill(rng, "pin_code", _PINS, 18, _pin)
    out += v.fill(rng, "passphrase", _PHRASES, 10, _phrase)
    out += _spelled(rng, 8)
    out += _dictated(rng, 4)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "пароль от 1С:", "{s}", _pw),
    ("split_password", "Daniyar: құпия сөз", "{s}\nешкімге айтпа", _pw),
    ("split_password", "the elevator HMI password is", "{s}", _pw),
    ("split_password", "Mehmet: şifre", "{s} abi", _pw),
    ("split_password", "salasana:", "{s}", _pw),
    ("split_password", "Rezeda: серсүз", "{s}", _pw),
    ("split_password", "qupiya soz:", "{s} rahmet", _pw),
    ("split_password", "Kombinat mail password =", "{s} (changed Monday)", _pw),
    ("split_login", "login for the LIS: lab /", "{s}", _plain_pw),
    ("split_wifi", "wifi Clinic-Lab-5G key", "{s}", _plain_pw),
    ("split_token", "ErtisCloud API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_seed", "сид-фраза:", "{s}", lambda g: _seed(g, "russian")),
    ("split_card", "card number", "{s} exp 07/32", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_id", "Y-tunnus", "{s}", _ytunnus),
    ("split_otp", "TOTP secret", "{s}", _totp),
    ("split_backup", "резервные коды", "{s}", lambda g: _backup_list(g, "")),
    ("split_pin", "код от двери склада:", "{s}", _pin),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    (
        '{"scada": {"url": "https://hmi.irtyshgrain.lan", "admin_password": "{s}"}}',
        "meta_password",
        _plain_pw,
    ),
    ('{"пароль": "{s}"}', "meta_password", _plain_pw),
    ('{"құпия_сөз": "{s}"}', "meta_password", _plain_pw),
    ('{"şifre": "{s}", "kullanıcı": "santiye"}', "meta_password", _plain_pw),
    ('{"salasana": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "kassa1", "passwd": "{s}"}}', "meta_password", _plain_pw),
    (
        '{"scales": [{"name": "scale-1"}, {"name": "scale-2", "web_password": "{s}"}]}',
        "meta_password",
        _plain_pw,
    ),
    ('{"note": "пароль от весовой {s}"}', "meta_password", _plain_pw),
    (
        '{"argv": ["mysql", "-u", "root", "--password", "{s}", "kombinat"]}',
        "meta_password",
        _plain_pw,
    ),
    ('{"ertiscloud": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"github_token": "{s}"}', "meta_token", _j("ghp_", (ALNUM, 36))),
    ('{"auth": {"bearer": "{s}"}}', "meta_token", _jwt),
    ('{"wifi": {"ssid": "Kombinat-Office", "psk": "{s}"}}', "meta_wifi", _plain_pw),
    ('{"door_code": "{s}"}', "meta_pin", _pin),
    ('{"card": {"number": "{s}"}}', "meta_card", lambda g: _card(g, "visa")),
    ('{"iban": "{s}"}', "meta_iban", lambda g: _iban(g, "TR")),
    ('{"tckimlik": "{s}"}', "meta_id", _tckimlik),
    ('{"seed_phrase": "{s}"}', "meta_seed", lambda g: _seed(g, "turkish")),
    ('{"totp_secret": "{s}"}', "meta_totp", _totp),
    ('{"passphrase": "{s}"}', "meta_phrase", _phrase),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata that holds a secret under a key or inside a value."""
    rng = random.Random(SEED + 2)
    out = []
    for template, cls, make in _METADATA:
        secret = make(rng)
        data = json.loads(template.replace("{s}", secret))
        out.append(MetadataSample(cls, data, secret))
    return out


# Lookalikes that hold no secret: nothing in them may be scrubbed.
CLEAN = [
    "elevator-scada 4.12.3 released; upgrade the berth gateway to 2.7.0 next week",
    "sha256 of export.csv: 9c41d0e2b7a35f86c1e04d9b2a7f3e58c6b1d0a49e2f7c35b8a16d04e9f2c7b3",
    "commit 4f2a9c1e7b3d5a8f0c6e2b9d1a7f3c5e8b0d2a64 fixes the silo temperature chart",
    "заказ № 458-20931 отгружен, трек RB 4471 2290 8KZ",
    "Ticket ERT-2291: the cold room controller keeps dropping off the network",
    "Semey, ул. Абая 112, индекс 071400",
    "Aigerim: позвони мне +7 705 412 88 31 после смены",
    "the barge leaves the grain terminal on 14.09.2031 at 06:40",
    "wheat class 3, 12 400 t at 118 500 ₸ per tonne",
    "card ending in 4471, the rest is masked: **** **** **** 4471",
    "IBAN: KZ** **** **** **** 1904 (masked on the invoice)",
    "the password must be at least 12 characters and changed every 90 days",
    "Aigerim: пароль не скидывайте в чат, только через менеджер паролей",
    "құпия сөзді ешкімге айтпаңыз",
    "qupiya sozdi chatqa jazbandar",
    "Rezeda: серсүзне онытма, әни",
    "Mehmet: şifreyi telefonda söyleme usta, yüz yüze veririm",
    "Juha: salasanaa ei lähetetä sähköpostilla, soitan huomenna",
    "PIN codes at the clinic are four to six digits, never birthdays",
    "the door code changed last week, ask the guard at gate 2",
    "you will get a one-time code by SMS when you sign in",
    "код подтверждения придёт в смс через минуту",
    "растау коды SMS арқылы келеді",
    "doğrulama kodu birkaç dakika içinde gelir",
    "vahvistuskoodi tulee tekstiviestillä",
    "print the 2FA backup codes and keep them in the safe in room 204",
    "the seed phrase is on paper in the bank's deposit box, not in any chat",
    "product code EK-KAZY-0450, batch 2031-09-14, best before 14.10.2031",
    "coordinates of berth 2: 50.4111, 80.2275",
    "elevator silo 17: 24.6 °C, humidity 13.2 %",
    "API version 3.2 of the ErtisCloud REST API is deprecated",
    "the REST API request id was 7f3a-9c1e in the log",
    "public key fingerprint SHA256:7mQ2 is pinned on the gateway",
    "Mehmet: şantiye kapısına yeni kilit taktık, kodu yarın veririm",
    "Juha: kompressorin malli KK-4400, sarjanumero 2031-0447",
    "Kylmäkone Oy tilaus 88412 toimitetaan viikolla 41",
    "Daniyar: элеватор кезекшілігі 08:00-20:00",
    "Daniyar: bidai qabyldau erteng 09:00 de",
    "Rezeda: эчпочмак 45 данә, чәкчәк 12 кг заказ",
    "Apa Nurslu: пекарня иртәгә сәгать 6 да ачыла",
    "the WPA2 key should be rotated after the contractors leave",
    "network Kombinat-Guest is open, no key needed",
    "Invoice 2031/0915 from Kylmäkone Oy: 4 850,00 EUR, due 30.10.2031",
    "the lab analyser firmware is v5.4.1-build.2291",
    "postcode 071400, district Abai, Semey",
    "tracking number 1Z 999 AA1 01 2345 6784 for the spare compressor",
    "the clinic's phone line is +7 7222 56 04 12",
    "please reset my password, I forgot it after the holiday",
    "забыл пароль от 1С, сбросьте пожалуйста",
    "şifremi unuttum, sıfırlar mısın?",
    "unohdin salasanan, voitko nollata sen",
    "How do I change the wifi password on the berth router?",
    "the token limit for the summariser is 8000 per call",
    "Order 458-77120: 20 pallets of flour to the Ghabdullin bakery",
    "git tag v2031.09.1 on the elevator-scada repo",
    "md5 of firmware.bin: 5d41402abc4b2a76b9719d911017c592",
    "Aigerim: бэкап прошёл норм, 41 ГБ, 02:13",
    "the passphrase policy asks for four words or more",
    "CVV is the three digits on the back; never type it into a chat",
    "room 204 safe, combination kept by the head nurse",
]

_CLEAN_METADATA_JSON = [
    '{"token_count": 512, "password_policy": "12 chars min"}',
    '{"silo": 17, "temp_c": 24.6, "humidity": 13.2}',
    '{"order": "458-20931", "tracking": "RB 4471 2290 8KZ"}',
    '{"commit": "4f2a9c1e7b3d5a8f0c6e2b9d1a7f3c5e8b0d2a64"}',
    '{"auth": {"method": "oauth", "provider": "ertiscloud"}}',
    '{"creds": {"username": "kassa1", "host": "pos.ghabdullin.example"}}',
    '{"card_last4": "4471", "masked": "**** 4471"}',
    '{"berth": 2, "lat": 50.4111, "lon": 80.2275}',
    '{"firmware": "v5.4.1-build.2291", "device": "lab analyser"}',
    '{"pin_required": true, "pin_length": 6}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
