# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-forty-second corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and forty-first's
docstring, the fifth to four hundred and forty-first only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (443, 444, 445), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (442_806_317), password words (a beet,
a fertiliser, a Talas-valley place or a Taraz monument with a sign and a number, `Qyzylsha#4821`;
dot-joined words with a year, `talas.qant.merke.2034`; leet `F0sf0r!72`; random runs with a sign;
a person and a town, `Gulnar@Merke1986`).

The fictional company is TOO Aulie-Ata Industrial Group of Taraz, Zhambyl region, Kazakhstan:
Qarqant Sugar (an invented sugar refinery by the Talas river), Talas Fosfor (an invented
phosphate-fertiliser plant on the road to Zhanatas) and Aulie-Ata Trans (an invented
long-distance bus depot on an invented Tole bi street yard). Staff: Aigerim Bekova (IT), Nurlan
"Nuke" Sadykov (shift boss, Kazakh and Russian mixed in one message, Cyrillic and Latin Kazakh),
Dilnoza Rahimova (an Uzbek market trader at the bazaar who sells the canteen its produce), the Ma
family (Dungan noodle-shop owners who run the depot's canteen, Mandarin-like pinyin chat and
characters), Emre Yildirim (a Turkish contractor rebuilding the boiler house) and Krzysztof Wójcik
(a Polish packing-machine supplier from Bydgoszcz). Every company, person, address, domain
(`aulieata.lan`, `qarqant.example`, `talasfos.example`, `aulietrans.example`), account and number
is invented; only the region is real. Texts: WhatsApp and Telegram chats, tickets, notes,
runbooks, shell history, config and env files, URLs, voice-note transcripts, SMS and requests to
the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `//`, `|`, a tab, `—`, `это`,
`to`, `是`, `bu`, `edi`, a new line, a question then its answer, a value said first and named
after.

