# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirtieth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and twenty-ninth's
docstring, the fifth to four hundred and twenty-ninth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (431, 432, 433), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (430_518_773), password words (a
thing of the Irtysh, the steppe or the packing line with a number and a sign, `ErtisParom58!`;
dot-joined words with a year, `zhanasemey.qazy.2031`; leet `Sh4k4r1m#64`; random runs with a
sign; dashed generator groups; a person and a street, `Gulnara@Dostyk1974`).

The fictional company is TOO Ertis Alqap Group of Semey, Abai region, Kazakhstan: Alqap Et Kombinaty
(an invented meat-packing plant on the Zhanasemey side), dormitory no. 4 of the invented Ertis
Polytechnic College, and Ertis Port Terminal (an invented river-port warehouse on the Irtysh).
Staff: Daniyar Omarov (IT), Aigerim Sarsenbaeva (the plant's office), Sasha Kozlov (port
foreman, texts in Russian), Erbol Zhaksylykov (dorm warden, Kazakh in both alphabets), Rinat and
apa Gulnara Khayrullin (a Tatar family with a corner shop), Viktor Penner and his Oma Helene (a
Russian-German family, in German) and Jasur Tursunov (a seasonal worker from Fergana, in Uzbek).
Every company, person, address, domain (`alqap.lan`, `ertis-alqap.example`,
`ertisport.example`, `dorm4.example`), account and number is invented; only the region is real.
Texts: WhatsApp and Telegram chats, tickets, notes, runbooks, shell history, config and env
files, URLs, voice-note transcripts, SMS and requests to the assistant; separators: a colon, `=`,
`->`, `→`, `=>`, `/`, `|`, `::`, a tab, `—`, `ist`, `это`, `мынау`, `bu`, `shu`, a new line, a
question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 429, grep -l): none for `Semipalatinsk`, `Dostyk`, `Shulbinsk`, `Ayagoz`,
`Zhanasemey`, `Alqap`, `Shakarim`, `Khayrullin`, `Tursunov`, `Sarsenbaeva`, `qazaqsha`; one for
`Semey`, `Penner`, `Omarov`, `Kozlov`, `Kurchatov`, `qupiya söz`; four for `Irtysh`, `Ertis`,
`Wiebe` (so the family is Penner); six to twelve for `kerek`, `sersüz`, `Kennwort ist`, `IBAN GE`,
`IBAN AZ`, `IBAN UA`, `IBAN BY`, `IBAN KZ`, `de.vat`, `Kcell`, `Jusan`, `Mir card`; above fifteen
for `Abai`, `Tatar`, `Uzbek`, `Kazakh`, `құпия сөз`, `hech kimga`, `Humo`, `UzCard`, `Kaspi`,
`Halyk`, `ru.inn`, `ru.ogrn`, `de.idnr`, `parol`.
Languages: about half English, config or shell; the rest in Russian as texted in Semey (`пароль
такой`, `щас скину`, `короч`, `ток никому`), Kazakh in Cyrillic (`құпия сөз мынау`, `ешкімге
айтпа`) and in the 2021 Latin alphabet (`qūpia söz`, `mynau`), the Tatar of a shop-owning
family (`серсүз`, `беркемгә дә әйтмә`, `улым`), the German of a Russian-German family (`das
Passwort ist`, `sag's keinem`, mixed with Russian words) and the Uzbek of a seasonal worker
(`parol`, `hech kimga aytmang`, `aka`). The Kazakh Latin spellings, the Tatar and the Uzbek
texting are my guesses.
Vendors: the invented EtTrace, PortLogiq, DormPay and SemeyCargo, and the GitHub, GitLab, Slack,
Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI,
Shopify, DigitalOcean, Linear, Grafana, Postman, Doppler, Tailscale, Groq, Replicate, Perplexity,
xAI, NVIDIA, Docker Hub, Databricks, Pulumi, New Relic, Figma, Heroku, Atlassian and age shapes.
Ids: Russia's INN (personal and company) and OGRN, Germany's Steuer-ID (`de.idnr`) and USt-IdNr
(`de.vat`), each drawn until its `stdnum` module validates it (python-stdnum has no Kazakh or
Uzbek module, so no IIN or PINFL is planted). IBANs of Kazakhstan, Georgia, Azerbaijan, Ukraine
and Germany, checked with `stdnum.iban`; seed phrases from `mnemonic`'s English, Russian and
Turkish lists, each drawn until `Mnemonic.check` passes it; cards pass Luhn (Visa, Mastercard, Mir
`2200`-`2204`, UzCard `8600` and Humo `9860`).
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import string
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import luhn
from stdnum.de import idnr as de_idnr
from stdnum.de import vat as de_vat
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 430_518_773
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS = LOWER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            out.append(Sample(self.cls, template.format_map(fields), fields[self.key]))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


def _fam(cls: str, templates: list[str], make: Maker) -> _Family:
    return _Family(cls, templates, _with(make), "pw")


_RIVER = ["Ertis", "Parom", "Barzha", "Prichal", "Kran", "Shlyuz", "Bakan", "Yakor", "Ostrov",
          "Polynya", "Ledokhod", "Kamysh"]  # fmt: skip
_STEPPE = ["Kazy", "Shuzhuk", "Karta", "Zhaya", "Beshbarmak", "Kumys", "Shubat", "Baursak",
           "Kurt", "Taba", "Sybaga", "Zhal"]  # fmt: skip
