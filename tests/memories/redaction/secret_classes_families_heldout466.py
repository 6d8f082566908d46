# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, four-hundred-and-sixty-sixth corpus: written blind.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the four hundred and sixty-fifth's
docstring, the fifth to four hundred and sixty-fifth only through grep -l counts (languages,
wordings, tools, vendors, id kinds and IBAN countries already used), the sample types, the value
helpers and the python-stdnum and mnemonic packages; never `memories/`, the tuning, round or
concurrent corpora (467, 468, 469), any other test, the reports, the benchmarks nor the git
history, and the scrubber was never run on it. Its own seed (466_254_714), password words (a
grain, a machine or a town of the Tobol farmlands with a year and a sign, `Kirovets2031!`;
dot-joined towns with a number, `rudny.arkalyk.47`; leet `K0mb41n#19`; two words and a number,
`Elevator-Zernosushka-318`; a word at a river, `Bidai@Ubagan52`; random runs).

The fictional companies are TOO Tobol Astyq Agro (an invented grain farm and elevator near
Kostanay, with an office, a weighbridge, a dryer and silos) and Yildirim Insaat (an invented
Turkish contractor building its fifth silo). Staff and neighbours: Aigerim "Aika" Sarsenbayeva
(bookkeeping and 1C, Kostanay Russian as texted, translit too), Nurlan Zhaksylykov (the agronomist,
Kazakh in the new Latin alphabet and in Cyrillic), Nuriya abi (a Tatar grandmother of the
village, voice notes), Mehmet Yildirim usta (the contractor, Turkish) and Dmitry "Dima" Kovalenko
(the English-writing sysadmin of the runbooks). Every company, person, domain (`tobolastyq.lan`,
`elevator.tobolastyq.lan`, `yildirim-insaat.example`, `qostanaydala.example`), account and number
is invented; only the region is real. Texts: chats, SMS, tickets, notes to self, runbooks,
e-mails, shell history, env and config files, URLs, voice-note transcripts and requests to the
assistant; separators: a colon, `=`, `->`, `→`, a dash, `ул` and `bu`/`şu` as "is", a new line, a
question then its answer, a value said first and named after.

Grep counts (heldouts 5 to 465, grep -l): none for `Tobol`, `Тобол`, `IBAN AL`, `IBAN ME`,
`kızım`; one for `Qostanay`, `Костанай`, `балакаем`, `sersu`, `kolesa`; two for `Kostanay`,
`улым`, `qupiya söz`, `JSN`; three to nine for `IBAN TR`, `IBAN XK`, `IBAN JO`, `IBAN IQ`, `IBAN
LB`, `IBAN MD`, `IBAN AZ`, `IBAN GE`, `IBAN UA`, `AQVN`, `fo1_`, `y0_`, `2GIS`, `Mapbox`,
`şantiye`, `kılt`, `qūpia`, `sersüz`, `ЖСН`; ten to thirty-four for `IBAN KZ`, `IBAN BY`,
`kz.iin`, `kz.bin`, `tr.tckimlik`, `tr.vkn`, `by.unp`, `серсүз`, `ATATT`, `nfp_`, `Jusan`,
`Freedom`, `Halyk`, `Kaspi`, `Troy`, `Humo`, `Beeline`, `Yandex`, `ПИН`, `құпия сөз`; forty and
more for `ru.ogrn`, `ru.inn`, `usta`, `şifre`, `parola`, `figd_`, `sntrys_`, `pplx-`, `r8_`,
`hvs.`, `dckr_pat_`, `xkeysib`, `glsa_`, `tskey`, `lin_api_`, `Mir`, `parol`, `парол` and
`abi`.
Languages: about half English, config or shell; the rest in the Russian of Kostanay as texted
(`короче`, `щас`, `лови`, `пасс`, `скинь`, `кст`, `плз`, `спс`, translit `parol ot routera`), Kazakh
in the new Latin alphabet (`qūpiasöz`, `kılt`, `Rastau kody`) and in Cyrillic (`құпиясөз`,
`растау коды`, `қосалқы кодтар`), the Tatar of a grandmother (`балакаем`, `улым`, `серсүз`, `яме`,
`инде`) and the Turkish of a construction contractor (`abi`, `usta`, `kardeşim`, `şantiye`, `tamam
mı`, `hallettik`). The Russian texting is close to what I know; the Kazakh Latin spelling, the
Tatar voice notes and the contractor's slang are partly my guesses.
Vendors: the invented AgroSputnik, DalaSMS, ElevatorLink, TobolWeather, Qoima and KantarBulut
under the words around their keys, plus the Yandex (OAuth `y0_` and Cloud `AQVN`), Fly, Netlify,
Atlassian, GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Google, Hugging Face, npm,
SendGrid, Telegram, PyPI, Shopify, DigitalOcean, Linear, Grafana, Vault, Postman, Doppler,
Tailscale, Groq, Replicate, Docker Hub, Brevo, Figma, New Relic, Pulumi, Sentry, Notion and
Perplexity shapes. Ids: Russia's INN (of a person and of a company) and OGRN, Turkey's T.C. Kimlik
No and VKN and Belarus's UNP, each drawn until its `stdnum` module validates it (the installed
python-stdnum has no Kazakh module, so no IIN or BIN is drawn), and a Turkish passport number,
unchecked. IBANs of Kazakhstan, Turkey, Albania, Montenegro, Kosovo and Jordan, checked with
`stdnum.iban`; seed phrases from `mnemonic`'s English and Russian lists, each drawn until
`Mnemonic.check` reads it back (its Turkish list never did); cards pass Luhn (Visa, Mastercard,
Amex, Mir, Troy and Kazakh-issued Visa prefixes).
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
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 466_254_714
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"
_r, _j = v.r, v.token
Maker = v.Maker

# Password words of the Tobol farmlands: grain, machines, towns, the river, the steppe.
_FIELD = ["Bidai", "Arpa", "Kungebaqar", "Zhitikara", "Rudny", "Lisakovsk", "Arkalyk", "Tobol",
          "Auliekol", "Karabalyk", "Mendykara", "Fedorovka", "Kirovets", "Niva", "Belarus82",
          "Elevator", "Zernosushka", "Pshenitsa", "Sunkar", "Dala", "Burannyi", "Suyindik",
          "Kombain", "Yasnaya", "Ubagan", "Tselina"]  # fmt: skip
