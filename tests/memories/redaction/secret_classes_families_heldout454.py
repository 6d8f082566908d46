# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fifty-fourth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and fifty-third's
docstring, the fifth to four hundred and fifty-third only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (455, 456, 457), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (454_730_186), password words (two
steppe or smelter words, two digits and a sign, `KengirMys42!`; dot-joined Kazakh words in Latin
letters with a year, `qoy.kumys.bekat.2033`; leet `S4ks4ul#57`; a person and a town,
`Aigerim@Satpayev1991`; a flock and its head count, `Otar340Bas%7`; a bus trip and a seat,
`Reis514-Orin12B`; random runs with a sign), four-word passphrases of steppe and smelter words.

The fictional company is TOO Ulytau Mys Servis of Zhezkazgan (an invented subcontractor at the
copper smelter: anode cranes, converter line, weighbridge), with the Kengir Dala farm (an invented
sheep farm by the Kengir reservoir) and Dala Express (an invented bus line from Zhezkazgan through
Karazhal to Baikonur), and its Polish supplier Miedziotech (invented). Staff and neighbours:
Nurlan, Aigerim, Marat, Saule and Dauren (IT, dispatch, cash desk), the Ten/Tsoy family
(Koryo-saram, a grandmother, `аммани`, and her grandson Vitya), Bakhtiyor aka (an Uzbek market
trader) and Paweł Zieliński (the Polish mining-equipment engineer). Every company, person,
address, domain (`ulytaumys.lan`, `kengirdala.example`, `dalaexpress.example`,
`miedziotech.example`), account and number is invented; only the region is real. Texts: chats,
SMS, tickets, notes to self, e-mails, shell history, CLI commands, config and env files, URLs,
CSV rows, voice notes and requests to the assistant; separators: a colon, `=`, `->`, `→`, `=>`,
`/`, `|`, a tab, `is`, `это`/`—`, `to`, `иге`, a new line, a question then its answer, a value
said first and named after, split fields whose first part ends in the label.

Grep counts (heldouts 5 to 453, grep -l): none for `аммани`, `адибай`, `MysTrack`, `DalaPay`,
`BozorKassa`; one for `Zhezkazgan`, `Ulytau`, `Satpayev`, `Karazhal`, `Kengir`, `xo'pmi`; three to
thirty for `qūpiasöz`, `иге`, `Belkart`, `BLIK`, `qupiya`, `Koryo`, `PESEL`, `REGON`, `UzCard`,
`Halyk`, `Humo`, `УНП`; thirty to a hundred for `Kaspi`, `құпия сөз`, `aka,`, `ОГРН`, `ИНН`,
`hasło` and the newer vendor prefixes (`pplx-`, `nvapi-`, `sntrys_`, `dckr_pat_`, `tskey-auth`);
the IBAN countries by a rough count of their quoted code: Russia 43, Poland 44, Ukraine 45,
Mongolia 47, Belarus 51, Kazakhstan 64 (kept for the theme).
Languages: about half English, config or shell; the rest in the Russian of Zhezkazgan as texted
(`скинь`, `щас`, `плз`, `спс`, `пж`, `не теряй`), Kazakh in Cyrillic (`құпия сөз`, `рахмет`,
`айт`) and in Latin letters (`qupiya soz`, `qūpiasöz`, `paroli`, `jaraidy ma`), the Korean of a
Koryo-saram family in Russian letters (`аммани`, `адибай`, `иге`, `ида`, `иго`, with Russian
nouns), the Uzbek of a market trader in Latin letters (`aka`, `parol`, `bo'ldi`, `xo'pmi`,
`rahmat`, `hech kimga aytmang`) and the Polish of a mining-equipment engineer (`hasło to`,
`pozdrawiam`, `dzięki`). The Zhezkazgan texting, the Kazakh Latin spellings and above all the
Koryo-mar particles are my guesses; the Koryo-saram lines are the least sure.
Vendors: the invented MysTrack, DalaPay, OtarSoft, SaksaulGPS, KengirWeigh, MiedzioSerwis,
BozorKassa, BaiqonyrBus, SarysuMeteo, TulparFleet, StepNet and Zhusan CRM under the words around
their keys (hex runs, UUIDs, random runs), Kaspi, Halyk and BLIK in codes and accounts, and the
GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS, Google, Hugging Face, npm,
SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Vault, Postman,
Tailscale, Doppler, Sentry, Groq, Replicate, Perplexity, Databricks, Supabase, Brevo, Docker Hub
and NVIDIA shapes. Ids: python-stdnum has no Kazakh module, so none of Kazakhstan's IIN or BIN is
planted; instead Poland's PESEL, NIP and REGON (the engineer and his firm), Russia's INN and OGRN
and Belarus's UNP (suppliers), each drawn until its `stdnum` module validates it. IBANs of
Kazakhstan, Mongolia, Belarus, Russia, Ukraine and Poland, checked with `stdnum.iban`; seed
phrases from `mnemonic`'s English, Russian, Korean, Czech and Turkish lists, each checked with
`Mnemonic.check` (Russian phrases it rejects are drawn again); cards pass Luhn (Visa,
Mastercard, UnionPay, Amex, and Humo `9860`, UzCard `8600` and Belkart `9112` numbers).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.by import unp as by_unp
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 454_730_186
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
SYMS = "!#%&*@$?"
Maker = Callable[[random.Random], str]

