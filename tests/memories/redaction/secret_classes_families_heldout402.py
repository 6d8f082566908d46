# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-first's docstring, the
fifth to four-hundred-and-first only through grep -l counts (languages, wordings, tools, vendors,
id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(403, 404, 405), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (402_617_093), password words (a place, river or thing of the
Pavlodar region, a number and a sign, `Bayanaul47!`; dot-joined words with a year,
`irtysh.anode.2031`; leet `P0tl1n3`; random runs with a sign; dashed generator groups; a barge's
name and a year, `Zhasybay#2029`).

The fictional company is Ertis-Kazan Industrial Services LLP of Pavlodar, Kazakhstan: a
contractor relining pots for an (unnamed) aluminium smelter, its river arm Ertis Barge Line
(gravel and coal barges on the Irtysh) and the Ekibastuz dairy co-op it keeps the books for,
Sut-Bulak Cooperative. Staff: Daniyar Zhaksylykov (IT), Aigerim Tulegenova (office), the skipper
Viktor Shvets, the co-op's chair Gulnara Abenova; the Volga-German family of Andreas, Olga and
Oma Frieda Reimer (relatives in Lahr); the seasonal Uzbek crew of Jasur Toshmatov and Dilshod
Rahimov; and the Turkish supplier Emre Kaya of an invented Izmir anode-paste firm. Every company,
person, address, domain (`ertis-kazan.lan`, `sutbulak.example`), account and number is invented;
only the region is real. Texts: WhatsApp and Telegram chats, tickets, notes, runbooks, shell
history, config and env files, SMS, voice-note transcripts and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `—`, `is`, `ist`, `это`, a
new line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 401, grep -l): none for `Plattdeutsch`, `Lastochka`; one for
Pavlodar and Ekibastuz; two for Irtysh, `IBAN KZ`, `IBAN AZ`, `IBAN UA`, `IBAN BY`; three for
`IBAN GE`; four for `kz.bin` and `kupiya soz`, `parolim`; fifteen to twenty-five for `az.voen`,
`tr.tckimlik`, `tr.vkn`, `ua.edrpou`, `by.unp`, `de.idnr`, `құпия сөз`, `Humo`, `UzCard`;
`пароль` (149), `parol` (159), `Kennwort` (124), `sshpass` (224) and `zip -P` (152) are common,
so other wordings and tools are used beside them. Languages: about half English, config or
shell; the rest the Russian texted in Kazakhstan (Latin transliteration and Cyrillic), Kazakh in
Cyrillic and in the 2021 Latin alphabet, the German of a Volga-German family, the Uzbek of a
seasonal crew (Latin) and the Turkish of a supplier. The Kazakh Latin spellings, the
transliterated Russian, the Volga-German turns and the texted Uzbek are my guesses. Vendors: the
invented SutTrack, PotlineWatch, BargeLog, Ertis Telematics, AnodeHub and Kumis Pay, plus
GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, Hugging Face, npm, SendGrid, Twilio, Telegram,
Shopify, DigitalOcean, Linear, Doppler, Groq, PyPI, Google and AWS shapes. Ids: Turkey's VKN and
T.C. Kimlik No, Germany's Steuer-IdNr, Russia's INN and OGRN, Ukraine's EDRPOU, Belarus' UNP and
Azerbaijan's VOEN, each drawn until its `stdnum` module validates it; a Kazakh IIN and BIN, which
python-stdnum does not check, are not written here. IBANs of Kazakhstan, Turkey, Germany,
Azerbaijan, Georgia, Ukraine and Belarus, checked with `stdnum.iban`; seed phrases from
`mnemonic`'s English, Russian and Turkish lists, each checked with `Mnemonic.check`; cards pass
Luhn (Visa, Mastercard, Mir, Humo, UzCard and Troy prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.az import voen as az_voen
from stdnum.by import unp as by_unp
from stdnum.de import idnr as de_idnr
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn
from stdnum.ua import edrpou as ua_edrpou

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 402_617_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE = ALNUM + "-_"
_r = v.r
Maker = v.Maker

_PLACES = ["Bayanaul", "Irtysh", "Ertis", "Ekibastuz", "Aksu", "Sharbakty", "Zhasybay",
           "Moyildy", "Kalkaman", "Pavlodar", "Toraigyrov", "Maikain", "Shiderty"]  # fmt: skip
_THINGS = ["Anode", "Potline", "Cathode", "Barzha", "Kumys", "Shubat", "Baursak", "Sorpa",
           "Tugboat", "Kryolit", "Bauxite", "Sutbulak", "Fairway"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["P0tl1n3", "4n0d3", "B4rzh4", "Kum7s", "1rtysh", "S0rp4", "B4y4n4ul"]


def _generator(g: random.Random) -> str:
    return "-".join(_r(g, LOWER + D, 5) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_PLACES)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}.{g.choice(_THINGS).lower()}.{g.randrange(2024, 2036)}",
    lambda g: g.choice(_LEET) + str(g.randrange(100, 1000)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 12) + g.choice(_SYMBOLS) + _r(g, D, 2),
    _generator,
    lambda g: f"{g.choice(_PLACES)}{g.choice(_SYMBOLS)}{g.randrange(2024, 2036)}",
    lambda g: f"{g.choice(_THINGS)}{g.choice(_PLACES)}{g.randrange(10, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda s: all(c in ALNUM + "._-" for c in s) and len(s) >= 10)


_USERS = ["daniyar", "aigerim.t", "vshvets", "g.abenova", "areimer", "olga.reimer", "jasur",
          "dilshod", "emre.kaya", "admin", "svc_barge", "potline_ops"]  # fmt: skip
_HOSTS = ["db1.ertis-kazan.lan", "erp.ertis-kazan.lan", "scada.ertis-kazan.lan",
          "ledger.sutbulak.example", "nas.sutbulak.example", "10.42.7.15"]  # fmt: skip

_LABELLED = [
    "Daniyar: the ERP admin password is {pw}",
    "password: {pw}",
    "Password = {pw}",
    "barge tablet password -> {pw}",
    "potline HMI pw → {pw}",
    "mail password | {pw}",
    "pwd :: {pw}",
    "Weighbridge PC password\n{pw}",
    "What's the password for the co-op laptop?\nAigerim: {pw}",
    "password\t{pw}",
    "new password for the SCADA viewer — {pw}",
    "Aigerim, parol ot bukhgalterii: {pw}",
    "parol' takoi: {pw} ne teryai",
    "Vitya, novyi parol na planshet barzhi {pw}",
    "parol ot 1C => {pw}",
    "пароль: {pw}",
    "пароль от почты — {pw}",
    "Даурен, новый пароль на сервер: {pw}",
    "пароль это {pw}",
    "логин vshvets\nпароль {pw}",
    "құпия сөз: {pw}",
    "Есептегіштің құпиясөзі — {pw}",
    "Айгерім, жаңа құпия сөз {pw}",
    "qupiasóz: {pw}",
    "jańa qupia sóz -> {pw}",
    "Oma, das Passwort fürs Tablet ist {pw}",
    "Kennwort vom Laptop: {pw}",
    "Andreas, dem Olga ihr Passwort is {pw}",
    "S Passwort fir de Kassa: {pw}",
    "parolim: {pw}",
    "aka, yangi parol {pw}",
    "kompyuter paroli = {pw}",
    "Jasur, noutbuk paroli {pw} ekan",
    "şifre: {pw}",
    "Emre Bey, portal şifresi {pw}",
    "yeni şifremiz → {pw}",
    "VPN password set to {pw}",
    "ticket ERT-4471: reset done, temp password {pw}",
    "pass={pw}",
    "Password is now {pw} (changed after Viktor left the laptop on the barge)",
]

_LOGINS = [
    "login: {u} / {pw}",
    "{u} / {pw}",
    "creds for the weighbridge: {u}:{pw}",
    "postgres://{u}:{pw}@{h}:5432/sutbulak",
    "https://{u}:{pw}@{h}/owncloud/",
    "smb://{u}:{pw}@{h}/buh",
    "user={u} password={pw}",
    "логин: {u} пароль: {pw}",
    "login {u} parol {pw}",
    "пайдаланушы: {u}, құпия сөз: {pw}",
    "Benutzer {u}, Passwort {pw}",
    "foydalanuvchi: {u} parol: {pw}",
    "kullanıcı adı: {u} şifre: {pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | {h} |",
    "ftp://{u}:{pw}@{h}/scans",
    "mysql://{u}:{pw}@{h}/potline",
]

_CLI = [
    "$ mysql -u {u} -p{pw} -h {h} potline",
    "sshpass -p '{pw}' ssh {u}@{h}",
    "curl -u {u}:{pw} https://{h}/api/weights",
    "redis-cli -h {h} -a {pw} INFO",
    "docker login -u {u} -p {pw} registry.ertis-kazan.lan",
    "psql 'postgresql://{u}:{pw}@{h}/sutbulak'",
    "echo '{pw}' | sudo -S systemctl restart bargelog",
    "lftp -u {u},{pw} {h}",
    "smbclient //{h}/buh -U {u}%{pw}",
    "xfreerdp /v:{h} /u:{u} /p:{pw}",
    "7z a -p{pw} otchet_2025.7z otchet/",
    "openssl enc -aes-256-cbc -in milk.csv -out milk.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c nakladnye.tar",
    "plink -ssh {u}@{h} -pw {pw}",
    'sqlcmd -S {h} -U {u} -P {pw} -Q "select 1"',
    "ldapsearch -x -D cn={u},dc=ertis-kazan,dc=lan -w {pw} -b dc=ertis-kazan,dc=lan",
    "keytool -list -keystore scada.jks -storepass {pw}",
    "mosquitto_pub -h {h} -u {u} -P {pw} -t barge/1/gps -m ok",
    "ipmitool -I lanplus -H {h} -U {u} -P {pw} power status",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "rabbitmqctl add_user {u} {pw}",
    "mongosh 'mongodb://{u}:{pw}@{h}:27017/telemetry'",
    "CREATE USER {u} IDENTIFIED BY '{pw}';",
    "net use \\\\{h}\\buh /user:ERTIS\\{u} {pw}",
    "zip -P {pw} akty.zip akty/*.pdf",
]

_CONFIG = [
    "DB_PASSWORD={pw}",
    "export PGPASSWORD='{pw}'",
    'SMTP_PASS="{pw}"',
    "  password: {pw}",
    "spring.datasource.password={pw}",
    "[mail]\nuser = {u}\npassword = {pw}",
    "BARGELOG_DB_PASS={pw}",
    '"password": "{pw}",',
    "define('DB_PASSWORD', '{pw}');",
    "{h}:5432:sutbulak:{u}:{pw}",
    "MQTT_PASSWORD={pw}  # barge gateways",
    '<add key="Password" value="{pw}" />',
    "secret: {pw}",
    "REDIS_PASSWORD={pw}",
]


def _token_makers() -> list[tuple[str, Maker]]:
    t = v.token
    return [
        ("GitHub token", t("ghp_", (ALNUM, 36))),
        ("GitLab PAT", t("glpat-", (URLSAFE, 20))),
        ("Slack bot token", t("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
        ("Stripe key", t("sk_live_", (ALNUM, 24))),
        ("OpenAI key", t("sk-proj-", (URLSAFE, 48))),
        ("Anthropic key", t("sk-ant-api03-", (URLSAFE, 93), "AA")),
        ("HF token", t("hf_", (ALNUM, 34))),
        ("npm token", t("npm_", (ALNUM, 36))),
        ("SendGrid key", t("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
        ("Twilio API key", t("SK", (HEX, 32))),
        ("Telegram bot token", t((D, 10), ":AA", (URLSAFE, 33))),
        ("Shopify token", t("shpat_", (HEX, 32))),
        ("DigitalOcean token", t("dop_v1_", (HEX, 64))),
        ("Linear key", t("lin_api_", (ALNUM, 40))),
        ("Doppler token", t("dp.st.prd.", (ALNUM, 40))),
        ("Groq key", t("gsk_", (ALNUM, 52))),
        ("PyPI token", t("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
        ("Google API key", t("AIza", (URLSAFE, 35))),
        ("AWS access key", t("AKIA", (UPPER + "234567", 16))),
    ]


_TOKEN_TEMPLATES = [
    "{name}: {pw}",
    "Daniyar, the {name} for the barge dashboard is {pw}",
    "{name} → {pw}",
    "новый {name}: {pw}",
    "токен {name} = {pw}",
    "{name} (Aigerim's laptop) {pw}",
    "Emre Bey'in {name} anahtarı: {pw}",
    "der {name} ist {pw}",
]

_INVENTED = ["SutTrack", "PotlineWatch", "BargeLog", "Ertis Telematics", "AnodeHub", "Kumis Pay"]
_INVENTED_TEMPLATES = [
    "{name} API key: {pw}",
    "API key for {name} = {pw}",
    "{name} integration broken, current key {pw}",
    "ключ API {name}: {pw}",
    "{name} API кілті: {pw}",
    "{name} API-Schlüssel: {pw}",
    "{name} API anahtarı: {pw}",
    "{name} API kaliti: {pw}",
    "Settings › Integrations › {name}: {pw}",
]


def _invented_value(rng: random.Random) -> str:
    kind = rng.randrange(3)
    if kind == 0:
        return _r(rng, HEX, rng.choice([32, 40]))
    if kind == 1:
        return v.uuid4(rng, rng.choice("89ab"))
    return _r(rng, ALNUM, 32)


def _jwt(rng: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": rng.choice(_USERS), "iat": rng.randrange(1_700_000_000, 1_800_000_000),
                     "aud": "bargelog"})  # fmt: skip
    return f"{head}.{body}.{_r(rng, URLSAFE, 43)}"


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    raw = bytes(rng.randrange(256) for _ in range(rng.choice([240, 336])))
    body = base64.b64encode(raw).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "turkish")}


def _seed(rng: random.Random, lang: str) -> str:
    words = rng.choice([12, 12, 24, 18])
    bits = {12: 16, 18: 24, 24: 32}[words]
    mnemo = _MNEMO[lang]
    # drawn until `Mnemonic.check` accepts it (the Russian list fails it for some phrases)
    return v.until(
        rng,
        lambda g: str(mnemo.to_mnemonic(bytes(g.randrange(256) for _ in range(bits)))),
        mnemo.check,
    )


_CARD_PREFIXES = ["4", "51", "55", "2200", "2202", "2204", "9860", "8600", "9792"]


def _card(rng: random.Random) -> str:
    body = rng.choice(_CARD_PREFIXES)
    body += _r(rng, D, 15 - len(body))
    return body + luhn.calc_check_digit(body)


_BBAN: dict[str, list[tuple[str, int] | str]] = {
    "KZ": [(D, 3), "KZT", (D, 10)],
    "TR": [(D, 5), "0", (D, 16)],
    "DE": [(D, 18)],
    "AZ": [(UPPER, 4), (D, 20)],
    "GE": [(UPPER, 2), (D, 16)],
    "UA": [(D, 25)],
    "BY": [(UPPER, 4), (D, 20)],
}


def _iban(rng: random.Random, country: str) -> str:
    make = v.token(*_BBAN[country])

    def draw(g: random.Random) -> str:
        bban = make(g)
        return country + str(std_iban.calc_check_digits(country + "00" + bban)) + bban

    return v.until(rng, draw, std_iban.is_valid)


def _iban_maker(country: str) -> Maker:
    def make(g: random.Random) -> str:
        number = _iban(g, country)
        return _groups(number) if g.random() < 0.5 else number

    return make


def _seed_maker(lang: str) -> Maker:
    return lambda g: _seed(g, lang)


def _id_pick(
    rng: random.Random, name: str, module: Any, make: Maker
) -> Callable[[], tuple[str, str]]:
    return lambda: (name, v.until(rng, make, module.is_valid))


IDS: list[tuple[str, Any, Maker]] = [
    ("VKN", tr_vkn, v.token((D, 10))),
    ("T.C. Kimlik No", tr_tckimlik, v.token("1", (D, 10))),
    ("Steuer-IdNr", de_idnr, v.token("1", (D, 10))),
    ("ИНН", ru_inn, v.token("5", (D, 11))),
    ("ОГРН", ru_ogrn, v.token("1", (D, 12))),
    ("ЄДРПОУ", ua_edrpou, v.token("3", (D, 7))),
    ("УНП", by_unp, v.token("19", (D, 7))),
    ("VÖEN", az_voen, v.token("1", (D, 8), "2")),
]

_ID_TEMPLATES = [
    "{name}: {pw}",
    "{name} поставщика — {pw}",
    "Emre Bey, firmanızın {name} numarası {pw} değil mi?",
    "Olga's {name} for the Lahr forms is {pw}",
    "{name} = {pw}",
    "реквизиты: {name} {pw}, Павлодар",
]


def _groups(value: str, n: int = 4) -> str:
    return " ".join(value[i : i + n] for i in range(0, len(value), n))


def _fill(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = template.format(pw=secret, u=rng.choice(_USERS), h=rng.choice(_HOSTS))
        out.append(Sample(cls, text, secret))
    return out


def _named(
    rng: random.Random, cls: str, templates: list[str], n: int, pick: Callable[[], tuple[str, str]]
) -> list[Sample]:
    out = []
    for template in v.cycle(rng, templates, n):
        name, secret = pick()
        out.append(Sample(cls, template.format(name=name, pw=secret), secret))
    return out


def _cards(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "card {pw} exp 09/28",
        "номер карты: {pw}",
        "Kaspi-ga emas, mana bu kartaga tashlang: {pw}",
        "kart numarası {pw}, son kullanma 11/27",
        "Kartennummer {pw}",
        "карта кооператива {pw}, Гульнара",
        "pay the crew to {pw} (Humo)",
        "kartanyń nómiri: {pw}",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        number = _card(rng)
        secret = v.grouped(number, rng.choice([" ", "-", ""]), rng)
        out.append(Sample("card_number", template.format(pw=secret), secret))
    return out


def _cvcs(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "CVV on the back: {pw}",
        "код на обороте карты {pw}",
        "CVC: {pw}",
        "güvenlik kodu {pw}",
        "the three digits on the back are {pw}",
        "Prüfnummer {pw}",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        card = v.grouped(_card(rng), " ", rng)
        secret = _r(rng, D, 3)
        out.append(Sample("card_code", f"{card}, {template.format(pw=secret)}", secret))
    return out


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _fill(rng, "password", _LABELLED, 71, _pw)
    out += _fill(rng, "login", _LOGINS, 34, _plain)
    out += _fill(rng, "cli_password", _CLI, 34, _plain)
    out += _fill(rng, "config_password", _CONFIG, 24, _plain)
    makers = _token_makers()

    def vendor() -> tuple[str, str]:
        name, make = rng.choice(makers)
        return name, make(rng)

    out += _named(rng, "vendor_token", _TOKEN_TEMPLATES, 30, vendor)
    out += _named(rng, "api_key", _INVENTED_TEMPLATES, 15,
                  lambda: (rng.choice(_INVENTED), _invented_value(rng)))  # fmt: skip
    out += _fill(rng, "bare_token", [
        "{pw}", "here, use this: {pw}", "Vitya, vot: {pw}", "мына: {pw}",
        "token {pw} from the vault export", "bunu kullan {pw}",
    ], 10, v.token((ALNUM, 40)))  # fmt: skip
    out += _fill(rng, "hex_key", [
        "AES key for the milk-ledger backups: {pw}", "encryption key = {pw}",
        "ключ шифрования {pw}", "BARGELOG_MASTER_KEY={pw}", "HMAC secret: {pw}",
    ], 10, v.token((HEX, 64)))  # fmt: skip
    out += _fill(rng, "jwt", [
        "Authorization: Bearer {pw}", "jwt={pw}", "токен сессии: {pw}",
        "the SutTrack session token is {pw}",
    ], 8, _jwt)  # fmt: skip
    out += _fill(rng, "pem_key", [
        "{pw}", "key for the barge gateway:\n{pw}", "Daniyar, вот ключ:\n{pw}\nне пересылай",
    ], 5, _pem)  # fmt: skip
    for lang, lines in [
        ("english", ["recovery phrase: {pw}", "seed for the co-op wallet\n{pw}"]),
        ("russian", ["сид-фраза: {pw}", "мнемоника кошелька — {pw}"]),
        ("turkish", ["kurtarma kelimeleri: {pw}"]),
    ]:
        count = {"english": 4, "russian": 4, "turkish": 2}[lang]
        out += _fill(rng, "seed_phrase", lines, count, _seed_maker(lang))
    out += _cards(rng, 15)
    out += _cvcs(rng, 6)
    for country in ["KZ", "KZ", "TR", "DE", "AZ", "GE", "UA", "BY"]:
        out += _fill(rng, "iban", [
            "IBAN {pw}", "счёт: {pw}", "Emre Bey, IBAN'ımız {pw}", "Olga's Konto: {pw}",
        ], 2 if country != "KZ" else 1, _iban_maker(country))  # fmt: skip
    for name, _module, make in IDS:
        out += _named(rng, "national_id", _ID_TEMPLATES, 2, _id_pick(rng, name, _module, make))
    out += _fill(rng, "totp_secret", [
        "TOTP secret: {pw}", "2FA setup key {pw}",
        "otpauth://totp/Ertis:daniyar?secret={pw}&issuer=Ertis",
        "manual key для 2FA: {pw}", "QR kod okunmazsa bu anahtarı gir: {pw}",
    ], 10, lambda g: v.totp_secret(g, g.random() < 0.3))  # fmt: skip
    out += _fill(rng, "otp_code", [
        "Код подтверждения: {pw}", "{pw} — ваш код для входа в Kumis Pay", "Your code is {pw}",
        "Растау коды: {pw}", "Doğrulama kodunuz: {pw}", "Ihr Bestätigungscode lautet {pw}",
        "Tasdiqlash kodi: {pw}", "Use {pw} to sign in to BargeLog",
        "Jasur, SMS kodi keldi: {pw}", "kod iz SMS {pw}",
    ], 12, v.token((D, 6)))  # fmt: skip
    out += _fill(rng, "backup_codes", [
        "backup codes:\n{pw}", "резервные коды: {pw}", "Yedek kodlar\n{pw}",
        "Notfallcodes fürs Konto: {pw}",
    ], 8, _codes)  # fmt: skip
    out += _fill(rng, "wifi", [
        "wifi Sutbulak Office / {pw}",
        "Network: Barge-5G\nkey {pw}", "WIFI:T:WPA;S:Ertis-Guest;P:{pw};;",
        "пароль от вайфая в конторе: {pw}", "wifi құпия сөзі: {pw}", "WLAN-Schlüssel bei Oma: {pw}",
        "wifi paroli: {pw}", "kablosuz şifresi {pw}", "wpa_passphrase=\"{pw}\"",
        "vaifai parol {pw}",
    ], 14, _plain)  # fmt: skip
    out += _fill(rng, "pin", [
        "PIN-код карты {pw}", "door code for the Ekibastuz shed is {pw}", "код домофона {pw}",
        "есік коды: {pw}", "PIN: {pw}", "kapı şifresi {pw}", "Tresorcode {pw}", "eshik kodi {pw}",
        "sim pin {pw}", "lock on the barge cabin: {pw}#", "Oma, die PIN ist {pw}",
    ], 16, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))  # fmt: skip
    out += _fill(rng, "passphrase", [
        "passphrase: {pw}",
        "ключевая фраза: {pw}", "Passphrase ist {pw}", "vault passphrase = {pw}",
    ], 8, lambda g: " ".join(g.sample(_WORDS, 4)))  # fmt: skip
    out += _spelled(rng, 10)
    out += _said_first(rng, 10)
    return out


def _codes(g: random.Random) -> str:
    return g.choice(["\n", ", "]).join(v.backup_codes(g, 6, g.randrange(4)))


_WORDS = ["irtysh", "anode", "kumys", "tugboat", "steppe", "cathode", "bauxite", "fairway",
          "sorpa", "heron", "pylon"]  # fmt: skip


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "the password is the word {w} followed by {d}",
        "Das Passwort ist das Wort {w}, dann {d}",
        "пароль — слово {w} и цифры {d}",
        "{w} with a capital first letter and {d} at the end",
        "şifre: {w} kelimesi, sonra {d}",
        "parol: {w} so'zi, keyin {d}",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        word = rng.choice(_PLACES + _THINGS)
        digits = str(rng.randrange(100, 10_000))
        w = word if "capital" in template else word.lower()
        out.append(Sample("spelled", template.format(w=w, d=digits), w))
    return out


def _said_first(rng: random.Random, n: int) -> list[Sample]:
    templates = [
        "{pw} — that's the wifi password",
        "type {pw}; that's the admin password",
        "{pw} — это пароль от роутера",
        "{pw}, das hab ich für den Router gesetzt",
        "{pw} bu modem şifresi",
        "{pw} — бұл роутердің құпия сөзі",
    ]
    return _fill(rng, "said_first", templates, n,
                 lambda g: f"{g.choice(_PLACES).lower()}{g.randrange(100, 1000)}")  # fmt: skip


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    firsts = [
        "the ERP password is",
        "Password:",
        "пароль:",
        "құпия сөз",
        "Kennwort lautet",
        "parolim",
        "şifre:",
        "SutTrack API key:",
        "door code for the dairy is",
        "wifi Barge-5G key",
    ]
    out = []
    for first in v.cycle(rng, firsts, 20):
        secret = _plain(rng) if "door" not in first else _r(rng, D, 5)
        second = secret + rng.choice(["", " (не пересылай)", "\nrotated in March", ". sağol"])
        out.append(FieldPair("split_fields", first, second, secret))
    return out


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    keys = ["password", "пароль", "parol", "şifre", "Kennwort", "құпия_сөз", "db_pass",
            "apiKey", "suttrack_token", "pin", "door_code", "wifi_psk", "secret"]  # fmt: skip
    out = []
    for i in range(20):
        key = keys[i % len(keys)]
        secret = _r(rng, D, 4) if key in ("pin", "door_code") else _plain(rng)
        inner: dict[str, Any] = {
            key: secret,
            "site": rng.choice(["Pavlodar", "Ekibastuz", "barge"]),
        }
        if rng.random() < 0.5:
            inner = {rng.choice(["creds", "auth", "barge", "coop"]): inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


CLEAN = [
    "The password policy at Ertis-Kazan: 14 characters, changed every 90 days.",
    "пароль должен быть не короче 12 символов",
    "құпия сөзді ешкімге айтпаңыз",
    "Passwort vergessen? Oma, ruf Andreas an.",
    "parolni hech kimga aytmang",
    "Şifrenizi kimseyle paylaşmayın.",
    "BargeLog 4.12.3 released, changelog in the wiki.",
    "sha256 of bargelog-4.12.3.tar.gz: "
    "9f2c1e0a7b3d4c5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6",
    "commit 3e7a91c0d2b4f6e8a1c3e5f7091b2d4f6a8c0e2d fixed the tonnage rounding",
    "order #ERT-2025-08817 shipped from Izmir",
    "накладная № 00417 от 12.03.2025",
    "tracking: KZ778213940TR",
    "postcode 140000, Pavlodar",
    "call Viktor on +7 701 555 0143",
    "Ekibastuz co-op phone: +7 7187 55 21 09",
    "meeting on 2025-04-17 at 10:30",
    "цена 1 450 тенге за литр",
    "price: 18 400 KZT per tonne of gravel",
    "card ending in 4417",
    "карта **** **** **** 8823",
    "IBAN: KZ** **** **** **** 1209 (masked)",
    "the PIN is on the sealed envelope in the safe, not in chat",
    "Jasur, PIN kodni SMS da yubormayman",
    "PIN-код приходит в отдельном конверте",
    "Reset your password at https://erp.ertis-kazan.lan/reset",
    "part number AN-7750-PL for the anode stubs",
    "артикул 4607001234567",
    "coordinates 52.2873, 76.9674 (barge mooring)",
    "Bayanaul trip on Saturday, 47 km of road works",
    "Version 2.0.17-rc3 of PotlineWatch is on the test server",
    "The OTP arrives by SMS within a minute.",
    "Код подтверждения придёт на ваш телефон.",
    "Doğrulama kodu 3 dakika geçerlidir.",
    "Bestätigungscode nicht erhalten? Erneut senden.",
    "Tasdiqlash kodi 5 daqiqa amal qiladi.",
    "Backup codes are printed and stored in the office safe.",
    "the wifi password is on the fridge",
    "пароль от вайфая спроси у Айгерим",
    "WLAN-Passwort steht auf dem Router, Oma.",
    "wifi şifresini Emre biliyor",
    "ticket ERT-4472: user asked how long a password must be",
    "Seed phrase rules: never photograph it, never type it into chat.",
    "MAC 3C:52:82:1A:7F:09 on the weighbridge switch",
    "serial no. SN-2024-558190 of the tugboat radio",
    "ИИН вводится в поле ниже, 12 цифр",
    "Steuer-ID bitte im Formular eintragen, nicht per WhatsApp.",
    "VKN alanı zorunludur.",
    "milk delivered: 4 812 litres, fat 3.6 %",
    "the barge Zhasybay draws 1.9 m at the Irtysh fairway",
    "GPS fix 52°17'14\"N 76°58'02\"E",
    "invoice 2025/0331 total 2 417 900 KZT",
    "UUID of the ERP tenant is listed in the admin panel",
    "The API key field in SutTrack is required.",
    "API version 3 of BargeLog drops XML.",
    "token limit for the assistant: 8000",
    "Daniyar changed the door code yesterday; ask him in person.",
    "Есік коды ауысты, Гүлнарадан сұраңыз.",
    "Die Tür hat jetzt ein Zahlenschloss, Code kommt per Brief.",
    "kapı şifresi değişti, yarın söylerim",
    "use a passphrase of four random words for the vault",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "14 chars", "rotation_days": 90},
    {"order_id": "ERT-2025-08817", "carrier": "Irtysh barge 3"},
    {"sha256": "4a1c0e9b7d2f3a5c6e8b0d1f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c"},
    {"pin_pad": "broken", "site": "Ekibastuz"},
    {"auth": {"method": "sso", "provider": "ertis-kazan.lan"}},
    {"creds": {"username": "svc_barge", "host": "db1.ertis-kazan.lan"}},
    {"phone": "+7 701 555 0143", "city": "Павлодар"},
    {"token_count": 512, "model": "local"},
    {"card_last4": "4417", "currency": "KZT"},
    {"version": "4.12.3", "commit": "3e7a91c0d2b4f6e8a1c3e5f7091b2d4f6a8c0e2d"},
]