_PLACES = ["Semey", "Zhanasemey", "Dostyk", "Shulbinsk", "Ayagoz", "Kurchatov", "Urdzhar",
           "Zharma", "Kainar", "Borodulikha", "Shakarim", "Polkovnichy"]  # fmt: skip
_NAMES = ["Daniyar", "Aigerim", "Sasha", "Erbol", "Rinat", "Gulnara", "Viktor", "Helene",
          "Jasur", "Madina", "Nurlan", "Olzhas", "Dilnoza", "Lyosha"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+="
_LEET = ["Sh4k4r1m", "3rt1s", "B4rzh4", "K4zy", "S3m3y", "Zh4y4", "B4ur54k", "Kum7s"]


def _tsekh(g: random.Random) -> str:
    """A workshop of the plant, a steppe dish, a sign and two digits."""
    return f"Tsekh{g.randrange(1, 10)}{g.choice(_STEPPE)}{g.choice(_SYMBOLS)}{g.randrange(10, 99)}"


def _manager(g: random.Random) -> str:
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_RIVER)}{g.choice(_STEPPE)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    lambda g: ".".join(w.lower() for w in g.sample(_PLACES, 1) + g.sample(_STEPPE, 1))
    + f".{g.randrange(1990, 2036)}",
    lambda g: f"{g.choice(_NAMES)}@{g.choice(_PLACES)}{g.randrange(1950, 2010)}",
    lambda g: _r(g, ALNUM + "!%&?#", 16),
    lambda g: g.choice(_LEET) + g.choice(_SYMBOLS) + str(g.randrange(10, 100)),
    _manager,
    lambda g: f"{g.choice(_PLACES).lower()}_{g.choice(_RIVER).lower()}_{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    _tsekh,
    lambda g: _r(g, ALNUM, 15),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp, Daniyar: the 1C server admin password is {pw}",
    "Telegram, Aigerim: password for the plant's Bizerba scales: {pw}",
    "ticket ALQ-3312: chiller panel password = {pw}",
    "runbook, cold store 2: Carel controller password -> {pw}",
    "note to self: port WMS admin password → {pw}",
    "Sasha: NVR password => {pw}",
    "port gate PC | password | {pw}",
    "dorm4 router password :: {pw}",
    "label printer\tpassword\t{pw}",
    "crane telemetry password — {pw}",
    "The password for the slaughter-line HMI is {pw}",
    "password for the Kaspi merchant cabinet:\n{pw}",
    "Password / {pw} (plant office PC)",
    "pwd: {pw}",
    "passwd={pw}",
    "Саша: пароль от вагонной весов {pw}",
    "Саша: короч пароль такой {pw} ток никому",
    "Лёха, пароль от 1С: {pw}",
    "пароль на складской комп -> {pw}",
    "Даник, щас скину пароль… вот {pw}",
    "пароль это {pw}, не перепутай",
    "новый пароль от почты порта: {pw}",
    "пароль = {pw}",
    "пароль\n{pw}",
    "Ербол: жатақхана роутерінің құпия сөзі {pw}",
    "Құпия сөз мынау: {pw}, ешкімге айтпа",
    "Айгерім: бухгалтерия компьютерінің құпия сөзі → {pw}",
    "құпиясөз: {pw}",
    "пароль мынау {pw}",
    "Erbol: jataqhana routerınıñ qūpia sözı {pw}",
    "qūpia söz: {pw} eşkımge aitpa",
    "qūpia söz mynau → {pw}",
    "Aigerim: buhgalteria kompiuterınıñ paroli {pw}",
    "Гөлнара апа: кибет компьютерының серсүзе {pw}",
    "Серсүз: {pw}, беркемгә дә әйтмә, улым",
    "Ринат: касса серсүзе — {pw}",
    "серсүз {pw} (кибет wifi түгел, касса)",
    "Oma Helene: Das Passwort für den Laptop ist {pw}",
    "Viktor: Kennwort vom Kassenbuch: {pw}, sag's keinem",
    "Passwort fürs Online-Banking ist {pw}, ну ты понял",
    "Viktor: das neue Passwort lautet {pw}",
    "Kennwort ist {pw}",
    "Jasur: aka, parol {pw}",
    "Jasur: yotoqxona wifi paroli {pw} hech kimga aytmang",
    "parolim: {pw}",
    "Parol shu: {pw}",
    "aka telefondagi parol bu {pw}",
    "Jasur: пароль {pw} aka",
    "slaughterhouse SCADA login password changed to {pw}",
    "Ertis Port Terminal wiki › Cranes › Liebherr LiDAT: password {pw}",
    "Daniyar (voice note): the password for the Zhanasemey camera server is {pw}",
    "ask from Aigerim: remember that the Halyk business password is {pw}",
    "Please store this: HACCP portal password {pw}",
    "Tsekh 3 tablet — password [{pw}]",
    "dormitory door terminal password (\"{pw}\")",
    "Password: `{pw}` for the ZKTeco at the dorm entrance",
    "the reefer monitoring password is now {pw}",
    "port scale (Mettler) password was set to {pw}",
    "Sasha: barge manifest laptop, pass {pw}",
    "pw for the Irtysh pier camera: {pw}",
    "Aigerim's Outlook password is {pw} until IT resets it",
    "boiler room controller password: {pw} (Shulbinsk contractor set it)",
    "Даник: пароль от Бизерб поменял на {pw}",
    "Ербол аға: wifi құпия сөзі өзгерді, жаңасы {pw}",
    "Oma: Passwort vom WLAN ist {pw}, für Enkel",
    "Rinat: 1C кассасы серсүзе {pw}",
    "Jasur: Humo ilovasi paroli {pw}",
    "Aigerim: the password to the HR folder? {pw}",
    "{pw} is the password for the Ayagoz depot laptop",
    "{pw} — это пароль от терминала на причале",
    "{pw} — that's the admin password for the cold-store Danfoss",
    "type {pw}; that's the password for the dorm laundry app",
    "{pw} бұл бухгалтерия құпия сөзі",
    "{pw} das ist Omas Passwort fürs Tablet",
    "{pw} bu yotoqxona kompyuterining paroli",
    "{pw}, вот пароль от весовой, Саш",
    "{pw} — кибет кассасы серсүзе",
]  # fmt: skip
_said = _fam("password_label", _SAID, _pw)

