# ruff: noqa: RUF001, RUF002  (letters of other scripts are part of the samples)
"""Held-out secret families, three-hundred-and-eighth corpus: written blind, without the rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the three-hundred-and-fifth's docstring, the
fifth to three-hundred-and-fifth only through grep -l/-c counts (for the languages, wordings,
tools, vendors, id kinds and IBAN countries already used, to use others), the sample types
(`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`) and the docs and
source of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the round corpora,
the corpora written at the same time (the 306th, 307th and 309th), any other test, the reports,
the benchmarks, the rest of docs/security.md, the changelog nor the git history, and the scrubber
was never run on it. Its own seed (308_551_927), password words (a spring's name and a year,
`Zuber2031!`; a wooden church and a bus number, `Cerkva17#Gorlice`; a mushroom and a weight;
leet Beskid peaks, `Bu5ta`, `L4ckowa`; pirohy counts; a generator's dashed groups; random runs),
names, places, templates, tools, vendors and layouts, the way the staff of a fictional company,
Kyčera Zdroj sp. z o.o. (a mineral-water bottling line in Wysowa, the Pid Magurou guesthouse in
Krynica-Zdrój, a minibus line out of Gorlice, a tour desk for the wooden churches at Komańcza and
a spa-bookings office in Bardejov), their Prešov relatives and the Cleveland (Parma, Ohio) cousins
leak secrets into an assistant's memory. Every company, person, address, domain and number is
fictional; only the region (the Lemko region, the Low Beskids) is real. The texts are chats with
times, tickets, notes, runbooks, shell prompts, config files, voice-note transcripts and requests
to the assistant; the separators are a colon, `to`, `je`, `то є`, `є`, `це`, "is", an arrow, `=`,
an emoji (`🔐`, `📶`), a new line, a table bar, `„…”`, `«…»`, quotes and brackets.

Names and tools by grep (how many of heldouts 5 to 305 name each, `grep -l`): in none, Lemko,
Łemko, Krynica, Gorlice, Wysowa, Bardejov, Komańcza, Cleveland, Beskid, Zdrój, Sanok, Dukla,
Parma, `гасло`, `таємн`, `vujko`, `mamko`, FreeTDS's `tsql -U`, `swift -U … -K`, Nextcloud's
`occ user:resetpassword`, qBittorrent's login; in one, Prešov, `tajne`, `gazda`, `didu`, `isql -U`,
phpMyAdmin, `ovsx publish -p`, `ffmpeg -i rtsp://`, `dropbox_uploader`, `yandex-disk`, `koofr`;
in two or three, `hesło`, `гесло`, `nikomu nie mów`, smbmap, `mattermost user create`, NickServ,
`-Dgpg.passphrase`, `-Psigning.password`, `vsce publish -p`, `aliyun configure`, `tccli`,
`ocis init`, borgmatic, liquidsoap, ogr2ogr, osm2pgsql, jisql, pgweb, hasura, skopeo, doctl,
`scw init`, `set-credentials`, `mc admin user add`, wpscan, ldapdomaindump, `wp user create`,
`pdftotext -upw`, Ghostscript's `-sPDFPassword`, `SNOWSQL_PWD`, sabnzbd, unison; more used before
and here in wordings of their own: `heslo` (27), `Hasło` (63), `пароль` (116), `nikomu` (38),
`никому` (45), `WIFI:`, `otpauth://`, Basic and Bearer headers, JWTs, PEM blocks, env files.

About half of the secret samples are in other languages than English: Polish (`hasło to`, `kod do
…`, `nikomu nie mów`, `zapisz sobie`), Lemko Rusyn in Cyrillic (`гесло`, `то є`, `никому не
кажи`, `запиши собі`, `код од дверий`) and in Latin transliteration (`heslo to je`, `nikomu ne
kazhy`, `zapysh sobi`), Slovak of the Prešov relatives (`heslo je`, `nikomu to nehovor`, `PIN-ka`,
`zapamätaj si`), Ukrainian (`пароль`, `гасло`, `код`, `нікому не кажи`, `збережи`) and the
American English of the Cleveland cousins mixed with Rusyn (`the password is …, ne kazhy nikomu`,
`Baba's pirohy`, `hon`). The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are the Lemko ones (`гесло` for "password", `то є` as "is", `код од дверий`,
`тайне слово` for "secret word", `запиши собі`) and their Latin spellings, then the Slovak
diminutive `PIN-ka` and the Ukrainian use of `гасло` for a login password.

Vendors: invented local ones (ZdrojPay, BeskidBus, WysowaCRM, KrynicaRooms, LemkoSMS, MagurskiDrive,
BardejovSpaBook, CerkvaTours, ParmaPierogi, GorliceFleet, KomanczaMaps, PresovLink), whose shapes
and prefixes are the author's guesses (`zdp_live_`, `bbus-`, `wcrm_`, `krr.`, `lsms_`, `mgd-pat-`,
`bsb_sk_`, `ctr_`, `ppg_`, `gfl_`, hex, base64, URL-safe and alphanumeric runs, UUIDs), besides
the published GitHub, GitLab, Slack, Stripe, OpenAI, Anthropic, AWS, Hugging Face, npm, SendGrid,
Telegram, Shopify, DigitalOcean and Doppler shapes; the JWTs are well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Slovakia's
rodné číslo (`stdnum.sk.rc`, in one earlier corpus) and IČ DPH (`stdnum.sk.dph`, one), the US
routing number (`stdnum.us.rtn`, one), Poland's PESEL and REGON (`stdnum.pl.pesel`,
`stdnum.pl.regon`, five each), Ukraine's ЄДРПОУ (`stdnum.ua.edrpou`, six), the US ITIN
(`stdnum.us.itin`, six) and SSN. Card numbers pass Luhn (Visa, Mastercard, Maestro, Amex,
Discover, checked with `stdnum.luhn`); card codes are three digits or Amex's four. The IBANs are
of Slovakia, Poland and Ukraine (the region's) and of Slovenia, Jordan, the British Virgin
Islands, Latvia and Pakistan (26 to 39 earlier corpora each by a rough grep, the least found),
drawn until `stdnum.iban` validates them; seed phrases come from `mnemonic`'s English, Czech,
Russian and Spanish lists, each checked with `Mnemonic(lang).check`. Every secret is drawn again
until its text is new and no clean text holds it.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored), 60 clean texts
and 10 clean metadata dicts.
Measured once; a miss here is reported, not tuned on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.pl import pesel as pl_pesel
from stdnum.pl import regon as pl_regon
from stdnum.sk import dph as sk_dph
from stdnum.sk import rc as sk_rc
from stdnum.ua import edrpou as ua_edrpou
from stdnum.us import itin as us_itin
from stdnum.us import rtn as us_rtn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 308_551_927
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int, set[str]], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            while True:
                fields = self.draw(rng, index, template)
                secret = fields.get("secret", fields[self.key])
                text = template.format_map(fields)
                if text not in seen and not any(secret in clean for clean in CLEAN):
                    break
            seen.add(text)
            out.append(Sample(self.cls, text, secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_SPRINGS = [
    "Zuber",
    "Franciszek",
    "Anna",
    "Henryk",
    "Mieczysław",
    "Józef",
    "Słotwinka",
    "Jan",
    "Wysowianka",
    "Magura",
    "Kyczera",
    "Rotunda",
    "Lackowa",
    "Busov",
    "Jaworzyna",
]
_CHURCH = ["Cerkva", "Ikonostas", "Bania", "Zvonnycia", "Babynec", "Prestil", "Ikona", "Kopula"]
_PLACES = [
    "Gorlice",
    "Wysowa",
    "Krynica",
    "Bardejov",
    "Komancza",
    "Uscie",
    "Sanok",
    "Dukla",
    "Regietow",
    "Blechnarka",
    "Hanczowa",
    "Zdynia",
    "Smerekowiec",
    "Presov",
    "Parma",
]
_NAMES = [
    "Hryts",
    "Marijka",
    "Vasyl",
    "Olena",
    "Petro",
    "Ivanka",
    "Yurko",
    "Nastia",
    "Orest",
    "Halyna",
    "Jana",
    "Miro",
    "Stef",
    "Johnny",
    "Danko",
    "Zuzka",
    "Teodor",
    "Paraska",
]
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Bu5ta", "L4ckowa", "M4gur4", "Kyc3r4", "J4w0rzyn4", "B3sk1d", "R0tund4", "Lem4k0"]
_FOOD = ["pirohy", "holubci", "kapusta", "bryndza", "hrybivka", "kysel", "bobal'ky", "pyrohy"]


def _pick_mushroom(g: random.Random) -> str:
    mushroom = g.choice(["Rydz", "Borovyk", "Kozak", "Lysycia", "Maslak"])
    return f"{mushroom}{g.randrange(120, 900)}g{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SPRINGS)}{g.randrange(1990, 2033)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_CHURCH)}{g.randrange(2, 60)}{g.choice('#!$')}{g.choice(_PLACES)}",
    _pick_mushroom,
    lambda g: g.choice(_LEET) + str(g.randrange(1000, 9999)) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM + "%&!?", 14),
    _manager,
    lambda g: f"{g.choice(_FOOD)}{g.randrange(12, 99)}x{g.choice(_NAMES)}",
    lambda g: f"{g.choice(_NAMES).lower()}.{g.choice(_PLACES).lower()}.{g.randrange(100, 999)}",
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: _r(g, ALNUM, 16),
]
_PLAIN = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN and len(value) >= 8)


_SAID = [
    "Signal, Hryts: the Krones filler panel password in Wysowa is {pw}",
    "Ticket KZ-2291: bottling-line HMI at Wysowa, admin password {pw}, please rotate",
    "runbook 'CO2 saturator': log in as service, password {pw}, then open Dosing",
    "note: Pid Magurou reception PC password {pw}",
    "voice note, Petro: the minibus ticket machine password is {pw}, full stop",
    "hey assistant, remember the Komańcza tour-desk laptop password: {pw}",
    "Please store this: Bardejov spa bookings admin password = {pw}",
    "README (bottling rack): the label printer web UI password is `{pw}`",
    "Hasło do panelu rozlewni w Wysowej to {pw}",
    "hasło do Wi-Fi w pensjonacie: {pw} — nikomu nie mów",
    "Marijka: nowe hasło do kasy fiskalnej to {pw}",
    "zapisz sobie, hasło do skrzynki biura w Gorlicach: {pw}",
    "hasło → {pw} (do komputera w recepcji)",
    "Гесло до компютера в бюрі то є {pw}",
    "гесло на роутер в Высовій: {pw}, никому не кажи",
    "Олена: нове гесло до каси то є {pw}",
    "запиши собі гесло од пошты: {pw}",
    "heslo to je {pw}, nikomu ne kazhy",
    "heslo do kompjutera v biuri: {pw}",
    "Vasyl: nove heslo na kasu to je {pw}",
    "zapysh sobi heslo od poshty — {pw}",
    "Heslo na wifi u babky v Prešove je {pw}",
    "Jana: heslo do kúpeľného systému je {pw}, nikomu to nehovor",
    "zapamätaj si, heslo k emailu je {pw}",
    "Miro: nové heslo na router: {pw}",
    "Пароль до бухгалтерії: {pw}",
    "нове гасло до пошти — {pw}, нікому не кажи",
    "Ivanka: пароль від сервера тепер {pw}",
    "збережи гасло від каси: {pw}",
    "Stef: ok hon the password for Baba's laptop is {pw}, ne kazhy nikomu",
    "Johnny from Parma: church hall wifi password is {pw}",
    "cousin Danko in Cleveland: my bank password is {pw} don't tell Mom",
    "the pirohy sale spreadsheet password is {pw}, sorry for the mess",
    "🔐 {pw} — Krynica guesthouse admin",
    "Hasło „{pw}” do panelu KrynicaRooms",
    "гесло «{pw}» до сайту церкви",
    "password (Gorlice depot NAS): {pw}",
    "hasło administratora NAS-a w Gorlicach = {pw}",
    "dictation: the password for the spa booking laptop is {pw} end",
    "my Parma Credit Union password is {pw}",
    "Zuzka: heslo do účtovníctva: {pw}",
    "Teodor: пароль на сканер → {pw}",
    "Paraska: гесло на телефон то є {pw}",
    "hasło do konta ZdrojPay: {pw}",
    "Orest: parol do servera je {pw}, ne hovor nikomu",
    "Halyna, 07:14: hasło do drukarki etykiet {pw}",
    "[09:02] yurko: the wooden-church kiosk password? it's {pw}",
    "reminder for me: minibus GPS tracker portal password {pw}",
    "The password for the Wysowa pump-room tablet is {pw}.",
    "hasło\n{pw}",
    "гасло:\n{pw}",
    "Pid Magurou / booking engine / password: {pw}",
    "| system | hasło |\n|---|---|\n| kasa Krynica | {pw} |",
    "heslo do internetbankingu v Bardejove je {pw}",
    "нове гесло до бюра в Команчи то є {pw}",
    "Hi Nastia,\n\nthe new password for the bottling SCADA is {pw}.\n\nDzięki, Hryts",
    "can you keep the Magurski Drive password for me? it's {pw}",
    "password for the Sanok archive box: {pw}",
    "hasło do BeskidBus panel kierowcy: {pw}",
    "vujko's wifi in Parma, password {pw}",
    "пароль до зум-акаунту парафії: {pw}",
    "heslo od obchodu v Bardejove: {pw}",
    "the password on the Komańcza church's donation tablet is {pw}",
    "Baba said the password is {pw}, she wrote it on the icon calendar",
    "hasło na serwer kamer: {pw}",
    "heslo pre mamku na Facebook: {pw}",
    "гасло адміна на сайті: {pw}",
    "нове гесло на ноутбук: {pw}",
    "Danko: password is {pw} — yeah the one from the church festival",
    "Krynica spa kiosk login password → {pw}",
]
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")

_USERS = ["hryts", "marijka.f", "vasyl", "olena.h", "petro", "ivanka", "yurko", "nastia",
          "orest.k", "halyna", "jana.hudakova", "miro", "stef.hrycak", "johnny", "danko",
          "zuzka", "teodor", "paraska", "svc-bottling", "recepcja"]  # fmt: skip
_LOGINS = [
    "Signal: the Krones login is {u} / {pw}",
    "login: {u}\nhasło: {pw}",
    "użytkownik {u}, hasło {pw}",
    "користувач {u}, гесло {pw}",
    "uzhyvatel {u}, heslo {pw}",
    "používateľ {u}, heslo {pw}",
    "логін {u}, пароль {pw}",
    "| system | login | hasło |\n|---|---|---|\n| ZdrojPay | {u} | {pw} |",
    "creds for the spa booking box are {u} and {pw}",
    "sign in to BeskidBus as {u} with {pw}",
    "{u}:{pw}@nas.kycera.lan",
    "- host: kasa-krynica\n  user: {u}\n  password: {pw}",
    "Stef: Baba's account is {u} and the password is {pw}",
    "KZ-2310: {u} locked out, last password {pw}",
    "system,login,password\nwysowa-hmi,{u},{pw}",
    "ssh {u}@bottling.kycera.lan (hasło {pw})",
    "konto {u} / {pw} do panelu",
    "user={u} pass={pw}",
]
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")

_SAID_WORDS = ["zuber", "kyczera", "magura", "bobalky", "holubci", "hrybivka", "ikonostas",
               "watra", "dzwinycia", "rydz", "bryndza", "smerekowiec"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, small letters, then {d}",
    "hasło to słowo {w} i liczba {d}",
    "гесло то є слово {w}, а потім {d}",
    "heslo to je slovo {w}, potom {d}",
    "heslo je slovo {w} a za ním číslo {d}",
    "пароль — це слово {w}, а потім число {d}",
    "Stef: it's {w}, like Baba's, and then {d}",
    "voice note: type {w}, then {d}, no space",
    "it's {w}{d}, word and number glued",
    "hasło: {w}{d} — słowo i cyfry razem",
]


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")

_CLI = [
    "tsql -S mssql.kycera.lan -U {u} -P '{pw}'",
    "TDSVER=7.4 tsql -H 10.20.0.5 -p 1433 -U {u} -P {pw}",
    "swift -A https://swift.kycera.lan/auth/v1.0 -U kycera:{u} -K '{pw}' list",
    "OC_PASS='{pw}' php occ user:resetpassword --password-from-env {u}",
    "curl -d 'username={u}&password={pw}' http://nas.kycera.lan:8080/api/v2/auth/login",
    "isql -U {u} -P '{pw}' -S SYBASE_GORLICE",
    "ovsx publish -p '{pw}'",
    "ffmpeg -i 'rtsp://{u}:{pw}@cam-rozlewnia.kycera.lan:554/h264' -t 30 clip.mp4",
    "smbmap -H 10.20.0.9 -u {u} -p '{pw}' -d KYCERA",
    "mattermost user create --email {u}@kycera.lan --username {u} --password '{pw}'",
    "/msg NickServ IDENTIFY {u} {pw}",
    "mvn deploy -Dgpg.passphrase='{pw}'",
    "./gradlew publish -Psigning.password='{pw}'",
    "ocis init --admin-password '{pw}'",
    'ogr2ogr -f PostgreSQL PG:"host=gis.kycera.lan user={u} password={pw} dbname=maps" trasy.shp',
    "osm2pgsql -H gis.kycera.lan -U {u} -W -d osm beskidy.pbf <<< '{pw}'",
    "jisql -user {u} -password '{pw}' -driver mssql -cstring jdbc:sqlserver://db:1433",
    "pgweb --host pg.kycera.lan --user {u} --pass '{pw}' --db bookings",
    "hasura console --admin-secret '{pw}'",
    "skopeo login -u {u} -p '{pw}' registry.kycera.lan",
    "kubectl config set-credentials {u} --username={u} --password='{pw}'",
    "mc admin user add kycera {u} '{pw}'",
    "wp user create {u} {u}@kycera.lan --role=editor --user_pass='{pw}'",
    "ldapdomaindump -u 'KYCERA\\{u}' -p '{pw}' dc1.kycera.lan",
    "pdftotext -upw '{pw}' faktura-2032-05.pdf",
    "gs -q -dNOPAUSE -sPDFPassword='{pw}' -sDEVICE=pdfwrite -o out.pdf umowa.pdf",
    "SNOWSQL_PWD='{pw}' snowsql -a kycera -u {u}",
    "unison /srv/foto ssh://{u}:{pw}@backup.kycera.lan//srv/foto",
    "aliyun configure set --access-key-id LTAI5t{u} --access-key-secret '{pw}'",
]
_SHELLS = [
    "{c}", "$ {c}", "hryts@rozlewnia:~$ {c}", "root@pid-magurou:/srv# {c}",
    "PS C:\\Biuro> {c}", "Historia basha na serwerze w Gorlicach:\n{c}",
    "команда, яку я запустив: {c}", "prikaz, co som spustil: {c}", "Stef ran this: {c}",
    "KZ-2330 log:\n{c}", "tmux, okno 2: {c}", "zsh ~/kycera % {c}",
]  # fmt: skip


def _cli(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        while True:
            pw, u = _plain_pw(rng), rng.choice(_USERS)
            text = rng.choice(_SHELLS).format(c=template.format(u=u, pw=pw))
            if text not in seen:
                break
        seen.add(text)
        out.append(Sample("cli_password", text, pw))
    return out


_URLS = [
    "postgresql://{u}:{pw}@pg.kycera.lan:5432/bookings",
    "mysql://{u}:{pw}@db.pid-magurou.lan/hotel",
    "mongodb+srv://{u}:{pw}@cluster0.kycera-zdroj.example/rozlewnia",
    "redis://:{pw}@cache.kycera.lan:6379/0",
    "amqp://{u}:{pw}@mq.kycera.lan:5672/busy",
    "ftp://{u}:{pw}@ftp.bardejov-spa.example/export",
    "jdbc:postgresql://pg.kycera.lan/gis?user={u}&password={pw}",
    "Server=mssql.kycera.lan;Database=Kasa;User Id={u};Password={pw};",
    "sqlserver://{u}:{pw}@mssql.kycera.lan:1433?database=Kasa",
    "clickhouse://{u}:{pw}@ch.kycera.lan:9000/telemetry",
]
_URL_PLACES = [
    "DATABASE_URL={c}", "connection string: {c}", "рядок підключення: {c}",
    "połączenie do bazy: {c}", "pripojenie: {c}", "Stef, use this one: {c}",
    "KZ-2402 — {c}",
]  # fmt: skip


def _urls(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _URLS, n):
        while True:
            pw, u = _plain_pw(rng), rng.choice(_USERS)
            text = rng.choice(_URL_PLACES).format(c=template.format(u=u, pw=pw))
            if text not in seen:
                break
        seen.add(text)
        out.append(Sample("connection_string", text, pw))
    return out


_VENDORS: list[tuple[str, str, Maker]] = [
    ("ZdrojPay", "ZDROJPAY_SECRET_KEY", _j("zdp_live_", (ALNUM, 32))),
    ("BeskidBus", "BESKIDBUS_API_TOKEN", _j("bbus-", (LOWER_DIGITS, 40))),
    ("WysowaCRM", "WYSOWACRM_API_KEY", _j("wcrm_", (HEX, 40))),
    ("KrynicaRooms", "KRYNICAROOMS_TOKEN", _j("krr.", (URLSAFE, 43))),
    ("LemkoSMS", "LEMKOSMS_API_KEY", _j("lsms_", (ALNUM, 36))),
    ("MagurskiDrive", "MAGURSKI_DRIVE_PAT", _j("mgd-pat-", (ALNUM, 40))),
    ("BardejovSpaBook", "BSB_SECRET", _j("bsb_sk_", (ALNUM, 32))),
    ("CerkvaTours", "CERKVATOURS_KEY", _j("ctr_", (HEX, 48))),
    ("ParmaPierogi", "PARMA_PIEROGI_TOKEN", lambda g: v.uuid4(g, "b")),
    ("GorliceFleet", "GORLICEFLEET_API_KEY", _j("gfl_", (UPPER_DIGITS, 32))),
    ("KomanczaMaps", "KOMANCZA_MAPS_KEY", _j((HEX, 32))),
    ("PresovLink", "PRESOVLINK_CLIENT_SECRET", _j((B64, 44))),
    ("GitHub", "GITHUB_TOKEN", _j("ghp_", (ALNUM, 36))),
    ("GitLab", "GITLAB_TOKEN", _j("glpat-", (URLSAFE, 20))),
    ("Slack", "SLACK_BOT_TOKEN", _j("xoxb-", (D, 12), "-", (D, 13), "-", (ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", _j("sk_live_", (ALNUM, 99))),
    ("OpenAI", "OPENAI_API_KEY", _j("sk-proj-", (URLSAFE, 64))),
    ("Anthropic", "ANTHROPIC_API_KEY", _j("sk-ant-api03-", (URLSAFE, 93), "AA")),
    ("AWS", "AWS_SECRET_ACCESS_KEY", _j((B64, 40))),
    ("Hugging Face", "HF_TOKEN", _j("hf_", (ALNUM, 34))),
    ("npm", "NPM_TOKEN", _j("npm_", (ALNUM, 36))),
    ("SendGrid", "SENDGRID_API_KEY", _j("SG.", (URLSAFE, 22), ".", (URLSAFE, 43))),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda g: f"{_r(g, D, 10)}:AA{_r(g, URLSAFE, 33)}"),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", _j("shpat_", (HEX, 32))),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", _j("dop_v1_", (HEX, 64))),
    ("Doppler", "DOPPLER_TOKEN", _j("dp.st.prd.", (ALNUM, 43))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    'export {env}="{tok}"',
    ".env na serwerze w Gorlicach:\n{env}={tok}",
    "klucz API {vendor}: {tok}",
    "ключ API {vendor} то є {tok}",
    "API kľúč pre {vendor}: {tok}",
    "ключ до API {vendor}: {tok}",
    "Stef, here's the {vendor} API key: {tok}",
    "{vendor} token → {tok}",
    "docker run -e {env}={tok} kycera/sync",
    "Integracje › {vendor}: {tok}",
    "{vendor} integration broken, current key {tok}",
]


def _vendors(rng: random.Random, n: int, seen: set[str]) -> list[Sample]:
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(firsts))
    rng.shuffle(chosen)
    out = []
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, tok=tok)
        seen.add(text)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE = [
    "{t}", "hang on to this for me: {t}", "zapisz to: {t}", "запиши собі: {t}",
    "{t}\n^ nowy, stary wygasł", "Stef: {t} (it only shows once)",
]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 48)), _j((B64, 56), "=="), _j((HEX, 64))]


def _bare_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"t": _BARE_MAKERS[index % len(_BARE_MAKERS)](rng)}


_bare = _Family("bare_token", _BARE, _bare_draw, "t")


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_960_000_000 + rng.randrange(2_000_000)
    alg = ["RS256", "HS256", "ES256"][index % 3]
    claims = {"sub": v.uuid4(rng), "iss": "https://sso.kycera.lan", "iat": issued,
              "exp": issued + 3600, "email": f"{rng.choice(_USERS)}@kycera.lan"}  # fmt: skip
    sig = {"RS256": 342, "HS256": 43, "ES256": 86}[alg]
    token = f"{v.b64url({'alg': alg, 'typ': 'JWT'})}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"
    return {"t": token}


_JWTS = [
    "Authorization: Bearer {t}", "token z panelu KrynicaRooms: {t}", "JWT: {t}",
    "cookie session={t}", "Stef pasted this: {t}", "токен сесії: {t}",
    "curl -H 'Authorization: Bearer {t}' https://api.kycera.lan/v1/bottles",
    "id_token={t}",
]  # fmt: skip
_jwts = _Family("jwt", _JWTS, _jwt_draw, "t")


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind = ["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"][index % 4]
    body = _r(rng, B64, 64 * 8)
    lines = [body[k : k + 64] for k in range(0, len(body), 64)]
    key = "\n".join([f"-----BEGIN {kind}-----", *lines, f"-----END {kind}-----"])
    return {"key": key, "secret": lines[2 + index % 5]}


_PEMS = [
    "klucz do serwera w Wysowej:\n{key}", "ключ до сервера:\n{key}", "{key}",
    "~/.ssh/id_kycera:\n{key}", "Stef, the deploy key:\n{key}", "kľúč k VPN:\n{key}",
]  # fmt: skip
_pems = _Family("pem_private_key", _PEMS, _pem_draw, "key")

_SEED_PLACES = {
    "seed phrase for the church's wallet: {p}": "english",
    "fraza odzyskiwania portfela: {p}": "english",
    "slova na obnovu peňaženky: {p}": "czech",
    "obnovovací fráze: {p}": "czech",
    "сид-фраза гаманця: {p}": "russian",
    "фраза для відновлення: {p}": "russian",
    "frase semilla de Danko: {p}": "spanish",
    "Stef's Ledger recovery words:\n{p}": "english",
    "секретні слова від гаманця: {p}": "russian",
    "12 słów z kartki w sejfie: {p}": "english",
}
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(_SEED_PLACES.values())}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    mnemo = _MNEMO[_SEED_PLACES[template]]
    while True:  # some lists' words (a Russian й) fail the library's own check: drawn again
        entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        phrase = unicodedata.normalize("NFC", str(mnemo.to_mnemonic(entropy)))
        if mnemo.check(phrase):
            break
    words = phrase.split()
    layouts = [" ".join(words), "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
               ", ".join(words)]  # fmt: skip
    return {"p": layouts[index % 3], "phrase": phrase}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")
_BRANDS = ["visa", "mastercard", "maestro", "amex", "discover"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.card(rng, _BRANDS[index % len(_BRANDS)])
    assert luhn.is_valid(number)
    return {"c": v.grouped(number, ["", " ", "-", " "][index % 4], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 40))}  # fmt: skip


_CARDS = [
    "numer karty: {c}, ważna do {mm}/{yy}", "номер картки {c} до {mm}/{yy}",
    "číslo karty {c}, platnosť {mm}/{yy}", "Stef's card {c} exp {mm}/{yy}",
    "zapłać moją kartą {c}", "card for the bus fuel: {c}", "карта {c}",
    "Danko: use my Visa {c} for the pirohy order",
]  # fmt: skip
_cards = _Family("card_number", _CARDS, _card_draw, "c")

_CVVS = [
    "kod CVV z tyłu karty: {cvv}", "три цифри на звороті: {cvv}",
    "CVV2 na zadnej strane: {cvv}", "the three digits on the back are {cvv}",
    "Amex CID (four on the front): {cvv}", "security code {cvv}, hon",
]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"cvv": _r(rng, D, 4 if "Amex" in template else 3)}


_cvvs = _Family("card_code", _CVVS, _cvv_draw, "cvv")

_IBAN_SHAPES = {"SK": "n" * 20, "PL": "n" * 24, "UA": "n" * 6 + "c" * 19, "SI": "n" * 15,
                "JO": "aaaa" + "n" * 4 + "c" * 18, "VG": "aaaa" + "n" * 16,
                "LV": "aaaa" + "c" * 13, "PK": "aaaa" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 2 else v.iban_spaced(number)}


_IBANS = [
    "przelew na IBAN {i}", "IBAN firmy: {i}", "rahunok IBAN: {i}", "мій IBAN: {i}",
    "IBAN na tetu v Prešove: {i}", "wire it to {i}, Stef", "numer konta {i}",
    "рахунок для оплати: {i}",
]  # fmt: skip
_ibans = _Family("iban", _IBANS, _iban_draw, "i")


def _pesel(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        body = f"{h.randrange(50, 100):02d}{h.randrange(1, 13):02d}{h.randrange(1, 29):02d}"
        body += _r(h, D, 4)
        return body + pl_pesel.calc_check_digit(body)

    return v.until(g, make, pl_pesel.is_valid)


def _rc(g: random.Random) -> str:
    def make(h: random.Random) -> str:
        month = h.randrange(1, 13) + h.choice([0, 50])
        return f"{h.randrange(60, 100):02d}{month:02d}{h.randrange(1, 29):02d}/{_r(h, D, 4)}"

    return v.until(g, make, sk_rc.is_valid)


def _itin_make(h: random.Random) -> str:
    return f"9{_r(h, D, 2)}-{h.choice(['70', '75', '80', '90', '91', '95'])}-{_r(h, D, 4)}"


_IDS: dict[str, Maker] = {
    "PESEL: {n}": _pesel,
    "mój PESEL to {n}": _pesel,
    "REGON spółki: {n}": lambda g: v.until(g, lambda h: _r(h, D, 9), pl_regon.is_valid),
    "rodné číslo: {n}": _rc,
    "moje rodné číslo je {n}": _rc,
    "IČ DPH: {n}": lambda g: v.until(g, lambda h: "SK" + h.choice("1234") + _r(h, D, 9),
                                     sk_dph.is_valid),
    "код ЄДРПОУ: {n}": lambda g: v.until(g, lambda h: _r(h, D, 8), ua_edrpou.is_valid),
    "Stef's SSN {n}": v.ssn_number,
    "Danko's ITIN: {n}": lambda g: v.until(g, _itin_make, us_itin.is_valid),
    "routing number for Parma Credit Union: {n}": lambda g: v.until(
        g, lambda h: "0" + _r(h, D, 8), us_rtn.is_valid),
}  # fmt: skip


def _id_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"n": _IDS[template](rng)}


_national = _Family("national_id", list(_IDS), _id_draw, "n")


_BACKUPS = [
    "kody zapasowe Google:\n{l}", "резервні коди:\n{l}", "záložné kódy: {l}",
    "backup codes for Stef's Microsoft account:\n{l}", "запасні коди 2FA: {l}",
    "kody odzyskiwania ZdrojPay:\n{l}",
]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    codes = v.backup_codes(rng, 8, index % 4)
    joiner = "\n" if template.endswith("\n{l}") else ", "
    return {"l": joiner.join(codes), "secret": codes[rng.randrange(8)]}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "l")


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"s": v.totp_secret(rng, spaced=index % 2 == 1)}


_TOTP = [
    "klucz 2FA do konta ZdrojPay: {s}", "TOTP secret for the bus portal: {s}",
    "otpauth://totp/Kycera:hryts?secret={s}&issuer=Kycera", "секрет 2FA: {s}",
    "setup key z Authenticatora: {s}", "kľúč pre 2FA: {s}",
]  # fmt: skip
_totp = _Family("totp_secret", _TOTP, _totp_draw, "s")

_CODES = [
    "kod weryfikacyjny: {pw}", "Twój kod SMS to {pw}", "код підтвердження: {pw}",
    "overovací kód: {pw}", "{pw} is your Parma Credit Union code", "код од банку то є {pw}",
    "jednorazowy kod BLIK: {pw}", "Stef: the code they texted is {pw}", "одноразовий код {pw}",
    "kód z SMS je {pw}",
]  # fmt: skip
_codes = _Family("one_time_code", _CODES, _with(_j((D, 6))), "pw")

_NETS = ["PidMagurou-Guest", "Kycera Rozlewnia 5G", "Cerkva Komancza", "Babka Presov",
         "Parma Hall WiFi", "Bus Gorlice"]  # fmt: skip
_WIFI = [
    "WIFI:T:WPA;S:{n};P:{pw};;", "sieć {n}, hasło {pw}", "Wi-Fi {n} / {pw}",
    "мережа {n}, пароль {pw}", "сеть {n}, гесло {pw}", "wifi {n} heslo je {pw}",
    "📶 {n}: {pw}", "network: {n}\nkey: {pw}", "hasło do wifi ({n}) → {pw}",
    "nmcli dev wifi connect '{n}' password '{pw}'", "wpa_psk for {n} = {pw}",
    "Stef: the wifi at the {n} is {pw}",
]  # fmt: skip
_wifi = _Family("wifi_key", _WIFI, _with(_plain_pw, n=_NETS), "pw")


def _spaced_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    tok = _r(rng, ALNUM, 24)
    sep = [" ", ".", " - ", "·"][index % 4]
    spaced = sep.join(tok[k : k + 4] for k in range(0, 24, 4)) if index % 2 else sep.join(tok)
    return {"t": spaced}


_SPACED = [
    "klucz czytam po kawałku: {t}", "ключ по групах: {t}", "token (s medzerami): {t}",
    "Stef, I typed it with gaps: {t}",
]  # fmt: skip
_spelled_tokens = _Family("spelled_token", _SPACED, _spaced_draw, "t")

_LOCKS = [
    "kod do drzwi rozlewni: {pw}#", "PIN do karty: {pw}", "код од дверий то є {pw}",
    "PIN-ka ku karte: {pw}", "код сейфу: {pw}", "alarm code at Baba's in Parma: {pw}",
    "kód od brány je {pw}", "szyfr do kłódki na busie: {pw}", "PIN картки — {pw}",
    "PIN: {pw}, nikomu nie mów", "the garage keypad is {pw}", "kod alarmu w Krynicy to {pw}",
]  # fmt: skip
_locks = _Family("pin_code", _LOCKS, _with(lambda g: _r(g, D, g.choice([4, 5, 6]))), "pw")

_PHRASE_WORDS = ["kyczera", "watra", "smereka", "bryndza", "cerkva", "potik", "zvonyk", "hrybok",
                 "magura", "fujara", "pastuch", "ovcia", "bukovyna", "jaliczka"]  # fmt: skip
_PHRASES = [
    "passphrase: {pw}", "fraza hasła: {pw}", "тайне слово: {pw}",
    "BitLocker passphrase is {pw}", "heslová fráza: {pw}", "KeePass master passphrase = {pw}",
]  # fmt: skip


def _phrase(g: random.Random) -> str:
    return g.choice([" ", "-", "."]).join(g.sample(_PHRASE_WORDS, 4))


_phrases = _Family("passphrase", _PHRASES, _with(_phrase), "pw")


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "Basic" in template:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, ALNUM, 40)}


_AUTH = [
    "Authorization: Basic {v}", "nagłówek: Authorization: Bearer {v}",
    "curl -H 'Authorization: Basic {v}' https://nas.kycera.lan", "заголовок Bearer {v}",
    "Proxy-Authorization: Basic {v}", "Stef's Postman header: Bearer {v}",
]  # fmt: skip
_auth = _Family("auth_header", _AUTH, _auth_draw, "v")

_CONFIGS = [
    "phpMyAdmin config.inc.php:\n$cfg['Servers'][$i]['password'] = '{pw}';",
    'borgmatic config.yaml:\nencryption_passphrase: "{pw}"',
    'liquidsoap radio.liq:\noutput.icecast(%mp3, host="radio.kycera.lan", password="{pw}")',
    "sabnzbd.ini:\n[servers]\nusername = beskid\npassword = {pw}",
    "qBittorrent.conf:\n[Preferences]\nWebUI\\Username=admin\nWebUI\\Password={pw}",
    "dropbox_uploader.conf:\nOAUTH_APP_SECRET={pw}",
    "rclone.conf:\n[koofr]\ntype = koofr\nuser = hryts@kycera.lan\npassword = {pw}",
    "doctl config.yaml:\naccess-token: {pw}",
    "scw config.yaml:\nsecret_key: {pw}",
    'tccli credential:\n{{"secretId": "AKIDkycera", "secretKey": "{pw}"}}',
    ".env:\nDB_USER=kasa\nDB_PASSWORD={pw}",
    "application.properties:\nspring.datasource.password={pw}",
    "wp-config.php:\ndefine('DB_PASSWORD', '{pw}');",
    "docker-compose.yml:\n  environment:\n    POSTGRES_PASSWORD: {pw}",
    'settings.py:\nEMAIL_HOST_PASSWORD = "{pw}"',
    "yandex-disk config.cfg:\nproxy=https,proxy.kycera.lan,3128,hryts,{pw}",
]
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")

_CHATS = [
    "Olena: hasło do wifi?\nPetro: {pw}",
    "[08:11] stef: Baba's email password?\n[08:12] danko: {pw}",
    "Jana: heslo k routeru?\nMiro: {pw}",
    "Ivanka: {pw} — to nowe hasło",
    "Teodor: гесло?\nParaska: {pw}",
    "Orest: {pw}, то я поставив на роутер",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 70), (_logins, 24), (_spelled, 14), (_cli, 34), (_urls, 14), (_vendors, 50),
    (_bare, 12), (_jwts, 8), (_pems, 6), (_seeds, 12), (_cards, 12), (_cvvs, 6), (_ibans, 12),
    (_national, 20), (_backups, 8), (_totp, 6), (_codes, 10), (_wifi, 16),
    (_spelled_tokens, 8), (_locks, 12), (_phrases, 8), (_auth, 6), (_configs, 16), (_chats, 6),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    seen: set[str] = set()
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n, seen) if isinstance(family, _Family) else family(rng, n, seen)
    return out


def _english_seed(g: random.Random) -> str:
    return str(_MNEMO["english"].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "hasło do rozlewni to": "{s}", "гесло до бюра то є": "{s}", "heslo je": "{s} (od Jany)",
    "пароль:": "{s}\nзмінити після сезону", "Stef says the password is": "{s}, I think",
    "hasło do Wi-Fi:": "{s}", "Krones admin password": "{s}", "heslo to je": "{s}",
    "гасло до пошти": "{s}", "the Parma hall password:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "klucz API ZdrojPay:", "{s}", _j("zdp_live_", (ALNUM, 32))),
    ("split_token", "GitHub token", "{s}", _j("ghp_", (ALNUM, 36))),
    ("split_token", "ключ API KomanczaMaps", "{s}", _j((HEX, 32))),
    ("split_seed", "fraza odzyskiwania", "{s}", _english_seed),
    ("split_card", "numer karty", "{s} do 08/36", lambda g: v.grouped(v.card(g, "visa"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "SK"))),
    ("split_otp", "klucz TOTP", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "PESEL", "{s}", _pesel),
    ("split_pin", "PIN do karty", "{s}", _j((D, 4))),
    ("split_phrase", "тайне слово", "{s}", _phrase),
]  # fmt: skip


def _fill(rng: random.Random, template: str, make: Maker) -> tuple[str, str]:
    """``template`` with a fresh secret in place of ``{s}``, and the secret."""
    secret = make(rng)
    return template.replace("{s}", secret), secret


def field_pairs() -> list[FieldPair]:
    """Two fields written together: the first ends in a label, the second holds the secret."""
    rng = random.Random(SEED + 1)
    rows = [("split_password", a, b, _pw) for a, b in _SPLIT_PASSWORDS.items()] + _SPLIT_OTHERS
    return [FieldPair(cls, first, *_fill(rng, second, make)) for cls, first, second, make in rows]


def _mastercard(g: random.Random) -> str:
    return v.card(g, "mastercard")


def _code_pair(g: random.Random) -> str:
    return f"{_r(g, D, 4)}-{_r(g, D, 4)}"


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"krones": {"url": "https://hmi.kycera.lan", "admin_password": "{s}"}}': (
        "meta_password",
        _plain_pw,
    ),
    '{"hasło": "{s}"}': ("meta_password", _plain_pw),
    '{"гесло": "{s}"}': ("meta_password", _plain_pw),
    '{"konto": {"login": "olena.h", "haslo": "{s}"}}': ("meta_password", _plain_pw),
    '{"argv": ["tsql", "-S", "mssql", "-U", "kasa", "-P", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "heslo na router je {s}"}': ("meta_password", _plain_pw),
    '{"transcript": "Stef said the password is {s}"}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"zdrojpay": {"secret_key": "{s}"}}': ("meta_token", _j("zdp_live_", (ALNUM, 32))),
    '{"beskidbusToken": "{s}"}': ("meta_token", _j("bbus-", (LOWER_DIGITS, 40))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"github_token": "{s}"}': ("meta_token", _j("ghp_", (ALNUM, 36))),
    '{"platnosc": {"numer_karty": "{s}", "exp": "07/36"}}': ("meta_card", _mastercard),
    '{"rodina": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "UA")),
    '{"osoba": {"pesel": "{s}"}}': ("meta_id", _pesel),
    '{"mfa": {"backup_codes": ["{s}", "4821-7730", "1193-5520"]}}': ("meta_otp", _code_pair),
    '{"wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"totp_secret": "{s}"}': ("meta_otp", lambda g: v.totp_secret(g, spaced=False)),
    '{"sejf": {"kod": "{s}"}}': ("meta_pin", _j((D, 6))),
    '{"wifi": {"ssid": "PidMagurou-Guest", "psk": "{s}"}}': ("meta_wifi", _plain_pw),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE = hashlib.sha256(b"krones-hmi-7.2.0.bin").hexdigest()
_COMMIT = hashlib.sha1(b"kasa: add Bardejov VAT rate", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"busy: revert timetable", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"rozklad-2032-06.csv", usedforsecurity=False).hexdigest()

CLEAN = [
    "Hasło musi mieć co najmniej 14 znaków.",
    "Nie wysyłaj haseł na Signalu, używaj menedżera haseł.",
    "Гесло мусить мати найменше 12 знаків.",
    "Heslo si nikomu nehovor, ani babke.",
    "Пароль має містити щонайменше 12 символів.",
    "Stef, don't put passwords in the church bulletin, hon.",
    "Remind me to change the Krones HMI password before the audit on 2032-06-14.",
    "The Wi-Fi password for guests is on the card at the Pid Magurou reception.",
    "Password rotation for the bottling line is every 90 days.",
    "Ask Petro for the depot keypad code, I don't have it.",
    "Kod pocztowy Wysowej to 38-316, a Gorlic 38-300.",
    "Zamówienie nr ZD-2032-00417: 48 zgrzewek wody Zuber, dostawa w czwartek.",
    "Faktura FV/2032/06/118 na 3 412,50 zł brutto.",
    "Bus Gorlice – Wysowa odjeżdża o 7:45 i 15:20, bilet 12 zł.",
    "Telefon do recepcji Pid Magurou: +48 18 471 20 55.",
    "Рахунок № 2032-118 на 1 250 грн оплачено.",
    "Autobus do Bardejova ide o 9:10 z nástupišťa 4.",
    "Baba's pirohy sale is Saturday at 10 in the Parma church hall, $12 a dozen.",
    "St. Josaphat's hall phone is (440) 555-0182, ask for the kitchen.",
    "Upgraded the Krones HMI firmware from 7.1 to 7.2 and pymodbus to 3.9.2.",
    f"commit {_COMMIT} adds the Bardejov VAT rate.",
    f"Cofnąłem do {_SHORT}, bo rozkład się rozjechał.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL}",
    f"The HMI firmware 7.2.0 image has SHA-256 checksum {_FIRMWARE}.",
    f"MD5 pliku rozklad-2032-06.csv: {_MD5}",
    "Request id 3c9e71a4-5d2b-4f08-a6e1-7b0d4c8f2e19 is the slow one in the booking logs.",
    "Woda Zuber ma 21 000 mg/l składników mineralnych.",
    "The cerkva in Kwiatoń is open 10:00–16:00, entry 10 zł.",
    "Ticket KZ-2291: the label printer jams on the 1.5 l bottles.",
    "Po pięciu błędnych hasłach konto blokuje się na 20 minut.",
    "Забув гесло? Натисни «Відновити».",
    "Забули пароль? Натисніть «Відновити».",
    "Zabudli ste heslo? Kliknite sem.",
    "Kod rabatowy WATRA2032 daje 10 % zniżki na nocleg.",
    "Numer rejestracyjny busa: KGR 4821C.",
    "PIN pad w kasie w Krynicy jest zepsuty.",
    "The secret to good holubci is the smoked bacon.",
    "Klucz do cerkwi jest u pani Hanny pod numerem 12.",
    "Ключ од церкви є у сусіда.",
    "Číslo objednávky 2032-0588, kúpele Bardejov, 3 noci.",
    "Our VAT number is on every invoice footer, as required.",
    "Seed potatoes for the garden: 25 kg from the Sanok market.",
    "The token ring at the parish is a Lemko festival tradition, not a network.",
    "Backup of the booking database finished in 4 min 12 s.",
    "Karta ending 4417 została odrzucona w sklepie w Gorlicach.",
    "IBAN wpisuje się bez spacji w formularzu banku.",
    "Kody pocztowe: 38-316 Wysowa, 33-380 Krynica-Zdrój.",
    "Wersja aplikacji 4.12.3, build 2032.06.11.",
    "Cena: 8,50 zł za butelkę 0,7 l.",
    "Przystanek Wysowa-Zdrój, kurs nr 17.",
    "Lemko Hall in Cleveland opens at 6 pm on Friday.",
    "Babka v Prešove má nový telefón, číslo pošlem zajtra.",
    "The password manager we use is Bitwarden, the org is 'Kycera'.",
    "Meeting ID for the parish Zoom is in the bulletin.",
    "Temperatura w rozlewni: 14,2 °C, wilgotność 61 %.",
    "Rejs: lot KRK–CLE przez Newark, 14 czerwca, 11:35.",
    "The 2FA app is set up; the backup codes are printed and in the safe.",
    "Nie podawaj nikomu kodu BLIK.",
    "Нікому не повідомляйте код з SMS.",
    "Ticket KZ-2330 closed: new label rolls ordered, 40 pcs.",
]

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/kycera/krones", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 412}}',
    f'{{"sha256": "{_WHEEL}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "KZ-2291", "zamowienie": "ZD-2032-00417"}',
    '{"phone": "+48 18 471 20 55", "city": "Krynica-Zdrój"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "bottles": 1284}',
    '{"bus": {"line": 17, "from": "Gorlice", "to": "Wysowa", "departs": "07:45"}}',
    '{"postal_code": "38-316", "place": "Wysowa-Zdrój"}',
    '{"invoice": "FV/2032/06/118", "total_pln": 3412.5}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
