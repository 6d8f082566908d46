# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-seventy-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-seventy-seventh's
docstring, the fifth to three-hundred-and-seventy-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (379 to 381), any other test, the reports, the benchmarks nor the git history,
and the scrubber was never run on it. Its own seed (378_640_219), password words (a river or a
steppe town of the region, a year and a sign, `Zhaiyk2047!`; dot-joined dishes with a number,
`baursak.kuyrdak.58`; leet `Bur1in_G4z`; random runs).

The fictional company is Zhaiyk Steppe Service LLP (ТОО «Жайық Дала Сервис»), a gas-field
services, trucking and grain firm with its office on a fictional street in Oral (Uralsk), a
workshop and camp in Aksai, a depot in Burlin and a grain elevator in Zhanibek; its staff (Aigerim
the accountant, Nurlan who runs IT, Dauren the dispatcher, Saule, Yerlan the driver, Olga
Petrovna in the Russian-speaking office), relatives in Kharkiv (тітка Оксана, Taras, Mykola), an
Orenburg supplier of parts (Ринат Галиев, Гүзәл, Ilnur) and an Italian gas-field partner in Aksai
(Ing. Marco Ferrante, Chiara, Davide). Every company, person, address, domain (`zhaiyk.lan`,
`zhds.example`), account and number is invented; only the region is real.
Texts: chats, tickets, notes, runbooks, shell prompts, config and env files, voice-note
transcripts and requests to the assistant; separators: a colon, `=`, `→`, `->`, `/`, `|`, `—`,
`:`-less words (`деген`, `бул`, `такой`, `ось`, `è`), a new line, a value said first and named
after it, and none.

Grep counts (heldouts 5 to 377 naming each, grep -l): none for Uralsk, Aksai, Burlin, Zhanibek,
Orenburg, Karachaganak, Жайық, Бурлин, Chagan, `серсөз`, `сер сүз`, БИН; one for Oral,
Zhaiyk, Kurmangazy, `parola chiave`, `codice segreto`, Edison, `it.aic`; two for `kz.bin`,
Freedom Finance, Privat24, `пароль такой`, `ось пароль`; three to ten for Mobizon, SMSC,
Wooppay, Prom.ua, Intesa, Eni, `kupia soz`, `parolı`, `серсүзем`, Kaspi Pay, Kolesa, Jusan,
Halyk, Wildberries, Ozon, Kcell, `influx auth`, k6, ansible-vault, osql, ClickHouse,
tarantoolctl; more for Kharkiv 7, `құпиясөз` 10, `Құпия сөз` 9, `серсүз` 8, `ua.edrpou` 15,
`ua.rntrc` 19, `it.codicefiscale` 19, `it.iva` 18, `ru.ogrn` 25, `ru.inn` 33, `пароль` 138. The
IBAN countries (Malta 33, Moldova, El Salvador, the Faroe Islands, Greenland, Iceland and
Mauritania 34 each, by a rough count of their quoted codes) are the least used; Kazakhstan (41)
and Ukraine (36) are added for the theme.

About half of the secret samples are not in English: Kazakh as texted in Oral in Cyrillic
(`құпия сөз`, `пароль мынау`, `кілті`) and in the new Latin alphabet (`qūpiä söz`, `kılt`),
romanised texting (`parol mynau`, `kupia soz`), the Russian of Uralsk offices (`пароль такой`,
`пасс от`, `ключ API`), the Ukrainian of the Kharkiv relatives (`ось пароль`, `пароль від
вайфаю`), the Tatar of the Orenburg supplier in Cyrillic (`серсүз`, `серсүзем`) and Latin
(`sersüz`, `sersüzem`), and the Italian of the Aksai partner (`la password è`, `parola chiave`,
`codice segreto`). Russian, Ukrainian and Italian wordings are ordinary usage; the author's
guesses, checked by no speaker, are every Kazakh Latin spelling, the Kazakh chat particles
(`ғой`, `деген`, `mynau`), the Tatar sentences and their Latin spellings and the romanised
Russian and Ukrainian texting.

Vendors: invented ones (OralPay `orp_live_`, Zhaiyk Cloud `zcl_`, AksaiGas Telemetry `agt-`,
SteppeSMS `ssms.`, Burlin Fleet `blf_sk_`; shapes guessed), regional ones with guessed shapes
(Kaspi Pay, Halyk, Jusan, Freedom Finance, Mobizon, SMSC, Wooppay, Kolesa, Prom.ua, Privat24,
Monobank, Nova Poshta, Intesa, Edison) and published shapes (GitHub, GitLab, Slack, Stripe,
OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Telegram, PyPI, DigitalOcean,
Grafana, Sentry, Linear, Tailscale, Shopify, New Relic, Postman, Groq, Replicate, Perplexity); the
JWTs are well-formed.

Ids: Russia's INN and OGRN (`ru.inn`, `ru.ogrn`), Ukraine's RNTRC and EDRPOU (`ua.rntrc`,
`ua.edrpou`), Italy's codice fiscale and partita IVA (`it.codicefiscale`, `it.iva`), each drawn
until its python-stdnum module validates it. Card numbers (Visa, Mastercard, Mir, UnionPay and
Prostir prefixes) pass Luhn; IBANs pass `stdnum.iban`; seed phrases come from `mnemonic`'s
English, Italian and Russian lists.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 378_640_219
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = Callable[[random.Random], str]

_WORDS = ["Zhaiyk", "Chagan", "Derkul", "Aksai", "Burlin", "Zhanibek", "Kushum", "Shyngyrlau",
          "Karatobe", "Chingirlau", "Bulan", "Tasqala", "Kaztalov", "Zhympity"]  # fmt: skip