_LEET = ["K0mb41n", "B1d41", "T0b0l", "Z3rn0", "El3v4t0r", "Ku5tan41", "Ubag4n", "D4l4"]
_SYM = "!#$%&*?@+="


def _pw(g: random.Random) -> str:
    style = g.randrange(6)
    if style == 0:
        return f"{g.choice(_FIELD)}{g.randrange(1990, 2036)}{g.choice(_SYM)}"
    if style == 1:
        a, b = g.sample(_FIELD, 2)
        return f"{a.lower()}.{b.lower()}.{g.randrange(10, 99)}"
    if style == 2:
        return f"{g.choice(_LEET)}{g.choice(_SYM)}{g.randrange(10, 99)}"
    if style == 3:
        a, b = g.sample(_FIELD, 2)
        return f"{a}-{b}-{g.randrange(100, 999)}"
    if style == 4:
        return f"{g.choice(_FIELD)}@{g.choice(['Tobol', 'Ubagan', 'Toguzak', 'Ayat'])}{g.randrange(10, 99)}"
    return _r(g, ALNUM, g.randrange(12, 17)) + g.choice(_SYM) + str(g.randrange(10))


_USERS = ["aika", "a.sarsenbayeva", "nurlan.zh", "nurlan", "dima.k", "dkovalenko", "mehmet",
          "m.yildirim", "nuriya.abi", "elevator-ops", "root", "admin", "agronom", "sklad2"]  # fmt: skip
_SSIDS = ["TobolAstyq-Ofis", "Elevator 5G Zhitikara", "Keenetic-Dala", "Yildirim Santiye Wifi",
          "Beeline_Nuriya_abi", "Sklad No2 Guest", "Kazakhtelecom 2.4 Auliekol", "TP-Link Ubagan"]  # fmt: skip
_HOSTS = ["srv1.tobolastyq.lan", "elevator.tobolastyq.lan", "db.tobolastyq.lan",
          "kantar.yildirim-insaat.example", "mail.qostanaydala.example", "gis.tobolastyq.lan"]  # fmt: skip


def _fill(g: random.Random, cls: str, templates: list[str], make: Maker, *, n: int,
          seen: set[str], **pools: list[str]) -> list[Sample]:  # fmt: skip
    """``n`` samples of ``cls``: each template with a fresh ``{pw}`` and a pick of each pool."""
    out = []
    for template in v.cycle(g, templates, n):
        secret = _fresh(g, make, seen)
        text = template
        for name, pool in pools.items():
            text = text.replace("{" + name + "}", g.choice(pool))
        out.append(Sample(cls, text.replace("{pw}", secret), secret))
    return out


def _fresh(g: random.Random, make: Maker, seen: set[str]) -> str:
    """A value not drawn before and found in no clean text."""
    for _ in range(10_000):
        value = make(g)
        if value not in seen and not any(value in text for text in _CLEAN_ALL):
            seen.add(value)
            return value
    raise ValueError("no fresh value")


