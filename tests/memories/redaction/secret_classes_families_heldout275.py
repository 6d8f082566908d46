# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-seventy-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-seventy-third's
docstring, the fifth to two-hundred-and-seventy-third only to search them (grep) for the
languages, wordings, tools, flags, vendors, id kinds and IBAN countries already used (to use
others), the sample types (`secret_classes_heldout.py`), the value helpers
(`secret_classes_values.py`) and the library docs of python-stdnum and mnemonic; never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time (the
two-hundred-and-seventy-fourth, two-hundred-and-seventy-sixth and two-hundred-and-seventy-seventh),
any other test, the reports, the benchmarks, the rest of docs/security.md, the changelog nor the
git history, and the scrubber was never run on it. Its own seed (275418063), password words (a
throat-singing style and a yak-milk word, a number and a sign; a coal road, a truck's make, a
board number and a sign, `Izykh-Shacman-417!`; a yak-milk batch in litres; a name, a year and a
village; a generator's four dotted groups; random runs), names, places, templates, tools, vendors
and layouts, the way the staff of a fictional company (Sayan-Kara, with a coal-truck dispatch
office near Abakan, a ticket desk of the fictional Khöömei Nights throat-singing festival in
Kyzyl, a yak-milk dairy in Mongun-Taiga, a ski rental at Ergaki in the Sayan mountains and a
rafting base on the Yenisei near Shagonar) leak secrets into an assistant's memory. Every
company, person, address and number is fictional; only the region (Khakassia and Tuva) is real.
The texts are chats with times, tickets, wiki table rows and breadcrumbs, notes, e-mails,
runbooks, READMEs, shell prompts and history, voice-memo transcripts, dictated and spelled text
and requests to the assistant itself; the separators run from a colon, "is" and a dash (`—`) to
an arrow (`→`, `←`, `👉`), an emoji (`🔑`), a new line, quotes (`«…»`, `"…"`), a table bar and
parentheses.

Tools and names used before (by grep, case-insensitively, the number of heldouts 5 to 273 that
name each): in none, Space Desk, Unidesk, TeamStorm, BotMother, OK.ru, `VK Звонки`,
`Контур.Толк`, `Яндекс Заметки`, Ergaki, Mongun-Taiga, Shagonar, `четтирдим`, `алғыс`,
`баярлалаа`, `nuuts ug`; in one, ITSM 365, Khakas, Abakan, Yenisei, Chernogorsk, `чажыт`,
`дүлгүүр`, `кымга-даа`, `чоохтаба`; in two, Sferum, TrueConf, skeema, pretix; in three, Telemost,
cadaver, clpplus, dbmate, duplicacy, gpload, ipmiutil, litecli, mongoimport, ovftool, pveum,
`sc.exe config`, HSQLDB's sqltool and govc's `GOVC_PASSWORD`; in four, bcp, Couchbase's cbq,
dbisql, esxcli, evil-winrm, ncftpput, netexec, osql, rpcclient, sapcontrol, `surreal sql`,
FreeTDS's tsql and winexe; in five, VK Teams and ilorest. The common layouts and config files
(env files, `export`, Docker and kubectl, database URLs, JWTs, PEM blocks, `otpauth://`, Basic
and Bearer headers, the `WIFI:` QR string, nmcli, Traccar, Icecast, Odoo, ERPNext, Dolibarr,
GLPI, osTicket, Moodle, Snipe-IT, Metabase, Airflow, Asterisk's pjsip, Zabbix, Redmine,
Keycloak, KeePassXC, Bitwarden, VeraCrypt, BitLocker, FileVault, Exodus, Trust Wallet, Aegis,
Termux, MobaXterm, PuTTY, wget, aria2c, snmpwalk) are much used before and here in wordings of
their own.

About half of the secret samples are in other languages than English: Russian in Cyrillic and in
translit as it is texted (`пароль`, `пароль от …`, `вот`, `короче`, `никому не говори`,
`спасибо`, `пин-код`, `код`, `ключ API`, `логин`, `учётка`; `parol ot …`, `vot`, `nikomu ne
govori`, `sps`, `klyuch`, `kod`); Tuvan in Cyrillic and Latin (`чажыт сөс` / `chajyt sös`
"password", `мээң` / `meeng` "my", `чаа` "new", `бо` "this", `дүлгүүр` "key", `кымга-даа
чугаалава` "don't tell anyone", `четтирдим` / `chettirdim` "thanks", `кирер ады` "login name");
Khakas in Cyrillic and Latin (`чазыт сӧс` / `chazyt söz` "password", `минің` / `minin` "my",
`чаа` "new", `кемге дее чоохтаба` / `kemge dee chookhtaba` "don't tell anyone", `алғыс` "thanks",
`кірер ат` "login name"); and the Mongolian of traders in Cyrillic and in texted Latin (`нууц үг`
/ `nuuts ug` "password", `нь` / `ni` the topic particle standing for "is", `шинэ` / `shine`
"new", `миний` / `minii` "my", `түлхүүр` "key", `нэвтрэх нэр` / `newtreh ner` "login name",
`хэнд ч битгий хэлээрэй` / `hend ch bitgii hel` "don't tell anyone", `баярлалаа` / `bayrlalaa`
"thanks", `нэг удаагийн код` "one-time code", `нөөц кодууд` "backup codes"), with a Chinese
`谢谢` in a WeChat line. The wordings are the author's approximations, checked by no speaker; the
thinnest guesses are the Khakas ones (`чазыт сӧс` for a password, `кемге дее чоохтаба`, `кірер
ат`, `паролі`), then Tuvan's `чажыт сөс`, `кирер ады`, `чажыт домак` for a passphrase and
`картаның пин-коду`, and the Mongolian Latin spellings (`tany batalgaajuulah kod`, `newtreh ner`).

Vendors (by grep, in no earlier corpus: Ticketscloud, TimePad, Kassir.ru, Ponominalu,
Ticketland, Parter.ru, Concert.ru, MTS Live, Rentprog, RentInHand, Renteon, Skirent, Bookon,
Realty Calendar, Contour.Hotel, Petrol Plus, Transcard, Fort-Telecom, GdeMoi, Cesar Satellite,
Auto.Farm, Autotracker, Sigma SMS, i-Digital, OFD Platforma, Class365, 1C-Rarus, Knopka, Tinkoff
Kassa, Ozon Bank, Shoppy.mn, Smartcar.mn, Ard Financial and e-barimt (as spelled); in one:
Qtickets, Radario, Intickets, Travelline, Licard, Opti24, Glonasssoft, Technoton, Khan Bank,
Golomt, XacBank, MonPay, SocialPay and Storepay). No shape here is one the author knows to be
real: every one is a guess (hex, base64, URL-safe, upper-case and alphanumeric runs, UUIDs, JWTs
for MTS Live, Cesar Satellite and Storepay, and the `rp_live_` and `af_` prefixes); the JWTs are
well-formed.

The ids that carry a check, each drawn until its python-stdnum module validates it: Russia's INN
of a person (twelve digits) and of a company (ten) (`stdnum.ru.inn`, with Khakassia's 19 and
Tuva's 17), the OGRNIP (fifteen digits, `stdnum.ru.ogrn`), Belarus' UNP (`stdnum.by.unp`),
Ukraine's EDRPOU and RNTRC (`stdnum.ua.edrpou`, `stdnum.ua.rntrc`) and Türkiye's T.C. Kimlik
(`stdnum.tr.tckimlik`). Kinds no library or this file checks (no check-digit algorithm is written
here; the shapes are guesses): Mongolia's civil register number (two Cyrillic letters and eight
digits), a Mongolian passport, Kazakhstan's IIN (ЖСН), a SNILS (its check pair drawn, not
computed), a Russian internal passport (series 95 and 93), an OMS policy, a Russian driving
licence and a military ID. Card numbers pass Luhn (Mir's 2200–2204 prefixes drawn here, and the
value helpers' Visa, Mastercard, UnionPay, JCB, Maestro and Amex, checked with python-stdnum's
`luhn`); the card codes are Amex's four-digit front codes only. The IBANs are of Mongolia, Russia
and Kazakhstan (the neighbours, each in twenty-three or twenty-four earlier corpora by a rough
count of the country codes) and of the countries used least (Gibraltar and Guatemala in nineteen,
Andorra, Albania, Costa Rica and Croatia in twenty), drawn until `stdnum.iban` validates them;
seed phrases come from `mnemonic`'s English, Russian, Italian, Spanish, Portuguese, Korean and
Japanese lists, each drawn until `Mnemonic(lang).check` accepts it (Russian phrases are redrawn
when it rejects them). Short numbers (PINs, one-time codes, spoken numbers) are drawn again until
no clean text holds them.
Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430 scored, every secret
unique), 60 clean texts and 10 clean metadata dicts.
Measured once blind, then spent: read and trained on.
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
from stdnum.by import unp as by_unp
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.ua import edrpou as ua_edrpou
from stdnum.ua import rntrc as ua_rntrc

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 275_418_063
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token