_WORDS = ["Kengir", "Ulytau", "Mys", "Dala", "Qoily", "Otar", "Saksaul", "Shubat", "Katod",
          "Anod", "Konverter", "Shlak", "Marshrut", "Zhusan", "Tobylgy", "Kiyiz", "Qozy",
          "Baiqonyr", "Kurylys", "Steppe", "Kumys", "Tulpar", "Ormek", "Sarysu"]  # fmt: skip
_LOWER_WORDS = ["mys", "dala", "qoy", "otar", "avtobus", "kengir", "katod", "shlak", "zhusan",
                "kiyiz", "sarysu", "kumys", "tulpar", "bekat", "zhol", "tau"]  # fmt: skip
_PEOPLE = ["Aigerim", "Nurlan", "Dauren", "Saule", "Yerlan", "Gulnara", "Marat", "Zhanar",
           "Bakhyt", "Asel", "Timur", "Kanat"]  # fmt: skip
_TOWNS = ["Satpayev", "Ulytau", "Zhezdy", "Karazhal", "Kengir", "Zhanaarka", "Baikonyr",
          "Kyzylorda", "Terekty"]  # fmt: skip
_USERS = ["nurlan.s", "a.ten", "dispatch", "otar_bas", "pzielinski", "root", "admin", "svc-smelt",
          "kassa2", "mtsoy", "yerlan_k", "bakhtiyor", "ops"]  # fmt: skip
_HOSTS = ["smelt-gw.ulytaumys.lan", "db1.ulytaumys.lan", "scada.ulytaumys.lan",
          "kassa.dalaexpress.example", "ferma.kengirdala.example", "nas.ulytaumys.lan",
          "vpn.ulytaumys.lan", "git.ulytaumys.lan", "miedziotech.example"]  # fmt: skip


def _pw(rng: random.Random) -> str:
    """A password in one of this corpus's own shapes."""
    kind = rng.randrange(7)
    if kind == 0:  # two theme words, two digits, a sign: KengirMys42!
        a, b = rng.sample(_WORDS, 2)
        return f"{a}{b}{rng.randrange(10, 100)}{rng.choice(SYMS)}"
    if kind == 1:  # dot-joined words and a year
        words = rng.sample(_LOWER_WORDS, 3)
        return ".".join([*words, str(rng.randrange(2026, 2041))])
    if kind == 2:  # leet
        word = rng.choice(_WORDS)
        leet = word.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
        return f"{leet}{rng.choice(SYMS)}{rng.randrange(10, 100)}"
    if kind == 3:  # a person and a town
        return f"{rng.choice(_PEOPLE)}@{rng.choice(_TOWNS)}{rng.randrange(1975, 2012)}"
    if kind == 4:  # a flock and its head count
        return f"Otar{rng.randrange(120, 990)}Bas{rng.choice(SYMS)}{rng.randrange(1, 10)}"
    if kind == 5:  # a bus route and its seat
        return f"Reis{rng.randrange(100, 999)}-Orin{rng.randrange(1, 50)}{rng.choice(UPPER)}"
    return v.r(rng, ALNUM, rng.randrange(4, 8)) + rng.choice(SYMS) + v.r(rng, ALNUM, 8)


def _rand(n: int, alphabet: str = ALNUM) -> Maker:
    return lambda rng: v.r(rng, alphabet, n)