Grep counts (heldouts 5 to 441, grep -l): none for `BiletAlem`, `Dungan-Chinese`, `mimă`; one to
three for `Taraz`, `Zhambyl`, `Jambyl`, `Shymkent`, `Glonass`, `Comarch`, `Netgsm`, `Paraşüt`,
`Logo Tiger`, `ForteBank`, `Przelewy24`; four to sixteen for `Dungan`, `iiko`, `Moysklad`,
`Iyzico`, `Allegro`, `Wialon`, `Kolesa`, `amoCRM`, `Bitrix24`, `parolim`, `şifrem`, `kz.bin`,
`kz.iin`; above sixteen for `Uzbek`, `Kazakh`, `Turkish`, `Polish`, `құпия`, `hasło to`,
`mima shi`, `ru.inn`, `ru.ogrn`, `cn.uscc`, `by.unp`, `tr.vkn`, `tr.tckimlik`, `pl.regon`,
`pl.nip`, `pl.pesel`, and every IBAN country tried (Russia the least used, forty; Mongolia,
Belarus, Georgia, Azerbaijan and Kazakhstan more).
Languages: about half English, config or shell; the rest in the Kazakh and Russian of Taraz as
texted (`пароль`, `құпиясөз`, `qupiasöz`, `ешкімге айтпа`, `аға`, `жаңасы`, mixed in one
message), the Uzbek of a market trader (`parol`, `parolim … edi`, `hech kimga aytmang`, `opa`),
the Dungan family's Mandarin-like chat in pinyin and characters (`mima`, `密码是`, `别给外人说`),
the Turkish of a contractor (`şifre`, `abi`, `olarak değiştirdim`) and the Polish of a machine
supplier (`hasło`, `Hasło to`, `proszę nie udostępniać`). The Taraz Kazakh-Russian texting, the
Latin Kazakh spellings, the Uzbek market register and the Dungan family's chat (written here as
plain Mandarin pinyin and characters, not Dungan Cyrillic) are my guesses.
Vendors: the invented QantTrack, TalasPay, AvtoBekat and FosLab, plus BiletAlem, Wialon, iiko,
Moysklad, Glonass, Comarch, Netgsm, Paraşüt, Iyzico, Przelewy24 and Allegro under the words
around their keys, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging
Face, npm, SendGrid, Twilio, Telegram, Shopify, DigitalOcean, Linear, Grafana, Postman, Vault,
Tailscale, Supabase, Groq, Replicate, Perplexity, Brevo, Docker Hub, Databricks, Pulumi, Mailgun,
Sentry, Notion, New Relic, Doppler, 1Password, Figma, RubyGems and age shapes. Ids: Russia's INN
and OGRN (a Russian spare-parts supplier), Belarus's UNP (a bus-parts supplier), Turkey's T.C.
kimlik no and VKN (the contractor), Poland's PESEL, NIP and REGON (the machine supplier) and a
Chinese USCC (the noodle family's flour supplier), each drawn until its `stdnum` module validates
it (Kazakhstan's IIN and BIN have no module in the installed python-stdnum, so none is used).
IBANs of Kazakhstan, Russia, Mongolia, Belarus, Georgia and Azerbaijan, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English, Russian, Turkish and Simplified Chinese
lists, each drawn until `Mnemonic.check` passes (its NFKD reading of `й` fails some Russian
phrases); cards pass Luhn (Visa, Mastercard, UnionPay, Humo and
UzCard prefixes).
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
from stdnum.by import unp as by_unp
from stdnum.cn import uscc as cn_uscc
from stdnum.pl import nip as pl_nip
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 442_806_317
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Taker = Callable[[random.Random, int], list[Sample]]


def _take(cls: str, pairs: list[tuple[str, Maker]], **pools: list[str]) -> Taker:
    """A family: ``n`` samples, each template (with its maker) filled with a fresh ``{pw}`` and
    one pick of each pool (``{u}``, ``{h}``)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        out = []
        for template, make in v.cycle(rng, pairs, n):
            secret = make(rng)
            text = template
            for name, pool in pools.items():
                text = text.replace("{" + name + "}", rng.choice(pool))
            out.append(Sample(cls, text.replace("{pw}", secret), secret))
        return out

    return take


def _same(templates: list[str], make: Maker) -> list[tuple[str, Maker]]:
    return [(t, make) for t in templates]


# ---------------------------------------------------------------- passwords
_WORDS = ["Qyzylsha", "Aulieata", "Karakhan", "Aisha", "Talas", "Asa", "Merke", "Kordai",
          "Fosfor", "Qant", "Zhualy", "Baizak", "Sarysu", "Kulan", "Akyrtobe", "Zhanatas",
          "Babaji", "Tekturmas", "Beshbarmak", "Lagman", "Saty", "Ortalyq"]  # fmt: skip
_PEOPLE = ["Gulnar", "Yerlan", "Saule", "Timur", "Dariga", "Bauyrzhan", "Zhanar", "Rustam",
           "Madina", "Askar", "Fatima", "Yusup"]  # fmt: skip
_LEET = ["F0sf0r", "T4l4s", "Q4nt", "K4r4kh4n", "Ayl13At4", "M3rk3", "Qyzy1sh4", "S4rysu"]
_SIGNS = "!#%*@+=^~"


def _pw(g: random.Random) -> str:
    style = g.randrange(5)
    if style == 0:
        return g.choice(_WORDS) + g.choice(_SIGNS) + _r(g, D, 4)
    if style == 1:
        words = g.sample([w.lower() for w in _WORDS], 3)
        return ".".join(words) + "." + str(g.randrange(1990, 2040))
    if style == 2:
        return g.choice(_LEET) + g.choice(_SIGNS) + _r(g, D, 2)
    if style == 3:
        return _r(g, ALNUM, g.randrange(10, 15)) + g.choice(_SIGNS) + _r(g, D, 1)
    return g.choice(_PEOPLE) + "@" + g.choice(_WORDS) + str(g.randrange(1960, 2005))


def _plain_pw(g: random.Random) -> str:
    """A password safe inside a URL: letters, digits and ``._-``."""
    style = g.randrange(3)
    if style == 0:
        return g.choice(_WORDS) + "-" + _r(g, D, 4) + g.choice(UPPER)
    if style == 1:
        return _r(g, ALNUM, 14)
    return g.choice(_LEET) + "." + _r(g, D, 3)


_SAID = [
    "qarqant LIMS password: {pw}", "pw = {pw}", "weighbridge PC password -> {pw}",
    "depot kiosk password → {pw}", "Password | {pw}", "ticket printer admin password // {pw}",
    "the new password for the weighbridge PC is {pw}", "1C server password:\n{pw}",
    "password for the bus depot NVR was changed to {pw}", "password => {pw}",
    "Aigerim, the boiler HMI password\t{pw}", "note to self: FosLab portal password — {pw}",
    "пароль: {pw}", "Нуке, 1С-тің паролі {pw}, ешкімге айтпа", "құпиясөз — {pw}",
    "qupiasöz: {pw}", "kassa paroli {pw} boldy, jańa qoidym",
    "Пароль от кассы поменял, жаңасы {pw}",
    "склад компының паролі: {pw} (аға айтты)", "Aiga, wifi emes, 1C paroli {pw}",
    "пароль ауыстырдым → {pw}", "Пароль = {pw}", "диспетчер ноутбугының құпия сөзі {pw} ғой",
    "Нурлан, от весовой пароль {pw}, только никому", "paroli: {pw} bolady, Nuke bildi",
    "parol: {pw}", "Dilnoza opa, kassaning paroli {pw}", "yangi parol — {pw}, hech kimga aytmang",
    "telefondagi ilovaga parol {pw}", "maxfiy so'z: {pw}", "terminal paroli => {pw}",
    "店里电脑的密码是{pw}", "密码：{pw}", "电脑密码 {pw} ，别给外人说",
    "wo ba shouyinji mima gai cheng {pw} le", "Ma ayi, mianguan diannao mima: {pw}",
    "şifre: {pw}", "Emre abi, kazan dairesi panelinin yeni şifresi {pw}",
    "şifreyi {pw} olarak değiştirdim", "sunucu şifresi → {pw}", "parola: {pw}",
    "hasło: {pw}", "Hasło to {pw}, proszę nie udostępniać", "hasło do panelu serwisowego: {pw}",
    "Hasło zmienione na {pw}", "nowe hasło → {pw}", "hasło do HMI pakowarki = {pw}",
]  # fmt: skip
_ASKED = [
    "what's the 1C password?\n{pw}", "Aigerim: қайсы пароль? кассаныкі ме?\nNurlan: иә, {pw}",
    "— parol qanaqa?\n— {pw}", "Emre: şifre neydi?\nAigerim: {pw}",
    "Krzysztof: jakie jest hasło do HMI?\nAigerim: {pw}", "密码多少？\n{pw}",
    "Q: password for the depot Wi-Fi router admin page?\nA: {pw}",
    "Нуке, пароль қандай?\n{pw}", "parol nima edi?\nDilnoza: {pw}", "wifi? / Sergey: {pw}",
]  # fmt: skip
_FIRST = [
    "{pw} — бұл жаңа 1С паролі", "{pw} это пароль от весовой", "{pw} bu şifre, unutma",
    "{pw} to hasło do sterownika", "{pw}, that's what I set for the dispatcher laptop",
    "{pw} — that's the LIMS admin password now", "{pw} parolim edi, o'zgartirmadim",
    "{pw} 就是收银机的密码", "type {pw} at the login screen, that's the kiosk password",
    "{pw} деп қойдым, касса паролі",
]  # fmt: skip
_said = _take("said_password", _same(_SAID, _pw))
_asked = _take("asked_password", _same(_ASKED, _pw))
_first = _take("named_after", _same(_FIRST, _pw))

_USERS = ["aigerim.b", "nsadykov", "dispatcher2", "ops", "emre.y", "k.wojcik", "ma.yusup",
          "dilnoza", "lab_operator", "kassir3", "svc_1c"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}", "creds {u}:{pw}", "{u}@qarqant.example:{pw}",
    "SCADA on fosfor-hmi-2: user {u}, pass {pw}", "Логин: {u}\nПароль: {pw}",
    "kiru: {u} / qupiasöz: {pw}", "Kullanıcı adı {u}, şifre {pw}", "użytkownik: {u}, hasło: {pw}",
    "foydalanuvchi: {u} parol: {pw}", "用户名 {u} 密码 {pw}", "sign in as {u} with {pw}",
    "the creds for the ticket kiosk are {u} and {pw}", "u={u} p={pw}",
    "| {u} | {pw} | weighbridge PC |", "admin / {pw}  (Hikvision NVR at the depot gate)",
    "root:{pw}", "логин {u}, пароль {pw}", "login {u} and {pw} for the Moysklad backup box",
    "Wiki › Depot › iDRAC: {u} — {pw}", "пайдаланушы: {u}\nқұпиясөз: {pw}",
    "user {u} / pass {pw} on the lab GC", "kullanıcı {u}, parola {pw}",
    "{u} / {pw}", "konto {u}, hasło {pw}",
]  # fmt: skip
_logins = _take("login_pair", _same(_LOGINS, _pw), u=_USERS)

_SPELLED_WORDS = ["qyzylsha", "karakhan", "talas", "zhualy", "lagman", "baursak", "kumys",
                  "tekemet", "dombra", "saryarka"]  # fmt: skip


def _spelled() -> list[tuple[str, Maker]]:
    """Spelled-out passwords: the word drawn once per sample; where word and digits stand joined
    the secret is both, else it is the word (the digits a part said apart)."""
    templates = [
        ("the password is the word {w}, small letters, and then {d}", False),
        ("password: it's {w}, straight after it the number {d}", False),
        ("the LIMS one is {w} with a capital first letter and {d} at the end", False),
        ("voice note: depot wifi password is {w} and after that {d}, no space", False),
        ("it's {w}{d}, word and digits joined", True),
        ("пароль — это слово {w}, потом {d}", False),
        ("құпиясөз: {w} деген сөз, артынан {d}", False),
        ("parol {w} degan so'z, keyin {d}", False),
        ("şifre {w} kelimesi, sonra {d}", False),
        ("Hasło to słowo {w} i liczba {d}", False),
    ]
    out: list[tuple[str, Maker]] = []
    for template, joined in templates:

        def make(g: random.Random, t: str = template, j: bool = joined) -> str:
            word, number = g.choice(_SPELLED_WORDS), str(g.randrange(100, 10_000))
            return (
                "\x00"
                + t.replace("{w}", word).replace("{d}", number)
                + "\x00"
                + (word + number if j else word)
            )

        out.append(("{pw}", make))
    return out


def _spelled_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for _, make in v.cycle(rng, _spelled(), n):
        _, text, secret = make(rng).split("\x00")
        out.append(Sample("spelled_password", text, secret))
    return out


# ---------------------------------------------------------------- command lines and URLs
_CLI = [
    "mysql -h db1.aulieata.lan -u {u} -p'{pw}' sugar_lims",
    "sshpass -p '{pw}' ssh {u}@weigh-01.qarqant.lan",
    "redis-cli -h cache.aulietrans.lan -a '{pw}' ping",
    "docker login registry.aulieata.lan -u {u} -p '{pw}'",
    "curl -u {u}:{pw} https://scada.talasfos.example/api/v1/tags",
    "sqlcmd -S erp.aulieata.lan -U sa -P '{pw}' -Q 'select 1'",
    "ldapsearch -x -D 'cn=admin,dc=aulieata,dc=lan' -w '{pw}' -b dc=aulieata,dc=lan",
    "7z a -p'{pw}' payroll-2034-03.7z payroll/", "zip -P '{pw}' weighbridge.zip *.csv",
    "openssl enc -aes-256-cbc -in beet.csv -out beet.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c shipping.xlsx",
    "plink -ssh {u}@10.40.2.11 -pw {pw}",
    "xfreerdp /v:1c-term.aulieata.lan /u:{u} /p:'{pw}'",
    "net use \\\\fs01\\buh /user:AULIEATA\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora.talasfos.lan:1521/LAB",
    "lftp -u {u},{pw} ftp.aulietrans.example",
    "htpasswd -b -c /etc/nginx/.htpasswd {u} '{pw}'", "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.40.0.21 -U ADMIN -P '{pw}' chassis status",
    "mosquitto_pub -h mqtt.talasfos.lan -u {u} -P '{pw}' -t kiln/temp -m 612",
    "echo '{pw}' | sudo -S systemctl restart wialon-bridge",
    "echo -n '{pw}' | docker login -u {u} --password-stdin ghcr.io",
    "smbclient //fs01/kassa -U {u}%{pw}",
    "keytool -importkeystore -srckeystore old.p12 -destkeystore kassa.jks -deststorepass '{pw}'",
    "cqlsh 10.40.3.5 -u {u} -p '{pw}'",
    "wget --user={u} --password='{pw}' https://files.qarqant.example/lab/brix.csv",
    "mysqldump -u{u} -p{pw} --all-databases > /backup/all.sql",
    "kinit {u}@AULIEATA.LAN <<< '{pw}'", "mega-login backups@aulieata.example {pw}",
    "restic -r sftp:backup@nas:/srv/restic --password-command 'echo {pw}' snapshots",
    "hydra -l {u} -p '{pw}' ssh://10.40.9.3",
    "snmpwalk -v3 -u {u} -l authPriv -a SHA -A '{pw}' -x AES -X '{pw}' 10.40.0.1",
]  # fmt: skip
_SQL = ["ALTER USER {u} IDENTIFIED BY '{pw}';", "CREATE USER kassa IDENTIFIED BY '{pw}';"]
_SHELLS = ["$ {c}", "Aigerim's bash history:\n  512  {c}", "Нурлан, запусти вот это: {c}",
           "runbook step 4: `{c}`", "Emre abi bunu çalıştır: {c}", "{c}"]  # fmt: skip


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    base = _take("cli_password", _same(_CLI + _SQL, _pw), u=_USERS)(rng, n)
    return [Sample(s.cls, rng.choice(_SHELLS).replace("{c}", s.text), s.secret) for s in base]


_URLS = [
    "https://{u}:{pw}@nexus.aulieata.lan/repository/pypi/",
    "ftp://{u}:{pw}@ftp.aulietrans.example/tickets/",
    "amqp://{u}:{pw}@rabbit.talasfos.lan:5672/", "redis://:{pw}@cache.aulietrans.lan:6379/0",
    "smb://{u}:{pw}@fs01/kassa", "rtsp://admin:{pw}@10.40.7.14:554/Streaming/Channels/101",
    "socks5://{u}:{pw}@:1080", "postgresql://{u}:{pw}@pg.aulieata.lan:5432/tickets",
    "mongodb://{u}:{pw}@mongo.aulietrans.lan:27017/admin",
    "DATABASE_URL=mysql://{u}:{pw}@db1.aulieata.lan/sugar_lims",
    "Нуке, ссылка: https://{u}:{pw}@grafana.talasfos.lan/d/kiln",
    "git clone https://{u}:{pw}@git.aulieata.lan/depot/tickets.git",
]  # fmt: skip
_urls = _take("url_credentials", _same(_URLS, _plain_pw), u=_USERS)

_CONFIGS = [
    "DB_PASSWORD={pw}", 'database:\n  host: pg.aulieata.lan\n  password: "{pw}"',
    "[smtp]\nhost = mail.aulieata.lan\nuser = noreply\npass = {pw}",
    "# ~/.pgpass\npg.aulieata.lan:5432:tickets:{u}:{pw}", "define('DB_PASSWORD', '{pw}');",
    'variable "lims_db_password" {\n  default = "{pw}"\n}', "    MYSQL_ROOT_PASSWORD: {pw}",
    "spring.datasource.password={pw}", '{"host": "10.40.3.7", "password": "{pw}"}',
    ".env\nKASSA_DB_PASS={pw}", '<add key="SmtpPassword" value="{pw}" />',
    "# /etc/nslcd.conf\nbindpw {pw}", "requirepass {pw}",
    "Server=erp.aulieata.lan;Database=Buh;User Id=sa;Password={pw};",
    "stringData:\n  WIALON_DB_PASSWORD: {pw}", "export PGPASSWORD='{pw}'",
    "ansible_become_password: !unsafe '{pw}'", "smtp_password,{pw}",
]  # fmt: skip
_configs = _take("config_password", _same(_CONFIGS, _pw), u=_USERS)


# ---------------------------------------------------------------- tokens
def _jwt(g: random.Random, issuer: str) -> str:
    header = v.b64url({"alg": "HS256", "typ": "JWT"})
    claims = v.b64url(
        {"iss": issuer, "sub": _r(g, D, 6), "exp": 2_000_000_000 + g.randrange(10**8)}
    )
    return f"{header}.{claims}.{_r(g, URLSAFE, 43)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GH_TOKEN={pw}", _j("ghp_", (ALNUM, 36))),
    ("github fine-grained token for the tickets repo: {pw}",
     _j("github_pat_", (ALNUM, 22), "_", (ALNUM, 59))),
    ("gitlab runner: {pw}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN={pw}", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe (export shop) live key {pw}", _j("sk_live_", (ALNUM, 99))),
    ("OPENAI_API_KEY={pw}", _j("sk-proj-", (URLSAFE, 64), "T3BlbkFJ", (URLSAFE, 64))),
    ("anthropic key for the dispatch bot → {pw}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {pw}", _j("AKIA", (UPPER + "234567", 16))),
    ("aws_secret_access_key = {pw}", _j((B64, 40))),
    ("maps key in the depot app: {pw}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={pw}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={pw}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={pw}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("twilio api key sid {pw}", _j("SK", (HEX, 32))),
    ("телеграм бот токені: {pw}", lambda g: f"{g.randrange(10**9, 10**10)}:AA{_r(g, URLSAFE, 33)}"),
    ("shopify admin token {pw}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={pw}", _j("dop_v1_", (HEX, 64))),
    ("linear: {pw}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account: {pw}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("postman key {pw}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("VAULT_TOKEN={pw}", _j("hvs.", (URLSAFE, 90))),
    ("tailscale auth key for the kiosk: {pw}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("supabase access token {pw}", _j("sbp_", (HEX, 40))),
    ("GROQ_API_KEY={pw}", _j("gsk_", (ALNUM, 52))),
    ("replicate: {pw}", _j("r8_", (ALNUM, 37))),
    ("PERPLEXITY_API_KEY={pw}", _j("pplx-", (ALNUM, 48))),
    ("brevo smtp key {pw}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("docker hub PAT: {pw}", _j("dckr_pat_", (URLSAFE, 27))),
    ("DATABRICKS_TOKEN={pw}", _j("dapi", (HEX, 32))),
    ("PULUMI_ACCESS_TOKEN={pw}", _j("pul-", (HEX, 40))),
    ("mailgun: {pw}", _j("key-", (HEX, 32))),
    ("SENTRY_AUTH_TOKEN={pw}", _j("sntrys_", (ALNUM, 80))),
    ("notion integration secret {pw}", _j("ntn_", (D, 11), (ALNUM, 35))),
    ("NEW_RELIC_API_KEY={pw}", _j("NRAK-", (UPPER + D, 27))),
    ("DOPPLER_TOKEN={pw}", _j("dp.st.prd.", (ALNUM, 43))),
    ("OP_SERVICE_ACCOUNT_TOKEN={pw}", _j("ops_eyJ", (URLSAFE, 120))),
    ("figma token {pw}", _j("figd_", (URLSAFE, 40))),
    ("gem push key: {pw}", _j("rubygems_", (HEX, 48))),
    ("age key for the backups: {pw}", _j("AGE-SECRET-KEY-1", (UPPER + D, 58))),
    ("QantTrack API key: {pw}", _j((HEX, 32))),
    ("TalasPay secret key = {pw}", _j((ALNUM, 40))),
    ("AvtoBekat API ключ: {pw}", lambda g: v.uuid4(g, "b")),
    ("FosLab API kilti: {pw}", _j((HEX, 40))),
    ("BiletAlem integration broken, current key {pw}", _j((HEX, 32))),
    ("Wialon token: {pw}", _j((HEX, 72))),
    ("iiko API кілті: {pw}", lambda g: v.uuid4(g, "8")),
    ("Moysklad API токен {pw}", _j((HEX, 40))),
    ("Netgsm API anahtarı: {pw}", _j((ALNUM, 32))),
    ("Iyzico secret key: {pw}", _j("sandbox-", (ALNUM, 32))),
    ("klucz API Przelewy24: {pw}", _j((HEX, 32))),
    ("Integrations › Comarch: {pw}", _j((HEX, 48))),
    ("Paraşüt API anahtarı => {pw}", _j((ALNUM, 43))),
]  # fmt: skip
_vendors = _take("vendor_token", _VENDORS)

_BARE = [
    ("{pw}", _j((ALNUM, 44))),
    ("here, it only shows once:\n{pw}", _j((URLSAFE, 24), ".", (URLSAFE, 40))),
    ("Нуке, вот: {pw}", _j((B64, 56), "==")), ("{pw} — the kiosk's token", _j((ALNUM, 48))),
    ("token yo'q edi, mana: {pw}", _j((ALNUM, 40))), ("{pw}", _j((URLSAFE, 64))),
]  # fmt: skip
_bare = _take("bare_token", _BARE)

_HEXES = [
    ("HMAC key for the ticket QR codes: {pw}", 64), ("encryption_key = {pw}", 64),
    ("AES key (kassa backups): {pw}", 32), ("LoRaWAN AppKey {pw}", 32),
    ("ключ шифрования: {pw}", 64), ("anahtar: {pw}", 48), ("{pw}", 64),
    ("SECRET_KEY_BASE={pw}", 128), ("klucz szyfrujący: {pw}", 64), ("APP_KEY={pw}", 64),
]  # fmt: skip
_hexes = _take("hex_key", [(t, _j((HEX, n))) for t, n in _HEXES])

_JWTS = ["Authorization: Bearer {pw}", "jwt={pw}", "AvtoBekat session token: {pw}",
         "токен: {pw}", "cookie: session={pw}", "{pw}",
         "access_token: {pw}", "Bearer {pw}"]  # fmt: skip
_jwts = _take("jwt", [(t, lambda g: _jwt(g, "https://auth.aulietrans.example")) for t in _JWTS])

_PEM_STARTS = {
    "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA",
    "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
    "EC PRIVATE KEY": "MHcCAQEEI",
    "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
}


def _pem(kind: str) -> Maker:
    def make(g: random.Random) -> str:
        body = _PEM_STARTS[kind] + _r(g, B64, 64 * 6)
        lines = [body[i : i + 64] for i in range(0, len(body), 64)]
        return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"

    return make


_PEMS = [
    ("deploy key for the depot server:\n{pw}", "OPENSSH PRIVATE KEY"),
    ("{pw}", "RSA PRIVATE KEY"), ("tls/kiosk.key\n{pw}", "PRIVATE KEY"),
    ("Нуке, кілт осы:\n{pw}", "EC PRIVATE KEY"),
    ("klucz prywatny sterownika:\n{pw}", "RSA PRIVATE KEY"),
    ("özel anahtar:\n{pw}", "OPENSSH PRIVATE KEY"), ("```\n{pw}\n```", "PRIVATE KEY"),
]  # fmt: skip
_pems = _take("pem_key", [(t, _pem(k)) for t, k in _PEMS])

# ---------------------------------------------------------------- seeds, cards, ibans, ids
_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "turkish", "chinese_simplified")}


def _seed(lang: str, words: int = 12) -> Maker:
    def make(g: random.Random) -> str:
        bits = {12: 16, 24: 32}[words]
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))

    # a phrase whose words `Mnemonic.check` reads back (its NFKD form splits some letters)
    return lambda g: v.until(g, make, _MNEMO[lang].check)


_SEEDS = [
    ("wallet backup words: {pw}", _seed("english")), ("seed phrase\n{pw}", _seed("english", 24)),
    ("мнемоника: {pw}", _seed("russian")), ("сид-фраза әмиянның: {pw}", _seed("russian", 24)),
    ("kurtarma kelimeleri: {pw}", _seed("turkish")), ("助记词：{pw}", _seed("chinese_simplified")),
    ("zhujici: {pw}", _seed("chinese_simplified")), ("{pw}", _seed("english")),
    ("recovery phrase for the canteen's USDT wallet — {pw}", _seed("english", 24)),
    ("Ledger so'zlari: {pw}", _seed("english")), ("słowa odzyskiwania: {pw}", _seed("english")),
    ("12 сөз: {pw}", _seed("russian")),
]  # fmt: skip
_seeds = _take("seed_phrase", _SEEDS)


def _card_of(g: random.Random, prefix: str, length: int) -> str:
    body = prefix + _r(g, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


def _card(brand: str, sep: str) -> Maker:
    prefixes = {"visa": "4", "mastercard": "53", "unionpay": "62", "humo": "9860", "uzcard": "8600"}

    def make(g: random.Random) -> str:
        return v.grouped(_card_of(g, prefixes[brand], 16), sep, g)

    return make


_CARDS = [
    ("card {pw} exp 09/33", _card("visa", " ")), ("карта: {pw}", _card("mastercard", "")),
    ("Humo karta {pw}, Dilnoza opaniki", _card("humo", " ")), ("UzCard {pw}", _card("uzcard", " ")),
    ("银联卡号 {pw}", _card("unionpay", " ")), ("kart numarası: {pw}", _card("visa", "-")),
    ("numer karty {pw}", _card("mastercard", " ")), ("{pw} 11/32", _card("visa", "")),
    ("корпоративная карта {pw}", _card("visa", " ")),
    ("card on file {pw}", _card("mastercard", "-")),
    ("kassa kartası {pw}", _card("uzcard", " ")),
    ("Kaspi? no, Halyk Visa {pw}", _card("visa", " ")),
]  # fmt: skip
_cards = _take("card_number", _CARDS)

_CVVS = ["security code on the back: {pw}", "CVV {pw}", "CVC2: {pw}", "карта артындағы үш сан {pw}",
         "güvenlik kodu {pw}", "kod CVV: {pw}"]  # fmt: skip
_cvvs = _take("card_cvv", _same(_CVVS, _j((D, 3))))

_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "RU": "n" * 14 + "c" * 15, "MN": "n" * 16,
                "BY": "aaaa" + "nnnn" + "c" * 16, "GE": "aa" + "n" * 16,
                "AZ": "aaaa" + "c" * 20}  # fmt: skip


def _iban(country: str, spaced: bool) -> Maker:
    def make(g: random.Random) -> str:
        number = v.iban_shaped(g, country, _IBAN_SHAPES)
        return v.iban_spaced(number) if spaced else number

    return make


_IBANS = [
    ("IBAN: {pw}", _iban("KZ", False)), ("шот: {pw}", _iban("KZ", True)),
    ("счёт поставщика запчастей {pw}", _iban("RU", False)),
    ("IBAN {pw} (Minsk bus parts)", _iban("BY", True)),
    ("Ulaanbaatar buyer's IBAN → {pw}", _iban("MN", False)), ("hesap: {pw}", _iban("AZ", True)),
    ("IBAN do przelewu: {pw}", _iban("GE", False)), ("{pw}", _iban("KZ", True)),
    ("pay the Tbilisi bearings invoice to {pw}", _iban("GE", True)),
    ("hisob: {pw}", _iban("AZ", False)),
    ("банк шоты {pw}", _iban("RU", True)), ("IBAN = {pw}", _iban("MN", True)),
]  # fmt: skip
_ibans = _take("iban", _IBANS)


def _until(make: Maker, valid: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, make, valid)


def _pesel(g: random.Random) -> str:
    body = f"{g.randrange(60, 99):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}{_r(g, D, 4)}"
    return body + str(pl_pesel.calc_check_digit(body))


_ID_MAKERS: dict[str, Maker] = {
    "inn": _until(_j((D, 10)), ru_inn.is_valid), "inn12": _until(_j((D, 12)), ru_inn.is_valid),
    "ogrn": _until(_j("1", (D, 12)), ru_ogrn.is_valid),
    "unp": _until(_j("1", (D, 8)), by_unp.is_valid),
    "tc": _until(_j("1", (D, 10)), tr_tckimlik.is_valid),
    "vkn": _until(_j((D, 10)), tr_vkn.is_valid),
    "pesel": _pesel, "nip": _until(_j((D, 10)), pl_nip.is_valid),
    "regon": _until(_j((D, 9)), pl_regon.is_valid),
    "uscc": _until(_j("91620100", (D, 9), (D, 1)), cn_uscc.is_valid),
}  # fmt: skip
ID_MODULES = [ru_inn, ru_ogrn, by_unp, tr_tckimlik, tr_vkn, pl_pesel, pl_nip, pl_regon, cn_uscc]
_IDS = [
    ("ИНН поставщика: {pw}", "inn"), ("ИНН директора {pw}", "inn12"), ("ОГРН: {pw}", "ogrn"),
    ("УНП {pw}", "unp"), ("UNP of the Minsk parts firm: {pw}", "unp"),
    ("T.C. kimlik no: {pw}", "tc"), ("Emre'nin TC kimlik numarası {pw}", "tc"),
    ("VKN: {pw}", "vkn"), ("vergi kimlik numarası {pw}", "vkn"), ("PESEL: {pw}", "pesel"),
    ("PESEL Krzysztofa {pw}", "pesel"), ("NIP {pw}", "nip"), ("NIP dostawcy: {pw}", "nip"),
    ("REGON: {pw}", "regon"), ("统一社会信用代码：{pw}", "uscc"), ("USCC of the flour mill {pw}", "uscc"),
    ("Russian supplier's INN for the invoice: {pw}", "inn"), ("OGRN {pw}", "ogrn"),
    ("numer PESEL: {pw}", "pesel"), ("tax id (Poland, NIP): {pw}", "nip"),
]  # fmt: skip
_national = _take("national_id", [(t, _ID_MAKERS[k]) for t, k in _IDS])


# ---------------------------------------------------------------- codes, wifi, pins, phrases
def _codes(style: int, sep: str) -> Maker:
    def make(g: random.Random) -> str:
        return sep.join(v.backup_codes(g, 8, style))

    return make


_BACKUPS = [
    ("Google Workspace backup codes\n{pw}", _codes(0, "\n")),
    ("резервные коды 2FA: {pw}", _codes(1, ", ")), ("zaxira kodlari:\n{pw}", _codes(2, "\n")),
    ("yedek kodlar\n{pw}", _codes(3, "\n")), ("kody zapasowe: {pw}", _codes(1, ", ")),
    ("GitHub recovery codes\n{pw}", _codes(2, "\n")), ("备用验证码：{pw}", _codes(0, ", ")),
]  # fmt: skip
_backups = _take("backup_codes", _BACKUPS)

_TOTPS = [
    ("TOTP secret for the 1C VPN: {pw}", lambda g: v.totp_secret(g, spaced=False)),
    ("2FA setup key {pw}", lambda g: v.totp_secret(g, spaced=True)),
    ("otpauth://totp/Aulieata:aigerim?secret={pw}&issuer=Aulieata", _j((BASE32, 32))),
    ("can't scan the QR code, manual key: {pw}", lambda g: v.totp_secret(g, spaced=True)),
    ("2FA кілті: {pw}", _j((BASE32, 16))),
    ("klucz TOTP do panelu: {pw}", _j((BASE32, 32))),
]  # fmt: skip
_totp = _take("totp_secret", _TOTPS)

_OTPS = [
    "{pw} is your AvtoBekat verification code", "Kaspi: код подтверждения {pw}",
    "Растау коды: {pw}. Ешкімге бермеңіз", "Tasdiqlash kodi: {pw}", "【面馆外卖】验证码 {pw}，5分钟内有效",
    "Doğrulama kodunuz: {pw}", "Twój kod weryfikacyjny: {pw}", "Use {pw} to sign in to TalasPay",
]  # fmt: skip
_otps = _take("otp_code", _same(_OTPS, _j((D, 6))))

_SSIDS = ["Qarqant-Lab", "AulieTrans-Depot-5G", "TalasFos-Office", "Beeline_7F21", "TP-Link_3C9A",
          "Lagman-Ma", "Bazar Dilnoza"]  # fmt: skip


def _wifi_key(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        return _r(g, ALNUM, 12)
    if style == 1:
        return g.choice(_WORDS).lower() + g.choice(_WORDS) + _r(g, D, 3)
    return _r(g, UPPER + D, 10)


_WIFI = [
    "wifi {s} / {pw}", "Network: {s}\nkey: {pw}", "WIFI:T:WPA;S:{s};P:{pw};;",
    "вайфай {s}, пароль {pw}", "wifi: {s} құпиясөзі {pw}", "wifi paroli {pw}",
    "面馆wifi的密码是 {pw}", "WiFi şifresi: {pw}", "hasło do wifi: {pw}",
    "network ({s}) uses {pw}", "WPA key for {s}: {pw}", "ssid,psk\n{s},{pw}",
    "{s}\n{pw}", "wpa_passphrase={pw}", "Wi-Fi key → {pw}", "the guest net {s} passcode is {pw}",
]  # fmt: skip
_wifi = _take("wifi_key", _same(_WIFI, _wifi_key), s=_SSIDS)

_LOCKS = [
    ("door code for the depot dispatch room: {pw}", 4), ("склад есігінің коды {pw}", 4),
    ("PIN to the kassa card: {pw}", 4), ("сейф коды: {pw}", 6), ("alarm code {pw}#", 6),
    ("PIN karty: {pw}", 4), ("kilit şifresi {pw}", 4), ("eshik kodi: {pw}", 4),
    ("柜子密码锁 {pw}", 4), ("gate keypad → {pw}", 6),
]  # fmt: skip
_locks = _take("pin_code", [(t, _j((D, n))) for t, n in _LOCKS])

_PHRASE_WORDS = ["beet", "boiler", "kiln", "phosphate", "apatite", "noodle", "bazaar", "steppe",
                 "poplar", "melon", "saddle", "caravan", "dombra", "falcon", "turbine"]  # fmt: skip


def _phrase(sep: str) -> Maker:
    return lambda g: sep.join(g.sample(_PHRASE_WORDS, 4))


_PHRASES = [
    ("KeePass master passphrase: {pw}", _phrase(" ")), ("passphrase = {pw}", _phrase("-")),
    ("Bitwarden passphrase → {pw}", _phrase(" ")), ("құпия фраза: {pw}", _phrase(" ")),
    ("parola cümlesi: {pw}", _phrase("-")), ("fraza hasła: {pw}", _phrase(" ")),
    ("BORG_PASSPHRASE={pw}", _phrase(".")),
]  # fmt: skip
_phrases = _take("passphrase", _PHRASES)

_SPELL_MAKERS = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j((ALNUM, 28)), _j("glpat-", (ALNUM, 20))]
_SPELL = ["reading it out one character at a time: {t}", "[voice note, Nurlan] {t}",
          "spaced so the chat preview hides it: {t}", "әріппен: {t}", "harflar bilan: {t}",
          "bir bir: {t}", "po literce: {t}", "{t}", "一个字一个字：{t}"]  # fmt: skip


def _spell_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for index, template in enumerate(v.cycle(rng, _SPELL, n)):
        token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
        style = index % 3
        if style == 0:
            shown = " ".join(token)
        elif style == 1:
            shown = " - ".join(token[k : k + 4] for k in range(0, len(token), 4))
        else:
            shown = " · ".join(token[k : k + 5] for k in range(0, len(token), 5))
        out.append(Sample("spaced_token", template.replace("{t}", shown), shown))
    return out


_PLAN: list[tuple[Taker, int]] = [
    (_said, 60), (_asked, 10), (_first, 10), (_logins, 24), (_spelled_take, 10), (_cli_take, 36),
    (_urls, 12), (_configs, 18), (_vendors, 52), (_bare, 8), (_hexes, 10), (_jwts, 8), (_pems, 7),
    (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12), (_national, 20), (_backups, 7),
    (_totp, 6), (_otps, 8), (_wifi, 16), (_locks, 10), (_phrases, 7), (_spell_take, 9),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family(rng, n)
    return out


# ---------------------------------------------------------------- split fields
_SPLITS: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the LIMS admin password is", "{s}", _pw),
    ("split_password", "1С паролі:", "{s} (кеше ауыстырдым)", _pw),
    ("split_password", "пароль от весовой", "{s}", _pw),
    ("split_password", "kassa paroli", "{s}\nhech kimga aytmang", _pw),
    ("split_password", "收银机密码是", "{s}", _pw),
    ("split_password", "kazan paneli şifresi:", "{s}", _pw),
    ("split_password", "Hasło to", "{s}", _pw),
    ("split_password", "depot kiosk password", "{s}, I think", _pw),
    ("split_password", "qupiasöz:", "{s}", _pw),
    ("split_password", "password:", "{s}", _pw),
    ("split_token", "QantTrack API key", "{s}", _j((HEX, 32))),
    ("split_token", "Wialon token:", "{s} (fleet tracking)", _j((HEX, 72))),
    ("split_token", "AvtoBekat API ключ", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "мнемоника", "{s}", _seed("russian")),
    ("split_card", "card number", "{s} exp 02/34", _card("visa", " ")),
    ("split_iban", "IBAN", "{s}", _iban("KZ", True)),
    ("split_backup", "backup codes", "{s}", _codes(1, "\n")),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "NIP", "{s}", _ID_MAKERS["nip"]),
    ("split_phrase", "KeePass passphrase", "{s}", _phrase(" ")),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [
        FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLITS
    ]


# ---------------------------------------------------------------- metadata
_METADATA: list[tuple[str, str, Maker]] = [
    ("meta_password", '{"lims": {"url": "https://lims.qarqant.lan", "admin_password": "{s}"}}',
     _plain_pw),
    ("meta_password", '{"пароль": "{s}"}', _plain_pw),
    ("meta_password", '{"account": {"user": "kassir3", "passwd": "{s}"}}', _plain_pw),
    ("meta_password", '{"hmi": [{"name": "kiln-1"}, {"name": "kiln-2", "web_password": "{s}"}]}',
     _plain_pw),
    ("meta_password", '{"argv": ["mysql", "-u", "ops", "--password", "{s}", "sugar_lims"]}',
     _plain_pw),
    ("meta_password", '{"note": "收银机的密码是 {s}"}', _plain_pw),
    ("meta_password", '{"şifre": "{s}"}', _plain_pw),
    ("meta_password", '{"transcript": "Нуке, весовойдың паролі {s}, ешкімге айтпа"}', _plain_pw),
    ("meta_token", '{"wialon": {"token": "{s}"}}', _j((HEX, 72))),
    ("meta_token", '{"qantTrackApiKey": "{s}"}', _j((HEX, 32))),
    ("meta_token", '{"headers": {"Authorization": "Bearer {s}"}}', _j((ALNUM, 40))),
    ("meta_token", '{"github_token": "{s}"}', _j("ghp_", (ALNUM, 36))),
    ("meta_card", '{"payment": {"card_number": "{s}", "exp": "05/35"}}', _card("humo", " ")),
    ("meta_iban", '{"supplier": {"iban": "{s}"}}', _iban("RU", False)),
    ("meta_id", '{"contractor": {"vkn": "{s}"}}', _ID_MAKERS["vkn"]),
    ("meta_otp", '{"2fa": {"backup": ["{s}", "4417-2093", "8830-1274", "0092-5518"]}}',
     lambda g: f"{_r(g, D, 4)}-{_r(g, D, 4)}"),
    ("meta_seed", '{"canteen_wallet": {"seed_words": "{s}"}}', _seed("english")),
    ("meta_key", '{"lorawan": {"app_key": "{s}"}}', _j((UPPER_HEX, 32))),
    ("meta_pin", '{"dispatch_room": {"door_code": "{s}"}}', _j((D, 4))),
    ("meta_wifi", '{"wifi": {"ssid": "AulieTrans-Depot-5G", "psk": "{s}"}}', _wifi_key),
]  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for cls, text, make in _METADATA]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


# ---------------------------------------------------------------- clean
_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"kiln-plc-fw-2.7.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.aulieata.lan/tickets-api:5.1").hexdigest()
_COMMIT = hashlib.sha1(b"tickets: add Shymkent route", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"lims: fix brix rounding", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"beet_intake_2034-10-02.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"fertiliser-dispatch-2034.xlsx").hexdigest()
_B64_NOTE = base64.b64encode(b"route 112 Taraz-Almaty").decode()

CLEAN = [
    "Remind me to change the weighbridge PC password before the audit on 2034-11-12.",
    "Nurlan asked for the depot wifi password; it's on the card in the dispatcher's drawer.",
    "Policy: group passwords are at least 14 characters and live only in the shared vault.",
    "The guest wifi 'AulieTrans-Guest' is open, no password needed.",
    f"sha256 of pymodbus-3.9.2-py3-none-any.whl: {_WHEEL_SUM}",
    f"checksum of kiln-plc-fw-2.7.0.bin is {_FIRMWARE_SUM}",
    f"image digest sha256:{_IMAGE}",
    f"commit {_COMMIT} adds the Shymkent route",
    f"fixed in {_SHORT}, deploy tonight",
    f"MD5 of beet_intake_2034-10-02.csv: {_MD5}",
    f"SHA-512 of fertiliser-dispatch-2034.xlsx: {_SHA512}",
    f"base64 of the route banner: {_B64_NOTE}",
    "Tickets API 5.1.3 is live; rollback to 5.0.9 if the kiosks hang.",
    "Order ORD-2034-118842 shipped, tracking number KZ 4471 0923 118 via Kazpost.",
    "Taraz postcode 080000, depot at Tole bi 214 (invented), phone +7 7262 55 41 87.",
    "Bus 112 Taraz–Almaty leaves at 07:40, platform 3, fare 6 500 ₸.",
    "Beet intake today: 4 812 t, sugar content 16.8 %, pulp 38 t.",
    "Card ending in 4417 was declined; ask the customer for another card.",
    "IBAN on file: KZ** **** **** **** 9021 (masked).",
    "The PIN pad on till 3 is broken, use till 2.",
    "Kiln 2 temperature 612 °C at 14:05, setpoint 620.",
    "Coordinates of the phosphate yard: 42.8984, 71.3980.",
    "Product code MAP-11-52-00, 50 kg bags, batch 2034/10/117.",
    "Ticket #7712: the kiosk printer jams on thermal roll 80 mm.",
    "Пароль ешкімге айтпаңыз, тек сейфте сақтаңыз.",
    "Жаңа пароль кемінде 12 таңба болуы керек.",
    "Нуке, пароль ертең ауысады, әзірге ескісін қолдан.",
    "Завтра в 9:00 планёрка, номер кабинета 214.",
    "Автобус Тараз–Шымкент, рейс 118, отправление 06:15.",
    "qupiasözdi ózgertý kerek, biraq áli ózgertpedim.",
    "Accept the SMS code only from the bank app, never tell it to anyone.",
    "Dilnoza opa, parolni hech kimga aytmang, faqat o'zingiz kiriting.",
    "Bugun bozorda pomidor 900 tenge, piyoz 350 tenge.",
    "Parolni unutdim, Aigerimdan so'rayman.",
    "面馆今天的拉面十八块，牛肉面二十块。",
    "密码别写在纸上，记在心里。",
    "mianguan mingtian xiuxi, houtian zhengchang kaimen.",
    "Şifreyi kimseyle paylaşma, sadece yönetici değiştirir.",
    "Kazan dairesi teslim tarihi 2034-12-01, sipariş no 20341187.",
    "Emre abi, vana DN150 PN16 geldi, fatura no FTR-2034-00412.",
    "Hasło musi mieć co najmniej 12 znaków i jedną cyfrę.",
    "Numer zamówienia 2034/PAK/0917, dostawa w tygodniu 46.",
    "Krzysztof: nie wysyłajcie haseł mailem, proszę dzwonić.",
    "Your verification code will arrive by SMS; do not share it.",
    "2FA is now required for everyone with 1C access.",
    "The backup codes are printed and kept in the IT safe.",
    "Seed phrase is written on paper and stored in the safe, not in chat.",
    "The TOTP app is Aegis; scan the QR code at the IT desk.",
    "door code changes every Monday, ask the guard",
    "API key: ask Aigerim for one, don't reuse the old one",
    "The Wialon token expires every 90 days; renew it in the portal.",
    "Version 2.7.0 of the kiln firmware fixes the Modbus timeout.",
    "UUID of the lab instrument record: see LIMS, not here.",
    "Serial number of the scale: METTLER-IND780-2034-0412.",
    "Container MSKU 4821736 with packing film arrives 2034-11-02.",
    "Invoice 2034-11-0087 total 1 248 000 ₸ incl. VAT 12 %.",
    "Kazakhstan IBANs start with KZ and have 20 characters.",
    "Route 118 timetable: 06:15, 09:40, 13:20, 17:05.",
    "the password field is empty on the kiosk login page, a known bug",
    "PIN codes are four to six digits long; never write them on the card.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2034-10-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/aulieata/lims", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "7712", "purchase_order": "PO-2034-00418"}',
    '{"batch": {"id": "2034/10/117", "weight_t": 48.2, "p2o5_pct": 52}}',
    '{"phone": "+7 7262 55 41 87", "city": "Taraz"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "buses_in_depot": 41}',
    '{"route": "Taraz-Almaty", "departure": "07:40", "fare_kzt": 6500}',
    '{"card_last4": "4417", "iban_masked": "KZ** **** 9021"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
