# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-fourteenth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four-hundred-and-thirteenth's docstring,
the fifth to four-hundred-and-thirteenth only through grep -l counts (languages, wordings, tools,
vendors, id kinds and IBAN countries already used), the sample types, the value helpers and the
python-stdnum and mnemonic packages; never `memories/`, the tuning, round or concurrent corpora
(415, 416, 417), any other test, the reports, the benchmarks nor the git history, and the scrubber
was never run on it. Its own seed (414_268_953), password words (a grain, steppe or haulage word
of Kostanay with a number and a sign, `Ubagan47!`; dot-joined words with a year,
`bidai.tobyl.2031`; leet `K0mb@in#Taran38`; random runs with a sign; dashed generator groups; two
words joined by a bar or underscore with a number, `Berkut_Samosval-58`).

The fictional company is TOO Tobyl Astyk Holding of Kostanay, Kazakhstan: the Ubagan grain
elevator (an invented elevator at an invented siding north of the city), Lisakov Ruda Trans (an
invented iron-ore haulage firm in Lisakovsk) and Dala Traktor Servis (an invented tractor dealer on
an invented street of Kostanay). Staff: Yerlan Sadvakasov (IT), Aigerim Zhaksylykova (the elevator
office, who texts in Kazakh in both scripts), Natalya Pustovoit (accounts, Russian as texted in the
north), the Reimer family of the dealer (Viktor and Olga, Russian-Germans who text in German),
Siarhei Kavaliou (a mechanic from Baranavichy, in Belarusian) and the spare-parts supplier Rustem
Gabdullin of an invented Kazan firm (in Tatar). Every company, person, address, domain
(`tobylastyk.lan`, `ubagan-elevator.example`, `lisruda.example`, `dalatraktor.example`,
`kazan-zapchast.example`), account and number is invented; only the region is real. Texts:
WhatsApp and Telegram chats, tickets, notes, runbooks, shell history, config and env files,
voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`, `->`, `→`,
`=>`, `/`, `|`, `::`, a tab, an em dash, `ist`, `is`, `—` after `пароль`, `мынау`, a new
line, a question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 413, grep -l): none for `Костанай`, `Qostanay`, `Лисаковск`,
`Russlanddeutsch`, `Rostselmash`, `Lomtech`, `IBAN LT`, `IBAN LV`, `IBAN KW`, `IBAN AT`; one for
`Kostanay`, `Lisakovsk`, `элеватор`, `Claas`, `Kirovets`, `qupiasóz`, `IBAN TR`; two to six for
`Bereke`, `Sergek`, `John Deere`, `Trimble`, `IBAN KZ` (6), `IBAN BY` (5),
`de.handelsregisternummer`; nine to twenty-two for `серсүз`, `пароль ад`, `de.stnr`, `Halyk`,
`Kaspi`, `by.unp`, `құпиясөз`, `құпия сөз`; `ru.ogrn` (31), `ru.inn` (41), `Passwort ist` (34) and
`parol` (164) are common, so other wordings stand beside them (`Passwort is`, `пароль мынау`,
`сайтның серсүзе`, `компьютердің паролі`).
Languages: about half English, config or shell; the rest in the Russian of northern Kazakhstan as
texted (`пароль скину отдельно`, `никому не давай`, `скинь быстрее`, `Наташ`), Kazakh in Cyrillic
(`құпия сөзі`, `ешкімге берме`, `рақмет`) and in the 2021 Latin alphabet (`paról mynaý`, `eshkimge`,
`sózi`), the German of a Russian-German family (`Passwort is`, `Mutti`, `gell`), the Belarusian of a
mechanic (`пароль ад`, `нікому не кажы`, `майстэрні`) and the Tatar of a supplier (`серсүз`,
`беркемгә дә әйтмә`, `рәхмәт`). The Latin Kazakh spellings, the Belarusian and Tatar wordings and
the Russian slang are my guesses. Vendors: the invented Astyk Zerno, Dala GPS, Ubagan Vesy and Tobyl
Pay, plus Wialon, Bereke Bank, Otbasy Bank, Ak Bars, Belarusbank, Sparkasse, GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, DigitalOcean,
Shopify, Linear, Groq, Notion, Postman, Doppler, Vault, Sentry, Supabase, Tailscale, Grafana, Docker
Hub, PyPI, Mailgun, Figma, New Relic and Atlassian shapes. Ids: Russia's INN (both lengths) and
OGRN, Belarus's UNP and Germany's Steuer-Identifikationsnummer, each drawn until its `stdnum` module
validates it (python-stdnum has no Kazakh module, so no IIN or BIN is used). IBANs of Kazakhstan,
Belarus, Lithuania, Latvia, Austria and Kuwait, checked with `stdnum.iban`; seed phrases from
`mnemonic`'s English, Russian and Czech lists, each checked with `Mnemonic.check`; cards pass Luhn
(Visa, Mastercard, Mir, UnionPay and Belkart prefixes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.by import unp as by_unp
from stdnum.de import idnr as de_idnr
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 414_268_953
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
UPPER_DIGITS = UPPER + D
URLSAFE = ALNUM + "-_"

_r, _j = v.r, v.token
Maker = v.Maker

_WORDS = ["Ubagan", "Tobyl", "Bidai", "Astyk", "Kombain", "Zhusan", "Samosval", "Berkut", "Kulan",
          "Arpa", "Taran", "Sorgo", "Rudnik", "Karier", "Dala", "Zernosushka", "Kirovets",
          "Elevator", "Suly", "Bulak", "Lisakov", "Saryarka"]  # fmt: skip
_SIGNS = "!#$%&*?@+"
_USERS = ["yerlan", "aigerim.zh", "npustovoit", "vreimer", "olga.reimer", "s.kavaliou",
          "rgabdullin", "operator1", "vesovaya", "dispatcher", "admin", "root"]  # fmt: skip
_HOSTS = ["db.tobylastyk.lan", "1c.tobylastyk.lan", "vesy.ubagan-elevator.example",
          "gps.lisruda.example", "erp.dalatraktor.example", "nas.tobylastyk.lan"]  # fmt: skip


_LEET: dict[str, str | int | None] = {"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}


def _leet(word: str) -> str:
    return word.translate(str.maketrans(_LEET))


def _pw(rng: random.Random) -> str:
    """A password as the staff set them."""
    style = rng.randrange(6)
    w1, w2 = rng.sample(_WORDS, 2)
    if style == 0:
        return f"{w1}{rng.randrange(10, 9999)}{rng.choice(_SIGNS)}"
    if style == 1:
        return f"{w1.lower()}.{w2.lower()}.{rng.randrange(2024, 2040)}"
    if style == 2:
        return f"{_leet(w1)}{rng.choice(_SIGNS)}{w2}{rng.randrange(10, 99)}"
    if style == 3:
        return _r(rng, ALNUM, rng.randrange(11, 17)) + rng.choice(_SIGNS) + _r(rng, D, 2)
    if style == 4:
        return "-".join(_r(rng, ALNUM, 4) for _ in range(3)) + str(rng.randrange(10))
    return f"{w1}{rng.choice('_|')}{w2}-{rng.randrange(10, 99)}"


def _plain_pw(rng: random.Random) -> str:
    w = rng.choice(_WORDS)
    return f"{w}{rng.randrange(100, 9999)}{rng.choice(_SIGNS)}{_r(rng, UPPER, 1)}"


def _take(
    rng: random.Random, cls: str, templates: list[str], n: int, make: Maker, **pools: list[str]
) -> list[Sample]:
    """``n`` samples: each template with a fresh secret in ``{s}`` and a pick of each pool."""
    out = []
    for template in v.cycle(rng, templates, n):
        text = template
        for name, pool in pools.items():
            text = text.replace("{" + name + "}", rng.choice(pool))
        secret = make(rng)
        out.append(Sample(cls, text.replace("{s}", secret), secret))
    return out


_LABELLED = [
    "1C admin password: {s}",
    "router password = {s}",
    "NAS admin pw -> {s}",
    "Ubagan Vesy web console password → {s}",
    "scale terminal pwd => {s}",
    "password / {s} (the weighbridge PC)",
    "VPN password | {s}",
    "pass:: {s}",
    "password\t{s}",
    "The Dala GPS dispatcher password is {s}",
    "CCTV NVR password — {s}",
    "password:\n{s}",
    "what's the password for the dryer's HMI?\n{s}",
    "{s} — that's the 1C password for the new accountant",
    "{s}, that's what I set for the elevator router",
    "Yerlan, remind me: mail password for the elevator office is {s}",
    "пароль от 1С: {s}",
    "пароль такой — {s}, никому не давай",
    "Наташ, пароль от банк-клиента {s} ага",
    "пароль от весовой\n{s}",
    "пароль на комп диспетчера => {s}",
    "какой пароль от почты элеватора?\n{s}",
    "{s} — это пароль от роутера в конторе",
    "құпия сөзі: {s}",
    "пароль мынау: {s}, ешкімге берме",
    "1С паролі → {s} рақмет",
    "компьютердің паролі {s}",
    "qupıa sóz: {s}",
    "paról mynaý: {s}, eshkimge aıtpa",
    "1C paróli = {s}",
    "Mutti, das Passwort is {s}",
    "Kennwort vom Händlerportal: {s} gell",
    "Passwort fürs Büro-Laptop lautet {s}",
    "пароль ад кампутара ў майстэрні: {s}",
    "пароль ад дыягностыкі {s}, нікому не кажы",
    "серсүз: {s}",
    "сайтның серсүзе бу {s}, беркемгә дә әйтмә",
    "парольне җибәрәм: {s} рәхмәт",
]

_LOGINS = [
    "login: {u} / {s}",
    "creds {u}:{s}",
    "sign in as {u} with {s}",
    "{u} / {s}",
    "u={u} p={s}",
    "user {u}, password {s}",
    "creds for the weighbridge PC are {u} and {s}",
    "логин {u} пароль {s}",
    "логин: {u}\nпароль: {s}",
    "пайдаланушы {u}, құпия сөз {s}",
    "paıdalanýshy: {u} qupıa sóz: {s}",
    "Benutzer {u}, Passwort {s}",
    "карыстальнік {u} пароль {s}",
    "логин {u} серсүз {s}",
    "| {u} | {s} | 1C |",
]

_URLS = [
    "postgresql://{u}:{s}@db.tobylastyk.lan:5432/astyk",
    "mysql://{u}:{s}@erp.dalatraktor.example/dealer",
    "DATABASE_URL=postgres://{u}:{s}@gps.lisruda.example:5432/fleet",
    "ftp://{u}:{s}@nas.tobylastyk.lan/scans/",
    "redis://:{s}@cache.tobylastyk.lan:6379/0",
    "amqp://{u}:{s}@mq.lisruda.example:5672/",
    "mongodb://{u}:{s}@vesy.ubagan-elevator.example:27017/weights",
    "https://{u}:{s}@git.tobylastyk.lan/astyk/zerno.git",
    "smb://{u}:{s}@nas.tobylastyk.lan/buh",
    "socks5://{u}:{s}@:1080",
]

_CLI = [
    "$ mysql -u {u} -p{s} dealer",
    "sshpass -p '{s}' ssh {u}@gps.lisruda.example",
    "curl -u {u}:{s} https://erp.dalatraktor.example/api/stock",
    "redis-cli -h cache.tobylastyk.lan -a '{s}'",
    "docker login registry.tobylastyk.lan -u {u} -p {s}",
    "mosquitto_pub -h mqtt.ubagan-elevator.example -u {u} -P {s} -t silo/3/temp -m 12",
    "7z a scans.7z scans/ -p{s}",
    "zip -P {s} akty.zip akty/*.pdf",
    "openssl enc -aes-256-cbc -in vedomost.xlsx -out vedomost.enc -pass pass:{s}",
    "gpg --batch --passphrase '{s}' -c dogovor.pdf",
    "xfreerdp /v:1c.tobylastyk.lan /u:{u} /p:{s}",
    "smbclient //nas.tobylastyk.lan/buh -U {u}%{s}",
    "lftp -u {u},{s} ftp.lisruda.example",
    "ipmitool -I lanplus -H 10.14.2.9 -U {u} -P {s} chassis status",
    "sqlcmd -S 1c.tobylastyk.lan -U sa -P '{s}'",
    "ldapsearch -x -D cn={u},dc=tobylastyk,dc=lan -w {s}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {s}",
    "keytool -importkeystore -srckeystore dala.p12 -storepass {s}",
    "rabbitmqctl add_user {u} {s}",
    "mongosh --host vesy.ubagan-elevator.example -u {u} -p '{s}'",
    "clickhouse-client --user {u} --password '{s}'",
    'psql "host=db.tobylastyk.lan user={u} password={s} dbname=astyk"',
    "net use Z: \\\\nas.tobylastyk.lan\\buh {s} /user:{u}",
    "plink -ssh {u}@gps.lisruda.example -pw {s}",
    "cqlsh telemetry.lisruda.example -u {u} -p {s}",
    "hydra -l {u} -p {s} ssh://10.14.2.40",
    "sqlplus {u}/{s}@//erp.dalatraktor.example:1521/DEALER",
    "ssh-keygen -t ed25519 -N '{s}' -f ~/.ssh/astyk",
    "mysqldump -u{u} --password={s} astyk > astyk.sql",
    "PGPASSWORD='{s}' pg_dump -h db.tobylastyk.lan -U {u} astyk",
]

_STDIN = [
    "echo '{s}' | sudo -S systemctl restart wialon-relay",
    "echo {s} | docker login -u {u} --password-stdin registry.tobylastyk.lan",
    "printf '%s\\n' '{s}' | passwd --stdin {u}",
    "kinit {u}@TOBYLASTYK.LAN <<< '{s}'",
    "podman login -u {u} --password-stdin quay.tobylastyk.lan <<< {s}",
    "echo -n '{s}' | podman secret create db_pass -",
    "echo '{s}' | kibana-keystore add elasticsearch.password --stdin",
    "mysql -u {u} -p <<EOF\n{s}\nEOF",
    'echo "{s}" | sudo -S apt-get upgrade -y',
    "cat <<< '{s}' | helm registry login harbor.tobylastyk.lan -u {u} --password-stdin",
]

_CONFIGS = [
    "DB_PASSWORD={s}",
    "export ASTYK_DB_PASS='{s}'",
    'password: "{s}"',
    "[client]\nuser={u}\npassword={s}",
    "spring.datasource.password={s}",
    "SMTP_PASS={s}\nSMTP_USER=noreply@tobylastyk.lan",
    "  db:\n    user: {u}\n    password: '{s}'",
    "define('DB_PASSWORD', '{s}');",
    '<add key="ScalePassword" value="{s}" />',
    'variable "db_password" {\n  default = "{s}"\n}',
    "db.tobylastyk.lan:5432:astyk:{u}:{s}",
    'REDIS_PASSWORD = "{s}"',
    "[wialon]\nlogin = {u}\npasswd = {s}",
    "MAIL_PASSWORD: {s}",
    "requirepass {s}",
    '"password": "{s}",',
    "bindpw {s}",
    "ENV MQTT_PASS={s}",
    "jdbc.password = {s}",
    "auth_pass={s}",
]


def _aws_secret(g: random.Random) -> str:
    return _r(g, ALNUM + "+/", 40)


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={s}", _j("ghp_", (ALNUM, 36))),
    ("fine-grained PAT for the zerno repo: {s}", _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab token {s}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={s}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe live key: {s}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={s}", _j("sk-proj-", (URLSAFE, 48), "T3BlbkFJ", (URLSAFE, 48))),
    ("ANTHROPIC_API_KEY={s}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {s}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {s}", _aws_secret),
    ("Google Maps key for the haulage map: {s}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={s}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={s}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={s}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key sid {s}", _j("SK", (HEX, 32))),
    ("бот элеватора, токен {s}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("DIGITALOCEAN_TOKEN={s}", _j("dop_v1_", (HEX, 64))),
    ("shopify admin token for the parts shop: {s}", _j("shpat_", (HEX, 32))),
    ("LINEAR_API_KEY={s}", _j("lin_api_", (ALNUM, 40))),
    ("GROQ_API_KEY={s}", _j("gsk_", (ALNUM, 52))),
    ("notion integration secret: {s}", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("postman key {s}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={s}", _j("dp.st.prd.", (ALNUM, 43))),
    ("VAULT_TOKEN={s}", _j("hvs.", (URLSAFE, 90))),
    ("SENTRY_AUTH_TOKEN={s}", _j("sntrys_", (ALNUM, 60))),
    ("supabase access token {s}", _j("sbp_", (HEX, 40))),
    ("tailscale up --authkey={s}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 33))),
    ("grafana service account token: {s}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("docker hub PAT {s}", _j("dckr_pat_", (URLSAFE, 27))),
    ("password = {s}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("MAILGUN_API_KEY={s}", _j("key-", (HEX, 32))),
    ("figma token for the brochure: {s}", _j("figd_", (URLSAFE, 40))),
    ("NEW_RELIC_API_KEY={s}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("jira api token {s}", _j("ATATT3xFfGF0", (URLSAFE, 180), "=", (HEX.upper(), 8))),
]

_INVENTED = [
    "Astyk Zerno API key: {s}",
    "API ключ Dala GPS: {s}",
    "ключ API Ubagan Vesy — {s}",
    "Tobyl Pay API кілті: {s}",
    "Dala GPS API kilti: {s}",
    "API-Schlüssel fürs Händlerportal: {s}",
    "API ачкычы Kazan Zapchast: {s}",
    "Wialon token: {s}",
    "Integrations › Astyk Zerno: {s}",
    "Ubagan Vesy integration broken, current key {s}",
    "ключ ад API дыягностыкі: {s}",
    "TOBYL_PAY_SECRET_KEY={s}",
    "Dala GPS client secret {s}",
    "api_key: {s}  # astyk zerno",
    "токен Astyk Zerno {s}",
]


def _invented_key(g: random.Random) -> str:
    roll = g.randrange(3)
    if roll == 0:
        return _r(g, HEX, g.choice([32, 40, 64]))
    if roll == 1:
        return v.uuid4(g, g.choice("89ab"))
    return _r(g, ALNUM, 32)


_BARE = [
    "{s}",
    "paste: {s}",
    "it's this one {s}",
    "вот {s}",
    "осы {s}",
    "ось {s}",
    "hier: {s}",
    "скопируй {s} в настройки",
    "Bearer {s}",
    "Authorization: Bearer {s}",
]

_HEXKEYS = [
    "encryption key: {s}",
    "AES key {s}",
    "ASTYK_MASTER_KEY={s}",
    "secret_key_base: {s}",
    "LoRa AppKey {s}",
    "HMAC secret for the weighbridge webhook: {s}",
    "ключ шифрования {s}",
    "шифрлау кілті: {s}",
    "Schlüssel fürs Backup: {s}",
    "APP_KEY={s}",
]


def _hexkey(g: random.Random) -> str:
    return _r(g, g.choice([HEX, HEX.upper()]), g.choice([32, 48, 64]))


def _jwt(g: random.Random) -> str:
    header = {"alg": g.choice(["HS256", "RS256"]), "typ": "JWT"}
    claims = {
        "sub": g.choice(_USERS),
        "iss": g.choice(_HOSTS),
        "exp": g.randrange(2 * 10**9, 10**10),
    }
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(g, URLSAFE, g.choice([43, 86]))}"


_JWTS = [
    "token: {s}",
    "Authorization: Bearer {s}",
    "curl -H 'Authorization: Bearer {s}' https://erp.dalatraktor.example/api",
    "{s}",
    "jwt={s}",
    "Cookie: session={s}",
    "токен доступа {s}",
    "сессия токені: {s}",
    "JWT vom Portal: {s}",
    'access_token: "{s}"',
]


def _pem(g: random.Random) -> str:
    kind = g.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"])
    body = base64.b64encode(bytes(g.randrange(256) for _ in range(g.choice([120, 240])))).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


_PEMS = [
    "{s}",
    "key for the gps server:\n{s}",
    "ключ от сервера диспетчерской\n{s}",
    "cat ~/.ssh/id_astyk\n{s}",
    "tls.key: |\n{s}",
    "kілт:\n{s}",
]

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "czech")}


def _seed(lang: str, words: int) -> Maker:
    mnemo, bits = _MNEMO[lang], {12: 16, 18: 24, 24: 32}[words]

    def draw(g: random.Random) -> str:
        return str(mnemo.to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    def make(g: random.Random) -> str:  # a phrase `Mnemonic.check` reads back (no й to split)
        return v.until(g, draw, mnemo.check)

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("recovery phrase of the company wallet: {s}", _seed("english", 12)),
    ("seed: {s}", _seed("english", 24)),
    ("сид фраза от кошелька {s}", _seed("russian", 12)),
    ("мнемоника: {s}", _seed("russian", 24)),
    ("seed words for the Ledger in the safe\n{s}", _seed("english", 18)),
    ("әмиянның қалпына келтіру сөздері: {s}", _seed("russian", 12)),
    ("Wiederherstellungsphrase: {s}", _seed("english", 12)),
    ("{s}", _seed("english", 12)),
    ("obnovovací fráze: {s}", _seed("czech", 12)),
    ("кашалёк, словы: {s}", _seed("russian", 18)),
    ("янчык сүзләре: {s}", _seed("english", 24)),
    ("backup words, do not lose: {s}", _seed("czech", 24)),
]


def _card(g: random.Random, prefixes: list[str]) -> str:
    prefix = g.choice(prefixes)
    body = prefix + _r(g, D, 15 - len(prefix))
    return body + luhn.calc_check_digit(body)


_CARD_PREFIXES = [["4"], ["51", "53", "55"], ["2200", "2202", "2204"], ["62"], ["9112"]]


def _card_maker(g: random.Random) -> str:
    number = _card(g, g.choice(_CARD_PREFIXES))
    sep = g.choice(["", " ", "-", " ", "."])
    return sep.join(number[i : i + 4] for i in range(0, 16, 4)) if sep else number


_CARDS = [
    "card {s} exp 09/31",
    "company card: {s}",
    "Наташ, карта {s} до 11/30",
    "номер карты {s}",
    "карта нөмірі: {s}",
    "karta nómiri {s}",
    "Kartennummer {s}",
    "нумар карткі {s}",
    "карта номеры {s}",
    "pay the Kazan parts invoice with {s}",
    "{s} 04/32 VIKTOR REIMER",
    "Kaspi Gold {s}",
    "Belkart of the Baranavichy shop: {s}",
    "Mir card for the Kazan supplier {s}",
]

_CVVS = [
    "security code on the back: {s}",
    "CVV {s}",
    "the three digits on the back are {s}",
    "CVC: {s}",
    "код на обороте карты {s}",
    "CVV коды {s}",
    "Prüfnummer {s}",
    "CVV2: {s} (card ending 4410)",
]

_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "BY": "cccc" + "nnnn" + "c" * 16, "LT": "n" * 16,
                "LV": "aaaa" + "c" * 13, "AT": "n" * 16, "KW": "aaaa" + "c" * 22}  # fmt: skip


def _iban(country: str, spaced: bool) -> Maker:
    def make(g: random.Random) -> str:
        number = v.iban_shaped(g, country, _IBAN_SHAPES)
        return v.iban_spaced(number) if spaced else number

    return make


_IBANS: list[tuple[str, Maker]] = [
    ("IBAN {s}", _iban("KZ", False)),
    ("счёт элеватора: {s}", _iban("KZ", True)),
    ("шот: {s}", _iban("KZ", False)),
    ("IBAN of Lisakov Ruda Trans {s}", _iban("KZ", True)),
    ("рахунак у Беларусбанку {s}", _iban("BY", True)),
    ("IBAN: {s}", _iban("BY", False)),
    ("Konto bei der Sparkasse: {s}", _iban("AT", True)),
    ("IBAN {s} (Reimer, Oma)", _iban("AT", False)),
    ("Lithuanian forwarder's account {s}", _iban("LT", True)),
    ("pay to {s}", _iban("LT", False)),
    ("Riga grain broker IBAN: {s}", _iban("LV", True)),
    ("банковский счёт {s}", _iban("LV", False)),
    ("Kuwaiti buyer's IBAN {s}", _iban("KW", True)),
    ("счёт покупателя {s}", _iban("KW", False)),
]


def _until(g: random.Random, n: int, valid: Any, prefix: str = "") -> str:
    return v.until(g, lambda h: prefix + _r(h, D, n - len(prefix)), valid)


_IDS: list[tuple[str, Maker]] = [
    ("ИНН {s}", lambda g: _until(g, 12, ru_inn.is_valid)),
    ("INN of the Kazan supplier: {s}", lambda g: _until(g, 10, ru_inn.is_valid, "16")),
    ("ИНН поставщика {s}", lambda g: _until(g, 10, ru_inn.is_valid, "16")),
    ("ИНН Рустема: {s}", lambda g: _until(g, 12, ru_inn.is_valid, "16")),
    ("ОГРН {s}", lambda g: _until(g, 13, ru_ogrn.is_valid, "1")),
    ("OGRN: {s}", lambda g: _until(g, 13, ru_ogrn.is_valid, "1")),
    ("ОГРН ООО Казан Запчасть — {s}", lambda g: _until(g, 13, ru_ogrn.is_valid, "1")),
    ("УНП {s}", lambda g: _until(g, 9, by_unp.is_valid, "2")),
    ("УНП майстэрні: {s}", lambda g: _until(g, 9, by_unp.is_valid, "1")),
    ("Belarus UNP {s}", lambda g: _until(g, 9, by_unp.is_valid, "6")),
    ("Steuer-ID {s}", lambda g: _until(g, 11, de_idnr.is_valid, "1")),
    ("Steuerliche Identifikationsnummer von Olga: {s}", lambda g: _until(g, 11, de_idnr.is_valid)),
    ("Identifikationsnummer {s}", lambda g: _until(g, 11, de_idnr.is_valid, "2")),
    ("tax id (Russia) {s}", lambda g: _until(g, 12, ru_inn.is_valid, "45")),
    ("Taxpayer Identification Number {s}", lambda g: _until(g, 10, ru_inn.is_valid, "77")),
    ("Viktor's Steuer-ID is {s}", lambda g: _until(g, 11, de_idnr.is_valid, "3")),
]

_TOTPS = [
    "otpauth://totp/TobylAstyk:{u}?secret={s}&issuer=TobylAstyk",
    "2FA setup key: {s}",
    "TOTP secret for the 1C web login {s}",
    "manual key (can't scan the QR code): {s}",
    "2FA кілті: {s}",
    "ключ для 2FA {s}",
    "2FA-Schlüssel: {s}",
    "otpauth://totp/Wialon:{u}?secret={s}&digits=6&period=30",
    "2FA секрет {s}",
    "TOTP key, typed into Aegis: {s}",
]


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=False)


_OTPS = [
    "Bereke Bank: код подтверждения {s}. Никому не сообщайте",
    "{s} is your Tobyl Pay verification code",
    "Otbasy Bank: растау коды {s}. Ешкімге айтпаңыз",
    "Use {s} to sign in to Dala GPS",
    "Ak Bars: раслау коды {s}, беркемгә дә әйтмәгез",
    "Belarusbank: код {s}",
    "Ihr Bestätigungscode lautet {s}",
    "one-time code: {s}",
    "код из смс {s}, скинь быстрее",
    "verification code {s}",
    "Sparkasse pushTAN: {s}",
    "OTP {s}",
]


def _otp(g: random.Random) -> str:
    code = _r(g, D, g.choice([6, 6, 4, 5]))
    return code if code[0] != "0" else "7" + code[1:]


_WIFIS = [
    "wifi {net} / {s}",
    "Network: {net}\nKey: {s}",
    "WIFI:T:WPA;S:{net};P:{s};;",
    "wifi password for {net} is {s}",
    "вайфай {net} пароль {s}",
    "пароль от вайфая в конторе: {s}",
    "Wi-Fi ({net}) паролі: {s}",
    "wifi paróli: {s}",
    "WLAN {net}, Schlüssel {s}",
    "пароль ад вайфая ў майстэрні {s}",
    "вайфай серсүзе: {s}",
    "ssid={net}\npsk={s}",
    'wpa_passphrase "{net}" "{s}"',
    "{s} — это от вайфая на весовой",
    "guest wifi? Aigerim: {s}",
]
_SSIDS = ["Ubagan-Office", "Elevator 2G", "LisRuda Garage", "Dala Servis 5G", "Kontora-Tobyl",
          "Vesovaya AP"]  # fmt: skip

_PINS = [
    "код от ворот весовой {s}#",
    "PIN карты {s}",
    "кодовый замок на складе ГСМ: {s}",
    "door code for the parts store: {s}",
    "сейфтің коды {s}",
    "esik kody: {s}",
    "PIN vom Hoftor ist {s}",
    "пін-код ад склада {s}",
    "ишек коды: {s}",
    "alarm code for the elevator office: {s}",
    "padlock on the diesel tank: {s}",
    "SIM PIN of the tracker {s}",
    "PIN: {s}",
    "код сигнализации {s}",
    "gate keypad at the Lisakovsk yard takes {s}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_PHRASE_WORDS = ["tobyl", "bidai", "ubagan", "zhusan", "kombain", "samosval", "berkut", "karier",
                 "saryarka", "kulan", "arpa", "taran", "buran", "shanyrak", "kumys",
                 "dombra"]  # fmt: skip
_PHRASES = [
    "KeePass master passphrase: {s}",
    "passphrase for the backup disk: {s}",
    "Bitwarden master password: {s}",
    "кодовая фраза {s}",
    "құпия фраза: {s}",
    "Passphrase vom NAS: {s}",
    "парольная фраза ад ноўтбука: {s}",
    "BORG_PASSPHRASE='{s}'",
]


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", " ", "."]).join(g.sample(_PHRASE_WORDS, 4 + g.randrange(2)))


_SPELLED = [
    "reading it out one character at a time: {s}",
    "[voice note] the key is {s}",
    "по буквам: {s}",
    "әріптеп: {s}",
    "buchstabiert: {s}",
    "па літарах: {s}",
    "хәрефләп: {s}",
    "the token, spaced so the preview hides it: {s}",
    "dictated over the phone: {s}",
    "key in groups: {s}",
]


def _spelled(g: random.Random) -> str:
    token = _r(g, ALNUM, g.choice([24, 28, 32]))
    style = g.randrange(4)
    if style == 0:
        return " ".join(token)
    if style == 1:
        return " - ".join(token[k : k + 4] for k in range(0, len(token), 4))
    if style == 2:
        return " · ".join(token[k : k + 5] for k in range(0, len(token), 5))
    return "-".join(token)


_DESCRIBED = [
    "the password is the word {w} followed by {d}",
    "пароль — слово {w} с большой буквы и цифры {d}",
    "құпия сөз: {w} деген сөз, содан кейін {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "пароль: слова {w}, потым {d}",
    "серсүз: {w} сүзе, аннары {d}",
    "type {w}, then {d}; that's the admin password",
    "the name of the elevator's dog, {w}, followed by {d}",
    "{w} with a capital first letter and {d} at the end — the 1C password",
    "qupıa sóz: {w} sózi, sonan keıin {d}",
]


def _described(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _DESCRIBED, n):
        word, digits = rng.choice(_WORDS), str(rng.randrange(100, 99999))
        text = template.replace("{w}", word).replace("{d}", digits)
        out.append(Sample("spoken_password", text, digits))
    return out


_BACKUPS = [
    "2FA backup codes:\n{c}",
    "резервные коды Google для элеватора: {c}",
    "сақтық кодтар: {c}",
    "Backup-Codes fürs Microsoft-Konto\n{c}",
    "recovery codes for the GitHub org: {c}",
    "рэзервовыя коды: {c}",
    "запас кодлар: {c}",
    "backup codes (Dala GPS) {c}",
    "Notfallcodes: {c}",
    "коды восстановления\n{c}",
]


def _backups(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _BACKUPS, n)):
        codes = v.backup_codes(rng, 8, index % 4)
        sep = ["\n", ", ", " ", "\n"][index % 4]
        text = template.replace("{c}", sep.join(codes))
        out.append(Sample("backup_codes", text, codes[(index * 3 + 1) % 8]))
    return out


def _pairs_take(
    rng: random.Random, cls: str, rows: list[tuple[str, Maker]], n: int
) -> list[Sample]:
    out = []
    for template, make in v.cycle(rng, rows, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{s}", secret), secret))
    return out


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    g = random.Random(SEED)
    users = {"u": _USERS}
    out: list[Sample] = []
    out += _take(g, "password_label", _LABELLED, 55, _pw)
    out += _take(g, "login_pair", _LOGINS, 25, _plain_pw, **users)
    out += _take(g, "connection_url", _URLS, 15, _plain_pw, **users)
    out += _take(g, "cli_password", _CLI, 30, _pw, **users)
    out += _take(g, "stdin_password", _STDIN, 10, _pw, **users)
    out += _take(g, "config_password", _CONFIGS, 20, _pw, **users)
    out += _pairs_take(g, "vendor_token", _VENDORS, 30)
    out += _take(g, "invented_vendor_key", _INVENTED, 15, _invented_key)
    out += _take(g, "bare_token", _BARE, 10, _j((ALNUM, 40)))
    out += _take(g, "hex_key", _HEXKEYS, 10, _hexkey)
    out += _take(g, "jwt", _JWTS, 10, _jwt)
    out += _take(g, "pem_key", _PEMS, 6, _pem)
    out += _pairs_take(g, "seed_phrase", _SEEDS, 12)
    out += _take(g, "card", _CARDS, 14, _card_maker)
    out += _take(g, "card_cvv", _CVVS, 8, _j((D, 3)))
    out += _pairs_take(g, "iban", _IBANS, 14)
    out += _pairs_take(g, "national_id", _IDS, 16)
    out += _take(g, "totp_secret", _TOTPS, 10, _totp, **users)
    out += _take(g, "otp_code", _OTPS, 12, _otp)
    out += _backups(g, 10)
    out += _take(g, "wifi_key", _WIFIS, 15, _plain_pw, net=_SSIDS)
    out += _take(g, "pin_code", _PINS, 15, _pin)
    out += _take(g, "passphrase", _PHRASES, 8, _phrase)
    out += _take(g, "spaced_token", _SPELLED, 10, _spelled)
    out += _described(g, 10)
    return out


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the 1C admin password is", "{s}", _pw),
    ("split_password", "пароль от весовой:", "{s}\nпоменяй после уборочной", _pw),
    ("split_password", "құпия сөзі", "{s}", _pw),
    ("split_password", "Passwort:", "{s} (fürs Händlerportal)", _pw),
    ("split_password", "пароль ад дыягностыкі", "{s}", _pw),
    ("split_password", "серсүз:", "{s} рәхмәт", _pw),
    ("split_password", "qupıa sóz:", "{s}", _pw),
    ("split_password", "Wialon password", "{s}", _pw),
    ("split_password", "VPN pw ->", "{s}, I think", _pw),
    ("split_password", "пароль скину отдельно:", "{s}", _pw),
    ("split_token", "Astyk Zerno API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "Dala GPS client secret", "{s}", lambda g: v.uuid4(g, "b")),
    ("split_seed", "seed phrase", "{s}", _seed("english", 12)),
    ("split_card", "номер карты", "{s} до 08/31", _card_maker),
    ("split_iban", "IBAN", "{s}", _iban("KZ", True)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИНН", "{s}", lambda g: _until(g, 12, ru_inn.is_valid)),
    ("split_wifi", "вайфай в конторе, пароль", "{s}", _plain_pw),
    ("split_pin", "код от ворот", "{s}#", _pin),
]


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    g = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(g, second, make)) for cls, first, second, make in _SPLITS]


def _json_safe(make: Maker) -> Maker:
    return lambda g: make(g).replace("\\", "/").replace('"', "'")


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    (
        '{"vesy": {"url": "https://vesy.ubagan-elevator.example", "admin_password": "{s}"}}',
        "meta_password",
        _plain_pw,
    ),
    ('{"пароль": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "npustovoit", "passwd": "{s}"}}', "meta_password", _plain_pw),
    ('{"құпиясөз": "{s}"}', "meta_password", _plain_pw),
    (
        '{"argv": ["mysql", "-u", "vreimer", "--password", "{s}", "dealer"]}',
        "meta_password",
        _plain_pw,
    ),
    ('{"note": "пароль от 1С {s}, никому"}', "meta_password", _plain_pw),
    ('{"Kennwort": "{s}"}', "meta_password", _plain_pw),
    (
        '{"transcript": "log into the Wialon panel as dispatcher with the password {s}"}',
        "meta_password",
        _plain_pw,
    ),
    ('{"dala_gps": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"astykZernoToken": "{s}"}', "meta_token", _j((HEX, 64))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"github": {"token": "{s}"}}', "meta_token", _j("ghp_", (ALNUM, 36))),
    ('{"payment": {"card_number": "{s}", "exp": "07/31"}}', "meta_card", _card_maker),
    ('{"supplier": {"iban": "{s}"}}', "meta_iban", _iban("BY", False)),
    ('{"supplier": {"inn": "{s}"}}', "meta_id", lambda g: _until(g, 10, ru_inn.is_valid, "16")),
    ('{"mfa": {"backup_codes": ["{s}", "48213377", "90361245"]}}', "meta_otp", _j((D, 8))),
    ('{"wallet": {"seed_words": "{s}"}}', "meta_seed", _seed("english", 12)),
    ('{"lora": {"app_key": "{s}"}}', "meta_key", _j((HEX.upper(), 32))),
    ('{"diesel_tank": {"padlock_code": "{s}"}}', "meta_pin", _pin),
    ('{"wifi": {"ssid": "Ubagan-Office", "psk": "{s}"}}', "meta_wifi", _plain_pw),
]


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    g = random.Random(SEED + 2)
    filled = [(cls, *_fill(g, text, _json_safe(make))) for text, cls, make in _METADATA]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"vesy-terminal-fw-5.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"zerno: add moisture column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"gps: revert geofence", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"priemka_2031-09-14.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the harvest audit on 2031-08-20.",
    "Aigerim asked for the office wifi password; it is on the card in the safe.",
    "Policy: passwords are at least 14 characters and live only in the shared vault.",
    "Print the 2FA backup codes for the 1C admin account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `ASTYK_ZERNO_API_KEY` in the secrets store, never in the repository.",
    f"sha256 of pymodbus-3.9.2-py3-none-any.whl: {_WHEEL_SUM}",
    f"SHA-256 checksum of vesy-terminal-fw-5.2.0.bin is {_FIRMWARE_SUM}",
    f"commit {_COMMIT} adds the moisture column",
    f"reverted in {_SHORT}, see the merge request",
    f"md5 of priemka_2031-09-14.csv: {_MD5}",
    "Order No. 2031-0917-448, 36 t of wheat, class 3, moisture 13.8 %.",
    "Ticket #48211: the dryer's burner trips at 85 °C.",
    "Tracking number for the Kazan parts parcel: 80091245377612 (CDEK).",
    "Postcode 110000, Kostanay; the elevator siding is at 53.3412, 63.7120.",
    "Call the dispatcher at +7 714 255 31 08 after 18:00.",
    "Kirovets K-742 service due at 1,250 engine hours; part no. 742.11.09.010.",
    "Price: 128 500 ₸ per tonne, delivery 15.10.2031.",
    "card ending **** **** **** 4410, expiry hidden",
    "The PIN must be 4 to 6 digits; never write it on the card.",
    "Version 8.3.24.1548 of the 1C platform is installed on the server.",
    "Пароль от 1С поменяли вчера, новый у Ерлана.",
    "Пароль должен быть не короче 12 символов.",
    "Код из смс никому не говорите, даже сотрудникам банка.",
    "заказ № 7741-ЗП, 12 фильтров, оплата по счёту 318 от 02.09.2031",
    "Номер вагона 58941273, станция Костанай, вес нетто 68,4 т.",
    "Құпия сөзді ешкімге айтпаңыз.",
    "Құпия сөз кемінде 12 таңбадан тұруы керек.",
    "Astyq qabyldaý: 14 qyrkúıek, 340 tonna bıdaı.",
    "Qupıa sózdi jańartý kerek, Erlan kómektesedi.",
    "Das Passwort fürs Händlerportal hat Viktor, frag ihn.",
    "Mutti, die PIN hab ich geändert, ich sag sie dir am Telefon.",
    "Rechnung Nr. 2031-118 über 4.380 € für den Claas-Ersatzteilsatz.",
    "Пароль ад камп'ютара ведае толькі Сяргей.",
    "Замена фільтра на МТЗ-1221 праз 500 мотагадзін.",
    "Серсүзне беркемгә дә әйтмәгез.",
    "Заказ 5582 җибәрелде, трек номеры соңрак булыр.",
    "The wifi on the harvest field is open; no password needed.",
    "Use the password manager to generate a new password for the GPS panel.",
    "The API key page moved under Settings › Developers in Dala GPS 4.2.",
    "The TOTP app is on Yerlan's phone; ask him for a code when you need one.",
    "REST API version 2.7, request id req_4821, rate limit 60 per minute.",
    "Error code E-1043: the scale is overloaded.",
    "Product code 8-600-2031-77 is the seed drill coulter.",
    "ISBN 978-5-04-118443-9 is the grain-storage handbook on the shelf.",
    "The backup codes were used up; generate new ones in the admin console.",
    "Lot UB-2031-0914, 62 t, protein 13.1 %, gluten 27 %.",
    "The door code changes on the first of every month.",
    "Boarding pass KC 975, seat 14C, Kostanay to Almaty, 06:40.",
    "Coordinates of the Lisakovsk pit gate: 52.5470 N, 62.4936 E.",
    "Serial number of the weighbridge load cell: HBM-C16A-40T-0018.",
    "Set `PGPASSWORD` from the vault before the cron job runs.",
    "The IBAN field on the invoice was left blank; Natalya will add it.",
    "Firmware 3.14.159 for the Trimble display is on the USB stick.",
    "CVV is the three digits on the back; we never store it.",
    "Seed phrase backup: twelve words on steel plates, in the bank box.",
    "Meeting 2031-09-18 14:00, room 2, agenda: dryer repair, grain prices.",
    "Shift schedule: Aigerim 08-20, Yerlan 20-08, handover at the weighbridge.",
    "password reset link expires in 30 minutes",
    "Ключ от склада ГСМ у сторожа, спросить у Натальи.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-09-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/astyk/1c", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 612}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "48211", "purchase_order": "PO-2031-00917"}',
    '{"lot": {"id": "UB-2031-0914", "weight_t": 62, "protein_pct": 13.1}}',
    '{"phone": "+7 714 255 31 08", "city": "Kostanay"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "tractors_in_stock": 14}',
    '{"wagon": "58941273", "station": "Kostanay", "net_t": 68.4}',
    '{"card_last4": "4410", "pin_set": true, "currency": "KZT"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