_LABELLED = [
    "Dima, the Proxmox root password is {pw} (srv1.tobolastyq.lan)",
    "note to self: 1C base on db.tobolastyq.lan, password: {pw}",
    "Ticket #4471 – elevator SCADA login reset. New password -> {pw}",
    "Mikrotik at the grain store: admin password = {pw}",
    "From: Dmitry Kovalenko\nSubject: bookkeeping PC\nThe password for Aigerim's account is now {pw}. Change it on first login.",
    "password for the weighbridge PC - {pw}",
    "Runbook step 4: unlock the Zabbix frontend with the password\n{pw}",
    "@assistant remember the password for the drone controller: {pw}",
    "Aika: лови пароль от 1С: {pw}",
    "пароль от кассы щас такой {pw}, не теряй плз",
    "короче parol ot routera na elevatore: {pw} kst",
    "Нурлан, пароль на сушилку поменяли — {pw}",
    "пасс от почты бухгалтерии = {pw} спс",
    "[голосовое] ну короче пароль там это {pw} записала да",
    "Jüiege kıru qūpiasözı: {pw}",
    "Astyq qoimasy kompiuterınıñ qūpia sözı — {pw}",
    "Құпиясөз: {pw} (кеңсе компьютері)",
    "Нұрлан, элеватордың құпия сөзі {pw} болды",
    "Балакаем, минем серсүз {pw}, онытма яме",
    "улым, ватсап серсүзе {pw} дип язды кызым",
    "[тавыш язмасы] әби сөйли: серсүз ул {pw} инде балам",
    "Abi şantiye bilgisayarının şifresi: {pw}",
    "kardeşim kantar programının parolası {pw}, kimseye verme",
    "Usta, kamera kaydedicinin şifresi şu: {pw}",
    "[sesli mesaj] yaa Mehmet abi şifre {pw} tamam mı hallettik",
    "GitLab runner host password is {pw}",
    "Aigerim asked: what's the VPN password? it's {pw}",
    "Grafana admin pw: {pw}",
]
_CONFIG = [
    "DB_PASSWORD={pw}",
    "# /etc/tobolastyq/agro.env\nPOSTGRES_PASSWORD='{pw}'\nPOSTGRES_USER=agro",
    'smtp:\n  host: mail.qostanaydala.example\n  password: "{pw}"',
    "[database]\nhost = db.tobolastyq.lan\npassword = {pw}",
    '{"scada": {"user": "operator", "password": "{pw}"}}',
    "spring.datasource.password={pw}",
    '<add key="WeighbridgePassword" value="{pw}" />',
    'export MINIO_ROOT_PASSWORD="{pw}"',
    "mqtt_password: {pw}  # sensors in silo 3",
    "[mysqld_kantar]\nuser=kantar\npass={pw}",
]
_CLI = [
    "$ mysql -u kantar -p{pw} -h db.tobolastyq.lan elevator",
    "dima@srv1:~$ sshpass -p '{pw}' ssh root@elevator.tobolastyq.lan",
    "redis-cli -h 10.40.2.7 -a '{pw}' ping",
    "docker login registry.tobolastyq.lan -u ci -p {pw}",
    "curl -u aika:{pw} https://gis.tobolastyq.lan/api/fields",
    "htpasswd -b /etc/nginx/.htpasswd nurlan {pw}",
    "zip -P {pw} harvest-2031.zip yields.xlsx",
    "7z a -p{pw} buh.7z Otchety/",
    "openssl enc -aes-256-cbc -in seeds.csv -out seeds.enc -pass pass:{pw}",
    "sqlcmd -S 10.40.2.9 -U sa -P '{pw}' -Q 'select 1'",
    "echo '{pw}' | sudo -S systemctl restart scada",
    "smbclient //srv1/buh -U aika%{pw}",
    "keytool -importkeystore -srckeystore agro.p12 -srcstorepass {pw}",
    "mosquitto_pub -h 10.40.2.7 -u sensor -P '{pw}' -t silo/3/temp -m 14",
    "xfreerdp /v:10.40.2.20 /u:buh /p:{pw}",
    "plink -ssh mehmet@kantar.yildirim-insaat.example -pw {pw}",
    "lftp -u nurlan,{pw} ftp.qostanaydala.example",
    "ldapsearch -x -D 'cn=admin,dc=tobolastyq,dc=lan' -w '{pw}' uid=aika",
    "psql postgresql://agro:{pw}@db.tobolastyq.lan:5432/agro",
    "gpg --batch --passphrase '{pw}' -d field-maps.tar.gpg",
    "ipmitool -I lanplus -H 10.40.2.30 -U ADMIN -P '{pw}' power status",
    "rabbitmqctl add_user sensors {pw}",
    "cqlsh 10.40.2.11 -u cassandra -p '{pw}'",
]
_LOGINS = [
    "login: {u} / {pw}",
    "creds {u}:{pw}",
    "SCADA panel — user {u}, password {pw}",
    "{u} / {pw}",
    "sign in as {u} with {pw}",
    "Логин {u}, пароль {pw} — это для 1С",
    "логин: {u} пасс: {pw}",
    "Paidalanuşy: {u}, qūpiasöz: {pw}",
    "Пайдаланушы аты {u}, құпия сөз {pw}",
    "кулланучы {u}, серсүз {pw}",
    "Kullanıcı adı {u} şifre {pw} abi",
    "kullanıcı: {u} | parola: {pw}",
    "u={u} p={pw}",
    "ssh {u}@elevator.tobolastyq.lan, pw {pw}",
    "Router: admin / {pw}",
    "root:{pw}",
    "creds for the grain dryer HMI are {u} and {pw}",
    "{u}@tobolastyq.lan:{pw}",
]
_LOGIN_URLS = [
    "https://{u}:{pw}@gis.tobolastyq.lan/geoserver/",
    "ftp://{u}:{pw}@ftp.qostanaydala.example/harvest/",
    "DATABASE_URL=postgres://agro:{pw}@db.tobolastyq.lan/agro",
    "amqp://sensors:{pw}@10.40.2.7:5672/silo",
    "mongodb://scada:{pw}@10.40.2.12:27017/?authSource=admin",
    "rtsp://admin:{pw}@10.40.5.21:554/stream1 (камера на весовой)",
    "smb://buh:{pw}@srv1.tobolastyq.lan/buh",
    "redis://:{pw}@10.40.2.7:6379/0",
    "abi kamera linki: rtsp://mehmet:{pw}@192.168.8.10/live",
    "https://{u}:{pw}@nexus.tobolastyq.lan/repository/pypi/",
    "mysql://kantar:{pw}@db.tobolastyq.lan:3306/elevator",
    "sftp://nurlan:{pw}@srv1.tobolastyq.lan:22/maps",
]
_ASKED = [
    "Nurlan: what's the password for the drone laptop?\nDima: {pw}",
    "Аика: а пароль от вайфая в конторе какой?\nДима: {pw}",
    "— пароль от 1С какой?\n— {pw}",
    "Mehmet: abi şifre neydi kantar için?\nNurlan: {pw}",
    "Нуриә әби: балам, серсүз нинди иде?\nАйгерим: {pw}",
    "Q: router admin password?\nA: {pw}",
    "Qūpiasöz qandai edı?\n{pw}",
    "Dima, which password did you set on the NAS?\n> {pw}",
]
_SAID_FIRST = [
    "{pw} — that's the password for the elevator PC",
    "{pw}, это пароль от почты, не забудь",
    "{pw} — вот такой пароль на роутере теперь",
    "{pw} bu da şantiye modeminin şifresi",
    "{pw} deñiz, bul Wi-Fi qūpiasözı",
    "{pw} — бу серсүз, балам",
    "type {pw}; that's the admin password for the HMI",
    "{pw} is what I set for the NAS, fyi",
    "{pw} — бұл кеңсе компьютерінің құпиясөзі",
    "{pw} that's the Zabbix password now",
]
_SPELLED_WORDS = ["zhusanqyr", "ubaganka", "kirovets", "qarlygash", "tselinnik", "sunkarbek",
                  "ayatskoe", "toguzak", "burannyi", "kungebaqar", "shalqar", "mendykara"]  # fmt: skip
_SPELLED = [
    "the password is the word {w} followed by {d}",
    "пароль: слово {w}, потом цифры {d}, всё вместе",
    "qūpiasöz — {w} degen söz, artınan {d} sany",
    "серсүз: {w} сүзе, аннары {d}",
    "şifre {w} kelimesi, sonra {d}, bitişik",
    "{W} with a capital first letter and {d} at the end — for the scales",
    "парик от вайфая: {w} маленькими и {d} в конце",
    "it's the name of the river, {w}, followed by {d}",
    "құпиясөз: {w} сөзі, соңында {d}",
    "abi şifre: {W}, büyük harfle başlıyor, sonunda {d}",
]
_PHRASE_WORDS = ["bidai", "tobol", "dala", "kombain", "elevator", "sunkar", "ubagan", "arpa",
                 "kirovets", "tselina", "burannyi", "qoima", "zhailau", "suyindik", "toguzak"]  # fmt: skip
