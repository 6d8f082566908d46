# ruff: noqa: RUF001  (labels, separators and letters of other scripts are part of the samples)
"""Held-out secret families, hundred-and-thirty-second corpus: written blind, without the scrubber's rules.

Its author read only what the product claims to catch (docs/security.md, "Secret scrubbing"), the
thirty-second held-out corpus as a format example and the hundred-and-thirtieth's docstring, the
fifth to hundred-and-thirtieth only to search them (grep) for the languages, wordings, tools,
vendors, id kinds and IBAN countries already used (to use others), the sample types
(`secret_classes_heldout.py`) and the value helpers (`secret_classes_values.py`); never
`memories/`, the tuning corpus, the round corpora, the corpora written at the same time, any test
nor the reports, and the scrubber was never run on it. Its own seed, password words (a river and a
kilometre post, a steppe animal with a year and a town, a truck's plate, a coal load in tonnes, a
ger's number and its camp, a town and a lucky number, Tsagaan Sar and a year, a vaccine and a year,
a name and an animal, leet words for Temüjin, Chinggis, the bankhar dog, Erdenet, the Gobi, Naadam,
Khövsgöl, Baikal, the Selenge and Zamyn-Üüd, generated groups), names, places, templates, tools,
vendors and layouts, the way the staff of Tsagaan Zam (a fictional long-haul trucking, border-post
and mining-camp network: a truck fleet with its depot in Ulaanbaatar running coal and containers
between Erdenet, Zamyn-Üüd, Erenhot, Hohhot and Ulan-Ude by Kyakhta, a contractor camp at a copper
pit near Erdenet, a customs broker with offices at Zamyn-Üüd, Kyakhta and Hohhot, a ger-camp
tourism firm at Terelj and Khövsgöl, and a mobile veterinary service for nomadic herds in Dornogovi
and Bulgan, with staff from Mongolia, Buryatia, Inner Mongolia and Kazakhstan) leak secrets into an
assistant's memory. The texts are WhatsApp, Telegram, Viber, KakaoTalk, Messenger, WeChat, WeCom,
DingTalk, Feishu, Signal, Slack, Teams, Element, Rocket.Chat, Mattermost, Zoom, Webex, VK, Tamtam,
ICQ, Google Chat and LINE messages, Google Keep, Evernote, Youdao, Apple Notes, Samsung Notes,
Obsidian, OneNote and Kaiten notes, Jira, Redmine, Okdesk, YouTrack, Yandex Tracker, Zentao,
Planfix and Zammad tickets, e-mails, an incident note, a runbook, README fragments, shell history
(Xshell, Windows Terminal, Termius, ConEmu, Cmder, Far Manager, Tabby, kitty, bash), configs, code,
voice-dictated text and requests to the assistant itself, around the panels of the hardware such a
network runs (a Streamax X3N video recorder and its CEIBA2 server, a Navtelecom Smart S-2435
tracker, a Technoton DUT-E fuel sensor, a Keli XK3190 weighbridge indicator, Hikvision ANPR cameras
and NVRs, a Nuctech cargo scanner, a Smiths Detection HCVM console, an Epson TM-T20III, a Deep Sea
DSE7320 and a ComAp InteliLite AMF25 genset controller, a Huawei SUN2000 and a Deye inverter, an
EcoFlow Delta Pro, a B Medical TCW 3000 SDD vaccine fridge, Dräger, MSA Altair 4XR and Blackline G7
gas detectors, an Epiroc Pit Viper drill, a Komatsu 930E, a Liebherr R 9400, a Huawei B535, a ZTE
MF286, a Keenetic Giga, a Peplink MAX BR1 Pro, a Cobham Explorer 710 BGAN terminal, a Thuraya
XT-Lite, a UniFi controller, a Grandstream UCM6302 and a Yeastar S50 PBX, a Hytera MD785 and a
Kenwood radio programmed through their CPS, an Agrident AWR300 stick reader, a Draminski iScan 2,
a Skyla VB1 analyser, a PAX A920 and a Kaspersky Security Center console). Tools none of heldouts
5 to 130 names: ossfs, cosfs, obsfs, geesefs, aliyunpan, bcecmd, CloudBase's tcb, Huawei Cloud's
KooCLI (its command, `hcloud`, shares its name with Hetzner's CLI), yandex-disk, mbim-network (its
`APN_PASS`), SQL Server setup's `/SQLSVCPASSWORD`, 1C's ibsrv, pyHanko's `load_pkcs12`, Mozilla's
web-ext, ciscocmd and Dr.Web's drweb-ctl on the command line; beside them the commands the product
names (sshpass, mysql, redis-cli, curl -u, docker login, smbclient, 7z, openssl, gpg --passphrase,
plink, xfreerdp, net use, sqlplus, lftp, ipmitool, mosquitto_pub, sudo -S, ldapsearch) and configs
of Traccar, Gammu SMSD, a Zabbix proxy, Odoo, Nextcloud, Frigate, Asterisk's PJSIP, Redmine, GLPI,
Moodle, Grafana, Home Assistant, pppd, MikroTik, OpenVPN and ibsrv, in layouts of its own. About
46 % of the texts are in other languages than English (by a rough count of the drawn samples):
Khorchin Mongolian (of Tongliao and Hinggan, in Latin letters), Chakhar Mongolian (of Xilingol and
Ulanqab, in the traditional script, transliterated), Kharchin Mongolian (of Chifeng), Dariganga
Mongolian (of Sükhbaatar aimag, in Cyrillic), Oirat (of the Torguud and Dörvöd drivers from Khovd
and Uvs), Khamnigan Mongol (of the Onon and the Buryat border), Dagur (Daur, of Morin Dawa and
Hulunbuir) and Oroqen (of the Greater Khingan), which no earlier docstring names, and Khalkha
Mongolian (in Cyrillic), Buryat, Russian, Mandarin Chinese, Kazakh, Tuvan, Korean, Japanese,
German, French, Turkish, Czech, Polish, Italian and Spanish in wordings of their own. The eight new
languages' wordings are the author's approximations, checked by no speaker, built around a
possessive and a copula or final particle each and the loanwords people there really text
(password, mima, parol, wifi, code, number, card, IBAN, API key, login, server, router, komanda):
Khorchin's `mini … ni … bäänaa` and `hünd bitgii hel`; Chakhar's `minu … nighucha üge anu …
bolai` (its gamma written gh here) and `ken-dü ber … bü kele`; Kharchin's `mini …-gin mimaa … gej
bain` and `hend bu shuo`; Dariganga's `nuuts üg min' … shdee` (written in Cyrillic); Oirat's `mini
… nuuca üge … bolno` and `ken-dü ču bü kele`; Khamnigan's `minii …-ei parol … bui` and `kendə
bitegei kele`; Dagur's `miny …-iny mima … bei` and `xen-d bu xelee`; Oroqen's `minŋi … mima …
bisin`, `gərbi` (name) and `əʃin ulgutʃəə`. Oroqen, Khamnigan and Dagur are the thinnest guesses
(their possessives and copulas are the author's, after Evenki, Buryat and written Mongolian);
Khorchin, Kharchin, Chakhar, Dariganga and Oirat lean on Khalkha, classical written Mongolian and
Kalmyk. The Buryat and Tuvan lines are approximations too.
Vendors (G-Mobile, Mobinet, Skymedia, Kewiko, Zochil, Ger to Ger, Hunnu Air, Aero Mongolia, TDB,
LendMN, Shoppy, Zangia, Unegui, Most Money, Bogd Bank, Khas Bank, Arig Bank, Chinggis Khaan Bank,
e-Mongolia, UBCard, Huolala, Yunmanman, Huochebang, Sinoiov, Deppon, Jushuitan, China's Single
Window, Qiniu, Getui, JPush, Umeng, Qunar, Platon, ATI.su, Avtodor, Opti24, Licard, Tatneft,
Gruzovichkof, Wooppay, ePay.kz, Zolotaya Korona, Hexagon, Komtrax, ConSite, CareTrack, Aviasales,
VetSpace, Mooofarm and Paymentwall) are ones heldouts 5 to 130 do not name; none of them publishes
a token shape the author knows well, so every shape here (Zochil's `zch_live_`, Shoppy's `shp_`,
the UUIDs, hex runs, base64 runs and JWTs; Aviasales' 32 hex digits and JPush's 24 as the author
remembers their consoles) is the author's guess. The ids are kinds heldouts 5 to 130 do not use: a
Mongolian mining licence (`MV-`), a Mongolian company's taxpayer number (ТТД), a Mongolian vehicle
registration certificate, a livestock origin certificate, a Mongolian customs broker's certificate
and a Mongolian veterinarian's practice licence, a Chinese road-transport qualification certificate
(从业资格证), a Sino-Mongolian border resident's pass (边民证), a Chinese road transport permit
(道路运输证), a Chinese practising-veterinarian certificate, a Chinese special-operations (blasting)
certificate and an Inner Mongolian grassland contract certificate, a Russian dangerous-goods
driver's certificate (ДОПОГ), a Russian customs-operations specialist's certificate and a Russian
veterinary certificate (form 1); python-stdnum has no module for any of them and none is checked by
a library or this file (no check-digit algorithm is written here): they are unchecked, their shapes
invented or as the author believes them. Card numbers pass Luhn (Mir prefixes drawn here, UnionPay,
Visa, Mastercard, JCB, Amex and Maestro from the value helpers, each checked with python-stdnum's
`luhn`). The IBANs are of countries used least by a rough count over the IBAN shapes of heldouts 5
to 130 outside the value helpers' own list (Kazakhstan, Azerbaijan, Georgia, Türkiye, Lithuania,
Latvia, Qatar and Pakistan, in nine corpora each), drawn until `stdnum.iban` validates them; seed
phrases come from `mnemonic`'s English, Russian, Simplified Chinese, Korean, Japanese, Turkish and
Czech lists, each with a valid checksum (verified here with both sides in NFKD, since
`Mnemonic.check` misreads the Turkish list). Counts: 390 secret samples, 20 field pairs and 20
metadata samples (430 scored), 60 clean texts and 10 clean metadata dicts.
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

SEED = 132_640_917
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


# The words a fleet, a mine camp, a customs broker, a ger camp and a herd vet pick passwords from.
_RIVERS = ["Tuul", "Selenge", "Orkhon", "Kherlen", "Onon", "Khalkh", "Zavkhan", "Ider", "Uda",
           "Chikoi", "Egiin", "Khanui"]  # fmt: skip
_ANIMALS = ["Khulan", "Bankhar", "Takhi", "Argali", "Tarvaga", "Khaliun", "Zeerd", "Khongor",
            "Saaral", "Burte", "Yamaa", "Temee"]  # fmt: skip
_PLACES = ["Erdenet", "ZamynUud", "Erenhot", "Hohhot", "UlanUde", "Kyakhta", "Altanbulag",
           "Sainshand", "Darkhan", "Choir", "Bulgan", "Terelj", "Kharkhorin", "Baotou",
           "Manzhouli", "Gusinoozersk", "Tongliao", "Xilinhot"]  # fmt: skip
_NAMES = ["Batbold", "Oyunchimeg", "Enkhjargal", "Tumurbaatar", "Gantulga", "Solongo", "Nomin",
          "Bilguun", "Munkhzul", "Ganzorig", "Sarangerel", "Temuulen", "Bair", "Dashi", "Tsyren",
          "Dulma", "Ayur", "Sayana", "Sergei", "Nadezhda", "Wanglei", "Zhaomin", "Hasi", "Siqin",
          "Sarula", "Aibek", "Zhanar", "Nurlan", "Dorji", "Moyun", "Aoyun"]  # fmt: skip
_SYMBOLS = "!#$%&*?@+=^~"
_LEET = ["T3muj1n", "Ch1ngg1s", "B4nkh4r", "Erd3n3t", "G0b1D3s3rt", "N44d4m", "Kh0vsg0l",
         "B41k4l", "S3l3ng3", "Z4myn"]  # fmt: skip
_PLATES = ["UBA", "UNE", "DOR", "SEL", "OR", "BU", "UBV", "DAR"]
_SHOTS = ["Brucella", "Sheeppox", "Anthrax", "Pasteur", "FMDvax", "Rabivac"]


def _river_km(g: random.Random) -> str:
    """A river and a kilometre post on the road beside it, the way a driver remembers a run."""
    return f"{g.choice(_RIVERS)}{g.randrange(40, 1300)}km{g.choice(_SYMBOLS)}"


def _plate(g: random.Random) -> str:
    """A truck's plate (four digits and its aimag's letters) with a symbol and a year."""
    return f"{_r(g, D, 4)}{g.choice(_PLATES)}{g.choice(_SYMBOLS)}{g.randrange(10, 32)}"


def _manager(g: random.Random) -> str:
    """Four random groups of five, letters of both cases and digits, as a generator writes them."""
    return "-".join(_r(g, ALNUM, 5) for _ in range(4))


# The ways people pick passwords, one maker each.
_PICKS: list[Maker] = [
    _river_km,
    lambda g: f"{g.choice(_ANIMALS).lower()}{g.randrange(1995, 2032)}{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    _plate,
    lambda g: f"Coal{g.randrange(80, 141)}t{g.choice(_SYMBOLS)}{g.choice(_PLACES)}",
    lambda g: g.choice(_LEET) + str(g.randrange(1990, 2032)) + g.choice(_SYMBOLS),
    lambda g: f"Ger{g.randrange(1, 40)}{g.choice(_PLACES)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_PLACES).lower()}@{g.choice(['8888', '6688', '168', '518', '9999'])}",
    lambda g: f"TsagaanSar{g.randrange(2020, 2032)}{g.choice(_SYMBOLS)}",
    lambda g: f"{g.choice(_SHOTS)}{g.randrange(2019, 2032)}{g.choice(_SYMBOLS)}{_r(g, LOWER, 2)}",
    lambda g: _r(g, ALNUM + "$%&!?#", 15),
    _manager,
    lambda g: "-".join(w.lower() for w in g.sample(_RIVERS, 2)) + str(g.randrange(100, 1000)),
    lambda g: f"{g.choice(_NAMES)}{g.choice(_ANIMALS)}{g.randrange(2, 100)}{g.choice(_SYMBOLS)}",
    lambda g: _r(g, ALNUM, 14),
]  # fmt: skip
_PLAIN = re.compile(r"[A-Za-z0-9._~-]+")


def _pw(rng: random.Random) -> str:
    return rng.choice(_PICKS)(rng)


def _plain_pw(rng: random.Random) -> str:
    """A password a URL, a shell word or a config value holds as written."""
    return v.until(rng, _pw, lambda value: _PLAIN.fullmatch(value) is not None)


_SAID = [
    "WhatsApp from Batbold: the Streamax X3N recorder in truck 4821 has web password {pw}",
    "Telegram, #fleet-ub: Navtelecom Smart S-2435 configurator password {pw}",
    "Viber from Gantulga: Technoton DUT-E fuel-sensor service password is {pw}",
    "KakaoTalk, Bilguun: the Keli XK3190 weighbridge indicator setup password = {pw}",
    "Messenger chat with Solongo: ANPR camera at the Zamyn-Üüd gate, admin password {pw}",
    "WeCom message from Zhao Min: Nuctech cargo-scanner operator password {pw}",
    "DingTalk group '二连堆场': the Hikvision NVR admin password is {pw}",
    "Feishu chat, Hasi: Epson TM-T20III web config password {pw}",
    "Signal from Temuulen: Deep Sea DSE7320 genset controller password {pw}",
    "Slack #camp-power: ComAp InteliLite AMF25 access password -> {pw}",
    "Teams chat, mine IT: Huawei SUN2000 inverter installer password {pw}",
    "Element room 'Erdenet camp': Deye hybrid inverter Solarman password {pw}",
    "Rocket.Chat, vet team: B Medical TCW 3000 SDD logger password {pw}",
    "Mattermost DM from Munkhzul: Dräger CC-Vision password for the gas detectors {pw}",
    "Zoom chat during the safety call: MSA Altair 4XR Grid portal password {pw}",
    "Webex chat: Blackline Live password for the camp's G7 badges is {pw}",
    "VK message from Nadezhda: Epiroc Pit Viper RCS operator password {pw}",
    "Tamtam message, Sergei: Komatsu 930E payload meter password {pw}",
    "WeChat from Wang Lei: Liebherr R 9400 LiDAT login password {pw}",
    "ICQ from Ayur (yes, ICQ): Huawei B535 router admin password {pw}",
    "Google Chat, Sarangerel: ZTE MF286 admin password {pw}",
    "Line message from Oyunchimeg: Keenetic Giga admin password {pw}",
    "Telegram, Dulma: the PAX A920 terminal admin password is {pw}",
    "Viber, yard office: Grandstream UCM6302 PBX admin password {pw}",
    "WhatsApp from Sayana: Yeastar S50 PBX web password {pw}",
    "Signal, Dorji: Cobham Explorer 710 BGAN terminal web password {pw}",
    "Slack #trucks: Peplink MAX BR1 Pro in truck 5017, admin password {pw}",
    "Telegram, radio room: Hytera MD785 CPS read password {pw}",
    "KakaoTalk, Ganzorig: Kenwood KPG-D1 programming password {pw}",
    "Messenger, vet bus: Agrident AWR300 stick reader app password {pw}",
    "WeChat, Siqin: Draminski iScan 2 vet ultrasound password {pw}",
    "Google Keep note 'vet bus': Skyla VB1 analyser admin password {pw}",
    "Evernote note 'camp power': EcoFlow Delta Pro app password {pw}",
    "Youdao note, Erenhot yard: Keli weighbridge software password {pw}",
    "Apple Notes: Thuraya XT-Lite web portal password {pw}",
    "Samsung Notes, Khövsgöl lodge: Ubiquiti UniFi controller password {pw}",
    "Obsidian note 'border': Smiths Detection HCVM console password {pw}",
    "OneNote page 'Kyakhta office': Kaspersky Security Center console password {pw}",
    "Jira FLEET-2291: Streamax CEIBA2 server password {pw} is rejected since the November patch",
    "Redmine #7312: rotate the Navtelecom NTC server password {pw} before the audit on Monday",
    "Okdesk ticket 5520: Nuctech workstation password {pw}, reset it after the shift",
    "YouTrack CAMP-418: Deep Sea DSEWebNet password {pw} is shared by three people",
    "Yandex Tracker BROKER-77: the 1C server agent password {pw} is known to the old contractor",
    "Zentao bug 3307: 磅房电脑密码 {pw} 被人贴在显示器上",
    "Planfix task 1184: Liebherr LiDAT password {pw} expires at the end of the shift rotation",
    "Dear Batbold,\n\nthe root password on the Zamyn-Üüd scale server is {pw}. Delete this mail once it is in the vault.\n\nSolongo",
    "Incident 2031-11-03: the Streamax MDVR in truck 6630 was reachable from the internet with password {pw}",
    "Runbook: restart the Erdenet camp genset remotely\n1. open the ComAp WebSupervisor\n2. log in as service\n3. password {pw}\n4. start, then check the load",
    "README (yard rack)\nthe Keli indicator bridge runs at http://10.40.5.2:8080, admin password `{pw}`.",
    "my Khas Bank app password is {pw} now",
    "can you remember my Sberbank Online password? it's {pw}",
    "the Bank of Inner Mongolia online banking password is {pw}",
    "dictated: the Hexagon MineProtect portal password is {pw} comma that's it",
    "note to self: DSE7320 front-panel engineer password {pw}",
    "after the reinstall the Kaspersky console password became {pw}",
    "Замын-Үүдийн жингийн компьютерийн нууц үгийг {pw} болгож сольсон",
    "Эрдэнэтийн кэмпийн сервер рүү орох нууц үг: {pw}",
    "Ганзориг: трекерийн вэб хуудасны шинэ нууц үг {pw}, тэмдэглээд аваарай",
    "Улаан-Үдын складай компьютерэй нюуса үгэ {pw} болоо",
    "Баир: серверэй шэнэ нюуса үгэ {pw}, хэндэшье бү хэлээрэй",
    "пароль на терминале весовой в Кяхте: {pw}",
    "Сергей: новый пароль к регистратору Streamax в кабине — {pw}",
    "二连浩特堆场电脑的开机密码改成 {pw} 了",
    "王磊：磅房系统的新密码是 {pw}，别外传",
    "жүк көлігіндегі трекердің құпиясөзі — {pw}",
    "Айбек: сервердің жаңа құпиясөзі {pw}",
    "Мээң почтамның паролю {pw}",
    "광산 캠프 공유기 관리자 비번은 {pw}이에요",
    "エルデネト事務所の複合機の管理者パスワードは {pw} に変わりました",
    "Kennwort für das Dispositionsterminal in Ulaanbaatar, ab heute: {pw}",
    "le mot de passe admin de la borne wifi du camp de yourtes, c'est {pw}",
    "maden kampındaki vardiya bilgisayarının şifresi {pw}",
    "heslo do veterinárního notebooku je teď {pw}",
    "hasło do laptopa w jurcie nr 4 to {pw}",
    "la password del tablet delle guide al campo è {pw}",
    "la contraseña del portátil del campamento de yurtas es {pw}",
    "mini email-iin mima ni {pw} bäänaa",
    "ger-iin router-iin mima: {pw}, hünd bitgii hel",
    "Siqin: server-iin shine mima ni {pw} bäänaa",
    "minu email-ün niγuča üge anu {pw} bolai",
    "ger-ün router-ün niγuča üge: {pw}",
    "Sarula: server-ün sin-e niγuča üge anu {pw} bolai",
    "mini email-gin mimaa {pw} gej bain",
    "ger-gin wifi mimaa: {pw}",
    "Hasi: server-gin shin mimaa {pw} gej bain",
    "имэйлийн нууц үг минь {pw} шдээ",
    "гэрийн роутерын нууц үг минь: {pw}",
    "Ганболд: серверийн шинэ нууц үг минь {pw} шдээ",
    "mini email-in nuuca üge {pw} bolno",
    "geriñ router-in nuuca üge: {pw}",
    "Dorji: server-in šine nuuca üge {pw} bolno",
    "minii email-ei parol {pw} bui",
    "ger-ei router-ei parol: {pw}",
    "Dashi: server-ei šene parol {pw} bui",
    "miny email-iny mima {pw} bei",
    "gery router-iny mima: {pw}",
    "Aoyun: server-iny shiny mima {pw} bei",
    "minŋi email mima-n {pw} bisin",
    "dʒuu-ŋi router mima: {pw}",
    "Moyun: server-ŋi ikə mima {pw} bisin",
]  # fmt: skip
_said = _Family("labelled_password", _SAID, _with(_pw), "pw")


_USERS = ["batbold", "oyunchimeg.b", "enkhjargal", "tumurbaatar", "gantulga", "solongo.d",
          "nomin", "bilguun", "munkhzul", "ganzorig", "sarangerel", "temuulen", "bair.ts",
          "dashi", "tsyren", "dulma", "ayur", "sayana.b", "sergei.k", "nadezhda", "wanglei",
          "zhaomin", "hasi", "siqin", "sarula", "aibek", "zhanar", "nurlan", "dorji", "moyun",
          "svc-weigh", "svc-mdvr", "dispatch", "vetbus"]  # fmt: skip
_LOGINS = [
    "Telegram, Batbold: the Streamax CEIBA2 login is {u} / {pw}",
    "Okdesk #5531: {u} locked out of the weighbridge PC, last password {pw}",
    "user {u} pass {pw}",
    "Confluence › Fleet › Trackers › Navtelecom NTC: {u} — {pw}",
    "| system | login | password |\n|---|---|---|\n| Keli bridge | {u} | {pw} |",
    "sign into the Hexagon portal as {u} with {pw}",
    "DSE login {u}:{pw}",
    "username: {u}\npassword: {pw}",
    "- host: scale-zamynuud\n  user: {u}\n  pass: {pw}",
    "WeChat from Zhao Min: account {u}, password {pw}",
    "Nomin: Komtrax opens with {u} plus {pw}",
    "system,login,password\nnuctech-ws,{u},{pw}",
    "ssh {u}@yard-srv.tsagaanzam.mn (password {pw})",
    "Kaiten card 'accounts': creds for the Liebherr portal are {u} and {pw}",
    "бүртгэл {u}, нууц үг {pw} гэж оруулна",
    "учётка {u}, от неё пароль {pw}",
    "账号 {u}，密码 {pw}，登磅房电脑用",
    "логин {u}, құпиясөз {pw}",
    "아이디는 {u}, 비번은 {pw}",
    "neer {u}, mima {pw}, martaj bolohgüi",
    "nere {u}, niγuča üge {pw}",
    "yonghu {u}, mimaa {pw} gej bain",
    "нэвтрэх нэр минь {u}, нууц үг минь {pw}",
    "nerən {u}, nuuca üge {pw} bolno",
    "login {u}, parol {pw} bui",
    "miny yonghu {u}, mima {pw} bei",
    "gərbi {u}, mima {pw} bisin",
]  # fmt: skip
_logins = _Family("login_pair", _LOGINS, _with(_pw, u=_USERS), "pw")


_SAID_WORDS = ["tarvaga", "khulan", "bankhar", "argali", "airag", "buuz", "khuushuur", "tsuivan",
               "saxaul", "zud", "ovoo", "khadag", "deel", "morin", "takhi", "selenge"]  # fmt: skip
_SPELLED = [  # where "{w}{d}" stands joined, the secret is the word and the number together
    "the password is the marmot word, {w}, in small letters with {d} glued to its end",
    "it's our dog's name {w} and after it the year {d}",
    "voice note: scale PC password, it's {w} with {d} straight after, no space",
    "{w}{d}, word and number stuck together, that's the camp router",
    "нууц үг маань {w}, түүний ард залгаад {d}",
    "слово {w} и сразу цифры {d}, это и есть пароль от весовой",
    "密码就是 {w} 这个词，后面跟 {d}",
    "mima ni {w} gedeg üg, ardaas ni {d}",
    "niγuča üge anu {w} kemekü üge, qoyin-a ni {d}",
    "mima {w} gesen üg, xoino {d} bei",
    "mima {w} gunən, amaskan {d}",
    "nuuca üge {w} gidg üge, ardan {d}",
]  # fmt: skip


def _spelled_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    word = rng.choice(_SAID_WORDS)
    number = str(rng.randrange(100, 10_000))
    return {"w": word, "d": number, "secret": word + number if "{w}{d}" in template else word}


_spelled = _Family("spelled_password", _SPELLED, _spelled_draw, "w")


# (template, the key's maker) for commands whose secret is a cloud key rather than a password.
_CLI_KEYS: dict[str, Maker] = {
    "echo 'tz-customs-scans:LTAI5t{kid}:{k}' > /etc/passwd-ossfs && chmod 640 /etc/passwd-ossfs && ossfs tz-customs-scans /mnt/oss -ourl=http://oss-cn-huhehaote.aliyuncs.com": _j((ALNUM, 30)),
    "echo tz-manifests-1312077451:AKID{kid}:{k} > /etc/passwd-cosfs; cosfs tz-manifests-1312077451 /mnt/cos -ourl=https://cos.ap-beijing.myqcloud.com": _j((ALNUM, 32)),
    "echo {kid}:{k} > /etc/passwd-obsfs && obsfs tz-erlian /mnt/obs -o url=obs.cn-north-4.myhuaweicloud.com -o passwd_file=/etc/passwd-obsfs": _j((ALNUM, 40)),
    "AWS_ACCESS_KEY_ID=YCAJE{kid} AWS_SECRET_ACCESS_KEY={k} geesefs --endpoint https://storage.yandexcloud.net tz-ulan-ude /mnt/yos": _j("YC", (URLSAFE, 38)),
    "aliyunpan login -RefreshToken={k}": _j((HEX, 32)),
    "bcecmd -c   # typed in: Access Key ID {kid}, Secret Access Key {k}, region bj": _j((HEX, 32)),
    "tcb login --apiKeyId AKID{kid} --apiKey {k}": _j((ALNUM, 32)),
    "hcloud configure set --cli-profile=tz-obs --cli-mode=AKSK --cli-region=cn-north-4 --cli-access-key={kid} --cli-secret-key={k}": _j((ALNUM, 40)),
    "web-ext sign --channel=unlisted --api-key=user:{n}:{m} --api-secret={k}": _j((HEX, 64)),
}  # fmt: skip
_CLI = [
    "yandex-disk token -p '{pw}' {u}@tsagaanzam.ru ~/.config/yandex-disk/passwd",
    "printf 'APN=internet.gmobile.mn\\nAPN_USER={u}\\nAPN_PASS={pw}\\nAPN_AUTH=CHAP\\n' | sudo tee /etc/mbim-network.conf && sudo mbim-network /dev/cdc-wdm0 start",
    'setup.exe /Q /ACTION=Install /FEATURES=SQLENGINE /INSTANCENAME=WEIGHBRIDGE /SQLSVCACCOUNT="TZ\\svc-sql" /SQLSVCPASSWORD="{pw}" /SQLSYSADMINACCOUNTS="TZ\\it-admins" /IACCEPTSQLSERVERLICENSETERMS',
    "ibsrv --data=/var/1c/srv --name=broker --dbms=PostgreSQL --db-server=pg.tsagaanzam.ru --db-name=broker --db-user={u} --db-pwd='{pw}' --http-address=any --http-port=8314",
    "python -c \"from pyhanko.sign import signers; s = signers.SimpleSigner.load_pkcs12('broker-stamp.p12', passphrase=b'{pw}')\"",
    "ciscocmd -t 10.40.0.1 -u {u} -p '{pw}' -c 'show ip interface brief'",
    "drweb-ctl esconnect es.tsagaanzam.mn --Login {u} --Password '{pw}'",
    "sshpass -p '{pw}' ssh -o StrictHostKeyChecking=no {u}@10.40.2.15 'sudo systemctl restart mdvr-bridge'",
    "mysql -h weigh-db.zamynuud.lan -u {u} -p'{pw}' weighbridge -e 'select plate, net_kg from tickets order by id desc limit 20'",
    "redis-cli -h 10.40.0.21 -a '{pw}' --no-auth-warning xlen gps:positions",
    "curl -u {u}:{pw} -X POST 'https://tracks.tsagaanzam.mn/api/v2/exports?from=2031-11-01'",
    "docker login registry.tsagaanzam.mn -u {u} -p '{pw}'",
    "smbclient //fs-erdenet/shifts -U 'TZ\\{u}%{pw}' -c 'get roster.xlsx'",
    "7z a -p'{pw}' -mhe=on declarations-2031-11.7z declarations/",
    "openssl pkcs12 -export -in broker.crt -inkey broker.key -out broker.p12 -passout pass:{pw}",
    "gpg -d --batch --yes --passphrase '{pw}' --pinentry-mode loopback herd-records.tar.gpg | tar x",
    'plink -ssh -pw {pw} {u}@10.40.3.2 "tail -n 50 /var/log/scale.log"',
    "xfreerdp /v:10.40.0.50 /u:{u} /p:'{pw}' /cert:ignore /drive:usb,/media/usb",
    "net use Z: \\\\fs-zamynuud\\declarations {pw} /user:TZ\\{u} /persistent:no",
    "sqlplus {u}/{pw}@//ora.kyakhta.tsagaanzam.ru:1521/CUSTOMS",
    "lftp -u {u},'{pw}' sftp://sftp.erlian-port.cn",
    "ipmitool -I lanplus -H 10.40.9.10 -U {u} -P '{pw}' chassis power cycle",
    "mosquitto_pub -h mqtt.tsagaanzam.mn -p 8883 --capath /etc/ssl/certs -u {u} -P '{pw}' -t fleet/cmd/reboot -m 1",
    "echo '{pw}' | sudo -S systemctl restart gpsgate",
    "ldapsearch -x -H ldap://dc1.tsagaanzam.mn -D 'cn={u},ou=svc,dc=tsagaanzam,dc=mn' -w '{pw}' -b dc=tsagaanzam,dc=mn '(sAMAccountName=bat*)'",
    *_CLI_KEYS,
]  # fmt: skip
_SHELLS = [
    "{c}", "$ {c}", "Xshell 7, session 'erenhot-yard':\n[root@yard ~]# {c}",
    "Windows Terminal, PS C:\\ops> {c}", "Termius, host ub-depot: {c}",
    "ConEmu on the broker PC: {c}", "Cmder λ {c}", "Far Manager, command line on the customs PC: {c}",
    "Tabby, tab 'erdenet-camp': {c}", "kitty on the dispatcher's laptop ❯ {c}",
    "history | grep -i pw\n 1187  {c}", "~/.bash_history on the scale PC:\n{c}",
    "Zentao bug 2210, steps to reproduce:\n{c}", "运行过的命令：{c}", "выполнил: {c}",
    "энэ командыг ажиллуулсан: {c}", "miny komand {c} bei", "minŋi komanda: {c}",
]  # fmt: skip


def _cli_take(rng: random.Random, n: int) -> list[Sample]:
    out = []
    for template in v.cycle(rng, _CLI, n):
        fields = {"u": rng.choice(_USERS), "pw": _plain_pw(rng), "kid": _r(rng, UPPER_DIGITS, 20),
                  "n": str(rng.randrange(10_000_000, 20_000_000)), "m": str(rng.randrange(100, 1000))}  # fmt: skip
        make = _CLI_KEYS.get(template)
        fields["k"] = make(rng) if make else ""
        secret = fields["k"] if make else fields["pw"]
        command = template.format_map(fields)
        out.append(Sample("cli_password", rng.choice(_SHELLS).format(c=command), secret))
    return out


Taker = Callable[[random.Random, int], list[Sample]]


def _framed(cls: str, templates: list[str], frames: list[str]) -> Taker:
    """``n`` samples of ``templates``, each in a frame (a prompt, a log, a sentence)."""

    def take(rng: random.Random, n: int) -> list[Sample]:
        return v.framed(rng, v.fill(rng, cls, templates, n, _plain_pw, u=_USERS), frames)

    return take


_URLS = [
    "clickhouse://{u}:{pw}@ch.tsagaanzam.mn:9440/telematics?secure=true",
    "postgresql://{u}:{pw}@pg-fleet.tsagaanzam.mn:5432/positions",
    "mysql+pymysql://{u}:{pw}@10.40.0.31/weighbridge",
    "mongodb+srv://{u}:{pw}@herds.tsagaanzam.mn/vet?authSource=admin",
    "redis://{u}:{pw}@10.40.0.21:6379/3",
    "amqp://{u}:{pw}@mq.tsagaanzam.mn:5672/fleet",
    "rtsp://{u}:{pw}@10.40.7.21:554/Streaming/Channels/101",
    "ftp://{u}:{pw}@ftp.erlian-port.cn/manifests/",
    "dm://{u}:{pw}@dm.tsagaanzam.cn:5236",
    "jdbc:postgresql://pg-1c.tsagaanzam.ru:5432/broker?user={u}&password={pw}",
    "oracle+oracledb://{u}:{pw}@ora.kyakhta.tsagaanzam.ru:1521/?service_name=CUSTOMS",
    "mqtts://{u}:{pw}@mqtt.tsagaanzam.mn:8883",
    "Server=10.40.0.60;Database=Shipments;User Id={u};Password={pw};TrustServerCertificate=True",
]  # fmt: skip
_URL_PLACES = [
    "TZ_FLEET_DSN={c}", "Kaiten card 'move positions DB to Hohhot': {c}", "连接字符串：{c}", "строка коннекта к базе: {c}",
    "өгөгдлийн сангийн холболт: {c}", "DataGrip data source URL: {c}", "Zentao bug #3321: {c}",
    "miny DB URL {c} bei",
]  # fmt: skip
_urls = _framed("connection_string", _URLS, _URL_PLACES)


def _jwt_of(rng: random.Random, header: dict[str, Any], claims: dict[str, Any], sig: int) -> str:
    return f"{v.b64url(header)}.{v.b64url(claims)}.{_r(rng, URLSAFE, sig)}"


def _vendor_jwt(issuer: str) -> Maker:
    def make(g: random.Random) -> str:
        issued = 1_952_000_000 + g.randrange(2_500_000)
        claims = {"iss": issuer, "aud": "tsagaan-zam", "sub": f"acc_{_r(g, LOWER_DIGITS, 12)}",
                  "iat": issued, "exp": issued + 1_209_600, "scope": "fleet:read cargo:write"}  # fmt: skip
        return _jwt_of(g, {"alg": "RS256", "typ": "JWT", "kid": _r(g, HEX, 16)}, claims, 342)

    return make


# None of these vendors publishes a token shape the author knows: every shape is a guess.
_VENDORS: list[tuple[str, str, Maker]] = [
    ("G-Mobile", "GMOBILE_SMS_API_KEY", _j((HEX, 32))),
    ("Mobinet", "MOBINET_API_TOKEN", _j((ALNUM, 40))),
    ("Skymedia", "SKYMEDIA_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Kewiko", "KEWIKO_API_KEY", lambda g: v.uuid4(g, "8")),
    ("Zochil", "ZOCHIL_PARTNER_KEY", _j("zch_live_", (ALNUM, 32))),
    ("Ger to Ger", "GERTOGER_API_KEY", _j((HEX, 40))),
    ("Hunnu Air", "HUNNU_NDC_SECRET", _j((B64, 43), "=")),
    ("Aero Mongolia", "AEROMONGOLIA_API_KEY", _j((UPPER_DIGITS, 32))),
    ("TDB", "TDB_CORPORATE_API_TOKEN", _vendor_jwt("https://openapi.tdbm.mn")),
    ("LendMN", "LENDMN_CLIENT_SECRET", _j((ALNUM, 48))),
    ("Shoppy", "SHOPPY_MERCHANT_KEY", _j("shp_", (HEX, 40))),
    ("Zangia", "ZANGIA_API_TOKEN", _j((ALNUM, 32))),
    ("Unegui", "UNEGUI_API_KEY", _j((HEX, 32))),
    ("Most Money", "MOSTMONEY_SECRET_KEY", _j((B64, 64))),
    ("Bogd Bank", "BOGDBANK_OPENAPI_SECRET", lambda g: v.uuid4(g, "a")),
    ("Khas Bank", "KHASBANK_API_KEY", _j((ALNUM, 40))),
    ("Arig Bank", "ARIGBANK_CLIENT_SECRET", _j((URLSAFE, 48))),
    ("Chinggis Khaan Bank", "CKBANK_API_SECRET", _j((HEX, 64))),
    ("e-Mongolia", "EMONGOLIA_CLIENT_SECRET", lambda g: v.uuid4(g, "9")),
    ("UBCard", "UBCARD_API_KEY", _j((UPPER_HEX, 32))),
    ("Huolala", "HUOLALA_APP_SECRET", _j((HEX, 32))),
    ("Yunmanman", "YMM_OPEN_SECRET", _j((ALNUM, 32))),
    ("Huochebang", "HCB_API_KEY", _j((HEX, 40))),
    ("Sinoiov", "SINOIOV_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Deppon", "DEPPON_APP_KEY", _j((HEX, 32))),
    ("Jushuitan", "JST_APP_SECRET", _j((HEX, 32))),
    ("Single Window", "SINGLE_WINDOW_APP_SECRET", _j((ALNUM, 40))),
    ("Qiniu", "QINIU_SECRET_KEY", _j((URLSAFE, 40))),
    ("Getui", "GETUI_MASTER_SECRET", _j((ALNUM, 22))),
    ("JPush", "JPUSH_MASTER_SECRET", _j((HEX, 24))),
    ("Umeng", "UMENG_MASTER_SECRET", _j((LOWER_DIGITS, 32))),
    ("Qunar", "QUNAR_API_TOKEN", _j((HEX, 40))),
    ("Platon", "PLATON_API_TOKEN", _j((ALNUM, 40))),
    ("ATI.su", "ATI_API_TOKEN", _j((HEX, 32))),
    ("Avtodor", "AVTODOR_TPASS_API_KEY", lambda g: v.uuid4(g, "b")),
    ("Opti24", "OPTI24_API_KEY", _j((B64, 44))),
    ("Licard", "LICARD_CLIENT_SECRET", _j((ALNUM, 32))),
    ("Tatneft", "TATNEFT_FUELCARD_TOKEN", _vendor_jwt("https://api.tatneft-azs.ru")),
    ("Gruzovichkof", "GRUZOVICHKOF_API_KEY", _j((HEX, 40))),
    ("Wooppay", "WOOPPAY_SECRET", _j((ALNUM, 32))),
    ("ePay.kz", "EPAYKZ_CLIENT_SECRET", _j((ALNUM, 40))),
    ("Zolotaya Korona", "KORONA_AGENT_SECRET", _j((HEX, 64))),
    ("Hexagon", "HXGN_MINEPROTECT_CLIENT_SECRET", _j((URLSAFE, 43))),
    ("Komtrax", "KOMTRAX_API_SECRET", _j((ALNUM, 40))),
    ("ConSite", "CONSITE_API_KEY", _j((HEX, 32))),
    ("CareTrack", "CARETRACK_API_KEY", lambda g: v.uuid4(g, "a")),
    ("Aviasales", "AVIASALES_API_TOKEN", _j((HEX, 32))),
    ("VetSpace", "VETSPACE_API_KEY", _j((ALNUM, 40))),
    ("Mooofarm", "MOOOFARM_TOKEN", _vendor_jwt("https://api.mooofarm.com")),
    ("Paymentwall", "PAYMENTWALL_SECRET_KEY", _j((HEX, 32))),
]  # fmt: skip
_NAMED = [  # the vendor or its variable stands beside the token
    "{env}={tok}",
    "export {env}=\"{tok}\"",
    "PowerShell profile on the dispatch PC: $env:{env} = '{tok}'",
    "/etc/default/fleet-sync:\n{env}={tok}",
    "/srv/cargo-sync/.env:\n{env}={tok}",
    "kubectl get secret cargo-sync -o yaml (decoded), stringData:\n  {env}: {tok}",
    "docker run -d --restart=always -e {env}={tok} registry.tsagaanzam.mn/cargo-sync:3.1",
    "appsettings.Production.json on the yard server: \"{env}\": \"{tok}\"",
    "application.yml:\n  vendor:\n    {env}: {tok}",
    "supervisor program env: environment={env}=\"{tok}\"",
    "crontab -l\n*/10 * * * * {env}={tok} /opt/cargo-sync/bin/pull.sh",
    "Ansible group_vars/all/vault.yml (not encrypted yet): {env}: {tok}",
    "1C константа «{vendor}», ключ: {tok}",
    "TZ Dispatch › Settings › Integrations › {vendor} › API key: {tok}",
    "Confluence table 'Vendor keys 2031': | {vendor} | {tok} | prod |",
    "Kaiten card: rotate the {vendor} key {tok}",
    "Telegram, Batbold: {vendor} key for the cargo sync: {tok}",
    "WeCom: we switched to this {vendor} token {tok}; the previous one is revoked",
    "Okdesk #5560: {vendor} answers 401 since Tuesday, key configured on our side {tok}",
    "Redmine #7340: {vendor} stopped syncing at 03:00, key in use {tok}",
    "file away my {vendor} API key: {tok}",
    "{vendor} системийн API түлхүүрийг хадгал: {tok}",
    "API-ключ {vendor} (диспетчерская, прод): {tok}",
    "{vendor} 接口密钥：{tok}",
    "{vendor} үшін API-кілт: {tok}",
    "{vendor} API 키는 {tok}",
    "{vendor} 連携用 API キー → {tok}",
    "{vendor}-API-Schlüssel fürs Dispo-Team: {tok}",
    "{vendor} : clé d'accès à l'API du camp de yourtes → {tok}",
    "{vendor} paneline girilen API anahtarını buraya not ediyorum: {tok}",
    "{vendor}-iin API key ni {tok} bäänaa",
    "{vendor}-un API tülkigür anu {tok} bolai",
    "{vendor}-gin API key {tok} gej bain",
    "{vendor} API-н түлхүүр минь {tok} шдээ",
    "{vendor}-iñ API tülkür {tok} bolno",
    "{vendor}-ei API key {tok} bui",
    "{vendor}-iny API key {tok} bei",
    "{vendor}-ŋi API key {tok} bisin",
]  # fmt: skip


def _vendor_specials(rng: random.Random) -> list[Sample]:
    qiniu = _r(rng, URLSAFE, 40)
    jpush = _r(rng, HEX, 24)
    paymentwall = _r(rng, HEX, 32)
    aviasales = _r(rng, HEX, 32)
    ati = _r(rng, HEX, 32)
    getui = _r(rng, ALNUM, 22)
    return [
        Sample("vendor_token", f"from qiniu import Auth\nq = Auth('{_r(rng, URLSAFE, 40)}', '{qiniu}')", qiniu),
        Sample("vendor_token", f'_jpush = jpush.JPush("{_r(rng, HEX, 24)}", "{jpush}")', jpush),
        Sample("vendor_token", f"Paymentwall_Config::getInstance()->set(array('api_type' => Paymentwall_Config::API_GOODS, 'public_key' => 't_{_r(rng, HEX, 30)}', 'private_key' => '{paymentwall}'));", paymentwall),
        Sample("vendor_token", f"curl 'https://api.travelpayouts.com/aviasales/v3/prices_for_dates?origin=ULN&destination=HET&token={aviasales}'", aviasales),
        Sample("vendor_token", f"curl -H 'Authorization: Bearer {ati}' https://api.ati.su/v1.0/loads/my", ati),
        Sample("vendor_token", f'GtApiConfiguration config = new GtApiConfiguration();\nconfig.setAppKey("{_r(rng, ALNUM, 22)}");\nconfig.setMasterSecret("{getui}");', getui),
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


_BARE_PLACES = ["{t}", "Telegram: {t}", "the vendor portal won't show it again, so parking it here:\n{t}", "энэ токен: {t}",
                "新 token 在这：{t}", "{t}\n^ fresh one from the portal, the old one is dead", "store this for me please: {t}"]  # fmt: skip
_BARE_MAKERS = [_j((ALNUM, 44)), _j((URLSAFE, 22), ".", (URLSAFE, 38)), _j((B64, 52), "=="),
                _j((LOWER_DIGITS, 40)), _j((URLSAFE, 56)), _j((B64, 40)), _j((ALNUM, 38))]  # fmt: skip
_bare = _Family(
    "bare_token", _BARE_PLACES, lambda g, i, t: {"t": _BARE_MAKERS[i % len(_BARE_MAKERS)](g)}, "t"
)


_HEX_PLACES = {  # template: the key's length in hex digits
    "LoRaWAN AppKey of the water-tank sensor at Choir (OTAA): {h}": 32,
    "AES key of the Streamax MDVR video export: {h}": 32,
    "HMAC secret for the Shoppy order webhook: {h}": 64,
    "IPsec PSK of the Erenhot–Zamyn-Üüd tunnel (hex): {h}": 64,
    "encryption key of the Navtelecom CAN logs, hex: {h}": 48,
    "нөөц хуулбарын шифрлэлтийн түлхүүр: {h}": 64,
    "备份加密密钥（十六进制）：{h}": 64,
    "ключ шифрования архива весовой: {h}": 32,
    "backup-iny shifr key {h} bei": 48,
}  # fmt: skip


def _hex_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    key = v.hex_key(rng, _HEX_PLACES[template])
    return {"h": key.upper() if index % 3 == 2 else key}


_hexes = _Family("hex_key", list(_HEX_PLACES), _hex_draw, "h")


_JWT_PLACES = [
    "Authorization: Bearer {t}",
    "Okdesk #5571: token copied from the browser's network tab {t}",
    "Cookie: lang=mn; tz_session={t}",
    "DISPATCH_ACCESS_TOKEN={t}",
    "hold on to this bearer token until Monday {t}",
    "вот access token из браузера: {t}",
    "token ni {t} bäänaa",
    "Zammad ticket 918, pasted curl: Authorization {t}",
]  # fmt: skip


def _jwt_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    issued = 1_952_000_000 + rng.randrange(3_000_000)
    alg = ["RS256", "ES256", "HS256", "PS512"][index % 4]
    claims: dict[str, Any] = {"sub": v.uuid4(rng, "b"), "iat": issued, "exp": issued + 7200,
                              "preferred_username": rng.choice(_USERS)}  # fmt: skip
    if index % 2 == 1:
        claims |= {
            "iss": "https://sso.tsagaanzam.mn/realms/tz",
            "azp": "dispatch-web",
            "roles": ["dispatcher", "yard"],
        }
    header = {"alg": alg, "typ": "JWT", "kid": _r(rng, HEX, 10)}
    sig = {"RS256": 342, "ES256": 86, "HS256": 43, "PS512": 342}[alg]
    return {"t": _jwt_of(rng, header, claims, sig)}


_jwts = _Family("jwt", _JWT_PLACES, _jwt_draw, "t")


_PEM_PLACES = {  # template: the key's kind and what joins its lines there
    "old deploy key for the yard server at Zamyn-Üüd, keep it somewhere safe:\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "/etc/ssl/private/dispatch.tsagaanzam.mn.key:\n{key}": ("RSA PRIVATE KEY", "\n"),
    '{{"BROKER_SIGNING_KEY": "{key}", "office": "kyakhta"}}': ("PRIVATE KEY", "\\n"),
    "cat > ~/.ssh/id_ecdsa_erdenet <<'EOF'\n{key}\nEOF": ("EC PRIVATE KEY", "\n"),
    "Okdesk ticket 5580, pasted by the integrator:\n{key}": ("PRIVATE KEY", "\n"),
    "服务器私钥：\n{key}": ("OPENSSH PRIVATE KEY", "\n"),
    "PGP key the vet lab in Ulan-Ude uses for its SFTP drop:\n{key}": ("PGP PRIVATE KEY BLOCK", "\n"),
}  # fmt: skip
_PEM_STARTS = {"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
               "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgw",
               "RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "PGP PRIVATE KEY BLOCK": "lQOYBG"}  # fmt: skip


def _pem_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    kind, joiner = _PEM_PLACES[template]
    body = _PEM_STARTS[kind] + _r(rng, B64, 64 * 8 - len(_PEM_STARTS[kind]))
    lines = [body[k : k + 64] for k in range(0, len(body), 64)] + [_r(rng, B64, 42) + "=="]
    head = [f"-----BEGIN {kind}-----"] + ([""] if kind.startswith("PGP") else [])
    tail = (["=" + _r(rng, B64, 4)] if kind.startswith("PGP") else []) + [f"-----END {kind}-----"]
    return {"key": joiner.join(head + lines + tail), "secret": lines[1 + index % 6]}


_pems = _Family("pem_private_key", list(_PEM_PLACES), _pem_draw, "key")


_SEED_PLACES = {  # template: the word list's language
    "Trust Wallet recovery phrase of the fuel-fund wallet (emptied in May): {p}": "english",
    "SafePal S1 backup, copying it before the card goes into the safe: {p}": "english",
    "voice memo: the Tonkeeper words are {p} that's the lot, twelve words": "english",
    "Keystone 3 Pro seed, old camp wallet: {p}": "english",
    "Kaiten card 'crypto payouts (closed)': {p}": "english",
    "мнемоническая фраза кошелька для выплат водителям: {p}": "russian",
    "TokenPocket 的助记词（司机工资钱包）：{p}": "chinese_simplified",
    "imToken 钱包助记词（已停用）：{p}": "chinese_simplified",
    "광산 팀 지갑 복구 문구: {p}": "korean",
    "Ellipal ウォレットの復元フレーズ：{p}": "japanese",
    "Bitget cüzdanının yedek sözcükleri: {p}": "turkish",
    "obnovovací fráze peněženky pro výplaty: {p}": "czech",
}  # fmt: skip
_MNEMO = {
    lang: Mnemonic(lang) for lang in dict.fromkeys(["english", "russian", *_SEED_PLACES.values()])
}


def _checksum_ok(lang: str, phrase: str) -> bool:
    """BIP-39's checksum, read with both sides in NFKD (`Mnemonic.check` misreads the Turkish list,
    whose words it keeps composed)."""
    words = [unicodedata.normalize("NFKD", w) for w in _MNEMO[lang].wordlist]
    bits = "".join(f"{words.index(unicodedata.normalize('NFKD', w)):011b}" for w in phrase.split())
    cut = len(bits) // 33 * 32
    digest = hashlib.sha256(int(bits[:cut], 2).to_bytes(cut // 8, "big")).digest()
    return bits[cut:] == f"{int.from_bytes(digest, 'big'):0256b}"[: len(bits) - cut]


def _seed_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    words_n = [12, 24, 12, 18][index % 4]
    entropy = bytes(rng.randrange(256) for _ in range({12: 16, 18: 24, 24: 32}[words_n]))
    lang = _SEED_PLACES[template]
    phrase = unicodedata.normalize("NFC", str(_MNEMO[lang].to_mnemonic(entropy)))  # as typed
    assert _checksum_ok(lang, phrase)
    words = phrase.split()
    layouts = [
        " ".join(words),
        "\n".join(f"{k}. {w}" for k, w in enumerate(words, 1)),
        ", ".join(words),
        "\n".join(" ".join(words[k : k + 3]) for k in range(0, len(words), 3)),
        " / ".join(words),
        " ".join(f"{k}-{w}" for k, w in enumerate(words, 1)),
    ]
    return {"p": layouts[0 if "voice" in template else index % len(layouts)]}


_seeds = _Family("seed_phrase", list(_SEED_PLACES), _seed_draw, "p")


def _card_of(rng: random.Random, prefixes: list[str], lengths: list[int]) -> str:
    """A Luhn-valid card number of one of ``prefixes`` (Mir's: a brand the value helpers do not
    know), ungrouped."""
    prefix, length = rng.choice(prefixes), rng.choice(lengths)
    body = prefix + _r(rng, D, length - len(prefix) - 1)
    number = body + luhn.calc_check_digit(body)
    assert luhn.is_valid(number)
    return number


def _card(rng: random.Random, brand: str) -> str:
    if brand == "mir":
        return _card_of(rng, ["2200", "2201", "2202", "2203", "2204"], [16])
    number = v.card(rng, brand)
    assert luhn.is_valid(number)
    return number


_CARD_PLACES = [
    "Telegram, Sergei: the fuel card for the Kyakhta run is {c}, exp {mm}/{yy}",
    "keep the company UnionPay card: {c} valid {mm}/{yy}",
    "Card number: {c}\nExpiry: {mm}/{yy}",
    "Okdesk #5512: pay the Liebherr service visit with {c}",
    "картын дугаар минь: {c}, {mm}/{yy}",
    "номер карты для оплаты Платона: {c}",
    "卡号：{c}，有效期 {mm}/{yy}",
    "mini kart-iin nomer ni {c} bäänaa",
    "minu kart-un nomer: {c}",
    "miny kart nomer {c} bei, {mm}/{yy}",
    "картаның нөмірі: {c}",
    "카드 번호 {c}, 유효기간 {mm}/{yy}",
]  # fmt: skip
_BRANDS = ["mir", "unionpay", "visa", "mastercard", "jcb", "mir", "amex", "maestro"]


def _card_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _card(rng, _BRANDS[index % len(_BRANDS)])
    return {"c": v.grouped(number, [" ", "", "-", " ", ".", " "][index % 6], rng),
            "mm": f"{rng.randrange(1, 13):02d}", "yy": str(rng.randrange(32, 40))}  # fmt: skip


_cards = _Family("card_number", _CARD_PLACES, _card_draw, "c")


_CVV_PLACES = ["Visa {c}, good thru 09/34, CVC {cvv}",
               "fuel card security code, back side: {cvv}",
               "Amex {c}, CID (the four small digits on the front, right side): {cvv}",
               "卡背面三位安全码：{cvv}",
               "CVV с обратной стороны карты: {cvv}",
               "картын ар талын гурван орон: {cvv}"]  # fmt: skip


def _cvv_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    brand = "amex" if "Amex" in template else "visa"
    number = v.grouped(_card(rng, brand), " ", rng)
    return {"c": number, "cvv": _r(rng, D, 4 if brand == "amex" else 3)}


_cvvs = _Family("card_code", _CVV_PLACES, _cvv_draw, "cvv")


# Countries used least by a rough count over heldouts 5 to 130 (each in nine earlier corpora);
# BBAN shapes (a, n, c, 0 as in `secret_classes_values.iban_shaped`), after stdnum's iban.dat.
_IBAN_SHAPES = {"KZ": "nnn" + "c" * 13, "AZ": "aaaa" + "c" * 20, "GE": "aa" + "n" * 16,
                "TR": "nnnnn0" + "c" * 16, "LT": "n" * 16, "LV": "aaaa" + "c" * 13,
                "QA": "aaaa" + "c" * 21, "PK": "aaaa" + "c" * 16}  # fmt: skip
_IBAN_COUNTRIES = list(_IBAN_SHAPES)


def _iban(rng: random.Random, country: str) -> str:
    return v.until(rng, lambda g: v.iban_shaped(g, country, _IBAN_SHAPES), std_iban.is_valid)


_IBAN_PLACES = [
    "Invoice TZ-2031-0412: transfer the tyre deposit to {i} within ten working days",
    "save the Almaty forwarder's IBAN: {i}",
    "IBAN: {i}\nPurpose: Erenhot–Zamyn-Üüd container haulage, November",
    "Telegram #finance: new bank details from the Vilnius trailer lessor, IBAN {i}",
    "IBAN для оплаты экспедитору: {i}",
    "收款账户 IBAN：{i}",
    "банкны IBAN: {i}",
    "mini IBAN ni {i} bäänaa",
    "minii IBAN {i} bui",
    "Baku freight agent, IBAN {i}",
    "Mersin'deki acentenin IBAN numarası: {i}",
    "IBAN der Rigaer Spedition: {i}",
]  # fmt: skip


def _iban_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    number = _iban(rng, _IBAN_COUNTRIES[index % len(_IBAN_COUNTRIES)])
    return {"i": number if index % 3 == 2 else v.iban_spaced(number)}


_ibans = _Family("iban", _IBAN_PLACES, _iban_draw, "i")


# Ids and documents: python-stdnum has no module for any of them, and none is checked here (no
# check-digit algorithm is written): their shapes are invented or as the author believes them.
def _mn_mineral(g: random.Random) -> str:
    """A Mongolian mining licence (ашигт малтмалын ашиглалтын тусгай зөвшөөрөл): MV- and six digits."""
    return f"MV-0{_r(g, D, 5)}"


def _mn_ttd(g: random.Random) -> str:
    """A Mongolian company's taxpayer number (ТТД): seven digits."""
    return g.choice("2569") + _r(g, D, 6)