_DISHES = ["baursak", "kuyrdak", "beshbarmak", "kazy", "shubat", "kurt", "sorpa", "manty",
           "chakchak", "echpochmak", "varenyky", "borshch", "tortellini", "kumys"]  # fmt: skip
_LEET = ["Bur1in_G4z", "Zh41yk", "4ks41_C4mp", "Ch4g4n", "D3rkul", "Z3l3n0", "0r4l_D3p0t"]
_SIGNS = "!#$%&*?@+=^~"


def _pw(g: random.Random) -> str:
    style = g.randrange(5)
    if style == 0:
        return f"{g.choice(_WORDS)}{g.randrange(1990, 2060)}{g.choice(_SIGNS)}"
    if style == 1:
        return ".".join(g.sample(_DISHES, 2)) + f".{g.randrange(10, 999)}"
    if style == 2:
        return f"{g.choice(_LEET)}{_r(g, D, 3)}"
    if style == 3:
        return _r(g, ALNUM, 12) + g.choice(_SIGNS) + _r(g, D, 2)
    return f"{g.choice(_WORDS)}-{_r(g, LOWER_DIGITS, 5)}-{_r(g, UPPER_DIGITS, 5)}"


def _plain_pw(g: random.Random) -> str:
    return f"{g.choice(_WORDS)}{_r(g, D, 4)}{g.choice('xqzkw')}{_r(g, UPPER, 2)}"


Spec = tuple[str, list[str], Maker]  # class, templates ({pw} is the secret), maker


def _take(rng: random.Random, spec: Spec, n: int) -> list[Sample]:
    cls, templates, make = spec
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


_PASSWORDS: Spec = (
    "password",
    [
        "Нурлан, бухгалтерия 1С-ке құпия сөз: {pw}",
        "Aigerim: kompyuterdıñ qūpiä sözı — {pw}",
        "parol mynau {pw} ğoi, eşkımge aitpa",
        "kupia soz degen {pw}, jaz alğyn",
        "Құпия сөзі → {pw}",
        "құпиясөз мынау ғой: {pw}",
        "Қоймадағы компьютердің пароль мынау {pw}",
        "qūpiä söz: {pw} (Aqsai lagerı)",
        "Ольга Петровна, пароль такой: {pw}",
        "пароль от почты бухгалтерии -> {pw}",
        "пасс от админки склада в Бурлине {pw}",
        "Логин dauren, пароль {pw}",
        "новый пароль на сервер в Уральске: «{pw}»",
        "parol ot 1C: {pw}, ne teryai",
        "Тарасе, ось пароль від ноутбука: {pw}",
        "тітка Оксана: пароль від пошти {pw}",
        "os parol vid kompa {pw} ok?",
        "Миколо, пароль змінила на {pw}",
        "Ринат: серсүз {pw}",
        "Гүзәл, минем серсүзем — {pw}",
        "серсүз: {pw}, беркемгә дә әйтмә",
        "Ilnur: sersüz {pw}",
        "sersüzem bu: {pw}",
        "Chiara, la password è {pw}",
        "Marco: la password del portale Eni-Aksai è {pw}",
        "parola chiave del server: {pw}",
        "la nuova password è «{pw}», non girarla",
        "Password: {pw}",
        "Nurlan's note: the CCTV NVR in Burlin, password = {pw}",
        "the grain-scale PC at the Zhanibek elevator uses password {pw}",
        "Remember for me: my Kolesa account password is {pw}",
        "passwd for the dispatch laptop | {pw}",
        "Yerlan texted: pwd {pw}",
        "[voice note, Saule] the password is {pw}, capital first letter as written",
        "Ticket ZDS-2291: reset done, temporary password `{pw}`",
        "password ⟶ {pw}",
        "Halyk business portal\nlogin: aigerim.b\npassword: {pw}",
        "Жаңа құпия сөз\n{pw}",
        "Ольга: пароль поменяла, теперь {pw}",
        "Dauren, Wildberries seller cabinet pw → {pw}",
    ],
    _pw,
)

_PINS: Spec = (
    "pin_code",
    [
        "Kaspi картаның PIN коды: {pw}",
        "Aqsai qaqpasynyñ kody {pw}",
        "код от ворот базы в Бурлине {pw}#",
        "PIN-код від картки: {pw}",
        "пин от сейфа в бухгалтерии — {pw}",
        "il codice segreto della cassaforte è {pw}",
        "карта пин-коды {pw}",
        "workshop alarm code: {pw}",
        "Zhanibek elevator gate keypad {pw}",
        "SIM PIN for the dispatch modem is {pw}",
    ],
    _j((D, 4)),
)

_BIG_PINS: Spec = (
    "pin_code",
    [
        "Jusan app PIN: {pw}",
        "сигнализация в офисе на Жайыке, код {pw}",
        "PIN del badge Eni: {pw}",
        "депо, код кодового замка: {pw}",
        "Halyk Homebank PIN {pw}",
    ],
    _j((D, 6)),
)

