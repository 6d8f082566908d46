# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-ninety-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-ninety-seventh's
docstring, the fifth to three-hundred-and-ninety-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (399, 400, 401), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (398_615_274), password words (a
mine, a shaft, a furnace or a canteen dish of the Karaganda basin, a number and a sign,
`Konveier47!`; dot-joined words with a year, `nura.lagman.2034`; leet `Sh4khta`; random runs with
a sign; dashed generator groups).

The fictional company is Nura-Steppe Service LLP of Karaganda: its
coal-mine equipment repair shop on an invented Shakhterov Avenue number in Maikuduk, its
steelworks contractor crew at the Temirtau blast furnaces, and the Dastarkhan canteen it runs at
an invented Saryarka Technical University campus. Staff: Yerlan Zhaksybekov (IT), Aigerim
Sarsenova (canteen), the fitters Seryoga Petrenko and Vitalik Gorbunov, the foreman Andreas
Schäfer and the bookkeeper Lena Reimer (Volga-German descent); Markus Hildebrandt of the invented
Hildebrandt Bergbautechnik in Bochum; the Koryo-saram relatives Valentina Kim and Dmitri Tsoi; and
Oksana Hnatiuk of an invented Kryvyi Rih bearing supplier. Every company, person, address, domain
(`nurasteppe.lan`, `nura-steppe.example`), account and number is invented; only the region is
real. Texts: WhatsApp and Telegram chats, tickets, shift notes, runbooks, shell history, config
and env files, voice-note transcripts and requests to the assistant; separators: a colon, `=`,
`->`, `→`, `/`, `|`, `—`, `мынау`, `это`, `ist`, `는`, `це`, a new line, a question then its
answer, a value said first and named after.

Grep counts (heldouts 5 to 397, grep -l): none for `IBAN UA`, `IBAN BY`, `Aufseher`, `kotomoy`,
`қысқа`, `ua.rntrp`; one for Karaganda, Temirtau, `IBAN KZ`, `IBAN AZ`, `qupiia soz`,
`парольді`; two to nine for `IBAN GE`, `kz.iin`, `kz.bin`, Koryo, Jusan, Kolesa, Nova Poshta,
KakaoBank, `de.stnr`, `de.vat`; eighteen to thirty-seven for `құпия сөз`, Kaspi, `kr.rrn`,
`kr.brn`, `ua.edrpou`, `ua.rntrc`, `by.unp`, `ru.ogrn`, `ru.inn`, `비번은`, `Passwort ist`;
`пароль:` (62), `Kennwort` (123), `parol` (158) and `IBAN DE` (131) are common, so other
wordings come first (`пасс от`, `құпиясөзі`, `paról`, `Kennwort lautet` only now and then).
Languages: about half in English, config or shell; the rest in Kazakh in Cyrillic (`құпия сөз
мынау`, `кодты ешкімге айтпа`) and in the Latin letters of 2021 as people text them (`qupiasöz`,
`paról`, `kody`), Russian as miners text it (`пасс от компа в нарядной`, `скинь пароль`, `ща`),
the German of Volga-German descendants (`Passwort is`, `WLAN-Schlüssel`) and of the partner in
Bochum (`Zugangsdaten`, `Kennwort lautet`), the Korean of Koryo-saram relatives (`비밀번호는`,
`와이파이 비번`) and the Ukrainian of the supplier (`пароль від кабінету`, `ключ API`). The
Kazakh Latin spellings, the miners' Russian, the Volga-German wordings and the Koryo-saram Korean
are my guesses. Vendors, mostly invented or little used: Kaspi, Halyk, Freedom, Kolesa, Nova
Poshta, KakaoBank, Shakhta Parts (invented), Domna Track (invented), Dastarkhan POS (invented),
Karlag Metrics (invented), Steppe Mail (invented), plus GitHub, GitLab, Slack, Stripe, OpenAI,
Anthropic, Hugging Face, AWS, npm, SendGrid, Twilio, Telegram, PyPI, Shopify, DigitalOcean,
Linear, Grafana, Vault, Postman, Sentry, Supabase, Tailscale, New Relic, Groq, Docker Hub, Brevo,
Alibaba and Mailgun shapes. Ids: Ukraine's RNTRC and EDRPOU (`stdnum.ua`), South Korea's RRN and
BRN (`stdnum.kr`), Germany's IdNr and USt-IdNr (`stdnum.de`), Russia's INN and OGRN
(`stdnum.ru`) and Belarus's UNP (`stdnum.by`), each drawn until its module validates it
(python-stdnum has no Kazakh module, so no IIN or BIN is written here); IBANs of Kazakhstan,
Ukraine, Belarus, Georgia, Azerbaijan and Germany (checked with `stdnum.iban`); seed phrases from
`mnemonic`'s English, Russian and Korean lists, each checked with `Mnemonic.check`; cards pass
Luhn (Visa, Mastercard, UnionPay and Maestro shapes).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from typing import Any

from mnemonic import Mnemonic
from stdnum.by import unp as by_unp
from stdnum.de import idnr as de_idnr
from stdnum.de import vat as de_vat
from stdnum.kr import brn as kr_brn
from stdnum.kr import rrn as kr_rrn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 398_615_274
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker

_MINE = ["Shakhta", "Konveier", "Kombain", "Lava", "Stvol", "Domna", "Prokat", "Kokspech",
         "Nura", "Saryarka", "Maikuduk", "Temirtau", "Abaiskaya", "Kostenko", "Tentek",
         "Shakhan"]  # fmt: skip
_DISH = ["Beshbarmak", "Baursak", "Kuyrdak", "Lagman", "Manty", "Plov", "Kespe", "Chak-chak",
         "Kimchi", "Pyanse", "Kuksi", "Shubat"]  # fmt: skip