_PHRASES = {
    "Bitwarden master passphrase: {p}": " ",
    "KeePass база, фраза-пароль: {p}": "-",
    "passphrase for the backup key is {p}": " ",
    "LUKS passphrase on srv1 -> {p}": " ",
    "Qūpia söz tırkesı: {p}": " ",
    "Parola cümlesi abi: {p}": ".",
    "veracrypt volume passphrase = {p}": "-",
    "ssh key passphrase: {p}": " ",
    "мастер-фраза от менеджера паролей: {p}": " ",
    "GPG passphrase {p}": "_",
}


def _wifi(g: random.Random) -> str:
    if g.random() < 0.5:
        return _pw(g)
    return _r(g, ALNUM, g.randrange(10, 15))


_WIFI = [
    "network {ssid} key {pw}",
    "Wi-Fi: {ssid} / {pw}",
    "WIFI:T:WPA;S:{ssid};P:{pw};;",
    "вайфай {ssid}, пароль {pw}",
    "пароль от вайфая {pw} (сеть {ssid})",
    "Wi-Fi jelısı {ssid}, qūpiasözı: {pw}",
    "Вайфай серсүзе: {pw}, балам",
    "şantiye wifi {ssid} şifresi {pw}",
    'wpa_passphrase "{ssid}" "{pw}"',
    'psk="{pw}"',
    "SSID: {ssid}\nWPA2 key: {pw}",
    "WiFi пароль -> {pw}",
    "Wi-Fi құпиясөзі: {pw}",
    "guest wifi password is {pw}",
]
_PINS = [
    "PIN карты Kaspi: {pw}",
    "пин от сим {pw}",
    "код от ворот склада {pw}",
    "gate code for the grain yard: {pw}",
    "the alarm code at the office is {pw}",
    "Kartanyñ PIN-kody: {pw}",
    "Карта PIN коды — {pw}",
    "банк картасы пин коды {pw}, балам",
    "kapı şifresi {pw} usta",
    "kart şifrem {pw}, kimseye söyleme",
    "PIN: {pw}",
    "safe code → {pw}",
    "Домофон кода {pw}#",
    "keypad on silo 4 door: {pw}",
    "ПИН-код от терминала = {pw}",
    "SIM PIN Beeline modem: {pw}",
    "сейфтің коды {pw}",
    "şantiye konteyner kilidi: {pw}",
]


def _pin(g: random.Random) -> str:
    return _r(g, D, g.choice([4, 4, 5, 6]))


_OTPS = [
    "{pw} is your verification code",
    "Kaspi.kz: kod podtverzhdeniya {pw}. Nikomu ne soobshchaite",
    "Код подтверждения: {pw}",
    "Сіздің растау кодыңыз: {pw}",
    "Rastau kody {pw}, eşkımge aitpañyz",
    "Doğrulama kodunuz: {pw}",
    "abi SMS kodu geldi {pw} söyle bana",
    "Use {pw} to sign in to Tobol Astyq Portal",
    "your one-time code: {pw}",
    "әби, телефонга килгән код {pw} иде",
    "Nurlan, скинь код из смс — а, вот: {pw}",
    "2FA code for the bank: {pw}",
    "e-Gov: bir retık kod {pw}",
    "OTP -> {pw}",
]


def _otp(g: random.Random) -> str:
    code = _r(g, D, 6)
    return code if g.random() < 0.8 else f"{code[:3]} {code[3:]}"


def _backups(g: random.Random) -> str:
    style = g.randrange(3)
    if style == 0:
        codes = [_r(g, D, 8) for _ in range(6)]
    elif style == 1:
        codes = [f"{_r(g, LOWER + D, 4)}-{_r(g, LOWER + D, 4)}" for _ in range(6)]
    else:
        codes = [_r(g, UPPER + D, 10) for _ in range(6)]
    return g.choice(["\n", ", ", " "]).join(codes)


_BACKUP = [
    "Google backup codes for dima@tobolastyq.lan:\n{pw}",
    "Резервные коды GitHub: {pw}",
    "Qosalqy kodtar (Microsoft): {pw}",
    "Қосалқы кодтар: {pw}",
    "yedek kodlar abi: {pw}",
    "recovery codes for the Proxmox account\n{pw}",
    "коды восстановления от почты\n{pw}",
    "2FA backup codes: {pw}",
    "Kurtarma kodları (Google): {pw}",
    "запасные коды Telegram Business: {pw}",
]


def _totp(g: random.Random) -> str:
    return v.totp_secret(g, spaced=g.random() < 0.4)


_TOTP = [
    "TOTP secret for vpn.tobolastyq.lan: {pw}",
    "otpauth://totp/TobolAstyq:aika?secret={pw}&issuer=TobolAstyq",
    "setup key (if the QR code won't scan): {pw}",
    "секрет для Google Authenticator: {pw}",
    "2FA kılt: {pw}",
    "2FA anahtarı: {pw}",
    "manual key for the authenticator app {pw}",
    "TOTP → {pw}",
    "ключ 2FA от Kaspi Business: {pw}",
    "otpauth://totp/GitLab:nurlan?issuer=GitLab&secret={pw}",
]


def _gh(g: random.Random) -> str:
    return "ghp_" + _r(g, ALNUM, 36)