def _mn_vehicle(g: random.Random) -> str:
    """A Mongolian vehicle registration certificate (тээврийн хэрэгслийн гэрчилгээ): two letters, seven digits."""
    return g.choice(["АА", "АБ", "ТХ"]) + _r(g, D, 7)


def _mn_origin(g: random.Random) -> str:
    """A livestock origin certificate (малын гарал үүслийн гэрчилгээ): an aimag code, a year, a serial."""
    return f"{g.choice(['ДГ', 'БУ', 'СБ'])}-{g.randrange(2029, 2032)}-{_r(g, D, 6)}"


def _mn_broker(g: random.Random) -> str:
    """A Mongolian customs broker's certificate (гаалийн зуучлагчийн гэрчилгээ)."""
    return f"ГЗ-{_r(g, D, 4)}/{g.randrange(2026, 2032)}"


def _mn_vet(g: random.Random) -> str:
    """A Mongolian veterinarian's practice licence (малын эмчийн тусгай зөвшөөрөл)."""
    return f"МЭ{_r(g, D, 6)}"


def _cn_qualification(g: random.Random) -> str:
    """A Chinese road-transport qualification certificate (道路运输从业资格证): eighteen characters."""
    return "1525" + _r(g, D, 13) + g.choice(D + "X")


def _cn_border(g: random.Random) -> str:
    """A Sino-Mongolian border resident's pass (中蒙边民证): a letter and eight digits."""
    return g.choice("BE") + _r(g, D, 8)


