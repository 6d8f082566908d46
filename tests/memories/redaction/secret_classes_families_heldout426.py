# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-twenty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-fifth's
docstring, the fifth to four hundred and twenty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (427, 428, 429), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (426_583_217), password words (a
place of the North Kazakhstan region, a grain, a lake fish or a rail word, with a number and a
sign, `Mamlyut4471!`; dot-joined words with a year, `bidai.sazan.2033`; leet `V4g0n#Esil58`;
random runs with a sign; dashed generator groups; a person and a station, `Daulet@Bulaevo2031`).

The fictional company is Esil Diirmen Holding LLP of Petropavl, North Kazakhstan: the Esil
Diirmen flour mill (an invented mill by the Ishim, with its elevator at Mamlyut), TransSib Vagon
Service (an invented rail-freight forwarder on the Trans-Siberian line, loading grain hoppers at
Petropavl-Tovarnaya) and Shalkar Zhagalau Resort (an invented lake-resort operator on lake
Shalkar). Staff: Daulet Seitkali (IT), Aigerim Zhaksylykova (the mill's lab head), Sergei
Kovalenko (the forwarder's dispatcher, texting Russian), Oksana Hrytsenko and her father Taras (a
Ukrainian farming family at Sergeevka), Teresa Wiśniewska and her grandson Marek (a Polish family
descended from deportees, at Presnovka) and Ruslan Dudayev (a Chechen grain trader, texting in
Cyrillic). Every company, person, address, domain (`esil-diirmen.lan`, `transsib-vagon.example`,
`shalkar-resort.example`), account and number is invented; only the region is real. Texts:
WhatsApp and Telegram chats, tickets, notes, runbooks, shell history, config and env files, URLs,
voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `/`, `|`, `::`, a tab, `—`, `это`, `то`, `ю`, `екен`, a new line, a question then its answer,
a value said first and named after.

Grep counts (heldouts 5 to 425, grep -l): none for `Mintlify`; one for `Petropavl`; two for
`Shalkar`, `Convex`, `Xata`, `Unkey`, `Svix`, `Hookdeck`; three for `Knock`; four to nine for
`Chechen`, `Turso`, `Loops`, `Koyeb`, `Neon`, `Resend`, `Upstash`, `IBAN MD`, `IBAN UA`, `IBAN AZ`,
`IBAN GE`, `IBAN BY`, `IBAN KZ`; twelve to twenty-four for `pl.regon`, `Halyk`, `ua.edrpou`,
`by.unp`, `ua.rntrc`, `Kaspi`; above forty for `ru.inn`, `Ukrainian`, `Kazakh`, `hasło`, `Polish`.
Languages: about half English, config or shell; the rest in the Russian of northern Kazakhstan as
texted (`пасс`, `скинь`, `щас`, `плз`, `ваще`), Kazakh in Cyrillic (`құпия сөз`, `екен`,
`ешкімге айтпа`) and in the 2021 Latin letters or a phone's improvised Latin (`qūpiä söz`,
`kupiya soz`), the Ukrainian of a farming family (`пароль від`, `тату`, `нікому не кажи`), the
Polish of a deported family's descendants (`hasło to`, `babciu`, `kod do furtki`) and the Chechen
of a trader in Cyrillic (`пароль … ю`, `ма дийца`, `дика ду`). The Kazakh Latin spellings,
the Chechen words and spellings, the Ukrainian and Polish as an old family there would text them
and the northern Russian slang are my guesses.
Vendors: the invented VagonTrack, ZernoLink, ShalkarBook, EsilPay and DiirmenScale, plus
Mintlify, Convex, Xata, Unkey, Svix, Hookdeck, Knock, Turso, Loops, Koyeb, Neon, Resend, Upstash
and the shapes of GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face,
npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Linear, Grafana, Vault, Postman, Docker
Hub, Brevo, NVIDIA, Groq, Replicate, Perplexity, Databricks, New Relic, age and Sentry. Ids:
Russia's INN and OGRN, Ukraine's RNTRC and EDRPOU, Poland's PESEL, NIP and REGON and Belarus's
UNP, each drawn until its `stdnum` module validates it (python-stdnum has no module for
Kazakhstan's IIN or BIN, so none is planted). IBANs of Kazakhstan, Ukraine, Poland, Moldova,
Georgia and Azerbaijan, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English,
Russian and Czech lists, each checked with `Mnemonic.check`; cards pass Luhn (Visa,
Mastercard, Mir and UnionPay prefixes).
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
from stdnum.by import unp as by_unp
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 426_583_217
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
Maker = v.Maker
_r, _j = v.r, v.token

_PLACES = [
    "Mamlyut",
    "Bulaevo",
    "Sergeevka",
    "Taiynsha",
    "Presnovka",
    "Timiryazevo",
    "Smirnovo",
    "Novoishimka",
    "Saumalkol",
    "Kishkenekol",
    "Beskol",
    "Yavlenka",
    "Shalkar",
    "Esil",
]
_WORDS = [
    "Bidai",
    "Diirmen",
    "Vagon",
    "Sazan",
    "Karas",
    "Shchuka",
    "Kayin",
    "Zhusan",
    "Baursak",
    "Elevator",
    "Khopper",
    "Teplovoz",
    "Ondatra",
    "Shubat",
    "Kumys",
    "Platforma",
]
_LOWER_WORDS = [
    "bidai",
    "sazan",
    "kayin",
    "zhusan",
    "vagon",
    "diirmen",
    "shchuka",
    "karas",
    "tundyk",
    "kurai",
    "shalkar",
    "esil",
    "dala",
    "kokterek",
    "arpa",
    "suly",
]
_LEET = ["V4g0n", "B1d41", "S4z4n", "D11rm3n", "K4y1n", "Sh4lk4r", "3s1l", "Zhus4n", "P3tr0"]
_PEOPLE = [
    "Daulet",
    "Aigerim",
    "Sergei",
    "Oksana",
    "Taras",
    "Teresa",
    "Marek",
    "Ruslan",
    "Madina",
    "Yerlan",
    "Gulnar",
    "Bolat",
    "Zarema",
    "Halyna",
]
_SIGNS = "!#$%&*?@+=^~"


def _pw(rng: random.Random) -> str:
    """A password as the staff make them (five shapes)."""
    shape = rng.randrange(6)
    year = str(rng.randrange(2024, 2040))
    if shape == 0:
        return f"{rng.choice(_PLACES)}{rng.randrange(10, 10000)}{rng.choice(_SIGNS)}"
    if shape == 1:
        return ".".join(rng.sample(_LOWER_WORDS, 2)) + "." + year
    if shape == 2:
        return f"{rng.choice(_LEET)}{rng.choice(_SIGNS)}{rng.choice(_WORDS)}{rng.randrange(10, 99)}"
    if shape == 3:
        return _r(rng, ALNUM, rng.randrange(10, 15)) + rng.choice(_SIGNS) + _r(rng, D, 2)
    if shape == 4:
        return "-".join(_r(rng, ALNUM, 6) for _ in range(3))
    return f"{rng.choice(_PEOPLE)}@{rng.choice(_PLACES)}{year}"


def _plain_pw(rng: random.Random) -> str:
    """A password safe inside a URL or an unquoted shell word."""
    shape = rng.randrange(3)
    if shape == 0:
        return f"{rng.choice(_PLACES)}{rng.randrange(100, 10000)}{_r(rng, UPPER, 2)}"
    if shape == 1:
        return ".".join(rng.sample(_LOWER_WORDS, 2)) + "." + str(rng.randrange(2024, 2040))
    return _r(rng, ALNUM, 12) + _r(rng, D, 2)


_USERS = [
    "daulet.s",
    "aigerim.lab",
    "kovalenko",
    "oksana.h",
    "taras",
    "t.wisniewska",
    "marek.w",
    "ruslan.d",
    "dispatcher2",
    "elevator",
    "scale-op",
    "buh1c",
    "frontdesk",
    "miller",
]
_NETS = [
    "Esil Diirmen Office",
    "Shalkar Guest 5G",
    "Elevator Mamlyut",
    "TransSib Depot WiFi",
    "Khutor Sergeevka",
    "Presnovka Dom",
    "Lab 2 Aigerim",
    "Vagon Ofis 2.4",
]


def _take(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples, every template before any repeats: ``{pw}`` is the secret, ``{u}`` a user,
    ``{net}`` a network, ``{p}`` a person and ``{pl}`` a place."""
    return v.fill(rng, cls, templates, n, make, u=_USERS, net=_NETS, p=_PEOPLE, pl=_PLACES)


# --- passwords after a label -------------------------------------------------------------------

_LABELLED = [
    "password: {pw}",
    "Password = {pw}",
    "1C admin pw -> {pw}",
    "scale terminal password => {pw}",
    "mill SCADA pass / {pw}",
    "elevator PLC | password | {pw}",
    "password:: {pw}",
    "PASSWORD\t{pw}",
    "the new password is {pw}",
    "Password for the resort booking desk\n{pw}",
    "VPN pw → {pw} (rotated after the harvest)",
    "reset the lab PC, password now `{pw}`",
    "пароль от 1С: {pw}",
    "пасс {pw} не теряй плз",
    "пароль от весовой = {pw}",
    "щас поменял пароль на {pw}, старый ваще не работает",
    "пароль от почты диспетчера — {pw}",
    "Сергей, пароль это {pw}",
    "құпия сөз: {pw}",
    "Бухгалтерияның құпия сөзі {pw} екен",
    "мына құпия сөз → {pw}, ешкімге айтпа",
    "qūpiä söz: {pw}",
    "kupiya soz {pw} eken, eshkimge aitpa",
    "пароль від пошти: {pw}",
    "тату, ось пароль — {pw}, нікому не кажи",
    "новий пароль від банку {pw}",
    "hasło to {pw}",
    "babciu, hasło do komputera: {pw}",
    "Marek, nowe hasło → {pw}",
    "пароль хӀара ю: {pw}",
    "Руслан, складан пароль {pw} ю, ма дийца цхьаьнгге а",
    "кассан пароль = {pw}",
]
_SAID_FIRST = [
    "{pw} — that's the 1C password for accounting",
    "type {pw}; that's the admin password on the grain scale",
    "{pw} is what I set for the elevator router",
    "{pw} — это пароль от кассы на Шалкаре",
    "{pw} вот это пароль от вагонного кабинета",
    "{pw} — бұл сервердің құпия сөзі",
    "{pw} to hasło do routera u babci",
    "{pw} — це пароль від ноутбука тата",
    "{pw} — иза пароль ю складан компьютеран",
    "Aigerim: what's the lab PC password?\nDaulet: {pw}",
    "— какой пароль от весов?\n— {pw}",
    "Sergei: pw for the depot laptop?\nme: {pw}",
    "hasło do wagi?\n{pw}",
    "құпия сөз қандай?\n{pw}",
    "Оксана: тату, який пароль від пошти?\nТарас: {pw}",
    "пароль мичахь бу?\n{pw}",
]

# --- logins ------------------------------------------------------------------------------------

_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "user {u} pass {pw}",
    "логин {u} пароль {pw}",
    "Логин: {u}, пароль: {pw}",
    "пайдаланушы: {u}, құпия сөз: {pw}",
    "paidalanushy {u}, qūpiä söz {pw}",
    "login {u}, hasło {pw}",
    "логін {u}, пароль {pw}",
    "sign in as {u} with {pw}",
    "{u} / {pw}",
    "u={u} p={pw}",
    "| {u} | {pw} | scale-2 |",
    "1C: пользователь {u}, пароль {pw}",
    "креды для VagonTrack: {u} и {pw}",
    "логин {u}, пароль {pw} ю",
]
_URLS = [
    "postgres://{u}:{pw}@db.esil-diirmen.lan:5432/mill",
    "mysql://{u}:{pw}@booking.shalkar-resort.example/rooms",
    "amqp://{u}:{pw}@mq.transsib-vagon.example:5672/wagons",
    "redis://:{pw}@cache.esil-diirmen.lan:6379/0",
    "ftp://{u}:{pw}@scale-ftp.esil-diirmen.lan/reports",
    "git clone https://{u}:{pw}@git.esil-diirmen.lan/mill/scada.git",
    "mongodb://{u}:{pw}@mongo.transsib-vagon.example/tracking",
    "smb://{u}:{pw}@nas.esil-diirmen.lan/lab",
    "socks5://{u}:{pw}@:1080",
    "sftp://{u}:{pw}@upload.transsib-vagon.example:22/manifests",
    "строка подключения: Host=db.esil-diirmen.lan;Username={u};Password={pw};Database=zerno",
    "jdbc:postgresql://db.esil-diirmen.lan/mill?user={u}&password={pw}",
]
_CLI = [
    "sshpass -p '{pw}' ssh {u}@elevator.esil-diirmen.lan",
    "mysql -u{u} -p'{pw}' booking",
    "redis-cli -h cache.esil-diirmen.lan -a '{pw}' ping",
    "docker login registry.esil-diirmen.lan -u {u} -p '{pw}'",
    "htpasswd -b /etc/nginx/.htpasswd {u} '{pw}'",
    "smbclient //nas.esil-diirmen.lan/lab -U '{u}%{pw}'",
    "curl -u {u}:{pw} https://vagontrack.transsib-vagon.example/api/wagons",
    '"C:\\Program Files\\1cv8\\bin\\1cv8.exe" ENTERPRISE /S srv1c\\zerno /N{u} /P{pw}',
    "isql-fb -user SYSDBA -password '{pw}' /var/lib/firebird/scale.fdb",
    "gbak -b -user SYSDBA -pas '{pw}' scale.fdb scale.fbk",
    "ldapsearch -x -D 'cn={u},dc=esil,dc=lan' -w '{pw}' '(uid=miller)'",
    "sqlcmd -S 10.20.0.5 -U {u} -P '{pw}' -Q 'select 1'",
    "zip -P '{pw}' lab-results.zip *.csv",
    "7z a -p'{pw}' invoices.7z invoices/",
    "openssl enc -aes-256-cbc -in wagons.csv -out wagons.enc -pass pass:'{pw}'",
    "gpg --batch --passphrase '{pw}' -c contract.pdf",
    "plink -ssh {u}@10.20.0.9 -pw '{pw}'",
    "xfreerdp /v:buh.esil-diirmen.lan /u:{u} /p:'{pw}'",
    "lftp -u {u},'{pw}' sftp://upload.transsib-vagon.example",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.20.0.30 -U {u} -P '{pw}' power status",
    "mosquitto_pub -h mqtt.esil-diirmen.lan -u {u} -P '{pw}' -t silo/3 -m ok",
    "keytool -importkeystore -srckeystore old.jks -storepass '{pw}'",
    "clickhouse-client --user {u} --password '{pw}' -q 'select count() from wagons'",
    "wget --user={u} --password='{pw}' https://files.shalkar-resort.example/price.xlsx",
    "net use Z: \\\\nas.esil-diirmen.lan\\lab '{pw}' /user:{u}",
]
_STDIN = [
    "echo '{pw}' | sudo -S systemctl restart scale-bridge",
    "printf '%s' '{pw}' | docker login registry.esil-diirmen.lan -u {u} --password-stdin",
    "kinit {u}@ESIL.LAN <<< '{pw}'",
    "echo '{pw}' | passwd --stdin miller",
    "echo -n '{pw}' | podman secret create zerno_db_pw -",
    "elasticsearch-keystore add xpack.notification.email.account.smtp.password --stdin <<< '{pw}'",
    "printf '{pw}\\n' | sudo -S apt-get upgrade -y",
    "echo '{pw}' | openssl pkcs12 -export -in c.pem -out c.p12 -passout stdin",
]
_CONFIGS = [
    "DB_PASSWORD={pw}",
    "db:\n  host: db.esil-diirmen.lan\n  user: {u}\n  password: {pw}",
    "[database]\nuser = {u}\npassword = {pw}",
    "db.esil-diirmen.lan:5432:mill:{u}:{pw}",
    "define('DB_PASSWORD', '{pw}');",
    '{{"db_user": "{u}", "db_password": "{pw}"}}',
    "spring.datasource.password={pw}",
    "SMTP_PASS='{pw}'",
    '<add key="DbPassword" value="{pw}" />',
    'export VAGONTRACK_PWD="{pw}"',
    "[ODBC]\nUID={u}\nPwd={pw}",
    "environment:\n  POSTGRES_PASSWORD: {pw}",
    "requirepass {pw}",
    "# .env бронирования Шалкар\nBOOKING_DB_PASS={pw}",
    "# .env елеватора\nELEVATOR_MODBUS_PASSWORD={pw}",
]

# --- vendor tokens -----------------------------------------------------------------------------

_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub token: {pw}", _j("ghp_", (ALNUM, 36))),
    ("GitLab токен {pw}", _j("glpat-", (URLSAFE, 20))),
    (
        "Slack bot for the dispatch channel: {pw}",
        _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24)),
    ),
    ("stripe secret для Шалкара: {pw}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 74), "T3BlbkFJ", (URLSAFE, 74))),
    ("anthropic key → {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_secret_access_key = {pw}", _j((ALNUM + "/+", 40))),
    ("AWS access key id {pw}", _j("AKIA", (UPPER + "234567", 16))),
    ("Google Maps ключ: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("npm token in .npmrc: //registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SendGrid: {pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID {pw}", _j("SK", (HEX, 32))),
    ("телеграм бот диспетчерской: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("Shopify admin token {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear key: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("Postman: {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("docker hub PAT {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("brevo api key {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA_API_KEY={pw}", _j("nvapi-", (URLSAFE, 64))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("replicate token: {pw}", _j("r8_", (ALNUM, 37))),
    ("perplexity → {pw}", _j("pplx-", (ALNUM, 48))),
    ("databricks token {pw}", _j("dapi", (HEX, 32))),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER + D, 27))),
    ("age secret key for backups: {pw}", _j("AGE-SECRET-KEY-1", (UPPER + D, 58))),
    ("RESEND_API_KEY={pw}", _j("re_", (ALNUM, 8), "_", (ALNUM, 24))),
    ("Upstash Redis REST token: {pw}", _j("AX", (URLSAFE, 60), "=")),
    ("Neon database API key: {pw}", _j("napi_", (LOWER + D, 64))),
    (
        "Turso auth token {pw}",
        _j("eyJhbGciOiJFZERTQSIsInR5cCI6IkpXVCJ9.", (URLSAFE, 60), ".", (URLSAFE, 86)),
    ),
    ("Unkey root key: {pw}", _j("unkey_", (ALNUM, 24))),
    ("Svix signing secret {pw}", _j("whsec_", (B64, 32))),
]
_INVENTED = [
    "VagonTrack API key: {pw}",
    "ключ API ZernoLink: {pw}",
    "ShalkarBook API-кілті: {pw}",
    "Integrations › EsilPay: {pw}",
    "DiirmenScale integration broken, current key {pw}",
    "API key for Mintlify docs: {pw}",
    "Convex deploy key {pw}",
    "Xata API key → {pw}",
    "Hookdeck API ключ {pw}",
    "Knock secret API key: {pw}",
    "Loops API key = {pw}",
    "Koyeb API token: {pw}",
    "klucz API do VagonTrack: {pw}",
    "ZernoLink-тің API кілті {pw}",
]


def _invented_key(rng: random.Random) -> str:
    shape = rng.randrange(3)
    if shape == 0:
        return _r(rng, HEX, rng.choice([32, 40, 48]))
    if shape == 1:
        return v.uuid4(rng, rng.choice("89ab"))
    return _r(rng, ALNUM, rng.choice([32, 40]))


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, _VENDORS, n):
        secret = make(rng)
        out.append(Sample("vendor_token", template.format(pw=secret), secret))
    return out


_BARE = [
    "{pw}",
    "it shows it only once, so here:\n{pw}",
    "вот токен {pw}",
    "мына токен: {pw}",
    "token from the VagonTrack portal {pw}",
    "сохрани: {pw}",
    "ось токен від кабінету — {pw}",
    "proszę, token: {pw}",
]
_HEX = [
    "encryption key: {pw}",
    "AES-256 key for the lab archive {pw}",
    "config/master.key\n{pw}",
    "HMAC secret = {pw}",
    "SECRET_KEY={pw}",
    "шифрлау кілті: {pw}",
    "ключ шифрования бэкапа 1С: {pw}",
    "{pw}",
]


def _hex(rng: random.Random) -> str:
    return _r(rng, HEX, rng.choice([64, 64, 48, 128]))


# --- JWTs and PEM keys -------------------------------------------------------------------------


def _b64url(data: dict[str, Any]) -> str:
    return v.b64url(data)


def _jwt(rng: random.Random) -> str:
    header = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    claims = {
        "sub": rng.choice(_USERS),
        "iss": rng.choice(["vagontrack", "esil-diirmen.lan", "shalkar-resort.example"]),
        "iat": rng.randrange(1_700_000_000, 1_800_000_000),
        "role": rng.choice(["dispatcher", "lab", "admin", "booking"]),
    }
    return f"{_b64url(header)}.{_b64url(claims)}.{_r(rng, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "jwt: {pw}",
    "токен сессии VagonTrack {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://api.transsib-vagon.example/v2/wagons",
    "the booking widget token is {pw}",
    "access_token={pw}",
]


def _pem(rng: random.Random) -> str:
    kind = rng.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([240, 360])))
    ).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "deploy key for the elevator box:\n{pw}",
    "{pw}",
    "ключ от сервера весовой\n{pw}\nне пересылай никому",
    "сервер кілті:\n{pw}",
]

# --- seeds, cards, IBANs, ids ------------------------------------------------------------------

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "czech")}


def _seed(rng: random.Random) -> str:
    """A phrase of one list, drawn until `Mnemonic.check` accepts it as written (a Russian word
    with `й` or `ё` fails the check once normalized, so such phrases are drawn again)."""
    mnemo = _MNEMO[rng.choice(list(_MNEMO))]
    bits = rng.choice([16, 16, 32, 24])

    def make(g: random.Random) -> str:
        return str(mnemo.to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    return v.until(rng, make, mnemo.check)


_SEEDS = [
    "Trust Wallet seed:\n{pw}",
    "сид-фраза от кошелька: {pw}",
    "recovery phrase {pw}",
    "әмиян сөздері: {pw}",
    "fraza odzyskiwania: {pw}",
    "мнемоніка: {pw}",
    "сид хӀара ю: {pw}",
]

_CARD_PREFIXES = ["4", "51", "53", "55", "2200", "2202", "2204", "62"]


def _card_number(rng: random.Random) -> str:
    prefix = rng.choice(_CARD_PREFIXES)
    body = prefix + _r(rng, D, 15 - len(prefix))
    return body + luhn.calc_check_digit(body)


def _card(rng: random.Random) -> str:
    number = _card_number(rng)
    sep = rng.choice([" ", "-", "", " "])
    return v.grouped(number, sep, rng)


_CARDS = [
    "card {pw} exp 09/29",
    "карта {pw}, срок до 11/28",
    "картаның нөмірі: {pw}",
    "numer karty {pw}",
    "номер картки {pw}, тату",
    "pay the hotel deposit with {pw}",
    "картан номер {pw}",
    "Visa {pw} 04/30 AIGERIM ZHAKSYLYKOVA",
]
_CVV = [
    "card ending 4417, CVV {pw}",
    "CVC2 — {pw}",
    "код на обороте карты: {pw}",
    "the three digits on the back are {pw}",
    "артындағы үш сан: {pw}",
    "kod CVV z tyłu karty: {pw}",
    "CVV-код {pw}",
    "security code: {pw}",
]

_IBAN_SHAPES = {
    "KZ": "nnn" + "c" * 13, "UA": "n" * 6 + "n" * 19, "PL": "n" * 24,
    "MD": "aa" + "n" * 18, "GE": "aa" + "n" * 16, "AZ": "aaaa" + "n" * 20,
}  # fmt: skip


def _iban(rng: random.Random) -> str:
    number = v.iban_shaped(rng, rng.choice(list(_IBAN_SHAPES)), _IBAN_SHAPES)
    return v.iban_spaced(number) if rng.random() < 0.4 else number


_IBANS = [
    "IBAN: {pw}",
    "счёт для оплаты вагонов {pw}",
    "шот нөмірі (IBAN) {pw}",
    "numer konta {pw}",
    "рахунок {pw}, отримувач Гриценко Т.",
    "IBAN {pw} ю",
    "wire the deposit to {pw}",
]


def _digits(n: int) -> Maker:
    return lambda g: _r(g, D, n)


def _pesel(rng: random.Random) -> str:
    def make(g: random.Random) -> str:
        year, month, day = g.randrange(40, 100), g.randrange(1, 13), g.randrange(1, 29)
        return f"{year:02d}{month:02d}{day:02d}{_r(g, D, 5)}"

    return v.until(rng, make, pl_pesel.is_valid)


_IDS: list[tuple[str, Callable[[random.Random], str]]] = [
    ("ИНН {pw}", lambda g: v.until(g, _digits(12), ru_inn.is_valid)),
    ("ИНН организации: {pw}", lambda g: v.until(g, _digits(10), ru_inn.is_valid)),
    ("ОГРН {pw}", lambda g: v.until(g, lambda h: "1" + _r(h, D, 12), ru_ogrn.is_valid)),
    ("РНОКПП {pw}", lambda g: v.until(g, _digits(10), ua_rntrc.is_valid)),
    ("код ЄДРПОУ: {pw}", lambda g: v.until(g, _digits(8), ua_edrpou.is_valid)),
    ("PESEL babci: {pw}", _pesel),
    ("NIP {pw}", lambda g: v.until(g, _digits(10), pl_nip.is_valid)),
    ("REGON: {pw}", lambda g: v.until(g, _digits(9), pl_regon.is_valid)),
    ("УНП контрагента {pw}", lambda g: v.until(g, _digits(9), by_unp.is_valid)),
    (
        "taxpayer number (INN) of the forwarder: {pw}",
        lambda g: v.until(g, _digits(10), ru_inn.is_valid),
    ),
]
ID_MODULES = [ru_inn, ru_ogrn, ua_rntrc, ua_edrpou, pl_pesel, pl_nip, pl_regon, by_unp]


def _table(rng: random.Random, n: int, cls: str, table: list[tuple[str, Maker]]) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, table, n):
        secret = make(rng)
        out.append(Sample(cls, template.format(pw=secret), secret))
    return out


# --- codes, wifi, PINs, phrases ----------------------------------------------------------------

_TOTP = [
    "TOTP secret: {pw}",
    "otpauth://totp/EsilDiirmen:daulet.s?secret={pw}&issuer=EsilDiirmen",
    "2FA кілті: {pw}",
    "setup key {pw}",
    "ключ для Google Authenticator: {pw}",
    "klucz 2FA do banku: {pw}",
]
_OTP = [
    "Ваш код подтверждения: {pw}",
    "{pw} — растау коды, ешкімге айтпаңыз",
    "Kod weryfikacyjny: {pw}",
    "Код підтвердження: {pw}",
    "Use {pw} to sign in to VagonTrack",
    "{pw} is your ShalkarBook verification code",
    "Сізің кодыңыз: {pw}",
    "SMS код {pw} ю, сихха йазде",
]


def _otp(rng: random.Random) -> str:
    value = _r(rng, D, 6)
    return f"{value[:3]} {value[3:]}" if rng.random() < 0.25 else value


def _backups(rng: random.Random, n: int) -> list[Sample]:
    heads = [
        "GitHub recovery codes:",
        "резервные коды Google:",
        "сақтық кодтар (2FA):",
        "kody zapasowe do konta:",
        "резервні коди:",
        "EsilPay backup codes",
    ]
    out = []
    for index, head in enumerate(v.cycle(rng, heads, n)):
        codes = v.backup_codes(rng, rng.choice([8, 10]), index % 4)
        sep = rng.choice(["\n", ", ", "\n"])
        out.append(Sample("backup_codes", f"{head}\n{sep.join(codes)}", codes[2]))
    return out


_WIFI = [
    "Wi-Fi: {net} / {pw}",
    "WIFI:T:WPA;S:{net};P:{pw};;",
    "вайфай {net}, пароль {pw}",
    "wifi құпия сөзі: {pw}",
    "hasło do wifi: {pw}",
    "network {net} key {pw}",
    'network={{\n  ssid="{net}"\n  psk="{pw}"\n}}',
    "пароль від вайфаю {pw}",
    "вайфай пароль {pw} ю",
    "WPA key for {net}: {pw}",
]
_PINS = [
    "код от домофона {pw}",
    "PIN карты: {pw}",
    "kod do furtki: {pw}#",
    "есіктің коды {pw}",
    "пін-код {pw}",
    "сейфтің коды — {pw}",
    "the alarm code at the resort office is {pw}",
    "lock code for the sample cabinet: {pw}",
    "PIN do karty {pw}, nie mów nikomu",
    "кодан замок {pw} ю",
]


def _pin(rng: random.Random) -> str:
    return _r(rng, D, rng.choice([4, 4, 5, 6]))


_PHRASES = [
    "KeePass master passphrase: {pw}",
    "BitLocker passphrase = {pw}",
    "кодовая фраза: {pw}",
    "passphrase for the backup disk → {pw}",
]
_PHRASE_WORDS = [
    "tundra",
    "wagon",
    "birch",
    "flour",
    "hopper",
    "lake",
    "steppe",
    "pike",
    "kettle",
    "harvest",
    "siding",
    "sparrow",
    "felt",
    "yurt",
    "rail",
    "sunflower",
]


def _phrase(rng: random.Random) -> str:
    return rng.choice([" ", "-", " "]).join(rng.sample(_PHRASE_WORDS, 4))


_SPELLED = [
    "the password is the word {pw} followed by 4471",
    "Пароль — слово {pw}, потом 2031",
    "Hasło to słowo {pw} i liczba 505",
    "құпия сөз: {pw} деген сөз, артынан 88",
    "{pw} with a capital first letter and 293 at the end",
    "пароль: слово {pw} з великої літери і 1947 в кінці",
]
_SPELLED_WORDS = [
    "Kokterek",
    "Zhusanbai",
    "Sazanchik",
    "Tundykbai",
    "Kayindy",
    "Elevatorka",
    "Bidaishy",
    "Shchukino",
    "Karasuk",
    "Arpalyk",
]


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, [*_SPELLED, "dictated"], n)):
        if template == "dictated" or index % 3 == 2:
            value = rng.choice(_LOWER_WORDS) + _r(rng, D, 3)
            spelled = " ".join(value.upper())
            head = rng.choice(["по буквам: ", "spelled out: ", "әріптеп: ", "literuję: "])
            out.append(Sample("spelled_password", f"{head}{spelled}", spelled))
            continue
        word = rng.choice(_SPELLED_WORDS) + _r(rng, LOWER, 2)
        out.append(Sample("spelled_password", template.format(pw=word), word))
    return out


def _fill(cls: str, templates: list[str], make: Maker) -> Callable[[random.Random, int], Any]:
    return lambda rng, n: _take(rng, cls, templates, n, make)


_PLAN: list[tuple[Callable[[random.Random, int], list[Sample]], int]] = [
    (_fill("password_label", _LABELLED, _pw), 50),
    (_fill("password_said", _SAID_FIRST, _pw), 20),
    (_fill("login_pair", _LOGINS, _pw), 25),
    (_fill("login_url", _URLS, _plain_pw), 15),
    (_fill("cli_password", _CLI, _plain_pw), 26),
    (_fill("stdin_password", _STDIN, _plain_pw), 10),
    (_fill("config_password", _CONFIGS, _plain_pw), 20),
    (_vendors, 30),
    (_fill("invented_vendor", _INVENTED, _invented_key), 15),
    (_fill("bare_token", _BARE, _j((ALNUM, 40))), 10),
    (_fill("hex_key", _HEX, _hex), 12),
    (_fill("jwt", _JWTS, _jwt), 10),
    (_fill("pem_key", _PEMS, _pem), 6),
    (_fill("seed_phrase", _SEEDS, _seed), 12),
    (_fill("card", _CARDS, _card), 15),
    (_fill("card_code", _CVV, _digits(3)), 8),
    (_fill("iban", _IBANS, _iban), 12),
    (lambda rng, n: _table(rng, n, "national_id", _IDS), 14),
    (_fill("totp_secret", _TOTP, lambda g: v.totp_secret(g, spaced=False)), 10),
    (_fill("one_time_code", _OTP, _otp), 12),
    (_backups, 10),
    (_fill("wifi_key", _WIFI, _pw), 15),
    (_fill("pin_code", _PINS, _pin), 15),
    (_fill("passphrase", _PHRASES, _phrase), 8),
    (_spelled, 10),
]


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the 1C admin password is", "{s}", _pw),
    ("split_password", "пароль от весовой:", "{s} (поменял после уборки)", _pw),
    ("split_password", "құпия сөз", "{s}", _pw),
    ("split_password", "hasło do komputera babci to", "{s}\nzapisz gdzieś", _pw),
    ("split_password", "пароль від пошти", "{s}", _pw),
    ("split_password", "складан пароль", "{s} ю", _pw),
    ("split_password", "VagonTrack login: dispatcher2, password", "{s}", _pw),
    ("split_password", "the password Sergei read out over the radio was", "{s}, I think", _pw),
    ("split_wifi", "Shalkar Guest 5G wifi key:", "{s}", _pw),
    ("split_wifi", "вайфай на элеваторе, пароль", "{s}", _pw),
    ("split_token", "ZernoLink API key", "{s}", _j((HEX, 40))),
    ("split_token", "GitHub token:", "{s} (repo scope)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "EsilPay client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "seed phrase", "{s}", _seed),
    ("split_card", "номер карты", "{s} до 03/29", _card),
    ("split_iban", "IBAN", "{s}", _iban),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PESEL", "{s}", _pesel),
    ("split_pin", "код от домофона", "{s}#", _pin),
    ("split_code", "CVV", "{s}", _digits(3)),
]


def field_pairs() -> list[FieldPair]:
    rng = random.Random(SEED + 1)
    out = []
    for cls, first, second, make in _SPLITS:
        secret = make(rng)
        out.append(FieldPair(cls, first, second.format(s=secret), secret))
    return out


_META: list[tuple[str, list[str], Maker]] = [
    ("metadata_password", ["password", "пароль", "құпия_сөз", "hasło", "db_pass"], _pw),
    ("metadata_password", ["passwd", "qupia_soz", "пароль_1с"], _pw),
    ("metadata_token", ["api_key", "token", "vagontrack_key"], _j((ALNUM, 40))),
    ("metadata_token", ["github_token"], _j("ghp_", (ALNUM, 36))),
    ("metadata_wifi", ["wifi_key", "wpa_psk", "вайфай_пароль"], _pw),
    ("metadata_pin", ["pin", "door_code", "пин_код", "kod_do_furtki"], _pin),
    ("metadata_card", ["card_number", "номер_карты"], _card),
    ("metadata_iban", ["iban"], _iban),
    ("metadata_seed", ["seed_phrase", "mnemonic"], _seed),
    ("metadata_totp", ["totp_secret", "2fa_secret"], lambda g: v.totp_secret(g, spaced=False)),
]


def metadata_samples() -> list[MetadataSample]:
    rng = random.Random(SEED + 2)
    parents = ["creds", "mill", "booking", "dispatch", "auth", "settings", "lab"]
    out = []
    for index in range(20):
        cls, keys, make = _META[index % len(_META)]
        secret = make(rng)
        inner: dict[str, Any] = {rng.choice(keys): secret, "host": rng.choice(_USERS) + ".lan"}
        for parent in rng.sample(parents, rng.randrange(1, 3)):
            inner = {parent: [inner]} if rng.random() < 0.3 else {parent: inner}
        out.append(MetadataSample(cls, inner, secret))
    return out


# Hard lookalikes that hold no secret: nothing in them may be scrubbed.
CLEAN = [
    "The password policy for 1C is twelve characters and a digit.",
    "пароль от 1С спроси у Даулета, в чат не пиши",
    "құпия сөзді ешкімге айтпаңыз, банк оны ешқашан сұрамайды",
    "hasło jest w zeszycie u babci, nie piszę go tu",
    "пароль від пошти тато забув, треба скинути через банк",
    "пароль хӀинца а хийцина дац, Руслан кхин дийр ду",
    "Release 4.18.2 of the scale bridge is out; changelog in the wiki.",
    "sha256 of elevator-fw-2031.bin: "
    "9f2c4e1a7b3d5f60e8a2c4b6d8f0a1c3e5b7d9f1a2c4e6b8d0f2a4c6e8b0d2f4",
    "commit 3e9a1f7c2b4d6e8a0c1f3b5d7e9a2c4f6b8d0e1a fixed the wagon import",
    "Order ZR-2031-00481 shipped from Petropavl-Tovarnaya, 12 hoppers.",
    "Tracking number 58204917365 for the lab samples to Astana.",
    "Postcode 150000, Petropavl; the elevator is at 150900.",
    "Call the resort desk at +7 715 246 18 33 after 9.",
    "Wagon 95483217 arrived on 14.09.2031 at 06:40.",
    "Price per tonne of first-grade flour: 148 500 ₸ ex-works.",
    "card ending 4417, expires 09/29",
    "карта **** **** **** 2208, срок 11/28",
    "IBAN: KZ** **** **** **** 3381 (masked on the invoice)",
    "The PIN must be four digits; never write it on the card.",
    "Код из СМС никому не сообщайте, даже сотрудникам банка.",
    "Kod weryfikacyjny przyjdzie SMS-em za chwilę.",
    "Растау коды бір минуттан кейін келеді.",
    "Код підтвердження прийде на телефон тата.",
    "The wifi password is on the card at the reception of Shalkar resort.",
    "вайфай пароль на стикере под роутером, посмотри сам",
    "Product code PSH-1-50 (flour, first grade, 50 kg bag).",
    "Coordinates of the Mamlyut elevator: 54.9371, 68.5402.",
    "Lake Shalkar pier at 53.2861 N, 69.0411 E.",
    "Ticket #48213: scale 2 shows 0.00 after restart.",
    "Заявка №7731 на 24 вагона, станция Петропавловск.",
    "Protein 12.4 %, gluten 27 %, falling number 310 s for lot 2031-17.",
    "The API key field in VagonTrack settings is required.",
    "Generate the EsilPay token in the dashboard, then paste it into the vault.",
    "Rotate the GitHub tokens every 90 days.",
    "Set SCALE_PASSWORD in the vault, not in the .env file.",
    "DB_PASSWORD=${DB_PASSWORD}",
    "password: <from the vault>",
    "пароль: см. менеджер паролей",
    "hasło: (zapytaj Marka)",
    "The TOTP app shows a new code every 30 seconds.",
    "Backup codes are printed and kept in the safe in the director's office.",
    "The seed phrase of the resort's wallet is on paper in the bank box.",
    "Door code changes on the first of every month.",
    "The alarm code is set by the security firm; ask them, not me.",
    "UUID of the wagon batch: see the manifest, row 14.",
    "Invoice 2031/09/117 for 3 840 000 ₸ is paid.",
    "Version 8.3.24.1691 of the 1C platform is installed on srv1c.",
    "pip install scale-bridge==2.7.1",
    "Lab sample 17-B: moisture 13.1 %, ash 0.55 %.",
    "The train leaves Petropavl at 23:15, wagon 07, seat 21.",
    "Токен бота лежит в Vault, путь secret/dispatch/bot.",
    "Сервердің кілті Vault-та сақталған.",
    "Klucz do furtki jest pod doniczką, kod ustawimy jutro.",
    "Ключ від сараю у тата в кишені.",
    "Ключ Русланан машенехь бу.",
    "Passwords for the resort booking system must be changed after the season.",
    "The elevator PLC still runs firmware 3.1.4, build 20310914.",
    "Payment reference PR-2031-118734 for the Shalkar cottages.",
    "Тел. диспетчера: 8 (7152) 46-18-90.",
    "GOST 26574-2017 applies to wheat flour; check section 5.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"password_policy": "12 chars, one digit", "token_count": 512},
    {"pin_pad": "broken", "door": "north gate"},
    {"auth": {"method": "oauth", "provider": "gitlab"}},
    {"creds": {"username": "dispatcher2", "host": "db.esil-diirmen.lan"}},
    {"order": "ZR-2031-00481", "wagons": 12, "station": "Petropavl-Tovarnaya"},
    {"sha256": "4b7e2c9d1f3a5b6c8d0e2f4a6b8c0d1e3f5a7b9c1d3e5f7a9b0c2d4e6f8a1b3c"},
    {"card_last4": "4417", "expires": "09/29"},
    {"lot": "2031-17", "protein": 12.4, "moisture": 13.1},
    {"пароль": "в менеджере паролей", "ответственный": "Даулет"},
    {"version": "8.3.24.1691", "server": "srv1c"},
]