_VENDORS: list[tuple[str, Maker]] = [
    ("GITHUB_TOKEN={t}", _gh),
    ("glpat token for the runner: {t}", _j("glpat-", (URLSAFE, 20))),
    ("SLACK_BOT_TOKEN=xoxb-{t}", _j((D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("stripe key {t}", _j("sk_live_", (ALNUM, 24))),
    ("OPENAI_API_KEY={t}", _j("sk-proj-", (URLSAFE, 48))),
    ("anthropic: {t}", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("aws_access_key_id = {t}", _j("AKIA", (UPPER + "234567", 16))),
    ("maps key AIza… full: {t}", _j("AIza", (URLSAFE, 35))),
    ("HF_TOKEN={t}", _j("hf_", (ALNUM, 34))),
    ("//registry.npmjs.org/:_authToken={t}", _j("npm_", (ALNUM, 36))),
    ("SENDGRID_API_KEY={t}", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("telegram bot для элеватора: {t}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("pypi token {t}", _j("pypi-AgEIcHlwaS5vcmc", (URLSAFE, 60))),
    ("Shopify admin token: {t}", _j("shpat_", (HEX, 32))),
    ("DIGITALOCEAN_TOKEN={t}", _j("dop_v1_", (HEX, 64))),
    ("linear key {t}", _j("lin_api_", (ALNUM, 40))),
    ("grafana service account: {t}", _j("glsa_", (ALNUM, 32), "_", (HEX, 8))),
    ("VAULT_TOKEN={t}", _j("hvs.", (URLSAFE, 24))),
    ("postman {t}", _j("PMAK-", (HEX, 24), "-", (HEX, 34))),
    ("DOPPLER_TOKEN={t}", _j("dp.st.prd.", (ALNUM, 43))),
    ("tailscale up --authkey {t}", _j("tskey-auth-", (ALNUM, 12), "-", (ALNUM, 32))),
    ("groq: {t}", _j("gsk_", (ALNUM, 52))),
    ("REPLICATE_API_TOKEN={t}", _j("r8_", (ALNUM, 37))),
    ("docker hub pat {t}", _j("dckr_pat_", (URLSAFE, 27))),
    ("brevo {t}", _j("xkeysib-", (HEX, 64), "-", (ALNUM, 16))),
    ("figma token: {t}", _j("figd_", (URLSAFE, 40))),
    ("Yandex OAuth токен: {t}", _j("y0_", (URLSAFE, 55))),
    ("ключ Yandex Cloud API: {t}", _j("AQVN", (URLSAFE, 36))),
    ("FLY_API_TOKEN={t}", _j("fo1_", (URLSAFE, 43))),
    ("NETLIFY_AUTH_TOKEN={t}", _j("nfp_", (ALNUM, 36))),
    ("atlassian api token {t}", _j("ATATT3xFfGF0", (URLSAFE, 180), "=", (UPPER_HEX, 8))),
    ("new relic: {t}", _j("NRAK-", (UPPER + D, 27))),
    ("pulumi login token {t}", _j("pul-", (HEX, 40))),
    ("SENTRY_AUTH_TOKEN={t}", _j("sntrys_", (URLSAFE, 80))),
    ("Notion integration secret: {t}", _j("ntn_", (ALNUM, 46))),
    ("perplexity {t}", _j("pplx-", (ALNUM, 48))),
]
_INVENTED: list[tuple[str, Maker]] = [
    ("AgroSputnik API key: {t}", _j((HEX, 32))),
    ("ключ API DalaSMS: {t}", v.uuid4),
    ("DalaSMS API kıltı — {t}", _j((ALNUM, 32))),
    ("ElevatorLink integration broken, current key {t}", _j((HEX, 40))),
    ("Settings › Integrations › TobolWeather: {t}", _j((ALNUM, 36))),
    ("Qoima API-kılt: {t}", _j((HEX, 32))),
    ("API ачкычы Qoima өчен: {t}", _j((ALNUM, 40))),
    ("KantarBulut API anahtarı: {t}", _j((HEX, 48))),
    ("AgroSputnik key for prod: {t}", _j((ALNUM, 32))),
    ("TOBOLWEATHER_API_KEY={t}", _j((HEX, 32))),
    ("API ключ от ElevatorLink — {t}", lambda g: v.uuid4(g, "b")),
    ("KantarBulut entegrasyonu bozuk, şu anki anahtar {t}", _j((ALNUM, 40))),
    ("DalaSMS api key = {t}", _j((HEX, 36))),
    ("Ключ API AgroSputnik: {t}", _j((ALNUM, 48))),
    ("Qoima integration: api_key {t}", _j((HEX, 64))),
]
_BARE = [
    "{t}",
    "вот токен: {t}",
    "abi token bu: {t}",
    "it only shows once, copy it:\n{t}",
    "Токен мынау: {t}",
    "token {t}",
    "Authorization: Bearer {t}",
    "bearer {t}",
    "-H 'X-Auth-Token: {t}'",
    "tokenı {t}",
    "новый токен {t} старый отозвал",
    "токен ботқа: {t}",
]
_HEX_PLACES = [
    "AES key for the sensor gateway: {t}",
    "SECRET_KEY_BASE={t}",
    "encryption key = {t}",
    "шифровальный ключ LoRa: {t}",
    "app_key: {t}",
    "HMAC secret {t}",
    "LoRaWAN AppKey {t}",
    "WEBHOOK_SECRET={t}",
    "ключ шифрования бэкапов -> {t}",
    "şifreleme anahtarı: {t}",
    "{t}",
    "master key (config/master.key):\n{t}",
]


def _bare(g: random.Random) -> str:
    return _r(g, ALNUM, g.choice([32, 40, 48]))


def _jwt(g: random.Random) -> str:
    def enc(d: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(d).encode()).decode().rstrip("=")

    claims = {"sub": g.choice(_USERS), "iss": "https://auth.tobolastyq.lan", "exp": g.randrange(1_900_000_000, 2_000_000_000)}  # fmt: skip
    return f"{enc({'alg': 'HS256', 'typ': 'JWT'})}.{enc(claims)}.{_r(g, URLSAFE, 43)}"


_JWTS = [
    "Authorization: Bearer {t}",
    "JWT: {t}",
    "токен сессии {t}",
    "cookie session={t}",
    "curl -H 'Authorization: Bearer {t}' https://gis.tobolastyq.lan/api",
    "abi bu jwt: {t}",
    "access_token={t}",
    "{t}",
    "JWT токені: {t}",
    "id_token -> {t}",
]
_PEMS = ["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"]
_PEM_PLACES = [
    "deploy key for the GitLab runner:\n{t}",
    "{t}",
    "ключ от сервера, не потеряй\n{t}",
    "abi ssh anahtarı:\n{t}",
    "id_ed25519 from Dima's laptop\n{t}",
    "tls.key: |\n{t}",
    "Серверге кілт:\n{t}",
    "private key for vpn.tobolastyq.lan\n{t}",
]


def _pem(g: random.Random) -> str:
    kind = g.choice(_PEMS)
    body = "\n".join(_r(g, B64, 64) for _ in range(g.randrange(5, 9)))
    return f"-----BEGIN {kind}-----\n{body}\n{_r(g, B64, 20)}==\n-----END {kind}-----"


_MNEMO = {lang: Mnemonic(lang) for lang in ["english", "russian"]}


def _seed(lang: str, words: int = 12) -> Maker:
    def make(g: random.Random) -> str:
        bits = {12: 16, 15: 20, 18: 24, 24: 32}[words]
        for _ in range(10_000):  # drawn until `Mnemonic.check` reads it back
            phrase = str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(bits))))
            if _MNEMO[lang].check(phrase):
                return phrase
        raise ValueError(lang)

    return make


_SEEDS: list[tuple[str, Maker]] = [
    ("seed phrase for the harvest-bonus wallet: {t}", _seed("english")),
    ("сид фраза: {t}", _seed("russian")),
    ("мнемоника от кошелька, 12 слов: {t}", _seed("russian")),
    ("abi cüzdan kelimeleri: {t}", _seed("english")),
    ("kurtarma ifadesi: {t}", _seed("english", 15)),
    ("Ämiannyñ qalpyna keltıru sözderı: {t}", _seed("english", 24)),
    ("recovery phrase\n{t}", _seed("english", 18)),
    ("{t}", _seed("english")),
    ("кошелек Trust, слова: {t}", _seed("russian", 24)),
    ("Ledger 24 words: {t}", _seed("english", 24)),
    ("әмиян сөздері: {t}", _seed("english")),
    ("metamask secret recovery phrase -> {t}", _seed("english", 15)),
    ("gizli kurtarma kelimeleri: {t}", _seed("english")),
    ("фраза восстановления (на русском, как просила): {t}", _seed("russian", 18)),
]
_CARDS = [
    "card {t} exp 09/33",
    "карта Kaspi Gold {t}",
    "номер карты: {t}",
    "Karta nömırı: {t}",
    "карта нөмірі {t}",
    "kart numarası {t} abi",
    "Visa {t} — for the seed order",
    "оплата с карты {t}",
    "card number -> {t}",
    "Halyk карта {t} балам",
    "Kredi kartı: {t}",
    "{t} — корпоративная карта",
    "company card: {t}, 12/34",
    "картамның номеры {t}",
    "Mastercard {t}",
    "the fuel card is {t}",
]


def _card(g: random.Random) -> str:
    prefix, length = g.choice([("4", 16), ("5", 16), ("2221", 16), ("37", 15), ("9792", 16), ("220", 16), ("4400", 16)])  # fmt: skip
    body = prefix + _r(g, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    sep = g.choice([" ", "-", ""])
    return v.grouped(number, sep, g)


_CVV = [
    "Visa ending 4417, CVV {t}",
    "три цифры на обороте: {t}",
    "CVC код: {t}",
    "kartanyñ artyndağy üş san: {t}",
    "картаның артындағы үш сан — {t}",
    "kartın arkasındaki üç rakam {t}",
    "security code on the back: {t}",
    "CVV2 -> {t}",
]


_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "TR": "n" * 5 + "0" + "c" * 16, "AL": "n" * 8 + "c" * 16,
                "ME": "n" * 18, "XK": "n" * 16, "JO": "aaaa" + "nnnn" + "c" * 18}  # fmt: skip


def _iban(country: str) -> Maker:
    def make(g: random.Random) -> str:
        number = v.iban_shaped(g, country, _IBAN_SHAPES)
        assert std_iban.is_valid(number)
        return v.iban_spaced(number) if g.random() < 0.5 else number

    return make


_IBANS: list[tuple[str, Maker]] = [
    ("IBAN: {t}", _iban("KZ")),
    ("ИИК (IBAN) для оплаты элеватора: {t}", _iban("KZ")),
    ("шот нөмірі {t}", _iban("KZ")),
    ("Esep şot: {t}", _iban("KZ")),
    ("abi IBAN'ım {t}, parayı buraya at", _iban("TR")),
    ("Yıldırım İnşaat IBAN: {t}", _iban("TR")),
    ("счет для перевода {t}", _iban("KZ")),
    ("supplier in Tirana, IBAN {t}", _iban("AL")),
    ("Montenegro harvester dealer IBAN -> {t}", _iban("ME")),
    ("Kosovo subcontractor: {t}", _iban("XK")),
    ("Amman seed supplier IBAN {t}", _iban("JO")),
    ("ИИК — {t}", _iban("KZ")),
    ("hesap: {t}", _iban("TR")),
    ("балам, IBAN {t} шунда җибәр", _iban("KZ")),
]


def _valid(make: Maker, check: Callable[[str], bool]) -> Maker:
    return lambda g: v.until(g, make, check)


_INN12 = _valid(_j((D, 12)), ru_inn.is_valid)
_INN10 = _valid(_j((D, 10)), ru_inn.is_valid)
_TCKN = _valid(_j("1", (D, 10)), tr_tckimlik.is_valid)
_VKN = _valid(_j((D, 10)), tr_vkn.is_valid)
_OGRN = _valid(_j("1", (D, 12)), ru_ogrn.is_valid)
_UNP = _valid(_j((D, 9)), by_unp.is_valid)
_IDS: list[tuple[str, Maker]] = [
    ("ИНН: {t}", _INN12),
    ("мой ИНН {t}, для доверенности", _INN12),
    ("ИНН организации-поставщика {t}", _INN10),
    ("INN {t} (Russian buyer in Kurgan)", _INN10),
    ("ОГРН покупателя: {t}", _OGRN),
    ("OGRN {t}", _OGRN),
    ("Kimlik numaram {t} abi", _TCKN),
    ("TC kimlik no: {t}", _TCKN),
    ("T.C. Kimlik: {t}", _TCKN),
    ("Mehmet usta TCKN {t}", _TCKN),
    ("vergi kimlik numarası {t}", _VKN),
    ("VKN: {t}", _VKN),
    ("Yıldırım İnşaat vergi no {t}", _VKN),
    ("УНП белорусского завода: {t}", _UNP),
    ("UNP {t} (MTZ dealer, Minsk)", _UNP),
    ("Салық нөмірі (ИНН) {t}", _INN12),
    ("Tax id of the Omsk buyer: {t}", _INN10),
    ("ИНН әби өчен: {t}", _INN12),
    ("Türk kimlik no -> {t}", _TCKN),
    ("passport no. of Mehmet: U{t}", _j((D, 8))),
]


def _spelled(g: random.Random, template: str) -> tuple[str, str]:
    """The template spelled out with a word and a number; the secret is the word as written."""
    word, digits = g.choice(_SPELLED_WORDS), str(g.randrange(100, 10_000))
    cap = word.capitalize()
    text = template.replace("{w}", word).replace("{W}", cap).replace("{d}", digits)
    return text, (cap if "{W}" in template else word)


def _pairs(g: random.Random, cls: str, items: list[tuple[str, Maker]], n: int,
           seen: set[str]) -> list[Sample]:  # fmt: skip
    out = []
    for template, make in v.cycle(g, items, n):
        secret = _fresh(g, make, seen)
        out.append(Sample(cls, template.replace("{t}", secret), secret))
    return out


def _places(g: random.Random, cls: str, templates: list[str], make: Maker, *, n: int,
            seen: set[str]) -> list[Sample]:  # fmt: skip
    return _pairs(g, cls, [(t, make) for t in templates], n, seen)


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    g = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    out += _fill(g, "labelled_password", _LABELLED, _pw, n=56, seen=seen)
    out += _pairs(g, "vendor_token", _VENDORS, 36, seen)
    out += _pairs(g, "invented_vendor_key", _INVENTED, 15, seen)
    out += _fill(g, "cli_password", _CLI, _pw, n=23, seen=seen)
    out += _fill(g, "login_pair", _LOGINS, _pw, n=18, seen=seen, u=_USERS)
    out += _pairs(g, "national_id", _IDS, 20, seen)
    out += _fill(g, "pin_code", _PINS, _pin, n=18, seen=seen)
    out += _places(g, "card", _CARDS, _card, n=16, seen=seen)
    out += _places(g, "card_code", _CVV, _j((D, 3)), n=8, seen=seen)
    out += _pairs(g, "iban", _IBANS, 14, seen)
    out += _pairs(g, "seed_phrase", _SEEDS, 14, seen)
    out += _fill(g, "wifi_key", _WIFI, _wifi, n=14, seen=seen, ssid=_SSIDS)
    out += _fill(g, "otp_code", _OTPS, _otp, n=14, seen=seen)
    out += _places(g, "hex_key", _HEX_PLACES, _j((HEX, 64)), n=12, seen=seen)
    out += _places(g, "bare_token", _BARE, _bare, n=12, seen=seen)
    out += _fill(g, "config_password", _CONFIG, _pw, n=12, seen=seen)
    out += _fill(g, "login_url", _LOGIN_URLS, _pw, n=12, seen=seen, u=_USERS[:10])
    out += _places(g, "jwt", _JWTS, _jwt, n=10, seen=seen)
    out += _fill(g, "backup_codes", _BACKUP, _backups, n=10, seen=seen)
    for template, joiner in _PHRASES.items():
        words = joiner.join(g.sample(_PHRASE_WORDS, g.choice([4, 5])))
        seen.add(words)
        out.append(Sample("passphrase", template.replace("{p}", words), words))
    out += _fill(g, "totp_secret", _TOTP, _totp, n=10, seen=seen)
    out += _fill(g, "password_asked", _ASKED, _pw, n=8, seen=seen)
    out += _fill(g, "password_said_first", _SAID_FIRST, _pw, n=10, seen=seen)
    for template in _SPELLED:
        while True:
            text, secret = _spelled(g, template)
            if secret not in seen and not any(secret in clean for clean in _CLEAN_ALL):
                break
        seen.add(secret)
        out.append(Sample("spelled_password", text, secret))
    out += _places(g, "pem_key", _PEM_PLACES, _pem, n=8, seen=seen)
    return out


_SPLIT_PASSWORDS = {
    "the elevator PC password is": "{s}",
    "пароль от 1С:": "{s} (с понедельника)",
    "Nurlan, qūpiasöz:": "{s}",
    "құпия сөз": "{s}\nешкімге айтпа",
    "балам, серсүз": "{s} яме",
    "abi şifre:": "{s}",
    "kantar programının parolası": "{s}, unutma",
    "Grafana admin password": "{s}",
    "пасс от вайфая в конторе":  "{s}",
    "Proxmox root pw ->": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "AgroSputnik API key", "{s}", _j((HEX, 32))),
    ("split_token", "GitHub token:", "{s} (runner on srv1)", _gh),
    ("split_token", "токен бота:", "{s}", _j((D, 10), ":AA", (URLSAFE, 33))),
    ("split_card", "номер карты", "{s} 08/32", _card),
    ("split_iban", "IBAN", "{s}", _iban("KZ")),
    ("split_id", "TC kimlik no", "{s}", _TCKN),
    ("split_otp", "Код подтверждения:", "{s}", _j((D, 6))),
    ("split_passphrase", "KeePass passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
    ("split_pin", "PIN карты", "{s}", _j((D, 4))),
    ("split_seed", "сид фраза", "{s}", _seed("russian")),
]  # fmt: skip


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    g = random.Random(SEED + 1)
    seen: set[str] = set()
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    out = []
    for cls, first, second, make in rows:
        secret = _fresh(g, make, seen)
        out.append(FieldPair(cls, first, second.replace("{s}", secret), secret))
    return out


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"scada": {"host": "elevator.tobolastyq.lan", "admin_password": "{s}"}}': ("meta_password", _pw),
    '{"пароль": "{s}"}': ("meta_password", _pw),
    '{"qūpiasöz": "{s}"}': ("meta_password", _pw),
    '{"account": {"user": "mehmet", "şifre": "{s}"}}': ("meta_password", _pw),
    '{"серсүз": "{s}"}': ("meta_password", _pw),
    '{"nodes": [{"name": "silo-1"}, {"name": "silo-2", "web_password": "{s}"}]}': ("meta_password", _pw),
    '{"argv": ["mysql", "-u", "kantar", "--password", "{s}", "elevator"]}': ("meta_password", _pw),
    '{"transcript": "пароль от весовой {s} короче"}': ("meta_password", _pw),
    '{"agrosputnik": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"github_token": "{s}"}': ("meta_token", _gh),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"yandexToken": "{s}"}': ("meta_token", _j("y0_", (URLSAFE, 55))),
    '{"payment": {"card_number": "{s}", "exp": "05/33"}}': ("meta_card", _card),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", _iban("TR")),
    '{"worker": {"tc_kimlik": "{s}"}}': ("meta_id", _TCKN),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"mfa": {"totp_secret": "{s}"}}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"kaspi": {"pin": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed("english")),
    '{"wifi": {"ssid": "TobolAstyq-Ofis", "psk": "{s}"}}': ("meta_wifi", _wifi),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    g = random.Random(SEED + 2)
    seen: set[str] = set()
    out = []
    for text, (cls, make) in _METADATA.items():
        secret = _fresh(g, make, seen)
        out.append(MetadataSample(cls, json.loads(text.replace("{s}", secret)), secret))
    return out


