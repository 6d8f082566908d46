# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-eighteenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-seventeenth's
docstring, the fifth to four-hundred-and-seventeenth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (419, 420, 421), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (418_526_093), password words (a
smelter, steppe or depot word with a number and a sign, `KengirKatod47!`; dot-joined words with a
year, `koshara.shubat.2033`; leet `M4l4kh1t#Ulyt4u`; random runs with a sign; dashed generator
groups; a name and a town, `Dilshod@Satpayev2031`).

The fictional company is Kengir Mys Servis LLP of Zhezkazgan, Ulytau region, Kazakhstan: its
smelter maintenance crews (an invented contractor to an invented copper smelter), the Ulytau
Koshara sheep farm (invented, on the steppe west of Ulytau village) and Avtopark-3, an invented
bus depot in Satpayev. Staff: Daulet Seitkali (IT), Aigerim Zhaksylykova (the office), Yerlan
Nurmagambetov (the farm, who texts in Kazakh, Cyrillic and Latin), Valentina and Vadim Kim (a
Koryo-saram family at the depot, who text in Korean with Russian), Dilshod Rakhimov (an Uzbek
trader at the Zhezkazgan bazaar), Mykola Bondarenko (a Ukrainian welder) and Olga Vasilyevna (the
depot's accountant, who texts in Russian). Every company, person, address, domain
(`kengirmys.lan`, `koshara-ulytau.example`, `avtopark3.example`), account and number is invented;
only the region is real. Texts: WhatsApp and Telegram chats, tickets, notes, runbooks, shell
history, config and env files, voice-note transcripts, SMS and requests to the assistant;
separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, `::`, a tab, `is`, `—`, `는`, `мынау`, a new
line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 417, grep -l): none for `Zhezkazgan`, `Ulytau`, `Satpayev`,
`Жезказган`, `Сатпаев`, `Ұлытау`, `кошара`, `IBAN RU`, `IBAN AE`, `uz.inn`; one for `IBAN MD`,
`IBAN KW`, `IBAN BH`, `Postmark`, `Tinybird`; two to nine for `Zadarma`, `Mailjet`, `Honeycomb`,
`Algolia`, `Pinecone`, `Cohere`, `Mistral`, `Sergek`, `Onay`, `amoCRM`, `Tele2`, `Altel`,
`Kolesa`, `IBAN KZ`, `kz.iin`, `kz.bin`; ten to forty for `Wialon`, `Kcell`, `Jusan`, `Freedom`,
`Bitrix`, `Kaspi`, `Halyk`, `Humo`, `ogrn`, `rntrc`, `kr.rrn`, `kr.brn`, `Uzbek`, `Koryo`
(twelve); `Ukrainian` (50), `пароль` (154) and `parol` (165) are common, so `гасло`, `құпия сөзі`
and `qupiya soz` stand beside them.
Languages: about half English, config or shell; the rest in the Russian of central Kazakhstan as
texted (`пароль щас`, `ну короч`, `сделай плиз`), Kazakh in Cyrillic (`құпия сөзі`, `мынау`,
`рахмет`) and in the new Latin letters (`qupiya sóz`, `mynaý`, `raqmet`), the Korean of a
Koryo-saram family with Russian mixed in (`비번은`, `пароль 는`, `엄마`), the Uzbek of a bazaar
trader (`parol shu`, `kodi`, `aka`) and the Ukrainian of a welder (`гасло`, `пароль від`). The
Kazakh Latin spellings, the Koryo-saram Korean and the Uzbek wordings are my guesses.
Vendors: the invented Kengir Telemetry, Koshara Herdbook, Avtopark Dispatch and Bazaar Pay, plus
Postmark, Tinybird, Mailjet, Honeycomb, Algolia, Pinecone, Cohere, Mistral, GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, Shopify,
DigitalOcean, Linear, Groq, Sentry, Doppler, Vault, Grafana and PyPI shapes. python-stdnum has no
Kazakh or Uzbek module, so the ids are of the neighbours the people here deal with: Russia's INN
(personal and company) and OGRN, Ukraine's RNTRC, Korea's RRN and BRN and Azerbaijan's VÖEN, each
drawn until its `stdnum` module validates it. IBANs of Kazakhstan, Russia, the United Arab
Emirates, Moldova, Kuwait and Bahrain, checked with `stdnum.iban`; seed phrases from `mnemonic`'s
English, Russian and Korean lists, each drawn until `Mnemonic.check` passes; cards pass Luhn (Visa,
Mastercard, UnionPay, Mir, Humo and UzCard prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.az import voen as az_voen
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 418_526_093
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS = LOWER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r = v.r
Maker = v.Maker

_WORDS = ["Kengir", "Katod", "Anod", "Konverter", "Malakhit", "Shlak", "Koshara", "Kuyrik",
          "Tulpar", "Saryarka", "Zhusan", "Karagash", "Ikarus", "Yutong", "Shubat", "Kumys",
          "Bugy", "Domba", "Sarysu", "Kazy", "Kyzylkum", "Tobyl"]  # fmt: skip
_NAMES = ["Daulet", "Aigerim", "Yerlan", "Vadim", "Valya", "Dilshod", "Mykola", "Olga", "Zhanna",
          "Askar", "Bakhyt", "Gulnara"]  # fmt: skip
_TOWNS = ["Satpayev", "Zhezkazgan", "Ulytau", "Karazhal", "Baikonyr", "Kengir", "Terekty"]
_SYMBOLS = ["!", "#", "$", "%", "&", "*", "?", "@", "+"]
_LEET = ["M4l4kh1t", "K3ng1r", "Ul1t4u", "Sh0b4t", "K0sh4r4", "T0lp4r", "K4t0d", "Ik4ru5"]


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_WORDS)}{g.choice(_WORDS)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_WORDS, 2)) + "." + str(g.randrange(2024, 2040)),
    lambda g: f"{g.choice(_LEET)}{g.choice(_SYMBOLS)}{g.choice(_TOWNS)}{g.randrange(1, 100)}",
    lambda g: _r(g, ALNUM + "!#%&*?", 14),
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_TOWNS)}{g.randrange(2024, 2040)}",
    _manager,
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS)
    + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_WORDS).upper()}{g.choice(_SYMBOLS)}{g.randrange(1000, 10_000)}",
    lambda g: _r(g, ALNUM, 16),
]  # fmt: skip


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password that a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._-")
    return v.until(rng, _pw, lambda value: set(value) <= ok and any(c in D for c in value))


