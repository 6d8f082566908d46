# ruff: noqa: RUF001, RUF002  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, two-hundred-and-thirty-fifth corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the two-hundred-and-thirty-third's
docstring, the fifth to two-hundred-and-thirty-third only to search them (grep) for the
languages, wordings, tools, vendors, id kinds and IBAN countries already used (to use others),
the sample types (`secret_classes_heldout.py`), the value helpers (`secret_classes_values.py`)
and the library docs of python-stdnum and mnemonic; never `memories/`, the tuning corpus, the
round corpora, the corpora written at the same time (the two-hundred-and-thirty-fourth,
two-hundred-and-thirty-sixth and two-hundred-and-thirty-seventh), any test, the reports, the
benchmarks, the changelog nor the git history, and the scrubber was never run on it. Its own seed
(235418062), password words (a hero of the Nart epic, a year, a sign and a number; a Circassian or
Balkar dish, a sign and a number; a horse word, a village and a number joined by dots; a spring's
name, a bottle's litres and a sign; a trout word and its weight in grams; leet words of Sosruko,
Sataney, Dombay and Elbrus with a year; a ski run in capitals and a number; a name, a birth year,
a sign and a village; a cheese batch's month and year; a generator's three groups and random
runs; spelled words from the instruments, dances and old gods of the tales: shichepshin,
pkhachich, zafak, Adiyukh, Amysh, Tkhashkho), names, places, templates, tools, vendors and
layouts, the way the staff of Nartsana Group (fictional: a cheese dairy at Maykop, a ski hotel at
Terskol under Elbrus and a chalet at Dombay, a mineral-water bottling plant at Nalchik with springs
at Khasaut and Kichi-Balyk, a horse stud at Uchkeken in the Malokarachayevsky district, a trout
farm at Bylym in the Baksan gorge, and friends in the Circassian clubs of Turkey, Jordan and
Israel) leak secrets into an assistant's memory. The texts are Gem Space, Squadus, VK Calls and
IVA Connect chats, chat logs with times, Hubex and Itilium tickets, ELMA365 and Worksection tasks,
Yandex Wiki pages and tables, notes, e-mails, runbooks, READMEs, shell prompts, voice-memo
transcripts, dictated text and requests to the assistant itself; the separators run from a
colon, "is" and a dash to a breadcrumb (›), a new line, quotes (`'…'`, `«…»`, backticks), parentheses
and table cells.

Tools, flags and files none of heldouts 5 to 233 names (each grepped for the command, flag or
variable itself): Magento's `bin/magento setup:install --admin-password`, zVirt's engine-setup
answer file (`OVESETUP_CONFIG/adminPassword=str:`), `RUPOST_ADMIN_PASSWORD`, and CI variables of
GitVerse, SourceCraft and GitFlic. Beside them commands and files of lightly used tools (in one
corpus each by grep: asyncua's `uaread` with the password in its URL, GStreamer's `rtspsrc
user-pw=`, `pmm-admin config --server-url`, `wp core install --admin_password`, Nextcloud's `occ
maintenance:install --admin-pass`, `vault write auth/userpass/users/…`, `ipa-server-install -a`,
CryptoPro's `csptest -password` and `certmgr -pin`, `YDB_PASSWORD`, `hdparm --security-set-pass`,
mailx's `smtp-auth-password`, Jupyter's `--ServerApp.token`, `truecrypt -p`, `bundle config set`,
`proxysql-admin --cluster-password`, `atlas schema apply -u`, `.monetdb`, Odyssey's
`odyssey.conf`, collectd's MySQL plugin, rsyslog's `ommysql`, Packer's `ssh_password`, Vagrant's
`config.ssh.password`, `ZINC_FIRST_ADMIN_PASSWORD`, TeamSpeak's `serveradmin_password`, Minecraft's
`rcon.password`, FileZilla's `sitemanager.xml`, Eltex and Qtech switch configs; in two or three
each: `gh-ost`, `pt-table-checksum`, `pt-online-schema-change`, `myloader`, `xtrabackup`, `mycli`,
`pgcli`, `migrate -database`, 1C's `ibcmd --db-pwd`, `vrunner --db-pwd`, Firebird's `isql -user
SYSDBA -password`, `sqlline -p`, `flyway -password`) and common layouts (env files, compose,
systemd, Kubernetes secrets, Caddy and HAProxy headers, `otpauth://`, JWTs, PEM blocks, Basic and
Bearer headers, connection strings for Postgres Pro, Tantor, Jatoba and Red Database, Python,
JavaScript, PHP, Go, Gradle and plist code) in wordings of their own.

About 47 % of the secret samples are in other languages than English (by a rough count of the
drawn samples, 185 of 390: the texts with a letter or marker word of the languages below):
Kabardian in Cyrillic with its palochka (`паролыр`, `щэху псалъэр` "the secret word", `мис`
"here is", `мыращ` "this is it", `щӀэ` "new", `Ӏункъуэбзэ` "key", `зыми умыгъэлъагъу` "show it to
nobody", `Упсэу` "thanks", `итӀанэ` "then", `бжэм и кодыр` "the door's code", `цӀэр` "the name",
`хьэрфкӀэ зырызу` "letter by letter"), Adyghe in Cyrillic (`сипаролэр`, `паролэр`, `шъэф
гущыӀэр` "the secret word", `мыр ары` "this is it", `мары`, `кӀэ` "new", `ӀункӀыбзэ` "key",
`зыми щымыгъэгъуаз` "let nobody know", `Тхьэуегъэпсэу` "thanks", `етӀанэ`, `пчъэм икод` "the
door's code", `ыцӀэ`, `Мыекъуапэ`), Karachay-Balkar in Cyrillic (`паролу`, `джашырын сёз` "secret
word", `джангы` "new", `ма` "here, take it", `бир кишиге да айтма` "tell nobody", `бек сау бол`
"thanks", `къарнаш` "brother", `ачхыч` "key", `эшикни коду`, `андан ары` "after that", `деген
сёз`, `Минги тау` for Elbrus, `тёрт цифра`), Russian as texted in the North Caucasus (`пасс`,
`кароч`, `брат`, `от души`, `валлахи никому`, `никому не кидай`, `салам`; in Latin letters
`bratan`, `parol`, `ot dushi`, `kommanda vot`, `po bukvam`, `API kluch`), the Turkish of the
Circassian diaspora (`şifresi`, `kimseyle paylaşma`, `sağ ol kardeşim`, `abi`, `Kafkas Derneği`,
with the Circassian thanks `Upşe` and `Thawegapşu`), and Circassian transliterated in Latin
letters as the diaspora types it (`si parolır`, `şexu psalhe`, `zımi jumı'e`, `mis`, `ş'er`,
`it'ane`, `bjem i kodır`, `ts'er`, `Iunkhuebze`, `upsew`, `thawegapsew`); the loanwords are the
ones people there type (пароль, логин, вайфай, токен, сервер, API key, backup, recovery key). The
wordings are the author's approximations, checked by no speaker; the thinnest guesses are the
Adyghe `зыми щымыгъэгъуаз`, `ремыӀу` (in a clean text) and `хьарыфэу зырызэу`, the Kabardian
`зыми умыгъэлъагъу`, `хьэрфкӀэ зырызу`, `бжыгъищыр`/`бжыгъиплӀыр` for a card's code and the
hyphenated loans (`подключенэр`, `шифрованэ Ӏункъуэбзэр`, `recovery key-р`), the Karachay-Balkar
`жабыкъ ачхыч` for a private key, `харф-харф`, `джазгъан командам` and `номерини башындагъы тёрт
цифра`, and every Latin Circassian spelling (no one standard is followed).

Vendors (Maykopbank, Kuban Kredit, Center-invest, PayOnline, BKM Express, VatanSMS, Bulutfon,
Sahibinden, Letgo, Çiçeksepeti, Shiptor, Grastin, ApiShip, Pony Express, Major Express, Hotellab,
Academservice, OneTwoTrip, Travelata, Level.Travel, Alean, Starjack, Kavkaz.RF, CheckYeti, SkiBro,
Equimetre, Birth Alarm, EquiManager, Destron Fearing, Blue Unit, CageEye, OwenCloud, Hubex,
Squadus, ELMA365, Worksection, Moy Nalog, VkusVill, First OFD, Zirve, RusGuard, Devline and Gem
Space) are ones heldouts 5 to 233 do not name (grepped by name and its Latin spelling; İletimerkezi,
also here, is in one); the devices and programs whose passwords leak (Funke Gerber, Scherjon,
Alpma, Clerici, Delta Instruments, Netstal, P.E. Labellers, Robopac, Kosme, Gebo Cermex,
Steinfurth, Lumex, Клевер, Ozlocks, Be-Tech, Vestel, Airties, Upvel, Simple-Scada, Traffic
Inspector, zVirt, SpaceVM, vStack, Termidesk, Dallas Lock, Mailion, RuPost, Postgres Pro, Tantor,
Jatoba) are in none either. No shape here is one the author knows to be real: every one is a guess
(hex, base64, URL-safe and alphanumeric runs, UUIDs, a bot token of digits, a colon and a run,
JWTs for Travelata, Kavkaz.RF and OwenCloud, and the `hl_`, `sj_live_` and `sq_bot_` prefixes);
the JWTs are well-formed.