def _fill(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker = _pw
) -> list[Sample]:
    """``n`` samples: each template filled with a fresh ``{pw}``, a user ``{u}``, a host ``{h}``."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        text = template.format(pw=secret, u=rng.choice(_USERS), h=rng.choice(_HOSTS))
        out.append(Sample(cls, text, secret))
    return out


_LABEL_EN = [
    "password: {pw}",
    "smelter HMI password = {pw}",
    "Password -> {pw}",
    "new admin pass → {pw}",
    "ticket UM-2291 | password | {pw}",
    "kiosk password / {pw}",
    "The Zabbix proxy password is {pw} until Friday.",
    "Password for the weighbridge PC:\n{pw}",
    "what's the ticket office password?\nit's {pw}",
    "{pw} is the password for the bus depot laptop",
    "pwd={pw}",
    'PASSWORD "{pw}"',
    "reset it, the password is now ({pw})",
    "shift handover: anode crane panel password `{pw}`",
    "passwd\t{pw}",
    "remember: password for the farm tablet => {pw}",
    "Hi Nurlan, the VPN password for the Ulytau office is {pw} — delete this after.",
    "note to self: depot router password set to {pw}",
    "password changed to {pw} after the audit",
    "Q: password for the Baikonur route ticket printer? A: {pw}",
    "secret: {pw}",
    "assistant, remember the converter-line terminal password: {pw}",
]

_LABEL_INTL = [
    # Russian of Zhezkazgan, as texted
    "пароль от кассы на автовокзале: {pw}",
    "скинь пароль от вайфая в цеху плз\nщас: {pw}",
    "Марат, пароль = {pw}, не теряй",
    "новый пароль от 1С — {pw}",
    "пасс от камер на ферме {pw} спс потом",
    "{pw} — это пароль от ноута диспетчера, запиши",
    # Kazakh, Cyrillic
    "Құпия сөз: {pw}",
    "Дауренге айт, кассаның құпия сөзі {pw}",
    "Ферманың компьютеріне кіру құпиясөзі → {pw}",
    "пароль мынау: {pw} рахмет",
    # Kazakh, Latin letters
    "qupiya soz: {pw}",
    "Saule, kassanyñ paroli {pw} jaraidy ma?",
    "qūpiasöz -> {pw}",
    "avtobus planshetiniñ paroli: {pw}",
    # Koryo-saram Russian-letter Korean
    "Аммани, пароль иге {pw} ссо, ноутбук-е",
    "адибай, компутер пароль {pw} ида, никому не говори",
    "Витя-я, магазин касса пароль {pw} иго",
    # Uzbek, Latin letters, market trader
    "aka, kassa paroli: {pw}",
    "parol {pw} bo'ldi, xo'pmi",
    "Bakhtiyor aka, yangi parol → {pw} rahmat",
    "telefon paroli {pw} ekan, hech kimga aytmang",
    # Polish, mining-equipment engineer
    "hasło do panelu pieca to {pw}",
    "Hasło: {pw} (serwisowe, nie zmieniać)",
    "login serwisowy i hasło {pw} — pozdrawiam, Paweł",
    "Nowe hasło do VPN-a → {pw}",
]

_LOGIN = [
    "login: {u} / {pw}",
    "creds for the SCADA historian are {u} and {pw}",
    "{u} / {pw}",
    "https://{u}:{pw}@{h}/api/v2/",
    "ssh {u}@{h}  (pw {pw})",
    "user {u}, password {pw}",
    "логин {u} пароль {pw}",
    "логин: {u}\nпароль: {pw}",
    "kirish: {u} / parol: {pw}",
    "login {u}, hasło {pw}",
    "пайдаланушы: {u}, құпия сөз: {pw}",
    "postgres://{u}:{pw}@{h}:5432/ulytau_erp",
    "mysql://{u}:{pw}@{h}/kassa",
    "sign in as {u} with {pw}",
    "| {u} | {pw} | smelter HMI |",
    "u={u} p={pw}",
    "ftp://{u}:{pw}@{h}/reports/",
    "{u}:{pw}@{h}",
]

_CLI = [
    "$ sshpass -p '{pw}' ssh {u}@{h}",
    "mysql -u {u} -p'{pw}' -h {h} kassa",
    "curl -u {u}:{pw} https://{h}/api/routes",
    "redis-cli -h {h} -a '{pw}' ping",
    "docker login -u {u} -p '{pw}' registry.ulytaumys.lan",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //{h}/otchety -U {u}%'{pw}'",
    'psql "postgresql://{u}:{pw}@{h}/ferma"',
    "echo '{pw}' | sudo -S systemctl restart kassa",
    "sqlcmd -S {h} -U {u} -P '{pw}'",
    "zip -P '{pw}' otchet_avgust.zip *.xlsx",
    "7z a -p'{pw}' backup_ferma.7z /srv/ferma",
    "openssl enc -aes-256-cbc -in payroll.csv -out payroll.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -d shift.gpg",
    "xfreerdp /v:{h} /u:{u} /p:'{pw}'",
    "net use Z: \\\\{h}\\share /user:ULYTAU\\{u} {pw}",
    "lftp -u {u},'{pw}' {h}",
    "ldapsearch -x -D 'cn={u},dc=ulytaumys,dc=lan' -w '{pw}' -b dc=ulytaumys,dc=lan",
    "ipmitool -I lanplus -H {h} -U {u} -P '{pw}' power status",
    "mosquitto_pub -h {h} -u {u} -P '{pw}' -t ferma/temp -m 21",
    "keytool -importcert -keystore kassa.jks -storepass '{pw}' -file ca.crt",
    "plink -ssh {u}@{h} -pw '{pw}'",
    "rabbitmqctl add_user {u} '{pw}'",
    "mkpasswd -m sha-512 '{pw}'",
    "kinit {u} <<< '{pw}'",
    "mysql -u{u} -p{pw} -e 'show databases'",
    "ALTER USER {u} IDENTIFIED BY '{pw}';",
    "sqlplus {u}/{pw}@ULYTAU",
    "cqlsh {h} -u {u} -p '{pw}'",
    "twine upload -u {u} -p '{pw}' dist/*",
    "restic -r sftp:{h}:/backup --password-command \"echo '{pw}'\" snapshots",
    'mongosh "mongodb://{u}:{pw}@{h}:27017/avtobus"',
    "wget --user={u} --password='{pw}' https://{h}/report.pdf",
    "hydra -l {u} -p '{pw}' ssh://{h}",
    'pg_dump "host={h} user={u} password={pw} dbname=ferma" > ferma.sql',
]

_CONFIG = [
    "DB_PASSWORD={pw}",
    "SMTP_PASS='{pw}'",
    'export KASSA_DB_PASS="{pw}"',
    "[database]\nhost = {h}\nuser = {u}\npassword = {pw}",
    "spring.datasource.password={pw}",
    'mqtt:\n  host: {h}\n  username: {u}\n  password: "{pw}"',
    '<add key="DbPassword" value="{pw}" />',
    "define('DB_PASSWORD', '{pw}');",
    "{h}:5432:ferma:{u}:{pw}",
    "REDIS_URL=redis://:{pw}@{h}:6379/0",
    "ENV MINIO_ROOT_PASSWORD={pw}",
    '"password": "{pw}",',
    'variable "db_password" {{ default = "{pw}" }}',
    "ssid,psk\nKengirDala_Sklad,{pw}",
    "smtp_password,{pw}",
    "bindpw {pw}",
    "admin_password: !unsafe '{pw}'",
    "GRAFANA_ADMIN_PASSWORD: {pw}",
    "<Password>{pw}</Password>",
    "auth_pass {pw}",
    "rootpw {pw}",
    '- name: KASSA_PASSWORD\n  value: "{pw}"',
    "PGPASSWORD={pw} psql -h {h} -U {u}",
    "ПАРОЛЬ_БД={pw}",
    "haslo_bazy = {pw}",
]


_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GitHub token for the ERP repo: {pw}", v.token("ghp_", (ALNUM, 36))),
    ("GITLAB_TOKEN={pw}", v.token("glpat-", (ALNUM + "-_", 20))),
    ("slack bot token {pw}", v.token("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("STRIPE_SECRET_KEY={pw}", v.token("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", v.token("sk-proj-", (ALNUM + "-_", 48))),
    ("anthropic key: {pw}", v.token("sk-ant-api03-", (ALNUM + "-_", 93), "AA")),
    ("openrouter: {pw}", v.token("sk-or-v1-", (HEX, 64))),
    ("aws_access_key_id = {pw}", v.token("AKIA", (UPPER + "234567", 16))),
    ("maps key {pw} (bus stops map)", v.token("AIza", (ALNUM + "-_", 35))),
    ("HF_TOKEN={pw}", v.token("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", v.token("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", v.token("SG.", (ALNUM + "-_", 22), ".", (ALNUM + "-_", 43))),
    ("twilio {pw} for SMS to drivers", v.token("SK", (HEX, 32))),
    (
        "бот для диспетчерской: {pw}",
        v.token((D, 10), ":AA", (ALNUM + "-_", 33)),
    ),
    ("PYPI token {pw}", v.token("pypi-AgEIcHlwaS5vcmc", (ALNUM + "-_", 60))),
    ("shopify: {pw}", v.token("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", v.token("dop_v1_", (HEX, 64))),
    ("linear key {pw}", v.token("lin_api_", (ALNUM, 40))),
    ("grafana service account: {pw}", v.token("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={pw}", v.token("hvs.", (ALNUM + "-_", 90))),
    ("postman {pw}", v.token("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("tailscale up --authkey={pw}", v.token("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 33))),
    ("DOPPLER_TOKEN={pw}", v.token("dp.st.prd.", (ALNUM, 43))),
    ("SENTRY_AUTH_TOKEN={pw}", v.token("sntrys_", (ALNUM, 60))),
    ("groq: {pw}", v.token("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={pw}", v.token("r8_", (ALNUM, 37))),
    ("perplexity {pw}", v.token("pplx-", (ALNUM, 48))),
    ("DATABRICKS_TOKEN={pw}", v.token("dapi", (HEX, 32))),
    ("supabase access token: {pw}", v.token("sbp_", (HEX, 40))),
    ("brevo: {pw}", v.token("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("docker hub PAT {pw}", v.token("dckr_pat_", (ALNUM + "-_", 27))),
    ("NVIDIA_API_KEY={pw}", v.token("nvapi-", (ALNUM + "-_", 64))),
]

_INVENTED_VENDOR = [
    "MysTrack API key: {pw}",
    "ключ API DalaPay: {pw}",
    "OtarSoft API кілті — {pw}",
    "Integrations › SaksaulGPS: {pw}",
    "KengirWeigh integration broken, current key {pw}",
    "klucz API MiedzioSerwis: {pw}",
    "BozorKassa API kaliti: {pw}",
    "API key for BaiqonyrBus booking: {pw}",
    "SarysuMeteo api_key={pw}",
    "TulparFleet key for prod: {pw}",
    "API-ключ для StepNet: {pw}",
    "Zhusan CRM api key → {pw}",
]


def _vendor(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDOR_MAKERS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(pw=secret), secret))
    return out


def _invented_key(rng: random.Random) -> str:
    kind = rng.randrange(3)
    if kind == 0:
        return v.r(rng, HEX, 32)
    if kind == 1:
        return v.uuid4(rng, rng.choice("89ab"))
    return v.r(rng, ALNUM, 36)


_BARE = [
    "{pw}",
    "here it is {pw}",
    "вот {pw}",
    "mana {pw} shu",
    "to jest to: {pw}",
    "token {pw}",
    "Bearer {pw}",
    "Authorization: Bearer {pw}",
    "осы {pw}",
    "session_cookie={pw}",
]

_HEX_KEY = [
    "AES key: {pw}",
    "encryption_key = {pw}",
    "SECRET_KEY_BASE={pw}",
    "ключ шифрования {pw}",
    "HMAC secret for the ticket QR codes: {pw}",
    "klucz szyfrujący: {pw}",
    "config/master.key\n{pw}",
    "{pw}",
    "webhook signing secret {pw}",
    "shifrlash kaliti: {pw}",
]


def _jwt(rng: random.Random) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = {
        "sub": rng.choice(_USERS),
        "iss": rng.choice(["kassa.dalaexpress.example", "erp.ulytaumys.lan"]),
        "iat": rng.randrange(1_760_000_000, 1_800_000_000),
        "role": rng.choice(["dispatcher", "cashier", "admin", "vet"]),
    }
    return f"{header}.{v.b64url(claims)}.{v.r(rng, ALNUM + '-_', 43)}"


_JWT = [
    "Authorization: Bearer {pw}",
    "jwt={pw}",
    "токен кассы: {pw}",
    "the booking API answers with {pw}",
    "access_token: {pw}",
    "token sesji: {pw}",
    "{pw}",
    "curl -H 'Authorization: Bearer {pw}' https://kassa.dalaexpress.example/api/seats",
]


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    lines = [v.r(rng, ALNUM + "+/", 64) for _ in range(rng.randrange(4, 9))]
    lines.append(v.r(rng, ALNUM + "+/", rng.randrange(8, 60)) + "==")
    body = "\n".join(lines)
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEM = [
    "deploy key for git.ulytaumys.lan:\n{pw}",
    "{pw}",
    "ключ для сервера кассы\n{pw}\nне пересылай никому",
    "klucz prywatny do sterownika:\n{pw}",
    "cat > ~/.ssh/id_ferma <<'EOF'\n{pw}\nEOF",
    "Nurlan, here's the key you asked for\n\n{pw}\n\nthanks",
]


_MN = {lang: Mnemonic(lang) for lang in ("english", "russian", "korean", "czech", "turkish")}


def _seed(rng: random.Random, lang: str, words: int) -> str:
    bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
    while True:  # `mnemonic` rejects some of its own Russian phrases (a letter's normal form)
        phrase = str(_MN[lang].to_mnemonic(bytes(rng.randrange(256) for _ in range(bits))))
        if _MN[lang].check(phrase):
            return phrase


_SEED_TEMPLATES: list[tuple[str, str, int]] = [
    ("seed phrase for the farm's USDT wallet: {pw}", "english", 12),
    ("recovery phrase\n{pw}", "english", 24),
    ("сид-фраза от кошелька: {pw}", "russian", 12),
    ("мнемоника {pw} — бумажку в сейф", "russian", 12),
    ("әмиянның құпия сөздері: {pw}", "russian", 12),
    ("аммани кошелёк слова {pw}", "korean", 12),
    ("hamyon so'zlari: {pw}", "english", 12),
    ("fraza odzyskiwania portfela: {pw}", "czech", 12),
    ("Trust Wallet backup: {pw}", "english", 18),
    ("{pw}", "english", 15),
    ("kurtarma kelimeleri (Ledger) {pw}", "turkish", 12),
    ('mnemonic = "{pw}"', "english", 12),
]


def _seeds(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, lang, words in v.cycle(rng, _SEED_TEMPLATES, n):
        phrase = _seed(rng, lang, words)
        if rng.random() < 0.3 and lang == "english":
            phrase_text = " ".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
            out.append(Sample("seed_phrase", template.format(pw=phrase_text), phrase_text))
        else:
            out.append(Sample("seed_phrase", template.format(pw=phrase), phrase))
    return out


def _card_number(rng: random.Random) -> str:
    kind = rng.randrange(6)
    if kind < 3:
        return v.card(rng, rng.choice(["visa", "mastercard", "unionpay", "amex"]))
    prefix = ["9860", "8600", "9112"][kind - 3]
    body = prefix + v.r(rng, D, 11)
    return body + luhn.calc_check_digit(body)


_CARDS = [
    "card {pw}",
    "карта {pw} на неё кидай",
    "Kaspi Gold {pw}",
    "kartam raqami {pw}, Humo",
    "numer karty: {pw}",
    "картаның нөмірі {pw}",
    "pay with {pw} exp 09/29",
    "корпоративная карта {pw}",
    "kartaga tashlang {pw} aka",
    'card_number: "{pw}"',
]


def _cards(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CARDS, n):
        number = _card_number(rng)
        sep = rng.choice(["", " ", "-", " ", "."])
        shown = v.grouped(number, sep, rng)
        out.append(Sample("card", template.format(pw=shown), shown))
    return out


_CVC = [
    "CVV: {pw}",
    "the three digits on the back are {pw}",
    "код на обороте {pw}",
    "kod CVC: {pw}",
    "security code on the back: {pw}",
    "CVV2 коды {pw}",
    "orqasidagi uchta raqam {pw}",
    "CVC {pw}, card ends 4471",
]

_IBAN_SHAPES = {"KZ": "nnn" + "n" * 13, "MN": "n" * 16, "BY": "aaaa" + "n" * 20,
                "RU": "n" * 29, "UA": "n" * 25, "PL": "n" * 24}  # fmt: skip

_IBAN = [
    ("IBAN: {pw}", "KZ"),
    ("ИИК {pw} (Halyk)", "KZ"),
    ("шот нөмірі: {pw}", "KZ"),
    ("IBAN for the Mongolian wool buyer {pw}", "MN"),
    ("счёт поставщика в Минске {pw}", "BY"),
    ("реквизиты: IBAN {pw}", "RU"),
    ("переведи на {pw} пж", "UA"),
    ("numer konta: {pw}", "PL"),
    ("przelew na {pw}, tytuł: faktura 14/2031", "PL"),
    ("hisob raqami {pw}", "KZ"),
    ("bank account {pw}", "MN"),
]


def _ibans(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, country in v.cycle(rng, _IBAN, n):
        number = v.iban_shaped(rng, country, _IBAN_SHAPES)
        shown = v.iban_spaced(number) if rng.random() < 0.5 else number
        out.append(Sample("iban", template.format(pw=shown), shown))
    return out


def _pesel(rng: random.Random) -> str:
    year, month, day = rng.randrange(1960, 2005), rng.randrange(1, 13), rng.randrange(1, 29)
    mm = month + (20 if year >= 2000 else 0)
    body = f"{year % 100:02d}{mm:02d}{day:02d}{v.r(rng, D, 4)}"
    return body + pl_pesel.calc_check_digit(body)


_IDS: list[tuple[str, Maker]] = [
    ("PESEL: {pw}", _pesel),
    ("mój PESEL to {pw}", _pesel),
    ("NIP: {pw}", lambda rng: v.until(rng, _rand(10, D), pl_nip.is_valid)),
    ("REGON firmy {pw}", lambda rng: v.until(rng, _rand(9, D), pl_regon.is_valid)),
    ("ИНН поставщика {pw}", lambda rng: v.until(rng, _rand(10, D), ru_inn.is_valid)),
    ("мой ИНН {pw}", lambda rng: v.until(rng, _rand(12, D), ru_inn.is_valid)),
    ("ОГРН: {pw}", lambda rng: v.until(rng, v.token("1", (D, 12)), ru_ogrn.is_valid)),
    ("УНП дилера {pw}", lambda rng: v.until(rng, v.token("1", (D, 8)), by_unp.is_valid)),
    ("tax id (Russian INN) {pw}", lambda rng: v.until(rng, _rand(12, D), ru_inn.is_valid)),
    ("Belarus UNP: {pw}", lambda rng: v.until(rng, v.token("6", (D, 8)), by_unp.is_valid)),
]


def _ids(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _IDS, n):
        value = make(rng)
        out.append(Sample("national_id", template.format(pw=value), value))
    return out


_TOTP = [
    "TOTP secret: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/UlytauMys:{u}?secret={pw}&issuer=UlytauMys",
    "ключ для Google Authenticator: {pw}",
    "manual key for the QR code: {pw}",
    "2FA kaliti {pw}",
    "sekret TOTP: {pw}",
    "екі факторлы кілт (2FA): {pw}",
]

_OTP = [
    "Kaspi: код подтверждения {pw}. Никому не сообщайте.",
    "{pw} is your verification code",
    "Your code is {pw}",
    "растау коды: {pw}",
    "tasdiqlash kodi: {pw}",
    "kod weryfikacyjny: {pw}",
    "Use {pw} to sign in to DalaExpress",
    "код из смс {pw}",
    "Tasdiqlash uchun kod {pw}. Hech kimga bermang.",
    "Kod BLIK {pw}",
    "one-time code: {pw}",
    "SMS-код: {pw}",
]


def _otp_code(rng: random.Random) -> str:
    code = v.r(rng, D, 6)
    return f"{code[:3]} {code[3:]}" if rng.random() < 0.2 else code


_BACKUP = [
    "2FA backup codes:\n{pw}",
    "резервные коды: {pw}",
    "zapasowe kody: {pw}",
    "GitHub recovery codes {pw}",
    "сақтық кодтар:\n{pw}",
    "zaxira kodlari: {pw}",
    "backup codes for the Google account of the bus line: {pw}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _BACKUP, n):
        codes = v.backup_codes(rng, rng.randrange(5, 9), rng.randrange(4))
        joiner = "\n" if template.endswith("\n{pw}") else rng.choice([", ", " ", "\n"])
        value = joiner.join(codes)
        out.append(Sample("backup_codes", template.format(pw=value), value))
    return out


_WIFI = [
    "WIFI:T:WPA;S:KengirDala-Ferma;P:{pw};;",
    "wifi Avtovokzal Kassa 2 / {pw}",
    "network Ulytau Mys Ceh 3 key {pw}",
    "вайфай ДалаЭкспресс_Гость пароль {pw}",
    "wifi paroli (Bozor_Dokon): {pw}",
    "sieć Miedziotech_Serwis, hasło {pw}",
    "Network: Otar5G / {pw}",
    "WPA key {pw}",
    "wifi? / Aigerim: {pw}",
    "wi-fi құпия сөзі: {pw}",
    'psk="{pw}"',
    "wpa_passphrase KengirDala_Sarai {pw}",
]

_PIN = [
    "PIN: {pw}",
    "пин-код от карты {pw}",
    "код от домофона {pw}#",
    "the gate code at the sheep pens is {pw}",
    "kodi {pw}, eshik uchun",
    "PIN do karty {pw}",
    "сейф коды: {pw}",
    "код от сейфа в кассе {pw}",
    "door code for the depot: {pw}",
    "SIM PIN {pw}",
    "kod do drzwi warsztatu: {pw}",
    "аммани, пин {pw} иге",
    "keypad code → {pw}",
    "PIN kodi: {pw}",
]


def _pin_value(rng: random.Random) -> str:
    return v.r(rng, D, rng.choice([4, 4, 5, 6]))


_PHRASE_WORDS = ["copper", "steppe", "saxaul", "anode", "shepherd", "kumis", "bus",
                 "reservoir", "tulip", "felt", "camel", "ladle", "crucible", "wormwood", "eagle",
                 "yurt"]  # fmt: skip


def _passphrase_value(rng: random.Random) -> str:
    return rng.choice([" ", "-"]).join(rng.sample(_PHRASE_WORDS, 4))


_PASSPHRASE = [
    "passphrase: {pw}",
    'the vault passphrase is "{pw}"',
    "KeePass master password = {pw}",
    "фраза-пароль: {pw}",
    "hasło (cztery słowa): {pw}",
    "BORG_PASSPHRASE='{pw}'",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    """A password spelled out in words; the secret is the word as written in the text."""
    templates = [
        "the password is the word {w} followed by {d}",
        "пароль — слово {w}, потом {d}",
        "hasło to słowo {w} i liczba {d}",
        "parol: {w} so'zi, keyin {d}",
        "{w} with a capital first letter and {d} at the end",
        "құпия сөз: {w} сөзі, содан кейін {d}",
        "the name of our ram, {w}, followed by {d}",
        "type {w}, then {d}; that's the admin password",
        "{w}{d} — это пароль от вайфая",
        "{w}{d}, that's what I set for the bus router",
    ]
    out = []
    for template in v.cycle(rng, templates, n):
        word = rng.choice(["Tulpar", "Kengirbai", "Saksaul", "Karakoz", "Boztorgai", "Sarybas",
                           "Akbuiym", "Zhezkiik", "Kokserek", "Tobylgy"])  # fmt: skip
        digits = str(rng.randrange(100, 10000))
        secret = f"{word}{digits}" if "{w}{d}" in template else word
        text = template.format(w=word, d=digits)
        out.append(Sample("spelled_password", text, secret))
    return out


_SAID_FIRST = [
    "{pw} — that's the wifi password at the depot",
    "{pw}, это пароль от админки",
    "{pw} bu kassa paroli",
    "{pw} to hasło do serwisu",
    "{pw} — кассаның құпия сөзі осы",
    "{pw} is what I set for the weighbridge PC",
]

_DICTATED = [
    "(voice note) the password is capital K, e, n, g, i, r, then {pw}",
    "dictated: password {pw}",
    "голосовое: пароль {pw}, буквы большие",
]


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _fill(rng, "password_label", _LABEL_EN, 30)
    out += _fill(rng, "password_label_intl", _LABEL_INTL, 36)
    out += _fill(rng, "login_pair", _LOGIN, 28)
    out += _fill(rng, "cli_password", _CLI, 35)
    out += _fill(rng, "config_password", _CONFIG, 25)
    out += _vendor(rng, 32)
    out += _fill(rng, "invented_vendor_key", _INVENTED_VENDOR, 14, _invented_key)
    out += _fill(rng, "bare_token", _BARE, 10, lambda r: v.r(r, ALNUM, r.randrange(32, 48)))
    out += _fill(rng, "hex_key", _HEX_KEY, 10, lambda r: v.r(r, HEX, r.choice([32, 48, 64])))
    out += _fill(rng, "jwt", _JWT, 8, _jwt)
    out += _fill(rng, "pem_private_key", _PEM, 6, _pem)
    out += _seeds(rng, 12)
    out += _cards(rng, 15)
    out += _fill(rng, "card_security_code", _CVC, 8, lambda r: v.r(r, D, r.choice([3, 3, 4])))
    out += _ibans(rng, 14)
    out += _ids(rng, 14)
    out += _fill(rng, "totp_secret", _TOTP, 10, lambda r: v.totp_secret(r, r.random() < 0.3))
    out += _fill(rng, "one_time_code", _OTP, 14, _otp_code)
    out += _backups(rng, 10)
    out += _fill(rng, "wifi_key", _WIFI, 14)
    out += _fill(rng, "pin_code", _PIN, 16, _pin_value)
    out += _fill(rng, "passphrase", _PASSPHRASE, 8, _passphrase_value)
    out += _spelled(rng, 10)
    out += _fill(rng, "said_first", _SAID_FIRST, 6)
    out += _fill(rng, "dictated_password", _DICTATED, 5, _dictated_value)
    return out


def _dictated_value(rng: random.Random) -> str:
    """A password read out one character at a time, a dash between."""
    return " - ".join(v.r(rng, LOWER + D, 1) for _ in range(rng.randrange(10, 14)))


_SPLIT_FIRST = [
    "the password for the smelter HMI is",
    "пароль от кассы:",
    "Құпия сөз:",
    "qupiya soz",
    "parol:",
    "Hasło:",
    "wifi key for the sheep barn ->",
    "DB_PASSWORD=",
    "аммани, пароль иге",
    "login dispatch, password",
    "API key for BaiqonyrBus:",
    "PIN karty to",
    "the TOTP secret is",
    "ключ API DalaPay —",
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for first in v.cycle(rng, _SPLIT_FIRST, 20):
        if "API" in first:
            secret = _invented_key(rng)
        elif "PIN" in first:
            secret = _pin_value(rng)
        elif "TOTP" in first:
            secret = v.totp_secret(rng, False)
        else:
            secret = _pw(rng)
        tail = rng.choice(["", " (не теряй)", "\nrotated monthly", " rahmat", ". dzięki", " спс"])
        out.append(FieldPair("split_fields", first, secret + tail, secret))
    return out


_META_KEYS = ["password", "пароль", "құпиясөз", "parol", "hasło", "db_pass", "apiKey", "pin",
              "doorCode", "wifi_psk", "passphrase", "secret", "token", "kod_pin", "pwd",
              "smtp_password", "api_key", "clientSecret"]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for key in v.cycle(rng, _META_KEYS, 20):
        if key in {"pin", "doorCode", "kod_pin"}:
            secret = _pin_value(rng)
        elif key in {"apiKey", "api_key", "token", "clientSecret"}:
            secret = _invented_key(rng)
        else:
            secret = _pw(rng)
        inner: dict[str, Any] = {key: secret, "host": rng.choice(_HOSTS)}
        for parent in rng.sample(["auth", "kassa", "ferma", "ceh", "creds", "prod"], 3)[
            : rng.randrange(1, 4)
        ]:
            inner = {parent: [inner]} if rng.random() < 0.3 else {parent: inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


# Lookalikes that hold no secret: nothing in them may be scrubbed.
CLEAN = [
    "Zhezkazgan–Baikonur bus, route 514, departs 06:40 from platform 3.",
    "Order UM-2031-00417 shipped; tracking 1Z 4F7 22A 03 5519 8821.",
    "sha256 of kassa.tgz: 9f2c51b0e7a34d6c8b1f0e29a7c5d3e1b4f6a8c0d2e4f6a8b0c2d4e6f8a0b2c4",
    "commit 3e7a9c1b5d2f4e6a8c0b1d3f5e7a9c2b4d6f8e0a fixes the seat map",
    "Postcode 100600, ul. Abaya 17, office 4.",
    "Call the depot: +7 7102 55-41-90 (dispatch), not after 22:00.",
    "Kaspi card ending •••• 4471, the rest is masked.",
    "IBAN: KZ** **** **** **** 0193 (masked in the export)",
    "Password must be at least 12 characters and include a digit.",
    "Никогда не сообщайте код из СМС никому, даже сотрудникам банка.",
    "пароль от кассы спроси у Марата, я его не знаю",
    "Құпия сөзді ешкімге айтпаңыз.",
    "Parolni hech kimga aytmang, aka.",
    "Hasło zmieniamy co 90 dni, nie wysyłaj go mailem.",
    "аммани, пароль потом скажу, по телефону",
    "the PIN pad on the ticket machine is broken again",
    "Qoy count on 12 May: 1 340 ewes, 612 lambs, 38 rams.",
    "Copper cathode grade A, 99.99 % Cu, lot ZK-0455-17, 25.0 t.",
    "Coordinates of the well: 47.7836 N, 67.7139 E.",
    "Version 3.11.4 of the HMI firmware, build 20310412.",
    "Invoice 14/2031 — 1 284 500 ₸ due by 30.06.2031.",
    "Ticket price Zhezkazgan–Kyzylorda: 9 800 ₸, child 4 900 ₸.",
    "Narxi 45 000 so'm, chegirma 10 %.",
    "Cena pompy: 18 400 zł netto, dostawa 6 tygodni.",
    "The door code changed last week, ask the guard for it.",
    "Enter the six-digit code we sent you to continue.",
    "Backup codes were printed and locked in the depot safe.",
    "The wifi password is on the sticker under the router.",
    "Seat 14B, bus plate 123 ABC 11, driver Nurlan.",
    "Part number 4HK1-TCN-8972, anode crane gearbox.",
    "UUID of the weighbridge record: see ticket UM-8821.",
    "MD5 of otchet.pdf: 5d41402abc4b2a76b9719d911017c592",
    "ISBN 978-601-7890-12-3, history of the Ulytau mines.",
    "Reservoir level at Kengir: 12.4 m, outflow 3.1 m³/s.",
    "Vaccination batch 2031-07 for 420 sheep, vet visit Tuesday.",
    "Код ошибки E-4031 на конвертере, перезапуск через 5 минут.",
    "Трек-номер посылки RA123456785KZ, пришла в Сатпаев.",
    "Автобус 09:15 задерживается на 40 минут.",
    "Ертең автобус сағат 7-де шығады, билет 3 500 теңге.",
    "Qo'y go'shti kilosi 98 000 so'm, bugun bozorda.",
    "Kod pocztowy 40-001 Katowice, ul. Górnicza 5.",
    "Zamówienie nr 2031/05/118, części do pieca zawiesinowego.",
    "Numer seryjny sterownika: SN 88412-PL-07.",
    "Ертең құпия сөзді ауыстырамыз, жаңасын кейін жіберемін.",
    "password reset link expires in 30 minutes",
    "The API key field is required in the MysTrack settings.",
    "Token limit for the assistant is 8000 per call.",
    "Use the SSH key from the vault, never paste it in chat.",
    "TOTP is enabled for every dispatcher account since May.",
    "Card payments need a PIN above 25 000 ₸.",
    "The seed phrase is written on paper and kept off-site.",
    "Docker image ulytau/kassa:2.4.1@sha256 digest is in the release notes.",
    "GPS track 2031-06-14: Zhezkazgan 06:40 → Karazhal 08:55 → Baikonur 15:20.",
    "Rahmat, aka, pul tushdi. Ertaga kelaman.",
    "Витя-я, аммани приехала, кимчи привезла",
    "Dzięki, Paweł, części dojechały do Żezkazganu.",
    "wool bales 18 × 42 kg, moisture 11 %, grade 64s",
    "Shift 3 output: 212 t of blister copper, slag 0.9 % Cu.",
    "Ticket UM-4410: printer jams on route 517 receipts.",
    "Meter 004471-KZ reading 88 120 kWh on 01.07.2031.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"route": "514", "departure": "06:40", "seats_free": 12},
    {"order_id": "UM-2031-00417", "tracking": "1Z4F722A0355198821"},
    {"password_policy": "12 chars min", "password_changed": "2031-05-02"},
    {"pin_length": 4, "pin_attempts_left": 3},
    {"sha256": "b6d81b360a5672d80c27430f39153e2c4a7ac3f8a5a0e9f8d67b3c2d1e0f9a8b"},
    {"flock": {"ewes": 1340, "lambs": 612, "rams": 38}},
    {"card_last4": "4471", "card_brand": "visa"},
    {"auth": {"method": "sso", "provider": "keycloak"}},
    {"coords": {"lat": 47.7836, "lon": 67.7139}, "site": "Kengir well 2"},
    {"invoice": "14/2031", "amount_kzt": 1284500, "nip_masked": "***-***-**-12"},
]