def _fam(
    rng: random.Random,
    cls: str,
    templates: list[str],
    n: int,
    make: Maker = _pw,
    **pools: list[str],
) -> list[Sample]:
    return v.fill(rng, cls, templates, n, make, **pools)


_DEVICES = ["the Siemens S7-1500 web panel on furnace 2", "the Hikvision NVR at the koshara",
            "the Wialon account for the Yutong buses", "the MikroTik at Avtopark-3",
            "the Zabbix server in the smelter workshop", "the 1C server in the office",
            "the weighbridge terminal at the slag yard", "the Keenetic router at the farm",
            "the fuel station controller at the depot", "the Bitrix24 portal"]  # fmt: skip

_LABELLED_EN = [
    "Password for {dev}: {pw}",
    "{dev} password = {pw}",
    "admin password -> {pw} ({dev})",
    "{dev} → password → {pw}",
    "new password for {dev} is {pw}",
    "pwd for {dev} | {pw}",
    "{dev} / password / {pw}",
    "Password:\n{pw}\n(that's for {dev})",
    "passwd => {pw}   # {dev}",
    "{dev} :: pass :: {pw}",
    "password\t{pw}\t{dev}",
    "Daulet, the password for {dev} was changed to {pw} last night",
    "Ticket KMS-2291: reset {dev}, temporary password {pw}, change on first login",
    "note to self: {dev}, pw {pw}",
    "Voice note, Aigerim: password for {dev}, it's {pw}, I'll say it again, {pw}",
    "Can you remember this for me? The password for {dev} is {pw}.",
]

_RU = [
    "Даулет, пароль от {dev_ru}: {pw}",
    "пароль щас {pw} на {dev_ru}, не меняйте пока",
    "ну короч пароль {pw}",
    "от {dev_ru} пароль такой - {pw}",
    "Ольга Васильевна, пароль от 1С: {pw}",
    "сделай плиз доступ, пароль поставил {pw}",
    "пароль на вайфай в диспетчерской {pw}",
    "Логин admin, пароль {pw}, это от {dev_ru}",
    "пароль поменяли на {pw}",
    "пароль:\n{pw}",
    "напоминаю пароль от {dev_ru} → {pw}",
    "пасс {pw} если что",
]
_DEV_RU = ["роутера на кошаре", "видеорегистратора", "Wialon", "почты автопарка", "1С",
           "компа в сварочном цеху", "весовой"]  # fmt: skip