The ids that carry a check are kinds lightly used before (in one to five corpora each by grep),
each drawn until its python-stdnum module validates it: Russia's personal INN (`ru.inn`) and a
sole trader's OGRNIP (`ru.ogrn`), Turkey's T.C. Kimlik No (`tr.tckimlik`) and VKN (`tr.vkn`),
Israel's identity number (`il.idnr`) and company number (`il.hp`), Cyprus's VAT number
(`cy.vat`), Slovakia's IČ DPH (`sk.dph`) and Latvia's PVN (`lv.pvn`); the kinds no library or
this file checks (no check-digit algorithm is written here) are a Russian internal passport with a
region's series, a Russian driving licence, a military card (военный билет), a hunting licence
(охотничий билет), a SNILS and an OMS policy number (no check computed), a Turkish passport, an
old Turkish identity card's serial (nüfus cüzdanı) and a Jordanian national number. Card numbers
pass Luhn (the value helpers' brands and the Mir `2200`–`2204` and Troy `9792` prefixes, checked
with python-stdnum's `luhn`); the card codes are American Express's four digits. The IBANs are of
countries used least by a rough count over the IBAN shapes and IBAN calls of heldouts 5 to 233
(Cyprus, Latvia, Slovakia, Russia, Turkey, Kazakhstan, the Emirates and Jordan, eighteen to twenty
corpora each by that count), drawn until `stdnum.iban` validates them; seed phrases come from
`mnemonic`'s English, Russian and Turkish lists (Temple, Jaxx, Tonhub, Bybit, Nova, Frame, Kukai,
Talisman and the wallet in Telegram), each with a valid checksum, the Russian and Turkish ones
drawn until `Mnemonic(lang).check` accepts them (it looks each word up after NFKD, so a word with
`й`, `ş` or `ç` fails it). Counts: 390 secret samples, 20 field pairs and 20 metadata samples (430
scored, every secret unique and four characters or longer), 60 clean texts and 10 clean metadata
dicts.
Measured once blind, then spent: read and trained on.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import re
import string
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mnemonic import Mnemonic
from stdnum import iban as std_iban
from stdnum import luhn
from stdnum.cy import vat as cy_vat
from stdnum.il import hp as il_hp
from stdnum.il import idnr as il_idnr
from stdnum.lv import pvn as lv_pvn
from stdnum.ru import inn as ru_inn
from stdnum.ru import ogrn as ru_ogrn
from stdnum.sk import dph as sk_dph
from stdnum.tr import tckimlik as tr_tckimlik
from stdnum.tr import vkn as tr_vkn

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 235_418_062
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
UPPER_HEX = HEX.upper()
URLSAFE, B64 = ALNUM + "-_", ALNUM + "+/"

_r, _j = v.r, v.token
Maker = v.Maker
Draw = Callable[[random.Random, int, str], dict[str, str]]


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


# Heroes of the Nart epic, dishes, horse words, springs, trout, ski runs: the words people at
# Nartsana Group (fictional) build their passwords from.
_NARTS = ["Sosruko", "Sataney", "Badinoko", "Ashamez", "Shabatnuko", "Tlepsh", "Orzamedzh",
          "Nasren", "Khimish", "Malechipkh", "Psabida", "Warzamag"]  # fmt: skip
_DISHES = ["Khalyva", "Lakuma", "Gedlibzhe", "Shipsi", "Gyrdzhyn", "Zhemukho", "Kaymak", "Bzhynykhu",
           "Dzhyrna", "Lyps", "Shchips", "Kuae"]  # fmt: skip
_HORSES = ["kabardin", "karachai", "tabun", "zherebets", "kobyla", "dzhigit", "skakun", "zhorga"]
_PLACES = ["Terskol", "Azau", "Cheget", "Itkol", "Tegenekli", "Bylym", "Tyrnyauz", "Zayukovo",
           "Uchkeken", "KichiBalyk", "Khasaut", "Dombay", "Teberda", "Maykop", "Khadzhokh",
           "Lagonaki", "Guzeripl", "Nalchik", "Dolinsk", "Adygeysk", "Cherkessk"]  # fmt: skip
_WATER = ["Nartsana", "Khasaut", "Dolinsk", "Bylym", "KichiBalyk", "Narzanka"]
_TROUT = ["Forel", "Kumzha", "Raduzhka", "Malek", "Palia"]
_RUNS = ["GARABASHI", "KRUGOZOR", "MIR", "AZAU", "CHEGET", "MUSA", "SULAKHAT", "ALIBEK", "PTYSH",
         "SEMENOV", "BAKSAN"]  # fmt: skip