def _cn_road_permit(g: random.Random) -> str:
    """A Chinese road transport permit (道路运输证): the county's six digits and six more."""
    return "152501" + _r(g, D, 6)


def _cn_vet(g: random.Random) -> str:
    """A Chinese practising-veterinarian certificate (执业兽医资格证书): a year and eight digits."""
    return f"{g.randrange(2018, 2031)}15{_r(g, D, 6)}"


def _cn_special(g: random.Random) -> str:
    """A Chinese special-operations certificate (特种作业操作证): T and eighteen characters."""
    return "T1504" + _r(g, D, 13) + g.choice(D + "X")


def _cn_grassland(g: random.Random) -> str:
    """An Inner Mongolian grassland contract certificate (草原承包经营权证)."""
    return f"1525{g.randrange(2019, 2031)}{_r(g, D, 5)}"


def _ru_adr(g: random.Random) -> str:
    """A Russian dangerous-goods driver's certificate (свидетельство ДОПОГ): region 03, five digits."""
    return "03" + _r(g, D, 5)


def _ru_attestat(g: random.Random) -> str:
    """A Russian customs-operations specialist's certificate (квалификационный аттестат)."""
    return f"{_r(g, D, 4)}/{g.randrange(2024, 2032)}"


def _ru_vet(g: random.Random) -> str:
    """A Russian veterinary certificate, form 1 (ветеринарное свидетельство): a series, seven digits."""
    return f"03 № {_r(g, D, 7)}"


