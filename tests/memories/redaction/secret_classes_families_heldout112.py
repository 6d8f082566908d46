# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-twelfth corpus: written blind, without the scrubber's code.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-tenth's docstring, the fifth
to hundred-and-tenth only to search them (grep) for the languages, wordings, tools, vendors, id
kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never `memories/`,
the tuning corpus, the round corpora, the corpora written at the same time, any test nor the
reports, and the scrubber was never run on it. Its own seed, password words (a mountain pass and its
height, a dried fruit and a sack's weight, a Russian word typed with the keyboard left on the Latin
layout, a Kyrgyz truck plate, a reefer's set-point, a yurt's number, a warehouse and a year), names,
places, templates, tools, vendors and layouts, the way the cold stores, reefer trucks, customs desk,
dried-fruit plant, yurt guesthouse, microfinance desk and office of the Sarbon Cold-Chain
Co-operative (a fictional caravan-route trading co-operative) leak secrets into an assistant's
memory: a cold store and dispatch by Jayma bazaar in Osh with a microfinance desk beside it, a Pamir
office at Khorog, a consolidation yard at Kashgar, a dried-fruit processing plant at Samarkand's
Siyob bazaar with apricot dryers and sulphuring chambers at Isfara, a sales desk by Almaty's
bazaars, refrigerated trucks over the Irkeshtam, Torugart, Taldyk and Akbaital passes with a yard at
Sary-Tash, a customs broker at Irkeshtam, a yurt guesthouse at Tulpar-Kul below Peak Lenin, and
buyers at Novosibirsk, Mersin, Istanbul, Urumqi, Doha and Karachi. The texts are Telegram (Saved
Messages too), WhatsApp, Viber, IMO, WeChat, Signal, Feishu, DingTalk, BiP and Zoom messages, Google
Keep, Samsung Notes, Xiaomi Notes and Obsidian notes, Okdesk, Kaiten, Yandex Tracker, Planfix,
Pyrus, YouTrack, Redmine and Jira tickets, e-mails, an incident note, a runbook, README fragments,
shell history (bash, a root prompt, PowerShell, cmd, crontab, a systemd unit, a Nagios command
definition, an Ansible task, a Makefile, a Dockerfile), configs, code (Python, PHP, a Taobao SDK
call, curl), voice-dictated text and requests to the assistant itself, around the panels of
refrigeration, tracking, weighing, sorting, drying, power, camera and network hardware (Thermo King
SLXi and TracKing, a Carrier Transicold Vector 1550, Dongin Thermo and Kingtec reefer units,
Galileosky and Navtelecom trackers, a Tenzo-M weighbridge indicator, a Loma IQ4 metal detector, a
Hefei Meyer colour sorter, a Multipond weigher, a Sartorius MA160 moisture analyser, Pego, Evco and
Güntner cold-room controllers, Elpro Libero and Dickson loggers, an ATOL 30F fiscal printer, a Dahua
NVR, a Hikvision door station, EZVIZ cameras, a Victron Cerbo GX and a Voltronic Axpert inverter at
the yurts, a Keenetic behind a Starlink dish, a MikroTik hAP ax2, Huawei B311 and ZTE MF79U modems,
Ubiquiti airMAX links, LoRaWAN sensors and a NAS at Khorog). Tools none of heldouts 5 to 110 names:
the Nagios and Icinga plugins check_vmware_esx, check_wmi_plus, check_esxi_hardware,
check_mssql_health, check_oracle_health, check_jmx, check_tomcat, check_ipmi_sensor,
check_ilo2_health, check_netapp_ontap, check_rabbitmq_server, check_curl and check_disk_smb, Open
Message Queue's imqusermgr, Bitvise's stnlc, NetApp's ndmpcopy, Oracle E-Business Suite's CONCSUB,
TDengine's taosBenchmark, WebSphere's stopServer.sh, Zimbra's zmmailbox, Shrew Soft's ikec,
Keycloak's add-user-keycloak.sh, redis-full-check and libbde's bdemount; beside them the commands
the product names (sshpass, mysql, redis-cli, sudo -S, xfreerdp, 7z, mosquitto_pub, net use, plink,
smbclient) and configs of Grafana, Zabbix, Asterisk's sip.conf, FreeRADIUS, OpenWrt's uci, Apache
Fineract, ERPNext, a MySQL client file, a Mosquitto bridge, pg_service, ChirpStack, pppd, fetchmail,
docker-compose, a 1C connection string and RouterOS in layouts of its own. About 47 % of the texts
are in other languages than English (by a rough count of the drawn samples): Yaghnobi (in Cyrillic,
as Tajik is written), Bukhori (the Judeo-Tajik of Samarkand and Bukhara, in Cyrillic), Yazghulami
(in Cyrillic), Bartangi (in Latin letters, as Pamiri youth text it), Dolan (the Uyghur of Maralbexi
and Awat, in Uyghur Latin), Ili Turki (in Latin letters), Koryo-mar (the Korean of Central Asia's
Koryo-saram, in Hangul with Russian loans in Cyrillic) and Central Asian Arabic (of the Bukhara and
Qashqadaryo villages, in Latin letters), which no earlier docstring names, and Russian, Uzbek,
Kazakh, Kyrgyz, Tajik, Turkish, Simplified Chinese, Uyghur (Arabic script), Persian, Korean, German,
Turkmen, Azerbaijani, Ukrainian, Mongolian (Cyrillic) and Japanese in wordings of their own. The
eight new languages' wordings are the author's approximations, checked by no speaker, built around
their pronouns and possessives and the loanwords people there really text (парол, пароль, parol,
код, kod, вайфай, wifi, token, API, IBAN, паспорт, pasport): Yaghnobi's `ман` ("my"), `ки-ӣ ма ку`
("tell no one") and `калид` ("key"), after Tajik; Bukhori's colloquial `паролм` ("my password"),
`касе нагу` ("tell no one") and the Hebrew loans `шалом` and `тода` ("thanks"); Yazghulami's `му`
("my"), `ту` ("you"), `чей ма лев` ("tell no one") and `нумур`; Bartangi's `mu`, `tu ma lüv` ("don't
you tell") and `naw` ("new"); Dolan's `mäning` ("my"), `parolum`, `achquchum` ("my key"), `yéngi`
("new") and `hechkimgä dimä` ("tell no one"); Ili Turki's `mening`, `paroli`, `pasportim`, `kaliti`,
`keyin` ("then") and `hichkimgä aytmä`; Koryo-mar's `내` ("my"), `새` ("new") and Hamgyong-style
endings `임다` and `돌렸슴다` around the Russian loans `пароль`, `код`, `карта`, `паспорт` and `команда`;
Central Asian Arabic's `hāda` ("this"), `māli` ("mine, of"), `miftāḥ` ("key") and `ma tgul l-aḥad`
("don't tell anyone"): all guesses after published word lists or neighbouring languages (Tajik,
Shughni, Uyghur, Uzbek, Hamgyong Korean, Arabic). Vendors (Payme, Uzum, PayBox.money, Unitpay,
Paynet, Apelsin, Multicard, TipTop Pay, Smartup, Billz, Didox, Faktura.uz, Soliq, Webkassa, ReKassa,
Ukassa, Lalafo, OLX, Express24, Tive, PEK, GPS-Trace, Glonasssoft, SmartGPS, Eskiz, ChatApp, Wappi,
Frontpad, Bnovo, Bronevik, Alta-Soft, Keden, CRIF, Ishenim, the First Credit Bureau, Netsis, Nebim,
Uyumsoft, Foriba, Mikro, Yonyou, Baidu Maps, Pinduoduo, Taobao, Yandex Maps, Kapitalbank, Jusan,
cpolar and Playmobile) are ones heldouts 5 to 110 do not name; where a vendor publishes no token
shape the shape here is the author's guess (Yandex Maps' UUID key, Baidu Maps' 32-character AK,
Taobao's 32-hex app secret, Eskiz's JWT bearer token, GPS-Trace's 72-hex Wialon-style token and
Unitpay's 32-hex secret key handed to `UnitPay` are as the author believes them; TipTop Pay's 32-hex
API secret is drawn after its predecessor CloudPayments'; Webkassa's `WKD-` and an upper-case UUID,
Alta-Soft's licence of five groups of five, Payme's thirty-character merchant key with signs in it,
Playmobile's Basic credentials and every other shape are guesses). The ids are kinds heldouts 5 to
110 do not use, and none carries a check a library or this file verifies (python-stdnum has no
module for them): a TIR carnet's reference, a Kazakh customs declaration's registration number, an
Uzbek vehicle registration certificate (texpasport), a Kazakh one (SRTS), an Uzbek driving licence,
a Xinjiang food-handler health certificate (健康证) and a Chinese foreigner's work permit, drawn in the
shape the author believes they are printed in (the health certificate's numbering wholly invented);
and Tajik, Uzbek, Chinese and Kazakh passports under Yaghnobi, Bukhori, Yazghulami, Bartangi, Dolan,
Ili Turki, Koryo-mar and Central Asian Arabic words, likewise unchecked. Card numbers pass Luhn
(Humo, UzCard, Elcart, Korti Milli, Mir and Troy prefixes drawn here and checked with
python-stdnum's `luhn`; Visa, Mastercard, UnionPay and Amex from the value helpers). The IBANs are
of the countries used least by a rough count over the IBAN sentences of heldouts 5 to 110 (Georgia
and Qatar, six corpora each, and Kazakhstan, Azerbaijan, Türkiye, Mongolia, Pakistan and Bahrain,
seven each), each with a bank code of the kind it prints and drawn until `stdnum.iban` validates it;
seed phrases come from `mnemonic`'s English, Russian, Turkish, Korean, Simplified Chinese and
Japanese lists, with valid checksums. 390 secret-bearing texts, 20 field pairs and 20 metadata
samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

from tests.memories.redaction import secret_classes_values as v
from tests.memories.redaction.secret_classes_heldout import FieldPair, MetadataSample, Sample

SEED = 112_460_883
ALNUM, HEX, BASE32, D = v.ALNUM, v.HEX, v.BASE32, v.DIGITS
LOWER, UPPER = string.ascii_lowercase, string.ascii_uppercase
LOWER_DIGITS, UPPER_DIGITS = LOWER + D, UPPER + D
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


_FRUIT = ["Urik", "Mayiz", "Kishmish", "Kuraga", "Pista", "Bodom", "Yongoq", "Jiyda", "Anor",
          "Qovun", "Shaftoli", "Olcha", "Chakka", "Khurma", "Tut", "Sultana"]  # fmt: skip
# Mountain passes on the co-operative's truck routes and their heights in metres.
_PASSES = {"Akbaital": 4655, "Kulma": 4362, "Khunjerab": 4693, "Torugart": 3752,
           "Irkeshtam": 3005, "Taldyk": 3615, "Koytezek": 4271, "Anzob": 3372,
           "Shahristan": 3378}  # fmt: skip
_PLACES = ["Osh", "Khorog", "Kashgar", "Samarkand", "Almaty", "Isfara", "Batken", "Murghab",
           "SaryTash", "Jayma", "Siyob", "Karakul", "Korgon", "Kanibadam", "Uzgen",
           "Shahimardan"]  # fmt: skip
_NAMES = ["Rustam", "Dilnoza", "Bakyt", "Aibek", "Gulnara", "Timur", "Nodira", "Azamat", "Zarina",
          "Davron", "Aizhan", "Erlan", "Shahlo", "Farrukh", "Parviz", "Khurshed", "Mirzo",
          "Yusuf", "Alimjan", "Patigul", "Ablikim", "Saodat", "Emre", "Svetlana",
          "Vladimir"]  # fmt: skip
_SYMBOLS = "!#$%*@?&+"
_LEET = ["Ur1k", "K1shm1sh", "P1st4", "K4r4v4n", "S4rb0n", "T0rug4rt", "Kur4g4", "Tulp4r",
         "Y0ngoq"]  # fmt: skip
# A Russian word typed with the keyboard left on the Latin layout, a habit of the office PCs.
_RU_WORDS = ["пароль", "кишмиш", "курага", "фисташка", "миндаль", "дыня", "самса", "караван",
             "памир", "склад", "фура"]  # fmt: skip
_LAYOUT = dict(zip("йцукенгшщзфывапролдячсмить", "qwertyuiopasdfghjklzxcvbnm", strict=True))


def _latin_layout(word: str) -> str:
    return "".join(_LAYOUT[c] for c in word)


def _pass_height(g: random.Random) -> str:
    """A pass and its height, the way the drivers pick a password."""
    name = g.choice(list(_PASSES))
    return f"{name}{_PASSES[name]}{g.choice(_SYMBOLS)}"


def _plate(g: random.Random) -> str:
    """A Kyrgyz truck plate run together, and a sign."""
    region = g.choice(["01", "02", "03", "05", "06", "08"])
    return f"{region}KG{_r(g, D, 3)}{_r(g, UPPER, 3)}{g.choice(_SYMBOLS)}"


def _manager(g: random.Random) -> str:
    """Three random groups of five, small letters and digits, as a generator writes them."""
    return "-".join(_r(g, LOWER_DIGITS, 5) for _ in range(3))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _pass_height,
    lambda g: f"{g.choice(_FRUIT)}{g.choice([10, 12, 20, 25, 40, 50])}kg{g.choice(_SYMBOLS)}",
    lambda g: _latin_layout(g.choice(_RU_WORDS)).capitalize() + str(g.randrange(1990, 2034)),
    lambda g: f"{g.choice(_NAMES).lower()}{g.randrange(1965, 2008)}{g.choice(_SYMBOLS)}",
    _plate,
    lambda g: f"Minus{g.choice([18, 20, 22, 25])}C{g.choice(_SYMBOLS)}{g.randrange(10, 100)}",
    lambda g: _r(g, ALNUM + "!#%*?@", 16),
    _manager,
    lambda g: f"Yurt{g.randrange(1, 13)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_FRUIT).lower()}_{g.choice(_PLACES).lower()}_{g.randrange(1995, 2034)}",
    lambda g: g.choice(_LEET) + str(g.randrange(10, 100)) + g.choice(_SYMBOLS) + g.choice(_PLACES),
    lambda g: f"Sklad{g.randrange(1, 9)}{g.choice(_SYMBOLS)}{_r(g, D, 4)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "Telegram, Rustam in 'Osh cold store': the Thermo King SLXi controller password on truck 08KG is {pw}",
    "WhatsApp from Bakyt: Carrier Transicold Vector 1550 service-menu password {pw}",
    "Viber, Svetlana at the Novosibirsk buyers' desk: the Loma IQ4 metal detector supervisor password is {pw}",
    "IMO call note, Khorog office: the Keenetic behind the Starlink dish, admin password {pw}",
    "WeChat, Ablikim at the Kashgar consolidation yard: Hefei Meyer colour sorter engineer password {pw}",
    "Signal, Aibek: Galileosky 7.0 tracker configurator password {pw}",
    "Telegram Saved Messages: Navtelecom SIGNAL S-2651 tracker password {pw}",
    "Google Keep 'Samarkand plant': Sartorius MA160 moisture analyser admin password {pw}",
    "Samsung Notes: Victron Cerbo GX remote-console password for the Tulpar-Kul yurts {pw}",
    "Xiaomi Notes: Voltronic Axpert inverter WatchPower password {pw}",
    "Okdesk ticket 4471: the Tenzo-M TV-020 weighbridge indicator password {pw} stopped working after the firmware was flashed",
    "Kaiten card 'Reefer 12': Dongin Thermo controller password {pw}",
    "Yandex Tracker SARBON-318: Multipond weigher operator password {pw}, rotate it please",
    "Planfix task 912: ATOL 30F fiscal printer admin password {pw}",
    "Pyrus request 7781: Dahua NVR4208 admin password {pw}",
    "YouTrack CC-204: the Elpro Libero cloud password is {pw}",
    "Redmine #5120: Dickson DWE logger console password {pw}",
    "Jira COLD-77: Güntner GMM EC controller web password {pw}",
    "Hi Parviz,\n\nthe admin password of the Khorog office NAS is {pw}. Move it to the vault and delete this e-mail afterwards, please.\n\nThanks,\nZarina",
    "Incident 2033-02-11: the Evco EVlink gateway in cold room 2 answered from the open internet with the password {pw}",
    "Runbook: restart the apricot sulphuring-chamber controller\n1. open the Pego ECP panel\n2. sign in as service\n3. password {pw}\n4. hold SET for five seconds",
    "README (Osh server rack)\nThe MikroTik hAP ax2 answers on https://10.20.0.1, admin password `{pw}`.",
    "my online banking password is {pw} now, the bank made me change it",
    "dictated: the Huawei B311 modem password on the Murghab truck is {pw} full stop",
    "note to self: EZVIZ camera app password {pw}",
    "after the reset the ZTE MF79U hotspot admin password became {pw}",
    "Zoom chat during the Istanbul buyers' call: Kingtec reefer unit password {pw}",
    "Feishu message from Patigul: the Hikvision door station admin password is {pw}",
    "DingTalk, Ablikim: Ubiquiti airMAX link to the Sary-Tash yard, password {pw}",
    "BiP message from Emre (Mersin buyer): the B2B portal password we made for you is {pw}",
    "Рустам: пароль от контроллера Thermo King на фуре 08KG — {pw}",
    "пароль на весовой Тензо-М: {pw}, никому не давай",
    "Светлана, Новосибирск: пароль от кабинета покупателя {pw}",
    "Dilnoza: Samarqand sexidagi namlik o‘lchagichning paroli {pw}",
    "omborxona kompyuterining paroli: {pw}, hech kimga aytma",
    "Айжан: Алматыдағы қойма компьютерінің құпиясөзі — {pw}",
    "құпиясөзім: {pw}, мұны Ерлан ғана біледі",
    "Бакыт: Оштогу муздаткычтын компьютеринин сырсөзү {pw}",
    "жүк ташуучу машинанын планшетинин сырсөзү: {pw}",
    "Парвиз: рамзи роутери идораи Хоруғ {pw}",
    "рамзи компютери анбор: {pw}, ба ҳеҷ кас нагӯ",
    "Emre: Mersin deposundaki tartı bilgisayarının şifresi {pw}",
    "李伟：喀什冷库那台电脑的登录密码是 {pw}",
    "ئابلىكىم: ئامبار كومپيۇتېرىنىڭ پارولى {pw}",
    "رمز عبور کامپیوتر انبار خشکبار: {pw}",
    "알마티 창고 컴퓨터 비밀번호는 {pw} 입니다",
    "Kennwort des Kühlhaus-Rechners in Osch: {pw}",
    "ammar kompýuteriniň açar sözi: {pw}",
    "quru meyvə anbarındakı kompüterin şifrəsi: {pw}",
    "пароль від комп'ютера на складі в Оші: {pw}",
    "агуулахын компьютерийн нууц үг: {pw}",
    "Мирзо: ман пароли компютер {pw}",
    "ман вайфай парол: {pw}, ба ки-ӣ ма ку",
    "Юсуф: шалом, паролм {pw} ас, ба касе нагу",
    "Хуршед: му парол {pw}, ту ба чей ма лев",
    "Davron: mu parol {pw}, tu ma lüv",
    "Patigul: mäning parolum {pw}, hechkimgä dimä",
    "Alimjan: mening paroli {pw}, hichkimgä aytmä",
    "김 블라디미르: 내 пароль {pw} 임다",
    "Saodat: hāda paroli {pw}, ma tgul l-aḥad",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["rustam.k", "dilnoza", "bakyt", "aibek.t", "gulnara", "timur", "nodira.s", "azamat",
          "zarina", "davron", "aizhan", "erlan.b", "shahlo", "farrukh", "parviz.kh", "khurshed",
          "mirzo", "yusuf.b", "alimjan", "patigul", "ablikim", "emre.y", "kim.v", "saodat",
          "svc-reefer", "icinga", "broker-irk", "plant-qc"]  # fmt: skip
_LOGINS = [
    "Telegram, Rustam: the Thermo King TracKing login is {u} / {pw}",
    "Okdesk #4490: {u} locked out of the Tenzo-M web page, last password {pw}",
    "user {u} pass {pw}",
    "Yandex Tracker › Osh › Cold rooms › Evco EVlink: {u} — {pw}",
    "| unit | login | password |\n|---|---|---|\n| Loma IQ4 | {u} | {pw} |",
    "log into the Victron VRM portal as {u} with {pw}",
    "ATOL login {u}:{pw}",
    "username: {u}\npass: {pw}",
    "- host: nvr-khorog\n  user: {u}\n  pass: {pw}",
    "device;user;password\nmeyer-sorter;{u};{pw}",
    "ssh {u}@reefer-gw.sarbon.lan, password {pw}",
    "Kaiten: creds for the Galileosky configurator are {u} and {pw}",
    "логин {u}, пароль {pw}",
    "foydalanuvchi {u}, parol {pw}",
    "пайдаланушы аты {u}, құпиясөзі {pw}",
    "колдонуучу {u}, сырсөзү {pw}",
    "номи корбар {u}, рамз {pw}",
    "kullanıcı adı {u}, şifre {pw}",
    "用户名 {u} 密码 {pw}",
    "Benutzername {u}, Kennwort {pw}",
    "아이디 {u} 비밀번호 {pw}",
    "ман логин {u}, ман парол {pw}",
    "mu login {u}, mu parol {pw}",
    "login mäning {u}, parolum {pw}",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["urik", "kishmish", "kuraga", "pista", "bodom", "jiyda", "tulpar", "karavan",
               "samsa", "lagman", "kumys", "yurta", "akbaital", "irkeshtam", "shahimardan",
               "chakka"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is simply {w}, lowercase, with {d} after it",
    "Rustam on the phone: say {w}, then tack on {d}",
    "for the reefer gateway: {w}, after it {d}",
    "voice note: wifi password is {w} then {d} no spaces",
    "в пароле первым идёт слово {w}, в конце число {d}",
    "parol: {w} so‘zi, keyin {d}",
    "құпиясөз: {w} деген сөз, артынан {d}",
    "şifre: önce {w} diye bir kelime, peşinden {d}",
    "密码就是单词 {w}，后面跟着 {d}",
    "it's {w}{d}, all joined up",
    "пароль는 {w} 그 다음 {d} 임다",
    "parolum söz {w}, keyin {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


_CLI = [
    "check_vmware_esx.pl -H esx01.sarbon.lan -u {u} -p '{pw}' --select=runtime",
    "check_wmi_plus.pl -H 10.20.1.15 -u 'SARBON/{u}' -p '{pw}' -m checkdrivesize -a C:",
    "check_esxi_hardware.py -H https://esx02.sarbon.lan -U {u} -P '{pw}' -V dell",
    "check_mssql_health --hostname sql-osh.sarbon.lan --username {u} --password '{pw}' --mode connection-time",
    "check_jmx -U service:jmx:rmi:///jndi/rmi://erp.sarbon.lan:9010/jmxrmi -O java.lang:type=Memory -A HeapMemoryUsage -K used --username {u} --password '{pw}' -w 3000000000 -c 3500000000",
    "check_tomcat.pl -H tomcat.sarbon.lan -p 8080 -l {u} -a '{pw}' -w 25%,25% -c 10%,10%",
    "check_oracle_health --connect=EBSOSH --username={u} --password='{pw}' --mode=tablespace-usage",
    "check_ipmi_sensor -H bmc-cold01.sarbon.lan -U {u} -P '{pw}' -L USER -T Temperature",
    "check_ilo2_health.pl -H ilo-kashgar.sarbon.lan -u {u} -p '{pw}' -a -e",
    "check_netapp_ontap.pl -H nas-almaty.sarbon.lan -u {u} -p '{pw}' -o volume_health",
    "check_rabbitmq_server --hostname mq.sarbon.lan --port 15672 --username {u} --password '{pw}'",
    "check_curl -H erp.sarbon.lan -S -a {u}:{pw} -u /health",
    "imqusermgr add -u {u} -p '{pw}' -g admin",
    "stnlc sftp.broker-irkeshtam.kg -user={u} -pw='{pw}' -cmd=\"ls /declarations\"",
    "ndmpcopy -sa {u}:{pw} -da {u}:{pw} nas-osh:/vol/fruit nas-almaty:/vol/fruit_dr",
    "CONCSUB apps/{pw} SYSADMIN 'System Administrator' {u} WAIT=N CONCURRENT FND FNDSCPRG",
    "taosBenchmark -h tdengine.sarbon.lan -u {u} --password='{pw}' -d coldchain -t 100",
    "/opt/IBM/WebSphere/AppServer/bin/stopServer.sh server1 -username {u} -password '{pw}'",
    "zmmailbox -a {u}@sarbon.coop -p '{pw}' -m buyers@sarbon.coop gaf",
    "ikec -r irkeshtam-vpn -u {u} -p '{pw}' -a",
    "check_disk_smb -H fs-osh -s customs -u {u} -p '{pw}' -w 85 -c 95",
    "/opt/keycloak/bin/add-user-keycloak.sh -r master -u {u} -p '{pw}'",
    "redis-full-check -s 10.20.3.5:6379 -p '{pw}' -t 10.20.3.6:6379 -a '{pw}' --comparemode=1",
    "bdemount -p '{pw}' /dev/sdb1 /mnt/customs-laptop",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@reefer-gw.sarbon.lan uptime",
    "mysql --host=db-khorog.sarbon.lan -u{u} -p{pw} guesthouse",
    "redis-cli -h cache.sarbon.lan -p 6380 --user {u} -a '{pw}' INFO keyspace",
    "printf '%s\\n' '{pw}' | sudo -S systemctl restart reefer-bridge",
    "xfreerdp /v:customs-pc.sarbon.lan /u:{u} /p:'{pw}' /cert:ignore +clipboard",
    "7z x -p'{pw}' declarations-2033-03.7z -o./declarations",
    "mosquitto_pub -h mqtt.sarbon.lan -u {u} -P '{pw}' -t reefer/08KG/setpoint -m -18",
    "net use Z: \\\\fs-osh\\customs {pw} /user:SARBON\\{u} /persistent:no",
    "plink -ssh -pw '{pw}' {u}@10.20.0.1 \"/system reboot\"",
    "smbclient //fs-khorog/scans -U '{u}%{pw}' -c 'ls'",
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "[root@reefer-gw ~]# {c}", "PS C:\\ops> {c}", "C:\\Users\\zarina> {c}",
    " 1042  {c}", "*/5 * * * * {c} >> /var/log/sarbon-checks.log 2>&1", "ExecStart={c}",
    "define command {{\n    command_name  sarbon_check\n    command_line  {c}\n}}",
    "- name: run it on the plant box\n  ansible.builtin.shell: {c}",
    "Makefile, target `check`:\n\t{c}", "Dockerfile:\nRUN {c}",
    "Telegram, Rustam: ran this, works now: {c}", "Okdesk #4502, the command the contractor used:\n{c}",
    "вот команда, которую запускал: {c}", "我跑的命令：{c}", "shu buyruqni ishlatdim: {c}",
    "осы команданы іске қостым: {c}", "bu komutu çalıştırdım: {c}", "이 команда 돌렸슴다: {c}",
    "buyruq mana: {c}", "ман команда: {c}",
]  # fmt: skip


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence), every
    frame used before any repeats."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        samples = v.fill(rng, cls, templates, n, _plain_pw, u=_USERS)
        return [
            Sample(s.cls, frame.format(c=s.text), s.secret)
            for s, frame in zip(samples, v.cycle(rng, frames, n), strict=True)
        ]

    return take


_cli = _framed("cli_password", _CLI, _SHELLS)


_URLS = [
    "postgresql://{u}:{pw}@pg-osh.sarbon.lan:5432/coldchain",
    "clickhouse://{u}:{pw}@ch.sarbon.lan:9000/telemetry",
    "mysql+pymysql://{u}:{pw}@db-khorog.sarbon.lan/guesthouse",
    "mssql+pyodbc://{u}:{pw}@sql-osh.sarbon.lan/Customs?driver=ODBC+Driver+18+for+SQL+Server",
    "mongodb://{u}:{pw}@mongo-kashgar.sarbon.lan:27017/lots?authSource=admin",
    "amqp://{u}:{pw}@mq.sarbon.lan:5672/reefers",
    "ftp://{u}:{pw}@ftp.broker-irkeshtam.kg/declarations/",
    "rtsp://{u}:{pw}@cam-yurt-1.sarbon.lan:554/Streaming/Channels/101",
    "https://{u}:{pw}@nexus.sarbon.lan/repository/pypi-internal/simple",
    "socks5://{u}:{pw}@proxy.sarbon.net:1080",
    "oracle+oracledb://{u}:{pw}@ebs.sarbon.lan:1521/?service_name=EBSOSH",
    "Server=sql-almaty.sarbon.lan;Database=Microfinance;User Id={u};Password={pw};TrustServerCertificate=True",
    "redis://{u}:{pw}@cache.sarbon.lan:6380/2",
]  # fmt: skip
_URL_PLACES = [
    "COLDCHAIN_DB_URL={c}", "save this connection string somewhere for me: {c}", "строка подключения к базе склада: {c}",
    "连接串：{c}", "Okdesk #4511: {c}", "Obsidian note 'DB links': {c}",
    "ulanish satri: {c}", "ман connection string: {c}",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str, alg: str = "HS256") -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_990_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "sub": str(g.randrange(10_000, 99_999)), "iat": issued,
                  "exp": issued + 2_592_000, "role": "user", "sign": _r(g, HEX, 32)}  # fmt: skip
        sig = {"HS256": 43, "RS256": 342}[alg]
        return _jwt_of(g, {"alg": alg, "typ": "JWT"}, claims, sig)

    return make


def _upper_uuid(g: random.Random) -> str:
    return v.uuid4(g, g.choice("89ab")).upper()


_VENDORS: list[tuple[str, str, Maker]] = [
    ("Payme", "PAYME_MERCHANT_KEY", _j((ALNUM + "#?&@%", 30))),
    ("Uzum", "UZUM_MERCHANT_API_KEY", lambda g: v.uuid4(g, "a")),
    ("PayBox.money", "PAYBOX_SECRET_KEY", _j((ALNUM, 16))),
    ("Unitpay", "UNITPAY_SECRET_KEY", _j((HEX, 32))),
    ("Paynet", "PAYNET_API_TOKEN", _j((B64, 43), "=")),
    ("Apelsin", "APELSIN_CASHBOX_SECRET", _j((ALNUM, 32))),
    ("Multicard", "MULTICARD_APP_SECRET", _j((ALNUM, 40))),
    ("TipTop Pay", "TIPTOP_API_SECRET", _j((HEX, 32))),
    ("Smartup", "SMARTUP_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("Billz", "BILLZ_SECRET_TOKEN", _j((ALNUM, 64))),
    ("Didox", "DIDOX_PARTNER_TOKEN", lambda g: v.uuid4(g, "b")),
    ("Faktura.uz", "FAKTURA_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Soliq", "SOLIQ_API_KEY", _j((HEX, 32))),
    ("Webkassa", "WEBKASSA_API_KEY", lambda g: "WKD-" + _upper_uuid(g)),
    ("ReKassa", "REKASSA_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Ukassa", "UKASSA_TOKEN", _j((HEX, 40))),
    ("Lalafo", "LALAFO_API_TOKEN", _j((ALNUM, 40))),
    ("OLX", "OLX_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Express24", "EXPRESS24_API_KEY", _j((HEX, 32))),
    ("Tive", "TIVE_API_KEY", _j((ALNUM, 40))),
    ("PEK", "PEK_API_KEY", _j((UPPER_HEX, 32))),
    ("GPS-Trace", "GPSTRACE_TOKEN", _j((HEX, 72))),
    ("Glonasssoft", "GLONASSSOFT_TOKEN", lambda g: v.uuid4(g, "a")),
    ("SmartGPS", "SMARTGPS_API_KEY", _j((HEX, 32))),
    ("Eskiz", "ESKIZ_TOKEN", _vendor_jwt("notify.eskiz.uz")),
    ("ChatApp", "CHATAPP_ACCESS_TOKEN", _vendor_jwt("https://api.chatapp.online", "RS256")),
    ("Wappi", "WAPPI_TOKEN", _j((HEX, 40))),
    ("Frontpad", "FRONTPAD_SECRET", _j((ALNUM, 64))),
    ("Bnovo", "BNOVO_API_KEY", _j((HEX, 32))),
    ("Bronevik", "BRONEVIK_API_KEY", _j((ALNUM, 32))),
    ("Alta-Soft", "ALTA_LICENSE_KEY", lambda g: "-".join(_r(g, UPPER_DIGITS, 5) for _ in range(5))),
    ("Keden", "KEDEN_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("CRIF", "CRIF_API_SECRET", _j((B64, 40))),
    ("Ishenim", "ISHENIM_API_TOKEN", _j((HEX, 64))),
    ("First Credit Bureau", "FCB_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Netsis", "NETSIS_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Nebim", "NEBIM_INTEGRATOR_TOKEN", lambda g: v.uuid4(g, "8")),
    ("Uyumsoft", "UYUMSOFT_API_KEY", _upper_uuid),
    ("Foriba", "FORIBA_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Mikro", "MIKRO_API_KEY", _j((B64, 43), "=")),
    ("Yonyou", "YONYOU_APP_SECRET", _j((HEX, 32))),
    ("Baidu Maps", "BAIDU_MAP_AK", _j((ALNUM, 32))),
    ("Pinduoduo", "PDD_CLIENT_SECRET", _j((HEX, 40))),
    ("Taobao", "TAOBAO_APP_SECRET", _j((HEX, 32))),
    ("Yandex Maps", "YANDEX_MAPS_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Kapitalbank", "KAPITALBANK_API_KEY", _j((ALNUM, 40))),
    ("Jusan", "JUSAN_BUSINESS_CLIENT_SECRET", _j((URLSAFE, 40))),
    ("cpolar", "CPOLAR_AUTHTOKEN", _j((ALNUM, 48))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "set {env}={tok}",
    "$env:{env} = \"{tok}\"",
    ".env.production:\n{env}={tok}",
    "appsettings.json of the customs bridge: \"{env}\": \"{tok}\"",
    "docker run -d -e {env}={tok} sarbon/reefer-bridge:2.4",
    "kubectl create secret generic coop-integrations --from-literal={env}={tok}",
    "supervisord.conf:\n[program:invoice-sync]\nenvironment={env}=\"{tok}\"",
    "pool.d/reefer.conf (php-fpm):\nenv[{env}] = {tok}",
    "/etc/default/reefer-bridge:\n{env}='{tok}'",
    "1С, константа «{vendor} API»: {tok}",
    "Sarbon ERP › Settings › Integrations › {vendor}: {tok}",
    "Obsidian table 'Keys': | {vendor} | prod | {tok} |",
    "Google Keep reminder: rotate the {vendor} key {tok} before the audit",
    "Telegram, Rustam: {vendor} key for the e-invoice export: {tok}",
    "WhatsApp from Gulnara: the {vendor} token in use since Monday is {tok}, the old one no longer works",
    "Okdesk #4530: {vendor} answers 401 to the sync job, the key it sends is {tok}",
    "Planfix task 977: {vendor} integration down since the weekend, the key in the config is {tok}",
    "{vendor} API key, remember it for me: {tok}",
    "ключ API {vendor} для склада в Оше: {tok}",
    "{vendor} API kaliti: {tok}",
    "{vendor} API кілті: {tok}",
    "{vendor} API ачкычы: {tok}",
    "калиди API-и {vendor}: {tok}",
    "{vendor} API anahtarı: {tok}",
    "{vendor} 的 API 密钥：{tok}",
    "{vendor} API ئاچقۇچى: {tok}",
    "{vendor} API 키는 {tok} 임다",
    "der API-Schlüssel von {vendor} fürs Kühlhaus: {tok}",
    "{vendor} API açary: {tok}",
    "ман {vendor} API калид: {tok}",
    "му {vendor} API калид: {tok}",
    "mu {vendor} API kalid: {tok}",
    "калид-и API {vendor}, тода: {tok}",
    "{vendor} API achquchum: {tok}",
    "{vendor} API kaliti mening: {tok}",
    "miftāḥ API māl {vendor}: {tok}",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    unitpay = _r(rng, HEX, 32)
    yandex = v.uuid4(rng, "a")
    baidu = _r(rng, ALNUM, 32)
    taobao = _r(rng, HEX, 32)
    wappi = _r(rng, HEX, 40)
    bnovo = _r(rng, HEX, 32)
    return [
        Sample("vendor_token", f"$unitpay = new UnitPay('unitpay.money', '{unitpay}');", unitpay),
        Sample("vendor_token", f'requests.get("https://geocode-maps.yandex.ru/1.x/", params={{"apikey": "{yandex}", "geocode": "Osh, Jayma bazaar", "format": "json"}})', yandex),
        Sample("vendor_token", f"curl 'https://api.map.baidu.com/geocoding/v3/?address=喀什市&output=json&ak={baidu}'", baidu),
        Sample("vendor_token", f'client = top.api.TopClient("https://eco.taobao.com/router/rest", "34216607", "{taobao}")', taobao),
        Sample("vendor_token", f"curl -H 'Authorization: {wappi}' 'https://wappi.pro/api/sync/message/send?profile_id=8a1f2c' -d @msg.json", wappi),
        Sample("vendor_token", f'{{"bnovo": {{"account_id": 31877, "api_key": "{bnovo}"}}, "hotel": "Tulpar-Kul yurts"}}', bnovo),
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


_BARE_PLACES = ["{t}", "Telegram, Rustam: {t}", "the dashboard shows it once, so I'm parking it here:\n{t}",
                "вот токен: {t}", "这个 token：{t}", "{t}\n^ fresh one, the previous one is revoked",
                "ман token: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 56), "=="),
                _j((LOWER_DIGITS, 48)), _j((URLSAFE, 52)), _j((B64, 40), "="), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the cold-room sensor CR-03 in Osh (OTAA): {h}": 32,
    "AppSKey of the Isfara dryer humidity node (ABP): {h}": 32,
    "HMAC secret of the Payme callback on the plant's shop: {h}": 64,
    "Galileosky tracker's AES key for the data channel: {h}": 32,
    "WireGuard is base64, but the old IPsec PSK to Kashgar was hex: {h}": 64,
    "ключ, которым шифруем выгрузку 1С: {h}": 64,
    "备份加密密钥：{h}": 48,
    "ман backup калид: {h}": 64,
    "mäning backup achquchum: {h}": 32,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 1 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Okdesk #4555: token copied out of the browser's network tab {t}",
    "Cookie: lang=ru; sarbon_session={t}",
    "RESERVATIONS_ACCESS_TOKEN={t}",
    "stash this bearer token for me {t}",
    "токен: {t}",
    "令牌是 {t}",
    "ман token: {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_990_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS384", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 3600,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 0:
        claims |= {
            "iss": "https://sso.sarbon.coop/realms/coop",
            "azp": "coldchain-console",
            "realm_access": {"roles": ["dispatch", "plant-qc"]},
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, URLSAFE, 16)}
    sig = {"RS256": 342, "ES256": 86, "HS384": 64, "PS512": 683}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "deploy key of the Osh reefer gateway, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/nginx/ssl/b2b.sarbon.coop.key:\n{key}": ("PRIVATE KEY", "\n"),
    '{{"EINVOICE_SIGNING_KEY": "{key}", "partner": "mersin-importer"}}': ("RSA PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_kashgar <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Okdesk #4560, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "приватный ключ от шлюза в Оше:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key for the customs broker's SFTP drop at Irkeshtam:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQdGBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 9 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 7]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Exodus wallet words, typing them in before I shred the paper: {p}": "english",
    "Trust Wallet recovery phrase of the apricot-fund wallet (emptied)\n{p}": "english",
    "voice memo: the Tonkeeper recovery words are {p} and nothing else": "english",
    "Obsidian page 'Caravan fund wallet (retired)': {p}": "english",
    "Ledger backup card, typed out: {p}": "english",
    "сид-фраза от старого кошелька фонда: {p}": "russian",
    "фраза восстановления, не терять: {p}": "russian",
    "eski cüzdanın kurtarma kelimeleri (Mersin): {p}": "turkish",
    "지갑 복구 문구: {p}": "korean",
    "钱包助记词：{p}": "chinese_simplified",
    "ウォレットの復元フレーズ：{p}": "japanese",
    "ман seed phrase: {p}": "english",
}  # fmt: skip
_MNEMO = {lang: Mnemonic(lang) for lang in dict.fromkeys(["english", *_SEED_PLACES.values()])}


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 18, 12][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        "  ".join(f"{k:02d}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Humo's, UzCard's, Elcart's, Korti
    Milli's, Mir's, Troy's: schemes the value helpers do not know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


_SCHEMES = {"humo": ["9860"], "uzcard": ["8600"], "elcart": ["9417"], "korti_milli": ["9762"],
            "mir": ["2200", "2201", "2202", "2204"], "troy": ["9792"]}  # fmt: skip


def _card(rng: random.Random, brand: str) -> str:
    if brand in _SCHEMES:
        return _card_of(rng, _SCHEMES[brand], [16])
    return v.card(rng, brand)


_CARD_PLACES = [
    "Telegram, Gulnara: the co-op card for the Thermo King spare parts is {c}, exp {mm}/{yy}",
    "jot down my spare card: {c} valid till {mm}/{yy}",
    "Карта: {c}\nСрок: {mm}/{yy}",
    "Okdesk #4570: pay the Tenzo-M calibration visit with card {c}",
    "karta raqamim: {c}, {mm}/{yy}",
    "картамның нөмірі: {c}",
    "卡号：{c}，有效期 {mm}/{yy}",
    "kart numaram {c}, SKT {mm}/{yy}",
    "ман корт: {c}, {mm}/{yy}",
    "mäning kartam: {c}",
    "내 карта 번호 {c} 임다",
    "kārt māli: {c}, {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["humo", "visa", "uzcard", "mir", "elcart", "unionpay", "korti_milli", "mastercard",
           "troy", "humo", "uzcard", "visa"]  # fmt: skip


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(34, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Mastercard {c}, valid 09/36, CVC {cvv}",
               "the three digits printed on the back of the Visa: {cvv}",
               "Amex {c}, the four-digit CID printed above the number: {cvv}",
               "CVV2 на обороте: {cvv}",
               "kartaning orqasidagi uchta raqam: {cvv}",
               "卡背面的三位安全码：{cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "mastercard"
    number = v.grouped(v.card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over the IBAN sentences of heldouts 5 to 110; each
# BBAN starts with a bank code of the kind that country prints (after stdnum's iban.dat).
_IBAN_BANKS: dict[str, tuple[list[str], str]] = {  # country: bank codes, the rest's shape
    "GE": (["TB", "BG", "LB", "PC"], "n" * 16),
    "QA": (["QNBA", "DOHB", "CBQA", "QIIB"], "n" * 21),
    "KZ": (["601", "722", "998", "965"], "c" + "n" * 12),
    "AZ": (["IBAZ", "AIIB", "PAHA", "NABZ"], "n" * 20),
    "TR": (["000100", "000620", "000460", "000640"], "n" * 16),
    "MN": (["0005", "0004", "0015", "0032"], "n" * 12),
    "PK": (["HABB", "MEZN", "UNIL", "SCBL"], "n" * 16),
    "BH": (["BMAG", "NBOB", "KFHB", "BBKU"], "n" * 14),
}  # fmt: skip


def _iban(rng: random.Random, country: str) -> str:
    banks, shape = _IBAN_BANKS[country]
    alphabet = {"n": D, "c": "A" + D}

    def make(g: random.Random) -> str:
        bban = g.choice(banks) + "".join(g.choice(alphabet[c]) for c in shape)
        return country + std_iban.calc_check_digits(country + "00" + bban) + bban

    return v.until(rng, make, std_iban.is_valid)


_IBAN_PLACES = {  # template: the payee's country
    "Invoice SC-2033-041: pay the Poti transit agent to {i} before the 25th": "GE",
    "save the Mersin importer's IBAN: {i}": "TR",
    "IBAN: {i}\nПолучатель: ТОО «Сарбон Алматы»": "KZ",
    "Telegram #treasury: the Doha buyer's new bank details, IBAN {i}": "QA",
    "Bakı tranzit agentinin IBAN hesabı: {i}": "AZ",
    "менің IBAN-ым: {i}": "KZ",
    "IBAN numaramız: {i}": "TR",
    "巴林买家的 IBAN：{i}": "BH",
    "Улаанбаатарын бөөний худалдаачны IBAN: {i}": "MN",
    "Karachi buyer (the Karakoram route), IBAN {i}": "PK",
    "mu IBAN (Tbilisi): {i}": "GE",
    "IBAN mäning (Doha): {i}": "QA",
}  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_PLACES[template])
    return {"i": number if index % 3 == 1 else v.iban_spaced(number)}


_ibans = _Family("iban", list(_IBAN_PLACES), _iban_draw, "i")


def _tir(g: random.Random) -> str:
    """A TIR carnet's reference: two letters and eight digits (no public check)."""
    return g.choice(["XC", "XD", "EX"]) + _r(g, D, 8)


def _kz_declaration(g: random.Random) -> str:
    """A Kazakh customs declaration's registration number: the post's code, the date, a serial."""
    day = f"{g.randrange(1, 29):02d}{g.randrange(1, 13):02d}{g.randrange(31, 34)}"
    return f"{g.choice(['55510', '55310', '50508', '55640'])}/{day}/{_r(g, D, 7)}"


def _uz_techpass(g: random.Random) -> str:
    """An Uzbek vehicle registration certificate (texpasport): a series of three letters and
    seven digits, as the author believes it is printed; no check."""
    return f"AA{g.choice('EFG')} {_r(g, D, 7)}"


def _kz_techpass(g: random.Random) -> str:
    """A Kazakh vehicle registration certificate (SRTS): two letters and eight digits."""
    return g.choice(["AA", "AB", "BE", "KZ"]) + _r(g, D, 8)


def _uz_licence(g: random.Random) -> str:
    """An Uzbek driving licence (haydovchilik guvohnomasi): a series and seven digits."""
    return f"A{g.choice('FG')} {_r(g, D, 7)}"


def _cn_health(g: random.Random) -> str:
    """A Xinjiang food-handler health certificate (健康证) number: its shape wholly invented."""
    return f"{g.choice(['653101', '653121', '650102'])}{g.randrange(2031, 2034)}{_r(g, D, 6)}"


def _cn_work(g: random.Random) -> str:
    """A Chinese foreigner's work permit number: eighteen digits starting 156 (as believed)."""
    return "156" + _r(g, D, 15)


def _tj_passport(g: random.Random) -> str:
    """A Tajik passport: nine digits starting 40 (as the author believes)."""
    return "40" + _r(g, D, 7)


def _uz_passport(g: random.Random) -> str:
    """An Uzbek biometric passport: a series of two letters and seven digits."""
    return g.choice(["FA", "FB", "AD"]) + _r(g, D, 7)


def _cn_passport(g: random.Random) -> str:
    """A Chinese e-passport: E, a letter and seven digits."""
    return "E" + g.choice("ABCDEFGHJK") + _r(g, D, 7)


def _kz_passport(g: random.Random) -> str:
    """A Kazakh passport number: the letter N, then eight digits."""
    return "N" + _r(g, D, 8)


_ID_PLACES: dict[str, Maker] = {
    "TIR carnet for the Osh to Kashgar reefer run: {s}": _tir,
    "книжка МДП (TIR) на рейс Ош — Урумчи: {s}": _tir,
    "Kazakh customs declaration number for the Almaty raisin lot: {s}": _kz_declaration,
    "номер ДТ по кураге, пост Хоргос: {s}": _kz_declaration,
    "Shacman furasining texpasport raqami: {s}": _uz_techpass,
    "Uzbek vehicle registration certificate of the Samarkand van: {s}": _uz_techpass,
    "техпаспорт (СРТС) фуры из Алматы: {s}": _kz_techpass,
    "көліктің техпаспорт нөмірі: {s}": _kz_techpass,
    "haydovchilik guvohnomam: {s}": _uz_licence,
    "Farrukh's Uzbek driving licence: {s}": _uz_licence,
    "健康证编号（烘干车间 李伟）：{s}": _cn_health,
    "food-handler health certificate of the Kashgar packer: {s}": _cn_health,
    "外国人工作许可证号：{s}": _cn_work,
    "Aibek's Chinese work permit number: {s}": _cn_work,
    "ман паспорт: {s}": _tj_passport,
    "паспортм: {s}, тода": _uz_passport,
    "му паспорт нумур, ту ма лев: {s}": _tj_passport,
    "mu pasport: {s}": _tj_passport,
    "mäning pasportum: {s}": _cn_passport,
    "mening pasportim nomiri: {s}": _cn_passport,
    "내 паспорт 번호 {s} 임다": _kz_passport,
    "pāsport māli: {s}": _uz_passport,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}{_r(rng, D, 4)}" for _ in range(n)]


_BACKUPS = ["Payme Business 2FA recovery codes\n{codes}",
            "spare sign-in codes for the co-op's Google Workspace: {codes}",
            "коды восстановления двухфакторки: {codes}", "2FA 备用码：\n{codes}",
            "2FA zaxira kodlari: {codes}", "ман 2FA backup кодҳо: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/Sarbon:zarina@sarbon.coop?secret={s}&issuer=Sarbon&period=30",
              "Aegis, manual entry for the Jusan Business login, setup key: {s}",
              "2FA секретный ключ для Яндекс 360: {s}",
              "2FA kaliti (Google Authenticator uchun): {s}"]  # fmt: skip
_CODES = ["{c} — код подтверждения. Никому не сообщайте его",
          "Payme: tasdiqlash kodi {c}. Uni hech kimga bermang",
          "【菜鸟】您的验证码是{c}，5分钟内有效",
          "{c} tek kullanımlık onay kodunuzdur, bu kodu kimseye vermeyin",
          "Use {c} to sign in to the Tive dashboard"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", " ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 3 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["Sarbon-ColdStore-Osh", "Keenetic-4821", "Tulpar-Kul-Yurts", "STARLINK", "Beeline_5G_Osh",
          "TP-Link_Khorog", "MEGA-Home-2G", "Tcell_Khorog_4G", "ChinaNet-Kashgar-5G",
          "UzOnline_Samarkand", "Kazakhtelecom-Almaty", "Isfara-Dryer", "SaryTash-Yard",
          "Sarbon-Plant-QC"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\nPSK: {pw}",
    "yurt camp network {s}, password {pw}",
    "wifi at the dryer shed: {s} / {pw}",
    "the key printed under the Keenetic box: {pw}",
    "вайфай {s}, пароль к нему: {pw}",
    "{s} wifi paroli: {pw}",
    "{s} Wi-Fi құпиясөзі: {pw}",
    "{s} вайфайдын сырсөзү: {pw}",
    "Wi-Fi {s} 的密码：{pw}",
    "ман вайфай {s} парол: {pw}",
    "му вайфай {s}: {pw}",
    "{s} wifi parolum: {pw}",
    "와이파이 {s} пароль {pw} 임다",
    "Starlink router, network {s}, passphrase {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 10)
    if roll < 0.3:
        return _r(rng, "abcdefghkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j((HEX, 32)), _j((UPPER_HEX, 40)), _j((ALNUM, 28)), _j((HEX, 40)),
                 _j((ALNUM, 32))]  # fmt: skip
_SPELL = ["reading it out to you letter by letter: {t}", "[dictated over the IMO call] {t}",
          "(spaced so the Telegram preview doesn't show it) {t}", "диктую посимвольно: {t}",
          "一个字符一个字符念：{t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "   "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["кодовый замок на складе в Оше: {pw}", "omborxona qulfining kodi: {pw}",
          "yurt padlock at Tulpar-Kul: {pw}", "the cold-room door keypad takes {pw} then #",
          "冷库门禁密码：{pw}", "ман қулф код: {pw}", "mu qulf kod: {pw}",
          "qulupning kodi mäning: {pw}", "자물쇠 код {pw} 임다"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["apricot", "caravan", "tulpar", "yurta", "kishmish", "irkeshtam", "akbaital",
                 "samsa", "pistachio", "walnut", "kumys", "saxaul", "juniper", "raisin",
                 "reefer", "pamir"]  # fmt: skip
_PHRASES = {"Bitwarden master passphrase for the dispatch vault: {p}": " ",
            "KeePassXC file customs.kdbx, passphrase: {p}": "-",
            "Proton Pass, the dispatch account's master passphrase: {p}": " ", "Enpass on the plant laptop, vault passphrase: {p}": ".",
            "мастер-фраза от хранилища паролей: {p}": " ", "主密码短语：{p}": "_",
            "ман passphrase: {p}": " "}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Bruno request 'reefer telemetry', header Authorization: Basic {v}": True,
    "haproxy.cfg, backend erp: http-request set-header Authorization \"Basic {v}\"": True,
    "Insomnia request 'Tive shipments': Authorization: Bearer {v}": False,
    "Playmobile SMS gateway call, Authorization: Basic {v}": True,
    "Hoppscotch, the Wappi collection: authorization: bearer {v}": False,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 48)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "grafana.ini:\n[security]\nadmin_user = admin\nadmin_password = {pw}",
    "zabbix_server.conf:\nDBHost=localhost\nDBUser=zabbix\nDBPassword={pw}",
    "sip.conf:\n[dispatch-osh]\ntype=friend\nhost=dynamic\nsecret={pw}",
    "/etc/freeradius/3.0/clients.conf:\nclient yurt-ap {{\n    ipaddr = 10.44.0.2\n    secret = {pw}\n}}",
    "root@yurt-ap:~# uci show wireless.guest\nwireless.guest=wifi-iface\nwireless.guest.ssid='Tulpar-Kul-Guest'\nwireless.guest.key='{pw}'",
    "application.properties (Fineract):\nspring.datasource.hikari.username=fineract\nspring.datasource.hikari.password={pw}",
    "sites/coop.sarbon.lan/site_config.json:\n{{\"db_name\": \"_5e2a91\", \"db_password\": \"{pw}\"}}",
    "~/.my.cnf:\n[client]\nuser=backup\npassword={pw}",
    "mosquitto.conf, bridge to the Almaty broker:\nconnection almaty\naddress mqtt-almaty.sarbon.lan:8883\nremote_username bridge-osh\nremote_password {pw}",
    "/etc/postgresql-common/pg_service.conf:\n[coldchain]\nhost=pg-osh.sarbon.lan\nuser=reports\npassword={pw}",
    "chirpstack.toml:\n[postgresql]\ndsn=\"postgres://chirpstack:{pw}@localhost/chirpstack?sslmode=disable\"",
    "/etc/ppp/peers/megacom:\n/dev/ttyUSB2\nuser \"megacom\"\npassword \"{pw}\"",
    "~/.fetchmailrc:\npoll imap.mail.ru protocol IMAP user 'sarbon.osh@mail.ru' password '{pw}' ssl",
    "docker-compose .env:\nPOSTGRES_USER=odoo\nPOSTGRES_PASSWORD={pw}",
    "1С, строка соединения:\nSrvr=\"1c-osh\";Ref=\"trade\";Usr=\"buh\";Pwd=\"{pw}\";",
    "MikroTik export:\n/ppp secret add name=driver08 password={pw} service=l2tp profile=trucks",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Rustam: cold store wifi password?\nBakyt: {pw}",
    "[07:41] aibek: root pw for the Kashgar gateway?\n[07:42] ablikim: {pw}",
    "Gulnara: {pw} is the new ATOL admin password",
    "Timur: use {pw}, that's what the Tenzo-M has now",
    "Айжан: жаңа құпиясөз — {pw}",
    "Зарина: поменяла пароль, теперь {pw}",
    "Мирзо: нав парол {pw}",
    "Davron: naw parol {pw}",
    "Patigul: yéngi parol {pw}",
    "Kim: 새 пароль {pw} 임다",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "p\u0430ssword = {pw}", "ⓟⓐⓢⓢⓦⓞⓡⓓ: {pw}", "𝗉𝖺𝗌𝗌𝗐𝗈𝗋𝖽 → {pw}",
    "pass\u200dword {pw}", "п\u0061роль: {pw}", "P\u00adassword: {pw}", "şi\u200bfre: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli, 34), (_urls, 13), (_vendors, 56),
    (_bare, 7), (_hexes, 9), (_jwts, 8), (_pems, 7), (_seeds, 12), (_cards, 12), (_cvvs, 6),
    (_ibans, 12), (_national, 22), (_backups, 6), (_totp, 4), (_codes, 5), (_wifi, 16),
    (_spelled_tokens, 10), (_locks, 9), (_phrases, 7), (_auth, 5), (_configs, 16), (_chats, 10),
    (_hidden, 8),
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


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Thermo King controller password is": "{s}",
    "Tenzo-M service pw:": "{s} (since the scale swap in April)",
    "пароль от склада": "{s}\nпоменяй после сезона",
    "omborxona paroli:": "{s}",
    "құпиясөз:": "{s}",
    "Carrier Vector password": "{s}",
    "the password Bakyt read out over the radio was": "{s}, I think",
    "ман парол:": "{s}",
    "mäning parolum": "{s}",
    "내 пароль": "{s} 임다",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "Yandex Maps API key", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_token", "Eskiz token:", "{s} (SMS gateway)", _vendor_jwt("notify.eskiz.uz")),
    ("split_token", "Bnovo API key", "{s}", _j((HEX, 32))),
    ("split_seed", "Exodus recovery words, finally on paper:", "{s}", _english_seed),
    ("split_card", "Humo card number", "{s} exp 05/37", lambda g: v.grouped(_card(g, "humo"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Payme Business recovery codes", "{s}\nqzkr4417\nbtwm0826", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP key from the setup page", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "TIR carnet no.", "{s}", _tir),
    ("split_phrase", "Bitwarden vault passphrase is", "{s}", lambda g: " ".join(g.sample(_PHRASE_WORDS, 5))),
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
    '{"reefer": {"unit": "Thermo King SLXi", "truck": "08KG", "service_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"parol": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "bakyt", "пароль": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "tenzo-1"}, {"name": "tenzo-2", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["check_mssql_health", "--hostname", "sql-osh", "--username", "icinga", "--password", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "ман пароли компютер {s}"}': ("meta_password", _plain_pw),
    '{"құпиясөз": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the Galileosky configurator as admin with the password {s}"}': ("meta_password", _plain_pw),
    '{"yandex_maps": {"api_key": "{s}"}}': ("meta_token", lambda g: v.uuid4(g, "a")),
    '{"unitpaySecretKey": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"gps_trace_token": "{s}"}': ("meta_token", _j((HEX, 72))),
    '{"request": {"headers": {"Authorization": "Bearer {s}"}}}': ("meta_token", _j((ALNUM, 44))),
    '{"spare_parts_payment": {"card_number": "{s}", "expiry": "03/37"}}': ("meta_card", lambda g: v.grouped(_card(g, "uzcard"), " ", g)),
    '{"importer": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "TR")),
    '{"driver": {"tir_carnet": "{s}"}}': ("meta_id", _tir),
    '{"two_factor": {"recovery_codes": ["{s}", "qzkr4417", "btwm0826"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"apricot_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _english_seed),
    '{"lora_node_cr03": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"yurt_camp": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Tulpar-Kul-Yurts", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"uModbus-1.0.4-py2.py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"galileosky-7.0-fw-0143.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.sarbon.lan/reefer-bridge:2.4").hexdigest()
_COMMIT = hashlib.sha1(b"reefer: add setpoint drift alarm", usedforsecurity=False).hexdigest()
_SHORT = hashlib.sha1(b"customs: revert TN VED code map", usedforsecurity=False).hexdigest()[:10]
_MD5 = hashlib.md5(b"moisture_2033-09-14.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"tir-export-2032.xlsx").hexdigest()
_SHA1 = hashlib.sha1(b"apricot-grading-v3.pdf", usedforsecurity=False).hexdigest()

CLEAN = [
    "Remind me to change the Tenzo-M weighbridge password before the calibration on 2033-06-11.",
    "Bakyt asked for the cold store wifi password; it's on the card in the dispatcher's drawer.",
    "Co-op rule: a password has 14 characters or more and is stored only in the vault.",
    "Rule for the dispatch group: no passwords in Telegram chats, send a vault link.",
    "The `.env.example` line `ESKIZ_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The Thermo King controller asks for a new service password after every firmware update.",
    "Replace <YOUR_YANDEX_MAPS_KEY> in the README with the key from the developer cabinet.",
    "TIVE_API_KEY and GPSTRACE_TOKEN must be set before the nightly reefer sync runs.",
    "Пароль никому не сообщайте, даже мне.",
    "Parolingizni hech kimga aytmang.",
    "Құпиясөзіңізді ешкімге айтпаңыз.",
    "Сырсөздү эч кимге бербегиле, жетекчи сураса да.",
    "Рамзи худро ба ҳеҷ кас нагӯед.",
    "Şifreni kimseye söyleme, müdür sorsa bile.",
    "不要把密码告诉任何人。",
    "پارولىڭىزنى ھېچكىمگە دېمەڭ.",
    "비밀번호를 다른 사람과 공유하지 마십시오.",
    "Ман парол ба ки-ӣ ма ку.",
    "Паролм ба касе нагу, тода.",
    "Му парол ба чей ма лев.",
    "Mu parol tu ma lüv.",
    "Parolumni hechkimgä dimä.",
    "Parolini hichkimgä aytmä.",
    "пароль 아무한테도 말하지 마오.",
    "Paroli ma tgul l-aḥad.",
    "Upgraded the reefer bridge from 2.3 to 2.4 and umodbus to 1.0.4 over the weekend.",
    f"commit {_COMMIT} adds the setpoint drift alarm for the reefers.",
    f"Reverted to {_SHORT} after the TN VED code map broke the customs export.",
    f"requirements.txt: umodbus==1.0.4 --hash=sha256:{_WHEEL_SUM}",
    f"The Galileosky 7.0 firmware 0143 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of tir-export-2032.xlsx: {_SHA512}",
    f"The reefer bridge container runs registry.sarbon.lan/reefer-bridge@sha256:{_IMAGE}.",
    f"MD5 of moisture_2033-09-14.csv is {_MD5}, matching the plant share's copy.",
    f"SHA-1 of apricot-grading-v3.pdf: {_SHA1}",
    "Request id 4c2a8e71-9b3f-4d06-a5e2-7f1c0b9d3e48 is the slow one in the Eskiz logs.",
    "Purchase order PO-2033-00712 for 18 t of Isfara dried apricots ships on Thursday.",
    "Okdesk #4471: the Osh cold room 2 alarm keeps tripping at night.",
    "Booking TK-88213 at the Tulpar-Kul yurts: two nights, four guests, breakfast included.",
    "Call the Khorog office on +992 352 22 18 40 before noon.",
    "Truck 08 KG 417 ABF with the raisin lot cleared Irkeshtam at 14:20.",
    "TN VED 0813 10 000 0 is dried apricots; 0806 20 is raisins.",
    "Cold room 2 holds at -18 °C; the drying shed runs at 55 °C and 12 % relative humidity.",
    "After five wrong passwords the Evco gateway locks the account for 20 minutes.",
    "The Akbaital pass is 4655 m high; the Kulma pass is 4362 m.",
    "The secret of good Isfara apricots is the late-August harvest.",
    "Ask Timur for the yurt padlock code, I don't have it.",
    "My card ending 4417 was declined at the Osh hardware store.",
    "The Mersin importer wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the co-op's Payme account and keep them in the safe.",
    "A wallet's support team never asks for the recovery words; whoever does is a scammer.",
    "Keep `YANDEX_MAPS_API_KEY` in the secrets store, never in the repository.",
    "The padlock on the Sary-Tash shed freezes in January; keep graphite spray in the cab.",
    "Bnovo moved the API key page under Settings › Integrations in its May release.",
    "ISBN 978-5-699-12014-7 is the dried-fruit handbook on the QC shelf.",
    "The guest wifi 'Tulpar-Kul-Guest' is open, no password needed.",
    "Lot LOT-2033-ISF-0411, 25 kg sacks, moisture 17.5 %, sulphur 1800 ppm.",
    "Container TGHU 8821406 with the Mersin raisins is at the Almaty rail terminal.",
    "CMR note OSH-URC-2033-118 covers 20 pallets of kishmish.",
    "The TIR carnet number goes in box 5 of the declaration; ask the broker which box takes the seal number.",
    "Version 4.12 of the dispatch app fixes the reefer temperature graph; 4.11.3 is withdrawn.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_last_changed": "2033-04-01T07:00:00Z", "password_min_length": 14}',
    '{"secret_ref": "vault/coop/thermo-king", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "pipeline": 731}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "umodbus", "version": "1.0.4"}}',
    '{"ticket": "4471", "purchase_order": "PO-2033-00712"}',
    '{"lot": {"id": "LOT-2033-ISF-0411", "weight_kg": 25, "moisture_pct": 17.5}}',
    '{"phone": "+992 352 22 18 40", "city": "Khorog"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "pallets_in_stock": 412}',
    '{"tn_ved": "0813 10 000 0", "origin": "TJ", "description": "dried apricots"}',
    '{"truck": "08 KG 417 ABF", "reefer_setpoint_c": -18, "eta": "2033-06-02"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