_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_NAMES = ["Aslan", "Murat", "Zaur", "Anzor", "Azamat", "Madina", "Zalina", "Fatimat", "Astemir",
          "Alim", "Kazbek", "Nalbiy", "Aminat", "Khyzyr", "Azret", "Khalimat", "Tahir", "Cengiz",
          "Nihal", "Sevim", "Orhan", "Bella", "Dzhamal"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["S0sruk0", "S4t4n3y", "Kh4lyv4", "G3dl1bzh3", "L4kum4", "D0mb4y", "3lbrus", "N4rt54n4",
         "F0r3l", "T4bun"]  # fmt: skip


def _manager(g: random.Random) -> str:
    """Three random groups of six, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 6) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    lambda g: f"{g.choice(_NARTS)}{g.randrange(1950, 2031)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_DISHES)}{g.choice(_SYMBOLS)}{g.randrange(100, 10_000)}",
    lambda g: f"{g.choice(_HORSES)}.{g.choice(_PLACES).lower()}.{g.randrange(10, 1000)}",
    lambda g: f"{g.choice(_WATER)}{g.choice(['0.33', '0.5', '1.0', '1.5', '5.0', '19'])}L{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: f"{g.choice(_TROUT)}{g.randrange(150, 2500)}g{g.choice(_SYMBOLS)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1985, 2033)) + g.choice(_SYMBOLS) + _r(g, LOWER, 2),
    lambda g: f"{g.choice(_RUNS)}-{g.randrange(1000, 10_000)}",
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1960, 2010)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    _manager,
    lambda g: _r(g, ALNUM + "$%&!?", 15),
    lambda g: _r(g, ALNUM, 14),
    lambda g: f"Kuae{g.choice(_MONTHS)}{g.randrange(2024, 2033)}{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Gem Space chat 'Maykop dairy', Madina: the Funke Gerber LactoStar web password is {pw}",
    "IVA Connect meeting chat: Scherjon cheese vat HMI admin password {pw}",
    "Squadus DM from Astemir: Alpma cutting line panel password {pw}",
    "Hubex ticket 2241 (Maykop dairy): Clerici vat controller password {pw}, please rotate",
    "Itilium request 7730: the Delta Instruments LactoScope admin password is {pw}",
    "ELMA365 task 'Nalchik bottling hall': Netstal PET-LINE HMI password {pw}",
    "Worksection task 118: P.E. Labellers Modular web password {pw}",
    "Yandex Wiki page 'Bottling line 2': Robopac Helix wrapper password {pw}",
    "VK Calls chat during the line audit: Kosme filler supervisor password {pw}",
    "note to self: Gebo Cermex palletiser service password {pw}",
    "Steinfurth CO2 tester in the Nalchik lab, admin password {pw}",
    "Lumex Fluorat-02 lab PC password {pw} (don't change it before the audit)",
    "Ozlocks card encoder at the Terskol hotel front desk: password {pw}",
    "Be-Tech lock software on the Dombay reception PC, admin password {pw}",
    "Vestel hotel TV management portal, Terskol: password {pw}",
    "Airties mesh at the Dombay chalet, admin password {pw}",
    "Upvel router in the Uchkeken stable office: web password {pw}",
    "RusGuard access control server at the Elbrus hotel: operator password {pw}",
    "Devline NVR at the Bylym trout farm, admin password {pw}",
    "Simple-Scada panel on the trout raceways: engineer password {pw}",
    "Traffic Inspector gateway at the Maykop office: admin password {pw}",
    "zVirt engine, admin@internal password {pw}",
    "SpaceVM controller web password {pw}",
    "Termidesk admin console password {pw}",
    "Dallas Lock on the accountant's PC, administrator password {pw}",
    "Hi Zalina,\n\nthe Mailion admin password for the Nartsana mail is {pw}. Please put it in the vault and delete this mail.\n\nThanks,\nAstemir",
    "Runbook: restart the Khasaut spring pump\n1. open the OwenCloud panel\n2. log in as engineer\n3. password {pw}\n4. set pump P2 to manual",
    "README (stud office)\nEquiManager runs at https://stud.nartsana.lan, admin password `{pw}`.",
    "диктую: пароль от vStack {pw}, точка",
    "RuPost yönetici şifresini benim için hatırla: {pw}",
    "my Maykopbank app password is {pw} now",
    "the Kuban Kredit online banking password is {pw}",
    "Анзор: сервер щӀэм и паролыр {pw}, зыми умыгъэлъагъу",
    "си почтэм и щэху псалъэр — {pw}",
    "Клевер-2М анализаторым и паролыр мис: {pw}. Упсэу!",
    "Заур: бухгалтерым и компьютерым и паролыр «{pw}»",
    "Мыекъуапэ къуае шӀыпӀэм икомпьютер ипаролэр {pw}",
    "сипаролэр {pw}, зыми щымыгъэгъуаз",
    "Нальбий: сервер кӀэм ипаролэр мыр ары: {pw}",
    "шъэф гущыӀэр {pw}. Тхьэуегъэпсэу!",
    "Хызыр: джангы серверни паролу {pw}, бир кишиге да айтма",
    "джашырын сёз: {pw}",
    "Минги таудагъы отельни компьютерини паролу {pw}",
    "къарнаш, почтаны паролу ма: {pw}. Бек сау бол",
    "Салам, брат. Пароль от Клевера на сыроварне: {pw}. Валлахи никому",
    "кароч пасс от Devline щас {pw}, от души",
    "Азрет: новый пароль на конюшне {pw}, никому не кидай брат",
    "bratan parol ot Postgres Pro na zavode {pw}, ot dushi",
    "Abi, Nalçik'teki dolum hattının şifresi {pw}, kimseyle paylaşma",
    "Zirve muhasebe programının şifresi: {pw} Sağ ol kardeşim",
    "Kafkas Derneği bilgisayarının yeni şifresi {pw} Upşe!",
    "Nihal: Maykop mandırasının e-posta şifresi {pw}, Thawegapşu",
    "si parolır {pw}, zımi jumı'e",
    "şexu psalhe: {pw}. upsew!",
    "Murat: server ş'em i parolır mis: {pw}",
    "sıparolır {pw}, thawegapsew",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["aslan.k", "murat", "zaur.t", "anzor", "azamat.b", "madina", "zalina.sh", "fatimat",
          "astemir", "alim.kh", "kazbek", "nalbiy", "aminat.d", "khyzyr", "azret.b", "khalimat",
          "tahir", "cengiz", "nihal.b", "sevim", "orhan.t", "svc-dairy", "svc-bottling",
          "skihotel-ops", "stud-vet", "trout-ops"]  # fmt: skip
_LOGINS = [
    "Gem Space, Madina: the Funke Gerber login is {u} / {pw}",
    "Hubex #2250: {u} locked out of the Alpma panel, last password {pw}",
    "user {u} pass {pw}",
    "Yandex Wiki › Dairy › Lab › LactoScope: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| RusGuard | {u} | {pw} |",
    "sign into zVirt as {u} with {pw}",
    "Devline login {u}:{pw}",
    "login: {u}\npassword: {pw}",
    "- host: hotel-nvr-elbrus\n  user: {u}\n  pass: {pw}",
    "Squadus: account {u}, password {pw}",
    "Astemir says the Termidesk account is {u} and the password is {pw}",
    "system,login,password\nspacevm,{u},{pw}",
    "логиныр {u}, паролыр {pw}",
    "цӀэр {u}, щэху псалъэр {pw}",
    "логинэр {u}, паролэр {pw}",
    "ыцӀэ {u}, ипаролэ {pw}",
    "логин {u}, пароль {pw} — бир кишиге да айтма",
    "аты {u}, джашырын сёзю {pw}",
    "логин {u} пасс {pw} брат",
    "заходи под {u}, пароль {pw}, от души",
    "kullanıcı adı {u}, şifre {pw}",
    "giriş {u} / {pw} abi",
    "login {u}, parolır {pw}",
    "ts'er {u}, şexu psalher {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


# Instruments, dances and old gods of the Circassian tales: words no password maker above uses.
_SAID_WORDS = ["shichepshin", "pkhachich", "kamyl", "zafak", "adiyukh", "amysh", "zekuatkhe",
               "mezitkha", "sozeresh", "thagaledzh", "tkhashkho", "dzhegu"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the word {w}, small letters, and then {d}",
    "password: it's {w}, right after it the number {d}",
    "for the stud server it's {w} and {d} at the end",
    "voice memo: the hotel wifi password is {w} and then {d}, no space",
    "type {w}, then {d}",
    "it's {w}{d}, word and digits together",
    "паролыр {w} псалъэрщ, итӀанэ {d}",
    "паролэр {w} гущыӀэр ары, етӀанэ {d}",
    "паролу {w} деген сёз, андан ары {d}",
    "пароль это слово {w}, потом {d}, всё вместе брат",
    "şifre {w} kelimesi, sonra {d}",
    "parolır {w} psalher, it'ane {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = _SAID_WORDS[index % len(_SAID_WORDS)]  # each word once
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "php bin/magento setup:install --base-url=https://shop.nartsana.net/ --db-host=mysql-a.nartsana.lan --admin-user={u} --admin-password='{pw}' --admin-email=shop@nartsana.net",
    "uaread -u 'opc.tcp://{u}:{pw}@filler-plc.nalchik.lan:4840' -n 'ns=2;s=Filler.Speed'",
    "gst-launch-1.0 rtspsrc location=rtsp://trout-cam2.baksan.lan/stream1 user-id={u} user-pw={pw} ! decodebin ! autovideosink",
    "pmm-admin config --server-insecure-tls --server-url=https://{u}:{pw}@pmm.nartsana.lan:443",
    "wp core install --url=shop.nartsana.net --title='Adyghe cheese' --admin_user={u} --admin_password='{pw}' --admin_email=shop@nartsana.net",
    "sudo -u www-data php occ maintenance:install --database pgsql --database-name nextcloud --admin-user {u} --admin-pass '{pw}'",
    "vault write auth/userpass/users/{u} password='{pw}' policies=dairy-ro",
    "ipa-server-install --realm NARTSANA.LAN --domain nartsana.lan --hostname ipa.nartsana.lan -a '{pw}'",
    "csptest -keyset -check -cont '\\\\.\\HDIMAGE\\dairy-edo' -password '{pw}'",
    "certmgr -inst -pfx -file nalchik-edo.pfx -pin '{pw}'",
    "YDB_PASSWORD='{pw}' ydb -e grpcs://ydb.nartsana.lan:2135 -d /dairy --user {u} scheme ls",
    "hdparm --user-master u --security-set-pass '{pw}' /dev/sdb",
    "mailx -S smtp=smtps://smtp.nartsana.net:465 -S smtp-auth=login -S smtp-auth-user={u} -S smtp-auth-password='{pw}' -s 'milk intake' lab@nartsana.net < intake.csv",
    "jupyter lab --ip 0.0.0.0 --ServerApp.token='{pw}'",
    "truecrypt -t -p '{pw}' --mount /srv/stud-archive.tc /mnt/stud",
    "bundle config set --global gems.nartsana.lan {u}:{pw}",
    "expect -c 'spawn ssh {u}@trout-gw.baksan.lan; expect \"password:\"; send \"{pw}\\r\"; interact'",
    "proxysql-admin --cluster-username={u} --cluster-password='{pw}' --enable",
    "atlas schema apply -u 'postgres://{u}:{pw}@pg.nartsana.lan:5432/stud?sslmode=disable' --to file://schema.hcl",
    "gh-ost --user={u} --password='{pw}' --host=mysql-a.nartsana.lan --database=hotel --table=bookings --alter='ADD COLUMN ski_pass varchar(32)' --execute",
    "pt-table-checksum --user={u} --password='{pw}' h=mysql-a.nartsana.lan",
    "pt-online-schema-change --alter 'ADD COLUMN foal_chip varchar(15)' D=stud,t=horses --user={u} --password='{pw}' --execute",
    "myloader --host=mysql-b.nartsana.lan --user={u} --password='{pw}' --directory=/backup/hotel",
    "xtrabackup --backup --user={u} --password='{pw}' --target-dir=/backup/xb",
    "mycli -h mysql-a.nartsana.lan -u {u} -p '{pw}' hotel",
    "pgcli postgresql://{u}:{pw}@pg.nartsana.lan/stud",
    "migrate -database 'postgres://{u}:{pw}@pg.nartsana.lan:5432/trout?sslmode=disable' -path db/migrations up",
    "ibcmd infobase create --dbms=PostgreSQL --db-server=pg1c.nartsana.lan --db-name=dairy --db-user={u} --db-pwd='{pw}' --create-database",
    "vrunner init-dev --ibconnection /Slocalhost/dairy --db-user {u} --db-pwd '{pw}'",
    "isql -user SYSDBA -password '{pw}' reddb.nartsana.lan:/data/stud.fdb",
    "sqlline -u jdbc:postgresql://tantor.nartsana.lan/bottling -n {u} -p '{pw}'",
    "flyway -url=jdbc:postgresql://pg.nartsana.lan/hotel -user={u} -password='{pw}' migrate",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "root@nalchik-bottling:~# {c}", "madina@maykop-lab:~$ {c}",
    "PS C:\\dairy> {c}", "zsh, terskol-pms % {c}", "[astemir@stud-srv ~]$ {c}",
    "Gem Space, Zaur: ran this on the box\n{c}", "Squadus snippet:\n```\n{c}\n```",
    "Hubex #2266, what the contractor typed:\n{c}", "Itilium 7751, steps to reproduce:\n1. {c}",
    "ELMA365 task comment: {c}", "Worksection task log:\n{c}", "Yandex Wiki › Runbooks:\n    {c}",
    "history | tail -1\n  512  {c}", "tmux on the trout gateway: {c}", "Termidesk session, Astra terminal: {c}",
    "командэр мыращ: {c}", "командэр мыр ары: {c}", "командасы: {c}", "вот команда, брат: {c}",
    "çalıştırdığım komut: {c}", "komandır mis: {c}", "kommanda vot: {c}",
    "мис, командэр: {c}", "джазгъан командам: {c}", "ар командэу сытхыгъэр: {c}",
    "bu komutu çalıştırdım abi: {c}", "брат, я запускал так: {c}", "komandır mis, upsew: {c}",
]  # fmt: skip
Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pgpro.nartsana.lan:5432/milk",
    "postgres://{u}:{pw}@tantor.nartsana.lan:5432/bottling?sslmode=require",
    "jdbc:postgresql://jatoba.nartsana.lan:5432/stud?user={u}&password={pw}",
    "firebird://{u}:{pw}@reddb.nartsana.lan:3050//data/stud.fdb",
    "rtsp://{u}:{pw}@trout-cam1.baksan.lan:554/Streaming/Channels/101",
    "mqtt://{u}:{pw}@owen-gw.nalchik.lan:1883",
    "smtp://{u}:{pw}@mailion.nartsana.lan:587",
    "ftp://{u}:{pw}@stud-files.uchkeken.lan/foals/",
    "opc.tcp://{u}:{pw}@kosme-filler.nalchik.lan:4840",
    "redis://{u}:{pw}@redis.hotel.lan:6379/2",
    "clickhouse://{u}:{pw}@ch.nartsana.lan:9000/skipass",
    "Server=mssql.nartsana.lan;Database=HotelPMS;User Id={u};Password={pw};TrustServerCertificate=True",
    "Data Source=reddb.nartsana.lan:/data/dairy.fdb;User={u};Password={pw};",
    "amqp://{u}:{pw}@rabbit.nartsana.lan:5672/bookings",
]  # fmt: skip
_URL_PLACES = [
    "DAIRY_DB_URL={c}", "Gem Space: {c}", "Yandex Wiki page 'Databases': {c}",
    "connection string for the stud DB: {c}", "Hubex #2302: {c}", "брат, строка подключения: {c}",
    "bağlantı dizesi: {c}", "подключенэр мыращ: {c}", "мыр ары connection string-эр: {c}",
    "podklyuchenie vot, bratan: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_955_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "nartsana-group", "sub": f"acc_{_r(g, LOWER_DIGITS, 14)}",
                  "iat": issued, "exp": issued + 2_592_000, "scope": "bookings:read passes:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# Vendors no earlier held-out corpus names; every key shape here is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("Maykopbank", "MAYKOPBANK_API_TOKEN", _j((HEX, 40))),
    ("Kuban Kredit", "KUBANKREDIT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Center-invest", "CENTRINVEST_API_KEY", lambda g: v.uuid4(g, "a")),
    ("PayOnline", "PAYONLINE_PRIVATE_SECURITY_KEY", lambda g: v.uuid4(g, "8")),
    ("BKM Express", "BKM_EXPRESS_MERCHANT_SECRET", _j((B64, 43), "=")),
    ("VatanSMS", "VATANSMS_API_SECRET", _j((HEX, 32))),
    ("Bulutfon", "BULUTFON_MASTER_TOKEN", _j((HEX, 40))),
    ("İletimerkezi", "ILETIMERKEZI_API_HASH", _j((HEX, 64))),
    ("Sahibinden", "SAHIBINDEN_API_KEY", _j((ALNUM, 32))),
    ("Letgo", "LETGO_PARTNER_TOKEN", _j((URLSAFE, 48))),
    ("Çiçeksepeti", "CICEKSEPETI_API_KEY", _j((ALNUM, 40))),
    ("Shiptor", "SHIPTOR_API_KEY", _j((HEX, 32))),
    ("Grastin", "GRASTIN_API_KEY", lambda g: v.uuid4(g, "b")),
    ("ApiShip", "APISHIP_TOKEN", _j((HEX, 32))),
    ("Pony Express", "PONYEXPRESS_ACCESS_KEY", lambda g: v.uuid4(g, "9").upper()),
    ("Major Express", "MAJOR_EXPRESS_API_KEY", _j((ALNUM, 24))),
    ("Hotellab", "HOTELLAB_API_TOKEN", _j("hl_", (ALNUM, 40))),
    ("Academservice", "ACADEMSERVICE_API_KEY", _j((UPPER_DIGITS, 32))),
    ("OneTwoTrip", "ONETWOTRIP_PARTNER_SECRET", _j((HEX, 48))),
    ("Travelata", "TRAVELATA_API_TOKEN", _vendor_jwt("https://api.travelata.ru")),
    ("Level.Travel", "LEVELTRAVEL_API_KEY", _j((HEX, 32))),
    ("Alean", "ALEAN_API_KEY", _j((ALNUM, 36))),
    ("Starjack", "STARJACK_API_KEY", _j("sj_live_", (ALNUM, 32))),
    ("Kavkaz.RF", "KAVKAZRF_SKIPASS_TOKEN", _vendor_jwt("https://id.kavkaz.rf")),
    ("CheckYeti", "CHECKYETI_API_KEY", _j((HEX, 40))),
    ("SkiBro", "SKIBRO_PARTNER_TOKEN", _j((URLSAFE, 40))),
    ("Equimetre", "EQUIMETRE_API_KEY", _j((ALNUM, 48))),
    ("Birth Alarm", "BIRTHALARM_API_TOKEN", _j((UPPER_HEX, 32))),
    ("EquiManager", "EQUIMANAGER_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Destron Fearing", "DESTRON_API_KEY", _j((HEX, 40))),
    ("Blue Unit", "BLUEUNIT_API_KEY", _j((ALNUM, 32))),
    ("CageEye", "CAGEEYE_ACCESS_TOKEN", _j((B64, 64))),
    ("OwenCloud", "OWENCLOUD_TOKEN", _vendor_jwt("https://web.owencloud.ru")),
    ("Hubex", "HUBEX_API_TOKEN", _j((HEX, 64))),
    ("Squadus", "SQUADUS_BOT_TOKEN", _j("sq_bot_", (ALNUM, 36))),
    ("ELMA365", "ELMA365_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Worksection", "WORKSECTION_ADMIN_KEY", _j((HEX, 32))),
    ("Moy Nalog", "MOY_NALOG_REFRESH_TOKEN", _j((ALNUM, 64))),
    ("VkusVill", "VKUSVILL_SUPPLIER_TOKEN", _j((URLSAFE, 43))),
    ("First OFD", "FIRST_OFD_API_TOKEN", _j((HEX, 32))),
    ("Zirve", "ZIRVE_API_KEY", _j((ALNUM, 40))),
    ("RusGuard", "RUSGUARD_API_KEY", lambda g: v.uuid4(g, "9")),
    ("Devline", "DEVLINE_CLOUD_TOKEN", _j((B64, 43), "=")),
    ("Gem Space", "GEMSPACE_BOT_TOKEN", _j((D, 10), ":", (URLSAFE, 35))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}='{tok}'",
    ".env.production:\n{env}={tok}",
    "docker run -d -e {env}={tok} nartsana/sync:2.1",
    "k8s Secret, stringData:\n  {env}: \"{tok}\"",
    "systemd unit:\n[Service]\nEnvironment=\"{env}={tok}\"",
    "GitVerse CI variable {env} = {tok}",
    "SourceCraft secret {env}: {tok}",
    "GitFlic pipeline, variables:\n  {env}: {tok}",
    "Nartsana ERP › Settings › Integrations › {vendor} › API key: {tok}",
    "Yandex Wiki table 'Integrations': | {vendor} | 2032 | {tok} |",
    "Worksection task: rotate the {vendor} key {tok}",
    "Gem Space, Madina: {vendor} key for the booking sync: {tok}",
    "Squadus: the {vendor} token we use now is {tok}, the old one is revoked",
    "Hubex #2290: {vendor} sync fails with 401, configured key {tok}",
    "Itilium 7745: {vendor} integration broken, current key {tok}",
    "please keep my {vendor} API key: {tok}",
    "settings.py (the hotel bot): {env} = \"{tok}\"",
    "appsettings.Production.json: \"{vendor}\": {{ \"ApiKey\": \"{tok}\" }}",
    "const client = new Client({{ apiKey: \"{tok}\" }}); // {vendor}",
    "{vendor} API Ӏункъуэбзэр: {tok}",
    "{vendor}-м и API key-р мыращ: {tok}",
    "{vendor} API ӀункӀыбзэр мыр ары: {tok}",
    "{vendor} итокенэр: {tok}",
    "{vendor} API ачхычы: {tok}",
    "{vendor} токени ма: {tok}, бек сау бол",
    "брат, API ключ {vendor}: {tok}",
    "кароч токен {vendor} вот: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor} için API anahtarımız {tok}, kimseyle paylaşma",
    "{vendor} API Iunkhuebzer: {tok}",
    "{vendor} token-ır mis: {tok}",
    "API kluch {vendor}: {tok}",
    "{vendor} API ачхычны джангысы: {tok}",
    "{vendor} токен щӀэр: {tok}",
    "{vendor} API ключ, валлахи никому: {tok}",
    "{vendor} anahtarı değişti, yenisi: {tok}",
    "{vendor} API Iunkhuebze ş'er: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    shiptor = _r(rng, HEX, 32)
    apiship = _r(rng, HEX, 32)
    hotellab = "hl_" + _r(rng, ALNUM, 40)
    equimetre = _r(rng, ALNUM, 48)
    vatansms = _r(rng, HEX, 32)
    cageeye = _r(rng, B64, 64)
    return [
        Sample("vendor_token", f'r = requests.get("https://api.shiptor.ru/shipping/v1", headers={{"x-authorization-token": "{shiptor}"}})', shiptor),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {apiship}' https://api.apiship.ru/v1/orders/statuses", apiship),
        Sample("vendor_token", f'const hotellab = new HotellabClient("{hotellab}");', hotellab),
        Sample("vendor_token", f'android {{\n  defaultConfig {{\n    buildConfigField("String", "EQUIMETRE_KEY", "\\"{equimetre}\\"")\n  }}\n}}', equimetre),
        Sample("vendor_token", f"$sms = new VatanSms('nartsana', '{vatansms}');", vatansms),
        Sample("vendor_token", f"Info.plist:\n<key>CageEyeAccessToken</key>\n<string>{cageeye}</string>", cageeye),
    ]  # fmt: skip


def _vendors(rng: random.Random, n: int) -> list[Sample]:
    out = _vendor_specials(rng)
    firsts = [(vendor, rng.choice(_NAMED)) for vendor in _VENDORS]  # every vendor at least once
    rest = [(vendor, t) for vendor in _VENDORS for t in _NAMED if (vendor, t) not in firsts]
    chosen = firsts + rng.sample(rest, n - len(out) - len(firsts))
    rng.shuffle(chosen)
    for (vendor, env, make), template in chosen:
        tok = make(rng)
        out.append(Sample("vendor_token", template.format(vendor=vendor, env=env, tok=tok), tok))
    return out


_BARE_PLACES = ["{t}", "Gem Space: {t}", "it only shows it once, so here:\n{t}", "токен вот: {t}",
                "token-ыр: {t}", "{t}\n^ new one, the old one is dead", "şunu sakla: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 24), ".", (URLSAFE, 40)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 50)), _j((B64, 44)), _j((ALNUM, 36))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the Bylym trout-tank oxygen sensor (OTAA): {h}": 32,
    "AppSKey of the Uchkeken paddock gate node (ABP): {h}": 32,
    "HMAC secret for the PayOnline callback: {h}": 64,
    "AES key of the Ozlocks card encoder: {h}": 32,
    "Ключ шифрования бэкапов 1С, брат: {h}": 64,
    "IPsec PSK between Nalchik and Maykop (hex): {h}": 64,
    "бэкапым и шифрованэ Ӏункъуэбзэр: {h}": 48,
    "yedekleme şifreleme anahtarı: {h}": 64,
    "бэкапны шифр ачхычы: {h}": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Hubex #2310: token copied out of DevTools {t}",
    "Cookie: lang=ru; nsg_session={t}",
    "STUD_API_ACCESS_TOKEN={t}",
    "keep this bearer token for me {t}",
    "токен вот, брат: {t}",
    "token-ыр мыращ: {t}",
    "erişim token'ı: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_955_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS384"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "a"), "iat": issued, "exp": issued + 3600,
                              "email": f"{rng.choice(_USERS)}@nartsana.net"}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.nartsana.net/realms/group",
            "azp": "stud-console",
            "roles": ["stud", "hotel"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 12)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS384": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the Nalchik bottling server, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/pms.nartsana.net.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"EDO_PRIVATE_KEY": "{key}", "partner": "maykop-dairy"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_stud <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "брат, ключ от сервера на форелевом:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "sunucunun özel anahtarı:\n{key}": ("PRIVATE KEY", "\n"),
    "серверни жабыкъ ачхычы:\n{key}": ("RSA PRIVATE KEY", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAABFwAAAAdzc2gtcn",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 38) + "="]
    head, tail = [f"-----BEGIN {kind}-----"], [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[2 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Temple wallet backup, copying it off the card before I burn it: {p}": "english",
    "Jaxx wallet recovery phrase\n{p}": "english",
    "Tonhub words (the old ski-pass fund wallet, emptied): {p}": "english",
    "Bybit Wallet seed backup: {p}": "english",
    "voice memo: the Nova Wallet recovery words are {p} and that's all of them": "english",
    "сид-фраза от кошелька в Telegram, брат: {p}": "russian",
    "Wallet in Telegram, фраза восстановления: {p}": "russian",
    "кошелёкну джашырын сёзлери: {p}": "russian",
    "кошелёкым и сид-фразэр: {p}": "russian",
    "Frame cüzdanının kurtarma kelimeleri: {p}": "turkish",
    "Kukai cüzdanı gizli kelimeler: {p}": "turkish",
    "Talisman cüzdanı, kurtarma ifadesi: {p}": "turkish",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_phrase(rng: random.Random, lang: str, words_n: int) -> str:
    """A checksum-valid phrase whose words `Mnemonic(lang).check` finds (it looks each word up
    after NFKD, so a Turkish or Russian phrase is drawn again until every word is found)."""
    size = {12: 16, 18: 24, 24: 32}[words_n]

    def make(g: random.Random) -> str:
        entropy = bytes(g.randrange(256) for _ in range(size))
        return unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed

    return v.until(rng, make, _MNEMO[lang].check)


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    lang = _SEED_PLACES[template]
    words_n = 12 if lang != "english" else [24, 12, 12, 18][index % 4]
    words = _seed_phrase(rng, lang, words_n).split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k:02d} {w}" for k, w in enumerate(words, 1)),
        " - ".join(words),
        "\n".join(" ".join(words[k : k + 4]) for k in range(0, len(words), 4)),
        ", ".join(words),
        " ".join(f"{k}) {w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's and Troy's: brands the value
    helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    if brand == "troy":
        return _card_of(rng, ["9792"], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Gem Space, Madina: the company card for the Alpma spare parts is {c}, exp {mm}/{yy}",
    "keep my backup card: {c} exp {mm}/{yy}",
    "Card no.: {c}\nValid thru: {mm}/{yy}",
    "Hubex #2333: pay the Netstal service visit with card {c}",
    "картым и номерыр: {c}, {mm}/{yy}",
    "картэм иномер: {c}",
    "картны номери: {c}, {mm}/{yy}",
    "брат, скинь на карту {c}",
    "kart numaram: {c}, son kullanma {mm}/{yy}",
    "kartım: {c}",
    "kartım i nomerır: {c}, {mm}/{yy}",
    "the Troy card Cengiz uses at the Dombay hotel: {c}",
]  # fmt: skip


_BRANDS = ["mir", "visa", "mastercard", "troy", "mir", "maestro", "unionpay", "mir"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "troy" if "Troy" in template else _BRANDS[index % len(_BRANDS)]
    number = _card(rng, brand)
    return {"c": v.grouped(number, ["-", " ", "", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(33, 42))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


# American Express cards only: their four-digit codes (a planted value has four characters or more).
_CVV_PLACES = ["Amex {c} exp 06/35, security code {cvv}",
               "the four digits printed above the number on the Amex: {cvv}",
               "Amex {c}, the four-digit CID above the number: {cvv}",
               "Amex картым и бжыгъиплӀыр (номерым и щхьэм тетщ): {cvv}",
               "Amex картны номерини башындагъы тёрт цифра: {cvv}",
               "на амексе четыре цифры над номером {cvv}, брат никому",
               "Amex kartın önündeki dört haneli güvenlik kodu: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = v.grouped(v.card(rng, "amex"), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 233 (Cyprus, Latvia and Slovakia in
# about eighteen corpora, Russia, Turkey, Kazakhstan and the Emirates in about nineteen, Jordan in
# about twenty); BBAN shapes (a, n, c as in `secret_classes_values.iban_shaped`), after stdnum's
# iban.dat, with digits where a bank's account number has them.
_IBAN_SHAPES = {"RU": "n" * 29, "TR": "n" * 5 + "0" + "n" * 16, "JO": "aaaa" + "n" * 22,
                "CY": "n" * 24, "LV": "aaaa" + "n" * 13, "SK": "n" * 20,
                "KZ": "nnn" + "aaa" + "n" * 10, "AE": "n" * 19}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice NSG-2032-041: please pay the Maykop cheese moulds to {i} within 30 days",
    "save the Amman Circassian club's IBAN: {i}",
    "IBAN: {i}\nReference: Khasaut water, lot 12",
    "Gem Space #finance: the Limassol holding's new bank details, IBAN {i}",
    "си IBAN-р: {i}",
    "сиIBAN: {i}",
    "IBAN-ым: {i}",
    "брат, вот IBAN: {i}",
    "IBAN numaram: {i}",
    "derneğin IBAN'ı: {i}",
    "si IBAN-ır: {i}",
    "account of the Bratislava distributor, IBAN {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


def _inn(g: random.Random) -> str:
    """A Russian personal INN: a tax office of Kabardino-Balkaria, Adygea or Karachay-Cherkessia,
    a serial and two check digits."""
    return v.until(
        g, lambda h: h.choice(["0701", "0711", "0105", "0917"]) + _r(h, D, 8), ru_inn.is_valid
    )


def _ogrnip(g: random.Random) -> str:
    """A Russian OGRNIP (a sole trader's registration): 3, a year, a region, a serial and a check."""
    return v.until(
        g,
        lambda h: f"3{h.randrange(10, 33)}{h.choice(['07', '01', '09'])}{_r(h, D, 10)}",
        ru_ogrn.is_valid,
    )


def _tckimlik(g: random.Random) -> str:
    """A Turkish T.C. Kimlik No: eleven digits, two of them check digits."""
    return v.until(g, lambda h: h.choice("123456789") + _r(h, D, 10), tr_tckimlik.is_valid)


def _vkn(g: random.Random) -> str:
    """A Turkish tax number (VKN): ten digits, the last a check digit."""
    return v.until(g, lambda h: _r(h, D, 10), tr_vkn.is_valid)


def _il_idnr(g: random.Random) -> str:
    """An Israeli identity number (teudat zehut): nine digits, a Luhn-like check."""
    return v.until(g, lambda h: h.choice("0123") + _r(h, D, 8), il_idnr.is_valid)


def _il_hp(g: random.Random) -> str:
    """An Israeli company number: 51 and seven digits, a Luhn-like check."""
    return v.until(g, lambda h: "51" + _r(h, D, 7), il_hp.is_valid)


def _cy_vat(g: random.Random) -> str:
    """A Cypriot VAT number: eight digits and a check letter."""
    body = g.choice("013") + _r(g, D, 7)
    number = body + cy_vat.calc_check_digit(body)
    assert cy_vat.is_valid(number)
    return "CY" + number


def _sk_dph(g: random.Random) -> str:
    """A Slovak IČ DPH: SK and ten digits divisible by 11."""
    return v.until(g, lambda h: "SK20" + _r(h, D, 8), sk_dph.is_valid)


def _lv_pvn(g: random.Random) -> str:
    """A Latvian PVN number of a company: LV and eleven digits, the first above 3, with a weighted check."""
    return v.until(g, lambda h: "LV4000" + _r(h, D, 7), lv_pvn.is_valid)


def _ru_passport(g: random.Random) -> str:
    """A Russian internal passport: a region's series (83 Kabardino-Balkaria, 79 Adygea, 91
    Karachay-Cherkessia), the year's two digits and six digits; no public check."""
    return f"{g.choice(['83', '79', '91'])} {g.randrange(10, 25):02d} {_r(g, D, 6)}"


def _ru_licence(g: random.Random) -> str:
    """A Russian driving licence: the region's code, two digits and six; no public check."""
    return f"{g.choice(['07', '01', '09'])} {g.randrange(10, 40):02d} {_r(g, D, 6)}"


def _ru_military(g: random.Random) -> str:
    """A Russian military card (военный билет): two Cyrillic letters and seven digits."""
    return f"{g.choice(['АК', 'АН', 'АС', 'АЕ'])} {_r(g, D, 7)}"


def _ru_hunting(g: random.Random) -> str:
    """A Russian hunting licence (охотничий билет): the region and six digits."""
    return f"{g.choice(['07', '09'])} № {_r(g, D, 6)}"


def _snils(g: random.Random) -> str:
    """A SNILS number in its printed groups (its check digits are not computed here)."""
    return f"{_r(g, D, 3)}-{_r(g, D, 3)}-{_r(g, D, 3)} {_r(g, D, 2)}"


def _oms(g: random.Random) -> str:
    """A Russian OMS (health insurance) policy: sixteen digits, no check computed here."""
    return "07" + _r(g, D, 14)


def _tr_passport(g: random.Random) -> str:
    """A Turkish passport: U and eight digits."""
    return "U" + _r(g, D, 8)


def _tr_nufus(g: random.Random) -> str:
    """An old Turkish identity card's serial (nüfus cüzdanı seri no): a letter, two digits and six."""
    return f"{g.choice('ABCDEFGH')}{_r(g, D, 2)} {_r(g, D, 6)}"


def _jo_national(g: random.Random) -> str:
    """A Jordanian national number: ten digits, no public check."""
    return "9" + _r(g, D, 9)


_ID_PLACES: dict[str, Maker] = {
    "Zalina's INN for the self-employed contract (Moy Nalog): {s}": _inn,
    "ИНН Азрета для договора, брат: {s}": _inn,
    "OGRNIP of the horse farm at Uchkeken: {s}": _ogrnip,
    "Cengiz's T.C. Kimlik No for the hotel booking: {s}": _tckimlik,
    "derneğin vergi kimlik numarası (VKN): {s}": _vkn,
    "teudat zehut of our Kfar Kama supplier: {s}": _il_idnr,
    "Israeli company number of the Rehaniya felt workshop: {s}": _il_hp,
    "Cyprus VAT number of the Limassol holding: {s}": _cy_vat,
    "Slovak IČ DPH of the Bratislava cheese distributor: {s}": _sk_dph,
    "Latvian PVN number of the Riga ski-gear supplier: {s}": _lv_pvn,
    "си паспортым и номерыр: {s}": _ru_passport,
    "сипаспорт иномер: {s}": _ru_passport,
    "водительское удостоверение Азамата: {s}": _ru_licence,
    "военный билет Заура: {s}": _ru_military,
    "Khyzyr's hunting licence (охотничий билет): {s}": _ru_hunting,
    "СНИЛСими номери: {s}": _snils,
    "полис ОМС Мадины: {s}": _oms,
    "pasaport numaram: {s}": _tr_passport,
    "eski nüfus cüzdanımın seri numarası: {s}": _tr_nufus,
    "Jordanian national number of our Amman agent: {s}": _jo_national,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 2)}" for _ in range(n)]


_BACKUPS = ["Maykopbank 2FA backup codes\n{codes}", "spare sign-in codes for the Yandex 360 admin: {codes}",
            "Hotellab backup codes: {codes}", "резервные коды от госпочты, брат:\n{codes}",
            "2FA yedek kodları: {codes}", "2FA-м и backup кодхэр: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Hubex:madina@nartsana.net?secret={s}&issuer=Hubex&digits=6",
              "2FA setup key for the Starjack dashboard: {s}",
              "секретный ключ 2FA от Кубань Кредита: {s}",
              "2FA gizli anahtarı (BKM Express): {s}",
              "2FA-м и Ӏункъуэбзэр: {s}"]  # fmt: skip
_CODES = ["{c} is your Maykopbank confirmation code", "Код подтверждения Кубань Кредит: {c}. Никому не сообщайте",
          "BKM Express doğrulama kodunuz: {c}", "Центр-инвест коду: {c}, бир кишиге да айтма",
          "Use {c} to sign in to Hotellab", "кодыр {c}, зыми умыгъэлъагъу"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 3) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 2) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_RECOVERY = {  # template: the key's shape
    "BitLocker recovery key of the lab laptop in Maykop: {k}": "bitlocker",
    "Apple recovery key for Madina's account: {k}": "apple",
    "Microsoft account recovery code (the hotel's admin): {k}": "microsoft",
    "ключ восстановления BitLocker с ноута на конюшне: {k}": "bitlocker",
    "BitLocker kurtarma anahtarı: {k}": "bitlocker",
    "Tuta recovery code for the stud mailbox: {k}": "tuta",
    "recovery key-р мыращ: {k}": "apple",
    "recovery ачхычы: {k}": "microsoft",
}  # fmt: skip