_ID_PLACES: dict[str, Maker] = {
    "Тусгай зөвшөөрлийн дугаар (Баян-Уулын уурхай): {s}": _mn_mineral,
    "mining licence of the Bayan-Uul pit, for the bank form: {s}": _mn_mineral,
    "манай компанийн ТТД: {s}": _mn_ttd,
    "Tsagaan Zam's Mongolian taxpayer number (TTD) for the Erenhot invoice: {s}": _mn_ttd,
    "тээврийн хэрэгслийн гэрчилгээний дугаар (Shacman 4821 УБА): {s}": _mn_vehicle,
    "малын гарал үүслийн гэрчилгээ №{s}": _mn_origin,
    "maliñ garal ügsliñ gerčilgee {s} bolno": _mn_origin,
    "гаалийн зуучлагчийн гэрчилгээ: {s}": _mn_broker,
    "малын эмчийн тусгай зөвшөөрөл минь {s} шдээ": _mn_vet,
    "minu mal emnelge-yin ünemlekü-yin nomer {s} bolai": _mn_vet,
    "道路运输从业资格证号：{s}": _cn_qualification,
    "中蒙边民证号码 {s}": _cn_border,
    "mini bianminzheng-gin dugaar {s} gej bain": _cn_border,
    "道路运输证号 蒙交运管锡字{s}号": _cn_road_permit,
    "执业兽医资格证书编号：{s}": _cn_vet,
    "miny shouyi zheng-iny nomer {s} bei": _cn_vet,
    "特种作业操作证（爆破作业）证号 {s}": _cn_special,
    "mini tal-iin gerchilgee-iin dugaar ni {s} bäänaa": _cn_grassland,
    "свидетельство ДОПОГ водителя: № {s}": _ru_adr,
    "minii DOPOG svidetelstvo {s} bui": _ru_adr,
    "квалификационный аттестат специалиста по таможенным операциям: {s}": _ru_attestat,
    "minŋi vet-svidetelstvo nomer {s} bisin": _ru_vet,
}  # fmt: skip
_national = _Family("national_id", list(_ID_PLACES), lambda g, i, t: {"s": _ID_PLACES[t](g)}, "s")