def _not_in_clean(value: str) -> bool:
    """Whether no clean text nor clean metadata holds ``value`` (short numbers are redrawn)."""
    return value not in "\n".join(CLEAN + _CLEAN_METADATA_JSON)


Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]
Taker = Callable[[random.Random, int], list[Sample]]


@dataclass(frozen=True)
class _Family:
    """A class of samples: its templates and how one sample's fields are drawn.

    ``draw(rng, index, template)`` returns the template's fields; ``key`` names the field that is
    the planted value, unless the draw also returns a ``secret`` field (a piece of it)."""

    cls: str
    templates: list[str]
    draw: Draw
    key: str

    def take(self, rng: random.Random, n: int) -> list[Sample]:
        out = []
        for index, template in enumerate(v.cycle(rng, self.templates, n)):
            fields = self.draw(rng, index, template)
            secret = fields.get("secret", fields[self.key])
            out.append(Sample(self.cls, template.format_map(fields), secret))
        return out


def _with(make: Maker, **pools: list[str]) -> Draw:
    """A fresh ``pw`` from ``make`` and one pick of each pool."""

    def draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
        return {"pw": make(rng)} | {name: rng.choice(pool) for name, pool in pools.items()}

    return draw


_SONGS = ["Khoomei", "Sygyt", "Kargyraa", "Ezengileer", "Borbangnadyr", "Igil", "Byzaanchy",
          "Doshpuluur", "Khomus", "Chadagan", "Chatkhan", "Khaiyrakan", "Tyrlaa", "Alyptyg"]  # fmt: skip
_ROADS = ["Izykh", "Chernogorsk", "Sorsk", "Bograd", "Tashtyp", "Askiz", "Abaza", "Shira",
          "Turan", "Chadan", "Erzin", "Shagonar", "MongunTaiga", "Samagaltai", "Kaa-Khem"]  # fmt: skip
_TRUCKS = ["Kamaz6520", "Shacman", "Howo", "BelAZ", "Ural4320", "Sitrak", "Faw", "Scania"]
_YAK = ["Sarlyk", "Kymys", "Khoitpak", "Aarzhy", "Byshtak", "Chokpek", "Ivi", "Dagaa"]
_NAMES = ["Aldynai", "Chechek", "Sholban", "Choduraa", "Aikhaan", "Dolaana", "Saglai", "Ochur",
          "Mergen", "Aidys", "Tigir", "Ainash", "Sabina", "Kyzlasov", "Tokhtobin", "Sagalakov",
          "Chebodaev", "Olga", "Denis", "Ksenia", "Ganbold", "Oyuntsetseg", "Munkhbat",
          "Tsetseg", "Bat-Erdene"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["Kh00m31", "S4rlyk", "Y3n1s31", "Ab4k4n", "Kyz1l", "S4y4n", "3rg4k1", "K4m4z"]


def _route(g: random.Random) -> str:
    """A coal route and a truck's board number, the way dispatchers name a shared login."""
    return f"{g.choice(_ROADS)}-{g.choice(_TRUCKS)}-{g.randrange(100, 1000)}{g.choice(_SYMBOLS)}"


def _litres(g: random.Random) -> str:
    """A yak-milk batch in litres."""
    return f"{g.choice(_YAK)}{g.randrange(12, 400)}L{g.choice(_SYMBOLS)}{g.randrange(10, 100)}"


def _generator(g: random.Random) -> str:
    """Four groups of five, small letters and digits, joined by dots, as a generator writes them."""
    return ".".join(_r(g, LOWER_DIGITS, 5) for _ in range(4))


_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_SONGS)}{g.choice(_YAK)}{g.randrange(10, 100)}{g.choice(_SYMBOLS)}",
    _route,
    _litres,
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2012)}{g.choice(_SYMBOLS)}{g.choice(_ROADS)}",
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2035)) + g.choice(_SYMBOLS),
    _generator,
    lambda g: "_".join(w.lower() for w in g.sample(_SONGS, 2)) + str(g.randrange(100, 1000)),
    lambda g: _r(g, UPPER, 2) + _r(g, LOWER, 5) + _r(g, D, 3) + g.choice(_SYMBOLS),
    lambda g: f"Raft{g.randrange(2, 40)}{g.choice(_ROADS)}{g.choice(_SYMBOLS)}{_r(g, UPPER, 2)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = set(ALNUM + "._~-")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: set(value) <= _PLAIN)