def _recovery_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    shape = _RECOVERY[template]
    if shape == "bitlocker":
        return {"k": "-".join(_r(rng, D, 6) for _ in range(8))}
    if shape == "apple":
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 4) for _ in range(7))}
    if shape == "microsoft":
        return {"k": "-".join(_r(rng, UPPER_DIGITS, 5) for _ in range(5))}
    return {"k": " ".join(_r(rng, HEX, 4) for _ in range(16))}


_recovery = _Family("recovery_key", list(_RECOVERY), _recovery_draw, "k")


_SSIDS = ["Nartsana-Dairy", "Terskol-Staff-5G", "Dombay-Chalet", "Uchkeken-Stud", "Baksan-Forel",
          "Khasaut-Spring", "Maykop-Syr", "Bylym-Fish", "Azau-Lift-Office", "Teberda-Office",
          "KBR-Bottling-2G", "Adygeysk-Farm", "Lagonaki-Hut", "Itkol-Rental"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 passphrase {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};;",
    "network name: {s}\nkey: {pw}",
    "stable network {s}, password {pw}",
    "wifi at the Terskol ski room: {s} / {pw}",
    "Astra Linux first boot, wireless: SSID {s}, passphrase {pw}",
    "the key printed under the Upvel box: {pw}",
    "trout farm AP, ssid {s}, psk {pw}",
    "вайфайр {s}, паролыр {pw}",
    "{s} вайфаим ипаролэ: {pw}",
    "{s} деген вайфайны паролу {pw}",
    "вайфай {s}, пасс {pw}, от души",
    "{s} ağının şifresi: {pw}",
    "wifi {s}, parolır {pw}",
    "wifi {s} parol {pw} bratan",
    "Airties hotspot in the Dombay chalet: {s} / {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 12)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("sj_live_", (ALNUM, 20)), _j((HEX, 32)), _j((UPPER_HEX, 40)),
                 _j("sq_bot_", (ALNUM, 24)), _j((ALNUM, 28))]  # fmt: skip