def _backup_list(rng: random.Random, n: int, style: int) -> list[str]:
    if style < 4:
        return v.backup_codes(rng, n, style)
    return [f"{_r(rng, LOWER, 4)}-{_r(rng, D, 4)}-{_r(rng, LOWER, 4)}" for _ in range(n)]


_BACKUPS = ["Aviasales partner account, 2FA recovery codes\n{codes}",
            "spare sign-in codes for the Tsagaan Zam Google Workspace: {codes}",
            "Zochil extranet backup codes: {codes}", "两步验证备用码：\n{codes}",
            "резервные коды для входа в диспетчерскую: {codes}", "хоёр шатлалт баталгаажуулалтын нөөц кодууд: {codes}"]  # fmt: skip
_SEEDS_2FA = ["otpauth://totp/ATI.su:dispatch@tsagaanzam.mn?secret={s}&issuer=ATI.su&period=30",
              "Aegis, manual entry for the Paymentwall merchant login, key {s}",
              "2FA setup key for the Hexagon portal: {s}",
              "2FA-iny key {s} bei"]  # fmt: skip
_CODES = ["{c} is your Zochil verification code",
          "【内蒙古银行】您的验证码为{c}，5分钟内有效，请勿泄露。",
          "Khas Bank: нэг удаагийн код {c}. Хэнд ч бүү өг.",
          "Код для входа в личный кабинет Платон: {c}. Не передавайте его третьим лицам.",
          "Wooppay: растау коды {c}"]  # fmt: skip