_CHATS = [
    "Sasha: wifi in the warehouse office, password?\nDaniyar: {pw}",
    "[07:02] Erbol: роутер в общаге, пароль какой?\n[07:03] Daniyar: {pw}",
    "Айгерім: пароль от 1С какой?\nДаник: {pw}",
    "Viktor: Oma, wie war das Passwort?\nOma Helene: {pw}",
    "Jasur: aka, parol nima edi?\nSasha: {pw}",
    "Гөлнара: серсүз нинди иде?\nРинат: {pw}",
    "Erbol: qūpia söz qandai?\nAigerim: {pw}",
    "Ербол: құпия сөз қандай?\nАйгерім: {pw}",
    "Q: what's the password for the port scale?\nA: {pw}",
    "Daniyar: new HMI password?\nSasha: {pw}",
]  # fmt: skip
_chats = _fam("chat_password", _CHATS, _pw)

_USERS = ["daniyar", "a.sarsenbaeva", "kozlov", "erbol.zh", "rinat.kh", "vpenner", "jasur",
          "operator", "sklad2", "port-wms"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "1C: пользователь {u}, пароль {pw}",
    "Benutzer {u}, Passwort {pw}",
    "foydalanuvchi {u} parol {pw}",
    "пайдаланушы {u}, құпия сөз {pw}",
    "sign in as {u} with {pw}",
    "u={u} p={pw}",
    "{u}@ertis-alqap.example:{pw}",
    "admin / {pw}",
    "root:{pw}",
    "логин {u} пароль {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_plain_pw, u=_USERS), "pw")

_URLS = [
    "postgres://wms:{pw}@db.ertisport.example:5432/wms",
    "mysql://dorm:{pw}@10.4.0.12/dorm4",
    "https://scada:{pw}@hmi.alqap.lan/",
    "amqp://port:{pw}@mq.alqap.lan:5672/",
    "redis://:{pw}@cache.alqap.lan:6379/0",
    "ftp://scales:{pw}@ftp.alqap.lan/export",
    "mongodb://reports:{pw}@mongo.alqap.lan/reports?authSource=admin",
    "smb://ALQAP;buh:{pw}@fs01.alqap.lan/1c",
]  # fmt: skip
_urls = _fam("url_credentials", _URLS, _plain_pw)

_CLI = [
    "$ mysql -u wms -p{pw} -h db.ertisport.example",
    "$ sshpass -p '{pw}' ssh operator@hmi.alqap.lan",
    "$ redis-cli -h cache.alqap.lan -a {pw} info",
    "$ docker login registry.alqap.lan -u ci -p {pw}",
    "$ curl -u daniyar:{pw} https://wms.ertisport.example/api/stock",
    "$ htpasswd -b /etc/nginx/.htpasswd warden {pw}",
    "$ smbclient //fs01/1c -U buh%{pw}",
    "$ sqlcmd -S sql01 -U sa -P {pw}",
    "$ zip -P {pw} haccp_2032.zip haccp/*.pdf",
    "$ 7z a -p{pw} payroll.7z payroll/",
    "$ openssl enc -aes-256-cbc -in act.xlsx -out act.enc -pass pass:{pw}",
    "$ gpg --batch --passphrase {pw} -c inventory.ods",
    "$ plink -ssh -pw {pw} kozlov@gate.ertisport.example",
    "$ xfreerdp /v:buh01 /u:aigerim /p:{pw}",
    "C:\\> net use Z: \\\\fs01\\scans /user:ALQAP\\scan {pw}",
    "$ sqlplus port/{pw}@WMSDB",
    "$ lftp -u scales,{pw} ftp.alqap.lan",
    "$ rabbitmqctl add_user ertis {pw}",
    "$ ipmitool -I lanplus -H 10.4.0.9 -U ADMIN -P {pw} chassis status",
    "$ mosquitto_pub -h mqtt.alqap.lan -u chiller -P {pw} -t t/cold2 -m 1",
    "$ ldapsearch -x -D cn=admin,dc=alqap,dc=lan -w {pw}",
    "$ echo '{pw}' | sudo -S systemctl restart wms",
    "$ keytool -importcert -keystore port.jks -storepass {pw} -file ca.crt",
    "$ psql \"host=db.alqap.lan user=report password={pw}\"",
    "$ mongosh -u reports -p {pw} mongo.alqap.lan/reports",
    "$ ssh-keygen -t ed25519 -N '{pw}' -f ~/.ssh/port",
    "$ mysql -u root --password={pw} dorm4",
    "$ hydra -l admin -p {pw} 10.4.0.1 http-get /",
    "$ printf '{pw}\\n' | passwd --stdin warden",
    "$ cqlsh -u cassandra -p {pw} 10.4.0.30",
]  # fmt: skip
_cli = _fam("cli_password", _CLI, _plain_pw)

_CONFIGS = [
    ".env:\nDB_HOST=db.alqap.lan\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "wms.ini:\n[database]\nuser = wms\npassword = {pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "config.yaml:\nsmtp:\n  user: alerts@ertis-alqap.example\n  password: \"{pw}\"",
    "settings.py:\nDATABASES = {{'default': {{'USER': 'dorm', 'PASSWORD': '{pw}'}}}}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "~/.pgpass:\ndb.alqap.lan:5432:haccp:report:{pw}",
    "terraform.tfvars:\nvariable \"db_password\" {{ default = \"{pw}\" }}",
    "mosquitto passwd source:\nchiller:{pw}",
    "grafana.ini:\n[security]\nadmin_password = {pw}",
    "export WMS_DB_PASS={pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "nextcloud config.php:\n'dbpassword' => '{pw}',",
    "odoo.conf:\n[options]\nadmin_passwd = {pw}",
    "vsftpd user list, scales.txt:\nscales\n{pw}",
    "msmtprc:\naccount port\nuser port@ertisport.example\npassword {pw}",
    "k8s secret (stringData):\n  WMS_PASSWORD: \"{pw}\"",
    "appsettings.json: {{\"ConnectionStrings\": {{\"Wms\": \"User Id=wms;Password={pw};\"}}}}",
    "haccp.toml:\n[db]\npassword = \"{pw}\"",
]  # fmt: skip
_configs = _fam("config_file", _CONFIGS, _plain_pw)


def _aws_pair(g: random.Random) -> str:
    return _r(g, B64, 40)


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _j("ghp_", (ALNUM, 36))),
    ("gitlab token for the wms repo: {t}", _j("glpat-", (URLSAFE, 20))),
    ("Slack bot for #port-alerts: {t}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe key for the dorm canteen: {t}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic key → {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER + "234567", 16))),
    ("aws_secret_access_key = {t}", _aws_pair),
    ("Google Maps key for the truck tracker: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SendGrid: {t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio API key SID {t}", _j("SK", (HEX, 32))),
    ("telegram bot for the dorm: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("pypi upload token: {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("shopify admin token {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("Linear key: {t}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account: {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman: {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("tailscale key, port gateway: {t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("GROQ_API_KEY={t}", _j("gsk_", (ALNUM, 52))),
    ("Replicate: {t}", _j("r8_", (ALNUM, 37))),
    ("perplexity: {t}", _j("pplx-", (ALNUM, 48))),
    ("XAI_API_KEY={t}", _j("xai-", (ALNUM, 80))),
    ("nvidia key {t}", _j("nvapi-", (URLSAFE, 64))),
    ("docker hub PAT: {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("DATABRICKS_TOKEN={t}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={t}", _j("pul-", (HEX, 40))),
    ("New Relic user key {t}", _j("NRAK-", (UPPER + D, 27))),
    ("figma token: {t}", _j("figd_", (URLSAFE, 40))),
    ("HEROKU_API_KEY={t}", _j("HRKU-", (URLSAFE, 60))),
    ("jira API token {t}", _j("ATATT3xFfGF0", (URLSAFE, 180), "=", (UPPER_HEX, 8))),
    ("age identity: {t}", _j("AGE-SECRET-KEY-1", (UPPER + "023456789", 58))),
    ("Slack app token {t}", _j("xapp-1-A", (UPPER + D, 10), "-", (D, 13), "-", (HEX, 64))),
]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in list(_VENDORS)[:n]:
        secret = make(rng)
        frame = rng.choice(["{c}", "Даник: {c}", "note: {c}", "{c}  # rotate after audit"])
        out.append(Sample("vendor_token", frame.format(c=template.format(t=secret)), secret))
    return out


_INVENTED = [
    "EtTrace API key: {pw}",
    "ключ API PortLogiq: {pw}",
    "DormPay API кілті: {pw}",
    "SemeyCargo API-Schlüssel: {pw}",
    "EtTrace API kaliti {pw}",
    "PortLogiq API ачкычы: {pw}",
    "Integrations › SemeyCargo: {pw}",
    "DormPay integration broken, current key {pw}",
    "ETTRACE_API_KEY={pw}",
    "portlogiq_secret = \"{pw}\"",
    "API key for DormPay (prod): {pw}",
    "SemeyCargo key for prod → {pw}",
]  # fmt: skip
_INVENTED_MAKERS: list[Maker] = [_j((HEX, 32)), lambda g: v.uuid4(g, "b"), _j((ALNUM, 40)),
                                 _j((HEX, 40))]  # fmt: skip


def _invented_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _INVENTED_MAKERS[index % len(_INVENTED_MAKERS)](rng)}


_invented = _Family("vendor_key_word", _INVENTED, _invented_draw, "pw")

_BARE = ["{pw}", "here, it only shows once:\n{pw}", "Даник скинул: {pw}", "token {pw} (wms)",
         "Jasur, copy this: {pw}", "{pw}\n^ from the DormPay dashboard"]  # fmt: skip
_BARE_MAKERS: list[Maker] = [_j((ALNUM, 40)), _j((URLSAFE, 20), ".", (URLSAFE, 38)),
                             _j((B64, 52), "==")]  # fmt: skip


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _BARE_MAKERS[index % 3](rng)}


_bare = _Family("bare_token", _BARE, _bare_draw, "pw")

_HEXES = [
    "AES key for the scale export: {pw}",
    "LoRaWAN AppKey {pw}",
    "HMAC secret = {pw}",
    "session_secret: {pw}",
    "encryption key (hex) → {pw}",
    "master key, cold-store gateway: {pw}",
    "ключ шифрования: {pw}",
    "signing key {pw}",
]  # fmt: skip
_hexes = _Family(
    "hex_key",
    _HEXES,
    lambda g, i, t: {"pw": v.hex_key(g, [32, 64][i % 2]) if i % 3 else _r(g, UPPER_HEX, 32)},
    "pw",
)


def _jwt(g: random.Random) -> str:
    head = v.b64url({"alg": "HS256", "typ": "JWT"})
    body = v.b64url({"sub": g.choice(_USERS), "iss": "wms.ertisport.example",
                     "exp": 1_900_000_000 + g.randrange(10**7)})  # fmt: skip
    return f"{head}.{body}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {pw}",
    "wms session cookie: {pw}",
    "jwt={pw}",
    "токен от апи порта: {pw}",
    "the DormPay callback sends {pw}",
    "Daniyar: try with this one {pw}",
    "access_token: {pw}",
    "curl -H 'Authorization: Bearer {pw}' https://wms.ertisport.example/api",
]  # fmt: skip
_jwts = _fam("jwt", _JWTS, _jwt)


def _pem(g: random.Random, kind: str) -> str:
    body = "\n".join(_r(g, B64, 64) for _ in range(6)) + "\n" + _r(g, B64, 20) + "=="
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


_PEMS = {
    "port gateway key:\n{pw}": "RSA PRIVATE KEY",
    "id_ed25519 for the backup box\n{pw}": "OPENSSH PRIVATE KEY",
    "tls.key (dorm portal):\n{pw}": "PRIVATE KEY",
    "Даник, вот ключ:\n{pw}": "EC PRIVATE KEY",
    "client key for the EtTrace mTLS:\n{pw}": "PRIVATE KEY",
    "ssh key, crane PC\n{pw}": "OPENSSH PRIVATE KEY",
}  # fmt: skip
_pems = _Family("pem_key", list(_PEMS), lambda g, i, t: {"pw": _pem(g, _PEMS[t])}, "pw")

_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "turkish")}
_SEEDS = {
    "seed phrase for the dorm fund wallet: {pw}": "english",
    "Trust Wallet recovery: {pw}": "english",
    "сид фраза: {pw}": "russian",
    "мнемоника от кошелька {pw}": "russian",
    "Jasur: hamyon so'zlari {pw}": "turkish",
    "Ledger backup words\n{pw}": "english",
    "әмиян сөздері: {pw}": "russian",
    "Wiederherstellungsphrase: {pw}": "english",
    "cüzdan kelimeleri: {pw}": "turkish",
    "12 words (Rinat's Bitget): {pw}": "english",
    "seed:\n{pw}": "english",
    "кошелёк, слова: {pw}": "russian",
}  # fmt: skip


def _seed_draw(g: random.Random, index: int, template: str) -> dict[str, str]:
    words = [12, 24, 12, 18][index % 4]
    bits = {12: 16, 18: 24, 24: 32}[words]
    mnemo = _MNEMO[_SEEDS[template]]

    def make(r: random.Random) -> str:
        return str(mnemo.to_mnemonic(bytes(r.randrange(256) for _ in range(bits))))

    # `Mnemonic.check` reads NFKD, so a Russian phrase with й or ё does not pass it: draw again.
    return {"pw": v.until(g, make, mnemo.check)}


_seeds = _Family("seed_phrase", list(_SEEDS), _seed_draw, "pw")


def _card(g: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PREFIXES = ["4", "51", "2201", "8600", "9860", "2202", "55", "4"]
_CARDS = [
    "card: {pw}",
    "карта для аванса {pw}",
    "Kaspi Gold-ке емес, мына картаға: {pw}",
    "Jasur: karta raqami {pw}",
    "Karte von Oma {pw}",
    "company Visa {pw} exp 09/34",
    "кибет картасы {pw}",
    "pay the barge fuel with {pw}",
    "номер карты: {pw}",
    "Humo karta {pw}",
    "UzCard: {pw}",
    "Мир {pw}, до 11/33",
]  # fmt: skip


def _card_draw(g: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(g, _CARD_PREFIXES[index % len(_CARD_PREFIXES)])
    return {"pw": v.grouped(number, ["", " ", "-", " "][index % 4], g)}


_cards = _Family("card_number", _CARDS, _card_draw, "pw")

_CVVS = [
    "Visa {c}, exp 03/35, security code {pw}",
    "card {c} CVV: {pw}",
    "карта {c}, CVC {pw}",
    "Karte {c}, Prüfnummer {pw}",
    "{c} — the three digits on the back are {pw}",
    "{c}, cvv2={pw}",
]  # fmt: skip


def _cvv_draw(g: random.Random, index: int, template: str) -> dict[str, str]:
    return {"c": v.grouped(_card(g, g.choice(["4", "52"])), " ", g), "pw": _r(g, D, 3)}


_cvvs = _Family("card_code", _CVVS, _cvv_draw, "pw")

_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "GE": "aa" + "n" * 16, "AZ": "aaaa" + "c" * 20,
                "UA": "n" * 6 + "c" * 19, "DE": "n" * 18}  # fmt: skip
_IBAN_COUNTRIES = ["KZ", "KZ", "GE", "AZ", "UA", "DE", "KZ", "DE", "GE", "KZ", "AZ", "UA"]
_IBANS = [
    "IBAN: {pw}",
    "счёт для оплаты за мясо {pw}",
    "шот нөмірі (IBAN) {pw}",
    "Jasur: pulni shu IBAN ga {pw}",
    "Oma's Konto, IBAN {pw}",
    "supplier account → {pw}",
    "IBAN {pw} (Ertis Port Terminal)",
    "реквизиты: ИИК {pw}",
]  # fmt: skip


def _iban_draw(g: random.Random, index: int, template: str) -> dict[str, str]:
    country = _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)]
    number = v.iban_shaped(g, country, _IBAN_SHAPES)
    return {"pw": v.iban_spaced(number) if index % 2 else number}


_ibans = _Family("iban", _IBANS, _iban_draw, "pw")


def _inn12(g: random.Random) -> str:
    return v.until(g, _j((D, 12)), ru_inn.is_valid)


def _inn10(g: random.Random) -> str:
    return v.until(g, _j((D, 10)), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, _j("1", (D, 12)), ru_ogrn.is_valid)


def _idnr(g: random.Random) -> str:
    return v.until(g, _j((D[1:], 1), (D, 10)), de_idnr.is_valid)


def _de_vat(g: random.Random) -> str:
    return v.until(g, _j("DE", (D, 9)), de_vat.is_valid)


_IDS: dict[str, Maker] = {
    "ИНН: {pw}": _inn12,
    "Саша, мой ИНН {pw} для договора": _inn12,
    "Jasur: INN raqamim {pw}": _inn12,
    "ИНН организации {pw}": _inn10,
    "контрагент, ИНН {pw}": _inn10,
    "ОГРН: {pw}": _ogrn,
    "ОГРН поставщика {pw}": _ogrn,
    "Steuer-ID: {pw}": _idnr,
    "Omas Steuer-Identifikationsnummer ist {pw}": _idnr,
    "Identifikationsnummer {pw}": _idnr,
    "USt-IdNr. {pw}": _de_vat,
    "VAT id of the German buyer: {pw}": _de_vat,
    "Russian tax id (INN) {pw}": _inn12,
    "tax id: {pw}": _inn10,
}  # fmt: skip
_ids = _Family("national_id", list(_IDS), lambda g, i, t: {"pw": _IDS[t](g)}, "pw")


def _codes(g: random.Random, style: int) -> str:
    codes = v.backup_codes(g, 8, style)
    return ["\n", ", ", " "][style % 3].join(codes)


_BACKUPS = [
    "Google backup codes for alerts@ertis-alqap.example\n{pw}",
    "резервные коды: {pw}",
    "GitHub recovery codes {pw}",
    "сақтық кодтар:\n{pw}",
    "Backup-Codes fürs Microsoft-Konto: {pw}",
    "2FA backup codes (Daniyar):\n{pw}",
]  # fmt: skip
_backups = _Family("backup_codes", _BACKUPS, lambda g, i, t: {"pw": _codes(g, i % 4)}, "pw")

_TOTPS = [
    "TOTP secret for the wms admin: {pw}",
    "otpauth://totp/ErtisPort:daniyar?secret={pw}&issuer=ErtisPort",
    "2FA setup key {pw}",
    "Google Authenticator, manual key: {pw}",
    "секрет 2FA: {pw}",
    "the QR code didn't scan, so type the key {pw}",
]  # fmt: skip
_totp = _Family(
    "totp_secret",
    _TOTPS,
    lambda g, i, t: {"pw": v.totp_secret(g, spaced=i % 2 == 1 and "otpauth" not in t)},
    "pw",
)

_OTPS = [
    "{pw} is your Kaspi verification code",
    "Код подтверждения: {pw}",
    "Растау коды: {pw}. Ешкімге айтпаңыз",
    "Tasdiqlash kodi: {pw}",
    "Ihr Bestätigungscode lautet {pw}",
    "Use {pw} to sign in to EtTrace",
    "Jasur: aka, SMS kod keldi {pw}",
    "Сәлем, код келді: {pw}",
]  # fmt: skip


def _otp_draw(g: random.Random, index: int, template: str) -> dict[str, str]:
    code = _r(g, D, 6)
    return {"pw": f"{code[:3]} {code[3:]}" if index == 3 else code}


_otps = _Family("otp_code", _OTPS, _otp_draw, "pw")

_SSIDS = ["Alqap-Office", "Dorm4-Floor3", "ErtisPort-Yard", "Kibet-Khayrullin", "Penner-Home",
          "TP-Link_Zhanasemey"]  # fmt: skip
_WIFI = [
    "wifi {s} / {pw}",
    "Network: {s} key {pw}",
    "вайфай {s}, пароль {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "wifi {s} құпия сөзі: {pw}",
    "WLAN {s}, Passwort {pw}",
    "wifi {s} paroli {pw}",
    "{s}\nWPA2 key: {pw}",
    "SSID {s} / PSK {pw}",
    "вайфай в общаге {s}: {pw}",
    "wpa_passphrase=\"{pw}\" (ssid={s})",
    "{s} серсүзе {pw}",
    "the dorm wifi password is {pw}",
    "wifi {s} psk {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_plain_pw, s=_SSIDS), "pw")

_PINS = [
    "PIN for the company card: {pw}",
    "пин-код от карты {pw}",
    "door code to cold store 2 is {pw}#",
    "код от двери в общагу {pw}",
    "сейф коды: {pw}",
    "Jasur: kartaning PIN kodi {pw}",
    "Omas PIN ist {pw}",
    "padlock on the port gate: {pw}",
    "alarm code, Zhanasemey shop: {pw}",
    "кибет сигнализациясе коды {pw}",
    "SIM PIN {pw}",
    "keypad at the warehouse: {pw}",
    "ПИН {pw}, не забудь",
    "locker 14 code → {pw}",
]  # fmt: skip
_pins = _Family("pin_code", _PINS, lambda g, i, t: {"pw": _r(g, D, [4, 4, 6, 5][i % 4])}, "pw")

_PHRASE_WORDS = ["steppe", "ferry", "kumys", "poplar", "barge", "falcon", "saddle", "river",
                 "melon", "yurt", "lantern", "granite", "apricot", "thaw", "pelican",
                 "harbor"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}",
    "Bitwarden master passphrase is {pw}",
    "KeePass passphrase -> {pw}",
    "парольная фраза: {pw}",
    "Passphrase für den Tresor: {pw}",
    "VeraCrypt passphrase = {pw}",
    "backup passphrase {pw}",
    "the ssh key passphrase is {pw}",
]  # fmt: skip


def _phrase_draw(g: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": [" ", "-", " ", "."][index % 4].join(g.sample(_PHRASE_WORDS, 4 + index % 2))}


_phrases = _Family("passphrase", _PHRASES, _phrase_draw, "pw")

_SPOKEN_WORDS = ["irtysh", "barzha", "kazy", "poplar", "kumys", "parom", "zhayau", "shakarim"]
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "пароль: слово {w}, потом {d}",
    "Das Passwort ist das Wort {w}, dann {d}",
    "{W} with a capital first letter and {d} at the end",
    "type {w}, then {d}; that's the admin password",
    "құпия сөз: {w} деген сөз, артынан {d}",
    "parol: {w} so'zi, keyin {d}",
    "the name of Oma's cat, {W}, followed by {d}",
    "{w}{d}, that's what I set for the router",
    "серсүз: {w} сүзе, аннары {d}",
]  # fmt: skip


def _spelled_take(rng: random.Random, n: int) -> list[Sample]:
    """The word and the number together where ``{w}{d}`` stands joined, else the word."""
    out = []
    for template in v.cycle(rng, _SPELLED, n):
        w, d = rng.choice(_SPOKEN_WORDS), str(rng.randrange(100, 10_000))
        text = template.format(w=w, W=w.capitalize(), d=d)
        secret = f"{w}{d}" if "{w}{d}" in template else w.capitalize() if "{W}" in template else w
        out.append(Sample("spelled_password", text, secret))
    return out


_SPELL_TOKENS = [
    "reading it out: {t}",
    "[voice note] the key is {t}",
    "Даник продиктовал: {t}",
    "key in groups: {t}",
    "Jasur, write it: {t}",
    "token: {t}",
]  # fmt: skip


def _spell_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _SPELL_TOKENS, n)):
        raw = _r(rng, ALNUM, 24)
        if index % 3 == 0:
            shown = " ".join(raw)
        elif index % 3 == 1:
            shown = " - ".join(raw[i : i + 4] for i in range(0, 24, 4))
        else:
            shown = " ".join(raw[i : i + 6] for i in range(0, 24, 6))
        out.append(Sample("spelled_token", template.format(t=shown), shown))
    return out


# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 78), (_chats, 20), (_logins, 24), (_urls, 12), (_cli, 30), (_configs, 20),
    (_vendors, 36), (_invented, 12), (_bare, 8), (_hexes, 8), (_jwts, 8), (_pems, 6),
    (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12), (_ids, 14), (_backups, 6), (_totp, 6),
    (_otps, 8), (_wifi, 14), (_pins, 14), (_phrases, 8), (_spelled_take, 10), (_spell_take, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


def _humo(g: random.Random) -> str:
    return v.grouped(_card(g, "9860"), " ", g)


# (class, first field, second field, the secret's maker)
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the 1C admin password is", "{s}", _pw),
    ("split_password", "пароль от весовой:", "{s} (Саша поменял)", _pw),
    ("split_password", "құпия сөз", "{s}", _pw),
    ("split_password", "Passwort:", "{s}\nbitte ändern", _pw),
    ("split_password", "parol", "{s} aka", _pw),
    ("split_password", "серсүз:", "{s}", _pw),
    ("split_password", "HMI password", "{s}, I think", _pw),
    ("split_password", "qūpia söz:", "{s}", _pw),
    ("split_password", "dorm router password", "{s}", _pw),
    ("split_password", "Kennwort lautet", "{s}", _pw),
    ("split_token", "EtTrace API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (ci)", _j("ghp_", (ALNUM, 36))),
    ("split_token", "DormPay client secret", "{s}", lambda g: v.uuid4(g, "8")),
    ("split_seed", "wallet backup words", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} 07/34", lambda g: v.grouped(_card(g, "2200"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_shaped(g, "KZ", _IBAN_SHAPES)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=False)),
    ("split_id", "ИНН", "{s}", _inn12),
    ("split_pin", "код от сейфа", "{s}", _j((D, 6))),
    ("split_wifi", "wifi Dorm4-Floor3 key", "{s}", _plain_pw),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"wms": {"host": "wms.alqap.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"құпия_сөз": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "kozlov", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"Passwort": "{s}", "Benutzer": "oma.helene"}': ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "wms", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от 1С {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "Jasur aytdi: yotoqxona paroli {s}"}': ("meta_password", _plain_pw),
    '{"ettrace": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"portlogiqToken": "{s}"}': ("meta_token", _j((ALNUM, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _jwt),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"payment": {"card_number": "{s}", "exp": "05/35"}}': ("meta_card", _humo),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: v.iban_shaped(g, "GE", _IBAN_SHAPES)),
    '{"buyer": {"inn": "{s}"}}': ("meta_id", _inn10),
    '{"mfa": {"recovery_codes": ["{s}", "48213077", "90417265"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"cold_store_2": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "ErtisPort-Yard", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"bizerba-kh2-fw-5.12.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.alqap.lan/wms-api:2.7").hexdigest()
_COMMIT = hashlib.sha1(b"wms: add barge draft column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"haccp: revert chiller thresholds", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"weighbridge_2032-10-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"slaughter-log-2032.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Bizerba scale password before the audit on 2032-11-04.",
    "Sasha asked for the port wifi password; it's on the card in the foreman's drawer.",
    "Policy: Alqap passwords are at least 14 characters and live only in the vault.",
    "Please don't paste passwords into the WhatsApp group; share a vault link instead.",
    "`.env.example` has `ETTRACE_API_KEY=replace-me`; the real key is in the vault.",
    "The chiller panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_PORTLOGIQ_KEY> in the README with the key from the dashboard.",
    "Пароль никому не говорите, даже айтишникам.",
    "Пароль должен быть не короче 14 символов.",
    "Саша, пароль от весовой спроси у Даника, я не знаю.",
    "Құпия сөзіңді ешкімге айтпа.",
    "Құпия сөз кемінде 14 таңбадан тұруы керек.",
    "Qūpia sözıñdı eşkımge aitpa.",
    "Wifi paroli qaida jazylğan? Erbol aitady.",
    "Серсүзне беркемгә дә әйтмә, улым.",
    "Кибет кассасының серсүзен Ринат белә.",
    "Oma, sag dein Passwort keinem, auch nicht am Telefon.",
    "Das Kennwort muss mindestens vierzehn Zeichen lang sein.",
    "Parolni hech kimga aytmang, aka.",
    "Aka, wifi parolini Sasha biladi, men bilmayman.",
    "Upgraded the chiller firmware from 5.11 to 5.12 and pymodbus to 3.9.2.",
    f"commit {_COMMIT} adds the barge draft column to the WMS.",
    f"Rolled back to {_SHORT} after the chiller thresholds broke HACCP alerts.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The KH II firmware 5.12 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of slaughter-log-2032.parquet: {_SHA512}",
    f"The WMS API runs registry.alqap.lan/wms-api@sha256:{_IMAGE}.",
    f"MD5 of weighbridge_2032-10-14.csv is {_MD5}, same as the copy on fs01.",
    "Request id 3f9c2a71-8b4e-4d10-a6c2-7e5b0d9f1c34 is the slow one in the WMS logs.",
    "Order ALQ-2032-00917: 12 t of beef quarters for Ayagoz, ships Thursday.",
    "Ticket #4418: cold store 2 alarm keeps tripping at night.",
    "Call the port office on +7 7222 55 31 08 before noon.",
    "Barge ERT-114 with 38 containers is at pier 3 of the Irtysh terminal.",
    "Postcode 071400 is Semey; the dorm is at Dostyk 27, block B.",
    "Coordinates of the pier: 50.4111 N, 80.2275 E.",
    "Cold store 2 is at -18.5 °C; the chilling room is at 2 °C, 85 % RH.",
    "After five wrong passwords the WMS locks the account for 20 minutes.",
    "A carcass quarter weighs about 60 kg; the line does 240 head a shift.",
    "Ask Erbol for the dorm door code, I don't have it.",
    "My card ending 4471 was declined at the Semey hardware store.",
    "The Georgian buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the port mailbox and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `PORTLOGIQ_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the port gate rusts in the spring flood; oil it monthly.",
    "The PIN pad on the canteen terminal is broken again.",
    "Код подтверждения придёт по SMS в течение минуты.",
    "Растау коды SMS арқылы келеді.",
    "Tasdiqlash kodi SMS orqali keladi, kuting.",
    "Ihr Bestätigungscode wird per SMS gesendet.",
    "Tracking number KZ 4019 3377 1052 for the spare chiller compressor.",
    "Price: 2 450 ₸ per kg of kazy, 1 870 ₸ for shuzhuk.",
    "Product code ALQ-KZY-0500 is the 500 g kazy pack.",
    "Card **** **** **** 9012 is the canteen's; the rest is masked.",
    "IBAN KZ** **** **** **** 4410 (masked on the invoice).",
    "The guest wifi 'Alqap-Guest' is open, no password needed.",
    "Visa deadline for Jasur is 2032-12-15; passport renewal in Tashkent.",
    "Wi-Fi router model TP-Link Archer C80, firmware 1.2.3 Build 20240321.",
    "Dorm rent: 18 000 ₸ a month, due by the 5th.",
    "The secret of good kazy is horse fat and three days of drying.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/alqap/wms", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "4418", "order": "ALQ-2032-00917"}',
    '{"barge": {"id": "ERT-114", "containers": 38, "pier": 3}}',
    '{"phone": "+7 7222 55 31 08", "city": "Semey", "postcode": "071400"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "head_per_shift": 240}',
    '{"product_code": "ALQ-KZY-0500", "price_kzt": 2450}',
    '{"card_last4": "4471", "masked": "**** 4471"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