_KK_CYR = [
    "Ерлан, роутердің құпия сөзі: {pw}",
    "құпия сөзі мынау {pw}",
    "қошарадағы камераның құпия сөзі — {pw}",
    "Wi-Fi құпия сөзі {pw} рахмет",
    "жаңа құпия сөз: {pw}",
    "поштаның паролі {pw}, ешкімге айтпа",
    "құпия сөзді {pw} деп өзгерттім",
    "Айгерім, 1С құпия сөзі → {pw}",
]
_KK_LAT = [
    "Erlan, routerdiń qupiya sózi: {pw}",
    "qupiya sóz mynaý {pw}",
    "koshara wifi qupiya sozi {pw} raqmet",
    "jańa qupiya sóz = {pw}",
    "pochtanyń paroli {pw}, eshkimge aitpa",
    "qupiya sózdi {pw} dep ózgerttim",
    "kamera paroli: {pw}",
]
_KO = [
    "엄마, 와이파이 비번은 {pw} 이야",
    "비밀번호는 {pw}",
    "Вадим 야, Wialon 비번 {pw}",
    "пароль 는 {pw} 에요",
    "패스워드: {pw}",
    "회사 메일 비밀번호 {pw} 잊지 마",
    "디스패처 컴퓨터 비번 → {pw}",
]
_UZ = [
    "aka, wifi parol shu: {pw}",
    "parol {pw}, hech kimga aytmang",
    "Bazaar Pay kassa paroli: {pw}",
    "yangi parol = {pw}",
    "Dilshod aka, kompyuter paroli {pw}",
    "пароли {pw} ука",
    "parolni {pw} ga o'zgartirdim",
]
_UK = [
    "Микола: пароль від зварювального апарата {pw}",
    "гасло: {pw}",
    "пароль від вайфаю в цеху — {pw}",
    "нове гасло {pw}, не кажи нікому",
    "гасло від пошти → {pw}",
    "пароль змінив на {pw}",
    "Олю, пароль від 1С: {pw}",
]

_SAID_FIRST = [
    "{pw} — that's the password for {dev}",
    "{pw} is what I set for {dev}",
    "type {pw}; that's the admin password for {dev}",
    "{pw} — это пароль от {dev}",
    "{pw} деген құпия сөз, {dev}",
    "{pw} 이 비번이야",
]
_QA = [
    "Aigerim: what's the password for {dev}?\nDaulet: {pw}",
    "Vadim: wifi password?\nValentina: {pw}",
    "— какой пароль от Wialon?\n— {pw}",
    "Q: password for {dev}\nA: {pw}",
    "Ерлан: құпия сөз қандай?\nАсқар: {pw}",
    "Mykola: яке гасло?\nDaulet: {pw}",
    "Dilshod: parol nima?\nBakhyt: {pw}",
]

_LOGINS = [
    "login: {user} / {pw}",
    "{user} / {pw}",
    "creds {user}:{pw}",
    "user {user}, password {pw}",
    "Логин: {user} Пароль: {pw}",
    "логин {user} пароль {pw}",
    "пайдаланушы: {user}, құпия сөз: {pw}",
    "sign in as {user} with {pw}",
    "u={user} p={pw}",
    "| {user} | {pw} | smelter-hmi |",
    "{user}@kengirmys.lan:{pw}",
    "аккаунт {user}, гасло {pw}",
    "아이디: {user} 비번: {pw}",
    "login {user} and {pw}",
    "foydalanuvchi {user}, parol {pw}",
]
_USERS = ["dseitkali", "aigerim.zh", "dispatcher3", "erlan.n", "vkim", "mbondarenko", "admin",
          "root", "operator", "buh_olga"]  # fmt: skip

_URLS = [
    "postgres://telemetry:{pw}@db1.kengirmys.lan:5432/furnace",
    "mysql://wialon_sync:{pw}@10.44.2.7/avtopark",
    "redis://:{pw}@cache.avtopark3.example:6379/0",
    "https://herd:{pw}@herdbook.koshara-ulytau.example/api",
    "amqp://depot:{pw}@mq.kengirmys.lan:5672/",
    "ftp://scale:{pw}@192.168.40.3/export",
    "mongodb://herd_admin:{pw}@mongo.koshara-ulytau.example/herd?authSource=admin",
    "smtp://noreply%40avtopark3.example:{pw}@mail.avtopark3.example:587",
    "DATABASE_URL=postgresql://oneC:{pw}@1c-db.kengirmys.lan/buh",
    "socks5://vkim:{pw}@:1080",
]