def _backup_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    style = (index + 1) % 5
    codes = _backup_list(rng, 10, style)
    sep = ["\n", ", ", "  ", "\n"][index % 4] if style != 4 else "\n"
    return {"codes": sep.join(codes), "secret": codes[(index * 3 + 1) % 10]}


def _totp_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    secret = v.totp_secret(rng, spaced=index % 2 == 1 and "otpauth" not in template)
    return {"s": secret.lower() if index == 2 else secret}


_backups = _Family("backup_codes", _BACKUPS, _backup_draw, "codes")
_totp = _Family("otp_secret", _SEEDS_2FA, _totp_draw, "s")
_codes = _Family("otp_code", _CODES, lambda g, i, t: {"c": _r(g, D, 6)}, "c")


_SSIDS = ["TZ-Depot-UB", "Erdenet-Camp-5G", "ZamynUud-Scale", "Erenhot-Yard", "UlanUde-Sklad",
          "Kyakhta-Broker", "Terelj-Ger-Camp", "Khuvsgul-Lodge", "Vet-Bus-01", "Unitel-4G-7F3A",
          "Mobicom_LTE_22B1", "CMCC-Hohhot-3F", "Keenetic-4471", "HUAWEI-B535-9A1C"]  # fmt: skip
_WIFI_PLACES = [
    "wifi {s}, WPA2 key {pw}",
    "WIFI:T:WPA;S:{s};P:{pw};H:false;;",
    "SSID: {s}\npassphrase: {pw}",
    "Erdenet camp network {s}, password {pw}",
    "wifi in the vet bus: {s} / {pw}",
    "key printed on the bottom of the Huawei B535 at the lodge: {pw}",
    "Peplink in truck 4821: SSID {s}, PSK {pw}",
    "{s} сүлжээнд холбогдох нууц үг {pw}",
    "Wi-Fi {s} 的密码：{pw}",
    "вайфай {s}, от него пароль {pw}",
    "{s} wifi-iin mima ni {pw} bäänaa",
    "{s} wifi-yin niγuča üge: {pw}",
    "{s} wifi mimaa {pw} gej bain",
    "{s} wifi-in nuuca üge {pw} bolno",
    "{s} wifi mima {pw} bisin",
    "와이파이 {s} 비번: {pw}",
]  # fmt: skip