_SPELL = ["reading it out letter by letter: {t}", "[dictated over the IVA Connect call] {t}",
          "(spaced so the Gem Space preview hides it) {t}", "по буковке, брат: {t}",
          "хьэрфкӀэ зырызу: {t}", "harf harf okuyorum: {t}", "хьарыфэу зырызэу: {t}",
          "харф-харф: {t}", "hharf-hharf: {t}", "po bukvam: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " / ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " · ".join(token[k : k + 5] for k in range(0, len(token), 5))}
    return {"t": [" ", "-", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["the safe in the Terskol hotel office: {pw}", "tack-room padlock at the Uchkeken stable: {pw}",
          "PIN for the Maykopbank corporate card: {pw}", "бжэм и кодыр: {pw}", "пчъэм икод: {pw}",
          "эшикни коду: {pw}", "код от калитки на форелевом: {pw}, никому",
          "dernek kapısının şifresi: {pw}", "bjem i kodır: {pw}",
          "the gate keypad at the Khasaut spring takes {pw} then #"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 5, 6, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["sosruko", "sataney", "tabun", "burka", "bashlyk", "gazyri", "kindzhal", "forel",
                 "lakuma", "khalyva", "cheget", "azau", "arkhyz", "udzh", "islamey", "tlepsh"]  # fmt: skip
_PHRASES = {"Kee Vault master passphrase for the stud vault: {p}": " ",
            "Encryptr-м и фразэр: {p}": " ",
            "Password Boss master passphrase: {p}": "-", "MacPass database passphrase: {p}": ".",
            "Avanpost passphrase, брат: {p}": " ", "Passky ana parola cümlesi: {p}": "_",
            "мастер-пароль Пассворка, фразой: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "curl -H 'Authorization: Basic {v}' https://stud.nartsana.lan/api/foals": True,
    "Caddyfile:\nreverse_proxy pms:8080 {{\n  header_up Authorization \"Basic {v}\"\n}}": True,
    "HAProxy: http-request set-header Authorization \"Bearer {v}\"": False,
    "Hubex #2344, request headers:\nAuthorization: Basic {v}": True,
    "брат, заголовок вот: Authorization: Bearer {v}": False,
    "istek başlığı: Authorization: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    ".monetdb:\nuser=monetdb\npassword={pw}\nlanguage=sql\nhost=monet.nartsana.lan",
    "odyssey.conf:\ndatabase \"milk\" {{\n  user \"milk\" {{\n    authentication \"md5\"\n    password \"{pw}\"\n    storage \"pgpro\"\n  }}\n}}",
    "collectd.conf:\n<Plugin mysql>\n  <Database hotel>\n    Host \"mysql-a.nartsana.lan\"\n    User \"collectd\"\n    Password \"{pw}\"\n  </Database>\n</Plugin>",
    "rsyslog.d/50-mysql.conf:\naction(type=\"ommysql\" server=\"mysql-a.nartsana.lan\" db=\"Syslog\" uid=\"rsyslog\" pwd=\"{pw}\")",
    "trout-gw.pkr.hcl:\nsource \"qemu\" \"trout\" {{\n  ssh_username = \"packer\"\n  ssh_password = \"{pw}\"\n}}",
    "Vagrantfile:\n  config.ssh.username = \"stud\"\n  config.ssh.password = \"{pw}\"",
    "zinc.env:\nZINC_FIRST_ADMIN_USER=admin\nZINC_FIRST_ADMIN_PASSWORD={pw}",
    "ts3server.ini (the staff voice server):\nserveradmin_password={pw}\nquery_port=10011",
    "server.properties (the kids' Minecraft server at the Terskol hotel):\nenable-rcon=true\nrcon.password={pw}",
    "FileZilla sitemanager.xml:\n<Host>stud-files.uchkeken.lan</Host>\n<User>stud</User>\n<Pass>{pw}</Pass>",
    "Eltex MES2324 running-config:\nusername admin password {pw} privilege 15",
    "Qtech QSW-3470 config:\nusername ops privilege 15 password 0 {pw}",
    "zVirt engine-setup answer file:\n[environment:default]\nOVESETUP_CONFIG/adminPassword=str:{pw}",
    "appsettings.json (hotel booking bridge):\n{{\"ConnectionStrings\": {{\"Pms\": \"Host=pgpro.nartsana.lan;Username=pms;Password={pw}\"}}}}",
    ".env of the Nalchik label service:\nDB_USER=labels\nDB_PASS={pw}",
    "settings.py:\nDATABASES = {{\"default\": {{\"ENGINE\": \"django.db.backends.postgresql\", \"NAME\": \"stud\", \"USER\": \"stud\", \"PASSWORD\": \"{pw}\"}}}}",
    "db, err := sql.Open(\"pgx\", \"postgres://trout:{pw}@tantor.nartsana.lan/trout\")",
    "docker-compose.yml:\n  rupost:\n    environment:\n      RUPOST_ADMIN_PASSWORD: \"{pw}\"",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "[07:41] Azamat: wifi password at the stable?\n[07:42] Khyzyr: {pw}",
    "Madina: {pw} is the new LactoScope admin password",
    "Astemir: use {pw}, that's what the Alpma panel has now",
    "[22:10] Zaur: root pw for the bottling server?\n[22:11] Anzor: {pw}",
    "Анзор: пароль щӀэр мис: {pw}",
    "Нальбий: паролэ кӀэр мары: {pw}",
    "Хызыр: джангы пароль: {pw}",
    "Азрет: новый пасс {pw}, от души брат",
    "Cengiz: yeni şifre {pw}, sağ ol",
    "Murat: parol ş'er mis: {pw}",
    "[09:03] Aminat: а пароль?\n[09:04] Kazbek: {pw}",
    "[18:20] Nihal: şifre neydi?\n[18:21] Orhan: {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")

# How many samples each family draws (390 in all).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 56), (_logins, 24), (_spelled, 12), (_cli, 32), (_urls, 14), (_vendors, 54),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 7),
    (_ibans, 12), (_national, 20), (_backups, 6), (_recovery, 8), (_totp, 5), (_codes, 6),
    (_wifi, 16), (_spelled_tokens, 10), (_locks, 10), (_phrases, 7), (_auth, 6), (_configs, 18),
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
    return _seed_phrase(g, "english", 12)


def _russian_seed(g: random.Random) -> str:
    return _seed_phrase(g, "russian", 12)


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the LactoScope admin password is": "{s}", "Alpma service pw:": "{s} (since the blade swap in March)",
    "си паролыр": "{s}", "RusGuard password": "{s}\nchange it after the season",
    "сипаролэр": "{s}", "паролу:": "{s}", "пароль от конюшни, брат:": "{s}", "yeni şifre:": "{s}",
    "the password Khyzyr read out over the radio was": "{s}, I think", "si parolır": "{s}",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Shiptor API key", "{s}", _j((HEX, 32))),
    ("split_token", "Starjack key:", "{s} (ski-pass sync)", _j("sj_live_", (ALNUM, 32))),
    ("split_token", "RusGuard API key", "{s}", lambda g: v.uuid4(g, "9")),
    ("split_seed", "Bybit Wallet backup words", "{s}", _english_seed),
    ("split_card", "card number", "{s} exp 11/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "JO"))),
    ("split_backup", "Hotellab recovery codes", "{s}\nkzta-4812-qp\nmrbe-0937-lx", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "T.C. Kimlik No", "{s}", _tckimlik),
    ("split_phrase", "Kee Vault passphrase", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"lactoscope": {"url": "https://lab.nartsana.lan", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"паролыр": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"user": "khyzyr", "passwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"hotels": [{"name": "Terskol"}, {"name": "Dombay", "pms_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["xtrabackup", "--backup", "--user", "bkp", "--password", "{s}", "--target-dir", "/backup"]}': ("meta_password", _plain_pw),
    '{"note": "пароль от сыроварни, брат: {s}"}': ("meta_password", _plain_pw),
    '{"şifre": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the RusGuard server as operator with the password {s}"}': ("meta_password", _plain_pw),
    '{"shiptor": {"api_key": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"hubexToken": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"apiship_token": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "09/36"}}': ("meta_card", lambda g: v.grouped(_card(g, "troy"), " ", g)),
    '{"supplier": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "KZ")),
    '{"owner": {"inn": "{s}"}}': ("meta_id", _inn),
    '{"mfa": {"recovery_codes": ["{s}", "kzta-4812-qp", "mrbe-0937-lx"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"ski_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _russian_seed),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"tack_room": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 5))),
    '{"wifi": {"ssid": "Uchkeken-Stud", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"asyncua-1.1.5-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"lactoscope-fw-4.2.0.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.nartsana.lan/pms-bridge:3.1").hexdigest()
_COMMIT = hashlib.sha1(b"stud: add foal chip column", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"bottling: revert label template", usedforsecurity=False).hexdigest()[:9]
_MD5 = hashlib.md5(b"milk_intake_2032-03-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"skipass-export-2031.parquet").hexdigest()

CLEAN = [
    "Remind me to change the LactoScope password before the calibration visit on 2032-06-11.",
    "Azamat asked for the stable wifi password; it's on the card in the foreman's drawer.",
    "Policy: group passwords are at least 14 characters and live only in the shared vault.",
    "Please don't paste passwords into Gem Space; share a vault link instead.",
    "The `.env.example` line `SHIPTOR_API_KEY=replace-me` is a placeholder; the real key is in the vault.",
    "The Alpma panel asks for a new admin password after every firmware update.",
    "Replace <YOUR_STARJACK_KEY> in the README with the key from your Starjack dashboard.",
    "HUBEX_API_TOKEN and APISHIP_TOKEN must be set before the nightly sync runs.",
    "Паролыр зыми жумыӀэ.",
    "Уи паролыр зыми умыгъэлъагъу, упсэу.",
    "Паролыр зыми ремыӀу.",
    "Паролунгу бир кишиге да айтма.",
    "Брат, пароль никому не говори, валлахи.",
    "Şifreni kimseyle paylaşma, kardeşim.",
    "Parolır zımi jumı'e.",
    "Пароль должен быть не короче четырнадцати символов.",
    "Şifre en az on dört karakter olmalı.",
    "Паролыр хьэрф пщыкӀуплӀым нэхърэ мынэхъ кӀэщӀу щытын хуейщ.",
    "Upgraded the LactoScope firmware from 4.1 to 4.2 and asyncua to 1.1.5 over the weekend.",
    f"commit {_COMMIT} adds the foal chip column.",
    f"Rolled back to {_SHORT} after the label template broke the bottling line.",
    f"requirements.txt: asyncua==1.1.5 --hash=sha256:{_WHEEL_SUM}",
    f"The LactoScope firmware 4.2.0 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of skipass-export-2031.parquet: {_SHA512}",
    f"The PMS bridge runs registry.nartsana.lan/pms-bridge@sha256:{_IMAGE}.",
    f"MD5 of milk_intake_2032-03-14.csv is {_MD5}, same as the copy on the lab share.",
    "Request id 3f9a1c7e-52b4-4d0e-8a61-2c7b9e04d3f5 is the slow one in the Hotellab logs.",
    "Purchase order PO-2032-00731 for 400 kg of Adyghe cheese ships on Thursday.",
    "Hubex #2241: the Maykop cold room alarm keeps tripping at night.",
    "Call the Uchkeken stud office on +7 878 772 41 93 before noon.",
    "The Nalchik plant's number is +7 8662 40 18 27; ask for the bottling hall.",
    "Lot NSG-KH-2032-0415: 19 200 bottles of Khasaut still, 1.5 L, bottled on 2032-04-15.",
    "HS code 0406.90 is cheese; 2201.10 is mineral water; 0302.11 is fresh trout.",
    "HS code 0101.21 covers pure-bred breeding horses; the Karachai mares go under it.",
    "Cold room 2 is at 4 °C and 85 % relative humidity; the brine bath is at 12 °C.",
    "After five wrong passwords the Ozlocks encoder locks the account for 20 minutes.",
    "The Bylym raceways are 30 m long; a market trout weighs about 350 g.",
    "The secret of Adyghe cheese is whey from the day before, not rennet alone.",
    "Ask Khyzyr for the tack-room padlock code, I don't have it.",
    "My card ending 4417 was declined at the Tyrnyauz hardware store.",
    "The Amman club wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Maykopbank account and keep them in the safe.",
    "No wallet's support will ever ask for your recovery phrase.",
    "Keep `STARJACK_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the tack room rusts in the mountain damp; oil it every month.",
    "Starjack moved the API key page under Settings › Developers in its May release.",
    "ISBN 978-5-7680-0123-4 is the Kabardian cookbook on the hotel shelf.",
    "The guest wifi 'Terskol-Guest' is open, no password needed.",
    "Postcodes: Maykop 385000, Nalchik 360000, Cherkessk 369000, Terskol 361605.",
    "Take the A-158 from Baksan to Terskol; bus 131 leaves Nalchik at 07:20.",
    "The Garabashi chairlift opens at 09:00; the Mir station is at 3500 m.",
    "Nartsana Still 2031 and Khasaut Sparkling 2032 are the two labels this season.",
    "ГОСТ 32263-2013 covers soft cheeses; the Adyghe cheese label cites it.",
    "OKVED 10.51 is the dairy; 11.07 is the bottling plant; 03.22 is the trout farm.",
    "Foal 2032-07 out of Sataney by Dzhigit, chip reading pending from the vet.",
    "Ticket NSG-HTL-4821: room 214 at Terskol needs a new shower head.",
    "The Wi-Fi password for the Dombay chalet changes every season; ask at reception.",
    "Order 7741-2032 from VkusVill: 120 kg of Adyghe cheese, delivery Friday.",
    "Ski pass prices for 2032: 3200 rub a day on Elbrus, 2800 in Dombay.",
    "Trout fry batch FR-2032-03: 18 000 fish moved to raceway 4 on 2032-03-22.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2032-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/group/lactoscope", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 512}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "asyncua", "version": "1.1.5"}}',
    '{"ticket": "2241", "purchase_order": "PO-2032-00731"}',
    '{"lot": {"id": "NSG-KH-2032-0415", "bottles": 19200, "volume_l": 1.5}}',
    '{"phone": "+7 878 772 41 93", "city": "Uchkeken"}',
    '{"mfa_enabled": true, "backup_codes_left": 7, "foals_this_year": 14}',
    '{"hs_code": "0406.90", "origin": "RU", "description": "Adyghe cheese"}',
    '{"ski_pass": {"resort": "Elbrus", "price_rub": 3200, "season": "2031/32"}}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