_COMMIT = hashlib.sha1(b"scada: add silo 5 sensors", usedforsecurity=False).hexdigest()
_SHA = hashlib.sha256(b"zabbix-agent2-7.0.4.deb").hexdigest()
_MD5 = hashlib.md5(b"yields_2031.xlsx", usedforsecurity=False).hexdigest()

CLEAN = [
    "The password policy on srv1 requires 14 characters and a symbol.",
    "Password rotation for the elevator PCs is every 90 days.",
    "password: <ask Dima, it's in the vault>",
    "DB_PASSWORD=${DB_PASSWORD}",
    "POSTGRES_PASSWORD=changeme-placeholder-see-vault",
    f"commit {_COMMIT} scada: add silo 5 sensors",
    f"sha256 of zabbix-agent2-7.0.4.deb: {_SHA}",
    f"md5 checksum yields_2031.xlsx {_MD5}",
    "Order #2031-0417 for 40 t of seed wheat shipped, tracking KZ7781452200.",
    "Call Nurlan at +7 705 412 38 19 about the harvester.",
    "Invoice 1187 paid: 2 450 000 ₸ on 14.09.2031.",
    "Card ending •••• 4417 was charged 18 500 ₸.",
    "Mikrotik upgraded to RouterOS 7.14.3 on 03.10.2031.",
    "Request id 7d1c2b5e-4f0a-4c3e-9b2d-1a6f8e0c3d47 timed out.",
    "The alarm code changed last week; Aika has it.",
    "PIN must be 4 to 6 digits.",
    "пароль должен быть не короче 12 символов",
    "пароль от 1С спроси у Димы, я не помню",
    "короче пароль сменили, новый у Аики",
    "парковка у элеватора до 18:00, номер 777 ABC 10",
    "заказ № 45-118 на запчасти к Кировцу, трек 8201 4455 9012",
    "скинь пасс потом, щас некогда",
    "Qūpiasöz kemınde 12 tańbadan tūruy kerek.",
    "Qūpiasözdı ūmyttyñyz ba? Mūnda basyñyz.",
    "Құпия сөзді ешкімге айтпаңыз.",
    "Құпиясөз 90 күн сайын ауыстырылады.",
    "Бидай 2031 жылы гектарына 18 центнерден шықты.",
    "Элеватор телефоны: 8 7142 55 31 20",
    "Балакаем, серсүзне онытмадыңмы?",
    "улым, серсүзне Айгерим белә, аннан сора",
    "әби, телефон номерым 8 701 555 42 10",
    "Кызым, бәлеш пешердем, кил яме",
    "Abi şifreyi Nurlan'a sor, bende yok.",
    "Şifre en az 10 karakter olmalı usta.",
    "şantiye kapısının şifresi değişti, yarın söylerim",
    "Fatura no 2031/556, tutar 1.250.000 ₸.",
    "kardeşim beton 14:00'te geliyor, 32 m³",
    "Mehmet abi telefon: +90 532 411 27 80",
    "The API key field in AgroSputnik settings is required.",
    "API keys for TobolWeather are issued per farm and expire yearly.",
    "Token limit for the assistant is 8000 tokens per call.",
    "Seed phrase: written on paper, kept in the office safe.",
    "The recovery codes are printed and locked in the safe.",
    "Your verification code expires in 5 minutes.",
    "Код подтверждения придёт по SMS в течение минуты.",
    "Растау коды SMS арқылы келеді.",
    "Doğrulama kodu SMS ile gönderildi.",
    "The Wi-Fi password is on the sticker under the router.",
    "вайфай пароль на наклейке под роутером",
    "IBAN format for Kazakhstan: KZ + 2 check digits + 16 characters.",
    "ИНН указан в договоре, страница 2.",
    "TC kimlik numarası sözleşmede yazıyor abi.",
    "The passphrase must have at least four words.",
    "Use ssh-agent so you don't type the key passphrase each time.",
    "Version 2.31.0 of the GIS plugin is pinned in requirements.txt.",
    "Harvest plan: 4 200 ha wheat, 1 100 ha barley, 600 ha sunflower.",
    "Field 17-B near the Tobol: yield 21.4 c/ha, moisture 14.2 %.",
    "Rudny depot opens at 08:30, Zhitikara at 09:00.",
    "JWT tokens expire after 15 minutes on gis.tobolastyq.lan.",
    "PEM files go in /etc/ssl/private with mode 600.",
]

CLEAN_METADATA: list[dict[str, Any]] = [
    {"token_count": 512, "password_policy": "14 chars min", "secret_name": "db-creds"},
    {"order": "2031-0417", "tracking": "KZ7781452200", "amount_kzt": 2450000},
    {"commit": _COMMIT, "branch": "main"},
    {"sha256": _SHA, "file": "zabbix-agent2-7.0.4.deb"},
    {"card_last4": "4417", "exp": "09/33"},
    {"auth": {"method": "oauth", "provider": "gitlab"}},
    {"creds": {"username": "elevator-ops", "host": "elevator.tobolastyq.lan"}},
    {"phone": "+7 705 412 38 19", "name": "Nurlan"},
    {"field": "17-B", "yield_c_ha": 21.4, "moisture": "14.2 %"},
    {"пароль": "<в сейфе>", "note": "спросить у Димы"},
]

_CLEAN_ALL = CLEAN + [json.dumps(m, ensure_ascii=False) for m in CLEAN_METADATA]