_SAID = [
    "VK Teams, chat 'Izykh dispatch', 05:40 Denis: the Glonasssoft account password is {pw}",
    "Telemost chat during the morning planning: Autotracker admin password {pw}",
    "Sferum message from Chechek: the festival box-office PC password is {pw}",
    "TrueConf chat, Aikhaan: weighbridge terminal at the Chernogorsk pit, password {pw}",
    "Space Desk ticket 3107: the Shacman dispatch tablet password {pw} no longer works",
    "Unidesk request 88-214: reset the ski-rental kiosk password, current one {pw}",
    "TeamStorm card 'Yenisei rafting base': the Starlink router admin password is {pw}",
    "ITSM 365 call 4410: CCTV NVR at the dairy, admin password {pw}",
    "note to self: Kyzyl ticket desk printer password {pw}",
    "voice memo, transcribed: the password for the yak barn milking robot panel is {pw} full stop",
    "dictated while driving: fuel card portal password {pw}, write it down",
    "Hi Sholban,\n\nthe new password for the rafting-base booking laptop is {pw}. Delete this mail once you have it.\n\nThanks,\nOlga",
    "Runbook: open the Borus ski rental till\n1. power on the POS\n2. log in as cashier\n3. password {pw}\n4. open the shift",
    "README (dispatch office)\nThe Wialon terminal in room 2 uses password `{pw}` for the operator account.",
    "Incident 2033-01-17: the dairy's chiller controller was on the internet with password {pw}",
    "please remember: the password for the khöömei festival Instagram is {pw}",
    "can you keep my Ozon Bank app password? it's {pw}",
    "the password on the old coal scale PC → {pw}",
    "Rafting base wifi admin (not the guest one) 👉 {pw}",
    "🔑 ticket desk laptop: {pw}",
    "password for the yak-milk dairy accounting PC (Class365): \"{pw}\"",
    "after the update the Ergaki rental PC password became {pw}",
    "Mongun-Taiga dairy, separator panel password (ask Saglai first): {pw}",
    "[07:12] Ochur: what's the password for the truck scale?\n[07:13] Denis: {pw}",
    "Yenisei base › Equipment › Outboard motors PC — password ({pw})",
    "пароль от компа диспетчерской: {pw}",
    "пароль от кассы на фестивале — {pw}, никому не говори",
    "короче, пароль от роутера на базе: {pw}",
    "вот пароль от учётки Автотрекера: {pw} спасибо",
    "parol ot kompa v dispetcherskoy {pw}",
    "parol ot wifi na baze vot: {pw} nikomu ne govori",
    "novyi parol ot kassy prokata {pw} sps",
    "Ксения: новый пароль на весовой — «{pw}»",
    "мээң чажыт сөзүм: {pw}",
    "чаа чажыт сөс — {pw}, кымга-даа чугаалава",
    "билет садыглаар компьютерниң чажыт сөзү: {pw} четтирдим",
    "meeng chajyt sözüm {pw} chettirdim",
    "Чодураа: сарлык саар аппараттың паролу {pw}",
    "минің чазыт сӧзім: {pw}",
    "чаа чазыт сӧс — {pw}, кемге дее чоохтаба",
    "Тигир: диспетчерскайдағы компьютер паролі {pw} алғыс",
    "minin chazyt söz {pw}, kemge dee chookhtaba",
    "миний нууц үг: {pw}",
    "шинэ нууц үг нь {pw}, хэнд ч битгий хэлээрэй",
    "Ганболд: дэлгүүрийн компьютерийн нууц үг {pw} баярлалаа",
    "minii nuuts ug {pw} bayrlalaa",
    "shine nuuts ug ni: {pw} hend ch bitgii hel",
    "WeChat 里 Tsetseg: 蒙古 warehouse 电脑 password {pw}",
    "OK.ru message from Ainash: the rafting base's booking site password is {pw}",
    "VK Звонки chat: пароль от кассы ски-проката {pw}",
    "Контур.Толк, чат планёрки: пароль от Petrol Plus {pw}",
    "Яндекс Заметки: пароль ноут Кызыл {pw}",
    "BotMother bot test message (oops, real): admin password {pw}",
    "Mergen: new password for the Transcard portal is {pw}, thanks",
    "Tinkoff Kassa terminal at the ski rental, supervisor password {pw}",
    "GdeMoi tracker app for the rafting vans, password {pw}",
    "Cesar Satellite account of the trucks, login unchanged, password now {pw}",
    "the password I set for the dairy's Realty Calendar account is {pw}",
    "Fort-Telecom dispatcher console: password {pw} (since Monday)",
    "please note down the Skirent admin password for me: {pw}",
    "MTS Live partner cabinet for the festival, password {pw}",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aldynai.o", "chechek", "sholban", "choduraa", "aikhaan", "dolaana", "saglai.k",
          "ochur", "mergen", "aidys", "tigir", "ainash", "sabina.k", "kyzlasov", "denis",
          "ksenia", "ganbold", "oyuna", "munkhbat", "dispatch01", "kassa-kyzyl", "raft-base"]  # fmt: skip
_LOGINS = [
    "VK Teams, Denis: the Autotracker login is {u} / {pw}",
    "Space Desk #3120: {u} locked out of the Glonasssoft cabinet, last password {pw}",
    "acct {u} pass {pw}",
    "Wiki › Dispatch › Weighbridge: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| Ticketscloud | {u} | {pw} |",
    "sign into the Skirent admin as {u} with {pw}",
    "Transcard cabinet {u}:{pw}",
    "login: {u}\npass: {pw}",
    "- host: kassa-kyzyl-2\n  user: {u}\n  pass: {pw}",
    "Sholban says the Rentprog account is {u} and the password is {pw}",
    "system,login,password\nrenteon,{u},{pw}",
    "ssh {u}@dispatch.sayankara.ru (password {pw})",
    "логин {u}, пароль {pw}",
    "учётка {u} / пароль {pw}, никому",
    "login {u} parol {pw}",
    "кирер ады {u}, чажыт сөс {pw}",
    "кірер ат {u}, чазыт сӧс {pw}",
    "нэвтрэх нэр {u}, нууц үг {pw}",
    "newtreh ner {u} nuuts ug {pw}",
    "user {u} + pass {pw} for the Bookon rental desk",
    "Olga: creds for the dairy's Knopka are {u} and {pw}",
    "the TimePad organiser account: {u} | {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["sarlyk", "khoomei", "kargyraa", "doshpuluur", "yenisei", "sygyt", "khomus",
               "chatkhan", "izykh", "ergaki", "byzaanchy", "aarzhy", "khoitpak", "taiga"]  # fmt: skip