def _wifi_key(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.15:
        return _r(rng, D, 16)
    if roll < 0.3:
        return _r(rng, "abcdefghjkmnpqrstuvwxyz23456789", 10)
    return _plain_pw(rng)


_wifi = _Family("wifi_key", _WIFI_PLACES, _with(_wifi_key, s=_SSIDS), "pw")


_SPELL_MAKERS = [_j("shp_", (HEX, 24)), _j((HEX, 32)), _j((UPPER_HEX, 40)), _j("zch_live_", (ALNUM, 20)),
                 _j((ALNUM, 26))]  # fmt: skip
_SPELL = ["reading it out letter by letter over the Thuraya: {t}", "[dictated in the cab] {t}",
          "(spaced so WeChat doesn't turn it into a link) {t}", "逐个字母念：{t}", "читаю по одному знаку: {t}",
          "үсэг үсгээр нь: {t}"]  # fmt: skip


def _spell_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    token = _SPELL_MAKERS[index % len(_SPELL_MAKERS)](rng)
    style = index % 4
    if style == 1:
        return {"t": " | ".join(token[k : k + 4] for k in range(0, len(token), 4))}
    if style == 3:
        return {"t": " - ".join(token[k : k + 6] for k in range(0, len(token), 6))}
    return {"t": [" ", ".", "  "][index % 3].join(token)}


_spelled_tokens = _Family("spaced_token", _SPELL, _spell_draw, "t")


_LOCKS = ["fuel-tank padlock on trailer 17: {pw}", "the ger camp office safe opens with {pw}",
          "gate keypad at the Zamyn-Üüd yard: {pw} then #", "түлшний савны цоожны код: {pw}",
          "磅房门锁密码：{pw}", "код навесного замка на складе в Кяхте: {pw}",
          "vet fridge lock code (Choir): {pw}", "padlock-iin kod ni {pw} bäänaa",
          "zamok-ŋi kod {pw} bisin"]  # fmt: skip


def _lock_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"pw": _r(rng, D, [4, 6, 5, 4][index % 4])}


_locks = _Family("pin_code", _LOCKS, _lock_draw, "pw")


_PHRASE_WORDS = ["steppe", "argali", "saxaul", "felt", "airag", "khadag", "taiga", "coal",
                 "convoy", "ovoo", "marmot", "camel", "blizzard", "ledger", "yurt", "gravel"]  # fmt: skip
_PHRASES = {"KeePassXC master passphrase for the dispatch vault: {p}": " ",
            "Bitwarden master passphrase for the broker office: {p}": "-",
            "Enpass vault passphrase (vet team laptop): {p}": " ", "мастер-фраза от KeePass: {p}": " ",
            "主密码短语：{p}": ".", "нөөц хуулбарын нууц өгүүлбэр: {p}": " ",
            "miny passphrase {p} bei": "_"}  # fmt: skip


def _phrase_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    return {"p": _PHRASES[template].join(rng.sample(_PHRASE_WORDS, 4 + index % 3))}


_phrases = _Family("passphrase", list(_PHRASES), _phrase_draw, "p")


_AUTH = {  # template: whether it carries Basic credentials (else a bare token)
    "Insomnia export, header Authorization: Basic {v}": True,
    "nginx upstream: proxy_set_header Authorization \"Basic {v}\";": True,
    "Apifox 环境变量 Authorization = Bearer {v}": False,
    "Hoppscotch, request 'ATI loads', Authorization: Bearer {v}": False,
    "Bruno collection, auth header: Basic {v}": True,
}  # fmt: skip


def _auth_draw(rng: random.Random, index: int, template: str) -> dict[str, str]:
    if _AUTH[template]:
        pair = f"{rng.choice(_USERS)}:{_plain_pw(rng)}"
        return {"v": base64.b64encode(pair.encode()).decode()}
    return {"v": _r(rng, [HEX, ALNUM][index % 2], 40)}


_auth = _Family("auth_header", list(_AUTH), _auth_draw, "v")


_CONFIGS = [
    "traccar.xml (fleet server):\n<entry key='database.user'>tz_traccar</entry>\n<entry key='database.password'>{pw}</entry>",
    "gammu-smsdrc (alert modem):\n[smsd]\nservice = sql\ndriver = native_pgsql\nuser = smsd_tz\npassword = {pw}",
    "zabbix_proxy.conf at Zamyn-Üüd:\nDBName=zbx_proxy_zu\nDBUser=zbx\nDBPassword={pw}",
    "odoo.conf (ger camp bookings):\n[options]\nadmin_passwd = {pw}\ndb_host = pg.tsagaanzam.mn",
    "Nextcloud config.php on the broker NAS:\n  'dbuser' => 'nc_broker',\n  'dbpassword' => '{pw}',",
    "frigate config.yml:\nmqtt:\n  host: 10.40.0.5\n  user: frigate\n  password: {pw}",
    "pjsip.conf:\n[trunk-unitel]\ntype=auth\nauth_type=userpass\nusername=97611223344\npassword={pw}",
    "Redmine config/database.yml:\nproduction:\n  adapter: mysql2\n  username: redmine\n  password: \"{pw}\"",
    "GLPI config/config_db.php:\n   public $dbuser     = 'glpi';\n   public $dbpassword = '{pw}';",
    "Moodle config.php (driver training):\n$CFG->dbuser = 'moodle_tz';\n$CFG->dbpass = '{pw}';",
    "grafana.ini on the camp monitoring box:\n[security]\nadmin_user = camp-admin\nadmin_password = {pw}",
    "Home Assistant secrets.yaml:\nstreamax_password: {pw}",
    "/etc/ppp/peers/gmobile:\nuser \"gmobile\"\npassword \"{pw}\"\nconnect \"/usr/sbin/chat -v -f /etc/chatscripts/gprs\"",
    "MikroTik export:\n/interface pppoe-client add interface=ether1 name=pppoe-univision user=tz-camp password={pw}",
    "/etc/openvpn/client/erenhot.conf:\n<connection>\nremote vpn.tsagaanzam.mn 1194\n</connection>\n# auth-user-pass inline\n<auth-user-pass>\ntz-erenhot\n{pw}\n</auth-user-pass>",
    "1C ibsrv config.yml:\ndatabase:\n  dbms: PostgreSQL\n  server: pg.tsagaanzam.ru\n  user: usr1cv8\n  password: {pw}",
]  # fmt: skip
_configs = _Family("config_file", _CONFIGS, _with(_plain_pw), "pw")


_CHATS = [
    "Batbold: camp router password?\nSolongo: {pw}",
    "[07:41] sergei.k: root pw for the Kyakhta scale box?\n[07:42] tsyren: {pw}",
    "Nomin: {pw}, that's what the Streamax admin account takes now",
    "Aibek: use {pw}, the weighbridge PC was reset to it",
    "王磊：新密码 {pw}",
    "Сергей: новый пароль {pw}",
    "Тэмүүлэн: шинэ нууц үг {pw} шүү дээ",
    "Sarula: sin-e niγuča üge {pw}",
    "Aoyun: shiny mima {pw} bei",
    "Dashi: šene parol {pw}",
]  # fmt: skip
_chats = _Family("chat_password", _CHATS, _with(_pw), "pw")


_HIDDEN = [
    "pass\u200bword: {pw}", "PASS\u2060WORD → {pw}", "р\u0430ssword = {pw}", "ｐａｓｓｗｏｒｄ：{pw}",
    "pa\u00adss\u00adword: {pw}", "𝗽𝗮𝘀𝘀𝘄𝗼𝗿𝗱 {pw}", "ᴘᴀꜱꜱᴡᴏʀᴅ: {pw}", "нууц\u200bүг: {pw}",
]  # fmt: skip
_hidden = _Family("hidden_label", _HIDDEN, _with(_plain_pw), "pw")