_VENDOR: Spec = ("api_token", [], _j((HEX, 32)))
_VENDOR_ROWS: list[tuple[str, Maker]] = [
    ("OralPay live key: {pw}", _j("orp_live_", (ALNUM, 32))),
    ("ZHAIYK_CLOUD_TOKEN={pw}", _j("zcl_", (ALNUM, 40))),
    ("AksaiGas Telemetry API key → {pw}", _j("agt-", (LOWER_DIGITS, 36))),
    ("SteppeSMS кілті: {pw}", _j("ssms.", (URLSAFE, 30), ".", (ALNUM, 12))),
    ("Burlin Fleet secret {pw}", _j("blf_sk_", (ALNUM, 30))),
    ("Kaspi Pay API ключ: {pw}", _j((HEX, 40))),
    ("Halyk ePay client secret = {pw}", lambda g: v.uuid4(g, "b")),
    ("Jusan API kılt: {pw}", _j((HEX, 32))),
    ("Freedom Finance API key for the broker sync: {pw}", _j((ALNUM, 40))),
    ("ключ API Mobizon: {pw}", _j((LOWER_DIGITS, 48))),
    ("SMSC.kz integration broken, current key {pw}", _j((HEX, 32))),
    ("Wooppay merchant ключ API: {pw}", lambda g: v.uuid4(g, "8")),
    ("Kolesa API-кілті {pw}", _j((HEX, 36))),
    ("Prom.ua ключ API для синхронізації: {pw}", _j((HEX, 40))),
    ("Privat24 API токен {pw}", _j((ALNUM, 44))),
    ("Monobank X-Token: {pw}", _j((URLSAFE, 44))),
    ("Nova Poshta ключ API → {pw}", _j((HEX, 32))),
    ("chiave API Intesa per l'home banking: {pw}", _j((ALNUM, 36))),
    ("Integrations › Edison Energia: {pw}", _j((HEX, 48))),
    ("github token for the zds-dispatch repo {pw}", _j("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={pw}", _j("glpat-", (URLSAFE, 20))),
    ("slack bot for #aksai-camp: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe key for the Milan invoices {pw}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("Anthropic ключ: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google Maps key for the truck map {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SendGrid for invoices: {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("телеграм бот диспетчерской {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("PyPI token: {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("Grafana SA token для дашборда скважин {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 60))),
    ("Linear key: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("tailscale up --authkey {pw}", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 32))),
    ("Shopify admin token for the parts shop {pw}", _j("shpat_", (HEX, 32))),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("Postman key → {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("Replicate токен: {pw}", _j("r8_", (ALNUM, 37))),
    ("perplexity key {pw}", _j("pplx-", (ALNUM, 48))),
    ("Ozon Seller Client-Id 1748203, Api-Key {pw}", lambda g: v.uuid4(g, "9")),
    ("Wildberries ключ API (статистика): {pw}", _j((URLSAFE, 40))),
]  # fmt: skip


def _vendors(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _VENDOR_ROWS:
        secret = make(rng)
        out.append(Sample("api_token", template.replace("{pw}", secret), secret))
    return out


_CONN_ROWS = [
    "DATABASE_URL=postgresql://zds_app:{pw}@pg.zhaiyk.lan:5432/dispatch",
    "mysql://elevator:{pw}@10.20.4.11/grain_zhanibek",
    "mongodb+srv://telemetry:{pw}@aksai-0.zhds.example/wells",
    "redis://:{pw}@cache.zhaiyk.lan:6379/2",
    "amqp://burlin:{pw}@mq.zhaiyk.lan:5672/fleet",
    "Server=sql-oral;Database=1C_ZDS;User Id=sa;Password={pw};",
    "clickhouse://reader:{pw}@ch.zhaiyk.lan:9000/telemetry",
    "строка подключения: Host=pg-oral;Username=olga;Password={pw}",
    "jdbc:oracle:thin:ferrante/{pw}@//ora.eni-aksai.example:1521/GAS",
    "sqlserver://buh:{pw}@10.20.1.5?database=kassa",
    "ftp://tarifs:{pw}@ftp.zhds.example/prices",
    "smtp://noreply%40zhds.example:{pw}@mail.zhds.example:587",
    "nats://dispatch:{pw}@nats.zhaiyk.lan:4222",
    "postgres://grafana:{pw}@10.20.4.20/grafana?sslmode=disable",
    "influxdb://wells:{pw}@influx.zhaiyk.lan:8086/aksai",
    'kafka SASL: username="orenburg" password="{pw}"',
    "rediss://default:{pw}@keydb.zhaiyk.lan:6380",
    "mssql+pyodbc://kassa:{pw}@sql-oral/kassa?driver=ODBC+Driver+18",
]
_CONNS: Spec = ("connection_string", _CONN_ROWS, _plain_pw)


def _pem(g: random.Random, kind: str) -> str:
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(288))).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


_PEM_ROWS = [
    ("Nurlan, вот ключ для сервера в Аксае:\n{pw}", "OPENSSH PRIVATE KEY"),
    ("deploy key of the dispatch repo\n{pw}", "RSA PRIVATE KEY"),
    ("/etc/ssl/private/zhds.key:\n{pw}", "PRIVATE KEY"),
    ("Marco, la chiave privata per il VPN:\n{pw}", "EC PRIVATE KEY"),
    ("ось ключ для сервера, Тарасе\n{pw}", "OPENSSH PRIVATE KEY"),
    ("ssh кілті (Бурлин депосы)\n{pw}", "RSA PRIVATE KEY"),
    ("Ринат, ачкыч:\n{pw}", "PRIVATE KEY"),
    ("cat ~/.ssh/id_ed25519\n{pw}", "OPENSSH PRIVATE KEY"),
    ("1C TLS key, paste into the config\n{pw}", "PRIVATE KEY"),
    ("encrypted?\n{pw}", "ENCRYPTED PRIVATE KEY"),
]


def _pems(rng: random.Random) -> list[Sample]:
    out = []
    for template, kind in _PEM_ROWS:
        secret = _pem(rng, kind)
        out.append(Sample("private_key", template.replace("{pw}", secret), secret))
    return out


def _b64url(data: dict[str, Any]) -> str:
    return v.b64url(data)


def _jwt(g: random.Random) -> str:
    header = {"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"}
    exp = 2_040_000_000 + g.randrange(10**6)
    user = g.choice(["aigerim", "nurlan", "dauren", "marco"])
    claims = {"sub": user, "iss": "https://sso.zhds.example", "exp": exp}
    sig = base64.urlsafe_b64encode(bytes(g.randrange(256) for _ in range(32))).decode().rstrip("=")
    return f"{_b64url(header)}.{_b64url(claims)}.{sig}"


_JWTS: Spec = (
    "jwt",
    [
        "токен сессии 1С-веба: {pw}",
        "jwt: {pw}",
        "Cookie: zds_session={pw}",
        "access_token={pw}&expires_in=3600",
        "Nurlan, ось токен, що видав портал: {pw}",
        "il token del portale Eni è {pw}",
        "curl -H 'Authorization: JWT {pw}' https://api.zhds.example/v1/trips",
        "сессия кілті: {pw}",
        "dispatch app keeps logging me out, here's my token {pw}",
        "localStorage.setItem('auth', '{pw}')",
        '{"id_token": "{pw}"}',
        "X-Auth-Token: {pw}",
    ],
    _jwt,
)


def _basic(g: random.Random) -> str:
    user = g.choice(["dauren", "aigerim", "fleet", "ilnur", "ferrante"])
    return base64.b64encode(f"{user}:{_plain_pw(g)}".encode()).decode()


_BASIC: Spec = (
    "auth_header",
    [
        "Authorization: Basic {pw}",
        'curl -H "Authorization: Basic {pw}" https://scale.zhanibek.lan/api/weights',
        "заголовок: Authorization: Basic {pw}",
        'proxy_set_header Authorization "Basic {pw}";',
        'headers = {"Authorization": "Basic {pw}"}',
        "Proxy-Authorization: Basic {pw}",
    ],
    _basic,
)
_BEARER: Spec = (
    "auth_header",
    [
        "Authorization: Bearer {pw}",
        "http GET api.zhds.example/trips 'Authorization:Bearer {pw}'",
        "Bearer токен для Burlin Fleet: {pw}",
        "wget --header='Authorization: Bearer {pw}' https://wells.zhds.example/export",
        "fetch(url, {headers: {Authorization: `Bearer {pw}`}})",
        "токен: Bearer {pw}",
        "Authorization → Bearer {pw}",
        "Bearer {pw} (il token di Chiara)",
    ],
    _j((URLSAFE, 40)),
)

_WIFI: Spec = (
    "wifi",
    [
        "WIFI:T:WPA;S:ZDS-Office-Oral;P:{pw};;",
        "вайфай ZDS-Sklad пароль {pw}",
        "Wi-Fi құпия сөзі (Aksai-Camp-5G): {pw}",
        "wifi Aqsai Lager 2 / {pw}",
        "пароль від вайфаю в Харкові: {pw}",
        "network Burlin Depot Guest key {pw}",
        "SSID: Zhanibek-Elevator\nWPA2 key: {pw}",
        'wpa_passphrase="{pw}"',
        'psk="{pw}"',
        "la password del Wi-Fi del cantiere è {pw}",
        "вайфай серсүзе: {pw}",
        "Network: ZDS Office 5G / {pw}",
        "wifi? \nDauren: {pw}",
        "{pw} — это пароль от вайфая в диспетчерской",
        "nmcli dev wifi connect ZDS-Workshop password {pw}",
        "Keenetic Giga, ssid Zhaiyk-Home, ключ сети {pw}",
        "вай-фай кілті: {pw}",
        "netsh wlan set hostednetwork ssid=ZDS-Temp key={pw}",
    ],
    _pw,
)

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "italian", "russian")}


def _seed(lang: str, words: int = 12) -> Maker:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]

    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return lambda g: v.until(g, make, _MNEMO[lang].check)


_SEED_ROWS: list[tuple[str, Maker]] = [
    ("Nurlan, мой сид-фраза от кошелька: {pw}", _seed("english")),
    ("recovery phrase of the company's USDT wallet:\n{pw}", _seed("english", 24)),
    ("seed: {pw}", _seed("english", 18)),
    ("Trust Wallet сөздері: {pw}", _seed("english")),
    ("ось мої 12 слів, Тарасе: {pw}", _seed("english")),
    ("Chiara, le parole del wallet: {pw}", _seed("italian")),
    ("frase di recupero: {pw}", _seed("italian", 24)),
    ("Ринат, янчык сүзләре: {pw}", _seed("english", 15)),
    ("мнемоника: {pw}", _seed("russian")),
    ("фраза восстановления кошелька: {pw}", _seed("russian", 24)),
    ("Ledger backup words (Dauren) {pw}", _seed("english", 24)),
    ("qūpiä sözder: {pw}", _seed("english")),
    ("[voice note] the twelve words are {pw}", _seed("english")),
    ("Exodus secret phrase → {pw}", _seed("english", 12)),
]  # fmt: skip


def _seeds(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _SEED_ROWS:
        secret = make(rng)
        out.append(Sample("seed_phrase", template.replace("{pw}", secret), secret))
    return out


def _card_of(g: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PREFIXES = [("4", 16), ("5", 16), ("2200", 16), ("2202", 16), ("62", 16), ("9804", 16),
                  ("4", 16), ("2720", 16), ("5", 16)]  # fmt: skip


def _card(g: random.Random) -> str:
    prefix, length = g.choice(_CARD_PREFIXES)
    number = _card_of(g, prefix, length)
    return v.grouped(number, g.choice([" ", "-", "", " "]), g)


_CARDS: Spec = (
    "card_number",
    [
        "Kaspi Gold картасының нөмірі {pw}",
        "номер карты для оплаты запчастей в Оренбург: {pw}",
        "номер картки: {pw}, термін 09/31",
        "карта номеры: {pw}",
        "la carta aziendale è {pw}, scad. 04/33",
        "card {pw} exp 11/34",
        "Halyk Visa {pw}",
        "pay the Burlin tyre shop with {pw}",
        "Monobank {pw} (тітка Оксана)",
        "kartanyñ nömırı {pw}",
        "Мир {pw}, до 07/30",
        "carta: {pw}",
    ],
    _card,
)


def _cvv_card(g: random.Random) -> str:
    return _r(g, D, 3)


_CVVS: Spec = (
    "card_code",
    [
        "Visa 4276 ... 9921, CVV {pw}",
        "на обороте три цифры: {pw}",
        "codice di sicurezza sul retro: {pw}",
        "CVC2: {pw}",
        "три цифри на звороті — {pw}",
        "артындағы үш сан: {pw}",
    ],
    _cvv_card,
)

_IBAN_SHAPES = {"MT": "aaaa" + "n" * 5 + "c" * 18, "MD": "c" * 20, "SV": "aaaa" + "n" * 20,
                "FO": "n" * 14, "GL": "n" * 14, "IS": "n" * 22, "MR": "n" * 23,
                "KZ": "nnn" + "c" * 13, "UA": "n" * 6 + "c" * 19}  # fmt: skip


def _iban(g: random.Random, country: str) -> str:
    return v.iban_shaped(g, country, _IBAN_SHAPES)


def _iban_any(g: random.Random) -> str:
    number = _iban(g, g.choice(list(_IBAN_SHAPES)))
    return v.iban_spaced(number) if g.random() < 0.5 else number


_IBAN_ROWS: list[tuple[str, str]] = [
    ("ЖШС шоты (IBAN): {pw}", "KZ"), ("IBAN для оплаты Ринату: {pw}", "KZ"),
    ("IBAN тітки Оксани {pw}", "UA"), ("рахунок IBAN: {pw}", "UA"),
    ("IBAN del fornitore maltese: {pw}", "MT"), ("Moldovan haulier, IBAN {pw}", "MD"),
    ("El Salvador valve maker: {pw}", "SV"), ("Faroese trawler parts IBAN {pw}", "FO"),
    ("Greenland survey IBAN: {pw}", "GL"), ("Icelandic drilling consultant {pw}", "IS"),
    ("Mauritanian partner's account: {pw}", "MR"), ("IBAN → {pw}", "KZ"),
    ("шот нөмірі {pw}", "KZ"), ("переведи на {pw}", "UA"), ("conto: {pw}", "MT"),
    ("IBAN pentru plată: {pw}", "MD"), ("IBAN {pw} (Nurlan)", "IS"), ("iban: {pw}", "GL"),
]  # fmt: skip


def _ibans(rng: random.Random) -> list[Sample]:
    out = []
    for template, country in _IBAN_ROWS:
        number = _iban(rng, country)
        secret = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.replace("{pw}", secret), secret))
    return out


def _inn(g: random.Random) -> str:
    return v.until(g, _j((D, 12)), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, _j("1", (D, 12)), ru_ogrn.is_valid)


def _rntrc(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), ua_rntrc.is_valid)


def _edrpou(g: random.Random) -> str:
    return v.until(g, _j((D, 8)), ua_edrpou.is_valid)


def _cf(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = (_r(h, UPPER, 6) + _r(h, D, 2) + h.choice("ABCDEHLMPRST")
                + f"{h.randrange(1, 29):02d}" + h.choice("FGHL") + _r(h, D, 3))  # fmt: skip
        return body + it_cf.calc_check_digit(body)

    return v.until(g, make, it_cf.is_valid)


def _piva(g: random.Random) -> str:
    return v.until(g, _j((D, 7), "0", (D, 3)), it_iva.is_valid)


_ID_ROWS: list[tuple[str, Maker]] = [
    ("ИНН поставщика в Оренбурге: {pw}", _inn), ("Ринатның ИНН: {pw}", _inn),
    ("INN {pw}", _inn), ("ОГРН ООО «Урал-Деталь»: {pw}", _ogrn), ("OGRN: {pw}", _ogrn),
    ("РНОКПП тітки Оксани {pw}", _rntrc), ("ідентифікаційний код Тараса: {pw}", _rntrc),
    ("ІПН {pw}", _rntrc), ("код ЄДРПОУ: {pw}", _edrpou), ("EDRPOU {pw}", _edrpou),
    ("codice fiscale di Marco: {pw}", _cf), ("C.F. {pw}", _cf),
    ("il codice fiscale di Chiara è {pw}", _cf), ("Partita IVA del partner: {pw}", _piva),
    ("P.IVA {pw}", _piva), ("tax id (Italy): {pw}", _piva),
    ("Davide's codice fiscale → {pw}", _cf), ("ИНН физлица: {pw}", _inn),
]  # fmt: skip


def _ids(rng: random.Random) -> list[Sample]:
    out = []
    for template, make in _ID_ROWS:
        secret = make(rng)
        out.append(Sample("national_id", template.replace("{pw}", secret), secret))
    return out


def _codes(g: random.Random, n: int) -> list[str]:
    style = g.randrange(3)
    if style == 0:
        return [_r(g, D, 8) for _ in range(n)]
    if style == 1:
        return [f"{_r(g, D, 4)}-{_r(g, D, 4)}" for _ in range(n)]
    return [f"{_r(g, LOWER_DIGITS, 5)}-{_r(g, LOWER_DIGITS, 5)}" for _ in range(n)]


_BACKUP_ROWS = [
    "резервные коды Google (Нурлан):\n{codes}",
    "Microsoft backup codes {codes}",
    "сақтық кодтар: {codes}",
    "резервні коди: {codes}",
    "codici di backup: {codes}",
    "GitHub recovery codes\n{codes}",
    "запасные коды двухфакторки: {codes}",
    "saqtyq kodtar {codes}",
    "codici di recupero dell'account Eni: {codes}",
    "2FA backup codes for the 1C cloud: {codes}",
    "коды восстановления Яндекс ID: {codes}",
    "Telegram резерв кодлары: {codes}",
]


def _backups(rng: random.Random) -> list[Sample]:
    out = []
    for template in _BACKUP_ROWS:
        codes = _codes(rng, rng.choice([4, 5, 6]))
        sep = rng.choice(["\n", ", ", " "])
        text = template.replace("{codes}", sep.join(codes))
        out.append(Sample("backup_codes", text, codes[0]))
    return out


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=g.random() < 0.4)


_TOTPS: Spec = (
    "totp_secret",
    [
        "otpauth://totp/ZDS:nurlan?secret={pw}&issuer=ZDS",
        "TOTP secret for the VPN: {pw}",
        "2FA кілті (setup key): {pw}",
        "ключ для Google Authenticator: {pw}",
        "chiave 2FA: {pw}",
        "manual key if the QR code won't scan: {pw}",
        "секрет TOTP: {pw}",
        "2FA setup key Kaspi бизнес: {pw}",
        "otpauth://totp/Halyk:aigerim?secret={pw}&digits=6",
        "TOTP → {pw}",
    ],
    _totp,
)

_OTPS: Spec = (
    "otp_code",
    [
        "Kaspi.kz: код подтверждения {pw}. Никому не сообщайте",
        "{pw} — растау коды, ешкімге айтпаңыз",
        "Код для входу: {pw}",
        "il codice di verifica è {pw}",
        "Ваш код: {pw}",
        "{pw} is your Halyk verification code",
        "Use {pw} to sign in to Jusan",
        "egov растау коды {pw}",
        "SMS код от Wildberries: {pw}",
        "kod: {pw}, 5 minut",
        "OTP {pw}",
        "Monobank код {pw}",
        "Nurlan, продиктуй код — {pw}",
        "codice OTP: {pw}",
    ],
    _j((D, 6)),
)

_SPELLED_WORDS = ["Derkulka", "Kushumka", "Burlinka", "Shubatty", "Kuyrdakty", "Baursaqty",
                  "Chaganka", "Karaobka", "Sarybai", "Tasqalaq"]  # fmt: skip


def _spelled(g: random.Random) -> str:
    return g.choice(_SPELLED_WORDS) + _r(g, D, 3)


_SPELLED: Spec = (
    "spelled_password",
    [
        "пароль — это слово {pw} с большой буквы",
        "құпия сөз: {pw} деген сөз, бас әріппен",
        "пароль: слово {pw}, все разом",
        "la password è la parola {pw}, tutto attaccato",
        "sersüz: {pw} süze, barysy bergä",
        "the password is the word {pw}, capital D, all one word",
        "{pw} — that's the router password",
        "type {pw}; that's the admin password on the weighbridge",
        "пароль від роутера — слово {pw}, разом",
        "{pw}, вот что я поставила на роутер",
        "[voice note] пароль пиши так: {pw}, буквы латиницей",
        "the name of Dauren's horse, {pw}, that's the NVR password",
        "{pw} — это пароль от 1С",
        "серсүз — {pw} сүзе",
        "qūpiä söz — {pw} degen söz",
        "{pw} è la password del portale, ricordatelo",
    ],
    _spelled,
)

_CLI_ROWS = [
    "$ mysql -u zds -p{pw} -h 10.20.4.11 grain",
    "nurlan@zds-oral:~$ sshpass -p '{pw}' ssh root@10.20.4.2",
    "redis-cli -h cache.zhaiyk.lan -a {pw} info",
    "docker login registry.zhds.example -u ci -p {pw}",
    "curl -u dispatch:{pw} https://scale.zhanibek.lan/api/tickets",
    "PGPASSWORD={pw} psql -h pg.zhaiyk.lan -U zds dispatch",
    "smbclient //fs-oral/buh -U aigerim%{pw}",
    'sqlcmd -S sql-oral -U sa -P {pw} -Q "select 1"',
    "7z a -p{pw} otchet_2031.7z otchet/",
    "zip -P {pw} payroll.zip payroll.xlsx",
    "openssl enc -aes-256-cbc -in dump.sql -out dump.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c contracts.tar",
    "xfreerdp /v:10.20.1.5 /u:olga /p:{pw}",
    "net use Z: \\\\fs-oral\\share {pw} /user:ZDS\\olga",
    "lftp -u ftpuser,{pw} ftp.zhds.example",
    "mosquitto_pub -h mqtt.aksai.lan -u wells -P {pw} -t gas/pressure -m 42",
    "ipmitool -I lanplus -H 10.20.9.3 -U ADMIN -P {pw} chassis status",
    "ldapsearch -x -D cn=admin,dc=zhaiyk,dc=lan -w {pw} -b dc=zhaiyk,dc=lan",
    "rabbitmqctl add_user burlin {pw}",
    "htpasswd -b /etc/nginx/.htpasswd dauren {pw}",
    "ALTER USER grafana IDENTIFIED BY '{pw}';",
    "echo '{pw}' | sudo -S systemctl restart zds-dispatch",
    "sqlplus ferrante/{pw}@GAS",
    "keytool -importcert -keystore zds.jks -storepass {pw} -file ca.crt",
    'mongosh "mongodb://telemetry@aksai-0/wells" --password {pw}',
    "influx auth create --org zds --password {pw}",
    "clickhouse-client --user reader --password {pw}",
    "etcdctl --user root:{pw} get /zds/config",
    "ansible-vault decrypt --vault-password-file <(echo {pw}) group_vars/all.yml",
    "kcadm.sh config credentials --server https://sso.zhds.example --user admin --password {pw}",
]
_CLIS: Spec = ("cli_password", _CLI_ROWS, _plain_pw)

_SHELL_FRAMES = ["{c}", "olga@buh-pc:~$ {c}", "C:\\Users\\Nurlan> {c}", "# {c}",
                 "из истории bash:\n{c}", "[ticket ZDS-3310] ran: {c}"]  # fmt: skip

_CONFIG_ROWS = [
    "DB_PASSWORD={pw}",
    "export SMTP_PASS='{pw}'",
    "[database]\nuser = zds\npassword = {pw}",
    "spring.datasource.password={pw}",
    '  password: "{pw}"  # 1C sync',
    "ONE_C_SERVICE_PASSWORD={pw}",
    '<add key="KassaPassword" value="{pw}" />',
    "define('DB_PASSWORD', '{pw}');",
    'variable "pg_admin_password" {\n  default = "{pw}"\n}',
    "requirepass {pw}",
    "[smtp]\nhost=mail.zhds.example\npass={pw}",
    'MQTT_PASSWORD = "{pw}"',
    "pg.zhaiyk.lan:5432:dispatch:zds:{pw}",
    "machine ftp.zhds.example login tarifs password {pw}",
    "auth_pass {pw}",
    "mail.password: {pw}",
    'secret_key = "{pw}"',
    "ZHAIYK_ADMIN_PWD={pw}",
    "BURLIN_FLEET_SECRET={pw}",
    '[client]\nuser=grain\npassword="{pw}"',
    "bindpw {pw}",
    "# .env (Aksai camp)\nCAMERA_NVR_PASSWORD={pw}",
]
_CONFIGS: Spec = ("config_secret", _CONFIG_ROWS, _pw)

_PHRASE_WORDS = ["dala", "zhaiyk", "qazan", "tau", "kumys", "shubat", "burlin", "ozen",
                 "sary", "kok", "stepnoy", "veter", "vetro", "steppa", "dombra"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice(["-", " ", ".", "_"]).join(g.sample(_PHRASE_WORDS, 4))


_PHRASES: Spec = (
    "passphrase",
    [
        "KeePass мастер-пароль: {pw}",
        "passphrase for the backup disk: {pw}",
        "құпия фраза: {pw}",
        "парольная фраза ключа: {pw}",
        "la passphrase di Bitwarden è {pw}",
        "BORG_PASSPHRASE='{pw}'",
        "VeraCrypt контейнер, пароль: {pw}",
        "мастер-пароль 1Password → {pw}",
        "парольна фраза: {pw}",
        "ssh key passphrase = {pw}",
        "серсүз-фраза: {pw}",
    ],
    _phrase,
)


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _take(rng, _PASSWORDS, 66)
    out += _take(rng, _PINS, 12) + _take(rng, _BIG_PINS, 8)
    out += _vendors(rng)
    out += _take(rng, _CONNS, 20)
    out += _pems(rng)
    out += _take(rng, _JWTS, 12)
    out += _take(rng, _BASIC, 6) + _take(rng, _BEARER, 8)
    out += _take(rng, _WIFI, 20)
    out += _seeds(rng)
    out += _take(rng, _CARDS, 14) + _take(rng, _CVVS, 4)
    out += _ibans(rng)
    out += _ids(rng)
    out += _backups(rng)
    out += _take(rng, _TOTPS, 10)
    out += _take(rng, _OTPS, 14)
    out += _take(rng, _SPELLED, 16)
    clis = _take(rng, _CLIS, 30)
    out += [Sample(s.cls, rng.choice(_SHELL_FRAMES).format(c=s.text), s.secret) for s in clis]
    out += _take(rng, _CONFIGS, 22)
    out += _take(rng, _PHRASES, 11)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "құпия сөз:", "{s}", _pw),
    ("split_password", "пароль такой", "{s}\nне забудь", _pw),
    ("split_password", "ось пароль:", "{s}", _pw),
    ("split_password", "серсүзем", "{s}", _pw),
    ("split_password", "la password è", "{s}, ciao", _pw),
    ("split_password", "the Burlin NVR password is", "{s}", _pw),
    ("split_password", "qūpiä söz", "{s}", _pw),
    ("split_password", "sersüz:", "{s} (Ilnur)", _pw),
    ("split_token", "Kaspi Pay API ключ", "{s}", _j((HEX, 40))),
    ("split_token", "OralPay live key:", "{s}", _j("orp_live_", (ALNUM, 32))),
    ("split_token", "Authorization: Bearer", "{s}", _j((URLSAFE, 40))),
    ("split_seed", "сид-фраза:", "{s}", _seed("english")),
    ("split_card", "номер карты", "{s} до 03/32", _card),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_iban", "IBAN тітки Оксани:", "{s}", lambda g: _iban(g, "UA")),
    ("split_id", "codice fiscale", "{s}", _cf),
    ("split_id", "ИНН", "{s}", _inn),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_wifi", "вайфай ZDS-Office пароль", "{s}", _pw),
    ("split_pin", "PIN карты:", "{s}", _j((D, 4))),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_PW = ("meta_password", _plain_pw)
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"scale": {"url": "https://scale.zh.lan", "admin_password": "{s}"}}': _PW,
    '{"құпия_сөз": "{s}"}': _PW,
    '{"пароль": "{s}", "логин": "olga"}': _PW,
    '{"sersüz": "{s}"}': _PW,
    '{"account": {"user": "ferrante", "password": "{s}"}}': _PW,
    '{"argv": ["clickhouse-client", "--user", "ro", "--password", "{s}"]}': _PW,
    '{"note": "пароль від ноутбука {s}"}': _PW,
    '{"transcript": "log into the weighbridge as admin, password {s}"}': _PW,
    '{"kaspi": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"oralpayToken": "{s}"}': ("meta_token", _j("orp_live_", (ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github": {"token": "{s}"}}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "05/33"}}': ("meta_card", _card),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KZ")),
    '{"partner": {"codice_fiscale": "{s}"}}': ("meta_id", _cf),
    '{"mfa": {"backup_codes": ["{s}", "48213377", "90551264"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_phrase": "{s}"}}': ("meta_seed", _seed("english")),
    '{"vpn": {"totp_secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"office": {"alarm_pin": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "ZDS-Office-Oral", "psk": "{s}"}}': ("meta_wifi", _pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_COMMIT = hashlib.sha1(b"dispatch: add Burlin depot route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"1c-sync: fix VAT rounding", usedforsecurity=False).hexdigest()[:9]
_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.1-py3-none-any.whl").hexdigest()
_IMAGE = hashlib.sha256(b"registry.zhds.example/dispatch:2.4").hexdigest()
_MD5 = hashlib.md5(b"weights_2031-10-02.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the inspection on 2031-11-04.",
    "Дауренге вайфай паролін сұрама, ол журналда жазулы.",
    "Пароль должен быть не короче 14 символов, так решила Ольга Петровна.",
    "Тарасе, ніколи не кажи нікому свій пароль, добре?",
    "Серсүзне беркемгә дә әйтмәгез.",
    "Sersüzne berkemgä dä äytmägez.",
    "La password deve avere almeno quattordici caratteri.",
    "Qūpiä söz kemınde 14 tañbadan tūruy kerek.",
    "Please don't paste passwords into the dispatch chat; use the vault link.",
    "The `.env.example` line `KASPI_API_KEY=replace-me` is only a placeholder.",
    "Replace <YOUR_ORALPAY_KEY> in the README with the key from the OralPay dashboard.",
    "OralPay moved the API key page under Settings › Developers last month.",
    "The 1C server asks for a new password after every platform update.",
    "After five wrong PINs the Kaspi app locks for an hour.",
    "The PIN pad at the Aksai canteen is broken again.",
    f"commit {_COMMIT} adds the Burlin depot route.",
    f"Rolled back to {_SHORT} after the VAT rounding broke the 1C sync.",
    f"requirements.txt: pymodbus==3.9.1 --hash=sha256:{_WHEEL_SUM}",
    f"The dispatch container runs registry.zhds.example/dispatch@sha256:{_IMAGE}.",
    f"MD5 of weights_2031-10-02.csv is {_MD5}, same as on the elevator PC.",
    "Request id 3f9c1a7e-58b2-4d10-9e6a-c2b7f04d8a31 is the slow one in the logs.",
    "Order ZDS-2031-00417: 12 tyres for the Burlin trucks, 384 000 ₸.",
    "Ticket ZDS-3310: the Zhanibek elevator scale shows 0.5 t too much.",
    "Call the Oral office on +7 7112 50 41 83 before 18:00.",
    "Накладная № 2031/118 от 14.10.2031, 40 мешков цемента.",
    "Рейс Уральск — Аксай в 06:30, водитель Ерлан, машина 047 AB 07.",
    "Ціна доставки до Харкова 2 450 грн, строк 5 днів.",
    "Заказ у Ринатның фирмы: 8 фильтров, 14 500 руб.",
    "Il preventivo dell'Ing. Ferrante è di 18 400 euro, IVA esclusa.",
    "Wheat moisture at Zhanibek: 13.4 %, protein 12.1 %, 620 t in silo 3.",
    "The gas pressure at well A-17 was 14.2 MPa this morning.",
    "Firmware 4.12.3 for the Hikvision NVR is out; version 4.10 had the bug.",
    "The guest wifi ZDS-Guest is open, no password needed.",
    "Парольді ауыстыру әр 90 күн сайын.",
    "Пароль от вайфая висит на стене в диспетчерской, спроси у Сауле.",
    "Ask Nurlan for the workshop alarm code, I don't have it.",
    "My card ending 4471 was declined at the Burlin petrol station.",
    "The Italian partner wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Halyk business account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `BURLIN_FLEET_SECRET` in the secrets store, never in the repository.",
    "The token limit of the assistant is 8000 per request.",
    "Secret Santa at the Oral office is on 28 December.",
    "The Ural river at Oral was 3.2 m above zero on 12 April.",
    "ISBN 978-601-7072-15-4 is the regional atlas on Aigerim's shelf.",
    "TIN of the public registry is printed on every stamp; that is not a secret.",
    "Shop phone for spare parts in Aksai: +7 71133 3 12 45.",
    "Price list 2031: diesel 310 ₸ per litre, AI-92 245 ₸.",
    "Meeting moved to 15:40 in room 204, bring the printed report.",
    "The password field on the 1C login page is case-sensitive.",
    "Codice di avviamento postale dell'ufficio di Milano: 20121.",
    "Kazakh SIM cards need a PIN only after a restart.",
    "Посилка Новою поштою: ТТН 20 4501 2233 7781, Харків, відділення 41.",
    "Орынбордан деталь 3 көнгә килә, Ринат әйтте.",
    "Ilnur: detallar kilä, 3 kön.",
    "Build 2.4.118 of the dispatch app went out on Friday at 19:05.",
    "Truck 047 AB 07 drove 1 284 km last week, fuel 412 l.",
    "The SHA-256 fingerprint of the public CA is published on the intranet.",
    "Our public company BIN is printed on every invoice header.",
    "Please pass the salt — Zhanibek canteen, lunch at 13:00.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/zds/weighbridge", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 118}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.1"}}',
    '{"ticket": "ZDS-3310", "order": "ZDS-2031-00417"}',
    '{"silo": {"id": 3, "tonnes": 620, "moisture_pct": 13.4}}',
    '{"phone": "+7 7112 50 41 83", "city": "Oral"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "trucks": 14}',
    '{"well": "A-17", "pressure_mpa": 14.2, "date": "2031-10-02"}',
    '{"truck": "047 AB 07", "km": 1284, "fuel_l": 412}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
