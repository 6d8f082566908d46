# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-thirty-eighth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and thirty-seventh's
docstring, the fifth to four hundred and thirty-seventh only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (439, 440, 441), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (438_571_209), password words (a lake,
a hill or a village of Burabay with a number and a sign, `Zhumbaktas#5512`; grain, timber and
kumys words run together with a year, `bunker.sosna.2029`; leet `K0ksh3t4u!77`; random runs with a
sign; a person and a place, `Aigerim@Shchuchinsk1986`).

The fictional company is Kökshe Orman-Astyq LLP of Kokshetau, Akmola region, Kazakhstan: the
Kók-Tal sanatorium (an invented lakeside sanatorium on Lake Burabay, kumys and pine air), the
Zerendi Astyq elevator (an invented grain elevator on the Kokshetau-Zerenda road) and the Sosnovy
Bor sawmill (an invented sawmill near Shchuchinsk). Staff: Aigerim Seitkali (IT), Yerlan
Mukhametzhanov (the elevator), Olga Lyakh (the sanatorium's front desk, texting Russian), the
Wiebe family from Krasny Yar (Russian-Germans, in German), the Lukashevich family (Belarusian
settlers of the virgin-lands years, in Belarusian) and Magomed Aushev (an Ingush timber trader, in
Ingush in Cyrillic). Every company, person, address, domain (`kokshe-group.lan`,
`koktal-sanatorium.example`, `zerendi-astyq.example`, `sosnovybor-les.example`), account and
number is invented; only the region is real. Texts: WhatsApp and Telegram chats, tickets, notes,
runbooks, shell history, config and env files, URLs, voice-note transcripts, SMS and requests to
the assistant; separators: a colon, `=`, `->`, `→`, `=>`, `/`, `|`, a tab, `—`, `это`, `мынау`,
`ist`/`is`, `гэта`, `я`, a new line, a question then its answer, a value said first and named
after.

Grep counts (heldouts 5 to 437, grep -l): none for `Burabay`, `Borovoe`, `Akmola`, `Krasny`,
`ГӀалгӀай`, `Astana Hub`, `Ofd.kz`; one or two for `Kokshetau`, `сәлем`, `Беларус`,
`sanatorium`, `PS Cloud`, `Hoster.kz`, `Kassa24`, `Webkassa`, `ApiShip`, `de.wkn`; three to nine
for `Ingush`, `Qazaq`, `Tinkoff`, `Timeweb`, `Beget`, `Reg.ru`, `Selectel`, `Mobizon`, `YooKassa`,
`Robokassa`, `Paybox`, `Wooppay`, `DaData`, `amoCRM`, `Planfix`, `Yougile`, `Pyrus`, `ee.ik`,
`de.handelsreg`; above ten for `Kaspi`, `Halyk`, `Jusan`, `Kazakh`, `Belarusian`, `құпия сөз`,
`qupiya`, `пароль`, `Passwort`, `Kennwort`, `ru.inn`, `ru.ogrn`, `by.unp`, `de.idnr`, `de.stnr`
and every IBAN country tried (Faroe Islands and Kosovo the least used at thirty-seven and
thirty-nine; Kazakhstan, sixty, and Belarus, forty-eight, kept for the theme).
Languages: about half English, config or shell; the rest in the Russian of Kokshetau as texted
(`щас`, `норм`, `скинь`, `пасс`, `вайфай`, `ща`, no capitals), Kazakh in Cyrillic (`құпия сөз`,
`пароль мынау`, `ешкімге айтпа`, mixed with Russian as people do) and in the 2021 Latin letters
(`qūpia söz`, `parol mynau`, `jaña parol`), the German of a Russian-German family from
Krasny Yar (`das Passwort is`, `Oma hat`, Russian words in it), the Belarusian of a settlers'
family (`пароль ад вайфаю`, `гэта`, `нікому не кажы`) and the Ingush of a trader in Cyrillic with
the palochka (`пароль я`, `ма але`). The Kokshetau texting, the Latin Kazakh spellings,
the Russian-German wording and all of the Ingush are my guesses.
Vendors: the invented ZernoLink, KokTalBook, PiloramaPro and BurabayPay, plus Kassa24, Webkassa,
Mobizon, DaData, Selectel, Timeweb, Beget, PS Cloud, Hoster.kz, ApiShip and Paybox under the words
around their keys, and the GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, OpenRouter, AWS,
Google, Hugging Face, npm, SendGrid, Twilio, Telegram, PyPI, Mailchimp, Shopify, DigitalOcean,
Linear, Grafana, Postman, Vault, Tailscale, Groq, Replicate, Perplexity, xAI, Brevo, NVIDIA,
Docker Hub, Databricks, Pulumi, Doppler, Sentry, Figma, New Relic, Heroku and age shapes. Ids:
Russia's INN (a person's and a company's) and OGRN, Belarus's UNP and Germany's Steuer-IdNr, each
drawn until its `stdnum` module validates it (Kazakhstan's IIN and BIN have no python-stdnum
module, so none is planted). IBANs of Kazakhstan, Belarus, the Faroe Islands and Kosovo, checked
with `stdnum.iban`; seed phrases from `mnemonic`'s English, Russian, Czech and Turkish lists,
each checked with `Mnemonic.check`; cards pass Luhn (Visa, Mastercard, Mir-, UnionPay- and
Belkart-like prefixes).
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
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.by import unp as by_unp
from stdnum.de import idnr as de_idnr
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 438_571_209
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Fields = dict[str, str]
Draw = Callable[[random.Random, int, str], Fields]


def _sub(template: str, fields: Fields) -> str:
    """``template`` with each ``{name}`` replaced by its field (no other brace is read)."""
    for name, value in fields.items():
        template = template.replace("{" + name + "}", value)
    return template


def _take(
    rng: random.Random, cls: str, templates: list[str], n: int, *, draw: Draw, key: str
) -> list[Sample]:
    """``n`` samples of ``cls``, every template before any repeats; the secret is ``key``'s
    field, or the draw's own ``secret`` field where it returns one."""
    out = []
    for index, template in enumerate(v.cycle(rng, templates, n)):
        fields = draw(rng, index, template)
        out.append(Sample(cls, _sub(template, fields), fields.get("secret", fields[key])))
    return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    def draw(rng: random.Random, index: int, template: str) -> Fields:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_LAKES = ["Burabay", "Shchuchye", "Borovoe", "Zhumbaktas", "Okzhetpes", "Kokshe", "Bolektau",
          "Katarkol", "Zerenda", "Shortandy", "Kotyrkol", "Sinegorye", "Akylbay",
          "Zhekebatyr"]  # fmt: skip
_WORK = ["Bunker", "Zernosushka", "Pilorama", "Sosna", "Kumys", "Shubat", "Elevator", "Brus",
         "Opilki", "Pshenitsa", "Yachmen", "Kombain", "Vagon", "Tes"]  # fmt: skip
_PEOPLE = ["Aigerim", "Yerlan", "Olga", "Dauren", "Zhanar", "Heinrich", "Lydia", "Alesya",
           "Mikalai", "Magomed", "Zalina", "Bakhyt", "Viktor", "Saule", "Timur",
           "Galina"]  # fmt: skip
_TOWNS = ["Kokshetau", "Shchuchinsk", "Zerenda", "KrasnyYar", "Stepnyak", "Akkol", "Makinsk",
          "Burabay", "Atbasar", "Esil"]  # fmt: skip
_SIGNS = "!#$%&*?@+="
_LEET = ["K0ksh3t4u", "B0r0v03", "Sh0rt4ndy", "P1l0r4m4", "Zh4n4r", "3l3v4t0r", "Kum7s"]


def _lake_pw(g: random.Random) -> str:
    return f"{g.choice(_LAKES)}{g.choice(_SIGNS)}{g.randrange(1000, 10_000)}"


_PICKS: list[Maker] = [
    _lake_pw,
    lambda g: ".".join(w.lower() for w in g.sample(_WORK, 2)) + f".{g.randrange(2019, 2034)}",
    lambda g: g.choice(_LEET) + g.choice(_SIGNS) + str(g.randrange(10, 100)),
    lambda g: _r(g, ALNUM, 11) + g.choice(_SIGNS) + _r(g, D, 2),
    lambda g: f"{g.choice(_PEOPLE)}@{g.choice(_TOWNS)}{g.randrange(1955, 2008)}",
    lambda g: f"{g.choice(_WORK)}{g.choice(_LAKES)}{g.randrange(10, 100)}{g.choice(_SIGNS)}",
    lambda g: "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3)),
    lambda g: f"Elev{g.randrange(1, 9)}_{_r(g, LOWER, 4)}{g.randrange(100, 1000)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SIGNS),
    lambda g: f"{g.choice(_TOWNS).lower()}_{g.choice(_WORK).lower()}{g.randrange(10, 100)}",
]


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    ok = set(ALNUM + "._-")
    return v.until(rng, _pw, lambda value: set(value) <= ok and any(c.isdigit() for c in value))


_SAID = [
    "Telegram, chat 'Кок-Тал IT': the front-desk PC password is {pw}",
    "WhatsApp from Yerlan: elevator scale terminal admin password {pw}",
    "note to self: sanatorium booking server root password = {pw}",
    "Ticket KT-2291: the sawmill kiln controller password is {pw}, please rotate",
    "Runbook, dryer line 2\n1. open the panel\n2. log in as service\n3. password {pw}\n4. start",
    "the grain lab moisture meter web password -> {pw}",
    "Zerendi Astyq 1C server, admin password → {pw}",
    "elevator weighbridge PC | password | {pw}",
    "password for the Shchuchinsk sawmill NAS: {pw}",
    "Aigerim: kiln PLC password\n{pw}",
    "the password for the pump house HMI is {pw}",
    "voice note: ok so the Kók-Tal kumys cellar logger password is {pw}, that's it",
    "my Kaspi app password is {pw}, remember it for me",
    "after the reset the sanatorium wifi controller password became {pw}",
    "password of the elevator CCTV recorder => {pw}",
    "Hi Olga,\n\nthe booking system password is now {pw}. Delete this mail.\n\nAigerim",
    "README (sawmill office)\nweb UI https://saw.kokshe-group.lan, admin password `{pw}`",
    "pwd\t{pw}",
    "the password on the grain dryer touch panel is \"{pw}\"",
    "Incident 2031-03-02: the sanatorium's old router was open with password {pw}",
    "Remember the password for the Halyk business account: {pw}",
    "passwd for the lakeside cabin tablet: {pw}",
    "пароль от компа на ресепшене: {pw}",
    "пароль на весовую щас {pw} норм",
    "олег скинь пароль от 1с... а всё нашла, {pw}",
    "пароль от сервера это {pw} никому",
    "новый пасс на пилораму {pw}",
    "ща пароль от кассы: {pw}",
    "элеватор, пароль админа - {pw}",
    "құпия сөз: {pw}",
    "элеватордың компьютерінің пароль мынау {pw}",
    "санаторий wifi құпия сөзі {pw} ешкімге айтпа",
    "Ерлан, жаңа пароль: {pw}",
    "qūpia söz: {pw}",
    "parol mynau {pw}, eşkımge aitpa",
    "elevatordyñ kompiuterınıñ qūpia sözı {pw}",
    "Das Passwort is {pw}, sag's kei'm",
    "Oma hat das Passwort fürs Tablet aufgschrieben: {pw}",
    "Kennwort vom Sägewerk-Rechner: {pw}",
    "Heinrich, das neue Passwort für den Kornspeicher is {pw}",
    "пароль ад кампутара ў канторы: {pw}",
    "пароль гэта {pw}, нікому не кажы",
    "Алеся, новы пароль ад пошты {pw}",
    "пароль ад лесапілкі — {pw}",
    "пароль я {pw}, цхьанне а ма але",
    "Магомед: склада компьютера пароль я {pw}",
    "салам, пароль {pw} я, дика ва",
    "Tell the assistant: my Gosuslugi-style eGov password is {pw}",
    "the password of the Burabay cabin booking tablet: {pw}",
    "Please store this: sawmill Wi-Fi camera admin password {pw}",
]  # fmt: skip

_USERS = ["aigerim.s", "yerlan", "olga.l", "dauren", "zhanar", "hwiebe", "lydia.w", "alesya",
          "mikalai", "m.aushev", "bakhyt", "svc-elevator", "kiosk", "operator1",
          "admin"]  # fmt: skip
_LOGINS = [
    "login: {u} / {pw}",
    "elevator 1C: {u} / {pw}",
    "creds for the sawmill kiln are {u} and {pw}",
    "sign in to the booking system as {u} with {pw}",
    "usr={u} pwd={pw}",
    "| host | user | password |\n|---|---|---|\n| kiln-01 | {u} | {pw} |",
    "{u}:{pw}",
    "user: {u}\npassword: {pw}",
    "- host: dryer-2.zerendi-astyq.example\n  user: {u}\n  password: {pw}",
    "host,login,password\nweighbridge,{u},{pw}",
    "ssh {u}@saw.kokshe-group.lan, password {pw}",
    "Telegram, Aigerim: account {u}, password {pw}",
    "логин {u} пароль {pw}",
    "логин: {u}, пароль: {pw} (для 1с)",
    "логин {u}, құпия сөз {pw}",
    "login {u}, qūpia söz {pw}",
    "Benutzer {u}, Passwort {pw}",
    "лагін {u}, пароль {pw}",
    "логин {u}, пароль {pw} я",
    "Wiki › Sanatorium › Booking: {u} — {pw}",
]  # fmt: skip

_SAID_WORDS = ["burabay", "okzhetpes", "kumys", "shubat", "sosna", "bunker", "pilorama",
               "zhumbaktas", "shortandy", "kokshe", "baursak", "kazy"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, all small letters, then {d}",
    "type {w}, then {d}; that's the kiln panel password",
    "{w}{d} — that's the wifi password in the cabins",
    "{w}{d}, that's what I set for the elevator router",
    "voice note: the password is {w} and right after it {d}, no space",
    "it's the name of the lake, {w}, followed by {d}",
    "пароль это слово {w}, потом {d}",
    "пароль: {w} сөзі, сосын {d}",
    "parol: {w} sözı, sosyn {d}",
    "Das Passwort is das Wort {w}, dann {d}",
    "пароль гэта слова {w}, потым {d}",
    "{w}{d} — вот пароль от вайфая",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> Fields:
    word, number = rng.choice(_SAID_WORDS), str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_CLI = [
    "sshpass -p '{pw}' ssh {u}@kiln-01.sosnovybor-les.example",
    "mysql -h db.koktal-sanatorium.example -u {u} -p'{pw}' bookings",
    "PGPASSWORD='{pw}' psql -h pg.kokshe-group.lan -U {u} grain",
    "curl -u {u}:{pw} https://scale.zerendi-astyq.example/api/weights",
    "redis-cli -h cache.kokshe-group.lan -a '{pw}' ping",
    "docker login registry.kokshe-group.lan -u {u} -p {pw}",
    "htpasswd -b /etc/nginx/.htpasswd {u} {pw}",
    "smbclient //nas.sosnovybor-les.example/scans -U {u}%{pw}",
    "ldapsearch -x -D 'cn={u},dc=kokshe,dc=lan' -w '{pw}' -b dc=kokshe,dc=lan",
    "sqlcmd -S mssql.kokshe-group.lan -U {u} -P '{pw}' -Q 'select 1'",
    "zip -P '{pw}' weights-2031.zip weights-2031.csv",
    "7z a -p'{pw}' -mhe=on invoices.7z invoices/",
    "openssl enc -aes-256-cbc -in payroll.xlsx -out payroll.enc -pass pass:{pw}",
    "gpg --batch --passphrase '{pw}' -c contracts.tar",
    "plink -ssh {u}@dryer-2.zerendi-astyq.example -pw {pw}",
    "xfreerdp /v:1c.kokshe-group.lan /u:{u} /p:{pw}",
    "net use Z: \\\\nas\\timber /user:KOKSHE\\{u} {pw}",
    "sqlplus {u}/{pw}@//ora.kokshe-group.lan:1521/GRAIN",
    "lftp -u {u},{pw} sftp://files.sosnovybor-les.example",
    "rabbitmqctl add_user {u} '{pw}'",
    "ipmitool -I lanplus -H 10.20.0.11 -U {u} -P '{pw}' power status",
    "mosquitto_pub -h mqtt.zerendi-astyq.example -u {u} -P '{pw}' -t silo/3/temp -m 12",
    "keytool -importcert -keystore pos.jks -storepass '{pw}' -file kassa.crt",
    "echo '{pw}' | sudo -S systemctl restart kiln-agent",
    "kinit {u}@KOKSHE.LAN <<< '{pw}'",
    "clickhouse-client --host ch.kokshe-group.lan --user {u} --password '{pw}'",
    "mongosh 'mongodb://{u}:{pw}@mongo.koktal-sanatorium.example/guests'",
    "rac infobase create --cluster=3f1b --infobase-user={u} --infobase-pwd={pw} --name=elev",
    "ibcmd infobase dump --db-user={u} --db-pwd={pw} elev.dt",
    "cqlsh cass.kokshe-group.lan -u {u} -p '{pw}'",
    "mega-login {u}@koktal-sanatorium.example '{pw}'",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' 10.20.0.1",
]  # fmt: skip
_SHELLS = ["{c}", "$ {c}", "root@kiln-01:~# {c}", "aigerim@ops:~$ {c}", "PS C:\\1c> {c}",
           "history | tail\n  512  {c}", "команда, которую я запускала: {c}",
           "мен іске қосқан команда: {c}", "Befehl vom Heinrich: {c}"]  # fmt: skip


def _cli(rng: random.Random, n: int) -> list[Sample]:
    samples = v.fill(rng, "cli_password", _CLI, n, _plain_pw, u=_USERS)
    return v.framed(rng, samples, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.kokshe-group.lan:5432/grain",
    "mysql://{u}:{pw}@db.koktal-sanatorium.example/bookings",
    "ftp://{u}:{pw}@ftp.sosnovybor-les.example/orders/",
    "rtsp://{u}:{pw}@cam-silo3.zerendi-astyq.example:554/stream1",
    "amqp://{u}:{pw}@mq.kokshe-group.lan:5672/",
    "smb://{u}:{pw}@nas.sosnovybor-les.example/scans",
    "redis://{u}:{pw}@cache.kokshe-group.lan:6379/0",
    "https://{u}:{pw}@git.kokshe-group.lan/elevator/weights.git",
    "DATABASE_URL=postgres://{u}:{pw}@pg.kokshe-group.lan/sanatorium",
    "socks5://{u}:{pw}@:1080",
    "ссылка на базу: mssql://{u}:{pw}@1c.kokshe-group.lan/elev",
    "sftp://{u}:{pw}@edi.zerendi-astyq.example:2222/in",
]  # fmt: skip

_CONFIGS = [
    ".env:\nDB_HOST=pg.kokshe-group.lan\nDB_USER=grain\nDB_PASSWORD={pw}",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    "config.ini\n[smtp]\nhost = mail.kokshe-group.lan\nuser = robot\npassword = {pw}",
    "settings.py:\nEMAIL_HOST_PASSWORD = \"{pw}\"",
    "application.properties:\nspring.datasource.password={pw}",
    "~/.pgpass:\npg.kokshe-group.lan:5432:grain:grain:{pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "main.tf:\nvariable \"db_password\" {\n  default = \"{pw}\"\n}",
    "/etc/wpa_supplicant.conf:\nnetwork={\n  ssid=\"KokTal-Staff\"\n  psk=\"{pw}\"\n}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "[client]\nuser=backup\npassword={pw}",
    "appsettings.json:\n\"ConnectionStrings\": {\"Kassa\":"
    " \"Server=sql;User Id=sa;Password={pw};\"}",
    "redis.conf:\nrequirepass {pw}",
    "nextcloud config.php:\n  'dbpassword' => '{pw}',",
    "grafana.ini\n[security]\nadmin_password = {pw}",
    "secrets.yaml:\nkiln_agent:\n  password: !unsafe '{pw}'",
    "MINIO_ROOT_PASSWORD={pw}",
    "1c.cfg:\nSrvrUser=elev\nSrvrPwd={pw}",
]  # fmt: skip


def _telegram(g: random.Random) -> str:
    return f"{g.randrange(10**9, 8 * 10**9)}:AA{_r(g, URLSAFE, 33)}"


_VENDORS: list[tuple[str, Maker]] = [
    ("GitHub", _j("ghp_", (ALNUM, 36))),
    ("GitHub", _j("github_pat_11", (UPPER_DIGITS, 22), "_", (ALNUM, 59))),
    ("GitLab", _j("glpat-", (URLSAFE, 20))),
    ("Slack", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", _j("sk_live_", (ALNUM, 99))),
    ("Stripe", _j("rk_live_", (ALNUM, 99))),
    ("OpenAI", _j("sk-proj-", (URLSAFE, 64), "T3BlbkFJ", (URLSAFE, 64))),
    ("Anthropic", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("OpenRouter", _j("sk-or-v1-", (HEX, 64))),
    ("AWS", _j("AKIA", (UPPER_DIGITS, 16))),
    ("Google", _j("AIza", (URLSAFE, 35))),
    ("Hugging Face", _j("hf_", (ALNUM, 34))),
    ("npm", _j("npm_", (ALNUM, 36))),
    ("SendGrid", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Twilio", _j("SK", (HEX, 32))),
    ("Telegram", _telegram),
    ("PyPI", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 70))),
    ("Mailchimp", _j((HEX, 32), "-us21")),
    ("Shopify", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", _j("dop_v1_", (HEX, 64))),
    ("Linear", _j("lin_api_", (ALNUM, 40))),
    ("Grafana", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("Postman", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("Vault", _j("hvs.", (URLSAFE, 90))),
    ("Tailscale", _j("tskey-auth-", (ALNUM, 17), "-", (ALNUM, 32))),
    ("Groq", _j("gsk_", (ALNUM, 52))),
    ("Replicate", _j("r8_", (ALNUM, 37))),
    ("Perplexity", _j("pplx-", (ALNUM, 48))),
    ("xAI", _j("xai-", (ALNUM, 80))),
    ("Brevo", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("NVIDIA", _j("nvapi-", (URLSAFE, 64))),
    ("Docker Hub", _j("dckr_pat_", (URLSAFE, 27))),
    ("Databricks", _j("dapi", (HEX, 32))),
    ("Pulumi", _j("pul-", (HEX, 40))),
    ("Doppler", _j("dp.st.prd.", (ALNUM, 43))),
    ("Sentry", _j("sntrys_", (URLSAFE, 80))),
    ("Figma", _j("figd_", (URLSAFE, 40))),
    ("New Relic", _j("NRAK-", (UPPER_DIGITS, 27))),
    ("Heroku", _j("HRKU-", (URLSAFE, 60))),
    ("age", _j("AGE-SECRET-KEY-1", ("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58))),
]  # fmt: skip
_VENDOR_PLACES = [
    "{vendor} token: {tok}",
    "export {env}={tok}",
    "{env}=\"{tok}\"",
    "the {vendor} key for the elevator scripts is {tok}",
    "Telegram, Aigerim: new {vendor} token {tok} (old one revoked)",
    "ключ {vendor} для сервера: {tok}",
    "{vendor} кілті: {tok}",
    "{vendor} kılt: {tok}",
    "Heinrich: der {vendor}-Schlüssel is {tok}",
    "ключ {vendor} я {tok}",
]  # fmt: skip
_INVENTED = [  # an invented or unlisted vendor: its key after the words around it
    ("ZernoLink API key: {tok}", _j((HEX, 32))),
    ("KokTalBook integration broken, current key {tok}", v.uuid4),
    ("PiloramaPro API-ключ: {tok}", _j((ALNUM, 40))),
    ("BurabayPay secret key = {tok}", _j("bp_live_", (ALNUM, 32))),
    ("Kassa24 API ключі: {tok}", _j((HEX, 40))),
    ("Webkassa api_key: {tok}", _j((ALNUM, 36))),
    ("Mobizon API key {tok}", _j("kz", (HEX, 58))),
    ("DaData: API-ключ {tok}, секрет {sec}", _j((HEX, 40))),
    ("Integrations › Selectel: {tok}", _j((URLSAFE, 40))),
    ("Timeweb Cloud API token: {tok}", _j("eyJ", (URLSAFE, 60))),
    ("Beget API key for the sanatorium site: {tok}", _j((ALNUM, 32))),
    ("PS Cloud API ключ: {tok}", lambda g: v.uuid4(g, "b")),
    ("Hoster.kz API key -> {tok}", _j((HEX, 48))),
    ("ApiShip token: {tok}", _j((HEX, 32))),
    ("Paybox secret_key={tok}", _j((ALNUM, 16))),
]  # fmt: skip


def _env_name(vendor: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in vendor.upper()) + "_TOKEN"


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template, make in _INVENTED:
        tok = make(rng)
        text = _sub(template, {"tok": tok, "sec": _r(rng, HEX, 40)})
        out.append(Sample("vendor_token", text, tok))
    picks = list(v.cycle(rng, _VENDORS, n - len(out)))
    for (vendor, make), place in zip(picks, v.cycle(rng, _VENDOR_PLACES, len(picks)), strict=True):
        tok = make(rng)
        fields = {"vendor": vendor, "env": _env_name(vendor), "tok": tok}
        out.append(Sample("vendor_token", _sub(place, fields), tok))
    return out


_BARE = ["{t}", "keep this for me: {t}", "{t}\n^ new one", "токен: {t}", "Aigerim: {t}",
         "it only shows once, so: {t}", "вот {t}", "мынау {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 40)), _j((URLSAFE, 48)), _j((B64, 60), "=="), _j((LOWER_DIGITS, 44)),
                _j((ALNUM, 32)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 42)),
                _j((ALNUM, 52))]  # fmt: skip

_HEX_PLACES = {
    "LoRaWAN AppKey of silo sensor S-07: {h}": 32,
    "AES key for the kiln logger: {h}": 64,
    "SECRET_KEY={h}": 64,
    "encryption_key: {h}": 64,
    "HMAC secret for the booking webhook -> {h}": 64,
    "master key of the sanatorium app: {h}": 32,
    "ключ шифрования: {h}": 64,
    "шифрлау кілті: {h}": 48,
    "session_secret = \"{h}\"": 40,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> Fields:
    key = _r(rng, HEX, _HEX_PLACES[template])
    return {"h": key.upper() if index % 4 == 3 else key}


_JWT_PLACES = ["Authorization: Bearer {t}", "jwt: {t}", "token={t}",
               "the session token from the booking app: {t}", "токен из куки: {t}",
               "curl -H 'Authorization: Bearer {t}' https://api.koktal-sanatorium.example/v1/rooms",
               "localStorage.access_token = \"{t}\"", "Heinrich: mein Token {t}"]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> Fields:
    header = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    claims = {"sub": str(rng.randrange(10**5, 10**6)), "iss": "kokshe-group.lan",
              "exp": rng.randrange(1_900_000_000, 2_000_000_000)}  # fmt: skip
    return {"t": f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, 43)}"}


_PEM_PLACES = {  # template: the key's kind and what joins its lines
    "id_rsa on the kiln box:\n{key}": ("RSA PRIVATE KEY", "\n"),
    "{key}": ("PRIVATE KEY", "\n"),
    "elevator-api.key:\n{key}": ("EC PRIVATE KEY", "\n"),
    "ключ от сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "TLS_KEY=\"{key}\"": ("PRIVATE KEY", "\\n"),
    "pasted from the sanatorium VPN box: {key}": ("RSA PRIVATE KEY", " "),
    "ssh_private_key: |\n  {key}": ("OPENSSH PRIVATE KEY", "\n  "),
}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> Fields:
    kind, joiner = _PEM_PLACES[template]
    lines = [_r(rng, B64, 64) for _ in range(8)] + [_r(rng, B64, 20) + "=="]
    body = [f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"]
    return {"key": joiner.join(body), "secret": lines[1 + index % 6]}


_MNEMO = {lang: Mnemonic(lang) for lang in ("english", "russian", "czech", "turkish")}
_SEED_PLACES = {
    "seed phrase of the elevator's USDT wallet: {p}": "english",
    "recovery phrase\n{p}": "english",
    "Trust Wallet backup words: {p}": "english",
    "сид фраза: {p}": "russian",
    "мнемоника кошелька: {p}": "russian",
    "кошелектің seed сөздері: {p}": "english",
    "Wiebe: die Wörter vom Wallet sind {p}": "english",
    "фраза для аднаўлення: {p}": "russian",
    "Magomed: seed {p}": "english",
    "obnovovací fráze (od Čechů z pily): {p}": "czech",
    "kurtarma kelimeleri (Türk alıcı): {p}": "turkish",
    "voice note: the seed words are {p}": "english",
}  # fmt: skip


def _seed_draw(rng: random.Random, index: int, template: str) -> Fields:
    words, mnemo = [12, 24, 12, 18][index % 4], _MNEMO[_SEED_PLACES[template]]

    def make(g: random.Random) -> str:
        return str(mnemo.to_mnemonic(bytes(g.randrange(256) for _ in range(words * 4 // 3))))

    phrase = v.until(rng, make, mnemo.check)  # a few Turkish phrases fail their own check
    if index % 5 == 2 and "voice" not in template:
        phrase = "\n".join(f"{i}. {w}" for i, w in enumerate(phrase.split(), 1))
    return {"p": phrase}


def _card_of(rng: random.Random, prefix: str, length: int = 16) -> str:
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    return body + luhn.calc_check_digit(body)


_CARD_PREFIXES = ["4400", "4405", "5169", "2200", "2202", "6250", "9112", "5375", "4149", "2204"]
_CARD_PLACES = [
    "card {c} exp 09/33",
    "Kaspi Gold {c}",
    "номер карты {c}, срок 11/32",
    "карта нөмірі: {c}",
    "karta nömırı {c}",
    "Kartennummer {c}",
    "нумар карткі {c}",
    "карта {c} я",
    "pay the sawmill invoice with {c}",
    "company card: {c} (Olga has it)",
    "Halyk {c} 04/34",
    "card number\t{c}",
]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> Fields:
    number = _card_of(rng, _CARD_PREFIXES[index % len(_CARD_PREFIXES)])
    return {"c": v.grouped(number, [" ", "", "-", " ", "."][index % 5], rng)}


_CVV_PLACES = [
    "card {c} exp 07/33 CVV {cvv}",
    "security code on the back: {cvv} (card {c})",
    "карта {c}, cvv {cvv}",
    "три цифры сзади: {cvv}",
    "Prüfnummer {cvv}, Karte {c}",
    "CVC2 коды: {cvv}",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> Fields:
    number = v.grouped(_card_of(rng, rng.choice(_CARD_PREFIXES)), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 3)}


_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "BY": "aaaa" + "nnnn" + "c" * 16, "FO": "n" * 14,
                "XK": "n" * 16}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "IBAN {i}",
    "pay the elevator to IBAN: {i}",
    "счёт (IBAN) {i}",
    "ИИК: {i}",
    "шот нөмірі {i}",
    "IBAN vom Onkel: {i}",
    "рахунак IBAN {i}",
    "Magomed's account IBAN {i}",
    "bank details — {i}",
    "IBAN for the Faroese timber buyer: {i}",
    "iban={i}",
    "Kosovo supplier, IBAN → {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> Fields:
    if "Faroese" in template:
        country = "FO"
    elif "Kosovo" in template:
        country = "XK"
    else:
        country = ["KZ", "BY", "KZ", "FO", "XK"][index % 5]
    number = _iban(rng, country)
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


def _inn12(g: random.Random) -> str:
    return v.until(g, lambda h: _r(h, D, 12), ru_inn.is_valid)


def _inn10(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 9), ru_inn.is_valid)


def _ogrn(g: random.Random) -> str:
    return v.until(g, lambda h: "1" + _r(h, D, 12), ru_ogrn.is_valid)


def _unp(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


def _idnr(g: random.Random) -> str:
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), de_idnr.is_valid)


_ID_PLACES: dict[str, Maker] = {
    "ИНН: {s}": _inn12,
    "мой ИНН {s}, для договора": _inn12,
    "ИНН поставщика пиломатериалов {s}": _inn10,
    "Russian buyer's INN {s}": _inn10,
    "ОГРН {s}": _ogrn,
    "OGRN of the Omsk grain trader: {s}": _ogrn,
    "УНП: {s}": _unp,
    "УНП фірмы дзядзькі {s}": _unp,
    "Belarus UNP {s}": _unp,
    "Steuer-ID vom Opa: {s}": _idnr,
    "Steuerliche Identifikationsnummer {s}": _idnr,
    "tax id (Germany) {s}": _idnr,
    "Лидия, твой Steuer-ID {s}": _idnr,
    "ИНН (Россия) {s} я": _inn12,
}  # fmt: skip


_BACKUPS = [
    "Google backup codes for it@kokshe-group.lan\n{codes}",
    "2FA backup codes: {codes}",
    "резервные коды: {codes}",
    "резервтік кодтар\n{codes}",
    "Backup-Codes vom Mail: {codes}",
    "рэзервовыя коды {codes}",
    "GitHub recovery codes\n{codes}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> Fields:
    codes = v.backup_codes(rng, 8, index % 4)
    sep = "\n" if "\n{codes}" in template else [", ", " ", "\n"][index % 3]
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 8]}


_TOTP = [
    "TOTP secret for the 1C admin: {s}",
    "otpauth://totp/Kokshe:aigerim?secret={s}&issuer=Kokshe",
    "2FA setup key {s}",
    "can't scan the QR code, manual key: {s}",
    "ключ для 2FA: {s}",
    "2FA кілті {s}",
]  # fmt: skip


def _totp_draw(rng: random.Random, index: int, template: str) -> Fields:
    spaced = "otpauth" not in template and index % 2 == 1
    return {"s": v.totp_secret(rng, spaced=spaced)}


_CODES = [
    "{c} is your Kaspi verification code",
    "Use {c} to sign in to Halyk Homebank",
    "Код подтверждения: {c}. Никому не сообщайте",
    "Растау коды: {c}",
    "Ihr Bestätigungscode lautet {c}",
    "Код пацверджання {c}",
    "eGov: your one-time code {c}",
    "Aigerim: the SMS code is {c}",
]  # fmt: skip


def _code_draw(rng: random.Random, index: int, template: str) -> Fields:
    code = _r(rng, D, 6)
    return {"c": f"{code[:3]} {code[3:]}" if index == 3 else code}


_SSIDS = ["KokTal-Guest 5G", "Zerendi Astyq Office", "Sosnovy Bor Pilorama", "Burabay Cabins",
          "Kokshe_Elevator_2.4", "TP-Link_Lakeside"]  # fmt: skip
_WIFI = [
    "wifi {s} / {pw}",
    "Network: {s}\nPassword: {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "the wifi password for {s} is {pw}",
    "wpa_passphrase \"{s}\" '{pw}'",
    "Olga: wifi?\nAigerim: {pw}",
    "пароль от вайфая {s}: {pw}",
    "вайфай {s}, пароль {pw}",
    "wifi құпия сөзі: {pw}",
    "wifi qūpia sözı: {pw}",
    "WLAN-Passwort: {pw}",
    "пароль ад вайфаю: {pw}",
    "вайфай пароль я {pw}",
    "SSID {s}\nWPA key {pw}",
    "{pw} — that's the cabins wifi password",
    "network {s} key {pw}",
]  # fmt: skip

_LOCKS = [
    "door code for the sawmill office: {pw}",
    "the gate code at the elevator is {pw}#",
    "PIN for the company card: {pw}",
    "safe in reception, code {pw}",
    "код домофона {pw}",
    "пин от карты {pw}",
    "есіктің коды: {pw}",
    "Tür-Code {pw}",
    "код ад замка {pw}",
    "склада кода я {pw}",
    "alarm code: {pw}",
    "SIM PIN {pw}",
]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> Fields:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_PHRASE_WORDS = ["pine", "kumys", "lake", "granite", "wheat", "silo", "saw", "steppe", "birch",
                 "heron", "sledge", "felt", "horse", "cedar"]  # fmt: skip
_PHRASES = {
    "KeePass master passphrase: {p}": " ",
    "passphrase: {p}": "-",
    "Bitwarden master password is {p}": " ",
    "парольная фраза: {p}": " ",
    "passphrase for the backup disk = {p}": ".",
    "Passphrase vom Laptop: {p}": " ",
    "BORG_PASSPHRASE={p}": "-",
}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> Fields:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 2))}


_SPELL = ["reading it out char by char: {t}", "[dictated on the phone] {t}", "token: {t}",
          "по буквам: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> Fields:
    token = [_j("ghp_", (ALNUM, 36)), _j((HEX, 32)), _j((ALNUM, 24))][index % 3](rng)
    joiner = [" ", "-", " · ", "  "][index % 4]
    if index % 2 == 1:
        return {"t": joiner.join(token[i : i + 4] for i in range(0, len(token), 4))}
    return {"t": joiner.join(token)}


_CHATS = [
    "Olga: what's the reception PC password?\nAigerim: {pw}",
    "[08:02] yerlan: root pw for the scale server?\n[08:03] aigerim: {pw}",
    "Dauren: {pw} is the new kiln admin password",
    "Zhanar: use {pw}, that's what the router has now",
    "Олег: пароль от 1с какой?\nАйгерим: {pw}",
    "Ерлан: жаңа пароль қандай?\nАйгерім: {pw}",
    "Heinrich: wie war's Passwort?\nLydia: {pw}",
    "Алеся: які пароль?\nМікалай: {pw}",
    "Магомед: пароль мича ба?\nЗалина: {pw}",
    "Bakhyt: {pw} — the booking system password, don't lose it",
    "Timur: I set {pw} for the sawmill camera",
    "Olga: {pw} это пароль от кассы",
]  # fmt: skip

_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Authorization: Basic {v}": True,
    "proxy_set_header Authorization \"Basic {v}\";": True,
    "Authorization: Bearer {v}": False,
    "header -> authorization: bearer {v}": False,
    "curl -H 'Authorization: Basic {v}' https://scale.zerendi-astyq.example": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> Fields:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, ALNUM, 40)}


def _fixed(draw_value: Maker) -> Draw:
    return lambda g, i, t: {"v": draw_value(g)}


Taker = Callable[[random.Random, int], list[Sample]]


def _family(cls: str, templates: list[str], draw: Draw, key: str) -> Taker:
    return lambda rng, n: _take(rng, cls, templates, n, draw=draw, key=key)


# How many samples each family draws (390 in all).
_PLAN: list[tuple[Taker, int]] = [
    (_family("labelled_password", _SAID, _with(_pw), "pw"), 63),
    (_family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw"), 28),
    (_family("spelled_password", _SPELLED, _spelled_draw, "w"), 18),
    (_cli, 32),
    (_family("url_password", _URLS, _with(_plain_pw, u=_USERS), "pw"), 12),
    (_family("config_file", _CONFIGS, _with(_plain_pw), "pw"), 18),
    (_vendors, 50),
    (_family("bare_token", _BARE, lambda g, i, t: {"t": _BARE_MAKERS[i % 8](g)}, "t"), 8),
    (_family("hex_key", list(_HEX_PLACES), _hex_draw, "h"), 9),
    (_family("jwt", _JWT_PLACES, _jwt_draw, "t"), 8),
    (_family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key"), 7),
    (_family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p"), 12),
    (_family("card_number", _CARD_PLACES, _card_draw, "c"), 12),
    (_family("card_code", _CVV_PLACES, _cvv_draw, "cvv"), 6),
    (_family("iban", _IBAN_PLACES, _iban_draw, "i"), 12),
    (_family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s"), 14),
    (_family("backup_codes", _BACKUPS, _backup_draw, "codes"), 7),
    (_family("otp_secret", _TOTP, _totp_draw, "s"), 6),
    (_family("otp_code", _CODES, _code_draw, "c"), 8),
    (_family("wifi_key", _WIFI, _with(_plain_pw, s=_SSIDS), "pw"), 16),
    (_family("pin_code", _LOCKS, _lock_draw, "pw"), 12),
    (_family("passphrase", list(_PHRASES), _phrase_draw, "p"), 7),
    (_family("spaced_token", _SPELL, _spell_draw, "t"), 8),
    (_family("chat_password", _CHATS, _with(_pw), "pw"), 12),
    (_family("auth_header", list(_AUTH), _auth_draw, "v"), 5),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for take, n in _PLAN:
        out += take(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT: list[tuple[str, str, str, Maker]] = [
    ("split_password", "the kiln admin password is", "{s}", _pw),
    ("split_password", "пароль от 1с:", "{s} (с понедельника)", _pw),
    ("split_password", "құпия сөз", "{s}", _pw),
    ("split_password", "Das Passwort is", "{s}, sag's keinem", _pw),
    ("split_password", "пароль ад пошты", "{s}", _pw),
    ("split_password", "сервера пароль", "{s} я", _pw),
    ("split_password", "booking system password", "{s}\nchange it after the season", _pw),
    ("split_password", "qūpia söz:", "{s}", _pw),
    ("split_password", "пароль на весовую", "{s}", _pw),
    ("split_password", "wifi password for the cabins", "{s}", _plain_pw),
    ("split_token", "ZernoLink API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitLab token:", "{s} (CI)", _j("glpat-", (URLSAFE, 20))),
    ("split_seed", "seed phrase", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} 03/34", lambda g: v.grouped(_card_of(g, "4400"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "backup codes", "{s}\n71936420\n20845113", lambda g: _r(g, D, 8)),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "УНП", "{s}", _unp),
    ("split_pin", "код домофона", "{s}", _j((D, 4))),
    ("split_phrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 4))),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in _SPLIT]


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"kiln": {"url": "https://kiln.sosnovybor-les.example", "admin_password": "{s}"}}':
        ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "yerlan", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hosts": [{"name": "scale-1"}, {"name": "scale-2", "web_password": "{s}"}]}':
        ("meta_password", _plain_pw),
    '{"argv": ["mysql", "-u", "booking", "--password", "{s}", "guests"]}':
        ("meta_password", _plain_pw),
    '{"note": "пароль от кассы {s}"}': ("meta_password", _plain_pw),
    '{"құпия_сөз": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the booking server as olga with the password {s}"}':
        ("meta_password", _plain_pw),
    '{"zernolink": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"githubToken": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "08/33"}}':
        ("meta_card", lambda g: v.grouped(_card_of(g, "2202"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "BY")),
    '{"buyer": {"inn": "{s}"}}': ("meta_id", _inn10),
    '{"mfa": {"backup_codes": ["{s}", "48213907", "90316254"]}}': ("meta_otp", _j((D, 8))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((HEX.upper(), 32))),
    '{"office": {"door_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "KokTal-Guest 5G", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
    '{"totp": {"secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_ISO_SUM = hashlib.sha256(b"debian-12.9.0-amd64-netinst.iso").hexdigest()
_FW_SUM = hashlib.sha256(b"kiln-controller-fw-3.7.2.bin").hexdigest()
_COMMIT = hashlib.sha1(b"weights: round to 10 kg", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"booking: fix sauna slots", usedforsecurity=False).hexdigest()[:8]
_MD5 = hashlib.md5(b"harvest-2031.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the elevator scale password before the harvest audit on 2031-08-20.",
    "Olga asked for the cabins wifi password; it's on the card at reception.",
    "Policy: passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Telegram; send a vault link instead.",
    "`ZERNOLINK_API_KEY=changeme` in .env.example is a placeholder; the real key is in the vault.",
    "The kiln panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_API_KEY> with the key from the Kassa24 dashboard.",
    "пароль никому не говорите, даже мне",
    "пароль должен быть не короче 12 символов",
    "забыла пароль от 1с, Айгерим сбросит завтра",
    "құпия сөзді ешкімге айтпаңыз",
    "qūpia sözdı eşkımge aitpañyz",
    "Das Passwort sag ich dir morgen am Telefon, Oma.",
    "пароль нікому не кажы, нават мне",
    "пароль цхьанне а ма але",
    "Upgraded the kiln controller firmware from 3.6 to 3.7.2 and Debian to 12.9 at the weekend.",
    f"commit {_COMMIT} rounds the weights to 10 kg.",
    f"Rolled back to {_SHORT} after the sauna slot bug.",
    f"SHA-256 of debian-12.9.0-amd64-netinst.iso: {_ISO_SUM}",
    f"The kiln firmware 3.7.2 image has sha256 checksum {_FW_SUM}.",
    f"MD5 of harvest-2031.xlsx is {_MD5}, same as the copy on the NAS.",
    "Request id 4c1d7a2e-93b0-4e6f-a81d-5f2c9e07b3d4 is the slow one in the booking logs.",
    "Order ZA-2031-00517: 60 tonnes of wheat, class 3, leaves the elevator on Thursday.",
    "Ticket KT-2291: the sauna booking page shows the wrong price.",
    "Call the sanatorium reception on +7 716 36 4 12 55 before noon.",
    "Wagon 58213647 with the barley is at Kokshetau-1 station.",
    "Kokshetau postcode 020000; Shchuchinsk is 021700.",
    "Lake Burabay is at 53.083 N, 70.312 E; the water was 17 °C today.",
    "A room with kumys therapy costs 38 500 ₸ a night in July.",
    "Timber order TS-0418: 24 m³ of pine beams 150x150, 6 m long.",
    "After five wrong passwords the booking system locks the account for 15 minutes.",
    "The secret of good kumys is fresh mare's milk and patience.",
    "Ask Yerlan for the elevator gate code, I don't have it.",
    "My card ending 4471 was declined at the Shchuchinsk market.",
    "The Kosovo buyer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Google account and keep them in the safe.",
    "No wallet's support will ever ask for your seed phrase.",
    "Keep `KASSA24_API_KEY` in the secrets store, never in git.",
    "The padlock on the sawdust shed rusts; oil it every month.",
    "The guest wifi 'KokTal-Free' is open, no password needed.",
    "Lot W-2031-117: wheat, moisture 13.4 %, protein 12.1 %, gluten 24 %.",
    "Card number shown as **** **** **** 4471 on the receipt.",
    "IBAN: KZ** **** **** **** **** (masked in the export)",
    "The PIN pad at the sanatorium shop is broken again.",
    "Your verification code will arrive by SMS within a minute.",
    "код подтверждения не пришёл, попробуй ещё раз через минуту",
    "Растау коды келмеді, қайта жіберіңіз.",
    "Den Bestätigungscode hat der Heinrich nicht bekommen.",
    "Tracking number EE123456789KZ for the saw blades from Germany.",
    "Version 8.3.25.1394 of 1C is installed on the elevator server.",
    "Product code SB-PINE-150-6000 is the 150x150 pine beam, 6 m.",
    "Invoice 2031/0612 for 1 240 000 ₸ is due on 2031-07-15.",
    "The silo 3 temperature sensor reads 12.5 °C at 06:00.",
    "Магомед привезёт лес в пятницу, номер машины 123 ABC 11.",
    "Лидия звонила, в Красном Яре снег, дороги закрыты.",
    "Аліна, пасылка прыйдзе ў аўторак, нумар 20310612.",
    "Ертең элеваторда жиналыс 10:00-де.",
    "Erteñ emes, bürsıgünı kezdesemız.",
    "The Wi-Fi router model is TP-Link Archer C6 v3.2.",
    "Reset the door code every quarter; the new one goes only to the shift leads.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kokshe/kiln", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 418}}',
    f'{{"sha256": "{_FW_SUM}", "firmware": "kiln-controller", "version": "3.7.2"}}',
    '{"ticket": "KT-2291", "order": "ZA-2031-00517"}',
    '{"lot": {"id": "W-2031-117", "weight_t": 60, "moisture_pct": 13.4}}',
    '{"phone": "+7 716 36 4 12 55", "city": "Kokshetau", "postcode": "020000"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "rooms_free": 14}',
    '{"location": {"lat": 53.083, "lon": 70.312}, "lake": "Burabay"}',
    '{"card_last4": "4471", "wagon": "58213647", "eta": "2031-06-12"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