_CLI = [
    "$ mysql -u wialon -p{pw} avtopark",
    "sshpass -p '{pw}' ssh root@10.44.2.10",
    "redis-cli -h cache.avtopark3.example -a {pw} ping",
    "docker login registry.kengirmys.lan -u daulet -p {pw}",
    "curl -u dispatcher3:{pw} https://dispatch.avtopark3.example/api/routes",
    "htpasswd -b /etc/nginx/.htpasswd herd {pw}",
    "smbclient //fs01/scans -U aigerim%{pw}",
    "echo '{pw}' | sudo -S systemctl restart zabbix-server",
    "zip -P {pw} payroll-march.zip payroll.xlsx",
    "7z a -p{pw} herdbook-2025.7z herdbook/",
    "openssl enc -aes-256-cbc -in weigh.csv -out weigh.enc -pass pass:{pw}",
    'psql "host=db1 user=telemetry password={pw} dbname=furnace"',
    "ldapsearch -x -D cn=admin,dc=kengirmys,dc=lan -w {pw} -b dc=kengirmys,dc=lan",
    'sqlcmd -S 1c-db -U sa -P {pw} -Q "select 1"',
    "xfreerdp /v:10.44.2.20 /u:dispatcher3 /p:{pw}",
    "mosquitto_pub -h mqtt.kengirmys.lan -u furnace -P {pw} -t kiln/temp -m 1180",
    "keytool -importkeystore -srckeystore old.jks -destkeystore new.jks -storepass {pw}",
    "ipmitool -I lanplus -H 10.44.2.99 -U ADMIN -P {pw} chassis status",
    "gpg --batch --passphrase {pw} -c herdbook.csv",
    "lftp -u scale,{pw} ftp://192.168.40.3",
    "net use Z: \\\\fs01\\buh {pw} /user:KENGIR\\olga",
    "printf '{pw}\\n' | kinit daulet@KENGIRMYS.LAN",
    "cqlsh cass1 -u telemetry -p {pw}",
    "plink -ssh -pw {pw} root@10.44.2.10",
    "rabbitmqctl add_user depot {pw}",
]

_ENV = [
    "DB_PASSWORD={pw}",
    'WIALON_PASSWORD="{pw}"',
    "export SMTP_PASS={pw}",
    "password: {pw}   # furnace-hmi.yaml",
    "[mail]\nuser = noreply@avtopark3.example\npassword = {pw}",
    "spring.datasource.password={pw}",
    '<add key="DbPassword" value="{pw}" />',
    "define('DB_PASSWORD', '{pw}');",
    '"password": "{pw}",',
    "ZABBIX_DB_PASS='{pw}'",
    "db1.kengirmys.lan:5432:furnace:telemetry:{pw}",
    '  admin_password = "{pw}"',
    "MQTT_PASSWD={pw}",
    "ssid,psk\nKoshara-Yard,{pw}",
    "smtp_password,{pw}",
    'variable "db_password" {{ default = "{pw}" }}',
]


def _aws(g: random.Random) -> str:
    return "AKIA" + _r(g, UPPER + "234567", 16)