_SPELLED = [
    "the password is the word {w}, all small letters, then {d}",
    "password: it's {w} and straight after it the number {d}",
    "for the dispatch PC it's {w} with {d} at the end",
    "voice memo: the rafting base wifi password is {w} then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, the word and the digits together",
    "пароль — слово {w} маленькими буквами, потом {d}",
    "parol: slovo {w}, potom {d}, bez probela",
    "чажыт сөс — {w} деп сөс, ооң соонда {d}",
    "нууц үг нь {w} гэдэг үг, дараа нь {d}",
    "the ticket desk password is our festival's word {w}, then {d}",
    "chazyt söz — {w} söz, anan {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = v.until(rng, lambda g: str(g.randrange(10_000, 100_000)), _not_in_clean)
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else number}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "skeema push prod --host=db.sayankara.ru --user={u} --password='{pw}'",
    "dbmate --url 'postgres://{u}:{pw}@db.sayankara.ru:5432/tickets?sslmode=require' up",
    "duplicacy init -e -storage-password '{pw}' dairy-backup b2://sk-dairy",
    "gpload -f coal_load.yml -U {u} -W '{pw}'",
    "litecli 'sqlite:///tickets.db' --password '{pw}'",
    "mount -t cifs //nas.sayankara.lan/dispatch /mnt/dispatch -o username={u},password={pw}",
    "GOVC_USERNAME={u} GOVC_PASSWORD='{pw}' govc ls /Abakan-DC/vm",
    "clpplus -nw {u}/{pw}@db2.sayankara.lan:50000/COAL",
    "ipmiutil health -N 10.40.0.21 -U {u} -P '{pw}'",
    "ovftool 'vi://{u}:{pw}@esxi1.sayankara.lan/ticket-vm' /backup/ticket-vm.ova",
    "pveum passwd {u}@pve --password '{pw}'",
    "sc.exe config TicketSync obj= SAYANKARA\\{u} password= {pw}",
    "java -jar sqltool.jar --inlineRc=url=jdbc:hsqldb:hsql://db.sayankara.lan/rent,user={u},password={pw}",
    "mongoimport --uri 'mongodb://{u}:{pw}@mongo.sayankara.lan:27017/dairy' --collection yields --file yields.json",
    "bcp Coal.dbo.Trips out trips.dat -S sql.sayankara.lan -U {u} -P '{pw}' -c",
    "osql -S sql.sayankara.lan -U {u} -P {pw} -Q \"select count(*) from Tickets\"",
    "tsql -H sql.sayankara.lan -p 1433 -U {u} -P '{pw}'",
    "dbisql -c 'UID={u};PWD={pw};Server=rentdb' -nogui",
    "cbq -e couchbase://cb.sayankara.lan -u {u} -p '{pw}'",
    "surreal sql --endpoint http://surreal.sayankara.lan:8000 --user {u} --pass '{pw}' --ns raft --db bookings",
    "evil-winrm -i 10.40.0.15 -u {u} -p '{pw}'",
    "esxcli --server esxi2.sayankara.lan --username {u} --password '{pw}' vm process list",
    "rpcclient -U '{u}%{pw}' 10.40.0.10 -c enumdomusers",
    "sapcontrol -nr 00 -user {u} {pw} -function GetProcessList",
    "winexe -U 'SAYANKARA/{u}%{pw}' //10.40.0.30 'ipconfig /all'",
    "cadaver https://dav.sayankara.ru/festival/ (then: user {u}, password {pw})",
    "wget --user={u} --password='{pw}' https://files.sayankara.ru/dispatch/routes.xlsx",
    "aria2c --ftp-user={u} --ftp-passwd='{pw}' ftp://ftp.sayankara.ru/ski/prices.pdf",
    "ncftpput -u {u} -p '{pw}' ftp.sayankara.ru /www/festival poster.jpg",
    "snmpwalk -v3 -l authPriv -u {u} -a SHA -A '{pw}' -x AES -X '{pw}' 10.40.0.1",
    "ilorest login 10.40.0.50 -u {u} -p '{pw}'",
    "netexec smb 10.40.0.0/24 -u {u} -p '{pw}' --shares",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "dispatch@abakan-gw:~$ {c}", "PS C:\\Users\\kassa> {c}",
    "[root@kyzyl-tickets ~]# {c}", "Termux on Denis's phone:\n~ $ {c}",
    "from .bash_history on the dairy box:\n{c}", "ran this on the rafting base NUC: {c}",
    "вот команда, которую я запускал: {c}", "komanda: {c}", "бо команданы киирдим: {c}",
    "энэ командыг ажиллуулсан: {c}", "MobaXterm session 'coal-scale': {c}",
    "PuTTY to the Ergaki rental box:\n$ {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg.sayankara.ru:5432/dispatch",
    "mysql://{u}:{pw}@mysql.sayankara.lan/tickets",
    "redis://{u}:{pw}@redis.sayankara.lan:6379/2",
    "amqp://{u}:{pw}@mq.sayankara.lan:5672/trucks",
    "ftp://{u}:{pw}@ftp.sayankara.ru/festival/",
    "clickhouse://{u}:{pw}@ch.sayankara.lan:9000/telemetry",
    "mongodb+srv://{u}:{pw}@dairy.sayankara.ru/yields",
    "jdbc:postgresql://pg.sayankara.lan/rent?user={u}&password={pw}",
    "Server=sql.sayankara.lan;Database=Coal;User Id={u};Password={pw};",
    "rtsp://{u}:{pw}@cam-weighbridge.sayankara.lan:554/Streaming/Channels/101",
    "sftp://{u}:{pw}@sftp.sayankara.ru:22/ski/",
    "mqtt://{u}:{pw}@broker.sayankara.lan:1883",
]  # fmt: skip
_URL_PLACES = [
    "DATABASE_URL={c}", "строка подключения: {c}", "keep this connection string for me: {c}",
    "Space Desk #3144: {c}", "холбох мөр: {c}", "stroka podklyucheniya {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "sayan-kara", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 2_592_000}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT"}, claims, 342)

    return make