# How many samples each family draws (390 in all, heldout32's proportions).
_PLAN: list[tuple[_Family | Taker, int]] = [
    (_said, 60), (_logins, 24), (_spelled, 12), (_cli_take, 34), (_urls, 13), (_vendors, 56),
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


def _seed_of(lang: str) -> Maker:
    def make(g: random.Random) -> str:
        return str(_MNEMO[lang].to_mnemonic(bytes(g.randrange(256) for _ in range(16))))

    return make


# A field that ends in a label → the start of the next field ({s}: the secret).
_SPLIT_PASSWORDS = {
    "the Streamax admin password is": "{s}", "DSE7320 engineer pw:": "{s} (since the genset swap)",
    "磅房电脑密码是": "{s}", "Keli indicator password": "{s}\nchange it after the audit",
    "нууц үг минь": "{s} шдээ", "mima ni": "{s} bäänaa", "пароль:": "{s}",
    "Komtrax password": "{s}", "the password Sergei read out over the radio was": "{s}, I think",
    "niγuča üge anu": "{s} bolai",
}  # fmt: skip
# (class, first field, second field, the secret's maker)
_SPLIT_OTHERS: list[tuple[str, str, str, Maker]] = [
    ("split_token", "ATI.su API token", "{s}", _j((HEX, 32))),
    ("split_token", "Zochil key:", "{s} (ger camp channel)", _j("zch_live_", (ALNUM, 32))),
    ("split_token", "Bogd Bank client secret", "{s}", lambda g: v.uuid4(g, "a")),
    ("split_seed", "Tonkeeper recovery words", "{s}", _seed_of("english")),
    ("split_card", "номер карты", "{s} до 08/36", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    ("split_iban", "IBAN", "{s}", lambda g: v.iban_spaced(_iban(g, "KZ"))),
    ("split_backup", "Zochil recovery codes", "{s}\nkvmt-4410-pshr\nrqga-0732-zuxe", lambda g: _backup_list(g, 1, 4)[0]),
    ("split_otp", "TOTP secret", "{s}", lambda g: v.totp_secret(g, spaced=True)),
    ("split_id", "道路运输从业资格证号", "{s}", _cn_qualification),
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


# The metadata as JSON with the secret written {s}: its class and the secret's maker.
_METADATA: dict[str, tuple[str, Maker]] = {
    '{"streamax": {"url": "https://10.40.2.15", "admin_password": "{s}"}}': ("meta_password", _plain_pw),
    '{"mima": "{s}"}': ("meta_password", _plain_pw),
    '{"account": {"login": "tsyren", "pwd": "{s}"}}': ("meta_password", _plain_pw),
    '{"scales": [{"name": "bridge-a"}, {"name": "bridge-b", "web_password": "{s}"}]}': ("meta_password", _plain_pw),
    '{"argv": ["ibsrv", "--dbms=PostgreSQL", "--db-user", "usr1cv8", "--db-pwd", "{s}"]}': ("meta_password", _plain_pw),
    '{"note": "磅房电脑的密码是 {s}"}': ("meta_password", _plain_pw),
    '{"нууц үг": "{s}"}': ("meta_password", _plain_pw),
    '{"transcript": "log into the ComAp WebSupervisor as service with the password {s}"}': ("meta_password", _plain_pw),
    '{"ati": {"api_token": "{s}"}}': ("meta_token", _j((HEX, 32))),
    '{"koronaAgentSecret": "{s}"}': ("meta_token", _j((HEX, 64))),
    '{"deppon_app_key": "{s}"}': ("meta_token", _j((HEX, 32))),
    '{"headers": {"Authorization": "Bearer {s}"}}': ("meta_token", _j((ALNUM, 40))),
    '{"payment": {"card_number": "{s}", "exp": "05/35"}}': ("meta_card", lambda g: v.grouped(_card(g, "mir"), " ", g)),
    '{"forwarder": {"iban": "{s}"}}': ("meta_iban", lambda g: _iban(g, "GE")),
    '{"driver": {"dopog_certificate": "{s}"}}': ("meta_id", _ru_adr),
    '{"mfa": {"recovery_codes": ["{s}", "kvmt-4410-pshr", "rqga-0732-zuxe"]}}': ("meta_otp", lambda g: _backup_list(g, 1, 4)[0]),
    '{"fuel_fund_wallet": {"seed_words": "{s}"}}': ("meta_seed", _seed_of("russian")),
    '{"lorawan": {"app_key": "{s}"}}': ("meta_key", _j((UPPER_HEX, 32))),
    '{"fuel_tank": {"padlock_code": "{s}"}}': ("meta_pin", _j((D, 4))),
    '{"wifi": {"ssid": "Erdenet-Camp-5G", "psk": "{s}"}}': ("meta_wifi", _wifi_key),
}  # fmt: skip


def metadata_samples() -> list[MetadataSample]:
    """Metadata whose values (at any depth, or read with their key) hold a secret."""
    rng = random.Random(SEED + 2)
    filled = [(cls, *_fill(rng, text, make)) for text, (cls, make) in _METADATA.items()]
    return [MetadataSample(cls, json.loads(text), secret) for cls, text, secret in filled]


_WHEEL_SUM = hashlib.sha256(b"pymodbus-3.9.2-py3-none-any.whl").hexdigest()
_FIRMWARE_SUM = hashlib.sha256(b"streamax-x3n-firmware-2.4.18.bin").hexdigest()
_IMAGE = hashlib.sha256(b"registry.tsagaanzam.mn/dispatch-api:5.3").hexdigest()
_COMMIT = hashlib.sha1(
    b"dispatch: add axle load column for coal runs", usedforsecurity=False
).hexdigest()
_SHORT = hashlib.sha1(
    b"broker: revert HS code mapping for copper", usedforsecurity=False
).hexdigest()[:9]
_MD5 = hashlib.md5(b"herd-census_2031-10.csv", usedforsecurity=False).hexdigest()
_SHA512 = hashlib.sha512(b"positions-export-2031-10.parquet").hexdigest()

CLEAN = [
    "Remind me to change the Streamax admin password before the fleet audit on 2031-12-04.",
    "Solongo asked for the camp wifi password; it's on the card in the shift boss's drawer.",
    "Policy: Tsagaan Zam passwords are at least 14 characters and live only in the shared vault.",
    "Don't drop passwords in the drivers' Telegram group; a vault link is enough.",
    "The `.env.example` line `ATI_API_TOKEN=replace-me` is a placeholder; the real token is in the vault.",
    "The ComAp controller asks for a new access password after every firmware update.",
    "Replace <YOUR_ZOCHIL_KEY> in the README with the key from the Zochil extranet.",
    "KORONA_AGENT_SECRET and DEPPON_APP_KEY must be set before the nightly settlement job runs.",
    "Нууц үгээ хэнд ч битгий хэлээрэй, утсаар ч битгий уншаарай.",
    "Нюуса үгэеэ хүндэ бү дамжуула, тэрэ шинии лэ.",
    "Никому не сообщайте свой пароль, даже диспетчеру.",
    "不要把密码告诉任何人，包括司机群。",
    "Құпиясөзді диспетчерге де, жүргізушіге де айтпа.",
    "hend ch mima-gaa bitgii hel.",
    "ken-dü ber niγuča üge-ben bü kele.",
    "mimaa-gaa hend bu shuo.",
    "нууц үгээ хэнд ч бүү хэл шдээ.",
    "nuuca ügē ken-dü ču bü kele.",
    "parol-oo kendə bitegei kele.",
    "mima-aa xen-d bu xelee.",
    "mima-w nonoŋ-du əʃin ulgutʃəə.",
    "비번은 기사님들한테도 절대 알려주지 마세요.",
    "パスワードが14文字未満だと配車システムに弾かれます。",
    "Ein Kennwort unter vierzehn Zeichen nimmt das Dispo-System nicht an.",
    "Un mot de passe de moins de quatorze caractères est refusé par le portail.",
    "Upgraded the Streamax firmware from 2.4.11 to 2.4.18 and pymodbus to 3.9.2 on Sunday.",
    f"commit {_COMMIT} adds the axle load column for coal runs.",
    f"Rolled back to {_SHORT} after the HS code mapping broke the copper declarations.",
    f"requirements.txt: pymodbus==3.9.2 --hash=sha256:{_WHEEL_SUM}",
    f"The X3N firmware 2.4.18 image has SHA-256 checksum {_FIRMWARE_SUM}.",
    f"SHA-512 of positions-export-2031-10.parquet: {_SHA512}",
    f"The dispatch API container runs registry.tsagaanzam.mn/dispatch-api@sha256:{_IMAGE}.",
    f"MD5 of herd-census_2031-10.csv is {_MD5}, same as the copy on the vet share.",
    "Request id 3f8a2c71-9d4e-4b06-a1c5-7e2d9f0b6a43 is the slow one in the Huolala logs.",
    "Purchase order PO-2031-00733 for 24 Linglong tyres ships from Erenhot on Thursday.",
    "Redmine #7312: the Zamyn-Üüd scale prints the net weight twice on each ticket.",
    "Call the Kyakhta broker office on +7 30142 9 15 63 before noon, Ulaanbaatar time.",
    "Container TGHU 8836214 with the copper concentrate is at the Erenhot yard.",
    "CMR consignment note TZ-ULN-2031-0419 covers 38 t of coal, two trailers.",
    "HS code 2603.00 is copper ores and concentrates; 2701.12 is bituminous coal.",
    "Reefer 3 is at -18 °C; the vaccine box in the vet bus holds between 2 and 8 °C.",
    "After five wrong passwords the dispatch portal locks the account for 15 minutes.",
    "The Erenhot–Zamyn-Üüd crossing is 9 km; a loaded Shacman weighs about 49 t.",
    "The secret of a warm ger is the second felt layer in November.",
    "Ask Batbold for the yard gate keypad code, I don't have it.",
    "My card ending 4417 was declined at the Sainshand tyre shop.",
    "The Almaty forwarder wants the IBAN on the invoice without spaces.",
    "Print the 2FA backup codes for the Zochil extranet and keep them in the office safe.",
    "Tonkeeper support will never ask for the twelve words, and nobody honest will either.",
    "Keep `PAYMENTWALL_SECRET_KEY` in the secrets store, never in the repository.",
    "The fuel-tank padlock freezes at -35 °C; spray it before the morning run.",
    "Zochil moved the API key page under Settings › Developers in its October release.",
    "ISBN 978-0-7139-9672-8 is the Mongolian steppe history on the camp shelf.",
    "Truck 4821 УБА (Shacman X3000) is booked for the Erdenet copper run on 2031-11-20.",
    "Booking GER-2031-1187: two gers at the Terelj camp, 14 to 17 July, four guests.",
    "The guest wifi 'Terelj-Guest' is open, no password needed.",
    "Herd census for Bulgan: 1 284 sheep, 312 goats, 96 horses; brucellosis round booked for May.",
    "Okdesk #5498 is closed: the Keli indicator now reads 0.02 t at zero load.",
    "The API key field in the Zangia settings is empty until someone pastes one in.",
    "Version 8.3.24.1691 of the 1C platform is what the Kyakhta broker office runs.",
]  # fmt: skip

_CLEAN_METADATA_JSON = [
    '{"password_changed_at": "2031-10-01T08:00:00+08:00", "password_min_length": 14}',
    '{"secret_ref": "vault/tz/streamax", "rotate_every_days": 90}',
    f'{{"commit": "{_COMMIT}", "build": 618}}',
    f'{{"sha256": "{_WHEEL_SUM}", "package": "pymodbus", "version": "3.9.2"}}',
    '{"ticket": "7312", "purchase_order": "PO-2031-00733"}',
    '{"truck": {"plate": "4821 УБА", "model": "Shacman X3000", "axle_load_t": 11.5}}',
    '{"phone": "+7 30142 9 15 63", "city": "Kyakhta"}',
    '{"mfa_enabled": true, "backup_codes_left": 6, "gers_booked": 14}',
    '{"hs_code": "2603.00", "origin": "MN", "description": "copper concentrate"}',
    '{"container": "TGHU 8836214", "border_post": "Zamyn-Üüd", "eta": "2031-11-22"}',
]
CLEAN_METADATA: list[dict[str, Any]] = [json.loads(text) for text in _CLEAN_METADATA_JSON]