_NAMES = ["yerlan", "aigerim", "seryoga", "vitalik", "andreas", "lena", "markus", "valya",
          "dima", "oksana", "dauren", "madina", "asel", "nurlan", "kostya"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=~"
_LEET = ["Sh4khta", "K0nv31er", "D0mn4", "B3shb4rm4k", "Pr0k4t", "T3m1rt4u", "M41kuduk"]


def _gen_groups(g: random.Random) -> str:
    """Three random groups of five, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_MINE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_MINE).lower()}.{g.choice(_DISH).lower()}.{g.randrange(2026, 2040)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1970, 2035)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "!%&?", 14),
    _gen_groups,
    lambda g: f"{g.choice(_NAMES).capitalize()}{g.randrange(1960, 2012)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_DISH)}{g.choice(_MINE)}{g.randrange(2, 100)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 16),
    lambda g: f"Smena{g.randrange(1, 4)}_{g.choice(_MINE)}{g.randrange(100, 1000)}",
]
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


def _take(rng: random.Random, cls: str, templates: list[str], n: int, make: Maker) -> list[Sample]:
    """``n`` samples of ``cls``: each template (every one before any repeats) filled with a
    fresh value of ``make`` in place of ``{pw}``."""
    out = []
    for template in v.cycle(rng, templates, n):
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


_SAID = [
    "Shift note, repair shop: the Eickhoff shearer HMI password is {pw}",
    "ticket NS-2291: Joy longwall PLC web login password: {pw}",
    "password for the Temirtau crew laptop = {pw}",
    "Dastarkhan POS manager password -> {pw}",
    "canteen till admin password → {pw}",
    "Siemens S7-1500 at furnace 3 / password / {pw}",
    "| hydraulic test bench | password | {pw} |",
    "the dispatch PC password is {pw}",
    "password:\n{pw}",
    "NAS in the repair shop, admin password — {pw}",
    "Yerlan: vibration analyser web password is `{pw}`",
    'Note to self: Karlag Metrics portal password "{pw}"',
    "пароль от СКУД в нарядной: {pw}",
    "пасс от компа в нарядной {pw}",
    "пароль на шахтный компрессор это {pw}",
    "Серёга, пароль от вайфая в бытовке — {pw}",
    "новый пароль от 1С: {pw} (ща поменял)",
    "Жөндеу цехындағы компьютердің құпия сөзі мынау: {pw}",
    "асхананың кассасының құпиясөзі: {pw}",
    "құпия сөз → {pw}",
    "Kompiuterdiñ qupiasözi: {pw}",
    "asxananyñ kassa paróli mynau {pw}",
    "sehtegi noutbuk paroli: {pw}",
    "Das Passwort für den Laptop im Büro is {pw}",
    "Omas Tablet, Passwort: {pw}",
    "Kennwort lautet {pw}",
    "Zugangsdaten fürs Hildebrandt-Serviceportal: Kennwort {pw}",
    "사무실 컴퓨터 비밀번호는 {pw}",
    "할머니 태블릿 비번: {pw}",
    "카자흐스탄 가게 포스 비밀번호 → {pw}",
    "Оксана: пароль від кабінету постачальника — {pw}",
    "пароль від складу це {pw}",
    "новий пароль до CRM: {pw}",
]

_CHATS = [
    "Vitalik: пароль от вайфая какой?\nSeryoga: {pw}",
    "[06:40] Andreas: WLAN-Passwort in der Werkstatt?\n[06:41] Lena: {pw}",
    "Aigerim: асхана wifi құпиясөзі қандай?\nYerlan: {pw}",
    "Dauren: wifi paróli qandai?\nAsel: {pw}",
    "Валя: 비밀번호 뭐야?\nДима: {pw}",
    "Markus: what's the VPN password for the Bochum link?\nYerlan: {pw}",
    "{pw} — это пароль от сервера в диспетчерской, не теряй",
    "{pw} is what I set for the shearer HMI, tell the night shift",
    "type {pw}, that's the canteen POS admin password",
    "{pw} ist das neue Passwort für den Drucker",
    "{pw} — бұл жаңа құпия сөз",
    "{pw} 이게 새 비밀번호야",
]

_USERS = ["yerlan.zh", "aigerim", "petrenko", "gorbunov", "schaefer", "reimer", "dispatch",
          "canteen", "service", "admin"]  # fmt: skip

_LOGINS = [
    "login: dispatch / {pw}",
    "creds for the Temirtau historian are operator and {pw}",
    "sign in as schaefer with {pw}",
    "admin / {pw}",
    "root:{pw}",
    "petrenko@nurasteppe.lan:{pw}",
    "u=canteen p={pw}",
    "логин: gorbunov, пароль: {pw}",
    "логин dispatch пароль {pw}",
    "Benutzer reimer, Passwort {pw}",
    "Benutzername: service, Kennwort: {pw}",
    "아이디: valya 비번: {pw}",
    "логін: oksana.h / пароль: {pw}",
    "пайдаланушы: aigerim, құпия сөз: {pw}",
    "qoldanuşy aty: madina, paról: {pw}",
    "https://schaefer:{pw}@git.nurasteppe.lan/repair/plc.git",
    "postgres://canteen:{pw}@db.nurasteppe.lan:5432/dastarkhan",
    "mysql://historian:{pw}@10.14.2.7/furnace3",
    "amqp://domna:{pw}@mq.nurasteppe.lan:5672/",
    "ftp://scada:{pw}@ftp.nura-steppe.example/logs",
    "smb://reimer:{pw}@nas.nurasteppe.lan/buh",
    "| petrenko | {pw} | repair shop |",
    "user yerlan.zh and password {pw} for the Grafana box",
]

_CLI = [
    "$ sshpass -p '{pw}' ssh service@10.14.2.31",
    "mysql -u historian -p{pw} furnace3",
    "redis-cli -h 10.14.2.9 -a {pw}",
    "docker login registry.nurasteppe.lan -u ci -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd canteen {pw}",
    "ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/plc",
    "smbclient //nas/buh -U reimer%{pw}",
    "curl -u dispatch:{pw} https://historian.nurasteppe.lan/api/v1/tags",
    "ldapsearch -x -D cn=admin,dc=nurasteppe,dc=lan -w {pw}",
    "sqlcmd -S 10.14.2.40 -U sa -P {pw}",
    "zip -P {pw} smeny_2034.zip smeny_*.xlsx",
    "7z a -p{pw} buh.7z buh/",
    "openssl enc -aes-256-cbc -in payroll.csv -out payroll.enc -pass pass:{pw}",
    "gpg --batch --passphrase {pw} -c inventory.ods",
    "plink -ssh service@10.14.2.31 -pw {pw}",
    "xfreerdp /v:10.14.2.50 /u:dispatch /p:{pw}",
    "net use \\\\nas\\smeny /user:nura\\reimer {pw}",
    "lftp -u scada,{pw} ftp.nura-steppe.example",
    "rabbitmqctl add_user domna {pw}",
    "ipmitool -I lanplus -H 10.14.2.60 -U ADMIN -P {pw} power status",
    "mosquitto_pub -h mqtt.nurasteppe.lan -u sensors -P {pw} -t shaft/fan -m 1",
    "echo '{pw}' | sudo -S systemctl restart historian",
    "keytool -importcert -keystore plc.jks -storepass {pw} -file plc.crt",
    'psql "host=db.nurasteppe.lan user=canteen password={pw} dbname=dastarkhan"',
    "CREATE USER 'dispatch'@'%' IDENTIFIED BY '{pw}';",
    "sqlplus historian/{pw}@//10.14.2.41:1521/FURN",
    "cqlsh 10.14.2.44 -u sensors -p {pw}",
    "hydra -l admin -p {pw} 10.14.2.70 http-get /",
    "restic -r sftp:nas:/backup --password-command 'echo {pw}' snapshots",
    "kinit reimer@NURASTEPPE.LAN <<< '{pw}'",
    "twine upload -u nura -p {pw} dist/*",
    "oc login https://okd.nurasteppe.lan -u yerlan -p {pw}",
    "mega-login backup@nura-steppe.example {pw}",
    "bw unlock {pw}",
]

_SHELLS = [
    "{c}",
    "yerlan@repair-gw:~$ {c}",
    "история bash на ноуте в цеху:\n{c}",
    "# from the Temirtau runbook\n{c}",
    "PS C:\\Users\\dispatch> {c}",
]

_CONFIGS = [
    "historian.env:\nDB_HOST=db.nurasteppe.lan\nDB_USER=historian\nDB_PASSWORD={pw}",
    ".env\nPOSTGRES_USER=canteen\nPOSTGRES_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    - MYSQL_ROOT_PASSWORD={pw}",
    "grafana.ini:\n[security]\nadmin_user = yerlan\nadmin_password = {pw}",
    'config.yaml:\nplc:\n  host: 10.14.2.31\n  user: service\n  password: "{pw}"',
    'appsettings.json: {"ConnectionStrings": {"Pos": "Server=pos;User Id=sa;Password={pw};"}}',
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "~/.pgpass:\ndb.nurasteppe.lan:5432:dastarkhan:canteen:{pw}",
    "settings.py:\nEMAIL_HOST_USER = 'alerts@nura-steppe.example'\nEMAIL_HOST_PASSWORD = '{pw}'",
    "msmtprc:\naccount steppe\nhost smtp.nura-steppe.example\nuser alerts\npassword {pw}",
    "mosquitto passwd file seed: sensors:{pw}",
    'variables.tf:\nvariable "db_password" {\n  default = "{pw}"\n}',
    "application.properties:\nspring.datasource.username=domna\nspring.datasource.password={pw}",
    'pgbouncer userlist.txt:\n"historian" "{pw}"',
    "fstab: //nas/smeny /mnt/smeny cifs username=reimer,password={pw} 0 0",
    "export PGPASSWORD={pw}",
    "odbc.ini:\n[furnace3]\nUID=historian\nPWD={pw}",
    "vsftpd user list note: scada pw={pw}",
    "ansible vars:\nansible_become_password: !unsafe '{pw}'",
    "rclone.conf:\n[nas]\ntype = smb\nuser = reimer\npass = {pw}",
    "[mysql]\nuser=dispatch\npasswd={pw}",
    "HISTORIAN_DB_PASS={pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "keycloak.conf:\ndb-username=keycloak\ndb-password={pw}",
]

# (template, maker): a real vendor's published shape beside the vendor's name or variable
_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("gitlab deploy token for the PLC repo: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot for #smena: {pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe key (canteen prepaid cards) {pw}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("ключ Anthropic для бота: {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("HF token, Yerlan's: {pw}", _j("hf_", (ALNUM, 34))),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER_DIGITS, 16))),
    ("aws_secret_access_key = {pw}", _j((B64, 40))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio auth token {pw}", _j((HEX, 32))),
    ("бот телеграма смены: {pw}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("~/.pypirc password = {pw}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token for the canteen shop: {pw}", _j("shpat_", (HEX, 32))),
    ("doctl auth init -t {pw}", _j("dop_v1_", (HEX, 64))),
    ("Linear API: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account token {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 24))),
    ("Postman key: {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 60))),
    ("supabase service key {pw}", _j("sbp_", (HEX, 40))),
    ("tailscale up --authkey={pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("docker hub PAT: {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("Brevo (ex-Sendinblue) key {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("Alibaba AccessKey ID: {pw}", _j("LTAI", (ALNUM, 20))),
    ("mailgun: {pw}", _j("key-", (HEX, 32))),
    ("Markus' GitHub fine-grained Token ist {pw}",
     _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("Оксана: токен GitLab — {pw}", _j("glpat-", (URLSAFE, 20))),
    ("Slack webhook: https://hooks.slack.com/services/{pw}",
     _j("T", (UPPER_DIGITS, 8), "/B", (UPPER_DIGITS, 8), "/", (ALNUM, 24))),
    ("Anthropic 키는 {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("stripe restricted key: {pw}", _j("rk_live_", (ALNUM, 24))),
    ("OpenAI ключ для асхана бота {pw}", _j("sk-proj-", (URLSAFE, 48))),
    ("HUGGINGFACEHUB_API_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
]  # fmt: skip

# invented or little-used vendors: the key after a key word
_INVENTED: list[tuple[str, Maker]] = [
    ("Shakhta Parts API key: {pw}", _j((HEX, 32))),
    ("API-ключ Domna Track: {pw}", _j((ALNUM, 32))),
    ("Dastarkhan POS API key → {pw}", lambda g: v.uuid4(g, "b")),
    ("Karlag Metrics integration broken, current key {pw}", _j((HEX, 40))),
    ("Steppe Mail API ключ: {pw}", _j((ALNUM, 36))),
    ("Kaspi Pay merchant API key {pw}", _j((HEX, 48))),
    ("Halyk ePay client secret: {pw}", _j((ALNUM, 40))),
    ("Freedom Pay секретный ключ: {pw}", _j((HEX, 32))),
    ("Kolesa API кілті: {pw}", _j((ALNUM, 30))),
    ("Nova Poshta ключ API: {pw}", _j((HEX, 32))),
    ("Integrations › Domna Track: {pw}", lambda g: v.uuid4(g, "8")),
    ("KakaoBank 오픈API 키: {pw}", _j((ALNUM, 32))),
    ("API-Schlüssel für das Hildebrandt-Portal: {pw}", _j((HEX, 40))),
    ("SHAKHTA_PARTS_SECRET_KEY={pw}", _j((B64, 44))),
]  # fmt: skip

_BARE = [
    "{pw}",
    "it shows it only once, so here:\n{pw}",
    "вот он: {pw}",
    "міне: {pw}",
    "hier: {pw}",
    "Yerlan pasted {pw} into the shift chat by mistake",
    "여기 {pw}",
    "ось {pw}",
]
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 32), ".", (URLSAFE, 27)), _j((B64, 52), "==")]

_HEXES = [
    "ENCRYPTION_KEY={pw}",
    "AES key for the historian backups: {pw}",
    "ключ шифрования бэкапов: {pw}",
    "master key, furnace 3 SCADA: {pw}",
    "HMAC secret {pw}",
    "Verschlüsselungsschlüssel für die Sicherung: {pw}",
    "config/master.key\n{pw}",
    "шифрлау кілті: {pw}",
    "{pw}",
    "LoRaWAN AppKey for the shaft sensors: {pw}",
]

_JWTS = [
    "Authorization: Bearer {pw}",
    "the dispatch app session token: {pw}",
    "токен из браузера {pw}",
    "JWT für die Portal-API: {pw}",
    "cookie access_token={pw}",
    "{pw}",
    "Domna Track JWT → {pw}",
    "토큰: {pw}",
]

_PEM_KINDS = ["RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"]
_PEMS = [
    "id_rsa of the repair gateway:\n{pw}",
    "ключ для VPN Бохум:\n{pw}",
    "{pw}",
    "tls.key for historian.nurasteppe.lan\n{pw}",
    "Privater Schlüssel vom Portal:\n{pw}",
    "private key (deploy):\n{pw}",
]

_SEEDS = {
    "Yerlan's hardware wallet backup: {pw}": "english",
    "seed phrase: {pw}": "english",
    "сид-фраза от кошелька: {pw}": "russian",
    "12 слов: {pw}": "russian",
    "кошелёк бригады, слова восстановления\n{pw}": "russian",
    "시드 문구: {pw}": "korean",
    "복구 단어 {pw}": "korean",
    "Wiederherstellungsphrase: {pw}": "english",
    "мнемоника кошелька: {pw}": "english",
    "қалпына келтіру сөздері: {pw}": "english",
    "recovery phrase for the USDT wallet:\n{pw}": "english",
    "відновлювальна фраза: {pw}": "russian",
}
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "korean")}

_CARDS = [
    "Kaspi Gold card {pw} exp 08/33",
    "карта для закупок: {pw}",
    "card no. {pw}, Halyk",
    "номер карты {pw} до 11/35",
    "Karte: {pw}",
    "카드 번호 {pw}",
    "картка постачальника {pw}",
    "корпоративная карта {pw}, CVV на обороте",
    "Kreditkarte {pw} gültig bis 02/34",
    "kartanyñ nómiri: {pw}",
    "company card {pw}",
    "карта нөмірі {pw}",
]
_CARD_BRANDS = ["visa", "mastercard", "unionpay", "maestro"]

_CVVS = [
    "Visa {card} exp 05/34, security code {pw}",
    "карта {card}, CVV {pw}",
    "Mastercard {card}, the three digits on the back are {pw}",
    "Karte {card}, Prüfnummer {pw}",
    "{card} / 09/33 / CVC {pw}",
    "카드 {card} CVC: {pw}",
]

_IBANS = {
    "IBAN: {pw}": "KZ",
    "счёт поставщика IBAN {pw}": "UA",
    "рахунок IBAN {pw}": "UA",
    "Konto des Partners: IBAN {pw}": "DE",
    "IBAN KZ компании: {pw}": "KZ",
    "ИИК {pw}": "KZ",
    "wire the deposit to {pw} (Minsk)": "BY",
    "Tbilisi subcontractor IBAN {pw}": "GE",
    "Baku bearing dealer, IBAN {pw}": "AZ",
    "esep şoty: {pw}": "KZ",
    "Bankverbindung: {pw}": "DE",
    "{pw} — это IBAN для оплаты подшипников": "UA",
}
_IBAN_SHAPES = {
    "KZ": "nnn" + "c" * 13,
    "UA": "n" * 6 + "n" * 19,
    "DE": "n" * 18,
    "BY": "aaaa" + "nnnn" + "c" * 16,
    "GE": "aa" + "n" * 16,
    "AZ": "aaaa" + "c" * 20,
}


def _iban(rng: random.Random, country: str) -> str:
    number = v.iban_shaped(rng, country, _IBAN_SHAPES)
    return v.iban_spaced(number) if rng.random() < 0.5 else number


def _digits_until(n: int, valid: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, _j((D, n)), valid)


def _rrn(g: random.Random) -> str:
    def make(r: random.Random) -> str:
        year, month, day = r.randrange(60, 100), r.randrange(1, 13), r.randrange(1, 29)
        return f"{year:02d}{month:02d}{day:02d}-{r.choice('12')}{_r(r, D, 6)}"

    return v.until(g, make, kr_rrn.is_valid)


def _de_vat(g: random.Random) -> str:
    return v.until(g, _j("DE", (D, 9)), de_vat.is_valid)


ID_CHECKS: dict[str, Callable[[str], bool]] = {
    "ua.rntrc": ua_rntrc.is_valid,
    "ua.edrpou": ua_edrpou.is_valid,
    "kr.rrn": kr_rrn.is_valid,
    "kr.brn": kr_brn.is_valid,
    "de.idnr": de_idnr.is_valid,
    "de.vat": de_vat.is_valid,
    "ru.inn": ru_inn.is_valid,
    "ru.ogrn": ru_ogrn.is_valid,
    "by.unp": by_unp.is_valid,
}
_ID_MAKERS: dict[str, Maker] = {
    "ua.rntrc": _digits_until(10, ua_rntrc.is_valid),
    "ua.edrpou": _digits_until(8, ua_edrpou.is_valid),
    "kr.rrn": _rrn,
    "kr.brn": _digits_until(10, kr_brn.is_valid),
    "de.idnr": lambda g: v.until(g, _j((D[1:], 1), (D, 10)), de_idnr.is_valid),
    "de.vat": _de_vat,
    "ru.inn": _digits_until(12, ru_inn.is_valid),
    "ru.ogrn": lambda g: v.until(g, _j("1", (D, 12)), ru_ogrn.is_valid),
    "by.unp": _digits_until(9, by_unp.is_valid),
}
_IDS: list[tuple[str, str]] = [
    ("РНОКПП Оксани: {pw}", "ua.rntrc"),
    ("ідентифікаційний код {pw}", "ua.rntrc"),
    ("код ЄДРПОУ постачальника {pw}", "ua.edrpou"),
    ("EDRPOU: {pw}", "ua.edrpou"),
    ("외삼촌 주민등록번호 {pw}", "kr.rrn"),
    ("주민번호: {pw}", "kr.rrn"),
    ("사업자등록번호 {pw}", "kr.brn"),
    ("Steuer-ID von Lena: {pw}", "de.idnr"),
    ("Steuerliche Identifikationsnummer {pw}", "de.idnr"),
    ("USt-IdNr. Hildebrandt Bergbautechnik: {pw}", "de.vat"),
    ("ИНН физлица: {pw}", "ru.inn"),
    ("ИНН Виталика {pw}", "ru.inn"),
    ("ОГРН контрагента {pw}", "ru.ogrn"),
    ("УНП минского дилера: {pw}", "by.unp"),
    ("tax id of the Minsk dealer (UNP) {pw}", "by.unp"),
    ("Korean resident registration number: {pw}", "kr.rrn"),
]

_TOTPS = [
    "TOTP secret for the VPN: {pw}",
    "otpauth://totp/Nura:yerlan?secret={pw}&issuer=Nura",
    "2FA setup key (couldn't scan the QR code): {pw}",
    "ключ для Google Authenticator: {pw}",
    "2FA-Schlüssel manuell: {pw}",
    "2FA 키: {pw}",
]

_CODES = [
    "{pw} is your Kaspi verification code",
    "Kaspi.kz: код подтверждения {pw}. Никому не сообщайте",
    "Halyk: растау коды {pw}",
    "Ihr Bestätigungscode lautet {pw}",
    "[KakaoBank] 인증번호 {pw}",
    "Nova Poshta: код {pw}",
    "Use {pw} to sign in to Domna Track",
    "one-time code: {pw}",
]

_BACKUPS = [
    "GitHub recovery codes for the nura org\n{pw}",
    "резервные коды Google для почты цеха: {pw}",
    "Backup-Codes fürs Microsoft-Konto: {pw}",
    "2FA backup codes, Yerlan's Kaspi Business: {pw}",
    "백업 코드\n{pw}",
    "резервні коди: {pw}",
]

_SSIDS = ["NuraSteppe-Repair", "Dastarkhan Canteen 5G", "TMT Furnace3 Crew", "Babushka Kim WiFi",
          "Bytovka Shakhta"]  # fmt: skip
_WIFI = [
    "wifi in the repair shop: network NuraSteppe-Repair, key {pw}",
    "Network: Dastarkhan Canteen 5G / {pw}",
    "WIFI:T:WPA;S:TMT-Furnace3;P:{pw};;",
    "вайфай в бытовке Bytovka-Shakhta, пароль {pw}",
    "WLAN bei Oma: Babushka-Kim-WiFi, WLAN-Schlüssel {pw}",
    "асхана wifi: Dastarkhan-Guest құпия сөзі {pw}",
    "wifi paróli: {pw}",
    "와이파이 비번 {pw}",
    'wpa_passphrase="{pw}"',
    'psk="{pw}"',
    "Wi-Fi пароль від складу: {pw}",
    "WPA key for the Temirtau site office: {pw}",
    "{pw} — это от вайфая в диспетчерской",
    "ssid,psk\nNuraSteppe-Repair,{pw}",
    "network (Dastarkhan-Staff) uses {pw}",
    "WLAN-Passwort: {pw}",
]

_LOCKS = [
    "door code for the tool store is {pw}#",
    "код от раздевалки {pw}",
    "код замка на складе: {pw}",
    "қойманың есігінің коды: {pw}",
    "seif kody {pw}",
    "Türcode Werkstatt: {pw}",
    "PIN карты: {pw}",
    "Kaspi PIN {pw}",
    "현관 비밀번호 {pw}",
    "код від воріт складу {pw}",
    "padlock on the canteen freezer: {pw}",
    "SIM PIN for the shaft modem: {pw}",
]

_PHRASE_WORDS = ["shakhta", "konveier", "domna", "baursak", "lagman", "steppe", "nura", "kombain",
                 "ugol", "prokat", "kuksi", "kespe", "vagonetka", "lampa"]  # fmt: skip
_PHRASES = {
    "KeePassXC master passphrase for the repair vault: {pw}": " ",
    "Bitwarden passphrase: {pw}": "-",
    "кодовая фраза: {pw}": " ",
    "Passphrase für den Tresor: {pw}": ".",
    "VeraCrypt volume passphrase {pw}": " ",
    "құпия фраза: {pw}": "-",
    "암호 문구: {pw}": " ",
    "backup passphrase → {pw}": "_",
}

_SAID_WORDS = ["shakhta", "konveier", "baursak", "beshbarmak", "domna", "kombain", "vagonetka"]
_SPELLED = [
    "the password is the word {w} followed by {d}: {pw}",
    "пароль — слово {w} и цифры {d}, то есть {pw}",
    "Das Passwort ist das Wort {w}, dann {d} ({pw})",
    "құпия сөз: {w} сөзі, соңында {d} — {pw}",
    "비밀번호는 {w} 다음에 {d}, 즉 {pw}",
    "пароль — це слово {w} і число {d}: {pw}",
    "{W} with a capital first letter and {d} at the end, all together {pw}",
    "the name of our dog, {W}, followed by {d}: {pw}",
    "type {pw}, then enter; that's the dispatch password",
    "kirgen söz {w} jäne {d} birge: {pw}",
]

_SPELL_MAKERS = [_j((HEX, 32)), _j((ALNUM, 28)), _j("glpat-", (URLSAFE, 20))]
_SPELL_PLACES = [
    "reading it out one character at a time: {pw}",
    "[продиктовал по телефону] {pw}",
    "(spaced so the preview hides it) {pw}",
    "по буквам: {pw}",
    "buchstabiert: {pw}",
    "한 글자씩: {pw}",
]


def _jwt(rng: random.Random) -> str:
    header = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    claims = {"sub": rng.choice(_USERS), "iss": "https://auth.nurasteppe.lan",
              "exp": rng.randrange(2_000_000_000, 2_100_000_000)}  # fmt: skip
    sig = _r(rng, URLSAFE, 43 if header["alg"] == "HS256" else 86)
    return f"{v.b64url(header)}.{v.b64url(claims)}.{sig}"


def _pem(rng: random.Random) -> str:
    kind = rng.choice(_PEM_KINDS)
    body = base64.b64encode(
        bytes(rng.randrange(256) for _ in range(rng.choice([120, 180])))
    ).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


def _seed(rng: random.Random, language: str) -> str:
    """A checksum-valid phrase that `Mnemonic.check` also accepts (it reads Russian words
    decomposed, so a phrase with `й` is drawn again)."""
    mnemo, size = _MNEMO[language], rng.choice([16, 16, 32])

    def make(g: random.Random) -> str:
        return str(mnemo.to_mnemonic(bytes(g.randrange(256) for _ in range(size))))

    return v.until(rng, make, mnemo.check)


def _card(rng: random.Random) -> str:
    number = v.card(rng, rng.choice(_CARD_BRANDS))
    return v.grouped(number, rng.choice([" ", "-", ""]), rng) if len(number) == 16 else number


def _backup_list(rng: random.Random) -> str:
    codes = v.backup_codes(rng, rng.choice([6, 8, 10]), rng.randrange(4))
    return rng.choice(["\n", ", ", " "]).join(codes)


def _wifi_key(rng: random.Random) -> str:
    return rng.choice([_plain_pw, _j((ALNUM, 20)), _j((HEX, 26))])(rng)


def _vendor_take(rng: random.Random, rows: list[tuple[str, Maker]], cls: str) -> list[Sample]:
    out = []
    for template, make in rows:
        secret = make(rng)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


def _spelled(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        word, digits = rng.choice(_SAID_WORDS), str(rng.randrange(10, 10_000))
        secret = (word.capitalize() if "{W}" in template else word) + digits
        text = template.replace("{w}", word).replace("{W}", word.capitalize())
        text = text.replace("{d}", digits).replace("{pw}", secret)
        out.append(Sample("spelled_password", text, secret))
    return out


def _spaced(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _SPELL_PLACES, n)):
        token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
        style = index % 3
        if style == 0:
            secret = " ".join(token)
        elif style == 1:
            secret = " - ".join(token[k : k + 4] for k in range(0, len(token), 4))
        else:
            secret = "·".join(token)
        out.append(Sample("spaced_token", template.replace("{pw}", secret), secret))
    return out


def _cvvs(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CVVS, n):
        secret = _r(rng, D, 3)
        text = template.replace("{card}", _card(rng)).replace("{pw}", secret)
        out.append(Sample("card_cvv", text, secret))
    return out


def _keyed(
    rng: random.Random, cls: str, table: dict[str, str], make: Callable[[random.Random, str], str]
) -> list[Sample]:
    out = []
    for template, arg in table.items():
        secret = make(rng, arg)
        out.append(Sample(cls, template.replace("{pw}", secret), secret))
    return out


def _phrase(rng: random.Random, sep: str) -> str:
    return sep.join(rng.sample(_PHRASE_WORDS, 4 + rng.randrange(3)))


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    out += _take(rng, "labelled_password", _SAID, 70, _pw)
    out += _take(rng, "chat_password", _CHATS, 24, _pw)
    out += _take(rng, "login_pair", _LOGINS, 26, _plain_pw)
    cli = _take(rng, "cli_password", _CLI, 34, _plain_pw)
    out += [Sample(s.cls, rng.choice(_SHELLS).replace("{c}", s.text), s.secret) for s in cli]
    out += _take(rng, "config_file", _CONFIGS, 24, _plain_pw)
    out += _vendor_take(rng, _VENDORS, "vendor_token")
    out += _vendor_take(rng, _INVENTED, "api_key")
    for index in range(8):
        out += _take(rng, "bare_token", [_BARE[index]], 1, _BARE_MAKERS[index % 3])
    out += _take(rng, "hex_key", _HEXES, 10, lambda g: _r(g, HEX, g.choice([32, 48, 64])))
    out += _take(rng, "jwt", _JWTS, 8, _jwt)
    out += _take(rng, "pem_key", _PEMS, 6, _pem)
    out += _keyed(rng, "seed_phrase", _SEEDS, _seed)
    out += _take(rng, "card", _CARDS, 12, _card)
    out += _cvvs(rng, 6)
    out += _keyed(rng, "iban", _IBANS, _iban)
    out += [
        Sample(f"id:{kind}", template.replace("{pw}", secret), secret)
        for template, kind in _IDS
        for secret in [_ID_MAKERS[kind](rng)]
    ]
    totp: Maker = lambda g: v.totp_secret(g, spaced=False)  # noqa: E731
    out += _take(rng, "totp_secret", _TOTPS, 6, totp)
    out += _take(rng, "otp_code", _CODES, 8, lambda g: _r(g, D, g.choice([4, 6, 6])))
    out += _take(rng, "backup_codes", _BACKUPS, 6, _backup_list)
    out += _take(rng, "wifi_key", _WIFI, 16, _wifi_key)
    out += _take(rng, "pin_code", _LOCKS, 12, lambda g: _r(g, D, g.choice([4, 4, 5, 6])))
    out += _keyed(rng, "passphrase", _PHRASES, _phrase)
    out += _spelled(rng, 10)
    out += _spaced(rng, 6)
    return out


def _english_seed(g: random.Random) -> str:
    return _seed(g, "english")


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the shearer HMI password is", "{s}", _pw),
    ("split_password", "пароль от диспетчерской:", "{s} (поменяли после аварии)", _pw),
    ("split_password", "құпия сөз", "{s}", _pw),
    ("split_password", "Kennwort lautet", "{s}\nbitte nach dem Login ändern", _pw),
    ("split_password", "비밀번호는", "{s}", _pw),
    ("split_password", "пароль від кабінету —", "{s}", _pw),
    ("split_password", "paróli:", "{s}", _pw),
    ("split_password", "canteen POS admin pw", "{s}, I think", _pw),
    ("split_password", "wifi key for Bytovka-Shakhta", "{s}", _wifi_key),
    ("split_password", "Das Passwort ist", "{s}", _pw),
    ("split_token", "Shakhta Parts API key", "{s}", _j((HEX, 32))),
    ("split_token", "GITHUB_TOKEN=", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "ключ API Domna Track:", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "seed words", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} 07/34", _card),
    ("split_iban", "IBAN", "{s}", lambda g: _iban(g, "KZ")),
    ("split_backup", "backup codes", "{s}", _backup_list),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "РНОКПП", "{s}", _ID_MAKERS["ua.rntrc"]),
    ("split_pin", "код замка на складе", "{s}", _j((D, 5))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: list[tuple[str, str, Maker]] = [
    ('{"plc": {"host": "10.14.2.31", "password": "{s}"}}', "meta_password", _plain_pw),
    ('{"пароль": "{s}"}', "meta_password", _plain_pw),
    ('{"құпия_сөз": "{s}"}', "meta_password", _plain_pw),
    ('{"account": {"user": "reimer", "Kennwort": "{s}"}}', "meta_password", _plain_pw),
    ('{"비밀번호": "{s}"}', "meta_password", _plain_pw),
    ('{"argv": ["mysql", "-u", "historian", "--password", "{s}"]}', "meta_password", _plain_pw),
    ('{"note": "пароль от 1С {s}"}', "meta_password", _plain_pw),
    ('{"crew": [{"name": "a"}, {"name": "b", "web_password": "{s}"}]}', "meta_password",
     _plain_pw),
    ('{"shakhta_parts": {"api_key": "{s}"}}', "meta_token", _j((HEX, 32))),
    ('{"headers": {"Authorization": "Bearer {s}"}}', "meta_token", _j((ALNUM, 40))),
    ('{"slackToken": "{s}"}', "meta_token", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ('{"payment": {"card_number": "{s}", "exp": "03/35"}}', "meta_card", _card),
    ('{"supplier": {"iban": "{s}"}}', "meta_iban", lambda g: _iban(g, "UA")),
    ('{"partner": {"ust_idnr": "{s}"}}', "meta_id", _de_vat),
    ('{"mfa": {"recovery_codes": "{s}"}}', "meta_otp", _backup_list),
    ('{"wallet": {"seed_words": "{s}"}}', "meta_seed", _english_seed),
    ('{"encryption_key": "{s}"}', "meta_key", _j((HEX, 64))),
    ('{"tool_store": {"door_code": "{s}"}}', "meta_pin", _j((D, 4))),
    ('{"wifi": {"ssid": "NuraSteppe-Repair", "psk": "{s}"}}', "meta_wifi", _plain_pw),
    ('{"totp": {"secret": "{s}"}}', "meta_otp", lambda g: v.totp_secret(g, spaced=False)),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    out = []
    for text, cls, make in _METADATA:
        secret = make(rng)
        metadata = json.loads(text.replace("{s}", json.dumps(secret)[1:-1]))
        out.append(MetadataSample(cls, metadata, secret))
    return out


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"shearer-hmi-5.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"historian: add furnace 3 tags", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"pos: fix receipt rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"smeny_2034-03.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the shearer HMI password before the audit on 2034-04-17.",
    "Vitalik asked for the bytovka wifi password; it's on the card in the foreman's drawer.",
    "Policy: Nura-Steppe passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the shift chat; send a vault link instead.",
    "`.env.example` has `SHAKHTA_PARTS_API_KEY=replace-me`; the real key is in the vault.",
    "Пароль никому не говорите, даже мастеру смены.",
    "Пароль должен быть не короче 12 символов.",
    "Құпия сөзді ешкімге айтпаңыз.",
    "Kodty eşkimge aitpa, bankten eşkim suramaidy.",
    "Das Passwort bitte nie am Telefon sagen, Oma.",
    "Das Kennwort muss mindestens zwölf Zeichen lang sein.",
    "비밀번호는 아무에게도 알려주지 마세요.",
    "Нікому не повідомляйте код з СМС.",
    "Пароль від кабінету змінюється кожні 90 днів.",
    "Upgraded the historian from 4.1 to 4.3 and pymodbus to 3.9.2 over the weekend.",
    f"commit {_COMMIT} adds the furnace 3 tags.",
    f"Rolled back to {_SHORT} after the receipt rounding broke the canteen totals.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The shearer HMI firmware 5.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"MD5 of smeny_2034-03.xlsx is {_MD5}, same as the copy on the NAS.",
    "Request id 3f9c1e72-84b0-4d6a-9e15-c0a7b2d48f61 is the slow one in the Domna Track logs.",
    "Order ZK-2034-00517: 12 bearings 22330 CC/W33 from Kryvyi Rih, ships Thursday.",
    "Ticket NS-2291: the longwall conveyor trips at 3 a.m. again.",
    "Позвоните в цех по номеру +7 7212 55 41 09 до обеда.",
    "Nova Poshta tracking 20451234567890 is stuck in Lviv.",
    "Почтовый индекс цеха 100019, Караганда.",
    "Temirtau site office: 50.0546 N, 72.9646 E.",
    "Lunch special on Thursday: beshbarmak 2 400 ₸, baursak 300 ₸.",
    "Күнделікті ас мәзірі: лағман 1 900 ₸, манты 2 100 ₸.",
    "Асханада төлем тек Kaspi QR арқылы.",
    "My card ending 4471 was declined at the Temirtau hardware store.",
    "Карта **** **** **** 8812 заблокирована, звоните в банк.",
    "IBAN KZ** **** **** **** 1234 is masked in the invoice preview.",
    "Введите код из СМС, он придёт через минуту.",
    "The PIN pad at the canteen till is broken again.",
    "Kaspi never asks for your PIN or SMS code by phone.",
    "Print the 2FA backup codes for the Kaspi Business account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `DOMNA_TRACK_API_KEY` in the secrets store, never in the repository.",
    "The guest wifi 'Dastarkhan-Guest' is open, no password needed.",
    "Bearing part number 22330-CC/W33, shaft seal SKF 130x160x15 HMSA10 RG.",
    "Шахта им. Костенко, участок 4, лава 42К10, смена с 08:00 до 16:00.",
    "Der Termin mit Herrn Hildebrandt ist am 14.05.2034 um 10:30 in Bochum.",
    "Hildebrandt Bergbautechnik invoice RE-2034-0419, 18 450,00 EUR, due 30 days.",
    "고모 생일은 5월 3일이에요, 선물은 카자흐스탄에서 보낼게요.",
    "Замовлення № 4471-Б: 40 підшипників, доставка до 12 травня.",
    "After five wrong passwords the 1C server locks the account for 15 minutes.",
    "The door code changed last week; ask Andreas for the new one.",
    "Ask Lena for the safe code, I don't have it.",
    "ISBN 978-5-04-116620-1 is the mine-safety handbook on the shelf in the dispatch room.",
    "Blast furnace 3: 1 480 °C at the tuyeres, 2.1 bar blast pressure.",
    "Версия прошивки ПЛК 2.8.14, серийный номер SN 7J4K-2281.",
    "Enter the one-time code you receive in the Halyk app; it expires in 2 minutes.",
    "Docker image tag historian:4.3.1-alpine, built 2034-03-02.",
    "The Kaspi API key page moved under Settings › Developers in the May release.",
    "Рейс Караганда — Франкфурт 4 июня, бронь подтверждена.",
    "Temirtau GPS: 50°03'17\"N 72°57'53\"E, gate 7.",
    "Qaraǵandy, Buqar jyraý dańǵyly 54/2, 3-qabat.",
    "The shaft fan runs at 740 rpm; the spare motor is 315 kW.",
    "A passphrase of four random words is easier to remember than a short password.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/nura/historian", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "NS-2291", "order": "ZK-2034-00517"}',
    '{"phone": "+7 7212 55 41 09", "city": "Karaganda", "postcode": "100019"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "bearings_in_stock": 412}',
    '{"card_last4": "4471", "masked_iban": "KZ** **** 1234"}',
    '{"menu": {"beshbarmak": 2400, "baursak": 300}, "currency": "KZT"}',
    '{"coords": {"lat": 50.0546, "lon": 72.9646}, "site": "Temirtau"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