# Every shape here is the author's guess, not a vendor's published format.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Ticketscloud", "TICKETSCLOUD_API_KEY", _j((HEX, 40))),
    ("TimePad", "TIMEPAD_TOKEN", _j((HEX, 32))),
    ("Kassir.ru", "KASSIR_API_SECRET", _j((ALNUM, 36))),
    ("Ponominalu", "PONOMINALU_KEY", lambda g: v.uuid4(g, "b")),
    ("Ticketland", "TICKETLAND_TOKEN", _j((URLSAFE, 48))),
    ("Parter.ru", "PARTER_API_KEY", _j((UPPER_DIGITS, 32))),
    ("Concert.ru", "CONCERT_RU_SECRET", _j((HEX, 64))),
    ("MTS Live", "MTSLIVE_PARTNER_TOKEN", _vendor_jwt("https://partner.live.mts.ru")),
    ("Qtickets", "QTICKETS_API_TOKEN", _j((ALNUM, 40))),
    ("Radario", "RADARIO_API_KEY", _j((HEX, 32))),
    ("Intickets", "INTICKETS_SECRET", _j((B64, 43), "=")),
    ("Rentprog", "RENTPROG_API_KEY", _j("rp_live_", (ALNUM, 32))),
    ("RentInHand", "RENTINHAND_TOKEN", _j((HEX, 48))),
    ("Renteon", "RENTEON_API_SECRET", lambda g: v.uuid4(g, "9")),
    ("Skirent", "SKIRENT_KEY", _j((ALNUM, 28))),
    ("Bookon", "BOOKON_API_TOKEN", _j((URLSAFE, 40))),
    ("Realty Calendar", "REALTYCALENDAR_KEY", _j((HEX, 32))),
    ("Contour.Hotel", "CONTOUR_HOTEL_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Travelline", "TRAVELLINE_CLIENT_SECRET", _j((URLSAFE, 44))),
    ("Petrol Plus", "PETROLPLUS_API_KEY", _j((UPPER_HEX, 32))),
    ("Transcard", "TRANSCARD_TOKEN", _j((ALNUM, 48))),
    ("Licard", "LICARD_API_SECRET", _j((HEX, 40))),
    ("Opti24", "OPTI24_API_KEY", _j((ALNUM, 32))),
    ("Fort-Telecom", "FORT_TELECOM_TOKEN", _j((HEX, 32))),
    ("GdeMoi", "GDEMOI_API_KEY", _j((LOWER_DIGITS, 40))),
    ("Cesar Satellite", "CESAR_API_TOKEN", _vendor_jwt("https://api.cesar-satellite.ru")),
    ("Auto.Farm", "AUTOFARM_API_KEY", _j("af_", (ALNUM, 36))),
    ("Autotracker", "AUTOTRACKER_TOKEN", _j((HEX, 64))),
    ("Glonasssoft", "GLONASSSOFT_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Technoton", "TECHNOTON_SECRET", _j((B64, 60))),
    ("Sigma SMS", "SIGMASMS_API_TOKEN", _j((ALNUM, 40))),
    ("i-Digital", "IDIGITAL_API_KEY", _j((HEX, 32))),
    ("OFD Platforma", "OFD_PLATFORMA_TOKEN", _j((UPPER_DIGITS, 40))),
    ("Class365", "CLASS365_SECRET", _j((HEX, 32))),
    ("1C-Rarus", "RARUS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Knopka", "KNOPKA_TOKEN", _j((URLSAFE, 43))),
    ("Tinkoff Kassa", "TINKOFF_TERMINAL_PASSWORD", _j((ALNUM, 20))),
    ("Ozon Bank", "OZONBANK_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Khan Bank", "KHANBANK_API_SECRET", _j((HEX, 40))),
    ("Golomt", "GOLOMT_SECRET_KEY", _j((ALNUM, 32))),
    ("XacBank", "XACBANK_CLIENT_SECRET", _j((HEX, 48))),
    ("MonPay", "MONPAY_API_KEY", _j((UPPER_DIGITS, 24))),
    ("SocialPay", "SOCIALPAY_CHECKSUM_KEY", _j((HEX, 32))),
    ("Storepay", "STOREPAY_TOKEN", _vendor_jwt("https://service.storepay.mn")),
    ("Shoppy.mn", "SHOPPY_API_KEY", _j((ALNUM, 40))),
    ("Smartcar.mn", "SMARTCAR_MN_TOKEN", _j((HEX, 40))),
    ("e-barimt", "EBARIMT_POS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Ard Financial", "ARD_API_SECRET", _j((URLSAFE, 40))),
]  # fmt: skip
_NAMED = [
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    ".env.production:\n{env}={tok}",
    "docker run -e {env}={tok} sayankara/ticket-sync:3.1",
    "kubectl create secret generic sync --from-literal={env}={tok}",
    "ansible host_vars/kyzyl.yml:\n{env_lower}: \"{tok}\"",
    "appsettings.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "Sayan-Kara admin › Settings › Integrations › {vendor}: {tok}",
    "Wiki table 'Integrations': | {vendor} | 2033 | {tok} |",
    "Space Desk #3162: {vendor} integration broken, current key {tok}",
    "VK Teams, Denis: {vendor} key for the night sync: {tok}",
    "please keep my {vendor} API key: {tok}",
    "the {vendor} token we use now is {tok}, the old one is revoked",
    "ключ API {vendor}: {tok}",
    "вот ключ от {vendor} → {tok}, никому не говори",
    "klyuch API {vendor} {tok}",
    "{vendor} API дүлгүүрү: {tok}",
    "{vendor} API түлхүүр: {tok}",
    "{vendor}-ийн API түлхүүр нь {tok} баярлалаа",
    "API key {vendor} (Mongolian office): {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    ticketscloud = _r(rng, HEX, 40)
    timepad = _r(rng, HEX, 32)
    golomt = _r(rng, ALNUM, 32)
    skirent = _r(rng, ALNUM, 28)
    return [
        Sample("vendor_token", f'resp = httpx.get("https://ticketscloud.com/v1/events", headers={{"Authorization": "key {ticketscloud}"}})', ticketscloud),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {timepad}' 'https://api.timepad.ru/v1/events?organization_ids=88412'", timepad),
        Sample("vendor_token", f"$golomt = new GolomtClient('sayan-kara-mn', '{golomt}');", golomt),
        Sample("vendor_token", f'<add key="SkirentKey" value="{skirent}" />', skirent),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        text = template.format(vendor=vendor, env=env, env_lower=env.lower(), tok=tok)
        out.append(Sample("vendor_token", text, tok))
    return out


_BARE_PLACES = ["{t}", "VK Teams: {t}", "it shows it only once, so here:\n{t}", "вот токен: {t}",
                "{t}\n^ new one, the old one is dead", "hang on to this for me: {t}", "токен: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {
    "LoRaWAN AppKey of the milk-tank sensor T-03 (OTAA): {h}": 32,
    "HMAC secret for the Ticketscloud webhook: {h}": 64,
    "AES key of the GPS trackers' config export: {h}": 32,
    "WireGuard-less IPsec PSK for the rafting base tunnel (hex): {h}": 64,
    "ключ шифрования бэкапа: {h}": 64,
    "бэкаптың шифр дүлгүүрү: {h}": 48,
    "нөөцлөлтийн шифрлэлтийн түлхүүр: {h}": 64,
    "session secret of the festival site → {h}": 64,
    "Django SECRET_KEY of the rental site was the hex {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Space Desk #3170: token copied from the browser's network tab {t}",
    "Cookie: lang=ru; sk_session={t}",
    "TICKET_SYNC_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен доступа: {t}",
    "токен: {t} четтирдим",
    "токен нь {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "EdDSA"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@sayankara.ru"}  # fmt: skip
    if index % 2 == 0:
        claims |= {"iss": "https://id.sayankara.ru/realms/sk", "azp": "dispatch-web",
                   "roles": ["dispatcher", "cashier"]}  # fmt: skip
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "EdDSA": 86}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {
    "old deploy key of the dispatch server, keep it safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/tickets.sayankara.ru.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDO_PRIVATE_KEY": "{key}", "operator": "Tenzor"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_raft <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "приватный ключ сервера:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "серверийн хувийн түлхүүр:\n{key}": ("PRIVATE KEY", "\n"),
    "PGP key for the bank's statements:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {
    "Exodus wallet backup, copying it off the card before I burn it: {p}": "english",
    "recovery phrase of the festival's donation wallet\n{p}": "english",
    "voice memo: the Trust Wallet words are {p} and that's all of them": "english",
    "old ski-rental USDT wallet (emptied), seed: {p}": "english",
    "сид-фраза кошелька для донатов фестиваля: {p}": "russian",
    "мнемоника от кошелька: {p}": "russian",
    "frase di recupero del wallet del rifugio: {p}": "italian",
    "frase semilla de la billetera de los guías: {p}": "spanish",
    "frase de recuperação da carteira do rafting: {p}": "portuguese",
    "지갑 복구 문구: {p}": "korean",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "seed phrase of Ganbold's trading wallet: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _phrase_of(rng: random.Random, lang: str, words_n: int) -> str:
    """A checksum-valid phrase of ``lang``, redrawn until ``Mnemonic(lang).check`` accepts it."""

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [24, 12, 12, 18][index % 4]
    words = _phrase_of(rng, _SEED_PLACES[template], words_n).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        " / ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        ", ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes``, ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "VK Teams, Olga: the company card for the tyre order is {c}, exp {mm}/{yy}",
    "keep my spare card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Space Desk #3181: pay the ski-lift maintenance with card {c}",
    "номер карты: {c}, срок {mm}/{yy}",
    "nomer karty {c} {mm}/{yy}",
    "мээң картам номери: {c}",
    "минің картам номері: {c}",
    "миний картын дугаар: {c}, {mm}/{yy}",
    "kartyn dugaar {c}",
    "the Mir card of the dairy: {c} ({mm}/{yy})",
    "WeChat, Munkhbat: card {c} for the yak-wool deposit",
]  # fmt: skip
_BRANDS = ["mir", "visa", "unionpay", "mastercard", "mir", "jcb", "maestro", "mir"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, ["-", " ", "", ".", " ", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Amex {c} exp 09/36, the four-digit CID above the number: {cvv}",
               "Amex for the festival sound rental, front code: {cvv}",
               "код на лицевой стороне Amex — {cvv}",
               "Amex картының алдында дөрт сан: {cvv}",
               "Amex картын нүүрэн талын дөрвөн орон: {cvv}",
               "the four small digits on the front of the Amex are {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": rng.choice("3456789") + _r(rng, D, 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Mongolia, Russia and Kazakhstan (the neighbours) and the countries used least by a rough
# count over heldouts 5 to 273 (Gibraltar and Guatemala in nineteen, Andorra, Albania, Costa
# Rica and Croatia in twenty). BBAN shapes after stdnum's iban.dat.
_IBAN_SHAPES = {"MN": "n" * 16, "RU": "n" * 14 + "c" * 15, "KZ": "nnn" + "c" * 13,
                "GI": "aaaa" + "c" * 15, "GT": "c" * 24, "AD": "n" * 8 + "c" * 12,
                "AL": "n" * 8 + "c" * 16, "CR": "0" + "n" * 17, "HR": "n" * 17}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice SK-2033-041: please pay for the yak cheese to {i} within 14 days",
    "save the Ulaangom wool trader's IBAN: {i}",
    "IBAN: {i}\nReference: coal trip sheets, March",
    "VK Teams #finance: the Almaty tyre dealer's new bank details, IBAN {i}",
    "IBAN для оплаты: {i}",
    "мээң IBAN: {i}",
    "минің IBAN: {i}",
    "миний IBAN дансны дугаар: {i}",
    "IBAN dans {i}",
    "the festival's sound engineer wants his fee to IBAN {i}",
    "банковские реквизиты, IBAN → {i}",
    "WeChat, Ganbold: IBAN {i} 谢谢",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn12(g: random.Random) -> str:
    """A Russian INN of a person (Khakassia 19, Tuva 17): twelve digits, two check digits."""
    return v.until(g, lambda h: h.choice(["19", "17"]) + _r(h, D, 10), ru_inn.is_valid)


def _inn10(g: random.Random) -> str:
    """A Russian INN of a company: ten digits, one check digit."""
    return v.until(g, lambda h: h.choice(["19", "17"]) + _r(h, D, 8), ru_inn.is_valid)


def _ogrnip(g: random.Random) -> str:
    """An OGRNIP (a sole trader's register number): fifteen digits, the last a mod-13 check."""
    return v.until(
        g, lambda h: "3" + _r(h, D, 2) + h.choice(["19", "17"]) + _r(h, D, 10), ru_ogrn.is_valid
    )


def _unp(g: random.Random) -> str:
    """A Belarusian UNP: nine digits, a weighted check digit."""
    return v.until(g, lambda h: h.choice("1234567") + _r(h, D, 8), by_unp.is_valid)


def _edrpou(g: random.Random) -> str:
    """A Ukrainian EDRPOU: eight digits, a weighted check digit."""
    return v.until(g, lambda h: h.choice("23") + _r(h, D, 7), ua_edrpou.is_valid)


def _rntrc(g: random.Random) -> str:
    """A Ukrainian RNTRC (a person's tax number): ten digits, a weighted check digit."""
    return v.until(g, lambda h: h.choice("23") + _r(h, D, 9), ua_rntrc.is_valid)


def _tckimlik(g: random.Random) -> str:
    """A Turkish T.C. Kimlik number: eleven digits, two check digits."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), tr_tckimlik.is_valid)


_MN_LETTERS = "АБВГДЕЖЗИЙКЛМНОӨПРСТУҮФХЦЧШЭЮЯ"


def _mn_register(g: random.Random) -> str:
    """A Mongolian civil register number: two Cyrillic letters and eight digits (a birth date
    and a serial); its check is not public, none is computed here."""
    born = f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return _r(g, _MN_LETTERS, 2) + born + _r(g, D, 2)


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport: series (95 Khakassia, 93 Tuva, and a year) and six digits."""
    return f"{g.choice(['95', '93'])} {g.randrange(3, 25):02d} {_r(g, D, 6)}"


def _snils(g: random.Random) -> str:
    """A SNILS in its printed groups; its check pair is drawn, not computed."""
    return f"{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 3)} {_r(g, D, 2)}"


def _oms(g: random.Random) -> str:
    """An OMS (health insurance) policy: sixteen digits, no check verified here."""
    return g.choice(["17", "19"]) + _r(g, D, 14)


def _ru_licence(g: random.Random) -> str:
    """A Russian driving licence: four digits of series, six of number."""
    return f"{g.choice(['17', '19', '99'])}{g.randrange(10, 40)} {_r(g, D, 6)}"


def _mn_passport(g: random.Random) -> str:
    """A Mongolian passport: E and seven digits (a guess)."""
    return "E" + _r(g, D, 7)


def _kz_iin(g: random.Random) -> str:
    """A Kazakh IIN: a birth date and six digits; no library here checks it, none is computed."""
    born = f"{g.randrange(60, 100):02d}{g.randrange(1, 13):02d}{g.randrange(1, 29):02d}"
    return born + g.choice("3456") + _r(g, D, 5)


def _military(g: random.Random) -> str:
    """A Russian military ID: two capital Cyrillic letters and seven digits."""
    return _r(g, "АБВГДЕКМНРСТ", 2) + " " + _r(g, D, 7)


_ID_PLACES: dict[str, Maker] = {
    "ИНН физлица (для договора аренды снаряжения): {s}": _inn12,
    "INN of the rafting guide, for the contract: {s}": _inn12,
    "ИНН организации-перевозчика угля: {s}": _inn10,
    "ОГРНИП водителя Саглая: {s}": _ogrnip,
    "OGRNIP of the yak-cheese seller in Erzin: {s}": _ogrnip,
    "УНП белорусского поставщика сепараторов: {s}": _unp,
    "ЄДРПОУ of the Kharkiv tyre supplier: {s}": _edrpou,
    "RNTRC (Ukrainian tax number) of the sound engineer: {s}": _rntrc,
    "T.C. Kimlik No of the Turkish festival guest, for the hotel: {s}": _tckimlik,
    "TC kimlik numarası: {s}": _tckimlik,
    "регистрийн дугаар: {s}": _mn_register,
    "Ganbold's register number (регистр): {s}": _mn_register,
    "паспорт: серия и номер {s}": _ru_passport,
    "паспорт РФ {s}, выдан МВД по Республике Тыва": _ru_passport,
    "СНИЛС: {s}": _snils,
    "полис ОМС {s}": _oms,
    "водительское удостоверение: {s}": _ru_licence,
    "driving licence of the coal-truck driver: {s}": _ru_licence,
    "гадаад паспортын дугаар: {s}": _mn_passport,
    "ЖСН (ИИН) of the Almaty buyer: {s}": _kz_iin,
    "военный билет {s}": _military,
    "мээң паспортум: {s}": _ru_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Yandex ID backup codes for the festival account\n{codes}",
            "резервные коды 2FA от VK: {codes}", "Ticketscloud 2FA recovery codes: {codes}",
            "2FA нөөц кодууд:\n{codes}", "backup codes for the dispatch Google account {codes}",
            "запасные коды для входа: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Glonasssoft:denis@sayankara.ru?secret={s}&issuer=Glonasssoft&digits=6",
              "Aegis, manual setup key for the Khan Bank business login: {s}",
              "ключ настройки 2FA для Petrol Plus: {s}",
              "2FA-ның чажыт дүлгүүрү: {s}",
              "TOTP secret of the ski-rental admin: {s}",
              "2FA нууц түлхүүр: {s}"]  # fmt: skip
_CODES = ["{c} is your Ticketscloud verification code", "Код подтверждения: {c}. Никому не сообщайте",
          "Khan Bank: tany batalgaajuulah kod {c}", "Таны нэг удаагийн код: {c}",
          "Use {c} to sign in to Autotracker", "kod {c} nikomu ne govorite",
          "Ozon Bank: код {c} для входа", "Golomt OTP: {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family(
    "otp_code",
    _CODES,
    lambda g, i, t: {"c": v.until(g, lambda h: h.choice("123456789") + _r(h, D, 5), _not_in_clean)},
    "c",
)


_RECOVERY = ["BitLocker recovery key of the dispatch laptop: {k}",
             "ключ восстановления BitLocker: {k}",
             "Proton recovery phrase? no, the recovery key: {k}",
             "FileVault recovery key (ticket desk Mac): {k}",
             "сэргээх түлхүүр: {k}"]  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if "BitLocker" in template:
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(6))}


_recovery = _Family("recovery_key", _RECOVERY, _recovery_draw, "k")


_SSIDS = ["SayanKara-Dispatch", "Rostelecom_Abakan_5G", "Kyzyl-Fest-Staff", "Ergaki-Rent",
          "YeniseiRaft-Base", "Sarlyk-Dairy", "MTS_Router_4417", "Beeline_Chadan", "Megafon-Erzin"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "dispatch office network {s}, password {pw}",
    "wifi at the rafting base: {s} / {pw}",
    "the key printed under the Rostelecom box: {pw}",
    "пароль от вайфая {s}: {pw}",
    "parol ot wifi {s} — {pw}",
    "вайфай {s}, чажыт сөзү {pw}",
    "вайфай {s}, чазыт сӧзі {pw}",
    "wifi {s} нууц үг: {pw}",
    "wifi {s} nuuts ug ni {pw}",
    "nmcli dev wifi connect {s} password '{pw}'",
    "guest list said: staff wifi {s} → {pw}",
    "уличная камера на базе подключена к {s}, ключ WPA {pw}",
    "LTE router for the yak camp: SSID {s}, PSK {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 12) + _r(rng, UPPER, 2)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("af_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28)),
                 _j("rp_live_", (ALNUM, 20))]  # fmt: skip