_VENDOR_MAKERS: list[tuple[str, Maker]] = [
    ("GitHub token", v.token("ghp_", (ALNUM, 36))),
    ("GitHub fine-grained token", v.token("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("GitLab token", v.token("glpat-", (URLSAFE, 20))),
    ("Slack bot token", v.token("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe key", v.token("sk_live_", (ALNUM, 24))),
    ("OpenAI key", v.token("sk-proj-", (URLSAFE, 48))),
    ("Anthropic key", v.token("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS access key id", _aws),
    ("Google API key", v.token("AIza", (URLSAFE, 35))),
    ("Hugging Face token", v.token("hf_", (ALNUM, 34))),
    ("npm token", v.token("npm_", (ALNUM, 36))),
    ("SendGrid key", v.token("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio key", v.token("SK", (HEX, 32))),
    ("Telegram bot token", v.token((D, 10), ":AA", (URLSAFE, 33))),
    ("Shopify token", v.token("shpat_", (HEX, 32))),
    ("DigitalOcean token", v.token("dop_v1_", (HEX, 64))),
    ("Linear key", v.token("lin_api_", (ALNUM, 40))),
    ("Groq key", v.token("gsk_", (ALNUM, 52))),
    ("Sentry token", v.token("sntrys_", (ALNUM, 60))),
    ("Doppler token", v.token("dp.st.prd.", (ALNUM, 40))),
    ("Vault token", v.token("hvs.", (URLSAFE, 90))),
    ("Grafana token", v.token("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("PyPI token", v.token("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Postmark server token", v.uuid4),
    ("Mailjet secret key", v.token((HEX, 32))),
]
_VENDOR_TEMPLATES = [
    "{name} for the depot bot: {pw}",
    "{name} = {pw}",
    "here's the {name}, rotate it after: {pw}",
    "Daulet, {name} → {pw}",
    "export TOKEN={pw}  # {name}",
    "{name} ауыстырдым: {pw}",
    "новый {name}: {pw}",
]

_INVENTED = [
    "Kengir Telemetry API key: {pw}",
    "API key for Koshara Herdbook → {pw}",
    "Avtopark Dispatch integration broken, current key {pw}",
    "Integrations › Bazaar Pay: {pw}",
    "ключ API Kengir Telemetry: {pw}",
    "Koshara Herdbook API кілті: {pw}",
    "Tinybird token for the furnace dashboards: {pw}",
    "Honeycomb API key {pw}",
    "Algolia admin API key: {pw}",
    "Pinecone API key = {pw}",
    "Cohere API key for the chatbot: {pw}",
    "Mistral key for prod: {pw}",
]


def _invented_key(g: random.Random) -> str:
    return g.choice([v.r(g, HEX, 32), v.uuid4(g), v.r(g, ALNUM, 40), v.r(g, HEX, 40)])


_BARE = [
    "{pw}",
    "use this: {pw}",
    "token {pw}",
    "вот токен {pw}",
    "mana token: {pw}",
    "Authorization: Bearer {pw}",
    "X-Api-Key: {pw}",
    "session_cookie={pw}",
]

_HEX = [
    "AES key for the herd export: {pw}",
    "WEBHOOK_SIGNING_SECRET={pw}",
    "encryption_key: {pw}",
    "{pw}",
    "секретный ключ шифрования {pw}",
    "master key (furnace HMI backup) = {pw}",
    "HMAC secret → {pw}",
]

_JWT = [
    "Authorization: Bearer {pw}",
    "token from the dispatch portal: {pw}",
    "jwt={pw}",
    "вот JWT от Avtopark Dispatch {pw}",
    "access_token: {pw}",
]

_PEM = [
    "key for the smelter VPN, keep it safe:\n{pw}",
    "{pw}",
    "deploy key (Avtopark-3 Gitea):\n{pw}\n",
    "Даулет, вот ключ:\n{pw}",
]

_SEED_T = [
    "recovery phrase for the farm's wallet: {pw}",
    "seed: {pw}",
    "Dilshod aka, hamyon so'zlari: {pw}",
    "мнемоника от кошелька: {pw}",
    "지갑 복구 단어: {pw}",
    "12 words, write them down: {pw}",
]

_CARD_T = [
    "card {pw} exp 08/29",
    "карта {pw}, срок 11/28",
    "Kaspi emes, Halyk kartasy: {pw}",
    "karta raqami {pw} aka",
    "카드 번호 {pw}",
    "номер картки {pw}",
    "pay with {pw}, the company card",
]
_CVV_T = [
    "CVV: {pw}",
    "the three digits on the back are {pw}",
    "CVC {pw}",
    "код на обороте {pw}",
    "kartaning orqasidagi kod {pw}",
    "security code on the back: {pw}",
]
_IBAN_T = [
    "IBAN {pw}",
    "переведи на IBAN {pw}",
    "шот нөмірі (IBAN): {pw}",
    "the supplier's IBAN is {pw}",
    "IBAN: {pw} (Kengir Mys Servis)",
    "hisob raqam {pw}",
]
_IDS_T = [
    "ИНН: {pw}",
    "ИНН поставщика {pw}",
    "ОГРН {pw}",
    "РНОКПП Миколи: {pw}",
    "주민등록번호 {pw}",
    "사업자등록번호: {pw}",
    "VÖEN: {pw}",
    "tax id {pw}",
]
_TOTP_T = [
    "TOTP secret: {pw}",
    "2FA setup key {pw}",
    "otpauth://totp/KengirMys:daulet?secret={pw}&issuer=KengirMys",
    "manual key for the authenticator: {pw}",
    "2FA ключ {pw}",
]
_OTP_T = [
    "{pw} is your verification code",
    "Your Kaspi code: {pw}",
    "код подтверждения: {pw}",
    "растау коды: {pw}",
    "Use {pw} to sign in to Avtopark Dispatch",
    "tasdiqlash kodi {pw}",
    "인증번호 [{pw}]",
    "код підтвердження {pw}",
    "one-time code {pw}",
]
_BACKUP_T = [
    "Backup codes:\n{pw}",
    "2FA backup codes for the Google account: {pw}",
    "резервные коды: {pw}",
    "recovery codes {pw}",
]
_WIFI_T = [
    "network Koshara Yard key {pw}",
    "WIFI:T:WPA;S:Avtopark3-Guest;P:{pw};;",
    "Network: Smelter Workshop 5G / {pw}",
    "вайфай Диспетчерская, пароль {pw}",
    "wifi Bazaar Dilshod / {pw}",
    "Wi-Fi: Kengir-Office\nWPA key: {pw}",
    'wpa_passphrase="{pw}"',
    "SSID Koshara-Barn PSK {pw}",
]
_PIN_T = [
    "gate code at the koshara: {pw}",
    "PIN {pw}",
    "код от двери склада {pw}",
    "пин-код {pw}",
    "the depot alarm code is {pw}",
    "seyf kodi {pw}",
    "есіктің коды {pw}",
    "금고 비번 {pw}",
    "lock code for the tool cage: {pw}#",
]
_PHRASE_T = [
    "passphrase: {pw}",
    "VeraCrypt passphrase for the payroll disk is {pw}",
    "кодовая фраза: {pw}",
    "wifi password: {pw}",
]
_PHRASE_WORDS = ["copper", "steppe", "yurt", "falcon", "kettle", "saddle", "cinder", "anvil",
                 "wagon", "thistle", "marmot", "ember", "bucket", "cobalt"]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice(["-", " ", "."]).join(g.sample(_PHRASE_WORDS, 4))


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    t = [
        "the password is the word {w}, all small letters, then {d}",
        "it's the word {w} followed by {d}, that's the depot password",
        "пароль: слово {w} маленькими буквами, потом цифры {d}",
        "құпия сөз: {w} сөзі, содан кейін {d} саны",
        "{w} with a capital first letter and {d} at the end",
        "parol: {w} so'zi, keyin {d} raqami",
    ]
    out = []
    for template in v.cycle(rng, t, n):
        w = "".join(x.lower() for x in rng.sample(_WORDS, 2))
        d = str(rng.randrange(100, 10_000))
        out.append(Sample("spelled", template.format(w=w, d=d), w))
    return out


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iat": g.randrange(1_700_000_000, 1_800_000_000)})
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


def _pem(g: random.Random) -> str:
    raw = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([240, 300])))).decode()
    lines = "\n".join(raw[i : i + 64] for i in range(0, len(raw), 64))
    kind = g.choice(["PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "korean")}


def _seed_phrase(g: random.Random) -> str:
    mnemo = _MNEMO[g.choice(list(_MNEMO))]
    size = g.choice([16, 24, 32])

    def make(h: random.Random) -> str:
        return str(mnemo.to_mnemonic(bytes(h.randrange(256) for _ in range(size))))

    return v.until(g, make, mnemo.check)  # a Russian phrase with `й` fails the check: redrawn


_CARD_PREFIXES = ["4", "51", "55", "2221", "62", "2200", "2202", "9860", "8600"]


def card_number(g: random.Random) -> str:
    prefix = g.choice(_CARD_PREFIXES)
    body = prefix + _r(g, D, 15 - len(prefix))
    return body + luhn.calc_check_digit(body)


def _card(g: random.Random) -> str:
    number = card_number(g)
    sep = g.choice(["", " ", "-", " "])
    return sep.join(number[i : i + 4] for i in range(0, 16, 4)) if sep else number


_IBAN_SHAPES = {
    "KZ": "nnn" + "c" * 13, "RU": "n" * 14 + "c" * 15, "AE": "n" * 19, "MD": "c" * 20,
    "KW": "aaaa" + "c" * 22, "BH": "aaaa" + "c" * 14,
}  # fmt: skip


def _iban(g: random.Random) -> str:
    number = v.iban_shaped(g, g.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if g.random() < 0.5 else number


def _rrn(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        date = f"{h.randrange(55, 99):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        return f"{date}-{h.choice('12')}{_r(h, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


ID_CHECKS: list[Callable[[str], bool]] = [
    ru_inn.is_valid, ru_ogrn.is_valid, ua_rntrc.is_valid, kr_rrn.is_valid, kr_brn.is_valid,
    az_voen.is_valid,
]  # fmt: skip


def _id_for(g: random.Random, template: str) -> str:
    if "ИНН" in template or "tax id" in template:
        n = g.choice([10, 12])
        return v.until(g, lambda h: _r(h, "123456789", 1) + _r(h, D, n - 1), ru_inn.is_valid)
    if "ОГРН" in template:
        return v.until(g, lambda h: "1" + _r(h, D, 12), ru_ogrn.is_valid)
    if "РНОКПП" in template:
        return v.until(g, lambda h: _r(h, "123", 1) + _r(h, D, 9), ua_rntrc.is_valid)
    if "주민" in template:
        return _rrn(g)
    if "사업자" in template:
        return v.until(
            g, lambda h: f"{h.randrange(101, 700)}-{h.randrange(1, 100):02d}-{_r(h, D, 5)}",
            kr_brn.is_valid,
        )  # fmt: skip
    return v.until(g, lambda h: _r(h, "123456789", 1) + _r(h, D, 8) + "1", az_voen.is_valid)


def _otp(g: random.Random) -> str:
    return g.choice([_r(g, D, 6), f"{_r(g, D, 3)} {_r(g, D, 3)}", _r(g, D, 4)])


def _backup(g: random.Random) -> str:
    codes = v.backup_codes(g, g.choice([5, 8, 10]), g.randrange(4))
    return g.choice(["\n", ", ", " "]).join(codes)


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 5, 6]))


def _wifi_key(g: random.Random) -> str:
    return g.choice([_plain_pw(g), _r(g, ALNUM, 12), "".join(g.sample(_WORDS, 2)) + _r(g, D, 4)])


def _with_dev(rng: random.Random, templates: list[str], n: int, cls: str) -> list[Sample]:
    return _fam(rng, cls, templates, n, _pw, dev=_DEVICES, dev_ru=_DEV_RU)


def secrets() -> list[Sample]:
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _with_dev(rng, _LABELLED_EN, 24, "password_label")
    out += _with_dev(rng, _RU, 16, "password_ru")
    out += _fam(rng, "password_kk", _KK_CYR, 15)
    out += _fam(rng, "password_kk_latin", _KK_LAT, 12)
    out += _fam(rng, "password_ko", _KO, 12)
    out += _fam(rng, "password_uz", _UZ, 12)
    out += _fam(rng, "password_uk", _UK, 12)
    out += _with_dev(rng, _SAID_FIRST, 7, "said_first")
    out += _with_dev(rng, _QA, 8, "question_answer")
    out += _fam(rng, "login_pair", _LOGINS, 22, _pw, user=_USERS)
    out += _fam(rng, "url_credentials", _URLS, 12, _plain_pw)
    out += _fam(rng, "cli_password", _CLI, 24, _plain_pw)
    out += _fam(rng, "config_password", _ENV, 16, _plain_pw)
    for _ in range(26):
        name, make = rng.choice(_VENDOR_MAKERS)
        out += _fam(rng, "vendor_token", [rng.choice(_VENDOR_TEMPLATES)], 1, make, name=[name])
    out += _fam(rng, "invented_vendor_key", _INVENTED, 12, _invented_key)
    out += _fam(rng, "bare_token", _BARE, 10, lambda g: _r(g, ALNUM, g.choice([32, 40, 48])))
    out += _fam(rng, "hex_key", _HEX, 10, lambda g: _r(g, HEX, g.choice([32, 64])))
    out += _fam(rng, "jwt", _JWT, 8, _jwt)
    out += _fam(rng, "pem_private_key", _PEM, 6, _pem)
    out += _fam(rng, "seed_phrase", _SEED_T, 12, _seed_phrase)
    out += _fam(rng, "card_number", _CARD_T, 14, _card)
    out += _fam(rng, "card_code", _CVV_T, 6, lambda g: _r(g, D, 3))
    out += _fam(rng, "iban", _IBAN_T, 12, _iban)
    for template in v.cycle(rng, _IDS_T, 12):
        value = _id_for(rng, template)
        out.append(Sample("national_id", template.format(pw=value), value))
    out += _fam(rng, "totp_secret", _TOTP_T, 10, lambda g: _r(g, BASE32, g.choice([16, 32])))
    out += _fam(rng, "one_time_code", _OTP_T, 12, _otp)
    out += _fam(rng, "backup_codes", _BACKUP_T, 8, _backup)
    out += _fam(rng, "wifi_key", _WIFI_T, 12, _wifi_key)
    out += _fam(rng, "pin_code", _PIN_T, 12, _pin)
    out += _fam(rng, "passphrase", _PHRASE_T, 8, _phrase)
    out += _spelled(rng, 8)
    return out


_FIRSTS = [
    "Wialon password:",
    "пароль от 1С:",
    "құпия сөз:",
    "qupiya sóz:",
    "비밀번호:",
    "parol:",
    "гасло:",
    "the API key for Kengir Telemetry is",
    "door code:",
    "WPA key for Koshara Yard:",
    "TOTP secret:",
    "password",
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for first in v.cycle(rng, _FIRSTS, 20):
        if "API" in first:
            secret = v.r(rng, HEX, 32)
        elif "door" in first:
            secret = _pin(rng)
        elif "TOTP" in first:
            secret = _r(rng, BASE32, 32)
        else:
            secret = _pw(rng)
        tail = rng.choice(["", " (don't share)", "\nменяем в пятницу", ". raqmet", " 고마워"])
        out.append(FieldPair("split_fields", first, secret + tail, secret))
    return out


_META_KEYS = ["password", "db_pass", "wialon_pwd", "пароль", "құпия_сөз", "parol", "гасло",
              "비밀번호", "api_key", "apiToken", "clientSecret", "wifi_psk", "pin", "doorCode",
              "totp_secret", "passphrase"]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    out = []
    for key in v.cycle(rng, _META_KEYS, 20):
        if key in ("pin", "doorCode"):
            secret = _pin(rng)
        elif key in ("api_key", "apiToken", "clientSecret"):
            secret = _r(rng, ALNUM, 40)
        elif key == "totp_secret":
            secret = _r(rng, BASE32, 32)
        elif key == "passphrase":
            secret = _phrase(rng)
        else:
            secret = _pw(rng)
        inner: dict[str, Any] = {key: secret, "host": rng.choice(["db1.kengirmys.lan", "hmi-2"])}
        for parent in rng.sample(
            ["creds", "depot", "farm", "smelter", "auth"], rng.randrange(1, 3)
        ):
            inner = {parent: inner}
        out.append(MetadataSample("metadata_key", inner, secret))
    return out


# Lookalikes with no secret: nothing in them may be scrubbed.
CLEAN = [
    "The password policy at Kengir Mys is 12 characters and a symbol.",
    "Wialon updated to 2504.1, the dispatch page is faster now.",
    "sha256 of furnace-hmi-3.2.1.tar.gz: see the release page",
    "commit 4c1e9a7 fixed the weighbridge export",
    "Order #KMS-2025-00417 shipped, tracking number in the portal.",
    "Zhezkazgan postcode is 100600, Satpayev 100700.",
    "Call the depot at +7 7102 00 00 00 (invented line) after 9.",
    "Bus 12 leaves Satpayev at 06:40 and reaches Zhezkazgan at 07:25.",
    "Copper cathode price today: 9 410 USD per tonne.",
    "Card ending in 4417, masked as **** **** **** 4417.",
    "Reset your password from the login page, never send it in chat.",
    "The PIN pad at the fuel station is broken again.",
    "Don't text me the door code, tell me at the gate.",
    "The verification code expires after 5 minutes.",
    "Part number 6ES7 515-2AM02-0AB0 for the furnace PLC.",
    "Coordinates of the koshara: 48.79, 66.95.",
    "Flock count: 1 240 ewes, 38 rams, 410 lambs.",
    "Invoice 2025/03/118 for 1 250 000 tenge is paid.",
    "Ticket KMS-2291 closed: the HMI restarted fine.",
    "Version 7.2.14 of the router firmware fixed the wifi drops.",
    "пароль не присылайте в чат, только голосом",
    "Ольга Васильевна, счёт №417 от 12.03 оплачен",
    "автобус 7 сломался, замена в 14:30",
    "пароль от Wialon я поменял, спроси у Даулета",
    "құпия сөзді ешкімге айтпаңыз",
    "қошарада 1 240 қой бар, ертең қырқым",
    "qupiya sózdi chatqa jazbańyz",
    "erteń sagat 9-da jinalys bolady",
    "비번은 전화로 알려줄게",
    "엄마, 버스 7번 14시 30분에 출발해",
    "parolni telefonda aytaman, yozmayman",
    "pomidor kilosi 1 200 tenge, aka",
    "гасло скажу усно, не пиши сюди",
    "зварювальний апарат ESAB Warrior 500i, серійник на табличці",
    "The recovery phrase is on paper in the office safe.",
    "Two-factor is on for all depot accounts now.",
    "Backup codes were printed and locked away, none are in the wiki.",
    "API key rotation for Kengir Telemetry is scheduled for Friday.",
    "The token limit for the chatbot is 8000 per call.",
    "IBAN format for Kazakhstan: KZ, two check digits, then 16 characters.",
    "Kazakh IINs have 12 digits; never paste one here.",
    "A PIN must be 4 to 6 digits and not 1234.",
    "git tag v3.18.0 on the herdbook repo",
    "docker image kengirmys/hmi:2025.03.1 pulled",
    "The wifi network Koshara Yard is down until Monday.",
    "UUID of the report template: ask Aigerim, it's in the wiki.",
    "Wialon unit 3521 is at the depot since 18:05.",
    "MD5 of herdbook-2025.csv: see the checksum file next to it",
    "The door code changed last week; ask the guard.",
    "Tracking RB123456789KZ is at the Zhezkazgan sorting centre.",
    "Slag temperature 1 180 °C, converter 2 at 68 % load.",
    "The password field is required on the new HR form.",
    "Welder certificate No. 2025-118 valid until 2027.",
    "the bus depot's Wi-Fi uses WPA3 now, ask IT for access",
    "Oil change at 120 000 km for Yutong ZK6122, next at 135 000.",
    "The secret of good kazy is patience and horse fat.",
    "Lot 33 of wool: 2 410 kg, grade A, shipped to Karaganda.",
    "Dispatcher shift: 06:00–14:00, Vadim; 14:00–22:00, Valentina.",
    "OTP is sent by SMS to the number on file.",
    "Passwords are stored in the team vault, not in Bitrix24.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars", "depot": "Avtopark-3"},
    {"pin_pad": "broken", "station": "fuel-1"},
    {"auth": {"method": "sso", "provider": "keycloak"}},
    {"creds": {"username": "dispatcher3", "host": "dispatch.avtopark3.example"}},
    {"token_count": 812, "model": "chat"},
    {"commit": "4c1e9a7", "tag": "v3.18.0"},
    {"order": "KMS-2025-00417", "tracking": "RB123456789KZ"},
    {"flock": {"ewes": 1240, "rams": 38}, "koshara": "Ulytau"},
    {"bus": "Yutong ZK6122", "odometer_km": 120000},
    {"card_last4": "4417", "masked": "**** 4417"},
]