_SPELL = ["reading it out one character at a time: {t}", "[dictated over a TrueConf call] {t}",
          "(spaced so the VK Teams preview hides it) {t}", "по одной букве: {t}",
          "нэг нэгээр нь: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["код замка на складе с сёдлами: {pw}", "kod ot kalitki bazy {pw}",
          "пин-код от карты Петрол Плюс: {pw}", "the fuel card PIN for truck 417 is {pw}",
          "кодовый замок на вагончике диспетчеров — {pw}#", "PIN of the ski-locker room: {pw}",
          "картаның пин-коду: {pw}", "картын ПИН код: {pw}", "the yak barn keypad takes {pw} then ✓"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    length = [3, 4, 5, 3][index % 4]
    return {"pw": v.until(rng, lambda g: g.choice("23456789") + _r(g, D, length), _not_in_clean)}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["sarlyk", "khoomei", "taiga", "yenisei", "kargyraa", "byzaanchy", "khomus",
                 "ergaki", "izykh", "chatkhan", "doshpuluur", "aarzhy", "shagonar", "saddle",
                 "lasso", "paddle"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase of the dispatch vault: {p}": " ",
            "Bitwarden master passphrase (festival): {p}": "-",
            "VeraCrypt volume passphrase: {p}": " ",
            "кодовая фраза от хранилища паролей: {p}": " ",
            "нууц үгийн хэллэг: {p}": ".", "чажыт домак: {p}": "_",
            "passphrase for the raft base backup disk: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {
    "Insomnia export, header Authorization: Basic {v}": True,
    "proxy_set_header Authorization \"Basic {v}\";": True,
    "HTTPie: http GET tickets.sayankara.ru/api/orders 'Authorization: Bearer {v}'": False,
    "Bruno collection, auth header = Basic {v}": True,
    "заголовок из логов: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "traccar.xml:\n<entry key='database.user'>traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "icecast.xml:\n<authentication>\n  <source-password>{pw}</source-password>\n</authentication>",
    "pretix.cfg:\n[database]\nbackend=postgresql\nname=pretix\nuser=pretix\npassword={pw}",
    "odoo.conf:\n[options]\ndb_user = odoo\ndb_password = {pw}",
    "site_config.json (ERPNext):\n{{\"db_name\": \"dairy\", \"db_password\": \"{pw}\"}}",
    "Dolibarr conf.php:\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='{pw}';",
    "GLPI config_db.php:\npublic $dbuser = 'glpi';\npublic $dbpassword = '{pw}';",
    "osTicket ost-config.php:\ndefine('DBUSER','osticket');\ndefine('DBPASS','{pw}');",
    "Moodle config.php:\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = '{pw}';",
    "Snipe-IT .env:\nDB_USERNAME=snipeit\nDB_PASSWORD={pw}",
    "metabase.env:\nMB_DB_USER=metabase\nMB_DB_PASS={pw}",
    "airflow.cfg:\n[database]\nsql_alchemy_conn = postgresql+psycopg2://airflow:{pw}@pg.sayankara.lan/airflow",
    "asterisk pjsip.conf:\n[dispatch-201]\ntype=auth\nauth_type=userpass\nusername=201\npassword={pw}",
    "zabbix_server.conf:\nDBUser=zabbix\nDBPassword={pw}",
    "Redmine config/database.yml:\nproduction:\n  adapter: postgresql\n  username: redmine\n  password: \"{pw}\"",
    "keycloak.conf:\ndb-username=keycloak\ndb-password={pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Denis: пароль от весовой?\nОчур: {pw}",
    "[06:02] chechek: root pw for the ticket server?\n[06:03] aikhaan: {pw}",
    "Sholban: {pw} is the new password for the raft-base laptop",
    "Olga: use {pw}, that's what I set on the dairy router",
    "Ксения: {pw} — это новый пароль от кассы",
    "Чодураа: чаа паролувус {pw}",
    "Тигир: чаа пароль — {pw}",
    "Ганболд: шинэ нууц үг {pw}",
    "Munkhbat: shine nuuts ug {pw}",
    "Aidys: parol {pw} sps",
    "Mergen: wifi?\nDolaana: {pw}",
    "Сабина: {pw} ← пароль от Bookon",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 61), (_logins, 24), (_spelled, 12), (_cli, 32), (_urls, 12), (_vendors, 54),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 6), (_codes, 8), (_recovery, 5),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16),
    (_chats, 12),
]  # fmt: skip


def secrets() -> list[Sample]:
    """The held-out secret-bearing samples (each names the value that must not survive)."""
    rng = random.Random(SEED)
    out: list[Sample] = []
    for family, n in _PLAN:
        out += family.take(rng, n) if isinstance(family, _Family) else family(rng, n)
    return out


def _english_seed(g: random.Random) -> str:
    return _phrase_of(g, "english", 12)


_SPLIT_PASSWORDS = {
    "the Autotracker password is": "{s}", "weighbridge service pw:": "{s} (since the scale swap)",
    "пароль от кассы:": "{s}", "Glonasssoft password": "{s}\nchange it after the season",
    "чажыт сөс:": "{s}", "нууц үг нь": "{s}", "parol ot wifi": "{s}", "Skirent password": "{s}",
    "the password Denis read out over the radio was": "{s}, I think", "чазыт сӧс:": "{s}",
}  # fmt: skip
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Ticketscloud API key", "{s}", _j((HEX, 40))),
    ("split_token", "ключ API Rentprog:", "{s} (прокат)", _j("rp_live_", (ALNUM, 32))),
    ("split_token", "Glonasssoft client secret", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Exodus backup words", "{s}", _english_seed),
    ("split_card", "номер карты", "{s} до 08/37", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "MN"))),
    ("split_backup", "Yandex ID backup codes", "{s}\nqmzt-4821-xkrw\nplof-9033-hbnd", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "ИНН", "{s}", _inn12),
    ("split_phrase", "KeePassXC passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


_METADATA: dict[str, tuple[str, Maker]] = {
    '{"weighbridge": {"url": "https://scale.sayankara.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"пароль": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "denis", "pass": "{s}"}}': ("meta_password", _plain_pw),
    '{"kiosks": [{"name": "kassa-1"}, {"name": "kassa-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["bcp", "Coal.dbo.Trips", "out", "trips.dat", "-U", "sa", "-P", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "нууц үг нь {s}"}': ("meta_password", _plain_pw),
    '{"чажыт_сөс": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Skirent admin as ochur with the password {s}"}': ("meta_password", _plain_pw),
    '{"ticketscloud": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 40))),
    '{"petrolPlusToken": "{s}"}': ("meta_token", _j((UPPER_HEX, 32))),
    '{"golomt_secret": "{s}"}': ("meta_token", _j((ALNUM, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KZ")),
    '{"driver": {"inn": "{s}"}}': ("meta_id", _inn12),
    '{"mfa": {"backup_codes": ["{s}", "qmzt-4821-xkrw", "plof-9033-hbnd"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"donation_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"saddle_store": {"lock_code": "{s}"}}': ("meta_pin", _j(("23456789", 1), (D, 5))),
    '{"wifi": {"ssid": "YeniseiRaft-Base", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pyserial-3.5-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"weighbridge-fw-2.7.3.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.sayankara.ru/ticket-sync:3.1").hexdigest()
_COMMIT = hashlib.sha1(
    b"dispatch: add Izykh pit to the route table", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(
    b"tickets: revert seat map for the main stage", usedforsecurity=False
).hexdigest()[:9]
_MD5 = hashlib.md5(b"milk_yields_2033-07.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"coal-trips-2033-q2.parquet").hexdigest()

CLEAN = [
    "Remind me to change the weighbridge password before the inspection on 2033-06-11.",
    "Ochur asked for the rafting base wifi password; it's on the card in the office drawer.",
    "Policy: company passwords are at least 14 characters and live only in KeePassXC.",
    "Please don't paste passwords into VK Teams; share a vault link instead.",
    "The `.env.example` line `TICKETSCLOUD_API_KEY=change-me` is a placeholder; the real key is in the vault.",
    "The Autotracker cabinet asks for a new password every 90 days.",
    "Replace <YOUR_TIMEPAD_TOKEN> in the README with the token from your TimePad organiser page.",
    "PETROLPLUS_API_KEY and GLONASSSOFT_API_KEY must be set before the night sync runs.",
    "Никому не говори свой пароль, даже диспетчеру.",
    "Пароль должен быть не короче четырнадцати символов.",
    "Чажыт сөзүңнү кымга-даа чугаалава.",
    "Чазыт сӧзіңні кемге дее чоохтаба.",
    "Нууц үгээ хэнд ч битгий хэлээрэй.",
    "nikomu ne govori parol, ok?",
    "Сменить пароль на кассе после фестиваля — задача Ксении.",
    "Баярлалаа, the yak wool arrived in Erzin on Tuesday.",
    "Четтирдим! The throat-singing workshop starts at 15:00 in the Kyzyl drama theatre.",
    "Алғыс! Coal trucks leave the Izykh pit at 06:30 and 14:30.",
    f"commit {_COMMIT} adds the Izykh pit to the route table.",
    f"Rolled back to {_SHORT} after the seat map broke the main-stage sales.",
    f"requirements.txt: pyserial==3.5 --hash=sha256:{_WHEEL_SUM}",
    f"The weighbridge firmware 2.7.3 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of coal-trips-2033-q2.parquet: {_SHA512}",
    f"The ticket sync runs registry.sayankara.ru/ticket-sync@sha256:{_IMAGE}.",
    f"MD5 of milk_yields_2033-07.csv is {_MD5}, same as the copy on the NAS.",
    "Request id 4c1d7e20-93b5-4a6f-8e02-d7a1c3f95b64 is the slow one in the Ticketscloud logs.",
    "Order ZK-2033-00917: 40 yak-cheese wheels for the Kyzyl market, ships Thursday.",
    "Space Desk #3107: the dispatch tablet screen is cracked, not a password problem.",
    "Call the Abakan dispatch office on +7 390 222 41 87 before noon.",
    "Truck К 417 СХ 19 carried 38.4 t from the Izykh pit on 2033-03-14.",
    "Trip sheet PL-2033-0412 covers the Chernogorsk run, 6 trucks.",
    "HS code 2701.12 is bituminous coal; 0406.90 is other cheese.",
    "Postcode 667000 is Kyzyl; 655017 is Abakan.",
    "Route 101 leaves the Abakan bus station for Kyzyl at 08:00 on the Usinsk highway (R-257).",
    "After five wrong passwords the Glonasssoft cabinet locks the account for 15 minutes.",
    "The Yenisei at Shagonar runs at about 2 m/s in June; rafts of 6 seats, 12 kg each.",
    "The secret of good yak butter is cold water and patience.",
    "Ask Saglai for the saddle-store lock code, I don't have it.",
    "My card ending 4417 was declined at the Abakan hardware store.",
    "The Almaty tyre dealer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the festival's Yandex ID and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `TICKETSCLOUD_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the saddle store freezes at −40 °C; keep it under a cover.",
    "TimePad moved the API token page under Organisation › Integrations in its spring release.",
    "ISBN 978-5-7655-0841-2 is the throat-singing book on the desk shelf.",
    "The guest wifi 'Kyzyl-Fest-Guest' is open, no password needed.",
    "Lot DAIRY-2033-0711, 420 l of yak milk, fat 6.8 %, collected in Mugur-Aksy.",
    "Khöömei Nights 2033 tickets: parterre row 7, seats 12-14, order 8812-3340.",
    "Ergaki ski pass season 2033/34 costs 18 500 roubles; the lift runs from 09:00.",
    "The Mir card's PIN must never be written on the card itself.",
    "Kamaz 6520 board 417 is due for service at 120 000 km.",
    "INN and OGRN of the company are printed on every invoice; the driver's INN is not.",
    "Festival programme v2.3 (final) was sent to the printer on 2033-07-02.",
    "Rafting season opens on 2033-06-01; the base's phone is +7 394 225 18 63.",
    "Pantone 7621 C is the red of the festival poster.",
    "UUID of the main-stage seat map: 0f4e8c6a-2b1d-4e73-9a05-6c8d2f1b7e39 (public in the widget).",
    "Coal grade Д (long-flame), ash 12 %, moisture 9.5 %.",
    "The word 'password' is 'нууц үг' in Mongolian and 'чажыт сөс' in Tuvan.",
    "Release ticket-sync 3.1.4 fixes the TimePad retry loop.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/dispatch/autotracker", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 733}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pyserial", "version": "3.5"}}',
    '{"ticket": "3107", "order": "ZK-2033-00917"}',
    '{"lot": {"id": "DAIRY-2033-0711", "litres": 420, "fat_pct": 6.8}}',
    '{"phone": "+7 390 222 41 87", "city": "Abakan"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "trucks_on_route": 14}',
    '{"hs_code": "2701.12", "origin": "RU-KK", "description": "bituminous coal"}',
    '{"postcode": "667000", "city": "Kyzyl", "route": "R-257"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
